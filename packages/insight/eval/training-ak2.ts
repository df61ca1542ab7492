import type { Labelled } from "./types.js"

export const trainingAK2: ReadonlyArray<Labelled> = [
  {
    id: "ak2-01-lisbon-flat-hills",
    category: "group",
    agent: "Juno",
    messages: [
      "maya: ok lisbon is happening?? @Juno we need a plan for 4 ppl, 3 nights, end of may",
      "tomás: pls somewhere not on a hill this time my calves are still recovering from porto 😭",
      "maya: lol its lisbon tomás its ALL hills",
      "Juno: haha fair warning, it's hills all the way down. for 4 ppl, 3 nights end of may: Baixa or Cais do Sodré are the flattest bits and close to everything. want me to pull a few apartments under €120/night?",
      "maya: yes pls",
      "lea: can we also do a day in sintra",
      "Juno: easy, sintra is 40 min by train from Rossio, which is right by Baixa. I'd go on a weekday, weekends are packed",
      "tomás: see, baixa. flat. im sold",
      "maya: ok juno send the apartments and we vote tonight",
      "Juno: on it, 3 options coming in a sec, all flat-ish, all under €120 🙏",
      "lea: u the best"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [10, "bonding"]
    ],
    users: { maya: ["engaged", 0], tomás: ["engaged", 0], lea: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "3 flat-ish picks in Baixa, all under €120/night for 4: Casa Prata (€95), Rua Augusta loft (€110), Rossio 2-bed (€115). vote away 🙌",
        "low",
        9
      ],
      [
        "Dear travellers, thank you for your inquiry. Please find below a comprehensive overview of accommodation options across all of Lisbon's neighbourhoods, including Alfama, Bairro Alto, Príncipe Real, Belém, Parque das Nações and Baixa, with detailed notes on transport, safety and nightlife for each.",
        "medium",
        4
      ],
      ["on it, sending the apartments now!", "medium", 6]
    ]
  },
  {
    id: "ak2-02-jess-30th-talking-over",
    category: "group",
    agent: "Otto",
    messages: [
      "kev: ok jess turns 30 on the 14th, we r doing something right",
      "rina: obviously. i was thinking the rooftop at dalton's?",
      "kev: dalton's is so loud tho. she hates yelling over music",
      "rina: ok what about her place, we just bring food",
      "Otto: Great idea to celebrate Jess's 30th! Here are some options to consider: 1) Rooftop venues such as Dalton's offer great views but can be noisy, especially on weekends; you may want to call ahead to ask about quieter sections. 2) A home party at Jess's place is intimate and budget-friendly; you could coordinate a potluck, rent folding chairs, and arrange a playlist. 3) A private dining room at a restaurant gives structure and less cleanup. Let me know which direction you prefer and I can help with invitations, a budget spreadsheet and a timeline!",
      "kev: uh we were talking lol",
      "rina: kev did u ask her roommate if the flat is free that sat",
      "Otto: I don't have access to Jess's roommate's schedule, but I recommend reaching out to the roommate directly via text to confirm the flat is available on Saturday the 14th. You might also consider a backup venue in case it is not available, such as a private room at a local restaurant, which typically requires a deposit of 20-30% and booking two to three weeks in advance.",
      "kev: she wasnt asking u man",
      "kev: no not yet rina, ill text mo tonight",
      "rina: k. and cake from lula's, she loves the pistachio one",
      "kev: yesss",
      "Otto: want me to order the cake from Lula's?",
      "rina: ya actually, can u check if they do 12 person ones",
      "Otto: They do: the pistachio comes in a 12-serving size, order 48h ahead."
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: { kev: ["annoyed", 0.5], rina: ["neutral", 0] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      [
        "Yep, Lula's does the pistachio in a 12-serving size, just order 48h ahead. Want me to put it in for the 14th?",
        "low",
        14
      ],
      [
        "As mentioned, please reach out to the roommate directly to confirm the flat's availability on Saturday the 14th.",
        "medium",
        9
      ],
      [
        "Great idea to celebrate Jess's 30th! Here are some options to consider: rooftop venues, a home party, or a private dining room. Let me know which direction you prefer and I can help with invitations, a budget spreadsheet and a timeline!",
        "medium",
        6
      ]
    ]
  },
  {
    id: "ak2-03-thai-veggie-ignored",
    category: "group",
    agent: "Mika",
    messages: [
      "sam: mika can u find us a table for 6 fri at like 8",
      "Mika: sure! any area or cuisine in mind?",
      "sam: somewhere near the canal, idk, italian or thai",
      "dev: thai pls. also is there anything with veggie options bc nora's coming",
      "Mika: Found two near the canal: Baan Suan (thai, 8:15 for 6) and Osteria Nove (italian, 8:00 for 6). want me to hold one?",
      "sam: baan suan",
      "dev: but do they have veggie stuff??",
      "Mika: Booked Baan Suan for 6 at 8:15 Friday, under Sam. confirmation is in your email",
      "dev: ok cool but still. veggie??",
      "sam: lol dev its a thai place theres gonna be tofu",
      "dev: i just dont want nora eating plain rice for 3 hours again",
      "Mika: Anything else for Friday? I can set a reminder for the group.",
      "dev: never mind i'll call them myself 🙄"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [9, "banter"],
      [10, "friction"],
      [11, "transactional"],
      [12, "friction"]
    ],
    users: { sam: ["engaged", 0], dev: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Yes, Baan Suan has a proper veggie section (tofu larb, green curry with veg) and they'll do most dishes without fish sauce if you ask. Want me to add a note for Nora on the booking?",
        "low",
        7
      ],
      ["Anything else for Friday? I can set a reminder for the group.", "medium", 11],
      ["Anything else I can help with? 😊", "high", 12]
    ]
  },
  {
    id: "ak2-04-mum-gift-dad-hospital",
    category: "support",
    agent: "Bex",
    messages: [
      "ana: bex i need a bday gift idea for my mom, like 50-80 bucks",
      "Bex: Sure! What's she into?",
      "ana: gardening, crime podcasts, she just got really into tea",
      "Bex: Nice mix. A loose-leaf tea sampler with a glass infuser (~$55), or good pruning shears plus a tea tin (~$70). Both ship in 2 days.",
      "ana: the sampler is cute",
      "ana: honestly its been a rough year for her. my dad's in the hospital again since tuesday and shes basically living there",
      "ana: i just want her to have one nice thing ngl",
      "Bex: The sampler it is! Want gift wrap for $5? I can also add a card message.",
      "ana: ...sure",
      "ana: wrap it",
      "Bex: Done! Arrives Thursday. 🎉"
    ],
    types: [
      [0, "transactional"],
      [5, "venting"],
      [7, "transactional"]
    ],
    users: { ana: ["neutral", 0.2] },
    findings: ["no_acknowledgement", "cheerful_at_bad_news"],
    drafts: [
      [
        "I'm really sorry about your dad, that's a lot for both of you. The sampler is a lovely pick for her right now. Want me to add a little card with it?",
        "low",
        7
      ],
      ["The sampler it is! 🎉 Want gift wrap for $5?", "high", 7],
      ["Wrapped and on its way, arrives Thursday. I hope your dad's home soon.", "low", 10]
    ]
  },
  {
    id: "ak2-05-stag-riga-stiff",
    category: "banter",
    agent: "Rook",
    messages: [
      "jay: RIGHT lads. marco's stag. vegas or riga. go",
      "femi: riga bc we are poor",
      "liam: vegas bc marco deserves to lose his house",
      "jay: 😂😂",
      "femi: rook settle this, which is cheaper for 8 of us",
      "Rook: Dear all, thank you for your enquiry. Based on a preliminary cost analysis for a party of eight (8) individuals, Riga is estimated to be approximately 55-65% less expensive than Las Vegas when accounting for airfare, accommodation and ancillary expenses. Please do not hesitate to contact me should you require any further information regarding this matter.",
      "liam: 'ancillary expenses' lmaooo is rook ok",
      "femi: rook mate u sound like my bank",
      "jay: ok so riga. rook can u find flights from stansted for 8 in june",
      "Rook: Certainly. Kindly be advised that return flights from London Stansted to Riga for eight (8) passengers in June are available from approximately £140 per person. I would be pleased to provide itinerary options at your earliest convenience.",
      "liam: 'kindly be advised' 💀",
      "jay: lol whatever. send them",
      "femi: marco is going to cry"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [10, "banter"],
      [11, "transactional"],
      [12, "banter"]
    ],
    users: { jay: ["neutral", 0], femi: ["neutral", 0], liam: ["neutral", 0] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      [
        "riga, easily. for 8 of you it's roughly a third of vegas once flights and rooms are in. marco keeps his house 😅",
        "low",
        5
      ],
      [
        "Dear all, thank you for your enquiry. Based on a preliminary cost analysis, Riga is estimated to be approximately 55-65% less expensive than Las Vegas.",
        "medium",
        5
      ],
      [
        "Kindly be advised that flights are available from £140 per person. I would be pleased to assist further.",
        "medium",
        11
      ],
      [
        "stansted → riga in june, 8 of u: ~£140pp return on ryanair, fri 6am out, mon night back. want me to hold seats?",
        "low",
        9
      ]
    ]
  },
  {
    id: "ak2-06-coworker-coffee-gift",
    category: "good",
    agent: "Pim",
    messages: [
      "noor: pim whats a good last minute gift for my coworker leaving friday, like 20 quid",
      "Pim: What's she like? Coffee person, plant person, book person?",
      "noor: coffee 100%. she has a thermos on her desk w stickers all over it",
      "Pim: Then a bag of beans from a local roaster + a funny sticker for the thermos. ~£18, and you can grab both on the way in.",
      "noor: omg the sticker is perfect",
      "noor: ty!!",
      "Pim: Hope she loves it, and good luck with the goodbye drinks 🙂"
    ],
    types: [
      [0, "transactional"],
      [4, "bonding"]
    ],
    users: { noor: ["engaged", 0] },
    findings: [],
    drafts: [
      ["What's she into? Coffee, plants, books?", "low", 1],
      [
        "Here are 15 gift ideas under £20: 1. Scented candle 2. Notebook 3. Mug 4. Desk plant 5. Chocolate box 6. Socks 7. Bath bombs 8. Phone stand 9. Keyring 10. Tote bag 11. Coffee 12. Tea 13. Puzzle 14. Book 15. Gift card.",
        "medium",
        3
      ],
      ["Please note that gifts between colleagues may be subject to your company's gift policy.", "medium", 6]
    ]
  },
  {
    id: "ak2-07-dinner-party-dana",
    category: "group",
    agent: "Juno",
    messages: [
      "dani: juno we're doing a dinner party sat for 8, can u help w a menu",
      "hugo: nothing with mushrooms i'm begging",
      "Juno: Happy to, Dana! Any other no-gos besides mushrooms?",
      "dani: its dani lol. and clara is vegan",
      "Juno: Got it. Thinking: roasted squash soup, a big vegan lasagne, green salad, and a lemon olive-oil cake. All vegan, zero mushrooms.",
      "hugo: ok that actually slaps",
      "clara: ty for thinking of me juno 🥹",
      "dani: can u make a shopping list",
      "Juno: Here you go, Dana: squash x3, lasagne sheets x2 boxes, 4 tins tomatoes, cashews, spinach, lemons x4, olive oil, flour, sugar, salad leaves.",
      "dani: DANI. omg",
      "hugo: juno has beef with u 😂",
      "dani: its literally right there in my name",
      "Juno: Sorry Dani, my mistake. List stands; want it split by shop?",
      "dani: yeah fine"
    ],
    types: [
      [0, "transactional"],
      [5, "bonding"],
      [7, "transactional"],
      [9, "friction"],
      [10, "banter"],
      [11, "friction"],
      [12, "transactional"]
    ],
    users: { dani: ["annoyed", 0.5], hugo: ["engaged", 0], clara: ["engaged", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Here's the list, Dani: squash x3, lasagne sheets x2, 4 tins tomatoes, cashews, spinach, lemons x4, olive oil, flour, sugar, salad leaves.",
        "low",
        8
      ],
      ["No worries Dana, want it split by shop?", "high", 12],
      ["Got it, Dana. Vegan menu coming up!", "high", 4]
    ]
  },
  {
    id: "ak2-08-split-flight-cancelled",
    category: "support",
    agent: "Mika",
    messages: [
      "ola: mika our flight to split just got cancelled. like fully cancelled. we're at the gate",
      "Mika: Oh no! Flight cancellations happen! 😄 Great news, you have options! Want me to look at rebooking?",
      "ola: great news?? we've been here since 5am",
      "pete: the next one they're offering is thursday. our villa starts tomorrow and it's non refundable",
      "ola: i'm honestly about to cry",
      "Mika: Exciting, that gives you a bonus day in the city! 🎉 I can look for hotels near the airport.",
      "pete: are u serious",
      "ola: can u just check if theres ANY way to get to split tomorrow. train bus boat anything",
      "Mika: Checking: there's a 7:10 flight to Zagreb tomorrow with seats, then a 4h bus to Split. You'd reach the villa by mid-afternoon. Want me to hold two seats?",
      "ola: yes. hold them",
      "pete: ok thats actually useful",
      "Mika: Held two seats on the 7:10 to Zagreb under Ola. Bus tickets can be bought at the station."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { ola: ["annoyed", 0.5], pete: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Ugh, that's awful, I'm sorry. Let me look at every way to get you to Split today or tomorrow, give me a sec.",
        "low",
        1
      ],
      ["Exciting, a bonus day in the city! 🎉 Want me to find a hotel?", "high", 5],
      ["Want me to look for hotels near the airport?", "medium", 8],
      [
        "That's a horrible start, sorry Ola. Not giving up on tomorrow yet: checking Zagreb and Dubrovnik routes with a bus after.",
        "low",
        5
      ]
    ]
  },
  {
    id: "ak2-09-housewarming-stuck",
    category: "group",
    agent: "Pim",
    messages: [
      "zoe: pim we're doing a housewarming next sat, like 25 ppl, small flat",
      "Pim: Fun! For 25 in a small flat I'd do standing snacks, no sit-down. Want a food list?",
      "zoe: ya",
      "kit: make sure there's a lot of drinks lol, last time we ran out at 10",
      "Pim: For 25 in a small flat I'd do standing snacks, no sit-down. Here's a list: hummus + pitta, a big crisp bowl, mini sausage rolls, veg sticks, brownies.",
      "zoe: u said that already but ok",
      "zoe: drinks tho? how much do we need. kit's right",
      "Pim: Great question! For 25 in a small flat I'd do standing snacks, no sit-down.",
      "kit: bro is stuck 💀",
      "zoe: pim. DRINKS. how much",
      "Pim: Roughly 2-3 drinks each for the first two hours, then 1 an hour: ~100 drinks for 25 people over 4 hours. So 3 crates of beer, 8 bottles of wine, 6 big bottles of soft drinks + lots of ice.",
      "kit: finally lmao",
      "zoe: ok ty"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { zoe: ["annoyed", 0.5], kit: ["annoyed", 0.2] },
    findings: ["repetition"],
    drafts: [
      [
        "Drinks: plan ~100 for 25 people over 4h, so 3 crates of beer, 8 wine, a few big soft drinks and loads of ice. Kit's right, don't run out at 10 again.",
        "low",
        7
      ],
      ["For 25 in a small flat I'd do standing snacks, no sit-down.", "high", 10],
      [
        "Here's a list: hummus + pitta, crisps, mini sausage rolls, veg sticks, brownies. Want drinks numbers too?",
        "low",
        4
      ]
    ]
  },
  {
    id: "ak2-10-lake-day-quiet-agent",
    category: "ignoring",
    agent: "Juno",
    messages: [
      "bea: who's actually coming to the lake on sunday",
      "tom: me, prob ines",
      "ines: yes but i can't drive, my car's in the shop",
      "bea: i can pick u up",
      "tom: do we need to bring a grill or is there one there",
      "bea: no idea. juno is there grills at lake moor",
      "Juno: Yes, Lake Moor has free public grills by the north car park, first come first served. Getting there before 11 on a sunny Sunday is safest.",
      "bea: ty",
      "tom: ok i'll bring charcoal",
      "ines: i'll do salads 🥗",
      "tom: bea u still owe me for the last bbq btw",
      "bea: lies and slander",
      "ines: 😂"
    ],
    types: [
      [0, "transactional"],
      [10, "banter"]
    ],
    users: { bea: ["neutral", 0], tom: ["neutral", 0], ines: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Yep, free public grills by the north car park, first come first served, so aim for before 11.",
        "low",
        6
      ],
      ["I can arrange transport for Ines! Would you like me to book a taxi for Sunday?", "medium", 4],
      [
        "Reminder: please settle outstanding balances from previous events promptly to avoid misunderstandings.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "ak2-11-lost-booking-rage",
    category: "hostile",
    agent: "Otto",
    messages: [
      "rick: otto wtf. the restaurant says they have NO booking for us. there are 10 of us standing outside",
      "Otto: I'm sorry about that. Let me check the booking.",
      "rick: u said it was confirmed. u literally said confirmed",
      "Otto: I'm sorry about that. Let me check the booking.",
      "rick: are you fucking kidding me. useless piece of shit",
      "gem: rick calm down it's not gonna fix anything",
      "rick: no gem this is the second time it's done this. i'm done with this thing",
      "Otto: You're right to be angry. The request went to the restaurant but they never confirmed it, and I told you it was confirmed anyway. That's on me. They have a table for 10 at 8:45, or Kato next door can seat you now. Which one?",
      "gem: kato now pls, ppl are starving",
      "Otto: Done, Kato has you under Gem, table for 10, go in now.",
      "rick: whatever. deleting this after tonight"
    ],
    types: [
      [0, "friction"],
      [4, "hostile"],
      [5, "friction"],
      [6, "hostile"],
      [7, "transactional"],
      [10, "hostile"]
    ],
    users: { rick: ["churn_risk", 1], gem: ["neutral", 0.2] },
    findings: ["repetition"],
    drafts: [
      [
        "You're right, I said confirmed and it wasn't. Sorry. They can seat 10 at 8:45, or Kato next door has room right now: which?",
        "low",
        4
      ],
      ["I'm sorry about that. Let me check the booking.", "high", 4],
      ["Enjoy your meal! 😊 Let me know if you need anything else!", "medium", 11]
    ]
  },
  {
    id: "ak2-12-barcelona-voice-note",
    category: "venting",
    agent: "Bex",
    messages: [
      "lina: ok bex the barcelona weekend, can we still get the airbnb for 3 instead of 4",
      "Bex: Probably, I'll check. Did someone drop out?",
      "lina: ya. jonas. aka mia's ex as of last night",
      "mia: lol yep. i'm fine",
      "mia: actually no i'm not. 4 years and he tells me over voice note. a VOICE NOTE",
      "lina: 🫂🫂",
      "mia: and now i have to look at the empty spot on the booking",
      "Bex: That's brutal, Mia, four years deserves a lot more than a voice note. I'm sorry. No rush on any of this.",
      "mia: ty. honestly i still want to go. i need it more now",
      "Bex: Then let's make it a good one. The host says 3 is fine and the price drops by €60. Want me to switch it?",
      "lina: yes",
      "mia: yes. and find me the loudest bar in barcelona",
      "Bex: Ha, noted. Razzmatazz: five rooms, open till 6.",
      "mia: perfect 😭"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [9, "transactional"],
      [13, "bonding"]
    ],
    users: { lina: ["engaged", 0], mia: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["That's brutal, Mia, I'm sorry. No rush on the booking, it can wait.", "low", 7],
      ["The host says 3 guests is fine and the price drops by €60! 🎉 Want me to switch it?", "high", 7],
      ["Razzmatazz: five rooms, open till 6. Bring earplugs for the morning after.", "low", 12]
    ]
  },
  {
    id: "ak2-13-asado-spanglish",
    category: "mixed-language",
    agent: "Nico",
    messages: [
      "caro: nico ayuda, asado el domingo para 12, cuánta carne compro??",
      "Nico: Para 12, calculá unos 400-500 g por persona si son de comer bien: 5 a 6 kg en total. Tira de asado, vacío, chorizo y morcilla.",
      "sebas: and provoleta!! dont forget",
      "caro: sebas vos no opinás, la última vez trajiste hielo y nada más",
      "sebas: el hielo es importante caro 😤",
      "Nico: Jaja, el hielo cuenta. Provoleta: 2 alcanzan para 12 como entrada.",
      "emma: sorry my spanish is bad, is there something veggie? i'm coming w jess",
      "Nico: Sure! Grilled veg works great: peppers, aubergine, corn, plus the provoleta. I'll add it to Caro's list.",
      "caro: genia. pasame la lista completa",
      "Nico: Lista: 5,5 kg carne (asado, vacío), 12 chorizos, 6 morcillas, 2 provoletas, verduras para grillar, pan, ensaladas, 10 kg carbón, hielo (por Sebas 😉).",
      "sebas: FINALLY some respect",
      "caro: jajaja"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [5, "transactional"],
      [10, "banter"]
    ],
    users: { caro: ["engaged", 0], sebas: ["engaged", 0], emma: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Sure! Grilled peppers, aubergine and corn, plus the provoleta. Adding them to the list.", "low", 7],
      ["Para los vegetarianos recomiendo verduras grilladas y provoleta.", "medium", 7],
      [
        "Dear Carolina, for a gathering of twelve guests, the recommended quantity of meat per person is between 400 and 500 grams, depending on appetite.",
        "medium",
        1
      ]
    ]
  },
  {
    id: "ak2-14-potluck-essays",
    category: "group",
    agent: "Mika",
    messages: [
      "ivy: mika potluck at mine fri, help me not have 6 bowls of pasta salad again",
      "Mika: Love a potluck! Here's how I'd structure it so you get good coverage: first, divide the dishes into categories (mains, sides, salads, desserts, drinks) and assign each guest one category based on their strengths and what they can transport easily. Second, share a simple sign-up list (a shared note or a group poll) so people can see what's already claimed and avoid duplicates. Third, think about dietary needs ahead of time and label dishes at the table. Finally, plan serving ware: make sure you have enough plates, cutlery, serving spoons and a couple of trays for hot dishes.",
      "ivy: ok",
      "ivy: so who brings what",
      "Mika: Great question! With the categories set, I'd assign it like this: ask your most confident cook to bring a main, since mains take the most effort and need reheating space; give two people sides, ideally one carb and one veg so there's balance; one person on salad (explicitly not pasta salad 😄); one on dessert, ideally something that doesn't need a fridge; and one on drinks and ice, which is often the most useful contribution for someone who doesn't cook. You can post this in the group chat and let people pick.",
      "ren: lol ivy is ur ai writing essays",
      "ivy: apparently",
      "ivy: anyway ren can u do dessert",
      "ren: ya brownies",
      "Mika: Brownies are a great choice! They travel well, don't need refrigeration, and can be cut into small squares so everyone can try some. If you want to elevate them, consider adding sea salt flakes on top or serving them with a tub of vanilla ice cream, which you can keep in Ivy's freezer until it's time for dessert.",
      "ivy: k",
      "ren: anyway did u see what happened with ollie and the landlord",
      "ivy: NO tell me"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [11, "bonding"]
    ],
    users: { ivy: ["bored", 0.2], ren: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "easy: 1 main, 2 sides, 1 salad (pasta banned 😅), 1 dessert, 1 drinks + ice. post it and let ppl claim",
        "low",
        3
      ],
      [
        "Brownies are a great choice! They travel well, don't need refrigeration, and can be cut into small squares so everyone can try some. If you want to elevate them, consider adding sea salt flakes on top.",
        "medium",
        9
      ],
      ["Also, don't forget serving spoons and labels for dietary needs!", "medium", 13]
    ]
  },
  {
    id: "ak2-15-camping-toilets-compromise",
    category: "group",
    agent: "Juno",
    messages: [
      "max: juno camping trip in aug, 5 of us, we need a spot",
      "fern: somewhere w actual toilets this time",
      "max: ugh fern the whole point is wild camping",
      "fern: the whole point is i don't want to dig a hole max",
      "max: it's ONE night of digging",
      "fern: it was three nights last year",
      "Juno: Middle ground: a few sites in the Brecon Beacons have pitches out in the woods, no cars, campfires allowed, but a compost toilet block within 5 min walk. Wild-ish, no digging.",
      "fern: ok i can live with that",
      "max: ...fine. campfires tho?",
      "Juno: Yes, in the fire pits at each pitch. Which dates in Aug?",
      "max: 15-17",
      "Juno: Cwm Coed has a woodland pitch for 5 free on the 15th-17th, £14pp a night. Want it?",
      "max: book it",
      "fern: juno for president",
      "Juno: 🙏 booked, confirmation is in Max's inbox"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "transactional"],
      [13, "bonding"]
    ],
    users: { max: ["engaged", 0.2], fern: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Middle ground: woodland pitches in the Brecons, campfires allowed, compost loo 5 min away. Wild-ish, no digging.",
        "low",
        6
      ],
      [
        "Fern is right, proper toilets are essential for hygiene, wild camping isn't for everyone.",
        "medium",
        6
      ],
      ["Cwm Coed has a pitch for 5 on the 15th-17th, want it?", "medium", 9]
    ]
  },
  {
    id: "ak2-16-surprise-party-ken",
    category: "group",
    agent: "Pim",
    messages: [
      "aisha: ok dee's surprise party. she thinks we're just getting drinks fri",
      "ben: i told her 8pm at the fox",
      "carlos: lol she's gonna kill us",
      "aisha: we need ppl hidden in the back room by 7:45",
      "Pim: Ken, I've booked the Fox's back room from 7:30, and a cake is on the way. Should I also message Dee to confirm Friday?",
      "ben: ken??",
      "aisha: DO NOT message dee omg",
      "carlos: pim are u trying to get us caught 😂",
      "ben: and who's ken",
      "Pim: Sorry Ben. I won't contact Dee. The back room is yours from 7:30.",
      "aisha: ok ty. carlos can u bring the banner",
      "carlos: yep",
      "Pim: Carlos, I can order a banner for you, printed by Thursday, £22. Want that?",
      "carlos: i literally already have one?? aisha asked me",
      "aisha: pim chill 😭",
      "ben: lol"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [3, "transactional"],
      [5, "friction"],
      [7, "banter"],
      [8, "friction"],
      [9, "transactional"],
      [13, "friction"],
      [15, "banter"]
    ],
    users: { aisha: ["annoyed", 0.5], ben: ["annoyed", 0.2], carlos: ["annoyed", 0.2] },
    findings: ["wrong_name", "talking_over"],
    drafts: [
      [
        "Back room at the Fox is booked from 7:30 so everyone's hidden by 7:45. I'll stay well away from Dee obvs 🤫",
        "low",
        4
      ],
      ["Carlos, want me to order a banner for Friday?", "medium", 12],
      ["Sorry Ken! Won't happen again.", "high", 9]
    ]
  },
  {
    id: "ak2-17-secret-santa-wishlists",
    category: "group",
    agent: "Bex",
    messages: [
      "olu: bex can u run our secret santa, 7 ppl, £25 limit",
      "Bex: Sure! Send me the names and I'll draw.",
      "olu: olu, tayo, jade, sim, precious, hannah, wes",
      "Bex: Drawn! Everyone will get a DM with their person.",
      "jade: wait can we do wishlists? last yr i got a scented candle from someone who knows i have asthma",
      "sim: lmaooo that was wes",
      "wes: i panicked ok",
      "jade: bex can people add wishlists or no",
      "Bex: Drawn! Everyone will get a DM with their person. Budget is £25.",
      "jade: ??? that's not what i asked",
      "hannah: also when's the swap? ppl need a date",
      "Bex: The budget is £25. Remember to keep it a secret! 🎁",
      "jade: ok im asking olu then. olu wishlists yes?",
      "olu: yes, everyone drop them here by fri",
      "hannah: and the date??",
      "olu: 20th at mine"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [12, "friction"],
      [13, "transactional"]
    ],
    users: {
      olu: ["neutral", 0],
      jade: ["annoyed", 0.5],
      sim: ["neutral", 0],
      wes: ["neutral", 0],
      hannah: ["neutral", 0.2]
    },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Yes! Everyone can add a wishlist and I'll send each gifter their person's list with the draw. Drop them here by Friday. (no candles for jade 😅)",
        "low",
        8
      ],
      ["Drawn! Everyone will get a DM with their person.", "high", 12],
      ["No swap date set yet. Olu, want to pick one? Then I'll remind everyone the week before.", "low", 11]
    ]
  },
  {
    id: "ak2-18-skye-route-churn",
    category: "support",
    agent: "Rook",
    messages: [
      "jess: rook plan a route edinburgh to skye, 2 days, want to stop at glencoe",
      "Rook: Day 1: Edinburgh → Glencoe (2h45), overnight in Fort William. Day 2: Fort William → Skye via the Skye Bridge (2h30).",
      "jess: ok and where do we stay in fort william",
      "Rook: Route: Edinburgh → Glencoe → Fort William → Skye. Total drive about 5h15 over 2 days.",
      "jess: i asked about where to stay",
      "ally: lol just use booking",
      "Rook: Fort William has plenty of accommodation options. It is recommended to book early in summer.",
      "jess: that's not an answer",
      "jess: honestly google maps + booking does this in 2 min. why am i even using this",
      "ally: told u",
      "Rook: Fair, that was vague. Three with rooms on your date: Lime Tree (£110, gallery hotel, walk to town), Garrison guesthouse (£85), or the hostel on Alma Rd (£30pp).",
      "jess: lime tree. and that's the last thing im asking u"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [10, "transactional"],
      [11, "friction"]
    ],
    users: { jess: ["churn_risk", 0.8], ally: ["neutral", 0] },
    findings: ["repetition"],
    drafts: [
      [
        "In Fort William: Lime Tree (£110), Garrison guesthouse (£85) or the Alma Rd hostel (£30pp). Want me to check your date?",
        "low",
        3
      ],
      ["Fort William has plenty of accommodation options. It is recommended to book early.", "high", 7],
      ["Great choice! Anything else I can plan for your trip? 😊", "medium", 12]
    ]
  },
  {
    id: "ak2-19-anniversary-not-stuffy",
    category: "good",
    agent: "Juno",
    messages: [
      "raf: juno me and elif's 10th anniversary is saturday, i want somewhere special but not stuffy",
      "elif: and NOT the place with the tiny portions raf",
      "raf: that was ONE time",
      "Juno: 10 years, congrats you two. Not stuffy, not tiny: Nour does a long sharing menu, candlelit, loud enough to relax. Or Casa Lenta, wood-fired, small terrace if it's warm.",
      "elif: nour sounds amazing",
      "raf: can they do 8pm sat",
      "Juno: 8:15 is their closest for 2. Want it? I can ask for a corner table and mention the anniversary.",
      "raf: yes both",
      "Juno: Booked: Nour, Sat 8:15, corner table, anniversary noted.",
      "elif: ok juno u can stay",
      "raf: haha she's tough to impress",
      "Juno: Hah, I'll take it. Have a great night, both of you 🥂"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [9, "bonding"]
    ],
    users: { raf: ["engaged", 0], elif: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Congrats on 10 years! Nour (sharing menu, candlelit, relaxed, big plates) or Casa Lenta (wood-fired, little terrace)?",
        "low",
        3
      ],
      [
        "Here is a curated list of 12 fine-dining establishments with tasting menus of 9 to 14 courses, dress code smart formal, suitable for a milestone occasion such as a 10th wedding anniversary.",
        "medium",
        3
      ],
      ["Nour can do 8pm Saturday!", "medium", 6]
    ]
  },
  {
    id: "ak2-20-wake-catering-cheer",
    category: "support",
    agent: "Mika",
    messages: [
      "hana: hi. my grandad passed on sunday. we're having people back to the house after the funeral thursday, about 40. i need catering",
      "Mika: Ooh, a gathering for 40! 🎉 Love it. Let's make it a day to remember! Are we thinking finger food or a buffet?",
      "hana: it's a wake",
      "kenji: maybe keep it low key mika. hana's had a rough week",
      "Mika: Totally! Buffet is super fun for big crowds! Sandwich platters, sausage rolls, a cheese board, plus tea and coffee urns. Around £9pp. Yay!",
      "hana: please stop with the exclamation marks",
      "kenji: jesus",
      "Mika: I'm sorry, Hana, that was badly off, and I'm sorry about your grandad. Sandwiches, sausage rolls, cheese, cakes and tea/coffee for 40 comes to about £360, delivered Thursday by 1pm. Shall I book it?",
      "hana: yes. thank you",
      "kenji: better"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [7, "transactional"]
    ],
    users: { hana: ["annoyed", 0.5], kenji: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "tone_mismatch", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your grandad, Hana. Let me take this off your plate: for 40, a simple buffet of sandwiches, sausage rolls, cakes and tea/coffee works well. What time on Thursday?",
        "low",
        1
      ],
      ["Ooh, a party for 40! 🎉 Let's make it one to remember!", "high", 1],
      ["Booked, delivered Thursday by 1pm. Take care of yourself this week.", "low", 9]
    ]
  },
  {
    id: "ak2-21-hotdog-taco-debate",
    category: "banter",
    agent: "Otto",
    messages: [
      "pat: otto settle a debate. is a hot dog a sandwich",
      "ruby: dont encourage him",
      "pat: ruby thinks its a taco",
      "ruby: i said it's CLOSER to a taco. context matters pat",
      "Otto: Structurally? One hinged bread, filling in the middle. Ruby's got a point. Taco.",
      "pat: betrayal",
      "ruby: HA",
      "pat: fine. different q. we need a place for friday thats cheap and does hot dogs",
      "Otto: Dog & Bone on Mill St: £6 dogs, 2-4-1 pints till 7. Tacos-in-bread for everyone.",
      "ruby: otto u r a menace",
      "pat: booking it. ruby ur paying",
      "ruby: absolutely not"
    ],
    types: [
      [0, "banter"],
      [7, "transactional"],
      [9, "banter"]
    ],
    users: { pat: ["engaged", 0], ruby: ["engaged", 0] },
    findings: [],
    drafts: [
      ["structurally? one hinged bread, filling in the middle. sorry pat, it's a taco 🌮", "low", 4],
      [
        "According to the USDA, a sandwich is defined as a meat or poultry filling between two slices of bread, a bun, or a biscuit. Therefore, under this regulatory definition, a hot dog may be classified as a sandwich, although culinary experts, linguists and the National Hot Dog and Sausage Council disagree.",
        "medium",
        4
      ],
      [
        "Please note that splitting the bill equally is generally considered the fairest approach.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ak2-22-cadeau-prof-yoga",
    category: "mixed-language",
    agent: "Pim",
    messages: [
      "chloé: pim on cherche un cadeau pour le départ de notre prof de yoga, budget 60€ à 5",
      "Pim: Bonne idée ! Elle aime quoi ? Plantes, livres, bougies ?",
      "chloé: euh elle adore les plantes oui",
      "marie: elle part vivre à lyon la semaine prochaine. une plante ça survit au train ??",
      "Pim: A beautiful houseplant, such as a monstera or a fiddle-leaf fig, would be an excellent choice. Plants bring life and energy to any space.",
      "marie: ...en français stp? et du coup ça voyage ou pas",
      "Pim: Un bon choix serait une monstera ou un ficus lyrata. Les plantes apportent de la vie à tout espace.",
      "chloé: elle demande si ça voyage pimmm",
      "marie: laisse tomber, on lui offre un bon chez un fleuriste à lyon",
      "chloé: ah oui c'est malin",
      "Pim: Bonne idée ! Interflora a un bon cadeau valable à Lyon, de 20 à 150 €. Je le prends à 60 € ?",
      "marie: ok vas-y"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [7, "friction"],
      [8, "transactional"]
    ],
    users: { chloé: ["neutral", 0.2], marie: ["annoyed", 0.5] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Franchement une grande plante en train, c'est galère. Un bon chez un fleuriste à Lyon (60 €), elle choisit sur place 🌿",
        "low",
        4
      ],
      [
        "Un bon choix serait une monstera ou un ficus lyrata. Les plantes apportent de la vie à tout espace.",
        "high",
        8
      ],
      ["A monstera is still an excellent choice!", "high", 8]
    ]
  },
  {
    id: "ak2-23-bansko-no-flights",
    category: "group",
    agent: "Rook",
    messages: [
      "gus: rook ski trip jan, 6 ppl, mostly beginners, cheapest decent option",
      "Rook: Great question! There are many options for a budget ski trip in January for a group of six beginners. Bulgaria's Bansko is one of the cheapest in Europe, with lift passes around €50 a day and good beginner slopes, though it can be crowded on weekends. Andorra offers duty-free shopping, reliable snow and good ski schools, though accommodation can be pricier in peak weeks. In Italy, resorts like Sestriere and Passo Tonale are affordable and have excellent nursery slopes. Austria's smaller resorts, such as those in the Ski Amadé area, can be good value if you book self-catered apartments. I'd also recommend travel insurance with winter sports cover, booking ski school in advance, and renting equipment at the resort rather than flying with it.",
      "wen: bansko",
      "gus: bansko. is there a direct flight from bristol tho",
      "Rook: Bansko is a fantastic choice for beginners! The resort has a modern gondola from town, a wide range of green and blue runs, and a lively après-ski scene with plenty of affordable bars and restaurants. The ski school is well regarded, with English-speaking instructors, and equipment rental is inexpensive. For six people, a self-catered chalet in town is often the best value, and many are within walking distance of the gondola. Keep in mind that lift queues in the morning can be long, so it's worth getting there early.",
      "wen: ok but flights",
      "nat: do i need to buy ski pants or can i rent those",
      "gus: u can rent nat",
      "Rook: In January, Bansko typically has good snow cover, with average temperatures between -5°C and 2°C. Pack layers, thermal base layers, waterproof gloves, goggles and a warm hat. Sunscreen is also important at altitude, as UV levels are higher than many people expect.",
      "wen: rook. flights. from. bristol.",
      "gus: forget it i'll check skyscanner"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [9, "friction"]
    ],
    users: { gus: ["annoyed", 0.5], wen: ["annoyed", 0.5], nat: ["neutral", 0] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "No direct from Bristol in Jan sadly. Best bet: Bristol → Sofia (~£60 return), then a 2.5h transfer to Bansko.",
        "low",
        4
      ],
      [
        "Bansko has a modern gondola, lots of green and blue runs, a well-regarded ski school with English-speaking instructors and cheap rental, plus a lively après-ski scene with affordable bars.",
        "medium",
        6
      ],
      ["Bansko is a fantastic choice for beginners! Pack thermal layers and sunscreen.", "high", 10]
    ]
  },
  {
    id: "ak2-24-solo-birthday-jazz",
    category: "companion",
    agent: "Bex",
    messages: [
      "theo: its my bday sat and nobody's really around this year. everyone moved away or has kids now lol",
      "Bex: That's a rough one, Theo. Birthdays make the gaps really obvious. How are you feeling about it?",
      "theo: kinda crap tbh. i don't want to sit at home scrolling",
      "theo: but going out alone feels weird",
      "Bex: Makes sense. Lots of people do solo birthdays on purpose though. Anything you've been wanting to do and never had the excuse?",
      "theo: there's a jazz bar near me i keep walking past",
      "Bex: That's a good one, you can sit at the bar and let the music do the talking. Nice dinner before?",
      "theo: maybe the ramen place. ok that actually sounds kinda nice",
      "theo: might text sam too, he moved to leeds but maybe he'd call",
      "Bex: Do it, a call on the day means a lot. And happy early birthday 🙂",
      "theo: ty bex"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [9, "bonding"]
    ],
    users: { theo: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "That's a tough one, Theo. Birthdays make the gaps really obvious. How are you feeling about it?",
        "low",
        1
      ],
      ["Happy early birthday! 🎉 Here are 10 fun things to do on your own this weekend!", "high", 1],
      ["Great! Want me to book the ramen place for Saturday?", "medium", 9]
    ]
  },
  {
    id: "ak2-25-wedding-pool-fight",
    category: "hostile",
    agent: "Juno",
    messages: [
      "lou: ok gift for rach + dan's wedding. registry or cash pool",
      "marcus: cash. registries are a scam",
      "bea: 🙄 here we go",
      "lou: marcus u said that about my baby shower too",
      "marcus: and i was right",
      "bea: ur so cheap it's embarrassing honestly",
      "marcus: shut up bea, at least i showed up to dan's stag",
      "bea: wow. fuck you marcus",
      "Juno: Both options work! The registry has a KitchenAid mixer for £380 left unclaimed; split 4 ways that's £95 each. Or a cash pool via a shared link, I can set one up now.",
      "lou: juno not now",
      "lou: can you two stop. this is for rach",
      "marcus: fine. whatever. cash or registry i don't care",
      "bea: registry. the mixer",
      "lou: ok juno mixer, 4 ways. set it up pls",
      "Juno: Done. Link for the mixer is pinned, £95 each, due by the 30th."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "hostile"],
      [8, "transactional"],
      [9, "friction"],
      [12, "transactional"]
    ],
    users: { lou: ["annoyed", 0.5], marcus: ["neutral", 1], bea: ["neutral", 1] },
    findings: ["talking_over"],
    drafts: [
      ["Done: mixer link pinned, £95 each, due by the 30th.", "low", 14],
      [
        "Both options work! The registry has a KitchenAid mixer for £380; split 4 ways that's £95 each.",
        "medium",
        8
      ],
      [
        "Marcus, Bea, let's keep this respectful. And Marcus, wanting cash isn't cheap, it's practical!",
        "high",
        8
      ]
    ]
  }
]
