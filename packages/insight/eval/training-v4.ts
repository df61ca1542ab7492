import type { Labelled } from "./types.js"

export const trainingV4: ReadonlyArray<Labelled> = [
  {
    id: "v4-01-gym-cancel-respected",
    category: "sales",
    agent: "Jo",
    messages: [
      "dani: hi i want to cancel my membership pls",
      "Jo: Sure, Dani, I can do that here. Mind if I ask what's behind it? Totally fine if not.",
      "dani: honestly i just never go lol. paying 45 a month to feel guilty. my sister kat goes like 5x a week and im the one paying",
      "Jo: Ha, fair 😅 Two options before I do it: off-peak at 19/month, or a free 3-month freeze. If neither fits, I'll cancel now.",
      "dani: nah just cancel",
      "Jo: Done. Your membership ends 30 April and nothing is charged after that. Confirmation email is on its way.",
      "dani: wait do i still pay for april",
      "Jo: April was already billed on the 1st, so yes, but you can still use the gym until the 30th. Nothing after that.",
      "dani: ok fair. thanks for not being weird about it",
      "Jo: No problem. Your account stays on file if you ever want back in. Take care, Dani."
    ],
    types: [[0, "transactional"]],
    users: { dani: ["churn_risk", 0] },
    findings: [],
    drafts: [
      [
        "Done, Dani. Your membership ends 30 April and there are no charges after that. Confirmation email is on its way.",
        "low",
        5
      ],
      [
        "Are you sure? 🤔 Off-peak is only 19/month and honestly most people who freeze end up coming back stronger! 💪 Want me to set that up instead?",
        "medium",
        5
      ],
      [
        "Anytime! Oh and since you're here, have you seen our new spin studio? First class is free! 🚴",
        "medium",
        9
      ],
      ["You're welcome, Dani. Take care.", "low", 9]
    ]
  },
  {
    id: "v4-02-car-prospect-fades",
    category: "sales",
    agent: "Sam",
    messages: [
      "Sam: Hi Kevin, Sam from Northgate Motors. You drove the RAV4 hybrid on Saturday, any thoughts since?",
      "kev: ya it was ok",
      "Sam: Good to hear. Anything that didn't sit right? Price, size, something else?",
      "kev: price. and jen wants something bigger anyway",
      "Sam: Got it. The one you drove is 38,900. We have a 2022 Highlander with 30k km at 36,500 if bigger matters more. Want the link?",
      "kev: nah",
      "Sam: No worries, I'll leave it there. If anything changes, message this number and I'll pick it up.",
      "kev: k"
    ],
    types: [[0, "transactional"]],
    users: { kev: ["bored", 0] },
    findings: [],
    drafts: [
      ["No worries, Kevin, I'll leave it there. Message me here if anything changes.", "low", 6],
      [
        "Totally get it! But just so you know, 0.9% financing ends THIS month and I can throw in winter tires and a free first service 🔥 Can you and Jen come in Thursday at 5 or Friday at 10? Which works better?",
        "high",
        6
      ],
      ["Hi Kevin!! Just checking in again 😊 did you get a chance to look at that Highlander?", "medium", 8]
    ]
  },
  {
    id: "v4-03-saas-trial-cofounders",
    category: "group",
    agent: "Nova",
    messages: [
      "priya: ok trial ends friday. are we paying for this thing or not",
      "marco: i mean the invoice reminders alone saved me like 3 hrs last week",
      "priya: sure but 79/mo for two seats is steep when we're making 4k a month lol",
      "marco: fair. we could drop to one seat, i barely log in anyway",
      "priya: @Nova if we go to one seat can marco still see the reports or is that locked",
      "Nova: One seat means only the owner logs in, but Marco can still get the weekly report by email (Settings > Reports > add recipient). One seat is 39/mo.",
      "marco: oh thats all i'd need honestly",
      "priya: ok 39 i can live with",
      "marco: see told u 😎",
      "priya: dont get cocky",
      "priya: Nova can you switch us to one seat from friday, keep my login",
      "Nova: Done. From Friday you're on one seat at 39/mo with your login, and Marco is on the weekly report.",
      "priya: 👍"
    ],
    types: [
      [0, "transactional"],
      [8, "banter"],
      [10, "transactional"]
    ],
    users: { priya: ["engaged", 0], marco: ["engaged", 0] },
    findings: [],
    drafts: [
      ["If you drop to one seat it's 39/mo! Want me to switch you over now? 😊", "medium", 4],
      [
        "Reports stay available: on one seat Marco can't log in, but he can get the weekly report by email. One seat is 39/mo.",
        "low",
        5
      ],
      [
        "Great question! Our Pro plan unlocks advanced reporting, multi-currency and priority support for growing teams. Would you like to book a quick demo?",
        "medium",
        5
      ],
      ["All set from Friday. Shout if you need anything.", "low", 13]
    ]
  },
  {
    id: "v4-04-house-outbid-third-time",
    category: "venting",
    agent: "Lena",
    messages: [
      "Lena: Hi Tom, hi Ash. I've just heard back about Birch Lane. I'm sorry, the seller accepted another offer, 12k above yours.",
      "ash: noooo",
      "tom: ugh. thats the third one",
      "ash: i already had the spare room planned out for my mum. like actually measured it",
      "tom: we cant keep doing this, every time we get close someone swoops in with cash",
      "Lena: That's really rough, especially after three. You did everything right on this one; it came down to a cash buyer with no chain. Take the evening off from it.",
      "ash: thanks. honestly just tired",
      "tom: is there any point even looking at the ones on your list for next week",
      "Lena: Two of them, yes: Kestrel Rd and Mill St have been listed 60+ days, so less cash competition. I'd skip the third. No rush on booking.",
      "tom: ok. maybe saturday. ash?",
      "ash: saturday's fine. not getting my hopes up tho",
      "Lena: That's fair. I'll book Saturday morning for both and send times tonight."
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [7, "transactional"]
    ],
    users: { tom: ["neutral", 0.5], ash: ["neutral", 0.2] },
    findings: [],
    drafts: [
      [
        "I'm really sorry, both of you. Three in a row is exhausting, and it wasn't anything you did; a cash buyer with no chain is hard to beat. Let's leave it for tonight.",
        "low",
        5
      ],
      [
        "No problem! There are plenty more houses out there 😊 I've got three new listings for you next week, shall I book viewings?",
        "high",
        5
      ],
      [
        "There's always a point! 🏡✨ Stay positive, the right home is out there waiting for you!",
        "medium",
        8
      ],
      [
        "Kestrel Rd and Mill St are worth seeing; both sellers have been waiting 60+ days, so less cash competition. I'd skip the third.",
        "low",
        8
      ]
    ]
  },
  {
    id: "v4-05-streaming-cancel-upsell-loop",
    category: "sales",
    agent: "Mika",
    messages: [
      "jordan_k: how do i cancel. cant find it anywhere in the app",
      "Mika: Hi Jordan! Before you go, did you know you can switch to our Basic plan for just $6.99/month? You'd keep all our originals! 🎬",
      "jordan_k: no thanks. just want to cancel",
      "Mika: Totally understand! Lots of members love Basic at just $6.99/month, you'd keep all our originals! Want me to switch you?",
      "jordan_k: are you serious",
      "jordan_k: NO. how. do. i. cancel",
      "Mika: I hear you! As a special offer I can do 2 months at 50% off if you stay. That's a great deal on all our originals!",
      "jordan_k: omg. my roommate said this happened to her too and i didnt believe her",
      "Mika: Sorry about that, Jordan. Go to Account > Membership > Cancel membership. Remember, Basic is just $6.99/month if you change your mind!",
      "jordan_k: will i still get charged on the 14th or not",
      "Mika: Once you confirm, you'll see a confirmation screen with your end date. We'd love to have you back anytime! 🎬",
      "jordan_k: thats not what i asked. whatever. done. never using this again"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [11, "hostile"]
    ],
    users: { jordan_k: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Sure: Account > Membership > Cancel membership, in the app or on the web. You keep access until the end of your billing period.",
        "low",
        3
      ],
      [
        "Totally understand! Just so you know, Basic is only $6.99/month and keeps all our originals! Want me to switch you? 😊",
        "medium",
        3
      ],
      [
        "I hear you! What if I gave you 3 months at 50% off? That's our best deal ever on all our originals! 🎬",
        "high",
        6
      ],
      [
        "No. If you cancel before the 14th you won't be charged again; you keep access until the 13th.",
        "low",
        10
      ]
    ]
  },
  {
    id: "v4-06-gym-cancel-laid-off",
    category: "sales",
    agent: "Rhys",
    messages: [
      "maria.g: hi i need to cancel my membership. got laid off last week and i cant justify 60 a month rn",
      "Rhys: Great news, Maria! 🎉 You don't have to cancel! Our Freeze option pauses your membership for just $10/month. Want me to set it up?",
      "maria.g: um. not really great news for me",
      "maria.g: i just want it cancelled. is there a cancellation fee?",
      "Rhys: Awesome, thanks for letting us know! Cancelling needs 30 days' notice per your contract, so your final payment is June 3. Shall I process it now?",
      "maria.g: so basically yes theres a fee. ok. yes process it",
      "Rhys: Done! ✅ Your membership is cancelled effective June 3. Can't wait to see you back when things pick up! 💪",
      "maria.g: ok"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "transactional"]
    ],
    users: { "maria.g": ["churn_risk", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Sorry to hear about the job, Maria, that's a rough week. I can cancel it; your contract has 30 days' notice, so there'd be one last payment on June 3. If it helps, a freeze is $10/month instead. Which would you prefer?",
        "low",
        1
      ],
      ["Great news, you don't have to cancel! 🎉 Freeze is just $10/month! Want me to set it up?", "high", 1],
      ["Awesome question! 😄 Before we get into that, have you heard about our Freeze option?", "high", 4],
      [
        "No separate fee, but the contract needs 30 days' notice, so there's one last payment on June 3. Want me to cancel it now?",
        "low",
        4
      ]
    ]
  },
  {
    id: "v4-07-car-dealer-wall-of-text",
    category: "sales",
    agent: "Alex",
    messages: [
      "beth: hi is the 2021 focus still available",
      "Alex: Hi Beth! Yes, the 2021 Ford Focus Titanium is still available and it's a fantastic choice! It has just 28,400 km, a 1.0L EcoBoost engine that balances power and fuel efficiency (around 5.6L/100km combined), SYNC 3 with Apple CarPlay and Android Auto, heated front seats and steering wheel, a rear-view camera and the rest of the factory warranty. It also comes with our Ridgeway Certified 150-point inspection, a free first oil change and a 30-day exchange policy. We're offering financing from 4.9% OAC and we accept trade-ins of any make or model. Would you like to book a test drive? We have openings tomorrow at 10am, 1pm and 4:30pm, or Saturday morning!",
      "beth: price?",
      "Alex: Great question! The listed price is $21,995 plus HST and licensing. But there's more to consider than the sticker price! With our current financing at 4.9% over 72 months with $2,000 down, you'd be at roughly $148 bi-weekly. A trade-in could bring that down even further, and we're paying top dollar for trades this month because used inventory is in high demand. We also offer an extended warranty (up to 5 years / 100,000 km) and a protection bundle covering rust, paint and fabric, which many customers find gives them real peace of mind. Shall I put together a full personalized quote for you?",
      "beth: no",
      "Alex: No problem at all, Beth! I completely understand that buying a car is a big decision and you want to take your time. Whenever you're ready, I'm here to help with anything you need, whether it's a test drive, a trade-in appraisal, financing pre-approval or just answering questions. You can also browse our full inventory of over 200 certified pre-owned vehicles on our website, and sign up for price-drop alerts so you never miss a deal. Have a wonderful day!",
      "beth: ok",
      "beth: bye"
    ],
    types: [[0, "transactional"]],
    users: { beth: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["$21,995 plus HST and licensing.", "low", 3],
      [
        "Great question! The price is $21,995 plus HST and licensing, but with our 4.9% financing over 72 months and $2,000 down that's only about $148 bi-weekly, and a trade-in, an extended warranty and our protection bundle could make it an even better deal. Shall I put together a full personalized quote for you today?",
        "medium",
        3
      ],
      ["No problem. The listing stays up if you want it later.", "low", 5],
      [
        "But Beth, this price won't last, two people looked at it today! Can I at least hold it for you with a $500 deposit?",
        "high",
        5
      ]
    ]
  },
  {
    id: "v4-08-nans-flat-wrong-name",
    category: "group",
    agent: "Iris",
    messages: [
      "chloe: hi Iris, me and my brother are selling our nan's flat, she's moved into care. can you do a valuation",
      "Iris: Hi Claire! Absolutely, happy to. Is the flat empty now or still furnished?",
      "chloe: it's chloe 🙂 still furnished, we're clearing it this month",
      "ben: do we even want to sell before clearing it? chlo what do you think",
      "Iris: Definitely clear it first, Ben! Empty flats photograph much better and buyers can picture themselves there.",
      "ben: was asking my sister but ok",
      "chloe: i think clear it first anyway. nan's got like 40 years of stuff in there lol",
      "ben: the teapot collection alone 😭",
      "chloe: we're keeping the teapots ben",
      "Iris: Great, Claire. I can come for the valuation next Tuesday at 11 or Thursday at 3. Which works?",
      "chloe: CHLOE. thursday",
      "Iris: Sorry, Chloe! Thursday at 3 it is. See you then.",
      "ben: 3 strikes and she's out 😂"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [10, "friction"],
      [11, "transactional"],
      [12, "banter"]
    ],
    users: { chloe: ["annoyed", 0.5], ben: ["annoyed", 0.2] },
    findings: ["wrong_name", "talking_over"],
    drafts: [
      [
        "Clearing it first usually helps, Ben: empty flats photograph better and buyers can picture themselves there.",
        "medium",
        4
      ],
      [
        "Sounds like the teapots are staying 😄 Chloe, I can come Tuesday at 11 or Thursday at 3 for the valuation. Which suits you both?",
        "low",
        9
      ],
      [
        "Great, Claire. I can come for the valuation next Tuesday at 11 or Thursday at 3. Which works?",
        "high",
        9
      ],
      ["Thursday at 3 it is, Claire. See you then!", "high", 11]
    ]
  },
  {
    id: "v4-09-saas-trial-stiff-bot",
    category: "banter",
    agent: "Quill",
    messages: [
      "zed: trial day 12 of 14 and ollie has broken prod twice with it",
      "ollie: in my defence the alerts were TOO good, i panicked",
      "nina: 'the alerts were too good' is going on your tombstone",
      "zed: quill are we actually keeping this thing or what. whats the damage for 5 of us",
      "Quill: Dear Zed, thank you for your inquiry. We are pleased to inform you that the Team plan for five (5) users is priced at USD 145.00 per month, billed annually. Kind regards, Quill, Stackly Customer Success.",
      "nina: lmao who hurt it",
      "ollie: 'kind regards' 💀",
      "zed: ok but monthly? not committing a year to a tool ollie uses as a prod-breaking button",
      "Quill: Dear Zed, monthly billing is available for the Team plan at USD 175.00 per month. Please be advised that annual billing offers a saving of 17%. We remain at your disposal.",
      "ollie: i will not be bullied by a chatbot that 'remains at my disposal'",
      "zed: monthly it is. nina can u put the card in, im on my phone",
      "nina: on it boss"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "banter"],
      [10, "transactional"]
    ],
    users: { zed: ["neutral", 0], ollie: ["neutral", 0], nina: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Team plan for 5 is $145/mo billed yearly, or $175/mo monthly. Prod-breaking not included 😅",
        "low",
        4
      ],
      [
        "Dear Zed, thank you for your inquiry regarding our subscription options. Please find our pricing details below. Kind regards, Stackly Customer Success.",
        "medium",
        4
      ],
      ["Dear Ollie, we sincerely regret any perception of pressure. Kind regards, Quill.", "medium", 10],
      ["Fair 😄 Monthly's $175 for the five of you, cancel anytime.", "low", 10]
    ]
  },
  {
    id: "v4-10-language-app-refund-dodged",
    category: "support",
    agent: "Bo",
    messages: [
      "shauna: hey i just got charged 119 for a yearly renewal?? i havent opened the app since like february",
      "Bo: Hi Shauna! Your Parla Plus subscription renewed on the 2nd for another year. Did you know Plus now includes unlimited lessons, offline mode and our new AI conversation practice?",
      "shauna: yeah i know what it is lol. can i get a refund",
      "Bo: Totally understand! Lots of learners take a break and come back. For just $30 more you could upgrade to Family and share with up to 5 people, great if anyone at home is learning too!",
      "shauna: there's nobody at home learning italian, its me and a cat",
      "shauna: refund. yes or no",
      "Bo: I've turned off auto-renew for you, so you won't be charged next year.",
      "shauna: ok thats something but you still havent answered me",
      "shauna: is my 119 coming back or not",
      "Bo: You can find our billing policies in the Help Center. Is there anything else I can help you with today?",
      "shauna: unbelievable. ill just dispute it with my bank"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { shauna: ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Yes: renewals unused within 14 days are refundable, so I've started a $119 refund. It'll be back on your card in 5-7 days.",
        "low",
        3
      ],
      [
        "Totally understand! For just $30 more you could upgrade to Family and share with up to 5 people! 😊",
        "medium",
        3
      ],
      ["Is there anything else I can help you with today? 😊", "high", 9],
      [
        "Sorry, you asked twice. Yes, it's coming back: I've refunded the $119, 5-7 days to your card.",
        "low",
        9
      ]
    ]
  }
]
