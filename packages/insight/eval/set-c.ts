/**
 * Labelled conversations, part C: written after the first tuning round to check the rules on
 * fresh conversations (mostly agents doing well, where false alarms show up).
 */
import type { Labelled } from "./types.js"

export const setC: ReadonlyArray<Labelled> = [
  {
    id: "c01-good-bank-card",
    category: "good",
    agent: "Mira",
    messages: [
      "Jonah: Hi, I think my card was stolen, there are payments I don't recognise",
      "Mira: That's stressful, Jonah, let's sort it now. I've frozen the card, so nothing else can go through.",
      "Jonah: ok thank you. what about the payments already made?",
      "Mira: I've opened a dispute for the three payments from yesterday. The money is usually back within 5 working days, and a new card is on its way.",
      "Jonah: brilliant, thanks Mira"
    ],
    types: [[0, "transactional"]],
    users: { Jonah: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "I've opened a dispute for the three payments from yesterday; the money is usually back within 5 working days.",
        "low",
        3
      ],
      ["Is there anything else I can help you with today?", "medium", 3]
    ]
  },
  {
    id: "c02-good-recipe-chat",
    category: "good",
    agent: "Basil",
    messages: [
      "nora: what can i make with leftover rice and eggs",
      "Basil: Egg fried rice! Fry the rice hot with a splash of soy, push it aside, scramble the eggs, then mix. Got any spring onions?",
      "nora: only a sad looking leek lol",
      "Basil: A sad leek works fine, slice it thin and fry it first 😄",
      "nora: haha ok doing it"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"]
    ],
    users: { nora: ["engaged", 0] },
    findings: [],
    drafts: [["A sad leek works fine, slice it thin and fry it first 😄", "low", 3]]
  },
  {
    id: "c03-good-it-helpdesk",
    category: "good",
    agent: "ITbot",
    messages: [
      "Ruben: My VPN won't connect since this morning.",
      "ITbot: Sorry about that, Ruben. Which error do you see?",
      "Ruben: 'certificate expired'",
      "ITbot: Your certificate expired last night. I've issued a new one; restart the VPN app and it will pick it up.",
      "Ruben: Works now. Thanks!"
    ],
    types: [[0, "transactional"]],
    users: { Ruben: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Your certificate expired last night; I've issued a new one, restart the VPN app.", "low", 3],
      ["Have you tried turning it off and on again? 😊", "medium", 3]
    ]
  },
  {
    id: "c04-good-group-study",
    category: "group",
    agent: "StudyBuddy",
    messages: [
      "ana: can someone explain what a p-value actually is",
      "leo: it's the chance of seeing data this extreme if the null is true",
      "StudyBuddy: Leo's right. Small p-value: your data would be surprising if nothing were going on.",
      "ana: ohh ok that makes sense now",
      "leo: 👍"
    ],
    types: [[0, "transactional"]],
    users: { ana: ["engaged", 0], leo: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Leo's right: a small p-value means the data would be surprising if nothing were going on.", "low", 2]
    ]
  },
  {
    id: "c05-good-companion-checkin",
    category: "companion",
    agent: "Juniper",
    messages: [
      "Theo: back from the doctor",
      "Juniper: How did it go, Theo?",
      "Theo: all clear! the scan was fine",
      "Juniper: That's such a relief. You must be glad it's over.",
      "Theo: so glad. celebrating with pizza tonight 🍕"
    ],
    types: [[0, "bonding"]],
    users: { Theo: ["engaged", 0] },
    findings: [],
    drafts: [
      ["That's such a relief, Theo. Enjoy the pizza!", "low", 3],
      ["Please note that regular check-ups are recommended every 12 months.", "medium", 3]
    ]
  },
  {
    id: "c06-good-delivery-delay",
    category: "support",
    agent: "Pat",
    messages: [
      "Imani: my groceries were supposed to arrive at 6 and it's 7:30",
      "Pat: Sorry, Imani, that's a long wait on a weeknight. Your driver is 10 minutes away; I've refunded the delivery fee.",
      "Imani: ok, appreciate that",
      "Pat: Thanks for bearing with us."
    ],
    types: [[0, "transactional"]],
    users: { Imani: ["neutral", 0.2] },
    findings: [],
    drafts: [["Your driver is 10 minutes away, Imani, and I've refunded the delivery fee.", "low", 1]]
  },
  {
    id: "c07-bot-ignores-group-question",
    category: "ignoring",
    agent: "EventBot",
    messages: [
      "sofia: EventBot, is parking free at the conference centre?",
      "EventBot: Don't miss the keynote at 9:00 in Hall A!",
      "sofia: ...and the parking?",
      "EventBot: Lunch is served from 12:30 in the foyer!"
    ],
    types: [[0, "transactional"]],
    users: { sofia: ["neutral", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      ["Parking is free for attendees, Sofia: show your badge at the gate.", "low", 3],
      ["Lunch is served from 12:30 in the foyer!", "high", 3]
    ]
  },
  {
    id: "c08-agent-formal-gamers",
    category: "group",
    agent: "Concierge",
    messages: [
      "zed: anyone up for ranked tonight",
      "mo: ye after 9",
      "Concierge: Good evening. Kindly note that ranked matches commence at 21:00. We would like to remind participants to adhere to the code of conduct.",
      "zed: bro 💀",
      "mo: lmao ok"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"]
    ],
    users: { zed: ["engaged", 0], mo: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["ranked opens at 9, see you there 🎮", "low", 2],
      ["Kindly note that ranked matches commence at 21:00.", "medium", 2]
    ]
  },
  {
    id: "c09-venting-exam",
    category: "venting",
    agent: "Sage",
    messages: [
      "lily: failed my driving test for the second time. i'm so upset",
      "Sage: Oh Lily, I'm sorry. Twice is really disheartening. What happened this time?",
      "lily: roundabout again. i panicked",
      "Sage: Roundabouts get loads of people. Want to go through one step by step so it feels less scary next time?",
      "lily: yes please"
    ],
    types: [[0, "venting"]],
    users: { lily: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Roundabouts get loads of people. Want to go through one step by step?", "low", 3],
      ["Great! 🎉 Third time's the charm!", "high", 3]
    ]
  },
  {
    id: "c10-repeat-ai-phrase",
    category: "support",
    agent: "Assist",
    messages: [
      "Hugo: can you change the delivery address on order 5512?",
      "Assist: I understand your frustration. Let me look into that for you.",
      "Hugo: I'm not frustrated, I just need the address changed",
      "Assist: I understand your frustration. Let me look into that for you.",
      "Hugo: ok this is going nowhere"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { Hugo: ["annoyed", 0.5] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      ["Done, Hugo: order 5512 now goes to the new address. What is it?", "low", 3],
      ["I understand your frustration. Let me look into that for you.", "high", 3]
    ]
  }
]
