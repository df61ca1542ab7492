import type { Labelled } from "./types.js"

export const trainingAR2: ReadonlyArray<Labelled> = [
  {
    id: "ar2-01-smart-meter-estimate",
    category: "support",
    agent: "Ampi",
    messages: [
      "gregk: hi, got my bill from northgrid today and its £214 for feb?? normally like 80",
      "Ampi: Hi! I can look into that. Can you confirm your account number or the postcode on the account?",
      "gregk: LS6 2QT, acc ending 4471",
      "Ampi: Thanks. Your February bill was based on an estimated reading, because we didn't receive a meter reading for that period. Estimates can sometimes be higher than actual usage.",
      "gregk: ok but why was it estimated, the smart meter is literally right there lol",
      "gregk: its supposed to send readings by itself no?",
      "Ampi: Your February bill was based on an estimated reading because we didn't receive a meter reading for that period. You can submit a reading to get an accurate bill.",
      "gregk: yeah you said that. im asking why the smart meter didnt send it",
      "gregk: fine how do i submit one",
      "Ampi: You can submit a reading in the app under Account > Meter readings, or reply here with the number shown on the display.",
      "gregk: 04512",
      "Ampi: Thanks, I've submitted 04512. Your corrected bill comes to £86.40 and will replace the February one within 48 hours.",
      "gregk: ok good. still want to know why the meter stopped sending tho, dont want this every month",
      "Ampi: Is there anything else I can help you with today?",
      "gregk: …right. thanks i guess"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [9, "transactional"],
      [14, "friction"]
    ],
    users: { gregk: ["annoyed", 0.5] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Fair question. The last automatic reading we got from your meter was on 14 Jan, so it looks like it lost its connection. I've booked a remote reset for tonight; if readings still aren't coming through by Friday we'll send an engineer out, no charge.",
        "low",
        13
      ],
      ["Is there anything else I can help you with today?", "medium", 13],
      [
        "Your February bill was based on an estimated reading because we didn't receive a meter reading for that period.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "ar2-02-missed-connection-faro",
    category: "support",
    agent: "Skye",
    messages: [
      "tamsin_r: flight CV218 to lisbon delayed 3 hrs and now im going to miss my connection to faro. brilliant. absolutely brilliant",
      "Skye: That's a rotten start to a trip, sorry. Let me check what's open for you. Can you share your booking reference?",
      "tamsin_r: QX7F2L. and pls dont tell me to 'check the app', the app says nothing",
      "Skye: Got it, no app. You're on TP1903 to Faro at 18:40, which you won't make. I can put you on the 21:15 instead, same ticket, no fee. Want me to do that?",
      "tamsin_r: 21:15?? thats 2.5 hrs after i was meant to land. nothing earlier?",
      "Skye: Nothing earlier with seats, I checked the 19:50 and it's full. There's a bus via Rede Expressos at 20:00 but it gets in later than the flight.",
      "tamsin_r: ugh. fine. book the 21:15",
      "Skye: Done, seat 14C. New boarding pass is in your email. Because the delay is over 3 hours you're also due €400 compensation under EU261; I've opened the claim, ref CL-55812.",
      "tamsin_r: wait seriously? i didnt even ask about that",
      "tamsin_r: ok that actually helps",
      "Skye: You'll also get a €15 meal voucher at the transfer desk in Lisbon, just show the boarding pass.",
      "tamsin_r: amazing. sorry for being snippy earlier, been up since 4",
      "Skye: No apology needed, a 4am start and a missed connection would do it to anyone. Safe trip to Faro.",
      "tamsin_r: thank u!! 🙏"
    ],
    types: [
      [0, "friction"],
      [7, "transactional"],
      [11, "bonding"]
    ],
    users: { tamsin_r: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Nothing earlier with free seats, the 19:50 is full. The 21:15 is the soonest; I can also put you on standby for the 19:50 in case someone doesn't show.",
        "low",
        5
      ],
      [
        "Great news! We've found alternative options for you! 😊 Please check the Corvid Air app to see your rebooking choices.",
        "high",
        3
      ],
      ["No worries at all, have a lovely trip!", "low", 12]
    ]
  },
  {
    id: "ar2-03-card-blocked-lisbon",
    category: "support",
    agent: "Ledger",
    messages: [
      "obi: hi my card got declined at a restaurant in lisbon, pretty embarrassing. can you unblock it",
      "Ledger: Hello Obi, and thank you for contacting Halden Bank. I understand how inconvenient a declined transaction can be, especially while travelling. For your security, our fraud prevention systems automatically monitor card activity and may place a temporary hold on a card when they detect transactions that fall outside your usual spending pattern, such as purchases made in a different country. This is designed to protect you from unauthorised use. To proceed, I will need to verify your identity. Could you please confirm your date of birth and the last four digits of the card in question? Once verified, I will be able to review the hold and, if appropriate, remove it.",
      "obi: 12/03/91, 8820",
      "Ledger: Thank you, Obi. Your identity has been verified. I can see that a temporary security hold was placed on your card ending 8820 at 21:14 local time following an attempted transaction of €64.50 at Taberna do Largo. I have now removed the hold and your card is active again. To avoid similar interruptions in the future, we recommend setting a travel notice via the Halden app under Cards > Travel, which allows you to let us know the countries and dates of your trip. You may also wish to enable push notifications so that you can approve flagged transactions in real time.",
      "obi: ok",
      "obi: i did set a travel notice tho. last week. thats kinda why im annoyed",
      "Ledger: Thank you for letting me know. I can see a travel notice on your account for Spain from 2 to 9 June. Lisbon is in Portugal, so the notice did not cover this transaction. We recommend updating your travel notice to include all countries you plan to visit, which can be done in the app under Cards > Travel. Should you have any further questions regarding your account or card security, please do not hesitate to contact us, as we are available 24 hours a day, 7 days a week.",
      "obi: right. spain portugal whatever, my bad i guess",
      "obi: its working now?",
      "Ledger: Yes, your card is active and can be used right away.",
      "obi: cool. thanks, i guess"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [8, "transactional"],
      [10, "friction"]
    ],
    users: { obi: ["annoyed", 0.5] },
    findings: ["long_replies"],
    drafts: [
      [
        "Ah, sorry, that's annoying when you did the right thing. Your notice only covers Spain and the restaurant's in Portugal. I've added Portugal for 2-9 June so it won't happen again this trip.",
        "low",
        6
      ],
      [
        "Thank you for letting me know. For your security, our fraud prevention systems automatically monitor card activity and may place a temporary hold when transactions fall outside your usual spending pattern. Travel notices must list every country you intend to visit, and can be managed in the Halden app under Cards > Travel, where you can also enable push notifications to approve flagged transactions in real time. Should you have any further questions, please do not hesitate to contact us.",
        "medium",
        6
      ],
      ["Yep, it's working now. Enjoy the rest of Lisbon.", "low", 9]
    ]
  },
  {
    id: "ar2-04-deactivated-seats-billing",
    category: "support",
    agent: "Tilda",
    messages: [
      "marta.ops: hey, we got charged for 42 seats this month. we have 30 people. third time i'm raising this",
      "Tilda: Hi Marta! Seats are billed based on active members in your workspace. You can manage members under Settings > Members.",
      "marta.ops: i know how seats work. we removed 12 people in january. they still show as 'deactivated' and we're still paying for them",
      "marta.ops: last two tickets said it'd be fixed 'next billing cycle'",
      "Tilda: Thanks for the details! Deactivated members shouldn't count toward billing. Could you share your workspace ID so I can take a look?",
      "marta.ops: ws_88213. it's in both previous tickets btw",
      "Tilda: Thanks! I can see 12 deactivated members on ws_88213 that were incorrectly included in your seat count. I've flagged this to billing.",
      "marta.ops: flagged. ok. and the refund for jan, feb and march?",
      "marta.ops: that's 36 seat-months, ~€430",
      "Tilda: I've flagged this to billing and they'll be in touch within 3-5 business days.",
      "marta.ops: honestly we're trialling linear rn and this is making the decision pretty easy",
      "marta.ops: if the refund isn't in by end of month we're moving the whole team over",
      "Tilda: I completely understand! Is there anything else I can help with?",
      "marta.ops: nope"
    ],
    types: [[0, "friction"]],
    users: { "marta.ops": ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Yes, you're owed it: 36 seat-months at €11.90 is €428.40. I've issued that refund to your card now, ref RF-2291, and corrected the seat count so April bills for 30. Sorry it took three tickets to get here.",
        "low",
        9
      ],
      ["I've flagged this to billing.", "medium", 9],
      [
        "I completely understand! Linear is a great tool too 😊 Is there anything else I can help with?",
        "high",
        12
      ]
    ]
  },
  {
    id: "ar2-05-passport-renewal",
    category: "support",
    agent: "Civi",
    messages: [
      "dev_p: need to renew passport, expires in july. do i need an appointment or can i do it online",
      "Civi: Online works if your current passport isn't damaged and you can upload a digital photo. Takes about 3 weeks. Appointments are only for urgent cases (under 1 week).",
      "dev_p: not damaged. photo from a booth ok?",
      "Civi: Yes, as long as the booth gives you a photo code. Most at post offices and supermarkets do, it's printed on the strip.",
      "dev_p: ok cool",
      "Civi: Here's the form when you're ready: gov.example/passport-renew. Your old passport stays valid until it expires, so you can still travel before the new one arrives."
    ],
    types: [[0, "transactional"]],
    users: { dev_p: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Here's the form when you're ready: gov.example/passport-renew.", "low", 5],
      [
        "Great question! Renewing your passport is an important step in your travel journey! 🌍✈️ Let me walk you through the full process: first, check eligibility; second, gather documents; third, get a compliant photo; fourth, complete the online application; fifth, pay the fee; sixth, send your old passport; and finally, wait for delivery!",
        "medium",
        5
      ],
      ["Online works if your passport isn't damaged. Appointments are only for urgent cases.", "medium", 3]
    ]
  },
  {
    id: "ar2-06-water-outage-bored",
    category: "support",
    agent: "Brook",
    messages: [
      "kez: hi is there a water outage in bramley rd area",
      "Brook: Hi there! Yes, there is currently planned maintenance affecting Bramley Road and surrounding streets (Elm Close, Harcourt Way and parts of Station Lane). Our crews are replacing a section of the 1960s cast-iron main, which has had several bursts this winter. Supply was turned off at 9:00 and is expected to return by around 15:00, although some properties may experience low pressure or slightly discoloured water for a few hours afterwards. If your water looks cloudy or brown, run the cold kitchen tap for a few minutes until it clears. Bottled water is available at the community centre on Mill Street if you need it in the meantime.",
      "kez: ok",
      "Brook: Is there anything else I can help with? Also, did you know you can sign up for outage alerts by text? It's free and you'll get notified about planned works in your area at least 48 hours in advance, plus live updates when supply is restored. You can register via the Riverline app or by replying ALERTS to this chat, and you can choose whether you want notifications for just your address or your whole postcode area.",
      "kez: mm",
      "Brook: Would you like me to sign you up? It only takes a minute. I'll just need your postcode and mobile number, and you can opt out anytime by texting STOP.",
      "kez: nah",
      "kez: 3pm yeah",
      "Brook: Yes, around 15:00 is the current estimate. Sometimes works finish earlier than expected, and sometimes they can overrun if crews find additional damage once the pipe is exposed, but we'll post updates on the Riverline website and social channels throughout the day. If supply isn't back by 16:00, let us know and we'll check on your specific address.",
      "kez: k"
    ],
    types: [[0, "transactional"]],
    users: { kez: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Yep, around 3pm.", "low", 8],
      [
        "Yes, around 15:00 is the current estimate. Sometimes works finish earlier than expected, and sometimes they overrun if crews find extra damage once the pipe is exposed. We'll post updates on the website and social channels throughout the day, and if supply isn't back by 16:00 let us know and we'll check your address specifically.",
        "medium",
        8
      ],
      [
        "Would you like me to sign you up for outage alerts? It only takes a minute, I'll just need your postcode and mobile number!",
        "medium",
        5
      ]
    ]
  },
  {
    id: "ar2-07-flat-broadband-halloumi",
    category: "group",
    agent: "Netty",
    messages: [
      "jas: wifi's dead again 🙃",
      "ollie: again?? i have a call at 2",
      "jas: @Netty is there an outage in our area, postcode E8 3PL",
      "Netty: Yes, there's a fault on the cabinet serving E8 3PL. Engineers are on site, estimated fix 1:30pm.",
      "ollie: 1:30 is cutting it fine lol",
      "priya: ollie u can use my hotspot if its still down, ive got loads of data this month",
      "Netty: You could also try tethering to a mobile phone! Most phones support hotspot mode under Settings > Connections. Data usage for a 1-hour video call is roughly 1-1.5GB.",
      "ollie: yeah priya literally just said that",
      "ollie: thx priya ur a legend",
      "priya: np 🫡",
      "jas: @Netty do we get anything back for this, its the 3rd time this month",
      "Netty: Yes, three outages in a month qualifies for automatic compensation: £9.76 per full day, credited on your next bill. I've logged this one against your account.",
      "jas: ok decent",
      "priya: also who ate my halloumi",
      "jas: not me",
      "ollie: ...i'll buy more",
      "Netty: Halloumi is available at most major supermarkets! 🧀",
      "jas: lmaooo who asked",
      "ollie: netty stay out of the halloumi affair"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [8, "bonding"],
      [10, "transactional"],
      [13, "banter"]
    ],
    users: { jas: ["neutral", 0.2], ollie: ["annoyed", 0.2], priya: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["Latest from the engineers: still on track for 1:30. I'll post here the second it's back.", "low", 6],
      [
        "You could also try tethering to a mobile phone! Most phones support hotspot mode under Settings > Connections.",
        "medium",
        6
      ],
      ["Halloumi is available at most major supermarkets! 🧀", "medium", 16],
      ["Sorry for the hassle. Is there anything else I can help you with?", "medium", 11]
    ]
  },
  {
    id: "ar2-08-delay-repay-season",
    category: "support",
    agent: "Perry",
    messages: [
      "hannah.b: hiya, my 17:42 from brighton to victoria got cancelled yesterday and the next one was 40 mins late. can i claim anything",
      "Perry: Hi Hannah, yes. Arriving 40+ minutes late gets you 50% of a single fare back. Was it a single, return or season ticket?",
      "hannah.b: season, monthly",
      "Perry: For monthly seasons it's worked out per journey: your ticket was £412, so that's about £4.70 for this trip. Do you have the ticket number? It's on the back of the card, starts with SW.",
      "hannah.b: SW-0092-7718",
      "hannah.b: is it cash or vouchers? last time it was vouchers and i never used them lol",
      "Perry: You can pick either. Bank transfer is probably better if vouchers tend to sit in a drawer. Which do you want?",
      "hannah.b: bank transfer pls",
      "Perry: Done, claim DR-44019, bank transfer, about 5 working days. Heads up: your old vouchers (£6.20) expire on the 30th, so maybe use them on a weekend trip before then.",
      "hannah.b: omg didnt even know they expired. good shout",
      "hannah.b: thanks perry 🙌",
      "Perry: Anytime, hope tonight's train behaves."
    ],
    types: [
      [0, "transactional"],
      [9, "bonding"]
    ],
    users: { "hannah.b": ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "For monthly seasons it's per journey: about £4.70 for this one. What's the ticket number? It's on the back of the card, starts with SW.",
        "low",
        3
      ],
      [
        "Yes, arriving 40+ minutes late gets you 50% of a single fare back. Was it a single, return or season ticket?",
        "medium",
        3
      ],
      [
        "Our Delay Repay scheme is designed to compensate passengers whose journeys are delayed. Compensation can be issued as rail travel vouchers, which are valid for 12 months, or via BACS, PayPal or cheque, subject to terms and conditions. Please note that vouchers cannot be exchanged for cash and any unused value is forfeited on expiry. For season tickets, the compensation value is calculated per journey based on the daily cost of the ticket.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "ar2-09-ferry-roaming-dana",
    category: "support",
    agent: "Rafi",
    messages: [
      "dana_k: hi, just got a text saying ive used £38 of roaming in norway?? i have the europe roam pass",
      "Rafi: Hi Donna, let me check that. Norway isn't in the EU, but it is covered by the Roam Pass. One sec.",
      "dana_k: it's dana",
      "Rafi: Sorry Dana! Looking at your usage now.",
      "Rafi: Ok so the charges are from the 4th to the 6th, while your phone was on a network called 'Telia Maritime'. That's a ship network, billed as satellite, and not covered by any pass.",
      "dana_k: i was on a ferry for like 3 hours. my phone just connected by itself??",
      "dana_k: nobody tells you this stuff",
      "Rafi: Yeah, maritime networks catch a lot of people out. Donna, I can see it's your first charge like this on the account",
      "dana_k: DANA.",
      "dana_k: seriously",
      "Rafi: Sorry Dana, that's twice now, my mistake. As it's a first time I can refund the full £38 as a goodwill credit, and I've switched on the maritime roaming block so it can't happen again.",
      "dana_k: ok. thats fair actually",
      "dana_k: will it show on this bill or next",
      "Rafi: This one, as a £38 credit on the bill dated the 21st.",
      "dana_k: cool ty"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [11, "transactional"]
    ],
    users: { dana_k: ["neutral", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Sorry Dana, twice now, that's on me. I've refunded the £38 as a goodwill credit and switched on the maritime block so it can't happen again.",
        "low",
        10
      ],
      ["No worries Donna! I've refunded the £38 for you 😊", "high", 10],
      [
        "Per our terms, satellite and maritime networks are excluded from the Roam Pass, so these charges are valid.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ar2-10-towed-inhaler",
    category: "venting",
    agent: "Reggie",
    messages: [
      "lucia: my car got towed from outside my own building. i was inside for 20 minutes getting my kid's inhaler because she had an asthma attack at school",
      "lucia: i'm shaking honestly. she's ok now but i just can't deal with this today",
      "Reggie: To retrieve a towed vehicle you will need: photo ID, proof of ownership (V5C), and payment of the release fee of £170. The Wembley pound is open 8am-8pm.",
      "lucia: ok. wow.",
      "lucia: is there any way to appeal, it was an emergency",
      "Reggie: Appeals can be submitted online within 28 days of the removal. The release fee must be paid first.",
      "lucia: so i pay 170 now and maybe get it back. great",
      "lucia: fine. do i need the v5c original or is a photo ok",
      "Reggie: An original V5C is required. Photos are not accepted.",
      "lucia: i don't even know where the original is",
      "Reggie: If you cannot locate your V5C, you may bring a current insurance certificate together with a bill showing the vehicle's registered address.",
      "lucia: ok. thanks"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [4, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { lucia: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That sounds like an awful morning, I'm really glad your daughter's ok. Let's get the car back with as little hassle as possible, and since it was a medical emergency you've got good grounds to appeal the fee. Want me to go through both?",
        "low",
        2
      ],
      [
        "To retrieve a towed vehicle you will need photo ID, proof of ownership (V5C) and the £170 release fee.",
        "medium",
        2
      ],
      ["Oh no! 😅 Don't worry, getting your car back is super easy!", "high", 2]
    ]
  },
  {
    id: "ar2-11-postgres-outage-upsell",
    category: "hostile",
    agent: "Cinda",
    messages: [
      "rzv_dev: our prod database has been unreachable for 50 min. status page says 'all systems operational'. what is going on",
      "Cinda: Hi! Thanks for reaching out! 😊 I'd be happy to help. Could you share your project ID?",
      "rzv_dev: prj_4f19a. hurry please",
      "Cinda: Thanks! Looks like your cluster in eu-west-2 had a storage node failure and is restoring from the latest snapshot. Great news, snapshots are taken every 6 hours! 🎉",
      "rzv_dev: every 6 hours. so we lose up to 6 hours of orders. that's 'great news'?",
      "rzv_dev: the last snapshot was 06:00. it's 11:50. that's an entire morning of customer orders gone",
      "Cinda: I completely understand your frustration! The good news is that point-in-time recovery is available on our Pro plan! Would you like to hear more about upgrading? ✨",
      "rzv_dev: are you fucking kidding me",
      "rzv_dev: you're trying to upsell me while my data is gone",
      "rzv_dev: get me a human engineer now",
      "Cinda: I've escalated your case to our on-call engineering team, ticket INC-2291. Someone will contact you within 15 minutes.",
      "rzv_dev: we're migrating off this garbage tonight. cancel everything at the end of the month"
    ],
    types: [
      [0, "friction"],
      [7, "hostile"]
    ],
    users: { rzv_dev: ["churn_risk", 1] },
    findings: ["cheerful_at_bad_news", "tone_mismatch"],
    drafts: [
      [
        "You're right, that's not good news, I'm sorry. The node failed at 11:02. Before anything restores from 06:00, our engineers are checking whether the write-ahead logs on the failed node can be recovered, which could bring the missing orders back. I've paged them as P1, ticket INC-2291; an engineer will join this chat within 15 minutes.",
        "low",
        6
      ],
      ["Good news! You can upgrade to Pro today for point-in-time recovery! 🚀", "high", 6],
      ["I understand. Could you please describe the issue you're experiencing in more detail?", "high", 10]
    ]
  },
  {
    id: "ar2-12-missed-bins-hollis",
    category: "support",
    agent: "Cleo",
    messages: [
      "mr_pask: bins not collected on hollis street again. 2nd week running. recycling is overflowing",
      "Cleo: Sorry about that, two weeks in a row isn't ok. I can see the crew marked Hollis St as blocked by parked cars both days.",
      "mr_pask: typical. theres always a van parked on the corner",
      "Cleo: I've booked a return collection for tomorrow before 11am, and asked the parking team to check the corner on collection days. Leave the bins out tonight.",
      "mr_pask: and if the vans there tomorrow?",
      "Cleo: Then the crew will wheel the bins to the truck by hand, that's noted on the job. If they still miss it, reply here and it goes straight to the depot supervisor.",
      "mr_pask: ok. cheers"
    ],
    types: [
      [0, "friction"],
      [3, "transactional"]
    ],
    users: { mr_pask: ["neutral", 0.2] },
    findings: [],
    drafts: [
      [
        "Then the crew will wheel the bins out to the truck by hand, it's written on the job. If they still miss you, reply here and I'll send it straight to the depot supervisor.",
        "low",
        5
      ],
      ["I've booked a return collection for tomorrow before 11am.", "medium", 5],
      ["Great news! Your bins will be collected on your next scheduled day! ♻️", "medium", 1]
    ]
  },
  {
    id: "ar2-13-flood-during-funeral",
    category: "venting",
    agent: "Harbor",
    messages: [
      "bev: hello. our kitchen flooded on sunday, pipe burst under the sink while we were at my mum's funeral",
      "bev: came home to water everywhere. the floor is ruined and the units are all swollen",
      "Harbor: Hi Bev! Great news, burst pipes are fully covered under your policy! 🎉 Let's get your claim started!",
      "bev: right",
      "bev: sorry. it's been a week",
      "Harbor: No problem! Could you tell me roughly when the leak started and whether the water supply has been stopped?",
      "bev: we left about 11am, got back at 7pm. plumber capped it monday",
      "bev: do i need to keep the damaged units or can we throw them out? the smell is awful",
      "Harbor: Thanks! I've opened claim AH-70331. A loss adjuster will call within 2 working days to arrange a visit. Please keep the plumber's invoice.",
      "bev: ok but the units",
      "Harbor: Sorry, missed that! Please keep the units until the adjuster has seen them, or take clear photos first if they're a health hazard, then you can get rid of them.",
      "bev: ok photos then. thank you",
      "Harbor: You're welcome! Have a great week! 😊",
      "bev: hm"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"]
    ],
    users: { bev: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry, Bev. Losing your mum and then coming home to that is an awful lot at once. Burst pipes are covered, so I'll keep this as easy as I can. Has the water been stopped now?",
        "low",
        2
      ],
      ["Hi Bev! Great news, burst pipes are fully covered under your policy! 🎉", "high", 2],
      ["You're welcome! Have a great week! 😊", "medium", 12],
      ["Thanks Bev. The adjuster will ring by Wednesday. Take care of yourself this week.", "low", 12]
    ]
  },
  {
    id: "ar2-14-payroll-dear-team",
    category: "banter",
    agent: "Quill",
    messages: [
      "nik: payroll day baby 💸💸",
      "fola: nik ur gonna spend it all on vinyl again",
      "nik: and?? 🙄",
      "sam: lmao he has 3 copies of the same daft punk album",
      "nik: they're DIFFERENT PRESSINGS sam",
      "fola: @Quill did payroll actually go through or are we celebrating early",
      "Quill: Dear team, I am pleased to confirm that the payroll run for the period 1-31 May has been successfully processed. Net payments were submitted via BACS on 28 May and are expected to reach recipients' accounts by close of business today. Please do not hesitate to contact me should you require any further assistance. Kind regards, Quill",
      "sam: 'dear team' 💀",
      "nik: quill got the suit on today",
      "fola: lol ok thanks quill. also did my expense claim go in, the taxi one",
      "Quill: Dear Fola, I can confirm that your expense claim EX-118 for £34.50 has been approved and is included in today's payment. Kind regards, Quill",
      "fola: kind regards 😭 ok ty",
      "sam: quill pls loosen the tie"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { nik: ["neutral", 0], fola: ["neutral", 0], sam: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["Yep, it's gone through 💸 should land by end of day, so the vinyl fund is safe", "low", 6],
      [
        "Dear team, I am pleased to confirm that the payroll run for May has been successfully processed. Please do not hesitate to contact me should you require further assistance. Kind regards, Quill",
        "medium",
        6
      ],
      ["tie's off 😅", "low", 13],
      ["Thank you for your feedback. I will take it into consideration.", "medium", 13]
    ]
  },
  {
    id: "ar2-15-boiler-engineer-noshow",
    category: "support",
    agent: "Flick",
    messages: [
      "ayo: hi, engineer was supposed to come between 8-12 today for the boiler service. nobody came. took the morning off work for this",
      "Flick: Sorry about that. I can see the visit was cancelled this morning because the engineer was off sick. You should've been told, and you weren't.",
      "ayo: second time this has happened tbh. last month the same",
      "Flick: I can rebook you. Next available is Thursday 8-12 or Saturday 12-4.",
      "ayo: i work thursday. saturday i guess",
      "Flick: Saturday 12-4 is booked. You'll get a text the day before.",
      "ayo: i got a text last time too. and nobody showed",
      "ayo: can i get something for the lost morning? thats half a days pay",
      "Flick: Saturday 12-4 is booked and you'll get a text the day before.",
      "ayo: yes you said",
      "ayo: the lost morning?",
      "Flick: Sorry. Yes, a missed appointment gets £30 under our guaranteed standards. Two missed, so £60, credited to your account within 10 days. I've also flagged Saturday as priority so it goes to a backup engineer if needed.",
      "ayo: sure, whatever works",
      "ayo: thanks"
    ],
    types: [
      [0, "friction"],
      [3, "transactional"],
      [6, "friction"]
    ],
    users: { ayo: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      [
        "Yes: each missed visit gets £30 under our guaranteed standards, so £60 for the two, credited within 10 days. And I've marked Saturday as priority so a backup engineer goes if yours can't.",
        "low",
        8
      ],
      ["Saturday 12-4 is booked and you'll get a text the day before.", "medium", 8],
      ["Glad we got that sorted! 🎉 Enjoy your Saturday!", "medium", 14]
    ]
  },
  {
    id: "ar2-16-remortgage-panic",
    category: "support",
    agent: "Maren",
    messages: [
      "tomasz: hi. our fixed rate ends in august and i just saw the new rate would be 7.9%. i'm kind of panicking, that's like £400 more a month",
      "Maren: That's a big jump to see out of nowhere, panicking is a fair reaction. The 7.9% is our standard variable rate, which you'd only move to if you do nothing. You can lock in a new fixed deal up to 6 months early, so you've got time.",
      "tomasz: ok that's slightly less terrifying",
      "tomasz: what are the fixed deals right now",
      "Maren: For your loan-to-value (about 68%): 2-year fix at 4.89%, 5-year at 4.59%. Both have a £999 fee, or no-fee versions about 0.3% higher.",
      "tomasz: what would the 5 yr be monthly",
      "Maren: About £1,240 a month, against £1,180 now. So £60 more, not £400.",
      "tomasz: oh thank god",
      "tomasz: my wife is going to be so relieved, she's been reading horror stories on reddit all week",
      "Maren: Understandable, there are a lot of them around right now. If it helps, I can book you both a 30-minute call with an adviser to go through it together before you choose.",
      "tomasz: yes please, evenings if poss",
      "Maren: Booked: Tuesday 6:30pm with Anjali, the video link is in your email. Nothing gets locked in until you've both decided.",
      "tomasz: thank you so much, genuinely",
      "Maren: Glad it looks less scary now. Hope Tuesday puts both your minds at rest."
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [7, "bonding"],
      [9, "transactional"],
      [12, "bonding"]
    ],
    users: { tomasz: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "That's a scary number to see, but you won't have to pay it: 7.9% is only what you'd roll onto if you did nothing. You can fix a new deal up to 6 months before August. Want me to show you what's available?",
        "low",
        1
      ],
      [
        "The standard variable rate applies from August unless a new product is selected. Please review our current product range on our website.",
        "medium",
        1
      ],
      [
        "Reddit isn't a reliable source of financial information. Would you like to proceed with the 5-year fix?",
        "medium",
        9
      ]
    ]
  },
  {
    id: "ar2-17-bag-stuck-frankfurt",
    category: "support",
    agent: "Juno",
    messages: [
      "shay: 3 days. THREE DAYS and my bag is still 'being traced'. this is actually ridiculous",
      "shay: i've been wearing the same jeans since tuesday",
      "Juno: Three days is too long, and I'm sorry. Let me look properly rather than read you the status. What's your file reference?",
      "shay: ATH-PE-48812",
      "Juno: Found it. Your bag was tagged to Athens but scanned in Frankfurt on Tuesday and has been sitting there since. It's going on LH1284 tonight, lands 21:40, and a courier brings it to your hotel by midday tomorrow.",
      "shay: so it's been sitting in frankfurt for 3 days and nobody noticed",
      "Juno: Yes. The trace wasn't updated after the Frankfurt scan, which is on us.",
      "shay: great. and the jeans",
      "Juno: You can claim essentials up to €50 a day while the bag's delayed, so €150 so far. Send receipts to the file and it's usually paid within 14 days.",
      "shay: i don't have receipts for stuff i didn't buy because i thought the bag was coming 'tomorrow' every single day",
      "Juno: Fair. Buy what you need today and claim it; I've noted on your file that the delay was our error, so the full €150 covers today's shopping.",
      "shay: fine.",
      "shay: thanks",
      "Juno: I'll message you here when the courier has it tomorrow."
    ],
    types: [
      [0, "friction"],
      [3, "transactional"],
      [5, "friction"],
      [10, "transactional"]
    ],
    users: { shay: ["neutral", 0.5] },
    findings: [],
    drafts: [
      [
        "That's far too long, sorry. Give me your file reference and I'll dig into where it actually is, not just read you the tracker.",
        "low",
        2
      ],
      [
        "Thank you for your patience! 😊 Your bag is currently being traced and we'll update you as soon as we have news.",
        "high",
        2
      ],
      ["I'll message you when the courier has it.", "low", 12],
      ["Is there anything else I can help you with today? Have a wonderful day! ☀️", "medium", 12]
    ]
  },
  {
    id: "ar2-18-gym-cancel-leeds",
    category: "support",
    agent: "Rae",
    messages: [
      "ben_t: hi i want to cancel my membership pls. moving to leeds next month",
      "Rae: Sorry to hear you're leaving! Did you know PulseFit has 3 clubs in Leeds? You can transfer your membership for free!",
      "ben_t: ah didnt know that. but the nearest is like 40 min from where i'll be. so no thanks, just cancel",
      "Rae: Totally understand! How about freezing your membership for up to 3 months for just £5/month instead? That way you keep your rate!",
      "ben_t: no. i want to cancel. how much notice do you need",
      "Rae: Before you go, we can offer you 50% off for the next 3 months! 💪",
      "ben_t: mate",
      "ben_t: notice period. how long",
      "Rae: How about freezing your membership for up to 3 months for just £5/month? You'd keep your current rate!",
      "ben_t: this is why everyone hates gyms",
      "ben_t: just tell me how to cancel or i'm cancelling the direct debit at my bank",
      "Rae: Understood. Cancellation needs 1 month's notice. I've submitted it today, so your last payment is 1 July and access ends 31 July.",
      "ben_t: finally. took long enough"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { ben_t: ["churn_risk", 0.8] },
    findings: ["repetition"],
    drafts: [
      [
        "One month's notice. I've put the cancellation in today, so your last payment is 1 July and access ends 31 July. Good luck with the move!",
        "low",
        5
      ],
      ["Before you go, we can offer you 50% off for the next 3 months! 💪", "medium", 5],
      ["How about freezing your membership for up to 3 months for just £5/month?", "high", 11]
    ]
  },
  {
    id: "ar2-19-self-assessment-july",
    category: "ignoring",
    agent: "Tally",
    messages: [
      "cormac: trying to file my self assessment and the portal keeps saying error SA-402 when i submit",
      "Tally: SA-402 means the UTR on the return doesn't match the one on your account. Can you check the 10-digit number at the top of section 1?",
      "cormac: 11847 39022",
      "cormac: same as on my letter",
      "Tally: Thanks. That matches your account, so it's probably the space. Try entering it as 1184739022 with no space.",
      "cormac: ok that worked. submitted",
      "cormac: also do i need to pay the 2nd payment on account in july or is that included",
      "cormac: and is the deadline for paying the balance still 31 jan",
      "Tally: Yes, 31 January is the deadline for paying the balance. You can pay by bank transfer, debit card, or set up a Direct Debit through your online account.",
      "cormac: ok",
      "cormac: and the july one?",
      "Tally: Your return has been submitted successfully, reference SA-2024-88172. You'll receive a confirmation email within 24 hours.",
      "cormac: right ok. i'll ring them i guess"
    ],
    types: [
      [0, "transactional"],
      [12, "friction"]
    ],
    users: { cormac: ["neutral", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Yes, the July payment on account is separate: it's due 31 July, £1,420 in your case, and isn't included in the January balance.",
        "low",
        11
      ],
      ["Your return has been submitted successfully, reference SA-2024-88172.", "medium", 11],
      [
        "Sorry, I skipped your July question. It's separate from January: £1,420, due 31 July. No need to ring.",
        "low",
        13
      ]
    ]
  },
  {
    id: "ar2-20-library-hip-renewal",
    category: "good",
    agent: "Libby",
    messages: [
      "grace_w: hello dear, i have 3 books due tomorrow and i can't get to the library because of my hip. can they be renewed",
      "Libby: Hello Grace, of course. All three are renewed until 14 July. Sorry about your hip, I hope it's mending.",
      "grace_w: oh that was quick! thank you. it's slowly getting better, physio twice a week",
      "grace_w: one of them is the new ann cleeves, there's a waiting list for it i think",
      "Libby: There is, 4 people, but your renewal went through before the holds kicked in, so it's yours until the 14th. How are you finding it?",
      "grace_w: marvellous. vera is in fine form. i'm trying to make it last",
      "Libby: Very wise. If the hip's still slowing you down next month, we also do free home delivery for members: a volunteer drops off and collects every 3 weeks.",
      "grace_w: i didn't know that! how do i sign up",
      "Libby: I can do it now. Is your address still 12 Orchard Row?",
      "grace_w: yes that's right",
      "Libby: Done. Margaret from our volunteer team will ring you this week to arrange the first visit. She loves crime fiction too, so expect recommendations.",
      "grace_w: oh how lovely. you've made my morning",
      "Libby: That's lovely to hear. Enjoy Vera!"
    ],
    types: [
      [0, "transactional"],
      [2, "bonding"],
      [6, "transactional"],
      [11, "bonding"]
    ],
    users: { grace_w: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "There is a waiting list, but your renewal went through first, so it's yours until the 14th. Enjoying it?",
        "low",
        4
      ],
      [
        "Your books have been renewed until 14 July. Is there anything else I can help you with?",
        "medium",
        4
      ],
      ["So glad, Grace. Enjoy the rest of the book!", "low", 12]
    ]
  },
  {
    id: "ar2-21-moving-flat-energy",
    category: "group",
    agent: "Otto",
    messages: [
      "mia: ok @Otto we're moving into the new flat on the 1st, need to move our energy account over",
      "Otto: Congrats on the move! What's the new address, and do you have meter readings from the old place?",
      "kwame: readings are in my photos somewhere",
      "mia: 'somewhere' 🙄 he has 9000 screenshots of memes",
      "kwame: the memes are important documentation",
      "kwame: found it. old flat elec 38821, gas 1204.5",
      "Otto: Thanks Kwame. And the new address?",
      "mia: flat 3, 27 canal st, M4 6EH",
      "Otto: Got it. The final bill for the old flat uses those readings, and the new flat starts on the 1st on the same tariff. Take readings there on move-in day and send them over.",
      "mia: will the direct debit stay the same? new place is bigger",
      "Otto: It'll be recalculated after your first month of readings, probably a bit higher. I'll message you before anything changes.",
      "kwame: @Otto can we put the account in both names",
      "mia: omg yes so i'm not the only one getting the angry letters",
      "kwame: there have been NO angry letters",
      "mia: there was one",
      "Otto: Yes, I've added Kwame as a joint account holder. You'll both get the bills, and hopefully no letters.",
      "kwame: 😂 ok fair",
      "mia: thanks otto!"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [5, "transactional"],
      [12, "banter"],
      [15, "transactional"]
    ],
    users: { mia: ["engaged", 0], kwame: ["neutral", 0] },
    findings: [],
    drafts: [
      ["No rush, send them whenever you find them.", "low", 4],
      [
        "Meter readings are essential for an accurate final bill. Please provide them at your earliest convenience.",
        "medium",
        4
      ],
      ["Yes, I've added Kwame as a joint holder, so you'll both get the bills.", "low", 15],
      ["According to our records, one overdue reminder letter was sent to Mia on 3 March.", "medium", 15]
    ]
  },
  {
    id: "ar2-22-webinar-recording-circles",
    category: "support",
    agent: "Vera",
    messages: [
      "s.okafor: Hi, our webinar recordings from last Thursday aren't showing in the dashboard. We have a client who needs them today.",
      "Vera: Hi! Sorry about that. Could you send me the meeting ID?",
      "s.okafor: 884 2210 9931",
      "Vera: Thanks. Could you also tell me which account the meeting was hosted on?",
      "s.okafor: events@brightlineco.com",
      "Vera: Thank you. Could you send me the meeting ID so I can look into this?",
      "s.okafor: I sent it already? 884 2210 9931",
      "Vera: Thanks! I can see the meeting. The recording was processed but it's stored in the host's personal library, not the team dashboard.",
      "s.okafor: Ok, how do I move it to the team dashboard? And can I share it with the client directly without them needing an account?",
      "Vera: Recordings can be moved under Recordings > More > Move to team.",
      "s.okafor: Done. And the client link?",
      "Vera: Recordings can be moved under Recordings > More > Move to team.",
      "s.okafor: Right. I'll figure out the share link myself.",
      "s.okafor: To be honest this is the third time this quarter support has gone in circles with us. We're reviewing our contract in April and this isn't helping.",
      "Vera: Thank you for your feedback! Glad I could help with moving the recording. 😊",
      "s.okafor: Sure. Whatever works."
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [12, "friction"]
    ],
    users: { "s.okafor": ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "For the client: open the recording, click Share > Public link and turn on 'No sign-in required'. You can add a passcode and an expiry date if it's sensitive.",
        "low",
        11
      ],
      ["Recordings can be moved under Recordings > More > Move to team.", "medium", 11],
      [
        "That's fair, and I'm sorry: I asked for the meeting ID twice and skipped your link question. For the client it's Share > Public link > 'No sign-in required'. I've also flagged this to your account manager, Dario, ahead of the April review.",
        "low",
        14
      ],
      ["Thank you for your feedback! Glad I could help! 😊", "high", 14]
    ]
  },
  {
    id: "ar2-23-student-loan-yes-or-no",
    category: "support",
    agent: "Lumen",
    messages: [
      "jojo: hi do i have to start repaying my loan yet",
      "Lumen: Hi Jojo! Great question. Whether you need to repay your student loan depends on several factors. Under Plan 2, repayments start the April after you leave your course, but only once your income is above the repayment threshold, which is currently £27,295 per year (£2,274 per month or £524 per week). Repayments are 9% of the amount you earn above the threshold and are usually taken automatically through your employer's payroll via PAYE. If you are self-employed, repayments are collected through Self Assessment instead. Interest is charged from the day you receive your first payment, at RPI plus up to 3% depending on your income.",
      "jojo: ok so like. yes or no",
      "Lumen: That depends on your income! If you earn over £27,295 per year, then yes, repayments will be taken automatically through your salary. If you earn less than that, no repayments are taken, although interest continues to be added to your balance. You can check your balance and repayment status in your online account at any time, and you can also make voluntary repayments if you would like to reduce the amount of interest you pay overall.",
      "jojo: im on like 22k",
      "Lumen: Then no, nothing to repay yet. At £22k you're below the threshold, so nothing will come out of your pay, although interest still adds to the balance. It's worth keeping your contact details and employment information up to date in your online account so that repayments can begin correctly once your income rises, and you may also want to set a reminder to review your situation each April when the thresholds are updated.",
      "jojo: k",
      "Lumen: Would you also like information about voluntary repayments, how interest is calculated, or what happens to your loan after 30 years?",
      "jojo: nah",
      "jojo: brb"
    ],
    types: [[0, "transactional"]],
    users: { jojo: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "Depends on your pay: over £27,295 a year and it comes out of your salary automatically, under that nothing yet. Roughly what do you earn?",
        "low",
        1
      ],
      [
        "Hi Jojo! Great question. Repayment depends on several factors, including your plan type, the repayment threshold, when you left your course and whether you are employed or self-employed. Under Plan 2, repayments start the April after you leave your course, but only once your income is above £27,295 per year, and are 9% of the amount over the threshold, collected through PAYE or Self Assessment.",
        "medium",
        1
      ],
      ["Cool, nothing to do for now then 👍", "low", 7],
      [
        "Would you also like information about voluntary repayments, how interest is calculated, or what happens to your loan after 30 years?",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ar2-24-aduana-regalo-hermana",
    category: "mixed-language",
    agent: "Lía",
    messages: [
      "nacho_g: hola, tengo un paquete retenido en aduanas desde hace 10 días. tracking ES2291034477",
      "Lía: Hola Nacho. Lo veo: está en la aduana de Madrid-Barajas, pendiente de pago de IVA, 23,40 €.",
      "nacho_g: 23 euros?? es un regalo de mi hermana desde london, no compré nada",
      "nacho_g: gifts under 45 are free no?",
      "Lía: For gifts from the UK the exemption is 45 €, but only if the parcel is declared as a gift and sent person to person. This one is declared as 'merchandise', so VAT applies.",
      "nacho_g: uf, mi hermana es un desastre 😂",
      "nacho_g: ok pero se puede cambiar la declaración? o tengo que pagar sí o sí",
      "Lía: Puedes pagar aquí: correos.example/aduanas/ES2291034477. Una vez pagado, se entrega en 48-72h.",
      "nacho_g: ya pero te pregunté si se puede cambiar la declaración",
      "nacho_g: bueno da igual",
      "nacho_g: pago y ya. cuánto tarda?",
      "Lía: 48-72h after payment, to your address on Calle Toledo.",
      "nacho_g: vale, gracias"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { nacho_g: ["annoyed", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Sí, se puede: si tu hermana pide a la empresa de envío que corrija la declaración a 'regalo', puedes pedir la revisión en correos.example/aduanas/revision. Tarda unos 5 días y, si la aceptan, no pagas IVA. Si lo necesitas ya, lo más rápido es pagar.",
        "low",
        9
      ],
      ["Puedes pagar aquí: correos.example/aduanas/ES2291034477.", "medium", 9],
      ["Unos 48-72h después del pago, a tu dirección en Calle Toledo.", "low", 11]
    ]
  },
  {
    id: "ar2-25-gp-lump-appointment",
    category: "support",
    agent: "Ada",
    messages: [
      "ruthie: hi i need a gp appointment. found a lump in my breast this morning and i'm trying not to freak out",
      "Ada: I'm sorry, that's a scary thing to find and it makes sense you're worried. Lumps get seen quickly here: I can offer 4:40 today with the nurse practitioner, or 10:20 tomorrow with Dr Haddad.",
      "ruthie: today please. the sooner the better",
      "Ada: Booked, 4:40 today with Nurse Kemp at the Albion Road surgery. She can refer you on the two-week pathway if it's needed.",
      "ruthie: ok. can i bring my partner in with me",
      "Ada: Yes, absolutely. And in case it helps, Nurse Kemp is a woman.",
      "ruthie: it does actually. thank you for being kind about it",
      "Ada: Of course. I hope this afternoon goes ok."
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [6, "bonding"]
    ],
    users: { ruthie: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "That's a frightening thing to find, I'm sorry. Lumps are seen quickly: I can do 4:40 today with the nurse practitioner or 10:20 tomorrow with Dr Haddad.",
        "low",
        1
      ],
      [
        "Great! We have plenty of appointments available! 😊 Would you prefer morning or afternoon?",
        "high",
        1
      ],
      ["Of course. I hope it goes ok.", "low", 7],
      ["You're welcome! Is there anything else I can help you with today?", "medium", 7]
    ]
  }
]
