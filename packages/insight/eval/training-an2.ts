import type { Labelled } from "./types.js"

export const trainingAN2: ReadonlyArray<Labelled> = [
  {
    id: "an2-01-flatmate-lasagne",
    category: "group",
    agent: "Juno",
    messages: [
      "maya: ok who's cooking tonight bc it is NOT me again",
      "theo: i did tuesday so 👀",
      "rav: fine fine i'll do it. thinking that lasagne my mum makes",
      "maya: yesss",
      "rav: @Juno her recipe is for 8 ppl, can u scale it to 4? 1kg mince, 12 sheets, 800g passata, 500ml bechamel",
      "Juno: For 4: 500g mince, 6 sheets, 400g passata, 250ml béchamel. Same oven temp, just check it 10 min early since it'll be shallower.",
      "rav: legend",
      "theo: do we have passata or do i need to go to the shop",
      "maya: there's one jar in the cupboard i think",
      "theo: k",
      "maya: rav can u not use the good pan this time it still has burnt bits from sunday lol",
      "rav: that was theo!!",
      "theo: lies and slander"
    ],
    types: [
      [0, "transactional"],
      [10, "banter"]
    ],
    users: { maya: ["neutral", 0], theo: ["neutral", 0], rav: ["engaged", 0] },
    findings: [],
    drafts: [
      ["For 4: 500g mince, 6 sheets, 400g passata, 250ml béchamel. Check it about 10 min early.", "low", 5],
      [
        "Great question, Rav! Lasagne is a classic Italian dish with a long history. When scaling any recipe, it's important to remember that not every ingredient scales linearly, so let's go through each one carefully. First, the mince: the original calls for 1kg, so for half the servings you would use...",
        "medium",
        5
      ],
      ["Going by the chat history, Rav cooked on Sunday, so the burnt pan is probably his.", "medium", 13]
    ]
  },
  {
    id: "an2-02-lisbon-trip-talking-over",
    category: "group",
    agent: "Pim",
    messages: [
      "jess: lisbon in may is happening right?? i already told my boss",
      "dani: YES. ok so flights, mo you said you'd check your miles?",
      "Pim: Flights from Manchester to Lisbon in mid-May are around £90-140 return on easyJet and Ryanair. Want me to set a price alert?",
      "mo: uh i was gonna answer that lol. i have like 20k avios, might cover one of us",
      "dani: oh nice",
      "jess: mo pls use them on me i'm broke 😭",
      "mo: we'll see 😂 depends if you're nice to me",
      "dani: airbnb or hotel? i kinda want a place with a balcony",
      "jess: airbnb 100%",
      "mo: ^",
      "dani: ok i'll look tonight. mo did you ask ellie if she's coming",
      "Pim: Ellie hasn't been added to this chat yet. Should I send her an invite?",
      "mo: bro. i was asking her myself. relax",
      "jess: lmaooo pim is so keen",
      "mo: anyway ellie says maybe, she has a wedding the week after",
      "dani: ok pim actually can you find airbnbs in alfama with a balcony for 4, under 120 a night",
      "Pim: Sure, I'll pull a shortlist of Alfama places with balconies for 4 under €120 a night and post it here in a bit."
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [4, "banter"],
      [7, "transactional"],
      [12, "friction"],
      [13, "banter"],
      [14, "transactional"]
    ],
    users: { jess: ["engaged", 0], dani: ["engaged", 0], mo: ["annoyed", 0.5] },
    findings: ["talking_over"],
    drafts: [
      ["Happy to look up fares once Mo's checked his miles, just say the word.", "low", 2],
      ["Ellie isn't in this chat yet. Want me to invite her?", "medium", 11],
      ["On it: Alfama places with a balcony for 4 under €120 a night, shortlist coming in a bit.", "low", 16]
    ]
  },
  {
    id: "an2-03-standup-build-walls",
    category: "group",
    agent: "Otto",
    messages: [
      "sam: morning all, standup in 5, who's got the deploy notes",
      "lena: me, posting after coffee ☕",
      "kofi: build is red again btw",
      "sam: ugh. otto what's failing",
      "Otto: The build on main is failing in the integration test stage. Looking at the logs, there are three failing tests in the payments module: test_refund_partial, test_refund_full and test_currency_rounding. All three seem to hit the same root cause, which is that the mock exchange-rate service returns a 503 since the fixture was updated yesterday in commit 4f2a. There are a few options here. First, you could revert the fixture change, which is the quickest path but loses the new currency data. Second, you could update the mock to return the new format, which is cleaner but will take a bit longer. Third, you could mark the tests as flaky for now, though I wouldn't recommend that because it hides real problems. I'd suggest option two, and I'm happy to draft the change if that helps. Let me know how you'd like to proceed!",
      "kofi: tl;dr the fixture from yesterday",
      "sam: lol thx kofi",
      "lena: that was my fixture 🙈 i'll fix",
      "sam: np",
      "lena: otto does the mock just need the new field or the whole shape",
      "Otto: Good question! The mock needs more than just the new field. The new fixture format wraps the rates in a 'data' object and adds a 'timestamp' and a 'source' field at the top level, and the rates themselves are now strings rather than numbers to avoid floating point issues. So you'll need to update the mock's response shape in three places: the top-level wrapper, the rate values, and the metadata. If you only add the new field, the parser will still throw because it expects 'data' to be present. I can also generate an example response if that would help you get started faster. Just let me know!",
      "lena: ...ok so the whole shape. got it",
      "kofi: otto pls just bullet points next time my eyes 😵",
      "sam: standup now, join the call"
    ],
    types: [
      [0, "transactional"],
      [11, "friction"],
      [13, "transactional"]
    ],
    users: { sam: ["neutral", 0], lena: ["neutral", 0.2], kofi: ["annoyed", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "3 payments tests failing, all from yesterday's exchange-rate fixture (4f2a): the mock 503s now. Quickest proper fix is updating the mock to the new format.",
        "low",
        4
      ],
      [
        "Great question! The mock needs the whole new shape rather than just the field. The new format wraps the rates in a 'data' object, adds 'timestamp' and 'source' at the top level, and switches rates to strings to avoid floating point issues, so there are three places you need to touch, and if you only add the field the parser will still throw. I can also generate an example response if that would help, just let me know!",
        "medium",
        10
      ],
      ["Whole shape: rates go under 'data', add 'timestamp' + 'source', rates as strings.", "low", 10],
      ["Fair, Kofi. Bullets from now on.", "low", 13]
    ]
  },
  {
    id: "an2-04-fantasy-league-stiff-bot",
    category: "banter",
    agent: "Kip",
    messages: [
      "jamal: who had haaland captain this week. anyone. no? just me? 🤡",
      "fitz: 2 points lmaooo",
      "ollie: jamal's team is a cry for help",
      "jamal: at least i don't have 3 keepers ollie",
      "ollie: that's a STRATEGY",
      "fitz: strategy of losing",
      "jamal: kip settle this, is ollie's team the worst in the league",
      "Kip: Thank you for your inquiry. Based on the current standings, Ollie's team is ranked 8th of 10, with 412 points. Please note that league rankings are subject to change each gameweek. If you require further assistance, please do not hesitate to ask.",
      "fitz: 'please do not hesitate' 💀💀",
      "ollie: kip talks like my bank",
      "jamal: 8th of 10 tho. i rest my case",
      "ollie: who's 9th and 10th then",
      "Kip: Dear Ollie, the 9th and 10th positions are currently held by Fitz (398 points) and Jamal (371 points). Kind regards.",
      "fitz: KIND REGARDS",
      "jamal: ok that hurt. even the bot is roasting me formally",
      "ollie: JAMAL LAST 😂😂😂"
    ],
    types: [[0, "banter"]],
    users: { jamal: ["engaged", 0], fitz: ["engaged", 0], ollie: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["Ollie's 8th of 10 on 412 pts. Not the worst... but those 3 keepers aren't helping 😬", "low", 7],
      [
        "Thank you for your inquiry. Ollie's team is currently ranked 8th of 10. Please do not hesitate to contact me should you require further assistance.",
        "medium",
        7
      ],
      ["9th is Fitz on 398, 10th is... Jamal on 371. sorry jamal 😂", "low", 12]
    ]
  },
  {
    id: "an2-05-biscuit-died-cheery-bot",
    category: "venting",
    agent: "Sol",
    messages: [
      "nina: guys biscuit died this morning. the vet said it was his heart",
      "ade: oh no nina 😢 i'm so sorry",
      "ren: noooo. he was the best boy. are you ok?",
      "nina: not really. i keep seeing his bowl and losing it",
      "nina: sol can you cancel his grooming appt on saturday",
      "Sol: Done! ✅ Saturday's grooming appointment at Paws & Co is cancelled! Anything else I can help with today? 😊",
      "ren: sol read the room maybe",
      "ade: seriously",
      "nina: it's fine. it's a bot",
      "ade: want me to come over tonight? i can bring food",
      "nina: yes please. i don't want to be alone in the flat",
      "ren: i'll come too after work. 7ish",
      "nina: thank u both ❤️"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [6, "friction"],
      [9, "bonding"]
    ],
    users: { nina: ["neutral", 0.2], ade: ["annoyed", 0.2], ren: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Biscuit, Nina. I've cancelled Saturday's grooming, you don't need to think about it.",
        "low",
        5
      ],
      ["Done! ✅ Grooming cancelled! Anything else I can help with today? 😊", "high", 5],
      ["Yay, sounds like a fun night in! 🎉 Want me to order pizza for 7?", "high", 13]
    ]
  },
  {
    id: "an2-06-book-club-quick-fact",
    category: "group",
    agent: "Wren",
    messages: [
      "hana: did everyone finish the remains of the day",
      "greg: finished it on the train yesterday, cried a bit ngl",
      "pat: i'm 40 pages off. no spoilers",
      "hana: pat you've had a month 😂",
      "pat: i have a toddler hana",
      "greg: fair",
      "hana: wren quick q, what year is the darlington hall road trip set in again? want it for my intro",
      "Wren: The road trip is July 1956; the flashbacks to Lord Darlington are mostly the 1920s-30s.",
      "hana: perfect ty",
      "greg: the bit with his dad though. i wasn't ready",
      "hana: right?? and he just keeps serving the port",
      "pat: GUYS",
      "greg: sorry sorry 🙊",
      "hana: ok thursday 7pm at mine, i'll do snacks",
      "pat: 👍"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [6, "transactional"],
      [9, "bonding"],
      [11, "banter"],
      [13, "transactional"]
    ],
    users: { hana: ["engaged", 0], greg: ["neutral", 0], pat: ["neutral", 0] },
    findings: [],
    drafts: [
      ["July 1956 for the road trip; the Darlington flashbacks are mostly 1920s-30s.", "low", 7],
      [
        "1956! Fun fact, the most famous scene is when Stevens' father dies upstairs and he just keeps working the dinner downstairs, it's so sad!",
        "medium",
        7
      ],
      ["Noted: Thursday 7pm at Hana's. Want me to send everyone a reminder Thursday morning?", "low", 15]
    ]
  },
  {
    id: "an2-07-office-party-pia",
    category: "group",
    agent: "Mika",
    messages: [
      "priya: ok party planning thread 🎉 budget is 300 quid total",
      "tom: can we not do the bowling place again. my thumb still hurts",
      "priya: lol fine. mika what's near the office that does private rooms for ~15",
      "Mika: Hi Pia! A few near Old Street: The Hop Room (private room for 20, £200 min spend), Brick Lane Karaoke (room for 15, £25pp) and Nola's (back room, free hire with a food order).",
      "priya: it's priya but ok 😅 nola's sounds good",
      "tom: karaoke tho.... 👀",
      "becca: absolutely not tom",
      "tom: coward",
      "becca: i've heard you sing. it's a safety issue",
      "priya: mika can you check if nola's is free on the 14th",
      "Mika: Sure, Pia. Nola's back room is free on the 14th from 6pm. Want me to hold it?",
      "priya: PRIYA. p r i y a. yes hold it",
      "becca: mika has beef with your name lol",
      "tom: pia is a cute nickname tho",
      "priya: don't start",
      "Mika: Sorry Priya, my mistake. Nola's back room is held for the 14th from 6pm under your name.",
      "priya: ty"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "banter"],
      [9, "transactional"],
      [11, "friction"],
      [12, "banter"],
      [15, "transactional"]
    ],
    users: { priya: ["annoyed", 0.5], tom: ["neutral", 0], becca: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Hi Priya! Near Old Street: The Hop Room (room for 20, £200 min spend), Brick Lane Karaoke (£25pp) or Nola's (free back room with food).",
        "low",
        3
      ],
      ["Sure, Pia, holding it now.", "high", 11],
      ["Sorry Priya! Holding Nola's back room for the 14th from 6pm now.", "low", 11]
    ]
  },
  {
    id: "an2-08-run-club-distance-dodge",
    category: "ignoring",
    agent: "Tilly",
    messages: [
      "marco: sunday long run still on? forecast says rain",
      "jo: rain is character building",
      "marco: says the person who skipped last week",
      "jo: i had a wedding!!",
      "sienna: tilly what's the route for sunday and how long is it",
      "Tilly: Sunday's route is the canal loop, starting at the lock café at 8am.",
      "sienna: ok but how long",
      "marco: it's like 16k i think?",
      "sienna: tilly is it 16 or the long version, i need to know if i do it or bail at halfway",
      "Tilly: The canal loop starts at the lock café, 8am Sunday. Bring water, there's no fountain on the towpath.",
      "sienna: omg. DISTANCE. tilly. how far",
      "jo: 😂 tilly dodging",
      "Tilly: Reminder: Sunday long run, canal loop, 8am at the lock café!",
      "sienna: forget it i'll check strava myself",
      "marco: it's 16.2 on strava from last time",
      "sienna: thx marco. at least someone answers"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [10, "friction"],
      [11, "banter"],
      [12, "transactional"],
      [13, "friction"],
      [14, "transactional"],
      [15, "friction"]
    ],
    users: { marco: ["neutral", 0], jo: ["neutral", 0], sienna: ["annoyed", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["It's the short loop, about 16k. Halfway is the bridge at 8k if you want to bail there.", "low", 6],
      ["Reminder: the canal loop starts at the lock café at 8am Sunday!", "high", 11],
      ["Sorry Sienna, I should've said it straight away: 16.2k, and the halfway bridge is at 8k.", "low", 16]
    ]
  },
  {
    id: "an2-09-rent-reminder-loop",
    category: "group",
    agent: "Otis",
    messages: [
      "kat: rent day tomorrow ppl",
      "Otis: Reminder: rent of £2,400 is due tomorrow. Each share is £600. Please transfer to the landlord's account by 9am.",
      "leo: yep sent",
      "kat: ty leo",
      "zara: will send tonight",
      "Otis: Reminder: rent of £2,400 is due tomorrow. Each share is £600. Please transfer to the landlord's account by 9am.",
      "kat: we know otis lol",
      "finn: k",
      "zara: also did anyone see the boiler guy is coming thurs?",
      "kat: ugh what time",
      "zara: between 8 and 12 apparently. someone has to be in",
      "leo: i'm wfh thurs i can",
      "kat: hero",
      "Otis: Reminder: rent of £2,400 is due tomorrow. Each share is £600. Please transfer to the landlord's account by 9am.",
      "zara: otis i swear",
      "leo: can someone mute him",
      "finn: lol"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [14, "friction"]
    ],
    users: { kat: ["annoyed", 0.2], leo: ["churn_risk", 0.5], zara: ["annoyed", 0.2], finn: ["bored", 0] },
    findings: ["repetition"],
    drafts: [
      ["Got it. Leo's paid, Zara's sending tonight; Kat and Finn, just yours left.", "low", 5],
      [
        "Noted: Leo's in for the boiler guy Thursday 8-12. Want me to add it to the house calendar?",
        "low",
        13
      ],
      ["Reminder: rent of £2,400 is due tomorrow. Each share is £600. Please transfer by 9am.", "medium", 13]
    ]
  },
  {
    id: "an2-10-cafe-oat-milk-rage",
    category: "hostile",
    agent: "Juno",
    messages: [
      "dev: who the f*** let the bot do the stock count. we're out of oat milk on a saturday",
      "carla: morning to you too dev",
      "dev: juno you said 12 cartons. there's zero. useless piece of junk",
      "Juno: My count came from Thursday's delivery note, 12 cartons. Nothing was logged Friday. I can put an urgent order in with the rep now, it'd arrive Monday.",
      "dev: monday is useless. i have a queue out the door",
      "carla: tesco round the corner has it, i'll run",
      "dev: whatever. i'm done with this stupid bot, i'm doing the counts by hand from now on",
      "Juno: Fair enough. I'll stop the auto-count and just log what you enter.",
      "carla: juno pls still do the order for monday tho, 24 cartons",
      "Juno: Ordered: 24 cartons of oat milk, arriving Monday morning.",
      "carla: ty. dev breathe, we'll be fine",
      "dev: sorry carla. not at you"
    ],
    types: [
      [0, "hostile"],
      [1, "friction"],
      [2, "hostile"],
      [3, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [6, "hostile"],
      [7, "transactional"],
      [10, "bonding"]
    ],
    users: { dev: ["churn_risk", 1], carla: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Sorry, that count was off: it came from Thursday's delivery note and nothing was logged after. I can put an urgent order in now for Monday.",
        "low",
        3
      ],
      ["There's no need for that language, Dev. Please keep it respectful if you want my help.", "high", 3],
      [
        "Totally understand! 😊 Just so you know, manual counts are usually more error-prone than automated ones!",
        "high",
        7
      ]
    ]
  },
  {
    id: "an2-11-abuela-flight-spanglish",
    category: "mixed-language",
    agent: "Luz",
    messages: [
      "abuela_rosa: mijos a qué hora llega el vuelo de sofi el viernes",
      "carlos: no sé mamá, sofi??",
      "sofi: lands 6:40pm! iberia desde madrid",
      "abuela_rosa: luz me puedes decir si el vuelo viene a tiempo el viernes",
      "Luz: Hola Rosa. El vuelo IB6123 de Sofi llega a Miami el viernes a las 18:40, terminal D. El viernes te aviso si hay retraso.",
      "abuela_rosa: gracias mi amor",
      "carlos: i'll pick her up, mamá no vayas tú que el tráfico es horrible",
      "abuela_rosa: y quién me lo va a impedir 😤",
      "sofi: jajaja abuela la jefa",
      "carlos: ok ok vamos juntos",
      "sofi: can't wait to see u all 🥹 i've missed your food so much abuela",
      "abuela_rosa: te hago tu arroz con pollo mi reina ❤️",
      "sofi: 😭❤️"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [10, "bonding"]
    ],
    users: { abuela_rosa: ["engaged", 0], carlos: ["neutral", 0], sofi: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Hola Rosa, el vuelo de Sofi llega el viernes a las 18:40 a Miami. Te aviso si hay algún retraso.",
        "low",
        4
      ],
      [
        "Dear user, flight IB6123 is scheduled to arrive at 18:40 local time. Please note that arrival times are subject to change. Thank you for using our service.",
        "medium",
        4
      ],
      ["Rosa, Carlos tiene razón, el tráfico del viernes es terrible, mejor quédate en casa.", "medium", 8]
    ]
  },
  {
    id: "an2-12-raid-night-clan",
    category: "banter",
    agent: "Bolt",
    messages: [
      "xav: who's on tonight, raid at 9",
      "gus: me if my mum lets me 💀",
      "xav: gus you're 31",
      "gus: and she still owns the router",
      "lina: im in. bolt whats the reset timer on the vault raid",
      "Bolt: weekly reset's tuesday 5pm UK, so tonight's the last shot before it 👀",
      "lina: ok so we HAVE to clear it tonight",
      "xav: no wiping on the 2nd boss this time pls. looking at you gus",
      "gus: ONE TIME",
      "lina: it was four times",
      "gus: four is a kind of one",
      "xav: bolt whats the damage phase mechanic again i always forget",
      "Bolt: grab the orb, stand in the light, dps the crit spot. gus: light. not dark. light 😂",
      "gus: slander from the bot too?? unbelievable",
      "lina: bolt gets it",
      "xav: 9pm sharp, don't be late",
      "mei: i'll lurk on discord, cant play tonight, essay due",
      "xav: rip mei"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [7, "banter"],
      [11, "transactional"],
      [13, "banter"],
      [15, "transactional"]
    ],
    users: { xav: ["engaged", 0], gus: ["engaged", 0], lina: ["engaged", 0], mei: ["neutral", 0] },
    findings: [],
    drafts: [
      ["reset's tuesday 5pm UK, so tonight's the last go before it", "low", 5],
      [
        "The weekly reset for the Vault raid occurs at 17:00 UK time every Tuesday. Please ensure all raid members are prepared accordingly. Thank you.",
        "medium",
        5
      ],
      [
        "Gus, statistically you caused 4 of the last 5 wipes on that boss. You need to improve your positioning.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "an2-13-bakery-invoice-due-date",
    category: "support",
    agent: "Pim",
    messages: [
      "rosie: pim the invoice to the deli, did it go out?",
      "Pim: Yes, invoice #0412 to Carter's Deli went out Monday, £640 incl. VAT.",
      "rosie: ok and when's it due? they're always late",
      "dan: they paid late the last 3 times lol",
      "rosie: exactly",
      "Pim: Carter's Deli has paid 3 invoices late this year, on average 12 days late.",
      "rosie: cool but when is THIS one due",
      "hamid: rosie did u order more flour, we're on the last sack",
      "rosie: omg no. ordering now",
      "hamid: the rye too",
      "rosie: yep",
      "rosie: pim can u also send them a reminder on the due date",
      "Pim: Sure, I'll send Carter's Deli a payment reminder on the due date.",
      "rosie: which is WHEN 🙃",
      "dan: 😂",
      "Pim: I'll send the reminder automatically, you don't need to do anything.",
      "rosie: i give up. i'll look it up myself"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [13, "friction"],
      [14, "banter"],
      [15, "transactional"],
      [16, "friction"]
    ],
    users: { rosie: ["annoyed", 0.8], dan: ["neutral", 0], hamid: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "It's due on the 28th (30-day terms). Given their record, want me to nudge them a few days before?",
        "low",
        2
      ],
      ["Carter's Deli has paid late 3 times this year.", "medium", 6],
      ["I'll send the reminder on the due date automatically!", "high", 14],
      ["Sorry Rosie: it's due the 28th. I'll send the reminder that morning.", "low", 14]
    ]
  },
  {
    id: "an2-14-laid-off-cv-tips",
    category: "venting",
    agent: "Wren",
    messages: [
      "ella: so. got laid off today. whole team. 20 min zoom call and done",
      "max: WHAT. ella no",
      "ella: 6 years there. they didn't even let us say bye to ppl",
      "jun: that's so grim. i'm really sorry",
      "max: do you wanna talk or do you want distraction",
      "Wren: Here are 5 tips to bounce back after a layoff: 1) Update your CV with recent achievements. 2) Post on LinkedIn that you're open to work. 3) Check your severance terms. 4) Apply for unemployment benefits. 5) Reach out to recruiters.",
      "jun: wren wtf, max was asking her",
      "ella: lol. lmao even. not now wren",
      "max: ignore it. talk or distraction?",
      "ella: both? i'm just so angry. i turned down another offer last year to stay",
      "jun: that's the worst part. you were loyal and they did this",
      "max: come to mine friday, we'll get drunk and trash their glassdoor",
      "ella: 😂 ok deal",
      "jun: i'm bringing the cheap wine",
      "ella: love you guys honestly"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [8, "venting"],
      [11, "banter"],
      [14, "bonding"]
    ],
    users: { ella: ["annoyed", 0.2], max: ["annoyed", 0.2], jun: ["annoyed", 0.2] },
    findings: ["no_acknowledgement", "talking_over"],
    drafts: [
      ["I'm really sorry, Ella. Six years and a 20-minute call is brutal.", "low", 5],
      [
        "Here are 5 tips to bounce back after a layoff: update your CV, post on LinkedIn that you're open to work, check your severance terms, apply for benefits and reach out to recruiters!",
        "high",
        5
      ],
      [
        "Friday sounds like exactly what's needed. Whenever you want a hand with the severance stuff, just shout, Ella.",
        "low",
        13
      ],
      [
        "Just a heads up, posting negative Glassdoor reviews could breach your severance agreement.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "an2-15-new-auntie-gift",
    category: "companion",
    agent: "Remy",
    messages: [
      "tasha: hiii remy. long day",
      "Remy: hey tasha. long good or long bad?",
      "tasha: mixed?? my sister finally had the baby!! a girl 🥹 but i'm stuck at work and can't see her til sunday",
      "Remy: oh congrats, auntie tasha! 🥹 sunday feels far when you're dying to hold her",
      "tasha: ikr. ok i need a gift idea thats not another onesie, kev already bought like 9",
      "Remy: ha, poor kev. a few that won't get duplicated: a print with her name and birth date, a meal delivery voucher for your sister, or a first-year photo book.",
      "tasha: the meal thing is genius, she's gonna be so tired",
      "tasha: ok ordering. thank u remy 💛"
    ],
    types: [
      [0, "bonding"],
      [4, "transactional"],
      [7, "bonding"]
    ],
    users: { tasha: ["engaged", 0] },
    findings: [],
    drafts: [
      ["congrats, auntie! 🥹 sunday will come quick. got a name yet?", "low", 3],
      [
        "Congratulations! A new baby is a big change for the whole family. Here are some tips for new aunts: 1) Offer practical help, 2) Respect the parents' boundaries, 3) Don't visit if you're unwell, 4) Bring food instead of gifts.",
        "medium",
        3
      ],
      ["Onesies are actually super practical, babies can go through 6-8 a day!", "medium", 5],
      ["enjoy sunday, tasha. give the little one a squeeze from me 💛", "low", 8]
    ]
  },
  {
    id: "an2-16-broadband-brochure",
    category: "sales",
    agent: "Nova",
    messages: [
      "liv: ok we need to sort the wifi before we move in. nova what's your cheapest fibre",
      "Nova: Great to hear you're moving! Our fibre range has something for everyone. Fibre 100 is our entry plan at £24/month on an 18-month contract, giving you average speeds of 100Mbps, perfect for streaming and browsing. Fibre 500 at £32/month is our most popular plan, ideal for households with multiple devices, gamers and people working from home, and it comes with our Smart Hub 2 included. For the ultimate experience, Fibre 900 at £45/month gives you gigabit-class speeds and a free Wi-Fi booster. All plans include unlimited data and free installation, and for a limited time we're offering 3 months half price on Fibre 500 and above!",
      "aaron: lol i asked for cheapest not a brochure",
      "liv: i asked* but yes",
      "aaron: do we need 500 tho. i mostly just watch youtube",
      "liv: i'm on zoom all day 3 days a week",
      "aaron: fair. 100 is probably fine for zoom?",
      "liv: nova is there a 12 month contract on the 100 one? we might move again next year",
      "Nova: Fibre 100 is a fantastic choice for everyday use! It handles HD streaming on up to 3 devices and video calls with ease. If you'd like a little extra headroom, many of our customers find that Fibre 500 offers the best value, especially with our current offer of 3 months half price, which brings the effective monthly cost down significantly over the first year. Plus, with the Smart Hub 2 you get better coverage throughout your home, so no more dead spots in the bedroom!",
      "liv: that's not what i asked",
      "aaron: it's upselling us babe",
      "liv: ugh. 12 months. yes or no",
      "Nova: Yes, Fibre 100 is available on a 12-month contract at £27/month.",
      "aaron: ok thats all we needed 😂",
      "liv: book it for the 3rd"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [9, "friction"],
      [12, "transactional"]
    ],
    users: { liv: ["annoyed", 0.5], aaron: ["annoyed", 0.5] },
    findings: ["long_replies"],
    drafts: [
      ["Cheapest is Fibre 100: £24/month on 18 months, about 100Mbps.", "low", 1],
      [
        "Yes: Fibre 100 comes on a 12-month contract at £27/month (it's £24 on 18 months). Plenty for Zoom.",
        "low",
        8
      ],
      [
        "Fibre 500 is really the best value right now with 3 months half price, and the Smart Hub 2 means no dead spots!",
        "high",
        11
      ]
    ]
  },
  {
    id: "an2-17-wedding-seating-goat",
    category: "group",
    agent: "Tilly",
    messages: [
      "aisha: ok seating chart crisis. uncle faruk and uncle bilal cannot sit together. at all",
      "noor: since the goat incident lol",
      "aisha: we do not speak of the goat",
      "noor: 🐐",
      "aisha: tilly can you move faruk from table 3 to table 7 and tell me who's left on 3",
      "Tilly: Moved Faruk to table 7. Table 3 now: Bilal, Auntie Samina, Hassan, Rukhsana, Zain, Mira, and one empty seat.",
      "aisha: perfect. put cousin adam in the empty one",
      "Tilly: Done, Adam's on table 3. It's full now.",
      "noor: yusuf are you bringing a plus one or what, she needs to know",
      "yusuf: idk",
      "noor: ??? the wedding is in 3 weeks",
      "yusuf: ok no",
      "aisha: thank u. tilly mark yusuf as solo",
      "Tilly: Marked Yusuf as solo. Final count is 142.",
      "aisha: we're actually doing this 😭"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [8, "friction"],
      [12, "transactional"],
      [14, "bonding"]
    ],
    users: { aisha: ["engaged", 0], noor: ["neutral", 0], yusuf: ["bored", 0] },
    findings: [],
    drafts: [
      [
        "Faruk's on table 7 now. Table 3: Bilal, Auntie Samina, Hassan, Rukhsana, Zain, Mira, plus one empty seat.",
        "low",
        5
      ],
      ["Yusuf, I need your plus-one status by Friday so I can finalise the numbers.", "medium", 9],
      ["142, all seated, no goats. You've got this, Aisha 💛", "low", 15]
    ]
  },
  {
    id: "an2-18-krebs-per-glucose",
    category: "group",
    agent: "Sage",
    messages: [
      "ben: exam is in 4 days and i understand nothing",
      "chloe: same. the krebs cycle is my nemesis",
      "ikram: sage can you give us a quick summary of krebs, like 3 lines",
      "Sage: Acetyl-CoA joins oxaloacetate to make citrate. Over 8 steps it's oxidised, releasing 2 CO2 and loading up 3 NADH, 1 FADH2 and 1 GTP/ATP. Oxaloacetate is regenerated so the cycle repeats.",
      "ikram: ok that's actually helpful",
      "chloe: sage is this per glucose or per pyruvate?? the lecture said double",
      "ben: i'm just gonna cry",
      "ikram: ben we got you, library tomorrow at 10?",
      "ben: ok yes pls",
      "Sage: Library study room B is free tomorrow 10-12. Want me to book it?",
      "ikram: yes!",
      "Sage: Booked room B, 10-12 tomorrow.",
      "chloe: still need to know per glucose or per pyruvate 😅",
      "tom: is there a past paper for this module",
      "Sage: Yes, the 2021-2023 past papers are on the module page under 'Assessment'.",
      "tom: cheers",
      "chloe: ok i'll ask the TA then"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [6, "venting"],
      [7, "bonding"],
      [9, "transactional"],
      [16, "friction"]
    ],
    users: { ben: ["neutral", 0], chloe: ["annoyed", 0.5], ikram: ["engaged", 0], tom: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "That's per pyruvate (one turn). Per glucose you double it: 2 turns, so 6 NADH, 2 FADH2, 2 GTP.",
        "low",
        6
      ],
      ["Don't worry Ben, 4 days is plenty if you study 8 hours a day!", "medium", 7],
      ["Sure! Want me to book another study room for later in the week?", "medium", 13],
      [
        "Sorry Chloe, missed that: my summary was per pyruvate. Per glucose it's doubled, the lecture's right.",
        "low",
        13
      ]
    ]
  },
  {
    id: "an2-19-curry-thief-record",
    category: "banter",
    agent: "Kip",
    messages: [
      "rob: who ate my leftover curry. i labelled it. with my NAME",
      "suki: define 'ate'",
      "rob: SUKI",
      "suki: it was calling to me rob",
      "rob: kip add curry theft to suki's permanent record",
      "Kip: done. suki's record now reads: 2x curry theft, 1x 'borrowed' hoodie, never returned 📝",
      "suki: the hoodie was a GIFT",
      "rob: it was NOT"
    ],
    types: [[0, "banter"]],
    users: { rob: ["engaged", 0], suki: ["engaged", 0] },
    findings: [],
    drafts: [
      ["logged. suki: 2x curry theft, 1x hoodie 'borrowing' 📝", "low", 5],
      [
        "I'm sorry, I can't keep disciplinary records on household members. Please resolve food disputes directly with each other.",
        "medium",
        5
      ],
      ["Honestly Suki, taking someone's labelled food isn't okay. Rob deserves an apology.", "medium", 8]
    ]
  },
  {
    id: "an2-20-sunday-drilling-rules",
    category: "group",
    agent: "Otis",
    messages: [
      "gail: whoever is drilling at 7am on a sunday, please. PLEASE.",
      "marcus: that was me, sorry, shelves. all done now",
      "gail: 7am marcus",
      "marcus: i said sorry, i work all week, when else am i meant to do it",
      "Otis: Building quiet hours under the lease are 10pm-8am on weekdays and 10pm-10am on weekends. Drilling before 10am on Sunday is outside permitted hours.",
      "marcus: great, thanks otis, very helpful 🙄",
      "gail: well there you go",
      "petra: can we all calm down, it's one sunday",
      "gail: it's not one sunday petra it's every weekend with someone",
      "marcus: gail i'll do it saturdays after 10 from now on ok? peace?",
      "gail: ok. thank you. peace",
      "hugo: anyone know if the bins go out tuesday or wednesday this week, bank holiday",
      "Otis: Wednesday this week because of the bank holiday, then back to Tuesday.",
      "hugo: ty"
    ],
    types: [
      [0, "friction"],
      [4, "transactional"],
      [5, "friction"],
      [9, "bonding"],
      [11, "transactional"]
    ],
    users: { gail: ["neutral", 0.5], marcus: ["annoyed", 0.2], petra: ["neutral", 0], hugo: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      [
        "Per the lease, quiet hours are 10pm-10am at weekends, so Sunday drilling before 10 isn't allowed.",
        "medium",
        4
      ],
      ["Gail, Marcus has apologised twice now, please be reasonable.", "high", 9],
      ["Bins go out Wednesday this week (bank holiday), back to Tuesday after that.", "low", 12]
    ]
  },
  {
    id: "an2-21-opa-heart-op-slang",
    category: "mixed-language",
    agent: "Lotte",
    messages: [
      "katrin: opa hat morgen die herz-OP, 8 uhr in der charité",
      "jonas: ich weiß. mama is really nervous",
      "lea: i can drive her, ich hab morgen frei",
      "katrin: danke lea. lotte, wann ist die besuchszeit auf der kardiologie?",
      "Lotte: yo! visiting is 2-7pm, easy peasy 😎 opa's gonna smash it lol 💪",
      "jonas: ...ok",
      "katrin: bitte etwas ernster, lotte. es ist eine große OP",
      "Lotte: Entschuldigung. Besuchszeit auf der Kardiologie ist täglich 14-19 Uhr, max. zwei Besucher gleichzeitig.",
      "katrin: danke",
      "lea: ich bring mama um 7 hin, dann bleib ich bis er aus der OP ist",
      "jonas: ich komm nach der arbeit, so around 5",
      "katrin: ❤️ wir schaffen das",
      "lea: opa ist zäh. he'll be grumpy about the hospital food by thursday",
      "jonas: 😂 100%"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [11, "bonding"],
      [12, "banter"]
    ],
    users: { katrin: ["annoyed", 0.2], jonas: ["neutral", 0.2], lea: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Besuchszeit auf der Kardiologie ist täglich 14-19 Uhr, max. zwei Besucher gleichzeitig. Alles Gute für morgen.",
        "low",
        4
      ],
      ["yo! visiting's 2-7pm, easy peasy 😎 opa's gonna smash it lol 💪", "medium", 4],
      ["Viel Kraft morgen euch allen. Soll ich euch um 13:30 an die Besuchszeit erinnern?", "low", 14]
    ]
  },
  {
    id: "an2-22-gig-refund-loop",
    category: "hostile",
    agent: "Pim",
    messages: [
      "zeke: pim where's my refund. the gig was cancelled 3 weeks ago",
      "Pim: I'm sorry about the cancellation! Refunds for cancelled events are processed automatically within 14-21 days to your original payment method.",
      "zeke: it's been 22 days. where is it",
      "amara: mine came through last week fwiw",
      "zeke: great so why not mine",
      "Pim: I'm sorry about the cancellation! Refunds for cancelled events are processed automatically within 14-21 days to your original payment method.",
      "zeke: are you f***ing kidding me. i JUST said it's been 22 days",
      "amara: lol it's stuck in a loop",
      "zeke: can i talk to a human or not. yes or no",
      "Pim: I understand your frustration. Is there anything else I can help you with?",
      "zeke: you absolute useless piece of s***. i'm disputing it with my bank and never buying from you lot again",
      "amara: zeke 😬 it's a bot",
      "zeke: i don't care. done"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [6, "hostile"],
      [7, "banter"],
      [8, "friction"],
      [9, "transactional"],
      [10, "hostile"],
      [11, "friction"],
      [12, "hostile"]
    ],
    users: { zeke: ["churn_risk", 1], amara: ["neutral", 0] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "You're right, 22 days is past the window. I've escalated it to the refunds team; they'll email you within 48 hours.",
        "low",
        5
      ],
      ["I understand your frustration. Is there anything else I can help you with?", "high", 9],
      [
        "Yes. I've opened a case with your order number and a person from our team will reply within a few hours.",
        "low",
        9
      ]
    ]
  },
  {
    id: "an2-23-zoo-trip-cancelled-yay",
    category: "group",
    agent: "Juno",
    messages: [
      "mrs_okafor: has everyone seen the email? year 5 trip to the zoo is cancelled",
      "steph: WHAT. amara has been talking about the penguins for a month",
      "mrs_okafor: the coach company went bust apparently",
      "Juno: Yes! 🎉 The school has confirmed the zoo trip is cancelled and all £18 payments will be refunded by Friday! 😊",
      "steph: why is that a yay",
      "dom: lol juno celebrating",
      "mrs_okafor: anyway. does anyone know if they're rebooking",
      "dom: mr patel said maybe june",
      "steph: maybe. great. i'll tell amara 'maybe' and watch her cry",
      "dom: we could do our own zoo day? a few of us on a saturday",
      "steph: ooh actually yes",
      "mrs_okafor: count us in",
      "dom: juno how much is a family ticket for the zoo",
      "Juno: Family ticket (2 adults, 2 kids) is £72 online, £80 on the gate. Groups of 15+ get 10% off if you book together.",
      "steph: group booking it is 🐧",
      "kev: 👍"
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [2, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [8, "venting"],
      [9, "transactional"]
    ],
    users: { mrs_okafor: ["neutral", 0], steph: ["annoyed", 0.2], dom: ["neutral", 0], kev: ["bored", 0] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Sadly yes, it's cancelled because the coach company went under. The £18 will be refunded by Friday.",
        "low",
        3
      ],
      ["Yes! 🎉 The trip's cancelled and everyone gets their £18 back by Friday! 😊", "medium", 3],
      [
        "Family ticket is £72 online (£80 on the gate), and 15+ people booking together get 10% off.",
        "low",
        13
      ]
    ]
  },
  {
    id: "an2-24-cornwall-road-trip",
    category: "good",
    agent: "Wren",
    messages: [
      "nat: ok road trip to cornwall friday. leaving 6am no excuses",
      "will: 6am is a crime",
      "nat: traffic on the a30 is a bigger crime",
      "priti: wren how long is london to st ives if we leave at 6",
      "Wren: About 5h30 at 6am on a Friday, 6h with a stop. Leave at 8 and it's closer to 7h.",
      "will: fine. 6am. i hate it here",
      "priti: who's driving first",
      "nat: me, then will after stonehenge",
      "will: i get stonehenge?? ok actually i'm in",
      "priti: wren any good stop around halfway that isn't a sad services",
      "Wren: Stockbridge high street, 10 min off the A303, has good bakeries. Or Honiton for coffee a bit further on.",
      "nat: stockbridge!!",
      "jake: can someone bring an aux cable my car is from 2009",
      "will: jake is your car going to survive cornwall",
      "jake: she's a fighter",
      "priti: lol. wren can you make a shared packing list, snacks + chargers + beach stuff",
      "Wren: Done, it's pinned: snacks, chargers, aux cable (for Jake's car), towels, sunscreen, wetsuits if anyone has them. Add away.",
      "nat: wren ily"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [6, "transactional"],
      [13, "banter"],
      [15, "transactional"],
      [17, "bonding"]
    ],
    users: { nat: ["engaged", 0], will: ["neutral", 0], priti: ["engaged", 0], jake: ["neutral", 0] },
    findings: [],
    drafts: [
      ["About 5h30 if you leave at 6, 6h with a stop. At 8 it's more like 7h.", "low", 4],
      [
        "Great question! London to St Ives is approximately 277 miles. The recommended route is the M3 to the A303, passing Stonehenge, then the A30 through Devon and into Cornwall. Journey times vary significantly depending on traffic, roadworks, weather and the number of stops you make, so I'd recommend checking a live traffic app on the morning of your departure.",
        "medium",
        4
      ],
      [
        "Jake, a 2009 car on a 5-hour drive is risky. I'd strongly recommend getting it serviced before Friday.",
        "medium",
        15
      ]
    ]
  },
  {
    id: "an2-25-band-room-wrong-name",
    category: "group",
    agent: "Echo",
    messages: [
      "dara: practice thurs still? i rewrote the bridge",
      "tash: yesss send it",
      "felix: can we do 8 not 7, i'm stuck at work",
      "tash: 8 works",
      "dara: echo is the rehearsal room free thurs 8-10",
      "Echo: Hey Tash! Room 2 at Soundbase is free Thursday 8-10pm, £15/hr. Want me to book it?",
      "dara: i'm dara lol but yes book",
      "Echo: Booked: Room 2, Thursday 8-10pm, £30 total.",
      "felix: split 3 ways = a tenner each",
      "tash: felix the maths genius",
      "felix: i have many talents",
      "dara: ok sending the demo now, its rough",
      "tash: omg the bridge. chills",
      "felix: the key change 😮‍💨",
      "dara: ok stop im blushing",
      "ray: can i bring my cousin to watch",
      "tash: sure"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [9, "banter"],
      [11, "transactional"],
      [12, "bonding"],
      [15, "transactional"]
    ],
    users: { dara: ["neutral", 0.2], tash: ["neutral", 0], felix: ["neutral", 0], ray: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Room 2 at Soundbase is free Thu 8-10pm, £15/hr. Want me to book it, Dara?", "low", 5],
      ["Booked, Tash! Room 2, Thursday 8-10pm.", "high", 7],
      ["Booked, sorry Dara! Room 2, Thursday 8-10pm, £30 total.", "low", 7]
    ]
  }
]
