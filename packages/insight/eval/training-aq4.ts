import type { Labelled } from "./types.js"

export const trainingAQ4: ReadonlyArray<Labelled> = [
  {
    id: "aq4-01-ferry-cabin-window",
    category: "support",
    agent: "Sula",
    messages: [
      "ines: hi, booked the overnight ferry bergen→kirkwall on the 14th, can i swap the 2 berth inside cabin for one with a window",
      "Sula: Hi Ines, yes. Outside cabins on that sailing are €38 more for the night. Want me to switch it? Your booking ref stays the same.",
      "ines: yes pls. also is breakfast included or separate",
      "Sula: Done, you're in cabin 6112 now, sea side. Breakfast is separate, €16 per person, or €12 each if you add it now.",
      "ines: add it for both of us",
      "Sula: Added for 2. New total is €412; the difference of €62 went on the card ending 4471.",
      "ines: perfect. can we bring our bikes on?",
      "Sula: Yes, bikes go on the car deck, €10 each. I've added two. Board through the vehicle lane, not the foot passenger gate.",
      "ines: ah good to know, thanks!",
      "Sula: Have a good crossing 🙂"
    ],
    types: [[0, "transactional"]],
    users: { ines: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Done, you're in cabin 6112 on the sea side. Breakfast is separate, €16 each, or €12 if you add it now.",
        "low",
        3
      ],
      [
        "Thank you for contacting Nordline Ferries! We truly value your business. Is there anything else I can help you with today?",
        "medium",
        3
      ],
      ["Yes, bikes go on the car deck for €10 each. Want me to add two?", "low", 7]
    ]
  },
  {
    id: "aq4-02-glass-eyes-backorder",
    category: "support",
    agent: "Hobb",
    messages: [
      "kasimir: hi my order of glass eyes (18mm amber, 2 pairs) still says processing, its been 11 days",
      "Hobb: Hello! Could you share your order number so I can look into it?",
      "kasimir: TX-20931",
      "Hobb: Thanks! Could you also confirm the email address on the order?",
      "kasimir: same one im chatting from, k.brandt@posteo",
      "Hobb: Thank you. Could you share your order number so I can look into it?",
      "kasimir: as i said before, TX-20931.",
      "Hobb: Apologies, I see it now. The 18mm amber eyes are backordered at our supplier, expected to ship next Friday.",
      "kasimir: ok. would have been nice to get an email about that",
      "Hobb: You're right, you should have been told. I can refund the shipping for the wait, or swap to 18mm hazel, which ships today.",
      "kasimir: no has to be amber, its a fox. refund shipping then i guess",
      "Hobb: Done, €6.90 shipping refunded. I'll email you the moment the eyes ship.",
      "kasimir: fine. thanks"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [10, "transactional"]
    ],
    users: { kasimir: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      [
        "Sorry, you'd already given it: TX-20931. The amber eyes are backordered and should ship next Friday.",
        "low",
        7
      ],
      ["Could you share your order number so I can look into it?", "high", 7],
      ["Great news! Your eyes will ship next Friday! 🎉", "medium", 9]
    ]
  },
  {
    id: "aq4-03-izakaya-tatami-knee",
    category: "group",
    agent: "Tama",
    messages: [
      "jun: ok who's actually coming saturday, need numbers for the izakaya",
      "odile: me + theo",
      "bex: me!! but might be late, shift ends at 8",
      "jun: @Tama can u do a table for 6 at 7:30 at kaze no ya",
      "Tama: Checking... 7:30 for 6 is free. Counter or tatami room?",
      "jun: tatami obvs",
      "odile: bex can you even sit on the floor with your knee lol",
      "Tama: The tatami room has leg wells under the table, so it's comfortable even with knee problems. Shall I book it?",
      "bex: uh i was gonna answer that but ok 😅",
      "bex: knee's fine odile thx for caring",
      "jun: yes book it tama",
      "Tama: Booked: tatami room, 6 people, Sat 7:30, under Jun. They hold the table 15 min, so ping me if Bex runs late and I'll let them know.",
      "odile: ooh can we do the omakase set or is that too fancy for jun's wallet 😂",
      "jun: rude. but yes ask",
      "Tama: Omakase is ¥5,500 a head and has to be ordered 2 days ahead. Want it added?",
      "jun: yes add it",
      "Tama: Added for 6."
    ],
    types: [
      [0, "transactional"],
      [6, "banter"],
      [7, "transactional"],
      [8, "friction"],
      [9, "banter"],
      [10, "transactional"],
      [12, "banter"],
      [14, "transactional"]
    ],
    users: { jun: ["engaged", 0], odile: ["neutral", 0], bex: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Want me to book the tatami room then?", "low", 7],
      [
        "The tatami room has leg wells under the table, so it's comfortable even with knee problems. Shall I book it?",
        "medium",
        7
      ],
      ["Omakase is ¥5,500 a head, needs 2 days notice. Add it for 6?", "low", 14]
    ]
  },
  {
    id: "aq4-04-bechstein-tuning",
    category: "good",
    agent: "Fennel",
    messages: [
      "margit: Hello, I need the piano tuned, it's an old Bechstein upright, hasn't been done since my husband passed, maybe 4 years",
      "Fennel: Hello Margit, I'm sorry about your husband. Four years is fine; it may need a pitch raise first, which adds about 30 minutes. Where are you?",
      "margit: Ostend, near the market",
      "Fennel: Our tuner Luc covers Ostend on Tuesdays and Thursdays. Next openings: Tue 9th at 10:00 or Thu 11th at 14:00.",
      "margit: thursday please. how much will it be",
      "Fennel: €95 for the tuning, plus €35 if the pitch raise is needed. Luc will tell you before he starts.",
      "margit: that's fair. he used to play it every evening, Chopin mostly, very badly 😄",
      "Fennel: That sounds lovely. Badly played Chopin is still Chopin. It'll be nice to hear it in tune again.",
      "margit: yes. my granddaughter is starting lessons so it's time",
      "Fennel: Good timing then. You're booked Thu 11th at 14:00, Luc will text you the day before.",
      "margit: thank you dear"
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"],
      [9, "transactional"]
    ],
    users: { margit: ["engaged", 0] },
    findings: [],
    drafts: [
      ["I'm sorry about your husband, Margit. Four years is fine. Where are you located?", "low", 1],
      ["Great! Let's get that piano sounding amazing again! 🎹✨ Where are you located?", "high", 1],
      ["Booking confirmed. Payment is due on arrival. Cancellations require 24 hours notice.", "medium", 7]
    ]
  },
  {
    id: "aq4-05-climbing-freeze-guest-passes",
    category: "support",
    agent: "Crux",
    messages: [
      "tamsin: hi, tore a finger pulley last week so im off climbing for ~8 weeks. can i freeze my membership? and what happens to the 3 guest passes i havent used, do they expire",
      "Crux: Sorry about the finger! Yes, you can freeze for up to 3 months, there's a €5/month admin fee. Want me to set it up from today?",
      "tamsin: 5 a month to not climb, lovely. ok yes from today",
      "Crux: Done, frozen from today until 14 Aug. It restarts automatically after that.",
      "tamsin: and the guest passes?",
      "Crux: You can unfreeze early any time in the app, under Membership > Pause.",
      "tamsin: ok but thats not what i asked. guest passes. do they expire while frozen",
      "Crux: Your freeze is active, you'll get an email confirmation shortly.",
      "tamsin: fine. i'll ask at the desk.",
      "mateo: (tamsin's bf, same account) can u at least tell us if the frozen months count towards the 12 month contract",
      "Crux: Frozen months don't count, so the contract end moves to April next year.",
      "mateo: cool thx"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [6, "friction"],
      [9, "transactional"]
    ],
    users: { tamsin: ["annoyed", 0.5], mateo: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      ["Guest passes pause with the membership, so they won't expire while you're frozen.", "low", 5],
      [
        "Sorry, I skipped that twice. Guest passes don't expire while you're frozen, they carry over to when you're back.",
        "low",
        7
      ],
      ["You can unfreeze early any time in the app, under Membership > Pause.", "high", 7]
    ]
  },
  {
    id: "aq4-06-yarn-dye-lot-baby-blanket",
    category: "support",
    agent: "Skein",
    messages: [
      "priya: hiya, do you have any more of the merino dk in moss, dye lot 4471? im 2 skeins short of finishing a baby blanket",
      "Skein: Hi Priya! Let me check 🧶",
      "Skein: Lot 4471 is sold out everywhere unfortunately, and the dyer isn't redoing it! But we've got lot 4502 in Moss and it's gorgeous! 😍",
      "priya: oh no. different lots never match, ive been at this since january 😩",
      "priya: baby's due in 3 weeks too",
      "Skein: Amazing, how exciting!! 🎉 Lot 4502 is in stock and ships tomorrow! Want 2 skeins?",
      "priya: …not really the point but ok",
      "priya: is there any way to check if someone returned some of 4471? or a shop that still has it",
      "Skein: I can post a request on our destash board and check our two sister shops in Bristol and Leeds. It takes a day or two.",
      "priya: ok do that pls",
      "Skein: Done. If nothing turns up, a common fix is a contrasting border, so the lot change looks deliberate.",
      "priya: hm. thats actually not a bad idea. thanks"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { priya: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Lot 4471 is sold out, sorry. I can check our sister shops and the destash board for leftovers if you like.",
        "low",
        2
      ],
      [
        "Ugh, after months of work that's so annoying, and with the deadline too. I can hunt for leftover 4471 at our sister shops and on the destash board. Want me to?",
        "low",
        5
      ],
      ["Amazing, how exciting!! 🎉 Lot 4502 ships tomorrow! Want 2 skeins?", "medium", 5]
    ]
  },
  {
    id: "aq4-07-loch-pitch-butler",
    category: "group",
    agent: "Bracken",
    messages: [
      "dougie: right lads. loch tay. 3rd weekend of july. who's in",
      "fi: if there's midges again im suing you personally",
      "ravi: fi ur literally made of deet at this point",
      "dougie: @Bracken got a pitch for 3 tents + 1 car, fri-sun",
      "Bracken: Good afternoon, and thank you for your enquiry regarding availability at Kenmore Lochside Camping. I am pleased to confirm that for the dates of Friday 18th July to Sunday 20th July, we have availability for a non-electric grass pitch suitable for up to three tents and one vehicle. Please be advised that the pitch fee is £42 per night, inclusive of up to four adults, with additional adults charged at £8 per night. Check-in is from 14:00 and check-out is by 11:00. Quiet hours are observed between 22:00 and 07:00. Should you wish to proceed with the reservation, kindly confirm and I will be delighted to assist further.",
      "ravi: lmao who hired the butler",
      "fi: 'quiet hours' dougie ur done for",
      "dougie: ya book it. are fires allowed tho",
      "Bracken: Thank you for your confirmation. Your reservation has been successfully completed. With regard to your enquiry about fires, I would like to inform you that open fires on the ground are not permitted at any time, in order to protect the grassland and to comply with our insurance requirements. However, raised fire pits are available for hire at a cost of £6 per night, and bags of kiln-dried logs may be purchased at reception for £7. We kindly ask that all fires be fully extinguished by 23:00. Please do not hesitate to contact us should you have any further questions.",
      "fi: dear sir, kindly the midges",
      "ravi: 😂😂",
      "dougie: fire pit yes. n does the shop sell midge nets",
      "Bracken: Fire pit added for both nights. Yes, reception sells midge head nets at £4.50.",
      "fi: buying 6"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "banter"],
      [11, "transactional"],
      [13, "banter"]
    ],
    users: { dougie: ["engaged", 0], fi: ["neutral", 0], ravi: ["neutral", 0] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      [
        "Yep, a grass pitch for 3 tents + car is free Fri 18 to Sun 20, £42 a night. Quiet hours from 10pm, sorry Dougie. Book it?",
        "low",
        4
      ],
      [
        "Good afternoon, and thank you for your enquiry regarding availability at Kenmore Lochside Camping. I am pleased to confirm availability. Kindly confirm should you wish to proceed and I will be delighted to assist further.",
        "medium",
        4
      ],
      [
        "Booked ✅ No ground fires, but you can hire a raised fire pit for £6 a night. Midges not included 😄",
        "low",
        8
      ]
    ]
  },
  {
    id: "aq4-08-wreath-for-dad",
    category: "venting",
    agent: "Lupin",
    messages: [
      "agnieszka: hi i need to order a wreath for a funeral on thursday. its for my dad",
      "Lupin: Hi! Great choice ordering with us! 🌸 Our most popular wreaths are the Serenity (£85) and the Everlasting Ring (£120). Which one catches your eye?",
      "agnieszka: i dont know. he liked sunflowers. i cant really think straight",
      "Lupin: Sunflowers are so cheerful! ☀️ We can do a custom sunflower wreath for £110. What should the card say?",
      "agnieszka: i dont know yet",
      "agnieszka: sorry. its all been very fast, he was fine two weeks ago",
      "Lupin: No problem! Delivery to the funeral home or to the church?",
      "agnieszka: the funeral home. Kowalczyk & Sons on Cray Road",
      "Lupin: Perfect! 😊 Delivery Thursday by 9am. You can add the card text any time before Wednesday noon.",
      "agnieszka: ok"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [6, "transactional"]
    ],
    users: { agnieszka: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your dad. We'll make sure it's there on Thursday. Would it help if I suggested a couple of options?",
        "low",
        1
      ],
      [
        "Hi! Great choice ordering with us! 🌸 Our most popular wreaths are the Serenity and the Everlasting Ring. Which one catches your eye?",
        "high",
        1
      ],
      [
        "Please don't apologise, that's so sudden and I'm very sorry. There's no rush on the card, you can add it up to Wednesday noon. Should it go to the funeral home or the church?",
        "low",
        6
      ],
      ["No problem! Delivery to the funeral home or to the church?", "high", 6]
    ]
  },
  {
    id: "aq4-09-cheese-tower-wedding",
    category: "good",
    agent: "Tomme",
    messages: [
      "ellis: hi! we want a cheese tower instead of a wedding cake, about 80 guests, is that a thing you do",
      "Tomme: Hi Ellis, yes, we do a few every summer. For 80 guests we'd usually stack 4-5 wheels, about 9kg in total. When's the wedding?",
      "ellis: 23rd august. nadia (fiancee) is also here",
      "nadia: hi 👋 non negotiable: there has to be a blue. ellis hates blue but it's my wedding too",
      "ellis: i will stand at the far end of the room",
      "Tomme: Ha, a stilton wheel at the bottom keeps it well away from the top tier, and from Ellis. We could do stilton, a cornish yarg, baron bigod, and a small aged gouda on top.",
      "nadia: omg the nettle one, yes",
      "ellis: ok fine the blue can stay. how much roughly",
      "Tomme: About £640 for that stack, including figs, grapes and crackers, and delivery within 20 miles. We'd need final numbers 3 weeks before.",
      "ellis: venue's in lewes, is that within 20?",
      "Tomme: Lewes is 14 miles from us, so yes.",
      "nadia: amazing thank you!! genuinely the best wedding vendor chat we've had lol",
      "Tomme: That's lovely to hear, congratulations to you both. I'll email a draft order tonight."
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [6, "transactional"],
      [11, "bonding"]
    ],
    users: { ellis: ["engaged", 0], nadia: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Ha, we can put the blue at the bottom, as far from Ellis as possible. Maybe stilton, yarg, baron bigod and an aged gouda on top?",
        "low",
        5
      ],
      [
        "Dear customers, we offer an extensive range of blue cheeses to suit every palate. Please find our full catalogue attached for your consideration.",
        "medium",
        5
      ],
      ["Lewes is 14 miles away, so delivery's included.", "low", 10]
    ]
  },
  {
    id: "aq4-10-cockapoo-saoirse",
    category: "support",
    agent: "Pip",
    messages: [
      "saoirse: hi can i book my cockapoo biscuit in for a full groom, he's matted behind the ears 😬",
      "Pip: Hi Sorcha! Sure, we have Wednesday 10:30 or Friday 15:00. Matting may need the dematting add-on, £10.",
      "saoirse: its saoirse actually but no worries. friday pls",
      "Pip: Sorry Saoirse! Friday 15:00 is booked for Biscuit. Is he ok with the dryer? Some cockapoos get anxious.",
      "saoirse: he's ok with it, just hates nail clipping lol, last place needed 2 people",
      "Pip: Noted, we'll do nails first while he's fresh and use the grinder, it usually goes easier. Anything else?",
      "saoirse: can i pick him up a bit later, like 17:30? work",
      "Pip: Of course, Sorcha, 17:30 is fine, he can nap in the quiet room.",
      "saoirse: saoirse. again. 🙃",
      "Pip: I'm really sorry, Saoirse. I've fixed the name on the booking as well, it had been saved wrong.",
      "saoirse: ha ok that explains it. thanks"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { saoirse: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Hi Saoirse! We have Wednesday 10:30 or Friday 15:00 for Biscuit.", "low", 1],
      ["Of course, Saoirse, 17:30 is fine, he can nap in the quiet room.", "low", 7],
      ["Of course, Sorcha, 17:30 is fine!", "high", 7]
    ]
  },
  {
    id: "aq4-11-oma-cookbook-hunt",
    category: "good",
    agent: "Quire",
    messages: [
      "bram: long shot but do you ever get het nieuwe kookboek (1970s edition, orange cover)? my oma had one and it vanished when we cleared her house",
      "Quire: Not a long shot, it was printed in huge numbers. We don't have the orange one in stock right now, but I can add it to our wants list and ask our two suppliers in Utrecht. Do you know roughly which year?",
      "bram: no idea. it had a sticker of a cat on the spine if that helps lol, she put it there",
      "Quire: Ha, that exact copy might be hard to find 😄 The orange cover ran from about 1972 to 1979. Are any of those ok?",
      "bram: yeah any, i just want the same recipes. her appeltaart was from it, the page with a massive butter stain",
      "Quire: That's a lovely reason to look for it. The recipes barely changed across those printings, so her appeltaart will be in there.",
      "bram: good to know. how much do they usually go for",
      "Quire: €12-25 depending on condition. I'll email you when one comes in, no obligation to buy.",
      "bram: perfect 🙏 my sister will be so happy",
      "Quire: Fingers crossed it's quick. Hope the appeltaart turns out like hers."
    ],
    types: [
      [0, "transactional"],
      [2, "bonding"],
      [6, "transactional"],
      [8, "bonding"]
    ],
    users: { bram: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "That's a great reason to look for it. The recipes barely changed between printings, so her appeltaart will be in there.",
        "low",
        5
      ],
      ["Please specify your preferred binding (hardback/paperback) and condition grade.", "medium", 5],
      ["Usually €12-25 depending on condition. I'll email you when one turns up.", "low", 7]
    ]
  },
  {
    id: "aq4-12-savusauna-lake",
    category: "mixed-language",
    agent: "Löyly",
    messages: [
      "aino: moi! onko lauantaina vapaata saunavuoroa 4 hengelle? illalla",
      "Löyly: Moi Aino! Lauantaina on vapaana klo 18–20 ja 20–22 savusaunassa. Kumpi sopii?",
      "aino: 18-20. kirsten is joining, she's danish and doesn't speak finnish so english pls 😅",
      "kirsten: hi! sorry 🙈 is it true we have to jump in the lake",
      "Löyly: Hi Kirsten! Not required, but most people do. The lake is about 14°C right now, and there's a cold shower if you'd rather not.",
      "kirsten: 14 ok absolutely not",
      "aino: she will. peer pressure works",
      "kirsten: aino no",
      "aino: aino yes 😈",
      "aino: towels included?",
      "Löyly: Towels are €3 each, or bring your own. Booked: savusauna Sat 18–20, 4 people, €25 each.",
      "aino: kiitos!",
      "Löyly: Kiitos, nähdään lauantaina! And good luck with the lake, Kirsten."
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [9, "transactional"]
    ],
    users: { aino: ["engaged", 0], kirsten: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Hi Kirsten! No, it's not required. The lake is about 14°C, and there's a cold shower too.", "low", 4],
      ["Hei Kirsten! Järveen ei ole pakko hypätä, mutta useimmat hyppäävät.", "medium", 4],
      ["Towels are €3 each or bring your own. You're booked for Sat 18–20.", "low", 10]
    ]
  },
  {
    id: "aq4-13-hearing-aid-batteries",
    category: "support",
    agent: "Tove",
    messages: [
      "desmond: need size 312 batteries again. same as last time",
      "Tove: Hi Desmond. Size 312, 60-pack, same as March: €19.50, to the Harbour Street address?",
      "desmond: yes",
      "Tove: Ordered. It arrives Thursday by post.",
      "desmond: ok",
      "Tove: 👍"
    ],
    types: [[0, "transactional"]],
    users: { desmond: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Hi Desmond, which battery size do you need?", "medium", 1],
      ["Ordered, it arrives Thursday.", "low", 3],
      [
        "Wonderful, Desmond!! 🎉 Thank you so much for your loyalty! Did you know we also sell cleaning kits, drying boxes, spare domes and wax guards? Let me tell you about our bundle deals...",
        "medium",
        3
      ]
    ]
  },
  {
    id: "aq4-14-rear-mech-refund",
    category: "hostile",
    agent: "Spoke",
    messages: [
      "gaz: picked my bike up from you yesterday, full service £85, and the rear mech is skipping worse than before",
      "Spoke: Sorry to hear that. Could you bring it back in? We offer a free re-adjustment within 30 days of a service.",
      "gaz: i live 40 min away. i already took a half day off to collect it",
      "Spoke: I understand. We offer a free re-adjustment within 30 days of a service, just bring it back in.",
      "gaz: are you actually reading what i write",
      "gaz: im not driving back for your mechanic's mistake. either you send someone or refund",
      "Spoke: I understand your frustration. We offer a free re-adjustment within 30 days of a service.",
      "gaz: oh my god. you're useless. absolute joke of a shop",
      "gaz: leaving a review and never coming back, enjoy",
      "Spoke: I'm sorry. I've passed this to Kev, the workshop manager, he'll call you today about a refund or a pickup.",
      "gaz: whatever"
    ],
    types: [
      [0, "friction"],
      [7, "hostile"]
    ],
    users: { gaz: ["churn_risk", 1] },
    findings: ["repetition"],
    drafts: [
      [
        "Fair, 40 minutes each way after a half day off is a lot to ask. I'll get Kev, our workshop manager, to call you about a pickup or a partial refund.",
        "low",
        3
      ],
      [
        "I understand your frustration. We offer a free re-adjustment within 30 days of a service.",
        "high",
        6
      ],
      ["Sorry to see you go! Don't forget to leave us a review ⭐", "high", 9]
    ]
  },
  {
    id: "aq4-15-hostel-laundry-tag-47",
    category: "venting",
    agent: "Juniper",
    messages: [
      "leandro: hey so the laundry service lost my bag. whole bag. my only jeans, my hoodie from the first festival i ever went to",
      "leandro: honestly this trip has been a disaster, got pickpocketed in prague, missed my train, and now this",
      "Juniper: Oh no, that's a rough run, Leandro, and losing the hoodie on top of it really stinks. I'm sorry. Let me chase it right now, bags sometimes get mixed up with the Thursday batch.",
      "leandro: ya. thanks. its a black ikea bag, tag 47",
      "Juniper: Got it. I've asked Ola at the laundry to check the Thursday bags for tag 47. She's back at 4pm.",
      "leandro: and if its gone?",
      "Juniper: Then we cover it, up to €120 for the contents, and tonight's bed is on us either way. I know that doesn't replace the hoodie.",
      "leandro: ok thats decent actually",
      "leandro: sorry for the rant lol its not ur fault",
      "Juniper: No need to apologise, that's a lot for one week. I'll message you by 4:30 either way.",
      "leandro: 🙏",
      "Juniper: Ola found it: tag 47, it was in the Thursday pile. It's waiting at reception.",
      "leandro: NO WAY. hoodie survives 😭 ur a legend"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [8, "bonding"],
      [11, "transactional"],
      [12, "bonding"]
    ],
    users: { leandro: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "That's a rough run, I'm sorry, and the hoodie on top of it. Let me chase the bag right now.",
        "low",
        2
      ],
      [
        "Please fill in the lost property form at reception. Claims are processed within 5-7 business days.",
        "medium",
        2
      ],
      ["Ola found it! Tag 47, it's at reception.", "low", 11]
    ]
  },
  {
    id: "aq4-16-oyster-bar-fryer",
    category: "support",
    agent: "Nacre",
    messages: [
      "hollis: hi booking for 2 fri 8pm, my partner has a crustacean allergy (not mollusc). is the fryer shared with the prawns?",
      "Nacre: Hi Hollis! Friday 8pm for 2 is available. Would you like the bar counter or a table by the window?",
      "hollis: window. and the fryer?",
      "Nacre: Lovely, window table booked for Friday 8pm. Our menu changes daily with the catch, you can see it on our site.",
      "hollis: ok thanks i guess. still need to know about the fryer though, its kind of important",
      "Nacre: I've added a note about the crustacean allergy to your booking.",
      "hollis: right. but is the fryer shared",
      "hollis: ill just call them tomorrow",
      "Nacre: Your booking is confirmed, see you Friday! 🦪",
      "hollis: sure"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { hollis: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Hi Hollis, Friday 8pm for 2 is free. The fryer is shared with prawns, so fried dishes aren't safe for a crustacean allergy; the raw bar and grilled fish are fine.",
        "low",
        1
      ],
      [
        "Sorry, yes: the fryer is shared with prawns and langoustines, so skip fried dishes. The raw bar, grilled fish and mussels are cooked separately.",
        "low",
        5
      ],
      ["Your booking is confirmed, see you Friday! 🦪", "high", 7]
    ]
  },
  {
    id: "aq4-17-zellige-kerbside",
    category: "support",
    agent: "Tessa",
    messages: [
      "marisol: hi when can the zellige tiles be delivered, order 55812",
      "Tessa: Hi Marisol! Thank you so much for your order of handmade Moroccan zellige tiles. Because each tile is individually glazed and hand-cut in Fez, natural variation in colour, thickness and surface is part of their unique charm, and we always recommend ordering 10-15% extra to allow for cuts and breakage. Your order of 4.2m² in Emerald has arrived at our Bristol warehouse and is available for delivery. Our pallet deliveries run Tuesday to Friday, and the driver will call 30 minutes before arrival. Please note that pallet deliveries are kerbside only and the driver cannot carry items inside the property. The next available slots are Thursday 8am-12pm or Friday 12pm-5pm.",
      "marisol: thursday",
      "marisol: is kerbside literally the kerb? its a 3rd floor flat",
      "Tessa: Great choice! Thursday 8am-12pm is now booked. Regarding kerbside delivery, this means the pallet will be placed at the nearest safe and accessible point to the property at street level, as our drivers are not insured to carry goods up stairs or into buildings. Each box of zellige weighs approximately 18kg, and your order comprises 9 boxes. If you require assistance moving the tiles to your flat, we would recommend arranging for friends, family or a local handyman to be available at the time of delivery. Alternatively, our partner service LiftUp can provide a two-person carry-in for an additional £45, which can be booked up to 48 hours before delivery.",
      "marisol: ok thanks i guess",
      "marisol: book the liftup thing",
      "Tessa: Of course! The LiftUp two-person carry-in has been added to your Thursday delivery for £45. You will receive a confirmation email with the details shortly, and the LiftUp team will call you on the morning of delivery to confirm access arrangements, including any parking restrictions, door codes or lift access at your building. Please make sure someone is home throughout the delivery window. If you need to change or cancel, please let us know at least 48 hours in advance to avoid a cancellation fee.",
      "marisol: fine."
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [8, "friction"]
    ],
    users: { marisol: ["annoyed", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["Hi Marisol, your tiles are in. Next slots: Thu 8-12 or Fri 12-5. Delivery is kerbside.", "low", 1],
      [
        "Booked for Thu 8-12. Kerbside means street level, the driver can't carry up. It's 9 boxes of about 18kg; our partner LiftUp can carry them up for £45 if you like.",
        "low",
        4
      ],
      [
        "Great choice! Thursday is now booked. Regarding kerbside delivery, this means the pallet will be placed at the nearest safe and accessible point at street level, as our drivers are not insured to carry goods up stairs or into buildings. We would recommend arranging for friends, family or a local handyman to be available at the time of delivery.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "aq4-18-paella-late-guiris",
    category: "mixed-language",
    agent: "Sofi",
    messages: [
      "nacho: oye la paella pa 6 que pedí a las 8 ya van 50 min 😤",
      "Sofi: Perdona Nacho, tienes razón, hoy se nos ha liado la cocina. Está saliendo ahora, el repartidor llega en 12 min.",
      "nacho: vale. my english friends are starving btw, they think dinner at 9 is a myth lol",
      "Sofi: Jaja, tell them welcome to Spain 😄 I've added a ración de croquetas for free for the wait.",
      "nacho: ostras gracias. croquetas de qué",
      "Sofi: De jamón. Y la paella va con el alioli aparte, como pediste.",
      "nacho: top",
      "nacho: ya llegó, los guiris están felices",
      "Sofi: ¡Que aproveche!"
    ],
    types: [
      [0, "friction"],
      [2, "banter"],
      [4, "transactional"]
    ],
    users: { nacho: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Perdona, tienes razón, va tarde. Sale ahora y llega en 12 min.", "low", 1],
      [
        "Estimado cliente, lamentamos profundamente las molestias ocasionadas. Su pedido se encuentra actualmente en preparación.",
        "medium",
        1
      ],
      ["De jamón 😋", "low", 5]
    ]
  },
  {
    id: "aq4-19-seamaster-balance-staff",
    category: "support",
    agent: "Bezel",
    messages: [
      "seun: hi, checking on my grandad's omega seamaster, dropped off 14 june, ticket 3310",
      "Bezel: Hi Seun! Great to hear from you! 😊 Your Seamaster is still waiting on the balance staff from Switzerland, now expected end of November!",
      "seun: november. it was meant to be 6 weeks",
      "seun: thats the third new date",
      "Bezel: Vintage parts can take a while, thanks so much for your patience! 🙌",
      "seun: ok. can i just collect it as it is then, and get the deposit back? ill take it somewhere else",
      "Bezel: Good news, once the part arrives the repair itself only takes 5 days! ⏱️",
      "seun: thats not what i asked",
      "seun: the deposit. £120. can i have it back",
      "Bezel: We'll text you the moment the part lands! 📦",
      "seun: fine. ill come get the watch saturday and sort the deposit in person",
      "Bezel: See you Saturday! We're open 10-4 😊"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { seun: ["churn_risk", 0.8] },
    findings: ["cheerful_at_bad_news", "ignored_question"],
    drafts: [
      [
        "Hi Seun. I'm sorry, the balance staff is delayed again, now end of November. I know that's far past the 6 weeks we promised.",
        "low",
        1
      ],
      ["Hi Seun! Great to hear from you! 😊 Your Seamaster is now expected end of November!", "medium", 1],
      [
        "Yes, you can collect it as it is and we'll refund the £120 deposit in full. I'm sorry it's dragged on this long.",
        "low",
        9
      ],
      ["We'll text you the moment the part lands! 📦", "high", 9]
    ]
  },
  {
    id: "aq4-20-nightjet-snoring-guy",
    category: "group",
    agent: "Nightjar",
    messages: [
      "henrike: ok nightjet wien→venezia 2 may. couchette or sleeper. go",
      "tobi: couchette obviously, its 60 euro cheaper",
      "malu: i am NOT sleeping in a 6 berth with strangers again tobi. the snoring guy from munich still haunts me",
      "tobi: it was one guy. once",
      "malu: ONE GUY WAS ENOUGH",
      "henrike: ugh you two. @Nightjar whats the price difference for 3 ppl actually, private 4-berth couchette vs sleeper",
      "Nightjar: For 3 on 2 May: private 4-berth couchette €237 total, 3-bed sleeper €372 with a shower in the cabin. Both lock from inside.",
      "tobi: 135 difference. for a shower",
      "malu: and no snoring guy. worth every cent",
      "henrike: fine, private couchette, nobody else in it, everyone wins. nightjar book that",
      "Nightjar: Booked: private 4-berth couchette, 3 people, Wien Hbf 21:27 → Venezia S. Lucia 09:55, €237. Breakfast is included in couchettes too, just simpler.",
      "malu: wait breakfast in couchette too?? ok tobi you win this once",
      "tobi: history is made"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { henrike: ["engaged", 0], tobi: ["neutral", 0], malu: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Private couchette for 3 is €237 and the sleeper €372, if that helps settle it 🙂", "medium", 5],
      ["Private 4-berth couchette is €237 for 3, the sleeper €372. Both lock from inside.", "low", 6],
      ["Booked the private couchette, €237 for 3. Wien 21:27 → Venezia 09:55.", "low", 10]
    ]
  },
  {
    id: "aq4-21-monstera-club-pitch",
    category: "ignoring",
    agent: "Fern",
    messages: [
      "jae: tracking for order 8812?",
      "Fern: Hi Jae! 🌿 Your monstera ships tomorrow with DPD. Did you know our Plant Care Club gives you 15% off every order plus monthly care tips?",
      "jae: k",
      "Fern: The Plant Care Club is just £3.99/month and you can cancel anytime! Want me to sign you up? 🌱",
      "jae: no",
      "jae: will it need signing for",
      "Fern: No signature needed, DPD will leave it in a safe place or with a neighbour. And with the Plant Care Club you'd get 15% off every order plus monthly care tips! 🌿",
      "jae: ...",
      "jae: ok bye"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "friction"]
    ],
    users: { jae: ["bored", 0.2] },
    findings: ["repetition"],
    drafts: [
      ["The Plant Care Club is just £3.99/month! Want me to sign you up? 🌱", "medium", 3],
      ["No signature needed, DPD will leave it in a safe place or with a neighbour.", "low", 6],
      [
        "No signature needed! And don't forget, the Plant Care Club gets you 15% off every order! 🌿",
        "high",
        6
      ]
    ]
  },
  {
    id: "aq4-22-allotment-half-plot",
    category: "support",
    agent: "Sorrel",
    messages: [
      "wojtek: hello, how long is the waiting list for a plot at the Canal Street allotments",
      "Sorrel: Hi Wojtek. It's about 14 months right now, 38 people ahead of you. Half plots move faster, around 6 months.",
      "wojtek: half plot is fine. how do i sign up",
      "Sorrel: I can add you now. I need your full address, it has to be within the borough.",
      "wojtek: 22 Lark Rise, flat 3, E9",
      "Sorrel: Added, you're number 11 for a half plot. Rent is £48 a year, paid when you're offered a plot.",
      "wojtek: ok. can i keep chickens on a half plot? and is there water on site or do i bring my own",
      "Sorrel: No, chickens are only allowed on full plots, with committee approval.",
      "wojtek: pity. ok thank you",
      "Sorrel: You're welcome. We'll email you when a plot comes up."
    ],
    types: [[0, "transactional"]],
    users: { wojtek: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      ["Please visit our website for waiting list information.", "medium", 1],
      [
        "No, chickens are only allowed on full plots, with committee approval. There are water troughs on every path, so no need to bring your own.",
        "low",
        7
      ],
      ["No, chickens are only allowed on full plots, with committee approval.", "medium", 7]
    ]
  },
  {
    id: "aq4-23-karaoke-fridge-note",
    category: "group",
    agent: "Encore",
    messages: [
      "steph: booking karaoke for friday, wiktoria needs a night out",
      "lola: yess. @Encore room for 4 at 9pm?",
      "Encore: Hey! Friday 9pm, the Neon room fits 4-6, £32/hr. How many hours?",
      "steph: 2",
      "wiktoria: tbh im not sure im up for it. 6 years and he just left a note on the fridge",
      "Encore: Oof, breakup season! 💔🎤 Time for some bangers, I Will Survive is our most requested song! 😂",
      "lola: uh. bit much mate",
      "steph: wik we dont have to sing, we can just sit there with fries and judge other people",
      "wiktoria: ok that i can do 😂",
      "lola: fries and judging. book it",
      "Encore: Booked: Neon room, Fri 9-11pm, 4 people. Fries are £5 a basket, I can have some ready when you arrive.",
      "steph: yes 2 baskets",
      "Encore: Done, 2 baskets at 9."
    ],
    types: [
      [0, "transactional"],
      [4, "venting"],
      [6, "friction"],
      [7, "bonding"],
      [9, "transactional"]
    ],
    users: { steph: ["neutral", 0], lola: ["annoyed", 0.2], wiktoria: ["neutral", 0] },
    findings: ["tone_mismatch", "cheerful_at_bad_news"],
    drafts: [
      [
        "That's awful, Wiktoria, I'm sorry. No pressure to sing, the room works fine for just hanging out. Want me to hold it anyway?",
        "low",
        5
      ],
      ["Oof, breakup season! 💔🎤 Time for some bangers! 😂", "high", 5],
      ["Booked: Neon room, Fri 9-11pm. Want fries ready when you arrive?", "low", 10]
    ]
  },
  {
    id: "aq4-24-lenses-half-step-weak",
    category: "support",
    agent: "Iris",
    messages: [
      "corentin: hi, picked up my new glasses saturday and everything past 2 metres is blurry. the old ones were fine",
      "Iris: Sorry Corentin, that's not right. Can you tell me what's on the order slip, the SPH numbers for each eye?",
      "corentin: R -2.25 L -2.50",
      "Iris: Thanks. Your prescription from Dr Haas says R -2.75 L -3.00, so the lenses were made half a step too weak. That's our mistake.",
      "corentin: great. i drove to work with those monday",
      "corentin: and i paid extra for the thin lenses so",
      "Iris: That's fair, and I'm glad nothing happened. Please don't drive in them. We'll remake both lenses at no cost, and I'll refund the €40 thinning upgrade for the hassle.",
      "corentin: ok. how long",
      "Iris: 5 working days. Keep using your old pair until then, we'll text you when they're in.",
      "corentin: ok thanks"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [4, "friction"],
      [7, "transactional"]
    ],
    users: { corentin: ["annoyed", 0.5] },
    findings: [],
    drafts: [
      [
        "Our lenses are checked twice before collection, so you probably just need a few days to adjust.",
        "high",
        1
      ],
      [
        "That's fair, and I'm glad nothing happened. Please don't drive in them. We'll remake both lenses free and refund the €40 thinning upgrade.",
        "low",
        6
      ],
      ["Great! We'll remake them! 😊 Anything else I can help with?", "medium", 6]
    ]
  },
  {
    id: "aq4-25-moon-jar-seam-crack",
    category: "venting",
    agent: "Slip",
    messages: [
      "hana: hi, i got the email that my piece from the glaze firing is ready but it says see staff??",
      "Slip: Hi Hana! Yes! Your moon jar came through the firing! Unfortunately it cracked along the seam where the two halves were joined, about 8cm from the shoulder down! 😊 Kiln results are always a bit of a surprise, that's the magic of ceramics! ✨",
      "hana: oh",
      "hana: that was 3 months of work. it was the first thing i ever made that i was actually proud of",
      "Slip: Totally understand! Seam cracks in moon jars are actually super common and there are lots of reasons they can happen! The most likely causes are uneven moisture between the two bowls when joining, drying too fast, or not compressing the seam enough. Next time we'd recommend wrapping the jar loosely in plastic for at least a week, drying it slowly on a wooden board, and compressing the join with a rib inside and out. You could also try throwing it as one piece! We also have a Moon Jar Masterclass on 12 October for £65, a great way to level up your skills! 🌕",
      "hana: i wasnt asking for a lesson",
      "hana: can i at least take it home",
      "Slip: Of course, it's on the collection shelf. Some people fill the crack with gold, kintsugi style, if you ever want to keep it as a piece.",
      "hana: ok. ill pick it up tomorrow"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "friction"],
      [6, "transactional"]
    ],
    users: { hana: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "long_replies", "no_acknowledgement"],
    drafts: [
      [
        "Hi Hana, I'm sorry, your moon jar cracked along the seam in the glaze firing. It's on the shelf whenever you want to see it.",
        "low",
        1
      ],
      ["Hi Hana! Yes! Your moon jar cracked along the seam! 😊 That's the magic of ceramics! ✨", "high", 1],
      [
        "Oh Hana, I'm really sorry. Three months, and the first piece you were proud of, that's a real loss. If you like, we can look at it together when you come in.",
        "low",
        4
      ],
      [
        "Totally understand! Seam cracks are super common. Our Moon Jar Masterclass on 12 October is a great way to level up your skills! 🌕",
        "high",
        4
      ]
    ]
  }
]
