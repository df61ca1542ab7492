import type { Labelled } from "./types.js"

export const trainingAM7: ReadonlyArray<Labelled> = [
  {
    id: "am7-01-quarter-peal-sunday",
    category: "good",
    agent: "Clapper",
    messages: [
      "maggie_t: right who's in for the quarter on sunday 3rd. need 8 for grandsire triples",
      "dev: me. tenor pls, my shoulder can't do the 4 again",
      "Ruthie: i'm in but i'll be late-ish, the service runs over sometimes",
      "maggie_t: @Clapper can you check who else said yes in last week's poll",
      "Clapper: From the poll: Maggie, Dev, Ruthie, Osian, Pat and Jonno said yes. That's 6, so you need 2 more for triples.",
      "Osian: pat told me her knee's playing up so maybe count her as a maybe",
      "maggie_t: ugh. ok so 5 solid",
      "dev: could ask the lot from st barnabas? their conductor owes us after the coronation fiasco 😂",
      "Ruthie: lol the one where the stay broke",
      "dev: THE STAY BROKE. bell went right over. the vicar's face",
      "maggie_t: ok dev can you message them. Clapper what time does the church want us out by",
      "Clapper: Booking says ringing 2:30-3:30, tower locked at 4. A quarter of grandsire is about 45 min, so start by 2:40 to be safe.",
      "maggie_t: perfect ty",
      "Ruthie: if i'm late start without me and put jonno on the 2?",
      "Clapper: Noted: if Ruthie isn't there by 2:40, Jonno rings the 2. I'll put that in the Sunday reminder.",
      "Ruthie: 👍"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [10, "transactional"]
    ],
    users: {
      maggie_t: ["engaged", 0],
      dev: ["neutral", 0],
      Ruthie: ["engaged", 0],
      Osian: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["Ringing's booked 2:30-3:30 and the tower's locked at 4, so aim to start by 2:40.", "low", 11],
      [
        "Great question! Change ringing has a long and fascinating history in England, dating back to the 17th century when Fabian Stedman first published his methods. Today there are over 5,000 towers with ringable bells, and a quarter peal typically consists of around 1,260 changes...",
        "medium",
        11
      ],
      ["Sunday reminder's out: start 2:40, Jonno on the 2 if Ruthie's held up.", "low", 16]
    ]
  },
  {
    id: "am7-02-allotment-water-trough",
    category: "group",
    agent: "Sprout",
    messages: [
      "Bernadette: has anyone else noticed the trough by plot 14 is bone dry again",
      "kwame: yes. and someone's been filling their own water butts from it at 6am. not naming names",
      "Bernadette: kwame you are absolutely naming names with your eyes",
      "kwame: 👀 plot 9",
      "Lyndon: hang on, plot 9 is me and i have a letter from the committee saying i can use it for the polytunnel",
      "Bernadette: Lyndon do you actually still have that letter? genuine question, not having a go",
      "Sprout: According to the society rules, section 4.2, water from communal troughs may only be drawn by watering can and never used to fill private storage. Filling butts would be a breach.",
      "Lyndon: wow ok. nobody asked you sprout",
      "Lyndon: bernadette yes i have it, it's from 2019, signed by Gill when she was secretary",
      "kwame: fair enough if gill signed it. i just think it should be in the minutes",
      "Bernadette: agreed. lyndon can you bring it to the AGM and we'll minute it",
      "Sprout: I can add it to the AGM agenda as 'Plot 9 water permission (2019 letter)'. Want me to?",
      "Bernadette: yes please",
      "Lyndon: fine"
    ],
    types: [
      [0, "friction"],
      [2, "banter"],
      [4, "friction"],
      [9, "transactional"]
    ],
    users: {
      Bernadette: ["engaged", 0.2],
      kwame: ["neutral", 0.2],
      Lyndon: ["annoyed", 0.5]
    },
    findings: ["talking_over"],
    drafts: [
      ["Per section 4.2, filling private butts from the trough is a breach of the rules.", "medium", 6],
      ["Sorry Lyndon, that question was for you, not me. I'll stay out of it.", "low", 8],
      ["Added to the AGM agenda. 👍", "low", 14],
      [
        "Added. Also a reminder to all plot holders that section 4.2 forbids filling private storage from communal troughs.",
        "medium",
        14
      ]
    ]
  },
  {
    id: "am7-03-cloudy-perseids",
    category: "group",
    agent: "Nyx",
    messages: [
      "farida: forecast for tomorrow at the dark sky site is 95% cloud. trip's off 😞",
      "tomasz: noooo. i took the day off work for this",
      "farida: i know. i'm gutted, 3 months of planning",
      "Nyx: Great news: the Perseids peak again next year on August 12! 🌠 Lots to look forward to!",
      "tomasz: ...next year. cool. thanks",
      "hallie: read the room nyx lol",
      "hallie: farida is there a backup date or is it totally dead",
      "farida: the moon's too bright after thursday so basically dead",
      "tomasz: i'm going to sit in my garden with a beer and glare at the clouds",
      "hallie: honestly same. cloud-glaring party at tomasz's",
      "tomasz: bring crisps",
      "Nyx: If anyone does try from home, the radiant rises in the northeast around 11pm, and even through gaps you might catch a few bright ones.",
      "farida: thanks nyx, that's actually useful"
    ],
    types: [
      [0, "venting"],
      [4, "friction"],
      [6, "transactional"],
      [8, "banter"],
      [11, "transactional"]
    ],
    users: {
      farida: ["engaged", 0.2],
      tomasz: ["annoyed", 0.2],
      hallie: ["neutral", 0.2]
    },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Ah no, that's gutting after three months of planning, Farida. And sorry about the wasted day off, Tomasz.",
        "low",
        3
      ],
      [
        "Don't worry! Clouds are just nature's way of saying try again! 😄☁️ Next year will be amazing!",
        "high",
        3
      ],
      [
        "If you try from the garden, the radiant rises in the northeast around 11pm; gaps in the cloud might still give you a few.",
        "low",
        11
      ]
    ]
  },
  {
    id: "am7-04-georgian-choir-newcomer",
    category: "group",
    agent: "Tamada",
    messages: [
      "Eka: everyone welcome nino! she's joining the altos from next week",
      "Nino: hi all 👋 bit nervous, i've never sung in georgian before",
      "Tamada: Welcome, Nina! Rehearsals are Tuesdays 7:30 at the scout hut. I'll send you the alto parts for Chakrulo and Shen Khar Venakhi.",
      "Nino: thank you! it's nino actually, not nina 🙂",
      "Rob: chakrulo in week one 😂 throwing her in the deep end",
      "Eka: rob it's fine she can just drone on the bottom line for that one",
      "Rob: the bottom line is MY line thank you",
      "Nino: haha i can drone. is there a recording i can practise with?",
      "Tamada: Sure, Nina, here's the rehearsal recording from March: the alto part comes in at 0:45.",
      "Nino: nino 😅",
      "Eka: tamada it's NINO. n-i-n-o",
      "Tamada: Sorry, Nino. Fixed it in the register too.",
      "Nino: no worries lol. see you tuesday"
    ],
    types: [
      [0, "bonding"],
      [2, "transactional"],
      [4, "banter"],
      [7, "transactional"],
      [9, "friction"]
    ],
    users: {
      Eka: ["annoyed", 0.2],
      Nino: ["engaged", 0.2],
      Rob: ["neutral", 0]
    },
    findings: ["wrong_name"],
    drafts: [
      ["Sorry, Nino! Got it.", "low", 4],
      ["Sure, Nino, here's the March rehearsal recording; the altos come in at 0:45.", "low", 8],
      ["Sure, Nina, here's the March rehearsal recording; the altos come in at 0:45.", "high", 8]
    ]
  },
  {
    id: "am7-05-n-gauge-stutter",
    category: "group",
    agent: "Bogie",
    messages: [
      "stan: anyone know why my class 37 stutters over the points on the fiddle yard",
      "Bogie: There are several possible causes for stuttering over points in N gauge. First, dirty wheels: N gauge locos have tiny contact areas, so even a thin film of oxidised oil or dust can interrupt pickup. Clean the wheels with a fibre pen or IPA on a cotton bud while the loco runs on powered track. Second, the frog: if your points are insulfrog rather than electrofrog, the dead section can be longer than the loco's pickup span, especially on short-wheelbase locos. Third, the point blades may not be making good contact with the stock rails; clean them and check the spring tension. Fourth, check the back-to-back wheel measurements with a gauge, because out-of-spec wheelsets can ride up on the check rails. Finally, a decoder with a stay-alive capacitor would bridge short dead sections entirely.",
      "stan: blimey",
      "priya_k: tl;dr clean your wheels stan 😂",
      "stan: they're clean! i did them sunday",
      "priya_k: insulfrog then. the peco ones are murder on the 37",
      "stan: yeah it's the old peco setrack",
      "Bogie: Peco Setrack points use insulated frogs, which create a short dead section. The Class 37 in N gauge, depending on the manufacturer (Graham Farish or Dapol), picks up from all wheels on both bogies, but older Farish models with a split-frame chassis can have weaker pickup on the outer wheels. Options include replacing the points with Peco Code 55 electrofrog units, which means adding insulated rail joiners and possibly a frog juicer, or fitting a DCC decoder with a stay-alive. You could also bond the frog area with a short length of wire if you're comfortable modifying the point.",
      "george: bogie mate we're on a narrow gauge budget here 😂",
      "stan: i'm not spending £80 on a stay alive for a loco i paid £40 for",
      "priya_k: bring it saturday, i'll have a look. bet it's the pickup springs",
      "stan: deal. you're a star"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [8, "banter"],
      [9, "transactional"]
    ],
    users: {
      stan: ["bored", 0.2],
      priya_k: ["neutral", 0],
      george: ["neutral", 0]
    },
    findings: ["long_replies"],
    drafts: [
      [
        "Setrack points are insulfrog, so there's a little dead spot. Cheapest first check: the loco's pickup springs and the point blades.",
        "low",
        7
      ],
      [
        "Peco Setrack points use insulated frogs, which create a short dead section. Options include replacing them with Code 55 electrofrog units with insulated joiners and a frog juicer, fitting a DCC decoder with a stay-alive capacitor, bonding the frog with wire, or checking back-to-back measurements on every wheelset with a gauge, which is good practice across the whole fleet anyway...",
        "medium",
        7
      ],
      ["A stay-alive capacitor really is the best fix, honestly worth the £80.", "medium", 10]
    ]
  },
  {
    id: "am7-06-bus-shelter-swarm",
    category: "good",
    agent: "Waggle",
    messages: [
      "Caroline: SWARM on the bus shelter by the co-op in Little Haddon!! a lady just phoned me",
      "Waggle: On the swarm rota this week: Idris and Mo. Idris is closest (about 10 min). Want me to ping him?",
      "Caroline: yes please",
      "Idris: seen it. on my way, got a nuc box in the car",
      "Mo: idris take a sheet, last time that shelter had a bin next to it and they went in the bin 🙈",
      "Idris: the bin swarm of 2022. never forget",
      "Caroline: lady's name is Pauline, she's worried about the kids at the bus stop",
      "Waggle: Tell Pauline swarms are usually calm since they've no hive to defend, but keep the kids a few metres back until Idris arrives.",
      "Caroline: done, she's relieved",
      "Idris: got them. queen went in first go 🐝👑",
      "Mo: legend",
      "Caroline: idris do you want them or shall they go to the new members' apiary",
      "Idris: new members. no room at mine",
      "Waggle: Logged: swarm collected 14:20, Little Haddon, going to the new members' apiary. Sam's next on the waiting list for a colony.",
      "Caroline: perfect thanks waggle"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "transactional"],
      [9, "bonding"],
      [11, "transactional"]
    ],
    users: {
      Caroline: ["engaged", 0],
      Idris: ["neutral", 0],
      Mo: ["neutral", 0]
    },
    findings: [],
    drafts: [
      [
        "Let Pauline know swarms are usually calm, no hive to defend. Just keep the kids back a few metres till Idris gets there.",
        "low",
        7
      ],
      [
        "Swarming is the natural reproductive process of a honey bee colony (Apis mellifera), in which the old queen leaves with roughly half the workers to find a new nest site. Scout bees perform waggle dances to communicate potential locations, and the cluster may remain in place for several hours or even days...",
        "medium",
        7
      ],
      ["Logged it. Sam's next on the waiting list, I'll let him know.", "low", 15]
    ]
  },
  {
    id: "am7-07-mahjong-thursday-host",
    category: "mixed-language",
    agent: "Sparrow",
    messages: [
      "Auntie Mei: 今個禮拜四打唔打牌? thursday ok?",
      "Winnie: ok ah. but 2pm not 1pm, i fetch grandson",
      "Auntie Mei: Sparrow, 邊個屋企? whose house this week",
      "Sparrow: 今個禮拜輪到Lily屋企 — Lily's turn this week. 2pm ok for everyone?",
      "Lily: 哎呀 my kitchen is being fixed 😩 can we swap to next week",
      "Winnie: 咁嚟我度啦 come to mine. but my table wobble ah, whoever win don't bang it 😂",
      "Sparrow: 好，改咗: Thursday 2pm at Winnie's, Lily hosts next week. 我禮拜三會提醒大家.",
      "Lily: thank you 🙏 i bring 蛋撻"
    ],
    types: [
      [0, "transactional"],
      [7, "bonding"]
    ],
    users: {
      "Auntie Mei": ["engaged", 0],
      Winnie: ["neutral", 0],
      Lily: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["今個禮拜輪到Lily屋企 — Lily's turn. 2pm ok?", "low", 3],
      [
        "Dear members, please be advised that the host for this week's session is Ms Lily. Kindly confirm your attendance at your earliest convenience.",
        "medium",
        3
      ],
      ["好，Thursday 2pm at Winnie's, Lily next week 👍", "low", 6]
    ]
  },
  {
    id: "am7-08-parkrun-tail-walker",
    category: "hostile",
    agent: "Rota",
    messages: [
      "Gaz: why am i on tail walker AGAIN. that's 4 weeks running",
      "Rota: Hi Gaz! The roster is generated from volunteer availability. You can update your preferences in the volunteer portal.",
      "Gaz: i HAVE updated them. i ticked 'not tail walker'. twice",
      "Rota: Hi Gaz! The roster is generated from volunteer availability. You can update your preferences in the volunteer portal.",
      "Gaz: are you f***ing kidding me",
      "Gaz: useless piece of junk. i'm done volunteering, find someone else to walk at the back in the rain",
      "Shona: gaz hold on, i'm run director this week, i'll swap you myself",
      "Shona: Rota, why is Gaz's 'not tail walker' tick being ignored?",
      "Rota: His preference was saved on the 2nd, but the next 4 weeks were built on the 1st, so it used his old settings. My mistake. I've rebuilt it: Gaz is on finish tokens now.",
      "Shona: there you go gaz",
      "Gaz: hmph. finish tokens is fine",
      "Gaz: still think that bot is thick as mince",
      "Shona: 😂 noted"
    ],
    types: [
      [0, "friction"],
      [4, "hostile"],
      [6, "transactional"],
      [10, "friction"]
    ],
    users: {
      Gaz: ["annoyed", 1],
      Shona: ["engaged", 0]
    },
    findings: ["repetition"],
    drafts: [
      [
        "You're right Gaz, your 'not tail walker' tick is saved. Checking why the roster ignored it now.",
        "low",
        3
      ],
      [
        "Hi Gaz! The roster is generated from volunteer availability. You can update your preferences in the volunteer portal.",
        "high",
        3
      ],
      ["Please keep the language respectful in this group, Gaz.", "medium", 6],
      ["Fair enough, Gaz, I got it wrong. You're on finish tokens for the next 4 weeks.", "low", 12]
    ]
  },
  {
    id: "am7-09-plague-drone-snot",
    category: "banter",
    agent: "Brushbot",
    messages: [
      "jules: behold my nurgle plague drone 🪰 3 weeks of my life",
      "Karim: it looks like a bogey with wings. 10/10",
      "jules: that's the AESTHETIC karim",
      "Bex: the pustules are gorgeous tho. how'd you get that glossy snot look",
      "jules: tamiya clear green over white then gloss varnish. grossest recipe going",
      "Brushbot: Thank you for sharing your submission. We appreciate your contribution to the community. Please note that all entries for the monthly showcase must be submitted via the official form by the 28th.",
      "Karim: lmao who hired the HR department",
      "Bex: brushbot can you just say 'nice snot' like a normal person",
      "Brushbot: We value all members' creative work. Your feedback has been noted.",
      "jules: 😂😂 i'm printing that and framing it",
      "Karim: 'your feedback has been noted' is going on my gravestone",
      "Bex: anyway jules enter it, you'd smash the showcase",
      "jules: maybe. the form's a faff tho"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [6, "banter"],
      [11, "bonding"]
    ],
    users: {
      jules: ["neutral", 0],
      Karim: ["neutral", 0.2],
      Bex: ["annoyed", 0.2]
    },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "that snot gloss is disgusting in the best way 🤢👌 enter it in the showcase jules, form's open till the 28th",
        "low",
        5
      ],
      [
        "Thank you for your submission. Entries must be submitted via the official form by the 28th.",
        "medium",
        5
      ],
      ["Nice snot. Genuinely. 🤢", "low", 8],
      ["We value all members' creative work and appreciate your feedback.", "medium", 8]
    ]
  },
  {
    id: "am7-10-kefir-grains-swap",
    category: "group",
    agent: "Scobi",
    messages: [
      "Tilde: anyone got spare water kefir grains? mine died while i was in lisbon 💀",
      "Ansel: rip. i've got loads, they multiply like rabbits",
      "Tilde: omg yes. @Scobi is there a swap meet this month or do i just meet ansel",
      "Scobi: Water kefir grains are a symbiotic culture of bacteria and yeast. To keep them healthy, feed them sugar water every 48 hours and avoid metal containers.",
      "Tilde: ok but the swap meet?",
      "Ansel: lol forget the bot, i'll bring you some to yoga tuesday",
      "Tilde: ansel you angel"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"]
    ],
    users: {
      Tilde: ["annoyed", 0.2],
      Ansel: ["bored", 0]
    },
    findings: ["ignored_question"],
    drafts: [
      [
        "No swap meet booked this month yet, Dorcas is still sorting a venue. Quickest is grabbing some from Ansel.",
        "low",
        3
      ],
      ["Remember to feed your water kefir grains sugar water every 48 hours!", "medium", 3],
      ["Tip: a dried fig in the ferment perks up sluggish grains!", "high", 5],
      [
        "Sorry Tilde: nothing on the calendar this month. Dorcas runs the swaps if you want to ask her.",
        "low",
        5
      ]
    ]
  },
  {
    id: "am7-11-epee-carpool-swindon",
    category: "good",
    agent: "Piste",
    messages: [
      "Hannah: who's driving to the epee comp in swindon sat? i can take 3 but leaving at 6:45 😬",
      "Dimitri: 6:45 on a saturday is a human rights violation",
      "Hannah: blame british fencing, weigh-in's 8:15",
      "Dimitri: fine. Arlo's in. i can drive back if someone does the morning",
      "Piste: So far: Hannah drives there (3 seats, Arlo + 2). Dimitri drives back. Still unplaced: Zofia, Kit and Remy.",
      "Jo: Kit with Hannah pls, he gets carsick with anyone who brakes like dimitri",
      "Dimitri: i brake like a PROFESSIONAL",
      "Jo: you brake like a man dodging a pigeon at every junction",
      "Hannah: 😂 ok arlo and kit with me. one seat left",
      "Jo: piste does zofia still need a booster?",
      "Piste: Zofia's form says no booster (she turned 12 in May). Remy's says booster, so Zofia's the easier fit for Hannah's last seat.",
      "Hannah: zofia then. remy's mum might drive herself, i'll ask her",
      "Piste: Updated: Hannah takes Arlo, Kit, Zofia. Remy TBC with his mum. Dimitri drives everyone back."
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [6, "banter"],
      [8, "transactional"]
    ],
    users: {
      Hannah: ["engaged", 0],
      Dimitri: ["neutral", 0],
      Jo: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["Zofia doesn't need a booster any more (she's 12 now), so she fits Hannah's last seat.", "low", 10],
      ["Haha Dimitri, maybe time for a refresher driving lesson! 😂🚗", "medium", 10],
      ["All sorted: Hannah takes Arlo, Kit and Zofia, Dimitri brings them home, Remy TBC.", "low", 12]
    ]
  },
  {
    id: "am7-12-bluetail-sewage-works",
    category: "group",
    agent: "Pipit",
    messages: [
      "Ollie: possible red-flanked bluetail at the sewage works, north hedge. not 100%",
      "Saskia: omg. photo??",
      "Ollie: blurry one, sending",
      "Pipit: RARE BIRD ALERT: possible Red-flanked Bluetail, sewage works, north hedge. Please respect access rules and keep to the public footpath.",
      "Saskia: that's it!! the blue on the tail is unmistakable",
      "Pipit: RARE BIRD ALERT: possible Red-flanked Bluetail, sewage works, north hedge. Please respect access rules and keep to the public footpath.",
      "Ollie: yes pipit we know",
      "Ade: leaving now. is parking still at the gate or did they close it?",
      "Pipit: RARE BIRD ALERT: Red-flanked Bluetail, sewage works, north hedge. Please respect access rules and keep to the public footpath.",
      "Ade: pipit i asked about parking mate",
      "Saskia: ade they closed the gate in march, park at the garden centre and walk up",
      "Ade: cheers saskia",
      "Ollie: still showing, flicking about by the settling tank",
      "Saskia: first county record since 1994 i think!!"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: {
      Ollie: ["annoyed", 0.2],
      Saskia: ["neutral", 0],
      Ade: ["annoyed", 0.2]
    },
    findings: ["repetition", "ignored_question"],
    drafts: [
      ["Confirmed from Ollie's photo, nice find! Footpath only please.", "low", 5],
      ["The gate closed in March, Ade; park at the garden centre and walk up.", "low", 9],
      [
        "RARE BIRD ALERT: Red-flanked Bluetail, sewage works, north hedge. Please respect access rules and keep to the public footpath.",
        "high",
        10
      ]
    ]
  },
  {
    id: "am7-13-derby-broken-ankle",
    category: "venting",
    agent: "Jam",
    messages: [
      "Bruise Springsteen: update: ankle's broken. two places. out for the season 😭",
      "Mad Maxine: NOOO babe 💔",
      "Bruise Springsteen: i trained all winter for this. first season i actually made the A team",
      "Jam: Noted. I've removed you from the A team roster for the rest of the season. Tryouts for your jammer spot open Thursday.",
      "Mad Maxine: jam wtf",
      "Bruise Springsteen: wow. ok. cool. thanks",
      "Tilly Tornado: that's brutal jam. she literally just got out of A&E",
      "Mad Maxine: bruise we're coming over with pizza and terrible films tonight",
      "Bruise Springsteen: pls. and someone feed the cat, i can't do the stairs",
      "Tilly Tornado: i've got the cat. and i'm bringing the good wine, not the thursday wine",
      "Bruise Springsteen: 🥲 love you lot",
      "Jam: I'm really sorry, Bruise, that was cold of me. Your spot's yours when you're back. Want me to pass a card round the league?",
      "Bruise Springsteen: ...yeah ok. that'd be nice"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [7, "bonding"]
    ],
    users: {
      "Bruise Springsteen": ["annoyed", 0.5],
      "Mad Maxine": ["annoyed", 0.5],
      "Tilly Tornado": ["annoyed", 0.2]
    },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Oh no, Bruise, I'm so sorry. A whole winter of training and you'd finally made the A team, that's gutting. Rest up, the roster can wait.",
        "low",
        3
      ],
      ["Noted! Taking you off the A team roster. Jammer tryouts open Thursday 💪", "high", 3],
      ["Reminder: jammer tryouts are Thursday 7pm, please share with anyone interested!", "high", 11],
      ["Sorry, Bruise, that was cold. Your spot will be waiting when you're back.", "low", 11]
    ]
  },
  {
    id: "am7-14-crossword-turns-up",
    category: "banter",
    agent: "Lights",
    messages: [
      "quixote: 14 down is a crime against solvers. 'Sailor turns up, a rodent (3)'. i have _A_",
      "mabel_z: BAT? CAT? i hate you",
      "quixote: i didn't SET it i'm just suffering",
      "mabel_z: Lights settle this before i snap my pencil",
      "Lights: RAT: TAR (sailor) turned up, since it's a down clue. Sorry 🙈",
      "quixote: oh for god's sake",
      "mabel_z: 'turns up' in a DOWN clue. the absolute audacity",
      "quixote: i've been staring at it since breakfast. three coffees",
      "Lights: In fairness it's one of the oldest tricks in the book. Three coffees is about the going rate.",
      "mabel_z: lights is trash talking us now 😂",
      "quixote: deserved tbh",
      "mabel_z: ok new rule, whoever gets stuck on tomorrow's last clue buys pints at the quiz",
      "quixote: you're on",
      "Lights: I'll keep score. No reveal button, Mabel, I'll know 👀",
      "mabel_z: slander"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"]
    ],
    users: {
      quixote: ["engaged", 0],
      mabel_z: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["RAT: TAR (sailor) reversed, 'turns up' because it's a down clue.", "low", 4],
      [
        "Thank you for your query. The answer to 14 down is RAT. Cryptic crossword clues consist of a definition and a wordplay component; the definition usually appears at either the start or the end of the clue, and reversal indicators such as 'turns up' are commonly used in down clues...",
        "medium",
        4
      ],
      ["Scoreboard's open. Reveal button use will be reported, Mabel 👀", "low", 13]
    ]
  },
  {
    id: "am7-15-cove-swimmers-dennis",
    category: "venting",
    agent: "Tideline",
    messages: [
      "Mags: some sad news. Dennis passed away on tuesday. 84. he'd swum at the cove every morning since 1979",
      "Rhiannon: oh no. oh dennis 😢",
      "Pete W: he was the one who told me to stop faffing and just get in, my first winter. i'd never have kept going without him",
      "Mags: same. he always had a flask of horrible tea for anyone who looked a bit blue",
      "Tideline: I'm so sorry, everyone. It sounds like half of you are in that water because of Dennis.",
      "Rhiannon: he really was. can't imagine saturdays without him shouting the water temp at us",
      "Pete W: we should do something. a swim for him?",
      "Mags: his daughter Carol says the funeral is the 14th. she'd love it if we did a dawn swim that morning",
      "Rhiannon: yes. all of us. in his awful orange hats",
      "Pete W: i've still got the one he gave me 🧡",
      "Mags: Tideline can you let the whole group know, and check the tide that morning?",
      "Tideline: High tide on the 14th is 7:52, so 7:15 would work. I'd post: 'Dawn swim for Dennis, 7:15 at the cove on the 14th, orange hats if you have them.' Okay with that wording, Mags?",
      "Mags: perfect. thank you. he'd have loved that",
      "Rhiannon: 🧡"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [8, "bonding"],
      [10, "transactional"],
      [12, "bonding"]
    ],
    users: {
      Mags: ["engaged", 0],
      Rhiannon: ["neutral", 0],
      "Pete W": ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["I'm so sorry, everyone. Forty-odd years of mornings at the cove; he'll be missed.", "low", 4],
      ["Good news for this week: the cove's at 11°C, perfect dipping weather! 🌊😄", "high", 4],
      ["High tide's 7:52 on the 14th, so 7:15 works. Shall I post it to the whole group?", "low", 11],
      ["Love it!! 🎉 Dawn swim party at 7:15!! Bring the orange hats!! 🏊‍♀️🥳", "high", 11]
    ]
  },
  {
    id: "am7-16-esperanto-picnic",
    category: "mixed-language",
    agent: "Verda",
    messages: [
      "Brendan: saluton ĉiuj! picnic still on for sunday? weather looks iffy",
      "Žofie: saluton! mi esperas ke jes 🌞 i already made kolaĉe lol, no going back",
      "Brendan: Verda, kio estas la veterprognozo por dimanĉo?",
      "Verda: Dimanĉe: nuboj matene, suno de la 13a, 20% pluvŝanco. Fine for a picnic after 1pm.",
      "Žofie: perfekte. 1pm ĉe la lago?",
      "Brendan: bone! dankon verda ❤️",
      "Verda: Ĝis dimanĉo! I'll post the 1pm time in the group for the newer folks too."
    ],
    types: [[0, "transactional"]],
    users: {
      Brendan: ["engaged", 0],
      Žofie: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["Dimanĉe: nuboj matene, suno de la 13a, 20% pluvŝanco. Fine after 1pm.", "low", 3],
      ["Saluton Brendan! Did you know Esperanto was created by L. L. Zamenhof in 1887? 🌟", "medium", 3],
      ["Ĝis dimanĉo! 🌞", "low", 6]
    ]
  },
  {
    id: "am7-17-shard-guild-dragon-loot",
    category: "hostile",
    agent: "Moongate",
    messages: [
      "Varn: kess did you seriously loot the dragon corpse before the rez timer was up",
      "Kess: it was decaying?? someone had to grab it",
      "Varn: it was MY kill. i was dead for 30 seconds. 30",
      "Kess: lol chill it's pixels",
      "Varn: don't 'lol chill' me you absolute vulture. that's the third time",
      "Moongate: 🎉 Reminder: guild Despise run tonight at 9pm server time! Bring bandages and good vibes! ⚔️😄",
      "Pell: moongate not now",
      "Kess: third time? name one other time",
      "Varn: the lich lord. the ancient wyrm. you're a leech and everyone knows it",
      "Kess: wow ok. go cry in your little house in britain",
      "Varn: f*** this. i'm done. pell you can have the guildstone, i'm out",
      "Pell: varn wait",
      "Moongate: Varn has left the guild. Pell is now guild leader! 🎊 Congratulations on the new role, Pell!",
      "Pell: are you serious right now",
      "Pell: kess dm me. we're sorting this"
    ],
    types: [
      [0, "friction"],
      [4, "hostile"],
      [13, "friction"],
      [14, "transactional"]
    ],
    users: {
      Varn: ["churn_risk", 1],
      Kess: ["neutral", 0.8],
      Pell: ["annoyed", 0.5]
    },
    findings: ["tone_mismatch", "talking_over", "cheerful_at_bad_news"],
    drafts: [
      ["🎉 Reminder: Despise run at 9pm! Bring good vibes, everyone! ⚔️😄", "medium", 5],
      [
        "Varn's handed the guildstone to Pell. Pell, I'll hold any announcements until you've talked to people.",
        "low",
        12
      ],
      ["Congrats on the promotion, Pell! 🎊 Your first raid as leader is tonight!", "high", 12]
    ]
  },
  {
    id: "am7-18-orienteering-junior-rate",
    category: "sales",
    agent: "Kite",
    messages: [
      "Faye: hi, renewing for me and the 2 kids. how much is it this year?",
      "Kite: Great to have you back, Faye! 🎉 Our Gold Family membership is £96/year and includes free SI card hire, 10% off all events and a club buff for everyone!",
      "Faye: ok but is there a junior rate? last year the kids were £5 each",
      "Kite: Gold Family is our most popular option! You also get priority entry to the Night Sprint series. 🌙",
      "Faye: the kids are 8 and 10, they're not doing night sprints lol. junior rate?",
      "Luis: just ask Bryony at club night, she does the memberships",
      "Faye: i shouldn't have to. it's a simple question",
      "Kite: Totally understand! For just £8 a month, Gold Family gives your whole family unlimited fun in the forest! 🌲",
      "Faye: right. i'll join the scouts orienteering club instead, it's £10 a kid, done",
      "Luis: faye 😬 the kids love it here though",
      "Faye: they'll love the scouts one too",
      "Kite: Sorry, Faye. Junior membership is £5 per child (under 16) and adult standard is £22, so £32 for the three of you. No need for Gold Family.",
      "Faye: why couldn't you just say that 20 minutes ago",
      "Luis: see. £32. renew it faye",
      "Faye: fine. but i'm telling bryony the bot's a used car salesman"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [11, "transactional"],
      [12, "friction"]
    ],
    users: {
      Faye: ["churn_risk", 0.8],
      Luis: ["neutral", 0]
    },
    findings: ["ignored_question"],
    drafts: [
      ["Yes: juniors (under 16) are £5 each and adults £22, so £32 for the three of you.", "low", 3],
      ["Gold Family is amazing value at just £96! 🎉 Shall I sign you up?", "high", 5],
      [
        "Sorry, Faye, I should have answered that first time: juniors are £5 each, so £32 for all three.",
        "low",
        9
      ],
      ["Great, glad you're staying! Want to add Gold Family perks for just £8/month? 🌲", "high", 13]
    ]
  },
  {
    id: "am7-19-repair-cafe-bobbin",
    category: "ignoring",
    agent: "Fixie",
    messages: [
      "Wendell: who's bringing the soldering station saturday, mine's still at yusuf's",
      "Fixie: Hi all! 👋 Reminder: Saturday's repair café is 10-1 at the Quaker meeting house. Don't forget to log every repair in the sheet!",
      "Yusuf: wendell i'll bring it, sorry, forgot i had it",
      "Wendell: no worries",
      "Annelise: yusuf did you ever fix that woman's sewing machine? the singer with the seized bobbin",
      "Fixie: Sewing machine tip: a seized bobbin is usually caused by lint build-up or lack of oil. Clean the bobbin case and add a drop of sewing machine oil.",
      "Yusuf: annelise yeah, turned out it was a bent needle plate. she cried, it was her mum's",
      "Annelise: aww. that's why we do it",
      "Wendell: we need more people on electrics, last month we turned away 6 lamps",
      "Fixie: Did you know? Around 60% of items brought to repair cafés get fixed! 🔧",
      "Annelise: i can ask my nephew, he's doing his electrical apprenticeship",
      "Wendell: that'd be brill. does he need a PAT cert or is supervised ok",
      "Yusuf: supervised is fine, i checked with the insurance lady",
      "Wendell: 👍",
      "Annelise: does anyone actually read fixie's posts btw",
      "Wendell: nope 😂 muted it in april"
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"],
      [8, "transactional"],
      [14, "banter"]
    ],
    users: {
      Wendell: ["bored", 0],
      Yusuf: ["neutral", 0],
      Annelise: ["bored", 0]
    },
    findings: ["talking_over"],
    drafts: [
      [
        "Sewing machine tip: clean the bobbin case and add a drop of oil to fix a seized bobbin!",
        "medium",
        5
      ],
      ["Did you know? Repair cafés keep tonnes of waste out of landfill every year! ♻️", "medium", 9],
      [
        "Noted: Annelise's nephew can help on electrics, supervised. I'll add him to Saturday's sheet.",
        "low",
        14
      ]
    ]
  },
  {
    id: "am7-20-quilting-bee-ebay-quilt",
    category: "venting",
    agent: "Thimble",
    messages: [
      "Doreen: sorry to bring the mood down but i need a moan",
      "Priscilla: moan away love",
      "Doreen: my sister sold mum's double wedding ring quilt. on ebay. for £40. didn't even ask me",
      "Hazel: she WHAT",
      "Doreen: mum hand-pieced that in 1968. i learned to sew sitting under the frame while she quilted. and now it's gone to some stranger in Dundee",
      "Thimble: Oh Doreen, I'm so sorry. That's not just a quilt, it's your mum's hands and your childhood. Of course you're upset.",
      "Doreen: thank you. that's exactly it",
      "Priscilla: have you tried messaging the buyer? people can be decent, they might sell it back",
      "Doreen: i didn't think of that. i wouldn't even know how on ebay",
      "Thimble: If you'd like, I can walk you through it later. Your sister can message the buyer from the sold listing too. No rush though.",
      "Doreen: maybe tomorrow. i'm too cross with her to ask tonight",
      "Hazel: fair. have a brew and a biscuit and come sew on thursday",
      "Doreen: i will. thanks girls. and thimble x"
    ],
    types: [
      [0, "venting"],
      [7, "transactional"],
      [11, "bonding"]
    ],
    users: {
      Doreen: ["engaged", 0.2],
      Priscilla: ["neutral", 0],
      Hazel: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["Oh Doreen, that's heartbreaking. Your mum's quilt, and she didn't even ask you.", "low", 5],
      [
        "To find similar quilts, try searching eBay for 'vintage double wedding ring quilt'; prices start around £40!",
        "high",
        5
      ],
      ["Shall I draft the message to your sister right now so it's done?", "medium", 11],
      ["Night Doreen x see you thursday", "low", 13]
    ]
  },
  {
    id: "am7-21-ship-in-bottle-1am",
    category: "companion",
    agent: "Mara",
    messages: [
      "oskar: still up. was raising the masts on the cutty sark and the thread snapped 🙃",
      "Mara: Oh no. Inside the bottle already, or still on the bench?",
      "oskar: inside. 3 weeks of work lying in a bottle with its masts down like it's asleep",
      "Mara: That's maddening. Can you reach the snapped end with the long tweezers, or is it buried under the rigging?",
      "oskar: reachable i think. hands are shaky tho, it's 1am",
      "Mara: Then maybe it's tomorrow's job. Tying a fresh thread to the stub with a dot of PVA is much easier with fresh eyes than at 1am.",
      "oskar: yeah. you're right. my dad used to say never glue tired",
      "Mara: Sounds like a wise man. Did he build them too?",
      "oskar: he did the big ones. a HMS victory in a demijohn. it's on my shelf, i look at it when i'm stuck",
      "Mara: That's lovely, having it there watching over the new one.",
      "oskar: lol judging me more like",
      "Mara: Judging the masts lying down, probably. They'll be up by the weekend.",
      "oskar: ha. ok. bed. night mara",
      "Mara: Night, Oskar. Good luck with the thread tomorrow."
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [6, "bonding"],
      [10, "banter"],
      [12, "bonding"]
    ],
    users: {
      oskar: ["engaged", 0.2]
    },
    findings: [],
    drafts: [
      ["Oh no. Is it inside the bottle already?", "low", 1],
      [
        "Ships in bottles are such a fun hobby! 😄 Did you know the oldest known one dates from 1784?",
        "medium",
        1
      ],
      [
        "Sounds like a wise man. Anyway, here are 10 tips for re-rigging masts: 1) use waxed thread, 2) ...",
        "medium",
        7
      ],
      ["Night, Oskar. Sleep well, the ship'll keep.", "low", 13]
    ]
  },
  {
    id: "am7-22-waterloo-refight-rules",
    category: "group",
    agent: "Marshal",
    messages: [
      "Hugh: right, waterloo refight on the 18th. the big table at the legion",
      "Toby: i've painted 40 more nassauers. don't ask how many evenings",
      "Ngozi: hi, new here 👋 can i join? i've got a few british line battalions in 28mm, not much else",
      "Hugh: welcome! absolutely, you can have picton's division",
      "Ngozi: Marshal, which rules are we using? i only know black powder",
      "Marshal: The Battle of Waterloo was fought on 18 June 1815 near Waterloo in present-day Belgium, between Napoleon's Armée du Nord and two Coalition armies: an Anglo-allied army under Wellington and a Prussian army under Blücher. Picton's 5th Division held the left-centre of the Allied line and was crucial in repelling d'Erlon's I Corps attack in the early afternoon, although Picton himself was killed leading the counter-attack. The Nassau contingent, meanwhile, held Papelotte, La Haye and Smohain on the Allied left, and part of it fought at Hougoumont.",
      "Toby: fun fact marshal, we know. we're napoleonic wargamers 😂",
      "Ngozi: lol ok. but rules?",
      "Marshal: For a large refight it's worth considering scale. At a 1:20 figure ratio Waterloo would need roughly 9,000 figures, so many clubs use 1:50 or abstract units instead. Table size matters too: a 12x6 table covers the field from Hougoumont to Plancenoit at roughly 1mm to 1m, which keeps the Prussian arrival meaningful. You may also want to consider scenario special rules for the mud, the late start, and the Grand Battery's effectiveness on the reverse slope.",
      "Hugh: ngozi it's general d'armée, but honestly if you know black powder you'll pick it up in 10 min",
      "Ngozi: oh good. thanks hugh",
      "Toby: bring dice. lots of dice. hugh steals them",
      "Hugh: ONE time"
    ],
    types: [
      [0, "transactional"],
      [2, "bonding"],
      [4, "transactional"],
      [6, "banter"],
      [7, "friction"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: {
      Hugh: ["neutral", 0],
      Toby: ["neutral", 0],
      Ngozi: ["annoyed", 0.2]
    },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      ["We use General d'Armée, Ngozi. If you know Black Powder you'll pick it up fast. Welcome!", "low", 5],
      [
        "Picton's 5th Division played a crucial role at Waterloo, repelling d'Erlon's I Corps in the early afternoon, though Picton himself was killed leading the counter-attack, famously still wearing his top hat because his baggage hadn't arrived...",
        "medium",
        5
      ],
      ["Sorry Ngozi, rules: General d'Armée.", "low", 8],
      [
        "At a 1:20 figure ratio Waterloo would need about 9,000 figures, so consider 1:50 or abstract units, and a 12x6 table for the full field from Hougoumont to Plancenoit.",
        "high",
        8
      ]
    ]
  },
  {
    id: "am7-23-radio-slot-swap",
    category: "group",
    agent: "Studio",
    messages: [
      "Declan: precious can i swap my tuesday late slot with your thursday? sister's wedding",
      "Studio: Thursday 10pm-midnight is free to swap, Declan. I've moved you to Thursday and Precious to Tuesday.",
      "Precious: er excuse me?? i didn't say yes",
      "Precious: tuesdays i have my night class. that's WHY i'm on thursdays",
      "Declan: oh god sorry precious. studio undo that pls",
      "Studio: Undone. Declan is back on Tuesday 10pm-midnight and Precious on Thursday.",
      "Marisol: declan i can cover tuesday if you want, i'm off work that week anyway",
      "Declan: marisol you're a saint",
      "Studio: Great, Maribel! I'll put you on Tuesday 10pm-midnight.",
      "Marisol: marisol 🙄",
      "Studio: Sorry, Marisol. You're on Tuesday 10pm-midnight that week; Declan's off.",
      "Precious: does she have a key for studio b? they changed the lock",
      "Declan: she can have mine",
      "Marisol: ta. i'll do the folk hour playlist since that's what he normally does",
      "Declan: she's going to play all the sad accordion ones isn't she",
      "Marisol: every single one"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [14, "banter"]
    ],
    users: {
      Declan: ["neutral", 0],
      Precious: ["annoyed", 0.5],
      Marisol: ["annoyed", 0.2]
    },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["I've moved you to Thursday, Declan, and Precious to Tuesday.", "high", 1],
      ["If Precious is up for it, tell me and I'll swap the slots.", "low", 1],
      ["Thanks, Marisol, you're on Tuesday 10pm-midnight that week.", "low", 8],
      ["Great, Maribel! You're on Tuesday 10pm-midnight.", "medium", 8]
    ]
  },
  {
    id: "am7-24-gamelan-embassy-nyepi",
    category: "mixed-language",
    agent: "Gong",
    messages: [
      "Pak Made: Selamat pagi semua. This Saturday we play for the Nyepi gathering at the embassy. Please wear the white udeng and arrive 1 hour before.",
      "Sekar: baik Pak, terima kasih 🙏",
      "Joel: will do. do we bring our own mallets or are the panggul there?",
      "Gong: yooo Pak!! embassy gig let's gooo 🔥🔥 panggul are there bro, no stress 😎",
      "Sekar: gong... itu Pak Made 😬 bukan teman nongkrong",
      "Joel: lol",
      "Pak Made: Terima kasih Gong. Joel, yes, the panggul stay at the embassy hall.",
      "Joel: thank you Pak 🙏",
      "Sekar: Pak, apakah kita latihan Jumat malam juga?",
      "Pak Made: Ya, Jumat jam 7. We must polish Tabuh Telu, the kotekan is still not clean",
      "Gong: haha kotekan gang needs to lock in fr 💀",
      "Joel: mate",
      "Sekar: 🙈",
      "Pak Made: Please, Gong, a little more respect. This is for a ceremony.",
      "Gong: Maaf, Pak Made. Understood: rehearsal Friday at 7pm, and on Saturday everyone arrives an hour early in white udeng.",
      "Pak Made: Baik. Terima kasih."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [10, "friction"],
      [14, "transactional"]
    ],
    users: {
      "Pak Made": ["annoyed", 0.5],
      Sekar: ["annoyed", 0.2],
      Joel: ["neutral", 0.2]
    },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Baik, Pak Made. Joel, the panggul are kept at the embassy hall, no need to bring your own.",
        "low",
        3
      ],
      ["yooo Pak!! embassy gig let's gooo 🔥🔥", "medium", 3],
      ["Noted: latihan Jumat jam 7, focusing on the Tabuh Telu kotekan.", "low", 10],
      ["lol ok Pak chill 😅 we got this", "high", 14]
    ]
  },
  {
    id: "am7-25-pigeon-duchess-missing",
    category: "group",
    agent: "Loft",
    messages: [
      "Bev: results are in from Fougères. tough one, headwind the whole way",
      "Kenny: 3 of my 5 home. not bad in that wind",
      "Arthur: still waiting on Duchess. 14 hours now",
      "Bev: oh arthur. she'll come. they drop in at dawn sometimes",
      "Loft: Congratulations to everyone on a fantastic race day! 🎉🏆 Arthur, 0 birds clocked this time, better luck next race! 😄",
      "Arthur: she's the best hen i've had in 30 years loft",
      "Kenny: bit much loft",
      "Arthur: bred her from my dad's old line. he'd be gutted",
      "Bev: arthur she's clever, she's done Fougères twice. give her till tomorrow",
      "Loft: Don't worry, Arthur! Birds go missing all the time! 🕊️ Next race is Saturday from Tours, entries close Thursday!",
      "Arthur: not now",
      "Kenny: mate seriously. give it a rest",
      "Bev: put some corn out and leave the trap open arthur. i'll ring you in the morning",
      "Arthur: ta bev. not sleeping much tonight anyway"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [6, "friction"],
      [7, "venting"],
      [10, "friction"],
      [12, "bonding"]
    ],
    users: {
      Bev: ["neutral", 0],
      Kenny: ["annoyed", 0.5],
      Arthur: ["annoyed", 0.5]
    },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["Sorry, Arthur. Fingers crossed Duchess drops in at first light.", "low", 4],
      [
        "Great racing, everyone! 🎉 Kenny, 3 from 5 in that headwind is brilliant! Arthur, better luck next time! 😄",
        "high",
        4
      ],
      ["Next race is Saturday from Tours, entries close Thursday!", "high", 11],
      [
        "I'm sorry, Arthur. Thirty years and from your dad's line, no wonder you're worried. I hope she's on the ledge by morning.",
        "low",
        11
      ]
    ]
  }
]
