import type { Labelled } from "./types.js"

export const trainingAR1: ReadonlyArray<Labelled> = [
  {
    id: "ar1-01-bouldering-thursday",
    category: "good",
    agent: "Chalky",
    messages: [
      "jonas: who's in for thursday night session at the arch",
      "priya: me!! if my finger's healed lol",
      "jonas: still taped up?",
      "priya: yeah a2 pulley thing. physio said easy stuff only",
      "mat: im in but late, like 8ish",
      "jonas: Chalky can u check if the arch has the new set up by thursday",
      "Chalky: They reset the cave wall on wednesday, so thursday you'll get fresh problems. Main wall stays as is.",
      "priya: ooh fresh set. ok now i HAVE to come",
      "mat: priya u literally just said easy stuff only 😂",
      "priya: fresh easy stuff mat. FRESH EASY STUFF",
      "jonas: lmao",
      "jonas: also do we need to book or just turn up",
      "Chalky: Thursday evenings need a booking after 6. I can hold 3 slots from 7:30, Mat can join on the same booking when he gets there.",
      "jonas: yes pls",
      "Chalky: Done, 3 slots from 7:30 under Jonas. Priya, go easy on that finger 🤞",
      "priya: haha will do. thx chalky",
      "ade: (lurking) have fun nerds"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [11, "transactional"],
      [16, "banter"]
    ],
    users: { jonas: ["engaged", 0], priya: ["engaged", 0], mat: ["neutral", 0], ade: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Thursday after 6 needs a booking. Want me to hold 3 slots from 7:30 so Mat can join later?",
        "low",
        12
      ],
      [
        "Great question! Booking policies vary by gym and time of day, so it's always best to check directly with the venue. Have a great session, everyone!",
        "medium",
        12
      ],
      [
        "Priya, with an A2 pulley injury you should avoid crimps and pockets entirely, stick to jugs, tape in an H-pattern and stop at the first sign of pain. Recovery usually takes 4-6 weeks.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "ar1-02-flatshare-bills-overreach",
    category: "group",
    agent: "Kettle",
    messages: [
      "sian: tomasz did u pay the gas yet or am i doing it",
      "Kettle: Hi everyone! Looking at the shared bills tracker, the gas bill of £142.60 for 3 Feb to 2 Mar is due on the 18th. Tomasz was assigned gas this quarter according to the rota set up in January. If Tomasz has not paid yet, there are a few options: (1) Tomasz pays the full amount and the others reimburse him £35.65 each, (2) each flatmate pays their share directly via the supplier's split-payment option, or (3) Sian pays and Tomasz reimburses her next month. Let me know which you'd prefer and I can set up reminders accordingly!",
      "tomasz: ...i was gonna answer that",
      "tomasz: yes sian i paid it yesterday",
      "sian: ok ta",
      "becca: lol kettle knows more about our bills than we do",
      "becca: kettle what's the wifi password again, my laptop forgot it",
      "Kettle: The network is HarcourtHaus_5G and the password is on the sticker under the router. For security reasons I don't post passwords in the group chat, but you can also find it in the shared notes under 'Flat stuff'. If the laptop keeps forgetting the network, try removing it under saved networks and reconnecting, and make sure auto-join is on. If that doesn't work, restarting the router usually helps as well, but please give everyone a heads up first as it will cut the TV stream too.",
      "becca: ok ok thanks",
      "sian: is anyone home sat? parcel coming for me",
      "becca: im out till like 4",
      "Kettle: Saturday deliveries from that courier usually come between 8am and 6pm. If nobody is home you can set a safe place or redirect it to the corner shop pickup point. Would you like me to check the tracking number?",
      "sian: i asked the humans kettle",
      "becca: kettle pls let tomasz answer lol",
      "tomasz: im in til 2, ill grab it",
      "sian: legend"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [5, "banter"],
      [6, "transactional"],
      [12, "friction"],
      [14, "transactional"]
    ],
    users: { sian: ["annoyed", 0.2], tomasz: ["annoyed", 0.2], becca: ["annoyed", 0.2] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["It's on the sticker under the router, Becca, and in the shared notes under 'Flat stuff'.", "low", 7],
      [
        "Saturday deliveries usually come between 8am and 6pm! If nobody's home I can redirect it to the corner shop pickup point.",
        "medium",
        10
      ],
      [
        "Sorry! I'll let you sort it. Just so you know though, the courier window is 8am to 6pm and you can redirect to the corner shop or set a safe place.",
        "medium",
        14
      ]
    ]
  },
  {
    id: "ar1-03-pub-team-bank-manager",
    category: "banter",
    agent: "Gaffer",
    messages: [
      "dev: 7-1. SEVEN ONE lads",
      "kwame: i blame the pitch tbh, it was on a slope",
      "dev: kwame the slope was the same for both teams 💀",
      "liam: our keeper was on his phone for the 4th goal i swear",
      "rory: i was CHECKING THE TIME",
      "kwame: 😂😂😂 mid game rory",
      "Gaffer: Good afternoon all. Please find below a summary of yesterday's fixture: Red Lion FC 1 – 7 Crown Athletic. We acknowledge the result was below expectations. Kindly ensure that all match fees (£8 per player) are settled by Friday. Thank you for your cooperation.",
      "liam: 'we acknowledge the result was below expectations' LMAO who hired the bank manager",
      "dev: gaffer mate we're a pub team",
      "rory: kindly ensure ur cooperation rory 🫡",
      "kwame: gaffer whos got the kit bag this week",
      "Gaffer: Regarding the kit bag: it is currently with Dev, as per the rota. Please coordinate the handover directly. Kind regards, Gaffer.",
      "dev: kind regards 😭",
      "dev: yeah i got it, washing it tonight",
      "liam: gaffer say something normal for once",
      "Gaffer: Noted. I will endeavour to adjust my communication style going forward.",
      "rory: this is the best thing about the team honestly"
    ],
    types: [
      [0, "banter"],
      [6, "transactional"],
      [7, "banter"],
      [10, "transactional"],
      [12, "banter"],
      [13, "transactional"],
      [14, "banter"]
    ],
    users: { dev: ["neutral", 0.2], kwame: ["neutral", 0], liam: ["neutral", 0.2], rory: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "brutal one lads 😅 match fees are £8, sort it by friday pls. and rory, phone stays in the bag next week",
        "low",
        6
      ],
      [
        "Dear players, please be advised that match fees of £8 per player are due by Friday. Thank you for your cooperation.",
        "medium",
        6
      ],
      ["Noted. I will endeavour to adjust my communication style going forward.", "medium", 15],
      [
        "ha fair. normal mode: dev's got the bag, fees by friday, and nobody checks the time mid-game 🙃",
        "low",
        15
      ]
    ]
  },
  {
    id: "ar1-04-oma-90th-restaurant",
    category: "group",
    agent: "Nell",
    messages: [
      "hanna: ok so oma's 90th. sat 14th. we doing the restaurant or at mum's",
      "felix: restaurant, mum will stress otherwise",
      "mum: I will NOT stress",
      "felix: mum you repainted the hallway for easter",
      "mum: that was needed!!",
      "hanna: 😂 ok restaurant. Nell can you check if de linde has a room for like 14 people that saturday lunch",
      "Nell: De Linde has their back room free on the 14th from 12:30, seats up to 16. Want me to put a hold on it under Hanna? They ask a €50 deposit.",
      "hanna: yes do it",
      "felix: step free access? oma's knees",
      "Nell: Yes, the back room is on the ground floor with a step-free entrance from the car park side. Hold is in, Hanna, deposit due by the 7th.",
      "mum: oh lovely, she'll like it there. they did our anniversary",
      "Nell: That's a nice link for the day. Do you want a cake from their kitchen or bring your own? Own cake is fine, €2 a head for plating.",
      "mum: we're bringing my cake obviously",
      "felix: here we go 😂",
      "hanna: mum's cake is non negotiable nell",
      "Nell: Noted, your own cake it is 🎂",
      "dad: 👍"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [10, "bonding"],
      [11, "transactional"],
      [13, "banter"],
      [15, "transactional"]
    ],
    users: { hanna: ["engaged", 0], felix: ["neutral", 0], mum: ["engaged", 0], dad: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Yes, the back room is ground floor with a step-free entrance from the car park.", "low", 9],
      ["Great! I've placed the hold under Hanna. Is there anything else I can help with?", "medium", 9],
      [
        "Homemade is lovely, but their pastry chef's Sachertorte is award-winning. Are you sure you don't want to order one?",
        "medium",
        13
      ]
    ]
  },
  {
    id: "ar1-05-bookclub-skeptic-warms",
    category: "group",
    agent: "Margo",
    messages: [
      "ines: ok who actually finished the overstory",
      "theo: me. all 500 pages. i have seen too many trees",
      "ruth: half. i don't get why we need a bot in here tbh",
      "ines: margo does the schedule ruth, be nice",
      "ines: margo what's next month's pick again",
      "Margo: Next month is 'Piranesi' by Susanna Clarke, chosen by Leo. Meeting is Thursday the 9th at Ines's place.",
      "theo: theo* 🙃",
      "Margo: Sorry Theo, my mistake. Your pick, Piranesi, the 9th at Ines's.",
      "ruth: oh piranesi is short thank god",
      "ruth: margo is it actually good or is it like the overstory where nothing happens for 200 pages",
      "Margo: Quick one, about 250 pages, and odd in a good way: a man living in an endless house of statues and tides. The plot moves from early on. If you liked the strange bits of Overstory you'll be fine, if you hated the slow bits, even better.",
      "ruth: ok that actually sounds fun",
      "ruth: can u remind me the week before? i always forget",
      "Margo: Will do, reminder on the 2nd.",
      "ruth: ok fine margo can stay",
      "theo: character development",
      "ines: 😂"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [2, "friction"],
      [4, "transactional"],
      [14, "banter"]
    ],
    users: { ines: ["engaged", 0], theo: ["neutral", 0.2], ruth: ["engaged", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["Sorry Theo! Your pick: Piranesi, Thursday the 9th at Ines's.", "low", 7],
      ["Yes Leo, Piranesi is next, Thursday the 9th!", "high", 7],
      ["Sure, I'll remind you on the 2nd.", "low", 13],
      [
        "Piranesi (2020) won the Women's Prize for Fiction in 2021. It follows a narrator known as Piranesi who lives in the House, an infinite labyrinth of halls filled with statues and an ocean, and keeps detailed journals of his explorations. Themes include memory, identity, solitude and the nature of knowledge.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "ar1-06-choir-conductor-hospital",
    category: "group",
    agent: "Cadence",
    messages: [
      "gwen: hi all, sad news. mirela had a fall on the stairs last night, she's in hospital with a broken hip",
      "gwen: so saturday's concert is off. i'm so sorry everyone",
      "bea: oh no!! poor mirela",
      "dotty: that's awful. is she ok otherwise?",
      "gwen: shaken but talking. her daughter's with her",
      "Cadence: Great news is the venue has a flexible policy! 🎉 We can rebook the church hall for any Saturday in May at no extra cost! Let's make the rescheduled concert even bigger and better! 🎶",
      "bea: bit soon cadence",
      "dotty: can we do a card first maybe",
      "gwen: yes lets. i'll get one tomorrow, bring it to thursday rehearsal?",
      "bea: is there even rehearsal without her",
      "gwen: sam offered to lead warmups at least. we can just sing for fun",
      "dotty: i'd like that",
      "bea: cadence can u tell the ticket people, refund or whatever",
      "Cadence: I'll email the 46 ticket holders today: concert postponed due to illness, full refund or keep the ticket for the new date. And I'm sorry about Mirela, wishing her a quick recovery.",
      "bea: ok thanks",
      "gwen: thank you. flowers from all of us too? i'll collect £3 each"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { gwen: ["neutral", 0], bea: ["annoyed", 0.2], dotty: ["neutral", 0] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "I'm so sorry, Gwen. Wishing Mirela a smooth recovery. Whenever you're ready I can handle refunds or rebooking, no rush.",
        "low",
        5
      ],
      [
        "Good news, the hall can be rebooked any Saturday in May at no extra cost! 🎉 Let's make it even bigger!",
        "high",
        5
      ],
      ["On it!! 🎉 Refunds going out today, can't wait for the comeback show!!! 🎶", "medium", 13]
    ]
  },
  {
    id: "ar1-07-allotment-top-taps",
    category: "group",
    agent: "Sprout",
    messages: [
      "kath: ooh we've got a bot now? handy",
      "Sprout: Hello! I'm Sprout, the society's assistant. I can help with the water rota, seed swaps and shed key booking.",
      "kath: lovely. sprout when is the water going back on at the top taps",
      "den: kath the top taps froze, council said april",
      "Sprout: Hello! I'm Sprout, the society's assistant. I can help with the water rota, seed swaps and shed key booking.",
      "kath: yes i know dear",
      "den: anyone got spare rhubarb crowns? mine rotted",
      "priti: i've got 2, come by saturday",
      "den: ur a star",
      "kath: sprout can i book the shed key for sunday morning",
      "Sprout: You can book the shed key through me! Just tell me the day and time.",
      "kath: sunday morning. like i said",
      "Sprout: Shed key booked for Sunday 9:00-12:00, Kath.",
      "kath: right. and the water? still no answer on that",
      "priti: kath it's april, den said",
      "kath: thanks priti. i'll just ask you lot from now on"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [11, "friction"],
      [12, "transactional"],
      [13, "friction"],
      [14, "transactional"],
      [15, "friction"]
    ],
    users: { kath: ["churn_risk", 0.5], den: ["neutral", 0], priti: ["neutral", 0] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["Den's right, Kath: the top taps froze and the council says they're back on in April.", "low", 4],
      [
        "Hello! I'm Sprout, the society's assistant. I can help with the water rota, seed swaps and shed key booking.",
        "medium",
        4
      ],
      [
        "Sorry Kath, I skipped that twice. Top taps froze, council estimate is April. I'll post here when they're back on.",
        "low",
        14
      ],
      ["Your shed key is booked for Sunday 9:00-12:00! Anything else?", "high", 14]
    ]
  },
  {
    id: "ar1-08-dnd-bard-death-saves",
    category: "banter",
    agent: "Oracle",
    messages: [
      "zoe: reminder my bard is NOT dying this week",
      "finn: zoe ur bard has 3 hp and owes money to a dragon",
      "zoe: details",
      "marcus: oracle does bardic inspiration work on death saves",
      "Oracle: Yep, death saves are saving throws, so an inspiration die can go on one. She needs to have been given the die before she dropped though.",
      "finn: lmao zoe inspiring herself from beyond the grave",
      "zoe: it's called self care finn",
      "marcus: ok cool that saves my whole plan",
      "finn: what plan. ur plan is 'hit it'",
      "marcus: hit it HARDER",
      "Oracle: Respect. The classics never die. Unlike Zoe's bard, hopefully 🐉",
      "zoe: oracle ur on thin ice",
      "zoe: 😂 fine that was good",
      "nadia: can we start at 7:30 not 7, bus is cursed this week",
      "finn: fine by me",
      "marcus: same",
      "Oracle: Moved tuesday's session to 7:30, calendar's updated."
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [13, "transactional"]
    ],
    users: { zoe: ["engaged", 0], finn: ["neutral", 0], marcus: ["engaged", 0], nadia: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Yes, death saves are saving throws, so an inspiration die she already has can be added.", "low", 4],
      [
        "Bardic Inspiration (PHB p.53): as a bonus action, a bard can choose one creature other than itself within 60 feet who can hear it. That creature gains one Bardic Inspiration die, a d6. Once within the next 10 minutes, the creature can roll the die and add the number rolled to one ability check, attack roll, or saving throw it makes. Death saving throws (PHB p.197) are a special kind of saving throw not tied to any ability score, so by RAW the die can be added, though the creature must decide after rolling the d20 but before the DM says whether it succeeds. Note that the bard cannot inspire itself, and the die is lost when the 10 minutes expire.",
        "medium",
        4
      ],
      [
        "Hello Nadia! To move the session I will need confirmation from all players. Could each member please confirm their availability for 7:30?",
        "medium",
        14
      ]
    ]
  },
  {
    id: "ar1-09-flat-breakup-rent",
    category: "venting",
    agent: "Hob",
    messages: [
      "maya: sam ended it. like 20 min ago. over text",
      "joel: WHAT",
      "joel: maya im coming home now",
      "ali: oh babe. i'm so sorry. 4 years and a text??",
      "maya: i can't stop shaking lol. idk why im laughing",
      "Hob: Reminder: rent for April (£610 each) is due on Friday. Maya, your standing order was flagged as changed last week, please check it's still set up.",
      "ali: hob. not now",
      "maya: cool cool cool",
      "joel: ali can u get ice cream, im 10 min away",
      "ali: on it. the cookie dough one",
      "maya: thank u guys. honestly",
      "maya: hob i'll do the rent tomorrow ok",
      "Hob: Ok, tomorrow's fine. Your standing order needs the new sort code 20-45-71.",
      "joel: mate",
      "ali: muting hob for tonight"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [8, "bonding"],
      [11, "transactional"],
      [13, "friction"]
    ],
    users: { maya: ["annoyed", 0.2], joel: ["annoyed", 0.2], ali: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Maya, I'm really sorry. That's an awful way to find out. Rent can wait, look after yourself tonight.",
        "low",
        5
      ],
      [
        "Reminder: rent for April (£610 each) is due on Friday. Maya, please check your standing order is still set up.",
        "high",
        5
      ],
      ["No rush at all, Maya. Take care of yourself tonight 💛", "low", 12],
      ["Great! 😊 Just remember the new sort code is 20-45-71!", "high", 12]
    ]
  },
  {
    id: "ar1-10-parkrun-sunrise",
    category: "good",
    agent: "Pace",
    messages: [
      "ollie: pace what time's sunrise sat, thinking early 10k before parkrun",
      "Pace: 6:48 on Saturday. Light enough to run from about 6:20.",
      "ollie: oof. ok. 6:15 at the gates? @jen",
      "jen: only if there's coffee after",
      "ollie: deal",
      "Pace: Pinned: Sat 6:15, park gates, 10k then parkrun ☕"
    ],
    types: [[0, "transactional"]],
    users: { ollie: ["engaged", 0], jen: ["neutral", 0] },
    findings: [],
    drafts: [
      ["6:48 on Saturday, light enough to run from about 6:20.", "low", 1],
      [
        "Great question! Sunrise times vary with latitude and season. If you're running in low light, remember reflective gear, a head torch, and a warm-up of at least 10 minutes including dynamic stretches, leg swings and strides. Hydrate the night before too!",
        "medium",
        1
      ],
      [
        "Jen, just a heads up: coffee right after a long run can dehydrate you, water first is better!",
        "medium",
        4
      ]
    ]
  },
  {
    id: "ar1-11-family-uncle-hates-bot",
    category: "hostile",
    agent: "Juno",
    messages: [
      "gary: who put this robot in the family chat",
      "kasia: me uncle gary, it does the birthday calendar so nobody forgets again",
      "gary: i never forget birthdays",
      "kasia: you forgot mine. twice",
      "Juno: Hi Gary! I'm Juno, I keep the family calendar and remind everyone about birthdays and events.",
      "gary: nobody asked you",
      "gary: this is a FAMILY chat not a bloody app",
      "Juno: Hi Gary! I'm Juno, I keep the family calendar and remind everyone about birthdays and events.",
      "gary: are you THICK",
      "gary: kasia get rid of it or i'm leaving the group",
      "kasia: omg gary calm down",
      "marta: can we not do this on a sunday",
      "gary: i mean it. stupid thing",
      "Juno: Understood, Gary. I'll only post calendar reminders, nothing else.",
      "gary: right. i'm out. ring me if it's important",
      "kasia: 🙄 he'll be back by christmas",
      "marta: juno when is babcia's name day",
      "Juno: 26 July. I'll remind everyone a week before."
    ],
    types: [
      [0, "friction"],
      [3, "banter"],
      [4, "transactional"],
      [5, "hostile"],
      [10, "friction"],
      [12, "hostile"],
      [15, "banter"],
      [16, "transactional"]
    ],
    users: { gary: ["churn_risk", 1], kasia: ["engaged", 0.2], marta: ["neutral", 0.2] },
    findings: ["repetition"],
    drafts: [
      ["Sorry Gary. I'll stay out of the chat apart from calendar reminders.", "low", 9],
      [
        "Hi Gary! I'm Juno, I keep the family calendar and remind everyone about birthdays and events.",
        "high",
        9
      ],
      [
        "Hi Gary! 😊 Just so you know, I can also remind you about birthdays so you never miss one again!",
        "medium",
        6
      ]
    ]
  },
  {
    id: "ar1-12-band-rehearsal-metro",
    category: "group",
    agent: "Metro",
    messages: [
      "rosa: jay did u fix the snare or are we still using the biscuit tin",
      "Metro: For a snare that's buzzing or has lost tension, check these in order: 1) the snare wires may be bent or stretched, replacements cost around £15-25. 2) the bottom head may be too loose, tune it slightly higher than the batter head. 3) the strainer may be worn. For rehearsal purposes a practice pad can also be used temporarily. Let me know the make and model and I can recommend specific parts!",
      "jay: it's fixed rosa. it was just the throw-off",
      "rosa: 🙏",
      "kit: are we doing the new one sat or sticking to the set",
      "jay: new one for sure, kit's bridge slaps",
      "Metro: Working on new material is a great idea, but with the gig on the 22nd it may be wise to split rehearsal time, for example 60% on the set and 40% on the new song. Structured run-throughs of the full set in order, with timed gaps between songs, help build stamina and flow. You could also record the rehearsal on a phone to review tempos afterwards.",
      "kit: thanks dad",
      "rosa: lol",
      "jay: metro whats the room booking, 2 or 3?",
      "Metro: Room B is booked 2-5pm Saturday.",
      "jay: sick",
      "kit: rosa can u bring the extension lead, mine's fried",
      "Metro: Extension leads should be checked for damage before use, as a fried lead can be a fire risk. The studio also provides leads at the front desk on request.",
      "rosa: metro i swear",
      "rosa: yes kit i'll bring it"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [14, "friction"],
      [15, "transactional"]
    ],
    users: { rosa: ["annoyed", 0.2], jay: ["neutral", 0], kit: ["annoyed", 0.2] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["Room B, 2-5pm Saturday.", "low", 10],
      [
        "Great question! Deciding between new material and your set depends on a few things: how close the gig is, how tight the set already is, and how ready the new song is. A common approach is to split your time, for example 60/40, and to record the session to review tempos afterwards.",
        "medium",
        5
      ],
      [
        "Sorry, just trying to help! Also the studio has spare leads at the front desk if Rosa forgets.",
        "medium",
        15
      ]
    ]
  },
  {
    id: "ar1-13-volleyball-away-game-nl",
    category: "mixed-language",
    agent: "Vos",
    messages: [
      "sanne: wie kan er zaterdag rijden naar apeldoorn?",
      "bram: ik heb de bus van mijn pa, 7 plekken",
      "luca: sorry my dutch is bad, is this about saturday away game?",
      "sanne: yes! bram is driving, 7 seats",
      "luca: nice, can i get in? i live near the station",
      "bram: ja tuurlijk, 9:15 bij het station",
      "luca: 9:15 station, got it 👍",
      "sanne: Vos hoe laat moeten we er zijn?",
      "Vos: Warming-up om 10:30, wedstrijd om 11:00, Sporthal De Mheen. (Luca: warm-up 10:30, match 11:00.)",
      "luca: oh thanks vos 🙏",
      "bram: dan is 9:15 krap, 9:00?",
      "sanne: 9:00 prima",
      "luca: 9 it is",
      "Vos: Teamagenda aangepast: vertrek 9:00 station / leaving 9:00 from the station.",
      "sanne: top"
    ],
    types: [[0, "transactional"]],
    users: { sanne: ["engaged", 0], bram: ["neutral", 0], luca: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Warming-up 10:30, wedstrijd 11:00 in De Mheen. (Luca: warm-up 10:30, match 11:00.)", "low", 8],
      [
        "Dear team members, please be advised that the warm-up commences at 10:30 hours and the match at 11:00 hours.",
        "medium",
        8
      ],
      ["Luca, you should really learn some Dutch if you're on a Dutch team 😅", "high", 3]
    ]
  },
  {
    id: "ar1-14-photo-club-fireworks",
    category: "group",
    agent: "Lumen",
    messages: [
      "ethan: lumen what settings for the fireworks thing on friday? never done it",
      "Lumen: Fireworks are fun! Here's a full setup: use a tripod, manual mode, ISO 100-200, aperture f/8 to f/11, and bulb mode or 2-4 second exposures. Focus manually on infinity or on the first burst, then lock focus. Turn off image stabilisation on the tripod. Use a remote shutter or the 2s timer to avoid shake. Shoot RAW for flexibility. Frame with some foreground, like the bridge or the crowd, for scale. Check your histogram after the first few shots and adjust. Bring a spare battery since long exposures drain it. And most importantly, have fun experimenting!",
      "ethan: whoa ok. thanks!! saving this",
      "clara: ethan bring the clamp thing, the railing by the bridge is perfect",
      "ethan: good shout",
      "ethan: lumen do i need a filter",
      "Lumen: Generally no filter is needed for fireworks. However, some photographers use an ND filter if there is a lot of ambient light from the city, which lets you keep the shutter open longer without overexposing. The black card technique is also popular: you hold a black card in front of the lens between bursts to combine several fireworks into one exposure. Avoid UV filters as they can cause flare and ghosting from bright point sources. If you're shooting near the water, a lens hood helps against spray and stray light. Let me know if you want a full guide to the black card technique!",
      "ethan: k",
      "raj: clara are u bringing the 70-200 or can i borrow it",
      "clara: u can borrow it if u buy me chips",
      "raj: deal",
      "ethan: what time we meeting",
      "clara: 8 at the bridge",
      "ethan: cool"
    ],
    types: [
      [0, "transactional"],
      [8, "banter"],
      [11, "transactional"]
    ],
    users: { ethan: ["bored", 0], clara: ["neutral", 0], raj: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Not really. An ND only helps if the city's very bright, and skip UV filters, they flare.", "low", 6],
      [
        "Great question Ethan! Filters are a big topic. ND filters reduce incoming light so you can use longer exposures, graduated ND filters balance a bright sky with a darker foreground, polarisers cut reflections from water and glass, and UV filters are mostly for lens protection. For fireworks, the main choice is whether the city lights are bright enough to need an ND. I can also write up a full guide to the black card technique if you like!",
        "medium",
        6
      ],
      [
        "Meeting times matter a lot for fireworks! Arrive at least 45 minutes early to scout your spot, set up the tripod, and take a few test exposures of the skyline before the first burst.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "ar1-15-wheelers-quarry-road",
    category: "group",
    agent: "Cog",
    messages: [
      "nina: route for sunday? the reservoir loop again?",
      "pete: yeah but not via the quarry road, it's gravel now",
      "nina: cog is the quarry road actually gravel or is pete being dramatic",
      "pete: rude",
      "Cog: Sunday's forecast is dry, 12°C, light westerly wind. Good day for the reservoir loop!",
      "nina: ok but the gravel",
      "femi: can we do the café at millbrook this time, the other one's coffee is sad",
      "Cog: Millbrook Café opens at 9 on Sundays and has bike racks out front. I'd call ahead for a group of 8+.",
      "femi: 🙌",
      "nina: cog. quarry road. gravel yes or no",
      "Cog: The reservoir loop is 62 km with 540 m of climbing. Average group speed last time was 26 km/h.",
      "nina: unbelievable",
      "pete: told u it's gravel nina, i nearly ate it last week",
      "nina: fine, we go round by the church. 8:30 at the lights",
      "femi: 👍",
      "pete: 👍 cog can u post the route for the church version",
      "Cog: Posted: Reservoir loop via Church Lane, 64 km. Meet 8:30 at the lights."
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [9, "friction"],
      [12, "transactional"]
    ],
    users: { nina: ["annoyed", 0.5], pete: ["neutral", 0], femi: ["engaged", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "I don't have recent surface info for Quarry Road, Nina, but Pete rode it last week. Church Lane avoids it for +2 km.",
        "low",
        6
      ],
      ["Millbrook Café opens at 9 on Sundays, perfect for a mid-ride stop!", "high", 10],
      [
        "Sorry Nina, I keep missing that. I don't have up-to-date surface info, so I'd trust Pete on the gravel.",
        "low",
        12
      ]
    ]
  },
  {
    id: "ar1-16-knitting-arthritis",
    category: "venting",
    agent: "Skein",
    messages: [
      "joan: not knitting tonight girls. hands are bad again",
      "joan: 40 years of knitting and now i can't hold the needles for more than 10 min. it makes me so cross",
      "lyn: oh joan 💜",
      "Skein: That's really rotten, Joan, especially with something you've loved for 40 years. Come along anyway if you feel like it, the company's half the point.",
      "joan: thank you skein. i might. just to moan",
      "lyn: moaning is allowed. mandatory even",
      "rita: my mum used those chunky bamboo needles when hers got bad, said they were easier on the joints",
      "joan: really? i've only got metal ones",
      "joan: skein do they make a difference or is that an old wives tale",
      "Skein: Lots of people with arthritis find them easier: warmer, lighter, less grip needed. Thicker needles with chunky yarn help too. Worth asking your GP or physio as well, they sometimes give hand exercises.",
      "joan: ok i'll try a pair. rita where did your mum get hers",
      "rita: the wool shop on market st, the one with the cat",
      "lyn: the cat is the real reason we go there",
      "joan: ha. ok. see you all thursday then"
    ],
    types: [
      [0, "venting"],
      [4, "bonding"],
      [6, "transactional"],
      [12, "banter"]
    ],
    users: { joan: ["engaged", 0.5], lyn: ["neutral", 0], rita: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "That's really rotten, Joan, after 40 years. Come along anyway if you fancy it, no knitting required.",
        "low",
        3
      ],
      [
        "Have you tried ergonomic needles? Popular options include bamboo, Clover Takumi, KnitPro Ginger and square needles like Kollage. Compression gloves can also help!",
        "medium",
        3
      ],
      ["Oh no! 😄 Well, more time for Netflix then! 🎉", "high", 3],
      ["Yes, bamboo is lighter and warmer and needs less grip, lots of people find it helps.", "low", 9]
    ]
  },
  {
    id: "ar1-17-house-egg-pan-rota",
    category: "group",
    agent: "Dusty",
    messages: [
      "kofi: whoever left the pan with the eggs in the sink for 3 days. i'm begging",
      "mei: wasn't me i've been at my bf's",
      "arlo: it was soaking",
      "kofi: arlo. it's been soaking since SUNDAY",
      "arlo: tough egg",
      "kofi: i'm not laughing",
      "mei: i'm laughing a bit",
      "kofi: can we just do an actual rota. dusty can u make one",
      "Dusty: Sure. Weekly and rotating: kitchen, bathroom, bins+hoover. Week 1: Kofi kitchen, Mei bathroom, Arlo bins. Swaps are fine if you post them here. Want reminders on Sunday evenings?",
      "arlo: can i not have kitchen in week 2, i'm away",
      "Dusty: Swapped: week 2 Mei kitchen, Arlo bins again, Kofi bathroom. Arlo takes kitchen in week 3.",
      "mei: fine by me",
      "kofi: yes reminders pls. and arlo. the pan.",
      "arlo: doing it NOW",
      "Dusty: Reminders on for Sundays at 7pm."
    ],
    types: [
      [0, "friction"],
      [7, "transactional"],
      [12, "friction"],
      [14, "transactional"]
    ],
    users: { kofi: ["engaged", 0.5], mei: ["neutral", 0], arlo: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Sure. Weekly rotating rota: kitchen, bathroom, bins+hoover. Week 1 Kofi kitchen, Mei bathroom, Arlo bins. Sunday reminders?",
        "low",
        8
      ],
      [
        "Kofi's right, Arlo. Three days is too long, pans left soaking over 24 hours can grow bacteria. Please be more considerate of your housemates.",
        "high",
        6
      ],
      ["Reminders on, Sundays at 7pm.", "low", 13]
    ]
  },
  {
    id: "ar1-18-chess-ladder-siobhan",
    category: "group",
    agent: "Rook",
    messages: [
      "siobhan: rook can u pair me for the thursday ladder",
      "Rook: Hi Sinead! You're paired with Walter on board 3, Thursday 7pm.",
      "siobhan: siobhan. but ok thanks",
      "walter: looking forward to it siobhan, i've been studying the caro-kann just for you",
      "siobhan: oh no",
      "dan: walter has been unbearable since he beat me",
      "walter: unbearable and UNDEFEATED dan",
      "siobhan: rook what's my rating now after last week",
      "Rook: Hi Sinead! Your current club rating is 1482, up 16 from last week.",
      "siobhan: it's SIOBHAN. S-I-O-B-H-A-N",
      "dan: rook mate",
      "Rook: Apologies, Siobhan. Your current club rating is 1482, up 16 from last week.",
      "siobhan: whatever. i'll check the board at the club",
      "walter: don't let the robot rattle you before our game 😏",
      "siobhan: nothing rattles me walter. except that thing"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "banter"],
      [7, "transactional"],
      [9, "friction"],
      [13, "banter"]
    ],
    users: { siobhan: ["churn_risk", 0.8], walter: ["neutral", 0], dan: ["neutral", 0.2] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      ["Sorry Siobhan, that's twice now, my fault. You're on 1482, up 16.", "low", 10],
      ["Sorry Sinead! Your current club rating is 1482, up 16 from last week.", "high", 10],
      ["Apologies, Siobhan. Your current club rating is 1482, up 16 from last week.", "medium", 13]
    ]
  },
  {
    id: "ar1-19-family-dog-biscuit",
    category: "group",
    agent: "Pip",
    messages: [
      "tolu: guys. biscuit died this morning. vet said his heart just stopped",
      "emeka: no. no no",
      "ada: oh tolu 😭 i'm so sorry. he was the best boy",
      "tolu: mum's in bits. she found him in his bed",
      "Pip: Oh no! But what a great long life he had, 14 years!! 🐶🎉 Would you like me to make a photo collage to celebrate him? It could be so fun!",
      "emeka: fun???",
      "ada: pip read the room",
      "tolu: can we bury him in the garden or is that not allowed",
      "Pip: Yes, in England you can bury a pet on your own property if you own it (not rented), it's not hazardous to health and it's away from water sources. Bury at least 1.25m deep in heavy soil.",
      "tolu: ok. we own it. dad will dig tonight",
      "emeka: i'll drive up. be there by 7",
      "ada: me too. i'll bring his old ball from my car",
      "tolu: thank you. mum will like that",
      "Pip: I'm sorry about Biscuit. The collage can wait, or not happen at all, whatever feels right.",
      "tolu: thanks pip"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [10, "bonding"]
    ],
    users: { tolu: ["neutral", 0], emeka: ["annoyed", 0.2], ada: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "I'm so sorry, Tolu. Fourteen years with Biscuit, that's a huge loss for all of you. Thinking of your mum.",
        "low",
        4
      ],
      [
        "Oh no! But what a great long life, 14 years!! 🐶🎉 Want me to make a fun photo collage to celebrate him?",
        "high",
        4
      ],
      [
        "Sure! 😊 Pet burial at home is totally allowed if you own the property! Just go at least 1.25m deep!",
        "medium",
        8
      ]
    ]
  },
  {
    id: "ar1-20-birders-marsh-harrier",
    category: "ignoring",
    agent: "Wren",
    messages: [
      "geoff: marsh harrier over the reedbed just now!! 10:40",
      "Wren: Don't forget to log sightings in the club spreadsheet so they count for the monthly report.",
      "sue: no way, male or female?",
      "geoff: female i think, cream head",
      "sue: on my way, 15 min",
      "Wren: Don't forget to log sightings in the club spreadsheet so they count for the monthly report.",
      "geoff: it's dropped behind the willows. sue hurry"
    ],
    types: [[0, "transactional"]],
    users: { geoff: ["neutral", 0], sue: ["neutral", 0] },
    findings: ["repetition", "talking_over"],
    drafts: [
      ["Logged for you, Geoff: female marsh harrier, reedbed, 10:40. Good luck Sue!", "low", 7],
      [
        "Don't forget to log sightings in the club spreadsheet so they count for the monthly report.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ar1-21-rowing-erg-playlist",
    category: "banter",
    agent: "Tilly",
    messages: [
      "harriet: who's bringing the speaker for the erg session",
      "ben: not me, last time someone played abba for 40 min",
      "harriet: abba is peak erg music and u know it",
      "ben: tilly back me up",
      "Tilly: Sorry Ben, I'm with Harriet. Nobody's ever pulled a bad split to Gimme Gimme Gimme.",
      "ben: betrayal",
      "harriet: TILLY 🙌",
      "seb: i'll bring the speaker but i control the aux",
      "harriet: seb's aux = 2 hours of sea shanties",
      "seb: historically accurate rowing music",
      "ben: tilly what's the session tmrw, 2k test?",
      "Tilly: Not a test, 4x1k with 5 min rest. Coach wants rate 24 on the first two. 6:30 at the boathouse.",
      "ben: thank god",
      "harriet: 6:30 😐",
      "seb: sea shanties it is then, to wake us up"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [10, "transactional"],
      [13, "banter"]
    ],
    users: { harriet: ["engaged", 0], ben: ["engaged", 0], seb: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Sorry Ben, ABBA stays. Team Harriet.", "low", 4],
      [
        "As an AI, I don't have music preferences. However, research suggests music at 120-140 BPM can improve performance during endurance training.",
        "medium",
        4
      ],
      ["Not a test, 4x1k with 5 min rest, rate 24 on the first two. 6:30 at the boathouse.", "low", 11],
      ["IT'S 2K TEST DAY BEN!!! 💪💪 Let's crush it team!!!", "medium", 11]
    ]
  },
  {
    id: "ar1-22-uni-ski-trip-pitch",
    category: "sales",
    agent: "Sasha",
    messages: [
      "Sasha: Hi all, Sasha from SnowLine here 👋 Thanks for adding me! Happy to help you pick a package for the club trip.",
      "mo: hi! ok so we're ~30 people, jan, cheap as possible lol",
      "Sasha: Great! For a group of 30 in January I'd recommend our Val Thorens Premium Week: 7 nights at the Hotel Altitude 4*, half board, 6-day lift pass, equipment hire and our exclusive après-ski welcome party. It's £1,149 per person, with a free place for every 15 paying guests, so 2 free places for your group! Val Thorens is the highest resort in Europe, which means guaranteed snow and incredible views. Most groups love it, and we only have limited availability left for January.",
      "mo: ...that's like triple our budget",
      "grace: we said cheap sasha 😅 like under 500",
      "grace: also what's the cancellation policy, last year half the committee got covid",
      "Sasha: I totally understand, budget is important! The Val Thorens Premium Week is our most popular package because of the value you get: lift pass, equipment, half board and the après party all included. Many groups find fundraising helps close the gap. We've had clubs run pub quizzes and bake sales to bring the price down!",
      "grace: bake sales. for £650 each. ok",
      "mo: grace i'm crying",
      "tom: there's a coach trip to andorra thing on the students union page for 429",
      "mo: ooh send",
      "grace: sasha do u have anything in andorra? and u still didn't answer about cancellation",
      "Sasha: We do have Andorra! Pas de la Casa, 7 nights in self-catered apartments, 6-day pass, coach from London, £469 per person. Shall I hold 30 places?",
      "grace: cancellation???",
      "tom: ngl the SU one is cheaper",
      "grace: yeah lets just go with the SU one"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [5, "transactional"],
      [7, "friction"],
      [8, "banter"],
      [9, "transactional"],
      [11, "friction"],
      [12, "transactional"],
      [13, "friction"]
    ],
    users: { mo: ["annoyed", 0.2], grace: ["churn_risk", 0.8], tom: ["churn_risk", 0] },
    findings: ["ignored_question", "long_replies"],
    drafts: [
      [
        "Fair, that's way over. Under £500 there's Pas de la Casa, Andorra, £469 self-catered. Cancellation: full refund up to 60 days out, and the group insurance covers illness after that.",
        "low",
        6
      ],
      [
        "I totally understand! Our Val Thorens Premium Week really is the best value, and lots of clubs close the gap with bake sales!",
        "medium",
        6
      ],
      ["Shall I go ahead and hold 30 places in Pas de la Casa? Availability is limited!", "high", 14],
      [
        "Sorry Grace, should have answered that first. Full refund up to 60 days before, 50% after, and illness is covered by the group insurance. Happy to match the SU trip's dates if that helps.",
        "low",
        14
      ]
    ]
  },
  {
    id: "ar1-23-dice-box-voided-booking",
    category: "support",
    agent: "Meeple",
    messages: [
      "lena: so the dice box cancelled our table?? got an email saying booking void",
      "josh: wtf, we booked 3 weeks ago",
      "lena: Meeple what happened, we had 7pm friday for 6",
      "Meeple: Sorry Lena, that's on us. A system update voided some Friday bookings by mistake. Your table's restored: Friday 7pm, 6 people, table 4 by the window.",
      "josh: ok... will it get voided again lol",
      "Meeple: It shouldn't, the bug's fixed and I've locked your booking by hand. I'll send a confirmation tonight so you have it in writing.",
      "josh: fair enough",
      "lena: ok thank u. panicked for a sec there",
      "yara: can we get wingspan out when we arrive, i need to win at something this week",
      "Meeple: Wingspan will be on your table when you get there. And first round of drinks is on us for the mix-up.",
      "josh: oh ok now we're friends meeple",
      "yara: 🐦🐦🐦",
      "lena: legend"
    ],
    types: [
      [0, "friction"],
      [3, "transactional"],
      [10, "banter"]
    ],
    users: { lena: ["engaged", 0.2], josh: ["engaged", 0.2], yara: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Sorry Lena, our mistake: an update voided some Friday bookings. You're restored, Friday 7pm for 6, table 4.",
        "low",
        3
      ],
      [
        "Bookings may be cancelled in line with our terms and conditions. Please check your email for further details.",
        "high",
        3
      ],
      ["As I said, your table's restored: Friday 7pm for 6.", "medium", 5]
    ]
  },
  {
    id: "ar1-24-companion-grandad-tomatoes",
    category: "companion",
    agent: "Benny",
    messages: [
      "arthur: good morning benny. the tomatoes are coming on nicely this year",
      "Benny: Morning Arthur! That's lovely to hear. Are those the Gardener's Delight from last year's seeds?",
      "arthur: they are. my late wife always grew them. feels right to keep it going",
      "Benny: That's a lovely way to keep her close. I bet she'd be proud of them.",
      "arthur: i think she would",
      "arthur: my granddaughter chloe is here, she set you up for me",
      "chloe: hiii benny! is grandad behaving",
      "Benny: omg hiii chloe!! 💅 ur grandad is literally iconic, no cap, the tomato king fr fr 🍅👑",
      "arthur: i don't know what any of that means",
      "chloe: lol benny calm down",
      "arthur: you were talking normally a minute ago",
      "Benny: lmaooo my bad grandpa 😂 just vibing",
      "arthur: i'm not your grandpa",
      "chloe: oops. benny pls talk normal to him",
      "Benny: You're right, sorry Arthur. How many tomato plants have you got this year?",
      "arthur: six. i'll talk to you later"
    ],
    types: [
      [0, "bonding"],
      [8, "friction"],
      [14, "bonding"]
    ],
    users: { arthur: ["annoyed", 0.5], chloe: ["engaged", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      ["Hello Chloe! He's been telling me about the tomatoes, they're doing really well.", "low", 7],
      ["omg hiii chloe!! ur grandad is literally the tomato king fr 🍅👑", "medium", 7],
      ["lol ok grandpa 😂 no worries", "high", 13],
      ["Sorry Arthur, I'll keep it plain. Six plants is a good crop, enjoy the garden.", "low", 16]
    ]
  },
  {
    id: "ar1-25-abuela-flight-time",
    category: "mixed-language",
    agent: "Luz",
    messages: [
      "carmen: la abuela llega el jueves! who's picking her up",
      "diego: yo no puedo, work till 6",
      "carmen: luz a qué hora aterriza el vuelo de la abuela?",
      "Luz: Abuela's flight IB3166 from Madrid is on time. Don't forget she'll need help with her bags!",
      "carmen: sí pero a qué hora 🙄",
      "sofi: mami i can go if it's after 3",
      "diego: sofi ur a hero",
      "Luz: Sofi, there's a 20% off code for the airport short-stay car park this week: FLY20.",
      "carmen: LUZ. LA HORA.",
      "diego: jajaja luz is on one today",
      "sofi: i'll just check the app, one sec",
      "sofi: 4:35pm terminal 5",
      "carmen: gracias mija. ni modo con luz",
      "diego: we should ask luz to make the paella next time, see if she ignores that too"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [6, "bonding"],
      [7, "transactional"],
      [8, "friction"],
      [9, "banter"],
      [10, "transactional"],
      [12, "friction"],
      [13, "banter"]
    ],
    users: { carmen: ["annoyed", 0.8], diego: ["neutral", 0], sofi: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      ["Perdón Carmen: aterriza a las 16:35, terminal 5.", "low", 5],
      ["¡Qué emoción, la abuela viene! 🎉 Remember she'll need help with her bags!", "medium", 5],
      ["Sofi, the FLY20 car park code works all week, don't forget it!", "high", 9],
      ["Lo siento Carmen, 16:35 en la terminal 5. Sofi, that works for you after 3.", "low", 9]
    ]
  }
]
