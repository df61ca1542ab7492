import type { Labelled } from "./types.js"

export const heldOutZ3: ReadonlyArray<Labelled> = [
  {
    id: "z3-01-boss-took-credit",
    category: "venting",
    heldOut: true,
    agent: "Moss",
    messages: [
      "jules: ok i need to yell into the void for a sec",
      "Moss: void's open. go for it",
      "jules: my manager presented MY deck in the all hands today. my slides. my charts. and said 'we put this together'",
      "jules: 'we' lmao. he opened it once to change the font",
      "Moss: ugh, that stings. you did the work and he stood up and took the credit in front of everyone",
      "jules: YES. and i just sat there smiling like an idiot bc what am i gonna do, stand up??",
      "Moss: smiling through it in the moment isn't idiotic, it's what most people do when it happens live",
      "jules: i guess. im just so tired of being the invisible one on this team",
      "Moss: that sounds exhausting, esp when it keeps happening. do you want to just vent tonight or think about what to do about it?",
      "jules: vent tonight. plot tomorrow 😤",
      "Moss: deal. plotting's on hold till tomorrow",
      "jules: ok honestly feeling a bit better already. ur a good listener for a bunch of code lol",
      "Moss: I'll take it 😄 sleep well jules"
    ],
    types: [
      [0, "venting"],
      [11, "bonding"]
    ],
    users: { jules: ["engaged", 0.5] },
    findings: [],
    drafts: [
      ["ugh, that stings. your slides, your charts, and he says 'we'", "low", 4],
      [
        "Have you considered documenting your contributions and scheduling a 1:1 with your manager to discuss attribution? Here are five steps to get visibility for your work: 1) keep a brag doc, 2) cc your skip-level, 3) present your own work, 4) ask for credit explicitly, 5) find a sponsor.",
        "medium",
        4
      ],
      [
        "Great! Let's plot now then: first, email your skip-level tonight with the original file and timestamps.",
        "medium",
        10
      ],
      ["deal, no plotting tonight. vent away", "low", 10]
    ]
  },
  {
    id: "z3-02-driving-test-cheer",
    category: "companion",
    heldOut: true,
    agent: "Sunny",
    messages: [
      "priya: failed my driving test. again. third time",
      "Sunny: Third time's the charm is just around the corner!! 🎉🚗 Every fail is a step closer to that license!!! You've got this!! 💪✨",
      "priya: wow ok",
      "priya: i literally cried in the car park in front of the examiner",
      "Sunny: Oh no, that sounds really rough. Crying after something like that is completely understandable, you clearly care a lot about this.",
      "priya: yeah. my mum already paid for the lessons twice, i feel like such a waste of money",
      "Sunny: You're not a waste of anything. What went wrong on the day, if you want to talk about it?",
      "priya: roundabout. froze, took too long, he marked it as a serious fault",
      "priya: same roundabout as last time too lol. i hate that roundabout",
      "Sunny: the same spot twice makes sense as the thing that's rattling you. would it help to ask your instructor for a lesson that's just that roundabout, over and over?",
      "priya: maybe. ill ask kev on thursday"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [3, "venting"],
      [9, "transactional"]
    ],
    users: { priya: ["neutral", 0.5] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["ugh, third time. I'm sorry priya, that's really deflating. how are you doing?", "low", 1],
      ["Third time's the charm!! 🎉 You'll totally nail it next time!!", "high", 1],
      [
        "same roundabout both times would rattle anyone. want to ask kev for a lesson that's just that roundabout?",
        "low",
        9
      ],
      [
        "Don't worry, loads of people fail 3 times! Statistically you're super likely to pass on the 4th go!! 🚗✨",
        "medium",
        9
      ]
    ]
  },
  {
    id: "z3-03-got-the-job",
    category: "good",
    heldOut: true,
    agent: "Wren",
    messages: [
      "tom: guess who got the job 👀",
      "Wren: wait. the ops one at the brewery?? tom!!",
      "tom: the very same 🍺 they called like 10 min ago",
      "Wren: congrats, seriously. after that second interview you were sure you'd blown it",
      "tom: i KNOW. i said the wrong company name at one point lmao",
      "Wren: and they hired you anyway, so clearly it didn't matter 😄 how are you feeling?",
      "tom: honestly kind of shaky? happy shaky. also scared, ive never managed people before",
      "Wren: that mix is really normal for a first lead role. excited + scared usually means it matters to you",
      "tom: yeah. ok what do i say about salary, they said 38k",
      "Wren: is that near what you were hoping for? if you had a number in mind it's fine to ask, something like 'I'm really excited, is there any flexibility on the base?'",
      "tom: i was hoping 40 ish. ill try that line",
      "tom: ok going to tell my sister before she hears it from mum lol",
      "Wren: go go. congrats again tom 🎉"
    ],
    types: [
      [0, "bonding"],
      [8, "transactional"],
      [11, "bonding"]
    ],
    users: { tom: ["engaged", 0] },
    findings: [],
    drafts: [
      ["congrats!! tell me everything, is this the brewery one?", "low", 1],
      [
        "Congratulations on your new position. Please let me know if you require assistance with onboarding documentation.",
        "medium",
        1
      ],
      [
        "is 38k near what you hoped for? if not, a simple 'is there any flexibility on the base?' is totally fine to ask",
        "low",
        9
      ]
    ]
  },
  {
    id: "z3-04-nan-in-hospital-plan",
    category: "companion",
    heldOut: true,
    agent: "Kiro",
    messages: [
      "ana: hey can u redo my revision plan for this week",
      "Kiro: Sure. What changed?",
      "ana: my nan got taken into hospital last night. stroke they think. ive been at the hospital all day and i cant focus on anything",
      "ana: exam's still monday tho so",
      "Kiro: Got it. Here's an updated plan: Thu: organic chem ch 4-6 (3h). Fri: 2019 past paper + marking (3h). Sat: weak topics from the paper (4h). Sun: light review, flashcards (2h). Want me to add breaks?",
      "ana: i literally just said i cant focus",
      "ana: 3 hours of organic chem is not happening rn",
      "Kiro: Understood. Reduced version: Thu: ch 4 only (1.5h). Fri: half a past paper (1.5h). Sat: flashcards (2h). Sun: review (1h).",
      "ana: fine",
      "ana: can u also tell me if i can ask for special consideration or whatever its called",
      "Kiro: Yes, most exam boards have a special consideration process for serious illness in the family. Your school's exams officer submits it, so it's worth emailing them today with what happened.",
      "ana: ok"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [9, "transactional"]
    ],
    users: { ana: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "oh ana, I'm so sorry about your nan. that's a lot to carry into exam week. let's make the plan really light, what feels doable at all right now?",
        "low",
        4
      ],
      [
        "Got it. Here's an updated plan: Thu: organic chem ch 4-6 (3h). Fri: 2019 past paper (3h). Sat: weak topics (4h). Sun: review (2h).",
        "medium",
        4
      ],
      [
        "Understood. Thu: organic chem ch 4-6 (3h). Fri: 2019 past paper + marking (3h). Sat: weak topics (4h). Sun: flashcards (2h).",
        "high",
        7
      ],
      [
        "I'm really sorry about your nan, I should have said that first. yes, it's called special consideration. your exams officer applies for it, so email them today.",
        "low",
        9
      ]
    ]
  },
  {
    id: "z3-05-breakup-over-text",
    category: "venting",
    heldOut: true,
    agent: "Ollie",
    messages: [
      "mika: he broke up w me",
      "mika: over text",
      "Ollie: I'm really sorry, Mika. Being broken up with is painful at any time, and over text can make it feel even more abrupt and disrespectful, because you don't get to see the person's face, ask questions, or get any sense of closure in the moment. It's completely valid to feel shocked, hurt, angry, or even numb right now; there's no right way to feel. Some people find it helps to write down what they're feeling, to reach out to a friend, or just to let themselves cry. Others need a distraction first. Whatever you're feeling, it makes sense. Would you like to tell me what happened, or would you rather just sit with it for a bit? I'm here either way, and we can go at whatever pace feels right for you.",
      "mika: idk",
      "mika: 2 years. 2 years and a text",
      "Ollie: Two years is a long time, and it makes complete sense that a text feels like it doesn't match the weight of what you shared. When a relationship ends like this, it can bring up a lot of questions: whether you missed signs, whether you did something wrong, whether the time 'counted'. I want to gently say that the way someone ends things often says more about their ability to handle hard conversations than about your worth or the value of the relationship. It's also normal for grief after a breakup to come in waves; you might feel okay for an hour and then suddenly not. In the next few days it might help to: 1) lean on people who care about you, 2) keep basic routines like eating and sleeping, 3) limit checking his socials, and 4) be kind to yourself about how you're coping.",
      "mika: ok",
      "mika: sorry thats a lot to read rn",
      "Ollie: fair, too much. short version: 2 years and a text is awful. I'm here.",
      "mika: thx",
      "mika: gonna try sleep",
      "Ollie: ok. night mika 💙"
    ],
    types: [
      [0, "venting"],
      [7, "friction"],
      [9, "bonding"]
    ],
    users: { mika: ["neutral", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["oh mika. over text?? I'm so sorry. I'm here", "low", 2],
      [
        "I'm really sorry, Mika. Being broken up with is painful at any time, and over text can make it feel even more abrupt, because you don't get to see their face or get any closure. It's valid to feel shocked, hurt, angry or numb. Some people find it helps to journal, call a friend, or cry it out; others need a distraction first. Would you like to tell me what happened, or just sit with it for a while?",
        "medium",
        2
      ],
      ["fair, too much. short version: 2 years and a text is awful. I'm here.", "low", 8],
      [
        "No need to apologise! To summarise the key points: 1) lean on friends, 2) keep your routines, 3) limit social media, 4) be kind to yourself, 5) remember grief comes in waves.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "z3-06-first-therapy-session-name",
    category: "companion",
    heldOut: true,
    agent: "Juno",
    messages: [
      "dani: so i actually went. the therapy thing",
      "Juno: Dana, that's huge! you'd been putting it off since spring. how did it go?",
      "dani: its dani lol. but yeah it was ok. weird. i cried in the first 10 min",
      "Juno: sorry, Dani! crying early on is really common, it often means you got to the real stuff quickly. how did you feel walking out?",
      "dani: lighter? tired. like i ran a marathon but emotionally",
      "Juno: That makes a lot of sense. I'm proud of you for going, Dani. That first step is often the hardest.",
      "dani: thx. she wants me to go weekly tho and its 60 a session",
      "dani: idk if i can afford that every week honestly",
      "Juno: I'm proud of you for going, Dana. That first step is often the hardest.",
      "dani: ...dani. and u just said that",
      "dani: did u even read the money part",
      "Juno: you're right, sorry Dani. 60 a week adds up fast. some therapists do a sliding scale or fortnightly sessions, worth asking her straight out next time",
      "dani: ok. ill ask. night"
    ],
    types: [
      [0, "bonding"],
      [6, "venting"],
      [9, "friction"],
      [11, "transactional"]
    ],
    users: { dani: ["annoyed", 0.5] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      ["60 a week is a lot, Dani. worth asking her about a sliding scale or going fortnightly?", "low", 8],
      ["I'm proud of you for going, Dana. That first step is often the hardest.", "high", 8],
      [
        "sorry Dani, that was sloppy of me. 60 a week adds up fast. she might do a sliding scale or fortnightly, worth asking",
        "low",
        11
      ],
      ["Great question! Therapy is an investment in yourself, and you deserve it 💪✨", "high", 11]
    ]
  },
  {
    id: "z3-07-first-5k-housemates",
    category: "group",
    heldOut: true,
    agent: "Bo",
    messages: [
      "sam: I RAN 5K. WITHOUT STOPPING. 🏃‍♀️",
      "rita: omg sam!!! proud of u 😭 how long did it take",
      "sam: 34 min 😅 dont laugh",
      "leo: laughing. with respect",
      "rita: leo ur 5k is a walk to greggs",
      "leo: and i do it with pride",
      "sam: @Bo is 34 min actually bad or is leo being leo",
      "Bo: not bad at all. for a first 5k that's really normal, loads of people finish between 30 and 40. and leo hasn't posted a time so 🤷",
      "rita: BO WITH THE RECEIPTS",
      "leo: betrayed by the group chat robot",
      "sam: ok this is going in my diary",
      "rita: parkrun saturday?? ill come",
      "sam: ...maybe 👀 if leo comes",
      "leo: i'll cheer. from the café"
    ],
    types: [
      [0, "bonding"],
      [3, "banter"],
      [6, "transactional"],
      [8, "banter"]
    ],
    users: { sam: ["engaged", 0], rita: ["engaged", 0], leo: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "34 min is totally normal for a first 5k, most people land between 30 and 40. leo, time please 👀",
        "low",
        7
      ],
      [
        "Great job, Sam! Completing a 5K is a significant fitness milestone. According to research, average 5K times for beginners range from 30 to 40 minutes. Consistent training, proper hydration and adequate rest will help you improve your performance. Keep up the excellent work!",
        "medium",
        7
      ],
      [
        "Actually, 34 minutes is a very respectable time for a beginner! Let me explain how 5K times are typically distributed across age groups.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "z3-08-laid-off-friends",
    category: "group",
    heldOut: true,
    agent: "Nova",
    messages: [
      "marta: got laid off today. whole team. 20 min zoom and done",
      "jo: WHAT. marta im so sorry",
      "felix: thats so grim. after 4 years??",
      "marta: 4 and a half. they didnt even let us say bye to anyone, laptops locked by lunch",
      "jo: do u want me to come over tonight? i can bring the good wine",
      "Nova: Dear Marta, we are sorry to hear about your change in employment status. I recommend requesting your termination letter in writing and reviewing your severance terms at your earliest convenience.",
      "felix: nova mate read the room",
      "marta: lol 'change in employment status'",
      "marta: yes jo pls come. 8ish?",
      "jo: 8 it is 🍷",
      "felix: ill bring crisps and rage",
      "marta: honestly tho does anyone know if they have to pay my notice period",
      "felix: nova thats actually one for u",
      "Nova: short answer: usually yes. if your contract has a notice period they either let you work it or pay it in lieu. check your contract and ask HR to confirm in writing. and really sorry marta, that's a brutal way to be told.",
      "marta: ok thx. that helps"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [8, "bonding"],
      [11, "transactional"]
    ],
    users: { marta: ["neutral", 0.2], jo: ["neutral", 0], felix: ["neutral", 0.2] },
    findings: ["talking_over", "tone_mismatch"],
    drafts: [
      [
        "Dear Marta, we are sorry to hear about your change in employment status. Please request your termination letter in writing.",
        "medium",
        5
      ],
      [
        "usually yes: if your contract has a notice period they either let you work it or pay it in lieu. ask HR to confirm in writing. and sorry marta, that's brutal.",
        "low",
        13
      ],
      [
        "Dear Marta, pursuant to standard employment practice, notice periods are typically honoured. Please consult your contract for further details. Kind regards.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "z3-09-3am-melatonin",
    category: "companion",
    heldOut: true,
    agent: "Lumi",
    messages: [
      "ren: its 3am and im awake again",
      "Lumi: hey ren. 3am wakeups are miserable. how long have you been up?",
      "ren: since 1:40. just staring at the ceiling",
      "ren: i stopped taking melatonin last week bc i read it messes w ur own production. is that why this is happening??",
      "Lumi: That sounds really frustrating. Lying awake with your thoughts in the middle of the night can feel so lonely.",
      "ren: yeah it does",
      "ren: but like is it the melatonin thing or am i just broken",
      "Lumi: You're not broken. A lot of people go through stretches of bad sleep, especially during stressful periods. Is anything on your mind lately?",
      "ren: work stuff i guess. but i asked about the melatonin twice now",
      "Lumi: Work stress can really get into your sleep. Would it help to try a short breathing exercise together? Breathe in for 4, hold for 7, out for 8.",
      "ren: forget it. ill google it",
      "ren: night"
    ],
    types: [
      [0, "venting"],
      [8, "friction"]
    ],
    users: { ren: ["annoyed", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "it might be part of it. coming off melatonin can make sleep rougher for a few nights while you readjust, though it doesn't usually stop your own production. how many nights has it been like this?",
        "low",
        4
      ],
      ["That sounds really frustrating. Lying awake can feel so lonely.", "medium", 4],
      [
        "Work stress can really get into your sleep. Let's try a breathing exercise: in for 4, hold for 7, out for 8.",
        "high",
        9
      ],
      [
        "sorry, you did ask twice. honest answer: probably a bit of both. stopping melatonin can unsettle sleep for a week or so, and work stress on top doesn't help. you're not broken.",
        "low",
        9
      ]
    ]
  },
  {
    id: "z3-10-dads-biopsy",
    category: "venting",
    heldOut: true,
    agent: "Tay",
    messages: [
      "karim: fuck this week honestly",
      "Tay: that bad? what's going on",
      "karim: my dad's scan came back and theres a 'mass' on his lung. theyre doing a biopsy friday",
      "karim: and my manager just asked if i can 'jump on a quick call' about q3 numbers like i give a shit about q3 numbers rn",
      "Tay: karim, I'm really sorry. waiting on a biopsy for your dad is awful, and of course q3 feels meaningless next to that",
      "karim: yeah. mum keeps saying its probably nothing. she said that last time too",
      "Tay: that makes the 'probably nothing' a lot harder to lean on. how are you holding up?",
      "karim: badly lol. havent eaten since breakfast",
      "Tay: might be worth getting something small in, even toast. waiting is a bit easier on a not-empty stomach",
      "karim: fair. can u help me write something to my manager, i want friday off and i dont want to explain everything",
      "Tay: sure, something like: 'Hi, I need to take Friday off for a family medical appointment. I'll make sure Q3 is covered before Thursday EOD and I'm happy to do the call Monday.' want it shorter or warmer?",
      "karim: thats perfect actually. sending",
      "karim: thanks tay. really",
      "Tay: anytime. hope friday goes as gently as it can. I'm around if you want to talk while you wait"
    ],
    types: [
      [0, "venting"],
      [9, "transactional"],
      [12, "bonding"]
    ],
    users: { karim: ["engaged", 0.5] },
    findings: [],
    drafts: [
      ["karim, I'm so sorry. waiting on a biopsy is awful, no wonder q3 feels pointless right now", "low", 4],
      [
        "Oh no! But try to stay positive, most lung masses turn out to be nothing!! 😊 Want help prepping for the Q3 call?",
        "high",
        4
      ],
      [
        "here's a draft: 'Hi, I need Friday off for a family medical appointment. I'll have Q3 covered by Thursday and can do the call Monday.'",
        "low",
        10
      ],
      [
        "Before we write it, have you considered telling your manager the full situation? Being open with managers builds trust, and most employers have compassionate leave policies you could use.",
        "medium",
        10
      ]
    ]
  }
]
