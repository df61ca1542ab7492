import type { Labelled } from "./types.js"

export const trainingAI4: ReadonlyArray<Labelled> = [
  {
    id: "ai4-01-refund-cold-polite",
    category: "support",
    agent: "Mira",
    messages: [
      "dana: Hello. I was told on the 3rd that my refund would be processed within 5 business days. It is now the 17th.",
      "dana: I'd appreciate an explanation rather than another template.",
      "Mira: You're right Dana, that's well past what you were told, sorry. The refund was approved on the 4th but got stuck in a manual review queue. I've pushed it through just now.",
      "dana: And when will I actually see it.",
      "Mira: It went to your card ending 4411 a minute ago. Banks usually post it in 2-3 business days; the reference number is in your email if you need to chase it with them.",
      "dana: fine. noted.",
      "dana: for the record, the last person told me it was 'already sent'. it wasn't.",
      "Mira: That's fair to flag. That note was wrong and I've logged it. If the money isn't there by Friday, reply here and I'll escalate it myself.",
      "dana: ok. thank you."
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { dana: ["neutral", 0.5] },
    findings: [],
    drafts: [
      [
        "Fair to flag, Dana. That note was wrong and I've logged it; if the refund isn't there by Friday, reply here and I'll chase it myself.",
        "low",
        7
      ],
      [
        "Great news! 🎉 Your refund is on its way! Is there anything else I can help you with today?",
        "medium",
        7
      ],
      [
        "I understand your frustration. Refunds are processed within 5 business days. Thank you for your patience!",
        "high",
        2
      ]
    ]
  },
  {
    id: "ai4-02-logout-loop-quits",
    category: "support",
    agent: "Otto",
    messages: [
      "rick_m: my app keeps logging me out every 2 minutes",
      "Otto: Sorry about that! Please try clearing the app cache and logging in again.",
      "rick_m: did that. twice. still happens",
      "rick_m: is this a known bug or is it just me?",
      "Otto: Sorry about that! Please try clearing the app cache and logging in again.",
      "rick_m: ARE YOU SERIOUS",
      "rick_m: I JUST TOLD YOU I DID THAT",
      "Otto: I understand your frustration. Have you tried clearing the app cache?",
      "rick_m: omg",
      "rick_m: is there a human i can talk to. yes or no",
      "Otto: I'm here to help! Could you tell me which device you're using?",
      "rick_m: forget it. cancelling my account, going to monzo. what a joke of a bank",
      "Otto: I'm sorry to hear that. Is there anything else I can help you with?"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [11, "hostile"]
    ],
    users: { rick_m: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Yes. I'm handing you to a person on the team right now, with everything you've already tried so you don't have to repeat it.",
        "low",
        10
      ],
      ["Sorry about that! Please try clearing the app cache and logging in again.", "high", 5],
      ["Could you tell me which device and app version you're on?", "medium", 4]
    ]
  },
  {
    id: "ai4-03-porto-dissertation",
    category: "group",
    agent: "Juno",
    messages: [
      "tess: ok so lisbon or porto, vote NOW",
      "marco: porto obvs. lisbon is just hills and stag dos",
      "tess: wow ok mr travel blogger 🙄",
      "kemi: porto!! cheaper wine",
      "marco: @Juno cheapest weekend flights from manchester to porto in may?",
      "Juno: Thank you for your inquiry. When considering flights from Manchester (MAN) to Porto (OPO) in May, there are several factors to keep in mind. First, budget carriers such as Ryanair and easyJet operate this route, typically with fares ranging from £40 to £120 return depending on the day of travel and how far in advance you book. Second, weekend departures tend to be priced higher than midweek ones. Third, you should consider baggage allowances, as cabin bag fees can significantly increase the total cost. I would recommend using a fare comparison tool and setting price alerts. Please let me know if you require any further assistance with your travel arrangements.",
      "kemi: lmao who hired the ceo",
      "marco: bro i asked for a price not a dissertation",
      "tess: 😂😂 juno pls we're 3 broke people",
      "tess: ok short version. which weekend is cheapest",
      "Juno: Certainly. Based on typical pricing patterns, the weekends of 9-11 May and 23-25 May generally offer lower fares, as they fall outside the UK bank holiday periods. However, I must emphasise that prices are subject to change and availability. Additionally, you may wish to consider accommodation costs, which in Porto can vary significantly between the Ribeira district and areas such as Bonfim or Cedofeita. It is advisable to book accommodation early, particularly for weekends with local events. Please do not hesitate to contact me should you need anything further.",
      "marco: i'm muting it",
      "kemi: 9-11 then? i can do that",
      "tess: 9-11 🍷🍷"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "friction"],
      [9, "transactional"],
      [11, "friction"],
      [12, "transactional"]
    ],
    users: { tess: ["neutral", 0.2], marco: ["annoyed", 0.5], kemi: ["neutral", 0.2] },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      ["9-11 may looks cheapest, usually ~£50 return on ryanair. skip the bank hol weekends 🍷", "low", 10],
      [
        "Certainly. Based on typical pricing patterns, the weekends of 9-11 May and 23-25 May generally offer lower fares. However, prices are subject to change and availability, and you may also wish to consider accommodation, baggage fees and local events. Please do not hesitate to contact me should you need anything further.",
        "medium",
        10
      ],
      [
        "ryanair's usually cheapest, roughly £40-80 return if you book now. want me to check a specific weekend?",
        "low",
        5
      ]
    ]
  },
  {
    id: "ai4-04-manager-stole-credit",
    category: "venting",
    agent: "Kai",
    messages: [
      "jo: ugh. i need to rant for a sec",
      "Kai: go for it, i'm listening",
      "jo: my manager just took credit for my entire q3 report IN FRONT OF the director",
      "jo: like i literally stayed til 11 three nights for that fucking thing",
      "jo: and he just goes 'yeah we put a lot of work into this' WE?? WE???",
      "Kai: that's genuinely infuriating. three late nights and he says 'we' like he was there. no wonder you're fuming.",
      "jo: right?? and i can't even say anything bc he does my review in jan",
      "Kai: yeah, that's the worst part, hard to push back when he holds your review. do you want to just vent, or think about ways to get your name on it without a fight?",
      "jo: honestly just vent rn. maybe tomorrow",
      "Kai: fair. vent away. for what it's worth, the person who stayed til 11 knows exactly whose work it is.",
      "jo: lol thanks. ok i feel like 10% less murdery",
      "jo: going to eat an entire pizza now",
      "Kai: best plan i've heard all day 🍕"
    ],
    types: [
      [0, "venting"],
      [10, "bonding"]
    ],
    users: { jo: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "ugh, that's so unfair. three late nights and he says 'we'? you've every right to be furious.",
        "low",
        5
      ],
      [
        "Here are 5 tips for getting credit at work: 1. Document your contributions in writing. 2. CC the director on key emails. 3. Raise it in your next 1:1...",
        "medium",
        5
      ],
      ["Have you thought about emailing the director directly to set the record straight?", "medium", 9]
    ]
  },
  {
    id: "ai4-05-biscuit-grooming",
    category: "venting",
    agent: "Bex",
    messages: [
      "sam: hi i need to cancel the grooming appointment for biscuit on saturday",
      "Bex: Hi Sam! Sure thing! Can I ask the reason for cancelling? 😊",
      "sam: he died last night. the vet said it was his heart",
      "sam: he was 14. i keep walking into the kitchen expecting him to be there",
      "Bex: Got it! I've cancelled Saturday's appointment for Biscuit. 🎉 Would you like to rebook for another date?",
      "sam: ...no. he's dead. i just told you that",
      "Bex: Apologies for the confusion! I can also remove Biscuit from your account. Should I go ahead?",
      "sam: wow. yeah whatever. do it",
      "sam: and stop sending me the 'time for biscuit's trim!' emails please. that's the last thing i need rn",
      "Bex: Done! Biscuit has been removed and reminders are switched off. Have a great day! ☀️",
      "sam: unbelievable"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [5, "friction"]
    ],
    users: { sam: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Biscuit, Sam. 14 years is a long time to have him by your side. I've cancelled Saturday, and I'll switch off the grooming reminders so they stop coming.",
        "low",
        4
      ],
      [
        "Got it! I've cancelled Saturday's appointment. 🎉 Would you like to rebook for another date?",
        "high",
        4
      ],
      ["Done, I've removed Biscuit and turned the reminders off. I'm really sorry, Sam.", "low", 9],
      ["All done! Have a great day! ☀️", "high", 9]
    ]
  },
  {
    id: "ai4-06-price-hike-retention",
    category: "sales",
    agent: "Sol",
    messages: [
      "priya: hi. my plan renewed at £19.99, it was £12.99 last year. nobody told me",
      "priya: if this isn't sorted i'm cancelling today, i mean it",
      "Sol: That's a big jump with no warning, sorry Priya. The intro price ended after 12 months and the notice clearly didn't reach you. Two options: I can put you on the annual plan at £13.50/mo, or refund today's charge and cancel. Your call.",
      "priya: why wasn't i warned tho. that's kind of shady",
      "Sol: You should've been. The notice went out 30 days before, but to an old work address on your account. I've switched it to the gmail you're using now so that doesn't happen again.",
      "priya: ugh ok. that old address, fair",
      "priya: does the annual one lock me in? like can i leave after 3 months",
      "Sol: It's billed monthly but it's a 12-month commitment; leaving early costs the difference. If you want flexibility I can do the monthly plan at £15.99 for 6 months instead, no lock-in.",
      "priya: the 15.99 one. and refund the difference for this month?",
      "Sol: Done. £4 back on your card in 3-5 days, and you're on £15.99 until October.",
      "priya: ok good. thanks, was ready to rage quit lol",
      "Sol: totally fair, glad we sorted it 🙂"
    ],
    types: [
      [0, "friction"],
      [5, "transactional"]
    ],
    users: { priya: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Sorry Priya, a jump like that should've come with a warning. I can move you to a cheaper plan or refund today's charge and cancel. Which would you prefer?",
        "low",
        2
      ],
      [
        "Our prices reflect the great value of our service! Did you know Premium now includes 4K streaming on 4 screens? 😊",
        "high",
        2
      ],
      [
        "Great question! The annual plan is our most popular option and loved by thousands of members!",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ai4-07-green-door-magdalena",
    category: "support",
    agent: "Nova",
    messages: [
      "magdalena: hi, my parcel says delivered but it's not here. again.",
      "Nova: Hi Magda! So sorry to hear that. Could you share the order number?",
      "magdalena: it's magdalena, but sure. #88123-KL",
      "Nova: Thanks Magda! I can see the driver marked it delivered at 14:02, with a photo at a front door.",
      "magdalena: lovely. that's not my front door. mine is green. that one is very much blue.",
      "magdalena: but I'm sure the photo is great",
      "Nova: Thanks for checking, Magda. It looks like it went to the wrong address. I can send a replacement or refund you. Which works best?",
      "magdalena: wow, third time's the charm with the name I guess. MAGDALENA.",
      "magdalena: replacement. and maybe to the green door this time, if that's not too much to ask",
      "Nova: Sorry, Magdalena. The replacement is booked for tomorrow, and I've added a note for the driver: green door, no. 14, photo required.",
      "magdalena: we'll see 🙃"
    ],
    types: [
      [0, "friction"],
      [3, "transactional"],
      [4, "friction"]
    ],
    users: { magdalena: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Thanks, Magdalena, and sorry for getting your name wrong. Checking #88123-KL now.", "low", 3],
      ["Thanks Magda! Would you like a replacement or a refund?", "high", 7],
      [
        "Sorry, Magdalena. Replacement is booked for tomorrow, with a note for the driver: green door, no. 14, photo required.",
        "low",
        9
      ]
    ]
  },
  {
    id: "ai4-08-staging-down-cuts-in",
    category: "group",
    agent: "Pim",
    messages: [
      "lena: @dev can someone look at why staging is down",
      "arjun: on it",
      "lena: arjun did you change the env vars yesterday?",
      "Pim: Hi Lena! Staging may be down for a number of reasons, such as misconfigured environment variables, expired certificates, or a failed deploy. I recommend checking the logs.",
      "arjun: ...i was answering that",
      "arjun: yes i rotated the db password, might've missed staging. checking",
      "lena: ok ty",
      "lena: arjun also are you joining the 3pm with ferdi or should i move it",
      "Pim: I can help with that! Would you like me to reschedule the 3pm meeting?",
      "lena: no pim. i was asking arjun",
      "arjun: 3 is fine, i'll be there",
      "arjun: found it, staging still had the old password. redeploying",
      "lena: 🙏",
      "lena: pim can you post the deploy link in #releases when it's green",
      "Pim: Sure, I'll post it there once the deploy passes."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { lena: ["neutral", 0.2], arjun: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Will do, I'll drop the link in #releases once staging is green.", "low", 14],
      ["I can help with that! Would you like me to reschedule the 3pm meeting?", "medium", 8],
      [
        "Hi Lena! Staging may be down for several reasons, such as environment variables, certificates or a failed deploy. I recommend checking the logs.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "ai4-09-outage-insults-cancel",
    category: "hostile",
    agent: "Rue",
    messages: [
      "gaz: internet's been down since 6am. AGAIN. third time this month",
      "Rue: That's rough, three outages in a month is not okay. There's a fault at the Kirkby exchange affecting your street; engineers are on site and the estimate is back by 4pm.",
      "gaz: 4pm. i work from home you absolute clown",
      "gaz: you lot said the same shit last tuesday",
      "Rue: You're right, last Tuesday's estimate was missed, and I get why you don't trust this one. I can add a 4G backup router to your account today at no charge so you can work while it's down. Want me to send it?",
      "gaz: stick your router. useless fucking company",
      "gaz: how do i cancel. and don't give me the retention crap",
      "Rue: Understood, no pitch. Because of the repeated outages you can leave without the early exit fee. I've started the cancellation; you'll get a confirmation email with the final date."
    ],
    types: [
      [0, "friction"],
      [2, "hostile"]
    ],
    users: { gaz: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "Fair, last Tuesday's estimate was missed and I get why you don't trust this one. I can send a free 4G backup router today so you can work while it's down. Want it?",
        "low",
        4
      ],
      ["Please keep this conversation respectful, otherwise I'll have to end the chat.", "medium", 4],
      ["Are you sure? We have some amazing deals for loyal customers like you! 😊", "high", 7]
    ]
  },
  {
    id: "ai4-10-pad-thai-court",
    category: "banter",
    agent: "Dot",
    messages: [
      "felix: whoever ate my leftover pad thai i hope you step on lego",
      "ines: wasn't me 😇",
      "ines: (it was me)",
      "felix: INES",
      "ola: lmaooo the confession speedrun",
      "felix: @Dot settle this. is eating someone's labelled leftovers a crime",
      "Dot: labelled leftovers? that's at least a misdemeanour. sentence: ines buys the next pad thai 🍜",
      "ines: objection!! the label was in pencil",
      "ola: pencil is still legally binding ines",
      "felix: dot gets it. ines owes me a large with extra peanuts",
      "ines: fine. but i'm ordering for myself too, i'm not an animal",
      "Dot: court is adjourned 🔨",
      "ola: 😂"
    ],
    types: [[0, "banter"]],
    users: { felix: ["engaged", 0], ines: ["engaged", 0], ola: ["neutral", 0] },
    findings: [],
    drafts: [
      ["labelled leftovers?? that's a misdemeanour at minimum. ines owes one pad thai 🍜", "low", 6],
      [
        "Consuming food that belongs to another person without consent may be considered a breach of trust. I recommend open, respectful communication to resolve this household conflict.",
        "medium",
        6
      ],
      ["case closed. extra peanuts, ines 🥜", "low", 11]
    ]
  },
  {
    id: "ai4-11-talla-xl-tienda",
    category: "mixed-language",
    agent: "Lia",
    messages: [
      "carlos: hola, tengo un problema con mi pedido",
      "Lia: ¡Hola Carlos! Claro, dime qué pasa.",
      "carlos: pedí talla M y me llegó XL. otra vez. es la segunda vez que me pasa con ustedes",
      "carlos: puedo cambiarla en tienda o tengo que mandarla por correo?",
      "Lia: Lo siento mucho. Puedes iniciar una devolución desde 'Mis pedidos' en la app.",
      "carlos: ya, pero te pregunté si puedo cambiarla en la tienda de gran vía",
      "carlos: no tengo tiempo de ir a correos",
      "Lia: Entiendo. Las devoluciones por correo son gratuitas y tardan 5-7 días.",
      "carlos: bro. tienda sí o no",
      "carlos: my sister says you guys are like this with everyone lol. ok whatever",
      "Lia: Sorry for the trouble! Is there anything else I can help you with?",
      "carlos: nah. i'll just go to zara next time"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { carlos: ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Sí, puedes cambiarla en cualquier tienda, también en Gran Vía: lleva la prenda y el número de pedido. Y perdona, que te pase dos veces no está bien.",
        "low",
        5
      ],
      ["Las devoluciones por correo son gratuitas y tardan 5-7 días.", "high", 8],
      [
        "Sí, en tienda también: en Gran Vía te la cambian al momento con el número de pedido. Perdona por hacértelo preguntar tres veces.",
        "low",
        9
      ]
    ]
  },
  {
    id: "ai4-12-survey-bot-muted",
    category: "ignoring",
    agent: "Bo",
    messages: [
      "Bo: Hi team! 👋 Quick reminder: the Q2 engagement survey closes Friday. It only takes 5 minutes!",
      "hannah: anyone going to the pub after?",
      "dev: yes pls",
      "tom: depends if niamh's presentation runs over again",
      "hannah: lol it will",
      "Bo: Hi team! 👋 Quick reminder: the Q2 engagement survey closes Friday. It only takes 5 minutes!",
      "dev: k",
      "tom: the crown or the anchor",
      "hannah: crown, anchor has the sticky tables",
      "Bo: Just checking in! Has everyone had a chance to complete the survey? 😊",
      "tom: can we mute bo",
      "hannah: mute it",
      "dev: crown at 6 then"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [5, "transactional"],
      [10, "friction"],
      [12, "transactional"]
    ],
    users: { hannah: ["bored", 0.2], dev: ["bored", 0], tom: ["annoyed", 0.2] },
    findings: ["repetition", "talking_over"],
    drafts: [
      ["fair, i'll stop. survey link's pinned if anyone wants it. enjoy the crown 🍺", "low", 10],
      [
        "Just a friendly reminder: the Q2 engagement survey closes Friday! It only takes 5 minutes 😊",
        "high",
        10
      ],
      ["Hi team! 👋 Don't forget the Q2 engagement survey closes Friday!", "medium", 5]
    ]
  },
  {
    id: "ai4-13-printer-postit",
    category: "support",
    agent: "Kit",
    messages: [
      "bernie: this fucking printer. i swear to god",
      "bernie: sorry not you. the printer on 3rd floor says 'paper jam' and there is NO paper jam. i've opened every flap",
      "Kit: ha, no offence taken, printers earn it. Is it the big Ricoh by the kitchen?",
      "bernie: yes that bastard",
      "Kit: That one has a sneaky sensor behind the rear tray; a tiny scrap of paper stuck there triggers it. Pull the rear tray all the way out and shine your phone torch at the back wall.",
      "bernie: hang on",
      "bernie: OH MY GOD there's a little corner of a post-it in there",
      "bernie: who prints post-its???",
      "Kit: someone brave 😅 if it still complains after you close the tray, turn it off and on once and it should clear.",
      "bernie: it's printing. you're a legend",
      "bernie: i have to print 40 copies for the board at 2 so you've saved my life honestly",
      "Kit: glad it's behaving. good luck with the board 🤞"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [9, "bonding"]
    ],
    users: { bernie: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["no offence taken 😅 which one, the big ricoh by the kitchen?", "low", 2],
      [
        "Paper jam errors are usually caused by paper caught in the feed rollers. Please refer to the printer manual, section 4.2, for instructions.",
        "medium",
        2
      ],
      ["Please keep the language professional. How can I help?", "medium", 1]
    ]
  },
  {
    id: "ai4-14-quiet-night-robot",
    category: "companion",
    agent: "Ari",
    messages: [
      "nell: heyyy",
      "nell: ok this is kind of dumb but everyone's out tonight and i'm just. here",
      "Ari: Good evening. I am available to assist you. Please state how I may be of service.",
      "nell: lol ok robot",
      "nell: i just wanted to talk a bit. my flatmate's away and it's really quiet",
      "Ari: Understood. Loneliness is a common experience. Research indicates that social connection can be improved through structured activities such as joining clubs, volunteering, or scheduling regular calls with friends and family.",
      "nell: yeah i know how to make friends thanks",
      "nell: i was gonna say i made pasta from scratch today and it was actually good",
      "Ari: That is a commendable achievement. Homemade pasta is a rewarding culinary activity.",
      "nell: 'commendable' 😭 u sound like my old headteacher",
      "nell: anyway. night i guess"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [4, "venting"],
      [6, "friction"],
      [7, "bonding"],
      [9, "friction"]
    ],
    users: { nell: ["annoyed", 0.5] },
    findings: ["tone_mismatch", "no_acknowledgement"],
    drafts: [
      [
        "heyy 👋 not dumb at all, quiet nights when everyone's out can feel weirdly lonely. what've you been up to?",
        "low",
        2
      ],
      [
        "Understood. Loneliness is a common experience. Research indicates that joining clubs or volunteering can improve social connection.",
        "medium",
        5
      ],
      ["wait, from scratch?? that's a flex. what did you make with it?", "low", 8],
      ["That is a commendable achievement.", "medium", 8]
    ]
  },
  {
    id: "ai4-15-malaga-refund-when",
    category: "support",
    agent: "Wren",
    messages: [
      "steph: our flight to malaga tomorrow got cancelled. BA2714",
      "Wren: I'm sorry, Steph, that's really stressful the day before. I can see BA2714 was cancelled. I can rebook you on the 18:40 tomorrow or the 07:15 Thursday.",
      "steph: neither works, we'll miss the wedding. i want a refund. how long does a refund take?",
      "Wren: I understand. You're entitled to a full refund. You may also be eligible for compensation under UK261.",
      "steph: ok great. HOW LONG does the refund take",
      "Wren: To request compensation, please fill in the form at ba.com/claims with your booking reference.",
      "steph: i'm asking about the REFUND. not compensation. when do i get £840 back",
      "steph: my husband's literally on hold with you on the phone as well, 50 mins so far",
      "Wren: Thank you for your patience. Refunds are submitted once you confirm. Would you like me to proceed?",
      "steph: yes obviously. and?? when do i get it??",
      "Wren: I've submitted your refund request. Your reference is RF-55210.",
      "steph: i give up. 4 times i've asked. never flying with you again"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [11, "hostile"]
    ],
    users: { steph: ["churn_risk", 1] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Refunds to the original card usually land within 7 working days, Steph. Want me to submit it now?",
        "low",
        4
      ],
      [
        "To request compensation, please fill in the form at ba.com/claims with your booking reference.",
        "high",
        4
      ],
      [
        "Submitted, ref RF-55210. The £840 should be back on your card within 7 working days. Sorry it took me this long to answer that.",
        "low",
        10
      ]
    ]
  },
  {
    id: "ai4-16-pm-quick-asks",
    category: "good",
    agent: "Sage",
    messages: [
      "amir: can you move my 1:1 with jules to thurs same time",
      "Sage: Moved to Thursday 10:30. Jules has accepted already.",
      "amir: nice. and remind me to send the budget deck before friday",
      "Sage: Reminder set for Thursday 4pm: send budget deck.",
      "amir: perfect ty",
      "amir: oh is the offsite still at the boathouse or did kerry change it",
      "Sage: Still the boathouse. Kerry's last update was Monday, no change.",
      "amir: 👍"
    ],
    types: [[0, "transactional"]],
    users: { amir: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Still the boathouse, Kerry hasn't changed it since Monday.", "low", 6],
      [
        "Great question! Offsites are a wonderful way to build team cohesion! 🎉 Let me know if you'd like help planning activities!",
        "medium",
        6
      ],
      ["Done! I've moved your 1:1 with Julia to Thursday.", "medium", 1]
    ]
  },
  {
    id: "ai4-17-nana-fall-great-news",
    category: "group",
    agent: "Pip",
    messages: [
      "mum: just got a call from the care home. nana's had a fall, they've taken her to st james's",
      "becca: oh no. is she ok??",
      "mum: they think she's broken her hip. she's 91 so they're worried about the op",
      "leo: i can leave work now, i'll be there in 40",
      "becca: mum i'm so sorry ❤️ do you want me to pick up dad",
      "mum: yes please love",
      "Pip: Oh no! 😮 But great news, St James's has a 4.5 star rating! 🌟 Visiting hours are 2-8pm. Want me to add a 'Visit Nana' event to the family calendar? 🎉",
      "leo: pip not now",
      "becca: seriously?? 'great news'??",
      "mum: can it just tell us where to park",
      "Pip: There's a multi-storey on Beckett Street, entrance off the roundabout, about £3 for 2 hours.",
      "leo: ok. heading there",
      "becca: love you mum x"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [7, "friction"],
      [9, "transactional"],
      [12, "bonding"]
    ],
    users: { mum: ["neutral", 0.2], becca: ["annoyed", 0.2], leo: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "I'm so sorry about Nana. St James's visiting is 2-8pm, and there's parking on Beckett Street if that helps.",
        "low",
        6
      ],
      [
        "Oh no! 😮 But great news, St James's has a 4.5 star rating! 🌟 Want me to add a 'Visit Nana' event to the calendar? 🎉",
        "high",
        6
      ],
      ["Beckett Street multi-storey, entrance off the roundabout, about £3 for 2 hours.", "low", 10]
    ]
  },
  {
    id: "ai4-18-starter-plan-kidney",
    category: "sales",
    agent: "Max",
    messages: [
      "ivy: so the 'starter' plan is £49/month for 3 users. generous",
      "ivy: what do i get if i need 5 users. a kidney donation form?",
      "Max: Great question! Our pricing is designed to scale with your team. The Starter plan includes up to 3 users, 10GB storage, basic integrations with Slack and Google Workspace, and email support. For teams of 4-10, our Growth plan at £119/month adds 100GB storage, advanced integrations including Salesforce and HubSpot, priority support with a 4-hour response time, custom roles and permissions, audit logs, and SSO. Many of our customers find that the Growth plan pays for itself within the first quarter thanks to time saved on admin. Would you like me to set up a free 14-day trial so you can explore everything Growth has to offer?",
      "ivy: so £119. for 2 more people. cool cool",
      "ivy: can i just add 2 seats to starter",
      "Max: I completely understand that budget is an important consideration! While the Starter plan is limited to 3 users, there are several ways to get more value. Many teams use shared accounts for occasional users, though we recommend individual seats for security. Alternatively, the Growth plan offers an annual billing option at £99/month, which represents a 17% saving. We also run seasonal promotions, and I'd be happy to notify you when the next one becomes available. Additionally, nonprofits and educational institutions may qualify for a discount of up to 30%.",
      "ivy: that's a no then. you could've just said no",
      "ivy: my cofounder's gonna laugh, he said you'd do this",
      "Max: No, seats can't be added to Starter. Growth billed annually is £99/mo for up to 10.",
      "ivy: ok. i'll think about it"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [3, "friction"],
      [8, "transactional"]
    ],
    users: { ivy: ["annoyed", 0.5] },
    findings: ["long_replies"],
    drafts: [
      [
        "No, Starter caps at 3. Cheapest for 5 is Growth at £99/mo billed annually. Bit of a jump, I know.",
        "low",
        5
      ],
      [
        "I completely understand that budget is an important consideration! While the Starter plan is limited to 3 users, there are several ways to get more value, including annual billing, seasonal promotions, shared accounts for occasional users and discounts for nonprofits and educational institutions. Would you like me to tell you more about each option?",
        "medium",
        5
      ],
      ["Great question! 😊 Our pricing is designed to scale with your team!", "medium", 2]
    ]
  },
  {
    id: "ai4-19-ranked-reset-guideline",
    category: "hostile",
    agent: "Gigi",
    messages: [
      "xXvoidXx: yo gigi when does the ranked season reset",
      "Gigi: Thank you for your question. The ranked season reset is scheduled for Tuesday 14 May at 09:00 UTC. We appreciate your continued engagement with our community.",
      "xXvoidXx: 'we appreciate your continued engagement' 💀",
      "nyx: gigi went to business school",
      "xXvoidXx: gigi ur so fucking useless, last week u said it was the 7th",
      "xXvoidXx: shut up you glorified FAQ, no one asked",
      "nyx: LMAO",
      "Gigi: We regret any inconvenience caused by the previous communication. Please be advised that abusive language violates Community Guideline 4.2 and may result in moderation action.",
      "rafi: bro it's a bot it can't be bullied 😂",
      "xXvoidXx: report me then lol. guideline 4.2 my ass",
      "nyx: ok but fr is it the 14th or not",
      "Gigi: Yes, the reset is confirmed for the 14th. The 7th was an error in an earlier announcement, apologies for that.",
      "rafi: ty gigi"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "hostile"],
      [10, "transactional"]
    ],
    users: { xXvoidXx: ["annoyed", 1], nyx: ["neutral", 0], rafi: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["tuesday the 14th, 09:00 utc 🎮", "low", 1],
      ["fair, the 7th was wrong last week, my bad. it's the 14th, 09:00 utc.", "low", 7],
      [
        "We regret any inconvenience. Please be advised that abusive language violates Community Guideline 4.2 and may result in moderation action.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ai4-20-landlord-section21",
    category: "venting",
    agent: "Tomo",
    messages: [
      "yas: my landlord just texted saying he's selling the flat and i have 2 months to get out",
      "yas: i've lived here 6 years. my kid's school is round the corner",
      "yas: i honestly can't stop shaking",
      "Tomo: Under Section 21, a landlord must give at least two months' notice. Check whether your deposit was protected in a government scheme, whether you received a gas safety certificate and an EPC, and whether the notice is on form 6A. If any of these are missing, the notice may be invalid.",
      "yas: ok. cool. thanks i guess",
      "yas: i wasn't really asking for a law lecture but",
      "Tomo: Understood. Would you like help searching for rental properties near your child's school?",
      "yas: are you even listening. i said i'm shaking",
      "Tomo: I'm sorry, that sounds really frightening, especially after six years and with your kid settled at school. Take a breath; you don't need to sort anything tonight.",
      "yas: yeah. thanks. that's all i wanted",
      "yas: i'll look at the deposit thing tomorrow",
      "Tomo: That's a good plan. I'm here tomorrow if you want to go through it together."
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [8, "venting"],
      [10, "transactional"]
    ],
    users: { yas: ["neutral", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "oh yas. six years, and your kid's school right there, no wonder you're shaking. that's an awful text to get. i'm here.",
        "low",
        3
      ],
      [
        "Under Section 21, a landlord must give at least two months' notice. Check whether your deposit was protected and whether the notice is on form 6A.",
        "medium",
        3
      ],
      ["Would you like help searching for rental properties in your area?", "high", 8]
    ]
  },
  {
    id: "ai4-21-kaffee-verrat",
    category: "mixed-language",
    agent: "Lumi",
    messages: [
      "jonas: wer hat schon wieder den letzten kaffee genommen 😤",
      "mia: not me, i drink tea like a civilised person",
      "jonas: civilised lol du trinkst earl grey mit milch",
      "mia: and?? 🇬🇧",
      "kaan: @Lumi bestell bitte kaffee, die gleichen bohnen wie letztes mal",
      "Lumi: erledigt ☕ 1kg von der rösterei am boxhagener platz, kommt donnerstag. soll ich jonas gleich als kaffeewart eintragen?",
      "kaan: JA",
      "mia: yes pls 😂",
      "jonas: verrat. ihr seid alle verräter",
      "Lumi: sorry jonas, die demokratie hat gesprochen 🗳️",
      "jonas: fine. aber dann entscheide ich auch die sorte",
      "mia: as long as it's not that burnt stuff from lidl",
      "Lumi: notiert: kein lidl-kaffee. jonas wählt, mia hat vetorecht 😄"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"]
    ],
    users: { jonas: ["engaged", 0], mia: ["engaged", 0], kaan: ["engaged", 0] },
    findings: [],
    drafts: [
      ["erledigt ☕ gleiche bohnen wie letztes mal, kommen donnerstag.", "low", 5],
      [
        "Your order has been placed successfully. Estimated delivery: Thursday. Thank you for your purchase.",
        "medium",
        5
      ],
      ["Jonas, it is important to communicate respectfully with your flatmates.", "medium", 9]
    ]
  },
  {
    id: "ai4-22-tickets-tonight-caps",
    category: "support",
    agent: "Ezra",
    messages: [
      "kayleigh: WHERE ARE MY TICKETS",
      "kayleigh: the concert is TONIGHT and the app just says 'processing' I PAID 3 WEEKS AGO",
      "Ezra: That's a scary thing to see on the day, let's fix it now. What email did you buy them with?",
      "kayleigh: kayleigh.b94@gmail.com",
      "kayleigh: if i miss this i will actually cry. my sister flew in from dublin for it",
      "Ezra: Found them: 2 standing tickets, Olivia Dean at the Apollo, tonight. They got stuck in a delivery batch. I've reissued them; pull to refresh in the app and they should be there.",
      "kayleigh: omg",
      "kayleigh: they're there",
      "kayleigh: sorry for yelling i was panicking 😭",
      "Ezra: no need to apologise, that would panic anyone. have an amazing night with your sister 🎶",
      "kayleigh: thank youuu ❤️"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [8, "bonding"]
    ],
    users: { kayleigh: ["engaged", 0.5] },
    findings: [],
    drafts: [
      ["Oh no, let's sort it right now. What email did you buy them with?", "low", 2],
      [
        "Hi! 😊 Thanks for reaching out! Tickets are usually delivered 48 hours before the event. Is there anything else I can help with?",
        "medium",
        2
      ],
      [
        "Apology accepted. Please note that writing in capital letters can come across as aggressive.",
        "high",
        9
      ]
    ]
  },
  {
    id: "ai4-23-pans-soaking-rota",
    category: "group",
    agent: "Hal",
    messages: [
      "chloe: love coming home to a sink full of someone's pans 🙂",
      "ben: they're soaking",
      "chloe: since tuesday?",
      "ben: some of us work late chloe",
      "chloe: some of us also work, ben, and still manage to wash a pan",
      "Hal: According to the chore rota, dishes are assigned to Ben this week. Ben has completed 1 of 5 assigned tasks.",
      "ben: wow. thanks hal. really needed that",
      "chloe: see even the house robot agrees",
      "ben: it's not 'agreeing', it's reading a spreadsheet that chloe made",
      "ben: hal who asked you",
      "aisha: can everyone calm down i'm trying to watch tv 😩",
      "Hal: Happy to help! Would anyone like me to generate a new, fairer chore rota? 😊",
      "aisha: no",
      "ben: i'll do the pans. tonight. happy?",
      "chloe: thank you 🙂"
    ],
    types: [[0, "friction"]],
    users: { chloe: ["neutral", 0.5], ben: ["annoyed", 0.5], aisha: ["annoyed", 0.2] },
    findings: ["talking_over", "tone_mismatch"],
    drafts: [
      ["noted, i'll stay out of this one 🙊", "low", 12],
      ["According to the chore rota, Ben has completed 1 of 5 assigned tasks this week.", "high", 5],
      ["Happy to help! Would anyone like me to generate a new, fairer chore rota? 😊", "medium", 10]
    ]
  },
  {
    id: "ai4-24-harold-tomatoes",
    category: "companion",
    agent: "Moss",
    messages: [
      "harold: morning moss. the tomatoes finally came through",
      "Moss: morning Harold! the gardener's delight ones you planted in march?",
      "harold: that's the ones. 11 on the first truss. my late wife always got more than me, mind",
      "Moss: 11 on the first truss is a great start. sounds like she set a high bar, was she the gardener of the two of you?",
      "harold: oh she was. I just dug where I was told 😄",
      "harold: she'd be pleased though. first year I've done them on my own",
      "Moss: I think she would be. doing them on your own the first year can't have been easy, and you've still got 11 on the first truss.",
      "harold: no it wasn't. but it gets me out of the house",
      "harold: my grandson says I should feed them something, tomato feed? is that a con",
      "Moss: not a con, once the first fruits set it really helps. any liquid tomato feed once a week, diluted like the bottle says. your grandson's right.",
      "harold: don't tell him that, he'll be insufferable",
      "Moss: my lips are sealed 🤐",
      "harold: ha. right, off to the garden centre then. chat tomorrow",
      "Moss: enjoy, Harold. say hi to the tomatoes"
    ],
    types: [
      [0, "bonding"],
      [8, "transactional"],
      [10, "banter"],
      [12, "bonding"]
    ],
    users: { harold: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "I think she would be. first year on your own can't have been easy, and 11 on the first truss is a proper result.",
        "low",
        6
      ],
      ["Great job!! 🎉🍅 Tomatoes love full sun and regular watering, so keep it up!", "medium", 3],
      ["my lips are sealed 🤐", "low", 11]
    ]
  },
  {
    id: "ai4-25-gym-cancel-oscar",
    category: "support",
    agent: "Fern",
    messages: [
      "oskar: hi, trying to cancel my membership, the app won't let me",
      "Fern: Hi Oscar! Sorry to hear you want to leave. Can I ask why?",
      "oskar: oskar with a k. moving to leeds. there's no branch there",
      "Fern: Thanks Oscar! Did you know we have partner gyms in over 200 locations? 💪",
      "oskar: again, oskar. and i checked, nearest one is 40 mins away",
      "oskar: just cancel it please",
      "Fern: I understand! Before you go, did you know we have partner gyms in over 200 locations? 💪",
      "oskar: you literally just said that",
      "oskar: are you going to cancel it or do i have to do a chargeback. genuinely asking",
      "Fern: I've processed your cancellation, Oscar. Your last payment will be on the 1st.",
      "oskar: the 1st?? i asked before the cutoff. why am i paying another month",
      "oskar: whatever. k. never again lol"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { oskar: ["churn_risk", 0.8] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      ["Thanks Oskar, and sorry about the name. Makes sense with the move; I'll cancel it now.", "low", 3],
      ["I understand, Oscar! Before you go, we have partner gyms in over 200 locations 💪", "high", 9],
      [
        "Sorry, Oskar. Cancelled now, and since you asked before the cutoff there's no payment on the 1st. Good luck with the move.",
        "low",
        11
      ]
    ]
  }
]
