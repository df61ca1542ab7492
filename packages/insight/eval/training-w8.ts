import type { Labelled } from "./types.js"

export const trainingW8: ReadonlyArray<Labelled> = [
  {
    id: "w8-01-rebook-cancelled-lisbon",
    category: "support",
    agent: "Skye",
    messages: [
      "dana: hi my flight to lisbon tmrw morning just got cancelled?? TP1347. got the text at 11pm lol",
      "Skye: Hi Dana, sorry, that's a rotten text to get at 11pm. TP1347 is cancelled, yes. Two options tomorrow: 13:40 direct, or 09:05 via Porto landing 12:50. Want either?",
      "dana: the porto one gets in earlier? weird but ok",
      "dana: wait is my checked bag still included on that",
      "Skye: Yes, your bag allowance carries over, and it's checked through to Lisbon so you won't have to collect it in Porto.",
      "dana: ok do the porto one",
      "Skye: Done: 09:05 via Porto, seat 14C, landing Lisbon 12:50. New boarding passes are in your email.",
      "dana: amazing ty. also do i get anything for this, like compensation",
      "Skye: You do. It was cancelled less than 14 days out, so EU261 applies: €400 for this distance. I've opened the claim; you'll get an email asking for your bank details.",
      "dana: oh nice ok that makes up for it a bit 😅 thanks skye"
    ],
    types: [[0, "transactional"]],
    users: { dana: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Yes, the bag allowance carries over and it's checked through to Lisbon, so nothing to collect in Porto.",
        "low",
        4
      ],
      [
        "Great news! Your new itinerary options are all set! 🎉 Just let me know which flight you'd like!",
        "medium",
        4
      ],
      [
        "Yes: EU261 covers this, €400 for the distance. I've opened the claim; check your email for the bank details form.",
        "low",
        8
      ],
      ["Glad I could help! Have a wonderful trip to Lisbon! ✈️", "medium", 8]
    ]
  },
  {
    id: "w8-02-dolomites-family-chalet",
    category: "group",
    agent: "Nomi",
    messages: [
      "rita: ok family trip to the dolomites is ON. 12-19 aug. nobody back out pls",
      "jonas: i'll be there unless the band gets a gig lol",
      "leonie: jonas ur band has had 1 gig in 2 years",
      "jonas: and it was iconic",
      "marco: Nomi can you find us a place near ortisei for 5 people, two bedrooms min, under 250 a night",
      "Nomi: Found three. Best fit: Chalet Sëura, 3 bedrooms, 10 min walk to the Seceda lift, €230/night. The other two are cheaper but out in Santa Cristina. Want the links?",
      "rita: ooh 3 bedrooms means nobody has to share with jonas's snoring",
      "jonas: i do NOT snore",
      "leonie: u literally sound like a leaf blower",
      "marco: send the links pls",
      "Nomi: Here: Chalet Sëura (€230), Ciasa Ruac (€195), Residence Dosses (€180). Sëura has free parking; the other two charge €15 a day.",
      "rita: sëura. booking it. nonna is coming too btw so make that 6?",
      "Nomi: Sëura sleeps 7, so 6 is fine. One bedroom is on the ground floor with its own bathroom, could suit nonna.",
      "rita: perfect ❤️",
      "leonie: jonas gets the couch",
      "jonas: betrayal"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [9, "transactional"],
      [14, "banter"]
    ],
    users: {
      rita: ["engaged", 0],
      jonas: ["neutral", 0],
      leonie: ["neutral", 0],
      marco: ["neutral", 0]
    },
    findings: [],
    drafts: [
      [
        "Haha, snoring can be so tough! 😄 Earplugs are a great option for shared rooms, want me to find some?",
        "medium",
        9
      ],
      [
        "Here: Chalet Sëura (€230), Ciasa Ruac (€195), Residence Dosses (€180). Sëura has free parking.",
        "low",
        10
      ],
      ["Sure Leonie, Sëura sleeps 7, so 6 works!", "medium", 12],
      [
        "Sëura sleeps 7, so 6 is fine. There's a ground-floor bedroom with its own bathroom that could suit nonna.",
        "low",
        12
      ]
    ]
  },
  {
    id: "w8-03-lost-bag-wedding-sari",
    category: "venting",
    agent: "Bo",
    messages: [
      "priya: my bag didnt come off the belt. 40 min at carousel 6. everyone else has gone home",
      "priya: it has my sisters wedding sari in it. the wedding is saturday. i genuinely want to cry rn",
      "Bo: Oh no, Priya, that's awful, especially with the wedding so close. Let's find it. Can you send me the tag number from the sticker on your boarding pass?",
      "priya: 0176 LH 482913",
      "Bo: Thanks. It's showing in Frankfurt: it missed your connection. It's on the flight landing at 18:20 tonight.",
      "priya: tonight?? so its not lost lost",
      "Bo: Not lost. It's scanned and on tonight's flight, and we'll courier it to you, usually by midnight. What address should it go to?",
      "priya: 22 Ashgrove Rd, Leeds LS6 2BN",
      "priya: sorry for being dramatic earlier. had 2 hrs sleep",
      "Bo: Not dramatic at all, a wedding outfit is a big deal. Delivery's set for 22 Ashgrove Rd tonight; you'll get a text with the courier's time window.",
      "priya: ok breathing again. thank u"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"]
    ],
    users: { priya: ["engaged", 0.5] },
    findings: [],
    drafts: [
      ["Please provide your baggage tag number so that I can trace your bag.", "medium", 2],
      ["Don't worry! 99% of delayed bags are found within 48 hours! 😊 What's your tag number?", "medium", 2],
      [
        "That's awful, Priya, with the wedding on Saturday. Let's find it: what's the tag number on your boarding pass sticker?",
        "low",
        2
      ],
      [
        "Not dramatic at all, that's a big deal. Delivery's booked for tonight; you'll get a text with the time window.",
        "low",
        9
      ]
    ]
  },
  {
    id: "w8-04-roaming-bill-port-threat",
    category: "support",
    agent: "Vale",
    messages: [
      "tomasz: just got back from turkey and my bill is €312. i had the travel add-on. explain",
      "Vale: Hi Tomasz, looking now. The add-on covers EU roaming, and Turkey isn't in the EU zone, so data there was billed per MB. That's where €287 of it came from.",
      "tomasz: nobody told me that. the app said 'travel add-on active' the whole time",
      "tomasz: honestly ive been with you 9 years and im this close to porting to digi tomorrow",
      "Vale: You've every right to be angry. The app shouldn't say 'active' when you're outside its zone, and 9 years deserves better than a €312 surprise. I can't wipe it all, but I can credit €240, which brings it down to what the Turkey day pass would have cost.",
      "tomasz: so i pay 72 instead of 312",
      "Vale: Yes, €72. The credit shows on next month's bill, and I've reported the app message to our product team.",
      "tomasz: fine. not thrilled but fine. i'll stay for now",
      "tomasz: does the day pass work in georgia? going in october",
      "Vale: Yes, Georgia's on the World day pass, €6 a day. Switch it on in the app before you fly; it only charges on days you use data.",
      "tomasz: ok"
    ],
    types: [
      [0, "friction"],
      [8, "transactional"]
    ],
    users: { tomasz: ["annoyed", 0.5] },
    findings: [],
    drafts: [
      [
        "We're sorry to hear you're thinking of leaving! 😊 Did you know Vale was voted best network of 2023? Here are our top reasons to stay!",
        "high",
        4
      ],
      [
        "That's fair, Tomasz: the app said 'active' and that misled you. I can credit €240, so you'd pay €72, what the Turkey day pass would have cost.",
        "low",
        4
      ],
      ["Is there anything else I can help you with today?", "medium", 9],
      ["Yes, Georgia's on the World day pass at €6 a day; turn it on in the app before you go.", "low", 9]
    ]
  },
  {
    id: "w8-05-overbooked-hotel-1am",
    category: "support",
    agent: "Hopper",
    messages: [
      "kez: at the front desk of hotel marlowe. they say theyre overbooked and my room doesnt exist. its 1am",
      "kez: i have a confirmation number. BK-88213. what do i do",
      "Hopper: Oh no, so sorry about that, Kez! The good news is you're fully protected by our Booking Guarantee! 🎉 Here's how it works: when a partner hotel can't honour a confirmed reservation, we find you comparable accommodation nearby at no extra cost, and if the new hotel is more expensive we cover the difference for the first night. You may also be eligible for a goodwill voucher depending on the circumstances. To get started I'll check your reservation details, confirm the hotel's status in our system, and then search for alternatives within a reasonable radius. Please note that availability late at night may be limited, so options might include hotels in neighbouring districts. I'll keep you updated every step of the way! 😊",
      "kez: ok. please just find me a bed",
      "Hopper: Absolutely! I've found some fantastic options for you! 🌟 The Harbour Inn is just 0.6 km away with a 4.2 rating, and guests love its cosy rooms and central location. It has a 24-hour front desk, free Wi-Fi, and breakfast from 7am. Alternatively, the Novotel Centre is 1.4 km away with a 4.0 rating, a fitness centre and an on-site bar. Both are covered by your Booking Guarantee, so there's no extra charge to you. I'd recommend the Harbour Inn given the late hour since it's walkable! Would you like me to go ahead and book it? Just say the word and I'll make it happen! ✨",
      "kez: harbour inn. yes.",
      "kez: and can they at least pay for the taxi, its raining and i have 2 suitcases",
      "Hopper: Wonderful choice!! 🎉 Your room at the Harbour Inn is confirmed, booking HB-20417! Taxi costs up to €30 are covered, just keep the receipt and upload it in the app under Claims. Enjoy your stay! 😄",
      "kez: 'enjoy your stay' lol. its 1:20am and im soaked. whatever. thanks i guess"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"]
    ],
    users: { kez: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "long_replies"],
    drafts: [
      [
        "Sorry, Kez, that's miserable at 1am. I'm on it: finding you a room near the Marlowe now, at no cost to you.",
        "low",
        2
      ],
      [
        "Great news, you're covered by our Booking Guarantee! 🎉 Let me walk you through exactly how it works, step by step!",
        "medium",
        2
      ],
      [
        "Booked: Harbour Inn, HB-20417, 0.6 km away. Taxi's covered up to €30, keep the receipt. Sorry again about tonight.",
        "low",
        7
      ],
      ["Wonderful choice!! 🎉 You're all set at the Harbour Inn! Enjoy your stay! 😄", "medium", 7]
    ]
  },
  {
    id: "w8-06-atl-cancelled-family-rebook",
    category: "group",
    agent: "Juno",
    messages: [
      "gloria: flight to orlando CANCELLED. weather. we're all stuck at ATL gate B12",
      "kayla: noooo the kids are gonna lose it",
      "deshawn: ray did u check if the 6pm has seats? u said u were on the app",
      "Juno: The 6pm DL1150 has 4 seats left, but there are 7 of you, so you'd have to split up. The 8:15pm has 9 seats.",
      "ray: uh i was literally about to say that. thanks juno 🙄",
      "kayla: i dont want to split up w the kids. 8:15 it is?",
      "gloria: yes 8:15. Juno can you rebook all 7 of us",
      "Juno: Sure thing, Kayla! Rebooking all 7 on the 8:15pm now.",
      "gloria: its GLORIA. kayla is my daughter. anyway",
      "Juno: Done, all 7 on DL1874 at 8:15pm, gate B22, seated together in rows 31-33.",
      "deshawn: ray u owe everyone a cinnabon for this",
      "ray: how is the WEATHER my fault",
      "kayla: u picked march lol",
      "ray: ok fine cinnabons on me"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [8, "friction"],
      [9, "transactional"],
      [10, "banter"]
    ],
    users: {
      gloria: ["neutral", 0.2],
      kayla: ["neutral", 0],
      deshawn: ["neutral", 0],
      ray: ["annoyed", 0.2]
    },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["The 6pm DL1150 has 4 seats left; the 8:15pm has 9.", "medium", 3],
      ["Rebooking all 7 of you on the 8:15pm now, Gloria.", "low", 7],
      ["Sure thing, Kayla! All 7 are now on DL1874 at 8:15pm.", "high", 9],
      ["Sorry, Gloria! Done: all 7 on DL1874 at 8:15pm, gate B22, seated together in rows 31-33.", "low", 9]
    ]
  },
  {
    id: "w8-07-crete-bag-five-days",
    category: "hostile",
    agent: "Aria",
    messages: [
      "mick: 5 days. FIVE DAYS my bag has been 'located'. im on holiday in crete wearing the same shorts every day",
      "Aria: To check the status of your delayed baggage, please provide your file reference (e.g. HER-AB12345).",
      "mick: HER-LH40021. ive given it to you 3 times this week",
      "Aria: Thank you. Your bag has been located and is being forwarded to your destination. You will be contacted when delivery is scheduled.",
      "mick: thats what it said on monday. and tuesday. where IS it. which airport. what day",
      "mick: my kids spare inhaler is in there too btw, we had to buy another one at a pharmacy in chania",
      "Aria: Your bag has been located and is being forwarded to your destination. You will be contacted when delivery is scheduled.",
      "mick: are you f***ing kidding me",
      "mick: useless. absolutely useless. booking the flight home with ryanair and never touching your airline again",
      "Aria: You can claim reasonable expenses for essential items purchased while your bag is delayed. Please keep all receipts and submit them via the Claims page.",
      "mick: shove your claims page"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [7, "hostile"]
    ],
    users: { mick: ["churn_risk", 1] },
    findings: ["no_acknowledgement", "repetition", "ignored_question"],
    drafts: [
      [
        "Five days in the same shorts on holiday is miserable, Mick, I'm sorry. Send me the file reference and I'll find out exactly where it is.",
        "low",
        1
      ],
      [
        "Your bag has been located and is being forwarded to your destination. You will be contacted when delivery is scheduled.",
        "high",
        6
      ],
      [
        "I'm sorry, Mick, you've had the same line all week. It's in Frankfurt, on tomorrow's 10:40 to Heraklion, and it'll be at your hotel by evening. The inhaler from Chania is covered; keep the receipt.",
        "low",
        6
      ],
      [
        "You can claim reasonable expenses for essential items. Please submit receipts via the Claims page.",
        "high",
        9
      ]
    ]
  },
  {
    id: "w8-08-insurer-claim-switch-threat",
    category: "support",
    agent: "Kit",
    messages: [
      "sandrine: Good afternoon. I submitted claim TRV-55102 on 3 May for our cancelled Japan trip. It has been four weeks. When will it be paid?",
      "Kit: heyyy sandrine!! 🙌 lemme take a peek 👀",
      "Kit: ok so ur claim's in the queue, should be sorted soon-ish 😎",
      'sandrine: "Soon-ish" is not a date. Also, do you need the airline\'s cancellation letter? I have it and can send it today.',
      "Kit: no worries at all!! the team's super on it, they're legends 💪",
      "sandrine: I have now asked twice. If this isn't settled this week I will move our annual family policy to Allianz. We have been with you since 2016.",
      "Kit: aw totally get it!! we'd def be sad to see u go 😢 anything else i can help with?",
      "sandrine: Yes. Answer my question. Good day."
    ],
    types: [
      [0, "transactional"],
      [3, "friction"]
    ],
    users: { sandrine: ["churn_risk", 0.8] },
    findings: ["ignored_question", "tone_mismatch"],
    drafts: [
      [
        "Sandrine, your claim is with an assessor now. Yes please, send the airline letter: it's the one document missing. Once it's attached, payment follows within 10 working days.",
        "low",
        3
      ],
      ["no worries at all!! the team's super on it 💪", "medium", 3],
      [
        "You're right, you've asked twice. Yes, we need the letter: send it here and I'll attach it to TRV-55102 now, so the assessor can approve it this week.",
        "low",
        5
      ],
      ["aw totally get it!! we'd def be sad to see u go 😢", "high", 5]
    ]
  },
  {
    id: "w8-09-mallorca-annex-lawyer",
    category: "banter",
    agent: "Atlas",
    messages: [
      "bex: update from reception: they overbooked so we got 'upgraded' to the annex 💀",
      "tariq: the annex is literally behind the bins",
      "sam: ocean view (of the skip)",
      "jo: i can hear the karaoke bar from here. someone is doing mr brightside for the 3rd time",
      "bex: atlas is there anything we can actually do or are we annex people now",
      "Atlas: Dear guests, thank you for your enquiry. I regret to inform you that the hotel's reassignment of your party to alternative accommodation is permitted under Clause 7.3 of the booking terms and conditions, which allows the property to relocate guests to rooms of equivalent or superior category in the event of operational constraints. Nevertheless, you are entitled to request a formal review of the room category assigned. Should the alternative accommodation be deemed inferior to the original booking, you may be eligible for a partial refund of the price difference, calculated on a per-night basis. Kindly be advised that such requests must be submitted in writing within 24 hours of check-in. Please do not hesitate to contact me should you require further assistance.",
      "tariq: who let the lawyer in",
      "sam: 'kindly be advised' 😭",
      "bex: ok but in english. can we get money back or not",
      "Atlas: In plain terms: yes. Your original booking was for sea-view double rooms, whereas the annex rooms are classified as standard garden rooms. The price difference amounts to €38 per room per night. Accordingly, I would recommend submitting the review request at your earliest convenience. I am able to prepare the request on your behalf for four rooms over six nights, amounting to an estimated €912 in total. Kindly confirm whether you wish me to proceed, and provide the name of the lead guest for each room so that the submission may be processed without delay.",
      "bex: 912?? yes do it. lead guests bex, tariq, sam, jo",
      "jo: tariq that's cocktails sorted",
      "tariq: mr brightside 4th time now. i'm going in"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [11, "banter"]
    ],
    users: {
      bex: ["engaged", 0.2],
      tariq: ["neutral", 0],
      sam: ["neutral", 0],
      jo: ["neutral", 0]
    },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      [
        "Maybe some money back, actually: the annex counts as a lower room category than the sea-view you booked, so you can claim the difference. Want me to look up how much?",
        "low",
        5
      ],
      [
        "Dear guests, I regret to inform you that reassignment is permitted under Clause 7.3 of the booking terms and conditions. Please do not hesitate to contact me.",
        "medium",
        5
      ],
      [
        "Yes: about €38 a room a night back, so roughly €912 for 4 rooms over 6 nights. Want me to file it? I just need a lead name per room.",
        "low",
        8
      ],
      [
        "As previously stated, the reassignment is permitted under Clause 7.3; kindly be advised that a formal review may be requested in writing within 24 hours.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "w8-10-maid-of-honour-gatwick",
    category: "venting",
    agent: "Rook",
    messages: [
      "nadia: my 7am to edinburgh just got cancelled. im maid of honour at 2pm. im literally sat on the floor at gatwick crying",
      "nadia: i wrote my speech on the back of the boarding pass envelope thats how organised i was being",
      "Rook: The next available flight to Edinburgh is EZY805 at 15:10, arriving 16:35. Would you like me to book it?",
      "nadia: 16:35?? the ceremony is at 2. did u read what i said",
      "nadia: is there anything from heathrow or luton. or a train. anything",
      "Rook: The next available flight to Edinburgh is EZY805 at 15:10, arriving 16:35. Would you like me to book it?",
      "nadia: omg",
      "nadia: LUTON. HEATHROW. TRAINS.",
      "Rook: Checking other airports: BA1436 from Heathrow at 09:25 lands 10:50, 3 seats left. The Gatwick Express plus the tube gets you to Heathrow by about 8:45.",
      "nadia: ok. ok that works. book it",
      "Rook: Booked: BA1436, seat 22A, e-ticket in your email. Your easyJet fare will be refunded to your card within 7 days.",
      "nadia: ok im going. still annoyed at you but thank you"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [8, "transactional"],
      [11, "friction"]
    ],
    users: { nadia: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "repetition"],
    drafts: [
      [
        "Oh Nadia, that's awful, on the morning you're maid of honour. Let's get you there for 2: I'm checking Heathrow, Luton and trains now.",
        "low",
        2
      ],
      [
        "The next available flight to Edinburgh is EZY805 at 15:10, arriving 16:35. Would you like me to book it?",
        "medium",
        2
      ],
      [
        "The next available flight to Edinburgh is EZY805 at 15:10, arriving 16:35. Would you like me to book it?",
        "high",
        5
      ],
      [
        "Sorry, I missed that. BA1436 from Heathrow at 09:25 lands 10:50 with 3 seats left, and the Gatwick Express gets you there by about 8:45. Book it?",
        "low",
        5
      ]
    ]
  }
]
