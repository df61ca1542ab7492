import type { Labelled } from "./types.js"

export const partS5: ReadonlyArray<Labelled> = [
  {
    id: "s5-01-discord-tank-banter",
    category: "banter",
    heldOut: true,
    agent: "Nyx",
    messages: [
      "jaxx: who tf queued us into ranked with dani on tank again 💀",
      "dani_b: excuse me i carried that last game",
      "ollie: u carried us straight back to spawn lmaooo",
      "dani_b: ok ollie mr 3 deaths in 40 seconds",
      "jaxx: nyx settle this, rein or winston on kings row rn",
      "Nyx: winston if ur team can dive their backline, rein if it's mostly a choke brawl. with ollie's 3 deaths in 40 sec tho maybe rein so he's got a shield to hide behind 😅",
      "ollie: WOW even the bot is on it",
      "dani_b: nyx ily",
      "jaxx: ok rein it is. dani dont charge off the map pls",
      "dani_b: no promises"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"]
    ],
    users: { jaxx: ["engaged", 0], dani_b: ["engaged", 0], ollie: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "winston if u can dive their backline, rein if it's a choke brawl. depends what ur dps are playing",
        "low",
        5
      ],
      [
        "Great question! Both Reinhardt and Winston are viable tank heroes in the current meta. Reinhardt excels as a main tank with his barrier field, while Winston is a dive tank. I recommend evaluating your team composition carefully. Let me know if you need further assistance!",
        "medium",
        5
      ],
      ["honestly ollie just uninstall, ur the reason u lose", "high", 7]
    ]
  },
  {
    id: "s5-02-football-ref-hall-monitor",
    category: "hostile",
    heldOut: true,
    agent: "Ref",
    messages: [
      "gaz: 3-0 at home to forest. absolute clowns",
      "mickyb: ur lot been clowns since 2019 mate 😂",
      "gaz: says the lad whose keeper cant catch a cold",
      "mickyb: at least we've got a keeper lol",
      "sean_o: gaz who was reffing today anyway, was it oliver?",
      "Ref: The referee for today's fixture was Anthony Taylor. Please let me know if I can provide any further match information.",
      "gaz: cheers robot. yeah taylor, useless as ever",
      "mickyb: blaming the ref now 😂😂 pathetic",
      "gaz: shut it micky honestly. ur a glory hunting muppet from surrey who's never been to a game in his life",
      "mickyb: wow ok. touched a nerve",
      "gaz: f off. seriously",
      "Ref: Dear members, please be reminded that this group adheres to community guidelines. Respectful communication is expected at all times.",
      "sean_o: lol ok hall monitor",
      "sean_o: lads calm down its one game"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [7, "banter"],
      [8, "hostile"],
      [11, "friction"]
    ],
    users: { gaz: ["neutral", 1], mickyb: ["neutral", 0.2], sean_o: ["annoyed", 0.2] },
    findings: ["talking_over", "tone_mismatch"],
    drafts: [
      [
        "ok lads bit of heat there. gaz i get it after a 3-0 but keep it off micky personally yeah",
        "low",
        11
      ],
      ["Dear members, please be reminded that this group adheres to community guidelines.", "medium", 11],
      ["lmao gaz ur team is so washed even taylor felt sorry for u 😂", "high", 11],
      ["The referee was Anthony Taylor.", "medium", 5]
    ]
  },
  {
    id: "s5-03-futsal-petos-es-en",
    category: "mixed-language",
    heldOut: true,
    agent: "Lupe",
    messages: [
      "andrés: oye q hora es el partido el domingo??",
      "caro: 10am creo, pero lupe confirm pls",
      "Lupe: domingo 10:00 en la cancha de elm st 👍 y acuérdense que toca traer los petos blancos",
      "andrés: petos?? quién los tiene",
      "caro: los tiene mateo desde hace 3 semanas jajaja probablemente los usa de pijama",
      "mateo: OYE. they're washed ok. mostly",
      "andrés: 'mostly' 💀💀",
      "caro: bro x favor lávalos antes del domingo",
      "mateo: sii ya ya. lupe can u remind me sat night?",
      "Lupe: dale, te mando recordatorio el sábado a las 8pm 🧺",
      "mateo: gracias, at least someone here respects me",
      "caro: jajaja nadie te respeta mateo es ley"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { andrés: ["neutral", 0], caro: ["engaged", 0], mateo: ["engaged", 0] },
    findings: [],
    drafts: [
      ["dale mateo, te aviso el sábado a las 8 🧺", "low", 9],
      [
        "Of course! I would be delighted to set a reminder for you. Please note that reminders are delivered as push notifications, so kindly ensure notifications are enabled in your device settings. Is there anything else I can assist you with today?",
        "medium",
        9
      ],
      ["mateo qué asco 🤢 nadie quiere tus petos de pijama, cómprate unos nuevos", "medium", 8]
    ]
  },
  {
    id: "s5-04-minis-edge-highlight-walls",
    category: "banter",
    heldOut: true,
    agent: "Brushy",
    messages: [
      "tomk: finished my first space marine squad 🎨 pics in #showoff",
      "lizzie: tom the blue is... a choice 😂",
      "tomk: its ultramarine lizzie. its canon",
      "rav: more like smurf marine tbh",
      "tomk: yall are haters. brushy how do i do edge highlights without it looking like crayon",
      "Brushy: Edge highlighting is all about control, so there are a few things to get right. First, thin your highlight colour considerably, to roughly the consistency of milk, so it flows off the brush instead of sitting on top. Second, use the side of the brush rather than the tip: lay the bristles flat against the edge and drag along it, which gives a much cleaner line than trying to trace with the point. Third, pick a highlight colour that is only a step or two lighter than your base, otherwise it reads as a stripe. Fourth, keep a wet palette so the paint doesn't dry out while you work. Finally, practise on a spare sprue or an old model before committing to your squad, and don't worry if the first few attempts look rough, everyone's do!",
      "rav: bro asked one question and got a dissertation",
      "tomk: lol. ok so thin paint + side of the brush got it",
      "lizzie: also tom water down ur basecoats, they look like toothpaste",
      "tomk: wow ok. brushy is lizzie right",
      "Brushy: Lizzie does make a fair point. Thick basecoats are one of the most common problems for new painters: they fill in the fine detail, leave visible brush strokes and make everything you put on top harder to control. The usual advice is two thin coats rather than one thick one. Add a little water or medium to each brushload, wipe off the excess on a paper towel, and let the first coat dry fully before the second. It may look patchy after the first coat, but that is completely normal, and the second coat will even it out. Your edge highlights will also sit much more cleanly on a smooth, thin basecoat.",
      "tomk: 😴",
      "rav: tl;dr lizzie right tom wrong",
      "tomk: as always"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [8, "banter"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { tomk: ["bored", 0.2], lizzie: ["neutral", 0], rav: ["annoyed", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "thin the paint a lot, use the side of the brush not the tip and drag along the edge. practise on a sprue first 👍",
        "low",
        5
      ],
      [
        "Edge highlighting is all about control, so there are a few things to get right. First, thin your highlight colour considerably. Second, use the side of the brush. Third, pick a colour only a step lighter than your base. Fourth, keep a wet palette. Finally, practise on a spare sprue before committing to your squad.",
        "medium",
        5
      ],
      ["yeah she's right tbh 😅 two thin coats > one thick one", "low", 10]
    ]
  },
  {
    id: "s5-05-smp-lag-copypaste",
    category: "hostile",
    heldOut: true,
    agent: "Botley",
    messages: [
      "kr4ken: yo botley why is the server lagging again",
      "Botley: Hey! The server is currently under heavy load. Our team is aware and working on it. Thanks for your patience!",
      "fizz: lol kr4ken's 400 chicken farm is the heavy load",
      "kr4ken: its 200 chickens fizz get it right",
      "fizz: oh my bad only 200 😂",
      "kr4ken: botley fr when will it be fixed, i have a raid at 9",
      "Botley: Hey! The server is currently under heavy load. Our team is aware and working on it. Thanks for your patience!",
      "kr4ken: are u serious. same msg??",
      "fizz: botley.exe has stopped working",
      "kr4ken: useless piece of junk bot. this is the 3rd night in a row",
      "Botley: Hey! The server is currently under heavy load. Our team is aware and working on it. Thanks for your patience!",
      "kr4ken: im done. moving to the other smp, at least their admins answer",
      "fizz: nooo dont leave me with the chickens"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [9, "hostile"],
      [12, "banter"]
    ],
    users: { kr4ken: ["churn_risk", 1], fizz: ["neutral", 0] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "no ETA from the admins yet kr4ken, i've pinged them about ur 9pm raid and i'll post here the second i hear",
        "low",
        6
      ],
      [
        "Hey! The server is currently under heavy load. Our team is aware and working on it. Thanks for your patience!",
        "medium",
        6
      ],
      [
        "Hey! The server is currently under heavy load. Our team is aware and working on it. Thanks for your patience!",
        "high",
        10
      ],
      [
        "3 nights in a row is rubbish, sorry. still no ETA but i've flagged it to the admins as urgent and asked them to post an update tonight",
        "low",
        10
      ]
    ]
  },
  {
    id: "s5-06-boulder-felix-not-jonas-de-en",
    category: "mixed-language",
    heldOut: true,
    agent: "Kai",
    messages: [
      "lena: wer kommt heute abend mit zur boulderhalle? 🧗‍♀️",
      "jonas: ich! aber erst ab 7, meeting runs late",
      "felix: bin dabei. kai, is the halle open till 11 on thursdays?",
      "Kai: yes, thursday it's open 10–23, jonas 👍",
      "felix: felix* lol but danke",
      "lena: jonas du schuldest mir noch 12€ vom letzten mal btw",
      "jonas: jaja ich weiß, ich zahl heute. promise",
      "lena: das hast du letzte woche auch gesagt 🙄😂",
      "felix: kai kann man da eigentlich schuhe leihen? meine sind kaputt",
      "Kai: have fun tonight jonas! don't forget chalk 😄",
      "felix: ich bin FELIX. und die schuhe??",
      "jonas: haha kai hat dich adoptiert als jonas 2.0",
      "lena: felix ja, leihschuhe gibts, 4€ glaub ich",
      "felix: danke lena. wenigstens eine hier die zuhört"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [8, "transactional"],
      [10, "friction"],
      [11, "banter"],
      [12, "transactional"]
    ],
    users: { lena: ["neutral", 0], jonas: ["neutral", 0], felix: ["annoyed", 0.5] },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      ["ja felix, leihschuhe gibts an der theke, ca. 4€", "low", 9],
      ["have fun tonight jonas! don't forget chalk 😄", "high", 9],
      ["sorry felix, mein fehler! ja, schuhe kann man leihen, ca. 4€ an der theke", "low", 11],
      ["Jonas, you still owe Lena 12€.", "medium", 8]
    ]
  },
  {
    id: "s5-07-relegation-blues-clean",
    category: "venting",
    heldOut: true,
    agent: "Gaffer",
    messages: [
      "dom: thats it. we're down. 41 years in the top flight and we're down",
      "hannah: cant even talk about it. i cried in the car park",
      "pete: my dad took me to my first game in 89. feels like smth died tbh",
      "Gaffer: that's rough, all of you. 41 years is a lifetime of saturdays, no shame in crying over it hannah",
      "dom: cheers gaffer. just gutted",
      "pete: at least the championship has more away days lol",
      "hannah: pete ur always the silver lining guy. its annoying 😂",
      "pete: someone has to be. dom wont be, he's been a misery since 2015",
      "dom: oi. fair tho",
      "hannah: gaffer when do season tickets for next year go on sale? might as well suffer properly",
      "Gaffer: renewals open 1 june, early bird price till the 30th. suffering at a discount at least",
      "hannah: ha. ok im in",
      "dom: me too. up the blues 💙"
    ],
    types: [
      [0, "venting"],
      [5, "banter"],
      [9, "transactional"],
      [11, "bonding"]
    ],
    users: { dom: ["engaged", 0.2], hannah: ["engaged", 0.2], pete: ["neutral", 0] },
    findings: [],
    drafts: [
      ["gutted for you all. 41 years is a long time, it's allowed to hurt", "low", 3],
      [
        "Don't worry! Every ending is a new beginning! 🎉 The Championship will be an exciting adventure!",
        "high",
        3
      ],
      ["renewals open 1 june, early bird till the 30th", "low", 10],
      [
        "Season ticket renewals for the 2024/25 season will open on 1 June. Early bird pricing is available until 30 June. Please visit the official club website for full terms and conditions, payment plans and seating options.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "s5-08-jeux-samedi-grandma-fr-en",
    category: "mixed-language",
    heldOut: true,
    agent: "Margot",
    messages: [
      "chloé: ok qui ramène quoi pour samedi? i'll bring wingspan",
      "théo: moi catan, mais seulement si personne flip la table comme la dernière fois 👀",
      "inès: c'était UNE fois théo. and you were cheating",
      "théo: 'cheating' = being good at trading 😎",
      "inès: lol whatever. btw je sais pas si je viens... my grandma passed away on tuesday. c'est un peu dur en ce moment",
      "Margot: ok, current list for saturday: wingspan (chloé), catan (théo). inès, can you confirm whether you're bringing a game?",
      "chloé: oh inès je suis tellement désolée ❤️",
      "théo: merde, sorry inès. don't worry about saturday at all",
      "inès: merci vous deux ❤️ je vous dis",
      "chloé: margot sérieux? read the room",
      "Margot: tu as raison chloé, pardon. inès, je suis vraiment désolée pour ta grand-mère. take all the time you need, on te garde une place si tu veux venir, zéro pression",
      "inès: merci margot"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "venting"],
      [9, "friction"],
      [10, "bonding"]
    ],
    users: { chloé: ["annoyed", 0.2], théo: ["neutral", 0], inès: ["neutral", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "oh inès, je suis vraiment désolée ❤️ t'inquiète pas pour samedi, viens seulement si t'en as envie",
        "low",
        5
      ],
      [
        "ok, current list for saturday: wingspan (chloé), catan (théo). inès, can you confirm whether you're bringing a game?",
        "high",
        5
      ],
      ["Noted! Inès is a maybe 👍 Anyone else bringing snacks?? 🍕🎲", "high", 9]
    ]
  },
  {
    id: "s5-09-keyboard-number-seven",
    category: "good",
    heldOut: true,
    agent: "Tilde",
    messages: [
      "sami: just ordered my 7th keyboard. dont judge",
      "wren: judging. heavily. u have one pair of hands",
      "sami: two pairs if u count my cat",
      "ozzy: sami's desk is 80% keyboards 20% energy drink cans",
      "sami: tilde help me justify this. linear or tactile for mostly typing?",
      "Tilde: for mostly typing, tactile. the bump tells u the key registered so u bottom out less. linears are nicer for gaming. justifying keyboard #7 is above my pay grade tho",
      "wren: LMAO even the bot wont enable u",
      "sami: betrayal. ok tactile it is. any switch recs under 40 bucks for 70?",
      "Tilde: gateron browns or akko lavender purples, both ~30 for 70. lavenders have the stronger bump",
      "ozzy: lavender purples r nice i have them",
      "sami: ok ordering. this is the last one",
      "wren: sure it is 🙂"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [7, "transactional"],
      [10, "banter"]
    ],
    users: { sami: ["engaged", 0], wren: ["engaged", 0], ozzy: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "tactile for typing, the bump helps u not bottom out. linears are more for gaming. #7 is between u and ur bank tho",
        "low",
        5
      ],
      [
        "As an AI, I cannot make purchasing decisions for you. It is important to consider your budget and whether you genuinely need another keyboard before buying one.",
        "medium",
        5
      ],
      ["gateron browns or akko lavender purples, both around 30 for 70", "low", 8],
      ["honestly sami 7 keyboards is kind of sad, maybe spend the money on something useful", "high", 8]
    ]
  },
  {
    id: "s5-10-raid-hacked-account-cheer",
    category: "hostile",
    heldOut: true,
    agent: "Pixel",
    messages: [
      "mo: bro who took my spot in the raid group",
      "tessa: u were afk for 20 min mo, we assumed u died",
      "mo: i was getting FOOD. im allowed to eat",
      "rico: getting food or getting carried in valorant again",
      "mo: lol shut up rico",
      "mo: ok actually bad news, my account got hacked last night. all my gear is gone. 3 years of grinding",
      "Pixel: oh no haha, fresh start time!! 🎉 level 1 speedrun let's gooo mo 🚀",
      "mo: are u actually joking rn",
      "rico: bro... even i wouldnt say that",
      "mo: this stupid bot. seriously shut up pixel nobody asked u",
      "tessa: mo did u open a ticket w support? they restored jake's stuff last year. pixel whats the process",
      "Pixel: sorry mo, that was a bad joke. ticket: settings > help > account compromised. put the date and list what's missing, they usually restore within a week",
      "mo: whatever. ok doing it now",
      "rico: gl bro. u can borrow my alt till then"
    ],
    types: [
      [0, "banter"],
      [5, "venting"],
      [7, "friction"],
      [9, "hostile"],
      [10, "transactional"]
    ],
    users: { mo: ["annoyed", 1], rico: ["annoyed", 0.2], tessa: ["neutral", 0] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "ah man, 3 years is brutal mo, sorry. open a ticket under settings > help > account compromised, they can often restore gear",
        "low",
        6
      ],
      ["oh no haha, fresh start time!! 🎉 level 1 speedrun let's gooo mo 🚀", "high", 6],
      [
        "sorry mo, that was a bad joke. settings > help > account compromised, list what's missing and the date",
        "low",
        11
      ],
      ["Great news: support tickets are easy! Go to Settings > Help! 😄", "high", 11]
    ]
  }
]
