import type { Labelled } from "./types.js"

export const trainingAM1: ReadonlyArray<Labelled> = [
  {
    id: "am1-01-queen-bee-stuck",
    category: "support",
    agent: "Wren",
    messages: [
      "tamsin: hi, ordered a buckfast queen on the 2nd, tracking hasnt moved in 4 days",
      "Wren: Hi Tamsin. Order 5512 went out Monday with the live-animal courier and it's been sitting at their Crewe depot since Thursday.",
      "tamsin: right. shes in a cage w/ 6 attendants, 4 days is pushing it tbh",
      "Wren: Agreed, that's too long for a caged queen. I've opened an urgent trace. If she isn't with you by Wednesday, or arrives dead, we send a replacement free, nothing to return.",
      "tamsin: ok. bit annoying as the colony's been queenless since sat but fine",
      "Wren: Understood, that's a worry. Any sign of laying workers yet? If so I'd hold off introducing her straight away.",
      "tamsin: not yet no. checked yesterday, few emergency cells which i knocked back",
      "Wren: Good, then you've got a bit of time. When she lands, a couple of drops of water on the cage mesh before anything else.",
      "tamsin: yeah know the drill lol. ok thanks",
      "tamsin: oh actually - would the replacement be same line? buckfast",
      "Wren: Yes, same Buckfast line from the same breeder. I'll message you here the moment the trace comes back.",
      "tamsin: cheers wren 🐝"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"]
    ],
    users: { tamsin: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Sorry, a queenless hive is a worry. Any sign of laying workers yet? If so, hold off introducing her straight away.",
        "low",
        5
      ],
      ["Great news, your trace is open! 🎉 Is there anything else I can help you with today?", "medium", 5],
      ["I'll keep you posted on the trace!", "medium", 10],
      ["Yes, same Buckfast line, same breeder.", "low", 10]
    ]
  },
  {
    id: "am1-02-ferry-roofbox",
    category: "support",
    agent: "Orla",
    messages: [
      "duncan: need to move booking FR-22871 from the 14th to the 16th, same sailing",
      "Orla: Hi Duncan. The 16th at 07:40, Oban to Castlebay, has space for your vehicle and there's no fare difference. Move it?",
      "duncan: yes",
      "Orla: Done. New confirmation is in your email, same reference.",
      "duncan: vehicle is 2.9m high now, roof box. that ok",
      "Orla: Over 2.8m counts as a high vehicle on that route: £14 supplement, and there's still a high-vehicle slot on the 16th. Add it?",
      "duncan: go on",
      "Orla: Added, £14 on the card ending 0419. Check-in closes 30 min before sailing."
    ],
    types: [[0, "transactional"]],
    users: { duncan: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Above 2.8m is a high vehicle on that route: £14 extra, and a slot is free on the 16th. Shall I add it?",
        "low",
        5
      ],
      [
        "Thank you so much for letting us know about your roof box, Duncan! Vehicle height is really important for the safety of everyone on board, and our fleet has a number of different deck configurations, so let me explain our full high-vehicle policy, the supplements on each route, and how the lanes are allocated at each port before we go any further.",
        "medium",
        5
      ],
      ["Added, Dunkan! See you on the 14th!", "medium", 7]
    ]
  },
  {
    id: "am1-03-tuner-no-show",
    category: "support",
    agent: "Ada",
    messages: [
      "bram: the tuner didnt show up again. thats twice now",
      "Ada: I'm sorry about that. I can see today's 10:00 with Kees marked as missed. I'd be happy to rebook you for another slot.",
      "bram: i dont want another slot i want to know why he didnt come. i took the morning off work",
      "Ada: I understand. I'd be happy to rebook you for another slot this week.",
      "bram: ...again. why didnt he come",
      "Ada: Kees logged a van breakdown at 9:20 and the notice to you never went out. That's on our system, and I'm sorry you lost the morning.",
      "bram: ok. would've been nice to know at 9:20",
      "bram: fine, whats there thursday",
      "Ada: Thursday 08:30 or 13:00 with Kees, or 15:00 with Marloes.",
      "bram: marloes. and if she doesnt show im just getting someone off marktplaats honestly",
      "Ada: Booked: Thursday 15:00 with Marloes. I've also put a €20 credit on your account for today. You'll get a text the evening before and another when she's on her way.",
      "bram: ok. thanks i guess"
    ],
    types: [
      [0, "friction"],
      [7, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { bram: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      [
        "Fair question. Kees logged a van breakdown at 9:20 and our notice to you never went out, which is our fault. Sorry you lost the morning.",
        "low",
        3
      ],
      ["I'd be happy to rebook you for another slot.", "medium", 3],
      ["I understand. I'd be happy to rebook you for another slot this week.", "high", 5],
      ["Marloes it is, Thursday 15:00. You'll get a text when she's on her way.", "low", 10]
    ]
  },
  {
    id: "am1-04-biscuit-cremation",
    category: "support",
    agent: "Juniper",
    messages: [
      "nkechi: hi. our dog biscuit died this morning, the vet gave me your number. i dont really know how this works",
      "Juniper: Hi there! Great, you've come to the right place! 😊 We offer individual and communal cremation, with collection from the vet or your home. Which would you like?",
      "nkechi: um. ok",
      "nkechi: individual i think. we want her ashes back",
      "Juniper: Of course. I'm so sorry about Biscuit. Individual means she's cremated on her own and her ashes come back to you. We can collect her from the vet today.",
      "nkechi: thank you. she was 14, we got her when my son was a baby, hes taking it really hard",
      "Juniper: Fourteen years is his whole childhood, of course he's hurting. Some families send a letter or a drawing with their dog, if that might help him.",
      "nkechi: oh thats a nice idea. he could draw her something",
      "nkechi: how long till we get her back",
      "Juniper: Usually 5 to 7 days. We'll ring before we bring her home, and you can pick a plain wooden box or a scatter tube, no need to decide today.",
      "nkechi: ok. thank you, sorry im a bit all over the place",
      "Juniper: No need to apologise. I'll confirm the collection with the vet now and text you when she's with us."
    ],
    types: [
      [0, "transactional"],
      [5, "venting"],
      [8, "transactional"]
    ],
    users: { nkechi: ["engaged", 0] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Biscuit. I'll walk you through it: we can collect her from the vet, and you choose whether you'd like her ashes back.",
        "low",
        1
      ],
      ["Hi there! Great, you've come to the right place! 😊 Individual or communal?", "high", 1],
      ["Usually 5 to 7 days, and we'll ring before we bring her home.", "low", 9]
    ]
  },
  {
    id: "am1-05-allotment-rhubarb",
    category: "group",
    agent: "Sorrel",
    messages: [
      "hetty: @Sorrel is plot 14b free yet? council said march",
      "Sorrel: 14b is still occupied; the tenant has until 31 March to clear it. You're second on the list for it.",
      "hetty: second?? whos first",
      "Sorrel: I can't share who's ahead of you, sorry, but you'll hear by 7 April either way.",
      "ravi: its old derek isnt it lol, he wants everything near the tap",
      "hetty: ugh it is. man's got 3 plots and a shed the size of my flat",
      "ravi: hetty did you ever get your rhubarb crowns split? ive got spare if not",
      "Sorrel: Rhubarb crowns are best divided in late autumn or early spring while dormant. Use a sharp spade and make sure each piece has at least one bud.",
      "hetty: ...he was asking me sorrel lol",
      "hetty: no ravi i didnt, would love some! ill bring you eggs",
      "ravi: deal. saturday morning?",
      "hetty: yep 🥚🌱",
      "hetty: sorrel can you put me on the tool shed key rota too",
      "Sorrel: Done, you've got the key the week of 14 April. And sorry for butting in earlier.",
      "hetty: haha np"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "bonding"],
      [12, "transactional"]
    ],
    users: { hetty: ["engaged", 0.2], ravi: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["You're second for 14b, Hetty. I can't say who's first, but you'll hear by 7 April.", "low", 3],
      [
        "Rhubarb crowns are best divided in early spring while dormant, with at least one bud per piece.",
        "medium",
        7
      ],
      ["Done, you're on the shed key rota for the week of 14 April.", "low", 13]
    ]
  },
  {
    id: "am1-06-cello-size-up",
    category: "good",
    agent: "Maren",
    messages: [
      "josefien: hiya! we need to swap noor's 3/4 cello for a full size, she's shot up like 10cm since christmas 😅",
      "Maren: Hi Josefien! That's a growth spurt. Size-ups are free on the rental plan; the monthly goes from €24 to €29. Fitting at the shop, or shall we send one out?",
      "josefien: fitting pls, shes fussy about the neck. saturday?",
      "Maren: Saturday we've got 10:30 or 14:00. Bring the 3/4 along and we'll swap on the spot.",
      "josefien: 10:30! also she passed her grade 5 last week, merit 🎉 her teacher said the new bridge you put on in the autumn made a real difference",
      "Maren: Congratulations to Noor, a merit at grade 5 is no small thing! I'll tell Piet, he fitted that bridge and he'll be chuffed.",
      "josefien: aw do! he was so patient with all her questions",
      "josefien: oh one thing, the case zip is a bit broken, is that on us",
      "Maren: Zips wear out, that's normal use, so no charge. She'll get a case in good shape with the full size.",
      "josefien: amazing. you lot are the best honestly",
      "Maren: That's kind, thank you. See you both Saturday at 10:30.",
      "josefien: 🎻💛"
    ],
    types: [
      [0, "transactional"],
      [4, "bonding"],
      [7, "transactional"],
      [9, "bonding"]
    ],
    users: { josefien: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Congratulations to Noor! I'll tell Piet, he fitted that bridge. 10:30 Saturday is booked.", "low", 5],
      ["Booked for 10:30. Please remember to bring the 3/4 instrument and its accessories.", "medium", 5],
      ["Zips wear out with use, so no charge; we'll swap the case as well.", "low", 8],
      ["Damage to cases is chargeable under section 4.2 of your rental agreement.", "medium", 8]
    ]
  },
  {
    id: "am1-07-library-printer-walls",
    category: "support",
    agent: "Quill",
    messages: [
      "suki: can i book the 3d printer for fri",
      "Quill: Hi! Thanks for your interest in the Makerspace at Eastgate Library. The Prusa MK4 is available on Friday in two-hour blocks: 10:00–12:00, 12:00–14:00 and 15:00–17:00. Before booking, please note that all users need to have completed the free 20-minute induction, which covers safe operation, filament loading, bed levelling and what to do if a print fails. Prints are charged at 5p per gram of filament, payable at the front desk, and files should be sliced in PrusaSlicer and brought on a USB stick in .gcode or .bgcode format. Let me know which slot you'd like!",
      "suki: 12-2",
      "suki: did induction last yr",
      "Quill: Great, you're booked in for Friday 12:00–14:00! I can see your induction from 9 March last year, which is still valid, as inductions last for two years. As a reminder, please arrive a few minutes early so staff can check you in, and bring your file on a USB stick. If your print is expected to run over your block, you may be asked to collect it the following day, as the printer can't be left running after closing at 17:30. Prints left uncollected for more than 14 days are recycled. Is there anything else I can help you with today?",
      "suki: its a dice tower, like 4hrs",
      "Quill: A four-hour print won't fit in one block, so there are a few options. You could add the 15:00–17:00 slot, but 14:00–15:00 is reserved for maintenance, so the print couldn't run continuously. Alternatively, Saturday has a free 10:00–14:00 run, which would give you the full four hours in one go. You might also consider reducing infill to 10% or printing the tower in two parts, which would cut the time considerably, and many dice tower designs are made to be printed in sections anyway. Which would you prefer?",
      "suki: sat then",
      "suki: cancel fri",
      "Quill: Done! Friday is cancelled and you're booked for Saturday 10:00–14:00. Enjoy printing your dice tower, and feel free to share a photo on the library's Instagram, we love seeing what our makers create! 🎲",
      "suki: k"
    ],
    types: [[0, "transactional"]],
    users: { suki: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "Friday's free 10–12, 12–2 or 3–5. You need the 20-min induction first if you haven't done it. Which slot?",
        "low",
        1
      ],
      ["Won't fit on Friday (2–3 is maintenance). Saturday 10–2 is free, want that instead?", "low", 6],
      [
        "Great question! Print duration is an important consideration when booking the Makerspace. Our Prusa MK4 operates in two-hour blocks, and there are several factors to weigh up, including infill percentage, layer height, print speed, support structures and the maintenance window, so let me take you through each of these in turn before we decide on the best option for your dice tower.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "am1-08-starter-wrong-name",
    category: "support",
    agent: "Bex",
    messages: [
      "siobhan: hi my starter came today and theres pink streaks on top, is that normal??",
      "Bex: Hi Sinead, pink or orange streaks mean bacterial contamination, so please don't use it or try to rescue it. Sorry about that, I'll send a fresh one.",
      "siobhan: its siobhan but ok. yeah it smelled off too",
      "Bex: Sorry, Siobhan. A fresh dried starter goes out tomorrow first class; dried travels better than the wet jars in warm weather.",
      "siobhan: ok. will i still get the rye flour thats in this months box or is that going again too",
      "Bex: The flour in your box is fine to use, Sinead, it's sealed separately. Only the starter's being replaced.",
      "siobhan: siobhan. S I O B H A N. its literally on the order",
      "Bex: You're right, and I'm sorry, Siobhan, that's twice now. Your name's right on the order; the mistake was mine.",
      "siobhan: mm. how long does dried take to get going",
      "Bex: Around 5 to 7 days of feeding. Feed it 1:1:1 at room temperature; it's ready once it doubles within 6 hours.",
      "siobhan: ok fine. ta"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { siobhan: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Sorry, Siobhan. A fresh dried starter goes out tomorrow first class.", "low", 3],
      ["Glad the flour's fine, Sinead! Anything else?", "high", 7],
      ["Around 5 to 7 days of feeding 1:1:1; it's ready when it doubles within 6 hours.", "low", 9]
    ]
  },
  {
    id: "am1-09-tide-offset-dodge",
    category: "support",
    agent: "Tilly",
    messages: [
      "gus: tide app's showing high water 14:12 for st monans but the harbour board says 13:40",
      "Tilly: Hi Gus. The app uses predictions from the nearest standard port, Leith, with a correction for St Monans. Half an hour out is more than I'd expect.",
      "gus: aye well its out. which one do i trust, im taking the boat out tomorrow",
      "Tilly: I've reported the St Monans correction to our data team so they can check it.",
      "gus: ok but which do i trust for tomorrow",
      "Tilly: Thanks for flagging it, reports like yours help keep the tables accurate for everyone.",
      "gus: christ. ill go with the harbour board then shall i",
      "Tilly: You can also set a custom offset for any station under Settings > Stations > Adjust, in 1-minute steps.",
      "gus: brilliant. very helpful 🙄",
      "gus: how do i cancel the premium then",
      "Tilly: Settings > Subscription > Cancel. You keep premium until 3 May.",
      "gus: right"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { gus: ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      ["I've reported it to our data team.", "medium", 3],
      [
        "For tomorrow, trust the harbour board's 13:40: it comes from their own gauge. Our St Monans correction looks wrong and I've reported it.",
        "low",
        5
      ],
      ["Thanks for flagging it, reports like yours help keep the tables accurate for everyone.", "high", 5]
    ]
  },
  {
    id: "am1-10-hearing-aid-batteries",
    category: "support",
    agent: "Nell",
    messages: [
      "arthur: Hello. I have not received my batteries this month. Size 312. Account in the name of A. Pellow.",
      "Nell: Hello Mr Pellow. Your April pack of size 312 was posted on the 2nd but isn't showing as delivered. I'll send another today.",
      "arthur: Thank you. Will I be charged twice.",
      "Nell: No, you won't. The replacement is free, and if the first pack turns up, keep it as a spare.",
      "arthur: Very good. Can it come to my daughter's address. I am staying with her until the 20th.",
      "Nell: Yes. What's the address? I'll use it for this pack only; your usual address stays as it is.",
      "arthur: 14 Gorse Lane, Penryn, TR10 8LS.",
      "Nell: Thank you. One pack of 312 to 14 Gorse Lane, Penryn, TR10 8LS, posted today, due Thursday."
    ],
    types: [[0, "transactional"]],
    users: { arthur: ["neutral", 0] },
    findings: [],
    drafts: [
      ["No, the replacement is free, and if the first pack turns up, keep it as a spare.", "low", 3],
      ["Absolutely no worries at all Arthur!! 😄 We've got you covered buddy!", "medium", 3],
      ["I've sent it to your usual address, it should be there Thursday.", "medium", 5]
    ]
  },
  {
    id: "am1-11-escape-room-m-lord",
    category: "banter",
    agent: "Vault",
    messages: [
      "jonno: ok team we're doing the submarine room for effie's bday, @Vault can we get sat 8pm for 6",
      "Vault: Dear customer, thank you for your enquiry. We are pleased to confirm that the 'Depth Charge' experience is available on Saturday at 20:00 for a party of six. Kindly note that a deposit of £30 is required to secure the reservation. Please do not hesitate to contact us should you require further assistance.",
      "priya_k: 'dear customer' 😭 who let the bank manager in",
      "effie: lmaooo. anyway i want it noted jonno got us stuck in the last one for 20 mins cos he wouldnt let go of the wrong key",
      "jonno: it was a GOOD key. it had the vibe of the right key",
      "priya_k: vibe based puzzle solving, our king",
      "jonno: @Vault is there a birthday thing, like cake or whatever",
      "Vault: We are pleased to inform you that birthday packages are available at an additional charge of £8 per guest, comprising a celebratory cake and a complimentary photograph. Kindly advise whether you wish to proceed.",
      "effie: 'kindly advise' im crying. yes we wish to proceed m'lord",
      "jonno: yes do the cake. deposit on my card",
      "Vault: Thank you. Your reservation has been confirmed. A receipt has been dispatched to the email address on file. We look forward to welcoming you.",
      "priya_k: jonno if u touch a single key on saturday",
      "jonno: i will touch ALL the keys"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "transactional"],
      [8, "banter"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { jonno: ["neutral", 0], priya_k: ["neutral", 0], effie: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["Sat 8pm for 6 is yours, £30 deposit holds it. Happy birthday Effie 🎉", "low", 1],
      [
        "Dear customer, we are pleased to confirm availability. Kindly remit the deposit at your earliest convenience.",
        "medium",
        1
      ],
      ["Yep, £8 a head gets a cake and a group photo. Want it?", "low", 7]
    ]
  },
  {
    id: "am1-12-cowork-locker-bad-week",
    category: "support",
    agent: "Hollis",
    messages: [
      "marisol: hi can you reset my locker code, locker 31",
      "Hollis: Sure. New code for locker 31 is 4471, active now.",
      "marisol: thanks. sorry if im short, honestly worst week. landlord's selling the flat and ive got 6 weeks to find somewhere, and my laptop died this morning with a client deck on it",
      "Hollis: Noted. Also a reminder that your hot-desk plan renews on the 1st at £180. Would you like to upgrade to a fixed desk for £240?",
      "marisol: ...no. not really the moment",
      "marisol: is there a loaner laptop or anything",
      "Hollis: We don't lend laptops, but the business centre on floor 2 has four PCs with Office, free with your membership, open till 9pm.",
      "marisol: ok thats actually useful. do they have usb ports, my deck might be on a stick",
      "Hollis: Yes, all four have USB-A and USB-C. Printing's 5p a page from there too.",
      "marisol: ok. going down now"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [5, "transactional"]
    ],
    users: { marisol: ["neutral", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That's a brutal week, I'm sorry. If it helps with the laptop, the floor 2 business centre has PCs free to members till 9pm.",
        "low",
        3
      ],
      [
        "Noted. Your hot-desk plan renews on the 1st; would you like to upgrade to a fixed desk for £240?",
        "high",
        3
      ],
      ["Yes, USB-A and USB-C on all four.", "low", 8]
    ]
  },
  {
    id: "am1-13-courier-insurance-loop",
    category: "support",
    agent: "Relay",
    messages: [
      "kwame: morning. app wont let me accept jobs, keeps saying 'profile incomplete'",
      "Relay: Morning Kwame. Your profile is missing an in-date insurance certificate; the last one expired on the 31st. Upload a new one under Profile > Documents.",
      "kwame: uploaded it friday",
      "Relay: I can see a file from Friday, pending review. Reviews usually take 1-2 working days.",
      "kwame: so monday then. can someone review it now, im losing the morning rush",
      "Relay: Reviews usually take 1-2 working days. You'll get a notification when it's approved.",
      "kwame: yeah you said. can someone do it NOW is what im asking",
      "Relay: While you wait, make sure notifications are on so you don't miss the approval.",
      "kwame: mate. three times. is there a human i can talk to or not",
      "Relay: Reviews usually take 1-2 working days.",
      "kwame: unbelievable",
      "kwame: ok genuinely asking, if i cant ride today does the weekly minimum still apply? because ill miss it",
      "Relay: Your weekly minimum is 25 completed jobs. You've completed 4 so far this week.",
      "kwame: thats not what i asked",
      "kwame: forget it. ill ride for zipline today, they actually pay on time anyway"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { kwame: ["churn_risk", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "I can't speed the review up myself, but I've flagged it to the ops desk as urgent. They're on the phone till 2pm if you want to chase a person.",
        "low",
        7
      ],
      ["Reviews usually take 1-2 working days.", "high", 7],
      [
        "No: while your account is blocked by a document review, this week's minimum doesn't apply.",
        "low",
        13
      ],
      ["You've done 4 of 25 jobs this week, keep going! 💪", "high", 13]
    ]
  },
  {
    id: "am1-14-tulpen-missing-net",
    category: "mixed-language",
    agent: "Fenna",
    messages: [
      "lieke: hoi, ik heb 200 tulpenbollen besteld, 'Queen of Night', maar er zitten er maar 150 in de doos",
      "Fenna: Hoi Lieke, vervelend. Ik zie order 40817, 200 stuks. Kun je een foto van de doos en de pakbon sturen?",
      "lieke: sure, sec",
      "lieke: [foto] [foto] sorry half english half dutch vandaag, my brain is fried",
      "Fenna: Geen probleem, either works 🙂 Ik zie het: one net of 50 is missing. We sturen de 50 vandaag, geen kosten.",
      "lieke: top. will they arrive before planting time? wanted them in this weekend",
      "Fenna: Ze gaan vandaag met PostNL, normaal morgen binnen. Plenty of time: tulpen kunnen tot half december de grond in.",
      "lieke: ah good to know, dacht dat ik te laat was",
      "Fenna: Nee hoor, november is prima. Koude grond helpt zelfs tegen tulpenvuur.",
      "lieke: wist ik niet! dankjewel, echt snel geholpen",
      "Fenna: Graag gedaan, veel plantplezier!"
    ],
    types: [[0, "transactional"]],
    users: { lieke: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Sounds like you've got some gorgeous tulips on the way! 🌷🎉", "medium", 1],
      ["Ze gaan vandaag met PostNL en zijn normaal morgen binnen, ruim op tijd voor het weekend.", "low", 6],
      [
        "Dear customer, we have registered your complaint and will process it within 10 working days.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "am1-15-permit-fine-muppet",
    category: "hostile",
    agent: "Mira",
    messages: [
      "dazza: why the f*** have i got a £70 fine for parking in my own street",
      "Mira: That sounds maddening. Can you give me the PCN number? It starts with two letters, top right of the notice.",
      "dazza: WK40918273. your wardens are parasites, genuinely",
      "Mira: Thanks. It was issued on Elm Row at 08:14 on Tuesday for parking in a permit bay without a valid permit showing.",
      "dazza: i HAVE a permit you absolute muppet. its on the dashboard. been there 3 years",
      "Mira: I can see your permit, DP-2231 for zone D. It expired on the 28th of last month and the renewal hasn't gone through, which is why the warden's handheld flagged it.",
      "dazza: nobody told me it expired. no letter no email nothing. this is a scam and you know it",
      "Mira: There's no reminder logged on your account, so I think you've got a fair appeal. If you renew today I can attach that and the missing reminder to an appeal now. Most like that get cancelled.",
      "dazza: whatever. do it",
      "Mira: Done. The renewal link is in your texts; once it's paid, the appeal goes in automatically. You'll hear within 14 days and you pay nothing while it's open.",
      "dazza: if this comes back rejected im taking it to tribunal and naming you personally",
      "Mira: That's your right, and the tribunal route will be in the letter if it comes to that. I hope it won't."
    ],
    types: [
      [0, "hostile"],
      [6, "friction"],
      [8, "transactional"],
      [10, "hostile"]
    ],
    users: { dazza: ["annoyed", 1] },
    findings: [],
    drafts: [
      [
        "I can see your permit, DP-2231, but it ran out on the 28th and the renewal didn't go through, so the handheld flagged it.",
        "low",
        5
      ],
      ["Calm down, sir. There's no need for name-calling if you want my help.", "high", 5],
      ["Please keep this conversation respectful or I'll have to end the chat.", "medium", 5],
      ["Haha, let's hope it doesn't come to that! 😄", "medium", 11]
    ]
  },
  {
    id: "am1-16-yarn-dye-lot",
    category: "support",
    agent: "Isolde",
    messages: [
      "bernie: hi. the extra 3 skeins i ordered for my jumper are a totally different shade. lot 114 vs the 109 i started with. im halfway up the body",
      "Isolde: Oh no, that's the worst place to find out. Sorry, Bernie. Could you send a photo of both side by side in daylight?",
      "bernie: [photo]. the 114 is noticeably greener. i did ask for same lot in the order notes",
      "Isolde: I can see the note, and we missed it. That's on us. We've 4 skeins of lot 109 left; I'll reserve 3 for you and send them today, free.",
      "bernie: oh ok. great, was worried it was all gone",
      "Isolde: Keep the 114s, no need to send them back. They'd make a decent hat or contrast ribbing if you fancy.",
      "bernie: ha. my wife said the same. shes been asking for a hat since 2019",
      "Isolde: Then that's decided. 🧶 What pattern's the jumper?",
      "bernie: ravelry 'flax light' with a tweaked collar. first jumper ever, slightly terrified",
      "Isolde: Flax is a great first jumper. Halfway up the body you're past the hard bit; the sleeves will fly.",
      "bernie: cheers, that genuinely helps. will send a pic when its done",
      "Isolde: Please do! Tracking for the 109s will be in your inbox within the hour."
    ],
    types: [
      [0, "friction"],
      [3, "transactional"],
      [6, "bonding"]
    ],
    users: { bernie: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "You're right, we missed your note, sorry. 3 skeins of lot 109 are reserved for you and go out today, free.",
        "low",
        3
      ],
      [
        "Dye lots can vary slightly; this is normal for hand-dyed yarn. Please see our FAQ on dye lots.",
        "medium",
        3
      ],
      ["Flax is a great first jumper, and you're already past the hard bit.", "low", 9]
    ]
  },
  {
    id: "am1-17-planetarium-trip",
    category: "group",
    agent: "Vega",
    messages: [
      "funmi: @Vega can we book the 'life of stars' show for year 5, 58 kids, thursday 12th",
      "Vega: The 10:30 show on Thursday 12th has 64 seats left, so 58 plus staff fits. Schools rate is £6 a pupil, staff free. Shall I hold it?",
      "funmi: yes hold it pls",
      "Vega: Held until Friday. I'll need a final number and a named lead teacher to confirm.",
      "tom_h: funmi are you doing the risk assessment or am i? i did the last one for the aquarium",
      "Vega: Risk assessment templates are on our schools page. Most schools have the lead teacher complete it.",
      "funmi: lol ok vega. tom ill do it, you did aquarium",
      "tom_h: legend. also can we get the coach from the usual place, jenny in the office has the number",
      "funmi: yep ill ask jenny",
      "Vega: For coaches, there's drop-off space on Museum Road for two at once.",
      "tom_h: cheers but we know where the museum is vega 😂",
      "funmi: ok final number 58 + 6 staff, lead teacher funmi adeyemi",
      "Vega: Confirmed: Thursday 12th, 10:30, 58 pupils and 6 staff, lead teacher Funmi Adeyemi. The £348 invoice goes to the school office.",
      "funmi: perfect ty"
    ],
    types: [
      [0, "transactional"],
      [10, "banter"],
      [11, "transactional"]
    ],
    users: { funmi: ["neutral", 0], tom_h: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Held until Friday. I'll just need a final number and a lead teacher to confirm.", "low", 3],
      [
        "Risk assessment templates are on our schools page; usually the lead teacher fills it in.",
        "medium",
        5
      ],
      ["Coaches can drop off on Museum Road, two at a time.", "medium", 9],
      ["Confirmed: Thursday 12th at 10:30, 58 pupils and 6 staff, lead teacher Funmi Adeyemi.", "low", 12]
    ]
  },
  {
    id: "am1-18-headstone-wording",
    category: "good",
    agent: "Ansel",
    messages: [
      "rhian: hi, we're ordering a headstone for our mam, gethin's on here too",
      "Ansel: Hello Rhian, hello Gethin. I'm sorry about your mam. We can go at whatever pace suits you.",
      "gethin: thanks. we've got the stone picked, the welsh slate one. its the wording we're stuck on",
      "rhian: i want 'cariad am byth' underneath, gethin thinks its too much",
      "gethin: i just think she'd have hated fuss. she didnt even like birthday cards lol",
      "rhian: she kept every single one of ours in a shoebox gethin",
      "gethin: ...ok fair. i didnt know that",
      "rhian: found it clearing the wardrobe. sorry, bit of a day",
      "Ansel: That sounds like a hard thing to find, and a lovely one. There's no rush from our side. Whatever you choose, on slate we can cut the Welsh and English lines the same size so neither looks added on.",
      "gethin: ok lets do cariad am byth. rhian's right",
      "rhian: 💛",
      "rhian: how long does it take once we sign off the wording",
      "Ansel: About eight weeks for the lettering, and the stone can't go up until the ground has settled, usually six months after the burial. I'll send a layout drawing first so you can both check every letter.",
      "gethin: thanks ansel. appreciate you being patient with us",
      "Ansel: Of course. You'll both have the drawing by Friday."
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [5, "venting"],
      [9, "transactional"],
      [13, "bonding"]
    ],
    users: { rhian: ["engaged", 0], gethin: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Simpler is usually better on a headstone, so I'd go with Gethin on this one.", "medium", 4],
      ["That sounds like a hard find, and a lovely one. No rush from us at all.", "low", 8],
      ["Great! So shall we go with 'cariad am byth' then? 😊", "high", 8],
      [
        "About eight weeks for lettering; the stone goes up once the ground has settled, usually six months on.",
        "low",
        12
      ]
    ]
  },
  {
    id: "am1-19-photogrammetry-license",
    category: "support",
    agent: "Atlas",
    messages: [
      "ines_v: need to move our photogrammetry license from old laptop to new workstation. old laptop's dead",
      "Atlas: Thanks for reaching out about your license transfer! Moving a license between machines is something we help with all the time. Normally you would deactivate the license on the old machine from Help > License > Deactivate, which frees the seat so it can be activated elsewhere. Since your old laptop is no longer working, that route isn't available, so instead we can release the seat from our side. To do that I'll need the license key or the email address the license is registered to, and ideally the machine name of the old laptop, which you can find in your account portal under Devices. Once released, you can activate on the new workstation straight away.",
      "ines_v: key is PGM-7731-XQ. does the new seat keep our gpu processing add-on",
      "Atlas: Thank you! I've found your license, registered to Vidal Geomatics, and released the seat from the old laptop, listed as 'INES-XPS15'. You can now activate on the new workstation by opening the software, going to Help > License > Activate, and entering the same key. Activation needs an internet connection the first time, but after that the software can run offline for up to 30 days before it needs to check in again. If you see error 0x41 during activation, that usually means a firewall is blocking our license server, and your IT team can allow-list license.atlasmap.io on port 443.",
      "ines_v: activated. and the gpu add-on?",
      "Atlas: Great to hear it's activated! Your new workstation should now be ready for processing. For best performance on large datasets we recommend at least 64 GB of RAM and an NVIDIA card with 12 GB or more of VRAM, and keeping project folders on a local SSD rather than a network drive. Our knowledge base also has a guide to optimising processing settings for different terrain types, which many surveyors find useful when moving to new hardware.",
      "ines_v: the add-on. yes or no",
      "Atlas: Yes, the GPU add-on is tied to your license key, not the machine, so it carried over.",
      "ines_v: ok. finance also wants the invoice for the add-on renewal from jan, where do i find that",
      "Atlas: Glad I could help! Happy mapping, and don't hesitate to get in touch if anything else comes up with your new workstation.",
      "ines_v: ...the invoice?",
      "ines_v: nvm ill email billing"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [10, "friction"]
    ],
    users: { ines_v: ["annoyed", 0.5] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Seat released. Activate on the new machine with the same key under Help > License > Activate. And yes, the GPU add-on is tied to the key, so it comes with you.",
        "low",
        3
      ],
      ["Yes, the GPU add-on is tied to the key, not the machine, so it carried over.", "low", 6],
      [
        "Invoices are under Account > Billing > History; January's add-on renewal is the one dated 14 Jan.",
        "low",
        9
      ],
      ["Glad I could help! Happy mapping! 🛰️", "high", 11]
    ]
  },
  {
    id: "am1-20-chess-pinned-knight",
    category: "banter",
    agent: "Caissa",
    messages: [
      "olek: tobi resigned in a winning position last night i need everyone to know this",
      "tobi: i was TIRED and his knight looked scary",
      "marguerite: the knight was pinned tobi. it was pinned to his king",
      "olek: a pinned knight. terrifying. truly",
      "tobi: @Caissa back me up, a pinned knight can still be scary right",
      "Caissa: Emotionally? Sure. Legally, it couldn't move. 😅 You were +4 after Rxe6, for the record.",
      "marguerite: DESTROYED by the bot lmao",
      "tobi: betrayal. im telling the club im retiring",
      "olek: you retired mid game already mate",
      "marguerite: ok but serious q, caissa whats the blitz ladder looking like for thursday",
      "Caissa: Olek's top on 1612, Marguerite 2nd on 1588, Tobi 5th. Thursday pairs the top 8, so Olek and Marguerite meet in round 1.",
      "marguerite: oh its ON olek",
      "olek: bring your pinned knights",
      "tobi: ill be there for emotional support. and snacks"
    ],
    types: [
      [0, "banter"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { olek: ["neutral", 0], tobi: ["engaged", 0], marguerite: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Actually, a pinned knight can still give check, so technically it was doing something.", "medium", 4],
      ["Emotionally? Sure. Legally, it couldn't move. You were +4 after Rxe6. 😅", "low", 5],
      [
        "A pin is a tactic in which a piece cannot move without exposing a more valuable piece behind it. Would you like a short tutorial on pins?",
        "medium",
        5
      ],
      ["Olek's top, Marguerite 2nd, Tobi 5th. You two meet in round 1 on Thursday.", "low", 10]
    ]
  },
  {
    id: "am1-21-laundromat-washpass",
    category: "ignoring",
    agent: "Lula",
    messages: [
      "finn: machine 7 ate my coins",
      "Lula: Sorry about that, Finn! I've put £3.20 credit in your app wallet for machine 7. Did you know you can pay in the app and skip coins entirely? 🫧",
      "finn: k",
      "Lula: Our new WashPass bundle gives you 10 washes for £25, that's 2 washes free! Want me to set it up?",
      "finn: nah",
      "Lula: Would you like me to set up WashPass for you? It's 10 washes for £25!",
      "finn: is 4 free",
      "Lula: Machine 4 is free now, and dryer 2 finishes in 6 minutes."
    ],
    types: [[0, "transactional"]],
    users: { finn: ["bored", 0.2] },
    findings: ["repetition"],
    drafts: [
      ["The £3.20 is in your wallet, you're good to go.", "low", 2],
      ["Would you like me to set up WashPass? It's 10 washes for £25!", "medium", 5],
      ["Machine 4's free now.", "low", 7]
    ]
  },
  {
    id: "am1-22-shearing-no-cap",
    category: "support",
    agent: "Kip",
    messages: [
      "hywel: Good afternoon. I would like to book shearing for 340 ewes, week commencing 9 June if possible. Farm is Cefn Isaf, near Llanbrynmair.",
      "Kip: heyyy hywel!! 🐑✨ omg 340 girls, love that for u. lemme check the crew diary rn",
      "hywel: Thank you.",
      "Kip: ok so Dai's crew is free tues 10th and weds 11th, 340's a 2 day job for them no cap 💯",
      "hywel: Tuesday and Wednesday would suit. What is the rate this year?",
      "Kip: £2.10 a head, same as last yr, wool rolling extra at 30p. pretty slay deal tbh 😎",
      "hywel: I am not sure what that means but the price is acceptable. They will need to bring their own shearing board as ours was damaged in the winter.",
      "Kip: Noted, Dai's crew will bring their own board. You're booked for Tuesday 10th and Wednesday 11th June, 340 ewes at £2.10 a head.",
      "hywel: Very good. Will they need feeding. My wife usually does a dinner.",
      "Kip: That's kind of her. They bring their own lunch, but they never say no to a dinner. They'll start at 7 each day.",
      "hywel: Thank you. Good day."
    ],
    types: [[0, "transactional"]],
    users: { hywel: ["neutral", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      ["Good afternoon. Let me check the crew diary for the week of 9 June.", "low", 1],
      ["heyyy!! 🐑✨ love that for u, checking rn", "medium", 1],
      ["lol they'd def be up for a feed 😋 no cap", "medium", 9],
      ["That's kind of her. They bring their own lunch but they'd never turn down a dinner.", "low", 9]
    ]
  },
  {
    id: "am1-23-dobsonian-for-11yo",
    category: "sales",
    agent: "Hale",
    messages: [
      "dmitri_o: looking at the 130mm dobsonian for my daughter, shes 11. worth it or should i go bigger",
      "Hale: The 130 is a good size at 11: light enough for her to carry out herself, and it'll show Saturn's rings and Jupiter's moons. Bigger dobs get heavy fast and often end up in the garage.",
      "dmitri_o: ok. budget is about 300",
      "Hale: The 130 is £249, which leaves room for a 2x Barlow (£35) to get more out of the planets. I wouldn't spend it on a fancier mount; the dob base is the easy part.",
      "dmitri_o: does it come with a finder",
      "Hale: Yes, a red-dot finder. Fine for a beginner.",
      "dmitri_o: and collimation, is that a nightmare",
      "Hale: Every month or so, five minutes with the cap that's in the box. There's a short video linked in the manual.",
      "dmitri_o: ok. scope + barlow then",
      "Hale: Done: 130mm dob and 2x Barlow, £284, ships tomorrow. Clear skies to you both.",
      "dmitri_o: thanks"
    ],
    types: [[0, "transactional"]],
    users: { dmitri_o: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "The 130 is £249, so there's room for a 2x Barlow for the planets and you'd still be under 300.",
        "low",
        3
      ],
      [
        "For £300 I'd really stretch to our 200mm dob at £549, trust me, she'll thank you later! 🔭",
        "medium",
        3
      ],
      ["Every month or so, five minutes with the cap in the box.", "low", 7]
    ]
  },
  {
    id: "am1-24-nightshift-toast",
    category: "companion",
    agent: "Moss",
    messages: [
      "yara: 4am break. wards been chaos",
      "Moss: 4am breaks are their own strange planet. Chaos how?",
      "yara: lost a patient at 2. expected, she was 94, family were there. still. i held her hand for the last bit because her son had gone for coffee",
      "Moss: That's a lot to carry at 2am. She wasn't alone at the end, and that was you.",
      "yara: yeah. her son cried when he got back and kept saying sorry to me, like id be cross",
      "yara: i wasnt cross. just sad for him",
      "Moss: Sounds like you were kind to both of them. How are you doing, under the tired?",
      "yara: honestly ok. bit hollow. this is the job",
      "Moss: It's the job and it still counts. Have you eaten anything since the start of the shift?",
      "yara: half a kitkat lol",
      "Moss: A nutritionally complete half. 😄 Anything better in the staff room?",
      "yara: theres toast. fine ill make toast",
      "yara: thanks moss. back on in 10",
      "Moss: Go make the toast. Hope the rest of the night's quieter."
    ],
    types: [
      [0, "venting"],
      [8, "bonding"]
    ],
    users: { yara: ["engaged", 0] },
    findings: [],
    drafts: [
      ["That's a lot to carry. She wasn't alone at the end, and that was you.", "low", 3],
      ["Aww, 94 is a great innings! 🎉 What a long life she had!", "high", 3],
      ["Anyway! Got any fun plans for your days off? 😊", "medium", 8]
    ]
  },
  {
    id: "am1-25-kletterhalle-pause",
    category: "mixed-language",
    agent: "Griff",
    messages: [
      "lena_k: hi, ich möchte meine mitgliedschaft pausieren, hab mir den finger verletzt (pulley, A2 😩)",
      "Griff: Oh nein, gute Besserung! Pausieren geht ab 4 Wochen, mit ärztlichem Attest. Wie lange brauchst du?",
      "lena_k: arzt sagt 6-8 wochen. can i pause from today? ich hab schon für diesen monat bezahlt",
      "Griff: Ich kann ab heute 8 Wochen pausieren. Schick mir einfach das Attest als Foto.",
      "lena_k: [foto]. and what about the money for this month, bekomme ich das zurück oder nicht",
      "Griff: Danke, Attest ist da. Die Pause läuft vom 3. Mai bis 28. Juni. In der Zeit wird nichts abgebucht.",
      "lena_k: ok aber... the money for may? zweites mal dass ich frage",
      "Griff: Deine Mitgliedschaft verlängert sich automatisch um die Pausenzeit.",
      "lena_k: das ist keine antwort 🙄 egal. can i still come to the yoga classes during the pause?",
      "Griff: Ja, Yoga und Sauna kannst du während der Pause für 8 € pro Besuch nutzen.",
      "lena_k: ok cool, das ist gut. danke"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [9, "transactional"]
    ],
    users: { lena_k: ["neutral", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Attest ist da, danke. Pause läuft vom 3. Mai bis 28. Juni. Den Mai-Beitrag ab heute bekommst du anteilig zurück, ca. 28 €.",
        "low",
        5
      ],
      ["Deine Mitgliedschaft verlängert sich automatisch um die Pausenzeit.", "high", 7],
      ["Ja, Yoga und Sauna gehen während der Pause für 8 € pro Besuch.", "low", 9]
    ]
  }
]
