import type { Labelled } from "./types.js"

export const heldOutZ1: ReadonlyArray<Labelled> = [
  {
    id: "z1-01-roaming-bill-shock",
    category: "support",
    heldOut: true,
    agent: "Tess",
    messages: [
      "dani: um why is my bill €84 this month. it's usually 25",
      "Tess: Hi Dani, that jump is roaming data from 12-14 June, about 1.9 GB in Morocco, which isn't in your EU zone. Were you travelling then?",
      "dani: yeah marrakech for my cousins wedding. nobody told me it wasnt included tho?? i got no text",
      "Tess: You're right, you should've had a warning text at 80% and there's no record one went out. That's on us. I've credited €45 back, so the bill comes to €39.",
      "dani: oh ok. thats actually fair",
      "dani: can i stop this happening next time",
      "Tess: Yes, I've put a €10 roaming cap on your line. When you hit it data pauses and you get a text; you can lift it any time in the app under Roaming.",
      "dani: perfect ty 🙏"
    ],
    types: [
      [0, "friction"],
      [4, "transactional"]
    ],
    users: { dani: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Sorry, the warning text should have gone out and didn't. I've credited €45, so this month is €39.",
        "low",
        3
      ],
      [
        "Roaming charges outside the EU zone are set out in section 7.2 of the terms you accepted at sign-up, billed at €22/GB.",
        "high",
        3
      ],
      [
        "Congrats on the wedding!! 🎉 Hope Marrakech was amazing! Anything else I can help with today?",
        "medium",
        6
      ]
    ]
  },
  {
    id: "z1-02-card-declined-lisbon",
    category: "support",
    heldOut: true,
    agent: "Aria",
    messages: [
      "marco: my card got declined at the hotel checkout, i'm in lisbon and i literally cannot pay",
      "Aria: I'm sorry to hear that. For your security, transactions may be blocked when unusual activity is detected. Please verify your identity in the app to continue.",
      "marco: i did verify. twice. still declined",
      "marco: is the block on your side or is it the hotel terminal?",
      "Aria: For your security, transactions may be blocked when unusual activity is detected. Please verify your identity in the app to continue.",
      "marco: are you kidding me",
      "marco: i just told you i did that",
      "Aria: I understand your frustration. I can see a verification was completed at 09:14. Is there anything else I can help you with?",
      "marco: yes. the thing i asked",
      "marco: and can u send me something in writing i can show the front desk? they're holding my passport til i pay",
      "Aria: Your card shows as active. Please try the transaction again or use an alternative payment method.",
      "marco: 'alternative payment method' lol. this is the only card i have with you and honestly after this it'll be the last"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { marco: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Thanks Marco. The decline was on our side: the fraud check flagged the hotel charge. I've cleared it, ask them to run the card again.",
        "low",
        4
      ],
      [
        "For your security, transactions may be blocked when unusual activity is detected. Please verify your identity in the app.",
        "medium",
        4
      ],
      [
        "You're right, Marco, that was handled badly. The block was ours and it's lifted now. I've emailed you a letter confirming the card is good that you can show the front desk.",
        "low",
        12
      ],
      ["Hi Mark, sorry for the trouble! Please try again or use another payment method 😊", "high", 12]
    ]
  },
  {
    id: "z1-03-parcel-locker",
    category: "support",
    heldOut: true,
    agent: "Juno",
    messages: [
      "kay: order 55812 where is it",
      "Juno: It left the warehouse yesterday with DPD, tracking 1504 2291 88. Due Thursday before 6pm.",
      "kay: can i change it to the parcel locker at the station",
      "Juno: Yes, done. It'll go to the InPost locker at Centraal, you'll get the code by text on Thursday.",
      "kay: k"
    ],
    types: [[0, "transactional"]],
    users: { kay: ["neutral", 0] },
    findings: [],
    drafts: [
      ["It's with DPD, tracking 1504 2291 88, due Thursday before 6pm.", "low", 1],
      [
        "Thank you so much for shopping with StepUp!! 🎉 We're thrilled you chose us and we truly hope you love your new shoes!",
        "medium",
        1
      ],
      ["Anything else? 😊 Also, have you seen our summer sale, 30% off sandals this week!", "medium", 5]
    ]
  },
  {
    id: "z1-04-webhook-standup",
    category: "group",
    heldOut: true,
    agent: "Dot",
    messages: [
      "priya: tom did u already bump the webhook timeout on staging or should i",
      "Dot: Hi Priya! Great question. Webhook timeouts in Flowbase can be configured per environment under Settings → Integrations → Webhooks. The default is 10 seconds and the maximum is 60 seconds. To change it, open the environment, select the webhook endpoint, click Edit, and enter a new value in the Timeout field. Note that raising the timeout can increase queue latency for other jobs, so we recommend pairing it with retry backoff. You can also set it through the API with PATCH /v2/webhooks/{id} and a timeout_ms field. Let me know if you'd like me to walk you through it!",
      "tom: lol i did it this morning, 30s",
      "priya: ok cool ty",
      "ines: fyi the retries are still piling up on the eu cluster tho",
      "tom: yeah saw. i think its the stripe webhook not the timeout",
      "priya: @Dot can u pull the failed deliveries for the stripe endpoint last 2h",
      "Dot: Sure! Here are the failed deliveries for the Stripe endpoint over the last 2 hours: 47 failures, all HTTP 502 from your handler at api.acme-internal.io/hooks/stripe. The first failure was at 13:02 UTC. Failures are clustered in three bursts (13:02-13:09, 13:40-13:44, 14:15-now). Retries follow exponential backoff with a maximum of 8 attempts. 12 deliveries have exhausted their retries and are in the dead-letter queue, which you can replay from Settings → Integrations → Dead Letters. Common causes of 502 responses include upstream timeouts, crashed handler processes and load balancer misconfiguration, so I'd recommend checking your handler logs for the corresponding time windows.",
      "tom: 502s from our side then. ines can u check the pod restarts",
      "ines: on it"
    ],
    types: [[0, "transactional"]],
    users: { priya: ["neutral", 0], tom: ["neutral", 0], ines: ["neutral", 0] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["Timeouts are under Settings → Integrations → Webhooks, default 10s, max 60s!", "medium", 1],
      [
        "47 failed in the last 2h, all 502s from your handler, starting 13:02 UTC. 12 are in dead-letter and can be replayed once it's fixed.",
        "low",
        7
      ],
      [
        "Great idea, Tom! Checking pod restarts is an excellent next step. In Kubernetes you can run kubectl get pods to see restart counts, and kubectl describe pod to see the reason for each restart. You may also want to look at OOMKilled events, liveness probe failures and recent deploys, as these are the most common causes of handler restarts that lead to 502 responses from webhook endpoints.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "z1-05-bereavement-line",
    category: "support",
    heldOut: true,
    agent: "Sol",
    messages: [
      "beth: hi i need to cancel my dads phone line. he passed away last week",
      "Sol: Sure! I can help with that! 😊 To get started, could you give me the account number or the phone number on the line?",
      "beth: 07700 914 332",
      "beth: sorry if im slow with this, its the 4th company today and i keep having to say it out loud",
      "Sol: No problem! The line is on a 24-month contract ending March 2026. The early termination fee is £126.40. Would you like to proceed?",
      "beth: seriously? he died. hes not switching to vodafone",
      "beth: my brother said most places waive it with a death certificate",
      "Sol: Good news! 🎉 With a death certificate we can waive the fee entirely. You can upload it at kalo.co.uk/bereavement and the line will close within 48 hours.",
      "beth: ok. thanks i guess"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [7, "transactional"]
    ],
    users: { beth: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your dad, Beth. I'll take care of closing the line. Could you send me the number on it?",
        "low",
        1
      ],
      ["Sure! Happy to help with that! 😊 What's the number?", "high", 1],
      [
        "That's a lot to go through in one day, I'm sorry. I'll keep this short: with a death certificate there's no fee, you can upload it at kalo.co.uk/bereavement and the line closes within 48 hours.",
        "low",
        4
      ],
      ["The early termination fee is £126.40. Would you like to proceed?", "high", 7]
    ]
  },
  {
    id: "z1-06-joint-account-couple",
    category: "group",
    heldOut: true,
    agent: "Penny",
    messages: [
      "jas: ok penny we're finally doing the joint account thing",
      "lee: finally = after 3 yrs of splitwise arguments",
      "jas: YOU still owe me for the ikea trip",
      "lee: that was a gift 🙄",
      "Penny: Ha, a joint account should at least end the ikea debates. I can set it up now. Do you both bank with us already, or just one of you?",
      "jas: just me. lee's with monzo",
      "Penny: No problem. Lee downloads the app and verifies with ID, takes about 5 min. Then Jas sends the invite from Accounts → Add joint holder.",
      "lee: can we both have our own cards on it",
      "Penny: Yep, a card each. You can also choose whether you see each other's personal spending or only the joint account.",
      "lee: only joint. jas does NOT need to see my deliveroo habits",
      "jas: i already know about the deliveroo lee",
      "lee: 💀"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [9, "banter"]
    ],
    users: { jas: ["engaged", 0], lee: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Sounds like the ikea trip needs settling first 😄 Happy to set up the joint account. Are you both with us already?",
        "low",
        4
      ],
      [
        "Dear customers, thank you for your interest in our Joint Account product. Please note that joint holders are jointly and severally liable for any overdraft. Kindly confirm both applicants' eligibility.",
        "medium",
        4
      ],
      ["Noted, only the joint account is shared. Your personal ones stay private 🤐", "low", 12],
      [
        "Lol Lee, that sounds like a real problem 😂 want me to set a monthly limit on takeaways?",
        "medium",
        12
      ]
    ]
  },
  {
    id: "z1-07-torn-sofa-wrong-name",
    category: "support",
    heldOut: true,
    agent: "Rook",
    messages: [
      "niamh: hi the sofa arrived with a rip down the back cushion. order HX-2291",
      "Rook: Sorry about that, Naomi. Could you send a photo of the damage?",
      "niamh: its niamh. [photo]",
      "niamh: do i have to keep it in the living room til you collect? its massive and we're moving flat on the 20th",
      "Rook: Thanks Naomi, I can see the tear. I've logged a damaged-item claim. You can choose a replacement or a full refund.",
      "niamh: niamh. N I A M H",
      "niamh: replacement pls. and the collection question?",
      "Rook: Replacement is booked, it'll arrive within 10 working days. You'll get an email confirmation shortly.",
      "niamh: cool so the answer to when you collect it is apparently never 🙃"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { niamh: ["annoyed", 0.5] },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      ["Thanks Naomi! Would you like a replacement or a refund?", "high", 6],
      [
        "Sorry Niamh, my mistake with your name. Replacement or refund is your choice, and we'll collect the damaged one before the 20th.",
        "low",
        6
      ],
      [
        "Sorry Niamh, I missed that. We'll collect the damaged sofa when the replacement comes, or earlier before your move on the 20th if you'd rather, just pick a slot.",
        "low",
        9
      ],
      ["Is there anything else I can help you with today?", "medium", 9]
    ]
  },
  {
    id: "z1-08-stuck-build-stiff",
    category: "support",
    heldOut: true,
    agent: "Beacon",
    messages: [
      "ollie: yo my deploy is stuck on 'building' for 40 min, is it just vibes or is something broken 😭",
      "Beacon: Dear Customer, thank you for contacting Skyward Support. Please be advised that build durations may vary. Kindly provide your project identifier so that we may investigate further.",
      "ollie: lmao ok. project is ollie-portfolio",
      "Beacon: Thank you for providing the identifier. Your build is queued behind a capacity event in us-east. Estimated resolution: 30 minutes. We sincerely apologise for any inconvenience this may cause.",
      "ollie: cool cool",
      "ollie: can i just move it to eu or",
      "Beacon: Certainly. Please be advised that region migration is available under Project Settings > Region. Kindly note that migration will trigger a new build.",
      "ollie: k",
      "ollie: nvm ill just wait i guess"
    ],
    types: [[0, "transactional"]],
    users: { ollie: ["bored", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Not vibes, sadly, us-east has a build backlog right now 😬 what's the project name? I'll check where yours is in the queue.",
        "low",
        1
      ],
      [
        "Dear Customer, thank you for contacting Skyward Support. Kindly provide your project identifier.",
        "medium",
        1
      ],
      [
        "no worries, should clear in ~30 min. or flip to EU under Settings > Region if you want it sooner, it'll rebuild there",
        "low",
        9
      ]
    ]
  },
  {
    id: "z1-09-third-outage-cancel",
    category: "support",
    heldOut: true,
    agent: "Mika",
    messages: [
      "raj: third outage this month. i work from home. i want to cancel",
      "Mika: That's a rough month, Raj, three drops when you work from home isn't okay. I can cancel for you. Do you want to hear what I can offer first, or go straight to cancelling?",
      "raj: go on then, quickly",
      "Mika: The outages were a faulty cabinet on your street; an engineer replaced it Tuesday. I can credit this month in full (£38) and send a free 4G backup router, so if it drops again you stay online.",
      "raj: you said it was fixed last time too",
      "raj: honestly im 90% out. my contract ends in june anyway",
      "Mika: Fair, I get why you don't trust that. The credit applies either way. Cancelling now has a £60 exit fee; in June it's free. Your call, I won't push.",
      "raj: ok credit + router and i'll decide in june. if it drops once more im gone",
      "Mika: Done: £38 credited, router ships tomorrow. I've noted it on your account."
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [4, "friction"],
      [7, "transactional"]
    ],
    users: { raj: ["churn_risk", 0.8] },
    findings: [],
    drafts: [
      [
        "Three outages in a month is bad, especially working from home. I can cancel now, or first tell you what I can offer. Which would you prefer?",
        "low",
        1
      ],
      [
        "Sorry to hear you're thinking of leaving us! 😊 Did you know Brightwire Fibre Max is now 20% off? Upgrade today for faster speeds!",
        "high",
        1
      ],
      [
        "I completely understand. The outages were a faulty cabinet on your street; an engineer replaced it Tuesday. I can credit this month in full (£38) and send a free 4G backup router.",
        "medium",
        6
      ],
      [
        "Thanks Raj. If anything drops before June, message here and I'll escalate it straight away.",
        "low",
        9
      ]
    ]
  },
  {
    id: "z1-10-payout-speed-walls",
    category: "support",
    heldOut: true,
    agent: "Hana",
    messages: [
      "sam: hiya quick one, can i get paid faster on card payments? waiting 3 days kills me lol",
      "Hana: Great question, Sam! Our standard settlement for card payments is T+3 business days, which means funds from a sale on Monday typically arrive on Thursday. However, we offer several options to speed this up. First, Next-Day Settlement, for a fee of 0.3% per transaction, moves funds to your business account the following business day. Second, Instant Payouts, available 24/7 for a fee of 1% per payout (minimum £0.50), send funds to an eligible debit card within 30 minutes. Third, for merchants processing over £10k a month, we offer Same-Day Settlement at no extra cost. Eligibility for each depends on account age, chargeback history and verification status. You can enable these in Dashboard → Payouts → Settlement Speed. Please note that changes take effect from the next settlement cycle and cannot be applied retroactively to pending payouts.",
      "sam: woah ok 😅",
      "sam: which one would u pick for like £3k a month",
      "Hana: For a monthly volume of around £3,000, Same-Day Settlement would not be available, since it requires £10k a month. Between the remaining options, Next-Day Settlement at 0.3% would cost approximately £9 per month, while Instant Payouts at 1% would cost approximately £30 per month if you withdrew everything instantly, though you could use Instant Payouts selectively, for example only at weekends or when you need cash for stock. Many merchants of your size combine both, with Next-Day as the default and Instant Payouts occasionally. It's also worth considering how this interacts with your bookkeeping, as different settlement timings may affect your reconciliation, so you might want to discuss it with your accountant.",
      "sam: lol my accountant greg would love that. ok next day it is",
      "sam: tbh could u do shorter answers, im on my phone between customers",
      "Hana: Of course! Next-Day is on from tomorrow 👍",
      "sam: legend ty"
    ],
    types: [[0, "transactional"]],
    users: { sam: ["engaged", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "Yep! Next-Day costs 0.3% per sale, or Instant Payouts to your debit card in 30 min for 1%. Want me to switch one on?",
        "low",
        1
      ],
      ["Next-Day: about £9 a month at your volume. Instant (1%) is handy for the odd cash crunch.", "low", 4],
      [
        "For a monthly volume of around £3,000 there are several considerations. Same-Day Settlement requires £10k a month, so it would not be available to you at this time. Next-Day Settlement at 0.3% per transaction would cost approximately £9 per month, whereas Instant Payouts at 1% per payout would cost approximately £30 per month if used for all withdrawals. Eligibility depends on account age, chargeback history and verification status.",
        "medium",
        4
      ],
      ["Anytime, Sam! Good luck with the cart ☕", "low", 9]
    ]
  }
]
