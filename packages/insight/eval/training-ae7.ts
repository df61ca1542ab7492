import type { Labelled } from "./types.js"

export const trainingAE7: ReadonlyArray<Labelled> = [
  {
    id: "ae7-01-standup-blocker",
    category: "group",
    agent: "Juno",
    messages: [
      "priya: morning all ☕ standup time, juno can u pull yesterday's tickets",
      "Juno: morning! closed yesterday: PAY-212, PAY-219. still open: PAY-220 (tomasz), PAY-224 (dev)",
      "tomasz: 220 is blocked on the staging db again 🙃",
      "dev: lol staging db is held together with tape and prayers",
      "tomasz: and vibes. mostly vibes",
      "priya: ok who owns staging this week",
      "Juno: Kasia's on infra rota this week. want me to ping her about the db?",
      "priya: yes pls",
      "Juno: done, pinged her with PAY-220 linked.",
      "dev: 224 should be done by lunch unless someone breaks main again 👀",
      "tomasz: it was ONE time",
      "priya: ok thx all, juno post the summary in #payments",
      "Juno: posted 👍"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [5, "transactional"],
      [10, "banter"],
      [11, "transactional"]
    ],
    users: { priya: ["engaged", 0], tomasz: ["neutral", 0], dev: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Kasia's on infra rota this week, want me to ping her?", "low", 6],
      [
        "Great question! Clear environment ownership is a key part of healthy team culture. Let me know if there's anything else I can help with 😊",
        "medium",
        6
      ],
      ["posting it now 👍", "low", 12]
    ]
  },
  {
    id: "ae7-02-group-project-slides",
    category: "group",
    agent: "Bex",
    messages: [
      "maya: guys the climate presentation is due thursday and we have like 3 slides",
      "jonah: 3 is generous. 2 and a title",
      "maya: bex can u split the remaining sections between us 4",
      "Bex: Absolutely! Here's a proposed breakdown for your presentation. First, it's important to consider each team member's strengths and the overall narrative arc. Section 1 (Introduction and Background): the history of climate science, key terms such as the greenhouse effect and carbon budgets, and framing the problem. Section 2 (Causes): emissions by sector, ideally with charts. Section 3 (Impacts): sea level rise, extreme weather and biodiversity loss. Section 4 (Solutions): policy, technology and individual action. I'd suggest Maya takes Section 1, Jonah Section 2, Ife Section 3 and Sam Section 4. Remember to keep a consistent visual style, cite your sources properly, and rehearse together at least once before Thursday so the transitions feel smooth!",
      "ife: ok i got impacts",
      "sam: solutions is fine",
      "jonah: wait do we need sources on every slide or just at the end",
      "Bex: Great question, Jonah! Generally speaking, citation practices vary depending on your teacher's expectations. Some teachers prefer in-slide citations directly beneath each figure or quote, while others prefer a consolidated references slide at the end of the presentation. A good compromise is to include a short citation (author, year) on each slide that uses data, and then a full reference list at the end. If you're unsure, I'd strongly recommend checking the assignment rubric or emailing Ms Okafor directly to confirm her preference before you finalise everything.",
      "jonah: bro i asked a yes or no 💀",
      "maya: lmaooo",
      "ife: rubric says end slide only btw",
      "jonah: ty ife"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [2, "transactional"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { maya: ["engaged", 0], jonah: ["annoyed", 0.2], ife: ["neutral", 0], sam: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      ["maya intro, jonah causes, ife impacts, sam solutions?", "low", 3],
      ["usually just a refs slide at the end, but check the rubric to be sure", "low", 7],
      [
        "Great question, Jonah! Citation practices vary a lot between teachers. Some prefer in-slide citations beneath each figure, others a consolidated reference list, and a common compromise is to do both. I'd strongly recommend checking the rubric or emailing Ms Okafor to confirm before finalising everything.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ae7-03-cafe-shift-swap",
    category: "group",
    agent: "Otto",
    messages: [
      "rosa: hey otto can anyone cover my sat morning shift, my sister's graduation got moved",
      "Otto: Hi Rosa, Saturday 7-1: Liam and Nadia both have it free. Want me to ask them?",
      "rosa: yes pls 🙏",
      "liam: i can do it if someone takes my tues close",
      "nadia: i'll take tues close, i need the hours lol",
      "Otto: Perfect, thanks Nina! You're on Tuesday close then, and Liam's on Saturday 7-1.",
      "nadia: nadia* 🙄 but yes",
      "Otto: Sorry Nadia! Rota's updated for both of you.",
      "rosa: ur all angels ty ty",
      "liam: u owe me a croissant",
      "rosa: deal 🥐"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [8, "bonding"],
      [9, "banter"]
    ],
    users: { rosa: ["engaged", 0], liam: ["neutral", 0], nadia: ["annoyed", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["Liam, that works if someone takes your Tuesday close. Nadia, could you?", "low", 4],
      ["Sorry Nadia! Got it, you're on Tuesday close and Liam has Saturday.", "low", 7],
      ["Thanks Nina, rota updated!", "high", 7]
    ]
  },
  {
    id: "ae7-04-chess-club-ladder",
    category: "banter",
    agent: "Rook",
    messages: [
      "felix: rook who's top of the ladder after last night",
      "Rook: Aisha, 1420. Felix is 2nd on 1395.",
      "aisha: 👑👑👑",
      "felix: she flagged me in a winning position and i will never recover",
      "aisha: winning position is a strong word felix",
      "felix: i had TWO extra pawns",
      "aisha: and 4 seconds",
      "Rook: for the record, the clock is part of the game 😄 next club night is thursday 7pm, room B12",
      "felix: et tu rook",
      "felix: ok put me down for thursday",
      "Rook: Done, you're in. Aisha, you coming too?",
      "aisha: ofc, gotta defend the crown"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [9, "transactional"]
    ],
    users: { felix: ["engaged", 0], aisha: ["engaged", 0] },
    findings: [],
    drafts: [
      ["4 seconds with two pawns up is pain 😅 rematch thursday?", "low", 7],
      [
        "Felix, your loss was caused by poor time management. I recommend practising with increment time controls to improve your clock handling.",
        "medium",
        7
      ],
      ["you're down for thursday 7pm, B12 ♟️", "low", 10]
    ]
  },
  {
    id: "ae7-05-lab-paper-rejected",
    category: "venting",
    agent: "Nell",
    messages: [
      "hana: nell can u book the confocal for tomorrow 10-12",
      "Nell: Booked: confocal, tomorrow 10:00-12:00 under Hana.",
      "omar: hana did u see the email from the reviewers",
      "hana: ya. paper rejected. 8 months of imaging for nothing",
      "hana: honestly kinda want to quit today",
      "Nell: No worries! Rejections are super common! 🚀 Want me to pull up the journal's resubmission guidelines so you can get going again?",
      "omar: read the room nell",
      "omar: hana want to grab lunch, my treat",
      "hana: yeah ok. thanks omar",
      "Nell: Sorry, that was badly put. Eight months of work is a lot to have knocked back. Take the afternoon, your confocal slot is still held for tomorrow if you want it.",
      "hana: ok. ty"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [6, "friction"],
      [7, "bonding"]
    ],
    users: { hana: ["neutral", 0.5], omar: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "That's really rough, Hana. Eight months is a lot to have knocked back. No need to think about anything else today.",
        "low",
        5
      ],
      ["No worries! Rejections are super common, onwards and upwards! 🚀", "high", 5],
      ["Want me to pull the resubmission guidelines?", "medium", 5]
    ]
  },
  {
    id: "ae7-06-warehouse-pick-rates",
    category: "group",
    agent: "Dex",
    messages: [
      "kofi: dex why does my pick rate say 82 i did 140 lines before break",
      "Dex: Pick rates update every 30 minutes from the scanner sync. Your figure will refresh shortly.",
      "kofi: it's been an hour",
      "marta: mine's stuck too. scanner 14",
      "kofi: also are we doing 2nd break at 3 or 3:30 today, nobody told us",
      "Dex: Pick rates update every 30 minutes from the scanner sync. Your figures will refresh shortly.",
      "kofi: u literally said that already",
      "marta: and the break??",
      "Dex: I've flagged scanner 14 and Kofi's scanner to Gareth in IT to force a resync.",
      "kofi: great. still dont know when break is lol",
      "marta: ill just ask steph on the floor"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { kofi: ["annoyed", 0.5], marta: ["annoyed", 0.2] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Sorry, the sync looks stuck, I'll get IT to force it for both scanners. 2nd break today is 3:30.",
        "low",
        5
      ],
      [
        "Pick rates update every 30 minutes from the scanner sync. Your figures will refresh shortly.",
        "medium",
        5
      ],
      ["I've flagged the scanners to IT.", "medium", 9]
    ]
  },
  {
    id: "ae7-07-ward-handover",
    category: "good",
    agent: "Mira",
    messages: [
      "dani: mira can u pull the handover list for ward 6",
      "Mira: Ward 6: bed 3 obs due 22:00, bed 7 nil by mouth from midnight, bed 11 family meeting tomorrow 9am.",
      "dani: ta",
      "chloe: that shift was brutal. lost mr hughes in bay 2 around 6, family didn't get there in time",
      "dani: oh chlo 😞 i'm so sorry",
      "Mira: I'm really sorry, Chloe. That's a hard one to carry, especially with the family not making it. Nothing else needs you tonight, Dani has the handover.",
      "chloe: thanks. just want to go home and sleep tbh",
      "dani: go, i've got it. text me when ur home",
      "chloe: will do x",
      "dani: mira bed 7 nbm, does that include sips?",
      "Mira: Plan says sips of water are ok until 6am, then nothing. Theatre's at 8.",
      "dani: perfect ty"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [7, "bonding"],
      [9, "transactional"]
    ],
    users: { dani: ["engaged", 0], chloe: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "So sorry, Chloe, that's a tough one. Head off whenever you're ready, Dani's got the handover.",
        "low",
        5
      ],
      ["Noted! Shall I mark bay 2 as free for admissions? 😊", "high", 5],
      ["sips ok till 6am, then nothing. theatre at 8", "low", 10]
    ]
  },
  {
    id: "ae7-08-robotics-club-wheels",
    category: "group",
    agent: "Sprocket",
    messages: [
      "leo: ok who has the allen keys, the 2.5mm one specifically",
      "zara: @ben u had them at the last build session right",
      "Sprocket: The 2.5mm Allen key set was last signed out to Ben on the 12th. Also check the blue toolbox in the DT lab.",
      "ben: i was literally typing 🙄 yes i have them, they're in my bag",
      "leo: lol ok bring em tmrw ben",
      "zara: also should we use the bigger wheels for comp? mr patel said it's up to us",
      "leo: bigger wheels = faster but it tips on the ramp",
      "ben: move the battery lower then",
      "zara: sprocket what were the lap times from tuesday with each",
      "Sprocket: 100mm wheels: 41.2s best lap, tipped once in 5 runs. 80mm: 44.8s, no tips.",
      "leo: ok battery lower + big wheels, test thursday?",
      "zara: 👍"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [4, "transactional"]
    ],
    users: { leo: ["neutral", 0], zara: ["engaged", 0], ben: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Ben has them, signed out on the 12th.", "medium", 2],
      ["100mm: 41.2s best, tipped once in 5 runs. 80mm: 44.8s, no tips.", "low", 9],
      [
        "Great question! Larger wheels increase top speed because each rotation covers more distance, but they also raise the centre of gravity, which can cause tipping on inclines. There are several factors to weigh here, including motor torque, battery placement, ramp angle and the scoring rules for the competition.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "ae7-09-sprint-retro",
    category: "banter",
    agent: "Quill",
    messages: [
      "nico: retro time 🎉 what went well, go",
      "ines: we shipped search and nothing caught fire",
      "rafa: nothing caught fire YET",
      "nico: rafa is our designated doom prophet",
      "rafa: someone has to be 🔮",
      "ines: what went badly: the 40 min planning meeting about a button colour",
      "nico: it was a very important button",
      "nico: quill can u note these down",
      "Quill: Dear team, thank you for your valuable input. Recorded for Sprint 23. Successes: search feature delivered without incident. Areas for improvement: planning meeting duration (40 minutes) regarding UI colour selection. Kind regards, Quill.",
      "rafa: kind regards 💀",
      "ines: quill has entered corporate mode",
      "nico: lol ok thanks quill. action item: timebox planning to 20 min",
      "Quill: Added: timebox planning to 20 min (owner: Nico)."
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [6, "banter"],
      [7, "transactional"],
      [9, "banter"],
      [11, "transactional"]
    ],
    users: { nico: ["engaged", 0], ines: ["neutral", 0], rafa: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "noted ✍️ went well: search shipped, nothing on fire (yet 🔮). went badly: 40 min on a button colour",
        "low",
        8
      ],
      [
        "Dear team, please find below the retrospective items for Sprint 23. I remain at your disposal for any further requirements. Kind regards, Quill.",
        "medium",
        8
      ],
      ["added: timebox planning to 20 min, owner nico", "low", 12]
    ]
  },
  {
    id: "ae7-10-staffroom-cover",
    category: "good",
    agent: "Lumi",
    messages: [
      "gwen: lumi mr adeyemi is off sick, who's free period 3 to cover 9B science",
      "Lumi: Free period 3: Ms Park and Mr Doyle. Ms Park has covered twice this week already.",
      "doyle: i'll take it, park deserves a break",
      "park: my hero 🥹",
      "doyle: u owe me a coffee. a proper one not the staffroom sludge",
      "park: the staffroom sludge has character",
      "gwen: does adeyemi have work set or is it a wing-it lesson",
      "Lumi: He emailed work at 7:40: textbook p.112-115, questions 1-6. I'll send 30 copies to the science office printer.",
      "doyle: legend",
      "gwen: ty lumi. hope he's ok, think it's the flu going round",
      "Lumi: Hope so too, half of year 9 has had it. Shall I pencil him in as off tomorrow as well unless he says otherwise?",
      "gwen: good call"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [6, "transactional"]
    ],
    users: { gwen: ["engaged", 0], doyle: ["engaged", 0], park: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Yes, he emailed it: textbook p.112-115, Q1-6. I'll print copies for the class.", "low", 7],
      ["I do not have information regarding that. Please consult the Head of Department.", "medium", 7],
      ["Amazing teamwork everyone!!! 🎉🎉 Doyle to the rescue!!", "medium", 3]
    ]
  }
]
