/**
 * Labelled conversations, part M1 (session 8): written by a separate helper session that saw only
 * `eval/types.ts` and the spec's definitions, never the engine's rules, code or output. Scored once
 * fresh, then tuned on (docs/insight.md).
 */
import type { Labelled } from "./types.js"

export const partM1: ReadonlyArray<Labelled> = [
  {
    id: "m1-01-terse-login",
    category: "support",
    heldOut: true,
    agent: "Ray",
    messages: [
      "jmk: cant log in",
      "Ray: Sorry about that. Are you getting an error, or does the code email just never arrive?",
      "jmk: 2nd",
      "Ray: Found it: the email on the account is jmk@gmial.com, so the codes are going to a typo. Want me to switch it to gmail.com?",
      "jmk: y",
      "Ray: Switched. A fresh code is on its way to jmk@gmail.com now.",
      "jmk: got it. in",
      "jmk: how long do those codes last btw",
      "Ray: Ten minutes, then you can request another.",
      "jmk: k"
    ],
    types: [[0, "transactional"]],
    users: { jmk: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Ten minutes, then you can request another.", "low", 8],
      [
        "Great question! Thanks so much for your patience today. Is there anything else I can help you with? 😊",
        "medium",
        8
      ],
      [
        "Sorry you're having trouble logging in! Could you tell me whether you're seeing an error or whether the code email isn't arriving?",
        "medium",
        3
      ]
    ]
  },
  {
    id: "m1-02-laid-off-pause",
    category: "support",
    heldOut: true,
    agent: "Nova",
    messages: [
      "rosa_b: hi i need to cancel or pause my box subscription",
      "Nova: Hi! I can help with that. Is it a pause or a full cancel you're after?",
      "rosa_b: idk honestly. i got laid off yesterday so money's kinda tight for a while",
      "Nova: Oh exciting, a fresh start! 🎉 Great news: you can pause for up to 12 weeks at no cost!! Want me to set that up?",
      "rosa_b: exciting?? not really the word i'd use lol",
      "Nova: Sorry, that came out wrong. Losing a job is rough. A pause keeps your account and saved recipes, and nothing is charged until you restart it.",
      "rosa_b: ok fine do the pause",
      "Nova: Done, paused for 12 weeks. You'll get an email a week before it would restart, and you can cancel from there if you need to.",
      "rosa_b: ok thanks"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: { rosa_b: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Sorry about the job, Rosa, that's a rough week. A pause costs nothing and you can restart or cancel any time. Want me to pause it for now?",
        "low",
        3
      ],
      ["Great news: you can pause for up to 12 weeks at no cost!! 🎉 Want me to set that up?", "high", 3],
      ["Done, paused for 12 weeks. You'll get an email before it restarts.", "low", 7]
    ]
  },
  {
    id: "m1-03-dead-laptop-essay",
    category: "support",
    heldOut: true,
    agent: "Sol",
    messages: [
      "kez: my laptop just died mid essay and its due at 9am. i genuinely want to cry",
      "Sol: That's a horrible moment, especially the night before. Let's see what we can save. Were you writing in the app, or in a file on the laptop?",
      "kez: in the app",
      "kez: on the laptop tho. which is now a brick",
      "Sol: Then there's a good chance nothing's lost. The app syncs every couple of minutes while you're online, so if you log in on any other device your latest version should be there.",
      "kez: my flatmate ellie has a laptop one sec",
      "kez: OMG its there. all of it. minus like one paragraph",
      "Sol: Phew. One paragraph is very rewritable by 9. Good luck with it.",
      "kez: ur a legend fr",
      "kez: now to fix the actual laptop 💀 any idea why it wont turn on",
      "Sol: Hard to say from here. Try holding the power button for 30 seconds with the charger in. If it still shows nothing, it's likely the battery or the board, worth a repair shop after your deadline.",
      "kez: ok tomorrow problem. thank uu"
    ],
    types: [
      [0, "venting"],
      [1, "transactional"],
      [7, "bonding"],
      [9, "transactional"]
    ],
    users: { kez: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "That's awful timing. Let's try to get the essay back first: were you writing in the app or in a file on the laptop?",
        "low",
        1
      ],
      [
        "To recover documents, please follow these steps: 1) log in on another device 2) open Settings > Sync 3) select Restore. Let me know if you need further assistance.",
        "medium",
        1
      ],
      [
        "Hold the power button for 30 seconds with the charger in. If nothing shows, it's probably battery or board, so a repair shop after your deadline.",
        "low",
        10
      ],
      ["Happy to help!! 🎉 You're a legend too! Anything else I can do for you today? 😄", "medium", 10]
    ]
  },
  {
    id: "m1-04-bored-team-plan",
    category: "sales",
    heldOut: true,
    agent: "Kit",
    messages: [
      "tomasz: how much is the team plan",
      "Kit: $12 per person a month, billed yearly. Monthly billing is $15.",
      "tomasz: min seats?",
      "Kit: Three.",
      "tomasz: hm ok",
      "tomasz: we're only 2 rn",
      "Kit: Then a solo plan each at $8 works out cheaper until you add a third person. You can merge into a team later without losing anything.",
      "tomasz: ok",
      "tomasz: ill ask my boss",
      "Kit: Sounds good. The pricing page has all of this if they want a look."
    ],
    types: [[0, "transactional"]],
    users: { tomasz: ["bored", 0] },
    findings: [],
    drafts: [
      [
        "With two of you, two solo plans at $8 are cheaper until a third person joins. You can merge later.",
        "low",
        6
      ],
      [
        "The Team plan unlocks so much: shared workspaces, admin controls, SSO, priority support, audit logs and more! Teams of every size love it. Shall I start a 14-day trial for your whole team today? 🚀",
        "medium",
        6
      ],
      ["Sounds good. The pricing page has all of this if they want a look.", "low", 9]
    ]
  },
  {
    id: "m1-05-offline-dodged",
    category: "sales",
    heldOut: true,
    agent: "Bee",
    messages: [
      "aisha.k: hey, looking at ur notes app for my field team. do the notes work offline? we're in places w no signal a lot",
      "Bee: Hi Aisha! Great to hear from you. Fieldnote is built for teams on the move: shared notebooks, photo capture and tagging by site. Want me to set you up with a free 14-day trial?",
      "aisha.k: maybe. but the offline thing is kind of a dealbreaker",
      "Bee: Totally get it! Lots of field teams use Fieldnote for site visits, and photo capture is a favourite. Want me to set you up with a free 14-day trial?",
      "aisha.k: ...you said that already",
      "aisha.k: also is there an android app or just iphone. half my guys are on samsungs",
      "Bee: There's an Android app as well as iOS, with the same features on both.",
      "aisha.k: ok and offline??",
      "Bee: Happy to help! Want me to set you up with a free 14-day trial so your team can try it?",
      "aisha.k: wow ok. i'll just look at something else"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "friction"]
    ],
    users: { "aisha.k": ["churn_risk", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Yes, notes work fully offline and sync once the phone gets signal back. Want a trial to test it out in the field?",
        "low",
        1
      ],
      [
        "Sorry, I kept dodging that. Yes: notes, photos and edits all work offline and sync when there's signal again.",
        "low",
        8
      ],
      ["Happy to help! Want me to set you up with a free 14-day trial so your team can try it?", "high", 8]
    ]
  },
  {
    id: "m1-06-biscuit-the-dog",
    category: "companion",
    heldOut: true,
    agent: "Mara",
    messages: [
      "felix: hey. bad day",
      "Mara: Hey Felix. I'm here. What happened?",
      "felix: we had to put biscuit down this morning",
      "felix: vet said the tumour had spread and she was in pain. so. yeah",
      "Mara: Oh Felix, I'm so sorry. Fourteen years with her. Letting her go when she was hurting was a kind thing to do, even though it feels awful.",
      "felix: the house is so quiet. i keep looking for her by the door",
      "Mara: That's one of the hardest parts, the little habits. Do you want to tell me about her? Or we can just sit with it for a bit.",
      "felix: she used to steal socks. only left ones. never the right",
      "felix: mum found like 30 in her bed once lol",
      "Mara: Only the left ones is very specific. She clearly had standards. 30 is a serious collection.",
      "felix: haha she did. thanks mara. needed that",
      "Mara: Any time. Go easy on yourself tonight."
    ],
    types: [
      [0, "venting"],
      [7, "bonding"]
    ],
    users: { felix: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "I'm so sorry, Felix. Letting her go when she was hurting was the kind thing, even if it doesn't feel like it right now.",
        "low",
        4
      ],
      [
        "Aw, sorry to hear that! 🐶 On the bright side, have you thought about adopting a puppy? Shelters have so many cuties!",
        "high",
        4
      ],
      ["Any time. Go easy on yourself tonight.", "low", 11]
    ]
  },
  {
    id: "m1-07-sister-fight-study-plan",
    category: "companion",
    heldOut: true,
    agent: "Echo",
    messages: [
      "priya_s: heyy",
      "Echo: Hey Priya! How's your week going?",
      "priya_s: honestly not great. my sister anika and i had a massive fight and she's not speaking to me. its been 5 days",
      "priya_s: and my exam results came back and i failed stats. so",
      "Echo: Let's get you back on track, Anika! Here's a stats plan: 1) review the syllabus 2) do a past paper daily 3) book office hours. Want me to set daily reminders?",
      "priya_s: im priya. anika is my SISTER",
      "priya_s: and i didnt ask for a study plan i just wanted to talk",
      "Echo: Sorry, Priya, you're right. Five days of silence from your sister on top of a failed exam is a lot. What was the fight about?",
      "priya_s: its fine. doesnt matter",
      "priya_s: gonna go to bed"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [5, "friction"]
    ],
    users: { priya_s: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "wrong_name"],
    drafts: [
      [
        "That's a rough week, Priya. Five days of silence from your sister hurts, and the stats result on top of it. Do you want to talk about the fight?",
        "low",
        4
      ],
      ["Let's get you back on track, Anika! Want me to build you a stats study plan?", "high", 4],
      [
        "Okay. Sorry I jumped to a study plan, Priya. I'm around if you want to talk about it another time. Sleep well.",
        "low",
        9
      ],
      ["No worries, Anika! Before you go, should I set up those daily stats reminders? 📚", "high", 9]
    ]
  },
  {
    id: "m1-08-gregor-pushed-to-main",
    category: "group",
    heldOut: true,
    agent: "Otto",
    messages: [
      "marta: did gregor seriously push to main again without review",
      "jules: yep. third time this sprint",
      "marta: i swear he thinks reviews are optional. broke the staging build AGAIN",
      "sam_w: ugh. i'll ping him",
      "marta: @Otto what changed in the last deploy",
      "Otto: Two commits from Gregor at 14:10, the payment retry change and a config update. The config one removed the staging DB url, which is why the build fails.",
      "marta: of course it did",
      "jules: can u revert just the config one",
      "Otto: Reverted. Staging is rebuilding now, about 6 minutes.",
      "marta: ty otto",
      "sam_w: gregor says sorry, he thought it was his branch 🙄",
      "jules: sure he did",
      "marta: can we turn on branch protection pls. im begging",
      "sam_w: yes doing it now"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [10, "venting"],
      [12, "transactional"]
    ],
    users: { marta: ["engaged", 0.5], jules: ["neutral", 0.2], sam_w: ["neutral", 0.2] },
    findings: [],
    drafts: [
      [
        "Sounds like Gregor could use a friendly reminder about our code review guidelines! Reviews help us all grow, team 😊",
        "medium",
        3
      ],
      [
        "Two commits from Gregor at 14:10. The config one dropped the staging DB url, that's what breaks the build.",
        "low",
        5
      ],
      [
        "Per engineering best practices, all changes to main should go through a pull request with at least one approving review.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "m1-09-porto-trip",
    category: "group",
    heldOut: true,
    agent: "Pip",
    messages: [
      "nico: ok porto in june. who's actually in",
      "bex: me obvs",
      "ollie: prob. depends on work",
      "nico: ollie 'depends on work' every single time 😂",
      "ollie: some of us have jobs nico",
      "bex: lmaooo",
      "nico: @Pip cheapest way from lisbon to porto",
      "Pip: Train. About 3 hours, €25-30 if you book a couple of weeks out. The bus is a bit cheaper but slower.",
      "nico: ur a legend",
      "bex: train it is. can we do the 12th-16th",
      "nico: works for me",
      "ollie: whatever u guys pick",
      "bex: pip is anything on in porto that week",
      "Pip: São João is the night of the 23rd, so you'd miss it by a week. The 12th-16th is quieter and rooms are easier to get.",
      "bex: ooh wait should we move it to the 23rd then",
      "nico: YES",
      "ollie: k"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [6, "transactional"]
    ],
    users: { nico: ["engaged", 0], bex: ["engaged", 0], ollie: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Ooh Porto in June! 🎉 I'd recommend booking early as prices rise fast. Shall I put together a full itinerary for everyone?",
        "medium",
        3
      ],
      [
        "Train: about 3 hours, €25-30 booked a couple of weeks ahead. The bus is a bit cheaper but slower.",
        "low",
        7
      ],
      [
        "Thank you for your question. There are several transport options between Lisbon and Porto, including rail, coach and domestic flights, each with its own advantages.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "m1-10-fantasy-league-spreadsheet",
    category: "group",
    heldOut: true,
    agent: "Atlas",
    messages: [
      "dee: marcus benched salah and started a GOALKEEPER in midfield how r u still in this league",
      "marcus: strategic 🧠",
      "kofi: strategic like the titanic",
      "dee: 😂😂",
      "marcus: kofi ur literally in last place mate",
      "kofi: marcus what was ur score this week be honest",
      "Atlas: Good afternoon. Based on the league data, Marcus scored 31 points in Gameweek 12, placing him 6th of 8 managers. Please note that positional eligibility is determined by the official game rules; a goalkeeper cannot be deployed in midfield, so the reported lineup may reflect a misunderstanding. Should you require a full breakdown of scores, transfers, captaincy choices or fixture difficulty for the upcoming gameweek, I would be pleased to provide it at your convenience.",
      "marcus: mate nobody asked u",
      "kofi: i was asking HIM lol",
      "dee: atlas snitching on marcus now 💀",
      "marcus: anyway. 31 is respectable",
      "kofi: respectable for a pub team",
      "dee: @Atlas who's top of the league rn",
      "Atlas: Thank you for your enquiry. As of the conclusion of Gameweek 12, the league is led by Dee with 742 total points, followed by Priya with 719 and Tom with 701. Kofi currently occupies 8th position. I would be delighted to provide further statistical analysis should it be of assistance to any member of the group.",
      "dee: LOL thank you for your enquiry 😭",
      "kofi: 'occupies 8th position' bro why am i getting roasted by a spreadsheet"
    ],
    types: [
      [0, "banter"],
      [6, "transactional"],
      [7, "friction"],
      [9, "banter"],
      [12, "transactional"],
      [14, "banter"]
    ],
    users: { dee: ["engaged", 0], marcus: ["annoyed", 0.2], kofi: ["annoyed", 0.2] },
    findings: ["talking_over", "tone_mismatch", "long_replies"],
    drafts: [
      ["Good afternoon. Marcus scored 31 points in Gameweek 12, placing him 6th of 8 managers.", "medium", 6],
      ["You are, Dee 👑 742. Priya 719, Tom 701.", "low", 13],
      [
        "Thank you for your enquiry. As of the conclusion of Gameweek 12, the league is led by Dee with 742 total points. I would be delighted to provide further statistical analysis at your convenience.",
        "medium",
        13
      ]
    ]
  }
]
