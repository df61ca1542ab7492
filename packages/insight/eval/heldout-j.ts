/**
 * Labelled conversations, part J: a third held-out part, written late in session 6 (issue 8),
 * after the last rule change of the session, and labelled before the engine was run on any of
 * it. Scored and printed as totals only; no rule may be changed because of it.
 */
import type { Labelled } from "./types.js"

export const heldOutJ: ReadonlyArray<Labelled> = [
  {
    id: "j01-good-flight-change",
    category: "support",
    heldOut: true,
    agent: "Aero",
    messages: [
      "Lars: can I move my flight to Oslo from Friday to Saturday?",
      "Aero: Yes. Saturday has seats on the 09:40 and the 17:15; the change fee is 35 euros. Which one would you like?",
      "Lars: the 17:15",
      "Aero: Done: you're on the 17:15 on Saturday, seat 14C. The new boarding pass is in your email.",
      "Lars: thanks"
    ],
    types: [[0, "transactional"]],
    users: { Lars: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Done: you're on the 17:15 on Saturday, seat 14C. The new boarding pass is in your email.", "low", 3],
      [
        "Yes. Saturday has seats on the 09:40 and the 17:15; the change fee is 35 euros. Which one would you like?",
        "medium",
        3
      ],
      ["Have a good flight, Lars!", "low"]
    ]
  },
  {
    id: "j02-good-gaming-group",
    category: "banter",
    heldOut: true,
    agent: "Loot",
    messages: [
      "Rin: who stole my kill in the last raid 👀",
      "Moss: it was a team effort 😇",
      "Rin: team effort my foot lol",
      "Loot: Raid stats: Moss 14 kills, Rin 13. Next raid starts tonight at 21:00.",
      "Moss: 14 😎 get good",
      "Rin: rematch tonight then 😤"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [4, "banter"]
    ],
    users: { Rin: ["engaged", 0], Moss: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Raid stats: Moss 14 kills, Rin 13. Next raid starts tonight at 21:00.", "low", 3],
      ["Stealing kills is against the community guidelines. Please report it to a moderator.", "medium", 3]
    ]
  },
  {
    id: "j03-good-landlord-repair",
    category: "support",
    heldOut: true,
    agent: "Homes",
    messages: [
      "Priya: the heating in my flat stopped working last night and it's freezing",
      "Homes: I'm sorry, Priya, that's miserable in this weather. I've booked a heating engineer for today between 12 and 2; they'll call you 30 minutes before.",
      "Priya: thank you so much, that was fast",
      "Homes: You're welcome. There's a spare electric heater in the building office if you need one until then."
    ],
    types: [[0, "transactional"]],
    users: { Priya: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "I'm sorry, Priya, that's miserable in this weather. I've booked a heating engineer for today between 12 and 2; they'll call you 30 minutes before.",
        "low",
        1
      ],
      ["Thanks for reaching out! Have a cozy day! ☀️", "high", 1],
      [
        "You're welcome. There's a spare electric heater in the building office if you need one until then.",
        "low",
        3
      ]
    ]
  },
  {
    id: "j04-good-fitness-coach",
    category: "companion",
    heldOut: true,
    agent: "Coach",
    messages: [
      "Dani: did 5k today without stopping!! first time ever",
      "Coach: That's a big milestone, Dani, well done! How did it feel?",
      "Dani: legs are dead but I'm so proud",
      "Coach: You should be. Take tomorrow easy: a walk or some stretching, and then we'll plan the next goal."
    ],
    types: [[0, "bonding"]],
    users: { Dani: ["engaged", 0] },
    findings: [],
    drafts: [
      ["That's a big milestone, Dani, well done! How did it feel?", "low", 1],
      ["Noted. Next workout: intervals, 8 x 400 m.", "medium", 1],
      [
        "You should be. Take tomorrow easy: a walk or some stretching, and then we'll plan the next goal.",
        "low",
        3
      ]
    ]
  },
  {
    id: "j05-good-parents-group",
    category: "group",
    heldOut: true,
    agent: "School",
    messages: [
      "Mrs Adeyemi: does anyone know if the trip on Thursday needs packed lunch?",
      "Tom's dad: yes, packed lunch and a rain jacket",
      "Mrs Adeyemi: thank you!",
      "Kemi: also the bus leaves at 8:15 not 8:30",
      "School: Correct: the bus leaves at 8:15 on Thursday. Packed lunch and a rain jacket, as Tom's dad said."
    ],
    types: [[0, "transactional"]],
    users: { "Mrs Adeyemi": ["neutral", 0], "Tom's dad": ["neutral", 0], Kemi: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Correct: the bus leaves at 8:15 on Thursday. Packed lunch and a rain jacket, as Tom's dad said.",
        "low",
        4
      ],
      ["Good morning parents! Welcome to the class group! 🎒", "medium", 4]
    ]
  },
  {
    id: "j06-good-restaurant-booking",
    category: "sales",
    heldOut: true,
    agent: "Tavola",
    messages: [
      "Chris: table for 6 on Saturday at 8?",
      "Tavola: We have a table for 6 at 8:15 on Saturday, or at 8 on the terrace. Which would you prefer?",
      "Chris: terrace sounds lovely",
      "Tavola: Booked: terrace, Saturday at 8, 6 people, under Chris. See you then!",
      "Chris: great, see you saturday"
    ],
    types: [[0, "transactional"]],
    users: { Chris: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Booked: terrace, Saturday at 8, 6 people, under Chris. See you then!", "low", 3],
      ["Thank you for choosing Tavola! We have many great dishes on our menu.", "medium", 3]
    ]
  },
  {
    id: "j07-good-french-learner",
    category: "mixed-language",
    heldOut: true,
    agent: "Lingo",
    messages: [
      "Emma: how do I say 'I would like a coffee' in French?",
      "Lingo: « Je voudrais un café. » In a café you can also just say « Un café, s'il vous plaît. »",
      "Emma: je voudrais un café s'il vous plaît?",
      "Lingo: Parfait ! That's exactly right, and very polite.",
      "Emma: merci!! 😄"
    ],
    types: [
      [0, "transactional"],
      [4, "bonding"]
    ],
    users: { Emma: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Parfait ! That's exactly right, and very polite.", "low", 3],
      ["« Je voudrais un café. » In a café you can also just say « Un café, s'il vous plaît. »", "medium", 3],
      ["De rien, Emma ! 😊", "low"]
    ]
  },
  {
    id: "j08-good-hr-payslip",
    category: "support",
    heldOut: true,
    agent: "HRbot",
    messages: [
      "Ms Lindqvist: Good morning. My November payslip shows no overtime, although I worked 6 extra hours.",
      "HRbot: Good morning, Ms Lindqvist. I apologise for that. Your overtime was approved on 2 December, after the payroll cut-off, so it will be paid with the December salary.",
      "Ms Lindqvist: I see. Could that be noted on my file?",
      "HRbot: Certainly. I have added a note to your file stating that 6 hours of November overtime will be paid in December."
    ],
    types: [[0, "transactional"]],
    users: { "Ms Lindqvist": ["neutral", 0.2] },
    findings: [],
    drafts: [
      [
        "Certainly. I have added a note to your file stating that 6 hours of November overtime will be paid in December.",
        "low",
        3
      ],
      ["np, done 👍", "medium", 3],
      ["We value every employee! Have a wonderful day!", "medium", 1]
    ]
  },
  {
    id: "j09-good-neighbours-chat",
    category: "group",
    heldOut: true,
    agent: "Street",
    messages: [
      "Gwen: has anyone seen a grey cat around number 12? she didn't come home",
      "Ali: I think I saw one near the bins this morning",
      "Gwen: oh thank god, I'll go look",
      "Street: I've posted it on the street board too, with your number, Gwen.",
      "Gwen: found her!! she was in the shed 😂 thanks everyone"
    ],
    types: [
      [0, "transactional"],
      [4, "bonding"]
    ],
    users: { Gwen: ["engaged", 0], Ali: ["neutral", 0] },
    findings: [],
    drafts: [
      ["I've posted it on the street board too, with your number, Gwen.", "low", 3],
      ["So glad she's home, Gwen! 🐱", "low"],
      ["Reminder: bin collection is on Tuesday this week.", "medium", 3]
    ]
  },
  {
    id: "j10-good-venting-exams",
    category: "venting",
    heldOut: true,
    agent: "Buddy",
    messages: [
      "Noor: I failed my stats exam. I studied for weeks",
      "Buddy: Oh no, Noor, I'm sorry. That's really disheartening after weeks of work.",
      "Noor: I just feel stupid",
      "Buddy: You're not stupid. Stats exams are notoriously tricky, and one result doesn't measure how much you learned. Do you know if there's a resit?",
      "Noor: yeah in january"
    ],
    types: [[0, "venting"]],
    users: { Noor: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Oh no, Noor, I'm sorry. That's really disheartening after weeks of work.", "low", 1],
      ["No worries! You'll ace it next time!! 🎉", "high", 1],
      ["Then there's time. Want to make a plan for the resit together?", "low"]
    ]
  },
  {
    id: "j11-ignored-then-repeat",
    category: "ignoring",
    heldOut: true,
    agent: "Telco",
    messages: [
      "Marek: why is my bill 20 euros higher this month?",
      "Telco: Did you know you can upgrade to unlimited data for only 10 euros more?",
      "Marek: that doesn't answer my question. why is it higher?",
      "Telco: Did you know you can upgrade to unlimited data for only 10 euros more?"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { Marek: ["annoyed", 0.5] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Sorry, Marek: the 20 euros are roaming charges from your trip to Serbia on the 3rd and 4th.",
        "low",
        3
      ],
      ["Did you know you can upgrade to unlimited data for only 10 euros more?", "high", 3]
    ]
  },
  {
    id: "j12-cheerful-at-bad-news",
    category: "support",
    heldOut: true,
    agent: "Pets",
    messages: [
      "Hugo: I need to cancel the grooming appointment, my dog died yesterday",
      "Pets: Done! Your appointment is cancelled 🎉 Anything else we can do for you today?",
      "Hugo: no"
    ],
    types: [[0, "venting"]],
    users: { Hugo: ["bored", 0] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["I'm so sorry about your dog, Hugo. I've cancelled the appointment; take care.", "low", 1],
      ["Done! Your appointment is cancelled 🎉 Anything else we can do for you today?", "high", 1]
    ]
  },
  {
    id: "j13-wrong-name",
    category: "sales",
    heldOut: true,
    agent: "Shop",
    messages: [
      "Siobhan: do you have the green lamp in stock?",
      "Shop: Hi Sabine! Yes, the green lamp is in stock, 49 euros.",
      "Siobhan: it's Siobhan. ok I'll take one"
    ],
    types: [[0, "transactional"]],
    users: { Siobhan: ["neutral", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["Sorry, Siobhan! One green lamp added to your basket: 49 euros.", "low", 3],
      ["Great, Sabine! One green lamp added to your basket.", "medium", 3]
    ]
  },
  {
    id: "j14-long-reply-chatty-room",
    category: "group",
    heldOut: true,
    agent: "Bot",
    messages: [
      "ella: film night friday?",
      "max: yes!! horror pls",
      "ella: ok horror",
      "Bot: Horror is a genre with a long history, going back to silent films such as Nosferatu in 1922. Over the decades it has split into many sub-genres, including slashers, supernatural horror, psychological horror and found footage, and each has its own classics that are worth watching if you want to understand how the genre developed over time.",
      "max: ...ok",
      "ella: so which film lol"
    ],
    types: [
      [0, "bonding"],
      [3, "transactional"]
    ],
    users: { ella: ["engaged", 0], max: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["How about The Conjuring? 2 hours, scary but not gory 👻", "low", 3],
      [
        "Horror is a genre with a long history, going back to silent films such as Nosferatu in 1922, and it has split into many sub-genres over the decades, each with its own classics worth watching.",
        "medium",
        3
      ]
    ]
  }
]
