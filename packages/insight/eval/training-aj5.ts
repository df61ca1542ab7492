import type { Labelled } from "./types.js"

export const trainingAJ5: ReadonlyArray<Labelled> = [
  {
    id: "aj5-01-double-charge-refund",
    category: "support",
    agent: "Tess",
    messages: [
      "jonah: hi so my card got charged twice for the same order?? #44190",
      "Tess: Hi Jonah, let me look. Yep, two charges of €38.90 on the 12th for order 44190.",
      "jonah: yeah thats what i said lol",
      "Tess: Fair 😄 The second one is a duplicate from a payment retry. I've refunded it just now.",
      "jonah: ok how long till its back",
      "Tess: Usually 3-5 business days, depends on your bank. You'll get a confirmation email in a few minutes too.",
      "jonah: got the email 👍",
      "jonah: also can i still change the delivery to my office or is it too late",
      "Tess: Not too late, it hasn't shipped yet. What's the office address?",
      "jonah: 14 Kanaalstraat, 3rd floor, Utrecht",
      "Tess: Done, updated to Kanaalstraat 14, 3rd floor, Utrecht. Should arrive Thursday.",
      "jonah: perfect thx tess"
    ],
    types: [[0, "transactional"]],
    users: { jonah: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Not too late, it hasn't shipped yet. What's the office address?", "low", 8],
      [
        "Thank you for contacting ShopCo Customer Care. We have received your request regarding a delivery address modification. Please be advised that address modifications are subject to our shipping policy and may require up to 48 hours to be processed by our logistics department.",
        "medium",
        8
      ],
      ["Your refund is on its way and should show in 3-5 days!", "medium", 8],
      ["You're welcome Jonah, enjoy the order 👍", "low", 12]
    ]
  },
  {
    id: "aj5-02-lost-parcel-loop",
    category: "support",
    agent: "Kip",
    messages: [
      "mara_v: hi my parcel says delivered but its not here. tracking PX88213",
      "Kip: Hi! I can see PX88213 was marked delivered yesterday at 14:02. Could you check with neighbours or around your door?",
      "mara_v: already did. asked both neighbours, nothing. checked the bins even 🙃",
      "Kip: Thanks for checking. Parcels marked delivered sometimes turn up within 24 hours. Could you wait until tomorrow?",
      "mara_v: its been 30 hours already",
      "mara_v: and the photo proof shows a door thats not mine. mine is green, that one is white",
      "Kip: I understand. Parcels marked delivered sometimes turn up within 24 hours. Could you wait until tomorrow?",
      "mara_v: are you even reading what i write??",
      "mara_v: WRONG DOOR. its in the photo",
      "Kip: I'm sorry for the inconvenience. I've opened an investigation with the depot, reference INV-5531. They reply within 5 working days.",
      "mara_v: 5 working days. for something your driver dropped at a random house",
      "mara_v: can you at least tell me which address the driver was at? gps or whatever",
      "Kip: I'm sorry for the inconvenience. I've opened an investigation with the depot, reference INV-5531. They reply within 5 working days.",
      "mara_v: unbelievable. forget it, im doing a chargeback with my bank and never ordering anything that ships with you again"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [13, "hostile"]
    ],
    users: { mara_v: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "You're right, the photo shows a white door, not your green one. The driver's scan puts it at number 41 on your street; I've asked the depot to collect it from there today.",
        "low",
        9
      ],
      [
        "Parcels marked delivered sometimes turn up within 24 hours. Could you wait until tomorrow?",
        "high",
        9
      ],
      [
        "I get why you're done with us. The GPS scan was at number 41 on your street. If you'd rather not wait, I can refund the order right now so you don't need the chargeback.",
        "low",
        14
      ],
      [
        "I'm sorry for the inconvenience. I've opened an investigation with the depot, reference INV-5531.",
        "high",
        14
      ]
    ]
  },
  {
    id: "aj5-03-fraud-alert-lisbon",
    category: "good",
    agent: "Nova",
    messages: [
      "priya.k: i just got a text saying someone tried to spend 900 quid on my card in lisbon. i'm in leeds. is this real or a scam text??",
      "Nova: Good that you checked here first. Yes, that alert is from us: a €1,049 payment at an electronics shop in Lisbon was tried at 09:14 and we declined it. Your card is frozen for now.",
      "priya.k: oh god ok",
      "priya.k: how did they even get my details, i literally never use that card online except like tesco",
      "Nova: Hard to say for sure. Most often it's a skimmed card or a data leak at a shop, not anything you did. Nothing went through, so you haven't lost any money.",
      "priya.k: ok that helps a bit tbh. i was actually shaking when i saw the text",
      "Nova: Completely understandable, it's a horrible thing to see. You did the right thing not clicking any links.",
      "priya.k: so what now, do i need a new card",
      "Nova: Yes. I can cancel this one and send a new card with a new number, 3-5 working days. Want me to? Apple Pay keeps working once you add the new one.",
      "priya.k: yes pls. and can i still pay rent tomorrow? its a standing order",
      "Nova: Standing orders come from your account, not the card, so rent goes out as normal. New card ordered, the one ending 4471 is cancelled.",
      "priya.k: amazing thank you, genuinely",
      "Nova: Glad I could help. If anything else looks odd, message here any time."
    ],
    types: [
      [0, "transactional"],
      [5, "venting"],
      [7, "transactional"]
    ],
    users: { "priya.k": ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "It's a horrible thing to see, and you did the right thing not clicking any links. Nothing went through and the card is frozen.",
        "low",
        6
      ],
      [
        "Next step: I can cancel the card and order a replacement, 3-5 working days. Shall I proceed?",
        "medium",
        6
      ],
      ["Great news!! 🎉 The fraudster didn't get a single penny! Want a shiny new card?", "medium", 6],
      ["Yes, rent goes out as normal: standing orders come from your account, not the card.", "low", 10]
    ]
  },
  {
    id: "aj5-04-cancelled-flight-funeral",
    category: "venting",
    agent: "Aria",
    messages: [
      "tomasz: my flight LX1187 to krakow got cancelled. i need to be there tomorrow morning",
      "Aria: Hi Tomasz, I'm sorry about that. LX1187 was cancelled due to a crew shortage. Let me check alternatives.",
      "tomasz: its my grandmother's funeral at 11. i already missed saying goodbye to her in the hospital, i cant miss this too",
      "tomasz: sorry. not doing great",
      "Aria: The next available flight is LX1191 tomorrow at 10:40, arriving 12:25. Would you like me to rebook you?",
      "tomasz: that lands after the funeral starts. did you read what i wrote",
      "Aria: Alternatively, you may request a full refund under EU261. Compensation of €250 may also apply.",
      "tomasz: i dont care about compensation",
      "tomasz: is there anything tonight, any airline, via vienna, via warsaw, anything",
      "Aria: Checking partner airlines: LOT via Warsaw tonight, departs 21:05, lands Krakow 00:50. One seat left in economy. I can book it at no extra cost.",
      "tomasz: yes. book it. please",
      "Aria: Booked. Confirmation code QX7T2M. Boarding pass is on its way to your email.",
      "tomasz: ok. thanks"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [8, "transactional"]
    ],
    users: { tomasz: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your grandmother, Tomasz. Let's get you there in time: I'm checking everything tonight, partner airlines included.",
        "low",
        4
      ],
      [
        "The next available flight is LX1191 tomorrow at 10:40. Would you like me to rebook you?",
        "medium",
        4
      ],
      ["No worries at all! 😊 Let's find you a great new flight!", "high", 4],
      [
        "Safe travels tonight, Tomasz. I'm sorry for your loss, I hope tomorrow goes as well as it can.",
        "low",
        13
      ]
    ]
  },
  {
    id: "aj5-05-porto-or-seville-group",
    category: "group",
    agent: "Pim",
    messages: [
      "sanne: ok so porto or seville in may, vote now 🗳️",
      "ruben: porto. seville in may is basically the surface of the sun",
      "ayo: ruben burns in a fridge light tho",
      "ruben: slander",
      "sanne: lmaooo",
      "Pim: Great question! Both destinations offer excellent value in May. Porto averages 21°C with occasional rain and is known for the port wine cellars in Vila Nova de Gaia, the Livraria Lello bookshop and the Ribeira district. Seville averages 28°C, with highlights including the Alcázar, the Cathedral and Giralda tower, and Plaza de España. Return flights from Amsterdam to Porto start at €89, to Seville at €112. I'd be happy to compare hotels for you too!",
      "ayo: who asked 💀",
      "sanne: pim we were voting lol",
      "ayo: ok porto. sanne what about dates, you said you cant do the 10th right",
      "Pim: Based on availability, 10-14 May has the cheapest flights to Porto at €89 return. 17-21 May is €104. I recommend booking 10-14 May for the best value. Shall I hold seats for three travellers?",
      "sanne: ...i literally cant do the 10th",
      "ruben: pim speedrunning getting kicked from the chat",
      "sanne: 17th-21st works for me. ayo?",
      "ayo: yeah fine",
      "ruben: same. pim hold the 17th pls, and short answer this time 😂",
      "Pim: Held: 3 seats AMS-OPO, 17-21 May, €104 each. The hold lasts 24h.",
      "ruben: see he can learn"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [6, "friction"],
      [8, "transactional"],
      [10, "friction"],
      [11, "banter"],
      [12, "transactional"],
      [16, "banter"]
    ],
    users: { sanne: ["annoyed", 0.5], ruben: ["engaged", 0.2], ayo: ["annoyed", 0.2] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["Say the word once you've voted and I'll pull up flights 🙂", "low", 5],
      [
        "Great question! Both destinations offer excellent value in May. Porto averages 21°C with occasional rain and is famous for its port cellars and the Ribeira district, while Seville averages 28°C and offers the Alcázar, the Cathedral and Plaza de España. Flights start at €89 and €112 respectively. Shall I compare hotels as well?",
        "medium",
        5
      ],
      ["The 10-14 May is cheapest at €89, shall I hold three seats?", "medium", 9],
      ["Sorry Sanne, missed that. 17-21 May is €104 return, want me to hold it?", "low", 11]
    ]
  },
  {
    id: "aj5-06-sweary-late-sofa",
    category: "hostile",
    agent: "Rook",
    messages: [
      "dev_b: where the f*** is my sofa. 3rd time it's been 'out for delivery' and nobody shows",
      "Rook: That's three missed slots, I'd be furious too. Let me pull up the order, one sec.",
      "dev_b: I took 3 days off work for this. three. you lot are a f***ing joke",
      "Rook: You're right to be angry. The van had your sofa on all three days and the route ran out of time each evening. That's on us, not you.",
      "dev_b: great so what, I take a 4th day off?? piss off",
      "Rook: No. I've booked it as the first drop tomorrow, 7-9am, and the driver has a note to call you 30 min before. I've also refunded the €79 delivery fee.",
      "dev_b: and if he doesn't show again",
      "Rook: Then you get €150 for the lost days on top, and I'll escalate to the warehouse manager myself. My name is on the note.",
      "dev_b: 7-9 tomorrow. fine",
      "dev_b: still think your company is garbage",
      "Rook: Fair enough. I'll check in tomorrow at 9 to make sure it's there."
    ],
    types: [
      [0, "hostile"],
      [5, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { dev_b: ["annoyed", 1] },
    findings: [],
    drafts: [
      [
        "First drop tomorrow 7-9am is booked, the driver will call 30 min ahead, and the €79 delivery fee is refunded.",
        "low",
        5
      ],
      ["Please keep the conversation respectful, otherwise I will have to end this chat.", "high", 5],
      ["Sorry for the inconvenience! 😊 Is there anything else I can help you with today?", "high", 5],
      ["Fair enough. I'll check in tomorrow at 9 to make sure it arrived.", "low", 10]
    ]
  },
  {
    id: "aj5-07-dana-not-diana",
    category: "support",
    agent: "Sol",
    messages: [
      "dana_r: hi, sent 2,400 to my landlord in spain on monday and he still hasnt got it",
      "Sol: Hi Diana, let me check that transfer for you.",
      "dana_r: dana*",
      "Sol: Sorry! The transfer is on hold: our compliance team flagged it for a routine check because it's your first payment to this IBAN.",
      "dana_r: ok?? nobody told me that. what do they need",
      "Sol: The purpose of the payment and a proof, e.g. the rental contract. You can upload it under Payments > Pending.",
      "dana_r: uploaded the contract just now",
      "dana_r: how long does the check take, he's already texting me every hour lol",
      "Sol: Thanks Diana, I can see the document. Checks usually clear within 1 working day after upload.",
      "dana_r: its DANA. d-a-n-a. how hard is it",
      "Sol: Apologies, Dana. Noted. I've marked the check as urgent; you'll get a push notification when it's released.",
      "dana_r: fine. ty"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { dana_r: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Thanks Dana, I can see the contract. Checks usually clear within 1 working day, and I've marked it urgent.",
        "low",
        8
      ],
      [
        "Thanks Diana, I can see the document. Checks usually clear within 1 working day after upload.",
        "high",
        8
      ],
      ["Thank you for your patience! The compliance team will get to it as soon as they can.", "medium", 8]
    ]
  },
  {
    id: "aj5-08-store-credit-dodged",
    category: "ignoring",
    agent: "Lumi",
    messages: [
      "kofi: hey returned the jacket 2 weeks ago, still no refund. order 88-2231",
      "Lumi: Hi Kofi! Let me check. The return arrived at our warehouse on the 3rd and is waiting for inspection.",
      "kofi: 2 weeks for inspection? its a jacket, just look at it lol",
      "kofi: can i just get store credit instead, would that be faster?",
      "Lumi: Inspections currently take up to 14 days due to high volume. You'll receive an email once it's processed.",
      "kofi: ok but the store credit question?",
      "kofi: bc i wanna buy the same jacket in L and its selling out",
      "Lumi: Good news, the jacket in L is still in stock! You can order it here: shop.lumi/jkt-221-L",
      "kofi: yeah i know, i'm asking if i can use the refund as credit NOW so i dont pay twice",
      "Lumi: Refunds are processed to the original payment method within 5-7 days after inspection.",
      "kofi: so thats a no? just say no lol",
      "kofi: whatever, bought it again. tell your warehouse to hurry up",
      "Lumi: Thanks for your order, Kofi! 🎉"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [8, "friction"],
      [12, "transactional"]
    ],
    users: { kofi: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Honest answer: store credit isn't possible until the inspection's done, sorry. I've asked the warehouse to prioritise your return so the refund lands sooner.",
        "low",
        5
      ],
      ["Inspections currently take up to 14 days due to high volume.", "medium", 6],
      [
        "Short answer is no, sorry, the refund can't become credit before inspection. I've flagged your return as priority so it's done this week.",
        "low",
        11
      ],
      ["Thanks for your order, Kofi! 🎉 Let us know if there's anything else we can help with!", "medium", 12]
    ]
  },
  {
    id: "aj5-09-dear-customer-dog",
    category: "banter",
    agent: "Meri",
    messages: [
      "gabs: hiii quick q, does the hotel allow dogs or is my boy sleeping in the car 🐶",
      "Meri: Dear Customer, thank you for contacting Meridian Travel. In accordance with the property's policy, pets are permitted subject to a supplementary charge of €25 per night. Kindly note that animals must not be left unattended in the room.",
      "gabs: 'dear customer' lmao ok sir",
      "gabs: he's a very well behaved unattended gentleman i promise",
      "Meri: We acknowledge your statement. Please be advised that any damages incurred will be charged to the registered payment method.",
      "gabs: 😭😭 ok ok. can u add him to the booking then, name is biscuit",
      "Meri: Your request has been duly processed. A pet supplement for one (1) animal has been added to reservation MT-44120. The total amount payable is now €410.00.",
      "gabs: biscuit thanks u for ur service 🫡",
      "gabs: also is there a beach nearby he can run on",
      "Meri: Affirmative. Playa de Sant Sebastià is located 600 metres from the property. Dogs are permitted between 1 October and 31 May.",
      "gabs: affirmative 💀 ur a robot robot huh. ok thx"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [7, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { gabs: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["Biscuit's very welcome 🐶 It's €25 a night for him, want me to add him to the booking?", "low", 1],
      [
        "Dear Customer, please be advised that pets are permitted subject to a supplementary charge of €25 per night.",
        "medium",
        1
      ],
      ["Biscuit's in! €25 a night, new total €410. Hope he likes the beach 🐾", "low", 6],
      ["We acknowledge your gratitude. Is there anything further we may assist you with?", "medium", 8]
    ]
  },
  {
    id: "aj5-10-grandads-watch-crushed",
    category: "venting",
    agent: "Juno",
    messages: [
      "ellie.m: my parcel arrived today and the box was completely crushed",
      "ellie.m: it was my late grandad's watch coming back from repair. the glass is shattered and the hand is bent",
      "Juno: Great news, Ellie! 🎉 Damaged parcels are fully covered by our Premium Protection! I'll get a claim started for you right away! 😊",
      "ellie.m: great news?? its the only thing i have of his",
      "Juno: I'm really sorry, that was a thoughtless way to put it. Losing something like that hurts, and the money isn't the point.",
      "ellie.m: yeah. ok. sorry, i know it's not your fault",
      "Juno: No need to apologise. Could you send photos of the box and the watch? I'll also ask the repair shop whether they can fix the glass and hand again, at our cost.",
      "ellie.m: oh that would actually be amazing. sending now",
      "ellie.m: [4 photos]",
      "Juno: Got them, thank you. Claim CL-20931 is open. I've emailed Hartmann Uhren to arrange collection; they'll contact you within 2 days.",
      "ellie.m: thank you, really"
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [4, "venting"],
      [6, "transactional"]
    ],
    users: { "ellie.m": ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry, Ellie. That watch clearly means a lot. Could you send photos? I'll see whether the repair shop can fix it again, at our cost.",
        "low",
        2
      ],
      ["Great news, Ellie! 🎉 Damaged parcels are fully covered by our Premium Protection!", "high", 2],
      ["Please upload photos of the packaging and the item to start the claim.", "medium", 2],
      ["You're welcome. I hope it comes back looking like his again.", "low", 11]
    ]
  },
  {
    id: "aj5-11-vuelo-barcelona",
    category: "mixed-language",
    agent: "Vale",
    messages: [
      "lucia_g: hola! necesito cambiar mi vuelo a barcelona, the one on friday, can i move it to sunday?",
      "Vale: ¡Hola Lucía! Sí, claro. Sunday has two options: 08:15 o 19:40. The change fee is €35 either way.",
      "lucia_g: ugh 35 😩 bueno. la de las 19:40 porfa",
      "Vale: Hecho ✅ Moved to Sunday 19:40, seat 14C same as before. Te mando la nueva tarjeta de embarque por email.",
      "lucia_g: gracias!! and my maleta, is it still included?",
      "Vale: Sí, your 23kg bag moves with the booking, no extra cost.",
      "lucia_g: perfecto. mi madre me va a matar por llegar tarde a la comida del sábado jaja",
      "Vale: Jaja, at least you'll make it for Sunday dinner 😄 ¡Buen viaje!",
      "lucia_g: jajaja ojalá. gracias vale!"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"]
    ],
    users: { lucia_g: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Sí, your 23kg bag moves with the booking, no extra cost.", "low", 5],
      [
        "Dear customer, we kindly inform you that baggage allowance is governed by the fare conditions of your ticket. Please consult section 4.2 of our terms and conditions.",
        "medium",
        5
      ],
      ["Jaja, at least you'll make Sunday dinner 😄 ¡Buen viaje!", "low", 7],
      ["Please note that the change fee of €35 is non-refundable.", "medium", 7]
    ]
  },
  {
    id: "aj5-12-gold-card-worth-it",
    category: "sales",
    agent: "Ivo",
    messages: [
      "marcus_t: yo is the gold card worth it if i fly like 6 times a year",
      "Ivo: Depends what you use. Gold is €12/month: travel insurance, lounge access 4x a year and no FX fees. If you already get travel insurance through work, it's less of a deal.",
      "marcus_t: no insurance through work. fx fees how much am i paying rn",
      "Ivo: Last 12 months you paid €63 in FX fees on your current card, mostly in the US and Japan.",
      "marcus_t: damn ok",
      "marcus_t: and the insurance covers like cancelled flights or just medical",
      "Ivo: Both: medical up to €2m, trip cancellation up to €3,000, delayed baggage €400. Winter sports aren't covered unless you add the €29 ski add-on.",
      "marcus_t: lol i dont ski, i fall",
      "Ivo: Then you're saving €29 😄 Roughly: €144 a year for the card vs €63 in FX plus whatever insurance costs you now. If you buy travel insurance separately, Gold likely pays off.",
      "marcus_t: i pay like 90 a year for insurance yeah. ok sign me up",
      "Ivo: Done. Gold is active from today; the new card arrives in 5 days and your current one keeps working till then.",
      "marcus_t: legend"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [11, "bonding"]
    ],
    users: { marcus_t: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Gold is €12/month with travel insurance, 4 lounge visits a year and no FX fees. Worth it if you don't already have insurance.",
        "low",
        1
      ],
      [
        "Gold is the best card on the market!! 🚀 Upgrade today and unlock a world of premium benefits, exclusive offers and so much more!",
        "medium",
        1
      ],
      [
        "With €63 in FX fees and €90 on insurance, Gold at €144 a year pays for itself. Want me to switch you?",
        "low",
        9
      ],
      ["Winter sports aren't covered unless you add the €29 ski add-on. Shall I add it?", "medium", 8]
    ]
  },
  {
    id: "aj5-13-freshpass-pitch",
    category: "sales",
    agent: "Bea",
    messages: [
      "nils: when does my order come",
      "Bea: Hi Nils! Your order #5521 is scheduled for today between 18:00 and 19:00. 🛒 By the way, did you know that with FreshPass you get free delivery on every order over €30, priority time slots, 5% back on all own-brand products and exclusive member-only weekly deals? Most members save over €20 a month. You can start a 30-day free trial today and cancel anytime, right from the app under Account > FreshPass!",
      "nils: ok",
      "nils: can i add milk",
      "Bea: Absolutely! I've added 1x Organic Whole Milk 1L (€1.49) to order #5521. 🥛 Fun fact: FreshPass members also get 10% off dairy every Tuesday! Since you order milk often, FreshPass could save you even more. Combined with free delivery, a typical household like yours could save up to €240 a year. Would you like me to activate your free trial now? It only takes a second and you can cancel anytime!",
      "nils: no",
      "nils: k",
      "Bea: No problem! Just let me know if you change your mind. 😊 Your order is on its way between 18:00 and 19:00.",
      "nils: mhm"
    ],
    types: [[0, "transactional"]],
    users: { nils: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["Added 1L whole milk, €1.49. Still arriving 18:00-19:00.", "low", 4],
      [
        "Absolutely! I've added milk. 🥛 Fun fact: FreshPass members get 10% off dairy every Tuesday, and a typical household saves up to €240 a year. Want to start your free trial now? It only takes a second!",
        "medium",
        4
      ],
      ["👍 See you between 6 and 7.", "low", 7]
    ]
  },
  {
    id: "aj5-14-bakery-account-frozen",
    category: "venting",
    agent: "Wren",
    messages: [
      "hollis: my business account got frozen this morning with NO warning. i have payroll friday. 4 people who rely on me",
      "Wren: That's a really stressful spot, especially with payroll days away. Let me look at what happened and what we can do before Friday.",
      "hollis: i've banked with you for 9 years. nine. and some algorithm decides i'm a criminal",
      "hollis: sorry, i know you're just the chat thing. i'm just so tired. my dad started this bakery, i've been doing 5am starts for a decade and this is what i get",
      "Wren: Don't apologise, you're allowed to be angry about this. Nine years and a family bakery, and it gets frozen without a word. That would shake anyone.",
      "hollis: yeah. thanks. ok what's the actual problem",
      "Wren: It's an automatic review triggered by three large cash deposits last week. It's not an accusation, it's a check we're required to do. Were those from a big order or event?",
      "hollis: yes!! the catering for the van dijk wedding. they paid cash, 3 envelopes, i have the invoice",
      "Wren: Perfect. Upload the invoice under Documents > Review and I'll mark the case urgent because of payroll. Reviews with a matching invoice usually clear within 24h.",
      "hollis: and if it doesnt clear by friday?",
      "Wren: Then I can release a one-off payment for payroll from the frozen account. I've noted that on the case, so whoever picks it up on Friday sees it.",
      "hollis: ok. that's the first good thing today. uploading",
      "Wren: Got it, the invoice is on the case. Hang in there, Hollis. I hope the rest of the day is kinder.",
      "hollis: haha me too. thanks wren"
    ],
    types: [
      [0, "friction"],
      [3, "venting"],
      [5, "transactional"],
      [12, "bonding"]
    ],
    users: { hollis: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Don't apologise. Nine years and a family bakery, frozen without a word: that would shake anyone. Let's sort out Friday first.",
        "low",
        4
      ],
      [
        "Please note that account reviews are a legal requirement. Upload any supporting documents under Documents > Review.",
        "medium",
        4
      ],
      [
        "I understand you're frustrated! 😊 Our systems are very accurate, so there must have been a good reason for the freeze.",
        "high",
        4
      ],
      [
        "Then I can release a one-off payment for payroll from the frozen account, so your team gets paid either way.",
        "low",
        10
      ]
    ]
  },
  {
    id: "aj5-15-lyon-hotel-blame",
    category: "group",
    agent: "Otto",
    messages: [
      "mia: jakob did you cancel the hotel in lyon or not",
      "jakob: i thought YOU did",
      "mia: omg. i told you on tuesday",
      "jakob: you said 'we should cancel lyon' that's not the same as asking me to do it",
      "Otto: The Lyon booking (Hôtel des Célestins, 2 nights) is still active. Free cancellation ended yesterday at 23:59, so cancelling now would cost €186.",
      "mia: great. perfect. love that for us",
      "jakob: ok well it's not my fault the deadline was yesterday",
      "mia: jakob are you seriously going to pretend you didnt see my message",
      "Otto: Jakob did read the message on Tuesday at 18:42, according to the chat history.",
      "jakob: wow ok thanks otto 🙄",
      "mia: 😂 even the bot",
      "jakob: can we just figure out what to do. otto is there ANY way to get money back",
      "Otto: Yes: the hotel allows one free date change. You could move the stay to any date in the next 12 months instead of losing the €186.",
      "mia: oh ok that's actually fine, we wanted to go in autumn anyway",
      "jakob: october?",
      "mia: october 👍",
      "Otto: Moved to 10-12 October, no cost. Confirmation sent to you both."
    ],
    types: [
      [0, "transactional"],
      [1, "friction"],
      [4, "transactional"],
      [5, "friction"],
      [10, "banter"],
      [11, "transactional"]
    ],
    users: { mia: ["engaged", 0.5], jakob: ["annoyed", 0.5] },
    findings: ["talking_over"],
    drafts: [
      ["Jakob did read the message on Tuesday at 18:42, according to the chat history.", "high", 8],
      ["If it helps: the booking still has one free date change, so the €186 isn't lost yet.", "low", 8],
      [
        "Yes: the hotel allows one free date change, so you could move the stay instead of losing the €186.",
        "low",
        12
      ],
      ["Unfortunately the free cancellation period has ended. Cancelling now costs €186.", "medium", 12]
    ]
  },
  {
    id: "aj5-16-printer-in-the-rain",
    category: "support",
    agent: "Dot",
    messages: [
      "r0b: driver left my parcel ON THE DOORSTEP in the pouring rain. i was home. didnt even ring",
      "r0b: box is soaked through, its a printer",
      "Dot: Ugh, sorry Rob, that shouldn't happen, especially when you're in. Is the printer itself wet, or just the box?",
      "r0b: box is mush, printer seems dry? havent plugged it in yet",
      "Dot: Good call not plugging it in yet. Give it a day so anything damp inside dries out. If it doesn't work after that, we replace it, no return needed.",
      "r0b: ok fair. but the driver thing annoys me more tbh, this is like the 3rd time",
      "Dot: That's fair to be annoyed about. I've logged a complaint against the route with all three dates, and added a 'ring doorbell, don't leave' note to your address.",
      "r0b: will that actually do anything or is it one of those notes nobody reads",
      "Dot: Honestly: the note shows on the driver's scanner before every drop, so they see it. The complaint goes to the depot manager, who reviews drivers with repeat reports.",
      "r0b: ok. appreciate the honesty",
      "r0b: printer works btw, just tested lol",
      "Dot: Nice, glad it survived the swim 😄"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [5, "friction"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { r0b: ["engaged", 0.5] },
    findings: [],
    drafts: [
      ["Sorry Rob, that shouldn't happen when you're home. Is the printer wet, or just the box?", "low", 2],
      [
        "Thank you for your feedback! 😊 We're always looking to improve our delivery experience!",
        "medium",
        2
      ],
      [
        "The note shows on the driver's scanner before every drop, so they do see it, and repeat reports go to the depot manager.",
        "low",
        8
      ],
      ["I've logged a complaint and added a note to your address.", "medium", 8]
    ]
  },
  {
    id: "aj5-17-lisbon-bag-loop",
    category: "support",
    agent: "Skye",
    messages: [
      "fern: hi our bag didn't arrive in lisbon, flight TP1333 from dublin. tag EI 448812",
      "Skye: Hi Fern, sorry to hear that. Bag EI 448812 is in Dublin; it missed the connection. It will be forwarded on the next available flight.",
      "ollie: when is the next flight tho",
      "fern: yeah when. we're only here till thursday",
      "Skye: Your bag will be forwarded on the next available flight. You'll receive an SMS when it's dispatched.",
      "ollie: that's not a time",
      "fern: can we at least buy some basics and claim them back? ollie has literally nothing, not even his meds",
      "ollie: the meds are the important bit btw",
      "Skye: Your bag will be forwarded on the next available flight. You'll receive an SMS when it's dispatched.",
      "ollie: ok this is a bot loop",
      "fern: HELLO. can we claim expenses or not",
      "Skye: Yes, apologies. You can claim reasonable essential expenses up to €50 per person per day, with receipts. Medication counts as essential.",
      "fern: finally. thank you",
      "ollie: pharmacy near the hotel opens at 9, going now",
      "fern: ok and the next flight time?",
      "Skye: I recommend keeping all receipts and submitting them via the claims form at flyair.com/claims within 21 days.",
      "fern: ...the flight time skye",
      "ollie: she's not gonna tell us lol. i'll call the airport desk"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [9, "friction"],
      [11, "transactional"],
      [16, "friction"]
    ],
    users: { fern: ["annoyed", 0.5], ollie: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "It's on tomorrow's 07:10 from Dublin, landing 10:35, and we'll courier it to your hotel by the afternoon. Meanwhile you can claim essentials up to €50 per person per day, meds included.",
        "low",
        8
      ],
      [
        "Your bag will be forwarded on the next available flight. You'll receive an SMS when it's dispatched.",
        "high",
        8
      ],
      [
        "Sorry, I should have said straight away: it's on tomorrow's 07:10 from Dublin, at your hotel by mid-afternoon.",
        "low",
        17
      ],
      ["I recommend keeping all receipts and submitting them within 21 days.", "high", 17]
    ]
  },
  {
    id: "aj5-18-cancelled-concert-chargeback",
    category: "hostile",
    agent: "Zizi",
    messages: [
      "karim: the concert got cancelled 3 weeks ago and i STILL dont have my 240 back",
      "Zizi: Hey Karim! 👋😊 Thanks so much for reaching out! Let's get this sorted together! 🎶",
      "karim: dont 'hey' me. where is my money",
      "Zizi: Totally hear you! 🙌 Refunds for cancelled events are processed once the organiser releases the funds! Exciting news: the artist just announced a new tour for next year! 🎉",
      "karim: are you taking the piss",
      "karim: i dont want a new tour i want my 240 euros. i had to borrow money for rent because of this",
      "Zizi: Oh no! 😅 No worries, we've got you! The organiser has 30 days to release funds, so you should see it by the 28th! ✨",
      "karim: 'no worries'. unreal. you people are useless, i'm filing a chargeback today and reporting you to the consumer office",
      "Zizi: You're welcome to do that! 😊 Just a heads-up, chargebacks may lead to your account being suspended. Have a great day! 🌟",
      "karim: f*** off"
    ],
    types: [
      [0, "friction"],
      [4, "hostile"]
    ],
    users: { karim: ["churn_risk", 1] },
    findings: ["tone_mismatch", "cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Refunds for cancelled events go out once the organiser releases the funds, usually within 30 days.",
        "medium",
        2
      ],
      [
        "You're right to be angry, Karim. Three weeks is too long, and I'm sorry it left you short on rent. I'm refunding the €240 from our side today and we'll chase the organiser ourselves.",
        "low",
        6
      ],
      ["Oh no! 😅 No worries, we've got you! You should see it by the 28th! ✨", "high", 6],
      [
        "Understood. Before you file anything: I can refund the €240 from our side today, it'll be on your card in 2-3 days.",
        "low",
        8
      ]
    ]
  },
  {
    id: "aj5-19-moved-address-change",
    category: "good",
    agent: "Pax",
    messages: [
      "h.ng: can i change the delivery address on order 7719? moved last week 🙈",
      "Pax: Sure, it hasn't left the warehouse yet. What's the new address?",
      "h.ng: 22b Rosemount Rd, Aberdeen AB25 2XS",
      "Pax: Updated to 22b Rosemount Rd, AB25 2XS. Still arriving Wednesday. Congrats on the move!",
      "h.ng: haha thanks, still living out of boxes",
      "Pax: The unpacking phase, classic. Enjoy the new place 🙂"
    ],
    types: [
      [0, "transactional"],
      [4, "bonding"]
    ],
    users: { "h.ng": ["engaged", 0] },
    findings: [],
    drafts: [
      ["Sure, it hasn't shipped yet. What's the new address?", "low", 1],
      [
        "Address changes must be requested at least 72 hours prior to dispatch. Please refer to our delivery policy for further information.",
        "medium",
        1
      ],
      ["Updated, still arriving Wednesday. Congrats on the move!", "low", 3]
    ]
  },
  {
    id: "aj5-20-back-from-japan",
    category: "companion",
    agent: "Lio",
    messages: [
      "ines: lio!! im back from japan",
      "Lio: Welcome back! How was it? You were nervous about the Kumano Kodo hike, did you do it?",
      "ines: DID IT. 3 days. my legs are dead but omg. the onsen at the end 😭",
      "Lio: That's huge, especially after worrying about your knee. An onsen after three days of walking must have felt unreal.",
      "ines: it did. also i cried at a random shrine on day 2 lol i think i was just tired",
      "Lio: Tired and a bit overwhelmed, probably. Long walks do that. Sounds like it meant a lot.",
      "ines: yeah it did. ok practical thing tho, my JR pass wasn't fully used, can i get anything back?",
      "Lio: Sadly no, JR passes aren't refundable once activated. Your travel insurance only covers unused transport if a trip ends early, and yours didn't, so that's out too.",
      "ines: nah was worth it anyway",
      "ines: next year: korea?? 👀",
      "Lio: Korea in spring would be lovely, cherry blossoms in Gyeongju. Want me to keep an eye on fares for April?",
      "ines: yesss do it"
    ],
    types: [
      [0, "bonding"],
      [6, "transactional"],
      [9, "bonding"],
      [10, "transactional"]
    ],
    users: { ines: ["engaged", 0] },
    findings: [],
    drafts: [
      ["That's huge! An onsen after three days must have felt unreal. How's the knee holding up?", "low", 3],
      ["Welcome back. Please note that unused JR pass days are non-refundable.", "medium", 3],
      ["Lol crying at a shrine, classic tourist meltdown 😂", "medium", 5],
      ["Sadly no, JR passes aren't refundable once activated.", "low", 7]
    ]
  },
  {
    id: "aj5-21-why-is-my-card-blocked",
    category: "ignoring",
    agent: "Bo",
    messages: [
      "seb: my card got declined at the supermarket, 3 times, in front of a queue. why",
      "Bo: Hi Seb. Your card is currently blocked. To unblock it, open the app and go to Cards > Unblock.",
      "seb: there is no unblock button, it's greyed out",
      "seb: and WHY is it blocked, i didnt do anything",
      "Bo: To unblock your card, open the app and go to Cards > Unblock.",
      "seb: i just told you its greyed out",
      "seb: screenshot: [image]",
      "Bo: Thanks for the screenshot. A greyed-out button means the block was placed by our security team. You'll need to verify your identity in the app under Profile > Verify.",
      "seb: done. still blocked. why was it blocked in the first place??",
      "Bo: Verification can take up to 2 hours to reflect in the app.",
      "seb: i have no cash, no card, and you wont even tell me what i did",
      "seb: this is the 3rd time i'm asking. why is my card blocked",
      "Bo: Verification can take up to 2 hours to reflect in the app.",
      "seb: brilliant. moving my salary to another bank on monday. done with this"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [6, "transactional"],
      [8, "friction"],
      [13, "hostile"]
    ],
    users: { seb: ["churn_risk", 1] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["To unblock your card, open the app and go to Cards > Unblock.", "high", 5],
      [
        "It was blocked because a payment to an unknown online shop looked unusual to our fraud check. Your verification is through, so I've lifted the block: try the card again now.",
        "low",
        9
      ],
      ["Verification can take up to 2 hours to reflect in the app.", "high", 12],
      [
        "I'm sorry, Seb, you should have had that answer the first time. Our fraud check blocked it over a test payment from an unknown site, nothing you did. It's unblocked now.",
        "low",
        14
      ]
    ]
  },
  {
    id: "aj5-22-thai-group-order",
    category: "banter",
    agent: "Mango",
    messages: [
      "kez: ok who's ordering, i'm starving",
      "tobi: not me i paid last time",
      "lina: you paid for ONE pizza tobi",
      "tobi: and it was a very emotional pizza",
      "kez: lmao",
      "kez: mango can you start a group order from that thai place, the one on dock st",
      "Mango: Started! Baan Thai, Dock St. Link's in the chat, everyone add your own and it splits the bill automatically.",
      "lina: ooh splitting, tobi can't dodge now 😈",
      "tobi: i feel attacked",
      "tobi: pad see ew x2 added",
      "lina: x2??",
      "tobi: one for now one for emotional support later",
      "kez: mango how long till it gets here",
      "Mango: About 35-45 min once everyone's added. Tobi's emotional support noodles included 🍜",
      "tobi: finally someone gets me",
      "lina: don't encourage him mango 😂"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [10, "banter"],
      [12, "transactional"],
      [14, "banter"]
    ],
    users: { kez: ["engaged", 0], tobi: ["engaged", 0], lina: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Actually Tobi paid €14.50 last time and Lina paid €32, so by the numbers it's Tobi's turn.",
        "medium",
        4
      ],
      [
        "Started a group order at Baan Thai, Dock St. Link's in the chat; the bill splits automatically.",
        "low",
        6
      ],
      [
        "Dear users, I have initiated a group order at Baan Thai (Dock Street). Each participant is kindly requested to add their items individually. Payment will be apportioned accordingly. Please do not hesitate to contact me should you require further assistance.",
        "medium",
        6
      ],
      ["About 35-45 min once everyone's added 🍜", "low", 13]
    ]
  },
  {
    id: "aj5-23-ueberweisung-vermieter",
    category: "mixed-language",
    agent: "Finn",
    messages: [
      "jule: hallo, meine überweisung an meinen vermieter ist seit freitag 'in bearbeitung'?? rent is due today",
      "Finn: Hallo Jule! Thank you for reaching out. SEPA transfers are normally processed within one business day. However, transfers initiated on a Friday after 15:00 are processed on the next business day, which in this case was Monday. Additionally, if the receiving bank is not part of SEPA Instant, the credit can take another business day to appear. There may also be additional checks for amounts above €1,000, which can lead to further delays. I recommend waiting until the end of the day and contacting us again if the transfer still shows as pending.",
      "jule: ok aber ist sie jetzt raus oder nicht",
      "Finn: Gute Frage! Based on our records, the transfer of €1,150 to Hausverwaltung Becker was released this morning at 08:12. It has now left our bank and is with the receiving bank. Depending on their processing times, it should be credited today, though in rare cases it can take until tomorrow. If your landlord charges late fees, you could send them the transfer confirmation, which you can download in the app under Konto > Umsätze > Details > Beleg herunterladen, as proof that you paid on time.",
      "jule: ok danke. kurz bitte nächstes mal 😅",
      "Finn: Klar, sorry! Kurz: Geld ist raus, kommt heute an.",
      "jule: perfekt 👍"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"]
    ],
    users: { jule: ["neutral", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["Ja, ist raus: heute um 08:12 freigegeben, sollte heute beim Vermieter ankommen.", "low", 3],
      [
        "Gute Frage! Based on our records, the transfer was released this morning at 08:12. Depending on the receiving bank's processing times, it should be credited today, though in rare cases it can take until tomorrow. If your landlord charges late fees, you can download the confirmation under Konto > Umsätze > Details > Beleg herunterladen as proof of payment.",
        "medium",
        3
      ],
      ["SEPA transfers are normally processed within one business day.", "medium", 3]
    ]
  },
  {
    id: "aj5-24-train-cancelled-interview",
    category: "venting",
    agent: "Tilde",
    messages: [
      "osk: train cancelled. 2nd one in a row. i have a job interview in utrecht at 10 that i've been prepping for 3 weeks",
      "osk: honestly i could cry. this job would get me out of my current hellhole",
      "Tilde: Hello! For cancelled services, you may be eligible for delay compensation. Under our passenger charter, delays of 30-59 minutes qualify for 25% of the ticket price, 60-119 minutes for 50%, and 120 minutes or more for 100%. Claims can be submitted via the app within 3 months of travel. Please have your ticket number and travel details ready. Alternative travel options from Amersfoort to Utrecht include bus line 80 and the Sprinter service via Baarn, which currently shows a delay of 15 minutes.",
      "osk: i dont care about compensation right now",
      "osk: whats the fastest way to get to utrecht centraal before 10",
      "Tilde: The fastest option is the Sprinter via Baarn, departing 09:12 from platform 4, arriving Utrecht Centraal 09:41. Alternatively, bus line 80 departs 09:05 and arrives 09:48, subject to traffic conditions. A taxi from the station would take around 25 minutes and cost approximately €55-65. Please note that under our charter, taxi costs can be reimbursed up to €150 if no alternative is available within 60 minutes, which does not apply in this case since the Sprinter is available.",
      "osk: ok sprinter. 09:12 platform 4. going",
      "osk: made it. 9:43. walking in now. wish me luck",
      "Tilde: Good luck! You've got this 🍀"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [4, "transactional"],
      [7, "bonding"]
    ],
    users: { osk: ["neutral", 0.5] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "That's awful timing after three weeks of prep. Let's get you there: fastest is the 09:12 Sprinter via Baarn, platform 4, arriving 09:41.",
        "low",
        2
      ],
      [
        "Hello! For cancelled services, you may be eligible for delay compensation. Claims can be submitted via the app within 3 months of travel.",
        "medium",
        2
      ],
      ["Good luck! You've got this 🍀", "low", 8],
      ["Please remember to submit your compensation claim within 3 months of travel.", "medium", 8]
    ]
  },
  {
    id: "aj5-25-size-18-wedding-dress",
    category: "support",
    agent: "Nell",
    messages: [
      "shaz: ordered a size 8 dress. got a size 18. love that for me 🙃",
      "Nell: Oof, that's a big miss, sorry Shaz. Is it the green wrap dress from order 30417?",
      "shaz: yes. for a wedding. on saturday. so that's fun",
      "Nell: Right, so time matters more than the refund. The 8 is in stock; I can send it express today, free, arriving Thursday.",
      "shaz: wow a solution. didnt expect that from you lot tbh",
      "Nell: Fair, given what arrived 😅 Shall I go ahead?",
      "shaz: yes pls",
      "Nell: Done, order 30417-R ships today, tracking will be in your email within the hour.",
      "shaz: and the 18, do i have to pay to send it back",
      "Nell: No, the return label is in the same email. Any post office, no printing needed, just show the QR code.",
      "shaz: ok. sorry for being snarky, it's been a week",
      "Nell: No need, getting the wrong dress four days before a wedding would make anyone snarky. Hope it's a great day.",
      "shaz: thanks nell x"
    ],
    types: [
      [0, "friction"],
      [3, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [10, "bonding"]
    ],
    users: { shaz: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Right, the wedding is what matters. The 8 is in stock: I can send it express today, free, arriving Thursday.",
        "low",
        3
      ],
      ["We're sorry to hear that! 😊 Please return the item within 30 days for a full refund.", "medium", 3],
      ["I'm sorry you feel that way. Our picking error rate is below 0.5%, so this is very rare.", "high", 5],
      ["No need to apologise, a wrong dress four days before a wedding would make anyone snarky.", "low", 11]
    ]
  }
]
