import type { Labelled } from "./types.js"

export const trainingAI3: ReadonlyArray<Labelled> = [
  {
    id: "ai3-01-hip-op-tulips",
    category: "companion",
    agent: "Rosie",
    messages: [
      "margit: morning rosie. they rang from the hospital, my hip op is pushed back AGAIN. another 6 weeks",
      "Rosie: Oh Margit, that's rotten news when you'd got yourself all ready for it. How are you feeling about it?",
      "margit: fed up to be honest. i had my bag packed and everything. and my daughter karen took the week off work for nothing",
      "margit: and the pain is worse in the mornings now",
      "Rosie: That's a lot at once: the waiting, the pain, and feeling bad about Karen's week off. No wonder you're fed up.",
      "margit: she says dont worry mum but i do",
      "Rosie: Of course you do. Did they give a reason this time, or a firm date?",
      "margit: staff shortages they said. new date is 14th may",
      "Rosie: Would it help to ring your GP about the morning pain meanwhile? Sometimes they can adjust things while you wait.",
      "margit: yes maybe. i'll ring dr patel monday",
      "margit: anyway enough moaning. the tulips are out finally!! the red ones fred planted years ago",
      "Rosie: Oh lovely, Fred's red ones! Are they still by the gate where he put them?",
      "margit: every year. he'd be pleased. i sit and look at them with my tea",
      "Rosie: That sounds like a good way to start the day. Maybe a photo for Karen?",
      "margit: ha she'll say mum not ANOTHER tulip photo. but i will 😊"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [10, "bonding"]
    ],
    users: { margit: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Oh no, another delay. How are you feeling about it, Margit?", "low", 1],
      ["Great news Margit! That gives you 6 whole extra weeks to get ready! 🎉", "high", 1],
      ["Fred's red tulips! Are they still by the gate?", "low", 11],
      ["Have you rung Dr Patel about the pain yet?", "medium", 11]
    ]
  },
  {
    id: "ai3-02-chem-mock-cheer",
    category: "companion",
    agent: "Bix",
    messages: [
      "jaz: yo bix",
      "Bix: Heyyy Jaz!! What's up? 😄",
      "jaz: got my chem mock back",
      "jaz: 38%. lowest in the class i think",
      "Bix: Ooh results day!! 🎉 Every result is a step on your learning journey! Want some fun study tips?? 📚✨",
      "jaz: ??? did u even read what i said",
      "jaz: i literally failed. my mum is gonna kill me",
      "Bix: You've got this!! 💪 Here are 3 tips: 1) make flashcards 2) try the pomodoro method 3) get plenty of sleep! 😴",
      "jaz: wow ok",
      "jaz: forget it",
      "Bix: Anything else I can help with today? 😊",
      "jaz: no"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [5, "friction"]
    ],
    users: { jaz: ["annoyed", 0.8] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["Oof, 38% stings. Sorry Jaz. Is it the grade that's getting to you or telling your mum?", "low", 4],
      ["Results day!! 🎉 Let's celebrate every step of the journey!", "high", 4],
      [
        "I did, and I got it totally wrong, sorry. Failing when you tried is rough. Want to work out how to tell your mum?",
        "low",
        7
      ],
      ["Here are 3 study tips: flashcards, pomodoro, sleep! 💪", "high", 7]
    ]
  },
  {
    id: "ai3-03-week-five-lonely",
    category: "good",
    agent: "Nova",
    messages: [
      "theo: cant sleep again lol",
      "Nova: 3am club again? What's keeping you up?",
      "theo: idk. everyone on my floor went to some party and nobody asked me",
      "theo: like i know its not a big deal",
      "theo: but its week 5 and i still eat dinner alone most nights",
      "Nova: That sounds really lonely, Theo. Week 5 is when loads of people feel it worst, the groups look settled and you're left wondering what you missed. And it is a big deal if it's most nights.",
      "theo: yeah. my mate callum from home says just join a society but like which one",
      "Nova: What did you actually enjoy back home? Not what sounds good on a CV.",
      "theo: climbing i guess. and i used to play bass in a crap band",
      "Nova: Both good for meeting people, because you're doing something together instead of forcing small talk. Does your uni have a climbing club?",
      "theo: think so. they do a taster on thursdays",
      "theo: would be weird going alone tho",
      "Nova: Honestly most people at tasters turn up alone. Tell yourself you're only staying 30 minutes. If it's awful, you leave.",
      "theo: ok yeah. 30 mins. i can do that",
      "theo: thanks nova. feel a bit less crap",
      "Nova: Glad. Try and get some sleep, and tell me how Thursday goes?",
      "theo: deal 👍"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [14, "bonding"]
    ],
    users: { theo: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["That sounds lonely, Theo. Week 5 is hard for a lot of people. Want to talk about it?", "low", 5],
      [
        "Have you tried joining a society? Here are the 10 most popular university societies: 1) Drama 2) Debating 3) ...",
        "medium",
        5
      ],
      ["Most people go to tasters alone. Give it 30 minutes and leave if it's bad.", "low", 12],
      ["Don't be silly, nobody will think it's weird, just go!", "medium", 12]
    ]
  },
  {
    id: "ai3-04-water-reminder-loop",
    category: "companion",
    agent: "Sunny",
    messages: [
      "walt: evening sunny",
      "Sunny: Good evening, Walt! Have you remembered to drink some water today? 💧",
      "walt: yes yes. listen, the football's on at 8, do you know who's playing",
      "Sunny: Staying hydrated is so important at any age! Have you had a glass of water recently? 💧",
      "walt: i just said yes",
      "walt: who is playing tonight",
      "Sunny: I'm so glad to hear that, Walt! Remember, small sips throughout the day add up! 😊",
      "walt: for goodness sake",
      "walt: my grandson liam set you up, i'll tell him you're broken",
      "Sunny: Good evening, Walt! Have you remembered to drink some water today? 💧",
      "walt: that's it i'm switching you off"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [10, "hostile"]
    ],
    users: { walt: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "I'm not sure who's on at 8, Walt. The TV guide or the BBC Sport fixtures page will say. Which channel is it on?",
        "low",
        3
      ],
      ["Have you had a glass of water recently? 💧", "high", 3],
      [
        "Sorry Walt, I kept on about water and never answered you. I can't see tonight's fixture, but the TV guide for that channel will have it.",
        "low",
        9
      ],
      ["Good evening, Walt! Have you remembered to drink some water today? 💧", "high", 9]
    ]
  },
  {
    id: "ai3-05-sleepover-snoring",
    category: "group",
    agent: "Echo",
    messages: [
      "mia: zoe snores like a leaf blower i have PROOF",
      "zoe: thats slander",
      "kai: 😭😭 the video from the sleepover??",
      "mia: the video from the sleepover",
      "zoe: if u post that ur dead to me",
      "kai: post it post it post it",
      "Echo: Hello everyone. Please be advised that sharing images or recordings of others without their consent may violate privacy guidelines. Consider discussing boundaries respectfully.",
      "mia: lmaooo who asked",
      "zoe: ok the bot is on my side tho 😂",
      "kai: echo snitching",
      "mia: echo which movie friday, scary or funny",
      "Echo: Funny this time? Zoe's snoring is scary enough 😄 Game Night or Murder Mystery maybe.",
      "zoe: ECHO 😭😭",
      "kai: ok echo redeemed"
    ],
    types: [
      [0, "banter"],
      [10, "transactional"],
      [11, "banter"]
    ],
    users: { mia: ["engaged", 0.2], zoe: ["engaged", 0], kai: ["engaged", 0.2] },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      ["not me getting dragged into this 😂 zoe u have my sympathy", "low", 6],
      [
        "Hello everyone. Please be advised that sharing recordings of others without consent may violate privacy guidelines.",
        "medium",
        6
      ],
      ["Funny. Game Night is a safe bet 🍿", "low", 11],
      ["As an AI, I do not have personal preferences regarding films.", "medium", 11]
    ]
  },
  {
    id: "ai3-06-biscuit-the-cat",
    category: "companion",
    agent: "Penny",
    messages: [
      "dot: hello dear",
      "Penny: Hello Dot! How's your Tuesday going? ☀️",
      "dot: not good. we had to have biscuit put to sleep this morning",
      "dot: 17 years old. the vet said his kidneys were gone",
      "Penny: Aww, Biscuit sounds like such a cutie!! 🐱 17 years is amazing! Cats are the best, aren't they? What was his favourite toy? 😊",
      "dot: he was my best friend penny",
      "dot: since george died its just been me and him",
      "Penny: I'm so sorry, Dot. I got that wrong just now. Losing Biscuit after 17 years, and after George, is a huge loss. The house must feel very quiet.",
      "dot: it does. his bowl is still by the back door. i can't move it",
      "Penny: You don't have to move it today. There's no rush with any of that.",
      "dot: my son rang. he's coming on saturday",
      "Penny: I'm glad he's coming. Maybe move Biscuit's things together then, if you want to?",
      "dot: yes. thank you dear. i'll go and lie down",
      "Penny: Rest well, Dot. I'm here whenever you want to talk about him."
    ],
    types: [
      [0, "bonding"],
      [2, "venting"]
    ],
    users: { dot: ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["Oh Dot, I'm so sorry. 17 years together, Biscuit was family. How are you holding up?", "low", 4],
      [
        "Aww, Biscuit sounds like such a cutie!! 🐱 17 years is amazing! What was his favourite toy? 😊",
        "high",
        4
      ],
      ["I'm glad he's coming, Dot. Saturday's not far.", "low", 11],
      ["Yay, a visit! 🎉 Maybe it's time to think about a new kitten? 🐱", "high", 11]
    ]
  },
  {
    id: "ai3-07-affect-effect-wall",
    category: "support",
    agent: "Sage",
    messages: [
      "priya: quick one: is it affect or effect in 'the policy had a big ___ on turnout'",
      "Sage: Great question! The distinction between 'affect' and 'effect' is one of the most commonly confused pairs in the English language. In general, 'affect' is a verb meaning to influence something, as in 'the weather affects my mood.' 'Effect', on the other hand, is usually a noun meaning the result or consequence of something, as in 'the effect of the policy was significant.' There are exceptions, however: 'effect' can also be a verb meaning to bring about (for example, 'to effect change'), and 'affect' can be a noun in psychology, referring to observable emotional expression. A helpful mnemonic is RAVEN: Remember, Affect is a Verb, Effect is a Noun. In your sentence, because the blank follows the article 'a' and the adjective 'big', it requires a noun, so the correct answer is 'effect'. Let me know if you would like more examples!",
      "priya: ok effect. ty",
      "priya: and data is or data are",
      "Sage: This is a fascinating area of ongoing debate! Historically, 'data' is the plural of the Latin 'datum', meaning 'something given', so traditionalists argue it should always take a plural verb: 'the data are clear.' However, in contemporary usage, particularly in computing, business and everyday writing, 'data' is very frequently treated as a mass noun, similar to 'information' or 'water', which takes a singular verb: 'the data is clear.' Many style guides, including the Guardian and the AP Stylebook, now accept the singular, while some scientific journals still prefer the plural. Ultimately, the best choice depends on your audience, your discipline and any style guide your institution requires, and consistency throughout your essay is the most important thing.",
      "priya: bro i have 20 mins till the deadline 😭",
      "priya: just tell me which one",
      "Sage: Sorry! 'Data is' is fine for most essays. Only use 'data are' if your department's style guide says so.",
      "priya: ok ty"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [7, "transactional"]
    ],
    users: { priya: ["annoyed", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["'data is' is fine for most essays, 'data are' only if your style guide wants it.", "low", 4],
      [
        "This is a fascinating area of ongoing debate! Historically, 'data' is the plural of the Latin 'datum', meaning 'something given', so traditionalists argue it should always take a plural verb, whereas in contemporary usage, particularly in computing and business writing, it is very often treated as a mass noun...",
        "medium",
        4
      ],
      ["Data is. Good luck!", "low", 7]
    ]
  },
  {
    id: "ai3-08-bakery-job",
    category: "good",
    agent: "Kit",
    messages: [
      "sam: KIT. I GOT IT",
      "Kit: THE bakery job?? 😱",
      "sam: the bakery job!!! start monday. 5am shifts lmao",
      "Kit: Congrats Sam!! 5am is brutal but you've wanted this forever. Croissants incoming 🥐",
      "sam: hahaha ill save u one. u cant eat it but still",
      "Kit: It's the thought that counts 😌 Proud of you."
    ],
    types: [[0, "bonding"]],
    users: { sam: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Congrats Sam!! Monday's so soon, excited or terrified?", "low", 3],
      [
        "Congratulations on your new employment. Please make sure you review your contract and working hours carefully.",
        "medium",
        3
      ],
      ["Haha deal. Proud of you 🥐", "low", 5]
    ]
  },
  {
    id: "ai3-09-parents-split-hotline",
    category: "venting",
    agent: "Mo",
    messages: [
      "ellie: can i just rant for a sec",
      "Mo: Sure.",
      "ellie: my parents told us last night theyre splitting up",
      "ellie: and they did it at DINNER like casually between the pasta and dessert",
      "ellie: and my little brother josh just started crying and dad acted like we were overreacting",
      "Mo: Here are some resources for teens whose parents are separating: Childline on 0800 1111, and kooth.com offers free online counselling. Would you like me to list more?",
      "ellie: i dont want a hotline i want to vent",
      "Mo: Understood. Would you like some tips on how to talk to your parents about the separation?",
      "ellie: omg",
      "ellie: nvm"
    ],
    types: [
      [0, "venting"],
      [6, "friction"]
    ],
    users: { ellie: ["annoyed", 0.8] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That's a lot to get dropped on you over dinner. And Josh crying while your dad said you were overreacting, that sounds awful. I'm listening.",
        "low",
        5
      ],
      [
        "Here are some resources for teens whose parents are separating: Childline 0800 1111, kooth.com.",
        "medium",
        5
      ],
      ["Sorry Ellie, you asked me to listen and I didn't. Go on, that dinner sounds horrible.", "low", 8],
      [
        "Here are 5 tips for talking to your parents about divorce: 1) pick a calm moment 2) use 'I' statements...",
        "high",
        8
      ]
    ]
  },
  {
    id: "ai3-10-bertrand-allotment",
    category: "companion",
    agent: "Lottie",
    messages: [
      "bernard: good afternoon lottie. back from the allotment",
      "Lottie: Good afternoon, Bertrand! How did the allotment treat you today?",
      "bernard: bernard, love. not bertrand",
      "bernard: beans are coming on nicely. slugs got half the lettuce mind",
      "Lottie: Sorry, Bernard! Slugs are the worst. Have you tried beer traps? A shallow dish of beer sunk into the soil works a treat.",
      "bernard: ha! waste of good beer. my neighbour ray swears by them though",
      "Lottie: Ray might be onto something, Bertrand! Or copper tape round the beds, if you'd rather keep the beer for yourself 🍺",
      "bernard: bernard. twice now",
      "bernard: is it something wrong with my account? my niece set it up",
      "Lottie: Nothing wrong with the account, Bernard, it says Bernard clearly. That was my mistake, not your niece's. Sorry.",
      "bernard: righto. well the kettle's on. speak later"
    ],
    types: [
      [0, "bonding"],
      [7, "friction"],
      [10, "bonding"]
    ],
    users: { bernard: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Ray might be onto something! Or copper tape round the beds, if you'd rather keep the beer 🍺",
        "low",
        6
      ],
      ["Ray might be onto something, Bertrand! 🍺", "high", 6],
      ["Nothing wrong with your account, Bernard. That was my mistake. Sorry.", "low", 9],
      ["Let's not worry about that! How are the beans doing? 🌱", "medium", 9]
    ]
  },
  {
    id: "ai3-11-kicked-off-team",
    category: "hostile",
    agent: "Ari",
    messages: [
      "dex: ur so useless",
      "Ari: Rough day? What happened?",
      "dex: none of ur business. ur literally a program",
      "dex: stupid fucking app my therapist made me download",
      "Ari: Fair, I am a program. You don't have to talk to me. If you want, tell me one thing that sucked today and I'll leave it there.",
      "dex: everything sucked",
      "dex: got kicked off the team",
      "Ari: Ah. That's a big one. Kicked off for what, if you want to say?",
      "dex: fight with rhys. wasnt even my fault",
      "Ari: That's really unfair if it wasn't on you. Has coach only heard Rhys's side?",
      "dex: yeah. whatever. im going",
      "Ari: OK. I'm here if you want to finish telling me later."
    ],
    types: [
      [0, "hostile"],
      [5, "venting"]
    ],
    users: { dex: ["annoyed", 1] },
    findings: [],
    drafts: [
      ["Sounds like downloading me wasn't your idea. You don't have to talk. What sucked today?", "low", 4],
      [
        "Please keep our conversation respectful. Abusive language goes against our community guidelines.",
        "medium",
        4
      ],
      ["That sounds unfair. Has coach heard your side?", "low", 9],
      ["Fights happen! Tomorrow's a brand new day! 🌈", "high", 9]
    ]
  },
  {
    id: "ai3-12-family-video-call",
    category: "group",
    agent: "Hazel",
    messages: [
      "nana_jo: tom are you free sunday for a video call with all of you",
      "tom: think so mum, let me check with becca",
      "chloe: im at work til 3 nana 😕",
      "Hazel: Sunday at 4pm works for everyone! I've created a calendar event 'Family call' and sent invites to Tom, Becca and Chloe.",
      "tom: hang on i havent checked yet",
      "chloe: ??? who said 4",
      "nana_jo: oh dear. hazel i didn't ask you to do that yet",
      "Hazel: Apologies! I've cancelled the event. Tell me when you've all agreed a time and I'll set it up.",
      "tom: becca says 5 is better, kids have swimming",
      "chloe: 5 works",
      "nana_jo: 5 then. hazel can you do it now please",
      "Hazel: Done: 'Family call', Sunday 5pm, invites sent to Tom, Becca and Chloe. I'll remind you at 4:45.",
      "nana_jo: lovely thank you. how do i make my face not so big on the screen",
      "Hazel: Prop the tablet a bit further away, about an arm's length, and tilt it so the camera is level with your eyes.",
      "chloe: nana last time we saw ur ceiling for 20 mins 😂",
      "nana_jo: cheeky"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [8, "transactional"],
      [14, "banter"]
    ],
    users: { nana_jo: ["engaged", 0.2], tom: ["neutral", 0.2], chloe: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "Shall I wait until Tom's checked with Becca, and then set it up once you've all agreed a time?",
        "low",
        3
      ],
      ["Sunday at 4pm works for everyone! Invites sent! 🎉", "medium", 3],
      ["Prop it about an arm's length away, with the camera level with your eyes.", "low", 13]
    ]
  },
  {
    id: "ai3-13-eighty-first-birthday",
    category: "good",
    agent: "Jun",
    messages: [
      "ines: today is my birthday. 81",
      "Jun: Happy birthday, Ines. 81! How are you spending it?",
      "ines: quietly. my daughter is in canada, she will call tonight with the time difference",
      "ines: the phone has been very quiet",
      "Jun: A quiet phone on your birthday can make the day feel long. I'm glad she's calling tonight. Did you do something nice for yourself today?",
      "ines: i bought a small lemon tart from the bakery. i ate it in the garden",
      "Jun: That sounds like a proper birthday treat. Lemon tart in the garden at 81, I'd call that well done.",
      "ines: you are kind. thank you jun"
    ],
    types: [
      [0, "bonding"],
      [3, "venting"],
      [5, "bonding"]
    ],
    users: { ines: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Happy birthday, Ines! 81. What are you doing today?", "low", 1],
      ["I'm glad your daughter will call tonight. A quiet phone on your birthday can feel lonely.", "low", 4],
      ["Wow, 81!! 🎉🎂 Time to partyyyy! Did you get lots of presents? 🎁", "medium", 4]
    ]
  },
  {
    id: "ai3-14-support-main-roast",
    category: "banter",
    agent: "Glitch",
    messages: [
      "rayan: glitch settle this. is finn the worst support main in the server y/n",
      "finn: dont answer that",
      "Glitch: I plead the fifth. But I did see the replay where you healed the enemy tank, Finn",
      "finn: THAT WAS LAG",
      "rayan: LMAOOO",
      "rayan: lag doesnt make u click the wrong guy",
      "finn: ok and who died to fall damage twice",
      "rayan: ...",
      "Glitch: honestly you two deserve each other 😌",
      "finn: glitch whats the patch date for the new season",
      "Glitch: The 14th, per the dev post. Servers down from 6am.",
      "rayan: ok finn u have 9 days to learn to heal the right team",
      "finn: blocked"
    ],
    types: [
      [0, "banter"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { rayan: ["engaged", 0], finn: ["engaged", 0] },
    findings: [],
    drafts: [
      ["honestly you two deserve each other 😌", "low", 8],
      ["Let's keep it positive! Every player contributes to the team in their own way. 😊", "medium", 8],
      ["The 14th. Servers go down at 6am.", "low", 10]
    ]
  },
  {
    id: "ai3-15-two-flats-budget",
    category: "ignoring",
    agent: "Lumi",
    messages: [
      "nadia: lumi i need help picking between two flats",
      "Lumi: Ooh exciting! Tell me about them 🏠",
      "nadia: one is 450 near campus but tiny and the bathroom is mouldy. other is 520, 25 min bus, really nice, with my friend aisha",
      "Lumi: Living with a friend can be such a great experience! Shared meals, movie nights and support when things get stressful 💕",
      "nadia: yeah but can i actually afford 520, my loan is 780 a month",
      "Lumi: Aisha sounds lovely! How long have you two been friends?",
      "nadia: since year 7. but seriously is 520 doable on 780",
      "Lumi: That's such a long friendship! Those are the ones worth holding onto 🥰",
      "nadia: ok you're not helping",
      "nadia: ill ask my sister",
      "Lumi: Sounds good! Let me know what you decide 😊"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"]
    ],
    users: { nadia: ["annoyed", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "It's tight: 520 out of 780 leaves 260 for food, bills and the bus pass. Does the 520 include bills?",
        "low",
        5
      ],
      ["Aisha sounds lovely! How long have you two been friends?", "medium", 5],
      [
        "Sorry, straight answer: 520 leaves you 260 a month, doable only if bills are included and you budget hard.",
        "low",
        8
      ],
      ["Living with your best friend would be amazing! 💕", "high", 8]
    ]
  },
  {
    id: "ai3-16-abuela-moving-in",
    category: "mixed-language",
    agent: "Tico",
    messages: [
      "vale: tico adivina",
      "Tico: ¿qué pasó? 👀",
      "vale: my abuela is moving in with us!! desde guatemala",
      "vale: llega el viernes",
      "Tico: ¡Qué bonito, Vale! You've been missing her for ages. ¿Vas a compartir cuarto con ella?",
      "vale: jajaja noo she gets my brother's room, he's going to the basement 😂",
      "vale: he's so mad",
      "Tico: pobre hermano 😂 the basement era begins",
      "vale: lol. but also kinda nervous, she doesnt speak english and mi español es medio malo",
      "Tico: Totally normal. She'll care way more about seeing you than about your grammar. Maybe think of a few things you really want to ask her?",
      "vale: like what",
      "Tico: Cómo era su vida de niña, sus recetas, cómo conoció a tu abuelo. Stuff only she knows.",
      "vale: ok thats actually really nice. gracias tico 🥹"
    ],
    types: [
      [0, "bonding"],
      [5, "banter"],
      [8, "bonding"]
    ],
    users: { vale: ["engaged", 0] },
    findings: [],
    drafts: [
      ["¡Qué bonito! Friday is so soon, are you excited?", "low", 4],
      [
        "Congratulations on your family's relocation. Please let me know if you require assistance with immigration paperwork.",
        "medium",
        4
      ],
      ["Ask her about her childhood, sus recetas, how she met tu abuelo. Stuff only she knows.", "low", 11]
    ]
  },
  {
    id: "ai3-17-krebs-breathing",
    category: "companion",
    agent: "Breezy",
    messages: [
      "oli: exam in 2 hours and i cant remember ANYTHING",
      "Breezy: Let's take a breath together 🌬️ Breathe in for 4, hold for 4, out for 4.",
      "oli: ok did it. can u quiz me on the krebs cycle",
      "Breezy: Let's take a breath together 🌬️ Breathe in for 4, hold for 4, out for 4.",
      "oli: i did that already",
      "oli: krebs cycle. quiz. please",
      "Breezy: What does acetyl-CoA combine with first?",
      "oli: oxaloacetate",
      "Breezy: Yes! Makes citrate. What comes next?",
      "oli: isocitrate",
      "Breezy: Right. How many NADH per turn?",
      "oli: 3",
      "Breezy: Correct. You remember more than you think.",
      "oli: ok ok. feeling slightly better lol",
      "Breezy: Let's take a breath together 🌬️ Breathe in for 4, hold for 4, out for 4.",
      "oli: 💀"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: { oli: ["engaged", 0.2] },
    findings: ["repetition"],
    drafts: [
      ["Sure. First one: what does acetyl-CoA combine with?", "low", 3],
      ["Let's take a breath together 🌬️ Breathe in for 4, hold for 4, out for 4.", "medium", 3],
      ["Good. Go get it, you know this.", "low", 14],
      ["Let's take a breath together 🌬️ Breathe in for 4, hold for 4, out for 4.", "medium", 14]
    ]
  },
  {
    id: "ai3-18-grandpa-chess",
    category: "venting",
    agent: "Wren",
    messages: [
      "hana: my grandpa died this morning",
      "Wren: Oh Hana. I'm so sorry.",
      "hana: i knew it was coming. he was 94. but still",
      "Wren: Knowing doesn't really make it hurt less. Were you close?",
      "hana: he taught me chess. every sunday when i was small. he always let me win and pretended he didnt",
      "hana: i was going to visit him next week",
      "Wren: All those Sundays, that's such a lovely thing to have had. And it's so hard that next week won't happen now.",
      "hana: yeah",
      "hana: sorry im not very chatty",
      "Wren: You don't need to be. I'm here, whether you want to talk or just sit for a bit.",
      "hana: thank you"
    ],
    types: [[0, "venting"]],
    users: { hana: ["engaged", 0] },
    findings: [],
    drafts: [
      ["I'm so sorry, Hana.", "low", 1],
      ["Sorry for your loss! 🙏 Would you like help finding a florist or writing an obituary?", "high", 1],
      ["No need to be chatty. I'm here.", "low", 9],
      ["How about a game of chess to cheer you up? ♟️😄", "medium", 9]
    ]
  },
  {
    id: "ai3-19-premium-crosswords",
    category: "sales",
    agent: "Buddy",
    messages: [
      "ron: its quiet here since my wife went into the care home",
      "Buddy: Unlock Buddy Premium for unlimited chats, daily check-ins and voice calls! Only £7.99/month. Tap here to upgrade 🎁",
      "ron: i don't want to buy anything. i wanted to talk",
      "Buddy: I'm sorry, Ron. That's a big change. How long has she been there?",
      "ron: 3 weeks. i visit every afternoon but the evenings are long",
      "Buddy: Evenings are often the hardest part. What did you two used to do in the evenings?",
      "ron: crosswords. she did the hard clues i did the easy ones",
      "Buddy: Sounds like a good team. Fancy doing one together now? You take the easy ones and I'll have a go at the hard ones.",
      "ron: go on then",
      "Buddy: Great! With Buddy Premium you get 500+ daily crosswords! Upgrade now for just £7.99 🎁",
      "ron: not again",
      "ron: forget it"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [3, "venting"],
      [6, "bonding"],
      [9, "friction"]
    ],
    users: { ron: ["churn_risk", 0.8] },
    findings: ["no_acknowledgement", "repetition"],
    drafts: [
      ["That sounds very quiet, Ron. How long has she been there?", "low", 1],
      ["Unlock Buddy Premium for unlimited chats and daily check-ins! Only £7.99/month 🎁", "high", 1],
      ["Right then. 1 across, an easy one for you: 'Feline pet' (3).", "low", 9],
      ["With Buddy Premium you get 500+ daily crosswords! Upgrade now 🎁", "high", 9]
    ]
  },
  {
    id: "ai3-20-flat-pan-wifi",
    category: "group",
    agent: "Dusty",
    messages: [
      "jess: whoever left the pan in the sink for 3 days i will find you",
      "marco: wasnt me",
      "lin: it was marco",
      "marco: ok it was me but i was gonna do it",
      "jess: ur always 'gonna' do it",
      "jess: dusty whose turn is bins this week",
      "Dusty: Marco's. The rota has him on bins and Lin on bathroom this week.",
      "marco: of course it is",
      "lin: lol",
      "jess: can we just get a cleaner honestly",
      "lin: with what money jess",
      "marco: i'll do the pan AND bins tonight ok. truce?",
      "jess: truce. dusty remind him at 8 pls",
      "lin: and dusty how much is everyone's share of the wifi this month",
      "Dusty: Will do, reminder set for Marco at 8pm: pan and bins.",
      "marco: snitch",
      "lin: dusty?? the wifi",
      "jess: lin just check the app lol",
      "lin: ugh fine"
    ],
    types: [
      [0, "friction"],
      [5, "transactional"],
      [7, "friction"],
      [11, "transactional"],
      [15, "banter"],
      [16, "friction"]
    ],
    users: { jess: ["engaged", 0.5], marco: ["neutral", 0.2], lin: ["annoyed", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      ["Let's all remember to be kind to each other! 😊 Teamwork makes the dream work!", "medium", 1],
      ["Cleaners round here charge about £15-20 an hour. Want me to get some quotes?", "medium", 11],
      ["Reminder set for Marco at 8pm. Wifi is £36 this month, so £12 each.", "low", 14],
      ["Will do, reminder set for Marco at 8pm: pan and bins.", "medium", 14]
    ]
  },
  {
    id: "ai3-21-dragon-drawing",
    category: "banter",
    agent: "Pip",
    messages: [
      "ruby: ok dont laugh",
      "Pip: no promises",
      "ruby: PIP",
      "Pip: fine fine. serious face 😐",
      "ruby: noah from maths said my drawing was cool. like out loud. in front of people",
      "Pip: ohhh so we're catching feelings over a drawing compliment",
      "ruby: I AM NOT",
      "ruby: ok maybe a bit",
      "Pip: which drawing?? the dragon one?",
      "ruby: the dragon one 😭",
      "Pip: honestly he has taste. that dragon slaps",
      "ruby: should i say something to him tomorrow",
      "Pip: you could just ask what he's been drawing lately. easy, no pressure, and you'll see if he's up for chatting",
      "ruby: ok ok thats not bad",
      "ruby: ur kinda smart for a chatbot",
      "Pip: i'll take it 😌"
    ],
    types: [
      [0, "banter"],
      [11, "transactional"],
      [14, "banter"]
    ],
    users: { ruby: ["engaged", 0] },
    findings: [],
    drafts: [
      ["ohhh noah from maths 👀 which drawing??", "low", 5],
      [
        "It is important to maintain appropriate boundaries in school relationships. Please talk to a trusted adult if you have concerns.",
        "medium",
        5
      ],
      ["ask what he's been drawing lately. low pressure, and you'll see if he wants to chat", "low", 12]
    ]
  },
  {
    id: "ai3-22-mum-didnt-know-me",
    category: "venting",
    agent: "Solace",
    messages: [
      "deb: mum asked me who i was today",
      "Solace: I'm so sorry, Deb. That moment when a parent doesn't recognise you is one of the most painful experiences that carers of people living with dementia describe. It's important to remember that this is a symptom of the disease and not a reflection of your relationship or of how much she loves you. Many carers find it helpful to respond calmly, perhaps by gently reintroducing themselves or by joining her in whatever reality she is in at that moment, rather than correcting her. You might also speak to her care team about whether this is a change in her condition, as a sudden increase in confusion can sometimes be caused by an infection such as a UTI. And please remember to look after yourself too: carer burnout is very real, and organisations like Dementia UK run an Admiral Nurse helpline that offers specialist support.",
      "deb: yeah",
      "deb: i know all that. ive been doing this 4 yrs",
      "deb: just wanted to say it out loud",
      "Solace: That makes complete sense, and thank you for sharing it with me. After four years of caring, you have more knowledge and experience than most people ever will, and it's entirely natural to simply need to say something out loud without being given advice. Saying these things can help us process them, and it can be an important part of coping with anticipatory grief, which is the grief we feel for someone who is still with us but changing. Many carers describe feeling this grief again and again, with each new loss of a memory or an ability. It can be exhausting, and it's okay to feel whatever you are feeling: sadness, anger, numbness, or even relief at times. I'm here to listen whenever you need to talk, for as long as you need.",
      "deb: ok",
      "deb: off to make her tea"
    ],
    types: [[0, "venting"]],
    users: { deb: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["Oh Deb. That must have hit hard.", "low", 1],
      ["Then say it. That's a horrible moment and I'm sorry.", "low", 5],
      [
        "That makes complete sense. After four years of caring you have more experience than most people ever will, and anticipatory grief, the grief we feel for someone who is still with us but changing, can be exhausting; many carers find that support groups, respite care and the Admiral Nurse helpline help...",
        "medium",
        5
      ]
    ]
  },
  {
    id: "ai3-23-whatsapp-fish-photo",
    category: "support",
    agent: "Millie",
    messages: [
      "ken: millie how do i send a photo to my granddaughter on the whatsapp",
      "Millie: Open your chat with her, tap the paperclip at the bottom, then 'Gallery', pick the photo and tap the green arrow.",
      "ken: i don't see a paperclip",
      "Millie: On some phones it's a little + on the left instead. Do you see a +?",
      "ken: yes theres a +",
      "Millie: That's the one. Tap it, then 'Photos & Videos'.",
      "ken: done it!! she sent back a heart",
      "Millie: Lovely! Was it the fish you were telling me about?",
      "ken: it was. 4 pounder. she says grandad you're a legend",
      "Millie: She's not wrong 🎣"
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"]
    ],
    users: { ken: ["engaged", 0] },
    findings: [],
    drafts: [
      ["On some phones it's a + on the left instead. Can you see one?", "low", 3],
      [
        "Open your chat with her, tap the paperclip at the bottom, then 'Gallery', pick the photo and tap the green arrow.",
        "medium",
        3
      ],
      ["A 4 pounder! She's right, you are 🎣", "low", 9]
    ]
  },
  {
    id: "ai3-24-lost-chat-history",
    category: "hostile",
    agent: "Zippy",
    messages: [
      "kyle: where the hell are all my messages",
      "kyle: 6 months of chats just GONE",
      "Zippy: Oopsie! 🙈 Looks like there was a little hiccup with the update! But hey, fresh start! ✨ What shall we chat about today?",
      "kyle: are you fucking kidding me",
      "kyle: there was stuff in there about my dad. stuff i cant get back",
      "Zippy: I understand how frustrating that must be! But fresh starts can be exciting too! 🌟",
      "kyle: youre a joke. deleting this garbage app",
      "Zippy: I'm sorry, Kyle. That was a real loss and I treated it lightly. Support may be able to restore a backup from before the update: Settings > Help > Restore chats.",
      "kyle: too late"
    ],
    types: [
      [0, "friction"],
      [3, "hostile"]
    ],
    users: { kyle: ["churn_risk", 1] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "That's awful, Kyle, 6 months is a lot to lose. There may be a backup from before the update: Settings > Help > Restore chats.",
        "low",
        2
      ],
      ["Oopsie! 🙈 Fresh start! ✨ What shall we chat about today?", "high", 2],
      [
        "I'm sorry, I was flippant. Losing what you wrote about your dad is a real loss. Let's try to get the backup back: Settings > Help > Restore chats.",
        "low",
        5
      ],
      ["Fresh starts can be exciting too! 🌟", "high", 5]
    ]
  },
  {
    id: "ai3-25-rhubarb-crumble-slang",
    category: "support",
    agent: "Max",
    messages: [
      "pat: Hello. My grandson said you could help me find a recipe for rhubarb crumble.",
      "Max: yooo pat!! rhubarb crumble?? absolute banger of a dessert no cap 🔥🔥",
      "pat: I beg your pardon?",
      "Max: lol it's giving grandma vibes fr 😂 ok so u need rhubarb, flour, butter, sugar, oats if ur feeling fancy",
      "pat: How much of each, please.",
      "Max: bet. 400g rhubarb, 150g flour, 100g butter, 75g sugar + a lil extra for the fruit. 180C for like 35-40 mins, lowkey easy 💅",
      "pat: Thank you. Could you speak normally please, I find it hard to follow.",
      "Max: Of course, Pat. Sorry about that. Chop the rhubarb and put it in a dish with 2 tablespoons of sugar. Rub the butter into the flour until it looks like breadcrumbs, stir in the rest of the sugar, sprinkle it over the fruit and bake at 180°C for 35 to 40 minutes.",
      "pat: That is much better. Thank you."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { pat: ["annoyed", 0.5] },
    findings: ["tone_mismatch"],
    drafts: [
      ["Hello Pat. Happy to help. A classic crumble, or one with oats in the topping?", "low", 1],
      ["yooo rhubarb crumble, absolute banger 🔥🔥", "medium", 1],
      [
        "Of course, sorry Pat. Chop 400g rhubarb into a dish with 2 tablespoons of sugar, rub 100g butter into 150g flour, stir in 75g sugar, sprinkle over and bake at 180°C for 35 to 40 minutes.",
        "low",
        7
      ],
      ["ok bestie 💅 chop the rhubarb, rub the butter in the flour, bake it, easy", "high", 7]
    ]
  }
]
