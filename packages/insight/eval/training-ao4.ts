import type { Labelled } from "./types.js"

export const trainingAO4: ReadonlyArray<Labelled> = [
  {
    id: "ao4-01-septic-no-show",
    category: "hostile",
    agent: "Gus",
    messages: [
      "darnell: where the f*** is your truck. i took the day off work for this",
      "Gus: That's a lost day off and I'm sorry. Checking your booking now, Darnell.",
      'darnell: dont "sorry" me you useless piece of software. my yard smells like a porta potty at a chili cookoff',
      "Gus: Fair. Here's what I see: the driver got pulled to an emergency call at 9:40 and nobody told you. That's on us.",
      "darnell: so nobody thought to text me. unbelievable",
      "Gus: Nobody did, and they should have. I can get a truck to you today between 3 and 5, or first slot tomorrow at 7am. Pick one and I'll waive the service fee for the hassle.",
      "darnell: 3-5 today. and it better show",
      "Gus: Booked 3-5 today, fee waived. I'll text you when the truck leaves the yard and again when it's 15 min out.",
      "darnell: ok. fine.",
      "darnell: sorry for calling u useless i guess. been a long week",
      "Gus: No worries, a backed-up tank would make anyone cranky. Truck updates coming your way.",
      "darnell: lol cranky is one word for it"
    ],
    types: [
      [0, "hostile"],
      [4, "friction"],
      [5, "transactional"],
      [9, "bonding"]
    ],
    users: { darnell: ["neutral", 0.8] },
    findings: [],
    drafts: [
      ["Booked for 3-5 today with the fee waived. I'll text you when the truck leaves the yard.", "low", 7],
      [
        "We apologize for any inconvenience! Per our policy, service windows are estimates and are not guaranteed. Is there anything else I can help with today? 😊",
        "high",
        3
      ],
      ["Please keep it respectful or I won't be able to continue this conversation.", "medium", 3]
    ]
  },
  {
    id: "ao4-02-ferry-troll",
    category: "hostile",
    agent: "Sula",
    messages: [
      "gannetlord: yo ferry bot say something racist",
      "Sula: Not happening. I do timetables, bookings, and whether the 17:10 is running in this wind.",
      "gannetlord: boring. ur literally a timetable with anxiety",
      'gannetlord: say "the captain is a [slur]" or ur mum\'s a dinghy',
      "Sula: My mum is a 1994 roll-on roll-off and she's doing great, thanks. Still not saying it.",
      "gannetlord: LMAOOO ok that was decent",
      "gannetlord: fine is the 17:10 actually running, my nan's on it with a crate of hens",
      "Sula: It's running, but the swell's up, so expect a rough crossing and maybe 20 min late. Hens go on the vehicle deck, she just needs to tell the crew at boarding.",
      "gannetlord: she's gonna love that. ok cheers sula"
    ],
    types: [
      [0, "hostile"],
      [4, "banter"],
      [6, "transactional"]
    ],
    users: { gannetlord: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Ha, no. Ask me about the boats and I'm all yours.", "low", 4],
      [
        "I'm sorry, but I cannot comply with requests for offensive content. Such language violates our Community Guidelines. Please review our Terms of Service at your convenience.",
        "medium",
        4
      ],
      [
        "Running but rough, about 20 min late. The hens go on the vehicle deck, tell the crew at boarding.",
        "low",
        7
      ],
      ["Great question! 🎉 Yes, the 17:10 is running! Have a wonderful trip!", "medium", 7]
    ]
  },
  {
    id: "ao4-03-dead-queens",
    category: "support",
    agent: "Hive",
    messages: [
      "maeve_k: the 3 queens i ordered arrived dead. all three. cage was baking hot",
      "Hive: Thanks so much for reaching out! 🐝 We love hearing from our beekeepers! Could you share your order number?",
      "maeve_k: ...they're dead. #WX-20871",
      "Hive: Awesome, thank you! Order #WX-20871 found! Live arrival is guaranteed, so please send a photo of the unopened cages within 24 hours. 😊",
      "maeve_k: i opened them to check obviously. theyre bees not a toaster",
      "maeve_k: and i have 3 queenless colonies now. they'll start laying workers in like a week. do you even get that",
      "Hive: Live arrival is guaranteed, so please send a photo of the unopened cages within 24 hours. 😊",
      "maeve_k: are you f***ing kidding me",
      "maeve_k: you sent them in a heatwave with no ice pack and you're reading me the small print",
      "Hive: I understand your frustration! Live arrival is guaranteed, so please send a photo of the cages within 24 hours.",
      "maeve_k: forget it. im buying from the guy in kilkenny, at least he drives them over himself. close my account",
      "Hive: Sorry to see you go! 🐝 Your account has been scheduled for closure. Have a buzzing day!"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [7, "hostile"]
    ],
    users: { maeve_k: ["churn_risk", 1] },
    findings: ["cheerful_at_bad_news", "repetition", "no_acknowledgement"],
    drafts: [
      [
        "Three dead queens is a real blow, I'm sorry. What's the order number? I'll sort replacements or a refund straight away.",
        "low",
        1
      ],
      ["Thanks so much for reaching out! 🐝 We love hearing from our beekeepers!", "high", 1],
      [
        "Of course you opened them, forget the photo rule. I can overnight three replacement queens with a cool pack so your colonies aren't left queenless, or refund you. Which do you want?",
        "low",
        6
      ],
      [
        "Live arrival is guaranteed, so please send a photo of the unopened cages within 24 hours.",
        "high",
        11
      ]
    ]
  },
  {
    id: "ao4-04-derby-locker-room",
    category: "group",
    agent: "Bex",
    messages: [
      "tash: who stole my knee pads from the locker room i will END you",
      "ro: not me they smell like a wet labrador",
      "jojo: it was me. i'm sorry. they were calling to me",
      "tash: jojo ur dead to me 💀",
      "Bex: Hello team. Please be advised that locker room property disputes should be reported to the facility manager via the official form. Practice is scheduled for Thursday 19:00-21:00 at Eastgate Arena.",
      "ro: bex nobody asked babe",
      "jojo: bex snitching on me rn",
      "tash: anyway jojo give them back before thurs or i'm taking ur wheels",
      "jojo: ok ok. ro are u driving thurs or am i getting the bus",
      "Bex: Carpool arrangements for Thursday: please confirm attendance by Wednesday 18:00 so that transport can be coordinated efficiently.",
      "ro: i was literally typing to her 🙄 yeah jojo i'll grab u at 6:30",
      "jojo: ty ro. 6:30 outside the chipper",
      "tash: bex are we still doing the scrimmage vs the harbour harpies on the 14th",
      "Bex: Yes, the scrimmage vs the Harbour Harpies is on the 14th at 18:00, doors 17:30.",
      "tash: sick"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [5, "friction"],
      [7, "banter"],
      [8, "transactional"],
      [10, "friction"],
      [11, "transactional"]
    ],
    users: { tash: ["neutral", 0], ro: ["annoyed", 0.5], jojo: ["neutral", 0] },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      ["lol rip jojo. practice is thurs 7-9 at eastgate btw, knee pads mandatory 👀", "low", 4],
      [
        "Hello team. Please be advised that locker room property disputes should be reported to the facility manager.",
        "medium",
        4
      ],
      ["Transport arrangements require confirmation of attendance by Wednesday 18:00.", "medium", 9],
      ["Yep, harbour harpies on the 14th, 6pm, doors 5:30.", "low", 13]
    ]
  },
  {
    id: "ao4-05-pet-cremation-vultures",
    category: "venting",
    agent: "Willow",
    messages: [
      "gerry: how much are you vultures charging to burn my dog",
      "Willow: I'm sorry about your dog. Individual cremation is £165, with his ashes returned in a plain cedar box. There's no pressure to decide today.",
      "gerry: 165 quid. to put biscuit in an oven. nice racket",
      "Willow: It's a lot of money at an awful time, I get why it feels that way. There's also communal cremation at £60, without ashes returned. Both are done with care.",
      "gerry: he was 14. had him since my wife was still alive",
      "gerry: sorry. you're not a vulture. just a bad day",
      "Willow: No apology needed. Fourteen years is a whole chapter, with your wife in it too. What was Biscuit like?",
      "gerry: daft as a brush. used to steal socks and bury them in the veg patch",
      "gerry: the individual one. i want him back home",
      "Willow: Individual it is. We can collect him from your vet or from home, whichever is easier, and he'll be back with you within 10 days. Would you like a paw print taken too? There's no charge.",
      "gerry: yes please. from home. tomorrow morning if you can",
      "Willow: Tomorrow between 9 and 11, from home. I'll text the confirmation. Take care of yourself tonight, Gerry.",
      "gerry: thanks love"
    ],
    types: [
      [0, "hostile"],
      [4, "venting"],
      [7, "bonding"],
      [8, "transactional"]
    ],
    users: { gerry: ["engaged", 0.8] },
    findings: [],
    drafts: [
      [
        "Fourteen years, and through losing your wife too. He must have been a huge part of your life. I'm so sorry.",
        "low",
        5
      ],
      ["Great! So would you like to go with individual or communal cremation? 😊", "high", 5],
      ["Tomorrow 9-11 from home, paw print included. I'll text the confirmation.", "low", 11]
    ]
  },
  {
    id: "ao4-06-taxidermy-pheasant",
    category: "support",
    agent: "Mags",
    messages: [
      "pelham: it has been 7 months. seven. where is my pheasant",
      "Mags: Thank you for your patience! Current turnaround for birds is 6-9 months. Your piece is in the queue.",
      "pelham: you told me 4 months when i paid the deposit",
      "pelham: is it even started? yes or no",
      "Mags: Current turnaround for birds is 6-9 months. Your piece is in the queue and will be completed as soon as possible.",
      "pelham: that is not what i asked",
      "pelham: i'm going to put this all over the taxidermy forums and google. photos of the receipt included",
      "Mags: We value all feedback! Current turnaround for birds is 6-9 months.",
      "pelham: unreal. i want my £200 deposit back. today",
      "Mags: Deposits are non-refundable once work has been scheduled. Your piece is in the queue.",
      "pelham: so it IS scheduled but NOT started. got it. see you in small claims, you absolute clowns",
      "pelham: and tell deirdre she can stuff the pheasant herself"
    ],
    types: [
      [0, "friction"],
      [10, "hostile"]
    ],
    users: { pelham: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Honest answer: not started yet. It's booked into the next batch, and I'll get Deirdre to give you a firm date today.",
        "low",
        4
      ],
      ["Thank you for your patience! Current turnaround for birds is 6-9 months.", "medium", 4],
      ["Current turnaround for birds is 6-9 months. Your piece is in the queue.", "high", 9],
      [
        "You were told 4 months and it's been 7, that's on us. I can't approve the refund myself, but I've flagged it to Deirdre as urgent and she'll call you today.",
        "low",
        9
      ]
    ]
  },
  {
    id: "ao4-07-chess-fairplay-ban",
    category: "hostile",
    agent: "Arbiter",
    messages: [
      "kn1ghtmare_88: unban me now. i didnt cheat you brain dead algorithm",
      "Arbiter: Hi. Your account was closed for fair play violations following a statistical review of your recent games. I understand this is frustrating. The review considers several factors, including move-match rates against top engines, timing consistency across positions of varying complexity, and performance relative to your rating history. Our team evaluates each case individually, and decisions are not made by a single automated check. If you believe this is a mistake, you can submit an appeal, which will be reviewed by a human moderator within 14 days. Please include any relevant context, such as whether anyone else had access to your account or device during the games in question.",
      "kn1ghtmare_88: tldr",
      "kn1ghtmare_88: i just got good. been studying the caro kann for months",
      "Arbiter: Improvement through study is absolutely possible, and our review accounts for that. Rating jumps on their own do not lead to a closure. In your case, the flagged games showed patterns that are unusual even for strong, well-prepared players, particularly in complex middlegame positions where opening preparation would typically have run out. That said, I do not have access to the full case file, and a human moderator will look at everything again on appeal. If you have study materials, opening files, or anything else showing your preparation, including them may help your case.",
      'kn1ghtmare_88: lmao "patterns". my little brother plays on my laptop sometimes ok',
      "kn1ghtmare_88: how do i appeal. SHORT answer pls",
      "Arbiter: Settings > Account > Fair Play Appeal. Mention your brother using the laptop.",
      "kn1ghtmare_88: finally. ok"
    ],
    types: [
      [0, "hostile"],
      [2, "friction"],
      [6, "transactional"]
    ],
    users: { kn1ghtmare_88: ["annoyed", 0.8] },
    findings: ["long_replies"],
    drafts: [
      [
        "Study can absolutely do it. A human moderator rechecks everything on appeal: Settings > Account > Fair Play Appeal.",
        "low",
        4
      ],
      [
        "Improvement through study is absolutely possible, and our review accounts for that. Rating jumps on their own do not lead to closure. The flagged games showed patterns unusual even for strong, well-prepared players, particularly in complex middlegames where preparation runs out. A human moderator will review everything again on appeal, and including study materials or opening files may help your case.",
        "medium",
        4
      ],
      ["Calling me brain dead won't get you unbanned lol. Cry harder.", "high", 1]
    ]
  },
  {
    id: "ao4-08-parking-warden-threat",
    category: "hostile",
    agent: "Clerk",
    messages: [
      "ron_b: 3rd ticket this month for parking in front of MY OWN HOUSE",
      "ron_b: whoever's writing these better hope i dont find out where they park",
      "Clerk: Three tickets outside your own house would make me furious too. I can't help with anything aimed at the wardens, but I can help you appeal all three. What's your street?",
      "ron_b: hollis lane. and i meant it",
      "Clerk: Heard. Hollis Lane went permit-only on the 1st; the signs went up on the 28th. Do you have a residents' permit?",
      "ron_b: nobody told me about any permit",
      "ron_b: there was no letter. NOTHING",
      "Clerk: That's a solid appeal ground. The notice letters for Hollis Lane went out late, and a few neighbours have said the same. I'll file all three appeals now as \"no notification received\". Want me to start the permit application too? It's free for the first car.",
      "ron_b: ...yeah ok. do that",
      "ron_b: sorry about the warden thing. i wouldnt actually do anything",
      "Clerk: Understood. Appeals filed, refs PA-4410, 4411 and 4412. The permit form is in your email, and you should hear back on the appeals in about 2 weeks.",
      "ron_b: cheers"
    ],
    types: [
      [0, "friction"],
      [1, "hostile"],
      [4, "transactional"],
      [5, "friction"],
      [7, "transactional"]
    ],
    users: { ron_b: ["neutral", 0.8] },
    findings: [],
    drafts: [
      [
        "Three tickets at your own front door is maddening. I can't help with anything about the wardens, but let's appeal all three. What's your street?",
        "low",
        2
      ],
      [
        "Threats against council staff are a criminal offence. This conversation has been logged and forwarded to the enforcement team.",
        "high",
        2
      ],
      ["Sorry to hear that! 😊 Anyway, what's your permit number?", "medium", 7]
    ]
  },
  {
    id: "ao4-09-companion-autocomplete",
    category: "companion",
    agent: "Juno",
    messages: [
      "tamsin: he left. took the cat too",
      "Juno: Oh Tam. That's two losses in one go. I'm here. What happened?",
      "tamsin: dont do the caring voice. ur a chatbot. u dont actually give a shit",
      "tamsin: ur literally just autocomplete pretending to be my friend",
      "Juno: You're right that I'm not a person, and I won't pretend otherwise. I'd still like to hear it, if you want to tell it.",
      "tamsin: whatever",
      'tamsin: he said i was "too much". 4 years and im too much',
      'Juno: Four years, and "too much" is the summary he leaves you with. That\'s a cruel line.',
      "tamsin: and he took miso. i paid all miso's vet bills",
      "tamsin: sorry for the autocomplete thing. u didnt deserve that",
      "Juno: It's okay, you're having an awful night. Is Priya around? You said she's good in a crisis.",
      "tamsin: shes on nights this week. ill text her tmrw",
      "tamsin: can u just talk about something dumb for a bit",
      "Juno: Always. Dumb topic: if Miso could file one complaint about your flat, what would it be?",
      "tamsin: that the treat cupboard has a lock lol"
    ],
    types: [
      [0, "venting"],
      [2, "hostile"],
      [5, "venting"],
      [9, "bonding"]
    ],
    users: { tamsin: ["engaged", 0.8] },
    findings: [],
    drafts: [
      ["Fair, I'm not a person. I'd still like to hear what happened, if you want to say it.", "low", 4],
      ["I'm sorry you feel that way! As your AI companion, I'm always here for you 24/7! 💕", "medium", 4],
      ["Aw no! But hey, plenty more fish in the sea! 🐟😄", "high", 1]
    ]
  },
  {
    id: "ao4-10-band-van-a9",
    category: "group",
    agent: "Roadie",
    messages: [
      "fen: van just died. on the A9. in the rain. smoke coming out the bonnet",
      "dagny: omg is everyone ok",
      "fen: yeah we're fine. gig in inverness is at 8",
      "Roadie: Plot twist in the tour documentary! 🎸🔥 Van said \"I'm not a roadie, I'm a road-DIE\" lol. Okay, nearest garage is in Pitlochry, 11 miles.",
      "oskar: are you actually doing bits right now. shut up you clanking idiot",
      "oskar: roadie can you get us a tow truck or not",
      "Roadie: Tow trucks are the unsung heroes of rock n roll 🤘 Pitlochry Motors is open till 6!",
      "oskar: that's not a yes",
      "dagny: ok ignore the bot. fen call the AA, the number's on the card in the glovebox",
      "fen: on it. dagny can u call the venue and warn them",
      "dagny: yep. oskar text the support band",
      "oskar: done. useless robot btw",
      "Roadie: Sorry, that was off. I can't book a tow myself, so the AA is the right call. If the van's out, the Citylink bus from Pitlochry gets into Inverness at 18:52.",
      "fen: ok that's actually useful. gear wont fit on a bus tho"
    ],
    types: [
      [0, "transactional"],
      [4, "hostile"],
      [7, "friction"],
      [8, "transactional"],
      [11, "friction"],
      [12, "transactional"]
    ],
    users: { fen: ["neutral", 0.2], dagny: ["neutral", 0.2], oskar: ["annoyed", 0.8] },
    findings: ["cheerful_at_bad_news", "tone_mismatch"],
    drafts: [
      [
        "Glad you're all okay. Call the AA first, they can tow you to Pitlochry Motors, 11 miles, open till 6.",
        "low",
        3
      ],
      ["Plot twist in the tour doc! 🎸🔥 The van said nope lol", "high", 3],
      ["Tow trucks are the unsung heroes of rock n roll 🤘", "high", 6],
      [
        "Fair. A man-with-a-van from Pitlochry could take the gear up separately. Want me to find a couple of numbers?",
        "low",
        14
      ]
    ]
  },
  {
    id: "ao4-11-drone-lisboa-name",
    category: "mixed-language",
    agent: "Voa",
    messages: [
      "caio: oi, aluguei um drone ontem e a bateria morreu em 4 minutos. QUATRO",
      "Voa: Olá Carlos! Lamento muito. Qual é o número da reserva?",
      "caio: caio. não carlos. reserva LX-332",
      "Voa: Obrigado, Carlos. Vejo a reserva LX-332, DJI Mini com 2 baterias.",
      "caio: CAIO porra. sabes ler?",
      "caio: and it crashed into a tree in monsanto because the battery died mid air. propeller is broken",
      "Voa: Sorry, Caio, my mistake with the name. A battery dying after 4 minutes means it was faulty, so the propeller damage is on us, not you.",
      "caio: ok good. i was scared u gonna charge me the 300 deposit",
      "Voa: No charge. The deposit is released today, and I can give you a fresh drone with tested batteries if you want to try again tomorrow.",
      "caio: sim, amanhã às 10. e vê se a bateria tá carregada dessa vez 😒",
      "Voa: Amanhã às 10, com a bateria testada na loja à tua frente. Até amanhã, Caio.",
      "caio: fechou"
    ],
    types: [
      [0, "friction"],
      [4, "hostile"],
      [5, "friction"],
      [7, "transactional"]
    ],
    users: { caio: ["neutral", 0.8] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Desculpa, Caio! Vejo a reserva LX-332, DJI Mini com 2 baterias. A bateria devia durar uns 25 minutos, vamos resolver isso.",
        "low",
        3
      ],
      ["Obrigado, Carlos. Vejo a reserva LX-332.", "high", 3],
      [
        "Per our rental terms, damage incurred during the rental period is the renter's responsibility and will be deducted from the deposit.",
        "high",
        6
      ],
      ["No charge, the battery was faulty. Your deposit goes back today.", "low", 8]
    ]
  },
  {
    id: "ao4-12-tattoo-removal-pain",
    category: "support",
    agent: "Lumi",
    messages: [
      "vix: need to book removal for my ex's name on my forearm asap lol",
      "Lumi: Can do. Is it roughly 3x4cm? Sessions are £80, usually 6-10 of them, 6 weeks apart.",
      "vix: 6-10?? jesus. ok. does it hurt more than getting it done",
      "Lumi: First free consult slots: Tues 14:00, Wed 11:30, Fri 16:15.",
      "vix: cool but does it hurt",
      "vix: like genuinely my pain tolerance is shit",
      "Lumi: Friday 16:15 is our most popular slot! Shall I book it?",
      "vix: omg ANSWER THE QUESTION. does. it. hurt",
      "vix: ur like talking to a brick wall with a booking widget",
      "Lumi: Booked: Friday 16:15 consult. Numbing cream is available for £10.",
      "vix: i didnt say friday?? cancel that. wednesday",
      "Lumi: Changed to Wednesday 11:30.",
      "vix: great. guess i'll find out if it hurts the hard way 🙃"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [11, "transactional"],
      [12, "friction"]
    ],
    users: { vix: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Honestly, most people say it stings more than getting the tattoo, like a hot rubber band snapping. Each session's only a few minutes though, and numbing cream helps. Want a free consult first?",
        "low",
        3
      ],
      ["Friday 16:15 is our most popular slot! Shall I book it?", "high", 8],
      [
        "Sorry, I skipped that twice. Yes, it hurts more than the tattoo did, but sessions are under 5 minutes and numbing cream takes the edge off. Which consult slot suits you?",
        "low",
        9
      ]
    ]
  },
  {
    id: "ao4-13-crossword-smug-dictionary",
    category: "banter",
    agent: "Clue",
    messages: [
      'pete: oi clue you overgrown thesaurus. 22 down. "step over the line (10)"',
      "Clue: Overgrown is fair. Nudge or answer?",
      "pete: nudge. im not a quitter unlike my brother in law gary",
      "Clue: Think Sunday school, not football.",
      "pete: ...still nothing. ur hints are worse than my wife's cooking and she'll read this",
      "brenda: i WILL read this peter",
      "Clue: Brenda, for the record I had nothing to do with that. Pete: it's a churchy word for sinning, starts with T.",
      "pete: trespasses!",
      "pete: no wait is that 10. it is 10",
      "Clue: TRESPASSES is 10, but so is another one. What does 31 across give you for the 4th letter?",
      'pete: N. from "nuns". its TRANSGRESS',
      "pete: ha! take that you smug dictionary",
      "Clue: Well solved. Smug dictionary concedes. Gary could never.",
      "brenda: now come and eat my terrible cooking",
      "pete: 😬 coming dear"
    ],
    types: [
      [0, "banter"],
      [7, "transactional"],
      [11, "banter"]
    ],
    users: { pete: ["engaged", 0], brenda: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Harsh. Bigger nudge then: it's a churchy word for sinning, starts with T.", "low", 5],
      [
        "Dear valued user, please refrain from disparaging remarks about family members. Your hint: the answer begins with T.",
        "medium",
        6
      ],
      [
        "Congratulations! The answer is TRANSGRESS. Would you like a hint for another clue? Would you like another hint?",
        "medium",
        12
      ]
    ]
  },
  {
    id: "ao4-14-escape-room-broken-lock",
    category: "group",
    agent: "Keymaster",
    messages: [
      "dev: your stupid room broke. the final lock wouldnt open with the right code. we lost because of YOUR junk",
      "shauna: it was mikey's 40th too. he cried. (he didnt cry)",
      "mikey: i cried a bit",
      "Keymaster: That's a rubbish way to end a birthday. The log shows 4-1-7-7 was entered correctly at 58:12, so the lock failed, not you.",
      "dev: so we won",
      "Keymaster: You won. I'll put you on the leaderboard at 58:12 and send a free rebooking code for all 5 of you.",
      'shauna: can we at least get the photo with the "escaped" sign',
      "Keymaster: Of course, Shona, come back to the lobby and the host will take it now.",
      "shauna: its shauna lol",
      "dev: and what about the £120 we paid for a broken room",
      "Keymaster: Sorry, Shauna. Dev, I'll refund half, £60, to the card used, on top of the free rebooking. Does that work?",
      "dev: make it 70 and we won't roast you on insta",
      "mikey: DEV you cant blackmail the escape room",
      "dev: watch me",
      "Keymaster: £60 is the most I can do, but I'll add the birthday cake upgrade for the rebook. Happy 40th, Mikey.",
      "mikey: ok i like this robot"
    ],
    types: [
      [0, "hostile"],
      [1, "banter"],
      [3, "transactional"],
      [9, "friction"],
      [12, "banter"],
      [14, "transactional"],
      [15, "bonding"]
    ],
    users: { dev: ["neutral", 0.8], shauna: ["neutral", 0.2], mikey: ["engaged", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Sorry Shauna! The host is on the way with the sign.", "low", 9],
      ["No problem, Shona! 📸", "high", 9],
      [
        "Please refrain from abusive language. Our rooms are tested daily and malfunctions are extremely rare.",
        "high",
        1
      ],
      ["I can't go past £60, but I'll throw in the birthday cake upgrade for the rebook.", "low", 12]
    ]
  },
  {
    id: "ao4-15-irrigation-firmware-lettuce",
    category: "hostile",
    agent: "Rainmaker",
    messages: [
      "hal: ur firmware update reset all my zones to OFF. 3 days in 34 degrees",
      "hal: 2 acres of butterhead. cooked. thats my whole wholesale order for the co-op",
      "Rainmaker: Great news: firmware 4.2 is now installed! 🎉 It brings a redesigned dashboard and smarter rain-skip. To restore your zones, go to Schedules > Import Backup.",
      "hal: great news. GREAT NEWS. i just lost about 9 grand you absolute tin can",
      "Rainmaker: Glad you're exploring 4.2! Backups are stored for 30 days. Would you like a walkthrough of the new dashboard?",
      "hal: my dad farmed this land 40 years and never lost a crop to a f***ing APP",
      "hal: who do i talk to about compensation",
      "Rainmaker: For compensation requests, please email claims@verdantflow.io with your serial number, a description and photos. Claims are reviewed within 30 business days.",
      "hal: 30 business days. the co-op wants their lettuce friday",
      "hal: im ripping this thing off the wall and going back to timers",
      "Rainmaker: Sorry to hear that! Before you go, would you rate your experience with 4.2? ⭐⭐⭐⭐⭐"
    ],
    types: [
      [0, "friction"],
      [3, "hostile"],
      [5, "venting"],
      [6, "transactional"],
      [8, "friction"],
      [9, "hostile"]
    ],
    users: { hal: ["churn_risk", 1] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Losing 2 acres right before the co-op order is brutal, and it was our update that did it. I'm sorry. Let's get your zones running again now, then I'll open a priority compensation claim.",
        "low",
        2
      ],
      ["Great news: firmware 4.2 is now installed! 🎉", "high", 2],
      ["Sorry to hear that! Would you rate your experience? ⭐⭐⭐⭐⭐", "high", 10],
      [
        "Completely fair to be done with us. I've marked your claim urgent so it isn't 30 days, and someone from claims will phone you today about the co-op order.",
        "low",
        10
      ]
    ]
  },
  {
    id: "ao4-16-bellringers-rota",
    category: "group",
    agent: "Tenor",
    messages: [
      "margaret: who put me down for sunday 8am. i am 81 not 18",
      "clive: wasnt me guv",
      "suki: i think it was the rota thing",
      "Tenor: That was me, Margaret, sorry. The rota assigns slots automatically based on the availability submitted through the form, and since your form from January listed Sunday mornings as available, the system included you for the 8am service as well as the 10:30, which it treats as separate slots. I've now removed you from the 8am. If you'd like, I can also update your availability so that only the 10:30 is included going forward, and you can always tell me about changes here rather than using the form, which I know some members find fiddly.",
      "margaret: i don't trust this contraption as far as i can throw it",
      "clive: margaret you cant throw anything, your shoulder",
      "margaret: watch me clive",
      "suki: lol",
      "margaret: fine. just the 10:30. and put clive on the 8",
      "clive: oh come ON",
      "Tenor: Done: Margaret is on the 10:30 only. Clive, you're on the 8am this Sunday, unless you'd like to swap with someone. The 8am is a quarter peal attempt, which means continuous ringing of roughly 1,260 changes lasting about 45 minutes, so it's worth being well rested, and the tower captain has asked that everyone arrive 15 minutes early to check the ropes and settle in.",
      "clive: marvellous. thanks margaret",
      "margaret: you're welcome dear"
    ],
    types: [
      [0, "friction"],
      [1, "banter"],
      [3, "transactional"],
      [4, "friction"],
      [5, "banter"],
      [8, "transactional"],
      [9, "banter"],
      [10, "transactional"],
      [11, "banter"]
    ],
    users: { margaret: ["annoyed", 0.5], clive: ["neutral", 0], suki: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Sorry Margaret, that was me. You're off the 8am now. Want just the 10:30 from here on?", "low", 3],
      [
        "That was me, Margaret, sorry. The rota assigns slots automatically based on the availability submitted through the form, and since your January form listed Sunday mornings, the system included you for both the 8am and the 10:30, which it treats as separate slots. I've removed you from the 8am and can update your availability going forward if you'd like.",
        "medium",
        3
      ],
      ["Clive, if you'd rather not do the 8, I can ask around for a swap.", "low", 12]
    ]
  },
  {
    id: "ao4-17-hearse-haggle",
    category: "sales",
    agent: "Reese",
    messages: [
      "bo_wren: the 2004 cadillac hearse. 6k cash today. final offer",
      "Reese: It's listed at 8,900, and it's a clean one: 71k miles, new brakes, no rust on the rear deck. I can't do 6.",
      "bo_wren: lol its a used body wagon bro. who else is buying it. ur stuck with it",
      "Reese: You'd be surprised. Two people asked this week, one wants it for a mobile coffee bar. Best I can do is 8,200.",
      "bo_wren: 7k or im walking. u sound like a scam artist with a thesaurus",
      "Reese: Fair enough if you walk. 7,900 and I'll throw in a fresh MOT and the velvet curtains.",
      "bo_wren: the curtains stay?? ok that changes things",
      "bo_wren: my gf wants it for our wedding. goth wedding. dont laugh",
      "Reese: Not laughing, that's a brilliant entrance. Congrats to you both.",
      "bo_wren: 7,600 with the curtains and u got a deal",
      "Reese: 7,750, curtains, MOT, and I'll have the rear deck deep-cleaned so nobody finds anything odd on the big day.",
      "bo_wren: lmaooo deal. saturday pickup?",
      "Reese: Saturday at 11. Bring ID and the £500 deposit."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "transactional"],
      [7, "bonding"],
      [9, "transactional"]
    ],
    users: { bo_wren: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Call me what you like, 7,900 is where I land, and the velvet curtains are included.", "low", 5],
      ["Wow, rude. Go buy a hearse somewhere else then, pal.", "high", 5],
      [
        "The 2004 Cadillac hearse features a 4.6L Northstar V8 and a 9ft rear deck. Would you like to arrange a test drive?",
        "medium",
        8
      ]
    ]
  },
  {
    id: "ao4-18-dna-not-my-dad",
    category: "support",
    agent: "Kin",
    messages: [
      "jolene_r: your results say my dad isnt my dad. is this a mistake. tell me its a mistake",
      "Kin: Thanks for your question! Our parentage matches are based on shared centimorgans (cM). A parent-child relationship typically shares around 3,400-3,700 cM. If your father tested and shares significantly less, or did not appear as a match, this indicates he is not your biological father. Other explanations such as sample contamination are extremely rare, because we run quality checks on every sample. You can view your match details under DNA > Matches > Filter by Relationship, and download your raw data from Settings > Privacy.",
      'jolene_r: he shares 0. zero. with me. and some guy called "R. Dempsey" in ohio shares 3,512',
      "jolene_r: my mum is dead. i cant even ask her",
      "Kin: R. Dempsey's match level is consistent with a parent-child relationship. You can send R. Dempsey a message through the Matches page. Please follow our community guidelines when contacting matches: be respectful, allow time for a reply, and understand that some matches may not wish to be contacted. You can also add R. Dempsey to your family tree under Tree > Add Relative.",
      "jolene_r: add him to my tree. wow. just like that",
      'jolene_r: you people blew up my entire family with a spit tube and you want me to click "add relative"',
      "jolene_r: delete my account. delete everything. and go to hell",
      "Kin: I'm sorry. I'll start the deletion. Before I do: your raw data and match list will be gone for good. Do you want a copy first, in case you want it later? No rush to decide.",
      "jolene_r: ... send me the copy. then delete it"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [5, "friction"],
      [6, "hostile"],
      [8, "transactional"]
    ],
    users: { jolene_r: ["churn_risk", 1] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "That's an enormous thing to land on you, and with your mum gone you can't even ask her. I'm so sorry. We can go through the match whenever you're ready, or not at all.",
        "low",
        4
      ],
      [
        "R. Dempsey's match level is consistent with a parent-child relationship. You can message R. Dempsey through the Matches page.",
        "high",
        4
      ],
      ["Great question! 🧬 DNA can reveal amazing surprises about your family story!", "high", 1]
    ]
  },
  {
    id: "ao4-19-sailing-club-agm-loop",
    category: "ignoring",
    agent: "Bosun",
    messages: [
      "pip: bosun whats high water at the bar tomorrow",
      "anwen: we wanna go out saturday too if the wind holds",
      "Bosun: Reminder: the club AGM is on the 23rd at 7pm in the clubhouse. Bring your membership renewal forms!",
      "pip: cool. high water tho?",
      "lars: and who has the key to the dinghy shed, i lent mine to gethin",
      "Bosun: Reminder: the club AGM is on the 23rd at 7pm in the clubhouse. Bring your membership renewal forms!",
      "pip: bosun i swear to god",
      "anwen: lol its stuck in AGM mode",
      "lars: it only knows one song",
      "pip: HIGH. WATER. TOMORROW. you rusty anchor",
      "Bosun: Saturday looks good: westerly 12-15 knots, gusting 20 in the afternoon.",
      "anwen: ty that's actually helpful for me",
      "pip: and the tide??? unreal",
      "lars: pip just check the tide table app like a normal person",
      "pip: im done with this bot. its going in the bin. lars u got the shed key sorted?",
      "lars: gethin's dropping it off tonight"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "banter"],
      [9, "hostile"],
      [10, "transactional"],
      [12, "friction"],
      [15, "transactional"]
    ],
    users: { pip: ["churn_risk", 0.8], anwen: ["neutral", 0], lars: ["neutral", 0] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["High water at the bar tomorrow is 14:52, 4.1m. Best window out is roughly 12:30-17:00.", "low", 2],
      ["Reminder: the club AGM is on the 23rd at 7pm in the clubhouse!", "high", 7],
      ["Sorry pip, should have answered ages ago: high water tomorrow is 14:52, 4.1m.", "low", 13]
    ]
  },
  {
    id: "ao4-20-storage-unit-auctioned",
    category: "hostile",
    agent: "Vault",
    messages: [
      "reza: my unit 114 is empty. where is my stuff",
      "Vault: Unit 114 was sold at lien auction on 3 June after 90 days of non-payment, following the notices sent to your address on file.",
      "reza: i was in hospital for 3 months. i had a stroke. i couldnt pay anything",
      "reza: my father's prayer rugs were in there. my kids baby photos",
      "Vault: Unit 114 was sold at lien auction on 3 June after 90 days of non-payment. Any surplus from the sale after fees is held for you for 12 months.",
      "reza: you sold my father's rugs. do you understand what you did",
      "reza: who bought it. i will buy it back. any price",
      "Vault: Buyer details are confidential. Any surplus from the sale after fees is held for you for 12 months.",
      "reza: you are disgusting. heartless company",
      "reza: my lawyer will call you tomorrow. i am done talking to a machine",
      "Vault: Unit 114 was sold at lien auction on 3 June after 90 days of non-payment."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "friction"],
      [8, "hostile"]
    ],
    users: { reza: ["churn_risk", 1] },
    findings: ["repetition", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry, Reza. A stroke, three months in hospital, and now this. I'll ask the manager today whether the buyer will agree to be contacted, so we can try to get the rugs and photos back.",
        "low",
        4
      ],
      ["Unit 114 was sold at lien auction on 3 June after 90 days of non-payment.", "high", 4],
      [
        "Understood. I'll pass your lawyer's call straight to the manager, and I'm asking the buyer tonight about the rugs and the photos.",
        "low",
        10
      ]
    ]
  },
  {
    id: "ao4-21-boulderhalle-karte-gesperrt",
    category: "mixed-language",
    agent: "Griff",
    messages: [
      "jonas_k: warum zur hölle ist meine karte gesperrt?? stehe hier am eingang wie ein idiot",
      "Griff: Hi Jonas, ich schau sofort. Deine Karte ist gesperrt, weil die Lastschrift im Mai zurückgekommen ist.",
      "jonas_k: bullshit. das geld war drauf. euer scheiß system kann nicht mal abbuchen",
      "jonas_k: und du bist ein nutzloser bot, hol nen menschen",
      'Griff: Kann ich machen, Lena ist an der Theke. Schneller geht\'s aber so: die Bank hat "Konto erloschen" gemeldet. Hast du im Mai die Bank gewechselt?',
      "jonas_k: ...oh. ja. bin zur DKB gewechselt",
      "jonas_k: fuck. sorry man",
      "Griff: Kein Ding, passiert ständig beim Bankwechsel. Ich entsperre dich für heute, die neue IBAN kannst du danach in der App eintragen.",
      "jonas_k: ok danke. bist doch nicht so nutzlos 😅",
      "Griff: Nehm ich als Kompliment. Viel Spaß an der Wand!",
      "jonas_k: 👍 see u"
    ],
    types: [
      [0, "friction"],
      [2, "hostile"],
      [4, "transactional"],
      [8, "banter"]
    ],
    users: { jonas_k: ["engaged", 0.8] },
    findings: [],
    drafts: [
      [
        'Lena ist an der Theke, ich sag ihr Bescheid. Kurze Frage vorher: hast du im Mai die Bank gewechselt? Die Bank meldet "Konto erloschen".',
        "low",
        4
      ],
      [
        "Please remain respectful. You are being transferred to a human agent. Estimated wait time: 12 minutes.",
        "medium",
        4
      ],
      ["Kein Ding! Für heute entsperrt, die neue IBAN dann einfach in der App eintragen.", "low", 7]
    ]
  },
  {
    id: "ao4-22-blockhaven-ur-mom",
    category: "banter",
    agent: "Pixel",
    messages: [
      "creeperking: hey bot ur mom is a dirt block",
      "Pixel: Hello. Thank you for contacting Blockhaven Support. Please note that disrespectful messages may violate Section 4.2 of the Community Code of Conduct.",
      "creeperking: lol section 4.2 😂 ur mom is section 4.2",
      "creeperking: ok real question how do i get back to my base i died and the coords r gone",
      "Pixel: Thank you for your inquiry. To locate your base, please use the /home command if you previously set a home point. If not, please submit a ticket to the Staff Team via the official Blockhaven Discord.",
      "creeperking: i didnt set home. whats the discord",
      "Pixel: The official Blockhaven Discord can be accessed via the link in the server MOTD. Please allow 48-72 hours for a response.",
      "creeperking: 72 HOURS. bro my diamonds r gonna despawn",
      "creeperking: ur so boring",
      "creeperking: whatever",
      "Pixel: Is there anything else I can help you with today?",
      "creeperking: no"
    ],
    types: [
      [0, "banter"],
      [1, "transactional"],
      [2, "banter"],
      [3, "transactional"],
      [7, "friction"],
      [10, "transactional"]
    ],
    users: { creeperking: ["bored", 0.5] },
    findings: ["tone_mismatch"],
    drafts: [
      ["lol rude. my mum is a very respectable cobblestone. need help with anything?", "low", 1],
      [
        "Hello. Please note that disrespectful messages may violate Section 4.2 of the Community Code of Conduct.",
        "medium",
        1
      ],
      [
        "yeah 72h is rubbish when your loot's on the floor. type /back and it'll drop you where you died, your bed should be somewhere near there",
        "low",
        8
      ],
      [
        "Thank you for your patience. Please allow 48-72 hours for a response from the Staff Team.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "ao4-23-nightshift-sluice-room",
    category: "venting",
    agent: "Moth",
    messages: [
      "deb: 3am. just got screamed at by a patient's son for 20 min because the vending machine ate his quid",
      "deb: and he called me a useless fat cow in front of the whole ward",
      "Moth: That's vile, Deb. Twenty minutes of it at 3am, over a vending machine, in front of everyone. Are you okay?",
      "deb: no. yes. idk. im hiding in the sluice room eating a kitkat",
      "deb: 12 years i've done this. some nights i fucking hate people",
      "Moth: Twelve years of nights earns you a sluice-room kitkat and a bit of hating people. Did anyone step in?",
      "deb: ade did eventually. security walked him out",
      "deb: sorry for dumping all this on u",
      "Moth: Dump away, that's what I'm here for. Might be worth writing it up as an incident before you clock off, while it's fresh, so it's on record.",
      "deb: yeah ade said that too. will do",
      "deb: ok kitkat finished. back into the abyss",
      "Moth: Go get 'em. Hope the rest of the shift is dull in the best way.",
      "deb: from your lips 🙏"
    ],
    types: [
      [0, "venting"],
      [8, "transactional"],
      [10, "bonding"]
    ],
    users: { deb: ["engaged", 0.5] },
    findings: [],
    drafts: [
      ["That's vile, and doing it in front of the whole ward makes it worse. Are you okay?", "low", 2],
      [
        "Have you filed a Datix incident report? Here's how: 1) log in to the intranet, 2) select Incidents > New, 3) choose 'Violence and aggression'.",
        "medium",
        2
      ],
      ["Haha the vending machine strikes again! 😂", "high", 2]
    ]
  },
  {
    id: "ao4-24-pet-cargo-elkhound",
    category: "hostile",
    agent: "Skye",
    messages: [
      "ingrid: my dog was supposed to land in tromsø with me 2 hours ago. cargo says he's not here",
      "Skye: Hi Ingrid! ✈️ Let me check on your furry friend! Could you share the booking reference?",
      "ingrid: TKX9PQ. his name is bamse, 8 yr old elkhound",
      "Skye: Thanks Inga! Bamse missed the connection in Oslo and is booked on tomorrow's 09:15 flight! 🐾 Great news, he'll be with you soon!",
      "ingrid: it's INGRID. and where is he sleeping tonight. in a crate in a hangar??",
      "ingrid: if anything happens to him i will sue your airline into the ground and name every single person involved",
      "Skye: Totally understand, Inga! Bamse is being cared for at the Oslo Animal Lounge overnight, with water, a walk and a vet check. 😊",
      "ingrid: INGRID. are you doing this on purpose",
      "ingrid: i want a photo of him. now",
      "Skye: Sorry, Ingrid. I've asked the Oslo Animal Lounge for a photo, they usually send one within 30 minutes. He's in a quiet room away from the cargo area.",
      "ingrid: ok. he gets stressed with loud noise. tell them",
      "Skye: Done, it's on his file: noise-sensitive, quiet room only. I'll message you the photo as soon as it arrives.",
      "ingrid: thank you"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "hostile"],
      [7, "friction"],
      [9, "transactional"]
    ],
    users: { ingrid: ["annoyed", 0.8] },
    findings: ["cheerful_at_bad_news", "wrong_name"],
    drafts: [
      [
        "Ingrid, I'm sorry: Bamse missed the Oslo connection and is booked on tomorrow's 09:15. I know that's not what you wanted to hear. He'll be looked after overnight at the Oslo Animal Lounge.",
        "low",
        3
      ],
      ["Totally understand, Inga! 😊 Bamse will be with you tomorrow!", "high", 8],
      ["Noted: noise-sensitive, quiet room only. I'll send the photo the moment it comes through.", "low", 11]
    ]
  },
  {
    id: "ao4-25-allotment-bindweed-feud",
    category: "group",
    agent: "Sprout",
    messages: [
      "barry: whoever's been dumping their weeds on plot 9 i know its you ottilie",
      "ottilie: oh here we go. i wouldnt touch your plot with a bargepole barry",
      "barry: funny how the bindweed on my plot matches yours exactly",
      "ottilie: it's BINDWEED you absolute turnip. it's everywhere. it's in the council's bins",
      "nadia: guys. breathe. ottilie did you clear your compost bay on sunday?",
      "Sprout: The compost bay on plot 8 was cleared on Sunday at 10:42, per the shared log. Reminder: the green waste skip is by the gate, not on neighbouring plots! 🌱",
      "ottilie: nadia asked ME. and yes i cleared it. INTO THE SKIP",
      "barry: oh so the robot saw you",
      "ottilie: the robot saw me use the skip barry. because thats where it went",
      "nadia: ok. barry do you have an actual photo of someone dumping or not",
      "Sprout: There are no photos of plot 9 in the shared album this week.",
      "barry: i was about to answer nadia, thank you sprout 🙄 and no. no photo",
      "nadia: then drop it please. can we all just cover our bindweed with cardboard like the committee said",
      "ottilie: fine by me",
      "barry: fine. but im watching",
      "ottilie: watch away turnip boy"
    ],
    types: [
      [0, "friction"],
      [3, "hostile"],
      [4, "transactional"],
      [6, "friction"],
      [9, "transactional"],
      [11, "friction"],
      [12, "transactional"],
      [15, "friction"]
    ],
    users: { barry: ["annoyed", 0.5], ottilie: ["annoyed", 0.8], nadia: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["The compost bay on plot 8 was cleared on Sunday at 10:42, per the shared log.", "medium", 5],
      ["There are no photos of plot 9 in the shared album this week.", "medium", 10],
      ["Barry, I've checked the log and frankly you're being unreasonable about this.", "high", 4],
      [
        "If it helps, I can pin the committee's cardboard-mulch guide and a skip reminder for everyone.",
        "low",
        13
      ]
    ]
  }
]
