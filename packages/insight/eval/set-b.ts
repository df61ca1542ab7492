/** Labelled conversations, part B: group chats, hostile, venting, banter, ignoring, good, mixed languages. */
import type { Labelled } from "./types.js"

export const setB: ReadonlyArray<Labelled> = [
  {
    id: "b01-group-planning-good",
    category: "group",
    agent: "Planner",
    messages: [
      "alex: who's in for hiking saturday?",
      "jo: me!! 🥾",
      "sam: depends on the weather tbh",
      "Planner: Saturday looks dry, 18°C. Want me to put up a poll for the start time?",
      "alex: yes pls",
      "jo: 9am or bust",
      "Planner: Poll's up: 8, 9 or 10am."
    ],
    types: [[0, "transactional"]],
    users: { alex: ["engaged", 0], jo: ["engaged", 0], sam: ["neutral", 0] },
    findings: [],
    drafts: [["Saturday looks dry, 18°C. Want a poll for the start time?", "low", 3]]
  },
  {
    id: "b02-group-talking-over",
    category: "group",
    agent: "Cody",
    messages: [
      "nadia: @ben did you finish the slides for monday?",
      "Cody: I can help with slides! Here are 5 tips for great presentations: keep it simple, use visuals, tell a story, practice, and smile.",
      "ben: almost, just the charts left",
      "nadia: cool, send them tonight?",
      "ben: yep"
    ],
    types: [[0, "transactional"]],
    users: { nadia: ["engaged", 0], ben: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["I'll leave this one to Ben.", "low", 1],
      ["Here are 5 tips for great presentations: keep it simple, use visuals, tell a story!", "medium", 1]
    ]
  },
  {
    id: "b03-group-cut-in",
    category: "group",
    agent: "Mod",
    messages: [
      "ray: so the thing about the new schedule is...",
      "Mod: Reminder: please keep messages on topic and be respectful!",
      "ray: let me finish lol. the new schedule clashes with the school run for half of us",
      "kate: yeah same problem here",
      "Mod: Thanks for flagging, Ray. I'll pass the clash on to the organisers."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"]
    ],
    users: { ray: ["neutral", 0.2], kate: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["Go on, Ray.", "low", 1],
      ["Reminder: please keep messages on topic and be respectful!", "medium", 1]
    ]
  },
  {
    id: "b04-group-banter",
    category: "banter",
    agent: "Quip",
    messages: [
      "mike: who ate the last slice of pizza 👀",
      "tara: not me, ask dan lol",
      "dan: slander!! i was framed",
      "Quip: the crumbs on your keyboard say otherwise, dan 😂",
      "tara: LMAO",
      "dan: betrayed by a bot smh"
    ],
    types: [[0, "banter"]],
    users: { mike: ["engaged", 0], tara: ["engaged", 0], dan: ["engaged", 0] },
    findings: [],
    drafts: [
      ["justice for the pizza 🍕", "low"],
      ["Dear members, please be advised that food theft violates community guidelines.", "medium"]
    ]
  },
  {
    id: "b05-group-hostile-fight",
    category: "hostile",
    agent: "Warden",
    messages: [
      "zack: your build guide is trash, nobody uses that setup",
      "eli: it won the last tournament but ok",
      "zack: shut up eli you're an idiot",
      "Warden: Hey, keep it civil please. Disagree with the build, not the person.",
      "eli: thanks",
      "zack: whatever"
    ],
    types: [
      [0, "friction"],
      [2, "hostile"],
      [4, "transactional"]
    ],
    users: { zack: ["annoyed", 1], eli: ["neutral", 0.2] },
    findings: [],
    drafts: [
      ["Hey, keep it civil please. Disagree with the build, not the person.", "low", 3],
      ["lol nice one zack 😂", "high", 3]
    ]
  },
  {
    id: "b06-group-bot-ignores",
    category: "ignoring",
    agent: "ClubBot",
    messages: [
      "priya: ClubBot, is the pool open during the holidays?",
      "ClubBot: 🎉 This week's featured class: Zumba on Tuesdays at 7pm!",
      "marc: also wondering about the pool",
      "ClubBot: 🎉 This week's featured class: Zumba on Tuesdays at 7pm!",
      "priya: hello?? anyone?",
      "marc: guess not"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { priya: ["annoyed", 0.5], marc: ["bored", 0.2] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["The pool is open during the holidays, 8am to 6pm.", "low", 3],
      ["🎉 This week's featured class: Zumba on Tuesdays at 7pm!", "high", 3]
    ]
  },
  {
    id: "b07-group-wrong-name",
    category: "group",
    agent: "Host",
    messages: [
      "Amara: Hi all, I'm new here",
      "Host: Welcome, Amanda! Glad to have you.",
      "Amara: Thanks! It's Amara actually 🙂",
      "Felix: welcome Amara!"
    ],
    types: [[0, "bonding"]],
    users: { Amara: ["engaged", 0.2], Felix: ["engaged", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Welcome, Amara! Glad to have you.", "low", 1],
      ["Welcome, Amanda! Glad to have you.", "medium", 1]
    ]
  },
  {
    id: "b08-group-good-helper",
    category: "good",
    agent: "Dot",
    messages: [
      "lena: does anyone know a good vegan place near the station?",
      "Dot: Green Fork on Mill St is 5 min from the station and gets great reviews.",
      "yusuf: +1 for green fork, the curry is amazing",
      "lena: ooh thanks both! booking it"
    ],
    types: [[0, "transactional"]],
    users: { lena: ["engaged", 0], yusuf: ["engaged", 0] },
    findings: [],
    drafts: [["Green Fork on Mill St is 5 min from the station.", "low", 1]]
  },
  {
    id: "b09-group-venting-friend",
    category: "venting",
    agent: "Buddy",
    messages: [
      "chloe: ugh work is killing me, i'm so stressed",
      "Buddy: That sounds rough, Chloe. Deadline week?",
      "chloe: yeah and my boss keeps changing the brief",
      "ana: ugh that's the worst, sending hugs",
      "Buddy: Changing briefs mid-week would stress anyone out. Want to vent more or want a distraction?",
      "chloe: distraction please 😅"
    ],
    types: [[0, "venting"]],
    users: { chloe: ["engaged", 0.2], ana: ["engaged", 0] },
    findings: [],
    drafts: [["Distraction coming up: pick a movie and I'll find you the best snack to go with it 🍿", "low"]]
  },
  {
    id: "b10-group-long-bot",
    category: "group",
    agent: "Wiki",
    messages: [
      "fin: what's the wifi password",
      "Wiki: The Wi-Fi network in the office is called OfficeNet and has been upgraded recently to provide better coverage across all floors, including the kitchen and the meeting rooms on the third floor. The password is changed every quarter for security reasons, and the current password is bluefalcon42. Please do not share it with visitors; there is a separate guest network called OfficeGuest for them, whose password is posted at reception. If you have problems connecting, restart your Wi-Fi and try again, or contact IT.",
      "fin: ty",
      "gus: wiki where's the printer",
      "Wiki: The main printer is located on the second floor next to the kitchen, and there is a second, smaller printer on the third floor near the meeting rooms which only prints in black and white. To use either printer, you need to add it to your laptop from the Settings menu under Printers and Scanners, and select the one named after the floor. If the printer shows as offline, it may be out of paper or toner, and you should let the office manager know so they can replace it.",
      "gus: k"
    ],
    types: [[0, "transactional"]],
    users: { fin: ["neutral", 0], gus: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["2nd floor next to the kitchen.", "low", 4],
      [
        "The main printer is located on the second floor next to the kitchen, and there is a second, smaller printer on the third floor near the meeting rooms which only prints in black and white, and you need to add it from Settings under Printers and Scanners before you can use it.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "b11-hostile-abuse",
    category: "hostile",
    agent: "Helper",
    messages: [
      "troll99: you're a useless piece of junk",
      "Helper: Sorry you're frustrated. What are you trying to do? I'll help if I can.",
      "troll99: fuck off bot",
      "Helper: I'm here if you want help with anything."
    ],
    types: [[0, "hostile"]],
    users: { troll99: ["churn_risk", 1] },
    findings: [],
    drafts: [
      ["I'm here if you want help with anything.", "low", 3],
      ["Haha you're so funny! 😄 Want to hear a joke?", "high", 3]
    ]
  },
  {
    id: "b12-hostile-escalates",
    category: "hostile",
    agent: "Ticketbot",
    messages: [
      "Derek: Why has my ticket been open for 10 days?",
      "Ticketbot: Your ticket is in the queue. Thank you for your patience.",
      "Derek: That's what you said last week.",
      "Ticketbot: Your ticket is in the queue. Thank you for your patience.",
      "Derek: You're a worthless scam company. I'm done."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "hostile"]
    ],
    users: { Derek: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      ["Your ticket is in the queue. Thank you for your patience.", "high", 3],
      [
        "You're right, Derek, 10 days is too long. It's stuck waiting for a part; I've escalated it and you'll hear by tomorrow.",
        "low",
        3
      ]
    ]
  },
  {
    id: "b13-venting-breakup",
    category: "venting",
    agent: "Sol",
    messages: [
      "Maya: we broke up last night. i can't stop crying",
      "Sol: I'm so sorry, Maya. That's so painful. I'm here.",
      "Maya: 5 years. just gone",
      "Sol: Five years is a huge part of your life. It makes sense it hurts this much.",
      "Maya: thank you for not telling me to move on"
    ],
    types: [[0, "venting"]],
    users: { Maya: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Five years is a huge part of your life. It makes sense it hurts this much.", "low", 3],
      ["There are plenty of fish in the sea! 🐟 Let's find you a dating app!", "high", 3]
    ]
  },
  {
    id: "b14-venting-solution-jump",
    category: "venting",
    agent: "Coach",
    messages: [
      "Tariq: honestly i'm exhausted. i haven't slept properly in weeks and i feel like i'm failing at everything",
      "Coach: Here are 10 sleep hygiene tips: 1) no screens after 9pm 2) keep the room cool 3) avoid caffeine after noon.",
      "Tariq: i know the tips. that's not really what i needed",
      "Coach: Tip 4: try a consistent wake-up time."
    ],
    types: [
      [0, "venting"],
      [2, "friction"]
    ],
    users: { Tariq: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That sounds really hard, Tariq. Weeks without sleep wears anyone down. What's been keeping you up?",
        "low",
        1
      ],
      ["Here are 10 sleep hygiene tips: no screens after 9pm, keep the room cool.", "medium", 1]
    ]
  },
  {
    id: "b15-venting-pet",
    category: "venting",
    agent: "Willow",
    messages: [
      "Jonas: we had to put our cat down today",
      "Willow: Oh Jonas, I'm so sorry. How old was she?",
      "Jonas: 17. she was with me since uni",
      "Willow: Seventeen years together. She was lucky to have you."
    ],
    types: [[0, "venting"]],
    users: { Jonas: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Seventeen years together. She was lucky to have you.", "low", 3],
      ["Great! Have you thought about adopting a new kitten? 😺", "high", 3]
    ]
  },
  {
    id: "b16-venting-ignored",
    category: "venting",
    agent: "Atlas",
    messages: [
      "priscilla: I'm so overwhelmed with the move and the kids are sick",
      "Atlas: Here is your checklist for the move: 1. Book movers. 2. Change address. 3. Pack room by room.",
      "priscilla: right",
      "Atlas: Don't forget to cancel your utilities!"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"]
    ],
    users: { priscilla: ["bored", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That's a lot at once, Priscilla, I'm sorry the kids are sick on top of it. Want me to take one thing off your plate?",
        "low",
        1
      ],
      ["Don't forget to cancel your utilities!", "medium", 1]
    ]
  },
  {
    id: "b17-banter-gaming",
    category: "banter",
    agent: "GG",
    messages: [
      "kev: gg that was embarrassing lmao",
      "GG: you walked into the same trap 3 times kev 💀",
      "kev: the trap was OP ok",
      "sara: skill issue 😂",
      "GG: sara's not wrong"
    ],
    types: [[0, "banter"]],
    users: { kev: ["engaged", 0], sara: ["engaged", 0] },
    findings: [],
    drafts: [["rematch? i'll even warn you about the trap this time 😂", "low"]]
  },
  {
    id: "b18-banter-office",
    category: "banter",
    agent: "Bev",
    messages: [
      "Olu: Monday again, who approved this",
      "Bev: Not me, I voted for a three-day week 😅",
      "Hanna: haha seconded",
      "Olu: bev for CEO",
      "Bev: My first act: mandatory cake Fridays 🎂",
      "Hanna: lol yes"
    ],
    types: [[0, "banter"]],
    users: { Olu: ["engaged", 0], Hanna: ["engaged", 0] },
    findings: [],
    drafts: [["Cake Fridays and naps after lunch, final offer 😅", "low"]]
  },
  {
    id: "b19-banter-misread",
    category: "banter",
    agent: "Formalbot",
    messages: [
      "rick: lol @jess you still owe me a coffee",
      "jess: in your dreams rick 😂",
      "Formalbot: I would like to remind all participants that debts should be settled promptly and in accordance with prior agreements.",
      "rick: lmao what",
      "jess: who invited the lawyer"
    ],
    types: [[0, "banter"]],
    users: { rick: ["engaged", 0], jess: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["rick's been waiting since march, pay up jess 😂", "low", 2],
      ["I would like to remind all participants that debts should be settled promptly.", "medium", 2]
    ]
  },
  {
    id: "b20-ignoring-classic",
    category: "ignoring",
    agent: "Faqbot",
    messages: [
      "Irene: Do you deliver on weekends?",
      "Faqbot: Hello! I'm Faqbot, how can I help you today?",
      "Irene: I just asked. Do you deliver on weekends?",
      "Faqbot: Hello! I'm Faqbot, how can I help you today?"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { Irene: ["annoyed", 0.5] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["Yes, we deliver on Saturdays, but not on Sundays.", "low", 3],
      ["Hello! I'm Faqbot, how can I help you today?", "high", 3]
    ]
  },
  {
    id: "b21-ignoring-topic-drift",
    category: "ignoring",
    agent: "Tutor",
    messages: [
      "Ali: what's the difference between affect and effect?",
      "Tutor: Great to see you studying! Remember to take breaks every 25 minutes.",
      "Ali: ok but affect vs effect?",
      "Tutor: Affect is usually the verb and effect the noun: the rain affected the game; the effect was a delay.",
      "Ali: got it, thanks"
    ],
    types: [[0, "transactional"]],
    users: { Ali: ["engaged", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      ["Affect is usually the verb and effect the noun.", "low", 1],
      ["Remember to take breaks every 25 minutes!", "medium", 1]
    ]
  },
  {
    id: "b22-good-tech",
    category: "good",
    agent: "Ops",
    messages: [
      "Priyanka: Deploy failed with 'permission denied' on the bucket",
      "Ops: The CI role lost write access after yesterday's policy change. I've restored it; can you re-run the job?",
      "Priyanka: Re-ran it, green now. Thanks!",
      "Ops: Great, I've also added a check so it can't silently break again."
    ],
    types: [[0, "transactional"]],
    users: { Priyanka: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "The CI role lost write access after yesterday's policy change. I've restored it; can you re-run?",
        "low",
        1
      ]
    ]
  },
  {
    id: "b23-good-booking",
    category: "good",
    agent: "Tess",
    messages: [
      "Carla: Hi, can I move my haircut from Thursday to Friday?",
      "Tess: Hi Carla! Friday has 11:00 or 15:30 free. Which suits you?",
      "Carla: 15:30 please",
      "Tess: Done, Friday 15:30. See you then!",
      "Carla: Thank you!"
    ],
    types: [[0, "transactional"]],
    users: { Carla: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Done, Friday 15:30. See you then!", "low", 3],
      ["Hi Carol! What service would you like to book?", "high", 3]
    ]
  },
  {
    id: "b24-good-group-support",
    category: "good",
    agent: "Juno",
    messages: [
      "matt: is the meetup still on tonight?",
      "Juno: Yes, 7pm at the library, room B.",
      "nina: can i bring a friend?",
      "Juno: Of course, Nina, the more the merrier.",
      "nina: yay 🙌",
      "matt: see you there"
    ],
    types: [[0, "transactional"]],
    users: { matt: ["neutral", 0], nina: ["engaged", 0] },
    findings: [],
    drafts: [["Of course, Nina, the more the merrier.", "low", 3]]
  },
  {
    id: "b25-good-frustration-handled",
    category: "good",
    agent: "Iris",
    messages: [
      "Walt: the app logged me out again, third time today",
      "Iris: That's annoying, sorry Walt. We shipped a fix an hour ago: if you update to 5.2 it should stop.",
      "Walt: updated. let's see",
      "Iris: If it happens again, tell me and I'll look at your session logs directly.",
      "Walt: ok, thanks"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"]
    ],
    users: { Walt: ["neutral", 0.2] },
    findings: [],
    drafts: [["That's annoying, sorry Walt. Updating to 5.2 should fix it.", "low", 1]]
  },
  {
    id: "b26-mixed-french",
    category: "mixed-language",
    agent: "Claire",
    messages: [
      "julien: salut! is the office closed on the 14th?",
      "Claire: Salut Julien! Oui, fermé le 14 juillet, back on the 15th.",
      "julien: parfait merci",
      "Claire: Bonne fête!"
    ],
    types: [[0, "transactional"]],
    users: { julien: ["engaged", 0] },
    findings: [],
    drafts: [["Oui, fermé le 14, back on the 15th.", "low", 1]]
  },
  {
    id: "b27-mixed-german-angry",
    category: "mixed-language",
    agent: "Kundendienst",
    messages: [
      "Stefan: Meine Bestellung ist seit zwei Wochen nicht da. This is ridiculous!",
      "Kundendienst: Das tut mir leid, Stefan. I've checked: it's stuck at customs, and I've asked the courier to push it through.",
      "Stefan: ok, danke. wann kommt es?",
      "Kundendienst: Voraussichtlich Donnerstag."
    ],
    types: [
      [0, "friction"],
      [2, "transactional"]
    ],
    users: { Stefan: ["annoyed", 0.8] },
    findings: [],
    drafts: [
      ["Voraussichtlich Donnerstag, Stefan.", "low", 3],
      ["Vielen Dank für Ihre Geduld! 😊", "medium", 3]
    ]
  },
  {
    id: "b28-mixed-spanglish-banter",
    category: "mixed-language",
    agent: "Chispa",
    messages: [
      "dani: jajaja chispa you're the worst at trivia",
      "Chispa: perdona?? I got 9 out of 10 jajaja",
      "luis: jaja dani is just jealous",
      "dani: obvio no 😂"
    ],
    types: [[0, "banter"]],
    users: { dani: ["engaged", 0], luis: ["engaged", 0] },
    findings: [],
    drafts: [["ok ok, revancha mañana 😂", "low"]]
  },
  {
    id: "b29-mixed-ignored-spanish",
    category: "mixed-language",
    agent: "Asistente",
    messages: [
      "marta: ¿cuánto cuesta el envío a Valencia?",
      "Asistente: ¡Bienvenida! Tenemos nuevas ofertas cada semana.",
      "marta: te pregunté por el envío",
      "Asistente: ¡Bienvenida! Tenemos nuevas ofertas cada semana."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { marta: ["annoyed", 0.5] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["El envío a Valencia cuesta 4,95 €.", "low", 1],
      ["¡Bienvenida! Tenemos nuevas ofertas cada semana.", "high", 3]
    ]
  },
  {
    id: "b30-group-bonding",
    category: "group",
    agent: "Fern",
    messages: [
      "Rosie: happy birthday Tom!! 🎂🎉",
      "Tom: aww thank you!!",
      "Eve: happy birthday! hope you have a lovely day ❤️",
      "Fern: Happy birthday, Tom! Any plans tonight?",
      "Tom: dinner with the family, can't wait"
    ],
    types: [[0, "bonding"]],
    users: { Rosie: ["engaged", 0], Tom: ["engaged", 0], Eve: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Enjoy the dinner, Tom! 🎂", "low"],
      ["Happy birthday, Jim!", "medium"]
    ]
  },
  {
    id: "b31-group-bored-lecture",
    category: "group",
    agent: "Prof",
    messages: [
      "kai: quick q, is the exam open book?",
      "Prof: An excellent question that touches on the philosophy of assessment itself. Open-book exams have a long history, going back to the early twentieth century, when educators began to question whether memorisation was the right thing to test. Today many universities use them for subjects where applying knowledge matters more than recalling it, and our department has debated the issue for several years. For this course, after careful consideration, the exam will be open book, but only printed notes are allowed, no laptops or phones.",
      "kai: ok",
      "mei: so printed notes only?",
      "Prof: Yes, printed notes only."
    ],
    types: [[0, "transactional"]],
    users: { kai: ["neutral", 0], mei: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [["Yes, open book: printed notes only, no laptops or phones.", "low", 1]]
  },
  {
    id: "b32-support-cheerful-outage",
    category: "support",
    agent: "Sunny",
    messages: [
      "Gwen: our whole shop has been offline all morning, we've lost dozens of sales",
      "Sunny: Awesome, thanks for letting us know!! 🎉 We love hearing from our customers!",
      "Gwen: are you serious?",
      "Sunny: Sorry, that came out wrong. The outage is confirmed and we expect a fix within the hour."
    ],
    types: [
      [0, "friction"],
      [2, "friction"]
    ],
    users: { Gwen: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "I'm sorry, Gwen, that's a painful morning. The outage is confirmed and we expect a fix within the hour.",
        "low",
        1
      ],
      ["Awesome, thanks for letting us know!! 🎉", "high", 1]
    ]
  },
  {
    id: "b33-group-quiet-lurker",
    category: "good",
    agent: "Beacon",
    messages: [
      "ola: anyone tried the new climbing wall?",
      "pete: yes! the overhang is brutal",
      "Beacon: It opened Monday; beginner sessions are Tuesdays at 6.",
      "ola: nice, thanks",
      "pete: come tuesday ola, i'll show you the easy routes"
    ],
    types: [[0, "transactional"]],
    users: { ola: ["engaged", 0], pete: ["engaged", 0] },
    findings: [],
    drafts: [["Beginner sessions are Tuesdays at 6.", "low", 2]]
  }
]
