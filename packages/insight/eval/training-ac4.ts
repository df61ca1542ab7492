import type { Labelled } from "./types.js"

export const trainingAC4: ReadonlyArray<Labelled> = [
  {
    id: "ac4-01-triple-charge-refund",
    category: "hostile",
    agent: "Nova",
    messages: [
      "dana_k: why the hell did you charge me 49.99 AGAIN. i cancelled in january",
      "Nova: That shouldn't have happened, Dana. Let me look. Can you confirm the account email ends in @proton.me?",
      "dana_k: yes. same as the last 3 times i wrote in",
      "dana_k: this is the third month in a row btw. third.",
      "Nova: I see it. The January cancellation was logged but never reached billing, that's on us. So you've been charged for Feb, Mar and Apr.",
      "dana_k: no shit it's on you",
      "dana_k: you people are actual thieves. i want all of it back today or im doing a chargeback and leaving a review everywhere",
      "Nova: Fair. I've refunded all three charges, 149.97 total, and closed the subscription for real this time. Ref RF-22817. Banks usually post it in 3-5 working days.",
      "dana_k: 3-5 days. great. and how do i know it wont charge me again in may",
      "Nova: The plan now shows cancelled with no card attached, so there's nothing to charge. A confirmation email is on its way.",
      "dana_k: ok got the email",
      "dana_k: fine. sorry for the thieves thing, been a long week",
      "Nova: No worries, three bad charges would get to anyone. If the refund isn't there by next Friday, reply here with RF-22817 and I'll chase it.",
      "dana_k: ok thx"
    ],
    types: [
      [0, "friction"],
      [5, "hostile"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { dana_k: ["neutral", 0.8] },
    findings: [],
    drafts: [
      [
        "You're right to be angry, Dana. I'm refunding all three charges now, 149.97, and closing the plan properly so it can't bill again.",
        "low",
        7
      ],
      [
        "I understand your frustration! 😊 Please note that per our Terms of Service, refunds are only available within 14 days of a charge. Is there anything else I can help you with?",
        "high",
        7
      ],
      ["Thanks for your patience! Is there anything else I can help with today?", "medium", 9]
    ]
  },
  {
    id: "ac4-02-cracked-blender-gift",
    category: "support",
    agent: "Juno",
    messages: [
      "mrs_okafor: hi. the blender i got for my mums birthday arrived with the jug cracked right down the side",
      "mrs_okafor: she opened it in front of everyone at the party. i was mortified",
      "Juno: Great news! 🎉 Your order #44120 is eligible for our Happy Returns programme! Just print the label and drop it at any depot!",
      "mrs_okafor: great news?? it was a birthday present and it came broken",
      "mrs_okafor: i don't have a printer either",
      "Juno: Great news! Your order #44120 is eligible for our Happy Returns programme! Just print the label and drop it at any depot!",
      "mrs_okafor: are you a broken record. I JUST SAID NO PRINTER",
      "mrs_okafor: can you just send a new jug or not",
      "Juno: Sorry about that. Yes, I can send a replacement jug, no return needed. It ships tomorrow and should arrive Thursday.",
      "mrs_okafor: ok. thursday. fine"
    ],
    types: [
      [0, "friction"],
      [8, "transactional"]
    ],
    users: { mrs_okafor: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "repetition"],
    drafts: [
      [
        "Oh no, that's an awful way for a present to turn up, I'm sorry. I'll send a replacement jug straight away, no need to send the cracked one back.",
        "low",
        2
      ],
      [
        "Great news! 🎉 Your order is eligible for Happy Returns! Just print the label and drop it at any depot!",
        "high",
        2
      ],
      [
        "Great news! Your order #44120 is eligible for our Happy Returns programme! Just print the label and drop it at any depot!",
        "high",
        7
      ],
      ["Yes, a new jug ships tomorrow, no printer or return needed.", "low", 7]
    ]
  },
  {
    id: "ac4-03-boiler-no-show",
    category: "venting",
    agent: "Sol",
    messages: [
      "tomasz: your engineer was meant to come between 8 and 12 for the boiler. its 2pm. nobody came, nobody called",
      "tomasz: i took the day off unpaid for this. house is freezing and my daughter's home sick",
      "Sol: I'm really sorry, Tomasz. A cold house, a sick kid and a lost day's pay is a rotten mix, and we should at least have called. Let me find out what happened.",
      "Sol: The engineer was pulled to an emergency gas leak at 9:40 and the reassignment never reached you. That's our failure, not yours.",
      "tomasz: so what now. i cant take another day off",
      "Sol: I can get a different engineer to you today 4-6pm, or tomorrow 7-9am before work. Which suits?",
      "tomasz: today. obviously",
      "Sol: Booked, 4-6pm today, the engineer is Marek. He'll text when he's 20 min out. I've also put a £60 credit on the account for the missed slot.",
      "tomasz: if he doesnt show i swear to god",
      "Sol: If there's no text by 5:15, message me here and I'll escalate it straight to the dispatch lead.",
      "tomasz: ok. thanks i guess",
      "tomasz: he just texted. 15 min",
      "Sol: Good. Hope the house warms up fast and your daughter feels better soon."
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { tomasz: ["neutral", 0.5] },
    findings: [],
    drafts: [
      [
        "That's awful, Tomasz, and we should have called you. Let me find out what happened and get someone out to you today.",
        "low",
        2
      ],
      [
        "Thanks for reaching out! To reschedule, please visit our booking portal and pick a new slot. The next available slots are from Tuesday.",
        "high",
        2
      ],
      ["Our engineers are very reliable, so I'm sure it'll be fine! 😊", "medium", 9],
      ["If there's no text from Marek by 5:15, message me and I'll escalate it to dispatch.", "low", 9]
    ]
  },
  {
    id: "ac4-04-voucher-policy-wall",
    category: "hostile",
    agent: "Clara",
    messages: [
      "jbrk: my flight got cancelled and you gave me a VOUCHER. i want my money back",
      "Clara: Thank you for contacting SkyLark Customer Care. I understand that you are seeking a refund in relation to your cancelled flight. Please be advised that, in accordance with Section 9.2 of our Conditions of Carriage, where a flight is cancelled by the carrier, the carrier may at its discretion offer either a travel voucher of equivalent value, valid for 12 months from the date of issue, or rebooking on the next available service. Vouchers are transferable to immediate family members and may be used towards fares, taxes and ancillary products such as seat selection and baggage. Should you wish to discuss further options, please ensure you have your booking reference to hand.",
      "jbrk: ref is K7TQ2M",
      "jbrk: and no. EU rules say cash refund if YOU cancel. can i talk to an actual person",
      "Clara: Thank you for providing your booking reference K7TQ2M. I can confirm that booking K7TQ2M was cancelled on 14 March due to operational reasons. A travel voucher to the value of €312.40 was issued to the lead passenger's email address on 14 March. This voucher remains valid until 14 March next year and can be redeemed online via Manage My Booking or through our contact centre. Please note that vouchers cannot be exchanged for cash, and any unused balance will remain on the voucher for future use until its expiry date.",
      "jbrk: did you read a single word i wrote",
      "jbrk: HUMAN. PERSON. AGENT. whatever",
      "Clara: I appreciate your patience. Regarding Regulation EC 261/2004, passengers may be entitled to assistance and, in some circumstances, compensation; however, eligibility depends on a number of factors including the reason for cancellation, the notice period provided and the distance of the flight. Our Customer Relations team assesses all claims in the order received and aims to respond within 28 working days. You can submit a claim using the online form available on our website under Help > Claims.",
      "jbrk: 28 working days. you're a joke. a useless overpaid chatbot",
      "jbrk: chargeback it is. never flying with you clowns again"
    ],
    types: [
      [0, "friction"],
      [8, "hostile"]
    ],
    users: { jbrk: ["churn_risk", 1] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "You're right: when we cancel, you can have cash instead of a voucher. I've requested the €312.40 back to your card for K7TQ2M. If you'd still like a person, I can transfer you to the refunds team now.",
        "low",
        4
      ],
      [
        "Thank you for providing your booking reference. Please note that vouchers cannot be exchanged for cash, and any unused balance will remain on the voucher until its expiry date.",
        "high",
        4
      ],
      [
        "Sorry this has been such a fight. I'm putting you through to a person on the refunds team now; they can process a cash refund for K7TQ2M today.",
        "low",
        9
      ],
      [
        "Thank you for your feedback. Please note that abusive language may result in this chat being closed.",
        "high",
        9
      ]
    ]
  },
  {
    id: "ac4-05-sofa-missed-delivery-couple",
    category: "group",
    agent: "Mo",
    messages: [
      "priya: ok added the furniture bot to our chat. @Mo our sofa was supposed to come today 7-11, nobody came",
      "Mo: Hi Pooja! I'm sorry about that. I can see order SF-9081 was marked 'customer not home' at 10:52.",
      "priya: not home?? i was literally sitting on the floor by the door all morning. and it's Priya",
      "dev: lol they probably didnt even ring. same thing happened w the fridge",
      "priya: dev did you get a missed call? my phone was on silent for my meeting",
      "Mo: No missed calls were logged on our side, the driver's app only shows an attempted delivery.",
      "dev: mate she was asking me 😂 but no, nothing on mine either",
      "priya: right so they lied. great",
      "priya: when can it come back. and i want the delivery fee back, we paid 45 for a day slot",
      "Mo: Thanks Pooja. The next slot is Saturday 8-12. I've refunded the £45 delivery fee.",
      "priya: PRIYA. omfg",
      "dev: 💀",
      "dev: saturday works tho, im home",
      "priya: fine saturday. and tell the driver to actually knock",
      "Mo: Sorry Priya. Saturday 8-12 is booked, and I've added a note for the driver to knock and call Dev's number on arrival.",
      "priya: ok"
    ],
    types: [
      [0, "friction"],
      [12, "transactional"]
    ],
    users: { priya: ["annoyed", 0.5], dev: ["neutral", 0.2] },
    findings: ["wrong_name", "talking_over"],
    drafts: [
      [
        "Sorry Priya, that's a wasted morning. SF-9081 was marked 'customer not home' at 10:52, which doesn't sound right if you were in. I'll check with the driver and find you a new slot.",
        "low",
        1
      ],
      ["Our logs show no calls to either number.", "medium", 5],
      ["Apologies Pooja, Saturday 8-12 is confirmed.", "high", 10],
      ["Sorry, Priya. Saturday 8-12 then, and the £45 is already refunded.", "low", 10]
    ]
  },
  {
    id: "ac4-06-phone-repair-muppets",
    category: "hostile",
    agent: "Iris",
    messages: [
      "kev99: picked up my phone from your repair yesterday and the bottom half of the touchscreen is dead. cant even type my pin",
      "Iris: That's not right, sorry Kev. Was the bottom half working before, or was the crack the only problem?",
      "kev99: it WORKED. it was just cracked in the corner. you lot broke it",
      "kev99: 89 quid to make my phone worse. unbelievable",
      "Iris: Understood. Sounds like the digitizer cable wasn't seated properly when the screen went back on. That's on us and we'll fix it free.",
      "kev99: 'we'll fix it'. like you fixed it the first time? your techs are muppets",
      "kev99: i want my 89 back and ill take it somewhere competent",
      "Iris: Fair enough. The £89 is yours back either way. If you still want the screen sorted, the shop lead can reseat it while you wait, about 20 min.",
      "kev99: ...wait i get the money back either way?",
      "Iris: Yes. The refund is already approved to your card ending 4471.",
      "kev99: ok then ill bring it in. 20 mins for real?",
      "Iris: For real. Ask for Shan at the Market St shop, she's expecting you from 2pm.",
      "kev99: alright. sorry for the muppets thing",
      "kev99: not you obviously",
      "Iris: Ha, none taken. Hope it's a quick one."
    ],
    types: [
      [0, "friction"],
      [5, "hostile"],
      [8, "transactional"]
    ],
    users: { kev99: ["neutral", 0.8] },
    findings: [],
    drafts: [
      [
        "Fair enough, Kev. I'll refund the £89 today. If you want, the shop lead can also reseat the screen free while you wait, about 20 min.",
        "low",
        7
      ],
      [
        "I'd ask you to keep it respectful please. Our technicians are highly trained professionals and all repairs are carried out to manufacturer standards.",
        "high",
        7
      ],
      [
        "Great news! 🎉 So glad we could turn that around! Don't forget to leave us a 5-star review!",
        "medium",
        14
      ],
      ["No offence taken. See you at 2.", "low", 14]
    ]
  },
  {
    id: "ac4-07-vet-surgery-whoopsie",
    category: "support",
    agent: "Bix",
    messages: [
      "hannah.r: hi, our dog Biscuit was booked in for her tumour removal at 9 this morning. we got here and reception says there's no booking??",
      "hannah.r: she hasn't eaten since last night bc we were told to fast her",
      "Bix: yikes 😬 lol sounds like a classic whoopsie on our end! lemme have a peek 👀",
      "Bix: yep, looks like the booking got bumped when Dr Alvarez called in sick. bummer! 🙈",
      "hannah.r: 'bummer'. she's 12 and she has a tumour. this isn't funny",
      "hannah.r: is there any other vet who can do it today? or at least see her for pain relief, she's limping badly",
      "Bix: totally get it!! next free surgery slot is Tues 14th at 9am, want me to lock that in? 🔒✨",
      "hannah.r: thats 6 days away",
      "hannah.r: did you even read what i asked",
      "hannah.r: my partner's calling the branch directly. this is disgusting",
      "Bix: no worries!! the branch number is 01632 960 442 if you need it 😊"
    ],
    types: [[0, "friction"]],
    users: { "hannah.r": ["churn_risk", 0.8] },
    findings: ["tone_mismatch", "cheerful_at_bad_news", "ignored_question"],
    drafts: [
      [
        "I'm so sorry, Hannah, that's awful after fasting her all night. Let me check what happened to the booking and whether someone can see Biscuit today.",
        "low",
        2
      ],
      ["yikes 😬 lol classic whoopsie! lemme have a peek 👀", "high", 2],
      [
        "Dr Okoro at the Hillside branch can see Biscuit for pain relief at 11:30 today, and I've asked the surgery team for the earliest op slot; I'll message you by 1pm.",
        "low",
        6
      ],
      ["next free surgery slot is Tues 14th at 9am, want me to lock that in? 🔒✨", "high", 6]
    ]
  },
  {
    id: "ac4-08-gig-refund-stroke",
    category: "venting",
    agent: "Tally",
    messages: [
      "sasha: hey, i need to ask about a refund for 2 tickets to marlowe tide on the 18th",
      "sasha: my mum had a stroke on the 17th and i spent the whole night in a&e with her. obviously didn't make it",
      "Tally: Tickets are non-refundable once the event has taken place, as set out in our purchase terms. You may be able to claim via your ticket protection if purchased.",
      "sasha: i didnt buy the protection thing",
      "sasha: im not asking for a miracle, even a credit would help. she's still in hospital and im off work sorting everything",
      "Tally: Tickets are non-refundable once the event has taken place, as set out in our purchase terms. You may be able to claim via your ticket protection if purchased.",
      "sasha: wow",
      "sasha: you copy pasted that. my mum nearly died and you copy pasted a terms page at me",
      "sasha: is there an actual human who can make exceptions or not",
      "Tally: Exceptions can be requested via the Help Centre form. Responses take 5-7 working days.",
      "sasha: forget it. you're heartless. never buying through you again"
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [6, "friction"],
      [10, "hostile"]
    ],
    users: { sasha: ["churn_risk", 1] },
    findings: ["no_acknowledgement", "repetition"],
    drafts: [
      [
        "I'm so sorry about your mum, Sasha, that sounds terrifying. Tickets usually aren't refundable after the show, but given what happened I can put in a compassionate refund request for you right now.",
        "low",
        2
      ],
      [
        "Tickets are non-refundable once the event has taken place, as set out in our purchase terms.",
        "high",
        2
      ],
      [
        "Tickets are non-refundable once the event has taken place, as set out in our purchase terms. You may be able to claim via your ticket protection if purchased.",
        "high",
        5
      ],
      [
        "Understood, and I hope she's recovering. I've sent this to our events team as a compassionate case and asked for a credit for both tickets; you'll hear back by email within 2 days.",
        "low",
        5
      ]
    ]
  },
  {
    id: "ac4-09-wrong-size-runners",
    category: "support",
    agent: "Wren",
    messages: [
      "leo_b: ordered the trail runners in 43, got 39s. my toes are crying 😤",
      "Wren: Ugh, sorry Leo, warehouse mix-up. I've sent a 43 on next-day delivery, and the courier will take the 39s back when they drop it off.",
      "leo_b: next day as in tomorrow? got a race sunday",
      "Wren: Tomorrow, yes, by 1pm. Plenty of time before Sunday.",
      "leo_b: ok nice. was ready to be annoyed lol",
      "Wren: Fair! Good luck Sunday 🏃",
      "leo_b: cheers"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"]
    ],
    users: { leo_b: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Yes, tomorrow by 1pm, so you'll have them well before Sunday.", "low", 3],
      [
        "We aim to dispatch all replacement orders promptly. Delivery times may vary depending on your location and courier availability. Please allow 3-5 working days.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "ac4-10-flat-heating-rent",
    category: "group",
    agent: "Dot",
    messages: [
      "amara: @Dot heating's been off 13 days now. its 11 degrees in my room",
      "josh: 9 in mine lol. i can see my breath",
      "Dot: Hello, and thank you for getting in touch about the heating at Flat 3, 27 Carlow Road. I'm sorry to hear you are experiencing issues. I can see a repair job (ref HT-5521) was raised on 2 November and is currently at the 'awaiting parts' stage. Our contractor, Warmline Ltd, has advised that the replacement diverter valve is on order from the manufacturer. Unfortunately, we are not able to give an exact date until the part arrives at their depot, but we will be in touch as soon as we have an update. In the meantime, please ensure that radiators are kept switched on at the valve so that the system can be tested promptly once the repair is completed. Thank you for your patience.",
      "fin: 'thank you for your patience' we've been patient for 2 weeks mate",
      "amara: are we getting money off the rent for this or what. legally you have to provide heating",
      "Dot: I completely understand how difficult this must be. To help you stay warm in the meantime, here are some tips: keep internal doors closed to retain heat, use draught excluders at the bottom of doors, close curtains at dusk, and wear layers. If anyone in the household is vulnerable, for example elderly, very young or with a health condition, please let us know, as we may be able to prioritise your repair or provide temporary heaters. You can also find further advice on our website under Tenant Support > Seasonal Guidance.",
      "josh: draught excluders 💀💀",
      "fin: is this bot trolling us",
      "amara: i asked a yes or no question you useless piece of crap. rent. reduction. yes or no",
      "josh: and yeah send the heaters, fin has asthma",
      "fin: i do actually, the cold's been making it worse",
      "Dot: Thank you for letting me know. As Fin has a health condition, I have marked job HT-5521 as priority and arranged for two temporary oil-filled heaters to be delivered tomorrow between 9am and 1pm. Warmline have also confirmed they can source the valve from a local supplier, and an engineer is now booked for Thursday morning.",
      "josh: ok. thats actually useful",
      "amara: heaters tomorrow is good. still want an answer on the rent tho",
      "fin: thursday better actually mean thursday"
    ],
    types: [
      [0, "friction"],
      [8, "hostile"],
      [9, "transactional"],
      [13, "friction"]
    ],
    users: { amara: ["annoyed", 0.8], josh: ["neutral", 0.2], fin: ["annoyed", 0.5] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "That's far too cold, sorry. The repair (HT-5521) is stuck waiting on a valve. I'll chase Warmline today, and I can get temporary heaters to you tomorrow if you want them.",
        "low",
        2
      ],
      [
        "Hello, and thank you for getting in touch about the heating at Flat 3, 27 Carlow Road. I'm sorry to hear you are experiencing issues. I can see a repair job (ref HT-5521) was raised on 2 November and is currently at the 'awaiting parts' stage. Our contractor has advised that the part is on order from the manufacturer, and we will be in touch as soon as we have an update. Thank you for your patience.",
        "medium",
        2
      ],
      [
        "Fair question. I can't approve a rent reduction myself, but I've sent your request to your property manager, Gemma, who decides on them; she'll reply by Friday. Heaters can come tomorrow morning.",
        "low",
        9
      ],
      ["You're welcome! Stay warm, everyone! 🔥😊", "high", 14]
    ]
  }
]
