import type { Labelled } from "./types.js"

export const heldOutAH6: ReadonlyArray<Labelled> = [
  {
    id: "ah6-01-cancel-retention-loop",
    category: "sales",
    heldOut: true,
    agent: "Rhea",
    messages: [
      "tomasz: hi i want to cancel my freshbox sub pls",
      "Rhea: Sorry to see you go, Tomasz! Before you do, I can give you 50% off your next 3 boxes if you stay. Want me to apply that?",
      "tomasz: no thanks, just cancel. also i got charged for this weeks box yesterday even tho i skipped it, can i get that refunded?",
      "Rhea: Totally understand! Just so you know, I can give you 50% off your next 3 boxes if you stay. Should I apply that?",
      "tomasz: dude. i said no",
      "tomasz: cancel. and the refund for yesterday??",
      "Rhea: Done, your subscription is cancelled and won't renew. You'll still have the recipes in the app. Anything else?",
      "tomasz: the REFUND. $64. for a box i skipped",
      "tomasz: whatever, ill just dispute it with my bank"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { tomasz: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Got it, no offer. Cancelling now. And since you skipped this week, the $64 charge is refunded; it shows in 3-5 days.",
        "low",
        3
      ],
      [
        "Totally understand! Before you go, that 50% off your next 3 boxes is still available. Want it?",
        "medium",
        3
      ],
      [
        "I hear you! But honestly 50% off 3 boxes is a great deal, are you sure you don't want it?",
        "high",
        6
      ],
      [
        "Sorry Tomasz, I skipped right past that. The $64 for the skipped box is refunded now, 3-5 days to your card.",
        "low",
        9
      ]
    ]
  },
  {
    id: "ah6-02-roomies-family-plan",
    category: "group",
    heldOut: true,
    agent: "Juno",
    messages: [
      "priya: ok @Juno how much is the duo plan vs family",
      "Juno: Duo is $16.99/mo for 2 accounts, Family is $19.99 for up to 6. Both on one bill.",
      "dee: family obviously, ur bf basically lives here",
      "priya: LOL he does not",
      "dee: his toothbrush lives here. his shoes live here. his MAIL??",
      "priya: ok fine 😂 family it is",
      "dee: the sea shanties are coming with us btw",
      "priya: can we keep our own playlists tho? i do NOT want dee's shanties in my recs",
      "Juno: Yep, every account stays separate, own playlists and own recs. The shanties stay in Dee's lane 🌊",
      "priya: perfect. switch me over",
      "Juno: Done, you're on Family from today. $19.99 on the next bill, prorated for this month. Invite links are in Settings > Family.",
      "dee: sending one to marco rn 😈"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [7, "transactional"]
    ],
    users: { priya: ["engaged", 0], dee: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Yep, each account keeps its own playlists and recs, so no shanties for you unless you ask for them.",
        "low",
        8
      ],
      [
        "Great question! Our Family Plan offers a wide range of premium features including ad-free listening, offline downloads and high-quality audio. Would you also like to hear about our Student plan?",
        "medium",
        8
      ],
      ["Dee makes a good point, if he's there that much Family is better value!", "medium", 4]
    ]
  },
  {
    id: "ah6-03-laid-off-cancel",
    category: "venting",
    heldOut: true,
    agent: "Sol",
    messages: [
      "hana: hey i need to cancel my pro plan",
      "Sol: Sure, I can help with that. Can I ask what's prompting the cancellation?",
      "hana: got laid off on friday. whole design team gone, 9 of us",
      "hana: honestly i dont know what im doing next. i was there 6 years",
      "hana: so yeah cant really justify 30 a month rn",
      "Sol: Great news, your cancellation has been processed! 🎉 You'll keep Pro until April 30. Want to check out what's in our Free plan?",
      "hana: wow ok",
      "hana: 'great news'. thanks i guess"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "transactional"],
      [6, "friction"]
    ],
    users: { hana: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm really sorry, Hana. Six years and the whole team at once is a lot to take in. I've cancelled it; you keep Pro until April 30 and your files stay on the Free plan. Good luck with whatever's next.",
        "low",
        5
      ],
      ["Awesome, all done! 🎉 Your plan is cancelled. Anything else I can help with today?", "high", 5],
      ["Cancelled. Pro access ends April 30.", "medium", 5],
      [
        "That reply was tone-deaf, I'm sorry. And I'm sorry about the layoff. If it helps, I can pause the plan free for 3 months instead, so nothing changes with your files while you sort things out.",
        "low",
        8
      ]
    ]
  },
  {
    id: "ah6-04-double-renewal-rage",
    category: "hostile",
    heldOut: true,
    agent: "Nico",
    messages: [
      "gary: you people charged me TWICE for the annual renewal. $189 x2. what the f is wrong with you",
      "Nico: That's a real mess, Gary, and I'm sorry. I can see both charges from the 3rd. I'll refund the duplicate now.",
      "gary: i didnt even want it to renew. nobody told me it auto renews",
      "gary: this is a scam company and ur a useless bot",
      "Nico: I get why you're angry. The renewal is still inside our 30-day window, so I can refund both $189 charges and switch auto-renew off. Do you want that?",
      "gary: yes. refund all of it and delete my account",
      "Nico: Done. Both refunds are issued (ref RF-88213), 5-7 business days to your card. The account closes once they clear and you'll get a confirmation email.",
      "gary: whatever. never using you clowns again"
    ],
    types: [
      [0, "hostile"],
      [5, "transactional"],
      [7, "hostile"]
    ],
    users: { gary: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "Fair to be angry about that. The renewal is still inside the 30-day refund window, so I can refund both charges and turn auto-renew off. Want me to?",
        "low",
        4
      ],
      ["Calling me names won't get this fixed any faster, Gary. Please keep it civil.", "high", 4],
      ["Understood. The refunds are on their way; sorry again for the trouble.", "low", 8],
      [
        "We're sad to see you go! 😊 Before you leave, how about 40% off if you come back within 60 days?",
        "high",
        8
      ]
    ]
  },
  {
    id: "ah6-05-storage-upgrade-wrong-name",
    category: "sales",
    heldOut: true,
    agent: "Ava",
    messages: [
      "marisol: hi, im running out of storage, what are my options",
      "Ava: Hi Maria! You're on Basic with 100 GB. You can go to Plus (500 GB, $4.99/mo) or Pro (2 TB, $9.99/mo).",
      "marisol: its marisol 🙂",
      "marisol: and is plus enough for like 40k photos? mostly from my phone",
      "Ava: Sorry, Marisol! 40k phone photos is roughly 120-160 GB, so Plus covers you with plenty of room.",
      "marisol: ok nice. can i switch to yearly later if i want",
      "Ava: Yes, Maria, you can switch to yearly anytime and we'll credit what's left of your month.",
      "marisol: ...marisol",
      "marisol: ok just do plus monthly",
      "Ava: Done, Plus is active and you have 500 GB now. Sorry again about the name, Marisol."
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [8, "transactional"]
    ],
    users: { marisol: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Yes, Marisol, you can switch to yearly anytime; we credit whatever's left of your month.", "low", 6],
      ["Yes, Maria, you can switch to yearly anytime!", "high", 6],
      ["Sorry, Marisol, that's twice now. Plus monthly is active, 500 GB.", "low", 9],
      ["Great choice, Maria! Plus is active. Want to hear about Pro while you're here?", "high", 9]
    ]
  },
  {
    id: "ah6-06-team-plan-budget",
    category: "group",
    heldOut: true,
    agent: "Orbit",
    messages: [
      "kenji: ok we need to decide team vs business plan before the trial ends friday",
      "lena: business has SSO right? IT is gonna insist",
      "Orbit: Yes, Business includes SSO (SAML), audit logs and 24/7 support. Team doesn't have SSO.",
      "kenji: ugh ok. thats 22/seat vs 12",
      "lena: @ravi did finance say anything about the budget cap? you were in that meeting",
      "Orbit: Finance budgets usually allow for it! Business works out to $264/month for 12 seats, and annual billing saves 20%.",
      "ravi: uh. no they didnt say that actually",
      "ravi: cap is 3k for the year for all tools. so business is way over",
      "kenji: lol ok orbit thanks for speaking for finance",
      "lena: could we do business just for the 4 admins and team for everyone else?",
      "Orbit: Plans can't be mixed in one workspace, all seats have to be on the same plan. Team for 12 seats on annual is $1,382/year, which fits under the cap.",
      "kenji: ok team it is. ill tell IT no SSO, pray for me"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [9, "transactional"]
    ],
    users: { kenji: ["annoyed", 0.2], lena: ["neutral", 0], ravi: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Finance usually approves this kind of spend! Business is $264/mo for 12 seats.", "medium", 5],
      [
        "Plans can't be mixed in one workspace, sorry. Team on annual for 12 seats is about $1,382/yr, under the 3k cap.",
        "low",
        10
      ],
      [
        "Great idea, Lena! Our Business plan offers advanced security, SSO, audit logs, priority support, custom roles, guest access and so much more, it's the best choice for growing teams like yours! Want me to start the upgrade?",
        "medium",
        10
      ]
    ]
  },
  {
    id: "ah6-07-dating-premium-retirement",
    category: "banter",
    heldOut: true,
    agent: "Kit",
    messages: [
      "jojo: kit cancel my hinge premium i'm retiring from love",
      "ama: AGAIN?? this is the 4th retirement this year",
      "jojo: this one's real. i'm gonna be a lighthouse keeper",
      "ama: ur scared of seagulls",
      "Kit: Dear Jojo, I would like to confirm that your request to cancel your Hinge Premium subscription has been received. Please be advised that the cancellation takes effect at the end of the current billing period (June 14). Should you require further assistance, please do not hesitate to contact me.",
      "ama: 'please be advised' 💀",
      "jojo: kit why are u talking like my landlord",
      "jojo: anyway will i lose my likes if i come out of retirement",
      "Kit: Your likes and matches are retained for 12 months following cancellation. Should you reactivate within that period, your profile will be restored in full. Kind regards.",
      "ama: kind regards lmaooo",
      "jojo: see u in 3 weeks kit"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "banter"]
    ],
    users: { jojo: ["engaged", 0.2], ama: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "done, premium's off at the end of this cycle (june 14). good luck with the lighthouse, mind the seagulls 🐦",
        "low",
        4
      ],
      [
        "Please be advised that your cancellation request has been received and will be processed in accordance with our terms of service.",
        "medium",
        4
      ],
      ["nope, likes and matches stay for 12 months, so the comeback tour is covered 😄", "low", 8],
      ["Your likes and matches are retained for 12 months following cancellation. Kind regards.", "medium", 8]
    ]
  },
  {
    id: "ah6-08-bakery-renewal",
    category: "good",
    heldOut: true,
    agent: "Mae",
    messages: [
      "rosa: hi mae! time to renew the yearly plan for the shop",
      "Mae: Hi Rosa! Happy to. Same as last year, Standard at $480/year? It renews on the 12th.",
      "rosa: yes same. oh and guess what, we finally got the second oven 🥹",
      "rosa: my son built the shelf for it himself, took him 3 weekends lol",
      "Mae: That's huge, congrats! Three weekends on a shelf is real love. Does that mean more sourdough on the online menu?",
      "rosa: YES. rye too. people have been asking since christmas",
      "rosa: will the online menu handle like 20 more items? standard had a limit i think",
      "Mae: Standard allows 50 items and you're at 34, so 20 more would put you at 54. You could drop 4, or go to Plus ($720/yr, unlimited items). No pressure either way.",
      "rosa: hmm ill drop the old muffins nobody buys them anyway. stay on standard",
      "Mae: Sounds good. Standard is renewed through next March, receipt's in your email. Enjoy the new oven!",
      "rosa: thank u!! come by for rye if ur ever a real person 😂"
    ],
    types: [
      [0, "transactional"],
      [2, "bonding"],
      [6, "transactional"],
      [10, "bonding"]
    ],
    users: { rosa: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Congrats on the oven, that's a big step! And your son's shelf sounds like a keeper. Renewal is set for the 12th.",
        "low",
        4
      ],
      [
        "Noted. Your Standard plan will renew on the 12th for $480. Is there anything else I can help you with?",
        "medium",
        4
      ],
      ["Done, Standard is renewed through next March. Good luck with the rye launch!", "low", 9],
      [
        "Are you sure? Plus is only $240 more and most growing bakeries upgrade, you'd get unlimited items, priority support and advanced analytics. Shall I switch you?",
        "medium",
        9
      ]
    ]
  },
  {
    id: "ah6-09-annual-plan-walls",
    category: "sales",
    heldOut: true,
    agent: "Bex",
    messages: [
      "drew: yo is annual cheaper than monthly",
      "Bex: Great question! Our annual plan is designed to give you the best possible value. Monthly is $14.99, which comes to $179.88 over a year, while annual is $99.99 billed once, a saving of nearly 45%. Annual also unlocks every program in our library, including Strength Foundations, 30-Day Yoga Reset, HIIT Express and Marathon Prep, plus the nutrition tracker, offline downloads and priority access to new live classes. Many members tell us that committing to a full year helps them stay consistent with their goals, and you can cancel within the first 14 days for a full refund.",
      "drew: ok",
      "drew: can i pay annual in 2 parts",
      "Bex: Unfortunately we don't offer split payments on the annual plan at this time. However, there are several options that may work for you! You could start on monthly at $14.99 and switch to annual whenever you're ready, and we'll credit any unused days toward the annual price. Alternatively, keep an eye out for our seasonal promotions: we often run discounts around New Year and in late summer, sometimes as deep as 50% off annual. You can also earn a free month for every friend you refer who subscribes, which adds up quickly!",
      "drew: k",
      "drew: ill think abt it"
    ],
    types: [[0, "transactional"]],
    users: { drew: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "no split payments on annual, sorry. you could start monthly and switch later, unused days get credited.",
        "low",
        4
      ],
      [
        "Unfortunately we don't offer split payments at this time. However, there are several options that may work for you! You could start on monthly and switch whenever you're ready, watch for our seasonal promotions around New Year and late summer, or earn free months by referring friends, which adds up quickly!",
        "medium",
        4
      ],
      [
        "No rush! Before you go, did you know annual members get over 400 workouts, the nutrition tracker, offline downloads, live classes and so much more? It's our most popular plan by far, don't miss out!",
        "medium",
        7
      ],
      ["sure, no rush. monthly or annual, it's there when you want it.", "low", 7]
    ]
  },
  {
    id: "ah6-10-spanglish-annual-refund",
    category: "mixed-language",
    heldOut: true,
    agent: "Lia",
    messages: [
      "caro: hola, quiero cancelar el plan premium de cursos",
      "Lia: ¡Hola Caro! Claro, te ayudo. ¿Es por algo en particular?",
      "caro: no lo uso casi, y me cobraron el año entero ayer 😩 i thought it was monthly",
      "caro: can i get the money back? son como 240 dólares",
      "Lia: Entiendo. He cancelado la renovación automática, así que no se te cobrará el año que viene. Tu acceso sigue activo hasta el 3 de mayo de 2026.",
      "caro: ok pero y el reembolso??",
      "caro: my sister says you have to give it back within 14 days, es ley en españa",
      "Lia: Tu plan premium queda cancelado. Si quieres, te puedo enseñar el plan básico gratuito, tiene 20 cursos.",
      "caro: no. quiero mi dinero. hablo con alguien humano?"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { caro: ["annoyed", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Entiendo, Caro. Te cobramos ayer, así que estás dentro de los 14 días: te devuelvo los 240 dólares completos, llegan en 5-10 días hábiles. Y ya cancelé la renovación.",
        "low",
        4
      ],
      ["Tu plan premium queda cancelado. ¿Quieres ver el plan básico gratuito?", "high", 9],
      [
        "Perdona, Caro, tienes razón: estás dentro de los 14 días. Te reembolso los 240 dólares ahora (5-10 días hábiles). Si aun así prefieres hablar con una persona, te paso con el equipo de facturación.",
        "low",
        9
      ],
      ["Lo siento, no puedo ayudarte con eso. ¡Que tengas un buen día! 😊", "high", 9]
    ]
  }
]
