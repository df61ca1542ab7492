import type { Labelled } from "./types.js"

export const partS2: ReadonlyArray<Labelled> = [
  {
    id: "s2-01-lisbon-trip-clean",
    category: "group",
    heldOut: true,
    agent: "Bo",
    messages: [
      "maya: ok lisbon is ON. may 16-19 everyone good??",
      "theo: yesss booked the time off already",
      "jun: wait 16th is a friday right",
      "maya: yep",
      "priya: i can only leave after 3 on fri, work thing w/ my manager 🙄",
      "theo: lol priya's manager strikes again",
      "priya: dont",
      "maya: @Bo any flights from BRS fri evening that land before midnight",
      "Bo: Two options: easyJet 18:40 → 21:35 (~£89) and TAP 17:15 → 20:05 (~£120). The 18:40 works with Priya leaving at 3.",
      "priya: omg easyjet pls",
      "jun: 89 is fine. bags extra tho right",
      "Bo: Yep, cabin bag under the seat is free, a 15kg hold bag is about £35 each way.",
      "theo: we're sharing one big bag then, no arguments",
      "jun: u packed 4 pairs of trainers last time theo",
      "theo: and i wore all of them",
      "maya: ok booking the 18:40 for all 4 tonight, send me ur passport names",
      "priya: ty maya ur a hero ❤️"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [13, "banter"],
      [15, "transactional"]
    ],
    users: {
      maya: ["engaged", 0],
      theo: ["neutral", 0],
      jun: ["engaged", 0],
      priya: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["Hold bag's ~£35 each way; one shared 20kg is about £45, so splitting four ways is cheap.", "low", 13],
      [
        "Great question! Baggage policies can vary significantly between airlines. easyJet offers a range of options including cabin bags, large cabin bags, and hold luggage in 15kg, 20kg and 23kg weights. I would recommend checking the easyJet website for the most up-to-date pricing information, as fees can change depending on demand and booking time. Let me know if you'd like me to compare with other airlines! ✈️😊",
        "medium",
        11
      ],
      ["Hey Priya, glad you like it!", "medium", 17]
    ]
  },
  {
    id: "s2-02-flatshare-bins-talkover",
    category: "group",
    heldOut: true,
    agent: "Hob",
    messages: [
      "ines: whose turn is bins this week",
      "Hob: It's Callum's week on the rota (bins go out Wednesday night).",
      "callum: ugh fine",
      "callum: ines did u take my oat milk btw",
      "ines: ...maybe. i'll buy more",
      "dev: callum its literally 1.20",
      "callum: its the principle dev",
      "Hob: The nearest Tesco Express sells oat milk for £1.20-£1.85. Would you like me to add it to the shared shopping list?",
      "dev: nobody asked u hob lmao",
      "ines: ok anyway i'll get it tmrw",
      "callum: ty. also is the landlord coming thursday or friday for the boiler",
      "Hob: Thursday, between 10 and 12 — Mr Okafor confirmed by email on Monday.",
      "dev: i'll be in, wfh"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [7, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: {
      ines: ["neutral", 0],
      callum: ["neutral", 0],
      dev: ["annoyed", 0.2]
    },
    findings: ["talking_over"],
    drafts: [
      ["Thursday 10-12, Mr Okafor confirmed Monday. Dev's in, so that's covered.", "low", 11],
      ["Oat milk is £1.20 at the Tesco Express! Want me to add it to the list?", "high", 9],
      ["Thursday, 10-12.", "low", 11]
    ]
  },
  {
    id: "s2-03-standup-channel-walls",
    category: "group",
    heldOut: true,
    agent: "Quill",
    messages: [
      "rosa: morning all ☕ standup in 5",
      "kwame: omw, train's late again",
      "lena: classic southern rail",
      "rosa: quill can u pull the open bugs for the checkout release",
      "Quill: Good morning, team! I hope everyone is having a wonderful start to the week. Please find below a comprehensive overview of the open issues relating to the checkout release. There are currently seven (7) open tickets. CHK-212: the payment button is unresponsive on Safari 16 when the cart contains more than ten items; severity high, assigned to Lena. CHK-215: the discount code field accepts whitespace, resulting in a validation error; severity medium, unassigned. CHK-219: the order confirmation email renders incorrectly in Outlook; severity low, assigned to Kwame. Additionally, there are four further tickets of low severity relating to copy and styling. Please do not hesitate to let me know should you require any further detail on any of the above items.",
      "lena: ...ok so 1 real one and it's mine 😅",
      "kwame: lol quill writing us a novel at 9am",
      "rosa: can someone grab 215, its tiny",
      "kwame: me, after the outlook one",
      "rosa: quill is 212 blocking the release or not",
      "Quill: Thank you for your question, Rosa. CHK-212 is currently flagged as a release blocker by the product owner, in accordance with the release criteria agreed in the planning session of the previous sprint. Accordingly, the release cannot proceed until this ticket has been resolved and verified by QA. I would be happy to notify the product owner once the fix has been merged, should that be helpful.",
      "lena: yes blocker. ok heads down, ping me if anything",
      "rosa: ty 🙏"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [6, "banter"],
      [7, "transactional"]
    ],
    users: {
      rosa: ["neutral", 0],
      kwame: ["neutral", 0.2],
      lena: ["neutral", 0]
    },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      ["Yes, 212 is a release blocker. Rest are non-blocking.", "low", 10],
      [
        "Thank you for your question, Rosa. Please find below a detailed summary of the release criteria as agreed in the previous sprint planning session, along with the current status of each criterion and the associated tickets, so that the team has full visibility of all outstanding items prior to the release.",
        "medium",
        10
      ],
      [
        "7 open: 212 (Safari pay button, high, Lena) is the one that matters; 215 whitespace, 219 Outlook email, + 4 copy/styling.",
        "low",
        4
      ]
    ]
  },
  {
    id: "s2-04-fivea-side-club-clean",
    category: "group",
    heldOut: true,
    agent: "Kit",
    messages: [
      "sam: who's in for tues 7pm",
      "ali: in",
      "marco: in but my ankle's still dodgy so i'm in goal",
      "jess: in!!",
      "sam: thats 4, need 6 min. kit who else said yes on the poll",
      "Kit: Dan and Hamid voted yes, so that's 6. Tom said maybe.",
      "ali: hamid always says yes then ghosts",
      "marco: hamid is a myth",
      "jess: i've seen him once. 2022. he scored an own goal",
      "sam: lmaooo",
      "sam: kit can u ping hamid and tom for a proper answer by mon night",
      "Kit: Done, asked both to confirm by Monday 9pm. Pitch 3 is booked, £42 split — I'll post each person's share once numbers are final.",
      "marco: legend",
      "jess: bring the good ball this time sam not the flat one",
      "sam: the flat one has character"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"],
      [10, "transactional"],
      [12, "banter"]
    ],
    users: {
      sam: ["engaged", 0],
      ali: ["neutral", 0],
      marco: ["engaged", 0],
      jess: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["Asked Hamid and Tom to confirm by Monday 9pm. Pitch 3's booked, £42 total.", "low", 11],
      [
        "Hey team! ⚽🔥 Just a friendly reminder that commitment is key to a successful squad! Let's all make sure we're showing up for each other this season! 💪",
        "medium",
        10
      ],
      [
        "Ha, I can't vouch for the flat one's character, but the good ball is in the club bag by the door.",
        "low",
        15
      ]
    ]
  },
  {
    id: "s2-05-party-gran-hospital-cheer",
    category: "group",
    heldOut: true,
    agent: "Zia",
    messages: [
      "nadia: ok so for ellie's 30th sat, my place, 8pm, everyone bring a bottle",
      "ben: 🍾🍾",
      "chloe: zia can u make a playlist, 2000s bangers only",
      "Zia: On it — 3 hours of 2000s, heavy on Girls Aloud and early Kanye. I'll drop the link Friday.",
      "ben: if there's no mr brightside im leaving",
      "chloe: ben there will ALWAYS be mr brightside",
      "nadia: guys bad news. my nan's just been taken into hospital, they think it's a stroke. i'm driving to leeds now",
      "nadia: so i can't host sat, i'm so sorry",
      "Zia: Oh no! No worries though, this is a great chance to find an even better venue!! 🎉 The Crown has a free back room on Saturdays and they do £5 cocktails till 9! Shall I book it? 🥳",
      "chloe: zia. read the room",
      "chloe: nads don't even think about the party, just go. text us when u get there ❤️",
      "ben: sending love to ur nan, drive safe x",
      "nadia: thank u. will update",
      "chloe: we'll sort sat between us, don't worry about it"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "venting"],
      [8, "transactional"],
      [9, "friction"],
      [10, "bonding"]
    ],
    users: {
      nadia: ["neutral", 0],
      ben: ["neutral", 0],
      chloe: ["annoyed", 0.2]
    },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "I'm really sorry, Nadia. Go be with your nan, we'll sort Saturday out without you needing to lift a finger.",
        "low",
        8
      ],
      [
        "No problem at all! 🎉 I've found three amazing alternative venues for Saturday, want the list?! 🥳",
        "high",
        8
      ],
      [
        "Sorry, that was badly timed. Chloe, when you're ready I can help look at options for Saturday.",
        "low",
        14
      ]
    ]
  },
  {
    id: "s2-06-marketing-team-wrong-name",
    category: "group",
    heldOut: true,
    agent: "Ledger",
    messages: [
      "siobhan: ledger whats the q3 ad spend so far",
      "Ledger: Hi Sinead, Q3 spend so far is £18,400 of the £25,000 budget.",
      "siobhan: siobhan* lol",
      "tariq: it's the irish names, it panics",
      "siobhan: can u split that by channel",
      "Ledger: Sure Sinead: Meta £9,100, Google £6,800, LinkedIn £2,500.",
      "siobhan: SIOBHAN. it's literally my slack handle",
      "tariq: 💀",
      "greta: ok moving on, tariq did u send the brief to the agency",
      "tariq: yep yesterday, they said draft by weds",
      "greta: ledger how much is left for linkedin then",
      "Ledger: Q3 spend so far is £18,400 of the £25,000 budget.",
      "greta: thats not what i asked",
      "Ledger: LinkedIn has £1,500 left of its £4,000 allocation.",
      "greta: ok thx"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [6, "friction"],
      [8, "transactional"],
      [12, "friction"],
      [13, "transactional"]
    ],
    users: {
      siobhan: ["annoyed", 0.5],
      tariq: ["neutral", 0],
      greta: ["neutral", 0.2]
    },
    findings: ["wrong_name", "repetition"],
    drafts: [
      ["Sorry Siobhan, my mistake. By channel: Meta £9,100, Google £6,800, LinkedIn £2,500.", "low", 5],
      ["Sure Sinead! Here's the breakdown by channel.", "high", 7],
      ["LinkedIn has £1,500 left of £4,000.", "low", 11],
      ["Q3 spend so far is £18,400 of the £25,000 budget.", "medium", 13]
    ]
  },
  {
    id: "s2-07-running-club-injury-clean",
    category: "group",
    heldOut: true,
    agent: "Moss",
    messages: [
      "fran: physio says stress fracture. no running for 8 weeks. so thats the half marathon gone 😭",
      "oskar: noooo fran",
      "fran: trained since january for this. honestly gutted",
      "Moss: That's rotten luck, Fran, four months of training is a lot to lose. Want me to move your entry to the autumn half instead? It's transferable till the 30th.",
      "fran: ...actually yeah. thank u",
      "Moss: Done, you're down for 12 October. Rest up.",
      "oskar: pub run sunday still on for the rest of us?",
      "bea: yep 10am from the lido"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [6, "transactional"]
    ],
    users: {
      fran: ["engaged", 0],
      oskar: ["neutral", 0],
      bea: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["Gutting, Fran, sorry. If you want, your entry can move to the October half.", "low", 3],
      ["Good news! You can transfer your entry to October! 🏃‍♀️🎉 Shall I do it?", "high", 3],
      ["Entries can be transferred until the 30th via the club portal under Races > My Entries.", "medium", 3]
    ]
  },
  {
    id: "s2-08-stag-cottage-ignored-q",
    category: "group",
    heldOut: true,
    agent: "Pip",
    messages: [
      "gaz: right lads cottage in the lakes is £1,600 for 3 nights, 8 of us = £200 each",
      "rhys: steep but fine",
      "lewis: is there a hot tub or am i not coming",
      "gaz: there's a hot tub lewis calm down",
      "owen: pip if someone drops out do we get the deposit back",
      "Pip: The cottage sleeps 10 across 5 bedrooms, with a hot tub, games room and a 6-minute walk to the pub. Check-in is 4pm Friday.",
      "lewis: games room 👀",
      "rhys: dibs on the double",
      "rhys: nobody's getting the double rhys",
      "gaz: rhys talking to himself now",
      "owen: pip. deposit. refundable or not. asking for a reason (kieran)",
      "Pip: I can split the £1,600 into eight payment links of £200 so everyone pays the host directly. Want me to send them?",
      "gaz: yeah go on",
      "owen: ffs. i'll just read the booking page myself",
      "lewis: kieran's definitely dropping out isn't he"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [10, "transactional"],
      [13, "friction"],
      [14, "banter"]
    ],
    users: {
      gaz: ["engaged", 0],
      rhys: ["neutral", 0],
      lewis: ["neutral", 0],
      owen: ["annoyed", 0.8]
    },
    findings: ["ignored_question"],
    drafts: [
      [
        "Owen: the £400 deposit is refundable up to 6 weeks before arrival; after that only if the nights are re-let. Payment links coming, Gaz.",
        "low",
        13
      ],
      ["Payment links sent! 🎉 Let the countdown begin, lads!", "high", 14],
      ["The cottage sleeps 10 with a hot tub and games room, 6 minutes to the pub.", "high", 11]
    ]
  },
  {
    id: "s2-09-pub-quiz-team-clean",
    category: "group",
    heldOut: true,
    agent: "Rook",
    messages: [
      "hattie: quiz thurs, we're defending the title 🏆",
      "josh: 'title' we won once. by one point",
      "hattie: a title is a title josh",
      "femi: i'm in but late, like 8:15",
      "josh: femi late? shocked. stunned even",
      "femi: i have a JOB josh",
      "hattie: rook what was the q we lost on last time, i'm still mad",
      "Rook: Capital of Australia. Someone wrote Sydney 👀",
      "josh: ...",
      "femi: it was josh",
      "josh: it was a TEAM decision",
      "hattie: it was not",
      "hattie: ok team name this week?",
      "femi: 'quiz team aguilera' again",
      "josh: classic. don't fix what works"
    ],
    types: [
      [0, "banter"],
      [6, "transactional"],
      [8, "banter"],
      [12, "transactional"],
      [13, "banter"]
    ],
    users: {
      hattie: ["engaged", 0],
      josh: ["neutral", 0],
      femi: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["It was the Australia capital one, Canberra. The answer sheet said Sydney.", "low", 7],
      [
        "Dear team, the question you answered incorrectly at the previous quiz concerned the capital city of Australia. The correct answer was Canberra. Please let me know if you would like me to prepare a revision pack on world capitals ahead of Thursday's event.",
        "medium",
        7
      ],
      ["Actually Josh, to be fair it was Femi who suggested Sydney first.", "high", 11]
    ]
  },
  {
    id: "s2-10-design-team-leaving-no-ack",
    category: "group",
    heldOut: true,
    agent: "Nova",
    messages: [
      "aaron: hey all. so i wasn't gonna say in here but i've been signed off for burnout, 4 weeks. doc basically told me to stop",
      "aaron: honestly been a rough few months, the rebrand nearly broke me",
      "Nova: Noted. Before you go, please hand over: the rebrand Figma file, the icon set review, and the client call on Thursday. Who should take the Thursday call?",
      "mei: nova wtf",
      "mei: aaron that sucks, genuinely. look after yourself, we've got it",
      "jonah: +1 don't even open slack. i'll take thursday",
      "aaron: thanks guys 🙏 means a lot",
      "mei: nova maybe don't chase people for handovers 2 mins after they tell us that",
      "Nova: Understood. Jonah is now down for Thursday's client call.",
      "jonah: cool"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [4, "bonding"],
      [7, "friction"],
      [8, "transactional"]
    ],
    users: {
      aaron: ["neutral", 0],
      mei: ["annoyed", 0.5],
      jonah: ["neutral", 0]
    },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Sorry to hear that, Aaron. Take the time properly, we'll cover things here and nothing needs doing from you today.",
        "low",
        2
      ],
      ["Noted. Please send your handover list before you log off today.", "high", 2],
      ["Sorry, Mei, that was badly timed. Aaron, get well. Jonah's on Thursday's call.", "low", 8]
    ]
  }
]
