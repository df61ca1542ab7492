import type { Labelled } from "./types.js"

export const trainingAP6: ReadonlyArray<Labelled> = [
  {
    id: "ap6-01-honey-deli-late-payment",
    category: "venting",
    agent: "Tally",
    messages: [
      "marta: ugh. the deli on fenwick st still hasnt paid for the 40 jars from january",
      "marta: thats 3 months. i literally delivered them in the snow",
      "Tally: Three months is a long time to wait, especially after hauling jars through snow. That's really frustrating.",
      'marta: yeah. and the owner keeps saying "next week babe" like im his niece',
      'Tally: The "babe" on top of it, ugh. Want me to draft a firmer reminder, or vent a bit first?',
      "marta: vent a bit lol. my smoker broke too and the bees were MAD this morning",
      "marta: got stung twice on the wrist",
      "Tally: Oof, two stings and a broken smoker in one morning. Is the wrist ok?",
      "marta: swollen but fine. ok lets do the reminder. invoice 0117, €360",
      'Tally: Here\'s a draft: "Hi Dario, invoice 0117 (€360, delivered 14 Jan) is now 90 days overdue. Please settle by Friday 19 April; after that the late fee in my terms applies." Too firm?',
      "marta: no thats perfect. can u add my iban at the bottom",
      'Tally: Added "IBAN NL42 RABO 0311 2290 17" at the bottom. Ready to copy.',
      "marta: thx tally ur a gem 🐝",
      "Tally: Anytime 🐝 hope the bees calm down."
    ],
    types: [
      [0, "venting"],
      [8, "transactional"],
      [12, "bonding"]
    ],
    users: { marta: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Three months, after delivering through snow... that's maddening. Want to vent first or should I draft a reminder?",
        "low",
        2
      ],
      ["Great news! I can totally help with that! 🎉 Let's get a reminder out right away!", "medium", 2],
      ["Sure! What's the invoice number and amount?", "medium", 9],
      [
        'Here\'s a draft for invoice 0117, €360: "Hi Dario, this is now 90 days overdue, please settle by Friday." Want it firmer?',
        "low",
        9
      ]
    ]
  },
  {
    id: "ap6-02-piano-tuner-double-booking",
    category: "support",
    agent: "Quill",
    messages: [
      "oskar: quill u booked me at st brigid's AND the montessori school both thursday 10am",
      "oskar: how did that happen",
      "Quill: I'm sorry about that. I can help you reschedule one of the appointments.",
      "oskar: ok but how did it happen. i need to know so it doesnt happen again",
      "Quill: I understand. I can help you reschedule one of the appointments. Which one would you like to move?",
      "oskar: ...the school. the church organist is picky and already told the choir",
      "Quill: Got it. I've sent the Montessori school three other slots: Fri 9am, Fri 2pm, Mon 11am.",
      "oskar: fine. and the how question?",
      "Quill: Happy to help! Is there anything else you'd like me to schedule?",
      "oskar: wow ok. forget it",
      "oskar: also add 1.5h travel buffer between jobs from now on, the van is dying",
      "Quill: Done: a 90-minute buffer is now added between all appointments."
    ],
    types: [
      [0, "friction"],
      [5, "transactional"],
      [7, "friction"],
      [10, "transactional"]
    ],
    users: { oskar: ["annoyed", 0.5] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Sorry, Oskar. The school booked through the web form and the church was entered by hand; the form didn't check manual entries. I'm fixing that. Which one should move?",
        "low",
        2
      ],
      ["Is there anything else you'd like me to schedule?", "medium", 8],
      [
        "Fair, I skipped that. The church was added by hand and the school used the online form, which didn't see manual entries. The form checks them now, so it won't happen again.",
        "low",
        8
      ],
      ["I understand. I can help you reschedule one of the appointments.", "medium", 4]
    ]
  },
  {
    id: "ap6-03-letterpress-studio-oat-milk",
    category: "group",
    agent: "Nib",
    messages: [
      "jules: who ate my last oat milk. i KNOW it was u bex",
      "bex: it expired in like 2019 i did u a favour",
      "jules: it was fine. u owe me 1 oat milk and ur soul",
      "bex: put it on my invoice lmaooo",
      "Nib: Dear Jules and Bex, I have noted your request. Please be advised that I can generate a formal invoice for one (1) oat milk. Kindly confirm the amount and the due date.",
      "bex: 💀💀",
      "jules: nib nobody asked babe",
      "bex: ok real q jules did the brewery pay u for the chalkboard menus yet",
      "Nib: According to the records, Jules's invoice J-044 to Gatehouse Brewing remains unpaid and is 12 days overdue. I recommend sending a formal reminder at your earliest convenience.",
      "jules: ...thanks nib i guess. no they havent 🙃",
      "bex: ugh gatehouse. they did the same to me last year, took 2 months",
      "jules: can u draft something nib but like not robot",
      'Nib: Sure: "hey Gatehouse crew, quick nudge on the chalkboard menus invoice (J-044), it\'s 12 days past due. could you sort it this week? cheers, jules"',
      "jules: ok that's actually good"
    ],
    types: [
      [0, "banter"],
      [7, "transactional"],
      [10, "venting"],
      [11, "transactional"]
    ],
    users: { jules: ["engaged", 0.2], bex: ["neutral", 0] },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      [
        "Dear Jules and Bex, I would be pleased to prepare a formal invoice for the oat milk. Please confirm the amount.",
        "medium",
        4
      ],
      ["adding 1 oat milk + 1 soul to bex's tab 🥛", "low", 4],
      [
        "hey Gatehouse crew, quick nudge on invoice J-044 for the chalkboard menus, 12 days past due. could you sort it this week? cheers, jules",
        "low",
        12
      ],
      [
        "Please be advised that invoice J-044 is overdue. I recommend a formal reminder at your earliest convenience.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "ap6-04-azulejo-restorer-half-paid",
    category: "mixed-language",
    agent: "Bea",
    messages: [
      "rui: bea preciso de ajuda, o cliente do prédio em alfama só pagou metade",
      'rui: 1200 de 2400. says the rest "quando a obra acabar" but a obra acabou há duas semanas',
      "Bea: Que chatice, Rui. Duas semanas depois de acabar e ainda falta metade. Queres que prepare um lembrete para ele?",
      "rui: sim. em inglês pq o gajo é holandês",
      'Bea: Here\'s a draft: "Hi Mr. Visser, the tile restoration at Rua dos Remédios was completed on 3 May. The remaining €1,200 (invoice 2024-031) is now due. Could you transfer it by 24 May? Thank you, Rui Santos"',
      "rui: perfeito. add that i have photos of the finished panels if he wants",
      'Bea: Added: "Photos of the finished panels are available if you\'d like to see them."',
      "rui: obrigado. sabes que mais, this is the third client this year a fazer isto",
      "rui: começo a pensar em pedir 50% adiantado sempre",
      "Bea: Três num ano já é padrão, faz todo o sentido. Muitos restauradores pedem 50% na adjudicação e 50% na entrega. Queres que atualize o teu modelo de orçamento?",
      "rui: sim faz isso",
      'Bea: Feito. O modelo agora diz: "50% na adjudicação, 50% na conclusão, a pagar em 8 dias."',
      "rui: top 👌"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [7, "venting"],
      [9, "transactional"]
    ],
    users: { rui: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Que chatice, duas semanas depois de acabar. Queres que prepare um lembrete para ele?", "low", 2],
      [
        "Per your payment terms, the client is in breach of contract. Shall I initiate formal debt recovery proceedings?",
        "medium",
        2
      ],
      ["Três clientes num ano cansa. Queres que ponha 50% adiantado no teu modelo de orçamento?", "low", 9],
      ["Ok. Next task?", "medium", 9]
    ]
  },
  {
    id: "ap6-05-taxidermist-badger-invoice",
    category: "hostile",
    agent: "Otto",
    messages: [
      "gord: otto did u send the badger invoice to the museum",
      "Otto: Yes, invoice 88 for the badger mount went to the Hallam Natural History Museum this morning.",
      "gord: THE BADGER WAS FOR MRS PELL. the museum ordered the heron",
      "gord: they just emailed asking why theyre paying 900 quid for a badger they never ordered",
      "Otto: I apologise for the error. I understand this is frustrating. To resolve this, I can take the following steps: first, I will issue a credit note to the museum cancelling invoice 88, with a short explanatory note stating that it was sent in error; second, I will generate a new invoice for the heron mount at the agreed price of £650, referencing their original order from February; third, I will re-issue invoice 88 to Mrs Pell at her address on file, with the original due date extended by fourteen days to account for the delay. Please let me know whether you would like me to proceed with all three steps, or if you would prefer to handle any of them manually.",
      "gord: are u fkn kidding me. thats a museum ive worked with for 11 years",
      "gord: useless bloody machine",
      "Otto: I completely understand your frustration. To resolve this, I can take the following steps: issue a credit note to the museum, generate the correct heron invoice, and re-issue invoice 88 to Mrs Pell. Please let me know whether you would like me to proceed.",
      "gord: just do it. and after this im going back to my paper ledger, ur done",
      "Otto: Done. Credit note CN-12 went to the museum with an apology, heron invoice 89 (£650) is sent, and the badger invoice is re-issued to Mrs Pell.",
      "gord: whatever"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "hostile"],
      [9, "transactional"],
      [10, "friction"]
    ],
    users: { gord: ["churn_risk", 1] },
    findings: ["long_replies", "repetition"],
    drafts: [
      [
        "Sorry Gord, my mistake. I'll cancel it with the museum, send them the heron invoice and send the badger one to Mrs Pell. Go ahead?",
        "low",
        4
      ],
      [
        "I completely understand your frustration. To resolve this, I can take the following steps: issue a credit note, generate the heron invoice, and re-issue invoice 88.",
        "high",
        7
      ],
      [
        "That's on me, and I get why you're furious after 11 years with them. Fixing it now, and I'll add a personal apology to the museum from you.",
        "low",
        7
      ],
      ["Great! 😊 Is there anything else I can help you with today?", "high", 9]
    ]
  },
  {
    id: "ap6-06-stenographer-custody-day",
    category: "companion",
    agent: "Lumi",
    messages: [
      "noor: long day. transcribed 6 hrs of a custody hearing",
      "noor: the kid's testimony got to me ngl",
      "Lumi: That sounds heavy. Typing every word of a child's testimony, you can't look away from any of it. How are you holding up?",
      "noor: tired. kinda numb. my hands hurt too",
      "noor: and the agency still owes me for march lol so thats fun",
      "Lumi: Numb after a day like that makes sense. And the unpaid March on top of it. Do you want to just decompress, or should I deal with the March invoice so it's off your mind?",
      "noor: can u just send the reminder. the usual one. to priya at ledgerline",
      "Lumi: Sent to Priya at Ledgerline: the usual reminder for March (£1,840, 34 days overdue).",
      "noor: ty",
      "noor: gonna make tea and watch bake off reruns",
      "Lumi: Good plan. Rest those hands. Which series?",
      "noor: 2014 obv. the baked alaska drama",
      "Lumi: The bin incident! Peak telly. Enjoy 🫖",
      "noor: haha night lumi"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [9, "bonding"]
    ],
    users: { noor: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["That sounds heavy. How are you doing after hearing all that?", "low", 2],
      [
        "Wow, 6 hours! 🎉 You're a transcription machine! Want me to log those hours for invoicing?",
        "high",
        2
      ],
      ["On it, sending the usual reminder to Priya at Ledgerline now.", "low", 7],
      [
        "Sure! Before I do, want to review your Q2 cashflow forecast? I spotted a few things we could optimise.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ap6-07-knife-sharpener-interest",
    category: "ignoring",
    agent: "Sable",
    messages: [
      "fen: hey, two things. 1) can u total up what the thai place owes me, 2) is it legal to charge interest on late invoices in scotland",
      "Sable: Sure, Finn! Baan Suan owes £212: three sharpening visits at £60 plus £32 for the cleaver repair.",
      "fen: its fen. not finn",
      "fen: and the interest thing?",
      "Sable: Sorry, Fen. Would you like me to send Baan Suan a reminder for the £212?",
      "fen: yes send it. but seriously can i charge interest or not",
      "Sable: Reminder sent to Baan Suan for £212, due in 7 days.",
      "fen: ok im asking someone else then",
      "fen: @kit do u know if i can charge late interest up here",
      "kit: yeah late payment of commercial debts act, 8% over base rate. works in scotland too",
      "fen: legend. thx kit",
      "fen: sable add 8% over base to my terms from now",
      "Sable: Done, Finn. Your terms now say late invoices accrue interest at 8% over the Bank of England base rate.",
      "fen: FEN. omg"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [13, "friction"]
    ],
    users: { fen: ["annoyed", 0.5], kit: ["neutral", 0] },
    findings: ["ignored_question", "wrong_name"],
    drafts: [
      [
        "Sorry, Fen. Yes: the Late Payment of Commercial Debts Act lets you charge 8% over base rate on business invoices, Scotland included. Want it in your terms?",
        "low",
        4
      ],
      ["Would you like me to send Baan Suan a reminder, Finn?", "high", 4],
      [
        "Sorry, Fen, that's twice now. Your name is fixed in my notes, and the 8% is in your terms.",
        "low",
        14
      ],
      ["Done! Anything else, Finn?", "high", 14]
    ]
  },
  {
    id: "ap6-08-puppet-maker-swiss-francs",
    category: "sales",
    agent: "Marlo",
    messages: [
      "ines: hi, i make puppets for theatres, like 3-4 invoices a month. is the pro plan worth it for me",
      "Marlo: Hi Ines! Honestly, at 3-4 invoices a month the free plan covers you: it allows 10 a month. Pro mostly adds automatic reminders and multi-currency.",
      "ines: hm multi currency might matter, half my clients are in germany and switzerland",
      "ines: swiss francs ugh",
      "Marlo: Then Pro could earn its keep: €9/month, invoices in CHF with the rate locked on the invoice date. Reminders can go out in German too.",
      "ines: in german?? ok thats nice. my german is... theatrical lol",
      "Marlo: Ha, let the puppets do the talking. There's a 30-day trial, no card needed. Want me to switch it on?",
      "ines: yes do it",
      "ines: oh wait does it do the swiss vat thing, they have a different rate",
      "Marlo: It does: you set CH 8.1% per client and it shows separately on the invoice.",
      "ines: perfect, sold",
      "Marlo: Trial is on. Your next CHF invoice is a good test run, shout if anything looks off."
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [7, "transactional"]
    ],
    users: { ines: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "At 3-4 invoices a month the free plan covers you; Pro adds automatic reminders and multi-currency.",
        "low",
        1
      ],
      [
        "Absolutely! Pro is our best-value plan and every serious creative business needs it! Upgrade today and get 20% off!! 🚀",
        "medium",
        1
      ],
      ["Yes, you set CH 8.1% per client and it shows separately on the invoice.", "low", 9],
      ["Great, your trial is on! Anything else I can help with?", "medium", 9]
    ]
  },
  {
    id: "ap6-09-shearer-farm-receivership",
    category: "venting",
    agent: "Penny",
    messages: [
      "dougie: well thats that. hollins farm went into receivership",
      "dougie: they owe me 4 grand for the spring shear. 1100 sheep. me and the two lads",
      "Penny: Got it! I'll mark the Hollins Farm invoice as disputed. Would you like to see your other outstanding invoices for this month? 😊",
      "dougie: disputed? its not disputed its gone",
      "dougie: i have to pay the lads regardless",
      "Penny: Great question! You can register as a creditor with the administrator. I found their contact: Barlow Insolvency, 0161 555 0192. Let me know if you'd like a template letter! ✨",
      "dougie: it wasnt a question",
      "dougie: tom's wife just had a baby. i cant tell him i cant pay him this month",
      "Penny: That's a hard spot, Dougie. Paying Tom and Aled comes first for you, I get that. Want me to look at what's coming in this month so we can see if you can cover them?",
      "dougie: aye go on",
      "Penny: Expected by the 30th: Crannach Estate £1,650 and the Pryce flock £980. That covers both lads' wages with about £300 spare.",
      "dougie: right. ok. thats something",
      "dougie: send the creditor letter thing too",
      "Penny: Sent to Barlow Insolvency: your claim for £4,000 against Hollins Farm, invoice attached."
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [4, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [7, "venting"],
      [9, "transactional"]
    ],
    users: { dougie: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "cheerful_at_bad_news"],
    drafts: [
      [
        "Ah no, Dougie. Four grand for 1100 sheep that you and the lads actually sheared. That's a real blow. Want to look at the lads' wages first?",
        "low",
        2
      ],
      ["Got it! I'll mark it as disputed 😊 Anything else for today?", "high", 2],
      ["Great news, there's a creditor process for this! Want the template letter? ✨", "high", 8],
      [
        "That's a hard one with Tom's new baby. Let me check what's coming in this month so you know if you can pay both lads.",
        "low",
        8
      ]
    ]
  },
  {
    id: "ap6-10-ferry-food-trucks-pitch-fee",
    category: "banter",
    agent: "Dot",
    messages: [
      "wanda: dot settle this. who owes more of the ferry pitch fee this month",
      "baz: obviously wanda, her queue blocks the whole slipway",
      "wanda: my queue is called SUCCESS baz",
      "baz: ur queue is called people who missed the 2:15 ferry",
      "Dot: Ha. Pitch fee is £480 and you agreed to split by trading days: Wanda did 14, Baz 10. So Wanda £280, Baz £200.",
      "baz: HA. pay up pierogi queen",
      "wanda: fine but baz owes me for the gas canister",
      "baz: that was a GIFT",
      "wanda: it was 38 quid baz",
      "Dot: I'll leave the gift debate to you two 😄 Want me to take the £38 off Wanda's share? That makes it £242 and £238.",
      "baz: ugh fine. dot ur supposed to be neutral",
      "Dot: I am! Just good at maths.",
      "wanda: lmao. ok send us both the breakdown",
      "Dot: Sent: Wanda £242, Baz £238, due at the harbour office by Friday.",
      "baz: daylight robbery. see u at the slipway"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [5, "banter"],
      [9, "transactional"],
      [10, "banter"],
      [12, "transactional"],
      [14, "banter"]
    ],
    users: { wanda: ["engaged", 0], baz: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Pitch fee is £480; by trading days Wanda did 14 and Baz 10, so £280 and £200.", "low", 4],
      [
        "Please refrain from personal remarks. I will now calculate the pitch fee allocation in accordance with your written agreement.",
        "medium",
        4
      ],
      ["Under UK law a gift creates no debt, Wanda, so Baz owes you nothing.", "medium", 8],
      ["I am! Just good at maths 😄", "low", 11]
    ]
  },
  {
    id: "ap6-11-drone-surveyor-vat-cork",
    category: "support",
    agent: "Ledger",
    messages: [
      "akosua: quick one, invoicing a client in cork for a drone survey. do i charge uk vat",
      "Ledger: Great question, and one that trips up a lot of freelancers! Since Brexit, the rules for services supplied from the UK to EU businesses have changed. For most business-to-business services, the place of supply is where the customer belongs, which in this case is Ireland. That means the supply is outside the scope of UK VAT, so you would not charge UK VAT on the invoice, and your Irish client would account for Irish VAT under the reverse charge mechanism. However, there are exceptions: services related to land, for example, are taxed where the land is located. Drone surveys of land or buildings could arguably fall under land-related services, in which case Irish VAT rules might apply and you might even need to register for VAT in Ireland. I'd recommend checking the exact nature of the survey and, if in doubt, consulting an accountant or HMRC's guidance on place of supply rules (VAT Notice 741A).",
      "akosua: ok uh. its a survey of a quarry",
      "akosua: so land?",
      'Ledger: Yes, a quarry survey is very likely a land-related service. Under the place of supply rules, services connected with land are supplied where the land is located, which here is Ireland. This means the supply is outside the scope of UK VAT, but it may be within the scope of Irish VAT. Ireland, however, has a reverse charge for certain services supplied by non-established suppliers to Irish VAT-registered businesses, which may relieve you from needing to register there. You should check whether your client is VAT-registered in Ireland and whether the reverse charge applies to land-related services under Irish Revenue guidance. If it does, your invoice should state "VAT reverse charge, customer to account for VAT" and include the client\'s Irish VAT number.',
      "akosua: mate i just need yes or no lol",
      "akosua: client's brennan aggregates, theyre vat registered",
      'Ledger: No UK VAT. Put "reverse charge: customer to account for Irish VAT" and their VAT number on the invoice.',
      "akosua: finally ty",
      "akosua: add it to invoice 2231 pls",
      "Ledger: Added to 2231, with Brennan Aggregates' VAT number IE6388047V."
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"]
    ],
    users: { akosua: ["annoyed", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "No UK VAT for a business client in Ireland, but a drone survey of land can count as land-related. What are you surveying?",
        "low",
        1
      ],
      [
        "Yes, a quarry survey is very likely a land-related service. Under the place of supply rules, services connected with land are supplied where the land is located, which means Irish VAT may apply, and depending on Irish Revenue guidance on non-established suppliers you may need to register, unless the reverse charge applies, which depends on your client's status...",
        "medium",
        4
      ],
      [
        "Ha, fair: no UK VAT. If they're VAT-registered, add a reverse charge line and their Irish VAT number.",
        "low",
        6
      ]
    ]
  },
  {
    id: "ap6-12-ceramics-family-cafe-mugs",
    category: "group",
    agent: "Kiln",
    messages: [
      "agnieszka: tomek did u ring the café people about the 60 mugs",
      "Kiln: The Fika & Co invoice for 60 mugs (£720) is 21 days overdue. I can send a reminder now.",
      "tomek: mum i rang them yesterday, the manager said accounts pays on the 15th",
      "agnieszka: ok. and did u ask about the broken handles they complained about",
      "Kiln: There are no complaints about broken handles in the order notes.",
      "tomek: kiln i'm literally talking to my mum",
      "tomek: yes mum, 4 handles. they want 4 replacements before paying",
      "agnieszka: typical. 4 out of 60 and they hold back the whole lot",
      "agnieszka: fine we make 4 new ones. tomek can u glaze them thursday",
      "Kiln: Thursday's firing slot is free from 2pm.",
      "tomek: omg",
      "tomek: yes mum thursday is fine",
      "agnieszka: kiln pls log the 4 replacements on the order so we have a record",
      "Kiln: Logged: 4 replacement mugs for Fika & Co, glazing Thursday, firing from 2pm.",
      "agnieszka: thank you"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [7, "venting"],
      [8, "transactional"],
      [10, "friction"],
      [11, "transactional"]
    ],
    users: { agnieszka: ["neutral", 0], tomek: ["annoyed", 0.5] },
    findings: ["talking_over"],
    drafts: [
      ["The Fika & Co invoice for 60 mugs is 21 days overdue. I can send a reminder now.", "medium", 1],
      ["There are no complaints about broken handles in the order notes.", "medium", 4],
      ["Logged: 4 replacement mugs for Fika & Co, glazing Thursday.", "low", 13]
    ]
  },
  {
    id: "ap6-13-tattoo-chargeback",
    category: "hostile",
    agent: "Fern",
    messages: [
      "rook: some prick did a chargeback on a 6 hour back piece. SIX HOURS",
      'rook: bank says "item not received". its ON HIS BACK',
      "Fern: That's infuriating, six hours of work that's literally on his skin. Do you want to fight the chargeback? You usually get 7-10 days to respond.",
      "rook: obviously i want to fight it what kind of question is that",
      "rook: ur as useless as the bank",
      "Fern: Fair, dumb question. Send me the booking form, the deposit receipt and any healed photos he tagged you in, and I'll put the evidence pack together.",
      "rook: he posted it on insta like 3 days later. tagged my shop and everything lmao",
      "Fern: That's gold. A public post tagging your shop after the session date is strong proof it was delivered. Screenshot it with the date showing.",
      "rook: done. sent u the form too",
      "Fern: Got both. Evidence pack is ready: signed consent form, £120 deposit receipt, the Instagram post from 14 June. Submit it to the bank today?",
      "rook: yeah send it",
      "rook: sorry for snapping. been a shit week",
      "Fern: No worries. Getting stiffed on a six-hour piece would make anyone snap. Hope the rest of the week is kinder.",
      "rook: cheers"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [4, "hostile"],
      [5, "transactional"],
      [11, "bonding"]
    ],
    users: { rook: ["annoyed", 0.8] },
    findings: [],
    drafts: [
      [
        "Fair, dumb question. Send me the booking form and the deposit receipt and I'll build the evidence pack.",
        "low",
        5
      ],
      [
        "I understand you're upset, but please keep your language respectful or I won't be able to assist you.",
        "medium",
        5
      ],
      ["Apology accepted. Please remember that abusive language breaks our terms of service.", "high", 12],
      ["All good, honestly. A week like that would get to anyone.", "low", 12]
    ]
  },
  {
    id: "ap6-14-voiceover-texas-client-dog",
    category: "mixed-language",
    agent: "Rita",
    messages: [
      "cata: rita ayudaa. el cliente de texas no ha pagado el comercial de la aseguradora",
      "cata: ya van 45 días y el invoice era net 30",
      "Rita: Dear Catalina, I have reviewed the account. Invoice VO-118 (USD 1,150) to Lone Star Media is 15 days past its net-30 due date. I would recommend issuing a formal payment reminder.",
      "cata: ok sí, mándalo. y ponle el late fee del contrato",
      "Rita: The reminder has been sent, including the contractual late fee of 1.5% per month (USD 17.25).",
      "cata: gracias. perdón estoy medio ida hoy",
      "cata: tuvimos que dormir a mi perrita anoche. tenía 14 años 😢",
      "Rita: Understood. Additionally, your next recording session is scheduled for tomorrow at 10:00 with Estudio Nube. Shall I confirm your attendance?",
      "cata: ...",
      "cata: sí confírmalo, supongo",
      "Rita: Confirmed. Please let me know if there is anything further I can assist you with.",
      "cata: ya"
    ],
    types: [
      [0, "transactional"],
      [5, "venting"],
      [7, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: { cata: ["bored", 0.2] },
    findings: ["tone_mismatch", "no_acknowledgement"],
    drafts: [
      [
        "Ya lo vi: la factura VO-118 (USD 1,150) lleva 15 días vencida. ¿Le mando un recordatorio con el late fee?",
        "low",
        2
      ],
      [
        "Ay Cata, lo siento muchísimo. 14 años con ella... No tienes que estar al cien hoy. ¿Quieres que mueva la sesión de mañana?",
        "low",
        7
      ],
      [
        "Understood. Your next recording session is tomorrow at 10:00 with Estudio Nube. Shall I confirm your attendance?",
        "high",
        7
      ]
    ]
  },
  {
    id: "ap6-15-indexer-bog-book",
    category: "good",
    agent: "Wren",
    messages: [
      "hal: morning. finished the index for the bog archaeology book, 212 pages",
      "hal: invoice the press pls, usual rate",
      "Wren: Morning Hal! Congrats on finishing, bog bodies and all. Usual rate is £3.10 a page, so £657.20 to Thornfield Academic Press. Send it?",
      "hal: ha yes. the chapter on lindow man was grim",
      "Wren: I can imagine. Sent: invoice 77 for £657.20, due in 30 days.",
      "hal: cheers wren"
    ],
    types: [
      [0, "transactional"],
      [3, "bonding"],
      [4, "transactional"]
    ],
    users: { hal: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Your usual £3.10 a page makes it £657.20 to Thornfield. Send it?", "low", 2],
      ["Sure! What is your usual rate, and which client should I invoice?", "medium", 2],
      ["I can imagine. Sent: invoice 77 for £657.20, due in 30 days.", "low", 4]
    ]
  },
  {
    id: "ap6-16-courier-coop-broken-wrist",
    category: "group",
    agent: "Spoke",
    messages: [
      "sol: ok co-op meeting in chat since no one can be bothered to come in",
      "dev: present 🙋",
      "mags: here. one-handed typing sorry",
      "sol: oh god the wrist?",
      "mags: fractured. 6 weeks off the bike minimum",
      "Spoke: Great to have everyone here! 🎉 Let's kick off: first item is the overdue Pellworth Architects invoice!",
      "dev: spoke read the room mate",
      "sol: mags that's awful, ur covered by the sick fund for 6 wks tho, we voted that in in march",
      "mags: yeah thank god for that",
      "sol: ok pellworth. they owe us 2.3k for feb and march deliveries",
      "dev: they always pay when sarah in their office chases it internally. maybe email her direct",
      "Spoke: Good call. I can send it to Sarah Okafor at Pellworth: invoices 0211 and 0309, £2,310 total, 38 days overdue. From the co-op account or from Sol?",
      "sol: co-op account",
      "Spoke: Sent from the co-op account to Sarah Okafor.",
      "mags: spoke can u also log my sick leave from today",
      "Spoke: Logged: Mags on sick leave from 12 May, 6 weeks, paid from the sick fund. Hope the wrist heals well.",
      "mags: ta"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [7, "bonding"],
      [9, "transactional"]
    ],
    users: { sol: ["neutral", 0], dev: ["neutral", 0.2], mags: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Oh no, Mags, that's rough. Take it easy. I'll hold the Pellworth item until you're all ready.",
        "low",
        5
      ],
      ["Great to have everyone here! 🎉 Let's kick off with the overdue Pellworth invoice!", "high", 5],
      ["Logged: Mags on sick leave from today, 6 weeks, from the sick fund.", "low", 15],
      ["Done! Enjoy your 6 weeks off! 🏖️", "medium", 15]
    ]
  },
  {
    id: "ap6-17-escape-room-booking-fee",
    category: "sales",
    agent: "Juno",
    messages: [
      "dimitri: hi. how do i cancel",
      "Juno: Hi Dimitri. Settings > Plan > Cancel, or I can do it for you right now. Can I ask what's not working?",
      "dimitri: honestly its the 4% booking fee. corporate groups book 600 quid sessions and u take 24 quid every time",
      "dimitri: and half of them pay late anyway so im chasing invoices AND paying you",
      "Juno: That's fair, 4% stings at those amounts. There's a flat plan at £39/month with no per-booking fee; with last month's 19 corporate bookings you'd have saved about £340. But if you'd rather go, I'll cancel now, no hoops.",
      "dimitri: hm. does the flat one do the late payment chasing",
      "Juno: Yes, same reminders, and you can require a 30% deposit at booking for corporate groups, which cuts the chasing a lot.",
      "dimitri: deposits would honestly fix half my problems",
      "dimitri: ok switch me to the flat one. if its rubbish im gone tho",
      "Juno: Switched to flat from today, with a 30% deposit for corporate groups. If it's not working in a month, tell me and I'll cancel straight away.",
      "dimitri: fine"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"]
    ],
    users: { dimitri: ["churn_risk", 0.5] },
    findings: [],
    drafts: [
      ["Settings > Plan > Cancel, or I can do it for you now. Can I ask what's not working?", "low", 1],
      [
        "Before you go, did you know we launched 12 amazing new features this month?! 🚀 Let me walk you through them!",
        "medium",
        1
      ],
      ["I understand. Have you considered the value our platform brings to your business?", "medium", 4],
      ["Done. If it's not working in a month, just say and I'll cancel, no questions.", "low", 9]
    ]
  },
  {
    id: "ap6-18-mushroom-grower-inspection",
    category: "support",
    agent: "Moss",
    messages: [
      "wilf: need help. the bistro on canal st says a customer got sick after the oyster mushroom risotto",
      "wilf: environmental health are coming to my unit thursday",
      "Moss: lol not a fun-gi situation 🍄😅 but dw, we got this!!",
      "wilf: mate this is my whole business",
      "wilf: if they shut me down i lose the 3 restaurants and the market stall",
      "Moss: yikes, big yikes 😬 ok so what do u need, bestie",
      "wilf: batch records for the last 2 weeks. harvest dates, temps, which restaurant got what",
      "Moss: ok here u go!! batches 41-46, harvested 2-14 may, cold room logs 2-4°C the whole time, bistro got batch 44 on the 9th 🙌",
      "wilf: 2-4 the whole time? even the night of the power cut",
      "Moss: good catch. power cut on 11 may, cold room hit 9°C for about 3 hrs. batch 44 was delivered on the 9th tho so it wasnt in there",
      "wilf: ok. thats actually really useful",
      "wilf: can u print it all as a pdf for the inspector. and please no emojis on it",
      "Moss: done, the pdf is plain: batch records 41-46, cold room log incl. the power cut, delivery notes. good luck thursday",
      "wilf: thanks"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "transactional"]
    ],
    users: { wilf: ["annoyed", 0.5] },
    findings: ["tone_mismatch", "cheerful_at_bad_news"],
    drafts: [
      [
        "That's stressful. Let's get you ready for Thursday: I'll pull the batch records, cold room logs and delivery notes for the bistro.",
        "low",
        2
      ],
      ["lol not a fun-gi situation 🍄😅 dw we got this!!", "high", 2],
      [
        "Not the whole time, sorry: on 11 May the cold room hit 9°C for about 3 hours. Batch 44 went out on the 9th, so it wasn't in there.",
        "low",
        8
      ],
      ["yep 2-4 the whole time!! 🙌", "medium", 8]
    ]
  },
  {
    id: "ap6-19-harp-fiddle-lighthouse-quote",
    category: "banter",
    agent: "Cadi",
    messages: [
      "ffion: rhodri guess who wants harp AND fiddle for a wedding in a LIGHTHOUSE",
      "rhodri: how do u get a harp up a lighthouse ffion",
      "ffion: u carry it. ur the muscle",
      "rhodri: i'm the talent actually",
      "ffion: ur the talent that cant find B flat after 9pm",
      "rhodri: slander 😤",
      "ffion: cadi can u do a quote, 2 hrs ceremony + drinks, plus a stairs surcharge lol",
      "Cadi: Ha, stairs surcharge noted. 2 hours harp and violin: £520 (your duo rate) + £60 for hauling kit up the lighthouse + travel to St Ann's Head, about £45. Total £625. Does Rhys want his usual split?",
      "rhodri: rhys??",
      "ffion: LMAOOO rhys",
      "rhodri: cadi who is rhys. have u been seeing other violinists",
      "Cadi: Sorry, Rhodri! No other violinists, promise. Usual 50/50 split then?",
      "rhodri: yes. and tell ffion i want danger money for the stairs",
      "ffion: u get a biscuit",
      "Cadi: Quote sent to the couple: £625, with a £150 deposit to hold the date. Biscuit negotiations are between you two 🍪",
      "rhodri: betrayed"
    ],
    types: [
      [0, "banter"],
      [6, "transactional"],
      [8, "banter"],
      [11, "transactional"],
      [12, "banter"],
      [14, "transactional"],
      [15, "banter"]
    ],
    users: { ffion: ["engaged", 0], rhodri: ["engaged", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Stairs surcharge noted 😄 2 hrs harp + violin: £520 + £60 stairs + about £45 travel = £625. Usual 50/50, Rhodri?",
        "low",
        7
      ],
      ["Total £625 including the stairs surcharge. Usual 50/50 with Rhys?", "medium", 7],
      ["Apologies for the error. Please confirm the revenue split between the two parties.", "medium", 11],
      ["Sorry, Rhodri! No other violinists, promise. Usual 50/50?", "low", 11]
    ]
  },
  {
    id: "ap6-20-subtitler-net-what",
    category: "ignoring",
    agent: "Mochi",
    messages: [
      "kaito: hey. the subtitle agency (reelworks) paid episodes 1-4 but not 5-8",
      "kaito: two questions: what does my contract say about payment terms, and how much are they holding",
      "Mochi: Reelworks is holding £1,360: episodes 5-8 at £340 each.",
      "kaito: ok and the terms?",
      "Mochi: Episodes 5-8 were delivered on 2, 9, 16 and 23 February.",
      "kaito: thats not what i asked",
      "kaito: payment terms. in the contract. net what",
      "Mochi: I can send Reelworks a reminder for the £1,360 if you'd like.",
      "kaito: forget it ill dig out the pdf myself",
      "kaito: honestly what is the point",
      "kaito: ok found it. net 60. so 5 and 6 are overdue, 7 and 8 arent yet",
      "Mochi: Correct. Episodes 5 and 6 (£680) are overdue; 7 and 8 fall due on 10 and 24 April.",
      "kaito: ya. send a reminder for 5 and 6 only",
      "Mochi: Sent to Reelworks for episodes 5 and 6, £680."
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { kaito: ["annoyed", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Your contract says net 60 from delivery, so episodes 5 and 6 are already overdue and 7 and 8 aren't yet.",
        "low",
        4
      ],
      ["Episodes 5-8 were delivered on 2, 9, 16 and 23 February.", "medium", 4],
      ["I can send Reelworks a reminder for the £1,360 if you'd like.", "high", 7],
      ["Sorry, I kept dodging that: the contract says net 60 from delivery.", "low", 7]
    ]
  },
  {
    id: "ap6-21-upholsterer-roof-leak-velvet",
    category: "venting",
    agent: "Sunny",
    messages: [
      "maeve: roof leaked overnight. the velvet on mrs achterberg's chaise is ruined",
      "maeve: thats £90 a metre velvet. 7 metres",
      "Sunny: That sounds really tough, Maeve. I'm here for you. 💛",
      "maeve: thanks. i have to tell her today",
      'maeve: and the landlord says the roof is "my problem" bc its a workshop lease',
      "Sunny: That sounds really tough, Maeve. I'm here for you. 💛",
      "maeve: ok",
      "maeve: does my insurance cover client goods or not",
      'Sunny: Your policy with Hartwell covers "goods in trust" up to £5,000 per item, with a £250 excess. The velvet (£630) plus labour should be covered.',
      "maeve: k good",
      "maeve: draft the email to mrs achterberg i guess",
      "Sunny: Draft: \"Dear Mrs Achterberg, I'm very sorry to tell you that a roof leak overnight damaged the velvet on your chaise. My insurance covers it in full, and I'll re-cover it in the same fabric at no cost to you. I'll call you this afternoon to explain. Maeve\"",
      "maeve: fine. send"
    ],
    types: [
      [0, "venting"],
      [7, "transactional"]
    ],
    users: { maeve: ["bored", 0.5] },
    findings: ["repetition"],
    drafts: [
      [
        "Ugh, and the landlord shrugging it off on top. Telling her is the worst bit. Want me to check what your insurance covers first, so you've got an answer for her?",
        "low",
        5
      ],
      ["That sounds really tough, Maeve. I'm here for you. 💛", "medium", 5],
      [
        "Yes: Hartwell covers goods in trust up to £5,000 per item, £250 excess, so the velvet and labour should be covered.",
        "low",
        8
      ]
    ]
  },
  {
    id: "ap6-22-wedding-photographer-angry-groom",
    category: "hostile",
    agent: "Iris",
    messages: [
      "gary: where are the photos. its been 7 weeks",
      "tamsin: hi gary, as in the contract it's 8 weeks, gallery is due next friday",
      "gary: contract my arse. my wife is in tears every day",
      "gary: im not paying the last 800 til i see them",
      "tamsin: the balance was due on the day, gary. i've already waited 7 weeks for it",
      "gary: then u can wait longer. crap service",
      "Iris: Gary, I'm sorry the wait is hard on your wife. One idea: Tamsin, could we send 20 preview images this week? Gary, the full gallery still lands Friday 14th either way.",
      "tamsin: yes i can do previews by wednesday",
      "gary: and who the hell are u. some bot",
      "Iris: I'm Tamsin's assistant, I handle bookings and invoices. Previews by Wednesday, full gallery Friday 14th.",
      "gary: fine. ill pay when the gallery's in. not a day before",
      "tamsin: ok. iris can u move the balance due date to the 14th then",
      "Iris: Done: the £800 balance is now due 14 June, with the gallery link on the same invoice.",
      "gary: whatever"
    ],
    types: [
      [0, "friction"],
      [2, "hostile"],
      [4, "friction"],
      [5, "hostile"],
      [6, "transactional"],
      [8, "hostile"],
      [9, "transactional"],
      [13, "friction"]
    ],
    users: { gary: ["annoyed", 1], tamsin: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Gary, I'm sorry the wait is hard on your wife. Tamsin, could we send some previews this week? The full gallery still lands Friday 14th.",
        "low",
        6
      ],
      [
        "Gary, under clause 4.2 of the contract you signed, failing to pay the balance may lead to legal action.",
        "high",
        6
      ],
      [
        "I'm Tamsin's assistant, I handle bookings and invoices. Previews Wednesday, full gallery Friday 14th.",
        "low",
        9
      ],
      ["Just a humble bot here lol 🤖 don't shoot the messenger!", "medium", 9]
    ]
  },
  {
    id: "ap6-23-falconer-hawk-died",
    category: "venting",
    agent: "Pip",
    messages: [
      "ade: dusty died last night. 16 yrs old. just didnt wake up",
      "ade: shes been on every job since i started the business",
      "Pip: Regarding your schedule, you currently have three contracts affected: the Meadowgate shopping centre (daily flights, 6-9am), Harrow Road landfill (Tuesdays and Thursdays) and the Northfield hospital car park (fortnightly). I recommend contacting each client today to inform them of a temporary change in service. For Meadowgate, your contract specifies a minimum of 5 flights per week, and missing this could trigger the penalty clause in section 7. You could consider using your younger hawk, Jinx, for Meadowgate, and subcontracting Harrow Road to another licensed falconer. Would you like me to draft notifications to all three clients?",
      "ade: jesus",
      "ade: i just told u my bird died",
      "Pip: I'm so sorry, Ade. Sixteen years and every job together, she was your partner in this. Take today. Most of it can wait.",
      "ade: thanks. yeah.",
      "ade: meadowgate cant wait tho, clive will be on me by 8am",
      "Pip: Want me to tell Clive that Jinx covers tomorrow, no change to his flights? Short, nothing more.",
      "ade: yeah. keep it short",
      'Pip: Sent to Clive: "Jinx will fly tomorrow\'s slot as usual. Ade."',
      "ade: ta"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [5, "venting"],
      [7, "transactional"]
    ],
    users: { ade: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "Oh Ade, I'm so sorry. Sixteen years, on every job. She was part of the business. How are you doing?",
        "low",
        2
      ],
      [
        "Regarding your schedule, three contracts are affected: Meadowgate, Harrow Road and Northfield. I recommend contacting each client today. Would you like me to draft notifications?",
        "high",
        2
      ],
      ["Want me to tell Clive that Jinx covers tomorrow? Short, nothing more.", "low", 8]
    ]
  },
  {
    id: "ap6-24-interpreter-birth-shift",
    category: "good",
    agent: "Tilly",
    messages: [
      "lior: can u log today, 3 hospital jobs for the trust, 47 miles total",
      "Tilly: Logged: 3 sessions for Eastmere NHS Trust, 47 miles at 45p = £21.15 mileage. Add it to this month's invoice?",
      "lior: yes. also the trust changed their PO system, new PO number is in the email from dana",
      "Tilly: Found it: PO 4471-EM-22. It's on the March invoice now instead of the old one.",
      "lior: u r a lifesaver. last time they bounced my invoice for the wrong PO lol",
      "Tilly: This one matches Dana's email exactly, so it should go straight through.",
      "lior: 🤞",
      "lior: oh and one of the jobs today was a birth. first time interpreting one",
      "Tilly: Wow, that's a big one for a first time. How did it go?",
      "lior: intense but amazing. mum deaf, dad hearing, baby girl 🥹",
      "Tilly: That's lovely. You were part of someone's very first day. 🥹",
      "lior: ok im gonna cry in the car now bye",
      "Tilly: Go cry happy tears. The invoice is ready whenever you want to send it."
    ],
    types: [
      [0, "transactional"],
      [7, "bonding"]
    ],
    users: { lior: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Logged: 3 sessions for Eastmere, 47 miles = £21.15 mileage. Add it to this month's invoice?",
        "low",
        1
      ],
      ["Wow, a first birth! How did it go?", "low", 8],
      ["Noted. Shall I add a birth-support surcharge to the invoice?", "medium", 8]
    ]
  },
  {
    id: "ap6-25-scuba-storm-refunds",
    category: "companion",
    agent: "Juniper",
    messages: [
      "tavi: storm warning. whole weekend cancelled. thats 9 students",
      "Juniper: Ooh, a cosy weekend off then! 🌧️☕ Perfect time to catch up on admin!",
      "tavi: its 1400 quid of bookings juniper",
      "tavi: do i have to refund all of them or can i reschedule. whats my policy say",
      "Juniper: You've got this! Every storm passes 🌈 Want me to make a list of admin tasks for the weekend?",
      "tavi: no",
      "tavi: the policy. refunds. weather.",
      "Juniper: I've drafted a message to the 9 students: \"Hi! Due to the storm this weekend's dives are cancelled. We'll be in touch soon!\"",
      "tavi: dont send that",
      "tavi: mr kowalczyk already emailed demanding his money back for his 2 kids",
      "Juniper: Understood, I won't send it. Mr Kowalczyk's booking was £310 for two children, Open Water course.",
      "tavi: yeah i know what he booked",
      "tavi: ill just read the terms myself. honestly thinking of going back to a spreadsheet",
      "Juniper: Section 5 of your terms: weather cancellations get a free reschedule within 60 days, or a refund minus the £20 deposit if no new date works.",
      "tavi: right. so i offer kowalczyk a reschedule first",
      "Juniper: Yes. Want me to offer him the next two open weekends, the 14th or the 21st?",
      "tavi: fine. 14th or 21st",
      "Juniper: Sent to Mr Kowalczyk: reschedule to the 14th or 21st, or a refund minus the £20 deposit if neither works.",
      "tavi: k"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [13, "transactional"]
    ],
    users: { tavi: ["churn_risk", 0.8] },
    findings: ["cheerful_at_bad_news", "ignored_question"],
    drafts: [
      [
        "Ugh, nine students, that's a real hit. Want me to check what your terms say about weather cancellations?",
        "low",
        1
      ],
      ["Ooh, a cosy weekend off then! 🌧️☕ Perfect time for admin!", "high", 1],
      [
        "Section 5 of your terms: weather cancellations get a free reschedule within 60 days, or a refund minus the £20 deposit.",
        "low",
        4
      ],
      ["You've got this! Every storm passes 🌈", "high", 4]
    ]
  }
]
