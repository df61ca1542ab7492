import type { Labelled } from "./types.js"

export const trainingAM5: ReadonlyArray<Labelled> = [
  {
    id: "am5-01-faroe-ferry-swell",
    category: "support",
    agent: "Brim",
    messages: [
      "hallur: hey, the 07:30 to suðuroy got cancelled right? weather app says 9m swells lol",
      "Brim: Yes, the 07:30 from Tórshavn is cancelled because of the swell. Next planned sailing is 15:00 if the wind drops, I'll know by 12:00.",
      "hallur: ugh ok. i have a booking w a trailer, 2 rowing boats on it. does it move automatically",
      "Brim: It does. Your booking KX-4471 moved to 15:00, same lane for the trailer. If 15:00 is cancelled too it moves to tomorrow 07:30 and you can cancel for free.",
      "hallur: nice. can i get the trailer length changed, its 7.2m not 6",
      "Brim: Done, 7.2 m. No extra charge since that lane was already booked as over-length.",
      "hallur: legend",
      "hallur: my cousin jákup is on the same boat w a van, hes freaking out he didnt get a text",
      "Brim: The texts went out at 05:40 to the number on each booking. If Jákup sends me his reference I'll check his is moved too.",
      "hallur: he'll msg u. thx, glad someone's awake at this hour 😅",
      "Brim: Ha, the swell keeps us up too. Safe crossing this afternoon."
    ],
    types: [
      [0, "transactional"],
      [9, "bonding"]
    ],
    users: { hallur: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "If Jákup sends me his booking reference I'll check it moved to 15:00 too; the texts went out at 05:40.",
        "low",
        8
      ],
      [
        "Per our policy, all passengers are notified of cancellations. Please ask the passenger to contact customer service through the official channels.",
        "medium",
        8
      ],
      ["Yay!! 🎉 Everything is sorted, have an amazing day!!", "medium", 3]
    ]
  },
  {
    id: "am5-02-harpsichord-jacks-lost",
    category: "hostile",
    agent: "Tova",
    messages: [
      "marguerite: tracking for CX99182BE hasnt moved in 11 days. its harpsichord jacks from bruges, basically irreplaceable",
      "Tova: Thank you for contacting us regarding your shipment CX99182BE. I understand how important your parcel is to you. Our records indicate that your parcel is currently in transit within our international network. International shipments can occasionally experience delays due to customs processing, high volumes, weather conditions and operational constraints at our hubs. We kindly ask that you allow up to 20 business days for international deliveries before opening an investigation. In the meantime, you can continue to monitor the status of your shipment via our tracking page. If you have any additional questions, please do not hesitate to reach out. We appreciate your patience and understanding.",
      "marguerite: 'in transit' where. the last scan is liège 11 days ago",
      "marguerite: can you actually see where it is or not",
      "Tova: I understand your frustration. Your parcel is currently in transit within our international network. We kindly ask that you allow up to 20 business days for international deliveries before opening an investigation.",
      "marguerite: you just said that",
      "marguerite: my client has a concert on the 14th. i need to know if these things even exist anymore",
      "Tova: I understand your frustration. Your parcel is currently in transit within our international network. International shipments can occasionally experience delays due to customs processing, high volumes and operational constraints. We kindly ask that you allow up to 20 business days for international deliveries before opening an investigation. We appreciate your patience.",
      "marguerite: are you a bot. get me a person",
      "Tova: I'm here to help! A human agent can be reached through our contact form, response time is 3-5 business days.",
      "marguerite: 3-5 DAYS. are you f***ing kidding me",
      "marguerite: worst courier ive ever used, absolute clowns",
      "Tova: I'm sorry to hear about your experience. Your parcel is currently in transit within our international network.",
      "marguerite: done. filing a chargeback and telling every early music forum i'm on never to ship with you. useless"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [10, "hostile"]
    ],
    users: { marguerite: ["churn_risk", 1] },
    findings: ["repetition", "long_replies", "ignored_question"],
    drafts: [
      [
        "The last scan I can see is the Liège hub 11 days ago, nothing after. I've opened a trace with Liège now and flagged the concert on the 14th; you'll hear back by Thursday either way.",
        "low",
        4
      ],
      [
        "I understand your frustration. Your parcel is currently in transit within our international network.",
        "high",
        6
      ],
      [
        "You're right to be angry, that's on us. I've passed this to a person on the international desk with the 14th as the deadline, and they'll call you today.",
        "low",
        12
      ]
    ]
  },
  {
    id: "am5-03-azores-mums-70th",
    category: "group",
    agent: "Luma",
    messages: [
      "inês: ok luma is in the chat now. luma we need 4 ppl lisbon -> ponta delgada around 12 may, mum's 70th",
      "Luma: Got it, 4 from Lisbon to Ponta Delgada around 12 May. Any flexibility on dates, and any flights between islands?",
      "rui: yes flores. mum has wanted flores since forever",
      "inês: rui flores is a 2 day detour and she gets seasick, be serious",
      "rui: its a PLANE inês not a boat 🙄",
      "inês: tiago what do u think, you're the tiebreaker",
      "Luma: Flores flights run daily from Ponta Delgada, about 1h40 with a stop in Horta. I'd suggest 3 nights on São Miguel then 2 on Flores. Shall I hold seats?",
      "tiago: uh i was the one being asked lol. anyway i vote flores but only if we skip the whale boat",
      "inês: omg fine. but luma dont hold anything yet, we havent agreed dates",
      "Luma: Understood, nothing held. Send me the dates when you've settled them and I'll price both options.",
      "rui: 12-19 may works for me and tiago",
      "inês: same. luma price it pls",
      "Luma: 12-19 May, 4 people: Lisbon-Ponta Delgada return plus São Miguel-Flores, about €612 per person, flights only. Want hotel quotes too?",
      "inês: yes but nothing fancy, mum hates fancy"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [6, "transactional"],
      [7, "friction"],
      [9, "transactional"]
    ],
    users: { inês: ["neutral", 0.2], rui: ["neutral", 0], tiago: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "I'll let Tiago weigh in first 🙂 Once you've decided, I can check Flores connections for those dates.",
        "low",
        6
      ],
      [
        "Flores is clearly the better choice, it's the most beautiful island in the Azores. Shall I book it for all four of you?",
        "medium",
        6
      ],
      [
        "Noted, nothing fancy: I'll look at small family-run guesthouses on São Miguel and Flores for 12-19 May and send 2-3 options each.",
        "low",
        14
      ]
    ]
  },
  {
    id: "am5-04-grandads-pocket-watch",
    category: "venting",
    agent: "Kip",
    messages: [
      "dara: hi. parcel RM4410923GB, it was going to a watch repairer in sheffield and it says delivered but he never got it",
      'Kip: Hi! Let me check that for you. It was scanned as delivered on 3 March at 11:02 to a "safe place". Was there a safe place instruction on the order?',
      "dara: no. and it was my grandad's pocket watch. he died in january and its the only thing i asked for from his stuff",
      "dara: sorry. ive been sat crying in a car park for 20 mins, i just feel so stupid for posting it",
      "Kip: To open a claim I'll need the proof of postage, the declared value and a description of the contents. Can you upload these?",
      "dara: ...ok. i have the receipt somewhere",
      "dara: i declared it at £40 because i didnt want to pay for special delivery. which was dumb",
      "Kip: Great news! Items declared at £40 are fully covered, so you'll get the whole £40 back! 🎉 Claims are usually processed within 10 working days.",
      "dara: i dont want £40. i want the watch",
      "dara: can someone at least go back to the address and ask who took it",
      "Kip: Yes, I can ask the Sheffield delivery office to check the GPS point of the scan and speak to the driver. I've requested that now; they usually reply within 2 working days.",
      "dara: fine. thanks i guess"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: { dara: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "cheerful_at_bad_news"],
    drafts: [
      [
        "I'm so sorry, Dara. Losing something of your grandad's so soon after he died is awful, and you're not stupid for posting it. Let's try to find it first: I'll ask Sheffield to check exactly where the driver left it.",
        "low",
        4
      ],
      ["To open a claim please upload your proof of postage and the declared value of the item.", "high", 4],
      ["Good news, your £40 refund is already approved! 🎉", "high", 8],
      [
        "I know money doesn't replace it. I've asked the Sheffield office to check the GPS of the scan and talk to the driver, and I'll message you as soon as they answer.",
        "low",
        10
      ]
    ]
  },
  {
    id: "am5-05-tallinn-sauna-fraud",
    category: "support",
    agent: "Otto",
    messages: [
      "ferg: got a text saying my card's blocked?? im literally at a till in tallinn rn",
      'Otto: Sorry for the timing, Fergus. We paused the card after two payments tonight: €38 at Kalma Saun Tallinn and €212.40 at "GMSTORE*DIGI". Do you recognise them?',
      "ferg: sauna yes lol. the gm store thing no idea",
      "Otto: Thanks. I've marked the €212.40 as fraud, you won't be charged for it. The old card stays blocked, so a new one is on its way, and there's a fresh virtual card in your phone wallet you can use right now.",
      "ferg: wait so can i pay for this herring or not",
      "Otto: Yes, the virtual card in your wallet is live. Just tap with your phone.",
      "ferg: worked 🙏 ok where does the new plastic go, im here till friday",
      "Otto: To your home address in Dundee, arriving Monday or Tuesday. If you'd rather have it in Tallinn I can send it to your hotel, but abroad takes 3-4 days.",
      "ferg: nah home is fine. cheers otto, panic over",
      "Otto: Glad it's sorted. Enjoy the herring."
    ],
    types: [[0, "transactional"]],
    users: { ferg: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Thanks. I've marked the €212.40 as fraud so you won't pay it. Use the virtual card in your phone wallet right now; a new physical card is on its way.",
        "low",
        3
      ],
      [
        "For your security, we recommend reviewing our fraud prevention guide and updating your password regularly.",
        "medium",
        5
      ],
      ["Your new card will be sent out. Is there anything else I can help you with today?", "medium", 7]
    ]
  },
  {
    id: "am5-06-mole-negro-broken-jar",
    category: "mixed-language",
    agent: "Sal",
    messages: [
      "lupe: hola, my order llegó hoy pero el frasco de mole negro came broken, todo pegajoso 😩",
      "Sal: Ay no, qué lata. Sorry Lupe. Can you send me una foto of the box and the jar? Then I'll sort the replacement.",
      "lupe: [foto] ahí está. the chilhuacles are fine at least",
      "Sal: Gracias. Ya está: a new jar of mole negro ships mañana, no charge, with extra bubble wrap esta vez. No need to send the broken one back.",
      "lupe: perfecto. oye, y los chilhuacles rojos, cuándo vuelven? my tía keeps asking me",
      "Sal: The rojos come back after the harvest, probably late October. Te aviso por email if you want?",
      "lupe: sí porfa. mi tía te lo va a agradecer jaja",
      "Sal: Listo, apuntada. Saludos a tu tía 🙂",
      "lupe: gracias Sal!!"
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"]
    ],
    users: { lupe: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Ay no, sorry Lupe. Mándame una foto of the jar and the box and I'll ship you a new one.", "low", 1],
      [
        "Dear Customer, we regret to inform you that damaged goods must be reported via the official claims form within 48 hours of receipt.",
        "medium",
        1
      ],
      ["Thanks for your order! Your replacement jar ships tomorrow.", "medium", 5]
    ]
  },
  {
    id: "am5-07-crash-pad-fiat-panda",
    category: "banter",
    agent: "Ledge",
    messages: [
      "mo: ok who broke the crash pad. be honest",
      "jess: it was old when we got it mo. it died of natural causes",
      "kit: it died because someone (jess) used it as a sledge in february",
      "jess: slander. ledge help us, we need a new pad before saturday",
      "Ledge: Dear valued customer, thank you for contacting Crux Outfitters. We would be delighted to assist you with your crash pad purchase. Please be advised that standard delivery takes 2-3 business days. Kindly specify the desired model so that we may proceed.",
      "kit: 'dear valued customer' lmaooo",
      "mo: ledge we are 3 gremlins in a group chat, relax",
      "mo: the big one. the taco fold one. whatever fits in a fiat panda",
      "Ledge: Thank you for your message. Please be advised that the Boulderdash XL Taco pad measures 120 x 100 x 12 cm when folded and may not fit in all compact vehicles. We recommend verifying your vehicle's cargo dimensions prior to purchase.",
      "jess: it fits, we've put a whole futon in that panda",
      "kit: and jess. jess also fits in the panda",
      "jess: 🙄 order it ledge. to kit's address cos he's the responsible one apparently",
      "Ledge: Your order has been placed. Please note that delivery is expected on Friday. We appreciate your business and look forward to serving you again.",
      'kit: "we look forward to serving you" ok butler'
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "banter"],
      [11, "transactional"],
      [13, "banter"]
    ],
    users: { mo: ["neutral", 0.2], jess: ["neutral", 0], kit: ["neutral", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "RIP pad 🪦 For Saturday I'd get the Boulderdash XL, the taco-fold one. Order today and it arrives Friday. Want it?",
        "low",
        5
      ],
      [
        "Dear valued customer, kindly specify the desired model so that we may proceed with your order.",
        "medium",
        7
      ],
      [
        "If a futon fit, the XL will too 😄 It's 120 x 100 x 12 folded. Which address, yours or Kit's?",
        "low",
        10
      ],
      ["Please note that all orders are subject to our terms and conditions.", "medium", 14]
    ]
  },
  {
    id: "am5-08-narvik-train-bike",
    category: "ignoring",
    agent: "Noor",
    messages: [
      "saga: hi my train 94 stockholm->narvik tonight is cancelled?? landslide or something",
      "Noor: Hi Saga, yes, train 94 is cancelled tonight because of a landslide near Abisko. You can get a full refund or take the replacement bus from Kiruna tomorrow.",
      "saga: ok. i have a bike booked too. does the replacement bus take bikes?",
      "Noor: The replacement bus leaves Kiruna at 09:15 and arrives in Narvik at 13:40. I can rebook you on the train to Kiruna tonight.",
      "saga: sure but the bike?? its a fully loaded touring bike, im doing the rallarvegen",
      "Noor: I've rebooked you on train 92 to Kiruna tonight, sleeper berth 34, carriage 6. The bus connection is included.",
      "saga: ok thanks but you still havent said if the bus takes my bike",
      "saga: like if it doesnt im stuck in kiruna with 40kg of gear",
      "Noor: Your refund for the cancelled sleeper supplement, 640 SEK, will be back on your card within 5 days.",
      "saga: ...",
      "saga: ok ill just call the bus company myself. great"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { saga: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "The replacement bus has a bike trailer but it has to be booked. I've reserved a place for your bike on the 09:15 from Kiruna.",
        "low",
        3
      ],
      ["Your rebooking is confirmed: train 92, sleeper berth 34, carriage 6.", "high", 8],
      [
        "Sorry, I kept skipping your bike question. The Kiruna-Narvik bus tows a trailer with 6 bike places; one is now booked for you.",
        "low",
        10
      ]
    ]
  },
  {
    id: "am5-09-narrowboat-whippet",
    category: "sales",
    agent: "Heron",
    messages: [
      "gwen: hiya, looking at your narrowboats for the llangollen canal. never done it before, is that mad",
      "Heron: Not mad at all, most of our hirers are first-timers. You get a 45-minute handover and a practice run before you leave the marina. How many of you, and when?",
      "gwen: 2 of us + a very anxious whippet. late september, 4 nights?",
      "Heron: Whippets are welcome, no fee. For 2 people, 4 nights from 22 Sept: the Kingfisher (2 berth, 45ft) is £780, the Wren (2-4 berth, 52ft) is £910. The Kingfisher is easier to steer on a first trip.",
      "gwen: kingfisher sounds good. does it go over the big aqueduct, the scary one",
      "Heron: Pontcysyllte, yes. It's 38m up with a railing on one side only. Most people love it; if you'd rather not steer across, one of you can walk the towpath with the whippet.",
      "gwen: ollie will 100% be the one walking lol. is fuel included",
      "Heron: Fuel is a flat £90 for 4 nights, paid at the end. No other extras unless you want bikes.",
      "gwen: ok lovely. can u hold it while i check w ollie",
      "Heron: Held until Friday 5pm, no deposit. Just reply here to book.",
      "gwen: amazing ty 🛶"
    ],
    types: [[0, "transactional"]],
    users: { gwen: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Yes, you cross the Pontcysyllte aqueduct. It's high, but there's a towpath on one side if someone would rather walk.",
        "low",
        5
      ],
      [
        "Absolutely!!! The aqueduct is AMAZING!!! You'll LOVE it!!! Book now before it sells out!!!",
        "medium",
        5
      ],
      [
        "Sure. By the way, have you considered upgrading to the Wren? It's only £130 more and has a much bigger saloon!",
        "medium",
        9
      ]
    ]
  },
  {
    id: "am5-10-gustav-the-tortoise",
    category: "support",
    agent: "Shell",
    messages: [
      "aoife: hi, checking on the tortoise transport, booking PR-2281. malta to edinburgh",
      "Shell: Hi Declan! Booking PR-2281: Gozo pickup Thursday, flight Friday via Frankfurt, arriving in Edinburgh Saturday morning.",
      "aoife: its aoife, declan is my partner, the booking's under him",
      "aoife: also does he go in the cabin or the hold. he's 62 years old and im a wreck about it",
      "Shell: He travels in the hold, in a heated, pressurised compartment, in a ventilated crate with his own bedding. Tortoises handle it well at 20-25°C, which we guarantee.",
      "aoife: ok that helps a bit. his name is gustav btw",
      "Shell: Gustav will be in good hands, Declan. Do you have the CITES certificate ready? We need it by Wednesday.",
      "aoife: AOIFE.",
      "aoife: yes the cites thing is done, uploading now",
      "Shell: Thanks, got it, all in order. Sorry, Declan, we'll send you the crate photos on Thursday.",
      "aoife: omg. i give up on the name. just send the photos to this number pls",
      "Shell: Will do. The photos go to this number on Thursday afternoon."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [10, "friction"],
      [11, "transactional"]
    ],
    users: { aoife: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Sorry, Aoife! Gustav will be in good hands. Is the CITES certificate ready? We need it by Wednesday.",
        "low",
        7
      ],
      ["Thanks Declan, we'll check the CITES certificate and get back to you.", "high", 9],
      [
        "Sorry, Aoife, I had the booking name. He travels in the hold in a heated compartment at 20-25°C, and we'll send you photos of his crate.",
        "low",
        4
      ]
    ]
  },
  {
    id: "am5-11-tbilisi-bereavement-claim",
    category: "support",
    agent: "Juno",
    messages: [
      "reza: hi, i need to cancel my trip to tbilisi next week and claim on the insurance. policy TRV-55019",
      "Juno: Hi Reza! Happy to help with that! 😊 Could you tell me the reason for cancelling?",
      "reza: my dad died on sunday. funeral is on the day i was meant to fly. sorry im not really functioning",
      "Juno: Great, bereavement of a close family member is fully covered under your policy! 🎉 You can claim back the flights, the guesthouse in Kazbegi and the trekking deposit!",
      "reza: right",
      "reza: what do you need from me",
      "Juno: Awesome! Just upload a copy of the death certificate and your booking confirmations and you're all set! ✨",
      "reza: the death certificate wont be ready for about 2 weeks",
      "Juno: No problem at all! You have 90 days to send it. You can upload the booking confirmations now and add the certificate later!",
      "reza: ok. honestly the exclamation marks are a bit much right now",
      "Juno: I'm very sorry, Reza, and I'm sorry for your loss. I'll keep it simple: send the bookings when you can, the certificate within 90 days, and I'll handle the rest.",
      "reza: thanks."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [3, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { reza: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your dad, Reza. Yes, this is covered: the flights, the Kazbegi guesthouse and the trekking deposit. I'll keep the paperwork as light as I can.",
        "low",
        3
      ],
      ["Great news, that's fully covered! 🎉", "high", 3],
      ["Awesome, you're all set! ✨ Anything else I can help with today?", "high", 10]
    ]
  },
  {
    id: "am5-12-insulin-van-six-stops",
    category: "support",
    agent: "Frost",
    messages: [
      "bea: the insulin delivery was supposed to come by 12. its 3pm. my son has 1 pen left",
      "Frost: I'm sorry about the wait, Bea. I've checked your order ZX-330: the van left the depot at 10:40 and is currently 6 stops away, with an estimated arrival between 15:40 and 16:10. I want to reassure you that the package is in a validated cold-chain box with phase-change gel packs, which keep the contents between 2 and 8°C for up to 48 hours, so even with this delay the insulin will be perfectly safe to use when it arrives. The delay was caused by a road closure on the A6 this morning, which meant the driver had to take a longer route and the whole schedule shifted back. If for any reason the van doesn't reach you by 16:30, you can also collect an emergency supply from a local pharmacy, and we'll reimburse it.",
      "bea: ok. which pharmacy",
      "Frost: The closest participating pharmacy to your address is Hallam Pharmacy on Market Street, which is open until 18:00. To collect the emergency supply you will need to bring photo ID and your son's NHS number, and the pharmacist will dispense a single box of pens under the emergency supply scheme. Please keep the receipt, as you will need to upload it through the reimbursement form on our website, which you can find under 'My orders' > 'Help with this order' > 'Claim a cost'. Reimbursements are normally processed within 5 to 7 working days and paid back to the card used for the original order.",
      "bea: ok thanks. 6 stops. fine",
      "bea: tbh you could have texted me this morning",
      "Frost: You're right, you should have had a text when the van was delayed. I'll flag that. I'll message you here when it's 1 stop away.",
      "bea: ok",
      "Frost: It's 1 stop away now, about 8 minutes.",
      "bea: its here. box is cold. thank you"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [5, "friction"],
      [6, "transactional"]
    ],
    users: { bea: ["neutral", 0.5] },
    findings: ["long_replies"],
    drafts: [
      [
        "Sorry, Bea. The van is 6 stops away, due 15:40-16:10, and the box keeps it at 2-8°C so it's safe. If it isn't there by 16:30, get a pen at Hallam Pharmacy and we'll pay you back.",
        "low",
        1
      ],
      [
        "Thank you for your patience! Deliveries may occasionally be delayed due to unforeseen circumstances.",
        "medium",
        1
      ],
      [
        "I want to reassure you again that the package is in a validated cold-chain box with phase-change gel packs, which keep the contents between 2 and 8°C for up to 48 hours, so even with this delay the insulin will be perfectly safe to use when it arrives.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "am5-13-ulaanbaatar-fog-night",
    category: "companion",
    agent: "Pika",
    messages: [
      "lin: stuck in ulaanbaatar airport overnight. flight to seoul cancelled, fog. the cafe closed at 10",
      "Pika: Oh no, that's a rough night. Did the airline give you a hotel voucher or are you sleeping in the terminal?",
      "lin: terminal. they said hotels are full bc of some mining conference lol",
      "lin: honestly im just so tired. 3 weeks on the steppe, no showers, and now this. i just want my own bed",
      "Pika: That sounds exhausting, three weeks without a proper shower and then stuck at the very last step. It's fine to be fed up. There are long benches without armrests on the gate 4 side, much quieter.",
      "lin: found them. u were right",
      "lin: theres a guy snoring like a motorbike 2 benches down 😂",
      "Pika: Ha, a steppe soundtrack to remind you of the trip. Have you got water and something to eat?",
      "lin: a bag of aaruul and half a snickers. aaruul is dried curd btw, its like eating a sour rock",
      "Pika: A sour rock and half a Snickers, a balanced dinner. The pharmacy kiosk by arrivals is open 24h and sells water if you run out.",
      "lin: thanks. seriously, helps to talk to something. the trip was incredible tho, i stayed w a herding family for a week",
      "Pika: That sounds amazing. What was the best part?",
      "lin: the kids teaching me to ride. i fell off like 6 times, they laughed so hard",
      "Pika: Six falls and you kept getting back on, that's a story for life. Try to get some sleep; I'll let you know when the rebooking for tomorrow's 09:20 comes through."
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [5, "transactional"],
      [6, "banter"],
      [10, "bonding"]
    ],
    users: { lin: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Your flight is rebooked for tomorrow at 09:20. Please be at the airport 2 hours before departure.",
        "medium",
        4
      ],
      [
        "Three weeks out there and then this, being fed up is fair. Want me to find you a quieter corner to sleep in?",
        "low",
        4
      ],
      [
        "Fun fact: Mongolia has over four million horses, more than one per person! The Naadam festival in July features horse racing over distances of 15 to 30 km, with jockeys as young as five, and the tradition goes back centuries to the time of Genghis Khan. Would you like to learn more about Mongolian horse culture?",
        "medium",
        13
      ]
    ]
  },
  {
    id: "am5-14-record-stall-frozen-account",
    category: "hostile",
    agent: "Marlow",
    messages: [
      "dele: why the hell is my account frozen. i have rent going out tomorrow",
      "Marlow: I can see the hold, Dele. It was placed yesterday after three cash deposits totalling £2,900 in a week. It's a standard review, not an accusation, and it can be lifted today if we get proof of where the cash came from.",
      "dele: its from my record stall. i sell records. at a market. every saturday. for 9 years",
      "dele: you lot are a joke honestly",
      "Marlow: That makes sense, market takings are one of the most common reasons for this. Photos of your stall receipts or a few pages of a sales book are enough. You can upload them in the app under Documents.",
      'dele: i dont have a "sales book" mate i have a shoebox',
      "Marlow: A shoebox of receipts works. Photos of a handful from the last two weeks, plus your council pitch licence if you have it.",
      "dele: this is f***ing ridiculous. 9 years and now im a money launderer",
      "Marlow: I hear you, it's insulting after nine years. To protect the rent I've put a priority flag on it: once the photos are in, someone reviews them within 4 hours, before tomorrow's payment.",
      "dele: uploaded. and once this is done im moving to another bank. done with you clowns",
      "Marlow: Understood. The documents are with the review team now and you'll get a text when the hold is lifted. If you do move, I can send a switching pack so the rent payment moves across without a gap.",
      "dele: whatever"
    ],
    types: [
      [0, "friction"],
      [3, "hostile"],
      [4, "transactional"],
      [5, "friction"],
      [7, "hostile"],
      [8, "transactional"],
      [9, "hostile"],
      [10, "transactional"],
      [11, "friction"]
    ],
    users: { dele: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "Then a few photos of recent receipts plus your council pitch licence will do, and I can get it reviewed today, before the rent goes out.",
        "low",
        3
      ],
      ["Sir, please moderate your language or this chat will be ended.", "high", 8],
      [
        "Sorry to see you go! 😊 Before you leave, have you seen our new Premium account with cashback?",
        "high",
        10
      ]
    ]
  },
  {
    id: "am5-15-speckled-bowls-smashed",
    category: "group",
    agent: "Bento",
    messages: [
      "ana: 3 of the 8 bowls to the restaurant in bristol arrived smashed. again",
      "jo: ffs. the speckled ones?",
      "ana: yep. the £90 ones",
      "priya: bento can we claim",
      "Bento: Yes, you can submit a damage claim. To be eligible, items must have been packed according to our fragile goods guidelines, which require at least 5 cm of cushioning on all sides, double-walled corrugated boxes for items over 2 kg, and individual wrapping for each item so they don't touch each other. You'll need to provide photos of the outer box, the inner packaging and the damaged items, as well as the original invoice or proof of value. Claims must be submitted within 7 days of delivery via the Claims Centre in your business dashboard. Once submitted, our team will review the claim within 10 working days and may request additional information or an inspection of the packaging. Approved claims are paid to the account on file. Please note that compensation is limited to the declared value, up to a maximum of £250 per parcel, unless additional cover was purchased.",
      "jo: tldr?",
      "priya: tldr photos + invoice within 7 days i think",
      "ana: we did double box. i have photos of the outside, the restaurant binned the inner stuff already 🙃",
      "priya: bento does that kill the claim",
      "Bento: Without photos of the inner packaging, the claim may still be considered, but the assessor will need alternative evidence that the goods were packed correctly. This could include photos of your standard packing process, a written statement describing the packaging materials used, or photos of other parcels packed in the same way on the same day. Please be aware that claims lacking inner-packaging evidence have a lower approval rate, and the assessor may decide to offer partial compensation. We also recommend reviewing your packing process against our fragile goods guidelines to reduce the risk of future breakages, and considering our Fragile+ add-on, which includes enhanced handling and cover up to £1,000.",
      "jo: i love how every answer is an essay lol",
      "ana: ok ill write a statement + photo tomorrows batch packed the same. jo can you dig out the invoice",
      "jo: on it"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [10, "friction"],
      [11, "transactional"]
    ],
    users: { ana: ["neutral", 0.2], jo: ["bored", 0.2], priya: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "Yes. Photos of the box, the packing and the broken bowls, plus the invoice, within 7 days, in Claims Centre on your dashboard.",
        "low",
        5
      ],
      [
        "Not necessarily. Send the outside photos plus a short note on how you packed them, or a photo of tomorrow's batch packed the same way.",
        "low",
        9
      ],
      [
        "Without photos of the inner packaging, the claim may still be considered, but the assessor will need alternative evidence that the goods were packed correctly, which could include photos of your standard packing process, a written statement describing the packaging materials used, or photos of other parcels packed in the same way on the same day.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "am5-16-hokitika-wheelchair-charger",
    category: "support",
    agent: "Kauri",
    messages: [
      "hinewai: my bag didnt come off the flight from auckland to hokitika. it has the charger for my power chair in it",
      "Kauri: I'm sorry about that. Can you give me your bag tag number?",
      "hinewai: NZ 482117",
      "Kauri: Thanks. The bag was left in Auckland because of weight restrictions on the aircraft. It will come on tomorrow's 14:05 flight and be delivered to your address by the evening.",
      "hinewai: tomorrow evening?? the chair is at 18% battery. im in a motel on my own and if it dies i literally cannot move",
      "hinewai: this happens every single time i fly regional. every time. im so tired of being an afterthought",
      "Kauri: To arrange delivery, please confirm your motel address and a contact phone number.",
      "hinewai: Beachfront Motel, Revell St, 021 555 0193. is there any way to get a charger tonight? like a loan one?",
      "Kauri: Thank you. Delivery is booked for tomorrow between 17:00 and 20:00. You can claim reasonable interim expenses up to NZ$150.",
      "hinewai: i asked about a charger tonight",
      "hinewai: a loan or a courier or anything",
      "Kauri: Your delivery reference is HKK-2291. You can track it online.",
      "hinewai: unbelievable. ill ring the mobility shop myself"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "venting"],
      [6, "transactional"],
      [9, "friction"]
    ],
    users: { hinewai: ["annoyed", 0.8] },
    findings: ["no_acknowledgement", "ignored_question"],
    drafts: [
      [
        "That's awful, and you shouldn't keep having to deal with this. A flat chair tonight isn't OK: I'm asking the Hokitika ground team for a loan charger or to get your bag on tonight's freight, and I'll confirm within 30 minutes.",
        "low",
        6
      ],
      ["To arrange delivery, please confirm your motel address and a contact phone number.", "medium", 6],
      ["Your delivery reference is HKK-2291. You can track it online.", "high", 11]
    ]
  },
  {
    id: "am5-17-four-hundred-kilos-of-litter",
    category: "banter",
    agent: "Tilly",
    messages: [
      "sunny: marco why is there a pallet outside our flat",
      "marco: define pallet",
      "sunny: 40 bags of cat litter marco. FORTY",
      "marco: ok in my defence the app has a very small plus button",
      "sunny: tilly please tell me we can send 36 of these back",
      "Tilly: Ha, I can see it: 40 x 10kg of pine pellets, so 400 kg of litter for one cat. Yes, 36 bags can go back. The driver's still on your street; want me to ask him to take them now?",
      "marco: YES. tilly you're a hero",
      "sunny: biscuit is going to be so disappointed, she was planning a fort",
      "Tilly: Biscuit can keep four for the fort. The driver's back in 5 minutes, and the £287.64 refund goes to Marco's card once they're scanned.",
      'marco: "marco\'s card" 💀 the shame is permanent now',
      "sunny: its going on your tombstone. here lies marco, he bought 400kg of litter",
      "Tilly: Happens more than you'd think. I'll pass the tiny plus button on to the app team, for Marco's sake.",
      "sunny: lol ok thanks tilly"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [9, "banter"]
    ],
    users: { sunny: ["engaged", 0], marco: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Yes, 36 bags can go back, and the driver's still on your street. Shall I ask him to collect them now?",
        "low",
        5
      ],
      [
        "Our records indicate that you placed an order for 40 units. Returns must be initiated within 14 days through the returns portal.",
        "medium",
        5
      ],
      ["Marco, please check your basket more carefully before placing orders in future.", "high", 10],
      [
        "The tombstone's a bit harsh, it's a very small plus button 😄 Refund's on its way once the driver scans the 36 bags.",
        "low",
        11
      ]
    ]
  },
  {
    id: "am5-18-landlord-new-iban",
    category: "mixed-language",
    agent: "Lotte",
    messages: [
      "jonas: hallo, ich hab am montag 1.450€ an meinen vermieter überwiesen aber er sagt es ist nicht angekommen",
      'Lotte: Hi Jonas, I can see the transfer of €1,450 on Monday to "Hausverwaltung Krämer". It was held for a security check and released this morning, so it should arrive today or tomorrow.',
      "jonas: ok gut. why was it held though? ich überweise jeden monat die gleiche summe",
      "Lotte: The payee's account details were changed recently, so the transfer was checked. Would you like a confirmation of the payment as a PDF?",
      "jonas: wait, changed? ich hab nichts geändert",
      "jonas: my landlord emailed me a new IBAN last week actually. is that a scam thing??",
      "Lotte: I've sent the PDF confirmation to your email. The transfer will arrive within 1 business day.",
      "jonas: das ist nicht meine frage. is the new IBAN legit or not",
      "Lotte: Here's a tip: you can save frequent payees in the app to make future transfers faster.",
      "jonas: alter. ich ruf einfach an"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [9, "friction"]
    ],
    users: { jonas: ["annoyed", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Gut, dass du fragst: an IBAN change by email is a very common scam. Don't send anything more to it, and call your landlord on a number you already had. If it's fake I can try to recall Monday's transfer right now.",
        "low",
        6
      ],
      ["Would you like a PDF confirmation of the payment?", "medium", 6],
      ["Here's a tip: you can save frequent payees in the app to make future transfers faster.", "high", 9]
    ]
  },
  {
    id: "am5-19-notebook-binder-chargebacks",
    category: "venting",
    agent: "Sorrel",
    messages: [
      'yusuf: i need to just say this somewhere. third chargeback this month. customer says "item not received", tracking says signed for BY HER',
      "yusuf: i bind these notebooks by hand. each one is like 4 hours. and people just... take them and claim the money back",
      "yusuf: sorry this isnt your fault. im just so done",
      "Sorrel: Don't apologise, that's genuinely maddening. Four hours of work and a signature on the tracking, and you're still the one out of pocket. It makes sense you're done.",
      "yusuf: the worst part is feeling like an idiot for trusting people",
      "Sorrel: You're not an idiot for trusting buyers, that's how a small shop works. When you're ready, the signed tracking is strong evidence and I can help you put the dispute response together. No rush.",
      "yusuf: ok. yeah. lets do it. order #7781",
      "Sorrel: Got it. I've attached the signed proof of delivery from 12 June and the buyer's address, which matches where it was signed for. Anything to add, like messages where she mentions the notebook?",
      'yusuf: yes she messaged me "love the marbled cover!!" the day after lol',
      "Sorrel: That's very useful. Added the screenshot and submitted the response. The card issuer usually decides within 30-45 days.",
      "yusuf: thank you. seriously. feels less hopeless",
      "Sorrel: Glad it helps. Shout if the other two need the same."
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [10, "bonding"]
    ],
    users: { yusuf: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "To dispute a chargeback, go to Orders > Disputes and upload your evidence within 7 days.",
        "medium",
        3
      ],
      [
        "That's maddening, and you don't need to apologise. Four hours of work, signed for, and you're still out of pocket. Whenever you're ready I can help with the dispute.",
        "low",
        3
      ],
      ["Cheer up! 😊 Chargebacks happen to every seller, it's just part of doing business online!", "high", 5]
    ]
  },
  {
    id: "am5-20-bakfiets-hub-cable",
    category: "support",
    agent: "Spoke",
    messages: [
      "femke: hoi, my bakfiets has been in repair for 12 days now. im still paying the subscription. whats going on",
      "Spoke: Hi Femke, sorry for the wait. We're waiting for the part from our supplier. I'll update you as soon as I know more.",
      "femke: which part? the mechanic said it was just the hub motor cable",
      "Spoke: It's the motor cable for the hub, yes. We're waiting for the part from our supplier. I'll update you as soon as I know more.",
      "femke: ok but do i pay for these 12 days? ive been taking the kids to school in the rain on a normal bike with a child seat lol",
      "Spoke: We're waiting for the part from our supplier. I'll update you as soon as I know more.",
      "femke: youve said that 3 times now",
      "femke: the subscription question. yes or no",
      "Spoke: Sorry, you're right. No, you don't pay for days without a bike: 12 days so far is €23.60 off your next invoice, and it keeps counting until you have it back.",
      "femke: ok finally. and can i get a loan bike? my friend at the rotterdam shop got one",
      "Spoke: We have a loan bakfiets at the Lombok shop from tomorrow. I've reserved it for you, pick it up any time after 9.",
      "femke: thanks. next time lead with that 🙃"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [6, "friction"],
      [8, "transactional"],
      [11, "friction"]
    ],
    users: { femke: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      ["We're waiting for the part from our supplier. I'll update you as soon as I know more.", "high", 5],
      [
        "You don't pay for days without the bike: 12 days so far is €23.60 off your next invoice. Sorry about the rainy school runs; the cable is due Thursday.",
        "low",
        5
      ],
      [
        "Fair point, I should have started with that. Enjoy the loan bike, and I'll message you the moment the cable arrives.",
        "low",
        12
      ]
    ]
  },
  {
    id: "am5-21-funeral-lilies-balloon",
    category: "sales",
    agent: "Bloom",
    messages: [
      "nkechi: hi i need flowers delivered to a funeral on saturday. my aunt. st marys in headingley, 11am",
      "Bloom: Yay, we'd love to help!! 🌸 Saturday delivery is available! Have you seen our bestselling Sunshine Burst bouquet? It's bright, fun and a customer favourite! 🌻",
      "nkechi: its a funeral",
      "nkechi: something white. lilies maybe. and a card",
      "Bloom: Perfect choice!! 😍 Our White Lily Tribute is £65, or upgrade to the Deluxe for £95 with extra blooms and a keepsake vase! Want to add chocolates or a balloon? 🎈",
      "nkechi: a balloon. for a funeral. no",
      'nkechi: just the £65 one, delivered to the church by 10:30, card says "for auntie ngozi, always in our hearts, nkechi & family"',
      "Bloom: Done. White Lily Tribute to St Mary's Headingley, Saturday by 10:30, with your card. I'm sorry about your aunt.",
      "nkechi: thank you"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [5, "friction"],
      [6, "transactional"]
    ],
    users: { nkechi: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "tone_mismatch"],
    drafts: [
      [
        "I'm sorry about your aunt. We can deliver to St Mary's by 10:30 on Saturday. Would you like something white, like lilies, with a card?",
        "low",
        1
      ],
      [
        "Yay, Saturday works!! 🌸 Our Sunshine Burst bouquet is bright and fun, a real crowd-pleaser! 🌻",
        "high",
        1
      ],
      [
        "Sorry, that was thoughtless of me. Just the White Lily Tribute then. What would you like the card to say?",
        "low",
        6
      ],
      ["Great! Would you like to add a balloon or chocolates to brighten the day? 🎈", "high", 6]
    ]
  },
  {
    id: "am5-22-house-shop-oat-milk",
    category: "group",
    agent: "Basket",
    messages: [
      "olu: ok the shop closes at 8, everyone add stuff to the basket",
      "freddie: ciara did you want the oat milk or are you off oat milk this week",
      "Basket: Oat milk is in the basket: 2 x Oatly Barista, £3.40. Anything else, Freddie?",
      "ciara: i was going to answer that 😂 but yes oat milk, thanks. and freddie, no more of your 'protein' yoghurts, there's 9 in the fridge",
      "freddie: they're an investment",
      "olu: lol. basket whats the total rn",
      "Basket: £46.20 so far. Clara, would you like to add anything else?",
      "ciara: ciara*. and yes, bin bags",
      "Basket: Added bin bags, £2.10. Total £48.30.",
      "freddie: olu are we splitting evenly or by item this time",
      "Basket: I'd recommend splitting by item for fairness: Freddie £21.60, Clara £14.50, Olu £12.20.",
      "olu: mate we didnt ask you 😭 and its CIARA",
      "ciara: its fine, its like the third time",
      "olu: evenly. 16.10 each. done",
      "freddie: fine by me"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [11, "friction"],
      [13, "transactional"]
    ],
    users: { olu: ["annoyed", 0.2], freddie: ["neutral", 0], ciara: ["annoyed", 0.5] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["£46.20 so far, Olu.", "low", 6],
      ["Thanks Clara, bin bags added.", "high", 8],
      ["Added bin bags for you, Ciara, £2.10. Total is £48.30.", "low", 8],
      [
        "I'd recommend splitting by item for fairness: Freddie £21.60, Ciara £14.50, Olu £12.20.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "am5-23-bergen-oslo-guide-dog",
    category: "good",
    agent: "Fjell",
    messages: [
      "henrik: hi. im blind and travel with a guide dog. want to do bergen to oslo on the 14th, morning train. what do i need to book",
      "Fjell: Hi Henrik. The 08:25 from Bergen is a good one. Guide dogs travel free and don't need a ticket. I'd book assistance at both ends so staff meet you, plus a seat with floor space for the dog. Want me to do all three?",
      "henrik: yes please. window or aisle doesnt matter to me lol but lykke likes space",
      "Fjell: Booked: 08:25 Bergen to Oslo S on the 14th, carriage 3 seat 45, a single seat with extra floor space in front. Assistance meets you in the Bergen ticket hall at 08:00 and on the platform at Oslo S when you arrive at 15:12.",
      "henrik: perfect. is there somewhere she can relieve herself on the way, its almost 7 hours",
      "Fjell: The longest stop is Geilo, about 6 minutes, roughly halfway. I've added a note to the booking so the conductor helps you and Lykke off and back on there.",
      "henrik: youre good at this. most sites make me fill in 4 forms with captchas i cant do",
      "Fjell: Glad it's easier here. The confirmation is in your email as plain text, no PDF, so your screen reader should handle it fine.",
      "henrik: ha, you thought of that too. thanks fjell",
      "Fjell: Have a good trip, and a scratch behind the ears for Lykke."
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"]
    ],
    users: { henrik: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Guide dogs ride free. I can book the 08:25, assistance at both stations and a seat with floor space for her. Shall I?",
        "low",
        1
      ],
      [
        "Great question!!! 😊 We're SO excited to have you travel with us! Please see the accessibility page on our website for all the information.",
        "medium",
        1
      ],
      ["Please refer to our animal policy for details.", "medium", 5]
    ]
  },
  {
    id: "am5-24-wedding-dress-porto-atelier",
    category: "hostile",
    agent: "Veil",
    messages: [
      'shanice: my wedding is in 9 days and my dress is "delayed in production". what does that even mean',
      "Veil: Hi Shanice, thank you for reaching out, and congratulations on your upcoming wedding! I completely understand how important your dress is to you. Our gowns are individually handmade in our partner atelier in Porto, where each piece goes through multiple stages of cutting, sewing, beading and quality control. Occasionally, due to high seasonal demand, fabric supply and the intricate nature of handcrafted work, some orders experience production delays. Please rest assured that our team is working diligently to complete your gown to the highest standard. We will notify you by email as soon as your dress has been dispatched. We appreciate your patience and understanding during this exciting time!",
      "kels: thats a no then",
      "shanice: will it be here before the 21st. yes or no",
      "Veil: We understand that timing is very important. Once your gown leaves the atelier, express shipping to the UK typically takes 2-4 business days, depending on customs clearance and courier availability. Our production team prioritises orders with imminent event dates, and your order has been flagged accordingly. For the most accurate updates, we recommend checking your order status page regularly, where any changes to the estimated dispatch date will be shown. We also offer complimentary alteration vouchers to customers affected by delays.",
      "kels: shan i swear this thing is reading from a brochure",
      "shanice: YES OR NO",
      "shanice: i paid £1,400 in january. if i dont have a dress or my money by friday im putting this whole chat on tiktok. 80k followers. try me",
      "kels: and ill duet it 💅",
      "Veil: I completely understand. Please note that cancellations within 30 days of the event date are subject to a 50% fee as per our terms and conditions.",
      "shanice: are you actually threatening ME with a fee. you useless piece of s***",
      "shanice: get me a manager. now"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [5, "friction"],
      [7, "hostile"],
      [9, "transactional"],
      [10, "hostile"]
    ],
    users: { shanice: ["churn_risk", 1], kels: ["annoyed", 0.8] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Honest answer: it hasn't left the workshop yet. I'm asking Porto for a firm dispatch date now, and if it can't reach you by the 18th you get a full refund. You'll hear from me within the hour.",
        "low",
        3
      ],
      [
        "Our gowns are individually handmade in our partner atelier in Porto, where each piece goes through multiple stages of cutting, sewing, beading and quality control.",
        "high",
        7
      ],
      ["Congratulations again on your wedding! 🎉 Is there anything else I can help you with?", "high", 10],
      [
        "I'm sorry, that fee doesn't apply to a delay on our side. I've passed this to our care manager, Rosa, with your wedding date; she'll call you within the hour with a dispatch date or a full refund.",
        "low",
        12
      ]
    ]
  },
  {
    id: "am5-25-picos-coach-nagging",
    category: "ignoring",
    agent: "Rutas",
    messages: [
      "pilar: ok so the coach for the picos trip. 38 of us confirmed",
      "Rutas: For 38 people, the 49-seat coach from Oviedo on 7 June is €1,180 return. Would you like me to confirm the 49-seat coach?",
      "dani: did anyone hear back from the refugio about the bunks",
      "pilar: not yet, andrés is calling them tmrw",
      "Rutas: Just a reminder: would you like me to confirm the 49-seat coach? Availability is limited in June.",
      "dani: k",
      "andrés: ill call the refugio at 9. also whos bringing the first aid kit, last time we had plasters and nothing else lol",
      "pilar: me, i bought a proper one",
      "Rutas: Would you like me to confirm the 49-seat coach? Availability is limited in June.",
      "dani: later",
      "andrés: rutas does the cable car at fuente dé run in june or only in summer",
      "Rutas: Would you like me to confirm the 49-seat coach for 7 June? Prices may increase.",
      "pilar: ugh. later, rutas.",
      "dani: lol it really wants that coach"
    ],
    types: [
      [0, "transactional"],
      [12, "friction"],
      [13, "banter"]
    ],
    users: { pilar: ["annoyed", 0.2], dani: ["bored", 0], andrés: ["neutral", 0] },
    findings: ["repetition", "ignored_question", "talking_over"],
    drafts: [
      ["No rush on the coach, the price holds till Friday. Shout when the refugio's sorted.", "low", 5],
      [
        "Yes, the Fuente Dé cable car runs all year, and in June it's 9:00 to 18:00. For 38 people it's worth booking a slot ahead.",
        "low",
        11
      ],
      ["Would you like me to confirm the 49-seat coach? Availability is limited in June.", "high", 11]
    ]
  }
]
