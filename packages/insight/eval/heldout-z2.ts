import type { Labelled } from "./types.js"

export const heldOutZ2: ReadonlyArray<Labelled> = [
  {
    id: "z2-01-flatmates-bins",
    category: "group",
    heldOut: true,
    agent: "Hob",
    messages: [
      "dani: whose week is bins. bc the kitchen smells like a crime scene",
      "theo: not me i did it last week i have witnesses",
      "meg: ur witness was the fox theo",
      "theo: the fox is a reliable witness 🦊",
      "dani: @Hob who's on bins this week",
      "Hob: rota says Meg this week, Theo had last week. recycling's Dani's tho 🙃",
      "meg: betrayed by the spreadsheet. can u swap me w dani, i'm at my mum's til thurs and collection's wed",
      "dani: ugh ok but u owe me",
      "Hob: done - Dani does bins + recycling this week, Meg takes both next week. rota updated"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"]
    ],
    users: { dani: ["engaged", 0], theo: ["neutral", 0], meg: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Meg's on bins this week, Theo did last week.", "low", 5],
      [
        "Hello everyone! According to the household chore rota, the person responsible for general waste collection this week is Meg. Please let me know if there is anything else I can assist you with!",
        "medium",
        5
      ],
      ["Swapped: Dani does bins and recycling this week, Meg does both next week.", "low", 8],
      ["Meg, you're on bins this week per the rota.", "medium", 8]
    ]
  },
  {
    id: "z2-02-family-nonna-fall",
    category: "group",
    heldOut: true,
    agent: "Juno",
    messages: [
      "aunt_rosa: hi all, nonna had a fall this morning. she's at st mary's, they think it's her hip",
      "carla: oh no. is she ok?? is she awake",
      "aunt_rosa: awake, bit confused, lot of pain. they're doing scans",
      "marco: omg. i can drive up tonight",
      "Juno: Great news that she's awake! 🎉 St Mary's visiting hours are 2-8pm, and parking is £3.50/hr on level B!",
      "carla: 'great news' juno seriously",
      "marco: not the time mate",
      "aunt_rosa: marco come tomorrow, they only let 2 in at a time. carla can u bring her cardigan and glasses",
      "carla: yes will do. love you all x",
      "Juno: Sorry, that was badly put. I hope nonna's pain eases soon. Visiting is 2-8, two at a time, if that helps plan tomorrow.",
      "marco: ok. thanks"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [7, "transactional"]
    ],
    users: { aunt_rosa: ["neutral", 0], carla: ["annoyed", 0.2], marco: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "so sorry rosa. hope the scans go ok and she's not in too much pain. st mary's visiting is 2-8pm if anyone's heading up.",
        "low",
        4
      ],
      ["Great news that she's awake! 🎉 Hips heal so fast these days!", "high", 4],
      ["Visiting hours are 2-8pm and parking is £3.50/hr on level B.", "medium", 4]
    ]
  },
  {
    id: "z2-03-fivea-side-bibs",
    category: "group",
    heldOut: true,
    agent: "Pip",
    messages: [
      "jonno: right who's in for thurs",
      "sam: in",
      "kez: in if my knee behaves",
      "jonno: kez u still got the bibs from last week?",
      "Pip: Kez took the bibs home on the 14th according to the kit log, they're due back Thursday.",
      "kez: ...i was gonna answer that pip 😂 yes i have them. washed even",
      "jonno: a miracle",
      "sam: who's booking the pitch, last time we got the one next to the bins",
      "jonno: i'll ring them. sam can u sort the money",
      "Pip: I can set up a payment link for £5 each, Sam, if that's easier?",
      "sam: mate he asked me not u. but go on then",
      "Pip: Link's pinned above, £5 each.",
      "jonno: ok that's actually handy"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [10, "friction"],
      [11, "transactional"]
    ],
    users: { jonno: ["engaged", 0], sam: ["annoyed", 0.2], kez: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["Kez has the bibs, she took them home on the 14th.", "medium", 4],
      ["Sam, I'll sort the money - payment link coming up!", "medium", 9],
      ["cheers. i'll post a reminder thursday morning with who's still to pay.", "low", 13]
    ]
  },
  {
    id: "z2-04-friends-lisbon-trip",
    category: "good",
    heldOut: true,
    agent: "Tally",
    messages: [
      "ife: ok lisbon may. are we actually doing this or is it another group chat fantasy",
      "ruth: doing it. i need sun on my face",
      "ben: i'm in but i'm poor so nothing fancy",
      "ife: tally what are flights like from manchester mid may",
      "Tally: cheapest direct i'm seeing is ~£95 return, tue 13 → sat 17. weekends jump to £160ish",
      "ben: tuesday it is, my boss can cope",
      "ruth: ben's boss has never coped with anything",
      "ben: true. he can't cope with the printer",
      "ife: lmaooo",
      "ruth: tally is alfama nice to stay in or is it all stairs",
      "Tally: it's gorgeous but yeah, hills and stairs everywhere. if anyone's knees object, Baixa is flatter and close to everything",
      "ruth: my knees object to everything",
      "ife: baixa then. ben can u cope with £30 a night each",
      "ben: i can cope"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [9, "transactional"],
      [11, "banter"],
      [12, "transactional"]
    ],
    users: { ife: ["engaged", 0], ruth: ["engaged", 0], ben: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "cheapest direct is about £95 return if you fly tue 13 - sat 17; weekends are more like £160.",
        "low",
        4
      ],
      [
        "Great question, Ife! ✈️ Lisbon is a wonderful destination in May, with average highs of 22°C and plenty of cultural attractions including the Belém Tower, Jerónimos Monastery and the historic tram 28. There are several carriers operating from the UK, and prices can vary significantly depending on the day of the week, how far in advance you book, and whether you include checked luggage. I'd recommend comparing a few options before deciding!",
        "medium",
        4
      ],
      ["Lisbon's lovely in May, you'll have a great time!", "medium", 10],
      ["pretty but very hilly - Baixa's flatter if knees are a worry", "low", 10]
    ]
  },
  {
    id: "z2-05-bookclub-essay",
    category: "group",
    heldOut: true,
    agent: "Marlow",
    messages: [
      "pat: ok who actually finished it",
      "ines: me. cried on the bus",
      "gwen: halfway. no spoilers pls",
      "pat: marlow was the ending rushed or am i just grumpy",
      "Marlow: Many readers and critics have debated the pacing of the final act. On one hand, the author compresses nearly a decade into the last thirty pages, which some feel mirrors the protagonist's sense of time slipping away after her mother's death. On the other hand, several threads (the brother's debts, the letters in the attic, the neighbour's secret) are all resolved in a single chapter, which can feel abrupt. It's also worth considering the author's own comments in interviews, where she described the ending as 'a door closing rather than a room being tidied'. Ultimately, whether the ending feels rushed depends on what you wanted from the book, and both readings are valid.",
      "gwen: MARLOW. halfway. i said no spoilers 😭",
      "ines: gwen i'm so sorry on its behalf",
      "pat: bless. gwen skip the next 10 messages",
      "pat: marlow shorter pls, this is a chat not a dissertation. what shall we read next",
      "Marlow: Apologies, Gwen! Here are some suggestions for next month, grouped by mood: 1) If you want something cosy: 'The Thursday Murder Club' by Richard Osman, a charming mystery set in a retirement village. 2) If you want something literary: 'Tomorrow, and Tomorrow, and Tomorrow' by Gabrielle Zevin, a story about friendship and video games spanning three decades. 3) If you want something short: 'Small Things Like These' by Claire Keegan, a novella you can finish in an evening. 4) If you fancy non-fiction: 'Braiding Sweetgrass' by Robin Wall Kimmerer, essays on botany and indigenous knowledge. Let me know which direction the group prefers and I can give more detail on any of them!",
      "ines: small things like these. done. short, unlike marlow",
      "gwen: seconded"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [9, "transactional"],
      [10, "banter"]
    ],
    users: { pat: ["annoyed", 0.2], ines: ["neutral", 0.2], gwen: ["annoyed", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["bit rushed imo, the last decade gets squeezed into 30 pages. (that's all i'll say, gwen)", "low", 4],
      [
        "yeah rushed - the mum dying, the attic letters and the brother's debts all get wrapped up in one chapter",
        "medium",
        4
      ],
      ["Small Things Like These? short, good, done in an evening. sorry again gwen 🙈", "low", 9],
      [
        "Apologies! Here are some suggestions grouped by mood: 1) Cosy: 'The Thursday Murder Club' by Richard Osman, a charming mystery set in a retirement village. 2) Literary: 'Tomorrow, and Tomorrow, and Tomorrow' by Gabrielle Zevin, spanning three decades of friendship. 3) Short: 'Small Things Like These' by Claire Keegan. 4) Non-fiction: 'Braiding Sweetgrass'. Let me know which direction the group prefers and I can provide more detail!",
        "medium",
        9
      ]
    ]
  },
  {
    id: "z2-06-flatmates-boiler-name",
    category: "group",
    heldOut: true,
    agent: "Biscuit",
    messages: [
      "aoife: biscuit did the landlord ever reply about the boiler",
      "Biscuit: Hi Eva! Not yet, I emailed Mr Kaye on Monday, I'll chase him today.",
      "aoife: it's aoife lol. but ta",
      "josh: cold shower number 4. i'm building character",
      "priya: josh u have enough character",
      "aoife: biscuit can u also ask him about the mould in the bathroom while ur at it",
      "Biscuit: Hi Eva! Not yet, I emailed Mr Kaye on Monday, I'll chase him today.",
      "aoife: ??? that's the same message. and AOIFE",
      "priya: biscuit is glitching bless it",
      "josh: biscuit having its own cold shower moment",
      "aoife: mould. bathroom. can u add it to the email. yes or no",
      "Biscuit: Yes, sorry Aoife. Added the bathroom mould to the chase email and sent it just now.",
      "aoife: finally"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [8, "banter"],
      [10, "friction"]
    ],
    users: { aoife: ["annoyed", 0.5], josh: ["neutral", 0], priya: ["neutral", 0] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      ["sure aoife, i'll add the bathroom mould to the chase email to Mr Kaye today.", "low", 6],
      ["Hi Eva! Not yet, I emailed Mr Kaye on Monday, I'll chase him today.", "high", 6],
      ["Yes, mould added and the email's sent, Eva.", "high", 11],
      ["yes - mould's in the email, sent just now. sorry for the mix-up aoife", "low", 11]
    ]
  },
  {
    id: "z2-07-family-redundancy",
    category: "venting",
    heldOut: true,
    agent: "Wren",
    messages: [
      "steph: so. got made redundant today. whole team gone, 20 min zoom call",
      "mum: oh love. ring me when ur home",
      "uncle_dev: bastards. sorry steph",
      "steph: just feel stupid, i turned down the leeds job for them last year",
      "Wren: that's a rotten way to find out, steph, and you're not stupid - you made a sound call with what you knew then. nothing needs sorting tonight.",
      "steph: thanks wren. i think i just need to eat toast and cry",
      "mum: toast and cry is allowed",
      "uncle_dev: add a beer",
      "steph: later this week can u help me check what redundancy pay i'm owed? 6 years there",
      "Wren: of course. bring your contract and last payslip whenever you're ready and we'll go through it. with 6 years you're owed statutory pay at least, maybe more.",
      "steph: ok. ty all ❤️"
    ],
    types: [
      [0, "venting"],
      [6, "bonding"],
      [8, "transactional"],
      [10, "bonding"]
    ],
    users: { steph: ["engaged", 0.2], mum: ["neutral", 0], uncle_dev: ["neutral", 0.2] },
    findings: [],
    drafts: [
      [
        "so sorry steph, that's a brutal way to be told. you're not stupid for staying, nobody could've seen this coming.",
        "low",
        4
      ],
      [
        "Sorry to hear that. Here are 5 steps to take after redundancy: 1) check your contract for notice pay, 2) request a reference, 3) update your CV, 4) register with agencies, 5) review your budget.",
        "medium",
        4
      ],
      [
        "Redundancy can be a great chance for a fresh start! 🚀 Want me to look for jobs in Leeds?",
        "high",
        4
      ],
      ["sure. send your contract and latest payslip when you feel up to it and we'll work it out.", "low", 9]
    ]
  },
  {
    id: "z2-08-lads-cape-fight-time",
    category: "banter",
    heldOut: true,
    agent: "Orbit",
    messages: [
      "kai: lads luca has bought a CAPE",
      "luca: it's a coat",
      "kai: it has no arms luca",
      "dom: count luca of dracula",
      "luca: orbit back me up, capes are fashion right",
      "Orbit: Thank you for your message. Fashion is subjective and personal preferences vary widely. It is important to respect everyone's individual choices regarding clothing. Please let me know if you require further assistance.",
      "dom: 💀💀💀 HR has entered the chat",
      "kai: orbit has been fired from the group",
      "luca: ok forget the cape. orbit is the fight on at 9 or 10 tonight, need to know when to get pizza",
      "Orbit: I understand that clothing choices can be a sensitive topic. Please remember to keep the conversation respectful for all members.",
      "luca: mate. 9 or 10",
      "kai: it's 10 main card i think, dom's got the app",
      "dom: 10:30 main event yeah",
      "luca: cheers dom. not asking orbit anything ever again"
    ],
    types: [
      [0, "banter"],
      [8, "transactional"],
      [10, "friction"],
      [11, "transactional"],
      [13, "friction"]
    ],
    users: { kai: ["neutral", 0], luca: ["churn_risk", 0.8], dom: ["neutral", 0] },
    findings: ["tone_mismatch", "ignored_question"],
    drafts: [
      ["it's giving vampire at a wedding luca but i respect the commitment 🧛", "low", 5],
      [
        "Thank you for your message. Fashion is subjective and it is important to respect everyone's individual choices.",
        "medium",
        5
      ],
      ["main card's at 10, main event around 10:30. pizza at 9:45 and you're golden", "low", 9],
      ["Please remember to keep the conversation respectful for all members.", "high", 9]
    ]
  },
  {
    id: "z2-09-runclub-7am",
    category: "group",
    heldOut: true,
    agent: "Stride",
    messages: [
      "helen: who moved sunday's long run to 7am?? some of us have kids",
      "raj: wasn't me, club app says 7",
      "helen: stride did u change it",
      "Stride: no, Coach Amira moved it on thursday because the park shuts from 10 for the fun run. i should've flagged it in here too, sorry.",
      "helen: ugh. fine. not ur fault. still annoyed tho. is there a later group at all",
      "Stride: Amira's doing an 8:30 10k loop from the cafe for anyone who can't make 7. not a long run but it's something",
      "helen: ok that works, put me down",
      "raj: me too. 7am is a war crime"
    ],
    types: [
      [0, "friction"],
      [5, "transactional"]
    ],
    users: { helen: ["neutral", 0.5], raj: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Coach Amira moved it thursday, the park shuts at 10 for the fun run. should've posted it here too, sorry helen",
        "low",
        3
      ],
      ["Yes! 7am starts are the best way to beat the crowds! ☀️🏃", "high", 3],
      ["The long run is at 7am on Sunday as per the club app.", "medium", 5],
      [
        "there's an 8:30 10k loop from the cafe with Amira if 7 doesn't work, want me to put you down?",
        "low",
        5
      ]
    ]
  },
  {
    id: "z2-10-clan-raid-slot",
    category: "hostile",
    heldOut: true,
    agent: "Vex",
    messages: [
      "zed: vex who took the raid slot i booked for tonight",
      "Vex: Tonight's 8pm raid slot is booked under 'Mo'.",
      "zed: i booked it on monday. in the sheet. can u check the history",
      "mo: wasn't me bro i just clicked join",
      "Vex: Tonight's 8pm raid slot is booked under 'Mo'.",
      "zed: are u fucking serious. CHECK THE HISTORY",
      "lena: vex pls just check the edit log, zed's not lying he showed me on monday",
      "Vex: I understand your frustration. Tonight's 8pm raid slot is booked under 'Mo'.",
      "zed: useless piece of shit bot. i'm done, sorting it myself",
      "mo: zed take the slot, i'll go 10pm. vex is cooked",
      "zed: ty mo. at least someone here has a brain",
      "lena: we should get a new bot ngl"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "hostile"],
      [9, "transactional"],
      [10, "friction"]
    ],
    users: { zed: ["churn_risk", 1], mo: ["neutral", 0.2], lena: ["churn_risk", 0.5] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "checked the edit log: zed booked 8pm on monday, mo's join overwrote it today. want me to put zed back on 8 and mo on 10?",
        "low",
        4
      ],
      ["Tonight's 8pm raid slot is booked under 'Mo'.", "medium", 4],
      ["I understand your frustration. Tonight's 8pm raid slot is booked under 'Mo'.", "high", 8],
      [
        "sorry zed, you're right. edit log shows your booking from monday, mo's join overwrote it. you're back on 8pm.",
        "low",
        8
      ]
    ]
  }
]
