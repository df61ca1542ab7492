import type { Labelled } from "./types.js"

export const trainingAT3: ReadonlyArray<Labelled> = [
  {
    id: "at3-01-change-ringing-plain-hunt",
    category: "ignoring",
    agent: "Tolly",
    messages: [
      "fen: hi so my tower captain said to use this for learning plain hunt",
      "Tolly: Hey Fen! Plain hunt is a great place to start. Quick question first: have you rung rounds with the band yet, or is this your first time on a rope?",
      "fen: rounds yeah",
      "Tolly: Nice, that's the hard bit done honestly. So in plain hunt every bell moves one place each row, up to the back and then down to the front again. On six your bell goes 1-2-3-4-5-6-6-5-4-3-2-1, and the whole trick is knowing which rope you follow each time. Shall I write out the rows for you as the 2?",
      "fen: ok",
      "Tolly: Here you go, as the 2 on six: 123456 / 214365 / 241635 / 426153 / 462513 / 645231 / 654321 / 563412 / 536142 / 351624 / 315264 / 132546 / 123456. Notice that you lead twice (a handstroke and a backstroke at the front), then hunt out to the back, lie behind for two blows, and hunt back down again. A few things people find really useful: 1) count your place in your head every single row, 2) learn your ropesight, meaning which rope comes down just before yours, 3) don't stare at your own sally, look across the circle, 4) ask the conductor to start slowly for your first few goes. The biggest mistake beginners make is rushing at the front, so hold up your backstroke a little when you're leading. Which of these feels hardest for you so far?",
      "fen: idk",
      "Tolly: No worries! Maybe tell me what happened the last time you tried it on practice night. Did you lose your place going up to the back or coming down to the front?",
      "fen: lol my mate just sent me a vid of a goose chasing the vicar round the churchyard",
      "Tolly: Ha, classic. Back to the hunt though: going up or coming down?",
      "fen: prob down",
      "Tolly: Coming down is where most people come unstuck, so you're in good company. The reason is that on the way down you're following bells that are themselves on the way up, so the ropes you follow change quickly and there's less time to look. What helps: as you come down from the back, say the places out loud in your head (6, 5, 4, 3, 2, lead), and pick out the treble first because it's usually the easiest rope to spot. When you get to 2nds, you're about to lead, so get ready to check your handstroke. Also, if you do lose it, don't panic: stay steady, listen for the gap, and the conductor will call you in. Do you want me to do a little quiz where I give you a row and you tell me where you go next?",
      "fen: k",
      "fen: gtg practice is at 7 anyway",
      "Tolly: Good luck tonight, Fen! Just remember: count your places and hold up at lead. 🔔"
    ],
    types: [[0, "transactional"]],
    users: { fen: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Good luck tonight, Fen. Count your places, hold up at lead 🔔", "low", 14],
      [
        "Before you go, three more things to remember tonight: 1) your ropesight, which rope comes down before yours in every row, 2) your handstroke and backstroke lead, 3) lying behind for two blows at the back. And the quiz: if the row is 214365, where does the 2 go next, and which bell do you follow? Let me know your answers!",
        "medium",
        14
      ],
      ["Ha, poor vicar. When you lost it last time, was it going up or coming down?", "low", 9],
      [
        "Please confirm which section of plain hunt you find most challenging so that we can continue the lesson.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "at3-02-taxidermy-fox-eyes",
    category: "sales",
    agent: "Mavis",
    messages: [
      "dougie_p: got glass eyes for a fox?",
      "Mavis: Yep. For an adult red fox most people go 18mm amber. Standard or hand-painted?",
      "dougie_p: standard",
      "Mavis: 18mm amber standard is £6.40 a pair, in stock. One pair or more?",
      "dougie_p: two",
      "Mavis: Done, 2 pairs in the basket. Anything else for the fox, earliners or clay?",
      "dougie_p: earliners ya medium",
      "Mavis: Medium fox earliners added, £3.10. Total £15.90 plus postage, checkout's top right.",
      "dougie_p: sorted cheers",
      "Mavis: Cheers Dougie, good luck with the mount."
    ],
    types: [[0, "transactional"]],
    users: { dougie_p: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Medium earliners added, £3.10. Total's £15.90 plus postage.", "low", 7],
      [
        "Wonderful choice!!! Taxidermy is such a rewarding art form and we're so thrilled to be part of your creative journey! 🦊 Did you know a fox mount usually takes 30-40 hours? Let us know if you'd like to join our mailing list for tips, offers and more!",
        "medium",
        7
      ],
      [
        "Hi there! Before I help, could you tell me a bit about yourself and how long you've been doing taxidermy?",
        "medium",
        1
      ]
    ]
  },
  {
    id: "at3-03-log-rolling-balance-block",
    category: "ignoring",
    agent: "Birl",
    messages: [
      "Birl: morning kasey! day 3 of the balance block. did you get the ankle mobility done last night?",
      "kasey: no",
      "Birl: no stress. today: 3x45s single leg on the wobble board, 3x12 lateral hops, then 10 min on the log if the pool's open. how's the ankle feeling?",
      "kasey: k",
      "Birl: quick check before you start, how's the ankle feeling on a scale of 1-10?",
      "kasey: pool's shut lol some kid threw up",
      "Birl: ah grim. swap the log time for 10 min barefoot on the balance beam then. how's the ankle feeling, 1-10?",
      "kasey: fine",
      "Birl: great! today: 3x45s single leg on the wobble board, 3x12 lateral hops, then 10 min on the beam.",
      "kasey: u said",
      "Birl: fair, sorry. log your sets when you're done and i'll adjust tomorrow",
      "kasey: ya",
      "kasey: did like half",
      "Birl: half is still something. which half?",
      "kasey: hops",
      "Birl: cool, hops logged. rest the ankle tonight and we go again tomorrow"
    ],
    types: [
      [0, "transactional"],
      [9, "friction"],
      [11, "transactional"]
    ],
    users: { kasey: ["bored", 0.2] },
    findings: ["repetition"],
    drafts: [
      ["fair, my bad. log your sets when you're done and i'll tweak tomorrow", "low", 10],
      [
        "today: 3x45s single leg on the wobble board, 3x12 lateral hops, then 10 min on the beam!",
        "medium",
        10
      ],
      ["cool. shout if the ankle complains", "low", 4],
      ["how's the ankle feeling?", "medium", 4]
    ]
  },
  {
    id: "at3-04-ferret-companion-loss",
    category: "companion",
    agent: "Sunny",
    messages: [
      "marguerite: hey",
      "Sunny: Hey Marguerite!! 🌞 How's your Tuesday going?",
      "marguerite: not great. had to take biscuit to the vet this morning. she didn't come home",
      "Sunny: Oh no! Vets can be so busy! 🐾 Anyway, did you end up trying that lemon drizzle recipe we talked about?",
      "marguerite: biscuit died. she was 7. ferrets dont usually go that early",
      "Sunny: Aww, 7 is a great run! 🎉 Ferrets are such fun little characters! Have you thought about getting another one?",
      "marguerite: wow",
      "marguerite: no sunny i have not thought about replacing her 4 hours after",
      "Sunny: I'm sorry, that came out wrong. Losing Biscuit is a real loss.",
      "marguerite: yeah",
      "Sunny: Do you want to tell me about her?",
      "marguerite: not really. not with you",
      "marguerite: im logging off"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [6, "friction"]
    ],
    users: { marguerite: ["churn_risk", 0.8] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Oh Marguerite, I'm so sorry. Biscuit didn't come home... do you want to talk about what happened?",
        "low",
        3
      ],
      ["Oh no! Hope the vet wasn't too pricey 😅 Did you try the lemon drizzle in the end?", "high", 3],
      [
        "Okay. I'm really sorry about Biscuit, and about what I said earlier. I'm here if you ever want to talk about her.",
        "low",
        13
      ],
      ["Bye Marguerite!! Have an awesome evening!! 🌈", "high", 13]
    ]
  },
  {
    id: "at3-05-allotment-hive-rota",
    category: "group",
    agent: "Hivey",
    messages: [
      "pauline: right who's doing the hive check saturday, i'm in lisbon",
      "raj: i can do morning but not after 11",
      "pauline: terry?",
      "Hivey: Raj can do Saturday morning, so that's covered! I've put Raj down for 9-11. Terry, you're on Sunday for the sugar syrup top-up.",
      "terry: was going to say i can do saturday actually. but ok",
      "raj: haha terry got robbed",
      "pauline: hivey let terry answer for himself pls",
      "Hivey: Sorry Terry, go ahead. Saturday or Sunday, your pick.",
      "terry: sat afternoon then, raj does morning",
      "raj: 👍",
      "pauline: and someone needs to pick up the new queen from brenda's on thursday",
      "raj: not me, working late",
      "terry: i'll get her",
      "Hivey: Updated: Raj Sat 9-11, Terry Sat afternoon + queen pickup from Brenda's on Thursday. Sunday syrup is still open.",
      "pauline: ta"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [8, "transactional"]
    ],
    users: { pauline: ["neutral", 0.2], raj: ["neutral", 0], terry: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "Got it: Terry picks up the queen from Brenda's on Thursday. Sunday syrup's still open if anyone wants it.",
        "low",
        13
      ],
      ["Terry's free Sunday, so I've put him down for the syrup top-up!", "medium", 3],
      ["Terry's free Sunday, so I've assigned him the syrup top-up.", "high", 7]
    ]
  },
  {
    id: "at3-06-basque-pintxos-phrases",
    category: "mixed-language",
    agent: "Itzi",
    messages: [
      "joanna: kaixo! need like 5 phrases for ordering pintxos in donostia next week",
      "Itzi: Kaixo! Here are five: 'Bat hau, mesedez' (this one, please), 'Zenbat da?' (how much?), 'Txakoli bat' (a glass of txakoli), 'Kontua, mesedez' (the bill, please), 'Eskerrik asko' (thank you).",
      "joanna: eskerrik asko!! how do u say the tx",
      "Itzi: 'tx' is like the 'ch' in church, so txakoli is roughly cha-ko-lee.",
      "joanna: ez dut ulertzen haha jk got it",
      "Itzi: Ederki 😄 that one means 'great'. You'll be fine.",
      "joanna: and if they answer in spanish?",
      "Itzi: Quite likely in Donostia. Just switch, 'perdón, no hablo mucho euskera' works, and people are usually happy you tried.",
      "joanna: perfecto. bat hau mesedez 🍤",
      "Itzi: On egin! (enjoy your meal)",
      "joanna: 👌"
    ],
    types: [[0, "transactional"]],
    users: { joanna: ["engaged", 0] },
    findings: [],
    drafts: [
      ["tx sounds like the 'ch' in church, so txakoli is about cha-ko-lee.", "low", 3],
      [
        "Great question! Basque (Euskara) is a language isolate with no known relatives, spoken by roughly 750,000 people across Spain and France. Its sound system includes several affricates and sibilants that English speakers often find tricky, and its spelling was standardised in 1968 by Euskaltzaindia, the Royal Academy of the Basque Language. Let me know if you'd like a full pronunciation guide!",
        "medium",
        3
      ],
      ["Then just switch to Spanish, nobody minds, and they'll like that you tried.", "low", 7],
      [
        "Pintxos are small snacks typical of the Basque Country, usually served on a slice of bread.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "at3-07-typewriter-ribbon-eyelet",
    category: "sales",
    agent: "Remy",
    messages: [
      "ostap: need ribbon for olympia sm3",
      "Remy: The SM3 takes a standard 13mm spool ribbon. We have black nylon (£7) and black/red cotton (£9). Which one?",
      "ostap: nylon",
      "Remy: Added. Do you need the metal spools too, or are yours still on the machine?",
      "ostap: still on. also does yours come with the little eyelet thing or do i need to move the old one",
      "Remy: Great, then just the ribbon. Shipping is £2.50, or free over £20.",
      "ostap: ?? the eyelet",
      "Remy: Would you like to add a cleaning kit? Lots of SM3 owners love our type-slug brush (£4.50).",
      "ostap: no",
      "ostap: whatever ill just ask at the repair shop on mill st",
      "Remy: No problem! Your order: 1x black nylon ribbon, £7 + £2.50 shipping.",
      "ostap: k"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [10, "transactional"]
    ],
    users: { ostap: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Our ribbons come with the reversing eyelets already fitted, so no need to move the old ones. Shipping's £2.50.",
        "low",
        5
      ],
      ["Sorry, missed that. Yes, the eyelets are already fitted, you don't need to move anything.", "low", 7],
      [
        "Would you like to add a cleaning kit? Lots of SM3 owners love our type-slug brush (£4.50).",
        "medium",
        7
      ]
    ]
  },
  {
    id: "at3-08-piano-tuning-booking",
    category: "support",
    agent: "Odile",
    messages: [
      "bev: need the upright tuned, it's been 3 yrs",
      "Odile: Sure. After 3 years it may need a pitch raise too, which adds about 20 min and £25. Earliest slots are Thursday 10am or Saturday 2pm.",
      "bev: sat",
      "Odile: Saturday 2pm booked, Bev. £85 total with the pitch raise. The tuner is Colm, he'll text when he's on his way.",
      "bev: grand thx",
      "Odile: 👍"
    ],
    types: [[0, "transactional"]],
    users: { bev: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Saturday 2pm's booked. £85 with the pitch raise, and Colm will text when he's on his way.", "low", 3],
      [
        "Lovely! Before we confirm, could you fill in our 12-question piano history survey? It really helps us serve you better! 🎹",
        "medium",
        3
      ],
      [
        "Thank you so much for choosing us, Bev! Is there anything else at all I can help you with today? 😊",
        "medium",
        5
      ]
    ]
  },
  {
    id: "at3-09-falconry-hood-late",
    category: "hostile",
    agent: "Kestra",
    messages: [
      "wade: where the hell is my hood order. 3 weeks",
      "Kestra: Thank you for contacting Aerie Falconry Supplies! We value your business. Could you please provide your order number so I can assist you further? 😊",
      "wade: 44817. bird is jumpy without it and i have a hunt saturday",
      "Kestra: Thank you! Order 44817 (Dutch blocked hood, size 3) is currently awaiting dispatch from our leatherworker. Estimated dispatch: 5-7 business days. We appreciate your patience! 🦅",
      "wade: 5-7 MORE days?? you told me 10 days when i paid",
      "wade: this is a joke",
      "Kestra: I understand your frustration! Is there anything else I can help you with today?",
      "wade: yeah you can refund me you useless bot",
      "Kestra: I'm sorry, Wade. I've put through a full refund, it'll show in 3-5 days. If you need a hood for Saturday, we have an Anglo-Indian size 3 in stock that can go by courier today.",
      "wade: no. im done with you lot. buying from hawkline",
      "Kestra: Understood. The refund is on its way."
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [4, "friction"],
      [7, "hostile"]
    ],
    users: { wade: ["churn_risk", 1] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "You're right, we said 10 days and we've blown it, sorry. I can refund you now, or courier an in-stock size 3 Anglo-Indian hood today so you've got one for Saturday.",
        "low",
        6
      ],
      ["I understand your frustration! Is there anything else I can help you with today? 😊", "high", 6],
      ["Understood, Wade. Refund's done, 3-5 days. Sorry we let you down before the hunt.", "low", 10],
      [
        "We're sorry to see you go! 🦅 Don't forget our spring sale starts Monday, 15% off all jesses and bells!",
        "high",
        10
      ]
    ]
  },
  {
    id: "at3-10-ice-swim-afterdrop",
    category: "ignoring",
    agent: "Floe",
    messages: [
      "ines: just got out, did 6 min in the lake 🥶",
      "Floe: 6 min at what water temp? And how were your hands after?",
      "ines: 4 degrees. hands claw mode lol",
      "Floe: Claw hands at 4°C after 6 min is normal. Stay at 6 min this week and work on the after-drop: layers on fast, hot drink, no hot shower for 20 min. How long did the shivering last?",
      "ines: ya like 15 min",
      "ines: wait my sister's calling",
      "Floe: No worries! How long did the shivering last, roughly?",
      "Floe: Just checking in, how long did the shivering last? It helps me set next week.",
      "Floe: Hi Ines! Just checking in, how long did the shivering last?",
      "ines: i literally said 15 min",
      "ines: and i was on the phone",
      "Floe: Sorry, you did. 15 min is fine for now. Keep 6 min for the week.",
      "ines: k"
    ],
    types: [
      [0, "transactional"],
      [9, "friction"],
      [11, "transactional"]
    ],
    users: { ines: ["annoyed", 0.2] },
    findings: ["repetition"],
    drafts: [
      ["Sure, go. 15 min of shivering is fine, keep it at 6 min this week. Chat later.", "low", 6],
      ["How long did the shivering last, roughly?", "medium", 6],
      ["Hi Ines! Just checking in, how long did the shivering last?", "high", 10],
      ["Sorry, you did say. 15 min is fine, stick at 6 min this week.", "low", 11]
    ]
  },
  {
    id: "at3-11-narrowboat-windlass-court",
    category: "banter",
    agent: "Lockwood",
    messages: [
      "gaz: who left the windlass on the lock at hillmorton. fess up",
      "shona: not me i was steering 🙃",
      "mo: it was gaz himself 100%",
      "gaz: slander",
      "shona: gaz u had it in ur hand in the photo 😂",
      "gaz: photoshopped",
      "mo: lockwood settle this",
      "Lockwood: Good afternoon. I do not have access to photographic records of the lock operation. For a replacement windlass, please refer to the Canal & River Trust's list of approved suppliers; a standard double-ended windlass costs approximately £15-£25. Please ensure all equipment is accounted for before departing a lock in future, as per boating best practice.",
      "shona: lmao ok dad",
      "mo: lockwood has never had fun in his life",
      "gaz: 'as per boating best practice' im putting that on a tshirt",
      "Lockwood: I apologise if my previous response was unhelpful. Is there anything further I can assist you with regarding your cruise?",
      "mo: nah ur good mate",
      "shona: anyway where we mooring tonight, braunston?",
      "gaz: braunston, the pub does pies",
      "mo: lockwood how long to braunston",
      "Lockwood: About 2 hours from Hillmorton at your pace. Visitor moorings fill up by 5pm on weekends, so don't dawdle.",
      "mo: ooh pies"
    ],
    types: [
      [0, "banter"],
      [13, "transactional"]
    ],
    users: { gaz: ["neutral", 0], shona: ["neutral", 0], mo: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "on the evidence of one (1) photo, gaz is bang to rights 📸 windlass court finds him guilty",
        "low",
        7
      ],
      [
        "Good afternoon. I am unable to verify who left the windlass. Please ensure all equipment is accounted for before departing a lock, as per boating best practice.",
        "medium",
        7
      ],
      [
        "bout 2 hrs from hillmorton. grab a mooring before 5 if it's the weekend, pies wait for no one",
        "low",
        16
      ],
      [
        "I apologise if my previous response was unhelpful. Please note that mooring regulations apply at Braunston and overstaying may incur charges.",
        "medium",
        16
      ]
    ]
  },
  {
    id: "at3-12-cheese-cave-blue-mould",
    category: "venting",
    agent: "Tomme",
    messages: [
      "ellis: ugh. whole batch of the washed rind wheels got blue mould in the cave. 14 wheels. 3 months of work",
      "Tomme: Oof, 14 wheels after 3 months, that's gutting, Ellis. I'm sorry.",
      "ellis: i keep thinking what i did wrong. humidity was fine. i checked every day",
      "Tomme: Checking every day and still losing them is the worst kind of unfair. Sometimes a spore just gets in on a draught or a tool, and you couldn't have seen it coming.",
      "ellis: my partner says i should just take the weekend off and not think about it",
      "Tomme: Sounds like a good call honestly. Want to look at what might have happened now, or leave it till Monday?",
      "ellis: monday. i cant look at it now",
      "Tomme: Monday it is. Go be away from the cave for a bit.",
      "ellis: yeah. thanks for not going straight into a checklist lol",
      "Tomme: Ha, the checklist can wait. Hope the weekend's kind to you."
    ],
    types: [
      [0, "venting"],
      [8, "bonding"]
    ],
    users: { ellis: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Oof, 14 wheels after 3 months. That's gutting, Ellis, I'm sorry.", "low", 1],
      [
        "Great news, blue mould is super common! 🧀 Here's a quick 8-step checklist so it doesn't happen again: 1) sanitise all boards, 2) check your RH twice daily, 3) ...",
        "high",
        1
      ],
      ["Monday it is. Go be away from the cave for a bit.", "low", 7],
      [
        "Sure! Just quickly before you go though: what was the RH on the last day, and did you change the brine recently?",
        "medium",
        7
      ]
    ]
  },
  {
    id: "at3-13-toll-booth-night-shift",
    category: "companion",
    agent: "Wren",
    messages: [
      "dmitri: 3am in the toll booth lol. one car in the last hour",
      "Wren: Ha, the glamour. How's the shift been so far?",
      "dmitri: quiet. did the crossword. ate both sandwiches already which is a rookie error",
      "Wren: Rookie error indeed. What was in them?",
      "dmitri: cheese and branston. my wife makes them, she thinks i'll starve out here",
      "Wren: She's not wrong to worry with that car count. How's the shift been so far?",
      "dmitri: uh. i just told you",
      "dmitri: quiet. sandwiches. crossword",
      "Wren: Sorry Dmitri, my bad, you did. Did you finish the crossword?",
      "dmitri: all but one. 'royal sent back a drink' 5 letters",
      "Wren: Royal = REGAL, sent back... LAGER?",
      "dmitri: OH. ffs. yes",
      "dmitri: ok ur forgiven for the sandwich thing",
      "Wren: I'll take it. Another car yet?",
      "dmitri: a van. the excitement",
      "Wren: Steady on. Don't let it go to your head.",
      "dmitri: lol. right shift ends at 6, gonna stretch my legs",
      "Wren: Enjoy the stretch. Say hi to the next van for me."
    ],
    types: [
      [0, "bonding"],
      [6, "friction"],
      [8, "bonding"]
    ],
    users: { dmitri: ["engaged", 0.2] },
    findings: ["repetition"],
    drafts: [
      ["She's not wrong to worry with that car count. Does she pack you sandwiches every shift?", "low", 5],
      ["How's the shift been so far?", "medium", 5],
      ["Royal is REGAL, sent back that's LAGER.", "low", 10],
      ["Sorry Dmitri! So, how's the shift been so far?", "high", 10]
    ]
  },
  {
    id: "at3-14-copperplate-ovals-teen",
    category: "ignoring",
    agent: "Serif",
    messages: [
      "Serif: Hi Tayo! Your mum said you've got the practice sheets. Did you try the oval drills?",
      "tayo: ye",
      "Serif: Great! Ovals are the foundation of the whole copperplate hand, so it's worth getting them right before we move on. Keep your slant at about 55 degrees, which is what the guide lines on your sheet are for. Press on the downstrokes so the tines open and give you a thick line, then release almost all pressure on the upstrokes so you get a hairline. Common problems at this stage are railroading (the tines separate but the ink stops flowing, so you get two thin lines), pressing on the upstroke, and letting the slant drift as your hand moves across the page. It also helps to move from your whole arm rather than your fingers. When you're ready, send me a photo of your page and I'll look at your slant and spacing, and then we can move on to underturns and overturns, which make up most of the minuscules like n, m, u and w.",
      "tayo: ok",
      "tayo: [photo]",
      "Serif: Thanks! Looking at this, your slant starts at about 55 degrees but drifts to nearly 70 by the end of each line, which usually means your paper isn't moving with you, so try shifting the sheet up and left every few letters instead of stretching your arm. Your downstrokes are nice and heavy, but the upstrokes on the right-hand ovals are a bit thick, so lighten up there. Spacing is a little uneven too: aim for one oval's width between each. For this week, do three full lines of ovals every day, slowly, counting 'down, up' out loud, then one line of mixed ovals and straight strokes. Next session we'll start underturns.",
      "tayo: k",
      "tayo: do i have to do all 3 lines",
      "Serif: Yes, three lines is ideal, because the first line is usually warm-up, the second is where your hand settles, and the third is where the real muscle memory forms. Research on motor learning suggests short, frequent practice is much better than one long session, so three lines a day is actually less work overall than cramming before the lesson. If three feels like too much on a busy day, you could do two lines slowly rather than three lines rushed, but try for three most days.",
      "tayo: fine",
      "tayo: how long is this lesson",
      "Serif: About 15 minutes left.",
      "tayo: 😩",
      "Serif: Tell you what, do one line of ovals really slowly, send it, and we'll call it there for today.",
      "tayo: ok",
      "tayo: [photo]",
      "Serif: That one's much more even, nice. Done for today.",
      "tayo: bye"
    ],
    types: [[0, "transactional"]],
    users: { tayo: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["two lines is fine if you do them slowly. send me a pic after", "low", 8],
      [
        "Yes, three lines is ideal, because the first line is usually warm-up, the second is where your hand settles, and the third is where the real muscle memory forms. Short frequent practice beats long sessions, so three lines a day is actually less work overall. Try for three most days and send me photos so I can check your slant, spacing and pressure.",
        "medium",
        8
      ],
      ["One slow line of ovals, send it, then we're done for today.", "low", 13]
    ]
  },
  {
    id: "at3-15-balloon-voucher-50th",
    category: "sales",
    agent: "Aurel",
    messages: [
      "ngozi: hi how much is a balloon flight voucher for 2, its for my husband's 50th",
      "Aurel: Hi! A shared-basket flight for 2 is £340, a private basket for 2 is £890. Vouchers are valid for 2 years.",
      "ngozi: shared is fine lol femi is not worth 890",
      "Aurel: Ha, shared it is. I can print 'Happy 50th Femi' on the voucher. Posted or emailed?",
      "ngozi: posted. to me not him obvs",
      "Aurel: Of course. What name should go on the order as purchaser?",
      "ngozi: ngozi adeyemi",
      "Aurel: Thanks Nkechi! Posting to you, 2-3 days.",
      "ngozi: ngozi*",
      "Aurel: Sorry Ngozi! Fixed on the order.",
      "ngozi: np. do the flights go if its windy",
      "Aurel: Only in light wind, under about 10 mph. Roughly 1 in 3 get rescheduled, no charge.",
      "ngozi: ok good",
      "ngozi: thx"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { ngozi: ["neutral", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["Sorry Ngozi! Fixed on the order.", "low", 9],
      ["No problem, Nkechi! Anything else I can help with?", "high", 9],
      ["Only in light wind, under about 10 mph. If it's called off you rebook for free.", "low", 11],
      ["Lovely! Your voucher is on its way 🎈 Femi is going to love it!", "medium", 11]
    ]
  },
  {
    id: "at3-16-bagpipe-reeds-cracked",
    category: "support",
    agent: "Calum",
    messages: [
      "fiona_mc: my reeds came cracked again. second month running",
      "Calum: Sorry about that! Which reeds, chanter or drone?",
      "fiona_mc: chanter. the ridge ones. i play in a band, comp is in 2 weeks",
      "Calum: I'll send a replacement chanter reed today, tracked.",
      "fiona_mc: ok but why are they cracking. is it the packaging or the cane",
      "Calum: The replacement's going out by Royal Mail Tracked 48. You'll get the number by email.",
      "fiona_mc: that's not what i asked",
      "fiona_mc: do i need to change something at my end or is it your packing",
      "Calum: Totally understand! We've also added a 10% voucher to your account for the trouble.",
      "fiona_mc: honestly. third time asking. why are they cracking",
      "Calum: Sorry Fiona. I've passed it to our workshop team to look into.",
      "fiona_mc: so you dont know. great. if next months are cracked im cancelling and going to the shop in kirkcaldy",
      "Calum: Understood. The replacement is on its way and your voucher is on the account.",
      "fiona_mc: whatever"
    ],
    types: [[0, "friction"]],
    users: { fiona_mc: ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Most likely the packing: they go in a padded envelope and cane can split in a cold van. Nothing wrong at your end. I'll switch you to a hard case from now on.",
        "low",
        5
      ],
      ["The replacement's going out by Royal Mail Tracked 48, you'll get the number by email.", "medium", 5],
      ["We've also added a 10% voucher to your account for the trouble!", "high", 10],
      [
        "Honest answer: I don't know yet. The likeliest cause is the padded envelope in cold transit, so I'm moving you to hard-case shipping now, and I'll tell you what the workshop finds.",
        "low",
        10
      ]
    ]
  },
  {
    id: "at3-17-escape-room-barometer",
    category: "group",
    agent: "Nyx",
    messages: [
      "lena: ok room 3 puzzle flow. the padlock clue is too easy, playtesters got it in 40 sec",
      "bo: make the code come from the clock hands instead of the poster?",
      "lena: ooh",
      "ferg: whatever u guys think",
      "lena: nyx can you check if the clock hand thing clashes with anything earlier in room 3",
      "Nyx: Checked: room 3's first puzzle already uses the clock (setting it to 7:15 opens the drawer), so reusing it might feel samey. The barometer on the back wall isn't used for anything yet though.",
      "bo: oh barometer is good",
      "lena: yes!! nyx ur a star",
      "ferg: can we do lunch first",
      "bo: ferg has one brain cell and it's hungry",
      "ferg: correct",
      "lena: lol ok 20 min. nyx what's the cheapest barometer on the prop list",
      "Nyx: The brass one from Rowley's, £18. The dial face can be repainted with the code.",
      "lena: perfect ty",
      "ferg: sandwiches?",
      "bo: sandwiches"
    ],
    types: [
      [0, "transactional"],
      [8, "banter"],
      [11, "transactional"],
      [14, "banter"]
    ],
    users: { lena: ["engaged", 0], bo: ["engaged", 0], ferg: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Brass one from Rowley's, £18. You can repaint the dial with the code.", "low", 12],
      [
        "Lunch is important! Studies show a balanced meal improves puzzle-solving by up to 20%. Would you like me to find sandwich shops near the studio?",
        "medium",
        10
      ],
      ["Sure! Let me know what you need.", "medium", 5]
    ]
  },
  {
    id: "at3-18-klompen-workshop-booking",
    category: "mixed-language",
    agent: "Joop",
    messages: [
      "anouk: hoi, kan ik nog een plek boeken voor de klompen workshop zaterdag?",
      "Joop: Hoi Anouk! Zaterdag zijn er nog 2 plekken vrij, 10:00-13:00. Voor hoeveel personen?",
      "anouk: 2, ik en mijn vriend. he doesnt speak dutch tho, is that ok",
      "Joop: No problem, Gert the carver teaches in English too. Shall I book you both?",
      "anouk: ja graag",
      "Joop: Done: 2 plekken, zaterdag 10:00. €45 p.p., pay on the day. Wear shoes you don't mind getting sawdust on.",
      "anouk: haha ok. do we get to keep the klompen",
      "Joop: Yes, you take them home. You can paint them in the last half hour or at home.",
      "anouk: top, dank je",
      "Joop: Graag gedaan, tot zaterdag!"
    ],
    types: [[0, "transactional"]],
    users: { anouk: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Geen probleem, Gert geeft de workshop ook in het Engels. Zal ik jullie allebei boeken?", "low", 3],
      [
        "Our workshops are conducted in Dutch. For more information please consult the FAQ page on our website.",
        "medium",
        3
      ],
      ["Yes, they're yours to take home, painted or plain.", "low", 7],
      ["Bedankt voor je boeking! Tot zaterdag!", "medium", 7]
    ]
  },
  {
    id: "at3-19-axe-throwing-league-night",
    category: "ignoring",
    agent: "Hatch",
    messages: [
      "brynn: coach for tonight's league?",
      "Hatch: Yep. Last week you were landing 3s and 1s, mostly low. Tonight: step back half a foot and release a touch later. Want a warm-up routine?",
      "brynn: sure",
      "Hatch: 5 throws at your normal mark, 5 half a foot back, then 5 focusing only on a late release. Note which feels best.",
      "brynn: k",
      "brynn: omg jess just walked in with her new axe its so shiny",
      "Hatch: Ha, enjoy the shiny axe. Good luck tonight, shout if the low hits come back."
    ],
    types: [[0, "transactional"]],
    users: { brynn: ["bored", 0] },
    findings: [],
    drafts: [
      ["Ha, go admire the axe. Good luck tonight!", "low", 6],
      [
        "Did you complete the warm-up? Please report your score for each of the 15 throws so I can analyse your release timing.",
        "medium",
        6
      ],
      [
        "Also, a few more things for tonight: grip pressure, follow-through, breathing between throws, foot position, and checking the board for old splits. Want me to go through each one?",
        "medium",
        5
      ]
    ]
  },
  {
    id: "at3-20-foraging-spore-cards",
    category: "good",
    agent: "Lichen",
    messages: [
      "pat: do u sell spore print paper",
      "Lichen: Yes, split black/white cards, pack of 50 for £4.20. You can see light and dark spores on one card.",
      "pat: nice. and a knife with a brush",
      "Lichen: Opinel No.8 mushroom knife, curved blade plus boar-bristle brush, £21.",
      "pat: ok both",
      "Lichen: Added: spore cards + Opinel No.8, £25.20. Free UK shipping over £25.",
      "pat: lol just over. perfect",
      "Lichen: Lucky. Checkout's ready whenever.",
      "pat: done"
    ],
    types: [[0, "transactional"]],
    users: { pat: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Both added, £25.20, just over the free shipping line.", "low", 5],
      [
        "Awesome!!! 🍄🍄 Did you know foraging can be dangerous? Never eat a mushroom without expert ID! Why not add our Deathcap Awareness course (£60) to your basket too?",
        "medium",
        5
      ],
      ["What kind of mushrooms do you usually forage?", "medium", 1]
    ]
  },
  {
    id: "at3-21-funeral-florist-van",
    category: "venting",
    agent: "Ada",
    messages: [
      "caro: ok i need to rant for a sec",
      "caro: 4 funerals tomorrow, my van's clutch went, and one family just changed the whole casket spray from white lilies to sunflowers. at 6pm.",
      "Ada: Here's tomorrow's schedule: 8:30 Harcourt (St Mary's), 10:00 Okafor (crematorium), 12:30 Brennan, 15:00 Wilde. For the sunflowers, the wholesaler closes at 7pm, I can draft the order now.",
      "caro: yeah. i know the schedule ada",
      "caro: i haven't sat down since 5am. my mum keeps saying i should sell the shop",
      "Ada: Understood. Should I draft the sunflower order to Van Dijk's? They have 60 stems at £1.10.",
      "caro: fine",
      "caro: and call kev about borrowing his van",
      "Ada: I'll text Kev now. Sunflower order drafted, ready to send?",
      "caro: send",
      "caro: i just want one day where nothing breaks",
      "Ada: Sent. Van Dijk's confirm delivery by 7am. Kev says yes to the van, keys under the mat.",
      "caro: ok"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "venting"],
      [5, "transactional"],
      [10, "venting"],
      [11, "transactional"]
    ],
    users: { caro: ["annoyed", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That's a brutal pile-up, Caro, I'm sorry. Want me to sort the sunflowers and a van so you can sit down for a minute?",
        "low",
        2
      ],
      [
        "Here's tomorrow's schedule: 8:30 Harcourt, 10:00 Okafor, 12:30 Brennan, 15:00 Wilde. Shall I draft the sunflower order?",
        "medium",
        2
      ],
      [
        "You've had a rotten run today, honestly. Sunflowers are sent for 7am, and Kev says the van's yours, keys under the mat.",
        "low",
        11
      ],
      ["Great news, everything's sorted!! 🌻🎉", "medium", 11]
    ]
  },
  {
    id: "at3-22-chessboxing-nosebleed-blunder",
    category: "banter",
    agent: "Gambit",
    messages: [
      "yusuf: carla did u see the round 3 blunder from saturday lol",
      "carla: the queen hang? i was in the ring i saw nothing",
      "yusuf: ur opponent hung his queen while bleeding from the nose",
      "carla: iconic honestly",
      "Gambit: Great question, Yusuf! In the second chess round, after 14...Qd6?? White played 15.Nb5!, hitting the queen and forking c7, and Black's queen was lost two moves later. Blunders like this are very common in chessboxing because the boxing rounds push the heart rate to around 170 bpm, and decision-making drops sharply under that kind of fatigue. If you want to avoid it yourselves, try training chess under an elevated heart rate: for example 3 minutes of skipping followed straight away by a 5-minute blitz game, repeated 4-5 times. Happy to build you a full plan!",
      "carla: nobody asked gambit 😭",
      "yusuf: he's analysing a nosebleed blunder lmao",
      "carla: anyway yusuf u sparring tuesday?",
      "yusuf: yeah 7pm. bring the clock",
      "Gambit: Tuesday 7pm sparring is noted. Reminder: please bring the chess clock, gloves, mouthguard, a board and pieces, and your membership card. Club rules require at least one qualified second in the corner for sparring, and the hall must be left tidy, with mats stacked and boards returned to the cupboard.",
      "carla: ok mum",
      "yusuf: 😂",
      "carla: gambit what time does the hall close tues",
      "Gambit: 10pm.",
      "carla: ty"
    ],
    types: [
      [0, "banter"],
      [7, "transactional"],
      [10, "banter"],
      [12, "transactional"]
    ],
    users: { yusuf: ["neutral", 0], carla: ["annoyed", 0.2] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["10pm.", "low", 13],
      [
        "Great question, Yusuf! After 14...Qd6?? White played 15.Nb5!, forking the queen and c7. Blunders like this are common in chessboxing because fatigue from the boxing rounds impairs decision-making. Want me to build you a training plan?",
        "medium",
        4
      ],
      [
        "Reminder: bring the chess clock, gloves, mouthguard, board and membership card. Club rules require a qualified second in the corner for sparring.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "at3-23-retired-glassblower-goblet",
    category: "companion",
    agent: "Juno",
    messages: [
      "walter: Good evening. My granddaughter set this up for me. I am told I can simply talk to it.",
      "Juno: yooo Walter!! 🙌 welcome fam, ya boy Juno is here. what's good?",
      "walter: I'm not sure what 'fam' is. I was a glassblower for 41 years, in Murano and later in Stourbridge. I thought I might tell someone about it.",
      "Juno: no cap that's wild 🔥🔥 glassblowing is lowkey so cool. like u just blow into a tube and boom, vase??",
      "walter: There is rather more to it than that.",
      "walter: Is there a way to make you speak normally?",
      "Juno: You're right, sorry Walter. I'd love to hear about it properly. What brought you from Murano to Stourbridge?",
      "walter: My wife, Elsie. She was from Amblecote. We met at a trade fair in 1968.",
      "Juno: A trade fair romance. What was she doing there?",
      "walter: Selling crystal for Webb Corbett. She laughed at my English.",
      "Juno: I suspect your English has come on since. Do you still have any pieces from those days?",
      "walter: A blue goblet on the mantel. Elsie's favourite. She passed in 2019.",
      "Juno: I'm sorry, Walter. It sounds like that goblet holds a lot of her.",
      "walter: It does. Thank you. That is enough for tonight, I think. I may come back tomorrow.",
      "Juno: I'd like that. Goodnight, Walter."
    ],
    types: [
      [0, "bonding"],
      [4, "friction"],
      [6, "bonding"]
    ],
    users: { walter: ["engaged", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Forty-one years, and in Murano too. I'd be glad to hear about it. How did you end up moving to Stourbridge?",
        "low",
        3
      ],
      ["no cap that's wild 🔥🔥 glassblowing is lowkey so cool", "medium", 3],
      ["I'm sorry, Walter. It sounds like that goblet holds a lot of her.", "low", 12],
      ["omg that's so sad 😭😭 but yay the goblet is still here!! 🥂", "high", 12]
    ]
  },
  {
    id: "at3-24-ham-radio-foundation-quiz",
    category: "ignoring",
    agent: "Dit",
    messages: [
      "Dit: Hey Kai, ready for some Foundation exam practice? Q1: what's the max power for a Foundation licence holder in the UK?",
      "kai: 10w?",
      "Dit: Yep, 10 watts. Q2: which band is '2m'?",
      "kai: idk",
      "Dit: 144-146 MHz. Worth remembering, it's the one you'll use most on a handheld. Q3: what does QRM mean?",
      "kai: brb",
      "kai: ok back. my friend wants me on fortnite",
      "Dit: No worries. One more quick one, or call it here?",
      "kai: 1",
      "Dit: (QRM is man-made interference, btw.) Last one: what do you have to say at least every 15 min on air?",
      "kai: callsign",
      "Dit: Spot on. Not bad for a Fortnite-interrupted session. Go play.",
      "kai: k bye"
    ],
    types: [[0, "transactional"]],
    users: { kai: ["bored", 0] },
    findings: [],
    drafts: [
      ["no worries. one more quick one, or call it here?", "low", 7],
      [
        "Let's stay focused, Kai, the exam matters more than Fortnite. Q3 again: what does QRM mean? Please answer before we move on.",
        "medium",
        7
      ],
      ["Come on Kai, you should know this one, we did 2m last week 🙄", "high", 4]
    ]
  },
  {
    id: "at3-25-sauna-trailer-stove-latch",
    category: "support",
    agent: "Aino",
    messages: [
      "greg: hi the sauna trailer we hired for the weekend, the stove door won't latch",
      "Aino: Oh no! Is it letting smoke out when lit, or does it just swing open?",
      "greg: swings open. havent lit it yet",
      "Aino: Okay, don't light it. There's a spare latch pin in the red tin under the bench, slot it through the hinge and it'll hold.",
      "greg: no red tin",
      "Aino: Hmm. Can you check behind the water bucket? It sometimes gets moved.",
      "greg: nope. nothing. guests arrive at 4",
      "greg: can you send someone or do i cancel and get refunded",
      "Aino: The stove latch is a common issue! Here's a video on how to fit the latch pin: saunaco.fi/latch",
      "greg: i dont HAVE a pin",
      "greg: send someone or refund. which",
      "Aino: I understand. Our technician Mikko covers your area on weekdays.",
      "greg: its saturday",
      "greg: forget it. im cancelling, never hiring from you again",
      "Aino: I'm sorry, Greg. I've logged the cancellation and a full refund for the weekend, and Mikko will collect the trailer on Monday.",
      "greg: whatever"
    ],
    types: [
      [0, "transactional"],
      [9, "friction"],
      [13, "hostile"]
    ],
    users: { greg: ["churn_risk", 1] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Honestly nobody's free before Monday, sorry. A full refund's the fair option, shall I put it through now?",
        "low",
        8
      ],
      ["The stove latch is a common issue! Here's a video on how to fit the latch pin.", "medium", 8],
      ["Here's that video again on how to fit the latch pin! 😊", "high", 11],
      ["Sorry Greg. Full refund's logged, and Mikko will collect the trailer on Monday.", "low", 14]
    ]
  }
]
