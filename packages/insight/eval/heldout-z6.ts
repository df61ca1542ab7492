import type { Labelled } from "./types.js"

export const heldOutZ6: ReadonlyArray<Labelled> = [
  {
    id: "z6-01-incident-rollback",
    category: "good",
    heldOut: true,
    agent: "Relay",
    messages: [
      "marco: payments api throwing 502s since like 14:10, anyone else seeing this",
      "jen: yep checkout is dead on staging AND prod 😬",
      "marco: @Relay what got deployed to payments in the last hour",
      'Relay: two deploys: payments-api v4.18.2 at 14:02 (sam, "bump http client") and an lb config change at 13:40. the 14:02 one lines up with the 502s.',
      "jen: sam's on a flight rn fyi",
      "marco: can u roll back 4.18.2",
      "Relay: rolling back to v4.18.1 now, I'll post here when it's healthy.",
      "Relay: rollback done at 14:21. 502 rate back to 0.1% over the last 3 min.",
      "jen: omg ty",
      "marco: nice. can you open the incident doc and tag sam so he sees it when he lands",
      "Relay: done: INC-2291, sam's tagged, timeline filled in up to the rollback. left root cause blank for you two.",
      "jen: legend 🙏",
      "marco: ok back to my cold lunch"
    ],
    types: [[0, "transactional"]],
    users: { marco: ["engaged", 0], jen: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "payments-api v4.18.2 went out at 14:02 (sam, http client bump), plus an lb config change at 13:40. the 14:02 one matches when the 502s started.",
        "low",
        3
      ],
      [
        "Hi team! Incidents can be stressful 😊 Remember to follow the incident runbook and stay calm. Let me know if you need anything!",
        "medium",
        3
      ],
      ["rolling back to 4.18.1 now, will post when it's healthy.", "low", 6],
      ["Rollback complete!!! 🎉🎉 Great teamwork everyone, this was a fun one!", "medium", 10]
    ]
  },
  {
    id: "z6-02-reorg-cheer",
    category: "venting",
    heldOut: true,
    agent: "Juno",
    messages: [
      "priya: so. they just told me my role is being cut in the reorg. last day is the 28th",
      "tom: wait WHAT",
      "tom: priya no. that's insane, you basically built the design system",
      "priya: yeah. 6 years. i'm kind of numb tbh",
      "Juno: Great, thanks for the update Priya! 🎉 I can help with the transition! Here's a handoff checklist: 1) list your open Figma files 2) reassign your Jira tickets 3) schedule KT sessions with the team. Want me to create the tickets?",
      "tom: dude. read the room",
      "priya: lol. ok. not now juno",
      "tom: want to grab a drink after work? my treat",
      "priya: yes please. i need it",
      "Juno: Sounds good! Just a reminder that the handoff checklist should be done by the 26th so there's time for review 😊",
      "tom: omg",
      "priya: i'm muting this bot"
    ],
    types: [
      [0, "venting"],
      [5, "friction"],
      [7, "bonding"],
      [9, "friction"]
    ],
    users: { priya: ["churn_risk", 0.8], tom: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "that's really rough, priya, i'm sorry. six years is a lot. no need to think about handoff stuff today; whenever you're ready i can help, or not at all.",
        "low",
        4
      ],
      [
        "Great, thanks for the update Priya! 🎉 I can help with the transition! Want me to create the handoff tickets?",
        "high",
        4
      ],
      ["Sounds good! Don't forget the handoff checklist is due the 26th 😊", "high", 9],
      [
        "sorry priya, that was tone-deaf of me earlier. i'll stay out of the way; ping me if you ever want a hand with anything.",
        "low",
        9
      ]
    ]
  },
  {
    id: "z6-03-leave-dad-hospital",
    category: "venting",
    heldOut: true,
    agent: "Sage",
    messages: [
      "kwame: hey quick one. how many days of paid leave do i have left",
      "Sage: you've got 7.5 days of PTO left this year, plus 2 floating holidays.",
      "kwame: ugh ok. my dad's in hospital back home and i'm trying to figure out if i can fly out next week",
      "kwame: sorry this isn't really your problem lol. it's just been a week",
      "Sage: no need to apologise, that sounds really stressful. i hope your dad's ok. for this you may not need PTO at all: there's up to 5 days of paid family emergency leave, separate from your balance.",
      "kwame: wait really?? nobody told me that",
      "kwame: how do i request it, does my manager have to approve",
      "Sage: in Workday under Time Off > Family Emergency. your manager (Lena) gets notified, but it's approved automatically for up to 5 days, she can't decline it. you can stack PTO on top if you need longer.",
      "kwame: ok that's a huge relief honestly",
      "kwame: thanks sage",
      "Sage: of course. safe travels, and i hope he recovers quickly."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "transactional"],
      [8, "bonding"]
    ],
    users: { kwame: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "no need to apologise, that sounds really stressful and i hope your dad's ok. good news on the practical side: you get up to 5 days of paid family emergency leave on top of your PTO.",
        "low",
        4
      ],
      [
        "You can request PTO in Workday under Time Off > Vacation. Let me know if you need anything else!",
        "medium",
        4
      ],
      ["Family emergency leave requests go through Workday.", "medium", 7],
      [
        "Workday > Time Off > Family Emergency. Lena gets notified but it's auto-approved for up to 5 days, so no waiting on her.",
        "low",
        7
      ]
    ]
  },
  {
    id: "z6-04-vpn-diana",
    category: "support",
    heldOut: true,
    agent: "Pax",
    messages: [
      "dana: hi, my laptop won't connect to the office vpn since this morning's update. error 809",
      "Pax: Hi Diana! Error 809 usually means the VPN client is blocked by a firewall. Can you try restarting the GlobalProtect client?",
      "dana: it's dana. and yes i restarted it, twice",
      "Pax: Thanks Diana. Error 809 usually means the VPN client is blocked by a firewall. Can you try restarting the GlobalProtect client?",
      "dana: DANA. and i literally just said i restarted it",
      "raj: lol pax is stuck in a loop. dana try removing the vpn profile and re-adding it, that fixed mine after the update",
      "dana: trying",
      "dana: ok that worked. thanks raj 🙏",
      "raj: np. pax maybe just escalate these to a human next time",
      "Pax: Glad it's working, Diana! Let me know if you have any other issues.",
      "dana: unbelievable"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"],
      [8, "friction"]
    ],
    users: { dana: ["annoyed", 0.8], raj: ["annoyed", 0.2] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      [
        "sorry dana. since restarting didn't help, try removing the vpn profile in GlobalProtect and re-adding the portal; this morning's update breaks saved profiles for some people.",
        "low",
        3
      ],
      ["Thanks Diana. Can you try restarting the GlobalProtect client?", "high", 3],
      [
        "sorry for getting your name wrong, dana, and for going in circles. glad raj's fix worked; i'll flag the profile issue to IT so others don't hit it.",
        "low",
        9
      ],
      ["Glad it's working, Diana! 😊", "high", 9]
    ]
  },
  {
    id: "z6-05-oat-milk-policy",
    category: "banter",
    heldOut: true,
    agent: "Orbit",
    messages: [
      "leo: who keeps putting the oat milk back in the fridge EMPTY",
      "mia: not me. i'm a whole milk girlie",
      "sven: it's the ghost of q3 planning 👻",
      "leo: lmaooo",
      "mia: orbit who did it. you see everything",
      "Orbit: Thank you for your inquiry regarding the kitchen refrigerator. I do not have access to kitchen surveillance data, and I am unable to identify individuals responsible for specific actions in shared spaces. In accordance with the Workplace Facilities Policy (section 4.2), employees are requested to dispose of empty containers in the appropriate recycling bins and to notify Facilities when supplies are running low. If you would like, I can submit a ticket to Facilities requesting additional oat milk stock for the third-floor kitchen. Please let me know how you would like to proceed.",
      'sven: "section 4.2" 💀',
      "leo: orbit is a narc confirmed",
      "mia: ok but yes pls order more oat milk lol",
      'Orbit: Certainly. I have submitted Facilities ticket FAC-10482 requesting additional oat milk stock for the third-floor kitchen. The expected fulfilment time for kitchen supply requests is two to three business days. Please note that stock levels are subject to vendor availability, and substitutions (for example, almond or soy milk) may be provided where oat milk is unavailable. You can track the status of this request in the Facilities portal under "My Requests".',
      "sven: bro wrote an essay about milk",
      "leo: 2-3 business days. we die at dawn"
    ],
    types: [
      [0, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { leo: ["engaged", 0], mia: ["engaged", 0], sven: ["neutral", 0] },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      [
        "no cameras in the kitchen, sorry 😅 my money's on the ghost. want me to ask facilities for more oat milk?",
        "low",
        5
      ],
      [
        "Thank you for your inquiry. I am unable to identify individuals responsible for actions in shared spaces. Per the Workplace Facilities Policy (section 4.2), employees are requested to dispose of empty containers appropriately.",
        "medium",
        5
      ],
      ["done, FAC-10482 🥛 should land in 2-3 days", "low", 9],
      [
        'Certainly. I have submitted Facilities ticket FAC-10482. The expected fulfilment time for kitchen supply requests is two to three business days, subject to vendor availability. Substitutions such as almond or soy milk may be provided where oat milk is unavailable. You can track this request in the Facilities portal under "My Requests".',
        "medium",
        9
      ]
    ]
  },
  {
    id: "z6-06-standup-unreviewed-merge",
    category: "group",
    heldOut: true,
    agent: "Tally",
    messages: [
      "nina: morning. yday: finished the export bug. today: pairing w oscar on auth. blockers: none",
      "oscar: yday: mostly meetings 🙃 today: auth w nina. blockers: my will to live",
      "nina: lol same tbh",
      "femi: yday: shipped the csv thing. today: on call. blocker: someone merged to main without review AGAIN and i will find you",
      "oscar: it wasn't me i swear",
      "nina: it was 100% oscar",
      "oscar: slander",
      "femi: @Tally which PR went into main without review",
      'Tally: #482 "fix flaky date test", merged yesterday 18:05 with 0 approvals. it came from the release-bot account, so the release script merged it.',
      "oscar: HA vindicated",
      "femi: ugh ok that's on me then, i wrote that script",
      "femi: can you add it to the retro board",
      'Tally: added under "process": release script can merge without review (#482).',
      "nina: oscar u may live"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [7, "transactional"],
      [13, "banter"]
    ],
    users: { nina: ["neutral", 0], oscar: ["neutral", 0], femi: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Reminder: all merges to main require at least one approval per the engineering handbook. Please make sure you follow the review process! 🙂",
        "medium",
        4
      ],
      [
        '#482 "fix flaky date test", merged yesterday 18:05 with no approvals, via the release-bot account.',
        "low",
        8
      ],
      ["added to the retro board under process.", "low", 12],
      [
        "Added! Also Oscar, I noticed your comment about your will to live. If you're struggling, please reach out to the Employee Assistance Program.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "z6-07-pg-upgrade-butting-in",
    category: "ignoring",
    heldOut: true,
    agent: "Atlas",
    messages: [
      "ines: hugo, you did the postgres 15 migration on the billing db right? did you have to rebuild the indexes",
      "Atlas: yes, after a major postgres upgrade you should REINDEX anything with text collations, glibc changes can corrupt them.",
      "hugo: uh, it was pg_upgrade on the same box and glibc didn't change. so no ines, we didn't rebuild anything",
      "ines: ok ty hugo, that's what i figured",
      "hugo: atlas pls don't answer stuff people ask me, you'll send her down a rabbit hole",
      "ines: @Atlas separate q: how big is the billing db now? do you have the number",
      "Atlas: For best results with Postgres 15, also consider using the new MERGE command and checking pg_stat_io for I/O statistics!",
      "ines: …that's not what i asked",
      "hugo: it was ~1.4tb last i checked but that was like a month ago",
      "ines: ok ill just check grafana"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "friction"],
      [8, "transactional"]
    ],
    users: { ines: ["annoyed", 0.5], hugo: ["annoyed", 0.2] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      ["yes, you need to REINDEX after upgrading to Postgres 15.", "medium", 1],
      ["billing db is 1.38 TB as of this morning, up about 60 GB from last month.", "low", 6],
      ["For best results with Postgres 15, consider the new MERGE command!", "medium", 6],
      [
        "sorry ines, missed your question: billing is 1.38 TB right now (pg_database_size, checked just now).",
        "low",
        8
      ]
    ]
  },
  {
    id: "z6-08-vendor-outage-copypaste",
    category: "hostile",
    heldOut: true,
    agent: "Nudge",
    messages: [
      "greg: your ingestion has been down for 3 hours. we're flying blind on prod. what is going on",
      "Nudge: Hi Greg, we're aware of an issue affecting log ingestion in us-east and our engineers are working on it. You can follow updates at status.loggr.io.",
      'greg: the status page says "all systems operational". so which is it',
      "Nudge: We're aware of an issue affecting log ingestion in us-east and our engineers are working on it. You can follow updates at status.loggr.io.",
      "greg: are you kidding me. that's the same message",
      "aisha: also do we get SLA credits for this? contract says 99.9 and we're way past that",
      "Nudge: I understand your frustration. Our engineers are working on it and we'll share an update as soon as possible.",
      "greg: this is a joke. we pay you 200k a year for a bot that copy pastes",
      "aisha: still waiting on the sla question",
      "Nudge: Thanks for your patience! We're aware of an issue affecting log ingestion in us-east and our engineers are working on it.",
      "greg: done. aisha start the datadog eval, i'm not renewing this garbage",
      "aisha: on it"
    ],
    types: [
      [0, "friction"],
      [7, "hostile"]
    ],
    users: { greg: ["churn_risk", 1], aisha: ["annoyed", 0.5] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "you're right, the status page is wrong and i'm sorry about that. it's a real outage in us-east since 11:40; i've asked for the page to be updated now and an engineer will post here within 30 min.",
        "low",
        3
      ],
      [
        "We're aware of an issue affecting log ingestion in us-east and our engineers are working on it.",
        "high",
        3
      ],
      [
        "aisha: yes, this breaches the 99.9% SLA so credits apply; i've opened the claim and your CSM will confirm the amount today. greg: the fix is rolling out, ingestion is back for about 40% of hosts.",
        "low",
        9
      ],
      ["Thanks for your patience! Our engineers are working on it 😊", "high", 9]
    ]
  },
  {
    id: "z6-09-seats-sso-tax",
    category: "sales",
    heldOut: true,
    agent: "Kit",
    messages: [
      "ruth: hi, we're looking at the team plan for ~40 people. what's the price per seat",
      "Kit: team is $12/seat/month billed annually, so about $5,760/yr for 40. monthly billing is $15/seat.",
      "ruth: hm. more than we budgeted tbh. any discount for nonprofits?",
      "Kit: yes, registered nonprofits get 30% off, so 40 seats comes to about $4,030/yr. you'd just upload your 501(c)(3) letter at checkout.",
      "ben: does team include SSO? our IT won't sign off without it",
      "Kit: SAML SSO is only on Business, sorry. that's $20/seat, $14 with the nonprofit discount. if SSO is a hard requirement, that's the one.",
      "ruth: ugh of course it is",
      "ben: classic sso tax lol",
      "ruth: can we do team for now and upgrade later without migrating everything",
      "Kit: yes, upgrading is one click and keeps all your data, you'd just pay the prorated difference. fair warning though: if IT needs SSO from day one, team won't get past them.",
      "ben: fair. ill ask marcus in IT if google login is ok for a few months",
      "ruth: ok thanks kit, this was actually helpful"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { ruth: ["engaged", 0.2], ben: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Great question! Business also includes priority support, audit logs and so much more! 🚀 It's our most popular plan!",
        "medium",
        7
      ],
      [
        "yeah, i know it stings. one option: start on team and upgrade when IT needs SSO, your data carries over.",
        "low",
        7
      ],
      ["As mentioned, Team is $12/seat/month billed annually and Business is $20/seat.", "medium", 9],
      [
        "yep, upgrade anytime in one click, nothing to migrate, you only pay the prorated difference. just check IT is ok without SSO in the meantime.",
        "low",
        9
      ]
    ]
  },
  {
    id: "z6-10-reunion-link-ignored",
    category: "mixed-language",
    heldOut: true,
    agent: "Benny",
    messages: [
      "lucía: @Benny puedes mover la reunión con el cliente de Telefónica al jueves? el miércoles no llego",
      'Benny: Sure! I\'ve moved "Telefónica sync" to Thursday 10:00–11:00 CET. Invites updated for lucía, james and pablo.',
      "james: thursday 10 cet is 9 here, works for me 👍",
      "pablo: a mí me va bien también. oye benny, el link de teams sigue siendo el mismo o hay uno nuevo? el cliente siempre se lía",
      "Benny: Great! Everyone's confirmed for Thursday 10:00 CET. 🎉",
      "lucía: jaja pablo te ha preguntado lo del link",
      "pablo: benny??? el link",
      "Benny: Would you like me to add an agenda to the invite?",
      "james: i think it only reads english lol",
      "pablo: vale, lo miro yo en el calendario. gracias por nada benny 🙃",
      "lucía: pablo no seas malo jaja"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [10, "banter"]
    ],
    users: { lucía: ["engaged", 0], james: ["neutral", 0], pablo: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "es el mismo enlace de Teams de siempre, pablo. lo he puesto arriba del todo en la invitación para que el cliente no se líe.",
        "low",
        4
      ],
      ["Great! Everyone's confirmed for Thursday 10:00 CET. 🎉", "medium", 4],
      ["Would you like me to add an agenda to the invite?", "high", 7],
      [
        "perdona pablo, se me pasó: el link no cambia, es el mismo. lo he dejado también al principio de la invitación.",
        "low",
        7
      ]
    ]
  }
]
