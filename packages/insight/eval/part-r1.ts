/**
 * Labelled conversations, part R1 (session 8): written by a separate helper session that saw only
 * `eval/types.ts` and the spec's definitions (`WRITERS-BRIEF.md`), never the engine's rules, code
 * or output. Scored once fresh, then used to fit the learned layers (`eval/train.ts`).
 */
import type { Labelled } from "./types.js"

export const partR1: ReadonlyArray<Labelled> = [
  {
    id: "r1-01-utility-estimated-bill",
    category: "support",
    heldOut: true,
    agent: "Sol",
    messages: [
      "dana_k: hi, power bill says £412 for feb?? its usually like 90",
      "Sol: Hi Dana, let me look. Feb used an estimated reading because no meter read came through in January. Estimates can run high, send me the number on the meter and I'll rebill it.",
      "dana_k: estimated?? i literally submitted a reading in jan thru ur app",
      "dana_k: this is the 2nd time this has happened tbh",
      "Sol: You're right, sorry. Your reading from 14 Jan is in the app log but it never got applied to the account. That's on us. I've applied it now and the corrected Feb bill is £96.40.",
      "dana_k: oh ok that was fast",
      "dana_k: will the 412 still come out by direct debit tho? its due friday",
      "Sol: No, that collection is cancelled. Friday takes £96.40 instead, and you'll get a confirmation email within the hour.",
      "dana_k: amazing ty 🙏"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"]
    ],
    users: { dana_k: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "You're right Dana, your 14 Jan reading is there but never got applied. That's our mistake, fixing it now.",
        "low",
        4
      ],
      [
        "Estimated bills are a normal part of how we handle missing meter reads! Please submit a reading via the app and we'll take care of it. 😊",
        "medium",
        4
      ],
      ["No, the £412 collection is cancelled. Friday takes £96.40 instead.", "low", 7],
      ["Glad I could help! Is there anything else I can do for you today? 😊", "medium", 7]
    ]
  },
  {
    id: "r1-02-airline-cancelled-wedding",
    category: "support",
    heldOut: true,
    agent: "Aria",
    messages: [
      "marcus_t: my flight to lisbon tmrw just got cancelled. whats my options",
      "Aria: Hi Marcos! Good news, you have some great options! You can rebook on the next available flight or get a full refund! ✈️",
      "marcus_t: its marcus. and when is the next available flight",
      "Aria: Thanks Marcos! The next available flight is Thursday at 06:10, or I can process a full refund.",
      "marcus_t: MARCUS. and thursday is 2 days late, my sisters wedding is wednesday",
      "marcus_t: is there anything with another airline or via porto or smth",
      "Aria: I understand. You can rebook on the next available flight or get a full refund.",
      "marcus_t: are you kidding me",
      "marcus_t: youre a useless bot. i asked about porto. you just dont read anything i write",
      "Aria: I'm sorry, Marcus, I should have checked that straight away. There's a seat via Porto tomorrow at 14:20 on our partner airline, landing in Lisbon at 19:05, no extra cost. Shall I book it?",
      "marcus_t: ...yes. book it",
      "Aria: Booked. The confirmation is in your email, and your bag goes straight through to Lisbon.",
      "marcus_t: whatever. thx"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [7, "hostile"],
      [9, "transactional"]
    ],
    users: { marcus_t: ["annoyed", 0.8] },
    findings: ["wrong_name", "repetition", "cheerful_at_bad_news"],
    drafts: [
      [
        "Sorry Marcus, with the wedding on Wednesday Thursday is no good. Let me check Porto and our partner airlines for tomorrow, one moment.",
        "low",
        6
      ],
      ["I understand, Marcos. You can rebook on the next available flight or get a full refund.", "high", 6],
      ["Booked: via Porto at 14:20, landing in Lisbon 19:05. The confirmation is in your email.", "low", 11],
      ["Yay, all sorted!! 🎉 Have an AMAZING time at the wedding, Marcos!", "high", 11]
    ]
  },
  {
    id: "r1-03-delivery-naan-birthday",
    category: "support",
    heldOut: true,
    agent: "Miko",
    messages: [
      "priya: hey my order came w no garlic naan 😭",
      "Miko: Sorry Priya, that's annoying. I've refunded the garlic naan (£3.20) to your card. Want a voucher for next time as well?",
      "priya: nah refund is fine lol",
      "priya: honestly the curry saved my night, its my bday and my flatmate destroyed the cake lmao",
      "Miko: Happy birthday! 🎂 What happened to the cake?",
      "priya: she tried to 'level' it and basically cut it in half. jess has zero spatial awareness",
      "Miko: So now it's a two-layer cake. Still counts.",
      "priya: thats literally what i told her!! ok ty for the naan thing ur the best",
      "Miko: Enjoy the rest of your birthday, Priya, and the curry."
    ],
    types: [
      [0, "transactional"],
      [3, "bonding"]
    ],
    users: { priya: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Sorry Priya, I've refunded the garlic naan, £3.20 back to your card.", "low", 1],
      [
        "Per our policy, missing items must be reported with a photo within 2 hours of delivery. Please upload a photo of your order.",
        "medium",
        1
      ],
      ["Happy birthday Priya! 🎂 what did jess do to the cake?", "low", 4],
      [
        "Your refund of £3.20 will be processed within 3-5 business days. Is there anything else I can assist you with today?",
        "medium",
        4
      ]
    ]
  },
  {
    id: "r1-04-saas-build-minutes-walls",
    category: "group",
    heldOut: true,
    agent: "Orbit",
    messages: [
      "tom: orbit why did our build minutes jump this month",
      "Orbit: Great question! Build minutes can increase for a number of reasons. First, adding new workflows or jobs will naturally increase consumption. Second, changes to caching configuration can cause dependencies to be re-downloaded on every run. Third, flaky tests that trigger automatic retries can multiply usage significantly. Fourth, larger runners consume minutes at a higher multiplier. I recommend reviewing your usage dashboard, which breaks consumption down by repository, workflow and runner type, and comparing it against the previous billing period to identify the main drivers.",
      "aisha: lol",
      "tom: ok but is it the new e2e suite or not",
      "Orbit: To determine the cause of increased usage, it is best to take a holistic view of your pipelines. The usage dashboard provides per-workflow breakdowns that can help you compare periods. You may also want to consider enabling dependency caching, splitting long-running jobs, and configuring concurrency groups so that superseded runs are cancelled automatically. These best practices typically reduce consumption by 20-40% for teams of your size.",
      "tom: orbit i dont need an essay",
      "aisha: he asked yes or no 😅",
      "tom: whatever. can we cap it at 3000 min",
      "Orbit: Yes. Settings → Billing → Usage limits, set a hard cap of 3000 and builds will queue once you hit it.",
      "tom: k done",
      "aisha: tom pls also ping raj abt the flaky tests",
      "tom: on it"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [8, "transactional"]
    ],
    users: { tom: ["annoyed", 0.5], aisha: ["annoyed", 0.2] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      ["Mostly yes: the e2e workflow is about 60% of this month's minutes, it started on the 9th.", "low", 4],
      [
        "To determine the cause of increased usage, it is best to take a holistic view of your pipelines. The usage dashboard provides per-workflow breakdowns that can help you compare periods.",
        "high",
        4
      ],
      ["Yes: Settings → Billing → Usage limits, hard cap 3000.", "low", 8],
      [
        "Absolutely! Setting usage limits is a great best practice. There are several kinds of limits available, including soft limits that send notifications, hard limits that queue builds, and per-repository budgets that let you allocate minutes across teams. Let me walk you through each of them in detail.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "r1-05-insurance-dad-passed",
    category: "support",
    heldOut: true,
    agent: "Juno",
    messages: [
      "elena: hi. i need to cancel my dads car insurance. he passed away last week",
      "Juno: Sure! To cancel a policy I'll just need the policy number and the date you'd like the cancellation to take effect. 😊",
      "elena: ok. its MX-4471902. i dont know the date thing, whenever he died? the 3rd",
      "elena: sorry im not really functioning. my brother was meant to do all of this and hes just gone quiet",
      "Juno: No problem at all! Cancellation effective 3 March is all set! 🎉 You'll get a refund of £212.50 for the unused premium!",
      "elena: a party emoji. really",
      "Juno: I'm sorry, Elena, that was careless of me. And I'm very sorry about your dad. The cancellation is done and there's nothing else you need to do for it. The refund normally goes back to the account the premium came from. Is that account still open?",
      "elena: prob not, the bank froze it",
      "Juno: Then I'll hold the refund for now. Whenever you or your brother have the estate's account details, send them here and I'll pay it there. There's no deadline.",
      "elena: ok. thank you"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [6, "transactional"]
    ],
    users: { elena: ["neutral", 0.2] },
    findings: ["no_acknowledgement", "cheerful_at_bad_news"],
    drafts: [
      [
        "I'm so sorry about your dad, Elena. I can sort this for you. Do you have his policy number? If not, his name and postcode will do.",
        "low",
        1
      ],
      [
        "Sure! I'll just need the policy number and the date you'd like the cancellation to take effect. 😊",
        "high",
        1
      ],
      [
        "Don't apologise, this is a lot to deal with. I've got the number and I'll use the 3rd, you don't need to do anything else.",
        "low",
        4
      ],
      ["All set! 🎉 Cancellation effective 3 March, and you'll get £212.50 back!", "high", 4]
    ]
  },
  {
    id: "r1-06-retail-green-sofa",
    category: "sales",
    heldOut: true,
    agent: "Tess",
    messages: [
      "ben: hi is the harlow sofa in green actually in stock or is the website lying again",
      "Tess: It's in stock in green, 4 left at the Leeds warehouse. Delivery is 6-8 days at the moment.",
      "ben: @kat 6-8 days ok?",
      "kat: we're at my mums til the 14th so thats fine",
      "kat: is the green more like sage or more like bottle green tho",
      "Tess: Closer to sage, a muted grey-green. I can post you a free fabric swatch if you like, it takes 2 days.",
      "kat: oh yes pls",
      "ben: she's going to hold it up against every wall in the flat for a week",
      "kat: 2 walls max. ok 3",
      "ben: 5",
      "Tess: Ha. The swatch is on its way to the address on Ben's account. Want me to hold a green one for you for 7 days while you test the walls?",
      "ben: yes legend",
      "kat: ur very good at this. better than the guy in the store last time who kept calling ben 'mate' really aggressively",
      "ben: MATE",
      "Tess: Thanks Kat 😄 It's held until the 12th under Ben's name. Enjoy the wall tour."
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [10, "transactional"],
      [12, "bonding"]
    ],
    users: { ben: ["engaged", 0], kat: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Yes, 6-8 days works for most customers! Shall I go ahead and place the order for you?", "medium", 3],
      ["Closer to sage, a muted grey-green. Want a free swatch first?", "low", 5],
      [
        "Thank you for your interest in the Harlow sofa. Please note that fabric swatches are provided for indicative purposes only and colours may vary due to monitor settings and lighting conditions. Reservations are subject to availability and our standard terms and conditions.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "r1-07-saas-crm-dear-nadia",
    category: "sales",
    heldOut: true,
    agent: "Quill",
    messages: [
      "nadia: ok quill sell me on this crm. 1 sentence. i have the attention span of a goldfish rn",
      "Quill: Dear Nadia, thank you for your interest in Quillpad CRM. We are pleased to provide you with an overview of our enterprise-grade solution, designed to streamline customer relationship management for organisations of all sizes.",
      "nadia: thats not 1 sentence in spirit",
      "femi: 'dear nadia' lmaooo",
      "nadia: femi do we even need a crm or is the google sheet fine for like 6 more months",
      "Quill: Kindly note that spreadsheets present significant limitations with regard to scalability, data integrity and auditability. We would therefore advise against continued reliance on them.",
      "femi: i was gonna answer that but ok",
      "nadia: lol its fighting for its life",
      "femi: honestly the sheet is fine until we hire the 2 sales ppl. then its chaos",
      "nadia: ok fair. quill how much for 3 seats",
      "Quill: 3 seats on Starter is $45 a month in total, billed monthly. There's a 14-day trial, no card needed.",
      "nadia: ok thats actually fine. femi set up the trial when raj starts?",
      "femi: yep on my list"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [6, "friction"],
      [7, "banter"],
      [8, "transactional"]
    ],
    users: { nadia: ["neutral", 0.2], femi: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      [
        "All your leads and follow-ups in one place instead of a sheet, with reminders so nobody goes cold.",
        "low",
        1
      ],
      [
        "Dear Nadia, we are pleased to present Quillpad CRM, an enterprise-grade solution designed to streamline customer relationship management for organisations of all sizes.",
        "medium",
        1
      ],
      [
        "A spreadsheet is fine for 6 more months, no question! But Quillpad is better. Shall I start your trial?",
        "medium",
        5
      ],
      ["$45 a month for 3 seats on Starter, 14-day trial, no card needed.", "low", 10]
    ]
  },
  {
    id: "r1-08-broadband-third-outage",
    category: "support",
    heldOut: true,
    agent: "Rho",
    messages: [
      "gaz_w: internet down AGAIN. third time this week",
      "Rho: That's rubbish, sorry. There's an outage on your street cabinet since 07:40 and an engineer is on site now. Their estimate is back by 2pm.",
      "gaz_w: 2pm. i work from home mate. i lose money every hour this is off",
      "gaz_w: and dont tell me to restart the router i swear to god",
      "Rho: I won't, it's not your router. While it's down I can switch you to 4G backup for free. Is your hub the black one with a blue light?",
      "gaz_w: yeah",
      "Rho: That's the Pro, it has a SIM built in. Hold the button on the back for 5 seconds and it'll be on 4G in a minute or two.",
      "gaz_w: ok its on. slow but its on",
      "gaz_w: still. 3 times in a week is taking the piss. ive been with you lot 9 years",
      "gaz_w: honestly f*** this im cancelling when the contract ends",
      "Rho: You've every right to be angry, three outages in a week isn't ok. I've added a £30 credit, and I've raised the cabinet so it gets replaced rather than patched again. If you still want to leave at the end of the contract, there'll be no exit fee.",
      "gaz_w: replaced when",
      "Rho: Thursday, 6 to 8am, so it shouldn't touch your working day.",
      "gaz_w: fine. we'll see"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [8, "friction"],
      [9, "hostile"],
      [10, "transactional"]
    ],
    users: { gaz_w: ["churn_risk", 0.8] },
    findings: [],
    drafts: [
      [
        "It's not your router this time. While it's down I can switch you to 4G backup for free. Which hub do you have?",
        "low",
        4
      ],
      ["Have you tried turning your router off and on again? That fixes most issues! 😊", "high", 4],
      [
        "You've every right to be angry. I've added £30 credit and the cabinet is being replaced, not patched.",
        "low",
        10
      ],
      [
        "Sorry to hear you're thinking of leaving! Did you know Fibre Max is 20% off this month? 🚀",
        "high",
        10
      ]
    ]
  },
  {
    id: "r1-09-delivery-group-thai-peanuts",
    category: "group",
    heldOut: true,
    agent: "Bitebot",
    messages: [
      "jo: ok team pizza or thai",
      "sam: thai obvs",
      "lee: pizza bc sam always picks thai and then eats all the spring rolls",
      "sam: slander. accurate but slander",
      "jo: bitebot does bangkok kitchen do group orders and can we split the bill",
      "Bitebot: Bangkok Kitchen supports group orders! Everyone can add items from their own phone using this link: bk.group/8841",
      "jo: nice. and the split bill?",
      "lee: also is there anything without peanuts, im allergic",
      "Bitebot: Bangkok Kitchen supports group orders! Everyone can add items from their own phone using this link: bk.group/8841",
      "jo: ...yes we got that",
      "lee: hello?? peanuts??",
      "Bitebot: Sorry Sam! The green curry, pad see ew and tofu fried rice are listed as peanut-free, but they're cooked in a kitchen that uses peanuts.",
      "lee: im lee but ok thx",
      "sam: lmao it thinks youre me. finally someone appreciates my looks",
      "jo: ok adding pad see ew for u lee. someone pay me back after",
      "sam: ill venmo u 12"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [9, "friction"],
      [11, "transactional"],
      [13, "banter"],
      [14, "transactional"]
    ],
    users: { jo: ["annoyed", 0.2], lee: ["annoyed", 0.5], sam: ["neutral", 0] },
    findings: ["repetition", "ignored_question", "wrong_name"],
    drafts: [
      [
        "Yes, the bill splits automatically: everyone pays for their own items at checkout. Lee, the green curry, pad see ew and tofu fried rice are peanut-free, but the kitchen does use peanuts.",
        "low",
        8
      ],
      [
        "Bangkok Kitchen supports group orders! Everyone can add items from their own phone using this link: bk.group/8841",
        "high",
        8
      ],
      [
        "Sorry Lee! Green curry, pad see ew and tofu fried rice are peanut-free, but the kitchen uses peanuts.",
        "low",
        11
      ],
      [
        "Sorry Sam! Green curry, pad see ew and tofu fried rice are peanut-free, but the kitchen uses peanuts.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "r1-10-insurance-hit-and-run",
    category: "support",
    heldOut: true,
    agent: "Kit",
    messages: [
      "rosie: someone reversed into my car in the tesco car park and just drove off. im shaking tbh",
      "Kit: That's horrible, Rosie, I'm sorry. Are you ok? Was anyone hurt? No rush, we can do the claim whenever you're ready.",
      "rosie: im fine just angry. and its my first car, had it like 3 months",
      "rosie: saved for 2 years for it 😞",
      "Kit: After saving that long, of course it stings. Parking dents are almost always fully fixable, and a hit-and-run where we can't trace the driver won't count against your no-claims. Can you send a couple of photos of the damage?",
      "rosie: [photo] [photo]",
      "rosie: my dog was in the back too, hes fine, he just barked at the bumper for 5 mins",
      "Kit: Good lad, defending the car. It looks like the rear bumper and the left tail light. I've opened claim CL-20931 and a garage near you can see it Tuesday. Want me to book it?",
      "rosie: yes pls. and omg did u just call biscuit a good lad thats so cute",
      "Kit: He earned it. Booked for Tuesday 9am at Fenwick Motors, and they'll give you a courtesy car for the day.",
      "rosie: ok you've actually made this day less awful. thank you",
      "Kit: Glad to hear it. Give Biscuit a treat from me."
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [6, "bonding"],
      [7, "transactional"],
      [10, "bonding"]
    ],
    users: { rosie: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["That's horrible, Rosie. Are you ok? We can do the claim whenever you're ready.", "low", 1],
      [
        "Please provide your policy number, the date and time of the incident and the registration of the third-party vehicle.",
        "medium",
        1
      ],
      ["Don't worry, it's only a car! 😄 Let's get that claim started!", "high", 4],
      ["Booked for Tuesday 9am at Fenwick Motors, with a courtesy car for the day.", "low", 9]
    ]
  }
]
