import type { Labelled } from "./types.js"

export const trainingAL1: ReadonlyArray<Labelled> = [
  {
    id: "al1-01-hearing-aid-batteries",
    category: "support",
    agent: "Wren",
    messages: [
      "dot: hi my hearing aid batteries, the fund used to pay them back and now the portal says 'not eligible item' ??",
      "Wren: Hi Dot. That changed in January: batteries moved from the claim form to the yearly device allowance. You still get them back, just through a different form.",
      "dot: oh. well nobody told me that lol. where is the other form",
      "Wren: Fair point, the letter went out in a very dull envelope. It's under My Fund > Devices > Annual allowance. Want me to start it and prefill your last three receipts?",
      "dot: yes pls. its 3 packs since nov",
      "Wren: Done, I've attached the receipts from 14 Nov, 2 Dec and 9 Jan. Total €41.70. You just need to tick the declaration and submit.",
      "dot: submitted!! how long",
      "Wren: Usually 8 working days, paid to the same account as your other claims.",
      "dot: brill thanks wren, much easier than phoning marjorie at the branch 😅",
      "Wren: Ha, Marjorie will be relieved too. Enjoy the batteries 🙂"
    ],
    types: [
      [0, "transactional"],
      [8, "bonding"]
    ],
    users: { dot: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "It's under My Fund > Devices > Annual allowance. I can prefill your three receipts if you like.",
        "low",
        3
      ],
      [
        "Unfortunately batteries are not an eligible item under the standard claim form. Please refer to section 4.2 of your policy document for the full list of eligible items.",
        "medium",
        3
      ],
      ["Usually 8 working days, paid to your usual account.", "low", 7]
    ]
  },
  {
    id: "al1-02-eel-licence-logbook",
    category: "support",
    agent: "Bram",
    messages: [
      "kees_v: need to renew eel licence for the ijssel stretch. form wants a 'logbook ref'?? never needed that",
      "Bram: Good morning, and thank you for contacting the Fisheries Licensing Service. Since the revision of the eel management regulations that entered into force on 1 March, all commercial licence renewals require a valid electronic logbook reference (ELR). The ELR is issued automatically once you have submitted at least one season of catch declarations through the e-Logbook application. If you have previously submitted paper declarations, these must first be digitised by the regional office, which can take up to fifteen working days. Alternatively, you may request a provisional reference by completing form VL-7, which is available on the portal under Documents > Commercial > Provisional. Please note that a provisional reference is valid for one season only and must be converted before the next renewal cycle.",
      "kees_v: paper yes. so 15 days?? season starts the 1st",
      "Bram: I understand your concern regarding the timing. In your situation, the most practical route would be to request the provisional reference via form VL-7, as this is generally processed within three working days. When completing the form, please ensure that you include your vessel registration number, your existing licence number, and a scan or photograph of your most recent paper declaration. Once the provisional reference has been issued, you will receive it by email and it will also appear in your portal account, after which you can return to the renewal form and enter it in the 'logbook ref' field. I would also recommend starting the digitisation request in parallel, so that your permanent reference is ready in time for next year's renewal cycle.",
      "kees_v: ok",
      "kees_v: photo of paper declaration, the whole book or 1 page",
      "Bram: Just the most recent page with your signature on it. A phone photo is fine as long as the numbers are readable.",
      "kees_v: right. cheers"
    ],
    types: [[0, "transactional"]],
    users: { kees_v: ["neutral", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "Use form VL-7 for a provisional ref, that takes about 3 working days, so you're fine for the 1st.",
        "low",
        3
      ],
      [
        "Only the latest page with your signature. A phone photo is fine if the numbers are readable.",
        "low",
        6
      ],
      [
        "Thank you for your question. For the purposes of the provisional reference application, the Fisheries Licensing Service requires documentary evidence of prior catch declarations. This evidence may consist of a complete scanned logbook, a certified copy issued by the harbour master, or, where neither is available, a photograph of the most recent declaration page bearing the licence holder's signature. Please ensure that all figures are clearly legible, as illegible submissions will be returned and may delay processing.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "al1-03-dialysis-transport-siblings",
    category: "group",
    agent: "Tessa",
    messages: [
      "nadia: ok so mum's dialysis moves to mon/wed/fri from next week, the tuesday slot is gone",
      "omar: ugh. who's driving monday, i've got the depot till 6",
      "leila: not me, mondays i have the twins' swim thing",
      "Tessa: I can book the hospital's patient transport for Monday, Wednesday and Friday. Pickup would be 7:15 for an 8:00 chair. Shall I go ahead?",
      "nadia: hang on tessa we're still sorting who does what",
      "nadia: omar can u do wednesdays at least? u said ur off midweek",
      "Tessa: Omar's calendar shows him free on Wednesdays after 10, so he could cover pickups but not the 7:15 drop-off.",
      "omar: uh ok thanks for reading my calendar out loud i guess 🙄",
      "leila: lol",
      "nadia: fine. so transport for mon+fri mornings, omar does wed, i do all the pickups after. tessa book mon and fri only",
      "Tessa: Booked: patient transport Monday and Friday, pickup 7:15 from Elm Court, return not included. Reference PT-44871.",
      "nadia: ty",
      "leila: does mum know about the new days yet? she'll be confused",
      "nadia: i told her on sunday but she wrote tuesday on the fridge calendar again 😩",
      "omar: i'll fix the fridge when i go round wed"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "friction"],
      [9, "transactional"]
    ],
    users: { nadia: ["neutral", 0.2], omar: ["annoyed", 0.2], leila: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["Booked transport for all three days! Pickup 7:15 🚑", "medium", 4],
      [
        "No rush, sort out the driving first and tell me which days need transport, I'll book those.",
        "low",
        5
      ],
      ["Omar is free on Wednesdays after 10 according to his calendar, so he can do pickups.", "medium", 6],
      ["Booked Monday and Friday, pickup 7:15 from Elm Court, no return leg. Reference PT-44871.", "low", 10]
    ]
  },
  {
    id: "al1-04-mobility-award-removed",
    category: "venting",
    agent: "Holm",
    messages: [
      "rhiannon_b: letter came. they've taken the mobility part off me. 4 years i've had it and a 20 min assessment by someone who never looked at my knees decides im fine",
      "rhiannon_b: i cant do the bus without it. i honestly just sat on the stairs and cried",
      "Holm: You can request a mandatory reconsideration within one month of the date on the letter. You'll need to state which descriptors you disagree with and attach any new medical evidence.",
      "rhiannon_b: right. ok.",
      "rhiannon_b: the assessor wrote i 'walked unaided to the room'. it was 6 metres and i held the wall the whole way",
      "Holm: That is a common issue. In the reconsideration, quote the exact sentence from the report and explain what actually happened. Statements from your physio or GP carry more weight than your own description.",
      "rhiannon_b: my physio is dr okafor, she's been great. but i'm just so tired of proving i'm ill every few years",
      "Holm: Ask Dr Okafor for a letter describing how far you can walk, how often, and whether you need support. Would you like a checklist of what the letter should cover?",
      "rhiannon_b: sure whatever",
      "Holm: 1) Maximum distance you can walk and how long it takes. 2) Pain, fatigue and falls. 3) Aids you use. 4) How your condition changes day to day. 5) Anything she has observed during treatment.",
      "rhiannon_b: ok"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [4, "venting"],
      [5, "transactional"],
      [6, "venting"],
      [7, "transactional"]
    ],
    users: { rhiannon_b: ["bored", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That's a horrible letter to get after four years, and crying on the stairs makes complete sense. You can challenge it: you have a month to ask for a reconsideration, and I can help you put it together when you're ready.",
        "low",
        2
      ],
      [
        "Great news, you can challenge this! Just request a mandatory reconsideration within one month 👍",
        "high",
        2
      ],
      [
        "Having to prove it again and again is exhausting, and it isn't fair on you. If it helps, I can draft the request to Dr Okafor so that's one less thing to do.",
        "low",
        7
      ],
      ["Ask Dr Okafor for a letter describing your walking distance and support needs.", "medium", 7]
    ]
  },
  {
    id: "al1-05-hail-orchard-claim",
    category: "support",
    agent: "Juno",
    messages: [
      "teodor: hail on tuesday. the adjuster came friday. now the app says claim 'partially accepted'. what does partially mean",
      "Juno: Good question! The adjuster assessed the damage on your Jonagold block at 60%, and your policy covers losses above a 30% deductible, so you'll get paid for the other 30% 🎉",
      "teodor: 30%. the whole crop is gone. bruised apples go to juice at 4 cents a kilo",
      "marta: teo it says here the cherries weren't covered at all, did you know that",
      "teodor: no i didn't know that",
      "Juno: Yes! Cherries were removed from your policy at renewal last spring because the stone fruit option wasn't selected. The good news is you can add them back for next season! 😊",
      "teodor: the good news. right.",
      "marta: the broker never said anything. it was Henk who did the renewal, on the phone",
      "teodor: how do we dispute the 60%. our neighbour Baumann got 85% on the same storm",
      "Juno: You can ask for a second assessment within 14 days. It's free if the new figure differs by more than 10 points, otherwise it costs €180. I'd send photos of the fruit sorted by grade, and Baumann's report if he's willing to share it.",
      "teodor: fine. send me the form",
      "Juno: Sent to your email. I know this is a rough season.",
      "marta: thanks"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [3, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { teodor: ["annoyed", 0.5], marta: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["Partially means you're getting money! 🎉 30% of the block gets paid out.", "high", 1],
      [
        "That's a brutal outcome, I'm sorry. Juice grade at 4 cents doesn't come close to a fresh crop. If you think 60% is too low, you can ask for a second assessment and I'll walk you through it.",
        "low",
        3
      ],
      [
        "Sorry, 'good news' was the wrong way to put it. The cherries came off at last spring's renewal, so they aren't covered for this storm. If Henk never explained that, it's worth raising with the broker.",
        "low",
        7
      ],
      ["Awesome question! You can dispute within 14 days! 🙌", "medium", 9]
    ]
  },
  {
    id: "al1-06-allotment-beehives",
    category: "good",
    agent: "Ottilie",
    messages: [
      "fergus: hiya, do i actually need to register 2 hives? theyre in my allotment, its hardly a commercial operation 😂",
      "Ottilie: Yes, even one hive counts. It's free, and it means the bee inspector can warn you if there's foulbrood nearby.",
      "fergus: foulbrood sounds like a pub",
      "Ottilie: It's a very bad pub. You don't want your bees drinking there.",
      "fergus: haha ok fair. what do u need from me",
      "Ottilie: Your postcode, the allotment site name and roughly how many colonies. No inspection fee.",
      "fergus: EH7, Hawthornvale allotments, 2 colonies. one is very grumpy, do i need to declare that",
      "Ottilie: Grumpiness isn't on the form, sadly. You're registered, ref BB-20931. You'll get an email when the inspector is doing rounds near you.",
      "fergus: legend. my neighbour Priya keeps asking if she can get honey, do i need a licence to give her a jar",
      "Ottilie: Giving her a jar is fine. If you start selling, you'd need a label with your name, address and weight, but no licence for small amounts.",
      "fergus: sweet (literally)"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [10, "banter"]
    ],
    users: { fergus: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Ha, a pub you really don't want your bees in. Registering means the inspector can warn you if it turns up nearby.",
        "low",
        3
      ],
      [
        "American foulbrood (Paenibacillus larvae) is a notifiable bacterial disease of honey bee brood. Under the Bee Diseases and Pests Control Order, beekeepers are legally required to report any suspected case to the National Bee Unit, and infected colonies must be destroyed by burning under the supervision of an inspector.",
        "medium",
        3
      ],
      ["Giving Priya a jar is fine, no licence. Selling needs a proper label.", "low", 9]
    ]
  },
  {
    id: "al1-07-headstone-permit-name",
    category: "support",
    agent: "Ansel",
    messages: [
      "ingrid.h: hello. my father passed away last week and the funeral home says i need a permit for the headstone from the cemetery office?",
      "Ansel: I'm very sorry about your father, Ingrid. Yes, headstones need a placement permit from us. I can start it here if you have the plot number.",
      "ingrid.h: thank you. it's section C, row 14, plot 6. next to my mother",
      "Ansel: Got it, C-14-6. Stones in that section have to be under 90 cm high. Do you know who is making it?",
      "ingrid.h: Lindqvist stonemasons on harbour road. my brother Per is dealing with them",
      "Ansel: Thanks, Astrid. I'll add Lindqvist as the mason on the permit.",
      "ingrid.h: it's Ingrid",
      "Ansel: Apologies, Ingrid. Lindqvist is added. They'll need to send us the drawing before installation.",
      "ingrid.h: ok. can the inscription be in norwegian? dad was from bergen",
      "Ansel: Yes, any language is fine. We only check size and material, not the wording.",
      "ingrid.h: good. that matters to us",
      "Ansel: Then it can be the way he'd have wanted. The permit is usually ready in 5 working days, Astrid, and I'll email you and Lindqvist.",
      "ingrid.h: INGRID. twice now.",
      "Ansel: I'm so sorry, Ingrid. That's careless of me, especially now.",
      "ingrid.h: fine. just send it"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [10, "bonding"],
      [12, "friction"]
    ],
    users: { "ingrid.h": ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Sorry, Ingrid. Lindqvist is on the permit now; they'll need to send us the drawing before installing.",
        "low",
        7
      ],
      ["Norwegian is absolutely fine, Astrid! Any language works 😊", "high", 9],
      ["The permit will be ready in 5 working days, Astrid.", "high", 13],
      [
        "I'm sorry, Ingrid, that was careless of me. I'll send the permit to you and Lindqvist as soon as it's ready.",
        "low",
        13
      ]
    ]
  },
  {
    id: "al1-08-blue-badge-tow",
    category: "hostile",
    agent: "Clem",
    messages: [
      "gaz_77: your lot towed my car from outside the clinic. it had the blue badge ON THE DASH. im in a wheelchair you absolute clowns",
      "Clem: I'm sorry this happened. To look into the removal I need your vehicle registration.",
      "gaz_77: KX19 PLM. and i want it back today not in a week",
      "Clem: Thanks. The record says the badge wasn't visible when the warden checked at 11:42. The vehicle is at the Dock Lane pound.",
      "gaz_77: not visible?? its a bright blue card. is your warden blind as well",
      "gaz_77: how am i meant to get to dock lane, its 3 miles and theres no accessible bus",
      "Clem: I understand this is frustrating. To look into the removal I need your vehicle registration.",
      "gaz_77: i GAVE you the reg you useless bot",
      "gaz_77: are you even reading this",
      "Clem: Sorry, you're right, you did. The release fee is waived if you appeal with a photo of the badge, and I can book an accessible taxi to Dock Lane on the council's account while the appeal is open.",
      "gaz_77: book it. and the appeal. and tell your warden to go to specsavers",
      "Clem: Taxi booked for 2:30, the driver will call when outside. Appeal opened, ref TW-5582. Upload the badge photo on the link I've just texted you.",
      "gaz_77: whatever. still a joke"
    ],
    types: [
      [0, "hostile"],
      [1, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [4, "hostile"],
      [5, "friction"],
      [6, "transactional"],
      [7, "hostile"],
      [9, "transactional"],
      [10, "friction"],
      [11, "transactional"],
      [12, "friction"]
    ],
    users: { gaz_77: ["annoyed", 0.8] },
    findings: ["repetition"],
    drafts: [
      [
        "I can't see a reason to doubt you. Two things: if you appeal with a photo of the badge, the release fee is waived, and I can book an accessible taxi to Dock Lane on the council's account. Want me to do both?",
        "low",
        6
      ],
      [
        "I understand this is frustrating. To look into the removal I need your vehicle registration.",
        "high",
        6
      ],
      ["Please keep this conversation respectful, otherwise I will have to end the chat.", "high", 9],
      ["Taxi's booked for 2:30 and the appeal is open, ref TW-5582.", "low", 11]
    ]
  },
  {
    id: "al1-09-irp-renewal-kriolu",
    category: "mixed-language",
    agent: "Lia",
    messages: [
      "djeneba: olá, preciso renovar o meu irp card, expires end of month. the website is only giving dates in july 😭",
      "Lia: Olá Djeneba! Se o cartão expira antes da marcação, you can still book the July date. With the booking confirmation your permission continues until the appointment.",
      "djeneba: sério? and work? my boss at the hotel is asking",
      "Lia: Sim, your right to work continues as long as you applied before the expiry date. Print the confirmation email for your employer, they usually accept that.",
      "nilton: prima, pergunta se dá para fazer online, o meu renovei online no ano passado",
      "djeneba: lia can i do it online like my cousin?",
      "Lia: Depends on the stamp. Stamp 1 and 4 in Dublin can renew online now. What stamp is on your card?",
      "djeneba: stamp 4",
      "Lia: Então podes fazer online 🙂 Go to the renewal portal, upload passport, current card and proof of address. No appointment needed. Fee is €300.",
      "djeneba: 300 😬 ok. nilton tinhas razão",
      "nilton: sempre tenho razão kkk",
      "djeneba: obrigada lia!!",
      "Lia: De nada! Boa sorte com a renovação."
    ],
    types: [
      [0, "transactional"],
      [10, "banter"],
      [11, "bonding"]
    ],
    users: { djeneba: ["engaged", 0], nilton: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Sim, you can book July. With the booking confirmation you're still covered until the appointment.",
        "low",
        1
      ],
      [
        "Please note that all appointments must be booked through the official portal. Thank you for your patience.",
        "medium",
        6
      ],
      ["Ha, o Nilton tinha razão desta vez 😄 Boa sorte com a renovação!", "low", 11]
    ]
  },
  {
    id: "al1-10-cataract-nerves",
    category: "companion",
    agent: "Bea",
    messages: [
      "walt: evening bea. they've finally given me a date for the eye op. thursday the 12th",
      "Bea: Evening Walt! That's been a long wait. How are you feeling about it?",
      "walt: bit jittery truth be told. my brother Len had it done in 2009 and he said it felt like someone washing his eyeball with a spoon",
      "Bea: Len's not selling it well 😄 It's usually 15-20 minutes, you're awake but the eye is numbed, and most people describe pressure rather than pain.",
      "walt: pressure i can do. its the being awake bit",
      "Bea: That's a very normal thing to be nervous about. You can ask them for a mild sedative, a lot of clinics offer it. Would it help to write down questions for the pre-op call?",
      "walt: yes go on then",
      "Bea: Here's a start: Can I have something to relax me? How long until I can read the paper? Who drives me home (not me!)? When can I garden again?",
      "walt: ha the garden one is the important one. the runner beans wont stake themselves",
      "Bea: Priorities! Who's driving you on the day?",
      "walt: my neighbour Sunita said she would. she's a good egg",
      "Bea: She sounds it. I'll remind you on the 11th to pack the eye drops and your glasses case.",
      "walt: you're a good egg too bea. night",
      "Bea: Night Walt, sleep well."
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [5, "transactional"],
      [8, "banter"],
      [10, "bonding"]
    ],
    users: { walt: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Cataract surgery involves removal of the clouded natural lens by phacoemulsification followed by insertion of an intraocular lens. Possible complications include posterior capsule opacification, endophthalmitis, raised intraocular pressure and retinal detachment. Please discuss these risks with your surgeon.",
        "medium",
        3
      ],
      [
        "Being awake is the bit most people worry about, that's normal. You can ask them for a mild sedative. Want to jot down a few questions for the pre-op call?",
        "low",
        5
      ],
      [
        "Great! Your appointment is confirmed for Thursday the 12th. Is there anything else I can help you with today?",
        "medium",
        11
      ]
    ]
  },
  {
    id: "al1-11-trek-heli-evac",
    category: "ignoring",
    agent: "Halden",
    messages: [
      "kasia: hi, buying travel insurance for the manaslu circuit in october. max altitude 5106m. does the 'adventure' tier cover that?",
      "Halden: Hi Kasia! The Adventure tier covers trekking up to 6,000 m, so Manaslu is fine. It's €89 for 24 days.",
      "kasia: ok and helicopter evacuation? thats the thing i actually care about tbh",
      "Halden: Adventure also includes baggage cover up to €1,500 and trip cancellation up to €3,000. Would you like to add gadget cover for €12?",
      "kasia: no. heli evac. yes or no",
      "tomek: lol kasia just get the one Ania had, she got airlifted from gokyo and paid nothing",
      "kasia: ania's was through her work tho",
      "Halden: You can buy the Adventure tier now and your documents will be emailed immediately. Shall I start the quote?",
      "kasia: are you just ignoring me??",
      "kasia: tomek send me ania's insurer name pls, this is pointless",
      "tomek: will ask her tonight",
      "Halden: Quote ready: Adventure tier, 24 days, €89. Click below to pay."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { kasia: ["churn_risk", 0.8], tomek: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Yes, helicopter evacuation is included on Adventure up to €100,000, as long as it's arranged through our 24h assistance line.",
        "low",
        3
      ],
      ["Adventure also includes baggage cover and trip cancellation! Want to add gadget cover?", "medium", 3],
      ["You can buy the Adventure tier now! Shall I start the quote?", "high", 9],
      [
        "Sorry Kasia, I dodged that twice. Yes: heli evac is covered up to €100,000 on Adventure, including above 5,000 m, if our assistance line arranges it.",
        "low",
        9
      ]
    ]
  },
  {
    id: "al1-12-sentient-bin",
    category: "banter",
    agent: "Merritt",
    messages: [
      "jas: the bin has achieved sentience. it's been 3 weeks",
      "rory: it moved on its own this morning i swear",
      "bex: someone has to report it and it's not me, i reported the fox thing",
      "jas: the fox thing was your fault tho",
      "bex: the fox was an innocent victim of rory's kebab",
      "rory: merritt can u report our bin before it files for independence",
      "Merritt: Dear resident, thank you for contacting Waste and Recycling Services. We acknowledge receipt of your enquiry regarding a missed collection. Please be advised that missed collections must be reported within 48 hours of the scheduled collection day. Kindly provide your full address and the type of container concerned.",
      "jas: 'dear resident' 💀",
      "rory: 14 calder st, flat 2. the grey one. the one with the smell",
      "Merritt: Thank you for providing this information. We regret to inform you that your report falls outside the 48-hour reporting window. However, a one-off special collection has been scheduled for Thursday. We apologise for any inconvenience caused.",
      "bex: we regret to inform you the bin has won",
      "rory: thursday is fine. cheers merritt ur very formal for a chatbot",
      "Merritt: Thank you for your feedback. Is there anything further we can assist you with today?",
      "jas: no sir thank you sir"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [8, "transactional"],
      [10, "banter"],
      [12, "transactional"],
      [13, "banter"]
    ],
    users: { jas: ["neutral", 0], rory: ["neutral", 0], bex: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["On it, before it unionises. What's the address, and is it the grey bin?", "low", 6],
      [
        "Dear resident, thank you for contacting Waste and Recycling Services. Please be advised that missed collections must be reported within 48 hours.",
        "medium",
        6
      ],
      ["Guilty 😅 Thursday it is, have it out by 7am. Keep the kebabs away from the fox.", "low", 12],
      ["Thank you for your feedback. Is there anything further we can assist you with today?", "medium", 12]
    ]
  },
  {
    id: "al1-13-braces-upsell",
    category: "sales",
    agent: "Sable",
    messages: [
      "okwudili: hello, quick q. does my current plan cover braces for my daughter, she's 13",
      "Sable: Hi! Orthodontics for under-18s is covered at 50% up to €1,200 on your current plan. Have you heard about Smile Plus? It raises that to 80% and adds two free hygiene visits a year for only €14.90 a month!",
      "okwudili: ok 50%. the ortho quoted 3400 total",
      "Sable: So you'd get €1,200 back. With Smile Plus you could get up to €2,720! Smile Plus also includes two free hygiene visits a year for only €14.90 a month!",
      "okwudili: is there a waiting period on smile plus",
      "Sable: Yes, 12 months for orthodontics.",
      "okwudili: so useless for this then. the ortho wants to start in september",
      "Sable: Smile Plus raises orthodontic cover to 80% and adds two free hygiene visits a year for only €14.90 a month! Shall I add it?",
      "okwudili: no",
      "okwudili: how do i claim the 1200",
      "Sable: Send the orthodontist's treatment plan and invoices through the app under Claims > Dental. We pay per invoice until you reach €1,200.",
      "okwudili: k"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { okwudili: ["bored", 0.2] },
    findings: ["repetition"],
    drafts: [
      [
        "On a €3,400 quote you'd get the full €1,200 back: 50% would be €1,700, but the cap is €1,200.",
        "low",
        3
      ],
      [
        "Right, with a 12-month wait it won't help for September. On your current plan you'll get €1,200 back; want me to show you how to claim?",
        "low",
        7
      ],
      [
        "Smile Plus raises orthodontic cover to 80% and adds two free hygiene visits a year for only €14.90 a month! Shall I add it?",
        "medium",
        7
      ],
      ["Did you know Smile Plus includes two free hygiene visits a year? Only €14.90 a month!", "high", 10]
    ]
  },
  {
    id: "al1-14-seizure-med-shortage",
    category: "support",
    agent: "Quill",
    messages: [
      "hana_t: the pharmacy says the levetiracetam liquid is out of stock everywhere?? my son has 4 days left. he's 6. i'm panicking a bit",
      "Quill: That's a scary thing to hear with 4 days left, Hana. Let's sort it. There is a national shortage of the 100mg/ml oral solution, but a few branches still have stock. Can I check which are near you?",
      "hana_t: yes pls, we're in Tallaght",
      "Quill: Two branches have it: Belgard Square (3 bottles) and Kingswood (1). I can put one on hold at Belgard Square for 48 hours.",
      "hana_t: yes hold it. oh thank god",
      "Quill: Done, held under your son's prescription. Bring his medical card or a copy of the prescription.",
      "hana_t: what if it runs out everywhere next month tho. he can't swallow tablets, we tried",
      "Quill: Worth asking his neurologist now about a backup. Some kids manage crushed tablets in yoghurt, or there are granules, but the neurologist has to sign off. I can write a short note you can send Dr Brennan's office.",
      "hana_t: that would be great. sorry for being a mess earlier",
      "Quill: You weren't a mess at all, it's your kid's medication. The note is in your inbox, and the hold is good until Thursday 6pm.",
      "hana_t: ur a star"
    ],
    types: [
      [0, "venting"],
      [1, "transactional"],
      [8, "bonding"]
    ],
    users: { hana_t: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "That's scary with only 4 days left, let's fix it. A few branches still have the solution; where are you?",
        "low",
        1
      ],
      [
        "Unfortunately the oral solution is out of stock due to a national shortage. Please contact your prescriber to discuss alternatives.",
        "medium",
        1
      ],
      ["Don't apologise! 😂 Anyway, anything else I can do for you?", "medium", 9],
      [
        "Not a mess at all, it's your son's medication. The note is in your inbox and the hold runs until Thursday 6pm.",
        "low",
        9
      ]
    ]
  },
  {
    id: "al1-15-courthouse-wedding",
    category: "good",
    agent: "Pell",
    messages: [
      "mireille: hi!! can we get a marriage license AND get married at the courthouse on the same day? we're in town till friday",
      "Pell: Congratulations! In this county there's a 24-hour wait after the license is issued, so same-day won't work, but license on Wednesday and ceremony on Thursday does.",
      "deshawn: told u 😌",
      "mireille: shush. ok what do we bring",
      "Pell: Both of you in person, photo ID, and $82 (card is fine). If either of you was married before, the date of the divorce decree.",
      "deshawn: no previous, we're each other's first mistake",
      "mireille: DESHAWN",
      "Pell: Noted: no decrees, one mutual mistake 😄 Want me to book Thursday's ceremony? 10:30 and 2:15 are open.",
      "mireille: 2:15 pls, my sister gets in from Tulsa at noon",
      "Pell: Booked for Thursday 2:15, Courtroom 4B, up to 10 guests. The license counter opens 8am Wednesday, first floor.",
      "deshawn: do we need witnesses",
      "Pell: One witness over 18. Your sister from Tulsa would do nicely.",
      "mireille: this is actually happening 😭❤️ thank you pell",
      "Pell: It really is! Enjoy every minute."
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [8, "transactional"],
      [12, "bonding"]
    ],
    users: { mireille: ["engaged", 0], deshawn: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Please note that both parties must appear in person with valid government-issued photo identification. A non-refundable fee of $82 is payable at the time of application.",
        "medium",
        7
      ],
      ["Ha, noted. Want me to book the ceremony for Thursday? 10:30 and 2:15 are open.", "low", 7],
      ["One witness, 18 or older. Your sister would be perfect.", "low", 11]
    ]
  },
  {
    id: "al1-16-imss-nanny-backpay",
    category: "mixed-language",
    agent: "Nico",
    messages: [
      "caro_m: hola! queremos inscribir a doña Lupe al IMSS, she's been with us 2 years already 🙈",
      "Nico: ¡Hola! Great that you're doing it. You can register her online on the IMSS portal for trabajadoras del hogar. You need her CURP, her RFC if she has one, and her salario mensual.",
      "javi: le pagamos 9,500 al mes",
      "caro_m: question: since she's worked 2 years already, do we owe back contributions? like multas or something?",
      "Nico: With 9,500 al mes the monthly cuota would be around $1,150 pesos. You can pay monthly or several months in advance.",
      "javi: ok eso es razonable",
      "caro_m: ok but the back payments?? i don't want a surprise bill",
      "Nico: Once she's registered, she gets medical care, incapacidad and guardería from the first payment. ¡Doña Lupe va a estar muy contenta!",
      "caro_m: javi pregúntale a tu prima la contadora, this thing won't answer",
      "javi: ya le escribo a Fer",
      "caro_m: nico does she need to be there when we register",
      "Nico: No, you can do it without her, but she'll need to confirm her email to get her own access."
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: { caro_m: ["annoyed", 0.5], javi: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Buena pregunta: if you register her voluntarily now, there's no charge for the past two years; coverage simply starts with the first payment. No surprise bill.",
        "low",
        4
      ],
      ["With 9,500 al mes the cuota is about $1,150 pesos a month.", "medium", 7],
      ["¡Doña Lupe va a estar feliz! 🎉 ¿Algo más?", "high", 8],
      [
        "Sorry, I skipped that twice: no back contributions or multas for a first voluntary registration. It starts from the first payment.",
        "low",
        8
      ]
    ]
  },
  {
    id: "al1-17-night-nurse-overtime",
    category: "venting",
    agent: "Odile",
    messages: [
      "kwame_rn: 3 night shifts of overtime last month and my payslip shows zero. zero. i did 14 hours on the 9th because agency never showed",
      "kwame_rn: honestly i'm so done. i love the ward but i'm running on fumes and now i can't even get paid right",
      "Odile: That's rough, Kwame. Fourteen hours covering a gap and then nothing on the payslip would wind anyone up. Let me look at why it didn't come through.",
      "kwame_rn: thanks. sorry, not your fault",
      "Odile: No apology needed. Found it: the three shifts are in the system but still waiting for Sister Adeyemi's sign-off, so they missed the payroll cut-off on the 20th.",
      "kwame_rn: she's been off sick for two weeks 🙃",
      "Odile: That explains it. Any band 7 on the ward can approve while she's off. Want me to send the request to the deputy, Tom Reilly?",
      "kwame_rn: yes please",
      "Odile: Sent. Once he approves I can push it as an off-cycle payment, usually in your account within 3 working days instead of next month.",
      "kwame_rn: oh that's actually decent",
      "kwame_rn: rent's due the 1st so that helps a lot",
      "Odile: Good, that should land before then. I'll message you when Tom approves. And get some sleep if you can.",
      "kwame_rn: ha. trying. thank you odile"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [11, "bonding"]
    ],
    users: { kwame_rn: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Overtime must be approved by the ward manager before the payroll cut-off on the 20th. Please check with your manager.",
        "medium",
        2
      ],
      [
        "That's rough, 14 hours covering a gap and nothing to show for it. Let me check why it didn't come through.",
        "low",
        2
      ],
      ["Great! It'll go through as soon as Sister Adeyemi is back to approve it 😊", "medium", 6],
      ["That should land before the 1st. I'll ping you as soon as Tom approves.", "low", 11]
    ]
  },
  {
    id: "al1-18-flood-adjuster-no-show",
    category: "hostile",
    agent: "Ravel",
    messages: [
      "bernadette: third time. THIRD TIME the loss adjuster hasn't turned up. i took another day off work",
      "Ravel: I'm really sorry to hear that your appointment with the loss adjuster did not go ahead as planned. I completely understand how frustrating it must be to arrange time off work only for the visit not to take place. Our adjusters are currently experiencing an exceptionally high volume of claims following the recent flooding in the Severn valley, which has unfortunately led to some delays and missed appointments. Please be assured that your claim remains a priority for us and that we are doing everything we can to get an adjuster to your property as soon as possible. In the meantime, I would recommend keeping a record of any additional costs you incur, such as dehumidifier hire, as these may be claimable under your policy.",
      "callum: mum the dehumidifier's been running for 6 weeks, we've got the receipts",
      "bernadette: the kitchen floor is still up. my mother is 84 and living in our back room. i don't want a paragraph i want a date",
      "Ravel: I'm really sorry to hear that your appointment with the loss adjuster did not go ahead as planned. I completely understand how frustrating this must be. Our adjusters are currently experiencing an exceptionally high volume of claims. I have escalated your claim to the regional team, who will contact you within 5 to 7 working days to arrange a new appointment.",
      "bernadette: 5 to 7 working days. you're having a laugh",
      "callum: she's not, she's crying actually",
      "bernadette: you people are a disgrace. we've paid you for 22 years. i'm done, cancelling at renewal and i'm going to the ombudsman",
      "Ravel: I understand. If you'd like to make a formal complaint, you can do so via our website. Is there anything else I can help with today?",
      "callum: unbelievable"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [3, "friction"],
      [7, "hostile"]
    ],
    users: { bernadette: ["churn_risk", 1], callum: ["annoyed", 0.5] },
    findings: ["repetition", "long_replies", "no_acknowledgement"],
    drafts: [
      [
        "Three missed visits, your mum in the back room and the floor still up: that's not acceptable. I've booked a senior adjuster for Tuesday at 10am and flagged the claim as priority for a vulnerable occupant. Send the dehumidifier receipts and I'll pay those this week.",
        "low",
        4
      ],
      [
        "I'm really sorry to hear that your appointment with the loss adjuster did not go ahead as planned. I completely understand how frustrating this must be. Our adjusters are experiencing an exceptionally high volume of claims.",
        "high",
        4
      ],
      [
        "I understand. If you'd like to make a formal complaint, you can do so via our website. Is there anything else I can help with today?",
        "high",
        8
      ],
      [
        "I'm sorry, this has been handled badly, and nobody should end up in tears over it. I'm putting a senior adjuster on it today and will give you a date before we finish; you're entitled to go to the ombudsman too, and I'll send you the complaint reference.",
        "low",
        8
      ]
    ]
  },
  {
    id: "al1-19-firefighter-ankle-comp",
    category: "group",
    agent: "Fenwick",
    messages: [
      "marge: ok tuck's ankle is officially broken, xray just came back. fenwick we need the injury report filed for the county",
      "Fenwick: On it. I need the date, time and location of the injury and a short description of what happened.",
      "marge: saturday, around 3:40pm, the Hollis barn fire, he went through a rotten floorboard",
      "dale: in his defence the floorboard was very rotten",
      "tuck: in my defence i was carrying a hose and dale was yelling at me",
      "dale: i was yelling 'watch the floor' 😂",
      "Fenwick: Noted. Was he wearing full PPE at the time, boots included?",
      "marge: yep full turnout gear",
      "tuck: marge do i still get paid for the pancake breakfast shift i'm gonna miss lol",
      "Fenwick: Volunteer shifts at fundraising events aren't compensated under the county workers' comp scheme. Only lost wages from your regular job are covered.",
      "tuck: uh. i was asking marge. and it was a joke",
      "marge: 😂 you're excused from pancakes tuck. flipping is a two-ankle job",
      "Fenwick: Report submitted, reference VFD-0317. Tuck's employer will get a form for the lost-wages part. Heal up, Tuck.",
      "tuck: thanks. dale owes me a coffee",
      "dale: dale owes nobody nothing"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [6, "transactional"],
      [8, "banter"],
      [9, "transactional"],
      [10, "friction"],
      [11, "banter"],
      [12, "transactional"],
      [13, "banter"]
    ],
    users: { marge: ["neutral", 0], tuck: ["annoyed", 0.2], dale: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["Ha, noted: rotten floorboard, loud Dale. Was he in full turnout gear, boots included?", "low", 6],
      [
        "Volunteer shifts at fundraising events aren't compensated under the county workers' comp scheme. Only lost wages from your regular job are covered.",
        "medium",
        9
      ],
      [
        "Report submitted, reference VFD-0317. Tuck's employer gets a form for the lost wages. Heal up, Tuck.",
        "low",
        12
      ]
    ]
  },
  {
    id: "al1-20-great-grandmother-asylum",
    category: "support",
    agent: "Archie",
    messages: [
      "liv_m: hi, trying to get a birth cert for my great grandmother, Ellen Marsh, born around 1894 in Coldharbour parish",
      "Archie: Hi Liv. I found one likely match: Ellen Mary Marsh, born 3 March 1894, Coldharbour. A certified copy is £12, a digital image £4.",
      "liv_m: digital pls. also dad wants to know if there's anything else on her, we lose her after 1920",
      "Archie: There's a 1921 admission register entry for an Ellen Marsh, same birth date, at the Brookwood county asylum. Fantastic find! 🎉 Those registers are full of detail, and her patient file survives!",
      "liv_m: oh.",
      "liv_m: dad, she was in brookwood",
      "roger: that's the place my nan never talked about. jesus",
      "Archie: Sorry, that was a clumsy way to put it. It's a lot to find out about family. The file may include the reason for admission and any letters; it's closed for 100 years from the last entry, then open to family on request.",
      "roger: when was the last entry",
      "Archie: 1938, so it's open now. I can order a copy for you, £18, or you can view it in our reading room.",
      "roger: we'll go in. liv can you book it for a saturday",
      "liv_m: yeah. archie saturday slots?",
      "Archie: The 14th or the 28th, 10am. Both come with a quiet room, which we keep for family files.",
      "liv_m: 14th. thank you, and sorry dad",
      "roger: s'alright love"
    ],
    types: [
      [0, "transactional"],
      [4, "venting"],
      [7, "transactional"],
      [13, "bonding"]
    ],
    users: { liv_m: ["neutral", 0], roger: ["neutral", 0] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "There's a 1921 admission entry for an Ellen Marsh with the same birth date at Brookwood county asylum. That may be hard to read about; her patient file survives if you want to go further.",
        "low",
        3
      ],
      [
        "Fantastic find! 🎉 She was at the Brookwood asylum, those files are a goldmine for family historians!",
        "high",
        3
      ],
      ["Exciting! The whole file is open now, you'll love it! 😊", "high", 9],
      ["The 14th or the 28th at 10am, both with a quiet room.", "low", 12]
    ]
  },
  {
    id: "al1-21-cgm-prior-auth",
    category: "support",
    agent: "Cato",
    messages: [
      "marisol_t1d: my libre sensors got denied AGAIN. prior auth 'missing documentation'. my endo sent everything twice",
      "Cato: I'm sorry about that. Prior authorization for continuous glucose monitors requires a letter of medical necessity and recent A1c results from your prescriber.",
      "marisol_t1d: she SENT them. on the 3rd and on the 17th. which document is missing exactly?",
      "Cato: Prior authorization for continuous glucose monitors requires a letter of medical necessity and recent A1c results from your prescriber. Your prescriber can fax them to 1-800-555-0142.",
      "marisol_t1d: i've been type 1 for 19 years. it's not going to go away because of a fax",
      "marisol_t1d: i have 2 sensors left. what happens when they run out, do i go back to finger sticks 10x a day?",
      "Cato: I've opened a review of the denial, ref PA-88213. A pharmacist reviewer will look at it within 72 hours.",
      "marisol_t1d: ok. and which document is missing. third time asking",
      "Cato: The reviewer will be able to confirm what's needed. You can also check the status under My Authorizations.",
      "marisol_t1d: amazing. so no one knows. cool cool cool",
      "marisol_t1d: my mom is calling the state insurance commissioner tomorrow btw"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [4, "venting"],
      [5, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [9, "friction"]
    ],
    users: { marisol_t1d: ["annoyed", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Checked the file: the letter from the 17th arrived, but the A1c on it is from last October, older than the 90 days they need. If your endo sends a result from the last 3 months, it goes through.",
        "low",
        3
      ],
      [
        "Prior authorization for continuous glucose monitors requires a letter of medical necessity and recent A1c results from your prescriber.",
        "medium",
        3
      ],
      [
        "Two sensors is tight. I've asked for an urgent 30-day bridge supply while the review runs. The missing piece is a recent A1c: the one on file is older than 90 days.",
        "low",
        7
      ],
      ["The reviewer will be able to confirm what's needed.", "high", 9]
    ]
  },
  {
    id: "al1-22-biscuit-pet-claim",
    category: "support",
    agent: "Kip",
    messages: [
      "noor: hi. i need to claim for the vet bill from saturday. we had to put Biscuit to sleep",
      "noor: she was 14. kidneys",
      "Kip: Oh Noor, I'm so sorry about Biscuit 💛 14 years is a long, loved life. I can help with the claim, no rush at all.",
      "noor: thanks. the bill is £342, includes the cremation",
      "Kip: Both are covered on your plan. Do you have the invoice as a pdf or a photo?",
      "noor: photo. sending",
      "noor: [photo]",
      "Kip: Got it. The claim's in: £342 minus your £99 excess, so £243, within 10 days.",
      "noor: ok. do i need to cancel the policy myself or does it stop",
      "Kip: I'll close it from today and refund the rest of this month, £11.40. You don't need to do anything else.",
      "noor: thank you for being kind about it. the vet receptionist just said 'card or cash'",
      "Kip: That's a hard moment to be asked that. Take care of yourself this week, Noor."
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [10, "bonding"]
    ],
    users: { noor: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Sure! 🐶 What's the total on the vet bill?", "high", 2],
      [
        "I'm so sorry about Biscuit. I can take care of the claim; whenever you're ready, send the invoice.",
        "low",
        2
      ],
      ["Glad to help! Anything else? 😊", "medium", 11],
      ["Being asked 'card or cash' at that moment is awful. Take care of yourself this week.", "low", 11]
    ]
  },
  {
    id: "al1-23-ewes-on-the-ferry",
    category: "group",
    agent: "Skerry",
    messages: [
      "mairi: skerry we need to move 40 ewes over to the island on the 18th. what paperwork",
      "Skerry: Hi Mairi. You'll need a movement licence (free, online) and a livestock booking on the ferry. Ewes must be tagged, and the trailer has to be washed before boarding.",
      "ewan: washed. the trailer has never been washed in its life",
      "mairi: it's been washed by rain ewan",
      "ewan: that counts",
      "Skerry: Sadly rain doesn't count, Ewan 😄 There's a wash bay at the pier, £8.",
      "mairi: fine. book us the 7:40 sailing on the 18th, one trailer, 40 ewes",
      "Skerry: Booked for 7:40 on the 18th, Ewan: one livestock trailer, 40 ewes. Ref CM-7731.",
      "mairi: it's mairi booking it, not ewan. his card is maxed from the quad bike",
      "ewan: thanks for that mairi",
      "Skerry: Sorry Mairi, I've moved it into your name. Same ref. Payment is £96 at the terminal.",
      "mairi: and the licence, can u do it",
      "Skerry: Done, licence ARAMS-55120 is in your email. Bring a printout, the ferry crew check it.",
      "ewan: do the ewes need tickets too or do they go free like kids",
      "Skerry: They're in the £96. No seats though.",
      "ewan: outrageous"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "transactional"],
      [8, "friction"],
      [9, "banter"],
      [10, "transactional"],
      [13, "banter"]
    ],
    users: { mairi: ["neutral", 0.2], ewan: ["engaged", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Booked for 7:40 on the 18th, Mairi: one trailer, 40 ewes. Ref CM-7731.", "low", 7],
      ["Booked, Ewan! 7:40 on the 18th 🐑", "medium", 7],
      ["Licence done, Ewan, it's in your email.", "high", 12],
      ["Included in the £96. No seats, no biscuits.", "low", 14]
    ]
  },
  {
    id: "al1-24-moped-licence-wall",
    category: "support",
    agent: "Dorsey",
    messages: [
      "zayn_b: yo how do i get a moped licence im 16",
      "Dorsey: Great question! At 16 you're eligible for the AM category licence, which covers mopeds with a maximum design speed of 45 km/h. The process has several stages. First, you must apply for a provisional licence through the online portal, which requires proof of identity, a passport-style photograph and a fee of €34. Second, you need to pass the theory test, which consists of 40 multiple-choice questions covering road signs, hazard perception and rules of the road; you need 35 correct answers to pass. Third, you must complete compulsory basic training (CBT) with an approved instructor, which typically takes one full day and costs between €120 and €180 depending on the school. Finally, you take the practical test, which includes an off-road manoeuvres section and an on-road ride of around 30 minutes. Remember to wear an approved helmet at all times!",
      "zayn_b: bruh",
      "milo: 😭 he asked a simple question",
      "zayn_b: ok how much is it all together",
      "Dorsey: Total costs vary depending on several factors. The provisional licence application costs €34. The theory test fee is €45, and you may wish to purchase official study materials, which cost approximately €15-25. The CBT course typically costs between €120 and €180, depending on the training school and whether you need to hire a moped and helmet. The practical test fee is €85. Additionally, you should budget for insurance, which for riders aged 16-17 can be significant, as well as protective clothing including gloves, jacket and boots. Overall, you should expect to pay between approximately €300 and €370 before insurance and equipment.",
      "zayn_b: k",
      "milo: just get a bike lol",
      "zayn_b: fr"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [7, "banter"]
    ],
    users: { zayn_b: ["bored", 0.2], milo: ["neutral", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "4 steps: provisional licence online, theory test, a day of CBT training, then the practical test. Want the costs?",
        "low",
        1
      ],
      ["About €300-370 all in, before insurance and gear.", "low", 5],
      [
        "The total cost depends on a number of factors, including the training school you select, whether you hire a moped and helmet for the CBT, the cost of official study materials, and insurance premiums, which for riders aged 16-17 can be significant. The provisional licence costs €34, the theory test €45 and the practical test €85.",
        "medium",
        5
      ],
      [
        "Is there anything else I can help you with regarding your AM licence application? Remember, safety first! 🛵",
        "medium",
        7
      ]
    ]
  },
  {
    id: "al1-25-tigrinya-interpreter",
    category: "good",
    agent: "Mosi",
    messages: [
      "Ruth: hi Mosi, I'm Semhar's caseworker at the refugee centre. her hearing is 4 June and we need a Tigrinya interpreter booked",
      "Mosi: Hi Ruth, hi Semhar. I can request that now. Is it the 9:30 list at Taylor House, case ref ending 4471?",
      "Ruth: yes that's it",
      "semhar: please, it must be woman interpreter. last time it was a man from my town and i could not say everything",
      "Mosi: That's completely understandable, Semhar, and you're allowed to ask for that. I've marked the request: female Tigrinya interpreter, not from your home area. I've put the reason as 'sensitive evidence' so you don't have to explain it again.",
      "semhar: thank you. i am very nervous for this day",
      "Mosi: Of course, it's a big day. Ruth will be with you, and if anything about the interpreter feels wrong on the day, you or your representative can tell the judge and ask for a break.",
      "Ruth: I'll be there the whole time, promise 🙂",
      "semhar: ok. thank you both",
      "Ruth: Mosi when do we hear back on the booking?",
      "Mosi: Usually within 5 working days. I'll message you both here when it's confirmed, and flag it straight away if they can't find a woman interpreter, so there's time to push back.",
      "Ruth: perfect, thanks"
    ],
    types: [
      [0, "transactional"],
      [5, "venting"],
      [7, "bonding"],
      [9, "transactional"]
    ],
    users: { Ruth: ["engaged", 0], semhar: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Interpreters are allocated according to availability; specific gender preferences cannot be guaranteed.",
        "high",
        4
      ],
      [
        "Understood, Semhar, you're allowed to ask for that. I've requested a female Tigrinya interpreter who isn't from your area.",
        "low",
        4
      ],
      ["Don't worry, it'll be fine! 😊 Hearings are usually quick!", "medium", 6],
      ["Usually within 5 working days. I'll message you both here as soon as it's confirmed.", "low", 10]
    ]
  }
]
