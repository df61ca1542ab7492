import type { Labelled } from "./types.js"

export const trainingAA1: ReadonlyArray<Labelled> = [
  {
    id: "aa1-01-warm-lost-parcel",
    category: "support",
    agent: "Juno",
    messages: [
      "mel: hiii ok so my parcel says delivered but there is genuinely nothing here 😅 order 48113",
      "Juno: Hi Mel, sorry about that. I can see 48113 marked delivered at 11:42 today. Could you check with neighbours or any safe place first? If it hasn't turned up I'll send a replacement.",
      "mel: checked w next door already, mrs patel says nothing came 🙈",
      "Juno: Thanks for checking. I've sent a replacement on express, no charge. New tracking is RM2291044GB, due Thursday.",
      "mel: omg thank u that was so fast",
      "mel: its for my sisters bday on sat so u literally saved me lol",
      "Juno: Glad it'll make it in time. If the tracking stalls at all, message me and I'll chase it.",
      "mel: honestly u guys are always lovely, last time u sorted my wrong size thing too 💛",
      "Juno: That's really kind, thanks Mel. Hope your sister has a great birthday.",
      "mel: ur a star ⭐ x"
    ],
    types: [
      [0, "transactional"],
      [7, "bonding"]
    ],
    users: { mel: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Thanks for checking with Mrs Patel. I've sent a replacement on express at no charge; it should arrive Thursday.",
        "low",
        3
      ],
      ["Parcels marked delivered are often left with a neighbour. Have you checked next door?", "medium", 3],
      ["Aw, thank you Mel, that's lovely to hear. Hope your sister has a great birthday.", "low", 8],
      [
        "Thank you for your feedback. Case 48113 is now closed. Please rate your experience from 1 to 10.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "aa1-02-flat-email-change",
    category: "support",
    agent: "Pim",
    messages: [
      "okafor: need to change the email on my account",
      "Pim: Sure. What's the new address? I'll send a confirmation link to it.",
      "okafor: rokafor.work@fastmail.com",
      "Pim: Link sent to rokafor.work@fastmail.com. It expires in 30 minutes.",
      "okafor: not there",
      "Pim: It can take a couple of minutes. Could you check spam too? I can resend if it's not there.",
      "okafor: spam. got it",
      "okafor: clicked",
      "Pim: Confirmed, your account email is now rokafor.work@fastmail.com. The old address gets a notice of the change.",
      "okafor: does that change where invoices go",
      "Pim: Yes, invoices go to the account email, so the next one goes to the new address.",
      "okafor: ok"
    ],
    types: [[0, "transactional"]],
    users: { okafor: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Yes, invoices follow the account email, so the next one goes to the new address.", "low", 10],
      [
        "Amazing!! 🎉 Your email has been updated successfully! Is there anything else I can help you with today? 😊",
        "medium",
        10
      ],
      ["It can take a couple of minutes; check spam too. I can resend if needed.", "low", 5]
    ]
  },
  {
    id: "aa1-03-bored-hotel-dates",
    category: "support",
    agent: "Tavi",
    messages: [
      "josh: need to move my hotel booking",
      "Tavi: Sure. Which booking, and which dates instead?",
      "josh: the lisbon one. idk like a week later",
      "Tavi: Lisbon is currently 12-15 May. The same room for 19-22 May is free at the same price. Want me to switch it?",
      "josh: sure",
      "Tavi: Done. New dates 19-22 May, confirmation sent to your email.",
      "josh: k",
      "josh: is breakfast still on it or whatever",
      "Tavi: Yes, breakfast carried over.",
      "josh: cool",
      "josh: was gonna ask abt airport transfer but cba rn",
      "Tavi: No problem. It can be added any time up to 48h before, just ask.",
      "josh: mhm"
    ],
    types: [[0, "transactional"]],
    users: { josh: ["bored", 0] },
    findings: [],
    drafts: [
      ["Yes, breakfast is still included.", "low", 8],
      [
        "Great question! Breakfast is served 7-10:30 in our rooftop restaurant, featuring fresh pastéis de nata, local cheeses and more. We also offer spa packages, airport transfers and guided city tours. Would you like me to add any of these to make your stay even more memorable? 😊",
        "medium",
        8
      ],
      ["No worries, you can add it up to 48h before.", "low", 11],
      [
        "Are you sure? The airport transfer is really convenient and only €25! Shall I add it now so it's sorted? 🚗",
        "medium",
        11
      ]
    ]
  },
  {
    id: "aa1-04-warm-anniversary-stiff",
    category: "support",
    agent: "Maren",
    messages: [
      "priya: hiya!! trying to book a table for our anniversary on the 14th, 2 people, ideally by the window 🥰",
      "Maren: Dear Customer, thank you for contacting the Reservations Department. We acknowledge receipt of your request for a reservation for two (2) guests on the 14th. Please be advised that window seating is allocated on a first-come, first-served basis and cannot be guaranteed under any circumstances. In addition, we are required to inform you that reservations on special occasions are subject to a minimum spend of £40 per guest, a 48-hour cancellation policy and a deposit of £10 per guest, payable at the time of booking. Kindly confirm your preferred time of arrival so that we may proceed with processing your request.",
      "priya: haha ok very official 😂 7:30 pls!",
      "Maren: Thank you for your confirmation. We are pleased to confirm that a table for two (2) guests at 19:30 on the 14th is available. In accordance with our booking policy, a deposit of £20 will be charged to the card on file. Please note that the deposit is non-refundable for cancellations made less than 48 hours before the reservation time. Should you have any dietary requirements or accessibility needs, we kindly ask that you notify us at least 24 hours in advance so that our kitchen team can make the appropriate arrangements. We look forward to welcoming you.",
      "priya: amazing ty! sam's veggie btw, and is there any chance of a little candle on dessert or something? he doesnt know i booked 🤫",
      "Maren: Your request has been noted. A vegetarian dietary requirement has been recorded against reservation reference R-22871. Regarding your request for a celebratory candle, please be advised that our pastry team is able to accommodate special occasion requests, subject to availability, and a complimentary candle will be provided with the dessert course. Please be further advised that any additional celebratory items, such as personalised messages, cakes or decorations, are chargeable and must be requested at least 72 hours in advance via our Events Team.",
      "priya: lol u sound like my bank but thank u!! 💕",
      "priya: sam's gonna be so chuffed 🥹"
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"]
    ],
    users: { priya: ["engaged", 0] },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      [
        "Hi Priya, happy anniversary! 🥰 The 14th for two is open and I've asked for a window table. What time suits you?",
        "low",
        1
      ],
      [
        "Dear Customer, we acknowledge receipt of your reservation request. Please be advised that window seating cannot be guaranteed under any circumstances and that a deposit and minimum spend apply to all special-occasion bookings.",
        "medium",
        1
      ],
      [
        "Haha fair 😄 All set: 7:30 on the 14th, veggie noted for Sam and a candle on dessert. Have a lovely anniversary!",
        "low",
        8
      ],
      [
        "We thank you for your feedback. Please be advised that reservation R-22871 is confirmed and subject to our terms and conditions.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "aa1-05-flat-return-ignored",
    category: "support",
    agent: "Pim",
    messages: [
      "dmitri: want to return order 77120, the jacket. too big",
      "Pim: No problem. I've opened a return for the jacket on 77120. You'll get a QR code by email to drop it at any post office.",
      "dmitri: do i pay for return shipping",
      "dmitri: and can i swap for M instead of refund",
      "Pim: You can swap it for an M, it's in stock. I've changed the return to an exchange, so the M ships once we scan your parcel.",
      "dmitri: ok",
      "dmitri: when does the qr come",
      "Pim: Within the next 10 minutes, to the email on your account.",
      "dmitri: got it"
    ],
    types: [[0, "transactional"]],
    users: { dmitri: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Returns are free, the QR code covers postage. And yes, you can swap for an M; it's in stock, so I've changed it to an exchange.",
        "low",
        4
      ],
      ["You can swap it for an M, it's in stock.", "medium", 4],
      ["One more thing I missed: return postage is free, the QR code covers it.", "low", 9],
      [
        "You can swap it for an M, it's in stock. I've changed the return to an exchange, so the M ships once we scan your parcel.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "aa1-06-bored-billing-upsell-repeat",
    category: "support",
    agent: "Kit",
    messages: [
      "ellie: hi can i update billing address",
      "Kit: Hi Ellie! Absolutely 😊 What's the new address? Also, did you know you can save 20% by switching to annual billing?",
      "ellie: 14 larch rd, leeds ls6 2ab",
      "Kit: Updated! Your billing address is now 14 Larch Rd, Leeds LS6 2AB. By the way, did you know you can save 20% by switching to annual billing?",
      "ellie: no thanks",
      "ellie: does it change the card too or",
      "Kit: No, your card stays the same. This only updates the address on file.",
      "ellie: k",
      "Kit: Great! Before you go, did you know you can save 20% by switching to annual billing?",
      "ellie: mm",
      "ellie: bye"
    ],
    types: [[0, "transactional"]],
    users: { ellie: ["bored", 0] },
    findings: ["repetition"],
    drafts: [
      ["No, the card stays the same; only the address changes.", "low", 6],
      ["That's all done then. Bye Ellie.", "low", 8],
      ["Great! Before you go, did you know you can save 20% by switching to annual billing?", "medium", 8]
    ]
  },
  {
    id: "aa1-07-warm-2fa-dog",
    category: "support",
    agent: "Juno",
    messages: [
      "tomasz: hello! slightly embarrassing one... my dog ate my phone 🐶📱 and now i cant get my 2fa codes",
      "Juno: Ha, that's a new one, sorry about the phone! Do you have your backup codes saved anywhere? If not, I can verify you another way.",
      "tomasz: backup codes were... on the phone 🙃",
      "Juno: Of course they were 😄 No worries. I can send a one-time recovery link to your account email, then you set 2FA up again on the new phone.",
      "tomasz: perfect, new phone comes tomorrow so ill do it then",
      "tomasz: does the link expire?",
      "Juno: It lasts 24 hours. Easiest is to message me once the new phone's in hand and I'll send it then.",
      "tomasz: great ty. biscuit says sorry btw (he is not sorry)",
      "Juno: Tell Biscuit he's forgiven. Good luck with the setup tomorrow!",
      "tomasz: haha will do, thanks juno youve been great"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"]
    ],
    users: { tomasz: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Ah, classic 😄 No problem, I can send a recovery link to your account email instead.", "low", 3],
      ["Please enter one of your backup codes to continue.", "medium", 3],
      ["Ha, tell Biscuit he's forgiven. Message me when the new phone arrives.", "low", 8],
      [
        "We take account security very seriously. Please ensure your devices are kept secure at all times, including from pets.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "aa1-08-warm-gran-hospital-cheer",
    category: "support",
    agent: "Sunny",
    messages: [
      "aoife: hiya 😊 quick one, can i change the delivery address on order 30954? its flowers for my gran's birthday",
      "Sunny: Hi Aoife! Yes, it hasn't been dispatched yet so we can change it. Where should it go?",
      "aoife: she had a fall on tuesday and shes in st vincent's now 😞 so the hospital if thats possible, ward 4b",
      "Sunny: Amazing, no problem at all!! 🎉 I've updated it to St Vincent's, Ward 4B! Your flowers are all set for a fab delivery on Friday! 🌸✨",
      "aoife: thanks. do hospitals even allow flowers? some wards dont",
      "Sunny: Good question. Some wards don't accept flowers, ICU in particular. I'd check with Ward 4B; if they can't take them we can redirect to her home or refund you.",
      "aoife: ok ill ring them. thanks for checking that x",
      "Sunny: Great!! Have an amazing day!! 😊",
      "aoife: u too"
    ],
    types: [[0, "transactional"]],
    users: { aoife: ["engaged", 0] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Oh no, I'm sorry to hear about your gran. I've changed it to St Vincent's, Ward 4B, arriving Friday. I hope she's feeling better soon.",
        "low",
        3
      ],
      ["Amazing, no problem at all!! 🎉 Your flowers are all set for a fab delivery! 🌸✨", "high", 3],
      [
        "Sounds good. Message me if the ward says no and I'll sort it. Hope your gran's on the mend.",
        "low",
        7
      ],
      ["Great!! Have an amazing day!! 😊", "medium", 7]
    ]
  },
  {
    id: "aa1-09-flat-seat-wrong-name",
    category: "support",
    agent: "Pim",
    messages: [
      "dara: change seat on booking KX4QP",
      "Pim: Sure. Outbound or return flight?",
      "dara: outbound",
      "Pim: You're in 23C. Free aisle seats: 12D, 14C, 19D. Window: 12A, 17F.",
      "dara: 12D",
      "Pim: Done, Dana. You're now in 12D on the outbound; your boarding pass will update.",
      "dara: is there a fee",
      "Pim: No, standard seats are free on your fare.",
      "dara: ok"
    ],
    types: [[0, "transactional"]],
    users: { dara: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Done, you're in 12D on the outbound. Your boarding pass will update.", "low", 5],
      ["Done, Dana! You're in 12D.", "medium", 5],
      ["Your seat is 12D on the outbound. Your boarding pass will update.", "medium", 7],
      ["No fee, standard seats are free on your fare.", "low", 7]
    ]
  },
  {
    id: "aa1-10-bored-tracking-roommate",
    category: "support",
    agent: "Tavi",
    messages: [
      "kez: wheres my order 55602",
      "Tavi: It's with the courier, out for delivery today between 2 and 4pm.",
      "kez: k",
      "jonno: is that the air fryer",
      "kez: yea",
      "jonno: finally lol we've been eating cereal for dinner all week",
      "kez: speak for urself",
      "kez: do i need to be in",
      "Tavi: No, it can be left in a safe place. Or you can pick a neighbour in the tracking link.",
      "kez: whatever just leave it at the door",
      "Tavi: Done, it's set to leave at the door.",
      "kez: 👍"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [7, "transactional"]
    ],
    users: { kez: ["bored", 0], jonno: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Yes, order 55602 is the air fryer! 🍟 It'll be with you between 2 and 4pm, perfect for tonight's dinner!",
        "medium",
        6
      ],
      ["No, it can be left in a safe place. Want me to set it to leave at the door?", "low", 8],
      [
        "Great question! Our couriers follow a strict delivery protocol. If nobody is home, they will first attempt to leave the parcel in a safe place, then with a neighbour, and finally take it to your nearest collection point, where it is held for 7 days. You can manage all of these options through the tracking link sent to your email, where you can also rate your courier.",
        "medium",
        8
      ]
    ]
  }
]
