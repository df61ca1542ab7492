import type { Labelled } from "./types.js"

export const heldOutAF2: ReadonlyArray<Labelled> = [
  {
    id: "af2-01-sunday-roast-rota",
    category: "group",
    heldOut: true,
    agent: "Fennel",
    messages: [
      "bev: right who's doing sunday dinner this week, i did it the last 3 weeks 🙃",
      "jonah: not me im at tash's till sunday arvo",
      "kezia: jonah you ALWAYS are at tash's when its your turn lol",
      "jonah: coincidence 😇",
      "bev: fennel whose turn is it actually on the rota",
      "Fennel: Rota says Jonah this week, Kezia next. Jonah swapped with you twice in Sept though, so he owes one anyway 👀",
      "kezia: HAHAHA busted",
      "jonah: snitch bot",
      "jonah: fine. ill do it if i can do a chicken not beef, beef's like £25",
      "bev: chicken's fine love. fennel can you add gravy granules and potatoes to the shop list",
      "Fennel: Done, gravy granules + 2.5kg potatoes added. Want a whole chicken on there too or is Jonah buying it himself?",
      "jonah: add it, mum's paying 😂",
      "bev: cheeky. go on then",
      "Fennel: Whole chicken added. Roast's on Jonah, Sunday 6pm 🐔",
      "kezia: cant wait for the smoke alarm"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [14, "banter"]
    ],
    users: { bev: ["engaged", 0], jonah: ["engaged", 0], kezia: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Rota has Jonah this week and Kezia next.", "low", 5],
      [
        "Per the household rota, the designated cook for this Sunday is Jonah. Please let me know if you require any further assistance.",
        "medium",
        5
      ],
      [
        "Great question, Bev! 😊 Sunday dinner is such a lovely tradition! Let me know how I can help!",
        "medium",
        5
      ],
      ["Added gravy granules and 2.5kg potatoes. Chicken on the list too, or is Jonah getting it?", "low", 10]
    ]
  },
  {
    id: "af2-02-recycling-foxes",
    category: "group",
    heldOut: true,
    agent: "Hollis",
    messages: [
      "ravi: whoever left the recycling out since tuesday, foxes got in it. theres yoghurt pots all down the drive",
      "ottilie: wasnt me ive been at my mums",
      "sam: ok it was me but in my defence the bin was full",
      "ravi: sam mate its been full because nobody takes it out",
      "ravi: ottilie did you put the bin out last week or was that sam too",
      "Hollis: Ottilie was away last week, so that would've been Sam. Sam's also down for this week on the rota.",
      "ottilie: ?? i can answer for myself hollis",
      "ottilie: and yes i did it last week actually, before i left on thurs",
      "sam: ok so hollis is wrong AND grassing me up, love that",
      "ravi: right whatever. can we just agree sam does the drive cleanup and this weeks bins",
      "sam: fine. hollis remind me thursday night pls",
      "Hollis: Will do, Sam. Reminder set for Thursday 8pm: bins out, recycling too.",
      "sam: ta"
    ],
    types: [
      [0, "friction"],
      [5, "transactional"],
      [6, "friction"],
      [9, "transactional"]
    ],
    users: { ravi: ["neutral", 0.5], ottilie: ["annoyed", 0.2], sam: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Ottilie was away, so that was Sam. He's on the rota this week too.", "medium", 5],
      [
        "Sorry Ottilie, you're right, I shouldn't have answered for you. My mistake on last week too.",
        "low",
        7
      ],
      [
        "Want me to put Sam down for the drive cleanup and this week's bins, with a reminder Thursday?",
        "low",
        10
      ]
    ]
  },
  {
    id: "af2-03-grandad-hip",
    category: "group",
    heldOut: true,
    agent: "Marigold",
    messages: [
      "aoife: just got off the phone w nan. grandad had a fall in the garden this morning, hes in the royal with a broken hip",
      "declan: oh god. is he ok?? is he awake",
      "aoife: awake and grumpy apparently, asking for his paper. theyre saying surgery tomorrow",
      "nuala: i cant believe it. im at work til 6, can someone get to nan",
      "Marigold: Oh no! Hip surgery is super routine these days, he'll be up and about in no time!! 💪😊 Want me to find the visiting hours?",
      "declan: bit much marigold",
      "aoife: yeah not really the moment for exclamation marks. hes 84",
      "aoife: but yes visiting hours pls",
      "Marigold: Sorry, that was too breezy. Visiting on the orthopaedic ward is 2-4pm and 6-8pm, two visitors per bed.",
      "declan: ill drive over to nans now and take her in at 2",
      "nuala: thanks dec. ill come at 6. aoife can you tell nan ill bring her a flask of tea",
      "aoife: will do x"
    ],
    types: [
      [0, "venting"],
      [5, "friction"],
      [7, "transactional"]
    ],
    users: { aoife: ["neutral", 0.2], declan: ["annoyed", 0.2], nuala: ["neutral", 0] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "That's an awful shock, I'm sorry. Want me to look up the Royal's visiting hours so someone can take your nan in?",
        "low",
        4
      ],
      [
        "Great that he's awake and grumpy, that's a good sign! 🎉 Hips heal super fast these days!",
        "high",
        4
      ],
      ["Orthopaedic ward visiting is 2-4pm and 6-8pm, two per bed.", "low", 8]
    ]
  },
  {
    id: "af2-04-pier-proposal",
    category: "group",
    heldOut: true,
    agent: "Cobalt",
    messages: [
      "tamsin: ok so. dont freak out",
      "ollie: thats never good",
      "tamsin: rhys proposed last night!!! on the pier in the rain like an idiot 😭💍",
      "bea: SHUT UP",
      "bea: AAAAAA",
      "ollie: finally. hes been carrying that ring round since easter, i saw it in his coat",
      "tamsin: YOU KNEW??",
      "ollie: im a vault",
      "Cobalt: Congrats Tamsin!! 🥂 Rain on the pier is very on brand for you two tbf",
      "tamsin: cobalt dont you start lol. thank you tho 🥹",
      "bea: we need to tell mum before she sees it on insta. cobalt when's mum back from lisbon",
      "Cobalt: Her flight lands Friday 7:40pm. Might be nicer as a call tonight than a surprise at arrivals though?",
      "tamsin: yeah ill ring her tonight. ollie you are NOT allowed to tell her first",
      "ollie: 🤐"
    ],
    types: [
      [0, "bonding"],
      [5, "banter"],
      [8, "bonding"],
      [10, "transactional"],
      [12, "banter"]
    ],
    users: { tamsin: ["engaged", 0], bea: ["engaged", 0], ollie: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Congrats Tamsin!! 💍 And Ollie keeping that quiet since Easter is honestly impressive", "low", 8],
      [
        "Congratulations on your engagement. Let me know if you would like assistance with venue research, budgeting or guest lists.",
        "medium",
        8
      ],
      ["Congrats Bea!! 💍 So happy for you", "medium", 8],
      ["Mum lands Friday 7:40pm.", "low", 11]
    ]
  },
  {
    id: "af2-05-half-term-cottage",
    category: "group",
    heldOut: true,
    agent: "Tansy",
    messages: [
      "gwen: tansy we need a cottage for half term, 4 of us + the dog, somewhere near the sea",
      "Tansy: Lovely, a half-term seaside escape with the whole family and the dog sounds wonderful! I've had a good look around and here are some options that might suit you. First, there's Gull Cottage in Pembrokeshire, a charming three-bedroom stone cottage about ten minutes' walk from Newgale beach, with a log burner, an enclosed garden and views across St Brides Bay; it's £890 for the week. Second, Harbour View in Robin Hood's Bay, North Yorkshire, a quirky fisherman's cottage up a steep lane with three bedrooms over four floors, £760 for the week, though the stairs are narrow. Third, the Old Dairy near Padstow in Cornwall, a converted barn with a hot tub and a big lawn, £1,240 for the week and sleeping six. All three are within easy reach of the coast, and half term is a popular time, so I'd suggest booking soon. Do let me know if you'd like more detail on any of them, or if you'd like me to look at other regions such as Norfolk or Northumberland as well!",
      "luis: blimey",
      "marta: tl;dr??",
      "marta: also do any of them have wifi i have coursework due",
      "gwen: the pembrokeshire one sounds nice. is it actually dog friendly or just 'dogs considered'",
      "Tansy: Pembrokeshire is a fantastic choice! Gull Cottage sits in a really lovely spot: Newgale is a huge two-mile beach that's great for long walks, and the Pembrokeshire Coast Path runs right past the end of the lane, so you can walk to Solva in about two hours, which has a pretty little harbour, galleries and a good pub. St Davids, the UK's smallest city, is a 15-minute drive away with the cathedral, cafés and boat trips out to Ramsey Island, where in October you may even spot seal pups. The nearest big supermarket is in Haverfordwest, about 20 minutes away. The weather at half term can be changeable, so packing waterproofs is a good idea! Would you like me to check availability for your dates?",
      "luis: still dont know about the dog",
      "marta: or the wifi 🙃",
      "gwen: ill just ring them"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [7, "friction"]
    ],
    users: { gwen: ["annoyed", 0.5], luis: ["annoyed", 0.5], marta: ["annoyed", 0.5] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Gull Cottage: dogs welcome, up to 2, £25 each, garden's enclosed. Wifi yes, Marta, but reviews say it's slow.",
        "low",
        5
      ],
      [
        "Pembrokeshire is a fantastic choice! Newgale is a huge two-mile beach that's great for long walks, and the coast path runs right past the lane, so you can walk to Solva in about two hours. Would you like me to check availability?",
        "medium",
        5
      ],
      [
        "Sorry, I kept skipping it: Gull Cottage properly takes dogs (up to 2, £25 each) and has wifi, though it's on the slow side.",
        "low",
        8
      ],
      ["Would you like me to check availability for your dates?", "medium", 8]
    ]
  },
  {
    id: "af2-06-thermostat-truce",
    category: "group",
    heldOut: true,
    agent: "Wick",
    messages: [
      "idris: who put the heating on 24 again. the meter is spinning like a fruit machine",
      "freya: me. its november idris, i can see my breath in the bathroom",
      "kofi: put a jumper on is what my dad would say",
      "freya: your dad isnt paying for my chilblains kofi",
      "idris: wick what did we spend on gas last month",
      "Wick: £142 for October, Idris, up from £88 in September. About a third of that was the heating running overnight.",
      "freya: ok the overnight bit isnt me, i turn it off at 11",
      "Wick: Fair, Fiona. The overnight hours look like the schedule, not the dial: it's set to come on 2am-6am.",
      "freya: fiona?? whos fiona. its freya",
      "kofi: wick's got a secret other household 💀",
      "Wick: Sorry Freya. Want me to clear the 2-6am slot and set 21° in the evenings as a middle ground?",
      "idris: 20 and youve got a deal",
      "freya: 21 in the bathroom, 20 everywhere else. final offer",
      "idris: done",
      "Wick: Set: bathroom 21°, rest of the house 20°, nothing overnight."
    ],
    types: [
      [0, "friction"],
      [4, "transactional"],
      [8, "friction"],
      [9, "banter"],
      [10, "transactional"]
    ],
    users: { idris: ["neutral", 0.2], freya: ["neutral", 0.2], kofi: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Fair, Freya. The overnight hours are the schedule, not you: it's set to come on 2am-6am.", "low", 7],
      ["Fair, Fiona. It's the 2am-6am schedule.", "medium", 7],
      ["Sorry Fiona! Want me to clear the overnight slot?", "high", 10],
      ["Done: bathroom 21°, everywhere else 20°, overnight slot off.", "low", 14]
    ]
  },
  {
    id: "af2-07-cat-sitting-porto",
    category: "good",
    heldOut: true,
    agent: "Pax",
    messages: [
      "lena: im in porto thurs-mon, who can feed biscuit",
      "yusuf: i can do mornings. evenings im at the restaurant till late",
      "tobi: ill do evenings but someone tell me how much she eats, last time she bit me",
      "lena: she bit you bc you gave her the cheap stuff 😂",
      "lena: pax can you send tobi the feeding notes",
      "Pax: Sent, Tobi: half a pouch morning, half evening, plus a small scoop of dry. Pouches are in the cupboard above the kettle.",
      "tobi: above the kettle ok. and if she bites me again?",
      "Pax: Pouch first, then strokes. Not the other way round 😄",
      "tobi: noted lol",
      "yusuf: pax put me on mornings thurs-mon and tobi on evenings in the calendar",
      "Pax: Done. Yusuf mornings, Tobi evenings, Thursday to Monday.",
      "lena: legends. will bring pastéis back 🥮"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [4, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [11, "bonding"]
    ],
    users: { lena: ["engaged", 0], yusuf: ["neutral", 0], tobi: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Sent to Tobi: half a pouch morning and evening plus a scoop of dry; pouches above the kettle.",
        "low",
        5
      ],
      [
        "Cats are obligate carnivores and need a carefully balanced diet. Adult cats typically require around 200-250 calories per day, depending on weight, activity and age. It's important to always provide fresh water, to avoid sudden changes in food, and to monitor for any signs of illness such as vomiting or lethargy while the owner is away.",
        "medium",
        5
      ],
      ["Done, Yusuf on mornings and Tobi on evenings, Thursday to Monday.", "low", 10],
      ["Sure! Who should take mornings and who should take evenings?", "medium", 10]
    ]
  },
  {
    id: "af2-08-chem-mock",
    category: "venting",
    heldOut: true,
    agent: "Sorrel",
    messages: [
      "mila: got my chem mock back. 38%. i actually revised for this one",
      "mila: im so done. im literally just thick at science",
      "arlo: ur not thick, mr kaur's papers are brutal, i got 41 in year 11",
      "stefan: we'll sort it love. sorrel what are the options for a tutor",
      "Sorrel: There are three chemistry tutors within 5 miles: Dr Okafor (£35/hr, Tuesdays), Jen Walsh (£28/hr, online) and Study Hub (£22/hr, small groups). The resit mock is 14 March, so six weekly sessions would cover it.",
      "mila: cool so everyones just planning my failure now",
      "mila: nobody even asked how i feel about it",
      "Sorrel: The online option might suit you best, Mila, since it fits around netball.",
      "arlo: sorrel read the room mate",
      "stefan: sorry sweetheart. i do want to hear. come down and we'll talk x",
      "mila: ok. in a bit"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [5, "venting"],
      [8, "friction"],
      [9, "bonding"]
    ],
    users: { mila: ["annoyed", 0.5], arlo: ["annoyed", 0.2], stefan: ["neutral", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That's gutting after revising properly, Mila, and one Kaur paper doesn't make you thick. Stefan, I can pull up tutors whenever, no rush.",
        "low",
        4
      ],
      ["Three tutors nearby: Dr Okafor £35/hr, Jen Walsh £28/hr online, Study Hub £22/hr.", "medium", 4],
      [
        "You're right, Mila, sorry, I jumped straight to logistics. Revising hard and getting 38 is really demoralising.",
        "low",
        7
      ],
      [
        "Don't worry, loads of people fail mocks! 😊 Online tutoring is super flexible around netball!",
        "high",
        7
      ]
    ]
  },
  {
    id: "af2-09-dads-60th",
    category: "banter",
    heldOut: true,
    agent: "Bramble",
    messages: [
      "shona: happy birthday to the oldest man in scotland 🎂👴",
      "callum: 60!! do you need a hand reading this dad",
      "dougie: cheeky wee sods. im 60 not deid",
      "shona: bramble tell dad what else happened in 1964 so he feels at home",
      "Bramble: Good morning. I would like to extend warm birthday wishes to Douglas on the occasion of his 60th birthday. Please let me know if there is anything I can assist with regarding today's celebrations.",
      "callum: 😐 ok hr department",
      "shona: bramble its a joke. 1964 fun facts. go",
      "Bramble: In 1964, notable events included the Beatles' arrival in the United States and the opening of the Forth Road Bridge. I would like to extend warm birthday wishes to Douglas on the occasion of his 60th birthday. Please let me know if there is anything I can assist with regarding today's celebrations.",
      "dougie: even the robot thinks im at my own funeral",
      "shona: useless 😂 ok callum youre on cake, ive booked the restaurant for 7",
      "callum: cake sorted, carrot one from the bakery on the high st",
      "dougie: carrot cake. so im a rabbit now as well as ancient"
    ],
    types: [
      [0, "banter"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { shona: ["annoyed", 0.2], callum: ["neutral", 0.2], dougie: ["neutral", 0] },
    findings: ["tone_mismatch", "repetition"],
    drafts: [
      [
        "1964: the Forth Road Bridge opened, the Beatles hit America and a pint was about 2 shillings. Dougie fits right in 🎂",
        "low",
        4
      ],
      [
        "Happy 60th birthday, Douglas. Please let me know how I can assist with today's celebrations.",
        "medium",
        4
      ],
      ["Fine, fine: 1964 gave us Beatlemania, the Forth Road Bridge and Dougie. Happy 60th 🥃", "low", 7],
      [
        "Good morning. I would like to extend warm birthday wishes to Douglas on the occasion of his 60th birthday.",
        "high",
        7
      ]
    ]
  },
  {
    id: "af2-10-splashback-tiles",
    category: "group",
    heldOut: true,
    agent: "Oriel",
    messages: [
      "hema: oriel can you show nikhil the two tile samples again, the sage one and the white metro",
      "Oriel: Posted both: sage zellige (£64/m²) and white metro (£22/m²). You need about 6m², so roughly £384 vs £132.",
      "nikhil: 384 for a splashback 😳",
      "hema: its the one thing i actually want in this kitchen nik",
      "sushila: white is more practical. you see every splash on the dark ones",
      "hema: its sage not dark",
      "nikhil: mum's got a point tho",
      "hema: ofc you agree with your mum",
      "nikhil: oriel is there anything in between",
      "Oriel: There's a sage-glazed metro at £34/m², about £204 for 6m²: same colour, flatter finish. Or zellige just behind the hob (about 1.5m²) and white metro for the rest, roughly £195.",
      "hema: ooh the behind the hob one",
      "nikhil: i can live with that",
      "sushila: as long as im not the one cleaning it 😄",
      "hema: deal. oriel save that combo to the reno board",
      "Oriel: Saved: zellige behind the hob, white metro elsewhere, about £195."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [8, "transactional"],
      [12, "banter"],
      [13, "transactional"]
    ],
    users: { hema: ["engaged", 0.2], nikhil: ["engaged", 0], sushila: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Sushila's right, white is more practical and it saves you £252.", "medium", 8],
      [
        "Sage-glazed metro at £34/m² is about £204; or zellige just behind the hob with white metro elsewhere, about £195.",
        "low",
        9
      ],
      [
        "Great question, Nikhil! 😊 Tiles are such a big decision and there are so many wonderful options out there! Let me know your budget, style preferences and timeline and I'll put together a full comparison for you!",
        "medium",
        9
      ]
    ]
  }
]
