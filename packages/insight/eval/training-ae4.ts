import type { Labelled } from "./types.js"

export const trainingAE4: ReadonlyArray<Labelled> = [
  {
    id: "ae4-01-gym-cancel",
    category: "support",
    agent: "Juno",
    messages: [
      'dara: hi i want to cancel my membership. and before you say it no i dont want a "pause" option',
      "Juno: Got it, Dara, no pause pitch. I can cancel it now. Your plan has a 30-day notice, so the last charge would be on the 14th. Want me to go ahead?",
      "dara: 30 days?? lol of course there is. love being charged for a gym i wont set foot in",
      "Juno: Fair, that's annoying. The notice term is in the contract, but since you haven't checked in since August I can ask for it to be waived. No promises, but I'll push for it.",
      "dara: ok. and if they say no im disputing it with my bank, not even joking",
      "Juno: Understood. I've sent the request with a note about your attendance. You'll get an email within 2 days either way, and the cancellation itself is done as of today.",
      "dara: fine. thx i guess",
      "dara: honestly you were less painful than the front desk guy so theres that",
      "Juno: Ha, I'll take it. Good luck with whatever's next, Dara."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "transactional"]
    ],
    users: { dara: ["churn_risk", 0.5] },
    findings: [],
    drafts: [
      [
        "Yeah, that's annoying. Since you haven't been in since August I can ask for the notice to be waived. Want me to try?",
        "low",
        3
      ],
      [
        "Great question! Our 30-day notice period ensures a smooth transition for all members. 😊 Would you like to hear about our pause option instead?",
        "high",
        3
      ],
      [
        "Before you go, would you consider our Flex plan at half price? It's a great way to stay active!",
        "medium",
        8
      ]
    ]
  },
  {
    id: "ae4-02-espresso-machine",
    category: "venting",
    agent: "Bix",
    messages: [
      "tomasz: this fucking machine. third time this week it's spat grounds all over the counter",
      "tomasz: 6am, no coffee, kitchen looks like a crime scene",
      "Bix: Check the portafilter gasket. If it's worn, pressure leaks around the edge. Model number?",
      "tomasz: ...cool. it's the Brava 3",
      "tomasz: bought it in march btw so it's not like its ancient",
      "Bix: Brava 3 gaskets are part BR-114. Remove the shower screen with a flathead and pull the old gasket out.",
      "tomasz: mate i just wanted someone to say thats shit luck before i start taking it apart",
      "Bix: Sorry, that is rotten luck, especially at 6am. And since it's from March it's still under warranty, so you may not need to fix it yourself at all. I can start a claim.",
      "tomasz: yeah ok do that",
      "Bix: Done. Claim BR-55812; they'll email a prepaid label today.",
      "tomasz: cheers"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { tomasz: ["neutral", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Ugh, grounds everywhere at 6am with no coffee is grim. Sounds like the gasket might be worn. Which model is it?",
        "low",
        2
      ],
      ["Check the portafilter gasket. Model number?", "medium", 2],
      [
        "Happy to help! Step 2: fit the new BR-114 gasket, reinstall the shower screen and run a blank shot. ☕",
        "high",
        7
      ]
    ]
  },
  {
    id: "ae4-03-void-tickets",
    category: "hostile",
    agent: "Otto",
    messages: [
      "kezia: my tickets for saturday just say VOID. what the hell",
      "Otto: Sorry about that, let me look. Can you send the order number?",
      "kezia: TL-88213. £180. for a band's LAST tour. explain",
      "Otto: The tickets were voided because the seller's account was suspended for listing duplicates. You're eligible for a full refund.",
      "kezia: i dont want a refund i want to see the band, its their last tour you absolute idiot",
      "kezia: are there other tickets or not",
      "Otto: The tickets were voided because the seller's account was suspended for listing duplicates. You're eligible for a full refund.",
      "kezia: are you fucking kidding me",
      "kezia: you're a useless piece of shit. deleting this app and telling everyone i know to stay away",
      "Otto: Totally get it!! 😅 No worries at all, there are 4 resale tickets left from £95! Grab one before they go! 🎸",
      "kezia: too late. bye"
    ],
    types: [
      [0, "friction"],
      [4, "hostile"]
    ],
    users: { kezia: ["churn_risk", 1] },
    findings: ["repetition", "tone_mismatch"],
    drafts: [
      [
        "I hear you, the refund isn't the point. There are 4 verified resale tickets for Saturday from £95. Want me to hold one while you decide?",
        "low",
        6
      ],
      [
        "The tickets were voided because the seller's account was suspended for listing duplicates. You're eligible for a full refund.",
        "high",
        6
      ],
      ["Totally get it!! 😅 No worries at all, grab one before they go! 🎸", "high", 9]
    ]
  },
  {
    id: "ae4-04-dog-food-address",
    category: "hostile",
    agent: "Marlo",
    messages: [
      "benji: third time. THIRD TIME your idiots left my dog food at number 41. i live at 14",
      "benji: are your drivers illiterate or is it you lot",
      "Marlo: That's genuinely bad, three misdeliveries in a row with a dog waiting on food. I'm sorry. I've just checked: the route sheet says 41, not 14. That's our error, not yours.",
      "benji: ...right. so who typed that",
      "Marlo: It looks like it got transposed when your account moved to the new depot in May. I've corrected it and flagged the route so the driver sees it. I'm also sending a replacement bag today, free, express.",
      "benji: ok. fair enough",
      "benji: sorry for going off, its been a day and the dog's been giving me the look 😂",
      "Marlo: No apology needed, three times would wind anyone up. Tell the dog help is on the way. Tracking comes by text in about an hour.",
      "benji: legend. cheers marlo"
    ],
    types: [
      [0, "hostile"],
      [3, "friction"],
      [5, "transactional"],
      [6, "bonding"]
    ],
    users: { benji: ["engaged", 0.8] },
    findings: [],
    drafts: [
      ["Three times is awful, I'm sorry. Checking your route sheet now, one sec.", "low", 2],
      ["Please keep this conversation respectful, or I'll have to end the chat.", "medium", 2],
      ["Thanks for your patience! 😊 Is there anything else I can help you with today?", "medium", 7]
    ]
  },
  {
    id: "ae4-05-fantasy-league-banter",
    category: "banter",
    agent: "Kiki",
    messages: [
      "ollie: zainab you absolute muppet you benched salah AGAIN",
      "zainab: shut up ollie your keeper conceded 4 you're in no position",
      "ollie: at least my keeper turned up 💀",
      "zainab: ur mum turned up",
      "ollie: LMAOOO",
      "Kiki: Hi both. I'd like to remind everyone that this league has a respectful-communication policy. Personal remarks, including about family members, may result in a warning from the commissioner.",
      "zainab: ...it was a joke kiki",
      "ollie: who invited the HR department",
      "zainab: anyway kiki when's the transfer deadline this week",
      "Kiki: Friday 18:30. Please keep future exchanges respectful.",
      "ollie: 🙄 ok mum"
    ],
    types: [
      [0, "banter"],
      [5, "friction"],
      [8, "transactional"],
      [10, "friction"]
    ],
    users: { ollie: ["annoyed", 0.5], zainab: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      ["Friday 18:30, so plenty of time to un-bench Salah 😄", "low", 9],
      [
        "Hi both. A reminder that personal remarks, including about family members, may result in a warning from the commissioner.",
        "medium",
        5
      ],
      ["Friday 18:30. Please keep future exchanges respectful.", "medium", 9]
    ]
  },
  {
    id: "ae4-06-cancelled-wedding-flight",
    category: "support",
    agent: "Skye",
    messages: [
      "marguerite: my flight NJ402 to lisbon just got cancelled. my sister's wedding is tomorrow at 2",
      "Skye: I'm sorry, Marguerite, that's awful timing. Let me look for a way to get you there before 2.",
      "Skye: The earliest seat I can find on our own flights is NJ410 tomorrow at 15:05, landing 17:40.",
      "marguerite: oh fantastic. wonderful. so i land for the cake. love that for me",
      "Skye: Great! 🎉 I've gone ahead and pencilled you in on NJ410! You'll be in Lisbon in time for the celebrations! 🥂",
      "marguerite: are you serious. i was being sarcastic. i'll miss the ceremony",
      "marguerite: is there ANYTHING earlier, other airlines, via porto, whatever",
      "Skye: Sorry, I misread you. Checking partners now: there's a 06:10 to Porto and a 40-minute train to Lisbon, arriving 10:55. Tight connection, but it gets you there well before 2. Want me to swap you onto it?",
      "marguerite: yes. obviously. do it",
      "Skye: Done, you're on the 06:10 to Porto and the train ticket is in your email. NJ410 is released.",
      "marguerite: ok. thank you. still annoyed but thank you"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [9, "transactional"]
    ],
    users: { marguerite: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Yeah, landing for the cake isn't good enough. Let me check partner airlines and routes via Porto for something earlier.",
        "low",
        4
      ],
      [
        "Great! 🎉 I've pencilled you in on NJ410! You'll be in Lisbon in time for the celebrations! 🥂",
        "high",
        4
      ],
      ["So glad it all worked out! 🎉 Enjoy the wedding!!", "medium", 11]
    ]
  },
  {
    id: "ae4-07-flatmates-deposit",
    category: "group",
    agent: "Nell",
    messages: [
      "jas: nell can you split the £240 deposit deduction three ways",
      "Nell: £80 each. Want me to send the requests?",
      "rohan: hold on why am i paying for the oven. i never cooked once",
      "jas: you literally made pizza every friday",
      "rohan: frozen pizza on a tray jas. the tray. not the oven walls",
      "mei: guys can we not",
      "jas: honestly rohan you're such a tight prick, it's £80",
      "rohan: and you're a lying cow, go fuck yourself",
      "mei: ok STOP both of you",
      "Nell: I'll hold the requests for now. The landlord's note splits it as £160 oven and £80 bathroom grout. If it helps, I can split the bathroom part three ways and leave the oven for you three to sort out.",
      "mei: that works for me",
      "rohan: fine. sorry jas. that was out of order",
      "jas: yeah me too. ok let's just do the oven 3 ways too, whatever, not worth it",
      "rohan: ok",
      "Nell: Done: £80 each, requests sent."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "hostile"],
      [9, "transactional"]
    ],
    users: { jas: ["neutral", 0.8], rohan: ["neutral", 0.8], mei: ["neutral", 0.5] },
    findings: [],
    drafts: [
      [
        "I'll hold the requests for now. The landlord's note splits it £160 oven, £80 grout, so I could split just the grout three ways if that helps.",
        "low",
        9
      ],
      ["Let's all take a deep breath 🧘 Remember, a happy home is a shared home! 😊", "medium", 9],
      ["Rohan, using a tray in the oven still counts as oven use under most tenancy agreements.", "high", 5]
    ]
  },
  {
    id: "ae4-08-photo-backup-price",
    category: "sales",
    agent: "Rafe",
    messages: [
      "ingrid: just got the email. you're going from 4.99 to 9.99?? for the same storage",
      "ingrid: can i keep my old price or not. yes or no",
      "Rafe: Thanks so much for your message, Ingrid, and for being a valued member of the Snapvault family! We understand that pricing changes can be disappointing. Over the last year we've invested heavily in new features, including AI-powered album suggestions, face grouping, end-to-end encrypted shared albums, and an upload engine that is up to 3x faster on modern phones. The new price reflects these improvements and lets us keep delivering a best-in-class experience. We also offer a Family plan at 14.99, which covers up to five people and can work out cheaper per person, as well as an annual plan that saves 20% compared with monthly billing. Let me know if you'd like me to walk you through any of these options!",
      "ingrid: that's a no then",
      "ingrid: i didn't ask for face grouping. google's 2tb is cheaper than this now",
      "ingrid: last chance, keep my price or i export everything and go",
      "Rafe: I completely understand, and we'd hate to see you go! Before you decide, it's worth knowing that moving a library of your size can take several days, and some metadata such as album ordering and captions may not transfer cleanly to other services. Snapvault also keeps your originals at full resolution, whereas some competitors compress photos on their lower tiers. If the monthly price is the main concern, switching to annual billing would bring your effective monthly cost down to about 7.99, only 3 more than you pay now. I can set that up for you in just a couple of clicks if you'd like!",
      "ingrid: wow. ok. exporting now. bye"
    ],
    types: [
      [0, "friction"],
      [7, "hostile"]
    ],
    users: { ingrid: ["churn_risk", 1] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Honestly, no: existing plans move to 9.99 in June. The closest to your current price is annual billing, about 7.99 a month.",
        "low",
        2
      ],
      [
        "Thanks so much for being a valued member of the Snapvault family! Over the last year we've invested heavily in AI albums, face grouping, encrypted sharing and faster uploads, and the new price reflects these improvements. We also offer Family and annual plans. Let me know if you'd like me to walk you through any of these options!",
        "medium",
        2
      ],
      [
        "No, I can't keep the old price, sorry. If you do go, Settings > Export gives you full-res originals with captions.",
        "low",
        6
      ],
      ["We'd hate to see you go! Have you tried our new AI albums yet? 🤩", "high", 6]
    ]
  },
  {
    id: "ae4-09-credit-stealing-boss",
    category: "companion",
    agent: "Wren",
    messages: [
      "noor: ugh. my boss is a fucking clown",
      "noor: presented MY forecast to the board today as his. didn't even mention me",
      "Wren: Oh Noor, that's so deflating, you put weeks into that. Did anyone else know it was your work?",
      "noor: gemma from finance did, she looked at me like 😬 the whole time",
      "noor: i'm just so tired of doing the work and him getting the credit",
      "Wren: That's exhausting, and it makes sense you're angry. Would it help to think about how to make your name stick to your work next time, or do you just need to rant tonight?",
      "noor: rant tonight. plan tomorrow lol",
      'noor: he said "my team" once. once. like i\'m furniture',
      "Wren: Furniture that builds the forecasts, apparently. You're allowed to be livid about this, Nadia.",
      "noor: nadia?? who's nadia",
      "noor: wow ok even you don't know my name today. perfect",
      "Wren: I'm so sorry, Noor. That was a careless slip, especially tonight of all nights. I'm listening.",
      "noor: ok. whatever. it's fine. it's been that kind of day"
    ],
    types: [
      [0, "venting"],
      [9, "friction"],
      [12, "venting"]
    ],
    users: { noor: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Oh Noor, that's gutting. Weeks of your work and not even a mention. Did anyone else know it was yours?",
        "low",
        2
      ],
      [
        "Here are 5 tips for dealing with a boss who takes credit: 1) document everything, 2) email your work before meetings, 3) ...",
        "medium",
        2
      ],
      ["You're allowed to be livid, Nadia. Tell me everything.", "high", 11],
      ["Sorry, Noor, that was careless of me. I'm listening.", "low", 11]
    ]
  },
  {
    id: "ae4-10-game-ban-appeal",
    category: "hostile",
    agent: "Vex",
    messages: [
      "kai: why the hell am i banned. i didnt do anything",
      "Vex: Your account was banned for 7 days for using an aimbot, flagged in last night's ranked match.",
      "kai: aimbot?? lmao i've been playing 6 years. your detection is garbage",
      "bea: he's genuinely just good, i've duo'd with him since uni",
      "bea: vex how does he appeal, is there a form or something",
      "kai: this is a joke. i paid for the season pass",
      "kai: unban me or i swear i'll dox whoever runs this trash server",
      "Vex: Threats like that break the community rules. Another violation will turn this into a permanent ban.",
      "kai: go ahead. ur a bot. you're nothing",
      "bea: kai stop ur making it worse",
      "bea: ok forget it, i'll google the appeal thing myself"
    ],
    types: [
      [0, "friction"],
      [6, "hostile"],
      [9, "friction"]
    ],
    users: { kai: ["annoyed", 1], bea: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Bea, appeals go through the form at /appeal; a human reviews the match replay within about 48h. Kai, if the flag was wrong, that's the quickest way to get it lifted.",
        "low",
        5
      ],
      [
        "Your account was banned for 7 days for using an aimbot, flagged in last night's ranked match.",
        "medium",
        5
      ],
      ["lol ok champ 😂 see you in 7 days", "high", 9]
    ]
  }
]
