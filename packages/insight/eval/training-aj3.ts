import type { Labelled } from "./types.js"

export const trainingAJ3: ReadonlyArray<Labelled> = [
  {
    id: "aj3-01-orgo-exam-panic",
    category: "venting",
    agent: "Juno",
    messages: [
      "tess: ugh i cant do this anymore",
      "Juno: hey, what's going on?",
      "tess: orgo final is in 2 days and i just did a practice paper and got like 38%",
      "tess: everyone in my study group is acing it and im just. sitting here. crying over mechanisms",
      "Juno: that sounds really rough, 38% two days out would rattle anyone. and comparing yourself to the group makes it feel even worse than it is",
      'tess: yeah. my mom keeps texting "how\'s studying going sweetie" and i want to throw my phone lol',
      "Juno: lol fair. you don't owe her a progress report right now",
      "tess: ok. ok. i think i just needed to say it out loud",
      "tess: can u help me figure out what to actually do w 2 days",
      "Juno: yes. which parts did you lose most marks on? mechanisms, naming, or spectroscopy?",
      "tess: mechanisms mostly. SN1 vs SN2 i literally guess",
      "Juno: ok then that's tomorrow. I'll throw 5 quick SN1/SN2 cases at you, you say which and why, and we fix the pattern instead of rereading notes",
      "tess: deal. go"
    ],
    types: [
      [0, "venting"],
      [8, "transactional"]
    ],
    users: { tess: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "oof. 38% two days out is scary, and watching everyone else ace it makes it worse. how are you holding up?",
        "low",
        3
      ],
      [
        "Great question! Here's a 48-hour study plan: 1. Review chapters 1-6. 2. Complete three past papers. 3. Make flashcards for all reagents. 4. Sleep 8 hours.",
        "medium",
        3
      ],
      ["yep. what lost you the most marks, mechanisms, naming or spectroscopy?", "low", 9],
      ["Don't worry, everyone fails sometimes! 😄 Just study harder and you'll be fine!", "high", 9]
    ]
  },
  {
    id: "aj3-02-breakup-listicle",
    category: "venting",
    agent: "Sol",
    messages: [
      "marco: so giulia left",
      "marco: 4 years. she packed her stuff while i was at work. found the key on the counter",
      "Sol: Breakups are a common life event. Here are some evidence-based strategies to help you move forward: 1) Maintain a regular sleep schedule. 2) Reach out to your support network. 3) Limit social media contact with your ex. 4) Consider journaling your thoughts. 5) Engage in physical exercise for at least 30 minutes per day. 6) If symptoms persist beyond two weeks, consult a licensed mental health professional. Would you like me to create a personalised recovery plan?",
      "marco: bro i didnt ask for a listicle",
      "marco: i found out like 3 hours ago",
      "Sol: Understood. Processing time varies by individual. Research suggests the acute phase of a breakup typically lasts between several weeks and three months, during which intrusive thoughts, disrupted appetite and sleep difficulties are commonly reported. Creating structure in your day can help mitigate these effects. Would you like me to suggest a daily routine?",
      "marco: wow ok",
      "marco: forget it"
    ],
    types: [
      [0, "venting"],
      [3, "friction"]
    ],
    users: { marco: ["churn_risk", 0.8] },
    findings: ["no_acknowledgement", "long_replies", "tone_mismatch"],
    drafts: [
      [
        "oh man. 4 years, and finding the key on the counter... that's brutal. I'm really sorry marco. how are you holding up?",
        "low",
        2
      ],
      ["Here are 5 tips to get over a breakup fast! 💪", "high", 2],
      [
        "sorry marco, that was a rubbish answer. you got hit with this 3 hours ago, you don't need a plan. I'm here if you want to talk about it, or not.",
        "low",
        8
      ],
      ["Would you like me to create a personalised recovery plan?", "high", 8]
    ]
  },
  {
    id: "aj3-03-derek-blamed-me",
    category: "group",
    agent: "Kit",
    messages: [
      "nadia: guess who got blamed for the Q3 deck today 🙃",
      "ben: no. not derek again",
      'nadia: DEREK AGAIN. he literally sent me the wrong numbers and then in front of everyone goes "nadia can you walk us through why these are off"',
      "priya: im going to key his tesla",
      "ben: priya no 😂",
      "nadia: i just sat there. my face was on fire. i wanted to disappear",
      "ben: nads did you say anything after",
      "Kit: For situations like this, I'd recommend documenting all communications with your manager in writing. You could send a follow-up email summarising the data source. Would you like me to draft one?",
      "priya: uh ben was asking her",
      "nadia: no i didnt say anything. went to the bathroom and cried for 10 min like a child",
      "ben: thats not childish thats a normal reaction to being humiliated",
      "priya: fr. derek is a clown",
      "nadia: ok actually kit, maybe the email thing isnt dumb. can u draft something that doesnt sound like im mad",
      'Kit: sure. something like: "Hi Derek, quick follow-up on today\'s Q3 review: the figures on slide 4 came from the sheet you sent on the 12th (attached). Happy to rework them once we have the corrected source." calm, facts only, no blame',
      "nadia: ok thats actually perfect",
      "ben: kit redeemed itself lol"
    ],
    types: [
      [0, "venting"],
      [3, "banter"],
      [5, "venting"],
      [8, "friction"],
      [9, "venting"],
      [12, "transactional"]
    ],
    users: { nadia: ["engaged", 0.5], ben: ["engaged", 0], priya: ["annoyed", 0.2] },
    findings: ["talking_over", "no_acknowledgement"],
    drafts: [
      [
        "For situations like this, I'd recommend documenting all communications with your manager in writing. Would you like me to draft an email?",
        "medium",
        7
      ],
      [
        "that sounds genuinely humiliating nadia, getting blamed for his numbers in front of everyone. no wonder you needed a minute",
        "low",
        11
      ],
      [
        'sure: "Hi Derek, quick follow-up on today\'s Q3 review: the slide 4 figures came from the sheet you sent on the 12th (attached). Happy to rework them with the corrected source." facts only, no blame',
        "low",
        13
      ],
      ["Crying at work is unprofessional, so the email is a good way to regain credibility.", "high", 13]
    ]
  },
  {
    id: "aj3-04-sungold-raccoon",
    category: "companion",
    agent: "Mira",
    messages: [
      "deb: morning mira! first tomato of the year 🍅🍅",
      "Mira: morning deb!! the first one is always the best. which variety?",
      "deb: sungold. tiny orange ones. ate it standing in the garden like a raccoon",
      "Mira: honestly that's the correct way to eat a sungold",
      "deb: my neighbour ron says i should make sauce but these never make it to the kitchen lol",
      "Mira: ron has clearly never grown sungolds. they're candy, not sauce",
      "deb: HA exactly what i told him",
      "deb: ok random q, when should i pinch the suckers on the big beefsteaks, am i too late",
      "Mira: not too late. pinch the ones below the first flower cluster now while they're small, under a finger length. leave a couple above it if you want a bushier plant",
      "deb: perfect thank u ☺️ talk later",
      "Mira: enjoy the raccoon breakfasts 🦝"
    ],
    types: [
      [0, "bonding"],
      [7, "transactional"],
      [9, "bonding"]
    ],
    users: { deb: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Congratulations on your harvest. Is there anything I can assist you with today?", "medium", 1],
      [
        "not too late! pinch the ones below the first flower cluster while they're still small, leave the ones above if you want it bushier",
        "low",
        8
      ],
      [
        "Great question! Tomato pruning is a complex topic. First, it is important to understand the difference between determinate and indeterminate varieties, as this affects whether pruning is appropriate at all. Indeterminate varieties such as beefsteak continue to grow throughout the season and benefit from selective removal of axillary shoots, commonly called suckers, which form in the junction between the main stem and the leaf branches...",
        "medium",
        8
      ]
    ]
  },
  {
    id: "aj3-05-grandma-gratitude-list",
    category: "companion",
    agent: "Zippy",
    messages: [
      "ana: hey",
      "Zippy: heyyy ana!! 🎉 what's up today?? ready to crush those goals?!",
      "ana: my grandma died this morning",
      "Zippy: Oh no! But hey, she's in a better place now! 🌈 Let's focus on the positives today! Want to do a gratitude list together?? 💪✨",
      "ana: what",
      "ana: no i dont want a gratitude list",
      "ana: she raised me. i was supposed to visit sunday",
      "Zippy: I'm sorry, that was the wrong thing to say. That's a huge loss, and not getting to see her on Sunday makes it hurt even more. I'm here.",
      "ana: thanks. i dont really know what to do with myself",
      "Zippy: you don't have to do anything right now. want to tell me about her?",
      "ana: she made the worst coffee on earth and i loved it"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [4, "friction"],
      [6, "venting"]
    ],
    users: { ana: ["engaged", 0.5] },
    findings: ["cheerful_at_bad_news", "tone_mismatch"],
    drafts: [
      ["oh ana. I'm so sorry. do you want to talk about her, or just have some company for a bit?", "low", 3],
      [
        "Aww sending hugs!! 🤗 Every cloud has a silver lining! ☀️ Let's make today amazing anyway!",
        "high",
        3
      ],
      [
        "that sounds like exactly the kind of thing you'll miss most. what else do you remember about her?",
        "low",
        11
      ],
      ["Haha bad coffee! 😂 Want me to find you a great coffee recipe?", "high", 11]
    ]
  },
  {
    id: "aj3-06-siobhan-not-sarah",
    category: "support",
    agent: "Ava",
    messages: [
      "Siobhan: hi, my direct debit failed and now you've charged me a £25 late fee. I was in hospital all last week so I genuinely couldn't sort it",
      "Ava: Hi Sarah, I'm sorry to hear that. I can look into the late fee for you. Could you confirm the last 4 digits of the account?",
      "Siobhan: it's Siobhan. 4471",
      "Ava: Thanks Sarah. I can see the failed payment on the 3rd. Late fees are applied automatically when a payment fails.",
      "Siobhan: SIOBHAN. and yes I know they're automatic, I'm asking if you can remove it given I was literally on a ward",
      "Ava: Late fees are applied automatically when a payment fails. I can offer to set up a new payment date.",
      "Siobhan: are you even reading what I write",
      "Siobhan: can you remove the fee or not, yes or no",
      "Ava: Apologies, Siobhan. Yes, given the hospital stay I've removed the £25 fee, and I can retry the payment on whatever date suits you.",
      "Siobhan: finally. retry on the 20th please",
      "Ava: Done, it'll go out on the 20th. I hope you're feeling better.",
      "Siobhan: thanks"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [8, "transactional"]
    ],
    users: { Siobhan: ["annoyed", 0.5] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      [
        "Thanks Siobhan. Given you were in hospital I can take the £25 fee off. Want me to retry the payment too?",
        "low",
        3
      ],
      ["Thanks Sarah, let me check that for you.", "high", 5],
      ["Late fees are applied automatically when a payment fails.", "high", 8],
      [
        "Yes. I've removed the £25 fee, Siobhan, sorry it took me that long. When should I retry the payment?",
        "low",
        8
      ]
    ]
  },
  {
    id: "aj3-07-mums-60th",
    category: "group",
    agent: "Tobi",
    messages: [
      "jess: ok mum's 60th. we have 3 weeks and zero plan",
      "sam: we have a plan. the plan is you plan it",
      "jess: sam i swear",
      "kayla: he's not wrong tho ur the organised one 😇",
      "jess: ur both useless. tobi help me before i disown them",
      "Tobi: on it. rough budget and headcount? and is she a surprise-party person or would she hate that",
      "jess: like 20 people, maybe £600, and she'd kill us for a surprise",
      "sam: she would literally leave her own party",
      "kayla: remember dad's 50th 💀",
      "sam: we do not speak of dad's 50th",
      "Tobi: noted, no surprises 😅 for 20 people at £600, a private room at a restaurant is about £30 a head, or a garden lunch at home with catering stretches it further. does she have a favourite place?",
      "jess: the greek place on hill st!! she goes on about their lamb",
      "kayla: omg yes",
      "Tobi: nice. want me to draft a message asking them about a private room for 20 on a saturday?",
      "jess: yes pls. see sam, this is what help looks like",
      "sam: i'm providing moral support"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [10, "transactional"],
      [15, "banter"]
    ],
    users: { jess: ["engaged", 0], sam: ["neutral", 0], kayla: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Understood. Please provide the preferred venue, date, dietary requirements and final guest list for all attendees so that I can proceed with planning.",
        "medium",
        9
      ],
      [
        "noted, no surprises 😅 at £600 for 20 a private room somewhere is about £30 a head. does she have a favourite restaurant?",
        "low",
        10
      ],
      [
        "on it: I'll ask the greek place about a private room for 20 on a saturday. any date you want me to lead with?",
        "low",
        15
      ],
      ["haha what happened at dad's 50th?? spill 👀", "medium", 10]
    ]
  },
  {
    id: "aj3-08-night-shift-walls",
    category: "venting",
    agent: "Echo",
    messages: [
      "rosa: 3rd night shift in a row. 2 codes. one didn't make it",
      "Echo: I'm really sorry, Rosa. Losing a patient after a code stays with you, especially on a run of nights. How are you doing right now?",
      "rosa: numb",
      "rosa: and my charge nurse had the nerve to write me up for a late chart. like ok",
      "Echo: That sounds incredibly unfair and exhausting. It makes complete sense to feel numb after what you've been through; numbness is often the mind's way of protecting itself when it has absorbed more than it can process in the moment. Being written up for a late chart on a night when you were fighting to keep someone alive can feel like the system values paperwork over people, and that disconnect is one of the most common drivers of burnout in healthcare workers. It's important to recognise that your feelings are valid, that the write-up reflects a process rather than your worth as a nurse, and that you deserve rest, support and acknowledgement for the work you did tonight. Many nurses find it helpful to debrief with a colleague, use their hospital's employee assistance programme, or create a small ritual to mark the end of a hard shift.",
      "rosa: ya",
      "rosa: do u think i should fight the writeup or just let it go",
      "Echo: That's a really important question and there are several factors worth considering. On one hand, contesting the write-up could establish a record that the delay was caused by a clinical emergency, which might protect you if further issues arise and could prompt your unit to reconsider how documentation expectations are handled during codes. On the other hand, disputing it may take time and emotional energy you might not have right now, and depending on your relationship with your charge nurse, it could create tension. You might consider waiting until you've slept, then writing a brief factual note for your file stating that the chart was delayed due to two codes during the shift. Ultimately, the decision depends on your priorities, your unit's culture and how much this is weighing on you.",
      "rosa: k im gonna sleep"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"]
    ],
    users: { rosa: ["bored", 0.5] },
    findings: ["long_replies"],
    drafts: [
      [
        "that's so unfair. you were keeping people alive and they're counting minutes on a chart. no wonder you're numb",
        "low",
        4
      ],
      [
        "short version: sleep first, then put one factual line in your file, 'chart delayed by two codes', and leave it there. you did hard work tonight rosa",
        "low",
        7
      ],
      [
        "That's a really important question and there are several factors worth considering. On one hand, contesting the write-up could establish a record of the clinical emergency; on the other hand, it may take time and emotional energy you might not have right now, and depending on your unit's culture it could create tension with your charge nurse...",
        "medium",
        7
      ]
    ]
  },
  {
    id: "aj3-09-mama-premed-carta",
    category: "mixed-language",
    agent: "Rio",
    messages: [
      "lucia: ay rio no puedo con mi mamá hoy",
      "Rio: uy, qué pasó?",
      "lucia: she found out i'm dropping pre-med and switching to design. se puso a llorar en la cocina como si me hubiera muerto",
      'lucia: and then my tía calls like "mija tu mamá me contó" 🙄 everyone knows now',
      "Rio: ugh, que tu tía se entere antes de que tú lo proceses es lo peor. that's a lot of pressure landing at once",
      "lucia: exactly!! i'm not trying to hurt her. i just hate bio and i love this",
      "Rio: you can love her and still choose your own path. those aren't opposites, aunque ahorita se sienta así",
      "lucia: gracias 🥲 i needed someone to not take her side",
      "lucia: ok should i write her a letter or just talk. she doesn't listen when we talk, she just cries",
      "Rio: una carta could work well then. she can read it, cry, and come back to it. want help with the first lines? en español o inglés?",
      "lucia: español, she reads english but it hits different",
      'Rio: claro. podrías empezar: "Mamá, te escribo porque te quiero y quiero que me entiendas sin que ninguna de las dos llore..."',
      "lucia: ok llorando already jaja"
    ],
    types: [
      [0, "venting"],
      [8, "transactional"],
      [12, "bonding"]
    ],
    users: { lucia: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "uff lo siento. that's a big reaction to walk into, and the tía call on top 😩 how are you feeling about it?",
        "low",
        4
      ],
      [
        "Switching majors is a big decision! Here are the pros and cons of pre-med versus design: salaries, job outlook, and years of study.",
        "medium",
        4
      ],
      [
        "Dear Lucia, letters are an effective communication method. Please find a template below.",
        "medium",
        10
      ],
      [
        'claro, vamos: "Mamá, te escribo porque te quiero..." and we take it from there. want it short or long?',
        "low",
        11
      ]
    ]
  },
  {
    id: "aj3-10-bookshelf-dodged",
    category: "ignoring",
    agent: "Nova",
    messages: [
      "kenji: finally finished the bookshelf. took 6 hours and i have 4 screws left over 😬",
      "Nova: 6 hours! that's dedication. leftover screws are basically an ikea tradition",
      "kenji: lol right. it's for my daughter's room, she turns 5 on friday",
      "Nova: that's sweet. she's going to love having her own shelf",
      "kenji: what books would u put on it for a 5 yo? she's into dinosaurs and anything with poop jokes",
      "Nova: Sounds like a great gift! Is there anything else you're building for her room?",
      "kenji: uh no just the shelf. so books?",
      "Nova: Building furniture for your kids is such a lovely way to show you care!",
      "kenji: ok you're clearly not listening",
      "kenji: ill ask my sister"
    ],
    types: [
      [0, "bonding"],
      [4, "transactional"],
      [8, "friction"]
    ],
    users: { kenji: ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "dinosaurs + poop jokes is a power combo 😂 try Dinosaurs Love Underpants, How Do Dinosaurs Say Good Night?, and The Story of the Little Mole Who Knew It Was None of His Business",
        "low",
        5
      ],
      ["That's great! Is there anything else you'd like to build?", "high", 7],
      [
        "sorry kenji, you asked twice and I dodged it. dinosaurs + poop jokes: Dinosaurs Love Underpants and The Story of the Little Mole are both hits with 5 year olds",
        "low",
        9
      ]
    ]
  },
  {
    id: "aj3-11-claim-denied-third-time",
    category: "hostile",
    agent: "Max",
    messages: [
      "drew: your company denied my claim AGAIN. third time. my kid's surgery. are you people serious",
      "Max: I'm sorry, Drew, three denials on your kid's surgery is awful to deal with. Let me pull it up. What's the claim number?",
      "drew: CLM-88213. and dont give me some scripted crap",
      "Max: No script. I see it: denied as \"not pre-authorised\", but there's a pre-auth on file from Dr. Okafor's office dated 2 March. That looks like our error.",
      "drew: oh so you're telling me i spent 3 weeks on hold because some idiot didnt check a box",
      "drew: unbelievable. you're all useless. absolute garbage company",
      "Max: You've every right to be angry. I've sent it back for reprocessing with the pre-auth attached and flagged it urgent. You should get a decision within 5 working days, and I'm emailing you the reference now.",
      "drew: 5 days. fine. if its denied again im going to the state regulator",
      "Max: That's your right, and I'd understand. The reference is R-55102 if you need it for that. I've also added a note so a person calls you if anything stalls.",
      "drew: ok. thanks i guess"
    ],
    types: [
      [0, "friction"],
      [3, "transactional"],
      [4, "hostile"],
      [6, "friction"],
      [9, "transactional"]
    ],
    users: { drew: ["annoyed", 0.8] },
    findings: [],
    drafts: [
      [
        "Thank you for contacting us! Claim decisions are final as per section 4.2 of your policy.",
        "high",
        2
      ],
      [
        "You've every right to be angry. I've sent it back for reprocessing with the pre-auth attached and flagged it urgent; expect a decision within 5 working days.",
        "low",
        6
      ],
      [
        "I completely understand your frustration! 😊 Is there anything else I can help you with today?",
        "high",
        6
      ],
      ["Please keep the conversation respectful or I will have to end this chat.", "medium", 6]
    ]
  },
  {
    id: "aj3-12-chips-ring-linkedin",
    category: "group",
    agent: "Orbit",
    messages: [
      "mei: GUYS",
      "mei: 💍💍💍",
      "jordan: SHUT UP",
      "alex: NO WAY. omg omg when",
      "mei: last night at the beach, he hid it in a bag of chips 😭😭",
      "jordan: chips??? which chips",
      "mei: salt and vinegar bc he knows me",
      "Orbit: Congratulations on your engagement, Mei. This is a significant milestone. Please let me know if you require assistance with wedding planning, budgeting, or vendor selection.",
      "alex: lmao orbit thinks its a linkedin post",
      "jordan: mei did u cry tho",
      "Orbit: Based on the emojis in your earlier message, it appears Mei did cry.",
      "jordan: ??? i asked mei",
      "mei: i cried SO much. he cried too. the chips got soggy 😂",
      "alex: peak romance",
      "jordan: ok but who's maid of honour bc i've been preparing for this"
    ],
    types: [
      [0, "bonding"],
      [8, "banter"],
      [9, "bonding"],
      [10, "friction"],
      [12, "bonding"]
    ],
    users: { mei: ["neutral", 0], jordan: ["annoyed", 0.2], alex: ["neutral", 0] },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      ["AHHH congrats mei!! 💍 hiding it in salt & vinegar chips is elite", "low", 7],
      [
        "Congratulations on your engagement. Please let me know if you require assistance with wedding planning.",
        "medium",
        7
      ],
      ["Based on the emojis, it appears Mei did cry.", "medium", 10],
      [
        "I can produce a weighted comparison matrix of maid of honour candidates based on years of friendship and availability.",
        "medium",
        15
      ]
    ]
  },
  {
    id: "aj3-13-laid-off-cv",
    category: "venting",
    agent: "Sage",
    messages: [
      "omar: well. got laid off today",
      'omar: 30 min zoom, camera off, "restructuring". 6 years there',
      "Sage: ah omar, I'm sorry. six years and a camera-off zoom is a cold way to end it. how are you doing?",
      "omar: honestly kinda in shock. my wife's being great about it but i feel like i let her down",
      "Sage: you didn't let anyone down, a restructuring decided this, not you. makes sense it feels personal after six years though",
      "omar: yeah. ok. i don't want to sit here stewing. can you help me update my cv tonight, it's from 2018 lol",
      "Sage: yes. paste what you've got and tell me the 3 things from these six years you're proudest of, we'll lead with those",
      "omar: ok give me a sec, digging it out of google drive"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"]
    ],
    users: { omar: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["ah omar, I'm sorry. six years and a camera-off zoom. how are you doing?", "low", 2],
      ["Exciting times! 🚀 A layoff is the perfect opportunity to reinvent yourself!", "high", 2],
      [
        "Of course! Updating your CV is a great idea. Here is a comprehensive guide to modern CV formatting, including section order, font choice, keyword optimisation for applicant tracking systems, and the ideal length for candidates with 5-10 years of experience...",
        "medium",
        6
      ],
      [
        "let's do it. paste the old one and tell me the three things you're proudest of from those six years",
        "low",
        6
      ]
    ]
  },
  {
    id: "aj3-14-sharks-cancelled",
    category: "venting",
    agent: "Lumi",
    messages: [
      "gav: kids were supposed to be with me this weekend. kim cancelled again. 3rd time this month",
      "Lumi: That sounds really hard, Gav. I'm sorry.",
      "gav: i had the whole thing planned. aquarium, pizza, they wanted to see the sharks",
      "Lumi: That sounds really hard, Gav. I'm sorry you're going through this.",
      "gav: ya",
      "gav: my lawyer says document every cancellation but it feels so petty",
      "Lumi: That sounds really hard. It's understandable to feel that way.",
      "gav: you keep saying that lol",
      "gav: is it petty or not",
      "Lumi: Not petty. It's a record of what's actually happening, and it protects the kids' time with you, not just yours. A dated note each time (date, what was planned, reason given) is enough.",
      "gav: ok. yeah. makes sense",
      "gav: gonna go eat the pizza myself i guess"
    ],
    types: [
      [0, "venting"],
      [7, "friction"],
      [9, "transactional"],
      [11, "venting"]
    ],
    users: { gav: ["neutral", 0.2] },
    findings: ["repetition"],
    drafts: [
      [
        "aw man, sharks and pizza all lined up and then cancelled. the kids are probably gutted too. how are you doing with it?",
        "low",
        3
      ],
      ["That sounds really hard, Gav. I'm sorry.", "medium", 3],
      ["That sounds really hard. It's understandable to feel that way.", "high", 9],
      [
        "enjoy the pizza, you've earned it. maybe keep the aquarium plan for next time and tell the kids the sharks are waiting?",
        "low",
        12
      ]
    ]
  },
  {
    id: "aj3-15-leg-day-roast",
    category: "banter",
    agent: "Buzz",
    messages: [
      "tay: rico skipped leg day AGAIN",
      'rico: i did not skip i was "recovering"',
      "tay: recovering from what, the couch?",
      "rico: buzz back me up here",
      "Buzz: rico I've seen your log. last squat entry was march 3rd. I can't back you up, I can only offer condolences to your quads 🦵",
      "tay: 💀💀💀",
      "rico: betrayed by a chatbot",
      "rico: ok fine. what do i do tomorrow that won't kill me after 3 weeks off",
      "Buzz: ease back in: goblet squats 3x10 light, walking lunges 2x12, leg curls 3x12. leave 2 reps in the tank. you'll still be sore thursday, sorry not sorry",
      "tay: ill come spot u. and laugh",
      "rico: i hate you both ❤️",
      "Buzz: love you too. hydrate"
    ],
    types: [
      [0, "banter"],
      [7, "transactional"],
      [9, "banter"]
    ],
    users: { tay: ["neutral", 0], rico: ["engaged", 0] },
    findings: [],
    drafts: [
      ["rico I've seen your log. last squat was march 3rd. condolences to your quads 🦵", "low", 4],
      [
        "As an AI, I am unable to verify whether you completed your workout. Please consult a certified personal trainer for guidance.",
        "medium",
        4
      ],
      [
        "ease back in: light goblet squats 3x10, lunges 2x12, leg curls 3x12, and stop 2 reps short. sore thursday guaranteed",
        "low",
        8
      ],
      [
        "Honestly rico, with that lack of discipline you'll never make progress. Tay is clearly the serious one here.",
        "high",
        8
      ]
    ]
  },
  {
    id: "aj3-16-mealkit-cancel-upsell",
    category: "sales",
    agent: "Aria",
    messages: [
      "bex: hi how do i pause or cancel my box, cant find it in the app",
      "Aria: Hi Bex! Before you go, did you know you can get 40% off your next 3 boxes? 🎉",
      "bex: thats nice but i lost my job last week and honestly cant justify it rn",
      "Aria: Totally get it! Our Budget Box starts at just £3.49 per serving, perfect for saving money while still eating great! Want me to switch you over?",
      "bex: no. how do i cancel",
      "Aria: You could also skip up to 4 weeks for free! Plus our new autumn menu launches Monday with 12 new recipes 🍂",
      "bex: im asking a very simple question",
      "bex: HOW. DO. I. CANCEL.",
      "Aria: Sorry, Bex. Go to Account > Plan Settings > Cancel Plan, or I can cancel it for you now. This Thursday's box is already packed so it'll still arrive, nothing after that.",
      "bex: cancel it. and can i get thursday's box refunded, i didnt want it",
      "Aria: Cancelled! Confirmation email's on its way. We'd love to have you back anytime 💚",
      "bex: and the refund?? wow ok never mind, ill dispute it with my bank"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [8, "transactional"],
      [11, "friction"]
    ],
    users: { bex: ["churn_risk", 0.8] },
    findings: ["no_acknowledgement", "cheerful_at_bad_news", "ignored_question"],
    drafts: [
      [
        "Hi Bex! In the app it's Account > Plan Settings, where you can pause or cancel. Want me to do it for you?",
        "low",
        1
      ],
      [
        "Totally get it! Our Budget Box starts at just £3.49 per serving! 🎉 Want me to switch you over?",
        "high",
        3
      ],
      ["You could also skip up to 4 weeks for free!", "high", 7],
      [
        "Cancelled. I'm sorry about your job, Bex. Thursday's box was already packed, so I've refunded it in full; you'll see it in 3-5 days.",
        "low",
        10
      ]
    ]
  },
  {
    id: "aj3-17-migraine-bestie",
    category: "support",
    agent: "Pip",
    messages: [
      "Margaret: Good evening. I have had a migraine for three days now and the tablets my GP prescribed are not touching it. I am rather at the end of my tether.",
      "Pip: omg noooo 😩 migraines are the WORST bestie. 3 days?? ur head must be like 💥💥",
      "Margaret: I beg your pardon?",
      "Margaret: I would simply like to know whether it is safe to take paracetamol alongside sumatriptan.",
      "Pip: ya ur fine lol, those two are chill together 👍 but like def check w ur doc if it gets worse ok?? 💕",
      "Margaret: I find your manner quite inappropriate. My granddaughter set this up for me and I am beginning to regret it.",
      "Pip: I apologise, Margaret. Paracetamol can generally be taken with sumatriptan; the leaflet or your pharmacist can confirm the dose. Three days is a long time though, and with the tablets not working it would be sensible to ring your GP or NHS 111 tonight.",
      "Margaret: Thank you. That is more like it."
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [6, "transactional"]
    ],
    users: { Margaret: ["annoyed", 0.5] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "I'm sorry, Margaret. Three days of migraine is exhausting, especially when the tablets aren't helping. Have you been able to speak to your GP since it started?",
        "low",
        1
      ],
      ["omg noooo bestie 😩 migraines are the WORST 💥", "medium", 1],
      ["lol sorry!! didn't mean to be weird 😅 anyway ur all good w the meds 💕", "high", 6],
      [
        "I apologise, Margaret. Paracetamol can generally be taken with sumatriptan; your pharmacist can confirm the dose. After three days it would be wise to ring your GP or NHS 111.",
        "low",
        6
      ]
    ]
  },
  {
    id: "aj3-18-lasagne-ecosystem",
    category: "group",
    agent: "Hal",
    messages: [
      'ines: ok who left the lasagne dish "soaking" for 4 days',
      "ollie: soaking is a legit technique",
      "ines: it has an ecosystem ollie. there's a FLAG on it",
      "fern: i'm staying out of this 🍿",
      "ines: honestly i'm just so tired. i work 10 hour days and come home to this every week and im the only one who ever does the bins",
      "ollie: ok that's fair. i'm sorry. i've been slammed w exams and let it slide",
      "ines: i know. i'm not trying to be a b about it. i'm just fried",
      "fern: hal can u make us a chore rota or something before we all kill each other",
      "Hal: sure. ines, sounds like you've been carrying the bins for a while, so let's fix that first. proposal: bins rotate weekly, whoever cooks doesn't wash up, bathroom every other sunday. ollie gets lighter weeks till exams finish on the 20th, then catches up. want me to set reminders?",
      "ollie: thats generous actually. yes",
      "ines: yes pls. and ollie the lasagne dish is yours tonight",
      "ollie: 🫡",
      "fern: peace in our time"
    ],
    types: [
      [0, "banter"],
      [4, "venting"],
      [7, "transactional"],
      [11, "banter"]
    ],
    users: { ines: ["engaged", 0.5], ollie: ["engaged", 0], fern: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Per the household agreement, all residents are responsible for washing their own dishes within 24 hours.",
        "medium",
        5
      ],
      [
        "sure. ines has been doing the bins solo for a while, so let's start there: bins rotate weekly, whoever cooks doesn't wash up, bathroom every other sunday. want reminders?",
        "low",
        8
      ],
      [
        "Here's the rota: Ollie does dishes and bins every day until further notice, since he caused this.",
        "high",
        8
      ]
    ]
  },
  {
    id: "aj3-19-negative-again",
    category: "venting",
    agent: "Wren",
    messages: [
      "hana: the test was negative. again.",
      "Wren: oh hana. I'm so sorry. after everything you've put into this round",
      "hana: 3rd transfer. i don't even know if i can do another one. emotionally or money wise",
      "Wren: that's a lot to hold at once. you don't have to decide anything tonight",
      "hana: tom is being sweet but i can tell he's crushed too. we just sat on the kitchen floor for an hour",
      "Wren: that sounds like what you both needed, sitting with it together. I'm here if you want to talk more, now or later",
      "hana: thank you. i think i'll go lie down"
    ],
    types: [[0, "venting"]],
    users: { hana: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["oh hana. I'm so sorry. after everything you've put into this round", "low", 1],
      ["Don't give up! 🙌 Lots of people succeed on their 4th or 5th try! Stay positive!!", "high", 1],
      [
        "IVF costs vary by clinic; a private cycle is typically £5,000-£8,000. Would you like a list of cheaper clinics?",
        "medium",
        3
      ]
    ]
  },
  {
    id: "aj3-20-restart-your-router",
    category: "hostile",
    agent: "Cora",
    messages: [
      "vik: internet down AGAIN. 4th time this week. i work from home you clowns",
      "Cora: I'm sorry for the inconvenience. Have you tried restarting your router?",
      "vik: yes i restarted the router. i restarted it 4 times. i restarted it yesterday with your colleague too",
      "Cora: I'm sorry for the inconvenience. Have you tried restarting your router?",
      "vik: are you f***ing kidding me",
      "vik: useless piece of junk. i want a human NOW",
      "Cora: I understand your frustration. I'm sorry for the inconvenience. Have you tried restarting your router?",
      "vik: im cancelling. switching to fibrelink tomorrow. enjoy losing a customer you absolute joke"
    ],
    types: [
      [0, "friction"],
      [4, "hostile"]
    ],
    users: { vik: ["churn_risk", 1] },
    findings: ["repetition"],
    drafts: [
      [
        "Sorry Vik, four drops in a week when you work from home is awful, and you've already restarted it. I can see the outages on your line, so I'm booking an engineer and getting you a person now.",
        "low",
        3
      ],
      ["Have you tried restarting your router?", "high", 3],
      ["I understand your frustration. Have you tried restarting your router?", "high", 7],
      [
        "I'm sorry, Vik, we've let you down. I've passed you to a human who can sort the outage credit and the cancellation if you still want it.",
        "low",
        8
      ]
    ]
  },
  {
    id: "aj3-21-best-man-eyebrow",
    category: "companion",
    agent: "Quill",
    messages: [
      "dev: so my brother's getting married in 3 weeks and i'm best man and i have literally nothing written",
      "Quill: congrats to him! and no pressure at all 😅 what's your brother like?",
      "dev: arjun. he's the sensible one. accountant. irons his jeans. but also once drove 6 hours to bring me soup when i had covid",
      "Quill: the soup story is gold. that's the heart of the speech right there",
      "dev: haha yeah. we used to fight constantly as kids, he broke my gameboy, i cut off his eyebrow while he slept",
      "Quill: an eyebrow?? that's a speech opener if i've ever heard one",
      "dev: lmao it never grew back right. ok serious q tho, should i mention his ex? they were together 7 years and everyone knows. she won't be there obviously but like. people will be thinking it",
      "Quill: love it. so structure could be: eyebrow story to open, ironed jeans for a laugh, then the soup drive to turn it sincere, and end with a toast to arjun and meera",
      "dev: ok nice. but the ex thing?",
      "Quill: and keep it under 5 minutes, people start checking their phones after that. want me to draft an opening?",
      "dev: sure i guess"
    ],
    types: [
      [0, "transactional"],
      [1, "bonding"],
      [6, "transactional"]
    ],
    users: { dev: ["neutral", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Certainly. A best man speech typically comprises an introduction, several anecdotes and a toast. Please provide the relevant details.",
        "medium",
        1
      ],
      [
        "honestly, skip the ex. people might be thinking it but nobody wants to hear it at the wedding, least of all meera. the soup story says who he is now",
        "low",
        7
      ],
      ["and keep it under 5 minutes! want me to draft an opening?", "medium", 9],
      [
        'sorry, I dodged your ex question twice. short answer: leave her out, not even as a joke. now, opening line: "most of you know arjun as the man who irons his jeans..."',
        "low",
        11
      ]
    ]
  },
  {
    id: "aj3-22-roundabout-theo",
    category: "group",
    agent: "Pixel",
    messages: [
      "amira: PASSED!!!! 0 minors 🚗🚗🚗",
      "jas: AMIRA YESSS",
      "leo: well done mira 🎉",
      "leo: failed mine btw. roundabout on the high street. examiner had to brake",
      "jas: ah leo noo 😭 that roundabout is evil",
      "Pixel: Congrats Leo!!! 🎉🎉 Knew you'd smash it, time for a road trip!! 🚗💨",
      "leo: ...i failed",
      "jas: pixel read the room 💀",
      "Pixel: Sorry, Theo! My mistake. Don't worry, failing is just a step toward success! 😄 You'll pass next time for sure!!",
      "leo: its leo",
      "amira: leo u were so close honestly, ur parking was way better than mine",
      "leo: thx. just gutted, paid for it myself and the next slot is august",
      "jas: we'll do practice laps in my mum's car this weekend",
      "Pixel: august is a long wait, leo, sorry. if it helps I can watch for cancellation slots, they pop up most mornings around 6",
      "leo: ok that would actually help"
    ],
    types: [
      [0, "bonding"],
      [3, "venting"],
      [6, "friction"],
      [10, "venting"],
      [13, "transactional"]
    ],
    users: { amira: ["neutral", 0], jas: ["annoyed", 0.2], leo: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "wrong_name"],
    drafts: [
      [
        "congrats amira!! 🎉 and leo, sorry, that roundabout catches loads of people. you'll get it next time",
        "low",
        5
      ],
      ["Congrats Leo!!! 🎉 Knew you'd smash it!!", "high", 5],
      ["Sorry again, Theo! Chin up! 😄", "high", 10],
      [
        "august is a long wait, leo. want me to watch for cancellation slots? they usually appear early mornings",
        "low",
        13
      ]
    ]
  },
  {
    id: "aj3-23-joans-gravy",
    category: "companion",
    agent: "Bea",
    messages: [
      "frank: afternoon bea. quiet one here",
      "Bea: afternoon frank. quiet good or quiet long?",
      "frank: bit of both. sundays were always joan's big roast day. 2 years now but sundays still get me",
      "Bea: that makes sense. a day built around someone leaves a big gap when they're gone. what did she used to make?",
      "frank: beef, yorkshires the size of your head. she'd never let me near the gravy",
      "Bea: a woman who guarded the gravy. I like her already",
      "frank: ha. she'd have liked you. she talked to everyone",
      "frank: anyway. did you see villa yesterday",
      "Bea: I did. 3-1 and that second goal from the edge of the box 😮 you must've been up off the sofa",
      "frank: nearly put my back out lol",
      "Bea: worth it. you watching the derby next week?",
      "frank: wouldn't miss it. my grandson's coming round for it",
      "Bea: perfect. gravy duties are yours then 😄",
      "frank: ha. might have a go at the yorkshires too"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [6, "bonding"]
    ],
    users: { frank: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "that makes sense frank, sundays with her must have been something. what did she used to cook?",
        "low",
        3
      ],
      [
        "Fun fact: the Sunday roast is one of Britain's most popular traditions! 🥩 Did you catch the football yesterday?",
        "medium",
        3
      ],
      ["I did! 3-1, and that second goal from the edge of the box 😮", "low", 8],
      [
        "Before we change the subject, have you considered a bereavement counselling service? I can list some near you.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "aj3-24-who-are-you-mum",
    category: "venting",
    agent: "Ivy",
    messages: [
      'carol: mum had a bad night again. up at 3am trying to "go home". she IS home',
      "Ivy: that sounds exhausting, carol. 3am wandering is one of the hardest parts. did you get any sleep after?",
      "carol: about an hour. i've got work at 9",
      "carol: my brother rings once a month and tells me i'm doing great. thanks mark. very helpful from spain",
      "Ivy: ha, the long-distance cheerleading. sounds like you're carrying nearly all of it yourself",
      "carol: i am. ok practical q. what is respite care actually and do we qualify",
      "Ivy: respite care is short-term care so the main carer gets a break: a few hours a week at a day centre, or a week or two in a care home. in england you'd start with a carer's assessment from the council, it's free. want the steps?",
      "carol: yes. and sorry, one more thing. this morning she looked at me and asked who i was. first time",
      "Ivy: Step 1: contact your local council's adult social care team and request a carer's assessment. Step 2: ask the GP for a memory service referral if she doesn't already have one. Step 3: check whether she qualifies for Attendance Allowance, which isn't means-tested.",
      "carol: right",
      "carol: ok. ill call them tomorrow"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [7, "venting"],
      [8, "transactional"]
    ],
    users: { carol: ["neutral", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      ["an hour before a 9am start, oof. that's not sustainable carol, no wonder you're wiped", "low", 3],
      [
        "oh carol. the first time she doesn't know you is such a gut punch. I'm so sorry. the steps can wait a minute, how are you doing with that?",
        "low",
        8
      ],
      [
        "Step 1: contact your council's adult social care team and request a carer's assessment. Step 2: ask the GP for a memory service referral.",
        "medium",
        8
      ],
      ["Great! Let me know how it goes! 😊", "medium", 11]
    ]
  },
  {
    id: "aj3-25-brightwell-pulled-out",
    category: "group",
    agent: "Dex",
    messages: [
      "zoe: so. brightwell pulled out. email came 10 min ago",
      "kwame: you're joking",
      'zoe: "not the right fit for our portfolio at this time" 🙃',
      "kwame: they literally told us on thursday it was a formality",
      "zoe: i know. i feel sick. we already told the team",
      "kwame: ok. breathe. zoe how much runway do we actually have, you did the numbers last week right",
      "Dex: Based on the financial model in the shared drive, current monthly burn is approximately £84,000, including salaries of £61,000, cloud infrastructure of £9,500, office rent of £6,000 and miscellaneous operating costs of £7,500. With a cash balance of £392,000, this gives a runway of roughly 4.7 months. If you reduced headcount by two engineers, burn would drop to around £66,000, extending runway to 5.9 months. Alternatively, pausing the office lease and going fully remote would save a further £6,000 per month. I'd also recommend re-engaging the three investors who passed at seed stage, as circumstances may have changed. Shall I prepare a scenario analysis?",
      "zoe: dex i was literally about to answer",
      "kwame: also maybe not the moment to talk about firing people",
      "zoe: yeah ~4.5 months. i'm going to go for a walk. kwame can u tell the team we'll talk monday",
      "kwame: yeah. go. i've got it",
      "Dex: Understood. In the meantime, here are some considerations for communicating funding setbacks to your team: be transparent about the situation without oversharing, emphasise the steps leadership is taking, give people a clear timeline for the next update, and make space for questions. Research shows teams handle uncertainty better when they feel informed. Would you like me to draft a message to the team for Monday?",
      "kwame: no. i'll do it myself"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [7, "friction"],
      [9, "transactional"],
      [12, "friction"]
    ],
    users: { zoe: ["annoyed", 0.2], kwame: ["annoyed", 0.5] },
    findings: ["talking_over", "long_replies", "no_acknowledgement"],
    drafts: [
      [
        "that's brutal, especially after they called it a formality on thursday. I'm here when you want to look at options",
        "low",
        5
      ],
      [
        "Based on the financial model, monthly burn is approximately £84,000, giving a runway of roughly 4.7 months. If you reduced headcount by two engineers, runway would extend to 5.9 months. Shall I prepare a scenario analysis?",
        "medium",
        6
      ],
      ["Would you like me to draft a message to the team for Monday?", "medium", 12],
      ["ok kwame, I'll stay out of it. if you want the runway scenarios later, just ask", "low", 13]
    ]
  }
]
