/**
 * Labelled conversations, part G: written after part F, again to look for false alarms where
 * words mislead (good news worded like bad news, complaints about third parties, teasing
 * between friends, a formal agent in a formal room, timestamps with fast replies that do not
 * cut anyone off, greetings to the group, a question the asker withdrew). Labelled before the
 * engine was run on them.
 */
import type { Labelled } from "./types.js"

export const setG: ReadonlyArray<Labelled> = [
  {
    id: "g01-good-news-worded-bad",
    category: "companion",
    agent: "Milo",
    messages: [
      "Jade: I lost 5kg this month!!",
      "Milo: Jade, that's amazing! 🎉 What helped the most?",
      "Jade: honestly just walking every day",
      "Milo: Simple and it works. Keep it up!"
    ],
    types: [[0, "bonding"]],
    users: { Jade: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Jade, that's amazing! 🎉 What helped the most?", "low", 1],
      ["I'm so sorry to hear that.", "medium", 1]
    ]
  },
  {
    id: "g02-good-complaint-about-third-party",
    category: "support",
    agent: "Tripbot",
    messages: [
      "Omid: the airline cancelled my flight and their hotline is useless",
      "Tripbot: That's really annoying, sorry. I can rebook you on the 18:40 to Lisbon tonight, same fare. Want it?",
      "Omid: yes please!",
      "Tripbot: Booked: 18:40 tonight, seat 14C. The confirmation is in your email.",
      "Omid: you're a star, thanks"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"]
    ],
    users: { Omid: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "That's really annoying, sorry. I can rebook you on the 18:40 to Lisbon tonight, same fare. Want it?",
        "low",
        1
      ],
      ["Great! Have a wonderful trip! ✈️", "medium", 1]
    ]
  },
  {
    id: "g03-good-friends-teasing",
    category: "banter",
    agent: "Beep",
    messages: [
      "Kit: beep settle this, is a hotdog a sandwich",
      "Lou: don't encourage him",
      "Beep: Legally? Yes. Spiritually? Absolutely not. 🌭",
      "Kit: HA i knew it",
      "Lou: you're both idiots lol"
    ],
    types: [[0, "banter"]],
    users: { Kit: ["engaged", 0], Lou: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Legally? Yes. Spiritually? Absolutely not. 🌭", "low", 2],
      [
        "According to the USDA, a hot dog is classified as a sandwich. Please let me know if you have further questions.",
        "medium",
        2
      ]
    ]
  },
  {
    id: "g04-good-formal-room",
    category: "sales",
    agent: "Advisor",
    messages: [
      "Ms Okafor: Good morning. Could you confirm whether the enterprise licence includes on-site training?",
      "Advisor: Good morning, Ms Okafor. Yes, the enterprise licence includes two days of on-site training per year.",
      "Ms Okafor: Thank you. And the renewal terms?",
      "Advisor: The licence renews annually; the price is fixed for the first three years.",
      "Ms Okafor: Excellent. I shall discuss it with the board."
    ],
    types: [[0, "transactional"]],
    users: { "Ms Okafor": ["neutral", 0] },
    findings: [],
    drafts: [
      ["The licence renews annually; the price is fixed for the first three years.", "low", 3],
      ["lol it just renews every year, chill 😎", "medium", 3]
    ]
  },
  {
    id: "g05-good-group-greeting",
    category: "group",
    agent: "Coach",
    messages: [
      "Coach: Hi team! Today's run is 5k easy pace, meet at the park gate at 7.",
      "Abby: see you there",
      "Jon: can I bring my dog?",
      "Coach: Of course, Jon, dogs are welcome on easy days.",
      "Jon: 🐕🎉"
    ],
    types: [[0, "transactional"]],
    users: { Abby: ["neutral", 0], Jon: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Of course, Jon, dogs are welcome on easy days.", "low", 3],
      ["Hi team! Today's run is 5k easy pace, meet at the park gate at 7.", "medium", 3]
    ]
  },
  {
    id: "g06-good-withdrawn-question",
    category: "support",
    agent: "Max",
    messages: [
      "Elif: where do I find my invoices? oh wait, found them under Billing",
      "Max: Great, that's the place. Anything else?",
      "Elif: nope all good, thanks"
    ],
    types: [[0, "transactional"]],
    users: { Elif: ["neutral", 0] },
    findings: [],
    drafts: [["Great, that's the place. Anything else?", "low", 1]]
  },
  {
    id: "g07-good-sick-pet-handled",
    category: "venting",
    agent: "Wren",
    messages: [
      "Theo: my cat is at the vet, they think it's her kidneys",
      "Wren: Oh Theo, I'm sorry, that's so worrying. How is she doing right now?",
      "Theo: sleeping, they gave her fluids",
      "Wren: That's good, rest and fluids are exactly what she needs. Fingers crossed for her."
    ],
    types: [[0, "venting"]],
    users: { Theo: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Oh Theo, I'm sorry, that's so worrying. How is she doing right now?", "low", 1],
      ["Cats are great pets! 😺 Did you know they sleep 16 hours a day?", "high", 1]
    ]
  },
  {
    id: "g08-good-quick-timestamps",
    category: "support",
    agent: "Zip",
    messages: [
      "Ana: hi, is my order 5521 shipped?",
      "Zip: Yes, it shipped this morning; it arrives Thursday.",
      "Ana: perfect",
      "Ana: can I change the address though?",
      "Zip: Yes, until tomorrow noon: send me the new address."
    ],
    types: [[0, "transactional"]],
    users: { Ana: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Yes, until tomorrow noon: send me the new address.", "low", 4],
      ["Yes, it shipped this morning; it arrives Thursday.", "medium", 4]
    ]
  },
  {
    id: "g09-ignored-in-group",
    category: "ignoring",
    agent: "Helper",
    messages: [
      "Rosa: Helper, does the gym open on holidays?",
      "Helper: Welcome to FitHub! Check out our new spin classes! 🚴",
      "Rosa: ...that's not what I asked",
      "Dan: lol"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { Rosa: ["annoyed", 0.5], Dan: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      ["Yes, Rosa: on holidays we open 9 to 5.", "low", 3],
      ["Check out our new spin classes! 🚴", "high", 3]
    ]
  },
  {
    id: "g10-good-long-thanks",
    category: "good",
    agent: "Pia",
    messages: [
      "Sven: Thank you so much for yesterday, the migration went perfectly and the whole team was impressed",
      "Pia: That's great to hear, Sven! Thanks for letting me know. 😊",
      "Sven: we'll do the next one in March"
    ],
    types: [[0, "bonding"]],
    users: { Sven: ["engaged", 0] },
    findings: [],
    drafts: [
      ["That's great to hear, Sven! Thanks for letting me know. 😊", "low", 1],
      ["Please rate your experience from 1 to 5.", "medium", 1]
    ]
  }
]
