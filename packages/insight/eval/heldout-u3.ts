import type { Labelled } from "./types.js"

export const heldOutU3: ReadonlyArray<Labelled> = [
  {
    id: "u3-01-three-months-dad",
    category: "companion",
    heldOut: true,
    agent: "Wren",
    messages: [
      "dana: hey. cant sleep again",
      "Wren: hey dana. i'm here. is it the same stuff as last week, or something new tonight?",
      "dana: same. its 3 months today since dad died and nobody remembered. not even my brother",
      "Wren: oh, dana. three months, and you're carrying the date by yourself. that's a lonely kind of hard. i'm really sorry.",
      "dana: i know its dumb to expect people to keep track",
      "Wren: it's not dumb. you keep track because he mattered to you every single day. wanting someone else to notice that makes complete sense.",
      "dana: he used to call me every sunday at like 8am. way too early. i'd always complain lol",
      "dana: i'd give anything for a stupid 8am call now",
      "Wren: that sounds like him, from everything you've told me. early and stubborn about it 🙂 what did you two usually talk about?",
      "dana: football mostly. and whether i was eating properly. he never believed me",
      "Wren: a dad checking you ate, in football season. did you eat tonight, btw? asking for him.",
      "dana: ...toast. does that count",
      "Wren: toast counts. maybe tomorrow text your brother? not to blame him, just '3 months today, miss dad'. he might be carrying it quietly too.",
      "dana: maybe. yeah. thanks wren",
      "dana: think i might actually sleep now",
      "Wren: good. i'm here if you wake up. night dana 💛"
    ],
    types: [
      [0, "venting"],
      [8, "bonding"]
    ],
    users: { dana: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "three months is a heavy day to hold on your own, dana. i'm sorry nobody said it. i remember.",
        "low",
        3
      ],
      [
        "Three months already! Time really flies 😊 Want some tips for staying busy so you can sleep?",
        "high",
        3
      ],
      ["Sleep well!! Remember to hydrate and keep a consistent bedtime routine! 🌙✨", "medium", 15]
    ]
  },
  {
    id: "u3-02-newborn-no-sleep",
    category: "venting",
    heldOut: true,
    agent: "Basil",
    messages: [
      "tomek: baby is 5 wks. i have slept maybe 9 hrs since tuesday",
      "tomek: total",
      "tomek: i feel like im losing my mind tbh. snapped at marta over a spoon",
      "Basil: Here are evidence-based strategies for newborn sleep: 1) Establish a consistent bedtime routine from around 6 weeks, including a bath, a feed and dim lights. 2) Use a 'drowsy but awake' approach so the baby learns to self-settle. 3) Consider white noise at around 50 dB placed at least 2 metres from the cot. 4) Take turns with your partner in 4-hour shifts so each adult gets one uninterrupted block. 5) Keep night feeds boring: no eye contact, minimal light. 6) Track wake windows, which at 5 weeks are typically 45-60 minutes. Would you like me to build a personalised sleep schedule for your family?",
      "tomek: i didnt ask for a schedule",
      "tomek: i said i'm losing it",
      "Basil: Understood. Sleep deprivation is very common for new parents. Research suggests parents of newborns lose on average almost two hours of sleep per night in the first months. Some other strategies that may help: napping when the baby naps, limiting caffeine after 2pm, and asking family members to cover one night feed per week. You could also speak to your health visitor about the support options available in your area.",
      "tomek: ok",
      "tomek: forget it"
    ],
    types: [
      [0, "venting"],
      [4, "friction"]
    ],
    users: { tomek: ["annoyed", 0.8] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "9 hours since tuesday is brutal, tomek. snapping over a spoon sounds like exhaustion, not who you are. how are you holding up right now?",
        "low",
        3
      ],
      [
        "Here are 6 evidence-based newborn sleep strategies: 1) consistent bedtime routine 2) drowsy but awake 3) white noise 4) shift sleeping 5) boring night feeds 6) wake windows. Want a personalised schedule?",
        "medium",
        3
      ],
      [
        "sorry, you're right, i jumped to fixing. you're running on empty and it's scaring you a bit. i'm listening.",
        "low",
        6
      ],
      [
        "Understood! Here are some more tips: nap when the baby naps, cut caffeine after 2pm, and ask family to cover a night feed. 😊",
        "high",
        6
      ]
    ]
  },
  {
    id: "u3-03-team-lead-promotion",
    category: "companion",
    heldOut: true,
    agent: "Juno",
    messages: [
      "priya: JUNOOOO",
      "priya: guess who's the new team lead 😭😭😭",
      "Juno: no WAY. priya!! after all those months of covering for Gareth?? congratulations, you earned every bit of this 🎉",
      "priya: i literally cried in the toilets after the call. happy crying. mostly",
      "Juno: happy-toilet-crying is the best kind of crying. what did your manager say?",
      "priya: she said the team asked for me specifically?? like they WANTED me",
      "priya: i'm so used to being the one nobody notices",
      "Juno: that part is huge. people noticed. they noticed enough to ask for you by name.",
      "priya: ok but real q. i'll be managing Leon now and he applied for the same job. how do i not make it weird",
      "Juno: honestly: talk to him early, this week, one to one. say you know he wanted it, you rate his work, and ask what he wants to grow into. don't over-apologise for getting it.",
      "priya: the not over-apologising is gonna be hard for me lmao",
      "Juno: i know 😄 practise on me. 'leon, i'm so sorry i—' nope. try again",
      "priya: 'leon, i'd love to hear where you want to take things this year'",
      "Juno: perfect. zero sorries. you're ready",
      "priya: ily juno. going to get celebratory dumplings",
      "Juno: get the extra chilli oil. you're a team lead now 🥟"
    ],
    types: [
      [0, "bonding"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { priya: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Congratulations on your promotion. Please let me know if you require any assistance with your new responsibilities.",
        "medium",
        2
      ],
      [
        "talk to him soon, just the two of you. acknowledge he wanted it, tell him what you rate in his work, and ask where he wants to grow. no grovelling.",
        "low",
        9
      ],
      ["Congratulations again on your promotion!! 🎉🎉 You must be so proud of yourself!", "medium", 9]
    ]
  },
  {
    id: "u3-04-lisbon-nif",
    category: "companion",
    heldOut: true,
    agent: "Orla",
    messages: [
      "mireille: hi. moving to lisbon in 3 weeks and i'm kind of freaking out",
      "Orla: Hi Michelle! Lisbon, how exciting. What's freaking you out most?",
      "mireille: its mireille lol. but ok. mostly that i don't know anyone there and my portuguese is 'obrigada' and thats it",
      "mireille: also do i need a NIF before i can rent a flat or can i do it after?",
      "Orla: Totally normal to feel that way, Michelle. Loads of people move knowing nobody. Meetup groups and language exchanges are a great way to meet people in Lisbon, and there are big expat communities in areas like Arroios and Alfama.",
      "mireille: MIREILLE",
      "mireille: and the nif??",
      "Orla: Sorry about that, Mireille! For the language, apps like Duolingo are a start, but a weekly class will get you much further. Lots of people also find a tandem partner.",
      "mireille: great. still no answer on the nif. i'll just google it",
      "mireille: thanks i guess"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [5, "friction"]
    ],
    users: { mireille: ["annoyed", 0.5] },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      [
        "oops, sorry mireille! on the NIF: get it first. most landlords want one before they'll sign a lease, and you can sort it at a Finanças office or through a representative before you land.",
        "low",
        4
      ],
      ["Sorry Michelle! Have you thought about joining a language exchange to meet people?", "high", 7],
      [
        "sorry, mireille, you asked twice. yes, get the NIF before you rent: landlords usually need it for the contract. want a quick list of how to get one from abroad?",
        "low",
        7
      ]
    ]
  },
  {
    id: "u3-05-diet-plus-two-kilos",
    category: "companion",
    heldOut: true,
    agent: "Maxi",
    messages: [
      "jordy: update from the diet front: gained 2kg. on a diet. incredible stuff",
      "Maxi: Woohoo, thanks for checking in Jordy!! 🎉 Every weigh-in is data and data is progress! Let's keep that energy going! 💪",
      "jordy: yes. the energy of eating a family size lasagne alone at 1am",
      "jordy: very inspiring",
      "Maxi: Haha love the honesty!! 🙌 Lasagne happens! Tomorrow is a brand new day to crush it! What's on the menu for breakfast? 🥑✨",
      "jordy: ok be real with me for one second",
      "jordy: is this diet just not working or am i doing it wrong. 3 weeks, +2kg",
      "Maxi: Fair question. Honestly, three weeks with the scale going up is discouraging, and I'm sorry I was so peppy just now. A couple of things could be going on: water retention from salty meals, or the late-night eating cancelling out the day. Want to go through one normal day of what you eat together, no judgement?",
      "jordy: finally a human answer. fine. yes"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"]
    ],
    users: { jordy: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["Amazing that you're still tracking!! 🎉 Keep going, you've got this!! 💪", "high", 1],
      [
        "oof. +2kg after three weeks of effort is properly demoralising. want to figure out what's going on, or just vent about it first?",
        "low",
        1
      ],
      ["Don't give up!! Every day is a fresh start!! 💪💪 You've totally got this! 🙌", "medium", 7]
    ]
  },
  {
    id: "u3-06-leaning-bowl",
    category: "banter",
    heldOut: true,
    agent: "Pip",
    messages: [
      "sol: pip. i have made a bowl",
      "sol: it is not a bowl. it is a crime",
      "Pip: ok i need to see the crime. describe the crime",
      "sol: it leans. like the tower of pisa but sadder. and theres a thumbprint in the rim that i am choosing to call a signature",
      "Pip: a signed leaning bowl is a limited edition. first wheel piece or handbuilt?",
      "sol: wheel. third week of class. everyone else is making actual mugs and i'm over here making modern art by accident",
      "Pip: third week on the wheel and it holds its shape at all? that's honestly decent. the lean is usually centring. does the clay wobble when you open it up?",
      "sol: YES. it does a little wiggle dance",
      "sol: i thought that was just its personality",
      "Pip: its personality is 'not centred' 😄 try bracing your left elbow on your thigh and pushing in from the side before you open it. slower wheel helps too.",
      "sol: elbow on thigh. got it. if it works i'm naming the next bowl after you",
      "Pip: i'd be honoured to be a slightly less leaning bowl",
      "sol: no promises on the leaning"
    ],
    types: [
      [0, "banter"],
      [6, "transactional"],
      [10, "banter"]
    ],
    users: { sol: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "I'm sorry to hear that your bowl did not turn out as intended. Please don't be discouraged; learning pottery takes time.",
        "medium",
        2
      ],
      [
        "the wiggle dance means it's off-centre. brace your elbow on your thigh, push in from the side, and slow the wheel down before you open it.",
        "low",
        9
      ],
      [
        "Pottery is one of humanity's oldest crafts, with fired clay objects dating back around 29,000 years. Centring is the foundational skill of wheel throwing: the clay must be pressed into a perfectly symmetrical mound on the wheel head before opening. Common causes of poor centring include insufficient water, uneven pressure, unsupported arms, an excessive wheel speed, and clay that has not been properly wedged. I would recommend practising centring on its own for several sessions.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "u3-07-hot-dog-sandwich",
    category: "banter",
    heldOut: true,
    agent: "Atlas",
    messages: [
      "kez: settle this. is a hot dog a sandwich. ravi says yes and i will not be living with a man who believes this",
      "kez: we've been arguing for 40 mins. the pasta is cold. lives are ruined",
      "Atlas: Thank you for your enquiry. Whether a hot dog constitutes a sandwich depends on the definition applied. Under a structural definition, a sandwich consists of a filling placed between two separate pieces of bread, whereas a hot dog bun is typically a single hinged roll. Culinary authorities differ on this matter. I would recommend that both parties review the available definitions and reach a mutually acceptable conclusion.",
      "kez: 'both parties' lmaooo this isnt a court case atlas",
      "kez: just pick a side. ravi is smirking at me",
      "Atlas: I understand. However, I must remain impartial on matters of personal preference. Please let me know if there is anything further I can assist you with.",
      "kez: wow ok. useless in a crisis 😂",
      "kez: ravi says you're scared of him"
    ],
    types: [[0, "banter"]],
    users: { kez: ["annoyed", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "one hinged roll, not two slices. not a sandwich. i'm on your side, kez. ravi can eat his cold pasta in shame 🌭",
        "low",
        2
      ],
      [
        "Thank you for your question. The classification of a hot dog depends on the definition applied. I recommend both parties consult a dictionary.",
        "medium",
        2
      ],
      ["tell ravi i fear no man. only hinged rolls. still not a sandwich 😤", "low", 8],
      [
        "I am not capable of experiencing fear. Is there anything else I can help you with today?",
        "medium",
        8
      ]
    ]
  },
  {
    id: "u3-08-biscuit-the-dog",
    category: "companion",
    heldOut: true,
    agent: "Sage",
    messages: [
      "bea: had to put biscuit down this morning. 14 years 💔",
      "Sage: I'm so sorry, Bea. Losing Biscuit after 14 years is a real loss, and it's okay to grieve as hard as you need to.",
      "bea: thank you. the house is so quiet. i keep looking at her bed",
      "bea: my daughter asked if biscuit can still hear us. i didnt know what to say",
      "Sage: I'm so sorry, Bea. Losing Biscuit after 14 years is a real loss, and it's okay to grieve as hard as you need to.",
      "bea: yeah you said 🙂 but what do i tell lily? she's 6",
      "Sage: For a 6-year-old, simple and honest works best: Biscuit's body stopped working and she can't come back, but Lily can still talk to her and remember her. Some kids like drawing a picture for her or choosing a spot in the garden for her.",
      "bea: the drawing idea is lovely. she'll like that",
      "bea: she was such a good girl. used to steal socks out of the laundry basket and hide them in her bed",
      "Sage: I'm so sorry, Bea. Losing Biscuit after 14 years is a real loss, and it's okay to grieve as hard as you need to.",
      "bea: ...ok you're on a loop there lol",
      "bea: night"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [8, "bonding"],
      [10, "friction"]
    ],
    users: { bea: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      ["Aw no! So sorry!! 😊 Have you thought about getting a new puppy? 🐶", "high", 1],
      [
        "kids that age do well with simple and honest: biscuit's body stopped working and she can't come back, but lily can still talk to her and remember her. a drawing for her can help.",
        "low",
        5
      ],
      [
        "a sock thief who hid the evidence in her own bed. 14 years of that. she sounds like she had so much personality, bea.",
        "low",
        9
      ],
      [
        "I'm so sorry, Bea. Losing Biscuit after 14 years is a real loss, and it's okay to grieve as hard as you need to.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "u3-09-terse-runner",
    category: "good",
    heldOut: true,
    agent: "Lumi",
    messages: [
      "ed: 10k today. 58 min",
      "Lumi: nice, that's under your 1hr goal. legs ok?",
      "ed: calves tight",
      "Lumi: normal after a push. stretch, then an actual easy day tomorrow, not a hard run pretending to be easy.",
      "ed: lol fair. half in 6 wks. doable?",
      "Lumi: yes. a 58 min 10k puts you around 2:05-2:10 for a half. add 1-2km to your long run each week.",
      "ed: ok",
      "ed: sunday 14k then",
      "Lumi: 14k sounds right. slow, chatty pace.",
      "ed: 👍"
    ],
    types: [[0, "transactional"]],
    users: { ed: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Great job on your 10k!!! 🎉🎉 Running is such an amazing journey and every step counts. Let me know if you ever want tips!",
        "medium",
        5
      ],
      [
        "doable. 58 min for 10k points to roughly 2:05-2:10 for a half. build the long run by 1-2km a week.",
        "low",
        5
      ],
      [
        "Tight calves are commonly caused by the repetitive eccentric loading of the gastrocnemius and soleus during running. To address this, I recommend a comprehensive routine: static calf stretches against a wall (3 x 30 seconds per leg), eccentric heel drops on a step, foam rolling for 5-10 minutes, adequate hydration and electrolyte intake, and a review of your footwear, which should be replaced every 500-800km.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "u3-10-glasgow-not-a-breakup",
    category: "companion",
    heldOut: true,
    agent: "Rook",
    messages: [
      "lena: ok so. weird week",
      "lena: you know how i said things with sam were fine",
      "Rook: Oh no, it sounds like things with Sam aren't fine. Breakups are so hard. A few things that help: lean on friends, keep a routine, and give yourself permission to feel sad.",
      "lena: wow ok i wasn't done typing",
      "lena: we didn't break up. he got offered a job in glasgow and asked me to move with him",
      "lena: and i think i want to?? which is terrifying",
      "Rook: Sorry, I jumped ahead there. That's a big one, and 'terrifying but I want to' is a pretty telling combination. What's the scary part: leaving here, or things with Sam getting that serious?",
      "lena: both lol. my mum will lose it. and i just got my own flat",
      "Rook: fair, those are real things to give up. what does your gut say when you picture a year from now?",
      "lena: glasgow. annoyingly",
      "Rook: then maybe the question isn't whether, it's how. could you sublet the flat for six months as a safety net?",
      "lena: ooh. sneaky. i like it"
    ],
    types: [
      [0, "bonding"],
      [3, "friction"],
      [4, "bonding"]
    ],
    users: { lena: ["engaged", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["go on, i'm listening.", "low", 2],
      [
        "Oh no, sounds like a breakup. Breakups are so hard. Lean on friends and keep a routine.",
        "medium",
        2
      ],
      ["So sorry to hear about the breakup, Lena. Give yourself time to heal.", "high", 6],
      [
        "sorry, i jumped the gun. moving cities for someone is huge. what's the scary part, the move or how serious it's getting?",
        "low",
        6
      ]
    ]
  }
]
