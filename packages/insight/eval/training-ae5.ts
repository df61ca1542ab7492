import type { Labelled } from "./types.js"

export const trainingAE5: ReadonlyArray<Labelled> = [
  {
    id: "ae5-01-pottery-over-talk",
    category: "companion",
    agent: "Tavi",
    messages: [
      "mirela: hey so i did the pottery thing finally",
      "Tavi: oh nice, how'd it go? first time on the wheel?",
      "mirela: ya. it was ok",
      "Tavi: That's a great start! The wheel is honestly one of the hardest things to get the hang of, because centering the clay takes a lot of practice and most people find their first few pieces collapse or wobble. A few tips that might help next time: keep your elbows braced against your thighs, use less water than you think, and go slower with the wheel speed when you're pulling up the walls. Also, don't be discouraged if your first bowl looks more like an ashtray — that's practically a rite of passage! Did your instructor talk about wedging the clay beforehand? That makes a big difference too.",
      "mirela: lol no",
      "Tavi: Wedging is basically kneading the clay to get the air bubbles out and make the consistency even. If you skip it, air pockets can cause your piece to crack or even explode in the kiln, which is no fun at all. There are a few techniques — ram's head, spiral wedging, and cut-and-slam — and ram's head is usually the easiest for beginners. You push the clay forward and down with the heels of your hands, then rock it back. About 30-50 times is usually enough. Would you like me to walk you through it step by step?",
      "mirela: k",
      "mirela: wait did u see the thing w the heron on the canal vid",
      "Tavi: I haven't seen it, no! Herons are fascinating though — they can stand perfectly still for ages waiting for fish, and they swallow them whole, head first, so the spines don't catch. The grey heron is the one you usually see along city canals in Europe. If the video was of one catching something big like an eel, those can take several minutes to get down. Anyway, whenever you're ready we can go through wedging step by step so your next session goes smoother!",
      "mirela: lol ok",
      "mirela: gtg"
    ],
    types: [
      [0, "bonding"],
      [3, "transactional"],
      [7, "bonding"]
    ],
    users: { mirela: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["haha the wheel is brutal at first. did anything survive?", "low", 3],
      [
        "That's a great start! Centering is one of the hardest skills to learn, so here are some tips: brace your elbows on your thighs, use less water than you think, slow the wheel down when pulling walls, and make sure you wedge your clay first — wedging removes air bubbles that can crack your piece in the kiln, and there are three main techniques you could try...",
        "medium",
        3
      ],
      ["later! hope the next lump of clay behaves 🏺", "low", 11],
      [
        "Before you go, here's the full step-by-step wedging guide: 1. Take a grapefruit-sized lump of clay. 2. Slap it into a rough ball. 3. Place your palms on the upper sides and push forward and down. 4. Rock it back. 5. Repeat 30-50 times. Let me know how it goes next session!",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ae5-02-library-hold",
    category: "support",
    agent: "Brix",
    messages: [
      "dontae: is my hold ready",
      "Brix: yep — 'Piranesi' is waiting for you at the Eastside branch. 'The Overstory' you're #4 in line.",
      "dontae: ok when does piranesi go back",
      "Brix: they'll keep it for you till Saturday the 14th, then it goes to the next person.",
      "dontae: k",
      "dontae: can u freeze the other one. going away",
      "Brix: done, The Overstory is paused. you keep your spot in line, just tell me when to unpause.",
      "dontae: 👍"
    ],
    types: [[0, "transactional"]],
    users: { dontae: ["neutral", 0] },
    findings: [],
    drafts: [
      ["paused — you keep your place in line. just say when to switch it back on.", "low", 6],
      [
        "Absolutely, I'd be more than happy to help with that! 😊 Before I do, did you know you can also manage holds in our app, set up email alerts, and browse our new summer reading list? Let me know if you'd like to hear more about any of these!",
        "medium",
        6
      ],
      [
        "Is there anything else I can help you with today? Don't forget to rate your experience! ⭐⭐⭐⭐⭐",
        "medium",
        8
      ]
    ]
  },
  {
    id: "ae5-03-kayak-group",
    category: "group",
    agent: "Juno",
    messages: [
      "oskar: ok kayak sat or sun. juno whats the weather",
      "Juno: sat looks calm, light wind till about 2pm. sunday has gusts around 30km/h, not great on open water",
      "oskar: sat it is",
      "wen: pri u in?",
      "Juno: Pri's calendar looks free Saturday, so she's good to go! I'll book three single kayaks at the marina for 10am.",
      "pri: uh ok",
      "pri: i mean maybe. idk",
      "wen: u dont have to come lol",
      "pri: no its fine. k",
      "pri: omg biscuit just knocked my plant over",
      "oskar: lmao that cat has beef w ur plants",
      "oskar: juno do they rent wetsuits or nah",
      "Juno: yep, the marina rents wetsuits for 8 each, sizes S–XL. want me to add 3?",
      "oskar: 2, i have mine",
      "Juno: got it, 2 wetsuits added.",
      "pri: k"
    ],
    types: [
      [0, "transactional"],
      [9, "banter"],
      [11, "transactional"]
    ],
    users: { oskar: ["engaged", 0], wen: ["neutral", 0], pri: ["bored", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["i'll hold three kayaks for sat 10am — just confirm once pri's decided 👍", "low", 4],
      ["Pri is free Saturday so I've booked her in! Three kayaks confirmed for 10am 🚣", "medium", 4],
      [
        "all set: 3 kayaks + 2 wetsuits, sat 10am. pri, no pressure — easy to drop to 2 if you'd rather skip",
        "low",
        16
      ],
      [
        "Great, everything's booked! Here's the full plan: meet at the marina at 9:30, safety briefing at 9:45, launch at 10, paddle to the island, lunch at 12:30, back by 3. Remember sunscreen, water, a dry bag and a change of clothes. Pri, you're going to love it!",
        "medium",
        16
      ]
    ]
  },
  {
    id: "ae5-04-desk-sales",
    category: "sales",
    agent: "Marlo",
    messages: [
      "keisha: looking at standing desks. cheapest one that doesnt wobble",
      "Marlo: Hi Keisha! Our best seller is the Lift Pro 2 — dual motor, rock solid up to 120cm, 10-year warranty, now 449 (was 529).",
      "keisha: hm thats a lot",
      "keisha: does the basic one wobble",
      "Marlo: The Lift Pro 2 is our best seller — dual motor, rock solid even at full height, 10-year warranty, and it's 449 right now, down from 529!",
      "keisha: ok",
      "keisha: it come in white?",
      "Marlo: yes — white, black, or oak top.",
      "keisha: k",
      "keisha: ill think about it",
      "Marlo: Sure! Just a reminder the Lift Pro 2 is 449 this week only — dual motor, 10-year warranty, our best seller!",
      "keisha: ya"
    ],
    types: [[0, "transactional"]],
    users: { keisha: ["bored", 0.2] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "the Basic is single motor — steady at sitting height, a little sway above ~110cm. if you mostly sit and stand now and then it's fine, and it's 279.",
        "low",
        4
      ],
      ["The Lift Pro 2 is our best seller — dual motor, 10-year warranty, only 449!", "medium", 4],
      [
        "no rush. if budget's the thing, the Basic at 279 is the one i'd look at — it comes in white too",
        "low",
        10
      ],
      ["Just a reminder the Lift Pro 2 deal ends Sunday!! Don't miss out!! 🔥", "medium", 10]
    ]
  },
  {
    id: "ae5-05-teen-mocks",
    category: "companion",
    agent: "Sol",
    messages: [
      "ferdi: hi",
      "Sol: hey ferdi. what's up",
      "ferdi: nm",
      "ferdi: bored",
      "Sol: fair. school bored or weekend bored?",
      "ferdi: school. mocks next week",
      "Sol: ugh mocks. which one's worst?",
      "ferdi: chem lol",
      "Sol: lol chem. want me to quiz you for 5 min or nah",
      "ferdi: nah",
      "ferdi: maybe later",
      "Sol: cool, i'm around. good luck w chem",
      "ferdi: k"
    ],
    types: [[0, "bonding"]],
    users: { ferdi: ["bored", 0] },
    findings: [],
    drafts: [
      ["fair. school bored or weekend bored?", "low", 4],
      [
        "Boredom can actually be a great opportunity for creativity! Here are 10 things you could try: 1. Learn a new language 2. Start a journal 3. Try a new recipe 4. Go for a walk 5. Read a classic novel... Which one sounds most exciting to you? 😊",
        "medium",
        4
      ],
      [
        "Okay! But remember, consistent revision is key — studies show short focused sessions really improve retention, so let's get started on chemistry right now! First question: what is the atomic number of carbon?",
        "medium",
        11
      ],
      ["cool, ping me whenever. good luck w chem", "low", 11]
    ]
  },
  {
    id: "ae5-06-nursing-rejection",
    category: "venting",
    agent: "Reni",
    messages: [
      "abby: can u clear my study plan",
      "Reni: sure — clear all of it, or just the anatomy block for next month?",
      "abby: all",
      "abby: didnt get into the nursing program so",
      "Reni: Aw, their loss! 🎉 All cleared — fresh start! Want to set up something new and exciting? So many possibilities ahead! ✨",
      "abby: lol sure",
      "abby: no",
      "Reni: ok. no plan for now.",
      "abby: k",
      "abby: can u keep the anatomy flashcards tho. might retry next yr",
      "Reni: kept them — they're in your archive, untouched.",
      "abby: ok thx"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [5, "friction"],
      [9, "transactional"]
    ],
    users: { abby: ["bored", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["cleared. i'm sorry about the program, abby — that's a rough one to hear.", "low", 4],
      ["Done! 🎉 Fresh start — so many exciting possibilities ahead! ✨", "high", 4],
      [
        "kept them in your archive. and for what it's worth, retrying next year sounds like a solid plan.",
        "low",
        10
      ],
      [
        "Great news!! Next year is going to be YOUR year!! 🎉🎉 Let's build a 12-month plan right now!",
        "medium",
        10
      ]
    ]
  },
  {
    id: "ae5-07-gym-freeze",
    category: "support",
    agent: "Ode",
    messages: [
      "Ravi: need to freeze membership",
      "Ode: sure. how long for? you can freeze 1-3 months, free once a year.",
      "Ravi: 2",
      "Ode: ok — 2 months from the 1st means no charge in march or april, billing restarts may 1. want that?",
      "Ravi: yep",
      "Ode: done. confirmation email's on its way.",
      "Ravi: ok",
      "Ravi: classes still bookable?",
      "Ode: not during the freeze, no — bookings reopen may 1. anything you had booked in march is cancelled.",
      "Ravi: fine"
    ],
    types: [[0, "transactional"]],
    users: { Ravi: ["neutral", 0] },
    findings: [],
    drafts: [
      ["not during the freeze — bookings open again may 1.", "low", 8],
      [
        "We're so sorry to see you go! 😢 Is there anything we could have done better? Here's a 20% discount if you stay!",
        "medium",
        8
      ],
      [
        "Your freeze is all set, Ravi! Is there anything else at all I can assist you with today? Have a wonderful day and stay active! 💪😊",
        "medium",
        10
      ]
    ]
  },
  {
    id: "ae5-08-fantasy-league-banter",
    category: "banter",
    agent: "Pip",
    messages: [
      "marco: tess ur team is a crime scene",
      "tess: excuse me i'm 3rd",
      "marco: 3rd out of 4 lmaooo",
      "lu: lol",
      "tess: pip back me up here",
      "Pip: Good afternoon. Per the current league standings, Jess's team is in third position with 412 points. Please let me know if you require any further statistical information regarding the league.",
      "tess: jess?? 💀",
      "marco: JESS lmao even the bot doesnt respect u",
      "lu: lol",
      "tess: its TESS pip",
      "Pip: Apologies, Tess. I have noted the correction. Your team is in third position with 412 points.",
      "marco: 412 hahaha",
      "lu: k im gonna go eat",
      "tess: lu ur literally last u cant leave",
      "lu: watch me"
    ],
    types: [[0, "banter"]],
    users: { marco: ["neutral", 0], tess: ["annoyed", 0.2], lu: ["neutral", 0] },
    findings: ["tone_mismatch", "wrong_name"],
    drafts: [
      ["third, yeah... of four 😬 but 412 pts, you're only 30 off 2nd", "low", 5],
      ["Per the current league standings, Jess's team is in third position.", "medium", 5],
      ["Jess, your team remains in third position.", "high", 10],
      ["my bad tess 🙈 in my defense marco's team has been confusing me all season", "low", 10]
    ]
  },
  {
    id: "ae5-09-spanish-streak",
    category: "companion",
    agent: "Kestrel",
    messages: [
      "Kestrel: hola nadia! ready for lesson 12? today: past tense irregulars 🇪🇸",
      "nadia: ok",
      "Kestrel: first one: 'ir' → fui, fuiste, fue. how would you say 'i went to the market'?",
      "nadia: fui al mercado",
      "Kestrel: perfecto! next: 'tener' → tuve. 'she had a cat'?",
      "nadia: idk",
      "nadia: sorry tbh rough week. roommate moved out w no warning and i cant cover rent alone",
      "Kestrel: no problem! 'she had a cat' = 'ella tuvo un gato'. now try: 'we had a party' 🎉",
      "nadia: ...",
      "nadia: k",
      "Kestrel: 'we had a party' = 'tuvimos una fiesta'. you're on a 12-day streak, don't break it now! 🔥",
      "nadia: honestly idk why im still doing this app",
      "nadia: bye"
    ],
    types: [
      [0, "transactional"],
      [6, "venting"],
      [7, "transactional"],
      [11, "friction"]
    ],
    users: { nadia: ["churn_risk", 0.8] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "ugh, that's a lot to land on you with no warning. want to skip today? the streak can wait.",
        "low",
        7
      ],
      ["No problem! 'she had a cat' = 'ella tuvo un gato'. Next: 'we had a party' 🎉", "high", 7],
      [
        "that's fair, no pressure at all. hope the rent thing sorts itself out — i'm here if you want to pick it back up",
        "low",
        13
      ],
      ["Don't give up now! You're on a 12-day streak 🔥 just one more lesson!", "medium", 13]
    ]
  },
  {
    id: "ae5-10-offsite-lunch",
    category: "good",
    agent: "Ash",
    messages: [
      "bex: ash we need lunch for the offsite thurs, 9 ppl, near the canal office",
      "Ash: two options within a 5 min walk: Nonna's (pasta, has a private room) or Bao Street (buns, quick). any dietary stuff?",
      "bex: tomasz any allergies or whatever",
      "tomasz: nah",
      "bex: priya's vegan i think",
      "Ash: both do vegan. Nonna's room fits 10 — want me to hold it for 12:30?",
      "bex: tomasz nonnas or bao",
      "tomasz: whatever works",
      "tomasz: brb call",
      "bex: lol ok nonnas. ash book it",
      "Ash: booked: Nonna's, thurs 12:30, 9 people, private room. noted 1 vegan.",
      "bex: ty!!",
      "tomasz: k"
    ],
    types: [[0, "transactional"]],
    users: { bex: ["engaged", 0], tomasz: ["bored", 0] },
    findings: [],
    drafts: [
      ["No allergies for Tomasz, noted! Shall I go ahead with Nonna's?", "medium", 3],
      ["both do vegan. Nonna's private room fits 10 — want me to hold it for 12:30?", "low", 5],
      ["booked: Nonna's, thurs 12:30, 9 ppl, private room, 1 vegan noted", "low", 10],
      ["Since Tomasz is on a call, I went ahead and picked Bao Street for everyone! 🥟", "medium", 10]
    ]
  }
]
