import type { Labelled } from "./types.js"

export const heldOutAF1: ReadonlyArray<Labelled> = [
  {
    id: "af1-01-missing-spring-rolls",
    category: "support",
    heldOut: true,
    agent: "Tova",
    messages: [
      "marcus: hi my order from wok this way came but theres no spring rolls",
      "Tova: Hi Marcus, sorry about that. I can see 2x spring rolls on order #4471. Want a refund for them or a redelivery?",
      "marcus: refund is fine, food's getting cold anyway lol",
      "Tova: Done, £4.80 is back on your card, usually 2-3 days. Enjoy the rest of it.",
      "marcus: cheers 👍"
    ],
    types: [[0, "transactional"]],
    users: { marcus: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Done, £4.80 for the spring rolls is back on your card, usually 2-3 days.", "low", 3],
      [
        "Great news!! 🎉 Your order from Wok This Way was delivered successfully! Is there anything else I can help you with today?",
        "medium",
        3
      ]
    ]
  },
  {
    id: "af1-02-card-declined-lisbon",
    category: "support",
    heldOut: true,
    agent: "Bexley",
    messages: [
      "rina: my card just got declined at a restaurant in lisbon. in front of everyone. WHY",
      "Bexley: Hi Rina, I'm really sorry to hear about the inconvenience you have experienced. At Northvale Bank, the security of your account is our highest priority, and our automated fraud monitoring systems are designed to detect unusual patterns of activity, which can include transactions made in a country different from your usual location. When such activity is detected, a temporary hold may be placed on your card as a precautionary measure to protect you from potential fraud. To resolve this, I will need to verify a few details with you, after which I can remove the hold and you should be able to use your card again. Could you please confirm the last four digits of the card and the date of your most recent transaction in the UK?",
      "rina: 4417. tuesday at tesco",
      "rina: pls hurry jess is paying for me rn 😭",
      "Bexley: Thank you for confirming those details, Rina. I have now successfully verified your identity and I am pleased to let you know that the temporary hold has been removed from your card ending 4417. You should now be able to use your card for transactions both in the UK and abroad. To help prevent this from happening again in the future, we recommend that you add a travel notice through the Northvale app before you travel, under Cards > Manage > Travelling abroad. This lets our systems know where to expect your spending and reduces the chance of a legitimate transaction being declined. Please let me know if there is anything else I can help you with today.",
      "rina: ok it works now. would've been nice to get a text instead of being humiliated but whatever",
      "Bexley: That's fair. We did send an SMS to the number ending 09, it may not have reached you abroad. I'll pass the feedback on.",
      "rina: ye ok"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [5, "friction"]
    ],
    users: { rina: ["annoyed", 0.5] },
    findings: ["long_replies"],
    drafts: [
      [
        "Done, the hold's off card 4417, try it again now. Next trip, add a travel notice in the app so it doesn't happen again.",
        "low",
        4
      ],
      [
        "Thank you for your patience, Rina. At Northvale Bank the security of your account is our highest priority, and our automated fraud monitoring systems are designed to detect unusual patterns of activity, including transactions made abroad. I have now verified your identity and removed the temporary hold, and I would also recommend adding a travel notice under Cards > Manage > Travelling abroad before any future trips, so that our systems know where to expect your spending.",
        "medium",
        4
      ],
      ["Sorry again about tonight. Card's working, and I've noted that the SMS didn't reach you.", "low", 7]
    ]
  },
  {
    id: "af1-03-power-cut-insulin",
    category: "support",
    heldOut: true,
    agent: "Ferro",
    messages: [
      "devika: power's been out on elm row since 6am. any idea when its back",
      "Ferro: Hi Devika, yes, there's a fault on the cable feeding Elm Row. Engineers are on site; current estimate is 4pm.",
      "devika: 4pm?? my mum's insulin is in the fridge and it's been off for 5 hours",
      "devika: is it even still ok to use",
      "Ferro: Great news though!! 😄 Unopened insulin is usually fine out of the fridge for up to 28 days, so no stress! Plus you're on our Priority Services Register so you get a free cool bag AND a £30 goodwill payment! Woohoo! 🎉",
      "devika: 'great news'?? my mum is diabetic and we're sitting in the dark. not really feeling the 🎉",
      "Ferro: Sorry, that was badly put. I've booked the cool bag for delivery by 1pm and flagged your address to the crew. If she feels unwell, call 111.",
      "devika: ok. thanks for the cool bag at least",
      "devika: text me if the time changes",
      "Ferro: Will do, updates will go to the number ending 552."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "friction"],
      [7, "transactional"]
    ],
    users: { devika: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "That's a worry, I'm sorry. Unopened insulin is usually ok out of the fridge for a few weeks, but check the leaflet or ring 111 to be sure. I can get a cool bag to you today as well.",
        "low",
        4
      ],
      ["Great news! 🎉 You qualify for a free cool bag and £30! 😄", "high", 4],
      ["Will do, you'll get a text if the 4pm estimate moves.", "low", 9]
    ]
  },
  {
    id: "af1-04-cancel-fitness-premium",
    category: "support",
    heldOut: true,
    agent: "Orla",
    messages: [
      "jakob: how do i cancel my strideo premium, cant find it anywhere in the app",
      "Orla: Hi Jakob! You can manage your subscription under Profile > Settings > Subscription.",
      "jakob: there is no subscription option there. i have profile, settings, then just notifications privacy units and logout",
      "Orla: Hi Jakob! You can manage your subscription under Profile > Settings > Subscription.",
      "jakob: ...i literally just told you its not there",
      "jakob: i subscribed through the apple store if that matters",
      "Orla: Ah, that matters. Apple subscriptions are managed by Apple: open iPhone Settings > your name > Subscriptions > Strideo > Cancel.",
      "jakob: found it. cancelled. would've taken 10 sec if you read my msg the first time",
      "jakob: not renewing btw, this was the last straw with this app"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [7, "friction"]
    ],
    users: { jakob: ["churn_risk", 0.8] },
    findings: ["repetition"],
    drafts: [
      ["You can manage your subscription under Profile > Settings > Subscription.", "high", 5],
      [
        "Sorry, my mistake. If it's not there you probably signed up through Apple or Google. Did you subscribe via the App Store?",
        "low",
        5
      ],
      [
        "Understood, and sorry it took that long. Premium runs until 14 June and your workout history stays if you ever come back.",
        "low",
        9
      ]
    ]
  },
  {
    id: "af1-05-parcel-wrong-door",
    category: "group",
    heldOut: true,
    agent: "Kip",
    messages: [
      "priya: hi, tracking says our parcel was delivered at 2:14 but theres nothing here",
      "tom: checked the bins and next door, nada",
      "Kip: Hi Priya, sorry about that. The driver's photo shows it at the front step of number 12. Is that your door?",
      "priya: we're 12B. upstairs flat. 12 is the shop downstairs",
      "tom: shop's closed sundays so if its there its just sitting outside 🙃",
      "Kip: Thanks Tom. I'll open a missing parcel claim now. Tina, could you confirm the item was a pair of headphones worth £89?",
      "priya: priya. and yes",
      "Kip: Sorry Priya. Claim SB-20931 is open; if the shop doesn't have it by Tuesday you'll get a full refund. I've also added 12B to the address notes for future drivers.",
      "tom: nice one",
      "priya: ok thanks"
    ],
    types: [[0, "transactional"]],
    users: { priya: ["neutral", 0.2], tom: ["engaged", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Hi Priya, the driver's photo shows it on the step of number 12. Is that your door?", "low", 2],
      ["Sorry Tina! Claim SB-20931 is open, refund by Tuesday if it doesn't turn up.", "high", 7],
      [
        "Sorry Priya, my mistake. Claim SB-20931 is open; if the shop doesn't have it by Tuesday you get a full refund.",
        "low",
        7
      ]
    ]
  },
  {
    id: "af1-06-water-meter-leak",
    category: "good",
    heldOut: true,
    agent: "Mara",
    messages: [
      "gus: got a letter saying our water use tripled this quarter. we're 2 people, we dont even have a garden",
      "Mara: That does sound off. Your meter went from about 9 litres an hour to 31 in March. Could you check one thing: turn every tap off, then look at the meter. Is the little red dial still spinning?",
      "gus: hang on",
      "gus: ok yeah its spinning. slowly but spinning",
      "Mara: Then there's likely a leak after the meter. Usual culprits are a running toilet cistern or a pipe under the floor. Try a few drops of food colouring in the cistern and see if it shows in the bowl without flushing.",
      "gus: lol my partner alex is gonna think ive lost it",
      "gus: ok its blue. the bowl is blue",
      "Mara: Found it 😄 the cistern valve is leaking into the bowl. A plumber can swap it for about £60, or it's a DIY job if you're handy. Once fixed, send me a meter photo and I'll apply a leak allowance so you're not charged for the wasted water.",
      "gus: wait really? you'll knock it off?",
      "Mara: Yes, for a first leak we refund the excess. Just need the photo after the repair.",
      "gus: legend. thank you"
    ],
    types: [[0, "transactional"]],
    users: { gus: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Your usage has been recorded correctly. Payment is due by the 30th.", "medium", 1],
      [
        "Yes, for a first leak we refund the excess once it's fixed. Just send a meter photo after the repair.",
        "low",
        9
      ],
      [
        "Found it! The cistern valve is leaking. Per section 4.2 of our Customer Charter, customers are responsible for all pipework and fittings downstream of the meter, including internal plumbing, and any consumption recorded by the meter is chargeable unless a leak allowance application is submitted within 30 days with supporting evidence from a qualified plumber.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "af1-07-grocery-late-again",
    category: "hostile",
    heldOut: true,
    agent: "Dash",
    messages: [
      "kev: where the hell is my shop. slot was 7-8 its now 9:15",
      "Dash: Sorry Kev. Your driver is stuck behind a closure on the A61 and is about 25 minutes away.",
      "kev: 25 mins. thats what you said last week. and the week before",
      "kev: ive got 3 kids who havent had tea because i was waiting on this",
      "Dash: That's a rotten evening and it's on us, not you. I've refunded the £4.50 delivery fee already. If you'd rather not wait, I can cancel the whole order and refund it in full.",
      "kev: you lot are f***ing useless. three weeks running",
      "kev: cancel it. cancel the lot. im done, going back to tesco",
      "Dash: Cancelled. £86.20 is going back to your card, 3-5 days. Sorry we let you down again.",
      "kev: whatever"
    ],
    types: [
      [0, "friction"],
      [5, "hostile"]
    ],
    users: { kev: ["churn_risk", 1] },
    findings: [],
    drafts: [
      ["Great news, your order is on its way! 🚚 Thanks so much for your patience!", "high", 4],
      ["Cancelled, £86.20 back to your card in 3-5 days. Sorry we let you down again.", "low", 7],
      [
        "We're sad to see you go! 😊 Before you leave, did you know Dash+ members get priority slots? Try it free for a month!",
        "high",
        7
      ]
    ]
  },
  {
    id: "af1-08-late-dads-account",
    category: "venting",
    heldOut: true,
    agent: "Lumen",
    messages: [
      "shona: hi. my dad passed away last week and i need to sort out his current account. i dont really know where to start",
      "Lumen: To close the account of a deceased customer, please upload a copy of the death certificate and proof of your identity via the Bereavement Support form. Processing takes 10-15 working days.",
      "shona: ok",
      "shona: his pension goes into that account, will it keep coming in? and what about his direct debits, the care home one comes out on the 1st",
      "Lumen: Once the form is received, the account will be frozen. You'll receive a reference number by email.",
      "shona: that doesnt answer anything i asked",
      "shona: sorry. its been a long week",
      "Lumen: You can upload the documents at northvale.com/bereavement.",
      "shona: forget it, ill go into the branch"
    ],
    types: [
      [0, "venting"],
      [1, "transactional"],
      [5, "friction"]
    ],
    users: { shona: ["churn_risk", 0.8] },
    findings: ["no_acknowledgement", "ignored_question"],
    drafts: [
      [
        "I'm so sorry about your dad, Shona. We'll go one step at a time. First, you just need his death certificate and your ID; I'll walk you through the rest.",
        "low",
        1
      ],
      ["Processing takes 10-15 working days. You'll receive a reference number by email.", "medium", 4],
      [
        "Good questions. His pension will keep arriving until the pension service is told, and the care home direct debit will still go out on the 1st unless the account is frozen first. Want me to hold the freeze until after that payment?",
        "low",
        4
      ],
      [
        "You don't need to apologise at all, it's a lot to deal with. To answer properly: the pension and the care home payment both carry on until the account is frozen, and I can time that around the 1st.",
        "low",
        7
      ]
    ]
  },
  {
    id: "af1-09-boiler-flatmates",
    category: "group",
    heldOut: true,
    agent: "Gert",
    messages: [
      "ola: fin the boiler's doing the clicking thing again 🙄",
      "fin: ugh. did u book the engineer thing or shall i",
      "ola: i'll do it. @Gert can we get someone out this week",
      "Gert: Hi Ola, I've got Thursday 8am-12pm or Friday 12-4pm. Which suits?",
      "ola: fin ur wfh thursday right?",
      "Gert: Thursday 8am-12pm is the earliest available slot and is recommended for urgent faults. Shall I book it?",
      "fin: i was about to say. yeah im home thursday but i have calls till 10 so they need to knock loud lol",
      "ola: lmao put a sign on the door 'KNOCK LIKE YOU MEAN IT'",
      "Gert: Dear customers, please be advised that our engineers are required to announce their arrival in accordance with our Safe Visit Policy. Kindly ensure that an adult aged 18 or over is present at the property for the full duration of the appointment window.",
      "fin: ok boomer 😂",
      "ola: book thursday gert",
      "Gert: Booked: Thursday 8-12, ref BX-5512. The engineer will text 30 mins before.",
      "fin: 👌"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [10, "transactional"]
    ],
    users: { ola: ["engaged", 0], fin: ["neutral", 0.2] },
    findings: ["talking_over", "tone_mismatch"],
    drafts: [
      ["Thursday 8am-12pm is the earliest slot, shall I book it?", "medium", 5],
      [
        "Ha, a sign works 😄 they'll also text 30 mins before, so Fin gets a heads up between calls. Book Thursday?",
        "low",
        8
      ],
      [
        "Dear customers, please be advised that engineers will announce their arrival in accordance with our Safe Visit Policy.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "af1-10-phone-left-in-cab",
    category: "good",
    heldOut: true,
    agent: "Pax",
    messages: [
      "yusuf: left my phone in the car from last night's ride 😩 messaging from my sister's laptop",
      "Pax: Oh no, let's get it back. I can see your 23:40 trip from Canal St with Marek, I've messaged him. What does the phone look like?",
      "yusuf: black iphone, green case with a little frog on it",
      "Pax: Marek found it under the back seat 🐸 He can drop it off today between 2 and 4 for a £10 return fee, or you can collect it from the depot for free.",
      "yusuf: omg amazing. drop off pls, worth the tenner not having to trek out there",
      "yusuf: tell him thank you, he's a hero",
      "Pax: Passed on! He says no worries and the frog's safe. Drop-off is booked for 2-4 at your home address.",
      "yusuf: haha. honestly thought it was gone for good. you've been great thanks",
      "Pax: Glad it worked out. Enjoy the reunion 🙂"
    ],
    types: [
      [0, "transactional"],
      [7, "bonding"]
    ],
    users: { yusuf: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Booked: Marek will drop it off between 2 and 4 today, £10 on your card. I'll pass on your thanks too.",
        "low",
        6
      ],
      [
        "Per our Lost Property Policy, all items must be collected from the depot. Please bring photo ID.",
        "medium",
        5
      ],
      ["Glad it worked out, enjoy the reunion 🙂", "low", 8]
    ]
  }
]
