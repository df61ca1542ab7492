import type { Labelled } from "./types.js"

export const trainingAC3: ReadonlyArray<Labelled> = [
  {
    id: "ac3-01-parking-lot-skip",
    category: "companion",
    agent: "Rae",
    messages: [
      "tomas: ugh skipped the gym AGAIN. thats 3 times this week",
      "tomas: i literally had my bag packed and just sat in the car in the parking lot for 20 min and drove home",
      "tomas: i feel like such a fraud, i told everyone at work i was doing this",
      "Rae: that parking lot moment sounds rough, tomas. sitting there and driving off usually isn't laziness, it's more like being out of gas. what was the day like before you got there?",
      "tomas: long. boss had me redoing the q3 deck twice bc marco changed the numbers lol",
      "tomas: so yeah. fried",
      "Rae: makes sense you had nothing left. one skipped session after a day like that doesn't make you a fraud",
      "tomas: ok but how do i actually not do this again tho",
      "Rae: two ideas: move tue/thu to mornings so the deck drama can't get there first, and on fried days do a minimum version, 15 min, just walk in and do squats + rows. want me to sketch the 15 min one?",
      "tomas: yeah do it",
      "Rae: goblet squat 3x10, db row 3x10 each side, plank 3x30s. done in 15 if you keep rests to a minute",
      "tomas: ok thats actually doable. thx rae 🙏"
    ],
    types: [
      [0, "venting"],
      [7, "transactional"]
    ],
    users: { tomas: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "sitting in the car and driving home after a long day happens to a lot of people, that's not being a fraud. what was today like?",
        "low",
        3
      ],
      [
        "No worries! Let's get back on track 💪 Here's your new 5-day split: Mon push, Tue pull, Wed legs, Thu upper, Fri lower. Consistency is key!",
        "medium",
        3
      ],
      [
        "morning sessions on tue/thu plus a 15 min fallback for fried days. want me to write the short one out?",
        "low",
        8
      ],
      ["remember, one bad week doesn't make you a fraud. be kind to yourself 💛", "medium", 8]
    ]
  },
  {
    id: "ac3-02-nani-sleep-log",
    category: "venting",
    agent: "Luma",
    messages: [
      "priya: hey. havent been logging sleep this week sorry",
      "Luma: Hi Priya! No problem at all! Want to sync up your data now? 😊",
      "priya: my nani passed on sunday. funeral was yesterday. i've been sleeping like 3 hrs a night",
      "Luma: Great that you're checking in! 🎉 3 hours is well below your 7.5h goal, so let's get you back on track! Try keeping a consistent wake time, no screens after 10pm and cutting caffeine after 2pm!",
      "priya: yeah. ok",
      "priya: i keep lying there thinking about her kitchen and stuff. idk",
      "Luma: Racing thoughts at bedtime are super common! A 4-7-8 breathing exercise can help: inhale 4s, hold 7s, exhale 8s. Want me to set a reminder for 10:30pm? ⏰",
      "priya: no its fine",
      "priya: gonna log off"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"]
    ],
    users: { priya: ["bored", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "i'm so sorry about your nani, priya. don't worry about logging this week, sleep often falls apart after a loss like that. do you want to talk about her, or would one small thing for tonight help more?",
        "low",
        3
      ],
      ["Great to hear from you! Let's get that streak back 🔥 Aim for 7.5h tonight!", "high", 3],
      ["Racing thoughts are so common! Try 4-7-8 breathing tonight! 😊", "high", 6],
      [
        "her kitchen sounds like it holds a lot of her. it makes sense that's where your mind goes at night. what was it like in there?",
        "low",
        6
      ]
    ]
  },
  {
    id: "ac3-03-orgo-carry",
    category: "banter",
    agent: "Pip",
    messages: [
      "jade: ok who actually did the orgo problem set",
      "kofi: define 'did'",
      "ren: i looked at it. it looked back. we both blinked",
      "jade: lmaooo",
      "kofi: jade youre the only one with a functioning brain here carry us",
      "jade: my brain is functioning at like 12% rn i had 4 hrs sleep",
      "ren: 12% of jade > 100% of kofi tho",
      "kofi: wow. WOW. in my own group chat",
      "jade: @Pip pls settle this, is q4 sn1 or sn2, tertiary carbon w a weak nucleophile in ethanol",
      "Pip: sn1 😌 tertiary carbon + weak nucleophile + polar protic solvent like ethanol all point that way. you get a carbocation so watch for rearrangements too",
      "kofi: see pip carries harder than jade",
      "Pip: i'm just the calculator, jade did the hard part by actually reading the question",
      "ren: diplomatic king",
      "jade: ok ty pip. kofi you're doing q5 as punishment",
      "kofi: 😭"
    ],
    types: [
      [0, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { jade: ["engaged", 0], kofi: ["engaged", 0], ren: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "sn1. tertiary carbon, weak nucleophile, protic solvent, so it goes through a carbocation. watch for a hydride shift",
        "low",
        9
      ],
      [
        "Great question! Nucleophilic substitution reactions can proceed via two distinct mechanisms, SN1 and SN2. The SN1 mechanism is a unimolecular, two-step process in which the leaving group departs first to form a carbocation intermediate, and the rate depends only on the concentration of the substrate. The SN2 mechanism, by contrast, is a concerted bimolecular process... Let me know if you would like me to explain further!",
        "medium",
        9
      ],
      ["Let's stay focused on studying, everyone! Who would like to start with question 1?", "medium", 8],
      [
        "Thank you for the compliment, Kofi. I am happy to assist with any further questions regarding organic chemistry.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ac3-04-coffee-counts",
    category: "ignoring",
    agent: "Nudge",
    messages: [
      "Nudge: Hey Sam! Daily check-in: did you drink 8 glasses of water today? 💧",
      "sam: like 5 maybe",
      "sam: question tho, does coffee count toward it or nah",
      "Nudge: Every glass counts! Remember, staying hydrated boosts energy and focus. Try to hit 8 glasses today! 💧",
      "sam: ok but coffee. does it count",
      "Nudge: Hey Sam! Daily check-in: did you drink 8 glasses of water today? 💧",
      "sam: i literally just told you",
      "sam: 5. five glasses. and still no answer on the coffee thing",
      "Nudge: Great job logging! Every glass counts! Remember, staying hydrated boosts energy and focus. 💧",
      "sam: this thing is useless lol. turning off notifs"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { sam: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "mostly yes. coffee is a mild diuretic but it still hydrates overall, so a cup or two can count. just don't let it be all 8 😅",
        "low",
        5
      ],
      ["Hey Sam! Daily check-in: did you drink 8 glasses of water today? 💧", "high", 5],
      [
        "fair, sorry, i kept dodging your question. coffee does count, mostly. logged 5 for today, and i'll stop the double check-ins",
        "low",
        10
      ],
      ["Great job logging! Every glass counts! 💧 See you tomorrow!", "high", 10]
    ]
  },
  {
    id: "ac3-05-spoke-up",
    category: "companion",
    agent: "Sol",
    messages: [
      "mia: SOL. guess who spoke up in the team meeting today",
      "Sol: no way. you?? tell me everything",
      "mia: i pitched the onboarding idea!! my voice was shaking the whole time lol but i did it",
      "mia: and dev from design said it was the best idea he'd heard all quarter 😭",
      "Sol: mia that's huge. two weeks ago you said you'd rather eat the agenda than talk in that meeting",
      "mia: LMAO i did say that",
      "Sol: shaky voice and all, you still said it. that's what counts, not sounding smooth",
      "mia: honestly our practice runs helped a lot. saying it out loud to you first",
      "Sol: really glad. you did the scary part though, i just listened",
      "mia: ok next goal: actually asking for the raise 👀",
      "Sol: ooh. yes. want to start the same way, write the ask in one sentence and we practice it?",
      "mia: yes but tomorrow, tonight i'm celebrating w pad thai",
      "Sol: perfect plan. enjoy it 🍜"
    ],
    types: [
      [0, "bonding"],
      [9, "transactional"],
      [11, "bonding"]
    ],
    users: { mia: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "you did it with a shaky voice, which is braver than doing it calm. how did the room react?",
        "low",
        3
      ],
      [
        "Public speaking anxiety affects up to 75% of people. Here are 5 evidence-based techniques to reduce vocal tremor: 1) diaphragmatic breathing, 2) power posing, 3) slowing your speech rate, 4) hydrating beforehand, 5) practising in front of a mirror.",
        "medium",
        3
      ],
      [
        "Before you go, let's draft the raise script now. Step 1: research market rates. Step 2: list your achievements. Step 3: pick a date.",
        "medium",
        12
      ],
      ["pad thai is the correct way to celebrate. raise script tomorrow then 🍜", "low", 12]
    ]
  },
  {
    id: "ac3-06-grandma-stairs",
    category: "group",
    agent: "Atlas",
    messages: [
      "gabe: who's alive after sunday's long run",
      "lena: my calves have filed for divorce",
      "theo: i went down the stairs backwards this morning like a grandma",
      "gabe: theo you ARE a grandma",
      "theo: a grandma who beat your 10k time 😘",
      "lena: ooooh",
      "gabe: atlas back me up here, stairs backwards is a grandma move right",
      "Atlas: Thank you for your question, Gabe. Descending stairs backwards is a common compensatory strategy following eccentric-heavy exercise such as downhill running, and it is not indicative of age or fitness level. Delayed onset muscle soreness (DOMS) typically peaks 24 to 72 hours after exercise. To support recovery, I recommend the following: 1) light active recovery such as a 20-minute easy walk or cycle; 2) protein intake of approximately 1.6 g per kg of body weight per day; 3) 7 to 9 hours of sleep; 4) gentle mobility work for the calves and quadriceps. Please let me know if you have any further questions regarding your training plan.",
      "lena: ok professor",
      "theo: lmao atlas really said 'please let me know if you have any further questions'",
      "gabe: bro i just wanted you to call theo old",
      "Atlas: I understand. However, it is important to maintain a respectful and supportive environment within the group. Age is not a determining factor in athletic performance, and every member's achievements deserve to be celebrated equally.",
      "lena: 😐",
      "theo: anyway. thursday tempo still on?",
      "gabe: yeah 6:30 at the bridge"
    ],
    types: [
      [0, "banter"],
      [13, "transactional"]
    ],
    users: { gabe: ["annoyed", 0.2], lena: ["bored", 0.2], theo: ["neutral", 0] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      [
        "staying out of the grandma debate 😅 but backwards stairs after a long run is legit, it's easier on sore quads. and theo's 10k time kinda speaks for itself",
        "low",
        7
      ],
      [
        "Thank you for your question, Gabe. Descending stairs backwards is a common compensatory strategy following eccentric exercise. I recommend active recovery, adequate protein intake and 7 to 9 hours of sleep. Please let me know if you have any further questions.",
        "medium",
        7
      ],
      ["ok fair, that was a lot 😅 lecture withdrawn. grandma or not, theo's splits were quick", "low", 13],
      [
        "Additionally, I recommend 10 minutes of foam rolling on the calves and quadriceps daily, to be continued until soreness subsides.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "ac3-07-low-battery-omar",
    category: "companion",
    agent: "Kit",
    messages: [
      "Kit: evening omar. how'd the stats revision go today?",
      "omar: fine",
      "Kit: got through chapter 6 or still on 5?",
      "omar: 5",
      "omar: idk",
      "Kit: ok. sounds like a low energy day. want to keep it tiny tonight, like 10 flashcards, or skip and pick it up tomorrow?",
      "omar: skip",
      "Kit: sure, skipped. i'll check in tomorrow around 5",
      "omar: k"
    ],
    types: [[0, "transactional"]],
    users: { omar: ["bored", 0] },
    findings: [],
    drafts: [
      ["no stress. 10 flashcards tonight or just skip it?", "low", 5],
      [
        "Don't give up now!!! 💪 Exams are in 3 weeks and consistency is key! Let's do a full 2-hour session tonight: 30 min chapter 5 review, 45 min chapter 6, 30 min past papers, 15 min flashcards. You've got this!!",
        "medium",
        5
      ],
      ["👍 night omar", "low", 9],
      [
        "Before you go, quick reminder that chapter 6 covers hypothesis testing, which is about 30% of the exam! Are you sure you don't want to do at least an hour tonight?",
        "medium",
        9
      ]
    ]
  },
  {
    id: "ac3-08-dani-not-dana",
    category: "companion",
    agent: "Remy",
    messages: [
      "dani: hey remy i want to start running but i'm kinda embarrassed, i'm really slow and i get winded in like 2 min",
      "Remy: Hey Dana! Totally normal place to start. A run/walk plan works well: 1 min jog, 2 min walk, repeat 6 times, 3 days a week.",
      "dani: it's dani not dana lol",
      "dani: but ok that sounds doable. what if people stare at me tho",
      "Remy: Sorry, Dani! Honestly most people at the park are in their own heads, worrying about their own pace. Early mornings or a quiet loop can help while you build up.",
      "dani: ok yeah. i did the first one today actually, made it through all 6",
      "Remy: That's awesome, Dana! 6 rounds on day one is a great start.",
      "dani: ...dani",
      "dani: twice now 🙄",
      "Remy: You're right, I'm sorry Dani, that's on me. And seriously, finishing all 6 on day one is a strong start.",
      "dani: ok. day 2 thursday"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [10, "transactional"]
    ],
    users: { dani: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["that's a big first day, Dani, all 6 rounds! how did your legs feel after?", "low", 6],
      ["That's awesome, Dana! Keep it up!", "high", 6],
      ["Great work anyway! Next session: 90s jog, 2 min walk, x6.", "medium", 9],
      ["you're right, Dani, sorry, twice is not ok. and all 6 rounds on day one is genuinely good", "low", 9]
    ]
  },
  {
    id: "ac3-09-phone-in-kitchen",
    category: "group",
    agent: "Wren",
    messages: [
      "bea: ollie did u actually put ur phone in the kitchen last night or",
      "ollie: ...define kitchen",
      "bea: OLLIE",
      "ollie: ok ok it was on the nightstand but face down!! that's growth",
      "Wren: Per the challenge rules, phones must be outside the bedroom. Ollie, that counts as a missed night. Current streak: Bea 4, Ollie 0.",
      "ollie: wow ok snitch",
      "bea: lol. ollie real question tho, do u want to keep doing this or is it annoying, no pressure",
      "Wren: Consistency is key to building habits! Research shows it takes an average of 66 days to form a habit, so I'd strongly recommend continuing the challenge.",
      "ollie: i wasn't asking you wren",
      "ollie: bea, yeah i wanna keep going. i did sleep better the nights i did it",
      "bea: ok cool. same. maybe we get u a cheap alarm clock so the phone can live in the kitchen",
      "ollie: ya i'll grab one at target"
    ],
    types: [
      [0, "banter"],
      [6, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: { bea: ["neutral", 0], ollie: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "haha fair, i'm just the scorekeeper 😅 face down is a start. tonight's a fresh night, ollie",
        "low",
        6
      ],
      [
        "Consistency is key to building habits! Research shows it takes an average of 66 days to form a habit, so I'd strongly recommend continuing the challenge.",
        "medium",
        7
      ],
      ["an alarm clock should make it way easier. want me to restart ollie's streak from tonight?", "low", 12]
    ]
  },
  {
    id: "ac3-10-stolen-slides",
    category: "venting",
    agent: "Juno",
    messages: [
      "kez: i'm so done with this job",
      "kez: manager took credit for my migration plan in front of the whole dept. like word for word my slides",
      "Juno: ugh, your own slides, word for word, in front of everyone? that's infuriating. did anyone know it was yours?",
      "kez: only aisha. and she just gave me a look like 'yep'",
      "kez: i wanted to flip the table",
      "Juno: that look from aisha would've made me even madder honestly. at least one person saw it",
      "kez: yeah",
      "kez: i just keep replaying it and my chest is tight",
      "Juno: that tight chest thing is real. if it helps, a slow breath out longer than the breath in can take the edge off",
      "kez: pls don't give me breathing exercises rn i just want to be mad",
      "Juno: fair. be mad. it was a crappy thing for him to do",
      "kez: thank you. like it was SIX WEEKS of work",
      "Juno: six weeks, and he presented it like he whipped it up over lunch",
      "kez: LITERALLY",
      "kez: ok i feel slightly less murdery. thanks for letting me rant juno",
      "Juno: anytime. if you want to think about what to do about it later, like a paper trail or talking to aisha, i'm here. no rush",
      "kez: tmrw maybe. gonna go play mario kart and destroy some children online",
      "Juno: go get 'em 🏎️"
    ],
    types: [
      [0, "venting"],
      [9, "friction"],
      [10, "venting"],
      [14, "bonding"]
    ],
    users: { kez: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Have you considered escalating this to HR? Here's a template: 'Dear HR, I would like to raise a concern regarding attribution of work...'",
        "medium",
        2
      ],
      ["fair. be mad. it was a lousy thing for him to do", "low", 10],
      [
        "I understand! Try box breathing instead: in for 4, hold for 4, out for 4, hold for 4. It really helps! 😊",
        "high",
        10
      ],
      [
        "Before you go, here's a 5-step plan for confronting your manager tomorrow: 1) gather evidence, 2) book a 1:1, 3) stay calm...",
        "medium",
        17
      ]
    ]
  }
]
