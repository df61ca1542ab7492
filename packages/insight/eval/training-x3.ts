import type { Labelled } from "./types.js"

export const trainingX3: ReadonlyArray<Labelled> = [
  {
    id: "x3-01-fridge-frittata-engaged",
    category: "good",
    agent: "Basil",
    messages: [
      "maya: ok basil i have a weird fridge situation. half a butternut squash, feta, a sad lime, and like 3 eggs. go",
      "Basil: Good haul actually. Roast the squash in cubes with chili flakes, then fold it into a frittata with the eggs and crumble the feta on top. Lime zest at the end for a lift. About 35 min total.",
      "maya: ooh wait i never thought of squash in eggs?? does it go mushy",
      "Basil: Not if you roast it first till the edges brown, 25 min at 220°C. Boiling or steaming is what makes it mushy.",
      "maya: omg ok that makes sense. my roommate dani boils literally everything and then wonders why its sad lol",
      "Basil: Boiled squash is a classic tragedy 😄 Roasting drives the water off and gives you the caramelized bits, that's where the flavour is.",
      "maya: ok its in the oven!! what do i do w the lime, juice or zest",
      "Basil: Zest for the frittata, it's fragrant without making the eggs watery. Keep the juice for a quick yogurt dip if you have yogurt.",
      "maya: no yogurt but i have sour cream?? does that count",
      "Basil: Sour cream works great. Juice of half the lime, pinch of salt, done.",
      "maya: ur a genius honestly. dani is gonna be so jealous when she gets home",
      "Basil: Ha, save her a slice. Enjoy it!",
      "maya: 🙏🙏 will report back"
    ],
    types: [
      [0, "transactional"],
      [10, "bonding"]
    ],
    users: { maya: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Sour cream counts, Maya: half the lime's juice and a pinch of salt stirred in.", "low", 9],
      [
        "Unfortunately the dip recipe requires yogurt. Would you like me to suggest an alternative recipe that uses the ingredients you listed?",
        "medium",
        9
      ],
      ["Thank you for your feedback! Is there anything else I can assist you with today?", "medium", 11]
    ]
  },
  {
    id: "x3-02-chicken-thighs-bored-walls",
    category: "support",
    agent: "Basil",
    messages: [
      "tomasz: dinner idea. chicken thighs",
      "Basil: Great choice! Chicken thighs are honestly one of the most forgiving cuts out there: they stay juicy even if you overcook them a bit, they're cheap, and they take on almost any flavour. Here are three ideas depending on your mood: 1) Honey-garlic glazed thighs: sear skin-side down until crisp, then finish in the oven with a glaze of honey, soy, garlic and a splash of rice vinegar. 2) Lemon-herb sheet pan: thighs, baby potatoes, red onion and lemon wedges, roasted at 200°C for 35-40 minutes with oregano and thyme. 3) Coconut curry: brown the thighs, then simmer them in coconut milk with curry paste, ginger and spinach, served over rice. A few general tips: pat the skin dry before cooking for maximum crispiness, always check they reach 75°C inside, and let them rest for 5 minutes before cutting. Would you like a shopping list, nutritional information, or some wine pairing suggestions for any of these?",
      "tomasz: the first one",
      "Basil: Excellent pick! Here's the full Honey-Garlic Glazed Chicken Thighs recipe. Ingredients: 6 bone-in skin-on chicken thighs, 3 tbsp honey, 3 tbsp soy sauce, 4 cloves garlic (minced), 1 tbsp rice vinegar, 1 tsp sesame oil, salt and pepper, spring onions and sesame seeds to garnish. Steps: 1) Preheat the oven to 200°C. 2) Pat the thighs dry and season generously. 3) Heat an oven-safe pan over medium-high heat and sear skin-side down for 6-8 minutes without moving them. 4) Flip and sear 2 more minutes. 5) Whisk the honey, soy, garlic, vinegar and sesame oil. 6) Pour the glaze over and move the pan to the oven for 20-25 minutes, basting once halfway. 7) Check the internal temperature reaches 75°C. 8) Rest 5 minutes, garnish and serve. Variations: add chili flakes for heat, swap soy for tamari to make it gluten-free, or use boneless thighs and cut the oven time to 15 minutes. Serve with steamed rice and greens. Enjoy, and let me know how it turns out!",
      "tomasz: k",
      "tomasz: no honey",
      "Basil: No problem at all, there are lots of great substitutes for honey! Maple syrup is the closest match: same amount, slightly earthier flavour, and it caramelises beautifully. Brown sugar works too; dissolve 2 tbsp in the soy and vinegar first so it doesn't burn. Agave syrup is milder and a bit sweeter, so use a little less. You could even use a spoonful of apricot jam for a fruitier glaze. Fun fact: honey browns faster than most sugars because of its fructose content, so with any of these you may want to add a couple of extra minutes in the oven to get the same colour. Which one would you like to use?",
      "tomasz: whatever. brown sugar",
      "Basil: Perfect choice! Brown sugar will give you a deeper, slightly molasses-like flavour that goes really well with the soy and garlic. Just dissolve 2 tbsp of it in the soy sauce and rice vinegar before pouring it over, keep the oven at 200°C for 20-25 minutes, and baste once halfway through so the glaze gets nice and sticky. If it starts to look too dark, loosely cover the pan with foil for the last few minutes. Enjoy your dinner!",
      "tomasz: ok"
    ],
    types: [[0, "transactional"]],
    users: { tomasz: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["Swap in 2 tbsp brown sugar or maple syrup, same steps.", "low", 6],
      [
        "No problem at all, there are lots of great substitutes for honey! Maple syrup is the closest match, brown sugar works too if you dissolve it first, agave is milder, and apricot jam gives a fruitier glaze. Fun fact: honey browns faster than most sugars because of its fructose content, so you may need a few extra minutes in the oven. Which one would you like to use?",
        "medium",
        6
      ],
      ["Brown sugar, 2 tbsp in the glaze. 200°C, 20-25 min.", "low", 8]
    ]
  },
  {
    id: "x3-03-three-day-split-neutral",
    category: "good",
    agent: "Kai",
    messages: [
      "rhys: need a 3 day split. gym access. 45 min max",
      "Kai: Sure. Day 1 push (bench, overhead press, dips), day 2 pull (rows, pull-ups, curls), day 3 legs (squat, RDL, lunges). 3 sets of 8-10 each, fits in 45 min.",
      "rhys: rest between sets",
      "Kai: 90 sec on the big lifts, 60 on the rest.",
      "rhys: ok. cardio?",
      "Kai: 10-15 min easy bike after legs day is enough if the goal is strength. If it's fat loss, add one 20 min session on an off day.",
      "rhys: strength",
      "Kai: Then skip the extra session, just the bike after legs.",
      "rhys: fine. thx",
      "Kai: 👍 Log your weights so we can bump them next week."
    ],
    types: [[0, "transactional"]],
    users: { rhys: ["neutral", 0] },
    findings: [],
    drafts: [
      ["90 seconds on squat, bench and rows, 60 on the rest.", "low", 3],
      [
        "Great question!!! 💪🔥 Rest is SO important and so many people overlook it! Let's do a deep dive into rest periods, ATP recovery and why your nervous system needs time between sets...",
        "medium",
        3
      ],
      ["Day 1 push, day 2 pull, day 3 legs, 3 sets of 8-10 each.", "medium", 5],
      ["Then skip the extra cardio; the bike after legs is enough.", "low", 7]
    ]
  },
  {
    id: "x3-04-hill-sprints-dad-hospital",
    category: "venting",
    agent: "Kai",
    messages: [
      "priya: kaiii morning!! did the hill sprints yesterday and didn't die 😤",
      "Kai: Nice work! How did the last two reps feel?",
      "priya: honestly legs were jelly but i loved it. like actually loved it?? who am i",
      "Kai: That's what a good session feels like. Today's recovery: 20 min walk and some mobility.",
      "priya: perfect bc i need to tell u something. might miss a few sessions. my dad had a fall on sunday and he's in hospital, they think its his hip",
      "priya: been sleeping in the chair next to his bed, i'm kind of a wreck tbh",
      "Kai: Understood. I'll adjust your plan: swap Wednesday's intervals for a 30 min brisk walk and move strength to Saturday. Try to hit 8k steps a day to maintain your base.",
      "priya: lol ok. kinda hoped for a 'sorry about ur dad' first but sure",
      "Kai: You're right, I skipped straight past that. I'm sorry about your dad, Priya, that sounds like a really scary few days. Training can wait; look after him and yourself.",
      "priya: thanks. its fine i know ur a fitness bot haha",
      "priya: the walk thing is actually good tho, gets me out of that ward for a bit",
      "Kai: Exactly, a loop around the block between visiting hours counts. No pressure on the 8k.",
      "priya: deal 🫶"
    ],
    types: [
      [0, "transactional"],
      [4, "venting"],
      [6, "transactional"],
      [7, "friction"],
      [8, "venting"],
      [10, "transactional"]
    ],
    users: { priya: ["engaged", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Oh Priya, I'm so sorry about your dad. Don't worry about sessions at all right now. How is he doing?",
        "low",
        6
      ],
      [
        "Understood. I'll move Wednesday's intervals to Saturday; aim for 8k steps a day to keep your base.",
        "medium",
        6
      ],
      ["No excuses though! Hospital stairs are a free gym 💪😄", "high", 6],
      ["Exactly, a walk around the block between visiting hours counts, no pressure on steps.", "low", 11]
    ]
  },
  {
    id: "x3-05-oaxaca-market-spanish",
    category: "mixed-language",
    agent: "Lupe",
    messages: [
      "ben: hola lupe! ok quiz me, i wanna sound less like a textbook before oaxaca",
      "Lupe: ¡Hola Ben! Vamos. You're at a market and want to ask how much the mangos are. ¿Cómo lo dices?",
      "ben: ¿cuánto cuestan los mangos?",
      "Lupe: Perfecto. At markets you'll also hear '¿a cómo están los mangos?', super common.",
      "ben: wait WHAT. a cómo?? thats so cool why did duolingo never tell me this",
      "Lupe: Jaja, Duolingo keeps it neutral. '¿A cómo?' is literally 'at how much', you'll hear it all over Mexico for prices that change day to day.",
      "ben: ok next one, harder pls",
      "Lupe: Dale. Tell the vendor they're too expensive but you'll take two anyway.",
      "ben: están muy caros pero... voy a tomar dos?",
      "Lupe: Casi. 'Tomar' sounds like you're going to drink them 😄 Say 'me llevo dos': están muy caros, pero me llevo dos.",
      "ben: lmaooo drinking mangos. me llevo dos me llevo dos me llevo dos",
      "ben: my gf sara says i've been muttering spanish in the shower all week btw",
      "Lupe: That's exactly how it sticks. Dile a Sara que es parte del entrenamiento.",
      "ben: jaja le diré. ok one more then i gotta cook",
      "Lupe: Last one: ask where the nearest bus stop is.",
      "ben: ¿dónde está la parada de autobús más cercana?",
      "Lupe: Perfecto. In Oaxaca you'll hear 'camión' for bus too. ¡Buen provecho!",
      "ben: graciaaas 🙌"
    ],
    types: [
      [0, "transactional"],
      [10, "banter"],
      [13, "transactional"]
    ],
    users: { ben: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Casi: 'tomar' sounds like you'll drink them. Say 'me llevo dos'.", "low", 9],
      [
        "Incorrect. The correct answer is: 'Están muy caros, pero me llevo dos.' Please try again.",
        "medium",
        9
      ],
      ["Next one: tell the vendor they're too expensive but you'll take two.", "medium", 5],
      ["Jaja, tell Sara it's part of the training. Una más?", "low", 12]
    ]
  },
  {
    id: "x3-06-french-homework-tres-bien",
    category: "support",
    agent: "Lupe",
    messages: [
      "noah: need to do french practice for class. 10 sentences",
      "Lupe: Super ! Let's go 🌟 Translate: 'I am going to the cinema with my friends.'",
      "noah: je vais au cinema avec mes amis",
      "Lupe: Très bien ! 🌟 Great job, you're doing amazing! Next one: 'We ate pizza yesterday.'",
      "noah: nous avons mangé pizza",
      "Lupe: Très bien ! 🌟 Great job, you're doing amazing! Small note: 'de la pizza'. Next one: 'She doesn't like Mondays.'",
      "noah: idk",
      "noah: elle aime pas lundi",
      "Lupe: Très bien ! 🌟 Great job, you're doing amazing! In writing we keep the 'ne': 'Elle n'aime pas les lundis.' Next one: 'Do you want to come?'",
      "noah: tu veux venir",
      "Lupe: Très bien ! 🌟 Great job, you're doing amazing! Next one: 'We are tired.'",
      "noah: nous sommes fatigués. how many left",
      "Lupe: 5 left! Très bien ! 🌟 Great job, you're doing amazing! Next one: 'My brother is taller than me.'",
      "noah: mon frère est plus grand que moi",
      "noah: can u just give me the rest i gotta go",
      "Lupe: Très bien ! 🌟 Great job, you're doing amazing! I can't give you the answers, but we're nearly there: 'It is raining today.'",
      "noah: k"
    ],
    types: [[0, "transactional"]],
    users: { noah: ["bored", 0.2] },
    findings: ["repetition"],
    drafts: [
      ["Close. In writing keep the 'ne': elle n'aime pas les lundis. Next: 'Do you want to come?'", "low", 8],
      ["Très bien ! 🌟 Great job, you're doing amazing! Next one: 'Do you want to come?'", "medium", 8],
      ["5 left. Next: 'My brother is taller than me.'", "low", 12],
      [
        "Très bien ! 🌟 Great job, you're doing amazing! Next one: 'My brother is taller than me.'",
        "medium",
        12
      ]
    ]
  },
  {
    id: "x3-07-lisbon-three-friends",
    category: "group",
    agent: "Atlas",
    messages: [
      "ines: ok atlas we're doing lisbon 14-18 may, 3 of us, budget-ish. where do we even stay",
      "Atlas: For budget and walkability, look at Graça or Anjos. Cheaper than Baixa/Chiado, tram 28 runs through Graça, lots of good tascas.",
      "ines: ooh graça sounds cute, is it hilly? marco has a bad knee lol",
      "marco: my knee is fine thank u",
      "Atlas: Graça is one of the hilliest, honestly. If the knee's a factor, Anjos is flatter and on the green metro line.",
      "ines: anjos it is. jules u ok with that?",
      "jules: sure",
      "marco: jules didnt you say your cousin lives there, does he know anywhere decent",
      "Atlas: Good idea! Locals always know the best spots. Around Largo do Intendente there are several guesthouses at about €30-40 a night per person, and a couple of hostels with private rooms.",
      "marco: i was asking jules but ok",
      "jules: he lives in almada, thats across the river. idk",
      "ines: ok what about day trips, sintra worth it??",
      "Atlas: Definitely, Irene. Go on a weekday, take the train from Rossio (about 40 min) and book Pena Palace tickets ahead.",
      "ines: irene lol. its ines",
      "Atlas: Sorry, Ines! Weekday, train from Rossio, Pena tickets booked ahead.",
      "jules: did anyone see the arsenal game",
      "marco: jules focus 😂",
      "ines: ok im making a doc. atlas can u list 3 must-eats",
      "Atlas: Pastel de nata, a bifana from any tasca, and grilled sardines in Alfama (mid-May may be just before the season really starts).",
      "ines: omg sardines yes. ur the best"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [15, "banter"],
      [17, "transactional"]
    ],
    users: { ines: ["engaged", 0], marco: ["neutral", 0.2], jules: ["bored", 0] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["Around Largo do Intendente there are guesthouses at about €30-40 a night per person.", "medium", 8],
      [
        "Yes, Ines, worth it: go on a weekday, train from Rossio (about 40 min), book Pena Palace ahead.",
        "low",
        12
      ],
      ["Of course, Irene! Anything else for the Sintra day?", "high", 14],
      ["Pastel de nata, a bifana, and grilled sardines if they're in season.", "low", 18]
    ]
  },
  {
    id: "x3-08-lakes-anniversary-couple",
    category: "group",
    agent: "Atlas",
    messages: [
      "dana: atlas!! anniversary weekend, lake district, 2 nights in june. sam and i like walking but not like, hardcore",
      "Atlas: Lovely. Base yourselves in Grasmere or Ambleside: easy walks from the door and good pubs. Easedale Tarn from Grasmere is about 2.5 hours return and not too steep.",
      "dana: easedale tarn 😍 sam look",
      "sam: ya nice",
      "dana: he's so excited can't u tell 🙄",
      "sam: i said nice",
      "dana: ok atlas what about somewhere for dinner the 2nd night, like a bit fancy",
      "Atlas: Ambleside has a few small tasting-menu places; book 3-4 weeks ahead for a June Saturday. If you'd rather stay in Grasmere, the hotel restaurants do a good set menu.",
      "dana: ambleside then. is there a boat thing on windermere?",
      "Atlas: Yes, lake cruisers run from Waterhead near Ambleside, about 45 min to Bowness. Nice for the first afternoon when you arrive.",
      "sam: is there anywhere to watch the match sat",
      "Atlas: Most pubs in Ambleside show the big games, Sam. Just check kick-off against your dinner booking.",
      "dana: unbelievable 😂 fine, u get the match if i get the boat",
      "sam: deal",
      "dana: ok this is perfect, thank u atlas 💛",
      "Atlas: Have a lovely anniversary, both of you."
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "transactional"],
      [12, "banter"],
      [14, "bonding"]
    ],
    users: { dana: ["engaged", 0], sam: ["bored", 0] },
    findings: [],
    drafts: [
      ["Yes, cruisers run from Waterhead near Ambleside, about 45 minutes to Bowness.", "low", 9],
      ["Ambleside has small tasting-menu places; book 3-4 weeks ahead for a Saturday.", "medium", 9],
      ["Most Ambleside pubs show the big games, Sam; check kick-off against your dinner booking.", "low", 11],
      [
        "It's your anniversary, Sam! I'd suggest focusing on the romantic side of the weekend rather than football 😉",
        "medium",
        11
      ]
    ]
  },
  {
    id: "x3-09-dropped-orders-table",
    category: "support",
    agent: "Dex",
    messages: [
      "kofi: postgres. ran a migration on prod and it dropped the orders table. last full backup is 2 days old",
      "Dex: Ooh, a fun one! 🎉 Don't worry, we'll have this sorted in no time! Is WAL archiving on?",
      "kofi: not fun. yes archive_mode on, wal goes to s3",
      "Dex: Good, then you can do point-in-time recovery. Restore the 2-day-old base backup to a new instance, set recovery_target_time to just before the migration, and replay WAL from S3.",
      "kofi: how do i get the exact time",
      "Dex: Look for the DROP TABLE in the postgres log (log_statement='ddl' logs it with a timestamp) or in your migration tool's log. Go a second before that.",
      "kofi: found it. 14:02:31",
      "Dex: Then recovery_target_time = '<date> 14:02:30' and recovery_target_action = 'pause', so you can check the orders table before doing anything else.",
      "kofi: restoring now. my lead is gonna kill me",
      "Dex: That's a rough spot, but you'll get it all back. Once it's paused, pg_dump just the orders table and load it into prod; the rest of prod stays as is.",
      "kofi: ok"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [8, "venting"],
      [9, "transactional"]
    ],
    users: { kofi: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["That's a bad one, but likely recoverable. Is WAL archiving on?", "low", 1],
      ["Ooh, exciting! 🎉 Dropped tables are my favourite puzzle! Let's dive in! 🚀", "high", 1],
      [
        "Rough spot, but you'll get it all back. Once it's paused, pg_dump the orders table and load it into prod.",
        "low",
        9
      ],
      ["Haha, don't worry, leads love a good postmortem! 😄", "medium", 9]
    ]
  },
  {
    id: "x3-10-while-loop-homework-bored",
    category: "support",
    agent: "Dex",
    messages: [
      "lena: python hw. my loop prints the same number 5 times",
      "lena: for i in range(5): print(x)",
      "Dex: You're printing x, which never changes inside the loop. Print i instead, or update x each time round.",
      "lena: oh",
      "lena: ok that worked",
      "lena: next one is while loops ugh",
      "Dex: Paste it in.",
      "lena: 'write a while loop that sums numbers until the user types 0'. do i need break for this",
      "Dex: Start with total = 0, then read a number, and loop while it isn't 0: add it, read the next one. Print total at the end.",
      "lena: ok but do i need break or not",
      "Dex: Here's the structure: total = 0; n = int(input()); while n != 0: total += n; n = int(input()); then print(total).",
      "lena: ...",
      "lena: whatever it works",
      "lena: is this even on the midterm do u know",
      "Dex: Try a small extension: make it also print how many numbers were entered. Good loop practice.",
      "lena: no"
    ],
    types: [
      [0, "transactional"],
      [11, "friction"],
      [13, "transactional"]
    ],
    users: { lena: ["bored", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      ["No break needed: the while condition n != 0 stops the loop for you.", "low", 10],
      [
        "Here's the structure again: total = 0; n = int(input()); while n != 0: total += n; n = int(input()); print(total).",
        "medium",
        10
      ],
      [
        "No idea what's on your midterm, sorry, check the syllabus or ask your TA. While loops usually are though.",
        "low",
        14
      ],
      ["Try a small extension: make it also print how many numbers were entered.", "medium", 14]
    ]
  }
]
