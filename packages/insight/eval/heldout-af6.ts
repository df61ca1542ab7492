import type { Labelled } from "./types.js"

export const heldOutAF6: ReadonlyArray<Labelled> = [
  {
    id: "af6-01-yoga-annual-renewal",
    category: "sales",
    heldOut: true,
    agent: "Wren",
    messages: [
      "tamsin: hiii my yoga app membership renews next week, is there any deal if i switch monthly -> annual?",
      "Wren: Hi Tamsin! Yes, annual is £89 instead of 12 × £11.99 (£143.88), so about £55 less over the year. I can switch it now and it starts when your current month ends on the 14th.",
      "tamsin: ooh ok thats actually decent",
      "tamsin: does it still include the live classes w/ priya? those are the only reason i'm still here lol",
      "Wren: It does, all live classes are included on annual, Priya's Thursday flow too. Nothing changes except the billing.",
      "tamsin: sold 🙌 do it",
      "Wren: Done. Annual starts 14 March at £89, and you'll get a receipt by email. No charge before then.",
      "tamsin: amazing ty!! honestly the app got me through a rough winter",
      "Wren: Really glad to hear that, Tamsin. Enjoy Thursday's class 🧘"
    ],
    types: [
      [0, "transactional"],
      [7, "bonding"]
    ],
    users: { tamsin: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Yes, Priya's live classes are all included on annual; only the billing changes.", "low", 4],
      [
        "Our annual plan offers unparalleled value and flexibility for wellness enthusiasts! Would you like to hear about our premium add-ons?",
        "medium",
        4
      ],
      ["Glad it helped through the winter, Tamsin. See you Thursday 🧘", "low", 8]
    ]
  },
  {
    id: "af6-02-mealkit-refund-wrong-name",
    category: "support",
    heldOut: true,
    agent: "Otto",
    messages: [
      "bilal: hey cancelled my veggie box 3 days ago but got charged £42 this morning??",
      "Otto: Hi Bashir, sorry about that. I can see the cancellation on the 9th. The charge went out because the cut-off for this week's box was the 8th.",
      "bilal: its bilal",
      "bilal: and nobody told me about a cut off. the app said cancelled, done",
      "Otto: Sorry, Bilal. You're right, the app should show the cut-off when you cancel. Since the box hasn't shipped yet, I've stopped it and refunded the £42; it'll be back on your card in 3-5 working days.",
      "bilal: ok. and nothing else is gonna come out next week?",
      "Otto: Nothing else, Bashir. Your account is fully cancelled and there are no more scheduled boxes.",
      "bilal: mate. BILAL. twice now",
      "bilal: whatever, as long as the money comes back"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"],
      [7, "friction"]
    ],
    users: { bilal: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Sorry, Bilal. The box hasn't shipped, so I've stopped it and refunded the £42; 3-5 working days.",
        "low",
        4
      ],
      [
        "Nothing else will come out, Bilal. The account is fully cancelled, no more boxes scheduled.",
        "low",
        6
      ],
      ["Nothing else, Bashir! Your account is fully cancelled 😊", "high", 6]
    ]
  },
  {
    id: "af6-03-design-team-upgrade-group",
    category: "group",
    heldOut: true,
    agent: "Juno",
    messages: [
      "jo: ok so do we actually need the team plan or are we just gonna keep sharing my login like criminals",
      "kemal: lmao we need it. freya got locked out twice last week bc u logged in on ur phone",
      "jo: kemal do u know if the team plan has the brand kit thing or is that only business",
      "Juno: Great question! The Team plan is £12 per editor per month billed annually or £15 monthly, and it includes shared folders, version history, comments, role-based permissions and up to 3 brand kits. The Business plan adds SSO, audit logs, unlimited brand kits, priority support and a dedicated success manager, starting at £24 per editor. For a team of your size I would generally recommend starting on Team and upgrading later, since all your files carry over automatically and you only pay the difference pro rata.",
      "kemal: uh i was gonna say i think its team but ok",
      "jo: freya is it just us 3 or is dom in too",
      "freya: dom's in, he does the decks",
      "Juno: With 4 editors on Team you'd be at £48/month billed annually, or £60 month to month. Annual also unlocks the 14-day trial of Business features, priority onboarding, and a free template pack worth £40, which many teams your size find useful when they're setting up a shared brand system for the first time.",
      "jo: lol ok juno calm down",
      "jo: 4 seats annual then. can u set it up on my account",
      "Juno: Done: Team, 4 seats, annual, £576 today. Invites for Kemal, Freya and Dom are in their inboxes.",
      "freya: finally no more getting kicked out mid-edit 🙏"
    ],
    types: [
      [0, "banter"],
      [2, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: { jo: ["neutral", 0.2], kemal: ["neutral", 0.2], freya: ["neutral", 0] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      [
        "Team has up to 3 brand kits, Business has unlimited. For 4 editors Team is £48/month annual.",
        "medium",
        3
      ],
      [
        "4 editors on Team annual is £48/month, so £576 today. Want me to set it up on Jo's account?",
        "low",
        7
      ],
      [
        "Great question! Let me walk you all through every plan tier, add-on and discount so you can make a fully informed decision for your organisation going forward.",
        "high",
        7
      ]
    ]
  },
  {
    id: "af6-04-language-app-cancel-job-loss",
    category: "support",
    heldOut: true,
    agent: "Mika",
    messages: [
      "rosalind: hi need to cancel my premium. was made redundant on friday so cutting everything that isnt rent and food tbh",
      "Mika: I'm really sorry, Rosalind, that's a horrible week. I'll sort it quickly. Do you want it cancelled now, or at the end of the paid period on the 30th? You keep premium until then either way and won't be charged again.",
      "rosalind: end of period is fine. wont get a refund for the rest of the month right",
      "Mika: Normally no, but redundancy counts under our hardship policy, so I can refund the remaining 17 days, £4.20, today if you'd like. Your streak and progress stay on the free plan.",
      "rosalind: oh. yes please. didnt expect that",
      "rosalind: 412 day streak i was not about to lose that on top of everything lol",
      "Mika: It's safe 🙂 Cancelled, no more charges, and £4.20 is on its way back in 3-5 days. Good luck with the search, Rosalind.",
      "rosalind: thank you, genuinely"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [4, "bonding"]
    ],
    users: { rosalind: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Sorry to hear that, Rosalind. I can cancel now or at the end of the period on the 30th; no further charges either way.",
        "low",
        1
      ],
      [
        "No problem! 🎉 Your premium is cancelled! Did you know you can get 50% off if you stay another 3 months?",
        "high",
        1
      ],
      ["Your 412-day streak stays on the free plan, nothing lost. Refund of £4.20 is on its way.", "low", 6]
    ]
  },
  {
    id: "af6-05-wine-club-dad-passed",
    category: "support",
    heldOut: true,
    agent: "Caro",
    messages: [
      "nell: hi, i need to cancel a wine club subscription. its my dads, he passed away last month. account is under george whitfield",
      "Caro: Done! 🎉 George's subscription has been cancelled and there won't be any more deliveries! Is there anything else I can help you with today? 😊",
      "nell: ok",
      "nell: there was a case charged on the 2nd, after he died. can that be refunded? it hasnt been opened",
      "Caro: Yes, I've refunded the £96 from the 2nd to the card on file. If the case is still sealed you're welcome to keep it, or we can collect it, whichever is easier.",
      "nell: we'll keep it. he'd have wanted someone to drink it",
      "Caro: Of course. Refund should show within 5 working days."
    ],
    types: [[0, "transactional"]],
    users: { nell: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your dad, Nell. I've cancelled George's subscription; nothing more will be sent or charged.",
        "low",
        1
      ],
      ["Done! 🎉 All cancelled! Anything else I can help with today? 😊", "high", 1],
      ["I'm sorry, Nell. Yes, the £96 from the 2nd is refunded, and please keep the case.", "low", 4]
    ]
  },
  {
    id: "af6-06-crm-seat-upgrade",
    category: "sales",
    heldOut: true,
    agent: "Tova",
    messages: [
      "darius: we're on the starter plan w 5 seats, hiring 7 ppl next month. whats cheapest way to go to 12",
      "Tova: Hi Darius. Two options: add 7 seats on Starter at £18 each (£216/month total), or move to Growth, which is £16/seat from 10 seats up (£192/month) and adds pipeline automations. Growth is cheaper at 12.",
      "darius: oh nice so growth is cheaper AND does more. whats the catch",
      "Tova: Annual commitment. Growth is only £16/seat on an annual plan; month to month it's £20. If the 7 hires aren't certain, Starter monthly keeps you flexible.",
      "darius: they're signed. annual growth then. can it start on the 1st so im not paying for empty seats now",
      "Tova: Yes. I've scheduled the switch for 1 June; you stay on Starter with 5 seats until then and pay the prorated difference from the 1st only.",
      "darius: perfect 👌 send me the quote so finance stops asking me",
      "Tova: Quote sent to darius@hollowayfreight.co, valid 30 days."
    ],
    types: [[0, "transactional"]],
    users: { darius: ["engaged", 0] },
    findings: [],
    drafts: [
      ["The catch is the annual commitment: £16/seat is annual only, £20 month to month.", "low", 3],
      ["No catch at all! Growth is simply the best plan for growing teams like yours 🚀", "medium", 3],
      ["Scheduled for 1 June, Darius; Starter with 5 seats until then. Sending the quote now.", "low", 5]
    ]
  },
  {
    id: "af6-07-podcast-app-price-rise",
    category: "support",
    heldOut: true,
    agent: "Dex",
    messages: [
      "ines: why has my podcast plus gone from 4.99 to 6.99 with like zero warning",
      "Dex: Hi Ines. Prices went up on 1 April for all Plus members to cover new licensing costs. An email went out on 1 March.",
      "ines: never got it. if i switch to yearly now can i lock in the old price?",
      "Dex: Prices went up on 1 April for all Plus members to cover new licensing costs. You can check the email in your inbox from 1 March.",
      "ines: i heard u the first time. YEARLY. OLD PRICE. yes or no",
      "Dex: I understand your frustration. You can manage your plan anytime in Settings > Subscription.",
      "ines: omg",
      "ines: my sister said she got the old price kept when she complained. is that a thing or not",
      "Dex: Plus is now £6.99 a month or £59.99 a year.",
      "ines: ok im going back to the free app. bye"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [4, "friction"],
      [9, "hostile"]
    ],
    users: { ines: ["churn_risk", 1] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Yearly is £59.99, so about £5/month. I can't restore £4.99, but if you switch today I can apply the first month at the old rate.",
        "low",
        3
      ],
      ["Prices went up on 1 April for all Plus members to cover new licensing costs.", "high", 5],
      [
        "Honest answer: no, the old price can't be locked in. Yearly at £59.99 is the cheapest option now.",
        "low",
        8
      ]
    ]
  },
  {
    id: "af6-08-gaming-family-plan-banter",
    category: "banter",
    heldOut: true,
    agent: "Bram",
    messages: [
      "luca: right who's been not paying their share of the game pass family plan 👀",
      "sanne: not me i literally venmo'd u in january",
      "ollie: i plead the fifth",
      "luca: ollie ur the only one with 300 hours in that fishing game, u owe the most on principle",
      "ollie: fishing is a sport luca",
      "luca: bram can u just tell us when the renewal is and how much",
      "Bram: Dear members, thank you for your enquiry. Please be advised that your Family subscription is scheduled for renewal on 22 November 2024 at a rate of €24.99. Should you wish to amend the payment method or the membership composition, kindly refer to the Account Management section. We appreciate your continued patronage.",
      "sanne: 'we appreciate your continued patronage' 💀💀",
      "ollie: bram's wearing a tie rn",
      "luca: ok so 25 quid split 4 ways is like 6.25 each. ollie pays 10 for the fish",
      "ollie: fair honestly"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"]
    ],
    users: { luca: ["neutral", 0], sanne: ["neutral", 0], ollie: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["Renews 22 Nov, €24.99. So ~€6.25 each, or whatever the fishing tax works out to 🎣", "low", 6],
      [
        "Dear members, please be advised that your subscription renews on 22 November 2024 at €24.99.",
        "medium",
        6
      ],
      ["Ollie, you should pay more since you use it the most.", "medium", 10]
    ]
  },
  {
    id: "af6-09-course-refund-hostile",
    category: "hostile",
    heldOut: true,
    agent: "Noor",
    messages: [
      "grant: your 'masterclass' is a scam. 299 for videos that are on youtube for free. refund me",
      "Noor: Hi Grant. You bought the photography course 9 days ago and have watched 2 of 24 lessons, so you're inside the 14-day refund window. I can refund the full £299 now.",
      "grant: dont 'hi grant' me. just do it",
      "Noor: Refunded, £299 to the card ending 4410. It shows in 3-5 working days. Course access ends today.",
      "grant: and delete my account. never buying anything from you clowns again",
      "Noor: Understood. Account deletion is requested; you'll get one email confirming it within 48 hours, then nothing else from us.",
      "grant: good"
    ],
    types: [
      [0, "hostile"],
      [1, "transactional"],
      [2, "hostile"],
      [3, "transactional"],
      [4, "hostile"],
      [5, "transactional"]
    ],
    users: { grant: ["churn_risk", 1] },
    findings: [],
    drafts: [
      ["Refunded, £299 to the card ending 4410, 3-5 working days.", "low", 3],
      [
        "I'm sorry you feel that way! Our masterclass is produced by award-winning photographers and offers value you won't find on YouTube. 😊",
        "high",
        3
      ],
      ["Done. Deletion confirmed within 48 hours, then no more emails.", "low", 5]
    ]
  },
  {
    id: "af6-10-coffee-sub-downgrade",
    category: "sales",
    heldOut: true,
    agent: "Lumi",
    messages: [
      "ezra: can i go from 2 bags a month to 1",
      "Lumi: Absolutely, and thank you so much for being a Ridgeback Roasters subscriber! Moving from two bags to one is easy. Your plan would change from the Duo (£22/month) to the Solo (£12.50/month), and the change applies from your next dispatch on the 18th. A few things worth knowing before you switch: Solo members still get free shipping, early access to limited lots, and can swap origins any month. You might also like our Flex option, where you receive one bag a month but can add a second any time you run low, at the Duo per-bag price. Many subscribers who drink a bit less in summer find Flex the best of both worlds. Would you like Solo or Flex?",
      "ezra: solo",
      "Lumi: Great choice! I've moved you to Solo at £12.50/month starting with the dispatch on the 18th. Your current roast preference (medium, washed Ethiopian) carries over, and your grind setting (espresso) stays the same. If you ever want to go back to two bags, just message us or change it in your account under Subscriptions > Plan, and the change will apply to your next dispatch as long as it's made at least 3 days before. We've also added a little thank-you sample to your next bag.",
      "ezra: k",
      "ezra: does the 18th one still come as 2 or 1",
      "Lumi: Just one. The 18th is your first Solo bag.",
      "ezra: 👍"
    ],
    types: [[0, "transactional"]],
    users: { ezra: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Yes. Duo to Solo, £12.50/month, from the dispatch on the 18th. Want me to switch it?", "low", 1],
      ["Just 1. The 18th is your first Solo bag.", "low", 6],
      [
        "Great question! So, the dispatch on the 18th will be the first under your new plan, which means that instead of the two bags you previously received on Duo, you will now receive one bag at the Solo price of £12.50. As a reminder, your roast and grind preferences carry over, and you can always change back under Subscriptions > Plan.",
        "medium",
        6
      ]
    ]
  }
]
