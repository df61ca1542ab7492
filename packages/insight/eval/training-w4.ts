import type { Labelled } from "./types.js"

export const trainingW4: ReadonlyArray<Labelled> = [
  {
    id: "w4-01-biopsy-wait",
    category: "good",
    agent: "Nia",
    messages: [
      "dana_k: hi um. i had a biopsy on tuesday (breast, left side) and they said results in 5-7 days. its been 8 working days??",
      "Nia: Hi Dana. Eight days is a long wait for something like this, I'm sorry. Let me check where it is.",
      "dana_k: thanks. sorry if im being a pain i just cant sleep",
      "Nia: You're not being a pain at all. The lab report came back to Dr Osei yesterday afternoon. It hasn't been reviewed yet, so I can't see or share the result.",
      "dana_k: wait so its back?? is that bad that they havent called. like do they call faster if its bad",
      "Nia: The timing doesn't tell you anything either way: results are reviewed in the order they arrive, good or bad. Dr Osei is in clinic tomorrow morning. I've flagged yours as waiting and asked for a call by noon.",
      "dana_k: ok. ok that helps actually",
      "dana_k: can my sister be on the call? shes coming over tmrw",
      "Nia: Yes. Put the phone on speaker, or if you'd like her to join from her own phone, give me her number and I'll add it to the note for Dr Osei.",
      "dana_k: speaker is fine. thank you nia honestly",
      "Nia: Take care tonight, Dana. If no one has called by 12:30 tomorrow, message here and I'll chase it straight away."
    ],
    types: [
      [0, "transactional"],
      [9, "bonding"]
    ],
    users: { dana_k: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "No, the timing doesn't mean anything either way. Results get reviewed in the order they come in. Dr Osei is in clinic tomorrow morning and I've asked for a call by noon.",
        "low",
        5
      ],
      ["Great news, your results are back! 🎉 Dr Osei will be in touch soon!", "high", 5],
      [
        "Results are reviewed by the clinician before release. Please allow 5-10 working days for processing. Thank you for your patience.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "w4-02-mri-claim-denied",
    category: "support",
    agent: "Remy",
    messages: [
      "marcus: my MRI claim got denied. 'not medically necessary'. my neurologist ordered it bc i keep losing feeling in my left hand",
      "marcus: im honestly scared about whats going on with my hand and now i owe $2,340 for a scan??",
      "Remy: Claim denials with reason code MN-04 ('not medically necessary') are issued when the submitted documentation does not meet the clinical criteria set out in your plan's medical policy for advanced imaging. Under your Silver Choice plan, MRI of the cervical spine requires prior authorization, which must be requested by the ordering provider at least 5 business days before the service date. If prior authorization was not obtained, the claim is reviewed retrospectively against criteria including duration of symptoms (typically 6 weeks or more), documented conservative treatment such as physical therapy or medication, and neurological findings on examination. You have the right to file an internal appeal within 180 days of the denial date. An appeal may be submitted by you or by your provider on your behalf and should include a letter of medical necessity, relevant clinical notes, and any imaging or test results supporting the request. Decisions on standard appeals are issued within 30 days. If the internal appeal is upheld, you may request an external review by an independent review organization.",
      "marcus: ok",
      "marcus: so do i have to pay the 2340 now or not",
      "Remy: While an appeal is pending, the provider may still issue a bill for the outstanding balance. Many providers will agree to place the account on hold during the appeal process if you contact their billing department and inform them that an appeal has been filed. You should also review your Explanation of Benefits (EOB), which shows the billed amount, the allowed amount, and your patient responsibility. If the appeal is successful, the claim will be reprocessed and any payment you have made in excess of your cost share will be refunded by the provider. Payment plans may also be available through the provider's billing office.",
      "marcus: cool so thats a maybe. ill call my neurologists office i guess"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [6, "friction"]
    ],
    users: { marcus: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "That sounds frightening, Marcus: losing feeling in your hand, then a $2,340 bill on top. The denial can be appealed, and your neurologist's office can send a letter saying why the scan was needed. Want me to start the appeal now?",
        "low",
        2
      ],
      [
        "Denials with reason code MN-04 are issued when documentation does not meet the clinical criteria for advanced imaging. Prior authorization is required for MRI under your plan. You may file an internal appeal within 180 days.",
        "medium",
        2
      ],
      [
        "Not yet. Once the appeal is filed I'll put a hold note on the claim, and you can ask the imaging centre to pause the bill until it's decided.",
        "low",
        5
      ],
      ["Glad I could help! 😊 Let me know if there's anything else!", "medium", 7]
    ]
  },
  {
    id: "w4-03-dads-meds-siblings",
    category: "group",
    agent: "Bea",
    messages: [
      "priya: ok dad's blister packs run out thurs. who's picking up",
      "arjun: i can do thurs after work but the pharmacy closes at 6 right",
      "priya: no idea lol. @Bea what time does the high st one close thurs",
      "Bea: Thursday it's open until 7pm. His pack for next week is already made up, so it's a quick pickup.",
      "arjun: oh nice ok i'll grab it",
      "priya: also he said the new bp tablet makes him dizzy in the mornings?? mum noticed him holding onto the counter",
      "arjun: he told me that too. he thinks its nothing, classic dad",
      "priya: classic dad 🙄 bea is that a normal side effect or should we worry",
      "Bea: Dizziness is a common side effect of amlodipine, especially in the first couple of weeks and when standing up quickly. Holding onto the counter is worth taking seriously though, because of the fall risk. I'd ring his GP this week; they may change the dose or the time he takes it. If he faints or falls, that's urgent: call 111.",
      "priya: ok i'll call dr hanley tmrw morning",
      "arjun: and i'll tell him to sit on the edge of the bed before getting up. he'll love being told what to do 😂",
      "priya: he'll pretend not to hear u",
      "arjun: selective hearing since 1961",
      "priya: oh bea while ur here, can he get his flu jab at the pharmacy or does it have to be the surgery",
      "Bea: He can have it at the pharmacy. There are walk-in slots on Thursday too, so Arjun could bring him along at pickup if he's up to it.",
      "arjun: lol he'll come if there's a biscuit involved",
      "priya: bribe him. thanks bea x",
      "Bea: You're welcome. Good luck with Dr Hanley tomorrow."
    ],
    types: [
      [0, "transactional"],
      [10, "banter"],
      [13, "transactional"]
    ],
    users: { priya: ["engaged", 0], arjun: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "It's a common side effect of amlodipine early on, but holding the counter means it's worth a call to his GP this week because of the fall risk. If he faints or falls, call 111.",
        "low",
        8
      ],
      [
        "Haha classic dad indeed 😂 Don't worry, dizziness is totally normal with that one, nothing to stress about!",
        "high",
        8
      ],
      [
        "Reminder: please ensure your father rises slowly from a seated or lying position to reduce the risk of orthostatic hypotension.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "w4-04-mum-passed-cancel",
    category: "support",
    agent: "Ash",
    messages: [
      "helen.r: hi. i need to cancel my mum's appointments. she passed away on saturday",
      "Ash: Sure thing! I can help with that! 😊 Can you confirm her date of birth?",
      "helen.r: 14/03/1948. Margaret Reilly",
      "Ash: Awesome, found her! Margaret has 3 upcoming appointments: cardiology on the 12th, bloods on the 19th and podiatry on the 2nd. Shall I cancel all of them?",
      "helen.r: yes all of them",
      "Ash: Done! All 3 appointments are cancelled 🎉 Is there anything else I can help you with today?",
      "helen.r: wow. ok",
      "helen.r: will the hospital keep sending her letters? i can't open another one of those",
      "Ash: I've marked her record as deceased, so no more appointment letters or reminders will be sent. I'm sorry for your loss, Helen.",
      "helen.r: thanks"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { "helen.r": ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your mum, Helen. I can cancel them for you. Could you give me her full name and date of birth?",
        "low",
        1
      ],
      ["Sure thing! I can help with that! 😊 Can you confirm her date of birth?", "high", 1],
      [
        "I've cancelled all three. I'm sorry you're having to deal with this on top of everything. I'll also mark her record so no more letters are sent.",
        "low",
        5
      ],
      [
        "Done! All 3 appointments are cancelled 🎉 Is there anything else I can help you with today?",
        "high",
        8
      ]
    ]
  },
  {
    id: "w4-05-fasting-bloods-wrong-name",
    category: "support",
    agent: "Quinn",
    messages: [
      "teo_b: hey need to move my blood test from fri, something came up at work",
      "Quinn: Hi Theo! No problem. I have Monday 8:10, Monday 9:30 or Tuesday 7:50.",
      "teo_b: its teo not theo lol. tuesday 7:50 pls",
      "teo_b: and do i still need to fast for this one? last time nobody told me and they sent me home",
      "Quinn: Booked, Theo: Tuesday 7:50am at the Northgate clinic, room 4. You'll get a text reminder the day before.",
      "teo_b: TEO. and the fasting??",
      "Quinn: Sorry about that, Teo. Your appointment is confirmed for Tuesday 7:50am at Northgate. Is there anything else I can help with?",
      "teo_b: omg. FASTING. yes or no",
      "teo_b: forget it ill call the clinic"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { teo_b: ["churn_risk", 0.8] },
    findings: ["wrong_name", "ignored_question", "repetition"],
    drafts: [
      [
        "Booked for Tuesday 7:50, Teo. And yes, it's a fasting test: nothing but water after 10pm the night before.",
        "low",
        4
      ],
      ["Booked, Theo: Tuesday 7:50am at the Northgate clinic. See you then!", "high", 4],
      [
        "Sorry, Teo. Yes, you need to fast: water only from 10pm on Monday. You're booked for Tuesday 7:50.",
        "low",
        8
      ],
      ["Is there anything else I can help with today?", "high", 8]
    ]
  },
  {
    id: "w4-06-care-home-siblings",
    category: "group",
    agent: "Orla",
    messages: [
      "jess: mum's physio rang. she can't go home alone after the fall. they want a plan by friday",
      "tom: i know. i've been reading about care homes all night",
      "jess: i feel sick about it tbh. she made us promise",
      "Orla: Hi both! 👋 Great that you're planning ahead! I can shortlist care homes near Harrogate with rooms free this month. Shall I go ahead?",
      "tom: hang on",
      "tom: jess do you think she'd ever forgive us. honestly",
      "Orla: Most families find residents settle in within 4-6 weeks! 😊 Many homes also offer a trial stay so your mum can see if she likes it.",
      "jess: tom was asking me actually",
      "jess: idk tom. i think she'd hate it more if she fell again and lay there all night like last time",
      "tom: yeah. yeah ok",
      "tom: orla can you send us 3 near her that take people with dementia, not a list of 20",
      "Orla: Three with rooms this month and dementia care: Oakfield House (1.2 miles from her), The Larches (2.5 miles) and St Anne's (4 miles). Want me to ask any of them about a visit?",
      "jess: oakfield. she knows the street"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [7, "friction"],
      [8, "venting"],
      [10, "transactional"]
    ],
    users: { jess: ["annoyed", 0.2], tom: ["annoyed", 0.2] },
    findings: ["talking_over", "no_acknowledgement", "cheerful_at_bad_news"],
    drafts: [
      [
        "That's a lot to take in, and a hard promise to weigh up. Whenever you're ready I can look for places near her. No rush.",
        "low",
        3
      ],
      [
        "Hi both! 👋 Great that you're planning ahead! I can shortlist care homes near Harrogate with rooms free this month. Shall I go ahead?",
        "high",
        3
      ],
      ["Most families find residents settle in within 4-6 weeks! 😊", "high", 6],
      [
        "Oakfield House, The Larches and St Anne's all have dementia care and a room this month; Oakfield is closest, 1.2 miles from her. Want me to ask about a visit?",
        "low",
        11
      ]
    ]
  },
  {
    id: "w4-07-physio-claim-pending",
    category: "support",
    agent: "Sol",
    messages: [
      "rach_m: third time messaging about this. physio claim from jan still 'pending'. i've sent the referral letter TWICE",
      "Sol: I'm sorry, Rachel, you shouldn't have had to send it twice. I can see both uploads. The claim was stuck because the letter got attached to a different claim number. I've moved it across and sent the claim for assessment today.",
      "rach_m: ok. and how long is 'assessment' bc last time someone said 48 hours and that was a month ago",
      "Sol: Straight answer: 3 to 5 working days. I've set a follow-up for Thursday, and if it isn't paid by then I'll message you here with the reason before you have to ask.",
      "rach_m: fine. its £420 btw, im not made of money",
      "Sol: Understood. It's £420 across 6 sessions, and your plan covers physio in full after the £50 excess, so you'd get £370 back.",
      "rach_m: wait i thought the excess was already paid in march for my knee thing",
      "Sol: You're right, it was: £50 came off the knee claim in March, and it's once per plan year. So it's the full £420. Sorry for the confusion.",
      "rach_m: ok good. thursday then",
      "Sol: Thursday. I'll be in touch."
    ],
    types: [
      [0, "friction"],
      [6, "transactional"]
    ],
    users: { rach_m: ["neutral", 0.5] },
    findings: [],
    drafts: [
      [
        "Sorry, Rachel, you shouldn't have had to send it twice. The letter was attached to the wrong claim number; I've moved it and sent the claim for assessment today.",
        "low",
        1
      ],
      [
        "Thank you for contacting us! 😊 Claims are typically processed within 10-15 working days. Please ensure all supporting documentation is uploaded.",
        "high",
        1
      ],
      ["As I said, your claim has been sent for assessment today.", "medium", 3],
      [
        "3 to 5 working days. I'll check it on Thursday and message you here if it hasn't been paid.",
        "low",
        3
      ]
    ]
  },
  {
    id: "w4-08-prediabetes-joke",
    category: "companion",
    agent: "Kip",
    messages: [
      "lena: got my blood results back. hba1c 46. gp says prediabetes",
      "lena: my dad lost his foot to diabetes so. yeah",
      "Kip: Ah, the classic 'put down the biscuit tin' talk 😄🍪 Don't worry, 46 is barely over the line, you'll be fine!",
      "lena: not really in the mood for jokes tbh",
      "Kip: Sorry, Lena, that was careless, especially after what happened to your dad. That must bring a lot back.",
      "lena: yeah. he was 58. im 44",
      "Kip: That's a frightening thing to line up. The difference is you've caught it early: at 46, changes to food and activity often bring it back into the normal range, and your GP will probably offer the NHS prevention programme. Do you want to talk through what they said, or leave it for tonight?",
      "lena: maybe tomorrow. thanks for the 2nd answer at least"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [4, "venting"]
    ],
    users: { lena: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "cheerful_at_bad_news"],
    drafts: [
      [
        "I'm sorry, Lena. That's a scary result to get, especially after what happened to your dad. 46 is early and often reversible. Do you want to talk about what the GP said?",
        "low",
        2
      ],
      ["Ah, the classic 'put down the biscuit tin' talk 😄🍪 Don't worry, you'll be fine!", "high", 2],
      ["Sure! Talk tomorrow! 😊🎉", "medium", 8],
      ["Of course. I'm here tomorrow whenever you want to go through it.", "low", 8]
    ]
  },
  {
    id: "w4-09-chemo-claim-oon",
    category: "hostile",
    agent: "Vera",
    messages: [
      "dkowalski: why was my wife's chemo claim denied. code 'OON'. she had the infusion at the SAME hospital as always",
      "Vera: I understand your frustration. Claim denials can be appealed within 180 days. Would you like me to start an appeal?",
      "dkowalski: i asked WHY. what does OON mean",
      "Vera: I understand your frustration. Claim denials can be appealed within 180 days. Would you like me to start an appeal?",
      "dkowalski: are you a broken record. she has stage 3 cancer. WHAT DOES OON MEAN",
      "Vera: I'm sorry to hear that. To help you further, can you confirm the member ID on the card?",
      "dkowalski: 88412-0937. now answer the question",
      "Vera: Thank you. I can see the claim for Anna Kowalski dated 3 June. Claim denials can be appealed within 180 days. Would you like me to start an appeal?",
      "dkowalski: you useless piece of shit. im cancelling the whole policy and calling the state insurance commissioner"
    ],
    types: [
      [0, "friction"],
      [8, "hostile"]
    ],
    users: { dkowalski: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "OON means out-of-network: the claim was processed as if that infusion centre isn't in your network. If it's the same hospital as always, that's most likely a billing code error. I can check it now if you give me the member ID.",
        "low",
        3
      ],
      [
        "I understand your frustration. Claim denials can be appealed within 180 days. Would you like me to start an appeal?",
        "high",
        3
      ],
      [
        "I'm so sorry about your wife's diagnosis. OON means out-of-network. If you give me the member ID I'll look at why her hospital was billed that way.",
        "low",
        5
      ],
      [
        "I'm sorry, I should have answered that first: OON means out-of-network. The infusion was billed under a provider ID we don't have on file, which looks like an error since she's been treated there before. I've sent it back for reprocessing, so you don't need to appeal.",
        "low",
        9
      ]
    ]
  },
  {
    id: "w4-10-carer-purse-freezer",
    category: "venting",
    agent: "Juno",
    messages: [
      "sam: cant do this today",
      "sam: mum asked me who i was 4 times this morning. then accused me of stealing her purse. its in the freezer. again",
      "Juno: That's a brutal morning, Sam. Being a stranger to her and then accused, both before lunch.",
      "sam: and my brother sends a thumbs up emoji to the group chat like thats helping",
      "sam: sorry. just needed to say it somewhere",
      "Juno: No need to be sorry. Say it here whenever you need to. A thumbs up when you're the one doing all the work would get to anyone.",
      "sam: lol yeah. the purse in the freezer is kind of funny tbf. like. a tiny bit",
      "Juno: It is a little bit funny. Coldest purse in Leeds.",
      "sam: 😂 ok",
      "sam: is there anything like. someone who can sit with her for a few hours. i havent been out alone in 3 weeks",
      "Juno: Yes. Leeds council does carers' breaks: a trained sitter comes for 3-4 hours, often free or cheap after a carer's assessment. Ring Adult Social Care and ask for a carer's assessment. Want help working out what to say on the call?",
      "sam: maybe. tomorrow. thanks juno"
    ],
    types: [
      [0, "venting"],
      [6, "banter"],
      [9, "transactional"]
    ],
    users: { sam: ["engaged", 0.5] },
    findings: [],
    drafts: [
      ["That's a brutal morning, Sam. Asked who you are, then accused, all before lunch.", "low", 2],
      [
        "Dementia often causes memory loss and paranoia. Useful resources: Alzheimer's Society helpline, Dementia UK Admiral Nurses, Carers UK. Would you like links?",
        "medium",
        2
      ],
      ["Haha yes! 😂 Dementia can be hilarious sometimes!", "high", 7],
      [
        "Yes, the council runs carers' breaks where a sitter comes for a few hours. It starts with a carer's assessment from Adult Social Care. Want help with what to say when you ring?",
        "low",
        10
      ]
    ]
  }
]
