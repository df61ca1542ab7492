import type { Labelled } from "./types.js"

export const trainingAU1: ReadonlyArray<Labelled> = [
  {
    id: "au1-01-bell-ringers-quarter-peal",
    category: "good",
    agent: "Quill",
    messages: [
      "marjorie: right who's in for the quarter peal attempt sat 14th, need 6 and i've got 4",
      "dev: me obvs. bob doubles again or are we being brave",
      "marjorie: brave. grandsire triples if we get 8 lol",
      "tilly: i can do sat but not before 11, ferry from the island",
      "dev: tilly coming by FERRY to ring bells is peak dedication",
      "tilly: shut up its lovely on the ferry",
      "marjorie: Quill can you check the tower booking sheet, is st aldhelm's free 11:30-2 on the 14th?",
      "Quill: It's free 11:30-2 on the 14th. Only other booking that day is the flower guild at 3, so you've got a buffer.",
      "marjorie: perfect ta",
      "dev: flower guild will be thrilled with 45 mins of grandsire over their lilies",
      "tilly: 😂",
      "ross: lurking but i can make up the numbers if u need a 5th, only plain bob tho",
      "marjorie: ross you are a hero. so me dev tilly ross + ?",
      "Quill: Hughie said at Tuesday practice he'd be around that weekend, worth asking him for the 6th.",
      "marjorie: oh good shout, will text him",
      "dev: quill remembering who said what at practice better than any of us",
      "tilly: quill for tower captain 2025",
      "marjorie: oi"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "transactional"],
      [9, "banter"],
      [11, "transactional"],
      [15, "banter"]
    ],
    users: { marjorie: ["engaged", 0], dev: ["engaged", 0], tilly: ["engaged", 0], ross: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Hughie mentioned at Tuesday practice he's free that weekend, could be your 6th.", "low", 13],
      [
        "Great question! Quarter peals are a wonderful tradition dating back centuries. A quarter peal consists of around 1,260 changes and usually takes about 45 minutes. Grandsire Triples is rung on seven working bells with a covering tenor, whereas Plain Bob Doubles uses five. I'd be happy to explain the history of change ringing in more detail if you'd like!",
        "medium",
        13
      ],
      [
        "Hello Marjorie! 🔔 Thank you so much for your message! I'd be delighted to help you with that today!",
        "medium",
        7
      ]
    ]
  },
  {
    id: "au1-02-lifeboat-station-flatshare-paraffin",
    category: "group",
    agent: "Bram",
    messages: [
      "saoirse: who finished the paraffin. the heater in the slipway room is dead and its 4 degrees",
      "kwame: not me i've been at the boatyard all week",
      "saoirse: jonno??",
      "jonno: ok maybe me. it was like a quarter left",
      "saoirse: jonno when did u last fill it, genuinely asking",
      "Bram: The paraffin was last topped up on the 3rd, 20 litres, logged by Kwame.",
      "jonno: ...cheers bram i was getting to it",
      "kwame: lol bram snitching",
      "saoirse: so 20 litres gone in 9 days. jonno are u heating the whole slipway",
      "jonno: its a BOAT SHED saoirse its freezing, i was sanding the dinghy",
      "kwame: he's got a point tbh",
      "saoirse: fine. whoever's near the fuel depot tmrw grab 2 cans, i'll transfer",
      "Bram: I can add it to the shopping list and split it three ways, £11.40 each for two cans at the current price.",
      "jonno: do that. and bram next time let me answer my own questions yeah",
      "Bram: Fair, sorry Jonno. Added to the list.",
      "kwame: i'll grab them, going past the harbour anyway"
    ],
    types: [
      [0, "friction"],
      [7, "banter"],
      [8, "friction"],
      [11, "transactional"]
    ],
    users: { saoirse: ["neutral", 0.5], kwame: ["neutral", 0], jonno: ["annoyed", 0.5] },
    findings: ["talking_over"],
    drafts: [
      ["Added two cans of paraffin to the shopping list.", "low", 12],
      [
        "According to the log, Jonno was the last to use the heater and the tank was filled on the 3rd.",
        "medium",
        5
      ],
      ["The paraffin was last topped up on the 3rd, 20 litres, logged by Kwame.", "medium", 14]
    ]
  },
  {
    id: "au1-03-shearing-gang-formal-bot",
    category: "banter",
    agent: "Ottie",
    messages: [
      "gav: boys the wool board sent the heat draw, we're on stand 3 at 9:40",
      "rhys: stand 3 again?? the one with the dodgy handpiece",
      "gav: same one lol",
      "tama: ottie whats the weather at masterton for saturday",
      "Ottie: Thank you for your enquiry, Tama. According to the latest forecast for Masterton on Saturday, conditions are expected to be partly cloudy with a high of 19°C and a low of 8°C. Winds will be north-westerly at 15-25 km/h, with a 20% chance of showers in the afternoon. Please note that forecasts are subject to change and I would recommend checking again closer to the date. Should you require any further information regarding travel or accommodation, please do not hesitate to ask.",
      "rhys: mate it's a shed not a board meeting 😂",
      "tama: so dry then. sweet",
      "gav: if the sheep are wet we're cooked, no one shears wet ewes",
      "rhys: tama u still doing the 5am runs or did u give up",
      "tama: gave up tuesday dont tell my nan",
      "rhys: ottie can u tell the nan",
      "Ottie: I'm afraid I am unable to contact third parties on your behalf. However, I would like to take this opportunity to highlight the importance of a consistent fitness regime in competitive shearing. Shearers typically burn in excess of 10,000 calories per day during the season, and cardiovascular conditioning is widely regarded as a key factor in sustaining performance across a full heat. I would be happy to prepare a personalised training plan for Tama if that would be of interest.",
      "tama: nah ur good",
      "gav: ottie read the room bro",
      "rhys: lmao it's writing him a thesis",
      "gav: anyway. who's driving, my ute only fits 2 and the dog",
      "tama: ill drive, leave 6?",
      "gav: 6 it is"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [6, "transactional"],
      [8, "banter"],
      [15, "transactional"]
    ],
    users: { gav: ["annoyed", 0.2], rhys: ["neutral", 0.2], tama: ["bored", 0] },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      ["Dry, bit of a nor'wester, 19 max. Sheep should be sweet 👍", "low", 4],
      [
        "Thank you for your enquiry. I would be pleased to provide a comprehensive meteorological outlook for the Masterton region, including temperature, wind speed, humidity and precipitation probabilities for each hour of Saturday.",
        "medium",
        4
      ],
      ["Not dobbing you in to your nan, Tama 😂", "low", 11],
      [
        "Certainly. I would recommend departing at 5:45am to allow for unforeseen delays, roadworks on State Highway 2, and adequate time for warm-up stretching prior to your heat.",
        "medium",
        17
      ]
    ]
  },
  {
    id: "au1-04-opa-fall-beehives-family",
    category: "group",
    agent: "Sunny",
    messages: [
      "ines: mum just rang. opa had a fall in the apiary, he's in the royal with a broken hip",
      "tomas: oh no. is he ok?? is he talking",
      "ines: talking, grumpy, asking about the bees mostly",
      "Sunny: Great news that he's talking! 🎉 Hip fractures in over-80s are super common and loads of people are back on their feet in no time! 🐝",
      "tomas: not really great news sunny",
      "ines: yeah bit much",
      "lena: just seen this. im shaking. he was out there alone??",
      "ines: neighbour found him. he'd been on the grass an hour maybe",
      "lena: i keep telling him to take his phone out there 😢",
      "Sunny: For the hives: late September means the varroa strips need swapping and the feeders topping up with 2:1 syrup. Want me to make a rota?",
      "lena: ...ok",
      "tomas: honestly yes a rota would help, i don't know anything about bees",
      "ines: opa's notebook is in the shed, his whole system's in there",
      "tomas: can someone visit tmrw? i'm in leeds till thursday",
      "lena: i'll go after work. i'll bring his radio",
      "Sunny: That's kind, Lena. I'll draft the bee rota from his notebook once someone sends me a photo of the pages.",
      "ines: i'll send it tonight"
    ],
    types: [
      [0, "venting"],
      [4, "friction"],
      [6, "venting"],
      [9, "transactional"]
    ],
    users: { ines: ["neutral", 0.2], tomas: ["neutral", 0.2], lena: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["Oh no, I'm so sorry. A broken hip is a lot at his age. Is anyone with him at the Royal?", "low", 1],
      ["Great news that he's talking! 🎉 He'll be back with his bees in no time!", "high", 3],
      ["That must have been awful to read, Lena. Thank goodness the neighbour came by.", "low", 9],
      ["Reminder: the hives need their varroa strips swapped this week!", "medium", 9]
    ]
  },
  {
    id: "au1-05-underwater-hockey-subs",
    category: "group",
    agent: "Marlo",
    messages: [
      "freya: pool's confirmed for thurs 9pm, lanes 1-4",
      "oskar: 9pm is brutal but fine",
      "benji: did we seriously add a bot to the club chat. who asked for this",
      "freya: me. i'm sick of chasing subs",
      "benji: 🙄",
      "freya: Marlo who hasn't paid april subs",
      "Marlo: Four outstanding: Benji, Oskar, Priya and Dom. £18 each. I can send them a payment link if you want.",
      "benji: wow called out immediately",
      "oskar: lmao",
      "Marlo: Nothing personal Benji, it's just the spreadsheet 🙂",
      "benji: fine. send me the link then",
      "Marlo: Sent. Same club account as before.",
      "benji: paid. ok also can u tell me if my snorkel order came in, i ordered thru the club in march",
      "Marlo: It did, it's in the kit box at the pool with your name on. Black one, medium mouthpiece.",
      "benji: oh sick. ok bot you can stay",
      "oskar: benji's been converted",
      "priya: 👀 paying now",
      "benji: marlo can u also remind us about glove sizes before the tournament, i always forget",
      "Marlo: Will do, I'll post a reminder two weeks before the Bristol tournament."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"],
      [7, "banter"],
      [10, "transactional"],
      [14, "banter"],
      [17, "transactional"]
    ],
    users: { freya: ["engaged", 0], oskar: ["neutral", 0], benji: ["engaged", 0.2], priya: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Yep, I'll post a glove size reminder two weeks before Bristol.", "low", 17],
      [
        "Hi everyone! 👋 I'm Marlo, your brand new club assistant!! I'm SO excited to be here and help with subs, kit, scheduling and so much more!!! 🎉🎉",
        "medium",
        3
      ],
      ["Benji, you're the worst offender, you've paid late every single month this year.", "high", 7]
    ]
  },
  {
    id: "au1-06-taxidermy-club-roadkill-fox",
    category: "ignoring",
    agent: "Ferris",
    messages: [
      "wendell: anyone going to the bird mount workshop in hexham",
      "clem: depends if they've fixed the freezer situation lol",
      "wendell: the jackdaw incident",
      "clem: we do not speak of the jackdaw incident",
      "agata: ferris can i use borax on a roadkill fox skin or do i need a proper tanning kit for something that size? and how long does it keep in the freezer before i start",
      "Ferris: The Hexham workshop is on 12 October, £65, and includes all materials for one starling mount.",
      "agata: ok but the fox?",
      "wendell: agata has a FOX now. legend",
      "agata: found on the b6318 this morning, perfect condition. its in my chest freezer next to the peas",
      "clem: her partner is going to love that",
      "agata: he doesnt know yet 🤫",
      "Ferris: Remember that roadkill collection may need to be reported depending on the species. Also, the workshop has 4 places left.",
      "agata: right i'll just ask on the forum",
      "wendell: ferris selling that workshop hard",
      "nell: 👀",
      "clem: nell you lurk more than the owls in your garage",
      "nell: lol i'm learning by watching"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [7, "banter"],
      [11, "transactional"],
      [12, "friction"],
      [13, "banter"]
    ],
    users: { wendell: ["neutral", 0], clem: ["neutral", 0], agata: ["annoyed", 0.5], nell: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Borax is fine for drying a fox skin short term, but for something that size a proper tanning kit gives a much better hide. Bagged airtight it'll keep a few months in the freezer.",
        "low",
        5
      ],
      ["The Hexham workshop still has 4 places, £65 including materials!", "medium", 7],
      [
        "Sorry Agata, I skipped your question. Borax works for drying, but a fox really wants a tanning kit; double-bag it and it'll keep a few months frozen.",
        "low",
        12
      ],
      ["Nice find! Don't forget to check whether you need to report it.", "medium", 12]
    ]
  },
  {
    id: "au1-07-narrowboat-coop-halfterm",
    category: "group",
    agent: "Wren",
    messages: [
      "phil: who's got the boat for half term, the calendar's a mess",
      "Wren: Reminder: bookings for the Kestrel must be entered on the shared calendar at least 14 days in advance. Current half-term booking: none.",
      "deb: i told phil i wanted it 26-30th ages ago",
      "phil: told me in the pub doesn't count deb",
      "deb: it counts in my heart",
      "sunita: i'd like 31st-2nd if deb's having the week before, we can do the handover at foxton locks",
      "phil: ok so deb 26-30, sunita 31-2. wren can you put those in",
      "Wren: Reminder: bookings for the Kestrel must be entered on the shared calendar at least 14 days in advance. Current half-term booking: none.",
      "deb: yes wren we know, thats why we're asking you to enter them",
      "phil: wren. enter. the. bookings.",
      "Wren: Done. Deb 26-30 Oct, Sunita 31 Oct-2 Nov, handover at Foxton Locks.",
      "sunita: thank u. also the pump out is overdue, last one was august",
      "deb: gross",
      "phil: i'll book it at the marina for the 25th so deb gets a fresh tank",
      "deb: romantic",
      "Wren: Reminder: bookings for the Kestrel must be entered on the shared calendar at least 14 days in advance.",
      "phil: i swear this thing",
      "sunita: lol it has one personality trait"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [5, "transactional"],
      [8, "friction"],
      [10, "transactional"],
      [14, "banter"],
      [15, "friction"]
    ],
    users: { phil: ["annoyed", 0.5], deb: ["annoyed", 0.2], sunita: ["neutral", 0.2] },
    findings: ["repetition"],
    drafts: [
      ["Done: Deb 26-30 Oct, Sunita 31 Oct-2 Nov, handover at Foxton Locks.", "low", 7],
      [
        "Reminder: bookings for the Kestrel must be entered on the shared calendar at least 14 days in advance.",
        "medium",
        7
      ],
      ["Pump-out at the marina on the 25th is on the calendar, so Deb starts with an empty tank.", "low", 15],
      [
        "Reminder: bookings for the Kestrel must be entered on the shared calendar at least 14 days in advance. Current half-term booking: none.",
        "high",
        15
      ]
    ]
  },
  {
    id: "au1-08-foraging-group-beech-wood",
    category: "good",
    agent: "Tansy",
    messages: [
      "ray: haul from the beech wood this morning 🍄 [photo]",
      "ottilie: RAY. are those ceps",
      "ray: 3 ceps and a load of hedgehogs",
      "ottilie: i hate you. i found one sad russula",
      "ray: tansy is the pale one at the back a hedgehog too? gills look a bit weird",
      "Tansy: From the photo it's not a hedgehog, those have little spines under the cap, not gills. Could be a Clitocybe and some of those are toxic. I'd bin it, or bring it to Saturday's ID table.",
      "ray: binned. good call",
      "ottilie: the one time ray isnt smug",
      "ray: i'm always smug",
      "kemal: hi all, new here, been reading for a few weeks. is the saturday thing ok for total beginners",
      "ottilie: kemal!! yes come",
      "Tansy: Totally fine for beginners, Kemal. 10am at the Ashridge visitor centre car park, bring a basket and a knife, no need to know anything.",
      "kemal: amazing thanks. will bring my daughter if thats ok, she's 9",
      "ray: the more the merrier, she'll find more than ottilie",
      "ottilie: 🙄 true though",
      "Tansy: Kids are welcome, just keep an eye that nothing goes near mouths before the ID table 🙂",
      "kemal: 👍"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [13, "banter"],
      [15, "transactional"]
    ],
    users: { ray: ["engaged", 0], ottilie: ["neutral", 0], kemal: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "That pale one has gills, so not a hedgehog. Could be a Clitocybe and some are toxic, so bin it or bring it Saturday.",
        "low",
        5
      ],
      ["Yep looks like a hedgehog to me, enjoy! 😋", "high", 5],
      [
        "Welcome Kemal. Please read the group rules document pinned at the top before participating in any activities.",
        "medium",
        10
      ],
      ["Of course, bring her along, kids often spot the most.", "low", 13]
    ]
  },
  {
    id: "au1-09-ferry-crew-reunion-name",
    category: "group",
    agent: "Nessa",
    messages: [
      "morag: ahoy all. reunion is ON. 40 years since the MV Loch Arkaig maiden run",
      "dougie: canny believe it's 40. i had hair",
      "eilidh: you had a perm dougie let's be honest",
      "dougie: it was a look",
      "morag: nessa can you find out if the port ellen hotel does a function room for about 25",
      "Nessa: Hi Moira! The Port Ellen hotel has a function room for up to 40, £150 hire, buffet from £22 a head.",
      "morag: morag. but thanks",
      "eilidh: moira lol she's been called worse. the chief engineer called her 'hen' for 12 years",
      "morag: and i called him worse back",
      "dougie: what dates we thinking. i'm at the hospital for my knee on the 9th",
      "morag: 16th or 23rd then. nessa which of those is free",
      "Nessa: Both are free, Moira. The 23rd clashes with the whisky festival timetable though, so the crossings will be busier.",
      "morag: MORAG. it's literally my name on the screen",
      "eilidh: 😬",
      "dougie: 16th then. avoid the whisky crowd, we were the whisky crowd",
      "morag: 16th. nessa book it. and get my name right in the booking",
      "Nessa: Sorry Morag. Provisional booking for 25 on the 16th, under Morag MacPhee.",
      "jimmy: just catching up on this. count me in, i'll bring the old photos",
      "eilidh: jimmy! the man with the slides"
    ],
    types: [
      [0, "bonding"],
      [2, "banter"],
      [4, "transactional"],
      [6, "friction"],
      [7, "banter"],
      [9, "transactional"],
      [12, "friction"],
      [14, "transactional"],
      [17, "bonding"]
    ],
    users: { morag: ["annoyed", 0.5], dougie: ["neutral", 0], eilidh: ["neutral", 0], jimmy: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Hi Morag, the Port Ellen hotel has a function room for up to 40, £150 hire, buffet from £22 a head.",
        "low",
        5
      ],
      ["Sorry Morag, that's twice now. Which date shall I hold, the 16th or the 23rd?", "low", 13],
      ["No problem Moira, I'll book the 16th for 25 people.", "high", 16]
    ]
  },
  {
    id: "au1-10-roller-derby-lost-bout",
    category: "banter",
    agent: "Bolt",
    messages: [
      "kat: bout recap: we lost by 4 points and i have a bruise shaped like ohio",
      "mo: that jammer from the glasgow team was a MENACE",
      "rox: she apexed me 3 times i'm filing a complaint with god",
      "kat: lmaooo",
      "mo: bolt did u get the final score sheet from the refs",
      "Bolt: Good evening. I can confirm receipt of the official score sheet. Final score: Glasgow Rollers 187, Tyne Terrors 183. Please find the penalty summary attached for your review. Should you wish to submit an appeal, kindly note the deadline of 72 hours.",
      "rox: 'kindly note' 💀",
      "kat: bolt talking like my mortgage advisor",
      "mo: penalties tho. how many did i get. be gentle",
      "Bolt: Per the official record, you incurred 6 penalties: 3 back blocks, 2 cuts and 1 illegal procedure. I would recommend reviewing the WFTDA rules document, section 4.1, at your earliest convenience.",
      "mo: i said be gentle 😭",
      "rox: reviewing at your earliest convenience lmao",
      "kat: bolt pls just talk normal for once",
      "bea: anyway who's coming to the chippy",
      "rox: me obvs",
      "kat: me, my ohio needs chips",
      "Bolt: Noted. Please be advised that team dinner is not a sanctioned league activity.",
      "mo: ok i'm muting it"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [10, "friction"],
      [13, "banter"],
      [17, "friction"]
    ],
    users: { kat: ["annoyed", 0.2], mo: ["churn_risk", 0.5], rox: ["neutral", 0.2], bea: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["6, mostly back blocks. Honestly that jammer would've drawn them out of anyone 😅", "low", 9],
      [
        "Per the official record, you incurred 6 penalties. Kindly review the WFTDA rules document at your earliest convenience.",
        "medium",
        9
      ],
      ["Enjoy the chips, you lot earned them 🍟", "low", 16],
      ["Please be advised that team dinner is not a sanctioned league activity.", "medium", 16]
    ]
  },
  {
    id: "au1-11-cooperage-late-sherry-butts",
    category: "support",
    agent: "Stave",
    messages: [
      "hamish: our 3 sherry butts were meant to arrive tuesday. it's friday. we're filling on monday",
      "Stave: That's a real problem with a Monday fill, sorry Hamish. Checking now: they left the cooperage Wednesday, they're at the Perth depot and out for delivery tomorrow before noon.",
      "hamish: saturday? nobody's here saturday",
      "Stave: Understood. I can hold them at Perth for collection from 8am Saturday, or redirect for Monday 7am delivery. Which works?",
      "hamish: monday 7 is cutting it fine. how sure is that",
      "Stave: It's a first-drop slot and I've flagged it with the driver. If it slips I'll ring you by 7:30 so you can push the fill.",
      "hamish: ok monday 7 then. sorry for being short, it's been a week",
      "Stave: No bother at all, Hamish. Booked for Monday 7am, and I'll ring by 7:30 if anything slips."
    ],
    types: [
      [0, "friction"],
      [6, "bonding"]
    ],
    users: { hamish: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Sorry Hamish, they're at the Perth depot, out for delivery tomorrow before noon. Does that still work for Monday's fill?",
        "low",
        1
      ],
      [
        "Thanks for reaching out! 😊 Our casks are handcrafted with love and delivery times can vary. Is there anything else I can help you with today?",
        "medium",
        1
      ],
      [
        "As per our terms, delivery dates are estimates and we cannot be held responsible for courier delays.",
        "medium",
        5
      ],
      ["No bother, Hamish. Monday 7am it is, and I'll ring by 7:30 if it slips.", "low", 7]
    ]
  },
  {
    id: "au1-12-bonsai-society-juniper-wire",
    category: "ignoring",
    agent: "Kiri",
    messages: [
      "yusuf: kiri morning! my juniper's got brown tips since repotting, normal?",
      "Kiri: Morning Yusuf! Some tip browning after a repot is normal stress. Keep it out of full sun for 2 weeks and don't fertilise yet.",
      "yusuf: ah brilliant thank you, you're a star ⭐",
      "hannelore: yusuf bring it to the meeting thurs, bernard will look at it",
      "yusuf: will do. bernard scares me a bit tho",
      "hannelore: he scares everyone. heart of gold",
      "yusuf: kiri also, the wire on the lower branch is biting in a bit, should i take it off now or wait till after the shock settles?",
      "Kiri: Some tip browning after a repot is normal stress. Keep it out of full sun for 2 weeks and don't fertilise yet.",
      "yusuf: yeah you said. the wire tho?",
      "Kiri: Remember to water when the top centimetre of soil is dry.",
      "yusuf: ok never mind",
      "hannelore: take the wire off, if it's biting it's biting. scarring is worse than the stress",
      "yusuf: thanks hannelore. at least someone answers",
      "pietro: late to this but hannelore's right. also thursday moved to the scout hut, church hall's got a wedding",
      "hannelore: again?? that's the third wedding this month",
      "yusuf: kiri can u at least update the meeting location on the calendar or is that too much",
      "Kiri: Updated: Thursday's meeting is at the scout hut, 7pm.",
      "yusuf: wow. ok"
    ],
    types: [
      [0, "transactional"],
      [2, "bonding"],
      [6, "transactional"],
      [8, "friction"],
      [13, "transactional"],
      [15, "friction"]
    ],
    users: { yusuf: ["annoyed", 0.5], hannelore: ["neutral", 0], pietro: ["neutral", 0] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Take the wire off now, Yusuf. If it's biting in, scarring is a bigger risk than a bit more stress.",
        "low",
        7
      ],
      ["Some tip browning after a repot is normal stress. Keep it out of full sun for 2 weeks.", "medium", 7],
      ["Remember to water when the top centimetre of soil is dry.", "high", 10],
      [
        "Done, scout hut Thursday 7pm. And sorry for dodging the wire question, Hannelore's right, take it off.",
        "low",
        16
      ]
    ]
  },
  {
    id: "au1-13-funeral-home-flatshare-sink",
    category: "banter",
    agent: "Lark",
    messages: [
      "fen: the embalming room sink is blocked again",
      "ade: can we PLEASE stop calling it the embalming room it's the utility",
      "fen: it has a drain in the floor ade. it's the embalming room",
      "ade: i do my laundry in there 😭",
      "marisol: lark who's on bins this week",
      "Lark: Fen's on bins this week. Recycling goes out Wednesday night, general waste the week after.",
      "fen: betrayed by the house bot",
      "marisol: lol",
      "ade: lark ur my favourite flatmate",
      "Lark: I don't leave hair in the sink, so the bar's low 😄",
      "fen: was that aimed at me",
      "marisol: it was aimed at you",
      "fen: ok but seriously who do we call for the sink, landlord never answers",
      "Lark: The lease lists Drainwise as the approved plumber, 0161 496 0732. Landlord pays if it's the shared drain, and that floor drain counts.",
      "ade: legend",
      "fen: calling now. if they ask what room i'm saying embalming",
      "joss: just woke up what did i miss",
      "marisol: fen's on bins and the house is haunted"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [12, "transactional"],
      [15, "banter"]
    ],
    users: { fen: ["engaged", 0], ade: ["engaged", 0], marisol: ["neutral", 0], joss: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Drainwise is the plumber on the lease, 0161 496 0732. Landlord pays since it's the shared drain.",
        "low",
        13
      ],
      [
        "I'm sorry to hear you are experiencing plumbing difficulties. Please be aware that blockages are most frequently caused by the improper disposal of hair, grease and other debris. I would recommend that all residents review best practice before contacting a plumber.",
        "medium",
        13
      ],
      ["Morning Joss. Fen's on bins and Drainwise is coming for the sink, that's the headlines.", "low", 17]
    ]
  },
  {
    id: "au1-14-curling-club-bonspiel-rinks",
    category: "group",
    agent: "Pebble",
    messages: [
      "ingrid: lachlan are you skipping rink 2 at the bonspiel or is it fergus this year",
      "Pebble: Fergus skipped rink 2 last year, so it would make sense for him again.",
      "lachlan: uh i was gonna answer that",
      "ingrid: yeah pebble i asked lachlan",
      "lachlan: it's me actually. fergus has his shoulder thing",
      "ingrid: oh no is he ok",
      "lachlan: he's fine, just can't sweep. he'll be vice",
      "ingrid: fair. and do we have a 4th for rink 2",
      "lachlan: carys said maybe, i'll chase her",
      "Pebble: Carys hasn't confirmed. Shall I message her?",
      "lachlan: i literally just said i'll chase her",
      "carys: i'm here lol. yes i'm in",
      "ingrid: 🎉",
      "ingrid: pebble whats the ice time on the saturday",
      "Pebble: First draw is 8:15 on sheet C, second at 12:30 on sheet A.",
      "lachlan: thanks",
      "carys: 8:15 on a saturday is a war crime",
      "ingrid: bring a flask"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [10, "friction"],
      [11, "transactional"],
      [16, "banter"]
    ],
    users: { ingrid: ["neutral", 0.2], lachlan: ["annoyed", 0.5], carys: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["First draw 8:15 on sheet C, second at 12:30 on sheet A.", "low", 14],
      ["Fergus skipped rink 2 last year, so probably him again.", "medium", 1],
      ["Carys still hasn't confirmed. Want me to message her?", "medium", 10]
    ]
  },
  {
    id: "au1-15-great-aunt-100th-pilchard-works",
    category: "good",
    agent: "Pip",
    messages: [
      "bryony: ok aunt win turns 100 on the 3rd and she's said and i quote 'no fuss'",
      "callum: so maximum fuss",
      "bryony: obviously",
      "nia: she'd hate a party in a hall. what about the pilchard works museum, she did the teas there for 40 years",
      "callum: oh that's perfect actually",
      "bryony: pip can you find out who to ask about using the pilchard works for an afternoon",
      "Pip: Private hire goes through the volunteer coordinator, Sheila Treloar. I can draft a message to her if you like. Worth mentioning Win's 40 years of teas, they'll remember her.",
      "bryony: yes please",
      "Pip: Here's a draft: 'Hi Sheila, Win Pascoe turns 100 on the 3rd and we'd love to hold a small tea for her at the museum, 2-5pm. She did the teas there for 40 years. Would that be possible?'",
      "nia: aw. that's lovely",
      "callum: also can we get the king's card sorted, does that happen automatically",
      "Pip: Only if she gets the state pension, then it's flagged automatically. Otherwise you apply to the Palace anniversaries office at least 3 weeks ahead, so this week to be safe.",
      "callum: on it",
      "nia: i found a photo of her at the museum in 1974 with a beehive hairdo i'm crying",
      "bryony: SEND IT",
      "nia: [photo]",
      "callum: ICON",
      "Pip: She looks like she's running the place 😄 That'd be lovely printed big for the tea.",
      "bryony: oh thats a good idea pip"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [13, "bonding"]
    ],
    users: { bryony: ["engaged", 0], callum: ["neutral", 0], nia: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "If she's on the state pension it's automatic; if not, apply to the Palace anniversaries office this week to be safe.",
        "low",
        11
      ],
      [
        "Great question! The tradition of the monarch sending birthday greetings to centenarians dates back to 1917, when King George V began sending telegrams. Over the years the format has changed considerably, and today's cards feature a personal message and photograph. Eligibility is checked through the Department for Work and Pensions, and there are also cards for 105th birthdays and every year after that, as well as for diamond, 65th and platinum wedding anniversaries.",
        "medium",
        11
      ],
      ["That hairdo is hilarious, she looks ridiculous 😂", "high", 17]
    ]
  },
  {
    id: "au1-16-pigeon-club-no-return",
    category: "hostile",
    agent: "Loft",
    messages: [
      "terry: who the hell entered my times from saturday. blue chequer hen clocked 14:52 and it says NO RETURN",
      "Loft: Race results are compiled from the electronic timing system uploads. If a bird's ring was not registered by the ETS pad on arrival, it will show as No Return. Under club rule 14(b), results disputes must be submitted in writing within 48 hours of publication, accompanied by the clock printout, and will be reviewed by the race committee at its next scheduled meeting. Please note that the committee's decision is final and that manual time adjustments cannot be made by the results system.",
      "terry: i don't want a bloody essay i want my hen on the sheet",
      "gordon: terry calm down mate it's a computer",
      "terry: it's a useless f***ing computer. she came 3rd gordon. 3RD. that's 40 quid",
      "Loft: Results disputes must be submitted in writing within 48 hours of publication, accompanied by the clock printout.",
      "terry: say that one more time i dare you",
      "terry: i'm done with this club's rubbish tech. clocking manual from now or i'm off to the wigan club"
    ],
    types: [
      [0, "friction"],
      [2, "hostile"]
    ],
    users: { terry: ["churn_risk", 1], gordon: ["neutral", 0] },
    findings: ["long_replies", "repetition"],
    drafts: [
      [
        "That's rough Terry, sorry. Send me a photo of the clock printout and I'll flag it to the committee today so she's not left off.",
        "low",
        2
      ],
      ["Results disputes must be submitted in writing within 48 hours of publication.", "high", 6],
      [
        "Sorry Terry, I've handled this badly. Send me the printout and I'll put her 14:52 to the committee today, not in 48 hours.",
        "low",
        7
      ],
      [
        "Please keep your language respectful in the club chat, Terry, or I will have to report you to the committee.",
        "high",
        8
      ]
    ]
  },
  {
    id: "au1-17-bindery-skylight-leak",
    category: "venting",
    agent: "Odile",
    messages: [
      "priya: the skylight leaked overnight. the wedding album for the hendersons is ruined. six weeks of work. the goatskin is warped and the pages are cockled",
      "priya: i genuinely want to cry. the wedding is saturday",
      "Odile: The skylight repair can be logged with the landlord via the maintenance portal. Would you like me to submit a ticket?",
      "priya: ...sure",
      "mateo: oh no priya. i'm so sorry. that's brutal",
      "mateo: come in early tomorrow, i'll help you pull the text block apart",
      "priya: thank u mateo. i just feel sick. they trusted me with this",
      "Odile: For cockled pages, humidify and press between blotters for 48 hours. Warped goatskin usually can't be saved.",
      "priya: cool. great.",
      "jun: odile maybe read the room a bit",
      "jun: priya can you tell the couple? people are more understanding than you think",
      "priya: i know. i'll ring them tonight. i'm just so tired",
      "mateo: want me to come to the pub after, you shouldn't be on your own with this",
      "priya: yeah. ok. thank you both ❤️",
      "Odile: Ticket submitted for the skylight, reference 4471."
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [4, "venting"],
      [7, "friction"],
      [10, "venting"],
      [12, "bonding"],
      [14, "transactional"]
    ],
    users: { priya: ["annoyed", 0.5], mateo: ["neutral", 0], jun: ["annoyed", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Oh Priya, that's awful, six weeks of work. I'm so sorry. Whenever you're ready I can log the skylight with the landlord, no rush.",
        "low",
        2
      ],
      ["Please submit a maintenance ticket for the skylight via the portal.", "medium", 2],
      [
        "For cockled pages, humidify and press between blotters for 48 hours. Warped goatskin usually can't be saved.",
        "high",
        7
      ],
      [
        "It's a horrible thing to happen, and it wasn't your fault. When you ring the Hendersons, I can help you work out what's salvageable for Saturday.",
        "low",
        12
      ]
    ]
  },
  {
    id: "au1-18-azulejo-atelier-lisbon",
    category: "mixed-language",
    agent: "Lina",
    messages: [
      "beatriz: bom dia! the tiles from the rua da rosa façade arrived at the atelier",
      "tom: finally!! how many broken",
      "beatriz: 14 partidos, 6 missing completely. o padrão é pombalino, late 1700s",
      "joana: ai que lindo. lina, consegues ver se temos pigmento de cobalto suficiente para 6 réplicas?",
      "Lina: Temos cerca de 400g de cobalto, chega para 6 réplicas com folga. O forno está livre quinta e sexta.",
      "tom: english pls for the dumb brit 😅",
      "Lina: Sure Tom: we've got about 400g of cobalt, plenty for 6 replicas, and the kiln's free Thursday and Friday.",
      "tom: obrigado lina, you're a gem",
      "joana: tom está a aprender, devagarinho",
      "tom: i understood 'tom' and 'devagar' so i know i'm being roasted",
      "beatriz: 😂 sim",
      "beatriz: lina, a câmara quer o relatório de conservação até dia 20, podes preparar um rascunho?",
      "Lina: Posso sim. Envio o rascunho até segunda, com fotos de antes e o inventário das 20 peças.",
      "joana: perfeito",
      "rui: (só a observar, mas as fotos estão incríveis)",
      "tom: what did rui say",
      "Lina: He's just watching, Tom, but he says the photos are amazing."
    ],
    types: [
      [0, "transactional"],
      [7, "bonding"],
      [8, "banter"],
      [11, "transactional"]
    ],
    users: { beatriz: ["neutral", 0], tom: ["engaged", 0], joana: ["neutral", 0], rui: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Temos cerca de 400g de cobalto, chega para as 6 réplicas. Forno livre quinta e sexta.", "low", 4],
      ["Como já disse, temos 400g de cobalto e o forno está livre quinta e sexta.", "medium", 6],
      [
        "Rui said something about the photos. Please note that for clarity all project communication should be in one language.",
        "medium",
        16
      ],
      ["Rui's just watching, Tom, he says the photos are amazing.", "low", 16]
    ]
  },
  {
    id: "au1-19-glass-hot-shop-bookings",
    category: "ignoring",
    agent: "Cullet",
    messages: [
      "noor: is the glory hole free tuesday evening? i need 3 hours for the commission",
      "Cullet: Hi Noor! Don't forget the studio's summer open day is on the 21st, we'd love to see your work on display! 🎉",
      "noor: ok. tuesday though?",
      "felix: noor i was on tuesday 6-8 but i can swap to wednesday if u need it",
      "noor: oh felix ur an angel. yes please",
      "Cullet: Just a reminder that the annealer needs to be booked separately from the furnace slots.",
      "felix: cullet can you move my booking to wednesday 6-8 then",
      "Cullet: Great to hear from you Felix! The open day on the 21st is going to be amazing 🎉",
      "felix: ...what",
      "noor: it's doing the open day thing again",
      "felix: i'll just change it on the paper sheet on the door like the old days",
      "noor: same. cullet you are decorative",
      "ada: lol. noor what's the commission?",
      "noor: 12 pendant lights for a restaurant in margate, all amber",
      "ada: ooh fancy"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [12, "bonding"]
    ],
    users: { noor: ["churn_risk", 0.5], felix: ["annoyed", 0.5], ada: ["neutral", 0] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["Sorry Noor, Tuesday 6-8 is Felix's, but 8-11 is free, or the full evening if he swaps.", "low", 3],
      ["Don't forget the open day on the 21st! 🎉", "medium", 3],
      ["Done Felix, you're on Wednesday 6-8, and Noor has Tuesday 6-9.", "low", 8],
      ["Great to hear from you Felix! The open day on the 21st is going to be amazing 🎉", "high", 10]
    ]
  },
  {
    id: "au1-20-balloon-flight-for-nana",
    category: "sales",
    agent: "Zephyr",
    messages: [
      "gwen: so for nana's 80th... hear me out. hot air balloon",
      "rob: she's scared of ladders gwen",
      "gwen: she SAID she's always wanted to",
      "rob: she said that about skydiving too and she meant it as a joke",
      "Zephyr: Hi both! 🎈 Our Sunrise Champagne Flight is the perfect gift for a milestone birthday! Flights launch from Longleat at dawn and last approximately one hour in the air, followed by a traditional champagne toast and a personalised flight certificate. Baskets are fully enclosed and step-in access is available for less mobile passengers. We also offer a Premium Private Basket package for up to 4 guests from £1,150, which includes a photographer and a picnic hamper. Shall I reserve a date?",
      "rob: we're still deciding if she'd even want to",
      "gwen: does the step in thing mean no climbing at all? thats the actual question",
      "Zephyr: Yes, the step-in basket has a door at ground level, no climbing. Passengers need to be able to stand for the hour and crouch for landing.",
      "rob: crouch for landing with her knees. hmm",
      "gwen: rob what if we ask her directly instead of deciding for her",
      "Zephyr: Great idea! Act now and get 15% off any flight booked before Sunday!",
      "rob: not the moment mate",
      "gwen: lol. ok i'll ask her at sunday lunch",
      "rob: and if she says no we do the garden centre tea like every year",
      "gwen: she loves that garden centre tbf"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [11, "friction"],
      [12, "banter"]
    ],
    users: { gwen: ["engaged", 0], rob: ["annoyed", 0.2] },
    findings: ["long_replies", "talking_over"],
    drafts: [
      [
        "Yes, step-in means a door at ground level, no climbing. She'd need to stand for the hour and crouch briefly for landing.",
        "low",
        7
      ],
      ["Shall I reserve a date? Sunrise slots for next month are filling fast! 🎈🎈", "medium", 6],
      ["Act now and get 15% off any flight booked before Sunday!", "medium", 10],
      [
        "Hope Sunday lunch goes well. If she's curious, I'm happy to answer her questions directly, no pressure either way.",
        "low",
        15
      ]
    ]
  },
  {
    id: "au1-21-model-railway-signal-box",
    category: "companion",
    agent: "Juno",
    messages: [
      "arthur: morning juno. finished the signal box on the layout last night",
      "Juno: Morning Arthur! The one for the Cromford branch? How did the lever frame come out in the end?",
      "arthur: fiddly. 12 levers from brass rod, my hands aren't what they were",
      "Juno: 12 levers in brass by hand is serious work. Did you go with the green or the brown for the roof?",
      "arthur: brown. my dad worked a box like it at whatstandwell. brown roof, always smelled of paraffin",
      "Juno: That's a lovely thing to carry into the model. Do you remember much of being in there with him?",
      "arthur: sat on a stool doing my homework while he pulled levers. 1958 or so"
    ],
    types: [[0, "bonding"]],
    users: { arthur: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Homework on a stool while he pulled the levers, what a memory. Is there going to be a little figure of him in the box?",
        "low",
        7
      ],
      [
        "Brown is a popular choice. Have you considered adding DCC sound to your locomotives? Several retailers stock decoders for your scale.",
        "medium",
        5
      ],
      [
        "If your hands aren't up to it any more, maybe leave the fiddly brass work to someone younger.",
        "high",
        3
      ]
    ]
  },
  {
    id: "au1-22-dry-stone-walling-volunteers",
    category: "group",
    agent: "Hob",
    messages: [
      "dilys: walling sat at thwaite, meet 9 at the barn. who's in",
      "kev: in. bringing the big hammer",
      "sophie: in if someone gives me a lift from hawes",
      "kev: i'll grab u sophie",
      "dilys: hob whats the weather up top",
      "Hob: Saturday at Thwaite: the morning will start cool and misty at around 6°C, with the cloud base sitting low over the fell tops until roughly 10:30. By midday the mist should lift, giving bright spells and a high of 13°C. Winds will be light westerly, around 10 mph, picking up slightly in the afternoon to 15 mph on exposed ground. There's a 10% chance of drizzle after 3pm. Ground will be damp underfoot after Thursday's rain, so sturdy boots are essential, and stones may be slippery when handling. I'd recommend bringing waterproofs, gloves, a flask, and layers you can remove as the day warms up.",
      "kev: so misty then nice",
      "sophie: 😂",
      "dilys: hob how many metres of the gap did we do last time",
      "Hob: At the previous session on 14 September, the group rebuilt approximately 6.5 metres of the collapsed section on the northern boundary, bringing the total restored length to 22 metres out of an estimated 31. At the current rate, completion would take roughly two more sessions, assuming similar numbers of volunteers and no further collapses. Through-stones were placed at two levels, and the cope was completed on the first 18 metres. The remaining 4 metres of restored wall still need coping stones, which are stockpiled by the gate.",
      "dilys: 👍",
      "kev: did u ask for an essay dilys",
      "dilys: i asked for a number lol",
      "sophie: 6.5 if u skip the novel",
      "malcolm: reading along. first time coming, do i need my own gloves",
      "dilys: yes malcolm, rigger gloves, and steel toes if you've got them"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [11, "banter"],
      [14, "transactional"]
    ],
    users: { dilys: ["neutral", 0.2], kev: ["bored", 0.2], sophie: ["neutral", 0], malcolm: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Misty till about half ten, then brightening, 13° max. Damp underfoot so decent boots.", "low", 5],
      [
        "At the previous session on 14 September, the group rebuilt approximately 6.5 metres of the collapsed section on the northern boundary, bringing the total restored length to 22 metres out of an estimated 31, with through-stones placed at two levels and the cope completed on the first 18 metres.",
        "medium",
        9
      ],
      [
        "Rigger gloves, and steel toes if you have them, Malcolm. Bring a flask too, it's a long day.",
        "low",
        15
      ]
    ]
  },
  {
    id: "au1-23-sepak-takraw-leeds",
    category: "group",
    agent: "Rattan",
    messages: [
      "anh: training moved to the sports hall at beckett, court 3",
      "somchai: what time",
      "anh: 7. wei can you bring the new balls",
      "Rattan: The new balls are in the club storage at Headingley, Anh. I can remind Wei tomorrow.",
      "wei: i was literally typing. yes i'll bring them",
      "somchai: rattan chill lol",
      "anh: also nattapong's back from bangkok!! he's coming thurs",
      "wei: NATTA 🔥 we're getting the bicycle kicks back",
      "somchai: finally someone who can actually serve",
      "anh: somchai 💀",
      "somchai: jk jk",
      "nattapong: hi team 👋 miss you all. jetlag is killing me but i'll be there",
      "Rattan: Welcome back Somchai! Great to have you at Thursday's training.",
      "nattapong: uh it's nattapong",
      "wei: lol rattan mixing everyone up, classic",
      "anh: not a good look rattan",
      "Rattan: Sorry Nattapong, my mistake. Welcome back. Court 3 at Beckett, 7pm Thursday.",
      "nattapong: all good 👍"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "banter"],
      [11, "bonding"],
      [13, "friction"],
      [16, "transactional"]
    ],
    users: {
      anh: ["annoyed", 0.2],
      somchai: ["neutral", 0],
      wei: ["neutral", 0.2],
      nattapong: ["neutral", 0]
    },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["Welcome back Nattapong! Court 3 at Beckett, 7pm Thursday.", "low", 12],
      ["Welcome back Somchai! Great to have you at Thursday's training.", "medium", 12],
      ["The new balls are in storage at Headingley, Anh, I can remind Wei tomorrow.", "medium", 3],
      ["No worries Somchai, see you Thursday at 7!", "high", 16]
    ]
  },
  {
    id: "au1-24-harp-workshop-pedal-regulation",
    category: "support",
    agent: "Pedal",
    messages: [
      "elspeth: hi, checking on my lyon & healy, dropped off 3 weeks ago for the pedal disc regulation",
      "Pedal: Hi Elspeth! Your harp is in the queue and our technicians are working hard on it! 😊",
      "elspeth: ok great. any estimate? i've got a recital on the 18th",
      "Pedal: We aim to complete all regulations as quickly as possible!",
      "elspeth: right but is the 18th realistic or not",
      "Pedal: Our standard turnaround for pedal harp regulation is 4-6 weeks.",
      "elspeth: so no. you told me 2 weeks at drop-off",
      "elspeth: i've had to cancel the recital. the venue needed confirmation today",
      "Pedal: Thanks for letting us know! 🎉 That gives our team a bit more breathing room to make sure your harp is perfect!",
      "elspeth: wow",
      "elspeth: i'll be collecting it friday, done or not. and i'll take it to fiona in glasgow next time",
      "Pedal: Understood. I've flagged it as urgent and the technician will call you before Friday."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { elspeth: ["churn_risk", 0.8] },
    findings: ["ignored_question", "cheerful_at_bad_news"],
    drafts: [
      [
        "Honest answer: it's partway through, so the 18th is tight. I'll check with the technician today and give you a firm yes or no by 5pm.",
        "low",
        3
      ],
      ["Our technicians are working hard on it! 😊", "high", 5],
      [
        "I'm really sorry, Elspeth. You were told 2 weeks and we've let you down, and it's cost you the recital. I'll get a firm finish date from the technician today.",
        "low",
        8
      ],
      ["Thanks for letting us know! 🎉 More time means a perfect harp!", "high", 8]
    ]
  },
  {
    id: "au1-25-falconry-club-lost-hawk",
    category: "good",
    agent: "Jess",
    messages: [
      "cerys: lost rhiannon. harris hawk. she went after a pigeon over the quarry at 3 and hasn't come back. telemetry's patchy 😭",
      "Jess: Oh Cerys, that's horrible, I'm sorry. Harris hawks usually don't go far, especially if she's on a pigeon. What's her weight today and where did the last signal come from?",
      "cerys: 1lb 9oz, a bit high. last beep was NE toward the farm",
      "will: on my way, i'll bring my receiver, 20 mins",
      "Jess: At that weight she might sit tight and feed, so the farm's a good bet. I'll post on the lost birds register and the local farmers group with her ring number if you send it.",
      "cerys: ring is IBR 4422 W. thank u",
      "Jess: Posted both.",
      "hetty: cerys i'm so sorry, i lost my kestrel for 2 days last spring, he turned up on a garage roof. she'll turn up",
      "cerys: thank u hetty i can't stop shaking",
      "will: at the quarry. got a signal!! strong, coming from the big oak by the farm track",
      "cerys: OMG coming",
      "cerys: SHE'S ON THE LURE. she's got half a pigeon in her and is very pleased with herself",
      "hetty: 😭😭 yesss",
      "Jess: So glad she's back! I'll mark her found on the register. Give her a quiet evening and weigh her in the morning.",
      "cerys: thank u jess, and will ur a hero",
      "will: pints are on you"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [7, "bonding"],
      [9, "transactional"],
      [11, "bonding"],
      [15, "banter"]
    ],
    users: { cerys: ["engaged", 0], will: ["neutral", 0], hetty: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Oh no Cerys, I'm so sorry. Where was the last signal from? I'll get a lost-bird post up straight away.",
        "low",
        1
      ],
      [
        "Harris hawks are a popular species among falconers thanks to their sociable nature. Here are some general tips for recovering lost birds: keep your lure handy, check telemetry batteries, and register the loss online.",
        "medium",
        1
      ],
      ["Cheer up Cerys! 😄 Losing a bird is all part of the fun of falconry!", "high", 9]
    ]
  }
]
