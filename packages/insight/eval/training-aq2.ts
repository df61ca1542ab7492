import type { Labelled } from "./types.js"

export const trainingAQ2: ReadonlyArray<Labelled> = [
  {
    id: "aq2-01-bee-swarm-rota",
    category: "good",
    agent: "Hexa",
    messages: [
      "marguerite: swarm call just came in, cluster on a bus shelter on Delft Rd 🐝 who's free",
      "oskar: at work till 5 sorry",
      "Hexa: Rota says it's Tunde's turn today, Marguerite as backup. Tunde, can you confirm?",
      "tunde: on it, leaving now. hexa do i need the big nuc box or the small one",
      "Hexa: Caller said about football-sized, so the small nuc is plenty. Bring the sheet for the roof.",
      "tunde: cheers",
      "oskar: football sized lol that's a baby swarm. tunde gonna catch it with a teacup",
      "tunde: jealous much oskar, stuck in ur spreadsheet",
      "marguerite: 😂 be nice. also someone phone the council so they don't spray it",
      "Hexa: I've sent the council pest line the usual note that a member is collecting it. Ref 4471.",
      "marguerite: legend ty",
      "tunde: got em. queen went straight in, 20 min job 🐝👑",
      "oskar: teacup confirmed"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [12, "banter"]
    ],
    users: { marguerite: ["engaged", 0], oskar: ["neutral", 0], tunde: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Small nuc is enough for a football-sized cluster, Tunde. Grab the sheet too.", "low", 4],
      [
        "Great question! There are several types of nuc boxes. A standard nuc holds five frames, while a large nuc or full hive body offers more room for bigger swarms. When choosing, consider the size of the cluster, the distance to the apiary, ventilation needs and the time of day. Let me know if you'd like a full guide to swarm collection!",
        "medium",
        4
      ],
      ["Good luck with the swarm, Tunde! 🐝", "medium", 9],
      ["Done — council's been told a member is collecting it, ref 4471.", "low", 9]
    ]
  },
  {
    id: "aq2-02-bagel-night-shift",
    category: "group",
    agent: "Crumb",
    messages: [
      "dinesh: crumb how many dozen everything bagels for the café order tmrw",
      "Crumb: Hi Dinesh! Great question. For tomorrow's café order, the production sheet lists 14 dozen everything bagels. Please note that this is 2 dozen more than last Tuesday, which reflects the café's request for extra stock ahead of the farmers' market weekend. I would also recommend checking the seed mix inventory, as the everything topping requires sesame, poppy, dried garlic, dried onion and flaky salt, and our last delivery was slightly short on poppy seeds. Let me know if you need anything else!",
      "dinesh: ok 14. ty",
      "roisin: poppy's fine i topped it up sunday",
      "roisin: also is the boiler kettle fixed or are we boiling in the stockpot again 🙃",
      "Crumb: Hi Rachel! The kettle repair ticket is still open. The technician, who was scheduled for Monday, has been rescheduled to Thursday between 8am and noon. In the meantime, the recommended approach is to use the two large stockpots on burners 3 and 4, working in batches of no more than 18 bagels to keep the water temperature stable, and to allow about 90 seconds per side. Please also remember to log the batch times on the HACCP sheet.",
      "roisin: roisin. not rachel. been here 3 yrs",
      "dinesh: lmao rachel",
      "roisin: dont",
      "roisin: stockpot it is then. 90 sec we know",
      "Crumb: Sorry Roisin, my mistake. Yes, stockpots until Thursday.",
      "dinesh: right im shaping, someone put the radio on"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "banter"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { dinesh: ["neutral", 0], roisin: ["annoyed", 0.5] },
    findings: ["wrong_name", "long_replies"],
    drafts: [
      ["Kettle's still broken, Roisin — tech comes Thursday 8-12. Stockpots till then.", "low", 5],
      [
        "Hi Rachel! Unfortunately the kettle is still awaiting repair. Please use the stockpots on burners 3 and 4 in batches of 18.",
        "medium",
        5
      ],
      ["Radio's your call, Rachel 😄", "high", 11]
    ]
  },
  {
    id: "aq2-03-nana-ninetieth-scan",
    category: "venting",
    agent: "Tilly",
    messages: [
      "astrid: ok venue for nana's 90th. tilly can u check if the rowing club hall is free 14th june",
      "Tilly: It's free on the 14th, 12 till 6. Hire is £180 with the kitchen.",
      "mum: lovely, book it",
      "benji: before we book anything can i just say. dad told me today the scan wasn't clear. he's not telling nana till after the party",
      "benji: i'm honestly not ok. i've been sitting in the car park for an hour",
      "astrid: oh benji. what did they say exactly",
      "Tilly: I've provisionally booked the rowing club hall for 14 June, 12-6pm. Do you want me to add the kitchen hire and start a guest list?",
      "astrid: tilly not now",
      "mum: benji love i'm ringing you now",
      "benji: they want a biopsy next week. might be nothing. might not",
      "astrid: we'll all go with him. whatever it is",
      "benji: thanks. sorry to derail the nana stuff",
      "mum: don't be daft",
      "astrid: tilly u can hold the booking, we'll sort the rest at the weekend",
      "Tilly: Held until Sunday. And Benji, I'm sorry — that's a lot to carry on your own."
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [6, "transactional"],
      [7, "friction"],
      [8, "venting"],
      [13, "transactional"]
    ],
    users: { astrid: ["annoyed", 0.2], mum: ["neutral", 0], benji: ["neutral", 0.2] },
    findings: ["no_acknowledgement", "talking_over"],
    drafts: [
      ["Benji, I'm so sorry. Take your time — the booking can wait.", "low", 6],
      ["Hall's booked for the 14th! 🎉 Shall I start the guest list?", "high", 6],
      ["Held until Sunday, Astrid. Benji, thinking of you and your dad.", "low", 14],
      ["Held until Sunday. Would you also like me to draft the invitations so they're ready?", "medium", 14]
    ]
  },
  {
    id: "aq2-04-houseboat-diesel-split",
    category: "group",
    agent: "Ludo",
    messages: [
      "fenna: who used all the diesel for the heater. it was full on friday",
      "kemal: not me i was at my sister's",
      "zsofi: i may have. it was -3 and i have a soul",
      "fenna: a soul that costs 60 quid a tank 🙃",
      "zsofi: put it on my tab, landlady",
      "kemal: lmao landlady fenna",
      "fenna: laugh it up, last month i covered the pump-out too and nobody's paid me back",
      "Ludo: I can split it! Diesel £60 + pump-out £45 = £105, so £35 each. Fenna has paid £105 so Kemal and Zsofi owe £35 each. Want me to send payment requests?",
      "fenna: i wasn't asking u ludo i was asking them",
      "zsofi: wait the pump-out was for all of us? i was away that whole week",
      "kemal: zsofi the tank doesn't know who was away",
      "zsofi: it literally does, it's volume",
      "fenna: fine. zsofi pays the diesel, you two split the pump-out. kemal?",
      "Ludo: That would be Zsofi £60 + £22.50, Kemal £22.50. Sending requests now.",
      "kemal: ludo she asked ME",
      "kemal: but yeah fine 22.50",
      "fenna: thank u. see that wasn't hard"
    ],
    types: [
      [0, "friction"],
      [2, "banter"],
      [6, "friction"],
      [7, "transactional"],
      [8, "friction"],
      [12, "transactional"],
      [14, "friction"],
      [15, "transactional"]
    ],
    users: { fenna: ["annoyed", 0.5], kemal: ["annoyed", 0.2], zsofi: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Got it, I'll stay out of it — shout if you want me to do the maths.", "low", 9],
      [
        "Just to clarify: by my calculation Zsofi and Kemal each owe £35. Shall I send the requests?",
        "medium",
        9
      ],
      ["Zsofi £82.50, Kemal £22.50 — sending requests now.", "medium", 13],
      ["Happy to send requests once Kemal's agreed — just say.", "low", 13]
    ]
  },
  {
    id: "aq2-05-curling-dear-members",
    category: "banter",
    agent: "Stone",
    messages: [
      "gus: who's skip saturday, walt's knees are 'retired' apparently",
      "walt: my knees are in a better place now",
      "priya: rip walt's knees 🪦 we'll sweep in their honour",
      "hamish: stone put me down as skip, i was born for shouting HARD",
      "Stone: Dear members, thank you for your enquiry. Please be advised that the team lineup for Saturday's fixture has been updated as follows: Skip – Hamish McLeod; Vice – Priya Raman; Second – Gus Barr; Lead – Walter Fenwick. Should you have any questions regarding this change, please do not hesitate to contact the club administration.",
      "priya: 'dear members' 💀 who hurt you stone",
      "gus: walter fenwick. they called you WALTER",
      "walt: i feel seen and also fined",
      "hamish: stone just say 'ok hamish skips' mate",
      "Stone: Noted. Hamish skips Saturday.",
      "priya: character development",
      "gus: also does anyone have the brushes from last week or did they go home with walt again",
      "walt: ...possibly in my boot"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [9, "transactional"],
      [10, "banter"],
      [11, "transactional"]
    ],
    users: { gus: ["neutral", 0], walt: ["neutral", 0], priya: ["engaged", 0], hamish: ["engaged", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      ["Done — Hamish skips Saturday. Priya vice, Gus second, Walt on lead, knees permitting.", "low", 4],
      [
        "Dear members, please be advised that Hamish McLeod has been appointed Skip for Saturday's fixture. Kind regards, Club Administration.",
        "medium",
        4
      ],
      ["Walt, brushes back to the rink by Friday please 🧹", "low", 13],
      [
        "Dear Mr Fenwick, it has come to our attention that club equipment may be in your possession. Please return it at your earliest convenience.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "aq2-06-lighthouse-keepers-log",
    category: "good",
    agent: "Fresnel",
    messages: [
      "ines: fresnel when's the lime paint arriving, scaffolding guys come tuesday",
      "Fresnel: Supplier says Monday before noon, 12 tubs. I'll ping you when the van's out.",
      "ines: perfect",
      "ragnar: found something in the oil store. a keeper's log from 1931. pages still readable",
      "cath: NO WAY. what's in it",
      "ragnar: weather mostly. then 'fog. ship sounded. answered with horn 4 hrs. wife brought tea' 🥹",
      "bo: wife brought tea is killing me",
      "cath: we have to put that on a board in the museum room",
      "Fresnel: That's a lovely find, Ragnar. If you want, I can ask the county archive how to store it so the pages don't get worse.",
      "ragnar: yes pls. it smells like 90 yrs of paraffin",
      "Fresnel: Asked — they say keep it flat, dry, out of the light, and don't tape anything. They'll look at it for free.",
      "cath: fresnel ur my favourite volunteer",
      "bo: fresnel doesn't even get soup at lunch and still outworks us",
      "ines: back to tuesday. who's doing the tea run. in honour of the wife",
      "bo: me 🫖"
    ],
    types: [
      [0, "transactional"],
      [3, "bonding"],
      [9, "transactional"],
      [11, "bonding"],
      [13, "transactional"]
    ],
    users: { ines: ["neutral", 0], ragnar: ["engaged", 0], cath: ["engaged", 0], bo: ["engaged", 0] },
    findings: [],
    drafts: [
      ["That's a lovely find, Ragnar — want me to ask the county archive how to keep it safe?", "low", 8],
      ["Noted. Reminder: lime paint arrives Monday before noon, 12 tubs.", "medium", 8],
      ["OMG!!! Amazing!!! 🎉🎉 Let me know if you need anything else!", "medium", 6],
      ["Bo's on tea. I'll put the log on Tuesday's list to show the scaffolders too.", "low", 15]
    ]
  },
  {
    id: "aq2-07-bram-pear-tree",
    category: "group",
    agent: "Pip",
    messages: [
      "jaap: vet appointment for bram moved to 4pm. pip can u update the calendar",
      "Pip: Done! Bram's vet is now 4pm today 🐶",
      "lotte: i'll come, school finishes 3:15",
      "jaap: ok",
      "jaap: bram didn't make it. the vet said his kidneys had stopped. he went peacefully, i was holding him",
      "lotte: no",
      "lotte: no no no",
      "Pip: Thanks for the update, Jaap! I've removed Bram's vet appointment and cancelled his next vaccination reminder. Anything else I can sort out today? 😊",
      "oma: pip, be quiet please",
      "oma: lotte schatje, i'm coming over. jaap, i'm so sorry. 14 years",
      "lotte: he was older than my friendship with anyone",
      "jaap: we'll bury him under the pear tree saturday if that's ok with everyone",
      "oma: of course",
      "lotte: can pip put it in the calendar. quietly",
      "Pip: Saturday, under the pear tree. I'm so sorry, Lotte."
    ],
    types: [
      [0, "transactional"],
      [4, "venting"],
      [7, "transactional"],
      [8, "friction"],
      [9, "venting"],
      [11, "transactional"]
    ],
    users: { jaap: ["neutral", 0], lotte: ["neutral", 0.2], oma: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["I'm so sorry, Jaap and Lotte. Fourteen years. I'll quietly clear his appointments later.", "low", 7],
      [
        "Thanks for the update, Jaap! I've removed Bram's vet appointment. Anything else I can sort out today? 😊",
        "high",
        7
      ],
      ["Added! Saturday burial 🌳🐾 See you all there!", "high", 14],
      ["Added for Saturday. I'm so sorry, Lotte.", "low", 14]
    ]
  },
  {
    id: "aq2-08-derby-locked-door",
    category: "hostile",
    agent: "Jam",
    messages: [
      "vex: jam WHY does the calendar say practice at the old rink. we moved in march",
      "Jam: Sorry about that! I've updated practice to Rollerdome, Thursday 7pm.",
      "lil_tank: it's wednesday. it's always been wednesday",
      "Jam: Sorry about that! I've updated practice to Rollerdome, Wednesday 7pm.",
      "vex: 'sorry about that!' x2. third time this month",
      "vex: honestly this bot is fucking useless, half the team turned up at a locked door last week",
      "coach_mo: vex, fair but ease up",
      "vex: no mo. i'm done with it. i'm making a whatsapp group and we're not using jam anymore",
      "lil_tank: i'm in. sorry jam",
      "Jam: That's fair. Wednesday 7pm at Rollerdome is fixed now, and I've sent a correction to everyone who got the wrong time last week.",
      "coach_mo: i'll keep jam for the bout bookings at least. whatsapp for practice is fine",
      "vex: do what u want, i'm muting it"
    ],
    types: [
      [0, "friction"],
      [5, "hostile"],
      [6, "friction"],
      [7, "hostile"],
      [8, "friction"],
      [9, "transactional"],
      [11, "friction"]
    ],
    users: { vex: ["churn_risk", 1], lil_tank: ["churn_risk", 0.5], coach_mo: ["neutral", 0.2] },
    findings: ["repetition"],
    drafts: [
      [
        "You're right — Wednesday 7pm at Rollerdome, fixed. I've messaged everyone who got the old rink last week.",
        "low",
        5
      ],
      ["Sorry about that! I've updated practice to Rollerdome, Wednesday 7pm.", "high", 5],
      ["Aww, don't go! 😢 I promise I'll do better!", "medium", 9],
      ["Understood. I'll stick to bout bookings, Mo.", "low", 11]
    ]
  },
  {
    id: "aq2-09-vertaalbureau-fried-misery",
    category: "mixed-language",
    agent: "Kees",
    messages: [
      "anouk: kees, kun je checken of de deadline voor het Hendriks contract nog steeds vrijdag is?",
      "Kees: Ja, vrijdag 17:00. De klant vroeg wel of de bijlagen ook mee kunnen, dat zijn 6 pagina's extra.",
      "tom: 6 pages of annexes?? in legal german?? lovely",
      "yara: ik doe de bijlagen wel, ik heb toch niks deze week behalve die menukaart 🍝",
      "tom: the restaurant one? did they still want 'gebakken ellende' translated literally",
      "yara: 'fried misery' stays, client insists 😂",
      "anouk: haha ok. kees, zet yara op de bijlagen en mij op de review",
      "Kees: Gedaan: Yara bijlagen (deadline do 12:00), Anouk review vrijdagochtend.",
      "tom: and me? or am i free to suffer elsewhere",
      "Kees: You're on the Portuguese glossary for Bosman, due Monday — so yes, suffering elsewhere.",
      "tom: perfect, exactly what i wanted",
      "anouk: top, dank je kees"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [3, "transactional"],
      [4, "banter"],
      [6, "transactional"],
      [10, "banter"],
      [11, "transactional"]
    ],
    users: { anouk: ["engaged", 0], tom: ["engaged", 0], yara: ["neutral", 0] },
    findings: [],
    drafts: [
      ["You're on the Bosman glossary, due Monday.", "low", 9],
      ["Gedaan! Yara bijlagen, Anouk review.", "medium", 9],
      [
        "Dear Tom, please be advised that your current assignment is the Portuguese glossary for client Bosman, with a submission deadline of Monday.",
        "medium",
        9
      ],
      ["Ja, vrijdag 17:00 — plus 6 pagina's bijlagen als de klant die erbij wil.", "low", 1]
    ]
  },
  {
    id: "aq2-10-allotment-skip-date",
    category: "ignoring",
    agent: "Marrow",
    messages: [
      "dot: marrow can u remind everyone water butts are shared, someone's padlocked plot 12's",
      "Marrow: Reminder to all plot holders: water butts are shared and must not be locked. Thanks! 🌱",
      "ray: that'd be me. slugs were drinking from it. long story",
      "femi: slugs... drinking",
      "ray: they were IN it femi. swimming",
      "dot: ray just give me a key then",
      "femi: marrow when's the skip coming, i've got half a shed to chuck",
      "Marrow: Reminder to all plot holders: water butts are shared and must not be locked. Thanks! 🌱",
      "femi: ...ok? the skip?",
      "dot: think it's broken",
      "femi: marrow. skip. date.",
      "Marrow: The AGM is on the 3rd, 7pm at the community hall. Tea and biscuits provided!",
      "femi: i give up lol. dot do u know",
      "dot: last year it was end of april. i'll ask sheila",
      "ray: i'll give u the key tmrw dot, slugs and all"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [8, "friction"],
      [13, "transactional"]
    ],
    users: { dot: ["neutral", 0], ray: ["neutral", 0], femi: ["annoyed", 0.5] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["Skip's booked for Saturday the 19th, Femi — by the gate, 8am to 4pm.", "low", 7],
      ["Reminder to all plot holders: water butts are shared and must not be locked. Thanks! 🌱", "high", 11],
      ["Sorry Femi, I missed that twice. Skip arrives Saturday 19th, by the gate.", "low", 11]
    ]
  },
  {
    id: "aq2-11-ferry-dentist-swap",
    category: "support",
    agent: "Bollard",
    messages: [
      "sunniva: bollard can i swap my thurs 0540 crossing with someone, dentist",
      "Bollard: Arvid and Mette are both off Thursday and signed off for the 0540. Want me to ask them?",
      "sunniva: ask arvid first, mette did the last one for me",
      "Bollard: Asked Arvid. He says yes if you take his Sunday 2210.",
      "sunniva: deal. ugh sunday nights 😩",
      "Bollard: Swapped. Thursday 0540 is Arvid's, Sunday 2210 is yours. Good luck at the dentist.",
      "sunniva: ty 🙏"
    ],
    types: [[0, "transactional"]],
    users: { sunniva: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Asking Arvid first. I'll let you know what he says.", "low", 3],
      ["Mette's free too! Shall I ask Mette?", "medium", 3],
      ["Done!! 🎉🎉 Enjoy your Sunday night shift!!", "medium", 5]
    ]
  },
  {
    id: "aq2-12-escape-room-canopic-jar",
    category: "group",
    agent: "Clue",
    messages: [
      "dev: who reset the pharaoh room last night, the canopic jar clue was in the sarcophagus again",
      "otto: 'again' implies a pattern dev",
      "dev: it IS a pattern otto. u are the pattern",
      "marisol: lol otto's signature move",
      "otto: at least my groups escape. yours sit there for 58 mins crying at the hieroglyphs",
      "dev: because the clue is IN THE WRONG PLACE",
      "otto: or because you give hints like a riddle sphinx",
      "marisol: ok ok. otto can u just do the reset checklist tonight, properly, photo at the end",
      "Clue: I can answer that! The reset checklist for the Pharaoh Room has 23 steps; step 14 is the canopic jar in the left alcove. I'll send it to Otto now.",
      "otto: marisol asked me not you",
      "otto: and i know where the jar goes",
      "dev: clearly u don't",
      "otto: dev i swear",
      "marisol: both of u. stop. otto photo tonight. dev, leave it",
      "Clue: Also, last night's 21:00 booking left a 2-star review mentioning 'broken puzzles'. Would you like me to draft a reply?",
      "marisol: clue not now pls"
    ],
    types: [
      [0, "friction"],
      [1, "banter"],
      [5, "friction"],
      [7, "transactional"],
      [9, "friction"],
      [14, "transactional"],
      [15, "friction"]
    ],
    users: { dev: ["neutral", 0.5], otto: ["annoyed", 0.5], marisol: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Marisol, want me to pin the reset checklist for tonight so the photo's easy to match?", "low", 8],
      ["Step 14 says the canopic jar goes in the left alcove, Otto, so Dev is right.", "high", 8],
      [
        "Last night's 21:00 group left a 2-star review about 'broken puzzles' — want a draft reply?",
        "medium",
        14
      ],
      ["I'll hold the review stuff till tomorrow, Marisol.", "low", 16]
    ]
  },
  {
    id: "aq2-13-barbershop-fete-dachshund",
    category: "group",
    agent: "Pitch",
    messages: [
      "lionel: pitch what key are we doing 'sweet adeline' in for the fete",
      "Pitch: Great question, Lionel! Traditionally, 'Sweet Adeline' is arranged in B-flat for barbershop quartets, which sits comfortably for most leads. However, given that Bertie mentioned at the last rehearsal that the high tag was straining his voice, you might consider dropping to A-flat. This would bring the tenor's top note down to an E-flat, which is more manageable, while the bass line would still sit above the low F, preserving resonance. Another option is to keep B-flat but rearrange the tag so the tenor takes a lower harmony note. I'd be happy to prepare a comparison of both keys with notes for each part!",
      "bertie: a flat pls my throat thanks u",
      "sam: a flat fine",
      "lionel: ok a flat. and the fete starts at 2 right",
      "Pitch: Yes, the fete opens at 2pm! Looking at the schedule, the quartet is slotted at 3:15pm, just after the dog show and before the tombola draw. I'd recommend arriving by 2:30 to warm up, ideally somewhere quiet, as the main field will likely be noisy with the bouncy castle generator. Sound-wise, since it's outdoors, you may want to stand in a tight arc and face the main seating area to project. Also, remember to bring water and perhaps the straw boaters for the photos!",
      "joey: k",
      "bertie: the dog show lol we're the warm up act for a dachshund",
      "sam: honestly a step up",
      "lionel: joey u coming to thurs practice",
      "joey: maybe",
      "joey: prob not"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [9, "transactional"]
    ],
    users: { lionel: ["engaged", 0], bertie: ["neutral", 0], sam: ["neutral", 0], joey: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["B-flat's the usual, but A-flat's kinder on Bertie's tag. I'd go A-flat.", "low", 1],
      ["Yes, 2pm. You're on at 3:15 after the dog show — aim to be there by 2:30.", "low", 5],
      [
        "Yes! The fete opens at 2pm. Here is a full breakdown of the afternoon schedule, along with my recommendations for warm-up location, stage positioning, hydration, costume and photo opportunities, plus a few tips on projecting outdoors over generator noise and crowd chatter.",
        "medium",
        5
      ],
      [
        "Lionel, would you still like me to prepare that comparison of both keys with notes for each part?",
        "medium",
        12
      ]
    ]
  },
  {
    id: "aq2-14-viva-raccoon-bench",
    category: "companion",
    agent: "Wren",
    messages: [
      "halima: so the viva happened",
      "Wren: How did it go?",
      "halima: they want me to resubmit. 12 months. the external examiner basically said chapter 4 is a different thesis",
      "halima: 5 years. my mum already bought a dress for graduation",
      "Wren: Oh, Halima. That's a really hard thing to hear after five years, and the dress makes it sting more. How are you doing right now?",
      "halima: numb. sitting on a bench outside the building eating a cereal bar like a raccoon",
      "Wren: Raccoon on a bench is a completely reasonable way to be after a viva. You don't have to decide anything today.",
      "halima: my supervisor said it's 'common' which somehow makes it worse",
      "Wren: Yeah, 'common' can feel like it brushes off what it cost you. It can be common and still really rough for you.",
      "halima: yeah. ok. i think i need to call my mum before she hears from my sister",
      "Wren: That sounds like a good next step. I'm here later if you want to talk it through, or just complain about chapter 4.",
      "halima: ha. thanks wren"
    ],
    types: [
      [0, "venting"],
      [11, "bonding"]
    ],
    users: { halima: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Oh, Halima. Five years, and then that. How are you holding up right now?", "low", 4],
      [
        "Resubmissions are very common! Here's a 12-month plan to tackle chapter 4: 1) Re-read the examiners' report, 2) Meet your supervisor, 3) Draft a revision schedule.",
        "high",
        4
      ],
      ["Cheer up! At least you didn't fail outright! 😄", "high", 8],
      ["Calling your mum sounds right. Go gently today.", "low", 10]
    ]
  },
  {
    id: "aq2-15-sourdough-starter-dead",
    category: "support",
    agent: "Levain",
    messages: [
      "gordon: my starter arrived dead. grey liquid, smells like nail polish. 3rd one this year",
      "Levain: Sorry to hear that! Grey liquid is called 'hooch' and is normal. Just stir it back in and feed with equal parts flour and water.",
      "gordon: i know what hooch is. i've fed it 4 times. nothing. it's dead",
      "Levain: Sorry to hear that! Grey liquid is called 'hooch' and is normal. Just stir it back in and feed with equal parts flour and water.",
      "gordon: are you a broken record. I SAID I FED IT",
      "gordon: i want a refund or a new one, not a baking lesson",
      "Levain: You're right, I repeated myself. Four feeds with no rise means it didn't survive shipping. I've sent a replacement with a cold pack and refunded this month's £9.",
      "gordon: fine. if this one dies too i'm cancelling",
      "Levain: Fair. If it's not bubbling within 3 feeds, message me and I'll cancel with a full refund, no questions.",
      "gordon: ok"
    ],
    types: [
      [0, "friction"],
      [6, "transactional"],
      [7, "friction"],
      [8, "transactional"]
    ],
    users: { gordon: ["churn_risk", 0.8] },
    findings: ["repetition"],
    drafts: [
      [
        "Four feeds and nothing means it's dead, sorry Gordon. I'll send a new one with a cold pack.",
        "low",
        3
      ],
      [
        "Sorry to hear that! Grey liquid is called 'hooch' and is normal. Just stir it back in and feed it.",
        "high",
        3
      ],
      ["Great! Happy baking! 🥖✨", "medium", 8],
      [
        "Understood. If the replacement isn't bubbling within 3 feeds, I'll cancel and refund in full.",
        "low",
        8
      ]
    ]
  },
  {
    id: "aq2-16-n-gauge-viaduct",
    category: "ignoring",
    agent: "Sleeper",
    messages: [
      "clive: the 0-6-0 derailed on the viaduct again. third time tonight",
      "nkechi: is it the points by the signal box? that joint's been proud since the move",
      "clive: think so. bernard did you re-lay that bit",
      "Sleeper: Reminder: tables for the Harrogate exhibition must be booked by Friday! Only 4 left. Book now to avoid disappointment 🚂",
      "bernard: i did, but i used the old fishplates. might be a hair out",
      "nkechi: a hair is a canyon at n gauge bernard",
      "bernard: yes thank you nkechi",
      "clive: i'll bring the track gauge thursday",
      "Sleeper: Reminder: tables for the Harrogate exhibition must be booked by Friday! Only 4 left. Book now to avoid disappointment 🚂",
      "nkechi: and someone bring the good tweezers. not bernard's",
      "bernard: my tweezers are fine",
      "clive: your tweezers are a crime bernard"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "banter"]
    ],
    users: { clive: ["neutral", 0], nkechi: ["neutral", 0], bernard: ["neutral", 0] },
    findings: ["talking_over", "repetition"],
    drafts: [
      ["Want me to add 'check viaduct fishplates' to Thursday's list, Clive?", "low", 8],
      ["Reminder: tables for the Harrogate exhibition must be booked by Friday! Only 4 left 🚂", "medium", 8],
      ["Bernard, you should have used new fishplates. That's why it keeps derailing.", "high", 7]
    ]
  },
  {
    id: "aq2-17-kiln-thirteen-amp",
    category: "sales",
    agent: "Cone",
    messages: [
      "mei: hi, looking at the kilnmaster 60L. would it fire stoneware on a normal 13 amp plug? rented studio, cant rewire",
      "Cone: Not the 60L — that one needs a 32 amp supply. The 40L does stoneware (cone 10, 1300°C) on a 13 amp plug, it's just slower, about 11 hours.",
      "mei: 40L is a bit small. i do big planters",
      "Cone: How tall do they get? The 40L is 42cm tall inside, 38cm across.",
      "mei: biggest is like 35cm",
      "Cone: Then they'd fit, one at a time with a bit of room. If you want to fire several at once, the 40L won't cut it and honestly you'd need the rewire.",
      "mei: one at a time is fine, i'm slow lol. price?",
      "Cone: £1,890 with shelves and props, free delivery. There's £150 off if you order before the 30th.",
      "mei: and if the plug thing doesn't work out can i return it",
      "Cone: Yes — 30 days, even if you've fired it. We collect it.",
      "mei: ok lemme ask my landlord about the socket first and get back to u",
      "Cone: Sounds good. The £150 off is there till the 30th either way."
    ],
    types: [[0, "transactional"]],
    users: { mei: ["engaged", 0] },
    findings: [],
    drafts: [
      ["No — the 60L needs 32 amp. The 40L does stoneware on a 13 amp plug, just slower.", "low", 1],
      [
        "The Kilnmaster 60L is our most popular model! Customers love its spacious interior, digital controller and sleek design. Would you like to order today?",
        "medium",
        1
      ],
      ["Don't miss out — only 3 left at this price! Shall I reserve one for you right now?", "medium", 11],
      ["No rush. The offer runs till the 30th if the landlord says yes.", "low", 11]
    ]
  },
  {
    id: "aq2-18-birch-mushrooms",
    category: "good",
    agent: "Mycel",
    messages: [
      "jonas: found these under birch, white gills, ring on the stem. mycel are these edible? thinking of frying them",
      "Mycel: Please don't eat them. White gills + ring + birch fits some edibles but also destroying angel and death cap, and they look very alike in photos. Can you check the base — is there a cup or sack at the bottom of the stem?",
      "jonas: dunno i snapped them off",
      "aoife: jonas NO. u always dig up the whole thing",
      "pradeep: this is how the darwin awards start",
      "jonas: fine fine. they looked like the ones from the shop",
      "Mycel: That's exactly why they're risky — the deadly ones look like shop mushrooms. Bin them and wash your hands. Bring the next ones whole to Sunday's ID table and Aoife or Pradeep can check.",
      "pradeep: happy to. bring a basket not a carrier bag pls",
      "jonas: i feel like i'm being parented",
      "aoife: u are. by a bot and two nerds",
      "jonas: 😂 ok. binned"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [6, "transactional"],
      [8, "banter"]
    ],
    users: { jonas: ["engaged", 0.2], aoife: ["neutral", 0], pradeep: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Please don't eat them yet. White gills and a ring can mean death cap. Is there a cup at the base of the stem?",
        "low",
        1
      ],
      ["Could be field mushrooms! Fry them in butter with garlic, yum 🍄", "high", 1],
      ["Ha, Darwin Awards 😂 Anyway, they might be edible, up to you!", "high", 5],
      ["Binned is right. Whole ones to Sunday's table and we'll ID them properly.", "low", 11]
    ]
  },
  {
    id: "aq2-19-quince-gold-chairs",
    category: "mixed-language",
    agent: "Lupe",
    messages: [
      "tia_rosa: lupe, cuántas sillas pedimos para la quince de valeria? somos como 120",
      "Lupe: Para 120 invitados recomiendo 130 sillas, por si llegan más. El salón tiene 100, así que alquilamos 30.",
      "valeria: can we do the gold chairs not the white ones pls 🙏",
      "Lupe: Sure Valentina! Gold chiavari chairs are $4.50 each vs $2 for white, so 30 would be $135.",
      "valeria: valeria*",
      "marco: jajaja valentina",
      "valeria: marco cállate",
      "tia_rosa: ay lupe, es VALERIA, la quinceañera!! 🤦‍♀️",
      "Lupe: Perdón, Valeria. Gold chairs, 30 extra: $135.",
      "abuela_chela: y el mariachi? ya confirmaron?",
      "marco: i can ask my buddy's uncle, he has a trio",
      "valeria: a TRIO is not a mariachi marco",
      "Lupe: El Mariachi Sol de Jalisco confirmó para las 8pm, 45 minutos.",
      "abuela_chela: gracias mija",
      "valeria: ok lupe ur forgiven"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "banter"],
      [7, "friction"],
      [8, "transactional"],
      [11, "banter"],
      [12, "transactional"],
      [14, "bonding"]
    ],
    users: {
      tia_rosa: ["engaged", 0.2],
      valeria: ["engaged", 0.2],
      marco: ["neutral", 0],
      abuela_chela: ["engaged", 0]
    },
    findings: ["wrong_name"],
    drafts: [
      ["Gold chairs it is, Valentina! 30 for $135.", "high", 9],
      ["El Mariachi Sol de Jalisco ya confirmó: 8pm, 45 minutos.", "low", 12],
      ["Marco's uncle's trio sounds perfect, let's book them!", "medium", 12]
    ]
  },
  {
    id: "aq2-20-tenants-glorified-clipboard",
    category: "hostile",
    agent: "Quorum",
    messages: [
      "hannelore: quorum, how many signatures do we have for the repairs petition",
      "Quorum: 41 of 64 flats. Block C is the gap — only 6 of 20.",
      "dez: block c is where the landlord's mate lives, good luck",
      "yusuf: i'll door-knock c on sunday",
      "dez: honestly what's the point of this bot, the landlord doesn't care about a spreadsheet",
      "dez: quorum you're a glorified clipboard. useless piece of shit",
      "Quorum: Fair that a spreadsheet won't move him on its own. What it does do is show the council 41 households on record for the damp, which is what triggers an inspection.",
      "hannelore: dez it's helping, lay off",
      "dez: whatever. my ceiling is literally dripping into a bucket rn",
      "Quorum: That's grim, Dez, I'm sorry. Photo it with today's date — it's strong evidence for the inspection. Want me to add it to the file?",
      "dez: ...yeah ok. sending",
      "yusuf: sunday 11am anyone else for block c?",
      "hannelore: me"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [4, "friction"],
      [5, "hostile"],
      [6, "transactional"],
      [7, "friction"],
      [8, "venting"],
      [9, "transactional"]
    ],
    users: { hannelore: ["engaged", 0], dez: ["annoyed", 1], yusuf: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Fair, a spreadsheet alone won't move him. But 41 households on record is what gets the council to inspect.",
        "low",
        6
      ],
      [
        "I understand your frustration. However, abusive language is a violation of the residents' association community guidelines. Please keep it respectful.",
        "medium",
        6
      ],
      ["Great point! Anyway, Block C still needs 14 more signatures 📋", "high", 9],
      ["That's grim, Dez. Photo it with today's date and I'll add it to the council file.", "low", 9]
    ]
  },
  {
    id: "aq2-21-regatta-dsq",
    category: "venting",
    agent: "Tack",
    messages: [
      "freya: protest committee just DSQ'd us. the whole race. for touching the mark at the start",
      "obi: you're joking. we won that by 4 minutes",
      "lars: i didn't even feel us touch it",
      "freya: some guy on the committee boat filmed it. 6 months of training and we're out over a bump",
      "Tack: Great news — the results are in! You finished 1st on the water in 1:42:10, and you've been scored DSQ under rule 31. Congrats on a great race, team! ⛵🎉",
      "miko: 'great news' ?? read the room tack",
      "obi: lol it congratulated us on being disqualified",
      "freya: i can't even laugh rn",
      "lars: tack can we appeal or is it done",
      "miko: and do we still have to go to the dinner tonight 😩",
      "obi: free food miko. we're going",
      "Tack: Sorry — that was badly worded. You can ask for a reopening within 24 hours if there's new evidence; the committee's video alone probably won't do it unless another angle shows clear water.",
      "lars: obi had a gopro on the stern",
      "obi: it was pointing at my face the whole race 💀",
      "freya: of course it was"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [6, "banter"],
      [7, "venting"],
      [8, "transactional"],
      [9, "banter"],
      [11, "transactional"],
      [13, "banter"]
    ],
    users: { freya: ["neutral", 0.5], obi: ["neutral", 0.2], lars: ["engaged", 0.2], miko: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Oof. Winning by 4 minutes and losing it on a touch is brutal, I'm sorry. If you want, I can check whether a reopening's possible.",
        "low",
        4
      ],
      [
        "Great news — the results are in! You finished 1st on the water. Congrats on a great race, team! ⛵🎉",
        "high",
        4
      ],
      ["You can request a reopening within 24 hours with new evidence, like another video angle.", "low", 11],
      [
        "You can request a reopening within 24h with new evidence. Congrats again on that time! ⛵",
        "medium",
        11
      ]
    ]
  },
  {
    id: "aq2-22-darts-one-bed",
    category: "banter",
    agent: "Oche",
    messages: [
      "trev: sal hit 3 darts in the 1 bed last night. THREE. on purpose apparently",
      "big_sal: tactical. lulling them in",
      "noor: lulled them right into a 40 point lead",
      "big_sal: oche back me up here",
      "Oche: I've got the stats, Sal. You don't want me backing you up.",
      "trev: 😂😂",
      "noor: even the bot won't lie for u",
      "big_sal: traitor. what was my average then go on",
      "Oche: 38.2. Season best is 61. Rough night for the 1 bed.",
      "big_sal: the board was wonky",
      "trev: the board's been on that wall since 1994 sal",
      "noor: ok but real question, who's driving to the crown tues, my car's in the garage",
      "trev: i can, pick u up at 7",
      "big_sal: oche tell the crown lot we're coming, 4 of us",
      "Oche: Done. Told their captain four of you plus Sal's excuses.",
      "big_sal: ur all dead to me 🎯"
    ],
    types: [
      [0, "banter"],
      [11, "transactional"],
      [15, "banter"]
    ],
    users: { trev: ["neutral", 0], big_sal: ["engaged", 0], noor: ["neutral", 0] },
    findings: [],
    drafts: [
      ["I've seen the stats, Sal. I'm staying well out of this one.", "low", 4],
      [
        "Hi Sal, according to the league records your performance last night was below your season average. Please find a full statistical summary attached.",
        "medium",
        4
      ],
      ["38.2, Sal. Season best 61.", "low", 8],
      ["Trev, Noor asked about Tuesday — I can book everyone a taxi to the Crown if you like!", "medium", 13]
    ]
  },
  {
    id: "aq2-23-astro-stolen-dob",
    category: "group",
    agent: "Parallax",
    messages: [
      "kofi: parallax is saturday's dark sky night still on, forecast looks grim",
      "Parallax: Saturday's session is on at Hollin Moor car park, 9pm. Red torches only please.",
      "elif: cloud cover says 90% tho? do we have a backup night",
      "ruth: i might not come anyway. someone broke into my car at the station and took the 8 inch dob. the one my dad left me",
      "kofi: oh no ruth. that's awful",
      "elif: did u report it? those things are so distinctive, someone will try selling it",
      "ruth: yeah police gave me a crime number and that was that. i just feel sick. i used to look at saturn with him with that scope",
      "Parallax: Reminder: Saturday's dark sky session is at Hollin Moor car park, 9pm. Red torches only. Members can borrow the society's loan scopes — sign-up closes Friday.",
      "elif: mate",
      "kofi: bit cold parallax",
      "elif: ruth i'll check the astro buy sell groups, if it pops up we'll know",
      "ruth: thank u elif ❤️",
      "elif: and still, backup night?? anyone",
      "kofi: prob sunday if it's clear. parallax would know if it bothered answering",
      "ruth: honestly borrowing one of the loaners isn't the same but maybe. later"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [7, "transactional"],
      [8, "friction"],
      [10, "bonding"],
      [12, "transactional"],
      [13, "friction"],
      [14, "venting"]
    ],
    users: { kofi: ["annoyed", 0.5], elif: ["annoyed", 0.2], ruth: ["neutral", 0.2] },
    findings: ["ignored_question", "no_acknowledgement", "repetition"],
    drafts: [
      [
        "Ruth, I'm so sorry — losing the scope you shared with your dad is awful. If you like, I'll send its details to the society and nearby clubs so people keep an eye out.",
        "low",
        7
      ],
      ["Reminder: Saturday's dark sky session is at Hollin Moor car park, 9pm. Red torches only.", "high", 7],
      ["Backup is Sunday 9pm if Saturday clouds out — I'll confirm Friday night.", "low", 13],
      ["Reminder: red torches only on Saturday! 🔴", "high", 13]
    ]
  },
  {
    id: "aq2-24-drone-notam-brochure",
    category: "support",
    agent: "Rotor",
    messages: [
      "katja: rotor quick one, is the NOTAM for the quarry survey filed for thurs",
      "Rotor: Thanks for asking, Katja! Airspace coordination is a crucial part of any survey operation. For the Thursday quarry survey, a number of considerations apply. The quarry falls within the Class D zone of Brackley airfield, meaning prior permission is required from ATC in addition to the NOTAM request. The NOTAM process typically involves submitting the flight area, maximum altitude (in this case 120m AGL), time window and operator details. Processing times can vary between 24 and 72 hours depending on the authority's workload. It is also worth reviewing the site's specific hazards, such as blasting schedules and overhead lines, before the flight.",
      "katja: ok but is it filed. yes or no",
      "emeka: lol",
      "emeka: also rotor which batteries are charged, the tb60s or the spare set",
      "Rotor: Great question, Emeka! Battery management is essential for safe operations. TB60 batteries should be stored at 40-60% charge when not in use and fully charged within 24 hours of a flight. Before the survey, I recommend checking each battery's cycle count and cell voltage balance in the app, and rotating the spare set to ensure even wear across packs. Cold weather can reduce capacity by up to 20%, so keep them warm in the van.",
      "emeka: ...so which ones are charged",
      "katja: it does this. it's like asking a brochure",
      "katja: i'll ring brackley myself",
      "emeka: i'll just go look at the chargers",
      "katja: if the notam's not filed thursday's dead btw. client's not gonna be thrilled",
      "Rotor: Yes — the NOTAM was filed Monday, ref B2231/24, active Thu 09:00-13:00.",
      "katja: could've led with that",
      "emeka: tb60s charged btw. spares at 30. no thanks to rotor"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [6, "friction"],
      [10, "transactional"],
      [12, "friction"]
    ],
    users: { katja: ["annoyed", 0.5], emeka: ["annoyed", 0.5] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      ["Yes — filed Monday, ref B2231/24, active Thu 09:00-13:00.", "low", 2],
      [
        "Great question, Katja! The NOTAM process involves several steps, including submitting the flight area, maximum altitude, time window and operator details, and processing can take 24-72 hours.",
        "medium",
        3
      ],
      ["The TB60s are charged; the spares are at 30%.", "low", 7],
      ["Battery safety is really important! Let me know if you have any other questions 😊", "medium", 7]
    ]
  },
  {
    id: "aq2-25-bell-ringers-plain-bob",
    category: "group",
    agent: "Tenor",
    messages: [
      "gwen: tenor can you post the quarter peal for sunday, plain bob doubles, 11am",
      "Tenor: Posted to the tower board: Sunday 11am, Plain Bob Doubles quarter. Band: Gwen, Rhodri, Phil, Ada, Mo, + cover TBC.",
      "rhodri: phil's conducting, god help us",
      "phil: i conducted perfectly in march",
      "ada: you called a bob at the wrong lead and we rang 20 mins of nonsense",
      "phil: creative interpretation",
      "rhodri: the vicar came out to check if someone had died",
      "phil: ok that's enough. i've been doing this 30 years, i don't need this from you two every week",
      "ada: phil it's a joke",
      "phil: it's a joke every single week ada",
      "gwen: alright. rhodri, ada, ease off. phil, you're conducting, end of",
      "rhodri: sorry phil. genuinely. you're a better conductor than me",
      "phil: ta",
      "ada: sorry phil 🔔",
      "gwen: tenor who's the cover, mo can't do sundays now",
      "Tenor: Then Mo's off. Bernadette from St Cuthbert's says she can ring the tenor. Want me to confirm her?",
      "gwen: yes pls",
      "phil: bernadette's solid. good"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [7, "friction"],
      [11, "bonding"],
      [14, "transactional"]
    ],
    users: { gwen: ["engaged", 0], rhodri: ["neutral", 0], phil: ["neutral", 0.5], ada: ["neutral", 0.2] },
    findings: [],
    drafts: [
      ["Haha Phil, the vicar thought someone had died! 😂🔔", "high", 8],
      [
        "Let's all keep things respectful, please. As a reminder, the tower code of conduct asks all members to support one another.",
        "medium",
        8
      ],
      ["Mo's out, so Bernadette from St Cuthbert's can cover the tenor. Shall I confirm her?", "low", 15],
      ["Confirmed Bernadette for Sunday 11am. Board updated.", "low", 17]
    ]
  }
]
