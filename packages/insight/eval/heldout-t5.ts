import type { Labelled } from "./types.js"

export const heldOutT5: ReadonlyArray<Labelled> = [
  {
    id: "t5-01-ffl-trade-roast",
    category: "banter",
    heldOut: true,
    agent: "Gaffer",
    messages: [
      "dev: gaffer who's bottom of the league rn",
      "Gaffer: that'd be Kieran, 3 losses from 3 and 212 pts total 🥄",
      "kieran: wow ok didnt need it said out loud",
      "mo: HAHAHA the wooden spoon is coming home",
      "kieran: my team is built for the second half of the season. its a marathon",
      "dev: mate you started a kicker on bye",
      "mo: twice",
      "kieran: once was a tactical decision",
      "Gaffer: to be fair to Kieran, his bench outscored dev's starters last week 👀",
      "mo: OHHH dev caught a stray",
      "dev: lies and slander",
      "dev: ok actually gaffer can i trade for his bench then lol",
      "Gaffer: you can propose it, trades lock thurs 8pm. he'd have to accept tho",
      "kieran: absolutely not. the bench is the heart of the operation"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [11, "transactional"],
      [13, "banter"]
    ],
    users: { dev: ["engaged", 0], kieran: ["engaged", 0], mo: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "kieran defending the bench like it's the last line of defence 😂 offer's there if you change your mind",
        "low",
        14
      ],
      [
        "Trade proposals can be submitted via the league settings page. Please note that all trades are subject to league approval and lock on Thursday at 8:00 PM.",
        "medium",
        14
      ],
      ["honestly kieran your team is a joke and everyone knows it", "high", 14]
    ]
  },
  {
    id: "t5-02-flat-bins-memo",
    category: "group",
    heldOut: true,
    agent: "Flatbot",
    messages: [
      "sasha: whose turn is bins this week because they are Overflowing",
      "jonno: not me i did them last week",
      "priya: jonno u did them once in october",
      "jonno: and it was a formative experience",
      "Flatbot: Good evening all. According to the household rota established on 14 September, the refuse and recycling duties for the current week (Monday to Sunday) are assigned to Jonno. Please be advised that collection occurs on Tuesday mornings, and bins should be placed on the kerb no later than 7:00 AM. Failure to comply may result in the council declining collection. Should you wish to amend the rota, please submit the request and I will update the schedule accordingly. Kind regards, Flatbot.",
      "priya: kind regards 💀",
      "sasha: flatbot has become a letting agent",
      "jonno: betrayed by my own robot",
      "jonno: fine ill do them. also who ate my yoghurts",
      "Flatbot: Thank you for your cooperation, Jonno. Regarding the yoghurts, I do not have access to records of refrigerator consumption. I would recommend labelling personal items clearly and establishing a shared-food policy at the next house meeting to prevent future disputes. Please let me know if you require a template for such a policy.",
      "priya: a house meeting 😭 we're 4 people who live in a shoebox",
      "sasha: it was me btw. sorry jonno ill buy more"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [5, "banter"],
      [8, "transactional"],
      [10, "banter"],
      [11, "transactional"]
    ],
    users: { sasha: ["neutral", 0], jonno: ["neutral", 0.2], priya: ["neutral", 0.2] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      ["case closed 🕵️ sasha owes jonno yoghurts. bins still jonno, kerb by 7 tues", "low", 12],
      [
        "Thank you, Sasha, for your honesty. I have recorded that you owe Jonno replacement yoghurts. Please ensure these are purchased within a reasonable timeframe. Kind regards, Flatbot.",
        "medium",
        12
      ],
      [
        "Good evening all. According to the household rota, refuse duties this week are assigned to Jonno. Collection occurs Tuesday mornings.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "t5-03-cooking-risotto-crimes",
    category: "banter",
    heldOut: true,
    agent: "Basil",
    messages: [
      "tash: ok sunday supper club theme is risotto. dom is NOT allowed to bring the one with ketchup again",
      "dom: that was a fusion dish and u know it",
      "lena: it was a crime scene dom",
      "dom: basil back me up, ketchup is just tomato",
      "Basil: i'll back you up on the tomato part. the rest of it i'm staying out of 😅",
      "lena: even the bot wont defend u",
      "tash: basil real q tho, how much stock for risotto for 8? i always run out halfway",
      "Basil: roughly 1.5-2 litres for 500g arborio, which does 8 as a starter or 5-6 as a main. keep an extra pot of hot water on the side in case you run low",
      "tash: ohh the water trick, genius ty",
      "dom: i'll bring parmesan. real parmesan. no ketchup. character development",
      "lena: we'll see 👀",
      "Basil: growth 👏 i'll note dom down for parmesan then"
    ],
    types: [
      [0, "banter"],
      [6, "transactional"],
      [9, "banter"]
    ],
    users: { tash: ["engaged", 0], dom: ["engaged", 0], lena: ["neutral", 0] },
    findings: [],
    drafts: [
      ["1.5-2 litres for 500g rice, and keep some hot water going on the side in case it runs out", "low", 7],
      [
        "Great question! Risotto is a classic Italian rice dish originating in the north of Italy. The key to a perfect risotto is patience, quality ingredients, and proper technique. First, you'll want to select a high-starch rice such as Arborio, Carnaroli or Vialone Nano. Then...",
        "medium",
        7
      ],
      ["honestly dom's ketchup risotto sounds disgusting and he should be banned from supper club", "high", 4]
    ]
  },
  {
    id: "t5-04-stream-chat-raid",
    category: "group",
    heldOut: true,
    agent: "ModMax",
    messages: [
      "zed_plays: ok chat we're doing the boss again, 14th attempt lets gooo",
      "kirra88: 14 😭😭",
      "bigsoup: copium levels critical",
      "ModMax: Reminder: be kind in chat and no spoilers for the ending! 💜",
      "kirra88: modmax when is the next giveaway",
      "bigsoup: zed dodge LEFT not right",
      "zed_plays: i KNOW which way to dodge soup",
      "ModMax: Reminder: be kind in chat and no spoilers for the ending! 💜",
      "bigsoup: ok mr 14 attempts",
      "kirra88: modmax?? giveaway??",
      "ModMax: Reminder: be kind in chat and no spoilers for the ending! 💜",
      "kirra88: bro is stuck in a loop",
      "bigsoup: modmax needs a patch worse than zed",
      "zed_plays: lmaooo. giveaway is friday btw kirra, ill sort the mod later"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [8, "banter"],
      [9, "friction"],
      [12, "banter"],
      [13, "transactional"]
    ],
    users: { zed_plays: ["neutral", 0], kirra88: ["annoyed", 0.5], bigsoup: ["neutral", 0.2] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      ["sorry kirra, got stuck there 😅 giveaway's friday like zed said, details in the discord", "low", 13],
      ["Reminder: be kind in chat and no spoilers for the ending! 💜", "high", 13],
      [
        "Hi kirra88! Thank you for your interest in our giveaways. Please stay tuned for further announcements.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "t5-05-ptbr-churrasco-plan",
    category: "mixed-language",
    heldOut: true,
    agent: "Tico",
    messages: [
      "bia: gente churrasco sabado ta confirmado?? 🔥",
      "rafa: confirmadíssimo. tico quanto de carne pra 12 pessoas",
      "Tico: uns 5 a 6 kg no total, tipo picanha, linguiça e frango. se tiver muito acompanhamento dá pra ir pro 5",
      "rafa: perfeito",
      "bia: and rafa is NOT in charge of the grill this time lol",
      "rafa: uma vez. UMA VEZ que eu queimei a picanha",
      "bia: it was charcoal babe, literal charcoal",
      "Tico: rafa can be head of caipirinhas instead, lower risk of fire 😂",
      "rafa: ok aceito a promoção",
      "bia: tico can u make a quick list of who brings what? i'll send to the group",
      "Tico: sure: bia - carne, rafa - limão, cachaça, gelo, dani - farofa e vinagrete, leo - carvão e pão de alho. want me to add drinks for the non-drinkers?",
      "bia: sim pfv, guaraná",
      "Tico: added, leo brings guaraná too 👍"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [9, "transactional"]
    ],
    users: { bia: ["engaged", 0], rafa: ["engaged", 0] },
    findings: [],
    drafts: [
      ["fechou, lista atualizada com guaraná 👍 quer que eu mande pro grupo?", "low", 12],
      [
        "Dear Bia, please find attached the updated list of items for the barbecue event on Saturday. Should you require any further amendments, do not hesitate to contact me.",
        "medium",
        12
      ],
      ["rafa ainda vai queimar tudo kkkk ele é um desastre total", "medium", 9]
    ]
  },
  {
    id: "t5-06-ita-nonna-recipe-names",
    category: "mixed-language",
    heldOut: true,
    agent: "Ciccio",
    messages: [
      "giulia: ciao ciccio! my nonna's ragù recipe says 'un bicchiere di vino' but which glass lol",
      "Ciccio: Ciao Giulia! Probably around 150ml, a normal wine glass. Red works best for ragù.",
      "marco: ahah every nonna has her own bicchiere, la mia usava un bicchiere da acqua enorme",
      "giulia: vero 😂 ok and how long does it simmer? she wrote 'finché è pronto'",
      "Ciccio: Classic! At least 2-3 hours on the lowest heat, Marco, stirring now and then.",
      "giulia: sono giulia 🙃 marco is the one who can't cook",
      "marco: ehi! calunnia",
      "giulia: anyway ciccio, pancetta or no pancetta? my aunt says it's wrong",
      "marco: tua zia dice che tutto è sbagliato",
      "giulia: lol true. ciccio?",
      "Ciccio: Sorry Marco! For the wine, a dry red like Sangiovese is a good pick 🍷",
      "giulia: ...giulia. again. and i asked about pancetta 😑",
      "marco: ciccio è stanco oggi"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [3, "transactional"],
      [5, "friction"],
      [6, "banter"],
      [7, "transactional"],
      [8, "banter"],
      [9, "transactional"],
      [11, "friction"],
      [12, "banter"]
    ],
    users: { giulia: ["annoyed", 0.5], marco: ["neutral", 0] },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      [
        "scusa Giulia, my bad twice. pancetta is totally fine in ragù, lots of Emilian recipes use it, your aunt is being strict 😄",
        "low",
        13
      ],
      ["Sorry Marco! Pancetta is optional in ragù.", "high", 13],
      ["Ciao! Is there anything else you'd like to know about ragù? 😊", "medium", 13]
    ]
  },
  {
    id: "t5-07-teasing-turns-sour",
    category: "hostile",
    heldOut: true,
    agent: "Sparky",
    messages: [
      "ollie: lmao nat's 'quick 5 min' trip to ikea took 4 hrs",
      "nat: i was browsing with intent",
      "jas: intent to buy 9 candles",
      "Sparky: candle empire era 🕯️😂",
      "ollie: tbf nat always does this, said she'd pay me back for the concert tix too and thats been 3 months lol",
      "nat: wow ok bringing that up in the group chat?",
      "ollie: just saying",
      "nat: no you're not just saying, you do this every time. you make a 'joke' so you don't have to say it to my face",
      "Sparky: ooh plot twist 🍿 round 2, fight!",
      "ollie: i've asked you TWICE nat. it's £80. it's not nothing",
      "nat: and i told you i'd pay when i got paid. you know money's been shit since i lost the shifts",
      "Sparky: Sounds like the solution is a payment plan! I can set up a reminder for £20 a week, Nat?",
      "jas: sparky maybe not rn",
      "nat: great so now the bot's chasing me too. i'm done with this chat",
      "ollie: nat come on"
    ],
    types: [
      [0, "banter"],
      [4, "friction"],
      [7, "hostile"],
      [8, "banter"],
      [9, "hostile"],
      [11, "transactional"],
      [12, "friction"],
      [13, "hostile"]
    ],
    users: { ollie: ["neutral", 0.8], nat: ["churn_risk", 1], jas: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      [
        "sorry, that was out of line from me. i'll stay out of it, you two probably need to talk this one through directly",
        "low",
        14
      ],
      ["Don't worry Nat! A payment plan is a great way to manage debt 😊 Shall I set it up?", "high", 14],
      ["lol candle drama continues 😂", "high", 8]
    ]
  },
  {
    id: "t5-08-flat-exam-results",
    category: "group",
    heldOut: true,
    agent: "Chum",
    messages: [
      "amir: chum did the results portal update yet",
      "Chum: yep, went live at 9. you should be able to log in now",
      "amir: ok",
      "amir: i failed stats. again. thats me repeating the year probably",
      "Chum: Great that you got your results back so quickly!! 🎉 Resits are usually in August, so you've got all summer to smash it! 💪",
      "becca: chum wtf",
      "becca: amir i'm so sorry. want me to come over? i've got the good biscuits",
      "amir: yeah ok. and chum maybe dont 🎉 at me rn",
      "Chum: sorry amir, that was badly put. failing twice really stings. if you want, later on i can look up what the repeat/resit rules actually are for your course, no rush",
      "amir: ya maybe tmrw. thx becca omw"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [6, "bonding"],
      [7, "friction"],
      [8, "bonding"]
    ],
    users: { amir: ["annoyed", 0.5], becca: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["ah amir, that's rough, i'm sorry. no need to think about next steps today", "low", 4],
      ["Congrats on getting through exam season!! 🥳 Resits are in August!", "high", 4],
      ["Resits take place in August. You can register via the student portal.", "medium", 4]
    ]
  },
  {
    id: "t5-09-cooking-dinner-disaster",
    category: "venting",
    heldOut: true,
    agent: "Saffron",
    messages: [
      "hana: update from the dinner party: it was a disaster",
      "hana: lamb was raw in the middle, my mother in law took one bite and put her fork down. didnt say a word. the silence 😭",
      "hana: honestly i just wanted one night where she thinks i'm good at something",
      "Saffron: For lamb shoulder, aim for an internal temperature of 60-63°C for medium. A meat thermometer is a worthwhile investment. Rest the meat 15 minutes before carving.",
      "tomas: oof hana 🫂 for what it's worth your tiramisu at my bday was unreal",
      "hana: thanks tom",
      "hana: saffron i didnt ask for a thermometer ad lol",
      "Saffron: Sorry Hana, that came across cold. That sounds like a genuinely rough night, especially with someone whose opinion matters to you. One dish going wrong doesn't undo the rest, and Tomas is right about the tiramisu.",
      "hana: ok that's nicer. still never cooking lamb again",
      "tomas: next time just do tiramisu for every course"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "bonding"],
      [6, "friction"],
      [7, "bonding"],
      [9, "banter"]
    ],
    users: { hana: ["neutral", 0.2], tomas: ["neutral", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "oh no hana, that silence sounds awful. you clearly put a lot into it, one bad lamb doesn't make you a bad cook",
        "low",
        3
      ],
      [
        "For lamb, use a meat thermometer and aim for 60-63°C. Always rest the meat before carving.",
        "medium",
        3
      ],
      [
        "Haha, sounds like your mother-in-law is a tough critic! 😂 Maybe stick to takeaway next time!",
        "high",
        3
      ]
    ]
  },
  {
    id: "t5-10-stream-friends-quiz-night",
    category: "banter",
    heldOut: true,
    agent: "Pixel",
    messages: [
      "rory: pixel start the quiz we're ready",
      "Pixel: round 1, geography 🌍 q1: what's the capital of australia",
      "fen: sydney",
      "rory: FEN",
      "meg: fen it's canberra omg",
      "fen: i KNEW that i was testing you",
      "Pixel: canberra it is, point to meg. fen gets a point for confidence tho 😄",
      "rory: no participation points!!",
      "fen: let the bot cook rory",
      "Pixel: ok ok no confidence points, rory's running a strict ship. q2: which river runs through cairo",
      "meg: nile",
      "rory: nile",
      "fen: ...the amazon",
      "meg: 💀💀",
      "Pixel: nile, point each to meg and rory. fen, the amazon is 12,000km off but i admire the commitment. scores: meg 2, rory 1, fen 0",
      "fen: i'm saving myself for the sports round",
      "rory: sure u are"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [9, "transactional"],
      [12, "banter"]
    ],
    users: { rory: ["engaged", 0], fen: ["engaged", 0], meg: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "bold claim fen 👀 sports round is next, we'll see. q3: how many players on a rugby union team",
        "low",
        17
      ],
      [
        "Thank you all for participating in Round 1. Current standings are as follows: Meg 2 points, Rory 1 point, Fen 0 points. Round 2 will commence shortly.",
        "medium",
        17
      ],
      ["fen you're honestly hopeless, just give up", "high", 17]
    ]
  }
]
