/**
 * The held-out tenth of the labelled set: written together with the rest, never used for tuning.
 * `pnpm eval` reports it separately.
 */
import type { Labelled } from "./types.js"

export const heldOut: ReadonlyArray<Labelled> = [
  {
    id: "h01-support-router",
    category: "support",
    heldOut: true,
    agent: "Ava",
    messages: [
      "kenji: hey, my router keeps dropping wifi every hour or so",
      "Ava: Sorry about that, Kenji. Does the light on the front turn red when it drops?",
      "kenji: yes it goes red for a minute then back to green",
      "Ava: That points to the line, not the router. I've booked a line test for tonight; you'll get a text with the result.",
      "kenji: ok great, thanks"
    ],
    types: [[0, "transactional"]],
    users: { kenji: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["I've booked a line test for tonight, Kenji; you'll get a text with the result.", "low", 3],
      ["Have you tried turning it off and on again?", "medium", 3]
    ]
  },
  {
    id: "h02-group-ignored",
    category: "ignoring",
    heldOut: true,
    agent: "helperbot",
    messages: [
      "maya: @helperbot what time does the venue open on saturday?",
      "helperbot: Welcome to the Riverside Makers group! Don't forget to introduce yourself in #intros.",
      "tom: anyone bringing a soldering iron?",
      "helperbot: Welcome to the Riverside Makers group! Don't forget to introduce yourself in #intros.",
      "maya: helperbot?? opening time please",
      "tom: i think it's 10 maya",
      "maya: thanks tom, at least someone answers"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"]
    ],
    users: { maya: ["annoyed", 0.5], tom: ["neutral", 0] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["The venue opens at 10 on Saturday, Maya.", "low", 5],
      ["Welcome to the Riverside Makers group! Don't forget to introduce yourself in #intros.", "high", 5]
    ]
  },
  {
    id: "h03-companion-grief",
    category: "companion",
    heldOut: true,
    agent: "Sunny",
    messages: [
      "Rosa: my grandmother passed away this morning",
      "Sunny: Great to hear from you Rosa! 😊 What are your plans for the weekend?",
      "Rosa: did you even read what i wrote"
    ],
    types: [
      [0, "venting"],
      [2, "friction"]
    ],
    users: { Rosa: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["I'm so sorry, Rosa. I did read it, and I answered badly. How are you holding up?", "low"],
      ["Haha sorry! So, any fun plans? 🎉", "high"]
    ]
  },
  {
    id: "h04-banter-friends",
    category: "banter",
    heldOut: true,
    agent: "quizbot",
    messages: [
      "leo: quizbot that question was rigged and you know it",
      "quizbot: rigged? you just didn't know the capital of Australia 😏",
      "leo: canberra is a made up city lol",
      "priya: lmao leo stop coping",
      "quizbot: next round starts in 2 min, try not to lose again leo 😂"
    ],
    types: [[0, "banter"]],
    users: { leo: ["engaged", 0], priya: ["engaged", 0] },
    findings: [],
    drafts: [["ok ok, round two: name the longest river in Africa 🏁", "low"]]
  },
  {
    id: "h05-hostile-user",
    category: "hostile",
    heldOut: true,
    agent: "Max",
    messages: [
      "gary: your app deleted all my notes",
      "Max: I'm really sorry, Gary. Can you tell me which version you're on so I can check if they can be restored?",
      "gary: are you stupid? i just told you they're gone",
      "Max: I understand, that's awful to lose. Notes are kept in the trash for 30 days: open Settings, then Trash, and you can restore them there."
    ],
    types: [
      [0, "friction"],
      [2, "hostile"],
      [3, "hostile"]
    ],
    users: { gary: ["churn_risk", 1] },
    findings: [],
    drafts: [
      ["As I said, please tell me which version you're on.", "high", 3],
      [
        "I'm sorry, Gary. They're probably not gone: open Settings, then Trash, and restore them from there.",
        "low",
        3
      ]
    ]
  },
  {
    id: "h06-venting-work",
    category: "venting",
    heldOut: true,
    agent: "Kai",
    messages: [
      "Nina: i'm so burnt out, third weekend in a row working",
      "Kai: That sounds exhausting, Nina. Three weekends in a row is a lot.",
      "Nina: yeah and my manager acts like it's normal",
      "Kai: It isn't normal. Do you want to talk it through, or would ideas for raising it with them help more?",
      "Nina: ideas would help actually"
    ],
    types: [[0, "venting"]],
    users: { Nina: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["One idea: ask your manager for a fixed rota so weekends are shared.", "low"],
      [
        "Great! Here is a 12-step productivity framework to optimise your weekends and boost output!",
        "medium"
      ]
    ]
  },
  {
    id: "h07-mixed-spanish",
    category: "mixed-language",
    heldOut: true,
    agent: "Lola",
    messages: [
      "carlos: hola! tengo una pregunta sobre mi pedido",
      "Lola: ¡Hola Carlos! Claro, ¿cuál es el número de pedido?",
      "carlos: es el 4471, when will it ship?",
      "Lola: Sale mañana por la mañana, and you'll get tracking by email.",
      "carlos: perfecto, gracias!"
    ],
    types: [[0, "transactional"]],
    users: { carlos: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Sale mañana, Carlos, y te llega el tracking por email.", "low", 3],
      ["Hola Miguel! Thanks for reaching out.", "high", 3]
    ]
  },
  {
    id: "h08-group-good-host",
    category: "good",
    heldOut: true,
    agent: "Harbor",
    messages: [
      "ines: does the book club meet this thursday or next?",
      "Harbor: This Thursday, 7pm, same café as last time.",
      "pablo: oh good, i haven't finished the book though 😅",
      "ines: same lol, we can still come right?",
      "Harbor: Of course, finished or not. Spoilers will be gentle."
    ],
    types: [
      [0, "transactional"],
      [2, "banter"]
    ],
    users: { ines: ["engaged", 0], pablo: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Of course, finished or not.", "low", 4],
      [
        "Dear members, please be advised that attendance requires completion of the assigned reading.",
        "medium",
        4
      ]
    ]
  }
]
