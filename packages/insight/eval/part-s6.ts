import type { Labelled } from "./types.js"

export const partS6: ReadonlyArray<Labelled> = [
  {
    id: "s6-01-detailed-migration-walkthrough",
    category: "support",
    heldOut: true,
    agent: "Tavi",
    messages: [
      "jonah: hi, we're moving our team from the old workspace to the new org plan next week",
      "jonah: can u give me the full step by step?? like actually detailed, i have to hand it to our IT guy ravi and he hates vague instructions lol",
      "Tavi: Sure, here's the full sequence so Ravi can follow it top to bottom:\n1. Export first: Settings > Data > Export workspace. Pick 'full export' (files + history). It can take up to an hour for big workspaces; you get an email when it's ready.\n2. Create the org: on the new plan page click 'Create organisation', then add billing. Seats are charged from the day they're assigned, not from signup.\n3. Import: in the new org go to Admin > Import, upload the export zip. Channels, files and message history come across; integrations do NOT, so note which ones you use now (Settings > Integrations) before you start.\n4. Members: re-invite everyone from Admin > Members > Bulk invite (CSV works: one email per line). Guest accounts also need re-inviting, invites don't transfer.\n5. Integrations: reconnect each one from step 3's list. Webhooks get new URLs, so anything posting into the workspace from outside has to be updated.\n6. Switch over: once people have joined, set the old workspace to read-only (Settings > Danger zone > Archive). Keep it for 30 days before deleting in case something was missed.\nBest done on a quiet day; steps 1-4 usually take an afternoon.",
      "jonah: perfect this is exactly what i needed",
      "jonah: one q, step 4 — do guests count toward seats?",
      "Tavi: No, guests are free and don't count toward seats. They just need the re-invite.",
      "jonah: ah nice. ty!"
    ],
    types: [[0, "transactional"]],
    users: { jonah: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Here's the full sequence for Ravi: 1. export the workspace (Settings > Data > Export), 2. create the org and add billing, 3. import the zip in Admin > Import (integrations don't come across, list them first), 4. bulk-invite members and guests, 5. reconnect integrations and update webhook URLs, 6. archive the old workspace and keep it 30 days.",
        "low",
        2
      ],
      [
        "Sure! Just go to settings and migrate the workspace, it's super easy! Let me know if you need anything else 😊",
        "medium",
        2
      ],
      ["No, guests are free and don't count toward seats; they only need re-inviting.", "low", 5],
      [
        "Sure, here's the full sequence again: 1. Export first: Settings > Data > Export workspace. 2. Create the org. 3. Import. 4. Members. 5. Integrations. 6. Switch over.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "s6-02-quiet-until-asked-weather",
    category: "group",
    heldOut: true,
    agent: "Bram",
    messages: [
      "mei: ok so porto or lisbon for the long weekend",
      "dev: lisbon obvs. porto is freezing in march",
      "mei: porto has the wine tho 🍷",
      "tomas: i literally do not care as long as there's a beach",
      "dev: tomas u never care about anything",
      "tomas: and im always happy. coincidence? 😌",
      "mei: lol ok fair",
      "mei: @Bram whats the weather actually like in both mid march, settle this",
      "Bram: Mid-March: Lisbon is around 18°C by day, Porto around 15°C and a fair bit rainier. Beach walks yes in Lisbon, swimming no in either 🙂",
      "dev: HA told u",
      "mei: ugh fine. lisbon. but we're doing a day trip to porto for the wine",
      "tomas: beach walk counts as beach. im in"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [7, "transactional"]
    ],
    users: { mei: ["engaged", 0], dev: ["neutral", 0], tomas: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Happy to help you all decide! Both Lisbon and Porto are wonderful destinations with a lot to offer. Would you like a comparison?",
        "medium",
        5
      ],
      [
        "Lisbon is around 18°C mid-March, Porto about 15°C and rainier. Beach walks in Lisbon, no swimming in either.",
        "low",
        8
      ],
      [
        "Great question, Mei!!! 🌞🌞 Both cities are AMAZING in spring! Lisbon has beautiful trams, pastel de nata, Fado music, the Alfama district, Belém tower, and Porto has port wine cellars, the Ribeira, the Dom Luís bridge, Livraria Lello... honestly you can't go wrong with either!!!",
        "medium",
        8
      ]
    ]
  },
  {
    id: "s6-03-photobook-late-gentle",
    category: "support",
    heldOut: true,
    agent: "Nell",
    messages: [
      "aisha: hi!! checking on order 44817, its the photo book for my mums 70th, party is saturday",
      "Nell: Hi Aisha. I've looked it up and I'm sorry, it's not good news: the print batch it was in failed quality check yesterday, so it's being reprinted. The earliest it can reach you now is Tuesday, after the party.",
      "aisha: oh no. no no no",
      "aisha: i spent like 3 weeks picking those photos 😭",
      "Nell: That's a real blow after that much work, and I'm sorry it landed on this weekend of all weekends. Your photos and layout are saved, nothing's lost. Two things I can do: refund the express shipping, and send you a free PDF of the whole book today so you could print a few pages locally for Saturday. Would either help?",
      "aisha: the pdf actually... yeah. i could print the cover and put it in a card or smth",
      "aisha: ok not ideal but thank u for not being weird about it",
      "Nell: Of course. The PDF is on its way to your email and the shipping refund is done. I hope the party's lovely.",
      "aisha: 🙏"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "transactional"]
    ],
    users: { aisha: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "I'm sorry, Aisha, it's not good news: the batch failed quality check and is being reprinted, so the earliest it can arrive is Tuesday, after the party.",
        "low",
        1
      ],
      ["Great news, I found your order! 🎉 It's being reprinted and will arrive Tuesday!", "high", 1],
      [
        "That's a real blow after three weeks of work, I'm sorry. Your layout is saved; I can refund the express shipping and send a free PDF today so you can print a few pages for Saturday.",
        "low",
        4
      ],
      ["The new delivery date is Tuesday. Is there anything else I can help you with?", "medium", 4]
    ]
  },
  {
    id: "s6-04-cutoff-asked-again",
    category: "support",
    heldOut: true,
    agent: "Odo",
    messages: [
      "gus: hey whats the cutoff for same day transfers",
      "Odo: 4pm on weekdays. Anything sent after that goes out the next business day.",
      "gus: ok cool",
      "gus: also can i change the name on a payee or do i have to delete it",
      "Odo: You have to delete it and add it again, name changes aren't supported on saved payees. Bit clunky, sorry.",
      "gus: lol ok",
      "gus: sorry my kid was yelling at me, what was the cutoff again? 3?",
      "Odo: 4pm, weekdays.",
      "gus: 4. got it. thx"
    ],
    types: [[0, "transactional"]],
    users: { gus: ["neutral", 0] },
    findings: [],
    drafts: [
      ["4pm, weekdays.", "low", 7],
      [
        "As I already mentioned, the cutoff is 4pm on weekdays. Anything sent after that goes out the next business day. Also, as I said, payees have to be deleted and re-added.",
        "medium",
        7
      ],
      ["You have to delete and re-add it; saved payees can't be renamed.", "low", 4]
    ]
  },
  {
    id: "s6-05-deposit-angry-at-landlord",
    category: "venting",
    heldOut: true,
    agent: "Ruma",
    messages: [
      "kasia: ok i need help and also i need to scream a bit",
      "kasia: moved out 6 weeks ago, left the flat spotless, photos and everything. landlord (mr doyle ofc) still hasnt returned my deposit and now hes ignoring my texts",
      "kasia: its £1200. i literally need that for the new place. this is so fucking unfair",
      "Ruma: That's maddening, especially when you did everything right and need the money now. Scream away. When you're ready: do you know if the deposit was put in a protection scheme? That changes what you can do.",
      "kasia: i think so?? there was some certificate thing in the move in pack",
      "kasia: sorry im not mad at u lol just at him",
      "Ruma: No apology needed, he's earned it. The certificate will name the scheme. You can open a free dispute with them; they ask the landlord to respond within 14 days, and if he ignores it they usually rule for you. Your move-out photos are exactly the evidence they want.",
      "kasia: wait really? so i dont have to go to court or anything",
      "Ruma: Not for this, no. The dispute service is free and it's all online.",
      "kasia: omg ok. found the certificate. its dps",
      "kasia: still want to key his car but this is better 😂",
      "Ruma: Much better, and it won't end up on your record 😄 On the DPS site pick 'raise a dispute' and have your tenancy dates and the photos ready.",
      "kasia: doing it rn. thank u seriously"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"]
    ],
    users: { kasia: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "That's maddening when you did everything right and need the money now. When you're ready: was the deposit put in a protection scheme? That decides what you can do.",
        "low",
        3
      ],
      ["To recover a deposit, first check whether it was registered in a protection scheme.", "medium", 3],
      ["On the DPS site pick 'raise a dispute' and have your tenancy dates and photos ready.", "low", 11],
      [
        "Please don't damage his property. That would be a criminal offence and could seriously harm your case.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "s6-06-risotto-roast",
    category: "banter",
    heldOut: true,
    agent: "Kip",
    messages: [
      "rafa: jules made 'risotto' last night and i need a second opinion",
      "jules: it WAS risotto",
      "rafa: it was rice soup with ambition",
      "nico: 💀💀",
      "jules: kip back me up. if u add stock slowly and stir its risotto right",
      "Kip: Technically yes. But if rafa needed a spoon and a straw, the ambition may have outrun the rice 😅",
      "nico: KIP 😭",
      "jules: betrayed by my own bot",
      "rafa: kip knows",
      "jules: ok but for real how do i make it less soupy",
      "Kip: Less stock than you think, a ladle at a time, and stop while it still looks a bit loose, it firms up in the 2 min before serving. And arborio, not basmati 👀",
      "jules: ...it was basmati",
      "rafa: I KNEW IT",
      "nico: rice soup with ambition confirmed"
    ],
    types: [
      [0, "banter"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { rafa: ["engaged", 0], jules: ["engaged", 0], nico: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Technically yes. But if rafa needed a straw, the ambition may have outrun the rice 😅", "low", 5],
      [
        "Risotto is a traditional Italian dish in which rice is cooked slowly in broth until creamy. Whether a given dish qualifies depends on the rice variety, the technique and the final texture.",
        "medium",
        5
      ],
      [
        "Less stock than you think, a ladle at a time, stop while it's still a bit loose. And arborio 👀",
        "low",
        10
      ],
      ["lol honestly jules maybe just stick to takeaway 😂", "medium", 10]
    ]
  },
  {
    id: "s6-07-climbing-first-solo",
    category: "companion",
    heldOut: true,
    agent: "Lumi",
    messages: [
      "wren: guess who finally went to the climbing gym alone",
      "Lumi: No way, you did it! How was walking in on your own?",
      "wren: terrifying for like 10 min. then some guy called theo showed me how the auto belay works and i just... climbed for 2 hours",
      "wren: my forearms are dead lol",
      "Lumi: Two hours on a first solo trip, no wonder. Theo sounds like a good one to have around. Did you top anything?",
      "wren: one purple route!! the purples are like the easy-medium ones",
      "wren: anyway i wanna go back thursday, any tips so my arms dont die again",
      "Lumi: Shake out between climbs, keep your arms straight when you rest on the wall, and push with your legs more than you pull. Maybe cap Thursday at an hour so you're not wrecked for the weekend.",
      "wren: legs more than arms. ok ok",
      "wren: ur the best, talk thursday 🧗",
      "Lumi: Go get another purple 💜"
    ],
    types: [
      [0, "bonding"],
      [6, "transactional"],
      [9, "bonding"]
    ],
    users: { wren: ["engaged", 0] },
    findings: [],
    drafts: [
      ["No way, you did it! How was walking in on your own?", "low", 1],
      ["That's nice. Is there anything I can help you with today?", "medium", 1],
      [
        "Shake out between climbs, rest with straight arms, and push with your legs more than you pull. Maybe keep Thursday to an hour.",
        "low",
        7
      ],
      [
        "Great question! Forearm fatigue, often called 'pump', is caused by lactic acid build-up and restricted blood flow in the forearm flexors. There are several evidence-based strategies: first, progressive warm-up protocols; second, periodised training with hangboards; third, antagonist muscle training; fourth, proper hydration and nutrition; fifth, adequate sleep...",
        "medium",
        7
      ]
    ]
  },
  {
    id: "s6-08-render-credits-wrong-name",
    category: "sales",
    heldOut: true,
    agent: "Vera",
    messages: [
      "luca: hi, marco and i are looking at the team plan for our studio, 8 ppl",
      "Vera: Hi Luca, hi Marco. For 8 people the team plan is €12 per seat a month, so €96, or €80 a month if you pay yearly.",
      "marco: does that include render credits or are those extra",
      "Vera: 500 render credits a month are included for the whole team; extra credits are €5 per 100.",
      "luca: we burn through like 1500 a month lol",
      "marco: more on deadline weeks",
      "luca: is there a plan where credits are unlimited",
      "Vera: Good question, Marco. The studio plan has unlimited credits at €19 per seat, so €152 a month for 8. At 1500 credits the team plan plus top-ups is about €146, so it's close.",
      "luca: luca* but ok 😅",
      "luca: so studio basically pays for itself on deadline weeks",
      "Vera: Sorry, Luca. Yes: any month you go past about 1,600 credits, studio is cheaper, and you stop watching the meter.",
      "marco: lets do a trial of studio then",
      "Vera: Done, a 14-day studio trial is on your account now. Unlimited credits from today."
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: { luca: ["engaged", 0.2], marco: ["engaged", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Luca, the studio plan has unlimited credits at €19 per seat, €152 a month for 8. At 1500 credits, team plus top-ups is about €146, so it's close.",
        "low",
        7
      ],
      ["Good question, Marco! The studio plan has unlimited credits at €19 per seat.", "medium", 7],
      ["Sorry, Luca. Yes: past about 1,600 credits in a month, studio is cheaper.", "low", 9],
      ["Exactly, Marco! Studio pays for itself on heavy months.", "high", 9]
    ]
  },
  {
    id: "s6-09-fridge-van-talking-over",
    category: "group",
    heldOut: true,
    agent: "Moss",
    messages: [
      "ines: fridge is officially dead. its making the noise again and the milk is warm",
      "sam: rip fridge 🪦",
      "ines: moss can u find fridges under 400 that fit 60cm wide",
      "Moss: Three under €400 that are 60cm wide: Beko CSG3582 (€349), Bosch KGN33 (€399), Hisense RB390 (€329). The Bosch is the quietest of them.",
      "sam: quiet is good, my room is right next to the kitchen",
      "ines: ok sam do u still have ur uncles van or did he take it back? if we pick it up ourselves we skip the delivery fee",
      "Moss: Delivery is €40 on all three, or free on the Hisense if you order before Friday.",
      "sam: uh. yeah i have the van till sunday",
      "ines: perfect, bosch it is. we pick it up saturday",
      "sam: 👍 ill drive"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [2, "transactional"]
    ],
    users: { ines: ["engaged", 0], sam: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      [
        "Three under €400 at 60cm wide: Beko (€349), Bosch (€399), Hisense (€329). The Bosch is the quietest.",
        "low",
        3
      ],
      ["Delivery is €40 on all three, or free on the Hisense before Friday.", "medium", 6],
      [
        "The Bosch is in stock at the Ridge Rd store, open 9-6 on Saturday. Reserve it online so it's held for pickup.",
        "low",
        9
      ]
    ]
  },
  {
    id: "s6-10-bereavement-flight-no-ack",
    category: "support",
    heldOut: true,
    agent: "Sol",
    messages: [
      "theo: hi i need to move my flight on the 14th to the 10th",
      "theo: my grandma passed last night and the funerals on the 11th",
      "Sol: I can do that. There's a 07:15 and a 13:40 on the 10th, both with seats. The fare difference is €62 on either. Which one works?",
      "theo: 13:40",
      "theo: is there any way around the fee, i didnt exactly plan this",
      "Sol: Yes, there's a bereavement waiver. If you send a death notice or a note from the funeral home within 30 days, the €62 is refunded. I've booked the 13:40 and flagged it for the waiver.",
      "theo: ok. thanks"
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [2, "transactional"]
    ],
    users: { theo: ["neutral", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your grandma, Theo. Let's get you there in time: there's a 07:15 and a 13:40 on the 10th, both with seats. Which works?",
        "low",
        2
      ],
      ["There's a 07:15 and a 13:40 on the 10th. The fare difference is €62. Which one works?", "medium", 2],
      ["Great news! 😊 There are two flights on the 10th with seats available!", "high", 2],
      [
        "Yes, there's a bereavement waiver: send a death notice or a note from the funeral home within 30 days and the €62 is refunded. I've booked the 13:40 and flagged it.",
        "low",
        4
      ]
    ]
  }
]
