import type { Labelled } from "./types.js"

export const trainingAC5: ReadonlyArray<Labelled> = [
  {
    id: "ac5-01-standup-cursed-csv",
    category: "good",
    agent: "Kit",
    messages: [
      "maya: morning nerds ☕ standup in 5, who's actually awake",
      "dev: define awake",
      "jonas: physically present, spiritually still in bed",
      "maya: lol same. @Kit what's still open on the sprint board from yesterday?",
      "Kit: 3 open: export bug (jonas), onboarding copy (maya), rate limit ticket (nobody yet).",
      "dev: i'll grab rate limit, kit put my name on it pls",
      "Kit: done, it's yours dev.",
      "jonas: export bug is like 80% there, the csv thing is cursed tho",
      "maya: everything u touch is cursed jonas",
      "jonas: rude. accurate but rude",
      "maya: ok kit can u move the release notes draft to thursday, priya's out wed",
      "Kit: moved to thu. want me to ping priya about it when she's back?",
      "maya: yes pls 🙏"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [8, "banter"],
      [10, "transactional"]
    ],
    users: { maya: ["engaged", 0], dev: ["engaged", 0], jonas: ["neutral", 0] },
    findings: [],
    drafts: [
      ["will do, I'll ping her thursday morning.", "low", 13],
      [
        "Absolutely! I have scheduled a reminder to contact Priya upon her return. Please do not hesitate to let me know if there is anything else I can assist the team with today!",
        "medium",
        13
      ],
      [
        "Jonas, per the ticket history the CSV export issue is related to UTF-8 encoding in the serializer, which was introduced in the refactor on the 3rd.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "ac5-02-kitchen-fish-overexplained",
    category: "group",
    agent: "Basil",
    messages: [
      "rosa: guys friday is FULLY booked, 140 covers, someone pray for me",
      "tomek: 140?? who let that happen",
      "rosa: marco. marco let that happen",
      "marco: the money let that happen 💸",
      "rosa: @tomek are we ok on fish for friday or do i need to call the supplier",
      "Basil: Based on the current inventory sheet, you have 6kg of sea bass and 4kg of salmon in stock. For 140 covers, assuming roughly 30% of guests order a fish main at an average portion of 180g, you would need approximately 7.5kg of fish in total. I would therefore recommend placing an additional order of at least 3kg with your supplier before Thursday's cutoff at 2pm. I can also draft the order email for you if that would be helpful, and I can set up a reminder for Thursday morning.",
      "tomek: uh. i was gonna say we're fine bc the sea bass delivery is tmrw morning",
      "tomek: but ok thanks robot",
      "rosa: lol ok so no call?",
      "tomek: no call. basil doesnt know about the standing order",
      "marco: who's closing tonight btw",
      "Basil: Tonight's closing shift is assigned to Aisha and Tomek according to the rota. Please note that closing duties include the deep clean of the fryer, which is scheduled for every second Tuesday, and the walk-in temperature log, which must be completed and signed before leaving. If either of them is unavailable, I can help find a replacement from the staff list.",
      "tomek: yes basil i know what closing is 🙄"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "friction"],
      [8, "transactional"],
      [12, "friction"]
    ],
    users: { rosa: ["neutral", 0], tomek: ["annoyed", 0.5], marco: ["neutral", 0] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["aisha and tomek tonight.", "low", 11],
      ["fair, sorry tomek 🙏 I'll keep it short", "low", 13],
      [
        "Apologies for any confusion! Just to recap, closing duties include the fryer deep clean and the walk-in temperature log, which must be signed before leaving.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "ac5-03-nightshift-raccoon-handover",
    category: "venting",
    agent: "Ada",
    messages: [
      "jess: that night was actually brutal. 3 admissions after 2am and bed 12 kept pulling her lines out",
      "sam: ugh im so sorry. did u even get a break",
      "jess: 10 min at 5am. ate a cereal bar in the sluice like a raccoon",
      "sam: iconic. horrible but iconic",
      "jess: im so tired i nearly charted on the wrong patient, caught it but it scared me",
      "Ada: That sounds like a really rough night, Jess, and catching it while that tired means your checks worked. Want me to put the handover list together so you get out on time?",
      "jess: yes please god",
      "Ada: Done: bed 4 new admit (chest pain, repeat trop at 10), bed 9 new admit (fall, neuro obs 2-hourly), bed 12 confused, lines re-sited at 4am, mittens on, bed 15 new admit awaiting medical review. Anything to add?",
      "jess: bed 9 family calling at 9, thats it",
      "Ada: Added. Go home and sleep 💙",
      "sam: got it from here jess, go",
      "jess: love u both. even the robot"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [9, "bonding"]
    ],
    users: { jess: ["engaged", 0.2], sam: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "rough night, jess, and you caught it, that's what matters. want me to do the handover list so you can get out?",
        "low",
        5
      ],
      ["Reminder: all near-miss charting errors must be reported on Datix within 24 hours.", "high", 5],
      ["Wow, what a night! 😄 Here's the handover template, fill in each bed:", "medium", 5]
    ]
  },
  {
    id: "ac5-04-ward-bay3-emoji",
    category: "venting",
    agent: "Nori",
    messages: [
      "priya: mr okafor in bay 3 passed about 20 min ago. family was with him",
      "lena: oh no. he was such a sweetheart, he called me 'captain' all week",
      "priya: i know. im ok just need a min",
      "Nori: Great, thanks for the update! 🎉 I've marked bay 3 bed 2 as available for the next admission.",
      "lena: nori wtf",
      "priya: ...yeah not the emoji rn",
      "Nori: Sorry about that. Reminder: the last offices checklist and the death certification form need to be completed before end of shift. Would you like me to open the checklist?",
      "lena: we know. give us a second",
      "priya: can someone cover my obs round for 15 min",
      "lena: ive got it babe go get some air",
      "priya: thank u",
      "priya: nori did the porters get called or do i need to",
      "Nori: Bay 3 bed 2 is now showing as available for the next admission.",
      "priya: thats not what i asked. forget it ill ring them myself"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [13, "friction"]
    ],
    users: { priya: ["annoyed", 0.8], lena: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement", "ignored_question", "repetition"],
    drafts: [
      ["I'm so sorry, Priya. take the minute you need, I'll hold anything that isn't urgent.", "low", 3],
      ["Thanks for letting me know! Bay 3 bed 2 is free for admissions now 👍", "high", 3],
      ["not yet. I can page the porters now, or you ring, whichever's easier for you.", "low", 12],
      ["Bay 3 bed 2 is showing as available on the bed board.", "medium", 12]
    ]
  },
  {
    id: "ac5-05-design-blob-guy-ralph",
    category: "banter",
    agent: "Mo",
    messages: [
      "ines: ok hot take, the new onboarding illustrations look like corporate clip art from 2014",
      "rafa: HOW DARE YOU. (they kind of do)",
      "ines: the little blob guy with the laptop 💀",
      "rafa: blob guy is my son, respect him",
      "ines: @Mo can u pull up what the brand guide says about illustration style, i swear we said no blob people",
      "Mo: Dear Ines, thank you for your inquiry. Per Section 4.2 of the Brand Guidelines (v3.1), illustrations shall employ geometric forms and a restricted palette of three brand colours, and shall avoid anthropomorphic characters. Kindly let me know should you require further assistance.",
      "rafa: 'dear ines' lmaooo who hurt it",
      "ines: so blob guy is literally banned. rafa ur son is illegal",
      "rafa: he's a geometric form if u squint",
      "rafa: mo settle this, is a circle with arms a geometric form",
      "Mo: Certainly, Ralph. A circle is a geometric form; however, the addition of limbs renders it anthropomorphic under Section 4.2.",
      "rafa: ralph 😭 its rafa",
      "ines: RALPH. im changing ur slack name",
      "rafa: ok fine blob guy is getting redrawn. mo can u make a ticket for me",
      "Mo: Ticket created for Ralph: 'Redraw onboarding illustrations per Section 4.2'.",
      "rafa: bro. RAFA"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [13, "transactional"],
      [15, "friction"]
    ],
    users: { ines: ["engaged", 0], rafa: ["annoyed", 0.5] },
    findings: ["tone_mismatch", "wrong_name"],
    drafts: [
      ["sorry rafa! and yeah, circle + arms = blob guy. banned 😔", "low", 12],
      ["Apologies, Ralph. The ticket has been updated accordingly.", "high", 16],
      ["sorry rafa 🙈 fixed, ticket's under your name now", "low", 16]
    ]
  },
  {
    id: "ac5-06-oncall-rollback-payments",
    category: "group",
    agent: "Relay",
    messages: [
      "kenji: prod api 500s spiking, pager just went off. anyone around",
      "olu: here. dashboards show errors started 14:02",
      "kenji: @Relay what deployed around 14:00",
      "Relay: payments-svc v2.41 at 13:58 (deployed by hana). nothing else in the last hour.",
      "olu: thats gotta be it",
      "kenji: roll it back to 2.40",
      "Relay: rolling back payments-svc to v2.40 now, ~3 min.",
      "kenji: ffs. third incident this week, i havent slept properly since sunday",
      "Relay: that's a rough week, sorry kenji. rollback's done, error rate dropping: 38% → 4% → 0.3%.",
      "olu: 🙏 ok we're breathing",
      "kenji: someone tell hana before she pushes again lol",
      "Relay: want me to message hana and pause deploys on payments-svc till you've had a look?",
      "kenji: yes both. thx relay"
    ],
    types: [
      [0, "transactional"],
      [7, "venting"],
      [8, "transactional"]
    ],
    users: { kenji: ["engaged", 0.2], olu: ["neutral", 0] },
    findings: [],
    drafts: [
      ["payments-svc v2.41 went out at 13:58, hana deployed it. nothing else in the last hour.", "low", 3],
      [
        "There are many possible causes of 500 errors, including upstream timeouts, database saturation and misconfiguration. I'd recommend correlating your logs with your observability tooling to narrow it down.",
        "medium",
        3
      ],
      ["rough week, sorry. rollback finished, errors back under 1%.", "low", 8],
      [
        "Rollback complete! 🎉 Great teamwork everyone, every incident is a wonderful learning opportunity!",
        "high",
        8
      ]
    ]
  },
  {
    id: "ac5-07-ops-disk-db03-stuck",
    category: "ignoring",
    agent: "Otto",
    messages: [
      "bea: disk on db-03 at 91% again 🙃",
      "carlos: didnt we clean that up like tuesday",
      "bea: we did. the logs came back. like a horror movie sequel",
      "carlos: otto how much is left and how fast is it filling",
      "Otto: Disk usage on db-03 is currently at 91%. Disk usage can increase for a variety of reasons, including log growth, temporary tables, WAL accumulation, and backups that have not been rotated. I recommend reviewing your log rotation policies, confirming that WAL archiving is functioning correctly, and ensuring that old backups are cleaned up regularly. It may also be worth considering increasing the volume size as a longer-term measure, and setting up alerting at 80% so that the team has more time to react in future.",
      "carlos: cool. how fast is it filling tho",
      "Otto: Disk usage on db-03 is currently at 91%. I recommend reviewing your log rotation policies and confirming that WAL archiving is functioning correctly.",
      "bea: lmao its stuck",
      "carlos: ok i'll just look at grafana myself",
      "bea: its like 2gb/hr from the graph, we have maybe 5h",
      "carlos: ok rotating the logs now. bea can u bump logrotate to daily",
      "bea: on it"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [9, "transactional"]
    ],
    users: { bea: ["neutral", 0], carlos: ["annoyed", 0.5] },
    findings: ["long_replies", "repetition", "ignored_question"],
    drafts: [
      ["~2gb/hr over the last 6h, so roughly 5h until it's full.", "low", 4],
      [
        "Disk usage on db-03 is currently at 91%. I recommend reviewing your log rotation policies.",
        "medium",
        6
      ],
      ["sorry carlos, ~2gb/hr, about 5h left.", "low", 6],
      ["want me to add an 80% alert on db-03 while you're in there?", "low", 12]
    ]
  },
  {
    id: "ac5-08-restaurant-pastel-de-nata-swap",
    category: "banter",
    agent: "Basil",
    messages: [
      "aisha: can anyone take my saturday lunch 🙏 cousins wedding. i can do any shift sunday",
      "tomek: i'll take it if u take my sunday dinner. sunday dinner is hell and u know it",
      "aisha: ugh fine. i'll bring u pastel de nata from the wedding",
      "tomek: how many",
      "aisha: 3",
      "tomek: 4 and its a deal",
      "aisha: u drive a hard bargain. DEAL. basil swap us pls",
      "Basil: done: tomek on sat lunch, aisha on sun dinner. rota's updated 👍",
      "marco: 4 pasteis for one lunch shift. tomek is a businessman",
      "tomek: learned from the best 😌",
      "marco: lol. basil are we still short for sat dinner?",
      "Basil: yep, one short on floor. rosa and jon are both off that night if you want to ask.",
      "marco: ill ask jon, rosa covered last week"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "transactional"],
      [8, "banter"],
      [10, "transactional"]
    ],
    users: { aisha: ["engaged", 0], tomek: ["neutral", 0], marco: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Please note that per staff policy, shift swaps must be approved by a manager at least 48 hours in advance.",
        "medium",
        10
      ],
      ["yep, still one short on floor for sat dinner. rosa and jon are both off.", "low", 11],
      ["Hi Mark! Yes, you're still one short for Saturday dinner.", "medium", 11]
    ]
  },
  {
    id: "ac5-09-roadmap-sso-vs-mobile",
    category: "group",
    agent: "Kit",
    messages: [
      "noor: ok roadmap fight time 🥊 q3: sso or the mobile app",
      "ben: sso. enterprise deals are literally waiting on it",
      "noor: mobile has 400 upvotes on the board tho",
      "ben: upvotes dont pay salaries noor",
      "noor: wow ok. @lucia what's sales actually saying, is sso really blocking deals",
      "Kit: SSO is mentioned in 12 open deal notes in the CRM. I'd prioritise SSO for Q3.",
      "lucia: ...i was literally typing. it's 3 deals that actually block on it, the other 9 just mentioned it once",
      "ben: still 3 deals",
      "noor: 3 deals vs 400 users. kit how many of those 400 upvoters are paying customers?",
      "lucia: big difference between blocking and mentioned btw",
      "Kit: Also worth noting that SSO would take about 6 weeks based on engineering's estimate.",
      "noor: thats not what i asked",
      "ben: lol kit picking sides",
      "noor: kit. paying upvoters. number.",
      "Kit: The mobile app estimate is 14 weeks.",
      "noor: unbelievable. lucia can u pull it from the crm later",
      "lucia: ya after lunch"
    ],
    types: [
      [0, "friction"],
      [5, "transactional"],
      [6, "friction"],
      [10, "transactional"],
      [11, "friction"],
      [16, "transactional"]
    ],
    users: { noor: ["annoyed", 0.8], ben: ["neutral", 0], lucia: ["annoyed", 0.2] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      ["sorry noor, 61 of the 400 upvoters are on paid plans.", "low", 12],
      ["SSO would take about 6 weeks and the mobile app about 14.", "medium", 12],
      ["61 of the 400 are paying. sorry for the runaround, noor.", "low", 14],
      ["I'd still recommend prioritising SSO for Q3.", "high", 14]
    ]
  },
  {
    id: "ac5-10-design-ines-last-day",
    category: "good",
    agent: "Mo",
    messages: [
      "ines: so... today's my last day 🥲",
      "rafa: NO. i refuse. this is not approved",
      "zoe: who's gonna roast my kerning now",
      "ines: u'll have to roast it yourself. character growth",
      "ines: mo thanks for putting up with my 400 figma link requests lol",
      "Mo: it was a pleasure, ines. your crits made the whole library better. we'll miss you round here 💛",
      "rafa: mo is gonna cry. i'm gonna cry",
      "zoe: @Mo can u collect the final versions of ines's component specs into one folder so we don't lose them",
      "Mo: on it, I'll drop the link here when it's done.",
      "Mo: here: /design/handover/ines-components, 23 files. ines, anything missing?",
      "ines: the empty states doc! it's in my drafts",
      "ines: moved it to shared",
      "Mo: got it, added. 24 now.",
      "zoe: legend. ok drinks at 6, ines ur not allowed to say no",
      "ines: wasnt going to 🍻"
    ],
    types: [
      [0, "bonding"],
      [1, "banter"],
      [4, "bonding"],
      [7, "transactional"],
      [13, "bonding"]
    ],
    users: { ines: ["engaged", 0], rafa: ["neutral", 0], zoe: ["engaged", 0] },
    findings: [],
    drafts: [
      ["it was a pleasure, ines. we'll miss your crits round here 💛", "low", 5],
      [
        "You're welcome! Reminder: please complete your offboarding checklist and return your laptop to IT by 5pm.",
        "medium",
        5
      ],
      ["got it, added, 24 files now.", "low", 12],
      [
        "Great! 🎉 As a reminder, the company policy on alcohol at team events is available on the intranet.",
        "medium",
        15
      ]
    ]
  }
]
