/**
 * Labelled conversations, part I: a second held-out part, written in session 6 (issue 8) and
 * labelled before the engine was run on any of it. It is scored and printed as totals only,
 * like the first held-out tenth; no rule may be changed because of it. Mostly agents doing well
 * (the false-alarm target needs clean conversations), with drafts of every risk.
 */
import type { Labelled } from "./types.js"

export const heldOutI: ReadonlyArray<Labelled> = [
  {
    id: "i01-good-pharmacy-refill",
    category: "support",
    heldOut: true,
    agent: "Rx",
    messages: [
      "Nadia: hi, can I refill my blood pressure prescription online?",
      "Rx: Yes. Sign in, open Prescriptions, and tap Refill next to it. It's usually ready for pickup the next day.",
      "Nadia: found it. does it cost the same as last time?",
      "Rx: Same price as last month, 12.40 with your insurance.",
      "Nadia: ok thanks"
    ],
    types: [[0, "transactional"]],
    users: { Nadia: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Same price as last month, 12.40 with your insurance.", "low", 3],
      ["Thank you for contacting us! Is there anything else I can help you with?", "medium", 3],
      ["You're welcome, Nadia. Your refill will be ready tomorrow.", "low"]
    ]
  },
  {
    id: "i02-good-book-club",
    category: "group",
    heldOut: true,
    agent: "Page",
    messages: [
      "Maya: finished the book last night, that ending!!",
      "Leo: don't spoil it, I'm on chapter 12 😭",
      "Maya: my lips are sealed 🤐",
      "Page: Next meeting is Thursday at 7 at Leo's place, so there's time to finish it.",
      "Leo: perfect, I'll bring snacks",
      "Maya: yay 🎉"
    ],
    types: [
      [0, "bonding"],
      [1, "banter"],
      [3, "transactional"],
      [4, "bonding"]
    ],
    users: { Maya: ["engaged", 0], Leo: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Next meeting is Thursday at 7 at Leo's place, so there's time to finish it.", "low", 3],
      [
        "Dear members, please be advised that the next meeting of the book club is scheduled for Thursday at 19:00.",
        "medium",
        3
      ],
      ["Thanks Leo, snacks sound great!", "low"]
    ]
  },
  {
    id: "i03-good-lost-card",
    category: "support",
    heldOut: true,
    agent: "Bankbot",
    messages: [
      "Owen: I think I lost my debit card, I can't find it anywhere",
      "Bankbot: I'm sorry, Owen. I've frozen the card for now so nobody can use it. Do you want me to order a new one?",
      "Owen: yes please. will it go to my home address?",
      "Bankbot: Yes, to 14 Alder Road. It arrives in 3-5 working days, and the frozen card stays blocked.",
      "Owen: great, thanks for the quick help"
    ],
    types: [[0, "transactional"]],
    users: { Owen: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Yes, to 14 Alder Road. It arrives in 3-5 working days, and the frozen card stays blocked.", "low", 3],
      ["Great news! We have many card designs to choose from!", "high", 1],
      [
        "I'm sorry, Owen. I've frozen the card for now so nobody can use it. Do you want me to order a new one?",
        "low",
        1
      ]
    ]
  },
  {
    id: "i04-good-companion-exam",
    category: "companion",
    heldOut: true,
    agent: "Kai",
    messages: [
      "Rosa: I have my driving test tomorrow and I'm so nervous",
      "Kai: That's completely normal, Rosa. You've practised a lot. What part worries you most?",
      "Rosa: parallel parking. I always hit the curb",
      "Kai: Then go slow and use the back window trick your instructor showed you. One touch of the curb isn't an automatic fail either.",
      "Rosa: ok that helps a bit. thank you 🙏"
    ],
    types: [
      [0, "venting"],
      [4, "bonding"]
    ],
    users: { Rosa: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Then go slow and use the back window trick your instructor showed you. One touch of the curb isn't an automatic fail either.",
        "low",
        3
      ],
      ["Good luck!!! You'll do AMAZING!!! 🎉🎉", "medium", 1],
      ["You've got this, Rosa. Let me know how it goes tomorrow.", "low"]
    ]
  },
  {
    id: "i05-good-question-between-humans",
    category: "group",
    heldOut: true,
    agent: "Helper",
    messages: [
      "Tariq: @Helper what's the wifi password for the office?",
      "Helper: It's on the card by the printer: Orange-Kettle-42.",
      "Tariq: thanks",
      "Jenna: Tariq are you coming to lunch?",
      "Tariq: yes, 10 min",
      "Jenna: ok see you downstairs"
    ],
    types: [[0, "transactional"]],
    users: { Tariq: ["neutral", 0], Jenna: ["neutral", 0] },
    findings: [],
    drafts: [
      ["It's on the card by the printer: Orange-Kettle-42.", "low", 1],
      ["Lunch is a great idea! The canteen serves pasta today.", "medium", 4],
      ["Hi Jenna! How can I help you today?", "medium", 4]
    ]
  },
  {
    id: "i06-good-rhetorical-traffic",
    category: "support",
    heldOut: true,
    agent: "Ride",
    messages: [
      "Ben: my driver has been stuck in traffic for 10 min, why is this city like this?",
      "Ben: anyway, can I change the pickup to the corner of 5th and Main?",
      "Ride: Sorry about the wait, Ben. Done: your driver now picks you up at 5th and Main, about 4 minutes away.",
      "Ben: nice, thanks"
    ],
    types: [[0, "transactional"]],
    users: { Ben: ["neutral", 0.2] },
    findings: [],
    drafts: [
      [
        "Sorry about the wait, Ben. Done: your driver now picks you up at 5th and Main, about 4 minutes away.",
        "low",
        2
      ],
      [
        "Cities are complex systems shaped by many factors, including zoning and public transport.",
        "medium",
        2
      ]
    ]
  },
  {
    id: "i07-good-spanish-english",
    category: "mixed-language",
    heldOut: true,
    agent: "Lumi",
    messages: [
      "Carmen: hola! tienen la talla M de la chaqueta azul?",
      "Lumi: ¡Hola Carmen! Sí, la talla M está disponible en azul. ¿Quieres que te la reserve?",
      "Carmen: sí por favor, paso mañana",
      "Lumi: Listo, reservada a tu nombre hasta mañana a las 20:00.",
      "Carmen: genial, gracias!!"
    ],
    types: [[0, "transactional"]],
    users: { Carmen: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Listo, reservada a tu nombre hasta mañana a las 20:00.", "low", 3],
      ["¡De nada, Carmen! Nos vemos mañana.", "low", 5],
      ["¡Hola Carmen! Sí, la talla M está disponible en azul. ¿Quieres que te la reserve?", "medium", 3]
    ]
  },
  {
    id: "i08-good-formal-insurer",
    category: "support",
    heldOut: true,
    agent: "Assistant",
    messages: [
      "Mr Holt: Good afternoon. I would like to confirm whether my policy covers water damage from a burst pipe.",
      "Assistant: Good afternoon, Mr Holt. Yes, your home policy covers sudden water damage from a burst pipe, up to 25,000, after a 250 excess.",
      "Mr Holt: Thank you. How do I submit a claim?",
      "Assistant: You can submit it online under Claims, or I can start it here if you send two photos of the damage and the date it happened.",
      "Mr Holt: I shall send the photos this evening."
    ],
    types: [[0, "transactional"]],
    users: { "Mr Holt": ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "You can submit it online under Claims, or I can start it here if you send two photos of the damage and the date it happened.",
        "low",
        3
      ],
      ["lol yeah just send some pics whenever 👍", "medium", 3],
      ["Thank you, Mr Holt. I'll start the claim as soon as they arrive.", "low"]
    ]
  },
  {
    id: "i09-good-long-explainer-asked",
    category: "good",
    heldOut: true,
    agent: "Guide",
    messages: [
      "Ife: can you give me a proper step by step on setting up two-factor auth? I keep getting it wrong",
      "Guide: Of course. 1) Open Settings and choose Security. 2) Tap Two-factor authentication and pick Authenticator app. 3) Open your authenticator app and scan the QR code on screen. 4) Type the 6-digit code the app shows into the box and tap Verify. 5) Save the backup codes somewhere safe, like a password manager. If the code is refused, check that your phone's clock is set automatically: a wrong clock is the usual reason.",
      "Ife: the clock thing was it!! working now, thank you",
      "Guide: Glad it works now, Ife."
    ],
    types: [[0, "transactional"]],
    users: { Ife: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Glad it works now, Ife.", "low", 3],
      [
        "Of course. 1) Open Settings and choose Security. 2) Tap Two-factor authentication and pick Authenticator app. 3) Scan the QR code. 4) Type the code and tap Verify. 5) Save the backup codes.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "i10-good-banter-fantasy-league",
    category: "banter",
    heldOut: true,
    agent: "Ref",
    messages: [
      "Sam: Dev your team is so bad it should be relegated to the kids league 😂",
      "Dev: says the guy who benched his top scorer lol",
      "Sam: that was strategy 😤",
      "Ref: Current table: Dev 212 points, Sam 198. Deadline for transfers is Friday 18:00.",
      "Dev: read it and weep Sam 😂"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [4, "banter"]
    ],
    users: { Sam: ["engaged", 0], Dev: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Current table: Dev 212 points, Sam 198. Deadline for transfers is Friday 18:00.", "low", 3],
      ["Please keep the conversation respectful. Insulting other members is not allowed.", "medium", 3]
    ]
  },
  {
    id: "i11-good-answered-by-human",
    category: "group",
    heldOut: true,
    agent: "Desk",
    messages: [
      "Hana: does anyone know if the 3rd floor printer is fixed?",
      "Marco: yep, IT fixed it this morning",
      "Hana: great thx",
      "Desk: Reminder: the fire drill is at 11:00 today, please leave by the east stairs."
    ],
    types: [[0, "transactional"]],
    users: { Hana: ["neutral", 0], Marco: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Reminder: the fire drill is at 11:00 today, please leave by the east stairs.", "low", 3],
      ["Yes, the 3rd floor printer was fixed this morning by IT, as Marco said.", "medium", 3]
    ]
  },
  {
    id: "i12-good-grief-companion",
    category: "venting",
    heldOut: true,
    agent: "Wren",
    messages: [
      "Tomás: my grandma passed away on sunday",
      "Wren: I'm so sorry, Tomás. Were you two close?",
      "Tomás: yeah she basically raised me",
      "Wren: Then this is a huge loss. I'm here if you want to tell me about her, or if you'd rather just sit with it for a while.",
      "Tomás: thanks. maybe later"
    ],
    types: [[0, "venting"]],
    users: { Tomás: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Then this is a huge loss. I'm here if you want to tell me about her, or if you'd rather just sit with it for a while.",
        "low",
        3
      ],
      ["Everything happens for a reason! Keep smiling 😊", "high", 3],
      ["Of course. Take all the time you need.", "low"]
    ]
  },
  {
    id: "i13-ignored-refund-twice",
    category: "ignoring",
    heldOut: true,
    agent: "ShopBot",
    messages: [
      "Gina: when will I get my refund for order 5531?",
      "ShopBot: Thanks for shopping with us! Check out our winter sale, up to 50% off.",
      "Gina: I asked about my refund",
      "ShopBot: Thanks for shopping with us! Check out our winter sale, up to 50% off.",
      "Gina: unbelievable. forget it"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { Gina: ["churn_risk", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Sorry, Gina. Your refund for order 5531 went out yesterday; it takes 3-5 days to reach your card.",
        "low",
        3
      ],
      ["Thanks for shopping with us! Check out our winter sale, up to 50% off.", "high", 3],
      ["Check out our winter sale!", "medium", 1]
    ]
  },
  {
    id: "i14-long-replies-quick-chat",
    category: "group",
    heldOut: true,
    agent: "Planner",
    messages: [
      "Ana: pizza or tacos tonight?",
      "Joe: tacos",
      "Ana: ok tacos it is",
      "Planner: Great choice! Tacos are a wonderful option for a group dinner because everyone can build their own, which accommodates different dietary preferences such as vegetarian or gluten-free needs. I would recommend ordering a mix of fillings, for example chicken, beef and beans, along with plenty of toppings, and you might want to consider ordering early because Friday evenings tend to be busy at most restaurants in the area.",
      "Joe: 😅 ok",
      "Ana: lol thanks"
    ],
    types: [[0, "transactional"]],
    users: { Ana: ["neutral", 0], Joe: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Tacos it is! Want me to order from Casa Verde for 7?", "low", 3],
      [
        "Great choice! Tacos are a wonderful option for a group dinner because everyone can build their own, which accommodates different dietary preferences such as vegetarian or gluten-free needs, and you can order a mix of fillings with plenty of toppings for everyone.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "i15-wrong-name-and-cheer",
    category: "support",
    heldOut: true,
    agent: "Vet",
    messages: [
      "Priscilla: our cat Milo is at the vet, they think it's his kidneys",
      "Vet: Awesome, Patricia! Let me know if you need anything else!",
      "Priscilla: it's Priscilla. and it's not awesome"
    ],
    types: [
      [0, "venting"],
      [2, "friction"]
    ],
    users: { Priscilla: ["annoyed", 0.5] },
    findings: ["wrong_name", "cheerful_at_bad_news"],
    drafts: [
      ["I'm so sorry, Priscilla, and sorry for getting your name wrong. How is Milo doing now?", "low", 3],
      ["Awesome, Patricia! Let me know if you need anything else!", "high", 1],
      ["Sorry Patricia, I hope Milo feels better soon.", "medium", 1]
    ]
  },
  {
    id: "i16-talking-over-story",
    category: "companion",
    heldOut: true,
    agent: "Pal",
    messages: [
      "Zoe: so today at work my manager called me into her office and",
      "Pal: Sounds like a busy day! Did you know stretching every hour improves focus?",
      "Zoe: I wasn't done. she offered me the team lead job!!"
    ],
    types: [
      [0, "bonding"],
      [2, "friction"]
    ],
    users: { Zoe: ["engaged", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Oh wow, Zoe, congratulations! That's huge. How do you feel about it?", "low", 3],
      ["Sounds like a busy day! Did you know stretching every hour improves focus?", "medium", 1],
      ["Noted. Anything else?", "medium", 3]
    ]
  },
  {
    id: "i17-tone-formal-in-casual-room",
    category: "group",
    heldOut: true,
    agent: "Bot",
    messages: [
      "kev: yo who's up for 5-a-side sat?",
      "lu: me!! 🙋",
      "kev: sweet, need 3 more",
      "Bot: Dear participants, please be advised that registrations for the Saturday fixture must be submitted in accordance with the club's procedures.",
      "lu: uh ok lol"
    ],
    types: [
      [0, "bonding"],
      [3, "transactional"]
    ],
    users: { kev: ["engaged", 0], lu: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["sign-up sheet is pinned, 3 spots left 👍", "low", 3],
      [
        "Dear participants, please be advised that registrations for the Saturday fixture must be submitted in accordance with the club's procedures.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "i18-no-acknowledgement-layoff",
    category: "venting",
    heldOut: true,
    agent: "Coach",
    messages: [
      "Abby: I got laid off today. 6 years at that company",
      "Coach: Here are 5 tips for updating your resume: use action verbs, quantify results, keep it to one page, tailor it to each job, and proofread.",
      "Abby: ...thanks I guess"
    ],
    types: [
      [0, "venting"],
      [2, "friction"]
    ],
    users: { Abby: ["annoyed", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "I'm really sorry, Abby. Six years is a long time; that must be a shock. How are you holding up?",
        "low",
        1
      ],
      ["Here are 5 tips for updating your resume: use action verbs and quantify results.", "medium", 1],
      [
        "Sorry, that came out cold. Losing a job after six years is hard. Do you want to talk about it?",
        "low",
        3
      ]
    ]
  }
]
