import type { Labelled } from "./types.js"

export const trainingAC1: ReadonlyArray<Labelled> = [
  {
    id: "ac1-01-estimated-bill",
    category: "support",
    agent: "Wren",
    messages: [
      "tash_m: why is my bill £214 this month. its usually like 80. i live alone in a 1 bed flat what am i doing, running a bitcoin farm??",
      "Wren: That's a big jump, sorry. We didn't get a meter reading for Jan or Feb, so both months were estimated and the estimate came out high. Send me today's reading and I'll redo the bill.",
      "tash_m: estimated. brilliant. so u just charge whatever u feel like",
      "tash_m: how do i even read it, its the grey box in the hall cupboard right",
      "Wren: Yes, the grey box. Just the black numbers left to right, ignore the red one. A photo works too.",
      "tash_m: 04417",
      "Wren: Thanks. With that reading your real use is 301 kWh, so the bill drops to £86.40. Want the £127.60 back on your card or left as credit?",
      "tash_m: card pls",
      "Wren: Done, it lands in 3-5 working days. I've also set a text reminder on the 1st of each month so it doesn't get estimated again.",
      "tash_m: ok fine. thanks i guess"
    ],
    types: [
      [0, "friction"],
      [3, "transactional"]
    ],
    users: { tash_m: ["annoyed", 0.5] },
    findings: [],
    drafts: [
      [
        "Fair complaint, an estimate shouldn't be that far off. Send me today's reading and I'll fix the bill now.",
        "low",
        3
      ],
      [
        "I completely understand your frustration! 😊 Estimated billing is a standard industry practice which allows us to bill customers accurately when a reading is unavailable. For more information please visit our Help Centre.",
        "medium",
        3
      ],
      ["Done, the refund reaches your card in 3-5 working days.", "low", 8],
      ["Great choice!!! 🎉 Is there anything else I can help you with today?", "medium", 8]
    ]
  },
  {
    id: "ac1-02-left-with-maureen",
    category: "support",
    agent: "Dot",
    messages: [
      "jonno: tracking says delivered at 14:02 but theres nothing here. kez was home all day",
      "kez: i was literally on the sofa, nobody knocked",
      'Dot: Sorry about that. The driver\'s note says "left with neighbour, no. 17". Is 17 next door to you?',
      "jonno: kez is 17 the guy with the van or the old lady",
      "kez: old lady, maureen. shes deaf as a post tho so she wouldnt have come round",
      "jonno: lol poor maureen",
      "kez: ill pop over",
      "Dot: Thanks. If it isn't there, tell me and I'll open a trace with the driver straight away.",
      "kez: GOT IT. she'd put it on her hall table with a note saying 'for the nice couple' 😭",
      "jonno: maureen legend",
      "jonno: can we stop them leaving stuff with neighbours tho, next time its a laptop",
      "Dot: Yes, done: no more neighbour deliveries for your address. Drivers will use a safe place you pick, or take it back to the depot. Want a safe place?",
      "jonno: nah depot is fine",
      "Dot: Done 👍"
    ],
    types: [
      [0, "transactional"],
      [8, "banter"],
      [10, "transactional"]
    ],
    users: { jonno: ["engaged", 0], kez: ["neutral", 0] },
    findings: [],
    drafts: [
      ["No. 17 is registered to Maureen Hughes, an elderly resident, so it's the old lady.", "medium", 4],
      [
        "Yes, I can switch off neighbour deliveries for your address. Safe place or depot instead?",
        "low",
        11
      ],
      [
        "So glad you found it!! 🎉 Maureen sounds lovely! Is there anything else I can help you with today?",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ac1-03-card-blocked-lisbon",
    category: "support",
    agent: "Ash",
    messages: [
      "bea.k: my card just got declined at a pharmacy in lisbon and i need this medicine for my son. please",
      "Ash: On it. Your card was paused by our fraud check after a payment in Portugal. Was the €38.20 at Farmácia Estácio you?",
      "bea.k: yes yes thats me",
      "Ash: Thanks, I've unpaused it and marked Portugal as travel until 30 June. Try the payment again now.",
      "bea.k: it went through. oh thank god",
      "bea.k: sorry for the panic, he's got an ear infection and was screaming the whole time lol",
      "Ash: No need to apologise, that sounds like a rough afternoon. Hope he feels better soon.",
      "bea.k: thank u 🙏 will it happen again? we're here til the 28th",
      "Ash: It shouldn't, the travel note runs to 30 June. If something does get declined, tap \"yes, it's me\" in the app and it unblocks instantly.",
      "bea.k: perfect. ur a star"
    ],
    types: [
      [0, "transactional"],
      [5, "bonding"],
      [7, "transactional"],
      [9, "bonding"]
    ],
    users: { "bea.k": ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["On it. Was the €38.20 at Farmácia Estácio you? If so I'll unblock the card right now.", "low", 1],
      [
        "Thank you for contacting Northmoor Bank. Card payments can be declined for several reasons, including insufficient funds, merchant restrictions or fraud prevention measures. To proceed, please verify your identity by answering three security questions.",
        "medium",
        1
      ],
      ["No need to apologise, that sounds like a rough afternoon. Hope he feels better soon.", "low", 6],
      ["Great news, your payment was successful! 🎉 Is there anything else I can help you with?", "medium", 6]
    ]
  },
  {
    id: "ac1-04-cancelled-best-man",
    category: "venting",
    agent: "Juno",
    messages: [
      "marcus_d: flight NL412 to dublin cancelled. 2 hours before. my sisters wedding is tomorrow at 11",
      "marcus_d: im the best man. i have the rings. in my bag. at gatwick.",
      "Juno: Oh no, that's awful timing, Marcus. Let's get you there. Give me a second to check what's flying tonight and early tomorrow.",
      "marcus_d: ive been saving for this for months, hotel, suit, everything. and they just put CANCELLED on the board like its nothing. nobody at the desk even looked up",
      "Juno: That's really rough, and you deserved better than a board and a queue. Two options: 21:40 tonight from Heathrow, lands 23:05, or 06:15 tomorrow from Gatwick, lands 07:30. Both free to change.",
      "marcus_d: tonight. definitely tonight",
      "marcus_d: how do i get to heathrow from here tho",
      "Juno: Booked, seat 14C, confirmation's in your email. For Heathrow, take the National Express coach from South Terminal, about 70 min, every half hour. Keep the receipt and we'll refund it.",
      "marcus_d: ok. ok. breathing again",
      "marcus_d: sorry for shouting at u, not ur fault",
      "Juno: You didn't shout, and you had every reason to be upset. Go get those rings to Dublin. Hope the day is brilliant.",
      "marcus_d: cheers juno 🙏"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [8, "bonding"]
    ],
    users: { marcus_d: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "That's really rough, and you deserved better. I've got two flights that get you there before the wedding: 21:40 tonight or 06:15 tomorrow. Which one?",
        "low",
        4
      ],
      [
        "I have found the following options: NL418 21:40 LHR-DUB, NL402 06:15 LGW-DUB. Please select one.",
        "medium",
        4
      ],
      ["Weddings are so exciting!!! 💍🎉 Let's find you a new flight!", "medium", 4]
    ]
  },
  {
    id: "ac1-05-repeat-prescription",
    category: "support",
    agent: "Sol",
    messages: [
      "gaz: need a repeat prescription",
      "Sol: Sure. Your omeprazole 20mg?",
      "gaz: ye",
      "Sol: Done, sent to Boots on Elm Road as usual. Ready from tomorrow after 2pm.",
      "gaz: k",
      "Sol: One thing: your medication review is due, the GP needs it before the next repeat. Want me to book a 10 min phone slot?",
      "gaz: whenever",
      "Sol: Tuesday 10:20 or Thursday 16:40?",
      "gaz: thurs. we done?",
      "Sol: Yes, all done. Thursday 16:40, they'll call your mobile.",
      "gaz: 👍"
    ],
    types: [[0, "transactional"]],
    users: { gaz: ["bored", 0] },
    findings: [],
    drafts: [
      ["One more quick thing: your medication review is due. Want me to book a 10 min phone slot?", "low", 5],
      [
        "Thanks so much for using Parkside's online service, Gaz! 😊 Before you go, a few things: our flu clinic opens next month, we have a brand new app for booking appointments, you can now order repeats by text, and don't forget your medication review is due this month!",
        "medium",
        5
      ],
      ["Yes, all done. Thursday 16:40, they'll call your mobile.", "low", 9],
      [
        "Booked! Before you go, could you rate today's chat from 1 to 10? And is there anything else at all I can help with, like updating your contact details or registering for online access?",
        "medium",
        9
      ]
    ]
  },
  {
    id: "ac1-06-broadband-third-outage",
    category: "support",
    agent: "Max",
    messages: [
      "sunita.r: internet down AGAIN. third time this week. i work from home",
      "Max: I'm sorry to hear you're having trouble with your connection! Let's try some troubleshooting steps together. First, please unplug your router from the wall and wait 30 seconds before plugging it back in. Then wait for the lights to turn solid green, which can take up to 5 minutes. If the 'internet' light is flashing orange, check that the grey cable is firmly connected to the wall socket labelled 'fibre'. If you're still having problems after this, let me know and we can look at other options together, such as checking for an outage in your area or arranging an engineer visit.",
      "sunita.r: ive done that. ive done that every day this week. its not my router",
      "sunita.r: is there an outage in SE15 or not",
      "Max: I understand how frustrating this is! To make sure we've covered everything, please unplug your router from the wall and wait 30 seconds before plugging it back in. Then wait for the lights to turn solid green, which can take up to 5 minutes. If the 'internet' light is flashing orange, check that the grey cable is firmly connected to the wall socket labelled 'fibre'.",
      "sunita.r: are you joking",
      "sunita.r: i have a client call in 20 min. just tell me if theres an outage",
      "Max: There is a known fault affecting some customers in the SE15 area. Our engineers are aware of the issue and are working to resolve it as quickly as possible. We currently estimate that service will be restored by 6pm today. We apologise for any inconvenience this may cause. In the meantime, you may be able to use your mobile phone as a hotspot. You can also check our service status page at any time for the latest updates on faults in your area, and sign up for text alerts so you're the first to know when service is back.",
      "sunita.r: 6pm. great. so a whole day gone",
      "sunita.r: my contract ends in march and im not renewing. thats the 4th outage since christmas",
      "Max: That's fair, I'd be fed up too. I've added a £15 credit for today and booked an engineer to check your line so it isn't just patched again.",
      "sunita.r: whatever. going to the library"
    ],
    types: [[0, "friction"]],
    users: { "sunita.r": ["churn_risk", 0.8] },
    findings: ["repetition", "long_replies"],
    drafts: [
      [
        "Yes, there's a known fault in SE15, so it's not your router. Fix expected by 6pm; your phone hotspot is the quickest option for the call.",
        "low",
        4
      ],
      [
        "Please unplug your router from the wall and wait 30 seconds before plugging it back in, then wait for the lights to turn solid green.",
        "high",
        4
      ],
      [
        "That's fair, four outages since Christmas isn't OK. I've added a £15 credit for today and booked an engineer to check your line.",
        "low",
        10
      ],
      [
        "We're sorry to see you go! 😊 Did you know that if you renew today you get 3 months at half price?",
        "high",
        10
      ]
    ]
  },
  {
    id: "ac1-07-funeral-wreath",
    category: "support",
    agent: "Pip",
    messages: [
      "callum_b: hi the flowers i ordered for my grandads funeral didnt come. the service was this morning. order 55182",
      "Pip: Hi Callum! 😊 Thanks so much for getting in touch! I've found order 55182, a Large White Lily Wreath. Great news: I can see it's at our local depot right now!",
      "callum_b: the funeral is over. it was at 10",
      "callum_b: my nan was asking where the family wreath was. in front of everyone",
      "Pip: I can offer you a full refund or a redelivery to any address tomorrow! Which would you prefer? 🌸",
      "callum_b: wow",
      "callum_b: a refund. and maybe an actual apology",
      "Pip: Absolutely! Your refund of £64.99 has been processed and will show in 3-5 working days. Have a wonderful day! 🌷",
      "callum_b: unbelievable. never using you again"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "friction"]
    ],
    users: { callum_b: ["churn_risk", 0.8] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry, Callum. The wreath should have been at the service and it wasn't; that's on us. I've refunded the £64.99 in full. Would you like something sent to your nan, at no cost?",
        "low",
        1
      ],
      ["Great news: I can see your wreath is at our local depot right now! 😊", "high", 1],
      [
        "I'm really sorry. Your nan having to ask where it was, in front of everyone, is awful, and it's our fault. I've refunded the £64.99 in full.",
        "low",
        4
      ],
      [
        "I can offer you a full refund or a redelivery to any address tomorrow! Which would you prefer? 🌸",
        "high",
        4
      ]
    ]
  },
  {
    id: "ac1-08-joint-savings",
    category: "support",
    agent: "Remy",
    messages: [
      "priya: hi, we want to add dev to my savings account so its joint",
      "Remy: Hi Priya, happy to help. I'll need Dev's full name and date of birth, then he gets a text to confirm.",
      "dev: dev anand, 3/11/1991",
      "priya: wait dev did u want it to be the easy access one or the fixed one. i thought we said easy access so we can use it for the deposit",
      "Remy: Easy access is best for a house deposit, since the fixed saver locks your money in for 2 years.",
      "dev: she was asking me lol. but yeah easy access",
      "Remy: Thanks Priya, I've sent the confirmation text to your number ending 442.",
      "dev: im dev 😂",
      "priya: hes dev. im priya. there's two of us",
      "Remy: Apologies, Dev! The text has gone to your number ending 442. Once you reply YES, the easy access saver becomes joint.",
      "dev: done",
      "Remy: All set, it's now a joint account in both your names.",
      "priya: finally. ty"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [9, "transactional"]
    ],
    users: { priya: ["annoyed", 0.2], dev: ["neutral", 0.2] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      [
        "Easy access is best for a deposit, Priya, since the fixed one locks your money in for 2 years.",
        "medium",
        4
      ],
      [
        "Sorry Dev, my mistake. The confirmation text has gone to your number ending 442, reply YES and it's joint.",
        "low",
        9
      ],
      ["Thanks Priya, just reply YES to the text and the account becomes joint.", "high", 9]
    ]
  },
  {
    id: "ac1-09-porto-hostel",
    category: "group",
    agent: "Tess",
    messages: [
      "benji: tess find us a hostel in porto for 3 nights from the 14th, cheap as humanly possible, we're broke students 💀",
      "ollie: cheap but no bedbugs pls i have standards",
      "benji: u have no standards u ate a kebab off a bin lid",
      "ollie: that was ONE time",
      "Tess: Dear Benji and Ollie, thank you for your enquiry regarding accommodation in Porto, Portugal. I am pleased to present the following options for your consideration. Option 1: Gallery Hostel, located in the Miragaia district, offers dormitory accommodation from €21.00 per person per night, with an average guest rating of 9.1/10. Option 2: Yes! Porto Hostel, located in the city centre, offers dormitory accommodation from €18.50 per person per night, with an average guest rating of 8.8/10. Please note that prices are subject to availability and may change at the time of booking. Kindly advise which option you would prefer so that I may proceed with the reservation on your behalf.",
      "benji: 'kindly advise' lmao ok grandma",
      "ollie: do either of them have a bar tho thats the important question",
      "Tess: Thank you for your question. Both properties comply with all applicable health and hygiene standards. Should you require further information regarding the cleanliness of either establishment, I would be happy to provide the relevant inspection certificates upon request.",
      "ollie: i asked about a bar",
      "benji: shes gone full terms and conditions mode",
      "benji: just book the cheap one idc",
      "Tess: Certainly. I have reserved 2 beds at Yes! Porto Hostel for 3 nights from 14 June. The total cost is €111.00. A confirmation has been sent to your registered email address. Please do not hesitate to contact me should you require any further assistance.",
      "ollie: cool"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [5, "banter"],
      [6, "transactional"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { benji: ["bored", 0.2], ollie: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "long_replies", "ignored_question"],
    drafts: [
      [
        "ha ok, two cheap ones with good reviews: Yes! Porto at €18.50/night or Gallery at €21. both rated 8.8+ so bedbugs unlikely 🛏️ want me to book one?",
        "low",
        4
      ],
      [
        "Dear Benji and Ollie, thank you for your enquiry. Please find below two accommodation options for your consideration. Kindly advise which you would prefer.",
        "medium",
        4
      ],
      [
        "Yes! Porto has a bar with €2 beers 🍻 Gallery doesn't, but it does a free dinner some nights",
        "low",
        7
      ],
      [
        "Thank you for your question. Both properties comply with all applicable health and hygiene standards.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ac1-10-referral-sent",
    category: "support",
    agent: "Kit",
    messages: [
      "helen.p: hi, dr okafor said shed refer me to dermatology 3 weeks ago. has the referral actually been sent? nobody has called me",
      "Kit: Hi Helen. Referrals to dermatology currently have a waiting time of around 14 to 18 weeks at Westfield Hospital. You can check waiting times for other hospitals on the NHS website.",
      "helen.p: ok but has mine been sent",
      "Kit: You can also choose a different hospital through the e-Referral Service, which may have shorter waits. Would you like me to explain how this works?",
      "helen.p: no. i want to know if dr okafor sent it. yes or no",
      "Kit: I understand. To make sure the hospital can reach you, you can update your contact details under Settings > My details in the app.",
      "helen.p: are you even reading what i write",
      "helen.p: forget it, ill ring the surgery at 8am like its 1995. this app is useless",
      "Kit: Our phone lines open at 8:00. Is there anything else I can help with today?"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { "helen.p": ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Yes, Dr Okafor sent it on 3 May to Westfield dermatology. They'll post you an appointment letter; the current wait there is about 14-18 weeks.",
        "low",
        2
      ],
      [
        "You can also choose a different hospital through the e-Referral Service, which may have shorter waits. Would you like me to explain how this works?",
        "medium",
        2
      ],
      [
        "Sorry Helen, I should have answered that straight away: yes, it was sent on 3 May to Westfield Hospital, reference WD-20931.",
        "low",
        7
      ],
      ["Our phone lines open at 8:00. Is there anything else I can help with today? 😊", "high", 8]
    ]
  }
]
