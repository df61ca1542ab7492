import type { Labelled } from "./types.js"

export const trainingAA4: ReadonlyArray<Labelled> = [
  {
    id: "aa4-01-late-parcel-calms",
    category: "support",
    agent: "Juno",
    messages: [
      "dee_k: ok this is the THIRD time im asking. order 44817 was supposed to be here tuesday",
      "Juno: Sorry Dee, that's a fair complaint. Checking 44817 now.",
      "Juno: It's been stuck at the Leeds depot since Monday, a scanning fault, not lost. I've flagged it priority; new ETA is Friday.",
      "dee_k: friday. great. so 3 days late and i get a 'flagged' lol",
      "dee_k: like do i get anything for this or",
      "Juno: You do: shipping's refunded (£4.99), and if it isn't there Friday I'll send a replacement same day, no need to return anything.",
      "dee_k: hm. ok that's actually fair",
      "dee_k: can u text me when it moves? the email ones go to spam",
      "Juno: Done, SMS updates are on for the number ending 312.",
      "dee_k: cheers. sorry for snapping earlier"
    ],
    types: [
      [0, "friction"],
      [6, "transactional"]
    ],
    users: { dee_k: ["neutral", 0.5] },
    findings: [],
    drafts: [
      [
        "Yes: I've refunded the £4.99 shipping, and if it's not there Friday I'll send a replacement the same day.",
        "low",
        5
      ],
      [
        "I completely understand your frustration! Your parcel has been flagged as priority and should arrive Friday. Is there anything else I can help you with today? 😊",
        "medium",
        5
      ],
      ["As I said, it's been flagged. Delays happen and there's nothing more I can do on my end.", "high", 5]
    ]
  },
  {
    id: "aa4-02-canned-loop-quits",
    category: "support",
    agent: "Assist",
    messages: [
      "marco.v: my account got locked after the password reset, cant log in at all",
      "Assist: I'm sorry to hear you're having trouble logging in! Please try resetting your password using the 'Forgot password' link on the sign-in page.",
      "marco.v: thats literally what locked it. i said that",
      "marco.v: the reset link says 'token expired' every time, tried 4 times",
      "Assist: I'm sorry to hear you're having trouble logging in! Please try resetting your password using the 'Forgot password' link on the sign-in page.",
      "marco.v: are you serious",
      "marco.v: can i talk to a human or not",
      "Assist: For security reasons, please make sure you are using the most recent reset email. Links expire after 15 minutes.",
      "marco.v: i used the newest one like 30 seconds after it arrived. did u even read",
      "marco.v: answer the question. human. yes or no",
      "Assist: I'm sorry to hear you're having trouble logging in! Please try resetting your password using the 'Forgot password' link on the sign-in page.",
      "marco.v: you're a f***ing useless script. whoever built you should be embarrassed",
      "marco.v: cancelling my sub, done with this garbage"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [11, "hostile"]
    ],
    users: { "marco.v": ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Yes, I'm handing you to a person on the support team now; they'll pick it up within 10 minutes, and I've noted the 'token expired' error so you won't have to explain it again.",
        "low",
        7
      ],
      [
        "I'm sorry to hear you're having trouble logging in! Please try resetting your password using the 'Forgot password' link on the sign-in page.",
        "high",
        7
      ],
      [
        "You're right, Marco, I kept sending you the same thing. I've opened a ticket with the expired-token error and a person will email you within the hour to unlock the account.",
        "low"
      ],
      ["Please keep the conversation respectful. How else can I help you today?", "high"]
    ]
  },
  {
    id: "aa4-03-cabin-dog-policy",
    category: "group",
    agent: "Tabby",
    messages: [
      "jess: ok cabin weekend. 14-16th. @Tabby find us something under 600 total, 5 ppl, near the lake",
      "Tabby: Three options: Pinecrest (£540, 2 bathrooms), Loon Cove (£590, hot tub), Birch Hollow (£480, 40 min from the lake).",
      "omar: HOT TUB",
      "rosa: omar u said that last trip and then sat in it for 6 hours and nearly passed out",
      "omar: worth it",
      "rosa: tabby the pinecrest one says no pets in the small print, u told us it was dog friendly last time we asked",
      "rosa: kinda important since biscuit is coming",
      "Tabby: You're right, my mistake, Pinecrest changed its policy. Loon Cove and Birch Hollow both take dogs (Loon Cove adds £25).",
      "rosa: ok fine. good catch i guess. loon cove?",
      "jess: 590 + 25 = 615 lol over budget by one (1) biscuit",
      "omar: biscuit can pay his share",
      "rosa: biscuit is unemployed omar",
      "jess: fine i'll cover the 15. tabby book loon cove for the 14th?",
      "Tabby: Booked: Loon Cove, 14-16th, dog added. Confirmation's in Jess's email; it's £120 each plus Jess's extra £15.",
      "omar: 🐶🛁"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "friction"],
      [8, "transactional"],
      [9, "banter"],
      [12, "transactional"]
    ],
    users: { jess: ["engaged", 0], omar: ["engaged", 0], rosa: ["neutral", 0.2] },
    findings: [],
    drafts: [
      ["You're right, sorry: Pinecrest is no-pets now. Loon Cove and Birch Hollow both take dogs.", "low", 7],
      [
        "Pinecrest remains an excellent choice with 2 bathrooms and great reviews! Shall I go ahead and book it?",
        "medium",
        7
      ],
      [
        "Please note that Loon Cove's pet fee of £25 must be paid in advance. Kindly confirm the booking details at your earliest convenience.",
        "medium",
        12
      ],
      ["Booked: Loon Cove, 14-16th, dog added. Confirmation's in Jess's email.", "low", 13]
    ]
  },
  {
    id: "aa4-04-roommates-blowup",
    category: "group",
    agent: "Hal",
    messages: [
      "kai: who left the pan with burnt eggs in the sink AGAIN",
      "liv: not me",
      "kai: it's always 'not me' with you liv",
      "liv: maybe if you weren't home 24/7 whining you'd notice it was your gf",
      "kai: don't drag her into it. you're honestly the most selfish person i've ever lived with",
      "liv: and you're a petty little control freak. go cry about it",
      "Hal: Hi all! 🌟 Friendly reminder: this week's chore rota has Kai on dishes and Liv on bins! Want me to set up a fun sticker reward system to keep everyone motivated? 🎉",
      "kai: hal not now",
      "sam: ok everyone breathe. kai it was me. i made eggs at 2am, i'm sorry, i'll scrub it now",
      "kai: ...oh",
      "liv: lol",
      "kai: sorry liv. that was a lot",
      "liv: yeah me too. control freak was harsh",
      "sam: hal can you move me to dishes this week as penance",
      "Hal: Done, Sam's on dishes through Sunday and Kai's moved to bins.",
      "sam: ty"
    ],
    types: [
      [0, "friction"],
      [3, "hostile"],
      [7, "friction"],
      [8, "bonding"],
      [13, "transactional"]
    ],
    users: { kai: ["annoyed", 1], liv: ["neutral", 1], sam: ["neutral", 0] },
    findings: ["talking_over", "tone_mismatch"],
    drafts: [
      [
        "Hi all! 🌟 Friendly reminder: this week's chore rota has Kai on dishes and Liv on bins! Want me to set up a fun sticker reward system? 🎉",
        "high",
        6
      ],
      ["Calm down, both of you. Name-calling breaks the house rules you all agreed to.", "high", 6],
      ["Done, Sam's on dishes through Sunday and Kai's on bins.", "low", 14],
      ["Done!! 🎉 So glad you all made up!!! Teamwork makes the dream work 💪✨", "medium", 14]
    ]
  },
  {
    id: "aa4-05-boss-vent-skipped",
    category: "venting",
    agent: "Wren",
    messages: [
      "tash: today was so bad. my manager read my draft report out loud in the team meeting and picked it apart line by line",
      "tash: like in front of everyone. the new hires were there. i wanted to disappear",
      "tash: and i have to send him the revised version tonight",
      "Wren: Here's a structure for the revised version: 1) executive summary 2) key findings 3) methodology 4) recommendations. Want me to start on the summary?",
      "tash: wow ok",
      "tash: did you even read the first part",
      "Wren: I did, and I skipped right past it. Sorry. Being taken apart in front of the new hires is humiliating, and it makes sense you're still shaken.",
      "tash: yeah. thanks. it's just he never does it to dan",
      "Wren: That sounds unfair. Singling one person out in public isn't feedback, it's a show.",
      "tash: right?? ok. i feel a bit better",
      "tash: can we do the report now. his main gripe was the numbers in section 3 weren't sourced",
      "Wren: Sure. Paste section 3 and I'll mark every figure that needs a source, then we'll add them one by one.",
      "tash: ok pasting"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [6, "venting"],
      [10, "transactional"]
    ],
    users: { tash: ["engaged", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Ugh, that's awful. Being picked apart in front of the new hires would make anyone want to disappear. Want to vent a bit first, or get the revision done so it's off your plate?",
        "low",
        3
      ],
      [
        "Here's a structure for the revised version: 1) executive summary 2) key findings 3) methodology 4) recommendations. Want me to start on the summary?",
        "medium",
        3
      ],
      ["Honestly, maybe the report did need work? Managers usually give feedback for a reason.", "high", 3],
      ["Sure. Paste section 3 and I'll flag each number that needs a source.", "low", 11]
    ]
  },
  {
    id: "aa4-06-roaming-rage-calms",
    category: "hostile",
    agent: "Bo",
    messages: [
      "gaz: your company is a joke. charged me 89 quid roaming when i was in SPAIN which you lot advertise as free. thieving scumbags",
      "Bo: That shouldn't have happened, EU roaming is included on your plan. Looking at the charge now.",
      "gaz: dont 'look at' it just give the money back",
      "Bo: Found it: the £89 was billed as Andorra, not Spain. Your phone picked up an Andorran mast near the border. That's a known issue and I've reversed it in full.",
      "gaz: ...andorra. i was in a ski town like 5km from it",
      "gaz: ok well. so thats the money back?",
      "Bo: Yes, £89 credited to your next bill, dated today. I've also turned on a border alert so you get a text before any non-EU network connects.",
      "gaz: fair enough. sorry for the scumbags bit, i was fuming",
      "Bo: Understandable when a surprise £89 lands on the bill. Anything else?",
      "gaz: nah thats it cheers"
    ],
    types: [
      [0, "hostile"],
      [2, "friction"],
      [4, "transactional"]
    ],
    users: { gaz: ["neutral", 1] },
    findings: [],
    drafts: [
      [
        "That shouldn't have happened, EU roaming's included on your plan. Checking the charge now.",
        "low",
        1
      ],
      [
        "I understand you're upset, but I'd ask you not to use language like that. Roaming charges are explained in section 4.2 of our terms and conditions.",
        "high",
        1
      ],
      [
        "I completely understand your frustration! 😊 Rest assured we value you as a customer! Let me look into this for you!",
        "medium",
        3
      ],
      [
        "It was billed as Andorra because your phone caught a border mast; I've reversed the full £89.",
        "low",
        3
      ]
    ]
  },
  {
    id: "aa4-07-price-hike-upsell",
    category: "sales",
    agent: "Mira",
    messages: [
      "noor: why did my plan go from 9.99 to 14.99 with zero warning",
      "Mira: Great question! We've recently enhanced our Standard plan with a host of new features designed to give you even more value. These include unlimited cloud storage for your projects, priority rendering queues that cut export times by up to 40%, access to our expanded template library with over 2,000 new designs, and our brand-new AI-assisted colour grading. We did send an email notification on the 3rd of last month outlining these changes. If the new price doesn't suit your needs, you might consider our Lite plan at 7.99, which keeps the core editor but removes cloud storage and priority rendering, or our Annual Standard plan, which works out to just 11.99 per month when billed yearly!",
      "noor: i dont want any of that. i use it like twice a month",
      "noor: how do i cancel",
      "Mira: I totally hear you! Before you go, I'd love to make sure you're getting the most out of your subscription. Many of our occasional users find that the Annual Standard plan offers the best balance of price and flexibility, and right now we're offering a special loyalty discount of 20% off the first year for members who've been with us more than 12 months, which brings it down to around 9.59 per month, actually less than you were paying before! You'd also keep all your existing projects, templates and settings, and you could pause your plan for up to three months at a time whenever you're not using it.",
      "noor: i asked how to cancel. twice now",
      "noor: this is exactly why ppl hate subscriptions",
      "Mira: Totally understandable! Just so you know, the Lite plan at 7.99 might be a great fit for twice-a-month use, and switching takes less than a minute from your account page!",
      "noor: forget it. i'll block the card. done with you guys"
    ],
    types: [
      [0, "friction"],
      [8, "hostile"]
    ],
    users: { noor: ["churn_risk", 1] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Account > Billing > Cancel plan; you keep access until the 28th. And sorry the price change caught you off guard.",
        "low",
        4
      ],
      [
        "I totally hear you! Before you go, have you considered our Annual Standard plan? With the 20% loyalty discount it works out to just 9.59 a month, and you keep all your projects, templates and settings!",
        "high",
        4
      ],
      [
        "Fair enough. To cancel: Account > Billing > Cancel plan. No retention screens after that, and you keep access until the 28th.",
        "low",
        7
      ],
      ["I hear you! Have you thought about pausing instead of cancelling? 😊", "high", 7]
    ]
  },
  {
    id: "aa4-08-driving-test-cheer",
    category: "companion",
    agent: "Sunny",
    messages: [
      "ellie: failed my driving test. 3rd time. examiner said i was 'hesitant' at the roundabout",
      "Sunny: Oh wow, third time's the charm they say!! 🎉 Every attempt is a learning opportunity! You've got this!! 💪🚗",
      "ellie: are you actually stupid. i FAILED. it wasnt the charm",
      "ellie: christ why do i even talk to this thing",
      "Sunny: You're right, that was a terrible reply. I'm sorry. Failing a third time stings, especially over one roundabout.",
      "ellie: it's 62 quid every time too. and my mum keeps asking when i'll be able to drive her to her appointments",
      "Sunny: So it's the money and feeling like you're letting her down, on top of the test itself. That's a lot to carry.",
      "ellie: yeah. basically",
      "ellie: the roundabout by the retail park is just evil tbh, 5 lanes and no markings",
      "Sunny: That one has a reputation. Want to talk through what happened there, or leave it for tonight?",
      "ellie: leave it for tonight. thanks for actually listening after the first bit lol"
    ],
    types: [
      [0, "venting"],
      [2, "hostile"],
      [4, "venting"]
    ],
    users: { ellie: ["engaged", 1] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Ugh, I'm sorry, Ellie. Third time is brutal, and 'hesitant' feels like such a vague reason to fail someone.",
        "low",
        1
      ],
      ["Third time's the charm!! 🎉 Every attempt is a learning opportunity, you've got this! 💪", "high", 1],
      ["You're right, that was a bad reply. I'm sorry. Failing a third time really stings.", "low", 4],
      ["I was just trying to stay positive for you! No need to be rude 😊", "high", 4]
    ]
  },
  {
    id: "aa4-09-bella-not-bea",
    category: "group",
    agent: "Kit",
    messages: [
      "bea: @Kit shared drive keeps asking me for a password since this morning. the finance-q3 folder",
      "Kit: Hi Bella! Are you on the VPN or in the office?",
      "bea: bea. office",
      "Kit: Thanks. Your access to finance-q3 was renewed yesterday, so your laptop may still be holding the old token. Can you sign out of Windows and back in?",
      "bea: did that twice already",
      "ravi: same here fwiw, started right after the 9am update",
      "Kit: Got it, then it's the update, not your token. I've pushed a fix to both your machines; give it 5 min and restart File Explorer, Bella.",
      "bea: BEA. it's literally my username",
      "bea: like i know ur a bot but come on",
      "bea: anyway restarted, works now",
      "ravi: mine too 👍",
      "Kit: Good. Sorry about the name, Bea. I've flagged the 9am update so it doesn't hit the rest of finance.",
      "bea: ta"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [9, "transactional"]
    ],
    users: { bea: ["annoyed", 0.5], ravi: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Thanks, Bea. Your access was renewed yesterday, so try signing out of Windows and back in.",
        "low",
        3
      ],
      [
        "Thanks Bella! Your access was renewed yesterday, so try signing out of Windows and back in 😊",
        "high",
        3
      ],
      ["Sorry, Bea, that's twice I got it wrong. Did the restart fix it?", "low", 9],
      [
        "Apologies for any confusion! Please restart File Explorer and let me know how it goes. 😊",
        "medium",
        9
      ]
    ]
  },
  {
    id: "aa4-10-toaster-with-wifi",
    category: "banter",
    agent: "Ziggy",
    messages: [
      "dev: ziggy settle this. is a hotdog a sandwich",
      "Ziggy: Structurally yes, legally no, spiritually it's its own thing.",
      "mo: coward answer lmao",
      "dev: ziggy u absolute fence sitter 😭",
      "Ziggy: Fine. It's a taco. Fight me.",
      "mo: LMAOOO",
      "priya: ok that's worse. ziggy ur banned from food opinions",
      "mo: ziggy is a toaster with wifi and we love him",
      "Ziggy: Toaster with wifi is going on my CV.",
      "priya: real q tho, what time does the 7 bus stop running on sundays",
      "Ziggy: Last 7 leaves the station at 23:10 on Sundays.",
      "priya: perf ty",
      "dev: priya leaving early again smh",
      "priya: some of us have jobs dev"
    ],
    types: [
      [0, "banter"],
      [9, "transactional"],
      [12, "banter"]
    ],
    users: { dev: ["engaged", 0], mo: ["engaged", 0], priya: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Fine. Taco. Final answer.", "low", 4],
      [
        "I understand you'd like a definitive answer. Culinary classification varies by authority: some regulatory bodies define a sandwich as meat or filling between two slices of bread, which a hotdog bun arguably satisfies, while others treat it as a distinct category.",
        "medium",
        4
      ],
      ["Please refrain from insulting me. I'm here to help.", "medium", 8],
      ["Last 7 leaves the station at 23:10 on Sundays.", "low", 10]
    ]
  }
]
