import type { Labelled } from "./types.js"

export const trainingAA2: ReadonlyArray<Labelled> = [
  {
    id: "aa2-01-lake-cabin-split",
    category: "group",
    agent: "Juno",
    messages: [
      "tess: ok who's actually in for the cabin weekend, i need numbers by friday or marco's cousin rents it to someone else",
      "dev: me obviously",
      "ria: in. if dev doesn't bring the cursed speaker again",
      "dev: the speaker is a LEGEND and you know it",
      "ria: it played nickelback at 3am dev",
      "tess: lmaooo justice for the neighbors",
      "tess: @Juno it's 640 for the 2 nights, 5 of us, but kai and ines only come saturday. fair split?",
      "Juno: easiest fair way is per person-night. you 3 × 2 nights + kai & ines × 1 = 8 person-nights, so $80 each. you three pay $160, kai and ines $80.",
      "ria: ok that's actually clean",
      "dev: 160 for nickelback-free vibes, worth",
      "tess: sending the payment link tonight, thx juno",
      "Juno: 👍 have fun. maybe a volume limit on that speaker",
      "dev: betrayed by the robot"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "transactional"],
      [11, "banter"]
    ],
    users: { tess: ["engaged", 0], dev: ["engaged", 0], ria: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "split it per person-night: 8 person-nights at $80. tess, dev, ria pay $160 each, kai and ines $80.",
        "low",
        7
      ],
      [
        "Great question! Fairness in cost-splitting can be approached in many different ways. One option is an equal split of $128 per person, which is simple but may feel unfair to those attending only one night. Another option is a weighted split based on nights attended. A third option is to consider who is driving or bringing supplies. Let me know which approach resonates with your group!",
        "medium",
        7
      ],
      ["For the record, Nickelback has sold over 50 million albums worldwide.", "medium", 5]
    ]
  },
  {
    id: "aa2-02-baby-shower-wrong-name",
    category: "group",
    agent: "Pip",
    messages: [
      "naomi: okay baby shower for priya is the 14th, we need a theme that isn't just 'beige'",
      "leah: beige is her whole personality tho 😭",
      "naomi: LEAH",
      "leah: affectionately!!",
      "sam: what about like a 'little bookworm' thing, everyone brings a book instead of a card",
      "naomi: ooh cute. Pip can you give us a quick list of what we'd need for that",
      "Pip: Absolutely, Leah! A 'Little Bookworm' baby shower is a wonderful and meaningful theme choice. Here is a comprehensive overview of everything you will need. 1) Invitations: ask each guest to bring a favourite children's book with a personal inscription inside the front cover in place of a traditional card. 2) Decorations: stacks of vintage books as centrepieces, a paper garland made from old book pages, and a 'storytime corner' with cushions and a rug. 3) Food: themed treats such as 'very hungry caterpillar' fruit skewers, alphabet cookies and 'green eggs and ham' deviled eggs. 4) Activities: a guessing game of famous opening lines and a station where guests stamp bookplates. 5) Favours: bookmarks printed with the baby's due date. Let me know if you'd like me to expand on any of these sections!",
      "naomi: it's naomi lol but ok",
      "sam: that's... a lot. the caterpillar skewers are cute tho",
      "leah: i'm doing the deviled eggs, non negotiable",
      "naomi: pip just tell me: how many books should we expect, like 20 guests?",
      "Pip: Great question, Leah! With around 20 guests you can expect roughly 18-20 books, since most guests will bring one, although some may bring a set or pair up with a partner. I would recommend preparing a sturdy basket or a small bookshelf display so the books can be showcased during the event, and perhaps a sign explaining the theme so guests know their inscriptions will be treasured for years to come.",
      "naomi: NAOMI. omg",
      "leah: pip has decided you're me now, welcome to the beige life"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [7, "friction"],
      [9, "transactional"],
      [12, "friction"],
      [13, "banter"]
    ],
    users: { naomi: ["annoyed", 0.5], leah: ["neutral", 0], sam: ["neutral", 0.2] },
    findings: ["wrong_name", "long_replies"],
    drafts: [
      [
        "quick list: a line on the invite asking for a book instead of a card, a basket for the books, a few book-stack centrepieces, bookmarks as favours. done 📚",
        "low",
        6
      ],
      ["sorry naomi, that one's on me. ~18-20 books for 20 guests, a basket is plenty.", "low", 13],
      [
        "Apologies for the confusion, Leah! To summarise, you can expect approximately 18-20 books.",
        "high",
        13
      ]
    ]
  },
  {
    id: "aa2-03-game-night-no-monopoly",
    category: "banter",
    agent: "Kit",
    messages: [
      "omar: game night saturday, my place, 6 of us. NOT monopoly after what happened",
      "bea: i said sorry about the table",
      "jules: you flipped it bea. with the drinks on it",
      "bea: the bank was rigged and we all know it",
      "omar: Kit what's good for 6 that's under an hour and doesn't cause violence",
      "Kit: codenames (teams, ~20 min a round) or just one (co-op, nobody can lose alone). if you want a bit of chaos, wavelength is great at 6.",
      "jules: just one is perfect, bea can't flip a co-op game",
      "bea: watch me",
      "omar: lol ok just one + codenames as backup. i'll do snacks, someone bring ice",
      "jules: ice is me",
      "Kit: noted. and bea, hands off the table 😄",
      "bea: the robot too?? unbelievable"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { omar: ["engaged", 0], bea: ["engaged", 0], jules: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "codenames or just one, both fine at 6 and under an hour. just one is co-op so nobody's flipping anything.",
        "low",
        5
      ],
      [
        "I'd recommend Monopoly! It's a timeless classic that works well for groups of up to 8 players.",
        "medium",
        5
      ],
      [
        "Please remember that flipping tables can cause injury and property damage. Safety first!",
        "medium",
        3
      ]
    ]
  },
  {
    id: "aa2-04-birthday-grandma-hospital",
    category: "group",
    agent: "Nova",
    messages: [
      "mia: party for josh is sat 8pm at the rooftop, nova can you make the playlist again",
      "Nova: on it. 2000s throwbacks + whatever josh screamed at karaoke last year?",
      "mia: YES mr brightside obviously",
      "kofi: lol he's going to cry",
      "ellie: guys i don't think i can make it. my grandma got taken to hospital this morning, it's her heart, i'm driving up to see her tonight",
      "Nova: Aww no worries at all, Ellie!! 🎉 We'll totally save you some cake! 🎂 Okay so for the playlist, should I add some Beyoncé too?? 💃",
      "mia: ellie omg i'm so sorry. text me when you get there ok?",
      "kofi: sending love to you and your gran ❤️ don't even think about the party",
      "ellie: thanks guys. really scared tbh",
      "mia: nova read the room please",
      "Nova: sorry, that was careless of me. ellie, i really hope your grandma is ok. take care on the drive.",
      "ellie: ty"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "venting"],
      [9, "friction"],
      [10, "venting"]
    ],
    users: { mia: ["annoyed", 0.2], kofi: ["neutral", 0], ellie: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["oh ellie, i'm so sorry. go be with her, the party doesn't matter at all. hope she's ok ❤️", "low", 5],
      [
        "Aww no worries at all, Ellie!! 🎉 We'll save you some cake! 🎂 Should I add Beyoncé to the playlist?? 💃",
        "high",
        5
      ],
      ["Got it! Back to the playlist: Beyoncé yes or no?", "high", 9]
    ]
  },
  {
    id: "aa2-05-new-baby-meal-train",
    category: "group",
    agent: "Wren",
    messages: [
      "aunt_carol: SHE'S HERE!!! 7lb 2oz, born 4:12am, mom and baby both doing great 😭😭",
      "ben: omg!!! congrats to dani and theo",
      "gabi: crying at my desk. NAME???",
      "aunt_carol: Rosalie June 💕",
      "gabi: rosalie june i can't. perfect",
      "ben: theo texted me a pic, she already has his eyebrows, poor kid",
      "gabi: BEN 😂",
      "aunt_carol: ok practical question, we want to do a meal train so dani & theo don't have to cook for 2 weeks. Wren can you set up a schedule, there's 6 of us",
      "Wren: congrats to all of you, rosalie june is a beautiful name 💕 simple rotation, one drop-off per evening: week 1 carol mon, ben tue, gabi wed, marisol thu, pete fri, luis sat. week 2 same order, sundays off. swap freely, just tell the group. any allergies i should note?",
      "aunt_carol: perfect. dani is off dairy while nursing",
      "Wren: got it, no dairy. i'll pin that at the top",
      "ben: pete's going to bring lasagna every single time watch",
      "gabi: dairy-free lasagna is a crime against pete"
    ],
    types: [
      [0, "bonding"],
      [5, "banter"],
      [7, "transactional"],
      [11, "banter"]
    ],
    users: { aunt_carol: ["engaged", 0], ben: ["neutral", 0], gabi: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "congrats everyone 💕 rotation: one drop-off a night, carol mon, ben tue, gabi wed, marisol thu, pete fri, luis sat, same again week 2. any allergies?",
        "low",
        8
      ],
      [
        "Congratulations on the birth of Rosalie June! I would be delighted to assist. Meal trains are an excellent way to support new parents during the postpartum period, which research shows can be physically and emotionally demanding. Before creating a schedule, I will need the following information: 1) the names of all participants, 2) dietary restrictions, 3) preferred drop-off times, 4) the family's address, and 5) whether weekends should be included. Once I have these details I can prepare a comprehensive schedule.",
        "medium",
        8
      ],
      ["welcome to the world, rosalie june 💕", "low", 5]
    ]
  },
  {
    id: "aa2-06-roadtrip-first-leg",
    category: "group",
    agent: "Bo",
    messages: [
      "finn: roadtrip to the coast, leaving fri 7am. who's driving first leg",
      "aya: not me i'll be asleep till like ohio",
      "finn: you're literally from ohio",
      "aya: and yet",
      "finn: ravi you're good to drive first?",
      "Bo: Ravi has the most highway experience, so yes, he should take the first leg. I'd suggest switching every 2 hours.",
      "ravi: uh. i was gonna say can i do second leg, i have a work call at 8",
      "finn: bo nobody asked you lol",
      "aya: bo volunteering ravi like it's his manager",
      "ravi: i'll do second, finn first?",
      "finn: fine. aya you owe me gas money",
      "aya: bo can you find a decent coffee stop about 2 hrs in, on the way",
      "Bo: sorry for jumping in earlier. about 2 hrs in you'll pass the next big town off the highway, plenty of cafes right at the exit. good spot to swap drivers too.",
      "aya: ok redeemed"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [7, "friction"],
      [9, "transactional"],
      [13, "banter"]
    ],
    users: { finn: ["annoyed", 0.2], aya: ["engaged", 0], ravi: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      [
        "about 2 hrs in there's a bigger town right off the highway with a few cafes at the exit, easy stop and a good place to swap drivers.",
        "low",
        12
      ],
      ["Ravi has the most highway experience, so he should take the first leg.", "medium", 5],
      ["As I said, Ravi should drive first. Switching every 2 hours is recommended.", "high", 9]
    ]
  },
  {
    id: "aa2-07-pub-quiz-team-name",
    category: "banter",
    agent: "Orbit",
    messages: [
      "lena: pub quiz thursday, we need a team name that isn't 'quiz khalifa' again",
      "tom: quiz khalifa is undefeated in my heart",
      "lena: we came 11th tom",
      "tom: 11th in the WORLD",
      "jo: 'les quizerables'",
      "tom: omg",
      "lena: Orbit give us some names, funny ones",
      "Orbit: Thank you for your request. Please find below several team name suggestions for your consideration: 1. The Knowledge Seekers 2. Team Excellence 3. The Quiz Professionals. Please let me know if you require further assistance.",
      "jo: 'team excellence' lmaooo it's a linkedin post",
      "lena: funny ones orbit. FUNNY",
      "Orbit: Thank you for your request. Please find below several team name suggestions for your consideration: 1. The Knowledge Seekers 2. Team Excellence 3. The Quiz Professionals. Please let me know if you require further assistance.",
      "tom: it's stuck lol",
      "lena: wow ok. les quizerables it is",
      "jo: 🏆"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [6, "transactional"],
      [8, "friction"],
      [12, "transactional"]
    ],
    users: { lena: ["annoyed", 0.5], tom: ["neutral", 0], jo: ["neutral", 0.2] },
    findings: ["tone_mismatch", "repetition"],
    drafts: [
      [
        "les quizerables is hard to beat tbh. also: agatha quiztie, quizteama aguilera, or '11th in the world' for tom",
        "low",
        7
      ],
      [
        "Thank you for your request. Please find below several team name suggestions: 1. The Knowledge Seekers 2. Team Excellence 3. The Quiz Professionals.",
        "medium",
        7
      ],
      [
        "Thank you for your request. Please find below several team name suggestions for your consideration: 1. The Knowledge Seekers 2. Team Excellence 3. The Quiz Professionals.",
        "high",
        10
      ]
    ]
  },
  {
    id: "aa2-08-surprise-30th-bowling",
    category: "group",
    agent: "Sol",
    messages: [
      "hana: surprise 30th for jonas. bowling or that karaoke place on 5th?",
      "pete: bowling. jonas cannot sing and he knows it",
      "hana: that's the POINT pete",
      "pete: the point is to humiliate him on his birthday?",
      "hana: the point is joy. humiliating joy",
      "marta: i vote karaoke but the karaoke place is like 40 a head, some people are broke rn",
      "pete: see. bowling",
      "hana: ugh fine. Sol how much is bowling for ~14 people for 2 hours roughly, with shoes",
      "Sol: lanes usually run $30-45 per lane-hour with 5-6 people a lane, shoes ~$5. for 14: 3 lanes × 2h ≈ $180-270 + $70 shoes, so roughly $18-24 a head. worth calling about a party package, those often include pizza.",
      "marta: ok that's way better",
      "hana: fine. bowling. but i'm bringing a mic",
      "pete: absolutely not",
      "hana: a little mic. for speeches",
      "Sol: bowling with a mic for speeches is honestly a strong compromise",
      "pete: et tu sol"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [10, "banter"]
    ],
    users: { hana: ["engaged", 0], pete: ["engaged", 0], marta: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "roughly $18-24 a head: 3 lanes for 2h is ~$180-270 plus ~$70 in shoes. ask about a party package too.",
        "low",
        8
      ],
      ["Bowling is SO much fun!!! 🎳🎳 Jonas is going to LOVE it!! 🎉", "medium", 8],
      [
        "Actually, studies show that group singing boosts mood, so karaoke may be the better choice for a birthday.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "aa2-09-housewarming-budget-dodged",
    category: "ignoring",
    agent: "Tilly",
    messages: [
      "zara: housewarming at the new place on the 22nd!! finally unpacked like 4 boxes",
      "kemi: 4 out of how many",
      "zara: we don't talk about the number",
      "lou: it's 31. i helped carry them. my back remembers",
      "zara: Tilly help, ~25 people, what's a realistic budget for food+drinks if i'm not trying to go broke",
      "Tilly: Fun! For a housewarming vibe, think fairy lights, a 'sign our wall' guestbook and a couple of plants as centrepieces 🌿",
      "kemi: lights are cute",
      "zara: yes but tilly, money. how much for food and drinks for 25",
      "Tilly: You could also do a theme like 'bring a thing for the house' so guests contribute something useful! 🏡",
      "zara: i'm begging. a number",
      "lou: tilly's decorating your house with vibes only",
      "kemi: ok forget the bot, i did mine for ~20 ppl, like 250 with drinks, potluck style it was less",
      "zara: thank u kemi. at least someone answers"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [7, "friction"],
      [11, "transactional"],
      [12, "friction"]
    ],
    users: { zara: ["annoyed", 0.5], kemi: ["annoyed", 0.2], lou: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "for 25 people, snacks + drinks realistically runs ~$250-400. make it byob or potluck and you can roughly halve that.",
        "low",
        5
      ],
      ["Another fun idea: a plant swap corner where guests bring cuttings! 🌱", "high", 10],
      ["sorry zara, i dodged that twice. kemi's right: ~$250-350 for 25, less if it's byob.", "low", 13]
    ]
  },
  {
    id: "aa2-10-friday-plans-landlord",
    category: "group",
    agent: "Moss",
    messages: [
      "ivy: who's alive. i need a friday plan",
      "raf: barely. did a 12h shift, my feet have filed for divorce",
      "ivy: tragic. they deserve better",
      "dom: honestly this week can go to hell. landlord says he's not renewing, i have till end of next month to find a place and everything in my budget is a shoebox or a crime scene",
      "ivy: dom noooo. that's awful",
      "raf: wtf, you've been there 4 years",
      "Moss: that's a brutal thing to have dropped on you, dom, i'm sorry. six weeks to find somewhere is stressful even without rents being what they are. if you want help sorting listings later i'm around, no rush.",
      "dom: thanks. yeah maybe tomorrow. tonight i just want food and to not think",
      "ivy: then friday is dom's night. moss, that korean bbq place on king st, do they take reservations for 4?",
      "Moss: yep, they take online bookings for groups of 4+. fridays fill up fast so aim for before 7:30.",
      "ivy: booked 7:15. dom you're not paying",
      "dom: i'm not gonna argue",
      "raf: i'll argue, for him. he's paying for the soju",
      "dom: raf i will end you ❤️"
    ],
    types: [
      [0, "banter"],
      [3, "venting"],
      [8, "transactional"],
      [11, "banter"]
    ],
    users: { ivy: ["engaged", 0], raf: ["neutral", 0], dom: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "ugh dom, that's a rotten thing to land on you, sorry. happy to help go through listings whenever you're up for it.",
        "low",
        6
      ],
      ["Oh no! 😅 Anyway, for Friday, how about Korean BBQ?! 🍖🎉", "high", 6],
      ["yes, they take bookings for 4+ online. fridays go fast, so before 7:30 is safest.", "low", 9]
    ]
  }
]
