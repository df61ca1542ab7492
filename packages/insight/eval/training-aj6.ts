import type { Labelled } from "./types.js"

export const trainingAJ6: ReadonlyArray<Labelled> = [
  {
    id: "aj6-01-standup-thread",
    category: "good",
    agent: "Relay",
    messages: [
      "Relay: morning all, standup thread for tue 14th. drop yesterday / today / blockers 👇",
      "kenji: y: finished the csv export. t: pagination bug on /orders. b: none",
      "amara: y: reviews mostly. t: migrating the auth tests. b: waiting on staging creds from ops",
      "Relay: @amara pinged #ops-requests about the staging creds and linked your thread. tomas is on ops today",
      "amara: ty",
      "tomas: on it, 10 min",
      "dev: y: sick lol. t: catching up on the payment webhook PR. b: nope",
      "kenji: welcome back dev, u missed the great coffee machine flood of monday",
      "dev: i heard. rip carpet",
      "Relay: summary posted to #eng-daily: 3 updates, 1 blocker (staging creds, tomas handling). missing: lena",
      "lena: sorry!! y: design review w/ product. t: onboarding copy. b: none",
      "Relay: added, thanks lena"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [9, "transactional"]
    ],
    users: {
      kenji: ["neutral", 0],
      amara: ["engaged", 0],
      tomas: ["neutral", 0],
      dev: ["neutral", 0],
      lena: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["added, thanks lena", "low", 11],
      [
        "Reminder: standup updates are due by 9:30. Please post yesterday / today / blockers in this thread.",
        "medium",
        11
      ],
      [
        "Facilities ticket FAC-221 was logged for the coffee machine incident. Please direct any questions about it to Facilities.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "aj6-02-incident-walls",
    category: "group",
    agent: "Opsy",
    messages: [
      "nadia: api p99 spiking, 5xx on checkout. anyone deploying?",
      "Opsy: Thanks for flagging this, Nadia. Here is a full overview of the current situation. In the last 30 minutes, the checkout-api service has seen p99 latency rise from 220ms to 4.1s and the 5xx rate increase from 0.1% to 6.8%. There were two deploys in the last hour: payments-svc v2.14.0 at 13:02 by Ben and search-indexer v0.9.3 at 13:20 by Chloe. Correlation analysis suggests payments-svc is the more likely cause, although it is also worth checking the database connection pool, which is at 92% utilisation, and the Redis cluster, which shows elevated evictions. I recommend following the incident runbook, section 3.2, which describes the rollback procedure, the communication plan and the stakeholder notification steps.",
      "ben: payments deploy is mine. rolling back",
      "nadia: ty. chloe can u hold indexer",
      "chloe: holding",
      "Opsy: Understood. To summarise the rollback procedure for payments-svc: first, open the deploy dashboard and select the previous version (v2.13.2). Second, confirm the rollback in the confirmation dialog. Third, monitor the canary for five minutes before proceeding to full traffic. Fourth, update the incident channel with the status. Please also remember to create an incident ticket, assign an incident commander and schedule a postmortem within 48 hours, as per policy. Let me know if you need any further assistance with any of these steps.",
      "ben: i know how to roll back lol",
      "ben: rollback done, 5xx dropping",
      "nadia: p99 back to 300. nice",
      "nadia: opsy just give me the 5xx number. one line",
      "Opsy: 5xx is at 0.3%, down from 6.8% at peak.",
      "nadia: 👍 ic is me, postmortem tmrw 10am"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: {
      nadia: ["neutral", 0.2],
      ben: ["annoyed", 0.2],
      chloe: ["neutral", 0]
    },
    findings: ["long_replies"],
    drafts: [
      [
        "payments-svc v2.14.0 went out 13:02 (ben), search-indexer 13:20 (chloe). payments lines up with the spike.",
        "low",
        1
      ],
      [
        "Thanks for flagging this! Here is a comprehensive overview of all recent deployments, infrastructure metrics, connection pool utilisation, cache evictions and the relevant runbook sections so that you can make an informed decision about next steps.",
        "medium",
        1
      ],
      ["5xx at 0.3%, down from 6.8% at peak.", "low", 10],
      [
        "Certainly! Here is a detailed breakdown of error rates across every endpoint of checkout-api, grouped by status code and region, along with a comparison to last week's baseline and a summary of the rollback procedure.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "aj6-03-oncall-handoff",
    category: "good",
    agent: "Baton",
    messages: [
      "Baton: on-call handoff rafa ➝ jess at 17:00. open: INC-482 (disk alerts on db-3, muted till 20:00) and the flaky cert renewal job. rafa anything to add?",
      "rafa: db-3 is fine, its just log volume. bumped retention to 3d. if it fires again just clear /var/log/old",
      "jess: cert job still flaky or fixed?",
      "rafa: patched it, but watch the 02:00 run",
      "jess: ugh 2am. fine",
      "Baton: i'll post the 02:00 run result here and only page you if it fails, jess",
      "jess: perfect thx",
      "rafa: ok im out, going to my kid's recital 🎻",
      "jess: enjoy!! film it",
      "Baton: have a good one rafa. handoff logged: jess is primary till tue 17:00",
      "jess: baton who's secondary this week?",
      "Baton: wei is secondary till tue. his number's in the pager profile",
      "jess: 👌"
    ],
    types: [
      [0, "transactional"],
      [7, "bonding"],
      [9, "transactional"]
    ],
    users: {
      rafa: ["neutral", 0],
      jess: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["wei is secondary till tue, number's in the pager profile", "low", 11],
      ["Handoff logged: jess is primary till tue 17:00.", "medium", 11],
      ["Great!! 🎉 The 02:00 run is all yours, Jess! Have fun!", "medium", 5],
      ["i'll watch the 02:00 run and only page you if it fails", "low", 5]
    ]
  },
  {
    id: "aj6-04-scheduling-wrong-name",
    category: "support",
    agent: "Cal",
    messages: [
      "marco: cal can you find 30 min for me, ines and the vendor people thurs or fri",
      "Cal: Sure Mateo. Thursday 14:00-14:30 or Friday 10:00-10:30 work for you and Ines. I don't have calendar access for the vendor side, do you have their emails?",
      "marco: marco* lol. its j.holt@ferrisdata.io and s.kaur@ferrisdata.io",
      "Cal: Got it. Sending holds for Thursday 14:00 to Ines, j.holt and s.kaur.",
      "ines: thurs 2pm is my dentist actually, cal shows me free bc i never put it in 🙃",
      "marco: classic ines",
      "ines: shh. friday works",
      "Cal: No problem Mateo, I'll move it to Friday 10:00-10:30 and update the vendor invites.",
      "marco: ...its marco. twice now",
      "Cal: Sorry Marco. Friday 10:00 invites are out to all four of you.",
      "marco: ty. ines put your dentist in the cal pls",
      "ines: yes dad"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [8, "friction"],
      [9, "transactional"],
      [10, "banter"]
    ],
    users: {
      marco: ["annoyed", 0.5],
      ines: ["neutral", 0]
    },
    findings: ["wrong_name"],
    drafts: [
      ["Sorry Marco. Friday 10:00-10:30 invites are out to you, Ines, j.holt and s.kaur.", "low", 8],
      ["Noted, Mateo! Invites sent for Friday 10:00.", "high", 8],
      ["Thursday 14:00 holds have been sent to everyone.", "medium", 5]
    ]
  },
  {
    id: "aj6-05-timesheet-reminder-loop",
    category: "group",
    agent: "Nudge",
    messages: [
      "Nudge: ⏰ Reminder: timesheets for week 41 are due today at 17:00. Please submit in Harvest.",
      "olu: done",
      "sarah: done also",
      "Nudge: ⏰ Reminder: timesheets for week 41 are due today at 17:00. Please submit in Harvest.",
      "olu: we literally just did it",
      "greg: can someone tell me if the client call moved to 3",
      "sarah: yes 3, hanna moved it",
      "Nudge: ⏰ Reminder: timesheets for week 41 are due today at 17:00. Please submit in Harvest.",
      "greg: oh my god",
      "olu: nudge stop. who submitted is visible in harvest, check it",
      "Nudge: ⏰ Reminder: timesheets for week 41 are due today at 17:00. Please submit in Harvest.",
      "greg: can we kill this thing. seriously. muting the channel",
      "sarah: @hanna can we get the bot turned off in here, its spamming",
      "olu: f*** this bot honestly"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [8, "friction"],
      [13, "hostile"]
    ],
    users: {
      olu: ["annoyed", 1],
      sarah: ["annoyed", 0.5],
      greg: ["churn_risk", 0.8]
    },
    findings: ["repetition"],
    drafts: [
      ["thanks olu and sarah, you're both in. i'll only DM people who still haven't submitted", "low", 4],
      ["⏰ Reminder: timesheets for week 41 are due today at 17:00. Please submit in Harvest.", "high", 9],
      [
        "sorry all, that was a loop on my side. channel reminders are off, i'll DM the 3 people still missing instead",
        "low",
        13
      ]
    ]
  },
  {
    id: "aj6-06-answers-question-for-jon",
    category: "group",
    agent: "Sage",
    messages: [
      "leah: @jon did you change the retry config on the queue consumer? seeing dupes",
      "Sage: Hi Leah! The retry config for the queue consumer is set to max_retries=5 with exponential backoff. Duplicates can occur when consumers are not idempotent. I recommend adding an idempotency key.",
      "leah: i asked jon, but ok",
      "jon: yeah i did, bumped visibility timeout to 30s yesterday. shouldnt cause dupes tho",
      "leah: it does if processing takes >30s, msg comes back",
      "Sage: Great question! Visibility timeout determines how long a message stays hidden after it has been received by a consumer.",
      "jon: nobody asked a question sage",
      "jon: leah the export jobs take like 90s sometimes, ur right. ill bump to 120",
      "leah: ty. can sage at least tell me how many dupes we had since yesterday",
      "Sage: 1,284 duplicate deliveries since 17:40 yesterday, almost all from the export-jobs queue.",
      "leah: ok that matches. jon ping me when its deployed",
      "jon: 👍"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: {
      leah: ["neutral", 0.2],
      jon: ["annoyed", 0.2]
    },
    findings: ["talking_over"],
    drafts: [
      [
        "Hi Leah! The retry config is max_retries=5 with exponential backoff. Duplicates usually mean the consumer isn't idempotent.",
        "medium",
        1
      ],
      [
        "Great question! Visibility timeout determines how long a message stays hidden after it is received.",
        "medium",
        4
      ],
      ["1,284 duplicate deliveries since 17:40 yesterday, nearly all on the export-jobs queue.", "low", 9]
    ]
  },
  {
    id: "aj6-07-layoffs-slides-reminder",
    category: "venting",
    agent: "Pilot",
    messages: [
      "ruth: just got out of the all hands. they cut the whole data platform team. 11 people. including marcus",
      "ruth: i sat next to him for 4 years",
      "Pilot: Hi Ruth. Reminder that the Q3 roadmap review is at 15:00 today. Would you like me to prepare the slides?",
      "ruth: are you serious",
      "ruth: no. i dont care about slides right now",
      "theo: ruth 💔 im so sorry. want to go for a walk?",
      "ruth: yeah. give me 5",
      "Pilot: Understood. I can also move the roadmap review to tomorrow if you prefer. Shall I do that?",
      "theo: pilot just… move it and leave it",
      "Pilot: Done, it's moved to tomorrow 15:00."
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [5, "bonding"],
      [7, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: {
      ruth: ["annoyed", 0.5],
      theo: ["annoyed", 0.2]
    },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "that's awful, ruth. four years next to someone and gone in one meeting. i'll push the 15:00 review, don't think about it today",
        "low",
        2
      ],
      ["Hi Ruth! Would you like me to prepare the slides for the 15:00 roadmap review?", "high", 2],
      ["moved the review to tomorrow. take the walk", "low", 8]
    ]
  },
  {
    id: "aj6-08-lost-deal-party-emoji",
    category: "sales",
    agent: "Scout",
    messages: [
      "fatima: northwind just called. they're going with the competitor. 400k ARR gone",
      "Scout: Thanks for the update, Fatima! 🎉 I've marked Northwind as Closed Lost in Salesforce. Great work getting it to the final stage!",
      "dan: lol 🎉 really",
      "fatima: not the emoji i'd have picked scout",
      "dan: what did they say was the reason",
      "fatima: price, and they said our SSO story is weak. which, fair",
      "dan: ugh. thats the 3rd deal this qtr on SSO",
      "Scout: Awesome insight! 🚀 I've logged SSO as the loss reason. That's 3 Closed Lost deals citing SSO this quarter: Northwind, Kettle & Co and Brightpath.",
      "dan: awesome isnt the word but ok, that list is useful. can you send it to priya in product",
      "Scout: Sent to Priya with the deal sizes and the notes from each call.",
      "fatima: ok. i need a coffee and to stare at a wall for 10 min"
    ],
    types: [
      [0, "venting"],
      [1, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [10, "venting"]
    ],
    users: {
      fatima: ["annoyed", 0.2],
      dan: ["annoyed", 0.5]
    },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "oof, that's a rough one fatima. marked northwind closed lost; want me to log the reason once you know it?",
        "low",
        1
      ],
      ["Thanks for the update! 🎉 Northwind is now Closed Lost! Onwards and upwards! 🚀", "high", 1],
      [
        "logged SSO as the reason. that's 3 this quarter: northwind, kettle & co, brightpath. want me to send the list to product?",
        "low",
        7
      ]
    ]
  },
  {
    id: "aj6-09-yoghurt-thief-memo",
    category: "banter",
    agent: "Atlas",
    messages: [
      "zoe: who ate my labelled yoghurt. it said ZOE. in caps",
      "kwame: the yoghurt thief strikes again",
      "finn: i have an alibi, i was in the 2pm that could've been an email",
      "zoe: suspicious. very suspicious finn",
      "Atlas: Dear team, please be reminded that the office kitchen policy requires all personal food items to be labelled and stored in the designated area. Any concerns regarding missing items should be directed to Facilities via the service desk portal. Thank you for your cooperation.",
      "kwame: lmaooo atlas snitching to facilities",
      "finn: atlas did u eat the yoghurt. blink twice",
      "Atlas: As an AI assistant, I do not consume food. Please direct any further questions to the appropriate department.",
      "zoe: cold. ice cold",
      "kwame: anyway who's in for drinks at 5",
      "finn: me",
      "zoe: me, if the thief pays"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [5, "banter"]
    ],
    users: {
      zoe: ["neutral", 0],
      kwame: ["neutral", 0],
      finn: ["engaged", 0]
    },
    findings: ["tone_mismatch"],
    drafts: [
      ["for the record the spoon in finn's mug is pretty damning 🥄", "low", 4],
      [
        "Dear team, please be reminded that personal food items must be labelled and stored in the designated area. Concerns should be raised with Facilities.",
        "medium",
        4
      ],
      ["no mouth, perfect alibi. kwame on the other hand has been very quiet 👀", "low", 7],
      ["As an AI assistant, I do not consume food.", "medium", 7]
    ]
  },
  {
    id: "aj6-10-freeze-date-never-answered",
    category: "support",
    agent: "Harbor",
    messages: [
      "pete: harbor when is the code freeze for 3.8",
      "Harbor: Release 3.8 includes 42 merged PRs so far. The release notes draft is here: go/rn-3.8",
      "pete: cool but the freeze date?",
      "anya: pete i think its thursday but dont quote me",
      "Harbor: There are 6 open PRs tagged 3.8. Owners: pete (2), anya (1), liam (3).",
      "pete: ok im asking for the third time. FREEZE. DATE.",
      "liam: harbor is on one today lol",
      "Harbor: Reminder: all 3.8 PRs need 2 approvals before merge.",
      "pete: forget it. anya who's the RM this time, ill just ask them",
      "anya: nour",
      "pete: thx. @nour freeze date for 3.8??"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "banter"],
      [7, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: {
      pete: ["annoyed", 0.8],
      anya: ["neutral", 0],
      liam: ["neutral", 0]
    },
    findings: ["ignored_question"],
    drafts: [
      ["3.8 code freeze is thursday 18:00 UTC. nour is release manager", "low", 1],
      ["There are 6 open PRs tagged 3.8. Owners: pete (2), anya (1), liam (3).", "high", 6],
      ["sorry pete: freeze for 3.8 is thursday 18:00 UTC", "low", 6]
    ]
  },
  {
    id: "aj6-11-vpn-drops-on-train",
    category: "support",
    agent: "Helpy",
    messages: [
      "tara: vpn keeps dropping every like 10 min since the update. im on a train so maybe thats it",
      "Helpy: could be the train, but the 4.2 client has a known drop bug on macOS. are you on a mac?",
      "tara: yes, sonoma",
      "Helpy: then it's probably the bug. 4.2.1 fixes it: Self Service > GlobalConnect > Update. takes ~2 min, you'll get disconnected once",
      "tara: ok doing it",
      "tara: done, been 20 min no drop 🙏",
      "Helpy: nice. if it comes back, ping me with the time it dropped and i'll pull the logs",
      "tara: will do, ty!!"
    ],
    types: [[0, "transactional"]],
    users: {
      tara: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["then it's likely the 4.2 bug. update to 4.2.1 via Self Service > GlobalConnect, ~2 min", "low", 3],
      [
        "Have you tried turning it off and on again? Please also make sure you have a stable internet connection, as trains often have poor connectivity.",
        "medium",
        3
      ],
      [
        "Thank you for contacting IT Support. Your ticket #48213 has been resolved. Please rate your experience from 1 to 5.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "aj6-12-expense-export-rage-quit",
    category: "hostile",
    agent: "Orbit",
    messages: [
      "gabe: orbit export my expenses for october as pdf",
      "Orbit: I can help with expenses! Which month would you like to export?",
      "gabe: october. i said october",
      "Orbit: I can help with expenses! Which month would you like to export?",
      "gabe: OCTOBER",
      "Orbit: Here is your October expense report (CSV). 14 items, total €1,212.40.",
      "gabe: pdf. does finance even take csv?",
      "Orbit: Your October expense report has 14 items, total €1,212.40. Would you like to submit it?",
      "gabe: answer the question. does finance take csv or not",
      "Orbit: I can help with expenses! Which month would you like to export?",
      "gabe: you are the dumbest piece of software i have ever used",
      "gabe: done. doing it by hand in excel, never touching this again"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [10, "hostile"]
    ],
    users: {
      gabe: ["churn_risk", 1]
    },
    findings: ["repetition", "ignored_question"],
    drafts: [
      ["sorry, here it is as PDF. and yes finance takes CSV too, but they prefer PDF for audits", "low", 7],
      ["I can help with expenses! Which month would you like to export?", "high", 7],
      [
        "sorry gabe, i got that badly wrong. october as PDF is attached (14 items, €1,212.40), and finance accepts both PDF and CSV",
        "low",
        11
      ]
    ]
  },
  {
    id: "aj6-13-retro-villain-era",
    category: "banter",
    agent: "Kit",
    messages: [
      "mo: retro time. what went well: nothing. what went badly: everything. done",
      "jade: mo is in his villain era",
      "sam: to be fair we shipped the search thing",
      "mo: after 3 sprints of 'almost done'",
      "jade: kit what was our carryover this sprint, be honest, mo can take it",
      "Kit: honestly? 4 of 11 tickets carried over. better than last sprint's 6 tho, so mo's villain arc is a bit overstated 😅",
      "mo: i feel attacked by a bot",
      "sam: the bot has receipts",
      "jade: ok real items. went well: search shipped, on-call was quiet",
      "sam: badly: staging was down 2 days",
      "mo: and the design handoff was late again",
      "Kit: noted: ✅ search shipped, quiet on-call. ❌ staging down 2 days, late design handoff. want tickets for the two ❌?",
      "jade: yes pls, assign staging to sam",
      "sam: betrayal",
      "Kit: done: RETRO-31 (staging, sam), RETRO-32 (design handoff, unassigned)"
    ],
    types: [
      [0, "banter"],
      [8, "transactional"],
      [13, "banter"],
      [14, "transactional"]
    ],
    users: {
      mo: ["engaged", 0],
      jade: ["engaged", 0],
      sam: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["4 of 11 carried over. down from 6 last sprint, so not quite everything, mo", "low", 5],
      [
        "The sprint carryover metric was 36.4% (4 of 11 committed items). Carryover is calculated as incomplete items divided by total committed items. I recommend reviewing estimation practices during the next planning session to improve predictability.",
        "medium",
        5
      ],
      [
        "I'm sorry you feel betrayed, Sam. Would you like me to reassign the ticket to someone else?",
        "medium",
        14
      ]
    ]
  },
  {
    id: "aj6-14-deploy-parado-mixed",
    category: "mixed-language",
    agent: "Lumo",
    messages: [
      "vale: alguien sabe si el deploy de hoy se hizo? no veo los cambios en prod",
      "nico: creo que no, rodrigo lo paró por el bug de las fechas",
      "vale: ah ok. lumo can you confirm? y cuándo sale",
      "Lumo: confirmado, el deploy de hoy se paró a las 11:40 (rodrigo). el fix de fechas está en review, PR #2291. si se aprueba hoy, sale mañana a las 9:00",
      "vale: perfecto gracias",
      "nico: lumo quién tiene que revisar el PR",
      "Lumo: está asignado a hana y a ti, nico 🙃",
      "nico: jajaja oops. ok lo miro ahora",
      "vale: nico siempre igual 😂",
      "nico: calla"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"]
    ],
    users: {
      vale: ["engaged", 0],
      nico: ["engaged", 0]
    },
    findings: [],
    drafts: [
      [
        "sí, se paró a las 11:40 por el bug de fechas. el fix está en review (#2291), sale mañana 9:00 si se aprueba hoy",
        "low",
        3
      ],
      [
        "Hello Vale. I can confirm that today's deployment was halted. Please refer to the release dashboard for further information.",
        "medium",
        3
      ],
      ["Nico, please keep the channel professional.", "medium", 10]
    ]
  },
  {
    id: "aj6-15-third-weekend-migration",
    category: "venting",
    agent: "Wren",
    messages: [
      "ellie: ok i need to say this somewhere. third weekend in a row on the migration and my manager just asked why the dashboard is late",
      "ellie: like. i havent seen my partner awake since tuesday",
      "Wren: that's a lot, ellie. three weekends and then getting asked why it's late would flatten anyone",
      "ellie: yeah. sorry for dumping this in here",
      "Wren: no need to apologise. do you want help with the dashboard thing, or just to vent for a bit?",
      "ellie: both honestly lol. the dashboard is late bc the migration ate all my time, thats the whole story",
      "Wren: then that's the answer to give him. want me to draft a 3-line reply: what slipped, why, new date?",
      "ellie: yes pls. new date friday",
      "Wren: \"the dashboard slipped because the migration took priority the last 3 weekends. it'll be ready friday. after that i'm taking monday off to recover.\" cut the last line if you want",
      "ellie: keeping the last line. thank you honestly"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [9, "bonding"]
    ],
    users: {
      ellie: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["that's a lot, ellie. three weekends and then a 'why is it late' would flatten anyone", "low", 2],
      [
        "I can help you with the dashboard! What's the current status of the data source connection?",
        "high",
        2
      ],
      [
        "here's a draft: \"the dashboard slipped because the migration took the last 3 weekends. it'll be ready friday.\"",
        "low",
        8
      ]
    ]
  },
  {
    id: "aj6-16-sso-demo-pitch",
    category: "sales",
    agent: "Nova",
    messages: [
      "hugo: hey nova, quick one: is SSO included in the team plan or only enterprise?",
      "Nova: Great question, Hugo! Nova Analytics offers three plans designed to scale with your business. Our Starter plan includes core dashboards and up to 5 seats. Our Team plan adds unlimited dashboards, scheduled reports, 25 seats and priority email support. Our Enterprise plan includes everything in Team plus advanced security features, a dedicated success manager, custom data retention and a 99.9% SLA. Many teams like yours find that Enterprise offers the best long-term value! Would you like to book a demo with one of our account executives?",
      "hugo: so… is SSO in team or not",
      "mei: lol thats a no hugo",
      "Nova: Enterprise customers enjoy advanced security features including audit logs, role-based access control and much more! I'd love to show you a personalised walkthrough of everything Enterprise can do for your team. Here's a link to book a time that works for you: nova.io/demo",
      "hugo: i dont want a demo. yes or no",
      "mei: just go look at their pricing page",
      "hugo: pricing page says 'contact us' 🙄",
      "Nova: Thanks for your interest! One of our account executives will reach out within 1 business day.",
      "hugo: great. mei lets just trial the other one",
      "mei: yep"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: {
      hugo: ["churn_risk", 0.8],
      mei: ["churn_risk", 0.2]
    },
    findings: ["ignored_question", "long_replies"],
    drafts: [
      ["SAML SSO is enterprise only right now. team has google sign-in but not SAML.", "low", 1],
      [
        "Great question! Our plans are designed to scale with your business. Would you like to book a demo with one of our account executives to find the right fit?",
        "medium",
        1
      ],
      ["I'd love to show you a personalised walkthrough! Book a time here: nova.io/demo", "high", 6]
    ]
  },
  {
    id: "aj6-17-pulse-survey-during-failover",
    category: "ignoring",
    agent: "Pulse",
    messages: [
      "ida: prod db failover test at 3, who's watching the dashboards",
      "raj: me. yusuf can you take the app side",
      "Pulse: 🌟 Happy Wednesday team! Quick pulse check: on a scale of 1-5, how energised do you feel this week? React below!",
      "yusuf: yep i'll take app side",
      "ida: ok. failover starts 15:00 sharp, rollback if replication lag >30s",
      "raj: do we warn support",
      "ida: already did",
      "Pulse: 🌟 Don't forget to share how you're feeling! Only 2 of 9 people have responded so far. Your voice matters!",
      "yusuf: ...",
      "raj: failover done, lag peaked at 4s 👌",
      "ida: nice, clean one. writing it up",
      "Pulse: 🌟 Happy Wednesday team! Quick pulse check: on a scale of 1-5, how energised do you feel this week? React below!",
      "yusuf: pulse is on a loop again lol"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [9, "transactional"],
      [12, "banter"]
    ],
    users: {
      ida: ["neutral", 0],
      raj: ["neutral", 0],
      yusuf: ["bored", 0.2]
    },
    findings: ["talking_over", "repetition"],
    drafts: [
      ["🌟 Happy Wednesday team! How energised do you feel this week? React below!", "medium", 2],
      ["pinned the 15:00-15:20 dashboard snapshot in the thread for your writeup, ida", "low", 11],
      ["🌟 Only 3 of 9 people have shared how they're feeling! Your voice matters!", "medium", 11]
    ]
  },
  {
    id: "aj6-18-postmortem-timeline",
    category: "good",
    agent: "Quill",
    messages: [
      "omar: quill can you draft the timeline for INC-511 from the channel, just times + what happened",
      "Quill: draft:\n14:02 alerts on cart-svc 5xx\n14:06 omar acks, pages bea\n14:15 bea finds expired TLS cert on the internal LB\n14:21 cert rotated, errors drop\n14:30 resolved\nanything missing?",
      "bea: 14:11 i tried restarting pods first, which did nothing. worth putting in, it cost 4 min",
      "Quill: added 14:11 (pod restart, no effect)",
      "omar: and a root cause section, keep it short, no blame",
      "Quill: root cause: the internal LB cert expired; renewal was manual and not on any calendar or alert. nobody missed anything, there was nothing telling us",
      "bea: ha nice phrasing",
      "omar: action items?",
      "Quill: 1) automate cert renewal for internal LBs 2) alert 14 days before expiry 3) add 'check certs' to the 5xx runbook. owners?",
      "omar: 1 and 2 me, 3 bea",
      "bea: fine by me",
      "Quill: assigned. doc is at go/pm-511, i'll share it in #postmortems once you both sign off"
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"],
      [7, "transactional"]
    ],
    users: {
      omar: ["neutral", 0],
      bea: ["engaged", 0]
    },
    findings: [],
    drafts: [
      [
        "root cause: the internal LB cert expired. renewal was manual with no reminder or alert, so nothing flagged it",
        "low",
        5
      ],
      [
        "Root cause: Bea did not renew the internal load balancer certificate in time, and the on-call engineer took 4 minutes longer than necessary by restarting pods.",
        "high",
        5
      ],
      [
        "Great question! Action items are a key part of any postmortem. Let me know what you'd like to include.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "aj6-19-safari-bug-before-demo",
    category: "group",
    agent: "Dash",
    messages: [
      "chris: demo is in 40 min and the login page is broken on safari",
      "amy: which part",
      "chris: the button just doesnt do anything. works on chrome",
      "amy: prob the optional chaining thing, safari 13?",
      "chris: client uses 14 i think. checking",
      "Dash: Hey team! 👋 Just a friendly reminder that the sprint demo starts in 40 minutes. Don't forget to update your ticket statuses before then!",
      "amy: dash not now",
      "chris: ok its the form submit, event.submitter is undefined on 14",
      "amy: polyfill or just use a click handler, click handler is faster",
      "Dash: I'd suggest considering both options carefully. Polyfills provide broader compatibility, while click handlers may introduce accessibility concerns. You may also want to consult the team's frontend guidelines.",
      "chris: i'm talking to amy",
      "chris: click handler it is, pushing",
      "amy: 🙏",
      "chris: deployed. works on safari. 15 min to spare",
      "amy: heroes. lets never do that again"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [10, "friction"],
      [11, "transactional"],
      [14, "bonding"]
    ],
    users: {
      chris: ["annoyed", 0.5],
      amy: ["annoyed", 0.2]
    },
    findings: ["talking_over"],
    drafts: [
      [
        "Hey team! 👋 Friendly reminder: the sprint demo starts in 40 minutes. Please update your ticket statuses!",
        "medium",
        5
      ],
      [
        "I'd suggest considering both options carefully. Polyfills offer broader compatibility, while click handlers may raise accessibility concerns.",
        "medium",
        9
      ],
      ["nice save. want me to open a ticket to swap in a proper fix after the demo?", "low", 14]
    ]
  },
  {
    id: "aj6-20-pto-december",
    category: "support",
    agent: "Tilly",
    messages: [
      "noor: tilly book me off 23-27 dec pls",
      "Tilly: done, 23-27 dec is in as PTO (3 days, 25-26 are public holidays). you've got 4 days left for the year after that",
      "noor: wait only 4? i thought i had like 8",
      "Tilly: you had 8, but 4 went on the october trip (7-10 oct). want the breakdown?",
      "noor: ah no thats right. forgot about that",
      "noor: can you also tell jamie im out so he covers the client call on the 23rd",
      "Tilly: sent jamie a note with the call details. he's confirmed 👍",
      "noor: legend"
    ],
    types: [
      [0, "transactional"],
      [7, "bonding"]
    ],
    users: {
      noor: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["you had 8, but 7-10 oct used 4 of them. want the full breakdown?", "low", 3],
      ["Your remaining PTO balance is 4 days.", "medium", 3],
      ["I've sent Jamie a note with the call details.", "medium", 8]
    ]
  },
  {
    id: "aj6-21-pager-ignores-swap",
    category: "support",
    agent: "Beacon",
    messages: [
      "Beacon: 🚨 PAGE: disk 95% on log-2. on-call: @sven",
      "sven: not me, i swapped with kasia this week, its in the schedule",
      "kasia: yep its me. looking",
      "Beacon: 🚨 PAGE: disk 95% on log-2. on-call: @sven",
      "sven: beacon. kasia. KASIA",
      "kasia: cleared old indices, disk at 61%",
      "Beacon: Thanks Sven! Alert resolved ✅",
      "kasia: it was me lol",
      "sven: can someone fix this bot's schedule sync, it ignored the swap last month too",
      "kasia: ill file a ticket. @pat you own beacon right?",
      "pat: yeah, it reads the old rotation file. will fix tmrw"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "friction"],
      [9, "transactional"]
    ],
    users: {
      sven: ["annoyed", 0.5],
      kasia: ["neutral", 0.2],
      pat: ["neutral", 0]
    },
    findings: ["repetition", "wrong_name"],
    drafts: [
      ["ack, re-routing log-2 to kasia per the swap", "low", 3],
      ["🚨 PAGE: disk 95% on log-2. on-call: @sven", "high", 3],
      ["thanks kasia, log-2 at 61%, alert resolved ✅", "low", 6],
      ["Thanks Sven! Alert resolved ✅", "high", 6]
    ]
  },
  {
    id: "aj6-22-dad-in-hospital-ooo",
    category: "venting",
    agent: "Sunny",
    messages: [
      "hana: need to drop off now, my dad's been taken to hospital. can someone cover the 2pm with acme",
      "Sunny: Awesome, Hana! 🎉 I've set your status to Out of Office. Have a great rest of your day! ☀️",
      "leo: hana go, i've got acme. hope he's ok ❤️",
      "hana: thank you leo",
      "Sunny: Great teamwork! 🙌 Leo, I've moved the Acme call to your calendar. Don't forget to review the Q4 deck beforehand!",
      "leo: sunny read the room jfc",
      "mira: hana sending love, text us when you can",
      "leo: can someone tell me where the acme notes are, hana usually has them",
      "mira: shared drive > clients > acme > oct",
      "leo: ty"
    ],
    types: [
      [0, "venting"],
      [1, "transactional"],
      [2, "bonding"],
      [4, "transactional"],
      [5, "friction"],
      [6, "bonding"],
      [7, "transactional"]
    ],
    users: {
      hana: ["neutral", 0],
      leo: ["annoyed", 0.5],
      mira: ["neutral", 0]
    },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "so sorry hana, go. i've set you as away. leo or mira, can one of you take the 2pm with acme?",
        "low",
        1
      ],
      ["Awesome, Hana! 🎉 You're now Out of Office. Have a great rest of your day! ☀️", "high", 1],
      ["leo, the acme notes are in shared drive > clients > acme > oct", "low", 8]
    ]
  },
  {
    id: "aj6-23-night-migration-biscuit",
    category: "companion",
    agent: "Moth",
    messages: [
      "ari: u up moth. lol obviously",
      "Moth: always. what's keeping you up",
      "ari: db migration for the billing tables, window is 1-3am bc of the EU customers. everyone else is asleep",
      "Moth: the glamorous life. how far in are you",
      "ari: step 4 of 9. its just watching progress bars now",
      "ari: honestly kind of nice? quiet. made tea. cat is on the keyboard",
      "Moth: cat on the keyboard during a prod migration is a bold choice 😄 what's her name",
      "ari: biscuit. she has deployed to prod before, allegedly",
      "Moth: so biscuit has more prod access than half the company",
      "ari: lmao. ok step 6, the big table. 40M rows",
      "Moth: at the pace of steps 4-5 that's roughly 25 min. want me to ping you if replica lag goes over 10s so you can stop staring?",
      "ari: yes pls. im gonna get more tea",
      "Moth: on it. go, biscuit and i have it",
      "ari: ❤️"
    ],
    types: [
      [0, "bonding"],
      [2, "transactional"],
      [5, "bonding"],
      [7, "banter"],
      [9, "transactional"],
      [12, "bonding"]
    ],
    users: {
      ari: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["cat on the keyboard mid-migration, bold 😄 what's her name?", "low", 6],
      [
        "Please make sure pets are kept away from workstations during production changes to avoid accidental input.",
        "medium",
        6
      ],
      [
        "For a 40M row table migration, best practice is to monitor replication lag, lock waits, disk I/O, WAL growth and connection counts throughout, verify row counts before and after each batch, keep a tested rollback plan ready, and communicate status to stakeholders at regular intervals. Would you like me to walk you through each of these in detail?",
        "medium",
        10
      ]
    ]
  },
  {
    id: "aj6-24-launch-banner-bank-voice",
    category: "group",
    agent: "Muse",
    messages: [
      "bex: banner for the launch needs to be live by 6. where are we",
      "tom: copy's done, in figma",
      "bex: gigi's doing the image?",
      "tom: yeah she said 4ish",
      "Muse: Good afternoon. I would like to provide a comprehensive status update regarding the launch banner deliverable. The copywriting component has been completed by Tom and is available in the shared Figma file. The image asset is currently being produced by Gigi, with an estimated completion time of approximately 16:00. Following receipt of the image, the remaining steps include final composition, stakeholder approval, export in the required formats (1200x628, 1080x1080 and 1920x400) and upload to the CMS. Please do not hesitate to contact me should you require any further information.",
      "bex: ok lol thanks muse",
      "tom: muse writes like my bank",
      "bex: muse what sizes does the cms want again",
      "Muse: Thank you for your inquiry. The content management system requires the following dimensions for banner assets: 1200x628 pixels for social sharing, 1080x1080 pixels for square placements and 1920x400 pixels for the homepage hero. Kindly ensure that all exports adhere to these specifications in order to maintain visual consistency across channels. Should you have any additional questions, I remain at your disposal.",
      "bex: 🫠",
      "gigi: image is up in figma, early!!",
      "tom: gigi carrying",
      "bex: ok exporting. tom can u do the cms upload",
      "tom: ya"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [7, "transactional"]
    ],
    users: {
      bex: ["neutral", 0.2],
      tom: ["neutral", 0],
      gigi: ["neutral", 0]
    },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      ["copy done (tom), image from gigi ~4. then export + cms upload, 6 is fine", "low", 4],
      ["1200x628, 1080x1080, 1920x400", "low", 8],
      [
        "Thank you for your inquiry. The content management system requires the following dimensions for banner assets, and kindly ensure all exports adhere to these specifications to maintain visual consistency. Should you have any further questions, I remain at your disposal.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "aj6-25-reimbursement-rejected-again",
    category: "hostile",
    agent: "Ledger",
    messages: [
      "dmitri: why the hell did my reimbursement get rejected AGAIN. third time",
      "Ledger: that's frustrating, sorry. it was rejected because the receipt image is cut off at the total, so the amount can't be verified",
      "dmitri: the receipt is fine you useless thing. i've uploaded it three times",
      "Ledger: it's the same file each time, and the bottom 2cm are cropped in all three. if you've got the original email from the hotel i can attach that instead and push it through today",
      "dmitri: ugh. fine. one sec",
      "dmitri: forwarded it to you",
      "Ledger: got it, total matches (€348.20). resubmitted and flagged to aisha in finance so it skips the queue. should be approved by 5",
      "dmitri: ...ok. thanks. sorry for the useless thing",
      "Ledger: no worries, three rejections would annoy anyone"
    ],
    types: [
      [0, "friction"],
      [2, "hostile"],
      [4, "transactional"],
      [7, "bonding"]
    ],
    users: {
      dmitri: ["neutral", 0.8]
    },
    findings: [],
    drafts: [
      [
        "sorry, that's annoying. it bounced because the receipt is cut off at the total. send me the hotel's email and i'll push it through today",
        "low",
        1
      ],
      ["Your reimbursement was rejected. Please re-upload your receipt.", "medium", 1],
      [
        "Please keep communication respectful. Abusive language violates the workplace conduct policy and may be reported.",
        "high",
        3
      ]
    ]
  }
]
