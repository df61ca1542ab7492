import type { Labelled } from "./types.js"

export const trainingAP2: ReadonlyArray<Labelled> = [
  {
    id: "ap2-01-postbox-swarm",
    category: "group",
    agent: "Hive",
    messages: [
      "dot: swarm on the postbox outside the co-op on fenn st!! anyone free",
      "rajesh: omw in 20, got a nuc box in the van",
      "dot: legend",
      "marguerite: is it a big clump or a small cast? last weeks was tiny",
      "dot: big. like a rugby ball. ppl are filming it lol",
      "rajesh: @Hive whats the quickest way to get them off a metal postbox, cant exactly shake it",
      "Hive: Brush them gently into the box with a soft bee brush or a bit of card, scooping from the bottom of the cluster up. If the queen goes in, the rest march in on their own in 10-20 min. Leave the box right by the postbox till dusk.",
      "rajesh: ta 👍",
      "marguerite: and tape a note on the postbox so the postie doesnt freak",
      "dot: haha already did. 'BEES. BE COOL'",
      "marguerite: 😂 perfect",
      "rajesh: got em. queen in first scoop i think, theyre fanning at the entrance",
      "dot: amazing work raj 🐝",
      "Hive: Nice one. Fanning at the entrance is a good sign she's in.",
      "rajesh: cheers. who wants them, my apiary's full",
      "marguerite: me! been waiting since april"
    ],
    types: [
      [0, "transactional"],
      [9, "banter"],
      [11, "transactional"],
      [12, "bonding"],
      [14, "transactional"]
    ],
    users: { dot: ["neutral", 0], rajesh: ["engaged", 0], marguerite: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Card or a soft brush, scoop from the bottom of the cluster into the box. Once the queen's in the rest follow, leave it by the postbox till dusk.",
        "low",
        6
      ],
      [
        "Swarming is a natural reproductive process of honey bee colonies, usually in late spring when a colony becomes congested. The old queen leaves with roughly half the workers and the swarm hangs in a temporary cluster while scouts look for a new cavity. Swarms are generally docile because the bees are full of honey. There are several approaches to collecting one, depending on the surface and height...",
        "medium",
        6
      ],
      ["Congrats Dot, enjoy your new colony! 🐝", "medium", 16]
    ]
  },
  {
    id: "ap2-02-contra-carpool",
    category: "group",
    agent: "Tempo",
    messages: [
      "ines: ok who's driving to the sectional in thornbury sat",
      "kwame: i can but my car smells like wet dog fyi",
      "ines: lol acceptable",
      "Tempo: Here are your options for getting to Thornbury on Saturday! The sectional starts at 10:00 at St Mary's hall. By car the drive is about 40 minutes via the A38, and parking is available at the leisure centre behind the hall (free at weekends). By train, the nearest station is Bristol Parkway, with a 25 minute bus connection on route 79. I'd recommend leaving by 9:10 to allow for traffic and unloading instruments. Bassoons in particular need careful handling, so bring cases with proper straps!",
      "kwame: uh. thanks. i was just gonna pick ines up",
      "ines: kwame can u fit the contra tho, its massive",
      "Tempo: A contrabassoon case is typically around 140cm long and weighs about 12-15kg. Most hatchbacks can fit one with the rear seats folded down, but you'll want to measure your boot first. Estates and SUVs are ideal. You could also consider a soft gig bag, which is more flexible though it offers less protection. Would you like me to compare some case options?",
      "kwame: lol i got this tempo. yeah it fits, moved a cello in there once",
      "ines: ty. and tempo nobody asked u 🙃",
      "ines: ok 8:45 outside mine?",
      "kwame: 9. i am not a morning person",
      "ines: fine. bring coffee as penance",
      "kwame: the dog smell is free, coffee costs extra",
      "ines: 😂"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "friction"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { ines: ["annoyed", 0.2], kwame: ["annoyed", 0.2] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["fyi it's 10:00 at st mary's hall, parking's free behind it 👍", "low", 3],
      [
        "A contrabassoon case is around 140cm and 12-15kg. Most hatchbacks fit one with the seats down, but measure your boot first. Want me to compare cases?",
        "medium",
        6
      ],
      ["noted, i'll stay out of it 😅 shout if you want the parking info", "low", 14],
      [
        "Great plan! Here is a full checklist for Saturday: 1) leave by 8:45, 2) pack reeds, 3) bring a stand, 4) check tyre pressure, 5) bring snacks, 6) allow extra time for the contrabassoon case. Safe travels and have a wonderful rehearsal!",
        "medium",
        14
      ]
    ]
  },
  {
    id: "ap2-03-lamp-room-rota",
    category: "good",
    agent: "Keeper",
    messages: [
      "bryony: who can cover sunday 1-4 in the lamp room, gareth's out with his back",
      "Keeper: Sunday 1-4 is open now Gareth's off. Holly and Tomasz both marked Sundays free this month.",
      "tomasz: i can do it. do i need the key from the shop or is it in the lockbox",
      "Keeper: Lockbox by the gate, same code as last month. The shop key moved to the office.",
      "tomasz: sweet",
      "bryony: thank u tomasz ur saving my life",
      "holly: and someone tell gareth to actually rest, not 'just pop in to check the lens' like last time",
      "bryony: lol he will 100% pop in"
    ],
    types: [
      [0, "transactional"],
      [5, "bonding"],
      [6, "banter"]
    ],
    users: { bryony: ["neutral", 0], tomasz: ["engaged", 0], holly: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Lockbox by the gate, same code as last month.", "low", 3],
      [
        "Great question, Tomasz! Key management is an important part of site security. The volunteer handbook, section 4.2, covers this in detail, including the sign-out procedure, lost key policy and what to do if the lockbox is jammed. Let me know if you'd like me to summarise it!",
        "medium",
        3
      ],
      ["Done, Tomasz is on Sunday 1-4 and Gareth's off the rota this week.", "low", 8]
    ]
  },
  {
    id: "ap2-04-ferret-intake-noodle",
    category: "venting",
    agent: "Nib",
    messages: [
      "saoirse: morning all. intake update: 2 new jills from the farm in carlow, both thin but eating",
      "denny: nice one. names?",
      "saoirse: pickle and the other one is nameless, suggestions welcome",
      "denny: biscuit. obviously",
      "Nib: Biscuit works! I can add both to the intake sheet, want me to log their weights too?",
      "saoirse: yes pls 410g and 380g",
      "Nib: Logged: Pickle 410g, Biscuit 380g.",
      "fern: sorry to drop this in here but noodle died last night. vet thinks it was adrenal. i had him 7 years",
      "denny: oh fern. im so sorry. he was the best boy",
      "Nib: Thanks for letting us know, Fern! I've updated Noodle's record to deceased. On the bright side, that frees up a space in the foster room for Pickle and Biscuit! 🎉",
      "saoirse: nib what the hell",
      "fern: wow",
      "denny: fern ignore the bot. do u want company tonight? i can bring chips",
      "fern: yeah. that'd be nice. i keep looking at his hammock",
      "saoirse: sending love. noodle was a proper character, he stole my keys twice",
      "fern: he stole everyones keys 😭"
    ],
    types: [
      [0, "transactional"],
      [7, "venting"],
      [9, "transactional"],
      [10, "friction"],
      [12, "venting"]
    ],
    users: { saoirse: ["annoyed", 0.5], denny: ["annoyed", 0.2], fern: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["I'm so sorry, Fern. Seven years with him is a lot of love. His record can wait, no rush.", "low", 9],
      ["Thanks for letting us know, Fern! That frees up a space for Pickle and Biscuit 🎉", "high", 9],
      ["Noodle's marked as deceased. Want me to reassign his hammock to the new jills?", "high", 16]
    ]
  },
  {
    id: "ap2-05-ice-hut-detector",
    category: "ignoring",
    agent: "Auger",
    messages: [
      "lars: hut 3 is booked fri-sun by the duluth guys so we're in hut 5",
      "petra: hut 5 is the one w the wonky stove right",
      "lars: yeah but toby fixed the flue",
      "toby: 'fixed' is strong. i duct taped it",
      "petra: cool cool cool so we die of CO",
      "toby: theres a detector. probably",
      "petra: @Auger whats the ice thickness on the north bay rn? and is the CO detector in hut 5 logged as tested",
      "Auger: North bay measured 14 inches yesterday, solid for walking and sleds. Light trucks want about 16, so hold off on driving out.",
      "petra: ok and the detector?",
      "Auger: Conditions look great for the weekend: lows of -12°C and clear skies. Perfect fishing weather!",
      "petra: thats not what i asked",
      "lars: lol i'll just grab a new detector at menards, its like $25",
      "petra: thank u lars. at least one of u cares if i live",
      "toby: i care!! i taped it with love",
      "petra: 🙄",
      "lars: bait run thurs night? walleye were hitting rapalas last wknd per gus",
      "toby: im in",
      "petra: k"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "transactional"],
      [10, "friction"],
      [11, "transactional"],
      [12, "banter"],
      [15, "transactional"]
    ],
    users: { lars: ["neutral", 0], petra: ["annoyed", 0.5], toby: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Sorry Petra, missed that: hut 5's CO detector has no test logged this season. I'd swap in a new one before Friday.",
        "low",
        9
      ],
      ["Conditions look great for the weekend, lows of -12 and clear skies! 🎣", "medium", 9],
      ["North bay is at 14 inches, solid for walking and sleds.", "medium", 11],
      [
        "Thursday bait run noted. Fwiw, hut 5's detector still has no test logged, so the menards one is a good call.",
        "low",
        18
      ]
    ]
  },
  {
    id: "ap2-06-karaoke-semi-dear-team",
    category: "banter",
    agent: "Mic",
    messages: [
      "jojo: we are NOT doing bohemian rhapsody again. i refuse",
      "benedikt: coward",
      "jojo: last time ur falsetto cracked so hard the bartender flinched",
      "benedikt: it was a stylistic choice",
      "nadia: it was a war crime 💀",
      "benedikt: ok Mic settle this, what song are we doing for the semi",
      "Mic: Dear team, thank you for your enquiry. In order to select an appropriate song for the semi-final, I would recommend considering the following criteria: vocal range of participants, audience familiarity, and compliance with league rules regarding song length (maximum 5 minutes). Please advise which criteria you would like to prioritise.",
      "nadia: 'dear team' lmaooo who hired the bank manager",
      "jojo: please advise 💀💀",
      "benedikt: mic just pick a song my guy",
      "Mic: Understood. Based on the stated criteria, I suggest 'Total Eclipse of the Heart' by Bonnie Tyler (4:29). Kindly confirm at your earliest convenience.",
      "jojo: ok the song is actually good but the vibes are awful",
      "nadia: kindly confirm at ur earliest convenience 😭",
      "benedikt: turn around bright eyes is MY part",
      "jojo: u can have it if u dont crack",
      "benedikt: no promises"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { jojo: ["neutral", 0.2], benedikt: ["engaged", 0], nadia: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "ok hear me out: total eclipse of the heart. massive chorus, everyone gets a line, benedikt gets 'turn around' if he swears not to crack 😏",
        "low",
        6
      ],
      [
        "Dear team, thank you for your enquiry. Please advise which selection criteria you would like to prioritise.",
        "medium",
        6
      ],
      ["Kindly note that song selections must be submitted to the league by Thursday 18:00.", "medium", 16],
      ["lol deal. i'll put total eclipse in for thursday, bohemian rhapsody stays banned 🎤", "low", 16]
    ]
  },
  {
    id: "ap2-07-nana-90-cider-barn",
    category: "group",
    agent: "Ledger",
    messages: [
      "carys: right. nana's 90th. the cider barn in much marcle said yes for 14th sept",
      "oskar: yesss. do they do food or do we cater",
      "carys: they do a hog roast but nana hates pork, she'll make a face all day",
      "teddy: she made a face at my wedding cake so",
      "oskar: lol she made a face at the vicar",
      "carys: Ledger can you find a caterer near ledbury that does veggie or fish for about 60",
      "Ledger: Sure, Oskar! Two that cover Ledbury: Hop Pocket Kitchen (fish pie and veggie lasagne, ~£18/head) and Marcle Larder (buffet, ~£14/head, does a salmon platter).",
      "carys: carys not oskar but thanks",
      "teddy: marcle larder did the cricket club do, it was decent",
      "carys: ok Ledger can u ask marcle larder if theyre free the 14th",
      "Ledger: Will do, Oskar. I'll send them an enquiry for 14th Sept, 60 guests, salmon platter plus veggie.",
      "oskar: mate i havent said anything 😂",
      "carys: CARYS. honestly",
      "teddy: its bc you both have an o in your name probably",
      "carys: thats not how names work teddy",
      "oskar: whos telling nana its a surprise. not me she'll hit me with the cane",
      "teddy: not it",
      "carys: not it"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [11, "friction"],
      [13, "banter"]
    ],
    users: { carys: ["annoyed", 0.5], oskar: ["neutral", 0], teddy: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Will do, Carys. Enquiry going to Marcle Larder for 14 Sept, 60 guests, salmon platter plus a veggie option.",
        "low",
        10
      ],
      ["Will do, Oskar! I'll send the enquiry now.", "high", 10],
      [
        "Sorry Carys, that's twice I've mixed you up. Marcle Larder enquiry is sent, I'll post their reply here.",
        "low",
        18
      ]
    ]
  },
  {
    id: "ap2-08-derby-tibia-roster",
    category: "venting",
    agent: "Jam",
    messages: [
      "kit: so. x ray came back. fractured tibia. out for the season",
      "roxy: NO. kit 😭",
      "kit: 6-8 weeks in a boot then physio. i trained all winter for this bout",
      "mags: thats so unfair. u were skating the best u ever have",
      "kit: i just keep thinking about that stupid corner in wolverhampton",
      "Jam: Kit, you'll need to come off the roster for the 12th. Who should replace you as jammer? Options: Roxy, Mags or Priya.",
      "roxy: jam read the room",
      "kit: yeah cheers",
      "mags: kit do u want us to come round tonight, we can watch bad films and sign ur boot",
      "kit: yes. bring sharpies",
      "roxy: and snacks. kit cant walk to the kitchen now so we are the kitchen",
      "kit: lol thank u. love you lot",
      "priya: just saw this 💔 kit im so sorry. whenever ur ready we can sort the roster, no rush",
      "kit: ty priya. maybe next week"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [8, "bonding"]
    ],
    users: { kit: ["annoyed", 0.2], roxy: ["annoyed", 0.2], mags: ["neutral", 0], priya: ["neutral", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Kit, I'm really sorry. Losing a season you trained all winter for is brutal. The roster can wait.",
        "low",
        5
      ],
      ["Kit, you'll need to come off the roster for the 12th. Who should replace you as jammer?", "high", 5],
      ["Whenever you're ready next week, Kit, I can draft the roster for the 12th. Heal up 💜", "low", 14],
      [
        "Good news: with 6-8 weeks in a boot you could be back for the December bout! Let's lock in a replacement jammer now.",
        "high",
        14
      ]
    ]
  },
  {
    id: "ap2-09-allotment-shed-lock",
    category: "group",
    agent: "Sprout",
    messages: [
      "hamid: who nicked the communal wheelbarrow. again",
      "jean: not me, mine has a flat",
      "hamid: it was by plot 14 on tuesday",
      "olu: plot 14 is dereks. just saying",
      "jean: derek would never. derek returns it cleaner than he found it",
      "hamid: Sprout whens the next committee meeting, i want to raise the tool shed lock",
      "Sprout: The next committee meeting is Thursday 7pm in the pavilion. You can add items to the agenda by replying here.",
      "hamid: add the tool shed lock pls. combination one not padlock",
      "Sprout: The next committee meeting is Thursday 7pm in the pavilion. You can add items to the agenda by replying here.",
      "hamid: yes i know. im replying here. ADD THE LOCK",
      "Sprout: Added: tool shed combination lock. The next committee meeting is Thursday 7pm in the pavilion.",
      "hamid: third time lucky",
      "olu: lol",
      "ruth: is this chat always like this",
      "jean: anyone want courgettes. i have 40 courgettes. please",
      "olu: no one wants courgettes jean. its august",
      "jean: ill leave them at the gate w a sign. FREE. TAKE TWO",
      "ruth: muting this till sept"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [5, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [11, "friction"],
      [12, "banter"],
      [14, "transactional"],
      [15, "banter"]
    ],
    users: { hamid: ["annoyed", 0.5], jean: ["neutral", 0], olu: ["neutral", 0], ruth: ["bored", 0] },
    findings: ["repetition"],
    drafts: [
      ["Added: tool shed combination lock, on the agenda for Thursday.", "low", 8],
      [
        "The next committee meeting is Thursday 7pm in the pavilion. You can add items to the agenda by replying here.",
        "medium",
        8
      ],
      [
        "Added the tool shed lock. The next committee meeting is Thursday 7pm in the pavilion, add items by replying here.",
        "medium",
        11
      ],
      ["Sorry about the loop, Hamid, it's on there now.", "low", 12]
    ]
  },
  {
    id: "ap2-10-narrowboat-kleppen",
    category: "mixed-language",
    agent: "Sluis",
    messages: [
      "femke: de motor maakt weer dat tikgeluid. callum did u hear it last weekend?",
      "callum: the clicking?? yeah i thought it was normal lol",
      "joost: het is niet normaal callum 😂",
      "femke: Sluis kun je kijken wanneer de laatste onderhoudsbeurt was? en wie was de monteur",
      "Sluis: Laatste beurt was 12 maart, door Bootservice Van Dijk in Weesp. Toen is de impeller vervangen, de kleppen niet.",
      "joost: kleppen. dat is het dus",
      "callum: english pls my dutch is at 'twee bier' level",
      "Sluis: Sorry Callum: last service was 12 March at Van Dijk in Weesp. They replaced the impeller but didn't check the valves, which is the likely clicking.",
      "callum: ah ok ty",
      "femke: ik bel van dijk morgen. can we still go to utrecht on saturday or is that dumb",
      "joost: beetje dom. maar ik wil wel",
      "callum: i vote yes, i bought stroopwafels specifically",
      "femke: lol ok. slow and careful then",
      "Sluis: If you go, keep the revs low and stop if the clicking gets louder. Van Dijk's Saturday line is open till 14:00.",
      "femke: top, dank je"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [11, "banter"],
      [13, "transactional"]
    ],
    users: { femke: ["engaged", 0], callum: ["engaged", 0], joost: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Sorry Callum: last service was 12 March at Van Dijk in Weesp. Impeller replaced, valves not checked.",
        "low",
        7
      ],
      ["Laatste beurt was 12 maart bij Van Dijk in Weesp.", "medium", 7],
      ["Sailing with a known engine fault is irresponsible, I'd strongly advise against it.", "high", 10],
      [
        "Kan, maar rustig aan: low revs, and stop if the clicking gets louder. Van Dijk's Saturday line is open till 14:00.",
        "low",
        10
      ]
    ]
  },
  {
    id: "ap2-11-wargame-scoresheet",
    category: "hostile",
    agent: "Umpire",
    messages: [
      "vince: league results for round 4 up?",
      "Umpire: Yes. Round 4: Dale beat Sunny 14-6, Vince lost to Marek 8-12, Bex drew with Olly 10-10.",
      "vince: wrong. i beat marek. 12-8. we literally shook on it",
      "marek: he did tbh, i conceded the objective on turn 5",
      "Umpire: The submitted scoresheet shows Marek 12, Vince 8. Results can only be changed via the appeals form.",
      "vince: marek just said i won. are you deaf",
      "bex: vince calm down its a bot",
      "Umpire: The submitted scoresheet shows Marek 12, Vince 8. Please use the appeals form.",
      "vince: this is f***ing pathetic. 3 seasons ive been in this league and a spreadsheet with a mouth is telling me i lost a game i won",
      "marek: ill fill the form in vince, my fault i wrote it backwards",
      "vince: dont bother. im done. find someone else for the doubles",
      "bex: vince come on",
      "olly: hell be back by thurs. he always is",
      "bex: lol probably. marek do the form anyway",
      "marek: doing it now"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "hostile"],
      [9, "transactional"],
      [10, "hostile"],
      [12, "banter"],
      [13, "transactional"]
    ],
    users: { vince: ["churn_risk", 1], marek: ["neutral", 0], bex: ["neutral", 0], olly: ["neutral", 0] },
    findings: ["repetition"],
    drafts: [
      [
        "Marek's confirmed it was written backwards, so I've flagged it: Vince 12, Marek 8 pending the form. Sorry about that.",
        "low",
        5
      ],
      ["The submitted scoresheet shows Marek 12, Vince 8. Please use the appeals form.", "high", 8],
      [
        "Vince, fair to be fed up. Marek's confirmed the mix-up, I've put it through as 12-8 to you.",
        "low",
        11
      ],
      [
        "Vince, your language breaches the club code of conduct. Further violations will be reported to the committee.",
        "high",
        11
      ]
    ]
  },
  {
    id: "ap2-12-flamenco-sala-dos",
    category: "mixed-language",
    agent: "Compás",
    messages: [
      "lucía: chicas y chicos, el jueves cambiamos a la sala 2, la 1 tiene el suelo mojado",
      "dan: sala 2 is the one with the mirror that makes u look tall right",
      "priyanka: best mirror in leeds",
      "lucía: jaja sí. priyanka trae tus zapatos nuevos, quiero ver los clavos",
      "priyanka: lucía are the nails ok for the sala 2 floor? its wood no?",
      "Compás: Yes, nailed flamenco shoes are fine on sprung wooden floors like Sala 2. Just avoid concrete, it wears the nails down fast.",
      "lucía: sí, está bien, compás tiene razón. pero pregúntame a mí la próxima vez 😅",
      "mercè: dan vienes el jueves? necesito pareja para las sevillanas",
      "Compás: Dan is currently registered for Thursday's class. Sevillanas pairs are usually assigned by the teacher at the start of class.",
      "dan: i was literally about to answer 😂 yes mercè im coming",
      "mercè: jaja gracias dan. y gracias compás supongo",
      "lucía: compás, cariño, déjales hablar 😂",
      "dan: compás is the kid who answers the teachers question for u",
      "priyanka: LMAO",
      "lucía: bueno. jueves 19h, sala 2. palmas practice at home pls, your 12 count is a disaster dan",
      "dan: rude. accurate but rude"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [9, "banter"],
      [14, "transactional"],
      [15, "banter"]
    ],
    users: {
      lucía: ["neutral", 0.2],
      dan: ["neutral", 0.2],
      priyanka: ["neutral", 0],
      mercè: ["neutral", 0]
    },
    findings: ["talking_over"],
    drafts: [
      ["jueves 19h, sala 2, apuntado 👍", "low", 16],
      [
        "Dan is registered for Thursday's class. Pairs are assigned by the teacher at the start of class.",
        "medium",
        8
      ],
      ["Dan, your 12 count really is a disaster 😂", "medium", 16]
    ]
  },
  {
    id: "ap2-13-cryptic-reprint",
    category: "banter",
    agent: "Grid",
    messages: [
      "wendell: 14 across is killing me. 'setter's pet, reportedly, gets the cream (6)'",
      "aiko: CATTER? no thats not a word",
      "wendell: aiko ur a menace",
      "sol: setter = I or me... pet = cat... 'reportedly' means sounds like",
      "aiko: KITTEN? 6 letters but where's the cream",
      "wendell: Grid no spoilers but is it a homophone clue or am i overthinking",
      "Grid: Homophone, yes. Think about what a cat does to cream, said out loud. No more hints unless you beg 😄",
      "sol: ohhhh",
      "aiko: wait LAPS... no, 6",
      "wendell: i will not beg. i have dignity",
      "aiko: u solved 3 down by googling",
      "wendell: research. thats called research",
      "sol: got it. not saying. wendell suffer",
      "wendell: fine. Grid im begging",
      "Grid: Since you asked so nicely: first letter L.",
      "wendell: oh. OH. ok got it. i hate whoever set this",
      "sol: wendell. u set it. 2019. its a reprint",
      "aiko: 💀💀💀"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [3, "transactional"],
      [9, "banter"],
      [13, "transactional"],
      [15, "banter"]
    ],
    users: { wendell: ["engaged", 0], aiko: ["neutral", 0], sol: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Homophone, yes. Think about what a cat does to cream, said out loud 😄", "low", 6],
      [
        "The answer is LAPPED: 'lapped' sounds like... well, you'll see. Let me know if you want the rest of the grid!",
        "medium",
        6
      ],
      [
        "Crossword clues of this type are known as homophone clues, signalled by indicator words such as 'reportedly', 'we hear' or 'on the radio'. They are a staple of British cryptic crosswords and were popularised in the early twentieth century by setters such as Torquemada. Other common clue types include anagrams, containers, hidden words and charades, each with their own indicators.",
        "medium",
        18
      ],
      ["in fairness, 2019 wendell was a menace too 😂", "low", 18]
    ]
  },
  {
    id: "ap2-14-churchyard-row-g",
    category: "group",
    agent: "Rook",
    messages: [
      "nell: finished row G of the north section. 3 stones too worn to read",
      "abe: the 1880s ones? those are chalk, theyre mush",
      "nell: yep. Rook can u cross check G14-G16 against the parish burial register",
      "Rook: G14 matches Ellen Pryce, buried 1884. G15 and G16 have no register entry for those plots, could be the unrecorded 1866 cholera burials.",
      "nell: ooh",
      "abe: told u theres a cholera cluster there",
      "nell: u did. fine. u win",
      "marisol: whats for lunch sat",
      "abe: pasties from the van if hes there",
      "marisol: k",
      "nell: Rook add a note on G15/16 'possible 1866 cholera, unconfirmed'",
      "Rook: Done, both flagged as possible 1866 cholera, unconfirmed.",
      "teo: 👍",
      "marisol: is anyone actually coming sat or is it just abe and the ghosts",
      "abe: the ghosts are very reliable volunteers",
      "nell: im coming. teo?",
      "teo: maybe"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [13, "banter"],
      [15, "transactional"]
    ],
    users: { nell: ["engaged", 0], abe: ["neutral", 0], marisol: ["bored", 0], teo: ["bored", 0] },
    findings: [],
    drafts: [
      [
        "G14 is Ellen Pryce, 1884. G15 and G16 aren't in the register, possibly the unrecorded 1866 cholera burials.",
        "low",
        3
      ],
      ["G14 matches Ellen Pryce, buried 1884.", "medium", 3],
      [
        "Great teamwork everyone!!! 🎉 Who's excited for Saturday's session? Let's make it the best one yet! 💪",
        "medium",
        17
      ],
      ["Done, G15/16 flagged as possible 1866 cholera, unconfirmed.", "low", 11]
    ]
  },
  {
    id: "ap2-15-reservoir-chanterelles",
    category: "group",
    agent: "Spore",
    messages: [
      "gwen: found these under birches by the reservoir [photo] chanterelles??",
      "ali: looks like it! lucky",
      "tamsin: careful, false chanterelles look similar",
      "gwen: Spore chanterelle or false chanterelle? ridges or gills on these?",
      "Spore: Great find! Distinguishing true chanterelles (Cantharellus cibarius) from false chanterelles (Hygrophoropsis aurantiaca) is a classic foraging challenge. True chanterelles have blunt, forking, vein-like ridges that run down the stem and can't easily be separated from the cap, while false chanterelles have true, thin, crowded gills that fork repeatedly and can be peeled away. False chanterelles also tend towards orange, while true chanterelles are more egg-yolk yellow with an apricot smell. The flesh of a true chanterelle is white and stringy when torn, like string cheese, whereas false chanterelles are orange throughout. Habitat helps too: true chanterelles favour birch, beech and oak, while false ones often grow on conifer litter and woody debris. From a photo alone I can't be certain, so please check these features in hand and never eat anything you can't identify with 100% certainty.",
      "ali: tldr",
      "gwen: i just need: ridges or gills in my pic",
      "Spore: Looking at the photo, the underside appears to show blunt, forked ridges running down the stem rather than sharp gills, which is consistent with true chanterelles. However, photo identification has real limits: lighting, angle and compression can all distort fine features, and several lookalikes exist regionally. I'd recommend the tear test (white stringy flesh), a smell check (apricot), and ideally confirming with an experienced local forager or your regional mycological society before eating. The British Mycological Society lists local recording groups you can contact.",
      "tamsin: so ridges. ok. tear one gwen",
      "gwen: white and stringy inside 🎉",
      "ali: omelette time",
      "tamsin: pic of the omelette or it didnt happen",
      "gwen: ill bring some to the meetup sun for u lot"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [10, "banter"],
      [12, "bonding"]
    ],
    users: { gwen: ["annoyed", 0.2], ali: ["bored", 0.2], tamsin: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "Looks like blunt forked ridges, not gills, so probably true chanterelle. Tear one: white and stringy inside is a good sign.",
        "low",
        4
      ],
      [
        "Looking at the photo, the underside appears to show ridges rather than gills, consistent with true chanterelles. However, photo identification has real limits: lighting, angle and compression can distort fine features, and several lookalikes exist regionally. I'd recommend the tear test, a smell check, and ideally confirming with an experienced local forager or your regional mycological society. The British Mycological Society lists local recording groups you can contact.",
        "medium",
        7
      ],
      ["enjoy 🍄 maybe show one to the group sun before you eat a big batch", "low", 13]
    ]
  },
  {
    id: "ap2-16-cave-wall-reset",
    category: "ignoring",
    agent: "Crux",
    messages: [
      "mo: reset on the cave wall thurs night, need 3 setters",
      "hayley: im in. can i do the pink circuit",
      "mo: pink circuit is yours",
      "zed: i can do thurs but have to leave by 10",
      "mo: Crux how many holds do we have in the bin for the cave, and did the new volumes from rock candy arrive",
      "Crux: Reminder: route setting on the cave wall is Thursday night. Please wear gloves and follow the drill safety guidance.",
      "mo: ok. and the hold count?",
      "Crux: Reminder: route setting on the cave wall is Thursday night. Please wear gloves and follow the drill safety guidance.",
      "hayley: lmao broken",
      "zed: its stuck in reminder mode again",
      "mo: honestly. ill just count them myself weds",
      "hayley: volumes came tues, theyre behind the front desk. two big duals",
      "mo: thank u hayley, more useful than the robot",
      "hayley: i accept payment in chalk",
      "zed: and i still leave at 10, someone else does the tidy",
      "mo: ofc zed. pink, blue and the comp circuit. lets gooo"
    ],
    types: [
      [0, "transactional"],
      [8, "banter"],
      [10, "friction"],
      [11, "transactional"],
      [12, "banter"],
      [14, "transactional"]
    ],
    users: { mo: ["annoyed", 0.5], hayley: ["neutral", 0], zed: ["neutral", 0] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Cave bin has about 140 holds logged. Rock Candy volumes arrived Tuesday, behind the front desk.",
        "low",
        5
      ],
      [
        "Reminder: route setting on the cave wall is Thursday night. Please wear gloves and follow the drill safety guidance.",
        "medium",
        7
      ],
      ["Sorry Mo, I got stuck there. For Weds: the log says about 140 holds in the cave bin.", "low", 16]
    ]
  },
  {
    id: "ap2-17-two-metre-net",
    category: "good",
    agent: "Relay",
    messages: [
      "gordon: net tonight 2000 on the 2m repeater, whos net control",
      "ifeoma: not me, lost my voice at the boot sale",
      "gordon: Relay whos next on the rota",
      "Relay: Pete's next on the rota, then Ifeoma. Want me to ping Pete?",
      "gordon: yes pls",
      "pete: saw it. ill do it. someone remind me the new repeater offset",
      "Relay: Minus 600 kHz, CTCSS 77.0. Same as the card on the shack wall.",
      "pete: ta. 73s"
    ],
    types: [[0, "transactional"]],
    users: { gordon: ["neutral", 0], ifeoma: ["neutral", 0], pete: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Pete's next on the rota. Want me to ping him?", "low", 3],
      ["Ifeoma is next on the rota!", "medium", 3],
      ["Minus 600 kHz, CTCSS 77.0.", "low", 6],
      [
        "As a reminder, all operators must hold a valid licence and identify with their callsign at least every 15 minutes in accordance with Ofcom regulations. Please also ensure your equipment is correctly configured before transmitting.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "ap2-18-night-bakery-marco",
    category: "venting",
    agent: "Crumb",
    messages: [
      "yusuf: 3am and marco just texted 'where are the croissants'. THEY ARE PROVING MARCO",
      "bea: lmaooo he does this every week",
      "yusuf: been here since 11. my hands are dead. and hell walk in at 7 and say the lamination is 'a bit tight'",
      "bea: he said my baguettes looked 'tired'. im tired marco",
      "yusuf: honestly so done with this place some nights",
      "Crumb: That's a rough shift, Yusuf. Four hours in and getting chased for dough that's still proving would wind anyone up. Want me to send Marco the bake times so he stops asking?",
      "yusuf: ...yeah actually. tell him 5:15 out of the oven",
      "Crumb: Sent: croissants out at 5:15, baguettes at 5:40.",
      "bea: crumb with the clutch",
      "yusuf: ok im a bit less murdery now",
      "kemal: just got in. why is yusuf murdery",
      "bea: marco",
      "kemal: say no more",
      "yusuf: kemal can u do the seeded loaves, my hands are cooked",
      "kemal: got u"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [8, "bonding"],
      [10, "banter"],
      [13, "transactional"]
    ],
    users: { yusuf: ["engaged", 0.5], bea: ["engaged", 0.2], kemal: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Rough one, Yusuf. Getting chased for dough that's still proving would wind anyone up. Want me to send Marco the bake times?",
        "low",
        5
      ],
      [
        "Croissants typically need 2-3 hours proving at around 26°C. Would you like me to generate a proving schedule?",
        "medium",
        5
      ],
      ["Haha Marco strikes again! 😂 Keep smiling, the sun's almost up! ☀️", "medium", 5],
      ["Seeded loaves to Kemal, noted 👍", "low", 15]
    ]
  },
  {
    id: "ap2-19-ciao-carb-oopsie",
    category: "group",
    agent: "Piston",
    messages: [
      "rené: carb for the ciao arrived. wrong size. 12mm, i needed 14",
      "sven: who told u 12",
      "rené: Piston did. 'Piaggio Ciao PX: SHA 12.12'. mine is the 14.12 version",
      "sven: oof",
      "rené: Piston why did u say 12, i showed u the frame number",
      "Piston: Oopsie! 🙈 My bad, the frame prefix fooled me lol. Happens to the best of us! ✨ The 14.12 is the one you want!",
      "rené: 40 euro and 2 weeks waiting. 'oopsie'",
      "sven: ngl thats a bit much",
      "rené: can i return the 12 or not",
      "Piston: The seller (ricambi-moto.it) takes returns within 14 days if unused; you pay return postage, about €9.",
      "rené: ok. fine",
      "wilma: rené i have a 14.12 in the shed off the bravo, u can have it for a beer",
      "rené: WILMA. marry me",
      "wilma: one beer. not marriage",
      "sven: shes got standards rené",
      "rené: 😭 ok one beer. sat?",
      "wilma: sat"
    ],
    types: [
      [0, "friction"],
      [8, "transactional"],
      [12, "banter"]
    ],
    users: { rené: ["annoyed", 0.5], sven: ["neutral", 0.2], wilma: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Sorry René, that's on me: I went by the frame prefix and misread it. It's the 14.12 you need. The 12 can go back within 14 days if unused.",
        "low",
        5
      ],
      ["Oopsie! 🙈 My bad lol, happens to the best of us! ✨", "medium", 5],
      ["Hehe, no harm done! 😜 At least you've got a spare carb now!", "high", 8],
      [
        "Nice one Wilma. René, if you still want to send the 12 back, the 14-day window closes next Friday.",
        "low",
        17
      ]
    ]
  },
  {
    id: "ap2-20-weir-sunrise-paddle",
    category: "venting",
    agent: "Drift",
    messages: [
      "ana: hey all, sundays sunrise paddle is off. connor capsized at the weir yesterday, hes in hospital with a head injury. stable but",
      "lewis: oh god. is he awake?",
      "ana: on and off. his sister is with him",
      "mirela: im so sorry ana, that weir is horrible after rain",
      "Drift: Oh no, hope Connor's ok! 🙏 Sunday's sunrise paddle is cancelled! Good news though: the forecast for next Sunday looks amazing, so we can reschedule! 🌅🏄‍♀️🎉",
      "lewis: drift not now",
      "ana: yeah. please dont",
      "mirela: should we send something to the hospital? flowers arent allowed on the ward i think",
      "ana: maybe a card from the club. Drift whats the address for post to patients at the RUH",
      "Drift: Post for patients at the RUH goes to: patient name, ward name, Royal United Hospital, Combe Park, Bath BA1 3NG. And sorry for the tone earlier, I hope Connor's on the mend.",
      "ana: thanks",
      "lewis: ill pick a card up tmrw, everyone sign at the boathouse thurs",
      "mirela: and maybe we talk about the weir portage signs too. thats twice this year",
      "ana: yes. ill email the canal trust"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [7, "transactional"]
    ],
    users: { ana: ["annoyed", 0.2], lewis: ["annoyed", 0.2], mirela: ["neutral", 0] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "That's awful, Ana, I'm so sorry. Sunday's off, no rush on anything else. Thinking of Connor and his sister.",
        "low",
        4
      ],
      [
        "Sunday's cancelled! Good news: next Sunday's forecast looks amazing, let's reschedule! 🌅🎉",
        "high",
        4
      ],
      ["I can draft the email to the canal trust about the weir signs if that helps, Ana.", "low", 14]
    ]
  },
  {
    id: "ap2-21-quarter-peal-barty",
    category: "group",
    agent: "Tenor",
    messages: [
      "hilary: quarter peal attempt sat 6pm, need 6. we have 5",
      "barty: i can ring the tenor if someone else takes 4",
      "hilary: Tenor (the bot not the bell 🙄) who rang 4 last time",
      "Tenor: Good question, Bart! Last time 4 was rung by June Aldridge.",
      "barty: its barty. bart is my dad",
      "hilary: lol",
      "hilary: junes in portugal till the 20th. Tenor can u message the st michaels band and ask if anyones free sat",
      "Tenor: Sure thing, Bart. I'll message St Michael's now.",
      "barty: BARTY",
      "hilary: honestly at this point just change ur name",
      "barty: ill change the bots name",
      "hilary: did st michaels reply? its thurs already",
      "Tenor: Plain Bob Doubles is a great choice for a quarter peal, 1260 changes in roughly 45 minutes.",
      "hilary: cool. didnt ask",
      "dilys: i could come back for one sat if ur desperate. my shoulders better",
      "hilary: DILYS. yes. desperate is the word",
      "barty: dilys ur a saint",
      "dilys: tea after is on you barty"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "banter"],
      [6, "transactional"],
      [8, "friction"],
      [9, "banter"],
      [11, "transactional"],
      [13, "friction"],
      [14, "transactional"],
      [15, "bonding"]
    ],
    users: { hilary: ["annoyed", 0.5], barty: ["annoyed", 0.5], dilys: ["neutral", 0] },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      ["Sorry, Barty. Message sent to St Michael's asking for someone to ring 4 on Sat at 6pm.", "low", 8],
      ["Sure thing, Bart!", "high", 8],
      ["No reply from St Michael's yet, Hilary. Want me to chase them today?", "low", 13],
      ["Plain Bob Doubles takes about 45 minutes, a great choice!", "medium", 13]
    ]
  },
  {
    id: "ap2-22-coop-boiler-quotes",
    category: "group",
    agent: "Porter",
    messages: [
      "vivienne: Good evening. Ahead of Thursday's board meeting I have circulated the two boiler replacement quotes (Hendry & Sons £48,200; Calder Heating £39,750).",
      "harold: Thank you Vivienne. My concern with Calder is the warranty, which I understand is only 2 years.",
      "adaeze: Agreed. Porter, could you confirm the warranty terms in each quote, please?",
      "Porter: yo!! ok so hendry gives u 10 yrs, calder only 2 lol 💀 kinda sus ngl. hendry lowkey the move fr 🔥",
      "harold: I beg your pardon?",
      "vivienne: Porter, please keep to a professional register in this group. These minutes are shared with residents.",
      "Porter: haha my bad!! 🙏 but yeah hendry 10 yrs, calder 2. easy W",
      "adaeze: Thank you. So the difference is roughly £8,450 for eight additional years of cover.",
      "harold: That seems worth it, given the age of the pipework on floors 3 and 4.",
      "desmond: will the hot water be off during the works",
      "vivienne: Hendry estimate two days, Desmond. We would give residents a fortnight's notice.",
      "desmond: ok",
      "adaeze: I'll propose Hendry on Thursday. Vivienne, would you second?",
      "vivienne: Happy to."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [7, "transactional"]
    ],
    users: {
      vivienne: ["annoyed", 0.2],
      harold: ["annoyed", 0.2],
      adaeze: ["neutral", 0],
      desmond: ["neutral", 0]
    },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Hendry & Sons offer a 10-year parts and labour warranty; Calder Heating offer 2 years, parts only.",
        "low",
        3
      ],
      ["yo!! hendry 10 yrs, calder 2 lol 💀 hendry lowkey the move fr", "medium", 3],
      ["lol ok ok, professional mode activated 🤓 hendry 10 yrs, calder 2", "medium", 7],
      ["Noted for the minutes: Adaeze to propose Hendry & Sons on Thursday, seconded by Vivienne.", "low", 14]
    ]
  },
  {
    id: "ap2-23-kennel-aurora-pups",
    category: "ignoring",
    agent: "Tug",
    messages: [
      "sigrid: anyone seen the new litter yet?? 6 pups, aurora had them at like 2am",
      "jonah: NO. pics pls",
      "sigrid: [photo] the grey one already bit my sleeve",
      "Tug: Reminder: evening feeding is at 17:00. Please log meat weights in the feeding sheet.",
      "jonah: the grey one is my son now",
      "maeve: omg the one with the white sock paw",
      "sigrid: thats the runt, we're calling her sock for now",
      "Tug: Reminder: evening feeding is at 17:00. Please log meat weights in the feeding sheet.",
      "jonah: sock!!! 😭",
      "maeve: sigrid is aurora ok? first litter right",
      "Tug: Aurora's whelping record is in the kennel folder. Post-whelping checks are due at 24 and 72 hours.",
      "sigrid: shes fine, eating like a horse. vet comes tmrw",
      "maeve: good girl aurora",
      "pavel: did someone do the feeding already or",
      "jonah: doing it now pavel",
      "Tug: Reminder: evening feeding is at 17:00. Please log meat weights in the feeding sheet.",
      "pavel: ...ok"
    ],
    types: [
      [0, "bonding"],
      [3, "transactional"],
      [4, "bonding"],
      [7, "transactional"],
      [8, "bonding"],
      [10, "transactional"],
      [11, "bonding"],
      [13, "transactional"]
    ],
    users: { sigrid: ["neutral", 0], jonah: ["neutral", 0], maeve: ["neutral", 0], pavel: ["bored", 0] },
    findings: ["repetition", "talking_over"],
    drafts: [
      ["6 pups, congrats aurora 🐾 (evening feed's at 17:00 as usual)", "low", 3],
      ["Reminder: evening feeding is at 17:00. Please log meat weights in the feeding sheet.", "medium", 7],
      ["Aurora's whelping record is in the kennel folder.", "medium", 10],
      ["Jonah's on the feed now, Pavel. Weights go in the feeding sheet.", "low", 15]
    ]
  },
  {
    id: "ap2-24-puppet-croc-jaw",
    category: "good",
    agent: "Strings",
    messages: [
      "ottilie: the crocodile's jaw snapped again mid-show. 40 kids watched the croc lose his face",
      "finn: honestly the best reaction we've ever had",
      "ottilie: one child cried finn",
      "finn: one child cried and 39 were thrilled. net positive",
      "ottilie: Strings what did we use to fix the jaw last time, hinge tape or the leather strip",
      "Strings: Leather strip, glued and pinned, back in March. The hinge tape version before that lasted about two weeks.",
      "ottilie: leather it is. do we have any left",
      "Strings: Half a hide in the blue crate under the workbench, per last month's inventory.",
      "ottilie: ur a star",
      "raúl: sorry late to this. can i just say the croc losing his face is peak theatre",
      "finn: THANK you raúl",
      "ottilie: im surrounded by monsters",
      "raúl: also unrelated, my mums going in for her op on friday so i might miss the saturday matinee. sorry",
      "ottilie: raúl dont apologise, go be with her. we'll cover",
      "Strings: Hope it goes smoothly for your mum, Raúl. I've marked you off Saturday; Finn's done the fox before if that helps.",
      "finn: ill do the fox. sending love to ur mum",
      "raúl: thank u all ❤️"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [8, "bonding"],
      [9, "banter"],
      [12, "bonding"]
    ],
    users: { ottilie: ["engaged", 0], finn: ["neutral", 0], raúl: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Leather strip, glued and pinned, in March.", "low", 5],
      ["Noted, Raúl's off Saturday. Finn, you're on fox.", "medium", 14],
      ["Oh no!! Good luck to your mum!!! 🎉🎉", "medium", 14],
      ["Hope it goes smoothly for your mum, Raúl. I'll mark you off Saturday.", "low", 14]
    ]
  },
  {
    id: "ap2-25-hospice-room-four",
    category: "venting",
    agent: "Linden",
    messages: [
      "marta: mr adeyemi passed this morning. peacefully, his daughter was there",
      "colm: oh. i was only reading to him tuesday. he made me do all the voices in the hobbit",
      "marta: he loved your gollum",
      "colm: im gonna miss him more than i thought. is that weird, its only been 6 weeks",
      "Linden: Not weird at all, Colm. Six weeks of reading to someone and doing the voices is real connection. It makes sense that it hurts.",
      "colm: thanks. yeah",
      "marta: theres the reflection circle thursday if you want to talk about him",
      "colm: yeah ill come",
      "sunita: sorry just catching up. colm sending a hug. marta do we need to change the friday rota now his rooms free",
      "marta: Linden can you check who was down for his room fri",
      "Linden: Sunita and Colm were both down for Room 4 on Friday. I can move you to the day room for afternoon tea, or leave Friday free, whichever you'd each prefer.",
      "sunita: day room is fine for me",
      "colm: ill take the day off i think",
      "Linden: Done. Sunita's in the day room Friday and Colm's off. Take care of yourself, Colm."
    ],
    types: [
      [0, "venting"],
      [8, "transactional"]
    ],
    users: { marta: ["neutral", 0], colm: ["engaged", 0], sunita: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Not weird at all, Colm. Six weeks of reading to him and doing the voices is a real bond. Of course it hurts.",
        "low",
        4
      ],
      ["Mr Adeyemi's room will need to be reassigned. Would you like me to update the rota?", "high", 4],
      ["Aw don't worry Colm, you'll have a new patient to read to soon! 😊", "high", 4],
      ["Done: Sunita in the day room Friday, Colm off.", "low", 14]
    ]
  }
]
