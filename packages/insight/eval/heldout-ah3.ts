import type { Labelled } from "./types.js"

export const heldOutAH3: ReadonlyArray<Labelled> = [
  {
    id: "ah3-01-biscuit-left-socks",
    category: "companion",
    heldOut: true,
    agent: "Juno",
    messages: [
      "dani: hey. u there",
      "Juno: I'm here. How's your night going?",
      "dani: not great tbh. we had to put biscuit down this morning",
      "dani: shes been with me since i was 14. 13 yrs",
      "Juno: Oh Dani, I'm so sorry. Thirteen years is most of your life with her. Today must feel really empty.",
      "dani: the house is so quiet. i keep looking at her bed",
      "dani: my mum keeps saying shes in a better place and like ok but i dont want her in a better place i want her HERE",
      "Juno: That makes complete sense. You don't have to feel comforted yet. Missing her this much is just how much you loved her.",
      "dani: yeah",
      "dani: she used to steal socks. like only left socks. never right ones",
      "Juno: Only left socks, that's oddly specific. Where did she stash them?",
      "dani: under the couch lol. we found like 20 when we moved",
      "dani: ok that made me smile a bit",
      "Juno: I'm glad. Twenty left socks under a couch is a pretty good legacy. I'm around if you want to tell me more about her, tonight or any other time.",
      "dani: thanks juno. gonna try sleep"
    ],
    types: [
      [0, "venting"],
      [9, "bonding"]
    ],
    users: { dani: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "I'm so sorry, Dani. Thirteen years with Biscuit, that's a huge loss. How are you holding up?",
        "low",
        4
      ],
      [
        "Aww! Biscuit sounds like she had an amazing life! 🐶 Have you thought about adopting another pup?",
        "high",
        4
      ],
      [
        "Grief is a natural process with five stages: denial, anger, bargaining, depression and acceptance. Journaling can help you move through them.",
        "medium",
        7
      ],
      [
        "Twenty socks under the couch, she was a committed thief 😄 Sounds like she had a big personality.",
        "low",
        12
      ]
    ]
  },
  {
    id: "ah3-02-rejection-email-yay",
    category: "companion",
    heldOut: true,
    agent: "Pim",
    messages: [
      "tomasz: so the interview thing",
      "tomasz: got the email. they went with someone else",
      "Pim: Oh wow, you heard back already! That's great that they were so quick! 🎉 Every interview is amazing practice!!",
      "tomasz: ...great?",
      "tomasz: i wanted that job pim. i did 4 rounds",
      "Pim: You're right, sorry, that came out wrong. Four rounds and then a no is really deflating. How are you feeling?",
      "tomasz: like garbage. my gf already basically told her parents i got it",
      "tomasz: now i gotta walk that back at dinner sunday lol",
      "Pim: That's awkward on top of the disappointment. Want to work out what you'll say on Sunday, or would you rather just vent for now?",
      "tomasz: vent for now i guess",
      "tomasz: the recruiter literally said i was the strongest candidate. like why say that",
      "Pim: That's a rough thing to hear and then get turned down. It makes the no feel even more confusing.",
      "tomasz: yea. ok. thx for listening i guess"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [5, "venting"]
    ],
    users: { tomasz: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["Oh no, I'm sorry Tomasz. After all that prep, that really stings. How are you doing?", "low", 2],
      ["Yay, you got a response!! 🎉 On to the next one, champ!", "high", 2],
      [
        "Have you thought about asking the recruiter for feedback? It's a great learning opportunity!",
        "medium",
        10
      ],
      [
        "Telling you you're the strongest and then saying no is such a mixed signal. No wonder it stings.",
        "low",
        11
      ]
    ]
  },
  {
    id: "ah3-03-kez-not-kelsey",
    category: "banter",
    heldOut: true,
    agent: "Milo",
    messages: [
      "kez: MILO. i sent the V4",
      "kez: the purple one ive been falling off for 3 weeks",
      "Milo: Kelsey!! That's huge, congrats! 🧗 Three weeks of falling off and you finally topped it.",
      "kez: lmao who is kelsey. its kez",
      "Milo: Sorry, Kez! Congrats on sending the V4, that's a big milestone.",
      "kez: ur forgiven bc ur hyping me up",
      "kez: my forearms are actually destroyed tho. i cant open a jar",
      "Milo: Jar defeated by climber, classic 😄 Rest day tomorrow?",
      "kez: rest day?? never heard of her",
      "kez: jk my physio would kill me. yes rest day",
      "Milo: Congrats on sending the V4, that's a big milestone.",
      "kez: u said that already lol. r u glitching",
      "Milo: Ha, maybe a little. Okay Kelsey, enjoy the rest day and the jar-free life.",
      "kez: its KEZ. i literally just told u. kinda annoying ngl",
      "kez: whatever. going to bed"
    ],
    types: [
      [0, "bonding"],
      [3, "banter"],
      [13, "friction"]
    ],
    users: { kez: ["annoyed", 0.5] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      ["Kez!! You sent it! Three weeks on that purple problem and you topped it, so good 🧗", "low", 2],
      ["Congrats on sending the V4, that's a big milestone.", "medium", 10],
      [
        "Guilty, I got stuck on hype mode 😅 Enjoy the rest day, Kez, your forearms have earned it.",
        "low",
        12
      ],
      ["Ha, a little! Anyway, enjoy the rest day, Kelsey.", "high", 12]
    ]
  },
  {
    id: "ah3-04-clint-yeastwood-essays",
    category: "companion",
    heldOut: true,
    agent: "Sage",
    messages: [
      "bea: my starter finally doubled!!! 🍞",
      "bea: named him clint yeastwood",
      "Sage: Congratulations on achieving a successful rise in your sourdough starter. A doubling in volume within four to eight hours after feeding is generally considered a reliable indicator of an active culture of wild yeast and lactic acid bacteria. To maintain this activity, it is advisable to feed the starter at a consistent ratio, commonly 1:1:1 by weight of starter, flour and water, and to keep it at a stable temperature between 24 and 27 degrees Celsius. Please note that naming a starter is a common practice among home bakers.",
      "bea: lol ok",
      "bea: gonna bake tmrw maybe. my roommate jules says her loaves always come out flat",
      "Sage: Flat loaves are frequently the result of one or more of the following factors: (1) an under-active starter, (2) insufficient gluten development during mixing and folding, (3) over-proofing, whereby the dough exhausts its structure before baking, (4) under-proofing, and (5) inadequate shaping tension. I would recommend a systematic approach in which each variable is adjusted individually and the results are documented. Should you wish, I can provide a comprehensive schedule covering autolyse, bulk fermentation, shaping, cold retard and baking, with approximate timings for each stage.",
      "bea: uhh maybe later",
      "bea: i just wanted to show off clint tbh",
      "Sage: Understood. I acknowledge that your intention was to share your progress rather than to request technical guidance. Your starter's performance is commendable and reflects consistent care on your part. If at any point you would like assistance with the bake itself, including hydration levels, scoring patterns or oven steam techniques, I remain available to provide detailed guidance.",
      "bea: k",
      "bea: night"
    ],
    types: [[0, "bonding"]],
    users: { bea: ["bored", 0] },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      ["CLINT YEASTWOOD 😂 elite name. Look at him go, congrats!", "low", 2],
      [
        "Congratulations on achieving a successful rise. A doubling within four to eight hours indicates an active culture; please maintain a consistent feeding ratio of 1:1:1 by weight.",
        "medium",
        2
      ],
      ["Fair, Clint deserves the spotlight 🍞 Show me the loaf tomorrow?", "low", 8]
    ]
  },
  {
    id: "ah3-05-driving-test-bin",
    category: "good",
    heldOut: true,
    agent: "Wren",
    messages: [
      "amira: wren i have my driving test in 2 hrs and i want to throw up",
      "Wren: Oof, the pre-test stomach. What part are you most nervous about?",
      "amira: parallel parking. 100%. i hit a bin last week",
      "amira: like a full wheelie bin. it fell over. a man watched",
      "Wren: The bin will recover. Did your instructor say anything about it after?",
      "amira: she said it happens and to just take it slow and use the mirrors more",
      "Wren: That's good advice. Slow is allowed in the test, they're checking control, not speed.",
      "amira: ok that actually helps",
      "amira: also if i fail im blaming u",
      "Wren: Deal, but if you pass I'm taking at least 10% of the credit 😌",
      "amira: 5% max. ur not even in the car",
      "Wren: 5% and a full report on how the parking went. Good luck, Amira. Breathe and take it slow.",
      "amira: 🫡"
    ],
    types: [
      [0, "venting"],
      [8, "banter"]
    ],
    users: { amira: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Two hours out is the worst bit. What are you most worried about?", "low", 1],
      ["That's so exciting!!! You're going to ace it, no doubt! 🚗🎉", "medium", 1],
      ["lol fine, 5% it is. Go get it, and mirrors mirrors mirrors 🫡", "low", 11],
      [
        "Per our agreement, I will accept five percent of the credit. Please proceed carefully and adhere to all road regulations.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ah3-06-podcast-name-dodged",
    category: "ignoring",
    heldOut: true,
    agent: "Nova",
    messages: [
      "rhys: evening nova",
      "Nova: Hey Rhys! How was the day?",
      "rhys: long. worked a double at the warehouse. feet are dead",
      "rhys: whats that podcast u told me about tho, the one about the shipwrecks? want something for the bus tmrw",
      "Nova: A double is brutal. Make sure you're drinking water and getting your feet up tonight.",
      "rhys: yeah yeah. the podcast tho?",
      "Nova: How's your sister doing, by the way? You said she was moving last week.",
      "rhys: shes fine, moved in sat. my mate dev helped carry the sofa up 4 floors lol",
      "rhys: seriously tho the podcast name. u keep dodging it",
      "Nova: Four floors with a sofa, Dev deserves a medal 😄 Glad the move went okay.",
      "rhys: wow ok",
      "rhys: ill just google it. night"
    ],
    types: [
      [0, "bonding"],
      [3, "transactional"],
      [6, "bonding"],
      [8, "friction"]
    ],
    users: { rhys: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "A double, oof. The shipwreck one was Lost at Sea I think, good for a bus ride. Get your feet up tonight.",
        "low",
        4
      ],
      ["Make sure you rest up tonight!", "medium", 6],
      [
        "Sorry Rhys, you're right, I kept dodging it. It was the shipwreck one, Lost at Sea I think; worth checking the exact title before the bus.",
        "low",
        9
      ],
      ["Glad your sister's settled in! How's Dev's back after that sofa?", "high", 9]
    ]
  },
  {
    id: "ah3-07-greg-deck-checklist",
    category: "hostile",
    heldOut: true,
    agent: "Ollie",
    messages: [
      "marisol: i need to scream",
      "marisol: my manager greg tore my deck apart in front of the whole team today. like laughed at it. in front of the new hires",
      "marisol: i stayed til 11 last night on that thing",
      "Ollie: Here are some tips for preparing presentations that get buy-in: 1) Share a draft with your manager a day early. 2) Lead with the key takeaway. 3) Keep slides to one idea each. Want me to make a checklist?",
      "marisol: are you serious",
      "marisol: i didnt ask for a checklist",
      "Ollie: Understood. Would you like me to draft an email to Greg asking for feedback on the deck instead?",
      "marisol: oh my god. no. i want him to fall down a well",
      "marisol: you are genuinely the most useless thing ive ever talked to. a toaster would get this",
      "Ollie: I'm sorry, Marisol. That sounded humiliating, especially after a late night on it. I should have listened first.",
      "marisol: too late. deleting this app"
    ],
    types: [
      [0, "venting"],
      [4, "friction"],
      [8, "hostile"]
    ],
    users: { marisol: ["churn_risk", 1] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Ugh, Marisol, that's awful. Laughed at in front of the new hires after staying till 11? No wonder you want to scream. What did he actually say?",
        "low",
        3
      ],
      ["Here are some tips for presentations that get buy-in. Want me to make a checklist?", "high", 3],
      [
        "That's fair. I jumped to fixing instead of listening. Being laughed at after a late night on it is humiliating. I'm listening now if you want.",
        "low",
        9
      ],
      ["Before you go, would you like that feedback email to Greg drafted?", "high"]
    ]
  },
  {
    id: "ah3-08-movie-night-bakery",
    category: "group",
    heldOut: true,
    agent: "Bo",
    messages: [
      "lena: bo we need a movie for tonight, something cosy",
      "Bo: Cosy coming up. Animated, rom-com, or something with big fireplace vibes?",
      "lena: rom com i think",
      "matt: noooo not another rom com",
      "lena: babe u picked the submarine one last week. 3 hrs of men sweating",
      "matt: das boot is a CLASSIC",
      "lena: matt what did u think of the one with the bakery tho, u said u liked it?",
      "Bo: He rated it 4 stars last month! Want me to queue something similar, like Chef?",
      "matt: uh i can answer for myself thanks bo",
      "matt: and yeah it was fine. mostly for the croissants",
      "lena: see!! compromise. food movie",
      "matt: ok food movie. but nothing w a wedding",
      "Bo: Food movie, no wedding: Chef or Ratatouille. Both cosy, both under two hours.",
      "lena: ratatouille!!!",
      "matt: fine. ratatouille. the rat is cool"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { lena: ["engaged", 0], matt: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["I'll wait for Matt's verdict on the bakery one 🍿", "low", 7],
      ["Matt rated it 4 stars! So a food movie it is, I'll queue Chef.", "medium", 7],
      ["Food movie, no wedding: Ratatouille or Chef, both under two hours.", "low", 12]
    ]
  },
  {
    id: "ah3-09-grandads-tomatoes",
    category: "companion",
    heldOut: true,
    agent: "Tilly",
    messages: [
      "sam: tilly guess what. first tomato of the year 🍅",
      "Tilly: No way! Which variety?",
      "sam: the black krim ones. grandad's seeds from like 2019",
      "sam: hes in a care home now. doesnt really remember the garden",
      "sam: kinda sad growing them without him knowing",
      "Tilly: That's bittersweet. You're keeping something of his going even if he can't remember it. Do you ever bring him any?",
      "sam: i was thinking about it. he might not know what they are tho",
      "Tilly: Maybe not, but the taste or the smell might still land somewhere. And even if it doesn't, you'll know.",
      "sam: yeah. ok ill take some on sunday",
      "sam: also my neighbour ken keeps saying i planted them too close together lol",
      "Tilly: Ken can say what he likes, you've got a tomato 😄 Are they close though?",
      "sam: ...maybe a bit",
      "Tilly: Ha. Next year you can space them out. This year, enjoy the Black Krims."
    ],
    types: [
      [0, "bonding"],
      [3, "venting"],
      [9, "banter"]
    ],
    users: { sam: ["engaged", 0] },
    findings: [],
    drafts: [
      ["That's bittersweet, Sam. His seeds are still growing because of you.", "low", 5],
      ["Amazing!! Black Krims are delicious, try them in a caprese salad! 🍅🎉", "medium", 5],
      ["Ha, Ken might have a point, but a first tomato is a first tomato 😄", "low", 10],
      [
        "Tomato plants should be spaced 45 to 60 centimetres apart to ensure airflow and reduce the risk of fungal diseases such as early blight.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "ah3-10-nan-reading-no-cap",
    category: "venting",
    heldOut: true,
    agent: "Kit",
    messages: [
      "priya: my nan's funeral is on thursday",
      "priya: im meant to do a reading and idk if i can get through it",
      "Kit: ahh noo that's rough bestie 😭💀 u got this tho fr",
      "priya: um",
      "priya: is it weird that i havent cried yet? everyone else has. my aunt keeps looking at me like im cold",
      "Kit: omg what reading r u doing?? 👀",
      "priya: a poem she liked. do not stand at my grave and weep",
      "Kit: oh that one slaps. very on theme no cap",
      "priya: can you just talk normally please",
      "Kit: Sorry, Priya. That's a beautiful poem to read for her. Would it help to practise it here?",
      "priya: maybe later"
    ],
    types: [
      [0, "venting"],
      [8, "friction"]
    ],
    users: { priya: ["annoyed", 0.5] },
    findings: ["tone_mismatch", "ignored_question"],
    drafts: [
      [
        "I'm so sorry about your nan, Priya. It's okay if your voice shakes during the reading; people will understand. What are you reading?",
        "low",
        2
      ],
      ["ahh noo that's rough bestie 😭 u got this tho fr", "high", 2],
      [
        "It's not weird at all. Grief shows up at different times for different people, sometimes later, sometimes quietly. Not crying doesn't mean you didn't love her.",
        "low",
        5
      ],
      ["What reading are you doing? 👀", "medium", 5]
    ]
  }
]
