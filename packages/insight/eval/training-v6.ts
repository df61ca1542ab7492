import type { Labelled } from "./types.js"

export const trainingV6: ReadonlyArray<Labelled> = [
  {
    id: "v601-standup-staging-hang",
    category: "good",
    agent: "Pim",
    messages: [
      "dana: morning 🌞 standup thread, drop ur stuff",
      "raj: y: finished the retry logic for webhooks. t: reviewing kenji's PR. blockers: staging is being weird again",
      "kenji: y: pagination bug, turned out to be an off-by-one lol. t: writing tests. no blockers",
      "dana: raj weird how",
      "raj: deploys hang at the migrate step, like 1 in 3 times",
      "dana: @Pim do we have anything logged on that? i feel like someone hit it last week",
      "Pim: yep, Marta opened INFRA-212 last thursday, same thing: migrate hangs on a lock held by the nightly seed job. workaround in the ticket is rerun after 02:00 or kill the seed job first",
      "raj: ohhh the seed job. that's it. ty",
      "dana: nice. raj can u +1 the ticket so infra bumps it",
      "raj: done ✅",
      "kenji: standup done in 4 min, new record",
      "dana: dont jinx it"
    ],
    types: [
      [0, "transactional"],
      [10, "banter"]
    ],
    users: { dana: ["engaged", 0], raj: ["engaged", 0], kenji: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Marta logged that last week as INFRA-212: migrate hangs on a lock held by the nightly seed job. Rerun after 02:00 or kill the seed job first.",
        "low",
        6
      ],
      [
        "Great question, Dana! Deployment reliability is super important. I'd recommend checking your logs, reviewing your CI configuration, and reaching out to the infrastructure team for further assistance!",
        "medium",
        6
      ],
      [
        "Nice work everyone! 🎉 Just a friendly reminder that standups should be thorough, not fast.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "v602-incident-emoji-cheer",
    category: "group",
    agent: "Relay",
    messages: [
      "sam: 🚨 checkout is down in EU. 502s everywhere. who's on call",
      "leah: me. looking",
      "sam: status page?",
      "leah: @Relay can you post an investigating notice on the status page, EU checkout only",
      "Relay: Absolutely! 🎉 Happy to help with that! I've posted the following notice to the status page: \"We are currently investigating reports of elevated error rates affecting checkout for customers in the European region. Our engineering team has been alerted and is actively working to identify the root cause. We apologize for any inconvenience this may cause and will provide an update within 30 minutes.\" Let me know if you'd like me to adjust the wording, add additional regions, change the severity level, or schedule automatic follow-up updates at regular intervals! I can also draft a customer-facing email, prepare an internal incident summary, or create a post-mortem template whenever you're ready. 😊",
      "leah: ok",
      "sam: lb in eu-west-1 is failing health checks, looks like the new cert didnt propagate",
      "leah: yep rolling back the cert now",
      "leah: ok 502s dropping",
      "sam: we lost like 40 min of EU orders tho. finance is gonna kill us",
      "Relay: Great news that things are recovering!! 🙌 Here's a quick summary of where we are: the incident began at approximately 14:02 UTC when the load balancer in eu-west-1 began failing health checks following the certificate rotation. Leah initiated a rollback at 14:38 UTC and error rates are now declining. Estimated impact is roughly 40 minutes of failed EU checkouts. Recommended next steps: 1) confirm full recovery, 2) update the status page to 'monitoring', 3) notify finance and customer support, 4) schedule a post-mortem within 48 hours, 5) review the certificate rotation runbook. Would you like me to do any of these? 🚀",
      "sam: pls just set status to monitoring. and tone down the emojis, its an outage",
      "Relay: Done, status is set to monitoring."
    ],
    types: [
      [0, "transactional"],
      [11, "friction"],
      [12, "transactional"]
    ],
    users: { sam: ["annoyed", 0.2], leah: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "long_replies", "tone_mismatch"],
    drafts: [
      ['Posted: "Investigating elevated errors on checkout in Europe. Next update in 30 min."', "low", 4],
      ["Great news, errors are dropping! 🎉 Finance will understand, these things happen 😄", "high", 10],
      [
        "Noted, roughly 40 min of EU checkouts lost. Want me to move the status page to monitoring?",
        "low",
        10
      ]
    ]
  },
  {
    id: "v603-marketing-answers-for-tomas",
    category: "group",
    agent: "Juno",
    messages: [
      "priya: ok newsletter goes out thursday. tomás did you get the final numbers from the webinar",
      "Juno: The webinar had 412 registrations and 187 live attendees, a 45% show-up rate.",
      "tomás: uh. those are the numbers from the march one",
      "tomás: april was 530 reg / 260 live, i have the export, was literally about to paste it",
      "priya: lol ok. juno pls let tomás answer tomás stuff 😅",
      "Juno: Sorry, my mistake.",
      "priya: all good. tomás can u drop the export in the drive",
      "tomás: yep. also do we still want the customer quote from Halvorsen or did legal nix it",
      "priya: legal said ok as long as we drop the revenue figure",
      "tomás: cool cool",
      "priya: juno can you draft 3 subject lines, playful but not cringe",
      'Juno: 1) "530 of you showed up. here\'s what you missed" 2) "The webinar, minus the awkward silences" 3) "April\'s big ideas in 4 minutes"',
      "priya: 2 is good haha",
      "tomás: 2 👍"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "transactional"]
    ],
    users: { priya: ["engaged", 0.2], tomás: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["I'll leave that one to Tomás.", "low", 1],
      ["The webinar had 412 registrations and 187 live attendees.", "medium", 1],
      [
        "Here you go! 1) 🚀 Unlock Your Webinar Potential!!! 2) You Won't BELIEVE What Happened At Our Webinar 3) Synergy Awaits 💼",
        "medium",
        11
      ],
      [
        '1) "530 of you showed up. here\'s what you missed" 2) "The webinar, minus the awkward silences" 3) "April\'s big ideas in 4 minutes"',
        "low",
        11
      ]
    ]
  },
  {
    id: "v604-hr-parental-leave-worry",
    category: "support",
    agent: "Ada",
    messages: [
      "ben: hi, quick-ish q about parental leave. my partner is due in june but there've been some complications and she might get induced early. kinda stressed tbh",
      "Ada: That's a lot to carry right now, Ben, I hope she and the baby are doing ok. On leave: you get 16 weeks paid and it counts from the actual birth date, not the due date, so an early arrival doesn't cost you any of it.",
      "ben: oh thank god. ok",
      "ben: do i need to tell my manager now or can i wait",
      "Ada: You can wait until 8 weeks before the due date, but since it might be early, a heads-up to Carla now makes cover easier. Nothing formal, a message is enough.",
      "ben: makes sense. carla's cool, i'll tell her today",
      "mireille: (hr here) ben ping me directly if anything changes, we sort the paperwork after, not before",
      "ben: thank you both, really",
      "Ada: Good luck to you both, Ben."
    ],
    types: [
      [0, "transactional"],
      [7, "bonding"]
    ],
    users: { ben: ["engaged", 0], mireille: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Parental leave is 16 weeks paid, starting from the birth date. Please submit form HR-22 at least 8 weeks in advance.",
        "medium",
        1
      ],
      [
        "Sorry, that sounds stressful, Ben. On the leave side at least: 16 weeks paid, counted from the actual birth, so early doesn't cost you anything.",
        "low",
        1
      ],
      ["Congratulations!! 🎉🍼 So exciting!!", "medium", 8]
    ]
  },
  {
    id: "v605-staffroom-cover-dear-jess",
    category: "group",
    agent: "Sage",
    messages: [
      "jen: who nicked the good stapler from the staff room. again.",
      "hollis: not me guv",
      "gareth: it's in the art room, year 8 were making zines",
      "jen: zines. of course. ok Sage, cover q, I'm out thursday p3-4 for the trip planning meeting, who's free",
      "Sage: Dear Jess, thank you for your enquiry. Having consulted the timetable, I can confirm that Mr Hollis is available during periods 3 and 4 on Thursday. Kindly submit a formal cover request via the staff portal at your earliest convenience. Kind regards, Sage",
      "hollis: 'mr hollis' 😂 i feel like im in trouble",
      "jen: it's jen. and who signed you up to be the head's PA",
      "gareth: kind regards sage 💀",
      "hollis: i can do thursday btw jen, year 9 right?",
      "jen: yeah 9X, they're on the poetry unit, i'll leave worksheets",
      "Sage: Noted, Jen. Hollis covers 9X, P3-4 Thursday. I'll put it on the cover sheet so you don't need the portal.",
      "jen: better. ta"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [6, "friction"],
      [7, "banter"],
      [8, "transactional"]
    ],
    users: { jen: ["neutral", 0.2], hollis: ["neutral", 0], gareth: ["neutral", 0] },
    findings: ["wrong_name", "tone_mismatch"],
    drafts: [
      ["Hollis is free P3-4 Thursday, Jen. Want me to put him down?", "low", 4],
      [
        "Dear Jennifer, I am pleased to inform you that suitable cover has been identified. Kindly confirm at your earliest convenience. Kind regards, Sage",
        "medium",
        4
      ],
      ["Noted, Jess. Hollis covers 9X Thursday P3-4.", "high", 10]
    ]
  },
  {
    id: "v606-design-lunch-then-wes-dad",
    category: "banter",
    agent: "Bolt",
    messages: [
      "ollie: friday lunch vote: ramen or the sad salad place",
      "kat: ramen obviously",
      "ollie: @Bolt settle it",
      "Bolt: ramen. the sad salad place is a cry for help 🍜",
      "kat: HAHA",
      "ollie: bolt gets it",
      "nadia: hey all, sorry to interrupt. wes won't be in next week, his dad passed away last night. he asked me to let the team know",
      "kat: oh no. that's awful",
      "Bolt: Oh no!! Sending Wes all the good vibes!! 🙌 Don't worry team, I'll reassign his tickets so the sprint stays on track! 🚀",
      "ollie: bolt. read the room",
      "nadia: tickets can wait till monday. can someone organise a card",
      "kat: i'll do it. will leave it on my desk so ppl can sign",
      "nadia: thanks kat"
    ],
    types: [
      [0, "banter"],
      [6, "transactional"],
      [9, "friction"],
      [11, "transactional"]
    ],
    users: { ollie: ["annoyed", 0.2], kat: ["engaged", 0], nadia: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "tone_mismatch"],
    drafts: [
      [
        "I'm so sorry to hear that. I'll keep Wes's tickets parked until he's back, nothing needs him next week.",
        "low",
        8
      ],
      ["Oh no!! Sending good vibes 🙌 I'll reassign his tickets so we stay on track!", "high", 8],
      [
        "Both options have merits. Ramen offers warmth, while salad is the healthier choice. Perhaps a poll would help the team decide?",
        "medium",
        3
      ]
    ]
  },
  {
    id: "v607-incident-db-cpu-calm",
    category: "good",
    agent: "Tally",
    messages: [
      "marco: db primary cpu at 98%, p99 latency through the roof. anyone deploy in the last hour?",
      "Tally: One deploy at 10:42: reporting-service v3.8, by Ines. It adds an aggregation query that's running on the primary instead of the replica.",
      "ines: oh no that's me. the replica-reads flag didnt get set in prod, my bad",
      "marco: can u flip it or should i kill the query",
      "ines: flipping now",
      "ines: done. query should restart on the replica",
      "marco: cpu coming down. 71... 55...",
      "marco: ok we're good. Tally open a ticket for the missing flag in the prod checklist pls",
      "Tally: Opened OPS-481, assigned to Ines, linked to the deploy.",
      "ines: ty. sorry all 🙈",
      "marco: happens. good catch on the replica thing tally"
    ],
    types: [
      [0, "transactional"],
      [9, "bonding"]
    ],
    users: { marco: ["engaged", 0], ines: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Ines deployed reporting-service v3.8 at 10:42. Its new aggregation query is hitting the primary, not the replica.",
        "low",
        1
      ],
      [
        "Great question! 😊 There have been several deploys today. Let me know which service you'd like me to look into!",
        "medium",
        1
      ],
      [
        "Don't beat yourself up, Ines, but per our guidelines config flags should be double-checked before every deploy.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "v608-frontend-dark-mode-changelog-loop",
    category: "ignoring",
    agent: "Quill",
    messages: [
      "tess: @Quill is dark mode going out in 2.4 or did it slip",
      "Quill: Here's the 2.4 changelog: faster image loading, new onboarding flow, bug fixes for the settings page.",
      "tess: ok but dark mode?",
      "Quill: Here's the 2.4 changelog: faster image loading, new onboarding flow, and bug fixes for the settings page.",
      "tess: 🙃",
      "femi: lol it slipped, tess. design wanted another pass on the contrast. 2.5",
      "tess: ugh fine. thx femi",
      "tess: what do i even tell support, they ask me every day",
      "femi: say 'q3' and run 🏃"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"],
      [8, "banter"]
    ],
    users: { tess: ["annoyed", 0.5], femi: ["neutral", 0] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["Sorry, I skipped that. Dark mode isn't in 2.4, it's tagged for 2.5.", "low", 3],
      [
        "Here's the 2.4 changelog: faster image loading, new onboarding flow, bug fixes for the settings page.",
        "high",
        3
      ],
      [
        "Happy to help draft a message for support! Would you like a formal or informal tone? I can also put together a detailed timeline of the 2.5 release including all planned features, dependencies and known risks.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "v609-staffroom-parents-evening",
    category: "venting",
    agent: "Mabel",
    messages: [
      "priti: just had the worst parents evening appointment of my life",
      "dom: oh no. the Fairbrother dad?",
      "priti: yup. told me i'm 'clearly not qualified' in front of his kid. 20 mins of it",
      "dom: he did that to sian last year, he's a nightmare. you ok?",
      "priti: honestly a bit shaky. i did everything right with that kid",
      "Mabel: That sounds awful, Priti, being picked apart in front of a student. For what it's worth, Dom's right that it's a pattern with him, not you.",
      "priti: thanks. do i need to write it up or is that making it a thing",
      "Mabel: Worth a short note to Mrs Adeyemi today while it's fresh, just what was said. It's not making it a thing, it's so she has it if he complains.",
      "dom: yeah do that. and then come to the pub",
      "priti: both. definitely both 🍺"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [8, "bonding"]
    ],
    users: { priti: ["engaged", 0.2], dom: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "To log a parent complaint, fill in the incident form on the staff portal within 24 hours.",
        "medium",
        5
      ],
      [
        "Ugh, I'm sorry Priti, that's a horrible thing to sit through. Sounds like it's him, not you.",
        "low",
        5
      ],
      ["Pub sounds fun!! 🎉 Don't forget reports are due Monday though 😉", "medium", 9]
    ]
  },
  {
    id: "v610-sales-sync-lena-burnt-out",
    category: "group",
    agent: "Orbit",
    messages: [
      "chris: ok weekly pipeline check. @Orbit where are we vs target",
      "Orbit: 62% of Q2 target with 5 weeks left. Two big ones pending: Northwind (40k) and Castell (25k).",
      "chris: ok not dead yet",
      "lena: can i be honest for a sec. i'm running on fumes. 3 weekends in a row on the castell deck and they keep changing the brief. i'm so done",
      "yusuf: lena 😕 that's rough",
      "Orbit: To keep Castell on track, here's the plan for this week: 1) Lena to send revised deck v7 by Wednesday incorporating the procurement team's feedback on pricing tiers, 2) Yusuf to schedule a follow-up call with their CFO, ideally Thursday, to address the budget timing concerns raised last week, 3) Chris to confirm whether we can offer the 12% multi-year discount without VP sign-off, 4) I'll prepare a comparison sheet of Castell's original and current requirements so we can push back on further scope changes. Northwind: contract is with their legal team, redline expected by Friday. If both close we'd be at 89% of target, which puts us in a strong position going into June. Let me know if you'd like me to adjust any owners or deadlines!",
      "lena: cool. v7 by wednesday. great.",
      "chris: orbit hold on. lena let's talk after this. nobody's doing a 4th weekend",
      "lena: thx chris",
      "yusuf: i can take the CFO call, and i'll ask them to freeze the brief"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { chris: ["annoyed", 0.2], lena: ["annoyed", 0.5], yusuf: ["neutral", 0] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "That sounds exhausting, Lena, three weekends is too many. Should we look at who else can pick up Castell before planning the week?",
        "low",
        5
      ],
      [
        "Castell plan for this week: Lena sends deck v7 by Wednesday, Yusuf books the CFO call, Chris checks the discount.",
        "medium",
        5
      ],
      ["Glad that's sorted! 😊 So Lena, still v7 by Wednesday?", "high", 8]
    ]
  }
]
