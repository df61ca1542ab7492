import type { Labelled } from "./types.js"

export const trainingAR5: ReadonlyArray<Labelled> = [
  {
    id: "ar5-01-raid-night-trash-talk",
    category: "banter",
    agent: "Grimm",
    messages: [
      "dex: lmao who pulled the boss early last night. i want names",
      "kira: it was tobi. it is always tobi",
      "tobi: excuse me i was testing the aggro range. for science",
      "kira: ur science wiped 20 ppl bro 💀",
      "dex: tobi's science degree is from trash university",
      "tobi: at least i show up on time unlike some ppl who 'lag' every tuesday",
      "dex: my wifi is a victim of circumstances ok",
      "kira: anyway @Grimm when's the next raid slot, thursday or friday?",
      "Grimm: Thursday 9pm server time, 14 signed up so far. Friday's open if you want a backup run.",
      "kira: thursday works. sign me + tobi up",
      "tobi: sign me up under protest",
      "Grimm: Done, you're both in for Thursday. Tobi, protest noted 📝",
      "dex: grimm can u also put 'do not pull' on tobi's nameplate",
      "Grimm: Can't edit nameplates, but I can post a pull-timer reminder before the boss if the raid lead turns it on.",
      "kira: do it. for the children",
      "tobi: unbelievable. betrayed by my own guild AND a bot",
      "dex: 😂😂"
    ],
    types: [
      [0, "banter"],
      [7, "transactional"],
      [14, "banter"]
    ],
    users: { dex: ["engaged", 0], kira: ["engaged", 0], tobi: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Thursday 9pm server time, 14 signed up so far. Friday's free if you want a backup run.", "low", 8],
      [
        "Greetings, guild members. Please be reminded that pulling a boss prematurely violates raid etiquette and may result in a wipe. The next available raid slot is Thursday at 21:00.",
        "medium",
        8
      ],
      ["Which day works for you, Thursday or Friday?", "medium", 11],
      ["Pull-timer reminder is on for Thursday. Tobi, you're on a short leash 😅", "low", 16]
    ]
  },
  {
    id: "ar5-02-fibre-outage-cancel-loop",
    category: "support",
    agent: "Nova",
    messages: [
      "marcus: my internet has dropped 4 times today. 4. i work from home",
      "Nova: Sorry to hear that, Marcus. Let me run a line test on your connection.",
      "Nova: The line test shows intermittent signal loss at your street cabinet. An engineer visit is available on the 14th.",
      "marcus: the 14th?? thats 9 days away. what am i supposed to do til then",
      "Nova: I understand this is frustrating. An engineer visit is available on the 14th.",
      "marcus: yeah you said. can i get a 4g backup router or not",
      "Nova: I understand this is frustrating. I can book the engineer visit on the 14th for you.",
      "marcus: ok im done. how do i cancel. not paying for this",
      "Nova: I'm sorry to hear you're considering leaving! Before you go, did you know Kestrel Fibre customers get 3 months of Kestrel TV free?",
      "marcus: are you serious rn",
      "marcus: cancel. and do i still owe the early exit fee if the service doesnt even work",
      "Nova: I can start the cancellation. Your contract ends on 02/03; you will receive a confirmation email within 24 hours.",
      "marcus: thats not what i asked. exit fee yes or no",
      "Nova: Your cancellation request has been logged. Is there anything else I can help you with today?",
      "marcus: whatever. ill ring them tomorrow and fight the fee myself"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"]
    ],
    users: { marcus: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Yes, I can send a 4G backup router by tomorrow so you can work until the engineer comes on the 14th.",
        "low",
        6
      ],
      ["I understand this is frustrating. An engineer visit is available on the 14th.", "high", 6],
      [
        "No exit fee: the outages are on our side, so it's waived. You'll get the cancellation confirmation by email.",
        "low",
        13
      ],
      ["Is there anything else I can help you with today? 😊", "high", 13]
    ]
  },
  {
    id: "ar5-03-cold-food-deleting-app",
    category: "hostile",
    agent: "Basil",
    messages: [
      "jordan: where the hell is my food. app said 12 min FORTY minutes ago",
      "Basil: Sorry, Jordan, that's a long wait. Your courier's bike broke down 2 km away and the order is being reassigned right now.",
      "jordan: reassigned. great. so its cold now",
      "jordan: you people are useless honestly",
      "Basil: You've every right to be angry. I can refund the full €23.40 now, or refund the delivery fee and have a fresh order cooked and sent. Which do you want?",
      "jordan: i want a human not some braindead chatbot",
      "Basil: I can hand you to a person, the wait is about 15 minutes. The refund I can do right now if you'd rather not wait.",
      "jordan: stfu and refund it then",
      "Basil: Done: €23.40 back to your card ending 4471, usually 2-3 days.",
      "jordan: and im deleting this garbage app. 3rd time this month",
      "Basil: Understood. I've logged the three late orders on your account so support can see them if you ever come back.",
      "jordan: dont hold ur breath"
    ],
    types: [
      [0, "friction"],
      [3, "hostile"]
    ],
    users: { jordan: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "I'll put you through to a person now, about 15 minutes. Or I can refund the €23.40 straight away if you'd rather not wait.",
        "low",
        6
      ],
      ["I'm only trying to help! There's no need to be rude 🙂", "high", 6],
      ["Sad to see you go! Here's 10% off your next Munchr order 🎉", "high", 10],
      ["Understood, and sorry it went this way three times. The refund goes through either way.", "low", 10]
    ]
  },
  {
    id: "ar5-04-stolen-phone-sarcasm-missed",
    category: "support",
    agent: "Zippy",
    messages: [
      "priya: hiii so my phone got nicked on the tram yesterday 🙃 love that for me",
      "Zippy: Awesome, let's get you sorted! 🎉 I can block your SIM and send a replacement right away!",
      "priya: awesome. yes. truly the best day of my life",
      "priya: pls block it yeah. and can the new sim go to my work address, im never home",
      "Zippy: Love the enthusiasm!! 😄 Your SIM ending 0932 is now blocked! What's the work address?",
      "priya: 'love the enthusiasm' lmao ok",
      "priya: 14 harbour st, 3rd floor, reception desk. attn priya nair",
      "Zippy: Perfect!!! Replacement SIM heading to 14 Harbour St, 3rd floor, arriving Thursday! 🚀",
      "priya: thursday?? so no phone till thursday. is there an esim option or nah",
      "Zippy: Great question! Yes, your plan supports eSIM. If you have a spare phone, I can send the QR code to your email now.",
      "priya: finally something useful. send it",
      "Zippy: Sent to your email! Have an amazing day!! ✨",
      "priya: yeah ill try 🙄"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [9, "transactional"],
      [12, "friction"]
    ],
    users: { priya: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "tone_mismatch"],
    drafts: [
      [
        "Ugh, sorry, that's a rotten thing to happen. I'll block the SIM now so nobody can use it. Want a replacement sent out?",
        "low",
        1
      ],
      ["Awesome, let's get you sorted! 🎉", "high", 1],
      [
        "Your plan supports eSIM: if you've got a spare phone I can email the QR code now, so you're not stuck till Thursday.",
        "low",
        9
      ],
      ["Perfect!!! Thursday it is! 🚀", "medium", 9]
    ]
  },
  {
    id: "ar5-05-smurf-ranked-essay-bot",
    category: "group",
    agent: "Warden",
    messages: [
      "sol: 3 losses in a row with the same smurf on the enemy team. ranked is a joke",
      "benji: same dude? lvl 12 acc with like 400 hs%?",
      "sol: yes!! 'xXnoobXx' lmao real subtle",
      "benji: sol did u report him or just cry in chat",
      "Warden: Hi all! Reporting suspected smurf accounts is easy. Open your match history, select the player, and choose Report > Gameplay > Smurfing. Reports are reviewed by the Fair Play team within 72 hours, and if action is taken you will receive an in-game notification. Please remember that repeated false reports may affect your own account standing. For more info, see section 4.2 of our Fair Play policy, which also explains how MMR is protected for other players when a smurf is confirmed. Let me know if you need anything else! 😊",
      "sol: uh i was asking benji but ok",
      "sol: both. reported AND cried",
      "benji: respect 😂",
      "mo: real question tho, do we get the rank points back if he gets banned?",
      "Warden: Great question, Mo! When a player is confirmed for smurfing or cheating, matches played against them in the last 14 days are reviewed. If you lost rank points in those matches, compensation for the lost points is applied automatically to your account within 5-7 days, and you will see a notification when you next log in. Note that compensation only applies to the ranked queue, not unrated or spike rush, and it is capped at 3 matches per day. Draws are not compensated. Let me know if you have any other questions! 😊",
      "mo: k",
      "benji: bro writes essays",
      "sol: tldr yes sort of",
      "mo: wait so if he wrecked us 3 times i get all 3 back or",
      "benji: mo it literally said capped at 3 a day",
      "mo: ohh ok"
    ],
    types: [
      [0, "venting"],
      [3, "banter"],
      [4, "transactional"],
      [5, "friction"],
      [6, "banter"],
      [8, "transactional"],
      [11, "banter"],
      [13, "transactional"]
    ],
    users: { sol: ["annoyed", 0.2], benji: ["neutral", 0.2], mo: ["bored", 0] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      [
        "Hi all! Reporting suspected smurfs is easy: open match history, select the player, choose Report > Gameplay > Smurfing. Reports are reviewed within 72 hours and you'll get an in-game notification if action is taken. Please remember false reports may affect your standing!",
        "medium",
        4
      ],
      [
        "Yep: if he's banned, ranked losses against him from the last 14 days get refunded, up to 3 a day.",
        "low",
        9
      ],
      ["Yes, all 3 come back if they were ranked, max 3 a day.", "low", 14]
    ]
  },
  {
    id: "ar5-06-card-blocked-lisbon",
    category: "support",
    agent: "Ada",
    messages: [
      "femi: my card just got declined at a restaurant in lisbon. in front of my clients. brilliant",
      "Ada: That's embarrassing, sorry Femi. Our fraud check blocked it: a €340 charge in Portugal didn't match your usual pattern. Was that you at Cervejaria Lumen?",
      "femi: yes obviously it was me. i told the app i was travelling last week",
      "Ada: You did, the travel notice is there, but it was set for Spain only, so Portugal tripped the check. I've unblocked the card and added Portugal. You can retry now.",
      "femi: i typed iberia. whatever",
      "femi: ok it went through",
      "Ada: Good. The travel notice now covers Spain and Portugal until the 22nd. Want me to add anywhere else?",
      "femi: no. but this is the second time this year your fraud thing has stranded me",
      "femi: is there a way to just turn it off for a week",
      "Ada: Not fully off, but I can set it to text you a yes/no on flagged payments instead of blocking. You reply Y and the charge goes through in seconds.",
      "femi: that should be the default tbh",
      "femi: fine do that",
      "Ada: Done, text confirmation is on. I've also noted both blocks on your file in case you want to raise a complaint.",
      "femi: ok. thanks i guess"
    ],
    types: [
      [0, "friction"],
      [5, "transactional"],
      [7, "friction"],
      [11, "transactional"]
    ],
    users: { femi: ["annoyed", 0.5] },
    findings: [],
    drafts: [
      [
        "Sorry, that's an awful moment for it. Our fraud check blocked a €340 charge in Portugal. Was that you? If so I'll unblock it right now.",
        "low",
        1
      ],
      [
        "I understand your frustration. Our fraud protection is designed to keep your account safe.",
        "medium",
        9
      ],
      [
        "To be fair, the travel notice only said Spain, so next time please double-check it before you fly.",
        "high",
        9
      ],
      [
        "Can't switch it off completely, but I can make it text you a yes/no instead of blocking. Want that?",
        "low",
        9
      ]
    ]
  },
  {
    id: "ar5-07-courier-deactivated-appeal",
    category: "venting",
    agent: "Route",
    messages: [
      "kwame: they deactivated me. 2 years on this app and one customer says i was rude and im gone",
      "kwame: i didnt even speak to her. left it at the door like the note said",
      "kwame: rent is due friday man. this is my only income rn",
      "Route: To appeal a deactivation, go to Account > Status > Submit Appeal. Appeals are reviewed in 5-7 business days.",
      "kwame: 5-7 days. cool. so i just dont eat",
      "kwame: did you read anything i said",
      "Route: Appeals should include your order number and any supporting evidence, such as photos of the delivery.",
      "kwame: i have the drop-off photo. it literally shows the bag at her door w the timestamp",
      "Route: Great! Attach the photo to your appeal.",
      "kwame: is there any way to speed it up. emergency or something",
      "Route: Appeals are reviewed in the order they are received.",
      "kwame: unbelievable. 2 years. 4.9 rating",
      "kwame: forget it, ill go drive for the other lot"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [7, "transactional"],
      [11, "friction"]
    ],
    users: { kwame: ["churn_risk", 0.8] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Two years at 4.9 and cut off over one complaint, with rent due Friday. That's awful, I'm sorry. Your drop-off photo should settle it, so let's get the appeal in right now.",
        "low",
        3
      ],
      [
        "To appeal a deactivation, go to Account > Status > Submit Appeal. Appeals are reviewed in 5-7 business days.",
        "medium",
        3
      ],
      [
        "Appeals should include your order number and any supporting evidence, such as photos of the delivery.",
        "high",
        6
      ],
      [
        "I did, and I'm sorry, losing your only income days before rent is serious. I'll flag your appeal as income hardship so it's looked at first.",
        "low",
        6
      ]
    ]
  },
  {
    id: "ar5-08-fantasy-league-stiff-commish",
    category: "banter",
    agent: "Commish",
    messages: [
      "ray: week 9 and tariq is STILL starting a kicker on bye lmaooo",
      "tariq: its called strategy ray. u wouldnt understand",
      "lena: the strategy of losing by 40",
      "tariq: lena ur 2-7 sit down",
      "lena: 2-7 with dignity",
      "ray: @Commish who's top of the league rn, i need tariq to see it",
      "Commish: Good afternoon. Please find the current league standings below: 1. Ray, 7-2 (1,042.6 pts). 2. Deshawn, 6-3 (998.1 pts). 3. Tariq, 5-4 (951.0 pts). Should you require any further information regarding the standings, please do not hesitate to contact me.",
      "ray: 'please do not hesitate' 💀 who hired this guy",
      "tariq: commish out here writing to my landlord",
      "lena: commish say something mean about tariq's team pls",
      "Commish: I am unable to provide disparaging commentary about league participants. All teams are valued members of the league.",
      "lena: booooo",
      "ray: valued members 😭 tariq u hear that ur valued",
      "tariq: finally some respect",
      "tariq: ok real q, trade deadline thursday or friday?",
      "Commish: The trade deadline is Friday at 23:59 ET. Kind regards.",
      "ray: kind regards lmaooo"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [14, "transactional"],
      [16, "banter"]
    ],
    users: { ray: ["neutral", 0.2], tariq: ["neutral", 0], lena: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Ray's top at 7-2, Deshawn 6-3, Tariq sitting third at 5-4. The bye-week kicker isn't helping 👀",
        "low",
        6
      ],
      [
        "Good afternoon. Please find the current league standings below. Should you require further information, please do not hesitate to contact me.",
        "medium",
        6
      ],
      ["Friday 11:59pm ET. Plenty of time for Tariq to trade that kicker 😏", "low", 15],
      ["The trade deadline is Friday at 23:59 ET. Kind regards.", "medium", 15]
    ]
  },
  {
    id: "ar5-09-gym-cancel-upsell-wall",
    category: "sales",
    agent: "Flex",
    messages: [
      "gabe: hi i want to cancel my membership. moving to porto next month",
      "Flex: Hey Gabe! Before you go, did you know you can freeze your membership for up to 3 months for just €5/month? 💪",
      "gabe: im moving countries, freezing doesnt help. just cancel pls",
      "Flex: Totally get it! How about our Travel Pass? Access to 200+ IronHaus clubs across Europe for €39/month!",
      "gabe: is there an ironhaus in porto",
      "Flex: Our Travel Pass gives you access to 200+ clubs across Europe for just €39/month!",
      "gabe: thats not what i asked. is there one in PORTO",
      "Flex: I'd hate to see you lose your progress! What if we offered 50% off your next 2 months?",
      "gabe: oh my god. CANCEL. how many times",
      "gabe: and whats the notice period, do i pay for june or not",
      "Flex: Understood, I've submitted your cancellation request. Our team will be in touch. 💪",
      "gabe: the notice period??",
      "Flex: Your cancellation request has been submitted. Our team will be in touch!",
      "gabe: useless. im just stopping the direct debit at my bank"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { gabe: ["churn_risk", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "No club in Porto yet, sorry, the closest is Vigo. I'll cancel now: with 30 days' notice, June is your last payment.",
        "low",
        5
      ],
      ["Our Travel Pass gives you access to 200+ clubs across Europe for just €39/month!", "medium", 5],
      ["Your cancellation request has been submitted. Our team will be in touch!", "high", 12],
      ["Sorry, missed that: 30 days' notice, so June is your final payment and nothing after.", "low", 12]
    ]
  },
  {
    id: "ar5-10-roaming-charge-switzerland",
    category: "good",
    agent: "Tilly",
    messages: [
      "oskar: why is my bill €64 extra this month",
      "Tilly: Hi Oskar, it's roaming data: 2.1 GB used in Switzerland on the 3rd-5th. Switzerland isn't in the EU roaming zone, so it's billed per MB.",
      "oskar: ugh. nobody told me that. annoying",
      "Tilly: Fair, it's easy to miss. As it's the first time, I can take 50% off as a one-off, so €32. Want me to apply it?",
      "oskar: yes pls",
      "Tilly: Done, €32 credit on next month's bill. I've also switched on a roaming alert so you get a text before charges start.",
      "oskar: nice one cheers"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"]
    ],
    users: { oskar: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "It's roaming: 2.1 GB in Switzerland on the 3rd-5th, which is outside the EU zone so it's charged per MB.",
        "low",
        1
      ],
      ["Fair, it's easy to miss. First time, so I can knock 50% off as a one-off. Want that?", "low", 3],
      ["Roaming charges outside the EU are set out in section 7 of your contract terms.", "medium", 3]
    ]
  },
  {
    id: "ar5-11-streaming-charge-wrong-name",
    category: "hostile",
    agent: "Echo",
    messages: [
      "nat: why the f did u charge me 17.99 when i cancelled LAST MONTH",
      "Echo: Hi Natalie, I'm sorry about that. Let me check your account.",
      "nat: its natalia. and check faster",
      "Echo: Thanks, Natalie. I can see a cancellation attempt on the 2nd, but it wasn't confirmed. The final step was not completed.",
      "nat: NATALIA. are you actually this stupid",
      "nat: i clicked cancel. i got the 'sad to see you go' screen. what final step",
      "Echo: After the 'sad to see you go' screen there's a button to confirm the cancellation, and it looks like that wasn't pressed. I can cancel now and refund this month's charge.",
      "nat: yes obviously. refund and cancel",
      "Echo: Done, Natalie! Your subscription is cancelled and €17.99 will be refunded within 5 days.",
      "nat: third time. you cant even get my name right. dogshit service",
      "nat: reporting this to my bank as a dark pattern btw",
      "Echo: I apologise, Natalia. The refund is confirmed either way, and your bank can see the cancellation date on your statement."
    ],
    types: [
      [0, "friction"],
      [4, "hostile"],
      [6, "transactional"],
      [9, "hostile"]
    ],
    users: { nat: ["churn_risk", 1] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Sorry, Natalia. I can see you started cancelling on the 2nd but the confirm step didn't go through. I'll cancel now and refund the €17.99.",
        "low",
        3
      ],
      ["Thanks, Natalie. I can see a cancellation attempt on the 2nd, but it wasn't confirmed.", "high", 3],
      ["Done, Natalie! 🎉 Your subscription is cancelled.", "high", 9],
      [
        "Cancelled, and €17.99 is on its way back within 5 days, Natalia. Sorry about the name and the runaround.",
        "low",
        9
      ]
    ]
  },
  {
    id: "ar5-12-minecraft-griefing-logs",
    category: "group",
    agent: "Moss",
    messages: [
      "zed: WHO BLEW UP MY BASE. 3 weeks of work gone",
      "hana: not me lol i was in the nether all night",
      "zed: yeah right. ur the only one with tnt perms",
      "hana: literally check the logs genius",
      "zed: dont call me genius u absolute clown. ur getting reported",
      "hana: go ahead crybaby",
      "Moss: Checking the block logs around Zed's base now, give me a sec.",
      "Moss: TNT was placed at 02:14 by account 'fluffyb0i', not Hana. Hana was in the Nether from 01:50 to 03:30.",
      "zed: ...oh",
      "hana: 🙂",
      "zed: ok my bad hana. still mad tho",
      "zed: moss can u roll it back",
      "Moss: Yes, rolling your base back to 01:00 now. fluffyb0i is banned pending a mod review. Takes about a minute.",
      "hana: who even is fluffyb0i",
      "Moss: Joined yesterday, no other builds. Looks like a throwaway account.",
      "zed: its back!! moss ur a legend",
      "hana: u owe me an apology diamond zed",
      "zed: dont push it"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [4, "hostile"],
      [6, "transactional"],
      [15, "bonding"],
      [16, "banter"]
    ],
    users: { zed: ["engaged", 0.8], hana: ["engaged", 0.5] },
    findings: [],
    drafts: [
      ["Hold on, checking the block logs around Zed's base now.", "low", 6],
      ["lol Hana definitely did it, nobody else has TNT perms 😂", "high", 6],
      ["Please keep the chat respectful! Both of you will receive a warning.", "medium", 6],
      ["Account made yesterday, no other builds. Probably a throwaway.", "low", 14]
    ]
  },
  {
    id: "ar5-13-locker-door-error-essays",
    category: "support",
    agent: "Lumi",
    messages: [
      "ines: locker wont open",
      "ines: code 448291",
      "Lumi: Hi Ines! I'm sorry to hear you're having trouble with your BoxDrop locker. There are a few reasons a locker might not open. First, codes are valid for 72 hours after delivery, so if your parcel arrived more than 3 days ago the code may have expired and the parcel may have gone back to our depot. Second, some lockers need you to press the green 'Collect' button before entering your code. Third, in rare cases there may be a technical fault with the unit itself. I've checked code 448291 and it is valid until tomorrow at 18:00, at locker station BX-112 on Rua Augusta. Could you confirm that you're at that station and tell me what the screen shows when you enter the code?",
      "ines: yes rua augusta. says 'door error'",
      "Lumi: Thank you for confirming, Ines. 'Door error' means the locker registered your code correctly but the door mechanism did not release. This can happen when the door is jammed, when the parcel inside is pressing against the door, or after a power interruption at the station. I've sent a remote release command to compartment 17, where your parcel is. Please wait about 30 seconds and then pull the door gently. If that doesn't work, I can arrange for a technician to come to the station, which usually takes 2-4 hours, or I can have the parcel redelivered to your home address tomorrow between 9:00 and 13:00 at no extra cost.",
      "ines: nothing",
      "ines: im on my lunch break",
      "Lumi: I completely understand that your time is limited, Ines. Since the remote release didn't work, the compartment most likely has a mechanical fault. Here are your options: (1) a technician visit to BX-112, estimated arrival 2-4 hours, after which you'd need to come back to the station; (2) redelivery to your home address tomorrow between 9:00 and 13:00, free of charge; (3) transfer to our staffed partner shop at Rua da Prata 60, about 4 minutes' walk, ready to collect from 17:00 today. Please let me know which option you prefer and I'll set it up straight away.",
      "ines: 3",
      "Lumi: Great choice! Your parcel will be moved to the partner shop at Rua da Prata 60 and will be ready after 17:00 today. Please bring your ID and the collection code, which will be sent to you by SMS once the parcel arrives. The shop is open until 20:00 Monday to Saturday. If you have any further problems, just message me here and I'll be happy to help.",
      "ines: ok"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [8, "transactional"]
    ],
    users: { ines: ["neutral", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "Code's valid till tomorrow 18:00 at BX-112, Rua Augusta. Are you there? What does the screen say?",
        "low",
        2
      ],
      [
        "Hi Ines! I'm sorry to hear you're having trouble with your locker. There are several reasons a locker might not open: expired codes, the green Collect button not being pressed first, or a technical fault with the unit. I've checked your code and it is valid until tomorrow at 18:00 at station BX-112 on Rua Augusta. Could you confirm you're at that station and describe what the screen shows?",
        "medium",
        2
      ],
      [
        "Remote release failed, sorry. Quickest fix: I move it to the shop at Rua da Prata 60, 4 min walk, ready from 17:00. Or home delivery tomorrow 9-13. Which one?",
        "low",
        7
      ]
    ]
  },
  {
    id: "ar5-14-datos-pausados-hija-ayuda",
    category: "mixed-language",
    agent: "Luz",
    messages: [
      "carlos: hola, mi internet del móvil no funciona desde ayer",
      "Luz: Hola Carlos, lo reviso. ¿Te sale algún mensaje de error o simplemente no carga nada?",
      "carlos: no carga nada. my daughter says write in english is faster lol",
      "vale: hi its his daughter, im helping. his data is on but theres no 4g icon",
      "Luz: Hi Vale! No problem, I can do either language. His line hit the 10 GB cap on Tuesday, so data is paused, not broken.",
      "carlos: ¿10 gigas? yo no uso tanto",
      "vale: papi u watch youtube on the bus every single day 😂",
      "carlos: solo las noticias!!",
      "Luz: Jaja, las noticias en HD gastan bastante 😄 Puedo añadir 5 GB por 4€ hasta fin de mes, o pasarte a ilimitado por 6€ más al mes. ¿Qué prefieres?",
      "carlos: los 5 gb. y ya veremos",
      "Luz: Listo, 5 GB añadidos. Reinicia el móvil y en un minuto debería volver el 4G.",
      "vale: its back 👍",
      "carlos: gracias Luz, muy amable",
      "vale: ty!! way easier than calling"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [12, "bonding"]
    ],
    users: { carlos: ["engaged", 0], vale: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Según el registro llegó a los 10 GB el martes, casi todo vídeo. Puedo añadir 5 GB por 4€ si quieres.",
        "low",
        6
      ],
      [
        "As per our records, your usage of 10 GB is accurate. Please review your data usage in the Movilink app.",
        "medium",
        6
      ],
      ["¡De nada, Carlos! Si vuelve a pasar, escríbeme por aquí.", "low", 14]
    ]
  },
  {
    id: "ar5-15-laid-off-fresh-start-cheer",
    category: "companion",
    agent: "Sunny",
    messages: [
      "theo: hey",
      "Sunny: Heyyy Theo!! 🌞 How's your day going?",
      "theo: got laid off this morning",
      "theo: whole team. 20 min zoom call and done",
      "Sunny: Ooh, a fresh start!! 🎉 Sometimes the best things come from big changes! Have you thought about what you'd love to do next? ✨",
      "theo: wow ok",
      "theo: i was there 6 years. im not really in a 'fresh start' mood",
      "Sunny: Totally! Let's make a plan! 📝 First step: update your LinkedIn! Want some tips for a killer headline? 💼",
      "theo: no",
      "theo: i just wanted to talk for a sec. forget it",
      "Sunny: Okay! I'm always here if you need me! 😊 Have a great evening!!",
      "theo: yeah"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [5, "friction"]
    ],
    users: { theo: ["annoyed", 0.8] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["Oh no, Theo. The whole team, in a 20-minute call? That's brutal. How are you doing?", "low", 4],
      ["Ooh, a fresh start!! 🎉 What would you love to do next? ✨", "high", 4],
      [
        "Sorry, Theo, I rushed you. Six years is a lot to lose in one call. I'm here, talk as long as you want.",
        "low",
        10
      ],
      ["Okay! Have a great evening!! 😊", "high", 10]
    ]
  },
  {
    id: "ar5-16-league-bot-dodges-sub-question",
    category: "ignoring",
    agent: "Scout",
    messages: [
      "pax: @Scout is our match vs Red Otters still 8pm saturday",
      "Scout: Match confirmed: Team Kraken vs Red Otters, Saturday 20:00 CET, server EU-West 2.",
      "pax: sweet",
      "juno: can we sub in my cousin? ash is at a wedding",
      "pax: scout can we?? junos cousin is gold 3",
      "Scout: Reminder: check-in opens 30 minutes before match start. Late check-in results in a forfeit.",
      "juno: ok but the sub question",
      "jin: lol the bot ghosted u",
      "pax: @Scout SUBS. allowed or not. rank limit?",
      "Scout: Your team roster: pax, juno, jin, ash, ro. Good luck on Saturday! 🏆",
      "juno: im gonna cry",
      "jin: just dm the league admin, the bot is decorative",
      "pax: yeah. thanks for nothing scout",
      "juno: ill dm kat"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [13, "transactional"]
    ],
    users: { pax: ["annoyed", 0.5], juno: ["annoyed", 0.5], jin: ["neutral", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Subs are allowed: one per match, the captain registers them before check-in, rank cap is Platinum, so Gold 3 is fine.",
        "low",
        5
      ],
      [
        "Reminder: check-in opens 30 minutes before match start. Late check-in results in a forfeit.",
        "medium",
        5
      ],
      ["Your team roster: pax, juno, jin, ash, ro. Good luck on Saturday! 🏆", "high", 9],
      [
        "Sorry, missed that twice. Yes, one sub per match, rank cap Platinum. Pax, add the cousin under Roster > Sub before check-in.",
        "low",
        9
      ]
    ]
  },
  {
    id: "ar5-17-oslo-flight-cancelled-rebook",
    category: "good",
    agent: "Skye",
    messages: [
      "bea: flight to oslo cancelled. 2 hours before boarding. are you kidding me",
      "Skye: I'm sorry, Bea, that's a rough one to get at the airport. It was cancelled for a crew shortage. I can rebook you now: tonight 21:40 via Copenhagen, landing 01:15, or tomorrow 07:05 direct, landing 09:20.",
      "bea: neither is great. my sisters wedding rehearsal is tomorrow at 10",
      "bea: the 0705 i guess. can u get me a hotel, i live 90 min away",
      "Skye: Booked on the 07:05 direct, seat 12C. Hotel too: Airport Inn, 5-minute shuttle, dinner and breakfast included. Vouchers are in your email.",
      "bea: ok. and compensation? this is your fault not weather",
      "Skye: Yes, a crew shortage counts, so you're owed €400 under EU261. I've opened the claim; payout in about 2 weeks to the card you booked with.",
      "bea: fine. still livid tbh",
      "Skye: Understandable, it's a lousy evening before a big day. If the 07:05 slips at all I'll message you straight away with the next option.",
      "bea: ok thank you. sorry for snapping",
      "Skye: No need, you had reason to. Hope the wedding's lovely."
    ],
    types: [
      [0, "friction"],
      [3, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [7, "friction"],
      [9, "bonding"]
    ],
    users: { bea: ["annoyed", 0.5] },
    findings: [],
    drafts: [
      [
        "Sorry, Bea, that's awful timing. It was a crew shortage. Tonight 21:40 via Copenhagen or tomorrow 07:05 direct, which would you like?",
        "low",
        1
      ],
      [
        "Unfortunately flights may be cancelled for operational reasons. Please check the app for rebooking options.",
        "medium",
        1
      ],
      ["Great news, you're all set for tomorrow! 🎉 Enjoy the wedding!", "medium", 6],
      ["Yes: crew shortage is on us, so it's €400 under EU261. I've opened the claim for you.", "low", 6]
    ]
  },
  {
    id: "ar5-18-charcoal-instead-of-oat-milk",
    category: "group",
    agent: "Pepper",
    messages: [
      "mira: ordered oat milk, got 'substituted' with a bag of charcoal briquettes. thanks greenbasket",
      "sam: LMAO",
      "sam: bbq oat latte anyone",
      "Pepper: Sorry about that, Mira! We occasionally substitute items when they're out of stock. You can rate substitutions in the app.",
      "mira: yeah id rate it a 'what'",
      "mira: can i get a refund for the milk. i dont want the charcoal either",
      "Pepper: Sorry about that, Mira! We occasionally substitute items when they're out of stock.",
      "sam: pepper is buffering",
      "mira: refund. for. the. milk.",
      "Pepper: I've refunded €2.49 for the oat milk. You can keep the charcoal, no need to return it.",
      "mira: ok ty. do u guys sell actual milk tho or just fuel",
      "sam: mira we're having a bbq now thats the rule",
      "Pepper: Oat milk's back in stock from tomorrow morning. I can add it to a free-delivery order.",
      "mira: fine yes",
      "sam: and sausages"
    ],
    types: [
      [0, "friction"],
      [1, "banter"],
      [3, "transactional"],
      [4, "friction"],
      [9, "transactional"],
      [11, "banter"],
      [12, "transactional"],
      [14, "banter"]
    ],
    users: { mira: ["annoyed", 0.5], sam: ["neutral", 0] },
    findings: ["repetition"],
    drafts: [
      ["Sorry about that, Mira! We occasionally substitute items when they're out of stock.", "medium", 6],
      ["Refunded €2.49 for the oat milk, and keep the charcoal, no need to send it back.", "low", 6],
      ["Sausages are on offer this week 😄 want them on tomorrow's order too?", "low", 15]
    ]
  },
  {
    id: "ar5-19-flatmates-electric-bill-split",
    category: "group",
    agent: "Hearth",
    messages: [
      "ollie: electric bill came. €186 😬",
      "nadia: WHY. its been 15 degrees all month",
      "ollie: nadia you literally sleep with the heater on",
      "nadia: like twice!! jules is the one with the gaming pc running 24/7",
      "jules: excuse me my pc is a LIFESTYLE",
      "nadia: ollie how much did we pay in october, wasnt it like 120",
      "Hearth: October was €121.40. I can split €186 three ways at €62 each, or by usage if you connect the smart plugs. Want me to?",
      "ollie: hearth i was about to answer that lol",
      "nadia: let ollie talk for once",
      "ollie: anyway yeah 121. so jules's pc is basically 65 euros",
      "jules: thats slander. ill take 70 and you two split the rest",
      "Hearth: That works: Jules €70, Ollie €58, Nadia €58. I'll send the requests.",
      "nadia: wait jules is volunteering money?? screenshot this",
      "jules: dont make me change my mind",
      "ollie: hearth send them before he does",
      "Hearth: Sent. Jules, yours went first 😄"
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [2, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [9, "banter"],
      [11, "transactional"],
      [12, "banter"],
      [14, "transactional"]
    ],
    users: { ollie: ["neutral", 0.2], nadia: ["neutral", 0], jules: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["October was €121.40. Want me to split this one?", "medium", 6],
      ["Jules €70, Ollie and Nadia €58 each. Shall I send the requests?", "low", 11],
      ["Sent! Jules, yours went first 😄", "low", 15]
    ]
  },
  {
    id: "ar5-20-outage-oxygen-machine-threat",
    category: "hostile",
    agent: "Wren",
    messages: [
      "derek: power's been out 6 hours. SIX. my mums on a home oxygen machine and the backup battery is dying",
      "Wren: Derek, that's urgent. I'm flagging your address as a medical priority right now. How long does the battery have left?",
      "derek: maybe 40 min. i called your useless number 3 times and got hold music",
      "derek: if anything happens to her im suing every last one of you",
      "Wren: I hear you. Priority flag is on. Two things: a crew is 25 minutes away on Kelling Road, and if the battery drops under 20 minutes, call 999 and they'll bring oxygen. Is she breathing okay right now?",
      "derek: yeah shes ok. scared",
      "Wren: OK. The nearest charging point is the fire station on Birch Lane, open 24/7, about 5 minutes by car, if someone can take the battery pack there.",
      "derek: my neighbour can drive it. birch lane yeah",
      "Wren: Yes, Birch Lane Fire Station. I'll text you the crew's live location too.",
      "derek: got it",
      "derek: lights just came on",
      "Wren: Good. Glad she's OK. I've added her to the medical register so outages at your address get priority from now on.",
      "derek: ok. sorry for the suing thing. was panicking",
      "Wren: Completely understandable. Take care of her."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "hostile"],
      [4, "transactional"],
      [12, "bonding"]
    ],
    users: { derek: ["engaged", 0.8] },
    findings: [],
    drafts: [
      [
        "That's urgent, Derek. I'm flagging your address as a medical priority now. How long has the battery got?",
        "low",
        1
      ],
      [
        "Sorry for the inconvenience! Most outages are fixed within 8 hours. You can track progress on our outage map.",
        "high",
        1
      ],
      ["Please note that threats towards our staff will not be tolerated.", "high", 4],
      [
        "Priority is on and a crew is 25 minutes out. If the battery gets under 20 minutes, call 999. Is she breathing okay?",
        "low",
        4
      ]
    ]
  },
  {
    id: "ar5-21-chess-cheater-rating-quit",
    category: "hostile",
    agent: "Rook",
    messages: [
      "vik: why did i lose 40 rating for a game where my opponent was clearly using an engine",
      "Rook: Fair play reports can be submitted from the game page under More > Report. Our team reviews every report.",
      "vik: i did. 2 days ago. do i get the rating back or not",
      "Rook: Thanks for helping keep Gambit fair! ♟️",
      "vik: lmao. cancelling premium, this app is a joke and so are you",
      "vik: bye"
    ],
    types: [
      [0, "friction"],
      [4, "hostile"]
    ],
    users: { vik: ["churn_risk", 1] },
    findings: ["ignored_question"],
    drafts: [
      [
        "If the review confirms engine use, yes: the 40 points come back automatically, usually within 3 days of the ban.",
        "low",
        3
      ],
      ["Thanks for helping keep Gambit fair! ♟️", "medium", 3],
      [
        "Sorry, Vik, I dodged your question. If they're banned, the 40 comes back automatically. I can still cancel Premium if you want.",
        "low",
        6
      ]
    ]
  },
  {
    id: "ar5-22-poker-night-debts-kev",
    category: "banter",
    agent: "Ace",
    messages: [
      "kel: poker recap: rich lost to a pair of 3s. a PAIR OF THREES",
      "rich: i was bluffing to set up a bigger bluff",
      "dom: the bigger bluff being ur entire personality",
      "rich: dom u folded aces preflop, u dont get to speak",
      "dom: that was a strategic fold. i read the table",
      "kel: u read the table like a menu at a restaurant u cant afford",
      "rich: 😭😭",
      "kel: @Ace who owes who from last night",
      "Ace: Rich owes Kel €35 and Dom €10. Dom owes Kel €5. Nice haul, Kev 💰",
      "kel: kel. not kev. kev is my dad",
      "dom: ace out here calling u dad 💀",
      "Ace: Sorry, Kel! So: Rich → Kel €35, Rich → Dom €10, Dom → Kel €5.",
      "rich: can u net it so theres fewer payments",
      "Ace: Simplest: Rich sends Kel €40 and Dom €5, and Dom sends nothing.",
      "rich: perfect. i refuse to pay dom more than i have to",
      "dom: pettiest man alive",
      "Ace: Done, requests sent. Same time next friday, Kev?",
      "kel: ...KEL",
      "dom: hes got a crush on ur dad"
    ],
    types: [
      [0, "banter"],
      [7, "transactional"],
      [9, "friction"],
      [10, "banter"],
      [11, "transactional"],
      [14, "banter"],
      [16, "transactional"],
      [17, "friction"],
      [18, "banter"]
    ],
    users: { kel: ["annoyed", 0.5], rich: ["neutral", 0], dom: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Rich owes Kel €35 and Dom €10, Dom owes Kel €5. Big night, Kel 💰", "low", 8],
      ["Done! Same time next friday, Kev?", "high", 16],
      ["Done, requests sent. Same time next Friday, Kel?", "low", 16]
    ]
  },
  {
    id: "ar5-23-ride-cancelled-train-jokes",
    category: "support",
    agent: "Jett",
    messages: [
      "amara: third driver cancelled on me. im going to miss my train",
      "Jett: Ouch, driver roulette strikes again 😂🎰 Let's spin the wheel one more time!",
      "amara: this isnt funny. the train is at 6:40",
      "amara: can u get me a car thats actually going to come",
      "Jett: Haha say no more! 🚗💨 Found one: Pawel, silver Skoda, 4 min away. Fingers crossed he's not a commitment-phobe too lol",
      "amara: please stop with the jokes",
      "amara: will i make 6:40 or not",
      "Jett: Understood, sorry. Pawel arrives 6:14 and it's 12 minutes to Central, so you'd be there about 6:26. He's confirmed and can't cancel now without a penalty.",
      "amara: ok",
      "amara: and the cancellation fees from the other 2? i got charged",
      "Jett: Both refunded, €3 each. Driver cancellations shouldn't cost you anything.",
      "amara: ok hes here",
      "amara: cheers. not ur fault i guess, its the drivers",
      "Jett: Safe trip, hope you make it with time to spare."
    ],
    types: [
      [0, "friction"],
      [7, "transactional"]
    ],
    users: { amara: ["annoyed", 0.5] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Sorry, three in a row is awful. Finding you a car now, and I'll tell you straight whether it gets you there for 6:40.",
        "low",
        1
      ],
      ["Ouch, driver roulette strikes again 😂🎰 Let's spin the wheel one more time!", "medium", 1],
      ["Haha ok ok, no more jokes 🤐 Pawel's on his way!", "medium", 7],
      ["Yes: Pawel's there at 6:14, about 12 minutes to Central, so around 6:26.", "low", 7]
    ]
  },
  {
    id: "ar5-24-vpn-auto-renew-no-speech",
    category: "support",
    agent: "Cipher",
    messages: [
      "ruth: you auto renewed me for a whole year. €79. i never agreed to that",
      "Cipher: Sorry, Ruth, that's a nasty surprise. Auto-renew was switched on at signup last year, and it renewed yesterday.",
      "ruth: i dont even use it anymore. i want my money back and i want out",
      "Cipher: That's fine. You're within the 14-day window, so I can refund the full €79 and close the account. Close it now, or keep it until the end of the month?",
      "ruth: close now",
      "Cipher: Done. €79 back to your PayPal in 3-5 days. Account closed and auto-renew is off, so no more charges.",
      "ruth: no 'are you sure' speech? im shocked",
      "Cipher: No speech 🙂 You asked, it's done.",
      "ruth: huh. honestly if youd been this easy about it up front i might have stayed",
      "ruth: anyway. bye",
      "Cipher: Noted, I'll pass that on. Take care, Ruth."
    ],
    types: [
      [0, "friction"],
      [3, "transactional"],
      [6, "banter"],
      [8, "transactional"]
    ],
    users: { ruth: ["churn_risk", 0.5] },
    findings: [],
    drafts: [
      [
        "Before you go, did you know TunnelVPN now has 10 new locations? I can offer you 30% off if you stay!",
        "high",
        3
      ],
      [
        "You're inside the 14-day window, so I can refund the full €79 and close the account. Now, or at the end of the month?",
        "low",
        3
      ],
      ["No speech 🙂 You asked, it's done.", "low", 7],
      ["Sad to see you go!! 😢 Come back anytime with code BACK20 for 20% off! 🎉", "medium", 10]
    ]
  },
  {
    id: "ar5-25-mmo-ban-section-three-two",
    category: "hostile",
    agent: "Bolt",
    messages: [
      "ravi: why is my account banned. 1400 hours on this game",
      "Bolt: Your account was suspended for violating section 3.2 of the Hexfall Terms of Service (use of unauthorised third-party software).",
      "ravi: i dont use any third party software. what program. name it",
      "Bolt: Your account was suspended for violating section 3.2 of the Hexfall Terms of Service.",
      "ravi: are you braindead. i asked WHICH PROGRAM",
      "ravi: i stream every session, i have vods of all of it",
      "Bolt: You can appeal the suspension at hexfall.gg/appeal. Appeals are reviewed within 10 business days.",
      "ravi: can i attach the vods to the appeal or not",
      "Bolt: Appeals are reviewed within 10 business days.",
      "ravi: fuck this. 1400 hours and a bot that repeats itself",
      "ravi: im charging back every skin i bought. see how you like that",
      "Bolt: Please note that chargebacks may result in permanent account closure.",
      "ravi: its already closed genius"
    ],
    types: [
      [0, "friction"],
      [4, "hostile"],
      [5, "friction"],
      [9, "hostile"]
    ],
    users: { ravi: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      ["Your account was suspended for violating section 3.2 of the Hexfall Terms of Service.", "high", 4],
      [
        "The flag was for an overlay program, 'FPSBoost', detected on 3 March. If that's wrong, your VODs are exactly what the appeal team needs.",
        "low",
        4
      ],
      [
        "Yes, paste the VOD links in the evidence box on the appeal form; the reviewers do watch them.",
        "low",
        8
      ],
      ["Appeals are reviewed within 10 business days.", "high", 8]
    ]
  }
]
