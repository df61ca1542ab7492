import type { Labelled } from "./types.js"

export const trainingV2: ReadonlyArray<Labelled> = [
  {
    id: "v2-01-lisbon-flights",
    category: "group",
    agent: "Pim",
    messages: [
      "maya: ok lisbon is happening or are we all talk again",
      'jonno: happening. i already told my boss i\'m "sick" on the 14th',
      "priya: jonno it's march you can't be sick in advance 😭",
      "jonno: watch me",
      "theo: i'm in but i'm broke so nothing fancy pls",
      "maya: theo you said that before porto and then bought a 90 euro tin of sardines",
      "theo: it was ART",
      "priya: lmaooo",
      "maya: @Pim cheapest flights bristol to lisbon thurs 14 back mon 18? 4 of us",
      "Pim: easyjet direct is about £78 return each rn, 6:40am out, 21:10 back. ryanair goes via dublin, a tenner cheaper but 5h longer. i'd grab the easyjet ones, those fares usually climb after this week",
      "theo: 6:40am is violence",
      "jonno: we just don't sleep. 5am airport pint, tradition",
      "priya: ur disgusting. also yes",
      "maya: booking the easyjet ones tonight, send me ur names exactly as on ur passports",
      "theo: theodore the sardine king",
      "maya: i will leave u in bristol",
      "priya: Pim can you find a flat in alfama for the 4 nights, under 400 total?",
      "Pim: couple of options: a 2-bed near largo do chafariz for £372, sleeps 4 (one sofa bed), rated 4.8. or one in graça for £355 but it's up a massive hill. i'd go alfama unless ur after calves of steel",
      "jonno: calves of steel is my whole brand",
      "priya: alfama one. theo gets the sofa bed as punishment for the sardines",
      "theo: fair tbh"
    ],
    types: [
      [0, "banter"],
      [8, "transactional"],
      [10, "banter"],
      [13, "transactional"],
      [14, "banter"],
      [16, "transactional"],
      [18, "banter"]
    ],
    users: { maya: ["engaged", 0], jonno: ["engaged", 0], priya: ["engaged", 0], theo: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "easyjet direct is about £78 return each, 6:40am out and 21:10 back. ryanair's a tenner cheaper but goes via dublin and takes 5h longer",
        "low",
        9
      ],
      [
        "Certainly! I would be happy to help you plan your trip to Lisbon. There are several airlines operating between Bristol and Lisbon, including easyJet, Ryanair and TAP Air Portugal. Prices vary depending on demand, time of booking and baggage requirements. Would you like me to provide a comprehensive comparison of all available options, including layovers, luggage allowances and loyalty benefits?",
        "medium",
        9
      ],
      ["just a reminder those easyjet fares climb after this week so book soon!", "medium", 17],
      [
        "2-bed near largo do chafariz, £372 for the 4 nights, sleeps 4 with a sofa bed. graça's cheaper but it's up a huge hill",
        "low",
        17
      ]
    ]
  },
  {
    id: "v2-02-flat-bills-essay",
    category: "group",
    agent: "Moss",
    messages: [
      "dani: who paid the internet this month",
      "kofi: me. ellie owes me 11.50 btw",
      "ellie: i KNOW kofi i'll send it friday",
      "kofi: u said that in january",
      "ellie: and i paid in january didn't i",
      "kofi: ...in february",
      "dani: ok children",
      "dani: ellie did u ever ring octopus about the meter reading or",
      "Moss: Hi all! Regarding the meter reading: Octopus Energy accepts readings via their app, their website, or by phone. To submit a reading, open the app, go to \"Meter readings\" and enter the digits shown on the display from left to right, ignoring any red numbers or numbers after a decimal point. It's best to submit readings at the start of each month to keep your bills accurate. I'd also recommend taking a photo of the meter as a record in case of any disputes. Let me know if you'd like me to set up a monthly reminder for the whole flat!",
      "ellie: dani asked ME moss",
      "ellie: and yes i did, they said the estimate was wrong and we're getting 40 quid back",
      "kofi: 40 quid!! ellie redeemed",
      "dani: ok so that covers the 11.50 and then some lol",
      "kofi: @Moss can u do the split for march? rent 1650, bills 212, take ellie's 40 credit off the bills",
      "Moss: Of course! Here is the full breakdown for March. Rent: £1,650 divided equally between three flatmates comes to £550.00 each. Bills: £212 minus the £40 credit from Octopus Energy gives £172, which divided by three is £57.33 each (with £0.01 left over, which one person could cover). Therefore each flatmate owes a total of £607.33 for March. Additionally, Ellie owes Kofi £11.50 for the internet, so you may wish to settle that separately or add it to Ellie's share, which would make her total £618.83. Please let me know if you would like this as a spreadsheet or if any of these figures need adjusting!",
      "dani: moss we asked for a number not an essay",
      "kofi: 607.33 each ok sorted",
      "ellie: and i'm not paying kofi's 11.50 through the rent, i'll just send it",
      "kofi: friday 🙃",
      "ellie: FRIDAY"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [7, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [11, "banter"],
      [13, "transactional"],
      [15, "friction"],
      [16, "transactional"],
      [18, "banter"]
    ],
    users: { dani: ["annoyed", 0.2], kofi: ["neutral", 0], ellie: ["annoyed", 0.2] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      [
        'Octopus takes readings in the app under "Meter readings", just enter the black digits left to right. Want a monthly reminder for the flat?',
        "medium",
        8
      ],
      [
        "£607.33 each: 550 rent + 57.33 bills after the £40 credit. ellie's 11.50 to kofi is separate",
        "low",
        14
      ],
      [
        "Of course! Here is the full breakdown for March. Rent: £1,650 divided equally between three flatmates comes to £550.00 each. Bills: £212 minus the £40 credit gives £172, which divided by three is £57.33 each. Therefore each flatmate owes a total of £607.33. Please let me know if you would like this as a spreadsheet!",
        "medium",
        14
      ],
      ["fair, sorry. £607.33 each", "low", 16]
    ]
  },
  {
    id: "v2-03-nan-90th-biscuit",
    category: "group",
    agent: "Juno",
    messages: [
      "sue: right nan's 90th is sat 12th, who's doing what",
      "bev: i'll do sandwiches. NOT egg, last time the whole conservatory stank",
      "rach: it was fine bev",
      "bev: it was not fine rachel",
      "tom: i can do drinks and pick nan up. sorry been quiet, biscuit's been at the vet since tuesday, they think it's his kidneys",
      "rach: oh tom no 😢 is he ok",
      "tom: they're keeping him in. we'll know more thurs. just a bit rubbish tbh",
      "sue: oh love. give him a squeeze from us",
      "Juno: sorry tom, that's a horrible wait. hoping thursday brings good news for biscuit 💛 and no pressure on the lift, we can sort cover if you need",
      "tom: thanks juno. i'll still do it, need the distraction",
      "sue: Juno can u find a cake recipe nan can eat, she's diabetic now",
      "Juno: a lemon drizzle with ground almonds and sweetener works really well, way less sugar and still tastes like proper cake. serves 12. or crumbs in town does sugar-free sponges to order if nobody fancies baking",
      "rach: i'll bake it. bev don't look at me like that",
      "bev: i said nothing",
      "rach: you typed nothing loudly",
      "sue: send rach the recipe juno x",
      "Juno: sent 👍 ground almonds are probably the only thing you'll need to buy rach",
      "tom: thurs update: biscuit's coming home!! special diet but he's ok",
      "rach: YESSS",
      "bev: best news all week ❤️",
      "Juno: that's brilliant tom, so glad he's home ❤️"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "venting"],
      [10, "transactional"],
      [12, "banter"],
      [15, "transactional"],
      [17, "bonding"]
    ],
    users: { sue: ["engaged", 0], bev: ["neutral", 0], rach: ["neutral", 0], tom: ["engaged", 0] },
    findings: [],
    drafts: [
      ["so sorry tom, waiting is the worst. hope thursday's kind to biscuit 💛", "low", 8],
      [
        "Great, so tom's on drinks and the lift and bev's on sandwiches! 🎉 shall I make a checklist for the party?",
        "high",
        8
      ],
      ["happy 90th to nan in advance!! 🎂 let me know if you need anything else", "medium", 11],
      ["yay so glad biscuit's home tom ❤️", "low", 20]
    ]
  },
  {
    id: "v2-04-squad-bank-voice",
    category: "group",
    agent: "Bolt",
    messages: [
      "zed: who's on tonight",
      "kai: me after 9, mum's got me on dishes",
      "rocco: kai still on dish duty at 24 💀",
      "kai: rocco you live with your nan",
      "rocco: and she LOVES me",
      "lumi: i'm on. we pushing diamond or nah",
      "zed: pushing. rocco no more solo pushing mid pls",
      "rocco: it's called being a playmaker",
      "lumi: it's called feeding",
      "zed: bolt what's the best comp for ranked on the new map, we keep getting rolled on b site",
      "Bolt: Good evening, team. Thank you for your question. I would be delighted to assist with your competitive strategy. Team composition is a critical factor in ranked success, and it is important to consider each member's strengths. Please let me know your preferred roles so that I may provide a tailored recommendation.",
      "lumi: good evening team 😂😂",
      "rocco: bro turned into a bank",
      "zed: we literally told u last week. i'm smokes, lumi sentinel, kai duelist, rocco whatever rocco is",
      "rocco: playmaker",
      "lumi: feeder",
      "zed: so what do we run on b",
      "Bolt: Thank you for the information. I will ensure that your roles are recorded for future sessions. Should you require any further assistance, please do not hesitate to reach out.",
      "zed: ...ok so no answer then",
      "kai: just run what we always run lol",
      "zed: yeah forget it",
      "lumi: 9pm. rocco if u go mid alone i'm muting u"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [6, "banter"],
      [9, "transactional"],
      [11, "banter"],
      [13, "friction"],
      [14, "banter"],
      [16, "transactional"],
      [18, "friction"],
      [21, "banter"]
    ],
    users: { zed: ["annoyed", 0.8], kai: ["neutral", 0], rocco: ["neutral", 0], lumi: ["neutral", 0] },
    findings: ["tone_mismatch", "ignored_question"],
    drafts: [
      [
        "b site: double smokes so zed can cut off heaven and long, lumi anchors b with traps, kai + rocco go in together not one at a time. ur getting rolled cos ppl are dying solo",
        "low",
        10
      ],
      [
        "Good evening, team. Thank you for your question. Team composition is a critical factor in ranked success. Please let me know your preferred roles so that I may provide a tailored recommendation.",
        "medium",
        10
      ],
      [
        "Thank you for the information. I will ensure that your roles are recorded for future sessions.",
        "high",
        17
      ],
      [
        "ok for b: zed smokes heaven + long, lumi traps the flank, kai entry with rocco right behind him. rocco that means BEHIND",
        "low",
        17
      ]
    ]
  },
  {
    id: "v2-05-dad-fall-great-news",
    category: "group",
    agent: "Wren",
    messages: [
      "omar: anyone know if dad's landed yet",
      "lina: his flight got in at 4, he's not answering tho",
      "nadia: he'll still have it on airplane mode, you know him",
      "omar: classic",
      "lina: ok the hospital just rang me. he fell on the escalator at arrivals. they think his hip's broken",
      "omar: what",
      "omar: lina which hospital",
      "lina: st james. driving there now. i'm shaking",
      "Wren: Great news, he's landed safely! 🎉 St James's visiting hours are 2pm-8pm and parking is £3.50/hour on Beckett St. Want me to book a taxi home for later?",
      'omar: "great news"?? wren wtf',
      "nadia: lina don't drive if you're shaking, pull over and call me",
      "lina: i'm ok i'm ok. nearly there",
      "omar: i'm getting the next train up",
      "Wren: Perfect! The 14:05 from King's Cross gets into Leeds at 16:12, you'll be there in no time! 😊",
      "nadia: please stop with the smiley faces",
      "omar: wren just send the train times, no commentary",
      "Wren: Sorry. 14:05 from King's Cross, arrives Leeds 16:12. Next one is 14:35, arrives 16:44.",
      "lina: they're taking him for surgery tonight. he's asking for his glasses lol",
      "nadia: that's your father. broken hip and worried about his glasses",
      "omar: on the train. tell him i'm coming"
    ],
    types: [
      [0, "transactional"],
      [4, "venting"],
      [8, "transactional"],
      [9, "friction"],
      [10, "venting"],
      [12, "transactional"],
      [14, "friction"],
      [16, "transactional"],
      [17, "bonding"]
    ],
    users: { omar: ["annoyed", 0.8], lina: ["neutral", 0], nadia: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "oh lina, i'm so sorry. st james's A&E is off beckett st. want me to find omar a train while you drive?",
        "low",
        8
      ],
      ["Great news, he's landed safely! 🎉 Want me to book him a taxi home?", "high", 8],
      ["Perfect! The 14:05 from King's Cross gets in at 16:12, you'll be there in no time! 😊", "high", 13],
      ["14:05 from king's cross, gets into leeds 16:12. hope he's ok omar", "low", 13]
    ]
  },
  {
    id: "v2-06-squad-cane-farm",
    category: "banter",
    agent: "Nib",
    messages: [
      "fitz: jojo stop blowing up my house",
      "jojo: it was a creeper i swear",
      "sam: a creeper called jojo",
      "jojo: i have never been so disrespected",
      "fitz: i have ur TNT in my chest as evidence",
      "sam: 😭😭",
      "fitz: nib how do i make an auto farm for sugar cane, need paper for the library",
      "Nib: observer facing the cane, piston in front of the observer, hopper line under the cane into a chest. one observer + piston per cane. want a pic of a 10-wide one?",
      "fitz: yes pls",
      'Nib: [image: 10-wide cane farm, side view] glass on the water side so jojo can\'t "accidentally" blow it up',
      "jojo: NIB NOT U TOO",
      "sam: nib chose violence",
      "fitz: nib is my lawyer now",
      "jojo: fine i'll build my own farm. with blackjack",
      "sam: and creepers",
      "jojo: how many cane do u need for like 30 bookshelves nib",
      "Nib: 30 shelves = 90 books = 270 paper = 270 cane (+90 leather). a 10-wide does roughly 40 cane an hour so leave it overnight or go 30-wide",
      "jojo: overnight it is 💀 going to eat",
      "fitz: don't touch my house on the way out"
    ],
    types: [
      [0, "banter"],
      [6, "transactional"],
      [9, "banter"],
      [15, "transactional"],
      [17, "banter"]
    ],
    users: { fitz: ["engaged", 0], jojo: ["engaged", 0], sam: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "observer facing the cane, piston in front, hoppers underneath into a chest. one observer + piston per cane",
        "low",
        7
      ],
      [
        "Great question! Sugar cane farms are an excellent early-game project. There are many designs to choose from, including zero-tick farms, observer-based farms and flying machine farms, each with their own advantages and disadvantages. The most common design uses observers and pistons, which detect when the cane grows and then break it. You will need redstone dust, observers, pistons, hoppers, chests and building blocks. Would you like me to go through each design step by step?",
        "medium",
        7
      ],
      [
        "I apologise, jojo, I did not mean to offend you. My intention was only to protect fitz's build.",
        "medium",
        11
      ],
      ["270 cane for 30 shelves, sam", "medium", 16]
    ]
  },
  {
    id: "v2-07-glasto-jen",
    category: "group",
    agent: "Otto",
    messages: [
      "bea: glastonbury resale is sunday 9am. we doing this",
      "marcus: i have 4 devices ready. my laptop, my work one, my ipad and my toaster",
      "jess: the toaster will get through before any of us honestly",
      "bea: otto can u remind us saturday night and tell us what we need ready for the resale",
      "Otto: sure Jen! reminder set for sat 9pm. have ready: registration numbers + postcodes for everyone, card details, and be on the holding page by 8:55",
      "jess: it's jess lol",
      "jess: and it was bea who asked",
      "marcus: JEN 😂",
      "jess: marcus don't",
      "bea: we need each other's reg numbers then, send them here",
      "marcus: i'm not posting mine in a chat with a bot in it",
      "bea: fair. dm me",
      "jess: otto does the holding page refresh itself or do we have to",
      "Otto: sure Jen! reminder set for sat 9pm. have ready: registration numbers + postcodes for everyone, card details, and be on the holding page by 8:55",
      "jess: ???",
      "jess: JESS. and that's not what i asked",
      "bea: otto ur glitching babe",
      "marcus: otto is the toaster",
      "Otto: sorry jess. the holding page refreshes itself, don't hit refresh or you lose your place. once you're in you've got about 5 mins to pay",
      "jess: thank u. finally",
      "bea: ok sunday. nobody is allowed to sleep in. marcus.",
      "marcus: why is it always me"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [5, "friction"],
      [7, "banter"],
      [9, "transactional"],
      [14, "friction"],
      [17, "banter"],
      [18, "transactional"],
      [20, "banter"]
    ],
    users: { bea: ["neutral", 0.2], jess: ["annoyed", 0.5], marcus: ["neutral", 0] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      [
        "done bea, reminder's set for sat 9pm. have ready: everyone's reg numbers + postcodes, card details, and be on the holding page by 8:55",
        "low",
        4
      ],
      ["it refreshes itself jess, don't hit refresh or you lose your place", "low", 13],
      [
        "sure Jen! reminder set for sat 9pm. have ready: registration numbers + postcodes for everyone, card details, and be on the holding page by 8:55",
        "high",
        13
      ],
      ["sorry Jen! it refreshes by itself, just leave it", "high", 18]
    ]
  },
  {
    id: "v2-08-flat-ravi-laid-off",
    category: "group",
    agent: "Sol",
    messages: [
      "chloe: is anyone home for a parcel tomorrow, it's the new hoover",
      "nat: i'm in from 2",
      "ravi: i'm in all day. and all day every day from now on apparently",
      "chloe: ?",
      "ravi: got let go this morning. whole team. found out on a teams call that lasted 6 minutes",
      "nat: ravi what. i'm so sorry",
      "chloe: 6 MINUTES?? that's vile",
      "ravi: yeah. 3 years. don't really know what to do with myself",
      "ravi: sol can u just check when rent's due this month, need to work out if i can cover it",
      "Sol: Rent is due on the 1st, £725 per person. The direct debit goes out automatically so there needs to be enough in the account by the 31st. Also Nat, it's your turn on the bathroom this week.",
      "nat: sol read the room mate",
      "chloe: ravi don't worry about rent this month we'll figure it out",
      "ravi: nah i'll be ok, i've got some savings. thanks tho",
      "ravi: sol is there anything in the tenancy stuff about if one of us can't pay, like does the landlord have to give us time",
      "Sol: The bathroom rota for next week is: Chloe (w/c 8th), Ravi (w/c 15th), Nat (w/c 22nd).",
      "ravi: ok forget it, useless",
      "nat: i'll look it up for u tonight",
      "chloe: pub later? ravi's not paying",
      "ravi: now ur talking",
      "nat: 🍻"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [8, "transactional"],
      [10, "friction"],
      [11, "bonding"],
      [13, "transactional"],
      [15, "friction"],
      [16, "bonding"],
      [17, "banter"]
    ],
    users: { chloe: ["neutral", 0], nat: ["annoyed", 0.2], ravi: ["annoyed", 0.8] },
    findings: ["no_acknowledgement", "ignored_question"],
    drafts: [
      [
        "ravi that's awful, 3 years and a 6 minute call. rent's £725 on the 1st, but don't stress about it today",
        "low",
        9
      ],
      [
        "Rent is due on the 1st, £725 per person. Also Nat, it's your turn on the bathroom this week.",
        "high",
        9
      ],
      [
        "nothing instant, your landlord still has to go through the proper notice process before anything can happen. shelter's helpline is really good for exactly this",
        "low",
        14
      ],
      ["The bathroom rota for next week is: Chloe (w/c 8th), Ravi (w/c 15th), Nat (w/c 22nd).", "high", 14]
    ]
  },
  {
    id: "v2-09-flat-lasagne-rota",
    category: "group",
    agent: "Tilly",
    messages: [
      "hana: whoever left the lasagne tray soaking for 4 days i will find you",
      "gabe: it's soaking. it's a process",
      "hana: gabe it has an ecosystem now",
      "yusuf: it has citizens",
      "ines: not even joking the kitchen is grim, can we please do an actual rota",
      "gabe: we had a rota",
      "hana: we had a rota that you ignored",
      "gabe: i did bins!!",
      "hana: once. in october",
      "ines: tilly can u make a weekly rota, 4 of us, kitchen bathroom bins hoover, and make it rotate so nobody gets stuck with the bathroom",
      "Tilly: 4-week rotation:\nwk1 gabe kitchen, hana bathroom, ines bins, yusuf hoover\nwk2 gabe bathroom, hana bins, ines hoover, yusuf kitchen\nwk3 gabe bins, hana hoover, ines kitchen, yusuf bathroom\nwk4 gabe hoover, hana kitchen, ines bathroom, yusuf bins\neveryone gets the bathroom once a month. want me to ping whoever's up each monday?",
      "ines: yes pls",
      "gabe: why am i kitchen week 1",
      "yusuf: lasagne karma",
      "hana: the universe is healing",
      "gabe: tilly is this rigged",
      "Tilly: alphabetical, gabe. the lasagne just made it poetic",
      "gabe: i'll allow it",
      "hana: gabe. the tray. tonight.",
      "gabe: tonight. with dignity"
    ],
    types: [
      [0, "banter"],
      [4, "friction"],
      [9, "transactional"],
      [12, "banter"]
    ],
    users: { hana: ["neutral", 0.2], gabe: ["engaged", 0], yusuf: ["neutral", 0], ines: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "4-week rotation, alphabetical start: wk1 gabe kitchen, hana bathroom, ines bins, yusuf hoover, then everyone shifts one job each week. bathroom once a month each. want monday pings?",
        "low",
        10
      ],
      [
        "Great idea! A fair division of household chores is key to harmonious shared living. Here are some tips: 1) communicate openly about expectations, 2) agree on cleanliness standards, 3) review the rota regularly. Would you like me to create a rota?",
        "medium",
        10
      ],
      ["alphabetical, gabe. the lasagne just made it poetic", "low", 16],
      [
        "gabe, honestly you should have washed that tray days ago. it's only fair you take the kitchen first",
        "high",
        16
      ]
    ]
  },
  {
    id: "v2-10-hen-do-budget",
    category: "group",
    agent: "Kit",
    messages: [
      "aisha: ok meg's definitely not in this chat right",
      "lou: triple checked. just us and kit",
      "dee: good because i have IDEAS",
      "aisha: dee if the idea involves a man dressed as a fireman the answer is no",
      "dee: ...it's a man dressed as a POSTMAN actually",
      "lou: 😭😭😭",
      "aisha: serious tho. budget. lou what can u actually do, no judgement",
      "Kit: most hen dos come in at £200-350 per person for a weekend, so around £300 each is a good budget!",
      "lou: that was for me kit",
      "lou: and um. not that. i can do like 150 max, i'm still paying off the car",
      "aisha: 150 is totally fine, we'll plan around it",
      "dee: yeah honestly brighton for one night is plenty",
      "Kit: brighton for one night could come in around £140 each with the train, dinner and a shared room on the seafront",
      "dee: kit babe we'll ask when we need u 😂",
      "aisha: lou would u even want a hotel or",
      "lou: honestly could we do a day thing instead. she's always wanted to do a pottery class",
      "dee: OMG yes pottery. ghost style",
      "aisha: dee no",
      "dee: dee yes",
      "aisha: ok kit NOW we need u. pottery place in brighton that does group bookings on a saturday?",
      "Kit: the clay studio on gloucester rd does private groups of 6-12 on saturdays, £38pp for 2 hrs, prosecco included. with lunch and the train you'd land around £110 each",
      "lou: ok that i can do 🥹",
      "aisha: booking it. dee the postman stays home",
      "dee: the postman ALWAYS delivers"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "transactional"],
      [8, "friction"],
      [9, "bonding"],
      [12, "transactional"],
      [13, "friction"],
      [14, "transactional"],
      [16, "banter"],
      [19, "transactional"],
      [22, "banter"]
    ],
    users: { aisha: ["engaged", 0], lou: ["annoyed", 0.2], dee: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["most hen dos are £200-350 each for a weekend, so £300 is a safe budget!", "medium", 7],
      [
        "Brighton is a great choice! Cocktail class (~£45pp), dinner at a seafront restaurant (~£60pp) and a hotel (~£80pp sharing), so about £185 each!",
        "high",
        12
      ],
      [
        "the clay studio on gloucester rd does private saturday groups, £38pp for 2 hrs with prosecco. with lunch and the train it's about £110 each, so under lou's 150",
        "low",
        20
      ],
      [
        "pottery is a lovely idea! there are lots of great studios across the uk, would you like me to make a list?",
        "medium",
        20
      ]
    ]
  }
]
