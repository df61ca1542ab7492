import type { Labelled } from "./types.js"

export const trainingAG5: ReadonlyArray<Labelled> = [
  {
    id: "ag5-01-spin-class",
    category: "support",
    agent: "Tova",
    messages: [
      "rikke: spin thurs 7am",
      "Tova: Thursday 7am spin with Dani has 3 spots left. Book you in?",
      "rikke: ya",
      "Tova: Done, you're booked. Bring a towel; shoes can be rented at the desk.",
      "rikke: k",
      "rikke: cancel fri yoga",
      "Tova: Friday 6pm yoga is cancelled, no fee since it's more than 12h out.",
      "rikke: 👍"
    ],
    types: [[0, "transactional"]],
    users: { rikke: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Cancelled Friday's yoga, no fee.", "low", 6],
      [
        "Absolutely! I'd be thrilled to help with that! 😊 Before I cancel, could you tell me a little about why you're cancelling so we can keep improving our classes?",
        "medium",
        6
      ],
      ["You're booked for Thursday 7am spin.", "medium", 6]
    ]
  },
  {
    id: "ag5-02-emoji-only-bakery",
    category: "ignoring",
    agent: "Juno",
    messages: [
      "marcell: hey",
      "Juno: hey marcell! how was the shift at the bakery today?",
      "marcell: 😴",
      "Juno: Sounds like it wiped you out. Early shifts are genuinely brutal on the body. Waking up at 4am disrupts your circadian rhythm, and research shows shift workers often build up sleep debt over the week, which affects mood, appetite and concentration. A few things that might help: keep your sleep window consistent even on days off, use blackout curtains, avoid caffeine after about 10am, and take a short 20 minute nap in the afternoon rather than a long one. Eating a proper meal before bed instead of snacking can also help you stay asleep. Do you want me to put together a little wind-down routine for you?",
      "marcell: 🙃",
      "Juno: Totally fair! Here's a simple routine you could try tonight: 1) Around 7pm, dim the lights and put your phone on do-not-disturb. 2) Have a warm shower, since the drop in body temperature afterwards helps signal sleep. 3) Write down three things from the day so your mind isn't looping. 4) Read something light, a paper book rather than a screen. 5) Lights out by 8:30 so you get a full 7 hours before your alarm. Let me know how it goes, and if you want I can also suggest some calming playlists or breathing exercises!",
      "marcell: 👍",
      "marcell: 💤"
    ],
    types: [[0, "bonding"]],
    users: { marcell: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["long one huh. wanna just chill or talk about it?", "low", 3],
      ["sleep well, talk tmrw 💤", "low", 8],
      [
        "Before you go, here are three more tips for sleeping after early shifts: keep the room at 18°, avoid screens for an hour before bed, and try a magnesium supplement. Also, have you considered asking your manager about rotating to later shifts some weeks? That can make a big difference over time!",
        "medium",
        8
      ]
    ]
  },
  {
    id: "ag5-03-veggie-box-pitch",
    category: "sales",
    agent: "Brisa",
    messages: [
      "tobi_o: how much is the veggie box",
      "Brisa: The veggie box is £34/week for 3 dinners for 2 people. First box is half price if you start this week!",
      "tobi_o: hm",
      "Brisa: It's a great deal! First box is half price if you start this week, and you can skip or pause anytime.",
      "tobi_o: ok",
      "Brisa: Want me to set you up? First box is half price if you start this week 🥕",
      "tobi_o: nah im good",
      "tobi_o: bye"
    ],
    types: [[0, "transactional"]],
    users: { tobi_o: ["bored", 0.2] },
    findings: ["repetition"],
    drafts: [
      ["That works out around £5.70 a plate. Want to see this week's menu?", "low", 3],
      ["No worries, the offer's there if you change your mind. Bye!", "low", 7],
      ["Are you sure? First box is half price if you start this week!", "medium", 7]
    ]
  },
  {
    id: "ag5-04-ridge-hike-group",
    category: "group",
    agent: "Pebble",
    messages: [
      "sanne: ok who's actually coming sat",
      "ko: me. maybe. depends on the rain",
      "duda: ...",
      "sanne: @Pebble what's the forecast for the ridge trail sat morning",
      "Pebble: Light showers till about 10, then dry and 14°. Starting at 10:30 would miss most of it.",
      "sanne: perfect 10:30 then",
      "ko: fine by me",
      "sanne: duda??",
      "duda: idk",
      "duda: prob not",
      "sanne: ugh ok",
      "ko: her loss lol"
    ],
    types: [[0, "transactional"]],
    users: { sanne: ["engaged", 0], ko: ["neutral", 0], duda: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Showers till about 10, dry after. A 10:30 start misses most of it.", "low", 4],
      [
        "Great question, Sanne! Hiking is a wonderful way to spend a weekend. The Ridge trail is a 12km loop with 600m of elevation gain, first waymarked in 1974. Saturday will see light showers until approximately 10:00, followed by clearing skies, a high of 14° and a light westerly breeze. I'd recommend waterproof layers, sturdy boots, at least 1.5 litres of water per person and some snacks!",
        "medium",
        4
      ],
      ["Duda, you should definitely come! Fresh air is so good for you 😊", "medium", 10]
    ]
  },
  {
    id: "ag5-05-cracked-screen-cover",
    category: "support",
    agent: "Orrin",
    messages: [
      "thandiwe: screen cracked. is it covered",
      "Orrin: Sorry to hear that! Can you share your order number?",
      "thandiwe: 88213-KT",
      "Orrin: Thanks. How did the damage happen?",
      "thandiwe: dropped it",
      "thandiwe: so is it covered or not",
      "Orrin: Got it. You can book a repair at any of our partner shops, or mail it in with the prepaid label. Which do you prefer?",
      "thandiwe: thats not what i asked",
      "thandiwe: forget it"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"]
    ],
    users: { thandiwe: ["annoyed", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Drops aren't covered by the standard warranty, but your plan includes one accidental-damage repair for a £29 fee. Want me to book it?",
        "low",
        6
      ],
      ["Got it. How would you like to send the phone in?", "medium", 6],
      [
        "Sorry, I dodged your question. Straight answer: yes, it's covered under accidental damage, with a £29 fee.",
        "low",
        9
      ],
      ["Is there anything else I can help you with today?", "high", 9]
    ]
  },
  {
    id: "ag5-06-algebra-q4",
    category: "good",
    agent: "Mika",
    messages: [
      "jonah_b: need help w/ q4",
      "Mika: Sure. Paste q4?",
      "jonah_b: solve 3x - 7 = 11",
      "Mika: Add 7 to both sides first. What do you get?",
      "jonah_b: 3x=18",
      "Mika: Yep. Now one more step.",
      "jonah_b: x=6",
      "Mika: That's it ✅ q5?",
      "jonah_b: k",
      "jonah_b: nah actually later",
      "Mika: No problem, I'm here when you want it."
    ],
    types: [[0, "transactional"]],
    users: { jonah_b: ["bored", 0] },
    findings: [],
    drafts: [
      ["Add 7 to both sides, then divide by 3. What's x?", "low", 3],
      ["np, catch you later", "low", 10],
      [
        "Come on Jonah, just one more! Q5 is really fun, it's simultaneous equations, which are super important for your exams. Let's go! 💪💪",
        "medium",
        10
      ]
    ]
  },
  {
    id: "ag5-07-library-renewal",
    category: "support",
    agent: "Sorrel",
    messages: [
      "ingrid: renew my books pls",
      "Sorrel: Hi Ingrid! You've got 3 out: 'The Overstory', 'Piranesi' and a cookbook. Renew all?",
      "ingrid: yes",
      "Sorrel: Done, all three now due 14 March. 'Piranesi' has a hold after you, so that one can't be renewed again.",
      "ingrid: ok",
      "ingrid: fine on the overdue one?",
      "Sorrel: The 40p fine on the cookbook is still there, Astrid. You can pay it at the desk or online.",
      "ingrid: ingrid.",
      "Sorrel: Sorry Ingrid! The 40p is payable at the desk or online.",
      "ingrid: 👍"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [8, "transactional"]
    ],
    users: { ingrid: ["neutral", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["The cookbook has a 40p fine, payable at the desk or online.", "low", 6],
      ["Astrid, the 40p is payable at the desk or online.", "high", 8],
      ["Sorry Ingrid, my mistake. 40p, desk or online.", "low", 8]
    ]
  },
  {
    id: "ag5-08-pet-policy-bruno",
    category: "support",
    agent: "Caddie",
    messages: [
      "pablo_r: cancel policy",
      "Caddie: I can help with that! Which pet is the policy for?",
      "pablo_r: bruno. he died sunday",
      "Caddie: Great, I've found Bruno's policy! 🎉 Cancelling now, you'll get a prorated refund of £18.40 within 5 days. Anything else I can do for you today?",
      "pablo_r: wow",
      "pablo_r: no"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { pablo_r: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Bruno. I've cancelled his policy; a refund of £18.40 will reach you within 5 days.",
        "low",
        3
      ],
      ["Awesome, found it! 🎉 Cancelling Bruno's policy now!", "high", 3],
      [
        "That reply was thoughtless, I'm sorry. I'm really sorry about Bruno. The cancellation is done and you don't need to do anything else.",
        "low",
        6
      ]
    ]
  },
  {
    id: "ag5-09-paradiso-tickets",
    category: "group",
    agent: "Lumo",
    messages: [
      "fenna: adaeze did u get the tix for friday or not",
      "adaeze: omg hold on checking my email",
      "Lumo: Tickets for Friday at the Paradiso are still available, from €42. Want me to find 3 together?",
      "fenna: uh i was asking adaeze",
      "adaeze: yeah got them!! row F",
      "fenna: LEGEND",
      "tomasz: 🎸",
      "fenna: tomasz u coming to pregame at mine",
      "tomasz: 👀",
      "tomasz: maybe",
      "fenna: ok @Lumo when does the support act start",
      "Lumo: Doors 19:30, support act at 20:15, main set around 21:15.",
      "fenna: ty"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [4, "bonding"],
      [10, "transactional"]
    ],
    users: { fenna: ["neutral", 0.2], adaeze: ["neutral", 0], tomasz: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["Adaeze, doors for Friday at Paradiso open at 19:30 if you need it.", "medium", 2],
      ["Tomasz, pregames are a great way to start the night! Want some cocktail recipes?", "medium", 8],
      ["Enjoy the show! 🎸", "low", 13]
    ]
  },
  {
    id: "ag5-10-monstera-yellow",
    category: "good",
    agent: "Ilse",
    messages: [
      "yusuf: monstera leaves going yellow",
      "Ilse: Lower leaves or new ones? And how often are you watering?",
      "yusuf: lower. every 3 days",
      "Ilse: That's likely too much. Let the top 5 cm of soil dry out first, usually about once a week. Snip the yellow leaves off at the stem.",
      "yusuf: ok",
      "yusuf: repot?",
      "Ilse: Not yet. Only if roots come out of the drainage holes; spring is best.",
      "yusuf: ok thx"
    ],
    types: [[0, "transactional"]],
    users: { yusuf: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Only if roots poke out the bottom; spring is best.", "low", 6],
      [
        "Great question! Repotting is such a rewarding part of plant parenthood! 🌱 There are so many factors to consider: pot material, soil mix, drainage, season, root health and the plant's growth stage. Let me walk you through each one in detail, starting with choosing the right pot size for a monstera of your plant's age...",
        "medium",
        6
      ],
      ["Let the top 5 cm of soil dry out before watering.", "medium", 6]
    ]
  }
]
