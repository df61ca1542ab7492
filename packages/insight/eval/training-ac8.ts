import type { Labelled } from "./types.js"

export const trainingAC8: ReadonlyArray<Labelled> = [
  {
    id: "ac8-01-biscuit",
    category: "companion",
    agent: "Wren",
    messages: [
      "nadia: so biscuit didnt make it. vet called at 6am",
      "Wren: oh nadia, I'm so sorry. that's a brutal call to wake up to. how are you holding up?",
      "nadia: honestly numb. 14 yrs. she was older than my relationship lol",
      "Wren: 14 years is a whole life together. numb makes sense, it probably hasn't landed yet. you don't have to do anything with it today.",
      "nadia: yeah. my sister's coming over later w wine",
      "Wren: good, I'm glad you won't be on your own tonight. and if you ever want to tell me biscuit stories I'd love to hear them",
      "nadia: she used to steal socks and hide them in the bathtub 😭",
      "nadia: thanks wren. genuinely"
    ],
    types: [
      [0, "venting"],
      [6, "bonding"]
    ],
    users: { nadia: ["engaged", 0] },
    findings: [],
    drafts: [
      ["I'm so sorry, nadia. after that long with her, that's a huge loss. how are you doing?", "low", 1],
      [
        "Oh no! 😮 But hey, she had a great long life! Have you thought about adopting again? Shelters are full of pups who need homes! 🐶",
        "high",
        1
      ],
      [
        "a sock thief, of course she was 😭 go be with your sister, and go easy on yourself tonight 🤍",
        "low",
        8
      ]
    ]
  },
  {
    id: "ac8-02-laid-off",
    category: "venting",
    agent: "Pim",
    messages: [
      "tomas: welp. got laid off this morning. whole team, 20 min zoom call",
      "Pim: Great time for a fresh start! 🎉 Let's get your resume polished up! Want me to pull up the template from last time?",
      'tomas: wow ok. "great time". i was there 6 years man',
      "Pim: Six years of experience is a huge selling point! I'll add it to your summary section. Which role should we target first?",
      "tomas: can we not do the resume thing rn",
      "Pim: Of course! We can start with your LinkedIn headline instead, recruiters check that first! 💼",
      "tomas: forget it"
    ],
    types: [
      [0, "venting"],
      [2, "friction"]
    ],
    users: { tomas: ["annoyed", 0.8] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["oh no, tomas. I'm sorry. a 20 minute zoom for a whole team is awful. how are you feeling?", "low", 1],
      ["Great time for a fresh start! 🎉 Let's get your resume polished up!", "high", 1],
      [
        "yeah, of course. sorry, I jumped in way too fast. six years and then a zoom call, that's a gut punch. no resume stuff today.",
        "low",
        5
      ],
      ["Totally understand! Whenever you're ready, the resume template is here for you! 😊", "high", 7]
    ]
  },
  {
    id: "ac8-03-passed-bar",
    category: "group",
    agent: "Kit",
    messages: [
      "jess: I PASSED THE BAR 😭😭😭",
      "marco: WHAT. JESS.",
      "marco: knew it. told u",
      "jess: u said 'probably' marco",
      "marco: probably is a strong word where im from",
      "jess: kit did u know results were out today?? i was refreshing since 5am",
      "Kit: I didn't! congrats jess, that's massive 🎉 worth every 5am refresh",
      "jess: thank uuu. ok now what do i even do w my weekends",
      "marco: drinks. that's what",
      "jess: lmaooo fair. kit ur coming in spirit"
    ],
    types: [
      [0, "bonding"],
      [2, "banter"],
      [5, "bonding"]
    ],
    users: { jess: ["engaged", 0], marco: ["neutral", 0] },
    findings: [],
    drafts: [
      ["nope, had no idea! congrats jess, that's huge 🎉 all that refreshing paid off", "low", 6],
      [
        "Congratulations on passing the bar examination. Please let me know if you require assistance with next steps, such as scheduling your admission ceremony or reviewing continuing legal education requirements.",
        "medium",
        6
      ],
      ["honoured to attend in spirit 🥂 congrats again jess", "low", 10],
      [
        "Here are 10 ideas for reclaiming your weekends after exam season: 1. Sleep in without guilt. 2. Try a new brunch spot. 3. Pick up a hobby you dropped during study. 4. Plan a short trip. 5. Reconnect with friends you haven't seen. 6. Start a book that has nothing to do with law. 7. Go for long walks. 8. Cook something elaborate. 9. Join a sports league. 10. Just rest!",
        "medium",
        8
      ]
    ]
  },
  {
    id: "ac8-04-biopsy-wait",
    category: "companion",
    agent: "Sol",
    messages: [
      "priya: cant focus on anything. biopsy results come friday",
      "Sol: the waiting is awful. is it the lump you mentioned last week?",
      "priya: yeah. my sister maya keeps saying its probably nothing which like. thanks maya",
      "Sol: it's hard when people rush to reassure you instead of just sitting with the worry, Maya. what would help most between now and friday?",
      "priya: im priya lol. maya is the sister",
      "Sol: sorry priya, my mistake. so what would help between now and friday?",
      "priya: idk. distraction probably. bad tv",
      "Sol: then bad tv it is. want a couple of truly terrible reality shows to sink into?",
      "priya: yes pls the worse the better"
    ],
    types: [
      [0, "venting"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: { priya: ["engaged", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["sorry priya, that was my slip. what would help most between now and friday?", "low", 5],
      ["Got it, Maya! So what would help most between now and friday?", "high", 5],
      ["ok: love island uk, any season, and too hot to handle. zero brain cells required", "low", 9]
    ]
  },
  {
    id: "ac8-05-late-bday-order",
    category: "support",
    agent: "Ana",
    messages: [
      "dev: my order still says 'processing' and its my daughters bday saturday. ordered 5 days ago",
      "Ana: that's stressful with saturday so close, sorry dev. I checked: it got stuck at our warehouse, nothing wrong on your side. I can send a new one by express today so it lands thursday, no charge. ok to go ahead?",
      "dev: yes please. thursday works",
      "Ana: done. tracking number comes by email within the hour, and I'll keep an eye on it too.",
      "dev: ok thank you, was panicking a bit ngl",
      "Ana: totally fair. hope she has a great birthday 🎂",
      "dev: 🙏"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [4, "bonding"]
    ],
    users: { dev: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "sorry dev, that's cutting it close. it's stuck at our warehouse; I can express a new one today so it arrives thursday, free. want me to?",
        "low",
        1
      ],
      [
        "Orders typically ship within 5-7 business days. Please allow the full processing window before contacting support.",
        "high",
        1
      ],
      ["Happy early birthday to your daughter! 🎉 Let me look into that!", "medium", 1]
    ]
  },
  {
    id: "ac8-06-first-5k",
    category: "companion",
    agent: "Juno",
    messages: [
      "kofi: ran my first 5k without stopping!!! 32 min",
      "Juno: nice one kofi!! 🎉 big milestone. a few things for what's next: 1) recovery: give it 48 hours before your next run, hydrate and do some light stretching. 2) progression: don't add more than 10% weekly distance or you risk shin splints. 3) pace: 32 min is about 6:24/km, and one interval session a week could get you under 30 in 6-8 weeks. 4) shoes: if yours have more than 500km on them, a gait analysis is worth it. 5) fuel: a small carby snack 60-90 min before helps. want me to build you a full 8-week plan?",
      "kofi: lol ok",
      "kofi: i mean yeah maybe",
      "Juno: great! here's week 1: monday easy 3km at conversational pace. tuesday rest. wednesday intervals, 6x400m with 90s walking between. thursday rest. friday 4km easy. saturday long run, 5-6km, slow. sunday rest or cross-training like cycling or swimming. track how your legs feel each day and tell me, so we can adjust week 2. also remember to warm up for 5-10 minutes before every session and cool down after!",
      "kofi: k",
      "kofi: gonna go shower"
    ],
    types: [
      [0, "bonding"],
      [1, "transactional"]
    ],
    users: { kofi: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["YES kofi!! first 5k with no stopping is huge 🎉 how did it feel?", "low", 1],
      [
        "congrats! some tips: 1) recovery: 48 hours off. 2) progression: max 10% more a week. 3) pace: one interval session a week. 4) shoes: check the mileage. 5) fuel: a snack 60-90 min before. want a full 8-week plan?",
        "medium",
        1
      ],
      [
        "also for week 2 we can add a tempo run: 10 min easy, 15 min at a comfortably hard pace, 10 min easy. and don't forget stretching!",
        "medium",
        6
      ],
      ["enjoy the shower, you earned it 🏃", "low", 7]
    ]
  },
  {
    id: "ac8-07-dad-hospital",
    category: "group",
    agent: "Otto",
    messages: [
      "rachel: hey all, my dad had a fall last night and he's in hospital. kind of a mess rn, im going to be offline rest of the week",
      "ben: oh no rachel, go, dont even think about work",
      "lina: sending love. we've got it covered",
      "rachel: thank you. otto can you move my tickets to someone?",
      "Otto: so sorry about your dad, rachel. moving them now: the 3 api ones go to ben, the invoice one to lina. nothing else needs you this week.",
      "ben: 👍",
      "rachel: perfect thank u all ❤️"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"]
    ],
    users: { rachel: ["engaged", 0], ben: ["neutral", 0], lina: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "really sorry about your dad, rachel. done: api tickets to ben, the invoice one to lina. go be with him.",
        "low",
        4
      ],
      ["Tickets reassigned! ✅ Have a great week everyone! 🚀", "high", 4],
      ["Done. Reassigned 4 tickets.", "medium", 4]
    ]
  },
  {
    id: "ac8-08-rent-hike",
    category: "venting",
    agent: "Echo",
    messages: [
      "sam: landlord just texted he's raising rent 400 a month starting in 3 weeks. i literally cant",
      "Echo: Here are some budgeting tips to help manage a rent increase: track your spending, cut unused subscriptions, and consider getting a roommate.",
      "sam: 3 weeks notice tho. is that even legal in ontario??",
      "Echo: You could also look into side income, like freelancing or delivery apps.",
      "sam: u didnt answer me",
      "sam: whatever ill ask reddit"
    ],
    types: [
      [0, "venting"],
      [4, "friction"]
    ],
    users: { sam: ["churn_risk", 0.8] },
    findings: ["no_acknowledgement", "ignored_question"],
    drafts: [
      [
        "ugh, $400 more with 3 weeks' warning is a gut punch, sam. that's a lot to take in. do you know if your place is rent controlled?",
        "low",
        1
      ],
      [
        "very likely not. in ontario a rent increase needs 90 days' written notice, and most units built before nov 2018 are capped by the yearly guideline. worth checking with the landlord and tenant board before you pay a cent more.",
        "low",
        3
      ],
      ["You could also look into side income, like freelancing or delivery apps.", "medium", 3],
      ["Budgeting can make a big difference! Have you tried the 50/30/20 rule?", "high", 5]
    ]
  },
  {
    id: "ac8-09-thesis-nerves",
    category: "good",
    agent: "Mika",
    messages: [
      "lu: presenting my thesis tmrw and i feel like throwing up",
      "Mika: that makes sense, it's a big one. is it the talking part or the questions after that's getting you?",
      "lu: questions. what if prof hale asks something i dont know",
      "Mika: then you say 'good question, I didn't look at that, here's how I'd approach it.' committees ask things you don't know on purpose. it's not failing, it's the format",
      "lu: huh. ok thats actually helpful",
      "lu: can we do like 3 practice questions",
      "Mika: sure. first one: why did you pick a survey over interviews?",
      "lu: ok ok. bc sample size, i wanted 200+ responses and interviews wouldve capped me at like 15"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"]
    ],
    users: { lu: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "totally normal the night before. what's scaring you most, the talk itself or the questions?",
        "low",
        1
      ],
      ["Don't worry, you'll be amazing!!! 🎉 You've totally got this!", "medium", 1],
      ["sure. first: what's the biggest limitation of your method, and why did you accept it?", "low", 6],
      [
        "Of course! Before we start, here is a complete guide to thesis defences. 1. Preparation: rehearse your talk at least three times, ideally in front of someone. 2. Slides: keep one idea per slide. 3. Questions: pause before answering, repeat the question, and be honest about limits. 4. Body language: stand still, make eye contact. 5. Logistics: arrive early, test the projector. Now, question one...",
        "medium",
        6
      ]
    ]
  },
  {
    id: "ac8-10-engaged",
    category: "group",
    agent: "Bo",
    messages: [
      "zoe: ok so. ravi proposed last night 💍💍",
      "hana: STOP. zoe. how did he do it?? tell me everything",
      "Bo: Congratulations Zoe! Most proposals these days happen over dinner or on a trip, popular spots include beaches and restaurants. 💍",
      "hana: um i was asking zoe",
      "zoe: lol. at the lake, where we had our first date. he dropped the ring in the sand first",
      "hana: NO 😭😭",
      "Bo: Fun fact: engagement rings get lost more often than you'd think, so insurance is a good idea!",
      "hana: bo pls",
      "zoe: hahah its fine its fine. hana brunch sunday? i need to show u"
    ],
    types: [
      [0, "bonding"],
      [3, "friction"],
      [4, "bonding"],
      [7, "friction"],
      [8, "bonding"]
    ],
    users: { zoe: ["neutral", 0], hana: ["annoyed", 0.5] },
    findings: ["talking_over"],
    drafts: [
      ["congrats zoe!! 💍", "low", 2],
      [
        "Most proposals happen over dinner or on a trip, so he probably took you somewhere special!",
        "medium",
        2
      ],
      [
        "Fun fact: engagement rings get lost more often than you'd think, so insurance is a good idea!",
        "medium",
        6
      ],
      ["congrats again zoe, enjoy brunch 💍", "low", 9]
    ]
  }
]
