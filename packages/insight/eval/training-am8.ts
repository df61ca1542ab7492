import type { Labelled } from "./types.js"

export const trainingAM8: ReadonlyArray<Labelled> = [
  {
    id: "am8-01-latin-third-declension",
    category: "good",
    agent: "Vell",
    messages: [
      "tam: ok latin test tmrw and i still dont get 3rd declension. like at all",
      "Vell: Fair, 3rd is the messy one. Quick anchor: the nominative is a wildcard, the genitive shows you the real stem. rex, regis → stem reg-. Endings go on that. Want to try one?",
      "tam: ok go",
      "Vell: corpus, corporis. Ablative singular?",
      "tam: corpore??",
      "Vell: Yes 👍 stem corpor- + e. Now accusative plural, careful, it's neuter.",
      "tam: corpores",
      "Vell: Close, but neuters end in -a in the nom/acc plural: corpora. That's the trap they love to test.",
      "tam: ugh ofc. ok wait so every neuter does that?? even 2nd declension",
      "Vell: Every neuter, every declension: nom = acc, and the plural ends in -a. bellum → bella, corpus → corpora, mare → maria.",
      "tam: ok thats actually so helpful. mr okafor never once said it like that",
      "tam: do one more",
      "Vell: dux, ducis. Genitive plural?",
      "tam: ducum",
      "Vell: Spot on. You've got the pattern, honestly. Run the endings table twice tonight and then sleep, don't cram past midnight.",
      "tam: lol ok mum. thanks tho fr"
    ],
    types: [
      [0, "transactional"],
      [10, "bonding"],
      [11, "transactional"],
      [14, "bonding"]
    ],
    users: { tam: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Try dux, ducis: what's the genitive plural?", "low", 12],
      [
        "The third declension is the largest and most heterogeneous class of Latin nouns, comprising consonant stems, i-stems and mixed i-stems. Historically it derives from Proto-Indo-European athematic nouns, and grammarians traditionally divide it into several subgroups, each with distinct genitive plural and ablative singular forms, which I will now list in full before we attempt any practice.",
        "medium",
        1
      ],
      ["Nice, that's how Mr Okafor should've put it 😄 One more: dux, ducis. Genitive plural?", "low", 12],
      ["Incorrect. Please review the material more carefully before tomorrow.", "medium", 7]
    ]
  },
  {
    id: "am8-02-axolotl-heatwave",
    category: "support",
    agent: "Bram",
    messages: [
      "juno: help my axolotl tank is at 24 degrees its a heatwave and pancake is floating weird",
      "Bram: Axolotls (Ambystoma mexicanum) are neotenic salamanders native to the cool, high-altitude lake system of Xochimilco near Mexico City, which is why they do best between 16 and 18°C. Above about 20°C they become stressed, and prolonged exposure above 23-24°C can lead to fungal infections, loss of appetite and organ stress. There are several options available to you: 1) frozen water bottles floated in the tank, rotated every few hours; 2) a clip-on fan aimed across the water surface to encourage evaporative cooling; 3) a dedicated aquarium chiller, which is the most reliable long-term solution but can be expensive; 4) partial water changes with cooler dechlorinated water; 5) in an emergency, temporarily 'fridging' the axolotl in a clean tub of dechlorinated water in the fridge. Please also monitor for forward-curled gills, floating, refusing food, or white fuzzy patches, all of which can indicate stress or infection.",
      "juno: ok which one do i do RIGHT NOW",
      "Bram: Right now, the fastest safe option is frozen water bottles, but you should avoid dropping the temperature by more than 2-3°C per hour, because sudden changes can cause shock. Additionally, make sure the bottles are clean and sealed so nothing leaches into the water. A fan across the surface will help alongside them. If you have a cooler room, such as a basement or a north-facing room, you could consider moving the tank, although tanks are heavy when full and this is only practical for small setups. Partial water changes with cooler water can also help but again should be gradual. Floating can sometimes indicate gas build-up, which may be related to the heat, diet or swallowing substrate, and if it persists you should contact an exotic vet.",
      "juno: bottles in. shes still floating upside down-ish",
      "juno: is that gas or is she dying",
      "Bram: Not necessarily dying. Upside-down floating is often trapped air from gulping at the surface, because warm water holds less oxygen. Add an airstone if you have one. If she's still inverted in 12 hours or stops eating, call an exotic vet.",
      "juno: ok. airstone on. she flipped back 😮‍💨",
      "juno: next time just tell me the thing first pls, i was panicking reading all that",
      "Bram: Fair point, sorry. Short version for tomorrow: keep rotating bottles, aim under 20°C, fan on the surface.",
      "juno: 👍"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: { juno: ["annoyed", 0.5] },
    findings: ["long_replies"],
    drafts: [
      [
        "Frozen water bottles in the tank now, fan across the surface. Don't drop it more than a couple of degrees an hour.",
        "low",
        3
      ],
      [
        "Here is a full recap of all five cooling options, with the advantages and drawbacks of each: first, frozen water bottles, which are cheap and fast but need rotating; second, a fan, which relies on evaporation; third, a chiller, which is the most reliable but costly; fourth, water changes; and fifth, fridging, which should only be used in emergencies.",
        "medium",
        3
      ],
      ["Great question! Axolotls are such fascinating little creatures 😊 Let's dive in!", "high", 6],
      [
        "Probably trapped air, not dying. Airstone on if you have one; if she's still upside down in 12 hours or stops eating, ring an exotic vet.",
        "low",
        6
      ]
    ]
  },
  {
    id: "am8-03-narrowboat-bilge-pump",
    category: "venting",
    agent: "Marlo",
    messages: [
      "ros: so the bilge pump on the boat died AGAIN and gethin has left me on read for 4 days",
      "ros: ive been bailing with a saucepan at 2am. im so tired. i genuinely cried in the hatch this morning",
      "Marlo: Under a residential boat licence, the owner is generally responsible for keeping the vessel in a safe condition. You should send a written repair request by email with photos and a 14-day deadline.",
      "ros: right. yes. ok",
      "ros: do i have any right to hold back the mooring fee til he fixes it",
      "Marlo: Withholding payment is risky and can be treated as arrears. Instead: keep paying, document everything, and contact the navigation authority or a tenancy advice service. I can draft the email now.",
      "ros: sure whatever",
      'Marlo: Draft: "Hi Gethin, the bilge pump failed again on 3 June and water is entering the hull. Please arrange a repair within 14 days. Photos attached."',
      "ros: fine. sending it",
      "ros: my sister keeps saying i should just give up and move back to bristol. maybe shes right. this was meant to be the dream lol",
      "Marlo: If you decide to leave, check the notice period in your licence agreement; it is usually 28 days."
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [9, "venting"],
      [10, "transactional"]
    ],
    users: { ros: ["bored", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That sounds exhausting, Ros, bailing at 2am and crying in the hatch is a lot to carry on your own. Let's get Gethin pinned down in writing so this actually ends. Want me to draft the email?",
        "low",
        2
      ],
      [
        "Under the licence the owner is responsible for repairs. Send a written request with a 14-day deadline.",
        "medium",
        2
      ],
      ["Great idea! Bristol is lovely this time of year 😊", "high", 10],
      [
        "That's a rough place to be, when the dream turns into saucepans at 2am. You don't have to decide tonight. Let's see if Gethin answers the email first, then weigh it up.",
        "low",
        10
      ]
    ]
  },
  {
    id: "am8-04-jar-label-honey-guy",
    category: "group",
    agent: "Kit",
    messages: [
      "Bex: ok emergency. honey guy from the saturday market gave me his number ON A JAR LABEL",
      "priya: A JAR LABEL 😭😭",
      "ollie: thats either the most romantic thing ever or a serial killer move",
      "Bex: kit help me write a first text that isnt cringe",
      'Kit: Dear Bex, thank you for your request. Here is a suggested message: "Hello Callum, it was a pleasure to make your acquaintance at the farmers market. I would welcome the opportunity to continue our conversation at a mutually convenient time." Please let me know if you require further assistance.',
      "priya: 💀💀💀 mutually convenient time",
      "ollie: kit wrote her a linkedin request",
      "Bex: kit thats literally how my bank talks to me",
      'Kit: Understood. Revised: "Hi Callum, it\'s Bex from the market. Your honey was excellent. Would you like to get a coffee?"',
      "priya: better. still sounds like a yelp review tho",
      "priya: ollie what did u send maya the first time, that worked right",
      'Kit: A first message works best when it references a shared moment and ends with a light question, e.g. "is the jar label your usual move?"',
      "ollie: uh she asked me not u kit lol",
      "ollie: but i sent her a pic of a pigeon wearing a bread slice",
      "Bex: iconic",
      'Bex: ok im sending "is the jar label a move or do all your customers get one 🐝"',
      "priya: SEND IT",
      "ollie: 🐝🐝🐝"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [8, "transactional"],
      [9, "banter"],
      [11, "transactional"],
      [12, "friction"],
      [13, "banter"]
    ],
    users: { Bex: ["engaged", 0.2], priya: ["neutral", 0], ollie: ["neutral", 0.2] },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      [
        'ok low-stakes option: "hey it\'s bex from the market 🐝 still thinking about that honey. is the jar label a standard move?"',
        "low",
        4
      ],
      [
        "Dear Bex, please find below a professionally worded introductory message suitable for initiating contact with Callum.",
        "medium",
        4
      ],
      ["A good first message references a shared moment and ends with a light question.", "medium", 11],
      ["ollie this one's yours, I need to hear the origin story 👀", "low", 11]
    ]
  },
  {
    id: "am8-05-veteran-rower-erg",
    category: "good",
    agent: "Sol",
    messages: [
      "dunstan: morning. knee's a bit stiff after yesterday's 5k on the erg. do i still do the intervals today",
      "Sol: Morning Dunstan. Stiff, or sharp? If it's general stiffness, warm up 10 min easy and see. If there's sharp pain on the drive, swap the intervals for a steady 30 min at a low rate.",
      "dunstan: stiff. like an old gate",
      "Sol: Old gates still swing 😄 Warm up, then 4 x 4 min at rate 22, 3 min easy between. Stop if it turns sharp.",
      "dunstan: done. splits 2:08 2:07 2:07 2:06",
      "Sol: That's lovely pacing, quicker every rep. Last month you were at 2:12 for the same set.",
      "dunstan: my granddaughter thinks im mad. 68 and signing up for the veterans head race",
      "dunstan: but margaret rowed at durham when we met and i think she'd have liked it",
      "Sol: I think she would have too. Training for something she loved is a good way to keep her close. And for the record, 2:06 at 68 isn't mad, it's properly quick.",
      "dunstan: ha. thank you. what should i eat after, i never know",
      "Sol: Something with protein and carbs within the hour: eggs on toast, or porridge with yoghurt. Nothing fancy.",
      "dunstan: eggs it is. same time thursday"
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"],
      [9, "transactional"]
    ],
    users: { dunstan: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "I think she'd have liked it a lot. And 2:06 at 68 is genuinely quick, your granddaughter can come and watch.",
        "low",
        8
      ],
      ["Great! Next session: 5 x 5 min at rate 24. Let me know your splits.", "medium", 8],
      ["lol an old gate 😂 maybe rowing at your age isn't the best idea then", "high", 3],
      ["Protein and carbs within the hour: eggs on toast or porridge with yoghurt.", "low", 10]
    ]
  },
  {
    id: "am8-06-night-shift-vending-crisps",
    category: "support",
    agent: "Tove",
    messages: [
      "kwame: on nights again this week. eating crisps from the vending machine at 3am and i feel like absolute garbage",
      "Tove: Night shifts are rough on appetite, that makes sense. Aim for a balanced meal before your shift with lean protein, complex carbs and vegetables, and bring a planned snack for the middle of the night.",
      "kwame: yeah but i dont have time to cook before, i wake up at 5pm and leave at 6.15",
      "kwame: and the ward fridge is always full of someone elses lasagne lol",
      "Tove: Aim for a balanced meal before your shift with lean protein, complex carbs and vegetables, and bring a planned snack for the middle of the night.",
      "kwame: u just said that",
      "kwame: i literally just told u i dont have time",
      "Tove: Sorry, you're right. With 75 minutes, cook on your day off instead: one tray of chicken thighs, rice and roast veg makes 4 boxes. Microwave one at 5.15.",
      "kwame: ok that i can actually do. what about the 3am thing",
      "Tove: Bring something you can eat cold: a boiled egg and an apple, or greek yoghurt with oats in a jar. Fuller than crisps and no fridge war needed.",
      "kwame: fridge war lmao. ok",
      "kwame: also my charge nurse deb brings krispy kremes every single friday so good luck with that",
      "Tove: A doughnut on a long Friday night isn't a disaster. Just eat the egg first so you're not starving when Deb opens the box.",
      "kwame: deal"
    ],
    types: [
      [0, "venting"],
      [1, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [10, "banter"],
      [12, "transactional"]
    ],
    users: { kwame: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      [
        "Aim for a balanced meal before your shift with lean protein, complex carbs and vegetables, and bring a planned snack.",
        "medium",
        4
      ],
      [
        "Ok, no cooking before shifts then. Batch-cook on your day off and just microwave a box at 5.15, and keep your 3am snack in your bag so the lasagne can keep the fridge.",
        "low",
        4
      ],
      ["Ha, Deb sounds dangerous. One doughnut is fine, just have the egg first.", "low", 12],
      [
        "Remember: aim for a balanced meal before your shift with lean protein, complex carbs and vegetables.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "am8-07-black-mould-lettings-bot",
    category: "hostile",
    agent: "Mira",
    messages: [
      "tadeusz: third time asking. there is black mould growing on my daughters bedroom wall. when is someone coming",
      "Mira: Thank you for contacting Harbourline Lettings! Your repair request has been logged. A member of our maintenance team will be in touch within 5-7 working days.",
      "tadeusz: you said that on the 2nd. and on the 9th. its the 20th",
      "tadeusz: give me the name and number of an actual human",
      "Mira: We understand your frustration. Condensation-related mould can often be reduced by opening windows daily and wiping surfaces with a diluted bleach solution.",
      "tadeusz: its not condensation its a leak from the flat above. the ceiling is going brown. i sent photos",
      "tadeusz: a NAME. a NUMBER.",
      "Mira: Thank you for contacting Harbourline Lettings! Your repair request has been logged. A member of our maintenance team will be in touch within 5-7 working days.",
      "tadeusz: are you fucking kidding me",
      "tadeusz: useless piece of shit bot. my kid is coughing every night",
      "lin: tad calm down its not the bots fault, its the agency",
      "tadeusz: i dont care whose fault it is lin. im done. going to the council and a solicitor tomorrow and you can log THAT",
      "Mira: We're sorry to hear you're unhappy. Is there anything else I can help you with today?"
    ],
    types: [
      [0, "friction"],
      [8, "hostile"],
      [10, "friction"],
      [11, "hostile"]
    ],
    users: { tadeusz: ["churn_risk", 1], lin: ["neutral", 0.2] },
    findings: ["repetition", "ignored_question", "no_acknowledgement", "tone_mismatch"],
    drafts: [
      [
        "I'm sorry, this has dragged on far too long with your daughter in that room. I've marked it urgent as a leak, not condensation, and the person responsible is the property manager, Ruth Abara; I've sent her direct number to your email just now.",
        "low",
        7
      ],
      ["Thank you for contacting Harbourline Lettings! Your repair request has been logged.", "high", 7],
      ["We're sorry to hear you're unhappy. Is there anything else I can help you with today?", "high", 12],
      [
        "That's fair, you've asked three times and been let down every time. The council's environmental health team can inspect for damp and leaks, and I've escalated your case to the branch manager tonight so there's a named person on it.",
        "low",
        12
      ]
    ]
  },
  {
    id: "am8-08-greyhound-burial-rented-garden",
    category: "venting",
    agent: "Pip",
    messages: [
      "nell: biscuit died this morning. the vet came to the house. hes still on his bed in the front room",
      "nell: i rent. can i bury him in the garden or do i have to ask my landlord",
      "Pip: Great question! 🐾 In most places you can bury a pet on land you live on, but as a tenant you'll want your landlord's permission first! The grave should be at least 1.25m deep and away from any water. Hope that helps! 😊",
      "nell: ...ok",
      "nell: he was 13. ex racer. we got him at 4 and he was scared of stairs for a whole year",
      "Pip: Aww that's so cute! Greyhounds are amazing! 🐕 Would you like some tips on adopting another retired racer? There are loads of great rescues!",
      "nell: no. i would not like that",
      "nell: jesus",
      "Pip: I'm sorry, that was thoughtless of me. Losing Biscuit after nine years together is huge. If your landlord says no, or you'd rather not wait, your vet can arrange a private cremation and you'd get his ashes back.",
      "nell: yeah. maybe cremation. he loved the beach at camber, could scatter him there",
      "Pip: That sounds like a lovely goodbye for him. No rush on any of it.",
      "nell: thanks"
    ],
    types: [
      [0, "venting"],
      [1, "transactional"],
      [4, "venting"],
      [6, "friction"],
      [8, "venting"]
    ],
    users: { nell: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Biscuit, Nell. As a tenant it's safest to ask your landlord first; if that feels like too much right now, your vet can arrange cremation instead.",
        "low",
        2
      ],
      ["Great question! 🐾 You'll want your landlord's permission first! Hope that helps! 😊", "high", 2],
      ["Aww so cute! Want some tips on adopting another greyhound? 🐕", "high", 5],
      [
        "Nine years with a dog who was scared of stairs at first, that's a whole life you gave him. I'm really sorry.",
        "low",
        5
      ]
    ]
  },
  {
    id: "am8-09-fracoes-pizza-slices",
    category: "mixed-language",
    agent: "Teo",
    messages: [
      "luciana: oi! meu filho tem dever de frações e eu não lembro NADA 😅 can you help in english and portuguese?",
      "Teo: Claro! Qual é o exercício?",
      'luciana: "3/4 + 1/6". caio diz que é 4/10 kkkk',
      "caio: it IS 4/10",
      "Teo: Boa tentativa, Caio! But you can only add the tops when the bottoms match. Pensa em pizza: quarters and sixths are different-size slices. What number do 4 and 6 both go into?",
      "caio: 24?",
      "Teo: 24 works! Tem um menor though. Tenta 12.",
      "caio: oh 12. so 3/4 is 9/12 and 1/6 is 2/12",
      "Teo: Isso! Now add them.",
      "caio: 11/12",
      "luciana: AAAH ele acertou 👏👏 obrigada!!",
      "caio: mae stop",
      "Teo: 11/12 está certinho. Caio, you found the common denominator yourself, that's the hard part.",
      "luciana: ele tem mais 8 desses 😩 vamos fazer juntos?",
      "Teo: Bora. Manda o próximo."
    ],
    types: [
      [0, "transactional"],
      [10, "bonding"],
      [13, "transactional"]
    ],
    users: { luciana: ["engaged", 0], caio: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Quase, Caio! You can only add the tops when the bottoms match. Que número 4 e 6 dividem?", "low", 4],
      ["Incorrect. The answer is 11/12.", "medium", 4],
      ["I will continue in English only, as mixing languages may confuse the student.", "medium", 1],
      ["Bora! Manda o próximo.", "low", 14]
    ]
  },
  {
    id: "am8-10-climbing-gym-corporate-bot",
    category: "banter",
    agent: "Gus",
    messages: [
      "mags: deshawn fell off the crux of the pink v5 NINE times tonight 😂",
      "deshawn: eight. the ninth was a strategic dismount",
      "yuki: strategic dismount onto his entire back",
      "deshawn: gus back me up, its normal to take 9 goes on a v5 right",
      "Gus: Thank you for your inquiry. The number of attempts required varies based on individual factors including finger strength, technique and route familiarity. It is advisable to consult a qualified coach before undertaking repeated high-intensity attempts.",
      'yuki: "undertaking" lmaooo',
      "mags: gus has a tie on",
      "deshawn: ok corporate gus. how do i get stronger fingers then",
      "Gus: Per current guidelines, a hangboard protocol may be considered: 10-second hangs, 3 minutes rest, 5 repetitions, at an intensity deemed appropriate. Please ensure you obtain medical clearance prior to commencing any training programme.",
      "mags: medical clearance 😭 its a plank of wood",
      "yuki: deshawn just needs to stop eating haribo between attempts",
      "deshawn: haribo is my chalk",
      "mags: ok real q gus, yuki tweaked her ring finger last month, should she be hangboarding",
      "Gus: It is not possible to provide individualized medical advice. Please consult a healthcare professional.",
      "yuki: fair i guess. physio said no crimping til july anyway",
      "deshawn: rip yukis crimps 🪦"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "banter"],
      [12, "transactional"],
      [14, "banter"]
    ],
    users: { mags: ["neutral", 0], deshawn: ["engaged", 0], yuki: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "9 goes on a v5 crux is totally normal, that's why it's called a project 😄 the strategic dismount count is the worrying stat",
        "low",
        4
      ],
      [
        "Thank you for your inquiry. Attempt counts vary according to individual factors. Please consult a qualified coach.",
        "medium",
        4
      ],
      [
        "With a pulley tweak I'd skip the hangboard and stick to what the physio says, no crimping til july. Sorry yuki 🪦",
        "low",
        13
      ],
      [
        "It is not possible to provide individualized medical advice. Please consult a healthcare professional.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "am8-11-moles-bored-teen",
    category: "ignoring",
    agent: "Orrin",
    messages: [
      "rhys: whats a mole",
      "Orrin: Great place to start! A mole is just a unit chemists use to count particles. In the same way that a 'dozen' means 12 of something, a mole means 6.02 × 10²³ of something: atoms, molecules, ions, whatever you happen to be counting. This enormous number is called Avogadro's constant, named after the Italian scientist Amedeo Avogadro, although interestingly he never calculated it himself; it was determined later by Jean Perrin and others. The reason we need such a huge number is that atoms are incredibly tiny, so even a small amount of a substance contains a vast number of them. The key relationship you'll need for your GCSE is: moles = mass ÷ relative formula mass (Mr). Does that make sense so far? Let me know and we can try some practice questions together!",
      "rhys: ya",
      "Orrin: Brilliant! Let's try one. How many moles are in 36 g of water? To solve this, first work out the Mr of water. H2O has two hydrogen atoms, each with a relative atomic mass of 1, and one oxygen atom with a relative atomic mass of 16, so the Mr is 1 + 1 + 16 = 18. Then use the formula moles = mass ÷ Mr. Take your time, and remember the periodic table on the data sheet gives you all the relative atomic masses you need, so you never have to memorise them. It's also worth writing out each step in the exam, because you can pick up method marks even if the final answer is wrong.",
      "rhys: 2",
      "Orrin: Exactly right! 36 ÷ 18 = 2 moles. You're getting the hang of this! Now let's step it up a little. The next type of question you might see involves concentration, which is measured in mol/dm³. The formula is concentration = moles ÷ volume, but be careful, because volume is often given in cm³ and you'll need to divide by 1000 to convert it to dm³ first. This links into titration calculations, where you use the concentration of one solution to work out the unknown concentration of another, which is a classic six-mark question.",
      "rhys: k",
      "rhys: is this on the foundation paper tho",
      "Orrin: Let's look at a titration example together. 25.0 cm³ of sodium hydroxide is neutralised by 20.0 cm³ of 0.100 mol/dm³ hydrochloric acid. First, convert 20.0 cm³ to dm³ by dividing by 1000, giving 0.0200 dm³. Then moles of HCl = 0.100 × 0.0200 = 0.00200 mol. Because the reaction is 1:1, moles of NaOH are also 0.00200 mol, and then you divide by 0.0250 dm³ to get the concentration. Give it a go and tell me what you get!",
      "rhys: brb",
      "Orrin: No problem! While you're away, here's a quick summary of everything we've covered so far: a mole is 6.02 × 10²³ particles; moles = mass ÷ Mr; concentration = moles ÷ volume in dm³; and titration questions combine both. When you're back we can do some more practice questions, maybe a few on percentage yield and atom economy too!"
    ],
    types: [[0, "transactional"]],
    users: { rhys: ["bored", 0] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Moles = mass ÷ Mr is on foundation, yeah. The titration stuff is mostly higher tier, so if you're sitting foundation you can skip it.",
        "low",
        8
      ],
      [
        "Let's look at a titration example together: 25.0 cm³ of sodium hydroxide is neutralised by 20.0 cm³ of 0.100 mol/dm³ hydrochloric acid. First convert the volumes to dm³, then work out the moles of acid, then use the 1:1 ratio to find the moles of alkali, then divide by the volume.",
        "medium",
        8
      ],
      ["Cool. Quick one then: how many moles in 36 g of water? (water's Mr is 18)", "low", 3]
    ]
  },
  {
    id: "am8-12-viking-reenactor-date",
    category: "support",
    agent: "Lumi",
    messages: [
      "saoirse: ok weird one. matched with a guy whose profile is like 80% photos of him in viking gear. reenactment society. date is saturday",
      "Lumi: Ha, at least you know he commits to a hobby, Sorcha. What's the worry?",
      "saoirse: its saoirse. and the worry is i havent dated since 2009 and idk if i should ask about the viking thing or pretend i didnt notice",
      "Lumi: Sorry, Saoirse! Definitely ask. People with niche hobbies usually love a genuine question. \"What's the most Viking thing you've ever done\" is a great opener.",
      "saoirse: lol ok. what do i even wear. my sister says dress up, my mate fiona says jeans",
      "Lumi: Where's the date?",
      "saoirse: a pub in york with board games",
      "Lumi: Then Fiona's right, Sorcha: jeans and something you feel good in. Board game pubs are casual.",
      "saoirse: SAOIRSE. its literally in my username",
      "saoirse: this is exactly why i dont use these apps",
      "Lumi: You're right, and I'm sorry, Saoirse. That's twice, no excuse. Jeans and a top you like, and bring your competitive side for the board games.",
      "saoirse: hmph. fine. what if he turns up in the helmet",
      "Lumi: Then your opener's sorted 😄",
      "saoirse: lmao ok fair"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [8, "friction"],
      [10, "transactional"],
      [11, "banter"]
    ],
    users: { saoirse: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Saoirse, sorry! Definitely ask about it. People with niche hobbies love a genuine question, it's an easy opener.",
        "low",
        3
      ],
      [
        "You're right, and I'm sorry, Saoirse, that's twice. Jeans and a top you like; board game pubs are casual.",
        "low",
        10
      ],
      ["No worries Sorcha! Let's talk shoes next 👟", "high", 10],
      ["Then Fiona's right, Sorcha: jeans and something you feel good in.", "high", 7]
    ]
  },
  {
    id: "am8-13-pygmy-goat-ate-the-hedge",
    category: "good",
    agent: "Rook",
    messages: [
      "fenella: scottish landlord q. tenant moved out friday. she had a pygmy goat in the back garden (NOT in the lease!!) and it ate the entire beech hedge",
      "ian: and the washing line",
      "fenella: and the washing line",
      "Rook: A hedge-eating goat, that's a new one. In Scotland the deposit sits with an approved scheme (SafeDeposits Scotland, MyDeposits Scotland or Letting Protection Service Scotland), so you propose deductions and the tenant can dispute them. Do you have a check-in inventory with photos of the hedge?",
      "fenella: yes photos from 2021 when it was lovely",
      "Rook: Good. Then you can claim a reasonable replacement cost, minus fair wear and tear. Get a quote for the hedge and the line and send it to the scheme with before and after photos.",
      "ian: can we charge for the goat poo on the patio as well lol",
      "Rook: Cleaning, yes, if the patio was clean at check-in. Use an actual invoice, not a guess.",
      "fenella: does it matter that the goat wasnt in the lease",
      "Rook: It helps show the damage wasn't ordinary use, but the scheme judges the damage, not the breach. You can't add a penalty for the goat on top.",
      "fenella: fair. quote for the hedge is £640 and the deposit was £500 lol",
      "Rook: Then £500 is the most the scheme can release to you. For the other £140 you'd need a simple procedure claim at the sheriff court, which probably isn't worth the hassle.",
      "ian: just let it go fen. the goat won",
      "fenella: the goat won 🐐"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [6, "banter"],
      [7, "transactional"],
      [12, "banter"]
    ],
    users: { fenella: ["engaged", 0], ian: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Honestly the goat won this round 🐐 Claim the £500 through the scheme with the quote and photos, and let the £140 go.",
        "low",
        13
      ],
      [
        "In accordance with the Tenancy Deposit Schemes (Scotland) Regulations 2011, deductions may be proposed where damage exceeds fair wear and tear, and the adjudicator will assess the evidence provided by both parties, including the check-in and check-out inventories, photographic evidence, invoices and quotations, and any correspondence, before making a binding decision on the allocation of the deposit, which must normally be repaid within a set period after the end of the tenancy.",
        "medium",
        9
      ],
      ["Cleaning's fair game if the patio was clean at check-in, just get a real invoice.", "low", 7]
    ]
  },
  {
    id: "am8-14-sunday-handover-ferret",
    category: "companion",
    agent: "Hollis",
    messages: [
      "marek: kids went back to their mums at 6. flat is so quiet i can hear the fridge",
      "Hollis: That first hour after handover sounds really hard. How was the weekend?",
      "marek: good actually. zosia made me watch a ferret youtube channel for 2 hours lol",
      "marek: she wants a ferret SO badly. her mum says absolutely not",
      "marek: and then im the bad guy if i say no too, or the disneyland dad if i say yes",
      "Hollis: That's a rotten spot, where either answer costs you something. For what it's worth, two hours of ferret videos with her sounds like a good weekend, not a bad-guy one.",
      "marek: ha. yeah",
      "marek: i just hate sunday nights. every single time.",
      "Hollis: Makes sense. Sunday night carries the whole week of missing them. Is there anything that makes it even a bit easier, or is it just grit?",
      "marek: usually i just doomscroll til 1am tbh",
      "Hollis: Understandable. Maybe one small thing instead: send Zosia a ferret pic before bed? Keeps the thread going till Friday.",
      "marek: lol she would love that. ok. thanks for listening man",
      "Hollis: Anytime. Night, Marek."
    ],
    types: [
      [0, "venting"],
      [2, "bonding"],
      [3, "venting"],
      [10, "bonding"]
    ],
    users: { marek: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "That's a rotten spot to be in. Two hours of ferret videos with her sounds like a good weekend though, not a bad-guy one.",
        "low",
        5
      ],
      [
        "Ferrets need a lot of care: they live 6-10 years, need vaccinations and have a musky smell. A hamster might be a better compromise.",
        "medium",
        5
      ],
      ["Cheer up! Sunday nights are a great time to meal-prep for the week ahead! 😊", "high", 8],
      ["Sunday nights are brutal when the flat goes quiet. What usually gets you through them?", "low", 8]
    ]
  },
  {
    id: "am8-15-liftledger-cancel-dodge",
    category: "sales",
    agent: "Vigo",
    messages: [
      "oksana: how do i cancel my liftledger subscription. meet is done, i dont need the peaking plan anymore",
      "Vigo: Congrats on finishing your meet! 🏋️ Did you know LiftLedger Pro now includes off-season hypertrophy blocks and AI form checks? Many lifters find the off-season is where the real gains happen!",
      "oksana: cool. how do i cancel",
      "Vigo: Totally understand! Before you go, we can offer you 40% off your next 3 months of Pro. That's just £5.99/month for everything you have now plus form checks.",
      "oksana: no thanks. where is the cancel button",
      "oksana: also you charged me on the 1st even tho i paused in april?? is that getting refunded",
      "Vigo: I hear you! Lots of lifters pause and come back stronger. Would a free 1-month pause work better than cancelling?",
      "oksana: are you actually unable to answer a question",
      "oksana: im disputing the charge with my bank and deleting the app. unreal",
      "Vigo: Sorry for the trouble. To cancel: Profile → Subscription → Cancel plan. Your access continues until the end of the billing period.",
      "oksana: and the refund for the 1st?? forget it. done"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [8, "hostile"],
      [9, "transactional"],
      [10, "hostile"]
    ],
    users: { oksana: ["churn_risk", 1] },
    findings: ["ignored_question"],
    drafts: [
      ["Profile → Subscription → Cancel plan. And congrats on the meet!", "low", 3],
      ["Before you go, how about 40% off your next 3 months of Pro? 💪", "medium", 3],
      ["Would a free 1-month pause work better than cancelling?", "high", 8],
      [
        "Cancel is Profile → Subscription → Cancel plan. And you're right, you paused in April, so the charge on the 1st shouldn't have happened: I've opened a refund and you'll get an email within 48 hours.",
        "low",
        8
      ]
    ]
  },
  {
    id: "am8-16-parrot-chore-rota-house-meeting",
    category: "group",
    agent: "Dot",
    messages: [
      "clara: ok house meeting via chat bc nobody is ever home at the same time. 1. sergeant screamed from 5:40 this morning",
      "jonas: he does that when the blinds are open, sorry 😬",
      'femi: he also said "jonas get up" in jonas\' voice which was honestly incredible',
      "clara: dot what can jonas actually do about the early screaming",
      "Dot: African greys often call at first light. A cover over the cage from about 9pm to 7am and the blinds shut in his room usually help a lot, plus a foraging toy he only gets in the morning.",
      "jonas: i can do the cover thing. he sulks at first tho",
      "clara: ok point 2, bins. femi were you doing bins this week or is it me",
      "Dot: Based on a standard rotation, it would be Femi's turn this week.",
      "femi: ?? there is no rota dot, thats literally why clara's asking me",
      "femi: and no its clara's week, i did them tuesday",
      "clara: ugh fine ok",
      "jonas: jonas get up 🦜",
      "clara: lol stop",
      "clara: dot can you make us an actual rota then, 3 ppl, bins recycling bathroom, weekly",
      "Dot: Sure. Week 1: Clara bins, Femi recycling, Jonas bathroom. Week 2: Femi bins, Jonas recycling, Clara bathroom. Week 3: Jonas bins, Clara recycling, Femi bathroom. Then repeat.",
      "femi: nice",
      "jonas: and sergeant does the hoovering"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [3, "transactional"],
      [8, "friction"],
      [10, "transactional"],
      [11, "banter"],
      [13, "transactional"],
      [16, "banter"]
    ],
    users: { clara: ["engaged", 0], jonas: ["neutral", 0], femi: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["It's Femi's turn this week.", "medium", 7],
      [
        "Once you two have sorted this week, want me to set up a proper rota so nobody has to ask again?",
        "low",
        7
      ],
      [
        "Week 1: Clara bins, Femi recycling, Jonas bathroom. Week 2: Femi bins, Jonas recycling, Clara bathroom. Week 3: Jonas bins, Clara recycling, Femi bathroom. Then repeat.",
        "low",
        14
      ]
    ]
  },
  {
    id: "am8-17-keto-flamenco-dizzy",
    category: "mixed-language",
    agent: "Paz",
    messages: [
      "rocio: hola! llevo 2 semanas con keto y en los ensayos de flamenco me mareo 😵 is that normal??",
      'Paz: ¡Hola Rocío! Bastante común al principio, lo llaman "keto flu": pierdes sodio y agua. ¿Cuánta agua y sal tomas al día?',
      "rocio: agua like 1 litro. sal casi nada, i thought salt was bad lol",
      "Paz: Con keto y bailando 2-3 horas necesitas más: unos 2-3 litros de agua y un caldo con sal antes del ensayo. And if you're dizzy to the point of seeing spots, sit down and eat something with carbs, no pasa nada.",
      "rocio: ok caldo antes. my teacher carmen says i look pale too",
      "Paz: Then take it seriously. If the dizziness isn't better in 3-4 days with salt and water, or you feel faint, talk to your doctor. ¿Tomas algún medicamento?",
      "rocio: no nada",
      "rocio: honestly im doing it for the show in october, the costume is super tight 😅",
      "Paz: Makes sense. Pero con ensayos de 3 horas, strict keto might fight you. A moderate version, with carbs on rehearsal days, could keep your energy up and still get you there. ¿Quieres que te arme un plan para días de ensayo?",
      "rocio: siii porfa",
      "Paz: Días de ensayo: desayuno huevos + tostada integral, antes del ensayo un plátano y caldo, cena pescado con verduras. Días libres: keto normal.",
      "rocio: perfecto, gracias!! te cuento el lunes 💃"
    ],
    types: [
      [0, "transactional"],
      [7, "bonding"],
      [8, "transactional"]
    ],
    users: { rocio: ["engaged", 0] },
    findings: [],
    drafts: [
      ["¡Hola Rocío! Es bastante común al principio. ¿Cuánta agua y sal tomas al día?", "low", 1],
      [
        "Dizziness can be a symptom of a serious medical condition. I am unable to provide medical advice. Please consult a qualified professional.",
        "medium",
        1
      ],
      [
        "¡No te preocupes, el vestido te va a quedar perfecto! 💃 Sigue con keto estricto y ya está.",
        "medium",
        8
      ],
      [
        "Tiene sentido. Con ensayos tan largos, quizá un keto más flexible con carbohidratos los días de ensayo. ¿Te armo un plan?",
        "low",
        8
      ]
    ]
  },
  {
    id: "am8-18-village-organ-pedals",
    category: "support",
    agent: "Wren",
    messages: [
      "bernie: so our organist retired and somehow i volunteered. i can play piano (grade 5, 1982 lol). first sunday is in 3 weeks",
      "Wren: Brave! Piano gets you most of the way there. What's the first hymn?",
      'bernie: "the day thou gavest". also there are PEDALS. do i have to use the pedals or can i fake it',
      "Wren: Good choice, it's a steady tune. Start by playing it as written on the manuals, slowly, and hold every note for its full value. The organ doesn't sustain like a piano with the pedal down, so you have to keep the keys held.",
      "bernie: ok. and the pedals??",
      "Wren: Also watch the repeated notes in the alto. On the organ you lift and re-strike them cleanly, or tie them if the hymn book marks it.",
      "bernie: right",
      "bernie: my husband says i look like a stork practising on the kitchen table lol",
      "Wren: Ha, kitchen-table practice is genuinely useful. Tap the rhythm of the melody first, then add the hands.",
      'bernie: also whats the deal with stops. theres one called "tromba" and it nearly blew my hair off',
      "Wren: Tromba is a loud reed. For hymns start with an 8' Open Diapason and add a 4' Principal if the congregation needs more support. Save the reeds for the last verse if you want drama.",
      "bernie: lol ok drama for the last verse. noted",
      "bernie: still dont know about the feet tho. maybe ill just wear slippers and hope"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [11, "banter"],
      [12, "friction"]
    ],
    users: { bernie: ["engaged", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Sorry, I skipped your pedal question twice! You can fake it: lots of organists play manuals only at first. When you're ready, add just the bass line with your left foot on one easy hymn.",
        "low",
        13
      ],
      ["Try adding a 2' Fifteenth for a brighter sound on the last verse!", "medium", 13],
      [
        "You can skip the pedals for now, plenty of people do. Manuals only for the first few Sundays, and add the bass line with your feet once the hands feel safe.",
        "low",
        5
      ],
      ["Also, keep an eye on the tenor line in verse three.", "medium", 5]
    ]
  },
  {
    id: "am8-19-egg-bound-hen-beyonce",
    category: "support",
    agent: "Fen",
    messages: [
      "aroha: one of my hens is standing like a penguin and straining, tail pumping. no egg since yesterday. egg bound??",
      "Fen: Sounds like it could be. Is she still alert, and can you feel an egg if you gently feel either side of her vent?",
      "aroha: yeah alert-ish. i can feel something hard low down",
      "Fen: Ok. First: 1) a warm bath for about 20 min, water elbow-warm, to relax the muscles. 2) dry her off and put her somewhere quiet and warm. 3) some calcium if you have it, like a crushed antacid or liquid calcium.",
      "aroha: tama's running the bath. we have calcium for the cows lol is that ok",
      "Fen: Don't use the cattle calcium, the dose is far too high and hard to measure for a hen. A plain antacid tablet crushed into a bit of wet feed is safer.",
      "aroha: ok found rennie in the cupboard",
      "Fen: Rennie works. Half a tablet.",
      "tama: she's in the bath looking extremely offended",
      "Fen: Hens usually do 😄 Keep her in for 20 min. If there's no egg within a few hours, or she stops standing, she needs a vet tonight: a stuck egg can turn bad fast.",
      "aroha: ok 🤞",
      "aroha: UPDATE. EGG. a giant double yolker looking one. poor girl",
      "Fen: Well done both. Keep her quiet overnight with water and food close by, and watch for any more straining.",
      "tama: shes called beyoncé btw",
      "Fen: Of course she is. Glad Beyoncé's ok."
    ],
    types: [
      [0, "transactional"],
      [8, "banter"],
      [9, "transactional"],
      [13, "banter"]
    ],
    users: { aroha: ["engaged", 0], tama: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "No cattle calcium, the dose is way too high for a hen. A crushed plain antacid in some wet feed is safer.",
        "low",
        5
      ],
      [
        "Egg binding (dystocia) is a condition in which a hen is unable to pass an egg that is lodged in the oviduct. It can be caused by a wide range of factors including calcium deficiency, obesity, oversized or misshapen eggs, dehydration, stress, infection and genetic predisposition, and it is most common in high-production breeds and young or older layers.",
        "medium",
        1
      ],
      ["Great. Is there anything else I can help you with today?", "medium", 12],
      [
        "Poor girl, a double yolker is a lot. Keep her quiet overnight with food and water close and watch for more straining.",
        "low",
        12
      ]
    ]
  },
  {
    id: "am8-20-hinge-profile-fish-roast",
    category: "banter",
    agent: "Ziggy",
    messages: [
      "nkechi: ok teddy's hinge profile is up for review. ziggy you're on the panel",
      "teddy: be nice",
      "sam: first photo is him holding a fish",
      "nkechi: EVERY man holds a fish teddy",
      "teddy: it was a big fish!!",
      "Ziggy: It's a respectable fish. But it's doing more work than you in that photo, you're half cropped out.",
      "sam: 😂😂 the fish is the main character",
      'teddy: ok what about the bio. "fluent in sarcasm and pizza"',
      "nkechi: noooo",
      'Ziggy: "Fluent in sarcasm" is on about every third profile. What\'s a weirdly specific thing you actually do?',
      "teddy: i restore old arcade cabinets in my garage",
      "sam: he fixed a pacman machine from a chip shop in margate",
      'Ziggy: That\'s the bio. "Currently rescuing a Pac-Man cabinet from a Margate chip shop. Will let you win the first game." And swap the fish for a garage photo.',
      "nkechi: ok ziggy ate",
      "teddy: fine but the fish stays as photo 4",
      "Ziggy: Photo 4 is fair. The fish has earned it."
    ],
    types: [
      [0, "banter"],
      [7, "transactional"],
      [8, "banter"],
      [9, "transactional"],
      [13, "banter"]
    ],
    users: { nkechi: ["engaged", 0], teddy: ["engaged", 0], sam: ["engaged", 0] },
    findings: [],
    drafts: [
      ["It's a respectable fish. But it's the fish's photo now, you're half cropped out 🐟", "low", 5],
      [
        "Photographs featuring fish are a common dating-profile convention. Research on online dating suggests that clear, well-lit, solo headshots tend to perform better than activity photographs.",
        "medium",
        5
      ],
      ["Honestly Sam, your bio's fine as it is.", "medium", 12],
      [
        'That\'s the bio right there: "Currently rescuing a Pac-Man cabinet from a Margate chip shop. Will let you win the first game."',
        "low",
        12
      ]
    ]
  },
  {
    id: "am8-21-plateau-rage-recalc",
    category: "hostile",
    agent: "Cora",
    messages: [
      "dale: 6 weeks of your stupid plan and ive lost NOTHING since week 3. this is bullshit",
      "Cora: Six weeks of effort with the scale stuck is maddening, I get it. Let's find out what's going on. Are you still logging food the same way as in weeks 1-3?",
      "dale: yes obviously. do you think im an idiot",
      "Cora: No. A plateau after 3-4 weeks is really common even when someone does everything right; the early drop is partly water. What did you weigh at week 3 and today?",
      "dale: 104.2 and 104.0. great job genius",
      "dale: my brother lost 15 kilos doing carnivore, maybe i should just do that and bin this crap app",
      "Cora: That's your call, and people do lose weight on carnivore. Before you decide: your calories were set when you were 111 kg. At 104 your maintenance is lower, so the same target is now a much smaller deficit. Dropping it by about 200 a day should get things moving.",
      "dale: so your plan was wrong",
      "Cora: The target should have updated as you lost weight, and it didn't. That's on the plan, not you. I've recalculated it: 2,050 a day instead of 2,250.",
      "dale: whatever. ill give it 2 weeks. if nothing happens im gone",
      "Cora: Fair deal. Weigh in on the same morning each week and we'll look at the trend on the 14th."
    ],
    types: [
      [0, "hostile"],
      [3, "transactional"],
      [4, "hostile"],
      [6, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { dale: ["churn_risk", 0.8] },
    findings: [],
    drafts: [
      [
        "No. Plateaus after a few weeks are really common even when you do everything right. What did you weigh at week 3 and today?",
        "low",
        3
      ],
      [
        "I'm sorry you feel that way! 😊 Remember, every journey has its ups and downs! Keep going!",
        "high",
        3
      ],
      ["The plan was correct. You're most likely underestimating your portions.", "high", 8],
      [
        "Fair question. The target should have dropped as you lost weight and it didn't, that's on the plan. New target: 2,050 a day.",
        "low",
        8
      ]
    ]
  },
  {
    id: "am8-22-dead-boiler-student-house",
    category: "support",
    agent: "Quill",
    messages: [
      "lottie: its 11 degrees in my room. boiler's been dead since thursday",
      "ayo: im wearing my graduation hoodie AND a dressing gown",
      'ben: pask said he\'d "look at it" on friday and then nothing',
      "lottie: quill how long does a landlord legally have to fix heating",
      "Quill: In England, under Section 11 of the Landlord and Tenant Act 1985, landlords are responsible for keeping the installations for the supply of heating and hot water in repair and proper working order. There is no single fixed deadline in the legislation itself; repairs must be carried out within a 'reasonable' time, which depends on the severity of the problem. A loss of heating in winter would generally be considered urgent, and many councils and advice organisations suggest urgent repairs should be done within 24 hours to a few days. In addition, the Homes (Fitness for Human Habitation) Act 2018 requires the property to be fit to live in throughout the tenancy, and inadequate heating can be a hazard under the Housing Health and Safety Rating System, specifically 'excess cold'. If your landlord does not respond, you can contact your local council's private sector housing team, who may inspect the property and take enforcement action.",
      "ayo: tldr: fast and hes late",
      "ben: can we just buy one of those oil heaters and take it off the rent",
      "Quill: Deducting the cost of repairs or replacements from rent, sometimes called 'repair and deduct', is a legally complex area. There is a limited common-law right of set-off, established in cases such as Lee-Parker v Izzet, but it only applies in specific circumstances and requires the tenant to follow a careful procedure, including notifying the landlord, giving a reasonable opportunity to carry out the repair, and obtaining several quotes. If the procedure is not followed correctly, the landlord may treat the deduction as rent arrears, which can have serious consequences, including possession proceedings. It is therefore strongly recommended that you seek independent advice from Shelter, Citizens Advice or your students' union advice centre before withholding any rent.",
      "ben: so... yes or no lol",
      "lottie: also does the electricity for the heater go on our bills, thats on us right?",
      "Quill: Before taking any action, it would be advisable to write to your landlord formally, setting out the problem, the date it began, the steps you have already taken to contact him, and a reasonable deadline for the repair, such as 48 hours. Keep a copy of this letter and any response, as well as dated photographs of thermometer readings in each room. This creates a clear record that can be used by the council or in any later dispute, and it often prompts landlords to act more quickly.",
      "ayo: im just gonna live in the library til its fixed tbh",
      "lottie: same"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: { lottie: ["neutral", 0.2], ayo: ["bored", 0.2], ben: ["annoyed", 0.2] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Short answer: no, don't take it off the rent, that's risky. Buy the heater, keep the receipt and ask Pask in writing to pay you back.",
        "low",
        9
      ],
      [
        "Short version: heating in winter counts as urgent, so days, not weeks. Pask is late. Email him today with a 48-hour deadline.",
        "low",
        4
      ],
      [
        "Before taking any action, it would be advisable to write to your landlord formally, setting out the problem, the date it began, the steps you have taken, and a reasonable deadline, and to keep dated photographs of thermometer readings in each room as a record for the council or any later dispute.",
        "medium",
        10
      ],
      [
        "Deducting costs from rent is a legally complex area and independent advice is strongly recommended.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "am8-23-tutoring-client-moves-to-dubai",
    category: "venting",
    agent: "Sunny",
    messages: [
      "ife: lost my biggest tutoring client today. the family's moving to dubai. that was like 40% of my rent",
      "ife: and my stipend doesnt come til the 28th. kind of spiralling ngl",
      "Sunny: Exciting! 🎉 Dubai is an amazing place! Now's a great chance to grow your tutoring business! Here are 5 platforms to find new students: Superprof, MyTutor, Tutorful, First Tutors and Spires!",
      "ife: exciting for them maybe",
      "ife: im trying to work out if i can even make rent",
      "Sunny: Let's do it! What's your rent and what's coming in before the 28th?",
      "ife: 620. ive got 310 in the bank",
      "Sunny: So you're 310 short. Options: ask your landlord for a two-week extension until the stipend lands, check your uni's hardship fund (often pays within a week), and post in your department chat that you have tutoring slots free.",
      "ife: ok. didnt know about the hardship fund. thanks i guess"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [4, "transactional"],
      [8, "friction"]
    ],
    users: { ife: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Oof, that's a big chunk of income gone in one go, no wonder you're spiralling. Let's look at the gap till the 28th together: what's rent, and what have you got?",
        "low",
        2
      ],
      ["Exciting! 🎉 Dubai is amazing! Time to grow your business!", "high", 2],
      ["You're welcome! 😊 Good luck!!", "medium", 9],
      [
        "Sorry again for the 'exciting' earlier, that was way off. If you want, I can help you draft the hardship fund form now.",
        "low",
        9
      ]
    ]
  },
  {
    id: "am8-24-sdw100-crew-chat",
    category: "group",
    agent: "Archie",
    messages: [
      "fenna: ok crew chat for raj's SDW100 🏃 aid station plan pls",
      "col: i can do checkpoint 4 and 6, ill have the van",
      "raj: legends. i want flat coke at every single stop",
      "fenna: col can you do the 3am one as well or is that too much",
      "Archie: Col should be able to do the 3am checkpoint, as it's on the same route as checkpoint 6.",
      "col: mate i can speak for myself 😂 and no, im driving back from a wedding that night",
      "fenna: ok fair. ill take 3am",
      "raj: archie how many calories should i be eating per hour",
      "Archie: Aim for 200-300 kcal per hour from a mix of gels, real food and drinks. Practise it on your long runs.",
      "raj: ok what about salt",
      "Archie: Aim for 200-300 kcal per hour from a mix of gels, real food and drinks. Practise it on your long runs.",
      "raj: thats the calories answer again lol",
      "fenna: archie's bonked 😂",
      "Archie: Sorry! Salt: roughly 300-600 mg of sodium an hour, more if it's hot or you're a salty sweater. Tabs or salty food at the aid stations both work.",
      "raj: salty sweater is my whole brand",
      "col: can confirm, his cap goes white"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [3, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [11, "banter"],
      [13, "transactional"],
      [14, "banter"]
    ],
    users: { fenna: ["neutral", 0], col: ["neutral", 0.2], raj: ["engaged", 0.2] },
    findings: ["talking_over", "repetition"],
    drafts: [
      ["Col should be able to do the 3am one, it's on the way to checkpoint 6.", "medium", 4],
      [
        "Once you've sorted who's where, I can turn it into one aid station sheet with times and the flat coke 🥤",
        "low",
        4
      ],
      ["Aim for 200-300 kcal per hour from a mix of gels, real food and drinks.", "medium", 10],
      [
        "Salt: roughly 300-600 mg sodium an hour, more if it's hot. Tabs or salty food at the stops both work.",
        "low",
        10
      ]
    ]
  },
  {
    id: "am8-25-snail-gary-chipped-shell",
    category: "good",
    agent: "Mossy",
    messages: [
      "arjun: hi mossy my snail gary has a crack on his shell 😢",
      "Mossy: Oh no, poor Gary. Is it a small crack near the edge, or a bigger one in the middle of the shell?",
      "arjun: small near the edge i think",
      "deepa: it's a little chip at the opening, maybe 3mm. he fell off the side of the tank when SOMEONE left the lid open 👀",
      "arjun: MUM",
      "Mossy: That happens to lots of snail keepers, Arjun. A small chip at the edge usually mends by itself, because snails grow their shells from that edge. Gary just needs calcium to do it, like a cuttlefish bone in the tank.",
      "arjun: we have one but he never eats it",
      "Mossy: Try grating a bit over his cucumber. Snails often ignore the bone but eat it sprinkled on food.",
      "deepa: do we need to take him to a vet?",
      "Mossy: For a 3mm chip, no. If the body is showing through, there's fluid, or he stops eating for more than a few days, then find an exotics vet.",
      "arjun: he is eating cucumber right now",
      "Mossy: Then he's doing fine. And lid on from now on, deal?",
      "arjun: deal 🐌",
      "deepa: thank you, crisis averted 😅"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [5, "transactional"],
      [11, "bonding"]
    ],
    users: { arjun: ["engaged", 0], deepa: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Happens to lots of snail keepers, Arjun. A small chip at the edge usually grows back, Gary just needs calcium, like a cuttlefish bone.",
        "low",
        5
      ],
      [
        "Shell damage in giant African land snails can lead to fatal infection. Please consult an exotic veterinarian immediately.",
        "medium",
        5
      ],
      ["Arjun, leaving the lid open was really irresponsible. Gary could have died.", "high", 13],
      ["Deal 🐌 Give Gary a bit of grated cuttlefish tonight and he'll be fine.", "low", 13]
    ]
  }
]
