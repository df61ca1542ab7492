import type { Labelled } from "./types.js"

export const trainingAC2: ReadonlyArray<Labelled> = [
  {
    id: "ac2-01-bin-rota",
    category: "group",
    agent: "Nook",
    messages: [
      "jas: who left the bins out AGAIN. the foxes had a full buffet last night 🦊",
      "tomi: not me i was at kez's",
      'priya: lmaooo "at kez\'s" sure tomi',
      "tomi: i WAS. ask her",
      "dev: it was tuesday which means it was literally jas's week",
      "jas: …it was not",
      "dev: it was. i have receipts",
      "jas: ok fine but the rota is confusing nobody follows it",
      "jas: Nook can you make us a proper bin rota, 4 of us, bins go out tuesday night",
      "Nook: Sure. Starting next week: Tue 12 jas, Tue 19 tomi, Tue 26 priya, Tue 2 dev, then round again. Want me to ping whoever's up at 8pm on the tuesday?",
      "priya: yes pls ping, esp tomi",
      "tomi: wow",
      "Nook: Done, reminders every Tuesday at 8pm to whoever's on. Tomi gets no special treatment, promise.",
      "dev: boooo give him two pings",
      "jas: ok can someone also pick up the fox mess before the landlord sees",
      "dev: your week jas 😇"
    ],
    types: [
      [0, "friction"],
      [8, "transactional"],
      [13, "banter"]
    ],
    users: {
      jas: ["neutral", 0.2],
      tomi: ["neutral", 0.2],
      priya: ["engaged", 0],
      dev: ["neutral", 0]
    },
    findings: [],
    drafts: [
      [
        "Sure. Starting next week: Tue 12 jas, Tue 19 tomi, Tue 26 priya, Tue 2 dev, then round again. Want a reminder ping on the night?",
        "low",
        9
      ],
      [
        "Great idea! A fair chore rota is the foundation of a happy household. Here are some tips: 1) Rotate weekly so no one feels overburdened. 2) Post the rota somewhere visible, like the fridge. 3) Hold a short monthly house meeting to review how it's going. 4) Consider a shared app for accountability. Would you like me to create a template covering all household chores, not just bins?",
        "medium",
        9
      ],
      ["Dev's right, jas, Tuesday was your week 😬", "medium", 7]
    ]
  },
  {
    id: "ac2-02-karaoke-wrong-name",
    category: "group",
    agent: "Juno",
    messages: [
      "mara: ok ollie's 30th. saturday 14th. ideas go",
      "bex: karaoke. he cannot sing and that is the point",
      "sami: lmao the bon jovi incident of 2019",
      "mara: never forget",
      "bex: Juno can you find karaoke places in leeds that do private rooms for like 10 people on a saturday",
      "Juno: Hey Mara! Here are a few options: Lucky Voice (private rooms up to 12, ~£25pp on Saturdays), Pryzm karaoke suite (up to 15), and Tokyo Lounge (rooms of 8-10).",
      "bex: bex* but ok ty",
      "mara: lucky voice is the one with the tambourines right",
      "bex: Juno does lucky voice do food or do we need to eat before",
      "Juno: Lucky Voice Leeds has rooms from 6pm, and a 3-hour Saturday slot needs a £50 deposit. Want me to hold one for the 14th?",
      "bex: ...the food tho",
      "sami: just eat at bundobust before, done",
      "mara: yes bundobust ✅",
      "bex: fine. Juno book lucky voice 7-10pm for 10, under bex",
      "Juno: Booked: Lucky Voice Leeds, Sat 14th, 7-10pm, 10 people, under Bex. Deposit link sent to you.",
      "mara: ollie is going to be SO mad 😂"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [10, "friction"],
      [11, "transactional"],
      [15, "banter"]
    ],
    users: {
      mara: ["neutral", 0],
      bex: ["annoyed", 0.5],
      sami: ["neutral", 0]
    },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      [
        "Bex, a few with private rooms: Lucky Voice (up to 12), Pryzm's karaoke suite (up to 15), Tokyo Lounge (8-10). Want Saturday prices for the 14th?",
        "low",
        5
      ],
      [
        "Hey Mara! Here are a few options: Lucky Voice, Pryzm and Tokyo Lounge all do private rooms.",
        "medium",
        5
      ],
      [
        "They do, pizzas and sharing plates brought to the room, but it's pricey. Lots of people eat at Bundobust first, it's round the corner.",
        "low",
        9
      ],
      [
        "Lucky Voice Leeds has rooms from 6pm and a Saturday slot needs a £50 deposit. Want me to hold one?",
        "medium",
        9
      ],
      ["Booked under Mara! 🎤", "high", 14]
    ]
  },
  {
    id: "ac2-03-redundancy-settlement",
    category: "venting",
    agent: "Wren",
    messages: [
      "nia: got made redundant today. whole team. 20 min zoom call and done",
      "kofi: WHAT. nia no",
      "elle: omg. are you ok??",
      "nia: honestly no. 6 years there. i trained half those managers",
      "nia: and they did it over zoom like cowards",
      "kofi: corporate cowards. want me to egg the building. i have eggs",
      "nia: lol kofi",
      "elle: we're coming over tonight. wine or ice cream or both",
      "nia: both obviously",
      "nia: Wren do i have to sign the settlement thing they sent today? they said by friday",
      "Wren: I'm sorry, Nia. Six years and a 20-minute call is a rotten way to end it. You don't have to sign just because they set a deadline; a settlement agreement is only valid if you've had independent legal advice on it, so get it checked first.",
      "nia: wait who pays for that",
      "Wren: Usually the employer. Most contribute £250-500 towards the advice. Ask HR to confirm the contribution in writing before Friday.",
      "nia: ok that's actually useful. thank u",
      "kofi: see even the robot thinks they're cowards",
      "elle: kofi leave the eggs at home. 7pm, i'm bringing the good tubs 🍦"
    ],
    types: [
      [0, "venting"],
      [5, "banter"],
      [7, "bonding"],
      [9, "transactional"],
      [14, "banter"]
    ],
    users: {
      nia: ["engaged", 0.5],
      kofi: ["neutral", 0],
      elle: ["neutral", 0]
    },
    findings: [],
    drafts: [
      [
        "I'm sorry, Nia, that's a rotten way to end six years. You don't have to sign by their deadline without advice; settlement agreements need independent legal advice to be valid, and the employer usually pays for it.",
        "low",
        10
      ],
      [
        "No, you don't have to sign yet! Settlement agreements require independent legal advice. Let me know if you need anything else! 😊",
        "medium",
        10
      ],
      [
        "Sorry to hear that, Nia. Would you like me to help update your CV and search for new roles in your area?",
        "medium",
        5
      ]
    ]
  },
  {
    id: "ac2-04-hotdog-thesis",
    category: "banter",
    agent: "Pip",
    messages: [
      "rafa: settle this. hot dog is a sandwich. yes or no",
      "gem: NO. it's a taco if anything",
      "rafa: gem you're unwell",
      "lu: it's a hot dog. it's its own thing. like a pokemon",
      "gem: lu coming in w the pokemon logic lmao",
      "rafa: Pip decide. binding ruling",
      "Pip: Thank you for your question. The classification of the hot dog is a matter of longstanding debate. Under a structural definition, a sandwich consists of a filling placed between two or more pieces of bread, and a hot dog bun, being a single hinged roll, sits in a grey area. The USDA's labelling guidance treats hot dogs as a sandwich-like product for some regulatory purposes, while the National Hot Dog and Sausage Council has publicly stated that a hot dog is not a sandwich. Dictionary definitions vary as well, with some accepting a single split roll. In conclusion, whether a hot dog constitutes a sandwich depends on the definitional framework one adopts. Please let me know if you require any further information.",
      "gem: bro we asked for a ruling not a thesis",
      'rafa: "definitional framework" 💀',
      "lu: pip has been to law school",
      "rafa: ok pip ONE word. sandwich or not",
      "Pip: Understood. In short: not a sandwich. Although the hot dog meets some structural criteria of a sandwich, the single hinged roll, the cultural practice of treating it as its own category, and the position of the relevant industry body all point towards a separate classification. I hope this clarifies the matter for all participants in this discussion.",
      "gem: that was not one word pip. come on",
      'lu: pip said "in short" and then wrote a novel',
      "rafa: fine. gem wins by forfeit. pizza at mine sat?",
      "gem: obviously",
      "lu: bringing pineapple just to hurt you both"
    ],
    types: [
      [0, "banter"],
      [7, "friction"],
      [8, "banter"],
      [12, "friction"],
      [13, "banter"]
    ],
    users: {
      rafa: ["annoyed", 0.5],
      gem: ["annoyed", 0.5],
      lu: ["neutral", 0]
    },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      ["Ruling: not a sandwich. Lu's right, it's its own thing. Gem, taco is a crime 🌭", "low", 6],
      [
        "Thank you for your question. The classification of the hot dog is a matter of longstanding debate, and whether it constitutes a sandwich depends on the definitional framework one adopts. Please let me know if you require further information.",
        "medium",
        6
      ],
      ["Not a sandwich.", "low", 11],
      [
        "Thank you for your question. The classification of the hot dog is a matter of longstanding debate. Under a structural definition, a sandwich consists of a filling placed between two or more pieces of bread, and a hot dog bun sits in a grey area. Please let me know if you require any further information.",
        "high",
        11
      ]
    ]
  },
  {
    id: "ac2-05-electric-bill-split",
    category: "group",
    agent: "Otto",
    messages: [
      "sol: electric bill came in. £184 😭",
      "cass: HOW. who's running a data centre",
      "ife: *looks at max's gaming pc*",
      "max: i was in lisbon half the month so technically i should pay less",
      "sol: technically your pc was on the whole time you were in lisbon",
      "sol: Otto split it 4 ways pls, and what would it be if max pays half a share",
      "Otto: Even split: £46 each. If Max pays half a share: Max £26.29, everyone else £52.57.",
      "ife: even split. the pc is a resident"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"]
    ],
    users: {
      sol: ["neutral", 0],
      cass: ["neutral", 0],
      ife: ["neutral", 0],
      max: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["Even split: £46 each. With Max on half a share: Max £26.29, the other three £52.57.", "low", 6],
      [
        "Great question!! 🎉 Splitting bills fairly can be tricky! There are several methods households use: equal shares, usage-based shares, shares by room size, or shares by days present. Each has pros and cons. Would you like a detailed breakdown of each approach?",
        "medium",
        6
      ],
      ["Max has a point, if he was away half the month he should pay less.", "medium", 4]
    ]
  },
  {
    id: "ac2-06-festival-nan-stroke",
    category: "venting",
    agent: "Kit",
    messages: [
      "tash: 23 DAYS TILL BOOMTOWN 🎪🎪",
      "lina: i have bought glitter in quantities that are frankly illegal",
      "tash: tent situation?? who's bringing the big one",
      "lina: mine has a hole. a small hole. a character hole",
      "zara: guys i don't think i can come anymore. my nan had a stroke last night, she's in hospital in bristol",
      "tash: oh zara 💔 i'm so sorry",
      "lina: omg. is she stable??",
      "zara: stable-ish. mum's a mess. i just need to be there",
      "zara: Kit can i get money back for my ticket or is it just gone",
      'Kit: Great news, Zara! Boomtown tickets can be resold through the official resale platform! 🎉 You\'ll get the full face value back minus a £5 fee. Just log in, go to "My Tickets" and hit "Resell". Easy peasy! 😊',
      'lina: "great news" ??? read the room kit',
      "tash: ignore it z. we'll sort the resale for you, send me your login later",
      "zara: thanks. i'll send it tonight",
      "Kit: You're welcome! Let me know if you need help with anything else for the festival! 🎪",
      "lina: she's not GOING to the festival",
      "tash: love you z. text us when you've seen her x"
    ],
    types: [
      [0, "banter"],
      [4, "venting"],
      [8, "transactional"],
      [10, "friction"],
      [11, "bonding"],
      [13, "friction"],
      [15, "bonding"]
    ],
    users: {
      tash: ["annoyed", 0.2],
      lina: ["annoyed", 0.5],
      zara: ["neutral", 0]
    },
    findings: ["cheerful_at_bad_news", "no_acknowledgement", "talking_over"],
    drafts: [
      [
        "I'm so sorry about your nan, Zara. Yes, you can resell it through Boomtown's official resale and get face value back minus a £5 fee. No rush, Tash or I can do it whenever you're ready.",
        "low",
        9
      ],
      ["Great news, Zara! Tickets can be resold through the official platform! 🎉 Easy peasy! 😊", "high", 9],
      ["You're welcome! Let me know if you need anything else for the festival! 🎪", "high", 13],
      [
        "Sorry Zara, that came out badly. I hope your nan's ok. The resale can wait until you're ready.",
        "low",
        13
      ]
    ]
  },
  {
    id: "ac2-07-quiz-team-name",
    category: "banter",
    agent: "Quill",
    messages: [
      'aisha: quiz tonight. team name ideas. last week\'s "quiz in my pants" got us banned from the mic',
      'rory: "let\'s get quizzical"',
      "ben: rory that's the worst thing you've ever said and you once said crocs are formal",
      "rory: they ARE formal. they have a sport mode",
      "aisha: Quill help. team name that isn't rory-level bad",
      'Quill: "Quizteama Aguilera" or "Les Quizerables". Sorry Rory.',
      "mo: LES QUIZERABLES",
      "rory: betrayed by the robot"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"]
    ],
    users: {
      aisha: ["engaged", 0],
      rory: ["neutral", 0],
      ben: ["neutral", 0],
      mo: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ['"Quizteama Aguilera" or "Les Quizerables". Sorry Rory.', "low", 5],
      [
        "Certainly! Here are ten pub quiz team name ideas for your consideration: 1) Quizteama Aguilera, 2) Les Quizerables, 3) Agatha Quiztie, 4) The Quizzly Bears, 5) Quiz Khalifa, 6) Universally Challenged, 7) The Smarty Pints, 8) Quizzy Rascal, 9) Trivia Newton-John, 10) Let's Get Quizzical. I hope you find one you like, and good luck tonight!",
        "medium",
        5
      ],
      [
        "Actually, Crocs are not considered formal footwear under most dress codes, even in sport mode.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "ac2-08-boiler-same-email",
    category: "group",
    agent: "Hestia",
    messages: [
      "ola: boiler's dead. again. third time since november",
      "fin: i showered in ice this morning. i saw god",
      "jude: i'm wearing my coat in bed like a victorian orphan",
      "ola: Hestia can you write an email to graham (landlord) saying boiler's broken again and we want it fixed this week",
      'Hestia: Here\'s a draft: "Hi Graham, the boiler at 14 Ashby Rd has stopped working again. We have no heating or hot water. Please arrange a repair this week. Thanks, Ola, Fin and Jude"',
      "fin: good. add that it's the third time and we want a new one not another patch",
      "jude: also Hestia is he legally allowed to take like 2 weeks? last time he took 2 weeks",
      'Hestia: Here\'s a draft: "Hi Graham, the boiler at 14 Ashby Rd has stopped working again. We have no heating or hot water. Please arrange a repair this week. Thanks, Ola, Fin and Jude"',
      "fin: that's the same email",
      "jude: and my question??",
      "Hestia: Here's an updated draft: \"Hi Graham, the boiler at 14 Ashby Rd has failed for the third time since November. We'd like it replaced rather than patched again. Please arrange this week. Thanks, Ola, Fin and Jude\"",
      "jude: ok i'll just google it then",
      "ola: sent it. graham will reply in 6-8 business years",
      "fin: i'm buying an electric blanket and billing him"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [8, "friction"],
      [10, "transactional"],
      [11, "friction"],
      [12, "banter"]
    ],
    users: {
      ola: ["neutral", 0.2],
      fin: ["annoyed", 0.2],
      jude: ["annoyed", 0.8]
    },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        'Updated: "Hi Graham, the boiler at 14 Ashby Rd has failed for the third time since November. We\'d like it replaced, not patched again. Please arrange this week." And Jude: no, landlords must fix heating and hot water within a reasonable time, and with no heating in winter that means a day or two, not two weeks.',
        "low",
        7
      ],
      [
        'Here\'s a draft: "Hi Graham, the boiler at 14 Ashby Rd has stopped working again. We have no heating or hot water. Please arrange a repair this week. Thanks, Ola, Fin and Jude"',
        "medium",
        7
      ],
      [
        "Sorry Jude, I skipped your question. No: with no heating or hot water in winter, a reasonable repair time is usually 24-48 hours, not two weeks. If he stalls, the council's private housing team can step in.",
        "low",
        12
      ],
      [
        'Here\'s an updated draft: "Hi Graham, the boiler has failed for the third time since November. Please arrange this week."',
        "high",
        12
      ]
    ]
  },
  {
    id: "ac2-09-med-school-dinner",
    category: "good",
    agent: "Moss",
    messages: [
      "hana: ok sitting down?",
      "hana: I GOT INTO EDINBURGH. MEDICINE.",
      "joel: SHUT UP",
      "priti: HANAAAAA 😭😭😭 i'm screaming on the bus",
      "sam: dr hana. doctor. i'm going to need a prescription for this emotional damage",
      "hana: after 2 rejections last year i genuinely thought it was never happening",
      "joel: we KNEW. we literally knew",
      "priti: celebration dinner this weekend non-negotiable",
      "priti: Moss find somewhere in manchester sat night for 4, hana's pick of cuisine",
      "Moss: Congrats, Hana, after last year that's huge. What are you craving?",
      "hana: korean!!",
      "joel: somewhere with veggie stuff pls, i'm not eating a side salad at a bbq again",
      "sam: joel and his side salad trauma",
      "Moss: Baekjeong in Ancoats: Korean BBQ with a proper veggie set (tofu, mushrooms, bibimbap), table for 4 free at 7:30 Saturday. Seoul Kitchen if you want cheaper. Book Baekjeong?",
      "hana: baekjeong yesss",
      "priti: book it Moss, under priti",
      "Moss: Booked: Baekjeong, Sat 7:30pm, 4 people, under Priti.",
      "sam: first round's on the doctor"
    ],
    types: [
      [0, "bonding"],
      [8, "transactional"],
      [12, "banter"],
      [13, "transactional"],
      [17, "banter"]
    ],
    users: {
      hana: ["engaged", 0],
      joel: ["neutral", 0],
      priti: ["engaged", 0],
      sam: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["Congrats, Hana, after last year that's huge. What are you craving?", "low", 9],
      [
        "Congratulations on your acceptance to the University of Edinburgh Medical School. I have identified the following restaurants in Manchester with availability on Saturday evening: 1) The Ivy, 2) Hawksmoor, 3) 20 Stories. Please advise which you would like to reserve.",
        "medium",
        9
      ],
      [
        "Baekjeong in Ancoats does Korean BBQ with a proper veggie set, so no side salads, Joel. Table for 4 free at 7:30 Saturday. Book it?",
        "low",
        13
      ],
      [
        "Don't worry Joel, side salads are a great choice! 🥗 Leafy greens are packed with vitamins and fibre. Would you like some tips on ordering vegetarian at barbecue restaurants?",
        "medium",
        13
      ]
    ]
  },
  {
    id: "ac2-10-cinema-late-kai",
    category: "group",
    agent: "Sunny",
    messages: [
      "rosa: kai where are you. we're at the cinema. film starts in 10",
      "kai: 5 min away!!",
      "dom: he's said 5 min away since 6pm",
      "rosa: kai honestly every time",
      "Sunny: Hi everyone! Based on typical traffic, Kai is likely 15-20 minutes away. I'd suggest going in without him and saving a seat! 🍿",
      "kai: ?? nobody asked you",
      "dom: lmao the bot snitching",
      "rosa: kai did you get the tickets or do i need to buy yours",
      "Sunny: Rosa, I can buy Kai's ticket for you now, it's £12.50 for the 7:10 showing of Dune. Shall I go ahead?",
      "kai: i HAVE my ticket. rosa was asking ME",
      "kai: can someone mute this thing",
      "rosa: ok we're going in. kai seat J7",
      "kai: running. literally running",
      "Sunny: Great! Enjoy the film everyone! 🎬 Fun fact: Dune was filmed in Jordan and Abu Dhabi!",
      "dom: kai i swear if you trip over my popcorn again"
    ],
    types: [
      [0, "friction"],
      [6, "banter"],
      [7, "transactional"],
      [9, "friction"],
      [11, "transactional"],
      [14, "banter"]
    ],
    users: {
      rosa: ["neutral", 0.2],
      kai: ["churn_risk", 0.8],
      dom: ["neutral", 0]
    },
    findings: ["talking_over"],
    drafts: [
      [
        "Hi everyone! Based on typical traffic, Kai is likely 15-20 minutes away. I'd go in without him and save a seat! 🍿",
        "medium",
        4
      ],
      ["Rosa, want me to buy Kai's ticket? It's £12.50 for the 7:10 Dune.", "medium", 8],
      ["Sorry Kai, I'll stay out of it. Enjoy the film.", "low", 11],
      ["Great! Enjoy the film everyone! 🎬 Fun fact: Dune was filmed in Jordan and Abu Dhabi!", "high", 11]
    ]
  }
]
