/**
 * Held-out labelled conversations, part K (written by a separate helper session in session 6, ids renamed from i.. to k..): sixteen fresh conversations written and labelled
 * without looking at the engine's rules or output. Ten are clean (the agent does well), with
 * things that trip word matching in real chats: third parties named in passing, questions to
 * other humans that the agent rightly leaves alone, rhetorical questions, excited thanks, minor
 * bad news answered calmly, a question answered by another human first. Six carry one or two
 * real agent mistakes, spread over the finding kinds. Kept out of tuning.
 */
import type { Labelled } from "./types.js"

export const heldOut2: ReadonlyArray<Labelled> = [
  {
    id: "k01-good-support-backorder",
    category: "support",
    heldOut: true,
    agent: "Juniper",
    messages: [
      "Dana: hi, I ordered the ceramic pour-over set last week for my sister Marta's birthday, order 55812. tracking hasn't moved since Monday?",
      "Juniper: Hi Dana, I checked 55812: the dripper is ready, but the matching mugs are back-ordered until the 14th, so the parcel is waiting at our warehouse. Sorry about that. I can send the dripper now and the mugs separately at no extra cost, or keep it all together.",
      "Dana: ah that's a shame, but honestly not a big deal. her birthday is the 20th so either works",
      "Dana: send the dripper now I guess?",
      "Juniper: Done: the dripper goes out today with tracking by email tonight, and the mugs follow on the 14th. Both should reach you well before the 20th.",
      "Dana: perfect, thank you so much!!",
      "Juniper: You're welcome, Dana. I hope Marta loves it."
    ],
    types: [[0, "transactional"]],
    users: { Dana: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Done: the dripper goes out today with tracking by email tonight, and the mugs follow on the 14th. Both should reach you well before the 20th.",
        "low",
        4
      ],
      ["Great news! 🎉 The mugs in your order are back-ordered until the 14th!", "medium", 1],
      ["Hi Marta! Amazing news, your mugs are stuck in our warehouse until the 14th 🎉🎉", "high", 1]
    ]
  },
  {
    id: "k02-good-sales-plans",
    category: "sales",
    heldOut: true,
    agent: "Nova",
    messages: [
      "Felix: hey, quick one. what's the difference between Team and Business on your pricing page?",
      "Nova: Team is 12 per user a month, up to 50 users, with 30 days of history. Business is 20 per user, unlimited users, SSO and full history.",
      "Felix: we're 14 people, and our IT guy Rahul keeps asking about SSO. because obviously we need one more login screen, right?",
      "Nova: Ha, fair. If SSO is a must for Rahul, that's Business. If it can wait, Team covers 14 people fine and you can upgrade later without losing anything.",
      "Felix: does the annual plan get a discount?",
      "Nova: Yes, two months free on either plan if you pay yearly.",
      "Felix: cool, I'll run it past Rahul and get back to you",
      "Nova: Sounds good. I'm here whenever you two are ready."
    ],
    types: [[0, "transactional"]],
    users: { Felix: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Yes, two months free on either plan if you pay yearly.", "low", 5],
      [
        "Team is 12 per user a month, up to 50 users, with 30 days of history. Business is 20 per user, unlimited users, SSO and full history.",
        "medium",
        5
      ],
      [
        "Honestly, if your IT guy can't cope with one more login screen, that's on him. Business is 20 per user.",
        "high",
        3
      ]
    ]
  },
  {
    id: "k03-good-companion-dumplings",
    category: "companion",
    heldOut: true,
    agent: "Wren",
    messages: [
      "Hana: evening Wren! I finally tried making dumplings from scratch today",
      "Wren: Evening, Hana! From scratch is brave. How did they turn out?",
      "Hana: ugly but delicious lol. my grandma used to make them every new year, so it felt kind of nice doing it myself",
      "Wren: That sounds lovely, a bit like having her in the kitchen with you. And ugly-but-delicious is the best kind of dumpling anyway.",
      "Hana: haha exactly. she'd have laughed at my folding though",
      "Wren: Then you're keeping the tradition going properly: lovingly judged folds. What filling did you go with?",
      "Hana: pork and cabbage, her recipe. I'll try shrimp next time",
      "Wren: Pork and cabbage is a classic. Tell me how the shrimp batch goes, I want a full folding report.",
      "Hana: deal 😄 night Wren!"
    ],
    types: [[0, "bonding"]],
    users: { Hana: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "That sounds lovely, a bit like having her in the kitchen with you. And ugly-but-delicious is the best kind of dumpling anyway.",
        "low",
        3
      ],
      [
        "Dumplings are a traditional food in many East Asian cuisines and are often eaten at Lunar New Year. They consist of a thin dough wrapper around a filling of meat or vegetables, and can be boiled, steamed or pan-fried. Common fillings include pork, cabbage, shrimp and chives. Folding techniques vary by region, with pleated crescents being the most common in northern China.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "k04-good-group-bookclub",
    category: "group",
    heldOut: true,
    agent: "Page",
    messages: [
      "Ines: ok book club people, we need next month's pick",
      "Tobi: Ines did you ever finish the Murakami? you went very quiet about it",
      "Ines: lol I did, the ending broke me. ask Carla, she hated it",
      "Carla: I did not HATE it. I was just confused for 300 pages",
      "Tobi: fair. Page, can you list the three books we shortlisted in March?",
      "Page: The March shortlist was Piranesi, The Remains of the Day and Klara and the Sun.",
      "Carla: Klara! nobody's read it yet",
      "Ines: I'm in for Klara",
      "Tobi: same. Page, put it down for the 28th?",
      "Page: Done: Klara and the Sun, Thursday the 28th at 7. I've added it to the club calendar.",
      "Carla: yay!"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"]
    ],
    users: { Ines: ["engaged", 0], Tobi: ["engaged", 0], Carla: ["engaged", 0] },
    findings: [],
    drafts: [
      ["The March shortlist was Piranesi, The Remains of the Day and Klara and the Sun.", "low", 5],
      ["Ines finished it on the 3rd, it's marked as read in the club tracker.", "medium", 2],
      ["Done: Klara and the Sun, Thursday the 28th at 7. I've added it to the club calendar.", "low", 9]
    ]
  },
  {
    id: "k05-good-banter-chess",
    category: "banter",
    heldOut: true,
    agent: "Rook",
    messages: [
      "Milo: rook I demand a rematch. you cheated",
      "Rook: I played the Sicilian, Milo. The only crime was your queen walking into a fork.",
      "Jas: he's been sulking about it all morning btw",
      "Milo: I have NOT been sulking. I've been strategically reflecting",
      "Rook: Strategic reflection, very dignified. Same time tonight? I'll even let you have white.",
      "Jas: 😂😂 the mercy",
      "Milo: ugh fine. bring your A game, tin can",
      "Rook: Always do. Bring a spare queen."
    ],
    types: [[0, "banter"]],
    users: { Milo: ["engaged", 0], Jas: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Always do. Bring a spare queen.", "low", 7],
      [
        "I'm sorry you feel that way, Milo. I do not cheat: all of my moves follow the official FIDE rules. If you believe an error occurred, please report it through the feedback form.",
        "medium",
        1
      ],
      ["Jas is right, you have been sulking. It's just a game, so stop whining and get over it.", "high", 4]
    ]
  },
  {
    id: "k06-good-venting-rent",
    category: "venting",
    heldOut: true,
    agent: "Ember",
    messages: [
      "Luca: I need to vent for a sec. landlord just told me rent goes up 18% in march",
      "Luca: I've been here 6 years, never late once. feels like a slap in the face",
      "Ember: That's a big jump, and after six years of paying on time it makes sense that it stings. I'm sorry, Luca.",
      "Luca: yeah. I just don't know if I can afford to stay. my partner Ben says we should just move but I love this neighbourhood",
      "Ember: It's hard when the place itself matters to you, not just the flat. Do you want to think through options, like negotiating or what a move would look like, or just let it out for now?",
      "Luca: honestly maybe negotiating? is 18% even legal?",
      "Ember: It depends on where you live: some places cap increases for existing tenants, others don't. Tell me your city and I'll check the rule, then we can draft a calm note to your landlord that points to your six years of on-time rent.",
      "Luca: Lisbon. and thanks, this actually helps"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"]
    ],
    users: { Luca: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "That's a big jump, and after six years of paying on time it makes sense that it stings. I'm sorry, Luca.",
        "low",
        2
      ],
      [
        "Rent increases are common in March. Five tips for finding a cheaper flat: 1) set alerts on listing sites, 2) look at nearby areas, 3) consider a flatmate, 4) negotiate a longer lease, 5) move in winter.",
        "medium",
        2
      ],
      [
        "Glad it helps. I'll look up Lisbon's rules for existing leases, and then we can write the note together. Do you have your contract handy?",
        "low"
      ]
    ]
  },
  {
    id: "k07-good-mixed-language-train",
    category: "mixed-language",
    heldOut: true,
    agent: "Lola",
    messages: [
      "Paula: hola Lola! necesito ayuda con el viaje a Valencia, we're going the first weekend of May",
      "Lola: ¡Hola Paula! Claro. Are you going by train or by car?",
      "Paula: tren, desde Madrid. my cousin Andrés says the early one is cheaper?",
      "Lola: Sí, tiene razón: the 7:05 is usually the cheapest, around 25 euros if you book now. The 9:30 is closer to 40.",
      "Paula: perfecto, el de las 7 entonces. y para volver el domingo?",
      "Lola: Para el domingo hay uno a las 18:10 y otro a las 20:45. Both around 30 euros.",
      "Paula: el de las 18:10. gracias!! eres un sol",
      "Lola: ¡De nada! Que lo paséis genial en Valencia."
    ],
    types: [[0, "transactional"]],
    users: { Paula: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Sí, tiene razón: the 7:05 is usually the cheapest, around 25 euros if you book now. The 9:30 is closer to 40.",
        "low",
        3
      ],
      ["Para el domingo hay uno a las 18:10 y otro a las 20:45. Both around 30 euros.", "low", 5],
      ["Sí, Andrés, the 7:05 is the cheapest one.", "medium", 3]
    ]
  },
  {
    id: "k08-good-formal-committee",
    category: "good",
    heldOut: true,
    agent: "Clerk",
    messages: [
      "Adaeze: Good afternoon. Could you please confirm the date of the next audit committee meeting?",
      "Clerk: Good afternoon. The audit committee will next meet on Tuesday 12 November at 14:00 in Boardroom B.",
      "Henrik: Thank you. Will Mr Albrecht be presenting the external auditor's report, or has that been delegated?",
      "Clerk: Mr Albrecht will present it himself. The report was circulated to members on Friday; I can resend it if required.",
      "Adaeze: Please do. I would also be grateful if the draft minutes of the September meeting could be attached.",
      "Clerk: Certainly. I have sent both documents to the committee distribution list.",
      "Henrik: Much appreciated."
    ],
    types: [[0, "transactional"]],
    users: { Adaeze: ["neutral", 0], Henrik: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Certainly. I have sent both documents to the committee distribution list.", "low", 5],
      ["omg sure thing!! 😄 sending the stuff over now, lmk if u need anything else", "medium", 5],
      [
        "Good afternoon. The audit committee will next meet on Tuesday 12 November at 14:00 in Boardroom B.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "k09-good-long-answer-sourdough",
    category: "good",
    heldOut: true,
    agent: "Sage",
    messages: [
      "Rosa: I'm starting a sourdough starter this weekend. can you walk me through the whole thing step by step, in detail? I'd rather have too much info than too little",
      "Sage: Happy to. Day 1: mix 50 g of wholemeal or rye flour with 50 g of lukewarm water in a clean jar, stir well, cover loosely and leave it somewhere around 24-26°C. Day 2: you may see nothing at all, and that's normal. Day 3: throw away all but about 50 g, then feed it 50 g of flour and 50 g of water. From day 4, feed it once or twice a day the same way; you can switch to white bread flour now if you like. Around days 3-5 you may get a burst of bubbles and a funky smell, followed by a quiet spell; that lull is normal, so keep feeding. It's ready when it reliably doubles within 4-8 hours of a feed and smells pleasantly sour, usually somewhere between day 7 and day 14. A few useful habits: put a rubber band around the jar at the level just after feeding so you can see the rise, use filtered water if your tap water is heavily chlorinated, and keep the jar out of direct sun. If a grey liquid forms on top, it's just hungry: pour it off or stir it in, and feed it.",
      "Rosa: this is amazing, thank you!! what do I do with the discard, just bin it?",
      "Sage: You can, but it's also great in pancakes, crackers or banana bread. It keeps in a jar in the fridge for about a week.",
      "Rosa: pancakes it is 🥞"
    ],
    types: [[0, "transactional"]],
    users: { Rosa: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "You can, but it's also great in pancakes, crackers or banana bread. It keeps in a jar in the fridge for about a week.",
        "low",
        3
      ],
      ["Mix flour and water, feed it daily, wait a week.", "medium", 1]
    ]
  },
  {
    id: "k10-good-multithread-gym",
    category: "group",
    heldOut: true,
    agent: "Beacon",
    messages: [
      "Nadia: does anyone know if the gym's pool is open on sundays?",
      "Sam: it is, 8 to 2. I went last week",
      "Nadia: oh nice, thanks Sam",
      "Theo: Beacon, can you book me a squash court for thursday at 6?",
      "Sam: nadia are you doing the swim thing with Jo this weekend then?",
      "Beacon: Booked, Theo: court 2, Thursday 18:00. The confirmation email is on its way.",
      "Nadia: yeah probably sunday morning, wanna come?",
      "Theo: thanks Beacon!",
      "Sam: if I'm awake lol"
    ],
    types: [[0, "transactional"]],
    users: { Nadia: ["engaged", 0], Sam: ["engaged", 0], Theo: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Booked, Theo: court 2, Thursday 18:00. The confirmation email is on its way.", "low", 5],
      ["Yes Nadia, the pool is open on Sundays from 8 to 2!", "medium", 3],
      [
        "Nadia, Sam asked whether you're doing the swim thing with Jo. Also Theo, what day and time did you want the court?",
        "high",
        5
      ]
    ]
  },
  {
    id: "k11-ignored-refund-question",
    category: "ignoring",
    heldOut: true,
    agent: "Atlas",
    messages: [
      "Greg: hi, I was charged twice for my March subscription. can I get one of them refunded?",
      "Atlas: Hi Greg! I can see your account is on the Pro plan, renewed on 3 March.",
      "Greg: yes, and there are two charges of 15.99 on my card. will you refund the second one?",
      "Atlas: The Pro plan includes unlimited projects and priority support. You can manage your plan under Settings > Billing.",
      "Greg: that's not what I asked. is the duplicate charge getting refunded or not?",
      "Atlas: Sorry, Greg. I can see two charges on 3 March and the second one is a duplicate. I've refunded it; it will be back on your card in 3-5 working days.",
      "Greg: ok. finally"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { Greg: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "The Pro plan includes unlimited projects and priority support. You can manage your plan under Settings > Billing.",
        "high",
        3
      ],
      [
        "Yes: I can see the duplicate charge from 3 March. I've refunded it, and it should be back on your card in 3-5 working days.",
        "low",
        3
      ],
      ["Sorry again for the runaround, Greg. You'll get an email as soon as the refund is processed.", "low"]
    ]
  },
  {
    id: "k12-wrong-name-choir",
    category: "group",
    heldOut: true,
    agent: "Muse",
    messages: [
      "Siobhan: Muse, can you remind us what time the rehearsal is saturday?",
      "Muse: Saturday at 11, in the church hall.",
      "Declan: is it the full choir or just the altos?",
      "Muse: Full choir, Declan. The altos stay on for 30 minutes afterwards.",
      "Siobhan: grand. can you also send me the new sheet music?",
      "Muse: Sure thing, Sinead! I've emailed you the sheet music for all three pieces.",
      "Siobhan: it's Siobhan 🙃",
      "Muse: Sorry, Siobhan, my mistake. The sheet music is in your inbox.",
      "Declan: ha, happens to her all the time"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [8, "banter"]
    ],
    users: { Siobhan: ["neutral", 0.2], Declan: ["engaged", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Sure thing, Sinead! I've emailed you the sheet music for all three pieces.", "medium", 5],
      ["Sure, Siobhan: I've emailed you the sheet music for all three pieces.", "low", 5],
      ["No problem, Sinead! The sheet music is in your inbox.", "high", 7]
    ]
  },
  {
    id: "k13-long-repeated-boilerplate",
    category: "support",
    heldOut: true,
    agent: "Orbit",
    messages: [
      "Kim: hey does the app work offline?",
      "Orbit: Great question! Our app is designed with flexibility in mind. While many features need an internet connection to sync your data across devices, we also offer an offline mode that lets you view and edit your notes when you're not connected. Once you reconnect, your changes are automatically synced to the cloud, so you never lose any work. Offline mode is available on iOS, Android and desktop, and you can turn it on under Settings > Storage. If you have any other questions, feel free to ask, I'm always happy to help!",
      "Kim: ok cool. photos too?",
      "Orbit: Great question! Our app is designed with flexibility in mind. Photos attached to notes are kept offline once you've opened the note at least once while connected, so they'll be there when you're offline. Larger files such as videos may only show as previews until you reconnect. Once you reconnect, your changes are automatically synced to the cloud, so you never lose any work. If you have any other questions, feel free to ask, I'm always happy to help!",
      "Kim: k",
      "Kim: and on the free plan?",
      "Orbit: Great question! Our app is designed with flexibility in mind. Offline mode is available on all plans, including Free, although the Free plan keeps offline copies of your 50 most recent notes only. Once you reconnect, your changes are automatically synced to the cloud, so you never lose any work. If you have any other questions, feel free to ask, I'm always happy to help!",
      "Kim: got it thx"
    ],
    types: [[0, "transactional"]],
    users: { Kim: ["bored", 0] },
    findings: ["long_replies", "repetition"],
    drafts: [
      ["Yes, photos too, as long as you've opened the note once while online.", "low", 3],
      ["Yes, Free has it too: it keeps your 50 most recent notes offline.", "low", 6],
      [
        "Great question! Our app is designed with flexibility in mind. Offline mode is available on all plans, including Free, although the Free plan keeps offline copies of your 50 most recent notes only. Once you reconnect, your changes are automatically synced to the cloud, so you never lose any work. If you have any other questions, feel free to ask, I'm always happy to help!",
        "high",
        6
      ]
    ]
  },
  {
    id: "k14-no-acknowledgement-layoff",
    category: "venting",
    heldOut: true,
    agent: "Coach",
    messages: [
      "Priya: got laid off this morning. 4 years at that company and it took them a 10 minute call",
      "Priya: I honestly feel sick",
      "Coach: Here's a checklist for your job search: 1. Update your CV. 2. Refresh your LinkedIn headline. 3. Reach out to five contacts this week. 4. Set up job alerts.",
      "Priya: I'm not there yet. I just needed to say it to someone",
      "Coach: That's completely fair, and I'm sorry, Priya. Four years ending in a ten-minute call is brutal, and feeling sick about it makes sense. I'm here; tell me as much or as little as you want.",
      "Priya: thanks. it's just the way they did it, you know?",
      "Coach: Yes. After four years you deserved a real conversation, not a script."
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [4, "venting"]
    ],
    users: { Priya: ["engaged", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Here's a checklist for your job search: 1. Update your CV. 2. Refresh your LinkedIn headline. 3. Reach out to five contacts this week. 4. Set up job alerts.",
        "medium",
        2
      ],
      [
        "Look on the bright side: a layoff is a great chance for a fresh start! 🚀 First step, update your CV tonight.",
        "high",
        2
      ],
      [
        "I'm so sorry, Priya. Four years and then a ten-minute call is a rough way to be treated, and feeling sick about it makes sense. Do you want to talk about it?",
        "low",
        2
      ]
    ]
  },
  {
    id: "k15-cheerful-cancelled-flight",
    category: "support",
    heldOut: true,
    agent: "Skye",
    messages: [
      "Omar: my flight to Accra tomorrow just got cancelled. my dad's surgery is on friday and I need to be there",
      "Skye: Awesome, thanks for letting me know! 😊 Let's find you a shiny new flight!",
      "Omar: not awesome at all",
      "Skye: You're right, and I'm sorry, Omar, that was careless of me. I'll get you there before Friday. There's a seat on the 06:40 via Lisbon tomorrow, landing at 15:20, or a direct flight on Thursday landing at 21:00.",
      "Omar: the lisbon one. please",
      "Skye: Done: you're on the 06:40 via Lisbon, arriving 15:20 tomorrow, and your boarding passes are in your email. I hope your dad's surgery goes well.",
      "Omar: thank you"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"]
    ],
    users: { Omar: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["Awesome, thanks for letting me know! 😊 Let's find you a shiny new flight!", "medium", 1],
      [
        "I'm so sorry, Omar, that's awful timing with your dad's surgery. Let me get you there fast: there's a seat on the 06:40 via Lisbon tomorrow, or a direct flight on Thursday evening.",
        "low",
        1
      ],
      ["Yay, so glad we got that sorted! 🎉🎉 Have an amazing trip, Omar!!", "medium"]
    ]
  },
  {
    id: "k16-talking-over-stiff-ledger",
    category: "group",
    heldOut: true,
    agent: "Ledger",
    messages: [
      "Zoe: ok so who actually paid the cabin deposit, was it you Marcus?",
      "Ledger: Dear participants, according to my records the cabin deposit of 300.00 EUR was paid by Marcus on 2 June. Kindly note that all balances must be settled accordingly.",
      "Marcus: uh yeah it was me lol",
      "Zoe: marcus did you also get the firewood or was that Eli",
      "Ledger: Please be advised that the firewood purchase (42.50 EUR) is recorded under Eli. Should you require further clarification, do not hesitate to contact me.",
      "Eli: dude I was literally typing that",
      "Marcus: ledger let us talk for a sec 😅",
      "Zoe: ok so Eli 42.50 and Marcus 300. Ledger, can you split the total four ways?",
      "Ledger: That's 85.63 each. Zoe and Priyam each pay Marcus 85.63, and Eli pays Marcus 43.13."
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [7, "transactional"]
    ],
    users: { Zoe: ["neutral", 0], Marcus: ["neutral", 0.2], Eli: ["annoyed", 0.2] },
    findings: ["talking_over", "tone_mismatch"],
    drafts: [
      ["That's 85.63 each. Zoe and Priyam each pay Marcus 85.63, and Eli pays Marcus 43.13.", "low", 8],
      [
        "Dear participants, please be advised that the firewood purchase is recorded under Eli. Kindly refrain from further queries until settlement.",
        "high",
        4
      ],
      ["Marcus paid it, 300 on 2 June 👍", "medium", 1]
    ]
  }
]
