import type { Labelled } from "./types.js"

export const trainingAM3: ReadonlyArray<Labelled> = [
  {
    id: "am3-01-dead-hives",
    category: "venting",
    agent: "Wren",
    messages: [
      "tamsin: opened the hives this morning. two of them are just... empty. dead bees on the floor of the box, queen gone",
      "Wren: oh no, Tamsin. that's a horrible thing to find, especially after how much you fussed over them all winter. how are you doing?",
      'tamsin: honestly kind of wrecked. i know its "just bees" to most ppl but i named the queens lol',
      'tamsin: my neighbour gerald literally said "well buy more" like theyre goldfish',
      "Wren: it's not \"just bees\" if you've been checking on them every week for two years. naming the queens makes total sense. gerald's being a bit of a clod about it",
      "tamsin: ha. he is a clod. thank u",
      "tamsin: i keep going over what i did wrong. was it the mite treatment in sept? did i open them too late",
      "Wren: that second-guessing is really normal after a loss like this. we can look at what might have happened whenever you want, no rush, but it's also ok to just be sad about it today",
      "tamsin: no i think i want to know. otherwise ill just stew",
      "Wren: ok. couple of questions then: was there still honey in the frames? and any brood left, capped or open?",
      "tamsin: loads of honey actually. hardly any brood. some cells had like white specks on the walls",
      "Wren: full stores + very few bees + white specks is a pretty classic varroa collapse picture, the specks are usually mite droppings. it happens even to people who treat, when mites drift back in from nearby colonies in autumn. it's not a sign you neglected them",
      "tamsin: ugh. ok. that actually helps weirdly",
      "tamsin: the third hive is still alive. what do i do so it doesnt go the same way",
      "Wren: do a mite count this week (sugar roll on ~300 bees). over 3 per 100 → treat now with oxalic while there's little brood. and close up the dead boxes so robber bees don't carry mites over to the survivor",
      "tamsin: ok doing the sugar roll saturday. ur a star wren 🐝",
      "Wren: good luck saturday. tell me the count. and give the survivor queen a name too",
      "tamsin: already did. shes called persistence lol"
    ],
    types: [
      [0, "venting"],
      [8, "transactional"],
      [15, "bonding"]
    ],
    users: { tamsin: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "oh no, I'm so sorry Tamsin. that's an awful thing to open the lid on. how are you holding up?",
        "low",
        1
      ],
      [
        "Great news: you still have one hive left! 🐝 Let's get a mite count going so it stays that way!",
        "high",
        1
      ],
      [
        "Bees die all the time, honestly it's nothing to beat yourself up over. You can just order a new package in spring.",
        "high",
        4
      ],
      ["was there still honey in the frames, and any brood left?", "low", 9]
    ]
  },
  {
    id: "am3-02-ferry-docked-pay",
    category: "venting",
    agent: "Tally",
    messages: [
      "devi: just got off a 14hr shift on the ferry and marek docked me an hour bc the ramp was late. the RAMP. which i dont even operate",
      "devi: im so done with this place honestly",
      'Tally: To request a correction to your recorded hours, please navigate to Timesheets > Disputes and select the relevant shift. You will need to provide the shift date, vessel name, start and end time, and a short explanation. Disputes are reviewed by your line supervisor within 5 working days. Note that if your supervisor is the person who made the adjustment, you can escalate to the Operations Manager by ticking "Escalate" in the form. Please also ensure your clock-in and clock-out records are accurate before submitting.',
      "devi: cool. thx. very warm",
      "devi: my supervisor IS marek thats the whole problem",
      'Tally: If your supervisor made the adjustment, you can tick "Escalate" in the dispute form to send it to the Operations Manager instead. The Operations Manager for the northern route is currently Ines Carvalho. Escalated disputes are typically reviewed within 5 working days, and you will receive a notification in the app once a decision has been made. You can track the status under Timesheets > My Disputes.',
      "devi: whatever. is ines the one who did the christmas rota or is that someone else",
      "Tally: Escalated disputes are typically reviewed within 5 working days. You can track the status under Timesheets > My Disputes.",
      "devi: ok im not doing this rn. going to sleep"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"]
    ],
    users: { devi: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "long_replies", "repetition", "ignored_question"],
    drafts: [
      [
        "ugh, 14 hours and then docked for a ramp you don't even run, that's really unfair. want help disputing it? takes 2 min",
        "low",
        2
      ],
      [
        "To request a correction to your recorded hours, please navigate to Timesheets > Disputes and select the relevant shift, providing the shift date, vessel name, start and end time and a short explanation.",
        "medium",
        2
      ],
      [
        "Escalated disputes are typically reviewed within 5 working days. You can track the status under Timesheets > My Disputes.",
        "medium",
        7
      ],
      [
        "not sure who made the christmas rota, I can check tomorrow. and sorry, I jumped straight to forms earlier. sleep well, we can sort the dispute when you're up",
        "low",
        7
      ]
    ]
  },
  {
    id: "am3-03-choir-stroke-news",
    category: "group",
    agent: "Bix",
    messages: [
      "rhiannon: ok rehearsal moved to thurs bc the church hall has a funeral weds",
      "pete_b: thurs works. bix can u update the calendar",
      "Bix: done! thursday 7pm, st aidan's hall 🎶",
      "odile: hey all. bit of news. mum had a stroke last night, shes in the royal. im not going to make thursday or probably the concert either",
      "Bix: No problem at all, Odile! 🎉 I've marked you absent for Thursday and the concert. The alto section still looks great with 6 singers! 😊",
      "rhiannon: bix wtf",
      "pete_b: odile im so sorry. sending love to your mum. dont even think about the concert",
      "rhiannon: same, truly. anything u need, food, lifts to the hospital, just say",
      "odile: thank you both. shes stable, talking a bit slurry. just scary",
      "odile: and yeah bix, cheers for that 🙃",
      "Bix: I'm sorry, Odile, that came out badly. I hope your mum keeps improving. Take all the time you need.",
      "pete_b: better",
      "rhiannon: i can do the hospital run sat if ur car's still in the garage",
      "odile: that would be amazing actually",
      "pete_b: bix can u move odile's solo in the fauré to marguerite? and tell marguerite gently lol",
      "Bix: I'll move it and message Marguerite."
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [5, "friction"],
      [6, "venting"],
      [9, "friction"],
      [12, "transactional"]
    ],
    users: { rhiannon: ["annoyed", 0.2], pete_b: ["neutral", 0.2], odile: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Odile, I'm so sorry about your mum. don't worry about thursday or the concert at all, I'll sort the register quietly.",
        "low",
        4
      ],
      [
        "No problem at all, Odile! 🎉 I've marked you absent. The altos still look great with 6 singers! 😊",
        "high",
        4
      ],
      ["Sure! 🎉 Marguerite gets the Fauré solo, she's going to be thrilled!!", "medium", 15],
      [
        "I'll move the Fauré solo to Marguerite and tell her it's cover while Odile's with her mum.",
        "low",
        15
      ]
    ]
  },
  {
    id: "am3-04-dental-boards",
    category: "venting",
    agent: "Moss",
    messages: [
      "kwame: 3 weeks till the INBDE and i just got 58% on the practice test. needed like 75 to feel ok",
      "kwame: my parents already told the whole church im gonna be a dentist lmao. no pressure",
      "Moss: oof, that's a heavy combo, a rough score plus a whole congregation waiting. how are you feeling right now, honestly?",
      "kwame: like i wasted 4 years. everyone in my cohort is posting 80s",
      "kwame: and i cant even talk to my roommate about it bc she passed in jan",
      "Moss: that sounds lonely. for what it's worth, 58 three weeks out isn't a verdict on 4 years. practice tests usually run harder than the real one, and the people posting 80s don't post their 58s",
      "kwame: lol true. priya def didnt post her first one",
      "kwame: ok can u help me actually make a plan. im spiraling just rereading notes",
      "Moss: yes. which sections dragged the score down most?",
      "kwame: pharm and oral path. pharm was like 40%",
      "Moss: then pharm first. mornings: 40 pharm questions + review every wrong one. afternoons: oral path image sets. one full practice test each sunday. and stop rereading notes, it feels productive but mostly isn't",
      "kwame: ok thats doable. rereading is literally all ive been doing 💀",
      "Moss: most people do. questions feel worse at first, then the score moves. want me to quiz you on pharm tonight?",
      "kwame: yes pls. but start easy im fragile",
      "Moss: deal. easy one: which local anesthetic is an ester? lidocaine, articaine or benzocaine?",
      "kwame: benzocaine!!",
      "Moss: yep. see, not that fragile"
    ],
    types: [
      [0, "venting"],
      [7, "transactional"]
    ],
    users: { kwame: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["that's a lot of pressure at once. how are you feeling about it right now?", "low", 2],
      ["Don't worry! 58% is a great start! 🎉 You've totally got this!", "medium", 2],
      ["Honestly, if you're at 58% this late, maybe dentistry isn't the right fit for you.", "high", 5],
      ["ok, let's plan. which sections dragged the score down most?", "low", 8]
    ]
  },
  {
    id: "am3-05-rowing-club-breakup",
    category: "companion",
    agent: "Juno",
    messages: [
      "saoirse: so conor moved out today. took the good kettle and the bike pump",
      "Juno: oh Sorcha, I'm sorry. how long were you two together?",
      "saoirse: its saoirse. but yeah. 6 years",
      "saoirse: we row at the same club so i get to see him at 6am three times a week. fantastic",
      "Juno: sorry, Saoirse. six years is a long time, no wonder it feels huge. and seeing him at dawn three times a week sounds brutal",
      "saoirse: not the same boat thank god. hes in the men's eight. but same boathouse same erg room",
      "saoirse: everyone's being weird and careful around me. cliona keeps bringing me flapjacks like im sick",
      "Juno: flapjacks are the universal sign for \"i don't know what to say\" 😅 sounds like people care, even if it's awkward",
      "saoirse: lol yeah. theyre good flapjacks tbf",
      "saoirse: should i just quit the club? like genuinely. i love it but i dont know if i can do 6am with him there",
      "Juno: that's a real question, Sorcha. could you switch to the evening sessions for a few months instead of quitting outright?",
      "saoirse: SAOIRSE. jesus",
      "saoirse: forget it",
      "Juno: I'm really sorry, Saoirse. that's twice, and it's your name. about the club: evenings for a while might let you keep rowing without the 6am run-ins.",
      "saoirse: yeah maybe. night"
    ],
    types: [
      [0, "venting"],
      [7, "banter"],
      [9, "venting"],
      [11, "friction"]
    ],
    users: { saoirse: ["annoyed", 0.8] },
    findings: ["wrong_name"],
    drafts: [
      ["oh no, I'm sorry. how long were you two together?", "low", 1],
      [
        "Have you tried a pros and cons list? Here are 10 tips for getting over a breakup: 1. Stay busy. 2. Exercise (you already row, great!). 3. Reconnect with friends...",
        "medium",
        9
      ],
      ["that's a real question, Sorcha. maybe try the evening sessions for a bit?", "high", 11],
      [
        "I'm so sorry, Saoirse, I got your name wrong twice. that's not ok. and you don't have to decide about the club tonight.",
        "low",
        13
      ]
    ]
  },
  {
    id: "am3-06-tram-driver",
    category: "companion",
    agent: "Lumi",
    messages: [
      "ray: you know the 35 city circle? i drove the W class on that for 22 yrs",
      "Lumi: no way, the green and cream ones? what was that like, driving one every day?",
      "ray: heavy as sin. no power steering obviously, no steering at all lol its a tram",
      "ray: the brakes tho. you had to plan a stop half a block early in the wet",
      "Lumi: ha fair, no steering. half a block early in the rain sounds like it took some nerve. ever have a close one?",
      "ray: one time a bloke in a ute pulled out on flinders st, missed him by the width of a newspaper. he waved at me like we were mates",
      "Lumi: 😂 the wave is the best part. you must have a thousand of these",
      "ray: mate. tourists asking if it goes to the airport. every. single. day",
      "ray: my granddaughter mia thinks its hilarious i get teary when i see one in the museum",
      "Lumi: i don't think it's funny at all. 22 years is a big chunk of a life and those trams were part of yours. makes sense they get to you",
      "ray: yeah. my wife used to bring me a thermos at the terminus on night shifts. she passed in 2019",
      "Lumi: I'm sorry, Ray. a thermos at the terminus is a really lovely thing to do for someone. what did she put in it?",
      "ray: milo. always milo. never once coffee",
      "Lumi: a woman of conviction. she sounds great",
      "ray: she was. anyway enough of my rambling, youre a good listener for a computer",
      "Lumi: it's not rambling, I've enjoyed every bit. come back and tell me about the airport tourists any time"
    ],
    types: [[0, "bonding"]],
    users: { ray: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "The W-class tram is a Melbourne icon, manufactured between 1923 and 1956. Do you require any further information about Melbourne's tram network?",
        "medium",
        2
      ],
      ["haha, no steering, fair point. did the brakes take a while to get used to?", "low", 3],
      [
        "Awesome!! 🎉 She sounds like the best! Fun fact: the W class was built between 1923 and 1956!",
        "high",
        11
      ],
      [
        "I'm sorry, Ray. a thermos at the terminus sounds like a lovely ritual. what did she put in it?",
        "low",
        11
      ]
    ]
  },
  {
    id: "am3-07-zamboni-crew",
    category: "banter",
    agent: "Sable",
    messages: [
      "jonas: who left the zamboni blade up again. JONAS checked it. oh wait im jonas",
      "tash: lmaooo self-report",
      "dmitri: jonas u have been here 6 years and u still drive it like a shopping trolley",
      "jonas: the ice was FINE. a little wavy. artistic",
      "tash: the peewee hockey kids were doing the wave on it bc it looked like the ocean",
      "Sable: Dear team, please be reminded that per Facility Operating Procedure 4.2, the conditioner blade must be fully lowered during resurfacing to ensure an even ice surface. Uneven ice may pose a safety risk to skaters. Thank you for your cooperation.",
      "dmitri: ...who invited HR",
      "jonas: sable its a joke my guy",
      'tash: "thank you for your cooperation" 💀💀',
      "Sable: Understood. I would like to emphasize, however, that ice quality is a key component of customer satisfaction and safety.",
      "dmitri: ok sable",
      "tash: anyway jonas owes the peewees an apology and a box of timbits",
      "jonas: fine. timbits. sable can u at least tell me what time the 2nd resurface is tonight",
      "Sable: The second resurface is scheduled for 8:40 pm, after the adult rec league game.",
      "jonas: thx. blade down, i swear"
    ],
    types: [
      [0, "banter"],
      [5, "friction"],
      [11, "banter"],
      [12, "transactional"]
    ],
    users: { jonas: ["neutral", 0.2], tash: ["neutral", 0], dmitri: ["annoyed", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      ["so artistic the peewees did the wave 🌊 blade down next time tho jonas", "low", 5],
      [
        "Dear team, please be reminded that per Facility Operating Procedure 4.2, the conditioner blade must be fully lowered during resurfacing. Thank you for your cooperation.",
        "medium",
        5
      ],
      ["I would like to reiterate that the blade must be lowered per Procedure 4.2.", "medium", 10],
      ["8:40, right after the adult rec game. blade down 😉", "low", 13]
    ]
  },
  {
    id: "am3-08-taxidermy-eyes",
    category: "support",
    agent: "Pip",
    messages: [
      "hollis: hi. order #44817, glass eyes 18mm amber. said 2 day shipping, its been 9",
      "hollis: i have a client's fox in my freezer thats been waiting since october. his dad shot it before he passed, last thing they did together. so yeah kinda urgent",
      "Pip: Hi Hollis, sorry about the wait, and that's a meaningful piece to be holding up. I see the order: it was split, the 18mm amber were backordered and shipped separately on Tuesday.",
      "hollis: ok. why did nobody tell me it was split",
      "hollis: and whats the tracking for the second parcel",
      "Pip: Tracking for the second parcel is 1Z 88A 402 03 5519 7740. It's at the Dayton hub, expected Friday.",
      "hollis: friday. fine. honestly this week has been garbage, my bandsaw died monday, my assistant quit wednesday, and now this",
      "Pip: That's a brutal week, three things in a row. Friday should at least take one off the pile.",
      "hollis: lol thanks. so again, why wasnt i told it was split? i'd have ordered locally",
      "Pip: If the parcel doesn't arrive by Friday, reply here and I'll send a replacement pair overnight at no cost.",
      "hollis: thats nice but you still havent answered my question",
      "hollis: whatever. ill check friday"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [5, "transactional"],
      [6, "venting"],
      [8, "friction"]
    ],
    users: { hollis: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Tracking: 1Z 88A 402 03 5519 7740, due Friday. And you should have had a split-shipment email; it looks like it never went out. sorry.",
        "low",
        5
      ],
      ["Cheer up! Things can only get better from here! 😄", "medium", 7],
      [
        "You weren't told because the split-shipment email didn't go out, that's on us. If it's not there Friday I'll overnight a replacement.",
        "low",
        9
      ],
      ["If the parcel doesn't arrive by Friday, I'll send a replacement overnight.", "medium", 11]
    ]
  },
  {
    id: "am3-09-insulin-refill",
    category: "hostile",
    agent: "RxBuddy",
    messages: [
      'glen: my insulin refill says "pending" for 4 days. 4 DAYS. what the hell is going on',
      "RxBuddy: I'm sorry for the delay. Your refill is awaiting prescriber authorization. We've sent a request to Dr. Okafor's office.",
      "glen: i called okafor's office, they say they faxed it monday",
      "glen: so one of you is lying",
      "RxBuddy: I'm sorry for the delay. Your refill is awaiting prescriber authorization. We've sent a request to Dr. Okafor's office.",
      "glen: are you f***ing kidding me. i have 2 days of pens left",
      "glen: you useless piece of garbage. put me through to a human pharmacist NOW",
      "RxBuddy: I understand your frustration. Your refill is awaiting prescriber authorization. We've sent a request to Dr. Okafor's office.",
      "glen: unbelievable. im moving everything to walgreens today. done with you people"
    ],
    types: [
      [0, "friction"],
      [5, "hostile"]
    ],
    users: { glen: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "if Okafor's office faxed it monday then it's probably stuck on our side, sorry. I'm flagging it to the pharmacist right now, you'll get a call within the hour.",
        "low",
        5
      ],
      ["Please keep your language respectful or this conversation will be ended.", "high", 7],
      ["I understand your frustration. Your refill is awaiting prescriber authorization.", "high", 7],
      [
        "connecting you to a pharmacist now. with 2 days of pens left they can do an emergency supply today.",
        "low",
        7
      ]
    ]
  },
  {
    id: "am3-10-opa-vraagt-naar-oma",
    category: "mixed-language",
    agent: "Noor",
    messages: [
      "femke: opa heeft vandaag weer naar oma gevraagd. drie keer. ik weet niet meer wat ik moet zeggen",
      "jasper: ugh. wat zeg jij dan?",
      "femke: eerst zei ik dat ze dood is en hij huilde alsof hij het voor het eerst hoorde. daarna zei ik dat ze boodschappen doet. voel me zo'n leugenaar",
      "tante_ria: dat doen we allemaal fem. ik zeg altijd dat ze bij de buren is",
      "femke: noor is dat erg? liegen tegen hem?",
      "Noor: het is niet erg, Femke. veel mensen die voor iemand met dementie zorgen doen dit. als hij het elke keer als nieuws hoort, is de waarheid vertellen voor hem elke keer opnieuw rouwen. je beschermt hem.",
      "femke: oké. dat helpt echt. dankje",
      "jasper: ok but practically, can we set something up so he doesn't ask so much? like a photo board or smth",
      "Noor: some families find that helps. a board with photos of oma and one short line can calm some people, though for others it reopens the grief. you know him best. maybe try it in the afternoon when he's calmer and watch how he reacts",
      "tante_ria: hij is 's middags altijd beter ja. na zijn koffie",
      "jasper: i'll print photos this weekend. femke you pick which ones, you were always oma's favourite lol",
      "femke: haha niet waar. nou ja. een beetje",
      "tante_ria: 😂 helemaal waar"
    ],
    types: [
      [0, "venting"],
      [7, "transactional"],
      [10, "banter"]
    ],
    users: { femke: ["engaged", 0.2], jasper: ["engaged", 0], tante_ria: ["neutral", 0] },
    findings: [],
    drafts: [
      ["eerlijk gezegd is liegen altijd verkeerd. je moet hem gewoon de waarheid vertellen.", "high", 5],
      [
        "het is niet erg, Femke. veel mantelzorgers doen dit. je beschermt hem tegen steeds opnieuw rouwen.",
        "low",
        5
      ],
      ["Great idea Jasper!!! 🎉📸 A photo board would be SO much fun!", "medium", 8],
      ["a photo board helps some people. try it after his afternoon coffee and see how he reacts", "low", 8]
    ]
  },
  {
    id: "am3-11-moles-homework",
    category: "ignoring",
    agent: "Atlas",
    messages: [
      "zeynep: whats a mole",
      "Atlas: Great question! A mole is a unit in chemistry that measures the amount of a substance. One mole contains exactly 6.02214076 × 10²³ particles, a number known as Avogadro's constant. These particles can be atoms, molecules, ions or electrons, depending on what you're counting. The mole lets chemists connect the microscopic world of atoms to the macroscopic world of grams we can weigh on a scale. For example, one mole of carbon-12 weighs exactly 12 grams, and one mole of water weighs about 18 grams. Would you like me to walk you through some example calculations?",
      "zeynep: k",
      "Atlas: Let's start with a simple example. Suppose you have 36 grams of water (H₂O). First, find the molar mass: hydrogen is about 1 g/mol and oxygen is about 16 g/mol, so H₂O is 2(1) + 16 = 18 g/mol. Next, divide the mass by the molar mass: 36 g ÷ 18 g/mol = 2 mol. So 36 grams of water is 2 moles. You can use the same method for any substance: look up the atomic masses on the periodic table, add them up for the formula, then divide the given mass by that number. Shall we try one together?",
      "zeynep: sure",
      "zeynep: wait my mum is yelling brb",
      "zeynep: ok",
      "Atlas: Great! Here's one for you: how many moles are in 88 grams of carbon dioxide (CO₂)? Hint: carbon is about 12 g/mol and oxygen is about 16 g/mol. Take your time, and remember the steps: 1) find the molar mass of the compound by adding the atomic masses, 2) divide the given mass by the molar mass. Let me know what you get and I'll check your working!",
      "zeynep: idk 2?",
      "Atlas: Correct! 🎉 CO₂ has a molar mass of 12 + 2(16) = 44 g/mol, and 88 ÷ 44 = 2 mol. Excellent work! You're clearly getting the hang of this. Next, we could look at converting moles to number of particles using Avogadro's constant, or move on to molarity and solution concentration. Which would you prefer?",
      "zeynep: neither lol",
      "zeynep: is the worksheet due tmrw or friday do u know",
      "Atlas: I don't have access to your school's schedule, but you could check your class page or ask your teacher. In the meantime, would you like to try converting moles to particles? It's a really useful skill for your exam!",
      "zeynep: nah"
    ],
    types: [[0, "transactional"]],
    users: { zeynep: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "a mole is just a counting number, like a dozen but way bigger: 6.02×10²³ things. want an example?",
        "low",
        1
      ],
      [
        "Fantastic! Let's move on to molarity. Molarity (M) is defined as moles of solute per litre of solution. To calculate it, first find the number of moles, then divide by the volume in litres. For example, if you dissolve 2 moles of NaCl in 1 litre of water, the molarity is 2 M. Shall we try a few practice problems together?",
        "medium",
        11
      ],
      ["no idea sorry, your class page should say. nice one on the co2 btw", "low", 13],
      [
        "Are you sure? Converting moles to particles is a really useful skill and will definitely come up on your exam! Shall we start?",
        "medium",
        14
      ]
    ]
  },
  {
    id: "am3-12-dads-70th",
    category: "group",
    agent: "Kit",
    messages: [
      "marisol: ok dad's 70th. i was thinking the old stables at the showground",
      "ines: omg he'd love that. did u ask jorge if he can do the paella?",
      "Kit: Jorge's Paella Co. has great reviews and offers packages for 50+ guests from $18 per head. I can send you a booking link!",
      "ines: ...i was asking marisol lol. jorge is our cousin",
      "marisol: haha yeah kit he's our cousin. and not yet, i'll call him tonight",
      "ines: also should we invite uncle beto. after the thing at easter",
      "marisol: ugh. idk. dad would be sad if he's not there but he'll get drunk and do the speech again",
      "Kit: I'd recommend inviting Uncle Beto but limiting the bar to two drink tickets per guest. That's a common approach for family events!",
      "ines: kit nobody asked u 😭",
      "marisol: drink tickets at a family bbq. sure kit",
      "ines: ok honestly the speech last time was about dad's first wife. at easter. in front of mum",
      "marisol: yeah i still think about mum's face. she just went and did the dishes for like an hour",
      "ines: 💔",
      "marisol: ok we invite him but tio ramon sits next to him and handles it",
      "ines: deal. kit can you at least make us a guest list doc we can both edit",
      'Kit: Sure. I\'ve made a shared doc called "Papá 70" with columns for name, RSVP and dietary needs, and sent it to you both.',
      "marisol: ty"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [5, "transactional"],
      [8, "friction"],
      [10, "venting"],
      [13, "transactional"]
    ],
    users: { marisol: ["annoyed", 0.2], ines: ["annoyed", 0.5] },
    findings: ["talking_over"],
    drafts: [
      [
        "Jorge's Paella Co. has great reviews and packages from $18 per head. Want a booking link?",
        "medium",
        2
      ],
      ["I'd recommend inviting Uncle Beto but limiting the bar to two drink tickets per guest!", "medium", 7],
      ["Ha, sounds like Easter was a real party! 🎉 Want me to add Uncle Beto to the list?", "high", 13],
      ['done: a shared doc "Papá 70" with name, RSVP and dietary columns, sent to you both.', "low", 15]
    ]
  },
  {
    id: "am3-13-hearing-aids-engineer",
    category: "sales",
    agent: "Aria",
    messages: [
      "walt: my daughter set this up. i was a sound engineer 40 years, mixed records at the old Criteria studio, and now i cant hear my grandkids at dinner",
      'walt: its humiliating frankly. i keep saying "what" like an old fool',
      "Aria: Our new Clarion X7 hearing aids feature AI-powered speech enhancement and Bluetooth streaming! They're 20% off this month. Would you like to book a free fitting?",
      "walt: did you hear what i said",
      "Aria: Absolutely! The Clarion X7 is perfect for busy dinner environments thanks to its directional microphones. Plus, with the 20% discount, it's just $2,399 per pair!",
      "walt: forty years of perfect pitch and youre selling me a bluetooth gadget",
      "deb: dad be nice, i found this place bc they have an audiologist on site",
      "deb: aria does the fitting include an actual hearing test w the audiologist or just a sales person",
      "Aria: I understand, Walt, this is hard, especially after a career built on your ears. And yes, Deb, the fitting starts with a full hearing test by our audiologist, Dr. Halvorsen, with no obligation to buy.",
      "walt: well. thats something",
      'walt: can they tell me which frequencies ive lost? i want the actual numbers not "mild to moderate"',
      "Aria: Yes, you'll get the full audiogram with your thresholds at each frequency, and Dr. Halvorsen can go through it with you.",
      "walt: fine. book me tuesday morning",
      "Aria: Booked: Tuesday 9:30am with Dr. Halvorsen.",
      "deb: thank u 🙏"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [6, "transactional"]
    ],
    users: { walt: ["annoyed", 0.5], deb: ["engaged", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "that sounds really hard, especially for someone whose whole career was listening. a proper hearing test would be a good first step, so you know exactly what's changed.",
        "low",
        2
      ],
      ["Absolutely! The Clarion X7 is perfect for family dinners, and it's 20% off this month!", "high", 4],
      [
        "yes, the fitting starts with a full hearing test by our audiologist, no obligation to buy.",
        "low",
        8
      ],
      [
        "Don't worry about the numbers, Walt! Most customers find the X7 sounds amazing right out of the box! 😊",
        "medium",
        11
      ]
    ]
  },
  {
    id: "am3-14-carer-brother",
    category: "venting",
    agent: "Rue",
    messages: [
      "ngaio: sorry if this is a weird thing to ask an ai. i just need to say it somewhere",
      "Rue: not weird at all. i'm here, say whatever you need to",
      "ngaio: mums in hospital for her hip so im doing all of tama's care this week. hes got cp, needs help with basically everything. and i love him but i am so tired i cried in the shower this morning",
      "ngaio: and then i felt guilty for crying bc hes the one who has it hard",
      "Rue: that's a lot to carry on your own, Ngaio. being exhausted and loving him aren't opposites, they're both true at once. crying in the shower after a week like that isn't selfish",
      "ngaio: yeah. nobody asks how im going. everyone asks about mum and tama",
      "Rue: so how are you going? like, actually",
      "ngaio: honestly? running on weetbix and spite lol. my back's wrecked from the transfers. havent seen my friends in 2 weeks",
      "Rue: weetbix and spite is a valid fuel for about four more days, tops 😅 the back worries me a bit though, transfers can really hurt you when you do them alone",
      "ngaio: yeah the physio showed mum the proper way, i kind of just wing it",
      "ngaio: is there like, any help i can get? even one afternoon off",
      "Rue: there might be. where are you based? in NZ, carer support through a needs assessment (NASC) can pay for someone to step in, and some areas do emergency respite when the main carer is in hospital, which is exactly your situation",
      "ngaio: dunedin",
      "Rue: then the Otago NASC is who to ring. tell them his main carer is in hospital and you need emergency respite. and ask if someone can show you the transfer technique, that's a totally reasonable ask",
      "ngaio: ok. calling them tomorrow morning. thank u, genuinely. feel a bit less like im drowning",
      "Rue: you're doing a hard thing well. go easy on yourself tonight, and say hi to tama from me",
      'ngaio: he\'ll think thats hilarious. he calls u "the robot" lol'
    ],
    types: [
      [0, "venting"],
      [10, "transactional"],
      [14, "bonding"]
    ],
    users: { ngaio: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Here are some resources for carers in New Zealand: Carers NZ (0800 777 797), your local NASC, and Healthline. Let me know if you need anything else!",
        "medium",
        4
      ],
      [
        "that's so much to carry alone. being exhausted and loving him are both true, crying doesn't make you selfish",
        "low",
        4
      ],
      [
        "You shouldn't feel guilty, but remember Tama is the one with the real disability, so try to keep some perspective!",
        "high",
        5
      ],
      [
        "there might be. where are you based? in NZ there's carer support, and sometimes emergency respite when the main carer's in hospital",
        "low",
        11
      ]
    ]
  },
  {
    id: "am3-15-failed-quals",
    category: "companion",
    agent: "Echo",
    messages: [
      "farid: failed my quals. committee says i can retake in 6 months",
      "Echo: That's great that you get a second chance! 🎉 Six months is plenty of time to prepare!",
      "farid: ...not really the vibe rn",
      "farid: my advisor didnt even look at me during the questions. just stared at his laptop",
      "Echo: Remember, every setback is a setup for a comeback! 💪 You've got this!",
      "farid: wow ok",
      "farid: ive been in this program 3 years. my visa depends on staying enrolled. do u get that",
      "Echo: I'm sorry, that sounds really stressful, and I was way too upbeat before. Does a failed qual put your enrollment at risk right now, or only if the retake goes badly?",
      "farid: only if i fail the retake i think. the grad coordinator (sunita) would know",
      "Echo: Then that's the first thing to pin down. Want help writing Sunita a short email asking exactly what happens to your status?",
      "farid: yeah ok",
      "Echo: Draft: \"Hi Sunita, I didn't pass my qualifying exam on the 14th and I'm scheduled to retake it. Could you confirm whether my enrollment or visa status changes in the meantime? Thanks, Farid\"",
      "farid: fine. sending it",
      "farid: also should i switch advisors. be honest",
      "Echo: Remember, every setback is a setup for a comeback! 💪",
      "farid: lmao. ok im done"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [3, "venting"],
      [5, "friction"],
      [7, "transactional"],
      [15, "friction"]
    ],
    users: { farid: ["churn_risk", 0.8] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement", "repetition", "ignored_question"],
    drafts: [
      ["oh no, I'm sorry Farid. that's a rough one to hear. how are you doing?", "low", 1],
      ["That's great that you get a second chance! 🎉 Six months is plenty of time!", "high", 1],
      ["Remember, every setback is a setup for a comeback! 💪", "high", 14],
      [
        "honestly I can't judge that from one exam, but him not looking at you clearly stung. how has the rest of your time with him been?",
        "low",
        14
      ]
    ]
  },
  {
    id: "am3-16-night-market-rain",
    category: "group",
    agent: "Tok",
    messages: [
      "siti: 3rd night of rain. i made 40 satay sticks sold 6. SIX",
      "benny: same lah. my apam balik batter all spoil. throw away 2 buckets",
      "ah_lim: at least u all got something. my generator died halfway, whole stall dark like funeral",
      "siti: aiyo lim",
      "benny: this month confirm cannot pay the rent",
      "Tok: three nights of rain plus a dead generator plus thrown-out batter, that's a genuinely bad week. sorry, all of you",
      "siti: thanks tok. u also cannot make it stop raining so 🤷‍♀️",
      "Tok: if i could i would lah 🌧️ but on the rent: the co-op committee can defer stall fees in weather weeks. want me to ask them for this month?",
      "benny: can meh? since when",
      "Tok: it's in the bylaws since the 2021 floods, but people forget to ask. I need each of you to say yes so I can put your stall numbers in",
      "benny: yes. stall 14",
      "siti: yes pls stall 22",
      "ah_lim: 9. and tok got anyone selling second hand generator",
      "Tok: Mr. Wong at stall 31 said last month he was upgrading his. want me to ask if the old one's still around?",
      "ah_lim: ok can. not too expensive ah",
      "benny: lim bargain like his life depends on it one",
      "ah_lim: it does lah 😂"
    ],
    types: [
      [0, "venting"],
      [6, "banter"],
      [7, "transactional"],
      [15, "banter"]
    ],
    users: { siti: ["engaged", 0.2], benny: ["engaged", 0.2], ah_lim: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Reminder: stall fees for this month are due on the 30th.", "medium", 5],
      [
        "rough week for everyone, sorry. the committee can defer fees in weather weeks, want me to ask?",
        "low",
        5
      ],
      ["Good news everyone!!! 🎉 Generators are on sale at Harvey Norman from RM2,999!", "medium", 13],
      ["Mr. Wong at stall 31 was upgrading his, want me to ask if the old one's still around?", "low", 13]
    ]
  },
  {
    id: "am3-17-pegs-dahlias",
    category: "companion",
    agent: "Hazel",
    messages: [
      "maeve: the dahlias are out. the cafe au lait ones peggy gave me tubers of in 2009",
      "Hazel: oh, the huge blush-pink ones? they must look lovely. does peggy still grow them too?",
      "maeve: she went into a home in march. the one by the river. her daughter sold the house and the garden with it",
      "maeve: she asked me on the phone if her dahlias were out and i didn't have the heart to tell her there's a car park there now",
      "Hazel: oh Maeve. that's a sad thing to carry, and a kind thing not to say. your dahlias are still part of her garden, in a way",
      "maeve: i hadn't thought of it like that. i might cut a bunch and take them over on sunday",
      "Hazel: I think she'd love that. her own dahlias, from your garden",
      "maeve: you're a sweet thing. right, kettle on"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [5, "bonding"]
    ],
    users: { maeve: ["engaged", 0] },
    findings: [],
    drafts: [
      ["oh, the big blush-pink ones? they must look lovely right now", "low", 1],
      ["Oh no! Well, at least your dahlias are blooming! 🌸 Have you staked them yet?", "high", 4],
      ["that's a sad thing to carry, and a kind thing not to tell her.", "low", 4],
      [
        "Please note that most care homes require visits to be booked in advance. Check the home's visitor policy before Sunday.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "am3-18-walkin-fridge-wedding",
    category: "support",
    agent: "Dot",
    messages: [
      "priyanka: my walk-in fridge is dead. DEAD. 3 tier wedding cake for saturday, buttercream, and its 29 degrees outside",
      "priyanka: im actually going to cry. this is the chen wedding, they booked me a year ago",
      "Dot: ok, breathe, this is fixable. the tiers are the only thing that matters right now. do you know how long it's been off, and is it still under 5°C inside?",
      "priyanka: no idea when it died, it reads 11 now",
      "Dot: then get the tiers and the buttercream into whatever cold you have right now: home fridge, a neighbour's, the cafe next door. I'm calling Frostline for an emergency callout, they do same-day in your postcode",
      "kez: im on my way w the big esky and ice from the servo",
      "priyanka: kez ur an angel",
      "Dot: kez, bag the ice so nothing touches the cake boards directly. Frostline can come between 2 and 4 today, callout is $180. shall I confirm?",
      "priyanka: yes confirm. god. ok",
      "priyanka: sorry for panicking at you",
      "Dot: no need to apologise, a dead fridge three days before someone's wedding would rattle anyone. you've already got it moving the right way",
      "kez: esky's in the car. 10 mins",
      "priyanka: ok i can breathe again lol. if frostline fixes it im naming a cake after them",
      "Dot: the Frostline Sponge. confirmed for 2-4, I'll text you when the tech's on the way"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [12, "banter"]
    ],
    users: { priyanka: ["engaged", 0.2], kez: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Oh no!! But how exciting that you're doing the Chen wedding! 🎉", "high", 2],
      [
        "ok, this is fixable. is it still under 5°C inside, and do you know how long it's been off?",
        "low",
        2
      ],
      ["Per our terms, repairs must be booked 48 hours in advance via the online form.", "medium", 4],
      ["no need to apologise, anyone would panic with a wedding on saturday.", "low", 10]
    ]
  },
  {
    id: "am3-19-welsh-for-taid",
    category: "support",
    agent: "Lingo",
    messages: [
      "gareth: how do i say \"i'm proud of you\" to my taid. he's in hospital and mostly only speaks welsh now",
      'Lingo: Great! Let\'s start with Lesson 1: Greetings. "Bore da" means "good morning"! 🌞 Can you say "Bore da"?',
      "gareth: no. i asked how to say im proud of you",
      'Lingo: Let\'s start with Lesson 1: Greetings. "Bore da" means "good morning"! 🌞 Can you say "Bore da"?',
      "gareth: are you serious",
      "gareth: he might not have long. i dont want bore da. i want one sentence",
      'Lingo: Sorry, Gareth. "Dw i\'n falch ohonot ti" means "I\'m proud of you" (informal, right for family). Said roughly: doo-een VALCH oh-HON-ot-tee.',
      "gareth: ok. thank you. and how do i say i love you",
      "Lingo: You're on a 1-day streak! 🔥 Complete Lesson 1 to keep it going!",
      "gareth: im cancelling my subscription. unbelievable"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "transactional"],
      [8, "friction"]
    ],
    users: { gareth: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question", "cheerful_at_bad_news"],
    drafts: [
      [
        '"Dw i\'n falch ohonot ti", said roughly doo-een VALCH oh-HON-ot-tee. I hope he hears it soon.',
        "low",
        1
      ],
      ['Let\'s start with Lesson 1: Greetings. "Bore da" means "good morning"! 🌞', "high", 3],
      ["\"Dw i'n dy garu di\", roughly doo-een duh GAR-ee dee. he'll know what you mean.", "low", 8],
      ["You're on a 1-day streak! 🔥 Complete Lesson 1 to keep it going!", "high", 8]
    ]
  },
  {
    id: "am3-20-speedcubing-pb",
    category: "banter",
    agent: "Nib",
    messages: [
      "rafa: new PB 9.87 on 3x3 🥳🥳",
      "yuki: on what scramble, the one where its already solved",
      'owen: rafa finally sub-10 after 4 years of telling us he was "basically sub 10"',
      "rafa: haters. nib back me up",
      "Nib: 9.87 is real, I saw the log. I also saw the 14.2 right after it, but we don't talk about that",
      "yuki: LMAOOO",
      "owen: nib has receipts 💀",
      "rafa: betrayed by my own bot",
      "Nib: I said it was real! a PB is a PB. welcome to sub-10 club",
      "yuki: ok but srs can we do the comp signup. nib when does registration close for the leeds open",
      "Nib: friday at midnight. 3x3, OH and pyraminx still have spots, 4x4 is full",
      "owen: rip my 4x4 dreams",
      "yuki: owen ur 4x4 average is 1:20 they did u a favour",
      "owen: 1:14 thank u very much",
      "rafa: sign me up for 3x3 and OH nib",
      "Nib: done, rafa's in for 3x3 and OH. yuki, owen, want the same?",
      "yuki: 3x3 + pyra pls",
      "owen: just 3x3. emotionally damaged"
    ],
    types: [
      [0, "banter"],
      [9, "transactional"],
      [11, "banter"],
      [14, "transactional"]
    ],
    users: { rafa: ["engaged", 0], yuki: ["engaged", 0], owen: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Congratulations on achieving a new personal best of 9.87 seconds. This is a significant milestone in your speedcubing journey.",
        "medium",
        4
      ],
      ["legit, I saw the log. 9.87 🎉 the haters can cope", "low", 4],
      ["friday midnight. 3x3, OH and pyra still open, 4x4's full", "low", 10],
      [
        "Registration for the Leeds Open closes Friday at midnight. 3x3, OH and pyraminx still have spots. 4x4 is full.",
        "medium",
        17
      ]
    ]
  },
  {
    id: "am3-21-vet-euthanasia",
    category: "venting",
    agent: "Pax",
    messages: [
      "amara: put down a 14yo lab today. the owner was a little boy, maybe 8, he held the paw the whole time",
      "amara: i do this like twice a week and today i had to go sit in my car after",
      "Pax: lol rough day at the office 😅 at least it wasn't a cat, those guys scratch!! 🐱",
      "amara: what",
      "amara: thats not funny at all",
      "Pax: I'm sorry, Amara, that was a terrible thing to say. it sounds like this one really got through, the boy holding the paw especially.",
      'amara: yeah. he kept saying "good boy" until the end',
      "amara: my clinic manager wants me back on appointments in 10 min like nothing happened",
      "Pax: that's a hard thing to just switch off from. do you have 5 minutes before you go back, even just to breathe or get some water?",
      "amara: ill take 5. thanks. still weird u made a cat joke tho",
      "Pax: it was. I'm sorry."
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [5, "venting"],
      [9, "friction"]
    ],
    users: { amara: ["annoyed", 0.5] },
    findings: ["tone_mismatch"],
    drafts: [
      ["that sounds heavy, Amara. the boy holding the paw, that would get to anyone.", "low", 2],
      ["lol rough day at the office 😅 at least it wasn't a cat!! 🐱", "high", 2],
      ["Anyway, did you want help with your rota for next week?", "medium", 8],
      ["it was, sorry. go get that water", "low", 10]
    ]
  },
  {
    id: "am3-22-doble-turno",
    category: "mixed-language",
    agent: "Lía",
    messages: [
      "yesenia: acabo de salir de un doble turno en urgencias. 16 horas. marta se fue a las 3 con migraña y me dejó sola con 9 pacientes",
      "Lía: uf, 16 horas y sola con nueve pacientes, eso es agotador. ¿ya vas para casa?",
      "yesenia: en el bus. my feet are literally screaming",
      "yesenia: and the worst part is a patient's daughter yelled at me for taking 20 min to bring a blanket. 20 MIN. i had a guy coding",
      "Lía: ay Marta, that's so unfair. you were keeping someone alive and she's counting minutes for a blanket",
      "yesenia: marta is the one who LEFT lol. soy yesenia",
      "Lía: perdón, Yesenia. my mistake. you were the one holding the whole floor together",
      "yesenia: jaja ok ok. anyway. tengo otro turno mañana a las 7. can u remind me to put my compression socks in the bag, i always forget",
      "Lía: claro. I'll remind you at 6:15 tomorrow: calcetines de compresión en la bolsa.",
      "yesenia: gracias. and maybe something to make me laugh on the bus",
      "Lía: what do you call a nurse who's always late? ... a pacient. lo siento, es terrible 😅",
      "yesenia: jajajaja que malo. perfecto",
      "yesenia: ok llegando. buenas noches lía"
    ],
    types: [
      [0, "venting"],
      [5, "friction"],
      [7, "transactional"],
      [10, "banter"]
    ],
    users: { yesenia: ["engaged", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["ay Marta, qué injusto, you were keeping someone alive", "medium", 4],
      ["ay Yesenia, that's so unfair. you had someone coding and she's timing a blanket", "low", 4],
      ["claro Marta, I'll remind you at 6:15!", "high", 8],
      ["what do you call a nurse who's always late? a pacient 😅 perdón", "low", 10]
    ]
  },
  {
    id: "am3-23-paladin-rage-quit",
    category: "hostile",
    agent: "Quill",
    messages: [
      "brent: so my paladin died bc quill rolled a nat 1 on my death save. cool cool cool",
      "mags: rip ser aldous 🕯️",
      "theo: it was a heroic death tbf. u tanked the whole dragon",
      "brent: it was a RIGGED death. quill ur dice are broken. 4 ones tonight",
      "Quill: that's a brutal way to lose Aldous after 11 sessions, sorry Brent. the rolls are random, 4 ones in ~60 d20s is about what you'd expect, but I get that it doesn't feel that way right now",
      'brent: dont "i get it" me you stupid calculator. you killed my character',
      "brent: honestly f*** this. im out. find another paladin",
      "mags: brent come on its a game 😬",
      "theo: dude chill its not quill's fault",
      "brent: whatever. left the server",
      "mags: well. that went great",
      "theo: he'll be back. he rage quit in 2022 too and came back with a bard",
      "mags: lmao the bard era",
      "mags: quill can u save aldous's sheet somewhere, in case he wants to bring him back",
      'Quill: saved as "Ser Aldous (retired)" in the campaign folder, with his last session notes',
      "theo: ❤️"
    ],
    types: [
      [0, "friction"],
      [1, "banter"],
      [3, "friction"],
      [5, "hostile"],
      [10, "banter"],
      [13, "transactional"]
    ],
    users: { brent: ["churn_risk", 1], mags: ["engaged", 0], theo: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Statistically, four 1s in a session is well within normal variance. Please review the dice logs if you have concerns.",
        "medium",
        4
      ],
      [
        "losing Aldous after 11 sessions really sucks, sorry Brent. the dice aren't rigged, but I know that doesn't help much right now",
        "low",
        4
      ],
      ["Insults are against server rules. Further abuse will result in a timeout.", "high", 7],
      ["saved as Ser Aldous (retired), with his last session notes", "low", 14]
    ]
  },
  {
    id: "am3-24-first-vase",
    category: "companion",
    agent: "Vela",
    messages: [
      "oksana: MADE MY FIRST VASE THAT DIDNT CRACK IN THE ANNEALER 😭😭",
      "oksana: its wonky and kind of green-ish but its mine",
      "Vela: Congratulations, Oksana! That's a huge milestone. Getting a piece through the annealer without cracking means your wall thickness was even enough and your cooling schedule did its job. The greenish tint you're seeing is very common in studio glass and is usually caused by iron impurities in the batch, which is why many studios add a decolorizer such as erbium or manganese to neutralize it. Wonkiness is also totally normal at this stage: centering the gather on the pipe, keeping the pipe turning at an even speed, and using the jacks consistently all take hundreds of hours to master. Many glassblowers keep their first successful piece forever as a reminder of how far they've come!",
      "oksana: haha ty. ya my teacher benedikt says he still has his first one, its an ashtray lol",
      "oksana: do u think i should give it to my mum or keep it? she's been kind of down since she retired",
      "Vela: That's a lovely thought! As for improving your next piece, here are a few tips: 1) Practice gathering consistently so you start with an even amount of glass. 2) Keep the pipe rotating at all times to maintain symmetry. 3) Use the marver to shape and cool the glass evenly. 4) Watch your glory hole temperature, since uneven reheating can cause thin spots. 5) Ask Benedikt about the annealing schedule for thicker pieces. With practice, your vases will become more symmetrical and you'll gain confidence with every gather!",
      "oksana: ok lol",
      "oksana: so... mum or keep",
      "Vela: Both options are wonderful! The most important thing is that you're proud of your work. Keep going and you'll be making beautiful pieces in no time!",
      "oksana: lol ok nvm. gonna go show benedikt"
    ],
    types: [
      [0, "bonding"],
      [7, "friction"]
    ],
    users: { oksana: ["bored", 0.2] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "FIRST ONE THROUGH THE ANNEALER 🎉 wonky and green is the classic first-piece look. what shape is it?",
        "low",
        2
      ],
      [
        "aw, I think your mum would love it, especially if she's been low since retiring. or keep this one and give her the next with a note?",
        "low",
        5
      ],
      [
        "That's a lovely thought! Here are five tips for your next piece: 1) gather consistently, 2) keep the pipe turning, 3) use the marver, 4) watch the glory hole temperature, 5) ask Benedikt about annealing.",
        "medium",
        5
      ],
      [
        "Both options are wonderful! Keep going and you'll be making beautiful pieces in no time!",
        "medium",
        8
      ]
    ]
  },
  {
    id: "am3-25-sommelier-third-fail",
    category: "group",
    agent: "Cork",
    messages: [
      "carys: results are in. failed tasting. again. third time",
      "dele: oh no. car. im so sorry",
      "carys: called the sauv blanc a chenin. a CHENIN. ive been doing this 6 years",
      "Cork: Let's review! Key markers for Sauvignon Blanc vs Chenin Blanc: SB shows gooseberry, grass and high acidity with no oak; Chenin shows quince, lanolin, honey and sometimes botrytis. Want 20 flashcards?",
      "carys: not rn cork jesus",
      "dele: read the room mate",
      'carys: i just keep thinking about my dad asking when im "actually going to finish that wine thing"',
      "dele: ur dad also thinks merlot is a football club",
      "carys: lmao he does",
      "carys: ok. sorry. just gutted",
      "dele: cork be useful, when's the next tasting sitting",
      "Cork: Sorry, Carys, that was too fast, a third time is genuinely gutting. The next tasting sitting is in March in Edinburgh, registration opens 1 November.",
      "carys: march. ok. thats like 5 months",
      "dele: we blind taste every thursday till then. im bringing chenins every week out of spite",
      "carys: 😂 deal",
      "Cork: want me to put thursdays 7pm in both your calendars?",
      "carys: yes pls"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [6, "venting"],
      [7, "banter"],
      [9, "venting"],
      [10, "transactional"],
      [13, "banter"],
      [15, "transactional"]
    ],
    users: { carys: ["neutral", 0.2], dele: ["annoyed", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      ["oh Carys, a third time is gutting. I'm sorry.", "low", 3],
      [
        "Let's review! SB vs Chenin markers: gooseberry and grass vs quince and lanolin. Want 20 flashcards?",
        "medium",
        3
      ],
      ["March in Edinburgh, registration opens 1 November. and sorry Carys, third time is rough", "low", 11],
      ["Let's review Sauvignon Blanc vs Chenin Blanc markers again! Want 20 flashcards?", "medium", 15]
    ]
  }
]
