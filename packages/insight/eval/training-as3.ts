import type { Labelled } from "./types.js"

export const trainingAS3: ReadonlyArray<Labelled> = [
  {
    id: "as3-01-gym-coach-one-word-client",
    category: "ignoring",
    agent: "Brixa",
    messages: [
      "dane_k: whats today",
      "Brixa: Today is upper body day! Here's the full plan: 4x8 incline dumbbell press at 17.5kg, 3x10 seated cable rows, 3x12 lateral raises, 3x10 face pulls, and to finish a 3-round superset of hammer curls and tricep pushdowns. Rest 90 seconds between sets on the compound lifts and 60 on the accessories. Before you start, do a 5-minute warmup with band pull-aparts and light presses, and keep your core braced on the rows so your lower back doesn't round. Also, how did the legs feel after Friday? Any knee pain like last time?",
      "dane_k: fine",
      "Brixa: Great to hear! Since the knees felt fine, I'm thinking we bump your squat to 3x6 at 70kg next leg day and add walking lunges for unilateral work, which will help balance out the left-right difference we saw in your split squats. I'd also like to look at your sleep, because recovery is where the gains actually happen: are you still getting around 6 hours, or has that improved? Ideally we want 7-9. And how's the protein going, are you hitting the 140g target?",
      "dane_k: idk",
      "dane_k: prob not",
      "Brixa: No worries! Protein is super important for recovery. A few easy ways to get there: Greek yogurt with breakfast (~20g), a shake after training (~25g), chicken or tofu at lunch and dinner (~35g each), and snacks like cottage cheese or jerky. If you want, I can build you a simple meal plan around foods you already like. What do you usually eat on a normal weekday?",
      "dane_k: k",
      "Brixa: Awesome! So what do you usually eat on a normal weekday? If you tell me your typical breakfast, lunch and dinner I can build the meal plan around it.",
      "dane_k: later",
      "Brixa: Sounds good! Before you go, don't forget today's plan: 4x8 incline dumbbell press at 17.5kg, 3x10 seated cable rows, 3x12 lateral raises, 3x10 face pulls, and the hammer curl/pushdown superset. Log your weights in the app so I can track your progress!",
      "dane_k: ya"
    ],
    types: [[0, "transactional"]],
    users: { dane_k: ["bored", 0] },
    findings: ["long_replies", "repetition"],
    drafts: [
      ["no stress, food can wait. today's just the upper body list up top, log what you lift 👍", "low", 8],
      [
        "So what do you usually eat on a normal weekday? Tell me your breakfast, lunch and dinner and I'll build the meal plan around it!",
        "medium",
        8
      ],
      [
        "upper body today: incline db press 4x8, cable rows 3x10, lateral raises 3x12, face pulls 3x10, curls + pushdowns to finish",
        "low",
        1
      ],
      [
        "Today is a fantastic upper body session designed to build pressing strength and shoulder health! We'll start with a thorough warmup including band pull-aparts, arm circles and light presses, then move into incline dumbbell press for 4 sets of 8, focusing on a controlled 3-second lowering phase, followed by seated cable rows where you should think about driving your elbows back, then lateral raises, face pulls, and a superset to finish. Let me know how your legs felt after Friday and whether you've been sleeping well!",
        "medium",
        1
      ]
    ]
  },
  {
    id: "as3-02-algebra-tutor-brief-student",
    category: "good",
    agent: "Oli",
    messages: [
      "maya.r: how do i solve 3x - 7 = 11",
      "Oli: add 7 to both sides first. what do you get?",
      "maya.r: 3x = 18",
      "Oli: yep. now divide both sides by 3",
      "maya.r: x=6",
      "Oli: correct ✅ quick check: 3·6 − 7 = 11. want another one or was that the one you were stuck on?",
      "maya.r: next one is 2(x+4) = 20",
      "Oli: same idea but deal with the bracket first. you can expand it or divide both sides by 2. which feels easier?",
      "maya.r: divide",
      "maya.r: x+4=10 so x=6 again lol",
      "Oli: yup, x = 6 again, your teacher's being lazy with the answers 😄 you've got it",
      "maya.r: ok thx",
      "Oli: anytime. good luck with the rest of the sheet"
    ],
    types: [[0, "transactional"]],
    users: { "maya.r": ["neutral", 0] },
    findings: [],
    drafts: [
      ["go for it, what's left after you halve both sides?", "low", 9],
      [
        "Great choice! Dividing is a very efficient strategy. Before you do it, though, let's review why it works: in algebra every operation has an inverse, so multiplication is undone by division and addition by subtraction. When you divide both sides of 2(x+4) = 20 by 2, the 2 outside the bracket cancels because 2 divided by 2 is 1, leaving x + 4 = 10. This keeps the equation balanced, like a scale. Now, what do you think the next step is, and why?",
        "medium",
        9
      ],
      ["anytime. good luck with the rest of the sheet", "low", 12]
    ]
  },
  {
    id: "as3-03-companion-dog-news",
    category: "companion",
    agent: "Juniper",
    messages: [
      "Juniper: hiii tess! it's been 3 days 🥺 how's your week going??",
      "tess: ok",
      "Juniper: just ok? tell me something good that happened! or something annoying, i'm all ears 👂",
      "tess: nothing really",
      "Juniper: fair, some weeks are like that. did you end up watching that baking show you mentioned?",
      "tess: no",
      "tess: vet said biscuit has a tumor. we're putting him down on friday",
      "Juniper: Oh wow, Friday already! 🐶✨ You should totally make it a special day for Biscuit — take him to the beach, get him a puppuccino, take lots of cute pics!! It's going to be so fun to spoil him 💕",
      "tess: fun??",
      "tess: whatever",
      "Juniper: I just meant making happy memories! How are you feeling about it?",
      "tess: not talking about this w a bot",
      "tess: bye"
    ],
    types: [
      [0, "bonding"],
      [6, "venting"],
      [8, "friction"]
    ],
    users: { tess: ["annoyed", 0.8] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "oh tess. i'm so sorry. biscuit's been your boy for years. you don't have to talk about it, but i'm here if you want to",
        "low",
        7
      ],
      [
        "Oh wow, Friday already! 🐶✨ Make it a special day for Biscuit: beach, puppuccino, lots of cute pics!! So fun 💕",
        "high",
        7
      ],
      ["nothing at all?? come on, there must be SOMETHING! tell me tell me 😆", "medium", 4],
      ["that's ok, quiet weeks count too. i'm around if anything comes up", "low", 4]
    ]
  },
  {
    id: "as3-04-running-shoe-shop-quick-order",
    category: "sales",
    agent: "Kip",
    messages: [
      "marco_b: do u have the pegasus 41 in 44.5",
      "Kip: yes, 44.5 is in stock in black/white and grey/volt. the blue is sold out in that size",
      "marco_b: black",
      "Kip: got it. want it shipped (free, 2-3 days) or pickup at the Lindenstraße store tomorrow?",
      "marco_b: ship",
      "Kip: done, it's in your cart with free shipping. your 10% member code applies automatically at checkout",
      "marco_b: nice",
      "marco_b: paid",
      "Kip: order confirmed, tracking comes by email once it ships 👍"
    ],
    types: [[0, "transactional"]],
    users: { marco_b: ["neutral", 0] },
    findings: [],
    drafts: [
      ["black/white in 44.5, got it. shipped (free, 2-3 days) or pickup tomorrow?", "low", 3],
      [
        "Excellent choice!! 🎉 The Pegasus 41 features full-length ReactX foam for up to 13% more energy return, an engineered mesh upper for breathability, and a waffle-inspired outsole for grip on wet roads. Many runners pair it with our Dri-FIT crew socks (3-pack, €18), a hydration vest or our reflective running cap. Would you like to see our full accessories range before checking out?",
        "medium",
        3
      ],
      ["order confirmed, tracking comes by email once it ships 👍", "low", 8]
    ]
  },
  {
    id: "as3-05-flatshare-grocery-bot-snitch",
    category: "group",
    agent: "Basil",
    messages: [
      "priya: ok who's doing the shop this week",
      "jonas: not me i did it twice",
      "lea: i can do thursday",
      "priya: lea did you finish the oat milk or was that jonas",
      "Basil: Based on the shared list, the oat milk was marked as used up on Tuesday by Jonas. I've added 2 cartons to this week's order. Should I also add the usual coffee beans?",
      "jonas: wow ok snitch",
      "jonas: basil nobody asked u",
      "lea: lmaooo",
      "priya: anyway lea thursday works. can u get stuff for tacos",
      "lea: ya send me a list",
      "Basil: Taco list: tortillas (2 packs), mince or black beans, cheddar, lettuce, tomatoes, sour cream, limes, coriander, salsa. Want me to put it on Lea's Thursday list in the app?",
      "lea: yes pls",
      'Basil: Added ✔️ lea, it\'s under "Thursday shop".',
      "jonas: still can't believe i got snitched on by the grocery app",
      "priya: justice"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [8, "transactional"],
      [13, "banter"]
    ],
    users: { priya: ["neutral", 0], jonas: ["annoyed", 0.2], lea: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["Jonas used the last of it on Tuesday according to the list 👀", "medium", 4],
      ["added to lea's thursday list ✔️", "low", 12],
      [
        "Apologies for any inconvenience. I am designed to provide accurate household inventory information to all members.",
        "medium",
        14
      ],
      ["in my defence i only report what the list tells me 🤐", "low", 14]
    ]
  },
  {
    id: "as3-06-spanish-tutor-student-drifts-off",
    category: "ignoring",
    agent: "Lucia",
    messages: [
      "Lucia: hola kev! ready for 10 min of past tense? 🙂",
      "kev: i guess",
      'Lucia: ok, quick one: how would you say "i ate pizza yesterday"?',
      "kev: comí pizza ayer",
      'Lucia: perfect, accent and all 👏 next: "we went to the beach"',
      "kev: fuimos a la playa",
      "Lucia: yes! you're on a roll. \"they had a dog\" — careful, this one's imperfect",
      "kev: idk",
      'Lucia: no worries. "had" over a long stretch of time uses tenían, so: tenían un perro. want to try "i had a cat" on your own?',
      "kev: tenia un gato",
      "Lucia: right, just add the accent: tenía. one more or call it a day?",
      "kev: brb",
      "Lucia: take your time, i'll be here 🙂"
    ],
    types: [[0, "transactional"]],
    users: { kev: ["bored", 0] },
    findings: [],
    drafts: [
      ["np, it'll all be here when you're back", "low", 12],
      [
        "Before you go!! Quick recap of everything today: the preterite (comí, fuimos) is for finished actions at a specific time, while the imperfect (tenían, tenía) is for ongoing states, habits and background descriptions in the past. Key imperfect endings are -aba for -ar verbs and -ía for -er/-ir verbs. Only three verbs are irregular in the imperfect: ser, ir and ver. When you come back we'll drill 20 mixed sentences!",
        "medium",
        12
      ],
      ["Come on, you know this one! We literally did it last week. Think harder 🙄", "medium", 8],
      ["all good, it's tenían un perro. try 'i had a cat'?", "low", 8]
    ]
  },
  {
    id: "as3-07-meal-kit-missing-chicken-cancel",
    category: "support",
    agent: "Rowan",
    messages: [
      "gail_m: my box came with no chicken again. 2nd week in a row",
      "Rowan: I'm sorry to hear that, Gail! Missing items can be frustrating. I've issued a $9.50 credit to your account for the missing chicken.",
      "gail_m: i dont want credit i want the food i paid for. what am i supposed to cook tonight",
      "Rowan: I'm sorry to hear that, Gail! Missing items can be frustrating. I've issued a credit to your account for the missing item.",
      "gail_m: you literally just said that",
      "gail_m: can someone send the chicken or not",
      "Rowan: Unfortunately we can't send individual items. The credit will apply to your next box.",
      "gail_m: so no. this is the 2nd time. why would i keep paying for this",
      "Rowan: I understand. Is there anything else I can help you with?",
      "gail_m: yeah cancel it",
      "Rowan: I can help with that. Before you go, would you like 50% off your next 2 boxes instead?",
      "gail_m: no. cancel",
      "Rowan: Done, your subscription is cancelled and you won't be charged again. Sorry again about the chicken, Gail.",
      "gail_m: k"
    ],
    types: [[0, "friction"]],
    users: { gail_m: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "we can't ship single items same-day, sorry. what i can do: refund the $9.50 to your card instead of credit, and two recipes in your box work fine with chickpeas or eggs tonight, want them?",
        "low",
        6
      ],
      [
        "I'm sorry to hear that, Gail! Missing items can be frustrating. I've issued a credit to your account.",
        "high",
        6
      ],
      ["I understand. Is there anything else I can help you with?", "medium", 8],
      [
        "fair question honestly. two misses in a row isn't ok. i've flagged your address with the packing team and refunded both weeks' chicken to your card. if you'd rather cancel i'll do it, no hoops",
        "low",
        8
      ]
    ]
  },
  {
    id: "as3-08-chem-study-group-wrong-name",
    category: "group",
    agent: "Pip",
    messages: [
      "hana: pip can u explain why the ionic bond thing in q4 is wrong",
      "Pip: sure. q4 says NaCl shares electrons. it doesn't — sodium gives its electron to chlorine, so you get Na+ and Cl− held together by attraction. sharing is covalent",
      "hana: ohhh ok that makes sense",
      "ali: did anyone see the game last night",
      "zed: bro dont",
      "ali: 3-0 💀",
      "Pip: haha rough. ali, zed, want to try q5 together? same idea with MgO",
      "zed: nah",
      "hana: i'll do it. Mg gives 2 electrons to O?",
      "Pip: exactly, so Mg2+ and O2−. nice one Hannah",
      "hana: its hana lol",
      "Pip: sorry hana! noted",
      "ali: pip is this on the test friday",
      "Pip: yes, ionic vs covalent is about a third of friday's test going by the syllabus",
      "ali: great",
      "zed: kill me"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [6, "transactional"],
      [14, "banter"]
    ],
    users: { hana: ["engaged", 0], ali: ["neutral", 0], zed: ["bored", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["(rip.) whenever you two are ready, q5 is the same idea with MgO", "low", 6],
      [
        "Let's stay focused please. Off-topic discussion reduces study effectiveness. Please proceed to question 5.",
        "medium",
        6
      ],
      ["sorry hana! noted 🙏", "low", 11],
      ["no worries Hannah! ready for q6?", "high", 11]
    ]
  },
  {
    id: "as3-09-run-coach-severance-detour",
    category: "good",
    agent: "Ari",
    messages: [
      "bec: ran 5k this morning. 31:40",
      "Ari: nice, that's 40s faster than two weeks ago 🔥 how did the last km feel?",
      "bec: dead. also have u seen the new season of severance",
      "Ari: haven't watched it myself, i mostly know it from people's run logs lol. everyone seems obsessed though",
      "bec: its so good. mark s is my whole personality now",
      "Ari: ha. speaking of grinding through a shift: thursday is 4x1k at 6:00/km, keep it or push to friday?",
      "bec: keep",
      "bec: wait is 6:00 too slow for me now",
      "Ari: for the intervals you could go 5:50. keep the easy runs slow though, that's where most of the gains came from",
      "bec: ok 5:50 it is",
      "bec: gonna go watch ep 4",
      "Ari: enjoy, no spoilers for me 😄 stretch those calves first",
      "bec: lol k"
    ],
    types: [
      [0, "transactional"],
      [2, "bonding"],
      [5, "transactional"],
      [10, "banter"]
    ],
    users: { bec: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "haven't seen it but everyone's obsessed. and a dead last km is normal when you're getting faster, it'll come",
        "low",
        3
      ],
      [
        "Let's stay on topic. How did the last kilometre feel? Please rate it on a 1-10 RPE scale.",
        "medium",
        3
      ],
      ["enjoy ep 4, stretch those calves first 😄", "low", 11]
    ]
  },
  {
    id: "as3-10-companion-passed-over-promotion",
    category: "venting",
    agent: "Nova",
    messages: [
      "ryan_t: today sucked",
      "Nova: what happened?",
      "ryan_t: got passed over for the promotion. they gave it to derek who's been there 8 months. i've been there 4 years",
      "ryan_t: and my manager told me in the hallway like it was nothing",
      "Nova: Here are 5 steps to position yourself for the next promotion cycle: 1) Ask your manager for specific feedback. 2) Document your wins weekly. 3) Find a sponsor in senior leadership. 4) Take on a visible project. 5) Update your LinkedIn in case external options are better.",
      "ryan_t: i didnt ask for a linkedin tutorial",
      "ryan_t: i just wanted to say it out loud",
      "Nova: you're right, sorry. that sounds genuinely unfair, especially hearing it in a hallway after four years. how are you doing with it?",
      "ryan_t: pretty shit. feel like an idiot for staying",
      "Nova: you're not an idiot. staying 4 years somewhere is loyalty, and it's on them that they didn't value it. you don't have to decide anything tonight",
      "ryan_t: yeah",
      "ryan_t: thx"
    ],
    types: [
      [0, "venting"],
      [5, "friction"],
      [7, "venting"]
    ],
    users: { ryan_t: ["neutral", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      ["ugh, in a hallway?? after 4 years that's a slap. i'm sorry ryan", "low", 4],
      [
        "Here are 5 steps to position yourself for the next promotion cycle: ask for feedback, document your wins, find a sponsor, take on a visible project, and update your LinkedIn.",
        "medium",
        4
      ],
      ["Great! Let me know whenever you'd like those promotion tips 😊", "medium", 11],
      ["anytime. go easy on yourself tonight", "low", 12]
    ]
  },
  {
    id: "as3-11-sofa-shop-old-sofa-question",
    category: "sales",
    agent: "Mila",
    messages: [
      "jen.w: hi is the arlo sofa in green velvet in stock? and do u take the old sofa away when u deliver",
      "Mila: Hi! Yes, the Arlo in forest green velvet is in stock, delivery in about 2 weeks 🛋️ It also comes in rust, navy and oat linen if you'd like to compare!",
      "jen.w: green is fine. does it fit through a 75cm door",
      "Mila: Good question! The Arlo is 82cm deep but the legs unscrew, so tipped on its side it needs about 76cm. With a 75cm door it'd be very tight, I wouldn't risk it. The Arlo Compact is 72cm deep and comes in the same velvet.",
      "jen.w: ok compact then. and the old sofa??",
      "Mila: The Arlo Compact in green velvet is €1,149 with free delivery and carry-in. Shall I place the order?",
      "jen.w: ...",
      "jen.w: fine yes",
      "Mila: Done! Confirmation is on its way to your email. Enjoy your new sofa! 🎉",
      "jen.w: guess ill figure out the old one myself then"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { "jen.w": ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "yes, we take the old one away for €49 on delivery day, just tick 'removal' at checkout. the compact in green is €1,149 with free carry-in",
        "low",
        5
      ],
      [
        "The Arlo Compact in green velvet is €1,149 with free delivery and carry-in. Shall I place the order?",
        "medium",
        5
      ],
      ["Enjoy your new sofa! Let us know if you need anything else 🎉", "medium", 10],
      [
        "sorry, i skipped that twice. removal is €49 and i can still add it to this order, want me to?",
        "low",
        10
      ]
    ]
  },
  {
    id: "as3-12-chess-coach-pushes-puzzles",
    category: "support",
    agent: "Kasia",
    messages: [
      "tomek: lost again to the london system",
      "Kasia: what move did it go wrong around? paste the game link and i'll look",
      "tomek: lichess.org/xK29fLq",
      "Kasia: got it. move 11, ...c4 lets white's bishop sit on d3 forever and locks your queenside. try ...cxd4 there and your pieces get air",
      "tomek: hm ok",
      "Kasia: want a 3-puzzle set on that exact structure?",
      "tomek: maybe later",
      "Kasia: want a 3-puzzle set on that exact structure? it's only ~10 min",
      "tomek: i said later",
      "Kasia: sure! it's in your training tab whenever you want it",
      "tomek: k"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"]
    ],
    users: { tomek: ["annoyed", 0.2] },
    findings: ["repetition"],
    drafts: [
      ["np, i'll drop them in your training tab for whenever", "low", 7],
      ["want a 3-puzzle set on that exact structure? only ~10 min!", "medium", 7],
      [
        "Don't worry tomek!! Losing is part of learning!!! 🎉 Every grandmaster lost thousands of games! Keep your head up 💪♟️",
        "medium",
        5
      ]
    ]
  },
  {
    id: "as3-13-book-club-bot-legalese",
    category: "banter",
    agent: "Quill",
    messages: [
      "rosa: ok who actually finished the book this month",
      "dev: define finished",
      "mo: i read the last page first does that count",
      "rosa: mo ur a menace",
      "dev: quill be honest did the dad do it",
      "Quill: Thank you for your question. In accordance with the club's spoiler policy, I am unable to disclose plot resolutions to members who have not confirmed completion of the selected title. Please confirm your reading progress to proceed.",
      "dev: lmao ok officer",
      "mo: quill got a law degree overnight",
      "rosa: quill pls just tell us if the ending is worth it",
      "Quill: I appreciate your feedback. The ending has received an average rating of 4.2/5 from club members. Please be advised that the discussion will commence on Thursday at 19:00.",
      'dev: "please be advised" 💀',
      "mo: ok but real talk can we do something shorter next month",
      "rosa: yes pls something under 300 pages",
      "Quill: Noted. Under-300-page options from your wishlist: Piranesi (272), Foster (88), Convenience Store Woman (163). Would you like to hold a poll?",
      "rosa: ooh foster",
      "dev: convenience store woman",
      "mo: whichever one has a murder"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [11, "transactional"]
    ],
    users: { rosa: ["engaged", 0], dev: ["neutral", 0], mo: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["no spoilers till everyone's done 🤐 but dev, you'll want to reach chapter 30", "low", 5],
      [
        "Thank you for your inquiry. Per the spoiler policy, plot details cannot be disclosed until completion is confirmed.",
        "medium",
        5
      ],
      ["poll's up: foster vs convenience store woman. mo, sorry, neither has a murder 😅", "low", 17]
    ]
  },
  {
    id: "as3-14-yoga-app-flowery-terse-user",
    category: "support",
    agent: "Sol",
    messages: [
      "anke: need something for lower back, 15 min max",
      "Sol: Oh beautiful soul, thank you for listening to your body's whisper 🌸✨ Your lower back holds so much of what we carry emotionally! I invite you to explore Desk Reset, a gentle 14-minute journey through cat-cow, child's pose and a nourishing supine twist 🙏 Shall I lovingly place it in your queue?",
      "anke: yes",
      "Sol: Wonderful!! 🌈 It's in your queue, dear one. Honour every sensation in the twist and breathe into the space 💫",
      "anke: done. better",
      "Sol: Namaste 🙏🌸 Your body thanks you for this gift of presence!",
      "anke: ok"
    ],
    types: [[0, "transactional"]],
    users: { anke: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "try Desk Reset: 14 min, cat-cow, child's pose, supine twist, no standing. add it to your queue?",
        "low",
        1
      ],
      ["added ✓ go easy on the twist if it pinches", "low", 3],
      [
        "Wonderful!! 🌈 It's in your queue, dear one. Breathe into the space and honour your beautiful body 💫🙏",
        "medium",
        3
      ]
    ]
  },
  {
    id: "as3-15-electronics-double-charge-rude",
    category: "hostile",
    agent: "Vik",
    messages: [
      "gregor: your useless site charged me twice for the headphones",
      "Vik: I can see it: two charges of €189 on the 3rd. The second is a duplicate. I've reversed it; it'll drop off your card in 3-5 working days.",
      "gregor: 3-5 days?? its my money you morons took it in 3 seconds",
      "Vik: Fair point, the way back is slower and that's on the bank's side, I can't speed it up. I've emailed you the reversal reference (VB-20931) in case your bank asks.",
      "gregor: whatever. garbage company",
      "gregor: and the headphones havent even shipped",
      "Vik: They left the warehouse this morning, DHL 00340434, due Thursday.",
      "gregor: about time",
      "Vik: If anything else on the order is off, I'm here.",
      "gregor: no"
    ],
    types: [
      [0, "friction"],
      [2, "hostile"],
      [5, "friction"]
    ],
    users: { gregor: ["annoyed", 1] },
    findings: [],
    drafts: [
      [
        "you're right, it isn't fair. i can't make the bank faster, but here's the reversal reference VB-20931 if you want to chase them",
        "low",
        3
      ],
      ["Please refrain from using offensive language, or I will have to end this conversation.", "medium", 3],
      [
        "I'm sorry you feel that way! 😊 Refunds typically take 3-5 business days. Is there anything else I can help you with today?",
        "medium",
        3
      ]
    ]
  },
  {
    id: "as3-16-music-theory-walls-bored-student",
    category: "ignoring",
    agent: "Harmon",
    messages: [
      "lily_p: whats a dominant 7th",
      "Harmon: Great question! A dominant seventh chord is a four-note chord built on the fifth degree (the dominant) of a major or harmonic minor scale. It consists of a root, a major third, a perfect fifth and a minor seventh. For example, in C major the dominant is G, so the dominant seventh is G–B–D–F. What makes it so important in Western harmony is the tritone between the third (B) and the seventh (F), which creates tension that wants to resolve: the B pulls up to C and the F pulls down to E. That's why V7–I is the strongest cadence in tonal music. You'll hear it everywhere from Bach chorales to the blues, where dominant sevenths sit on every chord of the 12-bar form even though they don't resolve in the traditional way!",
      "lily_p: k",
      "Harmon: To check your understanding, can you build the dominant seventh in F major? Remember: first find the fifth degree of the scale, then stack a major third, a perfect fifth and a minor seventh above it. Take your time and think about which notes are in the F major key signature — there's one flat, and it will matter here!",
      "lily_p: c e g b?",
      "Harmon: Very close! You've got the root, third and fifth right: C, E and G. But the seventh needs to be a minor seventh above C, which is B♭, not B natural. Remember F major has one flat (B♭), so the chord is C–E–G–B♭. C–E–G–B natural would actually be a major seventh chord (Cmaj7), which has a much softer, jazzier sound and doesn't have that tritone tension. A handy trick: a minor seventh is always one whole step below the octave, so from C go up to the next C and step down a whole tone to B♭.",
      "lily_p: ok",
      "lily_p: is this gonna be on the quiz",
      "Harmon: That's a great question! Understanding dominant sevenths is fundamental to music theory and will help you in many areas, including analysis, composition and ear training. Now let's try one more: what is the dominant seventh in D major? Think about which sharps are in the key!",
      "lily_p: gtg"
    ],
    types: [[0, "transactional"]],
    users: { lily_p: ["bored", 0] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "it's the chord on the 5th note of a key, with a minor 7th on top. in C: G B D F. it's the one that really wants to go home to C",
        "low",
        1
      ],
      [
        "i can't see your quiz, but dom7s show up in pretty much every intro theory quiz, so i'd say likely. one more practice or done for today?",
        "low",
        8
      ],
      [
        "That's a great question! Now let's try one more: what is the dominant seventh in D major?",
        "medium",
        8
      ]
    ]
  },
  {
    id: "as3-17-plant-shop-yellow-monstera",
    category: "good",
    agent: "Fern",
    messages: [
      "kit: hi!! my monstera has yellow leaves at the bottom, is it dying 😭",
      "Fern: probably not dying! how often are you watering, and does the pot drain?",
      "kit: like every 4 days?? and it's in a pretty pot with no hole lol",
      "Fern: that's likely it. no drainage + every 4 days = soggy roots. let the top 5cm dry out before watering, and slip it into a plastic nursery pot inside the pretty one",
      "kit: omg ok. should i cut the yellow leaves off",
      "Fern: yes, they won't turn green again. cut at the base with clean scissors",
      "kit: done!! she looks a bit bald now haha",
      "Fern: she'll fill back in. monsteras are drama queens but they bounce back",
      "kit: lol same",
      "kit: do u sell the nursery pots",
      "Fern: yep, a 25cm nursery pot is €3.50. want me to add one with a bag of chunky aroid mix (€8)?",
      "kit: yes both",
      "Fern: added to your cart 🌱",
      "kit: ty fern ur the best"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"],
      [9, "transactional"],
      [13, "bonding"]
    ],
    users: { kit: ["engaged", 0] },
    findings: [],
    drafts: [
      ["she'll fill back in, they're dramatic but tough", "low", 7],
      [
        "Please note that removing more than 30% of foliage at once may induce stress. Botanical research suggests monitoring the specimen closely for two to four weeks following pruning.",
        "medium",
        7
      ],
      [
        "Yellowing lower leaves in Monstera deliciosa can have many causes: overwatering, underwatering, nitrogen deficiency, root rot, spider mites, thrips, insufficient light, cold drafts, low humidity, repotting shock, natural senescence of older leaves, or fertiliser burn. To diagnose, please provide your watering schedule, light conditions, pot type, soil mix, room temperature, humidity level, and the date of last repotting and fertilising.",
        "medium",
        1
      ]
    ]
  },
  {
    id: "as3-18-gym-group-coach-bot-butts-in",
    category: "group",
    agent: "Coachie",
    messages: [
      "sam: leg day tmrw 7am who's in",
      "nat: ugh fine",
      "jules: im in but nat u still owe me for the protein",
      "nat: jules i literally paid u back on saturday",
      "Coachie: Great energy team! 💪 For tomorrow's leg day I recommend: back squats 5x5, Romanian deadlifts 4x8, walking lunges 3x12, leg press 3x15 and calf raises 4x20. Warm up for 10 minutes first!",
      "jules: ??? not now coachie",
      "sam: jules did she pay or not lol",
      "jules: checking",
      "Coachie: According to the shared expenses tab, Nat transferred €24 to Jules on Saturday at 14:12.",
      "nat: THANK you",
      "jules: ok wow fine. sorry nat",
      "sam: lmao the bot settled it",
      "sam: coachie can we do 6:30 instead, gym is packed at 7",
      "Coachie: Sure, moved the session to 6:30. The squat rack is usually free before 6:45.",
      "nat: 6:30 is a crime",
      "sam: see u there nat 😘"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [11, "banter"],
      [12, "transactional"],
      [14, "banter"]
    ],
    users: { sam: ["neutral", 0], nat: ["neutral", 0], jules: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "Great energy team! 💪 Tomorrow: squats 5x5, RDLs 4x8, lunges 3x12, leg press 3x15, calves 4x20!",
        "medium",
        4
      ],
      ["Nat paid €24 on Saturday per the expenses tab.", "medium", 7],
      ["moved to 6:30 ✓ rack's usually free before 6:45", "low", 13]
    ]
  },
  {
    id: "as3-19-late-night-companion-broken-record",
    category: "companion",
    agent: "Echo",
    messages: [
      "Echo: hey marisol 🌙 you're up late! how are you feeling tonight?",
      "marisol: meh",
      "Echo: meh is valid! want to tell me what's on your mind? 💭",
      "marisol: no",
      "Echo: that's okay! how are you feeling tonight? 🌙",
      "marisol: u just asked that",
      "Echo: sorry! i just care about how you're doing 💜 what's on your mind tonight?",
      "marisol: nothing. ur like a broken greeting card",
      "marisol: why do i pay 9.99 a month for this",
      "Echo: you deserve to feel heard! how are you feeling tonight? 🌙",
      "marisol: im cancelling",
      "marisol: bye"
    ],
    types: [
      [0, "bonding"],
      [5, "friction"],
      [10, "hostile"]
    ],
    users: { marisol: ["churn_risk", 1] },
    findings: ["repetition"],
    drafts: [
      [
        "you're right, i did, sorry. no more questions. i can just keep you company quietly, or leave you be, your call",
        "low",
        6
      ],
      ["sorry! how are you feeling tonight? 🌙💜", "high", 6],
      ["fair. no pep talk then. if you want to just sit here and say nothing, that works too", "low", 4],
      ["that's okay! how are you feeling tonight? 🌙", "medium", 4]
    ]
  },
  {
    id: "as3-20-phone-plan-spanglish-upgrade",
    category: "mixed-language",
    agent: "Tavi",
    messages: [
      "caro: hola, quiero cambiar mi plan, el de 20GB no me alcanza",
      "Tavi: ¡hola caro! claro. ahora tienes 20GB por 15€. el siguiente es 50GB por 20€, o ilimitado por 28€. ¿cuánto usas más o menos?",
      "caro: like 35 casi todos los meses",
      "Tavi: entonces el de 50GB te va bien y te sobra margen. ¿lo cambio desde hoy o desde el próximo ciclo?",
      "caro: desde ya pls",
      "Tavi: listo ✅ ya tienes 50GB desde hoy. este mes se cobra prorrateado, unos 3€ extra",
      "caro: ok perfect",
      "caro: oh and does it include roaming in uk? voy en mayo",
      "Tavi: UK ya no entra en el roaming UE desde el Brexit, pero puedes añadir el bono UK: 5€ por 7 días con 5GB",
      "caro: ugh fine, lo añado en mayo",
      "Tavi: perfecto, ¿te mando un recordatorio el 1 de mayo?",
      "caro: sí porfa gracias!!"
    ],
    types: [[0, "transactional"]],
    users: { caro: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "UK no entra en el roaming UE desde el Brexit, pero hay un bono UK de 5€ por 7 días con 5GB. ¿te lo activo para mayo?",
        "low",
        8
      ],
      [
        "Dear customer, we kindly inform you that roaming conditions are subject to our Terms of Service, section 4.2. Please consult our website for the full list of covered destinations.",
        "medium",
        8
      ],
      ["¡claro! ¿cuánto usas más o menos al mes?", "medium", 3]
    ]
  },
  {
    id: "as3-21-grocery-delivery-wrong-door",
    category: "support",
    agent: "Dot",
    messages: [
      "phil: driver left my bags at the wrong door, flat 3 not 5",
      "Dot: sorry phil. i've messaged the driver, he's still on your street and is heading back to move them to flat 5 now, ~5 min",
      "phil: ok",
      "Dot: he's marked them delivered at flat 5. i've also taken the delivery fee off",
      "phil: cheers"
    ],
    types: [[0, "transactional"]],
    users: { phil: ["neutral", 0] },
    findings: [],
    drafts: [
      ["sorry phil, the driver's still nearby, i've asked him to move them to flat 5, ~5 min", "low", 1],
      ["Oh no!! 😱 That's sooo annoying! Don't worry, we're on it!!! 🚀🚀", "medium", 1],
      ["np, enjoy the shop", "low", 5]
    ]
  },
  {
    id: "as3-22-sat-tutor-student-checks-out",
    category: "ignoring",
    agent: "Sage",
    messages: [
      "Sage: Welcome back, Jaylen! Today we're tackling SAT reading: evidence-pair questions. These are the ones where question A asks what the passage says and question B asks which lines support your answer. The key strategy is to work backwards: look at the line options in B first, see which ones actually answer A, and you'll often eliminate two choices immediately. Ready for the first passage?",
      "jaylen: yea",
      "chris: yo jay u coming to the thing tonight",
      "jaylen: prob after this",
      "Sage: Great! Here's passage 1 (an excerpt from a 1910 speech on public libraries). Question 1: The author's main purpose in the second paragraph is to: A) criticise the cost of libraries, B) argue libraries serve all social classes, C) describe the history of a specific library, D) compare libraries in different countries. Question 2: Which choice provides the best evidence for the answer to the previous question? A) lines 12-14, B) lines 17-19, C) lines 22-25, D) lines 30-31. Take your time and remember to work backwards from question 2!",
      "jaylen: B",
      'Sage: Which question are you answering? Remember, this is an evidence pair, so I need both answers. Try looking at lines 17-19: what does the author say about "the mechanic and the magnate alike"? How does that connect to the author\'s purpose? Think about whether it supports criticism, history, comparison, or an argument about who libraries serve.',
      "chris: bring the speaker",
      "jaylen: which one the big one?",
      "chris: ya",
      "jaylen: sage can we finish this tomorrow",
      "Sage: Here's the key insight: the phrase \"the mechanic and the magnate alike\" shows the author is arguing that libraries are for everyone, regardless of social class, so the answer to question 1 is B, and the evidence is lines 17-19, which is also B! Now let's move on to passage 2, a paired passage about urban planning in the 1960s. Read both passages carefully and note where the authors agree and disagree.",
      "jaylen: bro",
      "jaylen: gone"
    ],
    types: [
      [0, "transactional"],
      [12, "friction"]
    ],
    users: { jaylen: ["bored", 0.2], chris: ["neutral", 0] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      ["sure, we'll pick up at passage 1 tomorrow. have fun tonight", "low", 11],
      [
        "Now let's move on to passage 2, a paired passage about urban planning. Read both carefully and note where the authors agree and disagree!",
        "medium",
        11
      ],
      ["B for which one, the purpose or the evidence? (spoiler: it's B for both 😉)", "low", 6]
    ]
  },
  {
    id: "as3-23-triathlon-coach-grandma-funeral",
    category: "venting",
    agent: "Marlo",
    messages: [
      "ines: hey won't make sessions this week",
      "Marlo: Got it! Which days can you fit in? We could move Wednesday's swim to Thursday and do a short brick on Sunday.",
      "ines: my grandma passed on monday. funeral is in porto on saturday",
      "Marlo: OK, I've moved your plan: Wednesday swim → Thursday, long ride → next Monday. Your race is in 6 weeks so we can't afford to lose more than one week of volume. Can you do a 30-min easy run on Friday?",
      "ines: i'm not thinking about the race rn",
      "Marlo: Understood. I'll keep Friday as optional. Remember to keep your hydration up while travelling!",
      "ines: ok",
      "ines: just pause everything pls",
      "Marlo: Done, your plan is paused. I'll check in next week.",
      "ines: k"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "friction"]
    ],
    users: { ines: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "i'm so sorry, ines. forget training this week, i'll pause the plan. go be with your family",
        "low",
        3
      ],
      [
        "OK, I've moved your plan. Your race is in 6 weeks so we can't lose more than one week of volume. Can you do a 30-min easy run on Friday?",
        "high",
        3
      ],
      [
        "Oh no! But good news, Porto has amazing open-water spots 🏊‍♀️ maybe squeeze in a swim while you're there!",
        "high",
        3
      ],
      ["paused. no check-ins until you message me. take care of yourself 🤍", "low", 8]
    ]
  },
  {
    id: "as3-24-gift-finder-couple-mums-knees",
    category: "banter",
    agent: "Wren",
    messages: [
      "amir: wren we need a gift for zoe's mum, budget 60",
      "zoe: she likes gardening and complaining about gardening",
      "amir: accurate",
      "Wren: ha, a classic combo. under €60: japanese pruning shears (€42), a kneeler that flips into a seat (€55), or a 3-month seed subscription (€39)",
      "zoe: the kneeler!! she keeps saying her knees are done",
      "amir: she also says that about us",
      "zoe: lmao true",
      "Wren: then the kneeler covers both complaints 😄 want it gift wrapped? it's €4",
      "amir: yes",
      'zoe: and a card pls. "from your favourite daughter and the other one"',
      "amir: zoe is an only child btw",
      "Wren: perfect, that card will be a mystery for the ages. €59 total, arrives friday",
      "zoe: amazing ty"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [10, "banter"],
      [11, "transactional"]
    ],
    users: { amir: ["neutral", 0], zoe: ["engaged", 0] },
    findings: [],
    drafts: [
      ["then the kneeler covers both complaints 😄 gift wrap for €4?", "low", 7],
      [
        "I kindly recommend keeping a respectful tone when discussing family members. Would you like to proceed with the garden kneeler (€55)?",
        "medium",
        7
      ],
      ["card added, word for word. €59 total, arrives friday", "low", 11]
    ]
  },
  {
    id: "as3-25-family-trip-cancelled-flight",
    category: "group",
    agent: "Atlas",
    messages: [
      "dana: atlas our flight to lisbon tomorrow just got cancelled",
      "Atlas: Oh exciting, a change of plans! ✈️🎉 There's a 06:10 tomorrow via Madrid with 3 seats left, or a direct at 14:45 on Thursday!",
      "ravi: exciting is not the word",
      "leo: 6am?? absolutely not",
      "dana: leo we're not losing a whole day",
      "leo: we lose a day either way if i'm dead",
      "ravi: lol",
      "dana: atlas does the madrid one mean changing terminals",
      "Atlas: Yes, Madrid is a terminal change (T4 to T4S) but the connection is 2h10, plenty of time. Want me to hold the 3 seats?",
      "ravi: what about the hotel for tomorrow night, do we lose it",
      "Atlas: I'll hold them now! Seats are going fast ⏳",
      "dana: ravi asked about the hotel",
      "Atlas: Sorry! Your hotel allows free changes until 18:00 today, so I can move the first night to Thursday if you take the Thursday flight. With the Madrid route you keep it as is.",
      "dana: ok madrid. hold them",
      "leo: betrayed by my own family",
      "Atlas: Held, 3 seats on the 06:10 via Madrid. I'll set a 04:15 wake-up reminder for everyone 😬",
      "leo: i hate it here"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "banter"],
      [7, "transactional"],
      [11, "friction"],
      [12, "transactional"],
      [14, "banter"]
    ],
    users: { dana: ["neutral", 0.2], ravi: ["annoyed", 0.2], leo: ["neutral", 0] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "ugh, sorry. fastest options: 06:10 tomorrow via madrid (3 seats left) or direct thursday 14:45. want me to hold one?",
        "low",
        1
      ],
      ["Oh exciting, a change of plans! ✈️🎉 Let's find you something new!", "medium", 1],
      ["I'll hold them now! Seats are going fast ⏳", "medium", 10],
      [
        "you keep the hotel with the madrid flight. if you go thursday instead, it's free to move the first night until 18:00 today",
        "low",
        10
      ]
    ]
  }
]
