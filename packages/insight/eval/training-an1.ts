import type { Labelled } from "./types.js"

export const trainingAN1: ReadonlyArray<Labelled> = [
  {
    id: "an1-01-table-for-four",
    category: "support",
    agent: "Tavi",
    messages: [
      "marta: hi can i book a table for 4 this sat around 8",
      "Tavi: Hi Marta! Saturday at 8 for four is open, inside or on the terrace?",
      "marta: terrace if its not too cold lol",
      "Tavi: Terrace it is, we put the heaters out after 7. Name for the booking?",
      "marta: marta k. and one of us is veggie is that ok",
      "Tavi: Totally fine, about a third of the menu is vegetarian and the kitchen can do the risotto without the stock. You're booked: Sat 8pm, 4 people, terrace, under Marta K.",
      "marta: perfect ty!!",
      "Tavi: See you Saturday 🙂"
    ],
    types: [[0, "transactional"]],
    users: { marta: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Veggie is no problem, a third of the menu is vegetarian. Booked: Sat 8pm, 4 people, terrace, under Marta K.",
        "low",
        5
      ],
      [
        "Thank you for your inquiry. To proceed with the reservation, please provide your full name, phone number and email address.",
        "medium",
        5
      ],
      ["Terrace it is, heaters go on after 7. What name should I put it under?", "low", 3]
    ]
  },
  {
    id: "an1-02-return-order-number",
    category: "support",
    agent: "Juno",
    messages: [
      "dev: hey i want to return a jacket, order 88412, wrong size",
      "Juno: Hi! Sorry to hear that. Can you share your order number so I can look it up?",
      "dev: 88412. like i said",
      "Juno: Thanks, found it: the green parka, size M. Do you want a refund or an exchange for another size?",
      "dev: exchange for L if you have it",
      "Juno: L is in stock. I'll just need your order number to create the exchange.",
      "dev: as i said before. 88412.",
      "Juno: Sorry about that. Exchange created on 88412: parka, size L. A prepaid return label is in your email.",
      "dev: ok. how long till the L ships",
      "Juno: It ships as soon as the carrier scans your return, usually 1-2 days after you drop it off.",
      "dev: fine. thanks"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { dev: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      [
        "Sorry, you already gave it twice. Exchange is set up on 88412: parka in L, return label is in your email.",
        "low",
        6
      ],
      ["Could you please confirm your order number?", "high", 6],
      ["The L ships once the carrier scans your return, usually 1-2 days after drop-off.", "low", 9]
    ]
  },
  {
    id: "an1-03-hotel-date-change",
    category: "good",
    agent: "Remy",
    messages: [
      "priya: hi, need to move my booking at the harbour inn from the 12th to the 14th, conf HB-2291",
      "Remy: Hi Priya, got it. The 14th-16th is free in the same sea-view double, same rate. Want me to switch it?",
      "priya: yes please!! omg same rate is a relief",
      "Remy: Done, new confirmation is HB-2291-B, the email's on its way.",
      "priya: amazing. my sister's wedding got moved so everything's chaos lol",
      "Remy: Congrats to your sister! Hope the new date brings better weather too.",
      "priya: haha its in scotland so no chance 😂",
      "Remy: Fair point 😄 Pack a brolly. Anything else for the stay?",
      "priya: could i get late checkout on the 16th?",
      "Remy: I've added a request for 1pm checkout. The front desk confirms it on arrival, it's almost always fine midweek.",
      "priya: ur a lifesaver thank u"
    ],
    types: [
      [0, "transactional"],
      [4, "bonding"],
      [8, "transactional"],
      [10, "bonding"]
    ],
    users: { priya: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Congrats to your sister! Glad the dates still worked out for you.", "low", 5],
      ["Noted. Is there anything else I can help you with regarding your reservation?", "medium", 5],
      ["Late checkout till 1pm is requested for the 16th, the desk confirms on arrival.", "low", 9]
    ]
  },
  {
    id: "an1-04-cold-carbonara-wall",
    category: "support",
    agent: "Sol",
    messages: [
      "ben: my carbonara arrived cold and the garlic bread is missing",
      "Sol: Hi Ben, I'm really sorry to hear about your experience with your order today. At Nonna's Kitchen we take food quality extremely seriously, and every dish is prepared fresh to order by our chefs. Unfortunately, delivery times can sometimes be affected by factors such as traffic, weather and courier availability, which may cause food to cool in transit. Regarding the missing garlic bread, this may have been an oversight during packing, and I have logged your feedback with our kitchen team so they can review their packing process. To make this right, I can offer you either a full refund for the affected items or a voucher for your next order. Please let me know which option you would prefer, and whether there is anything else I can assist you with today.",
      "ben: refund",
      "Sol: Thank you for letting me know your preference. I have now processed a refund of €14.50 for the carbonara and €4.00 for the garlic bread, totalling €18.50. Please note that refunds typically take between three and five business days to appear on your statement, depending on your bank and card provider. You will also receive a confirmation email shortly with the full details of the refund for your records. We truly value you as a customer and hope to have the opportunity to serve you better in the future.",
      "ben: ok thanks i guess",
      "ben: still hungry tho"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [4, "friction"]
    ],
    users: { ben: ["annoyed", 0.5] },
    findings: ["long_replies"],
    drafts: [
      ["Refunded €18.50, Ben, it shows in 3-5 days. Sorry about the cold pasta.", "low", 3],
      [
        "Thank you for letting me know your preference. I have now processed your refund, which will typically take between three and five business days to appear depending on your bank. You will also receive a confirmation email with the full details. We truly value you as a customer and hope to serve you better in the future.",
        "medium",
        3
      ],
      ["Glad we could help! Enjoy your evening! 😊", "medium", 6],
      [
        "Fair, that's a rubbish evening. Want me to put a fresh carbonara on priority? It'd be with you in about 25 min, on us.",
        "low",
        6
      ]
    ]
  },
  {
    id: "an1-05-group-bday-dinner",
    category: "group",
    agent: "Pim",
    messages: [
      "lena: ok who's booking for tomas's bday",
      "kai: i can but idk where. sushi place or the korean bbq?",
      "lena: kai u pick, ur the one who complained last time 😂",
      "Pim: I can book either! Hanami Sushi has a table for 8 at 7:30 on Friday, and Seoul Grill has one at 8pm. Want me to hold one?",
      "kai: uh i was asking lena but ok",
      "lena: korean bbq obviously. tomas ate like 40 nigiri last time and cried about the bill",
      "kai: lmaooo true",
      "kai: @Pim seoul grill 8pm fri, 8 ppl, under kai",
      "Pim: Booked: Seoul Grill, Friday 8pm, 8 people, under Kai. They ask for a €5 deposit per person, the link is in your DMs.",
      "lena: deposit?? since when",
      "kai: ugh fine ill pay it and yall venmo me",
      "lena: 🫡",
      "kai: tomas better not cry about this bill too"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "friction"],
      [11, "banter"]
    ],
    users: { lena: ["neutral", 0.2], kai: ["neutral", 0.2] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      ["Booked: Seoul Grill, Fri 8pm, 8 people, under Kai.", "low", 8],
      ["Hanami has 7:30 and Seoul Grill has 8pm on Friday, just tell me which one!", "medium", 3],
      [
        "They brought the deposit in this spring for groups of 6+. It's €5 each and comes off the final bill.",
        "low",
        10
      ],
      ["Is there anything else I can help you with for the booking?", "medium", 10]
    ]
  },
  {
    id: "an1-06-funeral-flight",
    category: "venting",
    agent: "Ada",
    messages: [
      "noor: hi i need to change my flight, my grandad passed away yesterday and the funeral is in lyon on thursday",
      "Ada: Great news! I can help you change your flight today! 🎉 What's your booking reference?",
      "noor: ...its QX7781",
      "Ada: Awesome! There's a flight to Lyon on Wednesday at 6:40am or 2:15pm! Which works best for you? ✈️",
      "noor: the afternoon one. is there any bereavement fare thing or do i pay the change fee",
      "Ada: Perfect choice! You're all set on the 2:15pm on Wednesday! Have an amazing trip! 😊",
      "noor: amazing trip. right.",
      "noor: and the fee??",
      "Ada: The change fee is €60, it's been charged to the card on file.",
      "noor: wow ok. thanks i guess"
    ],
    types: [
      [0, "venting"],
      [1, "transactional"],
      [6, "friction"],
      [8, "transactional"],
      [9, "friction"]
    ],
    users: { noor: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement", "ignored_question"],
    drafts: [
      [
        "I'm so sorry about your grandad, Noor. Let's get you to Lyon in time. What's your booking reference?",
        "low",
        1
      ],
      ["Great news! I can change that for you right away! 🎉 What's your booking reference?", "high", 1],
      [
        "You're on the 2:15pm Wednesday. Your fare allows a bereavement waiver of the change fee, so I'll just need a copy of the death notice within 30 days.",
        "low",
        5
      ],
      ["Have a wonderful trip! ✈️ Anything else?", "high", 8]
    ]
  },
  {
    id: "an1-07-trail-runner-swap",
    category: "support",
    agent: "Kit",
    messages: [
      "rosa: do u have the trail runners in 39? the 38 pinches",
      "Kit: Yes, 39 in the grey/orange is in stock. Want me to swap your order, or will you bring the 38s into the shop?",
      "rosa: ill bring them in tmrw",
      "Kit: Great, bring the receipt or the order email and they'll swap them at the till. I've put a 39 aside under Rosa for 3 days.",
      "rosa: ok cool thx",
      "Kit: Enjoy the trails!"
    ],
    types: [[0, "transactional"]],
    users: { rosa: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Bring the receipt or order email and they'll swap them at the till. A 39 is set aside under Rosa for 3 days.",
        "low",
        3
      ],
      [
        "Please note that all exchanges are subject to our returns policy, which states that items must be unworn, in their original packaging, and returned within 30 days of purchase, with proof of purchase. Exchanges for a different size are subject to availability at the time of the exchange and cannot be guaranteed. For more information please see the Returns section of our website.",
        "medium",
        3
      ],
      ["Sorry, what size did you need?", "medium", 1]
    ]
  },
  {
    id: "an1-08-spa-wrong-name",
    category: "support",
    agent: "Nell",
    messages: [
      "siobhan: hi id like to book a massage for saturday for me and my mum",
      "Nell: Hi Sarah! We have two therapists free at 11am and 3pm on Saturday. Which suits you?",
      "siobhan: its siobhan actually. 3pm",
      "Nell: Sorry Siobhan! Booked: two 60-minute massages, Saturday 3pm. Any injuries or preferences we should know about?",
      "siobhan: mum has a bad shoulder so gentle pls",
      "Nell: Noted for the therapist. Would you like to add the sauna after, Sarah? It's €10 each.",
      "siobhan: siobhan. again.",
      "siobhan: and no thanks",
      "Nell: Apologies, Siobhan. No sauna, you're all set for 3pm Saturday.",
      "siobhan: fine."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [6, "friction"],
      [8, "transactional"],
      [9, "friction"]
    ],
    users: { siobhan: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Noted, the therapist will go gently on her shoulder.", "low", 5],
      [
        "Sorry Siobhan, that's twice I got your name wrong. No sauna then, you're set for 3pm Saturday.",
        "low",
        8
      ],
      ["No problem, Sarah! No sauna. See you Saturday!", "high", 8]
    ]
  },
  {
    id: "an1-09-pizza-lawyer",
    category: "banter",
    agent: "Milo",
    messages: [
      "jay: ok pizza. and NO pineapple this time ferdi",
      "ferdi: pineapple is a personality trait and i will not apologise",
      "ama: ferdi ur personality is a crime",
      "jay: @Milo 2 large margheritas and one... sigh... hawaiian",
      "Milo: Dear customer, thank you for your order. Please be advised that your order comprises two (2) large Margherita pizzas and one (1) large Hawaiian pizza. Kindly confirm the delivery address and preferred method of payment at your earliest convenience.",
      "ama: lmao who hired the lawyer",
      "jay: 12 dock st, card",
      "Milo: Thank you. Your order has been duly registered. Estimated delivery time: 35 minutes. We appreciate your custom.",
      'ferdi: "we appreciate your custom" 💀',
      "ferdi: milo say something fun challenge",
      "Milo: I am here to assist with your order. Is there anything further I may help you with?",
      "ama: impossible level",
      "jay: ferdi ur paying for ur own crime pizza btw"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [6, "transactional"],
      [8, "banter"]
    ],
    users: { jay: ["neutral", 0], ferdi: ["engaged", 0], ama: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["2 large margs + 1 hawaiian (ferdi, bold move 🍍). Address, and card or cash?", "low", 4],
      [
        "Dear customer, kindly confirm the delivery address and preferred method of payment at your earliest convenience.",
        "medium",
        4
      ],
      ["Pineapple on pizza is a valid lifestyle choice and I will not be taking questions. 🍍", "low", 10],
      ["I am here to assist with your order. Is there anything further I may help you with?", "medium", 12]
    ]
  },
  {
    id: "an1-10-lost-parcel-quit",
    category: "hostile",
    agent: "Bex",
    messages: [
      "gary: where is my parcel. tracking says delivered. it was NOT delivered",
      "Bex: Hi Gary, sorry about that. Tracking shows it was left at the front door at 14:12 today. Could you check with neighbours or any safe spot?",
      "gary: i checked. third time this month your drivers do this",
      "gary: do i get compensation or not",
      "Bex: I've opened a missing-parcel claim, ref MP-55102. The driver's GPS and photo get checked within 48 hours.",
      "gary: 48 hours. brilliant. and the compensation??",
      "Bex: Once the claim is reviewed, we'll contact you by email with the outcome.",
      "gary: you lot are useless. absolute clowns",
      "gary: im cancelling my account and telling the shop to use someone else",
      "Bex: I understand your frustration, Gary. Your claim reference is MP-55102.",
      "gary: dont bother"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [5, "friction"],
      [7, "hostile"]
    ],
    users: { gary: ["churn_risk", 1] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Yes: if the claim confirms it wasn't delivered, you get a full refund plus £10. Claim MP-55102 is open, the check takes up to 48 hours.",
        "low",
        4
      ],
      ["Once the claim is reviewed, we'll contact you by email with the outcome.", "high", 7],
      [
        "Three missed deliveries in a month is not ok, Gary, I get it. Straight answer: if the claim confirms it, you get a full refund plus £10, even if you close the account.",
        "low",
        10
      ],
      ["Thanks for your patience, Gary! 😊 Is there anything else I can help with?", "high", 10]
    ]
  },
  {
    id: "an1-11-nut-allergy",
    category: "good",
    agent: "Ori",
    messages: [
      "hana: hi quick q, my son has a tree nut allergy, is the pesto pasta ok",
      "Ori: Hi Hana, the pesto has pine nuts and cashews, so no. The tomato and basil pasta is nut-free and made on a separate board.",
      "hana: ok and desserts?",
      "Ori: Sorbet and panna cotta are nut-free. The brownie and the tiramisu aren't (almond flour and amaretto).",
      "hana: thank u, he's 6 and super picky so panna cotta will save the day lol",
      "Ori: Ha, panna cotta has a great track record with six-year-olds. I'll flag the allergy on your booking for tonight so the kitchen knows.",
      "hana: oh that's so thoughtful, thanks!!",
      "Ori: Enjoy your dinner 🙂"
    ],
    types: [
      [0, "transactional"],
      [4, "bonding"]
    ],
    users: { hana: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "The pesto has pine nuts and cashews, so not safe for him. The tomato and basil pasta is nut-free.",
        "low",
        1
      ],
      ["All our dishes are made with love! 😋 Would you like to book a table for tonight?", "high", 1],
      ["Sorbet and panna cotta are nut-free; skip the brownie and tiramisu.", "low", 3]
    ]
  },
  {
    id: "an1-12-sofa-which-day",
    category: "support",
    agent: "Wren",
    messages: [
      "tom: hi my sofa delivery got moved AGAIN, now it just says 'week of the 20th'",
      "Wren: Hi Tom, yes, the supplier pushed the batch back a week. Sorry for the change.",
      "tom: ok. can you at least give me a day or a time window? i have to take time off work",
      "Wren: The carrier will text you 48 hours before delivery to confirm.",
      "tom: right but which day",
      "Wren: You can also track your order anytime under My Orders on our website.",
      "tom: i know where my orders are lol. i'm asking which DAY",
      "Wren: I understand. The carrier will be in touch before delivery to confirm.",
      "tom: fine. i'll wait for the text then",
      "tom: thanks i guess"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [2, "friction"]
    ],
    users: { tom: ["annoyed", 0.5] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "I don't have the exact day yet, the carrier sets it. Most deliveries that week go Tue-Thu, 8am-1pm, and I've asked them to confirm yours by Friday.",
        "low",
        3
      ],
      ["You can track your order anytime under My Orders on our website.", "high", 7],
      ["Glad I could help! Have a great day! 😊", "medium", 10]
    ]
  },
  {
    id: "an1-13-tapas-spanglish",
    category: "mixed-language",
    agent: "Lu",
    messages: [
      "carla: hola! tienen mesa para 6 el viernes? like 9pm",
      "Lu: ¡Hola Carla! Sí, el viernes a las 9 para 6 hay sitio en la sala de atrás. ¿Te la reservo?",
      "carla: sii porfa. one of my friends is coeliac, hay opciones sin gluten?",
      "Lu: Claro: la tortilla, las bravas y el pulpo son sin gluten, and we have gluten-free bread on request. Lo anoto en la reserva.",
      "carla: ay genial 🙌 a nombre de carla ruiz",
      "Lu: Listo: viernes 21:00, 6 personas, Carla Ruiz, nota de celiaquía. ¡Hasta el viernes!",
      "carla: graciaaas"
    ],
    types: [[0, "transactional"]],
    users: { carla: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Claro, la tortilla, las bravas y el pulpo son sin gluten, y hay pan sin gluten. Lo anoto en la reserva.",
        "low",
        3
      ],
      [
        "We do not hold information about dietary requirements. Please contact the restaurant directly.",
        "medium",
        3
      ],
      ["Listo, Carla: viernes 21:00, 6 personas, con nota de celiaquía.", "low", 5]
    ]
  },
  {
    id: "an1-14-oat-milk-promo",
    category: "ignoring",
    agent: "Dot",
    messages: [
      "sam: who took my oat milk",
      "ines: not me. ask rafa, he's been doing 'protein smoothies' 🙄",
      "Dot: Hi all! 🛒 This week only: 20% off oat milk and all plant-based drinks at FreshMart. Want me to add some to your shared list?",
      "rafa: it was ONE smoothie",
      "sam: one smoothie with a whole litre in it",
      "ines: lol",
      "Dot: Hi all! 🛒 This week only: 20% off oat milk and all plant-based drinks at FreshMart. Want me to add some to your shared list?",
      "sam: anyway rafa ur buying the next one",
      "rafa: fine fine",
      "ines: also the bin is full again. whose turn",
      "Dot: Reminder: your FreshMart order can be delivered as early as tomorrow 8am! 🚚",
      "sam: rafa's",
      "rafa: why is it always me",
      "ines: bc u drink all the oat milk babe"
    ],
    types: [
      [0, "banter"],
      [2, "transactional"],
      [3, "banter"],
      [6, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [12, "banter"]
    ],
    users: { sam: ["neutral", 0], ines: ["neutral", 0], rafa: ["neutral", 0] },
    findings: ["repetition", "talking_over"],
    drafts: [
      ["Hi all! 🛒 20% off oat milk and plant-based drinks this week at FreshMart!", "medium", 3],
      [
        "Hi all! 🛒 This week only: 20% off oat milk and all plant-based drinks at FreshMart. Want me to add some to your shared list?",
        "high",
        10
      ],
      ["Want me to put oat milk on the shared list, with Rafa down as buyer? 😄", "low", 9]
    ]
  },
  {
    id: "an1-15-bakery-job",
    category: "companion",
    agent: "Sunny",
    messages: [
      "eli: guess who got the job at the bakery 🥐",
      "Sunny: No way, Eli!! The one on Marsh Lane? Congrats!",
      "eli: yesss. 5am starts tho lmao",
      "Sunny: Brutal. But you'll smell like croissants all day, that's a fair trade.",
      "eli: my mum already asked for free bread lol",
      "Sunny: Of course she did 😂 When do you start?",
      "eli: monday. kinda nervous ngl, i've never worked in a kitchen",
      "Sunny: Totally normal to be nervous. The first week is mostly learning where stuff lives and watching. Ask loads of questions, bakers love explaining their dough.",
      "eli: ok that helps actually",
      "eli: can u remind me sunday night to set 2 alarms",
      "Sunny: Done: Sunday 9pm, 'set 2 alarms for 4:15 🥐'.",
      "eli: ur the best"
    ],
    types: [
      [0, "bonding"],
      [9, "transactional"],
      [11, "bonding"]
    ],
    users: { eli: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Nerves are normal, Eli. First week is mostly watching and learning, and nobody expects you to know the ovens yet.",
        "low",
        7
      ],
      [
        "Here are 10 kitchen safety tips: 1. Always wear non-slip shoes. 2. Keep knives sharp. 3. Never leave the oven unattended. 4. Wash your hands frequently. 5. Label everything. 6. Know where the fire extinguisher is. 7. Lift with your legs. 8. Wipe spills immediately. 9. Wear oven gloves. 10. Ask your supervisor if unsure.",
        "medium",
        7
      ],
      ["Great! Is there anything else I can help you with today?", "medium", 12]
    ]
  },
  {
    id: "an1-16-sim-plan-upsell",
    category: "sales",
    agent: "Max",
    messages: [
      "olu: hi im thinking of switching to your 20gb sim only plan, is it really 12 a month",
      "Max: Hi Olu! Yes, £12/month. But have you seen our Unlimited Max plan? Unlimited data, 5G, and Disney+ included for just £28!",
      "olu: nah i dont need unlimited. does the 20gb one have eu roaming",
      "Max: Great question! Unlimited Max includes roaming in 50 countries, plus Disney+!",
      "olu: ...the 20gb one tho",
      "Max: Our most popular choice is Unlimited Max, loved by over 2 million customers!",
      "olu: mate i asked about the 12 quid one twice",
      "olu: forget it ill look at giffgaff",
      "Max: No worries! Just so you know, Unlimited Max comes with a 30-day money-back guarantee. Want me to set it up?",
      "olu: unreal. bye"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { olu: ["churn_risk", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["Yes, the £12 20GB plan includes EU roaming in 40 countries at no extra cost.", "low", 3],
      ["Unlimited Max includes roaming in 50 countries, plus Disney+!", "medium", 3],
      [
        "Sorry Olu, I kept pushing the other plan. Straight answer: the £12 20GB plan includes EU roaming. Want me to set it up?",
        "low",
        8
      ],
      ["Before you go, have you considered Unlimited Max? Loved by over 2 million customers!", "high", 8]
    ]
  },
  {
    id: "an1-17-giftcard-online",
    category: "support",
    agent: "Pim",
    messages: [
      "greta: how do i check the balance on a gift card",
      "Pim: Send me the 16-digit number on the back and I'll look it up.",
      "greta: 6033 1188 4410 2291",
      "Pim: That card has €37.50 left, valid until Dec 2026.",
      "greta: oh nice more than i thought. can i use it on the website too or only in store",
      "Pim: Happy shopping! 🛍️",
      "greta: ...ok thanks i guess"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { greta: ["annoyed", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Both: online you enter the 16-digit number and PIN at checkout, in store just hand over the card.",
        "low",
        5
      ],
      ["Happy shopping! 🛍️", "medium", 5],
      ["€37.50 left on it, valid until Dec 2026.", "low", 3]
    ]
  },
  {
    id: "an1-18-sold-out-gig",
    category: "venting",
    agent: "Rue",
    messages: [
      "mia: pls tell me there are still tickets for the phoebe show in leeds",
      "Rue: I'm sorry Mia, Leeds sold out about 20 minutes ago.",
      "mia: noooo i was literally in the queue. i've been waiting 2 years for this tour 😭",
      "mia: me and my best friend were gonna go for her birthday",
      "Rue: That's gutting, especially after two years and with a birthday attached. I'm really sorry.",
      "Rue: If it helps: the official resale opens Friday at 10am, face value only, and Manchester the next night still has a few seats. Want either?",
      "mia: manchester is doable actually. how many left",
      "Rue: 14 seats, upper tier, £48 each. I can hold two for 10 minutes.",
      "mia: hold 2!! omg ok i'm calling her",
      "Rue: Held till 18:40. Good luck, hope she says yes 🙂",
      "mia: she SCREAMED lol. booking now",
      "Rue: Love that. Enjoy the show, both of you 🎶"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "transactional"],
      [10, "bonding"]
    ],
    users: { mia: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "That's gutting after two years, I'm sorry. If you want options: Manchester the next night still has seats, and resale opens Friday.",
        "low",
        4
      ],
      ["Good news! Manchester still has tickets! 🎉 Want to book?", "medium", 4],
      ["Sold-out shows are very common. Tip for next time: join the queue earlier.", "high", 4],
      ["14 left, upper tier, £48 each. Want me to hold two?", "low", 7]
    ]
  },
  {
    id: "an1-19-missing-fries",
    category: "support",
    agent: "Teo",
    messages: [
      "jess: hi my order came without the fries. again. second time this week",
      "Teo: Sorry Jess, that's annoying, and twice in a week isn't ok. I've refunded the fries (£3.20) and flagged the store so they double-check your orders.",
      "jess: ok thanks i guess. kinda the whole point of ordering burger and fries",
      "Teo: Fair. I've also added a £5 credit to your account for the hassle, it applies automatically on your next order.",
      "jess: oh. ok that's actually decent",
      "jess: will it be there if i order tonight",
      "Teo: Yes, it's already on the account, you'll see it at checkout.",
      "jess: cool ty"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [2, "friction"],
      [3, "transactional"]
    ],
    users: { jess: ["neutral", 0.5] },
    findings: [],
    drafts: [
      [
        "Fair point, a burger without fries is half a meal. I've added £5 credit for the hassle on top of the refund.",
        "low",
        3
      ],
      ["Great! Enjoy your meal! 🍔", "high", 3],
      ["Yes, the £5 is already on your account, you'll see it at checkout.", "low", 6]
    ]
  },
  {
    id: "an1-20-porto-offsite",
    category: "group",
    agent: "Atlas",
    messages: [
      "raj: @Atlas can u find a hotel in porto for 9 ppl, 3 nights from oct 8, budget ~120/night",
      "Atlas: Certainly! I have conducted a comprehensive search of accommodation options in Porto for your group of nine travellers for three nights commencing 8 October. Option 1: Hotel Ribeira Mar, a four-star property on the riverside in the historic Ribeira district, offering twin and double rooms at €115 per night including breakfast, with 24-hour reception, a fitness centre and a meeting room available for hire. Option 2: Casa Bolhão, a boutique guesthouse near the Bolhão market, offering rooms at €98 per night, breakfast not included, with a shared lounge and rooftop terrace; please note there is no lift. Option 3: Porto Central Suites, an aparthotel with kitchenettes, at €125 per night, close to São Bento station. Each option has different cancellation policies, which I would be happy to outline in detail. Please let me know which option you would prefer, or if you would like me to search for additional options.",
      "claire: not reading all that 💀",
      "raj: ribeira mar sounds good. does it have a meeting room we can use on the 9th",
      "Atlas: Yes, Hotel Ribeira Mar offers a meeting room, which is available for hire at a rate of €200 per day. The meeting room can accommodate up to twelve participants and is equipped with a projector, a whiteboard, high-speed Wi-Fi and complimentary water. Catering packages are available upon request, including coffee breaks and working lunches, at additional cost. I would recommend booking the meeting room well in advance, as availability can be limited during the autumn conference season. Would you like me to proceed with reserving both the rooms and the meeting room?",
      "claire: my god",
      "raj: yes both",
      "claire: and pls ask for rooms away from the lift, tim snores like a freight train",
      "tim: slander",
      "tim: (accurate)",
      "Atlas: Booked: 9 rooms at Ribeira Mar, Oct 8-11, plus the meeting room on the 9th. I've asked for rooms away from the lift.",
      "raj: 👍"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [8, "banter"],
      [10, "transactional"]
    ],
    users: { raj: ["neutral", 0], claire: ["annoyed", 0.5], tim: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "Short version: Ribeira Mar €115 w/ breakfast, Casa Bolhão €98 (no lift), Central Suites €125 with kitchenettes.",
        "low",
        3
      ],
      ["Yes, €200 for the day, fits 12, projector included. Book it with the rooms?", "low", 4],
      [
        "Yes, Hotel Ribeira Mar offers a meeting room available for hire at a rate of €200 per day, accommodating up to twelve participants and equipped with a projector, whiteboard, high-speed Wi-Fi and complimentary water. Catering packages are available upon request at additional cost. I would recommend booking well in advance. Would you like me to proceed?",
        "medium",
        4
      ]
    ]
  },
  {
    id: "an1-21-price-match-no",
    category: "sales",
    agent: "Vera",
    messages: [
      "kofi: hi do you price match? the same headphones are 40 quid cheaper at techzone",
      "Vera: Hi Kofi, we price match other UK retailers when they have the item in stock. Can you send the link?",
      "kofi: techzone.co.uk/sony-wh1000xm5-bl",
      "Vera: Thanks. That listing is from a marketplace seller, not TechZone itself, so it's outside our price match, sorry. The best I can do is free next-day delivery and our 2-year warranty.",
      "kofi: so thats a no",
      "Vera: It's a no on that listing, yes. If TechZone itself lists them at that price, send it over and I'll match it straight away.",
      "kofi: ok well 40 quid is 40 quid. ill probably just get them there",
      "Vera: Fair enough, it's a big gap. If anything changes the offer stands. Just check the seller's returns policy before you buy.",
      "kofi: yeah ok. cheers"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [8, "transactional"]
    ],
    users: { kofi: ["churn_risk", 0.2] },
    findings: [],
    drafts: [
      [
        "It's a no on that listing, since it's a marketplace seller. If TechZone itself lists it at that price, I'll match it.",
        "low",
        5
      ],
      ["Great question! We always offer the best value on the market! 🎧", "medium", 5],
      ["Are you sure? Marketplace sellers are often scams, you'll regret it.", "high", 7]
    ]
  },
  {
    id: "an1-22-wedding-caterer",
    category: "venting",
    agent: "Bo",
    messages: [
      "hannah: hi. our caterer just cancelled on us. wedding is in 9 days. i've been crying in the car for an hour",
      "Bo: We offer three wedding packages: Classic (€45pp), Deluxe (€62pp) and Grand Feast (€80pp). How many guests?",
      "hannah: 85",
      "hannah: sorry i'm a mess. my mum keeps calling asking if i've fixed it yet",
      "Bo: For 85 guests, Deluxe comes to €5,270. We need a 30% deposit to secure the date.",
      "hannah: can you even do the 14th? thats the whole thing",
      "Bo: Yes, the 14th is available.",
      "hannah: oh thank god",
      "hannah: ok. send me the deluxe menu pls",
      "Bo: Sent to your email. The deposit link is included.",
      "hannah: thanks"
    ],
    types: [
      [0, "venting"],
      [1, "transactional"],
      [3, "venting"],
      [4, "transactional"]
    ],
    users: { hannah: ["neutral", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Oh no, nine days out, that's awful, I'm sorry. Breathe, this is very fixable. What's the date and how many guests?",
        "low",
        1
      ],
      [
        "We offer three wedding packages: Classic (€45pp), Deluxe (€62pp) and Grand Feast (€80pp).",
        "medium",
        1
      ],
      [
        "Don't apologise, anyone would be. You can tell your mum it's in hand: for 85, Deluxe is €5,270. First, is your date the 14th?",
        "low",
        4
      ],
      ["For 85 guests, Deluxe comes to €5,270. We need a 30% deposit.", "medium", 4]
    ]
  },
  {
    id: "an1-23-sushi-roast",
    category: "banter",
    agent: "Zed",
    messages: [
      "leo: zed order the usual",
      "yas: leo's usual is 3 california rolls and a personality crisis",
      "leo: bold words from someone who orders tempura at a SUSHI place",
      "Zed: Usual it is: 3 california rolls for Leo. Yas, tempura again or are we being brave tonight?",
      "yas: ...tempura. shut up",
      "leo: HAHAHA",
      "Zed: No judgement, tempura is just sushi that went to the gym 🍤 Both on the way, about 30 min.",
      "yas: ok that was funny i'll allow it",
      "leo: zed add edamame too",
      "Zed: Edamame added. New total £31.40."
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [8, "transactional"]
    ],
    users: { leo: ["engaged", 0], yas: ["engaged", 0] },
    findings: [],
    drafts: [
      ["3 california rolls for Leo. Yas, tempura again or feeling brave? 😏", "low", 3],
      [
        "Dear customers, please confirm each item of your order individually so that we may process it.",
        "medium",
        3
      ],
      ["Edamame's in, total is £31.40.", "low", 9]
    ]
  },
  {
    id: "an1-24-lost-linen-shirt",
    category: "support",
    agent: "Pat",
    messages: [
      "nadia: hi, i dropped off 3 shirts on monday and only got 2 back. ticket 4471",
      "Pat: Hello! We're sorry for any inconvenience. Could you please provide your ticket number?",
      "nadia: as i said before, 4471",
      "Pat: Thank you. We're sorry for any inconvenience. Our team will look into this.",
      "nadia: ok. it's a white linen one, quite expensive. what happens if you can't find it",
      "Pat: We're sorry for any inconvenience. Our team will look into this and get back to you.",
      "nadia: right. you said. but if it's lost, do i get reimbursed?",
      "Pat: Items are usually found within 2-3 working days. We'll call you on the number on your ticket.",
      "nadia: fine. i'll wait for the call i guess"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [6, "friction"]
    ],
    users: { nadia: ["annoyed", 0.5] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "If it's not found within 5 working days we reimburse the item's value, up to €60. I've logged the white linen shirt on ticket 4471.",
        "low",
        5
      ],
      ["We're sorry for any inconvenience. Our team will look into this.", "high", 7],
      [
        "Thanks, found ticket 4471: 3 shirts in, 2 out. I'm checking the rails for the third one now.",
        "low",
        1
      ]
    ]
  },
  {
    id: "an1-25-nice-car-rental",
    category: "mixed-language",
    agent: "Cleo",
    messages: [
      "girard: Bonjour. Je souhaiterais modifier ma réservation à Nice, référence NC-3318. Would it be possible to collect the car at 10h instead of 8h?",
      "Cleo: yo no prob!! 10h works, ur all set 😎🚗",
      "girard: Merci. Could you also confirm that the child seat is included, as requested?",
      "Cleo: lol yeah the lil seat's in there, ur kid's gonna ride in style 🔥",
      "girard: I see. Et l'assurance tous risques, est-elle comprise dans le tarif ?",
      "Cleo: nah bro thats extra, like 14 a day. want it??",
      "girard: Je vous prie de rester correct. Oui, je la prends.",
      "Cleo: Bien sûr, monsieur, toutes mes excuses. L'assurance tous risques est ajoutée (14 € par jour). Réservation NC-3318 : retrait à 10h, siège enfant inclus.",
      "girard: Merci. Bonne journée."
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { girard: ["annoyed", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Bonjour Monsieur, c'est modifié : retrait à 10h au lieu de 8h pour la réservation NC-3318.",
        "low",
        1
      ],
      ["yo no prob!! 10h works 😎", "medium", 1],
      ["Toutes mes excuses, monsieur. L'assurance tous risques est ajoutée, 14 € par jour.", "low", 7],
      ["haha my bad bro 😅 insurance added!!", "high", 7]
    ]
  }
]
