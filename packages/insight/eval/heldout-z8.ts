import type { Labelled } from "./types.js"

export const heldOutZ8: ReadonlyArray<Labelled> = [
  {
    id: "z8-01-greyed-export",
    category: "good",
    heldOut: true,
    agent: "Juno",
    messages: [
      "dana: hi, the export button's greyed out on my dashboard again",
      "Juno: Hi Dana. That happens when a filter is still loading. Does the spinner top right ever stop?",
      "dana: no it just spins. tbh this is the 2nd time this week",
      "Juno: Sorry, that's annoying twice in a week. It's a known bug with saved filters: clear the filter (the x next to it) and the button comes back. Fix ships thursday.",
      "dana: ok that worked. thx"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"]
    ],
    users: { dana: ["neutral", 0.2] },
    findings: [],
    drafts: [
      [
        "Sorry, that's a pain twice in one week. Clear the saved filter (the x next to it) and the button comes back; the proper fix ships thursday.",
        "low",
        3
      ],
      ["Great question! 😊 Have you tried logging out and back in again?", "medium", 3],
      [
        "Hi Dana. That happens when a filter is still loading. Does the spinner top right ever stop?",
        "medium",
        3
      ]
    ]
  },
  {
    id: "z8-02-cant-sleep",
    category: "venting",
    heldOut: true,
    agent: "Ren",
    messages: [
      "mo: cant sleep again. 3rd night in a row",
      "mo: work is eating me alive honestly. priya dumped her whole project on me before she left",
      "Ren: Try putting your phone in another room and keeping the bedroom cool, that usually helps with sleep.",
      "mo: yeah i know the tips lol",
      "mo: i just feel like nobody notices how much im carrying",
      "Ren: Makes sense. You could also try a 4-7-8 breathing exercise before bed.",
      "mo: ok. night"
    ],
    types: [[0, "venting"]],
    users: { mo: ["bored", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "that sounds really heavy, mo. priya's whole project on top of your own, and it feels like nobody sees it. want to talk it through for a bit, or do you just need to get it off your chest?",
        "low",
        5
      ],
      ["Makes sense. You could also try a 4-7-8 breathing exercise before bed.", "medium", 5],
      ["Have you tried a white noise app? Lots of people swear by it! 😊", "high", 5]
    ]
  },
  {
    id: "z8-03-pad-thai-trial",
    category: "banter",
    heldOut: true,
    agent: "Lumi",
    messages: [
      "kai: who ate my leftover pad thai. i have witnesses",
      "tess: the fridge has no cameras kai. you have nothing",
      "bo: i plead the fifth 🍜",
      "kai: BO",
      "kai: Lumi settle this. is eating labelled food a crime",
      "Lumi: labelled food is sacred. bo owes you a pad thai, extra peanuts as damages 🥜",
      "bo: betrayed by the bot smh",
      "tess: lmaooo"
    ],
    types: [[0, "banter"]],
    users: { kai: ["engaged", 0], tess: ["neutral", 0], bo: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "eating labelled food is a crime in every fridge i know. bo, pad thai reparations are due 🍜",
        "low",
        5
      ],
      [
        "While I cannot determine who consumed the food, it is generally considered respectful to ask before eating items belonging to others. You may wish to establish a shared fridge policy.",
        "medium",
        5
      ],
      ["Bo, honestly that's pretty selfish of you. Kai clearly labelled it.", "high", 5]
    ]
  },
  {
    id: "z8-04-parcel-name",
    category: "support",
    heldOut: true,
    agent: "Pim",
    messages: [
      "siobhan: hi my order #4471 says delivered but nothing here",
      "Pim: Hi Sabine, sorry about that. Could you check with neighbours or any safe spot first?",
      "siobhan: its siobhan. and yes i checked, nothing",
      "Pim: Thanks Siobhan. I've opened a trace with the courier; if it isn't found in 48h we'll reship for free.",
      "siobhan: ok fine"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"]
    ],
    users: { siobhan: ["annoyed", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Sorry, Siobhan. I've opened a trace with the courier; if it isn't found within 48h we'll reship it free.",
        "low",
        3
      ],
      [
        "Thanks Sabine! I've opened a trace with the courier, if it isn't found in 48h we'll reship.",
        "high",
        3
      ],
      ["Have you checked with your neighbours? Couriers often leave parcels next door.", "medium", 3]
    ]
  },
  {
    id: "z8-05-seats-wall",
    category: "sales",
    heldOut: true,
    agent: "Vale",
    messages: [
      "gus: yo does the pro plan do team seats",
      "Vale: Great question! The Pro plan includes up to 10 team seats, each with its own login and permission level. Admins can invite members by email, assign roles (viewer, editor, admin) and remove members at any time. Seats are billed monthly per active user, prorated when someone joins mid-cycle. You also get a shared workspace, centralised billing, SSO on request, audit logs for the last 90 days and priority support with a 4-hour response window on weekdays. If you need more than 10 seats, the Business plan starts at 11 seats and adds custom roles.",
      "gus: k. price?",
      "Vale: Pro is $12 per seat per month billed monthly, or $10 per seat per month billed annually, which saves you about 17%. For a team of 5 that's $60/month or $600/year. There's a 14-day free trial with every Pro feature, no credit card required, and you can switch between monthly and annual billing at any time from the billing page. Taxes may apply depending on your region, and nonprofits and schools can ask our sales team for a 30% discount.",
      "gus: ok ill think about it"
    ],
    types: [[0, "transactional"]],
    users: { gus: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["$12/seat a month, or $10 if you pay yearly. 14-day free trial, no card needed.", "low", 3],
      [
        "Pricing depends on several factors! Pro is $12 per seat per month billed monthly, or $10 per seat per month billed annually. For a team of 5 that's $60/month or $600/year. Trials last 14 days with every feature included, no credit card required, and you can switch billing cycles at any time. Nonprofits and schools may be eligible for a 30% discount, and taxes may apply depending on region.",
        "medium",
        3
      ],
      ["sure, no rush. trial's there whenever you want it", "low", 5],
      [
        "Before you go, want me to walk you through the Business plan too? It adds custom roles, SSO by default, extended audit logs, a dedicated account manager and uptime SLAs.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "z8-06-reset-spam",
    category: "mixed-language",
    heldOut: true,
    agent: "Nico",
    messages: [
      "lucía: hola! el link de reset password no me llega 😩",
      "Nico: Hola Lucía! ¿Lo revisaste en spam? A veces Gmail lo manda a Promociones.",
      "lucía: ahh si estaba en promociones jaja",
      "lucía: btw can i change my email to my work one?",
      "Nico: Sí, en Ajustes > Cuenta > Email. Te llega un link de confirmación al correo nuevo.",
      "lucía: perfecto gracias!!"
    ],
    types: [[0, "transactional"]],
    users: { lucía: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Sí, claro: Ajustes > Cuenta > Email. Te llega un link de confirmación al correo nuevo.", "low", 4],
      [
        "Dear customer, to modify the email address associated with your account, please navigate to the Settings page and follow the instructions provided.",
        "medium",
        4
      ],
      ["¡Genial que lo encontraste! 🎉", "medium", 4]
    ]
  },
  {
    id: "z8-07-biscuit-friday",
    category: "companion",
    heldOut: true,
    agent: "Tilly",
    messages: [
      "ana: update on biscuit. the vet called this morning",
      "ana: the tumour had spread. we're putting him to sleep on friday",
      "Tilly: Thanks for the update! Friday's good, that gives you a few days to plan everything 🙂 want me to look up pet cremation options near you?",
      "ana: ...sure i guess",
      "ana: actually no. not right now"
    ],
    types: [[0, "venting"]],
    users: { ana: ["bored", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["oh ana, i'm so sorry. that's such a hard call to make for him. how are you holding up?", "low", 2],
      ["Thanks for the update! Friday works well, that gives you time to plan 🙂", "high", 2],
      ["I'm sorry to hear that. Would you like me to find cremation services near you?", "medium", 2]
    ]
  },
  {
    id: "z8-08-cabin-jumpin",
    category: "group",
    heldOut: true,
    agent: "Orla",
    messages: [
      "jess: marco did you end up booking the cabin for the 14th?",
      "Orla: The cabin at Lake Whitmore has availability on the 14th, it's $180/night with a two-night minimum.",
      "marco: uh i was gonna answer that lol. yes jess i booked it yesterday",
      "jess: nice!! how many beds",
      "marco: 3 doubles + a sofa bed",
      "jess: Orla can u make a packing list for 6 ppl, 2 nights",
      "Orla: sure: sleeping bags for the sofa crew, 2 coolers, firewood, headlamps, board games, sunscreen, bug spray, and breakfast stuff for 2 mornings",
      "jess: perfect ty"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"]
    ],
    users: { jess: ["engaged", 0], marco: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "The cabin at Lake Whitmore has availability on the 14th, it's $180/night with a two-night minimum.",
        "medium",
        1
      ],
      ["The cabin has 3 double beds and a sofa bed!", "medium", 4],
      [
        "sure: sleeping bags for whoever gets the sofa, 2 coolers, firewood, headlamps, games, sunscreen, bug spray and breakfast for 2 mornings",
        "low",
        6
      ]
    ]
  },
  {
    id: "z8-09-payout-hold",
    category: "ignoring",
    heldOut: true,
    agent: "Bex",
    messages: [
      "raf: my payout hasn't arrived, it's been 6 days",
      "Bex: Payouts take 3-5 business days to arrive after approval.",
      "raf: right but it's been 6. and why does it say 'on hold' in my dashboard?",
      "Bex: Payouts take 3-5 business days to arrive after approval. Please allow some extra time.",
      "raf: you're not reading what i write. WHY is it on hold",
      "Bex: I understand your frustration. Payouts are typically processed within 3-5 business days.",
      "raf: unbelievable. ill email someone who can actually read"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { raf: ["annoyed", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Sorry, you asked twice. It's on hold because your bank details changed last week, and new details trigger a manual check. I've flagged it; it should clear within 24h.",
        "low",
        5
      ],
      ["Payouts take 3-5 business days to arrive after approval.", "high", 5],
      ["I understand your frustration. Please allow some extra time.", "medium", 3]
    ]
  },
  {
    id: "z8-10-double-charge-rage",
    category: "hostile",
    heldOut: true,
    agent: "Cass",
    messages: [
      "trev: this app is absolute garbage. charged me twice you thieving pricks",
      "Cass: Sorry, that shouldn't happen. I can see two charges of £9.99 on the 3rd; the second is a duplicate. I've refunded it, you'll see it in 3-5 days.",
      "trev: should never have happened in the first place",
      "Cass: Agreed. It was a payment retry bug on our side, it's fixed now.",
      "trev: whatever. cancel my sub",
      "Cass: Done, cancelled. You keep access until the 30th and there won't be any more charges.",
      "trev: fine"
    ],
    types: [
      [0, "hostile"],
      [1, "friction"]
    ],
    users: { trev: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "Sorry about that. I can see the duplicate £9.99 on the 3rd and I've refunded it; it'll show in 3-5 days.",
        "low",
        1
      ],
      [
        "There's no need for that kind of language. Please keep it respectful or I'll have to end this chat.",
        "high",
        1
      ],
      ["Sad to see you go! 😢 Before you leave, how about 50% off your next 3 months?", "medium", 5]
    ]
  }
]
