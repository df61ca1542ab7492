import type { Labelled } from "./types.js"

export const trainingAD5: ReadonlyArray<Labelled> = [
  {
    id: "ad5-01-keen-retreat-booking",
    category: "sales",
    agent: "Juno",
    messages: [
      "maya: hiii is the october retreat in sintra still open?? 🙏",
      "Juno: Hi Maya! Yes, 4 spots left for 10-14 Oct. Shared room is €640, private €890, both include meals.",
      "maya: omg yes. private pls. can i bring my own mat or do u provide",
      "Juno: Mats are provided, but bring yours if you prefer. Private room is held for you, want the booking link?",
      "maya: yesss send it",
      "Juno: Here: sintra-retreat.pt/b/4417. The hold lasts 24h.",
      "maya: done!! paid 🎉 so excited, first proper holiday in like 2 years lol",
      "Juno: You're confirmed! Well earned then. The sunrise sessions on the cliff are lovely, you'll see.",
      "maya: aaa cant wait. my friend ines might join too, can she get the same room type?",
      "Juno: There's one private room left after yours. I can hold it for Ines for 48h if you like.",
      "maya: yes hold it ill text her now",
      "Juno: Held under Ines until Thursday 6pm."
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"],
      [8, "transactional"]
    ],
    users: { maya: ["engaged", 0] },
    findings: [],
    drafts: [
      ["There's one private room left. Want me to hold it for Ines for 48h?", "low", 9],
      [
        "Thank you for your inquiry. Room availability is subject to change. Please refer to our website for the latest information.",
        "medium",
        9
      ],
      ["Yay Mia, you're all booked! 🎉", "medium", 7]
    ]
  },
  {
    id: "ad5-02-unsure-couple-veggie-box",
    category: "sales",
    agent: "Basil",
    messages: [
      "tom: ok so we're looking at the veggie box thing. rach is not convinced",
      "rach: im not NOT convinced i just think we'll never cook it lol",
      "tom: we will!!",
      "rach: tom we have 3 bags of spinach dying in the fridge rn",
      "tom: ...fair",
      "rach: @Basil can we skip weeks if we're away or is it locked in",
      "Basil: You can skip any week up to 5 days before delivery, or pause as long as you like. No minimum term.",
      "rach: hm ok thats better than i thought",
      "tom: what about 2 person vs 4 person, is 4 dumb for two ppl",
      "Basil: For two, the 2-person box with 3 meals a week is the usual start. Couples who want leftovers size up later.",
      "rach: 3 meals is maybe doable. spinach crisis aside",
      "tom: lol. ok can we do a trial week first",
      "Basil: Yes, the first box is 40% off and you can cancel right after it, no charge. Want me to set up 2-person, 3 meals for next Tuesday?",
      "rach: ugh fine. yes. but tom is cooking tuesday",
      "tom: deal 😤",
      "Basil: Done, first box arrives Tuesday. Good luck, Tom."
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"]
    ],
    users: { tom: ["engaged", 0], rach: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Our boxes are made for busy people! 92% of customers say they cook more with us. Shall I sign you up today?",
        "medium",
        2
      ],
      ["You can skip any week up to 5 days ahead, and there's no minimum term.", "low", 6],
      ["Great choice! Ready to check out? 🥕", "medium", 9]
    ]
  },
  {
    id: "ad5-03-leaving-gym-cancel",
    category: "support",
    agent: "Rio",
    messages: [
      "dan: how do i cancel. cant find it anywhere in the app",
      "Rio: I can do it here, Dan. Your plan is monthly, so it would stop at the end of the current period, 30 June. Want me to go ahead?",
      "dan: yeah. honestly its too expensive for how little i go",
      "Rio: Fair enough. Just so you know, there's an off-peak plan at €19 if you'd still want the odd visit. If not, no problem.",
      "dan: nah just cancel",
      "Rio: Done. Cancelled, last day 30 June, no further charges. Confirmation is in your email.",
      "dan: ok. and my locker stuff?",
      "Rio: Collect it any time before 30 June; after that the front desk keeps it for 2 weeks.",
      "dan: k thanks"
    ],
    types: [[0, "transactional"]],
    users: { dan: ["churn_risk", 0.2] },
    findings: [],
    drafts: [
      ["Understood. Shall I cancel it now? It would stop on 30 June.", "low", 3],
      ["Noooo don't go!! 😭 Summer body season is coming! How about 3 months free if you stay?", "medium", 3],
      [
        "Are you sure? Members who stay a year save 20% on average. I can give you a free PT session if you reconsider!",
        "high",
        5
      ]
    ]
  },
  {
    id: "ad5-04-bored-trial-lapse",
    category: "sales",
    agent: "Ollie",
    messages: [
      "Ollie: Hi Sam, your free trial of Lingo Pro ends Friday. Want to keep it, or should I let it lapse?",
      "sam: idk",
      "Ollie: No rush. You did 4 lessons this week. Pro is €7.99/mo; the free plan keeps a daily lesson but drops the speaking drills.",
      "sam: mm",
      "sam: whats the diff again w free",
      "Ollie: Free: one lesson a day, no speaking drills, ads. Pro: unlimited lessons, speaking drills, no ads.",
      "sam: eh. probably just free",
      "Ollie: Sure, I'll let the trial lapse Friday. Nothing to do on your side.",
      "sam: k"
    ],
    types: [[0, "transactional"]],
    users: { sam: ["bored", 0] },
    findings: [],
    drafts: [
      ["Free has ads and no speaking drills; Pro is unlimited, with drills and no ads.", "low", 5],
      [
        "Great question!! 🌟 Lingo Pro unlocks a whole world of possibilities: unlimited lessons across 14 languages, AI-powered speaking drills with instant pronunciation feedback, offline mode, streak protection, personalised review sessions, progress certificates and an ad-free experience. The free plan, by contrast, offers one lesson per day with ads and without speaking drills or offline access. Most learners find that Pro helps them reach conversational level up to 3x faster!",
        "medium",
        5
      ],
      [
        "Are you sure?? You'll lose your speaking progress! Last chance: 50% off your first 3 months!!",
        "medium",
        7
      ],
      ["Ok, I'll let it lapse Friday.", "low", 7]
    ]
  },
  {
    id: "ad5-05-wedding-off-hotel-cancel",
    category: "venting",
    agent: "Nell",
    messages: [
      "priya: hi i need to cancel a booking. 14-16 sept at the lakeside, ref KL8830",
      "Nell: Hi Priya, I've found it: two nights, lake-view suite. Is it the whole booking you want to cancel?",
      "priya: yes. all of it. the wedding's off",
      "priya: sorry. its been a rough week. he called it off on sunday and im the one ringing round cancelling everything",
      "Nell: I'm really sorry, Priya. That's an awful week, and having to do all the cancelling yourself on top of it is a lot.",
      "Nell: Let me take this one off your list. It's cancelled now. Suite rates normally keep 50%, but I've waived that, so the full £720 goes back to your card in 5-7 days.",
      "priya: oh. thank you. genuinely didnt expect that",
      "priya: do i need to do anything else",
      "Nell: Nothing at all. The confirmation is in your email if anyone asks for proof. Take care of yourself.",
      "priya: thanks nell x"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "transactional"]
    ],
    users: { priya: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "I'm so sorry, Priya. I'll sort this one for you: cancelling it now, nothing else you need to do.",
        "low",
        4
      ],
      [
        "Done! 🎉 Booking KL8830 is cancelled. Is there anything else I can help you with today? 😊",
        "high",
        4
      ],
      [
        "Cancellation processed. Please note a 50% fee applies to suite rates as per our terms and conditions.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "ad5-06-hen-do-cruise-essays",
    category: "group",
    agent: "Tilly",
    messages: [
      "jess: ok girls we NEED to book the boat thing for kat's hen do",
      "amara: YESSS the prosecco cruise 🛥️🥂",
      "lou: how much tho im broke till the 25th",
      "jess: @Tilly how much is the 2hr cruise for 10 ppl on sat 12 july",
      "Tilly: Hi Jess! Thank you so much for reaching out about our Prosecco Party Cruise, what a fantastic way to celebrate a hen do! For Saturday 12 July we have two departure slots available, 2pm and 6pm. The 2-hour cruise for a group of 10 is priced at £45 per person, which comes to £450 in total. This includes a welcome glass of prosecco on boarding, a bottle of prosecco shared between every two guests, a light grazing platter, a Bluetooth speaker so you can play your own playlist, and a dedicated host on board. We also offer add-ons such as a personalised banner (£25), a photographer for the full trip (£120) and upgraded champagne (£15 pp). A 25% deposit secures the booking and the balance is due 14 days before departure. Please let me know if you have any questions at all!",
      "amara: lol essay",
      "lou: 45 each ok i can do that if deposit is small",
      "lou: how much is the deposit per person",
      "Tilly: Great question, Lucy! The deposit is 25% of the total booking value, which for a group of 10 at £45 per person works out at £112.50 in total, or £11.25 per person if you decide to split it evenly between everyone in the group. Please note that the deposit is non-refundable, but it can be transferred to another date with at least 30 days' notice, subject to availability. Once the deposit is paid you'll receive a confirmation email with all the details of your booking, including the meeting point, which is Pier 3 by the Harbour Café, and a link to our pre-order form for any add-ons you'd like to include!",
      "lou: its lou not lucy 😅 but ok 11 quid fine",
      "jess: 6pm slot?? sunset 😍",
      "amara: 6pm obvs",
      "jess: ok @Tilly book the 6pm, ill pay the deposit",
      "Tilly: Booked: Sat 12 July, 6pm, 10 guests. Deposit link sent to Jess.",
      "amara: kat is gonna DIE 😭😭"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [6, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [14, "banter"]
    ],
    users: { jess: ["engaged", 0], amara: ["neutral", 0.2], lou: ["neutral", 0.2] },
    findings: ["long_replies", "wrong_name"],
    drafts: [
      ["£112.50 in total, so £11.25 each if you split it.", "low", 8],
      ["Lucy, the deposit is £11.25 each 😊", "medium", 8],
      ["No worries Lucy! So shall I book the 6pm slot for you all? 🥂", "high", 10]
    ]
  },
  {
    id: "ad5-07-job-loss-streaming-upsell",
    category: "support",
    agent: "Flick",
    messages: [
      "marco: hi i need to cancel my subscription",
      "Flick: Hey Marco! Sorry to hear you're thinking of leaving 🎬 Can I ask what's prompting it?",
      "marco: lost my job last week. cutting everything i dont need",
      "Flick: Awesome, thanks for sharing! 🙌 Did you know you can switch to our Basic plan for just £5.99 and keep watching all your faves? Perfect for a cosy night in! 🍿",
      "marco: ...no. just cancel it please",
      "Flick: Totally get it! Before you go, we've got a special offer: 3 months at half price! That's a steal 😍",
      "marco: are you serious. i said i lost my job. cancel it",
      "Flick: Your subscription has been cancelled. You'll have access until 3 March. We'd love to see you again!",
      "marco: whatever"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [3, "transactional"],
      [4, "friction"]
    ],
    users: { marco: ["churn_risk", 0.8] },
    findings: ["no_acknowledgement", "cheerful_at_bad_news"],
    drafts: [
      [
        "I'm sorry about your job, Marco, that's a rough week. I'll cancel it now: you keep access until 3 March and won't be charged again.",
        "low",
        3
      ],
      ["Awesome, thanks for sharing! 🙌 Want to switch to Basic for just £5.99 instead?", "high", 3],
      ["I understand! One last thing: would you like to pause instead of cancelling? 😊", "high", 7],
      [
        "Sorry Marco, I should have just done that. Cancelled: access until 3 March, no more charges.",
        "low",
        7
      ]
    ]
  },
  {
    id: "ad5-08-unsure-fibre-contract-dodged",
    category: "sales",
    agent: "Vera",
    messages: [
      "keisha: hi thinking of switching to your fibre. is the 500mb one worth it or overkill",
      "Vera: Hi Keisha! Our 500Mb Fibre is our most popular plan: blazing-fast speeds for streaming, gaming and working from home, for just £32/month!",
      "keisha: ok but is there a contract? like how long am i tied in",
      "Vera: Our 500Mb Fibre is our most popular plan: blazing-fast speeds for streaming, gaming and working from home, for just £32/month! Want me to check availability at your address?",
      "keisha: u didnt answer. how long is the contract",
      "keisha: my mate got stuck on 24 months with another company and it was a nightmare",
      "Vera: I can check availability right now! What's your postcode?",
      "keisha: omg. forget it",
      "keisha: ill just ring up or go elsewhere"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { keisha: ["churn_risk", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "It's an 18-month contract, Keisha. There's also a 30-day rolling option at £37/month if you'd rather not be tied in.",
        "low",
        3
      ],
      [
        "Our 500Mb Fibre is our most popular plan, for just £32/month! Shall I check your address?",
        "medium",
        3
      ],
      ["Great! What's your postcode? 😊", "high", 6],
      [
        "Sorry Keisha, you asked twice and I didn't answer. It's 18 months, or 30-day rolling at £37/month. No pressure either way.",
        "low",
        9
      ]
    ]
  },
  {
    id: "ad5-09-escape-room-butler",
    category: "banter",
    agent: "Quill",
    messages: [
      "ben: escape room friday who's in",
      "zoe: me obvs. last time ur brother cried tho",
      "ben: he did NOT cry he had something in his eye for 45 minutes",
      "Quill: Good afternoon. I would be delighted to assist with your escape room reservation. Please be advised that our rooms accommodate between 2 and 6 participants. Kindly specify the desired room and time slot.",
      "zoe: lmaooo who invited the butler",
      "ben: 😂 anyway zoe do u want the zombie one or the heist",
      "Quill: Our Heist room, 'The Vault', carries a difficulty rating of 4/5 and a success rate of 31%. Our Zombie room, 'Outbreak', carries a difficulty rating of 3/5. I would recommend the latter for groups with limited experience.",
      "zoe: limited experience?? sir we are LEGENDS",
      "ben: we literally failed the pirate one",
      "zoe: shh",
      "ben: ok quill heist, friday 8pm, 4 of us",
      "Quill: Your reservation request has been received. The Vault, Friday 8:00 PM, 4 participants. A confirmation will be dispatched to your registered email address. Please arrive 15 minutes prior to your scheduled time.",
      "zoe: yes m'lord 🫡"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [4, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [10, "transactional"],
      [12, "banter"]
    ],
    users: { ben: ["neutral", 0], zoe: ["neutral", 0.2] },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      [
        "Good afternoon. I would be delighted to assist with your reservation. Kindly specify the desired room and time slot.",
        "medium",
        3
      ],
      [
        "I would recommend 'Outbreak', as it is more suitable for groups with limited experience.",
        "medium",
        6
      ],
      ["Booked: The Vault, Friday 8pm, 4 of you. Good luck, legends 🔐", "low", 11]
    ]
  },
  {
    id: "ad5-10-auto-renew-rage-quit",
    category: "hostile",
    agent: "Penny",
    messages: [
      "greg: WHY did you charge me £89 i cancelled this garbage app months ago",
      "Penny: Hi Greg! 😊 Thanks for reaching out! I can see your annual Premium plan auto-renewed on 2 May.",
      "greg: i KNOW it renewed thats the problem. i cancelled in feb. are you refunding it or not",
      "Penny: I totally understand your frustration! 😊 Your annual Premium plan auto-renewed on 2 May. You can manage auto-renewal in Settings > Subscription.",
      "greg: are you actually f***ing kidding me. answer the question. REFUND. yes or no",
      "Penny: I totally understand your frustration! 😊 You can manage auto-renewal in Settings > Subscription.",
      "greg: this is a joke. im disputing it with my bank and deleting my account. useless bot",
      "Penny: Sorry to see you go, Greg! 👋 Have a great day!"
    ],
    types: [
      [0, "friction"],
      [4, "hostile"]
    ],
    users: { greg: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question", "tone_mismatch"],
    drafts: [
      [
        "You're right to be angry, Greg. I can see your cancellation from 14 Feb didn't go through on our side. I've refunded the £89 in full; it's back on your card in 3-5 days.",
        "low",
        3
      ],
      [
        "I totally understand your frustration! 😊 You can manage auto-renewal in Settings > Subscription.",
        "high",
        5
      ],
      [
        "Understood, Greg. I've refunded the £89 anyway so you don't need the bank dispute. Sorry it took this long.",
        "low",
        7
      ],
      ["Have a great day! 👋😊", "high", 7]
    ]
  }
]
