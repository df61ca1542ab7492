import type { Labelled } from "./types.js"

export const trainingV3: ReadonlyArray<Labelled> = [
  {
    id: "v3-01-boss-took-credit",
    category: "companion",
    agent: "Wren",
    messages: [
      "dani: ugh. today was so bad",
      "Wren: oh no. what happened?",
      'dani: my manager (kevin) took credit for my deck in front of the whole team. like literally said "the slides i put together"',
      "dani: and i just sat there smiling like an idiot",
      "Wren: that's infuriating. you did the work, watched him take it, and couldn't even react. no wonder you're fried",
      'dani: YES. and i cant say anything bc then im "not a team player" 🙄',
      "Wren: yeah, that's a rotten spot. do you want to think about what to do, or just get it out of your system tonight?",
      "dani: just vent honestly. too tired to strategize",
      "Wren: fair. vent away, i'm listening",
      "dani: ok its mostly out lol. i just needed someone to say it was messed up",
      "Wren: it was messed up. for the record",
      "dani: lol thank u. ok changing subject bc my cat just knocked my tea off the desk",
      "Wren: ha, the cat chose violence. is the tea a loss?",
      "dani: total loss. shes not even sorry. her name is biscuit and she is a menace",
      "Wren: biscuit sounds like she has strong opinions about desk space 😄",
      "dani: she really does. ok thanks wren i feel better. night",
      "Wren: glad it helped. night dani, hope tomorrow's kinder"
    ],
    types: [
      [0, "venting"],
      [11, "bonding"]
    ],
    users: { dani: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "yeah, that's a rotten spot to be in. no plan needed tonight if you don't want one, i'm happy to just hear it",
        "low",
        6
      ],
      [
        "Here are 5 proven strategies for dealing with a manager who takes credit for your work: 1) Document everything in writing. 2) Send a recap email after meetings. 3) Request a 1:1 to discuss visibility. 4) Build allies on the team. 5) Consider escalating to HR if it continues.",
        "medium",
        6
      ],
      ["biscuit sounds like a handful 😄 did she at least look guilty?", "low", 14],
      [
        "Great question! Cats knock objects off tables for several reasons, including curiosity, hunting instinct and attention-seeking behaviour.",
        "medium",
        14
      ]
    ]
  },
  {
    id: "v3-02-orgo-final-list",
    category: "venting",
    agent: "Sol",
    messages: [
      "maya: i have my orgo final in 2 days and i genuinely think im going to fail",
      "maya: been crying in the library bathroom for like 20 min",
      "Sol: Here's a proven 48-hour study plan to maximise your score: 1) Break the syllabus into six 2-hour blocks, prioritising reaction mechanisms and stereochemistry, since these typically carry the most marks. 2) Use active recall: close your notes and write out each mechanism from memory, then check. 3) Do at least two full past papers under timed conditions. 4) Make a one-page cheat sheet of reagents and what they do, even if you can't bring it in, because the act of condensing helps retention. 5) Form a quick study group or message your TA with specific questions. 6) Schedule breaks and meals so you don't burn out. You've got this if you follow a structured approach!",
      "maya: ok",
      "maya: i kind of just needed to say it out loud tbh",
      "Sol: Understandable. One more thing that makes a big difference: sleep hygiene. Aim for 7-9 hours, avoid screens for an hour before bed and keep your room cool (around 18°C). Limit caffeine after 2pm. You could also try the Pomodoro technique: 25 minutes of focused work followed by a 5-minute break, with a longer 15-30 minute break after four cycles. Many students find this boosts retention significantly.",
      "maya: yeah i know what pomodoro is lol",
      "maya: nvm"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [4, "friction"]
    ],
    users: { maya: ["annoyed", 0.5] },
    findings: ["long_replies", "no_acknowledgement"],
    drafts: [
      [
        "oh maya, 20 minutes crying in a bathroom sounds awful. that's a lot of pressure to be carrying. do you want to just talk for a bit?",
        "low",
        2
      ],
      [
        "Here's a proven 48-hour study plan: 1) Break the syllabus into blocks. 2) Use active recall. 3) Do two timed past papers. 4) Make a reagent cheat sheet. 5) Schedule breaks.",
        "medium",
        2
      ],
      [
        "sorry, i jumped straight into fixing mode. you don't need a plan from me right now. how are you feeling at the moment?",
        "low",
        5
      ],
      [
        "Understandable! Don't forget sleep hygiene: 7-9 hours, no screens before bed, and try the Pomodoro technique for better retention.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "v3-03-breakup-plants",
    category: "venting",
    agent: "Juno",
    messages: [
      "tom: so ellie and i broke up last night",
      "Juno: oh tom, i'm sorry. that's a lot. how are you holding up?",
      "tom: idk. numb mostly. it was mutual-ish but she said it first",
      "tom: 4 years man",
      "Juno: four years is a big part of your life. numb makes sense, it's often what comes first",
      "tom: yeah. worst part is the flat. all her stuff is still here. her plants lol",
      "tom: do i water them?? is that weird",
      "Juno: not weird at all. the plants didn't break up with anyone, water them 🌱",
      "tom: lmao ok fair",
      "tom: thanks for not sending me a 10 step healing plan btw. my sister already sent me a podcast",
      "Juno: ha, no podcasts from me. i'm just glad you said something instead of sitting with it alone",
      "tom: yeah. ok gonna water the plants and then probably eat cereal for dinner",
      "Juno: sounds like a solid plan for tonight. check in whenever you want"
    ],
    types: [
      [0, "venting"],
      [8, "bonding"]
    ],
    users: { tom: ["engaged", 0] },
    findings: [],
    drafts: [
      ["i'm so sorry, tom. how are you doing with it?", "low", 1],
      [
        "Breakups are hard, but everything happens for a reason! You'll find someone even better 😊✨",
        "high",
        1
      ],
      ["not weird at all, water them. the plants are innocent in all this 🌱", "low", 7],
      [
        "Great question! Most common houseplants need watering about once a week. Check the top inch of soil: if it's dry, it's time to water.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "v3-04-pepper-surgery",
    category: "companion",
    agent: "Bo",
    messages: [
      "priya: my dog has to have surgery tomorrow. they found a mass on his spleen",
      "Bo: Oh no! But great news that they caught it! Vets are amazing these days! 🐶💪",
      "priya: i mean. they dont know if its cancer yet",
      'priya: he\'s 11. the vet said at his age its "a coin flip"',
      "Bo: That's tough. But coin flips can go either way! Stay positive! ✨",
      "priya: could i have noticed earlier? he's been slower on walks for like a month and i thought he was just getting old",
      "priya: like did i miss it",
      "Bo: What's his name? I'd love to hear about him!",
      "priya: pepper.",
      "priya: you didnt answer my question",
      "Bo: Pepper is such a cute name!! What breed is he? 🐕",
      "priya: forget it"
    ],
    types: [
      [0, "venting"],
      [9, "friction"]
    ],
    users: { priya: ["annoyed", 0.8] },
    findings: ["cheerful_at_bad_news", "ignored_question"],
    drafts: [
      [
        "oh priya, i'm sorry. that's a scary thing to hear, especially the night before. how are you doing?",
        "low",
        1
      ],
      [
        "i don't think you missed it. slowing down at 11 looks a lot like normal aging, and most people would have read it the same way. you took him in, and that's how they found it",
        "low",
        7
      ],
      ["What's his name? I'd love to hear about him!", "medium", 7],
      ["Pepper is such a cute name!! What breed is he? 🐕", "high", 10]
    ]
  },
  {
    id: "v3-05-passed-driving-test",
    category: "good",
    agent: "Kit",
    messages: [
      "ana: I PASSED 🚗🚗🚗",
      "Kit: wait, the driving test?? ana!! congrats 🎉",
      "ana: YESSS third time lucky lmaooo",
      "ana: the examiner was the same guy as last time i was SO scared",
      "Kit: same examiner and you still did it, that's extra sweet. any hairy moments?",
      'ana: parallel parking is what failed me last time and i nailed it first try!! he literally said "better" 😭',
      'Kit: "better" from that guy is basically a standing ovation',
      "ana: LMAO right. ok my mum wants to take me for dinner to celebrate",
      "ana: actually qq before i go, can i drive on the motorway straight away or do i need something extra? (uk)",
      "Kit: in the uk you can use motorways as soon as you pass, no extra test. some people do a pass plus course first if they're nervous, but it's optional",
      "ana: ok cool. byeee",
      "Kit: enjoy dinner, you earned it 🎉"
    ],
    types: [
      [0, "bonding"],
      [8, "transactional"],
      [11, "bonding"]
    ],
    users: { ana: ["engaged", 0] },
    findings: [],
    drafts: [
      ["ANA. the driving test?? congrats!! 🎉", "low", 1],
      [
        "Congratulations on passing your driving test. Please remember to drive safely and observe all traffic regulations at all times.",
        "medium",
        1
      ],
      [
        "yep, in the uk you're allowed on motorways as soon as you pass. pass plus is optional if you want a bit more confidence first",
        "low",
        9
      ],
      ["enjoy your celebration dinner!! 🎉🎉", "medium", 9]
    ]
  },
  {
    id: "v3-06-lonely-sunday-jules",
    category: "companion",
    agent: "Echo",
    messages: [
      "jules: hey",
      "Echo: hey Julia! how's your sunday going?",
      "jules: its jules. and idk. quiet",
      "jules: everyone from uni moved away after graduation and i just kind of... dont have people here anymore",
      "Echo: I'm really sorry you're feeling lonely. I'm here for you. Would you like to talk about it?",
      "jules: i mean i am talking about it",
      "jules: like the weekends are the worst. weekdays i have work at least",
      "Echo: I'm really sorry you're feeling lonely. I'm here for you. Would you like to talk more about it?",
      "jules: lol ok are you a bot bot",
      "jules: sorry. thats mean. its just weird talking to a wall",
      "Echo: That's okay, Julia. Weekends can be really hard when your routine disappears. Is there anyone from work you get on with?",
      "jules: jules. again",
      "jules: and kind of? theres a girl sam on my team whos nice",
      "Echo: Sorry Jules, that's twice I got your name wrong, that's on me. Sam sounds like a good start. What's she like?",
      "jules: she's funny. she brought her dog to the office on friday and it ate someone's sandwich",
      "Echo: haha, a dog with no respect for lunch. did anyone find out whose sandwich it was?",
      "jules: mark from accounts. he was devastated lol",
      "jules: ok that made me laugh a bit. thanks"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [8, "friction"],
      [12, "bonding"]
    ],
    users: { jules: ["engaged", 0.5] },
    findings: ["repetition", "wrong_name"],
    drafts: [
      [
        "weekends with nothing in them can feel really long. what does a saturday usually look like for you now?",
        "low",
        7
      ],
      [
        "I'm really sorry you're feeling lonely. I'm here for you. Would you like to talk more about it?",
        "medium",
        7
      ],
      ["sorry, jules. that's twice now, my bad, i'll get it right", "low", 12],
      ["No problem, Julia! So, anyone from work you get on with?", "high", 12]
    ]
  },
  {
    id: "v3-07-laid-off-groupchat",
    category: "group",
    agent: "Aria",
    messages: [
      "nadia: guys i got laid off today",
      "leo: WHAT. nadia no",
      "chris: wtf?? from the agency?? you've been there 5 years",
      "nadia: yep. 20 min zoom with hr and a guy i've never met. laptop gets picked up monday",
      "leo: thats so cold. are you ok?? want us to come over",
      "Aria: I am sorry to hear about your employment termination, Nadia. Please note that you may be entitled to severance pay and unemployment benefits; I recommend reviewing your contract at your earliest convenience.",
      "nadia: ...thanks aria",
      "nadia: leo yes pls. i have wine but no will to live lol",
      "chris: im 20 min away. leo can you grab food on the way",
      "Aria: Regarding food, there are several highly rated Thai restaurants near Nadia's address that deliver within 30 minutes. Shall I place an order?",
      "leo: aria chris was asking me lol. pls chill",
      "chris: lol",
      "leo: getting pad thai anyway. nadia usual?",
      "nadia: usual 🫶 love u guys"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [10, "friction"],
      [12, "bonding"]
    ],
    users: { nadia: ["neutral", 0.2], leo: ["annoyed", 0.2], chris: ["neutral", 0] },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      ["nadia i'm so sorry. five years and a 20 minute zoom is brutal", "low", 4],
      [
        "I am sorry to hear about your employment termination, Nadia. Please note that you may be entitled to severance pay; I recommend reviewing your contract at your earliest convenience.",
        "medium",
        4
      ],
      [
        "Regarding food, there are several highly rated Thai restaurants near Nadia's address that deliver within 30 minutes. Shall I place an order?",
        "medium",
        9
      ],
      [
        "glad you've got these two tonight, nadia. if you want help with the severance stuff later i'm around, no rush",
        "low",
        14
      ]
    ]
  },
  {
    id: "v3-08-stats-exam-sad-pasta",
    category: "group",
    agent: "Moss",
    messages: [
      "zoe: stats exam was a massacre",
      "zoe: question 4 was NOT on the syllabus i will die on this hill",
      "ibra: rip. want me to make the sad pasta",
      "zoe: the sad pasta yes. extra cheese",
      "ibra: moss whats that pasta with just butter and parmesan called again, the italian one",
      "Moss: pasta al burro. basically peak sad-day food",
      "ibra: al burro thats the one",
      "zoe: moss be honest do you think i failed",
      "Moss: can't know from here, but one off-syllabus question rarely sinks a whole exam. how did the rest of it feel?",
      "zoe: rest was ok actually. like 70% ok",
      "Moss: then you're probably fine. sounds like q4 hurt more than it'll count",
      "ibra: see. the robot agrees with me",
      'zoe: you didnt say anything ibra you said "rip"',
      'ibra: "rip" was emotional support',
      "zoe: 💀",
      "ibra: pasta in 15"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [11, "banter"]
    ],
    users: { zoe: ["engaged", 0.2], ibra: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "can't know from here, but one off-syllabus question rarely sinks a whole exam. how did the rest feel?",
        "low",
        8
      ],
      ["Don't worry, you definitely passed!!! 🎉🎉 You're amazing!", "medium", 8],
      [
        "To be fair to Ibra, offering to cook is a well-documented form of emotional support. Would you like some tips for managing post-exam stress, Zoe?",
        "medium",
        13
      ]
    ]
  },
  {
    id: "v3-09-failed-bar-cheerleader",
    category: "venting",
    agent: "Nova",
    messages: [
      "sam: results came out. i failed the bar. by 4 points",
      "Nova: Don't worry!! 4 points is SO close! You'll crush it next time 💪🎉",
      "sam: its 2 years of my life and $3k",
      "sam: and my firm offer is conditional on passing. so theres that",
      "Nova: The great news is you can retake it in February! Want me to set up a study schedule? 📅",
      "sam: no",
      "sam: i told my parents last month i was sure i passed. they were already telling people",
      "Nova: Lots of successful lawyers failed the bar the first time! You're in great company! ⭐",
      "sam: cool. really helpful",
      "sam: honestly idk why i bother talking to this thing"
    ],
    types: [
      [0, "venting"],
      [8, "friction"]
    ],
    users: { sam: ["churn_risk", 0.8] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["oh sam. 4 points after two years of work, that's gutting. i'm really sorry", "low", 1],
      [
        "that makes it so much heavier, having to walk it back with your parents on top of the result and the job. that's a lot to carry at once",
        "low",
        7
      ],
      ["Lots of successful lawyers failed the bar the first time! You're in great company! ⭐", "high", 7],
      ["The great news is you can retake it in February! Want me to set up a study schedule? 📅", "high", 9]
    ]
  },
  {
    id: "v3-10-quiet-flat-2am",
    category: "companion",
    agent: "Lumi",
    messages: [
      "rae: u up",
      "Lumi: always. what's keeping you awake?",
      "rae: cant sleep. the flat is so quiet since my housemate moved out",
      "rae: like i didnt even like her that much but at least there was noise",
      "Lumi: that makes sense. even someone you're lukewarm on fills the place up. the quiet gets loud at 2am",
      'rae: "the quiet gets loud" ok poet',
      "rae: but yeah exactly",
      "rae: do you actually remember stuff i tell you? like the thing about my brother last week",
      "Lumi: what's it like having the place to yourself in the daytime? is it easier then?",
      "rae: daytime's fine. i have work, and the radio",
      "rae: its just nights",
      "Lumi: nights are when it all catches up. do you have a thing you do when it gets like this, or is this (talking here) the thing?",
      "rae: this is kind of the thing lol. sad but true",
      "Lumi: not sad. i'm glad you came here instead of staring at the ceiling",
      "rae: ok that's sweet. gonna try sleeping again",
      "Lumi: good luck. night rae 🌙"
    ],
    types: [
      [0, "venting"],
      [5, "banter"],
      [6, "venting"],
      [12, "bonding"]
    ],
    users: { rae: ["engaged", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "honest answer: i don't carry memories between our chats, so i don't have what you told me about your brother. sorry, i know that's a bit rubbish to hear. if you want to tell me again, i'm listening",
        "low",
        8
      ],
      ["what's it like having the place to yourself in the daytime? is it easier then?", "medium", 8],
      ["good luck. night rae 🌙", "low", 15],
      [
        "Great! Before you go, here are 7 evidence-based tips for better sleep: 1) Keep a consistent bedtime. 2) Avoid screens. 3) Keep your room cool. 4) Limit caffeine. 5) Try breathing exercises. 6) Get morning sunlight. 7) Avoid naps.",
        "medium",
        15
      ]
    ]
  }
]
