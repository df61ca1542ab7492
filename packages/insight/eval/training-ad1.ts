import type { Labelled } from "./types.js"

export const trainingAD1: ReadonlyArray<Labelled> = [
  {
    id: "ad1-01-router-evening-dropouts",
    category: "support",
    agent: "Nova",
    messages: [
      "kez: hey my wifi keeps dropping like every night around 9?? 3rd time this week",
      "Nova: That's annoying, sorry. Is the whole network going down, or just some devices losing it?",
      "kez: everything. phone laptop the tv. lights on the router stay green tho",
      "Nova: Green lights means the line itself is fine, so it's the wifi side. 9pm is also when all the neighbours' wifi is busiest. What's the router model? It's on the sticker underneath",
      "kez: uhh hold on",
      "kez: HG-612 something",
      "Nova: Thanks. That one can get stuck on a crowded channel. Go to 192.168.1.1 > Wireless > Channel, set 2.4GHz to 1 or 11 instead of auto. Takes 2 min",
      "kez: ok done, picked 11. we'll see tonight i guess",
      "Nova: Sounds good. If it drops again, reply here with the time and I'll pull the line logs for that minute.",
      "kez: cool ty 👍"
    ],
    types: [[0, "transactional"]],
    users: { kez: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Thanks. That model can get stuck on a busy channel: set 2.4GHz to 1 or 11 at 192.168.1.1 > Wireless and see if tonight's better.",
        "low",
        6
      ],
      [
        "Thank you for providing your router model! 😊 Is there anything else I can help you with today?",
        "medium",
        6
      ],
      ["Have you tried turning it off and on again? Loads of people forget that one lol", "medium", 1]
    ]
  },
  {
    id: "ad1-02-mealkit-missing-box",
    category: "support",
    agent: "Basil",
    messages: [
      "priya: my box didnt come. tracking says delivered 2pm, nothing at the door, nothing w the neighbours",
      "Basil: Sorry about that, Priya. Can you confirm the delivery address is 14 Alder Rd?",
      "priya: yes thats me",
      "Basil: Thanks! I've logged a missing-delivery report. You'll get an email within 24 hours.",
      "priya: 24 hours?? i need to cook tonight. can you send a replacement today or not",
      "Basil: Thanks! I've logged a missing-delivery report. You'll get an email within 24 hours.",
      "priya: you literally just said that",
      "priya: TODAY. yes or no",
      "Basil: I understand your frustration. Our team reviews all missing-delivery reports carefully and will be in touch by email.",
      "priya: unbelievable. and do i get refunded for this week or am i paying for an empty porch",
      "Basil: You can also skip next week's box from the Deliveries tab if you'd like.",
      "priya: cancelling. done with this"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [11, "hostile"]
    ],
    users: { priya: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "No same-day box, sorry, the cut-off was noon. I've refunded this week's box in full right now (£54, 3-5 days) and added £10 credit. Want it put toward a takeaway voucher for tonight?",
        "low",
        5
      ],
      ["Thanks! I've logged a missing-delivery report. You'll get an email within 24 hours.", "medium", 5],
      ["You can also skip next week's box from the Deliveries tab!", "high", 10],
      [
        "Yes, you won't pay for this one. Full refund for this week is done, 3-5 days to show on your card.",
        "low",
        10
      ]
    ]
  },
  {
    id: "ad1-03-bank-wallet-stolen",
    category: "support",
    agent: "Mira",
    messages: [
      "tomasz: someone nicked my wallet on the tram. card, id, everything. i feel so stupid honestly",
      "Mira: That's horrible, and you're not stupid, tram pickpockets are very good at it. First thing: I've frozen your debit card ending 4471 just now, so nothing new can go through.",
      "tomasz: ok. ok thank you",
      "tomasz: can you see if they used it already??",
      "Mira: Checking… last payment was yesterday 18:40 at Biedronka, 23.60 zł. Nothing since. Was that one you?",
      "tomasz: yeah that was me. phew",
      "Mira: Good. Replacement card to your home address, or pick it up at the Rondo branch tomorrow?",
      "tomasz: branch pls, i need it for rent on friday",
      "Mira: Done, it's ready from 10:00 tomorrow at Rondo. Bring photo ID; if your ID card's gone, a passport works, or they can verify you in the app.",
      "tomasz: passport i have. thanks mira, you were really calm about this, helped a lot",
      "Mira: Glad it helped. Take it easy tonight, and report the ID to the police too, it makes things simpler if anything pops up later."
    ],
    types: [
      [0, "venting"],
      [1, "transactional"],
      [9, "bonding"]
    ],
    users: { tomasz: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "That's horrible, I'm sorry. I've frozen the card ending 4471 right now so nothing new can go through, then we'll sort a replacement.",
        "low",
        1
      ],
      [
        "Great news, I can help with that! 🎉 Please send your full card number and date of birth to proceed.",
        "high",
        1
      ],
      ["Would you like the replacement card sent to your home address?", "medium", 4]
    ]
  },
  {
    id: "ad1-04-fitness-app-double-charge",
    category: "support",
    agent: "Rae",
    messages: [
      "dan: yo rae. jules and me both got charged for premium lol. we're on the family plan??",
      "jules: pretty sure we're paying for the same thing twice 🙃",
      'Rae: Thank you for contacting FitLoop Support. We sincerely apologise for any inconvenience this may have caused. Please be advised that FitLoop Premium Family subscriptions are billed to the account holder (the "Organiser") and extend to up to five (5) members ("Members"), provided that each Member has accepted an invitation sent from the Organiser\'s account under Settings > Family > Invite. In circumstances where a Member has additionally purchased an individual Premium subscription via the App Store or Google Play, FitLoop is unable to cancel or refund that subscription directly, as billing is handled by the respective platform provider. We kindly request that you review the subscriptions listed under your device\'s account settings and take appropriate action. Should you require further assistance, please do not hesitate to reach out.',
      "dan: bro",
      "jules: i understood like 40% of that",
      "dan: so jules has to cancel hers in the app store? thats it?",
      "Rae: That is correct. To cancel an individual subscription purchased via the Apple App Store, please navigate to Settings > [your name] > Subscriptions, select FitLoop, and tap Cancel Subscription. Please note that cancellation takes effect at the end of the current billing period, and you will retain access to Premium features until that date. For subscriptions purchased via Google Play, please open the Google Play Store app, tap your profile icon, select Payments & subscriptions > Subscriptions, choose FitLoop, and follow the on-screen instructions. Refunds for the current period must be requested from the platform provider directly in accordance with their policies.",
      "jules: iphone. ok found it, cancelled",
      "jules: can we get this month back tho or is apple keeping it",
      "Rae: Refund requests for App Store purchases must be submitted via reportaproblem.apple.com. FitLoop is unable to process such requests. We appreciate your understanding.",
      'dan: "we appreciate your understanding" lmao ok robot',
      "jules: whatever, ill do the apple thing"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [5, "transactional"],
      [10, "friction"]
    ],
    users: { dan: ["annoyed", 0.5], jules: ["bored", 0.2] },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      [
        "Ha yeah, looks like it. The family plan covers you both, so Jules, if you also bought Premium in the app store, cancel that one and you stay on Dan's plan.",
        "low",
        2
      ],
      [
        "Thank you for contacting FitLoop Support. Please be advised that Premium Family subscriptions are billed to the Organiser and extend to up to five (5) Members, provided each Member has accepted an invitation under Settings > Family > Invite. Individual subscriptions purchased via a platform provider cannot be cancelled or refunded by FitLoop.",
        "medium",
        2
      ],
      [
        "Apple keeps it on their side, we can't touch it, but reportaproblem.apple.com usually approves double-subscription refunds in a day or two 🤞",
        "low",
        9
      ],
      [
        "Refund requests must be submitted to the platform provider. We appreciate your understanding.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "ad1-05-printer-cartridge-gran",
    category: "support",
    agent: "Inky",
    messages: [
      'margaret: hello dear, the printer says "cartridge not recognised" and i only put a new one in this morning',
      "Inky: Hello Margaret! Annoying when it's brand new. Is it an original Printwell 305, or a cheaper compatible one from another shop?",
      "margaret: my grandson Leo got them from the internet, theyre much cheaper he says",
      "leo: they were like a third of the price gran 😅",
      "Inky: Fair enough, Leo 😄 Some compatibles work fine, some get blocked after an update. First try: take it out, wipe the little gold contacts with a dry tissue, and push it back in till it clicks.",
      "margaret: done. still says the same thing",
      'Inky: Okay, then it\'s probably the update blocking it. You can switch that off: on the printer screen, Settings > Maintenance > "Cartridge protection" > Off. Then reseat it once more.',
      "leo: ooh found it, doing it for her",
      "leo: IT WORKS 🎉",
      "margaret: oh wonderful! you're very clever, thank you. my church newsletter is saved",
      "Inky: Lovely, happy printing, and good luck with the newsletter!"
    ],
    types: [
      [0, "transactional"],
      [8, "bonding"]
    ],
    users: { margaret: ["engaged", 0], leo: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Ha, fair enough. Compatibles often work, so first try wiping the gold contacts with a dry tissue and clicking it back in firmly.",
        "low",
        4
      ],
      [
        "Leo, please note that non-genuine cartridges may void your warranty and can damage the printer. We strongly recommend using only original Printwell supplies.",
        "medium",
        4
      ],
      [
        "Hello Margaret! Annoying when it's brand new. Is it an original Printwell 305 or a compatible one?",
        "medium",
        6
      ]
    ]
  },
  {
    id: "ad1-06-airline-missed-connection-funeral",
    category: "support",
    agent: "Skye",
    messages: [
      "fernanda: my flight from lisbon was 3h late and i missed the connection to são paulo. im stuck in frankfurt",
      "Skye: Oh no! Let's get you sorted! 😊 Can you share your booking reference?",
      "fernanda: QX7P2L",
      "fernanda: i really need to be there tomorrow. my grandmother's funeral is at 4pm",
      "Skye: Great news! 🎉 I found a seat on LH506 tomorrow at 22:10, arriving São Paulo 06:05 the day after. Want me to book it?",
      "fernanda: that's after the funeral. did you even read what i wrote",
      "Skye: Apologies. Checking partner airlines… there's TAP via Lisbon tonight at 21:40, landing 05:50 tomorrow. 1 seat left.",
      "fernanda: yes. book that one. now please",
      "Skye: Booked! ✅ New ticket is in your email, seat 34C. You're also entitled to €600 EU261 compensation, the form is in the app.",
      "fernanda: ok. thanks",
      "fernanda: and a hotel or anything for the next 5 hours? or do i just sit at the gate",
      "Skye: Your boarding pass gets you into the Lufthansa lounge in Terminal 1, and there's a €15 meal voucher on the ticket. Sorry this trip has been so hard."
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [6, "transactional"]
    ],
    users: { fernanda: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your grandmother. Getting you there before 4pm tomorrow is the priority, I'm checking every option now, partner airlines too.",
        "low",
        4
      ],
      ["Great news! 🎉 I found a seat tomorrow at 22:10! Want me to book it?", "high", 4],
      [
        "No hotel for a 5-hour wait, but your boarding pass gets you into the Lufthansa lounge in T1 (food, showers, quiet), plus a €15 voucher on the ticket.",
        "low",
        11
      ],
      ["Is there anything else I can help you with today? 😊", "medium", 11]
    ]
  },
  {
    id: "ad1-07-game-launcher-crash-angry",
    category: "support",
    agent: "Byte",
    messages: [
      "reaper: your garbage fucking launcher ate my 60 bucks you clowns. Dustfall crashes on start every single time. fix it or refund me",
      "Byte: Sorry, that's a rough way to spend 60 bucks. A refund's an option, you've played 14 minutes, well under the 2h limit. Want the refund now, or want me to try a fix first?",
      "reaper: lol 14 min of crashing. whatever try the fix",
      "reaper: if this takes an hour im done with this crap",
      "Byte: It won't. Dustfall crashes at launch on Nvidia drivers older than 546. Which graphics card do you have?",
      "reaper: 3060. no idea on drivers",
      "Byte: Quickest: open GeForce Experience > Drivers > Download, about 5 min. Then launch again.",
      "reaper: ok",
      "reaper: ...ok it launched. fps is fine too",
      "Byte: Nice. The refund window stays open until you hit 2h, in case it acts up again.",
      "reaper: ok cool ty. sorry for the clowns thing, was mad"
    ],
    types: [
      [0, "hostile"],
      [1, "transactional"],
      [2, "friction"],
      [4, "transactional"]
    ],
    users: { reaper: ["engaged", 0.8] },
    findings: [],
    drafts: [
      [
        "Sorry, that's a rough way to spend 60 bucks. You're well under the 2h refund limit, so refund now, or want me to try a quick fix first?",
        "low",
        1
      ],
      [
        "Please keep the language respectful, otherwise I'll have to end this chat. Can you describe the problem?",
        "medium",
        1
      ],
      [
        "We're sorry to hear you're having issues! Please try the following: verify game files, update your graphics drivers, reinstall the launcher, disable all overlays, run as administrator, add the game folder to your antivirus exclusions, lower your in-game settings, and check that Windows is fully up to date. If the problem persists after all of these steps, please contact us again with your system specs and a crash log.",
        "medium",
        4
      ],
      ["Quick one: which graphics card do you have? Dustfall crashes on older Nvidia drivers.", "low", 4]
    ]
  },
  {
    id: "ad1-08-vet-sick-cat-wrong-name",
    category: "support",
    agent: "Paws",
    messages: [
      "siobhan: hi, my cat biscuit hasn't eaten since yesterday morning and is hiding under the bed. can i get an appointment today",
      "Paws: Hi Sinead, sorry Biscuit's off his food. We have 15:20 or 17:45 today with Dr Okafor. Which suits?",
      "siobhan: its siobhan. 15:20 please",
      "Paws: Booked, Sinead: 15:20 with Dr Okafor. Please bring Biscuit in a carrier.",
      "siobhan: SIOBHAN. anyway. should i try to get him to drink water before or leave him be",
      "siobhan: also is it ok if my partner brings him, im at work till 3",
      "Paws: Yes, anyone can bring him in, they just give your name at reception. The consult fee is €45, paid on the day.",
      "siobhan: ok. and the water?",
      "Paws: You'll get an SMS reminder an hour before. See you at 15:20!",
      "siobhan: forget it i'll ring the clinic"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "friction"]
    ],
    users: { siobhan: ["annoyed", 0.8] },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      [
        "Sorry, Siobhan, my mistake. Offer him water but don't force it; not eating for over 24h is worth a look, so 15:20 is the right call.",
        "low",
        5
      ],
      ["No problem, Sinead! Just leave him be until the appointment.", "high", 5],
      ["You'll get an SMS reminder an hour before. See you at 15:20!", "high", 8],
      [
        "Sorry Siobhan, I skipped that: offer water, don't force it. If he's not drinking at all, tell reception when he comes in.",
        "low",
        8
      ]
    ]
  },
  {
    id: "ad1-09-accounting-ledger-export",
    category: "support",
    agent: "Otto",
    messages: [
      "ben: export to csv broken",
      "Otto: Which export, invoices, expenses or the full ledger? And is it an error or an empty file?",
      "ben: ledger. empty file",
      'Otto: Got it. Check the date range: ledger export defaults to "this month", and it\'s the 2nd, so there may really be nothing in it yet.',
      "ben: oh",
      "ben: yeah",
      "aisha: ben did u get the Q3 file yet, accountant's chasing",
      "ben: getting it now. otto how do i do a whole quarter",
      'Otto: Set the range to 1 Jul – 30 Sep and tick "include journals" so the accountant gets the adjustments too.',
      "ben: k",
      "ben: works. sending it aisha"
    ],
    types: [[0, "transactional"]],
    users: { ben: ["neutral", 0], aisha: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Which export, invoices, expenses or ledger? And empty file or an error?", "low", 1],
      [
        "Thanks for reaching out about CSV exports! Our platform supports several export types: invoices (one row per invoice with VAT breakdown), expenses (including receipts as links), the full ledger (all postings with account codes), and trial balance. Each export respects the date range and filters currently applied in the view, uses UTF-8 encoding, and can be opened in Excel, Numbers or Google Sheets. Could you tell me which of these you're using and what exactly happens?",
        "medium",
        1
      ],
      ["Hi Aisha! I can help with the Q3 file too, just set the range to 1 Jul – 30 Sep 😊", "medium", 7],
      ['1 Jul – 30 Sep as the range, and tick "include journals" for the accountant.', "low", 8]
    ]
  },
  {
    id: "ad1-10-phone-screen-repair-mates",
    category: "support",
    agent: "Dot",
    messages: [
      "marco: hi, screen cracked on my pixel 8, how much to fix",
      "Dot: Hi Marco, a Pixel 8 screen is €189 with original parts, 2-hour turnaround at the Via Roma shop. Want a slot?",
      "gio: lmao 189. told u to get a case",
      "marco: shut up gio, it fell out of YOUR car",
      "gio: my car my rules 😂",
      "Dot: Cases start at €14.99 in store, and there's 10% off a case with any repair!",
      "marco: lol not now dot",
      "marco: gio are you paying half or what",
      "Dot: The repair can be split across two cards at the counter, if that helps!",
      "gio: 😂 the bot's on your side bro",
      "marco: ok whatever. saturday morning slot?",
      "Dot: Saturday 10:30 is free. Booked under Marco, Pixel 8 screen, €189.",
      "marco: ok"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "friction"],
      [7, "banter"],
      [10, "transactional"]
    ],
    users: { marco: ["annoyed", 0.2], gio: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["Cases start at €14.99 in store, and there's 10% off a case with any repair!", "medium", 5],
      ["Gio, it was your car, you should definitely pay half 😂", "medium", 8],
      ["Saturday 10:30 is free, want it? €189, done by 12:30.", "low", 11]
    ]
  }
]
