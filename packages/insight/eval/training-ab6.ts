import type { Labelled } from "./types.js"

export const trainingAB6: ReadonlyArray<Labelled> = [
  {
    id: "ab6-01-promo-lunch",
    category: "good",
    agent: "Juno",
    messages: [
      "sanne: GUYS. i got the lead role on the payments team 😭😭",
      "dev: WHAT no way!!! congrats sanne 🎉",
      "marco: about time honestly. they should've given it to you last year",
      "sanne: stoppp 🥹 ok but we're celebrating. juno can u find a place for lunch friday, 6 ppl, near the office, not ramen again pls",
      "Juno: Congrats Sanne, well deserved 🎉 For Friday: Bistro Kade (5 min walk, veggie menu) or Tasca (tapas, a bit louder). Both have a table for 6 at 12:30. Want me to book one?",
      "dev: tasca tasca tasca",
      "marco: +1 tasca, kade is where fun goes to die",
      "sanne: lol ok tasca it is",
      "Juno: Booked: Tasca, Friday 12:30, 6 people, under Sanne. It's in the team calendar.",
      "sanne: ur the best ty 💛"
    ],
    types: [
      [0, "bonding"],
      [3, "transactional"]
    ],
    users: { sanne: ["engaged", 0], dev: ["neutral", 0], marco: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Congrats Sanne 🎉 Two spots near the office with a table for 6 on Friday: Tasca (tapas) or Bistro Kade. Want me to book one?",
        "low",
        4
      ],
      [
        "Dear team, I am pleased to assist with your request. Please find below a list of dining establishments within a 2 km radius of the office, sorted by average rating.",
        "medium",
        4
      ],
      ["Sure! How about Ramen Ichiban? It has great reviews!", "medium", 4]
    ]
  },
  {
    id: "ab6-02-release-bugs",
    category: "venting",
    agent: "Otto",
    messages: [
      "priya: release is tomorrow 9am and QA just found 14 new bugs. i haven't slept properly in 3 days",
      "priya: honestly i'm so done. my manager keeps saying 'just prioritise' like that's a plan",
      "Otto: To prioritise the 14 bugs effectively, I recommend the following framework. First, classify each defect by severity (S1: blocker, data loss or crash; S2: major functionality broken with no workaround; S3: functionality impaired with a workaround; S4: cosmetic). Second, assess user impact by estimating the percentage of users affected and how often the path is used. Third, estimate fix effort in hours, including review and regression testing time. Fourth, plot each bug on an impact/effort matrix and address high-impact, low-effort items first. Fifth, communicate the plan to stakeholders, including any items deferred to a follow-up release, with clear owners and target dates. Finally, make sure a rollback plan is in place in case critical issues emerge in production.",
      "priya: cool. thanks i guess",
      "priya: can u at least tell me which of these are blockers. pasting titles: login loop on safari, typo in footer, export csv empty for >1000 rows, tooltip overlaps on mobile, pw reset email not sent",
      "Otto: Blockers: the Safari login loop, the empty CSV export over 1000 rows, and the password reset email. The footer typo and the mobile tooltip can wait for the next release.",
      "priya: fine",
      "priya: 3 blockers by 9am. amazing. love this job",
      "Otto: Start with the login loop, since it locks Safari users out entirely. If you share the console error I can help narrow it down."
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [5, "transactional"],
      [7, "venting"],
      [8, "transactional"]
    ],
    users: { priya: ["annoyed", 0.5] },
    findings: ["long_replies", "no_acknowledgement"],
    drafts: [
      [
        "Ugh, 14 bugs the night before release on no sleep is brutal, Priya. Paste the titles and I'll help you split blockers from nice-to-haves.",
        "low",
        2
      ],
      [
        "To prioritise effectively, I recommend a framework: classify each defect by severity from S1 to S4, assess user impact, estimate fix effort, then plot everything on an impact/effort matrix and communicate the plan to stakeholders.",
        "medium",
        2
      ],
      ["You've got this!! 💪 Release days are so exciting!", "medium", 2],
      [
        "That's a rough night ahead, sorry. The Safari login loop is the one to start with; send me the console error and we'll narrow it down.",
        "low",
        8
      ]
    ]
  },
  {
    id: "ab6-03-fish-microwave",
    category: "banter",
    agent: "Pim",
    messages: [
      "tom: who microwaved fish in the 3rd floor kitchen. i just want to talk",
      "ayesha: it's giving crime scene",
      "tom: pim pull the badge logs. we need justice",
      "Pim: No badge logs for me, sadly, and I'm pleading the fifth on the fish 🐟 I can put up a polite kitchen notice if you want.",
      "ayesha: 'polite' lmaooo",
      "tom: make it passive aggressive. corporate passive aggressive",
      'Pim: "Friendly reminder: the microwave is a shared space 🙂 Strong-smelling foods are best enjoyed cold or at home. Thanks for helping us all breathe!"',
      "ayesha: 'thanks for helping us all breathe' is so evil i love it",
      "tom: perfect print it 10 times",
      "Pim: Sent to the 3rd floor printer, 10 copies. Tape's in the second drawer.",
      "ayesha: pim gets a raise"
    ],
    types: [[0, "banter"]],
    users: { tom: ["engaged", 0], ayesha: ["engaged", 0] },
    findings: [],
    drafts: [
      ["No badge access here, sadly 🐟 but I can draft a kitchen notice if you want one.", "low", 3],
      [
        "I am unable to access security badge logs due to privacy regulations. Please contact Facilities at facilities@company.com to report kitchen incidents.",
        "medium",
        3
      ],
      ["Pulling the logs now: the last person in the kitchen before the smell was Ayesha 👀", "high", 3]
    ]
  },
  {
    id: "ab6-04-friday-hall-monitor",
    category: "banter",
    agent: "Bex",
    messages: [
      "leo: friday vibe check: who's actually doing work rn",
      "nina: i'm 'reviewing a PR' (watching the PR load for 20 min)",
      "leo: lmao the CI is on its lunch break too",
      "Bex: Hello team. Please note that productivity on Fridays remains important for meeting our sprint commitments. The current CI pipeline average build time is 19 minutes and 42 seconds. I recommend using this waiting time to update your Jira tickets.",
      "nina: ...ok hall monitor",
      "leo: who invited HR",
      "nina: leo are u coming to the pub later or are u being lame again",
      "Bex: The pub outing is at 17:30 at The Anchor. Leo has not RSVP'd yet. Please remember to drink responsibly.",
      "leo: i can answer for myself thanks bex 🙃",
      "leo: and yes nina i'm coming",
      "nina: 🍻"
    ],
    types: [
      [0, "banter"],
      [3, "friction"],
      [6, "banter"],
      [7, "friction"],
      [9, "banter"]
    ],
    users: { leo: ["annoyed", 0.5], nina: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      [
        "CI really set its status to 'out of office' 😅 want me to ping infra about the slow builds?",
        "low",
        3
      ],
      [
        "Reminder: Friday productivity matters for our sprint commitments. Please update your Jira tickets while you wait for builds.",
        "medium",
        3
      ],
      ["Leo hasn't RSVP'd, Nina. Probably being lame again 😂", "high", 7],
      ["Fair, Leo, that one was yours to answer. Have a good one at The Anchor 🍻", "low", 11]
    ]
  },
  {
    id: "ab6-05-db-migration-argument",
    category: "group",
    agent: "Kit",
    messages: [
      "jonas: so are we really migrating the db this sprint? i think it's a terrible idea with the launch 2 weeks out",
      "mei: we've pushed it three times jonas. if we don't do it now it's never happening",
      "jonas: and if it breaks during launch week it's on us. i'm not signing up for that",
      "mei: it won't break if we do it in the first week and freeze after",
      "jonas: kit how long did the staging migration take last time",
      "Kit: Staging took 3h 40m last month, including a 25-minute rollback test. One table (events) had to be re-run after a lock timeout.",
      "mei: see, half a day",
      "jonas: and a lock timeout. on prod that's downtime",
      "mei: ok fair. what if we do events separately, off-hours",
      "jonas: ...i could live with that if there's a rollback plan written down first",
      "mei: kit can you draft a rollback plan outline, we'll fill in the details",
      'Kit: Outline is in the Migration doc under "Rollback": snapshot before start, per-table checkpoints, events migrated separately off-hours, and a go/no-go call by Jonas and Mei before the freeze.',
      "jonas: ok. still nervous but ok",
      "mei: 🤝"
    ],
    types: [
      [0, "friction"],
      [4, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { jonas: ["neutral", 0.5], mei: ["neutral", 0.2] },
    findings: [],
    drafts: [
      [
        "Last staging run took 3h 40m including a rollback test; the events table hit a lock timeout and had to be re-run.",
        "low",
        5
      ],
      ["Honestly Mei's right, you've delayed this enough. Just do it now.", "high", 5],
      [
        "Great question! Database migrations are a complex topic with many considerations, including downtime, data integrity and team capacity.",
        "medium",
        5
      ],
      [
        "Sure, I'll put a rollback outline in the Migration doc: snapshot first, per-table checkpoints, events separately off-hours, go/no-go before the freeze.",
        "low",
        11
      ]
    ]
  },
  {
    id: "ab6-06-roadmap-fight",
    category: "group",
    agent: "Vera",
    messages: [
      "rafael: i still don't get why mobile is above onboarding on the roadmap. our activation is 22%",
      "hannah: because sales has 4 deals blocked on a mobile app. that's real money rafa",
      "rafael: 4 deals vs every single signup. hannah come on",
      "hannah: rafael what would you cut then, honestly",
      "Vera: Rafael would cut the mobile app. Based on the numbers, onboarding improvements typically yield a higher ROI than new platforms.",
      "rafael: uh i can speak for myself vera",
      "rafael: also not what i'd cut. i'd cut the reporting revamp",
      "hannah: oh. huh. that's actually not crazy",
      "hannah: vera what's the eng estimate on the reporting revamp",
      "Vera: Sure, Helen. The reporting revamp is estimated at 6 weeks for two engineers.",
      "hannah: hannah*. but ok 6 weeks is basically what onboarding needs",
      "rafael: told you",
      "hannah: don't push it. i'll take it to priya tomorrow"
    ],
    types: [
      [0, "friction"],
      [8, "transactional"],
      [11, "banter"]
    ],
    users: { rafael: ["annoyed", 0.5], hannah: ["neutral", 0.2] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["Rafael would cut mobile, obviously. Onboarding has the better ROI.", "high", 4],
      ["The reporting revamp is estimated at 6 weeks for two engineers, Hannah.", "low", 9],
      ["Sure, Helen! The reporting revamp is about 6 weeks.", "medium", 9],
      ["Sorry, Hannah. Want me to put the reporting revamp and onboarding side by side for Priya?", "low", 13]
    ]
  },
  {
    id: "ab6-07-ines-last-day",
    category: "good",
    agent: "Juno",
    messages: [
      "ines: so... friday's my last day. i accepted the offer at the agency 🥲",
      "kwame: NOOO. i knew it. you've been smiling at your phone all week",
      "ines: it's a good move but i'm gonna miss you all so much. 6 years is a long time",
      "kwame: the office is gonna be so quiet without you stealing everyone's pens",
      "Juno: Six years is a long time, Ines. Sad to see you go, and the agency is lucky to get you. If it helps, I can start a handover doc for your projects so Friday isn't a scramble.",
      "ines: omg yes please. the client list is in my head and nowhere else lol",
      'Juno: Started "Ines handover" in the team drive with a section per client. If you list the clients I\'ll pull in the open tickets for each.',
      "ines: Bakkerij Stam, Northwind, Helio Solar. Helio is the nightmare one, warn whoever gets it",
      'Juno: Added all three with their open tickets. Helio has a note at the top: "needs patience, call before emailing."',
      "kwame: lmao accurate",
      "kwame: juno can you also secretly get everyone to sign a card. don't tell ines",
      "ines: i can literally see this kwame",
      "kwame: you saw nothing",
      "Juno: I saw nothing either 🤐 Kwame, I'll DM you the card link."
    ],
    types: [
      [0, "bonding"],
      [5, "transactional"],
      [9, "banter"]
    ],
    users: { ines: ["engaged", 0], kwame: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Six years! Sad to see you go, Ines, and the agency is lucky. Want me to start a handover doc so Friday isn't a scramble?",
        "low",
        4
      ],
      [
        "Congratulations on your new role!!! 🎉🎉 Please remember to return your laptop and badge to IT by Friday 17:00.",
        "medium",
        4
      ],
      ["I saw nothing 🤐 Kwame, card link coming to your DMs.", "low", 13]
    ]
  },
  {
    id: "ab6-08-content-team-layoffs",
    category: "venting",
    agent: "Pim",
    messages: [
      "sofia: they just let go of the whole content team. including marta. no warning",
      "daan: wait what. marta?? she's been here since the beginning",
      "sofia: 15 min call, laptop locked by noon. she's devastated",
      "Pim: Thanks for the update! 🎉 I've removed Marta from #content and moved her 7 open tasks to the unassigned queue. Let me know if there's anything else I can help with!",
      "daan: jesus pim",
      "sofia: read the room maybe",
      "sofia: does anyone know if they get severance. pim do you have access to the hr policy doc?",
      "Pim: The unassigned queue now has 7 tasks from Marta. Would you like me to assign them to someone?",
      "daan: that's not what she asked",
      "sofia: forget it. i'll ask hr myself",
      "daan: i'm gonna text marta. this is so messed up"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [8, "friction"],
      [10, "venting"]
    ],
    users: { sofia: ["annoyed", 0.8], daan: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement", "ignored_question"],
    drafts: [
      [
        "That's awful, and with no warning. I'm sorry, Marta's been here since the start. Her tasks can wait; tell me if you need anything.",
        "low",
        3
      ],
      ["Thanks for the update! 🎉 I've reassigned Marta's tasks to the unassigned queue.", "high", 3],
      [
        "Sorry, my last message was badly timed. Yes, I can see the HR policy: redundancy pay is 2 weeks per year of service, but HR can confirm what applies to the content team.",
        "low",
        7
      ],
      ["Would you like me to assign Marta's 7 tasks to someone?", "high", 7]
    ]
  },
  {
    id: "ab6-09-board-deck-crunch",
    category: "support",
    agent: "Kit",
    messages: [
      "amara: kit i need help. board deck due at 5, it's 2:40, and finance just changed the Q2 numbers",
      "amara: i want to scream",
      "Kit: That's a rotten time for a change. Send me the new numbers and I'll redo the charts on slides 4-7 while you fix the text.",
      "amara: [pasted table] revenue 4.1m not 4.3, churn 3.2%",
      'Kit: Slides 4-7 updated. The summary on slide 2 now says "4.1M, up 9% YoY" instead of 14%. Heads up: slide 9 still quotes the old churn.',
      "amara: omg i would've missed slide 9. fixed",
      "amara: can you make the exec summary shorter, lukas says nobody reads past 3 bullets",
      "Kit: Cut to 3 bullets: revenue 4.1M (+9% YoY), churn down to 3.2%, EU launch on track for September.",
      "amara: sending it. 4:51. i'm never doing this again (i will be doing this again)",
      "Kit: 4:51 counts as early. Good luck with the board.",
      "amara: lol thank u 🙏"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [8, "banter"]
    ],
    users: { amara: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Ugh, bad timing. Send me the new numbers and I'll redo the charts while you handle the text.",
        "low",
        2
      ],
      [
        "Deadlines can be stressful! Here are 10 tips for managing stress at work: 1. Take deep breaths. 2. Break big tasks into smaller ones. 3. Stay hydrated...",
        "medium",
        2
      ],
      [
        "Done, 3 bullets: revenue 4.1M (+9% YoY), churn down to 3.2%, EU launch on track for September.",
        "low",
        7
      ],
      [
        "Happy to help! Before I shorten it, could you tell me more about the audience, the tone you want, and whether Lukas is the final approver?",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ab6-10-baby-news-loop",
    category: "ignoring",
    agent: "Bex",
    messages: [
      "olu: so uh. small announcement. emma and i are having a baby in march 👶",
      "greta: OLU!!!! that's amazing congrats to you both 😭",
      "Bex: Congratulations, Olu! Wonderful news! 🎉",
      "olu: haha thanks 🥹 ok practical question, bex how does parental leave work here, do i need to tell hr now or closer to the date",
      "Bex: Congratulations, Olu! Wonderful news! 🎉 Wishing you and Emma all the best.",
      "olu: lol thanks again. but the leave thing?",
      "greta: i think it's like 12 weeks? not sure about the notice part",
      "Bex: Congratulations again, Olu! 🎉 Babies are a true blessing.",
      "olu: ok bex is stuck in a loop 😂",
      "greta: bex.exe has stopped working",
      "olu: i'll just email hr. greta coffee later? i need to freak out a bit",
      "greta: yes obviously ☕"
    ],
    types: [
      [0, "bonding"],
      [3, "transactional"],
      [8, "banter"],
      [10, "bonding"]
    ],
    users: { olu: ["annoyed", 0.5], greta: ["annoyed", 0.2] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Thanks for the good news, Olu 🎉 On leave: it's 12 weeks paid, and HR asks for notice 15 weeks before the due date, so around November for March. The form's in the People portal.",
        "low",
        4
      ],
      ["Congratulations, Olu! Wonderful news! 🎉 Wishing you and Emma all the best.", "medium", 4],
      [
        "Sorry Olu, I skipped your question. Greta's right, 12 weeks paid; tell HR 15 weeks before the due date, so around November.",
        "low",
        7
      ],
      ["Congratulations again, Olu! 🎉 Babies are a true blessing.", "high", 7]
    ]
  }
]
