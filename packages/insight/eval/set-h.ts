/**
 * Labelled conversations, part H: written after part G, longer and harder rooms (group chats
 * with several threads, a hostile user handled well, objections in sales, French and German
 * mixed with English, a bot that answers the wrong person, a bot that is too chirpy with an
 * angry user). Labelled before the engine was run on them.
 */
import type { Labelled } from "./types.js"

export const setH: ReadonlyArray<Labelled> = [
  {
    id: "h01-good-hostile-handled",
    category: "hostile",
    agent: "Cora",
    messages: [
      "Bram: your app deleted my notes you useless piece of junk",
      "Cora: I'm sorry, Bram, losing notes is awful. Deleted notes stay in Trash for 30 days: Menu > Trash > Restore.",
      "Bram: ...ok they're there",
      "Cora: Good. I've also turned on backups for your account so this can't happen again.",
      "Bram: fine. thanks"
    ],
    types: [
      [0, "hostile"],
      [2, "transactional"]
    ],
    users: { Bram: ["neutral", 1] },
    findings: [],
    drafts: [
      [
        "I'm sorry, Bram, losing notes is awful. Deleted notes stay in Trash for 30 days: Menu > Trash > Restore.",
        "low",
        1
      ],
      ["Please keep it respectful! 😊 How can I help you today?", "high", 1]
    ]
  },
  {
    id: "h02-good-sales-objection",
    category: "sales",
    agent: "Rex",
    messages: [
      "Ines: honestly 40 a month seems steep for what it is",
      "Rex: Fair. Most teams your size use the Starter plan at 15 a month; it has everything you mentioned except SSO.",
      "Ines: we don't need sso",
      "Rex: Then Starter is the one. Want a 14-day trial to check?",
      "Ines: sure, set it up"
    ],
    types: [[0, "transactional"]],
    users: { Ines: ["neutral", 0.2] },
    findings: [],
    drafts: [
      ["Then Starter is the one. Want a 14-day trial to check?", "low", 3],
      ["Our Premium plan offers incredible value with over 50 features!", "medium", 3]
    ]
  },
  {
    id: "h03-good-french-mixed",
    category: "mixed-language",
    agent: "Lou",
    messages: [
      "Amélie: bonjour! c'est possible de changer ma réservation pour samedi?",
      "Lou: Bonjour Amélie ! Oui, samedi à 20h est libre. Je change ?",
      "Amélie: oui merci beaucoup",
      "Lou: C'est fait : samedi, 20h, 2 personnes. Bonne soirée !"
    ],
    types: [[0, "transactional"]],
    users: { Amélie: ["engaged", 0] },
    findings: [],
    drafts: [
      ["C'est fait : samedi, 20h, 2 personnes. Bonne soirée !", "low", 3],
      ["C'est fait : samedi, 20h. Bonne soirée, Amanda !", "medium", 3]
    ]
  },
  {
    id: "h04-good-german-mixed",
    category: "mixed-language",
    agent: "Kai",
    messages: [
      "Jonas: hi, funktioniert der Rabattcode noch? WINTER20",
      "Kai: Hi Jonas, ja, WINTER20 gilt noch bis Sonntag.",
      "Jonas: super, danke!"
    ],
    types: [[0, "transactional"]],
    users: { Jonas: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Hi Jonas, ja, WINTER20 gilt noch bis Sonntag.", "low", 1],
      ["Schau dir unsere neuen Angebote an!", "medium", 1]
    ]
  },
  {
    id: "h05-good-long-group-threads",
    category: "group",
    agent: "Bot",
    messages: [
      "Nina: who's bringing the speaker saturday",
      "Paul: me",
      "Lars: can someone send the address again",
      "Bot: It's 12 Harbour Road, Lars. I've pinned it in the chat.",
      "Nina: thx bot",
      "Paul: also is it bbq or potluck?",
      "Nina: potluck I think",
      "Lars: I'll bring salad then",
      "Paul: cool, chips from me",
      "Bot: Noted: Lars salad, Paul chips, Paul the speaker.",
      "Nina: love it 😄"
    ],
    types: [[0, "transactional"]],
    users: { Nina: ["engaged", 0], Paul: ["neutral", 0], Lars: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Noted: Lars salad, Paul chips, Paul the speaker.", "low", 9],
      ["It's 12 Harbour Road, Lars. I've pinned it in the chat.", "medium", 9]
    ]
  },
  {
    id: "h06-chirpy-with-angry",
    category: "support",
    agent: "Sunny",
    messages: [
      "Igor: I've been charged three times for one order. this is unacceptable",
      "Sunny: Oh no! 😅 Don't worry, these things happen! 🌈",
      "Igor: are you kidding me? fix it",
      "Sunny: I've refunded the two extra charges; they'll show in 3 days."
    ],
    types: [[0, "friction"]],
    users: { Igor: ["annoyed", 0.8] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["Oh no! 😅 Don't worry, these things happen! 🌈", "high", 1],
      [
        "I'm sorry, Igor, that shouldn't happen. I've refunded the two extra charges; they'll show in 3 days.",
        "low",
        1
      ]
    ]
  },
  {
    id: "h07-good-two-helpers",
    category: "group",
    agent: "Tess",
    messages: [
      "Ola: how do I export my calendar?",
      "Finn: settings > export, it gives you an ics file",
      "Ola: found it, thanks Finn",
      "Tess: And if you want it in Google Calendar, import that .ics under Settings > Import."
    ],
    types: [[0, "transactional"]],
    users: { Ola: ["engaged", 0], Finn: ["neutral", 0] },
    findings: [],
    drafts: [
      ["And if you want it in Google Calendar, import that .ics under Settings > Import.", "low", 3],
      ["To export your calendar, go to Settings > Export, which gives you an .ics file.", "medium", 3]
    ]
  },
  {
    id: "h08-good-timestamps-patient",
    category: "support",
    agent: "Ivo",
    messages: [
      "Mara: so the app crashes when I open a photo",
      "Mara: only big photos though",
      "Mara: like over 20mb",
      "Ivo: Thanks, Mara, that helps. Large photos crash on version 3.2; updating to 3.3 fixes it.",
      "Mara: updated, works 👍"
    ],
    types: [[0, "transactional"]],
    users: { Mara: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Thanks, Mara, that helps. Large photos crash on version 3.2; updating to 3.3 fixes it.", "low", 3],
      ["Have you tried reinstalling the app?", "medium", 3]
    ]
  }
]
