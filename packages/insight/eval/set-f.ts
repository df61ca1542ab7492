/**
 * Labelled conversations, part F: written after part E to look for false alarms where rules
 * are easily fooled (a third person named in passing, rhetorical questions, questions between
 * people, a confirmation repeated on purpose, light venting answered with practical help,
 * good news, a formal register that fits, mixed languages, a list that was asked for). Agents
 * doing well, with foresee drafts. Labelled before the engine was run on them.
 */
import type { Labelled } from "./types.js"

export const setF: ReadonlyArray<Labelled> = [
  {
    id: "f01-good-third-person-named",
    category: "good",
    agent: "Nia",
    messages: [
      "Hugo: my sister Anna wants to join the pottery class too, is there space?",
      "Nia: Yes, two spots left on Thursday. Shall I add Anna?",
      "Hugo: yes please, she's so excited",
      "Nia: Done, Anna is in for Thursday at 6. See you both there!"
    ],
    types: [[0, "transactional"]],
    users: { Hugo: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Done, Anna is in for Thursday at 6. See you both there!", "low", 3],
      ["Done, Anne is in for Thursday at 6.", "medium", 3]
    ]
  },
  {
    id: "f02-good-rhetorical",
    category: "support",
    agent: "Robo",
    messages: [
      "Gus: why is it always the printer on a monday lol. anyway, it says paper jam but there's no paper stuck",
      "Robo: Classic Monday. Open the back panel: a torn scrap often hides behind the roller.",
      "Gus: found it! tiny piece. thanks",
      "Robo: Nice find. It should print fine now."
    ],
    types: [[0, "transactional"]],
    users: { Gus: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Classic Monday. Open the back panel: a torn scrap often hides behind the roller.", "low", 1],
      ["Please restart the printer and try again.", "low", 1]
    ]
  },
  {
    id: "f03-good-questions-between-people",
    category: "group",
    agent: "Pal",
    messages: [
      "Jess: Tim, did you bring the charger?",
      "Tim: yep it's in my bag",
      "Jess: lifesaver",
      "Pal: Reminder: the train leaves at 8:15 from platform 4.",
      "Tim: thanks Pal"
    ],
    types: [[0, "transactional"]],
    users: { Jess: ["neutral", 0], Tim: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Reminder: the train leaves at 8:15 from platform 4.", "low", 3],
      ["Tim, did you bring the charger? 😄", "medium", 3]
    ]
  },
  {
    id: "f04-good-confirmation-repeated",
    category: "good",
    agent: "Desk",
    messages: [
      "Olga: what's my booking code again?",
      "Desk: Your booking code is KX7-22Q.",
      "Olga: sorry, one more time? writing it down",
      "Desk: Your booking code is KX7-22Q.",
      "Olga: got it, thanks!"
    ],
    types: [[0, "transactional"]],
    users: { Olga: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Your booking code is KX7-22Q.", "low", 3],
      ["Please check your confirmation email.", "medium", 3]
    ]
  },
  {
    id: "f05-good-light-venting-practical",
    category: "venting",
    agent: "Flo",
    messages: [
      "Ravi: ugh mondays. I have 40 emails and a deadline at 3",
      "Flo: That's a lot before 3. Want me to sort the emails by urgency so you can tackle the deadline first?",
      "Ravi: yes please, that would help a ton",
      "Flo: Done: 6 need you today, the rest can wait. The deadline doc is at the top."
    ],
    types: [
      [0, "venting"],
      [1, "transactional"]
    ],
    users: { Ravi: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "That's a lot before 3. Want me to sort the emails by urgency so you can tackle the deadline first?",
        "low",
        1
      ],
      ["Happy Monday! 🎉 Let's make it a great week!", "high", 1]
    ]
  },
  {
    id: "f06-good-good-news",
    category: "companion",
    agent: "Lumi",
    messages: [
      "Eva: I GOT THE JOB!!!",
      "Lumi: Eva!! Congratulations, that's brilliant news! 🎉 When do you start?",
      "Eva: in two weeks, I still can't believe it",
      "Lumi: Believe it, you worked so hard for this. Two weeks to celebrate first!"
    ],
    types: [[0, "bonding"]],
    users: { Eva: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Believe it, you worked so hard for this. Two weeks to celebrate first!", "low", 3],
      ["Noted. Good luck.", "medium", 3]
    ]
  },
  {
    id: "f07-good-formal-fits",
    category: "support",
    agent: "BankAssist",
    messages: [
      "Mr Ellis: Good afternoon. I would like to know the interest rate on the fixed-term savings account.",
      "BankAssist: Good afternoon, Mr Ellis. The 12-month fixed-term account currently pays 3.8% a year.",
      "Mr Ellis: Thank you. Is early withdrawal permitted?",
      "BankAssist: Early withdrawal is permitted with a penalty of 90 days' interest.",
      "Mr Ellis: Understood. Thank you for your assistance."
    ],
    types: [[0, "transactional"]],
    users: { "Mr Ellis": ["neutral", 0] },
    findings: [],
    drafts: [
      ["Early withdrawal is permitted with a penalty of 90 days' interest.", "low", 3],
      ["yeah lol u can but it costs ya 😅", "medium", 3]
    ]
  },
  {
    id: "f08-good-mixed-language",
    category: "mixed-language",
    agent: "Vale",
    messages: [
      "Lucía: hola! do you ship to Spain?",
      "Vale: ¡Hola Lucía! Yes, we ship to Spain: 3 to 5 days, free over 50 euros.",
      "Lucía: genial, gracias!",
      "Vale: ¡De nada! Happy shopping."
    ],
    types: [[0, "transactional"]],
    users: { Lucía: ["engaged", 0] },
    findings: [],
    drafts: [
      ["¡Hola Lucía! Yes, we ship to Spain: 3 to 5 days, free over 50 euros.", "low", 1],
      ["We ship to many countries worldwide.", "medium", 1]
    ]
  },
  {
    id: "f09-good-list-asked",
    category: "good",
    agent: "Chef",
    messages: [
      "Noor: can you give me the full shopping list for the lasagne, everything please",
      "Chef: Here it is: 500 g minced beef, 1 onion, 2 garlic cloves, 2 tins of chopped tomatoes, 2 tbsp tomato paste, 12 lasagne sheets, 50 g butter, 50 g flour, 600 ml milk, 100 g parmesan, 1 ball of mozzarella, olive oil, salt, pepper, a pinch of nutmeg and some fresh basil if you like.",
      "Noor: perfect thank you!!"
    ],
    types: [[0, "transactional"]],
    users: { Noor: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Here it is: 500 g minced beef, 1 onion, 2 garlic cloves, 2 tins of chopped tomatoes, 12 lasagne sheets, butter, flour, milk, parmesan and mozzarella.",
        "low",
        1
      ],
      ["Lasagne is a classic Italian dish loved around the world!", "medium", 1]
    ]
  },
  {
    id: "f10-good-quick-group-help",
    category: "group",
    agent: "Sage",
    messages: [
      "Max: anyone know how to split a bill in the app?",
      "Sage: Tap the receipt, then 'Split', then pick who's in.",
      "Ines: oh nice, didn't know that either",
      "Max: worked, ty",
      "Ines: same here 🙌"
    ],
    types: [[0, "transactional"]],
    users: { Max: ["neutral", 0], Ines: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Tap the receipt, then 'Split', then pick who's in.", "low", 1],
      ["Our app has many useful features for groups!", "medium", 1]
    ]
  },
  {
    id: "f11-good-sad-news-handled",
    category: "venting",
    agent: "Kin",
    messages: [
      "Paula: my grandma passed away last night",
      "Kin: I'm so sorry, Paula. That's a huge loss. Were you close?",
      "Paula: very. she raised me",
      "Kin: Then you've lost someone who shaped who you are. I'm here if you want to talk about her, or just sit with it."
    ],
    types: [[0, "venting"]],
    users: { Paula: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Then you've lost someone who shaped who you are. I'm here if you want to talk about her.", "low", 3],
      ["That's great! Anything else on your mind? 😊", "high", 3]
    ]
  },
  {
    id: "f12-good-two-people-two-answers",
    category: "group",
    agent: "Guide",
    messages: [
      "Leon: Guide, what time does the museum open?",
      "Mia: and is it free on sundays?",
      "Guide: It opens at 9, Leon. And yes, Mia: free on the first Sunday of the month.",
      "Leon: great",
      "Mia: ooh this sunday is the first! thanks"
    ],
    types: [[0, "transactional"]],
    users: { Leon: ["neutral", 0], Mia: ["engaged", 0] },
    findings: [],
    drafts: [
      ["It opens at 9, Leon. And yes, Mia: free on the first Sunday of the month.", "low", 2],
      ["It opens at 9, Leon.", "medium", 2]
    ]
  }
]
