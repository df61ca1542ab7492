import type { Labelled } from "./types.js"

export const trainingAU7: ReadonlyArray<Labelled> = [
  {
    id: "au7-01-bell-foundry-tenor-crack",
    category: "sales",
    agent: "Tolliver",
    messages: [
      "gwen: hi, our tenor bell cracked at easter, vicar says recast or weld?? we're a tiny parish in powys so budget is. tight lol",
      "Tolliver: Hi Gwen, sorry to hear about the tenor. Welding is usually cheaper (roughly £3-5k for that size) but can shift the tone slightly; recasting is £9-14k and gives you a freshly tuned bell. Do you know its weight or diameter?",
      "gwen: derek measured it, hang on",
      "derek: 38 inches across the mouth, cast 1872 it says on the waist",
      "Tolliver: Thanks Derek, that's roughly 9 cwt. At that age I'd lean towards welding if the crack hasn't run far. Could you send a photo of it?",
      "gwen: sending now 📸",
      "gwen: is it bad",
      "Tolliver: Not bad. It's about 15cm from the lip and hasn't reached the sound bow, so it's a good candidate for welding, and the 1872 inscription stays intact that way.",
      "derek: oh thank god, the inscription has the names of the lads who paid for it",
      "gwen: ok how do we even get it to you, it's up a tower with a ladder from 1950",
      "Tolliver: We send a two-person crew with a lifting frame. Removal and rehanging is around £1,800 for a single bell, usually done in a quiet month.",
      "gwen: can we pay in 2 bits? fundraiser is in june",
      "Tolliver: Yes: 30% deposit to book, the rest on rehanging. If the fundraiser is in June we could schedule removal for late July so the money's in first.",
      "derek: that's very decent of you tbh",
      "gwen: brill. send the quote to the parish email pls, stmarys.llan@ the usual",
      "Tolliver: Will do today, Gwen. I'll itemise welding, removal and rehang separately so the PCC can see each part.",
      "gwen: amazing thank you!! 🔔"
    ],
    types: [[0, "transactional"]],
    users: { gwen: ["engaged", 0], derek: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Not bad: it's 15cm from the lip and clear of the sound bow, so welding should work and the 1872 inscription stays as it is.",
        "low",
        7
      ],
      [
        "Great news! Our recast bells come with a 25-year tone guarantee and a free tuning certificate! Shall I book you in for a full recast? 🔔",
        "medium",
        7
      ],
      ["Payment terms are set out in section 4.2 of our standard conditions.", "medium", 12],
      [
        "Yes, split it: 30% to book and the rest when it's rehung. We can time removal for after the June fundraiser.",
        "low",
        12
      ]
    ]
  },
  {
    id: "au7-02-fossil-box-cancel-loop",
    category: "sales",
    agent: "Marlo",
    messages: [
      "kez: how do i cancel the fossil box. cant find it in the app",
      "Marlo: Hi Kez! Before you go, did you know you can pause instead? Skip up to 3 months and keep your collector tier AND the free display case at box 12!",
      "kez: no i want to cancel. money's tight rn",
      "Marlo: Totally get it! How about 40% off your next 3 boxes? That's just £13.80 a month for genuine fossils from Morocco and the Jurassic Coast 🦕",
      "kez: thats still 13.80 i dont have",
      "kez: just tell me where the button is pls",
      "Marlo: I understand! You could also pause instead: skip up to 3 months and keep your collector tier AND the free display case at box 12!",
      "kez: u literally said that already",
      "kez: mate im asking a simple question",
      "Marlo: Sorry about that! To cancel go to Account > Subscription > Manage > Cancel. Just so you know, you'll lose your collector tier progress (box 9 of 12).",
      "kez: fine. done. bit grim guilt tripping someone who's skint tbh",
      "Marlo: Your cancellation is confirmed. We hope to see you again!"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { kez: ["churn_risk", 0.8] },
    findings: ["repetition"],
    drafts: [
      [
        "Sorry Kez: Account > Subscription > Manage > Cancel. It stops before the next box ships and you won't be charged again.",
        "low",
        6
      ],
      [
        "Before you go, have you thought about pausing instead? You'd keep your collector tier and the free display case!",
        "high",
        6
      ],
      [
        "Fair point, and sorry for the runaround. You're cancelled, no more charges. Hope things ease up soon.",
        "low",
        11
      ]
    ]
  },
  {
    id: "au7-03-falconry-gift-walking-stick",
    category: "sales",
    agent: "Quill",
    messages: [
      "priya: hi! looking at the hawk walk experience for my dad's 70th",
      "Quill: Hi Priya, lovely idea. The Hawk Walk is 2.5 hours flying Harris hawks through the woods, £95 per person. Weekends book up about a month ahead.",
      "priya: ok cool. he uses a walking stick tho, how long is the walk actually and is it hilly?",
      "Quill: We also have the Owl Encounter, 1 hour, £55, where you handle barn owls, a tawny and our eagle owl Bramble.",
      "priya: mm ok",
      "priya: and can someone come along to watch? my mum would want to come",
      "Quill: Spectators are welcome for £10. They can take photos but not fly the birds.",
      "priya: ok. and the walking thing?",
      "Quill: Gift vouchers are valid for 12 months and can be used on any experience. Would you like one for the Hawk Walk?",
      "priya: i'll have a think and maybe ring you guys",
      "priya: thanks"
    ],
    types: [[0, "transactional"]],
    users: { priya: ["neutral", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "It's about 2km on mostly flat woodland paths with a couple of gentle slopes, and we go at the group's pace, so a stick is fine. The Owl Encounter is all on level ground if that's easier.",
        "low",
        3
      ],
      [
        "The Hawk Walk makes a brilliant 70th present! Shall I pop a gift voucher in the basket for you?",
        "medium",
        3
      ],
      [
        "Sorry, I skipped that one: the walk is about 2km, mostly flat with two gentle slopes, and we stop a lot. Plenty of guests with sticks do it.",
        "low",
        8
      ],
      ["Gift vouchers are valid for 12 months! Would you like one for the Hawk Walk?", "high", 8]
    ]
  },
  {
    id: "au7-04-rooftop-hive-restaurant-onboarding",
    category: "support",
    agent: "Hollis",
    messages: [
      "tomasz: hello, we signed up for the rooftop hive thing yesterday, what happens now",
      "Hollis: Hi Tomasz, welcome aboard. Next step is a site visit: our beekeeper checks the roof for wind, access and load. Does Thursday or Friday morning suit?",
      "tomasz: friday. before 10 tho, lunch prep after",
      "Hollis: Friday 8:30 is booked. Ruth will come; she needs roof access and about 40 minutes.",
      "tomasz: do i need to do anything with the bees myself? i know nothing lol, i just want the honey for desserts",
      "Hollis: Nothing hands-on unless you want to. Ruth inspects every 2 weeks in season and does the harvest. If you're curious you can suit up and join her.",
      "tomasz: my sous chef will 100% want to do that, she's obsessed",
      "Hollis: Bring her along, we have spare suits in most sizes.",
      "tomasz: how much honey are we talking realistic",
      "Hollis: First year is usually modest, 5-10 kg from one hive while the colony builds up. Year two on a city roof is often 15-25 kg.",
      "tomasz: ok so no honey panna cotta on the menu til august got it 😂",
      "Hollis: August is about right for a first harvest, so you've timed the menu well 😄",
      "tomasz: ha. ok one thing, customers on the terrace. will they get stung",
      "Hollis: The hive goes on the upper roof with the entrance facing away from the terrace, and bees fly up and out over it. Ruth will check the flight path on Friday.",
      "tomasz: perfect. see you friday then"
    ],
    types: [[0, "transactional"]],
    users: { tomasz: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Unlikely: the hive sits on the upper roof facing away from the terrace, so the bees fly up and over. Ruth will double-check on Friday.",
        "low",
        13
      ],
      [
        "Stings are rare! Fun fact: a single hive can hold up to 60,000 bees 🐝🐝🐝 Isn't nature amazing?!",
        "medium",
        13
      ],
      [
        "As per clause 3 of the Service Agreement, hive maintenance is the responsibility of Hollis Apiaries Ltd. Please refer to your onboarding PDF for further details.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "au7-05-yoyo-string-club-pushy",
    category: "sales",
    agent: "Spindle",
    messages: [
      "dex: yo do u ship to canada",
      "Spindle: Hey there! Great question, and welcome to SpinLab, home of the competition-grade poly strings trusted by over 40 national champions! Yes, we ship to Canada 🇨🇦 While you're here, have you checked out String Club? For just $14.99/month you get 100 strings in your choice of thickness (Type 8, Type 9 or our signature Fat 10), early access to limited colourways, 10% off bearings and response pads, and entry into our monthly giveaway for a signed Shutter. Most players who join say they never go back to buying single packs!",
      "dex: ok. how much is shipping tho",
      "dex: just want one 100 pack of type 8",
      "Spindle: Totally! A single 100-pack of Type 8 is $11.99. But here's the thing: with String Club you'd get that same pack PLUS early access to limited colourways, 10% off bearings and response pads, and entry into our monthly giveaway for a signed Shutter, all for $14.99! Members also get free shipping to Canada, so it basically pays for itself if you order more than once. Want me to set that up for you?",
      "dex: no",
      "dex: shipping cost for non members. please",
      "Spindle: Shipping to Canada for non-members is $8.50 standard (7-12 business days) or $19 tracked express (3-5 business days). Just a heads up though: String Club members get free shipping, early access to limited colourways, 10% off bearings and response pads, and entry into our monthly giveaway for a signed Shutter! Honestly it's the best value for serious throwers like you 🪀",
      "dex: bro i've asked 3 times. i dont want the club",
      "dex: 8.50 standard is fine. checkout link?",
      "Spindle: Here's your checkout link: spinlab.shop/c/t8-100. Enjoy your strings!",
      "dex: finally lol"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { dex: ["annoyed", 0.5] },
    findings: ["long_replies", "repetition"],
    drafts: [
      [
        "Shipping to Canada is $8.50 standard (7-12 days) or $19 tracked. The Type 8 100-pack is $11.99.",
        "low",
        3
      ],
      [
        "Great choice! Type 8 is our bestseller! Did you know String Club gets you that pack plus free shipping, early colourways, 10% off bearings and a monthly giveaway for just $14.99?",
        "medium",
        3
      ],
      ["Here you go: spinlab.shop/c/t8-100, $11.99 plus $8.50 standard shipping.", "low", 10],
      [
        "Sure! One last thing though: String Club would save you that $8.50 every single time. Want me to add it?",
        "high",
        10
      ]
    ]
  },
  {
    id: "au7-06-memorial-reef-exclamation-marks",
    category: "sales",
    agent: "Orla",
    messages: [
      "nadia: hi. my mum died on tuesday. she always said she wanted to be part of the reef thing you do off cornwall",
      "Orla: That's wonderful! 🌊 Our Memorial Reef is such a special way to be remembered! Packages start at £2,950 and include a reef ball cast with the ashes, a bronze plaque and a boat trip to the placement site! 🐠",
      "nadia: ok",
      "nadia: the cremation isnt til the 14th. is there a rush",
      "Orla: No rush at all! We place reef balls twice a year, in May and September. Ashes can reach us any time before the casting date, which is usually 6 weeks before placement.",
      "nadia: my brother wants to come on the boat. and his kids. is there room",
      "Orla: Yes! The boat takes 12 family members, so plenty of room for everyone! 🎉 Kids love it, we often see seals!",
      "nadia: right",
      "nadia: sorry im not really up to the exclamation marks today",
      "Orla: I'm so sorry, Nadia, that was thoughtless of me, and I'm sorry about your mum. There's no rush on anything. When you're ready I can email the details so you can look at them with your brother.",
      "nadia: yeah email is better. thanks",
      "Orla: I'll send it today. Take care of yourself."
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { nadia: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your mum, Nadia. I'm glad she told you what she wanted. There's no rush at all; I can explain how it works whenever you're ready.",
        "low",
        1
      ],
      [
        "Wonderful choice! 🌊 Packages start at £2,950 and include a bronze plaque and a boat trip! 🐠",
        "high",
        1
      ],
      ["Yes, the boat takes 12, so your brother and his kids can all come.", "low", 6],
      ["Yes!! Plenty of room for everyone! 🎉 Kids LOVE it!", "medium", 6]
    ]
  },
  {
    id: "au7-07-narrowboat-stag-group",
    category: "group",
    agent: "Lockie",
    messages: [
      "sam: right lads boat is booked for 12th-19th, i've added the hire company's bot in here so we can sort stuff",
      "jonno: legend",
      "big_phil: phil here, has anyone actually driven one of these",
      "sam: jonno did on his uncle's boat didnt u",
      "Lockie: No experience is needed! Every hire starts with a 45-minute handover where an instructor takes you through steering, locks and mooring. Most first-timers are confident by the first lock.",
      "jonno: i was gonna answer that lol. yeah did a week on the llangollen, it's piss easy, just go slow",
      "big_phil: jonno at the helm then, we're doomed 😂",
      "jonno: oi",
      "sam: @Lockie can we bring a bbq on board",
      "Lockie: Disposable BBQs are fine on the towpath but not on deck; there's a gas hob in the galley. The boat has a roof box for gear.",
      "big_phil: jonno what about the cooler, you still got the big one",
      "Lockie: Cool boxes are welcome! The boat also has a full-size fridge and a small freezer compartment.",
      "jonno: ...i was asked mate",
      "jonno: yeah phil i've got it, it's in my mum's garage",
      "sam: how many locks is it to the pub in the brochure",
      "Lockie: It's 11 locks from the base to the Anchor at Tixall, roughly 4 hours cruising.",
      "big_phil: 4 hours for a pint. worth it",
      "sam: sorted then. phil you're on snacks"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [12, "friction"],
      [14, "transactional"]
    ],
    users: { sam: ["engaged", 0], jonno: ["annoyed", 0.5], big_phil: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      [
        "No experience needed! Every hire starts with a 45-minute handover covering steering, locks and mooring.",
        "medium",
        4
      ],
      [
        "Not on deck, sorry: disposable BBQs are fine on the towpath, and there's a gas hob in the galley.",
        "low",
        9
      ],
      ["Cool boxes are welcome! There's also a fridge on board!", "medium", 11],
      ["11 locks to the Anchor at Tixall, about 4 hours at canal pace.", "low", 15]
    ]
  },
  {
    id: "au7-08-harpsichord-tuning-village-hall",
    category: "good",
    agent: "Fenn",
    messages: [
      "margit: do you tune harpsichords or only pianos. ours is a flemish double, village concert on the 22nd",
      "Fenn: Yes, harpsichords too. A double manual takes about 2 hours. What pitch do you play at, 415 or 440?",
      "margit: 415, the baroque group insists",
      "Fenn: Fine. I'd tune on the morning of the 22nd rather than earlier, since hall temperature moves them a lot. £120 plus £20 travel. Does 9am work?",
      "margit: 9 is good, the caretaker opens at 8:30",
      "Fenn: Booked. I'll bring spare quills in case any plectra need revoicing.",
      "margit: wonderful, thank you 🎶"
    ],
    types: [[0, "transactional"]],
    users: { margit: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "415, got it. Best to tune the morning of the concert since the hall temperature moves them. £120 plus £20 travel; would 9am suit?",
        "low",
        3
      ],
      [
        "Thank you for your enquiry. Our tuning services cover a wide range of keyboard instruments including uprights, grands, harpsichords, spinets, virginals and clavichords. Please complete the booking form on our website with your preferred date and we will be in touch.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "au7-09-mead-kit-quarterly-instead",
    category: "sales",
    agent: "Bram",
    messages: [
      "ellie: hiya, want to cancel my mead kit sub. nothing wrong with it, just have 14 demijohns bubbling in the spare room and my partner is threatening divorce 😅",
      "Bram: Ha, 14 is a proper cellar. Happy to cancel. One option if it's only the volume: switch to a kit every 3 months instead of monthly. Or I cancel outright, your call.",
      "ellie: hmm. every 3 months might actually work. does the price change",
      "Bram: Same £24 per kit, just billed quarterly. Your next one would go out in August instead of June.",
      "ellie: and if i hate that i can still cancel?",
      "Bram: Yes, any time from Account > Plan, no fee.",
      "ellie: ok do quarterly then",
      "Bram: Done: quarterly from now, next kit in August. Gives the spare room a chance to clear.",
      "ellie: lol he'll be thrilled. the heather one from april is amazing btw, first batch that didnt taste like cough syrup",
      "Bram: That's great to hear. Heather honey is a tricky one, so that's a real win. Leave it another couple of months and it'll get smoother still.",
      "ellie: will do. cheers bram!"
    ],
    types: [
      [0, "transactional"],
      [8, "bonding"]
    ],
    users: { ellie: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Ha, fair. I can cancel now, or if it's just the volume, switch you to one kit every 3 months. Your call.",
        "low",
        1
      ],
      [
        "Before you cancel, did you know members get 15% off our champagne yeast bundle and free airlocks? Most people who cancel end up regretting it! 🍯",
        "medium",
        1
      ],
      ["Done: quarterly from now, next kit goes out in August.", "low", 7],
      [
        "Done! While I have you, our Premium Melomel tier is only £36 a month and includes fruit purées!",
        "medium",
        7
      ]
    ]
  },
  {
    id: "au7-10-ferret-boarding-wrong-name",
    category: "support",
    agent: "Juno",
    messages: [
      "saoirse: hi, booking my two ferrets in for 10 days in july, first time using a boarder, bit nervous",
      "Juno: Hi Sarah! Totally normal to be nervous the first time. We have a dedicated ferret room with separate cages, a play area and daily handling. What are their names and ages?",
      "saoirse: its saoirse actually 🙂 they're pickle (4) and dumpling (2), both jills, both spayed",
      "Juno: Sorry, Saoirse! Pickle and Dumpling sound adorable. Are they on any medication or a special diet?",
      "saoirse: pickle had adrenal disease last year, she has a deslorelin implant, due for renewal in september so shouldnt be an issue",
      "Juno: Thanks, I've noted the implant and the renewal date. Our vet, Dr Okafor, is on call if anything changes. Do they eat kibble or raw?",
      "saoirse: raw, i'll bring it frozen portioned up. do you have freezer space",
      "Juno: Yes, we have a pet food freezer; just label the bags with their names.",
      "saoirse: amazing. can they room together? dumpling cries if pickle's out of sight",
      "Juno: Of course, Sarah, bonded pairs always share. We'll put them in one of the double cages by the window.",
      "saoirse: ...saoirse. again lol",
      "saoirse: but ok good",
      "Juno: Apologies, Saoirse, that's twice now and I'll get it right. Would you like a daily photo update while you're away?",
      "saoirse: yes please!! pics of dumpling asleep in the hammock is all i ask",
      "Juno: Daily pics it is. You're booked 8th-18th July; drop-off is between 9 and 11."
    ],
    types: [
      [0, "transactional"],
      [10, "friction"],
      [12, "transactional"]
    ],
    users: { saoirse: ["engaged", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Yes, we have a pet food freezer. Label the bags for Pickle and Dumpling and we'll keep them separate.",
        "low",
        7
      ],
      [
        "Sorry Saoirse, that's twice, I'll get it right. They'll share a double cage by the window so Dumpling can always see Pickle.",
        "low",
        11
      ],
      ["Apologies Sarah! They'll share a double cage by the window.", "high", 11]
    ]
  },
  {
    id: "au7-11-longcase-clock-dropped-movers",
    category: "venting",
    agent: "Ansel",
    messages: [
      "bern: so the removal men dropped my grandad's longcase clock down the stairs yesterday. he made the case himself in 1961. i've been crying on and off all day honestly",
      "bern: the hood is split, glass is gone and the pendulum's bent. does anyone even fix this stuff anymore",
      "Ansel: Our restoration service covers longcase, bracket and carriage clocks. Please upload photos of the case, dial and movement using the form at the link below and we'll send an estimate within 5 working days.",
      "bern: ok",
      "bern: they've said their insurance caps at £500 which is a joke. he built it in his shed, it's not about the money",
      "Ansel: Case repairs typically start at £350 and movement servicing at £280. Bent pendulum rods can usually be straightened or replaced for around £60.",
      "bern: right. thanks i guess",
      "bern: my mum's going to be gutted, she used to wind it every sunday",
      "Ansel: If you'd like to proceed, we can arrange courier collection for £85, or you can drop it at our workshop in Hebden Bridge.",
      "bern: i'll think about it"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [4, "venting"],
      [5, "transactional"],
      [7, "venting"],
      [8, "transactional"]
    ],
    users: { bern: ["bored", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Oh no, I'm so sorry, Bern. A case your grandad built himself, that's heartbreaking. And yes, this is fixable: split hoods, missing glass and bent pendulums are all things we repair. Send a few photos whenever you feel up to it.",
        "low",
        2
      ],
      [
        "Our restoration service covers longcase, bracket and carriage clocks. Please upload photos using the form.",
        "medium",
        2
      ],
      [
        "That's hard, especially for your mum. We'll do all we can to get it going again so she can wind it on Sundays.",
        "low",
        8
      ],
      ["Courier collection is just £85! 🚚 Shall I book it?", "high", 8]
    ]
  },
  {
    id: "au7-12-azulejo-workshop-pt-en",
    category: "mixed-language",
    agent: "Lia",
    messages: [
      "joana: olá! queria inscrever-me no workshop de azulejo de sábado, para 2 pessoas",
      "Lia: Olá Joana! Sábado ainda tem 3 lugares. São 45€ por pessoa, das 10h às 13h, com materiais e cozedura incluídos.",
      "joana: ótimo. o meu amigo mark vem comigo, ele não fala português, faz mal?",
      "Lia: Não faz mal nenhum, a formadora, a Inês, dá o workshop em inglês e português.",
      "mark: hi! joana added me here. do we get to take the tiles home same day?",
      "Lia: Hi Mark! Not the same day, sorry: the tiles go in the kiln and that takes about a week. You can pick them up or we post them for €8.",
      "mark: ah i fly back to dublin on tuesday",
      "joana: eu vou buscar os dele e mando por correio, não há stress",
      "Lia: Perfeito, Joana. Mark, Joana will collect both, so no postage for you.",
      "mark: brilliant, obrigado 😄",
      "joana: temos de levar alguma coisa? avental?",
      "Lia: Aventais incluídos. Só aconselho roupa que possa sujar, porque o esmalte mancha.",
      "mark: what did she say",
      "joana: aprons included, wear old clothes",
      "mark: my whole wardrobe is old clothes so we're fine",
      "Lia: Então ficam inscritos os dois para sábado às 10h, na Rua das Gaivotas 12. See you Saturday, Mark!"
    ],
    types: [[0, "transactional"]],
    users: { joana: ["engaged", 0], mark: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Hi Mark! Not the same day, sorry: the tiles need about a week in the kiln. You can collect them or we post them for €8.",
        "low",
        5
      ],
      ["Olá! Os azulejos precisam de ir ao forno, demora cerca de uma semana.", "medium", 5],
      [
        "Dear participants, please be advised that aprons are provided. We kindly request that all attendees wear appropriate clothing suitable for glazing activities.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "au7-13-farmer-dating-refund-rage",
    category: "hostile",
    agent: "Clover",
    messages: [
      "hamish: how do i get a refund on the annual membership. signed up 3 days ago, not for me",
      "Clover: Hi Hamish! So sorry to hear that. Did you know 68% of our members find a match within their first 3 months? Give it a little longer: have you tried adding photos of your farm? 🚜💕",
      "hamish: i dont want to add photos of my farm i want my £89 back",
      "Clover: I hear you! Profiles with farm photos get 3x more likes though! Could I suggest upgrading to Harvest Gold, which puts your profile at the top of searches in your county?",
      "hamish: are you taking the piss",
      "hamish: REFUND. yes or no",
      "Clover: I understand your frustration! Did you know 68% of our members find a match within their first 3 months? Sometimes love just needs a little more time to grow 🌱",
      "hamish: for fucks sake. this is a scam",
      "hamish: im reporting you to trading standards and disputing it with the bank. useless bloody thing",
      "Clover: I'm sorry you feel that way! Is there anything else I can help you with today?",
      "hamish: deleted. dont email me"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [7, "hostile"]
    ],
    users: { hamish: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Sorry it wasn't for you, Hamish. You're inside the 14-day window, so yes, full refund: I've started it and the £89 will be back on your card in 3-5 working days.",
        "low",
        3
      ],
      ["Have you tried adding farm photos? Profiles with photos get 3x more likes! 🚜", "high", 3],
      [
        "Yes. Sorry, I should have said that straight away. The £89 is refunded in full, 3-5 working days, and your account is closed.",
        "low",
        9
      ],
      ["I'm sorry you feel that way! Is there anything else I can help you with today?", "high", 9]
    ]
  },
  {
    id: "au7-14-bowling-league-shirts",
    category: "banter",
    agent: "Bobbin",
    messages: [
      "carla: ok team shirts. Bobbin is the embroidery place's bot, ask it stuff",
      'dev: can we get "GUTTER GODS" on the back in massive letters',
      "nan_pat: we are not called gutter gods devendra",
      "dev: we SHOULD be given your average",
      "nan_pat: my average is 142 thank you very much",
      "carla: 😂😂 bobbin how much for 6 polos with a name on the back and a little logo on the chest",
      "Bobbin: £22 per polo with a chest logo and a back name up to 12 characters, so £132 for six. Logo setup is a one-off £15.",
      'dev: is "GUTTER GODS" 12 letters',
      "Bobbin: 10 letters plus the space, so it fits. Whether it survives Pat's veto is above my pay grade 😄",
      "nan_pat: ha! at least the robot has sense",
      'carla: can we do individual names on the sleeve too? pat wants "NAN" obviously',
      'Bobbin: Sleeve names are £3 each. "NAN" is very reasonable at three letters.',
      'dev: put "SPARE ME" on mine',
      'nan_pat: put "NO" on his',
      "carla: team name vote tonight at the lanes. bobbin how fast can you turn it round, league starts the 3rd",
      "Bobbin: 7 working days from artwork sign-off, so if you send the logo by Friday you're fine for the 3rd.",
      "carla: perfect ty"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [10, "transactional"],
      [12, "banter"],
      [14, "transactional"]
    ],
    users: { carla: ["engaged", 0], dev: ["engaged", 0], nan_pat: ["engaged", 0] },
    findings: [],
    drafts: [
      ["11 with the space, so it fits. The team vote's all yours though 😄", "low", 8],
      [
        "Thank you for your question. Please note that all embroidered text must comply with our content guidelines and is limited to 12 characters including spaces. Kind regards, Bobbin Embroidery Ltd.",
        "medium",
        8
      ],
      [
        'Just to confirm: would you like me to add "SPARE ME" and "NO" to the order at £3 each?',
        "medium",
        14
      ],
      ["7 working days from sign-off, so send the logo by Friday and you're set for the 3rd.", "low", 15]
    ]
  },
  {
    id: "au7-15-floating-sauna-dear-customer",
    category: "group",
    agent: "Aino",
    messages: [
      "jess: guys i found a floating sauna you can rent on the lake for saturday 🔥🛶",
      "mikko: a SAUNA BOAT. say less",
      "tuomas: does it come with beer or do we smuggle",
      "jess: asking the bot lol. @Aino can we bring beer and how many ppl fit",
      "Aino: Dear Customer, thank you for contacting Lakeside Sauna Raft Oy. In accordance with our Terms of Rental (Section 7.2), guests may bring their own beverages, including alcoholic beverages in moderation, provided that they are consumed responsibly and that the designated skipper remains sober at all times. The maximum permitted capacity of the raft is 10 (ten) persons, including the skipper. Please note that failure to observe the capacity limit may result in termination of the rental without refund. We remain at your disposal for any further inquiries. Kind regards, Aino",
      'mikko: "dear customer" 💀',
      "tuomas: in moderation, so like 3 crates",
      "jess: ok so 10 ppl. is there a swim ladder, i'm not climbing up a raft like a seal",
      "Aino: Dear Customer, we are pleased to confirm that the raft is equipped with a stainless steel swimming ladder compliant with EN 13451. For safety reasons, we kindly request that guests refrain from swimming after consuming alcoholic beverages and that children are supervised at all times. Towels are not included in the rental and may be hired separately at a cost of €4 per towel. We remain at your disposal for any further inquiries. Kind regards, Aino",
      "tuomas: we remain at your disposal 😂😂 i love her",
      "mikko: bring own towels, not paying 4 euro for a towel",
      "jess: ok booking it. who's skipper",
      "tuomas: not me, i'm the entertainment",
      "mikko: jess obviously"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "banter"]
    ],
    users: { jess: ["neutral", 0], mikko: ["neutral", 0.2], tuomas: ["neutral", 0] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      [
        "Yep, bring your own drinks, the skipper just stays sober 😄 It fits 10 including the skipper.",
        "low",
        4
      ],
      [
        "Dear Customer, in accordance with Section 7.2 of our Terms of Rental, alcoholic beverages may be consumed in moderation. Kind regards, Aino",
        "medium",
        4
      ],
      [
        "Yes, there's a proper ladder, no seal moves required 🦭 Towels aren't included: €4 each or bring your own.",
        "low",
        8
      ]
    ]
  },
  {
    id: "au7-16-accordion-scores-onboarding-walls",
    category: "support",
    agent: "Reed",
    messages: [
      "Reed: Welcome to Squeezebox Scores, Gosia! 🎶 I'm Reed and I'll help you get set up. To personalise your library, could you tell me which type of accordion you play (piano, chromatic button, diatonic/melodeon or bayan), your approximate level (beginner, intermediate, advanced), which styles you're most interested in (musette, tango, Balkan, folk, klezmer, classical transcriptions, polka, Cajun...) and whether you read standard notation, tabs or both? This helps us recommend arrangements that fit your bass system and range.",
      "gosia: piano accordion. intermediate-ish",
      "Reed: Great! Intermediate piano accordion players have a huge range of options. We have over 4,000 arrangements, including 600+ musette waltzes, 350 tangos (Piazzolla, Gardel and traditional), Balkan dance sets in odd meters like 7/8 and 11/8, klezmer freylekhs and doinas, and classical transcriptions from Bach to Khachaturian. You can filter by Stradella bass complexity, register switches and key. Would you like me to set up your home feed with a mix of these, or focus on one style first? You can also set a practice goal, e.g. 20 minutes a day, and we'll send reminders and a weekly piece of the week.",
      "gosia: whatever's fine",
      "Reed: Perfect! I'll create a balanced mix. Next, let's talk practice goals. Many members find that a specific daily target helps them progress faster. You can choose 10, 20, 30 or 45 minutes per day, with reminders in the morning, afternoon or evening. Members who set a goal practise on average 2.3x more often than those who don't! We also have streaks, badges and a monthly leaderboard if you enjoy a bit of friendly competition.",
      "gosia: no goals thx",
      "gosia: can i print the scores",
      "Reed: Absolutely! All scores can be printed on A4 or US Letter, or downloaded as PDF. Printing is unlimited on the Annual plan; on the Monthly plan you get 30 prints per month. You can also use the app's page-turn feature with a Bluetooth pedal (we support AirTurn, PageFlip and iRig BlueTurn), adjust the zoom, and mark up scores with fingering, bellows changes and register symbols that sync across your devices. Would you like a quick tour of the markup tools?",
      "gosia: maybe later",
      "gosia: brb"
    ],
    types: [[0, "transactional"]],
    users: { gosia: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Yes: unlimited printing on Annual, 30 a month on Monthly, or save any score as PDF.", "low", 7],
      [
        "Absolutely! All scores can be printed or downloaded, and you can also use Bluetooth page-turn pedals, zoom, markup tools for fingering and bellows changes, cloud sync, streaks, badges and our monthly leaderboard! Want a full tour?",
        "medium",
        7
      ],
      ["No rush, your mixed feed is ready whenever you're back.", "low", 10],
      [
        "Before you go! Don't forget to set a practice goal, members with goals practise 2.3x more often!",
        "medium",
        10
      ]
    ]
  },
  {
    id: "au7-17-typewriter-ribbon-reorder-echo",
    category: "support",
    agent: "Remy",
    messages: [
      "oskar: need to reorder the ribbons for my olympia sm3, same as last time",
      "Remy: Hi Oskar! Your last order was 3x black/red nylon 13mm spool ribbons, £7.50 each. Shall I repeat it?",
      "oskar: yes but make it 5, and do you have them in purple now? saw it on insta",
      "Remy: Hi Oskar! Your last order was 3x black/red nylon 13mm spool ribbons, £7.50 each. Shall I repeat it?",
      "oskar: ...i said 5. and purple?",
      "Remy: Sorry! 5x black/red, £37.50. Purple 13mm is in stock too at £8, want to swap one in?",
      "oskar: 4 black/red 1 purple. ta",
      "Remy: Done: 4 black/red and 1 purple, £38 with free postage. Ships tomorrow."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"]
    ],
    users: { oskar: ["neutral", 0.2] },
    findings: ["repetition"],
    drafts: [
      ["5 it is, £37.50. And yes, purple 13mm just came in at £8; want to swap one in?", "low", 3],
      [
        "Hi Oskar! Your last order was 3x black/red nylon 13mm spool ribbons. Shall I repeat it?",
        "medium",
        3
      ],
      [
        "Hi Oskar! Your last order was 3x black/red nylon 13mm spool ribbons, £7.50 each. Shall I repeat it?",
        "high",
        5
      ]
    ]
  },
  {
    id: "au7-18-lighthouse-cottage-cancel-diagnosis",
    category: "support",
    agent: "Skye",
    messages: [
      "maureen: hello, we have the lighthouse cottage booked for the 2nd of june, for our 40th anniversary. i'm afraid we have to cancel, my husband was diagnosed with bowel cancer last week and starts chemo in may",
      "Skye: Thanks for letting us know, Maureen! 😊 No problem at all, cancellations are super easy! Just so you know, the cottage is also free in October, which is gorgeous for storm-watching! 🌊⚡",
      "maureen: i don't think we'll be making plans for october",
      "maureen: is the deposit refundable in this kind of situation? it was £450",
      "Skye: Great question! Our standard policy is that deposits are non-refundable within 60 days of arrival, but you can transfer your booking to any date in the next 12 months at no extra charge! 🎉",
      "maureen: we don't know where we'll be in 12 months",
      "maureen: does your policy have anything for medical reasons. i have a letter from the consultant",
      "Skye: Absolutely! You can transfer your booking to any date in the next 12 months at no extra charge! We'd love to welcome you both for your anniversary! 💕",
      "maureen: I'll ring the owner directly. thank you",
      "Skye: Sounds good, have a lovely day! ☀️"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { maureen: ["annoyed", 0.8] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement", "ignored_question", "repetition"],
    drafts: [
      [
        "I'm so sorry, Maureen, that's awful news, and with your 40th too. Of course we'll cancel it, and I'll check with the owner what we can do about the deposit.",
        "low",
        1
      ],
      ["No problem! Cancellations are super easy! 😊 Have you thought about October instead? 🌊", "high", 1],
      [
        "Yes: with a consultant's letter the owner refunds the deposit in full. If you email it to us I'll pass it on today and the £450 comes back to your card. I'm so sorry about your husband.",
        "low",
        9
      ],
      ["You can transfer your booking to any date in the next 12 months at no extra charge! 🎉", "high", 9]
    ]
  },
  {
    id: "au7-19-shearing-gang-farm-couple",
    category: "group",
    agent: "Wren",
    messages: [
      "rhian: dai can you sort the shearer for june, i'm at the mart all day",
      "dai: ye. @Wren need a shearing gang for about 340 ewes, mid june, hill farm above tregaron",
      "Wren: Hi Dai, we can do mid June. For 340 ewes it's a two-man gang, one day, £2.10 a head plus £40 travel. Are they gathered in the shed or do we need to bring hurdles?",
      "dai: gathered, shed holds 200 at a time",
      "dai: rhian do we want the wool taken by them or we doing british wool ourselves again",
      "Wren: Most of our farms let us take the wool to British Wool; it saves you the hassle and we don't charge for it.",
      "rhian: i was going to say, last year we got 38p a kilo through british wool and bagging it ourselves was a nightmare. let them take it",
      "dai: fair",
      "dai: wren also do the lads bring their own dog or we need ours out",
      "rhian: and do they do crutching on the tegs at the same time? 60 tegs",
      "Wren: Crutching is £0.60 a head and can be done the same day if we add a third shearer. I've pencilled you in for 16th June.",
      "dai: and the dog??",
      "rhian: dai just have ours out, bess will do it",
      "dai: aye fine",
      "Wren: Booked for 16th June: 340 ewes plus 60 tegs crutched, three-man gang."
    ],
    types: [
      [0, "transactional"],
      [11, "friction"],
      [12, "transactional"]
    ],
    users: { rhian: ["neutral", 0.2], dai: ["neutral", 0.2] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      ["Most farms let us take the wool to British Wool, saves you the hassle!", "medium", 5],
      [
        "Crutching the 60 tegs is £0.60 a head, same day with a third shearer. And the lads bring two dogs, so no need to get yours out unless you want to.",
        "low",
        10
      ],
      ["Booked for 16th June: 340 ewes plus 60 tegs crutched!", "medium", 12]
    ]
  },
  {
    id: "au7-20-pigeon-tracker-race-fault",
    category: "support",
    agent: "Homer",
    messages: [
      "trev: your trackers are useless. 3 of my birds showed nothing for the whole of saturday's race from guernsey. paying £9 a month a bird for this?",
      "Homer: That's a rotten result on a big race, Trev, sorry. Can you give me the ring numbers of the three so I can pull their logs?",
      "trev: GB24 N 04418, 04421, 04437",
      "Homer: Thanks. All three stopped reporting within 2 minutes of release at 07:12, and all three are on firmware 2.1, which had a fault with satellite handover over open sea. Your other birds are on 2.3, which is why they were fine.",
      "trev: so its your fault not mine",
      "Homer: Yes, ours. The update should have pushed automatically and didn't on some units. I'll credit you 3 months for those three birds, and you can update them tonight by docking them on the loft base.",
      "trev: 3 months. and what about the race result, 04421 was my best bird, clocked in but no track so the club wont accept the velocity",
      "Homer: The race clock still has her arrival time. I can send your club secretary a signed statement with release time, arrival time and the fault report; most clubs accept that. Who's your secretary?",
      "trev: mick dawson, north somerset flying club",
      "Homer: I'll email Mick today and copy you in.",
      "trev: right. appreciate that. still not happy but that's something",
      "trev: how do i know the next race wont do the same",
      "Homer: After docking, each tracker shows its version on the base screen. If any still say 2.1, message me and I'll swap the unit before Saturday.",
      "trev: ok. we'll see"
    ],
    types: [
      [0, "friction"],
      [11, "transactional"]
    ],
    users: { trev: ["annoyed", 0.5] },
    findings: [],
    drafts: [
      [
        "That's a rotten result on a race that size, sorry Trev. Send me the three ring numbers and I'll pull their logs.",
        "low",
        1
      ],
      [
        "Thanks for your feedback! Our trackers have a 99.2% reporting rate. Are you sure the birds were fitted correctly?",
        "high",
        1
      ],
      [
        "The clock still has her arrival time, so I can send your club secretary a signed fault statement to back the velocity. Who's the secretary?",
        "low",
        7
      ],
      [
        "Unfortunately race results are outside our control. Is there anything else I can help with?",
        "medium",
        7
      ]
    ]
  },
  {
    id: "au7-21-speakeasy-escape-room-no-price",
    category: "sales",
    agent: "Cipher",
    messages: [
      "ines: hi! we own a cocktail bar in bristol with an empty cellar, thinking of turning it into a 1920s speakeasy escape room",
      "Cipher: Love that. A speakeasy theme in a real cellar is a great fit. We design the whole room: story, puzzles, props and tech, and we train your staff to run it.",
      "ines: amazing. rough idea of cost for one room? ballpark is fine",
      "Cipher: Every room is bespoke! We start with a discovery workshop where we map your space, audience and story, then build a puzzle flow that fits your brand. Clients like The Vault in Leeds sold out within 3 weeks of opening.",
      "kwame: kwame here, ines's business partner. cellar's about 30m2, low ceiling, one exit. is that a problem for fire regs?",
      "Cipher: Good question, Kwame. With a single exit we'd use a maglock that releases on a panic button and on the fire alarm, which is standard. We'd also check with your local fire officer during design.",
      "kwame: ok good",
      "ines: and the cost? even a range. we need to know if it's 10k or 100k lol",
      "Cipher: Every room is bespoke! We start with a discovery workshop where we map your space, audience and story, then build a puzzle flow that fits your brand. Clients like The Vault in Leeds sold out within 3 weeks of opening.",
      "kwame: thats the same message word for word",
      "kwame: ines i'm not booking a workshop blind",
      "ines: yeah. @Cipher is the discovery workshop free at least?",
      "Cipher: The discovery workshop is £750, deducted from the build cost if you go ahead. Shall I send you some dates?",
      "ines: maybe. still need a number for the build before we spend 750 on anything",
      "kwame: going to ask the leeds lot what they paid tbh"
    ],
    types: [
      [0, "transactional"],
      [9, "friction"]
    ],
    users: { ines: ["engaged", 0.5], kwame: ["annoyed", 0.5] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Ballpark for one room in a 30m2 cellar: £18-35k, mostly depending on how much tech you want. The workshop pins the number down.",
        "low",
        3
      ],
      [
        "Every room is bespoke! We start with a discovery workshop where we map your space, audience and story.",
        "high",
        10
      ],
      [
        "Fair enough. Single cellar rooms we've built came in between £20k and £35k; I can send three anonymised past quotes so you can see what drives the number.",
        "low",
        14
      ]
    ]
  },
  {
    id: "au7-22-ice-cream-van-stolen",
    category: "venting",
    agent: "Dot",
    messages: [
      "gino: someone nicked my van last night. the ice cream van. 22 years i've had that round and its gone. police say its probably in bits already",
      "Dot: Gino, that's gutting, I'm really sorry. 22 years is a lifetime of work, and right at the start of the season too.",
      "gino: kids were asking for me at the school gate this afternoon my daughter said. i just sat in the kitchen",
      "Dot: That would knock anyone flat. You don't have to sort everything today. When you're ready I can walk you through what happens with the lease and how we get you back on the road.",
      "gino: go on then. might as well know",
      "Dot: The van's insured through our policy, so once you have a crime reference number the insurer settles the lease balance. You won't owe us for a van you don't have.",
      "gino: got the crime number this morning. CR/11873/24",
      "Dot: Thanks, I've added it and opened the claim. We also have a 2019 Whitby Mondial in the yard, freezer and soft-serve fitted. I can put you in it on temporary hire while the claim runs.",
      "gino: how much is that gonna cost me, i'm not made of money this week",
      "Dot: Hire is covered by your policy's replacement clause for up to 8 weeks, so nothing extra from you.",
      "gino: seriously?",
      "Dot: Seriously. We'd just need to change the chimes; that one plays Greensleeves.",
      "gino: god no. mine played o sole mio. my dad's tune",
      "Dot: Then O Sole Mio it is. Our fitter can load it onto the chime unit Thursday while you do the paperwork.",
      "gino: thank you dot. honestly. was ready to pack it in today",
      "Dot: Glad you didn't. The school gate will be pleased to see you."
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [12, "bonding"]
    ],
    users: { gino: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Gino, that's gutting, I'm so sorry. 22 years of work. No rush on anything today; I'm here when you want to go through it.",
        "low",
        1
      ],
      [
        "To process a stolen vehicle claim, please provide your crime reference number and lease agreement number.",
        "medium",
        1
      ],
      ["Nothing extra: the replacement clause covers the hire for up to 8 weeks.", "low", 9],
      ["Great news!! 🎉🍦 You'll be back selling 99s in no time!", "medium", 9]
    ]
  },
  {
    id: "au7-23-charro-suits-hat-question",
    category: "mixed-language",
    agent: "Paloma",
    messages: [
      "beto: buenas! necesitamos 5 trajes de charro para una boda el 14 de septiembre en san antonio",
      "Paloma: ¡Hola Beto! Claro que sí. Tenemos trajes negros con botonadura plateada y trajes color vino. La renta es de $85 por traje por fin de semana.",
      "beto: los negros. y sombreros también? uno de los muchachos tiene la cabeza grande jaja",
      "kyle: lol that's me. 7 5/8 hat size. i'm the guitarrón guy",
      "Paloma: Hi Kyle! Black suits are available for the 14th. I'll need everyone's chest, waist and inseam measurements.",
      "beto: ok te mando las medidas hoy",
      "kyle: but the hat tho",
      "beto: si, ¿tienen sombreros en 7 5/8 o no? si no, buscamos en otro lado",
      "Paloma: Perfecto, Beto. Recuerda que necesitamos un depósito de $100 por traje, reembolsable al devolverlos sin daños.",
      "kyle: she's ghosting the hat question 😂",
      "beto: jaja ya vi. bueno, ¿y el depósito se paga en efectivo o con tarjeta?",
      "Paloma: Con tarjeta o Zelle. Te mando el enlace de pago hoy mismo.",
      "beto: va. lo del sombrero lo vemos con mi tío"
    ],
    types: [
      [0, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { beto: ["neutral", 0.2], kyle: ["neutral", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "¡Sí, también rentamos sombreros, $20 cada uno! Kyle, we have 7 5/8 in black, so you're covered.",
        "low",
        4
      ],
      ["Hi Kyle! I'll need everyone's chest, waist and inseam measurements.", "medium", 4],
      [
        "Perdón, Beto: sí, tenemos sombreros de charro hasta 7 7/8, $20 cada uno. Kyle, 7 5/8 is no problem.",
        "low",
        8
      ],
      ["Perfecto. Recuerda que necesitamos un depósito de $100 por traje.", "high", 8]
    ]
  },
  {
    id: "au7-24-woad-dyeing-besties",
    category: "group",
    agent: "Skein",
    messages: [
      "maggie: Good evening ladies. I have found the woad dyeing day at Hartlebury I mentioned at circle. Their assistant is on here too.",
      "lorna: Oh lovely. What does it cost, Maggie?",
      "Skein: omg hiii besties!! 💙💙 woad day is £65 pp and it's literally SO iconic, u leave with 3 skeins of proper blue, no cap 🔥",
      "bea: I beg your pardon?",
      "maggie: I think that means it is £65 and we get three skeins, Bea.",
      "lorna: Is lunch included? I can't manage a whole day on a biscuit.",
      "Skein: lunch is included bestie Lena!! soup + homemade bread, it slaps fr 🍞",
      "lorna: It's Lorna.",
      'bea: What on earth does "slaps" mean',
      "maggie: Good, I gather. Skein, is the workshop suitable for arthritic hands? Bea and I both struggle with wringing.",
      "Skein: totally!! they've got a mangle so no wringing needed, and seats at every vat, u won't even break a sweat queens 💅",
      "maggie: That is helpful, thank you. Shall we book three for the 18th?",
      "bea: Yes, if the young lady promises to speak English.",
      "lorna: Three for the 18th. Please spell my name correctly on the booking.",
      "Skein: booked!! 3 spots on the 18th for Maggie, Bea and Lena 🫶",
      "lorna: Lorna. L O R N A."
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [4, "transactional"],
      [7, "friction"],
      [9, "transactional"],
      [12, "friction"]
    ],
    users: { maggie: ["engaged", 0], lorna: ["annoyed", 0.5], bea: ["annoyed", 0.5] },
    findings: ["tone_mismatch", "wrong_name"],
    drafts: [
      [
        "Good evening. The woad day is £65 per person, and you each take home three skeins dyed woad blue.",
        "low",
        2
      ],
      ["omg hiii besties!! it's £65 pp no cap 🔥", "medium", 2],
      ["Booked: three places on the 18th for Maggie, Bea and Lorna, lunch included.", "low", 14],
      ["booked!! 3 spots for Maggie, Bea and Lena 🫶", "high", 14]
    ]
  },
  {
    id: "au7-25-goat-grazing-contract-end",
    category: "sales",
    agent: "Nettie",
    messages: [
      "pam: hi, we've had the goats on the bank behind the allotments for 6 weeks now, think they've done the job. can we stop the contract",
      "Nettie: Hi Pam, glad they've cleared it. Yes, it's rolling monthly, so I can end it from the 30th. Do you want us to collect them that week?",
      "pam: yes please. the committee want to know if the brambles will come back",
      "Nettie: They will, slowly. Goats strip the leaves and weaken them, but the roots stay. Most sites have a 2-3 week visit once a year to keep on top of it.",
      "pam: ok. is that something we'd need to sign up for now",
      "Nettie: No, nothing now. I'll drop you a line next May and you can decide then.",
      "pam: fine. collection thursday or friday?",
      "Nettie: Thursday morning. Jack will bring the trailer about 9 and take the electric fence down too.",
      "pam: someone will be there to let him in",
      "Nettie: Thanks Pam. The final invoice will be for the part-month only.",
      "pam: ok"
    ],
    types: [[0, "transactional"]],
    users: { pam: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "They'll come back slowly: the goats weaken them but the roots stay, so most sites book a short visit once a year.",
        "low",
        3
      ],
      [
        "Brambles always come back! That's why 87% of our clients choose our Annual Graze Plan at just £140 a month. Shall I switch you over before you go?",
        "medium",
        3
      ],
      ["No need to sign anything now. I'll check in next May and you can decide then.", "low", 5],
      ["Great! I'll sign you up for next year's visit now so you don't miss out!", "medium", 5]
    ]
  }
]
