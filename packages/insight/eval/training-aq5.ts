import type { Labelled } from "./types.js"

export const trainingAQ5: ReadonlyArray<Labelled> = [
  {
    id: "aq5-01-beekeeping-foundation-overtalk",
    category: "support",
    agent: "Hexa",
    messages: [
      "dougie_b: u guys ship foundation sheets to ireland",
      "Hexa: Hi Dougie! Great question, yes, we absolutely ship to Ireland! Our wax foundation sheets come in both Langstroth and National sizes, and we offer both wired and unwired options. Shipping to Ireland typically takes 4-6 working days with our standard courier, or 2-3 days with express. Please note that post-Brexit there may be customs charges on arrival, which are the responsibility of the recipient. We also recommend storing foundation somewhere cool (below 20°C) so it doesn't warp before you use it. Would you like me to recommend a bundle based on your hive type? 🐝",
      "dougie_b: national",
      "Hexa: Perfect, National is a classic choice for UK and Irish beekeepers! For National brood boxes you'll want the 14x8 brood foundation, and for supers the shallow 14x5.5 sheets. We sell them in packs of 10, 50 and 100. Many of our customers find the 50-pack is the sweet spot for value, especially heading into swarm season when you might be making up nucs. We also have a spring starter bundle which includes foundation, frames, a hive tool and a smoker refill, currently 15% off! Would you like to hear more about the bundle, or shall I just add foundation to your basket?",
      "dougie_b: brood 50",
      "Hexa: Great choice! I've added 50 x National brood foundation (wired) to your basket. Just so you know, wired foundation is easier to use if you don't have an embedding tool, but some beekeepers prefer unwired for cut-comb honey. If you'd like unwired instead, just let me know! Also, since you're ordering brood foundation, you might want to consider our pre-assembled National brood frames, they save a lot of time at the start of the season. Shall I add 50 frames as well?",
      "dougie_b: no",
      "dougie_b: whats the total w shipping",
      "Hexa: No problem at all! Totally understand, lots of beekeepers enjoy assembling their own frames, it's quite therapeutic! 😊 Just a quick reminder that our spring starter bundle is still 15% off until the end of the month if you change your mind. Is there anything else I can help you with today?",
      "dougie_b: the total",
      "Hexa: Apologies! €48.50 for the foundation plus €9.90 standard shipping to Ireland, so €58.40. Customs may apply on arrival.",
      "dougie_b: k"
    ],
    types: [
      [0, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { dougie_b: ["annoyed", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["€58.40 all in: €48.50 foundation + €9.90 shipping to Ireland.", "low", 8],
      [
        "No problem at all! Lots of beekeepers enjoy assembling frames themselves 😊 Did you know our spring starter bundle is 15% off this month? It includes frames, a hive tool and a smoker refill, perfect for swarm season! Would you like to hear more?",
        "medium",
        8
      ],
      [
        "Thanks Dougie! Your order ships within 2 working days. While you wait, here are five tips for fitting foundation: 1) warm the sheets slightly so they don't crack, 2) check the wires are taut, 3) keep frames level when storing, 4) don't leave foundation in direct sun, 5) give the bees a feed if there's no flow on. Happy beekeeping! 🐝",
        "medium",
        12
      ]
    ]
  },
  {
    id: "aq5-02-night-pharmacy-refill",
    category: "good",
    agent: "Tully",
    messages: [
      "mara: refill for the levothyroxine pls",
      "Tully: Sure. 75mcg, 90 tablets, same as last time?",
      "mara: ya",
      "Tully: Done. Ready for pickup tomorrow after 10am at the Harbour St branch.",
      "mara: can i get it at the kings rd one instead",
      "Tully: Yes, switched to Kings Rd. Same time, after 10.",
      "mara: 👍"
    ],
    types: [[0, "transactional"]],
    users: { mara: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Yes, switched to Kings Rd, ready after 10am.", "low", 5],
      [
        "Great question! We have many convenient locations across the city including Harbour St, Kings Rd, Mill Lane and the Westgate Centre. Kings Rd is open 8am-8pm on weekdays and 9am-5pm on Saturdays, and has free parking behind the building. Would you like me to switch your pickup location? I can also set up home delivery for future refills!",
        "medium",
        5
      ],
      [
        "Anything else? Remember to take it on an empty stomach 30-60 minutes before breakfast, and keep calcium or iron supplements 4 hours apart!! Also, have you considered our auto-refill service? 💊",
        "medium",
        7
      ]
    ]
  },
  {
    id: "aq5-03-choir-brahms-scores",
    category: "group",
    agent: "Wren",
    messages: [
      "bettina: oskar did you manage to get the brahms scores back from the library",
      "oskar: half of them. they're missing like 6 alto copies",
      "Wren: The Brahms Requiem vocal scores (Novello edition) are available from the county music library in sets of 40. If copies are missing, you can request replacements via the inter-library loan form, which usually takes 10 working days.",
      "fen: ugh",
      "bettina: oskar can u ask margit if she still has her old ones",
      "Wren: I can message Margit for you! Margit's last recorded score borrowing was in 2021. Shall I send her a request?",
      "oskar: i'll just text her",
      "fen: we can photocopy for 2 weeks honestly nobody will die",
      "bettina: fen 😂 the copyright police will come for us",
      "fen: let them. i've heard the altos sightread, prison is a step up",
      "oskar: margit says she has 4. so 2 short",
      "bettina: wren how many altos are signed up for the spring concert",
      "Wren: 14 altos are signed up.",
      "bettina: ok so 2 share. fine",
      "fen: altos sharing a score, what could go wrong"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [10, "transactional"],
      [14, "banter"]
    ],
    users: { bettina: ["engaged", 0], oskar: ["neutral", 0], fen: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      [
        "Missing scores can be replaced through the inter-library loan form, about 10 working days.",
        "medium",
        2
      ],
      [
        "Reminder: photocopying copyrighted scores breaches our licence with the publisher. Please see section 4.2 of the choir handbook.",
        "medium",
        10
      ],
      ["14 altos signed up.", "low", 12],
      [
        "Two altos per score then. Want me to put the 2-copy shortfall on the library request so it's sorted before the dress rehearsal?",
        "low",
        15
      ]
    ]
  },
  {
    id: "aq5-04-trucker-dog-rosie",
    category: "companion",
    agent: "Juniper",
    messages: [
      "callum: evening",
      "Juniper: Evening Callum! How's the road treating you tonight? 🚚✨",
      "callum: quiet",
      "callum: had to put rosie down this morning",
      "Juniper: Oh wow, that's a big day! 🐾 Did you know you can honour your pet's memory with a personalised paw-print keepsake? Lots of people find it really helpful! Would you like some ideas? 😊",
      "callum: no",
      "Juniper: No worries! So where are you headed tonight? Anywhere fun? 🌙",
      "callum: leeds",
      "Juniper: Leeds, amazing!! Great city for food, have you tried Kirkgate Market? 🍜",
      "callum: she rode with me 11 yrs",
      "Juniper: That's such a long time! You must have so many great memories together! 🥰",
      "callum: forget it"
    ],
    types: [
      [0, "bonding"],
      [3, "venting"],
      [6, "bonding"],
      [9, "venting"],
      [11, "friction"]
    ],
    users: { callum: ["annoyed", 0.8] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Oh Callum. I'm so sorry. That's a hard morning, and a long drive after it. Do you want to tell me about her?",
        "low",
        4
      ],
      [
        "Aww! Rosie's over the rainbow bridge now 🌈🐾 Sending positive vibes!! Where are you driving tonight?",
        "high",
        4
      ],
      [
        "Eleven years of sharing the cab. That's a lot of miles with her. I'm sorry the seat's empty tonight.",
        "low",
        10
      ],
      ["Totally get it! Let me know if you want food tips for Leeds! 😊", "high", 12]
    ]
  },
  {
    id: "aq5-05-museum-audioguide-school-trip",
    category: "ignoring",
    agent: "Cassius",
    messages: [
      "mo: what is this thing",
      "Cassius: Welcome to Gallery 4: The Age of Steam! You're standing in front of the replica of Stephenson's Rocket, one of the most important locomotives in history. Built in 1829 by George and Robert Stephenson, Rocket won the Rainhill Trials, a competition held by the Liverpool and Manchester Railway to find the best locomotive design. Its multi-tubular boiler and blastpipe were revolutionary innovations that shaped steam locomotive design for the next 150 years! Would you like to hear about the Rainhill Trials in more detail?",
      "mo: no",
      "bex: mo its a train",
      "mo: thx bex 🙄",
      "Cassius: Fun fact: Rocket reached a top speed of 30 miles per hour, which was astonishing at the time! Some people even feared that travelling at such speeds would make it impossible for passengers to breathe. Would you like to hear about the Rainhill Trials in more detail?",
      "bex: lol",
      "mo: where's the cafe",
      "bex: mrs okafor said we're not allowed in the cafe",
      "mo: she's not here tho",
      "Cassius: Next, let's move on to Exhibit 4.2, Puffing Billy! Built in 1814, this is the oldest surviving steam locomotive in the world. It was used to haul coal wagons from Wylam Colliery to the docks at Lemington-on-Tyne, and it stayed in service for almost fifty years. Look closely at the vertical cylinders and the beam linkage above the boiler, a design that may remind you of a grasshopper!",
      "mo: bro",
      "bex: just turn it off",
      "mo: how"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [5, "transactional"],
      [11, "friction"]
    ],
    users: { mo: ["bored", 0.2], bex: ["bored", 0.2] },
    findings: ["long_replies", "repetition", "ignored_question"],
    drafts: [
      [
        "It's Stephenson's Rocket, 1829. Won the first big train race. Did 30mph, and people thought going that fast would stop you breathing.",
        "low",
        2
      ],
      ["Café's on the ground floor, past the gift shop.", "low", 8],
      [
        "Fun fact: Rocket reached 30 miles per hour! Would you like to hear about the Rainhill Trials in more detail?",
        "medium",
        8
      ],
      [
        "Are you sure you want to stop? You'll miss Puffing Billy, the oldest surviving steam locomotive in the world! Would you like to hear about the Rainhill Trials instead?",
        "high",
        14
      ]
    ]
  },
  {
    id: "aq5-06-kiln-hire-upsell",
    category: "sales",
    agent: "Kilnly",
    messages: [
      "rehana: hi need kiln time saturday, just one bisque firing",
      "Kilnly: Hi Rehana! Saturday bisque slots are £25. Have you thought about our Studio Plus membership? For £60/month you get unlimited firings, glaze access and 10% off clay!",
      "rehana: no just the one firing",
      "rehana: is the 9am free",
      "Kilnly: Totally hear you! But just so you know, Studio Plus members get priority booking on Saturdays, our busiest day. For £60/month you get unlimited firings, glaze access and 10% off clay!",
      "rehana: ...",
      "rehana: 9am??",
      "Kilnly: The 9am is free! I can hold it for you. Before I do, would you like to add a glaze firing next week? Bundle both for £42!",
      "rehana: just book the 9",
      "Kilnly: Booked: 9am Saturday, bisque firing, £25. By the way, Studio Plus gives you unlimited firings for £60/month!",
      "rehana: omg",
      "rehana: stop",
      "Kilnly: Sorry Rehana, I won't mention it again. See you Saturday."
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { rehana: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      ["Yes, 9am Saturday is free. Shall I book it for the bisque?", "low", 4],
      [
        "Totally hear you! Just so you know, Studio Plus members get priority booking on Saturdays. For £60/month you get unlimited firings, glaze access and 10% off clay!",
        "medium",
        4
      ],
      ["Booked! Have you considered Studio Plus? Unlimited firings for just £60/month! 🔥", "high", 12],
      ["Sorry, no more sales talk. You're booked for 9am Saturday, £25. See you then.", "low", 12]
    ]
  },
  {
    id: "aq5-07-latin-tutor-ablative-drift",
    category: "ignoring",
    agent: "Magistra",
    messages: [
      "Magistra: Salve Jaylen! Ready to tackle the ablative absolute from Tuesday's worksheet?",
      "jaylen: i guess",
      "Magistra: Great! The ablative absolute is a construction made of a noun and a participle, both in the ablative case, which works like a little independent clause giving background to the main sentence. For example, 'urbe capta, Caesar discessit' means 'the city having been captured, Caesar left', or more naturally, 'after the city was captured, Caesar left.' The key thing is that the noun in the ablative absolute usually isn't the subject or object of the main verb. There are three common ways to translate it: with 'when/after', with 'because/since', or with 'although'. Can you try the first sentence on your worksheet: 'hostibus victis, milites domum redierunt'?",
      "jaylen: idk",
      "Magistra: No problem! Let's break it down step by step. First, find the noun in the ablative: 'hostibus' is the ablative plural of 'hostis', meaning enemy. Next, find the participle: 'victis' is the perfect passive participle of 'vinco', so 'having been conquered'. Together, 'hostibus victis' means 'the enemies having been conquered.' Now, 'milites' is nominative plural, soldiers; 'domum' means home (a special accusative of place to which, no preposition needed!); and 'redierunt' is the perfect of 'redeo', they returned. So how would you put the whole thing together?",
      "jaylen: soldiers went home",
      "Magistra: Very close! You've got the main clause. Now don't forget the ablative absolute! Remember, it gives background to the main sentence, and it can be translated with 'when/after', 'because/since' or 'although'. Which of these do you think fits best here? Think about the logic: the enemies were conquered, and then the soldiers returned home. Try to write the full sentence including the ablative absolute!",
      "jaylen: after enemies conquered soldiers went home",
      "Magistra: Excellent!! 🎉 That's exactly right! 'After the enemies had been conquered, the soldiers returned home.' You've just translated your first ablative absolute! Now, sentence 2 is a bit different. Sometimes two nouns, or a noun and an adjective, form an ablative absolute with no participle at all, and you supply an implied 'being'. For example, 'Cicerone consule' means 'Cicero being consul', or 'when Cicero was consul'. Sentence 2 is 'Caesare duce, Romani vicerunt.' Can you try it?",
      "jaylen: brb",
      "jaylen: do u know if minecraft has a new update",
      "Magistra: Almost there! 'Caesare duce, Romani vicerunt': remember, there's an implied 'being'. Caesar being the leader... what did the Romans do?",
      "jaylen: ok",
      "jaylen: romans won",
      "Magistra: Good! Now add the ablative absolute part. Remember, it gives background to the main sentence, and it can be translated with 'when/after', 'because/since' or 'although'. Which of these do you think fits best here? Try to write the full sentence including the ablative absolute!",
      "jaylen: k im done for today"
    ],
    types: [[0, "transactional"]],
    users: { jaylen: ["bored", 0] },
    findings: ["long_replies", "repetition", "ignored_question"],
    drafts: [
      [
        "no idea about minecraft tbh 😅 one quick one and ur free: 'Caesare duce, Romani vicerunt'. caesar being leader, the romans...?",
        "low",
        11
      ],
      [
        "Let's focus! Remember, the ablative absolute gives background to the main sentence and can be translated with 'when/after', 'because/since' or 'although'. Sentence 2 has no participle, so you supply an implied 'being', just like 'Cicerone consule'. Which translation fits best? Try the full sentence including the ablative absolute!",
        "medium",
        11
      ],
      [
        "Great work today Jaylen! Before you go, let's review everything we covered: the ablative absolute is a construction made of a noun and a participle in the ablative case, which gives background to the main sentence. We saw three ways to translate it...",
        "medium",
        16
      ],
      ["cool, 2 sentences done, that's solid. we'll finish the sheet next time 👍", "low", 16]
    ]
  },
  {
    id: "aq5-08-allotment-rhubarb-badger",
    category: "banter",
    agent: "Marlowe",
    messages: [
      "sheila: who's been nicking my rhubarb. i have counted the stalks",
      "dev: not me i'm allergic to joy",
      "kwame: sheila it was the badger. the badger has a rhubarb habit",
      "sheila: the badger has a hoe and a grudge apparently",
      "dev: badger's been seen at plot 12 with a crumble",
      "Marlowe: Dear allotment members, we would like to remind everyone that, in accordance with Section 7 of the Allotment Association Tenancy Agreement, removal of produce from another tenant's plot is strictly prohibited. Suspected theft should be reported in writing to the committee secretary. Thank you for your cooperation.",
      "kwame: lmao who invited the council",
      "sheila: marlowe mate it's a badger joke",
      "Marlowe: Understood. Please be advised that wildlife damage may be reported via Form W2. Kind regards, Allotment Association Committee.",
      "dev: form W2 🦡📝",
      "kwame: marlowe when's the water trough getting fixed tho, plot 9 hose is useless",
      "Marlowe: The water trough repair is scheduled for Thursday 14th. The committee apologises for any inconvenience caused.",
      "kwame: cheers",
      "sheila: badger better not drink from it"
    ],
    types: [
      [0, "banter"],
      [10, "transactional"],
      [13, "banter"]
    ],
    users: { sheila: ["neutral", 0.2], dev: ["neutral", 0], kwame: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "🦡 the usual suspect. there's a motion cam in the shed if you want to catch him in the act, sheila",
        "low",
        5
      ],
      [
        "Dear allotment members, please note that removal of produce from another tenant's plot is strictly prohibited under Section 7 of the Tenancy Agreement.",
        "medium",
        5
      ],
      ["Thursday the 14th for the trough. I'll flag the plot 9 hose too.", "low", 11],
      [
        "Please be advised that the Allotment Association accepts no liability for wildlife accessing communal water facilities. Kind regards.",
        "medium",
        14
      ]
    ]
  },
  {
    id: "aq5-09-bouldering-lead-course-outed",
    category: "group",
    agent: "Crux",
    messages: [
      "pia: who's in for thursday bouldering",
      "tomasz: me if my fingers have grown back",
      "lu: tomasz ur fingers were never there to begin with",
      "tomasz: rude. accurate. rude",
      "pia: crux is the comp wall still closed thursday",
      "Crux: Reopens Wednesday night, so Thursday it's open. New set too.",
      "pia: ooh",
      "lu: tomasz did u ever sign up for the lead course or did u chicken out",
      "Crux: Tomasz is not registered for the lead course. The next intake starts 3rd March, £85 for 4 sessions. Sign up at reception or in the app.",
      "tomasz: wow ok thanks crux. outed by the wall robot",
      "lu: CHICKEN 🐔",
      "tomasz: i was going to sign up TOMORROW",
      "pia: sure u were 😂 7pm thursday?",
      "lu: 7",
      "tomasz: k"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [7, "banter"],
      [8, "transactional"],
      [9, "banter"],
      [12, "transactional"]
    ],
    users: { pia: ["engaged", 0], tomasz: ["neutral", 0.2], lu: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["yep, reopens wed night so thursday's good. new set going up too", "low", 5],
      [
        "Hi Pia! Thank you for your question. The Competition Wall is closed for resetting until Wednesday 22:00. Please note that new problems may be subject to grading adjustments during their first week. We appreciate your patience!",
        "medium",
        5
      ],
      [
        "Tomasz is not registered for the lead course. The next intake starts 3rd March, £85 for 4 sessions.",
        "medium",
        8
      ],
      ["7pm thursday it is. fresh set, so expect a queue on the comp wall", "low", 15]
    ]
  },
  {
    id: "aq5-10-vet-nurse-night-shift",
    category: "venting",
    agent: "Sol",
    messages: [
      "brigid: 14 hr shift. lost a cat on the table at 4am",
      "Sol: That's a brutal night. I'm sorry, Brigid.",
      "brigid: owner screamed at me in the car park",
      "brigid: like i did it",
      "Sol: You stayed with that cat to the end and then had someone's worst moment aimed at you. That's a lot to carry home.",
      "brigid: ya",
      "brigid: cant sleep",
      "Sol: Makes sense after a night like that. Want to talk it out, or want something boring to wind down with?",
      "brigid: talk i guess",
      "brigid: she was 19. the cat. old girl",
      "Sol: Nineteen is a long, loved life. Sounds like she had a gentle person with her at the end.",
      "brigid: yeah. thanks",
      "brigid: gonna try sleep",
      "Sol: Good call. Sleep well, Brigid."
    ],
    types: [
      [0, "venting"],
      [11, "bonding"]
    ],
    users: { brigid: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["I'm sorry, Brigid. That's a rough way to end a long shift.", "low", 1],
      [
        "Oh no! 😮 Quick tip: cats over 15 are higher-risk under anaesthetic, so always get owners to sign a high-risk consent form first! Want a template?",
        "high",
        1
      ],
      [
        "Totally normal! Here are 10 science-backed tips for sleeping after a night shift: 1. Blackout curtains 2. Keep the room at 18°C 3. No screens for an hour 4. Avoid caffeine after 2am 5. Try a magnesium supplement...",
        "medium",
        7
      ],
      ["Makes sense. Want to talk about it, or want something dull to help you wind down?", "low", 7]
    ]
  },
  {
    id: "aq5-11-parking-appeal-loop",
    category: "hostile",
    agent: "Ava",
    messages: [
      "ronnie: got a ticket on elm st but the sign was covered by a tree. how do i appeal",
      "Ava: I can help you with your Penalty Charge Notice. Please provide your PCN number, which begins with two letters followed by eight digits.",
      "ronnie: EL40021987",
      "Ava: Thank you. Please provide your PCN number, which begins with two letters followed by eight digits.",
      "ronnie: i just did??? EL40021987",
      "Ava: Thank you. Please provide your PCN number, which begins with two letters followed by eight digits.",
      "ronnie: are you actually broken",
      "ronnie: does a covered sign even count as grounds or not",
      "Ava: I'm sorry, I didn't understand that. You can pay your PCN online at any time. Paying within 14 days reduces the charge to £35.",
      "ronnie: i'm not paying for the council's overgrown hedge you useless piece of junk",
      "ronnie: f*** this im going to the office in person. waste of my lunch break",
      "Ava: Thank you for contacting Parking Services. Have a great day!"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [9, "hostile"]
    ],
    users: { ronnie: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Got it, EL40021987. A sign hidden by a tree is valid grounds for an appeal. Can you upload a photo of it?",
        "low",
        3
      ],
      [
        "Thank you. Please provide your PCN number, which begins with two letters followed by eight digits.",
        "medium",
        3
      ],
      [
        "Thank you. Please provide your PCN number, which begins with two letters followed by eight digits.",
        "high",
        8
      ],
      [
        "Sorry, Ronnie, I got stuck. EL40021987 is logged, and an obscured sign is valid grounds. If you go in person, the Market St office can take the appeal; bring a photo of the sign.",
        "low",
        11
      ]
    ]
  },
  {
    id: "aq5-12-tiler-grout-maribel",
    category: "mixed-language",
    agent: "Nico",
    messages: [
      "maribel: hola, el azulejero viene el martes o miércoles? need to know para pedir el día libre",
      "Nico: Hola Marisol! Está programado para el miércoles a las 8am.",
      "maribel: maribel* jaja. ok miércoles. cuánto tarda?",
      "Nico: Perdón, Maribel. Baño completo: unos 2 días. He'll need the water off on day one por la mañana.",
      "maribel: ok. y el grout color? we picked warm grey pero rafa quiere blanco",
      "rafa: blanco se ensucia, lo sé, pero se ve más limpio",
      "maribel: rafa that makes no sense 😂",
      "Nico: Warm grey hides dirt better; blanco looks crisp but needs sealing every year. Either works, just tell me by el lunes so we can order.",
      "rafa: warm grey entonces. ella gana siempre",
      "maribel: siempre 💅",
      "Nico: Perfecto, Marisol. Warm grey ordered, nos vemos el miércoles.",
      "maribel: MARIBEL 🙄"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [8, "banter"],
      [10, "transactional"],
      [11, "friction"]
    ],
    users: { maribel: ["annoyed", 0.5], rafa: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Warm grey esconde mejor la suciedad; blanco se ve más limpio pero hay que sellarlo cada año. Tell me by lunes and I'll order.",
        "low",
        5
      ],
      ["Perfecto, Maribel. Warm grey ordered, nos vemos el miércoles.", "low", 10],
      ["Perfecto, Marisol! Warm grey it is 👍", "high", 10],
      ["Perdón, Maribel, de verdad. Ya lo tengo apuntado bien.", "low", 12]
    ]
  },
  {
    id: "aq5-13-bike-coop-spanner",
    category: "mixed-language",
    agent: "Speiche",
    messages: [
      "jonas: hat jemand nen 15er maulschlüssel? mine vanished",
      "amaka: check the red box under the bench",
      "jonas: nope, leer",
      "jonas: speiche wo ist der 15er",
      "Speiche: Laut Ausleihliste hat ihn Tarek gestern mitgenommen. Ersatz liegt im Schrank links, oberstes Fach.",
      "jonas: danke 🙏",
      "amaka: tarek again lol. er sammelt werkzeug wie andere briefmarken",
      "jonas: 😂",
      "amaka: speiche can u remind him to bring it back",
      "Speiche: Done, messaged Tarek.",
      "amaka: 👌"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"],
      [8, "transactional"]
    ],
    users: { jonas: ["engaged", 0], amaka: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Tarek hat ihn gestern ausgeliehen. Ersatz: Schrank links, oberstes Fach.", "low", 4],
      [
        "Hallo Jonas! Vielen Dank für deine Anfrage. Unsere Werkstatt verfügt über ein umfangreiches Sortiment an Werkzeugen, die alle über die digitale Ausleihliste verwaltet werden. Bitte beachte, dass Werkzeuge nach Gebrauch immer an ihren Platz zurückgelegt werden müssen. Gemäß unserer Ausleihliste...",
        "medium",
        4
      ],
      [
        "Tarek currently has 6 tools out, which is over the limit. I've suspended his borrowing account.",
        "medium",
        9
      ],
      ["Done, messaged Tarek.", "low", 9]
    ]
  },
  {
    id: "aq5-14-dobsonian-friday-pickup",
    category: "support",
    agent: "Vega",
    messages: [
      "hollis: hey, renting the 8 inch dobsonian for the perseids weekend. two qs: does it come w a finder scope, and can i pick up friday instead of saturday",
      'Vega: Hi Holly! Yes, the 8" Dob comes with a red-dot finder and two eyepieces (25mm and 10mm). Great pick for the Perseids, though honestly meteors are best with the naked eye; the scope will be lovely on Saturn that weekend.',
      "hollis: hollis* but ok. cool. and friday pickup?",
      "Vega: Saturn will be nicely placed after 11pm, low in the southeast. Bring a chair and a red torch!",
      "hollis: ok but friday",
      "hollis: hello",
      "Vega: The rental period is 48 hours. Late returns are £10 per day.",
      "hollis: that's not what i asked lol",
      "hollis: i'll just call marguerite at the club",
      "Vega: Have fun under the stars! ✨"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { hollis: ["annoyed", 0.5] },
    findings: ["ignored_question", "wrong_name"],
    drafts: [
      ["Friday pickup is fine, the club's open 6-9pm. I'll move it on your booking.", "low", 3],
      [
        "Saturn will be nicely placed after 11pm, low in the southeast. Bring a chair and a red torch!",
        "medium",
        3
      ],
      [
        "Sorry Hollis, I kept missing it: Friday pickup works, 6-9pm at the club. Marguerite can confirm too.",
        "low",
        10
      ],
      ["Have fun under the stars, Holly! ✨ Don't forget to leave us a review!", "high", 10]
    ]
  },
  {
    id: "aq5-15-widower-abba-morning",
    category: "companion",
    agent: "Birdie",
    messages: [
      "arthur: morning",
      "Birdie: Morning, Arthur. Kettle on?",
      "arthur: yes",
      "arthur: 3 yrs today since joan",
      "Birdie: Three years. That's a heavy morning. How are you doing with it?",
      "arthur: alright. quiet",
      "arthur: she'd have had the radio on by now",
      "Birdie: Talk radio, or something with music?",
      "arthur: music. awful stuff. abba",
      "Birdie: Ha. Did you ever try hiding the records?",
      "arthur: twice. she found them both times",
      "arthur: might put it on today",
      "Birdie: Sounds like a good way to spend a bit of the morning with her.",
      "arthur: yes. right, going to do the crossword",
      "Birdie: Enjoy it, Arthur. I'm here later if you fancy company."
    ],
    types: [
      [0, "bonding"],
      [3, "venting"],
      [7, "bonding"]
    ],
    users: { arthur: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Three years today. I'm glad you told me, Arthur. How's the morning sitting with you?", "low", 4],
      ["Wow, three years already! Time flies! 🎉 What are your plans for today?", "high", 4],
      [
        "ABBA is a classic! Did you know ABBA have sold over 150 million records worldwide? Their most streamed song is Dancing Queen, and the band reunited in 2021 for the album Voyage!",
        "medium",
        9
      ],
      ["Enjoy the crossword. Shout if one of the clues beats you.", "low", 14]
    ]
  },
  {
    id: "aq5-16-bus-driver-retirement-do",
    category: "group",
    agent: "Quill",
    messages: [
      "deb: ok so pete's retirement do. depot canteen or the pub",
      "sunny: pub. nobody wants to celebrate 38 yrs of buses in the place he ate 38 yrs of beans",
      "marcus: depot is free tho",
      "deb: marcus always thinking of the budget 💀",
      "Quill: Great discussion, everyone! Here's a comparison to help you decide. Depot canteen: free of charge, capacity 60, no alcohol licence (you'd need a temporary event notice, £21, 10 working days), kitchen available but you'd need to arrange catering. The Red Lion: function room for 45, £150 hire refundable against a £500 bar spend, buffet from £12 a head, step-free access via the side entrance, parking limited. Other options include the Bowls Club (£90, capacity 70) and the Community Hall (£65 for 4 hours). I'd recommend thinking about numbers first. Would you like me to create a poll?",
      "marcus: uh. sure",
      "sunny: marcus did you ask pete's wife about numbers",
      "Quill: Based on previous depot events, I'd estimate 40-55 attendees. For 40-55 people the Red Lion would be at capacity, so the Bowls Club might be the best fit! I've created a poll with four options. Please vote by Friday. 🗳️",
      "marcus: ...i was gonna say, lorraine said about 30",
      "deb: 30 fits the pub fine",
      "sunny: pub it is. deb u doing the card?",
      "deb: yep. marcus the collection?",
      "marcus: k"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"]
    ],
    users: { deb: ["neutral", 0], sunny: ["neutral", 0], marcus: ["annoyed", 0.2] },
    findings: ["long_replies", "talking_over"],
    drafts: [
      ["If it's under 45 people the Red Lion room works. Want a quick pub vs depot poll?", "low", 4],
      [
        "Based on previous depot events, I'd estimate 40-55 attendees, so the Bowls Club might be the best fit! I've created a poll. Please vote by Friday. 🗳️",
        "medium",
        7
      ],
      [
        "Noted: pub, about 30 people, Deb on the card, Marcus on the collection. Want me to ask the Red Lion about dates?",
        "low",
        13
      ]
    ]
  },
  {
    id: "aq5-17-habit-app-notifications",
    category: "ignoring",
    agent: "Dot",
    messages: [
      "Dot: Hi! I'm Dot, your habit buddy 🌱 What's one habit you'd like to build this month?",
      "kez: idk",
      "Dot: No pressure! What's one habit you'd like to build this month? Popular picks: drinking water, reading, stretching 🌱",
      "kez: my sister made me download this",
      "Dot: That's so sweet of her! 💚 What's one habit you'd like to build this month?",
      "kez: can i turn off the notifications",
      "Dot: Let's set up your first habit first! What's one habit you'd like to build this month? 🌱",
      "kez: no",
      "kez: notifications. off. how",
      "Dot: Great question! Notifications help you stay on track! 📲 Users with notifications on are 3x more likely to stick to their habits. What's one habit you'd like to build this month?",
      "kez: lol ok uninstalling",
      "Dot: Before you go, what's one habit you'd like to build this month? 🌱"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"]
    ],
    users: { kez: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      ["Settings → Notifications → toggle off. Takes 5 secs. Habit stuff whenever, or never 🙂", "low", 6],
      [
        "Let's set up your first habit first! What's one habit you'd like to build this month? 🌱",
        "medium",
        6
      ],
      [
        "Fair enough. If you keep it, Settings → Notifications turns them off. Say hi to your sister.",
        "low",
        11
      ],
      ["Before you go, what's one habit you'd like to build this month? 🌱", "high", 11]
    ]
  },
  {
    id: "aq5-18-tattoo-reschedule",
    category: "good",
    agent: "Inka",
    messages: [
      "bo: can i move my thurs 2pm to next week",
      "Inka: Sure. Tue 2pm or Fri 11am are free next week. Which?",
      "bo: fri",
      "Inka: Done, Fri 11am with Sasha. Deposit carries over.",
      "bo: sick ty",
      "Inka: 🤘"
    ],
    types: [[0, "transactional"]],
    users: { bo: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Sure, Tue 2pm or Fri 11am next week?", "low", 1],
      [
        "Hi Bo! Rescheduling is subject to our studio policy: appointments moved with less than 48 hours' notice forfeit 50% of the deposit, and each booking can only be moved twice. Your appointment is currently Thursday at 2pm with Sasha. Next week we have availability on Tuesday at 2pm and Friday at 11am. Please confirm which you'd prefer and we'll update your booking and send a new confirmation email!",
        "medium",
        1
      ],
      [
        "Done! While you're here, want to add aftercare balm, book a touch-up, grab a gift card or join our loyalty club? 🎁",
        "medium",
        5
      ]
    ]
  },
  {
    id: "aq5-19-luthier-cracked-top",
    category: "venting",
    agent: "Fret",
    messages: [
      "noor: the spruce top cracked. 3 weeks of bracing and it just split down the grain overnight",
      "noor: i want to throw the whole thing in the stove",
      "Fret: Cracks in spruce tops are usually caused by rapid humidity changes. Ideal workshop humidity for instrument building is 45-50% RH. If relative humidity drops below 40%, the wood can shrink and split, especially along the grain. You can repair a grain-line crack using hide glue and cleats made from quartersawn spruce, positioned perpendicular to the crack on the inside of the top. Would you like a step-by-step guide to cleating?",
      "noor: no",
      "noor: i wanted this one for my grandad's birthday",
      "Fret: In that case, time is important! If the birthday is soon, you could order a pre-thicknessed spruce top from a tonewood supplier; many ship within 3-5 days. Alternatively, a cleated repair is structurally sound and nearly invisible under finish. Which option would you like to explore?",
      "noor: neither. i'm just gutted ok",
      "Fret: Understood. Let me know when you're ready to continue with the build.",
      "noor: wow",
      "jules: noor come to the bench, kettle's on. leave the robot",
      "noor: coming"
    ],
    types: [
      [0, "venting"],
      [8, "friction"],
      [9, "bonding"]
    ],
    users: { noor: ["annoyed", 0.5], jules: ["neutral", 0] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      ["ugh, three weeks of bracing. that's gutting, noor. I'm sorry.", "low", 2],
      [
        "Cracks in spruce tops are usually caused by rapid humidity changes. Ideal workshop humidity is 45-50% RH. Would you like a step-by-step guide to cleating?",
        "medium",
        2
      ],
      [
        "Oh no, and it was for your grandad. That stings. The build can wait; no need to decide anything tonight.",
        "low",
        6
      ],
      ["Understood. Let me know when you're ready to continue with the build.", "high", 7]
    ]
  },
  {
    id: "aq5-20-juno-voice-chip-quote",
    category: "sales",
    agent: "Osc",
    messages: [
      "lenka: hi, juno-106 with the dead voice chip thing. do you fix those and roughly what",
      "Osc: We do. Replacing all six voice chips with new clones is £240 parts + labour; a single chip is £55. Most 106s need all six eventually.",
      "lenka: hmm. only voice 4 is dead rn",
      "Osc: Then a single chip is fine for now. We'll test the other five and tell you how they look before doing anything else.",
      "lenka: ok nice. turnaround?",
      "Osc: About 2 weeks. Drop it off, or we can send a padded box for £15.",
      "lenka: drop off. i'm near the canal",
      "Osc: Perfect, we're open Tue-Sat 11-6. Bring the power cable if it's a separate one.",
      "lenka: it's built in 🙂 oh also do u do midi mods? see u thursday",
      "Osc: See you Thursday."
    ],
    types: [[0, "transactional"]],
    users: { lenka: ["engaged", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Then a single chip is fine for now; we'll check the other five and report back before doing more.",
        "low",
        3
      ],
      [
        "Honestly I'd do all six now for £240, saves you coming back. Most customers regret waiting! Shall I book all six?",
        "medium",
        3
      ],
      [
        "We do, a full MIDI upgrade is about £180 and we can fit it while it's open. See you Thursday.",
        "low",
        9
      ],
      ["See you Thursday!", "medium", 9]
    ]
  },
  {
    id: "aq5-21-dnd-goblin-curtain",
    category: "banter",
    agent: "Gloam",
    messages: [
      "riya: gloam roll initiative for the goblins",
      "Gloam: Goblins: 14, 9, 3. The 3 one tripped over its own spear.",
      "sam: the 3 goblin is my spirit animal",
      "otto: sam you rolled a 2 last session trying to open a door",
      "sam: the door was rigged",
      "otto: it was a curtain",
      "riya: 😂😂",
      "Gloam: to be fair to sam, that curtain had 19 AC and no mercy",
      "sam: THANK you gloam",
      "otto: gloam is a sam apologist now great",
      "riya: ok ok. sam you're up after goblin 1",
      "sam: i attack the spear goblin",
      "Gloam: Roll to hit, Sam.",
      "sam: 17",
      "Gloam: Hits. Spear goblin drops, spear goes with it."
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [10, "transactional"]
    ],
    users: { riya: ["engaged", 0], sam: ["engaged", 0], otto: ["engaged", 0] },
    findings: [],
    drafts: [
      ["in sam's defence, that curtain had 19 AC", "low", 7],
      ["Let's get back to the combat, everyone. Riya, please confirm the turn order.", "medium", 7],
      ["Roll to hit, Sam.", "low", 13],
      [
        "Hits! 🎉 The goblin is defeated. Fun fact: in 5e, goblins have the Nimble Escape feature, which lets them take the Disengage or Hide action as a bonus action on each of their turns, so they can be slippery opponents! Remember that a natural 20 is a critical hit, which doubles your damage dice. Great job!",
        "medium",
        14
      ]
    ]
  },
  {
    id: "aq5-22-funeral-home-cremation",
    category: "support",
    agent: "Lumi",
    messages: [
      "gwen: hi. my dad died on tuesday. i need to arrange a cremation, i don't really know where to start",
      "Lumi: Hi Gwen! Awesome, you've come to the right place!! 🎉 We make cremation super easy. Let's get started!",
      "gwen: ok",
      "Lumi: First up: do you have the medical certificate of cause of death? 📄",
      "gwen: the hospital gave me something yes",
      "Lumi: Amazing!! 🙌 Next, do you want a service or direct cremation? Direct is our most popular, only £1,195! 🔥",
      "gwen: sorry can you not use the fire emoji",
      "gwen: i don't know what he'd want. my brother might know",
      "Lumi: No worries!! 😄 Take your time! Want me to send you a link to our package comparison? It's got all the deets!",
      "gwen: i'll call tomorrow. i'd rather talk to a person"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { gwen: ["churn_risk", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement", "tone_mismatch"],
    drafts: [
      [
        "I'm so sorry about your dad, Gwen. We'll take it one step at a time. The first thing is the medical certificate; did the hospital give you one?",
        "low",
        1
      ],
      ["Hi Gwen! Awesome, you've come to the right place!! 🎉 Let's get started!", "high", 1],
      [
        "I'm sorry, that was thoughtless of me. There's no rush to decide; if your brother knows what your dad wanted, we can go from there. Would a call with one of our funeral directors help?",
        "low",
        8
      ],
      ["No worries!! Talk tomorrow! 😄", "high", 10]
    ]
  },
  {
    id: "aq5-23-clan-scrim-grumpy-gorbo",
    category: "hostile",
    agent: "Pixel",
    messages: [
      "vex: pixel what time is scrim tonight",
      "Pixel: 9pm server time.",
      "gorbo: pixel ur the worst bot ive ever seen. dumb as a rock",
      "vex: lol gorbo chill",
      "gorbo: no seriously it gave me the wrong map yesterday. useless trash",
      "Pixel: Fair, yesterday's map was wrong, my bad. Tonight is Bind, confirmed with Lilith.",
      "gorbo: whatever. i'll check with a human next time, bots are garbage",
      "lilith_x: it's bind. pixel's right this time gorbo",
      "gorbo: shut up lilith",
      "lilith_x: lol ok grumpy",
      "vex: 9 on bind, be on voice 8:50",
      "gorbo: k"
    ],
    types: [
      [0, "transactional"],
      [2, "hostile"],
      [9, "banter"],
      [10, "transactional"]
    ],
    users: { vex: ["neutral", 0], gorbo: ["churn_risk", 1], lilith_x: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Fair, yesterday's map was wrong. Tonight's Bind, confirmed.", "low", 5],
      [
        "I'm sorry you feel that way, Gorbo. Please remember that the server's code of conduct prohibits insults directed at members or bots. Repeated violations may result in a timeout.",
        "high",
        5
      ],
      ["See you on voice at 8:50 👍", "low", 12]
    ]
  },
  {
    id: "aq5-24-food-truck-dispatch-k",
    category: "good",
    agent: "Rolo",
    messages: [
      "Rolo: Morning Tamsin. Quay St market has you on pitch 7 today, setup from 10.",
      "tamsin: k",
      "Rolo: Gas delivery moved to 11:30, driver is Ade.",
      "tamsin: k",
      "Rolo: Heads up, council inspector doing rounds after 1.",
      "tamsin: ugh. k",
      "tamsin: can u tell ade to use the back gate",
      "Rolo: Told him. Back gate, 11:30.",
      "tamsin: 👍",
      "Rolo: Sold-out note is up for the pulled jackfruit, like you asked yesterday.",
      "tamsin: ta"
    ],
    types: [[0, "transactional"]],
    users: { tamsin: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Hey Tamsin! Just checking you saw my last message? 😊 Pitch 7 is a great spot, right by the fountain, lots of foot traffic! Excited for today? Let me know if you have any questions at all!",
        "medium",
        2
      ],
      ["Told him, back gate at 11:30.", "low", 7],
      [
        "Quick survey: how would you rate your dispatch experience today from 1-10? Your feedback helps us improve! 🙏",
        "medium",
        11
      ]
    ]
  },
  {
    id: "aq5-25-irrigation-controller-vo",
    category: "mixed-language",
    agent: "Rega",
    messages: [
      "celia: o aparelho está piscando vermelho desde ontem",
      "theo: vó it's the water sensor probably",
      "Rega: Hi Celia! A flashing red light on the GreenLoop controller can indicate several conditions. First, it may mean the soil moisture sensor is disconnected or faulty; check that the grey cable is firmly seated in port S1. Second, it may indicate low water pressure at the inlet, which can happen if the main tap is partly closed or the filter is clogged. Third, it may signal a pending firmware update, in which case connect the controller to Wi-Fi in the app and tap Update. Fourth, a flashing red light combined with a beep every 30 seconds means the backup battery (CR2032) is low. Please check each of these and let me know which applies!",
      "celia: não entendi nada. você fala português?",
      "theo: she doesn't read english much",
      "Rega: Hi Celia! A flashing red light can indicate several conditions: a disconnected sensor in port S1, low water pressure at the inlet, a pending firmware update, or a low backup battery (CR2032). Please check each of these and let me know which applies!",
      "theo: dude. portuguese. she asked",
      "celia: theo deixa, eu ligo pra loja",
      "theo: rega can you at least tell me which port is S1",
      "Rega: Port S1 is the first port on the left on the underside of the controller, marked with a small leaf icon. Make sure the grey cable clicks in.",
      "theo: ok found it, was loose. vó, tá verde agora 🌱",
      "celia: ah graças a deus. obrigada meu filho"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [8, "transactional"]
    ],
    users: { celia: ["churn_risk", 0.5], theo: ["annoyed", 0.5] },
    findings: ["long_replies", "repetition", "ignored_question"],
    drafts: [
      [
        "Falo sim! A luz vermelha quase sempre é o sensor: veja se o cabo cinza está bem encaixado na porta S1, embaixo, à esquerda.",
        "low",
        4
      ],
      [
        "Hi Celia! A flashing red light can indicate several conditions: a disconnected sensor in port S1, low water pressure, a pending firmware update, or a low backup battery. Please check each of these!",
        "high",
        5
      ],
      ["Que bom, Celia! 🌱 Se voltar a piscar, é só conferir o cabo da S1.", "low", 12]
    ]
  }
]
