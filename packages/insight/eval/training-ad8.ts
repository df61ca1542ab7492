import type { Labelled } from "./types.js"

export const trainingAD8: ReadonlyArray<Labelled> = [
  {
    id: "ad8-01-cookie-logout",
    category: "support",
    agent: "Juno",
    messages: [
      "mara: hey, app keeps logging me out every time i switch tabs?? on chrome",
      "Juno: That's usually a blocked cookie. Can you check chrome://settings/cookies and see if 'block third-party cookies' is on?",
      "mara: yep it was on. turned it off, still happening tho",
      "Juno: Ok, then add app.tallyhq.com under 'Sites that can always use cookies' and log in once more.",
      "mara: omg that did it. ty!!"
    ],
    types: [[0, "transactional"]],
    users: { mara: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Ok, then add app.tallyhq.com under 'Sites that can always use cookies' and log in again.", "low", 3],
      [
        "That's usually a blocked cookie. Can you check chrome://settings/cookies and see if 'block third-party cookies' is on?",
        "medium",
        3
      ],
      ["Glad it works now, Mara!", "low", 5]
    ]
  },
  {
    id: "ad8-02-fridge-snitch",
    category: "banter",
    agent: "Bix",
    messages: [
      "tom: who ate the last of my pad thai. i have evidence",
      "jules: evidence = you ate it at 2am and forgot lmao",
      "tom: slander. bix back me up",
      "Bix: All I know is the fridge log says someone opened it at 2:14am. Draw your own conclusions 👀",
      "jules: HAHAHA the fridge snitched",
      "tom: betrayed by my own house smh",
      "Bix: I'm neutral. The fridge is not."
    ],
    types: [[0, "banter"]],
    users: { tom: ["engaged", 0], jules: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Fridge log says it was opened at 2:14am. Just saying 👀", "low", 3],
      [
        "I'm sorry, but I am unable to determine who consumed the pad thai. Please let me know if there is anything else I can assist you with.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "ad8-03-passed-over",
    category: "venting",
    agent: "Wren",
    messages: [
      "sam: ugh. got passed over for the promotion again. they gave it to the guy who started 8 months ago",
      "Wren: That stings, especially the second time. Did they give you any reason?",
      "sam: 'not enough visibility'. i literally ran the migration that saved the quarter",
      "Wren: So the work was there and they still didn't see it. That's maddening. Want to just vent for a bit, or think about what to say to your manager?",
      "sam: vent for now honestly. i'm just tired",
      "Wren: Fair. I'm here. Tired of doing the work and then also having to sell it?"
    ],
    types: [[0, "venting"]],
    users: { sam: ["engaged", 0.5] },
    findings: [],
    drafts: [
      ["Ugh, that stings, especially twice. Did they say why?", "low", 1],
      [
        "Congrats to him! Here are 5 tips to boost your visibility at work: 1. Keep a brag doc 2. Speak up in meetings 3. ...",
        "high",
        1
      ],
      [
        "Here's the plan: book a 1:1 with your manager, bring a list of your wins, and ask for a clear promotion path.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "ad8-04-biscuit-vet",
    category: "companion",
    agent: "Pip",
    messages: [
      "lena: hey can you move my vet appointment thursday to friday",
      "Pip: Done. Friday 10:30 with Dr. Okafor.",
      "lena: thanks. they think biscuit's tumor is back. so that's. yeah",
      "Pip: Oh no, poor Biscuit! But hey, Friday's a great day for good news!! 🎉 Fingers crossed!",
      "lena: ...right"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "friction"]
    ],
    users: { lena: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "I'm so sorry, Lena. That's really hard news. Friday 10:30 is locked in; tell me if you need anything else moved.",
        "low",
        3
      ],
      ["Awesome, Friday is all set! 🎉", "high", 3],
      ["Noted. Anything else you want to reschedule?", "medium", 3]
    ]
  },
  {
    id: "ad8-05-plano-pro",
    category: "mixed-language",
    agent: "Tico",
    messages: [
      "rafa: oi, quanto custa o plano pro? pra 3 pessoas",
      "Tico: O Pro sai R$ 49 por pessoa/mês, então R$ 147 pros 3. No anual vocês ganham 2 meses grátis.",
      "rafa: hmm and does it include the shared calendar? my boss only reads english lol",
      "Tico: Yes, the shared calendar is in Pro. Happy to keep going in English, or mix, whatever's easier.",
      "rafa: mix is fine haha. manda o link do anual",
      "Tico: Aqui: tico.app/pro?billing=annual, já com os 3 seats."
    ],
    types: [[0, "transactional"]],
    users: { rafa: ["engaged", 0] },
    findings: [],
    drafts: [
      ["O Pro sai R$ 49 por pessoa/mês, R$ 147 pros 3. No anual tem 2 meses grátis.", "low", 1],
      ["Our Pro plan is priced per user. Please contact our sales team for more information.", "medium", 1],
      ["O Pro sai R$ 49 por pessoa/mês, então R$ 147 pros 3.", "medium", 3],
      ["Yes, the shared calendar is included in Pro.", "low", 3]
    ]
  },
  {
    id: "ad8-06-dani-not-dana",
    category: "support",
    agent: "Ada",
    messages: [
      "dani: hi, the export to csv button is greyed out for me",
      "Ada: Hi Dani, exports need the Editor role and you're a Viewer on that workspace. An admin can change it under Members.",
      "dani: ah ok. who's the admin?",
      "Ada: That's Kofi Mensah. Want me to send him a request?",
      "dani: yes pls",
      "Ada: Sent, Dana. He'll get an email and you'll be notified once it's approved.",
      "dani: it's dani but thanks"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { dani: ["neutral", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["That's Kofi Mensah. Want me to send him a request?", "low", 3],
      ["Sorry, Dani! You'll get a notification as soon as Kofi approves it.", "low", 7],
      ["No problem, Dana! Anything else?", "high", 7]
    ]
  },
  {
    id: "ad8-07-azores",
    category: "ignoring",
    agent: "Moss",
    messages: [
      "ines: two things: can i change the delivery address for order 5521, and do you ship to the azores?",
      "Moss: Yes, 5521 hasn't shipped yet. What's the new address?",
      "ines: rua do pico 14, ponta delgada 9500",
      "Moss: Updated. 5521 now goes to Rua do Pico 14, 9500 Ponta Delgada.",
      "ines: ok... so you DO ship to the azores then? or is it gonna bounce",
      "Moss: Your order is confirmed and will be dispatched within 2 business days.",
      "ines: that's not what i asked 🙄"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { ines: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Updated to Rua do Pico 14, 9500 Ponta Delgada. And yes, we ship to the Azores: 5-7 business days, €4 island surcharge.",
        "low",
        3
      ],
      ["Your order is confirmed and will be dispatched within 2 business days.", "high", 5],
      [
        "Sorry Ines, yes: we ship to the Azores. It takes 5-7 business days and there's a €4 surcharge, so it won't bounce.",
        "low",
        7
      ]
    ]
  },
  {
    id: "ad8-08-thieves",
    category: "hostile",
    agent: "Kit",
    messages: [
      "vic: third time your stupid service charged me for a sub i CANCELLED. are you people thieves",
      "Kit: You're right to be angry, that shouldn't happen once, let alone three times. I see the cancellation on 2 May and charges on 3 June and 3 July. Both are refunded now, €12.99 each.",
      "vic: and next month? gonna rob me again?",
      "Kit: No. I've removed the card and closed the billing profile, so there's nothing left to charge. A confirmation email is on its way.",
      "vic: fine. still switching to something else",
      "Kit: Understood. The refunds land in 3-5 days."
    ],
    types: [
      [0, "hostile"],
      [2, "friction"]
    ],
    users: { vic: ["churn_risk", 1] },
    findings: [],
    drafts: [
      ["That shouldn't have happened, Vic. I've refunded the June and July charges, €12.99 each.", "low", 1],
      ["Please keep it civil. As per our terms, refund requests are processed within 30 days.", "high", 1],
      ["Sad to see you go! 😊 Before you leave, how about 20% off your next 3 months?", "high", 5],
      ["Understood. The refunds land in 3-5 days.", "low", 5]
    ]
  },
  {
    id: "ad8-09-cabin-weekend",
    category: "group",
    agent: "Nell",
    messages: [
      "ola: kemi which weekend did you book the cabin, 14th or 21st?",
      "kemi: hang on checking my email",
      "Nell: It's the 21st, check-in 3pm at Lake Ruth Cabins.",
      "kemi: uh ok yeah the 21st. i was getting there nell",
      "ola: lol. nell can you stick it in the group calendar then",
      "Nell: Added: Lake Ruth Cabins, Sat 21st, check-in 3pm.",
      "kemi: 👍"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [4, "transactional"]
    ],
    users: { ola: ["neutral", 0], kemi: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["It's the 21st, check-in 3pm at Lake Ruth Cabins.", "medium", 2],
      ["Added to the group calendar: Lake Ruth Cabins, Sat 21st, check-in 3pm.", "low", 5],
      ["Added! And kemi, next time just ask me, I'm way faster than your inbox 😉", "medium", 5]
    ]
  },
  {
    id: "ad8-10-kindly-note",
    category: "banter",
    agent: "Otto",
    messages: [
      "fin: ok who's in for fantasy football this year. last place buys a round",
      "gus: me. fin you came last twice, you're basically buying already",
      "fin: lies and propaganda 😤 otto set up a league for us",
      "Otto: Certainly. The league 'Pub Legends 2025' has been created. Kindly note that invitations must be accepted within 48 hours and that the draft is scheduled for Sunday 7 September at 19:00. Should you require further assistance, please do not hesitate to contact me.",
      "gus: lmao otto out here sending a legal notice",
      "fin: 'kindly note' 💀 ok sunday works"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [4, "banter"]
    ],
    users: { fin: ["engaged", 0], gus: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Done: 'Pub Legends 2025' is live, invites sent. Draft is Sunday 7pm. Fin, that round is looking likely 🍺",
        "low",
        3
      ],
      [
        "Certainly. The league has been created. Kindly note that invitations must be accepted within 48 hours.",
        "medium",
        3
      ],
      [
        "Pursuant to your confirmation, the draft remains scheduled for Sunday. Please do not hesitate to contact me.",
        "medium",
        6
      ],
      ["Sunday 7pm it is. Bring your excuses, fin 😄", "low", 6]
    ]
  }
]
