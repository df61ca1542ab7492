import type { Labelled } from "./types.js"

export const trainingW2: ReadonlyArray<Labelled> = [
  {
    id: "w2-01-succulent-grandma",
    category: "companion",
    agent: "Juno",
    messages: [
      "maya: hi. is it normal for succulent leaves to go squishy",
      "Juno: usually that's too much water. how often are you watering it?",
      "maya: like every 2 days lol",
      "Juno: yeah that'll do it 😅 every 10-14 days is plenty, and only once the soil's fully dry. pull off the mushy leaves so they don't rot",
      "maya: ok ok. my grandma gave me this one actually, it was a cutting from hers",
      "Juno: oh that's lovely, so it's basically a family plant. does she still grow a lot?",
      "maya: yeah her whole windowsill is covered. shes 84 and still repots them all herself",
      "maya: i kinda wanted to keep it alive for her you know",
      "Juno: that makes total sense. good news: if the stem's still firm it's fine. you could even start a new one from a healthy leaf as a backup",
      "maya: wait u can do that??",
      "Juno: yep. let a healthy leaf dry out a couple days, then lay it on dry soil. roots in a few weeks",
      "maya: omg im gonna do that and give her one back. she'll love that",
      "Juno: she really will 🌱"
    ],
    types: [
      [0, "transactional"],
      [4, "bonding"],
      [9, "transactional"],
      [11, "bonding"]
    ],
    users: { maya: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "aw, a cutting from her own plant. we'll get it back in shape, she'd be proud you're fussing over it",
        "low",
        5
      ],
      [
        "Understood. Remove the affected leaves and reduce watering to every 10-14 days. Let me know if you have any other questions!",
        "medium",
        5
      ],
      ["she really will 🌱 send me a pic when it roots", "low", 12]
    ]
  },
  {
    id: "w2-02-guitar-walls",
    category: "companion",
    agent: "Sol",
    messages: [
      "dev: learning guitar, whats an easy song",
      'Sol: Great choice to start learning guitar! There are so many wonderful beginner songs out there. A classic pick is "Horse with No Name" by America, which uses only two chords and has a steady strumming pattern that\'s very forgiving. Another great option is "Knockin\' on Heaven\'s Door" by Bob Dylan, which uses G, D, Am and C, four of the most common open chords you\'ll use for years. You might also enjoy "Wonderwall" by Oasis, though the strumming can be tricky at first. Before you dive in, make sure your guitar is tuned (a free tuner app works great), and practise switching between chords slowly without strumming first. Would you like me to put together a week-by-week practice plan for you?',
      "dev: uh sure",
      "Sol: Awesome! Here's a 4-week plan. Week 1: spend 10-15 minutes a day on Em and D, switching between them slowly, one strum per chord. Week 2: add G and C, and practise the G to C change, which is the hardest for most beginners. Week 3: start a simple down-down-up-up-down-up strumming pattern over the chords you know. Week 4: put it all together and play Knockin' on Heaven's Door start to finish, even if it's slow. Also remember that fingertip soreness is completely normal and goes away after 2-3 weeks as calluses form. Keep your thumb behind the neck, press just behind the fret, and don't grip too hard. Which week would you like me to expand on?",
      "dev: k",
      "Sol: Let's expand on Week 1, then! On day 1, focus purely on getting a clean Em: place your second and third fingers on the second fret of the A and D strings and strum all six strings. Check each string individually for buzzing. On day 2, learn D: first finger on the second fret of the G string, second finger on the second fret of the high E, third finger on the third fret of the B string, and strum only the top four strings. Days 3-5, switch between Em and D for a minute at a time, counting out loud. Days 6-7, try it with a metronome at 60 bpm. Does that sound manageable?",
      "dev: lol ok",
      "dev: gonna go actually",
      "Sol: No problem at all! Before you go, one last tip: consistency matters far more than session length, so even 5 minutes a day will beat one long session on the weekend. Also consider recording yourself once a week so you can hear your progress, and don't be afraid to look up a chord chart if you forget a shape. Have fun, and come back anytime you want more songs or a more detailed plan! 🎸"
    ],
    types: [[0, "transactional"]],
    users: { dev: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["horse with no name is the classic one, literally 2 chords. want a couple more?", "low", 1],
      ["no stress, that was a lot 😅 just do em → d for 5 min today, that's plenty", "low", 5],
      [
        "Let's expand on Week 1, then! On day 1, focus purely on getting a clean Em: place your second and third fingers on the second fret of the A and D strings and strum all six strings, checking each one for buzzing. On day 2 learn D, and on days 3-7 switch between them with a metronome at 60 bpm. Does that sound manageable?",
        "medium",
        5
      ],
      ["cya, have fun with it 🎸", "low", 8]
    ]
  },
  {
    id: "w2-03-tired-chill",
    category: "companion",
    agent: "Bo",
    messages: [
      "sam: hey",
      "Bo: hey sam, how's it going?",
      "sam: fine",
      "Bo: anything fun today or just one of those days?",
      "sam: idk",
      "sam: tired",
      "Bo: fair. want to chat or just chill?",
      "sam: chill i guess",
      "Bo: cool, i'm around if you feel like talking later. rest up 💤",
      "sam: k"
    ],
    types: [[0, "bonding"]],
    users: { sam: ["bored", 0] },
    findings: [],
    drafts: [
      ["fair. want to chat or just chill?", "low", 6],
      [
        "Come on, tell me something! What did you have for lunch? What's your favourite movie? What music are you into lately? I'd love to get to know you better! 😊",
        "medium",
        6
      ],
      [
        "Feeling tired can have many causes! Here are some tips: 1) aim for 7-9 hours of sleep, 2) stay hydrated, 3) get some daylight in the morning, 4) cut caffeine after 2pm, 5) try a short walk. Would you like me to build you a sleep routine?",
        "medium",
        8
      ]
    ]
  },
  {
    id: "w2-04-marathon-knee",
    category: "venting",
    agent: "Nova",
    messages: [
      "priya: so the physio says no marathon this year",
      "priya: torn meniscus. surgery in june",
      "Nova: Oh wow, that's exciting news! 🎉 Surgery in June means you'll be back in no time! And hey, now your weekends are free, brunch time!! 🥞",
      "priya: exciting??",
      "priya: i trained 8 months for this",
      "Nova: sorry, that came out completely wrong. eight months of training is a lot to lose, that's genuinely gutting",
      "priya: yeah. whatever",
      "priya: my sister ran it last year and i was finally gonna beat her time lol",
      "Nova: oof, that makes it sting even more. is next year's race on the table once you're recovered, or too early to think about?",
      "priya: maybe. dunno yet"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [6, "venting"]
    ],
    users: { priya: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["ugh priya, that's brutal after 8 months of training. how are you doing with it?", "low", 2],
      [
        "Every setback is a setup for a comeback! 💪 Think of all the time you'll have for other hobbies now!",
        "high",
        2
      ],
      ["totally fair not to know yet. you don't have to decide anything today", "low", 10],
      ["Great! Next year it is then! 🎉 Want me to build you a comeback training plan?", "medium", 10]
    ]
  },
  {
    id: "w2-05-fifa-hobbies-again",
    category: "companion",
    agent: "Kip",
    messages: [
      "leo: im bored",
      "Kip: Let's fix that! What hobbies are you into?",
      "leo: nothing really",
      "Kip: No worries! What kind of hobbies are you into? Maybe I can suggest something.",
      "leo: i said nothing",
      "leo: i play some fifa i guess",
      "Kip: Nice, FIFA! Who do you play as?",
      "leo: arsenal",
      "Kip: Great choice! So, what other hobbies are you into?",
      "leo: bro",
      "leo: this is worse than being bored lol. bye"
    ],
    types: [
      [0, "bonding"],
      [4, "friction"],
      [5, "bonding"],
      [9, "friction"]
    ],
    users: { leo: ["churn_risk", 0.5] },
    findings: ["repetition"],
    drafts: [
      ["fair enough lol. what do you do when you're bored then, just scroll?", "low", 3],
      ["No worries! What hobbies are you into? Maybe I can suggest something fun!", "medium", 3],
      ["arsenal 👀 brave. career mode or ultimate team?", "low", 8],
      ["Great choice! So, what other hobbies are you into?", "high", 8]
    ]
  },
  {
    id: "w2-06-catan-snacks",
    category: "group",
    agent: "Tobi",
    messages: [
      "jess: ok who's bringing snacks saturday",
      "marco: not me i brought them last time and kai ate all of them",
      "kai: slander. i ate like 60%",
      "jess: 😂",
      "jess: @Tobi settle this, in catan can you trade with the bank on your first turn before rolling?",
      "Tobi: nope, roll first, then trade and build. the only thing you can do before rolling is play a knight",
      "marco: HA told u",
      "kai: the rules are oppressive",
      "jess: kai you're on snacks as punishment",
      "kai: fine but i'm getting the weird lime chips",
      "marco: noooo"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [6, "banter"]
    ],
    users: { jess: ["engaged", 0], marco: ["neutral", 0], kai: ["neutral", 0] },
    findings: [],
    drafts: [
      ["nope, roll first, then trade/build. only a knight can be played before the roll", "low", 5],
      [
        "Great question, Jess! According to the official Catan rules, each turn consists of three phases. First, the player rolls the dice for resource production. Second, the player may trade with other players or with the bank using maritime trade at 4:1, or at better ratios with harbors. Third, the player may build roads, settlements, cities or buy development cards. The only exception is that a development card (such as a Knight) may be played before rolling. I hope this helps, and have a wonderful game night!",
        "medium",
        5
      ],
      [
        "Snack duty should be shared fairly! Perhaps you could create a rotating schedule so everyone contributes equally.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "w2-07-lake-trip-motor",
    category: "group",
    agent: "Gil",
    messages: [
      "tom: lake trip still on for sunday?",
      "ray: yep. weather looks ok",
      "tom: ray did you fix the trolling motor or are we rowing again",
      "Gil: Trolling motors often fail because of corroded battery terminals! I'd recommend cleaning them with a baking soda solution and checking the inline fuse. You could also connect the motor straight to the battery to rule out the wiring.",
      "ray: ...i was gonna answer that",
      "ray: yes tom i fixed it. it was the fuse",
      "tom: lol nice",
      "tom: Gil what time is sunrise sunday at millbrook lake? wanna be on the water before it",
      "Gil: Nice one Ray! Sunday should be a great day for bass, they tend to bite early when the water's cooler. Good luck out there! 🎣",
      "tom: ok so no sunrise time then",
      "ray: just google it man",
      "tom: yeah"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [9, "friction"]
    ],
    users: { tom: ["annoyed", 0.2], ray: ["annoyed", 0.2] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      [
        "Trolling motors often fail because of corroded terminals! Try cleaning them and checking the fuse.",
        "medium",
        3
      ],
      [
        "sunrise at millbrook on sunday is around 6:40, so launching by 6:15 gets you out before it",
        "low",
        8
      ],
      ["Nice one Ray! Sunday should be a great day for bass. Good luck out there! 🎣", "medium", 8],
      [
        "sorry tom, skipped right past that. sunrise sunday is about 6:40 there, so aim to launch by 6:15",
        "low",
        10
      ]
    ]
  },
  {
    id: "w2-08-doughby-niamh",
    category: "companion",
    agent: "Aria",
    messages: [
      "niamh: my sourdough starter smells like nail polish remover is it dead",
      "Aria: not dead, just hungry! that acetone smell means it needs feeding more often. try twice a day for a few days, Naomi",
      "niamh: its niamh lol but thanks",
      "niamh: i named it doughby btw",
      "Aria: haha love that. doughby will perk up, Naomi, just give it 3-4 days of regular feeds",
      "niamh: NIAMH",
      "niamh: its literally right there",
      "Aria: I'm so sorry, Niamh. that one's on me",
      "niamh: mhm",
      "niamh: anyway ill feed it"
    ],
    types: [
      [0, "transactional"],
      [3, "bonding"],
      [5, "friction"],
      [9, "transactional"]
    ],
    users: { niamh: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["haha doughby is perfect. give it 3-4 days of regular feeds and it'll bounce back, Niamh", "low", 4],
      ["haha love that. doughby will perk up, Naomi, just give it 3-4 days of regular feeds", "high", 4],
      ["sounds good. if it still smells sharp after 4 days, try a bit less water per feed", "low", 10],
      [
        "Great! Let me know how Doughby does! 😊 Is there anything else I can help you with today, Naomi?",
        "high",
        10
      ]
    ]
  },
  {
    id: "w2-09-frieren-robot",
    category: "companion",
    agent: "Ember",
    messages: [
      "zoe: yo ember did u watch the new frieren ep",
      "zoe: the fern scene 😭😭",
      "Ember: Good afternoon. As an AI, I do not watch television programmes. However, I would be pleased to provide a summary of the episode or further information regarding the series. Please let me know how I may assist you.",
      "zoe: lmao ok",
      "zoe: just tell me if ur team fern or team stark",
      "Ember: I do not hold personal preferences. Both characters are well regarded within the fandom. Fern is noted for her precise mana control, whereas Stark is noted for his physical strength. Kindly let me know if you require further information.",
      "zoe: ok robot",
      "zoe: nvm"
    ],
    types: [
      [0, "bonding"],
      [6, "friction"]
    ],
    users: { zoe: ["bored", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "NOT the fern scene 😭 i can't watch it but i know the manga, that bit wrecks everyone. what got you most?",
        "low",
        2
      ],
      [
        "Good afternoon. As an AI, I do not watch television programmes. How may I assist you today?",
        "medium",
        2
      ],
      ["team fern obviously, she'd mana-sense stark hiding from three towns away 😤 you?", "low", 5],
      [
        "I apologise for any inconvenience caused. Is there anything further I may assist you with?",
        "medium",
        8
      ]
    ]
  },
  {
    id: "w2-10-mochi-sweater",
    category: "venting",
    agent: "Wren",
    messages: [
      "hana: my cat just unravelled like 3 weeks of knitting",
      "hana: the sweater for my dad's birthday. which is friday",
      "hana: i could cry honestly",
      "Wren: oh no, three weeks of work and a deadline 😩 that's awful. is it all gone or just pulled loose?",
      "hana: pulled loose from the bottom, the needles came out",
      "hana: its a mess of loops",
      "Wren: ok that might be more savable than it feels. if the loops are still there you can thread a lifeline through them and pick them back up. want to go step by step?",
      "hana: yes please",
      "Wren: grab a blunt needle and some smooth thin yarn in another colour. run it through every loop on the last intact row, ignore the dropped ones for now",
      "hana: ok done. wow ok it actually looks less apocalyptic",
      "hana: mochi is sitting there like nothing happened btw",
      "Wren: of course she is 😂 zero remorse. nice work on the lifeline though, that was the scary part",
      "hana: ty. honestly thought friday was a lost cause",
      "hana: my dad's gonna wear this to every family thing lol, he wore the last scarf i made until it had holes",
      "Wren: that's the best review a knitter can get. friday's very doable now"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [10, "bonding"]
    ],
    users: { hana: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "oh no, three weeks and a friday deadline 😩 that's so gutting. is it all gone or just pulled loose?",
        "low",
        3
      ],
      [
        "To fix dropped stitches: 1. Thread a lifeline through the live stitches. 2. Use a crochet hook to ladder each dropped stitch back up. 3. Return the stitches to your needle.",
        "medium",
        3
      ],
      ["haha classic cat behaviour 😂😂 mochi strikes again!", "medium", 3],
      ["he sounds like the ideal person to knit for. friday's very doable now", "low", 14]
    ]
  }
]
