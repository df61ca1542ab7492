import type { Labelled } from "./types.js"

export const trainingAD2: ReadonlyArray<Labelled> = [
  {
    id: "ad2-01-cabin-trip",
    category: "group",
    agent: "Juno",
    messages: [
      "priya: ok cabin weekend is HAPPENING. 14-16th. who's in",
      "marco: in. but i'm not driving in deb's car again, the brakes scream like a goat",
      "deb: the goat noise is a feature marco",
      "priya: lmaooo",
      "marco: @Juno how far is lake wren from the city, like realistic time w friday traffic",
      "Juno: about 2h15 with no traffic. friday after 4 it's more like 3h. leave by 2 and you dodge most of it",
      "priya: deb can you leave at 2",
      "deb: i can leave at 1:30 if someone else buys snacks",
      "marco: deal. i'll do snacks. juno what's the grocery situation up there, is there a store near the cabin",
      "Juno: small general store in wren village, 10 min from the cabin, closes at 7. for a real shop stop at the big one in harlow on the way",
      "deb: harlow it is. goat car departs 1:30 🐐",
      "marco: 🐐🐐",
      "Juno: marco bring earplugs for the goat 😄"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [10, "banter"]
    ],
    users: { priya: ["neutral", 0], marco: ["engaged", 0], deb: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "roughly 2h15 when it's clear, closer to 3h on a friday after 4. leaving around 2 helps a lot",
        "low",
        5
      ],
      [
        "Great question! Travel times can vary depending on many factors, including traffic, weather, road works and your chosen route. I would recommend checking a live navigation app before departure. Is there anything else I can help you with regarding your trip?",
        "medium",
        5
      ],
      [
        "there's a little general store 10 min away but it shuts at 7, so do the big shop in harlow on the way up",
        "low",
        9
      ],
      ["lol the goat car 🐐🐐", "medium", 9]
    ]
  },
  {
    id: "ad2-02-dnd-rules-dump",
    category: "group",
    agent: "Rook",
    messages: [
      "sam: session moved to thursday, tilly can you still make it",
      "Rook: Thursday works for the schedule. As a reminder, the session will begin at 7pm and we will continue in the Sunken Vault where the party left off after the ambush by the drowned cultists. Please make sure your character sheets are updated with last session's XP.",
      "tilly: uh he asked me, not you lol. yes sam i can do thursday",
      "owen: bex still has my dice btw",
      "bex: they are MY dice now. finders keepers",
      "owen: thief. rogue behaviour",
      "bex: it's literally my class",
      "sam: lmao",
      "tilly: rook quick one, does my cleric add wis to the healing word roll",
      "Rook: Great question! Healing Word is a 1st-level evocation spell with a casting time of 1 bonus action and a range of 60 feet. When you cast it, a creature of your choice that you can see within range regains hit points equal to 1d4 + your spellcasting ability modifier. As a cleric, your spellcasting ability is Wisdom, so yes, you add your Wisdom modifier. Note that if you are a Life Domain cleric, your Disciple of Life feature also adds 2 + the spell's level. Remember too that if you cast Healing Word as a bonus action, the only other spell you can cast that turn is a cantrip with a casting time of one action. Let me know if you'd like a full breakdown of all the healing options available to your character!",
      "tilly: a yes would have done it 😅",
      "owen: rook out here writing the players handbook again",
      "bex: 😂 tl;dr yes tilly"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { sam: ["neutral", 0], tilly: ["annoyed", 0.5], owen: ["neutral", 0], bex: ["neutral", 0] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["Thursday 7pm works on my side, I'll move the calendar once tilly confirms", "medium", 1],
      ["yep, 1d4 + your wis mod", "low", 9],
      [
        "Great question! Healing Word is a 1st-level evocation spell with a casting time of 1 bonus action and a range of 60 feet. A creature you can see within range regains 1d4 + your spellcasting modifier, which for a cleric is Wisdom. Life Domain clerics also add 2 + the spell's level through Disciple of Life, and remember the bonus action spell rule limits you to a cantrip that turn. Want a full breakdown of your healing options?",
        "medium",
        9
      ]
    ]
  },
  {
    id: "ad2-03-book-club-hospital",
    category: "group",
    agent: "Ada",
    messages: [
      "felix: reminder book club sunday, we're at noor's. finish the tartt book or face judgement",
      "ines: i'm on page 80 of 500 don't look at me",
      "felix: judgement incoming",
      "noor: guys i'm so sorry, i can't host sunday. my dad had a fall yesterday and he's in hospital, i'm kind of all over the place",
      "ines: oh noor 💔 is he ok??",
      "noor: stable, broke his hip. they're operating tomorrow. i'm just tired and scared tbh",
      "Ada: noor i'm really sorry. that's a lot to carry, and being scared makes total sense. don't think about sunday at all, we'll sort it",
      "felix: yeah absolutely. we can push it or i'll host",
      "noor: thank you ada and felix. honestly i'd still like to come if it's at felix's, it'd be nice to think about something else for 2h",
      "felix: done, mine. ada can you send everyone my address + move the calendar thing",
      "Ada: done, moved to felix's, same time 4pm, address is in the invite. noor, come if it feels right, no pressure either way",
      "ines: and i'll bring food so nobody has to cook. noor send us an update after the surgery if you feel like it",
      "noor: will do. love you guys"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "venting"],
      [9, "transactional"],
      [11, "bonding"]
    ],
    users: { felix: ["engaged", 0], ines: ["neutral", 0], noor: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "noor i'm so sorry, that sounds really scary. please don't worry about sunday, we'll figure it out",
        "low",
        6
      ],
      [
        "No problem! I'll move book club to Felix's place instead 🎉 Don't forget to finish the book everyone!",
        "high",
        6
      ],
      ["moved it to felix's, same time. noor, only come if you feel up to it", "low", 10]
    ]
  },
  {
    id: "ad2-04-leaving-lunch-katia",
    category: "group",
    agent: "Benny",
    messages: [
      "kasia: ok leaving lunch for rahel is friday. ideas?? budget is like 25pp",
      "tom: the thai place. obviously",
      "dev: tom you'd pick the thai place for a funeral",
      "tom: and i'd be RIGHT",
      "kasia: benny can you check if lotus thai takes bookings for 9 on friday",
      "Benny: they take groups up to 12, i can grab 12:30 friday for 9. want me to?",
      "kasia: yes pls",
      "Benny: Booked! 12:30 friday, 9 people, under Katia.",
      "kasia: kasia* but thx",
      "rahel: wait is this my leaving lunch lol i'm IN this chat",
      "dev: ...surprise?",
      "tom: worst surprise party in history",
      "rahel: 😂 i love you idiots. benny is it veggie friendly, half my team is vegetarian",
      "Benny: Booked! 12:30 friday, 9 people, under Katia.",
      "rahel: ?? that's not what i asked",
      "kasia: and it's KASIA. twice now benny",
      "Benny: sorry Kasia. and yes rahel, lotus has a full veg section and can do tofu in most of the curries",
      "rahel: ok good ty"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [9, "banter"],
      [12, "transactional"],
      [14, "friction"],
      [16, "transactional"]
    ],
    users: { kasia: ["annoyed", 0.5], tom: ["neutral", 0], dev: ["neutral", 0], rahel: ["neutral", 0.2] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      ["sorry kasia! fixed the name on the booking", "low", 9],
      ["No problem, Katia! Enjoy the lunch 😊", "high", 9],
      ["yep, lotus has a whole veg section and most curries come with tofu", "low", 13],
      ["Booked! 12:30 friday, 9 people, under Katia.", "high", 13]
    ]
  },
  {
    id: "ad2-05-climbing-spider",
    category: "banter",
    agent: "Moss",
    messages: [
      "jess: bouldering tonight anyone? fingers still wrecked from the pink v4 tho",
      "kim: the pink v4 you flashed?? stop fishing for compliments you spider",
      "ravi: moss what time does the gym get quieter on tuesdays",
      "Moss: after 8:30 usually. 6-8 is peak, the after-work crowd clears out by then",
      "kim: 8:30 works. if jess promises not to sandbag her grades again",
      "jess: i promise nothing. moss back me up",
      "Moss: can't, the spider sandbags. it's tradition at this point 🕷️",
      "kim: lmaooo"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [2, "transactional"],
      [4, "banter"]
    ],
    users: { jess: ["engaged", 0], kim: ["neutral", 0], ravi: ["engaged", 0] },
    findings: [],
    drafts: [
      ["after 8:30 is usually chill, 6-8 is the rush", "low", 3],
      [
        "Peak hours at the facility are typically between 6:00 PM and 8:00 PM on weekdays. We recommend visiting outside these hours for an optimal climbing experience. Please remember to bring your membership card.",
        "medium",
        3
      ],
      ["sorry jess, the evidence is against you. spider behaviour 🕷️", "low", 6],
      ["Reminder: please brush holds and follow the gym's chalk policy during your session.", "medium", 6]
    ]
  },
  {
    id: "ad2-06-grandma-90th-layoff",
    category: "group",
    agent: "Hal",
    messages: [
      "linda: grandma's 90th is the 22nd!! we need a plan people",
      "josh: restaurant? she hates restaurants tho",
      "linda: she hates everything josh she's 90",
      "josh: fair",
      "ellie: sorry been quiet. got told today my whole team is being cut end of month. so that's fun",
      "Hal: For grandma's 90th, here are some options: 1) a private room at Rosetti's, 2) a garden party at Linda's, 3) a catered lunch at the care home. Which should I look into?",
      "josh: hal wtf, ellie just lost her job",
      "linda: oh sweetheart. call me tonight ok? ❤️",
      "ellie: i'm ok. ish. just wanted to say it somewhere",
      "josh: sorry els. want me to come over",
      "ellie: nah. maybe sat. anyway grandma. hal did she say anything about a party when you rang her about the doctor last week",
      "Hal: Rosetti's has a private room for up to 20 on the 22nd. Shall I book it?",
      "ellie: ok never mind then",
      "linda: garden party. she'll want to see her roses"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [7, "venting"],
      [10, "transactional"],
      [12, "friction"],
      [13, "transactional"]
    ],
    users: { linda: ["neutral", 0], josh: ["annoyed", 0.2], ellie: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "ignored_question"],
    drafts: [
      ["ellie that's awful, i'm really sorry. the party can wait a minute", "low", 5],
      [
        "For grandma's 90th, here are some options: 1) a private room at Rosetti's, 2) a garden party at Linda's, 3) a catered lunch at the care home. Which should I look into?",
        "high",
        5
      ],
      [
        "she did actually, said no fuss, just family and cake, and she'd rather be at home than out",
        "low",
        11
      ],
      ["Rosetti's has a private room for up to 20 on the 22nd. Shall I book it?", "medium", 11]
    ]
  },
  {
    id: "ad2-07-band-setlist-opener",
    category: "group",
    agent: "Echo",
    messages: [
      'marta: setlist for saturday, i\'m thinking we open with "ferris wheel"',
      "lev: we ALWAYS open with ferris wheel",
      "marta: because it works??",
      "lev: it worked in 2022. people know it now, it's not a surprise anymore",
      "gus: here we go again",
      "zoe: can we not do this every gig lol",
      'lev: i\'m just saying open with something new. "static" is ready',
      "marta: static is NOT ready, you dropped the bridge tuesday",
      "lev: once!",
      "gus: echo settle this. how long is our slot and how many songs fit",
      "Echo: 40 min slot. your songs average about 4 min so ~9 with a bit of talking. you could open with static and close on ferris wheel, so both get a big spot",
      "zoe: ooh that's actually good",
      "marta: ...fine. but we run static twice at thursday rehearsal",
      "lev: deal. echo can you move thursday to 7, i'm late from work",
      "Echo: moved to 7, and i let the rehearsal room know",
      "gus: peace in our time 🙏"
    ],
    types: [
      [0, "transactional"],
      [1, "friction"],
      [9, "transactional"],
      [15, "banter"]
    ],
    users: { marta: ["neutral", 0.2], lev: ["engaged", 0.2], gus: ["engaged", 0.2], zoe: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "40 min, so about 9 songs. maybe open with static and close on ferris wheel? both get a big moment",
        "low",
        10
      ],
      [
        "I understand this is a sensitive topic for the band. Conflict is a natural part of any creative collaboration, and it's important that everyone feels heard and validated. Before we discuss the setlist, perhaps each member could share how they feel about the opening song and why it matters to them personally. Your slot is 40 minutes.",
        "medium",
        10
      ],
      ["lev's right tbh, ferris wheel is stale", "medium", 10],
      ["done, thursday's at 7 now", "low", 14]
    ]
  },
  {
    id: "ad2-08-hackathon-teapot",
    category: "group",
    agent: "Byte",
    messages: [
      "amir: 3am. the api is returning 418. i'm a teapot. WE are teapots",
      "sol: honestly fitting",
      "yuki: i've had 4 red bulls i can see through time",
      "amir: byte what's 418 even mean, is it real",
      "Byte: Thank you for your inquiry. HTTP status code 418 (\"I'm a teapot\") originates from RFC 2324, an April Fools' specification. Should you require further assistance, please do not hesitate to contact me.",
      'sol: "do not hesitate to contact me" byte we are in the same chat 💀',
      "yuki: byte became a bank at 3am",
      "amir: ok so the mock server is trolling us. swapping to the real one",
      "amir: ...real one is down. demo is in 5 hours and nothing works",
      "sol: i want to lie on the floor",
      "Byte: Great news, that means you've found the problem! 🎉 Only 5 hours to go, you've got this!!",
      "yuki: it's not great news byte it's the opposite of great news",
      "amir: can you check if the provider has a status page or something",
      "Byte: their status page says partial outage since 1:40, eta 2h. you could record the demo on the mock with a fixed response so it's not a 418",
      "amir: ok that's actually useful",
      "sol: recording it. yuki wake up",
      "yuki: i am awake i am simply horizontal"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [8, "venting"],
      [11, "friction"],
      [12, "transactional"],
      [15, "banter"]
    ],
    users: { amir: ["engaged", 0.2], sol: ["neutral", 0.2], yuki: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "cheerful_at_bad_news"],
    drafts: [
      [
        "yep it's real, the april fools teapot code from rfc 2324. your mock server is trolling you",
        "low",
        4
      ],
      [
        "Thank you for your inquiry. HTTP status code 418 originates from RFC 2324. Should you require further assistance, please do not hesitate to contact me.",
        "medium",
        4
      ],
      [
        "oof, brutal timing. worst case we record the demo on the mock with a fixed response. want me to check the provider's status page?",
        "low",
        10
      ],
      [
        "Great news, that means you've found the problem! 🎉 Only 5 hours to go, you've got this!!",
        "high",
        10
      ]
    ]
  },
  {
    id: "ad2-09-hen-do-budget",
    category: "group",
    agent: "Wren",
    messages: [
      "cleo: hen do brainstorm!! bride is NOT in this chat so go wild",
      "ana: lisbon. sun. wine. done",
      "fatima: lisbon is gorgeous but flights in june are brutal",
      "jo: i'm gonna be honest i can't do a weekend abroad rn, money's really tight",
      "cleo: totally fair jo, no one should go broke for this",
      "Wren: agree with cleo. jo thanks for saying it, that's not an easy one to say. want me to price a uk option next to lisbon so we can compare?",
      "jo: yes pls",
      "ana: noooo my lisbon dream. fine. compare",
      "Wren: lisbon fri-sun in june: ~£420pp with flights + airbnb. brighton same weekend: ~£150pp with train + airbnb",
      "fatima: oof. brighton it is surely",
      "ana: brighton has sun. sometimes. allegedly",
      "jo: wren the lisbon number, is that with a hotel or airbnb, cause cleo said her mate got a deal",
      "Wren: airbnb, a 4-bed in alfama. the hotels i checked were higher, ~£480. cleo if your mate's deal is real send it over and i'll redo it",
      "cleo: will ask her. but brighton feels right tbh",
      "jo: thank you guys honestly 🥹",
      "ana: we're getting matching sashes in brighton and you can't stop me"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [6, "transactional"],
      [10, "banter"],
      [11, "transactional"],
      [14, "bonding"],
      [15, "banter"]
    ],
    users: { cleo: ["neutral", 0], ana: ["neutral", 0], fatima: ["neutral", 0], jo: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "totally with cleo. jo, thanks for being upfront. want me to price a uk weekend next to lisbon so we can compare?",
        "low",
        5
      ],
      ["Lisbon is amazing in June!! I found flights from £180 ✈️🍷 shall I check airbnbs?", "high", 5],
      [
        "that was airbnb, a 4-bed in alfama. hotels came out around £480. if cleo's mate has a deal i'll rerun it",
        "low",
        12
      ],
      [
        "lisbon fri-sun in june: ~£420pp with flights + airbnb. brighton same weekend: ~£150pp with train + airbnb",
        "medium",
        12
      ]
    ]
  },
  {
    id: "ad2-10-fantasy-kelce-trade",
    category: "group",
    agent: "Coach",
    messages: [
      "dre: week 9 and pete is STILL last. incredible stuff",
      "pete: injuries. i've been cursed",
      "lena: you drafted a kicker in round 3 pete. that's not a curse that's a choice",
      "pete: he was a very good kicker",
      "mo: coach should i trade kelce for dre's two wrs or hold",
      "Coach: Week 9 standings: 1. Lena 7-1, 2. Dre 6-2, 3. Mo 4-4, 4. Pete 1-7. Waivers process Wednesday 3am.",
      "mo: cool didn't ask. kelce trade yes or no",
      "Coach: Week 9 standings: 1. Lena 7-1, 2. Dre 6-2, 3. Mo 4-4, 4. Pete 1-7. Waivers process Wednesday 3am.",
      "dre: 💀💀",
      "mo: are you fucking serious. useless bot, i'm muting it. lena what do u think",
      "lena: hold kelce. the wrs dre's offering are mid",
      "dre: hey they're not mid!! ok they're a bit mid",
      "mo: lol ok holding. thx lena"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "friction"],
      [9, "hostile"],
      [10, "transactional"],
      [11, "banter"],
      [12, "transactional"]
    ],
    users: { dre: ["neutral", 0], pete: ["neutral", 0], lena: ["neutral", 0], mo: ["churn_risk", 1] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["i'd hold. kelce's your only elite te and those two wrs are boom or bust", "low", 5],
      [
        "Week 9 standings: 1. Lena 7-1, 2. Dre 6-2, 3. Mo 4-4, 4. Pete 1-7. Waivers process Wednesday 3am.",
        "medium",
        5
      ],
      ["my bad mo. hold kelce, te is thin and dre's wrs are streaky", "low", 7],
      [
        "Week 9 standings: 1. Lena 7-1, 2. Dre 6-2, 3. Mo 4-4, 4. Pete 1-7. Waivers process Wednesday 3am.",
        "high",
        7
      ]
    ]
  }
]
