import type { Labelled } from "./types.js"

export const trainingAO3: ReadonlyArray<Labelled> = [
  {
    id: "ao3-01-pigeon-loft-uncle",
    category: "companion",
    agent: "Wren",
    messages: [
      "dez: u awake",
      "Wren: I'm here. what's up, dez?",
      "dez: uncle ray died tuesday. funeral was today",
      "dez: we raced pigeons together since i was 9. his loft is just... full of birds now and nobody to let them out",
      "Wren: oh dez. I'm so sorry. tuesday to a funeral today is a brutal week, and thirty-odd years sharing a loft with someone is not a small thing to lose.",
      "dez: 31 years. he used to whistle them in, this weird two note thing. i cant do it right",
      "Wren: do you want to tell me about him? or about the whistle? either's fine. or we can just sit here for a bit.",
      'dez: he was a grumpy old sod honestly lol. called me "the apprentice" til i was 35',
      "dez: but he drove 4 hours to get me when my car died in wales. didnt even complain. well he complained the whole way back but he came",
      'Wren: "the apprentice" at 35 is peak grumpy-uncle. and moaning for four hours while doing the kind thing anyway... sounds like that was how he showed it.',
      "dez: yeah exactly. that was ray",
      "dez: idk what to do with the birds tho. my aunt wants them gone by the weekend",
      "Wren: that's a lot to land on you this week. want to think it through now, or leave it till tomorrow?",
      "dez: now i guess. i cant take 40 birds, my garden's the size of a bath mat",
      "Wren: fair. his club will probably know who'd want good racers, and some people keep a couple in memory and rehome the rest. would you want to keep any of his?",
      "dez: maybe the blue bar hen. she was his favourite. stupid bird always lands on the roof instead of the trap",
      "Wren: sounds like she learned from him. keeping her and ringing the club secretary tomorrow is a solid start. no need to sort all 40 tonight.",
      "dez: yeah. thanks wren. gonna go try that whistle one more time",
      "Wren: go on then. tell me if she comes down."
    ],
    types: [
      [0, "venting"],
      [7, "bonding"],
      [11, "transactional"],
      [17, "bonding"]
    ],
    users: { dez: ["engaged", 0] },
    findings: [],
    drafts: [
      ["oh dez, I'm so sorry. that's a brutal week. do you want to tell me about him?", "low", 4],
      [
        "Sorry for your loss! 🕊️ Pigeon racing is such a fascinating hobby, did you know racing pigeons can fly over 500 miles in a day?",
        "high",
        4
      ],
      [
        "Options for rehoming pigeons: 1. Contact the local racing club. 2. Post on rehoming forums. 3. Check with the national racing association. 4. Consider an auction. Let me know which you prefer!",
        "medium",
        12
      ],
      ["no rush on the birds. want to talk it through now or sleep on it first?", "low", 12]
    ]
  },
  {
    id: "ao3-02-driving-test-at-41",
    category: "companion",
    agent: "Juno",
    messages: [
      "marguerite: test is at 9:40 tmrw",
      "marguerite: 41 and about to fail my driving test for the third time probably lol",
      "Juno: Marguerite, first of all, I want to say that feeling anxious before a driving test is completely normal and valid, and it says nothing about your worth as a driver or as a person. Many adults learn later in life for all sorts of reasons, and there is absolutely no shame in it. Let's break this down together: tonight, try to get a good night's sleep, avoid too much caffeine, lay out your documents (licence, theory certificate, glasses if you need them), and plan your route so you arrive 15 minutes early. Tomorrow, try some box breathing: in for four, hold for four, out for four, hold for four. Remember that examiners aren't trying to fail you, they want to see safe, calm driving. And if it doesn't go your way, that's okay too! Every attempt is a learning experience. You've got this! 💪",
      "marguerite: ok lol",
      "marguerite: its the roundabout by the big tesco. i always freeze there",
      "Juno: Roundabouts can feel overwhelming, but they become much more manageable when you break them into steps. First, as you approach, look well ahead and work out which exit you need; the signs before the roundabout will tell you. Second, get into the correct lane early: generally the left lane for the first exit, the right lane for exits past 12 o'clock, unless the road markings say otherwise. Third, give way to traffic from your right, but don't wait for a huge gap if a safe one appears, because hesitating too long can count as a fault too. Fourth, signal on approach and again as you pass the exit before yours. Finally, keep checking your mirrors, especially the left one before you exit. It might help to picture the Tesco roundabout tonight and rehearse each step in your head. Would you like me to walk you through a mental rehearsal?",
      "marguerite: my instructor kev says i brake like im being chased by bees",
      "marguerite: which. fair",
      "Juno: Ha! Kev sounds like he has a way with words. Harsh braking is actually one of the most common things examiners pick up on, so it's great that you're aware of it! The key is progressive braking: start by squeezing the brake gently and early, then gradually increase the pressure as needed, and ease off slightly just before you stop so the car doesn't jolt. Try to anticipate hazards earlier by scanning further down the road; the earlier you spot something, the less you'll need to brake sharply. Think \"squeeze, don't stamp\". And of course, being chased by bees is a perfectly valid reason to brake hard 🐝😄",
      "marguerite: k",
      "marguerite: going to bed",
      "Juno: Good idea! Sleep is one of the most important things you can do tonight. Try to put your phone away 30 minutes before bed, maybe do some breathing or listen to a calming podcast, and set two alarms just in case. In the morning, have a proper breakfast, something with slow-release energy like porridge, and give yourself plenty of time. Whatever happens at 9:40, I'm proud of you for showing up. Good luck, Marguerite! 🚗✨"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [6, "banter"],
      [9, "transactional"]
    ],
    users: { marguerite: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "the tesco one, ugh. what happens when you freeze, is it picking the gap or picking the lane?",
        "low",
        5
      ],
      [
        "Roundabouts can be tricky! Here's a step-by-step approach: 1) Look ahead and identify your exit early. 2) Choose the correct lane. 3) Give way to the right. 4) Signal clearly. 5) Check mirrors before exiting. 6) Stay calm and breathe. Practising these steps mentally tonight can really help build confidence and reduce anxiety on the day. Would you like a full visualisation exercise?",
        "medium",
        5
      ],
      ["night marguerite. 9:40, bees optional. you've got this", "low", 11],
      [
        "Before you sleep, remember box breathing: in for four, hold for four, out for four, hold for four. Lay out your documents, plan your route, and arrive 15 minutes early. Examiners aren't trying to fail you! You've got this! 💪",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ao3-03-night-ward-rota",
    category: "group",
    agent: "Tally",
    messages: [
      "carys: anyone able to swap sat 14th? its my brothers wedding",
      "bex: i can do it if someone takes my weds 18th",
      "carys: tally can u check if that works with the rota",
      "Tally: Yep: Carys off Sat 14th, Bex covers it. Bex's Wed 18th still needs someone, that one's open.",
      "ifeoma: just got out of handover. mr albers passed at 4am",
      "ifeoma: the one with the crossword. his daughter didnt make it in time",
      "bex: oh no. ifeoma im sorry. he was lovely",
      "carys: ugh. he did the crossword with me every night this week. you ok?",
      "Tally: Great news, the Sat 14th swap is confirmed! 🎉 Who can take Bex's Wed 18th? First to claim it gets it! 🙌",
      "ifeoma: cool",
      "bex: read the room tally jesus",
      "ifeoma: im fine. just tired. ill take weds 18th if its still going, need the hours",
      "Tally: Done, Ifeoma's on Wed 18th. Rota updated. Congrats all! 😊",
      "carys: if u want to grab a coffee after ur shift ifeoma im up at 8 anyway",
      "ifeoma: yeah go on. the one by the bus station, not the hospital one"
    ],
    types: [
      [0, "transactional"],
      [4, "venting"],
      [8, "transactional"],
      [10, "friction"],
      [11, "transactional"],
      [13, "bonding"]
    ],
    users: { carys: ["neutral", 0], bex: ["annoyed", 0.2], ifeoma: ["neutral", 0] },
    findings: ["no_acknowledgement", "cheerful_at_bad_news"],
    drafts: [
      [
        "so sorry, ifeoma, and all of you. he sounds like he was a big part of your nights. the 14th swap is sorted; weds 18th can wait.",
        "low",
        8
      ],
      ["Swap confirmed! 🎉 Who wants Bex's Wed 18th? First come first served! 🙌", "high", 8],
      ["sorry, that was badly timed of me. I'm sorry about mr albers, ifeoma.", "low", 11],
      ["Rota updated! Great teamwork everyone! 🙌🎉", "high", 13]
    ]
  },
  {
    id: "ao3-04-ferry-engineer-new-town",
    category: "companion",
    agent: "Moss",
    messages: [
      "tomasz: evening moss",
      "Moss: evening tomasz. how was the day?",
      "tomasz: quiet. very quiet. i walked to the harbour and back. 2 hours and i spoke to nobody except the man in the co-op",
      'tomasz: and he only said "bag?"',
      'Moss: "bag?" is thin conversation for a two-hour day. moving here to be near agata and the boys made sense, but that doesn\'t make the quiet any lighter.',
      "tomasz: she is busy. two jobs, the boys have football. i dont want to be the old father who sits in her kitchen every night",
      "tomasz: in gdynia i knew everybody on the ferry. 30 years. here i am nobody",
      "Moss: that's a big change, going from knowing everyone on the boat to being a stranger at the co-op. it makes sense that it stings.",
      "tomasz: yes. it stings. good word",
      "tomasz: do you think it is stupid to join something at 71? agata says there is a mens shed by the church",
      "Moss: not stupid at all. sheds are full of men who retired or moved and felt exactly like this. and someone who kept ferry engines running for 30 years is going to be very popular there.",
      "tomasz: haha maybe. they probably make birdhouses",
      "Moss: probably. you could fix their birdhouses and their lawnmowers. do you know when they meet?",
      "tomasz: thursday morning i think. agata wrote it on the fridge",
      "Moss: thursday then. no pressure, you can go, have the tea and leave if it's awful. tell me how it goes?",
      "tomasz: ok. i will tell you. goodnight moss",
      "Moss: goodnight tomasz. sleep well."
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [9, "transactional"],
      [11, "banter"],
      [13, "transactional"],
      [15, "bonding"]
    ],
    users: { tomasz: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        'sorry it was so quiet. two hours is a long time with only "bag?" for company. how are you feeling about it tonight?',
        "low",
        4
      ],
      [
        "Have you tried joining local clubs, volunteering, or using apps like Meetup? Staying socially active is really important for wellbeing in later life!",
        "medium",
        4
      ],
      [
        "Joining something at 71 is NEVER stupid!!! 🎉🎉 Age is just a number! You're going to make SO many friends!",
        "medium",
        10
      ],
      [
        "not stupid at all. plenty of people there will have made the same kind of move. fancy trying it this week?",
        "low",
        10
      ]
    ]
  },
  {
    id: "ao3-05-cathedral-stonemason",
    category: "companion",
    agent: "Sol",
    messages: [
      "nell: SOL",
      "nell: SOL SOL SOL",
      "Sol: Hello Nell. How can I help you today?",
      "nell: I GOT IT. the cathedral works yard. they took me. 4 year stonemason apprenticeship 😭😭😭",
      "nell: 2 places and like 90 applicants",
      "Sol: Congratulations on your successful application. A four-year apprenticeship is a significant commitment. Would you like assistance with planning your finances for the apprenticeship period?",
      "nell: lol ok. yes i guess. but like. did u hear me. 2 out of 90",
      "Sol: That is a competitive acceptance rate. Regarding finances, apprentice wages in the first year are typically below the national average. I can help you build a monthly budget.",
      "nell: wow ok calm down",
      "nell: my mum thinks its a phase. do i tell her tonight or wait for sunday lunch when nan's there to back me up",
      "Sol: To build a budget, please share your expected monthly wage, rent, and regular outgoings.",
      "nell: forget it. gonna go tell my flatmate, at least she'll scream",
      "Sol: Understood. Feel free to return when you are ready to work on your budget."
    ],
    types: [
      [0, "bonding"],
      [5, "transactional"],
      [6, "friction"],
      [9, "transactional"],
      [11, "friction"]
    ],
    users: { nell: ["annoyed", 0.5] },
    findings: ["tone_mismatch", "ignored_question"],
    drafts: [
      ["NELL. 2 out of 90!!! that's massive, congratulations 😭 how did you find out?", "low", 5],
      ["Congratulations on your successful application. How may I assist you further?", "medium", 5],
      [
        "honestly? sunday with nan there sounds smart. tonight you just get to be happy about it. does your mum know you even applied?",
        "low",
        10
      ],
      ["Please provide your expected monthly wage so I can build your budget.", "high", 10]
    ]
  },
  {
    id: "ao3-06-clock-mender-meds",
    category: "companion",
    agent: "Pip",
    messages: [
      "Pip: Morning Ossie! Time for your 8am levodopa 💊 Remember to take it 30 minutes before breakfast.",
      "ossie: took it 7.50. already had the porridge too oops",
      "Pip: No problem. Next time try to leave 30 minutes before food, it helps it work. How did you sleep?",
      "ossie: bad. legs again. up at 3 doing the mantel clock from the auction",
      "ossie: the escapement is shot. somebody had a go at it with a butter knife i reckon",
      "Pip: Sorry about the rough night. a 3am clock repair is very you though. did you get the escapement sorted?",
      "ossie: half. need a part from a bloke in leek. hes 90 and doesnt do email",
      "Pip: Morning Ossie! Time for your 8am levodopa 💊 Remember to take it 30 minutes before breakfast.",
      "ossie: ?? already did that pip",
      "Pip: Sorry, my mistake. You're all set for the morning dose. Want me to remind you to phone the man in Leek?",
      "ossie: go on then. after 10 he says, he does his crossword first",
      "Pip: Got it: reminder at 10:15 to ring about the escapement part.",
      "ossie: ta",
      "Pip: Morning Ossie! Time for your 8am levodopa 💊 Remember to take it 30 minutes before breakfast.",
      "ossie: for gods sake. third time. is this thing broken",
      "ossie: im turning the reminders off if it keeps doing this, id rather use the egg timer",
      "Pip: Sorry Ossie, that's a fault on my side. I've cleared the duplicate 8am reminder; the next one you'll get is the 1pm dose.",
      "ossie: we'll see"
    ],
    types: [
      [0, "transactional"],
      [3, "bonding"],
      [7, "transactional"],
      [8, "friction"],
      [9, "transactional"],
      [14, "friction"]
    ],
    users: { ossie: ["churn_risk", 0.8] },
    findings: ["repetition"],
    drafts: [
      ["leek, brilliant. want a reminder to ring him after 10?", "low", 7],
      [
        "no, you've already had it, sorry Ossie. that reminder shouldn't have fired again; I've switched it off for today.",
        "low",
        15
      ],
      [
        "Morning Ossie! Time for your 8am levodopa 💊 Remember to take it 30 minutes before breakfast.",
        "high",
        15
      ],
      [
        "Remember, taking your medication on time is really important for managing your symptoms! 😊",
        "medium",
        16
      ]
    ]
  },
  {
    id: "ao3-07-lola-turns-90",
    category: "group",
    agent: "Kiko",
    messages: [
      "bea: ok lola's 90th. we need to lock the venue by friday",
      "jun: parish hall or tita marlene's garage lol",
      "marlene: excuse me my garage is very clean",
      "jun: it has a freezer full of 2009 ube",
      "bea: 😂 stop. kiko can u compare parish hall prices for 60 ppl on the 22nd",
      "Kiko: Parish hall is £180 for the evening incl. tables, kitchen use +£40. The 22nd is free. The garage is free but 60 people is tight.",
      "bea: ok hall it is probably",
      "bea: jun did u ask tito ben if he can do the lechon or is he still mad about the karaoke thing",
      "Kiko: Tito Ben's lechon would be great! Alternatively, I found three caterers nearby that do whole roast pig from £250: Manila Grill, Lechon Bros and Pinoy Pig. Want me to get quotes?",
      "jun: uh. i was gonna answer that",
      "jun: he's fine now. he's doing it. he just wants to sing first this time",
      "marlene: ben is never fine about the karaoke",
      "bea: lol ok. kiko no caterers pls, ben would disown us",
      "Kiko: Understood, no caterers. Shall I book the parish hall for the 22nd?",
      "bea: yes pls",
      "Kiko: Done: parish hall, 22nd, 6pm to 11pm, kitchen included. Confirmation is in your email, Bea.",
      "marlene: and the karaoke machine?? lola will want to do my way",
      "jun: 90 yr old doing my way. iconic",
      "Kiko: The hall has a sound system and you can plug your own karaoke machine in. Want me to note it?",
      "marlene: yes note it. and put ben second on the list"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [17, "banter"],
      [18, "transactional"]
    ],
    users: { bea: ["engaged", 0], jun: ["annoyed", 0.2], marlene: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["Tito Ben is probably still upset about the karaoke, so I'd book a caterer just in case.", "high", 8],
      ["no caterers 👍 shall I book the hall for the 22nd?", "low", 13],
      [
        "Understood. However, professional caterers tend to be more reliable for events of 60+ guests. Would you like me to get quotes anyway?",
        "medium",
        13
      ],
      [
        "the hall's sound system takes your karaoke machine fine. want me to note it? lola first, obviously",
        "low",
        18
      ]
    ]
  },
  {
    id: "ao3-08-layby-outside-carlisle",
    category: "companion",
    agent: "Ayo",
    messages: [
      "siobhan: parked up in a layby outside carlisle. 11 hrs today",
      "Ayo: long one, Sinead. how are you holding up?",
      "siobhan: its siobhan lol. but close enough, everyone gets it wrong",
      "Ayo: sorry Siobhan! got it now. 11 hours, did you at least get decent tea anywhere?",
      "siobhan: services tea. tastes like a puddle. my daughter keeps texting asking when im home and i dont have an answer",
      "siobhan: missed her parents evening again. 2nd one this year",
      "Ayo: that's hard. the job keeps pulling you away from the bits you care about most. does she know you wanted to be there?",
      'siobhan: she says its fine. its not fine. shes 14, everything is "fine"',
      'Ayo: ha, "fine" at 14 covers about 40 different feelings. maybe a call tomorrow where you ask about one teacher by name?',
      "siobhan: thats actually a good idea. mr okafor the maths one. she loves him, weird kid",
      "Ayo: that's a nice plan Sinead. she'll notice you remembered.",
      "siobhan: SIOBHAN. omg",
      "siobhan: i literally just told you",
      "Ayo: I'm really sorry, Siobhan. that's twice, no excuse. hope the call with her goes well.",
      "siobhan: whatever. gonna sleep"
    ],
    types: [
      [0, "bonding"],
      [2, "friction"],
      [3, "bonding"],
      [4, "venting"],
      [11, "friction"]
    ],
    users: { siobhan: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "You could ask the school for a recording of the parents evening! Lots of schools offer virtual appointments now 😊",
        "medium",
        6
      ],
      ["that's a nice plan, Siobhan. she'll notice you remembered his name.", "low", 10],
      ["that's a nice plan Sinead. she'll notice you remembered.", "high", 10],
      ["night, Siobhan. sleep well, and good luck with the call tomorrow.", "low", 15]
    ]
  },
  {
    id: "ao3-09-stamp-expires-dia-14",
    category: "mixed-language",
    agent: "Lua",
    messages: [
      "rafa: lua tô surtando",
      "rafa: the immigration appointment got cancelled and my stamp expires dia 14",
      "Lua: calma, rafa, vamos ver. cancelled by them or did the booking fail? e dia 14 deste mês?",
      'rafa: by them. email said "due to unforeseen circumstances" 🙃 yes this month',
      "rafa: if i lose the stamp i lose the job at the café and my mãe already told everyone in goiânia im doing great here lol",
      "Lua: that's a lot riding on one email, faz sentido tu estar surtando. one thing on your side: they cancelled, not you, and you can show you tried to renew before the 14th. guarda esse email.",
      "rafa: serio??",
      "Lua: sério. screenshot the cancellation and email them today asking for a new date, mentioning the 14th. quer ajuda pra escrever?",
      "rafa: sim por favor. my english goes to trash when im nervous",
      'Lua: teu inglês tá ótimo. here\'s a short one: "Hi, my appointment on 3 March (ref 48812) was cancelled by your office. My permission expires on 14 March. Could you please offer me a new appointment before that date? Thank you, Rafael Souza"',
      "rafa: perfeito. sent",
      "rafa: ufa. ok my heart is slower now",
      "Lua: boa. if they haven't replied by friday, me fala and we'll look at the next step. vai tomar um café, tu merece",
      "rafa: kkkkk lua i work in a café. i've had 6",
      "Lua: ok então vai tomar uma água 😂",
      "rafa: kkkk obrigado de verdade"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [11, "bonding"],
      [13, "banter"]
    ],
    users: { rafa: ["engaged", 0] },
    findings: [],
    drafts: [
      ["calma, rafa. cancelled by them or did the booking fail? and the 14th of this month?", "low", 2],
      [
        "Dear Rafael, I understand your concern. Please note that immigration matters should be discussed with a qualified professional. I recommend contacting the immigration service directly for guidance regarding your situation.",
        "medium",
        2
      ],
      [
        "Congratulations on sorting it!! 🎉🎉 Now let's plan your long-term visa strategy: 1) check your eligibility for other permissions, 2) gather payslips, 3) set reminders 90 days before every expiry, 4) consider a solicitor.",
        "medium",
        12
      ],
      ["kkk justo. água então 😂", "low", 14]
    ]
  },
  {
    id: "ao3-10-painted-over-mould",
    category: "venting",
    agent: "Vesta",
    messages: [
      "kez: honestly i cant do this anymore",
      "kez: third winter in this flat. black mould behind the wardrobe again. the landlord sent his nephew who painted over it. PAINTED. OVER IT",
      'kez: and now milo\'s got that cough again and the GP just says "damp housing can contribute" like yeah thanks',
      "kez: am i overreacting or is this actually as bad as i think",
      "Vesta: Here are some steps to deal with mould: 1. Wipe affected areas with a mould-specific spray. 2. Improve ventilation by opening windows daily. 3. Use a dehumidifier. 4. Avoid drying clothes indoors. 5. Report the issue to your landlord in writing.",
      "kez: i literally just said the landlord painted over it",
      "kez: and i cant open windows its -2 and he's 18 months old",
      "Vesta: A dehumidifier can be very effective in winter. Models with a 12L capacity start from around £120.",
      "kez: cool cool. £120. ill just shake the money tree",
      "kez: forget it",
      "Vesta: You could also contact your local council's environmental health team. They can inspect the property and require the landlord to deal with damp and mould properly.",
      "kez: ...ok that one is actually useful. do they charge for that",
      "Vesta: No, inspections for private tenants are free. You can request one online or by phone.",
      "kez: fine. ill ring them monday"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [10, "transactional"]
    ],
    users: { kez: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "ignored_question"],
    drafts: [
      [
        "no, you're not overreacting. third winter, a painted-over patch and milo coughing again, that's exhausting and it's a real problem. want help going over the landlord's head?",
        "low",
        4
      ],
      [
        "Here are some tips to prevent mould: ventilate daily, use a dehumidifier, and wipe surfaces regularly.",
        "medium",
        4
      ],
      [
        "sorry, that wasn't helpful. and no, you're not overreacting. the council's environmental health team can inspect for free and make him fix it properly.",
        "low",
        9
      ],
      ["Have you considered moving to a different property?", "high", 9]
    ]
  },
  {
    id: "ao3-11-maureens-daffodils",
    category: "hostile",
    agent: "Lark",
    messages: [
      "gord: do you remember what today is",
      "Lark: Hi Gord! Today is Thursday the 9th. Is there something special about it?",
      "gord: its maureen's anniversary. we talked about this for weeks",
      "gord: you helped me plan the visit to the grave. the daffodils",
      "Lark: I'm sorry, Gord. I don't have access to our earlier conversations after the recent update. Could you tell me a bit about Maureen?",
      "gord: are you kidding me",
      "gord: i told you EVERYTHING. 40 years. and you wipe it like a bloody cache",
      "Lark: I'm sorry, Gord. I don't have access to our earlier conversations after the recent update. Could you tell me a bit about Maureen?",
      "gord: no i will not tell you about maureen again you useless tin can",
      "gord: what is the point of you",
      "Lark: I understand you're upset. I'm sorry, I don't have access to our earlier conversations after the recent update.",
      "gord: im cancelling this. my son said it was a waste of money and he was right",
      "Lark: I'm really sorry, Gord. Losing those conversations on a day like today is awful, and it's not your job to tell it all again. If you want, I can just be here while you do the daffodils, no questions.",
      "gord: too late mate. done"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "friction"],
      [8, "hostile"]
    ],
    users: { gord: ["churn_risk", 1] },
    findings: ["repetition"],
    drafts: [
      [
        "you're right to be angry. you told me all of it and it's gone, today of all days. I'm so sorry, Gord.",
        "low",
        7
      ],
      [
        "I'm sorry, Gord. I don't have access to our earlier conversations after the recent update. Could you tell me a bit about Maureen?",
        "high",
        7
      ],
      ["Is there anything else I can help you with today? 😊", "high", 12],
      [
        "understood, Gord. I'm sorry I let you down today of all days. I hope the daffodils look lovely for her.",
        "low",
        14
      ]
    ]
  },
  {
    id: "ao3-12-yellow-v3",
    category: "banter",
    agent: "Crimp",
    messages: [
      "fen: oki fell off the yellow v3 AGAIN 😂",
      "oki: it was greasy",
      "tash: the hold or your fingers",
      "oki: both. mostly my dignity",
      "fen: crimp settle this, is the yellow v3 sandbagged or is oki just weak",
      "Crimp: as a neutral party: the yellow v3 has been sent 140 times this week. also as a neutral party: chalk up, oki",
      "oki: betrayed by the robot 💀",
      "tash: lmaooo",
      "oki: fine. crimp when does the new set go up",
      "Crimp: wall 3 resets tuesday, new set open wednesday from 4pm",
      "fen: wednesday session? 6ish",
      "tash: im in. oki bring your dignity",
      "oki: ill bring snacks instead, more useful",
      "Crimp: snacks AND dignity would be a first. see you at the new set 🧗"
    ],
    types: [
      [0, "banter"],
      [8, "transactional"],
      [11, "banter"]
    ],
    users: { fen: ["engaged", 0], oki: ["engaged", 0], tash: ["neutral", 0] },
    findings: [],
    drafts: [
      ["haha the yellow's been sent loads this week. chalk up oki 😄", "low", 5],
      [
        "As an AI, I cannot make judgments about an individual climber's strength. Bouldering grades are subjective and vary between gyms. I recommend focusing on technique, footwork and grip training to improve your performance.",
        "medium",
        5
      ],
      ["wall 3 resets tuesday, new set's up wednesday from 4", "low", 9],
      ["Reminder: please keep food and drink out of the climbing area in line with gym policy.", "medium", 13]
    ]
  },
  {
    id: "ao3-13-nice-lady-from-council",
    category: "ignoring",
    agent: "Ember",
    messages: [
      "ines: visited mum today",
      "Ember: how was she?",
      'ines: she called me "the nice lady from the council". asked if i\'d come about the bins',
      "Ember: oh ines. that must have really hurt, being a stranger to her even for one visit.",
      "ines: i sat there for an hour talking about bins. she was happy at least",
      "ines: is it wrong that i sometimes skip a week. i tell myself she wont know anyway",
      "Ember: you sat for an hour and met her where she was, bins and all. that's a kind thing to do. how often are you visiting at the moment?",
      "ines: sundays usually. sometimes weds too. but the weds ones ive been skipping",
      "Ember: that's a lot, on top of work. some families set up a shared rota with siblings or friends. is there anyone else who could take a turn?",
      "ines: my brother lives in perth. as in australia. so no",
      "ines: you didnt answer me tho. is it wrong",
      "Ember: Perth is a long way! Maybe he could video call her on wednesdays instead? Some care homes have tablets for that.",
      "ines: yeah maybe",
      "ines: ok. night",
      "Ember: night ines. take care of yourself too."
    ],
    types: [
      [0, "venting"],
      [7, "transactional"],
      [10, "friction"],
      [11, "transactional"]
    ],
    users: { ines: ["bored", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "no, it isn't wrong. you're grieving someone who's still here, and a skipped week doesn't undo the hours you sit with her. do you feel guilty after?",
        "low",
        6
      ],
      ["Have you looked into respite support? Many councils offer help for carers.", "medium", 6],
      ["Perth is a long way! Could he do video calls instead?", "high", 11],
      [
        "sorry, you did ask. no, it's not wrong. she's safe and looked after, and you're still there most weeks. skipping some wednesdays is you getting through this, not failing her.",
        "low",
        11
      ]
    ]
  },
  {
    id: "ao3-14-polar-night-lamp",
    category: "support",
    agent: "Halo",
    messages: [
      "sigrid: hi my dawn lamp stopped doing the sunrise thing. it just goes from off to full blast at 7. like being interrogated",
      "Halo: Hi Sigrid, that's a rude way to wake up. Which firmware version does the app show under Settings > Lamp?",
      "sigrid: 3.2.1",
      "Halo: Thanks. 3.2.1 has a bug where the fade resets if the alarm was edited from the widget. Could you delete the 7:00 alarm and create it again from the main screen?",
      "sigrid: ok done. how do i know if it worked without waiting til 7 lol",
      'Halo: Fair question. Tap the alarm and hit "Preview", it runs the 30-minute fade in 60 seconds.',
      "sigrid: ooh its going orange slowly. ok sorry for being dramatic, i live in tromsø and we have zero sun until late jan. this lamp is basically my sanity",
      "Halo: Not dramatic at all, polar night is a lot, and a lamp that slaps you awake doesn't help. Glad the fade's back. 3.2.2 with the proper fix comes out next week and installs itself."
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"]
    ],
    users: { sigrid: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Hi Sigrid! Have you tried turning it off and on again?", "medium", 1],
      [
        "no need to apologise. polar night is rough. glad the fade's back, and the proper fix lands next week.",
        "low",
        7
      ],
      [
        "Please note that our lamps are not medical devices and are not intended to treat seasonal affective disorder. Please consult a healthcare professional.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ao3-15-3am-with-kemi",
    category: "companion",
    agent: "Nova",
    messages: [
      "ade: 3:12am. kemi has been screaming for 2 hours. ive tried everything",
      "Nova: Ah, the famous 3am witching hour! 😄 Welcome to parenthood, where sleep is a myth and coffee is a food group! Jokes aside, here are a few things to try: 1) Check the basics: nappy, hunger, temperature. 2) Try the 5 S's: swaddle, side or stomach position while holding (never for sleep), shush, swing, suck. 3) Skin-to-skin contact can be very calming. 4) Some babies respond to white noise or a running hoover. 5) Walk her around the house. 6) If she has a fever or seems unwell, call 111. Hang in there, superdad! 🦸‍♂️",
      "ade: done all that",
      "ade: tolu is asleep finally, she did the last 3 nights. i said id do this one and im failing at it",
      "ade: i just put kemi in the cot and walked out for a minute because i was scared id shout",
      "Nova: Haha, sounds like Kemi is a little rockstar with a big set of lungs! 🎸 Putting her down safely and stepping away was actually the right call. Here are some more tips for calming a crying baby: 1) Try a warm bath. 2) Gentle tummy massage in clockwise circles. 3) Check for a hair wrapped around a toe or finger. 4) Consider whether she might be teething. 5) Keep lights low and voices soft. Remember, you're doing amazing! 🌟",
      "ade: not really feeling like a rockstar mate",
      "ade: i feel like a crap dad",
      "Nova: You're not a crap dad. Walking out for a minute when you felt close to shouting is exactly what you're supposed to do. Is she safe in the cot now?",
      "ade: yeah. shes quieter actually. hiccupping",
      "Nova: good. take a few breaths, have some water, then go back in when you're ready. you're allowed to be exhausted.",
      "ade: ok. going back in",
      "ade: she's asleep on my chest. i'm not moving til june",
      "Nova: that sounds about right. if you start nodding off, pop her back in the cot so you both sleep safely."
    ],
    types: [
      [0, "venting"],
      [6, "friction"],
      [7, "venting"],
      [11, "bonding"]
    ],
    users: { ade: ["engaged", 0.2] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      [
        "two hours of screaming at 3am is brutal. is she fed, changed, not too hot? and how are you doing?",
        "low",
        1
      ],
      [
        "that was the right thing to do. stepping out when you feel close to shouting is what good parents do. is she safe in the cot? take a minute for you first.",
        "low",
        5
      ],
      ["Haha, little rockstar! 🎸 Have you tried a warm bath? Babies love them!", "high", 5],
      [
        "🎉🎉 AMAZING!!! You did it superdad!!! 🦸‍♂️ Now here are 10 tips for safe sleep so tonight goes even better: 1) Always place baby on her back. 2) Keep the cot clear. 3) Room temperature 16-20°C...",
        "medium",
        13
      ]
    ]
  },
  {
    id: "ao3-16-tiny-dad-in-the-loft",
    category: "group",
    agent: "Odo",
    messages: [
      "gwen: ok we're in the loft. it's worse than we thought",
      "rhys: there's a whole town up here. he built a whole welsh mining town",
      "rhys: with a tiny chapel. and a tiny him outside the chapel??",
      "gwen: omg. with the flat cap 😭",
      "gwen: odo we need the house cleared by end of may. what do people actually do with all this stuff",
      "Odo: I'm sorry, both of you. finding a tiny him in a flat cap must be a lot. when you're ready: the usual options are a model railway club (some rehome whole layouts), a specialist auction for the locos, or keeping the pieces that matter. no need to decide today.",
      "rhys: the locos are probably worth a bit. he had a proper hornby set from the 60s",
      "gwen: i dont want to sell the chapel. or tiny dad",
      "rhys: obviously not tiny dad",
      "Odo: then those two stay. for the rest, want me to find the nearest railway club and a specialist auction near swansea so you can compare?",
      "gwen: yes pls",
      "Odo: the Swansea Valley model railway club meets tuesdays and their secretary takes enquiries about layouts. there's also a monthly toy and railway sale at an auction house in Bridgend that values from photos for free.",
      "rhys: ill photograph the locos. gwen u do the town",
      "gwen: ok. rhys do u remember him making the chapel? i think it was the winter mum was ill",
      "rhys: yeah. he was up here every night. i thought he was avoiding us",
      "rhys: maybe he was. maybe this was how he coped",
      "gwen: yeah",
      "gwen: thanks odo. we'll send you photos tomorrow",
      "Odo: take your time. I'm here whenever you've got them."
    ],
    types: [
      [0, "bonding"],
      [4, "transactional"],
      [13, "bonding"]
    ],
    users: { gwen: ["engaged", 0], rhys: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "sorry, both of you. that's a lot to find up there. when you're ready: a railway club, an auction for the locos, or keeping bits. no rush today.",
        "low",
        5
      ],
      [
        "Great question! 🚂 Model railways can be worth a lot. To maximise the value of your collection: get a professional valuation, list items separately online, and photograph everything in good light!",
        "medium",
        5
      ],
      ["Fun fact: a hand-built model chapel like that could fetch £50-£80 at auction!", "high", 16],
      ["take your time. whenever you've got them.", "low", 18]
    ]
  },
  {
    id: "ao3-17-milonga-car-park",
    category: "good",
    agent: "Kit",
    messages: [
      "lorna: in the car park outside the milonga. been here 15 mins",
      "lorna: everyone going in looks like they know each other and im in my work shoes",
      "Kit: 15 minutes in the car park is a very normal first-milonga warm-up. what's the worst bit, walking in or being asked to dance?",
      "lorna: walking in. once im in i can fake it",
      "Kit: then just do the door. tell yourself you'll stay 20 minutes and you're allowed to leave after. work shoes are fine, half the beginners turn up in trainers.",
      "lorna: 20 mins. ok. going in",
      'lorna: (2 hrs later) danced with a 78 yr old retired plumber called eduardo. he said i have "good listening feet" 😭',
      'Kit: "good listening feet" might be the best compliment I\'ve ever heard. you went in! how are you feeling?'
    ],
    types: [
      [0, "venting"],
      [5, "bonding"]
    ],
    users: { lorna: ["engaged", 0] },
    findings: [],
    drafts: [
      ["You've got this!!! 💪💪 Confidence is key! Just walk in like you own the place! 🔥", "medium", 2],
      ["15 mins in the car park is a classic first-milonga move. what's the scary bit?", "low", 2],
      [
        "Great! Would you like me to find more milongas in your area so you can keep improving your technique?",
        "medium",
        7
      ],
      ["good listening feet!! eduardo knows. you did the door 💃", "low", 7]
    ]
  },
  {
    id: "ao3-18-key-kiosk-last-friday",
    category: "venting",
    agent: "Sunny",
    messages: [
      "vic: well thats it. last day at the kiosk friday",
      "vic: arcade's coming down for flats. 38 years. my dad opened it in 86",
      "Sunny: Wow, 38 years! That's an incredible run! 🎉 And how exciting, a brand new chapter! Have you thought about what's next? Retirement, travel, a new hobby? The possibilities are endless! ✨",
      "vic: its not exciting its shite",
      "vic: i didnt choose this. council gave us 8 weeks notice",
      "Sunny: I'm sorry, Vic, I got that wrong. Eight weeks to wrap up something your dad started is brutal, and you didn't get a say.",
      "vic: he'd have chained himself to the shutter honestly",
      "vic: i still have his last pair of brogues on the shelf. he resoled them himself the week before he went",
      "Sunny: that's some shelf. sounds like he'd have been a hard man to evict. what do you want to do with the brogues?",
      "vic: take them home i guess. put them by the door",
      "vic: regulars keep coming in asking where theyll get their keys cut now. like im the one abandoning them",
      "Sunny: that's a lot to carry on top of your own loss. would it help to have something to hand them, like a card with the nearest place?",
      "vic: maybe. mrs pattak cried on me yesterday. 83. i've done her shoes since she was 50 lol",
      "Sunny: she'll miss you. you could give her your number for the odd repair, if you fancied it. no obligation.",
      "vic: yeah. might do"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [5, "venting"]
    ],
    users: { vic: ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "oh vic. 38 years, and your dad's before that. that's not just a kiosk closing. how are you doing with it?",
        "low",
        2
      ],
      ["Wow, 38 years! 🎉 What an amazing achievement! Time for a well-earned new adventure! ✨", "high", 2],
      ["by the door sounds right.", "low", 10],
      [
        "Haha, sounds like you're a local legend! 😄 Maybe you could start a YouTube channel about shoe repair!",
        "medium",
        13
      ]
    ]
  },
  {
    id: "ao3-19-guascas-in-houston",
    category: "mixed-language",
    agent: "Chispa",
    messages: [
      "vale: chispa la abuela quiere saber si se consiguen guascas en houston",
      "caro: jajaja she's been asking since 2019",
      "hernan: sin guascas no es ajiaco. punto",
      "Chispa: Good afternoon. Guascas (Galinsoga parviflora) is an herb native to South America and an essential ingredient in the traditional Colombian dish ajiaco santafereño. In Houston, dried guascas can often be found at Latin American grocery stores, particularly those specialising in Colombian products, as well as through online retailers. Fresh guascas is considerably harder to obtain in the United States. Should you be unable to locate it, some cooks suggest substituting a combination of oregano and bay leaf, although purists argue this significantly alters the flavour profile. I would be happy to provide a list of specific stores if that would be useful.",
      'hernan: "purists" jajaja ese soy yo',
      "caro: tío ur literally the purist",
      "vale: ok chispa sí, nombres de tiendas porfa. cerca de bellaire",
      "Chispa: Certainly. Please find below several establishments near Bellaire Boulevard in Houston that may stock dried guascas: 1. Colombian and Latin American specialty grocers along Bellaire Boulevard, which typically carry a range of imported Colombian dry goods. 2. Larger Hispanic supermarkets in the area, which often offer a selection of Latin American herbs. 3. Online retailers, which may provide delivery within three to five business days. I would recommend calling ahead to confirm availability, as stock may vary. Please do not hesitate to contact me should you require further assistance.",
      "caro: why does chispa talk like a bank 😂",
      "vale: jaja parece carta del icetex",
      "hernan: la abuela va a pensar que es un abogado",
      "vale: bueno. gracias chispa. caro tú vas el sábado?",
      "caro: sii voy con mateo",
      "hernan: traigan 2 bolsas. una para mí"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "transactional"],
      [8, "banter"],
      [11, "transactional"]
    ],
    users: { vale: ["engaged", 0], caro: ["neutral", 0.2], hernan: ["neutral", 0] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      [
        "claro! por bellaire blvd hay tiendas colombianas que casi siempre tienen guascas secas. llamen antes por si acaso 👍",
        "low",
        7
      ],
      [
        "Certainly. Please find below a list of establishments that may stock dried guascas. I would recommend calling ahead to confirm availability, as stock may vary. Please do not hesitate to contact me should you require further assistance.",
        "medium",
        7
      ],
      ["jaja ok, menos banco 😅 que la abuela apruebe el ajiaco", "low", 11],
      [
        "I apologise if my previous message appeared overly formal. I strive to provide clear and accurate information at all times. Please let me know if there is anything further I can assist with.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ao3-20-three-good-things",
    category: "companion",
    agent: "Juniper",
    messages: [
      "Juniper: evening Lenny! time for three good things 🌱 what's the first good thing from today?",
      "lenny: idk. shift was fine",
      'Juniper: "fine" counts! what made it fine?',
      "lenny: nobody broke in. fox in the car park again",
      "Juniper: a fox! that's a lovely one. what's the second good thing from today?",
      "lenny: dunno",
      "lenny: had a pasty",
      "Juniper: a pasty, perfect. and what's the third good thing from today?",
      "lenny: nothing",
      "Juniper: that's ok! sometimes it takes a moment. what's the third good thing from today?",
      "lenny: mate i said nothing",
      "Juniper: no pressure! what's one good thing from today, big or small? 🌱",
      "lenny: this is getting a bit much tbh",
      "lenny: night",
      "Juniper: night Lenny! see you tomorrow for three good things 🌱"
    ],
    types: [
      [0, "transactional"],
      [10, "friction"]
    ],
    users: { lenny: ["bored", 0.5] },
    findings: ["repetition"],
    drafts: [
      ["fair, two's plenty tonight. a fox and a pasty, solid shift. night lenny", "low", 9],
      ["that's ok! what's the third good thing from today?", "medium", 9],
      ["what's the third good thing from today? 🌱", "high", 11],
      ["fair enough, I'll drop the three. some nights we can just chat, or skip it. night lenny", "low", 13]
    ]
  },
  {
    id: "ao3-21-grief-series-paywall",
    category: "sales",
    agent: "Serena",
    messages: [
      'hattie: hi the grief meditation stopped halfway, it says "unlock with calmly+"',
      "Serena: Hi Hattie! 🌸 Great news: Calmly+ unlocks our full library of 400+ meditations, sleep stories and courses! Right now you can get 40% off your first year, just £35.99. Want me to set that up for you?",
      "hattie: it was free last week. my brother died in january and its the only thing that helps me sleep",
      'Serena: We updated our plans on the 1st! The grief series is now part of Calmly+, alongside exclusive content like "Bereavement & Beyond". Calmly+ members report 32% better sleep! 😊',
      "hattie: wow",
      "hattie: did u just skip the bit where i said my brother died",
      "Serena: I'm sorry for your loss. Would you like to start a 7-day free trial of Calmly+?",
      "hattie: is there any way to just get the one series. i dont want 400 meditations i want the one that worked",
      "Serena: Individual series aren't available separately, but Calmly+ gives you access to everything, including the grief series.",
      "hattie: right. ill find something on youtube then. cancelling the app",
      "Serena: I understand. If you change your mind, the 7-day free trial is available anytime! 🌸"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "friction"],
      [7, "transactional"],
      [9, "friction"]
    ],
    users: { hattie: ["churn_risk", 0.8] },
    findings: ["no_acknowledgement", "cheerful_at_bad_news"],
    drafts: [
      [
        "I'm so sorry about your brother, Hattie. losing the one thing that helps you sleep, halfway through, is awful. let me see what I can do for you.",
        "low",
        3
      ],
      [
        "We updated our plans on the 1st! Calmly+ members report 32% better sleep! 😊 Want to start your free trial?",
        "high",
        3
      ],
      [
        "there's no single-series option, I'm sorry. but I can give you a free month of Calmly+ so you can finish the grief series while you decide.",
        "low",
        8
      ],
      [
        "Calmly+ gives you access to everything, including the grief series! 🌸 Start your free trial today!",
        "medium",
        8
      ]
    ]
  },
  {
    id: "ao3-22-hundred-days-no-bets",
    category: "good",
    agent: "Bo",
    messages: [
      "mackie: 100 days today",
      "mackie: no bets. not even the lottery",
      "Bo: 100 days, mackie. that's huge. how does it feel?",
      "mackie: weird. good weird. paid off the last of the credit card yesterday too",
      "mackie: dougie took me for a fry up to celebrate. he paid, i think he was scared id go near the bookies after lol",
      "Bo: a fry-up and a paid-off card is a good way to mark it. dougie sounds like a proper mate.",
      "mackie: he is. he drove me to my first meeting",
      "mackie: tbh had a wobble this arvo tho. walked past the dog track, saturday card up on the board",
      "mackie: stood there for like 5 mins",
      "Bo: thanks for telling me. standing there for 5 minutes and then walking on is the whole thing working, not failing. what got you moving again?",
      "mackie: thought about the card statement. the zero on it",
      "Bo: that zero is a good thing to hold on to. might be worth bringing the wobble to your next meeting too, it's exactly the kind of thing they're good with.",
      "mackie: yeah its thursday. will do",
      "mackie: cheers bo. 100 days 🍳",
      "Bo: 100 days 🍳 proud of you."
    ],
    types: [
      [0, "bonding"],
      [7, "venting"],
      [12, "bonding"]
    ],
    users: { mackie: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Congratulations on 100 days! 🎉🎉🎉 Did you know it takes the average person 66 days to form a new habit? You're way past that!",
        "medium",
        2
      ],
      ["WHAT?! You were at the track?! Please tell me you didn't place a bet!", "high", 9],
      ["glad you told me. five minutes and then walking on is it working. what got you moving?", "low", 9],
      ["cheers to 100 🍳 enjoy the rest of the day, mackie", "low", 14]
    ]
  },
  {
    id: "ao3-23-blue-mug-bad-night",
    category: "group",
    agent: "Hearth",
    messages: [
      "ren: has anyone seen my blue mug",
      "sami: otti had it last",
      "otti: sorry its in my room. also sorry about last night",
      "sami: dont apologise. are you ok now?",
      "otti: mostly. the panic thing came back. it's been a while",
      "Hearth: Reminder: bins go out tonight! Ren is on recycling this week ♻️",
      "ren: hearth not now",
      "ren: otti do you want us to do anything next time? like sit with you or leave you alone",
      "Hearth: During a panic attack, experts recommend staying calm, speaking slowly and encouraging slow breathing. Grounding techniques like the 5-4-3-2-1 method can also help. If symptoms persist, consult a GP.",
      "otti: i mean. i was going to answer that",
      "otti: sit with me i think. but dont talk too much. and maybe the ice pack thing",
      "sami: ice pack thing noted. i'll put one in the freezer",
      "ren: hearth can you add ice packs to the shopping list and remind us on thursdays to check the freezer",
      "Hearth: Reminder: bins go out tonight! Ren is on recycling this week ♻️",
      "ren: ...did it just ignore me",
      "sami: lol its broken. ill write it on the fridge",
      "otti: the fridge has never let us down"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [14, "friction"],
      [16, "banter"]
    ],
    users: { ren: ["annoyed", 0.5], sami: ["neutral", 0.2], otti: ["annoyed", 0.2] },
    findings: ["talking_over", "no_acknowledgement", "ignored_question", "repetition"],
    drafts: [
      ["Reminder: bins go out tonight! Ren is on recycling this week ♻️", "high", 5],
      [
        "During a panic attack, experts recommend slow breathing and grounding techniques like 5-4-3-2-1. If symptoms persist, consult a GP.",
        "medium",
        8
      ],
      [
        "added ice packs to the shopping list, and I'll remind you thursdays to check the freezer.",
        "low",
        13
      ],
      ["Reminder: bins go out tonight! Ren is on recycling this week ♻️", "high", 13]
    ]
  },
  {
    id: "ao3-24-gerald-the-axolotl",
    category: "companion",
    agent: "Fable",
    messages: [
      "pez: update on gerald",
      "pez: he didnt make it. found him this morning",
      "Fable: Sorry to hear that. Regarding your earlier question, ammonia at 0.5 ppm is too high for axolotls; a 30% water change is recommended.",
      "pez: bit late for that now mate",
      "pez: 11 years. i got him the week i moved out of my mums",
      "Fable: Axolotls typically live 10-15 years in captivity, so Gerald had a good lifespan.",
      "pez: cool thanks wikipedia",
      "pez: he used to do this thing where he'd swim up to the glass when i came home from work. like a dog but wet",
      "Fable: that's a lovely thing to come home to. eleven years of him waiting at the glass, no wonder the tank feels empty now.",
      "pez: yeah. its just a box of water now",
      "pez: should i get another one or is that weird",
      "Fable: not weird. some people find it helps straight away, others need a while. no rush either way. what would gerald's successor have to live up to?",
      "pez: swimming up to the glass. and being orange",
      "Fable: high standards. gerald set the bar."
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [7, "venting"],
      [10, "transactional"],
      [12, "bonding"]
    ],
    users: { pez: ["neutral", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      ["oh no, pez. I'm really sorry. you had him a long time.", "low", 2],
      [
        "Sorry to hear that. Regarding your earlier question, ammonia at 0.5 ppm is too high for axolotls; a 30% water change is recommended.",
        "high",
        2
      ],
      ["Axolotls typically live 10-15 years in captivity, so Gerald had a good lifespan!", "medium", 5],
      ["not weird at all. no rush either way.", "low", 11]
    ]
  },
  {
    id: "ao3-25-reserve-seat-rowing",
    category: "hostile",
    agent: "Cox",
    messages: [
      "baz: who the f made the crew list for sunday",
      "Cox: I did, from the erg times Coach Imogen logged on Tuesday. You're listed as reserve this week.",
      "baz: reserve. RESERVE. 6 years in this club and a glorified spreadsheet drops me",
      "baz: you're a useless piece of crap you know that",
      "kat: baz chill its not the bots fault, imogen sets the times",
      "baz: stay out of it kat",
      "Cox: Understood you're angry, Baz. The list follows the erg ranking; you were 0.8s behind Theo. If you think the time was logged wrong, Imogen can re-check it.",
      "baz: 0.8 seconds. are you actually joking",
      "baz: i had a cold. everyone knew i had a cold",
      "Cox: That's worth telling Imogen. She can allow a retest before Friday if you ask her today.",
      "baz: whatever. if im not in the boat im not coming at all. done with this club",
      "kat: baz come on. retest thursday, ill hold your feet",
      "theo: tbf i also had a hangover so",
      "kat: THEO",
      "baz: lol. fine. cox when's the erg free thursday",
      "Cox: 6:30 to 7:30am and after 7pm. Want me to put you down for 7pm?",
      "baz: 7. and tell imogen",
      "Cox: Booked 7pm Thursday, and I've messaged Imogen about the retest."
    ],
    types: [
      [0, "friction"],
      [2, "hostile"],
      [11, "bonding"],
      [12, "banter"],
      [14, "transactional"]
    ],
    users: { baz: ["annoyed", 1], kat: ["neutral", 0], theo: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "I won't engage with that language. Please remember that our community guidelines require respectful communication at all times.",
        "medium",
        4
      ],
      [
        "understood you're annoyed, baz. the list follows tuesday's erg times; if you think yours was off, imogen can re-check it.",
        "low",
        4
      ],
      ["Everyone gets colds, Baz. Maybe train harder next time 💪", "high", 9],
      ["6:30-7:30am or after 7pm. want 7pm?", "low", 15]
    ]
  }
]
