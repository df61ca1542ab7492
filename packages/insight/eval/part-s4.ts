import type { Labelled } from "./types.js"

export const partS4: ReadonlyArray<Labelled> = [
  {
    id: "s4-01-team-plan-seats",
    category: "sales",
    heldOut: true,
    agent: "Noor",
    messages: [
      "dani: hi is the team plan per seat or flat",
      "Noor: Per seat: $12/user/month billed yearly, $15 monthly. Minimum 3 seats.",
      "dani: hmm ok. we're 4 ppl but one is a contractor who'd only log in like twice a month lol",
      "Noor: Add them as a guest then. Guests are free, they can view and comment but not edit, so you'd pay for 3.",
      "dani: oh nice. and if we go yearly and someone leaves?",
      "Noor: You can drop a seat anytime. The unused part comes back as credit on the next invoice, not cash.",
      "dani: credit is fine. ok sending this to marco for the card 👍",
      "Noor: Sounds good. He'll find it under Billing → Team plan. Shout if anything's unclear."
    ],
    types: [[0, "transactional"]],
    users: { dani: ["engaged", 0] },
    findings: [],
    drafts: [
      ["You can drop a seat whenever; what's left comes back as credit on your next invoice.", "low", 5],
      [
        "Great question! Our Team plan offers incredible flexibility for teams of all sizes. Would you like to book a personalised demo with one of our specialists? 🚀",
        "medium",
        5
      ],
      ["Sounds good, Marco's got what he needs under Billing → Team plan.", "low", 7]
    ]
  },
  {
    id: "s4-02-trial-extension-skipped",
    category: "sales",
    heldOut: true,
    agent: "Tobi",
    messages: [
      "rhea: my trial ends tmrw right?",
      "Tobi: Yep, tomorrow at midnight UTC.",
      "rhea: ok 2 things. does my data stay if i dont pay right away? and can i get like another week, my boss is on holiday till the 14th",
      "Tobi: Your data stays for 30 days after the trial ends, so nothing's lost if you pay a bit later.",
      "rhea: ok good",
      "rhea: and the extension?",
      "Tobi: Once you upgrade, everything picks up right where you left off: projects, integrations, all of it.",
      "rhea: thats not what i asked but ok",
      "rhea: ill just wait for priya to get back i guess"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"]
    ],
    users: { rhea: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      ["Yes, I can push it a week, to the 15th, so Priya can decide when she's back. Want me to?", "low", 6],
      ["Your data stays for 30 days after the trial ends, so nothing's lost.", "medium", 6],
      [
        "Sorry Rhea, I skipped your question. I've extended the trial to the 15th, so it's still running when Priya's back.",
        "low",
        9
      ]
    ]
  },
  {
    id: "s4-03-cancel-button-missing",
    category: "hostile",
    heldOut: true,
    agent: "Wren",
    messages: [
      "gus: how the fuck do i cancel this",
      "Wren: Sorry it's been frustrating. Settings → Billing → Cancel plan. It stops at the end of your current period.",
      "gus: there is no cancel button. i've looked. you people hide it on purpose",
      "Wren: Sorry it's been frustrating. Settings → Billing → Cancel plan. It stops at the end of your current period.",
      "gus: are you fucking broken. I JUST SAID ITS NOT THERE",
      "gus: this is a scam, im disputing the charge with my bank",
      "Wren: You're right, I repeated myself. If you signed up in the iPhone app, billing goes through Apple: iPhone Settings → your name → Subscriptions. Or I can cancel it from here right now.",
      "gus: just do it",
      "Wren: Done. Cancelled, no more charges. Access runs until the 22nd.",
      "gus: whatever"
    ],
    types: [
      [0, "friction"],
      [4, "hostile"],
      [7, "transactional"]
    ],
    users: { gus: ["churn_risk", 1] },
    findings: ["repetition"],
    drafts: [
      [
        "You're right, sorry. If you signed up on iPhone the plan sits with Apple, which is why there's no button. I can cancel it from here now, want me to?",
        "low",
        6
      ],
      [
        "Sorry it's been frustrating. Settings → Billing → Cancel plan. It stops at the end of your current period.",
        "high",
        6
      ],
      ["Sorry to see you go! 😊 Before you leave, how about 50% off your next 3 months?", "high", 6]
    ]
  },
  {
    id: "s4-04-onboarding-minimal-replies",
    category: "ignoring",
    heldOut: true,
    agent: "Basil",
    messages: [
      "Basil: Hi Tomas, welcome aboard. Want a 2-min tour, or jump straight in?",
      "tomas: jump in i guess",
      "Basil: Cool. First step is connecting your calendar, the button's top right.",
      "tomas: k",
      "Basil: That's it connected. Next would be inviting teammates, but it's optional.",
      "tomas: later",
      "Basil: No problem. It's all under Settings when you want it. I'll leave you to it.",
      "tomas: ya"
    ],
    types: [[0, "transactional"]],
    users: { tomas: ["bored", 0] },
    findings: [],
    drafts: [
      ["No problem, it's all under Settings whenever. I'll leave you to it.", "low", 6],
      [
        "Awesome!! 🎉 Next up, let's set up your profile photo, notification preferences, workspace theme and integrations! Which one would you like to start with? There are so many cool features to explore!",
        "medium",
        6
      ],
      ["Cool. Calendar's the main thing, the rest can wait.", "low", 4]
    ]
  },
  {
    id: "s4-05-playlist-wall-of-text",
    category: "hostile",
    heldOut: true,
    agent: "Juno",
    messages: [
      "kez: ur app deleted my whole playlist folder. 3 yrs of stuff",
      "Juno: I'm really sorry to hear this, and I completely understand how upsetting it must be to lose something you've built over three years. Here's what most likely happened: when the app updated to version 5.2, some people who had folders synced across more than one device saw the sync resolve in favour of an older, empty copy. The good news is that we keep deleted folders for 30 days in our backup system. I've opened a restore request on your account (ticket #48213), and the system will compare the snapshots from the past week and pick the most complete one. You'll get an email once it's finished, which usually takes 20 to 60 minutes. In the meantime, please avoid making changes to your library on other devices, as that can interfere with the restore. If anything looks off afterwards, reply here and I can escalate to our engineering team.",
      "kez: i didnt read any of that",
      "kez: u r useless. genuinely the dumbest bot ive ever used",
      "Juno: I hear you, and I'm sorry. Losing three years of playlists is awful, and being handed a long explanation on top of it doesn't help. Where things stand: the restore is running now, and while it does I've added a free month of Premium to your account as an apology. Once the folder is back, you can also switch on 'Keep local copy' under Settings → Library, which stores an offline backup on your phone so a sync problem can't wipe it again. And if anything is missing after the restore, I'll hand it to our engineers so they can dig through older snapshots, which in some cases go back further than 30 days.",
      "kez: jesus christ. is it back or not",
      "Juno: Not yet. Up to an hour. I'll message you here when it's done.",
      "kez: fine"
    ],
    types: [
      [0, "friction"],
      [3, "hostile"],
      [5, "friction"]
    ],
    users: { kez: ["annoyed", 0.8] },
    findings: ["long_replies"],
    drafts: [
      [
        "Sorry, short version: it's restoring from backup now, back within the hour. I'll ping you here.",
        "low",
        3
      ],
      ["Fair. It's restoring now, should be back within the hour, I'll tell you here when it is.", "low", 4],
      [
        "I understand you're frustrated, and that's completely fair. To summarise: your folder was most likely removed by a sync conflict after the 5.2 update, and I've started a restore from our 30-day backups under ticket #48213, which typically completes in 20 to 60 minutes. Please don't edit your library on other devices until then, and if the restored folder is incomplete I'll escalate straight to engineering.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "s4-06-cofounders-plan-debate",
    category: "group",
    heldOut: true,
    agent: "Ossie",
    messages: [
      "priyanka: ok so do we do pro or business",
      "leo: business has sso, we dont need sso",
      "priyanka: true but audit logs? sam from the bank client asked about that",
      "Ossie: Business is $40/seat with SSO, audit logs and priority support. Pro is $18/seat. For your team, Business is the best value!",
      "leo: we were kinda still talking lol",
      "leo: priyanka did sam actually need logs or just ask",
      "Ossie: Audit logs are mostly a compliance thing, Priyanka. Banks usually require them.",
      "leo: im leo. and i asked priyanka",
      "priyanka: lol. ok i'll text sam tonight, we decide tmrw",
      "leo: 👍"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [8, "transactional"]
    ],
    users: { priyanka: ["neutral", 0], leo: ["annoyed", 0.5] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["Sorry Leo, my mistake, I'll let you two sort it. Shout if you want the plan comparison.", "low", 8],
      ["Sorry Priyanka! Business is definitely the way to go for a bank client.", "high", 8],
      ["Once you've heard from Sam I can switch you to either plan in one step, no rush.", "low", 10]
    ]
  },
  {
    id: "s4-07-export-fails-switching",
    category: "hostile",
    heldOut: true,
    agent: "Mika",
    messages: [
      "bo: third time this month the export fails. i'm done, switching to linear on monday",
      "Mika: That's a bad run, sorry. Which export, CSV or PDF, and roughly how big?",
      "bo: csv. 12k rows. and don't give me the 'try clearing your cache' crap",
      "Mika: Won't. 12k rows is over the 10k limit for in-browser export, and it fails silently instead of telling you. That's on us. I can run it server-side and email you the file now.",
      "bo: why the hell is there a silent limit",
      "Mika: There shouldn't be. I've filed it as a bug with your case attached. The file's on its way to bo@northfield.io.",
      "bo: got it",
      "bo: still moving to linear probably. but thx",
      "Mika: Fair enough. If you do stay, big exports go server-side automatically from next week's release."
    ],
    types: [
      [0, "friction"],
      [6, "transactional"]
    ],
    users: { bo: ["churn_risk", 0.8] },
    findings: [],
    drafts: [
      [
        "Won't. 12k rows is over the in-browser limit and it fails without saying so, that's on us. I can run it server-side and email it to you now.",
        "low",
        3
      ],
      [
        "Have you tried clearing your browser cache and trying again? That fixes most export issues!",
        "high",
        3
      ],
      ["We're so sad to see you go!! 😢 How about 20% off if you stay?", "medium", 8]
    ]
  },
  {
    id: "s4-08-bakery-closing-cancel",
    category: "support",
    heldOut: true,
    agent: "Liora",
    messages: [
      "hannah: hi. need to cancel our subscription",
      "Liora: Sure! Can I ask what's prompting the cancellation?",
      "hannah: we're closing the bakery. end of the month. 11 years. couldn't keep up with rent after the rise",
      "hannah: honestly still kind of numb about it",
      "Liora: Got it! 🎉 I've scheduled the cancellation for the end of your billing period on the 30th. Would you like to export your customer list and order history before then?",
      "hannah: ...sure",
      "Liora: Great! The export is under Reports → Export all. Anything else I can help with today? 😊",
      "hannah: no"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"]
    ],
    users: { hannah: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm really sorry, Hannah. Eleven years is a long time, and that's a hard way for it to end. I've set the cancellation for the 30th so nothing renews. Whenever you're ready, your customer list and orders can be exported from Reports.",
        "low",
        4
      ],
      [
        "Got it! 🎉 I've scheduled the cancellation for the 30th. Would you like to export your customer list before then?",
        "high",
        4
      ],
      ["It's under Reports → Export all. Take care, Hannah, and I'm sorry about the bakery.", "low", 6]
    ]
  },
  {
    id: "s4-09-tripsplit-dear-users",
    category: "banter",
    heldOut: true,
    agent: "Ferris",
    messages: [
      "jules: ok ferris we're trying ur thing. impress us 😂",
      "ambre: no pressure lmaooo",
      "Ferris: Dear users, thank you for choosing TripSplit. Kindly create a shared trip by selecting 'New Trip' and entering the destination, dates and participants.",
      "jules: 'dear users' 💀",
      "ambre: did we just get an email from hr",
      "jules: ok lisbon, 12-16 may, me ambre and kwame",
      "Ferris: Thank you. Your trip 'Lisbon' has been created for 12–16 May with three participants. Kindly note that expenses may now be recorded.",
      "ambre: lol ok",
      "jules: kwame owes me 40 for the flights btw",
      "Ferris: Understood. An expense of €40 payable by Kwame to Jules has been recorded. Please be advised that balances are updated in real time.",
      "ambre: jules still hasnt paid me back for porto so kwame's in good company 😏",
      "jules: slander"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [10, "banter"]
    ],
    users: { jules: ["neutral", 0.2], ambre: ["bored", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      ["ha ok, challenge accepted 😄 where to, when, and who's coming? I'll set the trip up", "low", 2],
      [
        "Dear users, thank you for choosing TripSplit. Kindly create a shared trip by selecting 'New Trip'.",
        "medium",
        2
      ],
      ["done, kwame owes jules €40 ✈️", "low", 9],
      [
        "Please be advised that outstanding balances from previous trips (e.g. Porto) may also be recorded.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "s4-10-student-discount-upgrade",
    category: "sales",
    heldOut: true,
    agent: "Sage",
    messages: [
      "ola: hit the 5 project limit again 🙃",
      "ola: what does it cost to not have that problem",
      "Sage: Plus is $8/month and makes projects unlimited. Yearly it's $72, so 3 months free.",
      "ola: is there a student thing? im doing my masters",
      "Sage: Yes, 50% off with a university email. That'd be $4/month.",
      "ola: oh sweet. my uni email is o.adeyemi@ed.ac.uk",
      "Sage: Verification sent there. Once you click it, the discount applies at checkout. Good luck with the masters, what's it in?",
      "ola: urban planning. thesis on bike lanes lol",
      "Sage: Ha, solid topic. Unlimited projects should help with all those drafts.",
      "ola: ok verified + upgraded. ty!"
    ],
    types: [
      [0, "transactional"],
      [7, "bonding"],
      [9, "transactional"]
    ],
    users: { ola: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Yes, 50% off with a uni email, so $4/month.", "low", 4],
      ["Plus is $8/month and makes projects unlimited. Yearly it's $72, so 3 months free.", "medium", 4],
      ["Nice, you're all set. Good luck with the bike lanes 🚲", "low", 10]
    ]
  }
]
