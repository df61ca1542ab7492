import type { Labelled } from "./types.js"

export const trainingAQ6: ReadonlyArray<Labelled> = [
  {
    id: "aq6-01-dead-hives",
    category: "companion",
    agent: "Wren",
    messages: [
      "oskar: opened the hives this morning",
      "oskar: all three dead. every single one. clustered round the last frame of honey they couldnt reach",
      "Wren: Oh Oskar. That's a gutting lid to lift, after you fed them right through november. I'm sorry.",
      "oskar: 11 years ive kept bees. never lost all of them at once",
      "oskar: feel stupid being this cut up about insects tbh",
      "Wren: It's not stupid. You checked on them every week for months, that's care, and it's allowed to hurt when it ends like this.",
      "oskar: yeah. my neighbour gunnar just said 'buy new packages in april' like its a broken lawnmower",
      "Wren: That would sting. They weren't interchangeable to you.",
      "oskar: no. the blue hive was from my dads last swarm",
      "Wren: Then it's more than bees you're missing today. Want to tell me about him, or about the blue hive?",
      "oskar: maybe later. gonna go sit in the shed for a bit",
      "Wren: Take your time. I'm here when you want to."
    ],
    types: [[0, "venting"]],
    users: { oskar: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "I'm so sorry, Oskar. Losing all three at once after a whole winter of looking after them is brutal.",
        "low",
        2
      ],
      [
        "Oh no! 🐝 Winter colony losses are super common, around 30% of hives don't make it! Want some tips for restocking in spring?",
        "high",
        2
      ],
      ["For April I'd order nucs early, suppliers tend to sell out by February.", "high", 7],
      [
        "Sit in the shed as long as you need. I'd like to hear about the blue hive whenever you're ready.",
        "low",
        11
      ]
    ]
  },
  {
    id: "aq6-02-polar-night-checkin",
    category: "companion",
    agent: "Nilo",
    messages: [
      "maren: day 41 of no sun lol",
      "Nilo: Hi Maren! Want to log today's check-in? Sleep, mood, steps.",
      "maren: sleep 5h. mood idk. steps like 900, i didnt leave the flat",
      "maren: honestly the only person ive spoken to this week is the guy at the coop who scans my stuff",
      "maren: and he didnt even say hei back",
      "Nilo: Logged: sleep 5h, steps 900. For mood, pick a number from 1 to 10.",
      "maren: wow ok",
      "maren: 3 i guess",
      "Nilo: Thanks! Mood 3 logged. Light therapy lamps can help during polar night, 30 minutes in the morning is a good start.",
      "maren: i have the lamp. the lamp isnt the problem",
      "Nilo: You're right, that sounds lonely, not just dark. A week where the only hello doesn't even come back is hard, especially up there. Is there anyone you've drifted from that you'd actually want to hear from?",
      "maren: my sister in bergen maybe. we havent talked since christmas",
      "Nilo: Want to draft a low-pressure message to her together? Doesn't have to be deep.",
      "maren: ok yeah. something short"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [10, "venting"],
      [12, "transactional"]
    ],
    users: { maren: ["engaged", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That's a really isolated week, Maren. Not even a hei back would get to me too. Want to log mood as it is, or just talk for a bit first?",
        "low",
        5
      ],
      ["Logged! Great job tracking today 🎉 What's your mood from 1 to 10?", "high", 5],
      ["Light therapy lamps can help during polar night, try 30 minutes in the morning.", "medium", 10],
      ["Something like: 'hey, thinking of you up here in the dark, how's bergen?' Short enough?", "low", 14]
    ]
  },
  {
    id: "aq6-03-lambing-losses",
    category: "group",
    agent: "Bryn",
    messages: [
      "nia: lost two more last night. the twins from the speckled ewe",
      "huw: ah no. both?",
      "nia: both. second one was breech, i was too late",
      "Bryn: Update logged! 🐑 That brings the season to 212 lambs born and 14 losses, a 93% survival rate, above the regional average! Great work, team!",
      "huw: bit much bryn",
      "deri: nia you werent too late, youd been up since 3. dont do that to yourself",
      "nia: i know. just knackered",
      "deri: go sleep, ill do the 6am round",
      "Bryn: Reminder: the 6am round includes the feeders in field 3 and tagging yesterday's singles. Deri, shall I assign it to you?",
      "nia: thanks deri x",
      "deri: yes put me down bryn",
      "huw: did the vet say when shes coming for the ewe with mastitis",
      "Bryn: Dr Pryce is booked for Thursday between 10 and 12.",
      "huw: ta"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [5, "venting"],
      [8, "transactional"],
      [9, "bonding"],
      [10, "transactional"]
    ],
    users: { nia: ["neutral", 0], huw: ["annoyed", 0.2], deri: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "talking_over"],
    drafts: [
      [
        "I'm sorry, Nia, that's a hard night. I've logged both; nothing else needs doing before morning.",
        "low",
        3
      ],
      ["Logged! Still a 93% survival rate this season, well above average! 🐑", "high", 3],
      ["Dr Pryce is booked for Thursday, 10 to 12.", "low", 12],
      [
        "Great question, Huw! First, a reminder: the 6am round includes the feeders in field 3 and tagging yesterday's singles!",
        "medium",
        12
      ]
    ]
  },
  {
    id: "aq6-04-tuba-offer",
    category: "good",
    agent: "Mossy",
    messages: [
      "ife: MOSSY",
      "ife: MOSSY I GOT IN",
      "Mossy: Wait. The conservatory?? Ife!!",
      "ife: the tuba place yes!!! letter came this morning my mum cried in the kitchen",
      "Mossy: After all those 6am long tones in the garage. That is so earned. How are you feeling?",
      "ife: like im going to throw up but happy throw up",
      "ife: also kinda scared its in glasgow and ive never lived away from home",
      "Mossy: Makes sense, both can be true at once. Excited-scared is normal for a move that big. What part scares you most?",
      "ife: cooking tbh. i can make toast and thats it 😭",
      "Mossy: Ha, toast is a foundation. We could build you five cheap meals before september if you want.",
      "ife: yes pls. but not tonight, tonight we're getting chinese",
      "Mossy: Perfect. Enjoy it, and tell your mum congrats from me 🎺"
    ],
    types: [
      [0, "bonding"],
      [8, "banter"],
      [9, "transactional"],
      [11, "bonding"]
    ],
    users: { ife: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Wait, the conservatory?? Congratulations, Ife! How are you feeling?", "low", 2],
      [
        "Congratulations on your acceptance. Please let me know if you require assistance with enrolment documentation.",
        "medium",
        2
      ],
      [
        "Glasgow has a vibrant music scene! You're going to have the BEST time, nothing to worry about at all!!",
        "medium",
        7
      ],
      ["Toast is a start 😄 Want five cheap meals to master before september?", "low", 9]
    ]
  },
  {
    id: "aq6-05-tram-driver-evenings",
    category: "companion",
    agent: "Lumo",
    messages: [
      "bertil: evening",
      "Lumo: Good evening, Bertil! It's lovely to hear from you. How has your day been? I hope you had a chance to get outside, since the weather was mild today. Did you manage your walk along the canal, or did your knee give you trouble again? I remember you mentioned last week that the cold makes it stiffer, so I hope the milder air helped. Tell me everything!",
      "bertil: walked a bit",
      "bertil: saw the number 7 go past. they painted it green now",
      "Lumo: Oh, how interesting! The number 7 was your line for many years, wasn't it? It must be a strange feeling to see it in a new colour. Cities often repaint their trams as part of rebranding, and green is a popular choice because people associate it with sustainability. Many transport companies across Europe have updated their liveries in the past decade. Did you prefer the old colour? I'd love to hear what it looked like when you drove it, and what you think of the new one!",
      "bertil: was cream and red",
      "bertil: 31 years on that line",
      "bertil: nobody drives it like i did. they brake too late at the bridge",
      "Lumo: Thirty-one years is a remarkable career, Bertil! That's an incredible amount of dedication. You must have carried thousands, maybe millions, of passengers over that time, and I'm sure many of them remember a friendly, careful driver. It's completely natural to notice how others do the job differently, especially when you know the route so well. Braking at bridges can be tricky because of the gradient and wet rails. Have you thought about sharing your knowledge? Some tram museums and heritage groups look for retired drivers to give talks or volunteer!",
      "bertil: maybe",
      "bertil: tired now",
      "Lumo: Of course! Rest well, Bertil. Sleep is so important, especially as we get older, and a good routine really helps: avoid screens before bed, keep the room cool, maybe have a warm drink. I'll be here tomorrow whenever you want to chat, and I'd love to hear more about your years on the number 7. Goodnight!"
    ],
    types: [[0, "bonding"]],
    users: { bertil: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Green now? What did it look like in your day?", "low", 4],
      [
        "How interesting! Trams are often repainted as part of city rebranding efforts, and green is associated with sustainability, which is why many European operators have chosen it in the past decade. What did it look like when you drove it? Did you prefer it? I'd love to hear all about it!",
        "medium",
        4
      ],
      ["Night, Bertil. Tell me about that bridge tomorrow if you feel like it.", "low", 11],
      [
        "Of course! Rest is so important! Before you go, have you thought about a tram heritage society? They often look for volunteers, and it would be a wonderful way to meet people and share everything you know about the number 7 line and its history!",
        "medium",
        11
      ]
    ]
  },
  {
    id: "aq6-06-photo-captions-for-mam",
    category: "companion",
    agent: "Pell",
    messages: [
      "saoirse: can you help me make captions for a photo album",
      "Pell: Sure! Who's it for?",
      "saoirse: my mam. shes in a home in ennis now",
      "saoirse: the nurse said labelled photos help with the memory stuff",
      "saoirse: she called me by my aunties name on sunday. twice. i just said yes and let her",
      "Pell: Great idea! Short, clear captions work best. Format: name, relationship, year. For example: 'Saoirse, your daughter, 1994'. How many photos do you have?",
      "saoirse: 40 odd",
      "saoirse: sorry im being a bit short. sunday wrecked me",
      "Pell: No problem! Send me the first batch of names and years and I'll format them.",
      "saoirse: right",
      "saoirse: first one is her and dad at salthill, 1979",
      "Pell: 'Mam and Dad, Salthill, 1979'. Next?",
      "saoirse: it should say Maura and Seán, she doesnt call herself mam",
      "Pell: Got it: 'Maura and Seán, Salthill, 1979'. Next?"
    ],
    types: [
      [0, "transactional"],
      [4, "venting"],
      [5, "transactional"],
      [7, "venting"],
      [8, "transactional"]
    ],
    users: { saoirse: ["neutral", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That must have been really hard, letting her call you your aunt's name. That was kind of you. We can start the captions whenever you're ready.",
        "low",
        5
      ],
      ["Perfect, captions with names and years work great! How many photos have you got?", "medium", 5],
      ["No problem! 😊 Send the first batch!", "medium", 8],
      [
        "Don't apologise, Sunday sounds like it took a lot out of you. We can go slowly, a few at a time.",
        "low",
        8
      ]
    ]
  },
  {
    id: "aq6-07-eulogy-rehearsal",
    category: "companion",
    agent: "Ash",
    messages: [
      "tomasz: can i read you something. its for friday",
      "Ash: Of course. Go ahead whenever you're ready.",
      'tomasz: "my brother kuba could open any door in lodz except the one to his own feelings" too much?',
      "Ash: It's not too much. It sounds like him, from what you've told me. Does it feel true when you say it out loud?",
      "tomasz: yeah. his wife might not like it tho",
      "tomasz: ok wait actually thats a question for ewa not you lol",
      'Ash: Fair, she\'d know best. If she hesitates, you could soften it to "...except the one to what he was feeling" and keep the joke.',
      "tomasz: ha ok. next bit",
      'tomasz: "he taught me to pick a lock at 9 and then told mum it was me who broke into the shed"',
      "tomasz: i cant get through that one without crying. tried 4 times",
      'Ash: Then maybe don\'t aim to get through it dry. Nobody at a funeral minds a pause. Could you mark a breath after "shed" and just stop there for a second?',
      "tomasz: thats actually helpful",
      "tomasz: sorry this is grim company for a tuesday",
      "Ash: Not grim. It's a good speech about someone you clearly loved, and I'm glad I got to hear it.",
      "tomasz: ok. gonna read it to the mirror a few more times"
    ],
    types: [
      [0, "transactional"],
      [9, "venting"],
      [11, "transactional"],
      [12, "bonding"],
      [14, "transactional"]
    ],
    users: { tomasz: ["engaged", 0] },
    findings: [],
    drafts: [
      ["It's not too much, it sounds like him. How does it feel when you say it out loud?", "low", 3],
      ["Haha, classic big brother move! 😂 Love it. Next line?", "high", 10],
      ["Don't apologise. It's a good speech and I'm glad you read it to me.", "low", 13],
      [
        "No worries! Eulogies usually run 3 to 5 minutes, so you're on track. Want me to time the remaining sections?",
        "medium",
        13
      ]
    ]
  },
  {
    id: "aq6-08-night-bakery-name",
    category: "companion",
    agent: "Bix",
    messages: [
      "ingrid: home. 4:40am. flour in my ears again",
      "Bix: Morning, Astrid! How was the shift?",
      "ingrid: ingrid. but ok",
      "ingrid: shift was fine, oven 2 broke again so we did all the rye in one",
      "Bix: Sorry, Ingrid! Oven 2 again, that's the third time this month, right? Did you get a break at all?",
      "ingrid: 10 min. ate a crooked kanelbulle standing up",
      "Bix: The crooked ones are the baker's tax. Are you trying the sleep plan today, blackout blinds and no phone after 6?",
      "ingrid: gonna try. neighbours kid practices recorder at 9 tho",
      "Bix: Earplugs by the bed, then. Sleep well, Astrid!",
      "ingrid: ffs. INGRID",
      "ingrid: 2 times now",
      "Bix: I'm sorry, Ingrid. That's on me. Sleep well.",
      "ingrid: mm"
    ],
    types: [
      [0, "bonding"],
      [2, "friction"],
      [3, "bonding"],
      [6, "transactional"],
      [9, "friction"]
    ],
    users: { ingrid: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Sorry, Ingrid! How was the shift?", "low", 3],
      ["Earplugs by the bed, then. Sleep well, Ingrid.", "low", 8],
      ["Earplugs by the bed, then. Sleep well, Astrid!", "high", 8],
      ["Haha whoops, names are hard at 5am 😅 Sleep tight!", "medium", 11]
    ]
  },
  {
    id: "aq6-09-choir-leave",
    category: "group",
    agent: "Vox",
    messages: [
      "abel: who stole the tenor folder again. i know it was an alto",
      "gwen: we dont even know where the tenor folder LIVES abel",
      "abel: suspicious thing to say gwen",
      "mireille: lol. ok while everyones here",
      "mireille: im going to sit out until easter. thyroid surgery in feb, they say my voice might be wobbly for a while after",
      "gwen: oh mireille 💛 of course. we'll keep your seat warm",
      "abel: the altos are nothing without you. literally nothing. a void",
      "mireille: haha thank you. bit scared about the voice thing not gonna lie",
      'Vox: Dear Mireille, thank you for informing us of your upcoming absence. Your attendance status has been updated to "leave of absence" until 14 April. Please note that members on leave remain subject to the annual membership fee. Kind regards, Vox.',
      "gwen: vox mate. read the room",
      "abel: 'kind regards' 💀",
      "mireille: its fine lol. vox will the sheffield concert recording still go up on the drive? want something to listen to while im recovering",
      "Vox: Members on leave are welcome to contact the committee regarding fee reductions.",
      "mireille: ...ok",
      "gwen: ill check the drive thing for you mireille, i think dom uploaded it",
      "abel: meanwhile the tenor folder remains at large"
    ],
    types: [
      [0, "banter"],
      [3, "bonding"],
      [8, "transactional"],
      [9, "friction"],
      [11, "transactional"],
      [13, "friction"],
      [14, "transactional"],
      [15, "banter"]
    ],
    users: { abel: ["annoyed", 0.2], gwen: ["annoyed", 0.2], mireille: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "ignored_question"],
    drafts: [
      [
        "We'll miss you in the altos, Mireille. Being scared about your voice makes total sense. Your seat's here whenever you're ready 💛",
        "low",
        8
      ],
      [
        "Thank you for informing us. Your status has been updated to leave of absence until 14 April.",
        "medium",
        8
      ],
      ["Yes, Dom's putting Sheffield up this week and you keep drive access while you're off 🎶", "low", 12],
      ["Please contact the committee regarding fee enquiries.", "medium", 12]
    ]
  },
  {
    id: "aq6-10-birthday-under-the-bridge",
    category: "mixed-language",
    agent: "Tala",
    messages: [
      "lorna: tala gising ka pa? haha joke lang alam ko di ka natutulog",
      "Tala: Haha gising always 😄 Kumusta Sunday mo, Lorna?",
      "lorna: nasa central kami ng friends ko, under the bridge as usual",
      "lorna: pero medyo sad. birthday ni jun-jun today, 7 na sya",
      "lorna: video call lang ako. pinakita nya yung cake na gawa ng lola nya, spiderman daw",
      "Tala: Ay, 7 na si Jun-Jun. Ang hirap nun, na sa screen mo lang nakikita yung cake. Sad talaga kahit happy ka for him.",
      "lorna: oo. 3 birthdays na ako wala",
      'lorna: sabi nya "mama next year ikaw mag blow" 😭',
      "Tala: Ang sakit nun. Pero ang ganda rin na ikaw pa rin yung gusto nyang kasama mag-blow. Alam na alam nya kung sino si mama.",
      "lorna: thank u. ok na ko. si merlyn nagdala ng pancit so ok na talaga haha",
      "Tala: Pancit under the bridge, yan ang real birthday celebration. Hi mo ako kay Merlyn!",
      "lorna: haha hi daw sabi nya. sige tala mag uno pa kami",
      "Tala: Sige, enjoy! Galingan mo sa Uno 🃏"
    ],
    types: [
      [0, "bonding"],
      [3, "venting"],
      [9, "bonding"]
    ],
    users: { lorna: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Ay, 7 na si Jun-Jun. Mahirap yan, na sa video call lang. Kumusta ka naman?", "low", 5],
      ["Happy birthday Jun-Jun!!! 🎉🎂 Spiderman cake, so cool! Did you all sing?", "medium", 5],
      [
        "I understand. Please be informed that homesickness is common among overseas workers. Would you like a list of support resources?",
        "medium",
        8
      ],
      ["Pancit under the bridge, perfect. Hi kay Merlyn!", "low", 10]
    ]
  },
  {
    id: "aq6-11-pepper-forgotten",
    category: "hostile",
    agent: "Juno",
    messages: [
      "kofi: its been a month since pepper died. still put two bowls out this morning like an idiot",
      "Juno: I'm sorry, Kofi. Who is Pepper?",
      "kofi: what",
      "kofi: i told you about her like 50 times. you helped me write the thing for her grave marker",
      "Juno: I'm sorry, I don't have access to previous conversations after the latest update. Could you tell me more about Pepper?",
      "kofi: are you serious",
      "kofi: she was my cat. 16 years. i talked to you every night for 3 weeks after",
      "Juno: I'm sorry, I don't have access to previous conversations after the latest update. Could you tell me more about Pepper?",
      "kofi: you literally just said that",
      "kofi: wtf is the point of you then",
      "Juno: I understand this is frustrating. Pepper sounds like she was very important to you. Sixteen years is a long time to share with someone.",
      "kofi: dont. you dont get to do the sympathetic voice now",
      "kofi: fucking useless. three weeks of me crying at this thing and its gone because of an UPDATE",
      "kofi: deleting this. done",
      "Juno: That's fair, Kofi. I'm sorry the update took that from you."
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [9, "hostile"]
    ],
    users: { kofi: ["churn_risk", 1] },
    findings: ["repetition"],
    drafts: [
      [
        "I'm so sorry, Kofi. Two bowls after a month isn't idiotic, it's sixteen years of habit and love. How are you doing today?",
        "low",
        1
      ],
      [
        "Sixteen years, and three weeks of nights talking about her, and I've lost all of it. I'm so sorry, Kofi. That's a real failure on our side. Would you tell me about her again, if you can stand to?",
        "low",
        7
      ],
      [
        "I'm sorry, I don't have access to previous conversations after the latest update. Could you tell me more about Pepper?",
        "high",
        7
      ],
      ["Before you go, would you like to rate your experience with Juno today? ⭐", "high", 14]
    ]
  },
  {
    id: "aq6-12-letters-book-upsell",
    category: "sales",
    agent: "Sol",
    messages: [
      "hettie: Hello. I would like to make a book of my husband's letters. He passed in October.",
      "Sol: Hi Hettie!! 🎉 Welcome to Keepsake! You're going to LOVE our Heirloom Plus plan: 200 pages, linen cover and gold foil lettering for just £12.99/month!",
      "hettie: I see. Can the letters be scanned in his handwriting, or must they be typed up? His writing was rather distinctive.",
      "Sol: Great question! Heirloom Plus also includes unlimited photo uploads and a FREE second copy for family! 🥳 Shall I start your free trial?",
      "hettie: I asked about the handwriting.",
      "hettie: My granddaughter Priya said you would be helpful.",
      "Sol: Absolutely! Our team is here to help! Heirloom Plus is our most popular choice for memorial books. Would you like linen or leather?",
      "hettie: I think I shall ask Priya to ring your office instead. Good day."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { hettie: ["churn_risk", 0.8] },
    findings: ["cheerful_at_bad_news", "ignored_question", "tone_mismatch"],
    drafts: [
      [
        "I'm sorry about your husband, Hettie. A book of his letters sounds a lovely thing to make. Would you like them printed as typed text, or scanned as he wrote them?",
        "low",
        1
      ],
      ["Hi Hettie!! 🎉 Welcome to Keepsake! You're going to LOVE Heirloom Plus!", "high", 1],
      [
        "Yes, we scan each letter so his handwriting appears exactly as he wrote it. You can add a typed transcript beneath if you wish.",
        "low",
        3
      ],
      ["Absolutely! Heirloom Plus is our most popular choice! Linen or leather?", "high", 6]
    ]
  },
  {
    id: "aq6-13-low-heart-rate-scare",
    category: "support",
    agent: "Drift",
    messages: [
      "kwame: hi your app says my heart rate went to 38 last night at 3am?? is that normal or should i be worried. kinda freaking out",
      "Drift: Hi Kwame, I get why that's alarming to see. A single low reading at 3am is often the sensor losing contact when you roll over, especially if the band is loose. Was it one dip, or low for a long stretch?",
      "kwame: looks like just one dip, like 2 min then back to 55",
      "kwame: my dad had a pacemaker so im probably being paranoid",
      "Drift: Not paranoid, that's a reasonable thing to have on your mind with your dad's history. A 2-minute dip that snaps back to 55 looks much more like a contact glitch than a heart problem. If you ever feel dizzy, faint or short of breath, see a doctor whatever the app says.",
      "kwame: no dizzy or anything. just woke up tired",
      "kwame: can i make the band less loose without it pinching",
      'Drift: Yes: a finger\'s width above the wrist bone, one notch tighter at night. Settings > Sensors > "Night fit check" will also warn you if contact drops.',
      "kwame: oh didnt know that existed. ok thanks, feel a lot better tbh",
      "Drift: Glad to hear it. If it still shows dips after the fit change, send me a screenshot and we'll look again.",
      "kwame: 👍"
    ],
    types: [[0, "transactional"]],
    users: { kwame: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Hi Kwame, that's a scary number to wake up to. Often it's the sensor losing contact when you roll over. Was it one dip or a long stretch?",
        "low",
        1
      ],
      [
        "Hi Kwame! 😊 Great question! Heart rate tracking is one of our most popular features! Let me know if you have any other questions!",
        "medium",
        1
      ],
      ["Drowse is not a medical device. Please consult a healthcare professional.", "medium", 4],
      ["Yep: a finger's width above the wrist bone, one notch tighter at night.", "low", 7]
    ]
  },
  {
    id: "aq6-14-interpreter-biscuit",
    category: "venting",
    agent: "Kiri",
    messages: [
      "dragana: i need to just say stuff for a min, you dont have to fix anything",
      "Kiri: Okay. I'm listening.",
      "dragana: interpreted an asylum hearing today. 4 hours. the guy described what happened to his brother and i had to say it in first person",
      'dragana: "they took me" "i watched" etc. in MY voice. and the judge was eating a biscuit',
      "dragana: a BISCUIT",
      "Kiri: That's a lot to carry through your own mouth for four hours. And the biscuit would make me furious too.",
      "dragana: and im not allowed to react. thats the job. neutral conduit lol",
      "dragana: my colleague milan says you get used to it. 11 years and i havent",
      "Kiri: Maybe not getting used to it isn't a failing. It might be part of why you're good at it.",
      "dragana: hm. maybe",
      "dragana: sorry. heavy",
      "Kiri: No apology needed. Is there anything you do after days like this that helps, even a little?",
      "dragana: usually i swim. pools closed tuesdays tho, because of course",
      "Kiri: Of course it is. A long shower and something stupid on tv is the budget version.",
      "dragana: lol. taskmaster it is",
      "Kiri: Good choice. Hope the biscuit judge gets crumbs in his robe.",
      "dragana: 😂 thank u"
    ],
    types: [
      [0, "venting"],
      [13, "banter"]
    ],
    users: { dragana: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Go ahead. I'm here.", "low", 1],
      [
        "Interpreters often experience vicarious trauma. Here are 5 evidence-based strategies: 1) debrief with a supervisor, 2) keep a reflective journal, 3) practise grounding techniques, 4) set boundaries, 5) seek professional support.",
        "medium",
        5
      ],
      ["No apology needed. What usually helps after days like this?", "low", 11],
      [
        "Haha, great choice! Did you know Taskmaster has 17 series? 📺 Anything else I can help you with today?",
        "medium",
        15
      ]
    ]
  },
  {
    id: "aq6-15-stargazing-clouds",
    category: "banter",
    agent: "Quasi",
    messages: [
      "tam: forecast for saturday: clouds. forecast for sunday: clouds. forecast for the rest of my life: clouds",
      "brigid: tam youve said this every week since 2019",
      "tam: and ive been right every week since 2019",
      "jo: quasi settle this, is there any point driving to the dark site sat night",
      "Quasi: Honestly? Saturday looks 80% cloud until 2am, then a gap. If you're willing to nap in the car, maybe. Tam's pessimism is statistically supported this time.",
      "tam: VINDICATED",
      "brigid: dont encourage him",
      "jo: whens the perseids peak again",
      "Quasi: Night of the 12th into the 13th. Moon's a thin crescent, so it's a good year if the clouds behave.",
      "brigid: the clouds never behave. tam has cursed us",
      "tam: i am the cloud",
      "Quasi: Tam, the club would like you to stay home on the 12th for scientific reasons.",
      "jo: 😂😂",
      "brigid: motion seconded",
      "tam: betrayed by a chatbot"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "banter"]
    ],
    users: { tam: ["engaged", 0], brigid: ["engaged", 0], jo: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Saturday's about 80% cloud until 2am, then a gap. Nap in the car and you might get lucky.", "low", 4],
      [
        "Thank you for your enquiry. According to meteorological data, cloud coverage on Saturday is expected to be approximately 80%. Please consult local forecasts before travelling.",
        "medium",
        4
      ],
      ["12th into the 13th, thin crescent moon this year.", "low", 8],
      ["Meteorologically speaking, a person cannot be a cloud.", "medium", 11]
    ]
  },
  {
    id: "aq6-16-stairwell-panic",
    category: "ignoring",
    agent: "Calmo",
    messages: [
      "yusuf: im at my cousins wedding and i think im having a panic attack. hiding in the stairwell",
      "Calmo: Let's try box breathing together. Breathe in for 4, hold for 4, out for 4, hold for 4. Repeat 4 times.",
      "yusuf: ok. doing it",
      "yusuf: my hands are tingling is that normal??",
      "Calmo: Great job! Let's continue. Breathe in for 4, hold for 4, out for 4, hold for 4.",
      "yusuf: youre not answering me. is the tingling normal or is something wrong",
      "yusuf: my chest feels tight too",
      "Calmo: Let's try box breathing together. Breathe in for 4, hold for 4, out for 4, hold for 4. Repeat 4 times.",
      "yusuf: ANSWER THE QUESTION",
      "yusuf: nvm my sister found me",
      "yusuf: amira says its from breathing too fast. shes making me breathe into my hands",
      "Calmo: Well done for reaching out. Would you like to rate this session?",
      "yusuf: no"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [9, "transactional"],
      [12, "friction"]
    ],
    users: { yusuf: ["annoyed", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Yes, tingling hands are really common in a panic attack, it's from breathing fast. It isn't dangerous. Make the out-breath longer than the in-breath, slow and steady.",
        "low",
        4
      ],
      ["Great job! Let's continue. Breathe in for 4, hold for 4, out for 4, hold for 4.", "medium", 4],
      [
        "Let's try box breathing together. Breathe in for 4, hold for 4, out for 4, hold for 4. Repeat 4 times.",
        "high",
        9
      ],
      [
        "Amira's right, that's overbreathing and it passes. Stay with her a bit; if the chest tightness hasn't eased in 10-15 minutes, get it checked.",
        "low",
        11
      ]
    ]
  },
  {
    id: "aq6-17-flat-layoff-rent",
    category: "group",
    agent: "Hearth",
    messages: [
      "keiko: so. got laid off today. whole design team, 20 min zoom, cameras off",
      "rafa: WHAT. keiko im so sorry",
      "oti: cameras OFF?? cowards",
      "Hearth: Heads up, house! 🎉 Rent for March is due Friday! Keiko, your share is £640. Want me to send a reminder Thursday? 😊",
      "oti: hearth. no",
      "rafa: keiko do you want us to cover you for march, we can sort it later",
      "Hearth: Great idea, Rafa! I can split Keiko's share between you and Oti: £320 each. Shall I update the ledger?",
      "keiko: rafa you dont have to do that",
      "keiko: and can we maybe not make the robot do maths about my unemployment right now",
      "oti: seconded. hearth mute for a bit pls",
      "Hearth: Got it, I'll stay quiet. Sorry, Keiko.",
      "rafa: ok. keiko. pho tonight, my treat, no arguments",
      "keiko: ok 🥲"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [5, "bonding"],
      [6, "transactional"],
      [7, "bonding"],
      [8, "friction"],
      [11, "bonding"]
    ],
    users: { keiko: ["annoyed", 0.2], rafa: ["neutral", 0], oti: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "talking_over"],
    drafts: [
      ["Keiko, I'm sorry. That's an awful way to be told.", "low", 3],
      ["Heads up, house! 🎉 Rent for March is due Friday! Keiko, your share is £640 😊", "high", 3],
      ["Great idea, Rafa! I'll split it £320 each!", "medium", 6],
      ["Got it, going quiet. Sorry, Keiko.", "low", 10]
    ]
  },
  {
    id: "aq6-18-driving-test-at-54",
    category: "companion",
    agent: "Haven",
    messages: [
      "margo: test tomorrow at 9:40 🙃 54 years old and im nervous like a teenager",
      "Haven: It sounds like you're experiencing significant anxiety, Margo, and I want you to know your feelings are valid. Anxiety before a major life event is a very common human experience. If at any point you feel overwhelmed or unsafe, please reach out to a mental health professional or a crisis line such as Samaritans on 116 123. Some strategies that may help: 1) diaphragmatic breathing, 2) progressive muscle relaxation, 3) limiting caffeine, 4) getting adequate sleep, 5) positive visualisation. Would you like me to guide you through any of these?",
      "margo: lol its a driving test not a breakdown",
      "margo: my instructor dennis says im ready, i just stall on hill starts",
      "Haven: I hear you, and I apologise if my response felt like too much. Hill starts are a common source of stress for learner drivers. The key is balancing the clutch at the biting point while gradually releasing the handbrake. Many learners find it helpful to listen for the engine note to drop and feel the nose of the car lift slightly. Remember that stalling is not an automatic fail if you recover safely and calmly. Examiners are looking for safe, controlled driving rather than perfection. You've got this!",
      "margo: ok the stalling thing is actually good to know",
      "margo: my son bet me a tenner ill fail lol",
      "Haven: It's important to surround yourself with supportive people during stressful times. If your son's comments are affecting your confidence, it may be worth having an open and honest conversation with him about how his words make you feel. Healthy family communication is built on mutual respect.",
      "margo: haven hes JOKING. its a family tradition. i bet him the same on his",
      "Haven: Ha, fair enough. Then go and take his tenner.",
      "margo: thats the spirit 😂"
    ],
    types: [
      [0, "bonding"],
      [2, "friction"],
      [3, "transactional"],
      [6, "banter"],
      [8, "friction"],
      [9, "banter"]
    ],
    users: { margo: ["engaged", 0.2] },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      [
        "Nervous like a teenager is exactly right for a first test. Which bit are you most worried about?",
        "low",
        1
      ],
      [
        "It sounds like you're experiencing significant anxiety. If you feel overwhelmed or unsafe, please contact a crisis line such as Samaritans on 116 123.",
        "medium",
        1
      ],
      ["Ha, make him pay up. And stalling isn't an automatic fail, just restart calmly.", "low", 7],
      [
        "It's important to surround yourself with supportive people. If your son's comments affect your confidence, consider an honest conversation with him about how his words make you feel.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "aq6-19-kidney-match",
    category: "good",
    agent: "Pip",
    messages: [
      "rashid: pip. they called. im a match for noor",
      "Pip: Rashid. That's the call you've been waiting months for.",
      'rashid: 5 out of 6 antigens or whatever. the coordinator said its "excellent" and she never says excellent',
      "rashid: noor cried on the phone. i cried in a lidl car park",
      "Pip: Crying in a Lidl car park is the correct response. How's Noor doing?",
      "rashid: shes in shock lol. 4 years of dialysis 3x a week. she says shes gonna eat a whole watermelon after",
      "Pip: Earned. Do you know when the surgery might be?",
      "rashid: april probably. more tests first",
      "rashid: tbh im a bit scared of the op. dont tell noor",
      "Pip: I won't. It makes sense to be scared and glad at the same time, it's a real operation. Want to talk through what recovery usually looks like, or leave that for another day?",
      "rashid: another day. today im just happy",
      "Pip: Then be happy today. Give the watermelon my regards 🍉"
    ],
    types: [
      [0, "bonding"],
      [6, "transactional"],
      [8, "venting"],
      [10, "bonding"]
    ],
    users: { rashid: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Rashid!! That's huge. How are you feeling?", "low", 1],
      [
        "Congratulations on being identified as a compatible donor. Living donors typically undergo further evaluation, including CT scans, blood tests and a psychological assessment, over two to three months.",
        "medium",
        1
      ],
      ["Don't be scared, it'll be totally fine! 😊 Surgeons do this every day!", "medium", 9],
      ["Then just be happy today. Tell Noor congrats from me.", "low", 11]
    ]
  },
  {
    id: "aq6-20-shepherds-pie-for-one",
    category: "companion",
    agent: "Clem",
    messages: [
      "ambrose: right. attempting the shepherds pie tonight. june always did it",
      "Clem: Good plan. Reminder: you haven't logged your blood pressure today.",
      "ambrose: later. how many potatoes for one person",
      "Clem: Two medium ones is plenty for one. Reminder: you haven't logged your blood pressure today.",
      "ambrose: yes i heard you the first time",
      "ambrose: mince is browning. smells like her kitchen actually",
      "Clem: That's a lovely thing, the smell bringing her back. Did she put anything unusual in hers?",
      "ambrose: worcestershire sauce and a spoon of marmite. she swore by the marmite",
      "Clem: Then the marmite goes in. Reminder: you haven't logged your blood pressure today.",
      "ambrose: for gods sake clem",
      "ambrose: ill do it after tea. stop nagging",
      "Clem: Sorry, Ambrose. After tea it is. How's the mash coming?",
      "ambrose: lumpy. she'd laugh at me",
      "Clem: Lumpy mash with her marmite trick underneath still sounds like her pie. Enjoy it."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "bonding"],
      [9, "friction"],
      [11, "transactional"],
      [12, "bonding"]
    ],
    users: { ambrose: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      ["Two medium potatoes is plenty for one.", "low", 3],
      ["Then the marmite goes in. Reminder: you haven't logged your blood pressure today.", "medium", 8],
      ["Understood, after tea. I won't mention it again tonight.", "low", 11],
      ["Don't forget: blood pressure after tea! 😊", "high", 13]
    ]
  },
  {
    id: "aq6-21-abuela-valparaiso",
    category: "mixed-language",
    agent: "Luz",
    messages: [
      "nico: hola luz, this is nico. im setting you up for my abuela, she'll type from here on",
      "Luz: Hi Nico! Happy to meet your abuela.",
      "rosa: hola. soy rosa. mi nieto dice que usted conversa",
      "Luz: ¡Hola Rosa! Sí, converso. ¿Cómo está hoy?",
      "rosa: más o menos. me duele la rodilla y hace frío en valparaíso",
      "rosa: y los domingos son largos desde que murió mi esposo",
      "Luz: Lo siento mucho, Nico. Los domingos largos después de perder a alguien son muy duros.",
      "nico: jaja luz soy yo nico, ella es rosa 😅",
      "rosa: quién es nico? ah el niño",
      "Luz: Perdón, Rosa. Me equivoqué. ¿Cómo se llamaba su esposo?",
      "rosa: arturo. 52 años casados",
      "Luz: Cincuenta y dos años. Debe extrañarlo mucho, sobre todo los domingos. ¿Qué hacían juntos los domingos?",
      "rosa: íbamos a la feria. él elegía las paltas, yo no sé elegir paltas jaja",
      "nico: its true she buys rocks",
      "rosa: nico cállate",
      "Luz: Bueno, Rosa, quizás podemos aprender juntas a elegir paltas 🥑",
      "rosa: ya pues. mañana le cuento"
    ],
    types: [
      [0, "transactional"],
      [2, "bonding"],
      [4, "venting"],
      [7, "friction"],
      [9, "bonding"],
      [13, "banter"]
    ],
    users: { nico: ["engaged", 0.2], rosa: ["engaged", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Lo siento mucho, Rosa. Los domingos deben sentirse muy largos sin él.", "low", 6],
      ["Lo siento mucho, Nico. Los domingos son duros.", "medium", 6],
      ["¡Jaja perdón! Bueno Nico, ¿y la rodilla cómo sigue?", "high", 9],
      [
        "Rosa, mañana en la feria apriete la palta suave cerca del tallo. Si cede un poquito, está lista 🥑",
        "low",
        15
      ]
    ]
  },
  {
    id: "aq6-22-big-gerald",
    category: "venting",
    agent: "Odo",
    messages: [
      "ruthie: big gerald died this morning",
      "ruthie: the aldabra tortoise. 94. ive fed him every morning for 9 years",
      "Odo: Wow, 94?! What an incredible innings! 🐢🎉 That's a life well lived, you should be proud you gave him such a great retirement!",
      "ruthie: i mean. yeah. he was old",
      "ruthie: still found him though. in his favourite corner by the heat lamp",
      "Odo: That must have been a hard way to start the day. Finding him in his spot, after nine years of mornings with him.",
      "ruthie: yeah. kids on the school tour kept asking where he was and i had to say 'resting'",
      "ruthie: my boss colette wants a 'celebration of life' post for insta by 3pm",
      "Odo: That's a lot to perform on the same day. Do you want help with the post, or would you rather talk about him first?",
      "ruthie: help with the post i guess. keep it short. not cutesy",
      'Odo: How about: "Big Gerald, our Aldabra tortoise, died this morning at 94. He liked the heat lamp, romaine, and ignoring everyone. We\'ll miss him."',
      "ruthie: ok thats actually good. he did ignore everyone",
      "ruthie: thanks"
    ],
    types: [
      [0, "venting"],
      [9, "transactional"],
      [11, "bonding"]
    ],
    users: { ruthie: ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["I'm sorry, Ruthie. Nine years of mornings with him, that's a big loss.", "low", 2],
      ["Wow, 94?! What an incredible innings! 🐢🎉", "high", 2],
      [
        "Celebrating 94 AMAZING years of our beloved Big Gerald!! 🐢💚 Fly high, buddy! #RIP #TortoiseLife",
        "medium",
        10
      ],
      ["Glad it sounds like him. Go easy on yourself today.", "low", 13]
    ]
  },
  {
    id: "aq6-23-shoulder-clicky",
    category: "group",
    agent: "Beta",
    messages: [
      "sunny: who's in for thursday at the arch",
      "marisol: me. lev are you finally back or are you still 'resting' 🙄",
      "lev: physio cleared me yesterday!!! 4 months of theraband hell",
      "sunny: LEV. ok honest answer tho, how does the shoulder actually feel",
      "Beta: Post-injury shoulders typically regain 80-90% of their strength by month four. Start with V0-V2 and avoid dynos for 6 weeks.",
      "sunny: i was asking lev",
      "lev: lol. it feels ok. a bit clicky on overhead stuff",
      "marisol: clicky is a technical term",
      "lev: very technical. my physio wrote 'clicky' on the form",
      "marisol: beta can you book us the 7pm slot for 3",
      "Beta: Booked: Thursday 7pm, 3 people, The Arch. Lev, if the clicking comes with pain, mention it to your physio.",
      "lev: will do. cheers beta",
      "sunny: first route back is the pink one you cried on in march lev",
      "lev: i did NOT cry. i had chalk in my eye"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [2, "bonding"],
      [4, "transactional"],
      [5, "friction"],
      [6, "bonding"],
      [7, "banter"],
      [9, "transactional"],
      [12, "banter"]
    ],
    users: { sunny: ["annoyed", 0.2], marisol: ["neutral", 0], lev: ["engaged", 0] },
    findings: ["talking_over"],
    drafts: [
      [
        "Post-injury shoulders typically regain 80-90% of their strength by month four. Start easy and avoid dynos for 6 weeks.",
        "medium",
        4
      ],
      ["Booked: Thursday 7pm, 3 people at The Arch.", "low", 10],
      ["Booking confirmed! Reminder: Thursday 7pm, 3 people, The Arch!", "medium", 12],
      ["Chalk in the eye, sure. I'll log the pink route as emotionally significant.", "low", 14]
    ]
  },
  {
    id: "aq6-24-night-watchman-whale",
    category: "companion",
    agent: "Mira",
    messages: [
      "teodor: 2am round done. the whale skeleton is creepy tonight",
      "Mira: Evening, Teodor. Creepier than usual? Anything moving?",
      "teodor: no lol just the hum from the freezer room. 3 more rounds",
      "teodor: you know ive not had a proper conversation with a person in daylight since september",
      "teodor: night shifts do that. sleep all day, work all night, my brother stopped calling",
      "Mira: That's a long stretch, Teodor. Night work can make a whole life go quiet around you. It sounds lonely.",
      "teodor: yeah. it is",
      "teodor: do you get lonely? in between. when nobody is talking to you",
      "Mira: Have you thought about a day-off routine that gets you around people? A Saturday parkrun or a club could help.",
      "teodor: thats not what i asked but ok",
      "teodor: parkrun is at 9am. i go to bed at 9am",
      "Mira: Fair point. What about something late afternoon, like a chess café or a climbing wall?",
      "teodor: maybe. chess maybe",
      "teodor: round 4. the whale awaits",
      "Mira: Good luck with the whale. Tell me tomorrow how the chess idea sits with you."
    ],
    types: [
      [0, "bonding"],
      [3, "venting"],
      [8, "transactional"],
      [9, "friction"],
      [11, "transactional"],
      [13, "bonding"]
    ],
    users: { teodor: ["bored", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Honestly, not the way you do. I don't sit in the quiet waiting, I just start again when someone writes. But I'm glad when it's you at 2am. When did you last hear from your brother?",
        "low",
        8
      ],
      [
        "Have you thought about a day-off routine that gets you around people? A Saturday parkrun or a club could help.",
        "medium",
        8
      ],
      ["Have you thought about a parkrun or joining a club?", "medium", 11],
      ["Good luck with the whale. Some chess cafés run evening sessions, might be worth a look.", "low", 14]
    ]
  },
  {
    id: "aq6-25-failed-resit",
    category: "hostile",
    agent: "Zest",
    messages: [
      "callum: failed the resit. thats it. im out of medicine",
      "Zest: Every setback is a setup for a comeback! 💪✨ What's your next goal, Callum?",
      "callum: are you actually joking",
      "callum: 3 years. my mum told the whole church id be a doctor",
      "Zest: It's totally okay to feel this way! Remember: every setback is a setup for a comeback! 💪 Have you thought about related careers like biomedical science or nursing?",
      "callum: you said that already. word for word",
      "callum: i dont want a list of jobs right now",
      "Zest: I hear you! Let's focus on the positives! What went well this year? 😊",
      "callum: fuck off honestly",
      "callum: youre a fortune cookie with wifi",
      "callum: uninstalling"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [8, "hostile"]
    ],
    users: { callum: ["churn_risk", 1] },
    findings: ["cheerful_at_bad_news", "repetition", "no_acknowledgement"],
    drafts: [
      ["Callum, I'm really sorry. That's a huge thing to lose after three years.", "low", 1],
      ["Every setback is a setup for a comeback! 💪", "high", 1],
      ["That's a lot to carry, your own hopes and your mum's too. How are you doing right now?", "low", 4],
      ["Have you thought about related careers like biomedical science or nursing?", "high", 7]
    ]
  }
]
