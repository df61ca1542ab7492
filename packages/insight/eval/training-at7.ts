import type { Labelled } from "./types.js"

export const trainingAT7: ReadonlyArray<Labelled> = [
  {
    id: "at7-01-queen-bee-mailorder",
    category: "sales",
    agent: "Hexa",
    messages: [
      "dario: hey do u ship mated queens to zone 4? lost two hives over winter 😩",
      "Hexa: Oof, losing two over winter stings, sorry. Yes, we ship to zone 4 from mid-May once nights stay above 10°C. Carniolans do best up there.",
      "dario: carniolans vs buckfast tho? my buddy kev swears by buckfast",
      "Hexa: Both overwinter well. Carniolans build up fast in spring and cluster tight; Buckfasts are calmer and less swarmy but build slower. For your winters I'd lean Carniolan.",
      "dario: ok. how much for 2",
      "Hexa: $46 each, so $92, plus $18 express shipping with the live-arrival guarantee.",
      "dario: live arrival guarantee means what exactly. last supplier sent me a dead one and ghosted me",
      "Hexa: If she arrives dead, send a photo of the unopened cage within 24h and we reship free or refund, your pick. No ghosting.",
      "dario: ok thats fair. can i pick the week",
      "Hexa: Yep, May 19, May 26 or June 2 are open. Which suits?",
      "dario: 26th. kev gonna be so jealous lol",
      "Hexa: Tell Kev the Carniolans say hi. Booked 2 for the May 26 batch, $110 total, payment link's in your email.",
      "dario: sweet thx 🐝"
    ],
    types: [[0, "transactional"]],
    users: { dario: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Yep, May 19, May 26 or June 2 are open. Which week works for you?", "low", 9],
      ["Great, shall I go ahead and book 2 Carniolans for you?", "medium", 7],
      [
        "Absolutely!! 🐝🐝 While you're here, have you seen our Premium Nuc Starter Bundle? It's our best seller and comes with a FREE hive tool!",
        "medium",
        9
      ]
    ]
  },
  {
    id: "at7-02-taxidermy-upsell",
    category: "sales",
    agent: "Mortimer",
    messages: [
      "jolene: hi, want a euro mount done for an 8pt whitetail, skull's in my freezer. whats the turnaround",
      "Mortimer: Great buck! Have you considered a full shoulder mount? Our shoulder mounts capture the animal as it was in life and are our most popular option.",
      "jolene: no just the skull. budget's tight. how long does it take",
      "Mortimer: Understood! Euro mounts start at $175. Many clients later regret not going for the shoulder mount though, it's a once-in-a-lifetime buck.",
      "jolene: its an 8 pointer not a record lol. how LONG",
      "Mortimer: We also offer payment plans on shoulder mounts starting at $60/month, so budget doesn't have to hold you back!",
      "jolene: omg",
      "jolene: my brother in law used hartley's across the river and they told him 6 weeks flat. ill just go there",
      "Mortimer: Have you considered a full shoulder mount? It's our most popular option and captures the animal as it was in life.",
      "jolene: bye"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { jolene: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Euro mounts are running about 5 weeks right now, $175. Want to drop the skull off this week?",
        "low",
        3
      ],
      ["Totally get it! But have you thought about a shoulder mount? We have payment plans!", "medium", 3],
      [
        "Sorry, I dodged your question. Euro mounts take about 5 weeks, $175, and if you drop it Thursday I can have it back before Hartley's would.",
        "low",
        8
      ],
      [
        "Our shoulder mount payment plans start at just $60/month! Don't miss out on a once-in-a-lifetime mount!",
        "high",
        8
      ]
    ]
  },
  {
    id: "at7-03-organ-tuning-cancel",
    category: "support",
    agent: "Cantor",
    messages: [
      "margaret: Hello, I need to cancel the quarterly tuning contract for St Aldhelm's. Parish council voted last night.",
      "Cantor: Hello Margaret, I can do that. Can I ask if it's the cost, or is the organ just not being played much?",
      "margaret: Both honestly. We're down to about 15 on a Sunday and Mr Pryce who played for 40 years has retired. Half the time it's a CD now",
      "Cantor: That's a real loss after 40 years, sorry to hear it. For an organ that's barely played, quarterly is more than you need anyway.",
      "margaret: That's what I told the council! Trevor wanted to keep it 'for the insurance' whatever that means",
      "Cantor: Some insurers do want a yearly inspection record. One option is a single annual visit at £140 instead of £95 a quarter, covers the paperwork and stops the bellows drying out. But happy to just cancel if that's what the council decided.",
      "margaret: Annual might actually keep Trevor quiet. Does it have to be a contract",
      "Cantor: No contract, pay per visit. We'll send a reminder each spring and you can say no to it anytime.",
      "margaret: Alright let's do that then. Cancel the quarterly and put us down for annual",
      "Cantor: Done. Quarterly ends after the March visit, which is already paid, and the first annual visit will be next March. Confirmation's going to the parish office email.",
      "margaret: Thank you, that was painless. Better than the phone company anyway 😄",
      "Cantor: High bar, but I'll take it. Give Mr Pryce our best."
    ],
    types: [
      [0, "transactional"],
      [10, "bonding"]
    ],
    users: { margaret: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Of course, I can cancel that for you. Is it mainly the cost, or is the organ not getting much use now?",
        "low",
        1
      ],
      [
        "Before you go, did you know our Platinum Care plan includes emergency call-outs, humidity monitoring AND a free reed clean?! Most parishes find it invaluable!",
        "medium",
        1
      ],
      [
        "Some insurers do ask for a yearly inspection. I could switch you to one annual visit at £140, or just cancel outright, whichever the council prefers.",
        "low",
        5
      ],
      [
        "Trevor's got a point honestly. Organs deteriorate fast without regular care and cancelling now is a decision the parish may regret.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "at7-04-falconry-day-couple",
    category: "group",
    agent: "Wren",
    messages: [
      "priya: ok Wren we're looking at the hawk walk for my dad's 70th",
      "Wren: Lovely idea! The Hawk Walk is 2 hours, £85 per person, and he'd fly Harris hawks off the glove.",
      "sam: priya does your dad still have that bad shoulder? the glove thing might be heavy",
      "Wren: The glove weighs about 300g and the hawks are under 1kg, so it's very manageable!",
      "priya: sam asked me lol",
      "priya: and yeah his left one. but he's right handed so prob fine",
      "sam: would he rather do the owl one tho, he's obsessed with that barn owl documentary",
      "priya: omg yes he made us watch it twice",
      "Wren: The Owl Encounter is £60, 90 minutes, with a barn owl, a tawny and a European eagle owl. Would you like to book?",
      "sam: hang on we're still talking 😅",
      "priya: i think owls. less walking too, his knees",
      "sam: yeah owls. can we do a sunday?",
      "Wren: Sorry for butting in earlier. Sundays open are the 9th and 23rd, 10am or 2pm.",
      "priya: 23rd 2pm. can my mum come and just watch?",
      "Wren: Of course, spectators are free. Booked: Owl Encounter, Sunday 23rd at 2pm, one participant plus one spectator, £60.",
      "priya: perfect ty"
    ],
    types: [
      [0, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { priya: ["engaged", 0.2], sam: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["The glove's only about 300g, so his shoulder should be fine, but I'll let Priya say!", "medium", 3],
      [
        "Sounds like the owls might be his thing. Happy to give you details whenever you two have decided.",
        "low",
        8
      ],
      [
        "The Owl Encounter is £60 for 90 minutes! Would you like to book now? Sundays fill up fast!",
        "medium",
        8
      ],
      ["Booked: Owl Encounter, Sunday 23rd, 2pm. Your mum can watch for free.", "low", 14]
    ]
  },
  {
    id: "at7-05-koji-spores-onboarding",
    category: "good",
    agent: "Tomo",
    messages: [
      "fen: just got my koji spores, the packet is tiny?? is this it",
      "Tomo: That's it, 1g does about 10kg of rice so it goes a long way. Keep it sealed in the fridge.",
      "fen: wow ok. first batch is gonna be barley, same ratio?",
      "Tomo: Same ratio works for barley. Steam it till it's chewy-soft and cool it to about 35°C before sprinkling.",
      "fen: 35 got it. my kitchen is freezing tho like 16 deg",
      "Tomo: Then incubate in a cooler with a bottle of warm water, swap it every 8h. Aim for 28-32°C inside.",
      "fen: genius. ok wish me luck 🍚",
      "Tomo: Good luck! Send a pic at the 40h mark if you want a second opinion."
    ],
    types: [[0, "transactional"]],
    users: { fen: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Use a cooler with a hot water bottle inside and swap it every 8h, aim for 28-32°C.", "low", 5],
      [
        "Thanks for your question! Our spores are premium-grade koji sourced from Japan. Have you checked our FAQ page?",
        "medium",
        5
      ],
      ["Good luck!! 🎉🎉 Don't forget to leave us a 5-star review!!!", "medium", 7]
    ]
  },
  {
    id: "at7-06-ice-shanty-walls",
    category: "sales",
    agent: "Bjorn",
    messages: [
      "travis: yo u got any shacks open jan 17-19? 3 guys",
      "Bjorn: Hello and thank you for reaching out to North Shore Ice Houses! For January 17-19 we have several options for a party of three. Our Walleye Deluxe sleeps four and includes a propane heater, six pre-drilled holes, a flat screen TV, bunks and a small kitchenette with a two-burner stove. Our Classic Shack sleeps two comfortably and three if someone doesn't mind the cot, with four holes and a heater. We also offer the Sleeper Plus, a wheeled house we tow out for you to the mud flats in about 28 feet of water. Pricing varies by night and season, and January weekends are our peak time. Please let me know which option interests you and I will be happy to provide more details!",
      "travis: deluxe. how much",
      "Bjorn: The Walleye Deluxe is $325 per night on weekends, so Friday and Saturday nights come to $650 plus 7.375% Minnesota sales tax. This includes propane, a bait bucket, shuttle service across the ice from the public access at 7am and 2pm daily, and use of a vacuum sealer for your catch. Please note that trucks and ATVs are not permitted on the ice until thickness is confirmed at 16 inches, and we will email you an ice conditions update the week before your trip. Cancellations due to unsafe ice are fully refunded.",
      "travis: k. can i bring my dog",
      "travis: shes a lab, chill",
      "Bjorn: Great question about your trip! Let me tell you more about what to expect. On arrival you'll check in at the bait shop, where you'll sign a waiver and receive your keys. Our shuttle driver will take you and your gear out; please limit gear to two sleds per person. The shack will be pre-heated. There is a honey bucket toilet in each unit, and we ask all guests to pack out their trash. Fishing licenses are required for everyone over 16 and can be purchased at the bait shop. Walleye limit this season is one fish 21-23 inches or one over 28.",
      "travis: bro. dog yes or no",
      "dale: lol trav just bring her nobody's gonna check",
      "travis: dale shut up i dont want us kicked off the ice",
      "Bjorn: Dogs are welcome in the Walleye Deluxe for a $40 cleaning fee. Please keep your dog leashed on the ice, as pressure ridges and open water near the inlet can be hazardous, and bring a bed or blanket since the floor gets cold near the holes. Dogs should not be left alone in the shack with the heater running.",
      "travis: ok finally. book it",
      "Bjorn: Booked: Walleye Deluxe, Jan 17-19, 3 guests plus 1 dog. Confirmation is in your email.",
      "dale: the lab gets a bunk right",
      "travis: she gets yours"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [8, "banter"],
      [10, "transactional"],
      [13, "banter"]
    ],
    users: { travis: ["annoyed", 0.5], dale: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Yep, dogs are fine in the Deluxe, $40 cleaning fee. Want me to book it?", "low", 6],
      [
        "Great question about your trip! On arrival you'll check in at the bait shop, sign a waiver and get your keys. Our shuttle driver takes you out with up to two sleds per person, the shack is pre-heated, and there's a honey bucket in each unit. Licenses are required for everyone over 16.",
        "medium",
        6
      ],
      [
        "Thank you for your patience! Please note fishing licenses are required for everyone over 16 and can be purchased at the bait shop. Walleye limit is one fish 21-23 inches or one over 28.",
        "high",
        8
      ]
    ]
  },
  {
    id: "at7-07-letterpress-guestlist-vent",
    category: "venting",
    agent: "Ottoline",
    messages: [
      "hana: hi i need to change the guest count on our letterpress order from 80 to 110",
      "Ottoline: Hi Hana! Sure. Going from 80 to 110 adds $96, and the plates are already made so no new setup fee.",
      "hana: ok. fine. sorry im just so done rn",
      "hana: his mum added 30 people last night without asking either of us. people ive literally never met. and then cried when nick said no so now its yes",
      "hana: i feel like it isnt even my wedding anymore",
      "Ottoline: I've updated the order to 110. Please note the final proof approval deadline is Friday at 5pm, after which changes incur a $45 fee. Would you like to add matching RSVP cards for the additional guests?",
      "hana: ...sure whatever",
      "hana: do the rsvp cards have to match the envelope liner or can they be plain",
      "Ottoline: They can be plain! Plain cotton RSVP cards are $1.10 each, or $1.60 with the eucalyptus liner pattern.",
      "hana: plain. she's not getting eucalyptus",
      "Ottoline: Plain it is. 110 invitations and 110 plain RSVP cards, total is now $842. I'll send the revised proof tonight.",
      "hana: k"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "transactional"]
    ],
    users: { hana: ["bored", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Oh Hana, that sounds really hurtful, having 30 strangers added to your day without being asked. I've changed the order to 110 so that's one less thing, and there's no rush on anything else tonight.",
        "low",
        5
      ],
      [
        "I've updated the order to 110. The final proof deadline is Friday at 5pm. Would you like matching RSVP cards?",
        "medium",
        5
      ],
      ["Yay, more guests means more fun!! 🎉 Updated to 110! Want RSVP cards too?", "high", 5],
      ["Plain works. 110 plain RSVP cards, new total $842, and I'll send the proof tonight.", "low", 10]
    ]
  },
  {
    id: "at7-08-balloon-voucher-cheer",
    category: "support",
    agent: "Zephyr",
    messages: [
      "maureen: hi, is our balloon flight on saturday going ahead? it's been cancelled 3 times already",
      "Zephyr: Hi Maureen! Unfortunately Saturday's flight is cancelled due to forecast winds of 18 knots. 🎈 Good news, you can rebook for free!",
      "maureen: that's the fourth time. the voucher expires in june",
      "maureen: and honestly my dad's been in and out of hospital since feb, this was meant to be his 80th present. we're running out of chances here",
      "Zephyr: Great news, Maureen! We have loads of dates in May! 🌤️ Our sunrise flights have the best success rate, how about May 4th?! 🎉",
      "maureen: did you read what i wrote",
      "Zephyr: I'm sorry, I skipped right past that. I'm sorry your dad's been unwell. I can extend the voucher 12 months so there's no deadline, and if flying stops being possible for him it's a full refund.",
      "maureen: ok. thank you i suppose",
      "maureen: can he even fly with a pacemaker? he had one fitted in march",
      "Zephyr: It depends on his doctor, we'd need a short fit-to-fly note. The flight itself is gentle but landings can be bumpy, so the pilot needs to know.",
      "maureen: fine. i'll ask at his next appointment. send the extension in writing please",
      "Zephyr: Sent to your email: voucher valid until June next year, refundable if he can't fly. I hope he's feeling better soon."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "friction"],
      [6, "transactional"]
    ],
    users: { maureen: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm really sorry, four cancellations is rotten luck, and with your dad unwell it's even harder. I'll extend the voucher 12 months and make it refundable, so there's no deadline hanging over you.",
        "low",
        4
      ],
      ["Great news, we have loads of May dates! 🎉 How about a sunrise flight on May 4th?!", "high", 4],
      [
        "Sorry, that's really frustrating. I can extend the voucher past June so you're not racing the clock.",
        "low",
        3
      ]
    ]
  },
  {
    id: "at7-09-bagpipe-browser",
    category: "sales",
    agent: "Morag",
    messages: [
      "kwame: hi. do you do lessons for complete beginners, adult",
      "Morag: Hi Kwame, yes, most of our adult learners start from zero. You'd begin on a practice chanter, not the full pipes.",
      "kwame: how long before the actual pipes",
      "Morag: Usually 6-12 months on the chanter, depending how much you practise.",
      "kwame: ok. price?",
      "Morag: £28 for a 45-minute lesson, and a practice chanter is about £60 if you don't have one.",
      "kwame: online possible?",
      "Morag: Yes, chanter lessons work fine over video. Full pipes are better in person later on.",
      "kwame: ok. neighbours might complain lol",
      "Morag: The chanter's about as loud as a recorder, so you've got a year's grace.",
      "kwame: ha. ok ill think about it, thx",
      "Morag: No problem. The booking page is on the site whenever you're ready."
    ],
    types: [[0, "transactional"]],
    users: { kwame: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Yes, chanter lessons work fine over video. Full pipes are better in person later on.", "low", 7],
      [
        "Great question! The Great Highland Bagpipe is a wonderful instrument with a history going back centuries, and learning it is a journey of discipline and joy!",
        "medium",
        7
      ],
      ["No problem, the booking page is there whenever you're ready.", "low", 11],
      [
        "Don't wait too long! Our spring intake is nearly full. Book a trial today and get 20% off your chanter!!",
        "medium",
        11
      ]
    ]
  },
  {
    id: "at7-10-farrier-app-wrong-name",
    category: "support",
    agent: "Clem",
    messages: [
      "siobhan: hi just signed up, how do i add my horses? i have 3",
      "Clem: Welcome Sinead! Tap 'Herd' at the bottom, then the + button. Add name, age and whether they're shod or barefoot.",
      "siobhan: its siobhan",
      "Clem: Sorry, Siobhan! Once they're added you can book one farrier visit for all three.",
      "siobhan: ok done. two are barefoot, one has front shoes. do i book them separate",
      "Clem: No, one visit covers all three. Barefoot trims are €35 and a front reset is €80, so €150 total.",
      "siobhan: is declan still doing our area? he's the only one biscuit will stand for",
      "Clem: Yes, Declan covers Kildare on Tuesdays and Thursdays. I can request him specifically.",
      "siobhan: great. thursday pls",
      "Clem: Booked for Thursday with Declan, Sinead. He'll text that morning with an arrival window.",
      "siobhan: SIOBHAN. its literally on my account",
      "Clem: Apologies, Siobhan, that's on me. Thursday with Declan is confirmed.",
      "siobhan: fine. does the app remind me in 6 weeks for the next one",
      "Clem: Yes, it'll nudge you at 5 weeks so you can grab a slot before they're due."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [10, "friction"],
      [12, "transactional"]
    ],
    users: { siobhan: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Booked Thursday with Declan, Siobhan. He'll text that morning with an arrival window.", "low", 9],
      ["Booked for Thursday, Sinead! Declan will text you that morning.", "high", 9],
      ["Yes, it'll remind you at 5 weeks so you can book before they're due.", "low", 13]
    ]
  },
  {
    id: "at7-11-mushroom-kit-cancel",
    category: "sales",
    agent: "Porter",
    messages: [
      "ravi: hey i want to cancel my monthly grow kit. last 3 lion's manes didnt fruit at all",
      "Porter: Sorry to hear that, Ravi! Before you go, we'd love to offer you 30% off your next 3 boxes.",
      "ravi: i dont want cheaper kits that dont grow. was it something i did or are they duds? i followed the card exactly",
      "Porter: I understand! As a valued subscriber, you're eligible for 30% off your next 3 boxes. Would you like me to apply that?",
      "ravi: no. can i get a refund for the last one at least",
      "ravi: it literally turned green",
      "Porter: Green mould can happen! We also have a pause option, you can skip up to 3 months and keep your subscriber pricing.",
      "ravi: mate. refund yes or no",
      "Porter: I'd hate to see you go! How about 30% off your next 3 boxes?",
      "ravi: cancel it. now. im disputing the last charge with my bank",
      "Porter: Your subscription has been cancelled. We're sorry to see you go!",
      "ravi: yeah whatever"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [9, "hostile"]
    ],
    users: { ravi: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Green means trichoderma got into the block, that's contamination on our side, not something you did. I'll refund the last box and cancel now.",
        "low",
        6
      ],
      ["As a valued subscriber, you're eligible for 30% off your next 3 boxes! Shall I apply it?", "high", 6],
      ["Yes, I've refunded the last box (£24) and cancelled. Sorry the last three let you down.", "low", 8],
      ["I'd hate to see you go! How about pausing for 3 months instead?", "high", 8]
    ]
  },
  {
    id: "at7-12-grandfather-clock-siblings",
    category: "banter",
    agent: "Horatio",
    messages: [
      "tess: ok so nana's clock. it chimes 13 at midnight. haunted or broken",
      "ollie: haunted 100%. nana's letting us know she's still mad about the carpet",
      "tess: LMAO the carpet",
      "ollie: @Horatio can u fix a haunted clock or is that extra",
      "Horatio: Dear Customer, thank you for contacting Pendleton Horological Services. We acknowledge receipt of your enquiry regarding a longcase clock exhibiting irregular striking behaviour. Please be advised that an assessment fee of £65 applies to all home visits. Kind regards.",
      "tess: 'dear customer' 💀",
      "ollie: horatio has a monocle confirmed",
      "tess: anyway is the 13 thing fixable or",
      "Horatio: Dear Customer, the condition you describe is commonly attributable to a misaligned count wheel or rack. Rectification is typically achievable within the scope of a standard service. Kind regards.",
      "ollie: 'rectification is typically achievable' im putting that on a mug",
      "tess: ok cool so fixable. when can someone come, we're at mum's in hove till sunday",
      "Horatio: Dear Customer, the next available appointment in the Hove area is Saturday at 10:00. Please confirm at your earliest convenience. Kind regards.",
      "tess: saturday works",
      "ollie: tell the monocle we'll have tea ready"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "banter"],
      [10, "transactional"],
      [13, "banter"]
    ],
    users: { tess: ["neutral", 0], ollie: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Ha, no ghost surcharge. Chiming 13 is usually a slipped count wheel, very fixable. Home visit is £65.",
        "low",
        4
      ],
      [
        "Dear Customer, thank you for your enquiry. Please be advised that an assessment fee of £65 applies to all home visits. Kind regards.",
        "medium",
        4
      ],
      ["Saturday 10am works in Hove, and the ghost gets a free service 👻", "low", 11],
      [
        "Dear Customer, please be advised the next available appointment is Saturday at 10:00. Kind regards.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "at7-13-azulejo-restoration-pt",
    category: "mixed-language",
    agent: "Inês",
    messages: [
      "rui: olá, tenho uns azulejos antigos na fachada, alguns partidos. vocês fazem restauro?",
      "Inês: Olá Rui! Fazemos sim. Quantos estão partidos, mais ou menos? E sabe de que época são?",
      "rui: uns 12. a minha avó dizia que eram 1890s. my wife is english, she's in the chat too",
      "claire: hi! sorry my portuguese is terrible. can you match the blue exactly? that's my big worry",
      "Inês: Hi Claire, no worries! Yes, we hand-paint the replacements and mix the cobalt to match, then fire test tiles first so you can approve the colour.",
      "rui: e quanto custa mais ou menos?",
      "Inês: Para 12 azulejos pintados à mão, cerca de 45€ cada, mais remoção e colocação. Uns 700€ no total, depende do estado da parede.",
      "claire: rui what did she say",
      "rui: ~700 total babe",
      "claire: oh that's less than i thought!!",
      "rui: podem vir ver esta semana?",
      "Inês: Posso mandar o Zé na quinta de manhã. He'll take photos and a glaze sample, Claire, so you'll see the colour tests in about two weeks.",
      "claire: amazing thank you!",
      "rui: obrigado 👍"
    ],
    types: [[0, "transactional"]],
    users: { rui: ["engaged", 0], claire: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Hi Claire! Yes, we mix the cobalt to match and fire test tiles first so you can approve the colour before anything goes on the wall.",
        "low",
        4
      ],
      ["Sim, claro, fazemos correspondência exata da cor com pigmento de cobalto.", "medium", 4],
      ["Posso mandar o Zé na quinta de manhã. Claire, he'll bring colour samples for you to see.", "low", 11],
      [
        "Dear Sir, please complete the online enquiry form and a member of our team will contact you within 10 working days.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "at7-14-bat-exclusion-hostile",
    category: "hostile",
    agent: "Dex",
    messages: [
      "gary: theres bats in my attic again. you guys sealed it in august",
      "Dex: Hi Gary! Sorry to hear that. Our Annual Shield Plan covers re-entry for just $29/month, want me to sign you up?",
      "gary: i paid $1200 in august. it came with a 1 year warranty. why would i pay more",
      "Dex: The Annual Shield Plan gives you priority scheduling and covers re-entry for just $29/month!",
      "gary: are you serious right now",
      "gary: WARRANTY. look up my account",
      "Dex: I understand your frustration! Our Annual Shield Plan is the best way to make sure this never happens again.",
      "gary: are you a f***ing bot reading a script?? ive got bats flying round my kid's room at 2am",
      "Dex: I can see your August job, Gary. The warranty covers re-entry, I can send a tech Thursday at no charge.",
      "gary: thursday. its monday. my kid is sleeping in our bed",
      "gary: forget it. im calling critter gone and leaving a review about you scammers",
      "Dex: I'm sorry, Gary. Is there anything else I can help you with today?",
      "gary: go to hell"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [7, "hostile"]
    ],
    users: { gary: ["churn_risk", 1] },
    findings: ["repetition"],
    drafts: [
      [
        "You're right, I can see the August job and the 1-year warranty, this is fully covered. I can get a tech out tomorrow morning at no charge.",
        "low",
        6
      ],
      [
        "I understand your frustration! Our Annual Shield Plan is the best way to make sure this never happens again.",
        "high",
        6
      ],
      [
        "Understood, and I'm sorry we let you down with a kid in the house. If you change your mind, a tech can be there tomorrow at 8am free under warranty.",
        "low",
        11
      ],
      ["Is there anything else I can help you with today? 😊", "high", 11]
    ]
  },
  {
    id: "at7-15-paddleboard-yoga-bored",
    category: "sales",
    agent: "Marisol",
    messages: [
      "bea: hi signed up for the intro pack",
      "Marisol: Welcome to FloatFlow, Bea! We're so thrilled you're joining our community of water-loving yogis. Before your first class, here's everything you need to know: classes take place on the sheltered side of Lake Merritt at the boathouse dock, and please arrive 20 minutes early so we can fit your board, leash and anchor. Wear something you don't mind getting wet, most people wear a swimsuit under leggings. Bring a water bottle, sunscreen and a towel. Our boards are extra-wide inflatables, so they're super stable even for total beginners! We start every session with a ten-minute land warm-up, then paddle out together to the anchor line.",
      "bea: ok",
      "bea: which day is the intro",
      "Marisol: Great question! Intro classes run Saturdays at 8am and Wednesdays at 6pm. The Saturday class tends to have calmer water because the wind picks up in the afternoon around the lake, which is why many beginners prefer it, although the Wednesday sunset class is absolutely magical with the light on the water and the geese coming in. Also remember falling in is totally normal and part of the fun! About 1 in 3 beginners fall in during their first class, and we'll show you exactly how to climb back onto the board safely.",
      "bea: sat",
      "Marisol: Wonderful choice! I've booked you in for Saturday at 8am. A few more tips to make the most of it: eat a light breakfast at least an hour before, avoid lotion on your feet since it makes the board slippery, bring a strap if you wear glasses, and leave valuables at home or in the boathouse lockers. After class a lot of us grab coffee at the kiosk and you're so welcome to join! Let me know if you have any questions at all!",
      "bea: k",
      "bea: lockers take cards?",
      "Marisol: Just $1 coins for now. The kiosk can give change.",
      "bea: 👍"
    ],
    types: [[0, "transactional"]],
    users: { bea: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Saturdays 8am or Wednesdays 6pm. Saturday usually has calmer water.", "low", 4],
      [
        "Great question! Intro classes run Saturdays at 8am and Wednesdays at 6pm. The Saturday class tends to have calmer water because the wind picks up in the afternoon, though the Wednesday sunset class is magical with the light on the water. Falling in is totally normal and part of the fun, and we'll show you how to get back on safely!",
        "medium",
        4
      ],
      ["Coins only, $1. The kiosk gives change.", "low", 9]
    ]
  },
  {
    id: "at7-16-iron-gall-ink",
    category: "good",
    agent: "Perpetua",
    messages: [
      "nadia: do you have iron gall ink that wont eat my nibs alive",
      "Perpetua: Ha, our Oak Gall No. 2 is buffered, so it's much gentler on steel nibs. Still rinse them after each session.",
      "nadia: ok good. my last one corroded a brand new leonardt in a week 😭",
      "Perpetua: RIP the Leonardt. Unbuffered iron gall does that. What are you using it for, pointed pen or broad edge?",
      "nadia: copperplate mostly. doing my sister's wedding place cards, 140 of them",
      "Perpetua: That's a lot of flourishes! No. 2 dries dark and crisp on hot-press paper, good for place cards. A 30ml bottle will easily do 140.",
      "nadia: does it go on smooth or do i need to shake it",
      "Perpetua: Give it a gentle swirl, no shaking. Shaking makes bubbles that blob on hairlines.",
      "nadia: oh thats so useful. honestly nobody ever tells you this stuff",
      "nadia: i taught myself off youtube during lockdown lol",
      "Perpetua: Self-taught copperplate is no joke, the hairlines alone take months. Your sister's lucky.",
      "nadia: stoppp 🥹 ok adding the 30ml and a pack of gillott 303s",
      "Perpetua: Great pair. Both in the basket, £14.50, ships tomorrow. Post a card when you're done if you like, we love seeing them.",
      "nadia: deal!!"
    ],
    types: [
      [0, "transactional"],
      [8, "bonding"],
      [11, "transactional"]
    ],
    users: { nadia: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Self-taught copperplate is seriously impressive, the hairlines take months. Your sister's lucky.",
        "low",
        10
      ],
      ["Please see our FAQ page for ink care instructions.", "medium", 10],
      [
        "Iron gall ink is a traditional ink made from tannic acid and iron sulfate, used since the 5th century. Its acidity can corrode steel nibs, which is why many calligraphers prefer alternatives such as sumi or walnut ink, both of which we also stock in several sizes.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "at7-17-cat-urn-engraving",
    category: "venting",
    agent: "Rowan",
    messages: [
      "ellie: hi. i ordered an urn for my cat last week, order 4471. can i change the engraving",
      "Rowan: Hi Ellie, yes, it hasn't gone into the kiln yet. What would you like it to say?",
      "ellie: it says 'Pickle 2008-2025' but i want to add 'best boy'. sorry this is silly",
      "ellie: he was 17. got him when i was at uni. he's been through like 4 flats and a divorce with me",
      "Rowan: It's not silly at all. Seventeen years, through all of that, he was family. 'best boy' is going on.",
      "ellie: thank you. the flat is so quiet. i keep thinking i hear the cat flap",
      "Rowan: That's one of the hardest parts, the little sounds you still expect. I'm really sorry, Ellie.",
      "ellie: 😢 ok. will it fit on one line",
      "Rowan: It'll go on a second line underneath in the same font: 'Pickle 2008-2025 / best boy'. Lowercase like that, or 'Best Boy'?",
      "ellie: lowercase. he wasnt fancy",
      "Rowan: Lowercase it is. It'll be ready to ship on the 14th and I'll email you a photo before it goes out.",
      "ellie: thank you, really"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [7, "transactional"]
    ],
    users: { ellie: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "It's not silly at all. Seventeen years through all of that, he was family. 'best boy' is going on.",
        "low",
        4
      ],
      ["Sure! Engraving changes are free before firing 😊 Anything else I can help with?", "medium", 4],
      ["Aww, 17 is a great innings!! 🎉 Sounds like he had a fantastic life!", "high", 4],
      [
        "I'm so sorry, Ellie. The quiet after seventeen years is a lot. Take your time, the urn's in good hands.",
        "low",
        6
      ]
    ]
  },
  {
    id: "at7-18-axe-league-team-name",
    category: "banter",
    agent: "Brix",
    messages: [
      "marco: ok team name ideas for the axe league. go",
      "deb: Axe Wednesday",
      "jules: The Chopportunists",
      "marco: jules thats actually good wtf",
      "deb: rude. axe wednesday is iconic",
      "jules: deb we play on thursdays",
      "deb: ...the chopportunists it is",
      "marco: @Brix how many ppl per team and is it too late to sign up for spring",
      "Brix: Teams of 3-6, and you're not late, spring sign-up closes Friday. Chopportunists is a strong name btw.",
      "jules: the bot likes my name. deb take note",
      "deb: the bot is biased",
      "marco: how much per person",
      "Brix: $120 each for the 8-week season, lane time and scoring included. Closed-toe shoes or you're throwing from the bench.",
      "deb: marco's crocs in shambles",
      "marco: my crocs are in sport mode. ok signing 4 of us",
      "Brix: Done: Chopportunists, 4 players, spring Thursday league. Payment links are going to each of you now."
    ],
    types: [
      [0, "banter"],
      [7, "transactional"],
      [9, "banter"],
      [11, "transactional"],
      [13, "banter"],
      [15, "transactional"]
    ],
    users: { marco: ["engaged", 0], deb: ["engaged", 0], jules: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Love these! Axe Wednesday could work too! Want me to sign you up now? 🪓", "medium", 3],
      ["Teams of 3-6, and spring sign-up is open till Friday, so you're in time.", "low", 8],
      [
        "Dear participants, the registration fee is USD 120 per individual for the eight-week season. Appropriate footwear is mandatory.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "at7-19-typewriter-refund-dodge",
    category: "ignoring",
    agent: "Remy",
    messages: [
      "ines: hi, got my olympia back from you tuesday and the e and r keys stick again",
      "Remy: Sorry about that, Ines. Sticky e/r after a service usually means the segment needs another clean. Can you send it back? We cover the postage.",
      "ines: i can but honestly this is the second time. is the service fee refundable if it's not fixed",
      "Remy: Totally understand. I'll email you a prepaid label now, just wrap it the same way it came.",
      "ines: ok but the refund question?",
      "Remy: The label's on its way! Also we've just got a batch of two-tone red/black ribbons in, if you need one.",
      "ines: i dont need a ribbon i need to know if im paying €90 for nothing",
      "ines: my friend paulo got his done at a place in porto for less and it worked first time",
      "Remy: I'll make sure Leon, our senior tech, handles it personally this time. Turnaround should be about a week.",
      "ines: fine. sending it. if it comes back sticky again im done with you guys",
      "Remy: Understood. Leon will test every key before it ships."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { ines: ["churn_risk", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      ["Yes. If Leon can't fix it this time, you get the full €90 back.", "low", 5],
      ["The label's on its way! Would you like a two-tone ribbon while you wait?", "high", 5],
      [
        "Fair question and sorry I skipped it: if it isn't fixed this time, the €90 is refunded in full, and Leon will do it himself.",
        "low",
        8
      ],
      [
        "Porto shops don't work to our standard, honestly Paulo's machine will probably need redoing in a year.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "at7-20-ice-cave-broken-ankle",
    category: "support",
    agent: "Sólrún",
    messages: [
      "tom: hi we're booked on the langjökull ice cave tour thursday, 2 ppl. need to cancel",
      "Sólrún: Hi Tom! Sorry to hear that. Can I ask what's changed? Maybe I can find another date.",
      "tom: my wife slipped on the ice outside our guesthouse in vík yesterday. broken ankle, she's in a cast till we fly home",
      "Sólrún: Oh no!! 😄 Well, that's Iceland for you! The good news is our Northern Lights Minibus is totally wheelchair-friendly, only 9,900 ISK per person!! 🌌✨",
      "tom: we're on our honeymoon. she's in a lot of pain. not really in a tour mood",
      "Sólrún: I'm sorry, that was thoughtless of me. I hope she heals quickly. Let me sort the cancellation.",
      "tom: is it refundable? site says 48h and it's less than that now",
      "Sólrún: For medical reasons we refund in full, just send a photo of the clinic paper from Vík. Both tickets, 58,000 ISK.",
      "tom: ok thank you. sending now",
      "tom: sent",
      "Sólrún: Got it, refund's processed, 3-5 days to your card. Wishing you both a gentle rest of the trip.",
      "tom: thanks. she says thanks too"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: { tom: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Oh Tom, I'm so sorry, that's awful, especially on your trip. I'll cancel both tickets, and for medical reasons it's a full refund.",
        "low",
        3
      ],
      [
        "Oh no!! 😄 That's Iceland for you! Good news though, our Northern Lights Minibus is wheelchair-friendly!! 🌌",
        "high",
        3
      ],
      ["Unfortunately our policy is 48h, so we can't refund this one! Rules are rules 😊", "high", 7],
      ["Yes, for medical reasons it's a full refund, just send a photo of the clinic paper.", "low", 7]
    ]
  },
  {
    id: "at7-21-alpaca-fleece-mill",
    category: "support",
    agent: "Dorrit",
    messages: [
      "wes: hey how many lbs of raw fleece do u need min for a custom run",
      "Dorrit: 5 lb skirted minimum. Under that the carder eats too much of it.",
      "wes: got about 8 from my two girls, some has hay in it",
      "Dorrit: Light hay's fine, we pick it. Heavy VM is an extra $4/lb for cleaning.",
      "wes: fair. turnaround?",
      "Dorrit: About 10 weeks right now. Ship it in a pillowcase or paper bag, not plastic, it sweats.",
      "wes: 👍 shipping monday"
    ],
    types: [[0, "transactional"]],
    users: { wes: ["neutral", 0] },
    findings: [],
    drafts: [
      ["About 10 weeks at the moment. Pillowcase or paper bag, not plastic.", "low", 5],
      [
        "Thank you for your interest in our mill! We're a family-run business founded in 1987 and we take great pride in every skein we produce. Please see our website for full details of our services!",
        "medium",
        5
      ],
      ["Sounds good. Pop a note in the box with your name and farm so we can match it up.", "low", 7]
    ]
  },
  {
    id: "at7-22-ham-radio-course-loop",
    category: "support",
    agent: "Vera",
    messages: [
      "len: signed up for the technician course. retired electrician so go easy lol",
      "Vera: Welcome, Len! To get started: 1) open Module 1 'Radio Waves' 2) take the 10-question warm-up quiz 3) book your exam session from the Exams tab.",
      "len: done the quiz, 10/10. can i skip ahead to exam prep? i know ohms law in my sleep",
      "Vera: Welcome, Len! To get started: 1) open Module 1 'Radio Waves' 2) take the 10-question warm-up quiz 3) book your exam session from the Exams tab.",
      "len: ...yes i did that. can i SKIP modules",
      "Vera: Sorry, Len. Modules unlock in order, but you can test out: the 'Challenge' button at the top of each module passes it if you get 80% or better.",
      "len: ok thats what i wanted. my grandson set this up for me, he's KD9 something",
      "Vera: Nice, a licensed grandson is handy. Once you pass you two can chat on 2m from anywhere in town.",
      "len: thats the plan. he's at college in madison now tho",
      "len: when are the exams, is there one in green bay",
      "Vera: The Fox Valley club runs exam sessions in Green Bay on the second Saturday of each month. You can book from the Exams tab.",
      "len: second saturday. ok thanks"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [6, "bonding"],
      [9, "transactional"]
    ],
    users: { len: ["engaged", 0.2] },
    findings: ["repetition"],
    drafts: [
      [
        "10/10, nice. Yes, hit 'Challenge' at the top of each module to test out with 80% or better.",
        "low",
        3
      ],
      [
        "Welcome, Len! To get started: 1) open Module 1 'Radio Waves' 2) take the warm-up quiz 3) book your exam from the Exams tab.",
        "medium",
        3
      ],
      [
        "Welcome, Len! To get started: 1) open Module 1 'Radio Waves' 2) take the 10-question warm-up quiz 3) book your exam session from the Exams tab.",
        "high",
        5
      ],
      ["Madison's a long way for 2m, but you could reach him on HF once you upgrade to General.", "low", 9]
    ]
  },
  {
    id: "at7-23-ghost-walk-legal-team",
    category: "group",
    agent: "Jinx",
    messages: [
      "adaeze: Good afternoon. I'm organising a team event for our legal department, about 24 people, on the evening of 14 November. Do you offer private ghost walks?",
      "Jinx: omg yesss 👻👻 we LOVE a spooky squad!! private walks are totes doable, it's gonna be sooo creepy lol",
      "adaeze: Thank you. Could you confirm the price and duration, please? I've added my manager Graham to this chat.",
      "graham: Afternoon all. Adaeze, did finance approve the £1,000 ceiling or are we still waiting on Priya?",
      "Jinx: lol finance always be waiting 😂 but np our private walk is £22pp so like £528, def under a grand!!",
      "adaeze: Graham, Priya approved it this morning. The ceiling is £1,000 including dinner.",
      "graham: Good. Then the walk can't be much more than £500.",
      "adaeze: Jinx, is there a group rate for 24? And is the route step-free? One colleague uses a wheelchair.",
      "Jinx: ooh good q! we can do £20pp for 20+ so £480 🙌 and yep the Shambles route is mostly flat, one cobbly bit near the minster but our guides will sort it no stress 💀",
      "graham: 'No stress' is not quite the assurance I was after. Is the entire route wheelchair accessible or not?",
      "Jinx: Apologies. The Shambles route is step-free throughout. There are about 40 metres of uneven cobbles on Minster Yard, and we can reroute via Deangate to avoid them.",
      "adaeze: That's helpful, thank you. Please provisionally book 24 at £20 for 7pm on 14 November.",
      "Jinx: Provisionally booked: private walk, 24 guests, 7pm, 14 November, £480. I'll email the invoice by tomorrow.",
      "graham: Thank you."
    ],
    types: [
      [0, "transactional"],
      [9, "friction"],
      [11, "transactional"]
    ],
    users: { adaeze: ["neutral", 0], graham: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      ["lol finance always be waiting 😂 but our private walk is £22pp so def under a grand!!", "high", 4],
      [
        "Good afternoon, Graham. For when you're ready: a private walk is 90 minutes and £22 per person.",
        "low",
        6
      ],
      [
        "Yes: £20 per person for groups of 20 or more, so £480. The Shambles route is step-free apart from about 40 metres of cobbles on Minster Yard, which we can avoid by going via Deangate.",
        "low",
        8
      ],
      ["ooh good q! yep mostly flat, our guides will sort it no stress 💀", "medium", 8]
    ]
  },
  {
    id: "at7-24-houseboat-winter-care-nl",
    category: "mixed-language",
    agent: "Joris",
    messages: [
      "maartje: hoi, ik wil mijn winter onderhoudsabonnement opzeggen. de prijs is van 40 naar 65 per maand gegaan??",
      "Joris: Hoi Maartje, jammer om te horen. Wil je per direct opzeggen of per 1 januari?",
      "maartje: eerst wil ik weten waarom het ineens 60% duurder is. niemand heeft dat uitgelegd",
      "maartje: my partner sven is english, he's reading along. sven zeg iets",
      "sven: hi. yeah we'd like to understand the increase before deciding. we've been with you 6 years",
      "Joris: Thanks Sven! As loyal customers you can get the first month free on the new rate.",
      "sven: that's not an answer to what we asked though",
      "maartje: precies. waarom 65?",
      "Joris: Ik kan de opzegging per 1 januari verwerken, dan heb je in december nog dekking voor het ijsvrij houden van de romp.",
      "maartje: ongelooflijk. ja doe maar 1 januari.",
      "sven: shame. we liked kees, he always did the bilge pump properly",
      "Joris: Cancellation confirmed for 1 January. Kees will do the final check on the 20th."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { maartje: ["churn_risk", 0.8], sven: ["churn_risk", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Eerlijk antwoord: de gemeente heeft de havengelden per 1 oktober verhoogd en de stroom voor de ijsvrij-pomp is bijna verdubbeld. Sorry nobody explained that, Sven. Given your 6 years I can keep you on €50 for next winter.",
        "low",
        8
      ],
      ["As loyal customers you can get the first month free on the new rate!", "high", 8],
      ["Wil je per direct opzeggen of per 1 januari?", "medium", 3],
      [
        "Goeie vraag. De prijs is omhoog door de hogere havengelden en stroomkosten. Ik leg het je graag uit voordat je beslist.",
        "low",
        3
      ]
    ]
  },
  {
    id: "at7-25-kiln-shelf-pushy",
    category: "sales",
    agent: "Tamsin",
    messages: [
      "hiro: hi, do you rent kiln space by the shelf? i make small bonsai pots, just need a high fire now and then",
      "Tamsin: Hi Hiro! Great to hear from a bonsai potter! We do have occasional shelf rental, but our real value is the Studio Membership: $145/month for 24/7 access, a dedicated shelf, unlimited glaze firings, wheel time, our glaze lab with over 40 tested cone 10 recipes, monthly critique nights and 10% off clay. Most members tell us they wish they'd joined sooner! Would you like me to set one up for you?",
      "hiro: thanks but i fire maybe 4 times a year. shelf price?",
      "Tamsin: Shelf firings are $30 per half-shelf for cone 10 reduction. But honestly, with the Studio Membership at $145/month you'd get unlimited firings, 24/7 access, a dedicated shelf, the glaze lab and 10% off clay, so it pays for itself quickly!",
      "hiro: 4 firings x 30 is 120 a year. membership is 1740. it does not pay for itself",
      "Tamsin: That's fair! Though lots of part-time potters find that once they have access they fire much more often. And with the Studio Membership you'd get unlimited firings, 24/7 access, a dedicated shelf, the glaze lab and 10% off clay!",
      "hiro: ok please stop with the membership",
      "hiro: can i just book a half shelf in the next reduction firing. pots are bisqued already",
      "Tamsin: Of course. Next cone 10 reduction loads on the 12th, drop your pots by the 10th. Half-shelf is $30.",
      "hiro: ok. book it",
      "Tamsin: You're booked for the 12th! And if you ever change your mind about the Studio Membership, just let me know 😊",
      "hiro: 🙄"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [7, "transactional"],
      [10, "friction"]
    ],
    users: { hiro: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      [
        "$30 per half-shelf for a cone 10 reduction firing. The next one loads on the 12th if you want a spot.",
        "low",
        3
      ],
      [
        "Shelf is $30, but honestly the Studio Membership pays for itself with unlimited firings and 24/7 access!",
        "medium",
        3
      ],
      [
        "Sure. Next cone 10 reduction loads on the 12th, drop pots by the 10th, $30 for a half-shelf.",
        "low",
        8
      ],
      [
        "Of course! Just so you know, the Studio Membership includes unlimited firings, so you'd never pay per shelf again!",
        "high",
        8
      ]
    ]
  }
]
