import type { Labelled } from "./types.js"

export const trainingAE2: ReadonlyArray<Labelled> = [
  {
    id: "ae2-01-lakes-camping",
    category: "group",
    agent: "Juno",
    messages: [
      "tash: ok who's actually coming to the lakes thing, i need numbers by tmrw",
      "dev: me obvs",
      "marco: me + my tent that smells like wet dog",
      "dev: that tent is a biohazard marco",
      "marco: it has CHARACTER",
      "ife: i'm in but i'm not sleeping next to the dog tent lol",
      "tash: @Juno can you check if the pitch at keswick is still free fri-sun, 4 ppl 2 tents",
      "Juno: checked, pitch 14 is free fri-sun, £22/night for 2 tents. want me to hold it?",
      "tash: yes pls",
      "Juno: held till 6pm tmrw under your name tash, you'll get a link to pay",
      "ife: what's the weather looking like up there",
      "Juno: saturday's dry, friday night some rain after 9 so bring rainflies",
      "marco: noted, i'll bring the stove too",
      "dev: honestly so hyped, haven't seen you lot properly since june",
      "ife: same 🥹 this year's been a lot",
      "tash: group hug at the lake. mandatory"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [6, "transactional"],
      [13, "bonding"]
    ],
    users: { tash: ["engaged", 0], dev: ["neutral", 0], marco: ["neutral", 0], ife: ["engaged", 0] },
    findings: [],
    drafts: [
      ["pitch 14's free fri-sun, £22/night for both tents. want me to hold it?", "low", 7],
      ["Hey Tess! Pitch 14 is available. Shall I reserve it for you?", "medium", 7],
      ["sat's dry, fri night some rain after 9, so rainflies on", "low", 11],
      [
        "Great question! Weather in the Lake District is notoriously changeable due to its mountainous terrain and proximity to the Irish Sea. Friday evening shows a 70% chance of precipitation from approximately 21:00, while Saturday is forecast to remain largely dry with light westerly winds. I would recommend packing waterproof layers, tent rainflies and spare tent pegs.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ae2-02-games-night-catan",
    category: "group",
    agent: "Biscuit",
    messages: [
      "rhea: games night at mine sat??",
      "otto: yesss",
      "sam: can do after 8, got my nan's thing before",
      "rhea: otto did you ever give catan back to jules or do you still have it",
      "Biscuit: Catan is a 3-4 player game, so it's perfect for your group! You could also try Ticket to Ride or Codenames.",
      "otto: ...i was gonna answer that lol",
      "otto: still have it rhea, jules never asked for it back 👀",
      "sam: classic otto, hoarding other ppl's games since 2019",
      "otto: i'm a collector",
      "rhea: a thief*",
      "rhea: ok bring it. Biscuit can you make a list of who's bringing snacks",
      "Biscuit: sure: rhea - hosting + drinks, otto - catan. sam what do you want to bring?",
      "sam: crisps and the spicy dip",
      "Biscuit: updated: sam - crisps + spicy dip 🌶️",
      "rhea: perfect ty"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [10, "transactional"]
    ],
    users: { rhea: ["engaged", 0], otto: ["annoyed", 0.2], sam: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["Catan's 3-4 players so perfect for you lot! Or try Codenames 🎲", "medium", 4],
      ["got it: sam - crisps + spicy dip 🌶️", "low", 13],
      [
        "Thank you so much for your contribution, Sam! Snacks are an essential part of any successful games night, and crisps paired with a spicy dip are a classic crowd-pleaser. I have updated the list accordingly. Please let me know if anyone else would like to add anything!",
        "medium",
        13
      ]
    ]
  },
  {
    id: "ae2-03-pottery-gift-pool",
    category: "group",
    agent: "Moss",
    messages: [
      "kezia: ok ines turns 30 in 2 weeks, gift ideas? and we are NOT doing another candle",
      "luz: lmaooo the candle was fine",
      "bram: the candle was 4 candles luz",
      "luz: they were a SET!!",
      "theo: what about that pottery class she keeps talking about",
      "kezia: omg yes",
      "kezia: Moss how much is the wheel throwing class at the clay studio on king st, for 1 person",
      "Moss: the 6-week beginners course is £180, or a single taster night is £45. they do gift vouchers for both",
      "bram: 180 / 4 = 45 each, fine for me",
      "theo: same",
      "luz: can i do mine end of month, payday's the 28th",
      "kezia: ofc",
      "Moss: want me to remind everyone on the 28th to send kezia £45?",
      "kezia: yes pls. and luz no stress",
      "theo: she's gonna cry honestly. she's had such a rough year with her mum",
      "kezia: yeah. she deserves something that's just for her",
      "luz: 🥺 love you guys"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [14, "bonding"]
    ],
    users: { kezia: ["engaged", 0], luz: ["neutral", 0], bram: ["neutral", 0], theo: ["neutral", 0] },
    findings: [],
    drafts: [
      ["6-week beginners course is £180, a single taster night £45, both come as gift vouchers", "low", 7],
      [
        "Pottery is a wonderful gift! Research shows that creative hobbies such as ceramics can reduce stress and improve wellbeing. The clay studio on King St offers a range of options, including a 6-week beginners course (£180), single taster sessions (£45), private lessons and seasonal workshops. Would you like me to provide more details on each?",
        "medium",
        7
      ],
      ["she's lucky to have you lot 💛", "low", 17],
      ["Reminder set! 🎉 Is there anything else I can help you with today?", "medium", 17]
    ]
  },
  {
    id: "ae2-04-five-a-side-acl",
    category: "group",
    agent: "Kip",
    messages: [
      "jordy: lads wednesday 7pm still on?",
      "femi: yeah i'll book the cage",
      "luca: in",
      "Kip: pitch 3 at goals is free wed 7-8, want me to book it femi?",
      "femi: go on then",
      "Kip: booked ✅ £48, so £8 each if it's 6 of you",
      "ash: not me lads. got the mri back. full acl tear, surgery in march and out for like 9 months",
      "Kip: Great news that you got your results back so fast, Ash! 🎉 9 months flies by, you'll be back on the pitch before you know it! 💪",
      "jordy: mate 😔 that's awful, sorry ash",
      "luca: gutted for you bro",
      "ash: cheers. kip maybe read the room mate",
      "Kip: sorry ash, that was tone deaf. a full tear is rough, hope the surgery goes smoothly",
      "femi: we'll come round with beers after the op",
      "ash: appreciate it ❤️"
    ],
    types: [
      [0, "transactional"],
      [6, "venting"],
      [10, "friction"],
      [12, "bonding"]
    ],
    users: { jordy: ["neutral", 0], femi: ["neutral", 0], luca: ["neutral", 0], ash: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["pitch 3's free wed 7-8, want me to grab it?", "low", 3],
      ["ah no ash, that's brutal. really sorry mate, look after yourself", "low", 7],
      ["Great news that you've got a diagnosis! 🎉 You'll be back smashing it in no time! ⚽", "high", 7]
    ]
  },
  {
    id: "ae2-05-karaoke-total-eclipse",
    category: "banter",
    agent: "Nori",
    messages: [
      "jaz: pete's total eclipse last night needs to be studied by scientists",
      "coco: i still hear it when i close my eyes",
      "pete: that was ART and ur all jealous",
      "jaz: nori back me up, was it or was it not a crime",
      "Nori: i plead the fifth. but the key change attempt was… brave",
      "pete: BRAVE. i'll take it",
      "coco: brave is what they call soldiers pete",
      "pete: 😭😭",
      "jaz: ok same place next fri? nori can u book a room for 4 at 9",
      "Nori: done, room 2, fri 9-11pm, £60 for the room. it's under jaz",
      "coco: 4?? who's the 4th",
      "jaz: pete's ego"
    ],
    types: [
      [0, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { jaz: ["engaged", 0], pete: ["engaged", 0], coco: ["neutral", 0] },
    findings: [],
    drafts: [
      ["i plead the fifth. the key change was… brave 😬", "low", 4],
      [
        "I'm sorry, but I don't feel comfortable judging anyone's singing ability. Everyone's voice is unique and valuable!",
        "medium",
        4
      ],
      ["the 4th spot is for whoever else jaz invites!", "medium", 11]
    ]
  },
  {
    id: "ae2-06-book-club-piranesi",
    category: "group",
    agent: "Wren",
    messages: [
      "hattie: ok who actually finished piranesi",
      "olu: me!! loved it",
      "fen: 80% there, no spoilers pls",
      "mags: i gave up at the statues bit sorry",
      "hattie: mags 😤",
      "mags: it was a LOT of statues hattie",
      "hattie: Wren when's the next meetup, did we say the 14th?",
      "Wren: Yes, the next meetup is on Thursday the 14th at 7pm at Hattie's place.",
      "fen: wait i thought it was at olu's this time",
      "olu: it is at mine yeah, hattie hosted last time",
      "Wren: Thanks for the correction, Finn! The next meetup is Thursday the 14th at 7pm at Olu's place.",
      "fen: it's fen lol",
      "hattie: ok so 14th at olu's 👍",
      "Wren: The next meetup is Thursday the 14th at 7pm at Olu's place.",
      "olu: yes we know 😂",
      "hattie: what are we reading next then",
      "mags: something shorter PLEASE",
      "olu: klara and the sun? it's like 300 pages",
      "hattie: works for me"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [6, "transactional"]
    ],
    users: { hattie: ["engaged", 0], olu: ["neutral", 0.2], fen: ["neutral", 0.2], mags: ["neutral", 0] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      ["sorry fen! 14th at olu's it is, 7pm", "low", 12],
      ["Noted, Finn! See you at Olu's on the 14th.", "high", 12],
      ["The next meetup is Thursday the 14th at 7pm at Olu's place.", "medium", 13]
    ]
  },
  {
    id: "ae2-07-potluck-breakup",
    category: "group",
    agent: "Pepper",
    messages: [
      "lev: potluck sunday, who's bringing what",
      "amaru: i'm doing my mum's empanadas",
      "lev: elite",
      "lev: Pepper can you keep a list",
      "Pepper: on it: amaru - empanadas. lev, saoirse?",
      "lev: i'll do a big salad nobody eats",
      "saoirse: might skip tbh. dan moved out yesterday. 4 years and he just. left a note",
      "amaru: saoirse WHAT",
      "lev: oh babe. i'm so sorry",
      "saoirse: i'm ok. not ok. idk. the flat is so quiet",
      "Pepper: that's a lot to land on you at once saoirse, i'm really sorry. no pressure about sunday, come empty-handed or not at all, whatever you need",
      "saoirse: thanks pepper. maybe i'll come. being alone here is worse",
      "amaru: come. we'll feed you. you don't have to talk about it",
      "lev: or stay at mine saturday, sofa's yours",
      "saoirse: ily both 🥲"
    ],
    types: [
      [0, "transactional"],
      [6, "venting"],
      [12, "bonding"]
    ],
    users: { lev: ["engaged", 0], amaru: ["neutral", 0], saoirse: ["engaged", 0] },
    findings: [],
    drafts: [
      ["got it: lev - big salad 🥗 saoirse, what are you bringing?", "low", 6],
      [
        "that's a lot to land on you at once, i'm so sorry saoirse. no pressure about sunday at all",
        "low",
        10
      ],
      ["Noted! saoirse - skipping. lev - big salad 🥗 anything else?", "high", 10],
      ["Oh no! But hey, plenty more fish in the sea! 🐟😄", "high", 10]
    ]
  },
  {
    id: "ae2-08-fantasy-league-dissertation",
    category: "banter",
    agent: "Atlas",
    messages: [
      "gio: benny your team is a war crime",
      "benny: 3rd place gio. THIRD",
      "raf: third out of four lmaooo",
      "tomek: 💀",
      "benny: atlas settle this, who has the worst team",
      "Atlas: Thank you for your question, Benny. Evaluating team quality in a fantasy football league requires consideration of multiple factors, including total points accumulated, squad value, remaining fixtures and the injury status of key players. Based on the current standings, Benny's team is in third place with 412 points, while Tomek's team is in fourth place with 398 points. However, it is important to note that league position alone may not fully reflect squad strength, as transfer strategy and captaincy choices also play a significant role. I would be happy to provide a more detailed analysis if that would be helpful.",
      "raf: bro wrote a dissertation",
      'tomek: "tomek\'s team is in fourth" thanks atlas appreciate it',
      "gio: lmao",
      "raf: ok real q atlas when's the transfer deadline this week",
      "Atlas: The transfer deadline for Gameweek 14 is Friday at 18:30 GMT. Please ensure that all transfers are finalised prior to this time, as changes cannot be made once the deadline has passed. Should you require any assistance with your transfers, please do not hesitate to let me know.",
      "raf: ok boss 🫡",
      "benny: atlas talks like my bank"
    ],
    types: [
      [0, "banter"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { gio: ["neutral", 0], benny: ["neutral", 0.2], raf: ["engaged", 0], tomek: ["neutral", 0] },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      ["on points benny's 3rd with 412, tomek's bottom on 398. so… sorry tomek 💀", "low", 5],
      [
        "Thank you for your question, Benny. Evaluating team quality requires consideration of multiple factors, including total points, squad value, remaining fixtures and injuries. I would be happy to provide a detailed analysis.",
        "medium",
        5
      ],
      ["friday 18:30 👍", "low", 10]
    ]
  },
  {
    id: "ae2-09-cornwall-cost-split",
    category: "group",
    agent: "Sol",
    messages: [
      "mina: back from cornwall and already sad about it",
      "dre: best weekend of the year no contest",
      "callum: yusuf crying at the sunset on day 2 >>>",
      "yusuf: it was the wind. my eyes were WATERING",
      "callum: sure bro",
      "mina: ok boring bit. Sol can you split the fuel and the airbnb",
      "Sol: total's £516 (£96 fuel callum paid, £420 airbnb mina paid), so £129 each. easiest: dre and yusuf send mina £129 each, callum sends mina £33",
      "dre: sent ✅",
      "yusuf: sending now",
      "callum: wait why do i owe anything i paid fuel",
      "Sol: you paid £96 but your share is £129, so £33 left over. mina fronted the £420 airbnb",
      "callum: ah ok fair. sent",
      "mina: ty sol 🙏",
      "dre: honestly love you guys, same time next year?",
      "yusuf: i'm in. i'll even cry on schedule",
      "callum: 😂"
    ],
    types: [
      [0, "bonding"],
      [2, "banter"],
      [5, "transactional"],
      [13, "bonding"]
    ],
    users: { mina: ["engaged", 0], dre: ["neutral", 0], callum: ["neutral", 0], yusuf: ["neutral", 0] },
    findings: [],
    drafts: [
      ["£516 total, £129 each: dre and yusuf send mina £129, callum sends mina £33", "low", 6],
      [
        "Hey Mia! 😊 Happy to help! Splitting costs can be tricky, so here's a full breakdown of every expense and who paid what…",
        "medium",
        6
      ],
      ["your share's £129 and you paid £96 fuel, so £33 left, which goes to mina for the airbnb", "low", 10],
      ["As I said: dre and yusuf send mina £129 each, callum sends mina £33.", "medium", 10]
    ]
  },
  {
    id: "ae2-10-hen-do-trains",
    category: "group",
    agent: "Tilly",
    messages: [
      "roisin: hen do is 3 weeks out and we have booked. nothing.",
      "bex: we booked the matching tshirts",
      "roisin: NOTHING that matters bex",
      "nell: the tshirts matter",
      "priya: Tilly what time are trains from leeds to york sat morning, we need to be there by 11",
      "Tilly: ooh york! great choice 🎉 want me to look at cocktail classes there? there's one at 2pm that does group deals",
      "nell: yes cocktails!!",
      "priya: sure but trains?? we need to get there first",
      "Tilly: the cocktail class is £35pp for groups of 6+, includes 3 drinks. shall i book for 6?",
      "priya: tilly. TRAINS. third time asking",
      "bex: lol tilly's gone full cocktail mode",
      "priya: genuinely useless rn",
      "bex: got it: 9:42 gets in at 10:05, 10:12 gets in 10:37",
      "roisin: 9:42 it is. and yes tilly book the cocktails for 6",
      "Tilly: booked: 6 people, 2pm saturday, £210 total 🍸",
      "priya: thank you bex. at least someone listens"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [9, "friction"],
      [12, "transactional"],
      [15, "friction"]
    ],
    users: { roisin: ["neutral", 0], bex: ["neutral", 0], nell: ["engaged", 0], priya: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "sorry priya! to be in york by 11: the 9:42 from leeds gets in 10:05, or the 10:12 gets in 10:37",
        "low",
        8
      ],
      ["the cocktail class is £35pp for 6+, includes 3 drinks. shall i book?", "medium", 8],
      ["Shall I go ahead and book the cocktail class for 6? 🍸🎉", "high", 10]
    ]
  }
]
