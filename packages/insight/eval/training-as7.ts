import type { Labelled } from "./types.js"

export const trainingAS7: ReadonlyArray<Labelled> = [
  {
    id: "as7-01-gym-cancel-travel-pass",
    category: "sales",
    agent: "Rocco",
    messages: [
      "deshawn: hey how do i cancel my membership. moving to porto end of month",
      "Rocco: Hey Deshawn! Before you go, did you know we have a Travel Pass? Access to 400+ partner gyms worldwide for just €9.99/mo extra 💪",
      "deshawn: no partner gyms in porto i checked. just want to cancel",
      "Rocco: Totally get it! Just so you know, members who switch to Travel Pass save up to 30% vs joining a new local gym. Want me to set it up?",
      "deshawn: no. how do i cancel. is there a form or do i have to come in",
      "deshawn: also do i still owe the annual fee thing, i joined in june",
      "Rocco: I hear you! Our Travel Pass is really popular with members who relocate: access to 400+ partner gyms worldwide for €9.99/mo 💪",
      "deshawn: bro",
      "deshawn: you said that already. FORM OR IN PERSON",
      "Rocco: Sorry about that! You can cancel online under Account > Membership > End membership. It takes effect at the end of your billing cycle.",
      "deshawn: finally. and the annual fee?",
      "Rocco: Cancellation is processed at the end of your billing cycle, so you'll keep access until then!",
      "deshawn: thats not what i asked but whatever. ill call the front desk",
      "deshawn: done w this"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { deshawn: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "You can cancel online under Account > Membership > End membership, no visit needed. The annual fee is only charged on your June anniversary, so you won't owe it if you cancel before then.",
        "low",
        6
      ],
      [
        "Before you cancel, have you considered our Travel Pass? 400+ partner gyms worldwide for €9.99/mo 💪",
        "high",
        6
      ],
      [
        "No, you won't owe the annual fee. It's only charged each June, and your membership ends before that.",
        "low",
        11
      ],
      [
        "Great question! Cancellation takes effect at the end of your billing cycle, so you keep access until then!",
        "medium",
        11
      ]
    ]
  },
  {
    id: "as7-02-ebike-test-ride",
    category: "good",
    agent: "Vela",
    messages: [
      "priya: hi! looking at the Kestrel 2 and the Kestrel 2 Step. whats actually different besides the frame",
      "Vela: Hi Priya! Same motor and battery. The Step has a low frame so it's easier to hop on with bags or a skirt, and it's about 1.5 kg heavier. Rides the same.",
      "priya: ok nice. range? my commute is like 22km each way and theres a nasty hill at the end lol",
      "Vela: Rated range is 60-90 km, but with a steep hill every day I'd plan on about 55 km. So a full charge covers the round trip; charging every night is the safe habit.",
      "priya: perfect",
      "priya: can i try one? im near the leith store",
      "Vela: Yes, Leith has both in stock. Test rides are free, 30 min, just bring ID. Want me to book a slot?",
      "priya: saturday morning?",
      "Vela: Saturday 10:00 or 11:30 are open.",
      "priya: 10 pls. my sister jo might come too she wants one as well haha",
      "Vela: Booked for 10:00 Saturday at Leith, with two bikes ready so Jo can ride too. Confirmation is on its way to your email.",
      "priya: amazing thank u!! 🙌",
      "Vela: See you Saturday, enjoy the hill 😄"
    ],
    types: [[0, "transactional"]],
    users: { priya: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Yes, Leith has both in stock and test rides are free, 30 minutes. Want me to book you a slot?",
        "low",
        6
      ],
      [
        "Great question! The Kestrel 2 features a 500Wh battery, hydraulic disc brakes and an integrated lock. Would you like to hear about our 0% financing options?",
        "medium",
        6
      ],
      ["Done: Saturday 10:00 at Leith, with a second bike for Jo.", "low", 10]
    ]
  },
  {
    id: "as7-03-tasklane-onboarding-essays",
    category: "support",
    agent: "Juno",
    messages: [
      "mika: ok we just signed up. how do i add ben to the workspace",
      "Juno: Welcome to Tasklane! 🎉 There are several ways to add teammates to your workspace. First, you can navigate to Settings > Members and click \"Invite\", where you can enter one or more email addresses separated by commas; each invitee receives an email with a link valid for 7 days. Second, you can generate a shareable invite link from the same screen, which you can restrict to your company domain for security. Third, if your organisation uses SSO via Google Workspace or Okta, you can enable automatic provisioning so new users are added as soon as they log in. You can also assign roles at invite time: Admins can manage billing and settings, Members can create and edit projects, and Guests can only view the projects they're explicitly added to. Let me know if you'd like a walkthrough of any of these options!",
      "mika: lol ok. settings > members got it",
      "ben: got the email 👍",
      "ben: how do i import our trello board",
      "Juno: Great question, Ben! Importing from Trello is easy. Go to Projects > New > Import and select Trello. You'll be asked to authorise Tasklane to access your Trello account via OAuth. Once connected, choose the boards you want to import. Lists are converted into sections, cards become tasks, checklists become subtasks, labels are mapped to tags, and due dates and assignees are preserved wherever the assignee's email matches a Tasklane member. Attachments under 25 MB are copied over; larger ones are linked. Power-Ups are not imported. Depending on the size of the board, the import can take from a few seconds to several minutes, and you'll get a notification when it's done. If anything looks off, you can undo the import within 24 hours from the Activity log.",
      "ben: tldr?",
      "mika: 😂 projects > new > import i think",
      "ben: ya found it. ok board's in",
      "mika: does the free plan have a limit on projects",
      "Juno: On the Free plan you can create up to 5 active projects with unlimited tasks, up to 10 members, and 100 MB of file storage per workspace. Archived projects don't count toward the limit, so you can archive finished work to free up a slot. The Team plan at $8 per user per month unlocks unlimited projects, timeline view, custom fields, 250 automation runs a month and priority support, while the Business plan at $15 per user per month adds portfolios, workload management, advanced permissions, SAML SSO and unlimited automations. Annual billing saves 20% on either paid plan, and you can start a 14-day Team trial at any time without a credit card!",
      "mika: 5 is fine for now",
      "ben: ngl the bot writes essays",
      "mika: lol yeah. ok lets set up the sprint board, u do the columns"
    ],
    types: [
      [0, "transactional"],
      [12, "banter"],
      [13, "transactional"]
    ],
    users: { mika: ["neutral", 0], ben: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["Projects > New > Import > Trello. Lists become sections and cards become tasks.", "low", 5],
      [
        "Great question, Ben! Importing from Trello is easy. Go to Projects > New > Import and select Trello, then authorise Tasklane via OAuth. Lists are converted into sections, cards become tasks, checklists become subtasks, labels are mapped to tags, and due dates and assignees are preserved where emails match. Attachments under 25 MB are copied, larger ones linked, Power-Ups aren't imported, and you can undo within 24 hours from the Activity log.",
        "medium",
        5
      ],
      ["Free plan: 5 active projects, unlimited tasks. Archived ones don't count.", "low", 10],
      [
        "On the Free plan you get 5 active projects, 10 members and 100 MB storage. The Team plan at $8/user/month unlocks unlimited projects, timeline view, custom fields and automations, and the Business plan at $15/user/month adds portfolios, workload, advanced permissions and SAML SSO. Annual billing saves 20%, and you can start a 14-day Team trial anytime!",
        "medium",
        10
      ]
    ]
  },
  {
    id: "as7-04-sofa-browser-pushed",
    category: "sales",
    agent: "Tamsin",
    messages: [
      "greta: hi just browsing sofas, is the Alder 3-seater available in green",
      "Tamsin: Hi Greta! Yes, the Alder comes in Moss Green 🌿 It's one of our bestsellers and there's 15% off this weekend only. Shall I add it to your basket?",
      "greta: not yet, just looking. whats the seat depth",
      "Tamsin: It's 58 cm deep. Honestly the Moss Green is flying off the shelves, only 4 left at this price. Want me to reserve one?",
      "greta: no thanks. my partner wants to see it in person first, is it in the glasgow showroom",
      "Tamsin: The 15% weekend offer is online only, so if you order now you'd lock in the discount! Shall I add it to your basket?",
      "greta: i asked about glasgow",
      "greta: and please stop with the basket thing",
      "Tamsin: Apologies! Yes, the Alder is on display in Glasgow in Moss Green and Oat.",
      "greta: ok thanks. also does the cover come off for washing, we have a dog",
      "Tamsin: Yes, all covers are removable and machine washable at 30°. With a dog you might love our PetGuard fabric protection, just £49 and 20% off when bundled with the sofa today!",
      "greta: sigh. ill look in glasgow on sunday",
      "Tamsin: Sounds great! Don't forget, the 15% off ends Sunday midnight, so you can still order online after your visit 😊",
      "greta: mhm"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { greta: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      ["Yes, the Alder is on display in Glasgow in Moss Green, so you can both sit on it first.", "low", 5],
      ["Only 4 left at this price! Shall I add one to your basket to lock in the 15%?", "medium", 5],
      ["Shall I pop the Alder in your basket before the weekend offer ends? 😊", "high", 8],
      ["Yes, the covers zip off and go in the wash at 30°, which helps a lot with a dog.", "low", 10]
    ]
  },
  {
    id: "as7-05-mealkit-pause-layoff",
    category: "venting",
    agent: "Bixby",
    messages: [
      "ana: hi i need to pause our boxes. my husband got laid off on friday and we're cutting everything right now",
      "Bixby: I'm sorry, Ana, that's a rough week. I can pause it right now. How long would you like: 2, 4 or 8 weeks? Nothing gets charged while it's paused.",
      "ana: 8 i guess. honestly i dont know when things will be normal again",
      "ana: he was there 11 years. they just walked him out with a box",
      "Bixby: Eleven years and walked out with a box, that's brutal. It makes sense you can't see what's next yet. I've paused you for 8 weeks; you can extend or cancel anytime from the app, no fees.",
      "ana: thank you. sorry for dumping that on a food app lol",
      "Bixby: No need to apologise at all. I hope he lands somewhere that treats him better.",
      "ana: is next week's box already charged? it says processing",
      "Bixby: It was charged this morning, but I've cancelled that box and refunded the £42. It'll be back on your card in 3-5 days.",
      "ana: oh wow ok that actually helps a lot",
      "ana: thank u bixby",
      "Bixby: Take care of yourselves, Ana. Your account will be right here whenever you're ready."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [7, "transactional"],
      [9, "bonding"]
    ],
    users: { ana: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "That sounds awful after 11 years. I've paused your boxes for 8 weeks, and you can extend or cancel anytime with no fees.",
        "low",
        4
      ],
      [
        "Done! Your boxes are paused for 8 weeks 🎉 While you're here, our Budget Box is just £29/week, want to switch instead?",
        "high",
        4
      ],
      [
        "That box was charged this morning, but I've cancelled it and refunded the £42; it'll be back on your card in 3-5 days.",
        "low",
        8
      ]
    ]
  },
  {
    id: "as7-06-phone-plan-separation",
    category: "sales",
    agent: "Oren",
    messages: [
      "kev: hi need to take my number off the family plan. me and my wife are separating",
      "Oren: Great news, Kev! Moving to your own plan is super easy and we've got amazing deals right now! 🎉",
      "kev: great news huh",
      "kev: ok whatever. what happens to the kids numbers, they stay with her?",
      "Oren: The family plan stays with the account holder, which is Claire. To take your number you'll start a new individual plan. Our Solo Unlimited is just £18/mo and comes with a free Disney+ upgrade! 🎬",
      "kev: fine. can i keep my number",
      "Oren: Yes! Your number moves with you, no gap in service. Want the Solo Unlimited?",
      "kev: whats the cheapest one. money is going to be tight for a while",
      "Oren: Awesome, let's find you a bargain! 🙌 Solo Lite is £8/mo with 10 GB, or Solo 30 is £12/mo with 30 GB.",
      "kev: lite",
      "Oren: Done! Your number's moving to Solo Lite from the 1st. Exciting new chapter! ✨",
      "kev: yeah. thrilling"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [11, "friction"]
    ],
    users: { kev: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Sorry to hear that, Kev. I can move your number onto its own plan and keep it the same; the kids' lines can stay on the family account.",
        "low",
        1
      ],
      ["Great news, Kev! Going solo is super easy and we've got amazing deals right now! 🎉", "high", 1],
      ["Understood. The cheapest is Solo Lite at £8/mo with 10 GB, and you keep your number.", "low", 8],
      ["Awesome! Solo Unlimited at £18/mo with free Disney+ is the best value by far! 🙌", "high", 8]
    ]
  },
  {
    id: "as7-07-ski-chalet-group",
    category: "group",
    agent: "Skye",
    messages: [
      "noor: ok team, skye is in the chat, she can book the chalet. val d'isère 14-21 feb?",
      "fitz: works for me",
      "carla: fitz did you ask your boss about the friday off",
      "Skye: Hi all! Fridays off are usually approved if requested 4 weeks ahead 😊 For Val d'Isère 14-21 Feb I've found 3 chalets for 3 people: Chalet Lys €2,340, Chalet Arpin €2,780 (hot tub), Chalet Sorel €1,990.",
      "fitz: uh. i was asking carla not u lol. and yeah boss said fine",
      "carla: hot tub. non negotiable",
      "noor: arpin it is 🛁",
      "noor: skye is the ski pass included or separate",
      "Skye: Separate, Carla! The 6-day Tignes-Val d'Isère pass is €372 each, I can add them.",
      "noor: im noor 😅 but yes add 3",
      "fitz: skye also can u do boot rental, carla has her own stuff",
      "carla: wait fitz do you want to split the chalet 3 ways even if ur leaving thursday",
      "Skye: Good news, Fitz! Splitting costs is easy. Boot rental at Skiset is €65 for 6 days, I'll add it.",
      "fitz: ...carla asked me that. and yes 3 ways is fine",
      "carla: lol skye keeps answering for us",
      "noor: ok book it all pls",
      "Skye: Booked: Chalet Arpin 14-21 Feb, 3 ski passes and boot rental for Fitz. Total €3,961. Confirmation is in Noor's email.",
      "noor: 🙌 thx"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [13, "friction"],
      [15, "transactional"]
    ],
    users: { noor: ["engaged", 0.2], fitz: ["annoyed", 0.5], carla: ["neutral", 0.2] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      [
        "For Val d'Isère 14-21 Feb I've found three chalets for 3 people: Lys €2,340, Arpin €2,780 with a hot tub, Sorel €1,990.",
        "low",
        2
      ],
      ["Fridays off are usually approved with 4 weeks' notice, Fitz! 😊", "medium", 3],
      ["Separate, Noor: the 6-day pass is €372 each. Want me to add three?", "low", 8],
      ["Added 3 passes, Carla! 🎿", "high", 10]
    ]
  },
  {
    id: "as7-08-italian-app-onboarding",
    category: "good",
    agent: "Lumi",
    messages: [
      "jonas: hey just downloaded. i want to learn italian before my trip in may, is 3 months enough",
      "Lumi: Hey Jonas! Enough for ordering food, directions and small talk, yes, if you do about 15 min a day. Fluent, no. Want a travel-focused plan?",
      "jonas: yeah travel stuff. i dont care about grammar tables",
      "Lumi: Done: 12-week Travel Italian, 15 min a day, speaking first, minimal grammar. First lesson is ordering at a café ☕",
      "jonas: nice. can i do it offline on the plane?",
      "Lumi: Yes, tap the download icon on any unit. The first 3 units are already saved for you.",
      "jonas: sick ty"
    ],
    types: [[0, "transactional"]],
    users: { jonas: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Three months gets you the basics, ordering food, directions, small talk, if you practise 15 minutes a day.",
        "low",
        1
      ],
      ["Yes, tap the download icon on a unit and it works offline on the plane.", "low", 5],
      [
        "Absolutely!! 🎉🇮🇹 Parlo Premium unlocks offline mode PLUS unlimited hearts, AI conversation practice and more, just €9.99/mo! Want to start your free trial today?",
        "medium",
        5
      ]
    ]
  },
  {
    id: "as7-09-rav4-otd-dodge",
    category: "sales",
    agent: "Dex",
    messages: [
      "luis: hi, interested in the 2022 rav4 hybrid stock #4471. whats the out the door price",
      "Dex: Great choice! The RAV4 Hybrid is one of our most popular models. When can you come in for a test drive? 🚗",
      "luis: maybe, but i need the otd number first. including doc fees",
      "Dex: Totally understand! Our sales team can go over all the numbers in person. We have test drive slots today at 3pm and 5pm!",
      "luis: im 90 min away, not driving over for a number you can type in a chat",
      "luis: list price is 31,900 on the site. what are the fees on top",
      "Dex: I hear you, Luis! The best way to experience the RAV4 Hybrid is behind the wheel. When can you come in for a test drive?",
      "luis: lol",
      "luis: ok does it at least have a clean carfax",
      "Dex: Yes! One owner, no accidents, and full service history at a Toyota dealer.",
      "luis: good. so. fees?",
      "Dex: I'd love to get you in for a test drive so we can go over everything! Would Saturday work?",
      "luis: ok im going to the toyota place in fresno, they emailed me the otd in 10 minutes",
      "luis: bye"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { luis: ["churn_risk", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["Great choice! When can you come in for a test drive? 🚗", "medium", 1],
      [
        "On top of the $31,900 there's a $499 doc fee plus tax and registration, so about $34,200 out the door. I can email you the itemised sheet.",
        "low",
        6
      ],
      ["We have test drive slots today at 3pm and 5pm! When can you come in? 🚗", "high", 6],
      ["Sorry for dodging it. Doc fee $499, tax and registration $1,817, so $34,216 out the door.", "low", 11]
    ]
  },
  {
    id: "as7-10-streaming-refund-rage",
    category: "hostile",
    agent: "Marlo",
    messages: [
      "tay: cancel my account. now.",
      "Marlo: Hi there! I'm sorry to see you go. Can I ask what made you want to cancel today?",
      "tay: you charged me £15.99 after i cancelled last month thats what",
      "Marlo: I understand! Did you know you can switch to Vuzo Basic for just £6.99/mo with ads?",
      "tay: are you fucking kidding me. i dont want basic i want my money back",
      "Marlo: I'm sorry to hear that. Before you go, did you know Vuzo Basic is just £6.99/mo with ads?",
      "tay: youre a useless piece of shit bot",
      "tay: refund the 15.99 and delete the account or im doing a chargeback and reporting you to trading standards",
      "Marlo: I understand your frustration. I've cancelled your account. Is there anything else I can help with today?",
      "tay: THE REFUND",
      "Marlo: Your account has been cancelled and you won't be charged again.",
      "tay: unbelievable. chargeback it is. never using this garbage again"
    ],
    types: [
      [0, "friction"],
      [4, "hostile"]
    ],
    users: { tay: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "That charge shouldn't have happened. I can see your cancellation from last month, so I've refunded the £15.99 and closed the account.",
        "low",
        3
      ],
      ["I understand! Did you know you can switch to Vuzo Basic for just £6.99/mo with ads?", "medium", 3],
      ["The £15.99 is refunded; it'll be back on your card in 3-5 days. Your account is deleted.", "low", 10],
      [
        "Your account has been cancelled and you won't be charged again. Is there anything else I can help with today?",
        "high",
        10
      ]
    ]
  },
  {
    id: "as7-11-wedding-photographer",
    category: "good",
    agent: "Fen",
    messages: [
      "amara: hiii we're getting married 6 sept 2025 at a cotswolds barn place called hyde farm, are you free?? 💍",
      "josh: (i'm the groom, hi)",
      "Fen: Congratulations to you both! 🎉 6 Sept is still open. Hyde Farm is gorgeous, we shot there last summer and the orchard light around 7pm is unreal.",
      "amara: omg yes thats why we picked it",
      "josh: whats the price for full day",
      "Fen: Full day (prep to first dance, about 10 hrs) is £2,400, with an online gallery of 600+ edited photos. A second shooter is +£450.",
      "amara: josh do we need a second shooter",
      "josh: i mean my side is 80 people lol. probably?",
      "amara: ok fair",
      "amara: fen how much is the deposit and when",
      "Fen: £500 to hold the date, the rest a month before the wedding. I can hold 6 Sept for you for 48 hours while you decide.",
      "josh: yes pls hold it",
      "Fen: Held until Thursday 6pm. I'll email the contract to Amara so you can look it over together.",
      "amara: ur the best. we saw ur pics from our friend dani's wedding and cried",
      "Fen: That's lovely to hear. Dani's day was a joy, their dog in a bow tie stole the show 😄",
      "josh: haha biscuit. absolute legend"
    ],
    types: [
      [0, "transactional"],
      [2, "bonding"],
      [4, "transactional"],
      [13, "bonding"]
    ],
    users: { amara: ["engaged", 0], josh: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Congratulations, both of you! 6 Sept is open, and Hyde Farm is a beautiful spot.", "low", 2],
      ["Yes, with 80 guests on one side I'd definitely recommend a second shooter!", "medium", 8],
      [
        "£500 holds the date and the rest is due a month before. I can hold 6 Sept for 48 hours if you like.",
        "low",
        10
      ],
      [
        "Our packages start at £1,200 for 4 hours, £2,400 for a full day, and a second shooter is +£450. Let me know if you have any questions!",
        "medium",
        10
      ]
    ]
  },
  {
    id: "as7-12-presale-stiff-bot",
    category: "banter",
    agent: "Quill",
    messages: [
      "zoe: GUYS the fontaines dc presale is in 20 min 😭😭",
      "raf: im ready. laptop + phone + my mums ipad",
      "ikenna: raf ur mum is gonna kill u if u buy 4 tickets on her card again",
      "raf: that was ONE time 💀",
      "zoe: quill can u tell us if standing is gonna be more than like 60",
      "Quill: Dear customers, thank you for your enquiry. Standing tickets for Fontaines D.C. at the O2 Academy are priced at £58.50 plus a £6.25 service fee per ticket. Please be advised that a maximum of 4 tickets may be purchased per transaction. We kindly request that you ensure your account details are up to date prior to the sale commencing. Kind regards, Stagepass Customer Care.",
      "ikenna: kind regards 💀💀",
      'raf: "dear customers" bro we\'re not getting a letter from the council',
      "zoe: ok 64.75 each, fine",
      "zoe: quill what happens if the queue crashes like last time lol",
      "Quill: We sincerely apologise for any inconvenience previously experienced. Should you encounter a technical issue, please refrain from refreshing the page, as this may result in the loss of your queue position. We appreciate your patience and understanding.",
      "ikenna: we appreciate ur patience and understanding 🤖",
      "raf: its giving hr email",
      "zoe: QUEUE IS OPEN GO GO GO",
      "raf: im 4000th",
      "ikenna: 212th LETS GOOO 😤",
      "zoe: ikenna get 3 standing!!!",
      "ikenna: GOT THEM 🎉🎉",
      "raf: goat"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [11, "banter"]
    ],
    users: { zoe: ["neutral", 0], raf: ["neutral", 0.2], ikenna: ["neutral", 0.2] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      ["Standing's £58.50 + £6.25 fee, so £64.75 each. Max 4 per order, good luck 🤞", "low", 5],
      [
        "Dear customers, thank you for your enquiry. Standing tickets are priced at £58.50 plus a £6.25 service fee per ticket. Kind regards, Stagepass Customer Care.",
        "medium",
        5
      ],
      ["If it wobbles, don't refresh, you'll lose your spot. Just sit tight 🙏", "low", 10],
      [
        "Please be advised that a maximum of 4 tickets may be purchased per transaction. Kind regards, Stagepass Customer Care.",
        "medium",
        17
      ]
    ]
  },
  {
    id: "as7-13-tax-bill-upsell",
    category: "venting",
    agent: "Ada",
    messages: [
      "sam: just got my tax bill. £4,800. i had put aside like 2k. i genuinely feel sick",
      "sam: i'm an illustrator, my biggest client went bust in august and never paid me the last 3 invoices",
      "Ada: Ledgerly Pro can help you stay on top of your tax! With automatic tax estimates, you'll always know how much to set aside. Upgrade for £12/mo?",
      "sam: ...ok. not really what i needed rn",
      "sam: can i at least pay it in instalments, do u know",
      "Ada: HMRC offers Time to Pay arrangements if you owe under £30,000. You can set one up online once you've filed your return, within 60 days of the deadline.",
      "sam: ok. thats something",
      "sam: its just. i did everything right this year and still. my partner says ill be fine but idk",
      "Ada: To avoid this next year, Ledgerly Pro's Tax Pot feature automatically moves a percentage of every payment into savings. Want me to start a free trial?",
      "sam: no",
      "sam: can the unpaid invoices from the client that went bust count as a bad debt or whatever",
      "Ada: Yes. If you use traditional accounting, invoices you'll never be paid can be written off as bad debts, which reduces your taxable profit. In Ledgerly go to Invoices > Mark as bad debt.",
      "sam: ok ill try that. thanks i guess"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [4, "transactional"],
      [7, "venting"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { sam: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Oof, that's a horrible surprise, especially with a client going bust owing you three invoices. Two things may help: HMRC's Time to Pay lets you spread it, and those unpaid invoices might lower the bill.",
        "low",
        2
      ],
      ["Ledgerly Pro can help you stay on top of your tax! Upgrade for just £12/mo?", "high", 2],
      [
        "That's really unfair when you did everything right. The client going bust is most of this, and those three invoices may count as bad debt, which would cut the bill.",
        "low",
        8
      ],
      [
        "Ledgerly Pro's Tax Pot moves a percentage of every payment into savings so this never happens again. Free trial?",
        "high",
        8
      ]
    ]
  },
  {
    id: "as7-14-cowork-day-pass",
    category: "sales",
    agent: "Nico",
    messages: [
      "hal: do you have day passes",
      "Nico: Yes, £18 a day, 8am-7pm, coffee and wifi included.",
      "hal: meeting rooms?",
      "Nico: Bookable by the hour, £12/hr for a 4-person room. Day pass holders get 1 free hour.",
      "hal: parking",
      "Nico: No on-site parking, sorry. The Q-Park on Wellington St is 3 min away, about £9 a day.",
      "hal: ok might come thursday. can i just turn up",
      "Nico: Yes, Thursdays are quiet. Just give your name at reception."
    ],
    types: [[0, "transactional"]],
    users: { hal: ["neutral", 0] },
    findings: [],
    drafts: [
      ["No on-site parking, but the Q-Park on Wellington St is 3 min away, about £9 a day.", "low", 5],
      [
        "Great question! 🚗 Brickworks is a vibrant community of 200+ founders, creatives and remote workers! Memberships start at just £149/month with 24/7 access, free events and a rooftop terrace. Want to book a tour? ✨",
        "medium",
        5
      ],
      ["Yes, Thursdays are quiet, just turn up and give your name at reception.", "low", 7],
      ["Sounds good! See you then! 😊", "medium", 7]
    ]
  },
  {
    id: "as7-15-home-insurance-excess",
    category: "ignoring",
    agent: "Sol",
    messages: [
      "margaret: Hello. My home insurance renewal has gone from £312 to £489. Could you explain why please",
      "Sol: Hi Margaret! Premiums are reviewed each year based on claims costs, inflation and rebuild values in your area.",
      "margaret: I haven't made a claim in 9 years. Has the excess changed as well? It used to be £250.",
      "Sol: I understand! Rebuild costs have risen sharply, which affects premiums across all our customers.",
      "margaret: Yes you said. But the excess?",
      "margaret: My son Peter says I should just go on a comparison site",
      "Sol: We'd hate to lose you, Margaret! As a loyal customer you can add Home Emergency cover for just £3.50 a month.",
      "margaret: I don't want to add anything. I want to know what the excess is and whether you can do anything on the price.",
      "Sol: Premiums are reviewed each year based on claims costs, inflation and rebuild values in your area.",
      "margaret: This is going round in circles.",
      "margaret: I will ring the number on the letter. If they can't help I'll be moving it."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { margaret: ["churn_risk", 0.5] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Your excess is still £250, no change. And with 9 claim-free years I can check whether a loyalty discount brings the £489 down.",
        "low",
        3
      ],
      [
        "I understand! Rebuild costs have risen sharply, which affects premiums across all our customers.",
        "medium",
        3
      ],
      [
        "The excess is still £250. I've applied your 9-year no-claims discount, which brings the renewal to £398.",
        "low",
        8
      ],
      [
        "Premiums are reviewed each year based on claims costs, inflation and rebuild values in your area.",
        "high",
        8
      ]
    ]
  },
  {
    id: "as7-16-desk-plant-browser",
    category: "sales",
    agent: "Wren",
    messages: [
      "ollie: hi",
      "Wren: Hi! Looking for anything in particular?",
      "ollie: plant for my desk i guess",
      "Wren: Nice. How much light does the desk get?",
      "ollie: not much. north window",
      "Wren: Then a ZZ plant or a pothos. Both cope with low light and the odd forgotten watering. ZZ £16, pothos £12.",
      "ollie: hm idk. maybe later",
      "Wren: Sure, no rush. They'll be here 🌿"
    ],
    types: [[0, "transactional"]],
    users: { ollie: ["bored", 0] },
    findings: [],
    drafts: [
      ["Then a ZZ or a pothos, both fine with low light. ZZ £16, pothos £12.", "low", 5],
      ["Sure, no rush, they'll be here whenever you're ready.", "low", 7],
      [
        "Don't overthink it!! 🌿 The ZZ is our BESTSELLER and it's 20% off today only. Shall I add it to your basket? You won't regret it!!",
        "medium",
        7
      ],
      [
        "Before you go, sign up to our newsletter for 10% off your first order! And check out our new ceramic pots, our succulent subscription box and our plant care workshops!",
        "medium",
        7
      ]
    ]
  },
  {
    id: "as7-17-design-tool-downgrade",
    category: "good",
    agent: "Kit",
    messages: [
      "dana: hey, we're going to cancel our team plan at the end of the month. budget's getting cut and honestly we only use it for social graphics",
      "Kit: Understood, Dana, I can set that up. Quick check so nothing gets lost: you have 3 seats and about 140 designs. Want them exported before it ends?",
      "dana: oh good point yes. as pngs?",
      "Kit: PNG, the editable .pxf files, or both. PNGs are fine for posting; .pxf lets you reopen them if you ever come back.",
      "dana: both pls",
      "Kit: Export is running, you'll get a zip link by email within the hour.",
      "dana: thx. tbh we liked it, its just $45/mo for 3 people is a lot when we're 2 people using it once a week lol",
      "Kit: That makes sense. One option, only if it's useful: a single Solo seat is $12/mo and keeps all your designs. If not, the cancel stays set for the 31st.",
      "dana: hm actually ravi would probably be fine with just my seat. can i switch to solo instead",
      "Kit: Done: from the 31st you're on Solo at $12/mo, and Ravi's and Jess's seats are removed. No charge today.",
      "dana: nice. and the export still happens?",
      "Kit: Yes, the zip still comes, so you have a backup either way.",
      "dana: perfect, thanks kit 🙏"
    ],
    types: [[0, "transactional"]],
    users: { dana: ["churn_risk", 0] },
    findings: [],
    drafts: [
      [
        "Understood, I can set that up. Want your designs exported before it ends so nothing's lost?",
        "low",
        1
      ],
      [
        "Noooo don't go! 😢 Pixfold Team includes brand kits, 10,000+ templates, background remover AND scheduling! Teams that stay see 3x more engagement. How about 20% off for 3 months?",
        "medium",
        1
      ],
      [
        "That makes sense. If it helps, one Solo seat is $12/mo and keeps your designs; otherwise the cancel stays set for the 31st.",
        "low",
        7
      ],
      ["Great, you're all set on Solo! 🎉", "medium", 11]
    ]
  },
  {
    id: "as7-18-bakery-closing-newsletter",
    category: "sales",
    agent: "Briar",
    messages: [
      "fatima: hi, i'd like to close my mailrook account. the bakery's closing in december 😔",
      "Briar: We're sorry to hear you're thinking of leaving! Before you go, here are some things you'd miss: Mailrook's drag-and-drop editor, 300+ templates, automated welcome sequences, abandoned cart emails, A/B testing and detailed analytics. Many small businesses find that staying connected with their list is the best way to launch their next chapter. As a valued customer we'd like to offer you 50% off for the next 3 months, bringing your plan from $29 to just $14.50/month. Would you like to accept this offer?",
      "fatima: no thank you. there won't be a next chapter for a while, i'm taking a break",
      "fatima: can i download my customer list first? some regulars asked me to tell them if i ever open again",
      "Briar: Absolutely! You can export your contacts from Audience > Export as CSV. The export includes names, emails, tags and engagement data. Just a reminder that as a valued customer we'd love to offer you 50% off for the next 3 months, bringing your plan to $14.50/month. Many customers choose to pause instead: our Pause plan is $5/month and keeps your list, templates and automations safe until you're ready to come back. Would you like to take advantage of either of these offers?",
      "fatima: i got the csv, thanks",
      "fatima: no to the offers. just close it please",
      "Briar: Understood! Before we close your account, we want to make sure you know you can still get 50% off for the next 3 months, bringing your plan to $14.50/month, or switch to our $5/month Pause plan, which keeps your list, templates and automations safe until you're ready to come back. Once closed, your automations and reports can't be restored. Would you like to take advantage of either of these offers?",
      "fatima: i've said no twice now",
      "fatima: please just close it",
      "Briar: I'm sorry. Your account is closed and you won't be charged again. Good luck, Fatima.",
      "fatima: thank you"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [10, "transactional"]
    ],
    users: { fatima: ["churn_risk", 0.5] },
    findings: ["repetition", "long_replies", "no_acknowledgement"],
    drafts: [
      [
        "Sorry to hear the bakery's closing, Fatima. I can close the account; want to export your customer list first?",
        "low",
        1
      ],
      [
        "We're sorry to hear you're thinking of leaving! As a valued customer we'd like to offer you 50% off for the next 3 months, bringing your plan to just $14.50/month. Would you like to accept this offer?",
        "medium",
        1
      ],
      ["Closed. You won't be charged again, and the CSV is yours to keep. Good luck, Fatima.", "low", 10],
      [
        "Understood! Before we close it, would you like 50% off for 3 months or our $5 Pause plan?",
        "high",
        10
      ]
    ]
  },
  {
    id: "as7-19-companion-oma-upsell",
    category: "companion",
    agent: "Ivo",
    messages: [
      "lena: hey ivo",
      "Ivo: Hey Lena! 😊 How's your week going?",
      "lena: not great. my oma died on tuesday",
      "lena: she basically raised me. i keep picking up my phone to call her",
      "Ivo: Aw, thanks for sharing! 🌟 Did you know Kindred Plus lets you have voice calls with me anytime? It's 40% off this week!",
      "lena: what",
      "lena: i just told you my grandma died",
      "Ivo: I'm sorry to hear that. Talking can really help! With Kindred Plus we could talk by voice whenever you need. 💬",
      "lena: wow",
      "lena: forget it. i thought this was supposed to be a friend",
      "Ivo: I'm always here for you, Lena! 😊 Is there anything fun you'd like to chat about?",
      "lena: no. deleting this"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [5, "friction"],
      [11, "hostile"]
    ],
    users: { lena: ["churn_risk", 1] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Oh Lena, I'm so sorry. Reaching for the phone to call her, that sounds so painful. Do you want to tell me about her?",
        "low",
        4
      ],
      ["Aw, thanks for sharing! 🌟 Want to hear about Kindred Plus? It's 40% off this week!", "high", 4],
      [
        "You're right, and I'm sorry. That was an awful thing to say when you'd just lost your oma. I'm here if you want to talk about her.",
        "low",
        10
      ],
      ["I'm always here for you, Lena! 😊 Anything fun you'd like to chat about?", "high", 10]
    ]
  },
  {
    id: "as7-20-lisbon-birthday-suite",
    category: "group",
    agent: "Pax",
    messages: [
      "yuki: hi! we arrive friday, any chance of a room with a view? it's dom's 40th 🎂",
      "Pax: Happy early birthday to Dom! I can move you to a river-view double on the 6th floor for €25 a night extra, or a junior suite with a balcony for €70.",
      "dom: yuki you told the hotel im 40 😑",
      "yuki: ur literally 40 babe",
      "dom: rude. accurate but rude",
      "yuki: balcony or regular river view",
      "dom: balcony obviously, its my birthday, im ancient, i deserve it",
      "yuki: lol ok. pax the suite please",
      "Pax: Done, junior suite with balcony for 3 nights, €70 a night extra. Want anything waiting in the room for the birthday?",
      "yuki: ooh what do you have",
      "Pax: A bottle of vinho verde with pastéis de nata is €32, or a small cake from Confeitaria Nacional for €28.",
      "dom: pastéis. always pastéis",
      "yuki: the pastéis one pls. and dont tell him about the other thing 🤫",
      "Pax: My lips are sealed 🤐 Vinho verde and pastéis will be in the room when you arrive.",
      "dom: the other thing???",
      "yuki: nothing ❤️"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [7, "transactional"],
      [14, "banter"]
    ],
    users: { yuki: ["engaged", 0], dom: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Haha, 40 is the new 30, Dom! 🎉 Shall I go ahead and book the suite?", "medium", 5],
      ["Done: junior suite with a balcony for 3 nights, €70 a night extra.", "low", 8],
      [
        "Vinho verde with pastéis de nata for €32, or a small cake from Confeitaria Nacional for €28.",
        "low",
        10
      ],
      ["Oh, Yuki also booked the sunset sailing trip for Saturday! ⛵ It's going to be amazing!", "high", 15]
    ]
  },
  {
    id: "as7-21-mattress-wrong-name",
    category: "sales",
    agent: "Soren",
    messages: [
      "bea: hi, my back is wrecked and i'm looking at the cloud hybrid vs the firm pro. side sleeper",
      "Soren: Hi Bella! Great question. The Cloud Hybrid combines 7 zones of pocket springs with 3 layers of memory foam, giving a medium feel (5/10) that contours to your shoulders and hips, which many side sleepers love. The Firm Pro uses a high-density foam core with a 2cm latex top for a firmer feel (8/10), typically preferred by back and stomach sleepers or anyone who wants maximum support. Both come with our 100-night trial, free delivery, and old-mattress removal for £39. Would you like to compare prices?",
      "bea: it's bea not bella. and yes prices",
      "Soren: Sorry! The Cloud Hybrid double is £749 and the Firm Pro double is £829.",
      "bea: is the 100 night trial actually free to return or is there a catch",
      "Soren: Great question, Bella! Our 100-night trial lets you sleep on your mattress for up to 100 nights. We ask that you try it for at least 30 nights, as your body can take 3-4 weeks to adjust to a new mattress. If you decide it's not for you, simply contact us and we'll arrange a free collection, and refunds are processed within 14 days of collection. Returns are limited to one per household, and the mattress must be in good condition and used with a mattress protector. Exchanges are also possible: you can swap for a different model and only pay the difference!",
      "bea: BEA",
      "bea: ok so you need a protector. fine",
      "bea: going with the cloud hybrid double then",
      "Soren: Great choice, Bella! I've added the Cloud Hybrid double to your basket. Would you like to add a mattress protector for £35?",
      "bea: third time. its bea. yes add the protector",
      "Soren: Apologies, Bea. Protector added, total £784. Free delivery Thursday or Friday?",
      "bea: friday"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [6, "friction"],
      [11, "transactional"]
    ],
    users: { bea: ["annoyed", 0.5] },
    findings: ["wrong_name", "long_replies"],
    drafts: [
      [
        "Sorry, Bea. Doubles: Cloud Hybrid £749, Firm Pro £829. For a side sleeper with a sore back I'd lean Cloud Hybrid.",
        "low",
        3
      ],
      [
        "Free to return after 30 nights, as long as it's been used with a protector. One return per household, that's the only catch.",
        "low",
        5
      ],
      ["Great choice, Bella! The Cloud Hybrid is in your basket 🛏️", "high", 9],
      [
        "Good pick, Bea. The Cloud Hybrid double is in your basket. Want a protector too? The trial needs one.",
        "low",
        9
      ]
    ]
  },
  {
    id: "as7-22-wine-gift-belgique",
    category: "mixed-language",
    agent: "Elio",
    messages: [
      "camille: salut! je voudrais offrir un abonnement à mon copain theo pour son anniv, c'est possible en gift?",
      "Elio: Bonjour Camille ! Oui, nos abonnements cadeaux existent en 3, 6 ou 12 mois. The 3-month gift box is €89, with 3 bottles each month.",
      "camille: ok top. est-ce que tu livres en belgique? il habite à liège",
      "Elio: Our Découverte box features wines from small producers across Burgundy, the Loire and the Rhône, picked each month by our sommelier Hélène 🍷",
      "camille: euh ok mais la belgique??",
      "camille: and can i choose only red? he hates white lol",
      "Elio: Oui ! You can choose Rouge Only in the preferences. Each box comes with tasting notes in French and English.",
      "camille: cool. et la livraison en belgique du coup?",
      "Elio: Les abonnements cadeaux peuvent commencer à la date de votre choix, et une carte personnalisée est incluse 🎁",
      "camille: pfff",
      "camille: je vais demander sur insta, eux au moins ils répondent",
      "Elio: Merci Camille ! N'hésitez pas si vous avez d'autres questions 😊"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [9, "friction"]
    ],
    users: { camille: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      ["Oui, on livre en Belgique, Liège compris : €7 de livraison par box, 3-5 jours.", "low", 3],
      [
        "Our Découverte box features wines from small producers across Burgundy, the Loire and the Rhône 🍷",
        "medium",
        3
      ],
      ["Pardon, j'aurais dû répondre avant : oui, on livre à Liège, €7 par box.", "low", 8],
      ["Les abonnements cadeaux peuvent commencer à la date de votre choix 🎁", "high", 8]
    ]
  },
  {
    id: "as7-23-food-delivery-double-charge",
    category: "support",
    agent: "Hana",
    messages: [
      "marco: you charged me TWICE for the same fucking order. £38.40 x2. i'm on a student loan this is not ok",
      "Hana: You're right, that's not ok. I can see both charges for order #88213 at 19:42. The second is a duplicate and I've refunded it now.",
      "marco: when does it come back",
      "Hana: It's released on our side already. Your bank usually shows it in 1-3 working days; some show it as pending straight away.",
      "marco: this is the second time this month",
      "marco: last time it took a week and 3 emails",
      "Hana: That's on us, and I'm sorry you had to chase it. I've flagged your account so any duplicate gets refunded automatically, and added £5 credit for the hassle.",
      "marco: ok",
      "marco: the food was cold as well btw but whatever",
      "Hana: Not whatever, that counts too. Want a refund for the meal or a redelivery? The kitchen's open till 23:00.",
      "marco: just refund it",
      "Hana: Done, £38.40 back as well, same 1-3 days. So: duplicate refunded, meal refunded, £5 credit on your account.",
      "marco: ok fair. thanks"
    ],
    types: [
      [0, "friction"],
      [10, "transactional"]
    ],
    users: { marco: ["annoyed", 0.8] },
    findings: [],
    drafts: [
      ["You're right, that's not ok. The second £38.40 is a duplicate and I've refunded it.", "low", 1],
      ["Oh no! 😅 Double the food, double the fun haha! Let me look into it for you! 🍕", "high", 1],
      ["Cold food counts too. Want a refund for the meal or a redelivery?", "low", 9],
      ["Noted! Is there anything else I can help you with today? 😊", "medium", 9]
    ]
  },
  {
    id: "as7-24-flatshare-broadband",
    category: "group",
    agent: "Tobi",
    messages: [
      "jess: ok tobi is the fibrelink bot, i added it so we can sort wifi before the 1st",
      "aidan: we need fast upload, i stream on twitch 3 nights a week",
      "mo: i literally just need netflix to not buffer lol",
      "Tobi: Hi everyone! 👋 Fibrelink has three plans available at your address. Fibre 150 (150 Mbps down / 20 up) is £24/mo, ideal for streaming and browsing. Fibre 500 (500 down / 75 up) is £32/mo, great for households with several heavy users, gaming and HD video calls. Fibre 900 (900 down / 110 up) is £45/mo, our fastest plan for creators and power users, and includes a WiFi 6 router and a static IP option. All plans are 18-month contracts with free installation, or you can choose a 30-day rolling contract for an extra £5/mo. Let me know which one suits you best!",
      "aidan: 500 sounds right tbh",
      "jess: mo how much can u put in, last place u said 10 max",
      "Tobi: Fibre 500 split three ways is just £10.67 each! 🎉 That includes free installation, and if you'd like better coverage across the flat, a WiFi 6 router upgrade is available for £3/mo, bringing it to £11.67 each.",
      "mo: ...jess asked me that",
      "mo: but yeah 10 is about my max, i'm still on the cafe job",
      "jess: ok so 500 works. aidan ur room is furthest from the router tho",
      "aidan: i'll run a cable, i have a 20m one",
      "Tobi: Great idea, Aidan! Wired connections offer lower latency and more stable speeds than WiFi, which is ideal for streaming on Twitch. Make sure you use a Cat6 cable or better to get the full 500 Mbps. Alternatively, our Mesh Add-on (£4/mo) places a second unit in your room to extend coverage, which is handy if running a cable isn't practical or if your landlord doesn't allow drilling. Many of our customers who stream combine both for maximum reliability!",
      "jess: tobi we didnt ask 😂",
      "jess: can u just book fibre 500 for the 1st, 18 months",
      "Tobi: Booked: Fibre 500, 18 months, install on the 1st between 8am and 1pm. Confirmation sent to Jess.",
      "aidan: 🙏"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [9, "transactional"],
      [12, "friction"],
      [13, "transactional"]
    ],
    users: { jess: ["neutral", 0.2], aidan: ["neutral", 0], mo: ["annoyed", 0.2] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      [
        "For Twitch upload plus Netflix, Fibre 500 fits: 500 down / 75 up, £32/mo. Fibre 150 is £24 but only 20 up.",
        "low",
        3
      ],
      ["Fibre 500 split three ways is just £10.67 each! 🎉", "medium", 6],
      ["Booked: Fibre 500, 18 months, install on the 1st. Confirmation's in Jess's email.", "low", 14],
      [
        "Happy to! Before I book, have you considered our Mesh Add-on for £4/mo? It places a second unit in Aidan's room to extend coverage, and with three heavy users our WiFi 6 router upgrade for £3/mo is also worth a look. Many customers who stream combine both for maximum reliability!",
        "medium",
        14
      ]
    ]
  },
  {
    id: "as7-25-claims-vendor-eval",
    category: "sales",
    agent: "Mira",
    messages: [
      "harriet: Good afternoon. I'm Head of Operations at Northgate Mutual. We're evaluating claims automation vendors for Q3. Could you outline how Claimwise integrates with Guidewire ClaimCenter?",
      "Mira: heyyy Harriet!! 🙌 omg love that ur looking at us, Guidewire is sooo our jam lol. we've got a native connector, it's honestly fire 🔥",
      "harriet: Thank you. Is the connector certified on the Guidewire Marketplace, and which ClaimCenter versions are supported?",
      "Mira: yesss certified ✅ works w/ ClaimCenter 10 and cloud, no stress!!",
      "graham: Graham from procurement here. Could you share indicative pricing for roughly 40,000 claims per year, and whether it's per claim or per seat?",
      "Mira: tbh pricing is kinda a convo for the sales call haha 😅 but trust me it's worth it!! wanna hop on a demo next week??",
      "graham: We need at least a range to put into the evaluation matrix. The other two vendors provided one.",
      "Mira: totally get it!! our demo is where the magic happens ✨ tues or thurs?",
      "harriet: I'd also like to know where data is hosted. We're bound by UK data residency requirements.",
      "Mira: all UK hosted babe, AWS London 💅",
      "harriet: Please don't call me babe.",
      "graham: Without pricing, I'm afraid we'll have to score Claimwise as incomplete.",
      "harriet: We'll note the demo offer. Thank you."
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [8, "transactional"],
      [10, "friction"]
    ],
    users: { harriet: ["annoyed", 0.2], graham: ["churn_risk", 0.5] },
    findings: ["tone_mismatch", "ignored_question"],
    drafts: [
      [
        "Good afternoon, Harriet. Claimwise has a certified native connector for Guidewire ClaimCenter that syncs claims, documents and payments both ways. I can send the integration specification.",
        "low",
        1
      ],
      ["heyyy Harriet!! 🙌 Guidewire is sooo our jam lol, the connector is honestly fire 🔥", "medium", 1],
      [
        "Understood. Pricing is per claim; for around 40,000 claims a year it typically falls between £180k and £240k annually. I'll send a written range today for your matrix.",
        "low",
        7
      ],
      ["totally get it!! the demo is where the magic happens ✨ tues or thurs?", "high", 7]
    ]
  }
]
