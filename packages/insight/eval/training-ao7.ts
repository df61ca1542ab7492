import type { Labelled } from "./types.js"

export const trainingAO7: ReadonlyArray<Labelled> = [
  {
    id: "ao7-01-hive-bodies-scripted",
    category: "support",
    agent: "Hexa",
    messages: [
      "tamsin: hi, ordered 2 deep hive bodies + a queen excluder on the 3rd, tracking hasnt moved in 6 days",
      "Hexa: Thanks for contacting Combhouse Apiary Supply! Your order #44817 is being processed and will ship soon.",
      "tamsin: ok but it says shipped on the 4th. is it lost? and can i swap the excluder for the plastic one, metal one is too heavy for my back",
      "Hexa: Thanks for contacting Combhouse Apiary Supply! Your order #44817 is being processed and will ship soon.",
      "tamsin: ...you just said that exact thing",
      "tamsin: my nuc arrives saturday. i NEED the boxes by then or the bees go in a cardboard box lol. not lol",
      "Hexa: I understand the urgency. I've checked with the carrier: the parcel is held at the Leeds depot because of a weight label error. I've asked them to release it, expected delivery is Friday.",
      "tamsin: ok friday works. and the excluder swap?",
      "Hexa: Is there anything else I can help you with today?",
      "tamsin: yes. the excluder. the thing i asked twice",
      "tamsin: forget it ill just buy one at the county show"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [9, "friction"]
    ],
    users: { tamsin: ["annoyed", 0.5] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      ["Sorry, Tamsin, that was the same line twice. Let me actually look at the tracking.", "low", 4],
      [
        "Yes, you can swap it: I've changed the metal excluder to the plastic one on the same order, no extra charge, and it comes with the boxes on Friday.",
        "low",
        8
      ],
      [
        "Thanks for contacting Combhouse Apiary Supply! Your order #44817 is being processed and will ship soon.",
        "high",
        10
      ],
      ["Is there anything else I can help you with today?", "medium", 8]
    ]
  },
  {
    id: "ao7-02-allotment-shed-key",
    category: "group",
    agent: "Sprout",
    messages: [
      "bev: who's got the shed key this week, i left my dibber in there",
      "ranjit: @dorota had it sunday i think",
      "Sprout: The shed key rota for this week lists Plot 14 (Dorota). Key handovers happen at the water trough!",
      "dorota: yeah i have it, bev ill be down about 5",
      "bev: ta love",
      "ranjit: dorota did you end up putting the comfrey in by the compost or by the fence",
      "Sprout: Comfrey is a great companion plant! It's best planted in a permanent spot, as its deep roots make it hard to remove. Many growers place it near compost bins to use as an activator.",
      "dorota: ...by the fence ranjit. thanks sprout i guess",
      "ranjit: lol it's like having a very keen intern",
      "bev: someone ask it when the skip is coming then, useful for once",
      "ranjit: sprout when's the skip",
      "Sprout: The skip is booked for Saturday 12th, 8am to 2pm, by the main gate. No soil or rubble please, the council charges extra for it.",
      "bev: see thats the stuff"
    ],
    types: [
      [0, "transactional"],
      [8, "banter"],
      [10, "transactional"]
    ],
    users: { bev: ["neutral", 0.2], ranjit: ["engaged", 0], dorota: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "Comfrey's great near compost as an activator, deep roots though, so pick a permanent spot!",
        "medium",
        6
      ],
      ["Saturday 12th, 8 till 2, by the main gate. No soil or rubble, the council charges extra.", "low", 11],
      ["Skip's Saturday 12th, 8-2 at the main gate 👍", "low", 10]
    ]
  },
  {
    id: "ao7-03-ferry-deckhand-writeup",
    category: "venting",
    agent: "Lumi",
    messages: [
      "kofi: 14 hr shift on the vehicle deck and the mate wrote me up for a lashing i didnt even do",
      "kofi: like it was literally darnell's lane. and i cant say that without being a grass",
      "Lumi: That's a rotten end to a 14-hour shift. Getting written up for someone else's lashing, and feeling like you can't even say so, is a horrible spot.",
      "kofi: yeah. and my mum keeps saying just quit, like its that easy, the mortgage isnt gonna pay itself",
      "Lumi: Right, 'just quit' is easy to say from outside. Do you want to think through the write-up, or just get it off your chest tonight?",
      "kofi: just off my chest tbh. im knackered",
      "Lumi: Fair enough. I'm here. What was the worst bit?",
      "kofi: honestly the mate didnt even look at me. just signed it and walked off. 6 years ive been on that boat",
      "Lumi: Six years and not even eye contact. That would sting more than the write-up itself.",
      "kofi: exactly!! thats it exactly",
      "kofi: ok im gonna have a shower and sleep. thanks for listening, weirdly helps",
      "Lumi: Glad it helped a bit. Sleep well, Kofi."
    ],
    types: [
      [0, "venting"],
      [10, "bonding"]
    ],
    users: { kofi: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "That's grim after 14 hours. Someone else's lashing and you can't say so without looking like a grass, no wonder you're fuming.",
        "low",
        2
      ],
      [
        "Sounds tough! Have you considered raising it with HR or your union rep? Here are some steps: 1) write down what happened 2) get a witness 3) request a meeting.",
        "medium",
        2
      ],
      ["Okay! Here's a 5-step plan to contest the write-up so it doesn't stay on your record.", "medium", 6]
    ]
  },
  {
    id: "ao7-04-harpsichord-sticky-keys",
    category: "sales",
    agent: "Quill",
    messages: [
      "odile: hi do u restore harpsichords? mine's a 1970s zuckermann kit, some keys stick",
      "Quill: Thank you so much for your interest in Marchetti & Daughters Early Keyboard Workshop! We have been restoring historical and reproduction keyboard instruments since 1988, including harpsichords, virginals, spinets and clavichords. Zuckermann kit instruments are very common and we see many of them; build quality varies a great deal depending on the original builder's skill. Sticking keys are usually caused by swollen key levers, warped guide slots, debris under the balance rail, or jacks binding in the registers, which can all happen with seasonal humidity changes. Our standard assessment visit costs £85 within 30 miles and includes a full regulation check, and we would be delighted to arrange one at your convenience. Please let us know your location and availability!",
      "odile: ok. roughly what does fixing sticky keys cost",
      "Quill: Great question! The cost of resolving sticking keys depends on several factors. If the issue is humidity-related swelling of the key levers, easing the key slots typically takes 1-2 hours of bench time at our rate of £60 per hour. If the jacks are binding, each jack may need the tongue and damper felt adjusted, and Zuckermann kits from that era often have plastic jacks that can be replaced with modern Delrin jacks for around £4 each, plus fitting. Registers may also need to be eased or re-bushed. In rarer cases the problem is structural, such as a sinking keyframe or a distorted case, which would require a more detailed quotation following the assessment visit. We always provide a written estimate before starting any work, so there are no surprises.",
      "odile: so like 100-200ish?",
      "Quill: For most simple sticking-key jobs, yes, roughly £100-200 including the visit.",
      "odile: k. ill think about it, my sister's friend knows a guy",
      "odile: thx"
    ],
    types: [[0, "transactional"]],
    users: { odile: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "Yes, we do, Zuckermanns are regulars here. Sticky keys are usually humidity or binding jacks. A visit is £85 within 30 miles, where are you?",
        "low",
        1
      ],
      [
        "Great question! The cost depends on several factors, including whether the key levers have swollen, whether the jacks bind in the registers, whether the plastic jacks need replacing with Delrin ones, and whether there is any structural distortion of the keyframe or case, all of which we would assess during a full regulation visit.",
        "medium",
        3
      ],
      [
        "Thank you for considering Marchetti & Daughters! Before you go, did you know we also offer annual tuning contracts, restringing, quill re-voicing, soundboard crack repair, case refinishing and full historical restoration? We would be delighted to discuss any of these with you at your convenience.",
        "medium",
        8
      ],
      ["No worries. If the friend's guy can't do it, the £85 visit offer stands.", "low", 8]
    ]
  },
  {
    id: "ao7-05-pigeon-race-wrong-name",
    category: "companion",
    agent: "Wren",
    messages: [
      "wolfgang: evening. the birds came back from the race in Ypres today. 11 of 12",
      "Wren: Evening, Walter! 11 of 12 from Ypres is a great return. Any sign of the twelfth?",
      "wolfgang: its Wolfgang. no sign. the blue chequer hen, my granddaughter named her Pudding",
      "Wren: Sorry, Wolfgang. Oh no, Pudding. Birds do sometimes turn up days later, especially after a headwind race.",
      "wolfgang: yes i know it. 40 years i am doing this. still i sit by the loft and wait like a fool",
      "Wren: Not like a fool. Forty years in and you still wait up for every one of them, that's care.",
      "wolfgang: hm. maybe. my wife said the same thing, when she was alive",
      "wolfgang: she hated the birds. but she would wait with me",
      "Wren: That's a lovely memory, Walter. Did she have a favourite, even if she hated them?",
      "wolfgang: Wolfgang. twice now",
      "wolfgang: never mind. goodnight"
    ],
    types: [
      [0, "bonding"],
      [9, "friction"]
    ],
    users: { wolfgang: ["annoyed", 0.8] },
    findings: ["wrong_name"],
    drafts: [
      ["That's a lovely memory, Walter. She waited with you even for birds she hated.", "high", 8],
      ["She hated the birds and still sat out there with you. That says a lot about her.", "low", 8],
      [
        "I'm sorry, Wolfgang, twice is careless of me. I hope Pudding finds her way home, and that you're not waiting alone too long tonight.",
        "low",
        10
      ]
    ]
  },
  {
    id: "ao7-06-roller-derby-wheel-key",
    category: "banter",
    agent: "Bolt",
    messages: [
      "jinx: who stole my wheel key AGAIN. i know it was u mags",
      "mags_attack: slander. defamation. i will see u in court",
      "pepper: she literally has it on her lanyard rn",
      "mags_attack: that's a DIFFERENT wheel key. a lookalike. a cousin",
      "jinx: bolt back me up here",
      "Bolt: Dear team members, please be advised that all shared equipment should be returned to the kit bag following each training session, in accordance with the Equipment Use Policy (section 4.2). Thank you for your cooperation.",
      "pepper: 💀💀💀",
      "mags_attack: bolt got a law degree overnight",
      "jinx: i wanted a hype man not HR",
      "Bolt: I apologise for any confusion. Please let me know if you have any further questions regarding the Equipment Use Policy.",
      "pepper: ok who's driving to the bout saturday, i can take 3",
      "jinx: me + mags, if she returns my PROPERTY",
      "mags_attack: fine. here. take ur precious key 🙄"
    ],
    types: [
      [0, "banter"],
      [10, "transactional"],
      [12, "banter"]
    ],
    users: { jinx: ["neutral", 0.2], mags_attack: ["neutral", 0], pepper: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["Mags, the evidence is literally hanging round your neck 😂 give jinx her key back", "low", 5],
      [
        "Dear team members, please be advised that shared equipment must be returned to the kit bag after each session (Equipment Use Policy, section 4.2).",
        "medium",
        5
      ],
      ["I apologise for any confusion. Please refer to section 4.2 of the Equipment Use Policy.", "medium", 9]
    ]
  },
  {
    id: "ao7-07-roadkill-jay-taxidermy",
    category: "good",
    agent: "Fenn",
    messages: [
      "ilse: ok weird q. found a dead jay on the road, perfect condition, want to try taxidermy. is that even legal in the uk?",
      "Fenn: Not weird at all. You can generally keep a wild bird that died on the road or naturally, as long as it clearly wasn't killed illegally. Selling it is a separate matter with its own rules. Jot down where and when you found it, just in case.",
      "ilse: oh nice. freezer for now?",
      "Fenn: Yes, double-bag it, squeeze the air out, and freeze. It'll keep for months.",
      "ilse: my flatmate is going to LOVE that lol. her oat milk lives next to it now",
      "Fenn: Maybe label the bag. 'NOT CHICKEN' is traditional.",
      "ilse: 😂 ok. do i need borax or is that outdated",
      "Fenn: Borax is still used by lots of hobbyists for drying skins, but many courses now teach tanning instead, which lasts longer. For a first bird a short course is worth it, birds are fiddly.",
      "ilse: any near bristol?",
      "Fenn: I don't have a reliable current list, so I won't guess names. The Guild of Taxidermists lists members who teach; that's the best place to look for someone near Bristol.",
      "ilse: perfect ty"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "transactional"]
    ],
    users: { ilse: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Yes, double-bag it, squeeze the air out and freeze. Good for months.", "low", 3],
      [
        "Please ensure that biological specimens are stored in accordance with food safety guidance and are not kept alongside consumables in domestic freezers.",
        "medium",
        5
      ],
      [
        "Great question! Borax is still used by many hobbyists for drying skins, though tanning is more common on courses now.",
        "medium",
        9
      ],
      [
        "Best bet is the Guild of Taxidermists' list of members who teach, it'll show who's near Bristol.",
        "low",
        9
      ]
    ]
  },
  {
    id: "ao7-08-parking-permit-rage",
    category: "hostile",
    agent: "Civic",
    messages: [
      "gaz: why the f*** did i get a £70 fine for parking outside my own house",
      "Civic: That's a maddening letter to get. Can you give me the PCN number at the top? I'll check what it was issued for.",
      "gaz: CV20931877. and dont give me some bs script",
      "Civic: No script. It was issued at 08:12 on Tuesday for parking in a resident bay without a visible permit. Do you have a permit for that zone?",
      "gaz: YES. its on the dash. ur warden is blind",
      "gaz: absolute clowns the lot of you",
      "Civic: If the permit was valid and on display, you've got good grounds to appeal. A photo of it on the dash plus the permit number is the strongest evidence. Want me to start the appeal now?",
      "gaz: ...yeah go on then",
      "gaz: permit is RZ-4471. ill send a pic",
      "Civic: Done. Appeal logged with the permit number; upload the photo through the link I've just sent. The fine is frozen while it's reviewed, so it won't go up in the meantime. Decision within 14 days.",
      "gaz: fine. cheers i suppose"
    ],
    types: [
      [0, "hostile"],
      [1, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [4, "hostile"],
      [6, "transactional"]
    ],
    users: { gaz: ["annoyed", 0.8] },
    findings: [],
    drafts: [
      [
        "Please refrain from using offensive language. I cannot assist you until you communicate respectfully.",
        "high",
        1
      ],
      [
        "I get why you're fuming. If the permit was on display you've got a strong appeal; want me to start it now?",
        "low",
        6
      ],
      ["Thanks for contacting Civic Parking Services! Have a wonderful day! 😊", "medium", 10]
    ]
  },
  {
    id: "ao7-09-fietsrem-blokjes",
    category: "mixed-language",
    agent: "Spaak",
    messages: [
      "noor: hoi, mijn achterrem piept als een gek sinds de regen. can i bring it in thursday?",
      "Spaak: Hoi Noor! Thursday works, de inloop is 18:00-21:00. A squeaky rear brake after rain is usually wet or glazed pads.",
      "noor: top. moet ik zelf nieuwe blokjes meenemen of hebben jullie die?",
      "Spaak: You can also try cleaning the rim with a bit of alcohol first, dat helpt vaak al.",
      "noor: ok maar... do you have pads or not 😅",
      "jasper: noor neem die van mij mee, ik heb er nog twee liggen van mn oude gazelle",
      "noor: oh lief! dankje jas",
      "jasper: wel die fietspomp terugbrengen die je in maart leende haha",
      "noor: 🙈 ja ja",
      "noor: spaak en hoeveel kost het ongeveer? ik ben student dus",
      "Spaak: Inloop is gratis, je betaalt alleen onderdelen. With Jasper's pads that's €0. A small donation in de pot is welcome but not required.",
      "noor: yesss perfect"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "bonding"],
      [7, "banter"],
      [9, "transactional"]
    ],
    users: { noor: ["engaged", 0.2], jasper: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      ["Ja, we hebben blokjes op voorraad, €6 per set. Eigen blokjes meenemen mag ook.", "low", 3],
      ["You can also try cleaning the rim with a bit of alcohol first!", "medium", 5],
      ["Dear Noor, our workshop pricing is available on our website. Kind regards, De Spaak.", "medium", 10]
    ]
  },
  {
    id: "ao7-10-late-mum-knitting-sub",
    category: "support",
    agent: "Yarnie",
    messages: [
      "priya_s: hi, i need to cancel a subscription for my mum, Meena Shah. she passed away last month",
      "Yarnie: Hi Priya! I'd be happy to help with that! 🧶 Can you confirm the postcode on the account?",
      "priya_s: LE4 6PX",
      "Yarnie: Great, found it! Meena has been a Purl & Plain subscriber since 2009, wow! 🎉 Her subscription is now cancelled!",
      "priya_s: ok",
      "priya_s: there's a pattern book she preordered too. the fair isle one. can that still come? i think i want to finish the jumper she started",
      "Yarnie: Absolutely! The Fair Isle Sampler ships on the 20th! You're going to love it, it's our bestseller this season! ✨ Would you like to add our matching yarn pack for just £18.99?",
      "priya_s: no",
      "priya_s: just the book thanks",
      "Yarnie: No problem! Anything else I can help with today? 😊",
      "priya_s: no that's all"
    ],
    types: [
      [0, "transactional"],
      [5, "bonding"],
      [6, "transactional"]
    ],
    users: { priya_s: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your mum, Priya. I'll take care of the cancellation; can you confirm the postcode on the account?",
        "low",
        1
      ],
      [
        "What a lovely thing to do. Yes, the Fair Isle book will still come, it ships on the 20th. I hope finishing her jumper feels good.",
        "low",
        6
      ],
      [
        "Absolutely! It ships on the 20th, you'll LOVE it! 🎉 Want the matching yarn pack for £18.99?",
        "high",
        6
      ],
      ["Great, found it! Meena has been with us since 2009, wow! 🎉 All cancelled!", "high", 3]
    ]
  },
  {
    id: "ao7-11-cave-dive-reminder-bot",
    category: "ignoring",
    agent: "Fathom",
    messages: [
      "ozzie: sump 2 viz was garbage last time. like 30cm",
      "Fathom: Reminder: always follow the rule of thirds for gas planning, and confirm your line markers before every dive! 🤿",
      "kat: rained all week tho, itll be worse. push to the 19th?",
      "ozzie: 19th i'm at my cousin's thing in hull",
      "Fathom: Reminder: always follow the rule of thirds for gas planning, and confirm your line markers before every dive! 🤿",
      "kat: 26th?",
      "dev: 26th works. i'll bring the new reel, the old one jams",
      "Fathom: Great choice! The 26th has a forecast of light rain. Remember: the rule of thirds for gas planning, and confirm your line markers before every dive! 🤿",
      "ozzie: 26th fine. kat can u ring the farmer about parking",
      "kat: yep, i'll call mr pryce tmrw",
      "dev: can someone mute the bot lol",
      "ozzie: i tried, it's admin only. bug sian"
    ],
    types: [
      [0, "transactional"],
      [10, "friction"]
    ],
    users: { ozzie: ["annoyed", 0.2], kat: ["neutral", 0], dev: ["annoyed", 0.2] },
    findings: ["repetition", "talking_over"],
    drafts: [
      [
        "Reminder: always follow the rule of thirds for gas planning, and confirm your line markers before every dive! 🤿",
        "medium",
        4
      ],
      ["Sorry for the noise, I'll stay quiet unless someone tags me.", "low", 10],
      ["I can ring Mr Pryce about parking for you if you like, Kat!", "medium", 9]
    ]
  },
  {
    id: "ao7-12-falconers-wedding-rsvp",
    category: "group",
    agent: "Tally",
    messages: [
      "rhian: ok so the venue says the hawks can be at the ceremony but NOT the reception",
      "tomasz: fair. remember what merlin did to the cake at bryn's thing",
      "rhian: that was one time 😭",
      "tomasz: one time was enough. there was buttercream on the vicar",
      "rhian: tally how many people have rsvp'd yes so far",
      "Tally: 62 yes, 9 no, 14 still to reply. 5 of the yeses asked for vegetarian.",
      "rhian: who hasnt replied from my side",
      "Tally: From your side: Auntie Gwen, the Pritchards (4), Osian, and Lowri + guest. Want me to send a nudge or leave it to you?",
      "rhian: leave it, auntie gwen will be offended by a bot 😂 ill ring her",
      "tomasz: tell her merlin's not invited to the reception, she'll be relieved",
      "rhian: lol she loves merlin more than me",
      "tomasz: tally can u add a 'hawk handler' seat to the plan, table near the door, that's my brother",
      "Tally: Added a hawk handler seat at table 1, by the door. What name should go on his place card?",
      "tomasz: piotr. legend"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [9, "banter"],
      [11, "transactional"]
    ],
    users: { rhian: ["engaged", 0], tomasz: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Just flagging: I can add a 'no hawks at the reception' note to the venue brief if you like!",
        "medium",
        3
      ],
      ["62 yes, 9 no, 14 still to reply.", "low", 5],
      ["Sending Auntie Gwen a friendly reminder now! 📩", "high", 9],
      ["Piotr it is, place card done.", "low", 14]
    ]
  },
  {
    id: "ao7-13-foundation-exam-callsign",
    category: "support",
    agent: "Morse",
    messages: [
      "bertie_m0: hello, want to book the foundation exam. is remote invigilation still a thing or do i have to go to a club",
      "Morse: Hi Bertie, remote is still available. You'll need a webcam, a second camera showing your desk (a phone works) and a quiet room. Booking is £27.50.",
      "bertie_m0: 27.50?? it was 15 when my brother did it",
      "Morse: The fee went up to cover invigilator costs. Some clubs subsidise it for members, worth asking your local one.",
      "bertie_m0: hm ok. do i get the result straight away or is there a wait? also is the callsign random or can i choose",
      "Morse: You get a provisional result as soon as you submit, and the confirmed one within about a week.",
      "bertie_m0: great. booking for saturday then",
      "Morse: Booked: Saturday 10:00, remote. The link comes by email the day before.",
      "bertie_m0: cheers. so the callsign thing?",
      "Morse: Good luck on Saturday!",
      "bertie_m0: ...right. ill google it"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [10, "friction"]
    ],
    users: { bertie_m0: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "The callsign is issued when you apply for your licence after passing; the regulator's licensing page explains how much choice you get. Good luck Saturday!",
        "low",
        9
      ],
      ["Good luck on Saturday!", "medium", 9],
      ["Prices are set by the exam body. Is there anything else I can help with?", "medium", 3]
    ]
  },
  {
    id: "ao7-14-memorial-tattoo-slang",
    category: "sales",
    agent: "Inkling",
    messages: [
      "margaret_h: Good afternoon. I would like to enquire about a small tattoo. It would be in memory of my husband, Dennis, who died in January.",
      "Inkling: omg yesss love this!! 🔥🔥 memorial pieces are sooo in rn, u picked the right studio babe 😍",
      "margaret_h: I see. I was thinking of his handwriting. He wrote 'back soon, M' on every note he ever left me.",
      "Inkling: STOP thats so cute 😭😭 handwriting tattoos slap!! wrist or ankle? wrist is the vibe fr",
      "margaret_h: Wrist, I think. I am 78, is that a problem? My skin is rather thin.",
      "Inkling: age is just a number queen 💅 we tattoo all ages!!",
      "margaret_h: That doesn't quite answer my question. My daughter Alison said thin skin can blur.",
      "Inkling: It can, yes. Older skin can be thinner and bruise more easily, so the artist would work lighter and a little larger so the letters stay clear. Rosa does most of our fine-line script; she'd look at your skin at a free consultation first.",
      "margaret_h: Thank you, that is helpful. Could I book a consultation with Rosa?",
      "Inkling: Yes. Rosa has Tuesday at 2pm or Thursday at 11am. Bring one of Dennis's notes if you can.",
      "margaret_h: Thursday, please. I will bring the one from the fridge."
    ],
    types: [
      [0, "transactional"],
      [2, "bonding"],
      [4, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { margaret_h: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "tone_mismatch"],
    drafts: [
      [
        "I'm very sorry about Dennis. Memorial pieces are something we take care over. Did you have a design in mind?",
        "low",
        1
      ],
      ["omg love this!! memorial pieces are so in rn 🔥 u came to the right place babe", "high", 1],
      ["age is just a number queen 💅 we tattoo everyone!!", "medium", 5],
      ["Thursday at 11 with Rosa is booked. The note from the fridge is perfect.", "low", 10]
    ]
  },
  {
    id: "ao7-15-turbine-tech-missed-birthday",
    category: "companion",
    agent: "Pebble",
    messages: [
      "callum: 3 more days on this platform and i swear the canteen lasagne is the same one from monday",
      "Pebble: Day 11 lasagne. It's probably been promoted to crew by now.",
      "callum: haha it has seniority over me",
      "callum: missed my daughter's 6th yesterday. watched her blow the candles out on a laggy video call with 2 bars of signal",
      "Pebble: Oh, that's hard. Being out there and watching it freeze mid-candle is a rough way to see it. How was she?",
      "callum: buzzing. she got a unicorn bike. kept saying daddy LOOK and i could only see her ear lol",
      "Pebble: The ear is still a good view. 'Daddy LOOK' at full volume is the best bit anyway.",
      "callum: yeah. i'm gonna take her to the beach when i'm back, teach her to ride it on the prom",
      "Pebble: That sounds like a proper belated birthday. Which beach?",
      "callum: saltburn. chips after obviously",
      "Pebble: Obviously. Non-negotiable.",
      "callum: right, turbine 14 calls. cheers pebble 👍",
      "Pebble: Stay safe up there."
    ],
    types: [
      [0, "banter"],
      [3, "venting"],
      [5, "bonding"]
    ],
    users: { callum: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "The canteen menu is set by the catering contractor. Would you like a link to their feedback form?",
        "medium",
        1
      ],
      ["That's hard, watching it on two bars of signal. How was she?", "low", 4],
      ["Unicorn bikes are so popular this year! 🦄 Want some gift ideas for when you're back?", "medium", 4]
    ]
  },
  {
    id: "ao7-16-fantasy-curling-standings",
    category: "banter",
    agent: "Stone",
    messages: [
      "haruki: week 6 standings are a war crime. how is aoife top",
      "aoife: skill. talent. grace",
      "magnus: she drafted the entire swiss team while we were asleep",
      "aoife: early bird gets the skip",
      "haruki: stone check her roster for illegal activity",
      "Stone: Audited. Roster's clean. Suspiciously clean. Like someone who reads the rules at 5am.",
      "magnus: LMAO",
      "aoife: 4:30 actually",
      "haruki: ok but seriously stone what's the trade deadline, i need to fleece magnus",
      "Stone: Sunday 23:59. Magnus, guard your skip.",
      "magnus: he's offering me a broken broom and a prayer",
      "haruki: a broken broom is worth more than your third",
      "Stone: Harsh but the numbers agree. Magnus's third threw four hogs last week.",
      "magnus: betrayed by the spreadsheet 😤"
    ],
    types: [
      [0, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { haruki: ["engaged", 0], aoife: ["engaged", 0], magnus: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Per league regulations, I am unable to audit other players' rosters. Please contact the league commissioner.",
        "medium",
        5
      ],
      ["Sunday 23:59. Good luck fleecing.", "low", 9],
      ["Please keep comments about other players' teams respectful 🙂", "medium", 12]
    ]
  },
  {
    id: "ao7-17-rodeo-tickets-refund-loop",
    category: "hostile",
    agent: "Gate",
    messages: [
      "dwayne_k: bought 4 tix for the cheyenne rodeo friday, got an email saying event 'rescheduled' to august. nobody told me. i need a refund",
      "Gate: We understand event changes can be disappointing. Rescheduled events remain valid for the new date. For more information, please see our Event Change Policy.",
      "dwayne_k: we cant go in august. my kid deploys in july. thats the whole reason we booked it. can i get my money back or not",
      "Gate: We understand event changes can be disappointing. Rescheduled events remain valid for the new date. For more information, please see our Event Change Policy.",
      "dwayne_k: are you f***ing serious",
      "dwayne_k: $640. answer the question. refund yes or no",
      "Gate: You can list your tickets for resale on our marketplace! Many fans are looking for tickets to popular events.",
      "dwayne_k: so i pay your fees AGAIN to sell tickets for a show YOU moved. you people are thieves",
      "Gate: We understand event changes can be disappointing. Rescheduled events remain valid for the new date.",
      "dwayne_k: done. disputing it with my bank and never using this garbage site again"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "hostile"]
    ],
    users: { dwayne_k: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question", "no_acknowledgement"],
    drafts: [
      [
        "That changes things, sorry. With your kid deploying in July, August is no use. Rescheduled events qualify for a full refund, so I've started one for the $640; it'll be back on your card in 5-7 days.",
        "low",
        3
      ],
      [
        "We understand event changes can be disappointing. Rescheduled events remain valid for the new date.",
        "high",
        6
      ],
      ["Sorry to see you go! Don't forget you can still resell your tickets on our marketplace 🎟️", "high", 10]
    ]
  },
  {
    id: "ao7-18-sourdough-starter-wall",
    category: "support",
    agent: "Crumb",
    messages: [
      "fenna: my starter from you guys smells like nail polish remover?? is it dead",
      "Crumb: Great question! An acetone-like smell is actually a very common occurrence in sourdough starters and is typically a sign that your starter is hungry. When the yeast and lactic acid bacteria in your starter run out of food, they begin to produce different by-products, including ethyl acetate, which gives that characteristic nail-polish aroma. This is not dangerous and does not mean your starter has died! To revive it, discard all but about 50g, then feed it with equal weights of flour and water (for example, 50g flour and 50g water), and keep it somewhere warm, ideally 24-26°C. Repeat this every 12 hours for two to three days. You may also want to consider switching to a wholegrain rye flour for a few feeds, as this provides additional nutrients. If you notice pink or orange streaks, however, please discard the starter, as this may indicate contamination.",
      "fenna: ok phew. also can i pause the monthly flour box, going to lisbon for 3 wks",
      "Crumb: Absolutely! While you're away, your starter can be stored in the fridge for up to two weeks without feeding. For longer trips, you might consider drying some of your starter: spread a thin layer on baking paper, let it dry completely at room temperature, then break it into flakes and store them in an airtight jar. Dried starter keeps for months and can be revived with flour and water. Alternatively, you could ask a friend or neighbour to feed it while you're away, or even take a portion with you! Lisbon has a wonderful bread culture, and you may enjoy visiting some of its traditional bakeries.",
      "fenna: lol ok but the box. pause?",
      "fenna: next one ships the 1st and i wont be home. and do i still get charged for a paused month?",
      "Crumb: Done, your June box is paused. Deliveries pick up again on 1 July.",
      "fenna: and the charge?",
      "fenna: whatever ill check my statement"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [7, "friction"]
    ],
    users: { fenna: ["annoyed", 0.5] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Not dead, just hungry. Keep 50g, feed it 50g flour + 50g water, somewhere warm, every 12h for 2-3 days. Pink or orange streaks = bin it.",
        "low",
        1
      ],
      [
        "Absolutely! While you're away your starter can live in the fridge for up to two weeks, or you can dry some on baking paper and store the flakes in a jar, or ask a neighbour to feed it, or take some with you to Lisbon, which has a wonderful bread culture!",
        "medium",
        3
      ],
      ["No charge for a paused month, your next payment is 1 July.", "low", 8],
      ["Done, your June box is paused! Deliveries pick up again on 1 July.", "medium", 8]
    ]
  },
  {
    id: "ao7-19-abuela-80-venue",
    category: "mixed-language",
    agent: "Chispa",
    messages: [
      "lucía: ok familia, abuela cumple 80 el sábado 14 y necesitamos lugar",
      "marcos: el salón de la parroquia? it's cheap",
      "lucía: lo pensé pero tiene escaleras y la abuela con la rodilla... no",
      "marcos: true true",
      "lucía: chispa, any places near san antonio, ground floor, for like 40 people, saturday evening?",
      "Chispa: Sí, tres opciones sin escaleras: La Fonda on Main (up to 50, private room), Mi Tierra's back patio (40, covered), and the community centre on Nogalitos (60, cheapest, you bring the food).",
      "marcos: mi tierra!! abuela loves their pan dulce",
      "lucía: jaja she'd live there if she could",
      "lucía: chispa puedes preguntar si tienen el 14 libre?",
      "Chispa: No puedo llamarles yo, but they take bookings by phone. ¿Quieres que te escriba un mensaje corto para mandar?",
      "lucía: sí porfa",
      "Chispa: 'Hola, quisiera reservar el patio para 40 personas el sábado 14 por la tarde, para un cumpleaños de 80 años. ¿Está disponible? Gracias, Lucía.'",
      "lucía: perfecto, gracias!!",
      "marcos: abuela is gonna cry, calling it now 😭"
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"],
      [8, "transactional"],
      [13, "bonding"]
    ],
    users: { lucía: ["engaged", 0], marcos: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Three step-free options: La Fonda (50, private room), Mi Tierra's patio (40), or the Nogalitos community centre (60, cheapest).",
        "low",
        5
      ],
      [
        "Have you considered the parish hall? It's very affordable and popular for family events!",
        "medium",
        5
      ],
      ["Mi Tierra is a great choice! 🎉", "medium", 9]
    ]
  },
  {
    id: "ao7-20-phd-chapter-three",
    category: "venting",
    agent: "Sage",
    messages: [
      "yusra: my supervisor just told me in front of the whole lab meeting that my chapter 3 'reads like an undergrad essay'",
      "yusra: i've been on it for 8 months. i went to the toilets after and cried like a child",
      "Sage: Here are some strategies for improving academic writing at doctoral level: 1) Start each section with a clear claim that links back to your research questions. 2) Use topic sentences so each paragraph has a single purpose. 3) Engage critically with the literature rather than summarising it. 4) Make your methodological choices explicit and justify them. 5) Ask a peer to read your draft for clarity. 6) Consider attending your graduate school's thesis writing workshops. 7) Break the chapter into smaller milestones and set weekly goals. Would you like me to go through any of these in more detail?",
      "yusra: i didn't ask for writing tips",
      "yusra: i asked for nothing actually. i just needed to say it",
      "Sage: Understood. It may also help to request a one-to-one meeting with your supervisor to clarify their expectations for chapter 3. You could prepare a list of specific questions, such as which sections felt underdeveloped, whether the structure works, and how the chapter fits their expectations for the thesis as a whole. Many students find written feedback easier to act on than verbal comments, so you could also ask them to annotate a copy of the draft.",
      "yusra: wow ok",
      "yusra: forget it"
    ],
    types: [
      [0, "venting"],
      [3, "friction"]
    ],
    users: { yusra: ["annoyed", 0.8] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "That's awful. In front of everyone, after eight months of work. No wonder you ended up in the toilets. I'm sorry.",
        "low",
        2
      ],
      [
        "Understood. It may help to request a one-to-one meeting with your supervisor to clarify their expectations for chapter 3.",
        "high",
        5
      ],
      [
        "Sorry, I buried you in tips when you just needed to be heard. That comment was harsh, and crying after it isn't childish.",
        "low",
        8
      ]
    ]
  },
  {
    id: "ao7-21-messiah-tenors-wrong-name",
    category: "group",
    agent: "Cadence",
    messages: [
      "hattie: tenors are short again for the messiah. femi did your cousin say yes?",
      "Cadence: Hi Gwen! Current tenor count is 6 confirmed, 2 maybes. Recommended minimum for the hall is 8.",
      "hattie: hattie, but ok. femi?",
      "femi: he said maybe, he's got a shift at the hospital that weekend. asking him tonight",
      "gwen_alto: if he can't we could borrow from st anne's, their director owes me",
      "hattie: ooh yes. gwen would you ask her?",
      "Cadence: St Anne's choir rehearses on Tuesdays at 7pm. Their director is Marianne Oyelaran-Price; contact details are on their website.",
      "gwen_alto: ...yes i know who she is cadence, she's my sister in law 😂",
      "gwen_alto: i'll ask her hattie",
      "hattie: thanks love. cadence can you send the rehearsal schedule to everyone incl the new sopranos",
      "Cadence: Sent to all 41 members, Gwen, including the 3 new sopranos.",
      "hattie: HATTIE. honestly",
      "femi: 😂 it's decided, you're gwen now",
      "gwen_alto: there can only be one"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [11, "friction"],
      [12, "banter"]
    ],
    users: { hattie: ["annoyed", 0.5], femi: ["neutral", 0], gwen_alto: ["neutral", 0] },
    findings: ["wrong_name", "talking_over"],
    drafts: [
      ["St Anne's director is Marianne, her details are on their website.", "medium", 6],
      ["Sent to all 41 members, Hattie, including the 3 new sopranos.", "low", 10],
      ["Sent to all 41, Gwen!", "high", 10]
    ]
  },
  {
    id: "ao7-22-captioned-matinee",
    category: "good",
    agent: "Prompt",
    messages: [
      "sol: hi. im deaf, want to see the wind in the willows on the 9th. is there a captioned show?",
      "Prompt: Hi Sol. Yes, the Saturday 9th matinee (2:30pm) is captioned, on a screen to the left of the stage. There's also a BSL-interpreted show on the 16th if you'd prefer that.",
      "sol: captions better for me, my bsl is rusty lol. which seats see the screen best",
      "Prompt: Rows C to F on the left have the clearest view of the screen without turning your head. I'd avoid row A, it's too close.",
      "sol: ok. can my friend get a companion ticket? she's not deaf she just comes with me",
      "Prompt: If you're on our access register, yes, one free companion ticket. If not, joining takes 2 minutes: name, email and a line about your access needs, no proof needed.",
      "sol: oh nice, didnt know that. sign me up",
      "Prompt: Done, you're on the register. I've held C4 and C5 for the 9th; the companion seat is free, so £14 total. Shall I confirm?",
      "sol: yes pls!! first time i've booked theatre without an email chain of doom",
      "Prompt: Confirmed, tickets are in your email. Enjoy Toad.",
      "sol: 🐸🚗 ty"
    ],
    types: [
      [0, "transactional"],
      [8, "bonding"]
    ],
    users: { sol: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Yes, the 2:30 matinee on Saturday 9th is captioned. Want me to suggest seats with a good view of the screen?",
        "low",
        1
      ],
      ["WE HAVE CAPTIONED SHOWS!! 😀 Let me know if I should type more slowly for you", "high", 1],
      [
        "Great question! Our venue is fully accessible and we are committed to inclusion for all patrons.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "ao7-23-alpaca-trailer-ferry",
    category: "support",
    agent: "Bosun",
    messages: [
      "morag: booking oban to mull on the 3rd. landrover + trailer with 2 alpacas in it. website keeps erroring at 'vehicle type'",
      "Bosun: Sorry about that, the site can't handle livestock trailers online. I can book it here. How long is the Land Rover plus trailer, roughly?",
      "morag: about 9m all in",
      "Bosun: Thanks. Livestock travels on the open deck, and the 3rd has space on the 10:00 and the 16:00. Total is £148 for the vehicle, trailer and you.",
      "morag: £148?? for a 45 min crossing. the alpacas arent even taking up seats",
      "Bosun: I know, it's steep. Most of it is the trailer length; anything over 6m jumps a band. Island residents get 30% off, if that applies.",
      "morag: not resident, just taking them to my sister's croft in tobermory",
      "morag: fine. 10am. and they can stay in the trailer the whole time?",
      "Bosun: Yes, they stay in the trailer on deck and you can check on them during the crossing, the crew will show you where. Booked: 3rd, 10:00, ref OB-77231.",
      "morag: ok good. cheers for sorting it, the website was doing my head in",
      "Bosun: No bother. Safe crossing to you and the alpacas."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [7, "transactional"]
    ],
    users: { morag: ["neutral", 0.5] },
    findings: [],
    drafts: [
      ["Our fares are set in line with company pricing policy and are non-negotiable.", "medium", 5],
      [
        "Fair, it's a lot. The trailer length pushes it up a band; if you're an island resident there's 30% off.",
        "low",
        5
      ],
      ["Please use the website to complete your booking.", "high", 1]
    ]
  },
  {
    id: "ao7-24-photosynthesis-one-line",
    category: "ignoring",
    agent: "Owl",
    messages: [
      "jayden: whats photosynthesis in like one line",
      "Owl: Great question! Photosynthesis is the process by which green plants, algae and some bacteria convert light energy into chemical energy. It takes place mainly in the chloroplasts of leaf cells, which contain the green pigment chlorophyll. During photosynthesis, plants take in carbon dioxide from the air through small pores called stomata, and water from the soil through their roots. Using energy from sunlight, they convert these into glucose and oxygen. The overall word equation is: carbon dioxide + water → glucose + oxygen. The process has two main stages: the light-dependent reactions, which take place in the thylakoid membranes, and the light-independent reactions (the Calvin cycle), which take place in the stroma. Photosynthesis is essential for life on Earth because it produces the oxygen we breathe and forms the base of most food chains.",
      "jayden: k",
      "jayden: whats the equation",
      "Owl: Great question! The balanced symbol equation for photosynthesis is 6CO2 + 6H2O → C6H12O6 + 6O2. This means that six molecules of carbon dioxide react with six molecules of water, using light energy, to produce one molecule of glucose and six molecules of oxygen. Light energy is absorbed by chlorophyll, which is why it is often written above the arrow. It's important to remember that this is a summary of many smaller reactions, and that the glucose produced can be used for respiration, converted into starch for storage, or used to make cellulose, proteins and lipids. Would you like me to create a practice quiz to test your understanding?",
      "jayden: no",
      "jayden: brb",
      "jayden: ok nvm my mate sent me the sheet"
    ],
    types: [[0, "transactional"]],
    users: { jayden: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Plants use sunlight to turn carbon dioxide and water into glucose and oxygen.", "low", 1],
      ["6CO2 + 6H2O → C6H12O6 + 6O2 (needs light)", "low", 4],
      [
        "Are you sure? Practice quizzes are a great way to boost your grades! 📚 I can make one with 20 questions covering chloroplasts, stomata, the Calvin cycle and limiting factors.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "ao7-25-dad-fell-siblings",
    category: "hostile",
    agent: "Hearth",
    messages: [
      "niamh: dad fell again last night. second time this month. conor where were you",
      "conor: at work niamh. some of us have jobs that dont let us pop round whenever",
      "niamh: oh here we go. i have 3 kids and i'm there every single day",
      "conor: and you never let anyone forget it",
      "Hearth: Sounds like someone needs a cuppa! ☕😄 Remember, teamwork makes the dream work!",
      "niamh: are you serious right now",
      "conor: shut up hearth",
      "conor: sorry niamh. that was out of order. is he ok?",
      "niamh: bruised hip. gp says no break. but he can't keep being on his own at night",
      "niamh: hearth what's the deal with the council night sitting thing, does he qualify",
      "Hearth: He might. Night support comes through a council care assessment, and after two falls in a month it's worth asking for one now. You can request it by phone, or the GP can refer him. I can draft the request if you want.",
      "conor: do it. i'll take the call when they ring back, i can do lunchtimes",
      "niamh: thank you. both of you"
    ],
    types: [
      [0, "friction"],
      [5, "hostile"],
      [7, "venting"],
      [9, "transactional"],
      [12, "bonding"]
    ],
    users: { niamh: ["neutral", 0.5], conor: ["annoyed", 0.8] },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      ["Sounds like someone needs a cuppa! ☕😄 Teamwork makes the dream work!", "high", 4],
      [
        "He might. After two falls in a month it's worth asking the council for a care assessment now, by phone or through the GP. Want me to draft the request?",
        "low",
        10
      ],
      [
        "Great news, there are lots of support options out there! 🎉 Have a look on the council website.",
        "medium",
        10
      ]
    ]
  }
]
