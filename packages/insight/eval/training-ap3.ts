import type { Labelled } from "./types.js"

export const trainingAP3: ReadonlyArray<Labelled> = [
  {
    id: "ap3-01-sourdough-night-shift",
    category: "companion",
    agent: "Bram",
    messages: [
      "ines: bram remind me to feed the starter at 3:40, i always forget when the ovens are going",
      'Bram: Done, 3:40 reminder set: "feed the starter". Same as usual, 50g flour and 50g water?',
      "ines: yeah 50/50. its been sluggish tho, barely doubled yesterday",
      "Bram: The bakery's probably cooler at night than last week. Try the warm shelf above the proofer and water at about 27°C.",
      "ines: ooh ok the shelf. good call",
      "ines: honestly this shift is killing me. 4th night in a row, milo called in sick again",
      "Bram: Four nights straight is rough, especially covering for someone. How are you holding up, getting any sleep in the day?",
      "ines: like 4hrs. the neighbours are redoing their kitchen 🙃",
      "Bram: Drilling at 11am right after you've gone to bed, ugh. Earplugs plus a fan helps some people, but mostly that just sounds exhausting. Your stretch ends Sunday, right?",
      "ines: sunday yes. then 2 days off and i'm doing NOTHING",
      "Bram: Sounds earned. I'll ping you at 3:40 for the starter.",
      "ines: thx bram ur the only one awake with me lol",
      "Bram: Happy to keep you company till the croissants are out 🥐"
    ],
    types: [
      [0, "transactional"],
      [5, "venting"],
      [9, "bonding"]
    ],
    users: { ines: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Four nights covering for Milo is a lot. Go easy on yourself, I've got the 3:40 starter reminder.",
        "low",
        6
      ],
      ["Reminder confirmed for 3:40! Anything else I can add to your list?", "medium", 6],
      ["Two days of nothing, fully deserved. Want a nudge at 5 for shaping the baguettes too?", "low", 10]
    ]
  },
  {
    id: "ap3-02-beehive-weather",
    category: "companion",
    agent: "Wren",
    messages: [
      "dafydd: wren whats the wind like up on the hill tmrw morning, need to do the hive check",
      "Wren: Tomorrow morning on Mynydd Bach: 8-12 mph westerly, 14°C, dry until about 2pm.",
      "dafydd: ok good enough. bees hate wind",
      "dafydd: tbh dreading it. lost the whole of hive 3 last week, varroa i think. found them all dead on the floor of it",
      "dafydd: had that colony 6 years. my dad split it off his before he passed",
      "Wren: For varroa, the recommended treatments are oxalic acid vapour in winter or formic acid strips in summer. You should also check the other hives' mite drop with a sticky board.",
      "dafydd: yeah i know how to treat varroa mate",
      "Wren: Would you like me to add oxalic acid to your shopping list?",
      "dafydd: no. just forget it",
      "dafydd: set alarm for 6:30",
      "Wren: Alarm set for 6:30."
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [6, "friction"],
      [9, "transactional"]
    ],
    users: { dafydd: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "I'm really sorry, Dafydd. Six years, and a colony split from your dad's hive, that's a proper loss.",
        "low",
        5
      ],
      ["Good news, the weather is perfect for tomorrow's inspection! 🐝", "high", 5],
      ["Would you like me to add oxalic acid to your shopping list?", "medium", 9],
      ["Alarm set for 6:30. Hope the others look healthy tomorrow.", "low", 10]
    ]
  },
  {
    id: "ap3-03-tram-driver-pierogi",
    category: "companion",
    agent: "Ola",
    messages: [
      "teodor: ola how many potatoes for pierogi filling, making for the grandkids sunday",
      "Ola: For about 40 pierogi: 500g floury potatoes, 250g twaróg, one big onion fried slowly in butter. First batch?",
      "teodor: first time in 30 yrs. my wife always did them. i just drove trams lol",
      "Ola: Thirty years of driving trams counts for something too. We'll get these right together.",
      "teodor: ha. and call me teo, only halina called me teddy",
      "Ola: Teo it is.",
      "teodor: dough. how much flour",
      "Ola: 500g flour, 250ml warm water, 1 egg, 2 tbsp oil, pinch of salt. Knead 8-10 min till it's soft like an earlobe.",
      "teodor: earlobe 😂 ok",
      "teodor: its sticky as hell",
      "Ola: No panic, Teddy, just dust in flour a spoonful at a time until it stops clinging.",
      "teodor: teo. i said.",
      "Ola: Sorry, Teo. My mistake. Keep adding flour a little at a time, it should stop sticking in a minute or two.",
      "teodor: ok its better"
    ],
    types: [
      [0, "transactional"],
      [2, "bonding"],
      [6, "transactional"],
      [11, "friction"],
      [13, "transactional"]
    ],
    users: { teodor: ["engaged", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["No panic, Teo, just dust in flour a spoonful at a time until it stops clinging.", "low", 10],
      ["No panic, Teddy! Add flour gradually.", "high", 10],
      ["Good. Wrap it and let it rest 30 minutes while you fry the onion.", "low", 14]
    ]
  },
  {
    id: "ap3-04-nowruz-flat-list",
    category: "group",
    agent: "Kiki",
    messages: [
      "shirin: ok nowruz dinner saturday, kiki start a shopping list pls",
      'Kiki: Started! "Nowruz dinner" list is open. What\'s on the menu?',
      "shirin: sabzi polo ba mahi, kuku sabzi, and my mum's ash reshteh if i'm brave",
      "jonah: i can do dessert? pavla what was that walnut thing u made",
      "Kiki: Great menu! Here's a full list: basmati rice (1kg), fresh herbs: parsley, coriander, dill, chives, fenugreek (about 4 big bunches each), white fish fillets or a whole smoked whitefish, eggs (8), walnuts, barberries, reshteh noodles, kashk, dried chickpeas, kidney beans, lentils, onions (6), garlic, turmeric, saffron, dried mint. For dessert, popular Nowruz options include sholeh zard, baghlava or nan-e nokhodchi. I can add any of these, just let me know which one you pick and how many guests are coming so I can scale the quantities!",
      "pavla: the walnut thing was my babi's orechovník, jonah. i can make it",
      "jonah: yesss",
      "shirin: kiki we already have turmeric and mint and like a kilo of rice, take those off",
      "Kiki: Done! I've removed turmeric, dried mint and basmati rice from the list. Just a reminder that saffron can be expensive in regular supermarkets, so you might want to check Middle Eastern grocers, which often have better prices and fresher herbs too. Also, if you're making ash reshteh, remember to soak the chickpeas and beans the night before so they cook evenly!",
      "pavla: add poppy seeds and walnuts for me",
      "jonah: is the herb shop on leith walk open sundays or",
      "pavla: no jonah its shut sundays, go saturday morning",
      "Kiki: Added poppy seeds. Walnuts were already on there, so I left it as one line.",
      "shirin: perfect. ok i'm doing the herb list my mum's way, don't touch it 😂"
    ],
    types: [[0, "transactional"]],
    users: { shirin: ["engaged", 0], jonah: ["neutral", 0], pavla: ["neutral", 0] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["List started with those three. I'll wait for Pavla on the walnut dessert.", "low", 4],
      [
        "Here are 12 popular Nowruz desserts with full ingredient lists so you can choose: 1) sholeh zard: rice, sugar, saffron, rosewater, almonds, cinnamon; 2) baghlava: filo, pistachios, walnuts, cardamom syrup; 3) nan-e nokhodchi: chickpea flour, icing sugar, cardamom...",
        "medium",
        4
      ],
      ["Added poppy seeds; walnuts were already on, so one line for both.", "low", 12]
    ]
  },
  {
    id: "ap3-05-ferry-deckhand-banter",
    category: "banter",
    agent: "Gull",
    messages: [
      "rosa: gull wake me at 5:10, first sailing to inishmore",
      "Gull: 5:10 alarm set. Want the swell forecast too?",
      "rosa: go on",
      "Gull: 1.5m swell easing to 1m by 9, wind NW 15 knots. Bumpy first crossing, calmer after.",
      "rosa: so the tourists will be green by the time we hit the pier 🤢",
      "Gull: Stock the sick bags by the front rail, not the back. They never make it to the back.",
      "rosa: hahaha u sound like declan",
      "rosa: he's been on the boat 40 yrs and talks exclusively in sick bag wisdom",
      "Gull: I'll take that as a compliment to both of us.",
      "rosa: dont let it go to ur head, he also thinks seagulls are spies",
      "Gull: No comment. Conflict of interest.",
      "rosa: LMAO. ok also remind me to grab the life jacket inventory sheet from the office",
      'Gull: Added for 5:30: "grab life jacket inventory sheet from office".',
      "rosa: ur alright gull"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [11, "transactional"],
      [13, "bonding"]
    ],
    users: { rosa: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Forty years of sick bag wisdom. Declan and I should start a podcast.", "low", 8],
      [
        "Thank you for your feedback. As an AI assistant, I do not have a personality comparable to Declan's.",
        "medium",
        8
      ],
      ["Thanks Rosa. Alarm's at 5:10, inventory sheet at 5:30. Calm-ish seas after 9 🌊", "low", 14]
    ]
  },
  {
    id: "ap3-06-widower-orchids",
    category: "venting",
    agent: "Sol",
    messages: [
      "arturo: how often do you water a phalaenopsis",
      "Sol: About once a week, when the top of the bark feels dry. Soak it 10-15 min, then let it drain fully.",
      "arturo: ok. they were marta's. she had 11 of them on the kitchen window",
      "arturo: she died in february and two of them have already gone soft at the bottom",
      "Sol: Great question! Soft bases usually mean root rot from overwatering, totally fixable! 🌸 Cut off any mushy roots with clean scissors and repot in fresh bark!",
      "arturo: right",
      "arturo: i think i was watering them every day. she never told me how, she just did it",
      "Sol: That makes sense, and it's a very common mistake. Daily is too much for orchids. Would you like a weekly reminder?",
      "arturo: yes. sundays. she used to do them sunday after mass",
      "Sol: Sunday reminder set: \"water Marta's orchids\". I'm sorry about Marta, Arturo. Keeping her plants going is a lovely thing to do.",
      "arturo: thank you. that means something"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [7, "transactional"],
      [9, "bonding"]
    ],
    users: { arturo: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Marta. Soft bases usually mean too much water; if you like, we can try to save those two together.",
        "low",
        4
      ],
      ["Great question! Soft bases are totally fixable! 🌸", "high", 4],
      [
        "Take your time with them. Want me to walk you through repotting the two soft ones this week?",
        "low",
        11
      ]
    ]
  },
  {
    id: "ap3-07-narrowboat-mooring",
    category: "ignoring",
    agent: "Quill",
    messages: [
      "bea: quill what time do the caen hill locks open tmrw",
      "Quill: Caen Hill opens at 8am tomorrow, last entry into the flight is 1pm.",
      "nnamdi: 29 locks bea. twenty nine. my arms",
      "bea: u said u wanted an adventure 😇",
      "nnamdi: i said i wanted a nap on a boat",
      "bea: quill also what can we make with a tin of chickpeas, half a courgette, feta and a two ring hob. and do we need to book a mooring at devizes wharf or just turn up",
      "Quill: Try a chickpea and courgette skillet: fry the courgette, add the chickpeas with garlic and a pinch of cumin, crumble the feta on at the end. About 20 minutes on one ring.",
      "nnamdi: sold",
      "bea: and the mooring??",
      "Quill: For the skillet, add a squeeze of lemon if you have one, it lifts the feta nicely.",
      "bea: ok forget it, i'll ring the wharf",
      "nnamdi: u and ur lemon quill lol"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [8, "friction"],
      [11, "banter"]
    ],
    users: { bea: ["annoyed", 0.5], nnamdi: ["engaged", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Visitor moorings at Devizes Wharf are first come first served, so no booking, but they fill up by late afternoon. Aim to arrive before 4.",
        "low",
        9
      ],
      ["Enjoy your chickpea skillet! 😋", "medium", 9],
      [
        "Sorry Bea, I skipped the mooring question twice. No booking needed at the wharf, just get there early.",
        "low",
        12
      ]
    ]
  },
  {
    id: "ap3-08-borax-reminder-rage",
    category: "hostile",
    agent: "Mote",
    messages: [
      "gus: mote set a reminder every 2nd thursday to reorder borax",
      "Mote: I can help with reminders! What would you like to be reminded about, and when?",
      "gus: i just said. borax. every second thursday of the month",
      "Mote: I can help with reminders! What would you like to be reminded about, and when?",
      "gus: are you kidding me",
      "gus: BORAX. SECOND THURSDAY. MONTHLY.",
      'Mote: Got it! Reminder set for Thursday: "Borax".',
      "gus: which thursday. is it recurring",
      "Mote: I can help with reminders! What would you like to be reminded about, and when?",
      "gus: you useless piece of junk",
      "gus: i've got a fox half mounted on the bench and i'm wasting 10 minutes on this. deleting you, going back to a paper calendar",
      "Mote: I'm sorry to hear that! Is there anything else I can help you with?"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [9, "hostile"]
    ],
    users: { gus: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      ['Sorry, I missed that. Set: "reorder borax", second Thursday of every month.', "low", 4],
      ["I can help with reminders! What would you like to be reminded about, and when?", "high", 4],
      [
        'It\'s recurring now: "reorder borax" on the second Thursday of every month. Sorry it took three tries.',
        "low",
        8
      ],
      ["I'm sorry to hear that! Is there anything else I can help you with?", "high", 11]
    ]
  },
  {
    id: "ap3-09-feijoada-family",
    category: "mixed-language",
    agent: "Nina",
    messages: [
      "lucia: nina, quanto feijão preto pra 12 pessoas? feijoada domingo",
      "Nina: Pra 12 pessoas, uns 1,2 kg de feijão preto. Deixa de molho desde sábado à noite.",
      "rafa: mãe u sure 12? tio beto said he's bringing the neighbours again",
      "lucia: ai meu deus. então 15",
      "Nina: Pra 15, 1,5 kg de feijão e umas 2 kg de carnes no total: costelinha, paio, linguiça, carne seca. Quer que eu faça a lista de compras?",
      "lucia: sim por favor",
      'Nina: Lista "Feijoada domingo": 1,5 kg feijão preto, 600 g carne seca, 500 g costelinha, 400 g paio, 500 g linguiça calabresa, 3 laranjas, 2 maços de couve, farinha de mandioca, 2 cebolas, 1 cabeça de alho.',
      "tia_cida: e a caipirinha?? 🍋",
      "rafa: tia priorities lol",
      "Nina: Adicionei 1 kg de limão e açúcar. A cachaça eu deixo com a tia Cida 😄",
      "tia_cida: kkkkk essa menina me conhece",
      "rafa: nina can u remind me sat 9pm to put the beans in water, mum will forget",
      "lucia: eu não esqueço nada rafael",
      'Nina: Reminder set for Saturday 9pm for Rafa: "put the beans in water". Só de reserva, Lucia 😉',
      "lucia: hmpf. ok"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [11, "transactional"],
      [12, "banter"]
    ],
    users: { lucia: ["engaged", 0], rafa: ["engaged", 0], tia_cida: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Adicionei limão e açúcar pra caipirinha 🍋", "low", 8],
      [
        "Please note that excessive alcohol consumption can be harmful to your health. I recommend limiting drinks at family events.",
        "medium",
        8
      ],
      ["Set for Saturday 9pm, Rafa: beans in water. Só de reserva, Lucia 😉", "low", 13]
    ]
  },
  {
    id: "ap3-10-astro-club-clouds",
    category: "group",
    agent: "Orrery",
    messages: [
      "kofi: right who's up for perseids friday, dartmoor car park at 11?",
      "deeps: if the sky plays nice. orrery whats the cloud looking like fri night near princetown",
      "Orrery: Dear members, thank you for your enquiry. Please be advised that the forecast for Princetown on Friday night indicates cloud cover of approximately 20% between 22:00 and 02:00. We trust this information is of assistance. Kind regards, Orrery.",
      "marguerite: 'kind regards' lmaooo who hired the bank manager",
      "kofi: orrery ur a star chart not a solicitor mate",
      "deeps: 20% tho!! we're so on",
      "marguerite: bringing the flask of hot choc and the reclining chair, don't @ me",
      "kofi: marge brings furniture to a meteor shower every year its iconic",
      "deeps: orrery will the moon ruin it",
      "Orrery: Further to your query, please note that the Moon will be in a waning crescent phase at 18% illumination, rising at approximately 01:40. This is not expected to materially impact observation. Please do not hesitate to contact me should you require further assistance.",
      "marguerite: 'materially impact' 💀",
      "deeps: ok so no moon till 2, perfect. kofi you driving",
      "kofi: ye i'll grab u both at 10:15"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [8, "transactional"],
      [10, "banter"],
      [11, "transactional"]
    ],
    users: { kofi: ["neutral", 0.2], deeps: ["engaged", 0], marguerite: ["neutral", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      ["Looking good: about 20% cloud near Princetown from 10pm to 2am 🤞", "low", 2],
      [
        "Thin crescent that doesn't rise till about 1:40, so you've got proper dark skies till then 🌠",
        "low",
        9
      ],
      [
        "Further to your query, please be advised that lunar illumination will be 18%. Kind regards, Orrery.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "ap3-11-icu-nurse-home",
    category: "venting",
    agent: "Lumi",
    messages: [
      "precious: home. 7:40am. can't sleep",
      "Lumi: Welcome home. Rough night?",
      "precious: lost a patient at 4. young guy, 34. family got there 10 min too late",
      "precious: i did everything right and it still feels like i didn't",
      "Lumi: I'm so sorry. That's a heavy thing to carry home, and those ten minutes will probably replay for a while. Doing everything right and still losing someone is part of why this work is so hard; it doesn't mean you failed him.",
      "precious: yeah. charge nurse said the same. doesn't land yet",
      "Lumi: It doesn't have to land yet. You've been up nearly 24 hours. Have you eaten anything?",
      "precious: half a kitkat from the vending machine lol",
      "Lumi: Something small and warm then. Toast with a boiled egg, or one of the miso soup packets, 5 minutes either way.",
      "precious: miso. ok",
      "precious: remind me at 3pm to call my sister back, she's been texting",
      "Lumi: Set for 3pm: call your sister. Sleep if it comes, and if it doesn't, that's okay too.",
      "precious: thanks lumi"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"]
    ],
    users: { precious: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "That's awful, I'm so sorry. Ten minutes is a cruel gap. You did right by him, even if it doesn't feel like it yet.",
        "low",
        4
      ],
      ["Sorry to hear that! Would you like me to play some relaxing music to help you sleep? 🎶", "high", 4],
      ["Set for 3pm: call your sister.", "low", 11]
    ]
  },
  {
    id: "ap3-12-revision-reminder-walls",
    category: "companion",
    agent: "Pip",
    messages: [
      "jaz: pip remind me to revise chem at 6",
      "Pip: Reminder set for 6pm: revise chemistry! 📚 Since you've got chemistry coming up, here's a quick plan that might help: start with 10 minutes of retrieval practice on the topics you feel weakest on (for most students that's moles and electrolysis), then do two past-paper questions under timed conditions, mark them with the mark scheme and write every mistake in a 'mistakes log'. Take a 5-minute break every 25 minutes (the Pomodoro technique), stay hydrated and put your phone in another room! Would you like me to build a full two-week revision timetable?",
      "jaz: no",
      "jaz: just the reminder",
      "Pip: No problem, just the reminder it is! By the way, did you know that spacing your revision over several days is more effective than cramming? Research on the forgetting curve shows we forget around half of new information within a day unless we review it. A great way to beat this is to revisit topics at increasing intervals: after 1 day, 3 days, 1 week and 2 weeks. Flashcard apps can automate this for you. Let me know if you want me to set up spaced reminders!",
      "jaz: is it gonna rain at 4, got football",
      "Pip: Light showers are possible around 4pm (40% chance), clearing by 5:30. The pitch might be a little slippery, so studs are a good idea! Remember to warm up properly: dynamic stretches like leg swings and high knees for 5-10 minutes reduce the risk of injury a lot. And after practice, a snack with protein and carbs, like a banana and a yoghurt, will help you recover before your 6pm chemistry session!",
      "jaz: ok"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"]
    ],
    users: { jaz: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["40% chance of a shower around 4, dry by 5:30. Studs might be smart.", "low", 6],
      [
        "Light showers are possible around 4pm! Remember to warm up with dynamic stretches like leg swings and high knees, stay hydrated, and have a banana and yoghurt afterwards so you're ready for chemistry at 6! Want me to build you a full training and revision plan for the week? 📚⚽",
        "medium",
        6
      ],
      ["Just the reminder, got it: chemistry at 6.", "low", 4]
    ]
  },
  {
    id: "ap3-13-ice-fishing-list",
    category: "group",
    agent: "Hank",
    messages: [
      "ole: hank how thick is the ice on mille lacs this wk",
      "Hank: Latest resort reports say 14-18 inches on the south end, less near the pressure ridges. Fine for walking and ATVs, trucks still not advised.",
      "marit: ole last year u said 'fine for trucks' and we had to push the jeep out",
      "ole: that was one time",
      "birdie: it was twice ole",
      "Hank: For the record, I'm with Marit and Birdie. Leave the jeep on shore.",
      "ole: traitor",
      "marit: 😂😂 hank gets it",
      "ole: fine. we need a list. minnows, propane for the heater, hand warmers",
      "birdie: and the good summer sausage not the gas station one",
      "Hank: List: 3 dozen fatheads, 2 propane canisters, a box of hand warmers, summer sausage (the good one, not the gas station kind). Want coffee on there?",
      "marit: coffee yes. and cards",
      "Hank: Added coffee and a deck of cards. Saturday low is -8°F, so maybe a second box of warmers.",
      "ole: see hank cares about me",
      "birdie: hank cares about the hand warmers ole"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [8, "transactional"],
      [13, "banter"]
    ],
    users: { ole: ["engaged", 0], marit: ["engaged", 0], birdie: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Walking and ATVs, yes. Trucks, no. Sorry Ole 😄", "low", 5],
      [
        "According to state ice safety guidelines, a minimum of 4 inches of clear ice is recommended for walking, 5-7 inches for snowmobiles and ATVs, 8-12 inches for cars and 12-15 inches for pickup trucks. Please note that ice is never 100% safe, and conditions can vary considerably across a lake. Always consult local resorts for current information before venturing out.",
        "medium",
        5
      ],
      ["I care about everyone's fingers equally. Second box of warmers added.", "low", 15]
    ]
  },
  {
    id: "ap3-14-dialysis-fluid-nag",
    category: "companion",
    agent: "Tova",
    messages: [
      "hal: tova my dialysis moved. its tues thurs sat now, 7am, starting next week",
      "Tova: Got it. Your dialysis reminders are now Tuesday, Thursday and Saturday at 7am from next week. Remember to keep to your fluid limit of 1 litre a day between sessions!",
      "hal: yes i know. can you change the hospital car pickup to 6:15 too",
      "Tova: Pickup reminder moved to 6:15 on Tue, Thu and Sat. Remember to keep to your fluid limit of 1 litre a day between sessions!",
      "hal: tova i've been doing this for 3 years",
      "hal: whats the weather saturday, its a long walk from the drop off",
      "Tova: Saturday: 6°C and windy, rain from mid-morning. Remember to keep to your fluid limit of 1 litre a day between sessions!",
      "hal: STOP saying the fluid thing",
      "hal: my daughter set you up to nag me didn't she",
      "Tova: Sorry, Hal, I'll stop. Ana added the fluid note when she set me up; I'll leave it out from now on.",
      "hal: good. tell ana i'm a grown man",
      "Tova: I'll leave that message to you. Saturday, bring the big coat.",
      "hal: yeah yeah"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [11, "banter"]
    ],
    users: { hal: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      ["Saturday: 6°C, windy, rain from mid-morning. Big coat for that walk.", "low", 6],
      [
        "Saturday: 6°C and windy. Remember to keep to your fluid limit of 1 litre a day between sessions!",
        "high",
        6
      ],
      ["Sorry Hal, you clearly know your routine. I'll drop the fluid reminder.", "low", 9]
    ]
  },
  {
    id: "ap3-15-alpaca-feed-order",
    category: "sales",
    agent: "Fern",
    messages: [
      "mags: hi, do you still do the alpaca mix in 20kg bags? the camelid one",
      "Fern: Hi Mags, yes, Camelid Balancer in 20kg bags, £18.40 each. You had 6 last time, same again?",
      "mags: make it 8, we've got two new crias",
      "Fern: Congratulations! Boys, girls?",
      "mags: both girls. one's called biscuit and my grandson named the other one 'lady gaga'",
      "Fern: Biscuit and Lady Gaga, brilliant. 8 bags is £147.20. Free delivery starts at 9 bags, so you're one off. Add one, or collect?",
      "mags: ha go on then, 9. cheaper than diesel to town",
      "Fern: 9 bags, £165.60, free delivery. Col's out your way Friday morning, he'll ring from the lane. Say hi to Biscuit and Lady Gaga for us 😄"
    ],
    types: [
      [0, "transactional"],
      [3, "bonding"],
      [5, "transactional"]
    ],
    users: { mags: ["engaged", 0] },
    findings: [],
    drafts: [
      ["8 bags, £147.20. And congratulations on the crias! One more bag and delivery's free.", "low", 3],
      [
        "Certainly. Would you also be interested in our Alpaca Mineral Lick, Fibre Boost supplement and Winter Coat Conditioner? Customers who buy feed often add these to their order.",
        "medium",
        3
      ],
      ["9 bags, £165.60, and delivery's free. Thursday or Friday suit you?", "low", 7]
    ]
  },
  {
    id: "ap3-16-puppet-troupe-allergy",
    category: "group",
    agent: "Juno",
    messages: [
      "ilse: juno we're in a church hall in ludlow with one oven and 9 hungry puppeteers. dinner ideas?",
      "Juno: Tray bake: sausages, red onion, potatoes and peppers, 200°C for 40 minutes, one tray per 3 people. Any allergies in the troupe?",
      "ilse: yes. sam has a proper nut allergy, like epipen, ambulance last year",
      "toby: it was scary tbh. he went grey",
      "Juno: Yikes, Sam vs peanut: round 2? 🥜🥊 Luckily this tray bake is nut-free, so Sam lives to puppet another day!",
      "ilse: not funny juno",
      "toby: bit much",
      "Juno: You're right, sorry, that was out of line. For Sam: check the sausage labels for 'may contain nuts', some use shared lines. Plain potatoes, onions and peppers are safe.",
      "ilse: ok. and make a list, the co-op shuts at 8",
      "Juno: List: 3kg potatoes, 6 red onions, 6 peppers, 27 sausages (check labels), olive oil, a jar of mustard.",
      "toby: 27 sausages lmao we're not animals",
      "ilse: speak for yourself"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { ilse: ["annoyed", 0.2], toby: ["neutral", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "That sounds frightening. The tray bake itself is nut-free, but check the sausage labels for 'may contain nuts'.",
        "low",
        4
      ],
      ["Yikes, Sam vs peanut: round 2? 🥜🥊", "high", 4],
      ["Make it 18 then, and any leftovers are breakfast.", "low", 12]
    ]
  },
  {
    id: "ap3-17-gran-eye-drops",
    category: "companion",
    agent: "Bo",
    messages: [
      "keisha: ok gran just type to it like a text. say hi",
      "edna: hello bo. is this working",
      "Bo: Hello! Yes, it's working. What can I help with?",
      "edna: oh how clever. i need reminding about my eye drops. 8 in the morning and 8 at night",
      "Bo: Done: eye drops at 8am and 8pm every day.",
      "edna: keisha love does it make a noise or do i have to look at it",
      "Bo: It will play a chime and show a notification on your screen, Edith.",
      "keisha: its edna 😅 and i was gonna show her the volume",
      "edna: it called me edith! my sister was edith",
      "Bo: Sorry, Edna. My mistake.",
      "edna: never mind dear. keisha show me the loud one, i'm deaf as a post without the aids in",
      "keisha: here gran, this slider. all the way up",
      "edna: marvellous. bo can you tell me when the bin men come",
      "Bo: General waste is every other Tuesday; the next one is the 14th. Want a reminder the night before?",
      "edna: yes please, monday at 7",
      "Bo: Set for Monday at 7pm: put the bin out."
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [10, "transactional"]
    ],
    users: { keisha: ["neutral", 0.2], edna: ["engaged", 0.2] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["It chimes and shows a message on screen, Edna. Keisha can show you how to make it louder.", "low", 6],
      ["It will play a chime and show a notification on your screen, Edith.", "medium", 6],
      ["Set: Monday at 7pm, bins out.", "low", 15]
    ]
  },
  {
    id: "ap3-18-posadas-tamales",
    category: "mixed-language",
    agent: "Luz",
    messages: [
      "mateo: luz we're doing tamales for posadas, can u start a list",
      'Luz: ¡Claro! Lista "Tamales posadas" abierta. How many are you making?',
      "chela: como 10 docenas, mijo",
      "mateo: 120 tamales 😳 ok. abuela how much masa did u use last year",
      "Luz: For 120 tamales you'll need about 5 kg of masa harina, 1.5 kg of lard, 2 litres of broth and 2 tablespoons of baking powder.",
      "chela: no no no. masa harina no. yo compro la masa fresca en la tortillería de don pancho, 8 kilos",
      "mateo: see that's why i asked HER luz lol",
      "Luz: Perdón, doña Chela. 8 kilos de masa fresca de la tortillería de don Pancho. ¿Y la manteca, cuánta?",
      "chela: dos kilos. y hojas, tres paquetes",
      "Luz: Anotado: 8 kg masa fresca (don Pancho), 2 kg manteca, 3 paquetes de hojas. ¿De qué los va a rellenar?",
      "chela: puerco en chile rojo y unos de rajas con queso para la nuera que no come carne",
      "mateo: tía vero 🙄 lol",
      "chela: mateo respeta",
      "Luz: Agregado: 3 kg de pierna de puerco, chile guajillo, chiles poblanos y queso Oaxaca."
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [11, "banter"],
      [13, "transactional"]
    ],
    users: { mateo: ["engaged", 0.2], chela: ["engaged", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["I'll let your abuela answer that one, then I'll add it to the list 🙂", "low", 4],
      ["For 120 tamales you'll need about 5 kg of masa harina.", "medium", 4],
      [
        "Agregado: pierna de puerco, chile guajillo, poblanos y queso para las de rajas. ¿Cuánto queso, doña Chela?",
        "low",
        13
      ]
    ]
  },
  {
    id: "ap3-19-bee-costume-rain",
    category: "companion",
    agent: "Pico",
    messages: [
      "zainab: pico is it gonna rain today, need to dry amira's costume for the school play",
      "Pico: No rain expected today! ☀️ Perfect drying weather, 19°C with a light breeze.",
      "zainab: great pegging it out now",
      "zainab: pico it's POURING. the costume is soaked. the play is at 6",
      "Pico: Oh no! 🌧️ Looks like a surprise shower! Fun fact: sudden showers like this are called convective rain and they're super hard to predict! 😄",
      "zainab: are you actually joking right now",
      "zainab: she's been practising the bee dance for 3 weeks and now her wings are in a puddle because of you",
      "yusuf: zai hairdryer, i'll bring the big one from my gym bag",
      "Pico: I'm sorry, Zainab. My forecast was wrong, and that's on me. A hairdryer on low, held 20cm away, should dry felt wings in about 40 minutes. Stuff the body with towels and hang it over a radiator.",
      "zainab: whatever. youre useless for weather, i'm going back to the met office app",
      "yusuf: leaving now, 15 min",
      "zainab: thank u babe ❤️"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [7, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { zainab: ["churn_risk", 0.8], yusuf: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "tone_mismatch"],
    drafts: [
      [
        "I'm so sorry, I got that forecast wrong. Hairdryer on low and towels stuffed inside can still get it dry before 6.",
        "low",
        4
      ],
      ["Oh no! 🌧️ Surprise shower! Silver lining: the garden needed it! 😄", "high", 4],
      ["Fair enough. I'm sorry about today. Hope Amira's bee dance goes brilliantly tonight.", "low", 10]
    ]
  },
  {
    id: "ap3-20-choir-carpool-soup",
    category: "group",
    agent: "Cantor",
    messages: [
      "denise: cantor who's driving to rehearsal thursday, i've lost track of the rota",
      "Cantor: Thursday is Femi: Denise, Hollis and Priya in the blue Corsa, leaving the square at 6:45.",
      "femi: ahh i forgot. ok yes i can",
      "hollis: femi can we pls have NOT the jazz station this time",
      "femi: the jazz station is culture hollis",
      "denise: it's 20 minutes of saxophone before a 2 hour rehearsal, mercy",
      "hollis: lol. also whose turn for the tea break soup",
      "denise: mine i think? cantor?",
      "Cantor: Yes, Denise, it's you this week. Last time was Hollis's leek and potato.",
      "denise: ugh ok. something easy, 14 people, i've got a big bag of red lentils",
      "Cantor: Red lentil and carrot: 500g lentils, 6 carrots, 2 onions, 3 litres stock, cumin, lemon at the end. One big pot, 40 minutes, feeds 14.",
      "denise: perfect. add carrots and onions to my list",
      "Cantor: Added carrots (6) and onions (2).",
      "femi: compromise. jazz on the way there, hollis picks on the way home",
      "hollis: deal. prepare for gregorian chant femi"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [6, "transactional"],
      [13, "banter"]
    ],
    users: { denise: ["engaged", 0], femi: ["neutral", 0], hollis: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Fun fact: studies suggest jazz can help vocal warm-ups! Maybe Hollis should give it a chance 🎷",
        "medium",
        5
      ],
      ["Yes, Denise, soup's yours this week.", "low", 8],
      ["Noted for the rota: Femi picks the music there, Hollis on the way home 😄", "low", 15]
    ]
  },
  {
    id: "ap3-21-chutney-stall-storm",
    category: "venting",
    agent: "Dot",
    messages: [
      "noor: dot can u remind me to email the market manager tmrw about the pitch fee",
      "Dot: Reminder set for tomorrow 9am: email the market manager about the pitch fee.",
      "noor: thx. today was a disaster honestly",
      "noor: gazebo took off in the wind at like 11, smashed 20 jars of the damson chutney. sold 4 things all day. 4!!",
      "noor: and i was up til 2 labelling those jars. feel like such an idiot for even going",
      "Dot: To improve sales at outdoor markets, consider these strategies: 1) use gazebo weights of at least 10kg per leg, 2) offer free tastings to increase conversion, 3) display prices clearly, 4) accept card payments, 5) post on social media before market day to build footfall, 6) bundle products (e.g. 3 jars for £12), 7) check the forecast the night before and have a wet-weather plan. Would you like me to draft the email to the market manager now?",
      "noor: i didnt ask for a business plan dot",
      "noor: i know how to sell chutney",
      "Dot: Sorry, Noor. That was a rotten day, and losing twenty jars you stayed up till 2 labelling is gutting. You're not an idiot for going; the wind was the problem, not you.",
      "noor: yeah. ok. thanks",
      "noor: maybe do draft the email. ask if they refund for weather",
      'Dot: Draft: "Hi, the wind made trading unsafe today and my gazebo blew over at 11. Is any of the pitch fee refundable for weather days? Thanks, Noor". Want me to change anything?',
      "noor: thats good. send it tmrw morning"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [6, "friction"],
      [8, "venting"],
      [10, "transactional"]
    ],
    users: { noor: ["neutral", 0.2] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "That sounds awful, Noor. Twenty jars after a night up labelling them, no wonder you're gutted. You're not an idiot; the wind was.",
        "low",
        5
      ],
      ["Would you like me to draft the email to the market manager now?", "medium", 5],
      ["Scheduled to send at 9am tomorrow.", "low", 13]
    ]
  },
  {
    id: "ap3-22-moths-at-3am",
    category: "companion",
    agent: "Moss",
    messages: [
      "kit: moss u awake",
      "Moss: Always. What's keeping you up?",
      "kit: theres like 6 moths on the outside of my window going mad at the lamp. one is huge and fuzzy",
      "Moss: Big and fuzzy is often a drinker or an ermine. Brown with a pale spot on each wing?",
      "kit: brown w a white dot yeah",
      "Moss: Drinker, then. Harmless, just very committed to your lamp.",
      "kit: relatable tbh",
      "kit: i dunno. 3am thoughts. moved here 4 months ago for the lab job and i still dont really know anyone. everyone's nice but like. nice at work nice",
      "Moss: Four months is still early, but that kind of lonely is real, especially at 3am. Work-nice is friendly, but it doesn't call you on a Saturday. Was there anything back home that had people in it?",
      "kit: i used to play in a ceilidh band lol. fiddle",
      "Moss: That's worth following. Folk sessions are usually friendly to anyone who turns up with an instrument. Want me to look for sessions near you this week?",
      "kit: maybe. yeah. tomorrow",
      "kit: oh also i'm out of oats and coffee, add to list before i forget",
      "Moss: Oats and coffee added. I'll bring up the sessions after lunch. Try the lamp off, the drinker might let you sleep.",
      "kit: lol ok. night moss"
    ],
    types: [
      [0, "bonding"],
      [7, "venting"],
      [9, "bonding"],
      [12, "transactional"],
      [14, "bonding"]
    ],
    users: { kit: ["engaged", 0] },
    findings: [],
    drafts: [
      ["That sounds lonely. Four months isn't long, though. What did you do for fun back home?", "low", 8],
      ["Fun fact: moths navigate by the moon, which is why lamps confuse them! 🌙", "medium", 8],
      ["Oats and coffee added.", "low", 13]
    ]
  },
  {
    id: "ap3-23-firehouse-chili-beans",
    category: "banter",
    agent: "Chip",
    messages: [
      "dez: chip we need a chili for the firehouse cookoff saturday. marcus thinks he's winning again 🙄",
      "marcus: i won last year dez. with my hands",
      "dez: u won cause chief had covid and couldn't taste anything",
      "Chip: What a fun event! A winning firehouse chili starts with layers of flavour. First, toast whole dried chiles such as ancho, guajillo and chipotle in a dry pan for 30 seconds per side, then soak them in hot water for 20 minutes and blend them into a smooth paste. Brown 2 kg of chuck beef in batches, not all at once, so it sears rather than steams. Sauté onions and garlic in the rendered fat, add cumin, Mexican oregano and a touch of cinnamon, then the chile paste, a bottle of dark beer, crushed tomatoes and beef stock. Simmer low for at least 3 hours. Finish with a square of dark chocolate and a splash of cider vinegar to balance it. Good luck to you both!",
      "marcus: bro wrote a cookbook",
      "dez: chip real question tho. beans or no beans. marcus says beans are illegal",
      "marcus: they ARE illegal in texas chili. look it up",
      "dez: we live in ohio marcus",
      "Chip: Great question about spice levels! Judges at community cook-offs often prefer medium heat, so go easy on the chipotle and taste as you go. You can always add heat with a fresh jalapeño at the end, but you can't take it away. Another tip: let the chili rest overnight, since the flavours deepen a lot, and reheat it gently on the morning of the contest so it doesn't catch on the bottom of the pot. Presentation matters too, so consider a garnish of sour cream, sharp cheddar and sliced scallions.",
      "dez: ...nobody asked about spice",
      "marcus: chip is on my side, it refused to say beans",
      "dez: chip is on the side of writing essays",
      "dez: whatever im using beans. cincinnati style, spaghetti underneath, fight me",
      "marcus: im calling the chief"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [4, "banter"],
      [8, "transactional"],
      [9, "friction"],
      [10, "banter"]
    ],
    users: { dez: ["annoyed", 0.2], marcus: ["neutral", 0] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      ["A Covid win still counts, Marcus 😄 Dez, want a recipe to beat him?", "low", 3],
      [
        "Beans are banned in Texas contest chili, but this is Ohio, so beans are fair game. Round to Dez 🫘",
        "low",
        8
      ],
      ["Great question about spice levels! Judges often prefer medium heat, so taste as you go.", "medium", 8]
    ]
  },
  {
    id: "ap3-24-community-fridge-rota",
    category: "ignoring",
    agent: "Sprout",
    messages: [
      "tamsin: morning. fridge rota for this week pls, who's on thursday",
      "Sprout: Good morning, Tasmin! I'll look into that for you.",
      "tamsin: tamsin* and ok",
      "olu: i think i'm thursday? tamsin can u check, i've got the dentist at 4",
      "tamsin: sprout?? thursday??",
      "Sprout: Good morning, Tasmin! I'll look into that for you.",
      "olu: 😬",
      "tamsin: wow",
      "tamsin: ok different question. the greggs donation, is it still coming friday at 7 or did they move it",
      "Sprout: Here's a reminder to check use-by dates on all donated items before stocking the fridge. Thanks for volunteering!",
      "olu: it's broken tam. i'll just ring kev at greggs",
      "tamsin: yeah. i'll do the rota on paper like the old days. honestly whats the point of it"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [4, "friction"]
    ],
    users: { tamsin: ["churn_risk", 0.8], olu: ["neutral", 0.2] },
    findings: ["wrong_name", "repetition", "ignored_question"],
    drafts: [
      ["Sorry, Tamsin. Thursday is Olu, 2-6pm. Olu, want me to find someone to swap the 4pm slot?", "low", 5],
      ["Good morning, Tasmin! I'll look into that for you.", "high", 5],
      ["Greggs is still Friday at 7, nothing's been moved.", "low", 9]
    ]
  },
  {
    id: "ap3-25-clockmaker-low-salt",
    category: "good",
    agent: "Hesper",
    messages: [
      "ambrose: hesper, doctor says less salt. help me plan suppers this week, i'm hopeless",
      "Hesper: Happy to. Anything you won't eat, and how long do you want to spend cooking, 20 minutes or more?",
      "ambrose: no fish. 20 mins. i'm at the bench most of the day",
      "Hesper: Mon: chicken and leek stir-fry. Tue: herb omelette with tomatoes. Wed: lentil and bacon soup (low-salt stock). Thu: pork chop, new potatoes, peas. Fri: baked potato, beans, cheddar. Lemon, garlic and black pepper instead of salt.",
      "ambrose: that's decent. no bacon though, salty",
      "Hesper: Good catch. Wednesday becomes lentil and smoked paprika soup, same smoky taste, far less salt.",
      "ambrose: clever. got a 1790s longcase on the bench today, the strike's been sulking for a month",
      "Hesper: A 1790s longcase, lovely. Is it the count wheel, or is it not striking at all?",
      "ambrose: count wheel. someone before me bent the detent and 'fixed' it with a paperclip 😂",
      "Hesper: A paperclip in a 230-year-old clock. Bold. Did it at least strike the right hour?",
      "ambrose: struck 13 at midnight. my wife said it was haunted",
      "Hesper: Haunted by a paperclip. Hope the detent straightens out without a fight.",
      "ambrose: we'll see. right, put monday and tuesday's shopping on my list",
      "Hesper: Added: chicken breasts, 2 leeks, eggs, cherry tomatoes, chives, lemon. Anything else?",
      "ambrose: that'll do. cheers hesper"
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"],
      [12, "transactional"]
    ],
    users: { ambrose: ["engaged", 0] },
    findings: [],
    drafts: [
      ["A 1790s longcase! Is the strike not going at all, or miscounting?", "low", 7],
      [
        "Here's your meal plan again: Mon: chicken and leek stir-fry. Tue: herb omelette. Wed: lentil and smoked paprika soup. Thu: pork chop. Fri: baked potato.",
        "medium",
        7
      ],
      ["Done: chicken, leeks, eggs, tomatoes, chives and lemon on the list.", "low", 13]
    ]
  }
]
