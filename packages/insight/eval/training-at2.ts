import type { Labelled } from "./types.js"

export const trainingAT2: ReadonlyArray<Labelled> = [
  {
    id: "at2-01-bell-foundry-recast",
    category: "support",
    agent: "Tolly",
    messages: [
      "margit: hi, im the warden at st aldhelm's, we sent our tenor bell to you for recasting in feb. any update?",
      "Tolly: Hi Margit! Thanks for getting in touch. Your bell is in our casting queue and we expect to pour in the next few weeks.",
      "margit: ok. the vicar was hoping to have it back for harvest festival, thats end of sept. is that realistic?",
      "Tolly: Casting is scheduled in the coming weeks, and after that the bell goes through tuning and finishing.",
      "margit: right but september? yes or no is fine",
      "Tolly: Your bell is in our casting queue and we expect to pour in the next few weeks.",
      "margit: you said that already",
      "margit: also do we get a tuning certificate with it? the diocese wants one for the faculty paperwork",
      "Tolly: Great question! Our bells are tuned on a vertical lathe to a true-harmonic profile by our master tuner.",
      "margit: thats not what i asked",
      "margit: cert. yes or no. and september. yes or no.",
      "Tolly: I understand. Bells usually take 10-14 weeks from casting to dispatch.",
      "margit: so thats a no for september then. brilliant",
      "margit: ill ring the foundry office on monday, hopefully a human can answer two questions"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { margit: ["annoyed", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Sorry Margit, straight answers: yes, every bell leaves with a tuning certificate, and dioceses accept it for the faculty. September: no, I'm afraid. Casting in about 3 weeks plus 10-14 weeks of tuning puts it at mid-October at the earliest.",
        "low",
        11
      ],
      ["Your bell is in our casting queue and we expect to pour in the next few weeks.", "high", 11],
      ["Great question! Is there anything else I can help you with today? 🔔", "medium", 11]
    ]
  },
  {
    id: "at2-02-tidal-causeway-trailer",
    category: "support",
    agent: "Wren",
    messages: [
      "dafydd: is the causeway open sat morning? driving over with a trailer of hay for my sister on the island",
      "Wren: Saturday's safe crossing window is 06:40 to 10:15. With a trailer, be on the causeway by 09:30 at the latest, the far stretch floods first.",
      "dafydd: 9:30 is tight, i'm loading at the farm till 9",
      "Wren: The evening window might suit better then: 18:55 to 22:20. It's dusk, but the marker posts are lit until 23:00.",
      "dafydd: hay in the dark lol. what about sunday. and can i put the trailer on the wee ferry instead if i miss it",
      "Wren: Sunday: 07:20 to 11:00, and the evening one is 19:40 to 23:05. Sunday morning gives you nearly an hour more than Saturday.",
      "dafydd: ok and the ferry? trailer?",
      "Wren: Sunday morning is the best window for a trailer crossing.",
      "dafydd: ...right. i'll ring the harbour",
      "dafydd: sunday morning then"
    ],
    types: [[0, "transactional"]],
    users: { dafydd: ["neutral", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Sorry, skipped that: the foot ferry can't take trailers. Only the Saturday barge does, £30, and you book it through the harbour office.",
        "low",
        7
      ],
      ["Sunday morning is the best window for a trailer crossing.", "medium", 7],
      ["Hay in the dark sounds like an adventure!! 😂 Safety first though!", "medium", 5]
    ]
  },
  {
    id: "at2-03-pet-freeze-dry-grief",
    category: "venting",
    agent: "Bram",
    messages: [
      "noor: hi. my cat biscuit died on tuesday, the vet said you do freeze dry preservation",
      "noor: sorry i don't really know how this works. i just can't bury him yet",
      "Bram: Great news, we do! 🎉 Freeze-dried pets start at £650 for cats up to 5kg. Turnaround is 6-9 months.",
      "noor: ok",
      "noor: he's in the freezer at my mum's, is that ok? he's been there since tues",
      "Bram: Perfect! The freezer is exactly right. Wrap him in two plastic bags and bring him in any weekday between 10 and 4!",
      "noor: 6-9 months is a long time",
      "noor: he was 17. i had him since i was at school",
      "Bram: Our freeze-drying process is slow because it protects the fur and features. A 50% deposit secures your slot!",
      "noor: right",
      "noor: i think i need to think about it. sorry",
      "Bram: No problem! Our booking calendar is open anytime at the link below. Have a great day! 😊"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [6, "venting"],
      [8, "transactional"]
    ],
    users: { noor: ["churn_risk", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Biscuit, Noor. There's no rush at all: if he's frozen he'll keep safely for months while you decide. And yes, we do freeze-dry cats. I can explain how it works whenever you're ready.",
        "low",
        2
      ],
      ["Great news, we do! 🎉 Prices start at £650 for cats up to 5kg!", "high", 2],
      [
        "Seventeen years, he grew up with you. I'm sorry. The wait is long because the drying is slow, but he's safe in the freezer meanwhile, so please don't feel you have to decide anything this week.",
        "low",
        8
      ],
      ["A 50% deposit secures your slot! Would you like to book now? 😊", "high", 8]
    ]
  },
  {
    id: "at2-04-allotment-waiting-list",
    category: "support",
    agent: "Marl",
    messages: [
      "jo_h: hi, i applied for an allotment at rectory lane in 2021, ref AL-2291. where am i on the list",
      "Marl: Hi Jo. You're number 38 on the Rectory Lane list. About 8-10 plots come free there each year, so realistically it's another 3-4 years.",
      "jo_h: 3-4 MORE years. cool cool",
      "jo_h: i was told 2 years when i signed up",
      "Marl: That's frustrating, sorry. The 2021 estimate was given before the list doubled in lockdown, and it shouldn't have sounded like a promise.",
      "jo_h: right. thanks i guess",
      "jo_h: is there anything faster",
      "Marl: Two options. Brook Farm site has a 9-month wait, but it's 2 miles further out. Or half-plots at Rectory Lane: you'd keep your place on the main list and could get a half-plot in about a year.",
      "jo_h: half plot is like 5x10m isnt it. sure, whatever works",
      "Marl: About 5x12m. I can add you to the half-plot list now without losing your place on the full one. Want me to?",
      "jo_h: yeah go on",
      "Marl: Done. Half-plot list position 6, full list still 38. You'll get a letter if either comes up.",
      "jo_h: ok. ta"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "transactional"]
    ],
    users: { jo_h: ["neutral", 0.2] },
    findings: [],
    drafts: [
      [
        "Two options: Brook Farm has a 9-month wait but it's 2 miles further out, or a half-plot at Rectory Lane in about a year, and you keep your place on the main list.",
        "low",
        7
      ],
      [
        "Great question! Allotments are a wonderful way to grow your own food and meet your neighbours! 🌱",
        "medium",
        7
      ],
      ["Good news, you're on the list! 🎉 Only 3-4 years to go!", "high", 3]
    ]
  },
  {
    id: "at2-05-floatplane-fog-lodge",
    category: "support",
    agent: "Kestrel",
    messages: [
      "brent: your flight to kinoak lodge got cancelled AGAIN. second time this week. i have a guided fishing trip i paid 2k for",
      "brent: this is a joke",
      "Kestrel: Two lost days, Brent, I'm sorry. It's fog at the Kinoak inlet: floatplanes can't land under a mile of visibility. That doesn't make it less maddening. Let me see what I can do for tomorrow.",
      "brent: tomorrows forecast is fog too. i checked",
      "Kestrel: You're right, morning fog is likely. The 14:30 has the best chance, it usually burns off there by early afternoon. I can move you onto it and hold a seat on the 16:00 as backup, no charge.",
      "brent: and the guide? he charges per day whether i show or not",
      "Kestrel: I checked with the lodge office: when we cancel for weather, they don't charge guide days. They've moved your trip to start Thursday, and I have that in writing if you want it.",
      "brent: huh. ok. yes forward it",
      "Kestrel: Sent to the email on your booking. I'm also refunding today's fare in full, 2-3 business days.",
      "brent: alright. thats actually helpful, thanks",
      "brent: do i need to be at the dock early for the 14:30",
      "Kestrel: 30 minutes before. Rods in hard cases if you can, the pilot gets fussy about soft bags in the float locker.",
      "brent: lol noted. thanks kestrel"
    ],
    types: [
      [0, "friction"],
      [5, "transactional"]
    ],
    users: { brent: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "That's two days gone, Brent, and I'm sorry. It's fog at the inlet. Let me look at tomorrow's options and what we can do about your guide.",
        "low",
        2
      ],
      [
        "Flights are subject to weather conditions as set out in section 4.2 of our terms of carriage.",
        "high",
        2
      ],
      ["30 minutes before departure, at the float dock.", "low", 11],
      ["Great! Have a wonderful flight!!! ✈️🎣", "medium", 11]
    ]
  },
  {
    id: "at2-06-piano-tuner-calendar-sync",
    category: "support",
    agent: "Harmon",
    messages: [
      "ines: calendar sync stopped again. 3 clients showed up in the app but not in my google cal",
      "Harmon: Sorry to hear that, Ines! Calendar sync issues can have several causes. First, Google occasionally revokes third-party access tokens after a password change or a security review, which silently stops the sync. Second, if you've added a new calendar or renamed your tuning calendar, the app may still be pointing at the old calendar ID. Third, appointments created offline are queued and only pushed once the app has a stable connection. To fix this, go to Settings > Integrations > Google Calendar, tap Disconnect, wait 10 seconds, then tap Connect and sign in again, making sure you tick 'See, edit, create and delete all your calendars'. Then pull down on the Schedule screen to force a refresh. Let me know how it goes!",
      "ines: ok did the reconnect thing. still missing",
      "Harmon: Thanks for trying that! If reconnecting didn't help, the next step is to check which calendar the app is writing to. Under Settings > Integrations > Google Calendar > Target calendar you should see the name of the calendar the app writes into. If this shows 'Primary' but you normally look at a separate calendar such as 'Tunings', the appointments may be in your primary calendar instead. You can also check in Google Calendar on the web under Settings > Settings for my calendars. If the calendar is correct, try clearing the app cache (Android) or offloading and reinstalling (iOS), which won't delete your data because it's stored in the cloud. If none of this works, I can escalate to our engineering team with your account ID and device logs.",
      "ines: mate i'm in a clients living room with the action out of the piano. short answer pls",
      "Harmon: Of course! Short version: the issue is most likely the target calendar setting or a stale cache. Check Settings > Integrations > Google Calendar > Target calendar, and if that looks right, clear the cache or reinstall. Your data is stored in the cloud so nothing will be lost, and if it still doesn't work I'll escalate to engineering with your logs.",
      "ines: 🙄",
      "ines: just tell me if the 3 appts are safe or not",
      "Harmon: Yes, all 3 are saved in the app. Only the Google copy is missing.",
      "ines: ok thats all i needed",
      "ines: fix the sync tho, this is the 3rd time this month",
      "Harmon: Logged and escalated to engineering, ref CAL-4471. I'll message you here when there's a fix.",
      "ines: sure. whatever works"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [8, "transactional"],
      [10, "friction"]
    ],
    users: { ines: ["annoyed", 0.5] },
    findings: ["long_replies"],
    drafts: [
      ["Yes, all 3 are safe in the app. Only the Google copy is missing, I'll sort that later.", "low", 8],
      [
        "Great question! Your appointments are stored in our secure cloud infrastructure, which is replicated across multiple regions for reliability. The Google Calendar integration is a one-way sync, meaning the app is the source of truth, so even when the sync fails your data remains intact. Once sync is restored, all missing events will be pushed automatically, usually within 15 minutes. You can verify this at any time under Schedule > All appointments.",
        "medium",
        8
      ],
      [
        "Short version: your appointments are safe in the app. I'll chase the sync, carry on with the piano.",
        "low",
        5
      ]
    ]
  },
  {
    id: "at2-07-bee-swarm-collection",
    category: "group",
    agent: "Meadow",
    messages: [
      "paula: hi theres a massive swarm on my plum tree, like a rugby ball of bees",
      "Meadow: Thanks Paula. That sounds like a honeybee swarm; they're usually calm while they cluster. I've added Keith, our volunteer collector for your area.",
      "keith: evening paula. whereabouts are you, and how high up is it",
      "paula: 14 orchard close. about head height, on a branch hanging over the fence",
      "keith: perfect height. is the branch over next door's garden or yours",
      "paula: bit of both tbh. neighbour is mrs akande, she's fine with it",
      "paula: keith can you come tonight or is it tomorrow",
      "Meadow: Keith can come tomorrow at 9am! Swarms usually stay 24-48 hours.",
      "keith: er, i can actually come tonight, i was about to say. 7ish?",
      "paula: oh great, tonight is better. my kids want to watch",
      "keith: kids welcome, from the patio. and pls don't spray them with anything",
      "Meadow: Reminder: please do not spray the swarm with water or insecticide. Keep children and pets at a safe distance.",
      "keith: yep. said that",
      "paula: 😂 ok. see you at 7 keith",
      "keith: 👍 bring a cardboard box if you've got one, saves me a trip to the van"
    ],
    types: [[0, "transactional"]],
    users: { paula: ["neutral", 0], keith: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Keith can come tomorrow at 9am! Swarms usually stay 24-48 hours.", "medium", 7],
      [
        "I'll let Keith say when he can make it. Meanwhile, keep the kids and pets back a few metres and leave the bees be.",
        "low",
        7
      ],
      ["Reminder: please do not spray the swarm with water or insecticide.", "medium", 11]
    ]
  },
  {
    id: "at2-08-canal-licence-wrong-name",
    category: "support",
    agent: "Lock",
    messages: [
      "fen: hi my licence renewal payment bounced, boat is otter's holt, index 5521",
      "Lock: Hi Fern, I can see the failed payment on 3 June. Your bank declined it, so the licence is now 9 days overdue.",
      "fen: its fen not fern. and i know, i changed banks. how do i pay now",
      "Lock: Thanks Fern. You can pay by card online or by phone; a £25 late fee has been added.",
      "fen: FEN. and 25 quid for switching banks? seriously",
      "Lock: Sorry, Fen. The late fee is automatic after 7 days, but I can waive it once in any 3 years, and you haven't used that. Want me to?",
      "fen: yes obviously",
      "Lock: Done, fee waived. The card link is in your account under Licences > Renew, and it takes effect immediately.",
      "fen: ok paid",
      "fen: also the water point at hadley lock has been broken 2 weeks, is anyone fixing that",
      "Lock: Thanks for paying, Fern. I've logged the Hadley water point, ref WP-0817. It's scheduled for repair on Thursday.",
      "fen: unbelievable",
      "fen: genuinely considering moving the boat onto the other navigation. at least their system knows my name"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"],
      [11, "friction"]
    ],
    users: { fen: ["churn_risk", 0.8] },
    findings: ["wrong_name"],
    drafts: [
      [
        "I got your name wrong again, Fen, and I'm sorry, that's on me. Licence is paid, fee waived, and the Hadley water point is booked for Thursday.",
        "low",
        12
      ],
      ["Is there anything else I can help you with today, Fern?", "high", 12],
      [
        "Thanks Fen. Easiest is by card: Licences > Renew in your account. There's a £25 late fee, but you're eligible for a one-off waiver if you'd like it.",
        "low",
        3
      ]
    ]
  },
  {
    id: "at2-09-fishers-credit-union-engine",
    category: "mixed-language",
    agent: "Brisa",
    messages: [
      "manolo: hola, buenas. need a loan for new engine, the yamaha 150 died. tengo el presupuesto del taller",
      "Brisa: Hola Manolo. Sorry about the engine, and in the middle of the season too. For engine loans I need the workshop quote, your last 2 years of receipts from the lonja, and the boat's folio. Can you upload the presupuesto here?",
      "manolo: subido. 14.800 euros con instalacion",
      "Brisa: Got it. Members with a boat registered over 5 years can borrow up to €20,000 for engines at 5.9%, over up to 6 years. Monthly payments, or seasonal: bigger in summer, smaller in winter?",
      "manolo: seasonal si, winter is muerto for us",
      "manolo: cuanto tarda? i lose money every day in port",
      "Brisa: Once the receipts are in, a decision is usually 2 working days, and the money goes to the taller on day 3. I can also ask for an urgent review since you're losing fishing days. No promises, but it sometimes comes back same day.",
      "manolo: pide la urgente por favor",
      "Brisa: Requested. You'll get an SMS either way. Los recibos de la lonja: a photo is fine, no need to scan them.",
      "manolo: perfecto. mi mujer los tiene, te los mando esta tarde",
      "Brisa: Perfecto. I'll flag your file the moment they land.",
      "manolo: gracias brisa, muy amable"
    ],
    types: [[0, "transactional"]],
    users: { manolo: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Usually 2 working days once the receipts are in, money to the workshop on day 3. I can request an urgent review too, since you're losing days at sea.",
        "low",
        6
      ],
      [
        "Thank you for your interest in our lending products. Your application will be reviewed by our credit team in due course.",
        "medium",
        6
      ],
      ["De nada, Manolo. Suerte con el motor nuevo.", "low", 12]
    ]
  },
  {
    id: "at2-10-balloon-voucher-expiry",
    category: "group",
    agent: "Aerin",
    messages: [
      "gemma: ok rhys i've got the balloon people on chat. voucher from your mum expires friday 😬",
      "rhys: the one from xmas 2022?? we've had 2 years",
      "gemma: we've had 2 years of rain rhys",
      "Aerin: Good afternoon. A voucher reference is required in order to proceed with your enquiry. Please provide the 10-digit code located on the reverse of the voucher.",
      "gemma: lol ok robot. BV20221187",
      "Aerin: Thank you. Voucher BV20221187 is valid for two (2) passengers until 23:59 on Friday 14 June. Flights must be taken prior to expiry. Extensions are subject to a fee of £45 per passenger.",
      "rhys: 90 quid to not fly. classic",
      "gemma: can we extend it and can we do a sunset one instead of the 5am one, rhys is not a morning person",
      "rhys: i'm not a 5am person. nobody is a 5am person",
      "Aerin: Extensions are subject to a fee of £45 per passenger. Payment may be made by debit or credit card.",
      "gemma: and the sunset question??",
      "rhys: its gone quiet. its thinking about sunsets",
      "Aerin: Please confirm whether you wish to proceed with the extension.",
      "gemma: omg. fine yes extend it",
      "rhys: tell my mum it was your idea",
      "gemma: it was YOUR mum's voucher 😂"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [6, "friction"],
      [14, "banter"]
    ],
    users: { gemma: ["annoyed", 0.5], rhys: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "ignored_question", "repetition"],
    drafts: [
      [
        "Sorry, missed that! Yes, sunset flights run May to September and you can switch when you rebook, no extra charge. The extension is £45 each and runs to next June. Want me to do both?",
        "low",
        11
      ],
      ["Extensions are subject to a fee of £45 per passenger.", "high", 11],
      ["Hiya! Pop the code from the back of the voucher here and we'll sort it before Friday 😅", "low", 3],
      [
        "Dear Sir/Madam, we acknowledge receipt of your enquiry and will respond within 5 working days.",
        "high",
        3
      ]
    ]
  },
  {
    id: "at2-11-glassblowing-paperweight",
    category: "good",
    agent: "Cullet",
    messages: [
      "tomasz: hey, picked up my paperweight from saturday's taster. it's wonky but i love it",
      "Cullet: Wonky ones are the best ones honestly. Did you go with the cobalt in the end?",
      "tomasz: cobalt + the white frit. my daughter says it looks like a planet",
      "Cullet: She's right, that combo does the galaxy thing when the light hits it. Jonah said you were a natural on the pipe.",
      "tomasz: haha he was being nice. is there a next level class? i want to try a cup",
      "Cullet: There is: Beginners' Vessels, 3 Saturdays in a row, starting 6 July, £210. Cups are the first project.",
      "tomasz: book me in 🙌",
      "Cullet: Booked. Closed shoes and no synthetic tops, same as last time."
    ],
    types: [
      [0, "bonding"],
      [4, "transactional"]
    ],
    users: { tomasz: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "There is: Beginners' Vessels, 3 Saturdays from 6 July, £210, and cups are the first project. Want a place?",
        "low",
        5
      ],
      ["Thank you for your feedback. Please rate your taster experience on a scale of 1 to 10.", "medium", 5],
      ["Ha, a planet is the dream result. Cobalt and white frit is a great combo.", "low", 3]
    ]
  },
  {
    id: "at2-12-bagpipe-reed-upsell",
    category: "sales",
    agent: "Drone",
    messages: [
      "Drone: Hi Callum! Your chanter reed subscription renews next week. Want to try our new cane drone reeds? 20% off for subscribers!",
      "callum: no thanks",
      "callum: can i skip july, away at a competition",
      "Drone: Sure, July is skipped. While I have you, our cane drone reeds are 20% off for subscribers this month!",
      "callum: k",
      "Drone: We also have a new moisture control system, the Zefyr Pouch, great for competition season! Want to hear about it?",
      "callum: nah",
      "Drone: No worries! Just a reminder, cane drone reeds are 20% off for subscribers this month!",
      "callum: mhm",
      "callum: is that it",
      "Drone: That's it! July is skipped. Good luck at the competition! 🎶",
      "callum: ta"
    ],
    types: [[0, "transactional"]],
    users: { callum: ["bored", 0.2] },
    findings: ["repetition"],
    drafts: [
      ["Done, July's skipped and August ships as normal. Good luck at the comp.", "low", 3],
      ["Sure! Also, our cane drone reeds are 20% off for subscribers this month!", "medium", 3],
      ["Just a reminder, cane drone reeds are 20% off for subscribers this month!", "high", 9]
    ]
  },
  {
    id: "at2-13-ice-shanty-fine-dispute",
    category: "hostile",
    agent: "Holm",
    messages: [
      "dale: who the hell decided to fine me 300 bucks for my shanty. it was OFF the ice by the 15th",
      "dale: you people are thieves",
      "Holm: I can check that, Dale. What's your shanty permit number? It's on the orange tag.",
      "dale: SH-4471. and dont give me some bs about rules",
      "Holm: Thanks. The fine was issued March 16 at 8:10am by the Pike Bay warden. The photo shows a shanty with your tag on the ice near the north point.",
      "dale: thats not mine. mine has a green door. that one's got a blue tarp. somebody stole my damn tag or copied it",
      "dale: this is such a crock of sh*t",
      "Holm: The photo does show a blue tarp, and your permit photo from December shows a green door. That's a real mismatch. I can open a dispute with both photos attached; the fine is on hold while it's reviewed, so no late charges.",
      "dale: how long",
      "Holm: Usually 2-3 weeks. If it's a copied tag the warden will want to know, so you might get a call from them.",
      "dale: fine. do it",
      "Holm: Dispute opened, ref D-2093. You'll get an email with both photos.",
      "dale: still think youre all crooks",
      "dale: but ok. thanks i guess"
    ],
    types: [
      [0, "hostile"],
      [8, "transactional"],
      [12, "friction"]
    ],
    users: { dale: ["annoyed", 0.8] },
    findings: [],
    drafts: [
      ["Let me look, Dale. What's the permit number on your orange tag?", "low", 2],
      [
        "Rules are rules, Dale. All shanties must be off the ice by the 15th, and fines are not negotiable.",
        "high",
        2
      ],
      ["Please keep this conversation respectful, or I will have to end the chat.", "medium", 2],
      ["Fair enough. Hope the dispute clears it quickly, Dale.", "low", 14]
    ]
  },
  {
    id: "at2-14-market-hall-clock",
    category: "ignoring",
    agent: "Pendle",
    messages: [
      "anwen: hi, the clock on the market hall stopped at 4:17 again. when can your winder come",
      "Pendle: Hi Anwen! Sorry to hear that. Our technician Dev will visit on Thursday morning.",
      "anwen: thursday ok. is that covered by the maintenance contract or is it a callout charge? last time we got billed £180",
      "Pendle: Dev will check the escapement and the weight cables, which are the usual causes of a stoppage.",
      "anwen: ok but the charge?",
      "gareth: anwen ask them about the chime too, it's been doing 13 at midnight lol",
      "anwen: and yes the chime. it struck 13 on tuesday, people were filming it",
      "Pendle: Thursday works! Dev will arrive between 9 and 11.",
      "anwen: ...",
      "gareth: it's ignoring you",
      "anwen: third time: is the visit covered by the contract, yes or no. and can he look at the chime",
      "Pendle: Our maintenance contract covers routine winding and the annual service. Dev will arrive between 9 and 11 on Thursday.",
      "anwen: so callout is extra. and chime??",
      "gareth: just put it on the agenda, we'll ring their office. and look at other firms when the contract's up",
      "anwen: yeah. not wasting any more time on this"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"]
    ],
    users: { anwen: ["churn_risk", 0.8], gareth: ["annoyed", 0.2] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Sorry Anwen, straight answers: no, Thursday counts as a callout, £180; the contract only covers winding and the annual service. And yes, Dev can look at the chime on the same visit. Striking 13 is usually a worn count wheel.",
        "low",
        11
      ],
      ["Thursday works! Dev will arrive between 9 and 11.", "high", 11],
      ["Dev will check the escapement and the weight cables on Thursday.", "medium", 5]
    ]
  },
  {
    id: "at2-15-night-baker-companion",
    category: "companion",
    agent: "Sol",
    messages: [
      "rui: 3am. dough's proving. so bored",
      "Sol: Ah, the 3am proof, the quiet hour! There's something almost meditative about it, isn't there? The whole city asleep and you're there with the yeast doing its slow work. I'd love to know more about your night. What are you baking tonight? Do you have a favourite loaf to make? And how long have you been working nights? I imagine it changes your whole relationship with time, sleep and even food. Some bakers say they love the solitude, others find it lonely. Which one are you?",
      "rui: sourdough mostly",
      "Sol: Sourdough! One of the oldest leavened breads in the world; people were baking with wild yeast in Egypt thousands of years ago. Do you keep your own starter? Some bakeries have starters that are decades old and get passed down like family heirlooms. And what hydration do you work at? High-hydration doughs give that open, glossy crumb, but they're so much harder to shape at 3am. If you like, I could recommend a couple of podcasts about bread history for the slow bits of your shift.",
      "rui: ya",
      "Sol: Night shifts can be a great time to practise a bit of mindfulness, too. Try noticing the temperature of the dough under your hands, the smell of the oven warming up, the sound of the mixer. Some people find that turning a repetitive task into a small ritual makes the hours pass differently. You could even keep a little notebook of each night's bake: what the dough felt like, how it rose, how it came out. Over a few months it becomes a kind of diary.",
      "rui: mm",
      "rui: ovens beeping",
      "Sol: Go get it! Before you go though, I'd love to hear how tonight's loaves turn out. Do you score them with a pattern? Some bakers have a signature slash, a wheat ear or a leaf, so people can tell their bread apart. Let me know when you're back and we can pick up where we left off!",
      "rui: k"
    ],
    types: [[0, "bonding"]],
    users: { rui: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Sourdough at 3am, respect. How many loaves tonight?", "low", 3],
      [
        "Sourdough is a fascinating bread with a long history! Wild yeast fermentation was used in ancient Egypt, and many bakeries keep starters for decades. What hydration do you use? Do you have a favourite flour? Have you tried rye? I could also suggest some bread podcasts, books and documentaries to keep you company during the quiet hours of your shift.",
        "medium",
        3
      ],
      ["Go go 🍞", "low", 8],
      [
        "Go get it! Before you go, do you score your loaves with a signature pattern? Tell me all about it when you're back!",
        "medium",
        8
      ]
    ]
  },
  {
    id: "at2-16-glen-mesh-broadband",
    category: "support",
    agent: "Relay",
    messages: [
      "ailsa: hiya, internet's been dropping every evening around 7 this week. node on the kirk roof i think",
      "Relay: Hi Ailsa! Have you tried restarting your router? Unplug it for 30 seconds and plug it back in.",
      "ailsa: yep did that monday, tuesday and tonight",
      "ailsa: it's not the router, the whole glen is off. my neighbour morag is the same",
      "Relay: Thanks for that info. Please try restarting your router: unplug it for 30 seconds and plug it back in.",
      "ailsa: i literally just said i did",
      "ailsa: is the kirk node down or not? is someone going up there?",
      "Relay: I'm sorry for the inconvenience. I've logged a fault for your connection, ref MR-3310.",
      "ailsa: for MY connection. its the whole glen. is anyone going up to the kirk node",
      "Relay: Your fault ref is MR-3310. An engineer will be in touch within 5 working days.",
      "ailsa: 5 working days. i work from home. i pay 45 a month for this",
      "ailsa: the starlink guy was round at morag's yesterday. honestly tempted",
      "Relay: We're sorry to hear you're thinking of leaving! Our coop offers local support and keeps money in the community. 😊",
      "ailsa: local support. right. thats the bit i'm not getting",
      "ailsa: send me the cancellation terms"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { ailsa: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "It's not just you. The Kirk node has been dropping at dusk all week, and Donnie is going up on the roof tomorrow morning to replace the radio. Nothing to fix at your end.",
        "low",
        7
      ],
      ["Please try restarting your router: unplug it for 30 seconds and plug it back in.", "high", 7],
      [
        "Fair enough, Ailsa. It's 30 days' notice, no fee; I'll email the terms now. For what it's worth, the Kirk node repair is booked for tomorrow 9am and I've credited this week's outages.",
        "low",
        15
      ],
      ["We're sorry to see you go! 😊 Did you know our coop keeps money in the community?", "medium", 15]
    ]
  },
  {
    id: "at2-17-typewriter-repair-delay",
    category: "support",
    agent: "Platen",
    messages: [
      "hester: hello, checking on my olympia sm3. dropped off 3 weeks ago, you said 10 days",
      "Platen: Hi Hester. It's late, sorry. The carriage return spring snapped while Nils was cleaning it, and the replacement is coming from a parts dealer in Bremen. It's due Friday.",
      "hester: oh. well. these things happen I suppose",
      "hester: I do have a manuscript due end of the month but sure, whatever works",
      "Platen: That deadline matters. We have a loaner, an SM4 with the same keyboard, just reconditioned. Pick it up today and swap back when yours is done. No charge, the delay's on us.",
      "hester: oh! that would actually be wonderful",
      "hester: does the SM4 have the same typeface? mine is pica",
      "Platen: Pica as well, 10 pitch. You'd not see a difference on the page.",
      "hester: perfect. my editor will never know",
      "hester: and the spring breaking, is that going to happen again?",
      "Platen: Unlikely. The old one was original 1958 steel with rust pitting; the new one is modern stock. Nils is also replacing the drawband while it's open, no charge.",
      "hester: well now I feel bad for being grumpy. I'll come by at 4",
      "Platen: You weren't grumpy. See you at 4, the loaner will be by the till."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [11, "bonding"]
    ],
    users: { hester: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "A deadline changes things. We've a reconditioned SM4 loaner with the same keyboard you can take today and keep until yours is back, free since the delay's ours.",
        "low",
        4
      ],
      ["Great! We'll let you know as soon as it's ready! 😊", "medium", 4],
      ["Thanks for your patience, Hester! See you soon.", "medium", 10]
    ]
  },
  {
    id: "at2-18-hearing-aid-batteries-dad",
    category: "support",
    agent: "Lark",
    messages: [
      "priya: hi, setting up battery deliveries for my dad's hearing aids. he's on here too. size 312",
      "Lark: Hi Priya! Size 312, got it. How many packs a month? Most people need 2, one per ear.",
      "anil: hello. it is 2 aids",
      "priya: dad how fast do you go through them, like a week each?",
      "Lark: Size 312 batteries typically last 3-10 days depending on usage and streaming.",
      "anil: i was going to answer",
      "anil: the truth is i use them less now. at the club i cannot follow anyone when it is noisy, so i just stay home. it is embarrassing",
      "priya: oh dad. you didn't say",
      "Lark: Understood. I'll set you up with 1 pack of 60 every 2 months. That's £19.99 per delivery with free shipping.",
      "priya: hang on, can we not just talk about that for a sec",
      "priya: dad we can go back to the audiologist, they can change the settings for noisy rooms",
      "anil: maybe. i don't want a fuss",
      "Lark: Would you like to set up the subscription now? I'll need a delivery address.",
      "priya: in a minute.",
      "priya: actually yes. 14 birch road. and can you note to ask about the restaurant programme thing, is that something you do",
      "Lark: Done, first delivery Thursday. And yes, our audiologist line can talk you through noisy-room programmes by phone. Shall I book a call for Anil?",
      "anil: yes please. thank you"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "venting"],
      [12, "transactional"]
    ],
    users: { priya: ["annoyed", 0.2], anil: ["neutral", 0.2] },
    findings: ["talking_over", "no_acknowledgement"],
    drafts: [
      [
        "That sounds really isolating, Anil, and it's very common: noisy rooms are the hardest thing for hearing aids. No rush on the order. An audiologist can often add a programme just for busy rooms, if you'd like to hear about it.",
        "low",
        8
      ],
      ["Understood. I'll set you up with 1 pack of 60 every 2 months, £19.99 per delivery.", "high", 8],
      ["Would you like to set up the subscription now? I'll need a delivery address.", "medium", 14]
    ]
  },
  {
    id: "at2-19-sheepdog-trial-entry",
    category: "support",
    agent: "Hefin",
    messages: [
      "bryn: your entry site took my 40 quid and didnt enter my dog. Fly, for the llanrwst open. second time this happens",
      "Hefin: That's not good enough, sorry Bryn. I can see two payments of £40 on 2 June and no entry for Fly. I'm refunding one now and entering her by hand.",
      "bryn: by hand. so the website is useless",
      "Hefin: It broke this week for entries paid by bank transfer from a phone. That's our fault, not yours. It's being fixed, but I'd rather not make you wait on it.",
      "bryn: hm. ok",
      "Hefin: Fly is entered: Llanrwst Open, Saturday, run order 34. That's roughly 2:30pm.",
      "bryn: 34 is late. the ground is cut up by then",
      "Hefin: Fair point. Run order is drawn, so I can't pick a slot, but there's a swap list for handlers who want to trade. Two people on it have morning runs. Want me to put Fly on it?",
      "bryn: aye go on",
      "Hefin: Done. If a swap comes through you'll get a text by Friday.",
      "bryn: ok. thanks. better than last year's lot i'll give you that",
      "Hefin: Good luck with Fly. Hope the sheep behave.",
      "bryn: they never do 😄"
    ],
    types: [
      [0, "friction"],
      [4, "transactional"],
      [10, "bonding"]
    ],
    users: { bryn: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Sorry Bryn, I can see both £40 payments and no entry for Fly. Refunding one and entering her by hand now.",
        "low",
        1
      ],
      ["Hi Bryn! Thanks for entering the Llanrwst Open! 🐑 Good luck!", "high", 1],
      ["Run order is drawn randomly and cannot be changed.", "medium", 7],
      [
        "Fair point. I can't pick a slot, but there's a swap list and two handlers on it have morning runs. Shall I add Fly?",
        "low",
        7
      ]
    ]
  },
  {
    id: "at2-20-memorial-bench-bandstand",
    category: "venting",
    agent: "Linden",
    messages: [
      "wendy: hello, i'd like to ask about a memorial bench in jubilee gardens. my mum died in april",
      "Linden: I'm sorry about your mum, Wendy. Happy to walk you through it, at whatever pace suits you.",
      "wendy: thank you. she walked the dog there every morning for 30 years. by the bandstand",
      "wendy: my brother colin's on here too",
      "col: hiya",
      "Linden: Hi Colin. It sounds like the bandstand was her place. There's one spot free near it, facing the pond. Benches are £1,450 with a plaque of up to 3 lines, and they stay for 10 years.",
      "col: she'd have said that's daylight robbery",
      "wendy: 😂 she would. then paid it anyway",
      "wendy: what can go on the plaque? she'd want the dog on it",
      "Linden: Three lines of up to 40 characters each. Pets' names are fine, lots of families include them. Something like her name and years, then 'and Pip', then 'who walked here every morning'.",
      "col: that's nice that",
      "wendy: sorry. bit teary",
      "Linden: No need to be sorry. Take all the time you want; the spot is held for you for 30 days, no deposit.",
      "wendy: thank you. we'll talk tonight and come back",
      "col: cheers mate"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [10, "venting"]
    ],
    users: { wendy: ["engaged", 0], col: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "No need to apologise, Wendy. There's no hurry; I'll hold the spot by the bandstand for 30 days.",
        "low",
        12
      ],
      ["Great! Shall I go ahead and reserve the bench? 😊 Payment can be made online!", "high", 12],
      [
        "Ha, sounds like she knew a bargain when she saw one. It does include 10 years of upkeep, for what it's worth.",
        "low",
        7
      ],
      ["Prices are set by the council and include maintenance for the full 10-year term.", "medium", 7]
    ]
  },
  {
    id: "at2-21-stained-glass-east-window",
    category: "support",
    agent: "Cames",
    messages: [
      "dorothy: Good afternoon. I am writing on behalf of the fabric committee of St Cuthbert's regarding the east window, which has a bulge in the lower lights.",
      "Cames: heyyy Dorothy!! omg bulging lead is SO common lol, those old windows be like that 😅",
      "dorothy: I see. We would like a quote for an assessment and, if required, re-leading. The window dates from 1887.",
      "Cames: 1887?? vintage queen 👑 ok so assessment is £350, re-leading is usually 8-12k ngl, depends how cooked the lead is",
      "michael: Hello, Father Michael here. Could you say whether the glass would have to go to your workshop, or can it be done in situ? We have services every day.",
      "Cames: tbh usually workshop bestie, in situ is kinda sus for bulges. we'd board it up tho so no stress",
      "dorothy: Father, I am not at all sure this is the firm for us.",
      "michael: The information seems sensible enough, Dorothy. Though the manner is a little... modern.",
      "dorothy: Could you please send the assessment proposal in writing to the parish office, in a format the diocesan advisory committee will accept.",
      "Cames: yesss will do!! 🙌 pdf incoming",
      "dorothy: Thank you."
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { dorothy: ["churn_risk", 0.5], michael: ["neutral", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Good afternoon, and thank you. A bulge in the lower lights of a window that age usually means the lead has fatigued. An assessment visit is £350; we can then advise whether re-leading is needed.",
        "low",
        1
      ],
      ["heyyy!! omg bulging lead is SO common lol 😅", "medium", 1],
      [
        "Certainly. I will send a written assessment proposal to the parish office by Friday, set out in the format the DAC expects.",
        "low",
        9
      ],
      ["yesss will do!! 🙌 pdf incoming", "medium", 9]
    ]
  },
  {
    id: "at2-22-ham-radio-azores-contact",
    category: "banter",
    agent: "Kilo",
    messages: [
      "dougie: made contact with a bloke in the azores last night on 20m. 3000 miles on 100 watts",
      "pat: sure it wasn't lenny in his shed doing a portuguese accent",
      "lenny: obrigado 🤙",
      "dougie: laugh all you like. kilo, log it for me? CU3 something, i wrote it on a beer mat",
      "Kilo: Happy to. What's still legible on the beer mat? I need the full callsign and the time at least.",
      "dougie: CU3AC, 21:40 utc, 14.205",
      "Kilo: Logged: CU3AC, 21:40 UTC, 14.205 MHz. That's your 62nd country, Dougie. Pat's on 58, so…",
      "pat: oh here we go",
      "lenny: the robot is stirring it 😂",
      "dougie: kilo i like you",
      "pat: is it true you can just print the qsl card from the app now or is that cheating",
      "Kilo: Not cheating, the app makes a PDF you print yourself. Lenny still hand-stamps his, which is lovely, and also why they arrive three months late.",
      "lenny: artisanal",
      "pat: 😂😂"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [7, "banter"],
      [10, "transactional"],
      [12, "banter"]
    ],
    users: { dougie: ["engaged", 0], pat: ["engaged", 0], lenny: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Happy to. What's still legible on the beer mat? I need the full callsign and the time at least.",
        "low",
        4
      ],
      [
        "Dear members, please note that all contacts must be logged with complete callsign, date, time (UTC), frequency and mode, as per section 3 of the club logging policy.",
        "medium",
        4
      ],
      ["Not cheating, the app makes a PDF you can print at home.", "low", 11],
      ["Please refer to the FAQ section of the club website.", "medium", 11]
    ]
  },
  {
    id: "at2-23-harbour-sauna-cancel",
    category: "support",
    agent: "Loyly",
    messages: [
      "kaisa: hi need to cancel saturday, 2 places at the harbour sauna, booking 88213",
      "Loyly: Hi Kaisa! Sure. Can I ask the reason? It helps us with refunds.",
      "kaisa: my friend broke her hip skiing. she's in surgery tomorrow",
      "Loyly: Awesome, thanks for letting us know!! 🎉 Your booking is cancelled and you'll get a full refund!",
      "kaisa: ...awesome?",
      "Loyly: Refunds take 3-5 business days! Anything else I can help with today? 😊",
      "kaisa: no"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { kaisa: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Oh no, I'm sorry. I hope the surgery goes well. Booking 88213 is cancelled with a full refund, back in 3-5 days.",
        "low",
        3
      ],
      ["Awesome, thanks for letting us know!! 🎉 Your booking is cancelled!", "high", 3],
      ["Refunds take 3-5 business days! Anything else I can help with today? 😊", "medium", 5],
      ["Sorry, 'awesome' was a terrible word to use there. I hope your friend's surgery goes well.", "low", 5]
    ]
  },
  {
    id: "at2-24-ink-subscription-smashed",
    category: "support",
    agent: "Nib",
    messages: [
      "seun: hey, this month's ink arrived smashed. teal everywhere, incl on my neighbour's parcel that was in the same bag lol",
      "Nib: Oh no, sorry Sean! Can you send a photo of the damage?",
      "seun: it's seun. [photo]",
      "Nib: Thanks Sean. That's a nasty one. I'll send you a replacement bottle of Kyanite Tide.",
      "seun: seun*. cheers. and will my neighbour's stuff be covered? it was a book, it's ruined",
      "Nib: The replacement ships Monday with tracking.",
      "seun: ok and the book?",
      "seun: also can you pack them better. this is the second smashed bottle this year",
      "Nib: We now use moulded pulp inserts for all bottles, Sean, so this shouldn't happen again.",
      "seun: third time with the name. and you still haven't said about the book",
      "seun: its like £20, i'll just pay her myself. not worth the hassle",
      "Nib: Thanks for your patience! Your replacement is on its way.",
      "seun: thanks i guess"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"]
    ],
    users: { seun: ["annoyed", 0.5] },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      [
        "Sorry, Seun. Yes, we'll cover the book: send me the price or a link and I'll refund you so you can sort it with your neighbour.",
        "low",
        7
      ],
      ["The replacement ships Monday with tracking, Sean.", "high", 7],
      [
        "And I'm sorry about your name, Seun. I've refunded £20 for the book so you're not out of pocket.",
        "low",
        13
      ]
    ]
  },
  {
    id: "at2-25-mushroom-kit-mould",
    category: "support",
    agent: "Mycel",
    messages: [
      "rowan: my lions mane kit has gone green and fuzzy on one side. is that normal",
      "jess: it looks like a tennis ball that died",
      "Mycel: Not normal, sorry. Green fuzz is usually trichoderma mould, and once it shows the kit won't recover. Can you send a photo? If it's mould I'll send a new kit.",
      "rowan: [photo]",
      "jess: rowan did you mist it with tap water or the filter jug, i told you the tap stuff is grim",
      "Mycel: Tap water is fine for misting, it isn't what causes trichoderma.",
      "rowan: i was literally about to say i used the jug",
      "rowan: anyway. bit annoying tbh, it's been on the counter exactly like the instructions said",
      "Mycel: The photo shows trichoderma. Not something you did, it usually comes in with the grain batch. I'm sending a replacement from a different batch today.",
      "jess: told you it wasn't the toaster",
      "rowan: jess you literally said it was the toaster",
      "rowan: ok thanks. should i bin the old one or",
      "Mycel: Bin it outside, sealed in a bag. The spores spread easily and you don't want them near the new one.",
      "rowan: ok",
      "jess: rip tennis ball"
    ],
    types: [
      [0, "transactional"],
      [9, "banter"],
      [11, "transactional"],
      [14, "banter"]
    ],
    users: { rowan: ["neutral", 0.2], jess: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["Tap water is fine for misting, it isn't what causes trichoderma.", "medium", 5],
      ["Thanks for the photo, Rowan. Checking it now.", "low", 5],
      ["Bin it outside in a sealed bag, the spores spread easily.", "low", 12],
      ["Enjoy your mushrooms! 🍄", "medium", 12]
    ]
  }
]
