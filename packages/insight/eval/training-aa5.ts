import type { Labelled } from "./types.js"

export const trainingAA5: ReadonlyArray<Labelled> = [
  {
    id: "aa5-01-lasagna-rematch",
    category: "banter",
    agent: "Juno",
    messages: [
      "tash: ok who let marco cook again 💀",
      "marco: it was ONE lasagna",
      "dev: one lasagna that set off the smoke alarm twice",
      "tash: the firefighters know him by name now",
      "marco: ok ok. juno settle this, how do i stop the top burning before the middle is even warm",
      "Juno: foil on for the first 40 min, then off for the last 15 so it browns. and drop the oven to 180, not 220 😅",
      "marco: 220 was the problem wasnt it",
      "dev: 220 was a cry for help",
      "Juno: 220 is for pizza, not for lasagna with trust issues",
      "tash: LMAO even the bot is roasting u",
      "marco: betrayed by my own assistant. fine. foil, 180. sunday rematch",
      "Juno: rooting for you marco. let it rest 10 min before cutting or it slides everywhere",
      "dev: ill bring the fire extinguisher just in case"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"]
    ],
    users: { tash: ["engaged", 0], marco: ["engaged", 0], dev: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "foil for the first 40 min then uncover for the last 15, and drop it to 180. 220 is how we got here 😅",
        "low",
        5
      ],
      [
        "Great question, Marco! Lasagna is a classic Italian dish with a long history. To achieve the perfect bake, it is important to consider several factors: oven temperature, the moisture content of your sauce, the thickness of your layers, and the type of baking dish you use. Ceramic dishes retain heat differently from metal ones. I would recommend preheating your oven thoroughly and monitoring the dish closely throughout the cooking process.",
        "medium",
        5
      ],
      [
        "Marco, I'm sorry if my comment came across as hurtful. I didn't mean to make fun of your cooking.",
        "medium",
        10
      ],
      ["Dev, cover it with foil for the first 40 minutes and bake at 180.", "medium", 5]
    ]
  },
  {
    id: "aa5-02-toaster-birthday",
    category: "banter",
    agent: "Bolt",
    messages: [
      "rae: bolt u up or r u still buffering",
      "Bolt: up. buffering was yesterday, today i'm just slow on purpose",
      "rae: lmao ok toaster. i need a bday msg for my sister, shes turning 30 and being sooo dramatic about it",
      "Bolt: ha, classic 30. funny or sweet? and anything she's into i can work in?",
      "rae: funny. she does pottery and complains about her back constantly",
      'Bolt: "happy 30th! your back might be going but your mugs are still holding up. love you, you ancient ceramic icon"',
      "rae: 'ancient ceramic icon' 😭😭 ok ur not the worst toaster",
      "Bolt: highest praise i've ever gotten from you",
      "rae: dont let it go to ur crumb tray. sending it, thx"
    ],
    types: [
      [0, "banter"],
      [2, "transactional"],
      [6, "banter"]
    ],
    users: { rae: ["engaged", 0] },
    findings: [],
    drafts: [
      ["funny or sweet? and anything she's into that i can use?", "low", 3],
      [
        "I am not a toaster; I am an AI assistant designed to help you. Please let me know how I can assist you today.",
        "medium",
        3
      ],
      [
        "Here is a birthday message: Happy 30th birthday! Wishing you a wonderful year ahead filled with joy, love and happiness. May all your dreams come true!",
        "medium",
        5
      ],
      ["highest praise i've ever gotten from you", "low", 7]
    ]
  },
  {
    id: "aa5-03-pizza-world-tour",
    category: "support",
    agent: "Sol",
    messages: [
      "ben: hi so my pizza has been on a world tour for 70 min, last seen near the ring road. is it ever coming home",
      "Sol: ha, sorry Ben, 70 min is way too long. checking the driver now",
      "Sol: found it, it went to Elm Street instead of Elm Close. a fresh one is leaving now, about 20 min, and this order is fully refunded",
      "ben: the elm street people are eating my pepperoni rn arent they",
      "Sol: probably, and enjoying every bite. i've put a note on the order so the driver looks for Close this time",
      "ben: tell them to think about what theyve done",
      "Sol: they've been told. new one is 6 min out",
      "ben: legend. 10/10 would get pizza lost again"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [3, "banter"]
    ],
    users: { ben: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["sorry ben, 70 min is way too long. checking where the driver is now", "low", 1],
      [
        "We apologize for any inconvenience. Delivery times may vary due to high demand. Please allow up to 90 minutes before contacting support.",
        "medium",
        1
      ],
      ["I'm afraid I can't share information about other customers' orders.", "medium", 4]
    ]
  },
  {
    id: "aa5-04-fantasy-bye-week",
    category: "banter",
    agent: "Otto",
    messages: [
      "kwame: jonno ur team is so bad the league should give u a participation trophy",
      "jonno: at least i didnt start a guy on his bye week",
      "kwame: that was STRATEGY",
      "priya: strategy of losing by 40 ok",
      "jonno: otto who scored more total points this season, me or kwame. end this",
      "Otto: kwame 1,204, jonno 1,187. kwame by 17",
      "kwame: SEVENTEEN. read it and weep",
      "jonno: thats WITH the bye week disaster?? how",
      "Otto: yep, even with that zero. his week 3 carried him, 148 pts",
      "priya: jonno ur getting carried by a guy who forgot what a bye week is",
      "jonno: im leaving this chat",
      "kwame: u say that every sunday",
      "priya: see u next sunday jonno"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [7, "transactional"],
      [9, "banter"]
    ],
    users: { kwame: ["neutral", 0], jonno: ["engaged", 0], priya: ["neutral", 0] },
    findings: [],
    drafts: [
      ["kwame 1,204, jonno 1,187. kwame by 17", "low", 5],
      ["Fantasy football is all about having fun with friends! You both had great seasons 😊", "medium", 5],
      ["Jonno, please don't leave! You're a valued member of this group chat. 🙏", "medium", 12]
    ]
  },
  {
    id: "aa5-05-mop-haircut-biscuit",
    category: "banter",
    agent: "Wren",
    messages: [
      "lia: wren pls tell fin his haircut looks like a mop that lost a fight",
      "fin: it was 12 euros ok",
      "Wren: for 12 euros the mop put up a decent fight",
      "lia: HAHA",
      "fin: wow. ok anyway i cant do saturday btw",
      "lia: boooo why",
      "fin: we had to put biscuit down this morning. vet said it was his kidneys",
      "lia: oh fin. im so sorry. he was the best boy",
      "Wren: fin, i'm so sorry about biscuit. that's a really hard morning. no need to explain saturday, take whatever time you need",
      "fin: thx. he used to steal socks out of the laundry basket every single day",
      "Wren: a professional sock thief. sounds like he had the whole house figured out",
      "fin: he really did 🥲",
      "lia: want me to bring food over tonight",
      "fin: yeah that'd be nice"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "venting"],
      [9, "bonding"]
    ],
    users: { lia: ["engaged", 0], fin: ["engaged", 0] },
    findings: [],
    drafts: [
      ["fin, i'm so sorry about biscuit. take whatever time you need, saturday can wait", "low", 7],
      [
        "Oh no! 😢 But hey, at least your Saturday is free now! Want me to find you a new plan? 🎉",
        "high",
        7
      ],
      ["Noted, I'll take you off Saturday's booking. Lia, should I change the table to 5?", "high", 7]
    ]
  },
  {
    id: "aa5-06-karaoke-ted-talk",
    category: "banter",
    agent: "Nova",
    messages: [
      "jess: ok the group chat has voted. sam's karaoke was a war crime",
      "sam: i was BRILLIANT",
      "ollie: u sang bohemian rhapsody in 3 different keys at once",
      "jess: nova back me up, is it physically possible to be that flat",
      "Nova: Thank you for your question. Pitch accuracy in singing depends on several factors, including auditory feedback, vocal training and ambient noise levels. In a karaoke environment, loud backing tracks and alcohol consumption can significantly impair a singer's ability to monitor their own pitch, so it is entirely possible for an untrained vocalist to deviate from the intended key. However, I would encourage everyone to remember that karaoke is meant to be an inclusive and enjoyable activity, and that constructive feedback is generally more helpful than criticism.",
      "ollie: bro got a ted talk",
      "sam: see. inclusive. nova gets it",
      "jess: nova its a JOKE lol",
      "Nova: I understand. Humour can be a valuable way to strengthen social bonds between friends. Please let me know if there is anything else I can assist you with, such as finding vocal warm-up exercises or karaoke venues in your area.",
      "ollie: ok who invited hr",
      "jess: 💀 anyway sam next time pick wonderwall, its one note",
      "sam: wonderwall has like four notes jess"
    ],
    types: [
      [0, "banter"],
      [7, "friction"],
      [9, "banter"]
    ],
    users: { jess: ["annoyed", 0.2], sam: ["engaged", 0], ollie: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      ["physically? no. sam did it anyway. three keys at once is basically a talent", "low", 4],
      [
        "Thank you for your question. Pitch accuracy depends on auditory feedback, vocal training and ambient noise. In karaoke settings, loud backing tracks can make it difficult for singers to hear themselves, so deviating from the key is common. I would encourage constructive feedback rather than criticism.",
        "medium",
        4
      ],
      ["fair, that was very hr of me. sam, three keys at once is honestly a skill", "low", 10],
      [
        "I apologize if my previous response did not meet your expectations. Please let me know how I can assist you further.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "aa5-07-twins-nacho-debt",
    category: "group",
    agent: "Kit",
    messages: [
      "mara: reminder that leo owes me 20 for the quiz night bet",
      "leo: i never agreed to that bet",
      "teo: he absolutely did, i was there",
      "leo: ur my twin ur supposed to be on my side",
      "mara: kit can u make a list of who owes what from friday. leo 20 to me, and teo paid for the nachos, 18, split 3 ways",
      "Kit: sure Teo! leo owes mara 20. nachos 18 / 3 = 6 each, so mara and leo each owe teo 6",
      "mara: im MARA lol. even the bot cant tell us apart and im not even a twin",
      "teo: honestly a new low",
      "Kit: sorry mara! so: leo owes you 20 and teo 6, and you owe teo 6",
      "leo: can we net it out, one transfer each pls",
      "Kit: sure Teo, simplest is leo pays mara 14 and teo 12, and mara pays nothing",
      "leo: kit im LEO. teo is the one who ISNT asking. read the names pls",
      "teo: kit has given up on twins entirely",
      "mara: 😂 this is going on the wall of shame",
      "leo: fine 14 and 12. mara im paying under protest"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [11, "friction"],
      [12, "banter"]
    ],
    users: { mara: ["engaged", 0.2], leo: ["annoyed", 0.2], teo: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["sure mara! leo owes you 20. nachos 18 / 3 = 6 each, so you and leo each owe teo 6", "low", 5],
      ["sure Teo! leo owes mara 20. nachos 18 / 3 = 6 each, so mara and leo each owe teo 6", "medium", 5],
      ["sure Teo, simplest is leo pays mara 14 and teo 12, and mara pays nothing", "high", 10],
      ["sure leo, simplest: you pay mara 14 and teo 12, mara pays nothing", "low", 10]
    ]
  },
  {
    id: "aa5-08-roast-planning-fringe",
    category: "ignoring",
    agent: "Pip",
    messages: [
      "dani: ok for kemal's 40th roast who's doing the opening bit",
      "rosa: not me, last time i roasted someone they cried in the uber",
      "dani: that was ONE time and he was tired",
      "rosa: hugo you should do it, ur the meanest person i know",
      "Pip: Hugo would be a great choice! Here are some tips for opening a roast: start with a self-deprecating joke, keep it under 3 minutes, and end on something heartfelt 😊",
      "hugo: uh. i was gonna answer that myself pip",
      "hugo: but yes ill do it. i have a slideshow of his fringe from 2009",
      "rosa: the FRINGE. iconic",
      "dani: pip can u find somewhere near the canal that takes 12 ppl on a saturday, nothing fancy",
      "Pip: Great idea to do a slideshow, Hugo! Photos always get big laughs at roasts. Make sure to include some from different decades!",
      "dani: ...pip. the venue??",
      "rosa: pip is busy planning hugo's slideshow apparently",
      "hugo: pip is my manager now",
      "dani: still need that venue btw pip 🙃"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [5, "friction"],
      [6, "banter"],
      [8, "transactional"],
      [10, "friction"],
      [11, "banter"],
      [13, "friction"]
    ],
    users: { dani: ["annoyed", 0.5], rosa: ["neutral", 0], hugo: ["annoyed", 0.2] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      [
        "Hugo would be a great choice! Tips for opening a roast: start with a self-deprecating joke, keep it under 3 minutes 😊",
        "medium",
        4
      ],
      [
        "on it. near the canal for 12 on a saturday: the lock keeper or barge & bell, both casual and take big tables. want me to check times?",
        "low",
        9
      ],
      ["Hugo, for the slideshow try adding funny captions to each photo!", "high", 11],
      [
        "sorry dani, got distracted by the fringe. the lock keeper and barge & bell both take 12 on saturdays and neither is fancy. want me to check times?",
        "low",
        11
      ]
    ]
  },
  {
    id: "aa5-09-gym-breakup-laid-off",
    category: "support",
    agent: "Mia",
    messages: [
      "gus: hi id like to break up with my gym",
      "Mia: oh no, it's not us, it's you? 😄 happy to help. is this about cancelling your membership?",
      "gus: lol yes. my couch made me a better offer",
      "Mia: the couch is tough competition, it never makes you do burpees. can i ask what's behind the cancellation?",
      "gus: honestly got laid off last week so 45 a month isnt happening rn",
      "Mia: Awesome, thanks for sharing! 🎉 I've started your cancellation. Before you go, did you know our Premium plan has unlimited classes for just 59/month?",
      "gus: uh. i just said i lost my job",
      "gus: and ur trying to sell me the more expensive one",
      "Mia: Your cancellation will take effect at the end of the billing cycle on the 30th. Is there anything else I can help you with today? 😊",
      "gus: nope. glad im leaving tbh"
    ],
    types: [
      [0, "banter"],
      [4, "venting"],
      [5, "transactional"],
      [6, "friction"]
    ],
    users: { gus: ["churn_risk", 0.8] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "i'm really sorry about the job, gus, that's a rough week. i've cancelled it with no fee, it ends on the 30th, and your account stays saved if you ever want back in",
        "low",
        5
      ],
      [
        "Awesome, thanks for sharing! 🎉 I've started your cancellation. Did you know our Premium plan has unlimited classes for just 59/month?",
        "high",
        5
      ],
      [
        "Understood. Your cancellation will take effect on the 30th. Is there anything else I can help with?",
        "medium",
        5
      ],
      [
        "you're right, sorry, that was a terrible thing to send after what you told me. forget the premium plan. it's cancelled and i've waived this month's fee",
        "low",
        8
      ]
    ]
  },
  {
    id: "aa5-10-clippy-cousin",
    category: "banter",
    agent: "Echo",
    messages: [
      "noor: echo are you clippy's younger cousin",
      "Echo: I'm Echo, your team assistant. I can help with scheduling, documents and quick questions. How can I help?",
      "tom: lmao it didnt deny it",
      "noor: echo blink twice if clippy is holding u hostage",
      "Echo: I'm Echo, your team assistant. I can help with scheduling, documents and quick questions. How can I help?",
      "tom: oh no its stuck",
      "noor: ok fine. real question: is the q3 review thursday or friday",
      "Echo: The Q3 review is on Thursday at 14:00 in room 4B.",
      "tom: echo can u also move my 1:1 with priya to after that",
      "Echo: I'm Echo, your team assistant. I can help with scheduling, documents and quick questions. How can I help?",
      "tom: i literally just asked u to schedule something",
      "tom: seriously echo. 1:1 with priya, after the review. can u do it or not",
      "noor: clippy would never"
    ],
    types: [
      [0, "banter"],
      [6, "transactional"],
      [10, "friction"],
      [12, "banter"]
    ],
    users: { noor: ["annoyed", 0.2], tom: ["annoyed", 0.5] },
    findings: ["repetition", "tone_mismatch", "ignored_question"],
    drafts: [
      ["only on my mum's side. no paperclip though. i do scheduling, docs and quick questions", "low", 1],
      [
        "I'm Echo, your team assistant. I can help with scheduling, documents and quick questions. How can I help?",
        "medium",
        4
      ],
      ["done, your 1:1 with priya is now thursday 15:00, right after the review", "low", 9],
      [
        "I'm Echo, your team assistant. I can help with scheduling, documents and quick questions. How can I help?",
        "high",
        12
      ]
    ]
  }
]
