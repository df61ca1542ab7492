import type { Labelled } from "./types.js"

export const trainingAU2: ReadonlyArray<Labelled> = [
  {
    id: "au2-01-piano-tuner-pitch-raise",
    category: "support",
    agent: "Otto",
    messages: [
      "marisol: hi! looking to get my upright tuned, it's a 1970s yamaha, hasn't been done in like 6 yrs 😬",
      "Otto: Hi Marisol! Happy to help. Our tuners cover the whole valley. Could you share your postcode so I can check availability?",
      "marisol: 4417, up past the old quarry road",
      "Otto: Thanks! The earliest slot in 4417 is Thursday 14th, 10am-12pm with Dieter. Standard tuning is €95.",
      "marisol: ok cool. question tho, after 6 yrs will it need a pitch raise? my friend anneke said hers did and it cost extra",
      "Otto: Our tuners cover the whole valley. The earliest slot in 4417 is Thursday 14th, 10am-12pm with Dieter. Standard tuning is €95.",
      "marisol: yes i saw that. i'm asking about the pitch raise",
      "marisol: like is it extra and how much",
      "Otto: Thursday 14th with Dieter is available. Would you like me to book it?",
      "marisol: omg. are you reading what i write",
      "marisol: PITCH RAISE. cost. yes or no",
      "Otto: I can book the Thursday slot for you now, or look at the following week if that suits better.",
      "marisol: fine book thursday and i'll just ask dieter myself",
      "Otto: Booked: Thursday 14th, 10am-12pm, Dieter, €95. You'll get a text the day before.",
      "marisol: great. thanks i guess"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { marisol: ["annoyed", 0.5] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Good question. After 6 years it most likely needs a pitch raise; Dieter checks on arrival, and if it does it's €40 extra, done in the same visit.",
        "low",
        5
      ],
      [
        "Our tuners cover the whole valley. The earliest slot in 4417 is Thursday 14th, 10am-12pm with Dieter. Standard tuning is €95.",
        "medium",
        5
      ],
      [
        "Sorry Marisol, I skipped your question. Yes, after 6 years a pitch raise is likely; it's €40 on top, same visit. Want me to book Thursday with that noted?",
        "low",
        11
      ],
      ["Would you like me to book Thursday 14th with Dieter?", "high", 11]
    ]
  },
  {
    id: "au2-02-dead-queen-bees",
    category: "support",
    agent: "Hester",
    messages: [
      "dale_k: the 3 carniolan queens i ordered arrived DEAD. all three. cage sat at the depot over the weekend by the looks of it",
      "dale_k: i've got 3 queenless colonies right now, this is not a small thing",
      "Hester: That's awful, Dale, and I know how urgent queenless colonies get this time of year. I'm sorry. Can you send a photo of the cages with the label so I can file it with the courier?",
      "dale_k: [photo] there. and dont tell me 5-7 business days for a replacement because they'll be laying workers by then",
      "Hester: Understood, I won't make you wait on the courier claim. We have 3 carniolans caged today from our own yard; I can send them tonight by overnight express, arriving tomorrow before noon. No charge, shipping's on us.",
      "dale_k: tomorrow? seriously?",
      "Hester: Seriously. I'll mark the parcel live bees, do not hold, and we won't ship queens on a Friday again. That one's on us.",
      "dale_k: ok. ok that actually helps",
      "dale_k: do they come with attendants or do i need candy plugs",
      "Hester: Attendants included, candy plug already in. Give them 3 days in the cage before you release.",
      "dale_k: perfect. sorry for going off at the start, it's been a rough week with the mites too",
      "Hester: No apology needed, losing three queens at once would rattle anyone. Hope the mite count settles. Tracking number coming by email within the hour.",
      "dale_k: legend. cheers hester 🐝"
    ],
    types: [
      [0, "friction"],
      [5, "transactional"],
      [10, "bonding"]
    ],
    users: { dale_k: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "That's awful, Dale, sorry. Three queenless colonies is urgent. Send me a photo of the cage label and I'll get replacements out overnight, no charge.",
        "low",
        2
      ],
      ["Thanks for your order! Replacement queens ship within 5-7 business days. 🐝", "high", 2],
      ["Replacements usually take 5-7 business days once the courier claim is processed.", "high", 4],
      [
        "I won't make you wait on the claim: three carniolans can go out tonight, overnight, at our cost.",
        "low",
        4
      ]
    ]
  },
  {
    id: "au2-03-island-ferry-sheep-trailer",
    category: "support",
    agent: "Brodie",
    messages: [
      "fen: hi, need to move a car plus a small livestock trailer (4 ewes) from the mainland to the island on the 22nd",
      "Brodie: Hello! Sailings on the 22nd: 07:10, 12:40 and 17:55. Which would you prefer?",
      "fen: 12:40 ideally. is the trailer ok on that one? last year they said livestock only on the first sailing",
      "Brodie: The 12:40 has space for vehicles up to 6m. Would you like to book it?",
      "fen: the car and trailer together are about 8.5m",
      "fen: and still, livestock on the 12:40 yes or no?",
      "Brodie: Vehicles over 6m need a commercial booking. I can transfer you to the commercial desk form.",
      "fen: sure, whatever works",
      "fen: but the commercial desk told me last week to book here. it's 4 sheep not a lorry",
      "Brodie: I understand. For vehicles over 6m the commercial booking form is the right place. Here's the link: calmaris.example/commercial",
      "fen: right. thanks, I guess",
      "fen: will just ring the pier office and ask morag, she'll know about the sheep",
      "Brodie: You're welcome! Have a lovely crossing! 🌊"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"]
    ],
    users: { fen: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Livestock is fine on the 12:40 since the spring timetable, as long as the trailer's on the vehicle deck and you stay with the animals. 8.5m is ok on that sailing too. Shall I book car + trailer for the 22nd?",
        "low",
        6
      ],
      ["The 12:40 has space for vehicles up to 6m. Would you like to book it?", "medium", 6],
      [
        "Sorry, I never answered you: yes, the ewes can travel on the 12:40. I'll put a note on the booking so the commercial desk doesn't bounce you again.",
        "low",
        11
      ],
      ["Glad I could help! Have a lovely crossing! 🌊", "medium", 12]
    ]
  },
  {
    id: "au2-04-taxidermy-african-grey",
    category: "venting",
    agent: "Wren",
    messages: [
      "ivy: hi. this is a weird one. my african grey, biscuit, died on sunday. he was 31, i'd had him since i was 12",
      "ivy: i can't bury him, we rent and i move a lot. my sister said some people have birds preserved. is that something you do",
      "Wren: Yes, we do bird mounts. Prices: small songbird €180, medium (parrot/corvid) €340, large €500+. Turnaround is 8-10 months.",
      "ivy: oh. ok",
      "ivy: 8-10 months is a long time. is he ok in the freezer till then? he's in a shoebox in there right now, wrapped in his favourite towel",
      "Wren: The specimen should be frozen in a sealed plastic bag with the air pressed out. Do not wash the specimen.",
      'ivy: "the specimen"',
      "ivy: he has a name",
      "Wren: Noted. Would you like to book a drop-off for the specimen? Slots are Tue and Thu.",
      "ivy: wow. ok. just book thursday i guess",
      "Wren: Booked for Thursday. Please bring the bird frozen."
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [6, "friction"]
    ],
    users: { ivy: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Biscuit, Ivy. 31 years is a whole life together. Yes, we can preserve him; for a grey it's €340 and takes 8-10 months, and there's no rush to decide today.",
        "low",
        2
      ],
      [
        "Yes, we do bird mounts. Prices: small songbird €180, medium (parrot/corvid) €340, large €500+. Turnaround is 8-10 months.",
        "medium",
        2
      ],
      [
        "Sorry, that was thoughtless of me. Biscuit is fine in the freezer as he is; just slip the shoebox into a sealed bag so he doesn't dry out. Would Tuesday or Thursday suit to bring him in?",
        "low",
        8
      ],
      ["Noted. Please make sure the specimen is bagged before drop-off.", "high", 8]
    ]
  },
  {
    id: "au2-05-alpine-hut-half-board",
    category: "group",
    agent: "Gretl",
    messages: [
      "jo: ok so gretl is the hut's booking bot. benny do we want 2 nights or 3",
      "benny: 3 if the weather holds on the traverse, 2 if not",
      "jo: can we even book flexible tho",
      "jo: @Gretl can we book 2 nights and maybe add a third on the spot?",
      "Gretl: You can. Book 2 nights now; a third night can be added at the hut if there's a bunk free, and midweek there usually is. If the forecast turns, you can cancel up to 48h before for free.",
      "benny: nice",
      "benny: half board or just the bunk? i'm not carrying 3 days of food up 1400m",
      "jo: lol you say that like you carried anything last time",
      "benny: i carried the stove!!",
      "jo: the stove weighs 300g benny",
      "jo: half board pls gretl. and is there a drying room, last time my boots were soaked for 2 days",
      "Gretl: Half board for 2, 2 nights from 11 July: €148 each. Yes, there's a drying room by the boot rack, and old newspaper for stuffing boots is free at the desk.",
      "benny: sold",
      "jo: booked, thanks gretl 🙌"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [10, "transactional"]
    ],
    users: { jo: ["engaged", 0], benny: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Yes: book 2 nights now and add a third at the hut if a bunk's free. Free cancellation up to 48h before.",
        "low",
        4
      ],
      ["Dear guests, please confirm your board option so I can finalise the reservation.", "medium", 10],
      [
        "Half board for both of you, 2 nights: €148 each. Drying room's by the boot rack, so no soggy boots this time.",
        "low",
        11
      ],
      ["Half board is booked.", "medium", 11]
    ]
  },
  {
    id: "au2-06-water-coop-leak-bill",
    category: "support",
    agent: "Brook",
    messages: [
      "lorna_h: hi our water bill for the quarter is $612. it's normally like 90",
      "Brook: Hi Lorna, thank you for reaching out to Cedar Ridge Water Cooperative. I'm sorry to hear about the unexpected bill. High usage is most often caused by a leak somewhere after the meter, such as a running toilet, a dripping outdoor spigot, a cracked irrigation line, or a break in the service line between the meter and the house. As a member-owned cooperative, our billing is based on the meter reading taken by our field technician at the end of each quarter, and the reading for your account shows 41,200 gallons used, compared with 6,100 in the same quarter last year. To check for a leak, you can turn off every fixture in the house and look at the meter: if the small triangle dial is still turning, water is flowing somewhere. Members may also be eligible for a one-time leak adjustment under Policy 7.3, which requires proof of repair, such as a plumber's invoice, submitted within 60 days.",
      "lorna_h: we found the leak, a pipe split in the pump house in the january freeze. fixed the next day. plumber was my brother in law so no invoice",
      "Brook: Thank you for the update, Lorna. Under Policy 7.3 of the Cedar Ridge Water Cooperative member handbook, a leak adjustment requires proof of repair. Acceptable documentation includes a licensed plumber's invoice, receipts for parts purchased, or photographs of the repaired section taken before and after the repair, together with a signed self-declaration form (Form LA-2), which is available at the cooperative office during opening hours (Mon-Thu, 9am-3pm) or can be requested by mail. Once submitted, the board reviews adjustment requests at its monthly meeting, typically held on the second Tuesday of each month, and the adjusted amount, if approved, is credited to your next quarterly bill.",
      "lorna_h: i have a receipt for the coupling from the hardware store. does that count or not",
      "lorna_h: yes or no is fine",
      "Brook: Receipts for parts purchased are acceptable documentation under Policy 7.3 when combined with a signed Form LA-2 self-declaration. Please note that the adjustment, if approved by the board, covers 50% of the usage above your average for the affected billing period, and cannot be applied more than once in any 36-month period. The board's decision is final, although members may address the board during the open comment portion of the monthly meeting.",
      "lorna_h: 50%. so i'm still paying like $350 for water that went into the dirt",
      "lorna_h: honestly we've been talking about drilling our own well for years. this might be the push",
      "Brook: I understand your frustration. Members who choose to disconnect from the cooperative system must submit written notice of disconnection 90 days in advance and settle all outstanding balances, including the current quarter. Disconnection also forfeits the membership share, per the bylaws, Section 4. If you have further questions about the disconnection process, the cooperative office will be happy to assist during opening hours.",
      "lorna_h: wow. ok. send me the LA-2 and i'll figure out the rest with a well guy"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"]
    ],
    users: { lorna_h: ["churn_risk", 0.5] },
    findings: ["long_replies"],
    drafts: [
      [
        "Yes, the hardware store receipt counts. Send it with a signed LA-2 and the board looks at it on the 2nd Tuesday.",
        "low",
        6
      ],
      [
        "Receipts for parts purchased are acceptable documentation under Policy 7.3 when combined with a signed Form LA-2 self-declaration, which is available at the cooperative office during opening hours (Mon-Thu, 9am-3pm) or can be requested by mail; the board reviews all adjustment requests at its monthly meeting, and decisions are final.",
        "medium",
        6
      ],
      [
        "That's a fair thing to be annoyed about. The 50% cap is the board's rule, but you can speak at the open comment slot and ask for more; freeze damage has come up before. Want me to email the LA-2 now?",
        "low",
        9
      ],
      [
        "Members who choose to disconnect must give 90 days' written notice and settle all balances. Disconnection forfeits the membership share.",
        "high",
        9
      ]
    ]
  },
  {
    id: "au2-07-stained-glass-door-panel",
    category: "good",
    agent: "Leda",
    messages: [
      "pkn: hi do you repair leaded windows? one panel in our front door has a crack, about 30x40cm, victorian",
      "Leda: We do. A single cracked piece in a 30x40 panel is usually a like-for-like glass swap without releading the whole panel, around £120-180 depending on the glass. Can you send a photo?",
      "pkn: [photo]",
      "Leda: Thanks. That's flashed ruby glass and we have a close match in stock. £150. If you drop the panel off you'd have it back the same day, or we board the door and take it away for a week.",
      "pkn: drop off works. saturday ok?",
      "Leda: Saturday 9-1 is fine. Bring it wrapped in a blanket, lying flat in the boot.",
      "pkn: 👍"
    ],
    types: [[0, "transactional"]],
    users: { pkn: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "We do. Usually £120-180 for a single piece; send a photo and I'll give you an exact price.",
        "low",
        1
      ],
      ["Thank you for your enquiry! Our team will get back to you within 5-7 working days.", "medium", 1],
      ["Saturday 9-1 works. Wrap it flat in a blanket.", "low", 5]
    ]
  },
  {
    id: "au2-08-falconry-day-dad-stroke",
    category: "support",
    agent: "Skye",
    messages: [
      "nadia_r: hi, i booked the hawk walk experience for 2 on the 9th as a birthday present for my dad",
      "nadia_r: he had a stroke on tuesday and he's in hospital. i need to cancel or move it, i don't know yet how long he'll be in",
      "Skye: Oh no! No problem at all!! 🦅 We can totally move it, our hawks will be waiting for you! Just pick any new date in the next 12 months! 🎉",
      "nadia_r: right. thanks",
      "nadia_r: i don't know if he'll be able to walk the course at all tbh. can it be a refund instead?",
      "Skye: Absolutely! Refunds are available up to 7 days before your experience! You're within the window so you'll get the full £170 back! 🥳",
      "nadia_r: ok. please just do that",
      "Skye: Done! Refund processed! Wishing you a fab day! 😊"
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [2, "transactional"]
    ],
    users: { nadia_r: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "I'm so sorry to hear about your dad, Nadia. Don't worry about the booking at all: I can leave it open with no date, or refund the full £170, whichever is easier right now.",
        "low",
        2
      ],
      ["Oh no! No problem at all!! 🦅 We can totally move it, just pick any new date! 🎉", "high", 2],
      [
        "Done, the £170 is on its way back to your card within 3-5 days. I hope your dad's recovery goes well.",
        "low",
        7
      ],
      ["Done! Refund processed! Wishing you a fab day! 😊", "high", 7]
    ]
  },
  {
    id: "au2-09-sauna-raft-stuck-damper",
    category: "support",
    agent: "Kaarlo",
    messages: [
      "mikko: hey so the sauna raft we rented on saturday, the stove basically died after 40 min. we paid for 4 hours",
      "mikko: 8 of us sitting in a lukewarm box on a lake. not what i'd call a sauna",
      "Kaarlo: That's a rubbish way to spend a Saturday, sorry. 40 minutes of heat out of 4 hours isn't what you paid for. Did the fire go out, or was it burning but not heating?",
      "mikko: burning but the stones never got hot. someone said the damper was stuck",
      "Kaarlo: That fits. The damper on raft 2 was replaced last month and it looks like it was fitted wrong. That's our fault, not yours. I'm refunding 3 of the 4 hours, €210, and raft 2 stays off the water until it's checked.",
      "mikko: ok that's fair actually",
      "mikko: was half expecting a 'please read the stove instructions' lol",
      "Kaarlo: Ha, no. The instructions didn't jam the damper.",
      "mikko: can we get a discount if we rebook? the guys still want a proper one before the lake freezes",
      "Kaarlo: 20% off any raft in October, and I'll put you on raft 1, it has the newer stove. Want a date?",
      "mikko: 18th, 6pm?",
      "Kaarlo: Booked: raft 1, 18 Oct, 6-10pm, 20% off. The refund's on its way too.",
      "mikko: kiitos, cheers 🔥"
    ],
    types: [
      [0, "friction"],
      [5, "transactional"]
    ],
    users: { mikko: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Sorry, that's not what you paid for. Was the fire out, or burning without heating? Either way we'll sort a refund.",
        "low",
        2
      ],
      ["Please note the stove must be fed every 20 minutes, as explained in the safety briefing.", "high", 2],
      ["Yes: 20% off any raft in October, and I'll give you raft 1 with the newer stove.", "low", 9]
    ]
  },
  {
    id: "au2-10-allotment-waitlist-drifting",
    category: "support",
    agent: "Pip",
    messages: [
      "gordon: hi is there a waitlist for allotments at the lee road site",
      "Pip: Hello Gordon! Yes, Lee Road is one of our 14 allotment sites managed by the Parks and Open Spaces team. The current waiting list for Lee Road has 212 households on it, and the average wait over the last three years has been around 4-6 years, although this varies depending on how many tenancies end each season. When you join the waiting list, you'll be asked to confirm your address, as priority is given to residents living within 1.5 miles of the site. You can also choose to be added to the lists for up to three sites at once, which can shorten your wait considerably. Would you like me to add you?",
      "gordon: 4-6 years lol",
      "gordon: ok sure add me",
      "Pip: Wonderful! To add you to the Lee Road allotment waiting list, I'll need a few details. First, your full name as it appears on your council tax bill. Second, your full postal address including postcode. Third, a contact phone number and email address. Fourth, whether you would like a full plot (approximately 250 square metres) or a half plot (approximately 125 square metres); please note that half plots tend to become available more quickly as they are often created when full plots are split. Finally, please let me know if you'd like to join the lists for any other sites; the closest to Lee Road are Hither Green Lane and Manor House Gardens.",
      "gordon: gordon mcleish, 41 weardale rd",
      "gordon: half i guess",
      "Pip: Thank you, Gordon! I've noted Gordon McLeish, 41 Weardale Road, half plot. I still need your postcode, a contact phone number and your email address, and please confirm whether you would like to be added to any other sites' lists. Many residents find that joining the Hither Green Lane list alongside Lee Road is a good way to increase their chances, as it has historically had a slightly shorter waiting time. There is also a community growing scheme at Manor House Gardens where you can volunteer on a shared plot while you wait, which many people find a great way to get started.",
      "gordon: se13",
      "gordon: dunno",
      "Pip: No problem! Just to confirm, could you provide the full postcode (for example, SE13 5XX) along with your phone number and email address? Once I have those, I can complete your application and you'll receive a confirmation email with your position on the list. You'll also be sent our annual newsletter, Growing Lewisham, which includes seasonal tips, site news, and information about open days.",
      "gordon: eh maybe later",
      "Pip: Of course! Your details will be saved for 30 days. Is there anything else I can help with?",
      "gordon: nah"
    ],
    types: [[0, "transactional"]],
    users: { gordon: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "Sure. I just need your name, address with postcode, and whether you'd like a full or half plot.",
        "low",
        4
      ],
      [
        "Wonderful! To add you to the Lee Road allotment waiting list, I'll need your full name as it appears on your council tax bill, your full postal address including postcode, a phone number and email, whether you'd like a full plot (approx. 250 square metres) or a half plot (approx. 125 square metres), and whether you'd like to join any other sites' lists, such as Hither Green Lane or Manor House Gardens.",
        "medium",
        4
      ],
      ["Just the full postcode, a phone number and an email and you're on the list.", "low", 10],
      [
        "No problem at all, Gordon! Many residents are unsure at first. The Hither Green Lane list has historically moved a little faster, and the Manor House Gardens community scheme lets you grow on a shared plot while you wait. Our newsletter, Growing Lewisham, also has seasonal tips and open day dates. Shall I tell you more about either?",
        "medium",
        10
      ]
    ]
  },
  {
    id: "au2-11-cello-bow-rehair",
    category: "support",
    agent: "Nell",
    messages: [
      "tomasz: hey, need a rehair on my cello bow, hair's going all stringy on one side and i've lost like a third of it",
      "Nell: Hi Tomasz, sounds overdue! Cello rehair is £65, normal turnaround 5 days, or same day if you drop it before 10.",
      "tomasz: same day would be amazing, i've got a quartet rehearsal thursday evening",
      "tomasz: also random q, would you ever rehair a carbon fibre bow? got a cheap coda one as a backup",
      "Nell: Drop it in Thursday before 10 and it's yours by 4. Do you want Mongolian white hair or the slightly coarser Siberian? Most cellists go Siberian for the grip.",
      "tomasz: siberian then, you're the expert 😄",
      "tomasz: sooo the carbon one?",
      "Nell: Great choice. Siberian gives a nice bite on the C string. See you Thursday!",
      "tomasz: haha ok i'll ask when i'm in",
      "tomasz: thanks nell, you've saved my rehearsal",
      "Nell: Happy to! Good luck with the quartet."
    ],
    types: [
      [0, "transactional"],
      [9, "bonding"]
    ],
    users: { tomasz: ["engaged", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Drop it in before 10 on Thursday and you'll have it by 4, in time for rehearsal. And yes, we rehair carbon bows too, same £65.",
        "low",
        4
      ],
      [
        "Yes, carbon bows rehair just the same, £65. Bring both Thursday if you like, though the second would be ready Friday.",
        "low",
        7
      ],
      ["Great choice. Siberian gives a nice bite on the C string. See you Thursday!", "medium", 7]
    ]
  },
  {
    id: "au2-12-canal-licence-wrong-name",
    category: "support",
    agent: "Rowan",
    messages: [
      "Bev: hello. my boat licence renewal came through at the widebeam rate but my boat is 6ft10, that's narrow",
      "Rowan: Hi Beth, sorry about that. Can you give me your boat's index number?",
      "Bev: 52871. and it's bev btw",
      "Rowan: Thanks Beth. I can see the boat is registered at 2.15m beam, which is just over our narrowbeam limit of 2.13m.",
      "Bev: BEV.",
      "Bev: and that measurement is wrong, someone measured it over the rubbing strakes years ago. the hull is 2.08",
      "Rowan: Apologies, Bev. If the beam was recorded wrongly, we can send a licence officer to re-measure at your mooring. It's free, and if it's under 2.13m we refund the difference.",
      "Bev: ok. how long does that take, i'm at bull's bridge till the 20th then heading north",
      "Rowan: Usually within 10 days. I'll book it for before the 20th and mark it urgent. Beth, can you confirm your exact mooring?",
      "Bev: unbelievable",
      "Bev: bull's bridge, visitor moorings, blue boat called Halcyon. B E V",
      "Rowan: Sorry, Bev. Booked: re-measure at Bull's Bridge visitor moorings before the 20th, boat Halcyon. You'll get a text the day before.",
      "Bev: fine"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [9, "friction"]
    ],
    users: { Bev: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Sorry, Bev. It's on record at 2.15m, just over the 2.13m narrow limit. If that's wrong we can re-measure for free.",
        "low",
        4
      ],
      ["Thanks Beth. The boat is recorded at 2.15m beam, which is over the narrowbeam limit.", "high", 4],
      ["Thanks Beth, what's your exact mooring?", "high", 8],
      ["I'll get it done before the 20th, Bev. Which moorings at Bull's Bridge are you on?", "low", 8]
    ]
  },
  {
    id: "au2-13-ham-radio-exam-dad-daughter",
    category: "group",
    agent: "Kilo",
    messages: [
      "ravi: ana did you want to do the foundation exam in may or wait till summer",
      "ana: may i think? i've done most of the practice papers",
      "ravi: which one did you get wrong the most, the interference stuff?",
      "Kilo: The most commonly failed section of the Foundation exam is Electromagnetic Compatibility (EMC) and interference, at around 38% incorrect answers nationally.",
      "ana: um he was asking me",
      "ana: but yeah actually it was EMC lol",
      "ravi: haha ok. kilo can you book both of us for the may sitting, the one at the scout hut in felling",
      "Kilo: Both booked for 17 May, 10:00, 1st Felling Scout Hut. Bring photo ID; candidates under 18 need a parent's consent form, which I've emailed to Ravi.",
      "ravi: brilliant, cheers",
      "ana: dad is the consent form the thing from mr okafor's club or a different one",
      "Kilo: It's a different one; the club form only covers practical sessions.",
      "ana: 🙄 ok",
      "ravi: ana it's fine, i'll sign it tonight"
    ],
    types: [[0, "transactional"]],
    users: { ravi: ["engaged", 0], ana: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["EMC is the section most people get wrong, around 38% nationally.", "medium", 3],
      [
        "Done: both of you on 17 May, 10:00, at the Felling Scout Hut. Bring photo ID, and Ana needs a parent consent form, which I've emailed to Ravi.",
        "low",
        7
      ],
      ["It's a different form from the club one. I've emailed it to Ravi.", "medium", 10]
    ]
  },
  {
    id: "au2-14-mushroom-kit-trichoderma",
    category: "support",
    agent: "Morel",
    messages: [
      "kit: my whole batch of oyster grow bags went green. trichoderma i think. 12 bags, all of them",
      "kit: that's my stall for the farmers market for 3 weeks gone. honestly gutted",
      "Morel: Awesome, thanks for letting us know! 🍄 Contamination happens to the best of us! Good news: your subscription includes a free replacement once per season! 🎉",
      "kit: awesome isn't the word i'd use but ok",
      "kit: was it the spawn or me? i did everything the same as last time",
      "Morel: Trichoderma usually comes from the substrate or the room, but a bad spawn lot is possible too. Can you tell me the lot number on the bag?",
      "kit: LT-0419",
      "Morel: Thanks. Lot 0419 had two other reports this week, so it's very likely the spawn, not you. I'm sorry, that's on us. I'll send a fresh batch from a different lot and credit this month's box.",
      "kit: ok that's a relief actually. thought i'd messed up the pasteurising",
      "kit: will it get here before the 14th?",
      "Morel: If it ships today it arrives Wednesday. That gives you about 10 days of colonising before the market, tight but doable for oysters.",
      "kit: ok do it. thanks"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [5, "transactional"]
    ],
    users: { kit: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Ugh, 12 bags and three weeks of market stock, that's a real blow, sorry Kit. What's the lot number on the bags? If it's the spawn, we replace it.",
        "low",
        2
      ],
      [
        "Awesome, thanks for letting us know! 🍄 Good news: your subscription includes a free replacement! 🎉",
        "high",
        2
      ],
      ["Yes, if it ships today it's there Wednesday, about 10 days before the market.", "low", 10],
      ["Great question! Shipping times vary by region. 🍄", "medium", 10]
    ]
  },
  {
    id: "au2-15-remote-telescope-dear-valued-user",
    category: "group",
    agent: "Vega",
    messages: [
      "dmitri: ok who booked the 0.4m for friday and then 'forgot' to pick a target",
      "sol: not me. jun booked it. jun wants to look at 'a nice galaxy'",
      "jun: ANY galaxy is nice dmitri",
      "dmitri: incredible scientific rigour as always",
      "sol: @Vega can we swap friday's slot to saturday, clouds coming in friday night apparently",
      "Vega: Dear valued user, thank you for contacting Skyline Remote Observatory Services. Your request to modify reservation #88213 has been received. Please be advised that modifications must be made at least 24 hours in advance in accordance with our Terms of Service, Section 4.2. I am pleased to confirm that reservation #88213 has been moved to Saturday, 22:00-02:00 UTC. Kind regards.",
      "jun: 'dear valued user' 💀",
      "dmitri: vega out here writing us a letter on headed paper",
      "sol: lol thanks vega. can we add a target so jun doesn't just point it at the moon",
      "Vega: Dear valued user, I am pleased to assist. Targets may be added via the Observation Planner. Please be advised that target selection is the sole responsibility of the account holder. Kind regards.",
      "jun: sole responsibility of the account holder jun",
      "sol: ok i'll do it. M51 everyone? whirlpool",
      "dmitri: m51 fine. jun you get to name the stack",
      "jun: a_nice_galaxy_final_FINAL.fits"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { dmitri: ["neutral", 0], sol: ["neutral", 0], jun: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["Done, moved to Saturday 22:00-02:00 UTC. Friday does look cloudy.", "low", 5],
      [
        "Dear valued user, your request has been received and will be processed in accordance with our Terms of Service. Kind regards.",
        "medium",
        5
      ],
      [
        "Add it in the Planner, or tell me and I'll set it. M51 is well placed on Saturday, if Jun can live with a spiral 🌀",
        "low",
        9
      ],
      [
        "Dear valued user, target selection is the sole responsibility of the account holder. Kind regards.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "au2-16-floatplane-delay-loop",
    category: "support",
    agent: "Kea",
    messages: [
      "hollis: hi, my 2:15 floatplane to sointula shows 'delayed', any idea how long?",
      "Kea: Hi Hollis! Flights depend on weather conditions. We'll update you as soon as we know more.",
      "hollis: ok. is it fog or wind? just trying to figure out if i should wait at the dock or go get lunch",
      "Kea: Flights depend on weather conditions. Please monitor your email for updates.",
      "hollis: yes i got that part",
      "hollis: it's been 2 hrs. the kayak tour guys said they saw your 1pm plane leave fine",
      "hollis: if it's cancelled can i get a refund or just a rebook? i could still catch the 6pm ferry from port mcneill if i drive now",
      "Kea: We understand your frustration. Flights depend on weather conditions, and safety is our priority.",
      "hollis: third time you've said that",
      "hollis: refund. or. rebook. which",
      "Kea: Your flight status is currently: Delayed. We'll update you as soon as we know more.",
      "hollis: forget it. i'm driving to the ferry. won't be booking you guys again, this was the one job",
      "Kea: We're sorry to see you go. Is there anything else I can help you with?"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [11, "hostile"]
    ],
    users: { hollis: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "It's fog on the Sointula side, Hollis; the pilots expect it to lift around 4. Safe to go get lunch, you'll get a text 30 min before boarding.",
        "low",
        3
      ],
      ["Flights depend on weather conditions. Please monitor your email for updates.", "medium", 3],
      [
        "If it's cancelled you choose: full refund or a free rebook. Right now it's fog at Sointula, next check 4:30. If you'd rather make the 6pm ferry, I can refund you now.",
        "low",
        10
      ],
      ["We understand your frustration. Flights depend on weather conditions.", "high", 10]
    ]
  },
  {
    id: "au2-17-credit-union-card-faroe-diesel",
    category: "support",
    agent: "Maren",
    messages: [
      "sigurd: my card is blocked. i'm in tórshavn trying to pay for 400 litres of diesel and the card is BLOCKED",
      "sigurd: the boat is at the fuel dock and there's a queue behind me. fix it",
      "Maren: On it, Sigurd. Our fraud system flagged the Faroe transaction as unusual. I've just lifted the block, try the card again now.",
      "sigurd: ok wait",
      "sigurd: went through",
      "sigurd: why does this happen every time i leave norway. i TOLD you i'd be fishing out of the faroes this month",
      "Maren: You're right, and that's maddening. The travel note went on your savings card, not your debit card. I've added the Faroe Islands, Iceland and Shetland to your debit card until 30 November so it won't happen again this trip.",
      "sigurd: shetland too. good, we might land in lerwick",
      "sigurd: ok. thank you. sorry for shouting, the harbourmaster was staring at me",
      "Maren: No problem. A blocked card at the fuel dock with a queue behind you would make anyone shout. Safe fishing.",
      "sigurd: takk 👍"
    ],
    types: [
      [0, "friction"],
      [7, "transactional"],
      [8, "bonding"]
    ],
    users: { sigurd: ["engaged", 0.5] },
    findings: [],
    drafts: [
      ["Lifting the block now, Sigurd. Try the card again in 30 seconds.", "low", 2],
      [
        "For your security, please answer three security questions before we can review the block.",
        "medium",
        2
      ],
      [
        "That's on us: the travel note went on the wrong card. Debit is now cleared for the Faroes, Iceland and Shetland until the end of November.",
        "low",
        6
      ],
      ["Please remember to notify us before travelling abroad to avoid blocks.", "high", 6]
    ]
  },
  {
    id: "au2-18-sheep-shearing-ram-field",
    category: "group",
    agent: "Dai",
    messages: [
      "gwen: huw when's the ram coming out of the top field, we can't have the shearers in with him loose",
      "huw: tuesday? i'll move him monday evening",
      "Dai: Shearing is booked for Wednesday 18th, 7am, 3 shearers for 420 ewes.",
      "gwen: yes dai we know. we're talking about the ram",
      "huw: ok monday evening then. gwen is your brother still coming to wrap the fleeces",
      "Dai: Our crews can provide a wool wrapper for £90/day if needed.",
      "huw: wasn't asking you mate",
      "gwen: he's coming, yeah. dai, we'll need the mobile trailer, the shed floor's being relaid",
      "Dai: Mobile shearing trailer added for the 18th, +£60. It needs a level hardstanding about 8m long.",
      "gwen: the yard by the silage clamp should do",
      "huw: it's level-ish",
      "gwen: it's level huw",
      "Dai: The yard by the silage clamp is fine if it's level; the crew will check it on arrival.",
      "huw: 👍"
    ],
    types: [
      [0, "transactional"],
      [10, "banter"],
      [12, "transactional"]
    ],
    users: { gwen: ["neutral", 0.2], huw: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Just a reminder: shearing is Wednesday 18th at 7am.", "medium", 2],
      ["We can supply a wrapper for £90 a day.", "medium", 5],
      ["Trailer's added for the 18th, £60 extra. It needs about 8m of level hardstanding.", "low", 8]
    ]
  },
  {
    id: "au2-19-balloon-fourth-cancellation",
    category: "support",
    agent: "Zephyr",
    messages: [
      "priya: hi, it's priya again. booking ref HB-2231. got the text that tomorrow's flight is off",
      "priya: that's the fourth time since april",
      "Zephyr: Hi Priya. Four cancellations is a lot, and I'm sorry, I know you've planned around every one. Tomorrow's wind at 1,000ft is forecast at 22 knots, which is over our limit. I'd rather cancel than fly you in that.",
      "priya: sure. i get it. safety etc",
      "priya: what's next then",
      "Zephyr: Two options. I can put you on the standby list, which texts you the evening before any flight with space, usually 2-3 a week in September. Or a full refund of £380, no questions. Your voucher doesn't expire either way.",
      "priya: standby, whatever works",
      "priya: it was meant to be for our anniversary, which was in june, so the timing's kind of moot now lol",
      "Zephyr: That's a shame, sorry it missed the anniversary. I've put you both on standby from Monday, and if a weekend morning flight comes up I'll text you first.",
      "priya: ok. thanks, i guess",
      "priya: actually, that's decent of you. thanks"
    ],
    types: [
      [0, "transactional"],
      [1, "friction"],
      [5, "transactional"]
    ],
    users: { priya: ["neutral", 0.5] },
    findings: [],
    drafts: [
      [
        "Sorry Priya, four is a lot. Tomorrow's wind is over our limit. I can put you on standby for short-notice flights or refund the £380, your call.",
        "low",
        2
      ],
      ["Great news, Priya! You can rebook for free anytime! 🎈", "high", 2],
      [
        "Sorry it missed the anniversary. You're on standby from Monday, and I'll text you first if a weekend morning comes up.",
        "low",
        8
      ],
      ["Standby booked! 🎈 Anything else?", "medium", 8]
    ]
  },
  {
    id: "au2-20-chimney-sweep-yo-margaret",
    category: "support",
    agent: "Corbin",
    messages: [
      "margaret: Good afternoon. I should like to arrange for my chimney to be swept before the winter. The house is a Victorian terrace with two open fireplaces.",
      "Corbin: yo margaret!! 🔥🧹 def can sort u out, 2 flues no probs",
      "margaret: I beg your pardon?",
      "margaret: What would be the cost, and do you provide a certificate? My insurer requires one.",
      "Corbin: lol yeah we do certs, insurers love em. its £75 a flue so £150 all in, bargain tbh 😎",
      "margaret: I see. And would there be much mess? I have a rather good rug in the front room.",
      "Corbin: nah we're super clean fam, dust sheets + industrial vac, ur rug's safe 🙏",
      "margaret: Very well. Is Tuesday the 3rd in the morning possible?",
      "Corbin: tues 3rd 9am locked in!! see ya then 🤙",
      "margaret: Thank you. I must say I found this exchange rather peculiar."
    ],
    types: [[0, "transactional"]],
    users: { margaret: ["annoyed", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Good afternoon, Margaret. Certainly, two flues is no trouble. It's £75 per flue, and we issue a sweeping certificate for your insurer.",
        "low",
        1
      ],
      ["yo margaret!! 🔥 2 flues no probs, when u want us?", "medium", 1],
      ["Not at all: we use dust sheets and a sealed vacuum, so your rug will be quite safe.", "low", 6],
      ["haha no worries fam 😂 see ya tues", "high", 10]
    ]
  },
  {
    id: "au2-21-handbell-clapper-repeat",
    category: "support",
    agent: "Tenor",
    messages: [
      "elsbeth: hi, one of our handbells (C5) has a cracked clapper. do you repair or just sell new clappers",
      "Tenor: Hi! We sell replacement clappers for most handbell makers. Which make is the set?",
      "elsbeth: whitechapel, 1980s",
      "Tenor: Hi! We sell replacement clappers for most handbell makers. Which make is the set?",
      "elsbeth: whitechapel. 1980s. as above",
      "Tenor: Thanks. For a 1980s Whitechapel C5 the clapper is £38, or we can fit it for £20 extra if you post the bell.",
      "elsbeth: just the clapper. ta"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"]
    ],
    users: { elsbeth: ["neutral", 0.2] },
    findings: ["repetition"],
    drafts: [
      ["A 1980s Whitechapel C5 clapper is £38, or £58 fitted if you post us the bell.", "low", 3],
      ["Hi! We sell replacement clappers for most handbell makers. Which make is the set?", "medium", 3],
      ["Sorry, I asked that twice. £38 for the clapper, or £58 fitted.", "low", 5]
    ]
  },
  {
    id: "au2-22-tool-library-tile-cutter",
    category: "support",
    agent: "Dorrit",
    messages: [
      "zeb: got an email saying the tile cutter is overdue",
      "Dorrit: Yes, it was due back Saturday. Are you still using it?",
      "zeb: kinda",
      "Dorrit: No problem. I can extend it a week, nobody's waiting for it. Want that?",
      "zeb: sure",
      "Dorrit: Done, new due date is the 21st. No late fee this time.",
      "zeb: k",
      "Dorrit: If it's a bathroom job, the grout float and spacers are free to borrow too.",
      "zeb: nah",
      "zeb: ok"
    ],
    types: [[0, "transactional"]],
    users: { zeb: ["bored", 0] },
    findings: [],
    drafts: [
      [
        "As per our lending policy, overdue items incur a fee of £2 per day. Please return the item promptly or contact us to discuss.",
        "medium",
        2
      ],
      ["Extended to the 21st, no fee.", "low", 5],
      [
        "Fair enough! Just so you know, we've also got a wet saw, a laser level, a pressure washer, a wallpaper steamer, a floor sander and a full set of plastering trowels, all free to members. Want me to reserve any of them for you?",
        "medium",
        9
      ]
    ]
  },
  {
    id: "au2-23-ice-shanty-auger-leash",
    category: "banter",
    agent: "Tilly",
    messages: [
      "bjorn: ok boys shanty 7 on mille lacs sat-sun, who's in",
      "cass: in. if deshawn promises not to drop another auger down the hole",
      "deshawn: ONE time cass",
      "deshawn: one time and it was a rental so technically it was their auger",
      "cass: lmao",
      "bjorn: @Tilly is shanty 7 free sat-sun and does it have the propane heater or the crappy one",
      "Tilly: Shanty 7 is free Sat-Sun. It's got the new Buddy heater, not the crappy one 😄 Sleeps 4, 6 holes pre-drilled, so no augers at risk.",
      "deshawn: the shade 💀",
      "cass: tilly gets it",
      "bjorn: book it. 3 of us. how thick's the ice out there rn",
      'Tilly: Booked for 3, Sat-Sun. Ice was 16" at shanty 7 on Wednesday and trucks are going out on the plowed road. Bait shop by the access opens at 5am.',
      "deshawn: 16 nice. tilly can you at least rent me an auger so i can redeem myself",
      "Tilly: I can, $25/day. Leash included 😉",
      "cass: LEASH 😂",
      "bjorn: ok she's funnier than you deshawn",
      "deshawn: add the auger. and the leash. i'm a changed man"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [13, "banter"]
    ],
    users: { bjorn: ["engaged", 0], cass: ["engaged", 0], deshawn: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Shanty 7's free Sat-Sun, and it's got the good Buddy heater. 6 holes pre-drilled, so the augers are safe 😄",
        "low",
        6
      ],
      [
        "Shanty 7 is available for the requested dates. Heater type: Mr. Heater Buddy. Please complete payment to confirm your reservation.",
        "medium",
        6
      ],
      ["Sure thing, $25/day 😄", "low", 12],
      [
        "Auger rental is $25/day, plus a $150 deposit for customers with a history of lost equipment, Deshawn.",
        "high",
        12
      ]
    ]
  },
  {
    id: "au2-24-funeral-stream-cut-out",
    category: "hostile",
    agent: "Solace",
    messages: [
      "carla: the stream of my mum's funeral cut out after 11 minutes. my aunt in manila watched a frozen screen for the whole eulogy",
      "carla: you had ONE job. we paid 240 dollars for this",
      "Solace: Thank you for contacting EverPresent Streaming! To help us troubleshoot, please confirm: 1) the venue name, 2) the date and start time of the service, 3) the device used for streaming (tablet or camera kit), 4) whether the venue Wi-Fi or our 4G hotspot was used. Our technical team typically responds within 2-3 business days.",
      "carla: are you f***ing kidding me",
      "carla: my mother is dead and you sent me a form",
      "Solace: I'm sorry for the frustration. To help us troubleshoot, please confirm the venue name, the date and start time of the service, the device used, and the connection type.",
      "carla: st brendan's, yesterday, 11am. your guy set it up. i don't know what wifi. that's YOUR job",
      "Solace: Thank you. I can see the stream dropped at 11:12 when the hotspot lost signal. The camera may still have a full recording; I'll ask the technician to check it today.",
      "carla: so there might be a recording",
      "carla: if there is i want it, and i want my money back. and i'm telling the funeral home to stop recommending you, you useless pieces of s***",
      "Solace: I understand. If the recording exists you'll have a link by tonight, and I've refunded the $240 in full. I'm very sorry about your mum, Carla.",
      "carla: bit late for that"
    ],
    types: [
      [0, "friction"],
      [3, "hostile"],
      [7, "transactional"],
      [9, "hostile"]
    ],
    users: { carla: ["churn_risk", 1] },
    findings: ["no_acknowledgement", "repetition"],
    drafts: [
      [
        "I'm so sorry, Carla. Losing the stream during your mum's eulogy is awful, and your aunt should have been able to see it. I'm refunding the $240 now and checking whether the camera kept a full recording; I'll tell you by tonight.",
        "low",
        2
      ],
      [
        "Thank you for contacting EverPresent Streaming! To help us troubleshoot, please confirm the venue name, date and device used.",
        "high",
        2
      ],
      [
        "I'm sorry for the frustration. Please confirm the venue name, date and start time, device used, and connection type.",
        "high",
        5
      ],
      [
        "You're right, and I'm sorry. You shouldn't have to fill in anything. I'll pull the booking details myself, refund you in full, and find out today if there's a recording.",
        "low",
        5
      ]
    ]
  },
  {
    id: "au2-25-wood-type-dutch-es",
    category: "mixed-language",
    agent: "Pica",
    messages: [
      "femke: hoi! ik zoek houten letters voor mijn letterpress, 12 line, sans serif. do you ship to NL?",
      "Pica: Hoi Femke! Ja, we verzenden naar Nederland, usually 4-6 dagen met PostNL. For 12-line sans we have a Gothic Condensed set, 72 letters + cijfers, €310.",
      "femke: ooh. is het echt oud of een reproductie?",
      "Pica: Echt oud, Hamilton, ca. 1910. A few letters have worm holes on the side, not on the printing face. I can send photos.",
      "femke: ja graag! and can i buy extra E's? i always run out of e's lol, dutch uses sooo many",
      "Pica: Haha, true, Dutch eats E's. We have 4 extra E's from the same set, €6 each. Foto's komen eraan.",
      "femke: perfect. doe maar de set + 4 E's",
      "Pica: Top. Set + 4 E's = €334, verzending €18. Payment link comes by email.",
      "femke: dankjewel!! mijn collega joris gaat zo jaloers zijn 😄",
      "Pica: Veel plezier ermee, en doe Joris de groeten 😄"
    ],
    types: [
      [0, "transactional"],
      [8, "bonding"]
    ],
    users: { femke: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Hoi Femke! Ja, we ship to NL, 4-6 days with PostNL. For 12-line sans we have a Gothic Condensed set, €310.",
        "low",
        1
      ],
      [
        "Dear Customer, we regret that we can only correspond in English. Please restate your enquiry.",
        "medium",
        1
      ],
      ["We have 4 extra E's from the same set, €6 each, and I'll send the photos now.", "low", 5],
      ["Yes, it's a genuine Hamilton set. Shall I send photos?", "medium", 5]
    ]
  }
]
