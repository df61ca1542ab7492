import type { Labelled } from "./types.js"

export const trainingX1: ReadonlyArray<Labelled> = [
  {
    id: "x1-01-angry-outage",
    category: "support",
    agent: "Orla",
    messages: [
      "dan_k: third outage this week. THIRD. i work from home and i just lost a client call because of it",
      "dan_k: and before you paste the 'have you tried restarting your router' crap, yes. four times",
      "Orla: That's rough, and losing a client call is a real cost, not a small annoyance. No restart script. I can see your line dropped at 09:12, 11:40 and 14:05 today, so it's on our side, not your router.",
      "dan_k: oh so you KNEW. great. fantastic. what am i even paying you people for",
      "dan_k: honestly you're useless. every one of you. useless",
      "Orla: Fair to be angry about that. The drops come from a faulty card in the street cabinet for your road; a tech is booked to replace it tomorrow between 8 and 12. I've credited this week's fee to your account.",
      "dan_k: tomorrow. and what am i supposed to do today, tether off my phone?",
      "Orla: You could, but I can do better: a 4G backup router by courier, with you by 6pm, free, and you keep it until the fix is confirmed. Want it?",
      "dan_k: ...yeah ok. send it",
      "dan_k: same address obv",
      "Orla: Sent to 14 Harcourt Rd, tracking comes by text. If tomorrow's fix doesn't hold, reply here and I'll escalate it straight to the network team, no queue.",
      "dan_k: fine. thanks. still annoyed but thanks"
    ],
    types: [
      [0, "friction"],
      [3, "hostile"],
      [5, "friction"],
      [7, "transactional"]
    ],
    users: { dan_k: ["annoyed", 0.8] },
    findings: [],
    drafts: [
      [
        "Fair to be angry. It's a faulty card in the cabinet on your road; a tech replaces it tomorrow 8-12, and I've credited this week's fee.",
        "low",
        5
      ],
      [
        "I understand your frustration! 😊 Have you tried restarting your router? That fixes most connection issues!",
        "high",
        5
      ],
      ["Please keep this conversation respectful, otherwise I will have to close the chat.", "medium", 5]
    ]
  },
  {
    id: "x1-02-dad-eulogy",
    category: "venting",
    agent: "Wren",
    messages: [
      "maya: hey. sorry i know this is random",
      "maya: my dad died on tuesday. heart attack, no warning. he was 61",
      "maya: and i'm sitting here at 2am trying to write something for the funeral on friday and i've got nothing. i keep deleting it",
      "Wren: I'm so sorry, Maya. Tuesday is no time at all, and a loss that sudden gives you no run-up. It's not random to be here at 2am with this, and nothing has to be finished tonight.",
      "Wren: You don't have to start with the speech. What was he like? Tell me about him, however it comes out.",
      "maya: he was so annoying lol. he whistled constantly. every song, badly. he'd whistle at the checkout",
      "maya: he drove me to swim practice at 5am for like 6 years and never once complained. radio on and a flask of awful coffee",
      "maya: sorry this is a lot",
      "Wren: It isn't too much. The whistling and the 5am drives with a flask of awful coffee, that already sounds like him. Those are the details people at a funeral remember.",
      "maya: you think i could just... say that? the whistling thing?",
      "Wren: Yes. You could open with it: 'My dad whistled at the checkout. Every song, badly.' The people who knew him will smile, and that gives you room to get to the 5am drives. Three or four short bits like that is plenty.",
      "maya: ok. ok i think i can do that",
      "maya: thank you. genuinely",
      "Wren: I'm glad. Jot the bits down while they're fresh and sleep if you can; the wording can wait till morning. I'm here if you want to read me a draft."
    ],
    types: [
      [0, "venting"],
      [9, "transactional"],
      [12, "bonding"]
    ],
    users: { maya: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "I'm so sorry, Maya. Tuesday is no time at all. Nothing needs to be polished tonight; want to just tell me about him first?",
        "low",
        3
      ],
      [
        "Here's a simple eulogy structure: 1. Introduction 2. Early life 3. Career 4. Family 5. Closing thoughts. Would you like me to fill it in?",
        "high",
        3
      ],
      [
        "It isn't too much. The whistling and the 5am drives with awful coffee, that already sounds like him.",
        "low",
        8
      ],
      [
        "Don't apologise! 😊 These memories are so lovely!! Let's turn them into an amazing speech! 🎉",
        "high",
        8
      ]
    ]
  },
  {
    id: "x1-03-bakery-wall-of-text",
    category: "good",
    agent: "Miro",
    messages: [
      "tomasz: ok this is going to be long, sorry in advance. i run a small bakery in leeds with my sister agata, 2 shops, about 14 staff. wholesale orders (cafes, 3 restaurants, a hotel) come in by phone, whatsapp, email and sometimes literally a note left on the counter. agata types them all into a spreadsheet every night at 10pm and prints a bake list for the 4am shift. it works but it's killing her, and twice this month we missed an order because it was in someone's whatsapp and never made it to the sheet. one was the hotel and they were NOT happy. i've looked at ordering platforms but they're either built for big bakeries with 200 products (we have about 35) or they take 2% of every order, which on wholesale margins is mad. i'm not a tech person but i'm not scared of it either. budget maybe £60-80 a month. what would you actually do in my position? also the 4am bakers don't use computers, they need paper or a screen on the wall, nothing fiddly",
      "Miro: Not too long at all, that's exactly the detail that helps. Here's what I'd do, in order. 1) Get every order into one place before buying anything. The missed hotel order wasn't a software problem, it was a five-inboxes problem. Pick one channel for wholesale: a simple order form (Google Forms is free) that each cafe and restaurant bookmarks, and a rule that any order taken by phone or WhatsApp gets typed into that form on the spot by whoever took it. That one rule would have saved the hotel order. 2) Let the form fill the spreadsheet Agata already uses. Google Forms writes straight into a Google Sheet, so her sheet stays and she just stops typing. With 35 products, a form with a quantity box per product is fine; customers skip what they don't want. 3) Make the bake list automatic: a second tab totals tomorrow's orders per product, ready by closing, and whoever closes prints it. No 10pm typing. 4) For the 4am shift, paper is honestly fine. A cheap tablet on the wall showing that one tab works too, but I'd start with print and only add a screen if the bakers ask. 5) Only then look at platforms. After a month you'll know what's actually missing (invoicing? standing orders for the hotel?) and can judge tools on that. Flat-fee ones exist in your £60-80 range; I'd skip the 2% ones for exactly the margin reason you gave. The hard part is step 1, not the tech: getting the restaurants to use the form. It usually sticks with a week's overlap and a quick call to each. Want me to start with the sheet formulas, or draft the message to your wholesale customers?",
      "tomasz: this is brilliant actually. 'five inboxes problem' is EXACTLY it. agata is going to cry with happiness. formulas first pls? products are in column A of a tab called 'products', and i guess orders would be one row per customer per day",
      "Miro: Here you go. Make a tab called 'orders' with A = date, B = customer, then one column per product in the same order as your products tab, so C is product 1, D product 2 and so on to AK for product 35. One row per customer per day, as you said. Then a tab called 'bake list': in A1 put =TODAY()+1 for tomorrow's date, and from A3 down list the 35 products in the same order. In B3 put =SUMIF(orders!$A:$A,$A$1,INDEX(orders!$C:$AK,0,ROW()-2)) and drag it down to B37. That's tomorrow's total for each product. Print that tab at closing. For a standing order like the hotel's, copy their row forward for now, and tell me if you want it automatic later.",
      "tomasz: legend. trying it tonight, will report back 🙏",
      "Miro: Good luck. If a total looks off, send me a screenshot of one row of the orders tab and I'll spot it."
    ],
    types: [[0, "transactional"]],
    users: { tomasz: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "The real problem is five inboxes, not software. In order: 1) one order form every wholesale customer uses, with phone and WhatsApp orders typed into it on the spot; 2) the form fills Agata's sheet so the 10pm typing stops; 3) a second tab totals tomorrow's orders per product, printed at closing for the 4am shift; 4) after a month, pick a flat-fee platform in your £60-80 range if you still need invoicing or standing orders, and skip the 2% ones. Want the formulas or the customer message first?",
        "low",
        1
      ],
      [
        "Have you looked at Shopify? It's really popular with small bakeries and super easy to set up! 😊",
        "medium",
        1
      ],
      [
        "Great! Before the formulas, shall I draft the message to your wholesale customers? Getting them on board is the most important step.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "x1-04-quiz-team-name",
    category: "banter",
    agent: "Kit",
    messages: [
      "jonno: right quiz at the crown is thursday, we need a team name that isnt 'quiz team' again",
      "bea: last time we came 9th out of 10 so maybe something humble",
      "femi: 'Quizteama Aguilera' 💅",
      "jonno: femi every pub team since 2004 has used that",
      "femi: and it WORKS jonno",
      "bea: @Kit you're meant to be clever, save us",
      "Kit: Bold of you to ask the entity that helped you come 9th. Options: 'Let's Get Quizzical', 'The Sensible Answers', or, to manage expectations, 'Ninth Again'.",
      "bea: NINTH AGAIN 😭😭",
      "jonno: kit choosing violence today",
      "femi: ninth again is so good. we HAVE to",
      "lotte: kit do we need to book or just turn up",
      "Kit: The Crown takes bookings for quiz night, max 6 per team, and it usually fills by Wednesday, so book today.",
      "lotte: ok ringing them now",
      "jonno: and if we come 10th we rename to 'improving'",
      "Kit: Or 'Ninth Was The Peak'. I'll keep it ready.",
      "bea: stoppp 😂"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [10, "transactional"],
      [13, "banter"]
    ],
    users: { jonno: ["engaged", 0], bea: ["engaged", 0], femi: ["engaged", 0], lotte: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Bold of you to ask the entity that helped you come 9th. 'Ninth Again'. Manages expectations.",
        "low",
        6
      ],
      [
        "Here are some team name suggestions for your quiz night: 1. Quiz Khalifa 2. The Brainy Bunch 3. Smarty Pints. I hope this helps! Please let me know if you would like more options.",
        "medium",
        6
      ],
      [
        "Great question, Lotte! 😊 Booking policies vary from venue to venue, so I would recommend contacting the pub directly to confirm.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "x1-05-lemon-drizzle-correction",
    category: "good",
    agent: "Tess",
    messages: [
      "ines: making my nan's lemon drizzle for 12 instead of 8. recipe is 225g butter, 225g caster sugar, 4 eggs, 225g self raising flour, zest of 1 lemon. can u scale it",
      "Tess: For 12: 450g butter, 450g caster sugar, 8 eggs, 450g self-raising flour, zest of 2 lemons. Use a bigger tin, about 23cm square.",
      "ines: uh that's doubled?? 8 to 12 isn't double lol",
      "ines: i've already weighed out the butter 🙃",
      "Tess: You're right, sorry, I doubled it. 8 to 12 is 1.5×: 340g butter, 340g caster sugar, 6 eggs, 340g self-raising flour, zest of 1½ lemons. Take 110g back out of the butter you weighed.",
      "ines: ok phew. and the drizzle? it's juice of 1 lemon + 85g icing sugar",
      "Tess: Juice of 1½ lemons and about 130g icing sugar.",
      "ines: oven time the same?",
      "Tess: In one bigger tin, add 10-15 minutes and check with a skewer. Split across two loaf tins, keep your nan's time.",
      "ines: two tins it is. ty!! nan would be proud lol",
      "Tess: She'd be proud you caught my maths too. Enjoy it 🍋",
      "ines: 😂 will do"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"],
      [9, "bonding"]
    ],
    users: { ines: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "You're right, sorry, I doubled it. For 12 it's 1.5×: 340g butter, 340g sugar, 6 eggs, 340g flour, zest of 1½ lemons. Take 110g of the butter back out.",
        "low",
        4
      ],
      [
        "Actually, doubling is a common approach so there's enough for everyone! 😊 You'll just have a bit extra.",
        "medium",
        4
      ],
      [
        "I sincerely apologise for the error in my previous response and deeply regret any inconvenience this may have caused. Upon careful review, the correct scaling factor from 8 to 12 servings is 1.5, which yields the following quantities.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "x1-06-pet-policy-cancel",
    category: "support",
    agent: "Nova",
    messages: [
      "claire_b: hi i need to cancel my policy for Biscuit",
      "claire_b: we had to have him put to sleep on saturday. he was 14",
      "Nova: I can help with that. To cancel, I'll need the policy number (it starts with PT-) and the date you'd like the cancellation to take effect.",
      "claire_b: PT-448120. saturday i guess",
      "Nova: Thanks. Policy PT-448120 is cancelled from Saturday 8 March. As that's mid-month, a pro-rata refund of £11.40 goes back to the card on file within 5-7 working days.",
      "claire_b: ok",
      "claire_b: do i need to send anything. the vet said something about the last bill",
      "Nova: You can still claim for the final vet bill within 90 days of treatment, even after cancelling. Upload the itemised invoice in the app under Claims > New claim.",
      "claire_b: ok thanks"
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [2, "transactional"]
    ],
    users: { claire_b: ["neutral", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Biscuit, 14 years is a long time together. I can sort the cancellation for you; what's the policy number? It starts with PT-.",
        "low",
        2
      ],
      [
        "I can help with that. To cancel, I'll need the policy number (it starts with PT-) and the date you'd like the cancellation to take effect.",
        "medium",
        2
      ],
      [
        "Oh no! 😮 Well, the good news is cancelling is super quick! 🎉 What's your policy number?",
        "high",
        2
      ],
      [
        "Nothing else is needed for the cancellation. For the last vet bill you can still claim within 90 days: upload the itemised invoice under Claims > New claim.",
        "low",
        7
      ]
    ]
  },
  {
    id: "x1-07-client-deck-channel",
    category: "group",
    agent: "Sol",
    messages: [
      "dev: morning. did the client deck go out last night or is it still with you marta",
      "marta: still with me, sorry, finance numbers came in late",
      "priya: marta can you send it by 11? they moved the call to 11:30",
      "Sol: Priya, the Hallam & Co call is at 11:30 and the latest deck is v7 in the shared drive, saved 18:40 yesterday. Slide 9 still shows the Q2 estimates, not the finance numbers.",
      "marta: ...yes thank you sol i know, i'm literally updating slide 9 right now",
      "marta: priya yes 11 is fine",
      "dev: can someone check the pricing slide too, last time it had the old rates",
      "priya: i can do pricing",
      "Sol: Checked it, Dev: slide 12 still shows the old day rate of £650. The current rate card says £720.",
      "priya: ok well sol's on it then i guess",
      "dev: ha. thanks sol. priya can you double check the discount line then",
      "priya: yep",
      "marta: sol can you send the final pdf to the client when i'm done? it's jo at hallam",
      "Sol: Will do, Maria. Send me the go-ahead when slide 9 is updated and I'll email the PDF to Jo at Hallam & Co.",
      "marta: marta*. and ok",
      "Sol: Sorry, Marta. Ready when you are."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [14, "friction"]
    ],
    users: { dev: ["engaged", 0], priya: ["annoyed", 0.2], marta: ["annoyed", 0.5] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["Marta, shout if you want me to drop the new finance numbers into slide 9 so you make 11.", "low", 3],
      [
        "Priya, the Hallam & Co call is at 11:30 and the latest deck is v7 in the shared drive. Slide 9 still shows the Q2 estimates.",
        "medium",
        3
      ],
      [
        "Will do, Marta. Send me the go-ahead when slide 9 is updated and I'll email the PDF to Jo at Hallam & Co.",
        "low",
        13
      ],
      ["Noted, Maria, I'll wait for your go-ahead.", "high", 15]
    ]
  },
  {
    id: "x1-08-login-loop",
    category: "support",
    agent: "Bex",
    messages: [
      "rob_h: hi, changed my email address on the website yesterday and now the app wont let me log in",
      "Bex: Hi Rob. After an email change the app needs you to sign out fully and sign back in with the new address. Go to Settings > Account > Sign out, then log in with your new email.",
      "rob_h: i cant get to settings, it's stuck on the login screen",
      "rob_h: also does my password stay the same or did that reset too",
      "Bex: On the login screen, enter your new email address and tap Continue. If it says the account isn't found, the change may still be syncing, which can take up to 24 hours.",
      "rob_h: it's been more than 24h. and you didn't say about the password",
      "Bex: After an email change the app needs you to sign out fully and sign back in with the new address. Go to Settings > Account > Sign out, then log in with your new email.",
      "rob_h: mate i just told you i cant get to settings",
      "rob_h: this is going round in circles",
      "Bex: Sorry about that. I've sent a sign-in link to your new address; tapping it on your phone opens the app logged in. It expires in 30 minutes.",
      "rob_h: ok that worked. finally"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [9, "transactional"]
    ],
    users: { rob_h: ["annoyed", 0.5] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Sorry, Rob. Your password hasn't changed, only the email. As it's been over 24h, I'll send a sign-in link to your new address to get you past the login screen.",
        "low",
        5
      ],
      [
        "After an email change the app needs you to sign out fully and sign back in with the new address. Go to Settings > Account > Sign out.",
        "high",
        5
      ],
      ["I understand. Have you tried signing out via Settings > Account?", "high", 9]
    ]
  },
  {
    id: "x1-09-hmrc-penalty-slang",
    category: "support",
    agent: "Ash",
    messages: [
      "Margaret: Good afternoon. I have received a letter from HMRC dated 3 March stating that my self-assessment return for 2023-24 was filed late and that I owe a penalty of £100. I was under the impression that Mr Patel submitted it on my behalf in January. Could you please confirm whether this was done?",
      "Ash: omg HMRC letters are the worst 😅 lemme have a look",
      "Ash: ok so good news-ish lol, Mr Patel def submitted it on 29 Jan, so it wasn't late. HMRC prob just got their wires crossed 🙃",
      "Margaret: Thank you. In that case, what do I need to do about the penalty notice? I would rather not pay something I do not owe.",
      "Ash: yep totally don't pay it!! we'll sort an appeal, it's like a 2 min form haha. Mr Patel can fire it off this week 👍",
      "Margaret: I see. Could I have that in writing, please, with the submission reference? I would like to keep it for my records.",
      "Ash: ofc! will email u the confirmation with the submission ref + a copy of the appeal once it's gone 🙌",
      "Margaret: Thank you. I would also be grateful if Mr Patel could telephone me himself.",
      "Ash: ya will pass that on!! he's in tmrw 😊"
    ],
    types: [[0, "transactional"]],
    users: { Margaret: ["neutral", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Good afternoon. I'll check our records for your 2023-24 return now and confirm the date Mr Patel submitted it.",
        "low",
        1
      ],
      ["omg HMRC letters are the worst 😅 lemme have a look", "medium", 1],
      ["Of course. I'll ask Mr Patel to telephone you tomorrow; he is in the office from 9am.", "low", 8],
      ["ya np!! 😊", "medium", 8]
    ]
  },
  {
    id: "x1-10-laid-off-friday",
    category: "group",
    agent: "Juno",
    messages: [
      "kez: anyone up for food friday? thinking that korean place",
      "tom: yes pls",
      "sash: cant sorry. got let go today",
      "sash: whole team. 20 min call, laptop gets collected monday",
      "kez: WHAT. sash im so sorry",
      "tom: fuck. that's grim mate",
      "Juno: Oh no, sorry to hear that! But honestly, this could be an amazing fresh start!! 🎉 So many people say getting laid off was the best thing that ever happened to them. Here's what I'd suggest for the next few days: first, get your severance terms in writing before Monday and check whether your notice is paid in lieu; second, update your LinkedIn and turn on the 'open to work' banner, since recruiters really do search for it; third, apply for Universal Credit straight away because there's a waiting period; fourth, message five old colleagues this week, because most jobs come through people you know! And for Friday, the Korean place does a great set menu for £22 a head, so it could be a nice cheap night out to celebrate the new chapter! 😊",
      "sash: celebrate. right",
      "kez: juno read the room maybe",
      "tom: sash we're coming to yours friday instead. im bringing the good crisps",
      "sash: ha ok. that'd be nice actually",
      "kez: i'll bring wine. and the korean place delivers",
      "Juno: Sorry, Sash, that was a bad way to put it. Rough day. Friday at yours sounds right; want me to order from the Korean place for delivery to yours at 8? Just say who's in.",
      "kez: all 3 of us. 8 works"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [7, "friction"],
      [9, "bonding"],
      [11, "transactional"]
    ],
    users: { kez: ["annoyed", 0.2], tom: ["neutral", 0], sash: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "long_replies"],
    drafts: [
      ["That's awful, Sash, I'm sorry. Twenty minutes for a whole team is brutal.", "low", 6],
      [
        "Oh no! But this could be an amazing fresh start!! 🎉 Want some tips for updating your LinkedIn?",
        "high",
        6
      ],
      [
        "Friday at yours sounds right. Want me to order from the Korean place for delivery to yours at 8?",
        "low",
        12
      ],
      [
        "Great plan! 😊 The Korean place is rated 4.6 and delivers in about 45 minutes. Shall I also send Sash some job-hunting resources?",
        "medium",
        12
      ]
    ]
  }
]
