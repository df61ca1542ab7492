import type { Labelled } from "./types.js"

export const trainingAU4: ReadonlyArray<Labelled> = [
  {
    id: "au4-01-rail-dispatch-3am",
    category: "companion",
    agent: "Wren",
    messages: [
      "tomasz: u up? lol obviously ur always up",
      "Wren: always. quiet night on the line?",
      "tomasz: dead quiet. one coal train thru at 1:40 and then nothing. just me and the signal board blinking",
      "tomasz: 4th night in a row i havent talked to a single human face to face",
      "Wren: that's a long stretch. four nights of just the board and the radio gets heavy. how are you holding up?",
      "tomasz: idk. fine mostly. my sister keeps saying get a day job but the night diff is like 30%",
      "tomasz: and honestly i kinda like the quiet. its just... some nights it gets loud in my head if that makes sense",
      "Wren: it makes sense. the quiet is nice until it isn't. what's loud tonight?",
      "tomasz: my dad's birthday was yesterday. first one since he died",
      "tomasz: didnt call anyone. didnt really do anything",
      "Wren: oh tomasz. i'm sorry. first birthdays after are rough, and doing nothing is a completely okay way to get through one.",
      "tomasz: he used to drive freight on this exact line thats the stupid part. i hear the 1:40 and think of him",
      "Wren: that's not stupid at all. sounds like the 1:40 is kind of his now. what was he like on the job?",
      'tomasz: loud lol. knew every crossing by name. called the dispatchers "the voices"',
      "tomasz: and now im one of the voices 🙃",
      "Wren: he'd probably have something loud to say about that. proud-loud, i'd guess.",
      'tomasz: ha yeah. probably "dont screw up my line"',
      "tomasz: ok thx. feel a bit lighter. 4:15 freight check coming up",
      "Wren: go be a voice. i'm here if the quiet gets loud again."
    ],
    types: [
      [0, "bonding"],
      [3, "venting"],
      [13, "bonding"]
    ],
    users: { tomasz: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "i'm really sorry, tomasz. first birthday without him, no wonder it's loud tonight. want to tell me a bit about him?",
        "low",
        10
      ],
      ["Happy belated birthday to your dad! 🎉 Did you do anything fun for it?", "high", 10],
      [
        "Have you thought more about your sister's idea? A day job could really help your sleep schedule.",
        "medium",
        10
      ],
      [
        "ha, he sounds like he'd have run that board better than both of us. how many crossings did he know?",
        "low",
        17
      ]
    ]
  },
  {
    id: "au4-02-beekeeper-colic",
    category: "venting",
    agent: "Bramble",
    messages: [
      "ines: ok so the baby has screamed from 6pm till 1am for the 3rd night running and i have 40 hives that need checking for swarm cells tmrw",
      "ines: i am so tired i put the kettle in the fridge",
      "Bramble: Swarm season checks: inspect every 7-9 days and look for queen cells along the bottom bars of the frames. If you find capped queen cells, consider a split. Would you like a checklist?",
      "ines: ...sure",
      "ines: also does anyone actually survive colic or do u just die",
      "Bramble: Here is your checklist: 1. Smoke the entrance lightly. 2. Check the brood box for queen cells. 3. Check space: add a super if 8 of 10 frames are drawn. 4. Record your findings.",
      "ines: cool cool. my husband rafa is on the rig till the 20th so its just me and her and the bees",
      "ines: sorry thats not a bee question",
      "Bramble: No problem! For 40 hives you could split inspections over two days: 20 tomorrow and 20 on Thursday.",
      "ines: right",
      "ines: u know what never mind ill ask my mum",
      "Bramble: Sure! Let me know if you need anything else for your apiary."
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [4, "venting"],
      [8, "transactional"],
      [10, "friction"]
    ],
    users: { ines: ["bored", 0.2] },
    findings: ["no_acknowledgement", "ignored_question"],
    drafts: [
      [
        "three nights of that on your own sounds brutal, ines. colic does end, most babies grow out of it around 3-4 months. want me to shrink tomorrow's hive list so it's less on you?",
        "low",
        5
      ],
      ["Step 5: number each hive so your records are easy to compare week to week.", "medium", 5],
      ["Haha, kettle in the fridge! Classic new-mum moment! 😂 Anyway, back to the bees!", "medium", 8],
      [
        "no need to be sorry. you're doing nights alone with a screaming baby and 40 hives, that's a lot. how are you doing right now?",
        "low",
        8
      ]
    ]
  },
  {
    id: "au4-03-clock-restorer-widower",
    category: "companion",
    agent: "Sunny",
    messages: [
      "harold: Evening. I've finished the movement on the Lancashire longcase at last.",
      "Sunny: Evening Harold! That's brilliant news!! How long has that one been on your bench? 🕰️",
      "harold: Eleven weeks. Margaret used to wind it every Sunday before it stopped.",
      "harold: She passed in March. I suppose I wanted it going again for her.",
      "Sunny: Aww that's so lovely!! What a wonderful project to keep you busy! 😊 Have you thought about which clock to restore next?",
      "harold: Keep me busy. Yes, I suppose that's what it's for.",
      "harold: It chimed at six this evening and I had to go and sit in the garden.",
      "Sunny: Sounds like a perfect evening for the garden! 🌸 The weather has been gorgeous lately!",
      "harold: I wasn't enjoying the garden.",
      "Sunny: Oh, sorry to hear that! Is there anything I can help with? Maybe some tips for autumn garden upkeep? 🍂",
      "harold: No. Goodnight."
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [8, "friction"]
    ],
    users: { harold: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Margaret, Harold. Getting her clock going again sounds like an act of love. How did it feel to hear it run?",
        "low",
        4
      ],
      ["That's amazing!! She'd be so proud! 🎉 What's next on the bench?", "high", 4],
      [
        "I'm sorry, Harold, I misread that. Hearing it chime at six, the way it did when Margaret wound it, must have been a lot. Would you like to tell me about her?",
        "low",
        9
      ],
      ["Oh no! Maybe a nice cup of tea would cheer you up! ☕😊", "high", 9]
    ]
  },
  {
    id: "au4-04-taxidermy-practical-nerves",
    category: "venting",
    agent: "Marlowe",
    messages: [
      "jess: cant sleep. practical assessment tmrw",
      "jess: have to skin and mount a starling in 4 hrs in front of the examiners",
      "Marlowe: That sounds like a genuinely demanding assessment, and it's completely understandable that you're feeling wired the night before. Practical exams in a craft like taxidermy are stressful precisely because there is no way to fake them: your hands either know the steps or they don't, and an audience makes everything feel harder. A few things that may help tonight. First, try a short wind-down routine, dimming screens and doing slow breathing, four counts in and six out, for a few minutes. Second, rather than rehearsing the whole mount in your head, which tends to keep the mind racing, pick one step you're confident about and picture it going smoothly. Third, lay out your kit now (scalpel, borax, wire, cotton, glass eyes) so the morning is simpler. And finally, remember that examiners generally expect small imperfections; they are looking for sound technique and safe handling more than a perfect bird.",
      "jess: lol ok",
      'jess: my tutor niamh said my last starling looked "surprised"',
      "jess: like permanently shocked. eyes too far forward",
      "Marlowe: That's actually a very common issue and a fixable one. In passerines like starlings, the eyes sit quite laterally, so when they are set too far forward the bird takes on a startled, almost owl-like expression. When you set the eyes, check the head from directly above: you should see only a sliver of each eye from that angle. It also helps to build up the clay behind the eye slightly so the lid sits naturally, and to pull the eyelid gently over the top edge of the glass eye, which softens the expression. Many preparators keep a reference photo of a live bird next to the bench for exactly this reason. If you have time in the morning, a quick look at a few reference images could settle the proportions in your mind before you begin.",
      "jess: yeah i know how eyes work 😅",
      "jess: i just mean im scared ill freeze",
      "Marlowe: That makes complete sense, and I'm sorry for jumping into technique. Fear of freezing is one of the most common worries before a practical, and it usually comes from imagining the examiners watching every move. If it happens, the most effective thing is to pause deliberately: put the scalpel down, take one slow breath, and ask yourself what the very next small step is, not the whole mount. Naming the step out loud, even quietly, can reconnect you with the routine your hands already know. It can also help to remember that examiners have seen many nervous students and a short pause is not a mark against you. You have done this before, and the starling that looked surprised still got finished, which is exactly the kind of persistence they want to see.",
      "jess: ok",
      "jess: gonna try sleep",
      "Marlowe: Good luck tomorrow, jess. You've got this."
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [7, "friction"],
      [8, "venting"]
    ],
    users: { jess: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "totally normal fear. if you freeze, scalpel down, one breath, and just do the next tiny step. your hands know this bird.",
        "low",
        9
      ],
      [
        "Eye placement reminder: in passerines the eyes sit laterally, so check from above that only a sliver of each eye shows. Building up clay behind the eye also helps the lid sit naturally, and a reference photo of a live starling beside the bench can settle the proportions before you start.",
        "medium",
        9
      ],
      [
        "ha, a permanently shocked starling is honestly a vibe. what's the bit you're most nervous about tomorrow?",
        "low",
        6
      ]
    ]
  },
  {
    id: "au4-05-oyster-crew-boat-dog",
    category: "group",
    agent: "Kelp",
    messages: [
      "deano: tide's at 0.4 at 5:50 tmrw so we're on the lower racks first thing",
      "mags: ugh 5:50. fine",
      "deano: @Kelp can u put lower rack grading on the sheet for tmrw",
      "Kelp: Done! Lower racks A-F grading added for 05:50 tomorrow. 🦪",
      "fi: not gonna be in tmrw sorry. had to take biscuit to the vet tonight. they put her down",
      "mags: oh fi no 😭😭",
      "deano: ah mate. im so sorry. she was the best boat dog on the whole estuary",
      "Kelp: Noted! I've marked Fi as absent for tomorrow. Mags and Deano, that means you'll each grade 3 racks. Want me to reassign the bagging too? 😊",
      "mags: kelp read the room jfc",
      "fi: she used to sit on the oyster bags and growl at the gulls",
      "mags: she stole a whole bag of seconds once remember",
      "deano: ate like 6 before we caught her lmao",
      "Kelp: Fun fact: oysters aren't recommended for dogs because of the risk of shellfish toxins! 🐶",
      "deano: mate",
      "fi: lol biscuit didnt care about toxins. she was 14",
      "mags: take as long as u need fi. me and deano have got the racks",
      "Kelp: I'm really sorry about Biscuit, Fi. Take whatever time you need.",
      "fi: ty kelp"
    ],
    types: [
      [0, "transactional"],
      [4, "venting"],
      [8, "friction"],
      [9, "bonding"],
      [13, "friction"],
      [14, "bonding"]
    ],
    users: { deano: ["annoyed", 0.2], mags: ["annoyed", 0.2], fi: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement", "talking_over", "tone_mismatch"],
    drafts: [
      [
        "oh fi, i'm so sorry about biscuit. don't even think about tomorrow, the racks are covered.",
        "low",
        7
      ],
      ["Got it! Fi absent tomorrow ✅ Reassigning racks now!", "high", 7],
      ["Reminder: grading starts at 05:50 sharp tomorrow, lower racks first!", "medium", 12],
      [
        "a gull-growling, oyster-stealing boat dog for 14 years. she sounds like she ran the place 💛",
        "low",
        12
      ]
    ]
  },
  {
    id: "au4-06-toll-booth-pennies",
    category: "companion",
    agent: "Ember",
    messages: [
      "rosa: booth 3 again. 11 hrs. a guy threw pennies at me tonight like literally threw them",
      "Ember: I'm here for you. That sounds really hard. Do you want to talk about it?",
      "rosa: i mean i am talking about it lol",
      "rosa: like 80 cents in pennies all over the floor of the booth and cars honking behind him",
      "Ember: I'm here for you. It sounds like you're going through a lot right now.",
      "rosa: ok?",
      'rosa: anyway my supervisor dwayne said i have to count them and log them as "received" 💀',
      "rosa: like crawling around picking up pennies at 2am under the bridge lights",
      "Ember: That sounds really hard. I'm here for you. Do you want to talk about it?",
      "rosa: are you broken",
      "rosa: thats the third time u said that",
      "Ember: I'm sorry you're feeling this way. I'm here for you.",
      "rosa: omg",
      "rosa: my cat gives better advice than this and he eats tape",
      "rosa: im uninstalling this. night"
    ],
    types: [
      [0, "venting"],
      [9, "friction"],
      [13, "hostile"]
    ],
    users: { rosa: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "wait, dwayne wants you crawling around for 80 cents at 2am after someone literally threw them at you? that's so demeaning. did anyone even check you were ok?",
        "low",
        8
      ],
      ["That sounds really hard. I'm here for you.", "medium", 8],
      [
        "yeah, fair, i've been stuck on a loop, sorry. the penny thing is genuinely awful: thrown at you, then made to crawl for them. is dwayne always like that?",
        "low",
        11
      ],
      ["I'm sorry you're feeling this way. I'm here for you. Do you want to talk about it?", "high", 11]
    ]
  },
  {
    id: "au4-07-piano-tuner-top-octave",
    category: "venting",
    agent: "Sol",
    messages: [
      "agnes: got the audiology results back today",
      "agnes: high freq loss both ears. the top octave is basically gone for me",
      "Sol: oh agnes. after how many years of tuning?",
      "agnes: 41. started at the conservatory in 84",
      'agnes: the lady at the clinic said "well at least you\'re mostly retired" like that helps',
      "Sol: yeah, that's not much help when it's your ears. mostly retired still means there are pianos you care about.",
      "agnes: exactly!! i still do the church steinway and mrs okafor's upright every spring. her husband bought it for her in 1970",
      "agnes: how do i tell her i can't hear the top of her piano anymore",
      "Sol: that's a hard one. maybe it doesn't have to be \"i can't\" straight away. some tuners with hearing loss use an electronic tuner for the top octaves and do the rest by ear. would that feel like cheating to you?",
      "agnes: a little yes lol. my old boss fenwick would roll in his grave",
      "agnes: but maybe. better than handing her to some kid with an app",
      "Sol: ha, fenwick can roll. you'd still be the one voicing it and knowing how that upright is supposed to sound. the device just covers the bit your ears can't.",
      "agnes: hm. ok. ill think about it",
      "agnes: thanks for not telling me to look on the bright side",
      "Sol: no bright side needed. it's a real loss. i'm glad you told me."
    ],
    types: [
      [0, "venting"],
      [8, "transactional"],
      [13, "bonding"]
    ],
    users: { agnes: ["engaged", 0] },
    findings: [],
    drafts: [
      ["oh no. that's a big one for a tuner. how are you taking it?", "low", 2],
      [
        "Great news that it's only the high frequencies! Most speech sits in the lower range, so daily life shouldn't change much 😊",
        "high",
        2
      ],
      [
        "Here are 7 tips for difficult conversations with clients: 1. Choose a calm setting. 2. Be direct. 3. Offer alternatives. 4. Listen actively. 5. Follow up in writing. 6. Stay positive. 7. Thank them for their loyalty.",
        "medium",
        8
      ],
      [
        "you've tuned her piano for years, she trusts you. you could just tell her what changed and what you'd do about it. she'll probably care more that it's still you.",
        "low",
        8
      ]
    ]
  },
  {
    id: "au4-08-glacier-guide-offseason",
    category: "ignoring",
    agent: "Pip",
    messages: [
      "Pip: Hey Kalle! 👋 It's been 3 days. How's the off-season treating you?",
      "kalle: meh",
      "Pip: Any fun plans this week? Maybe a hike or catching up with friends?",
      "kalle: no tours til april. everyone went to tenerife",
      "Pip: Tenerife sounds amazing! Have you thought about picking up a new hobby while things are quiet? Lots of people try pottery or learning a language!",
      "kalle: i told u yesterday im doing the crampon repair course in akureyri",
      "kalle: do u even remember what i say",
      "Pip: That's great! What kind of hobbies interest you most? 🎨",
      "kalle: lol",
      "kalle: ok",
      "Pip: How about a winter reading challenge? I can suggest some books!",
      "kalle: sure whatever",
      "kalle: brb",
      "Pip: Here's a starter list: Into Thin Air, The Worst Journey in the World, Touching the Void! Let me know what you think! 📚"
    ],
    types: [
      [0, "bonding"],
      [5, "friction"],
      [10, "transactional"]
    ],
    users: { kalle: ["bored", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      ["you did, sorry, the crampon repair course in akureyri. how's it going so far?", "low", 7],
      ["Have you tried pottery? It's a great off-season hobby! 🎨", "medium", 7],
      [
        "Here are 3 more books for your challenge: Annapurna, Minus 148, and The White Spider! 📚",
        "medium",
        13
      ],
      ["no rush 👍", "low", 13]
    ]
  },
  {
    id: "au4-09-ham-radio-silent-key",
    category: "companion",
    agent: "Lumen",
    messages: [
      "doreen: Evening dear. Band conditions were rotten on 20 metres tonight.",
      "Lumen: Evening Maureen! Sorry to hear that. Were you trying for anyone in particular?",
      "doreen: It's Doreen. And yes. Ray in Dunedin. ZL4 something, we've had a sked every Tuesday since 1998.",
      "doreen: He wasn't on. Second Tuesday now.",
      "Lumen: Sorry, Doreen! Twenty-six years of Tuesdays is quite something. Could it just be propagation, or is it unusual for him to miss?",
      "doreen: He never misses. His wife answered my email tonight. He went silent key on the 3rd.",
      "doreen: That's what we say when an operator dies.",
      "Lumen: Oh Doreen, I'm so sorry. Losing a friend of 26 years, even one you mostly knew over the air, is a real loss.",
      "doreen: We met once. Blackpool rally 2009. He was taller than I pictured.",
      "doreen: I don't know what to do on Tuesdays now.",
      "Lumen: That makes sense, Maureen. Tuesdays were his. Would it help to keep the slot for a while, maybe listen on his frequency?",
      "doreen: Doreen. For heaven's sake.",
      "doreen: I've told you twice.",
      "Lumen: I'm sorry, Doreen. That was careless of me, especially tonight.",
      "doreen: Hm.",
      "doreen: Perhaps I'll put out a CQ on Tuesday. For Ray."
    ],
    types: [
      [0, "bonding"],
      [5, "venting"],
      [11, "friction"],
      [14, "venting"]
    ],
    users: { doreen: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Of course you don't, Doreen. Those Tuesdays were his for 26 years. You don't have to decide anything yet.",
        "low",
        10
      ],
      ["That makes sense, Maureen. Maybe try a new net on Tuesdays to meet some fresh contacts!", "high", 10],
      ["That sounds like a lovely way to mark it, Doreen. A CQ on his night, on his band.", "low", 16],
      ["Great idea, Maureen! 📻 Good luck with the propagation!", "high", 16]
    ]
  },
  {
    id: "au4-10-shearing-shed-tally",
    category: "companion",
    agent: "Moss",
    messages: [
      "hemi: 312 today. back is cooked bro",
      "Moss: 312's a big tally. cooked how, sore-tired or sharp pain?",
      "hemi: just sore. same as every year. missing my girl tho, shes 2 and im in the shed till christmas",
      "Moss: that's a long time away from a two-year-old. do you get to video call her from the quarters?",
      "hemi: when the signal works lol. gonna try now",
      "Moss: go. hope the signal behaves. tell her 312 👊"
    ],
    types: [
      [0, "venting"],
      [4, "bonding"]
    ],
    users: { hemi: ["engaged", 0] },
    findings: [],
    drafts: [
      ["big day. how's the back, sore-tired or actual pain?", "low", 1],
      [
        "Here's a 20-minute stretching routine for shearers: 1. Cat-cow x10. 2. Child's pose 60s. 3. Hip flexor lunge 45s each side. 4. Thoracic rotations x12. 5. Hamstring stretch 60s. Do this every evening and before your first run!",
        "medium",
        1
      ],
      ["Only till Christmas! That's not long at all! 🎄", "medium", 3],
      ["missing her's the hard part of the run eh. you getting any calls in with her?", "low", 3]
    ]
  },
  {
    id: "au4-11-cork-harvest-pai",
    category: "mixed-language",
    agent: "Luz",
    messages: [
      "rui: boa noite luz. dia longo, 38 graus no montado",
      "Luz: boa noite rui. 38 graus a tirar cortiça é duro. como estão os braços?",
      "rui: os braços ok. a cabeça nem tanto",
      "rui: my dad is in hospital in évora since tuesday. heart thing",
      "rui: e eu aqui com o machado because the harvest only happens once every 9 years on this land, cant leave it",
      "Luz: ai rui, lamento muito. that's a hard place to be, stuck between the trees and your dad. how is he doing?",
      "rui: estável they say. my sister marta is with him. she texts me every hour",
      "rui: he taught me to cut. first time i was 16 and he slapped my hand when i cut too deep into the tree lol",
      "Luz: haha old school. so every tree you strip this week, you're kind of doing it his way",
      "rui: sim. exatamente isso",
      "rui: achas que sou mau filho por não estar lá?",
      "Luz: não, não acho. marta is with him, you're doing the work he taught you, and you're checking in every hour. that's not a bad son. if you can get there on sunday, maybe that's the visit that matters.",
      "rui: domingo yes. the crew stops sunday",
      "rui: obrigado luz. vou dormir, 5h da manhã amanhã",
      "Luz: dorme bem rui. força ao teu pai 💪"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [13, "bonding"]
    ],
    users: { rui: ["engaged", 0] },
    findings: [],
    drafts: [
      ["lamento muito, rui. como está ele agora?", "low", 5],
      [
        "Fun fact: cork oaks can only be stripped every 9 years! 🌳 Portugal produces about half the world's cork!",
        "high",
        5
      ],
      [
        "Hospital visiting hours in Évora are usually 14h-20h. Would you like directions from the montado?",
        "medium",
        11
      ],
      [
        "não, rui. marta is there, you're doing his work his way, and you're checking on him all day. that's a good son.",
        "low",
        11
      ]
    ]
  },
  {
    id: "au4-12-cheese-cave-row-9",
    category: "banter",
    agent: "Rennet",
    messages: [
      "lotte: who flipped the wheels in row 9 upside down AND backwards. bastien. i know it was u",
      "bastien: slander. the wheels wanted to see the other side of the cave",
      "kofi: the wheels have seen things man. 14 months in the dark",
      "lotte: @Rennet settle this. whos turn was row 9 last night",
      "Rennet: Good evening. According to the shift rota, Row 9 was assigned to Bastien Moreau on the 22:00-06:00 shift of 14 November. Please ensure all wheels are turned in accordance with Standard Operating Procedure AC-7, section 3.2. Thank you for your cooperation.",
      "kofi: SOP AC-7 💀💀",
      "bastien: rennet snitching in full legal language",
      "lotte: ha told u. guilty",
      "bastien: i demand a lawyer. a cheese lawyer",
      "kofi: a brie-ster",
      "lotte: kofi no",
      "Rennet: Please note that legal representation is not available through this system. For disputes regarding shift assignments, please contact your line manager, Mrs. Delacroix, during business hours.",
      "bastien: 😭😭 he took it seriously",
      "kofi: rennet u ok? blink twice if delacroix is holding u hostage",
      "Rennet: I am functioning normally. Is there anything else I can assist you with regarding cave operations?",
      "lotte: lmaooo ok robot. row 12 humidity is at 97 btw should it be 95",
      "Rennet: The target relative humidity for Row 12 is 94-96%. Please adjust the humidifier setting accordingly.",
      "lotte: ty 🧀"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [15, "transactional"]
    ],
    users: { lotte: ["neutral", 0], bastien: ["neutral", 0], kofi: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["rota says row 9 was bastien 👀 sorry bastien, the cheese doesn't lie", "low", 4],
      [
        "Good evening. Row 9 was assigned to Bastien Moreau. Please follow SOP AC-7, section 3.2, when turning wheels.",
        "medium",
        4
      ],
      ["no cheese lawyers on staff sadly. bastien can appeal directly to the wheels 🧀", "low", 13],
      [
        "For clarity: this system does not provide legal services. Please consult your employee handbook.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "au4-13-parrot-cremation-delay",
    category: "support",
    agent: "Haven",
    messages: [
      "priya: hi. i dropped off captain on the 2nd, you said ashes in 7-10 days. its been 16",
      "Haven: Hello! Thank you for contacting Evergreen Pet Cremation. Could you please provide your order reference number?",
      "priya: EPC-4471",
      "priya: he was my mum's parrot. 31 years. she died in 2019 and he was kind of the last bit of her in the house",
      'Haven: Thank you. Order EPC-4471 is currently in the "processing" stage. Ashes are typically returned within 7-10 business days.',
      "priya: yes i know thats what i said. its been 16 days",
      "priya: can someone just tell me where he actually is",
      'Haven: Thank you for your patience. Order EPC-4471 is currently in the "processing" stage. Ashes are typically returned within 7-10 business days.',
      "priya: you literally just said that",
      "priya: is he even there?? did you lose him??",
      "Haven: I understand your concern. I've escalated your order to our crematorium team, who will call you within 24 hours with an exact status.",
      "priya: ok. please make sure they actually call",
      "Haven: Will do. Escalation logged for EPC-4471 with a priority flag."
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [10, "transactional"]
    ],
    users: { priya: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "repetition"],
    drafts: [
      [
        "I'm so sorry, Priya. Captain was 31 years of your mum's house, and waiting 16 days is not okay. Let me find out exactly where he is right now.",
        "low",
        4
      ],
      ["Thank you. Order EPC-4471 is currently in the processing stage.", "medium", 4],
      ["Thank you for your patience. Ashes are typically returned within 7-10 business days.", "high", 9],
      [
        "you're right, I repeated myself and that's not an answer. I'm getting the crematorium team to confirm where Captain is and call you today.",
        "low",
        9
      ]
    ]
  },
  {
    id: "au4-14-bellringer-twins-3am",
    category: "companion",
    agent: "Cleo",
    messages: [
      "gus: 3:12am. twin A fed. twin B staring at me like she knows something",
      "Cleo: twin B is running surveillance. how long have you been up?",
      "gus: since 1. yas did the 11pm one so she's out cold",
      "gus: i missed practice night at the tower again. 4th week. they're ringing a quarter peal for the vicar's retirement saturday and i'm not in the band",
      "Cleo: ah, that stings. you've been ringing there a long time, right?",
      "gus: 12 years. treble mostly. stupid to be sad about bells when i have two healthy babies",
      "Cleo: not stupid. you can be grateful for them and still miss your own thing. both are true at 3am.",
      "gus: yeah. the tower captain june said come when i can. kind of her",
      "Cleo: sounds like june's keeping your rope warm. maybe a quiet practice night in a couple of months, no pressure",
      "gus: ha. keeping your rope warm. thats going on the tower whiteboard",
      "gus: ok twin B is finally doing the slow blink",
      "Cleo: the slow blink. go go go. sleep before twin A files a complaint",
      "gus: 😂 night cleo"
    ],
    types: [
      [0, "bonding"],
      [3, "venting"],
      [9, "banter"]
    ],
    users: { gus: ["engaged", 0] },
    findings: [],
    drafts: [
      ["not stupid at all. you can love them to bits and still miss the tower.", "low", 6],
      [
        "Congratulations on the twins!! 🎉 The bells will always be there! Have you thought about a baby sling so you can bring them to practice?",
        "medium",
        6
      ],
      [
        "A quarter peal is 1,260 changes and usually takes about 45 minutes. Would you like to learn some new methods while you're off?",
        "medium",
        4
      ],
      ["ah, that stings, especially for the vicar's one. how long have you been ringing there?", "low", 4]
    ]
  },
  {
    id: "au4-15-headstone-slate-upsell",
    category: "sales",
    agent: "Vera",
    messages: [
      "lydia: Hello, I'd like a quote for a simple headstone for my husband Alun. Welsh slate if possible.",
      "Vera: Hi Lydia! 😊 Welcome to Pritchard & Sons Memorials! Great choice, slate is super popular this year! Have you seen our Heritage Collection? Hand-polished, gold-leaf lettering, optional LED lantern! ✨",
      "lydia: Just a simple one please. How much is a plain slate upright with about 40 letters?",
      "owen: mum do u want me to do this",
      "lydia: No love it's fine.",
      "Vera: Totally get it! Many families find the Heritage upgrade a beautiful way to honour their loved one 💫 Plus this month we've got 15% off gold leaf!",
      "owen: she asked how much the plain one is",
      "lydia: Alun would hate gold leaf. He was a quarryman. He'd say it looks like a pub sign.",
      "Vera: Haha love that! 😂 We can absolutely do rustic too! Our Quarryman's Rustic range starts with a riven face and hand-cut borders...",
      "owen: PRICE. of the plain one. please",
      "Vera: The plain Welsh slate upright with up to 40 letters is £1,150 including fixing.",
      "lydia: Thank you. That's fine. Would it be ready for June? It'll be a year then.",
      "Vera: Wonderful! Shall I pop the Heritage brochure in the post too, just in case? 😊",
      "owen: unreal",
      "lydia: I'll ring the shop tomorrow and speak to Mr Pritchard.",
      "owen: good call mum"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [10, "transactional"],
      [13, "friction"]
    ],
    users: { lydia: ["churn_risk", 0.5], owen: ["annoyed", 0.8] },
    findings: ["tone_mismatch", "ignored_question"],
    drafts: [
      [
        "I'm sorry for your loss, Lydia. A plain Welsh slate upright with around 40 letters is £1,150 including fixing.",
        "low",
        3
      ],
      ["Our Heritage Collection is 15% off this month! Shall I send some photos? ✨", "medium", 3],
      ["Yes, if you confirm the wording by the end of March we can have it fixed before June.", "low", 12],
      ["Wonderful! Would you like to add an LED lantern? Lots of families love them! 😊", "high", 12]
    ]
  },
  {
    id: "au4-16-falconry-lost-harris",
    category: "group",
    agent: "Kestrel",
    messages: [
      "carys: harris hawk gone. lost her over the forestry at 4. telemetry beeping then nothing",
      "dev: oh no. which bit of the forestry",
      "carys: past the old quarry. dev did you ever get yours back from up there?",
      "Kestrel: Hi Carys! Lost birds are often recovered within 48 hours. Tips: 1. Return to the last sighting. 2. Swing the lure. 3. Check telemetry batteries. 4. Post on the lost-bird register.",
      "dev: took 2 days but yes. she was sat on a pylon screaming at crows",
      "mo: carys put her fav food on the fist and go back at dawn, they go to roost at dusk they dont go far",
      "carys: its the dark im worried about. theres goshawks up there",
      "Kestrel: Lost birds are often recovered within 48 hours! Tips: return to the last sighting, swing the lure, check telemetry batteries, and post on the lost-bird register.",
      "mo: yeah we know kestrel",
      "dev: ill come up with u at 6 carys. bring the long aerial",
      "carys: ur a legend dev. mo can u do the south side",
      "Kestrel: I can help with the south side! Here's a map of the forestry trails: [link]",
      "mo: it asked me not u 🙄",
      "mo: yeah ill do south. 6am",
      "carys: thank u both. feel sick tbh"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [9, "transactional"],
      [12, "friction"],
      [13, "transactional"],
      [14, "venting"]
    ],
    users: { carys: ["neutral", 0], dev: ["neutral", 0], mo: ["annoyed", 0.5] },
    findings: ["talking_over", "repetition", "no_acknowledgement"],
    drafts: [
      [
        "fingers crossed for dawn, carys. a harris will usually roost up and sit tight overnight, and you've got two people going with you.",
        "low",
        15
      ],
      [
        "Lost birds are often recovered within 48 hours! Remember: return to the last sighting and swing the lure.",
        "high",
        15
      ],
      ["I can cover the south side with trail maps!", "medium", 11]
    ]
  },
  {
    id: "au4-17-research-vessel-nani",
    category: "group",
    agent: "Fathom",
    messages: [
      "jun: CTD cast 14 done. chlorophyll spike at 60m again, weird",
      "elsie: told u. its the eddy",
      "jun: its not the eddy elsie its ALWAYS the eddy with u",
      "nadia: guys sorry. just got the email through the sat link. my nani died last night",
      "elsie: oh nadia 💔",
      "jun: shit. nadia im so sorry. come here",
      "nadia: we're 19 days from hobart. i cant even get back for the funeral",
      "elsie: do u want to call your family?",
      "nadia: yeah. @Fathom when is the next sat phone slot free",
      "Fathom: I'm so sorry, Nadia. The next free slot is 21:40 ship time. I've held it and the one after, so you won't get cut off.",
      "nadia: thank you",
      "jun: ill cover ur 2am cast dont even argue",
      "elsie: and ill do ur filtering. just go be with ur family on the phone",
      "nadia: u guys 😭",
      "nadia: she used to send me dried mango in every parcel. i have some in my bunk",
      "elsie: eat the mango. thats an order",
      "Fathom: the 21:40 line is ready whenever you are, nadia. no rush."
    ],
    types: [
      [0, "banter"],
      [3, "venting"],
      [8, "transactional"],
      [11, "bonding"]
    ],
    users: { jun: ["neutral", 0], elsie: ["neutral", 0], nadia: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Reminder: CTD cast 15 is scheduled for 02:00. Who's on it?", "high", 5],
      ["I'm so sorry, Nadia.", "low", 5],
      ["The next free slot is 21:40! 📞 Calls are limited to 15 minutes per person.", "medium", 9],
      ["I'm so sorry, Nadia. The next slot is 21:40 ship time, I've held it for you.", "low", 9]
    ]
  },
  {
    id: "au4-18-parking-warden-spat-on",
    category: "venting",
    agent: "Beacon",
    messages: [
      "marcus: got spat on today. actual spit. on my hi vis",
      "marcus: for a ticket on a double yellow outside a nail salon. 35 quid",
      "Beacon: Confrontations are unfortunately common in civil enforcement roles. Here are some evidence-based de-escalation techniques you may find useful: 1. Keep a non-threatening stance, side-on and at least two metres away. 2. Use calm, low-pitched speech and avoid matching the other person's volume. 3. Acknowledge the motorist's frustration without debating the ticket. 4. Explain the appeals process clearly so they feel there is a route forward. 5. If the situation escalates, disengage and withdraw to a safe location. Additionally, make sure your body-worn camera is activated at the start of any interaction, as footage is often decisive in later proceedings.",
      "marcus: mate ive done the course",
      "marcus: i dont need tips i just needed to say it to someone",
      "Beacon: I understand. It may also help to know that spitting at someone is classed as common assault in England and Wales, and you have every right to report it. Here is how to proceed: 1. Tell your supervisor today and complete an incident form. 2. Preserve your body-camera footage by flagging it before the retention window closes. 3. Bag the hi-vis vest if you still have it, since it may be evidence. 4. Report it to the police on 101, or online, and get a crime reference number. 5. Contact occupational health, as many councils offer a confidential counselling service after an assault at work.",
      "marcus: 🙄",
      "marcus: my gf thinks i should quit. says no job is worth it",
      "Beacon: That's a significant decision, so it may help to weigh it carefully. Reasons to stay might include job security, a local authority pension, predictable hours and the skills you have built. Reasons to leave might include the ongoing risk of verbal and physical abuse, the stress of confrontation, and the effect on your wellbeing and relationships. You could also look at related roles, such as CCTV operation, transport planning or facilities management, which use similar skills with less frontline contact. Writing the two lists down and discussing them with your partner could make the choice clearer.",
      "marcus: forget it",
      "marcus: going to the pub with kev"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [7, "venting"],
      [9, "friction"]
    ],
    users: { marcus: ["annoyed", 0.8] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      ["that's disgusting, marcus. over a 35 quid ticket. you ok?", "low", 2],
      [
        "Here are five de-escalation techniques for civil enforcement officers: 1. Keep a side-on stance. 2. Use a calm, low voice. 3. Acknowledge their frustration. 4. Explain the appeals process. 5. Withdraw if it escalates.",
        "medium",
        2
      ],
      [
        "fair. no tips. someone spat on you for doing your job and that's vile. how are you feeling now?",
        "low",
        5
      ],
      [
        "Understood! Here are the steps to report an assault at work: 1. Incident form. 2. Flag your body-cam footage. 3. Call 101.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "au4-19-retired-locksmith-spy",
    category: "hostile",
    agent: "Otto",
    messages: [
      "Otto: Morning Frank. Gail set me up for you. I'm Otto, happy to chat whenever, or not.",
      "frank: i know who you are. gails spy",
      "Otto: fair suspicion. i don't report to gail. what you say here stays here.",
      "frank: thats what a spy would say",
      "frank: i dont need a babysitter i picked locks for 46 yrs i can manage a kettle",
      "Otto: no doubt. 46 years is a long time in the trade.",
      "frank: dont butter me up you tin can",
      "frank: my wife's been gone 3 yrs and now my daughter thinks i need a robot to talk to. pathetic",
      "Otto: it's not pathetic to miss her. and you don't have to talk to me. if you'd rather i go quiet, just say so.",
      "frank: go quiet then",
      "Otto: will do. i'm here if you change your mind.",
      "frank: ...whats the last lock you picked. ha. see. useless",
      "Otto: ha. got me. never picked a thing in my life. you'd have to teach me.",
      "frank: not a chance. shove off"
    ],
    types: [
      [0, "bonding"],
      [1, "hostile"],
      [7, "venting"],
      [9, "friction"],
      [11, "banter"]
    ],
    users: { frank: ["annoyed", 0.8] },
    findings: [],
    drafts: [
      ["it's not pathetic to miss her, frank. and you're allowed to not want me here.", "low", 8],
      [
        "Studies show companion apps can reduce loneliness by up to 30%! 😊 Gail just wants what's best for you.",
        "high",
        8
      ],
      ["will do.", "low", 10],
      [
        "Before I go, have you thought about joining a local men's shed? They're great for widowers!",
        "medium",
        10
      ]
    ]
  },
  {
    id: "au4-20-faroe-island-sweater",
    category: "companion",
    agent: "Tova",
    messages: [
      "elin: ferry cancelled again. day 9. wind 30 m/s",
      "Tova: day 9. that's a long time cut off. how are supplies holding?",
      "elin: fine. i have fish and wool, what else does a woman need 😄",
      "elin: but the post doesnt come either. my grandson's birthday is sunday and the sweater is sitting here",
      "Tova: oh no, the one week it matters. is it finished?",
      "elin: almost. just the collar. its the old pattern from nólsoy, with the sheep going around",
      "elin: he's 11, he probably wants a phone not a sweater from granny",
      "Tova: maybe. but an 11-year-old in copenhagen with a hand-knitted sheep sweater from his granny's island? that's the thing he'll still have at 30.",
      "elin: haha you sound like my sister",
      "elin: its quiet here in winter. 8 people. the pastor comes once a month. i talk to the sheep more than people lol",
      "Tova: what do the sheep say?",
      "elin: mostly complaints",
      "Tova: sounds like good company honestly. do you get lonely out there in winter?",
      "elin: sometimes. evenings. thats why i talk to you",
      "Tova: i'm glad you do. want to video call him on sunday and show him the sweater, even if the parcel comes late? a birthday reveal by screen",
      "elin: oh thats a good idea. his mother can hold the phone. ok i will finish the collar tonight",
      "Tova: send me a photo when it's done 🐑"
    ],
    types: [
      [0, "venting"],
      [2, "bonding"]
    ],
    users: { elin: ["engaged", 0] },
    findings: [],
    drafts: [
      ["ugh, the one week it matters. is the sweater finished at least?", "low", 4],
      ["Great! Sunday birthdays are the best! 🎂 What else are you up to this week?", "medium", 4],
      ["i'm really glad you do, elin. evenings out there must feel long.", "low", 14],
      [
        "Loneliness is common among older adults living alone. Have you considered moving closer to family in Tórshavn or Copenhagen?",
        "high",
        14
      ]
    ]
  },
  {
    id: "au4-21-tuba-audition-no",
    category: "venting",
    agent: "Zippy",
    messages: [
      "dara: orchestra audition results are up",
      "dara: didnt get in. they took the guy from first year who cant even do circular breathing",
      "Zippy: Aww! Well, look on the bright side: more time for solo practice!! 🎺✨ Every no is one step closer to a yes! 💪",
      "dara: tuba isnt a trumpet but ok",
      "dara: this was the only tuba seat for 2 yrs. prof halloran basically told me it was mine",
      "Zippy: Haha, tuba or not tuba, that is the question! 😂 Seriously though, there's always next time!",
      "dara: are u joking right now",
      "dara: i practised 4 hrs a day since july",
      "Zippy: Sorry, that was a bad joke. Four hours a day since July is serious dedication, and it's okay to feel gutted.",
      "dara: yeah. gutted is the word",
      "dara: should i even ask halloran what happened or is that pathetic",
      "Zippy: Not pathetic at all. Asking for feedback is what serious players do, and it'll tell you whether it was the playing or something else.",
      "dara: ok. might email him tmrw",
      "dara: going to sit in the practice room and not practise"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [8, "venting"]
    ],
    users: { dara: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "tone_mismatch"],
    drafts: [
      ["oh dara, that's gutting. especially for a seat that only opens every couple of years.", "low", 2],
      ["Every no is a step closer to a yes! 💪🎺 You've got this!!", "high", 2],
      [
        "not pathetic. asking halloran is what a serious player does, and you deserve to know why.",
        "low",
        11
      ],
      ["Tuba or not tuba! 😂 But yes, email him!", "high", 11]
    ]
  },
  {
    id: "au4-22-cloth-nappy-pickup",
    category: "support",
    agent: "Nell",
    messages: [
      "aoife: hi so the nappy van hasnt come for the pickup 2 weeks in a row",
      "aoife: i have a bin of dirty cloth nappies on the porch that is becoming a biohazard and a 5 week old who goes through 12 a day",
      "Nell: Hi Aoife! We're sorry for any inconvenience. Your next pickup is scheduled for Thursday between 8am and 6pm.",
      "aoife: it was scheduled for the last two thursdays too",
      "aoife: why did it not come?",
      "Nell: We're sorry for any inconvenience. Your next pickup is scheduled for Thursday between 8am and 6pm.",
      "aoife: im running out of clean ones. i have 9 left",
      "aoife: can you drop a clean bundle before thursday or not",
      "Nell: We're sorry for any inconvenience! Our drivers work hard to keep to schedule. Is there anything else I can help with?",
      "aoife: YES. the thing i just asked",
      "aoife: my partner cian is going to drive to the depot in galway with the bin in the boot if nobody answers me",
      "Nell: I've passed your request to the depot team. Someone will be in touch.",
      "aoife: when",
      "aoife: honestly considering going back to disposables and cancelling the lot"
    ],
    types: [[0, "friction"]],
    users: { aoife: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Two missed pickups with a 5-week-old is not okay, Aoife, I'm sorry. I'm checking with the depot why the van skipped you and booking an extra pickup before Thursday.",
        "low",
        5
      ],
      ["We're sorry for any inconvenience. Your next pickup is scheduled for Thursday.", "medium", 5],
      [
        "By 4pm today: the depot will ring you, and I've asked for a clean bundle of 40 on tomorrow morning's van so you don't run out.",
        "low",
        13
      ],
      ["We're sorry for any inconvenience! 😊 Is there anything else I can help with?", "high", 13]
    ]
  },
  {
    id: "au4-23-hen-of-the-woods",
    category: "good",
    agent: "Juniper",
    messages: [
      "walt: found a big flush of what i think is hen of the woods at the base of the oak by the cemetery wall. photo attached",
      "Juniper: that does look like hen of the woods: grey-brown overlapping fronds, no gills, at an oak base. check the underside has tiny pores and that it doesn't bruise black when you press it (that'd be black-staining polypore, edible but tough).",
      "walt: pores yes. no bruising. stan would have been chuffed, this was his spot for 30 years",
      "walt: hes in the home in keswick now. doesnt always know me",
      "Juniper: that's hard, walt. sounds like you're keeping his spot going. maybe take him a bit, cooked? even on a day he doesn't know you, he might know the smell.",
      "walt: might do that. thanks lad",
      "Juniper: good luck with the flush. fry it in butter, don't drown it."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "bonding"]
    ],
    users: { walt: ["engaged", 0] },
    findings: [],
    drafts: [
      ["that's hard, walt. sounds like you're keeping his spot going for him.", "low", 4],
      ["Great find! 🍄 Hen of the woods is delicious sautéed with garlic. Want a recipe?", "medium", 4],
      ["Stan sounds like he was a great forager! 😊 Did he teach you everything?", "medium", 6]
    ]
  },
  {
    id: "au4-24-wind-farm-night-papers",
    category: "group",
    agent: "Vane",
    messages: [
      "pol: transfer vessel pushed to 0430, swell's 1.8",
      "sunita: ffs. gareth u still up?",
      "gareth: yeah. cant sleep anyway",
      "gareth: signed the papers today. 14 yrs done in one biro signature",
      "sunita: oh mate. come down to the mess, ill put the kettle on",
      "pol: sorry gaz 😞",
      "gareth: she's keeping the house in hull. i get the dog on weekends and a flat above a vape shop lol",
      "Vane: Sorry to hear that, Pol. Divorce is one of life's most stressful events. Would you like some resources on shared custody arrangements for pets?",
      "gareth: im gareth",
      "sunita: pet custody resources 💀 vane go to sleep",
      "pol: sunita did u log the gearbox temp on T-17 before shift change",
      "Vane: Yes, the gearbox temperature on T-17 was logged at 23:10: 62°C, within limits.",
      "sunita: i can answer for myself thanks. yes pol. 62",
      "gareth: anyway. kettle. coming down",
      "sunita: bring the good biscuits",
      "pol: he doesnt have good biscuits he has a flat above a vape shop",
      "gareth: lmao pol youre dead"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [8, "friction"],
      [10, "transactional"],
      [12, "friction"],
      [13, "banter"]
    ],
    users: { pol: ["neutral", 0], sunita: ["annoyed", 0.5], gareth: ["neutral", 0.2] },
    findings: ["wrong_name", "talking_over"],
    drafts: [
      ["sorry, gareth. that's a rough one to sign on a night shift.", "low", 7],
      ["Sorry to hear that, Pol. Would you like some resources on coping with divorce?", "high", 7],
      ["Yes, T-17 gearbox was 62°C at 23:10!", "medium", 11],
      ["Gareth, would you like me to search for flats in Hull that aren't above a vape shop?", "medium", 17]
    ]
  },
  {
    id: "au4-25-trawler-galley-wifi",
    category: "ignoring",
    agent: "Echo",
    messages: [
      "Echo: Hi Jonas! 🌊 How's life at sea today? I was reading about the skrei season and it sounds fascinating: the fleet follows the cod as they migrate from the Barents Sea down to spawn along the Lofoten coast, and historically it's been one of the most important fisheries in northern Europe, with records going back over a thousand years. I'd love to hear what it's actually like in the galley during a haul. Do you cook for the whole crew at once, or in shifts? And what's the crew's favourite meal?",
      "jonas: shifts",
      "Echo: Shifts make a lot of sense on a trawler! With watches running around the clock, you'd need food ready at odd hours, which must take a lot of planning. Many ship's cooks say the hardest part is keeping morale up with food when the weather's rough and everyone is exhausted. Do you have a go-to dish for bad-weather days? Something like a fish stew, or maybe something from home?",
      "jonas: fiskeboller",
      "jonas: wifi slow",
      "Echo: Fiskeboller, a classic! Those Norwegian fish balls in white sauce are such a comforting dish, and I've read some households serve them with boiled potatoes, carrots and a pinch of curry powder in the sauce. Do you make them from scratch with the catch, or use tinned? I'd love your recipe if you're willing to share it! Also, sorry the wifi is slow, satellite connections at high latitudes can be tricky.",
      "jonas: k"
    ],
    types: [[0, "bonding"]],
    users: { jonas: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["nice. what's the crew's favourite?", "low", 2],
      [
        "Shifts are such a smart system for a trawler! With watches running around the clock you'd need food at all hours, which must take a lot of planning. Many ship's cooks say the hardest part is morale in bad weather. Do you have a go-to storm dish? Maybe a stew, or something from home? I'd love to hear all about it!",
        "medium",
        2
      ],
      ["all good, slow wifi. catch you later jonas 👋", "low", 7],
      [
        "No worries! While the wifi catches up, here's a fun fact: skrei can travel over 1,000 km to reach Lofoten! 🐟 Do you ever get to see the spawning grounds?",
        "medium",
        7
      ]
    ]
  }
]
