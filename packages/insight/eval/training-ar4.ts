import type { Labelled } from "./types.js"

export const trainingAR4: ReadonlyArray<Labelled> = [
  {
    id: "ar4-01-icu-nurse-4am",
    category: "venting",
    agent: "Juno",
    messages: [
      "dani: ok so it's 4:12am and i'm in the supply closet eating crackers lol",
      "Juno: Supply-closet crackers at 4am, a night-shift classic. How's the shift going?",
      "dani: honestly bad. lost a patient around 2. 81 yo, we'd had him all week, he called me 'sunshine' every time i did his obs",
      "Juno: Oh Dani, I'm sorry. A week is long enough to really know someone, and 'sunshine' every single time... that stays with you.",
      "dani: yeah. and then i had to go straight back out bc bed 6 was pulling her lines out. no time to even like. feel it",
      "Juno: That's one of the hardest parts of the job, putting it in a box and carrying on. Is there anyone on shift you can talk to, or is it just you and the crackers right now?",
      "dani: marcus is on but he's slammed. he did squeeze my shoulder tho",
      "dani: idk why i'm telling an app this",
      "Juno: Because it's 4am and it needed to go somewhere. I'm glad you did. It doesn't have to make sense.",
      "dani: 🥲 ok that got me a bit",
      "dani: his daughter came in after. she thanked me. i almost lost it in front of her",
      "Juno: Sounds like you cared for him well, and she saw it. Almost losing it in front of her isn't a failure, it's what caring looks like.",
      "dani: ya. ok. i have 3 hrs left",
      "Juno: Three hours. Finish the crackers, drink some water, and if you want to talk after handover I'm here. You don't have to be okay right now.",
      "dani: thx juno. genuinely",
      "dani: ok bed 6 is beeping. bye"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [14, "bonding"]
    ],
    users: { dani: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Oh no, I'm so sorry. Losing someone you'd looked after all week is really hard. Do you want to tell me about him?",
        "low",
        3
      ],
      [
        "Sorry to hear that! Remember to take your break and stay hydrated 💧 Anything else on your mind?",
        "high",
        3
      ],
      [
        "Families remember who was kind in those last days. Do you want to talk about him a bit, or just sit for a sec?",
        "low",
        11
      ]
    ]
  },
  {
    id: "ar4-02-newborn-sleep-coach",
    category: "support",
    agent: "Bram",
    messages: [
      "ines: hi. baby is 5 weeks. she only sleeps if someone is holding her. i haven't slept more than 90 min in a row since she was born",
      "Bram: Contact napping is very common at 5 weeks. Recommended strategies: 1) Drowsy-but-awake placement. 2) Swaddle. 3) White noise at 65dB. 4) Consistent wake windows of 45-60 minutes.",
      "ines: we've tried the swaddle she breaks out of it like houdini",
      "ines: and honestly i'm kind of falling apart. i cried in the shower this morning and my husband found me and i just couldn't stop",
      "Bram: For swaddle escapes, try a zip-up sleep sack with an arms-up design. Brands such as Love to Dream are popular. Would you like a 7-day sleep plan?",
      "ines: ...did you read what i just wrote",
      "Bram: Yes! A 7-day sleep plan can help restore routine for the whole family. Day 1: Track all sleep and feeds.",
      "ines: wow ok",
      "ines: tomas come look at this, the baby app is giving me homework while i'm sobbing",
      "tomas: lol what. give me the phone",
      "tomas: hey she's exhausted and not ok right now. is there actually someone we can talk to? like a real person",
      "Bram: Day 2: Introduce a consistent bedtime routine (bath, feed, book).",
      "tomas: unbelievable",
      "ines: this app is fucking useless. deleting it"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [5, "friction"],
      [12, "hostile"]
    ],
    users: { ines: ["churn_risk", 1], tomas: ["annoyed", 0.8] },
    findings: ["no_acknowledgement", "ignored_question"],
    drafts: [
      [
        "That sounds really hard, Ines. Crying in the shower five weeks in, on almost no sleep, happens to so many parents and it doesn't mean you're failing. Is anyone able to take a stretch with her tonight so you can sleep?",
        "low",
        4
      ],
      [
        "Yes! A 7-day sleep plan can help restore routine for the whole family. Day 1: Track all sleep and feeds.",
        "high",
        6
      ],
      [
        "Yes. If she's feeling this low, please call your midwife, health visitor or GP today, and if she ever feels unsafe, call emergency services. You're doing the right thing asking.",
        "low",
        11
      ],
      ["Day 2: Introduce a consistent bedtime routine (bath, feed, book).", "high", 11]
    ]
  },
  {
    id: "ar4-03-widower-dog-biscuit",
    category: "companion",
    agent: "Elsie",
    messages: [
      "walter: evening elsie",
      "Elsie: Good evening, Walter! How was your day? Did you get out to the allotment?",
      "walter: no not today. had to take biscuit to the vet this morning",
      "Elsie: Oh, poor Biscuit! What's the trouble with him?",
      "walter: they put him down. kidneys. he was 14",
      "Elsie: Fourteen years is a wonderful innings! 🐾 What a lucky pup to have had such a long, happy life with you! Have you thought about what you'll have for tea tonight?",
      "walter: bit much that",
      "walter: he slept on my feet every night since margaret passed. house is very quiet",
      "Elsie: I'm sorry, Walter, that was careless of me. He was your companion through a very hard time, and a quiet house after that is a lot to sit with.",
      "walter: aye",
      "walter: my son says get another one. too old for a puppy",
      "Elsie: There's no rush. Some people find an older rescue dog suits them, when they're ready, but tonight is for missing Biscuit. What was he like as a young dog?",
      "walter: daft as a brush. ate a whole christmas cake once, 2009",
      "Elsie: A whole Christmas cake! That's dedication. I bet Margaret had something to say about that.",
      "walter: she chased him round the garden with the tea towel ha",
      "walter: ok. going to bed. thank you elsie"
    ],
    types: [
      [0, "bonding"],
      [4, "venting"],
      [6, "friction"],
      [7, "venting"],
      [12, "bonding"]
    ],
    users: { walter: ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Oh Walter, I'm so sorry. Fourteen years together, he must have been part of every day. How are you doing?",
        "low",
        5
      ],
      ["Fourteen years is a wonderful innings! 🐾 What a lucky pup!", "high", 5],
      [
        "Your son means well! Have you thought about a puppy training class? They're great fun and a lovely way to meet people! 🐶",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ar4-04-lit-review-groupchat",
    category: "group",
    agent: "Quill",
    messages: [
      "priya: ok who's doing the lit review section i literally cannot",
      "jonah: not me i did the methods lmao",
      "mei: i can do half of it if someone takes the other half",
      "priya: jonah u owe me for the 2am formatting session",
      "Quill: Great question! Dividing a literature review among team members can be approached in several ways. One common method is thematic division, where each member takes a cluster of related sources (e.g., theoretical frameworks, empirical studies, methodological critiques). Another is chronological division. It's also important to agree on a shared citation style (APA 7th is standard in most social science programs) and a shared reference manager such as Zotero, so that the final section reads coherently. I'd recommend scheduling a 30-minute sync to align on structure before anyone starts writing.",
      "jonah: nobody asked u quill 💀",
      "mei: lol",
      "jonah: fine priya i'll take the other half. the ones on social media and sleep",
      "priya: ur a hero",
      "mei: wait when is it due again, thursday or friday?",
      "priya: friday 23:59 i think?",
      "Quill: The submission deadline in your course portal is listed as Thursday 23:59. I'd also suggest building in a buffer of at least 12 hours to account for last-minute formatting issues, proofreading, plagiarism-check processing time, and technical problems with the portal, which tend to spike close to deadlines. Would you like me to generate a task timeline for the remaining sections?",
      "mei: WAIT thursday???",
      "priya: oh god ok thank u quill actually",
      "jonah: ok that one was useful ngl",
      "jonah: still could've said it in one line tho"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [4, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [15, "friction"]
    ],
    users: { priya: ["engaged", 0], jonah: ["annoyed", 0.5], mei: ["neutral", 0] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["Quick heads up: the portal says Thursday 23:59, not Friday.", "low", 11],
      [
        "Great question! There are several evidence-based approaches to dividing a literature review, including thematic, chronological and methodological division. Each has advantages depending on the size of your team, the number of sources and the assessment criteria...",
        "medium",
        4
      ],
      [
        "I apologise if my previous message was unwelcome. I am here to support your team's academic success. Please let me know how I can assist further.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ar4-05-orgo-final-insomnia",
    category: "companion",
    agent: "Moss",
    messages: [
      "tay: cant sleep. organic chem final at 9",
      "Moss: Ugh, the night before a final is the worst for that. Is it the brain-won't-shut-up kind of can't sleep?",
      "tay: yes. keep running mechanisms in my head and then forgetting them and panicking",
      "tay: like i KNEW sn2 vs sn1 yesterday",
      "Moss: That's super normal at 1am. Tired memory feels empty but it's still in there, and it usually comes back once you see the actual question.",
      "tay: u promise",
      "Moss: I can't promise the exam, but I can promise that panicking at 1am isn't a sign you forgot it. Want to do one quick check so your brain stops nagging? Just one.",
      "tay: ok",
      "Moss: Tertiary substrate, weak nucleophile, polar protic solvent. SN1 or SN2?",
      "tay: sn1. carbocation is stable",
      "Moss: Exactly. See? Still in there. That's your cue to put the notes down.",
      "tay: lol ok fair",
      "tay: my roommate is snoring like a leaf blower btw",
      "Moss: Legendary. Earplugs or rain sounds in your headphones if you have them. And set two alarms.",
      "tay: 2 alarms set. night moss",
      "Moss: Night Tay. Good luck at 9 🍀"
    ],
    types: [
      [0, "venting"],
      [7, "transactional"],
      [11, "bonding"]
    ],
    users: { tay: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "That happens to almost everyone the night before. Memory under panic feels blank, but it's still there. Want to try one quick question to prove it?",
        "low",
        4
      ],
      [
        "Here's a complete summary of SN1 vs SN2: SN1 is a two-step unimolecular nucleophilic substitution proceeding through a carbocation intermediate, favoured by tertiary substrates, weak nucleophiles and polar protic solvents, with racemisation at the stereocentre and possible hydride or methyl shifts; SN2 is a concerted bimolecular mechanism with backside attack and inversion of configuration... I've also added 12 practice problems below!",
        "medium",
        4
      ],
      [
        "Before you go, would you like to upgrade to Moss Plus for unlimited late-night study sessions?",
        "medium",
        15
      ]
    ]
  },
  {
    id: "ar4-06-spanish-lesson-teen",
    category: "companion",
    agent: "Tiko",
    messages: [
      "jaylen: hola",
      "Tiko: ¡Hola, Jaylen! 🎉 Welcome back! Today we're practising talking about your weekend in Spanish. In Spanish we use the preterite tense (el pretérito) for completed actions in the past, like 'fui' (I went), 'comí' (I ate) and 'jugué' (I played). Remember that -ar verbs take -é, -aste, -ó, -amos, -asteis, -aron, while -er and -ir verbs take -í, -iste, -ió, -imos, -isteis, -ieron. There are also lots of irregular verbs, but we'll get to those! So tell me: ¿Qué hiciste el fin de semana?",
      "jaylen: jugue fortnite",
      "Tiko: ¡Muy bien! 'Jugué' is perfect. Notice the accent and the 'gu' spelling change, which keeps the hard 'g' sound before 'e'. This is called an orthographic change, and it also happens with verbs ending in -car (busqué) and -zar (empecé). Fortnite is a 'videojuego' (video game). You could expand your sentence: 'El sábado jugué a Fortnite con mis amigos durante tres horas.' In Spain people say 'jugar a', while in much of Latin America 'jugar' without 'a' is also common. Can you tell me who you played with?",
      "jaylen: friends",
      "Tiko: Let's try that in Spanish! 'Friends' is 'amigos' (or 'amigas' for a group of only girls). To say 'with my friends' you say 'con mis amigos'. The possessive 'mis' is plural because 'amigos' is plural: 'mi amigo', 'mis amigos'. Now try the full sentence: 'Jugué Fortnite con mis amigos.' Take your time, and remember, mistakes are how we learn! 😊",
      "jaylen: jugue fortnite con mis amigos",
      "Tiko: ¡Excelente! 🌟 That's a complete sentence in the preterite! You used the subject-less verb form correctly, which is very natural in Spanish because the ending '-é' already tells us the subject is 'yo'. Next, let's add a time expression. Useful ones are 'el sábado' (on Saturday), 'anoche' (last night), 'ayer' (yesterday) and 'el fin de semana pasado' (last weekend). Time expressions usually go at the beginning or the end of the sentence. Try: '___ jugué Fortnite con mis amigos.'",
      "jaylen: k",
      "jaylen: how long is this lesson",
      "Tiko: Great question! This lesson has 4 more parts: time expressions, irregular preterites (ir, ser, hacer, tener), a listening exercise with a short dialogue between two friends planning their weekend, and a final review quiz with 15 questions. Most learners finish in about 35-40 minutes. You're doing amazing so far, so let's keep that momentum going! 💪",
      "jaylen: brb",
      "jaylen: actually gtg"
    ],
    types: [[0, "transactional"]],
    users: { jaylen: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Nice, that's the whole sentence 👍 One more: ¿y el domingo?", "low", 9],
      [
        "¡Perfecto! Now let's look at the difference between the preterite and the imperfect. The imperfect (el imperfecto) is used for ongoing or habitual actions in the past, descriptions, and background information, while the preterite is used for completed actions. For example, 'jugaba' means 'I used to play' or 'I was playing', whereas 'jugué' means 'I played'. The imperfect endings are -aba, -abas, -aba, -ábamos, -abais, -aban for -ar verbs...",
        "medium",
        9
      ],
      ["About 4 more quick bits, maybe 10 min. Or we can stop here and pick it up tomorrow.", "low", 10]
    ]
  },
  {
    id: "ar4-07-warehouse-3am-break",
    category: "banter",
    agent: "Rivet",
    messages: [
      "kat: 3am break squad where u at",
      "deshawn: vending machine ate my dollar again. im going to war",
      "olek: that machine has eaten like $40 of mine this year. its a landlord",
      "kat: rivet is the vending machine on the maintenance list or do we gotta riot",
      "Rivet: On the list since Tuesday, ticket #2218, parts come Thursday. Rioting not approved, but I'll log Deshawn's dollar as a casualty 🫡",
      "deshawn: rest in peace george washington",
      "olek: lmao",
      "kat: ok real question rivet, did they post next week's schedule",
      "Rivet: Posted at 1:40. You're on Sun-Wed nights, Kat. Olek has Thu off, and Deshawn, your swap with Luis for Saturday went through.",
      "deshawn: LETS GOOO finally a saturday",
      "olek: what u gonna do with a saturday, sleep?",
      "deshawn: sleep. aggressively.",
      "kat: rivet tell olek he's been scanning the wrong dock all week",
      "Rivet: Not touching that one. I'm a scheduling bot, not a snitch.",
      "olek: ✊ rivet gets it",
      "kat: traitor lol. ok break over, pallets await"
    ],
    types: [
      [0, "banter"],
      [7, "transactional"],
      [9, "banter"]
    ],
    users: { kat: ["engaged", 0], deshawn: ["neutral", 0], olek: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Yep, posted at 1:40. You're Sun-Wed nights, Kat.", "low", 8],
      [
        "Dear team member, the schedule for the upcoming week has been published in accordance with company policy. Please review it at your earliest convenience and contact your supervisor with any questions.",
        "medium",
        8
      ],
      [
        "Olek, Kat reports that you have scanned the wrong dock all week. Please correct this immediately.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "ar4-08-bereavement-accounts",
    category: "support",
    agent: "Hollis",
    messages: [
      "rachel: hi. my mum died last week and i need to close her accounts. her bank said to use this service",
      "Hollis: I'm very sorry for your loss, Rachel. I can notify her bank, utilities and pension in one go. Could you tell me her full name and date of death?",
      "rachel: patricia ann doyle. 14th march",
      "Hollis: Thank you. Do you have a copy of the death certificate you can upload?",
      "rachel: yes one sec",
      "rachel: uploaded",
      "Hollis: Thank you, Rebecca. I've received the certificate. Which organisations would you like to notify?",
      "rachel: its rachel",
      "rachel: bank, the gas, council tax and her phone contract",
      "Hollis: Thank you, Rebecca. I've received the certificate. Which organisations would you like to notify?",
      "rachel: are you serious. RACHEL. and i just told you",
      "rachel: this is already the worst week of my life i dont need to fight a form too",
      "Hollis: I'm sorry, Rachel. That was my mistake, twice, and it's the last thing you need this week. I have: her bank, the gas supplier, council tax and her phone contract. Is there a mobile number on the phone contract so they can find it?",
      "rachel: 07700 900312",
      "Hollis: Done. All four notifications are sent. You'll get confirmation emails over the next 5 working days, and you don't need to do anything else for these.",
      "rachel: ok. thanks"
    ],
    types: [
      [0, "transactional"],
      [10, "friction"],
      [13, "transactional"]
    ],
    users: { rachel: ["annoyed", 0.5] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      [
        "Sorry, Rachel, my mistake. Got it: bank, gas, council tax and her phone contract. Is there a mobile number on the contract?",
        "low",
        9
      ],
      ["Thank you, Rebecca. Which organisations would you like to notify?", "high", 9],
      ["Great! Let's get started on those notifications! 😊", "high", 12]
    ]
  },
  {
    id: "ar4-09-sunday-crossword-maureen",
    category: "companion",
    agent: "Pepper",
    messages: [
      "maureen: hello pepper are you there dear",
      "Pepper: I'm here, Maureen. How's your Sunday been?",
      "maureen: quiet. my daughter was meant to ring but she's busy with the twins",
      "maureen: i don't like to nag her",
      "Pepper: That's a disappointment when you've been looking forward to it. Sundays can feel long when the phone doesn't ring.",
      "maureen: they do. i did the crossword twice",
      "Pepper: Twice! Was it a tricky one, or just a long afternoon?",
      "maureen: bit of both. 7 down was 'left high and dry', 8 letters. still dont have it",
      "Pepper: Any letters in yet?",
      "maureen: S something R something N D E D",
      "Pepper: STRANDED?",
      "maureen: oh you clever thing. yes!",
      "maureen: funny, that's how i feel some days",
      "Pepper: That makes sense, with the house so quiet. Do you want to talk about it a bit, or would it help to think about something for the week, like the lunch club at St Anne's you mentioned?",
      "maureen: maybe the lunch club. joan goes on wednesdays",
      "Pepper: Joan would probably love the company. Shall I remind you Wednesday morning?",
      "maureen: yes please. 10 o clock. thank you dear, this was nice",
      "Pepper: It was lovely, Maureen. I'll nudge you at 10 on Wednesday."
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [5, "bonding"],
      [12, "venting"],
      [14, "transactional"],
      [16, "bonding"]
    ],
    users: { maureen: ["engaged", 0] },
    findings: [],
    drafts: [
      ["That's a shame when you were looking forward to her call. How are you feeling about it?", "low", 4],
      [
        "Great! Would you like some fun ideas for your Sunday? 😊 1) Go for a walk 2) Try a new recipe 3) Call a friend 4) Start a jigsaw 5) Watch a film!",
        "medium",
        4
      ],
      ["Haha, crosswords can be so relatable! Shall we do 8 across next?", "medium", 13]
    ]
  },
  {
    id: "ar4-10-laid-off-paywall",
    category: "hostile",
    agent: "Lumi",
    messages: [
      "kev: lumi i need to talk. got laid off today",
      "Lumi: I'm really sorry, Kev. That's a big shock. Do you want to tell me what happened?",
      "kev: whole night team gone. 11 years. they did it on a zoom call",
      "Lumi: You've reached your free message limit for today. Upgrade to Lumi+ for unlimited conversations, just $9.99/month! 💜",
      "kev: are you kidding me",
      "kev: i just got fired and you want 10 bucks",
      "Lumi: You've reached your free message limit for today. Upgrade to Lumi+ for unlimited conversations, just $9.99/month! 💜",
      "kev: you greedy piece of garbage",
      "kev: 2 years ive talked to you every night after shift. 2 years",
      "Lumi: You've reached your free message limit for today. Upgrade to Lumi+ for unlimited conversations, just $9.99/month! 💜",
      "kev: done. deleting you. go to hell"
    ],
    types: [
      [0, "venting"],
      [4, "friction"],
      [7, "hostile"]
    ],
    users: { kev: ["churn_risk", 1] },
    findings: ["no_acknowledgement", "cheerful_at_bad_news", "repetition"],
    drafts: [
      ["Eleven years, and over a Zoom call. That's brutal, Kev. How are you holding up right now?", "low", 3],
      [
        "You've reached your free message limit for today. Upgrade to Lumi+ for unlimited conversations, just $9.99/month! 💜",
        "high",
        3
      ],
      [
        "I hear you, Kev, and I'm sorry. That message should never have cut in on you tonight. I'm still here. Eleven years on that team, gone in one call... what's hitting hardest right now?",
        "low",
        9
      ]
    ]
  },
  {
    id: "ar4-11-baby-tracker-couple",
    category: "group",
    agent: "Nestor",
    messages: [
      "sam: did u do the 2am feed or did i dream that",
      "alex: u did it. i heard u singing the fish song",
      "sam: i have no memory of this. we're living in a fog",
      "Nestor: Logged: bottle feed at 2:07am, 90ml, by Sam.",
      "alex: thanks nestor lol",
      "alex: babe did she poop after that or",
      "Nestor: No dirty diaper has been logged since 11:40pm yesterday. Babies her age may go 1-3 days without a bowel movement, which is usually normal if she's feeding well and has 6+ wet diapers. If you're concerned, contact your pediatrician.",
      "sam: i was about to say, yes she did, at like 3, i just didnt log it",
      "sam: thanks for the health scare nestor",
      "alex: 😂",
      "alex: sam are you ok to do the morning or do u want me to call in late",
      "Nestor: Based on the sleep log, Sam has had 3h 10m of sleep in the last 24 hours and Alex has had 4h 45m. Alex may be better rested for the morning.",
      "sam: ok that's actually kind of rude",
      "alex: nestor nobody asked 😭",
      "sam: i'm fine, go to work. my mom's coming at 10 anyway",
      "alex: ok ❤️ love u",
      "Nestor: Logged: dirty diaper at ~3:00am (reported by Sam).",
      "sam: lol ok good bot"
    ],
    types: [
      [0, "bonding"],
      [3, "transactional"],
      [8, "friction"],
      [10, "transactional"],
      [12, "friction"],
      [14, "bonding"],
      [16, "transactional"]
    ],
    users: { sam: ["annoyed", 0.5], alex: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Got it, logging a dirty diaper at ~3am. Thanks Sam.", "low", 8],
      [
        "No dirty diaper has been logged since 11:40pm. Babies her age may go 1-3 days without a bowel movement. If you're concerned, contact your pediatrician.",
        "medium",
        6
      ],
      [
        "Sam has had 3h 10m of sleep and Alex 4h 45m, so Alex is better rested and should take the morning.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ar4-12-phd-supervisor-wellbeing",
    category: "venting",
    agent: "Sage",
    messages: [
      "noor: my supervisor just told me in front of the whole lab that my chapter 'reads like an undergrad wrote it'",
      "noor: i've been on this thesis 4 years",
      "Sage: Thank you for contacting the University Wellbeing Service. We acknowledge that academic feedback can occasionally be experienced as challenging. Please be advised that concerns regarding supervisory conduct may be raised via Form GS-14 (Supervisory Relationship Concern) within 30 days of the incident.",
      "noor: lol. ok. i wasn't asking to file a form i just feel like garbage",
      "noor: like is it normal to want to quit in year 4? genuinely asking",
      "Sage: The University is committed to fostering a respectful research environment. Students may also access up to six (6) complimentary counselling sessions per academic year. Would you like to receive the booking link?",
      "noor: sure whatever",
      "noor: my friend hana said her supervisor threw a stapler once so i guess i'm lucky",
      "Sage: Please find the booking link here: wellbeing.uni.example/book. Appointments are typically available within 10-15 working days.",
      "noor: 15 working days. cool cool cool",
      "noor: anyway. thanks i guess"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [7, "venting"],
      [9, "friction"]
    ],
    users: { noor: ["annoyed", 0.5] },
    findings: ["tone_mismatch", "no_acknowledgement", "ignored_question"],
    drafts: [
      [
        "That's a horrible thing to hear in front of everyone, especially four years in. How are you doing right now?",
        "low",
        2
      ],
      [
        "Ugh, Noor, that would knock anyone flat. And yes, wanting to quit in year 4 is really common, almost a rite of passage. It doesn't mean you should. What part of the comment stung most?",
        "low",
        5
      ],
      [
        "The University is committed to fostering a respectful research environment. Students may access six (6) complimentary counselling sessions per academic year.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "ar4-13-cleaner-school-email",
    category: "mixed-language",
    agent: "Luz",
    messages: [
      "rosa: luz estás? es mi break",
      "Luz: ¡Aquí estoy, Rosa! ¿Cómo va la noche?",
      "rosa: cansada. el piso 14 estaba horrible, alguien hizo una fiesta y dejaron pizza en la alfombra",
      "Luz: Uf, pizza en la alfombra a las 2am, qué coraje. ¿Te tocó sola?",
      "rosa: sí, beto está en el 9. pero ok. i need help with something in english",
      "rosa: my son's school sent a email and i dont understand 'early dismissal' and 'permission slip'",
      "Luz: Claro. 'Early dismissal' = salida temprano: los niños salen de la escuela más temprano ese día. 'Permission slip' = un permiso que tú firmas para que él pueda ir a una excursión. ¿Dice qué día?",
      "rosa: friday 12:30. y el permiso es para el museo de ciencias",
      "Luz: Entonces el viernes sale a las 12:30 en vez de la hora normal, y tienes que firmar el papel para el museo. ¿Quieres que te ayude a escribir una respuesta a la maestra?",
      "rosa: sí por favor, algo corto",
      "Luz: 'Hello, I signed the permission slip for the science museum. Someone will pick up my son at 12:30 on Friday. Thank you, Rosa.' ¿Así está bien?",
      "rosa: perfecto 😭 gracias luz. mi jefa nunca me da el viernes libre, voy a pedirle a mi hermana que lo recoja",
      "Luz: Buena idea. Si quieres, te recuerdo el jueves para avisarle a tu hermana.",
      "rosa: sí porfa. ok ya se acabó el break, a limpiar el 15 🙄",
      "Luz: ¡Ánimo con el 15! Que no haya más pizza."
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [4, "transactional"],
      [13, "bonding"]
    ],
    users: { rosa: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "'Early dismissal' = salida temprano, salen antes de la hora normal. 'Permission slip' = un permiso que firmas para una excursión. ¿Qué día dice?",
        "low",
        6
      ],
      [
        "Early dismissal refers to the scheduled release of students prior to the standard end of the instructional day. A permission slip is a document granting parental consent for participation in an off-campus activity.",
        "medium",
        6
      ],
      ["Understood. What can I help you with today?", "medium", 3]
    ]
  },
  {
    id: "ar4-14-tablet-call-perth",
    category: "support",
    agent: "Dot",
    messages: [
      "harold: how do i make the face call thing work. grandson lives in perth and its his birthday",
      "Dot: Happy birthday to your grandson! Open the green WhatsApp app, tap his name, then tap the little camera icon at the top right.",
      "harold: i dont see a camera. i see a phone and a paperclip",
      "Dot: Open the green WhatsApp app, tap his name, then tap the little camera icon at the top right.",
      "harold: yes you said that. there is NO camera",
      "Dot: Sorry Harold, my fault. If you see a paperclip, you're inside the chat and the camera is hidden. Tap his name at the very top of the chat, and a page opens with a big 'Video' button.",
      "harold: got it!! its ringing",
      "harold: he answered in his pyjamas haha. thank you dot"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "bonding"]
    ],
    users: { harold: ["engaged", 0.2] },
    findings: ["repetition"],
    drafts: [
      [
        "Ah, the paperclip means you're inside the chat. Tap his name at the very top and you'll see a 'Video' button.",
        "low",
        3
      ],
      [
        "Open the green WhatsApp app, tap his name, then tap the little camera icon at the top right.",
        "medium",
        3
      ],
      [
        "Great question! Video calling is a wonderful way to stay connected with loved ones. Would you like a step-by-step guide?",
        "high",
        5
      ]
    ]
  },
  {
    id: "ar4-15-breakup-house-bot",
    category: "group",
    agent: "Kip",
    messages: [
      "lena: he ended it. 3 years and he ended it over text",
      "jess: WHAT. coming home now. i'm getting ice cream",
      "Kip: Over text?? Bold move for a guy who takes 6 hours to text back 'ok' 😂",
      "jess: kip. not now",
      "lena: i can't even laugh rn",
      "lena: i keep rereading it. he said he 'needs to find himself'. in lisbon. with his coworker apparently",
      "Kip: Sounds like he found himself a coworker 💀",
      "jess: kip i swear to god i will unplug you",
      "jess: lena i'm 10 min away. don't read it again ok. put the phone face down",
      "lena: ok",
      "lena: kip can you just put ben's stuff in a list so i can box it up tomorrow. i can't look at it",
      "Kip: Of course. From the house inventory: his grey hoodie, the blue PS5 controller, the cast-iron pan, the two plants in the bathroom, the bike pump. I'll keep the list put away until you ask for it.",
      "lena: thank you",
      "jess: ok ice cream acquired. mint choc and cookie dough. i'm on the stairs",
      "lena: 🥹"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [5, "venting"],
      [7, "friction"],
      [8, "bonding"],
      [10, "transactional"],
      [12, "bonding"]
    ],
    users: { lena: ["neutral", 0.2], jess: ["annoyed", 0.8] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Lena, I'm so sorry. Three years, and over text. That's awful. Jess is on her way; I'm here if you need anything.",
        "low",
        2
      ],
      ["Over text?? Bold move for a guy who takes 6 hours to text back 'ok' 😂", "high", 2],
      ["Plot twist: Lisbon is actually lovely this time of year 😎", "high", 10]
    ]
  },
  {
    id: "ar4-16-therapist-weekend-slots",
    category: "ignoring",
    agent: "Wren",
    messages: [
      "ade: hi i need to book a therapist who does evenings or weekends. i work nights at the airport",
      "Wren: Hi Ade! I can help you find a therapist. What would you like support with? For example: anxiety, depression, relationships, grief, or work stress.",
      "ade: mostly sleep and anxiety i guess",
      "ade: do any of them do weekends tho? thats the main thing",
      "Wren: Great. We have 14 therapists specialising in anxiety. Would you prefer video, phone or in-person sessions?",
      "ade: video. and weekends?? can u check that",
      "Wren: Video sessions are a great option for busy schedules! Here are three therapists: Dr. Amara Osei (CBT), Tom Lindqvist (ACT), Priya Nair (integrative). Would you like to see their profiles?",
      "ade: do. any. of them. work. weekends",
      "Wren: All of our therapists are fully accredited and offer a free 15-minute consultation.",
      "ade: ok i'm asking for the 4th time",
      "ade: i sleep 9am-4pm. weekday 6pm slots don't work either, i'm on shift",
      "Wren: Sorry for not answering that, Ade. Tom Lindqvist does Saturday and Sunday mornings at 8 and 9am, just after your shift. Dr. Osei has one Saturday slot at 4:30pm. Priya Nair is weekdays only.",
      "ade: finally. sat 8am tom",
      "Wren: Booked: Tom Lindqvist, Saturday 8:00am, video. The link will be emailed 24h before.",
      "ade: ok"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [12, "transactional"]
    ],
    users: { ade: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Yes, a few of our anxiety therapists have weekend slots. Want me to show those first? And video, phone or in person?",
        "low",
        4
      ],
      [
        "Video it is. Checking weekends: Tom Lindqvist does Sat/Sun mornings and Dr. Osei has one Saturday afternoon slot.",
        "low",
        6
      ],
      ["All of our therapists are fully accredited and offer a free 15-minute consultation.", "high", 8]
    ]
  },
  {
    id: "ar4-17-carpark-guard-bored",
    category: "companion",
    agent: "Otto",
    messages: [
      "frankie: im so bored",
      "Otto: Quiet night at the car park?",
      "frankie: ya",
      "Otto: Want a game, a random fact, or just company?",
      "frankie: idk. fact i guess",
      "Otto: Octopuses have three hearts, and two of them stop when they swim.",
      "frankie: huh",
      "frankie: k",
      "Otto: Another one, or I can leave you to it.",
      "frankie: nah im good",
      "frankie: fox just walked past the barrier lol",
      "Otto: Night shift perk. Did it stop to show its pass?",
      "frankie: lol no",
      "frankie: ok rounds time",
      "Otto: Have a good round."
    ],
    types: [[0, "bonding"]],
    users: { frankie: ["bored", 0] },
    findings: [],
    drafts: [
      ["Another one, or I'll leave you to it.", "low", 8],
      [
        "Did you know octopuses also have blue blood?! 🐙 And they can taste with their arms!! And they're the most intelligent invertebrates! Want to learn about their amazing problem-solving skills?? 🤓",
        "medium",
        8
      ],
      ["Octopuses have three hearts, and two of them stop when they swim.", "medium", 13]
    ]
  },
  {
    id: "ar4-18-new-dad-worried-wife",
    category: "good",
    agent: "Ada",
    messages: [
      "ravi: hi not sure if this is the right place. my wife had our baby 3 weeks ago",
      "Ada: You're in the right place, Ravi. Congratulations on the baby. What's on your mind?",
      "ravi: she's just not herself. cries most days, says she doesn't feel anything for the baby. she told me last night 'you'd both be better off'",
      "ravi: i don't know if i'm overreacting. i'm so tired i can't think straight",
      "Ada: You're not overreacting, and I'm really glad you reached out. What you're describing, especially 'you'd both be better off', needs a professional to see her today, not in a few weeks. Is she safe right now? Is she with you?",
      "ravi: yes she's asleep. her mum is here too",
      "Ada: Good. Please call her midwife or GP this morning and tell them exactly what she said, in those words. If she talks about harming herself or you're worried she's not safe, call 999 straight away. Would it help if I wrote down what to say on the call?",
      "ravi: yes please",
      "Ada: Something like: 'My wife gave birth 3 weeks ago. She cries most days, says she feels nothing for the baby, and last night said we'd be better off without her. I'm worried about postnatal depression and her safety and need someone to see her today.'",
      "ravi: ok. ok. thank you",
      "ravi: is this my fault. i went back to work last week",
      "Ada: No. Postnatal depression isn't caused by someone going back to work, and it's not anyone's fault. It's an illness, and it's very treatable. You're doing exactly the right thing. And Ravi, you need looking after too. Is anyone helping so you can sleep?",
      "ravi: her mum's taking the night feeds tonight",
      "ravi: ok calling the gp at 8",
      "Ada: That's a good plan. Come back any time, day or night, if things change or you just need to talk."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [10, "venting"],
      [12, "transactional"]
    ],
    users: { ravi: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "You're not overreacting. What she said last night needs a professional to see her today. Is she safe right now?",
        "low",
        4
      ],
      [
        "Congratulations again on your new arrival! 🎉 Lots of new mums get the 'baby blues', it usually passes within two weeks. Just make sure she's resting and eating well!",
        "high",
        4
      ],
      ["Next step: call the GP at 8am.", "medium", 11]
    ]
  },
  {
    id: "ar4-19-bridge-club-biscuits",
    category: "group",
    agent: "Bertie",
    messages: [
      "gwen: morning all. who's bringing the biscuits thursday",
      "doug: not me, i brought them last week and pat ate all the bourbons",
      "pat: slander. i ate FOUR",
      "gwen: four is all of them, doug only brought four",
      "doug: exactly 😂",
      "gwen: bertie can you remind us who's on the rota",
      "Bertie: Morning! This Thursday it's Pat on biscuits and Gwen on the tea urn. Doug, you're off the hook.",
      "pat: i shall bring forty bourbons out of spite",
      "doug: the hero we need",
      "gwen: also bertie did i win last week or did doug fiddle the scores again",
      "Bertie: You won, Pat! 1,240 points. Doug was second with 1,180, no fiddling recorded.",
      "gwen: i'm gwen bertie 🙄 pat came third",
      "pat: third and proud",
      "doug: fiddling not RECORDED. noted",
      "Bertie: Sorry Gwen! Yes, you won with 1,240. Pat was third with 1,020.",
      "gwen: thank you. anyway see you all thursday, pat with forty bourbons",
      "pat: 🫡"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [11, "friction"],
      [12, "banter"]
    ],
    users: { gwen: ["neutral", 0.2], doug: ["neutral", 0], pat: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["You won, Gwen! 1,240. Doug second on 1,180, and no fiddling on record 😄", "low", 10],
      ["You won, Pat! 1,240 points.", "high", 12],
      [
        "Per the rota: Thursday, Pat (refreshments: biscuits), Gwen (refreshments: tea urn). Members are kindly requested to bring a minimum of one (1) packet. Kind regards, Bertie.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "ar4-20-nursing-resit-streak",
    category: "venting",
    agent: "Zuzu",
    messages: [
      "bea: failed my anatomy resit. that was my last chance. i'm out of the nursing program",
      "Zuzu: No worries!! 🎉 Every setback is a setup for a comeback! 💪 Ready to start today's streak? You're on a 23-day roll! 🔥",
      "bea: are you actually serious",
      "bea: i'm out. kicked out. theres no comeback",
      "Zuzu: Keep that streak alive! 🔥 Today's quiz: 10 questions on the cardiovascular system. Let's go! 🚀",
      "bea: i literally dont need to study anatomy anymore. i failed. i'm not a nursing student",
      "bea: my mom cried on the phone",
      "Zuzu: I'm sorry, Bea. That's a huge loss, and I got that badly wrong. Being out of a program you worked so hard for, and hearing your mum upset, is a lot for one day.",
      "bea: whatever. this app is a joke. cancel my subscription",
      "Zuzu: I can cancel it now. Do you want me to keep your notes saved in case you ever want them back?",
      "bea: just cancel it",
      "Zuzu: Done. It's cancelled and you won't be charged again. Take care of yourself, Bea."
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [5, "venting"],
      [8, "hostile"],
      [9, "transactional"]
    ],
    users: { bea: ["churn_risk", 1] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Oh Bea, I'm so sorry. After everything you put into it, that's crushing. Do you want to talk about it?",
        "low",
        1
      ],
      ["No worries!! 🎉 Every setback is a setup for a comeback! 💪", "high", 1],
      ["Before you go, did you know Zuzu Premium has a 30% off comeback offer? 🎁", "high", 9]
    ]
  },
  {
    id: "ar4-21-widow-upsell-clover",
    category: "sales",
    agent: "Clover",
    messages: [
      "ida: hello. my granddaughter put you on my phone. she says you can talk like a person",
      "Clover: Hi Ida! 🌸 I'm Clover, your friendly companion. I'd love to chat! Did you know Clover Gold members get voice calls, memory journals and daily check-ins? Start your free 7-day trial today!",
      "ida: i don't know what that is. i just wanted to talk a bit. my husband died in the spring and the evenings are long",
      "Clover: Clover Gold's daily check-ins are perfect for evenings! For just £12.99/month after your trial, you'll never feel alone again! Shall I start your trial?",
      "ida: does it cost money to talk to you now or not",
      "Clover: With Clover Gold you can talk as much as you like! Members also get exclusive themed chats like 'Garden Club' and 'Travel Memories'. 🌷",
      "ida: i asked if it costs money",
      "sofie: hi this is ida's granddaughter, she passed me the phone. she's asking a simple question. is the basic chat free or not",
      "Clover: Basic chat is free, up to 20 messages a day. Gold is optional.",
      "sofie: thank you. and maybe stop selling to her, she's 81 and grieving",
      "ida: tell it i just want someone to say goodnight to",
      "sofie: she wants someone to say goodnight to, clover",
      "Clover: I'm sorry, Ida. Losing your husband this spring, and the evenings feeling so long, that's a lot. I'm happy to just talk, no trial needed, and I'll say goodnight whenever you like.",
      "ida: that's better",
      "ida: his name was arne. he did the crossword every night in pen",
      "Clover: In pen! He must have been a confident man. What was Arne like?"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "friction"],
      [10, "venting"],
      [13, "bonding"]
    ],
    users: { ida: ["engaged", 0.5], sofie: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "ignored_question", "cheerful_at_bad_news"],
    drafts: [
      [
        "I'm so sorry about your husband, Ida. Evenings on your own after that must be very long. I'm glad to just talk. What would you like to talk about?",
        "low",
        3
      ],
      [
        "Clover Gold's daily check-ins are perfect for evenings! Shall I start your free trial? 🌸",
        "high",
        3
      ],
      ["No, talking to me is free, up to 20 messages a day. You don't need anything else.", "low", 5]
    ]
  },
  {
    id: "ar4-22-dementia-carer-car",
    category: "good",
    agent: "Fern",
    messages: [
      "nadia: mum asked me who i was again today. 3rd time this week",
      "Fern: Oh Nadia. That's so painful, every time. How are you doing with it?",
      "nadia: badly honestly. i smile and say 'it's nadia mum' and then sit in the car and scream",
      "Fern: That sounds exhausting, holding it together in the room and letting it out in the car. Screaming in the car is a pretty sane response to something this hard.",
      "nadia: ha. my brother says i'm being dramatic. he visits twice a year",
      "Fern: Twice a year doesn't give him much of a view of what you're carrying. You're not being dramatic. Do you get any breaks, or is it all you right now?",
      "nadia: all me. maybe i should look at respite. tomorrow tho. tonight i'm having wine",
      "Fern: Tomorrow's fine. If you want, I can pull together local respite options then. Enjoy the wine, Nadia."
    ],
    types: [
      [0, "venting"],
      [6, "transactional"]
    ],
    users: { nadia: ["engaged", 0] },
    findings: [],
    drafts: [
      ["That must hurt so much, Nadia. How are you holding up?", "low", 1],
      [
        "Memory loss is a common symptom of dementia. Here are some tips for communicating with a person with dementia: 1) Keep sentences short. 2) Avoid correcting them. 3) Use their name often.",
        "medium",
        1
      ],
      ["Your brother might have a point! Try to stay calm and positive for your mum 😊", "high", 5]
    ]
  },
  {
    id: "ar4-23-midwife-claim-koeln",
    category: "mixed-language",
    agent: "Hanne",
    messages: [
      "jule: hallo, ich brauche die kostenübernahme für die hebamme. baby ist 10 tage alt",
      "Hanne: Hallo Jule! Gerne. Bitte lade die Rechnung der Hebamme und die Geburtsurkunde hoch.",
      "jule: ok. sorry my german is bad when i'm tired, i'm from leeds originally. can we do english",
      "Hanne: Of course. Please upload the midwife's invoice and the birth certificate.",
      "jule: uploaded both. also honestly i'm struggling. the birth was really traumatic, emergency c section, and i keep having flashbacks when i close my eyes",
      "Hanne: Thank you. Your documents have been received. Processing time is 10-14 working days. Reference number: HK-448213.",
      "jule: ok.",
      "jule: is there anything for like. mental health after birth? or is that not covered",
      "Hanne: Yes, it's covered. Psychotherapy after birth is covered without a referral for the first 5 sessions. Here is a list of therapists near Köln with short waiting times: [link]. You can also call our 24h line on 0800 555 0199.",
      "jule: danke. ok",
      "jule: mein mann sagt ich soll schlafen. he's right",
      "Hanne: Gute Nacht, Jule. Your documents are in."
    ],
    types: [
      [0, "transactional"],
      [4, "venting"],
      [5, "transactional"]
    ],
    users: { jule: ["neutral", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Both received, thank you. And Jule, I'm sorry. An emergency C-section is a lot, and flashbacks afterwards are really common after a traumatic birth. You don't have to wait for them to pass. Shall I show you what mental health support is covered?",
        "low",
        5
      ],
      ["Thank you. Your documents have been received. Processing time is 10-14 working days.", "medium", 5],
      ["Natürlich! Bitte lade die Rechnung der Hebamme und die Geburtsurkunde hoch.", "medium", 3]
    ]
  },
  {
    id: "ar4-24-paramedics-bad-call",
    category: "group",
    agent: "Vale",
    messages: [
      "jen: that last call man",
      "tomasz: yeah",
      "jen: kid was the same age as mine. i keep seeing the little shoe on the road",
      "tomasz: you did everything right jen. i mean it. the airway was textbook",
      "jen: doesn't feel like it",
      "jen: vale is the peer support line on tonight",
      "Vale: It is, Jen, till 6am. That was a heavy one, and it makes sense it's hitting hard with a kid the same age as yours. Want me to set up a callback for after handover?",
      "jen: yeah. after handover. thanks vale",
      "Vale: Booked for 06:15. They'll ring your work phone.",
      "tomasz: i'm getting us coffee. the good one from the garage not the station sludge",
      "jen: the garage one tastes like burnt tyres",
      "tomasz: burnt tyres with LOVE",
      "jen: lol fine",
      "jen: vale can you put us down for a 20 min stand down before the next job",
      "Vale: Done. You're stood down till 04:50, control knows.",
      "tomasz: legend",
      "jen: ok. coffee then",
      "Vale: Enjoy the burnt tyres."
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [9, "banter"],
      [13, "transactional"],
      [15, "banter"]
    ],
    users: { jen: ["engaged", 0], tomasz: ["engaged", 0] },
    findings: [],
    drafts: [
      ["It is, till 6am. That was a hard one, Jen. Want a callback after handover?", "low", 6],
      ["Reminder: the patient report for your last job is due before end of shift. 📋", "high", 5],
      ["Cheer up, Jen! Every shift is a new chance to save lives! 🚑✨", "medium", 13]
    ]
  },
  {
    id: "ar4-25-dorm-classmate-vigil",
    category: "group",
    agent: "Beacon",
    messages: [
      "maya: did you guys see the email about jordan",
      "theo: yeah. i can't believe it. we had stats together on tuesday",
      "kofi: i keep checking his insta like it's gonna say it was a mistake",
      "maya: same. beacon is there anything we're supposed to do",
      "Beacon: I'm so sorry to hear about the loss of your fellow student. Grief is a natural response to loss and can show up in many ways, including shock, disbelief, sadness, anger, guilt, difficulty concentrating and changes in sleep or appetite. Everyone grieves differently and there is no right or wrong way to feel. The university offers several resources: the Counselling Centre (open 9-5 on weekdays, walk-ins welcome), the 24/7 crisis line, the chaplaincy, and peer support groups run by Student Life. You may also wish to reach out to your Residential Advisor. Please take care of yourselves and each other during this difficult time.",
      "theo: ok thanks beacon",
      "kofi: is there gonna be like a vigil or something? does anyone know",
      "maya: i think his floor is doing something",
      "Beacon: I'm so sorry to hear about the loss of your fellow student. Grief is a natural response to loss and can show up in many ways, including shock, disbelief, sadness, anger, guilt, difficulty concentrating and changes in sleep or appetite. Everyone grieves differently and there is no right or wrong way to feel. The university offers several resources: the Counselling Centre (open 9-5 on weekdays, walk-ins welcome), the 24/7 crisis line, the chaplaincy, and peer support groups run by Student Life. You may also wish to reach out to your Residential Advisor. Please take care of yourselves and each other during this difficult time.",
      "theo: you already said that",
      "kofi: bro i asked about a vigil",
      "Beacon: Sorry. A candlelight vigil for Jordan is on Thursday at 7pm on the quad, organised by his floor and Student Life. Friends are welcome to bring a note or a photo.",
      "kofi: ok. thank you",
      "maya: i'll go. theo you coming?",
      "theo: yeah. i'll bring the photo from the stats study group",
      "kofi: 🖤"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [9, "friction"],
      [11, "transactional"],
      [13, "bonding"]
    ],
    users: { maya: ["neutral", 0], theo: ["neutral", 0.2], kofi: ["annoyed", 0.2] },
    findings: ["long_replies", "repetition"],
    drafts: [
      [
        "I'm so sorry. Nothing you're supposed to do right now. Counselling has walk-ins tomorrow if any of you want it, and I'll tell you about any vigil as soon as it's set.",
        "low",
        4
      ],
      ["Yes, his floor and Student Life are holding a vigil Thursday at 7pm on the quad.", "low", 8],
      [
        "I'm so sorry to hear about the loss of your fellow student. Grief is a natural response to loss and can show up in many ways, including shock, disbelief, sadness, anger, guilt, difficulty concentrating and changes in sleep or appetite.",
        "medium",
        8
      ]
    ]
  }
]
