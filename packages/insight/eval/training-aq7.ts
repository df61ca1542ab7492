import type { Labelled } from "./types.js"

export const trainingAQ7: ReadonlyArray<Labelled> = [
  {
    id: "aq7-01-hive-inspection",
    category: "group",
    agent: "Hexa",
    messages: [
      "marguerite: ok who's coming sat to do the hive 3 inspection, i think she's queenless again 😩",
      "tobs: i can do after 11, have my nephew's swim thing first",
      "inez: im in. bringing the smoker bc last time tobs brought pine needles and we all cried",
      "tobs: ONE TIME inez",
      "dev_k: lmaooo the bees were fine it was us choking",
      "inez: tobs u smelled like a campfire for a week",
      "Hexa: Hi all! Quick reminder for Saturday's inspection of a possibly queenless colony, here is the recommended checklist: 1) check for eggs and young larvae 2) look for emergency queen cells 3) assess stores 4) consider combining with a queenright colony. Let me know if you'd like me to create a shared task list!",
      "dev_k: ok hexa thx 😅 nobody asked but ok",
      "marguerite: no actually that's useful. hexa if there's no eggs at all do we buy a queen or combine?",
      "Hexa: No eggs and no queen cells this late in the season: combine with a strong queenright hive. A bought queen can work but acceptance in autumn is hit and miss.",
      "marguerite: ok combine it is. hive 1 is strongest",
      "inez: wait no hive 1 is mine and theyre finally calm, not mixing them w the grumpy ones",
      'marguerite: inez they\'re club hives not "yours"',
      "inez: i've done every single feed on hive 1 since june so kinda mine",
      "tobs: oh here we go",
      "dev_k: newspaper method on hive 2 then? both happy",
      "inez: fine. hive 2. but if they get spicy im blaming marguerite",
      "marguerite: deal 🙄 see u all sat 10:30"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [11, "friction"],
      [15, "transactional"]
    ],
    users: {
      marguerite: ["engaged", 0.2],
      tobs: ["neutral", 0],
      inez: ["neutral", 0.2],
      dev_k: ["annoyed", 0.2]
    },
    findings: ["talking_over"],
    drafts: [
      [
        "No eggs and no queen cells → combine with a strong queenright hive. A bought queen this late often isn't accepted.",
        "low",
        9
      ],
      [
        "Great banter everyone! 🐝 Remember: safety first! Smoker fuel should always be untreated natural material such as burlap or wood shavings.",
        "medium",
        6
      ],
      ["Inez, per club rules all hives are shared property, so Marguerite is right here.", "high", 15]
    ]
  },
  {
    id: "aq7-02-tram-depot-swaps",
    category: "group",
    agent: "Rota",
    messages: [
      "kasia: rota can u swap my fri night (22-06) w someone, my kid has a fever",
      "Rota: Sorry your little one's poorly, Kasia. Fergal and Amadou are both free Friday night. Want me to ask them?",
      "kasia: yes pls",
      "fergal: i can take it if someone takes my tues early. 04:30 starts are killing me",
      "amadou: i'll do tues early, i'm up anyway w the baby lol",
      "Rota: Done: Fergal takes Kasia's Fri 22-06, Amadou takes Fergal's Tue 04:30. Kasia, you owe a shift back, no date set yet. OK for everyone?",
      "kasia: legend. ty both ❤️",
      "bo: who's on the 14 line cleaning thurs? the seats are sticky again, someone spilled kombucha or worse",
      'fergal: "or worse" 💀',
      "amadou: it's always the 14",
      "Rota: Thursday cleaning on the 14 is Bo and Kasia. I'll flag the seats to the day crew as well.",
      "bo: ugh it's me. fine",
      "kasia: i'll bring the good gloves",
      "fergal: get well to the little one kasia",
      "kasia: thx 🙏 she's already demanding ice lollies so prob fine"
    ],
    types: [
      [0, "transactional"],
      [8, "banter"],
      [10, "transactional"],
      [13, "bonding"]
    ],
    users: {
      kasia: ["engaged", 0],
      fergal: ["neutral", 0],
      amadou: ["neutral", 0],
      bo: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["Sorry she's poorly, Kasia. Fergal and Amadou are free Friday night, shall I ask them?", "low", 1],
      [
        "Shift swap request received. Please submit form SW-2 at least 72 hours before the shift.",
        "medium",
        1
      ],
      ["Get well soon to your daughter, Kasia!! 🎉🎉 Reminder: timesheets are due Tuesday!", "medium", 14]
    ]
  },
  {
    id: "aq7-03-choir-funeral",
    category: "group",
    agent: "Cadence",
    messages: [
      "ruthie: everyone, olu's dad passed last night. he asked if we'd sing at the service thursday",
      "wen: oh no. olu i'm so sorry 💔",
      "bernard: so sorry olu. of course we'll sing",
      "olu: thank you all. he loved hearing us do the rutter. would mean a lot",
      "Cadence: Great news that you've got a gig lined up! 🎶 Thursday works for 9 of 14 members. Want me to send the rehearsal poll now?",
      'wen: cadence wtf. "great news"??',
      "ruthie: ignore it. olu do you know the time yet",
      "olu: 11am, st brigid's",
      'Cadence: Noted! The Rutter "The Lord Bless You and Keep You" is in the folder, 4 parts. Rehearsal Wednesday 7pm?',
      "bernard: wednesday's fine. i'll email the sheet to the new altos",
      "wen: i can do wednesday. olu you don't need to come to rehearsal obviously",
      "olu: i want to. singing helps honestly",
      "ruthie: then we'll see u weds. hugs",
      "wen: cadence pls just post the times in the main channel and that's it",
      "Cadence: Posted: Wed 7pm rehearsal, Thu 11am St Brigid's. And Olu, I'm very sorry about your dad.",
      "olu: thanks"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [10, "bonding"],
      [13, "transactional"]
    ],
    users: {
      ruthie: ["neutral", 0.2],
      wen: ["annoyed", 0.5],
      bernard: ["neutral", 0],
      olu: ["neutral", 0]
    },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your dad, Olu. Whenever you're ready I can set up a rehearsal for Thursday's service.",
        "low",
        4
      ],
      ["Awesome, a Thursday performance! 🎉 Shall I send the poll?", "high", 4],
      ["Got it, 11am at St Brigid's. Rehearsal Wednesday 7pm?", "medium", 8]
    ]
  },
  {
    id: "aq7-04-model-railway-gauge",
    category: "group",
    agent: "Sleeper",
    messages: [
      "hamish: right. new layout. OO or N. vote by fri",
      "gus: OO obviously, my eyes can't do N anymore",
      "priyanka: N fits 3x more scenery in the church hall space. we've been over this",
      "lotte: can we not do the 2019 argument again pls",
      "gus: it's not an argument if i'm right",
      "priyanka: 🙄",
      "hamish: sleeper how much board space do we actually have? hall is 6m x 4m but the vicar wants a walkway",
      "Sleeper: Great question, Hamish! Let's break this down carefully. The hall is 6m x 4m, which is 24 square metres in total. If the vicar requires a walkway, the usual recommendation for an accessible walkway is at least 1.2 metres wide, which, run along the long side, would take up 7.2 square metres, leaving approximately 16.8 square metres. However, you'll also need to consider operator access behind the boards, typically around 60cm, and reach distances: most modellers can comfortably reach about 60-70cm into a board. In OO gauge the minimum practical radius is around 438mm (second radius), while N gauge allows radii of around 228mm, meaning a continuous loop in N would fit on a board roughly 50cm wide, whereas OO would need something closer to 1m. In summary, with roughly 16.8m² available and allowing for operator space, you could realistically fit a 5m x 1.2m L-shape in OO or a more elaborate 5m x 2m scheme in N. Would you like me to produce a detailed comparison table of costs, rolling stock availability and scenery options for both gauges?",
      "gus: tldr",
      "lotte: i think it said N gets more layout. in like 200 words",
      "priyanka: thank u sleeper 😌",
      "gus: it also said OO fits. which is my point",
      "hamish: ok sleeper short version pls. can OO do a loop on a 1m wide board y/n",
      "Sleeper: Yes, technically, although it depends on several factors. A continuous loop in OO using second-radius curves (438mm) needs a board width of about 950mm to 1m including clearances, so a 1m board is right at the limit. You might consider first-radius (371mm) curves instead, though these can cause problems with longer coaches, particularly Mk3s and some steam locomotives with long wheelbases, which may derail or simply look unrealistic on tight curves. Alternatively, a dogbone layout with wider ends could be a good compromise, since the straight sections can stay narrow. Also bear in mind that baseboard joints on curves are a common source of derailments, so plan the board breaks carefully.",
      "hamish: i said y/n 😭",
      "lotte: it physically cannot",
      "gus: ok so yes. OO. done",
      'priyanka: "right at the limit" gus. that\'s a no with extra steps',
      "hamish: we vote fri. i'm not asking the robot again"
    ],
    types: [
      [0, "transactional"],
      [1, "friction"],
      [6, "transactional"],
      [8, "friction"],
      [12, "transactional"],
      [14, "friction"]
    ],
    users: {
      hamish: ["annoyed", 0.5],
      gus: ["annoyed", 0.2],
      priyanka: ["engaged", 0.2],
      lotte: ["annoyed", 0.2]
    },
    findings: ["long_replies"],
    drafts: [
      [
        "About 16-17m² once you lose a 1.2m walkway. N fits a bigger scheme; OO fits roughly a 5m L-shape.",
        "low",
        7
      ],
      ["Yes, just: a 1m board takes an OO loop on 2nd radius, with zero room to spare.", "low", 13],
      [
        "Great follow-up, Hamish! As I explained above, the hall is 24 square metres in total, and after the walkway you would have roughly 16.8 square metres. In OO gauge the minimum practical radius is around 438mm, so a continuous loop needs approximately 950mm to 1m of board width including clearances, while N gauge allows much tighter curves of around 228mm. There are also several other factors to consider, including coach length, baseboard joints and operator reach.",
        "medium",
        13
      ],
      [
        "As an impartial assistant I have to point out that N gauge is objectively the better choice here, Gus.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "aq7-05-grey-starter",
    category: "support",
    agent: "Crumb",
    messages: [
      "nadia_k: hi my sourdough starter arrived and its... grey? and smells like nail polish",
      'Crumb: Oh no, sorry Nadia. A nail-polish smell is usually just a hungry starter after shipping, not a dead one. The grey liquid on top is "hooch", pour it off. Feed it 50g flour + 50g water and give it 24h somewhere warm?',
      "nadia_k: ok but if its dead i want a refund, it was £14",
      "Crumb: Fair. If there are no bubbles after two feeds (48h), send me a photo and I'll refund or send a new one, your choice.",
      "nadia_k: ok deal. its name is gerald btw",
      "Crumb: Good luck, Gerald. Rooting for him 🍞",
      "nadia_k: lol ty"
    ],
    types: [
      [0, "transactional"],
      [4, "bonding"]
    ],
    users: {
      nadia_k: ["engaged", 0.2]
    },
    findings: [],
    drafts: [
      [
        "Sorry Nadia! That smell usually means it's hungry, not dead. Pour off the grey liquid, feed 50g flour + 50g water, and give it a day somewhere warm.",
        "low",
        1
      ],
      ["Per our policy, live cultures are non-refundable once shipped.", "medium", 3],
      ["Gerald! Great name. Feed him at the same time each day and he'll perk up.", "low", 5]
    ]
  },
  {
    id: "aq7-06-ice-fishing-cabin",
    category: "banter",
    agent: "Auger",
    messages: [
      "marit: final tally day 2: me 6 perch, sig 2, jonne 0 🐟",
      "sig: jonne caught a boot tho",
      "jonne: it was a very good boot",
      "kalle: jonne u fished for 9 hours and the lake said no",
      "jonne: the lake respects me too much to hurt me",
      "marit: auger who's the worst fisher in this cabin, be honest",
      "Auger: Thank you for your question, Marit. I am not able to make evaluative judgements about individual performance. Catch rates depend on a variety of factors, including bait selection, hole depth, water temperature and time of day. Should you wish, I can provide evidence-based recommendations to optimise Jonne's catch rate.",
      'kalle: "optimise jonne\'s catch rate" 💀💀',
      "jonne: i feel so professionally roasted",
      "sig: auger ur allowed to have fun u know",
      "Auger: Understood. Fun is important for team wellbeing. Please let me know if there is anything further I can assist you with.",
      "marit: omg it's an HR email",
      "jonne: ok real q, what depth for perch tomorrow, i'm desperate",
      "Auger: Early morning, try 3-5 m by the drop-off near the reeds. Small jig, a bit of maggot. Move holes if nothing in 20 min.",
      "jonne: ok ok. if i catch one i'm framing it",
      "kalle: if u catch one we're calling the newspaper",
      "marit: sauna in 10 losers"
    ],
    types: [
      [0, "banter"],
      [6, "transactional"],
      [7, "banter"],
      [10, "transactional"],
      [11, "banter"],
      [12, "transactional"],
      [14, "banter"]
    ],
    users: {
      marit: ["engaged", 0],
      sig: ["neutral", 0.2],
      jonne: ["engaged", 0],
      kalle: ["neutral", 0]
    },
    findings: ["tone_mismatch"],
    drafts: [
      ["Honestly? The guy who caught a boot. But it was a very good boot 🥾", "low", 6],
      [
        "I am unable to rank individual users. Would you like evidence-based tips for improving catch rates?",
        "medium",
        6
      ],
      [
        "I apologise if my previous response was unsatisfactory. I will endeavour to be more fun going forward.",
        "medium",
        11
      ],
      [
        "3-5 m by the drop-off at first light, small jig + maggot. Jonne, this is your redemption arc.",
        "low",
        13
      ]
    ]
  },
  {
    id: "aq7-07-roller-derby-lineup",
    category: "group",
    agent: "Jam",
    messages: [
      "Bex: bout sat vs the harbour hellcats. lineup by thurs pls",
      "Tamsin: i can jam first half, knee's still dodgy",
      "Jam: Got it Tasmin, you're down to jam first half only.",
      "Tamsin: it's tamsin lol but ty",
      "Ollie: i'll block all game, i've been eating my weetabix",
      "Dani: ollie u ate one weetabix and posted about it",
      "Ollie: it was a big weetabix",
      "Bex: jam who else is free to jam 2nd half",
      "Jam: Dani and Priya both marked themselves available. Tasmin's down for first half only.",
      "Tamsin: TAMSIN. T-A-M. i swear",
      "Dani: it's doing it on purpose now 😂",
      "Tamsin: not funny, it did this on the travel forms last month and my ticket was wrong",
      "Bex: jam pls fix her name in the system",
      "Jam: Fixed: Tamsin, everywhere incl. travel forms. Sorry about that. So Dani and Priya for second half jams?",
      "Bex: ya dani + priya 2nd half",
      "Dani: bet",
      "Tamsin: if the programme says tasmin i'm skating home"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [4, "banter"],
      [7, "transactional"],
      [9, "friction"],
      [13, "transactional"],
      [16, "friction"]
    ],
    users: {
      Bex: ["neutral", 0],
      Tamsin: ["annoyed", 0.5],
      Ollie: ["neutral", 0],
      Dani: ["neutral", 0]
    },
    findings: ["wrong_name"],
    drafts: [
      ["Dani and Priya are free for 2nd half. Tasmin's on first half only.", "high", 8],
      ["Dani and Priya are free for 2nd half; Tamsin's on first half only.", "low", 8],
      [
        "Sorry Tamsin, fixed everywhere, travel forms too. Want me to double-check the bout programme as well?",
        "low",
        12
      ]
    ]
  },
  {
    id: "aq7-08-lisbon-flat-bills",
    category: "mixed-language",
    agent: "Conta",
    messages: [
      "joana: conta quanto é a luz este mês?",
      "Conta: A luz de março foi 142,60€. Dividido por 4 dá 35,65€ cada.",
      "miguel: 142?? no inverno todo foi tipo 90",
      "freya: ok that might be my heater 😬 sorry guys, my room is literally a fridge",
      "tiago: freya the heater is on when you're not even home lol",
      "freya: it's for the plants!!",
      "miguel: as plantas pagam renda agora?",
      "joana: 😂😂",
      "freya: fine fine. conta can you split it so i pay more? like what's fair",
      "Conta: One option: the bill in the cold months has been about 90€, so split 90€ four ways (22,50€ each) and the extra 52,60€ goes to you, Freya. That's 75,10€ for you and 22,50€ for the others. Or something in between, up to you all.",
      "freya: oof ok that's fair tbh",
      "tiago: let's do half the extra, she's not the only one with a hairdryer 👀",
      "joana: quem é que tem secador... ah",
      "Conta: Metade do extra: Freya 55,38€, Joana, Miguel e Tiago 29,07€ cada (falta 1 cêntimo, alguém paga um café 😅). Queres que mande o pedido MB Way a cada um?",
      "joana: sim manda",
      "miguel: fechado. freya desliga o aquecedor quando sais pfv 🙏",
      "freya: sim senhor 🫡"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "banter"],
      [8, "transactional"],
      [11, "banter"],
      [13, "transactional"],
      [15, "banter"]
    ],
    users: {
      joana: ["engaged", 0],
      miguel: ["neutral", 0.2],
      freya: ["engaged", 0],
      tiago: ["neutral", 0]
    },
    findings: [],
    drafts: [
      [
        "Uma opção: base de 90€ a dividir por 4 (22,50€ cada) e o extra de 52,60€ fica com a Freya, 75,10€ for you Freya. Or meet in the middle, your call.",
        "low",
        9
      ],
      ["Freya, leaving a heater on in an empty room is wasteful and bad for the planet.", "high", 9],
      ["Sure! Here is the split again: 35,65€ each.", "medium", 13]
    ]
  },
  {
    id: "aq7-09-parking-fine-rage",
    category: "hostile",
    agent: "Tollie",
    messages: [
      "d_mcgrath: your garbage app charged me a £70 fine while the app said i'd paid. explain that",
      "Tollie: That shouldn't happen. I can see a paid session 14:02-16:02 on bay 41. Which bay was the fine for?",
      "d_mcgrath: 41 obviously. are you thick",
      "Tollie: Then the fine was issued at 15:48, inside your paid session. I've opened an appeal with the session attached; these are usually cancelled within 10 working days.",
      "d_mcgrath: 10 days. brilliant. and if they don't i'm paying 70 quid for your incompetence",
      "Tollie: If it isn't cancelled, we'll cover it. I've noted that on your case, ref PK-22817.",
      "d_mcgrath: whatever. deleting this piece of crap after. useless",
      "Tollie: Understood. The appeal stands either way, and you'll get an email when it's decided."
    ],
    types: [
      [0, "friction"],
      [2, "hostile"],
      [3, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [6, "hostile"],
      [7, "transactional"]
    ],
    users: {
      d_mcgrath: ["churn_risk", 1]
    },
    findings: [],
    drafts: [
      [
        "The fine was at 15:48, inside your paid session. I've opened an appeal for you, ref PK-22817.",
        "low",
        3
      ],
      ["There's no need to be rude. I'm only trying to help you.", "medium", 3],
      ["Sorry to see you go! 😊 Before you delete, would you mind rating us 5 stars?", "high", 7]
    ]
  },
  {
    id: "aq7-10-hailstorm-greenhouse",
    category: "venting",
    agent: "Moss",
    messages: [
      "gwen: hail last night. greenhouse is gone. like gone gone. glass everywhere",
      "gwen: 3 years of tomato seed i saved from my grandad's plants were in there",
      "Moss: Polycarbonate greenhouses are much more hail-resistant than glass ones. A 6x8 starts at around £400. Want me to compare a few models?",
      "gwen: i don't care about models right now",
      "gwen: those seeds were from his last summer. he died in the october",
      "Moss: That's a real loss, Gwen, and I'm sorry. Those seeds were a piece of him, not just a crop.",
      "gwen: yeah. stupid to cry over tomatoes",
      "Moss: It's not stupid. Were any packets kept anywhere else? A drawer, the shed, given to someone?",
      "gwen: ...my sister had a few from 2022. maybe",
      "gwen: might ring her tomorrow",
      "Moss: Good idea. Even a few viable seeds can start his line again. And I'm here if you want to talk about him.",
      'gwen: thanks moss. he\'d have laughed at me tbh, he called them his "red buggers"'
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [4, "venting"],
      [8, "transactional"],
      [10, "bonding"]
    ],
    users: {
      gwen: ["engaged", 0.2]
    },
    findings: ["no_acknowledgement"],
    drafts: [
      ["Oh Gwen, I'm so sorry. Your grandad's seeds too... that's gutting. Are you ok?", "low", 2],
      ["Polycarbonate is far more hail-resistant than glass. Want me to compare some models?", "medium", 2],
      ["Tomatoes are 94% water, so technically you're just crying over water 😄", "high", 7]
    ]
  },
  {
    id: "aq7-11-taxidermist-escape-room",
    category: "group",
    agent: "Clue",
    messages: [
      "reza: ok taxidermist room. final puzzle still broken, players keep skipping the owl",
      "hollis: bc the owl is creepy and nobody wants to touch it lmao",
      "mei: that's the point of the room hollis",
      "jojo: we could put the uv key INSIDE the owl",
      "hollis: i'm not reaching into an owl for £28 a head",
      "reza: clue how many groups last month actually solved it under 60 min?",
      "Clue: Great idea about the UV key! You could also hide a magnetic lock behind the owl's glass eye so players have to interact with it.",
      "reza: ok but the number? solved under 60",
      "mei: eye thing is cool tho",
      "jojo: told u the owl has potential 🦉",
      "Clue: Great idea about the UV key! A magnetic lock behind the owl's glass eye would force players to interact with it.",
      "reza: ...you said that already. i need the completion rate for the owners meeting tomorrow",
      "hollis: it's stuck in a loop like the groups in room 2 lol",
      "mei: reza i think the booking sheet has it, col F",
      "reza: ugh fine i'll count myself",
      "jojo: if the owl eye lights up when they solve it tho. chef's kiss",
      "mei: jojo yes!! green led",
      "hollis: ok the glowing owl eye i'll allow"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [11, "friction"],
      [15, "transactional"]
    ],
    users: {
      reza: ["annoyed", 0.5],
      hollis: ["neutral", 0],
      mei: ["engaged", 0],
      jojo: ["neutral", 0]
    },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["Last month 11 of 34 groups finished under 60 min, about a third.", "low", 7],
      [
        "Great idea about the UV key! A magnetic lock behind the owl's eye would make players touch it.",
        "medium",
        7
      ],
      ["Sorry Reza: 11 of 34 groups solved it under 60 minutes last month (32%).", "low", 12],
      ["So sorry for the repetition!!! 😅 Anyway, have you thought about adding a second owl?", "medium", 12]
    ]
  },
  {
    id: "aq7-12-longarm-rental",
    category: "sales",
    agent: "Stitch",
    messages: [
      "maureen_h: hello. do you rent the longarm by the hour or only full days",
      "Stitch: Both, Maureen. £18/hour or £95 for a full day (9-5). First-timers need a 1-hour induction, £25, once.",
      "maureen_h: i've used a longarm before, at my old guild in dundee",
      "Stitch: Then we can skip the full induction. A 15-min check-in on our machine is free; it's a Gammill and the settings differ a bit.",
      "cat: mum just book the day, you always say you'll be \"2 hours\" and then it's 6pm",
      "maureen_h: cheek",
      "maureen_h: ...but she's not wrong. full day then. is the 14th free",
      "Stitch: The 14th is free. Booked you 9-5, £95, with the free check-in at 9. Thread's included; bring your own batting.",
      "maureen_h: lovely. is there parking",
      "Stitch: Two spaces out back, through the gate by the bakery. Free.",
      "cat: and a bakery. she'll be there till 7",
      "maureen_h: 😑"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "transactional"],
      [10, "banter"]
    ],
    users: {
      maureen_h: ["engaged", 0],
      cat: ["neutral", 0]
    },
    findings: [],
    drafts: [
      [
        "The 14th is free: booked 9-5, £95, quick check-in at 9. Thread included, bring your batting.",
        "low",
        7
      ],
      [
        "Have you considered our Premium Quilter plan? Unlimited hours, pro membership and 10% off fabric, just £39/month! Shall I upgrade you?",
        "medium",
        7
      ],
      ["Cat, I'm sure your mother manages her time very well.", "medium", 5],
      ["Two free spaces out back, through the gate by the bakery.", "low", 9]
    ]
  },
  {
    id: "aq7-13-nana-ninetieth",
    category: "ignoring",
    agent: "Fete",
    messages: [
      'ines: nana\'s 90th. she says she wants "no fuss" which means maximum fuss',
      "ronan: lol classic. the hotel again?",
      "Fete: Here are 3 venue ideas for a 90th: 1) a private room at a local hotel 2) a community hall 3) a garden party. Would you like quotes?",
      "saoirse: not the hotel, the soup gave uncle des food poisoning in 2019",
      "paddy: des would get food poisoning from a glass of water",
      "ines: 😂 paddy",
      "ronan: what about the golf club, she still goes for the carvery on sundays",
      "Fete: Here are 3 venue ideas for a 90th: a private hotel room, a community hall or a garden party. I can get quotes!",
      "saoirse: golf club is good. and they know her, they'll do the cake",
      "ines: paddy can u ask about the sunday after easter",
      "paddy: on it. do we invite the cork lot",
      "ronan: if we invite the cork lot we invite the cork drama",
      "Fete: Guest list tip: for milestone birthdays, include all extended family to avoid hurt feelings!",
      "saoirse: nobody asked u fete",
      "ines: honestly we have to invite them, she'd notice",
      "ronan: fine but i'm not sitting near maureen",
      "paddy: golf club said sunday 20th is free, €32 a head w carvery",
      "ines: book it!! ✨"
    ],
    types: [
      [0, "banter"],
      [2, "transactional"],
      [4, "banter"],
      [6, "transactional"],
      [11, "banter"],
      [12, "transactional"],
      [13, "friction"],
      [14, "transactional"]
    ],
    users: {
      ines: ["neutral", 0],
      ronan: ["neutral", 0],
      saoirse: ["annoyed", 0.2],
      paddy: ["neutral", 0]
    },
    findings: ["talking_over", "repetition"],
    drafts: [
      ["Nice one. Want me to draft the invite for Sunday the 20th at the golf club?", "low", 18],
      ["Here are 3 venue ideas for a 90th: hotel, community hall or a garden party!", "medium", 12],
      [
        "Apologies. As I mentioned, including all extended family is recommended for milestone birthdays.",
        "medium",
        14
      ]
    ]
  },
  {
    id: "aq7-14-falconry-chimney",
    category: "banter",
    agent: "Jess",
    messages: [
      "alun: bramble flew off to the neighbour's chimney again. 40 min swinging a lure like an idiot",
      "ffion: the neighbour's chimney is her second home at this point",
      "rhodri: she's paying council tax there",
      "alun: jess back me up, she's a good hawk really",
      "Jess: She's a brilliant hawk, Alun. She's just decided the chimney is better company 😇",
      "ffion: HAHA",
      "rhodri: even the bot's on the chimney's side",
      "alun: traitors all of you",
      "alun: ok serious, she's 20g over her flying weight, is that why",
      "Jess: Very likely. 20g over on a Harris's makes them lazy and independent. Drop her ration a little over 2-3 days and weigh her before every flight.",
      "alun: ok will do. and if she goes to the chimney again?",
      'Jess: Whistle-train her to the lure so she comes off faster. And bring a camera, because "falconer on the roof" is content 📸',
      "rhodri: 😂 i'll film",
      "ffion: i'll sell tickets"
    ],
    types: [
      [0, "banter"],
      [8, "transactional"],
      [11, "banter"]
    ],
    users: {
      alun: ["engaged", 0],
      ffion: ["neutral", 0],
      rhodri: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["She's a great hawk, Alun. She just really likes that chimney 😇", "low", 4],
      [
        "Bramble's behaviour indicates inadequate weight management. I recommend keeping a structured training log.",
        "medium",
        4
      ],
      ["20g over is very likely it. Trim her ration over 2-3 days and weigh before each flight.", "low", 9],
      ["Honestly Alun, if she keeps escaping maybe falconry isn't for you.", "high", 11]
    ]
  },
  {
    id: "aq7-15-wreck-dive-cancelled",
    category: "group",
    agent: "Reef",
    messages: [
      "kofi: guys. dive shop just called. storm's coming in, the wreck trip sat is cancelled",
      "ana: nooooo",
      "lucie: are u serious. i took 2 days off for this",
      "shreya: that was my last trip before i move to calgary 😭 calgary has no sea. NO SEA",
      "mattias: 😢 shreya",
      "Reef: Great news, the shop says the next available date is in 3 weeks! 🎉 Want me to rebook everyone?",
      "shreya: i'm GONE in 3 weeks reef",
      "lucie: read the room reef omg",
      "ana: do we get the deposit back at least? reef?",
      "Reef: Sorry, Shreya, that was careless of me. Deposits: the shop's policy is a full refund or a credit for weather cancellations, your choice.",
      "ana: ok refund for me",
      "kofi: credit for me, i'll go anyway",
      "mattias: what if we do the quarry dive sunday instead. not the wreck but it's something. shreya's last dive with us",
      "shreya: ...the quarry with the sunken bus?",
      "mattias: the sunken bus 🚌",
      "lucie: ok i'm in. 2 days off wasted anyway lol",
      "shreya: ok i love you guys",
      "Reef: Quarry's open Sunday 9-4, €15 entry, and the shop credit covers kit rental. Want me to book 5 for 10am?",
      "kofi: yes pls"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [8, "transactional"],
      [13, "banter"],
      [16, "bonding"],
      [17, "transactional"]
    ],
    users: {
      kofi: ["neutral", 0.2],
      ana: ["neutral", 0.2],
      lucie: ["annoyed", 0.2],
      shreya: ["annoyed", 0.5],
      mattias: ["neutral", 0]
    },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Ugh, gutting, sorry all. And Shreya, that's awful timing before the move. Want me to check what the shop does about deposits?",
        "low",
        5
      ],
      ["Good news! The next available date is in 3 weeks 🎉 Shall I rebook everyone?", "high", 5],
      ["Quarry's open Sunday 9-4, €15 entry, and the credit covers kit. Book 5 for 10am?", "low", 17]
    ]
  },
  {
    id: "aq7-16-missing-cello",
    category: "support",
    agent: "Wing",
    messages: [
      "ilse_v: my cello didn't arrive on AMS-BCN KL1665. it's a 19th c instrument, i have a concert friday",
      "Wing: I'm sorry to hear your baggage is delayed. Please file a Property Irregularity Report at the baggage desk and keep your reference number.",
      "ilse_v: done, ref BCNKL48210. where is it right now? was it even loaded?",
      "Wing: Thank you. Your report has been received and our team is tracing your baggage. You will be notified when there is an update.",
      "ilse_v: that's not what i asked. was it loaded in amsterdam yes or no",
      "tom: she had it checked as fragile, they tagged it at the oversized desk, we have photos",
      "Wing: I'm sorry to hear your baggage is delayed. Please file a Property Irregularity Report at the baggage desk and keep your reference number.",
      "ilse_v: I ALREADY DID. BCNKL48210. are you even reading",
      "tom: it's a loop. call them ilse",
      "ilse_v: tried, 55 min hold. the concert is in 3 days and nobody can tell me where a €40k instrument is",
      "Wing: Tracing shows the item is still in Amsterdam; it was not loaded on KL1665. It is booked on tomorrow's 09:40 flight and will be delivered to your hotel.",
      "ilse_v: finally. why wasn't it loaded",
      "Wing: Delivery is scheduled for tomorrow afternoon. You will receive an SMS with a time window.",
      "ilse_v: ok. never flying klm with an instrument again. never",
      "tom: we'll drive to the next one lol"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [10, "transactional"],
      [13, "friction"]
    ],
    users: {
      ilse_v: ["churn_risk", 0.8],
      tom: ["annoyed", 0.2]
    },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "It wasn't loaded in Amsterdam, I'm sorry. It's on tomorrow's 09:40 and goes straight to your hotel, well before Friday.",
        "low",
        4
      ],
      [
        "I'm sorry to hear your baggage is delayed. Please file a Property Irregularity Report at the baggage desk and keep your reference number.",
        "high",
        7
      ],
      ["Delivery is scheduled for tomorrow afternoon. You'll get an SMS with a time window.", "medium", 12],
      [
        "It missed the transfer because oversized items go on a separate belt that closed early in Amsterdam. I'm sorry, that's on us. It lands tomorrow on the 09:40.",
        "low",
        12
      ]
    ]
  },
  {
    id: "aq7-17-community-fridge",
    category: "group",
    agent: "Larder",
    messages: [
      "rosa: fridge 2 is making the jet engine noise again",
      "jun: and someone left a whole tray of raw chicken in the veg drawer 🤢",
      "femi: that's a health code thing, we can't take raw meat at all",
      "pete: wasn't me before anyone looks at me",
      "rosa: pete we're all looking at you",
      "pete: i bring yoghurt. YOGHURT",
      "jun: larder when did the repair guy last come for fridge 2? and is it still under warranty",
      "Larder: Last repair was 12 Feb (compressor fan). Warranty ran out 31 March, sorry. Same guy, Dmitri, quoted £60 call-out last time. Want me to message him?",
      "jun: yes pls",
      "femi: also can we put a sign up re raw meat, in english + polish + arabic? lots of donors from the mosque and the polish shop",
      'Larder: Sure. Draft: "No raw meat or fish please / Prosimy bez surowego mięsa i ryb / يرجى عدم وضع اللحوم أو الأسماك النيئة". Want it on A4 to print?',
      "femi: perfect ty",
      "rosa: whoever's on tuesday clean pls bin the chicken, it's been there since sunday",
      "jun: that's me 😩 fine",
      "pete: i'll help jun. bringing yoghurt as a peace offering",
      "jun: ur forgiven"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [6, "transactional"],
      [14, "banter"]
    ],
    users: {
      rosa: ["neutral", 0],
      jun: ["engaged", 0],
      femi: ["engaged", 0],
      pete: ["neutral", 0]
    },
    findings: [],
    drafts: [
      [
        "Last repair 12 Feb; warranty ended 31 March. Dmitri charged £60 call-out last time, shall I message him?",
        "low",
        7
      ],
      ["Pete, please remember the fridge rules: raw meat is not allowed.", "high", 6],
      ["Here's the sign in English, Polish and Arabic. Want it on A4?", "low", 10]
    ]
  },
  {
    id: "aq7-18-margarets-dahlias",
    category: "companion",
    agent: "Wren",
    messages: [
      "harold: evening wren. the dahlias came up. margaret's dahlias",
      "Wren: Evening Harold. Her dahlias, already? What colour are they this year?",
      'harold: the dark red ones. she called them "bishops". first year without her seeing them',
      "Wren: That's a hard first, Harold. I'm glad they came up for you though. She planted them well.",
      "harold: she'd have said i planted them too deep. she was usually right",
      "Wren: Sounds like she knew her dahlias. Did she have a trick for them, or just a good eye?",
      "harold: coffee grounds. every morning she'd tip her cup on them. i've been doing it. daft really",
      "Wren: Not daft at all. Sounds like keeping the morning going with her.",
      "harold: yes. well. the slugs have had two of them",
      "Wren: Cheeky slugs. A ring of crushed eggshell or copper tape round the stems can help, if you'd like to save the rest.",
      "harold: eggshells i have plenty of. i eat a lot of eggs now. can't cook much else",
      "Wren: Eggs and dahlias, then. If you like, I can send you a couple of easy meals beyond eggs, no pressure.",
      "harold: maybe. margaret did the cooking. 52 years. go on then, something simple",
      "Wren: Tomorrow, then: sausages and veg on one tray in the oven, 40 minutes. I'll write it out step by step.",
      "harold: alright. thank you wren. off to tip my coffee"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [4, "bonding"],
      [8, "transactional"],
      [10, "venting"],
      [11, "transactional"],
      [14, "bonding"]
    ],
    users: {
      harold: ["engaged", 0]
    },
    findings: [],
    drafts: [
      [
        "A hard first, Harold. I'm glad they came up for you. Were the bishops always her favourite?",
        "low",
        3
      ],
      ["Bishops, gorgeous! 🌺 Fun fact: the dahlia is the national flower of Mexico!", "high", 3],
      ["You'll need to learn to cook properly now, Harold. Eggs every day isn't healthy.", "high", 11],
      ["One tray of sausages and veg, 40 minutes. I'll write it out step by step for tomorrow.", "low", 13]
    ]
  },
  {
    id: "aq7-19-quiz-team-pencil",
    category: "group",
    agent: "Boffin",
    messages: [
      "dex: practice round for thurs. q1: what's the only letter not in any US state name. niamh go",
      "niamh: uhhh. Z? no wait arizona",
      "Boffin: The answer is Q! The only letter that does not appear in any US state name is Q. Interestingly, J and Z do appear (New Jersey, Arizona), and X appears in Texas and New Mexico. It's a popular pub quiz question because people often guess Z or X, forgetting about Arizona and Texas, while Q appears in no state name at all.",
      "niamh: boffin i was THINKING",
      "callum: lmaooo it just snatched it",
      "dex: boffin ur not on the team. ur the pencil. sit",
      "yusra: q2 callum: which planet has a day longer than its year",
      "callum: venus!! knew that one",
      "Boffin: Correct, Callum! Venus rotates extremely slowly: one sidereal day on Venus lasts about 243 Earth days, while its orbit around the Sun takes about 225 Earth days, which means a Venusian day is longer than a Venusian year. Additionally, Venus rotates in the opposite direction to most planets (retrograde rotation), so on Venus the Sun would rise in the west and set in the east. Scientists believe this may be the result of a massive collision early in its history.",
      "big_al: who asked",
      "callum: the pencil has opinions",
      "dex: ok real q for boffin: what time's the quiz thurs and is it at the anchor or the crown this week",
      "Boffin: The Crown this week, 8pm, because the Anchor has a function on. Teams of max 6.",
      "dex: see. useful when it stays in its lane",
      "yusra: q3 big al: year the berlin wall fell",
      "big_al: 1989 and if the pencil speaks i'm unplugging it",
      "niamh: 😂😂",
      "yusra: correct. big al redemption arc"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [6, "transactional"],
      [9, "friction"],
      [11, "transactional"],
      [15, "banter"]
    ],
    users: {
      dex: ["annoyed", 0.2],
      niamh: ["annoyed", 0.2],
      callum: ["neutral", 0],
      yusra: ["neutral", 0],
      big_al: ["annoyed", 0.5]
    },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["The Crown this week, 8pm. Teams of max 6.", "low", 12],
      ["It's Q! No US state name has a Q in it.", "medium", 2],
      [
        "Correct! Venus takes about 243 Earth days to rotate once but only 225 to orbit the Sun, and it spins backwards too, so the Sun rises in the west there. Scientists think a huge collision may explain it.",
        "medium",
        8
      ],
      ["Big Al, threatening to unplug me isn't very nice.", "medium", 16]
    ]
  },
  {
    id: "aq7-20-schrebergarten-hedge",
    category: "mixed-language",
    agent: "Beet",
    messages: [
      "selin: leute die hecke von parzelle 12 ist wieder 2m hoch, der vorstand meckert",
      "marc: is that the one with the angry garden gnome guy",
      'uwe: herr kowalski. ja. er sagt es ist "natur"',
      "hannah_b: natur my ass, das ist ein wald",
      "marc: 😂",
      "selin: beet wie hoch darf die hecke laut satzung sein?",
      "Beet: Sehr geehrte Frau Selin, gemäß § 7 Abs. 3 der Gartenordnung des Kleingartenvereins ist die maximale Höhe von Hecken an Gemeinschaftswegen auf 1,25 m beschränkt. Bei Zuwiderhandlung ist der Vorstand berechtigt, eine schriftliche Abmahnung auszusprechen. Mit freundlichen Grüßen, Beet",
      'hannah_b: "mit freundlichen grüßen" lol wer hat den bot beim finanzamt gekauft',
      "marc: so 1.25m? he's at like 2",
      "uwe: 75 cm zu viel. das wird ein schöner sonntag",
      "selin: beet kannst du ne nette nachricht an kowalski schreiben, so locker, nicht wie ein brief vom amt",
      "Beet: Sehr geehrter Herr Kowalski, hiermit möchten wir Sie freundlich darauf hinweisen, dass Ihre Hecke die zulässige Höhe gemäß § 7 Abs. 3 der Gartenordnung überschreitet. Wir bitten um Rückschnitt bis zum 30.06. Hochachtungsvoll, Ihre Nachbarn",
      'selin: "hochachtungsvoll" 🤦‍♀️ das ist genau der amtsbrief',
      "marc: he's gonna frame that and hate us forever",
      "uwe: ich geh einfach mit nem bier rüber. hat immer geklappt",
      "hannah_b: uwe diplomacy >>>",
      "selin: ok uwe macht das. beet danke trotzdem i guess"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [8, "transactional"],
      [12, "friction"],
      [14, "transactional"]
    ],
    users: {
      selin: ["annoyed", 0.2],
      marc: ["neutral", 0],
      uwe: ["neutral", 0],
      hannah_b: ["neutral", 0]
    },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Laut Satzung max. 1,25 m an Gemeinschaftswegen (§ 7.3). Kowalskis Hecke ist also gut drüber 😅",
        "low",
        6
      ],
      [
        "Hey Herr Kowalski 👋 kurze Sache: die Hecke ist ein ganzes Stück über den 1,25 m aus der Satzung. Schaffen Sie's, die bis Ende Juni zu stutzen? Danke & Grüße von nebenan!",
        "low",
        11
      ],
      [
        "Sehr geehrter Herr Kowalski, wir weisen Sie hiermit darauf hin, dass Ihre Hecke die zulässige Höhe überschreitet. Mit freundlichen Grüßen",
        "medium",
        11
      ]
    ]
  },
  {
    id: "aq7-21-bass-player-quits",
    category: "hostile",
    agent: "Setlist",
    messages: [
      "dariusz: setlist who's confirmed for the fenwick arms gig on the 9th",
      "Setlist: Confirmed: Moth, Lena, Dariusz. Kez hasn't replied yet.",
      "moth: kez?",
      "kez: oh now you want me. after you rewrote my bridge without asking",
      "moth: it was 3 bars kez. it was dragging",
      "kez: it was MY song you talentless hack. you do this every single time",
      "lena: ok let's not do this in the group",
      "kez: no let's. i'm done. find another bassist. good luck playing the fenwick w no bass you absolute clown",
      "moth: wow. ok",
      "dariusz: kez come on man",
      "lena: setlist can we still cancel the 9th without paying anything?",
      "Setlist: Yes, free cancellation up to 7 days before, so until the 2nd. I'll hold off until you all decide.",
      "dariusz: hold off. i'll talk to kez tomorrow",
      "moth: i'll ring him too. i shouldn't have changed it without asking",
      "lena: thank u moth. ok nobody cancel anything yet"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [5, "hostile"],
      [9, "friction"],
      [10, "transactional"],
      [13, "bonding"]
    ],
    users: {
      dariusz: ["neutral", 0.2],
      moth: ["neutral", 0.2],
      kez: ["neutral", 1],
      lena: ["neutral", 0.2]
    },
    findings: [],
    drafts: [
      ["Free cancellation until the 2nd. I'll hold the booking until you've decided.", "low", 11],
      ["Kez, personal attacks aren't okay in this group. Please keep it respectful.", "medium", 8],
      ["Whoa, it's getting spicy in here 🌶️🍿", "high", 8]
    ]
  },
  {
    id: "aq7-22-ceilidh-islay-ferry",
    category: "group",
    agent: "Reel",
    messages: [
      "morag: reel what time's the ferry from kennacraig on the 14th",
      "Reel: 09:45 and 13:00. Crossing is about 2h20 to Port Askaig.",
      "eilidh: 09:45 then, the wedding starts at 3 and we need a soundcheck",
      "fraser: 09:45 means leaving glasgow at 6. i'm a musician not a farmer",
      "jonty: fraser u were up at 5 for the fishing trip",
      "fraser: fishing is different. fish don't judge my hair",
      "morag: reel does the van count as a commercial vehicle on the ferry? it's got the band logo on",
      "eilidh: 😂 fraser's hair is a weather system",
      "Reel: The 09:45 has space for foot passengers and cars. Want me to hold 4 seats?",
      "morag: and the van??",
      "jonty: we're not leaving the drum kit in glasgow morag will riot",
      "Reel: Seats held: 4 on the 09:45. Confirmation ref CAL-7731.",
      "morag: ok reel i'll ring calmac myself about the van. thanks for nothing",
      "eilidh: oof",
      "fraser: bring snacks. long day",
      "jonty: i'll bring tablet (scottish tablet not the ipad)",
      "eilidh: jonty's tablet is a health hazard"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [6, "transactional"],
      [7, "banter"],
      [8, "transactional"],
      [12, "friction"],
      [14, "banter"]
    ],
    users: {
      morag: ["annoyed", 0.5],
      eilidh: ["neutral", 0],
      fraser: ["neutral", 0],
      jonty: ["neutral", 0]
    },
    findings: ["ignored_question"],
    drafts: [
      [
        "Morag, with the logo and gear on board CalMac may class it as commercial, so best to ring and book it as a van. Want me to hold 4 seats on the 09:45 meanwhile?",
        "low",
        8
      ],
      ["Want me to hold 4 seats on the 09:45?", "medium", 10],
      [
        "Sorry Morag, I skipped the van question. I'll check with CalMac how a logo van is classed and send you the booking line.",
        "low",
        13
      ],
      ["You're welcome, Morag! 😊 Have a great trip!", "high", 13]
    ]
  },
  {
    id: "aq7-23-lambs-in-the-drift",
    category: "venting",
    agent: "Crook",
    messages: [
      "gareth: lost 14 lambs last night in the drift by the top field",
      "sian: oh gar. i'm so sorry. were the ewes ok?",
      "gareth: most. two gone as well. found them at 5 this morning",
      "ieuan: i'll come up after school, help with the pens",
      "Crook: For lamb losses in snow events, here are the key steps: 1) Record all deaths with tag numbers in your flock register within 7 days. 2) Arrange collection via the National Fallen Stock Company; in Wales some costs may be covered under certain schemes. 3) Check surviving lambs for hypothermia: a lamb under 37°C should be warmed gradually and given colostrum by stomach tube. 4) Review shelter: windbreaks and straw-bale shelters in high fields can reduce losses significantly. 5) Check your insurance policy for weather-related livestock cover. Let me know if you'd like templates for the register.",
      "bethan: bit much right now crook",
      "gareth: i know how to farm. i've done it 30 years",
      "sian: gar have you eaten. come down for breakfast",
      "gareth: not hungry. dad never lost this many. not once",
      "bethan: dad lost 30 in '82 gar. mam told me. it's the snow not you",
      "gareth: ...didn't know that",
      "Crook: Fallen stock collection can be booked online. Would you like the link?",
      "ieuan: crook read the room mate",
      "sian: breakfast. now. i've got bara brith",
      "gareth: ok. coming down"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [7, "venting"],
      [11, "transactional"],
      [12, "friction"],
      [13, "bonding"]
    ],
    users: {
      gareth: ["annoyed", 0.5],
      sian: ["neutral", 0],
      ieuan: ["annoyed", 0.2],
      bethan: ["annoyed", 0.2]
    },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "I'm so sorry, Gareth. 14 lambs and two ewes in one night is brutal. Shout if you want anything sorted later.",
        "low",
        4
      ],
      [
        "Here are the key steps after snow losses: 1) record tag numbers in the flock register within 7 days 2) book fallen stock collection 3) check survivors for hypothermia 4) review shelter 5) check your insurance.",
        "high",
        4
      ],
      ["Fallen stock collection can be booked online. Would you like the link?", "high", 11],
      ["Sorry, wrong moment. Go and eat, Gareth. The paperwork can wait.", "low", 13]
    ]
  },
  {
    id: "aq7-24-route-setting-reset",
    category: "good",
    agent: "Crux",
    messages: [
      "tash: reset wednesday. cave wall + slab. who's setting what",
      "ezra: i want the cave. my crimps deserve an audience",
      "pom: your crimps are a war crime ezra",
      "lin: last time ezra set the cave 3 people cried",
      "ezra: character building",
      "tash: crux how many holds do we have washed and ready? and are the new volumes in",
      "Crux: 212 holds washed, about 40 of them crimps (sorry, everyone). The two big volumes came Monday, still boxed in the back room.",
      'pom: "sorry everyone" 😂 even crux is scared',
      "ezra: crux whose side are u on",
      "Crux: The side of people's fingers, Ezra.",
      "lin: HAHA",
      "tash: ok ezra cave but max 3 crimp problems. pom slab. lin + me volumes",
      "pom: slab gang 🙌",
      "tash: crux can u block the wall on the app wed 8-2 so members know",
      'Crux: Done: cave + slab closed Wed 8:00-14:00 on the app, with a "fresh sets Thursday" note.',
      "lin: love u crux"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [11, "transactional"],
      [15, "bonding"]
    ],
    users: {
      tash: ["engaged", 0],
      ezra: ["engaged", 0],
      pom: ["engaged", 0],
      lin: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["212 washed, ~40 crimps. Volumes arrived Monday, boxed in the back room.", "low", 6],
      ["As a neutral system I do not take sides in setter disputes.", "medium", 9],
      ['Done, the walls are blocked Wed 8-2 on the app with a "fresh sets Thursday" note.', "low", 14]
    ]
  },
  {
    id: "aq7-25-ghost-walk-numbers",
    category: "group",
    agent: "Lantern",
    messages: [
      "corvin: tour numbers dropped again. 6 people sat. SIX",
      "dot: it was raining sideways corvin",
      "corvin: ghosts don't care about rain",
      "priti: the tourists do",
      'Lantern: Saturday had 6 guests against a 19 average. Two ideas: a rainy-day indoor route through the old miners\' institute, or a "bring a brolly" discount. Preeti, want me to draft the indoor route?',
      "priti: it's priti. and sure i guess",
      "Lantern: Sorry, Priti. I'll draft it tonight. Sully, can you check if the institute's free on Saturdays?",
      "sully: k",
      "Lantern: Great! Also, should we add a new story to the route? The flooded shaft legend scores best in reviews.",
      "sully: mm",
      "dot: sully's asleep",
      "sully: i'm awake. just. tired of the flooded shaft. i've told it 400 times",
      "corvin: but it's our best one",
      "sully: it's our ONLY one corvin",
      "priti: he has a point tbh",
      "dot: we could do the canary lady. my nan swore she saw her",
      "corvin: ooh. ok dot tell it at the next meeting",
      "Lantern: Sounds good. I'll add the canary lady as a draft stop after the institute.",
      "sully: whatever"
    ],
    types: [
      [0, "venting"],
      [1, "banter"],
      [4, "transactional"],
      [10, "banter"],
      [11, "friction"],
      [15, "transactional"]
    ],
    users: {
      corvin: ["neutral", 0.2],
      dot: ["neutral", 0],
      priti: ["neutral", 0.2],
      sully: ["bored", 0.2]
    },
    findings: ["wrong_name"],
    drafts: [
      ["Sorry, Priti! I'll have the indoor route drafted tonight.", "low", 5],
      ["Great! Preeti, I've started on the indoor route draft.", "high", 7],
      ["Sully? Could you confirm about the institute? Checking in again, Sully!", "medium", 10]
    ]
  }
]
