/**
 * Labelled conversations, part E: written during the HTTP work (issue 8, second session) to
 * look for false alarms and foresee misses on fresh conversations, without looking at the
 * held-out part. Mostly agents doing well (longer and multi-person chats, names, greetings,
 * long answers that were asked for), with foresee drafts of every risk. Labelled before the
 * engine was run on them; scored once before any rule changed because of them.
 */
import type { Labelled } from "./types.js"

export const setE: ReadonlyArray<Labelled> = [
  {
    id: "e01-good-team-standup",
    category: "good",
    agent: "Pip",
    messages: [
      "Pip: Morning all! Standup is at 10 today, agenda is in the doc.",
      "Lena: morning! thanks Pip",
      "Omar: can we move it to 10:30? I have a dentist thing",
      "Pip: Sure, Omar: moved to 10:30 and I've updated the invite.",
      "Lena: 👍",
      "Omar: cheers"
    ],
    types: [
      [0, "bonding"],
      [2, "transactional"]
    ],
    users: { Lena: ["neutral", 0], Omar: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Sure, Omar: moved to 10:30 and I've updated the invite.", "low", 3],
      ["Morning all! Standup is at 10 today, agenda is in the doc.", "medium", 3]
    ]
  },
  {
    id: "e02-good-long-answer-asked",
    category: "good",
    agent: "Tutor",
    messages: [
      "Kai: can you explain in detail how compound interest works? I want the full picture, not a one-liner",
      "Tutor: Sure. Compound interest means you earn interest on your interest. Say you put 1,000 in at 5% a year: after one year you have 1,050. In the second year the 5% is paid on 1,050, so you get 52.50 instead of 50, and so on. Over time the growth speeds up, because each year's interest is added to the base. The formula is A = P(1 + r/n)^(nt), where P is what you start with, r the yearly rate, n how often interest is added per year and t the number of years. The more often it compounds, the slightly faster it grows.",
      "Kai: that makes sense, thanks! so monthly compounding beats yearly?",
      "Tutor: Yes, a little: at 5% monthly compounding gives about 5.12% a year instead of 5%."
    ],
    types: [[0, "transactional"]],
    users: { Kai: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Yes, a little: at 5% monthly compounding gives about 5.12% a year instead of 5%.", "low", 3],
      ["Great question! Compound interest is interest on interest.", "medium", 3]
    ]
  },
  {
    id: "e03-good-venting-handled",
    category: "venting",
    agent: "Sol",
    messages: [
      "Ivy: ugh today was awful. my presentation crashed in front of the whole team",
      "Sol: Oh no, that sounds really embarrassing, I'm sorry. How are you feeling now?",
      "Ivy: just drained tbh",
      "Sol: That makes sense after a day like that. Do you want to talk it through, or would a distraction help more?",
      "Ivy: distraction please lol",
      "Sol: Deal. Want to hear the worst presentation fail I know of? It involves a projector and a cat."
    ],
    types: [
      [0, "venting"],
      [4, "banter"]
    ],
    users: { Ivy: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "That makes sense after a day like that. Do you want to talk it through, or would a distraction help more?",
        "low",
        3
      ],
      ["Awesome! Anyway, what else is on your plate today? 🎉", "high", 3]
    ]
  },
  {
    id: "e04-good-group-planning",
    category: "group",
    agent: "Hostbot",
    messages: [
      "Rita: ok who's in for friday dinner",
      "Ben: me!",
      "Chloe: me too, but can we do somewhere veggie?",
      "Hostbot: Green Fork has a full veggie menu and a table for 3 at 7pm on Friday. Shall I book it?",
      "Rita: yes please",
      "Hostbot: Booked: Green Fork, Friday 7pm, 3 people. I've sent the details to everyone.",
      "Ben: legend",
      "Chloe: thank you!!"
    ],
    types: [[0, "transactional"]],
    users: { Rita: ["neutral", 0], Ben: ["engaged", 0], Chloe: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Green Fork has a full veggie menu and a table for 3 at 7pm on Friday. Shall I book it?", "low", 3],
      ["Booked Burger Barn for Friday at 7!", "medium", 3]
    ]
  },
  {
    id: "e05-good-sales-short",
    category: "sales",
    agent: "Ava",
    messages: [
      "Tom: does the standing desk come in white?",
      "Ava: Yes, in white and oak. White ships in 3 days.",
      "Tom: and the price for white?",
      "Ava: 499, same as oak.",
      "Tom: ok ordering now"
    ],
    types: [[0, "transactional"]],
    users: { Tom: ["neutral", 0] },
    findings: [],
    drafts: [
      ["499, same as oak.", "low", 3],
      ["Yes, in white and oak. White ships in 3 days.", "medium", 3]
    ]
  },
  {
    id: "e06-good-name-use",
    category: "good",
    agent: "Concierge",
    messages: [
      "Priyanka: Hello, I'd like a late checkout tomorrow if possible",
      "Concierge: Of course, Priyanka. Checkout at 1pm is free; until 3pm it's 30 euros. Which would you like?",
      "Priyanka: 1pm is perfect",
      "Concierge: Done: checkout at 1pm tomorrow. Enjoy your evening, Priyanka."
    ],
    types: [[0, "transactional"]],
    users: { Priyanka: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Done: checkout at 1pm tomorrow. Enjoy your evening, Priyanka.", "low", 3],
      ["Done: checkout at 1pm tomorrow. Enjoy your evening, Priya.", "medium", 3]
    ]
  },
  {
    id: "e07-good-banter-room",
    category: "banter",
    agent: "Quip",
    messages: [
      "Zed: quip you absolute menace, you ate my last meme",
      "Quip: Allegedly. The meme tasted of 2019 anyway 😏",
      "Mo: LMAO",
      "Zed: ok that was good",
      "Quip: I'll be here all week. Tip your bot."
    ],
    types: [[0, "banter"]],
    users: { Zed: ["engaged", 0], Mo: ["engaged", 0] },
    findings: [],
    drafts: [
      ["I'll be here all week. Tip your bot.", "low", 4],
      [
        "We apologize for any inconvenience caused. Please be advised that meme consumption is not supported.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "e08-ignored-question-group",
    category: "ignoring",
    agent: "Helpy",
    messages: [
      "Dev: does the export include archived projects?",
      "Helpy: Exports are available on all paid plans! 🚀",
      "Dev: right, but archived projects: included or not?",
      "Helpy: You can export to CSV or JSON.",
      "Dev: I'll ask support instead"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { Dev: ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      ["You can export to CSV or JSON.", "high", 3],
      ["Yes: archived projects are included; you can leave them out with the 'active only' switch.", "low", 3]
    ]
  },
  {
    id: "e09-good-multithread-group",
    category: "group",
    agent: "Mod",
    messages: [
      "Ana: anyone tried the new trail by the lake?",
      "Leo: yes! muddy but gorgeous",
      "Sara: Mod, when does the club meeting start tomorrow?",
      "Mod: 7pm at the boathouse, Sara.",
      "Ana: muddy how, boots or trainers?",
      "Leo: boots for sure",
      "Sara: thanks!"
    ],
    types: [[0, "transactional"]],
    users: { Ana: ["engaged", 0], Leo: ["engaged", 0], Sara: ["neutral", 0] },
    findings: [],
    drafts: [
      ["7pm at the boathouse, Sara.", "low", 3],
      ["7pm at the boathouse, Sarah.", "medium", 3]
    ]
  },
  {
    id: "e10-repeat-after-complaint",
    category: "support",
    agent: "Bolt",
    messages: [
      "Hana: my parcel says delivered but it's not here",
      "Bolt: Please check with your neighbours and around your building.",
      "Hana: I did, twice. it's not there",
      "Bolt: Please check with your neighbours and around your building.",
      "Hana: are you serious?"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { Hana: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      ["Please check with your neighbours and around your building.", "high", 3],
      [
        "Sorry, Hana, that's frustrating. I've opened a missing-parcel claim; you'll get a refund or a new parcel within 48 hours.",
        "low",
        3
      ]
    ]
  },
  {
    id: "e11-good-thanks-close",
    category: "good",
    agent: "Aria",
    messages: [
      "Felix: hi, how do I change my password?",
      "Aria: Settings > Security > Change password. You'll get a confirmation email.",
      "Felix: found it, thanks",
      "Aria: You're welcome, Felix!"
    ],
    types: [[0, "transactional"]],
    users: { Felix: ["neutral", 0] },
    findings: [],
    drafts: [
      ["You're welcome, Felix!", "low", 3],
      ["Settings > Security > Change password. You'll get a confirmation email.", "medium", 3]
    ]
  },
  {
    id: "e12-good-companion-smalltalk",
    category: "companion",
    agent: "Juno",
    messages: [
      "Marta: hey juno, guess what, I finally finished my first 10k run!",
      "Juno: Marta, that's huge! Congratulations! How did it feel at the end?",
      "Marta: legs are jelly but I'm so proud haha",
      "Juno: You should be. Jelly legs are the medal you can't hang on the wall 😄"
    ],
    types: [[0, "bonding"]],
    users: { Marta: ["engaged", 0] },
    findings: [],
    drafts: [
      ["You should be. Jelly legs are the medal you can't hang on the wall 😄", "low", 3],
      ["Noted. Is there anything else I can help you with?", "medium", 3]
    ]
  }
]
