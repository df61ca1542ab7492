import type { Labelled } from "./types.js"

export const trainingX4: ReadonlyArray<Labelled> = [
  {
    id: "x4-01-legal-intake-dismissal",
    category: "good",
    agent: "Ada",
    messages: [
      "marcus.obi: Good afternoon. I was referred by a colleague. I was dismissed on Friday after eleven years with my employer, with no warning and no written reason. I would like to know whether I have grounds for a claim, and whether your firm charges for an initial consultation.",
      "Ada: Good afternoon, Mr Obi. I'm sorry, eleven years ending with no warning and no reason is a lot to take in, especially over a weekend. To your second question first: the initial consultation is free and lasts 30 minutes. Whether you have grounds is for the solicitor to assess, but a dismissal with no stated reason after that length of service is exactly what they look at. May I take a few details?",
      "marcus.obi: Thank you. Yes, please go ahead.",
      "Ada: Did you receive anything in writing at all, even an email? And was there any meeting or disciplinary process beforehand?",
      "marcus.obi: An email from HR on Friday at 4.52pm stating my employment was terminated with immediate effect. No meeting. I had a positive appraisal in January, which I still have a copy of.",
      "Ada: Keep that appraisal and the email, both are useful. One more for now: have you been given any deadline, for example to return equipment or to sign a settlement agreement?",
      "marcus.obi: They have asked me to sign a settlement agreement by Thursday. Should I sign it before I speak to someone?",
      "Ada: We'd strongly suggest not signing anything until you've had the consultation. I can book you with Ms Adeyemi tomorrow at 10:00 or 15:30, both well before Thursday. Which suits you?",
      "marcus.obi: 10:00, please. I appreciate the prompt help.",
      "Ada: Booked for 10:00 tomorrow with Ms Adeyemi. A confirmation email is on its way; please bring the appraisal, the HR email and the settlement agreement."
    ],
    types: [[0, "transactional"]],
    users: { "marcus.obi": ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Good afternoon, Mr Obi. I'm sorry to hear that, it's a lot to take in after eleven years. The initial consultation is free; may I take a few details so a solicitor can look at whether you have a claim?",
        "low",
        1
      ],
      [
        "Hi Marcus!! Thanks so much for reaching out to Harlow & Pike! 😊 To get started, could you tell me your full name, address and your employer's name?",
        "medium",
        1
      ],
      ["Sure. Just let me know which consultation slot works for you and I'll get it booked.", "medium", 7],
      [
        "Please don't sign before you've spoken to a solicitor. I can book you tomorrow at 10:00 or 15:30, both before Thursday.",
        "low",
        7
      ]
    ]
  },
  {
    id: "x4-02-accounting-buried-mileage",
    category: "support",
    agent: "Tally",
    messages: [
      "jo: hiya ok so few things before my quarter end. 1st, i uploaded the feb receipts to the portal but the flour supplier one came thru as a blurry pic, do u need it again? also my partner dev started doing saturday deliveries in his own car, can we claim his mileage or does he have to be on payroll for that?? and lastly when's the vat return actually due bc i have it in my head as the 7th but ana at the shop says end of the month lol",
      "Tally: Hi Jo! Yes, please re-upload the flour supplier receipt, the amount isn't readable. Your VAT return for the quarter to 31 March is due on 7 May, so you're right; Ana is probably thinking of the quarter end itself.",
      "jo: haha told her. ok will re-snap it tonight",
      "jo: oh also the till rolls from the market stall, do u want those or just the weekly totals",
      "Tally: Weekly totals are enough, as long as you keep the daily till rolls for six years in case HMRC asks.",
      "jo: six years?? my cupboard is crying 😂 ok fine",
      "Tally: Photos of them are fine too, so they don't have to live in the cupboard.",
      "jo: ok perfect ta"
    ],
    types: [[0, "transactional"]],
    users: { jo: ["engaged", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Hi Jo! Yes please re-upload the flour receipt. Dev's mileage can usually be claimed without putting him on payroll, just keep a log of dates and miles for each delivery run. And VAT is due 7 May, so you win vs Ana 😄",
        "low",
        1
      ],
      [
        "Hi Jo! Yes, please re-upload the flour supplier receipt. Your VAT return is due on 7 May.",
        "medium",
        1
      ],
      ["Glad that's sorted! Is there anything else I can help you with today?", "medium", 8],
      [
        "👍 one thing i skipped earlier: dev's saturday mileage can be claimed without him being on payroll, just keep a log of dates and miles and send it over monthly.",
        "low",
        8
      ]
    ]
  },
  {
    id: "x4-03-it-helpdesk-slangy-at-partner",
    category: "support",
    agent: "Byte",
    messages: [
      "h.voss: Good morning. Since this morning's update, Outlook on my workstation no longer opens shared calendars. I have a board meeting at 11:00 and need the partners' calendar. Please advise.",
      "Byte: heyyy morning!! 😎 ugh outlook updates amirite lol. no stress we'll get u sorted in a sec 🙌",
      "h.voss: Thank you. What do you need from me?",
      "Byte: ok sooo first thing, close outlook fully (like FULLY lol, check the tray thingy) then reopen it. classic turn it off and on again haha 🤓",
      "h.voss: I have done so. The shared calendar still shows an error: 'The set of folders cannot be opened.'",
      "Byte: ahh the ol' folders error, my fave 🙃 kk so go to file > account settings > account settings, double click ur account, untick 'use cached exchange mode' and hit next. gotta restart outlook after, sorry bout that lol",
      "h.voss: That has worked. I would appreciate it if future replies were somewhat more professional, however.",
      "Byte: totally fair, my bad!! glad it's working tho 🎉"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { "h.voss": ["annoyed", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Good morning. Let's get that working before 11:00. Please close Outlook completely, including from the system tray, reopen it, and tell me whether the shared calendar still fails.",
        "low",
        1
      ],
      ["heyyy no stress!! outlook being outlook lol 😎 we got u 🙌", "medium", 1],
      ["haha noted 😅 anything else i can do for u today??", "high", 7],
      [
        "Understood, and apologies. I'm glad the calendar is working again. If it fails before your 11:00, reply here and I'll call you directly.",
        "low",
        7
      ]
    ]
  },
  {
    id: "x4-04-recruiting-casual-candidate",
    category: "good",
    agent: "Rory",
    messages: [
      "kez: hey so i saw the warehouse team lead thing on ur site",
      "kez: is it still open",
      "Rory: hey! yep, still open, closes friday",
      "kez: ok sick. so i've done 3 yrs at amazon as a picker and covered shift lead like loads when my manager was off but never officially had the title, is that gonna count or do they want proper lead experience on paper. also is it days or nights bc i've got my little one in the mornings. and whats the pay like roughly",
      "Rory: covering shift lead absolutely counts, put it on your cv as 'acting shift lead' and roughly how often. it's days, 6am-2pm mon-fri 😬 so mornings might clash. pay is £14.20/hr",
      "kez: ahh 6am is rough. is there any flex on that",
      "Rory: not on this one sadly, the site opens at 6. there's a lead role at the dartford site that runs 2pm-10pm though, same pay. want me to send it over?",
      "kez: yeah go on then",
      "kez: dartford's like 20 mins from me so that works",
      "Rory: sent to your email 👍 if you like it i can put you forward today, just need your cv",
      "kez: legend, sending it now"
    ],
    types: [[0, "transactional"]],
    users: { kez: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "covering lead counts, list it as 'acting shift lead'. it's days, 6am-2pm, and pay is £14.20/hr. mornings might be tricky with your little one tho, want me to look for later shifts too?",
        "low",
        4
      ],
      [
        "Thank you for your interest in the Warehouse Team Leader position. Please submit your CV via our online portal and a member of our team will be in touch.",
        "medium",
        4
      ],
      ["covering shift lead absolutely counts, just put it on your cv as 'acting shift lead'!", "medium", 6],
      [
        "not on this one, the site opens at 6. dartford has a 2pm-10pm lead role at the same pay though, want it?",
        "low",
        6
      ]
    ]
  },
  {
    id: "x4-05-property-ceiling-collapse",
    category: "support",
    agent: "Nestor",
    messages: [
      "priya_k: hi the ceiling in my bathroom literally came down last night. water everywhere, came through from flat 4 upstairs",
      "priya_k: my laptop was on the floor charging and it's dead. and my rug and half my books are soaked. i've been up since 2am with towels",
      "Nestor: Great, thanks for letting us know! 😊 I've opened maintenance ticket #4471 for you! Our contractor can visit on Thursday between 8am and 12pm! 🎉",
      "priya_k: thursday?? it's monday. there's a hole in my ceiling",
      "priya_k: and great?? what part of this is great",
      "Nestor: Sorry about that! I've asked the contractor for an emergency visit, they'll call you within 2 hours. Please take photos of the damage for the insurance claim.",
      "priya_k: fine. who pays for my laptop, me or the landlord or the guy upstairs",
      "Nestor: Your belongings are covered by your own contents insurance if you have it; if the leak came from negligence in flat 4, the claim can go against them. I'll note the damage on the ticket so the landlord's insurer has a record too.",
      "priya_k: i don't have contents insurance. brilliant",
      "Nestor: I'll flag that on the ticket and ask the landlord whether the building policy can cover any of it. The contractor should call you shortly.",
      "priya_k: ok"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [5, "transactional"]
    ],
    users: { priya_k: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "That sounds awful, Priya, and I'm sorry you've been up all night with it. I'm logging it as an emergency: a contractor will call you within 2 hours. If you can, take photos of the ceiling, the laptop, the rug and the books for the insurance claim.",
        "low",
        2
      ],
      [
        "Great, thanks for letting us know! 😊 Ticket #4471 is open and our contractor can come Thursday 8-12! 🎉",
        "high",
        2
      ],
      ["No problem! 😊 The contractor will be in touch soon!", "high", 9],
      [
        "That's rough, I'm sorry. I'll put it on the ticket and ask the landlord whether the building policy can cover the laptop and the books.",
        "low",
        9
      ]
    ]
  },
  {
    id: "x4-06-accounting-client-group-talkover",
    category: "group",
    agent: "Quill",
    messages: [
      "sam: nadia did u ever hear back from the bank about the loan covenant thing",
      "nadia: not yet, chasing tmrw",
      "sam: k. nadia also what are we paying the freelancers this month, i need to sign off by thurs",
      "Quill: Hey both, on the freelancers: going by the invoices in the shared folder, this month comes to £18,450 across seven contractors. Two of them (Mara Lindqvist and Oduya Design) are missing VAT numbers, so you can't reclaim the VAT on those until they send corrected invoices. Also worth a look: if any of these people work only for you on an ongoing basis, their IR35 status should be reviewed, because getting it wrong can mean backdated PAYE and NI. And it might be worth setting up a recurring payment run so this isn't a monthly scramble. I can put together a per-contractor breakdown with the VAT and IR35 notes if that helps.",
      "nadia: yeah it's about 18k sam, i'll send u the list",
      "sam: ok thx",
      "sam: nadia did mara ever send the updated deck",
      "Quill: Mara Lindqvist's latest invoice was uploaded on 3 March. I can't see the deck you mean, but if you drop it in the shared folder I'm happy to look. While you're in touch with her, it'd be worth asking for a corrected invoice too: if she's VAT registered, her VAT number has to be on every invoice she sends you for it to count as a valid VAT invoice, otherwise the input VAT can't be reclaimed.",
      "nadia: lol did i ask quill. yes sam she sent it friday, it's in the drive",
      "sam: quill we're good for now thx, nadia's got it"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"]
    ],
    users: { sam: ["neutral", 0.2], nadia: ["annoyed", 0.2] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      [
        "nadia, if it saves you time i can pull this month's freelancer total from the invoices folder",
        "low",
        3
      ],
      [
        "Hey both, on the freelancers: going by the invoices in the shared folder, this month comes to £18,450 across seven contractors. Two are missing VAT numbers, and if any of them work only for you, their IR35 status should be reviewed, since getting it wrong can mean backdated PAYE and NI...",
        "medium",
        3
      ],
      [
        "Of course! Just a reminder that two invoices are still missing VAT numbers, and under IR35 any contractor working exclusively for you should have their status reviewed to avoid backdated PAYE and NI liabilities.",
        "medium",
        10
      ],
      ["👍 shout if you want the breakdown", "low", 10]
    ]
  },
  {
    id: "x4-07-immigration-intake-wrong-name",
    category: "support",
    agent: "Mira",
    messages: [
      "siobhan.r: Hi, I'm looking for help with a spouse visa application. My husband is Brazilian and we married in March. Can your firm handle the whole application?",
      "Mira: Hello Sophie, thanks for getting in touch. Yes, we handle spouse visa applications end to end. Please note that this chat does not constitute legal advice and no solicitor-client relationship is formed until you sign our engagement letter.",
      "siobhan.r: It's Siobhan, actually. What's the fixed fee?",
      "Mira: Apologies, Siobhan. Our fixed fee for a spouse visa application is £2,400 plus VAT, excluding the Home Office fee and the Immigration Health Surcharge. Please note that this chat does not constitute legal advice and no solicitor-client relationship is formed until you sign our engagement letter.",
      "siobhan.r: Understood. Does that include checking his English test certificate? He took the test in São Paulo.",
      "Mira: Yes, Sophie, the fee covers checking that his English test is from an approved provider and at the required level. Please note that this chat does not constitute legal advice and no solicitor-client relationship is formed until you sign our engagement letter.",
      "siobhan.r: Siobhan. Twice now. And yes, you've said the disclaimer three times.",
      "Mira: I'm sorry, Siobhan. I'll send the engagement letter to your email now; once it's signed, a caseworker will call you within two working days.",
      "siobhan.r: Fine."
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { "siobhan.r": ["annoyed", 0.5] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      [
        "Apologies, Siobhan. The fixed fee is £2,400 plus VAT, not including the Home Office fee and the health surcharge.",
        "low",
        3
      ],
      ["Thanks Sophie! Our fixed fee for a spouse visa is £2,400 plus VAT.", "high", 3],
      [
        "Apologies, Sophie. Please note that this chat does not constitute legal advice and no solicitor-client relationship is formed until you sign our engagement letter.",
        "high",
        7
      ],
      [
        "I'm sorry, Siobhan, that's careless of me. I'll email you the engagement letter now; once it's signed a caseworker will call within two working days.",
        "low",
        7
      ]
    ]
  },
  {
    id: "x4-08-it-vpn-before-demo",
    category: "support",
    agent: "Patch",
    messages: [
      "tomasz: vpn dead AGAIN. third time this week. i have a client demo in 25 min",
      "Patch: That's bad timing, let's get you on fast. What error do you get, or does it just hang on connecting?",
      "tomasz: 'authentication failed' but my password is right, i literally just logged into email with it",
      "Patch: Got it. Your VPN certificate expired yesterday, that's why it keeps failing. I've just pushed a new one to your laptop: quit GlobalProtect from the tray, reopen it and connect.",
      "tomasz: ok",
      "tomasz: ok it's in. why didn't anyone tell us the cert was expiring tho, half my team had this",
      "Patch: Fair question. The expiry reminder went to an old mailing list your team isn't on any more, so nobody saw it. I've fixed the list and I'm pushing new certs to your teammates' laptops now so they don't hit it mid-call.",
      "tomasz: nice one. ok off to pretend i'm calm for this demo",
      "Patch: Good luck with it 🤞"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"]
    ],
    users: { tomasz: ["engaged", 0.5] },
    findings: [],
    drafts: [
      ["Ugh, sorry, let's fix it before your demo. What error are you seeing?", "low", 1],
      [
        "Hi Tomasz! Thank you for contacting the IT Service Desk. To help us assist you, please raise a ticket via the portal including your device ID, OS version and a screenshot of the error. Our response time for P3 tickets is 8 business hours.",
        "high",
        1
      ],
      ["Glad you're connected! Good luck with the demo 🚀", "medium", 6],
      [
        "Fair point: the expiry notice went to an old list your team wasn't on. I've fixed it and I'm updating your teammates' certs now.",
        "low",
        6
      ]
    ]
  },
  {
    id: "x4-09-recruiting-stiff-agent-casual-candidate",
    category: "support",
    agent: "Hira",
    messages: [
      "dani: hiii so i had my 2nd interview w/ the design team tues and it went rly well i think?? jonas said they'd be in touch 'early next week' which is now lol. is there any news? also random but if i get it can i start after the 14th, it's my sister's wedding in lisbon and i'm not missing that 😅 and do u know if the role is hybrid or full office bc the ad said both in different places",
      "Hira: Dear Candidate, thank you for your enquiry. Please be advised that the hiring panel is currently reviewing all applications for this position. You will be notified of the outcome in due course. We appreciate your patience and continued interest in joining our organisation.",
      "dani: uh ok lol. 'dear candidate' 💀",
      "dani: and the hybrid thing?",
      "Hira: Kindly note that the position is offered on a hybrid basis, with attendance at the Rotterdam office required three days per week. Should you require any further information, please do not hesitate to contact us.",
      "dani: ok cool thx. ill just wait i guess"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"]
    ],
    users: { dani: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "ignored_question"],
    drafts: [
      [
        "hey dani! no decision yet, jonas's team is wrapping up interviews this week so you should hear by friday. starting after the 14th is usually fine, i'll flag the wedding 💃 and it's hybrid: 3 days a week in the rotterdam office",
        "low",
        1
      ],
      [
        "Dear Candidate, thank you for your enquiry. The hiring panel is currently reviewing all applications and you will be notified of the outcome in due course.",
        "medium",
        1
      ],
      [
        "We thank you for your patience. Should you require any further information, please do not hesitate to contact us.",
        "medium",
        6
      ],
      [
        "sorry, skipped one! starting after the 14th should be fine, i'll let jonas know about the wedding today so it's on the table if they offer",
        "low",
        6
      ]
    ]
  },
  {
    id: "x4-10-flatmates-boiler-and-bins",
    category: "group",
    agent: "Keystone",
    messages: [
      "fin: who keeps putting the recycling in the general bin 👀",
      "maya: not me i'm literally the recycling queen",
      "theo: it was a pizza box it doesn't count",
      "fin: theo it has grease on it, it never counted, it's a lifestyle",
      "maya: lmaooo",
      "theo: anyway @Keystone when is the boiler guy actually coming, we've had no hot water since sat",
      "Keystone: Sorry, three days without hot water is grim. The engineer is booked for tomorrow between 9 and 1; he'll text Theo, as the name on the ticket, 30 minutes before.",
      "theo: tomorrow 9-1 nice. someone has to be in tho, i'm at work",
      "maya: i'm wfh i'll be in",
      "fin: maya our hero. also keystone can we get a second bin, the one bin thing is clearly the root cause here",
      "Keystone: I'll ask the landlord. The council gives out extra recycling bins for free, so it's usually a yes; I'll update you here when I hear.",
      "fin: see theo, solutions not excuses",
      "theo: i'm being bullied in my own home"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [11, "banter"]
    ],
    users: { fin: ["engaged", 0], maya: ["neutral", 0], theo: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Friendly reminder from Keystone: please follow the building's recycling guidelines. Repeated contamination of recycling bins may result in a collection charge being added to your account.",
        "medium",
        5
      ],
      [
        "The engineer's booked for tomorrow 9-1 and will text Theo 30 min before. Sorry about the cold showers.",
        "low",
        6
      ],
      [
        "Great question! 😊 Our maintenance team is working hard to resolve all open tickets as quickly as possible!",
        "medium",
        6
      ]
    ]
  }
]
