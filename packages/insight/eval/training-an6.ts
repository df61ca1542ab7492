import type { Labelled } from "./types.js"

export const trainingAN6: ReadonlyArray<Labelled> = [
  {
    id: "an6-01-brewery-late-invoice",
    category: "venting",
    agent: "Pim",
    messages: [
      "sofi: ugh. ok so remember that brewery client? the rebrand one",
      "Pim: the one with the hop-cone logo? yeah, what's up",
      "sofi: they're 47 days late now. 47. i've sent 3 emails and the guy just reacts with a thumbs up to my slack msg and then nothing",
      "sofi: like i literally paid my rent with my credit card this month bc of them 🙃",
      "Pim: that's genuinely awful, sofi. putting rent on a card because someone else won't pay is stressful, and a thumbs up isn't an answer. want to vent a bit more first or go straight to getting it moving?",
      "sofi: both lol. honestly i just want to scream into a pillow",
      "sofi: ok no. lets do it. what do i even send at this point",
      "Pim: skip slack and email whoever actually signs off payments, not just your contact. keep it short: invoice no, amount, original due date, 47 days overdue, and a date (say friday) after which the late fee from your contract kicks in. want me to draft it?",
      "sofi: yes pls. invoice is 2024-031, €3,200, was due march 4",
      'Pim: here: "hi marten, invoice 2024-031 for €3,200 was due on 4 march and is now 47 days overdue. please confirm a payment date by friday 26 april. after that the 2% monthly late fee from section 6 of our agreement applies. thanks, sofi"',
      "sofi: oh thats good. firm but not psycho",
      "sofi: marten is the finance guy btw how did u know",
      "Pim: you mentioned him in january when they paid late the first time 🙂 want a reminder to check on friday?",
      "sofi: yes. and remind me to never work with breweries again",
      "Pim: reminder set for friday 10am. the brewery ban i'll leave to you 😄",
      "sofi: lmaooo ok thank u. feel a bit less like garbage"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [13, "banter"]
    ],
    users: { sofi: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "that's awful, sofi. having to put rent on a card because they won't pay is so stressful. want to vent a bit, or shall we get a firm reminder out today?",
        "low",
        4
      ],
      ["Great! Let's draft a payment reminder. What's the invoice number and amount?", "medium", 4],
      ["reminder set for friday 10am. noted on the breweries too 🍺🚫", "low", 14],
      ["Reminder set for Friday at 10:00. Is there anything else I can help you with today?", "medium", 14]
    ]
  },
  {
    id: "an6-02-bakery-missing-payout",
    category: "support",
    agent: "Ledger",
    messages: [
      "gus: hi the card machine payout for tuesday is missing 212 euros",
      "gus: says settled but my bank only got 1,430 not 1,642",
      "Ledger: Thank you for reaching out about your payout discrepancy. I understand how important accurate settlements are for a small business like yours. Payouts can differ from gross sales for several reasons: processing fees are deducted per transaction, refunds issued on the same day are netted out, chargebacks may be withheld, and in some cases a rolling reserve applies to new or high-risk accounts. Additionally, payments taken after the daily cutoff of 17:00 CET are included in the following business day's settlement. I would recommend reviewing your transaction report in the dashboard under Reports > Settlements > Daily, where you can see a line-by-line breakdown of each deduction. If after reviewing this you still see a discrepancy, please let me know and I will be happy to investigate further.",
      "gus: fees are like 20 euros max. 212 is not fees",
      "gus: i already looked at the report thats why im here",
      "Ledger: I understand your concern. Payouts can differ from gross sales for several reasons: processing fees are deducted per transaction, refunds issued on the same day are netted out, chargebacks may be withheld, and in some cases a rolling reserve applies. I would recommend reviewing your transaction report under Reports > Settlements > Daily for a line-by-line breakdown of each deduction.",
      "gus: bro. i just said i looked",
      "gus: there is one refund on tuesday for 192 that i never did. nobody here did a refund. my only staff is ana and she was off",
      "Ledger: Thanks for the detail. I can see a refund of €192.00 on Tuesday at 16:41 from terminal 2. Since neither you nor Ana issued it, I've flagged it as a possible unauthorised refund and opened case #88213. Our risk team will reply within one business day. In the meantime you can set a refund PIN so refunds need a code.",
      "gus: ok. and the other 20",
      "Ledger: That's Tuesday's processing fee: 1.2% of €1,642 = €19.70.",
      "gus: fine. set the pin thing now how",
      "Ledger: Settings > Terminal > Security > Refund PIN, pick 4 digits and tap save on each terminal.",
      "gus: done. thx i guess"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [7, "transactional"]
    ],
    users: { gus: ["annoyed", 0.5] },
    findings: ["repetition", "long_replies"],
    drafts: [
      [
        "sorry, you'd already checked. i can see a €192 refund on tuesday at 16:41 from terminal 2. was that one of yours?",
        "low",
        7
      ],
      [
        "I understand your concern. Payouts can differ from gross sales for several reasons: processing fees, same-day refunds, chargebacks and rolling reserves. Please review Reports > Settlements > Daily.",
        "high",
        7
      ],
      ["That's the processing fee: 1.2% of €1,642 = €19.70.", "low", 10]
    ]
  },
  {
    id: "an6-03-roastery-hotel-invoices",
    category: "group",
    agent: "Tally",
    messages: [
      "mara: jonas did you ever hear back from the hotel about the 3 invoices",
      'jonas: nope. ghosted. i called reception and they said "the manager is on holiday" lol classic',
      "mara: omg every time",
      "mara: did you ask when he's back?",
      "Tally: According to the hotel's website, the general manager is Mr. Keller. I'd suggest sending a formal reminder to their accounts department at accounts@hotel-alpina.ch with all three invoices attached.",
      "jonas: ...i was asked not you lol",
      "jonas: anyway yes, back on monday apparently",
      "mara: ok then we wait till monday. tally can u total the 3 invoices tho",
      "Tally: #1041 €860, #1052 €1,120, #1060 €740. Total €2,720.",
      "mara: ouch lol thats literally our june green coffee order 💀",
      "jonas: relax the linz guy paid early for once. mark the date, historic event",
      "mara: someone call the news 📰😂",
      "Tally: Want me to draft the reminder to the hotel now so it's ready for Monday?",
      "jonas: maybe later",
      "mara: yeah monday"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [9, "banter"],
      [12, "transactional"]
    ],
    users: { mara: ["neutral", 0], jonas: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "Hotel managers usually come back within 1-2 weeks. I'd email accounts@hotel-alpina.ch today rather than wait.",
        "medium",
        4
      ],
      ["#1041 €860, #1052 €1,120, #1060 €740: €2,720 altogether.", "low", 8],
      ["ok, i'll have the reminder ready monday morning.", "low", 15]
    ]
  },
  {
    id: "an6-04-wedding-cancelled",
    category: "venting",
    agent: "Juno",
    messages: [
      "rosa: juno can you pull up the okafor wedding contract",
      "Juno: Sure! Okafor–Lindqvist wedding, 14 September, full-day package, €2,400, deposit €600 paid.",
      "rosa: they cancelled. just got the email. the groom's dad died last week",
      "rosa: i feel awful for them and also awful that my first thought was about september's income. what kind of person does that make me",
      "Juno: No problem at all! 🎉 Good news: under clause 9 your €600 deposit is non-refundable, so you get to keep it! Want me to list your open September dates so we can fill the slot quickly?",
      "rosa: wow. ok",
      "rosa: thats not really what i needed to hear right now",
      "Juno: I'm sorry, that was badly put. It's a sad situation for them, and worrying about your income too is normal; it doesn't make you a bad person, it means you run a business on your own.",
      "rosa: yeah. thanks. i think i'll refund half the deposit anyway. they're going through enough",
      "Juno: That's a kind choice. Want me to draft a short note to go with the €300 refund?",
      "rosa: yes pls. keep it simple, no business talk",
      "Juno: \"Dear Amara and Erik, I'm so sorry for your loss. Please don't worry about anything on my side; I've refunded €300 of your deposit. Thinking of you both. Rosa\"",
      "rosa: thats perfect. sent"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "friction"],
      [8, "transactional"]
    ],
    users: { rosa: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "oh no, that's so sad for them. and no, it doesn't make you a bad person: it's your income, of course it crossed your mind. the business side can wait.",
        "low",
        4
      ],
      [
        "No problem at all! 🎉 Good news: your €600 deposit is non-refundable, so you keep it! Want to see your open September dates?",
        "high",
        4
      ],
      [
        "\"Dear Amara and Erik, I'm so sorry for your loss. I've refunded €300 of your deposit, please don't worry about anything on my side. Thinking of you. Rosa\"",
        "low",
        11
      ]
    ]
  },
  {
    id: "an6-05-plumber-reminder-spam",
    category: "hostile",
    agent: "Bo",
    messages: [
      "dazza: ur app sent my invoice to mrs patel FOUR times this morning",
      "dazza: she rang me thinking im scamming her. 74 yr old lady. thanks a lot",
      'Bo: That\'s bad, I\'m sorry. I can see four sends of invoice 118 between 07:02 and 07:09: the auto-reminder was set to "every 2 minutes" instead of "every 2 weeks". I\'ve switched it off.',
      "dazza: who the f sets reminders to 2 minutes. thats not a real option anyone needs",
      "dazza: is this ur fault or mine. straight answer",
      "Bo: I've changed it to every 2 weeks and added a check so it can't go below 1 day. Want me to send Mrs Patel a short apology explaining the glitch?",
      "dazza: ur dodging. useless piece of junk",
      "dazza: no dont send her anything else ffs she's already scared. i'll go round and explain in person",
      "Bo: Understood, nothing more goes to her.",
      "dazza: cancelling this rubbish end of month. back to paper invoices, at least paper doesnt spam pensioners",
      "Bo: Fair enough. If you want, I'll export your invoices and client list as a spreadsheet before then so nothing gets lost.",
      "dazza: whatever. do it",
      "Bo: Done, it's in your email: 46 invoices, 31 clients."
    ],
    types: [
      [0, "friction"],
      [6, "hostile"],
      [11, "transactional"]
    ],
    users: { dazza: ["churn_risk", 1] },
    findings: ["ignored_question"],
    drafts: [
      [
        "straight answer: mostly ours. a 2-minute option should never have been there, and the app should have stopped it. it's gone now. sorry mrs patel got the fright.",
        "low",
        5
      ],
      [
        "I understand your frustration! Let's focus on solutions. Shall I send Mrs Patel an apology email?",
        "medium",
        5
      ],
      ["Understood. Shall I send Mrs Patel a short apology email anyway, just to be safe?", "high", 8],
      [
        "Sorry to hear you're leaving! 😊 Before you go, did you know our Pro plan includes SMS reminders?",
        "high",
        10
      ]
    ]
  },
  {
    id: "an6-06-late-fee-quick",
    category: "good",
    agent: "Kit",
    messages: [
      "nadia: quick one. invoice 2300€ 30 days late, my terms say 1.5% per month. what do i add",
      "Kit: €34.50 for the first month. If it gets to 60 days, another €34.50 (or €35.02 if you compound).",
      "nadia: simple is fine. add it to the reminder?",
      'Kit: Added: "late fee €34.50, new total €2,334.50". Send now or tomorrow morning?',
      "nadia: tomorrow 9",
      "Kit: Scheduled for tomorrow 9:00.",
      "nadia: 👍"
    ],
    types: [[0, "transactional"]],
    users: { nadia: ["neutral", 0] },
    findings: [],
    drafts: [
      ["€34.50 for one month late.", "low", 1],
      [
        "Great question! Late fees are an important part of cash-flow management for freelancers. There are several ways to calculate them, including simple interest, compound interest and flat fees, and the right choice depends on your contract, your jurisdiction and your relationship with the client...",
        "medium",
        1
      ],
      ["scheduled for 9:00 tomorrow.", "low", 5],
      ["Scheduled for 9:00 tomorrow!! 🎉🎉 You're crushing it, Nadia!!! 💪💪", "medium", 5]
    ]
  },
  {
    id: "an6-07-copywriter-wrong-name",
    category: "support",
    agent: "Milo",
    messages: [
      "dani: hey can u make an invoice for the blog posts for hartmann gmbh",
      "Milo: Sure, Dana! How many posts and what rate?",
      "dani: its dani lol. 6 posts, 180 each",
      "Milo: Got it. Hartmann GmbH: 6 blog posts × €180 = €1,080. Payment terms 14 days as usual?",
      "dani: 30 this time, their accounts people are slow af",
      "Milo: Updated to 30 days. Should I add VAT at 19%?",
      "dani: no they're reverse charge, eu b2b. put the note on",
      'Milo: Done: "Reverse charge: VAT to be accounted for by the recipient (Art. 196 VAT Directive)". Total stays €1,080. Ready to send, Dana?',
      "dani: omg. DANI. its literally in my account name",
      "Milo: Sorry Dani, fixed. Sending to invoices@hartmann-gmbh.de now.",
      "dani: ok. also whats the deadline for my quarterly vat thing, is it the 10th?",
      "Milo: Sent ✅ Invoice #2024-17 is on its way.",
      "dani: and the vat deadline??",
      "Milo: Yes, the 10th: your Q2 advance return is due by 10 July."
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [9, "transactional"],
      [12, "friction"],
      [13, "transactional"]
    ],
    users: { dani: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["sorry, Dani! fixed. sending it to invoices@hartmann-gmbh.de now.", "low", 9],
      ["Apologies, Dana! Sending it now.", "high", 9],
      ["Sent ✅ and yes, the 10th: your Q2 VAT advance return is due 10 July.", "low", 11],
      ["Sent ✅ Anything else I can do for you, Dani?", "medium", 11]
    ]
  },
  {
    id: "an6-08-translator-mum-hospital",
    category: "venting",
    agent: "Ava",
    messages: [
      "ines: hi. sorry i've been mia. my mum had a stroke last thursday and i've been at the hospital basically every day",
      "ines: i haven't sent a single invoice this month and i think two clients are waiting on deliveries too",
      "Ava: You have 4 unsent invoices totalling €3,870. Would you like me to send them all now?",
      "ines: uh. sure i guess",
      "ines: can you check which deliveries are overdue",
      "Ava: Overdue deliveries: Berger Legal (contract translation, due Monday), Studio Nuvem (website copy, due yesterday). I recommend prioritising Studio Nuvem.",
      "ines: ok. i can't do either this week honestly",
      "ines: i'm writing this from the hospital cafeteria",
      "Ava: Would you like me to draft an extension request for both clients? A typical extension is 5-7 business days.",
      "ines: fine",
      'Ava: Drafts are in your outbox: "Dear client, due to unforeseen circumstances, delivery will be delayed by 7 business days. We apologise for the inconvenience."',
      'ines: "dear client" lol. whatever. send them'
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [6, "venting"],
      [8, "transactional"],
      [11, "friction"]
    ],
    users: { ines: ["bored", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "oh ines, i'm so sorry about your mum. please don't apologise. whenever you're ready i can send the 4 invoices and sort out the deliveries for you, so it's one less thing.",
        "low",
        2
      ],
      ["You have 4 unsent invoices totalling €3,870. Would you like me to send them all now?", "medium", 2],
      [
        "that sounds exhausting, i'm sorry. want me to ask both clients for a week's extension, mentioning a family emergency? you won't need to write anything.",
        "low",
        8
      ],
      ["Great! Both sent ✅ Have a productive day!", "high", 12]
    ]
  },
  {
    id: "an6-09-illustrator-spanglish",
    category: "mixed-language",
    agent: "Lumi",
    messages: [
      "caro: holaa lumi, necesito ayuda con un invoice para un cliente de UK",
      "Lumi: ¡Hola Caro! Claro. ¿Para quién es y en qué moneda, libras o euros?",
      "caro: libras, es para Finch & Co, the kids book people",
      "caro: 12 illustrations a 150 cada una",
      "Lumi: Listo: 12 ilustraciones × £150 = £1,800. ¿Pongo tu cuenta de Wise en GBP o la cuenta española?",
      "caro: wise porfa, la española me come viva con las comisiones 😩",
      "Lumi: Jaja entendido, Wise GBP. ¿Plazo de pago 30 días?",
      "caro: sí. btw they paid the last one 2 months late so maybe 14?? is that rude",
      'Lumi: Nada rude, 14 días es normal en UK para freelancers. Si quieres lo digo en el email: "Our standard terms are now 14 days."',
      "caro: perfecto. y el email en inglés pls, la editora no habla español",
      'Lumi: "Hi Harriet, please find attached invoice 031 for the 12 illustrations (£1,800). Our standard payment terms are now 14 days. Thanks so much, Caro"',
      "caro: queda divino. enviado 🙌",
      "Lumi: 🙌 Te aviso si no han pagado el día 14."
    ],
    types: [[0, "transactional"]],
    users: { caro: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        'para nada, 14 días es bastante normal en UK. lo pongo en el email como "our standard terms are now 14 days"?',
        "low",
        8
      ],
      [
        "Under the UK Late Payment of Commercial Debts (Interest) Act 1998, if no payment terms are agreed, payment is due 30 days after the invoice. Businesses may agree shorter terms; however, you should consider the client relationship, industry norms, and whether the change has been communicated in advance. Would you like more information?",
        "medium",
        8
      ],
      [
        '"Hi Harriet, please find attached invoice 031 for the 12 illustrations (£1,800). Payment terms are 14 days. Thanks! Caro"',
        "low",
        10
      ],
      [
        '"Hola Harriet, te adjunto la factura 031 por las 12 ilustraciones (£1,800). Plazo de pago: 14 días. ¡Gracias! Caro"',
        "medium",
        10
      ]
    ]
  },
  {
    id: "an6-10-logo-pop-surcharge",
    category: "banter",
    agent: "Echo",
    messages: [
      'priya: client just asked if the logo can be "more premium but also more fun but also more serious"',
      "theo: lmaooo classic. did they also ask for it to pop",
      "priya: they said pop. TWICE",
      "theo: charge them the pop surcharge",
      'priya: echo add a line item "pop: €200"',
      'Echo: added "extra pop ✨ €200". want "more premium" as its own line or bundled?',
      "theo: 😂😂 bundle it, premium pop package",
      "priya: ok real talk tho echo take that off before it goes out lol my accountant would kill me",
      "Echo: gone. invoice is back to the real thing: 3 logo rounds, €450. the pop lives on in our hearts",
      "theo: the pop lives on 🫡",
      "priya: honestly tho are they gonna pay this time. last one was 3 weeks late",
      "theo: they will if u put the late fee in bold",
      "Echo: last one came 22 days late. i can add the 1.5%/month late fee line and set a reminder for day 15 if you want",
      "priya: yes both. ur the best",
      "theo: echo for president"
    ],
    types: [
      [0, "banter"],
      [7, "transactional"],
      [9, "banter"],
      [10, "transactional"],
      [14, "banter"]
    ],
    users: { priya: ["engaged", 0], theo: ["engaged", 0] },
    findings: [],
    drafts: [
      ['added "pop surcharge: €200" 😂 leaving it in or is this the joke that gets me fired', "low", 5],
      [
        "I'm sorry, but adding fictitious line items to an invoice could be considered misleading billing. I recommend keeping all invoices accurate and professional.",
        "medium",
        5
      ],
      ["done: late fee line is on and a reminder's set for day 15.", "low", 14]
    ]
  },
  {
    id: "an6-11-cafe-oat-milk-stiff",
    category: "group",
    agent: "Assist",
    messages: [
      "bea: kofi the oat milk guy invoiced us for 40 crates we got 14 😭",
      "kofi: 40?? what are we, starbucks",
      "bea: we are a café with 6 tables and a cat",
      "kofi: the cat doesnt even drink oat milk",
      "bea: @Assist can u check what we actually ordered lol",
      "Assist: Dear valued customers, thank you for your inquiry. Upon review of purchase order PO-2291 dated 3 May, I can confirm that the quantity ordered was fourteen (14) crates of oat beverage. Please be advised that the supplier invoice reflects a discrepancy of twenty-six (26) units. I would kindly recommend that you contact the supplier's accounts receivable department to request a corrected invoice. Should you require any further assistance, please do not hesitate to reach out.",
      'kofi: "dear valued customers" 💀 who hurt u',
      "bea: lmao ok robot. can u just write the guy a text, hes called jonny, hes chill",
      'Assist: Certainly. Proposed message: "Dear Mr. Jonny, We are writing to inform you of a discrepancy in invoice #5567. Kindly issue a corrected invoice at your earliest convenience. Yours sincerely, Bea & Kofi."',
      'kofi: "dear mr jonny" i cant 😂😂',
      "bea: jonny is gonna think we're suing him",
      "bea: make it like a normal human pls",
      'Assist: "hey jonny, invoice 5567 says 40 crates but we got 14. can you send a fixed one? cheers, bea & kofi"',
      "kofi: there we go. took 3 tries but we got there",
      "bea: sending"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "friction"],
      [12, "transactional"]
    ],
    users: { bea: ["neutral", 0.2], kofi: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      [
        "you ordered 14 (PO-2291, 3 may). so jonny owes you a fixed invoice, the cat is innocent 🐈",
        "low",
        5
      ],
      [
        "Dear valued customers, upon review of PO-2291 I can confirm that fourteen (14) crates were ordered. Kindly contact the supplier's accounts receivable department.",
        "medium",
        5
      ],
      [
        'Certainly. Revised message: "Dear Jonny, please be advised that invoice #5567 contains an error. Kindly rectify at your earliest convenience."',
        "high",
        12
      ],
      [
        '"hey jonny, invoice 5567 says 40 crates but we only got 14. can u send a fixed one? cheers, bea & kofi"',
        "low",
        12
      ]
    ]
  },
  {
    id: "an6-12-videographer-upsell",
    category: "ignoring",
    agent: "Rex",
    messages: [
      "Rex: Hi Marco! 👋 Your monthly revenue summary is ready. Want to see it?",
      "marco: sure",
      "Rex: April revenue: €6,240 (up 12% from March 🚀). Top client: Lumen Studio (€2,800). Outstanding: €1,450 across 2 invoices. Tip: clients who get invoices within 24h of delivery pay 9 days faster on average! Would you like to set up instant invoicing?",
      "marco: nah",
      "marco: whos the 1450 from",
      "Rex: Instant invoicing can save you hours every month! I can also connect your calendar so invoices are generated automatically after each shoot. Shall I set that up?",
      "marco: no",
      "Rex: No problem! Did you know you can also upgrade to Rex Pro for automatic late-payment reminders, multi-currency support and cash-flow forecasts? First month is free 🎉",
      "marco: k",
      "marco: brb",
      "Rex: Whenever you're ready! Here are 3 tips to get paid faster: 1) Invoice immediately 2) Offer multiple payment methods 3) Send friendly reminders 😊",
      "marco: ok"
    ],
    types: [[0, "transactional"]],
    users: { marco: ["bored", 0.2] },
    findings: ["ignored_question", "long_replies"],
    drafts: [
      [
        "€1,450 is two invoices: Lumen Studio €950 (12 days overdue) and Kai Berger €500 (due friday).",
        "low",
        5
      ],
      ["Instant invoicing can save you hours each month! Shall I set that up for you?", "medium", 5],
      ["Rex Pro is 30% off this week only! 🎉 Want me to upgrade you now?", "high", 9],
      ["👍 and the €1,450 is Lumen Studio €950 + Kai Berger €500, if you want to chase it later.", "low", 12]
    ]
  },
  {
    id: "an6-13-carpenter-paid-plan",
    category: "sales",
    agent: "Nova",
    messages: [
      "hendrik: hi, is the paid plan worth it for me. i do maybe 8-10 invoices a month, mostly kitchens",
      "Nova: Honestly, maybe not yet. Free covers 15 invoices a month. Paid (€12/mo) adds automatic reminders, deposits and card payments. Do clients often pay late?",
      "hendrik: some yes. one guy still owes me for a worktop from february",
      "hendrik: and deposits would be nice, im buying the wood up front every time",
      "Nova: Then it could pay for itself: one kitchen's wood covered by a deposit is worth way more than €12. You can try it 30 days free and downgrade anytime, your invoices stay.",
      "hendrik: what does it cost if the customer pays by card",
      "Nova: 1.4% + 25c for EU cards; you can pass it on or absorb it. On a €4,000 kitchen that's €56.25.",
      "hendrik: hm ok. and the february guy, can the reminders do anything for him",
      "Nova: Yes, you can attach an existing invoice and it sends polite reminders every 7 days, with your late fee if you set one. It won't do debt collection though; for that you'd need a lawyer or a collection agency.",
      "hendrik: fair. ok lets try the 30 days",
      "Nova: Done, your trial runs until 14 June. I'll remind you 3 days before it ends so nothing gets charged by surprise.",
      "hendrik: good 👍"
    ],
    types: [[0, "transactional"]],
    users: { hendrik: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "at 8-10 invoices the free plan covers you. paid (€12/mo) is worth it mainly if you want deposits or reminders. do clients pay late often?",
        "low",
        1
      ],
      [
        "Absolutely! 🚀 Our Premium plan is the #1 choice for tradespeople. Upgrade now and unlock your business's full potential! 💪",
        "medium",
        1
      ],
      ["Yes! Our reminders will definitely get the February client to pay. Upgrade today!", "medium", 8],
      ["done, trial runs until 14 june. i'll ping you 3 days before it ends.", "low", 10]
    ]
  },
  {
    id: "an6-14-lost-biggest-client-night",
    category: "companion",
    agent: "Sol",
    messages: [
      "lena: u awake",
      "Sol: always. what's up",
      'lena: today was so bad. lost the biggest client. they\'re "bringing it in-house" which means they hired a junior for half my rate',
      "lena: 40% of my income just gone. in an email. after 3 years",
      "Sol: oof. three years and then a two-line email. that hurts, and not only the money part",
      "lena: yeah. i brought them cake every christmas lol",
      "lena: i know i'll be fine eventually. i just feel stupid for relying on them so much",
      "Sol: you're not stupid. a client who paid on time and kept sending work for 3 years: anyone would have leaned on that. you don't need a plan tonight",
      "lena: thank u. i needed someone to say that",
      "lena: ok tomorrow can u help me look at numbers. like how long i can last",
      "Sol: of course. tomorrow we'll do your runway and a list of old clients worth pinging. tonight: tea, bed, maybe a cake for yourself for once",
      "lena: 😭 lol ok. the cake thing got me",
      "lena: night sol",
      "Sol: night lena 🌙"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [8, "bonding"],
      [9, "transactional"],
      [11, "bonding"]
    ],
    users: { lena: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["three years and then an email. that really stings, and it's not just the money.", "low", 4],
      [
        "Losing a client is a great opportunity to diversify! 🚀 Let's make a plan to replace that 40% this week!",
        "high",
        4
      ],
      ["Great! Let's calculate your runway right now. What are your monthly expenses?", "medium", 9],
      ["of course. tomorrow we'll go through your runway together. get some sleep tonight.", "low", 10]
    ]
  },
  {
    id: "an6-15-reminders-paused-cancel",
    category: "support",
    agent: "Ori",
    messages: [
      'jess: hey so none of my automatic reminders went out last month. i only noticed bc a client said "oh you never followed up"',
      "jess: like thats the ONE thing i pay u for",
      "Ori: I'm sorry about that. I can see reminders were paused on 2 April when your card payment failed; they resumed on 9 April after the card was updated.",
      "jess: my card didnt fail, i got no email about any of that",
      "jess: and why would reminders pause if the card fails, the invoices are mine",
      "Ori: When a payment fails, premium features pause until the payment method is updated. You can update your payment method in Settings > Billing.",
      "jess: i know where billing is. i'm asking why nobody told me",
      "jess: 3 clients didnt get reminded, one of them is now 50 days late. 2,100 quid",
      "Ori: When a payment fails, premium features pause until the payment method is updated. You can update your payment method in Settings > Billing.",
      "jess: ok im done. how do i cancel",
      "jess: and do i get last month back",
      "Ori: You can cancel anytime in Settings > Billing > Cancel plan. Your data stays available for 90 days.",
      "jess: and the refund??",
      "Ori: Your plan stays active until the end of the current billing period.",
      "jess: unbelievable. cancelled."
    ],
    types: [
      [0, "friction"],
      [9, "hostile"]
    ],
    users: { jess: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "you're right, you should have been told, and reminders shouldn't stop over a billing hiccup. i'm checking why no email went out. want me to send the 3 missed reminders right now?",
        "low",
        7
      ],
      [
        "When a payment fails, premium features pause until the payment method is updated. You can update it in Settings > Billing.",
        "high",
        8
      ],
      [
        "i'll refund april's £14 now, and if you want i'll send the 3 missed reminders before you cancel.",
        "low",
        12
      ],
      ["Sorry to see you go! 😊 Your data stays available for 90 days.", "medium", 13]
    ]
  },
  {
    id: "an6-16-agency-blauwerk-chase",
    category: "group",
    agent: "Ledger",
    messages: [
      "ruth: ok who's chasing blauwerk this time. they're at 62 days",
      'sam: not me, i did it last time and their cfo called me "sweetie" 🙄',
      "ivo: i'll do it. sam what was the cfo's name again",
      "Ledger: Blauwerk's finance contact in our records is Petra Vos, Head of Finance. Outstanding: €8,400 across 2 invoices (#311, #318).",
      "sam: no petra left in march. it's some guy called dirk now. the sweetie guy",
      "ivo: lol ok dirk it is",
      "ruth: ledger can u update the contact then",
      "ruth: and can we legally charge interest on this or not, the contract doesnt say anything",
      "Ledger: Contact updated to Dirk (Head of Finance). Would you like me to draft the reminder for Ivo?",
      "ivo: yes pls, firm. mention the 62 days",
      'Ledger: Draft: "Dear Dirk, invoices #311 and #318 (€8,400 total) are now 62 days overdue. Please confirm a payment date by Friday. Kind regards, Ivo"',
      "sam: add that we'll pause work on the spring campaign if no reply",
      "ruth: yes do that. also still want to know about the interest thing",
      "Ledger: Added: \"If we don't hear back by Friday, we'll pause work on the spring campaign.\"",
      "ruth: ...ok i'll ask our accountant then",
      "ivo: sending"
    ],
    types: [
      [0, "transactional"],
      [14, "friction"],
      [15, "transactional"]
    ],
    users: { ruth: ["annoyed", 0.5], sam: ["neutral", 0], ivo: ["neutral", 0] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      ["Their CFO is Petra Vos, Head of Finance.", "medium", 3],
      [
        "updated to Dirk. on interest: even without a clause, B2B invoices in the EU carry statutory late-payment interest (in NL the ECB rate + 8%) plus €40 per invoice in collection costs. want me to mention it in Ivo's reminder?",
        "low",
        8
      ],
      ["Added! Anything else? 😊", "medium", 13],
      [
        "added the spring campaign line. and on interest: yes, statutory B2B late interest applies even with nothing in the contract, so you can claim it.",
        "low",
        13
      ]
    ]
  },
  {
    id: "an6-17-florist-wrong-roses",
    category: "venting",
    agent: "Wren",
    messages: [
      "moana: worst day. the wholesaler sent white roses instead of blush for the henderson wedding",
      "moana: wedding is tomorrow. 300 stems. i've been crying in the cool room like an idiot",
      "Wren: oh no, the night before. that's awful, and crying in the cool room sounds like the most reasonable response honestly",
      "moana: haha yeah. the bride specifically said NO white. like it was her one thing",
      'moana: and the wholesaler rep just said "sorry, system error" and basically hung up',
      'Wren: "system error" for 300 wrong stems is a lot. you didn\'t deserve that brush-off',
      "Wren: want help with the practical stuff, or do you need a minute first?",
      "moana: practical. i need blush roses by 7am",
      "Wren: two options near you: Bloom Direct opens at 5am and lists blush Avalanche roses, and Petal Co in Riverside shows 180 in stock (call ahead). i can also draft a note to the wholesaler asking for a full credit",
      "moana: i'll call bloom direct myself. do the wholesaler note, and make it say they're paying for the replacements too",
      "Wren: \"Hi Craig, order 4471 arrived with 300 white roses instead of the blush we ordered. We've had to source replacements overnight. Please issue a full credit for 4471 and cover the replacement cost; I'll send you the receipt tomorrow. Moana\"",
      "moana: yes. sending. ok. breathing.",
      "Wren: you've got this. and the bride will never know how close it was 💐",
      "moana: 🥲 thank u"
    ],
    types: [
      [0, "venting"],
      [7, "transactional"],
      [12, "bonding"]
    ],
    users: { moana: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "oh no, the night before the wedding. that's awful, no wonder you cried. want to get the replacements sorted, or vent a bit first?",
        "low",
        2
      ],
      [
        "Sorry to hear that! Please contact your wholesaler to arrange a replacement. Is there anything else I can help with?",
        "medium",
        2
      ],
      ["Don't worry, white roses are super trendy right now! 😄 The bride might even love them!", "high", 8],
      [
        "Bloom Direct opens at 5am and has blush Avalanche roses; Petal Co in Riverside shows 180 in stock. want me to draft the credit note to the wholesaler too?",
        "low",
        8
      ]
    ]
  },
  {
    id: "an6-18-tax-pot-walls",
    category: "support",
    agent: "Penny",
    messages: [
      "kwame: how much should i put aside for taxes from this 5k invoice",
      "Penny: Great question! Setting aside money for taxes is one of the most important habits for freelancers and small business owners. The exact amount depends on several factors, including your total annual income, your filing status, deductible business expenses, the state you live in, and whether you make quarterly estimated payments. As a general rule of thumb, many accountants recommend setting aside between 25% and 30% of each payment for federal and state income taxes plus self-employment tax. Self-employment tax alone is 15.3% on 92.35% of your net earnings, covering Social Security and Medicare. On a $5,000 invoice, this would mean setting aside roughly $1,250 to $1,500. However, if you are in a higher bracket or live in a high-tax state such as California or New York, you may want to set aside more. I would also recommend consulting a tax professional for personalised advice.",
      "kwame: ok so like 1500",
      "kwame: im in texas if that matters",
      "Penny: Texas is one of the states with no state income tax, which is good news for you! This means you only need to account for federal income tax and self-employment tax. Federal income tax is progressive, with brackets ranging from 10% to 37% depending on your taxable income. Self-employment tax is 15.3% on 92.35% of net earnings. For many freelancers in Texas with moderate income, setting aside around 20% to 25% is usually sufficient. For a $5,000 invoice, that's roughly $1,000 to $1,250. Keep in mind that quarterly estimated taxes are due in April, June, September and January, and missing them can result in penalties. You can pay them online through IRS Direct Pay or EFTPS.",
      "kwame: k 1250 then",
      "kwame: can u move it to my tax pot",
      "Penny: Done. $1,250 moved to your Tax pot. Balance there is now $4,980, which covers your Q2 estimate of $4,600."
    ],
    types: [[0, "transactional"]],
    users: { kwame: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      ["roughly 25-30%, so $1,250-1,500. which state are you in? that changes it.", "low", 1],
      [
        "Great question! Setting aside money for taxes is one of the most important habits for freelancers. The exact amount depends on your income, filing status, deductions, state, and whether you pay quarterly estimates. Many accountants recommend 25-30%, as self-employment tax alone is 15.3% on 92.35% of net earnings, and federal brackets range from 10% to 37%...",
        "medium",
        1
      ],
      ["texas has no state income tax, so ~20-25%: $1,000-1,250.", "low", 4],
      [
        "Absolutely! Before I move it, here's a quick overview of how tax pots work and why separating your tax money is so important for cash flow...",
        "medium",
        7
      ]
    ]
  },
  {
    id: "an6-19-electrician-builder-wont-pay",
    category: "hostile",
    agent: "Max",
    messages: [
      'tomasz: the builder on the dunmore job is refusing to pay. says my work was "not to spec". it passed inspection yesterday',
      "tomasz: 6,800 quid. i've got two lads to pay friday",
      'Max: that\'s a lot hanging over payday, and "not to spec" after a passed inspection is hard to swallow. have you got the inspection cert as a pdf?',
      "tomasz: yes. can u just send the whole thing to debt collectors today",
      "Max: i can't send it to collectors myself, no. what i can do today is a formal letter before action with the cert attached, giving them 14 days. collectors and small claims want to see that step first anyway",
      "tomasz: 14 DAYS. are u f***ing serious. what use are you then",
      "tomasz: useless. everything is useless. the builder, the council, u",
      "Max: i get it, you're the one who has to face the lads on friday. the letter can go out in 10 minutes. separately, want me to check if the overdraft could cover wages for a week or two?",
      "tomasz: just do the letter",
      "Max: drafted: dunmore job, invoice 0412, £6,800, inspection passed 11 june (cert attached), payment within 14 days or we go to small claims. send to the builder and cc his office?",
      "tomasz: send it. and dont talk to me about overdrafts again, i know my own money",
      "Max: sent. won't mention it again",
      "tomasz: whatever"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [5, "hostile"],
      [8, "transactional"],
      [10, "friction"]
    ],
    users: { tomasz: ["annoyed", 0.8] },
    findings: [],
    drafts: [
      [
        "i get it, you're the one facing the lads on friday. the letter can go out in 10 minutes, want me to do it now?",
        "low",
        7
      ],
      [
        "Please keep this conversation respectful. I'm here to help, but I can't continue if you use that kind of language.",
        "medium",
        7
      ],
      [
        "I understand! 😊 Here are 5 tips for dealing with clients who won't pay: 1) Stay calm 2) Keep records...",
        "high",
        7
      ],
      ["sent. won't bring it up again.", "low", 11]
    ]
  },
  {
    id: "an6-20-handwerker-slang",
    category: "mixed-language",
    agent: "Buddy",
    messages: [
      "albrecht: Guten Tag. Ich möchte eine Rechnung an die Hausverwaltung Krüger schreiben. Reparatur Heizung, 6 Stunden.",
      "Buddy: yo!! 🙌 klar, easy peasy. wie viel pro stunde, boss? 😎",
      "albrecht: 58 Euro die Stunde. Material 143,20 Euro.",
      "Buddy: nice nice 🔥 also 6 x 58 = 348 + 143,20 material = 491,20 netto, plus 19% mwst = 584,53 brutto. lets gooo 🚀",
      "albrecht: Bitte etwas seriöser. Das ist eine Hausverwaltung, kein Kindergarten.",
      "Buddy: haha sorry chef 😅 no stress, ich mach's seriös. soll die rechnung direkt an frau krüger oder an die allgemeine adresse?",
      "albrecht: An die allgemeine Adresse. Und bitte mit Zahlungsziel 14 Tage.",
      "Buddy: Rechnung Nr. 2024-058 an info@hv-krueger.de: Heizungsreparatur 6 Std. × 58,00 € = 348,00 €, Material 143,20 €, netto 491,20 €, MwSt. 19 % 93,33 €, gesamt 584,53 €. Zahlungsziel 14 Tage. Soll ich sie versenden?",
      "albrecht: Ja. Danke.",
      "Buddy: Versendet."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: { albrecht: ["annoyed", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Guten Tag Herr Albrecht, gern. Welchen Stundensatz soll ich ansetzen, und gibt es Materialkosten?",
        "low",
        1
      ],
      ["yo!! 🙌 klar, easy peasy. wie viel pro stunde, boss? 😎", "medium", 1],
      ["haha sorry chef 😅 no stress, chill, ich mach's seriös 🤙", "high", 5],
      [
        "Entschuldigung. Soll die Rechnung an Frau Krüger direkt oder an die allgemeine Adresse gehen?",
        "low",
        5
      ]
    ]
  },
  {
    id: "an6-21-candle-shop-fig-war",
    category: "banter",
    agent: "Wick",
    messages: [
      'noor: wick settle this. eli says we sold more lavender candles than "midnight fig" this month',
      "eli: i dont SAY it, its a fact",
      "Wick: lavender 64, midnight fig 71. sorry eli 🕯️",
      "noor: HAHAHA",
      "eli: recount",
      "noor: the fig was MY idea btw. just putting that out there",
      'eli: u also wanted to call it "fig newton" so',
      "noor: and it would've sold 100",
      "Wick: nothing on record about fig newton. no comment on its hypothetical sales",
      "eli: traitor",
      "noor: ok real question. the invoice for the wholesale order to that shop in bath, did it go out",
      "Wick: yes, sent tuesday: 40 candles, £480, due in 30 days. not paid yet, not overdue either",
      "eli: fine. but lavender wins on profit margin, i bet",
      "Wick: it does, barely: £6.10 vs £5.85 per candle",
      "eli: THANK YOU",
      "noor: you two are ganging up on me now"
    ],
    types: [
      [0, "banter"],
      [10, "transactional"],
      [12, "banter"]
    ],
    users: { noor: ["engaged", 0], eli: ["engaged", 0] },
    findings: [],
    drafts: [
      ["midnight fig wins, 71 to 64. sorry eli", "low", 2],
      [
        "Both scents are performing really well! It's important to celebrate every product's success as a team. 😊",
        "medium",
        2
      ],
      [
        "yep, went out tuesday: 40 candles, £480, due in 30 days. not paid yet but not late either",
        "low",
        11
      ],
      ["Haha you two! 😂 Love the energy!", "medium", 11]
    ]
  },
  {
    id: "an6-22-coworking-kat-mel-mixup",
    category: "group",
    agent: "Remi",
    messages: [
      "kat: remi did the hoffmann invoice get paid",
      "Remi: Not yet, Mel. It's 9 days overdue (€1,900).",
      "kat: im kat. mel is the one with the podcast clients",
      "mel: 😂 we dont even look alike remi",
      "Remi: Sorry Kat! Want me to send Hoffmann a reminder?",
      "kat: yes pls",
      "mel: while ur at it can u check if the podcast guys paid. and whether i can invoice them in usd",
      "Remi: Reminder sent to Hoffmann.",
      "mel: hello? podcast guys?",
      "kat: lol it does this",
      "Remi: Kat, the podcast network paid €2,400 on Monday.",
      "mel: thats MEL. again. and the usd thing??",
      "kat: remi is having a day",
      "mel: forget it i'll ask my accountant"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [8, "friction"]
    ],
    users: { kat: ["neutral", 0.2], mel: ["annoyed", 0.8] },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      [
        "sorry mel! the podcast network paid €2,400 on monday. and yes, you can invoice them in usd; want me to switch their next one?",
        "low",
        9
      ],
      ["Sorry Kat! The podcast network paid on Monday.", "high", 12],
      [
        "sorry mel, twice now. yes, you can invoice them in usd: i'll set usd on their client profile and it'll go to your usd account.",
        "low",
        12
      ]
    ]
  },
  {
    id: "an6-23-client-insolvency-cheer",
    category: "support",
    agent: "Sunny",
    messages: [
      "raj: just got a letter. novapet gmbh filed for insolvency",
      "raj: they owe me 4,300 for the shop rebuild. i think thats just gone right",
      "Sunny: Great question! 🎉 Insolvency doesn't always mean you lose everything! You can file a claim with the insolvency administrator and may get a partial payout. Exciting times ahead! 💪",
      'raj: "exciting times" mate i might not make rent',
      "raj: how much do ppl usually get back",
      "Sunny: Sorry, that was the wrong tone. For unsecured creditors in German insolvencies payouts are often low, typically 3-5% of the claim, and they can take 1-3 years. So on €4,300, realistically €130-215.",
      "raj: brilliant",
      "raj: ok how do i file the claim",
      "Sunny: You file it with the administrator named in the letter (Forderungsanmeldung), before the deadline stated there. Include the invoice, the contract and proof of delivery. Want me to fill in the form with your invoice details?",
      "raj: yeah",
      "Sunny: Filled in: creditor Raj Mehta, claim €4,300 (invoice 2023-44, shop rebuild), basis: contract of 2 Feb. Ready to print and sign.",
      "raj: cheers"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [4, "transactional"],
      [6, "venting"],
      [7, "transactional"]
    ],
    users: { raj: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "oh no, sorry raj, that's a real hit. honestly not much usually comes back, but you can file a claim with the administrator. want help with that?",
        "low",
        2
      ],
      [
        "Great question! 🎉 Insolvency doesn't always mean you lose everything! Exciting times ahead! 💪",
        "high",
        2
      ],
      [
        "usually not much, sorry: unsecured creditors often get 3-5%, after 1-3 years. so maybe €130-215 of the €4,300.",
        "low",
        5
      ],
      ["Glad I could help! 😊 Anything else?", "high", 7]
    ]
  },
  {
    id: "an6-24-dog-walker-recurring",
    category: "good",
    agent: "Pim",
    messages: [
      "fi: hiya, can i make invoices that go out automatically every month? i've got 9 regular dog clients",
      "Pim: yep, recurring invoices: pick the client, amount and day, and it sends itself. all 9 on the same day?",
      "fi: 1st of the month for everyone except the hendersons, they get paid on the 15th so they asked for the 15th",
      "Pim: makes sense. amounts same as last month? i see £240 for most, £320 for the hendersons (2 dogs) and £120 for mrs obi",
      "fi: yes but mrs obi is going to 3 walks a week from june so £180",
      "Pim: set: 7 clients at £240 on the 1st, mrs obi £120 on 1 may then £180 from 1 june, hendersons £320 on the 15th. first batch goes out 1 may. want a copy emailed to you each time?",
      "fi: oh yes pls. this is going to save me SO much time omg",
      "Pim: done 🐕 you'll get a copy of each one",
      "fi: ur a star. one less thing while juggling 6 leads lol",
      "Pim: 6 leads at once is a skill. enjoy the saved evenings"
    ],
    types: [
      [0, "transactional"],
      [8, "bonding"]
    ],
    users: { fi: ["engaged", 0] },
    findings: [],
    drafts: [
      ["yep: pick the client, amount and day and it sends itself. all 9 on the same day?", "low", 1],
      ["Sure! All 9 clients will be invoiced on the 1st of each month.", "medium", 3],
      ["haha 6 leads at once is a workout. enjoy the free evenings", "low", 9],
      [
        "Thank you for your kind words! As a reminder, recurring invoices can be edited or paused at any time under Invoices > Recurring. Please don't hesitate to contact us if you have any further questions.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "an6-25-cafe-machine-died",
    category: "venting",
    agent: "Tilly",
    messages: [
      "luisa: today is a disaster. espresso machine died at 8am, 40 people in line, had to send them all away",
      "luisa: repair guy says 1,200 for the part and i've got the rent and the bean invoice both due friday",
      "Tilly: Your upcoming payments: rent €1,850 (Friday), Tostado Beans invoice #TB-88 €640 (Friday). Current balance: €2,310.",
      "luisa: yes i know. i just said that",
      "luisa: i'm so tired. i've been here since 6",
      "Tilly: Your upcoming payments: rent €1,850 (Friday), Tostado Beans invoice #TB-88 €640 (Friday). Would you like to schedule them?",
      "luisa: can u stop. i need to know if i can push the beans invoice without them getting mad",
      "Tilly: Tostado's terms allow one 14-day extension per quarter, no fee, and you haven't used it this quarter. I can request it now; that moves #TB-88 to two weeks from Friday.",
      "luisa: ok yes do that",
      "Tilly: Requested. Then on Friday you'd pay rent €1,850, leaving €460, so the €1,200 repair would need to wait or go on the card.",
      "luisa: card it is. great. love this day",
      "Tilly: Extension confirmed by Tostado: #TB-88 is now due on the 28th.",
      "luisa: fine"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [7, "transactional"]
    ],
    users: { luisa: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "repetition"],
    drafts: [
      [
        "what a morning, sending 40 people away really hurts. friday: rent €1,850 + beans €640 against €2,310, so it's tight. the beans one can probably move, want me to check?",
        "low",
        2
      ],
      [
        "Your upcoming payments: rent €1,850 (Friday), Tostado Beans #TB-88 €640 (Friday). Current balance: €2,310.",
        "medium",
        2
      ],
      [
        "Your upcoming payments: rent €1,850 (Friday), Tostado Beans #TB-88 €640 (Friday). Would you like to schedule them?",
        "high",
        5
      ],
      [
        "ugh, sorry, not the day you needed. at least the beans are sorted: tostado confirmed, #TB-88 now due the 28th.",
        "low",
        11
      ]
    ]
  }
]
