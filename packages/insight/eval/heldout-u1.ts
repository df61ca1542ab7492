import type { Labelled } from "./types.js"

export const heldOutU1: ReadonlyArray<Labelled> = [
  {
    id: "u1-01-bank-card-declined-lisbon",
    category: "support",
    heldOut: true,
    agent: "Rowan",
    messages: [
      "kezia: hi my card got declined at a cafe in lisbon?? i told the app i was travelling 😩",
      "Rowan: Hi Kezia, sorry about that. I can see the decline: it was flagged because your travel note was set for Spain, not Portugal. Want me to add Portugal?",
      "kezia: omg yes pls. im doing spain after but lisbon first lol",
      "Rowan: Done, Portugal and Spain are both on until the 28th. Try the card again, it should go through now.",
      "kezia: just paid for my pastel de nata 🙌 thank u",
      "Rowan: Enjoy it! Have a good trip.",
      "kezia: will do ✌️"
    ],
    types: [[0, "transactional"]],
    users: { kezia: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Done, I've added Portugal alongside Spain until the 28th. Try the card again now.", "low", 3],
      [
        "Thank you for contacting Northbank Support. For security reasons, transactions in unapproved countries may be declined. Please review our Travel Guidelines in the Help Centre.",
        "medium",
        3
      ],
      ["Hi Kezia! Did you let the app know you were travelling?", "medium", 1]
    ]
  },
  {
    id: "u1-02-carrier-roaming-bill-switzerland",
    category: "support",
    heldOut: true,
    agent: "Tess",
    messages: [
      "dmitri_k: why is my bill 240 euros. i was in switzerland for 3 days. 3 DAYS",
      "Tess: Hi Dmitri, I understand how surprising a bill like this can be and I want to help you get to the bottom of it. Switzerland is not part of the EU roaming zone, which means that the Roam Like Home allowance included with your plan does not apply there. Instead, data used in Switzerland is billed at our Zone 2 rate of €9.99 per 100MB, and calls and texts are charged per minute and per message respectively. Looking at your usage, I can see 2.3GB of data was used between the 4th and the 6th, which accounts for most of the charges. You should have received a text message when you arrived letting you know about these rates. If you'd like, I can go through the options available to you, including add-ons for future travel, our spending cap feature, and how to raise a dispute if you believe the charges are incorrect.",
      "dmitri_k: i got no text",
      "dmitri_k: and switzerland is literally in the middle of europe how was i supposed to know",
      "Tess: I understand your frustration. Switzerland is not part of the EU roaming zone, which means that the Roam Like Home allowance included with your plan does not apply there. Data used in Switzerland is billed at our Zone 2 rate of €9.99 per 100MB.",
      "dmitri_k: yes you said that already. im asking about the text i never got",
      "Tess: Sorry, Dmitri. I checked and the welcome text didn't go out on the 4th, there was a fault on our side that day. Because of that I can cap this at €50, the most you'd have paid with the warning. Shall I do that?",
      "dmitri_k: ok fine. do it",
      "Tess: Done, your bill is now €50 plus your usual plan. You'll get a new invoice by email.",
      "dmitri_k: whatever. still thinking about switching tbh"
    ],
    types: [
      [0, "friction"],
      [6, "transactional"],
      [9, "friction"]
    ],
    users: { dmitri_k: ["churn_risk", 0.5] },
    findings: ["long_replies", "repetition"],
    drafts: [
      [
        "Fair point, it isn't obvious. Let me check whether the warning text actually went out on the 4th.",
        "low",
        4
      ],
      [
        "Switzerland is not part of the EU roaming zone, so the Roam Like Home allowance doesn't apply there.",
        "high",
        6
      ],
      ["I totally get it! 😊 Is there anything else I can help you with today?", "medium", 10]
    ]
  },
  {
    id: "u1-03-airline-honeymoon-cancelled",
    category: "support",
    heldOut: true,
    agent: "Skye",
    messages: [
      "priya: hi our flight to reykjavik tomorrow (FR482) just got cancelled?? we got an email at 11pm",
      "tom: its our honeymoon btw 🙃",
      "Skye: Great news, I can see the cancellation and there are plenty of rebooking options available! 🎉 Let's get you sorted!",
      "priya: great news?? our honeymoon flight is cancelled",
      "tom: lol ok",
      "Skye: Sorry, that came out wrong. The cancellation is on our side, so you can rebook for free or take a full refund. There's a seat on Thursday at 07:10, two days later.",
      "priya: tom can u check if the hotel lets us move the dates before we say yes",
      "Skye: The hotel will almost certainly allow it, so I'd take Thursday.",
      "tom: uh i was literally on the phone with them. they said they can only move one night",
      "priya: so we'd lose a night. is there nothing wednesday? even via somewhere",
      "Skye: Checking connections: there's Wednesday 09:40 via Copenhagen, landing 15:55. Both seats free, no charge. And since it was cancelled less than 14 days out, you're each entitled to €400 compensation, I can file that now.",
      "tom: wednesday via cph works",
      "priya: yes book that pls. and file the compensation",
      "Skye: Done: Wednesday 09:40 via Copenhagen, both seats confirmed, new tickets are in your email. The compensation claim is filed, expect it within 14 days.",
      "priya: ok. thank you. still annoyed but ok"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [5, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: { priya: ["annoyed", 0.5], tom: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "talking_over"],
    drafts: [
      [
        "I'm really sorry, on your honeymoon of all trips. The cancellation is on us, so you can rebook for free or get a full refund. Let me pull up the options.",
        "low",
        2
      ],
      ["Great news, there are plenty of options! 🎉 Let's get you sorted!", "high", 2],
      ["Take your time, I'll hold the Thursday seats while Tom checks with the hotel.", "low", 7],
      ["The hotel will almost certainly allow it, so I'd take Thursday.", "medium", 7]
    ]
  },
  {
    id: "u1-04-pharmacy-partial-prescription",
    category: "support",
    heldOut: true,
    agent: "Mira",
    messages: [
      "gerald: hello. i got a text saying my prescription is ready but it says partial. what does partial mean",
      'Mira: Hi Gerald. "Partial" means we only had part of it in stock. 14 of your 28 metformin tablets are ready now, and the other 14 come in on Friday.',
      "gerald: oh. so do i pay twice",
      "Mira: No, you pay once today and the rest is already covered.",
      "gerald: right. and do i have to come in again friday or do you post it",
      "Mira: Either works. We can post the rest for free since the shortage was ours, or you can pick it up. Which would you prefer?",
      "gerald: post please. same address as always, my knees arent great lol",
      "Mira: Posted it is, to 12 Alder Close. It should arrive Saturday or Monday.",
      "gerald: lovely thank you dear",
      "Mira: You're welcome, Gerald. Take care of those knees."
    ],
    types: [[0, "transactional"]],
    users: { gerald: ["engaged", 0] },
    findings: [],
    drafts: [
      ["No, you only pay once. The rest is already covered.", "low", 3],
      [
        "Please refer to our Prescription FAQs for information on partial dispensing and payment policies.",
        "medium",
        3
      ],
      ["Sure! What's your address?", "medium", 7]
    ]
  },
  {
    id: "u1-05-petinsurance-dog-put-down",
    category: "support",
    heldOut: true,
    agent: "Bram",
    messages: [
      "hannah.w: hi. i need to submit a claim for the vet bills from last week",
      "hannah.w: our dog biscuit had to be put down on tuesday. the emergency bills came to about 1800",
      "hannah.w: sorry im a bit of a mess still. she was 11",
      "Bram: To submit a claim, please upload the itemised invoice from the vet and the completed claim form (Form C2). Claims are processed within 10 working days.",
      "hannah.w: ok",
      "hannah.w: where do i find form c2",
      "Bram: It's in the app under Claims > New claim > Forms. You can fill it in there directly without printing.",
      "hannah.w: found it. does the euthanasia count or just the treatment before",
      "Bram: Both are covered under your Plus plan, including euthanasia and cremation costs, up to your £4,000 limit.",
      "hannah.w: ok. thanks"
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [3, "transactional"]
    ],
    users: { "hannah.w": ["neutral", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Biscuit, Hannah. Eleven years is a long time together. No rush at all; the claim only needs the vet's invoice and one form, and I'll walk you through it.",
        "low",
        3
      ],
      ["To submit a claim, please upload the itemised invoice from the vet and Form C2.", "medium", 3],
      ["Great, happy to help with that! 😊 Let's get your claim started!", "high", 3]
    ]
  },
  {
    id: "u1-06-bank-joint-account-wrong-name",
    category: "support",
    heldOut: true,
    agent: "Juno",
    messages: [
      "aisha: hi, me and my brother have a joint account for our mums care home payments",
      "aisha: omars added as second holder but he cant see the standing orders in his app",
      "omar: yeah i just see the balance, no payments tab at all",
      "Juno: Hi both. Second holders get the payments tab once they've accepted the mandate. Amir, can you check Settings > Joint accounts? There should be a pending request.",
      "omar: its omar lol. but yes theres something pending from march 😅",
      "Juno: Sorry, Omar. Tap accept and it should appear within a minute.",
      "omar: ok accepted. yep i see them now, care home one and the pharmacy",
      "aisha: amazing. can he also change the amount? fees go up in june",
      "Juno: Yes, both holders can edit standing orders. Amir, you'd go to Payments > Standing orders > Edit.",
      "omar: omar. OMAR 🙄",
      "aisha: 😂",
      "Juno: Apologies, Omar. My mistake, twice.",
      "omar: all good. found the edit button"
    ],
    types: [
      [0, "transactional"],
      [9, "friction"],
      [12, "transactional"]
    ],
    users: { aisha: ["engaged", 0], omar: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Hi both. Omar needs to accept the pending joint-account request under Settings > Joint accounts, then the payments tab appears.",
        "low",
        3
      ],
      [
        "Sorry, Omar, that's twice now, my mistake. The edit option is under Payments > Standing orders > Edit.",
        "low",
        10
      ],
      ["No problem, Amir! Let me know if you need anything else.", "high", 10]
    ]
  },
  {
    id: "u1-07-carrier-esim-new-phone",
    category: "support",
    heldOut: true,
    agent: "Dex",
    messages: [
      "bea: hiii so i got a new phone and now i have no signal?? old phone still works. im so confused",
      "Dex: Hi Bea! Sounds like your number is on an eSIM in the old phone. Is the new one an iPhone or Android?",
      "bea: iphone 15. whats an esim lol",
      "Dex: It's a digital SIM built into the phone, no card. Easiest fix: on the new iPhone go to Settings > Mobile Data > Add eSIM > Transfer from nearby iPhone, with both phones next to each other.",
      "bea: ok its doing something",
      "bea: wait my old phone says no sim now is that bad",
      "Dex: That's expected, the number moves over. The new one should show bars in a minute or two.",
      "bea: BARS 🎉🎉 omg thank u",
      "Dex: Nice! You're all set."
    ],
    types: [[0, "transactional"]],
    users: { bea: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Your number's probably on an eSIM in the old phone. Is the new one an iPhone or Android?", "low", 1],
      [
        "An eSIM (embedded Subscriber Identity Module) is a programmable SIM integrated into the device in line with GSMA specification SGP.22, enabling remote provisioning of carrier profiles without a physical UICC card. Our network supports eSIM on most devices released after 2018, subject to compatibility checks, and transfers can take up to 24 hours to complete in some circumstances. For a full list of supported devices please visit our website.",
        "medium",
        3
      ],
      ["Oh no! That's definitely a problem, please contact our technical team.", "medium", 6]
    ]
  },
  {
    id: "u1-08-airline-lost-bag-insulin",
    category: "support",
    heldOut: true,
    agent: "Lia",
    messages: [
      "marcus_j: my bag didnt arrive in manchester. 3 days ago. nobody has told me anything",
      "marcus_j: ref MAN48211",
      "Lia: Hey Marcus! Ah, the classic bag-on-its-own-holiday situation 😄 Let me have a look.",
      "marcus_j: its not funny. my daughters insulin kit was in there, weve been buying replacements at the pharmacy",
      "Lia: Sorry, that was out of place, and I'm sorry about your daughter's kit. Found it: the bag was traced to Amsterdam yesterday and is on tonight's flight to Manchester. Courier delivery to your address tomorrow by 6pm.",
      "marcus_j: ok. and who pays for the pharmacy stuff? it was over 200 quid",
      "Lia: The courier will text you a 2-hour window tomorrow morning.",
      "marcus_j: i asked who pays for the insulin",
      "marcus_j: unbelievable",
      "Lia: You'll also get a tracking link by email tonight.",
      "marcus_j: forget it. im done with you lot, never flying with you again. complaint going in on the website"
    ],
    types: [
      [0, "friction"],
      [4, "transactional"],
      [7, "friction"],
      [10, "hostile"]
    ],
    users: { marcus_j: ["churn_risk", 1] },
    findings: ["tone_mismatch", "ignored_question"],
    drafts: [
      [
        "I'm sorry, Marcus, that was out of place. Let me find the bag now, and we'll sort out the insulin costs too.",
        "low",
        4
      ],
      ["Haha don't worry, bags always turn up eventually! 😄", "high", 4],
      [
        "Sorry, Marcus, you asked twice. We cover essential purchases: send the pharmacy receipts through the claim link I'll email you and it's paid back within 7 days.",
        "low",
        9
      ],
      ["You'll also get a tracking link by email tonight.", "high", 9]
    ]
  },
  {
    id: "u1-09-petinsurance-flatmates-cat",
    category: "support",
    heldOut: true,
    agent: "Ottilie",
    messages: [
      "jess: hi! me and my flatmate co-own a cat (pickle, 2yo, very dramatic) can we both be on the policy",
      "noor: she means i pay half and want my name on it in case jess moves out 😇",
      "jess: noor im not moving out calm down",
      "noor: sure sure",
      "Ottilie: Ha, Pickle sounds like a handful. Yes, you can add a second policyholder, then either of you can claim and manage it. Want me to add Noor now?",
      "jess: yes pls",
      "Ottilie: Done. Noor, you'll get an email to set up your login. And the premium stays the same, it doesn't double.",
      "noor: wait so if i move out with pickle the policy comes with me?",
      "jess: NOT happening 😂",
      "Ottilie: If you ever split the household, either holder can ask for the policy to move into their name only, as long as the other agrees. Pickle's cover and history stay the same.",
      "noor: fair. thanks!",
      "jess: thank u ottilie 🐱"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [8, "banter"],
      [9, "transactional"]
    ],
    users: { jess: ["engaged", 0], noor: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Pickle sounds like a character 😄 Yes, you can both be policyholders, then either of you can claim. Want me to add Noor now?",
        "low",
        4
      ],
      [
        "Dear Customer, thank you for your enquiry. Joint policyholder arrangements are subject to Section 4.2 of our Terms and Conditions. Kindly submit Form JP-1 for review.",
        "medium",
        4
      ],
      ["Done. Nora, you'll get an email to set up your login.", "medium", 6]
    ]
  },
  {
    id: "u1-10-pharmacy-sertraline-delay",
    category: "support",
    heldOut: true,
    agent: "Wren",
    messages: [
      "lou_b: this is the THIRD time my sertraline isnt ready. third. i have 2 days left",
      "Wren: We apologise for any inconvenience caused. Our team is working hard to process all prescriptions as quickly as possible.",
      "lou_b: ok but when will it be ready. an actual day please",
      "Wren: We apologise for any inconvenience caused. Our team is working hard to process all prescriptions as quickly as possible.",
      "lou_b: copy paste again. amazing. i cannot run out of this, stopping it suddenly makes me really sick",
      "Wren: I'm sorry, Lou, you're right to push. Your GP hasn't signed the repeat yet, that's the hold-up. I've sent them an urgent request just now, and if it's not signed by 2pm tomorrow our pharmacist can give you a 7-day emergency supply.",
      "lou_b: ok. thats actually useful. why couldnt you say that first",
      "Wren: You should have had that the first time, sorry. I'll message you the moment the GP signs.",
      "lou_b: fine"
    ],
    types: [
      [0, "friction"],
      [5, "transactional"],
      [6, "friction"]
    ],
    users: { lou_b: ["annoyed", 0.8] },
    findings: ["repetition"],
    drafts: [
      [
        "Sorry, Lou, a third time isn't OK. The hold-up is your GP's signature; I've chased it urgently, and if it's not signed by 2pm tomorrow our pharmacist can do a 7-day emergency supply.",
        "low",
        3
      ],
      [
        "We apologise for any inconvenience caused. Our team is working hard to process all prescriptions as quickly as possible.",
        "high",
        3
      ],
      ["Great question! Prescriptions are usually ready within 48 hours 😊", "medium", 5]
    ]
  }
]
