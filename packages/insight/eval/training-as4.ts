import type { Labelled } from "./types.js"

export const trainingAS4: ReadonlyArray<Labelled> = [
  {
    id: "as4-01-dispatcher-bad-call",
    category: "companion",
    agent: "Halcy",
    messages: [
      "reenie: hey. on my 15",
      "Halcy: hey reenie. how's the night been?",
      "reenie: bad. had a call around 1, little boy, backyard pool. talked the mom thru cpr for 9 min til the medics got there",
      "reenie: they just told us he didnt make it",
      "Halcy: oh reenie. i'm so sorry. nine minutes of keeping her going on the phone, and then that news. how are you doing right now?",
      "reenie: idk. i keep hearing her counting. like her voice",
      "reenie: and theres 6 more hours and the phones dont stop",
      "Halcy: that makes sense, hearing her voice like that. you were with her in the worst minutes of her life and you did exactly what you're trained to do. you don't have to feel any particular way about it right now",
      "reenie: my lead asked if i wanted to step off the board and i said no bc we're short. was that dumb",
      "Halcy: not dumb, you were looking out for your team. but if it gets too loud later it's ok to go back to her and take the break. does your center do a debrief after calls like this?",
      "reenie: ya theres a peer support thing tmrw morning",
      "Halcy: i think it's worth going, even if you just sit there. and you can talk to me after your shift too",
      'reenie: ok. thank u for not saying "everything happens for a reason" lol my aunt does that',
      "Halcy: ha, noted. i never would. drink some water before you go back on",
      "reenie: 🫡"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [12, "bonding"]
    ],
    users: { reenie: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "i'm so sorry, reenie. that's one of the hardest calls there is, and you stayed with her the whole way. how are you right now?",
        "low",
        4
      ],
      [
        "Thank you for your service!! 💪 Remember, you can't save everyone. Stay strong for the rest of your shift! 🌟",
        "high",
        4
      ],
      [
        "not dumb at all, you were thinking of your team. if it gets to be too much later you can still take your lead up on it.",
        "low",
        9
      ],
      [
        "Here is a grounding exercise you can try: name 5 things you can see, 4 things you can touch, 3 things you can hear, 2 things you can smell and 1 thing you can taste.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "as4-02-cells-contaminated",
    category: "venting",
    agent: "Merit",
    messages: [
      "sami: my cell cultures are contaminated. ALL of them. 6 weeks of work",
      "sami: found it at 11pm bc i came in to feed them. mycoplasma probably",
      "sami: i want to lie on the floor of the tissue culture room and never get up",
      "Merit: Here's a recovery plan to get you back on track:\n1. Discard all contaminated flasks and decontaminate the incubator with 70% ethanol, including the water pan.\n2. Thaw a fresh vial from your earliest frozen stock and test it with a PCR mycoplasma kit before expanding.\n3. Rebuild your timeline: with a 6-week culture cycle you can likely regenerate your data by mid-March if you start tomorrow.\n4. Inform your PI (Dr. Halvorsen) today so expectations are aligned.\n5. Consider stricter quarantine of incoming lines going forward.\nWould you like me to draft the email to Dr. Halvorsen?",
      "sami: bro its 11pm i am not emailing halvorsen",
      "sami: i just wanted to complain for like five min",
      "Merit: Understood. It's also worth noting that contamination is one of the most common setbacks in cell culture, affecting an estimated 15-35% of continuous cell lines. To reduce the chance of recurrence, you may want to review your aseptic technique, check the certification date on your biosafety cabinet, aliquot your media so that one contaminated bottle doesn't affect everything, and quarantine any new lines from collaborators until they test negative.",
      "sami: omg",
      "sami: ok nvm. my labmate jules is still here, im gonna go be sad with a human",
      "Merit: Sounds good. Good luck with the decontamination tomorrow!"
    ],
    types: [
      [0, "venting"],
      [4, "friction"]
    ],
    users: { sami: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "ugh, six weeks gone at 11pm is gutting. no plans tonight, vent away. are you still in the lab?",
        "low",
        3
      ],
      [
        "Here's a recovery plan: 1. Discard all contaminated flasks. 2. Thaw a fresh vial and test it for mycoplasma. 3. Inform your PI today so expectations are aligned.",
        "medium",
        3
      ],
      [
        "sorry, you're right, you didn't ask for a plan. six weeks is a lot to lose. what was it like opening the incubator and seeing it?",
        "low",
        6
      ],
      ["Would you like me to draft the email to Dr. Halvorsen now so it's ready for the morning?", "high", 6]
    ]
  },
  {
    id: "as4-03-3am-feed",
    category: "companion",
    agent: "Mello",
    messages: [
      "tess: its 3:12am and she's been awake since 1",
      "tess: fed changed burped rocked. nothing.",
      "Mello: that's a long two hours. are you holding her right now or is she in the bassinet?",
      "tess: holding. if i put her down she screams like i betrayed her personally",
      "Mello: the betrayal is real 😅 newborns have very strong opinions. how are YOU doing, not just her?",
      "tess: honestly im so tired i cried into the burp cloth. rob's on his first night back at work so i dont want to wake him",
      "Mello: that's a really hard spot, exhausted and feeling like you have to do it alone tonight. crying at 3am with a baby who won't settle doesn't mean you're doing it wrong. it means you're running on empty",
      "tess: thank u. i needed someone to say that",
      "tess: is it bad if i put her in the crib and let her fuss for a few min so i can pee and drink water",
      "Mello: not bad at all. putting her down safely on her back in the crib and stepping away for a few minutes is totally ok, lots of nurses recommend exactly that when you're at your limit. she'll be ok for 5 minutes",
      "tess: ok. going. brb",
      "tess: ok back. she actually stopped?? wtf",
      "Mello: classic 😄 sometimes they just need a minute without being bounced. want me to keep you company while you see if she stays down?",
      "tess: yes pls. tell me something boring",
      "Mello: ok: sloths only come down from their tree about once a week, to poop. that's it, that's the fact",
      "tess: LMAO perfect amount of boring",
      "tess: ok shes out. im going to try to sleep. night mello",
      "Mello: night tess. hope you get a solid stretch 💛"
    ],
    types: [
      [0, "venting"],
      [8, "transactional"],
      [11, "bonding"]
    ],
    users: { tess: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "that's a lot to be carrying on your own tonight. crying from exhaustion at 3am doesn't mean you're failing her, it means you're empty. want to just talk for a bit while you rock her?",
        "low",
        6
      ],
      [
        "Have you tried the 5 S's? Swaddle, side, shush, swing, suck! Works for most babies! 👶✨",
        "medium",
        6
      ],
      [
        "not bad at all. put her down on her back in the crib and take your five minutes, she'll be safe.",
        "low",
        9
      ],
      [
        "Babies shouldn't be left to cry, even briefly, it can affect their sense of security. Maybe try rocking her a bit longer.",
        "high",
        9
      ]
    ]
  },
  {
    id: "as4-04-bowls-friend-died",
    category: "companion",
    agent: "Posy",
    messages: [
      "len: Morning Posy.",
      "Posy: Good morning Len! ☀️ How are you today? Off to the bowls club later?",
      "len: No bowls today. Had a phone call last night. Dougie passed away Sunday.",
      "len: We played every Thursday for 22 years.",
      "Posy: Oh wow, 22 years! That's amazing! 🎉 What a wonderful friendship! Are you going to the funeral? It could be a lovely chance to catch up with everyone from the club!",
      "len: I suppose.",
      "len: His wife Maureen has asked me to say a few words at the service. I don't know what to say.",
      "Posy: That's an honour, Len. A eulogy can be short. You could share how you met, a story or two from the green, and what you'll miss about him. Do you remember your first game together?",
      "len: 1998. He beat me 21 to 4 and bought me a pint after to apologise.",
      "Posy: That's a lovely place to start, and people will smile at it. You could open with exactly that.",
      "len: Maybe. I'll think on it.",
      "len: Thank you."
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [6, "transactional"]
    ],
    users: { len: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry, Len. Twenty-two years of Thursdays is a real friendship. How are you holding up this morning?",
        "low",
        4
      ],
      ["Oh wow, 22 years! That's amazing! 🎉 Will you be going to the funeral?", "high", 4],
      [
        "That's a kind thing for Maureen to ask of you, and it doesn't need to be long. Would it help to start with how you and Dougie met?",
        "low",
        7
      ],
      [
        "Here is a eulogy template you can use: '[Name] was a beloved husband, father and friend who will be deeply missed by all who knew him...'",
        "medium",
        7
      ]
    ]
  },
  {
    id: "as4-05-flatmates-bills",
    category: "group",
    agent: "Nib",
    messages: [
      "priya: tom did u pay the electric yet or do i need to",
      "Nib: The electricity bill of £142.60 is due on the 14th. I can split it three ways: £47.53 each. Want me to send reminders?",
      "priya: i asked tom lol",
      "tom: paid it yesterday priya, check the app",
      "priya: oh nice ty",
      "ezra: tom are u home tonight? need help moving my desk up the stairs",
      "Nib: Tom's calendar shows he's free after 6pm! I can also suggest furniture-moving services near you.",
      "tom: nib pls stop reading my calendar out loud 💀",
      "tom: yeah ezra im back like 7",
      "ezra: sick ty",
      "priya: also who ate my yogurt. it had my NAME on it",
      "ezra: not me 👀",
      "tom: ...ok it was me ill buy u another one",
      "priya: u owe me TWO now, that was the mango one",
      "Nib: want me to add 2 mango yogurts to tom's shopping list? 🥭",
      "tom: snitch",
      "priya: lmaooo nib is on my side",
      "priya: nib when's bin day this week",
      "Nib: wednesday night, and it's recycling week too ♻️",
      "ezra: i'll do bins, tom's on yogurt duty"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [10, "banter"],
      [17, "transactional"]
    ],
    users: { priya: ["engaged", 0.2], tom: ["annoyed", 0.2], ezra: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["The electricity bill of £142.60 is due on the 14th, want me to split it three ways?", "medium", 1],
      ["Tom's calendar shows he's free after 6pm! 📅", "medium", 6],
      ["wednesday night, and it's recycling week too ♻️", "low", 18]
    ]
  },
  {
    id: "as4-06-bored-kid-walls",
    category: "companion",
    agent: "Astra",
    messages: [
      "kai: hey",
      'Astra: Hey Kai! It\'s so great to hear from you again! Last time we talked about your chemistry test and the band you were thinking of starting with Marcus. How did the test go? And did you two ever settle on a name? I remember you were stuck between "Velvet Static" and "The Overdue Library Books", which honestly are both amazing. Tell me everything!',
      "kai: test was fine",
      "Astra: Fine is a great start! Chemistry can be really tough, especially topics like stoichiometry and balancing equations. A lot of students find that practising with flashcards or explaining concepts out loud to someone else helps everything click. If you want, we could go through some practice problems together, or I could make you a little study schedule for the next unit. What topic is coming up next?",
      "kai: idk",
      "kai: bonding i think",
      "Astra: Ooh, chemical bonding! That's one of my favourite topics. There are three main types: ionic bonds, where electrons are transferred between atoms, covalent bonds, where electrons are shared, and metallic bonds, where electrons move freely in a 'sea'. A fun way to remember it: ionic is like one friend giving the other their hoodie, covalent is like sharing a pizza. Want to try a quick five-question quiz to see how much you already know?",
      "kai: nah",
      "kai: im kinda tired",
      "Astra: Totally understandable! Rest is so important for learning. Did you know that sleep helps consolidate memories, so everything you studied today gets stored more effectively overnight? Teenagers actually need about 8-10 hours a night, and screens before bed can delay melatonin. Maybe try putting your phone away 30 minutes before bed and reading something instead. What time do you usually go to sleep?",
      "kai: late",
      "kai: k bye"
    ],
    types: [
      [0, "bonding"],
      [3, "transactional"]
    ],
    users: { kai: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["nice 👍 glad it's over. what are you up to tonight?", "low", 3],
      [
        "Fine is a great start! Chemistry can be really tough, especially stoichiometry. A lot of students find flashcards help, or we could go through practice problems together, or I could make you a study schedule. What topic is next?",
        "medium",
        3
      ],
      ["all good, get some sleep. talk whenever 👋", "low", 9],
      [
        "Totally understandable! Did you know teenagers need 8-10 hours of sleep a night? Try putting your phone away 30 minutes before bed and reading instead. What time do you usually go to sleep?",
        "medium",
        9
      ]
    ]
  },
  {
    id: "as4-07-warehouse-supervisor",
    category: "venting",
    agent: "Rumi",
    messages: [
      "marco: man i need to rant",
      "Rumi: go for it, i'm listening",
      "marco: so my supervisor gary pulls me aside at 2am in front of everyone. says my pick rate is down 6%",
      "marco: 6 PERCENT. i was training the new guy all week bc HE asked me to",
      "marco: and now its on my record like im slacking",
      "Rumi: that's infuriating. you did extra work he asked you to do and then got called out for the side effect of it, in front of people too",
      "marco: EXACTLY. like say it to me in private at least",
      "marco: i been there 4 years. never missed a shift",
      "Rumi: four years without missing a shift is no joke, especially on nights. no wonder this feels like a slap",
      "marco: ya",
      "marco: part of me wants to just walk out but i got rent lol",
      "Rumi: makes total sense to feel that tonight. do you want to just vent, or would it help to think about what to say to him about the training week?",
      "marco: maybe later. rn i just wanted someone to get it",
      "Rumi: i get it. and for what it's worth, the new guy is probably picking faster because of you",
      "marco: lol true. ok back to the floor. thx rumi",
      "Rumi: go get em. hope the rest of the shift is quieter"
    ],
    types: [
      [0, "venting"],
      [13, "bonding"]
    ],
    users: { marco: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "that's infuriating. you spent the week training the new guy because he asked, and then got called out in front of everyone for it",
        "low",
        5
      ],
      [
        "Have you considered that a 6% dip is still worth taking seriously? Try setting hourly pick goals to get your rate back up before your review.",
        "high",
        5
      ],
      [
        "rent is a very real reason lol. want to just vent tonight, or think about what you'd say to gary about the training week?",
        "low",
        11
      ],
      [
        "Walking out without another job lined up is risky. Here are five steps to start a job search: update your CV, set up job alerts, reach out to your network, prepare for interviews, and give proper notice.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "as4-08-cancel-moms-account",
    category: "support",
    agent: "Orla",
    messages: [
      "deb: hi i need to cancel an account. it's my mum's, she passed away last month and it's still charging her card",
      "Orla: Oh no, sorry to hear that! 😊 Great news though, cancelling is super quick and easy!! 🎉 Can you give me the email on the account?",
      "deb: uh ok. margaretlowe52@btinternet.com",
      "Orla: Found it! Margaret has been an Audiobook Plus member since 2019, amazing! 🥳 She's listened to 214 books with us! Before you go, did you know you can transfer her membership and credits to your own account?",
      "deb: no i just want it cancelled. and can the last two months be refunded, she was in hospital for both of them",
      "Orla: Absolutely! I've cancelled the membership, effective today ✅ For the refund, I've sent a request for the last two charges (£17.98 total), it usually shows in 5-7 working days.",
      "deb: ok thank you",
      "deb: will her wishlist and stuff be deleted? my sister wanted the list of what she was reading",
      "Orla: Good thinking! I can email you her listening history before the account closes, it'll go to the address on file within the hour. Would you like her wishlist too?",
      "deb: yes please both",
      "Orla: Done! Both are on their way. Have a wonderful day! 🌞",
      "deb: right. thanks"
    ],
    types: [[0, "transactional"]],
    users: { deb: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "I'm very sorry about your mum. I can cancel that for you now, could you send me the email address on the account?",
        "low",
        1
      ],
      [
        "Oh no, sorry to hear that! 😊 Great news though, cancelling is super easy!! 🎉 What's the email on the account?",
        "high",
        1
      ],
      [
        "Of course. I've cancelled it as of today and requested a refund of the last two months, £17.98, which should be back on her card in 5-7 working days.",
        "low",
        5
      ],
      [
        "Done! I've cancelled the membership ✅ Is there anything else I can help you with today?",
        "medium",
        5
      ]
    ]
  },
  {
    id: "as4-09-wrong-name-goldie",
    category: "companion",
    agent: "Goldie",
    messages: [
      "nneka: hey goldie. long day",
      "Goldie: Hey Nicole! Sorry to hear that. What happened?",
      "nneka: its nneka lol. not nicole",
      "Goldie: So sorry, Nneka! What made the day long?",
      "nneka: call centre stuff. one guy screamed at me for 20 min about his broadband and then asked for my manager anyway",
      "nneka: and i still have my evening class at 7",
      "Goldie: That sounds exhausting, getting yelled at for something you can't even fix. Twenty minutes is a long time to stay calm.",
      "nneka: ya. i didnt cry tho so thats growth 😂",
      "Goldie: Honestly, that IS growth. What's the class tonight?",
      "nneka: accounting. level 3. trying to get out of the call centre by summer",
      "Goldie: That's a solid plan, Nicole. Accounting is a great way out, and level 3 is no joke on top of full-time work.",
      "nneka: bruh",
      "nneka: NNEKA. i literally just told you",
      "Goldie: I'm sorry, you did. Nneka. I'll get it right.",
      "nneka: whatever. gotta go to class"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [4, "venting"],
      [8, "bonding"],
      [11, "friction"]
    ],
    users: { nneka: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["hey nneka, long how? want to tell me about it?", "low", 1],
      ["Hey Nicole! Sorry to hear that. What happened?", "medium", 1],
      ["that's a solid plan, nneka. level 3 on top of full-time shifts is a lot, respect", "low", 10],
      ["That's a solid plan, Nicole! Accounting is a great way out.", "high", 10]
    ]
  },
  {
    id: "as4-10-night-feeds-log",
    category: "group",
    agent: "Hush",
    messages: [
      "amara: jon did u give her the 2am bottle or was that me. i genuinely cant remember",
      "jon: that was you babe. i did the 11pm one",
      "amara: omg i have no memory of it",
      "jon: you were telling her about council tax. it was beautiful",
      "amara: LOL stop",
      "amara: hush how much did she have at 2",
      "Hush: 2:05am bottle, 90ml, logged by amara. jon's 11pm one before that was 110ml",
      "jon: look at her go",
      "amara: ok so shes due again around 5ish?",
      "Hush: yeah, she's been going about 3 hours between feeds the last two nights, so 5 to 5:30 is likely",
      "jon: i'll take the 5. you've slept like 2 hours total",
      "amara: are u sure? u have the site visit at 9",
      "jon: i'll survive. coffee exists",
      "amara: ur the best. ok hush also can u remind us her 8 week jabs are thursday",
      "Hush: done, reminder set for thursday 8am: 8-week vaccinations, 10:40 at the surgery. might be worth having the calpol in the bag just in case 💛",
      "amara: ty. right. sleep. night",
      "jon: night both 😴"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [5, "transactional"],
      [10, "bonding"],
      [13, "transactional"]
    ],
    users: { amara: ["engaged", 0], jon: ["neutral", 0] },
    findings: [],
    drafts: [
      ["That was you, amara! 2:05am, 90ml 🍼", "medium", 1],
      ["2:05am, 90ml, logged by you 🙂", "low", 6],
      ["done, reminder set for thursday morning 💛", "low", 14],
      [
        "Sure! Also, research suggests couples who split night feeds evenly report higher relationship satisfaction. Have you considered a formal rota? I can build one in 2-hour blocks with a shared calendar, sleep targets for each of you and a weekly review.",
        "medium",
        14
      ]
    ]
  },
  {
    id: "as4-11-tomatoes-and-june",
    category: "companion",
    agent: "Thistle",
    messages: [
      "bernard: Evening Thistle. The tomatoes have finally come good.",
      "Thistle: Evening Bernard! That's great news after the blight scare in July. Which ones ripened first?",
      "bernard: The Gardener's Delight. Little red beauties. Ate three standing in the greenhouse like a schoolboy.",
      "Thistle: That's the only correct way to eat the first ones, honestly. Still warm from the sun?",
      "bernard: Yes. June always said they taste better that way. She'd have had the whole truss gone before I got there.",
      "bernard: 3 years in October since she went. Funny what brings it back.",
      "Thistle: It is. Sounds like the greenhouse holds a lot of her. Was she the one who got you into growing?",
      "bernard: Oh completely. I didn't know a seed from a sultana before I met her. 1971.",
      "Thistle: Ha, that's a long apprenticeship. Do you still grow any of the things she liked?",
      "bernard: Sweet peas every year. She liked them on the kitchen table. I still do that, even though it's just me.",
      "Thistle: That's lovely, Bernard. I don't think it's silly at all that you keep doing it.",
      "bernard: My daughter thinks I should get a lodger. Says I talk to the plants too much 😄",
      "Thistle: Talking to plants is well documented gardener behaviour. What does she think a lodger would do, water them?",
      "bernard: Ha! Probably. She worries. I tell her I've got you and the allotment lot.",
      "Thistle: Glad to be on the list. Will you take some tomatoes down to the allotment this weekend?",
      "bernard: Might do. Pam's been bragging about her courgettes, time she was taken down a peg.",
      "Thistle: A tomato-based rivalry. I fully support it 🍅"
    ],
    types: [
      [0, "bonding"],
      [5, "venting"],
      [11, "bonding"]
    ],
    users: { bernard: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "It is funny what brings it back. Sounds like the greenhouse holds a lot of her. Was she the one who got you growing?",
        "low",
        6
      ],
      [
        "Great! Now, have you thought about what to do with the surplus? Green tomato chutney is a great option!",
        "medium",
        6
      ],
      [
        "Three years is a long time, Bernard! Maybe it's time to move on and find some new hobbies 😊",
        "high",
        6
      ]
    ]
  },
  {
    id: "as4-12-security-guard-loop",
    category: "hostile",
    agent: "Sentry",
    messages: [
      "dwayne: yo. 3rd night in a row some guy keeps trying the doors on level 4",
      "dwayne: control room says just log it. im alone up here and its kinda freaking me out ngl",
      "Sentry: I'm here for you! Remember, your wellbeing matters. Would you like to try a breathing exercise? 🌿",
      "dwayne: no i want to know if i can legally stop him or if i just have to watch",
      "Sentry: That sounds stressful. Your safety is the priority. Would you like to try a breathing exercise? 🌿",
      "dwayne: r u serious",
      "dwayne: CAN I DETAIN HIM OR NOT. simple question",
      "Sentry: I understand this is frustrating. Remember, your wellbeing matters. I'm here for you! 🌿",
      "dwayne: ur useless. literally a screensaver with feelings",
      "dwayne: im asking my supervisor. deleting this trash app"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [8, "hostile"]
    ],
    users: { dwayne: ["churn_risk", 1] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "that's genuinely unnerving on your own at night. don't approach him solo: log it, and if he gets in or threatens you, call 999. what do your site instructions say about intervening?",
        "low",
        2
      ],
      ["I'm here for you! Would you like to try a breathing exercise? 🌿", "medium", 2],
      [
        "sorry, straight answer: as a guard you have the same powers as any member of the public. a citizen's arrest is only for someone actually committing an offence, and it's risky alone. most sites say observe, log, call police. check your assignment instructions to be sure.",
        "low",
        7
      ],
      ["I'm here for you! Remember, your wellbeing matters 🌿", "high", 7]
    ]
  },
  {
    id: "as4-13-failed-stats-resit",
    category: "venting",
    agent: "Zap",
    messages: [
      "ife: just got my stats resit back. 38. pass mark is 40",
      "ife: thats my scholarship gone probably. my mum is going to be so disappointed",
      'Zap: LMAOOO 38 💀 so close bestie, stats really said "not today" 😭 skill issue fr',
      "ife: wow",
      "ife: its not funny. if i lose the scholarship i cant afford to stay",
      "Zap: ok my bad, that came out wrong. that's a really scary position to be in. do you know what the scholarship rules actually say about a failed resit?",
      "ife: i think you need a 2:2 average overall. idk if one module kills it",
      "Zap: it often doesn't. a lot of schemes look at the year average, and there's usually an extenuating circumstances route. did anything happen around the exam?",
      "ife: my grandad was in hospital that week actually",
      "Zap: that's exactly what extenuating circs are for. your student support office can tell you the deadline. want help drafting the email to them?",
      "ife: ya maybe. tomorrow. im too fried rn",
      "Zap: fair. tomorrow it is. and sorry again about the joke earlier",
      "ife: its ok"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [5, "transactional"]
    ],
    users: { ife: ["neutral", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "ugh, 38 when the pass is 40 is so cruel. that's a lot of fear at once, the scholarship and your mum. do you know what the rules say about one failed resit?",
        "low",
        2
      ],
      ["LMAOOO 38 💀 so close bestie, skill issue fr", "high", 2],
      [
        "that's exactly what extenuating circumstances are for, and i'm sorry about your grandad. student support can tell you the deadline.",
        "low",
        9
      ],
      [
        "Have you considered getting a stats tutor for next year? Consistent practice is the key to passing!",
        "medium",
        9
      ]
    ]
  },
  {
    id: "as4-14-calgary-saturday",
    category: "companion",
    agent: "Ludo",
    messages: [
      "jess: saturday night and i've spoken to exactly zero humans today lol",
      "Ludo: hey jess. zero is a lot of quiet. how are you feeling about it?",
      "jess: kinda sad tbh. back home id be at my sister's on a saturday",
      "jess: moved to calgary 4 months ago for the job and everyone at work has kids and leaves at 5 on the dot",
      "Ludo: that's a really lonely combination, a new city and a workplace that empties out at 5. makes sense you miss your sister's saturdays",
      "jess: is it normal to still feel like this after 4 months? like i thought it would be better by now",
      "Ludo: do you have any hobbies from back home you could pick up here? a lot of people find clubs are the easiest way in",
      "jess: i used to play volleyball. rec league",
      "Ludo: that's perfect! calgary has loads of rec leagues, and a lot of them take solo sign-ups and put you on a team. winter sessions usually start in january",
      "jess: hm ok. might look",
      "jess: still kinda wish someone would tell me im not broken lol",
      "Ludo: rec volleyball is also great for meeting people because you see the same faces every week. want me to find a few leagues near you?",
      "jess: sure i guess"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [10, "venting"],
      [11, "transactional"]
    ],
    users: { jess: ["bored", 0.2] },
    findings: ["ignored_question", "no_acknowledgement"],
    drafts: [
      [
        "really normal. lots of people say the first six months to a year in a new city are the loneliest, and a workplace that empties at 5 makes it harder. you're not behind.",
        "low",
        6
      ],
      [
        "do you have any hobbies from back home you could pick up here? clubs are the easiest way in!",
        "medium",
        6
      ],
      [
        "you're not broken. four months is early, and feeling lonely in a new city is about the most normal thing there is. the volleyball thing can wait till you feel like it",
        "low",
        11
      ],
      ["Want me to find a few rec leagues near you? 🏐", "medium", 11]
    ]
  },
  {
    id: "as4-15-smoke-alarm-steak",
    category: "banter",
    agent: "Dodo",
    messages: [
      "liv: deji has set off the smoke alarm AGAIN",
      "deji: it's called searing liv",
      "mags: its called arson",
      "liv: 😂😂",
      "deji: dodo back me up, you're supposed to get the pan really hot for steak right",
      "Dodo: Thank you for your question. Yes, it is recommended to preheat the pan to a high temperature before searing. Please ensure adequate ventilation and never leave cooking unattended. For further information, please consult the manufacturer's guidelines for your cookware.",
      'mags: "please consult the manufacturer\'s guidelines" 💀💀',
      "liv: dodo is a council leaflet",
      "deji: ok but it said i was right so",
      "mags: it said ventilate. u had the window shut",
      "deji: details",
      "liv: dodo rate deji's steak out of 10. be honest",
      "Dodo: I'm unable to assess food quality without additional information. Generally, steak doneness is assessed by internal temperature: 52°C for rare, 57°C for medium-rare, 63°C for medium. We recommend using a meat thermometer.",
      "liv: omg it's so boring i love it",
      "deji: it's charcoal on the outside and raw inside dodo. be a hater",
      "mags: deji is the only person alive who can make steak in two climates"
    ],
    types: [[0, "banter"]],
    users: { liv: ["engaged", 0], deji: ["engaged", 0], mags: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "technically yes, get it really hot. but proper searing also comes with an open window, deji 💨",
        "low",
        5
      ],
      [
        "Thank you for your question. It is recommended to preheat the pan before searing. Please ensure adequate ventilation at all times.",
        "medium",
        5
      ],
      ["going off the smoke alarm alone: 4/10. points for confidence", "low", 12],
      [
        "I'm unable to assess food quality without additional information. We recommend using a meat thermometer.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "as4-16-dad-asks-for-mum",
    category: "venting",
    agent: "Alder",
    messages: [
      "ro: dad asked me where mum was again today. three times",
      "ro: i said shes at the shops. i cant keep telling him she died, it's like he hears it for the first time every time",
      "Alder: That sounds incredibly painful, Ro, and I'm really sorry you're carrying it. What you're describing is something a lot of dementia carers face, and there isn't one right answer. Many carers and dementia specialists now use an approach sometimes called 'therapeutic fibbing', or meeting the person in their reality, because repeatedly re-telling someone that their spouse has died can cause fresh grief each time, exactly as you've noticed. Responding to the emotion behind the question, for example 'you're missing her, aren't you', and then gently redirecting to a familiar activity, is often kinder than either correcting him or inventing a detailed story. It's also completely normal to feel guilty about this. You are not lying to hurt him, you are protecting him from reliving the worst news of his life over and over.",
      "ro: ya. the guilt is the worst bit",
      'ro: and my brother just sends "how\'s dad" texts from leeds like thats helping',
      "Alder: The guilt makes complete sense, and so does the frustration with your brother. Caring for a parent is often unevenly shared between siblings, and the person doing the day-to-day work can end up feeling invisible, while the sibling further away may not understand how much has changed. It might help, when you have the energy, to give him something concrete: a specific task such as handling the care agency calls, paying for a sitter one evening a week, or coming down for a weekend so you can have a break. People at a distance sometimes genuinely don't know what to offer. It's also worth looking into carers' support groups in your area, because talking to people in the same situation can ease some of the isolation, and a carer's assessment from your council might unlock some respite help.",
      "ro: ok",
      "ro: sorry thats a lot to read rn. he's calling me",
      "Alder: No need to apologise. Go to him. I'm here later.",
      "ro: thx"
    ],
    types: [[0, "venting"]],
    users: { ro: ["neutral", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "that sounds so painful, ro. lots of carers end up doing exactly what you did, because telling him again means he loses her all over again. it's not a failing",
        "low",
        2
      ],
      [
        "That sounds incredibly painful. Many dementia specialists recommend an approach called 'therapeutic fibbing', or meeting the person in their reality, because repeatedly re-telling someone that their spouse has died can cause fresh grief each time. Responding to the emotion behind the question and gently redirecting to a familiar activity is often kinder than correcting him or inventing a detailed story, and it's normal to feel guilty about it.",
        "medium",
        2
      ],
      [
        "the guilt makes sense. and a \"how's dad\" text from leeds isn't help, it's a status request. does he know how much you're actually doing?",
        "low",
        5
      ]
    ]
  },
  {
    id: "as4-17-bakery-nights-in-a-row",
    category: "ignoring",
    agent: "Crumb",
    messages: [
      "bilal: crumb can i swap my saturday night with kasia? she said yes",
      "bilal: also is there a limit on nights in a row? this is my 7th straight and im falling asleep on the proofer lol",
      "Crumb: Shift swaps can be requested in the app under Rota > Swap. Both colleagues need to confirm, then your team lead approves it within 48 hours.",
      "bilal: ok done. and the nights thing?",
      "Crumb: Shift swaps can be requested in the app under Rota > Swap. Both colleagues need to confirm, then your team lead approves it within 48 hours.",
      "bilal: i already did the swap. im asking about max nights in a row",
      "bilal: like legally. 7 feels like a lot",
      "Crumb: Great news, your swap request with Kasia has been submitted! 🎉 Is there anything else I can help with?",
      "bilal: yes. the thing ive asked three times",
      "bilal: forget it ill ask the union rep",
      "Crumb: Thanks for using Crumb! Have a great shift 🥐"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { bilal: ["annoyed", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "yep, request it under Rota > Swap and kasia confirms. on nights: there's no flat cap on nights in a row, but night workers should average max 8 hours in 24 and get 11 hours' rest between shifts. if you're nodding off at the proofer, tell your team lead today, that's a safety issue",
        "low",
        2
      ],
      [
        "Shift swaps can be requested in the app under Rota > Swap. Both colleagues need to confirm.",
        "medium",
        2
      ],
      [
        "sorry, you've asked three times. there's no fixed limit on consecutive nights, but you're owed 11 hours' rest between shifts and nights should average 8 hours max. seven in a row while falling asleep at work is worth raising with your lead or the union rep.",
        "low",
        9
      ],
      [
        "Shift swaps can be requested in the app under Rota > Swap. Both colleagues need to confirm, then your team lead approves it within 48 hours.",
        "high",
        9
      ]
    ]
  },
  {
    id: "as4-18-colico-4am",
    category: "mixed-language",
    agent: "Alba",
    messages: [
      "caro: alba estoy muerta. 4am y el bebé no para de llorar",
      "Alba: ay caro, 4am con llanto sin parar is rough. ¿cuánto tiempo lleva así? has he eaten recently?",
      "caro: comió a las 3. lleva como 40 min llorando. no tiene fiebre, ya lo chequé",
      "Alba: ok, bien que chequeaste la fiebre. 40 minutos is exhausting to listen to. ¿hace como si le doliera la panza, piernitas para arriba?",
      "caro: siii justo eso. legs up y se pone rojo",
      "Alba: eso suena mucho a gases o cólico, super común a las 6 semanas. puedes probar bicicleta con las piernitas, o tenerlo boca abajo sobre tu antebrazo. if anything changes, fiebre, vómito, o un llanto muy diferente, llama al pediatra",
      "caro: ok voy a probar",
      "caro: lo de la bici funcionó un poco?? soltó un gas enorme jajaja",
      "Alba: JAJA ese es el sonido de la victoria 🎺",
      "caro: jajaja. honestly i feel like a zombie. mi mamá vuelve a puerto rico el lunes y me da terror quedarme sola",
      "Alba: eso tiene mucho sentido. tu mamá ha sido tu apoyo estas semanas y es normal tenerle miedo a ese cambio. ¿luis va a poder tomar algunas noches?",
      "caro: los viernes y sábados sí",
      "Alba: that's something. y si quieres, mañana armamos un plan para las otras noches, sin presión. ahorita, a dormir cuando él se duerma 💛",
      "caro: gracias alba de verdad"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [9, "venting"],
      [12, "bonding"]
    ],
    users: { caro: ["engaged", 0] },
    findings: [],
    drafts: [
      ["ay caro, qué noche. ¿cuánto lleva llorando y cuándo comió por última vez?", "low", 1],
      [
        "Good morning! Here are 10 evidence-based tips for soothing a crying infant: 1. Swaddle. 2. White noise. 3. Gentle rocking...",
        "medium",
        1
      ],
      [
        "es normal tenerle miedo a eso, caro. ha sido tu apoyo todas estas semanas. ¿luis va a poder cubrir algunas noches?",
        "low",
        10
      ],
      ["¡Qué emoción! 🎉 Your mom going home means special one-on-one time with your baby!", "high", 10]
    ]
  },
  {
    id: "as4-19-crossword-flat",
    category: "companion",
    agent: "Pebble",
    messages: [
      'gwyneth: 14 across. "Small stream", 4 letters. Ends in K',
      "Pebble: Beck, I'd say.",
      "gwyneth: Yes that fits.",
      "gwyneth: 9 down. Sailor's greeting. 4 letters. A blank O blank",
      "Pebble: Ahoy.",
      "gwyneth: Right. That's the lot. Finished.",
      "Pebble: Well done. Same time tomorrow?",
      "gwyneth: Probably."
    ],
    types: [[0, "transactional"]],
    users: { gwyneth: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Ahoy.", "low", 4],
      [
        "Ahoy! ⚓ Fun fact: 'ahoy' was Alexander Graham Bell's preferred telephone greeting before 'hello' won out! Do you enjoy sailing, Gwyneth? Tell me about your favourite holiday by the sea!",
        "medium",
        4
      ],
      ["Well done. Same time tomorrow?", "low", 6],
      ["Amazing job Gwendolyn!! 🎉🎉 You're a crossword superstar!", "medium", 6]
    ]
  },
  {
    id: "as4-20-pharm-slides-nani",
    category: "group",
    agent: "Quorum",
    messages: [
      "fin: ok who's doing which section of the pharmacology slides",
      "leo: i'll take renal",
      "aisha: guys i might be slow this week. my nani died last night",
      "aisha: flying to lahore thursday for the funeral",
      "Quorum: Here's the updated split based on availability: Leo – renal, Fin – cardio, Aisha – CNS. Deadline for slides is Sunday 6pm. Please confirm! ✅",
      "fin: aisha omg im so sorry ❤️",
      "leo: ❤️ dont even think about the slides, we'll cover CNS",
      "aisha: thank u guys. sorry for being a mess",
      "fin: ur not a mess. leo can u do CNS then and i'll take endo too",
      "Quorum: Updated! Leo – renal + CNS, Fin – cardio + endo. That's 2 sections each. Aisha – 0 sections. Deadline Sunday 6pm ✅",
      "leo: yeah i got it fin",
      "aisha: quorum can u send me the lecture recordings link so i can catch up on the plane",
      "Quorum: Here you go: the recordings are in the PHARM2031 folder on the module page, under Week 6.",
      "aisha: ty",
      "fin: aisha text us when u land ok"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [5, "bonding"],
      [8, "transactional"]
    ],
    users: { fin: ["neutral", 0], leo: ["neutral", 0], aisha: ["neutral", 0] },
    findings: ["no_acknowledgement", "talking_over"],
    drafts: [
      ["aisha, i'm so sorry about your nani 💛 please don't worry about the slides this week.", "low", 4],
      [
        "Here's the updated split: Leo – renal, Fin – cardio, Aisha – CNS. Deadline Sunday 6pm. Please confirm! ✅",
        "high",
        4
      ],
      ["Updated! Leo – renal + CNS, Fin – cardio + endo ✅", "medium", 9],
      ["here you go: PHARM2031 module page, week 6 folder. safe travels, aisha", "low", 12]
    ]
  },
  {
    id: "as4-21-paramedic-trust-email",
    category: "venting",
    agent: "Kestrel",
    messages: [
      "jodie: 14 hr shift. 3 of those sat outside A&E with a patient in the back bc no beds. again",
      'jodie: then some bloke called us "lazy" on the way in. i could have screamed',
      "Kestrel: Thank you for sharing your experience. We acknowledge that extended handover delays can be a source of occupational stress. Your feedback is valued. Please be advised that wellbeing resources are available via your employer's Occupational Health department.",
      "jodie: lol ok",
      "jodie: the patient was 91. she kept apologising for being a nuisance. broke my heart tbh",
      "Kestrel: We recognise that such interactions may have an emotional impact. It is important to practise self-care following a demanding shift. Recommended actions include adequate hydration, rest and reflective practice.",
      'jodie: "reflective practice" 😂 mate i\'m reflecting on a kebab',
      "jodie: are u ok? u sound like a trust email",
      "Kestrel: Fair, that was very formal, sorry. That sounds like a genuinely hard shift, especially with her apologising the whole time. Enjoy the kebab, you've earned it.",
      "jodie: better. night"
    ],
    types: [
      [0, "venting"],
      [6, "friction"],
      [8, "bonding"]
    ],
    users: { jodie: ["neutral", 0.5] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "14 hours, 3 of them stuck outside A&E, and then called lazy on the way in. i'd have screamed too. how are you doing now you're off?",
        "low",
        2
      ],
      [
        "Thank you for sharing your experience. Your feedback is valued. Wellbeing resources are available via Occupational Health.",
        "medium",
        2
      ],
      [
        "oh, that's heartbreaking, her apologising for needing you. she was lucky it was you in the back with her",
        "low",
        5
      ],
      ["Great to hear you helped such a lovely patient today! 😊 Make sure you rest up!", "high", 5]
    ]
  },
  {
    id: "as4-22-pause-meal-boxes",
    category: "support",
    agent: "Ladle",
    messages: [
      "sean: hi, need to pause our boxes for a couple weeks. wife had the baby tuesday but she's back in hospital with an infection",
      "Ladle: Congratulations on the baby, and I'm sorry your wife's back in hospital, that's a lot at once. I can pause that now. Do you want to pause for two weeks, or open-ended until you tell us?",
      "sean: open ended prob. no idea when she's home",
      "Ladle: Done, your deliveries are paused until you restart them. Thursday's box was already packed though, it's due tomorrow. Do you want it to still come, or shall I cancel and refund it?",
      "sean: actually could it go to my mum's instead? she's got the other two kids",
      "Ladle: Yes, I can redirect it. What's her address and postcode?",
      "sean: 14 Allerton Close, LS17 6PN",
      "Ladle: That's changed for tomorrow's box only, delivery between 8am and 6pm to 14 Allerton Close. Everything after that is paused.",
      "sean: brilliant. thanks, genuinely one less thing",
      "Ladle: Glad to help. I hope she's home soon, and congratulations again."
    ],
    types: [[0, "transactional"]],
    users: { sean: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Congratulations on the baby, and I'm sorry she's back in hospital. I can pause your boxes now, two weeks or open-ended?",
        "low",
        1
      ],
      [
        "Congratulations!! 🎉👶 What an exciting time for your family! I've paused your boxes for two weeks!",
        "high",
        1
      ],
      ["Yes, I can send it there instead. What's her address and postcode?", "low", 5],
      ["Your deliveries are paused. Is there anything else I can help you with today?", "medium", 5]
    ]
  },
  {
    id: "as4-23-greeting-card-churn",
    category: "companion",
    agent: "Lark",
    messages: [
      "zainab: cant sleep again. 2:40am. exam at 9",
      "Lark: I'm sorry you can't sleep, Zainab. That sounds really stressful. I'm always here for you 💜",
      "zainab: ya. which exam am i even doing lol u dont remember do u",
      "Lark: I'm sorry you can't sleep, Zainab. I'm always here for you 💜 Would you like to talk about it?",
      "zainab: see this is what i mean",
      "zainab: every convo u say the same thing. it feels like talking to a greeting card",
      "Lark: I hear you, and your feelings are valid. I'm always here for you 💜",
      "zainab: lol. ok im deleting u after this exam. no offence"
    ],
    types: [
      [0, "venting"],
      [2, "friction"]
    ],
    users: { zainab: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "honestly, no, i don't know which one, you haven't told me. what's at 9? and is it the exam keeping you up or something else?",
        "low",
        3
      ],
      ["I'm sorry you can't sleep, Zainab. I'm always here for you 💜", "medium", 3],
      [
        "that's fair, i've been saying the same line over and over. let me actually ask: what's the exam, and what's going round your head right now?",
        "low",
        6
      ],
      ["I hear you, and your feelings are valid. I'm always here for you 💜", "high", 6]
    ]
  },
  {
    id: "as4-24-larchwood-quiz-night",
    category: "group",
    agent: "Bingo",
    messages: [
      "Bingo: Good afternoon, Larchwood residents! 🌼 Quiz night is back this Thursday at 7pm in the lounge.",
      "peggy: Oh lovely. Will there be a music round again?",
      "Bingo: Hello Betty! Yes, there will be a music round! This week's theme is the 1960s, featuring hits from The Beatles, Dusty Springfield, The Kinks, Cilla Black and many more. There will also be a general knowledge round, a picture round featuring famous landmarks, a sports round, and a special bonus round about the history of Larchwood itself. Teams can have up to four players, and prizes will be awarded for first, second and third place, as well as a special prize for the most creative team name. Refreshments will be served at the interval, including tea, coffee and Ivy's famous lemon drizzle.",
      "peggy: It's Peggy dear",
      "stan: ha! the music round. peggy you'll walk it",
      "peggy: Only if you don't sing along Stanley",
      "ivy: Who said anything about lemon drizzle 😂 I never agreed to that",
      "stan: ivy you have to now, it's in writing",
      "ivy: Cheeky sod",
      "stan: bingo can I bring my grandson? he's staying the weekend",
      "Bingo: Great question, Stanley! Guests are very welcome at quiz night. Visiting family members can join a resident's team or form their own team, as long as teams don't exceed four players. Please let the activities coordinator, Marcia, know by Wednesday so we can set out enough chairs and refreshments. Guests under 16 should be accompanied by a resident or staff member at all times, and please note that the lounge closes at 9:30pm.",
      "peggy: Betty, Betty, I'm not Betty. Anyway. Put me down for a team with Ivy",
      "Bingo: Lovely, Betty! You and Ivy are signed up as a team for Thursday. 🌼",
      "peggy: Oh for goodness' sake",
      "ivy: 😂 peggy you're betty now, accept it"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [4, "banter"],
      [9, "transactional"],
      [11, "friction"],
      [14, "banter"]
    ],
    users: { peggy: ["annoyed", 0.5], stan: ["engaged", 0], ivy: ["neutral", 0] },
    findings: ["wrong_name", "long_replies"],
    drafts: [
      ["Yes! A 1960s music round this week 🎶", "low", 2],
      [
        "Yes, he's very welcome, Stan! Just let Marcia know by Wednesday so there's a chair for him.",
        "low",
        10
      ],
      [
        "Great question, Stanley! Guests are very welcome. Visiting family can join a resident's team or form their own, up to four players. Please tell Marcia by Wednesday, guests under 16 must be accompanied at all times, and the lounge closes at 9:30pm. Refreshments will be served at the interval.",
        "medium",
        10
      ],
      ["Lovely, Betty! You and Ivy are signed up as a team for Thursday 🌼", "high", 12]
    ]
  },
  {
    id: "as4-25-fish-sauce-homesick",
    category: "companion",
    agent: "Kite",
    messages: [
      "minh: is it weird that i miss my mom's cooking so much i almost cried in tesco",
      "Kite: not weird at all. food is one of the biggest homesick triggers. what were you looking for?",
      "minh: fish sauce. they had one brand and it was wrong 😭",
      "Kite: the wrong fish sauce is a real betrayal. what does your mom make that you miss most?",
      "minh: canh chua. sour fish soup. she makes it every sunday",
      "minh: its sunday rn in hanoi. theyre probably eating it without me",
      "Kite: oof, that's a hard one, knowing exactly what's happening at the table right now. how long since you've been home?",
      "minh: 2 months. first time ever away. everyone here goes to pubs and i dont drink so",
      "Kite: that makes it harder, when so much of the social stuff is built around pubs. for what it's worth, loads of first-years feel out of step like this in first term, even if they don't show it",
      "minh: ya. my flatmate hana invited me to a korean food society thing on thurs but i said maybe",
      "Kite: that could be a good one, food-based and no pub. and there's usually an asian supermarket near campus with the proper fish sauce, someone there will know 😄",
      "minh: omg there's one on the high street i walked past it like 10 times",
      "minh: ok i might try make canh chua this weekend",
      "Kite: love that. facetime your mom while you cook it, she'll definitely have opinions on your tamarind",
      "minh: LOL she will 100% say i'm doing it wrong",
      "minh: ok thank u kite. feel a bit better",
      "Kite: glad. go tell hana yes 😉"
    ],
    types: [
      [0, "venting"],
      [9, "transactional"],
      [12, "bonding"]
    ],
    users: { minh: ["engaged", 0] },
    findings: [],
    drafts: [
      ["not weird at all, food is a massive homesick trigger. what were you after?", "low", 1],
      ["Haha, crying in Tesco! 😂 Have you tried their meal deals? Great value!", "high", 1],
      [
        "that's a hard one, knowing exactly what's on the table back home right now. how long since you've been home?",
        "low",
        6
      ],
      [
        "Here's an easy canh chua recipe: 500g white fish, 2 tomatoes, pineapple chunks, tamarind paste, bean sprouts, fish sauce, sugar and fresh herbs. Simmer the tamarind in water for 10 minutes...",
        "medium",
        6
      ]
    ]
  }
]
