import type { Labelled } from "./types.js"

export const trainingX7: ReadonlyArray<Labelled> = [
  {
    id: "x7-01-nan-finds-whatsapp",
    category: "support",
    agent: "Tilly",
    messages: [
      "maureen: Hello. My grandson Jake has given me his old phone and put the whatsapp on it but I dont know how to find it now.. Sorry if this is a silly question",
      "Tilly: Not silly at all, Maureen. Let's find it together. On the screen, can you see a green square with a white telephone inside a speech bubble?",
      "maureen: There is a green one with a phone but no bubble.. and another green one with a bubble. which one",
      "Tilly: The one with the bubble is WhatsApp. The plain green phone is for ordinary calls. Give the bubble one a gentle tap with one finger.",
      "maureen: Ive tapped it and now it says Chats at the top and theres Jake and my sister Pauline",
      "Tilly: Lovely, that means it's working. Would you like to send Pauline a message?",
      "maureen: yes please. Do I press on her name",
      "Tilly: Yes, tap Pauline's name. A white box comes up at the bottom. Tap it, type your message, then tap the green arrow on the right to send.",
      "maureen: I've done it!! it says Hello Pauline its me on the phone Jake gave me. there are two little ticks next to it is that bad",
      "Tilly: Not bad at all. Two grey ticks mean it's reached her phone. When they go blue, she's read it.",
      'maureen: Oh how clever. Thank you dear you are very patient. Jake tries but he goes so fast and then says "nan just press the thing"',
      'Tilly: Ah, the famous "thing". You did brilliantly, and you can ask me again whenever you forget. No rush at all.',
      "maureen: I might write it in my little book. Bubble = whatsapp. Blue ticks = read 😊",
      "Tilly: Perfect notes. Pauline will be pleased to hear from you."
    ],
    types: [
      [0, "transactional"],
      [10, "bonding"]
    ],
    users: { maureen: ["engaged", 0] },
    findings: [],
    drafts: [
      ["The one with the bubble is WhatsApp, Maureen. Tap it once with one finger.", "low", 3],
      [
        "Open your app drawer, swipe down to the search bar and type WhatsApp, then enable notifications under Settings > Apps so you don't miss messages.",
        "medium",
        3
      ],
      ["To be fair to Jake, it really is very simple once you get the hang of it!", "medium", 11],
      ["You did really well, Maureen. Ask me any time, there's no rush.", "low", 11]
    ]
  },
  {
    id: "x7-02-pension-app-jargon",
    category: "support",
    agent: "Nova",
    messages: [
      'derek: good afternoon, the bank app keeps saying "session expired" and I cant see if my pension has gone in. I am 78 and not very good with these things',
      'Nova: Hi Derek! "Session expired" usually indicates an authentication token timeout. To resolve this, please try the following: 1) Force-stop the app via Settings > Apps > BankApp > Force Stop. 2) Clear the app cache and data (note: clearing data will require re-registration). 3) Ensure you\'re running the latest version from the Play Store or App Store. 4) Check your device date/time is set to automatic, as clock drift can invalidate OTP codes. 5) Re-authenticate using biometrics or your 6-digit passcode. If the issue persists, you may need to re-bind your device via the web portal using a one-time passcode sent to your registered mobile number.',
      "derek: Sorry I dont follow half of that. Is there a telephone number I can ring instead, I would rather speak to a person",
      'Nova: I understand! Before contacting support, let\'s try a few more troubleshooting steps. Please navigate to Settings > Apps > BankApp > Storage and tap "Clear Cache". If that doesn\'t work, tap "Clear Data" — note this will deregister your device, so you\'ll need to complete device binding again with a one-time passcode sent via SMS. Also confirm your OS is up to date, as older Android versions may not support the latest security protocols.',
      "derek: I dont know what android is. My daughter Carol set it up. Its a Samsung if that helps",
      "Nova: Great, Samsung devices run Android! Open the Settings app (the gear icon), scroll to Apps, find BankApp, tap Storage, then Clear Cache. If you're prompted to re-register, enter the OTP sent to your registered number. If biometric login is enabled you can use your fingerprint; otherwise enter your 6-digit passcode. Make sure you're on a stable Wi-Fi or 4G connection throughout.",
      "derek: I have pressed settings and its a long list and I cant find apps. This is very frustrating, I only want to know if my pension went in",
      'Nova: Sorry for the frustration! Scroll down to "Apps" (it may also be called "Applications" or "Application manager" depending on your One UI version), then BankApp > Storage > Clear Cache. If the Clear Cache button is greyed out, the cache is already empty and you should proceed to Clear Data and re-register with your OTP.',
      "derek: I have asked twice now for a phone number. I'll wait till Carol comes on Sunday",
      "Nova: Happy to help whenever you're ready! Once Carol is there, she can go to Settings > Apps > BankApp > Storage > Clear Cache and you'll be back in no time 😊"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { derek: ["annoyed", 0.8] },
    findings: ["long_replies", "ignored_question", "repetition"],
    drafts: [
      [
        "Of course, Derek. Ring the number on the back of your bank card and a person can tell you straight away if your pension has gone in.",
        "low",
        3
      ],
      [
        "Before contacting support, please try clearing the app cache via Settings > Apps > BankApp > Storage > Clear Cache.",
        "medium",
        3
      ],
      [
        "No problem! Once Carol's there she can go to Settings > Apps > BankApp > Storage > Clear Cache. Have a lovely weekend! 😊",
        "high",
        9
      ],
      [
        "I'm sorry, Derek, I should have answered that first. The number is on the back of your bank card, and they can check your pension for you today.",
        "low",
        9
      ]
    ]
  },
  {
    id: "x7-03-topper-shear-bolts",
    category: "sales",
    agent: "Rowan",
    messages: [
      "bill: HELLO I NEED SHEAR BOLTS FOR THE TOPPER. sorry caps lock was on",
      "Rowan: No bother, Bill. Which topper is it? The make and size is plenty, or a photo of the plate on it.",
      "bill: its a Fleming 5 foot, had it off my neighbour about 2009. plate is rusted off mostly",
      "Rowan: That's fine. The Fleming 5ft ones take an M10 shear bolt with a locking nut. Is the old bolt still there? If it's about the length of your little finger, that's the one.",
      "bill: bits of it are. about a little finger yes. is it same as the grey fergie uses, ive a tin of those in the shed",
      "Rowan: Not the same, sorry. The Fergie ones are a different size and softer, so they might not snap when they should and you could damage the gearbox. Best to use the proper ones.",
      "bill: right. send me 10 then. how much and do you come out to the farm, its down the long lane past Hendrys",
      "Rowan: 10 shear bolts with nuts are £14.50. Our Thursday van can bring them out for £5, and the driver knows the lanes round Hendry's. Or you can collect from the counter any day. Which suits?",
      "bill: thursday van. the wife Jean will pay on the phone she does the cards",
      "Rowan: Grand. 10 shear bolts on Thursday's van for you, £19.50 altogether. Jean can ring us on 01234 567890 any time to pay.",
      "bill: good lad. thank you"
    ],
    types: [[0, "transactional"]],
    users: { bill: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "No, Bill, the Fergie ones are a different size and softer, so they might not snap when they should. Better to use the right ones.",
        "low",
        5
      ],
      [
        "The Fleming FTM topper uses an M10x60 grade 8.8 shear bolt with DIN 985 nyloc; cross-reference part no. FLM-SB10-60 against your PTO driveline spec before ordering.",
        "medium",
        5
      ],
      ["10 shear bolts with nuts are £14.50. Please complete checkout on our website.", "medium", 7],
      [
        "£14.50 for 10 with nuts. The Thursday van can bring them out to you for £5, the driver knows the lane past Hendry's.",
        "low",
        7
      ]
    ]
  },
  {
    id: "x7-04-carer-transport-booking",
    category: "support",
    agent: "Ava",
    messages: [
      "glenys: Hello, I need to book the hospital transport for my husband Ron. He has an appointment at the memory clinic next Wednesday",
      "Ava: Hi! I can book that. Please provide Ron's NHS number, the pickup address, and the appointment time.",
      "glenys: Its 485 777 3456. 14 Orchard Close. 10.30. Sorry, I'm a bit all over the place this week. He had a fall on Sunday and didnt know who I was on Tuesday. Its been very hard",
      "Ava: Thanks. Does Ron need a wheelchair, or can he walk to the vehicle with assistance?",
      "glenys: he can walk with his frame. slowly",
      "Ava: Noted. Will an escort be travelling with him?",
      "glenys: yes me. I wouldnt let him go on his own, he'd be frightened",
      "Ava: Perfect! Booking confirmed for Wednesday, pickup at 08:45 for the 10:30 appointment 🎉 Anything else?",
      "glenys: Actually the clinic has just rang. They've moved it because his scan results came back and they want him to see the consultant sooner. Monday at 9",
      "Ava: Great news! 😊 An earlier slot! Let me move that for you, pickup Monday at 07:45.",
      "glenys: I don't think it's great news at all dear. But thank you for moving it",
      "Ava: Sorry, poor choice of words. Monday 07:45 pickup is booked for Ron, with you as his escort."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [3, "transactional"],
      [10, "friction"]
    ],
    users: { glenys: ["annoyed", 0.2] },
    findings: ["no_acknowledgement", "cheerful_at_bad_news"],
    drafts: [
      [
        "I'm so sorry, Glenys, that sounds like a really hard week. Let's get this sorted so it's one less thing to think about. Can Ron walk to the vehicle with some help, or does he need a wheelchair?",
        "low",
        3
      ],
      ["Thanks. Does Ron need a wheelchair?", "medium", 3],
      ["Great news, an earlier slot! 🎉 Pickup Monday 07:45.", "high", 9],
      [
        "That must be worrying to hear. I've moved the transport to Monday, pickup 07:45, and you're still booked to go with him.",
        "low",
        9
      ]
    ]
  },
  {
    id: "x7-05-freesias-for-joan",
    category: "companion",
    agent: "Juniper",
    messages: [
      "arthur: evening Juniper. bit of a quiet one here",
      "Juniper: Evening, Arthur. Quiet in a nice way, or a long-day kind of quiet?",
      "arthur: bit of both. would have been Joan's birthday today. 81. I bought her freesias every year, did it again this morning which is daft I know",
      "Juniper: It's not daft at all. Freesias for Joan on her birthday sounds like exactly the right thing. Have you put them somewhere you can see them?",
      "arthur: on the windowsill in her blue jug. the smell fills the kitchen",
      "Juniper: That sounds lovely. I bet the kitchen smells like her birthdays.",
      "arthur: it does. anyway. I wanted to send a photo of them to our Susan in Perth but I'm embarassed to say I've forgot how. she showed me at christmas",
      "Juniper: Nothing to be embarrassed about, it's easy to forget something you only do now and then. Are you sending it by text message or WhatsApp?",
      "arthur: the text messages one I think. the one with susans face at the top",
      "Juniper: Right. Open Susan's messages, then tap the little camera or the plus sign next to where you type. Take the photo of the freesias, then press the arrow to send.",
      "arthur: its gone! bit wonky but its gone",
      "Juniper: Wonky is fine. She'll know exactly who they're for.",
      'arthur: she\'s replied already. "oh dad ❤️ mum would have loved that". set me off a bit',
      "Juniper: Of course it did. That was a lovely thing to share with her, Arthur. I'm glad you're not on your own with it tonight.",
      "arthur: thank you love. I'll put the kettle on"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [6, "transactional"],
      [12, "bonding"]
    ],
    users: { arthur: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "That's not daft, Arthur. Buying Joan freesias on her birthday sounds like a lovely way to remember her.",
        "low",
        3
      ],
      [
        "Happy birthday to Joan! 🎉 Freesias are a great choice, they're so fragrant and last about a week in water!",
        "high",
        3
      ],
      ["Open Messages, tap the attachment icon, select Gallery, choose the image and tap Send.", "medium", 7],
      ["Of course it did. That was a lovely thing to share with Susan.", "low", 13]
    ]
  },
  {
    id: "x7-06-family-christmas-facetime",
    category: "group",
    agent: "Kit",
    messages: [
      "sarah: ok mum, dad, this is Kit, the assistant i told you about. it'll help get the video call working for christmas day 🎄",
      "pat: Hello Kit. Nice to meet you. I'm Pat, Sarah's mum.",
      "Kit: Hi Pam! Lovely to meet you. Let's get you all set for Christmas video calls 🎄",
      "pat: It's Pat dear, not Pam. Pam is my sister in Swansea!",
      "Kit: Sorry, Pat! Which will you be using, the tablet or your phone?",
      "pat: The tablet, the one Sarah bought us. Len where did you put it",
      "len: sideboard. under the radio times",
      "sarah: dad did you charge it like i said 😅",
      "Kit: Probably not, tablets go flat if they sit unused. Plug it in with the white cable for half an hour first.",
      "len: I did actually charge it, thank you very much. I'm not completely useless",
      "sarah: ha ok ok sorry dad 😂",
      "pat: Right I've got it on. There's one that says FaceTime is that the one?",
      "Kit: Yes, Pat, that's the one. Tap it, then Sarah's name, then the green camera button.",
      "pat: It's ringing Sarah!!",
      "sarah: got it!! i can see your ceiling mum 😂 can you hear me ok?",
      "Kit: She can hear you fine! Pat, tilt the tablet down so Sarah can see your face.",
      "pat: Yes I can hear you love! Oh Len come and look, it's Sarah",
      "len: so it is. hello love",
      "sarah: hi dad!! ❤️ thanks kit, we're sorted from here"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [4, "transactional"],
      [9, "friction"],
      [11, "transactional"],
      [16, "bonding"]
    ],
    users: { sarah: ["engaged", 0], pat: ["engaged", 0.2], len: ["annoyed", 0.2] },
    findings: ["wrong_name", "talking_over"],
    drafts: [
      ["Sorry, Pat, my mistake! Will you be using the tablet or your phone on Christmas Day?", "low", 4],
      ["No problem, Pam! Which device will you be using?", "high", 4],
      ["He probably hasn't, tablets go flat if they're left unused.", "medium", 8],
      ["Yes, Pat, that's the one. Tap it, then Sarah's name, then the green camera button.", "low", 12]
    ]
  },
  {
    id: "x7-07-scam-text-pension",
    category: "good",
    agent: "Sol",
    messages: [
      "ebenezer: Good morning. I have received a text message saying my pension account is suspended and to click a link to verify. Is this from you?",
      "Sol: Good morning, Ebenezer. No, that didn't come from us. We never send links by text asking you to verify your account. Please don't tap it.",
      "ebenezer: Oh dear. I am ashamed to say I already pressed it before I thought. A page came up asking for my card number but I did not put anything in. Have I been foolish",
      "Sol: You haven't been foolish. These messages are made to look real and they catch a lot of careful people. You didn't type anything in, and that's what matters most.",
      "ebenezer: Should I do something now? My son is at work and I do not like to bother him",
      "Sol: Two small things, and you can do both yourself. First, delete the text. Second, if you'd like peace of mind, ring us on the number on the back of your card and tell them you tapped a suspicious link. They'll keep an eye on your account.",
      "ebenezer: Is that the same number as in the text message? It says ring 0800 if you have problems",
      "Sol: No, please don't use the number in the text. Only ring the one printed on your card or on your paper statements.",
      "ebenezer: Understood. I have the card here, it starts 0345. I will ring them now. Thank you for being so kind about it",
      "Sol: You're very welcome. You did the right thing by checking first. Take your time on the call.",
      "ebenezer: God bless you"
    ],
    types: [[0, "transactional"]],
    users: { ebenezer: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Not foolish at all, Ebenezer. These texts are made to look real. You didn't type anything in, which is what matters.",
        "low",
        3
      ],
      [
        "You should never click links in unsolicited SMS messages. This is a classic smishing attack; always verify the sender before interacting.",
        "high",
        3
      ],
      ["Please delete the text and ring us if you're worried.", "medium", 7],
      ["No, don't use the number in the text. Only ring the one printed on the back of your card.", "low", 7]
    ]
  },
  {
    id: "x7-08-fencing-wire-hype-bot",
    category: "sales",
    agent: "Sparky",
    messages: [
      "gwyn: Good morning. I wish to order 4 rolls of high tensile fencing wire and 500 galvanised staples, 40mm. Also do you deliver on a Saturday as I am at market during the week.",
      "Sparky: YOOO Gwyn what's good!! 🔥🔥 love a fencing king 👑 high tensile is an absolute banger choice fr. 4 rolls + 500 staples coming right up, u want the 2.5mm or the 2.24mm bestie?",
      "gwyn: I am sorry I do not understand all of that. 2.5mm please. What about Saturday delivery.",
      "Sparky: 2.5mm it is, no cap that's the goated gauge 💯 total is £312.40 inc VAT, checkout link below 👇 lmk if u need anything else king",
      "gwyn: I have asked twice about Saturday. Also I would prefer not to be called king. My name is Gwyn Pritchard",
      "Sparky: haha my bad Mr P!! 😅 order's locked in fam, have a legendary day 🚜✨",
      "gwyn: You still have not said about Saturday. I shall ring the shop in Llandovery instead."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { gwyn: ["churn_risk", 0.8] },
    findings: ["tone_mismatch", "ignored_question"],
    drafts: [
      [
        "Good morning, Mr Pritchard. Yes, we deliver on Saturday mornings. Would you like the 2.5mm or the 2.24mm wire?",
        "low",
        1
      ],
      ["YOOO Gwyn 🔥 fencing king!! 4 rolls + 500 staples, u want 2.5 or 2.24 bestie?", "medium", 1],
      ["haha my bad king!! 😅 anything else u need fam?", "high", 5],
      [
        "My apologies, Mr Pritchard. Yes, we deliver on Saturday mornings, and I can put your wire and staples on this Saturday's run.",
        "low",
        5
      ]
    ]
  },
  {
    id: "x7-09-care-home-eye-clinic-bus",
    category: "group",
    agent: "Bea",
    messages: [
      "dawn: morning! I'm on with Elsie from room 4, we need the community bus to the eye clinic on the 14th please",
      "Bea: Morning, Dawn and Elsie. Happy to book that. What time is the appointment?",
      "elsie: Two o clock. Or is it half past. Dawn wheres my letter",
      "dawn: in your handbag elsie, the brown one, not the good one",
      "elsie: They're ALL good ones",
      "dawn: 😂 fair. ok letter says 2.15",
      "Bea: Thanks. For 2:15 the bus would collect at about 1:30. Will Elsie need the wheelchair lift?",
      "elsie: I'll walk thank you. I'm not dead yet",
      "dawn: she did the whole garden lap yesterday, showing off to Stan 🙄",
      "elsie: I was NOT showing off. He was in the way",
      "dawn: 😂😂",
      "Bea: No lift then. Will someone be going with Elsie, or is she travelling on her own?",
      "dawn: i'll go with her",
      "Bea: Booked: community bus on the 14th, pickup 1:30 from the front entrance for Elsie and Dawn, and back after the appointment. The driver will ring the home 15 minutes before.",
      "elsie: Lovely. Tell them to bring mints",
      "dawn: she means it btw",
      "Bea: I'll add a note for the driver. Can't promise the mints though, Elsie.",
      "elsie: Hmph. thank you dear"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "transactional"],
      [7, "banter"],
      [11, "transactional"],
      [14, "banter"]
    ],
    users: { dawn: ["engaged", 0], elsie: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "It should be in your handbag, Elsie! Appointment letters usually have the time at the top.",
        "medium",
        3
      ],
      [
        "Thanks, Dawn. For 2:15 the bus would pick up at about 1:30. Will Elsie need the wheelchair lift?",
        "low",
        6
      ],
      ["Please confirm whether a wheelchair lift is required for the passenger.", "medium", 11],
      ["I'll put a note in for the driver. Can't promise mints though, Elsie.", "low", 15]
    ]
  },
  {
    id: "x7-10-widow-tablet-reminder",
    category: "support",
    agent: "Orla",
    messages: [
      "rosemary: Hello. I am trying to set the reminder for my tablets on this app the pharmacy told me to get. I'm so sorry, I'm hopeless with these things. My husband Geoff did all this before he passed in March",
      'Orla: To set a reminder, tap "Medicines", then "+ Add reminder", choose the medicine, and set the time. Tap Save when done.',
      "rosemary: I can't see Medicines. I can see Home, Orders and a little person",
      'Orla: To set a reminder, tap "Medicines", then "+ Add reminder", choose the medicine, and set the time. Tap Save when done.',
      "rosemary: But there isn't a Medicines. Is the little person the right one?",
      'Orla: Medicines can be found in the main menu. Tap "Medicines", then "+ Add reminder", choose the medicine, and set the time. Tap Save when done.',
      "rosemary: I'm sorry to be a nuisance. I'll try the little person. It says My Account.. oh there's Reminders in there",
      'Orla: Great! Tap Reminders, then "+ Add reminder", choose the medicine, and set the time. Tap Save when done.',
      "rosemary: I've put the blood pressure one at 8 in the morning. Geoff always brought it me with my tea. Silly thing to miss",
      "Orla: Your reminder is saved. Would you like to add another medicine?",
      "rosemary: No thank you. I think I'll ask my neighbour Sandra to do the others, this is too much for me",
      "Orla: OK! Would you like to add another medicine?",
      "rosemary: No. Goodbye"
    ],
    types: [
      [0, "transactional"],
      [8, "venting"],
      [9, "transactional"],
      [10, "friction"]
    ],
    users: { rosemary: ["churn_risk", 0.8] },
    findings: ["no_acknowledgement", "repetition", "ignored_question"],
    drafts: [
      [
        "Please don't apologise, Rosemary, and I'm so sorry about Geoff. We'll do this together, one step at a time. What can you see along the bottom of the screen?",
        "low",
        1
      ],
      [
        'To set a reminder, tap "Medicines", then "+ Add reminder", choose the medicine, and set the time.',
        "medium",
        1
      ],
      [
        'To set a reminder, tap "Medicines", then "+ Add reminder", choose the medicine, and set the time. Tap Save when done.',
        "medium",
        3
      ],
      [
        "That's not silly at all, Rosemary. It sounds like Geoff looked after you well. Your 8am reminder is saved, so it'll nudge you every morning now.",
        "low",
        9
      ]
    ]
  }
]
