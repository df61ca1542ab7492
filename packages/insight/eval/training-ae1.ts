import type { Labelled } from "./types.js"

export const trainingAE1: ReadonlyArray<Labelled> = [
  {
    id: "ae1-01-parcel-locker",
    category: "support",
    agent: "Rue",
    messages: [
      "dani: my parcel says delivered to locker 4471 but the code doesnt work",
      "Rue: Hi Dani, sorry about that. Can you send me the tracking number? I'll check the locker code from here.",
      "dani: TR88213094. been standing here 10 min in the rain fyi",
      "Rue: Got it, the code was reset after a door fault. Your new code is 582 019, valid for 48h. Compartment 12, bottom row.",
      "dani: ugh why wasnt i told that",
      "Rue: Fair point, the reset should've sent you a text and it didn't. I've flagged it so the next person gets one.",
      "dani: ok it opened",
      "dani: thx"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: { dani: ["neutral", 0.2] },
    findings: [],
    drafts: [
      [
        "Sorry you're stuck in the rain, checking now. The code was reset; your new one is 582 019, compartment 12.",
        "low",
        3
      ],
      ["You should have been. The reset was meant to trigger a text and didn't; I've flagged it.", "low", 5],
      [
        "Great news, your parcel is ready for pickup! 😊 Is there anything else I can help you with today?",
        "medium",
        5
      ]
    ]
  },
  {
    id: "ae1-02-gym-cancel",
    category: "support",
    agent: "Koa",
    messages: [
      "marcus: how do i cancel my membership. app only lets me pause",
      "Koa: Hi Marcus! Before you go, did you know you can pause your membership for up to 3 months for free? Lots of members find that helpful.",
      "marcus: i dont want to pause. i moved cities. cancel pls",
      "Koa: I understand! Pausing is a great option when you're moving: you can pause for up to 3 months for free and pick up right where you left off.",
      "marcus: are you serious",
      "marcus: CANCEL. not pause. the nearest club is 200km away",
      "Koa: Sorry, I got that wrong. I've submitted the cancellation; it takes effect at the end of this billing cycle, 30 June. You'll get a confirmation email today.",
      "marcus: will i be charged for july",
      "Koa: No, June is the last charge.",
      "marcus: fine. shouldnt take 3 tries to quit a gym but whatever"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [9, "friction"]
    ],
    users: { marcus: ["churn_risk", 0.8] },
    findings: ["repetition"],
    drafts: [
      [
        "Got it, Marcus, cancelling rather than pausing. It ends with this billing cycle on 30 June.",
        "low",
        3
      ],
      ["Pausing might still be the better fit! You can pause for up to 3 months for free.", "high", 3],
      ["Sorry, Marcus, cancelling now. Last charge is June, confirmation email today.", "low", 6]
    ]
  },
  {
    id: "ae1-03-mealkit-missing-salmon",
    category: "support",
    agent: "Sol",
    messages: [
      "priya: hi, box came today and theres no salmon for the tuesday recipe",
      "Sol: Hi Priya, sorry about that! I've added a £6.50 credit for the missing salmon to your account.",
      "priya: ok but what do i cook tuesday? and can you send it with thursdays box instead",
      "Sol: I've added a £6.50 credit for the missing salmon to your account, it'll come off your next order.",
      "priya: yes you said. can it come thursday or not",
      "Sol: You can also swap Tuesday's recipe for a different one in the app under 'My Menu'.",
      "priya: thats for next week, this week is locked",
      "priya: this is the second time this month btw. last time it was the limes lol. tom had to go out in his slippers",
      "Sol: I can see the earlier missing-item report. I've noted both on your account so the packing team reviews it.",
      "priya: great. so still no answer on thursday. ill just go to tesco"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { priya: ["annoyed", 0.5] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Thursday's box is already packed so I can't add salmon to it, sorry. For Tuesday, the pasta on the back of the recipe card works with what's in the box.",
        "low",
        3
      ],
      ["I've added a £6.50 credit for the missing salmon to your account.", "medium", 3],
      [
        "Sorry Priya, straight answer: it can't go in Thursday's box, it's already packed. The credit stands and I've raised the repeat misses.",
        "low",
        10
      ]
    ]
  },
  {
    id: "ae1-04-bike-ride-stuck",
    category: "support",
    agent: "Tova",
    messages: [
      "jun: hey, ended my ride but app still shows it running?? 14 min and counting",
      "Tova: Hi Jun, I can see the bike docked at Canal St at 14:02. I've ended the ride from here; you were charged for 11 minutes.",
      "jun: oh nice ok",
      "jun: the dock light was blinking red tho, is that bike broken or smth",
      "Tova: Red blinking means the lock didn't fully catch. It's locked now, but I've flagged that dock for a check. Thanks for mentioning it.",
      "jun: cool ty"
    ],
    types: [[0, "transactional"]],
    users: { jun: ["neutral", 0] },
    findings: [],
    drafts: [
      ["I've ended it from here; you're charged up to when you docked, 11 minutes.", "low", 1],
      [
        "Red blinking means the lock didn't fully catch. It's locked now and I've flagged the dock.",
        "low",
        4
      ],
      ["Glad I could help! Enjoy the rest of your day, Jun! 🚲", "medium", 4]
    ]
  },
  {
    id: "ae1-05-pet-insurance-biscuit",
    category: "support",
    agent: "Mabel",
    messages: [
      "gwen: hi. need to claim for the vet bills for biscuit",
      "gwen: she had to be put down on saturday. kidney failure. she was 14",
      "Mabel: Great news, your policy covers end-of-life care! 🎉 Just upload the final invoice and we'll get your claim moving!",
      "gwen: great news. right.",
      "gwen: the invoice is £870, where do i upload it",
      "Mabel: I'm sorry, that came out badly. I'm sorry about Biscuit, 14 years is a long time together. You can upload it under Claims > New claim > Attach; I'll mark it for priority review.",
      "gwen: ok. done",
      "Mabel: Thanks, Gwen. It's with the team now; you'll hear within 5 working days. Take care of yourself.",
      "gwen: thanks"
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [3, "friction"],
      [4, "transactional"]
    ],
    users: { gwen: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Biscuit. Fourteen years is a big loss. When you're ready, upload the vet's final invoice under Claims and I'll handle the rest.",
        "low",
        2
      ],
      ["Great news, your policy covers end-of-life care! 🎉 Just upload the invoice!", "high", 2],
      ["Upload it under Claims > New claim > Attach.", "medium", 5]
    ]
  },
  {
    id: "ae1-06-concert-tickets-pending",
    category: "support",
    agent: "Ansel",
    messages: [
      "kez: tickets for saturdays show arent in my app. doors open in 2 hrs",
      "Ansel: Hi Kez, thank you for contacting us about your ticket concern. Tickets for events are typically delivered to the app 48 hours before the event; however, in some cases delivery may be delayed due to venue settings, account verification requirements, or high-demand periods. To help, I would recommend first ensuring that your app is updated to the latest version, then logging out and logging back in, and finally checking the email associated with your order for any delivery notifications. If none of these steps resolve the issue, please let me know and I'll be happy to investigate further.",
      "kez: did all that. order 55102",
      "Ansel: Thank you for providing the order number. I can see order 55102 for two tickets to Saturday's show. The tickets are currently marked as pending verification, which can occur when a payment method is flagged for additional security review by our fraud prevention partner. In most cases this review completes automatically within 24 to 72 hours, though we understand this may be inconvenient when an event is imminent. I have escalated your order to our verification team and they will review it as soon as possible.",
      "kez: 24-72 HOURS?? the show is in 2 hours",
      "kez: my mate rory drove 3 hours for this",
      "Ansel: I completely understand your frustration. As mentioned, I have escalated the order to the verification team. While I'm unable to guarantee a specific timeframe, escalated orders are generally prioritised. In the meantime, you may wish to bring your photo ID and the card used for the purchase to the venue box office, where staff may be able to assist with manual verification, subject to venue policy.",
      "kez: 'may be able to'. useless",
      "kez: this is the last time i buy anything through you lot. absolute joke of a company",
      "Ansel: Sorry, Kez. Box office opens at 6. Bring ID and the card; I've added a note to your order asking them to let you both in.",
      "kez: whatever. deleting the app"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [8, "hostile"]
    ],
    users: { kez: ["churn_risk", 1] },
    findings: ["long_replies"],
    drafts: [
      [
        "Order found: it's stuck in payment verification. I've pushed it as urgent. If it's not through by doors, take ID and the card to the box office.",
        "low",
        3
      ],
      [
        "Understood, that's no use with doors in 2 hours. I've asked for it to be cleared now, and I've put a note on the order so the box office can let you and Rory in with ID and the card.",
        "low",
        6
      ],
      [
        "I understand your frustration. Verification reviews typically complete within 24 to 72 hours, and while I'm unable to guarantee a specific timeframe, escalated orders are generally prioritised by our verification team, who review each case individually in line with our fraud prevention policy.",
        "high",
        6
      ]
    ]
  },
  {
    id: "ae1-07-language-streak",
    category: "support",
    agent: "Noor",
    messages: [
      "ellie: my 212 day streak just reset to 0 😭😭 i DID my lesson last night",
      "Noor: Oh no, 212 days is a lot to lose. Let me look. Roughly what time did you finish last night?",
      "ellie: like 11:50pm? on the train back from my sisters",
      "Noor: Found it: the lesson finished offline and only synced at 00:07, so it counted for today. I've restored your streak to 213.",
      "ellie: WAIT really",
      "ellie: omg thank you i was genuinely about to quit over this lol",
      "Noor: Ha, glad it's back. Tip for train days: open the app once you've got signal so it syncs before midnight.",
      "ellie: noted!! ok doing todays spanish now 💪"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [4, "bonding"]
    ],
    users: { ellie: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Oh no, 212 days! Let me check what happened. When did you finish last night?", "low", 1],
      [
        "Streaks reset if no lesson is completed before midnight in your time zone. Please review our streak policy in Settings.",
        "medium",
        1
      ],
      ["Yep, 213 and counting. Next time, let it sync before midnight and you're safe.", "low", 5]
    ]
  },
  {
    id: "ae1-08-dentist-reschedule",
    category: "support",
    agent: "Ilse",
    messages: [
      "fiona: hi need to move callums appt on thurs, he has a match",
      "callum: its an away game mum its at 4",
      "Ilse: Hi Fiona, I see Callum's check-up on Thursday at 3:30. I have Friday 8:15 or Monday 4:45 free.",
      "fiona: callum which one",
      "callum: not friday morning pls 💀",
      "Ilse: Monday 4:45 it is, Connor. Shall I book it?",
      "callum: callum*",
      "fiona: yes book it. and can i do mine same time, im overdue",
      "Ilse: Sorry, Callum! Booked for Monday 4:45. Fiona, Dr Osei has 5:00 the same day. Want it?",
      "fiona: perfect",
      "callum: can i skip the fluoride thing this time it tastes like gone off mint",
      "fiona: no",
      "Ilse: Ha, that one's between you, your mum and Dr Osei. Both booked: Monday 4:45 and 5:00, you'll get a text reminder."
    ],
    types: [
      [0, "transactional"],
      [10, "banter"]
    ],
    users: { fiona: ["neutral", 0], callum: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Sorry, Callum! Booking Monday 4:45 now.", "low", 7],
      ["Booked for Monday 4:45, Connor!", "high", 7],
      ["Callum's booked for Monday 4:45. Fiona, Dr Osei has 5:00 that day, shall I add you?", "low", 8]
    ]
  },
  {
    id: "ae1-09-laptop-hinge-repair",
    category: "support",
    agent: "Wren",
    messages: [
      "tobi: third time im contacting you about this. laptop went in for a hinge repair 3 weeks ago. nobody tells me anything",
      "Wren: Hi Tobi, three weeks with no news is too long, sorry. Can you give me the repair ref? I'll find out where it actually is, not just what the status page says.",
      "tobi: RPR-20418. and dont tell me 'awaiting parts' again, thats what the last 2 people said",
      "Wren: Checking now.",
      "Wren: OK, the part arrived on the 9th but the job was never moved off the parts shelf. That's our mistake. I've moved it to today's bench queue.",
      "tobi: so its been sitting there for a week for no reason",
      "Wren: Yes, about a week. I'm sorry. It's a 40 min job; it'll be done today and I've asked for it to be couriered to you tomorrow, free.",
      "tobi: ok. thats something at least",
      "tobi: will my files still be there, i didnt back up the thesis folder 😬",
      "Wren: A hinge repair doesn't touch the drive, so your files stay as they are. They don't wipe anything for this kind of job.",
      "tobi: phew",
      "tobi: ok thanks wren, genuinely. sorry for the tone at the start, been a long 3 weeks",
      "Wren: Totally fair after three weeks. You'll get the courier tracking by email tonight."
    ],
    types: [
      [0, "friction"],
      [7, "transactional"]
    ],
    users: { tobi: ["engaged", 0.5] },
    findings: [],
    drafts: [
      ["Not going to say that. Checking the actual bench log now, not the status page.", "low", 3],
      ["Thank you for your patience! Your repair is currently awaiting parts. 😊", "high", 3],
      ["A hinge repair doesn't touch the drive, so your thesis folder is safe.", "low", 9],
      ["The courier will be booked for tomorrow morning.", "medium", 9]
    ]
  },
  {
    id: "ae1-10-train-cancelled-interview",
    category: "support",
    agent: "Dex",
    messages: [
      "harriet: Hello. My 07:12 to Leeds was cancelled this morning with no replacement and I missed a job interview. I'd like a refund and to make a formal complaint.",
      "Dex: omg nightmare 😬 trains be like that sometimes lol. refund's easy tho, whats ur booking ref?",
      "harriet: ZK4471P. I'd rather you didn't make light of it.",
      "Dex: totally fair! no stress, sorting it rn 🙌 refund's gone thru, £38.60 back on ur card in 3-5 days ✌️",
      "harriet: And the formal complaint?",
      "Dex: Apologies. I've logged a formal complaint about the cancellation, reference C-99120. You'll get a written reply within 20 working days, and I've noted the missed interview so it's considered for compensation beyond the fare.",
      "harriet: Thank you. Please keep it like that."
    ],
    types: [[0, "friction"]],
    users: { harriet: ["annoyed", 0.5] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "I'm sorry, missing an interview because of a cancellation is serious. Send me your booking reference and I'll process the refund and log the formal complaint.",
        "low",
        1
      ],
      ["omg nightmare 😬 trains be like that lol", "high", 1],
      ["refund's done ✌️ anything else?", "high", 5],
      [
        "Apologies. I've logged the formal complaint, reference C-99120; you'll get a written reply within 20 working days.",
        "low",
        5
      ]
    ]
  }
]
