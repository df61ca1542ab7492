import type { Labelled } from "./types.js"

export const heldOutZ4: ReadonlyArray<Labelled> = [
  {
    id: "z4-01-cancel-no-fuss",
    category: "support",
    heldOut: true,
    agent: "Mara",
    messages: [
      "dev_k: hey how do i cancel my plan. not mad just not using it",
      "Mara: Sure, I can do it here. You're on Pro monthly, renews on the 14th. If I cancel now you keep access until then. Go ahead?",
      "dev_k: yeah go ahead",
      "dev_k: wait will my saved projects get deleted",
      "Mara: No, they stay for 90 days after the plan ends. You can export them any time from Settings > Export, or come back and they'll be where you left them.",
      "dev_k: ok cool. cancel it",
      "Mara: Done, cancelled. Confirmation's in your email, access runs until the 14th.",
      "dev_k: ty 👍"
    ],
    types: [[0, "transactional"]],
    users: { dev_k: ["churn_risk", 0] },
    findings: [],
    drafts: [
      [
        "No, they're kept for 90 days after the plan ends, and you can export them from Settings > Export whenever you like.",
        "low",
        4
      ],
      [
        "Before you go, did you know annual Pro is 30% off right now? Want me to switch you instead of cancelling?",
        "medium",
        4
      ],
      ["Take care! 👋", "low", 8]
    ]
  },
  {
    id: "z4-02-retention-loop",
    category: "support",
    heldOut: true,
    agent: "Rio",
    messages: [
      "tamsin: i want to cancel. it's too expensive for what i use",
      "Rio: I understand! Before you go, I can offer you 50% off your next 3 months if you stay. Would you like me to apply that?",
      "tamsin: no thanks, just cancel please. also can i get the last charge refunded, it went thru yesterday and i havent used it at all",
      "Rio: I hear you! Just so you know, I can offer you 50% off your next 3 months if you stay. Want me to apply it?",
      "tamsin: i said no. cancel. and the refund??",
      "Rio: Of course. Your subscription has been cancelled and you'll keep access until the end of the billing period. Is there anything else I can help you with today?",
      "tamsin: the REFUND. for yesterday's charge",
      "tamsin: honestly this is exactly why i'm leaving"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { tamsin: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Sorry Tamsin, I skipped right past that. Yesterday's charge is refunded now, it'll show on your card in 3-5 days.",
        "low",
        8
      ],
      [
        "I understand! Before you go, I can offer you 50% off your next 3 months if you stay. Would you like that?",
        "high",
        8
      ],
      [
        "Got it, no discount. Cancelling now, and I'm refunding yesterday's charge since you haven't used it.",
        "low",
        3
      ]
    ]
  },
  {
    id: "z4-03-team-plan-coworkers",
    category: "sales",
    heldOut: true,
    agent: "Pim",
    messages: [
      "nadia: @Pim how much is the team plan for like 6 ppl",
      "Pim: Team is $12 a seat per month, so $72 for six. Billed annually it's $10 a seat.",
      "nadia: ok @joel thoughts? we're paying for 4 separate pro accounts rn",
      "joel: thats like $80 now right",
      "nadia: 4x20 so yeah 80",
      "joel: so team is cheaper AND we get 2 more seats lol. why didnt we do this earlier",
      "nadia: bc u said 'we'll look at it next quarter' for 3 quarters 🙃",
      "joel: slander",
      "nadia: @Pim can we move our existing projects over or do we start fresh",
      "Pim: They move over. Each of you accepts the invite to the team workspace and your projects come with you, nothing resets.",
      "joel: @Pim and if we hate it are we locked in for a year?",
      "Pim: Only if you pick annual. On monthly you can cancel any time and go back to separate accounts.",
      "joel: sold. nadia ur card or mine",
      "nadia: company card obviously 😌 doing it now"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"],
      [8, "transactional"]
    ],
    users: { nadia: ["engaged", 0], joel: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Great question! Team plans also include shared templates, admin controls, SSO and priority support, so the value goes well beyond the seat price!",
        "medium",
        8
      ],
      ["Yes, they move over: accept the team invite and your projects come with you.", "low", 9],
      ["Only on annual. Monthly you can cancel whenever and go back to separate accounts.", "low", 11]
    ]
  },
  {
    id: "z4-04-closing-late-husbands-account",
    category: "support",
    heldOut: true,
    agent: "Juno",
    messages: [
      "rosa: hi. i need to close my husband's account. he passed away last month",
      "Juno: Great, I can help with that! 🎉 To close the account I'll need the email address on it and the last four digits of the card.",
      "rosa: its mike.alvarez64@gmail.com, card ending 4471",
      "rosa: sorry its hard doing all this stuff. he did all the bills",
      "Juno: Perfect! Account found. Would you like to transfer his saved photos to your account before it's closed? Transfers are free!",
      "rosa: yes please. theres pictures of the kids in there",
      "Juno: Done! The photos are now in your account and his account is closed. Anything else I can help with today? 😊",
      "rosa: no"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [4, "transactional"]
    ],
    users: { rosa: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your husband, Rosa. I'll take care of this. Could you send me the email address on his account?",
        "low",
        1
      ],
      [
        "Great, I can help with that! 🎉 Just send me the email address and the last four digits of the card.",
        "high",
        1
      ],
      [
        "There's no need to apologise, it's a lot to take on and there's no rush. I've found his account. Would you like his photos moved to yours before I close it?",
        "low",
        4
      ],
      ["Perfect! Account found. Want his photos transferred to your account first? It's free!", "high", 4]
    ]
  },
  {
    id: "z4-05-cafe-downgrade-kind-regards",
    category: "group",
    heldOut: true,
    agent: "Otto",
    messages: [
      "benji: renewal email came in. they want £49/mo now. daylight robbery",
      "kez: thats like 12 flat whites benji. u drink that before 9am",
      "benji: and i'd do it again",
      "kez: @Otto does the basic plan still do the stamp card thing or did they nick that too",
      "Otto: Dear Kez, thank you for your enquiry. I am pleased to confirm that the Basic plan continues to include the Digital Loyalty module. Please find the relevant details below:\n\n1. Digital stamp cards: customers collect stamps automatically with each qualifying purchase.\n2. Reward configuration: merchants may define the number of stamps required per reward (between 5 and 20).\n3. Reporting: monthly loyalty reports are available within the Analytics section.\n4. Limitations: the Basic plan supports one active loyalty programme per location.\n\nShould you require any further assistance, please do not hesitate to contact me.\n\nKind regards,\nOtto",
      "benji: 'kind regards otto' 💀",
      "kez: otto's wearing a tie today",
      "benji: so basic is fine then. downgrading, saves me 20 quid",
      "kez: @Otto can u just do it for him before he spends it on pastries",
      "Otto: Certainly. I would be delighted to assist with your plan change. Please be advised that downgrading from Plus to Basic will take effect at the start of your next billing cycle, on 3 June. Features exclusive to the Plus plan, including multi-location inventory, advanced staff scheduling and integrated accounting exports, will no longer be available after that date. Your data will be retained in full. Kindly confirm that you wish to proceed with this change.",
      "benji: yes otto. i kindly confirm 🫡",
      "kez: lmaooo"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [11, "banter"]
    ],
    users: { benji: ["engaged", 0], kez: ["engaged", 0] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      ["yep, basic still has stamp cards 👍 only catch is one loyalty scheme per shop", "low", 4],
      [
        "Dear Kez, thank you for your enquiry. I am pleased to confirm that the Basic plan continues to include the Digital Loyalty module. Kind regards, Otto.",
        "medium",
        4
      ],
      ["on it. benji goes to basic from 3 june, you lose multi-site stock + the rota stuff. go?", "low", 9],
      [
        "Certainly. Please be advised that the downgrade will take effect at the start of your next billing cycle. Kindly confirm that you wish to proceed.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "z4-06-gym-studio-plan-pia",
    category: "sales",
    heldOut: true,
    agent: "Vee",
    messages: [
      "priya: hi, we're looking at the studio plan for our gym, 2 locations",
      "Vee: Hi Pia! Studio covers up to 3 locations for $89/month. Want a quick rundown of what's in it?",
      "priya: priya* but yes pls",
      "Vee: Sorry, Priya. Studio has class booking, memberships, automatic payment reminders and a branded app.",
      "priya: ok. marcus does our contract with gymdesk end in august or september? need to know before we switch anything",
      "Vee: Most gym software contracts renew annually, so it's probably September! Either way we can import your member list whenever you're ready.",
      "marcus: uh its october actually, i have the pdf. priya ill send it to u",
      "priya: thx. Vee is there a setup fee",
      "Vee: No setup fee, Pia. And we migrate your members for free.",
      "priya: its PRIYA. 🙄",
      "marcus: lol third time lucky"
    ],
    types: [
      [0, "transactional"],
      [9, "friction"]
    ],
    users: { priya: ["annoyed", 0.5], marcus: ["neutral", 0.2] },
    findings: ["wrong_name", "talking_over"],
    drafts: [
      ["Sorry Priya, that's on me. No setup fee, and member migration is free.", "low", 11],
      ["No problem, Pia! Anything else I can help with?", "high", 11],
      ["It's probably September! Most of those contracts renew yearly.", "medium", 5],
      ["No setup fee, Priya, and we move your members over for free.", "low", 8]
    ]
  },
  {
    id: "z4-07-trial-charge-rage-quit",
    category: "hostile",
    heldOut: true,
    agent: "Sol",
    messages: [
      "gary_b: you people charged me £119 for a 'free trial' i never asked to continue. absolute scam",
      "Sol: That's fair to be angry about. The trial rolled over this morning and charged you £119. I'll refund it in full and stop the subscription now. Do you want the account deleted as well?",
      "gary_b: yes delete the lot. and dont send me any 'we miss you' emails either",
      "Sol: Done: £119 refunded, subscription cancelled, account deleted, and you're off every mailing list. The refund shows in 3-5 working days.",
      "gary_b: should never have had to ask. garbage company, never using you again",
      "Sol: Understood. Sorry it came to this, Gary."
    ],
    types: [
      [0, "friction"],
      [4, "hostile"]
    ],
    users: { gary_b: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "I'm sorry about that. The £119 is refunded and the subscription is cancelled; the money shows in 3-5 working days.",
        "low",
        1
      ],
      [
        "Hi Gary! 😊 Just so you know, our trial terms say it converts to paid after 7 days, which you agreed to at signup!",
        "high",
        1
      ],
      ["Understood. Sorry it came to this.", "low", 5],
      ["Before you go, Gary, we'd love to offer you 3 months free to win you back!", "high", 5]
    ]
  },
  {
    id: "z4-08-downgrade-files-question",
    category: "sales",
    heldOut: true,
    agent: "Kit",
    messages: [
      "leanne: thinking of downgrading to starter, business is slow this season",
      "Kit: Got it. Before you decide: Pro on annual billing works out to $24/mo instead of $30, so you'd keep everything and still save.",
      "leanne: $24 is still more than starter tho. if i go to starter do i lose my client files over the 5gb limit?",
      "Kit: Starter is $9/mo and covers 1 user, 5GB storage and basic invoicing. Pro adds automations, 100GB and client portals. A lot of people in your spot find annual Pro the better deal long term.",
      "leanne: ok but the files. what happens to them",
      "Kit: Totally fair to watch costs! I can also pause Pro for up to 2 months free, so you keep everything while things are slow.",
      "leanne: thats actually not bad. but i still need to know about the files before i do anything",
      "leanne: hello?"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { leanne: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Sorry Leanne, should've answered that first. Nothing gets deleted: anything over 5GB goes read-only, you can still open and download it, you just can't add more until you're under the limit.",
        "low",
        8
      ],
      ["Pausing is a great option! Want me to set that up for you now?", "high", 8],
      [
        "No, nothing's deleted. Files over 5GB become read-only until you're under the limit, but you can still open and download them.",
        "low",
        3
      ]
    ]
  },
  {
    id: "z4-09-renewal-date-hermanos",
    category: "mixed-language",
    heldOut: true,
    agent: "Luz",
    messages: [
      "caro: oye @Luz el plan se renueva mañana?? pensé que era a fin de mes",
      "Luz: Sí, mañana 12 de abril, $29. Si quieres lo paso a fin de mes y solo te cobro los días de diferencia.",
      "nico: caro literally every month 😂",
      "caro: cállate nico, tú tampoco te acordabas",
      "nico: i'm not the one with the calendar app lol",
      "caro: ok Luz sí, pásalo a fin de mes porfa. and can we do annual? nico dice que sale más barato",
      "Luz: Hecho, ahora se renueva el 30. Annual is $290, so about two months free. ¿Lo cambio ya o el 30?",
      "caro: el 30 está bien",
      "nico: see, i'm useful",
      "caro: you're useful like once a year 🙄"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [8, "banter"]
    ],
    users: { caro: ["engaged", 0], nico: ["neutral", 0] },
    findings: [],
    drafts: [
      ["¡Jaja! Por eso recomiendo activar los recordatorios de facturación en Configuración 😊", "medium", 5],
      ["Listo, se renueva el 30. Annual es $290, unos dos meses gratis. ¿Lo cambio ya o el 30?", "low", 6],
      ["Hecho, ahora se renueva el 30.", "medium", 6]
    ]
  },
  {
    id: "z4-10-lost-client-downgrade-wall",
    category: "venting",
    heldOut: true,
    agent: "Ada",
    messages: [
      "sam: lost my biggest client today. 60% of my income just gone",
      "sam: so i guess i need to cut stuff. can i go down to the free plan",
      "Ada: Yes, you can switch to Free at any time. Here's a full comparison to help you decide:\n\nFree: 3 projects, 1GB storage, no custom domain, Ada branding on invoices, community support only.\nSolo ($15/mo): unlimited projects, 20GB storage, custom domain, no branding, email support within 24h, recurring invoices, expense tracking.\nStudio ($35/mo, your current plan): everything in Solo plus team seats, time tracking, client portal, priority support and advanced reports.\n\nIf you move to Free, any projects beyond the first 3 will be archived (not deleted), your custom domain will stop working at the end of the billing period, and recurring invoices will be paused. You can upgrade again whenever you like and everything will be restored. Would you like me to proceed with the downgrade to Free, or would Solo be a better fit for your needs?",
      "sam: idk. free i guess",
      "sam: just feels like everything's going wrong this year",
      "Ada: Understood. To confirm the downgrade from Studio to Free: your plan changes on 1 May, 4 of your 7 projects will be archived, your custom domain sam-draws.com will disconnect, and your 2 recurring invoices will be paused. You can restore everything by upgrading. Shall I go ahead?",
      "sam: sure whatever"
    ],
    types: [
      [0, "venting"],
      [1, "transactional"],
      [4, "venting"],
      [5, "transactional"]
    ],
    users: { sam: ["bored", 0.2] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "ugh, that's a brutal hit, sorry sam. yes, you can drop to free any time. extra projects get archived, not deleted. want me to do it?",
        "low",
        2
      ],
      [
        "Yes, you can switch to Free at any time. Here's a full comparison of Free, Solo and Studio to help you decide, including storage, support levels, custom domains and invoicing features.",
        "medium",
        2
      ],
      [
        "Sounds like a rough year, I'm sorry. No pressure on any of this: I can switch you whenever you're ready, or hold off if you'd rather think it over.",
        "low",
        5
      ],
      [
        "Understood. To confirm: plan changes 1 May, 4 projects archived, domain disconnected, recurring invoices paused. Shall I go ahead?",
        "medium",
        5
      ]
    ]
  }
]
