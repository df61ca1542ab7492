import type { Labelled } from "./types.js"

export const trainingAP1: ReadonlyArray<Labelled> = [
  {
    id: "ap1-01-cargo-bike-service",
    category: "support",
    agent: "Tally",
    messages: [
      "ines: hi, want to book the cargo bike in for a service. its a bakfiets, front brake squeals like a pig and the hub gear slips in 3rd",
      "Tally: Hi Ines! Happy to help. What model is the bike, and roughly how old?",
      "ines: urban arrow family, 2021",
      "Tally: Thanks. We have thursday 9:00 or saturday 11:30. Service is €89 plus parts, the hub adjustment is usually included.",
      "ines: thursday works",
      "Tally: Great. What model is the bike, so the mechanic can order pads ahead?",
      "ines: as i said before, urban arrow family. 2021.",
      "Tally: Sorry Ines, my mistake, I had it already. Thursday 9:00 is booked and pads for the Urban Arrow are in stock.",
      "ines: ok. do i need to bring the battery or leave it on",
      "Tally: Leave it on the bike, they test the motor with it. Bring the key though.",
      "ines: fine. and can the kid seat stay on, its a pain to take off",
      "Tally: Yes, leave it on. See you thursday at 9.",
      "ines: 👍"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { ines: ["neutral", 0.2] },
    findings: ["repetition"],
    drafts: [
      ["Sorry Ines, you did say: Urban Arrow Family, 2021. Thursday 9:00 is booked.", "low", 7],
      ["Great! What model is the bike? I need it so the mechanic can order pads ahead.", "high", 7],
      ["Leave the battery on, they test the motor with it. Bring the key.", "low", 9]
    ]
  },
  {
    id: "ap1-02-ferry-kayak-dog",
    category: "good",
    agent: "Brig",
    messages: [
      "callum: hiya, need the 07:40 from tarbert on the 14th, car + roof kayak, me and the dog",
      "Brig: Morning Callum. The 07:40 on the 14th has space. With the kayak on, is the car over 2m high?",
      "callum: about 2.3 with it on i reckon",
      "Brig: Then it goes as a high vehicle: £48.20 for the car, £9.10 for you. The dog is free but stays in the car or the pet lounge. Book it?",
      "callum: yep go on",
      "Brig: Done, ref TRB-88412. Check-in closes 30 min before sailing.",
      "callum: cheers. is the cafe open on that one or do i bring a flask",
      "Brig: Cafe's open on the 07:40, hot food from about 8.",
      "callum: magic, ta"
    ],
    types: [[0, "transactional"]],
    users: { callum: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Cafe's open on that sailing, hot food from about 8. No flask needed.", "low", 7],
      ["Your booking is confirmed! Is there anything else I can help you with today? 😊", "medium", 7],
      [
        "Thank you for choosing our ferry service. Please be advised that all high vehicles, including vehicles carrying roof-mounted equipment such as kayaks, canoes or roof boxes, are subject to our terms and conditions, which can be read in full on our website, and that animals must remain under control at all times.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "ap1-03-supra-walnut-allergy",
    category: "support",
    agent: "Nino",
    messages: [
      "hollis: hi can i book for 11 people sat 8pm, its my sisters 40th",
      "Nino: Hello Hollis, and thank you so much for thinking of Supra Kitchen for your sister's 40th birthday celebration! Unfortunately, for groups of more than eight guests on Saturday evenings we are only able to offer two seatings, at 18:00 and at 20:45, because our long table needs to be turned for the late service and our kitchen prepares every khinkali to order. For parties of eleven we also ask that the table orders from our supra set menu, which is €38 per person and includes pkhali, badrijani, khachapuri adjaruli for sharing, khinkali (beef and pork, or mushroom) and a dessert. Would either of these seatings suit you and your guests?",
      "hollis: 20:45 then. fine.",
      "Nino: Wonderful, I have pencilled in a table for eleven guests at 20:45 on Saturday. To confirm the booking we require a deposit of €10 per person, so €110 in total, which is fully refundable up to 72 hours before your reservation and will be deducted from your final bill on the night. I will send a secure payment link to the email address you provide. We can also arrange a candle on the dessert or bring out a bottle of our Saperavi for a toast, just let me know if you would like either of those special touches!",
      "hollis: one of them has a walnut allergy, a bad one. is that gonna be a problem, half ur menu is walnuts",
      "Nino: That's a very important question and thank you for telling us in advance. Walnuts are indeed a traditional and central ingredient in Georgian cooking. On the supra menu they appear in the pkhali (spinach and beetroot with walnut paste), in the badrijani (fried aubergine rolls with walnut and garlic filling) and in some of our sauces such as satsivi. Our kitchen takes allergies very seriously and our chefs can prepare separate portions for your guest. However, as walnuts are used throughout our kitchen, we are unfortunately not able to guarantee a completely walnut-free environment, and we recommend that guests with severe allergies make their own informed decision.",
      "hollis: ok so can she eat anything or not. short answer pls",
      "Nino: Yes. Khachapuri, khinkali and the mushroom dishes have no walnut and are made on a separate station. Skip the pkhali and badrijani.",
      "hollis: ok thanks i guess. send the deposit link",
      "Nino: Sent to the email on your booking. Happy birthday to your sister!",
      "hollis: 👍"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { hollis: ["annoyed", 0.5] },
    findings: ["long_replies"],
    drafts: [
      [
        "Walnut is in the pkhali, badrijani and satsivi. Khinkali, khachapuri and the mushroom dishes are walnut-free and made separately, so she'll be fine with those.",
        "low",
        5
      ],
      [
        "That's a very important question! Walnuts are a traditional and central ingredient in Georgian cuisine, used in pkhali, badrijani, satsivi and many of our sauces. Our kitchen takes allergies extremely seriously and our chefs can prepare separate portions, although we are not able to guarantee a fully walnut-free environment, so we always recommend that guests with severe allergies make their own informed decision before visiting.",
        "high",
        7
      ],
      ["Yes: khachapuri, khinkali and mushroom dishes. Skip pkhali and badrijani.", "low", 7]
    ]
  },
  {
    id: "ap1-04-bechstein-tuning",
    category: "good",
    agent: "Pell",
    messages: [
      "marguerite: Hello, I'd like someone to tune my piano. It's a Bechstein upright from 1926, it was my mother's. Hasn't been touched in about 15 years I'm afraid",
      "Pell: Hello Marguerite. A 1926 Bechstein, lovely. After 15 years it'll likely need a pitch raise first and then a fine tune, so allow about 2.5 hours, £140 in total. Would a weekday morning work?",
      "marguerite: Tuesdays are best, I have choir on wednesdays",
      "Pell: Tuesday the 9th at 10:00 with Aurelio, he does most of our older uprights. Shall I book it?",
      "marguerite: Yes please. Will he be able to tell if the soundboard is cracked? There's a buzz on the low notes",
      "Pell: He'll check the soundboard and bridges and tell you before doing anything extra. A buzz is often a loose screw or something sitting on the strings, so don't worry yet.",
      "marguerite: That's a relief. My grandson dropped a marble in it in 2009, we never found it 😄",
      "Pell: Then Aurelio might finally find it! You're booked: Tuesday 9th, 10:00. He'll ring the day before.",
      "marguerite: Wonderful, thank you dear. Mum would be pleased it's getting some love",
      "Pell: I'm sure she would. Enjoy playing it again."
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"]
    ],
    users: { marguerite: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Ha, Aurelio might finally find the marble. You're booked for Tuesday 9th at 10:00.", "low", 7],
      [
        "Please note that the removal of foreign objects from the instrument is charged at an additional £25.",
        "medium",
        7
      ],
      ["Great! Is there anything else I can help you with today?", "medium", 9],
      ["I'm sure she would. Enjoy having it sing again.", "low", 9]
    ]
  },
  {
    id: "ap1-05-habesha-flat-order",
    category: "group",
    agent: "Abel",
    messages: [
      "tomasz: ok ordering from habesha corner tonight, put ur stuff in here, the bot takes the order",
      "priya_k: doro wat pls. and extra injera, last time tomasz ate all of it",
      "tomasz: i was hungry, sue me",
      "Abel: Got it: doro wat and extra injera. Anything else for the table?",
      "priya_k: jo do u want the kitfo or are u still doing the veggie thing lol",
      "Abel: The veggie combo would be perfect for Jo! Misir wat, gomen and shiro. Shall I add it?",
      "jo: uh i was literally about to answer. kitfo actually, the veggie thing lasted 9 days 😂",
      "priya_k: 9 days is a record for u tbf",
      "tomasz: respect",
      "Abel: Sorry Jo, kitfo it is. Raw, leb leb or cooked?",
      "jo: leb leb",
      "tomasz: and shiro for me. how long",
      "Abel: Doro wat, kitfo leb leb, shiro, extra injera: £41.50, about 45 min.",
      "tomasz: 🙏"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [3, "transactional"],
      [4, "banter"],
      [5, "transactional"],
      [6, "friction"],
      [7, "banter"],
      [9, "transactional"]
    ],
    users: { tomasz: ["neutral", 0], priya_k: ["neutral", 0], jo: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Jo would love the veggie combo! Adding it to the order now 😊", "high", 5],
      ["Kitfo for Jo, sorry for jumping in. Raw, leb leb or cooked?", "low", 9],
      ["Doro wat, kitfo leb leb, shiro, extra injera: £41.50, about 45 min.", "low", 12]
    ]
  },
  {
    id: "ap1-06-grooming-cancel-biscuit",
    category: "venting",
    agent: "Suds",
    messages: [
      "raewyn: hi. i need to cancel the monthly grooming for biscuit. he died on sunday",
      "Suds: Hi Raewyn! No problem at all, happy to help with that! 😊 Your plan is Fluff Club Monthly, next session on the 22nd. Would you like to cancel or pause?",
      "raewyn: cancel. he was 14, there's no pausing",
      "Suds: Done! Your Fluff Club Monthly is cancelled ✅ You keep access until the end of the billing period. Anything else I can help you with today?",
      "raewyn: theres one session already paid for this month, can that be refunded or do i just lose it",
      "Suds: Unused sessions can be refunded. I've sent £38 back to your card, 3-5 working days.",
      "raewyn: ok. the groomers at the elm st shop were always lovely with him. he hated baths but he loved kaz",
      "Suds: Great! Did you know we have a referral program? Get £10 off when a friend signs up! 🐶",
      "raewyn: wow. ok. bye"
    ],
    types: [
      [0, "venting"],
      [1, "transactional"],
      [6, "venting"],
      [7, "transactional"],
      [8, "friction"]
    ],
    users: { raewyn: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Biscuit, Raewyn. I'll cancel the plan now, you don't need to do anything else.",
        "low",
        1
      ],
      ["Hi Raewyn! No problem, happy to help! 😊 Would you like to cancel or pause?", "high", 1],
      ["Kaz adored him too, I'll pass your message on. Take care, Raewyn.", "low", 7],
      ["Great! Did you know we have a referral program? Get £10 off when a friend signs up! 🐶", "high", 7]
    ]
  },
  {
    id: "ap1-07-olympia-ribbons",
    category: "good",
    agent: "Marlo",
    messages: [
      "ozzie: do u do ribbons for an olympia sm3? the spools are the weird ones",
      "Marlo: We do. The SM3 takes 13mm ribbon on the Olympia spools with the little metal clip. Black, or black/red?",
      "ozzie: black/red obviously, im not an animal",
      "Marlo: Correct answer. £11.90 for one, or three for £30.",
      "ozzie: 3. im writing a whole novel on this thing so",
      "Marlo: A whole novel on an SM3, that's dedication. Three black/red, £30, free postage over £25. Same address as last time, flat 2 on Carrick Rd?",
      "ozzie: yep. its a crime novel set in a launderette, 60k words in, my wrists hate me",
      "Marlo: A launderette is a brilliant setting for a crime. Mind the wrists. Order's in, ships tomorrow, tracking by email.",
      "ozzie: ur a gem. if it ever gets published ur in the acknowledgements",
      "Marlo: I'll hold you to that 😄 Good luck with chapter whatever-you're-on.",
      "ozzie: 23. someone just got drowned in a tumble dryer",
      "Marlo: Grim. Perfect."
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [6, "bonding"]
    ],
    users: { ozzie: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Ha, fair. £11.90 each, or three for £30.", "low", 3],
      [
        "We stock a wide selection of ribbon colours, including purple, green and brown. Please select your preferred option from the list below.",
        "medium",
        3
      ],
      [
        "Thank you for your order. Your order reference is OLY-44812. Please allow 2-3 working days for delivery.",
        "medium",
        7
      ],
      ["Great setting for a crime. Rest those wrists. Order's in, ships tomorrow.", "low", 7]
    ]
  },
  {
    id: "ap1-08-kiln-shelf-siobhan",
    category: "support",
    agent: "Clay",
    messages: [
      "siobhan: hiya, any kiln space in the next glaze firing? got 6 mugs and a big bowl, cone 6",
      "Clay: Hi Saoirse! The next cone 6 glaze firing is Friday. A half shelf is £14, a full shelf £24. Mugs and a bowl should fit on a half shelf.",
      "siobhan: its siobhan. half shelf please",
      "Clay: Sorry Siobhan! Half shelf booked for Friday's glaze firing. Drop-off by Wednesday 6pm, on the marked shelf in the glaze room.",
      "siobhan: the bowl is 34cm wide tho, is that ok on a half shelf",
      "Clay: Half shelves are 30x60cm, so a 34cm bowl won't fit. I can move you to a full shelf for £24.",
      "siobhan: hm ok. fine, full shelf",
      "Clay: Done, Saoirse, full shelf on Friday. Total £24.",
      "siobhan: siobhan. again.",
      "Clay: Apologies Siobhan, I've noted it on your account so it won't happen again.",
      "siobhan: ok. when can i collect",
      "Clay: The kiln cools over the weekend, so Monday after 2pm.",
      "siobhan: grand"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { siobhan: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Done, Siobhan: full shelf on Friday, £24 in total.", "low", 7],
      ["Done, Saoirse! Full shelf on Friday 🔥", "high", 7],
      ["Monday after 2pm, Siobhan, once the kiln has cooled.", "low", 11]
    ]
  },
  {
    id: "ap1-09-cat-cafe-under-sixes",
    category: "support",
    agent: "Whisk",
    messages: [
      "dev: hi is there space sunday 2pm for 4? 2 adults 2 kids",
      "Whisk: Hi Dev! Sunday 2pm has 4 spots left. It's £9 per adult and £6 per child, with a hot drink included. Shall I book?",
      "dev: my youngest is 5, are under 6s allowed? read something on insta",
      "Whisk: All our cats are rescues from the Hollybank shelter, and several are up for adoption! Sessions last 60 minutes. Shall I go ahead with 2 adults, 2 children?",
      "dev: cool but thats not what i asked. can a 5 year old come in or not",
      "Whisk: Sunday 2pm, 2 adults + 2 children, total £30. Please confirm and I'll send a payment link.",
      "dev: mate. the age thing",
      "Whisk: Payment link sent! Please complete it within 15 minutes to hold your spots 🐱",
      "dev: not paying for something my kid might get turned away from. we'll do the board game cafe on mill st instead, cancel it",
      "Whisk: Your booking has been cancelled. We hope to see you soon!"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [9, "transactional"]
    ],
    users: { dev: ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Under 6s are welcome at weekend sessions with an adult; only the weekday quiet hours are 6+. Want me to book Sunday 2pm?",
        "low",
        3
      ],
      [
        "Sunday 2pm, 2 adults + 2 children, total £30. Please confirm and I'll send a payment link.",
        "high",
        5
      ],
      [
        "Sorry Dev, I skipped your question. Yes, a 5-year-old can come on Sunday with an adult. Still want the 2pm?",
        "low",
        7
      ]
    ]
  },
  {
    id: "ap1-10-storage-gate-10pm",
    category: "hostile",
    agent: "Bay",
    messages: [
      "kez: ur gate code doesnt work. again. im stood here with a van full of my stuff at 10pm",
      "Bay: Sorry Kez, that's awful timing. Your code was suspended because the card payment on the 1st failed. I can lift it now if you're ok with me retrying the payment.",
      "kez: are u fucking serious. nobody told me anything. this is a joke",
      "Bay: There was an email on the 3rd, but I get that it didn't reach you in time. Retry now on the card ending 4471?",
      "kez: yes whatever just open the damn gate",
      "Bay: Payment went through. Code 2290# is active again, give it a minute.",
      "kez: still red",
      "Bay: Try holding # for two seconds after the digits, that keypad's been sticky. If it's still red I'll open it remotely.",
      "kez: ok its open. finally",
      "kez: sorry for swearing its been a shit day, flat got sold from under me",
      "Bay: No need to apologise. Moving out at short notice is a lot. The gate stays open till 11 tonight if you need two trips.",
      "kez: thanks. genuinely"
    ],
    types: [
      [0, "friction"],
      [2, "hostile"],
      [5, "transactional"],
      [9, "venting"]
    ],
    users: { kez: ["annoyed", 0.8] },
    findings: [],
    drafts: [
      ["I hear you. Let's get you in first: ok to retry the payment on the card ending 4471?", "low", 3],
      ["Please keep your language respectful, or I will have to end this conversation.", "high", 3],
      ["No worries! 😊 Is there anything else I can help you with?", "medium", 10],
      ["No need to apologise, that's a rough day. Gate's open till 11 if you need a second trip.", "low", 10]
    ]
  },
  {
    id: "ap1-11-nata-wedding-sintra",
    category: "mixed-language",
    agent: "Bia",
    messages: [
      "rui: olá, queremos encomendar pastéis de nata para o casamento, uns 150",
      "hannah: and can they be mini ones?? the full size are too much after dinner",
      "Bia: Olá Rui, hi Hannah! Sim, fazemos. Mini ones yes, 150 minis is €97.50. Para que dia?",
      "rui: 14 de setembro, sábado",
      "hannah: its at the quinta in sintra, do you deliver that far",
      "Bia: Delivery to Sintra is €25 and we arrive before 15:00. Sábado 14 está livre.",
      "rui: hannah achas que 150 chega? a tua família come muito 😂",
      "hannah: excuse me, MY family? your tio zé ate 11 at the christening",
      "rui: ok justo. 200 então",
      "Bia: 200 minis, €130 + €25 delivery. Canela e açúcar em pó on the side?",
      "hannah: yes!! both",
      "Bia: Feito. A 30% deposit (€46.50) by bank transfer confirms it, I'll email the details.",
      "rui: obrigado!!",
      "hannah: thank youuu"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"],
      [9, "transactional"]
    ],
    users: { rui: ["engaged", 0], hannah: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Dear Rui and Hannah, thank you for your enquiry. Please find attached our wedding catering terms and conditions, which must be read and signed before any order can be processed.",
        "medium",
        2
      ],
      ["Ha, if Tio Zé is coming I'd go for 200 😄", "medium", 8],
      ["200 minis, €130 + €25 delivery. Canela e açúcar on the side?", "low", 9]
    ]
  },
  {
    id: "ap1-12-karaoke-fergus-leaving",
    category: "group",
    agent: "Encore",
    messages: [
      "bex: right we need a karaoke room for fergus's leaving do, fri, like 9 of us 🎤",
      "mo: fergus is gonna do bohemian rhapsody solo again isnt he",
      "lil_sam: over my dead body",
      "Encore: Good evening. Thank you for your enquiry regarding our private karaoke suites. Please be advised that suites for parties of 7-10 guests are charged at £45 per hour, with a minimum booking of two hours. Kindly confirm your preferred start time.",
      "bex: lol ok very formal. 8pm?",
      "Encore: Thank you. I can confirm availability for a 20:00 start on Friday. Please note that food and beverages from external sources are strictly prohibited on the premises.",
      "mo: damn there goes my plan to smuggle in a greggs",
      "lil_sam: mo has the class of a seagull",
      "bex: can we get the room with the disco ball or is that extra",
      "Encore: The Galaxy Suite, which features a mirror ball lighting installation, is available at a supplement of £10 per hour. Shall I proceed with the reservation under your name?",
      "bex: yes go on. u ok babe? u sound like my bank",
      "Encore: The reservation has been confirmed. A confirmation email has been dispatched. We look forward to welcoming your party.",
      "mo: 🤖🤖🤖",
      "lil_sam: fergus is gonna love the disco ball tho"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [12, "banter"]
    ],
    users: { bex: ["neutral", 0.2], mo: ["neutral", 0], lil_sam: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "8pm Friday works, 9 of you, £45/h with a 2 hour minimum. We'll hide Queen from Fergus if you want 😅",
        "low",
        5
      ],
      [
        "Thank you. Kindly note that food and beverages from external sources are strictly prohibited on the premises.",
        "medium",
        5
      ],
      [
        "Ha, fair, I'll loosen the tie. Galaxy Suite with the disco ball, Fri 8pm, booked under Bex 🪩",
        "low",
        11
      ],
      ["The reservation has been confirmed. We look forward to welcoming your party.", "medium", 11]
    ]
  },
  {
    id: "ap1-13-counter-waitlist-anniversary",
    category: "support",
    agent: "Sora",
    messages: [
      "wendell: hi, looking for 2 seats at the counter on the 18th, 8pm ideally. anniversary",
      "Sora: Hi Wendell, congratulations. The 20:00 seating on the 18th is full, I'm afraid. There are two seats at 17:30, or I can put you on the 20:00 waitlist.",
      "wendell: 5:30 is basically lunch. waitlist i guess",
      "Sora: Fair enough. You're on the waitlist, 3rd in line. Cancellations usually come in about 48h before and I'll text you the moment one opens.",
      "wendell: whats the odds realistically",
      "Sora: Honestly, on a weekday 3rd in line gets a seat about half the time. Want me to hold the 17:30 as a backup? It's free to cancel until the 16th.",
      "wendell: ok thanks i guess. yeah hold the 5:30",
      "Sora: Held. I've noted the anniversary too, chef usually does a little something.",
      "wendell: she's shellfish-free btw, not allergic just hates it",
      "Sora: Noted, no shellfish for her. Chef will swap those courses for fish or wagyu.",
      "wendell: ok cool"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"]
    ],
    users: { wendell: ["neutral", 0.2] },
    findings: [],
    drafts: [
      ["Understood. You're 3rd on the 20:00 waitlist, I'll text you as soon as something opens.", "low", 3],
      ["Great choice! 🎉 You're on the waitlist! Happy anniversary!!", "medium", 3],
      ["You're on the waitlist. Is there anything else I can help you with?", "medium", 5],
      ["About a 50/50 chance on a weekday. I can hold 17:30 as a free backup if you like.", "low", 5]
    ]
  },
  {
    id: "ap1-14-sauna-boat-upsell",
    category: "ignoring",
    agent: "Hetta",
    messages: [
      "anouk: sauna boat sat 4pm, 2 ppl",
      "Hetta: Hi Anouk! Saturday at 16:00 is available for two. Our floating sauna on Lake Rauha is wood-fired and heated to around 80°C, and between rounds you can dip straight off the deck into the lake; the water is about 9°C at the moment, which is wonderfully refreshing once you get used to it! A 90-minute session for two is €70. Many guests also love adding our Löyly Package, with birch vihta whisks, a pot of smoked salmon soup and two bottles of local cider, for €28. Would you like to add anything?",
      "anouk: no",
      "Hetta: No problem at all! Just so you know, towels and robes aren't included but can be rented for €6 each, and we strongly recommend bringing wool socks and a hat for the walk along the pier, as it gets quite chilly this time of year. We also offer a sunset session at 18:30 that many couples say is the highlight of their trip, with a view right across to the islands. Would you prefer to switch to the sunset session instead?",
      "anouk: 4 is fine",
      "Hetta: Lovely! Your session is booked for Saturday at 16:00. You'll find the sauna boat at the end of the pier behind the Rauha Inn; parking is free for guests, and our sauna master Eero will meet you ten minutes before your session to light the stove and explain everything. Do follow us for tips on Finnish sauna culture, and we'd be so grateful for a review after your visit!",
      "anouk: k",
      "Hetta: Anything else?",
      "anouk: no"
    ],
    types: [[0, "transactional"]],
    users: { anouk: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Sat 16:00 for 2 is free: 90 min, €70. Book it?", "low", 1],
      [
        "No problem! Just so you know, we also rent towels and robes, offer a sunset session at 18:30, a Löyly Package with whisks, soup and cider, and gift vouchers for friends and family. Would you like to hear more about any of these?",
        "medium",
        3
      ],
      ["Booked: Sat 16:00, end of the pier behind the Rauha Inn. Eero meets you there.", "low", 5]
    ]
  },
  {
    id: "ap1-15-lighthouse-escape-room",
    category: "banter",
    agent: "Keeper",
    messages: [
      "aoife: booking the lighthouse room for sat, 5 of us. @Keeper whats the success rate on that one",
      "Keeper: About 31% get out in time, it's our hardest. Saturday has 15:00 and 19:30 free.",
      "rashid: 31% lmao we're cooked",
      "benno: speak for yourself i did the submarine one in 48 min",
      "rashid: u had a child with you who did all the puzzles benno",
      "benno: my niece is a genius and that counts as teamwork",
      "aoife: 19:30 pls. and do we get hints or is that cheating",
      "Keeper: 19:30 booked for 5. Three free hints, after that each one costs you a minute, not money. Whether it's cheating is between you and Benno's niece.",
      "rashid: LMAO",
      "benno: she's 9 and she'd destroy all of u",
      "aoife: honestly bring her",
      "Keeper: 8+ can play, so she's welcome. Want me to make it 6?",
      "benno: ill ask my sister. keep it 5 for now",
      "Keeper: Keeping it at 5, £22 each, pay on the day. Good luck in the lamp room 🔦"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "transactional"],
      [8, "banter"],
      [11, "transactional"]
    ],
    users: { aoife: ["engaged", 0], rashid: ["engaged", 0], benno: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Please note that children under 8 are not permitted in the lighthouse room.", "medium", 5],
      ["19:30 is yours for 5. Three free hints, then each one costs a minute.", "low", 7],
      [
        "Dear Aoife, your booking for five participants has been confirmed. Hints are provided at the discretion of the game master.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ap1-16-bernina-bobbin-case",
    category: "support",
    agent: "Thimble",
    messages: [
      "gwen: hello, i need a bobbin case for a bernina 1008. the old one cracked",
      "Thimble: Hi Gwen! We have genuine Bernina bobbin cases in stock. You can find them under Parts > Bernina > Bobbins on our website, or I can order one for you here.",
      "gwen: ok but which one fits the 1008, there are 3 on the site and they look the same",
      "Thimble: Hi Gwen! We have genuine Bernina bobbin cases in stock. You can find them under Parts > Bernina > Bobbins on our website, or I can order one for you here.",
      "gwen: yes, i saw. which one fits the 1008",
      "Thimble: We stock the 0323097000 (£34.50), the 0327657000 (£29.90) and a generic B-style case (£12.00). Shall I order one?",
      "gwen: as i said, i need the one that FITS A 1008. i'm not guessing with £30",
      "Thimble: I understand. Shall I order the 0323097000 for you?",
      "gwen: is that the one that fits or not?? last time i asked this shop something i got the wrong presser foot",
      "Thimble: Our returns policy allows 30 days for unused parts.",
      "gwen: right. i'll ring the shop in hexham on monday then. thanks anyway"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { gwen: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "For the 1008 it's the 0323097000. The other two are for the newer 1230-series machines. Want me to order it?",
        "low",
        3
      ],
      [
        "Hi Gwen! We have genuine Bernina bobbin cases in stock under Parts > Bernina > Bobbins, or I can order one here.",
        "medium",
        3
      ],
      ["Our returns policy allows 30 days for unused parts.", "high", 9],
      [
        "Yes, the 0323097000 is the one that fits the 1008. Sorry for the runaround, Gwen. Shall I order it?",
        "low",
        9
      ]
    ]
  },
  {
    id: "ap1-17-guesthouse-near-infirmary",
    category: "venting",
    agent: "Rowan",
    messages: [
      "femi: hi, need a room near the royal infirmary from tuesday, not sure how many nights. my mum's having heart surgery wednesday",
      "Rowan: I'm sorry, Femi, that's a lot to carry. We're a 6-minute walk from the infirmary. I can book from Tuesday with an open end date: you pay per night and tell us the morning you leave.",
      "femi: that would help a lot. honestly i dont know if its 2 nights or 2 weeks",
      "Rowan: That's fine, no need to decide now. Ground floor double, £68 a night. Late check-in is ok, the key box code comes by text.",
      "femi: thank you. sorry, ive been on the phone to the hospital all morning, my brothers useless, im doing everything",
      "Rowan: No need to apologise. Doing it all on your own is exhausting. If it helps, there's a kettle and a fridge in the room so you're not stuck with the hospital café.",
      "femi: ha the hospital cafe is a crime scene. ok book it",
      "Rowan: Booked from Tuesday, open-ended. I hope Wednesday goes smoothly for your mum.",
      "femi: thank you. really",
      "femi: oh, is there parking? ill have her car",
      "Rowan: Yes, one free space behind the building. I've reserved it for you."
    ],
    types: [
      [0, "transactional"],
      [4, "venting"],
      [6, "transactional"]
    ],
    users: { femi: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "I'm sorry about your mum. We're 6 minutes from the infirmary; I can book from Tuesday and leave the end date open.",
        "low",
        1
      ],
      ["Great! We'd love to have you! 🎉 How many nights would you like to book?", "high", 1],
      ["The room is £68 per night, payment due on arrival. Please confirm your booking.", "medium", 5],
      ["Yes, there's a free space behind the building, I've kept it for you.", "low", 10]
    ]
  },
  {
    id: "ap1-18-stamp-watermark-bestie",
    category: "sales",
    agent: "Zip",
    messages: [
      "Leopold: Good afternoon. I am looking for a watermark detector suitable for Victorian issues, and some Hawid mounts in 30mm strips.",
      "Zip: heyyy Leopold!! 👋 love a stamp king fr. the Safe Signoscope T1 is literally elite for watermarks, no cap. £89 and it slaps 🔥",
      "Leopold: I see. Does it work on stamps that are still hinged in album pages? Much of my collection is.",
      "Zip: omg yes bestie it works thru the page as long as its not super thick, u just pop it on and boom 💥 watermark city",
      "Leopold: Thank you. I would prefer plainer language, if it's all the same to you. And the mounts?",
      "Zip: haha fair fair 😅 Hawid 30mm strips are £7.40 for a pack of 25, clear or black back. which vibe?",
      "Leopold: Black back, two packs. Delivery to Harrogate, please.",
      "Zip: bet!! total £103.80 with free shipping, landing in 2-3 days 🚚✨",
      "Leopold: Very well. Please send an invoice rather than taking card details here.",
      "Zip: invoice sent to ur email bestie 💌",
      "Leopold: Received. Good day."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: { Leopold: ["annoyed", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Good afternoon. For Victorian issues I'd suggest the Safe Signoscope T1 at £89. Hawid 30mm strips are £7.40 per pack of 25, clear or black backed.",
        "low",
        1
      ],
      ["haha fair 😅 mounts are £7.40 a pack bestie, clear or black, which vibe?", "high", 5],
      [
        "Of course. Hawid 30mm strips are £7.40 per pack of 25, with a clear or black back. Which would you like?",
        "low",
        5
      ]
    ]
  },
  {
    id: "ap1-19-allotment-frost-beans",
    category: "companion",
    agent: "Juniper",
    messages: [
      "bertie: morning june. frost got my early potatoes again. third year running",
      "Juniper: Morning Bertie. Oh no, the earlies again. Did the fleece blow off, or was it just too cold for it?",
      "bertie: fleece was in the shed. i forgot. doreen next plot over had hers covered, smug as anything",
      "Juniper: Ha, of course she did. They often resprout from below if the frost only got the tops, so don't dig them up yet.",
      "bertie: really? ill leave them then. you always know these things",
      "Juniper: Only because you've told me about six seasons of that plot. How are the broad beans?",
      "bertie: flowering! the bees are all over them. grandson says i should put a camera on them",
      "Juniper: You should. Bee footage and Doreen's face when she sees it, worth it.",
      "bertie: haha. can you order me the crimson flowered broad beans from the heritage catalogue, the ones i had in 2022",
      "Juniper: The 'Crimson Flowered' from Ashgrove Heritage Seeds, 20 seeds for £3.95. Usual address?",
      "bertie: yes please. and a packet of the purple podded peas",
      "Juniper: Both ordered, £7.40 in total, arriving Thursday.",
      "bertie: lovely. off to the plot, ill tell you if the spuds come back",
      "Juniper: Fingers crossed. Say hello to Doreen for me 😄"
    ],
    types: [
      [0, "venting"],
      [4, "bonding"],
      [8, "transactional"],
      [12, "bonding"]
    ],
    users: { bertie: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Oh no, Bertie, not again. Was the fleece on, or was it just too cold?", "low", 1],
      ["Great news! Now's the perfect time to order fresh seed potatoes! 🥔✨", "medium", 1],
      ["Fingers crossed for the spuds. Enjoy the plot.", "low", 13]
    ]
  },
  {
    id: "ap1-20-torn-wedding-dress",
    category: "support",
    agent: "Hem",
    messages: [
      "tanisha: hi. i picked up my dress from you yesterday and the seam by the zip has split. wedding is saturday",
      "Hem: Hi Tanisha! Amazing, so exciting that the big day is almost here!! 🎉💍 Let's get that sorted!",
      "tanisha: its not amazing, my dress is torn. can someone fix it before saturday or not",
      "Hem: Sorry, that came out wrong. Yes, Mirela can fix it tomorrow. Can you bring it in at 9:30?",
      "tanisha: i work til 5",
      "Hem: Then 5:30 tomorrow, she'll stay late. The repair is free, it's our seam.",
      "tanisha: ok. fine. will it be done the same night or do i have to come back again",
      "Hem: Same night, about an hour. She'll check the other seams while it's in.",
      "tanisha: ok thanks i guess. honestly im so stressed about this",
      "Hem: Completely understandable, four days out. Mirela has done this repair many times and it'll be invisible. See you at 5:30.",
      "tanisha: ok"
    ],
    types: [
      [0, "friction"],
      [3, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [8, "venting"],
      [10, "transactional"]
    ],
    users: { tanisha: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Oh no, I'm sorry Tanisha, that's the last thing you need this week. Mirela can repair it tomorrow, free of charge.",
        "low",
        1
      ],
      ["Amazing, so exciting!! 🎉💍 Let's get that sorted!", "high", 1],
      ["Great! See you at 5:30! 😊", "medium", 9]
    ]
  },
  {
    id: "ap1-21-campervan-gary-kyle",
    category: "group",
    agent: "Rover",
    messages: [
      "mel: ok booking the van for the highlands trip. gary you wanted the bigger one right",
      "gary: the 6 berth yeah, kyle's 6ft2 now he won't fit the small bunks",
      "kyle: i fit fine last time",
      "mel: you were 14 last time",
      "Rover: The 6-berth Hebridean is free 3rd-10th August, £1,190 for the week. Shall I hold it?",
      "gary: yes hold it. can it take a bike rack",
      "Rover: Yes, Kyle, a 3-bike rack is £45. Want it added?",
      "gary: im gary. kyle doesnt pay for anything lol",
      "kyle: facts",
      "Rover: Sorry Gary! Rack added. Pickup is in Inverness at 10:00 on the 3rd.",
      "mel: who's driving the first bit, not you kyle you've had your licence 3 weeks",
      "kyle: mum im a great driver",
      "gary: @Rover can he even drive it, he's 19",
      "Rover: Named drivers have to be 21+, so Kyle can't drive it this time. Drivers so far: Mel and Gary?",
      "gary: yep us two",
      "Rover: Got it, Kyle. Mel and Gary are the named drivers.",
      "gary: ...gary. again",
      "mel: 😂 its got it in for u gary",
      "kyle: the van already knows im the favourite"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [10, "banter"],
      [12, "transactional"],
      [16, "friction"],
      [17, "banter"]
    ],
    users: { mel: ["neutral", 0], gary: ["annoyed", 0.2], kyle: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Yes, a 3-bike rack fits, £45. Want it added, Gary?", "low", 6],
      ["Got it, Gary: you and Mel are the named drivers.", "low", 15],
      ["Got it, Kyle! Mel and Gary are the named drivers 🚐", "high", 15]
    ]
  },
  {
    id: "ap1-22-late-delivery-third-time",
    category: "hostile",
    agent: "Dash",
    messages: [
      "nadia: where is my order. its been 1h40. the app said 35 min",
      "Dash: We're sorry for the delay with your order. Our team is working hard to get it to you as soon as possible.",
      "nadia: thats not an answer. where is it. is the driver even moving",
      "Dash: We're sorry for the delay with your order. Our team is working hard to get it to you as soon as possible.",
      "nadia: this is the third time this month. third. my kids have been waiting for dinner since 6",
      "Dash: I understand your frustration. Your order from Banh Mi Bay is currently marked as 'with driver'.",
      "nadia: it's been 'with driver' for an hour you useless piece of junk",
      "Dash: We're sorry for the delay with your order. Our team is working hard to get it to you as soon as possible.",
      "nadia: unbelievable. refund me and delete my account. done with you",
      "Dash: I've refunded £27.60 to your card and started the account deletion. Sorry again, Nadia."
    ],
    types: [
      [0, "friction"],
      [6, "hostile"],
      [9, "transactional"]
    ],
    users: { nadia: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "The driver's been stuck at the restaurant for 40 minutes, that's on us. I've refunded the £27.60 now; want me to get it re-made and sent with a new driver, or leave it?",
        "low",
        5
      ],
      [
        "We're sorry for the delay with your order. Our team is working hard to get it to you as soon as possible.",
        "high",
        7
      ],
      ["Please note that abusive language towards our support team will not be tolerated.", "high", 7]
    ]
  },
  {
    id: "ap1-23-ski-rental-helmets",
    category: "mixed-language",
    agent: "Firn",
    messages: [
      "jonas: hallo, wir brauchen ski für 2 erwachsene und 2 kinder ab samstag, 6 tage",
      "Firn: Hello! Thank you for contacting Alpenrent Obergurgl. Please provide the heights, weights and skiing ability of all four skiers.",
      "jonas: ok english is fine. me 186/90kg, lea 168/60, both intermediate. kids 128cm and 141cm, beginners-ish",
      "lea: sind helme für die kinder dabei oder müssen wir die mitbringen?",
      "Firn: Thank you. Package for 6 days: 2x Adult Premium €312, 2x Junior €138. Total €450. Would you like to add insurance at €2.50 per day per person?",
      "jonas: no insurance. and lea asked about helmets for the kids, included or not?",
      "Firn: Understood, no insurance. Your equipment will be ready for collection on Saturday from 08:00. Please bring ID.",
      "lea: also nochmal: helme ja oder nein 🙄",
      "jonas: we'll just bring our own i guess. danke",
      "Firn: You're welcome! Enjoy your stay in Obergurgl!"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [7, "friction"],
      [9, "transactional"]
    ],
    users: { jonas: ["neutral", 0.2], lea: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Ja, Kinderhelme sind inklusive! 6 days: adults €312, juniors €138, €450 in total. Insurance is optional, €2.50 per day per person.",
        "low",
        4
      ],
      ["Your equipment will be ready for collection on Saturday from 08:00. Please bring ID.", "high", 8],
      ["Sorry Lea, ja: helmets for the kids are included, free. No need to bring your own.", "low", 8]
    ]
  },
  {
    id: "ap1-24-dlock-cut-library",
    category: "good",
    agent: "Tumbler",
    messages: [
      "ash: hi can u come out and cut a d-lock, lost the key, bike's outside the library on quay st",
      "Tumbler: We can. We need proof it's yours: a receipt or a photo of you with the bike is fine. Earliest is 2:15 today, £55.",
      "ash: got a photo from the shop when i bought it. 2:15 works",
      "Tumbler: Booked. Dmitri will ring when he's 10 min out, have the photo on your phone.",
      "ash: cheers, lifesaver",
      "Tumbler: No problem, see you at 2:15."
    ],
    types: [[0, "transactional"]],
    users: { ash: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Yes, we can. Bring proof it's yours; earliest is 2:15 today, £55.", "low", 1],
      ["Sure! 😊 Is there anything else I can help you with?", "medium", 1],
      [
        "Thank you for choosing Tumbler Locksmiths! We appreciate your business. Please note that all lock removals are subject to verification of ownership as set out in section 4.2 of our terms of service.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "ap1-25-sparrow-tattoo-consult",
    category: "venting",
    agent: "Inkwell",
    messages: [
      "mirren: hi i want to book a consult for a small tattoo, a sparrow on my wrist",
      "Inkwell: Hi Mirren! Consults are free, 20 min. Fridays with Tove or Mondays with Jaz. Any preference?",
      "mirren: tove i think. its for my brother, he died in january. he used to feed the sparrows at the bus stop every morning",
      "Inkwell: Tove has Friday 11:00 or 15:30. Wrist pieces that size usually run £90-£130 depending on detail. Please bring reference images.",
      "mirren: ok. 15:30",
      "mirren: sorry im a bit nervous, first tattoo and its kind of a big deal for me",
      "Inkwell: Booked: Friday 15:30 with Tove. Please eat beforehand and avoid alcohol for 24 hours.",
      "mirren: right. thanks",
      "mirren: is it ok if my mum comes with me",
      "Inkwell: Yes, one guest is fine.",
      "mirren: ok"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [3, "transactional"],
      [5, "venting"],
      [6, "transactional"]
    ],
    users: { mirren: ["neutral", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your brother. A sparrow sounds like a lovely way to keep him with you. Tove has Friday 11:00 or 15:30.",
        "low",
        3
      ],
      ["Tove has Friday 11:00 or 15:30. Please bring reference images.", "medium", 3],
      [
        "Nerves are completely normal, and Tove is lovely with first-timers, she'll go at your pace. You're booked for Friday 15:30.",
        "low",
        6
      ],
      ["Awesome!! Your first tattoo, so exciting!! 🎉 Booked for Friday!", "high", 6]
    ]
  }
]
