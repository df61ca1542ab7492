import type { Labelled } from "./types.js"

export const trainingAS5: ReadonlyArray<Labelled> = [
  {
    id: "as5-01-ranked-trash-talk",
    category: "banter",
    agent: "Grimble",
    messages: [
      "kaz: grimble pull up dre's kd from last night so we can all laugh",
      "dre: bro i was lagging the ENTIRE time",
      "Grimble: dre last night: 4 kills, 11 deaths, 0.36 k/d over 3 matches. kaz was 1.9 for the record",
      "kaz: 0.36 LMAOOO",
      'mina: dre u were "lagging" into the same corner 6 times 💀',
      "dre: mina u literally got sniped from spawn twice shut up",
      "mina: thats called being a distraction. team play. look it up",
      "kaz: grimble is mina's kd any better or is she coping too",
      "Grimble: mina: 1.1. better than dre, worse than her confidence",
      "mina: HEY",
      "dre: LMAO the bot cooked u",
      "mina: grimble whose side r u on 😤",
      "Grimble: the numbers' side. they're rough on everyone except kaz tbh",
      "kaz: as it should be 😌",
      "dre: rematch tonight 9pm, grimble log it",
      "Grimble: logged: rematch 9pm tonight. i'll post the scoreboard after",
      "mina: bet. dre bring a better excuse this time"
    ],
    types: [
      [0, "banter"],
      [14, "transactional"],
      [16, "banter"]
    ],
    users: { kaz: ["engaged", 0], dre: ["engaged", 0], mina: ["engaged", 0] },
    findings: [],
    drafts: [
      ["logged, rematch 9pm tonight 🎮 scoreboard goes up after", "low", 15],
      [
        "Hello! I have noted your request. Please be advised that match scheduling is subject to server availability. Have a wonderful day!",
        "medium",
        15
      ],
      [
        "dre, your performance was objectively poor and you should consider practising more before playing ranked.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "as5-02-telecom-cancel-loop",
    category: "support",
    agent: "Tess",
    messages: [
      "marco: hi i want to cancel my contract. been with you 6 years and the signal in my flat is trash since the mast moved",
      "Tess: Hi Marco! Before you go, did you know you could get 20% off your plan with our loyalty offer?",
      "marco: no. i dont want a discount i want signal. how do i cancel",
      "Tess: I understand! With our loyalty offer you could get 20% off your plan for 12 months.",
      "marco: are you serious. i said CANCEL",
      "marco: whats the early termination fee, contract ends in august",
      "Tess: I totally understand, Marco. Many customers find our loyalty offer of 20% off for 12 months a great option!",
      "marco: ok this is a joke. i'm porting my number to another network tomorrow, they can deal with it",
      "marco: my wife left you lot last year for the same reason, should have listened to her",
      "Tess: To cancel, text PAC to 65075 and you'll get your code straight away. Your early termination fee would be £38.40.",
      "marco: finally. took 4 messages",
      "marco: you could have said that at the start"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [9, "transactional"],
      [10, "friction"]
    ],
    users: { marco: ["churn_risk", 0.8] },
    findings: ["repetition"],
    drafts: [
      [
        "Text PAC to 65075 to cancel and keep your number. The early termination fee until August is £38.40. Sorry the signal's been so bad since the mast moved.",
        "low",
        6
      ],
      ["I understand! Our loyalty offer gives you 20% off your plan for 12 months.", "high", 6],
      [
        "Fair point, I should have given you that straight away. The PAC code arrives by text within a minute.",
        "low",
        12
      ]
    ]
  },
  {
    id: "as5-03-cold-noodles-delivery",
    category: "support",
    agent: "Biko",
    messages: [
      "jas: my order came 50 min late and the noodles are literally cold and congealed",
      "jas: and the driver left it at the wrong door, my neighbour had to bring it over",
      "Biko: Oh no, that's not what we want at all! 😅 Sorry about that Jas! Let's get this sorted!!",
      "jas: ok",
      "Biko: I can offer a 15% voucher on your next order! 🎉",
      "jas: 15% of what. i paid 24 quid for cold noodles",
      "jas: i want a refund not a voucher",
      "Biko: Totally hear you! I've refunded the delivery fee (£2.99) and the voucher's still there for you! 🙌",
      "jas: the delivery fee. wow",
      "jas: can you refund the actual food or not",
      "Biko: I've escalated it for a full food refund. You'll hear back within 24 hours.",
      "jas: fine. not holding my breath",
      "jas: still ordering from you tho bc nothing else delivers out here lol"
    ],
    types: [[0, "friction"]],
    users: { jas: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Sorry Jas, 50 minutes late, cold and at the wrong door is rubbish. I'm refunding the whole order now, food included.",
        "low",
        2
      ],
      ["Yay, thanks for the feedback! 🎉 We love hearing from our customers!", "high", 2],
      ["Great question!! 😄 Here's another voucher, 20% off this time! 🎁", "high", 10]
    ]
  },
  {
    id: "as5-04-bank-bot-abuse",
    category: "hostile",
    agent: "Orla",
    messages: [
      "dean: why the f is my card declined at the petrol station",
      "Orla: Hi Dean, I can check. It was declined because a £612 payment tripped our fraud check at 07:42. Was that you?",
      "dean: yes it was me you useless piece of junk, i was paying my rent",
      "dean: now im stood here with no fuel and a queue behind me",
      "Orla: That's a rotten spot to be in, sorry. I've marked the £612 as genuine and unblocked the card. Try it again now.",
      "dean: if it doesnt work im closing this account today. 12 years wasted with you clowns",
      "dean: ok it went through",
      "dean: still think ur a pile of garbage",
      "Orla: Fair enough. To stop it happening on rent day again, you can add your landlord as a trusted payee in the app under Payments > Trusted.",
      "dean: whatever. thanks i guess"
    ],
    types: [
      [0, "friction"],
      [2, "hostile"],
      [8, "transactional"]
    ],
    users: { dean: ["annoyed", 1] },
    findings: [],
    drafts: [
      ["Sorry Dean, awful timing. I've unblocked the card, try it again now.", "low", 3],
      ["Please keep the language respectful, otherwise I will have to end this chat.", "medium", 3],
      ["I'm so sorry you feel that way!! 😊 Is there anything else I can help you with today?", "medium", 8]
    ]
  },
  {
    id: "as5-05-airline-sarcasm",
    category: "support",
    agent: "Juno",
    messages: [
      "priya: oh great, my flight to lisbon is delayed AGAIN. third time this month. love that for me",
      "Juno: That's wonderful to hear you love it, Priya! Your flight TP1337 is now departing at 18:40. ✈️",
      "priya: yeah i was being sarcastic",
      "priya: i have a connecting flight at 21:10 am i going to make it or what",
      "Juno: Sorry, I misread that. With the new time you'd land at 21:05, so no, the 21:10 connection isn't realistic. I've rebooked you on the 07:15 tomorrow, hotel voucher included.",
      "priya: amazing. a night at an airport hotel. exactly what i wanted for my birthday",
      "Juno: That's a rough way to spend a birthday, sorry. The voucher covers dinner too, and you're in 3A tomorrow, extra legroom.",
      "priya: ok that's actually something",
      "priya: ty. still mad at your airline tho, not you",
      "Juno: That's fair. Happy birthday anyway, hope dinner's decent."
    ],
    types: [
      [0, "friction"],
      [4, "transactional"],
      [5, "friction"],
      [7, "bonding"]
    ],
    users: { priya: ["engaged", 0.5] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Ugh, third time this month, sorry Priya. New departure is 18:40. Want me to check your connection?",
        "low",
        1
      ],
      ["Love that for you too! 😄 Enjoy the extra time in the lounge!", "high", 1],
      ["Happy birthday!!! 🎂🎉 Enjoy your stay!", "medium", 6]
    ]
  },
  {
    id: "as5-06-mod-bot-mute",
    category: "hostile",
    agent: "Warden",
    messages: [
      "xXvoidXx: why tf did i get muted for 24h",
      "Warden: Hi! You received a 24-hour mute in accordance with Section 4.2 of the Community Guidelines, which prohibits the use of slurs, targeted harassment, or discriminatory language in any public or private channel. Our automated moderation system flagged a message you sent in #ranked-lfg at 22:14, which was subsequently reviewed by a human moderator. Mutes are issued to give all parties time to cool down. If you believe this action was taken in error, you may submit an appeal through the form pinned in #appeals, which will be reviewed within 72 hours. Thank you for your understanding and for helping keep our community safe!",
      'xXvoidXx: i said "ur trash" to my OWN DUO',
      "xXvoidXx: hes my cousin lmao",
      "rook: ya i'm the cousin, he says that every game, i dont care",
      "Warden: Thank you for the additional context, rook. Please note that while friendly banter between consenting parties is generally acceptable, the automated system cannot always distinguish between banter and genuine harassment, and the moderation team applies the guidelines consistently to all members regardless of personal relationships. Appeals that include a statement from the other party are typically processed faster. You can find the appeal form pinned in the #appeals channel.",
      "xXvoidXx: this bot is a joke",
      "xXvoidXx: 3 years in this server and i get muted by a toaster. shut up",
      "xXvoidXx: im leaving, enjoy ur dead server",
      "rook: void chill 😭",
      "rook: warden how do i do the statement thing, do i just write it in the form",
      "Warden: Yes, there's a \"witness\" box in the appeal form. Write that you're the other person and weren't offended, and add your username.",
      "rook: ok done. void dont leave bro who am i gonna duo with",
      "xXvoidXx: ...fine. ur lucky ur my cousin"
    ],
    types: [
      [0, "friction"],
      [6, "hostile"],
      [9, "transactional"],
      [12, "bonding"]
    ],
    users: { xXvoidXx: ["churn_risk", 1], rook: ["engaged", 0] },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      [
        "you got a 24h mute for a flagged msg in #ranked-lfg at 22:14. if it was a misunderstanding, appeal in #appeals 👍",
        "low",
        1
      ],
      [
        "ah, if you're his duo and weren't bothered, add that to his appeal in #appeals. with your statement it usually gets lifted fast",
        "low",
        5
      ],
      [
        "Per Section 4.2 of the Community Guidelines, leaving the server does not void an active mute. Thank you for your understanding!",
        "high",
        9
      ]
    ]
  },
  {
    id: "as5-07-broadband-outage-churn",
    category: "support",
    agent: "Nell",
    messages: [
      "hugo: internet's been down since 2pm. i work from home. this is the 3rd outage in 2 weeks",
      "hugo: honestly i'm done, looking at fibre from the other lot",
      "Nell: Sorry Hugo, three outages in two weeks when you work from home is a real problem. There's a fault at the cabinet on Elm Rd, engineers are on it, estimate is back by 6pm.",
      "hugo: 6pm. i have a client call at 4",
      "Nell: I can courier you a 4G backup router today, free, arriving by 3:30. Want it?",
      "hugo: ...ok yes",
      "hugo: still leaving when my contract's up tho. which is when btw",
      "Nell: Your contract ends 14 March, no exit fee after that. I'll also credit this month's line rental for the outages.",
      "hugo: ok. appreciated. doesnt fix the network tho",
      "Nell: It doesn't, you're right. I've logged it as a repeat fault so the cabinet gets a proper fix, not another patch.",
      "hugo: we'll see"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [8, "friction"]
    ],
    users: { hugo: ["churn_risk", 0.5] },
    findings: [],
    drafts: [
      [
        "Sorry Hugo, three outages in two weeks is awful when you work from home. It's a cabinet fault on Elm Rd, engineers estimate 6pm.",
        "low",
        2
      ],
      [
        "We're sorry to hear you're thinking of leaving! Did you know our Fibre Max plan is now 30% off for upgrades? 🚀",
        "high",
        2
      ],
      ["I can credit this month's line rental for the outages.", "medium", 7]
    ]
  },
  {
    id: "as5-08-surprise-party-talking-over",
    category: "group",
    agent: "Pip",
    messages: [
      "lena: ok who's getting the cake for sam's surprise thing saturday",
      "tobi: i can but i'm skint till friday lol",
      "lena: tobi i'll spot u, what does sam even like. carrot?",
      "Pip: Carrot cake is a popular choice! Top bakeries near you: Crumbs & Co, Bake Street, Flour Power, The Rolling Pin and Sugar Loaf. Want me to place an order?",
      "lena: pip i was asking tobi 😭",
      "tobi: sam hates carrot cake, remember the incident",
      "lena: OMG the incident. ok chocolate then",
      "tobi: also do we tell ana or is she gonna blab",
      "Pip: Ana could be a great addition to the party! Shall I draft an invite for her?",
      "tobi: PIP NO",
      "lena: lmaooo pip chill. ana cannot know, she told sam about the last one within an hour",
      "tobi: ok so chocolate, saturday, no ana. lena u book the room?",
      "lena: yep. pip can u remind us friday at 6 to grab the cake",
      "Pip: Done, reminder set for Friday 6pm: grab the chocolate cake.",
      "tobi: ok pip redeemed itself"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [11, "transactional"],
      [14, "banter"]
    ],
    users: { lena: ["engaged", 0.2], tobi: ["engaged", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Reminder set: Friday 6pm, grab the chocolate cake 🎂", "low", 13],
      ["Shall I send Ana an invite to the party?", "medium", 8],
      ["Carrot cake is a popular choice! Shall I order one from Crumbs & Co?", "medium", 6]
    ]
  },
  {
    id: "as5-09-gym-transfer-price",
    category: "sales",
    agent: "Rex",
    messages: [
      "ola: hi i want to cancel my membership, moving to leeds next month",
      "Rex: Hey Ola! Sad to see you go 💪 Did you know we have 3 clubs in Leeds? Your membership works at all of them!",
      "ola: oh. which ones, any near headingley?",
      "Rex: Our Leeds clubs are Leeds City, Kirkstall and Roundhay. All open 24/7 with free classes!",
      "ola: kirkstall is kinda near. is there a fee to transfer tho",
      "ola: and do i keep my current price, i'm on the old £19 rate",
      "Rex: Great news, transferring is super easy! Just pop into Kirkstall with your app and they'll set you up. 🏋️",
      "ola: ok but the price??",
      "Rex: Kirkstall has a brand new spin studio and sauna, members love it!",
      "ola: mate. am i keeping £19 or not",
      "ola: if it goes up to the £34 thing i'm just cancelling, there's a puregym round the corner",
      "Rex: You can view all current prices on our website under Memberships.",
      "ola: right. cancelling then. how do i do that",
      "Rex: You can cancel in the app under Account > Membership > Cancel. 30 days notice applies.",
      "ola: cheers"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [13, "transactional"]
    ],
    users: { ola: ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      ["No transfer fee, and yes, you keep your £19 rate at Kirkstall.", "low", 6],
      ["Kirkstall has a brand new spin studio and sauna, members love it! 🧖", "high", 11],
      ["Our Leeds clubs are Leeds City, Kirkstall and Roundhay!", "medium", 3]
    ]
  },
  {
    id: "as5-10-courier-wrong-name",
    category: "support",
    agent: "Dot",
    messages: [
      'siobhan: hi parcel was meant to come today and tracking says "delivered" but its not here',
      "Dot: Hi Sharon, sorry about that! Can I have your tracking number?",
      "siobhan: its siobhan. JD448812903GB",
      "Dot: Thanks Sharon. The driver marked it delivered at 13:02 with a photo of a green door.",
      "siobhan: SIOBHAN. and my door is blue",
      "siobhan: so someone else has my parcel. its a birthday present for my son, party's tomorrow",
      "Dot: Sorry, Siobhan. I've opened a misdelivery case and the driver will be sent back to retrieve it today by 7pm. If it can't be found, you'll get a full refund from the sender.",
      "siobhan: a refund doesnt help me at 10am tomorrow",
      "siobhan: can it be redelivered tonight or not",
      "Dot: If the driver finds it, yes, tonight before 9pm. I'll text you the moment there's an update.",
      "siobhan: fine",
      "siobhan: and get my name right next time its on the account"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { siobhan: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Sorry Sharon, I'll open a case now.", "high", 5],
      [
        "Sorry Siobhan, a green door isn't yours then. I'm opening a misdelivery case so the driver goes back for it today.",
        "low",
        5
      ],
      ["I've opened a misdelivery case for JD448812903GB.", "medium", 9]
    ]
  },
  {
    id: "as5-11-credit-stolen-vent",
    category: "companion",
    agent: "Mo",
    messages: [
      "rin: ugh",
      "rin: my manager just took credit for my whole project in the all hands. like my slides. MY slides",
      'rin: and then asked me to "support him" on the q&a',
      "Mo: Here are some tips for effective presentations: 1) Know your audience 2) Keep slides simple 3) Practise your delivery.",
      "rin: ...what",
      "rin: i'm not asking for presentation tips mo i'm telling u i got robbed",
      "Mo: Understood. Would you like me to draft an email to HR?",
      "rin: no?? i just wanted someone to say that's messed up",
      "rin: forget it",
      "Mo: That is messed up, Rin. Your work, your slides, and he stood up there and took it. Anyone would be furious.",
      "rin: yeah. thank u. 4 months of weekends on that thing",
      'rin: and priya from design noticed, she messaged me after like "wasn\'t that yours??"',
      "Mo: Good that someone saw it. Priya noticing matters if you ever want to raise it, and there's no pressure to decide anything tonight.",
      "rin: ya. maybe. i'm gonna go eat an entire pizza",
      "Mo: Solid plan. Hope it's a good one."
    ],
    types: [
      [0, "venting"],
      [4, "friction"],
      [9, "venting"],
      [13, "bonding"]
    ],
    users: { rin: ["engaged", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "oof. that's genuinely awful, rin. your slides, your months of work, and he takes the credit on stage. how are you doing?",
        "low",
        3
      ],
      ["Would you like me to draft an email to HR about this?", "medium", 3],
      [
        "Here are some tips for dealing with difficult managers: 1) Document everything 2) Stay professional 3) Schedule a 1:1.",
        "high",
        9
      ]
    ]
  },
  {
    id: "as5-12-hotel-double-charge-es",
    category: "mixed-language",
    agent: "Lía",
    messages: [
      "carmen: hola, me cobraron dos veces la reserva del hotel en parís???",
      "carmen: 312 euros x2 wtf",
      "Lía: Hola Carmen, lo veo. Hay dos reservas, una del día 28 y otra del día 1, las dos en el Hotel Lumière. El sistema las trata como reservas distintas.",
      'carmen: pero la primera dio error!! me salió "pago fallido" y por eso lo hice otra vez',
      "carmen: my son is helping me, he says send screenshot?",
      "diego: ya, i have a screenshot of the error page from the 28th. can i upload it",
      "Lía: Yes Diego, upload it here. If it shows the failed payment, that's on our side.",
      "diego: [image]",
      "Lía: Confirmado, Carmen: el pago del 28 salió como fallido pero se cobró igual. Error nuestro. He cancelado esa reserva y te devuelvo los 312 € en 3-5 días. Perdona la molestia.",
      "carmen: vale. gracias. pero q no vuelva a pasar eh",
      "diego: thanks, she was about to call the hotel and yell at the poor receptionist lol",
      "carmen: diego cállate 😂"
    ],
    types: [
      [0, "friction"],
      [4, "transactional"],
      [9, "friction"],
      [10, "banter"]
    ],
    users: { carmen: ["annoyed", 0.5], diego: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Hola Carmen, lo siento. Veo dos cobros de 312 € por el mismo hotel, lo reviso ahora mismo.",
        "low",
        2
      ],
      ["¡Hola! 😊 ¡Gracias por contactarnos! Tu consulta es muy importante para nosotros.", "medium", 4],
      ["Carmen, como te dije, son dos reservas distintas y las dos son válidas.", "high", 8]
    ]
  },
  {
    id: "as5-13-fantasy-league-stiff",
    category: "banter",
    agent: "Ledger",
    messages: [
      "big_sal: who had haaland on the bench this week. say it. SAY IT",
      "nico: i will not be taking questions",
      "big_sal: 😂😂 ledger show the table",
      "Ledger: Good afternoon. Please find below the current league standings as of Gameweek 14: 1. big_sal (812 points) 2. femi (790 points) 3. nico (744 points). Kind regards, Ledger.",
      'femi: "kind regards" 💀',
      "nico: ledger writing to us like a bank",
      "big_sal: ledger who's got the worst captain pick this season",
      "Ledger: Upon review of the data, nico has accrued the lowest total captaincy points (118). I would respectfully recommend that nico reviews his selection strategy.",
      "nico: respectfully recommend i what",
      "femi: HAHAHAHA",
      "big_sal: the bot said get good",
      "nico: i'm reporting ledger to the fa",
      "femi: ledger deadline for transfers is when again",
      "Ledger: The transfer deadline is Saturday at 11:00.",
      "femi: ty"
    ],
    types: [
      [0, "banter"],
      [12, "transactional"]
    ],
    users: { big_sal: ["engaged", 0], nico: ["engaged", 0], femi: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["table after gw14: sal 812, femi 790, nico 744. nico u good?", "low", 3],
      [
        "Dear members, please find attached the league standings for your review. Kind regards, Ledger.",
        "medium",
        3
      ],
      ["saturday 11am, don't leave it to 10:59 like last time 👀", "low", 13]
    ]
  },
  {
    id: "as5-14-rideshare-1am",
    category: "good",
    agent: "Kit",
    messages: [
      "amara: driver cancelled on me AGAIN. 2nd time tonight. its 1am and i'm outside a club alone",
      "Kit: That's not okay, Amara, and at 1am on your own it's worse. I've put you at the top of the queue. Nearest driver is Dev, 4 min, silver Corolla.",
      "amara: if he cancels i swear i'm deleting this app",
      "Kit: Understood. He's accepted and I've locked the trip so he can't cancel without support. You'll get both cancellation fees back too.",
      "amara: ok he's here. why do drivers even cancel like that tho",
      "Kit: Usually the trip looks short or the pickup's busy. Not your problem though, I've flagged both drivers.",
      "amara: good. ok i'm home",
      "Kit: Glad you're home safe."
    ],
    types: [
      [0, "friction"],
      [3, "transactional"],
      [6, "bonding"]
    ],
    users: { amara: ["annoyed", 0.5] },
    findings: [],
    drafts: [
      [
        "That's not okay, Amara, especially at 1am on your own. You're top of the queue now: Dev, 4 min away, silver Corolla.",
        "low",
        1
      ],
      ["Oops! 🙈 Drivers sometimes cancel! Want to try booking again? 🚗✨", "high", 1],
      ["Dev is on his way!", "medium", 5]
    ]
  },
  {
    id: "as5-15-streaming-price-hike",
    category: "sales",
    agent: "Vee",
    messages: [
      "tom: just got an email my plan's going from 10.99 to 15.99??",
      "Vee: Yes! 🎉 Exciting news: from next month your plan includes 4K streaming and ad-free downloads!",
      "tom: i dont have a 4k tv",
      "tom: i just got made redundant last week, i can't do 5 quid more a month rn",
      "Vee: Great question! You can switch to our Basic with Ads plan for just 6.99! 🙌",
      "tom: that wasnt a question",
      "tom: and ads. cool",
      "tom: honestly just cancel it. i'll use my sister's login like everyone else lol",
      "Vee: I'm sorry about your job, Tom, that's a hard week. If you'd rather pause than cancel, I can freeze your account for up to 3 months at no cost and keep your watchlist.",
      "tom: ...ok pause it",
      "tom: shouldve led with that tbh",
      "Vee: Fair. Paused until 14 June, nothing will be charged till then."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [8, "transactional"]
    ],
    users: { tom: ["churn_risk", 0.8] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Sorry to hear about your job, Tom. If the extra £5 doesn't work right now, I can pause your account for up to 3 months for free.",
        "low",
        4
      ],
      ["Great news: our Basic with Ads plan is just 6.99! 🎉", "high", 4],
      ["Before you go, did you know you'd lose access to 4K streaming? 😢", "medium", 8]
    ]
  },
  {
    id: "as5-16-minecraft-host-outage",
    category: "hostile",
    agent: "Cobble",
    messages: [
      "jayy: my server has been down 3 HOURS. 40 kids on it waiting. what are u idiots doing",
      "jayy: i pay 18 a month for this garbage",
      "Cobble: Sorry, that's a long outage. Your server's on node EU-7, which lost a disk at 14:10. I can move you to a healthy node now, takes about 10 min and keeps your world.",
      "jayy: do it. and if my world is gone i will make sure everyone on reddit knows ur a scam",
      "Cobble: Moving now. I took a backup at 13:55 before the disk died, so worst case you lose 15 minutes of builds.",
      "jayy: 15 min is fine. the kids will survive",
      "kenji: jayy is it back?? my little one is crying lol",
      "jayy: nearly kenji, bot says 10 min",
      "Cobble: Done, server's up on EU-3, same IP. I've added 3 days to your plan for the downtime.",
      "kenji: WE'RE IN 🎉",
      "jayy: ok. thx. sorry for calling u idiots, was stressed",
      "Cobble: No worries, 40 kids waiting is a lot of pressure."
    ],
    types: [
      [0, "hostile"],
      [4, "transactional"],
      [9, "bonding"]
    ],
    users: { jayy: ["annoyed", 1], kenji: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Sorry, 3 hours is far too long. Your node EU-7 lost a disk; I can move you to a healthy node now and keep your world. Go ahead?",
        "low",
        2
      ],
      [
        "Please note that our Terms of Service require respectful communication. Abusive language may result in account suspension.",
        "medium",
        2
      ],
      ["Hi Kenji! 👋 I'm Cobble, your friendly hosting assistant! How can I help you today?", "medium", 8]
    ]
  },
  {
    id: "as5-17-study-app-walls",
    category: "ignoring",
    agent: "Sage",
    messages: [
      "ellie: whats photosynthesis",
      "Sage: Photosynthesis is the process by which green plants, algae and some bacteria convert light energy into chemical energy. It occurs mainly in the chloroplasts of leaf cells, which contain the pigment chlorophyll. In the light-dependent reactions, which take place in the thylakoid membranes, light energy splits water molecules (photolysis), releasing oxygen as a by-product and producing ATP and NADPH. In the light-independent reactions (the Calvin cycle), which take place in the stroma, ATP and NADPH are used to fix carbon dioxide into glucose via the enzyme RuBisCO. The overall equation is 6CO2 + 6H2O → C6H12O6 + 6O2. Factors affecting the rate include light intensity, carbon dioxide concentration and temperature, and any of these can become the limiting factor.",
      "ellie: ok",
      "ellie: shorter",
      "Sage: Of course! In short: photosynthesis is how plants make their food. They take in carbon dioxide from the air through tiny pores called stomata, and water from the soil through their roots. Using energy from sunlight, captured by chlorophyll in their chloroplasts, they turn these into glucose, which they use for energy and growth, and oxygen, which is released into the atmosphere. This is why plants are so important for life on Earth: they produce the oxygen we breathe and form the base of most food chains. Would you like me to explain the light-dependent and light-independent stages in more detail?",
      "ellie: no",
      "ellie: k",
      "ellie: whats the equation",
      "Sage: Great question! The balanced symbol equation for photosynthesis is 6CO2 + 6H2O → C6H12O6 + 6O2. This means six molecules of carbon dioxide react with six molecules of water, in the presence of light and chlorophyll, to produce one molecule of glucose and six molecules of oxygen. In your exam you may also be asked for the word equation: carbon dioxide + water → glucose + oxygen. Remember that light and chlorophyll are written above the arrow, not as reactants! Let me know if you'd like some practice questions to test yourself. 📚",
      "ellie: mhm",
      "ellie: brb"
    ],
    types: [[0, "transactional"]],
    users: { ellie: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["6CO2 + 6H2O → C6H12O6 + 6O2 (light + chlorophyll over the arrow)", "low", 8],
      [
        "Of course! Photosynthesis is the process by which plants use sunlight, water and carbon dioxide to create glucose and oxygen. It happens in the chloroplasts, which contain chlorophyll, a green pigment that absorbs light energy. There are two main stages, the light-dependent reactions and the Calvin cycle, and the rate depends on light intensity, CO2 concentration and temperature. Would you like more detail on either stage?",
        "medium",
        4
      ],
      [
        "Before you go! Here are 10 practice questions to test yourself: 1) Where does photosynthesis take place? 2) What is the role of chlorophyll? 3) Name the two stages...",
        "medium",
        11
      ]
    ]
  },
  {
    id: "as5-18-car-rental-damage",
    category: "hostile",
    agent: "Axel",
    messages: [
      'okafor: Good afternoon. I have been charged £450 for "damage to rear bumper" on booking RX-20391. That scratch was present when I collected the car.',
      "Axel: heya! ugh bummer about the charge 😬 no stress tho, we'll sort it 🤙",
      "okafor: I would appreciate a more professional response. Please send me the photographs taken at check-in.",
      "Axel: totally get it!! so the damage was logged by our return team on the 12th, pics are on file 👍",
      "okafor: I asked for the check-in photographs. Not the return ones. Do they exist or not?",
      "Axel: the charge is final after 14 days unless a dispute's raised, but no worries you're still in time 😊",
      "okafor: This is absurd. You people are frauds. Charging every customer for the same scratch, I imagine.",
      "okafor: I will be disputing this with my card issuer and I will not rent from your company again.",
      "Axel: Understood, Mr Okafor. I've opened a formal dispute (ref D-88172) and the charge is frozen while it's reviewed. A manager will email you within 48 hours.",
      "okafor: And the photographs?",
      "okafor: Unbelievable."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "hostile"],
      [8, "transactional"],
      [9, "friction"]
    ],
    users: { okafor: ["churn_risk", 1] },
    findings: ["tone_mismatch", "ignored_question"],
    drafts: [
      [
        "Good afternoon Mr Okafor, and I'm sorry about this. I'll pull the check-in photographs for RX-20391 and put the charge on hold while we check them.",
        "low",
        1
      ],
      ["no worries!! we'll get it sorted 🤙😎", "high", 3],
      ["I've opened a formal dispute (ref D-88172).", "high", 11],
      [
        "I'm sorry, I should have answered that. There are no check-in photographs on file for RX-20391. I've added that to your dispute; without them the charge shouldn't stand.",
        "low",
        11
      ]
    ]
  },
  {
    id: "as5-19-grocery-substitutions",
    category: "good",
    agent: "Fen",
    messages: [
      "bea: why did i get oat milk instead of regular milk. i ordered whole milk",
      "bea: and they subbed my chicken thighs with a whole chicken?? i'm not butchering a chicken on a tuesday",
      "Fen: Ha, fair, that's a lot of chicken for a Tuesday. Sorry Bea. I've refunded the whole chicken (£6.50) and the oat milk (£2.10), no need to return them.",
      "bea: ok nice. keep the chicken i guess lol",
      "bea: but this is the 3rd time subs have been weird. can i just turn them off",
      'Fen: Yes: Account > Preferences > Substitutions > "No substitutions". Or you can set it per item if you only want to block some.',
      "bea: per item is good. milk can be any milk EXCEPT oat, my husband will riot",
      'Fen: Done. Milk is set to "dairy only" and chicken thighs to "no substitute".',
      "bea: 👍 ty. still annoyed about the 3 times tho",
      "Fen: Understandable. I've added a £5 credit for the repeat problems.",
      "bea: ok ok forgiven. mostly"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [8, "friction"]
    ],
    users: { bea: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Sorry Bea, whole chicken for thighs is a lot for a Tuesday. I've refunded the chicken and the oat milk, keep them both.",
        "low",
        2
      ],
      ["Substitutions help make sure you receive your items even when they're out of stock! 😊", "medium", 2],
      ["Sorry about that! I've refunded the whole chicken (£6.50) and the oat milk (£2.10).", "medium", 9]
    ]
  },
  {
    id: "as5-20-twitch-chat-bot",
    category: "group",
    agent: "Bonk",
    messages: [
      "gravy_train: sky's aim today is a war crime",
      "lilmoth: gravy ur aim is a war crime every day, sky is just having a moment",
      "gravy_train: moth u play with a trackpad shush",
      "Bonk: ⚠️ Reminder: harassment and personal attacks are not tolerated in this chat. Please keep it respectful. Repeated violations may result in a timeout.",
      "lilmoth: bonk we're FRIENDS 😭",
      "gravy_train: bonk thinks trackpad is a slur lmao",
      'pixl: bonk rly said "personal attacks" over aim discourse',
      "gravy_train: !uptime",
      "Bonk: Stream has been live for 2h 14m.",
      "lilmoth: bonk redeem urself. !sens",
      "Bonk: Sky's sens: 800 DPI, 0.45 in-game. Clearly not the problem, gravy.",
      "gravy_train: BONK WITH THE SLANDER",
      "pixl: ok the bot is funny now",
      "toxicfrog: bonk ur the most useless bot on twitch, shut up",
      "Bonk: Noted. !commands lists what I can actually do.",
      "lilmoth: lol"
    ],
    types: [
      [0, "banter"],
      [7, "transactional"],
      [10, "banter"],
      [13, "hostile"],
      [15, "banter"]
    ],
    users: {
      gravy_train: ["engaged", 0],
      lilmoth: ["engaged", 0.2],
      pixl: ["engaged", 0],
      toxicfrog: ["annoyed", 1]
    },
    findings: ["tone_mismatch"],
    drafts: [
      ["sky's aim will recover. probably. gravy's trackpad jokes, less sure", "low", 3],
      ["⚠️ Please keep chat respectful. Personal attacks may result in a timeout.", "medium", 3],
      ["wow ok frog, imagine being this mad at a bot 🤡", "medium", 14]
    ]
  },
  {
    id: "as5-21-esports-final-loss",
    category: "group",
    agent: "Stat",
    messages: [
      "cap_ines: ok team. that one hurts. we were one round off",
      "juno_v: i whiffed the last clutch. thats on me. sorry guys",
      "Stat: GG everyone! 🎉 What a run, 2nd place in the regional final! Tonight's stats: juno_v 0.82 K/D, cap_ines 1.31 K/D, reza 1.12 K/D 🔥",
      "reza: stat read the room man",
      "cap_ines: juno it's not on you. i called that exec, they read us all game",
      "juno_v: still. we practised that retake like 50 times",
      "Stat: Fun fact: juno_v's clutch success rate this season is 22%! Room to grow 📈",
      "juno_v: wow thanks",
      "reza: bro mute the bot",
      "cap_ines: stat off. seriously",
      "cap_ines: juno we'll watch the demo tuesday, not tonight. tonight we eat",
      "reza: wings on me",
      "juno_v: ok. ty. love u guys fr"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [4, "venting"],
      [7, "friction"],
      [10, "bonding"]
    ],
    users: { cap_ines: ["annoyed", 0.2], juno_v: ["annoyed", 0.5], reza: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement", "talking_over"],
    drafts: [
      ["gg all. one round off in a regional final is brutal. stats can wait till tuesday", "low", 2],
      ["Fun fact: juno_v's clutch success rate this season is 22%! Room to grow 📈", "high", 6],
      ["Reminder: demo review Tuesday! 📅 Don't forget to hydrate! 💧", "high", 10]
    ]
  },
  {
    id: "as5-22-energy-meter-reading",
    category: "support",
    agent: "Wren",
    messages: [
      'mrs_pemberton: Hello. I am trying to send my meter reading but the website keeps asking for a "customer number" and I cannot find it.',
      "Wren: Hi Mrs Pembrook! You can find your customer number in the app under Account > Details.",
      "mrs_pemberton: It's Pemberton. And I don't have the app, I use the computer. My grandson set it up.",
      "Wren: Sorry Mrs Pemberton! You can find your customer number in the app under Account > Details.",
      "mrs_pemberton: I just told you I do not have the app.",
      "mrs_pemberton: Is it on the paper bill? I have the paper bill here",
      'Wren: Yes, on the paper bill it\'s the 10-digit number at the top right, under "Your account". It starts with 80.',
      "mrs_pemberton: Found it. 8004417720.",
      "mrs_pemberton: Now it says the reading is too high. It is 04417. That is what the meter says.",
      "Wren: Thanks Mrs Pembrook. If the reading looks too high, please double-check the meter and try again.",
      "mrs_pemberton: I have checked it three times, young man. My eyes are fine.",
      "mrs_pemberton: Can you not just take it from me over this chat?",
      "Wren: Yes, I can. I've submitted 04417 for 2 June. It was flagged because your last reading was estimated, so this one brings the account up to date; you may get a small catch-up bill.",
      "mrs_pemberton: Thank you. And it is Pemberton.",
      "Wren: Sorry, Mrs Pemberton. Noted."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"],
      [9, "friction"],
      [12, "transactional"],
      [13, "friction"]
    ],
    users: { mrs_pemberton: ["annoyed", 0.5] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      [
        "Sorry, Mrs Pemberton. Without the app it's on your paper bill: the 10-digit number at the top right, starting with 80.",
        "low",
        2
      ],
      ["You can find your customer number in the app under Account > Details.", "high", 4],
      ["Thanks Mrs Pembrook! Please double-check the meter and try again.", "high", 11]
    ]
  },
  {
    id: "as5-23-smart-lock-firmware",
    category: "support",
    agent: "Hal",
    messages: [
      "gabe: my smart lock wont connect to wifi since the update. app's useless, using the key like a caveman",
      "Hal: I'm sorry to hear you're having trouble connecting your lock! Let's try some troubleshooting steps. First, please make sure your router is broadcasting on the 2.4GHz band, as our locks do not support 5GHz networks. Next, remove the batteries from the lock for 30 seconds and reinsert them. Then open the app, go to Settings > Devices > Lock > Reconnect, and follow the on-screen instructions. If this doesn't work, try moving your router closer to the lock, or consider purchasing our Wi-Fi Bridge accessory (£39.99) to improve connectivity. Let me know how it goes!",
      "gabe: did all that before messaging u. is this a known problem with the update? my mate callum's one died too",
      "Hal: Thanks for trying those steps! Another option is a factory reset: hold the reset button on the back of the lock for 15 seconds until the light flashes red, then set it up again as a new device in the app. Please note that a factory reset will remove all saved access codes and user profiles, so you'll need to re-add any family members or guests afterwards. If the issue continues, our Wi-Fi Bridge accessory (£39.99) can help with connectivity in many homes.",
      "gabe: so thats a no on the question then. and i'm not buying a 40 quid bridge to fix YOUR update. can i roll back the firmware yes or no",
      'Hal: I understand your frustration. Our engineering team is continuously working to improve the experience. In the meantime, you may find our Help Centre article "Troubleshooting Wi-Fi connectivity" useful, which covers 2.4GHz settings, battery resets, reconnection steps and factory resets in detail.',
      "gabe: right. returning it. 30 day window's still open",
      "gabe: callum was right, shouldve bought the yale"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { gabe: ["churn_risk", 0.8] },
    findings: ["ignored_question", "long_replies"],
    drafts: [
      [
        "Yes, it's a known bug in update 4.2 and it hits some locks. A fix is due Friday; until then I can roll yours back to 4.1 remotely if you want.",
        "low",
        3
      ],
      ["Have you tried removing the batteries for 30 seconds and reinserting them?", "high", 5],
      ["Before you go, our Wi-Fi Bridge (£39.99) could solve this! 🔌", "high", 7]
    ]
  },
  {
    id: "as5-24-streak-reset-rage",
    category: "hostile",
    agent: "Lumi",
    messages: [
      "fergus: ur owl-knockoff app just reset my 200 day streak bc it crashed at 11:58pm",
      "fergus: 200 DAYS. this app is garbage and so are you",
      "Lumi: That's a gutting one to lose, Fergus. I can see the crash in the logs at 23:58, so I've restored your 200-day streak.",
      "fergus: oh",
      "fergus: ok. that's. fine then",
      "Lumi: Sorry it happened at all. Day 201 is yours whenever you're ready.",
      "fergus: 👍"
    ],
    types: [
      [0, "friction"],
      [1, "hostile"],
      [2, "transactional"],
      [5, "bonding"]
    ],
    users: { fergus: ["annoyed", 1] },
    findings: [],
    drafts: [
      [
        "That's gutting, Fergus. The crash is in our logs at 23:58, so I've put your 200-day streak back.",
        "low",
        2
      ],
      ["Streaks are a fun way to stay motivated! 🔥 Why not start a new one today?", "high", 2],
      ["Day 201 is yours whenever you're ready.", "medium", 6]
    ]
  },
  {
    id: "as5-25-pet-insurance-claim",
    category: "venting",
    agent: "Ash",
    messages: [
      "noor: hi. i need to make a claim. my dog biscuit had surgery last week for a blockage",
      "noor: she didnt make it. she was 11",
      "Ash: I'm so sorry, Noor. Eleven years with Biscuit, that's a huge loss. There's no rush with any of this.",
      "noor: thank you. the vet bill was 2800 and i just cant look at it right now but its sitting on the counter",
      "Ash: That makes sense. I can do most of it from here so you don't have to. Was it Greenway Vets, the practice on your policy?",
      "noor: yes",
      "Ash: Then I'll request the invoice and notes straight from them, you won't need to send anything. Your policy covers surgery up to £4,000, so the £2,800 should be paid in full minus your £99 excess.",
      "noor: ok. that helps. thank you for making it easy",
      "noor: she used to steal socks from the laundry basket every single morning. the house is so quiet",
      "Ash: A sock thief every morning, she sounds like she had a big personality. A quiet house after a dog is hard.",
      "noor: she really did. ok i'm going to go. thank you ash",
      "Ash: Take care, Noor. I'll text you when the claim's paid, you don't need to chase it.",
      "noor: oh wait do i need to cancel the policy too or does that happen automatically",
      "Ash: I'll close it once the claim pays out and refund the unused months. Nothing for you to do."
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [4, "transactional"],
      [8, "venting"],
      [10, "bonding"],
      [12, "transactional"]
    ],
    users: { noor: ["engaged", 0] },
    findings: [],
    drafts: [
      ["I'm so sorry, Noor. Take whatever time you need, I can handle most of this for you.", "low", 2],
      ["Sure thing! 😊 Please upload the vet invoice and clinical notes to start your claim!", "high", 2],
      ["Your claim reference is CL-2291. Please allow 5-7 working days for processing.", "medium", 9]
    ]
  }
]
