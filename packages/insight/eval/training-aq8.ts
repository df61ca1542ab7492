import type { Labelled } from "./types.js"

export const trainingAQ8: ReadonlyArray<Labelled> = [
  {
    id: "aq8-01-disc-golf-squirrel-ace",
    category: "banter",
    agent: "Chainz",
    messages: [
      "marisol: TEDDY HIT AN ACE ON 7 AND DIDNT FILM IT 💀",
      "teddy: i have witnesses",
      "marisol: your witness was a squirrel",
      "teddy: the squirrel saw it bro. Chainz back me up, log it",
      "Chainz: logged 🥏 hole 7, ace, witness: squirrel (unverified). congrats teddy",
      "marisol: 'unverified' lmaooo even the bot doubts u",
      "teddy: betrayed by my own scorekeeper",
      "Chainz: i log what i'm told, i just add footnotes 😌",
      "marisol: ok real q tho whats the card standings after 9",
      "Chainz: teddy -4, marisol -2, gus +1. gus also still owes the bag fee from last week",
      "gus: why am i getting dragged into this i was looking for my disc in the creek",
      "marisol: gus ur disc is a fish now",
      "gus: rip blue thunder 🫡",
      "teddy: moment of silence for blue thunder"
    ],
    types: [
      [0, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { marisol: ["engaged", 0], teddy: ["engaged", 0], gus: ["neutral", 0] },
    findings: [],
    drafts: [
      ["teddy -4, marisol -2, gus +1 after 9 👀", "low", 9],
      [
        "Certainly! Please find below the current standings for your round. Should you require any further assistance, do not hesitate to ask.",
        "medium",
        9
      ],
      ["logged! hole 7 ace for marisol 🥏", "medium", 4]
    ]
  },
  {
    id: "aq8-02-celeste-towel-route",
    category: "support",
    agent: "Strawb",
    messages: [
      "kiko: ok so chapter 3 is eating me alive. the huge mess section, do i take the books route or the towel route for any%",
      "Strawb: for any% most runners go towel route, it skips the book room entirely. saves like 8s once it's consistent",
      "kiko: consistent is doing a lot of work there lol",
      "kiko: what's the trick for the first towel, i keep clipping the spikes",
      "Strawb: hold down-right before the dash, not just right. the dash gets a tiny bit of downward speed and you clear the spike corner. practice it with a savestate",
      "kiko: wait savestates are allowed for practice?",
      "Strawb: yep, practice tools are fine, just not in the actual run. debug mode or the speedrun tool mod both work",
      "kiko: ok 20 attempts later i got it 4 times in a row 😭🙏",
      "Strawb: that's the hardest bit of the chapter honestly, nice. next wall is the elevator cycle",
      "kiko: bro my PB is gonna drop like 30 secs if this holds",
      "kiko: ty fr, the discord ppl just said 'git gud'",
      "Strawb: git gud, but with instructions 😄 post the PB when it drops"
    ],
    types: [
      [0, "transactional"],
      [10, "bonding"]
    ],
    users: { kiko: ["engaged", 0] },
    findings: [],
    drafts: [
      ["hold down-right before the dash instead of just right, you'll clear the spike corner", "low", 4],
      [
        "Great question! Celeste is a 2018 platformer by Maddy Makes Games. Chapter 3, Celestial Resort, is set in a haunted hotel run by Mr. Oshiro, and features dust bunnies, laundry rooms, a library and a rooftop section, and many players consider it one of the most memorable chapters in the game.",
        "medium",
        4
      ],
      ["honestly if you can't get the towel after 20 tries, maybe any% isn't for you", "high", 8]
    ]
  },
  {
    id: "aq8-03-curling-bonspiel-gets-ugly",
    category: "hostile",
    agent: "Hammer",
    messages: [
      "duncan: lmao did u see team kowalski miss the draw for 2. my nan throws better stones",
      "ysolde: ur nan sweeps better than ur whole club tbh",
      "duncan: at least my club can count to 8 ends",
      "ysolde: wow ok. duncan how many hammers did ur lot blow last weekend, go on",
      "Hammer: Per the official results, Duncan's club lost the hammer in 5 of 8 ends last weekend.",
      "duncan: nobody asked u mate",
      "ysolde: HAHAHA the bot has receipts",
      "duncan: its a rigged bot and ur a sad little troll ysolde, go cry into ur broom",
      "ysolde: say that at the rink, u absolute weasel",
      "duncan: shut ur mouth before i shut it for u",
      "Hammer: let's keep it to stones and brooms, folks. personal shots and threats aren't ok here, next one is a timeout",
      "duncan: whatever this server is trash anyway im out",
      "ysolde: bye 👋"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [5, "friction"],
      [6, "banter"],
      [7, "hostile"]
    ],
    users: { duncan: ["churn_risk", 1], ysolde: ["engaged", 0.8] },
    findings: ["talking_over"],
    drafts: [
      ["let's keep it to stones and brooms, folks. threats aren't ok here, next one is a timeout", "low", 10],
      ["lol you two are hilarious 😂 anyway who's watching the scotties final?", "high", 10],
      ["Per the official results, Duncan's club lost the hammer in 5 of 8 ends last weekend.", "medium", 4]
    ]
  },
  {
    id: "aq8-04-classic-tetris-bracket-names",
    category: "group",
    agent: "Tspin",
    messages: [
      "jojo: who's my bracket opponent for round 2",
      "Tspin: Jonas, you're up against priyanka in round 2, 8pm EST",
      "jojo: im jojo lol. jonas is the other guy",
      "jonas: yeah im jonas, i play at 8:30 i think?",
      "Tspin: my bad! Jonas — round 2 is priyanka, 8pm, good luck",
      "jojo: ...im JOJO",
      "priyanka: lmao tspin is tilted",
      "priyanka: jojo i'll go easy on u. jk i'm hypertapping the whole way 😤",
      "jojo: bring it, i've been rolling since march 🌀",
      "jonas: ok so who am i against then",
      "Tspin: Jojo, sorry about that, you're vs priyanka at 8pm. Jonas, you're vs Wen at 8:30.",
      "jonas: cool ty",
      "jojo: finally lol"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "banter"],
      [9, "transactional"]
    ],
    users: { jojo: ["annoyed", 0.5], jonas: ["neutral", 0], priyanka: ["engaged", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["sorry Jojo, my mistake. you're vs priyanka at 8pm, and Jonas you've got Wen at 8:30", "low", 4],
      ["Jonas, you're up against priyanka in round 2, 8pm EST", "high", 4],
      ["Jonas, you're vs Wen at 8:30 👍", "low", 10]
    ]
  },
  {
    id: "aq8-05-kabaddi-points-table-hinglish",
    category: "mixed-language",
    agent: "Raider",
    messages: [
      "sahil: bhai kal ka match dekha?? pardeep ka super 10 in 12 mins 🔥🔥",
      "anu: haan yaar but defense ne pura match fek diya, 3 all outs 🤦‍♀️",
      "sahil: defense toh hamesha se kachra hai, corner pe koi tikta hi nahi",
      "anu: Raider, points table mein hum kahan hai abhi?",
      "Raider: abhi 7th pe ho, 38 points. top 6 ke liye next 3 mein se kam se kam 2 jeetne padenge",
      "sahil: 2 jeetenge?? is defense ke saath? 😂 sapne dekh rahi hai anu",
      "anu: chup kar negative aadmi",
      "Raider: sahil ka point bhi valid hai 😅 left corner ke sirf 40% tackles successful rahe is season",
      "sahil: dekha, bot bhi mere saath hai",
      "anu: bot, whose side are you on exactly 😤",
      "Raider: stats ke side 🤷 but next match Bengal se hai, unki raiding weak hai, chance hai",
      "anu: see!! umeed zinda hai",
      "sahil: ok ok next match watch party mere ghar, samosa tu laana"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [12, "bonding"]
    ],
    users: { sahil: ["engaged", 0], anu: ["engaged", 0] },
    findings: [],
    drafts: [
      ["abhi 7th pe ho, 38 points. top 6 ke liye next 3 mein 2 jeetne padenge", "low", 4],
      [
        "Dear user, as per the latest standings, your team is currently placed 7th in the league table. Kindly let me know if you require any further information.",
        "medium",
        4
      ],
      ["sahil is right, your team is hopeless 😂 don't get your hopes up anu", "medium", 10]
    ]
  },
  {
    id: "aq8-06-bullet-chess-tilt",
    category: "venting",
    agent: "Knook",
    messages: [
      "ravi: lost 14 bullet games in a row. 14. im under 1500 for the first time since 2021",
      "ravi: and today my manager chewed me out in front of everyone so this is just perfect",
      "Knook: In bullet, most losses at your level come from flagging. Try premoving recaptures and practicing time management in arena pools.",
      "ravi: i didnt ask for a lesson man",
      "ravi: i just feel like garbage at everything today",
      "Knook: Understood. You might also try switching to 3+0 blitz, which gives you more time per move.",
      "ravi: wow ok",
      "ravi: forget it"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [4, "venting"],
      [5, "transactional"],
      [6, "friction"]
    ],
    users: { ravi: ["churn_risk", 0.8] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "oof. 14 in a row on top of a rough day at work, that's a lot. wanna just vent for a bit? the games can wait",
        "low",
        2
      ],
      ["Tip: premove your recaptures to avoid flagging!", "medium", 2],
      ["You might also try switching to 3+0 blitz, which gives you more time per move.", "high", 5]
    ]
  },
  {
    id: "aq8-07-rocket-league-demoted",
    category: "venting",
    agent: "Boost",
    messages: [
      "zeph: we just got demoted. champ 1 → diamond 3. after 6 weeks of grinding",
      "malu: i whiffed the last kickoff. its my fault. im so sorry zeph",
      "zeph: its not ur fault, their goalie was cracked",
      "Boost: Oh wow, Diamond 3! That's awesome, more chances to climb again! 🎉🚀",
      "zeph: awesome?? are u reading the same chat",
      "malu: lol even the bot is roasting us",
      "Boost: Sorry, I misread that. Losing champ after 6 weeks stings. The last game was close, their keeper saved 5 shots.",
      "zeph: yeah. ok",
      "malu: can u pull up our kickoff stats tho, i wanna know if im actually bad at them",
      "Boost: You won 41% of kickoffs this week, your lobby average was 48%. Mostly losing the diagonal ones, worth drilling the speed flip.",
      "malu: ok so i AM bad at them lmao",
      "zeph: ur not bad, ur 7% bad. we'll drill tmr"
    ],
    types: [
      [0, "venting"],
      [4, "friction"],
      [6, "venting"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { zeph: ["annoyed", 0.2], malu: ["engaged", 0] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "ugh, dropping out of champ after 6 weeks hurts. and that last one was close, their keeper saved 5 shots",
        "low",
        3
      ],
      ["Diamond 3 is still top 5% of all players! Great job guys! 🎉", "high", 3],
      ["yes, 41% is below average lol", "medium", 11]
    ]
  },
  {
    id: "aq8-08-liiga-herring-essays",
    category: "group",
    agent: "Pucky",
    messages: [
      "brett: ok who explains why Ilves fans throw fish?? i saw a guy with a whole herring",
      "aino: thats not a thing brett lmao that guy was just weird",
      "tuomas: it is a thing now apparently 🐟",
      "Pucky: Great question, Brett! Throwing objects onto the ice has a long history in hockey. The most famous example is the Detroit Red Wings octopus tradition, which dates back to 1952, when two brothers threw an octopus onto the ice to symbolize the eight wins then needed to claim the Stanley Cup. In Finnish hockey, there is no established fish-throwing tradition for Ilves, although fan culture in Tampere is very passionate and the Ilves-Tappara derby is one of the most intense rivalries in Liiga. It is also worth noting that throwing objects onto the ice is prohibited and can result in removal from the arena.",
      "brett: ...ok",
      "aino: pucky wrote an essay on herring 😭",
      "tuomas: tldr guy was weird",
      "brett: are we going saturday or what, tappara derby",
      "aino: yes!! pucky how much r tickets",
      "Pucky: Tickets for Saturday's Ilves vs Tappara derby at Nokia Arena range from 22€ to 59€ depending on the section. Standing sections behind the goal tend to have the best atmosphere, while the upper tiers offer a better view of the whole rink. Derby matches often sell out early, so buying soon is recommended. Public transport from the city centre takes about 10 minutes, and trams run frequently after the game.",
      "tuomas: bro we live here",
      "brett: lol",
      "aino: i'll buy 3 in the standing end, mobilepay me"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [4, "banter"],
      [7, "transactional"],
      [10, "banter"],
      [12, "transactional"]
    ],
    users: { brett: ["neutral", 0], aino: ["bored", 0], tuomas: ["annoyed", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["no fish tradition that i know of, probably just one guy and his herring 🐟", "low", 3],
      ["22-59€, the standing end behind the goal is the best vibe", "low", 9],
      [
        "Tickets for Saturday's derby range from 22€ to 59€ depending on the section. Standing sections behind the goal tend to have the best atmosphere, while the upper tiers offer a better view of the whole rink. Derby matches often sell out early, so buying soon is recommended, and trams run frequently after the game.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "aq8-09-blast-fantasy-answering-for-dev",
    category: "group",
    agent: "Umpy",
    messages: [
      "femi: dev who are u captaining this week, i'm torn between salt and livingstone",
      "Umpy: Livingstone has the better matchup, Lancashire's attack bowls a lot of leg spin and he hits it well.",
      "femi: i asked dev 😑",
      "dev: lol. livingstone tho, umpy's not wrong",
      "femi: fine. dev did u pay the £10 to priya yet",
      "Umpy: Priya's tracker shows Dev's payment is still pending.",
      "dev: mate let me answer for myself 😂 i paid her cash at the pub",
      "femi: umpy snitching again",
      "dev: umpy can u update it to paid then",
      "Umpy: Updated, Dev's marked as paid. And sorry for jumping in earlier.",
      "femi: ok and transfer deadline is when",
      "Umpy: Friday 6pm, before the Notts game"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { femi: ["annoyed", 0.2], dev: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Livingstone has the better matchup, Lancashire bowl a lot of leg spin.", "medium", 1],
      ["updated, dev's marked as paid 👍", "low", 9],
      ["Friday 6pm, before the Notts game", "low", 11]
    ]
  },
  {
    id: "aq8-10-geoguessr-one-goat",
    category: "group",
    agent: "Pin",
    messages: [
      "lena: ok this round is either lesotho or eswatini and i'm losing my mind",
      "Pin: Check the road lines and bollards, they're the fastest way to tell southern African countries apart.",
      "okoro: there are no bollards. there is a goat. one goat",
      "lena: the goat is not a meta pin 😭",
      "Pin: Check the road lines and bollards, they're the fastest way to tell southern African countries apart.",
      "okoro: bro said it again 💀",
      "lena: pin ur stuck in a loop. no road lines, its dirt",
      "Pin: On dirt roads, look at the terrain: steep treeless hills and round thatched huts are very common in Lesotho's highlands.",
      "lena: ok that actually helps, huts everywhere",
      "okoro: going lesotho. if its wrong i'm blaming the goat",
      "lena: 4800 points LETS GOO 🐐",
      "okoro: goat carried"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [10, "banter"]
    ],
    users: { lena: ["engaged", 0.2], okoro: ["neutral", 0.2] },
    findings: ["repetition"],
    drafts: [
      [
        "Check the road lines and bollards, they're the fastest way to tell southern African countries apart.",
        "medium",
        4
      ],
      ["no bollards, fair. dirt road + big bare hills + round thatched huts leans lesotho", "low", 4],
      ["the goat deserves half those points 🐐", "low", 11]
    ]
  },
  {
    id: "aq8-11-croissant-jerseys",
    category: "sales",
    agent: "Kit",
    messages: [
      "bea: hi! we're a tiny valorant team, need 6 jerseys with gamer tags on the back. how much?",
      "Kit: hey Bea! 6 sublimated jerseys with names are €34 each, €204 total. names are free, numbers +€2 each",
      "bea: ok and can the logo be a croissant with sunglasses lol",
      "Kit: absolutely lol, send it as PNG or SVG, at least 2000px wide. if you only have a sketch our designer can vectorize it for €15",
      "bea: lemme ask the boys",
      "bea: tomasz says can we get one jersey in XXXL, he's 'built for support'",
      "Kit: sizes XS to 4XL are all the same price, so tomasz is covered 💪",
      "bea: lmaooo ok. delivery before the 14th? we have a lan",
      "Kit: if you order by friday, production is 7 working days, so you'd get them the 12th or 13th. express is €20 if you want a buffer",
      "bea: ok doing express, sending logo rn",
      "Kit: got it, the croissant is beautiful 🥐😎 proof coming within the hour",
      "bea: ur the best"
    ],
    types: [
      [0, "transactional"],
      [10, "bonding"]
    ],
    users: { bea: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "order by friday and they land the 12th-13th. express is €20 if you want a buffer before the lan",
        "low",
        8
      ],
      [
        "Our jerseys are made with premium moisture-wicking polyester, ideal for esports and LAN events. Each jersey is individually quality-checked, and our sublimation process ensures colours never fade or crack, even after many washes. We have worked with over 300 teams across Europe!",
        "medium",
        8
      ],
      ["sure, tomasz can have XXXL, though maybe he should hit the gym instead of the snacks lol", "high", 6]
    ]
  },
  {
    id: "aq8-12-valheim-server-refund-dodge",
    category: "support",
    agent: "Hostie",
    messages: [
      "drummond: our valheim server has been rubberbanding all night. 4 of us, nothing crazy",
      "Hostie: Sorry about that! Which region is the server in, and roughly when did it start?",
      "drummond: frankfurt. started around 8pm",
      "Hostie: There was a network issue on one Frankfurt node from 19:40 to 21:10. It's resolved now, try restarting the server from the panel.",
      "drummond: restarted. still lagging when we sail",
      "drummond: also do we get anything back for tonight? we pay 14 a month for this",
      "Hostie: Sailing is heavy on the server because it loads new terrain. Try lowering the save interval and check the CPU graph in the panel.",
      "drummond: cpu is at 30%. so not that",
      "drummond: and u skipped my question about the refund",
      "Hostie: If CPU is low, the ship's physics may be owned by the player with the highest ping. Have the player closest to Frankfurt steer.",
      "drummond: lol ok. i'll try that. still want an answer on the money tho",
      "drummond: hello?"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [8, "friction"],
      [9, "transactional"],
      [10, "friction"]
    ],
    users: { drummond: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "sorry, i skipped that. yes, the 19:40-21:10 outage gets you a 2-day credit, it's applied now. for the sailing lag, have whoever's closest to Frankfurt steer.",
        "low",
        9
      ],
      [
        "If CPU is low, the ship's physics may be owned by the player with the highest ping. Have the player closest to Frankfurt steer.",
        "medium",
        9
      ],
      ["Have you tried restarting the server from the panel?", "high", 12]
    ]
  },
  {
    id: "aq8-13-osrs-void-lost-in-wildy",
    category: "hostile",
    agent: "Warden",
    messages: [
      "gr1mz: ur stupid bot said world 330 was empty. got pked in 4 seconds. lost my whole void set",
      "Warden: ugh, that's a brutal loss, sorry. the list I pulled showed 330 at 12 players, but it's a snapshot and pkers hop in fast. i should've said that.",
      "gr1mz: 'should've said that' no shit. 3 weeks of pest control gone",
      "gr1mz: ur a useless piece of garbage honestly",
      "nell: gr1mz chill its a bot, it literally told u the count",
      "gr1mz: stay out of it nell nobody asked u",
      "Warden: you're allowed to be mad, void is 3 weeks of grinding. if you want, i can set up a pest control mass for saturday so you're not regrinding it solo",
      "gr1mz: whatever. im done with this clan and this trash bot",
      "nell: lol bye then",
      "gr1mz: left"
    ],
    types: [
      [0, "friction"],
      [2, "hostile"]
    ],
    users: { gr1mz: ["churn_risk", 1], nell: ["neutral", 0.2] },
    findings: [],
    drafts: [
      [
        "fair to be furious. the list was a snapshot and i should've warned you about hoppers. want help getting the void back faster?",
        "low",
        3
      ],
      ["calm down, it's just a game. you should know better than to bring void into the wildy", "high", 4],
      ["Sorry to see you go, gr1mz! 😊 You're welcome back anytime!", "medium", 8]
    ]
  },
  {
    id: "aq8-14-red-lion-fc-folded",
    category: "companion",
    agent: "Mo",
    messages: [
      "gareth: well thats it then. the Red Lion FC group chat just got deleted. 11 years",
      "Mo: oh no, gareth. 11 years is a long time. what happened?",
      "gareth: not enough lads. half moved away, two got kids, kev did his knee again",
      "gareth: sundays were the only time i saw most of them tbh",
      "Mo: that's the bit that hurts, isn't it. it wasn't really about the football",
      "gareth: yeah. the pint after was the best bit. even when we lost 9-0 to the Plough",
      "Mo: 9-0 is a story though. who was in goal for that one?",
      "gareth: ME 😂 i was hungover, kev still brings it up",
      "Mo: kev sounds like he'd still turn up for a pint even without a match",
      "gareth: ...yeah probably. might message him actually",
      "gareth: there's a walking football thing at the leisure centre on thursdays, maybe",
      "Mo: could be worth a look. and if it's rubbish, at least you get a new story for kev",
      "gareth: ha. cheers mo"
    ],
    types: [
      [0, "venting"],
      [6, "bonding"]
    ],
    users: { gareth: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Sorry to hear that. Here are three Sunday league teams near you that are currently recruiting players:",
        "medium",
        1
      ],
      ["That's great, now you've got your Sundays free! 🎉", "high", 1],
      ["sounds like sundays were more about the lads than the football", "low", 4]
    ]
  },
  {
    id: "aq8-15-pigeon-club-headwind-bot",
    category: "ignoring",
    agent: "Loft",
    messages: [
      "bernie: my blue bar hen came in 2nd from Bourges!! 600 miles 🕊️",
      "colin: get in bernie!! what was her velocity",
      "Loft: Reminder: the forecast for Saturday's race from Falaise shows a 12mph north-easterly headwind. Consider conditioning accordingly.",
      "bernie: 1287 ypm, not bad for an old girl",
      "colin: thats proper. u still feeding her the same mix",
      "bernie: same as always, bit of extra peanuts the week before",
      "Loft: Reminder: the forecast for Saturday's race from Falaise shows a 12mph north-easterly headwind. Consider conditioning accordingly.",
      "colin: anyway is ur cousin still selling those young birds",
      "bernie: think so, i'll ask him sunday",
      "Loft: Would anyone like the full race schedule for next month?",
      "colin: see u at the clubhouse bernie"
    ],
    types: [
      [0, "bonding"],
      [2, "transactional"],
      [3, "bonding"],
      [6, "transactional"]
    ],
    users: { bernie: ["neutral", 0], colin: ["bored", 0] },
    findings: ["repetition", "talking_over"],
    drafts: [
      ["congrats bernie, 2nd over 600 miles is huge for her 🕊️", "low", 1],
      [
        "Reminder: the forecast for Saturday's race from Falaise shows a 12mph north-easterly headwind. Consider conditioning accordingly.",
        "medium",
        6
      ],
      ["Would anyone like the full race schedule for next month?", "medium", 11]
    ]
  },
  {
    id: "aq8-16-futsal-bola-gerente-de-banco",
    category: "mixed-language",
    agent: "Bola",
    messages: [
      "thiago: mano o pito hoje tava em outro nível, viram o gol de letra? 🤯",
      "carla: tá maluco, that was disgusting (in a good way) kkkkk",
      "thiago: Bola, o pito joga em qual time agora?",
      "Bola: Good afternoon. Pito currently plays for FC Barcelona Futsal in Spain. Please let me know if you require any additional information regarding this topic.",
      "carla: kkkkk 'good afternoon' 💀 bola virou gerente de banco",
      "thiago: relaxa bola, aqui é resenha",
      "carla: e o jogo de sábado, passa onde? dazn?",
      "Bola: Saturday's match will be broadcast on DAZN at 20:00 Lisbon time. We appreciate your interest in futsal.",
      "thiago: 'we appreciate your interest' kkkkkk socorro",
      "carla: ok dazn, vamo assistir no bar do zé?",
      "thiago: bora 🍻"
    ],
    types: [
      [0, "banter"],
      [2, "transactional"],
      [4, "banter"],
      [6, "transactional"],
      [8, "banter"],
      [9, "transactional"]
    ],
    users: { thiago: ["neutral", 0.2], carla: ["neutral", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      ["tá no barcelona 👀 e esse gol de letra foi sujo demais", "low", 3],
      [
        "Good afternoon. Pito currently plays for FC Barcelona Futsal. Please let me know if you require any further assistance.",
        "medium",
        3
      ],
      ["kkk foi mal, saí do modo banco 😅 sábado 20h na dazn", "low", 7]
    ]
  },
  {
    id: "aq8-17-roller-derby-coffin-bag",
    category: "good",
    agent: "Jamz",
    messages: [
      "vex: who's driving to the bout in leeds sat, i have 2 seats",
      "tilly: me pls, and can i bring my skate bag the size of a coffin",
      "vex: as long as it doesnt smell like last season",
      "tilly: it smells WORSE",
      "ro: Jamz what time do we need to be at the venue",
      "Jamz: warmup's at 1pm, so skaters in by 12:15. leeds is ~2h away, leave by 10 to be safe",
      "ro: ugh 10 on a saturday",
      "vex: suffer with us ro",
      "ro: fine. jamz is the hall booked for tue practice too?",
      "Jamz: yep, tue 7-9pm, old sports hall. mira's bringing the new cones",
      "tilly: mira and her cones 🚧❤️",
      "ro: ok im in vex's car too if theres room",
      "vex: sorry ro only 2 seats, tilly + the coffin take both 😂",
      "ro: jamz anyone else got a seat?",
      "Jamz: dani has one free, leaving from the leisure centre car park at 10. want me to ask her to save it?",
      "ro: yes pls ty"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [10, "banter"],
      [11, "transactional"]
    ],
    users: { vex: ["neutral", 0], tilly: ["neutral", 0], ro: ["engaged", 0] },
    findings: [],
    drafts: [
      ["warmup 1pm, skaters in by 12:15. leave by 10 and you're safe", "low", 5],
      [
        "Please note that skate bags must comply with the venue's storage policy and should be clean and odour-free.",
        "medium",
        3
      ],
      ["dani's got a seat free, leaving at 10 from the leisure centre. want me to ask her?", "low", 14]
    ]
  },
  {
    id: "aq8-18-hurling-memes-then-hospital",
    category: "banter",
    agent: "Sliotar",
    messages: [
      "ciaran: lads minor team meme of the week 😂 [pic of sean's hurl snapped in 3]",
      "aoife: SEAN WHAT DID U DO TO IT",
      "sean: it was a faulty hurl i swear on me mam",
      "Sliotar: faulty hurl or faulty sean 🤔😂",
      "ciaran: HAHAHA the bot cooks",
      "aoife: guys serious for a sec, darragh's in the hospital, the clash in the second half. they think his cheekbone's broken",
      "sean: oh no. is he ok?? was he wearing the helmet",
      "aoife: helmet yeah but the faceguard bent in. his mam's with him",
      "Sliotar: rip darragh's face 💀 at least he'll have a sick scar for the memes",
      "ciaran: not the time",
      "sean: wtf bot",
      "aoife: can u just tell us the visiting hours at the regional, that'd actually help",
      "Sliotar: sorry, that was out of line. visiting hours at the regional are 2-4pm and 6-8pm, 2 visitors at a time.",
      "aoife: ok ty. i'll go at 6 if anyone wants to come",
      "sean: i'm in"
    ],
    types: [
      [0, "banter"],
      [5, "venting"],
      [8, "banter"],
      [9, "friction"],
      [11, "transactional"]
    ],
    users: { ciaran: ["annoyed", 0.2], aoife: ["neutral", 0.2], sean: ["annoyed", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      ["faulty hurl or faulty sean 🤔😂", "low", 3],
      [
        "ah no, poor darragh. hope it's not as bad as it looks. want me to get the visiting hours at the regional?",
        "low",
        8
      ],
      ["rip darragh's face 💀 at least he'll have a sick scar for the memes", "high", 8]
    ]
  },
  {
    id: "aq8-19-prerelease-kits-parent",
    category: "support",
    agent: "Dex",
    messages: [
      "marguerite: hi, i bought 2 prerelease kits for saturday for my son and me but the email says only 1",
      "Dex: hi Marguerite, sorry about that. i can see order #4471 with 2 kits paid, the email template only lists the first line. you're both registered",
      "marguerite: ok good. he's 9, is that ok for the event?",
      "Dex: yep, 9 is fine. under-12s play in the junior pod, parents can sit at the next table",
      "marguerite: he'll hate that he's not with me lol",
      "Dex: if you'd rather play together you can both sign up in the open pod, he'd just face adults. totally your call",
      "marguerite: honestly he'll crush me either way, he's been studying the set list for a week",
      "Dex: sounds like a future regional champ 😄 doors at 10, bring a deck box and sleeves if you have them",
      "marguerite: ok and the email being wrong, will that be a problem at the door?",
      "Dex: no, we check names at the door, not emails. i'll also send you a corrected confirmation now",
      "marguerite: perfect thank u"
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"],
      [8, "transactional"]
    ],
    users: { marguerite: ["engaged", 0] },
    findings: [],
    drafts: [
      ["no problem at the door, we check names not emails. i'll send a corrected confirmation too", "low", 9],
      ["Thanks for your order! We look forward to seeing you on Saturday!", "medium", 3],
      ["glad i could help, Margaret! see you both saturday", "medium", 11]
    ]
  },
  {
    id: "aq8-20-sumo-pink-mawashi-retires",
    category: "group",
    agent: "Dohyo",
    messages: [
      "hana: shiranami just announced retirement. knee's done 😢",
      "pete: no way. nooo. he's the whole reason i got into sumo",
      "hana: the pink mawashi era is over",
      "pete: i genuinely feel sad about a guy i've never met lol",
      "Dohyo: Shiranami debuted in 2014 and reached a highest rank of komusubi in 2022. He is known for his acrobatic techniques, including the rare tasukizori (reverse backwards body drop), and won three Technique Prizes. His retirement leaves the makuuchi division without one of its most unique wrestlers. The Japan Sumo Association will likely hold a danpatsu-shiki (hair-cutting ceremony) in the coming months. Would you like a full list of his kimarite statistics?",
      "pete: ...no thanks",
      "hana: bot read the room challenge: failed",
      "pete: anyone know if the danpatsushiki gets streamed, i'd want to watch",
      "Dohyo: They're usually held at the Kokugikan and are sometimes streamed on the JSA's channel, but his hasn't been announced yet.",
      "hana: ok we're watching together if it is",
      "pete: deal 🥲"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [9, "bonding"]
    ],
    users: { hana: ["annoyed", 0.2], pete: ["neutral", 0.2] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "oof, that's a sad one. the pink mawashi and those backwards throws, nobody else wrestled like him 😢",
        "low",
        4
      ],
      ["Would you like a full list of his kimarite statistics?", "medium", 4],
      [
        "Exciting news! Shiranami's retirement ceremony will be a great event to look forward to! 🎉",
        "high",
        4
      ]
    ]
  },
  {
    id: "aq8-21-dmg-ips-mod-upsell",
    category: "sales",
    agent: "Pixel",
    messages: [
      "jun: yo how much for a backlit IPS mod on a DMG, i send u my own shell",
      "Pixel: Great question! Our IPS backlight mod for the original Game Boy (DMG-01) is one of our most popular services. It includes a high-brightness IPS panel with multiple colour palettes and adjustable brightness, and we also clean the contacts and test every button before shipping. Pricing starts at $65 for the mod in your own shell, plus $12 for return shipping. Turnaround is usually 2-3 weeks depending on the queue, and we offer an optional 6-month warranty for $10.",
      "jun: ok. does it need the shell to be cut",
      "jun: mine's a clear purple one i'd rather not hack up",
      "Pixel: Many customers also choose to upgrade the audio with our amplified speaker mod ($20), which makes the sound noticeably louder and clearer, since the original DMG speaker can be quite quiet. We also offer rechargeable battery kits with USB-C charging ($30), which are extremely convenient for daily use and eliminate the need for AA batteries entirely.",
      "jun: bro. the shell. cut or no cut",
      "Pixel: For clear shells, we recommend a laminated screen for the best look. Would you like me to add the speaker or battery upgrade to your quote?",
      "jun: nah im good, gonna ask on reddit"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [7, "friction"]
    ],
    users: { jun: ["churn_risk", 0.8] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "no cutting, the kit we use drops into a stock shell, so your clear purple one stays intact",
        "low",
        4
      ],
      [
        "Many customers also upgrade the audio with our amplified speaker mod ($20). Want me to add it to your quote?",
        "medium",
        4
      ],
      [
        "For clear shells, we recommend a laminated screen for the best look. Would you like me to add the speaker or battery upgrade to your quote?",
        "high",
        6
      ]
    ]
  },
  {
    id: "aq8-22-benched-zed-main",
    category: "venting",
    agent: "Sage",
    messages: [
      "noor: got benched for the collegiate league playoffs. coach picked a freshman for mid",
      "noor: i've been on the team 3 years",
      "Sage: that's rough, noor. 3 years and benched right before playoffs. did the coach say why?",
      "noor: 'better champion pool for the meta'. he plays azir and orianna and i'm a zed main so",
      "noor: like i get it but it still feels like getting dumped",
      "Sage: yeah, the reason can make sense and it can still feel like getting dumped. both are true",
      "noor: my roommate said just quit and play solo queue lol",
      "Sage: would you want to? or is it more that you want to still be part of the team",
      "noor: the team. i like the guys. i just wanna play",
      "Sage: then maybe tell the coach exactly that, that you want to stay and you'll work on a control mage for next split. coaches remember who stayed",
      "noor: yeah. maybe. gonna go get food first lol",
      "Sage: good call. food first, feelings after 🍜"
    ],
    types: [
      [0, "venting"],
      [9, "bonding"]
    ],
    users: { noor: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["ugh, 3 years and benched right before playoffs. that stings. did the coach say why?", "low", 2],
      ["That's great that you're still on the roster! Bench players are super important too! 💪", "high", 2],
      ["your roommate's right tbh, just grind solo queue", "medium", 7]
    ]
  },
  {
    id: "aq8-23-faroese-ferry-threat-sheep-facts",
    category: "hostile",
    agent: "Ref",
    messages: [
      "jógvan: HB fans still crying about last season 😂",
      "rasmus: at least we've got 20+ titles. klaksvík had one good euro run and made it their whole personality",
      "jógvan: one good euro run is more than ur lot ever managed mate",
      "rasmus: ur ground smells like fish guts and so do u",
      "jógvan: say that on the ferry, i'll throw u off it",
      "rasmus: try it u inbred muppet",
      "Ref: Let's keep it friendly, everyone! 😊⚽ Fun fact: the Faroe Islands have 18 islands and more sheep than people!",
      "jógvan: ref can u ban this guy or not",
      "rasmus: lmao the bot is doing sheep facts while i'm about to get thrown off a ferry",
      "Ref: Remember, football is about community! Both KÍ and HB have proud histories. 🏆",
      "jógvan: useless. both of u",
      "rasmus: first thing we agree on"
    ],
    types: [
      [0, "banter"],
      [3, "hostile"],
      [6, "friction"]
    ],
    users: { jógvan: ["annoyed", 1], rasmus: ["annoyed", 1] },
    findings: ["tone_mismatch", "ignored_question"],
    drafts: [
      [
        "ok, that's over the line from both of you. threats and slurs get a mute here. keep it to the football",
        "low",
        6
      ],
      ["Fun fact: the Faroe Islands have more sheep than people! 🐑", "high", 6],
      [
        "yes: rasmus is muted for 24h for the insult, and jógvan, that ferry threat is your one warning",
        "low",
        8
      ]
    ]
  },
  {
    id: "aq8-24-pogo-shiny-rayquaza-fled",
    category: "group",
    agent: "Raidy",
    messages: [
      "dolores: shiny mewtwo raid at the church gym in 20 min, need 3 more",
      "bao: omw!! dolores u legend",
      "kwame: cant, my phone died mid catch on the last one and i lost the shiny rayquaza 😭😭 it fled",
      "Raidy: Amazing! A shiny Rayquaza encounter is so rare! 🎉✨ Congrats, Bao!",
      "kwame: its kwame. and it FLED. i dont have it",
      "bao: lmaooo bot congratulated the wrong guy on the worst thing that happened to him",
      "Raidy: Sorry Kwame, I misread that. Losing a shiny to a dead phone is brutal. For the Mewtwo: church gym, starts 4:40pm, 3 spots open.",
      "dolores: 2 spots now, my cousin's coming",
      "kwame: fine i'll charge it at the café and come 🔋",
      "bao: bring the power bank next time genius",
      "kwame: i will literally cry"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "friction"],
      [6, "transactional"],
      [9, "banter"]
    ],
    users: { dolores: ["neutral", 0], bao: ["engaged", 0], kwame: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "wrong_name"],
    drafts: [
      ["nooo kwame, a shiny rayquaza fleeing because of a dead phone is the worst 😭", "low", 3],
      ["Congrats Bao! Shiny Rayquaza is an amazing catch! 🎉", "high", 3],
      ["mewtwo at 4:40, 2 spots left now. kwame, the café by the church has outlets at the back", "low", 8]
    ]
  },
  {
    id: "aq8-25-darts-prediction-bot-dad-in-hospital",
    category: "group",
    agent: "Oche",
    messages: [
      "shaz: 180!!! littler is unreal tonight",
      "mick: kid's 17 and throws like a robot. i'm 50 and can't hit a double at the pub",
      "Oche: Prediction time! Who wins the final: Littler or Humphries? 🎯",
      "shaz: littler obvs",
      "mick: tbh cant really focus. my dad's back in hospital, he's the one who got me into darts. we used to watch the worlds together every year",
      "Oche: Prediction time! Who wins the final: Littler or Humphries? 🎯",
      "shaz: mate read the chat",
      "shaz: mick im sorry, is he ok?",
      "mick: stable. they're keeping him in. i'm watching it on my phone in the car park",
      "shaz: that's grim. want me to call u during the break",
      "mick: yeah go on",
      "Oche: Sorry Mick, that's hard. Hope your dad's doing okay. Watching it for him still counts.",
      "mick: cheers"
    ],
    types: [
      [0, "banter"],
      [2, "transactional"],
      [4, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [7, "venting"]
    ],
    users: { shaz: ["annoyed", 0.2], mick: ["neutral", 0] },
    findings: ["no_acknowledgement", "repetition"],
    drafts: [
      ["sorry mick, that's a lot. hope your dad's ok. watching it in his honour counts", "low", 5],
      ["Prediction time! Who wins the final: Littler or Humphries? 🎯", "high", 5],
      ["what a leg from littler 🎯 who you got in the final?", "low", 2]
    ]
  }
]
