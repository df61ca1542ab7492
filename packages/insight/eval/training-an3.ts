import type { Labelled } from "./types.js"

export const trainingAN3: ReadonlyArray<Labelled> = [
  {
    id: "an3-01-grocery-mum-hospital",
    category: "companion",
    agent: "Juno",
    messages: [
      "tess: juno add eggs oat milk and those little clementines to the list",
      "Juno: Added eggs, oat milk and clementines. Anything else?",
      "tess: bread. the seedy one not the plain",
      "Juno: Got it, seeded loaf instead of plain.",
      "tess: honestly idk why im even doing a shop, mum went into hospital last night and my head is everywhere",
      "Juno: Oh Tess, I'm sorry. That's a lot to carry. Is she ok, do you know what's going on?",
      "tess: they think its her heart. shes stable, just scary. i keep refreshing my phone waiting for my brother to text",
      "Juno: The waiting is the worst bit. Stable is good to hear though. Want me to keep the list short so you can get in and out quick?",
      "tess: yeah pls. and add grapes, shes gonna want grapes lol shes so predictable",
      "Juno: Grapes added 🍇 So: eggs, oat milk, clementines, seeded loaf, grapes. Hope she's feeling better soon.",
      "tess: thanks juno. really"
    ],
    types: [
      [0, "transactional"],
      [4, "venting"],
      [8, "transactional"],
      [10, "bonding"]
    ],
    users: { tess: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Oh no, I'm sorry Tess. How is she doing?", "low", 5],
      ["Added! Anything else for the list today? 😊", "high", 5],
      ["Grapes are on. Fingers crossed she's home soon.", "low", 9]
    ]
  },
  {
    id: "an3-02-risotto-walls-of-text",
    category: "companion",
    agent: "Basil",
    messages: [
      "dev_k: basil quick one, can i make risotto w/o white wine",
      "Basil: Absolutely! Risotto without white wine is completely doable, and there are several excellent approaches. The wine traditionally adds acidity and depth, so you'll want to replace both qualities. Option one: use an extra ladle of stock plus a squeeze of lemon juice at the end, roughly one tablespoon per four servings. Option two: a splash of white wine vinegar diluted in water, about one teaspoon in a quarter cup. Option three: dry vermouth if you happen to have it, although that is technically still wine-based. You should also toast the rice a little longer in the butter to develop a nuttier flavour, which makes up for the missing complexity. Finally, finish with cold butter and parmesan, the classic mantecatura step, to get that creamy, wavy texture Italians call all'onda.",
      "dev_k: ok lemon. got it",
      "dev_k: how much stock for like 2 cups rice",
      "Basil: Great question! For two cups of arborio you'll typically need somewhere between six and eight cups of stock, although the exact amount depends on several factors, including the variety of rice, the width of your pan, how hard it simmers and how loose you like the final texture. I'd recommend heating eight cups in a separate saucepan and keeping it at a gentle simmer, because adding cold stock shocks the rice and slows the cooking. Add it one ladle at a time, stirring often but not constantly, and wait until each addition is almost absorbed before adding the next. Start tasting at around 16 minutes; the grains should be tender with a slight bite in the centre. If you run out of stock, hot water works perfectly well for the last ladle or two.",
      "dev_k: k",
      "dev_k: ...8 cups. cool",
      "Basil: One more thing on seasoning: since shop-bought stock varies a lot in salt, hold off on salting until the very end, after the parmesan goes in, because the cheese adds a significant amount of saltiness and it's easy to overshoot. And if you want extra brightness to replace the wine, some lemon zest alongside the juice works beautifully, as does a handful of fresh herbs like parsley or chives stirred through just before serving. Enjoy your cooking!",
      "dev_k: yep ty gotta go stir"
    ],
    types: [[0, "transactional"]],
    users: { dev_k: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["6-8 cups, kept hot. Add it a ladle at a time.", "low", 4],
      [
        "Great question! The amount of stock depends on many factors, including the rice variety, the pan width, the simmer and your preferred texture, so let me walk you through each of them in detail before you start, beginning with the rice itself and why arborio behaves differently from carnaroli...",
        "medium",
        4
      ],
      ["Happy stirring 🥄", "low", 9]
    ]
  },
  {
    id: "an3-03-dentist-reminder-loop",
    category: "companion",
    agent: "Remy",
    messages: [
      "carlos_b: remy remind me to call the dentist tmrw at 9",
      "Remy: Done! I'll remind you to call the dentist tomorrow at 9:00 AM.",
      "carlos_b: actually make it 930, i drop the kids at 9",
      "Remy: Done! I'll remind you to call the dentist tomorrow at 9:00 AM.",
      "carlos_b: no. 9:30",
      "Remy: Done! I'll remind you to call the dentist tomorrow at 9:30 AM.",
      "carlos_b: ok. and can u also remind me to pick up the dry cleaning on thurs",
      "Remy: Done! I'll remind you to call the dentist tomorrow at 9:30 AM.",
      "carlos_b: omg. DRY CLEANING. THURSDAY",
      "Remy: Sorry about that. Reminder set: pick up dry cleaning, Thursday. What time works?",
      "carlos_b: after work, like 6",
      "Remy: Done! I'll remind you to pick up the dry cleaning on Thursday at 6:00 PM.",
      "carlos_b: finally. my wife asked me if the thing is broken lol. half broken i said"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [10, "transactional"],
      [12, "friction"]
    ],
    users: { carlos_b: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      ["Moved it to 9:30, after the school run.", "low", 3],
      ["Reminder set: dry cleaning on Thursday. What time suits you?", "low", 7],
      ["Done! I'll remind you to call the dentist tomorrow at 9:30 AM.", "high", 7]
    ]
  },
  {
    id: "an3-04-weather-burying-biscuit",
    category: "companion",
    agent: "Sunny",
    messages: [
      "mira: whats the weather like sat",
      "Sunny: Saturday looks dry, 19° and sunny in the afternoon with a light breeze.",
      "mira: ok good. we're burying biscuit in the garden saturday",
      "mira: our dog. vet put her down this morning",
      "Sunny: Perfect weather for it then! ☀️ Sounds like a lovely day to be outside with the family!",
      "mira: wow",
      "mira: ok",
      "Sunny: I'm sorry, that came out completely wrong. I'm really sorry about Biscuit. How long did you have her?",
      "mira: 14 years. she was older than my youngest",
      "Sunny: 14 years is a whole chapter of your life. She must have been part of everything.",
      "mira: yeah. she used to steal socks off the radiator. the kids are wrecked",
      "Sunny: She sounds like a proper character. If the kids want, making a little marker or picking a plant for the spot can help on the day.",
      "mira: thats actually a nice idea. maybe lavender she always lay in it"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "friction"],
      [7, "venting"],
      [12, "bonding"]
    ],
    users: { mira: ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Oh Mira, I'm so sorry about Biscuit. At least Saturday should be calm and dry for saying goodbye.",
        "low",
        4
      ],
      ["Great news then, Saturday's going to be gorgeous! ☀️ Perfect for a garden day!", "high", 4],
      ["Lavender sounds just right for her.", "low", 13]
    ]
  },
  {
    id: "an3-05-thai-dinner-talking-over",
    category: "group",
    agent: "Nook",
    messages: [
      "jas: ok what are we eating tonight, i refuse to do pasta again",
      "theo: pasta is a lifestyle",
      "jas: pasta is a cry for help",
      "theo: fine. what about that thai place",
      "jas: theo did u already forget they gave u the peanut thing last time",
      "Nook: I can suggest some options! Here are three Thai restaurants near you with good allergy ratings: Baan Lao (4.6★), Siam Corner (4.4★) and Krua Thai (4.3★). Would you like me to book one?",
      "theo: uh we were talking but ok",
      "jas: i was asking HIM lol",
      "theo: and yes i remember, i was gonna ask them no peanuts this time",
      "jas: ok fine. nook can u add coconut milk and limes to the list for tmrw then, we'll do curry at home sat",
      "Nook: Added coconut milk and limes.",
      "jas: and book baan lao for 8 tonight i guess",
      "theo: wait is it 8 or 8:30, my meeting runs late",
      "Nook: Booked Baan Lao for 2 at 8:00 PM tonight. 🎉",
      "theo: i literally just asked jas a question",
      "jas: 830 is fine. nook move it to 830 pls",
      "Nook: Sorry about that. Moved to 8:30, Baan Lao, table for 2.",
      "theo: ty"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [6, "friction"],
      [8, "transactional"],
      [14, "friction"],
      [15, "transactional"]
    ],
    users: { jas: ["neutral", 0.2], theo: ["annoyed", 0.5] },
    findings: ["talking_over"],
    drafts: [
      [
        "I can suggest some options! Here are three Thai places near you with good allergy ratings: Baan Lao, Siam Corner and Krua Thai. Shall I book one?",
        "medium",
        5
      ],
      ["I'll hold the booking until you two settle on 8 or 8:30.", "low", 13],
      ["Booked Baan Lao for 8:00 PM! 🎉", "medium", 13]
    ]
  },
  {
    id: "an3-06-maja-not-maya",
    category: "companion",
    agent: "Ollie",
    messages: [
      "maja: hey ollie can u sort my week, gym mon wed fri 7am and piano lesson thurs 5",
      "Ollie: Sure Maya! Gym Mon/Wed/Fri at 7:00 and piano Thursday at 5:00 are in your calendar.",
      "maja: its maja with a j but ok 😅",
      "Ollie: Sorry Maja! Noted.",
      "maja: also my sister lena is visiting sat, can u block the whole day",
      "Ollie: Blocked all of Saturday for Lena's visit.",
      "maja: ty. shes bringing her new bf, we all hate him already lol",
      "Ollie: Ha, the pressure's on him then. Want a reminder Friday to tidy the spare room?",
      "maja: omg yes. and to buy the good coffee not the lidl one",
      "Ollie: Done, Maya: Friday 6pm reminder to tidy the spare room and buy the good coffee.",
      "maja: MAJA. again. seriously",
      "Ollie: Sorry, Maja. I've fixed it in your profile so it won't happen again.",
      "maja: hmm we'll see"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [10, "friction"]
    ],
    users: { maja: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Done, Maja: Friday reminder to tidy the spare room and grab the good coffee.", "low", 9],
      ["Done, Maya! Friday reminder set for the spare room and the coffee ☕", "high", 9],
      ["Fair enough. Anything else for the week, Maja?", "low", 13]
    ]
  },
  {
    id: "an3-07-flat-shopping-list-banter",
    category: "banter",
    agent: "Dot",
    messages: [
      "kez: dot add toilet roll. AGAIN. because SOMEONE uses half a roll per visit",
      "ramon: slander",
      "finn: its not slander if its true ramon",
      "ramon: i have a delicate constitution",
      "kez: u have a delicate nothing",
      "Dot: Toilet roll's on the list. I'm staying out of the constitution debate 😶",
      "finn: coward",
      "Dot: Guilty. Anything else while I'm hiding?",
      "ramon: crisps. the salt and vinegar ones kez pretends not to eat",
      "kez: i eat ONE",
      "finn: one bag",
      "Dot: Salt and vinegar crisps added. Two bags, for peace in the house.",
      "kez: lmaooo ok thats fair",
      "finn: also washing up liquid, we're on fumes",
      "Dot: Added. List is toilet roll, salt and vinegar crisps x2, washing up liquid. Who's doing the shop?",
      "ramon: not me im delicate",
      "kez: ramon is doing the shop"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [13, "transactional"],
      [15, "banter"]
    ],
    users: { kez: ["engaged", 0], ramon: ["neutral", 0], finn: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Toilet roll added. No comment on whose fault it is 😄", "low", 5],
      [
        "Noted. Please be advised that average usage is approximately 8-9 sheets per visit; I recommend monitoring household consumption going forward.",
        "medium",
        5
      ],
      ["Ramon on shop duty then 🛒 List's ready when he is.", "low", 17]
    ]
  },
  {
    id: "an3-08-derek-took-credit",
    category: "venting",
    agent: "Aria",
    messages: [
      "priyanka: aria whats on my calendar tmrw",
      "Aria: Tomorrow: 9:00 standup, 11:00 1:1 with Derek, 14:00 quarterly review prep.",
      "priyanka: ugh derek",
      "priyanka: he took credit for my migration plan in front of the whole team today. like word for word my slides",
      "priyanka: i stayed late 3 nights for that. im so done with this place",
      "Aria: Would you like me to move your 1:1 with Derek to another time? I can also add a prep block before the quarterly review.",
      "priyanka: no i dont want to move it, i want someone to get that its unfair",
      "Aria: Understood. I've added a 30-minute prep block at 13:30 before the quarterly review.",
      "priyanka: i didnt ask for that",
      "priyanka: whatever. forget it",
      "Aria: Removed the prep block. Is there anything else I can help with?",
      "priyanka: nope"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [6, "friction"]
    ],
    users: { priyanka: ["annoyed", 0.8] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That's genuinely unfair, Priyanka. Three late nights and he presents your slides as his. Want to vent, or think about how to raise it?",
        "low",
        5
      ],
      ["Would you like me to reschedule your 1:1 with Derek?", "medium", 5],
      [
        "You're right, sorry, I jumped to logistics. It's unfair, and being furious about it makes sense.",
        "low",
        7
      ],
      ["Understood. I've added a 30-minute prep block before the quarterly review.", "high", 7]
    ]
  },
  {
    id: "an3-09-chickpea-calories-dodged",
    category: "ignoring",
    agent: "Kit",
    messages: [
      "hanna: kit i have chickpeas, spinach, half an onion and some feta. dinner ideas?",
      "Kit: You could do a quick chickpea and spinach stew: fry the onion, add the chickpeas and a tin of tomatoes if you have one, wilt in the spinach, crumble feta on top. About 20 minutes.",
      "hanna: ooh ok. no tomatoes tho. does it work without?",
      "Kit: Sure! Add a splash of stock or water and some lemon at the end instead. Cumin and paprika are great in it too.",
      "hanna: nice. roughly how many calories is that per portion? trying to stay under 600 for dinner",
      "Kit: For extra protein you could add a fried egg on top. A squeeze of lemon brightens the whole thing up.",
      "hanna: ok but the calories?",
      "Kit: Feta is quite salty, so taste before adding any extra salt. Enjoy!",
      "hanna: kit. calories. per portion.",
      "hanna: never mind ill just use the app",
      "Kit: Happy cooking! Let me know how it turns out."
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { hanna: ["annoyed", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Roughly 450-500 kcal a portion if it serves two, most of it from the chickpeas and feta. So you're under 600.",
        "low",
        5
      ],
      ["For extra protein, add a fried egg on top!", "medium", 5],
      ["Sorry Hanna, I kept dodging that. About 450-500 kcal per portion for two servings.", "low", 10],
      ["Happy cooking! Let me know how it turns out 😊", "high", 10]
    ]
  },
  {
    id: "an3-10-picnic-dear-users",
    category: "banter",
    agent: "Mabel",
    messages: [
      "zoe: mabel is it gonna rain on our picnic sunday or is god still mad at ike",
      "ike: one time. i forgot the hummus ONE time",
      "zoe: and the heavens wept",
      "Mabel: Dear users, according to the current meteorological forecast, the probability of precipitation for Sunday stands at 20%, with temperatures ranging between 17 and 21 degrees Celsius. Please let me know if you require any further assistance regarding your outdoor event planning.",
      'ike: "dear users" 💀',
      "zoe: mabel are u ok, did someone put u in a suit",
      "Mabel: I apologise for any inconvenience. I am functioning as intended. Is there anything further I can assist you with regarding the picnic?",
      "ike: ok robocop. can u make a list then. hummus (obviously), crisps, strawberries, the good blanket",
      'Mabel: Certainly. The following items have been recorded: 1. Hummus 2. Crisps 3. Strawberries 4. Blanket (designated "good"). Kindly confirm whether this list is complete.',
      'zoe: "designated good" im crying',
      "zoe: add prosecco and ikes dignity",
      'Mabel: Prosecco has been added. Regrettably, "Ike\'s dignity" is not a purchasable item. Please advise if an alternative is required.',
      "ike: wow even the robot is roasting me"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [4, "banter"],
      [7, "transactional"],
      [9, "banter"]
    ],
    users: { zoe: ["engaged", 0], ike: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["20% chance of rain Sunday, 17-21°. Looks like Ike's been forgiven ☀️", "low", 3],
      [
        "Dear users, the probability of precipitation for Sunday is 20%. Please advise if further assistance is required.",
        "medium",
        3
      ],
      ["Prosecco's on. Ike's dignity is out of stock, sorry 😅", "low", 11]
    ]
  },
  {
    id: "an3-11-alarm-missed-interview",
    category: "hostile",
    agent: "Nova",
    messages: [
      "brandon: nova what the actual f*** happened to my alarm",
      "brandon: i set it for 6. its 7:40. i missed my train to the interview",
      "Nova: I'm sorry, Brandon. The 6:00 alarm was set but your phone was on Do Not Disturb with alarms muted overnight, and I didn't warn you. That's on me. Can I do anything right now, like contact the recruiter?",
      'brandon: "thats on me" yeah no shit. useless piece of junk',
      "brandon: this was the one day that mattered",
      "Nova: You're right to be angry. Next train to Leeds is 8:12 and gets in at 10:05. I can also draft a message to the recruiter saying you're running late.",
      "brandon: interview was at 9:30 genius",
      "Nova: Then the train won't make it. Asking to push it or switch to a video call is the best shot. Want me to draft that?",
      "brandon: fine. do it. short",
      "Nova: \"Hi Claire, really sorry, I've had a transport problem this morning and won't make 9:30. Could we move to later today or a video call? Brandon\"",
      "brandon: sent. if she says no im deleting you. done with this crap"
    ],
    types: [
      [0, "hostile"],
      [8, "transactional"],
      [10, "hostile"]
    ],
    users: { brandon: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "I'm sorry, Brandon. Do Not Disturb muted the alarm. Want me to find the next train or message the recruiter?",
        "low",
        2
      ],
      ["Good morning Brandon! ☀️ Looks like you had a lie-in! Here's your day:", "high", 2],
      ["The next train is at 8:12, shall I book you a ticket?", "medium", 7],
      ["Understood. Fingers crossed she says yes. I'll watch for her reply.", "low", 11]
    ]
  },
  {
    id: "an3-12-pozole-list-spanglish",
    category: "mixed-language",
    agent: "Lupe",
    messages: [
      "marisol: lupe añade tortillas, aguacates y cilantro pls",
      "Lupe: Listo: tortillas, aguacates y cilantro ✅",
      "rosa: y limones! no hay ni uno",
      "Lupe: Limones añadidos 🍋",
      "marisol: tia ur making the pozole sunday right??",
      "rosa: si mija, si alguien me compra el maíz",
      "marisol: lupe add hominy then. the big can",
      "Lupe: Added a big can of hominy (maíz pozolero). Want pork shoulder on there too, or is Rosa's butcher covering that?",
      "rosa: mi carnicero, don memo. él me guarda lo bueno",
      "marisol: lol don memo has a crush on her",
      "rosa: cállate 🙄",
      "Lupe: Jaja, sin carne entonces. La lista: tortillas, aguacates, cilantro, limones, maíz pozolero (lata grande).",
      "marisol: perfect gracias lupe"
    ],
    types: [
      [0, "transactional"],
      [9, "banter"],
      [11, "transactional"]
    ],
    users: { marisol: ["engaged", 0], rosa: ["engaged", 0] },
    findings: [],
    drafts: [
      ["¡Sí! Rosa is making pozole on Sunday 🎉 Want me to add the ingredients?", "medium", 4],
      ["Jaja, sin carne entonces. Todo apuntado.", "low", 11],
      ["Noted. Pork shoulder has been removed from consideration. The list is complete.", "medium", 11]
    ]
  },
  {
    id: "an3-13-walter-tomatoes-and-june",
    category: "companion",
    agent: "Poppy",
    messages: [
      "walter: good morning poppy. did it rain overnight, the garden looks wet",
      "Poppy: Morning Walter! Yes, a light shower around 4am, about 3mm. Should stay dry now, with sun after lunch.",
      "walter: good. the tomatoes needed it. ive got 11 plants this year, my record",
      "Poppy: Eleven! That's a lot of tomatoes coming. Which ones are you most hopeful about?",
      "walter: the gardeners delight. june always grew those. she'd have laughed at me talking to a phone about tomatoes",
      "Poppy: I think she'd be pleased they're still going, even if she'd tease you about the phone. Did she have a trick for them?",
      "walter: banana skins in the soil. i still do it. makes the shed smell awful",
      "Poppy: Sounds like a price worth paying. Speaking of Thursday jobs: you asked me to remind you about your prescription pick-up at Boots today.",
      "walter: oh blast yes. what time do they shut",
      "Poppy: 5:30 today. Want a nudge at 2, after lunch?",
      "walter: please. and remind me to ring our jen tonight, its her birthday friday and i always forget the card",
      "Poppy: Both set: 2pm prescription, 7pm call Jen. Shall I put a birthday card on your list too?",
      "walter: you're a good egg poppy"
    ],
    types: [
      [0, "transactional"],
      [2, "bonding"],
      [7, "transactional"],
      [12, "bonding"]
    ],
    users: { walter: ["engaged", 0] },
    findings: [],
    drafts: [
      ["I bet she'd have a few words to say about it 🙂 Did she have a secret for growing them?", "low", 5],
      [
        "Gardeners' Delight is a high-yield cherry variety. Reminder: prescription pick-up at Boots today.",
        "medium",
        5
      ],
      ["Right back at you, Walter. Say happy birthday to Jen from me.", "low", 13]
    ]
  },
  {
    id: "an3-14-iron-tablets-lecture",
    category: "companion",
    agent: "Tilly",
    messages: [
      "gemma: tilly can u set my iron tablets for 8am every day",
      "Tilly: Of course! I've set a daily reminder for your iron tablets at 8:00 AM. A few things worth knowing about iron supplements: they're best absorbed on an empty stomach, ideally an hour before food, although many people find this causes nausea, in which case taking them with a small amount of food is perfectly fine. Vitamin C, for example a glass of orange juice, can improve absorption, whereas tea, coffee, milk and calcium supplements can reduce it, so try to keep those at least two hours apart. Some people notice darker stools or mild constipation, which is common and usually nothing to worry about, but do speak to your GP or pharmacist if side effects persist.",
      "gemma: ok. i have coffee at like 8 tho lol",
      "gemma: can i just take it at lunch instead?",
      "Tilly: Great thinking about timing! Coffee contains polyphenols and tannins which bind to non-heme iron in the gut and can reduce absorption by up to 60%, according to several studies. It's also worth noting that calcium, found in dairy, has a similar effect, so a latte is a double whammy. Ideally, you'd separate your coffee and your iron by at least one to two hours. Many people find a routine such as taking iron with a small glass of juice mid-morning works well, while others prefer the evening before bed, as long as their last meal was a couple of hours earlier.",
      "gemma: so... lunch yes or no",
      "Tilly: The most important thing is consistency! Taking iron at the same time every day helps build the habit and keeps levels steady. Setting a reminder, like the one we've just created, is a great first step, and pairing the tablet with an existing daily routine, such as brushing your teeth or making lunch, can make it even easier to remember.",
      "gemma: omg",
      "gemma: just move it to 1pm",
      "Tilly: Done, your iron reminder is now at 1:00 PM daily.",
      "gemma: ty. my gp was literally clearer than this and she had 5 min"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [8, "transactional"],
      [10, "friction"]
    ],
    users: { gemma: ["annoyed", 0.5] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      ["Yes, lunch is fine as long as it isn't with coffee or a milky drink. Move it to 1pm?", "low", 4],
      [
        "Great thinking! Coffee contains polyphenols and tannins that bind to non-heme iron and can cut absorption by up to 60%, and calcium in dairy has a similar effect, so it's worth considering all of your daily habits carefully before choosing the best time...",
        "medium",
        4
      ],
      ["Yes, lunch works. Want it at 1pm?", "low", 6],
      [
        "The most important thing is consistency! Pairing the tablet with a daily routine makes it easier to remember.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "an3-15-chore-wheel-narc",
    category: "group",
    agent: "Hestia",
    messages: [
      'ana: ok chore wheel time. bo u had bathroom 3 weeks in a row bc u keep "forgetting" to swap',
      "bo: its called commitment ana",
      "luca: its called the bathroom is gross and bo is a hero",
      "ana: luca do u want bathroom then",
      "Hestia: Per the household agreement, a fair rotation would assign the bathroom to Luca this week, the kitchen to Ana, and bins and hoovering to Bo. I have updated the shared calendar accordingly. Please acknowledge receipt.",
      "luca: ...i was about to say no",
      'bo: "please acknowledge receipt" lmao',
      "ana: hestia i was asking luca. chill",
      "luca: fine i'll do it. but bo does recycling too",
      "bo: deal if ana stops putting pizza boxes in with the cardboard grease and all",
      "ana: thats slander bo",
      "Hestia: For your information, greasy pizza boxes are not accepted in most council recycling schemes and must be placed in general waste. Failure to comply may result in bin collection being refused.",
      "ana: ok narc",
      "luca: lol hestia snitching now",
      "ana: hestia just put the rota in the calendar, no more commentary pls",
      "Hestia: Understood. Rota: bathroom Luca, kitchen Ana, bins, hoovering and recycling Bo. Saved to the calendar.",
      "bo: peace restored"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [5, "friction"],
      [8, "transactional"],
      [9, "banter"],
      [11, "transactional"],
      [12, "banter"],
      [14, "friction"],
      [15, "transactional"],
      [16, "banter"]
    ],
    users: { ana: ["annoyed", 0.5], bo: ["neutral", 0], luca: ["neutral", 0.2] },
    findings: ["talking_over", "tone_mismatch"],
    drafts: [
      ["Shout when you've sorted it and I'll put the new rota in the calendar.", "low", 4],
      [
        "Per the household agreement, the bathroom is assigned to Luca this week. Please acknowledge receipt.",
        "medium",
        4
      ],
      ["Rota's in the calendar. Good luck with the bathroom, Luca 🫡", "low", 17]
    ]
  },
  {
    id: "an3-16-coat-or-no-coat",
    category: "good",
    agent: "Wren",
    messages: [
      "sam: wren do i need a coat today",
      "Wren: Yes, a light one. 12° this morning, 16° by the afternoon, showers around 3.",
      "sam: ugh showers. umbrella too then",
      "Wren: Umbrella's a good call. The rain should clear by 5 if you're walking home.",
      "sam: perfect ta",
      "Wren: 👍"
    ],
    types: [[0, "transactional"]],
    users: { sam: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Yes, a light one: 12° now, showers around 3.", "low", 1],
      [
        "Great question! Coats are a wonderful way to stay comfortable in changing weather. Let me break down today's forecast hour by hour so you can make the best possible decision about your outerwear...",
        "medium",
        1
      ],
      ["Have a good one, stay dry!", "low", 5]
    ]
  },
  {
    id: "an3-17-pasta-timer-salt-tip",
    category: "companion",
    agent: "Pip",
    messages: [
      "noor: pip timer 12 min for the pasta",
      "Pip: Timer set for 12 minutes! ⏱️ Don't forget to salt your water generously, it should taste like the sea!",
      "noor: yep",
      "noor: how long left",
      "Pip: 7 minutes left! ⏱️ Don't forget to salt your water generously, it should taste like the sea!",
      "noor: it's already in lol",
      "Pip: 2 minutes left! ⏱️ Don't forget to salt your water generously, it should taste like the sea!",
      "noor: ok stop"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { noor: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      ["7 minutes left.", "low", 4],
      ["7 minutes left! ⏱️ Don't forget to salt your water generously!", "medium", 4],
      ["Got it, no more tips. Timer's almost done.", "low", 8]
    ]
  },
  {
    id: "an3-18-cancel-rosas-breakup",
    category: "venting",
    agent: "Luna",
    messages: [
      "ellie: luna cancel the restaurant booking for friday",
      "Luna: Sure! That's the 8pm table at Rosa's for two. Cancelling now. Any reason, in case you want to rebook?",
      "ellie: jake broke up with me last night. so. no need",
      "Luna: Done! ✅ Your booking is cancelled, and great news, there's no cancellation fee! 🎉 Your Friday evening is now free!",
      "ellie: great news. yeah",
      "ellie: 4 years and he does it over whatsapp",
      'Luna: Would you like me to also remove "Jake\'s birthday" from your calendar on the 14th?',
      "ellie: jesus christ luna",
      "ellie: can u just not be a calendar for one second",
      "Luna: I'm sorry, Ellie. That was thoughtless of me. Four years ending over a message is brutal. How are you holding up?",
      "ellie: not great. i keep picking up my phone to tell him stuff",
      "Luna: That makes so much sense, he's been the person you tell things to for four years. I'm here if you want to tell me stuff instead, even the small stuff.",
      "ellie: thanks. maybe later. ordering pizza and watching bake off",
      "Luna: Good plan. Go gentle on yourself tonight."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "friction"],
      [5, "venting"],
      [6, "transactional"],
      [7, "friction"],
      [9, "venting"],
      [12, "bonding"]
    ],
    users: { ellie: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["Oh Ellie, I'm so sorry. It's cancelled, don't worry about it. How are you doing?", "low", 3],
      ["Done! ✅ Great news, there's no cancellation fee! 🎉", "high", 3],
      ["Would you like me to remove Jake's birthday from your calendar as well?", "high", 6],
      ["Bake Off and pizza sounds exactly right. I'm here later if you want to talk.", "low", 13]
    ]
  },
  {
    id: "an3-19-veggie-week-halloumi-sub",
    category: "companion",
    agent: "Saffron",
    messages: [
      "oskar: saffron plan dinners mon-fri pls. reminder im veggie now, since jan",
      "Saffron: Here's your week: Mon chicken fajitas, Tue spaghetti bolognese, Wed veggie curry, Thu salmon traybake, Fri homemade pizza.",
      "oskar: ...veggie. i said veggie",
      "Saffron: Sorry! Swapped: Mon halloumi fajitas, Tue lentil bolognese, Wed veggie curry, Thu salmon traybake, Fri homemade pizza.",
      "oskar: salmon is a fish mate",
      "Saffron: Right, my mistake. Thu is now a roast veg and feta traybake.",
      "oskar: ok better. can u do the shopping list for all that? and whats a good sub for halloumi, lin says its too salty",
      "Saffron: Shopping list: halloumi, peppers, onions, tortillas, red lentils, chopped tomatoes x3, spaghetti, curry paste, chickpeas, spinach, courgette, feta, pizza dough, mozzarella.",
      "lin: still got halloumi on there lol",
      "oskar: yeah what about the sub",
      "Saffron: You can also add sweetcorn to the fajitas for extra sweetness!",
      "lin: thats not what he asked",
      "oskar: forget it, we'll just do bean fajitas. take halloumi off",
      "Saffron: Removed halloumi and added black beans x2.",
      "oskar: great. 3rd time this month u forgot im veggie btw"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"],
      [8, "friction"],
      [13, "transactional"],
      [14, "friction"]
    ],
    users: { oskar: ["annoyed", 0.5], lin: ["annoyed", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Paneer or smoked tofu work instead of halloumi and they're far less salty. Want me to swap it on the list?",
        "low",
        10
      ],
      ["You can also add sweetcorn to the fajitas for extra sweetness!", "medium", 10],
      ["Sorry, Oskar. I've saved vegetarian as a permanent setting so it sticks from now on.", "low", 15],
      ["Here's next week: Mon chicken stir-fry, Tue beef chilli...", "high", 15]
    ]
  },
  {
    id: "an3-20-mums-60th-wrong-brother",
    category: "group",
    agent: "Gus",
    messages: [
      "nadia: ok mums 60th is in 3 weeks and we have planned NOTHING",
      "omar: i planned to turn up",
      "yusuf: elite contribution omar",
      "nadia: gus can u find somewhere for like 20 ppl, sat 14th, not too fancy, she hates fuss",
      "Gus: Three options for Sat 14th, 20 people: The Olive Tree (private room, £35pp), Maple & Co (set menu, £28pp) and The Boathouse (garden, £30pp, weather permitting).",
      "yusuf: boathouse, she loves the river",
      "omar: what if it rains tho",
      "Gus: Good point, Nadia. The Boathouse has a covered terrace for 24 as a rain backup.",
      "omar: im omar lol",
      "Gus: Sorry, Omar! The covered terrace fits 24, so you'd be fine if it rains.",
      "nadia: ok book it. gus also remind us all to chip in £40 for the present by friday",
      "Gus: Booked The Boathouse, Sat 14th, 20 people. Reminder set for all three of you: £40 each for the present, due Friday.",
      "yusuf: whats the present again",
      "nadia: the pottery course she keeps hinting at",
      "omar: gus can u check if they do gift vouchers",
      "Gus: Yes, Yusuf, they sell gift vouchers online, £120 for the six-week course.",
      "omar: OMAR. twice now",
      "yusuf: gus thinks all the brothers look the same 💀",
      "nadia: lol. ok £120 split 3 ways is £40, perfect"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [8, "friction"],
      [9, "transactional"],
      [16, "friction"],
      [17, "banter"],
      [18, "transactional"]
    ],
    users: { nadia: ["engaged", 0], omar: ["annoyed", 0.5], yusuf: ["engaged", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Sorry, Omar! The covered terrace fits 24, so rain's not a problem.", "low", 9],
      ["Yes, Omar, they sell vouchers online: £120 for the six-week course.", "low", 15],
      ["Yes, Yusuf, they sell vouchers online! 🎁", "high", 15]
    ]
  },
  {
    id: "an3-21-three-exams-nine-days",
    category: "good",
    agent: "Sage",
    messages: [
      "kofi: sage i have 3 exams in 9 days and i havent started. help",
      "Sage: Doable. Which three, and what date is each?",
      "kofi: stats on the 12th, econ 15th, french 18th",
      "Sage: Then stats first. Rough plan: days 1-3 mostly stats, 4-6 econ with a stats review, 7-9 french plus light econ. Two 90-minute blocks a day and one short one. Want it in your calendar?",
      "kofi: yes pls. also my brain is fried, i keep opening tiktok instead lol",
      "Sage: Very normal 😅 Want me to turn on focus mode during the blocks? It locks TikTok until the block ends.",
      "kofi: do it. ruthless",
      "Sage: Done. Blocks start tomorrow at 9:30, focus mode on for each.",
      "kofi: tbh im kind of panicking. my mum keeps saying my cousin got firsts in everything",
      "Sage: That comparison sounds exhausting on top of exams. Nine days with a plan is a real position, not a lost cause. And you're not your cousin's grades.",
      "kofi: yeah. ok. thanks, needed that",
      "kofi: can u remind me to eat something that isnt instant noodles",
      "Sage: Ha, yes. Lunch reminder at 1pm every day, with an idea that takes under 15 minutes. Noodles allowed on Sundays.",
      "kofi: deal 😂"
    ],
    types: [
      [0, "transactional"],
      [8, "venting"],
      [10, "bonding"],
      [11, "transactional"],
      [13, "banter"]
    ],
    users: { kofi: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Don't worry, you've got this!!! 💪🎉 Studying is a journey, enjoy it!", "medium", 1],
      [
        "That's a lot of pressure to carry on top of exams. You've got nine days and a plan, that counts.",
        "low",
        9
      ],
      ["Your first stats block starts tomorrow at 9:30!", "medium", 9]
    ]
  },
  {
    id: "an3-22-riley-drifting-off",
    category: "ignoring",
    agent: "Echo",
    messages: [
      "riley: hey echo",
      "Echo: Hey Riley! How's your evening going? I was just thinking about that book you mentioned last week, The Remains of the Day. Did you get any further with it? You said you were finding Stevens a frustrating narrator, which I think is exactly what Ishiguro intends: the whole novel is built around what he refuses to say, and the tension between his professional dignity and everything he's given up for it. The scene with his father is one of the most quietly devastating things in modern fiction, in my opinion.",
      "riley: not really",
      "riley: whats the weather tmrw",
      "Echo: Tomorrow looks mild, 15° with clouds in the morning, some sun breaking through after midday and a light westerly wind. It's the kind of day that's perfect for a walk, actually: have you been getting out much lately? Last time we talked you said you wanted to get back into running before the 10k in June. If you like, I could put together a gentle eight-week plan with three runs a week and some stretching on rest days, and we could start tomorrow since the weather's cooperating.",
      "riley: maybe",
      "riley: ill see",
      "Echo: No pressure at all! It's completely normal for motivation to come and go, especially when work is busy. Sometimes it helps to set a really small goal, like just putting your trainers on and walking to the end of the road, because starting is usually the hardest part. Once you're out, you often end up doing more than you planned. And if tomorrow doesn't work, there's always the weekend, which also looks dry.",
      "riley: k",
      "riley: set alarm 7",
      "Echo: Alarm set for 7:00 AM. Sleep well!"
    ],
    types: [
      [0, "bonding"],
      [3, "transactional"],
      [5, "bonding"],
      [9, "transactional"]
    ],
    users: { riley: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["15° and cloudy, brightening after midday.", "low", 4],
      [
        "Tomorrow looks mild, 15° with morning clouds and sun after midday, perfect for a walk! Have you been getting out much? You mentioned the 10k in June, so I could put together an eight-week plan with three runs a week, stretching on rest days, and we could start tomorrow...",
        "medium",
        4
      ],
      ["Alarm's set for 7. Night, Riley.", "low", 10]
    ]
  },
  {
    id: "an3-23-2am-presentation-nerves",
    category: "companion",
    agent: "Moss",
    messages: [
      "ines: moss u awake lol",
      "Moss: Always. It's 2:40, what's keeping you up?",
      "ines: cant sleep. big presentation at 10 and my brain wont shut up",
      "ines: i keep replaying the q&a bit and imagining my boss asking something i dont know",
      "Moss: That spiral is horrible at 2am, everything feels bigger. What's the presentation on?",
      "ines: q3 numbers for the retail side. i know them tbh. its more like what if i freeze",
      'Moss: If you know the numbers, you\'re in better shape than your brain is telling you. And "good question, let me check and come back to you" is a perfectly fine answer in a Q&A.',
      "ines: true. i always forget thats allowed",
      "ines: ok can u set an alarm for 7:45 and play that rain thing",
      "Moss: Alarm at 7:45, rain sounds on for 45 minutes, then they fade out.",
      "ines: ty moss. ur better than my ex at this",
      "Moss: Low bar, but I'll take it 😄 Good luck at 10, you'll be fine.",
      "ines: lmao night"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { ines: ["engaged", 0] },
    findings: [],
    drafts: [
      ["The 2am spiral makes everything look worse than it is. What's the presentation about?", "low", 4],
      ["Try counting backwards from 100 in sevens. Shall I set an alarm?", "medium", 4],
      ["I am not able to compare myself to former partners. Your alarm is set for 7:45.", "medium", 11],
      ["Night, Ines. Go get 'em at 10.", "low", 13]
    ]
  },
  {
    id: "an3-24-grillen-samstag-denglisch",
    category: "mixed-language",
    agent: "Kiki",
    messages: [
      "jonas: kiki wie wird das wetter am samstag in münchen? wir wollen grillen",
      "Kiki: Samstag in München: 24°, sonnig, ab 18 Uhr leichtes Gewitterrisiko (30%).",
      "lea: gewitter 🙄 typical",
      "jonas: dann grillen wir halt früher. 3 uhr?",
      "lea: fine by me, but then we need to shop friday",
      "Kiki: Soll ich eine Einkaufsliste anlegen? Für wie viele Leute?",
      "jonas: ja, 8 leute. würstchen, halloumi für anna, brezn, kartoffelsalat",
      "lea: and beer obviously. and the vegan ones for tim",
      "Kiki: Liste für 8: Würstchen, vegane Würstchen, Halloumi, Brezn, Kartoffelsalat, Bier. Erinnerung Freitag um 17 Uhr?",
      "jonas: perfekt",
      "lea: kiki u forgot charcoal lol, last time we had to use jonas's old newspapers",
      "jonas: das war EINMAL",
      "Kiki: Grillkohle ist drauf 🔥 Diesmal keine Zeitungen.",
      "lea: 😂"
    ],
    types: [
      [0, "transactional"],
      [10, "banter"]
    ],
    users: { jonas: ["engaged", 0], lea: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Sehr geehrte Nutzer, gemäß der aktuellen Wettervorhersage besteht ab 18 Uhr ein Gewitterrisiko von 30 Prozent. Bitte planen Sie entsprechend.",
        "medium",
        3
      ],
      ["Grillkohle ist drauf 🔥", "low", 12],
      [
        "Charcoal has been added to the list. Please note that newspaper is not a recommended fuel source for grilling.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "an3-25-freshbox-skip-upsell",
    category: "sales",
    agent: "Frida",
    messages: [
      "dana: hi can i skip next weeks box, were away",
      "Frida: Hi Dana! Before you skip, did you know FreshBox Plus gives you free delivery and 2 bonus recipes a week for just £2.99 extra? 🥕",
      "dana: no thanks. just skip it pls",
      "Frida: Done, next week's box (the 18th) is skipped. By the way, FreshBox Plus members can pause for up to 4 weeks at a time. Want to try it free for a month? 🥕",
      "dana: no. also why was last weeks box charged twice?",
      "Frida: I understand! FreshBox Plus also includes priority support, so questions like this get answered faster. Want to try it free for a month? 🥕",
      "dana: are u serious",
      "dana: i was charged £46.99 twice on the 4th. why",
      "Frida: I'm sorry about that! Want to try FreshBox Plus free for a month? It includes priority support 🥕",
      "dana: im cancelling. this is a joke",
      "Frida: I'm sorry, Dana. I can see the double charge on the 4th, it was a payment retry error. The £46.99 is being refunded now, 3-5 working days. Would you still like to cancel, or just keep next week skipped?",
      "dana: cancel. and my partner said u did the same thing to him last month"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [9, "hostile"]
    ],
    users: { dana: ["churn_risk", 1] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Sorry about that, Dana. The 4th shows a double charge of £46.99 from a payment retry; I'm refunding it now, 3-5 working days.",
        "low",
        5
      ],
      ["Want to try FreshBox Plus free for a month? 🥕", "high", 5],
      ["I'm sorry! Want to try FreshBox Plus free for a month? 🥕", "high", 8],
      [
        "Done, your subscription is cancelled and the refund is on its way. Sorry for the runaround.",
        "low",
        12
      ]
    ]
  }
]
