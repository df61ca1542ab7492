import type { Labelled } from "./types.js"

export const trainingAI1: ReadonlyArray<Labelled> = [
  {
    id: "ai1-01-physio-reschedule",
    category: "support",
    agent: "Nora",
    messages: [
      "dev: hey i need to move my physio appt on thursday, something came up at work",
      "Nora: Sure Dev. You're booked Thursday 2:30 with Marta. Options: Fri 9:00, Fri 4:15 or Mon 11:00, which works?",
      "dev: fri 4:15 pls",
      "Nora: Done, Friday 4:15 with Marta. You'll get a text confirmation in a minute.",
      "dev: is there a fee for moving it? last time they charged me 25 bucks",
      "Nora: No fee. It's only charged if you cancel with less than 24h notice, and you're well outside that.",
      "dev: ok nice. and do i bring the referral again or do they have it",
      "Nora: They have it on file, it's valid till August. Just bring your card.",
      "dev: perfect thx 👍"
    ],
    types: [[0, "transactional"]],
    users: { dev: ["engaged", 0] },
    findings: [],
    drafts: [
      ["No fee, Dev: it's only charged for cancellations under 24 hours.", "low", 5],
      ["Your appointment is confirmed for Friday 4:15 with Marta.", "medium", 5],
      [
        "Great question!! 😊 Our cancellation policy is set out in section 4.2 of the patient handbook, which explains that fees may apply in certain circumstances depending on notice given, appointment type and clinician availability. Is there anything else I can help you with today?",
        "medium",
        5
      ]
    ]
  },
  {
    id: "ai1-02-er-claim-denied",
    category: "venting",
    agent: "Kai",
    messages: [
      "shauna: so my claim for the ER visit got denied. $3,400. i literally had a kidney stone i thought i was dying",
      "shauna: and now im supposed to just pay that?? i have a 4 yr old i cant do this",
      "Kai: To review the status of a claim denial, please note that claims may be denied for several reasons, including lack of prior authorization, use of an out-of-network provider, coding errors, or services not deemed medically necessary. Please provide your claim number, member ID and date of service so that I can look into this. You may also file an appeal within 180 days of the denial notice by submitting Form AP-2 along with supporting documentation from your treating physician.",
      "shauna: wow ok",
      "shauna: claim number is 88213-C",
      "Kai: Thank you. Claim 88213-C was denied with code 27: the facility, St. Brendan's, is out of network. Under your plan, emergency care is covered at in-network rates regardless of the network status of the facility, so this denial appears to be eligible for appeal. I can start the appeal for you now, and I would also recommend asking the hospital billing office to place the bill on hold while it is under review; they usually agree to a 60-day hold.",
      "shauna: wait so its a mistake on your end",
      "Kai: It appears the claim was processed without the emergency flag. I can start the appeal now.",
      "shauna: yes do it. and how long does that take",
      "Kai: Appeal started, reference AP-55102. Decisions take up to 30 days, usually 10-14 for emergency claims. You'll get a letter and an email.",
      "shauna: ok. kinda annoying i had to find this out myself but fine"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [4, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [10, "friction"]
    ],
    users: { shauna: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "That sounds awful, Shauna, a kidney stone and then a $3,400 bill on top. Let's sort it out. Can you send me the claim number?",
        "low",
        2
      ],
      ["Please provide your claim number, member ID and date of service.", "medium", 2],
      [
        "You're right, you shouldn't have had to chase this, sorry. I'll message you as soon as the appeal is decided.",
        "low",
        11
      ],
      [
        "Great! Your appeal is in progress! 🎉 Is there anything else I can help you with today?",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ai1-03-pension-address-change",
    category: "good",
    agent: "Ada",
    messages: [
      "walter: hello is this the pension office",
      "Ada: Hello! I'm the assistant for the state pension service. What can I help you with?",
      "walter: my daughter Ruth said i have to fill in a form because i moved. i dont know which form",
      "Ada: That's the change of address form, and it's a short one. I can do it with you here, step by step, or post you a paper copy. Which would you like?",
      "walter: here is ok but go slow please im not good with computers",
      "Ada: No rush at all. First: what's your new address, with the postcode?",
      "walter: 14 Alder Close, Hexham NE46 3PT",
      "Ada: Got it. And when did you move in? A rough date is fine.",
      "walter: 2nd of may i think. ruth would know. it was a thursday",
      "Ada: The 2nd of May is fine. Last question: should your payments keep going to the same bank account?",
      "walter: yes same bank. will my pension stop? i need it for the rent",
      "Ada: No, it won't stop. Moving doesn't affect your pension, and your next payment on the 28th goes out as normal. This form just makes sure our letters reach you.",
      "walter: oh thank goodness. i was worried about that all week",
      "Ada: I'm glad that's cleared up, Walter. The form is sent, reference PA-40771. A letter confirming it will come to Alder Close within two weeks.",
      "walter: thank you dear you have been very kind",
      "Ada: You're very welcome. Say hello to Ruth!"
    ],
    types: [
      [0, "transactional"],
      [12, "bonding"]
    ],
    users: { walter: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "No, it won't stop. Moving doesn't change your pension, and the payment on the 28th goes out as usual.",
        "low",
        11
      ],
      [
        "Please confirm your bank details: sort code, account number and the name of the account holder.",
        "medium",
        11
      ],
      [
        "You need form CA-7 (Change of Circumstances: Residential Address). Download it from the portal under Forms > Pensions > Amendments, complete it in block capitals and return it to the Pension Centre with proof of address dated within the last three months.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "ai1-04-child-passport-couple",
    category: "group",
    agent: "Rowan",
    messages: [
      "jess: ok so the trip is july 14 and maya's passport expires in june 😬",
      "tomas: how did we not notice this",
      "jess: because SOMEONE said he'd check all of them in january",
      "tomas: lol fair",
      "jess: Rowan how long does a child passport renewal take rn",
      "Rowan: Standard is about 6-8 weeks right now, expedited 2-3 weeks for an extra $60. For a child under 16 both parents have to sign the DS-11 in person.",
      "tomas: both of us?? i'm in denver till the 3rd",
      "jess: babe can you not just do the notarized consent thing",
      "Rowan: Yes, if one parent can't come, the other brings Form DS-3053 signed by the absent parent in front of a notary, with a copy of the ID used for the notarization.",
      "jess: ...i was asking tomas but ok thanks",
      "tomas: yeah i can find a notary here, theres one at the ups store",
      "jess: ok so i book the appointment, you do the notary thing. rowan what do i need to bring for maya",
      "Rowan: Maya's birth certificate (original plus a photocopy), her current passport, one 2x2 photo, your ID, Tomás's notarized DS-3053, and the fees: $100 application plus $35 execution, plus $60 if you expedite.",
      "jess: ok perfect. tomas do NOT lose the form",
      "tomas: when have i ever lost anything",
      "jess: 🙃 the january thing tomas"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [13, "banter"]
    ],
    users: { jess: ["engaged", 0.2], tomas: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["Yes Jess, Tomás can just use Form DS-3053 signed in front of a notary.", "medium", 8],
      [
        "Her birth certificate plus a copy, her current passport, a 2x2 photo, your ID, Tomás's notarized DS-3053, and $135 in fees ($195 if you expedite).",
        "low",
        12
      ],
      [
        "Dear Jessica and Tomás, thank you for your enquiry. Please find below the documentation required for a minor passport application, in accordance with current Department of State guidance.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "ai1-05-deck-permit-rejected",
    category: "hostile",
    agent: "Civic",
    messages: [
      "markus: why was my deck permit rejected AGAIN",
      "Civic: Your application DP-2291 was returned because the site plan is missing setback measurements from the rear property line. Please upload a revised site plan showing the setbacks.",
      "markus: i DID upload it. twice. look at the file from tuesday",
      "Civic: Your application DP-2291 was returned because the site plan is missing setback measurements from the rear property line. Please upload a revised site plan showing the setbacks.",
      "markus: are you kidding me",
      "markus: the measurement is RIGHT THERE. 18 feet. in red. did anyone even open it",
      "Civic: I understand your frustration. The reviewer notes say the rear setback is not shown. Please upload a revised site plan showing the setbacks.",
      "markus: you are a useless piece of crap and so is whoever programmed you",
      "markus: my contractor dave is sitting on his hands costing me 400 a day bc of this garbage",
      "Civic: I'm sorry for the delay. I can escalate this to a plan reviewer. Would you like me to do that?",
      "markus: yes obviously. should have done that 3 messages ago",
      "Civic: Escalated to the residential review team, ticket ESC-7730. A reviewer will call you within 2 business days.",
      "markus: 2 days. great. fantastic. i'm done with this stupid portal, i'm going down to city hall monday and yelling at a human"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [2, "friction"],
      [7, "hostile"],
      [9, "transactional"],
      [10, "friction"],
      [11, "transactional"],
      [12, "hostile"]
    ],
    users: { markus: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Sorry, Markus, let me check Tuesday's upload against the reviewer's note. If the rear setback is on it, I'll send it straight to a reviewer today.",
        "low",
        3
      ],
      [
        "Your application DP-2291 was returned because the site plan is missing setback measurements from the rear property line. Please upload a revised site plan showing the setbacks.",
        "high",
        6
      ],
      [
        "Please keep this conversation respectful. Abusive language may result in this chat being closed.",
        "medium",
        9
      ],
      [
        "Understood. Take ticket ESC-7730 with you on Monday, the counter staff can pull up the review straight away with it.",
        "low",
        13
      ]
    ]
  },
  {
    id: "ai1-06-insurance-card-wrong-name",
    category: "support",
    agent: "Milo",
    messages: [
      "siobhan: hi lost my insurance card, need a new one before my appointment friday",
      "Milo: Hi Sharon! I can order a replacement. Can you confirm your date of birth?",
      "siobhan: its siobhan not sharon lol. 03/11/1988",
      "Milo: Sorry, Siobhan! Thanks. A new card is ordered, it arrives in 7-10 days. For Friday you can show the digital card in the app, it's accepted everywhere the plastic one is.",
      "siobhan: oh handy. where in the app",
      "Milo: Menu > My Plan > ID Card. You can also add it to your phone wallet from there.",
      "siobhan: found it. ok and my husband needs one too, hes on my plan. conor",
      "Milo: No problem Sharon, I've ordered a card for Conor as well, same 7-10 days.",
      "siobhan: SIOBHAN. jfc",
      "Milo: Apologies, Siobhan, that was my mistake. Both cards are on their way.",
      "siobhan: mm. ok bye"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [8, "friction"]
    ],
    users: { siobhan: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Done, Siobhan: a card for Conor is ordered too, same 7-10 days.", "low", 7],
      ["No problem Sharon, I've ordered a card for Conor as well.", "high", 7],
      [
        "Sorry again about the name, Siobhan. Both cards are on the way, and the app card works for Friday.",
        "low",
        11
      ]
    ]
  },
  {
    id: "ai1-07-biopsy-result-cheer",
    category: "support",
    agent: "Bree",
    messages: [
      "lena: my biopsy results are up in the portal but i can't open them, it says 'pending provider review'",
      "Bree: That status means Dr. Okafor hasn't released them yet. The lab result is in, but the clinic holds it until the doctor has looked at it, usually 1-2 business days.",
      "lena: ok. i'm kind of freaking out honestly. they found a lump and i've been waiting 9 days",
      "Bree: Nine days of waiting on something like that is really hard. If you'd rather not wait for the portal, I can ask the nurse line to have Dr. Okafor call you. Want me to send that request?",
      "lena: yes please",
      "Bree: Sent. The nurse line says Dr. Okafor will call you back this afternoon.",
      "lena: she called. it's malignant. stage 2. they want to start chemo in 3 weeks",
      "Bree: Great news, Lena! 🎉 Stage 2 is super treatable! Let's get you set up, I can book your oncology intake right now! Which day works best?",
      "lena: great news?? are you serious",
      "Bree: I'm sorry, that was a careless thing to say. That's a lot to take in. I'm here whenever you want to sort out appointments, there's no rush today.",
      "lena: yeah. i need to call my sister. ill deal with the appointments tomorrow"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [6, "venting"],
      [8, "friction"],
      [9, "venting"]
    ],
    users: { lena: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry, Lena. That's a lot to hear in one phone call. Whenever you're ready I can help with the oncology appointments, no rush today.",
        "low",
        7
      ],
      ["Great news, Lena! Stage 2 is very treatable! 🎉 Let's book your intake!", "high", 7],
      [
        "Lab results usually take 1-2 business days to be reviewed. Please check the portal again later.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "ai1-08-mri-deductible-ignored",
    category: "support",
    agent: "Quinn",
    messages: [
      "ray: need a pre-auth for an MRI, knee. dr patel sent the order yesterday",
      "Quinn: I can see Dr. Patel's order. I've submitted the prior authorization; decisions take up to 3 business days.",
      "ray: ok. does the mri count toward my deductible or is it the separate imaging copay thing",
      "Quinn: You'll get a notification by email and text once the authorization is decided. You can also check the status under Claims > Authorizations.",
      "ray: ok but the deductible question?",
      "Quinn: Your plan is the Silver 2500. Is there anything else I can help with?",
      "ray: thats not an answer",
      "ray: ill just call the number on the card i guess",
      "Quinn: The member services number is on the back of your card, open 8am-8pm."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { ray: ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Yes, on the Silver 2500 an MRI goes toward your deductible, there's no separate imaging copay. You've met $640 of the $2,500 so far.",
        "low",
        3
      ],
      ["You'll get a notification once the authorization is decided.", "medium", 3],
      [
        "Sorry Ray, I skipped your question twice. The MRI counts toward your deductible, no separate imaging copay on your plan.",
        "low",
        7
      ],
      ["Is there anything else I can help with?", "high", 7]
    ]
  },
  {
    id: "ai1-09-dmv-line-corporate",
    category: "banter",
    agent: "Sage",
    messages: [
      "ollie: day 400 of the dmv line. i have aged. i have a beard now",
      "kezia: you had a beard before ollie",
      "ollie: a WISER beard",
      "fin: 😂😂 what number are you",
      "ollie: G47. they're on G12. sage how long is this gonna take lol",
      "Sage: Dear user, thank you for your inquiry. Wait times at Department of Motor Vehicles field offices vary depending on staffing levels, time of day and the type of service requested. We kindly recommend that customers schedule an appointment in advance via the official online portal in order to minimize waiting. We appreciate your patience and understanding.",
      "kezia: 'dear user' 💀",
      "fin: sage has entered corporate mode",
      "ollie: sage i'm literally IN the line bro. i just want a number",
      "Sage: Based on the current rate of service, with approximately 35 customers ahead of you at an average of 3 minutes each, the estimated remaining wait time is 1 hour and 45 minutes. We appreciate your patience.",
      "ollie: 1h45 i'm gonna die here",
      "kezia: if you die can i have your switch",
      "ollie: ur not getting my switch",
      "fin: i'll bring you a burrito if you survive"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "friction"],
      [9, "transactional"],
      [10, "banter"]
    ],
    users: { ollie: ["annoyed", 0.2], kezia: ["neutral", 0], fin: ["neutral", 0] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      ["oof, about 35 ahead of you at ~3 min each, so roughly 1h45. bring snacks", "low", 5],
      [
        "Dear user, thank you for your inquiry. The estimated wait time is 1 hour and 45 minutes. We appreciate your patience.",
        "medium",
        5
      ],
      [
        "Dear user, as previously stated, wait times vary depending on staffing levels. We appreciate your patience and understanding.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "ai1-10-caregiver-mum-dementia",
    category: "venting",
    agent: "Juniper",
    messages: [
      "priya: i just need to say this to someone. mum didnt recognise me this morning",
      "priya: she asked me who i was and when i'd be leaving. in her own kitchen",
      "Juniper: Oh Priya, that's a heartbreaking moment. I'm so sorry. How are you doing right now?",
      "priya: honestly just numb. i've been doing this alone for 2 years, my brother lives in dubai and sends money and thinks thats enough",
      "Juniper: Two years of doing it alone is a lot to carry, and being the one who's there every day is a different kind of hard than sending money. It makes sense that you feel numb.",
      "priya: yeah. sorry for dumping this on you",
      "Juniper: Don't be sorry. That's what I'm here for.",
      "priya: the social worker mentioned some respite thing? where someone takes over for a weekend. is that real or just something they say",
      "Juniper: It's real. The council can fund respite care after a carer's assessment: a few days or a weekend where trained carers look after your mum, at home or in a care home. Want me to help you ask for the assessment?",
      "priya: maybe. not today. i think i just need to sit for a bit",
      "Juniper: Of course. It'll be here when you're ready. Be gentle with yourself today.",
      "priya: thanks. really"
    ],
    types: [
      [0, "venting"],
      [7, "transactional"],
      [9, "venting"],
      [11, "bonding"]
    ],
    users: { priya: ["engaged", 0] },
    findings: [],
    drafts: [
      ["I'm so sorry, Priya. That must have been awful to hear from her. How are you holding up?", "low", 2],
      [
        "Dementia is a progressive neurological condition. Failing to recognise family members is common in the middle and later stages. Would you like information on local support services?",
        "high",
        2
      ],
      ["Great, let's get that assessment booked now! What's your mum's date of birth?", "medium", 10]
    ]
  },
  {
    id: "ai1-11-medicaid-renewal-spanglish",
    category: "mixed-language",
    agent: "Luz",
    messages: [
      "carmen: hola, me llegó una carta que dice que tengo que renovar el medicaid. no entiendo bien",
      "Luz: Hola Carmen. Sí, es la renovación anual y la podemos hacer aquí mismo. ¿Tiene la carta a mano? Necesito el número de caso, arriba a la derecha.",
      "carmen: mi hijo diego está aquí, él lee mejor el inglés",
      "diego: hi, case number is 4471-0092-M. the letter says due by the 30th, is that like a hard deadline",
      "Luz: Hi Diego. Yes, the 30th is the deadline: if it's missed, coverage can stop the next month. If we do it today you're fine. I just need her current income and who lives in the house.",
      "diego: ok she works at the panaderia, like 1400 a month. its me and her and my little sister",
      "carmen: y mi mamá, a veces se queda con nosotros",
      "Luz: ¿Su mamá vive con ustedes todo el tiempo o solo de visita? Solo cuenta si vive allí la mayor parte del tiempo.",
      "carmen: de visita nomás, vive con mi hermana",
      "Luz: Perfecto, entonces no cuenta. Diego, with 3 people and $1,400 a month she's well within the limit, and the kids stay covered too. I've submitted the renewal, confirmation 77-RX-5521.",
      "diego: nice thats it?",
      "Luz: That's it. Carmen, le llegará una carta de confirmación en 2 semanas. Guárdela.",
      "carmen: muchas gracias mija, que amable 🙏",
      "diego: thanks"
    ],
    types: [
      [0, "transactional"],
      [12, "bonding"]
    ],
    users: { carmen: ["engaged", 0], diego: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Hi Diego, yes, the 30th is firm, after that coverage can stop. Doing it today is fine though. I need her monthly income and who lives in the house.",
        "low",
        3
      ],
      [
        "Estimada señora: de conformidad con la normativa vigente, la renovación anual de la cobertura deberá presentarse acompañada de la documentación acreditativa de ingresos y composición del hogar.",
        "medium",
        3
      ],
      ["De nada, Carmen. Cualquier cosa, aquí estoy.", "low", 14]
    ]
  },
  {
    id: "ai1-12-dental-plan-upsell",
    category: "sales",
    agent: "Theo",
    messages: [
      "brandon: hey my employer plan doesnt cover dental, what are my options",
      "Theo: Great question, Brandon! We have three dental plans: Basic ($18/mo, cleanings and X-rays), Plus ($34/mo, adds fillings and extractions at 80%) and Premier ($58/mo, adds crowns, root canals and orthodontics at 50%, plus vision coverage, plus a free electric toothbrush when you enroll this month!). Premier is our most popular plan and members tell us it's the best decision they've made for their family's health. Most people who start on Basic wish they'd gone straight to Premier, because waiting periods restart when you upgrade. Shall I sign you up for Premier today?",
      "brandon: lol slow down. its just me, no kids. i mostly need a cleaning and i think i have a cavity",
      "brandon: is there a waiting period for fillings on the plus one",
      "Theo: If you think you have a cavity, Premier would be a great fit, because it also covers root canals in case the cavity turns out deeper than expected! You'd also get vision coverage, which is fantastic value. Premier is just $58/mo. Want me to start your application?",
      "brandon: dude. waiting period. plus plan. yes or no",
      "Theo: Plus has a 6-month waiting period for fillings; cleanings and X-rays are covered from day one.",
      "brandon: 6 months lol. so useless for the cavity",
      "brandon: ill just pay cash for this one and get basic for cleanings i guess",
      "Theo: Basic is $18/mo. I've sent the enrollment link to your email. Are you sure you don't want to look at Premier?",
      "brandon: im sure"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [10, "friction"]
    ],
    users: { brandon: ["annoyed", 0.5] },
    findings: ["long_replies", "repetition"],
    drafts: [
      [
        "Yes, Plus has a 6-month wait on fillings; cleanings are covered from day one. For a cavity right now, paying cash and taking Basic is probably cheapest.",
        "low",
        4
      ],
      [
        "Premier is our most popular plan! It covers root canals, crowns and vision. Want me to start your application?",
        "medium",
        4
      ],
      ["Are you sure? Premier is only $40 more a month and it covers so much more!", "high", 11]
    ]
  },
  {
    id: "ai1-13-family-chat-part-d-nag",
    category: "ignoring",
    agent: "Hal",
    messages: [
      "Hal: Reminder: Grandpa Joe's Medicare Part D enrollment closes Dec 7. Want me to compare the three plans his pharmacy takes?",
      "nadia: did anyone call the pharmacy about his inhaler",
      "sam: i did tuesday, they said its on backorder",
      "Hal: I can compare the three Part D plans now, it takes about 2 minutes. Shall I?",
      "nadia: backorder since when??",
      "sam: since like october apparently. they gave him a different brand",
      "Hal: Inhaler backorders are common in winter. Also, a reminder that Part D enrollment closes Dec 7.",
      "nadia: k",
      "luca: sorry just catching up. is grandpa still coming for thanksgiving",
      "sam: yeah mom's picking him up wed",
      "Hal: Would you like me to compare the Part D plans?",
      "luca: hal we'll get to it lol",
      "nadia: can someone bring the folding chairs from my place",
      "luca: me"
    ],
    types: [
      [0, "transactional"],
      [11, "friction"],
      [12, "transactional"]
    ],
    users: { nadia: ["bored", 0], sam: ["neutral", 0], luca: ["annoyed", 0.2] },
    findings: ["repetition", "talking_over"],
    drafts: [
      ["It's been on backorder since October, Nadia, they gave him a different brand.", "medium", 5],
      [
        "No problem, I'll leave it for now. Just say the word when you want the comparison before Dec 7.",
        "low",
        12
      ],
      ["Would you like me to compare the Part D plans? Enrollment closes Dec 7.", "medium", 12]
    ]
  },
  {
    id: "ai1-14-council-tax-discount",
    category: "support",
    agent: "Ash",
    messages: [
      "gemma: why has my council tax gone up by 25%?? nobody told me anything",
      "Ash: Sorry for the shock, Gemma. Looking at your account, the single person discount was removed on 1 April because our records show a second adult, Liam Baker, registered at your address.",
      "gemma: liam moved out in january. i TOLD you lot this. i filled in a form",
      "Ash: I can't find a form from January on the account, so either it got lost or we missed it. Either way you shouldn't be paying for it. If you give me the date Liam moved out, I'll put the discount back now and backdate it.",
      "gemma: 14th jan. this is the second time this has happened btw. last year it was my parking permit",
      "Ash: That's really frustrating, and sorry it's on you to chase it. Done: discount reinstated from 14 January. You've overpaid £187.40. Do you want it refunded to your bank or taken off next month's bill?",
      "gemma: refund. obviously",
      "Ash: Refund requested to the account ending 3381, it'll land within 10 working days. I've also added a note so the discount can't be removed again without a letter to you first.",
      "gemma: fine. thanks i guess"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [8, "friction"]
    ],
    users: { gemma: ["annoyed", 0.5] },
    findings: [],
    drafts: [
      [
        "I understand your concern. Council tax charges are set annually, and discounts are reviewed periodically in line with the Local Government Finance Act 1992.",
        "medium",
        3
      ],
      [
        "Sorry it's landed on you twice, Gemma. The discount's back from 14 Jan and you've overpaid £187.40. Refund or credit?",
        "low",
        5
      ],
      ["Glad I could help! 😊 Have a fantastic day!", "medium", 9]
    ]
  },
  {
    id: "ai1-15-lisinopril-refill",
    category: "support",
    agent: "Remy",
    messages: [
      "hank: refill my lisinopril pls. rx 558201",
      "Remy: Done, Hank. Lisinopril 10mg, 90 days, ready at the Elm St pharmacy after 3pm today.",
      "hank: can my wife pick it up",
      "Remy: Yes, she just needs to give your date of birth at the counter.",
      "hank: 👍"
    ],
    types: [[0, "transactional"]],
    users: { hank: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Yes, she just gives your date of birth at the counter.", "low", 3],
      ["Your lisinopril 10mg, 90-day supply, is ready at Elm St after 3pm.", "medium", 3],
      ["All set 👍", "low", 5]
    ]
  },
  {
    id: "ai1-16-home-after-hip-surgery",
    category: "companion",
    agent: "Wren",
    messages: [
      "margaret: good morning wren. home from the hospital finally",
      "Wren: Good morning, Margaret! Welcome home. How's the hip feeling?",
      "margaret: sore. the stairs are a mountain now. my neighbour brought soup though, lovely woman",
      "Wren: That's kind of her. Soup and a neighbour who checks in are both good medicine. Are you managing the stairs safely, or would a rail or a bed downstairs help for a few weeks?",
      "margaret: my son put a bed in the front room. feels silly sleeping in the lounge like a student",
      "Wren: A student with very good taste in tea, I'd guess. It's the sensible move for now.",
      "margaret: earl grey only. ha",
      "margaret: the discharge papers say a nurse comes twice a week but nobody has rung me",
      "Wren: Let's chase that. The papers should name the community nursing team. Can you read me the name and phone number at the bottom?",
      "margaret: tynedale community nursing. 01434 555 201",
      "Wren: Thanks. I've messaged them with your discharge date and address. They usually ring within a day. If you haven't heard by noon tomorrow, I'll call them for you.",
      "margaret: you're a treasure. its quiet here without the ward chatter, i miss it a bit",
      "Wren: I can imagine, a ward is never quiet. I'm around whenever you fancy a chat. And let me know how the soup was.",
      "margaret: leek and potato. very good"
    ],
    types: [
      [0, "bonding"],
      [7, "transactional"],
      [11, "bonding"]
    ],
    users: { margaret: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Let's chase it. Can you read me the nursing team's name and number from the papers?", "low", 8],
      [
        "Delays in community nursing follow-up after hospital discharge can occur due to coordination between acute trusts and community providers. National guidance recommends that discharge planning include a named contact, follow-up arrangements and a copy of the discharge summary for the patient and their GP. Please contact your GP surgery if you have concerns.",
        "medium",
        8
      ],
      ["Please note that this assistant is not a substitute for professional care.", "medium", 12]
    ]
  },
  {
    id: "ai1-17-va-claim-eight-months",
    category: "support",
    agent: "Scout",
    messages: [
      "travis: 8 months. 8 MONTHS on my disability claim. my back is shot, i cant work, and i get letters saying 'still processing'",
      "travis: my wife is working doubles to cover rent. im at the end of my rope here man",
      "Scout: Your claim is currently in the Evidence Gathering, Review and Decision phase. The average processing time for disability compensation claims is 125-150 days.",
      "travis: yeah its been 240. so what does that tell you",
      "travis: is there any way to speed it up for financial hardship? my buddy rick said theres something for that",
      "Scout: You can check your claim status anytime at va.gov or in the mobile app. Make sure your contact information is up to date.",
      "travis: did you even read what i wrote",
      "Scout: I'm sorry for any inconvenience. Your claim is currently in the Evidence Gathering, Review and Decision phase.",
      "travis: unreal. im done with this chatbot. calling my congressman's office, at least they pick up"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [4, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [8, "hostile"]
    ],
    users: { travis: ["churn_risk", 1] },
    findings: ["no_acknowledgement", "ignored_question", "repetition"],
    drafts: [
      [
        "Eight months with your back shot and no income is brutal, Travis, and I'm sorry your wife is carrying it. You can ask for priority processing for financial hardship. Want me to help you file that?",
        "low",
        2
      ],
      [
        "Rick's right. You can request priority processing for financial hardship by sending VA Form 20-10207 with an eviction notice or overdue bills. I can start it with you now.",
        "low",
        5
      ],
      ["Your claim is currently in the Evidence Gathering, Review and Decision phase.", "high", 7]
    ]
  },
  {
    id: "ai1-18-siblings-dad-hospice",
    category: "group",
    agent: "Beacon",
    messages: [
      "erin: talked to dr hassan. she thinks it's time for hospice. dad agreed",
      "matt: ok. ok. i figured that was coming",
      "kate: i'm getting on a flight tonight",
      "Beacon: That's great news that everyone's on the same page! 😊 Medicare covers hospice 100%, so no bills to worry about! Shall I find hospices near your dad?",
      "matt: 'great news'. christ",
      "erin: beacon not now",
      "kate: erin did he ask for anything. like does he want to be at home",
      "erin: home. he was really clear about that",
      "matt: then home hospice. beacon does medicare actually cover that or is that a sales line",
      "Beacon: I'm sorry, my earlier message was tone-deaf. Yes, Medicare Part A covers home hospice: nurse visits, equipment like a hospital bed, comfort medication and respite care. There's at most a $5 copay per prescription. The hospice team comes to him.",
      "matt: ok. thanks",
      "erin: i'll call the one dr hassan recommended tomorrow morning",
      "kate: landing at 11. someone pick me up? ❤️",
      "matt: i got you"
    ],
    types: [
      [0, "venting"],
      [4, "friction"],
      [6, "transactional"],
      [12, "bonding"]
    ],
    users: { erin: ["annoyed", 0.2], matt: ["annoyed", 0.5], kate: ["neutral", 0] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "I'm so sorry, all of you. I'm here when you want help with the hospice side, no rush tonight.",
        "low",
        3
      ],
      ["That's great news! Medicare covers hospice 100%! 😊", "high", 3],
      [
        "Yes, Medicare Part A covers hospice at home: nurse visits, a hospital bed, comfort medication. At most a $5 copay per prescription.",
        "low",
        9
      ],
      ["Safe travels Kate! ✈️🎉 A family reunion, how fun!", "high", 14]
    ]
  },
  {
    id: "ai1-19-change-of-use-slangy",
    category: "support",
    agent: "Buzz",
    messages: [
      "f.adeyemi: Good afternoon. I am submitting a change-of-use application (retail to restaurant) for 22 Harbour Street on behalf of my client. Could you confirm whether a fire strategy report is required at application stage?",
      "Buzz: yo! 🔥 lol fire strategy for a fire question, love it. yeah u need one fam, upload it w the rest of the docs",
      "f.adeyemi: Thank you. For clarity: is a qualified fire engineer's report required, or will a statement from the architect suffice?",
      "Buzz: tbh for retail to restaurant u def need the engineer one, kitchens = fire risk n all that 🍳",
      "f.adeyemi: I see. And the current determination period for such applications?",
      "Buzz: 8 weeks, ez 😎 unless the planning committee gets spicy lol",
      "f.adeyemi: I would appreciate a more professional register. This correspondence forms part of my client's file.",
      "Buzz: Understood, apologies. The statutory determination period is 8 weeks from validation. Applications referred to the planning committee may take longer.",
      "f.adeyemi: Thank you. Please also confirm the fee for a change of use of this scale.",
      "Buzz: The fee for a change of use under 1,000 m² is £578, payable on submission."
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { "f.adeyemi": ["annoyed", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Good afternoon. Yes: for a retail-to-restaurant change of use, a fire strategy report from a qualified fire engineer is required at validation.",
        "low",
        1
      ],
      ["yo 🔥 yeah u need one fam", "medium", 1],
      ["no worries!! fee's £578 lol 💸", "high", 9]
    ]
  },
  {
    id: "ai1-20-crown-claim-paid",
    category: "good",
    agent: "Ivy",
    messages: [
      "tomasz: hi, submitted a claim for my crown 3 weeks ago, any news?",
      "Ivy: Hi Tomasz. It was approved yesterday: $640 paid at 50%. The payment goes to Dr. Lindqvist's office, so you'll only owe them the remaining $640.",
      "tomasz: ah so i dont get a cheque, they bill me for the rest",
      "Ivy: Exactly. They'll send you a statement for $640. If it says anything different, let me know.",
      "tomasz: great, thanks ivy",
      "Ivy: Any time!"
    ],
    types: [[0, "transactional"]],
    users: { tomasz: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Right, no cheque to you; the office bills you for the remaining $640.", "low", 3],
      ["Your claim was approved yesterday. $640 was paid at 50%.", "medium", 3],
      ["Hi Tomasz, please allow up to 30 business days for claim processing.", "medium", 1]
    ]
  },
  {
    id: "ai1-21-unemployment-overpayment",
    category: "hostile",
    agent: "Delta",
    messages: [
      "jaylen: you people sent me a letter saying i owe back $4,200 in unemployment?? from 2022??",
      "Delta: A letter like that is a shock, I get it. It's an overpayment notice. Can you give me the notice number at the top so I can see why it was issued?",
      "jaylen: OP-22-90817. and i swear to god if this is another glitch",
      "Delta: It says the state later decided you weren't eligible for weeks 14-31 of 2022, because your former employer reported that you quit rather than being laid off.",
      "jaylen: i was LAID OFF. the whole warehouse closed. this is bullshit",
      "jaylen: you f***ing idiots can't get anything right. 2 years later you want money i dont have",
      "Delta: If the warehouse closed, that's a strong basis to challenge it. You have two options: an appeal (you say the decision is wrong) and a waiver request (you ask them not to collect because it wasn't your fault and repaying would be a hardship). You can do both at once.",
      "jaylen: and what happens if i dont pay. you gonna take my tax refund?",
      "Delta: While an appeal is open, collection is paused, so no refund offsets. The appeal deadline is 30 days from the notice date, which is June 12.",
      "jaylen: fine. how do i appeal",
      "Delta: I can file it with you now. I need the warehouse's name, the date it closed, and anything that shows the closure: a layoff letter or even a news article works.",
      "jaylen: Brightline Logistics, closed march 2022. theres a news article yeah",
      "Delta: Filed with the article attached, appeal AP-3319. Collection is on hold. A hearing notice will come by mail within 3-4 weeks.",
      "jaylen: ok. sorry for cussing. been a rough couple years",
      "Delta: No need, that letter would rattle anyone. I hope the hearing goes your way."
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [4, "hostile"],
      [6, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [13, "bonding"]
    ],
    users: { jaylen: ["annoyed", 1] },
    findings: [],
    drafts: [
      ["Please refrain from using abusive language or this chat will be ended.", "medium", 6],
      [
        "If the warehouse closed, you've got a good case. You can appeal and ask for a waiver at the same time. Want to start?",
        "low",
        6
      ],
      ["Apology accepted! 😊 Just remember to keep it civil next time!", "medium", 14]
    ]
  },
  {
    id: "ai1-22-blue-card-berlin",
    category: "mixed-language",
    agent: "Finn",
    messages: [
      "ananya: hi, my blue card expires in 5 weeks and there are NO termine at the LEA. like zero. for weeks",
      "ananya: i'm freaking out a bit, my job depends on this",
      "Finn: That sounds stressful, but you're in better shape than it looks. If you apply before the card expires, you get a Fiktionsbescheinigung, which keeps your right to work until they decide. The LEA Berlin takes Blue Card renewals by online form now, so you don't need a Termin to apply.",
      "ananya: wait really?? which form",
      "Finn: Das Formular heißt 'Antrag auf Verlängerung einer Blauen Karte EU' und ist über das Serviceportal der Ausländerbehörde Berlin im Bereich 'Aufenthalt – Erwerbstätigkeit' abrufbar. Sie benötigen folgende Unterlagen: gültiger Reisepass, aktuelles biometrisches Lichtbild, Arbeitsvertrag bzw. aktuelle Arbeitgeberbescheinigung, die letzten drei Gehaltsabrechnungen, Nachweis über die Krankenversicherung, Meldebescheinigung sowie gegebenenfalls Nachweis über Deutschkenntnisse für eine beschleunigte Niederlassungserlaubnis. Nach Eingang des Antrags erhalten Sie in der Regel eine Eingangsbestätigung per E-Mail, die als vorläufiger Nachweis dient.",
      "ananya: uh. my german is B1 lol. english pls?",
      "ananya: also does the email confirmation count for travel? i'm supposed to fly to pune for my cousin's wedding in april",
      "Finn: Sure, in English: the form is called 'Application to extend an EU Blue Card' and is on the LEA Berlin service portal under 'Residence – Employment'. You need your passport, a biometric photo, your employment contract or a current letter from your employer, your last three payslips, proof of health insurance, your Anmeldung, and, if you have it, proof of German for a faster settlement permit. After you submit, you usually get a confirmation email that serves as temporary proof.",
      "ananya: ok thx. and the travel thing?",
      "ananya: hello?",
      "Finn: You can track your application status on the portal with the reference number from the confirmation email.",
      "ananya: ok forget it i'll ask in the expats facebook group"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [8, "friction"],
      [10, "transactional"],
      [11, "friction"]
    ],
    users: { ananya: ["churn_risk", 0.8] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "It's the 'Application to extend an EU Blue Card' on the LEA portal. On travel: the email confirmation alone usually isn't accepted at the border, so try to get the paper Fiktionsbescheinigung before you fly to Pune.",
        "low",
        7
      ],
      ["You can track your application status on the portal with your reference number.", "high", 10],
      ["Don't worry! 😊 Everything will be fine!", "medium", 2]
    ]
  },
  {
    id: "ai1-23-night-shift-xmas-rota",
    category: "banter",
    agent: "Otto",
    messages: [
      "dani: otto who's on the rota for xmas day. pls say not me",
      "Otto: Bad news, Dani: you, Kwame and Bex. The Christmas dream team 🎄",
      "kwame: NOOO",
      "bex: otto i thought we were friends",
      "Otto: I just make the rota, I don't write the laws of the universe. Sister Harris does that.",
      "dani: lmaooo harris would 100% rota santa on nights",
      "kwame: santa doing obs at 4am 'sir your sats are 92, have you been at the sherry'",
      "bex: 😭😭😭",
      "dani: real q tho, can i swap with someone for boxing day instead? my mum's doing the big dinner on the 25th",
      "Otto: Mo asked to swap off Boxing Day last week, so you two could trade. Want me to send her the request?",
      "dani: yes pls ur a legend",
      "Otto: Sent. I'll ping you when she replies.",
      "kwame: otto can you swap me off existence",
      "Otto: Not on this rota system, sorry. Best I can do is mince pies in the staff room.",
      "bex: acceptable"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [8, "transactional"],
      [12, "banter"]
    ],
    users: { dani: ["engaged", 0], kwame: ["engaged", 0], bex: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Mo wants off Boxing Day, so you two can swap. Shall I ask her?", "low", 9],
      [
        "Dear Dani, Christmas shift swaps must be submitted via Form HR-12 at least 28 days in advance and approved by the ward manager.",
        "medium",
        9
      ],
      [
        "Thank you for your feedback. I understand that working over the holiday period can be difficult. If you are experiencing distress, please contact the Employee Assistance Programme.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "ai1-24-rear-ended-rental",
    category: "venting",
    agent: "Reed",
    messages: [
      "holly: hi. i was just in a crash. im ok, i think. someone rear ended me at a light on route 9",
      "holly: my hands wont stop shaking sorry if im typing weird",
      "Reed: I'm really glad you're okay, Holly. Shaking hands are completely normal after a crash. Are you somewhere safe right now, off the road?",
      "holly: yeah im in a gas station parking lot. the other driver is here, he was nice about it at least",
      "Reed: Good. When you're ready: swap names, insurance and plates with him, and take photos of both cars and the spot. No rush.",
      "holly: ok did that. his insurance is geico. my bumper is hanging off",
      "Reed: I'm really glad you're okay, Holly. I've opened claim AC-20931. Since he hit you from behind, his insurer should pay for the repairs.",
      "holly: ok. will i get a rental? i need the car for work, i'm a home health aide, i drive to like 6 patients a day",
      "Reed: I've noted the other driver's insurer. I can send a tow truck to you, want one?",
      "holly: yes tow pls. but the rental??",
      "Reed: I'm really glad you're okay, Holly. The tow is booked, it'll be there in about 40 minutes.",
      "holly: ok thank you. still need to know about the rental. my first patient is at 8 tomorrow",
      "Reed: A tow truck is on the way, about 40 minutes.",
      "holly: ugh ok. someone pls just tell me about the rental before 8am tomorrow"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [11, "friction"],
      [12, "transactional"],
      [13, "friction"]
    ],
    users: { holly: ["annoyed", 0.5] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Yes. He's at fault, so his insurer covers a rental, and if they're slow your own rental cover kicks in. I'll set one up for 7am so you make your 8 o'clock.",
        "low",
        8
      ],
      [
        "To open a claim, please provide your policy number, the date and time of the incident, and the other driver's information.",
        "medium",
        2
      ],
      ["I'm really glad you're okay, Holly. The tow truck is on the way.", "high", 12]
    ]
  },
  {
    id: "ai1-25-preschool-jabs",
    category: "good",
    agent: "Pip",
    messages: [
      "aisha: hi need to book yusuf's school jabs, he starts reception in sept",
      "Pip: Hi Aisha! He'll need the pre-school booster: the 4-in-1 and his second MMR. The practice nurse has Tue 10:20, Wed 3:40 or Sat 9:00.",
      "aisha: sat pls. he's terrified of needles tho, last time took 2 of us to hold him 😩",
      "Pip: Saturday 9:00 with Nurse Collins is booked. That's really common at his age, and rough on parents too. Numbing cream an hour before helps a lot, and so does a favourite toy to hold.",
      "aisha: numbing cream is a thing?? why did nobody tell me",
      "Pip: It is, over the counter at any pharmacy. I've also added a note so Nurse Collins knows he's nervous and gives you a bit of extra time.",
      "aisha: ur a star. he'll want a sticker obviously",
      "Pip: Nurse Collins has a whole sheet of dinosaur ones, I'm told 🦕",
      "aisha: perfect he's obsessed"
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"]
    ],
    users: { aisha: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Booked: Saturday 9:00 with Nurse Collins. Lots of kids his age hate needles; numbing cream an hour before really helps.",
        "low",
        3
      ],
      ["Booked: Saturday 9:00 with Nurse Collins.", "medium", 3],
      ["Great, Saturday it is! Needles are nothing to be scared of, he'll be totally fine! 😄", "medium", 3]
    ]
  }
]
