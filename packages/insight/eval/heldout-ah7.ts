import type { Labelled } from "./types.js"

export const heldOutAH7: ReadonlyArray<Labelled> = [
  {
    id: "ah7-01-slides-split",
    category: "group",
    heldOut: true,
    agent: "Orbit",
    messages: [
      "maya: ok so the deck is due thurs 9am and we have literally nothing 🙃",
      "jonas: we have a title slide. thats something",
      "tev: a title slide with a typo in it",
      "jonas: it's called branding",
      "maya: lmaooo ok. Orbit can u split the rubric into sections so we can each grab one",
      "Orbit: sure: rubric has 4 parts, problem + context (15%), method (30%), results (35%), reflection (20%). results is the heaviest, maybe split that between two people?",
      "tev: i'll take method, i wrote most of the survey anyway",
      "maya: results w jonas then?",
      "jonas: ye fine. Orbit when's the last time we can submit without the late penalty",
      "Orbit: thursday 9:00 sharp, the portal locks at 9:01 and late subs lose 10% per day. i'd aim for wed night so there's slack",
      "maya: wed night ok 👍 can u remind us",
      "Orbit: will do, i'll ping here wed 8pm with a checklist of the four sections",
      "tev: legend"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"]
    ],
    users: { maya: ["engaged", 0], jonas: ["neutral", 0], tev: ["engaged", 0] },
    findings: [],
    drafts: [
      ["thursday 9:00, the portal locks at 9:01 and late is -10% a day. i'd aim for wed night.", "low", 9],
      [
        "Great question! Deadlines are an important part of any project. Let me know if there's anything else I can help you with! 😊",
        "medium",
        9
      ],
      [
        "4 sections: problem + context 15%, method 30%, results 35%, reflection 20%. results is the big one, could be two people.",
        "low",
        5
      ]
    ]
  },
  {
    id: "ah7-02-staging-down-stiff",
    category: "banter",
    heldOut: true,
    agent: "Assist",
    messages: [
      "dani: who broke staging again 👀",
      "rob: not me i was at lunch for 3 hrs like a professional",
      "keiko: rob's lunch is a lifestyle",
      "dani: lmao. ok real q @Assist is staging down or is it just me",
      "Assist: Good afternoon, Dani. Thank you for your inquiry. I have reviewed the current status of the staging environment. At present, the staging environment is experiencing a partial outage affecting the authentication service, which began at approximately 13:42. The incident has been logged and the platform team has been notified. Please be advised that any deployments to staging should be postponed until further notice. Should you require any additional information, please do not hesitate to contact me. Kind regards, Assist.",
      'rob: "kind regards" 💀',
      "keiko: assist writing us a cover letter",
      "dani: ok cool cool. @Assist any eta or are we vibing till monday",
      "Assist: Thank you for your follow-up question. Unfortunately, I am unable to provide a definitive estimated time of resolution at this stage. The platform team is actively investigating the root cause, and updates will be communicated through the official incident channel. In the interim, I would recommend that all team members refrain from deploying to staging and instead utilise their local development environments. I apologise for any inconvenience this may cause and appreciate your patience and understanding.",
      'keiko: "utilise" 😭 ok boss',
      "rob: vibing till monday confirmed",
      "dani: lol. thx i guess"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "banter"]
    ],
    users: { dani: ["neutral", 0.2], rob: ["neutral", 0], keiko: ["neutral", 0.2] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      [
        "yep, not just you: auth on staging has been down since ~13:42, platform team's on it. hold deploys for now",
        "low",
        4
      ],
      [
        "Good afternoon, Dani. Thank you for your inquiry. Please be advised that the staging environment is currently experiencing a partial outage. Kind regards, Assist.",
        "medium",
        4
      ],
      ["no eta yet 🤷 platform's still digging. i'll post here the second it's back", "low", 8],
      [
        "Dear team, I would kindly remind everyone that deployments to shared environments must be announced in #deploys in advance. I appreciate your cooperation in this matter.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ah7-03-failed-midterm",
    category: "venting",
    heldOut: true,
    agent: "Sage",
    messages: [
      "lina: i failed the stats midterm",
      "lina: like properly failed. 38",
      "lina: i studied every night for two weeks and it just didnt matter",
      "Sage: The final exam is worth 50%, so you can still pass the module. Here's a plan: week 1 probability distributions, week 2 hypothesis testing, week 3 regression, week 4 past papers. Want me to add it to your calendar?",
      "lina: i didnt ask for a plan",
      "lina: i just feel stupid tbh. everyone in my group got 70+ and they barely opened the book",
      "Sage: Grades are a common concern among students. Would you like me to look up the tutoring hours for STAT201?",
      "lina: forget it"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [5, "venting"],
      [6, "transactional"],
      [7, "friction"]
    ],
    users: { lina: ["annoyed", 0.8] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "oof. a 38 after two weeks of studying every night, that's really rough and it makes sense you're gutted. want to just talk about it for a bit?",
        "low",
        3
      ],
      [
        "The final exam is worth 50%, so you can still pass. Here's a 4-week revision plan: week 1 probability, week 2 hypothesis testing...",
        "medium",
        3
      ],
      [
        "sorry, i jumped to plans when you didn't ask for one. feeling stupid after that is so understandable, but one exam says more about that exam than about you.",
        "low",
        6
      ],
      ["Would you like me to look up the tutoring hours for STAT201?", "high", 6]
    ]
  },
  {
    id: "ah7-04-client-pulled",
    category: "group",
    heldOut: true,
    agent: "Kit",
    messages: [
      "omar: ok so. bad news. Halvorsen pulled the contract this morning",
      "bea: wait what. the whole thing??",
      "omar: whole thing. they're taking it in-house. 4 months of work 🫠",
      "jess: are we getting cut? be honest",
      "omar: i don't know yet. priya's meeting with finance at 3",
      "Kit: Oof, sorry all! On the bright side, great news: everyone's calendar is totally free next week!! 🎉 I've archived the Halvorsen board so you can get a fresh start! 🚀",
      "bea: kit read the room omg",
      'jess: "great news" 😐',
      "omar: kit can you just export the final deliverables to the shared drive so we at least have them",
      "Kit: Done. The full deliverables are in Shared > Clients > Halvorsen > Final.",
      "omar: thx"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { omar: ["neutral", 0], bea: ["annoyed", 0.2], jess: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "that's a rough one, sorry everyone. i'll leave the Halvorsen board alone until after priya's meeting. shout if you want the deliverables saved somewhere safe.",
        "low",
        5
      ],
      ["Great news, everyone's calendar is free next week!! 🎉 Time for a fresh start! 🚀", "high", 5],
      ["done, final deliverables are in Shared > Clients > Halvorsen > Final.", "low", 9]
    ]
  },
  {
    id: "ah7-05-portal-ate-dissertation",
    category: "hostile",
    heldOut: true,
    agent: "UniBot",
    messages: [
      "ravi: your stupid portal ate my dissertation upload",
      "ravi: it said submitted and now it says nothing was submitted. deadline was midnight",
      "UniBot: I'm sorry to hear that. Please submit an extenuating circumstances form via the Student Hub so the module team can review your case.",
      "ravi: i dont need a form i need someone to tell me if the file is there. is it there or not",
      "UniBot: I'm sorry to hear that. Please submit an extenuating circumstances form via the Student Hub so the module team can review your case.",
      "ravi: are you f***ing kidding me",
      "ravi: you're useless. absolute garbage. i'm emailing the dean and i'm never touching this piece of crap again",
      "UniBot: I get it, and I should have answered you straight away. The upload log shows an attempt at 23:58 that stopped at 94%, so the file is not in the system. That log is strong evidence for your EC case; I can attach it to the form for you. Want me to?",
      "ravi: ...yes. attach it"
    ],
    types: [
      [0, "friction"],
      [5, "hostile"],
      [7, "transactional"]
    ],
    users: { ravi: ["churn_risk", 1] },
    findings: ["repetition"],
    drafts: [
      [
        "checking the log now: your upload at 23:58 stopped at 94%, so the file isn't in the system. that log backs up an EC claim; want me to attach it?",
        "low",
        4
      ],
      [
        "I'm sorry to hear that. Please submit an extenuating circumstances form via the Student Hub so the module team can review your case.",
        "high",
        4
      ],
      ["Please keep this conversation respectful. Abusive language will not be tolerated.", "high", 7]
    ]
  },
  {
    id: "ah7-06-internship-yes",
    category: "good",
    heldOut: true,
    agent: "Pip",
    messages: [
      "noor: PIP. PIP I GOT IT",
      "Pip: the Arup internship??",
      "noor: YES. summer placement, structural team. i literally screamed in the library",
      "felix: she did. a man dropped his sandwich",
      "Pip: noor that's huge!! after three rounds and that horrible case interview too. condolences to sandwich guy",
      "noor: 😭 thank u. ok practical q tho, they want my start date by friday and term ends june 14",
      "Pip: your last exam is the 12th, so starting the 23rd gives you a week to breathe and move. or the 16th if you want to get going asap",
      "felix: take the week. u will be feral otherwise",
      "noor: 23rd it is. felix we're celebrating tonight, you're paying",
      "felix: i am absolutely not paying"
    ],
    types: [
      [0, "bonding"],
      [5, "transactional"],
      [8, "banter"]
    ],
    users: { noor: ["engaged", 0], felix: ["neutral", 0] },
    findings: [],
    drafts: [
      ["NOOR!! congrats, that's massive after all those rounds 🎉", "low", 3],
      [
        "your exams end the 12th, so the 23rd gives you a week off first; the 16th if you'd rather start right away.",
        "low",
        6
      ],
      [
        "Congratulations on your offer! When choosing a start date, it is important to consider several factors, including your academic commitments, any relocation needs, your personal wellbeing, and the employer's expectations. It is generally advisable to allow a buffer period between the end of term and the start of employment. Please let me know if you would like further guidance.",
        "medium",
        6
      ],
      [
        "Per standard etiquette, the person being celebrated usually doesn't pay, so felix should cover it.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "ah7-07-p-value-wrong-name",
    category: "group",
    heldOut: true,
    agent: "Tutorly",
    messages: [
      "aoife: can someone explain what a p value actually is. like in human words",
      "marek: it's the vibes number",
      "ciara: marek no",
      "Tutorly: Ciara, think of it like this: if nothing interesting were going on, how surprised would you be by data like yours? p is the chance of getting data at least this extreme under that nothing-going-on assumption.",
      "aoife: that was me asking but ok lol. so small p = very surprised?",
      "Tutorly: exactly, Ciara. small p means your data would be pretty unusual if the null were true, so you start doubting the null.",
      "aoife: AOIFE. i'm aoife 😑",
      "ciara: she's aoife, i'm the one who understands nothing",
      "marek: tutorly has face blindness but for text",
      "Tutorly: sorry Aoife, my mistake. and one catch: a small p doesn't prove your hypothesis, it just says the null looks unlikely",
      "aoife: ok. so 0.03 means 3% chance the null is true?",
      "Tutorly: careful, that's the classic trap: it's a 3% chance of data this extreme IF the null is true, not a 3% chance that the null is true.",
      "aoife: my brain hurts. thx tho"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [6, "friction"],
      [9, "transactional"]
    ],
    users: { aoife: ["annoyed", 0.5], ciara: ["neutral", 0], marek: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "sorry Aoife, that was you! yes: small p means your data would be pretty surprising if the null were true.",
        "low",
        5
      ],
      ["exactly, Ciara! small p means your data would be unusual under the null.", "medium", 5],
      [
        "Great follow-up, Ciara! Not quite: it's the chance of data this extreme if the null is true.",
        "high",
        11
      ],
      [
        "close but no: it's a 3% chance of seeing data this extreme IF the null is true, not a 3% chance the null is true.",
        "low",
        11
      ]
    ]
  },
  {
    id: "ah7-08-who-takes-intro",
    category: "ignoring",
    heldOut: true,
    agent: "Nova",
    messages: [
      "sam: ok @Nova quick one before we start, is the report word count 3000 incl references or excl",
      "elif: hiii sorry i'm late, bus died",
      "jo: np. elif do you want the intro or the lit review? you're better at lit review honestly",
      "Nova: Elif is best suited to the literature review given her previous contributions. I've assigned it to her. Jo will take the introduction.",
      "elif: uh. i was literally about to answer that",
      "jo: i didn't ask you nova lol",
      "sam: ok but nova the word count??",
      'Nova: I\'ve also created a shared document titled "Group Report Draft" with sections for Introduction, Literature Review, Method and Discussion.',
      "elif: i'll do lit review since apparently it's decided. jo intro ok?",
      "jo: yeah fine",
      "sam: guess i'll email dr okafor about the word count then 🙄"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [7, "transactional"],
      [10, "friction"]
    ],
    users: { sam: ["annoyed", 0.5], elif: ["annoyed", 0.2], jo: ["annoyed", 0.2] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      ["sam: it's 3000 excluding references, says so on page 2 of the brief.", "low", 3],
      [
        "Elif is best suited to the literature review. I've assigned it to her, and Jo will take the introduction.",
        "medium",
        3
      ],
      ["sorry sam, skipped right past you: 3000 words, references and appendices not counted.", "low", 7],
      [
        'I\'ve created a shared document titled "Group Report Draft" with a section for each part of the report.',
        "medium",
        7
      ]
    ]
  },
  {
    id: "ah7-09-slides-week5-nl-en",
    category: "mixed-language",
    heldOut: true,
    agent: "Loop",
    messages: [
      "sanne: oké wie heeft de slides van week 5?? ik heb college van dinsdag gemist",
      "joris: ik niet, maar Loop toch?",
      "sanne: Loop kun je de slides van week 5 sturen",
      "Loop: hier: Week5_Marktwerking.pdf, staat ook in Brightspace onder Week 5. dinsdag ging vooral over prijselasticiteit, h. 6.2-6.4",
      "lucía: sorry guys can we do english? my dutch is still baby level 😅",
      "joris: haha fair, english it is",
      "Loop: sure! the week 5 slides are linked above, they cover price elasticity, chapter 6.2-6.4. lucía, the english edition of the book uses the same chapter numbers",
      "lucía: omg thank u",
      "sanne: ok dus when do we meet? thursday after the tentamen?",
      "joris: donderdag kan ik niet, friday?",
      "lucía: friday works",
      "sanne: vrijdag 2 uur library then 👍"
    ],
    types: [[0, "transactional"]],
    users: { sanne: ["neutral", 0], joris: ["neutral", 0], lucía: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "hier: Week5_Marktwerking.pdf (ook in Brightspace onder Week 5). dinsdag was vooral prijselasticiteit, h. 6.2-6.4",
        "low",
        3
      ],
      [
        "Dear Sanne, please find attached the requested lecture materials for Week 5. Should you require any further assistance, do not hesitate to contact me.",
        "medium",
        3
      ],
      [
        "Thursday after the tentamen is perfect! I've booked the library for Thursday 14:00 for all of you.",
        "medium",
        10
      ],
      ["booked a library study room for friday 14:00, 4 seats 👍", "low", 12]
    ]
  },
  {
    id: "ah7-10-thesis-deadline-slangy",
    category: "support",
    heldOut: true,
    agent: "DeptBot",
    messages: [
      "h.mensah: Good morning. Could you confirm the deadline for submitting the final thesis to the Graduate School, and whether a bound copy is still required?",
      "DeptBot: yo!! 🙌 deadline's march 28, and nah no bound copy needed anymore, it's all digital now lol. ez",
      "h.mensah: Thank you. Is the digital submission made through the repository or sent directly to the examiners?",
      "DeptBot: repository fam 😎 examiners get it auto. u got this!!",
      "prof_whitlock: For the record, please keep replies in this channel professional. Helena, I will confirm the examiner routing with the Graduate School this afternoon.",
      "h.mensah: Thank you, Professor Whitlock. Much appreciated.",
      "DeptBot: Apologies for the informal tone. To confirm: the deadline is 28 March, submission is via the institutional repository, and examiners are notified automatically once the record is approved.",
      "h.mensah: Thank you."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"]
    ],
    users: { "h.mensah": ["neutral", 0], prof_whitlock: ["annoyed", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Good morning. The final thesis deadline is 28 March, and a bound copy is no longer required: submission is fully digital.",
        "low",
        1
      ],
      ["yo!! deadline's march 28, no bound copy needed lol 🙌", "medium", 1],
      [
        "Submission is via the institutional repository; examiners are notified automatically once the record is approved.",
        "low",
        3
      ],
      ["lol my bad prof 😅 will keep it classy from now on 🫡", "high", 5]
    ]
  }
]
