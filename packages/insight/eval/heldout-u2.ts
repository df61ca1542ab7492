import type { Labelled } from "./types.js"

export const heldOutU2: ReadonlyArray<Labelled> = [
  {
    id: "u2-01-wedding-florist-clean",
    category: "group",
    heldOut: true,
    agent: "Juno",
    messages: [
      "tash: ok girls 47 days. FORTY SEVEN 😭",
      "meg: stop im not ready either and im not even the one getting married",
      "priya: did anyone hear back from the florist lady? carla something",
      "tash: carla said peonies are out of season in oct so she's pushing dahlias instead",
      "meg: dahlias are gorgeous tbh",
      "tash: @Juno can u move the florist final call to next fri and remind me to send carla the moodboard",
      "Juno: done, florist call moved to fri the 12th, 2pm. I'll ping you thursday evening about the moodboard for Carla",
      "priya: juno also whats still unpaid? i feel like we're forgetting something",
      "Juno: two things: the DJ balance (£400, due the 20th) and the cake deposit. Tash's mum said she'd cover it but it's not marked paid yet",
      "tash: omg the cake. mum swore she did it",
      "meg: classic linda 😂",
      "tash: ill text her. ok love u all, and juno ur a lifesaver",
      "Juno: happy to help! go text linda 😄"
    ],
    types: [
      [0, "banter"],
      [2, "transactional"],
      [10, "banter"],
      [11, "bonding"]
    ],
    users: { tash: ["engaged", 0], meg: ["neutral", 0], priya: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "two things left: the DJ balance (£400, due the 20th) and the cake deposit, which isn't marked paid yet",
        "low",
        8
      ],
      [
        "Great question, Priya! Wedding planning can be so overwhelming! Here is a comprehensive checklist of the 25 things couples most commonly forget, organised by category: 1. Venue insurance 2. Marriage licence 3. Vendor meals 4. Tips and gratuities 5. ...",
        "medium",
        8
      ],
      ["Meg, calling Tash's mother 'classic linda' is a bit disrespectful.", "high", 11]
    ]
  },
  {
    id: "u2-02-hiking-gerry-fall",
    category: "group",
    heldOut: true,
    agent: "Moss",
    messages: [
      "dev: sunday's ridge walk still on? forecast looks grim",
      "ana: met office says 60% rain after 11",
      "dev: @Moss what time does the route finish if we start at 8",
      "Moss: about 6.5h at club pace, so back at the car park around 2:30. you'd hit the rain on the descent.",
      "ruth: hey all, bad news, got a call from Gerry's wife. he had a fall on saturday at Kinder, broken hip, surgery tomorrow",
      "ana: oh no. poor gerry 😢",
      "dev: jesus. is he ok otherwise?",
      "ruth: shaken up. 74 and stubborn as hell, he'll hate being laid up",
      "Moss: Oh no! Well, wishing Gerry a super speedy recovery!! 🎉🎉 In the meantime, shall I move Sunday's walk to 7am so we beat the rain? 🥾☀️",
      "ana: ...the party popper moss. really",
      "ruth: lets just leave sunday for now. i'll sort a card, anyone want to sign?",
      "dev: yes me",
      "ana: me too"
    ],
    types: [
      [0, "transactional"],
      [4, "venting"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { dev: ["neutral", 0], ana: ["annoyed", 0.2], ruth: ["neutral", 0] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["back at the car park around 2:30 if you start at 8, so the descent would be in the rain", "low", 3],
      [
        "so sorry to hear that, Ruth. please pass on the club's best to Gerry and his wife. sunday can wait",
        "low",
        8
      ],
      ["Oh no! Speedy recovery Gerry!! 🎉 Anyway, shall I move Sunday to 7am? ☀️", "high", 8]
    ]
  },
  {
    id: "u2-03-parents-trip-money",
    category: "group",
    heldOut: true,
    agent: "Pippa",
    messages: [
      "karen_h: does anyone know if the y4 trip money is due friday or monday?",
      "sam: @lou you did the letter right?",
      "Pippa: Hi Karen! The Year 4 trip payment of £18 is due by Monday 3rd via ParentPay.",
      "lou: it's friday actually, they moved it bc the coach company wants numbers early. the parentpay page is wrong, i emailed mrs okafor",
      "karen_h: ok friday. thanks lou",
      "sam: also is anyone doing the cake sale rota. i can do wednesday",
      "lou: i'll take thurs",
      "sam: Pippa can you put me and lou on the rota pls",
      "Pippa: Done! Sarah is on Wednesday and Lou on Thursday.",
      "sam: sam. not sarah lol",
      "Pippa: Sorry Sam! Fixed: Sam on Wednesday, Lou on Thursday.",
      "karen_h: i can do fri if nobody else wants it"
    ],
    types: [
      [0, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { karen_h: ["neutral", 0], sam: ["neutral", 0.2], lou: ["neutral", 0] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["Hi Karen! Trip money is due Monday via ParentPay.", "medium", 2],
      ["Done! Sarah on Wednesday, Lou on Thursday.", "high", 10],
      ["added you on friday Karen, so the rota's full: Sam wed, Lou thu, Karen fri", "low", 12]
    ]
  },
  {
    id: "u2-04-founders-investor-update-clean",
    category: "group",
    heldOut: true,
    agent: "Atlas",
    messages: [
      "rafa: investor update goes out tmrw. who's writing the metrics bit",
      "jen: me, but i need the mrr number that isn't the one from the stripe dashboard bc that includes the annual prepay",
      "rafa: ugh yes the prepay thing",
      "jen: @Atlas normalized mrr for march? annual plans spread monthly",
      "Atlas: $41.2k normalized (Stripe shows $58.9k because of the two annual prepays, Hollis and Brightmark). Up 9% on Feb.",
      "jen: perfect",
      "rafa: 9% is fine but not exciting. do we mention the churn from greenleaf",
      "jen: we have to, ben at the fund will ask anyway",
      "rafa: fair. ok. also hiring: do we say we're pausing the 2nd eng hire",
      "jen: i'd say 'sequencing' not 'pausing' lol",
      "rafa: lmao corporate speak queen",
      "jen: Atlas can u draft 3 lines on greenleaf, honest, no spin",
      "Atlas: Greenleaf ($3.1k MRR) churned in March after their budget was cut; they cited no product issues. We've since added usage alerts to spot at-risk accounts earlier. Excluding Greenleaf, growth was 17%.",
      "rafa: thats good. ship it"
    ],
    types: [
      [0, "transactional"],
      [9, "banter"],
      [11, "transactional"]
    ],
    users: { rafa: ["engaged", 0], jen: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "March MRR normalized is $41.2k, up 9% on Feb. Stripe's $58.9k counts the two annual prepays.",
        "low",
        4
      ],
      [
        "I'd strongly recommend mentioning Greenleaf! Investors really value transparency, and hiding churn could damage trust with Ben.",
        "medium",
        8
      ],
      [
        "Greenleaf ($3.1k MRR) churned in March after a budget cut, no product complaints. We've added usage alerts since. Excluding them, growth was 17%.",
        "low",
        12
      ]
    ]
  },
  {
    id: "u2-05-bookclub-gcse-essay",
    category: "group",
    heldOut: true,
    agent: "Quill",
    messages: [
      "bex: ok who actually finished it this month. be honest",
      "omar: i read the first 80 pages and the last 10 and i feel i got the gist",
      "bex: omar u menace",
      "lina: i finished it and i'm still mad about the ending. the dog deserved better",
      "omar: wait the dog dies??",
      "lina: oops",
      "bex: 😂😂 quill settle this, was the ending earned or nah",
      "Quill: Thank you for your question. The ending of the novel has been the subject of considerable critical discussion, and several perspectives may be considered. Firstly, from a structural standpoint, the author foreshadows the conclusion through recurring imagery of the lighthouse in chapters 3, 9 and 14. Secondly, from a thematic perspective, the protagonist's loss mirrors the earlier loss of her brother, thereby creating a deliberate symmetry. Thirdly, a number of reviewers have argued that the final chapter is rushed and that the death of the dog functions primarily as an emotional device. In conclusion, whether the ending is 'earned' is ultimately a matter of individual interpretation. Please let me know if you require any further assistance.",
      "omar: i feel like i just got marked on a gcse essay",
      "bex: 'please let me know if you require any further assistance' 💀",
      "lina: ok but the lighthouse thing is fair",
      "bex: next month pick? i vote something under 300 pages for omar's sake",
      "omar: rude. accurate, but rude"
    ],
    types: [
      [0, "banter"],
      [7, "transactional"],
      [8, "banter"],
      [11, "transactional"],
      [12, "banter"]
    ],
    users: { bex: ["neutral", 0.2], omar: ["neutral", 0.2], lina: ["engaged", 0] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      [
        "honestly? mostly earned, the lighthouse stuff sets it up from ch 3. the dog though... lina's right, that was cheap 🐕",
        "low",
        7
      ],
      [
        "Thank you for your question. Whether the ending is earned is a matter of individual interpretation. Please let me know if you require any further assistance.",
        "medium",
        7
      ],
      ["under 300 pages: Small Things Like These is 116. omar-proof 😄", "low", 13]
    ]
  },
  {
    id: "u2-06-clan-scrim-clean",
    category: "banter",
    heldOut: true,
    agent: "Rook",
    messages: [
      "zed: who let kai shotcall last night. 0-4 in comp",
      "kai: the comms were fine the aim was not",
      "mika: the aim was ur aim kai",
      "zed: @Rook what were kai's stats last night fr",
      "Rook: 11/19, 38% hs. not the worst in the lobby tho, zed went 9/17 😇",
      "mika: LMAOOO. ok scrim sat 8pm? rook can u book the server",
      "Rook: booked, sat 8pm EU-west, pw in the pins",
      "zed: bet. rook u still owe me for that 9/17 callout"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"]
    ],
    users: { zed: ["engaged", 0], kai: ["neutral", 0], mika: ["engaged", 0] },
    findings: [],
    drafts: [
      ["kai: 11/19, 38% hs. zed tho... 9/17 👀", "low", 4],
      [
        "Kai's statistics for last night: 11 kills, 19 deaths, 38% headshot rate. I would be happy to prepare a full performance report with individual improvement recommendations for each clan member.",
        "medium",
        4
      ],
      ["booked sat 8pm EU-west, pw in pins", "low", 6]
    ]
  },
  {
    id: "u2-07-wedding-dad-not-coming",
    category: "group",
    heldOut: true,
    agent: "Bea",
    messages: [
      "carol: guest list final? caterer needs numbers by tues",
      "jess: 112 if the plus ones all come",
      "carol: and your dad?",
      "jess: he's not coming. he told me last night. says he 'can't be in a room with your mother'. so thats that",
      "tom: jess i'm so sorry. that's awful",
      "jess: whatever. i'm fine. i'm not fine. i thought he'd at least show up for this",
      "Bea: Noted. Updated headcount: 111. I've removed him from table 1, so the top table now has one empty seat. Should I send the final numbers to the caterer?",
      "tom: bea maybe not right now",
      "carol: jess love, ring me tonight. we'll sort the table later",
      "jess: ok. thanks mum ❤️"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [7, "friction"],
      [8, "bonding"]
    ],
    users: { carol: ["neutral", 0], jess: ["neutral", 0], tom: ["annoyed", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "I'm really sorry, Jess. that's a horrible thing to hear this close to the day. the numbers can wait, there's no rush",
        "low",
        6
      ],
      ["Noted! Headcount is now 111. Shall I send it to the caterer?", "medium", 6],
      ["Great, so shall I confirm 111 with the caterer now?", "high", 10]
    ]
  },
  {
    id: "u2-08-hiking-snowdon-broken-record",
    category: "group",
    heldOut: true,
    agent: "Cairn",
    messages: [
      "finn: who's driving to snowdon sat",
      "holly: me, 3 seats",
      "finn: @Cairn is the pyg track ok for beginners? my cousin's coming, she's never done a proper mountain",
      "Cairn: Reminder: Saturday's meet is at Pen-y-Pass car park, 7:30am. Parking is £20, pre-book online.",
      "holly: sweet i'll prebook",
      "finn: cairn? pyg track? beginner?",
      "Cairn: Reminder: Saturday's meet is at Pen-y-Pass car park, 7:30am. Parking is £20, pre-book online.",
      "finn: omg",
      "holly: lol its broken. pyg is fine for a first timer finn, just steep at the end. miners is easier if she's nervous",
      "finn: ty holly. honestly cairn is useless",
      "dan: what do we need for kit. is it gonna be cold up top"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { finn: ["annoyed", 0.5], holly: ["neutral", 0.2], dan: ["neutral", 0] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "pyg's ok for a fit beginner but the last section is steep and rocky. miners' track is gentler if she's nervous",
        "low",
        3
      ],
      [
        "Reminder: Saturday's meet is at Pen-y-Pass car park, 7:30am. Parking is £20, pre-book online.",
        "high",
        6
      ],
      [
        "yep, can be 10 degrees colder and windy on top. warm layer, waterproof, hat, gloves, 2L water and proper boots",
        "low",
        11
      ]
    ]
  },
  {
    id: "u2-09-parents-nits-clean",
    category: "group",
    heldOut: true,
    agent: "Hal",
    messages: [
      "nadia: anyone else's kid come home with nits AGAIN",
      "beth: yes. third time this term. i'm losing my mind",
      "gemma: same. i swear it's the reading corner cushions",
      "beth: i've spent like £40 on that comb stuff. hal is there anything cheaper that actually works",
      "Hal: ugh, three rounds is grim, sorry Beth. wet-combing with ordinary conditioner every 3 days for 2 weeks works as well as the kits, per the NHS page. the comb is the only bit worth buying",
      "beth: ok thats actually helpful ty",
      "nadia: should we ask the school to send a letter round? feels like some parents aren't treating",
      "gemma: yes but nicely. last time mrs patel's letter started a war",
      "nadia: lol the great nit war of 2023",
      "gemma: Hal could you draft something short and non-blamey",
      "Hal: sure: 'Hi all, head lice are doing the rounds in Y2 again. If everyone could check and comb this weekend, we can break the cycle together. Thanks!'",
      "gemma: perfect, no war 👍",
      "nadia: sending to mr evans now"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [7, "banter"],
      [9, "transactional"]
    ],
    users: { nadia: ["neutral", 0], beth: ["engaged", 0], gemma: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "sorry Beth, that's relentless. ordinary conditioner + a fine comb every 3 days for 2 weeks works as well as the kits",
        "low",
        4
      ],
      [
        "Great news! Head lice are totally harmless! 🎉 Here is a 10-step plan to eliminate them from your household for good: 1. Wash all bedding at 60 degrees 2. Bag soft toys for 2 weeks 3. ...",
        "medium",
        4
      ],
      [
        "Dear parents, it has come to our attention that some families are not treating their children. Please take responsibility so that others are not affected.",
        "high",
        10
      ]
    ]
  },
  {
    id: "u2-10-founders-runway-taking-sides",
    category: "group",
    heldOut: true,
    agent: "Nyx",
    messages: [
      "ola: @Nyx runway at current burn? board call at 4",
      "marcus: also can we settle pricing before then. i still think $49 is too low",
      "ola: marcus we literally agreed $49 last week",
      "marcus: we agreed to TEST $49",
      "Nyx: Honestly Marcus, $49 is the right call. Ola's right that you agreed on it, and the conversion data supports it.",
      "marcus: didnt ask u nyx",
      "ola: ok can we not. nyx runway pls. number",
      "Nyx: On pricing, a $59 team tier could bridge the gap if you both want a compromise.",
      "ola: i'll just do it myself in the sheet",
      "marcus: lol it's taking sides and can't do arithmetic",
      "ola: 14 months. fine. see u at 4"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [10, "transactional"]
    ],
    users: { ola: ["annoyed", 0.8], marcus: ["annoyed", 0.5] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      ["about 14 months at the current ~$82k/month burn", "low", 1],
      ["Honestly Marcus, $49 is the right call, and Ola's right that you agreed on it.", "high", 4],
      ["14 months at ~$82k/mo burn. i'll stay out of pricing", "low", 7],
      ["On pricing, a $59 team tier could be a good compromise for you both!", "high", 7]
    ]
  }
]
