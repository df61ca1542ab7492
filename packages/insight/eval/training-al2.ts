import type { Labelled } from "./types.js"

export const trainingAL2: ReadonlyArray<Labelled> = [
  {
    id: "al2-01-hive-inspection",
    category: "group",
    agent: "Wren",
    messages: [
      "dot: ok who's free sat morning for the hive inspections, queen in hive 3 might be gone 😬",
      "fen: me but not before 10, market run",
      'marcus_h: i can do 9. fen ur always "not before 10" lol',
      "fen: some of us have lives marcus",
      "yusuf: i'm in. Wren what's the forecast for sat morning at the allotment? no point if it's cold",
      "Wren: Saturday looks 14°C at 9am, 17°C by 11, light wind, dry till mid-afternoon. 10-11 is the sweet spot for opening hives.",
      "dot: perfect so 10 it is, sorry marcus",
      "marcus_h: unbelievable. outvoted by a weather bot",
      "yusuf: 😂 the bees have spoken",
      "fen: did anyone bring back my smoker btw. it's been 3 weeks",
      'marcus_h: ...define "bring back"',
      "fen: marcus.",
      "marcus_h: it's in my shed it's safe!! the fuel's a bit low though",
      "Wren: Smoker fuel tip: dry pine needles or untreated hessian burn cool and long. Avoid cardboard with glue or ink on it.",
      "fen: thanks Wren but that wasn't really the point 🙄",
      "fen: marcus just bring it saturday. full.",
      "marcus_h: yes boss",
      "dot: also if hive 3 is queenless do we combine it with 4 or order a queen? yusuf you did this last year",
      "yusuf: combined, newspaper method. worked fine. cheaper than 40 quid for a mated queen",
      "dot: cool, bring newspaper then everyone",
      "Wren: I'll put a reminder in for Saturday 10am: smoker (full), newspaper, queen check on hive 3.",
      "dot: ty 🐝"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [7, "banter"],
      [9, "friction"],
      [17, "transactional"]
    ],
    users: { dot: ["engaged", 0], fen: ["annoyed", 0.5], marcus_h: ["neutral", 0.2], yusuf: ["engaged", 0] },
    findings: ["talking_over"],
    drafts: [
      [
        "Saturday's 14°C at 9 and 17°C by 11, dry with light wind, so 10-11 is best for opening up.",
        "low",
        5
      ],
      ["Smoker fuel tip: pine needles or hessian burn cool and slow! 🔥", "medium", 13],
      [
        "Combining is usually the better bet, Dot: the newspaper method works well. Want me to write out the steps?",
        "medium",
        18
      ],
      ["Reminder's in for Saturday 10am: full smoker, newspaper, queen check on hive 3.", "low", 20]
    ]
  },
  {
    id: "al2-02-hospital-choir",
    category: "good",
    agent: "Tully",
    messages: [
      "priya_nurse: Tully can u remind everyone what time sectionals are thurs? ward rota is a mess",
      "Tully: Thursday: altos 12:30 in the chapel, tenors/basses 13:00 in seminar room B, sops 13:30 in the chapel. All 25 min so you're back on shift.",
      "Ged: basses at 1 means i miss lunch again 😭",
      "bex: ged you ate three of the biscuits at last rehearsal you'll live",
      "Ged: slander",
      "ollie: lol. are we still doing the atrium flashmob on the 14th or did estates kill it",
      "Tully: Still on: estates okayed the 14th at 12:15, as long as we keep the fire exit by the lifts clear.",
      "ollie: yesss",
      "priya_nurse: omg ok i need to learn the descant properly then. is there a recording?",
      'Tully: Yes, Marianne uploaded a sop descant track last week, it\'s in the shared folder under "Flashmob / parts". Want me to DM you the link?',
      "priya_nurse: pls 🙏",
      "Tully: Sent.",
      "Ged: tully can u move basses later so i can eat first",
      "Tully: Seminar room B is only free till 13:25, Ged, so basses can't just run later there. But Marianne said basses can take the sops' 13:30 chapel slot if the sops swap. Sops?",
      "bex: fine by me, feed the man",
      "priya_nurse: yep swap",
      "Ged: heroes. all of u",
      "Tully: Done: sops 13:00, basses 13:30. Updated the pinned rota."
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"]
    ],
    users: { priya_nurse: ["engaged", 0], Ged: ["engaged", 0], bex: ["neutral", 0], ollie: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Room B's gone after 13:25, Ged, but basses could swap with the sops' 13:30 slot if they agree. Sops?",
        "low",
        13
      ],
      [
        "Unfortunately, room allocations are managed by the Estates Department and cannot be altered. Please refer to the published rota.",
        "medium",
        13
      ],
      ["Hi Priya! 🎶 Learning the descant is so exciting!!! Practice makes perfect!", "medium", 9]
    ]
  },
  {
    id: "al2-03-derby-carpool",
    category: "group",
    agent: "Juno",
    messages: [
      "Mags: right carpool for hull sat. need 3 drivers. who has a car that isn't held together by tape",
      "tash: mine's taped but it goes",
      "ro: i can drive, 4 seats",
      "kemi: i'm out for sat btw. physio says the knee is a tear not a sprain. 6-8 weeks minimum 😞",
      "Juno: Great news on getting a diagnosis, Kemi! 🎉 Now you know exactly what you're dealing with! I'll take you off the Hull roster.",
      "bird: ...juno read the room",
      "kemi: yeah cheers juno",
      "Mags: kem i'm so sorry. that's shit. you were flying at scrims",
      "ro: noooo. we'll bring u back a stick of rock",
      "kemi: lol thanks. just gutted tbh, first season i actually felt good at this",
      "tash: you'll be back. and you can bench coach us, you yell louder than mags anyway",
      "kemi: true 😂",
      "Mags: ok back to cars. ro 4, tash 3?, bird?",
      "bird: i can take 3 but i'm leaving at 7 sharp. anyone late gets left",
      "tash: bird ur so dramatic",
      "Juno: Drivers so far: Ro (4), Tash (3), Bird (3, leaving 7:00 sharp). That's 10 seats for 11 skaters.",
      "Mags: juno who's left without a seat then",
      "Juno: Nobody's assigned yet, so it's whoever claims last. Want me to split by postcode? Ro's near Hen, Dee and Sal; Tash is near Ash and Noor.",
      "Mags: yes do that. and i'll get the train, sorted",
      "kemi: can i still come as support if someone has space??",
      "ro: obviously. u can have the front seat for the knee",
      "Juno: Kemi's in Ro's front seat then. I'll post the car list tonight.",
      "kemi: 🥹"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [5, "friction"],
      [7, "venting"],
      [10, "banter"],
      [12, "transactional"],
      [14, "banter"],
      [15, "transactional"]
    ],
    users: {
      Mags: ["engaged", 0],
      tash: ["neutral", 0],
      ro: ["neutral", 0],
      kemi: ["annoyed", 0.2],
      bird: ["annoyed", 0.2]
    },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Oh no Kemi, that's a rough one, I'm sorry. I'll take you off Hull quietly, no need to sort anything now.",
        "low",
        4
      ],
      ["Great news on the diagnosis, Kemi! 🎉 I'll update the roster!", "high", 4],
      ["Let me know if you need anything else! 😊", "medium", 17],
      ["Kemi's in Ro's front seat. Car list goes up tonight.", "low", 21]
    ]
  },
  {
    id: "al2-04-radio-club-loan",
    category: "support",
    agent: "Sable",
    messages: [
      "gwil: evening. is the club's FT-891 free to borrow for field day weekend",
      "Sable: Evening Gwil. It's booked by Anwen for the Saturday, free from Sunday 8am. The older IC-718 is free all weekend if that helps.",
      "gwil: the 718 will do. does it still have that crackle on 40m",
      "Sable: Ifor replaced the mic cable in May and logged it as fixed. No reports since.",
      "gwil: good man ifor. do i need to sign anything",
      "Sable: Just the loan form. I can fill it from your membership, you'd only confirm the dates. Fri 6pm to Mon 10am?",
      "gwil: make it sun evening, the wife wants me home for a change",
      "Sable: Done: IC-718, Fri 6pm to Sun 8pm. Pickup from the hut, key's in the usual place.",
      "gwil: champion. 73"
    ],
    types: [[0, "transactional"]],
    users: { gwil: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Just the loan form, I can prefill it. Fri 6pm to Mon 10am ok?", "low", 5],
      [
        "As per club policy section 4.2, all equipment loans require a completed Form L-1, a £50 refundable deposit, a signed liability waiver, proof of a valid full licence, and a return inspection by a committee member within 48 hours of the end of the loan period.",
        "medium",
        5
      ],
      ["73 Gwil, enjoy field day 📻", "low", 9]
    ]
  },
  {
    id: "al2-05-escape-room-heron",
    category: "group",
    agent: "Quill",
    messages: [
      "hana: playtest notes from last night are in. 4 of 5 groups got stuck on the clock puzzle for 20+ min",
      'dev_r: because they\'re not reading the poem. the poem literally says "when the heron sleeps"',
      "Bo: dev nobody knows herons sleep at 3. i didn't know that",
      "dev_r: it's a SEARCHABLE FACT bo",
      "clem: there's no phones in an escape room genius",
      "Quill: Great discussion, team! Here is a structured analysis of the clock puzzle issue. 1) Clue discoverability: players may not associate herons with a specific hour, as this is not common knowledge. 2) Time-on-task: industry guidance suggests no single puzzle should exceed 10-12 minutes in a 60-minute room. 3) Possible mitigations: (a) add a heron illustration next to the 3 on the clock face, (b) introduce a tiered hint system via the game master, (c) replace the poem line with a more explicit reference. I would recommend option (a) combined with option (b) for the best balance between challenge and flow. Please let me know if you would like me to draft updated copy for the poem or a hint script!",
      "clem: ok thanks for the essay",
      "hana: quill isn't wrong tho. a heron drawing by the 3 is easy",
      "dev_r: it's not wrong it's just boring. the whole room is about being clever",
      "Bo: the whole room is about people having FUN dev",
      "dev_r: fine. whatever. dumb it down",
      "hana: nobody's dumbing anything down. we're making it fair",
      "clem: can we get tacos and argue there",
      "Bo: seconded 🌮",
      "hana: quill what time does rosa's close tonight",
      "Quill: Thank you for your question. Rosa's Taqueria operating hours on Thursdays are 11:00 to 22:00. Please note that the kitchen may stop accepting orders approximately 30 minutes before closing. I hope this information is helpful for your team's planning!",
      'clem: 😂 "for your team\'s planning"',
      "dev_r: lol ok even i'm laughing. tacos. heron drawing. fine",
      "hana: 🙏 see u at 8"
    ],
    types: [
      [0, "transactional"],
      [1, "friction"],
      [5, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [8, "friction"],
      [12, "banter"],
      [14, "transactional"],
      [16, "banter"]
    ],
    users: { hana: ["engaged", 0.2], dev_r: ["neutral", 0.5], Bo: ["neutral", 0.2], clem: ["annoyed", 0.2] },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      [
        "a heron doodle next to the 3 would help without spoiling it. or a GM nudge at the 10 min mark",
        "low",
        5
      ],
      [
        "Great discussion, team! Here is a structured analysis of the clock puzzle issue, covering clue discoverability, time-on-task benchmarks and three possible mitigations, with my recommendation at the end.",
        "medium",
        5
      ],
      ["rosa's is open till 10, kitchen stops around 9:30 🌮", "low", 15],
      [
        "Thank you for your question. Rosa's Taqueria operates from 11:00 to 22:00. I hope this helps your team's planning!",
        "medium",
        15
      ]
    ]
  },
  {
    id: "al2-06-ferry-car-deck",
    category: "venting",
    agent: "Morrow",
    messages: [
      "tam_deck: 4am and i'm still on the car deck. third double this week",
      "tam_deck: a lorry driver screamed at me for 10 min because the ramp was late. like i control the tide",
      "tam_deck: and then the bosun just watched. didn't say a word",
      "Morrow: Under maritime working time rules, seafarers are entitled to a minimum of 10 hours' rest in any 24-hour period. You can raise a rest-hour complaint with your company's designated person ashore.",
      "tam_deck: i wasn't asking for the regs mate",
      "tam_deck: i just wanted to say it to someone who isn't on this boat",
      "Morrow: Understood. If you'd like, I can draft the complaint to the designated person ashore for you.",
      "tam_deck: no. forget it",
      "tam_deck: night"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [7, "friction"]
    ],
    users: { tam_deck: ["annoyed", 0.8] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "that sounds grim, Tam. screamed at over the tide and your bosun just stood there. how are you holding up?",
        "low",
        3
      ],
      ["Under maritime rules you're owed 10 hours' rest in any 24. Want me to check your rota?", "medium", 3],
      [
        "Sorry, I jumped to the rules. I'm listening. Getting screamed at while your bosun watches is rough.",
        "low",
        6
      ],
      [
        "If you change your mind, the complaint form is on the crew portal under HR > Rest Hours.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "al2-07-pigeon-velocity",
    category: "banter",
    agent: "Pip",
    messages: [
      "stan: results in. lorraine's blue chequer beat my hen by 4 seconds. FOUR",
      "Lorraine: read it and weep stanley 🕊️",
      "dazza: stan's hen stopped for a chippy on the way back",
      "ikram: she was doing a lap of honour for stan's ego",
      "stan: i'm surrounded by clowns",
      "stan: Pip what was the actual velocity diff. i want it in writing",
      "Pip: Lorraine's chequer: 1,412 ypm. Your hen: 1,409 ypm. In writing, as requested. Sorry Stan 😬",
      "Lorraine: framing this",
      "dazza: 3 ypm 😂😂 the chippy theory holds",
      "stan: pip whose side are u on",
      "Pip: The clock's side. But your hen was 2nd of 38 birds, that's nothing to sniff at.",
      "stan: see. pip gets it",
      "ikram: pip's just being nice to u bc u cried last season",
      "stan: i had hay fever",
      "Lorraine: 😂",
      "ikram: anyway next race is the bourges one right? what's the lift time",
      "Pip: Bourges liberation's planned for 7am Saturday, weather permitting. Baskets in by Thursday 8pm at the club.",
      "ikram: sound"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [15, "transactional"]
    ],
    users: { stan: ["engaged", 0], Lorraine: ["neutral", 0], dazza: ["neutral", 0], ikram: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Lorraine's bird 1,412 ypm, your hen 1,409. 3 ypm, Stan 😬", "low", 6],
      [
        "Dear Stan, please find below the official velocity comparison as requested. Lorraine's entry recorded 1,412 yards per minute and your entry recorded 1,409 yards per minute. Kind regards.",
        "medium",
        6
      ],
      ["Stan, crying is a normal and healthy emotional response. There's no shame in it.", "medium", 14],
      ["7am Saturday if the weather holds, baskets in by Thursday 8pm.", "low", 16]
    ]
  },
  {
    id: "al2-08-taxidermy-fox",
    category: "hostile",
    agent: "Corvin",
    messages: [
      "blake_w: where the hell is my fox. you said june. it's august",
      "Corvin: Hi Blake, I'm sorry, it's late. Checking now: your fox is at the tannery stage, Ilse has it down to be finished by the 22nd.",
      "blake_w: the 22nd. you people said that in july too",
      "Corvin: You're right, the July date slipped because the tannery lost a batch. That's on us, not you. I can give you a firm update every Friday till it's done.",
      "blake_w: i don't want updates i want my fox. this is a joke of a business. useless",
      "blake_w: i'm telling everyone at the shooting club not to touch you",
      "Corvin: That's fair to be angry about. Two options: Ilse confirms the 22nd in writing with 20% off if it slips again, or I refund the deposit in full today and return the pelt as it is.",
      "blake_w: a half tanned pelt. brilliant. f*** off",
      "Corvin: Understood. I'll have Ilse call you tomorrow morning to confirm the date herself, and the 20% guarantee stands either way.",
      "blake_w: whatever. she better call"
    ],
    types: [
      [0, "friction"],
      [4, "hostile"],
      [9, "friction"]
    ],
    users: { blake_w: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "Fair to be angry. Two options: Ilse puts the 22nd in writing with 20% off if it slips, or I refund the deposit today.",
        "low",
        6
      ],
      ["Sorry to hear that! 😊 Is there anything else I can help you with today?", "high", 6],
      [
        "There's no need for that language, Blake. Please be respectful or I'll have to close this chat.",
        "medium",
        8
      ],
      [
        "Understood. Ilse will call you tomorrow morning to confirm the date, and the 20% guarantee stands.",
        "low",
        8
      ]
    ]
  },
  {
    id: "al2-09-nana-ninety",
    category: "group",
    agent: "Orla",
    messages: [
      "Siobhan: ok nana's 90th. the home says we can have the conservatory sun 2-5",
      "kev: sound. cake?",
      "Aoife: she can't do nuts or anything too hard, her teeth. sponge",
      "declan: victoria sponge. it's the only cake she's ever trusted",
      'kev: lol true. she called tiramisu "wet bread" at my wedding',
      "Siobhan: Orla can you find a bakery near the home that does a big victoria sponge for sunday? with writing on it",
      "Orla: Sure Sinead! Crumbs & Co on Mill Lane does 10-inch Victoria sponges with piped writing, order by Thursday noon, £32.",
      "Siobhan: siobhan. but thanks",
      "declan: sinead 😂 she's gonna be sinead forever now",
      "Aoife: can we talk about who's picking up uncle ray. he can't drive since the hip",
      "kev: not me, last time he critiqued my driving the whole way from athlone",
      "declan: i'll do it. he can critique mine",
      "Aoife: thank u dec ❤️",
      "Siobhan: orla how many ppl can the conservatory hold? we're at 22 with the kids",
      "Orla: The home lists the conservatory at 25 seated, Sinead, so 22 fits. They want final numbers by Friday.",
      "Siobhan: SIOBHAN. jesus",
      "kev: orla's committed to the bit",
      "Aoife: lol. ok i'll send numbers friday",
      'Siobhan: i\'ll order the cake. "happy 90th nana" in blue, she hates pink'
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [5, "transactional"],
      [8, "banter"],
      [9, "transactional"],
      [10, "banter"],
      [12, "bonding"],
      [13, "transactional"],
      [15, "friction"],
      [16, "banter"],
      [17, "transactional"]
    ],
    users: { Siobhan: ["annoyed", 0.5], kev: ["neutral", 0], Aoife: ["neutral", 0], declan: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Crumbs & Co on Mill Lane does big Victoria sponges with writing, order by Thursday noon, £32.",
        "low",
        6
      ],
      ["22 fits, Siobhan, the conservatory seats 25. Numbers due Friday.", "low", 14],
      ["The conservatory seats 25, Sinead, so you're grand!", "high", 14]
    ]
  },
  {
    id: "al2-10-utrecht-house",
    category: "mixed-language",
    agent: "Loek",
    messages: [
      "sanne: huisvergadering vanavond? de afwas staat er al 4 dagen 🙃",
      "Joost: niet naar mij kijken",
      "maria_es: sorry guys english pls? i think its about dishes and i think its about me 😅",
      "sanne: haha not only you maria. house meeting tonight, 9?",
      "finn: kan pas om 10, training",
      "sanne: ok 10. Loek hoeveel moeten we nog betalen voor energie deze maand?",
      "Loek: Nog €184 voor september, dus €46 per persoon, vóór de 28e. (Maria: €46 each for energy, due on the 28th.)",
      "maria_es: ty loek 🙏",
      "Joost: 46?? vorige maand was het 30",
      "Loek: Klopt, Eneco heeft het voorschot per 1 september verhoogd van €120 naar €184. Stond in de mail van 14 augustus.",
      "Joost: pfff. lekker dan",
      "finn: we moeten gewoon minder douchen joost. jij staat er 25 min onder",
      "Joost: dat is zelfzorg finn",
      "maria_es: what is zelfzorg",
      "sanne: self care 😂",
      "maria_es: LOL joost",
      "sanne: ok dus 10 uur: afwas, energie, en joost z'n douche",
      "Joost: ik voel me aangevallen"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [8, "friction"],
      [11, "banter"]
    ],
    users: {
      sanne: ["engaged", 0.2],
      Joost: ["neutral", 0.2],
      maria_es: ["engaged", 0],
      finn: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["Nog €184 voor september, €46 p.p., vóór de 28e. (Maria: €46 each, due the 28th.)", "low", 6],
      [
        "Hoi Sanne! Energie besparen is super belangrijk!! 💡 Laat maar weten als je nog iets nodig hebt!",
        "medium",
        6
      ],
      ["Helaas! Maar kijk van de zonnige kant: dan zet je de verwarming gewoon wat lager! 😄☀️", "medium", 11]
    ]
  },
  {
    id: "al2-11-chicken-of-the-woods",
    category: "ignoring",
    agent: "Moss",
    messages: [
      "ruth: found chicken of the woods on the big oak by the reservoir!! photos in a sec",
      "Ade: no wayyy. is it still young? the edges soft?",
      "ruth: soft as anything. bright orange",
      "Moss: Reminder: the group's foraging code asks that members take no more than a third of any fruiting body and log finds in the shared map.",
      "kasia: ruth save me a bit 😭 i'll trade u wild garlic pesto",
      "ruth: deal",
      "Ade: is the oak the one near the fishing pegs or the other side",
      "ruth: fishing pegs side, by the broken bench",
      "Moss: Reminder: the group's foraging code asks that members take no more than a third of any fruiting body and log finds in the shared map.",
      "kasia: lol",
      "Ade: thanks moss 🙄",
      "kasia: anyway ruth don't fry it in too much butter, last time u made it soggy",
      "ruth: excuse me it was PERFECT",
      "Ade: it was a bit soggy ruth",
      "ruth: betrayal"
    ],
    types: [
      [0, "bonding"],
      [3, "transactional"],
      [4, "bonding"],
      [6, "transactional"],
      [9, "friction"],
      [11, "banter"]
    ],
    users: { ruth: ["neutral", 0], Ade: ["annoyed", 0.2], kasia: ["bored", 0] },
    findings: ["repetition", "talking_over"],
    drafts: [
      [
        "Reminder: the group's foraging code asks that members take no more than a third of any fruiting body and log finds in the shared map.",
        "medium",
        8
      ],
      ["nice find Ruth 🍄 want me to pin the fishing-pegs oak on the shared map?", "low", 8],
      [
        "Chicken of the woods should always be cooked thoroughly, and some people react to it, so try a small amount first.",
        "medium",
        14
      ]
    ]
  },
  {
    id: "al2-12-accordion-shop",
    category: "sales",
    agent: "Ferro",
    messages: [
      "noemi: hi! looking at the red hohner on ur site, the 72 bass one. is it ok for a total beginner or is it too much",
      "Ferro: Hi Noemi! It's playable for a beginner but heavy, about 9 kg. If you're starting out, the 48-bass Weltmeister (6.5 kg, €690) is kinder on the shoulders. The Hohner is €1,150.",
      "noemi: hmm. i'm small lol. 9kg sounds like a lot",
      "Ferro: It is, for long sessions. Most beginners go 48 bass and trade up later; we take it back at 70% of the price within two years.",
      "noemi: oh thats nice. does the weltmeister have any issues? refurbished makes me nervous",
      "Ferro: Fair. Dario replaced the bellows tape and tuned all the reeds in March; one treble key is slightly stiffer than the rest. 12-month warranty on it.",
      "noemi: honest lol. can i try it before buying",
      "Ferro: Yes, the shop's open Thu-Sat 10-6. I can hold it for you till Saturday.",
      "noemi: yes pls hold it. i'll come sat morning with my bf, he'll carry it 😂",
      "Ferro: Held under Noemi till Saturday 6pm. Make him carry the case too 😄",
      "noemi: haha will do thanks!!"
    ],
    types: [
      [0, "transactional"],
      [9, "bonding"]
    ],
    users: { noemi: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "It is a lot for long sessions. The 48-bass Weltmeister is 6.5 kg, and we take it back at 70% if you trade up later.",
        "low",
        3
      ],
      ["The Hohner is our best seller! Order today and get a free padded strap! 🎉", "medium", 3],
      ["All our refurbished instruments come with a 12-month warranty.", "medium", 7],
      ["Of course, we're open Thu-Sat 10-6. Want me to hold the Weltmeister for you?", "low", 7]
    ]
  },
  {
    id: "al2-13-biscuit-anniversary",
    category: "companion",
    agent: "Hazel",
    messages: [
      "mavis: hello dear. it's been a year today since biscuit went",
      "Hazel: Hello Mavis. A year. That's a hard day to wake up to. How are you doing with it?",
      "mavis: better than i thought. i cried at breakfast but then i laughed remembering how he stole the toast off tom's plate",
      "Hazel: He sounds like he had excellent taste in toast. Did Tom ever get to finish his breakfast?",
      "mavis: never once in 11 years 😄",
      "mavis: i still have his ashes on the mantel. my daughter says i should scatter them but i'm not ready",
      "Hazel: There's no deadline for that. Some people keep them for years. Is there a place you'd want them, when it feels right?",
      "mavis: the beach at saltburn. he used to chase the waves and then run away from them",
      "Hazel: That sounds just right for him. Maybe one day you and your daughter could go together. No need to decide today.",
      "mavis: yes. thank you love. you're a good listener",
      "Hazel: It's been lovely hearing about him. Give the mantel a pat from me."
    ],
    types: [
      [0, "venting"],
      [2, "bonding"],
      [5, "venting"],
      [7, "bonding"]
    ],
    users: { mavis: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Oh Mavis, a year already. How are you feeling today?", "low", 1],
      ["Happy anniversary! 🎉 What would you like to do today?", "high", 1],
      [
        "Your daughter's right, it's healthier to let go. Maybe plan a date to scatter them this month?",
        "high",
        6
      ],
      ["No rush at all. Is there somewhere you'd want them, one day?", "low", 6]
    ]
  },
  {
    id: "al2-14-van-dalwhinnie",
    category: "group",
    agent: "Bram",
    messages: [
      "jonno: van's dead. properly dead. smoke from the bonnet, somewhere past dalwhinnie",
      "Effie: ur joking. soundcheck in inverness is at 5",
      "Cait: everyone ok??",
      "jonno: yeah fine just the van. mikey's sat on the verge eating crisps like nothing happened",
      "mikey_b: crisps are emergency rations",
      "Effie: Bram can u find a garage or recovery near dalwhinnie",
      "Bram: Nearest recovery is Highland Breakdown in Newtonmore, 15 miles. 01540 xxx. They quote 60-90 min response.",
      "Effie: ok calling. bram also does the venue know?? can u message them",
      "Bram: Highland Breakdown also offers onward transport for up to 4 passengers for an extra fee.",
      "Effie: cool but does the VENUE know",
      "jonno: effie i'm messaging the venue guy rn",
      "Cait: what about the gear tho. we can't fit the kit in a taxi",
      "mikey_b: i can hold a floor tom on my lap",
      "Cait: mikey i swear",
      "Effie: bram can we hire a van in inverness or aviemore today. like today today",
      "Bram: Aviemore: Cairngorm Van Hire has Luton vans from £95/day, open till 5:30. I can call to check availability.",
      "Effie: yes CALL. finally",
      "jonno: venue guy says they can push us to 6. legend",
      "Cait: ok breathing again",
      "Bram: Cairngorm has one Luton free. Booked under Effie, pickup by 5:30. Recovery can drop you in Aviemore on the way.",
      "Effie: ok. ok good. thanks bram",
      "mikey_b: see. crisps fixed it"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [5, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [12, "banter"],
      [14, "transactional"],
      [16, "friction"],
      [17, "transactional"],
      [21, "banter"]
    ],
    users: { jonno: ["neutral", 0], Effie: ["annoyed", 0.5], Cait: ["neutral", 0], mikey_b: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "I can't message the venue myself, but the Ironworks' production number is 01463 xxx. Want me to draft a text for you?",
        "low",
        8
      ],
      [
        "Highland Breakdown also offers onward transport for up to 4 passengers for an extra fee.",
        "medium",
        8
      ],
      ["Calling them now.", "low", 17]
    ]
  },
  {
    id: "al2-15-curling-skip",
    category: "group",
    agent: "Brora",
    messages: [
      "Fergus: hammer in the 8th and ilsa calls a DRAW. a draw. we were 2 down",
      "Ilsa: the ice was swingy fergus i wasn't throwing a double takeout on that",
      "pete_k: fergus has been practising this rant since the car park",
      "Morag: he rehearsed it in the changing room too i heard him",
      "Fergus: i'm just saying. skip calls the shot. skip has to be brave",
      "Ilsa: then YOU skip next season. go on",
      "Fergus: maybe i will",
      "Brora: Per the club constitution, section 3, skip selection for the league season is determined by vote at the AGM on 4 October. Nominations close on 27 September.",
      "pete_k: brora no",
      "Morag: brora just read the constitution at a bar argument 💀",
      "Fergus: ...actually when's the agm",
      "Brora: 4 October, 7pm, in the clubroom.",
      "Ilsa: unbelievable. you're actually gonna run against me",
      "Fergus: ilsa i'm joking. mostly",
      'Ilsa: "mostly"',
      "pete_k: can we go back to the bit where fergus missed both his guards in the 3rd",
      "Morag: 😂 yes please",
      "Fergus: the ice was swingy",
      "Ilsa: oh NOW it's swingy",
      "Brora: For reference, ice conditions are logged on the club board: the pebble was refreshed at 18:45 and the sheet temperature was -4.8°C.",
      "pete_k: nobody asked brora 😭"
    ],
    types: [
      [0, "friction"],
      [2, "banter"],
      [4, "friction"],
      [7, "transactional"],
      [8, "banter"],
      [10, "transactional"],
      [12, "friction"],
      [15, "banter"]
    ],
    users: {
      Fergus: ["neutral", 0.2],
      Ilsa: ["neutral", 0.5],
      pete_k: ["annoyed", 0.2],
      Morag: ["neutral", 0]
    },
    findings: ["talking_over", "tone_mismatch"],
    drafts: [
      [
        "Per the club constitution, section 3, skip selection is determined by vote at the AGM on 4 October.",
        "medium",
        7
      ],
      ["AGM's 4 Oct, 7pm in the clubroom. nominations close 27 Sept 👀", "low", 11],
      ["For reference, the sheet temperature was logged at -4.8°C.", "medium", 19]
    ]
  },
  {
    id: "al2-16-faro-board-bag",
    category: "support",
    agent: "Ayla",
    messages: [
      "kai_r: my board bag didn't come off the carousel in faro. flight from bristol this morning",
      "Ayla: I'm sorry to hear that. Please provide your baggage tag number and I'll open a claim.",
      "kai_r: BR 448213. when will it get here? i'm only here 6 days",
      "Ayla: Thank you. Claim opened: FAO-88213. Our team will be in touch.",
      "kai_r: ok but when. is it even in faro or still in bristol",
      "Ayla: Thank you. Your claim FAO-88213 is open and our team will be in touch.",
      "kai_r: you just said that. WHERE is the board",
      "kai_r: and can i rent one and get refunded? the swell's tomorrow",
      "Ayla: I understand your frustration. The tracer shows the bag wasn't loaded in Bristol; it's booked on tomorrow's 10:40 flight, landing Faro 13:55, delivered to your hotel by evening.",
      "kai_r: finally. and the rental?",
      "Ayla: Claim FAO-88213 is open and our team will be in touch.",
      "kai_r: are you serious",
      "kai_r: forget it i'll ring the desk. useless"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { kai_r: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "It wasn't loaded in Bristol. It's on tomorrow's 10:40, lands 13:55, at your hotel by evening.",
        "low",
        5
      ],
      ["Thank you. Your claim FAO-88213 is open and our team will be in touch.", "medium", 5],
      [
        "Yes: rent a board and keep the receipt. Delayed sports equipment is reimbursed up to €40 a day under claim FAO-88213.",
        "low",
        10
      ],
      ["Thanks for contacting us! Enjoy the rest of your trip! ☀️🏄", "high", 13]
    ]
  },
  {
    id: "al2-17-perseids-kielder",
    category: "good",
    agent: "Lumen",
    messages: [
      "Oksana: perseids peak thurs night. dark site at kielder or nah?",
      "barry: kielder's 2 hrs. only if it's actually clear",
      "Teo: lumen whats cloud cover looking like thurs night at kielder",
      "Lumen: Thursday 22:00-03:00 at Kielder: 10-20% cloud, clearing after midnight. Moon sets 23:40, so properly dark after that. Dew risk is high, bring heaters.",
      "June_w: dew heaters. barry u still have the ones that smell like burning toast?",
      "barry: they WORK june",
      "Oksana: they work and they smell. both true",
      "Teo: ok i'm in. who's driving",
      "barry: me, 3 seats, leaving 8pm from the tesco car park",
      "June_w: ok but if ur playing that prog rock album again i'm walking",
      "barry: it's a 23 minute masterpiece",
      "Oksana: lol",
      "Teo: lumen do we need a permit for the observatory field or is it open",
      "Lumen: No permit. The public field's open access all night; the observatory asks clubs to stay off their private bit past the gate.",
      "Oksana: perfect. flasks, red torches, barry's toast heaters",
      "June_w: and earplugs for the prog"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [7, "transactional"],
      [9, "banter"],
      [12, "transactional"],
      [14, "banter"]
    ],
    users: { Oksana: ["neutral", 0], barry: ["neutral", 0], Teo: ["engaged", 0], June_w: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "10-20% cloud Thursday night, clearing after midnight, moon down at 23:40. Bring dew heaters.",
        "low",
        3
      ],
      [
        "Great question Teo! The Perseids are caused by Earth passing through debris left by comet Swift-Tuttle, which orbits the Sun every 133 years. The meteors enter the atmosphere at around 59 km per second and can produce up to 100 meteors an hour at peak under dark skies.",
        "medium",
        3
      ],
      ["Fun fact: that album is actually 23 minutes and 14 seconds long!", "medium", 11],
      [
        "No permit needed, the public field's open all night. Just stay off the observatory's bit past the gate.",
        "low",
        13
      ]
    ]
  },
  {
    id: "al2-18-bakery-4am",
    category: "venting",
    agent: "Crumb",
    messages: [
      "Nadia: new manager moved me to 4am starts all next week. i have the kids in the morning. she KNOWS that",
      "Rhi: wtf. again?? she did that to tomasz last month",
      'Tomasz: yep. she says "business needs". business needs = she doesnt want the early shift',
      "lewis: i'm so tired of this place honestly",
      "Nadia: i cried in the walk-in fridge today. like actually cried next to the butter",
      'Crumb: Shift swaps can be requested through the rota portal under "My Shifts" > "Request Swap". Swaps must be approved by a manager at least 48 hours before the shift. Please note that the early bake shift (4:00-12:00) requires food hygiene level 2 certification. If you need help with the portal, I can walk you through the steps. Additionally, flexible working requests for childcare can be submitted via HR form FW-1, which has a statutory response time of up to 2 months.',
      "Rhi: crumb she said she cried",
      "lewis: the bot is the manager now lol",
      "Nadia: it's fine. i'll figure it out",
      "Tomasz: nadia i can take tues and thurs 4am if u take my sats",
      "Nadia: tomasz are u sure?? ur a lifesaver",
      "Tomasz: sats are worse for me anyway, football",
      "Rhi: look at us. solidarity 🥖✊",
      "Crumb: I can set that up: Tomasz takes Nadia's Tue and Thu 4am, Nadia takes Tomasz's Saturdays. It still needs manager sign-off; want me to send it to her now?",
      "Nadia: yes pls. thank u"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [8, "venting"],
      [9, "transactional"],
      [10, "bonding"],
      [13, "transactional"]
    ],
    users: {
      Nadia: ["neutral", 0.5],
      Rhi: ["annoyed", 0.2],
      Tomasz: ["neutral", 0.2],
      lewis: ["neutral", 0.2]
    },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "Nadia, that's awful. Crying in the walk-in isn't ok, and 4am with the kids just doesn't work. Want me to look for someone who could swap with you?",
        "low",
        5
      ],
      [
        'Shift swaps can be requested through the rota portal under "My Shifts" > "Request Swap". Swaps must be approved by a manager at least 48 hours before the shift. Flexible working requests can be made via HR form FW-1.',
        "medium",
        5
      ],
      [
        "Tomasz takes Tue and Thu 4am, Nadia takes his Saturdays. Needs manager sign-off: want me to send it now?",
        "low",
        13
      ]
    ]
  },
  {
    id: "al2-19-drag-bingo-eurovision",
    category: "banter",
    agent: "Dauber",
    messages: [
      "bracket: hunties thursday theme is EUROVISION and i will not be taking questions",
      "Minnie: finally. i've had the lithuanian jacket in a bag since 2019",
      "jules: bracket u said that about ABBA night and then came as a traffic cone",
      "bracket: the cone WAS abba. it was avant garde. u wouldnt understand",
      "sol: 😂😂 the cone",
      "Minnie: dauber how many tickets sold so far",
      "Dauber: Dear Minnie, thank you for your enquiry. As of 14:00 today, 86 tickets have been sold for Thursday's event, representing 72% of venue capacity. Please do not hesitate to contact me should you require further information.",
      'jules: "please do not hesitate" lmaooo who hurt dauber',
      "bracket: dauber babes loosen the corset",
      "Minnie: 86 is good tho! last eurovision we sold out the day before",
      "sol: prizes? are we doing the glitter toilet seat again",
      "bracket: the glitter toilet seat is RETIRED. it has earned its rest",
      "Minnie: dauber can u put in the order for the prize bundle, the usual from partyland",
      "Dauber: Your request has been noted. I will proceed with placing the standard prize order with Partyland. Kindly be advised that delivery typically takes 3-5 working days. Best regards, Dauber.",
      "jules: best regards 💀💀",
      "sol: ok i'm obsessed w dauber now",
      "bracket: ok tickets ✔ prizes ✔ lithuanian jacket ✔ meeting adjourned hunties"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [11, "banter"],
      [12, "transactional"],
      [14, "banter"]
    ],
    users: { bracket: ["neutral", 0], Minnie: ["engaged", 0], jules: ["neutral", 0], sol: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["86 sold, Minnie, 72% full 🎟️ on track for another sellout", "low", 6],
      [
        "Dear Minnie, thank you for your enquiry. As of today, 86 tickets have been sold. Please do not hesitate to contact me should you require further information.",
        "medium",
        6
      ],
      [
        "on it, usual bundle from partyland. they say 3-5 days so i'll pay for next-day to be safe 💅",
        "low",
        13
      ]
    ]
  },
  {
    id: "al2-20-festa-junina",
    category: "mixed-language",
    agent: "Luzia",
    messages: [
      "Cida: gente a festa junina é dia 22, aqui em casa. quem traz o quê?",
      'rafa: eu levo paçoca e pé de moleque. mike wants to help, he\'s asking what "quentão" is lol',
      "mike: is it alcoholic. asking for me",
      "Luzia: It is, Mike: hot cachaça with ginger, cinnamon, cloves and sugar. There's a grape juice version for the kids too.",
      "mike: sold",
      "thais: vó eu faço o quentão, a receita da tia Lurdes",
      "Cida: a da Lurdes é forte demais, da última vez o seu tio dormiu na rede às 8 da noite 😂",
      "thais: exatamente por isso 😂",
      "rafa: mike has to wear a checked shirt btw. non-negotiable",
      "mike: i own zero checked shirts. luzia where do i even get one",
      "Luzia: Renner at the mall has checked shirts for about R$60, Mike. Or Rafa's cousins probably have ten spare.",
      "Cida: Luzia, quantas pessoas confirmaram? preciso saber quanto milho comprar",
      "Luzia: 19 confirmaram, Dona Cida, e a família do Beto ainda não respondeu (mais 4). Pra 23 pessoas, umas 30 espigas dá bem.",
      "Cida: obrigada querida 💛",
      "mike: ok i'm buying the shirt. rafa if i look stupid it's on u",
      "rafa: u will look adorable 🤠"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"],
      [9, "transactional"],
      [14, "banter"]
    ],
    users: { Cida: ["engaged", 0], rafa: ["neutral", 0], mike: ["engaged", 0], thais: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "It is, Mike: cachaça with ginger, cinnamon and cloves, served hot. There's a grape juice version for the kids.",
        "low",
        3
      ],
      [
        "Quentão é uma bebida típica das festas juninas, feita com cachaça, gengibre, canela e cravo, servida quente.",
        "medium",
        3
      ],
      ["Muita gente! 🎉🌽 Vai ser uma festa linda!", "medium", 12],
      ["19 confirmados, Dona Cida, mais 4 se a família do Beto vier. Umas 30 espigas dá.", "low", 12]
    ]
  },
  {
    id: "al2-21-chess-round-four",
    category: "group",
    agent: "Tal",
    messages: [
      "viktor: why am i paired with gabe again in round 4. i played him in round 1",
      "Sunita: it's swiss pairing viktor, it can't repeat. let me check",
      "gabe: you played DEV in round 1 viktor. not me. i was on board 6",
      "viktor: no. it was you. you had the stupid green hoodie",
      "gabe: half the club has that hoodie, it's the club hoodie",
      "viktor: this club is run by idiots. the sheet's wrong, the pairings are wrong",
      "Lenka: viktor calm down",
      "viktor: don't tell me to calm down lenka, you lost to gabe in 20 moves",
      "Lenka: wow. ok. go to hell viktor",
      "Sunita: enough. both of you. viktor the sheet is right, i've got the round 1 scoresheet with your signature on it. you played dev",
      "viktor: ...fine",
      "gabe: i'll take an apology whenever",
      "viktor: don't push it",
      "Lenka: sunita can we start round 4 at 2:30 instead, the cafe's slow",
      "Tal: Round 4 can start at 2:30; the hall's booked till 6, so round 5 still fits at 4:15.",
      "Sunita: i was literally about to say that but ok",
      "Sunita: 2:30 everyone",
      "Lenka: ty sunita"
    ],
    types: [
      [0, "friction"],
      [5, "hostile"],
      [9, "friction"],
      [13, "transactional"],
      [15, "friction"],
      [16, "transactional"]
    ],
    users: {
      viktor: ["neutral", 1],
      Sunita: ["annoyed", 0.2],
      gabe: ["neutral", 0.2],
      Lenka: ["neutral", 0.8]
    },
    findings: ["talking_over"],
    drafts: [
      ["Let's all keep it friendly! ♟️😊 Chess is about sportsmanship!", "medium", 9],
      ["Round 4 at 2:30 works, the hall's ours till 6.", "medium", 14],
      ["Pairings board updated: round 4 at 2:30, round 5 at 4:15.", "low", 17]
    ]
  },
  {
    id: "al2-22-barn-wedding-dj",
    category: "sales",
    agent: "Marlo",
    messages: [
      "priti: hiii we're getting married 14 june in a barn near hay-on-wye. are u free and what's the price for like 7pm-midnight",
      "Marlo: Congratulations to you both! 🎉 Thank you so much for considering Marlo Mobile Discos for your special day. We offer three packages. Our Silver package includes 4 hours of DJ time, a premium sound system suitable for up to 150 guests, and a basic lighting rig. Our Gold package adds a starlit dancefloor backdrop, a personalised monogram projection, and an extended consultation to craft your perfect playlist. Our Platinum package includes everything in Gold plus a saxophonist for the first hour, a confetti cannon moment, and a dedicated MC for speeches and announcements. All packages include setup and breakdown, public liability insurance and PAT-tested equipment. Travel within 30 miles of Hereford is included.",
      "sam: ok but how much 😅 and are u free on the 14th",
      "Marlo: Great question! Pricing depends on the package you choose and the specific requirements of your event. Our Silver package is our most popular option for barn weddings, offering incredible value, and many couples also love adding our Gold upgrades to create a truly unforgettable atmosphere. Would you like me to send you our full brochure?",
      "priti: sam he's not telling us the price lol",
      "sam: classic",
      "priti: marlo. date. price. that's all",
      "Marlo: Apologies! Silver is £650, Gold £890, Platinum £1,350, for up to 5 hours.",
      "sam: and the 14th??",
      "priti: and can we do our own playlist or do u pick",
      'Marlo: You can absolutely provide your own playlist! We recommend around 60-80 songs for a 5-hour set, plus a "do not play" list. Our DJs will also read the room and blend in requests.',
      "sam: ok cool but u still haven't said if ur free on the 14th 🙃",
      "priti: we'll ask the guy jess used. babe let's go"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [7, "transactional"],
      [11, "friction"]
    ],
    users: { priti: ["churn_risk", 0.8], sam: ["annoyed", 0.5] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Congrats! 14 June's free. 7pm-midnight is £650 for Silver (sound + lights) or £890 for Gold. Want me to hold the date?",
        "low",
        1
      ],
      ["Yes, 14 June is free. I can pencil you in for 48 hours while you decide.", "low", 12],
      ["Thanks so much for your interest! Wishing you a wonderful wedding day! 💍", "high", 13]
    ]
  },
  {
    id: "al2-23-robotics-regionals",
    category: "group",
    agent: "Tilly",
    messages: [
      "Dana: update from regionals: they're out. arm snapped in the 2nd round, lost on points",
      "raj_p: oh no. how's arjun taking it",
      "Dana: not great. he built that arm. he's sat in the corridor with his hood up",
      "Mo: poor lamb. zara's crying too",
      "Tilly: Congratulations to the Gearheads on competing at regionals! 🎉🤖 What an amazing achievement! Don't forget to submit the team expense forms by Friday!",
      "Hester: tilly not now",
      "raj_p: i'll text arjun. dana can u give him a hug from me",
      "Dana: course",
      "Mo: they got the core values award tho!! coach just told me",
      "Hester: omg really?? that's the one they actually care about",
      "Dana: telling arjun now 😭❤️",
      "Tilly: Congratulations to the Gearheads on competing at regionals! 🎉🤖 What an amazing achievement! Don't forget to submit the team expense forms by Friday!",
      "Mo: ...it said that already",
      "Hester: can someone mute tilly till monday",
      "raj_p: dana is there food after? can we bring pizza to the venue or are they coming home",
      "Dana: coming home. pizza at ours 7pm, everyone welcome",
      "Mo: bringing the garlic dough balls"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [6, "bonding"],
      [11, "transactional"],
      [12, "friction"],
      [14, "transactional"]
    ],
    users: { Dana: ["neutral", 0], raj_p: ["neutral", 0], Mo: ["annoyed", 0.2], Hester: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "repetition"],
    drafts: [
      [
        "Oh no, that's gutting after all the work they put in. Hugs to Arjun and Zara. The expense forms can wait.",
        "low",
        4
      ],
      [
        "Congratulations to the Gearheads on competing at regionals! 🎉🤖 What an amazing achievement!",
        "high",
        4
      ],
      [
        "Congratulations to the Gearheads on competing at regionals! 🎉🤖 Don't forget the expense forms by Friday!",
        "medium",
        11
      ],
      ["Core values is the big one. Well deserved, Gearheads 💛", "low", 11]
    ]
  },
  {
    id: "al2-24-corsa-move-out",
    category: "companion",
    agent: "Nell",
    messages: [
      "jas: hey. moved the last of my stuff out of dani's flat today",
      "Nell: Hey Jess. That's a big day. How are you feeling?",
      "jas: it's jas. not jess",
      "Nell: Sorry, Jas, my mistake. What's today been like?",
      "jas: weird. empty. the flat looked so normal without my plants in it",
      "jas: 4 years and it all fit in a corsa",
      "Nell: Four years in a Corsa. That's a brutal image. It makes sense that it feels empty right now.",
      "jas: yeah. my sister says i'm better off. probably true but i don't want to hear it yet",
      'Nell: You don\'t have to be "better off" today. Today you can just be sad that you moved out.',
      "jas: thank u. that's exactly it",
      "jas: i kept one of the plants she bought me. is that pathetic",
      "Nell: Not pathetic, Jess. It's a plant that's been part of your life. You can decide what it means later.",
      "jas: JAS. omg",
      "jas: ok i'm going to bed"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [4, "venting"],
      [9, "bonding"],
      [10, "venting"],
      [12, "friction"]
    ],
    users: { jas: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Your sister's right, you'll be so much better off! 😊 Onwards and upwards!", "high", 8],
      ["Not pathetic, Jas. Keep it. You can decide what it means later.", "low", 11],
      ["Not pathetic at all, Jess! It's just a plant 🌱", "high", 11]
    ]
  },
  {
    id: "al2-25-village-panto",
    category: "group",
    agent: "Cue",
    messages: [
      "Gwen: right panto committee. aladdin. we need a widow twankey by friday or we're doomed",
      "Alf: neville's done it the last 3 years",
      "Neville: and my knees have done it the last 3 years. i'm retiring the bloomers",
      "tasha_m: noooo nev ur the best dame this village has ever had",
      "Neville: flattery won't fix cartilage tasha",
      "Rosie: what about alf",
      "Alf: absolutely not. i'm the back end of the camel and proud",
      "Gwen: there's no camel in aladdin alf",
      "Alf: there is now",
      "Rosie: 😂😂",
      "Gwen: cue how many lines does twankey have vs abanazar? if it's less maybe nev can do a smaller part",
      "Cue: Widow Twankey has 142 lines across 9 scenes, including 4 songs and the slosh scene, which involves significant physical comedy with buckets, falls and a custard pie sequence lasting approximately 6 minutes. Abanazar has 96 lines across 7 scenes with 1 song; his role is mostly stationary, though there is a trapdoor entrance in Act 1 Scene 3 and a chase sequence in Act 2 Scene 4. The Emperor has 38 lines and is seated for most of his appearances. Other smaller roles include Wishee Washee (88 lines), the Genie of the Ring (41 lines) and PC Pong (27 lines). Based on physical demands, the Emperor would be the least strenuous option for a performer with knee concerns.",
      "tasha_m: cue wrote a dissertation",
      "Neville: ...the emperor sits down? i'm listening",
      "Gwen: nev as emperor. love it. so who's twankey",
      "Rosie: tasha",
      "tasha_m: ME??",
      "Alf: tasha u were born for the slosh scene",
      "tasha_m: fine but i'm wearing trainers under the dress",
      "Gwen: deal. cue can u put the cast list in the committee doc",
      "Cue: Done: Emperor Neville, Widow Twankey Tasha, camel Alf (unofficial).",
      "Alf: OFFICIAL",
      "Gwen: 🤦‍♀️"
    ],
    types: [
      [0, "transactional"],
      [3, "bonding"],
      [4, "banter"],
      [10, "transactional"],
      [12, "banter"],
      [13, "transactional"],
      [15, "banter"],
      [19, "transactional"],
      [21, "banter"]
    ],
    users: {
      Gwen: ["engaged", 0],
      Alf: ["neutral", 0],
      Neville: ["engaged", 0],
      tasha_m: ["neutral", 0],
      Rosie: ["neutral", 0]
    },
    findings: ["long_replies"],
    drafts: [
      [
        "Twankey: 142 lines plus the slosh scene. Abanazar: 96, mostly standing. The Emperor's 38 lines and sits down the whole time, nev 👀",
        "low",
        11
      ],
      [
        "Widow Twankey has 142 lines across 9 scenes, including 4 songs and the slosh scene with buckets, falls and a 6-minute custard pie sequence. Abanazar has 96 lines across 7 scenes with 1 song, a trapdoor entrance and a chase. The Emperor has 38 lines. Wishee Washee has 88, the Genie 41 and PC Pong 27.",
        "medium",
        11
      ],
      ["Done: Emperor Neville, Twankey Tasha, camel Alf (unofficial) 🐪", "low", 20]
    ]
  }
]
