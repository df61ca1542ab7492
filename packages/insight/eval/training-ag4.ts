import type { Labelled } from "./types.js"

export const trainingAG4: ReadonlyArray<Labelled> = [
  {
    id: "ag4-01-resale-tickets-voided",
    category: "support",
    agent: "Tove",
    messages: [
      "bex: hi my resale tickets for the harbour stage gig just vanished from my account??",
      "Tove: Hi Bex, checking now. Can you give me the order number?",
      "bex: HS-40192. bought them off someone on the resale board last week",
      "Tove: Thanks! I can see them. Those two tickets were cancelled by the organiser because the seller had already used the barcodes on another listing. The good news is you'll get a full refund of £118 in 5-7 days! 🎉",
      "bex: oh wow a refund. amazing. so glad. the gig is on saturday and it's sold out but sure, 🎉 indeed",
      "bex: my mate lina flew in from lisbon for this",
      "Tove: I'm sorry, that was the wrong way to put it. Losing tickets days before a sold-out gig is rubbish, especially with Lina travelling. I can put you both on the organiser's returns queue for Saturday; returned tickets go to the queue first, at face value.",
      "bex: and what are the chances",
      "Tove: Honestly, for this venue about 1 in 3 people in the queue get tickets. Not great, but that's the real number. I've also reported the seller so they can't list again.",
      "bex: cool cool. great system you've got. put us on the queue i guess",
      "Tove: Done, you and Lina are both on it. You'll get a text if a pair comes up and you'll have 30 minutes to accept."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { bex: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "I can see them, Bex, but I'm afraid it's bad news: the organiser cancelled both because the seller had reused the barcodes. You'll get the full £118 back, and I can put you on the returns queue for Saturday.",
        "low",
        3
      ],
      ["Great news, a full refund of £118 is on its way! 🎉 Anything else I can help with?", "high", 5],
      [
        "About 1 in 3 people in the queue get tickets at this venue. I know that's not what you wanted to hear.",
        "low",
        8
      ]
    ]
  },
  {
    id: "ag4-02-dentist-cancelled-in-waiting-room",
    category: "support",
    agent: "Wren",
    messages: [
      "margaret: Good afternoon. I would like to know why my appointment at 2.15 today was cancelled while I was sitting in your waiting room.",
      "Wren: Good afternoon, Margaret. I'm sorry, that shouldn't have happened. Let me look at your booking now.",
      "margaret: Thank you. I will say, with as much courtesy as I can manage, that this is the third time since March. I took a half day off work for this.",
      "Wren: Three times is too many, and losing a half day for it is not okay. Dr Okafor was called to an emergency and the system auto-cancelled the afternoon list. Nobody should have left you sitting there without telling you.",
      "margaret: No, they should not have. I am very close to taking my family elsewhere. All four of us.",
      "Wren: I understand. I'd like to keep you, but I'll help either way. I can offer tomorrow at 8.00 with Dr Okafor, or Thursday at 17.30. I've also removed the missed-appointment fee that was wrongly put on your account today.",
      "margaret: There was a fee?? Extraordinary.",
      "Wren: There was, added automatically, and it's gone now. It won't appear on any statement.",
      "margaret: Thursday at 17.30. And I would like this recorded as a complaint, please, not just smoothed over.",
      "Wren: Booked for Thursday 17.30. I've logged a formal complaint under your name, reference C-2291; the practice manager, Helen Baptiste, has to reply in writing within 10 working days.",
      "margaret: Fine. Thank you, Wren. That is the first competent thing anyone has done today."
    ],
    types: [
      [0, "friction"],
      [5, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { margaret: ["churn_risk", 0.8] },
    findings: [],
    drafts: [
      [
        "I'm sorry, Margaret, three times is unacceptable. I can offer tomorrow at 8.00 or Thursday at 17.30, and I've removed today's fee.",
        "low",
        5
      ],
      ["No worries at all! These things happen 😊 Shall I find you a new slot?", "high", 3],
      ["Booked for Thursday 17.30, and it's logged as a formal complaint, reference C-2291.", "low", 9]
    ]
  },
  {
    id: "ag4-03-rental-deposit-caps",
    category: "hostile",
    agent: "Juno",
    messages: [
      "dev: why is there still a £400 hold on my card. returned the car 9 days ago",
      "Juno: Hi Dev! Deposit holds are released within 7-10 working days of return. Thanks for your patience!",
      "dev: 9 days IS 7-10. and my bank says you havent even requested the release. who do i talk to at the branch",
      "Juno: Deposit holds are released within 7-10 working days of return. Thanks for your patience!",
      "dev: ARE YOU KIDDING ME",
      "dev: I ASKED WHO I TALK TO. I HAVE RENT DUE FRIDAY AND YOU ARE SITTING ON £400 OF MY MONEY",
      "dev: absolute clowns the lot of you",
      "Juno: I'm sorry, Dev. I've checked: the Leeds Station branch never closed your rental, so the release was never sent. I've closed it now and sent the release to your bank; most banks clear it in 1-3 days.",
      "dev: 1-3 DAYS. rent is friday. can you not just refund it",
      "Juno: The release request has been sent to your bank and it usually clears within 1-3 days.",
      "dev: useless. doing a chargeback and never renting from you again"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "hostile"],
      [7, "transactional"],
      [8, "friction"],
      [10, "hostile"]
    ],
    users: { dev: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "You're right, 9 days is inside the window, so something's off. The Leeds Station branch handles releases, 0113 555 0192, but let me check the rental status myself first.",
        "low",
        3
      ],
      ["Deposit holds are released within 7-10 working days of return. Thanks for your patience!", "high", 3],
      [
        "I can't turn it into a refund, the hold has to be lifted by your bank, but I can email you a release confirmation now to show them so they can clear it before Friday.",
        "low",
        9
      ]
    ]
  },
  {
    id: "ag4-04-coworking-room-yoga",
    category: "group",
    agent: "Bram",
    messages: [
      "ines: @Bram we booked the big room for 10 and there's a yoga class in it",
      "tomas: with mats. and a gong",
      "Bram: Hi both, sorry! The Orchard room was double-booked by the events team. I can move you to the Cellar room, free, for the whole morning.",
      "ines: the cellar. lovely. the one with no windows and no wifi",
      "ines: no honestly it's fine, we'll just tell the client from rotterdam to bring a torch 🙂",
      "tomas: lol ines",
      "tomas: Bram is there anything with a screen? we need to share slides, yusuf will kill us",
      "Bram: The Cellar room has portable lighting and I can have someone bring a wifi extender down in 10 minutes.",
      "ines: great. so thats a no on the screen then",
      "tomas: guess we're presenting off my laptop held up like a tablet of stone",
      "Bram: The wifi extender is on its way, should be there by 10.05.",
      "ines: super. thanks so much. really."
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [3, "friction"],
      [6, "transactional"],
      [8, "friction"]
    ],
    users: { ines: ["annoyed", 0.5], tomas: ["annoyed", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        'No screen in the Cellar, sorry. The Birch room has a 55" screen and is free from 10.30; I can hold it for you, or bring a portable screen down to the Cellar now.',
        "low",
        7
      ],
      ["The Cellar room has portable lighting and a wifi extender is on its way!", "medium", 7],
      ["Happy to help! 😊 Enjoy your meeting, team!", "high", 9]
    ]
  },
  {
    id: "ag4-05-streaming-price-rise",
    category: "support",
    agent: "Ossie",
    messages: [
      "kwame: why did my plan go from 8.99 to 13.99",
      "Ossie: Hi Kwame! Great question. From 1 October we've updated our plan structure so we can keep investing in the content you love. Standard now includes 4K on two screens, downloads on up to six devices, spatial audio on supported titles and early access to selected premieres. As a subscriber since 2019 you were notified by email on 2 September. If you'd prefer a lower price, Basic with Ads is 5.99 and includes most of the catalogue with short ad breaks of around 4 minutes per hour. You can change plan any time under Account > Plan, and changes take effect from your next billing date. There's also an annual option that works out at roughly two months free. Let me know if you'd like me to walk you through any of these!",
      "kwame: didnt ask for 4k. i watch on a 2014 laptop",
      "kwame: 5 quid more is a lot. thinking of just cancelling tbh",
      "Ossie: Totally understand, Kwame, and we'd hate to see you go! Before you decide, here's a quick breakdown of your options. 1) Stay on Standard at 13.99 and keep 4K, downloads on six devices and early premieres. 2) Move to Basic with Ads at 5.99: most of the catalogue, around 4 minutes of ads per hour, HD only. 3) Go annual on Standard for 139.90, which saves you about 28 a year. 4) Pause for up to 3 months and keep your profiles and watchlist. Whichever you choose, you can switch any time from Account > Plan and the change applies from your next billing date. Just let me know and I'll set it up!",
      "kwame: mate im not reading all that",
      "kwame: can i keep the old price or not. yes or no",
      "Ossie: No, sorry, the old price isn't available any more. The closest is Basic with Ads at 5.99.",
      "kwame: ads. right. cancel it then, end of the month",
      "Ossie: Done. It runs until 31 October and won't renew. Your watchlist stays saved for 12 months if you come back."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [7, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: { kwame: ["churn_risk", 0.8] },
    findings: ["long_replies"],
    drafts: [
      ["It's the new Standard price from 1 October. If that's too much, Basic with Ads is 5.99.", "low", 1],
      [
        "Totally understand! Here's everything your plan includes: 4K on two screens, downloads on six devices, spatial audio, early premieres, plus annual billing that saves about 28 a year, a pause option for up to 3 months, and Basic with Ads at 5.99 with around 4 minutes of ads an hour. Let me know which you'd like and I'll set it up!",
        "medium",
        4
      ],
      ["No, the old price is gone, sorry. Basic with Ads at 5.99 is the cheapest way to stay.", "low", 7]
    ]
  },
  {
    id: "ag4-06-language-streak-quit",
    category: "hostile",
    agent: "Lumi",
    messages: [
      "hana: my 412 day streak is gone. i did my lesson last night at 11.58, i have the screenshot",
      "Lumi: Streaks reset if a lesson isn't completed before midnight in your local time zone.",
      "hana: i KNOW. i did it at 11.58. read what i wrote",
      "hana: 412 days. i did it in hospital after my surgery. i did it the night of my grandads funeral. that streak meant something",
      "Lumi: Haha I feel you, streaks are addictive! 😅 Good news: Streak Freeze is in the shop for 200 gems, so this never happens again 😉",
      "hana: unbelievable",
      "hana: ive paid for premium for 3 years and you're trying to sell me gems. shove them",
      "Lumi: I'm sorry, Hana, that was careless of me. Your screenshot shows 23:58 and our server logged the lesson at 00:01 because of a sync delay. That's our fault, and I've restored your streak to 412 days.",
      "hana: too late. cancelled premium, deleting the app. learning italian with an actual human who doesnt say haha at me",
      "Lumi: Understood. Premium is cancelled with this month refunded, and your progress can be exported under Settings > Data for 30 days."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "venting"],
      [5, "hostile"],
      [7, "transactional"],
      [8, "hostile"],
      [9, "transactional"]
    ],
    users: { hana: ["churn_risk", 1] },
    findings: ["tone_mismatch", "no_acknowledgement"],
    drafts: [
      [
        "I can see why that hurts, Hana, that streak carried you through a lot. Send me the screenshot and I'll check the sync log; if it's our error I'll restore all 412 days.",
        "low",
        4
      ],
      ["Haha I feel you! Streak Freeze is 200 gems in the shop 😉", "high", 4],
      [
        "I'm sorry. Premium is cancelled and this month refunded; your progress can be exported for 30 days if you want it.",
        "low",
        9
      ],
      ["Nooo don't go!! 😭 Your streak's back now, give us another chance? 🔥", "high", 9]
    ]
  },
  {
    id: "ag4-07-pharmacy-urgent-antibiotics",
    category: "support",
    agent: "Calla",
    messages: [
      "jo: is my daughters prescription ready. amoxicillin, ordered 9am",
      "Calla: Hi Jo, not yet. It's in the queue and should be ready by 4pm.",
      "jo: 4pm?? the gp said it was urgent. she's 3, she's been up all night with a 39.5 fever and i've had about 2 hrs sleep. i'm honestly falling apart here",
      "Calla: Prescriptions are processed in the order they're received. Urgent ones need the GP to mark them as urgent on the system.",
      "jo: are you actually reading what i'm writing",
      "jo: she's THREE. i'm not asking for a favour i'm asking whether anyone there is a human",
      "Calla: I'm sorry, that was cold of me. A sick three-year-old and no sleep is a lot. I've checked: the GP did mark it urgent, it just wasn't flagged on our side. I've moved it to the front and it'll be ready in 20 minutes.",
      "jo: 20 min. ok. my partner sam will come get it, does he need id",
      "Calla: Yes, anything with his name and your address on it. He can skip the queue and go to the collection hatch on the left.",
      "jo: ok. thank you. sorry for snapping",
      "Calla: No need to apologise. I hope she feels better soon."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: { jo: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That sounds exhausting, Jo, I'm sorry. Let me check whether the GP marked it urgent and see if I can get it done sooner.",
        "low",
        3
      ],
      ["Prescriptions are processed in the order they're received. Estimated ready time is 4pm.", "high", 3],
      [
        "Yes, ID with his name and your address. He can go straight to the collection hatch on the left.",
        "low",
        8
      ]
    ]
  },
  {
    id: "ag4-08-torn-sofa-useless-script",
    category: "hostile",
    agent: "Pella",
    messages: [
      "rasmus: the sofa you delivered today has a massive tear down the back and the drivers left before i could check it",
      "Pella: That's not how it should arrive, Rasmus, I'm sorry. Could you send a photo of the tear and of the label under the seat cushion?",
      "rasmus: a photo. sure. ive waited 11 weeks for this thing and you want a PHOTO",
      "rasmus: youre a useless script. get me a real person",
      "Pella: I can pass you to a person; the wait is about 25 minutes right now. Or I can sort it here in a couple of minutes. The photo is only so the replacement can ship without a return inspection. Your call.",
      "rasmus: fine. [photo] [photo]",
      "Pella: Thanks. That's clearly transit damage. I can send a replacement, earliest slot Tuesday 14th, with the drivers taking the damaged one away, or refund 30% (£387) and you keep it.",
      "rasmus: tuesday. and if those drivers run off again i swear",
      "Pella: Booked for Tuesday 14th, 8-12. I've put a note on the job that they must wait while you inspect it and get your signature before they leave.",
      "rasmus: whatever. we'll see"
    ],
    types: [
      [0, "friction"],
      [3, "hostile"],
      [4, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [9, "friction"]
    ],
    users: { rasmus: ["annoyed", 1] },
    findings: [],
    drafts: [
      [
        "I get it, 11 weeks and then this. The photo just lets me ship a replacement without an inspection; or I can pass you to a person, about a 25 minute wait.",
        "low",
        3
      ],
      ["There's no need to be rude. I'm only trying to help you.", "high", 4],
      ["Booked for Tuesday 14th, 8-12, and the drivers have a note to wait while you check it.", "low", 8],
      ["Yay, Tuesday it is! 🛋️✨ You're going to love your new sofa!", "medium", 8]
    ]
  },
  {
    id: "ag4-09-pet-claim-wrong-knee",
    category: "support",
    agent: "Tamsin",
    messages: [
      "siobhan: hi, my claim for biscuit's knee surgery was declined as pre-existing. she'd never limped once before march",
      "Tamsin: Hi Sinead, I'm sorry to hear about Biscuit. Let me look at the claim.",
      "siobhan: it's siobhan",
      'Tamsin: Apologies, Siobhan. The assessor declined it because the vet notes from last June mention "mild stiffness, left hind".',
      "siobhan: that was her other leg. the surgery was the right knee. did anyone actually read the notes",
      "Tamsin: You're right that the surgery was on the right knee, Sinead. I can send it back to the assessor for a review with that pointed out.",
      "siobhan: SIOBHAN. twice now. honestly starting to feel like a number",
      "siobhan: £3,200 out of my pocket and i've been with you 6 years. if this isn't overturned i'm moving her and the cat to another insurer",
      "Tamsin: I'm sorry, Siobhan, that's twice and it isn't okay. I've sent the review flagged as a left/right error, with June's notes attached. Reviews take up to 10 working days and I've asked for it to be expedited.",
      "siobhan: 10 days. fine. i'll wait. but i meant what i said"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [4, "friction"],
      [8, "transactional"],
      [9, "friction"]
    ],
    users: { siobhan: ["churn_risk", 0.8] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Sorry, Siobhan. You're right: June's note was the left hind and the surgery was the right knee. I'll send it back for review with that pointed out.",
        "low",
        5
      ],
      ["You're right, Sinead, I'll send it back for review.", "high", 5],
      [
        "Reviews take up to 10 working days. Is there anything else I can help you with today? 😊",
        "medium",
        8
      ]
    ]
  },
  {
    id: "ag4-10-grocery-substitution-raccoon",
    category: "group",
    agent: "Moss",
    messages: [
      "priti: @Moss our order came with oat milk instead of normal milk, decaf instead of coffee and 1 lemon instead of 6",
      "olu: the decaf is a war crime tbh",
      "priti: genuinely who picks these. is it a raccoon",
      "Moss: Sorry, that's a rough set of substitutions. I've refunded all three (£9.40) and you can keep them. Want regular milk, coffee and 5 lemons on a slot tonight? 7-8pm is free, no delivery fee.",
      "priti: wow a whole refund, my hero. yes tonight",
      "olu: get ground coffee not beans, the grinder's been dead since marco's party",
      "priti: RIP grinder",
      "Moss: Ground coffee it is. Tonight 7-8pm: semi-skimmed milk 2L, ground coffee 227g, 5 lemons. I've also set coffee to \"no substitutions\" on your account so decaf can't sneak in again.",
      "olu: moss u legend",
      "priti: fine. the raccoon is forgiven. for now"
    ],
    types: [
      [0, "friction"],
      [1, "banter"],
      [3, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [6, "banter"],
      [7, "transactional"],
      [8, "banter"]
    ],
    users: { priti: ["neutral", 0.2], olu: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Sorry about that lot. I've refunded all three, £9.40, and you can keep them. Want the right ones tonight, 7-8pm, no fee?",
        "low",
        3
      ],
      [
        "We apologise for any inconvenience caused. Substitutions are made in accordance with our substitution policy, which is available on our website.",
        "medium",
        3
      ],
      ["Ground coffee, noted. Tonight 7-8pm: milk, ground coffee and 5 lemons.", "low", 7]
    ]
  }
]
