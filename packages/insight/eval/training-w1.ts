import type { Labelled } from "./types.js"

export const trainingW1: ReadonlyArray<Labelled> = [
  {
    id: "w1-01-fibre-outage-third-time",
    category: "support",
    agent: "Kit",
    messages: [
      "dani: internet's been down since like 7am. third time this month. whats going on",
      "Kit: Sorry Dani, that's a rough run. What's your postcode? I'll check for an outage.",
      "dani: BS5 9QT",
      "Kit: Thanks. There's a fault on the cabinet serving your street and engineers are on it. Estimated fix is 2pm today.",
      "dani: 2pm?? i work from home. this is the third time, ive been told 'engineers are on it' every time",
      "Kit: That's fair, three outages in a month isn't ok. I've flagged your line for a repeat-fault review so it gets properly looked at, not just patched again.",
      "dani: ok. and do i get anything back for this or",
      "Kit: Ofcom auto-compensation only starts after 2 full working days, so today won't qualify on its own, but as this is your third outage this month I've added a £15 credit to your next bill.",
      "dani: fine. can i get a mobile hotspot or something in the meantime, i have calls at 11",
      "Kit: I can't get a dongle to you before 11, sorry. If you've got a Lumo mobile I can add 50GB free data so you can tether. Do you?",
      "dani: yeah the number ending 442",
      "Kit: Done, 50GB added to the 442 number, valid 14 days. Tethering's switched on.",
      "dani: ok that helps actually",
      "dani: will you text me when its back",
      "Kit: Yes, a text goes to 442 once the cabinet's fixed. If it's not back by 3pm, reply to that text and it comes straight to me.",
      "dani: ok cheers"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: { dani: ["neutral", 0.5] },
    findings: [],
    drafts: [
      [
        "Fair enough, three in a month isn't ok. I'm flagging your line for a repeat-fault review so it's fixed properly this time, not patched again.",
        "low",
        5
      ],
      [
        "Great news, Dani! Our engineers are already on it and it should be back by 2pm! 😊 Is there anything else I can help with today?",
        "medium",
        5
      ],
      [
        "I can't courier a dongle before 11, sorry, but if you've a Lumo mobile I can add 50GB free data so you can tether from it.",
        "low",
        9
      ],
      ["You can follow the outage any time in the Lumo app under Service Status.", "medium", 9]
    ]
  },
  {
    id: "w1-02-smart-meter-estimate-wall",
    category: "support",
    agent: "Ada",
    messages: [
      "marcus: my bill is £412 this quarter. it's usually about 150. what happened",
      "Ada: Thank you for getting in touch about your bill, Marcus. I completely understand how concerning it can be to receive a bill that is higher than expected. There are a number of reasons why a bill may increase, including seasonal changes in usage, changes in unit rates following the price cap adjustment on 1 January, and estimated readings. If your meter has not sent us a reading recently, we may have estimated your usage based on your previous consumption patterns, and estimates can sometimes be higher than your actual use. To check this, look at the top of your bill: it will say 'E' next to an estimated reading or 'A' next to an actual reading. If it's estimated, submitting a meter reading will allow us to recalculate your bill. You can do this in the app, online, or by replying here with your reading and a photo of the meter.",
      "marcus: it says E",
      "marcus: i have a smart meter tho? why is it estimating",
      "Ada: Thanks for checking, Marcus. If your bill shows an 'E', that means the reading was estimated. Estimated readings are based on your previous consumption patterns and can sometimes be higher than your actual use. Submitting a meter reading will allow us to recalculate your bill. You can do this in the app, online, or by replying here with your reading and a photo of the meter.",
      "marcus: yeah u said that. the smart meter. why isnt it sending",
      "Ada: Smart meters can stop sending readings for a few reasons. The most common is that the meter has lost its connection to the communications hub, which can happen after a power cut, if the hub has been moved, or if there is weak signal in your area. Some older first-generation meters (SMETS1) also lost their smart functionality when customers switched supplier, until they were migrated to the national DCC network. In your case our records show your meter last sent a reading on 14 November, so it looks like it has stopped communicating. I can book a free remote diagnostic and, if that doesn't fix it, an engineer visit. In the meantime, please submit a manual reading so we can correct your bill, as estimated readings are based on your previous consumption patterns and can sometimes be higher than your actual use.",
      "marcus: ok fine book it. reading is 23817",
      "Ada: Thanks Marcus. Remote diagnostic booked for tomorrow and 23817 submitted. Your corrected bill is £163.40, you'll get it by email within 24 hours.",
      "marcus: right. thats more like it",
      "marcus: would've been nice to get that 20 mins ago"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [10, "friction"]
    ],
    users: { marcus: ["annoyed", 0.5] },
    findings: ["long_replies", "repetition"],
    drafts: [
      [
        "Your meter last sent a reading on 14 Nov, so it's lost its connection. Send me a reading now and I'll redo the bill, and I can book a free remote check on the meter.",
        "low",
        4
      ],
      [
        "Thanks for checking, Marcus. An 'E' means the reading was estimated. Estimated readings are based on your previous consumption patterns and can sometimes be higher than your actual use.",
        "medium",
        4
      ],
      [
        "It stopped talking to us on 14 Nov, probably lost signal to the hub. Want me to book a free remote fix? And if you send a reading now I'll correct the bill straight away.",
        "low",
        6
      ],
      [
        "Smart meters can stop sending readings for many reasons, including loss of connection to the communications hub after a power cut, relocation of the hub, weak signal, or first-generation SMETS1 meters losing functionality after a supplier switch until migration to the DCC network. Estimated readings are based on your previous consumption patterns and can sometimes be higher than your actual use, so please submit a manual reading via the app, online, or here with a photo.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "w1-03-burst-main-happy-reporter",
    category: "support",
    agent: "Moss",
    messages: [
      "priya: hiya, there's water bubbling up out of the pavement outside no. 22 elm grove, been going since last night",
      "Moss: Thanks for reporting it, Priya. Is it clear water, or does it look or smell like sewage?",
      "priya: clear, just loads of it. running down into the drain",
      "Moss: Got it, sounds like a burst main. I've logged it as a priority leak, ref LK-55803. A crew should be out within 24 hours, usually sooner for one this size.",
      "priya: amazing thank you!! will our water go off?",
      "Moss: Possibly for a few hours while they repair it. If they need to shut it off you'll get a text first. Want me to add your number for updates on this job?",
      "priya: yes pls 07700 900412",
      "Moss: Added. You'll get a text when the crew's assigned and before any shut-off.",
      "priya: brill. my neighbour jen said she reported it yesterday too lol so sorry for the double",
      "Moss: No problem at all, two reports actually helps us judge how big it is. Thanks to you both.",
      "priya: ur a star 🌟 honestly so much easier than the phone",
      "Moss: Glad it helped! Hope they get it sorted quickly."
    ],
    types: [
      [0, "transactional"],
      [10, "bonding"]
    ],
    users: { priya: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Possibly for a few hours during the repair. You'd get a text before any shut-off. Want me to add your number for updates?",
        "low",
        5
      ],
      ["Thanks again for reporting this, Priya! Your reference is LK-55803.", "medium", 5],
      ["Glad it helped! Hope they get it fixed fast.", "low", 11],
      [
        "Noted. Please quote reference LK-55803 in any future correspondence regarding this matter.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "w1-04-esim-wrong-name-whatsapp",
    category: "support",
    agent: "Rory",
    messages: [
      "siobhan: hi, got a new phone and want to switch my sim to an esim. how do i do that",
      "Rory: Hi Sinead! Happy to help. Which phone is it?",
      "siobhan: its siobhan. pixel 8",
      "Rory: Sorry about that. On a Pixel 8 go to Settings > Network & internet > SIMs > Add eSIM, and I'll send you a QR code to scan. Shall I send it to the email on your account?",
      "siobhan: yes. will my whatsapp still work? dont want to lose all my chats",
      "Rory: QR code sent, Sinead. It's valid for 24 hours. Scan it from the Add eSIM screen and your old SIM will stop working within about 10 minutes.",
      "siobhan: SIOBHAN. and what about whatsapp",
      "Rory: Apologies! Once you've scanned the code, restart the phone and you should see Kestrel in the status bar. Let me know if you get any errors.",
      "siobhan: omg. ok scanning it now",
      "siobhan: says 'esim couldnt be added'",
      "Rory: That usually happens if the phone's on mobile data rather than wifi. Can you connect to wifi and try again?",
      "siobhan: on wifi now. worked",
      "Rory: Great, you're all set on the eSIM.",
      "siobhan: ill just google the whatsapp thing then"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [8, "friction"],
      [9, "transactional"],
      [13, "friction"]
    ],
    users: { siobhan: ["annoyed", 0.5] },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      [
        "Sorry, Siobhan. WhatsApp is tied to your number, not the SIM, so it keeps working. Just back up your chats on the old phone first (Settings > Chats > Chat backup) and restore on the Pixel.",
        "low",
        7
      ],
      ["Apologies, Sinead! Let me know once you've scanned the code.", "high", 7],
      [
        "Sorry I skipped that, Siobhan. WhatsApp stays linked to your number, so it'll keep working. To keep your chats, back up to Google Drive on the old phone and restore when you set it up on the Pixel.",
        "low",
        14
      ],
      ["Is there anything else I can help you with today?", "medium", 14]
    ]
  },
  {
    id: "w1-05-meter-reading-flat",
    category: "support",
    agent: "Wren",
    messages: [
      "tom: meter reading",
      "Wren: Sure, go ahead. Electricity, gas, or both?",
      "tom: both. elec 04418 gas 01922",
      "Wren: Thanks, both are in and your next bill will use them. Your electricity's a bit lower than we'd estimated, so you'll see a credit of about £11.",
      "tom: ok",
      "tom: direct debit stays the same?",
      "Wren: Yes, £86 a month, no change.",
      "tom: k"
    ],
    types: [[0, "transactional"]],
    users: { tom: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Thanks Tim, both readings are in!", "medium", 3],
      ["Yes, it stays at £86 a month.", "low", 6],
      [
        "Great question, Tom! 😊 Direct debits are reviewed every six months based on your usage, and we always aim to make sure you're paying the right amount so you're never surprised by a big bill! If you'd like, I can walk you through how your direct debit is calculated, or you can check it any time in the Northgrid app under Payments > Direct Debit. Is there anything else I can help with today?",
        "medium",
        6
      ]
    ]
  },
  {
    id: "w1-06-water-arrears-bereaved",
    category: "support",
    agent: "Juno",
    messages: [
      "kerry: hi. i got a letter saying we're £240 behind on the water",
      "Juno: Hi Kerry. I can look into that. Can you confirm the first line of the address and the postcode?",
      "kerry: 14 bramley close, HX3 7PL",
      "kerry: the account's in my husband's name. he died in january and i just havent been able to deal with any of the post. im sorry. its all just been piling up and i dont even know where half of it is",
      "Juno: Thanks. To move the account into your name I'll need a copy of the death certificate and your date of birth. The outstanding balance is £243.18, due by 28 March.",
      "kerry: ok",
      "kerry: i dont have £243 right now. ive been on half pay since",
      "Juno: You can pay in instalments. The minimum plan would be £40.53 a month over 6 months. Would you like to set that up?",
      "kerry: i guess",
      "kerry: is there nothing else. my sister said theres help for people in my situation",
      "Juno: Yes, there's our WaterSure and Help to Pay schemes, which can cap or reduce bills for people on a low income. I can send you the application form.",
      "kerry: fine send it"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [4, "transactional"]
    ],
    users: { kerry: ["neutral", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your husband, Kerry, and please don't apologise. There's no rush. I'll pause any more letters while we sort this, and there's help that can bring the bill down. Shall we start with moving the account into your name?",
        "low",
        4
      ],
      [
        "Thanks Kerry! To transfer the account I'll need a copy of the death certificate and your date of birth.",
        "high",
        4
      ],
      [
        "Your sister's right. Help to Pay can cut the bill by up to half if your income's dropped, and we have a bereavement support fund too. I can send the forms, or go through them with you here if that's easier.",
        "low",
        10
      ],
      ["Please confirm whether you'd like to set up the £40.53 monthly plan so I can proceed.", "medium", 10]
    ]
  },
  {
    id: "w1-07-flatmates-broadband-pip-jumps-in",
    category: "group",
    agent: "Pip",
    messages: [
      "jas: ok the virgin deal ends next month, we need to sort broadband",
      "ollie: can we get the 900mb one pls i am begging",
      "meg: ollie u literally just watch youtube",
      "ollie: in 4K meg. in 4K",
      "jas: lol. Pip what are the options at our address",
      "Pip: At 31 Harcourt Rd you can get Virgin 500Mb £38/m, Community Fibre 1Gb £30/m, or BT 900Mb £45/m. All 24-month contracts except Community Fibre, which does 12 or 24.",
      "meg: community fibre cheapest AND fastest?? suspicious",
      "jas: meg didnt your sister have them? were they ok",
      "Pip: Community Fibre has a 4.1 Trustpilot rating and a 98% uptime record in your postcode. Most customers report reliable speeds.",
      "meg: ...i was going to answer that",
      "meg: anyway yeah ruth had them, was fine, install took ages tho like 3 weeks",
      "ollie: 3 weeks no wifi i will die",
      "jas: we've still got virgin till the 28th, if we order now it's fine",
      "jas: ollie do u still have that spare router or did u bin it",
      "Pip: You won't need a spare router, Community Fibre includes a wifi 6 router free with all plans.",
      "ollie: pip mate i was getting there 😂",
      "ollie: and yes i have it, its in my wardrobe",
      "jas: ok lets do community fibre 12 month. Pip can u start it",
      "Pip: Sure. I'll need the account holder's name and an install date. Earliest slot is the 19th.",
      "jas: me, jasmin okafor. 19th works",
      "Pip: Booked: Community Fibre 1Gb, 12 months, install 19 March, account Jasmin Okafor. Confirmation's on its way to you."
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [11, "banter"],
      [12, "transactional"],
      [15, "friction"],
      [16, "transactional"]
    ],
    users: {
      jas: ["neutral", 0],
      ollie: ["neutral", 0.2],
      meg: ["annoyed", 0.2]
    },
    findings: ["talking_over"],
    drafts: [
      [
        "Community Fibre has a 4.1 Trustpilot rating and 98% uptime in your postcode, so they should be fine.",
        "medium",
        8
      ],
      ["I'll let Meg answer that one 🙂 Happy to pull up local reviews after if you want them.", "low", 8],
      ["You won't need a spare router, Community Fibre includes one free.", "medium", 14],
      [
        "Sure. Who's the account holder, and does the 19th work for install? That's the earliest slot.",
        "low",
        18
      ]
    ]
  },
  {
    id: "w1-08-couple-energy-fix-renewal",
    category: "support",
    agent: "Sol",
    messages: [
      "bea: hi, our fixed deal ends on the 30th, what are our options",
      "Sol: Hi Bea. You can roll onto the standard variable tariff (about £1,690 a year at your usage), or fix for 12 months at £1,615 or 24 months at £1,640. Variable has no exit fees; the fixes have £50 per fuel.",
      "luis: 24 months more expensive than 12? weird",
      "bea: thats bc they think prices go down right",
      "luis: or up lol who knows",
      "bea: what would u do",
      "luis: 12 months. we might move next year anyway",
      "bea: oh true. Sol if we move do we pay the exit fee",
      "Sol: No. If you move home you can take the tariff with you or end it without the fee. It only applies if you switch supplier at the same address.",
      "luis: oh nice",
      "bea: ok 12 month fix then. does the direct debit change",
      "Sol: Yes, it'd drop from £148 to £135 a month, starting on the 1st.",
      "bea: ooh even better",
      "bea: go for it",
      "Sol: Done, you're on the 12-month fix from the 1st. Confirmation email is on its way.",
      "luis: thanks sol 👍",
      "bea: that was painless, ta!"
    ],
    types: [
      [0, "transactional"],
      [15, "bonding"]
    ],
    users: {
      bea: ["engaged", 0],
      luis: ["engaged", 0]
    },
    findings: [],
    drafts: [
      [
        "I'd recommend the 24-month fix for peace of mind! It protects you from any price rises until 2027.",
        "medium",
        6
      ],
      ["Yes, it'd go from £148 to £135 a month from the 1st.", "low", 11],
      [
        "Great choice! 🎉 The 12-month fix is one of our most popular tariffs and lots of customers love it!",
        "medium",
        11
      ]
    ]
  },
  {
    id: "w1-09-power-cut-oxygen-cheerful",
    category: "support",
    agent: "Nell",
    messages: [
      "gareth: power's out at my mums, 6 ashdown road, TN22 4PA. she's on an oxygen concentrator",
      "Nell: Hi Gareth! There's a fault affecting 312 homes in TN22 4, engineers are on site. Estimated restoration is 6pm.",
      "gareth: 6pm?! its 1pm. the backup cylinder lasts maybe 3 hours",
      "Nell: Good news! 🎉 Your mum is on our Priority Services Register, so she qualifies for extra support! 😊 We can arrange a welfare visit and a portable generator from the Red Cross team in the area.",
      "gareth: how is any of this good news. will the generator get there before 4 or not",
      "Nell: Our welfare team has been notified and will call your mum shortly. The Red Cross van is currently in Uckfield.",
      "gareth: that's not what i asked. before 4 yes or no",
      "gareth: my sister's driving over with the spare cylinder from her place but thats an hour away",
      "Nell: Amazing, that's brilliant to hear! 🙌 In the meantime, if your mum feels unwell, please call 999.",
      "gareth: unbelievable",
      "gareth: ok the red cross just rang her. they'll be there by 3. no thanks to you"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [7, "transactional"],
      [9, "friction"]
    ],
    users: { gareth: ["annoyed", 0.8] },
    findings: ["cheerful_at_bad_news", "ignored_question"],
    drafts: [
      [
        "That's serious, Gareth. I'm escalating it now as a priority medical case and asking for a generator to go to Ashdown Road. I'll give you an arrival time as soon as I have one. If she struggles to breathe, call 999.",
        "low",
        3
      ],
      [
        "Good news! Your mum's on our Priority Services Register, so she qualifies for extra support! 😊",
        "high",
        3
      ],
      [
        "I can't promise before 4 yet. I'm chasing the crew for a firm time and will tell you within 10 minutes. If it's going to be later, the welfare team will get a spare cylinder to her.",
        "low",
        7
      ],
      ["Our welfare team has been notified and will call your mum shortly.", "high", 7]
    ]
  },
  {
    id: "w1-10-broadband-cancel-solicitor-voice",
    category: "support",
    agent: "Orla",
    messages: [
      "zee: yo wanna cancel my broadband, moving in w my gf and she's already got sky",
      "Orla: Dear Customer, thank you for contacting Tidal Broadband. We are sorry to hear that you are considering leaving us. Please be advised that in order to process a cancellation request we are required to verify your identity. Kindly provide your full name, account number and the first line of your billing address. Please note that if your minimum term is still in effect, early termination charges may apply in accordance with clause 14.2 of your Terms and Conditions.",
      "zee: lol ok. zee patel, 18 canal st, acc TB-203318",
      "Orla: Thank you, Mr Patel. I can confirm that your identity has been verified. Before we proceed, I would like to take this opportunity to inform you that, as a valued customer, you are eligible for an exclusive loyalty offer: 500Mb fibre for £24.99 per month for 18 months, a saving of £11 per month on your current package. Furthermore, should you be moving home, our Home Move service allows you to take your broadband with you at no additional cost, subject to availability at your new address. Would you be interested in either of these options?",
      "zee: nah she's already got sky like i said 😅 just cancel it",
      "zee: also do i have to send the router back",
      "Orla: I understand, Mr Patel. I have processed your cancellation request. Your service will end on 14 April, which is 30 days from today in line with our notice period. As you are outside your minimum term, no early termination charges will apply. Please be advised that you are required to return your Tidal Hub 3 router within 28 days of your service end date using the prepaid returns bag, which will be dispatched to your billing address within 5 working days. Failure to return the equipment will result in a non-return charge of £60. We are sorry to see you go and hope to welcome you back in future.",
      "zee: bruh why u talking like a solicitor lmao",
      "zee: ok cool ta"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [8, "transactional"]
    ],
    users: { zee: ["churn_risk", 0.2] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      [
        "No worries Zee, congrats on the move! What's your account number or address so I can find you?",
        "low",
        1
      ],
      [
        "Dear Customer, thank you for contacting Tidal Broadband. Please be advised that in order to process a cancellation request we are required to verify your identity in accordance with our Terms and Conditions.",
        "medium",
        1
      ],
      [
        "Done, it ends 14 April and there's no fee since you're out of contract. Yep, router goes back: we'll post you a free returns bag, just send it within 28 days.",
        "low",
        6
      ],
      [
        "Before I process that, Mr Patel, may I remind you that you are eligible for our exclusive loyalty offer of 500Mb fibre for £24.99 per month for 18 months?",
        "high",
        6
      ]
    ]
  }
]
