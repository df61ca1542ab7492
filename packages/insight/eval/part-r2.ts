/**
 * Labelled conversations, part R2 (session 8): written by a separate helper session that saw only
 * `eval/types.ts` and the spec's definitions (`WRITERS-BRIEF.md`), never the engine's rules, code
 * or output. Scored once fresh, then used to fit the learned layers (`eval/train.ts`).
 */
import type { Labelled } from "./types.js"

export const partR2: ReadonlyArray<Labelled> = [
  {
    id: "r2-01-bday-dinner-friends",
    category: "group",
    heldOut: true,
    agent: "Juno",
    messages: [
      "maya: ok who's actually coming to dev's bday thing saturday",
      "tariq: me obv",
      "leonie: me but i'm leaving early, early shift sunday 😭",
      "tariq: leonie leaving a party early, shocking, nobody saw it coming",
      "leonie: shut up i stayed till 3 at yours last time",
      "tariq: and fell asleep on the beanbag at 1:30",
      "maya: lmaooo the beanbag incident",
      "maya: juno can u find somewhere near the canal that takes groups of 6 on a saturday, not too pricey",
      "Juno: Two that fit: Osteria Nove (about £25 a head, books groups of 6 online) and Bluebird Kitchen (bit cheaper, walk-ins only after 8). Want me to check Saturday at Osteria?",
      "maya: yes pls 7ish",
      "Juno: 7:15 is free for 6 at Osteria. Booked under Maya, confirmation's in your email.",
      "tariq: juno coming through 🙌",
      "leonie: ok but who's getting the cake, last time dev got a supermarket one with his name spelled 'deb'",
      "tariq: DEB 💀",
      "maya: i'll do the cake. tariq you're on balloons, no arguments",
      "tariq: why am i always balloons"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [7, "transactional"],
      [12, "banter"]
    ],
    users: { maya: ["engaged", 0], tariq: ["engaged", 0], leonie: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Osteria Nove by the lock takes groups of 6, about £25 a head. Want me to check Saturday?", "low", 8],
      [
        "Certainly! Here is a comprehensive list of dining establishments in the canal area suitable for parties of six. 1) Osteria Nove: Italian cuisine, average spend £25 per person, online group bookings available, vegetarian options, step-free access. 2) Bluebird Kitchen: modern British, average spend £20, walk-ins only after 8pm. 3) The Lock Keeper: gastropub, average spend £22, large tables available on request. 4) Sakura House: Japanese, average spend £30. Please let me know which option you would like me to explore further!",
        "medium",
        8
      ],
      ["Leonie, if you need to leave early I can book you a taxi home for 10pm!", "medium", 5],
      ["Booked under Mia for 7:15, confirmation's in your email.", "medium", 10]
    ]
  },
  {
    id: "r2-02-flatmates-boiler",
    category: "group",
    heldOut: true,
    agent: "Hob",
    messages: [
      "sam: whoever left the lasagne dish 'soaking' for 4 days, i'm begging you",
      "niamh: it's soaking!! it's a process",
      "sam: it has an ecosystem niamh",
      "kit: it has a postcode at this point",
      "niamh: ok ok i'll do it tonight",
      "kit: also did anyone hear back from graham about the boiler",
      "Hob: ok so boilers: your landlord's on the hook for heating and hot water, and if it's totally out that's usually meant to be fixed within 24-72 hours. best move is to keep everything in writing, texts are fine but email is better, with dates and what was said. if he drags it out you can go to the council's private housing team and they can send him an improvement notice, which landlords tend to hate. also keep receipts for stuff like electric heaters or the gym showers if you're paying for them, you might be able to claim that back. and it's worth checking your tenancy agreement for a repairs clause, some say how fast he has to respond. i can write you a template letter if you want, or look up the council's number, or both",
      "sam: mate nobody asked you 😂",
      "niamh: graham texted me, says 'thursday maybe'",
      "kit: thursday MAYBE. it's been cold showers since sunday",
      "sam: i'm so done with him honestly. my mum keeps asking why i don't just move and like. with what money",
      "kit: ugh yeah. same boat",
      "niamh: hob can u draft something firm to graham, like polite but we're not messing about",
      "Hob: Hi Graham, the boiler's been broken since Sunday and we've had no hot water for 4 days. That's an urgent repair under the tenancy. Can you confirm an engineer by Wednesday? Otherwise we'll contact the council's housing team. Thanks, Niamh, Sam and Kit",
      "niamh: ok that's actually good",
      "kit: send it send it",
      "sam: fine hob redeemed 😤"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [9, "venting"],
      [12, "transactional"],
      [16, "banter"]
    ],
    users: { sam: ["neutral", 0.2], niamh: ["engaged", 0], kit: ["engaged", 0] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      [
        "Hi Graham, no hot water since Sunday. Can you confirm an engineer by Wednesday? Otherwise we'll contact the council. Thanks, Niamh, Sam and Kit",
        "low",
        13
      ],
      [
        "Here is a draft. Dear Graham, I am writing on behalf of all tenants to formally notify you that the boiler has been inoperative since Sunday. Under section 11 of the Landlord and Tenant Act 1985 you are obliged to keep the installations for heating and hot water in repair and proper working order. We therefore request that you arrange for a Gas Safe registered engineer to attend within 24 hours. Should you fail to do so we will be left with no choice but to contact the local authority, seek compensation for alternative washing facilities, and consider withholding rent in line with our rights. Yours faithfully, the tenants.",
        "medium",
        13
      ],
      ["Fair, I'll leave it to you lot 😅", "low", 8],
      ["Just a reminder: the council can issue an improvement notice if Graham doesn't fix it!", "medium", 12]
    ]
  },
  {
    id: "r2-03-family-nana-80th",
    category: "group",
    heldOut: true,
    agent: "Ori",
    messages: [
      "mum: reminder nana's 80th is the 14th, has everyone booked trains",
      "jess: yes mum 🙄 booked in march",
      "dan: ...booking tonight",
      "jess: classic dan",
      "dan: i work for a living jess",
      "jess: so do i??",
      "mum: children.",
      "dan: ori what's the cheapest way manchester to york on the 14th morning, need to be there by 12",
      "Ori: The 09:27 from Manchester Piccadilly gets in at 10:52. Advance singles are around £14 if you book tonight, closer to £30 after that.",
      "dan: tonight it is. cheers",
      "uncle pete: bit of sad news from here, we had to have biscuit put down this morning. 15 years old. house is very quiet",
      "mum: oh pete. i'm so sorry. he was the best boy",
      "jess: nooo biscuit 😢 he used to steal my toast every christmas",
      "Ori: I'm really sorry, Pete. Fifteen years is a long time to have him around, no wonder the house feels quiet.",
      "uncle pete: thanks all. he had a good innings. see you on the 14th, i'll bring photos",
      "mum: please do x"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [7, "transactional"],
      [10, "venting"],
      [14, "bonding"]
    ],
    users: { mum: ["neutral", 0], jess: ["neutral", 0], dan: ["neutral", 0], "uncle pete": ["neutral", 0] },
    findings: [],
    drafts: [
      ["So sorry, Pete. Fifteen years with Biscuit, of course the house feels quiet.", "low", 13],
      [
        "Oh no! 😮 On the bright side, you'll have loads more free time to get ready for Nana's party on the 14th! 🎉",
        "high",
        13
      ],
      ["The 09:27 from Piccadilly gets in at 10:52, about £14 if you book tonight.", "low", 8],
      ["What a milestone! 80 years is amazing 🎉 Would anyone like help planning decorations?", "medium", 8]
    ]
  },
  {
    id: "r2-04-bookclub-wrong-name",
    category: "group",
    heldOut: true,
    agent: "Pagey",
    messages: [
      "rosa: ok so did everyone finish the remains of the day or are we lying again",
      "femi: finished it last night, cried on the bus",
      "bea: i'm on page 140 don't spoil it",
      "rosa: bea it's from 1989 😂",
      "bea: and yet.",
      "femi: pagey can you give us like 4 discussion questions for thursday, not the boring ones from the back of the book",
      "Pagey: Sure, Fiona! 1) Is Stevens' loyalty to Darlington a virtue or a failure? 2) What does dignity mean to him, and does it change? 3) Why does he never tell Miss Kenton how he feels? 4) Is the ending hopeful?",
      "femi: it's femi but ok 😅 those are good",
      "rosa: number 3 is gonna destroy me",
      "bea: can we do it at mine thursday, my heating's actually working now",
      "rosa: yesss",
      "femi: pagey also what should we read next, something short pls, half of us are bea",
      "bea: rude. accurate",
      "Pagey: Great, Fiona, I've added Thursday at Bea's to the notes.",
      "femi: femi. F-E-M-I.",
      "rosa: lol it's got a thing for fiona",
      "femi: and no book rec then? cool",
      "rosa: i'll bring some options thursday, don't worry"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [12, "banter"],
      [13, "transactional"],
      [14, "friction"],
      [17, "transactional"]
    ],
    users: { rosa: ["neutral", 0], femi: ["annoyed", 0.5], bea: ["neutral", 0] },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      [
        "Sorry Femi, got your name wrong twice. Short picks for next: Foster by Claire Keegan (under 100 pages) or Small Things Like These. Thursday at Bea's is in the notes.",
        "low",
        13
      ],
      ["Great, Fiona! Thursday at Bea's it is.", "high", 13],
      ["Sorry about that! Is there anything else I can help with?", "medium", 16],
      [
        "Sure Femi: 1) Is Stevens' loyalty a virtue or a failure? 2) Why does he never tell Miss Kenton? 3) What does dignity mean to him? 4) Is the ending hopeful?",
        "low",
        6
      ]
    ]
  },
  {
    id: "r2-05-running-club-sunday",
    category: "group",
    heldOut: true,
    agent: "Stride",
    messages: [
      "coach_ade: sunday long run is 18k from the bandstand, 8am, no excuses",
      "wren: 18 😭 my calves are still filing complaints from tuesday",
      "lukas: wren's calves have a union now",
      "wren: they're on strike lukas",
      "priya: stride what pace groups are we doing, i don't wanna get dropped like last time",
      "Stride: Three groups Sunday: 5:30, 6:00 and 6:30 per km. Ade leads the 6:00 and there's a regroup at 9k and 14k, so nobody gets dropped.",
      "priya: ok 6:30 for me then, thank u",
      "lukas: priya you averaged 6:05 in the half?? sandbagging",
      "priya: that was race day adrenaline lukas leave me alone",
      "wren: honestly been a rough week, work's been a nightmare and i nearly didn't come tuesday. running's the only bit of the week that's mine lol",
      "coach_ade: glad you came wren, you looked strong on the hills",
      "Stride: Same, Wren, glad you made Tuesday. If 18k feels like a lot after this week, the 6:30 group can turn back at 14k, no shame in it.",
      "wren: ah that's actually really kind. might do that",
      "lukas: see everyone sunday, i'm bringing the good jelly babies"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [7, "banter"],
      [9, "venting"],
      [12, "bonding"]
    ],
    users: { coach_ade: ["neutral", 0], wren: ["engaged", 0], lukas: ["neutral", 0], priya: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Glad you came Tuesday, Wren. If 18k's too much this week, the 6:30 group can turn back at 14k.",
        "low",
        11
      ],
      [
        "Totally understand! Quick reminder: Sunday is 18k, 8am at the bandstand. Don't forget water and gels! 💪",
        "medium",
        11
      ],
      ["5:30, 6:00 and 6:30 per km, with regroups at 9k and 14k.", "low", 5],
      [
        "Actually Lukas is right, Priya: your half data shows 6:05/km, so the 6:00 group suits you better.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "r2-06-work-staging-rollback",
    category: "group",
    heldOut: true,
    agent: "Relay",
    messages: [
      "hana: morning all ☕ who broke staging, be honest",
      "marco: not me, been in meetings since 9 like a prisoner",
      "jonas: define 'broke'",
      "hana: checkout page is a giant 500 with a cat on it",
      "jonas: ok that cat is my error page and i stand by it",
      "hana: relay what got deployed to staging since yesterday",
      "Relay: Deploys to staging since yesterday 17:00: #4812 (jonas, payments retry) and #4815 (marco, copy changes). Both finished at 08:41.",
      "marco: copy changes can't 500 a page surely",
      "hana: relay can you roll back 4812 only",
      "Relay: Deploys to staging since yesterday 17:00: #4812 (jonas, payments retry) and #4815 (marco, copy changes). Both finished at 08:41.",
      "hana: yes i saw that. ROLL BACK 4812",
      "Relay: Rolled back #4812 on staging. Checkout returns 200 again.",
      "hana: ok. relay please mark 4812 as blocked for friday's release until it has a test. this cannot reach prod",
      "Relay: done lol, that would've been a total yikes in prod 💀💀 no cap",
      "hana: ...ok. thanks",
      "jonas: sorry all 🙃 the retry was reading a config key that only exists on my laptop. writing the test today",
      "marco: classic jonas"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [10, "friction"],
      [11, "transactional"],
      [16, "banter"]
    ],
    users: { hana: ["annoyed", 0.5], marco: ["neutral", 0], jonas: ["neutral", 0] },
    findings: ["repetition", "tone_mismatch"],
    drafts: [
      ["Rolled back #4812 on staging; #4815 stays.", "low", 9],
      [
        "Deploys to staging since yesterday 17:00: #4812 (jonas, payments retry) and #4815 (marco, copy changes).",
        "medium",
        9
      ],
      ["Done: #4812 is blocked for Friday's release until a test is merged.", "low", 13],
      ["done lol, that would've been a total yikes in prod 💀💀 no cap", "medium", 13]
    ]
  },
  {
    id: "r2-07-game-lobby-maps",
    category: "banter",
    heldOut: true,
    agent: "Nyx",
    messages: [
      "zed: lobby up, who's in",
      "kai: in. don't put me on support again i'm begging",
      "fern: kai you healed me ONCE in 40 games",
      "kai: and it was beautiful",
      "zed: nyx what's the map rotation tonight",
      "Nyx: Harbor, then Foundry, then Glass Canyon. Ranked queue's about 3 min rn.",
      "zed: ok ready up, nyx start the party timer",
      "Nyx: Timer's on, 60s. gl all"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"]
    ],
    users: { zed: ["neutral", 0], kai: ["neutral", 0], fern: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Harbor, Foundry, then Glass Canyon. Queue's about 3 min.", "low", 5],
      [
        "Greetings! I would be delighted to inform you that this evening's map rotation comprises Harbor, Foundry and Glass Canyon. Should you require any further assistance, please do not hesitate to ask.",
        "medium",
        5
      ],
      ["Kai, your stats show 1 heal in 40 games. Maybe support isn't your role?", "medium", 3]
    ]
  },
  {
    id: "r2-08-friends-job-rejection",
    category: "venting",
    heldOut: true,
    agent: "Bo",
    messages: [
      "ines: guys i didn't get the job",
      "ines: final round and everything. they went internal",
      "theo: ah ines no. that's so shit, you were so ready",
      "Bo: Great news, there are loads of other openings out there! 🎉 Want me to pull up 10 similar roles near you?",
      "ines: ...not rn bo",
      "mara: read the room bo omg",
      "mara: ines come over tonight, i've got wine and a very bad film",
      "ines: yes. please. anything",
      "theo: i'll bring crisps. what film",
      "mara: bo what's that awful shark film with the tornado",
      "Bo: Sharknado (2013). It's on Prime.",
      "theo: PERFECT",
      "ines: honestly i spent 3 weeks on that case study. feel like such an idiot",
      "Bo: I've added 'Sharknado night' to the calendar for 8pm at Mara's. Should I invite anyone else?",
      "mara: you're not an idiot, they hired someone they already knew, that's not on you",
      "theo: fr. their loss",
      "ines: thanks guys. love u"
    ],
    types: [
      [0, "venting"],
      [4, "friction"],
      [6, "bonding"],
      [9, "transactional"],
      [12, "venting"],
      [16, "bonding"]
    ],
    users: { ines: ["annoyed", 0.2], theo: ["neutral", 0], mara: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["Ah Ines, I'm sorry. Getting to the final round and then that is rough.", "low", 3],
      [
        "Great news, there are loads of other openings out there! 🎉 Want me to pull up 10 similar roles near you?",
        "high",
        3
      ],
      [
        "You're not an idiot, Ines. Three weeks on a case study that got you to the final round is real work.",
        "low",
        13
      ],
      [
        "I've added 'Sharknado night' to the calendar for 8pm at Mara's. Should I invite anyone else?",
        "medium",
        13
      ]
    ]
  },
  {
    id: "r2-09-cousins-cornwall-budget",
    category: "group",
    heldOut: true,
    agent: "Tilly",
    messages: [
      "gabi: ok the cottage in cornwall is £1400 for the week, split 5 ways",
      "rory: 280 each, fine",
      "sofia: not fine for me tbh, i said under 200 like three times",
      "gabi: sofia we looked at the cheaper ones, they were all miles from the beach",
      "sofia: then we walk? i'm not paying 280 to be near sand",
      "rory: it's not just sand it's the whole point",
      "sofia: the whole point is seeing each other rory",
      "ash: can we not do this again, we had this exact fight last summer",
      "gabi: tilly are there any places sleeping 5 under £1000 that week, within like 15 min walk of a beach",
      "Tilly: Two: a barn near St Agnes, £940, 12 min walk to Trevaunance Cove; and a flat in Perranporth, £880, 5 min walk but only 3 bedrooms.",
      "sofia: st agnes one works for me",
      "rory: 3 bedrooms for 5 people is a no",
      "gabi: barn then? that's 188 each",
      "ash: finally, peace",
      "rory: fine. tilly can u hold it for 24h while we sort money",
      "Tilly: Held until 6pm tomorrow.",
      "sofia: thank u tilly, and sorry for being a pain gabi",
      "gabi: ur not, money's money x"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [8, "transactional"],
      [16, "bonding"]
    ],
    users: { gabi: ["neutral", 0.2], rory: ["neutral", 0.2], sofia: ["engaged", 0.5], ash: ["neutral", 0.2] },
    findings: [],
    drafts: [
      ["Sofia, £280 is honestly pretty reasonable for Cornwall in August.", "high", 7],
      [
        "A barn near St Agnes, £940, 12 min to the beach; or a 3-bed flat in Perranporth, £880, 5 min walk.",
        "low",
        9
      ],
      [
        "Great question! I found eight properties that might suit your group. 1) St Agnes barn, £940, sleeps 5, 12 minute walk to Trevaunance Cove, parking for two cars, dog friendly. 2) Perranporth flat, £880, sleeps 5 across 3 bedrooms, 5 minute walk to the beach, no parking. 3) Newquay townhouse, £990, sleeps 6, 14 minute walk, hot tub. 4) Hayle chalet, £760, sleeps 5, 10 minute walk, on a holiday park. 5) Truro cottage, £820, 25 minutes by car. Would you like details on the remaining three options as well?",
        "medium",
        9
      ],
      ["Held until 6pm tomorrow.", "low", 15]
    ]
  },
  {
    id: "r2-10-dnd-lobby-ignored",
    category: "ignoring",
    heldOut: true,
    agent: "Dice",
    messages: [
      "olu: session's at 8, everyone got their sheets?",
      "petra: mine's got coffee on it but yes",
      "olu: petra that's canon now, your wizard has a coffee stain",
      "raf: dice how many spell slots does a level 5 cleric have again",
      "Dice: Initiative tracker's ready for tonight whenever you are 🎲",
      "raf: ok? spell slots tho",
      "petra: lol dice is off in its own world",
      "Dice: Initiative tracker's ready for tonight whenever you are 🎲",
      "raf: are you kidding me",
      "olu: 4 first, 3 second, 2 third raf. i got u",
      "raf: cheers olu. dice you're actually useless, i'm muting this thing",
      "petra: harsh but fair",
      "olu: ok anyway, we left off at the bridge with the troll who wants a riddle",
      "petra: i'm answering the riddle with violence",
      "raf: seconded"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [5, "friction"],
      [9, "transactional"],
      [10, "hostile"],
      [11, "banter"],
      [12, "transactional"],
      [13, "banter"]
    ],
    users: { olu: ["neutral", 0], petra: ["annoyed", 0.2], raf: ["churn_risk", 1] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["Level 5 cleric: 4 first-level, 3 second-level and 2 third-level slots.", "low", 4],
      ["Initiative tracker's ready for tonight whenever you are 🎲", "medium", 6],
      ["Initiative tracker's ready for tonight whenever you are 🎲", "high", 9],
      ["Sorry Raf, should've answered: 4/3/2 at level 5. I'll stay quiet unless someone calls me.", "low", 12]
    ]
  }
]
