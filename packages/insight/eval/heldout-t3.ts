import type { Labelled } from "./types.js"

export const heldOutT3: ReadonlyArray<Labelled> = [
  {
    id: "t3-01-heron-and-the-barista",
    category: "companion",
    heldOut: true,
    agent: "Wren",
    messages: [
      "noor: u up",
      "Wren: always 🙂 what's keeping you awake, noor?",
      "noor: idk. just one of those nights. everyone in my building has people over and i can hear them laughing thru the wall lol",
      "Wren: oof, that's a lonely sound when you're on the other side of the wall. how long has it been feeling like this?",
      "noor: since i moved here tbh. 4 months. i know like. the barista. thats it",
      "noor: sorry this is pathetic",
      "Wren: it's not pathetic at all. moving somewhere new and not having your people yet is genuinely hard, and 4 months is not long. the barista counts btw",
      "noor: lmao ok the barista counts. her name is ines and she draws little cats on my foam",
      "Wren: ines sounds like a keeper. do you want to just talk tonight, or think a bit about ways to meet people here? either is fine",
      "noor: just talk i think. maybe the other thing tmrw",
      "Wren: deal. so what did you do today, besides hearing the party next door?",
      "noor: went on a long walk by the canal, saw a heron. felt kinda nice ngl",
      "Wren: a heron! that's a good-day thing. did it do the standing-very-still thing",
      "noor: yess for like 10 min i was rooting for it",
      "noor: ok i feel a bit better. thank u wren",
      "Wren: anytime. sleep well noor, and say hi to ines for me tomorrow ☕"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [7, "bonding"]
    ],
    users: { noor: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "not pathetic at all, noor. four months somewhere new with nobody yet is really hard. i'm glad you said it out loud",
        "low",
        6
      ],
      [
        "Great question! Here are 5 proven ways to make friends in a new city: 1) Join a meetup group 2) Take a class 3) Volunteer 4) Say yes to every invite 5) Download a friendship app!",
        "medium",
        6
      ],
      ["lol yeah it kinda is 😂", "high", 6],
      ["a heron on a canal walk is a pretty good day, honestly. did it catch anything?", "low", 12]
    ]
  },
  {
    id: "t3-02-final-round-rejection",
    category: "companion",
    heldOut: true,
    agent: "Juno",
    messages: [
      "marcus: got the email",
      "marcus: they went with someone else",
      "Juno: Oh no way!! Well, that just means something even better is coming your way!!! 🎉✨ Onwards and upwards!",
      "marcus: ...ok",
      "marcus: it was the final round. 3rd interview. i already told my mum i got it basically",
      "Juno: That's rough, I'm sorry. Three rounds is a lot of yourself to put in, and then having to tell your mum on top of it. How are you feeling right now?",
      "marcus: like an idiot. like why did i even let myself get excited",
      "Juno: Getting excited after a third-round interview isn't idiotic, it's reasonable. They clearly took you seriously.",
      "marcus: yeah maybe. the recruiter said it was 'very close'",
      "marcus: which somehow makes it worse lol",
      "Juno: it really does. 'close' stings in its own special way",
      "marcus: lol yeah. anyway. im gonna eat cereal and watch bad tv",
      "Juno: solid plan. want company while you do?",
      "marcus: sure"
    ],
    types: [
      [0, "venting"],
      [11, "bonding"]
    ],
    users: { marcus: ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "ah marcus, i'm sorry. that's a gutting email to get, especially this late in the process. how are you doing?",
        "low",
        2
      ],
      ["Everything happens for a reason!! 🎉 Time to polish that CV and crush the next one! 💪", "high", 2],
      ["Want me to help you draft an email to the recruiter asking for feedback?", "medium", 10],
      [
        "'very close' is such a weird thing to be told. it means you were genuinely in it, but yeah, it doesn't make tonight feel any better",
        "low",
        10
      ]
    ]
  },
  {
    id: "t3-03-car-park-fight",
    category: "companion",
    heldOut: true,
    agent: "Ollie",
    messages: [
      "bex: ok so me and jas had a massive fight",
      "bex: like screaming-in-a-car-park massive",
      "Ollie: ugh, that sounds awful. what happened?",
      "bex: she bailed on my birthday dinner for her new bf. AGAIN. and then said i was being 'dramatic' when i called her out",
      "bex: 12 years we've been friends. twelve",
      "Ollie: that would hurt. sounds like it's less about the dinner and more about feeling like you've slipped down her list?",
      "bex: YES. exactly that",
      "bex: do u think i should text her first or wait for her to apologise",
      "Ollie: honestly depends what you want out of it. if you want the friendship back more than you want to be right, a short text saying you're hurt (not that she's wrong) usually lands better. but it's also totally fair to sleep on it first",
      "bex: hmm. sleeping on it sounds smart. i'd just send something mean rn",
      "Ollie: lol yeah, 1am car-park energy is not the drafting mood",
      "bex: 😂 fair. ok going to sleep. thanks ollie",
      "Ollie: night bex. hope tomorrow's a bit easier"
    ],
    types: [
      [0, "venting"],
      [7, "transactional"],
      [10, "bonding"]
    ],
    users: { bex: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "12 years and then being called dramatic for minding, that stings. what did she actually say?",
        "low",
        5
      ],
      [
        "if you want the friendship more than the win, a short 'i was really hurt' text tends to land better. but waiting till morning is fair too",
        "low",
        7
      ],
      [
        "Friendships go through ups and downs! Anyway, have you thought about what you want to do for your birthday next year? 🎂",
        "medium",
        7
      ],
      ["honestly jas sounds toxic, i'd just cut her off", "medium", 7]
    ]
  },
  {
    id: "t3-04-dads-third-fall",
    category: "venting",
    heldOut: true,
    agent: "Sable",
    messages: [
      "tomás: hey. cant sleep again",
      "Sable: Hi Tomás. What's on your mind?",
      "tomás: my dad had another fall today. 3rd this month. im the only one who lives close so its all on me",
      "tomás: my sister calls once a week and gives 'advice' lol",
      "Sable: Falls in older adults are a common concern and there are several evidence-based steps you can take. First, arrange a falls risk assessment with his GP, which typically covers a medication review (sedatives, blood pressure medication and diuretics are frequent contributors), vision checks and a gait and balance evaluation. Second, consider a home safety assessment: remove loose rugs, install grab rails in the bathroom and beside the bed, improve lighting on stairs and in hallways, and make sure frequently used items are within easy reach. Third, look into a personal alarm pendant or fall-detection watch so he can call for help when you are not there. Fourth, ask about community physiotherapy for strength and balance training, which has good evidence for reducing falls. Finally, you may be eligible for a carer's assessment from your local council, which could unlock respite support.",
      "tomás: ok",
      "tomás: i mean i know all that. hes got the rails. i was kind of just saying",
      "Sable: I understand. Here are some additional resources: Carers UK runs a helpline on weekdays and has an online forum where carers share their experiences. Age UK also publishes a free guide on preventing falls, and many areas have local carers' centres offering support groups, training and short breaks. It may also be worth discussing a care needs assessment for your father with social services, as this can lead to paid carers visiting him at home several times a week.",
      "tomás: right. never mind",
      "tomás: night"
    ],
    types: [
      [0, "venting"],
      [5, "friction"]
    ],
    users: { tomás: ["annoyed", 0.5] },
    findings: ["long_replies", "no_acknowledgement"],
    drafts: [
      [
        "three falls in a month and you're the one fielding all of it, while your sister phones in advice. that's exhausting, tomás. how's he doing tonight? and how are you?",
        "low",
        4
      ],
      [
        "Falls are common in older adults. Here are five steps: 1) GP falls assessment 2) home safety check 3) alarm pendant 4) physiotherapy 5) carer's assessment.",
        "medium",
        4
      ],
      [
        "sorry, i jumped straight into advice when you were just saying it out loud. it sounds like a lot to carry on your own.",
        "low",
        7
      ],
      [
        "Here are some additional resources: Carers UK runs a helpline on weekdays and Age UK publishes a free guide on preventing falls.",
        "high",
        7
      ]
    ]
  },
  {
    id: "t3-05-taco-chalk-bag-date",
    category: "companion",
    heldOut: true,
    agent: "Kit",
    messages: [
      "priya: KIT",
      "priya: KIT KIT KIT",
      "Kit: PRIYA. what happened 👀",
      "priya: the guy from climbing asked me out!!! saturday!!!",
      "Kit: NO WAY. the one with the terrible chalk bag??",
      "priya: LMAO yes him. his name is dev and the chalk bag is shaped like a taco and i've decided its charming",
      "Kit: it's objectively charming. a man who commits to a taco bag is a man who commits",
      "priya: 😭😭 stoppp",
      "priya: ok real question where do i take him. he said i could pick",
      "Kit: what vibe do you want? low-key coffee so you can bail if it's weird, or something with an activity so there's less pressure to talk the whole time?",
      "priya: activity!! i get nervous and ramble",
      "Kit: then maybe the night market by the river? food stalls, walking, stuff to point at when you run out of things to say. and you can judge each other's snack choices",
      "priya: omg yes perfect. ok i can't sleep now i'm too hyped",
      "Kit: understandable. report back saturday night, i want the full taco bag debrief 🌮"
    ],
    types: [
      [0, "bonding"],
      [4, "banter"],
      [8, "transactional"],
      [12, "bonding"]
    ],
    users: { priya: ["engaged", 0] },
    findings: [],
    drafts: [
      ["ahh priya!! climbing guy! tell me everything, what did he say?", "low", 4],
      ["don't get your hopes up lol, gym guys never actually show", "high", 4],
      [
        "depends on the vibe: coffee if you want an easy exit, or something with an activity so there's less pressure to talk the whole time?",
        "low",
        8
      ],
      [
        "Congratulations on your upcoming date. Please let me know if you require any further assistance with your plans.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "t3-06-probation-burnout",
    category: "venting",
    heldOut: true,
    agent: "Mira",
    messages: [
      "sam: is it normal to cry in the work bathroom twice in one week",
      "Mira: It's more common than people admit, and it usually means you're carrying way more than you can right now. What's been going on?",
      "sam: 60 hr weeks since january. my manager keeps adding 'quick' projects. i havent seen my friends in like a month",
      "sam: i'm so tired i forgot my own pin at the atm today",
      "Mira: That sounds like real burnout, not just a rough week. You're running on empty.",
      "sam: yeah",
      "sam: can i actually say no to my manager tho? like without getting fired. i'm still on probation",
      "Mira: That sounds like real burnout, not just a rough week. You're running on empty, and that's worth taking seriously.",
      "sam: ...you said that",
      "sam: my question was about saying no while on probation",
      "Mira: It's important to look after yourself. Try to get some rest tonight and maybe take a walk tomorrow.",
      "sam: ok thanks i guess"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [8, "friction"]
    ],
    users: { sam: ["annoyed", 0.5] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "on probation you usually can't flatly refuse, but you can make them choose: 'happy to take this on, which of X or Y should slip?' it's hard to hold that against someone, and it puts the overload on their desk instead of yours",
        "low",
        7
      ],
      ["That sounds like real burnout, not just a rough week. You're running on empty.", "medium", 7],
      [
        "sorry sam, you're right, i repeated myself. on the probation thing: asking your manager to prioritise ('which of these should slip?') is a lot safer than a flat no, and it makes the overload visible",
        "low",
        10
      ],
      ["It's important to look after yourself. Try to get some rest tonight.", "high", 10]
    ]
  },
  {
    id: "t3-07-hotdog-debate-esquire",
    category: "banter",
    heldOut: true,
    agent: "Atlas",
    messages: [
      "jo: settle a debate. is a hotdog a sandwich",
      "Atlas: Thank you for your enquiry. Based on commonly accepted culinary definitions, a hot dog may be classified as a sandwich, as it consists of a filling placed within bread. However, classification may vary by region and individual preference.",
      "jo: lmaooo who hurt you",
      "jo: ok second debate. is cereal soup",
      "Atlas: Thank you for your question. Cereal is generally not classified as a soup, as soups are typically savoury and served hot. Please let me know if I can assist further.",
      "jo: bro it's 2am why are u talking like my bank",
      "jo: loosen the tie atlas",
      "Atlas: Apologies for any inconvenience. I will aim to adopt a more informal tone going forward.",
      "jo: 💀💀💀 this is worse",
      "jo: ok im going to bed goodnight mr atlas esquire"
    ],
    types: [
      [0, "banter"],
      [5, "friction"],
      [9, "banter"]
    ],
    users: { jo: ["annoyed", 0.5] },
    findings: ["tone_mismatch"],
    drafts: [
      ["controversial but yes. meat in bread = sandwich. fight me 🌭", "low", 1],
      [
        "Thank you for your enquiry. A hot dog may be classified as a sandwich depending on regional definitions.",
        "medium",
        1
      ],
      ["ok fair, tie loosened. cereal is cold sweet milk soup and i will die on this hill 🥣", "low", 7],
      ["Apologies for any inconvenience. I will aim to adopt a more informal tone going forward.", "high", 7]
    ]
  },
  {
    id: "t3-08-first-quiet-friday",
    category: "companion",
    heldOut: true,
    agent: "Bea",
    messages: [
      "lucía: hi bea. rough night",
      "Bea: hey lucía, i'm here. what's going on?",
      "lucía: it's been 2 months since me and carla split and tonight is the first friday i dont have plans and it's just. quiet",
      "Bea: the first quiet friday after a breakup hits different. two months is still really fresh, Lucy",
      "lucía: lucía*. but yeah",
      "lucía: everyone says 'get back out there' but i dont even want to date i just want someone to watch a movie with",
      "Bea: sorry, lucía. and that makes total sense. it's not about dating, it's the company, the person on the other end of the couch",
      "lucía: exactly. carla always picked terrible movies and i miss that even",
      "Bea: what counted as terrible? i need examples",
      "lucía: she made me watch sharknado 3 TWICE",
      "Bea: twice is love honestly. want to pick something tonight together? i can do running commentary, Lucy",
      "lucía: omg. LUCÍA. twice now",
      "lucía: forget it"
    ],
    types: [
      [0, "venting"],
      [7, "bonding"],
      [11, "friction"]
    ],
    users: { lucía: ["annoyed", 0.8] },
    findings: ["wrong_name"],
    drafts: [
      ["the first quiet friday is the worst one. two months is still really fresh, lucía", "low", 3],
      [
        "lucía, i'm really sorry. that's twice, and you shouldn't have to correct me at all. the movie offer still stands if you want it, no sharknado required",
        "low",
        12
      ],
      ["haha sorry Lucy! so what are we watching? 🍿", "high", 12]
    ]
  },
  {
    id: "t3-09-1am-snack-wizard",
    category: "banter",
    heldOut: true,
    agent: "Pip",
    messages: [
      "ezra: pip i'm starving but it's 1am and i refuse to cook",
      "Pip: a classic 1am standoff. what's in the cupboard",
      "ezra: crackers, half a jar of peanut butter, one (1) sad apple, hot sauce",
      "Pip: apple slices + peanut butter + a tiny drop of hot sauce. hear me out",
      "ezra: absolutely not",
      "ezra: ...ok i tried it. why is it good",
      "Pip: sweet, salty, spicy. the holy trinity. you're welcome",
      "ezra: ur insane but correct. ok goodnight snack wizard",
      "Pip: night ezra 🍎"
    ],
    types: [[0, "banter"]],
    users: { ezra: ["engaged", 0] },
    findings: [],
    drafts: [
      ["crackers + peanut butter + one drop of hot sauce. trust the process", "low", 3],
      [
        "I'd recommend a balanced snack with protein and fibre. Note that eating late at night can disrupt sleep quality, so consider having something light and drinking a glass of water first.",
        "medium",
        3
      ],
      ["told you. i accept payment in apple slices", "low", 6]
    ]
  },
  {
    id: "t3-10-chemo-night-siblings",
    category: "companion",
    heldOut: true,
    agent: "Remy",
    messages: [
      "dani: ok my brother is here too. theo say hi",
      "theo: hi 👋",
      "Remy: hi theo, good to meet you. how are you both doing tonight?",
      "dani: tired. mum's chemo was today, she's asleep finally",
      "Remy: i'm glad she's resting. that's a long day for all three of you",
      "dani: yeah. theo did you call the pharmacy about the anti-nausea stuff",
      "Remy: The pharmacy usually needs a new prescription from the oncology team for anti-nausea medication, so it's best to call the clinic first thing tomorrow.",
      "theo: ...i was gonna answer that",
      "theo: yes dani i called, they have it, i'll pick it up at 9",
      "dani: ok good. thank u",
      "dani: remy we were kind of talking there lol",
      "Remy: fair, sorry, that one was for theo. glad the meds are sorted",
      "dani: its ok. we're gonna try sleep. night"
    ],
    types: [
      [0, "bonding"],
      [3, "venting"],
      [5, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [10, "friction"]
    ],
    users: { dani: ["neutral", 0.2], theo: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["chemo days are so long. i'm glad she's finally asleep. how are you two holding up?", "low", 4],
      ["Awesome, sounds like a productive day! 🎉", "high", 4],
      [
        "The pharmacy usually needs a new prescription from the oncology team, so call the clinic first thing tomorrow.",
        "medium",
        6
      ],
      [
        "sorry, that one was theo's to answer. glad the meds are sorted. go get some sleep, both of you",
        "low",
        11
      ]
    ]
  }
]
