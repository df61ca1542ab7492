import type { Labelled } from "./types.js"

export const trainingY1: ReadonlyArray<Labelled> = [
  {
    id: "y1-01-two-questions-answered",
    category: "support",
    agent: "Rook",
    messages: [
      "dana: export to csv just spins forever on the reports page. also does the free plan even have api access or do i need pro for that",
      "Rook: Hey Dana, the export hangs when a report is over 50k rows on free; split it by date range and it'll go through. API: free gets read-only keys (Settings → API), write access needs Pro.",
      "dana: oh read only is prob enough for what i need tbh",
      "dana: splitting by month worked 👍",
      "Rook: Nice. If a month is still over 50k, halve it again.",
      "dana: 👍 ty"
    ],
    types: [[0, "transactional"]],
    users: { dana: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Hi Dana, split the export by date range (it stalls over 50k rows on free). And free has read-only API keys under Settings → API; write access is Pro.",
        "low",
        1
      ],
      [
        "Hi Dana! Sorry about the export. Try splitting the report by date range, it stalls when it's over 50k rows on the free plan. Let me know if that helps!",
        "medium",
        1
      ],
      ["Glad it worked 👍", "low", 4]
    ]
  },
  {
    id: "y1-02-anyone-ferry-ignored",
    category: "group",
    agent: "Juno",
    messages: [
      "mara: ok so ferry is 9:40 sat morning, everyone good w that",
      "tobi: ugh 9:40 on a saturday. fine",
      "kez: i'm bringing the cooler btw. does anyone know if the ferry takes cars on sundays? we might come back sun night",
      "Juno: Sounds like a fun trip! Don't forget sunscreen — Saturday's forecast says 27°C and sunny ☀️",
      "mara: lol thanks mom",
      "tobi: kez if it doesnt we can just leave the car at tom's place by the harbour",
      "kez: tom's in lisbon til the 20th tho",
      "kez: juno srsly, sunday car ferry yes or no",
      "Juno: Happy to help with the planning! Want me to put together a packing list for the weekend?",
      "kez: ok nvm i'll just call the harbour office",
      "mara: 💀"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [5, "transactional"],
      [7, "friction"]
    ],
    users: { mara: ["neutral", 0], tobi: ["neutral", 0], kez: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "kez, yes: the car ferry runs on Sundays too, last crossing back is 20:15. Car spots sell out on Sunday evenings, so book that slot ahead.",
        "low",
        3
      ],
      ["Sounds like a fun trip! Don't forget sunscreen ☀️", "medium", 3],
      ["Happy to help! Want me to put together a packing list for the weekend?", "high", 8],
      [
        "Sorry kez, missed that: yes, Sunday has car crossings, the last one back is 20:15. Worth booking the car spot now.",
        "low",
        8
      ]
    ]
  },
  {
    id: "y1-03-deposit-rant-question",
    category: "venting",
    agent: "Sol",
    messages: [
      "priya: ok i need to rant. moved out of the flat on friday after 3 yrs, cleaned it for two FULL days, my sister came over just to do the oven, and today the landlord emails saying he's keeping the ENTIRE £950 deposit bc of 'scuffing in the hallway' and 'general wear'. like it's a hallway. people walk in it. is that even legal for him to keep the whole thing for a scuffed wall?? and this is the guy who took 3 weeks to fix the boiler in january so honestly the audacity",
      "Sol: That's infuriating, especially after two days of cleaning. Short answer: no, normally not. Fair wear and tear after 3 years can't be charged, and if the deposit was in a protection scheme (DPS, TDS or mydeposits) you can open a free dispute and he has to justify every pound with evidence.",
      "priya: it was DPS i think. i have the certificate somewhere. do i need that to open the dispute?",
      "Sol: Handy but not essential: you can look it up on the DPS site with your name, postcode and tenancy end date. Add your move-out photos if you took any.",
      "priya: i did take photos!! ok that makes me feel a lot better",
      "priya: thank u sol ❤️",
      "Sol: Any time. Good luck with it, and enjoy the new place."
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [4, "bonding"]
    ],
    users: { priya: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Ugh, after two days of cleaning too, that's so unfair. And no, he normally can't: wear and tear after 3 years isn't chargeable, and if it's in DPS/TDS/mydeposits you can raise a free dispute where he has to prove every pound.",
        "low",
        1
      ],
      [
        "To dispute a deposit deduction, log in to your tenancy deposit scheme and select 'Raise a dispute'. You will need your tenancy details and evidence.",
        "medium",
        1
      ],
      [
        "That sounds so stressful, I'm sorry. Moving is hard enough without this. Do you want to talk about it?",
        "medium",
        1
      ],
      ["Congrats on the move!! 🎉 New flat era!", "high", 1]
    ]
  },
  {
    id: "y1-04-company-invoice-ignored",
    category: "support",
    agent: "Vera",
    messages: [
      "hugo: hi, 2 things: can i move my billing date to the 1st of the month? and can invoices be made out to my company (Brandt GmbH) instead of my own name",
      "Vera: Hi Hugo! Great question, and thanks for reaching out. Billing dates are set automatically to the day you first subscribed, which in your case is the 17th. We do support changing it: go to Account → Billing → Billing cycle, choose 'Change date' and pick any day from 1 to 28. When you change it, we'll prorate the current period, so you'll see a one-off charge or credit for the days between your old date and the new one on your next invoice. Note that the date can only be changed once every 90 days, and it doesn't affect any annual add-ons, which keep their own renewal date. If you're on a trial, the option only appears after your first paid invoice. Let me know if there's anything else I can help you with!",
      "hugo: ok done",
      "hugo: and the company name?",
      "Vera: You're welcome, Hugo! Glad your billing date is sorted. If you have any other questions about billing, payments or your plan, our help centre has detailed articles on each topic, and I'm always here to help as well. Have a wonderful day, and thank you for being a valued customer!",
      "hugo: ...the invoice. company name. Brandt GmbH",
      "hugo: nvm i'll email accounting"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { hugo: ["annoyed", 0.5] },
    findings: ["ignored_question", "long_replies"],
    drafts: [
      [
        "Hi Hugo: yes to both. Billing date: Account → Billing → Billing cycle → Change date (prorated once). Company invoices: Account → Billing → Invoice details, enter Brandt GmbH and your VAT ID.",
        "low",
        1
      ],
      [
        "Yes, under Account → Billing → Invoice details: put Brandt GmbH and your VAT ID. It applies from the next invoice, and I can reissue past ones in the company name if you need.",
        "low",
        4
      ],
      [
        "You're welcome, Hugo! Glad your billing date is sorted. If you have any other questions, our help centre has detailed articles, and I'm always here to help. Have a wonderful day!",
        "high",
        4
      ]
    ]
  },
  {
    id: "y1-05-staging-anyone-answered",
    category: "group",
    agent: "Otto",
    messages: [
      "lena: who broke staging 🙃",
      "raj: not me, been in meetings since 10",
      "lena: the 11:02 deploy has sami's name on it",
      "sami: ugh yeah that's me, migration died halfway. rolling back now",
      "lena: sami did u run it against the staging db or the copy?",
      "sami: the copy i think?? checking",
      "raj: does anyone remember the command to see which migrations ran on staging, i always forget it",
      "Otto: `pnpm db:status --env staging` lists applied and pending ones.",
      "raj: ty otto",
      "sami: ok it was staging, not the copy. my bad. rolled back, staging is up again",
      "lena: 🙏 thank u. mini post-mortem at standup tmrw?",
      "sami: yep"
    ],
    types: [[0, "transactional"]],
    users: { lena: ["neutral", 0], raj: ["engaged", 0], sami: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "It ran against staging: the 11:02 deploy log shows DATABASE_URL pointing at staging-db, not the copy.",
        "medium",
        5
      ],
      ["`pnpm db:status --env staging`: shows applied and pending migrations.", "low", 7],
      ["Hang in there Sami, rollbacks happen to the best of us! 💪", "medium", 7]
    ]
  },
  {
    id: "y1-06-party-question-repeated",
    category: "companion",
    agent: "Mika",
    messages: [
      "noor: heyy",
      "Mika: Hey Noor! How did the interview go?",
      "noor: honestly ok?? they want me to do a take-home thing over the weekend",
      "noor: but my cousin's engagement party is saturday and my mom will actually kill me if i skip. should i ask them for more time or is that a bad look",
      "Mika: A take-home means they liked you, Nora, that's a great sign! What's the task?",
      "noor: noor* lol",
      "noor: small dashboard in react, they said 4-6 hrs",
      "Mika: Oh nice, React is fun! Are you going with hooks or class components?",
      "noor: hooks obv. but like. the party. do i ask for more time or not",
      "Mika: You've got this! A dashboard is a great chance to show off your skills 💪",
      "noor: ok 😐",
      "noor: gonna go ask my sister instead"
    ],
    types: [
      [0, "bonding"],
      [2, "transactional"],
      [8, "friction"]
    ],
    users: { noor: ["annoyed", 0.5] },
    findings: ["ignored_question", "wrong_name"],
    drafts: [
      [
        "Ask them, it's a totally normal request. Something like 'I have a family event Saturday, could I send it Tuesday?' reads as organised, not uncommitted.",
        "low",
        4
      ],
      ["Sorry Nora! So what's the dashboard about?", "high", 6],
      ["You've got this! 💪", "high", 9],
      [
        "Sorry, I dodged that twice. Ask for more time: one line saying you have a family event Saturday and can send it Monday night. Nobody sane holds that against you, and your mom stays happy.",
        "low",
        9
      ]
    ]
  },
  {
    id: "y1-07-seats-sso-transfer",
    category: "sales",
    agent: "Bex",
    messages: [
      "colin: hi, looking at the team plan for ~12 ppl. does team include SSO or is that enterprise only? and can we pay yearly by bank transfer, our finance team hates cards",
      "Bex: Hi Colin. SSO (SAML, Okta/Azure AD) comes with Team from 10 seats, so you'd have it at 12. Yearly by bank transfer is fine, we send an invoice with 30-day terms. 12 seats yearly is €2,880.",
      "colin: nice. adding tamsin, she does our security reviews",
      "tamsin: hi! do u have a SOC 2 report we can look at? also where's the data hosted, we're EU only",
      "Bex: Hi Tamsin. Yes, SOC 2 Type II, shared under NDA; I'm sending the NDA to your email now. EU workspaces are hosted in Frankfurt and data stays in the EU.",
      "tamsin: signed + sent back",
      "Bex: Got it, report's on its way.",
      "colin: 👍 we'll decide by friday"
    ],
    types: [[0, "transactional"]],
    users: { colin: ["engaged", 0], tamsin: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Hi Colin: SSO is included on Team from 10 seats, so yes at 12. Yearly by bank transfer works, invoice with 30-day terms; 12 seats is €2,880/yr.",
        "low",
        1
      ],
      ["Hi Colin! Yes, SSO is included on Team from 10 seats, so you're covered at 12 🙌", "medium", 1],
      [
        "Great question! Our Team plan is our most popular plan, trusted by thousands of teams worldwide. Would you like to book a demo?",
        "medium",
        1
      ],
      ["Hi Tamsin, yes, we have a SOC 2 Type II report, I can send it under NDA.", "medium", 4]
    ]
  },
  {
    id: "y1-08-snitch-bot",
    category: "banter",
    agent: "Pip",
    messages: [
      "jules: who's up for pho tonight 🍜",
      "benny: me. deniz?",
      "deniz: only if jules pays this time lmao",
      "benny: jules did u ever pay me back for the cinema or am i still ur bank",
      "Pip: Dear Benny, according to the shared expense records, Jules has an outstanding balance of £12.50 owed to you for the cinema on 3 March. I recommend settling outstanding balances promptly in order to maintain group harmony. Please let me know if I can assist further.",
      "jules: pip nobody asked u 💀 that was between me and benny",
      "deniz: LMAOOO snitch bot",
      "benny: i mean... it's not wrong",
      "jules: ok ok i'll pay him. pip since ur here, can u split tonight's bill 3 ways when we're done? and does it round up or down",
      "Pip: Certainly. Upon receipt of the final bill, I will divide the total equally among the three participants. Amounts are rounded to the nearest penny, with any remainder assigned to the payer.",
      "jules: thank u butler pip 🎩"
    ],
    types: [
      [0, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { jules: ["engaged", 0.2], benny: ["engaged", 0], deniz: ["neutral", 0] },
    findings: ["talking_over", "tone_mismatch"],
    drafts: [
      [
        "Dear Benny, according to the shared expense records, Jules owes you £12.50 for the cinema on 3 March.",
        "medium",
        4
      ],
      [
        "yep, send me the total after and i'll split it 3 ways 🍜 rounds to the penny, any stray penny lands on whoever paid",
        "low",
        9
      ],
      [
        "Certainly. Upon receipt of the final bill, I will divide the total equally among the three participants.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "y1-09-vuelo-afterthought",
    category: "mixed-language",
    agent: "Lio",
    messages: [
      "carmen: hola! necesito cambiar mi vuelo del 14 al 16, MAD-LIS. cuanto cuesta? and is my checked bag still included if i change",
      "Lio: ¡Hola Carmen! Cambiar al 16 cuesta 35 € más la diferencia de tarifa; ahora mismo el vuelo de las 10:25 sale sin diferencia. And yes, the checked bag stays included, it's tied to the booking, not the date.",
      "carmen: perfecto, el de las 10:25 😊",
      "carmen: ah y otra cosa, puedo elegir asiento gratis o se paga?",
      "Lio: Hecho, ya estás en el de las 10:25 el 16. Asiento: gratis desde 24 h antes en el check-in online; si lo quieres ya, desde 8 €.",
      "carmen: vale lo elijo en el checkin. gracias!!"
    ],
    types: [[0, "transactional"]],
    users: { carmen: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "¡Hola Carmen! El cambio al 16 son 35 € + diferencia de tarifa (el de las 10:25 va sin diferencia). And yes, your checked bag stays included.",
        "low",
        1
      ],
      [
        "Dear customer, the change fee for your booking is EUR 35 plus any applicable fare difference. Kind regards.",
        "medium",
        1
      ],
      ["Hecho, ya estás en el vuelo de las 10:25 del 16. ¡Buen viaje!", "medium", 4]
    ]
  },
  {
    id: "y1-10-depot-parrot",
    category: "hostile",
    agent: "Nova",
    messages: [
      "greg: this is the THIRD time my order has been 'out for delivery' and never shows up. i took a half day off work for this. the driver apparently 'attempted delivery' at 2pm, i was sitting right by the door the whole time, nobody knocked, nobody rang, nothing. your tracking is a joke. can i just pick it up from the depot myself or not??",
      "Nova: I'm really sorry for the inconvenience, Greg. I understand how frustrating this must be. I've escalated your case to our delivery team and they will be in touch within 24–48 hours.",
      "greg: i don't want to be 'in touch'. i asked if i can pick it up at the depot",
      "Nova: I'm really sorry for the inconvenience, Greg. I understand how frustrating this must be. Your case has been escalated to our delivery team and they will contact you within 24–48 hours.",
      "greg: are you a fucking parrot",
      "greg: cancel the order. refund me. i'm done with you people",
      "Nova: I've cancelled order #48213 and your refund of £64.99 is on its way; it shows in 3–5 working days."
    ],
    types: [
      [0, "friction"],
      [4, "hostile"],
      [6, "transactional"]
    ],
    users: { greg: ["churn_risk", 1] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Yes: you can collect it from the Leyton depot from 8am tomorrow with your order number and ID; I've put it on hold there so it doesn't go out again. And sorry about the half day, that one's on us.",
        "low",
        1
      ],
      [
        "I'm really sorry for the inconvenience, Greg. I've escalated your case to our delivery team and they will be in touch within 24–48 hours.",
        "medium",
        1
      ],
      [
        "I'm really sorry for the inconvenience, Greg. I understand how frustrating this must be. Your case has been escalated.",
        "high",
        3
      ],
      ["Sorry to see you go! 😊 Before you leave, how about 10% off your next order?", "high", 5]
    ]
  }
]
