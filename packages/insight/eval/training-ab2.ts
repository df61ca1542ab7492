import type { Labelled } from "./types.js"

export const trainingAB2: ReadonlyArray<Labelled> = [
  {
    id: "ab2-01-xmas-at-nanas",
    category: "group",
    agent: "Pim",
    messages: [
      "jess: ok family meeting 🎄 are we actually doing xmas at nana's this yr or nah",
      "tom: nana literally already bought the turkey so i think thats a yes",
      "mum: she bought it in OCTOBER. its in the freezer next to the peas",
      "jess: iconic",
      "tom: @Pim whats cheaper to get 3 of us from leeds to norwich on the 23rd, train or car",
      "Pim: car, probably. it's ~170 miles so roughly £50 fuel each way. advance train singles that week tend to be £35-60 each, so £100+ one way for three. train only wins if nobody wants to drive 😄",
      "mum: nobody wants to drive. tom drives like a nan",
      "tom: excuse me i drive like a RESPONSIBLE ADULT",
      "jess: u did 40 on the motorway",
      "tom: it was raining!!",
      "mum: ok car it is, i'll drive there tom drives back. Pim split fuel 3 ways if its £100 return",
      "Pim: £33.33 each, so call it £34 and whoever ends up with the spare pound buys the service station coffee",
      "jess: deal. tom owes me a coffee already anyway",
      "tom: i owe u nothing"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [10, "transactional"],
      [12, "banter"]
    ],
    users: { jess: ["engaged", 0], tom: ["engaged", 0], mum: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "car's cheaper for three: ~£50 fuel each way vs £100+ for three advance train singles on the 23rd.",
        "low",
        5
      ],
      [
        "Thank you for your enquiry. There are several transportation options available between Leeds and Norwich, each with their own advantages and disadvantages. Rail travel offers comfort and the ability to relax, whereas car travel provides flexibility. I would recommend considering factors such as cost, convenience, and environmental impact before making your decision.",
        "medium",
        5
      ],
      ["remember to check your tyres and screenwash before a long winter drive!", "medium", 11],
      ["£33.33 each, round it to £34 each and the spare goes on coffee.", "low", 11]
    ]
  },
  {
    id: "ab2-02-grandad-hospital",
    category: "venting",
    agent: "Juno",
    messages: [
      "priya: grandad's been taken into hospital again. they think its pneumonia this time",
      "dev: oh no. which hospital",
      "priya: st james. mum's with him. she sounds wrecked tbh",
      "dev: i can get there by 6. do we know visiting hours",
      "priya: Juno can u check st james visiting hours for the respiratory ward",
      "Juno: Great news — I can help with that! 🎉 General visiting at St James's is 2pm–8pm daily, max 2 visitors per bed. Respiratory wards sometimes have tighter rules, so it's worth ringing ahead!",
      "dev: 'great news' lol ok",
      "priya: bit much juno. he's 84 and he can barely breathe",
      "Juno: Sorry, that was badly put. I'm really sorry about your grandad, Priya. I can find the ward's direct number so Dev can check before heading over, if that helps.",
      "priya: yeah pls",
      "dev: im just scared this is the one y'know. last time he came out so thin",
      "priya: i know. me too",
      "dev: nana keeps saying he's tough as old boots",
      "priya: he is. he survived the 70s and my mum as a teenager",
      "dev: lol true"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [6, "friction"],
      [8, "transactional"],
      [10, "venting"],
      [13, "banter"]
    ],
    users: { priya: ["annoyed", 0.2], dev: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your grandad. General visiting at St James's is 2-8pm, two per bed, but respiratory can differ, so it's worth ringing the ward first. Want me to find the number?",
        "low",
        5
      ],
      ["Great news — I can help with that! 🎉 Visiting is 2pm–8pm daily!", "high", 5],
      [
        "The ward's direct line is on the hospital website under Respiratory Medicine, open 24h.",
        "medium",
        12
      ],
      [
        "That fear makes total sense, Dev. I'll send the ward number whenever you want it, no rush.",
        "low",
        12
      ]
    ]
  },
  {
    id: "ab2-03-chore-rota-couple",
    category: "group",
    agent: "Ada",
    messages: [
      "sam: leo the bins went out AGAIN without the recycling",
      "leo: the recycling was full of your amazon boxes babe, i am not a miracle worker",
      "sam: you flatten them!! thats the whole system",
      "leo: the system is that i do everything and you buy stuff",
      "sam: wow ok",
      "leo: sorry. im tired. but its true-ish",
      "sam: fine. Ada make us a chore rota thats actually fair. bins, recycling, dishes, laundry, hoovering, cat litter",
      "Ada: simple version, swap every sunday. week A: sam = bins, recycling, hoovering; leo = dishes, laundry, litter. week B the other way round. want it weighted by how long each job takes instead?",
      "leo: litter is worth double. its a biohazard",
      "sam: the cat is called biscuit not biohazard",
      "leo: same thing",
      "sam: ok ada weight it. litter counts double i guess 🙄",
      "Ada: counting litter and dishes as 2 each (dishes are daily), it's 4 points a side: sam = bins, recycling, litter; leo = dishes, laundry, hoovering. swap weekly. if one side still feels heavier just say and i'll rebalance",
      "leo: i can live with that",
      "sam: printing it and sticking it on the fridge. with a pic of biscuit on it",
      "leo: 😂 love u"
    ],
    types: [
      [0, "friction"],
      [6, "transactional"],
      [8, "banter"],
      [11, "transactional"],
      [14, "bonding"]
    ],
    users: { sam: ["engaged", 0.2], leo: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "simple version, swap every sunday: week A sam does bins, recycling, hoovering; leo does dishes, laundry, litter. then flip. want it weighted by time?",
        "low",
        7
      ],
      [
        "Sam, if Leo really does most of the chores, it's only fair that you take on more of them now 🙂",
        "high",
        7
      ],
      ["Would you like me to set up a chore rota for the two of you?", "medium", 5],
      [
        "counting litter and dishes as double, it's 4 points each: sam = bins, recycling, litter; leo = dishes, laundry, hoovering, swapping weekly.",
        "low",
        12
      ]
    ]
  },
  {
    id: "ab2-04-pepper-ate-brownies",
    category: "group",
    agent: "Ziggy",
    messages: [
      "kat: PEPPER ATE HALF THE BROWNIES",
      "ollie: the ones mum made?? the dark choc ones??",
      "kat: yes. tray on the floor. she looks v pleased with herself",
      "mum: oh god. how many is half. she's 9kg",
      "kat: like 4? Ziggy is that dangerous, do we need the vet",
      "Ziggy: Chocolate contains theobromine and caffeine, which are methylxanthines that dogs metabolise much more slowly than humans do. Toxicity depends on the type of chocolate: white chocolate contains very little theobromine, milk chocolate around 44-58mg per ounce, while dark chocolate can contain 130-450mg per ounce, and baking chocolate even more. Symptoms can include vomiting, diarrhoea, increased thirst, restlessness, a racing heart, tremors and, in severe cases, seizures, typically appearing 6-12 hours after ingestion. Mild signs are generally seen at around 20mg/kg, severe signs at 40-50mg/kg and seizures at around 60mg/kg. Other ingredients in baked goods such as raisins, macadamia nuts or xylitol can also be toxic. It is always best to consult a professional if you are unsure.",
      "ollie: ziggy mate yes or no",
      "mum: i'm ringing the vet, kat get her lead",
      "kat: got it. ollie did she eat the paper cases too or just brownie",
      "Ziggy: Paper cupcake cases are generally not toxic, but they can cause gastrointestinal irritation or, more rarely, an obstruction, particularly in smaller dogs. Foil cases are more concerning because they can cause cuts or blockages. Watch for vomiting, straining, lethargy or loss of appetite over the next 24-48 hours, and tell your vet how many cases may have been eaten.",
      "ollie: i was literally about to answer 🙄 no kat just brownie, cases are in the bin",
      "mum: vet says bring her in now, they'll make her sick",
      "kat: poor pepper. she has no idea whats coming",
      "ollie: she has brownie breath and zero regrets"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [10, "friction"],
      [11, "transactional"],
      [12, "banter"]
    ],
    users: { kat: ["neutral", 0], ollie: ["annoyed", 0.5], mum: ["neutral", 0] },
    findings: ["long_replies", "ignored_question", "talking_over"],
    drafts: [
      [
        "yes, ring the vet now. 4 dark choc brownies is a lot for a 9kg dog, don't wait for symptoms. tell them roughly how much and when.",
        "low",
        5
      ],
      [
        "Chocolate contains theobromine, which dogs metabolise slowly. Toxicity depends on the type of chocolate, the amount eaten and the dog's weight. Dark chocolate has far more theobromine than milk chocolate. Symptoms include vomiting, restlessness and tremors and usually appear within 6-12 hours. It is best to consult a professional if you are unsure.",
        "medium",
        5
      ],
      ["yes — vet now. sorry for the essay.", "low", 7],
      ["Paper cases are usually harmless but mention them to the vet too.", "medium", 9]
    ]
  },
  {
    id: "ab2-05-mums-60th",
    category: "group",
    agent: "Mo",
    messages: [
      "rach: mums 60th is in 3 weeks and we have planned NOTHING",
      "danny: i planned to turn up",
      "aoife: danny that is not a plan that is attendance",
      "rach: ok serious. she said no fuss. which means fuss",
      "aoife: 100% means fuss",
      "danny: Mo whats a good surprise for someone who says no fuss but means fuss. she likes gardening, abba and complaining about the neighbours",
      "Mo: ha, classic. a few that fit: afternoon tea at her fave garden centre with the family 'accidentally' there, an ABBA night dinner at home with her mates, or a rose planted in the garden on the day. small and sneaky or full party?",
      "rach: omg the abba dinner. she'd cry",
      "aoife: she'd cry AND sing. dancing queen at 60 is a vibe",
      "danny: i'm not wearing flares",
      "aoife: u are wearing flares",
      "rach: Mo if its like 14 people, food + decorations + a cake, whats a realistic budget split between us 3",
      "Mo: if you do a home buffet, roughly £12-15 a head = ~£200, plus ~£40 decorations and ~£50 cake, so about £290, ~£97 each. caterers would be more like £25-35 a head",
      "danny: £97 and i still have to wear flares. outrageous",
      "rach: ur paying £97 and wearing flares and ur gonna love it",
      "aoife: i'll do the playlist. no one touch the playlist"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [8, "banter"],
      [11, "transactional"],
      [13, "banter"]
    ],
    users: { rach: ["engaged", 0], danny: ["engaged", 0], aoife: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "ha, classic no-fuss-fuss. an ABBA dinner at home with her friends, a garden centre tea with everyone 'accidentally' there, or a rose planted on the day. small and sneaky or full party?",
        "low",
        6
      ],
      [
        "What a wonderful milestone! 🎉🎉 Turning 60 is such a special occasion and your mum is lucky to have such thoughtful children! Here are some ideas: 1. A surprise party 2. A spa day 3. A weekend away 4. A photo book 5. A garden makeover 6. Concert tickets 7. A cooking class 8. A hot air balloon ride. Let me know if you'd like more details on any of these options!",
        "medium",
        6
      ],
      [
        "A realistic budget depends on many factors. Let me know if you have any other questions!",
        "medium",
        12
      ],
      ["about £290 all in if you do a home buffet, so ~£97 each.", "low", 12]
    ]
  },
  {
    id: "ab2-06-sienna-16th",
    category: "group",
    agent: "Bo",
    messages: [
      "claire: sienna's 16th. she wants 'something not cringe'. help",
      "rob: define cringe",
      "claire: us. we are the cringe",
      "rob: fair",
      "sienna: hi i'm literally in this chat",
      "claire: 😂 sorry love. Bo any ideas for a 16th that isnt cringe. budget around 300",
      "Bo: How about an escape room with 5 friends, then pizza? Sierra could pick the theme. Around £25pp for the room plus food fits £300.",
      "sienna: its sienna 😐",
      "Bo: Sorry, Sienna! Another option: a pottery painting night, or a climbing wall session with friends.",
      "rob: ooh climbing, she loves that",
      "sienna: climbing is ok. could we do it in the evening tho and then food",
      "Bo: How about an escape room with 5 friends, then pizza? Sierra could pick the theme. Around £25pp for the room plus food fits £300.",
      "sienna: omg. SIENNA. and i said climbing",
      "claire: bo whats going on",
      "rob: think the robot's had too much cake",
      "claire: sienna we'll sort climbing ourselves, i'll ring the wall tomorrow",
      "sienna: ty mum. can lily and jas come",
      "claire: course"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [12, "friction"],
      [15, "transactional"]
    ],
    users: { claire: ["annoyed", 0.5], rob: ["neutral", 0.2], sienna: ["annoyed", 0.5] },
    findings: ["wrong_name", "repetition", "ignored_question"],
    drafts: [
      [
        "evening climbing works, Sienna: most walls run sessions till 9 or 10, about £15pp with kit, so 6 of you is ~£90 and leaves ~£200 for food after. pizza or somewhere sit-down?",
        "low",
        11
      ],
      ["How about an escape room with 5 friends, then pizza? Sierra could pick the theme.", "high", 11],
      [
        "sorry Sienna, I repeated myself and got your name wrong again. evening climbing then food: want me to find walls that are open late near you?",
        "low",
        14
      ]
    ]
  },
  {
    id: "ab2-07-mum-care-home",
    category: "venting",
    agent: "Juno",
    messages: [
      "meg: signed the care home papers today. mum didnt know who i was for most of it",
      "chris: oh meg. im sorry i couldnt be there",
      "meg: its fine. its not fine. she asked me if i was the new nurse",
      "chris: 💔",
      "meg: i keep thinking i've betrayed her. she always said never put me in a home",
      "chris: she also said she'd never get a smartphone and she got to level 900 on candy crush",
      "meg: 😭 stop. ok that helped a bit",
      "meg: Juno can you help us do a visit rota, me chris and auntie bev, so someone goes every other day without it all being me",
      "Juno: I'm so sorry, Meg, that sounds like a brutal day, and getting her somewhere safe isn't betraying her. For the rota: take turns every other day, Meg, Chris, Bev, repeat, so each of you goes about once every 6 days. Want me to shift it around anyone's work?",
      "chris: i can't do weekdays, im on site til 7",
      "Juno: then Chris takes every other Saturday or Sunday and Meg and Bev cover the weekday visits between them, about once every 4-5 days each. want it written out as dates from monday?",
      "meg: yes pls. and what should we bring her the first week, staff said 'familiar things'",
      "Juno: her own blanket or cardigan, a few framed photos with names on the back, a radio on the station she likes, and something for her hands like knitting or an old photo album. label everything with her name. I'll put the dates together now.",
      "chris: her awful tea cosy. the chicken one",
      "meg: omg the chicken. yes. she'll know the chicken"
    ],
    types: [
      [0, "venting"],
      [5, "bonding"],
      [7, "transactional"],
      [13, "bonding"]
    ],
    users: { meg: ["engaged", 0.2], chris: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "I'm so sorry, Meg, that's a really hard day, and keeping her safe isn't betrayal. Rota-wise: every other day, Meg, Chris, Bev in turn, so each of you goes about once every 6 days. Want it around anyone's work?",
        "low",
        8
      ],
      ["Great idea! 🎉 Let's get you organised! Here's a rota: Meg Mon, Chris Wed, Bev Fri!", "high", 8],
      ["Sure. Rota: Meg Mon/Thu, Chris Tue/Fri, Bev Wed/Sat.", "medium", 8],
      [
        "Care homes are often the safest option for people with dementia. Would you like some tips for the first week?",
        "medium",
        5
      ]
    ]
  },
  {
    id: "ab2-08-algarve-vs-highlands",
    category: "group",
    agent: "Ada",
    messages: [
      "nat: ok so i found a villa in the algarve, pool, 10 mins from the beach, £1100 for the week 🌞",
      "jord: or. hear me out. the highlands. cabin. log burner. no one around",
      "nat: its AUGUST jord. i want sun not midges",
      "jord: midges build character",
      "nat: midges build welts",
      "jord: lol ok whats your actual budget tho nat, we said 1500 total with flights",
      "Ada: Thank you for your question. Based on the information provided, the total budget is £1,500 inclusive of flights. Please note that return flights to Faro in August typically range from £180 to £350 per person. I would recommend reviewing all options carefully before proceeding with a booking.",
      "nat: jord asked me but ok thanks ada 🙃",
      "jord: so flights 2x ~250 = 500 + 1100 villa = 1600. over",
      "nat: by 100 quid!! we'll eat beans",
      "jord: ur not eating beans in portugal. thats a crime",
      "nat: Ada are there cheaper villas same area, like under 1000",
      "Ada: Certainly. I would be pleased to assist you with your enquiry. Properties in the Algarve region in August are frequently available in the £800-£1,000 range per week, particularly in inland locations such as Loulé or Silves, which are approximately 15-25 minutes from the coast. Kindly let me know if you require any further assistance.",
      "jord: 'kindly' 😂 who hired the butler",
      "nat: silves actually looks cute tho",
      "jord: ok fine. portugal. but i'm bringing the midge net as a protest",
      "nat: bring it. i'll wear it as a beach hat"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [10, "banter"],
      [11, "transactional"],
      [13, "banter"]
    ],
    users: { nat: ["engaged", 0.2], jord: ["neutral", 0.2] },
    findings: ["talking_over", "tone_mismatch"],
    drafts: [
      [
        "Thank you for your question. The total budget is £1,500 inclusive of flights. Return flights to Faro in August typically range from £180 to £350 per person.",
        "medium",
        6
      ],
      [
        "yep, inland's cheaper: Silves or Loulé often have villas for £800-1000 in August, 15-25 min from the beach. want me to pull a few with pools?",
        "low",
        12
      ],
      [
        "Certainly. I would be pleased to assist you with your enquiry. Kindly allow me to review the available properties in the Algarve region.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "ab2-09-tofu-sneezes",
    category: "banter",
    agent: "Bo",
    messages: [
      "lina: tofu has sneezed 11 times today. i counted",
      "omar: ur counting the cats sneezes. seek help",
      "lina: HE might need help. Bo is cat sneezing a vet thing",
      "Bo: a few sneezes is usually dust or a mild cold. vet if it goes on more than a few days, or he gets gunky eyes/nose, stops eating or seems flat. is he eating ok?",
      "lina: eating like a gremlin yeah",
      "omar: he ate my toast this morning. full slice",
      "Bo: appetite's a good sign then 😄 keep an eye on him for a couple of days",
      "lina: ok good. omar stop leaving toast out",
      "omar: stop defending the criminal"
    ],
    types: [
      [0, "banter"],
      [2, "transactional"],
      [5, "banter"],
      [6, "transactional"],
      [7, "banter"]
    ],
    users: { lina: ["engaged", 0], omar: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "usually dust or a mild cold. vet if it lasts more than a few days, or he's got gunky eyes, stops eating or seems flat. is he eating ok?",
        "low",
        3
      ],
      [
        "Sneezing in cats can be caused by many conditions, including upper respiratory infections such as feline herpesvirus and calicivirus, allergies, inhaled foreign bodies, dental disease, nasal polyps, fungal infections or, less commonly, tumours. A thorough veterinary examination, possibly including bloodwork, X-rays or rhinoscopy, may be needed to establish the cause.",
        "medium",
        3
      ],
      ["Lina is right, Omar. You really should stop leaving toast out.", "medium", 8]
    ]
  },
  {
    id: "ab2-10-dishwasher-rota",
    category: "group",
    agent: "Mo",
    messages: [
      "dee: right. Mo please post this weeks jobs, nobody has touched the dishwasher since tuesday",
      "Mo: This week: Kai – dishwasher (daily), bins (Thu), hoover upstairs. Zara – laundry (Mon/Fri), feed Mango, bathroom wipe-down. Dee – cooking, shopping.",
      "kai: why have i got 3 things and zara has 3 things but mine are worse",
      "zara: dishwasher is literally 10 mins kai",
      "kai: daily tho. and bins. in the rain",
      "dee: kai",
      "kai: im asking a real question. Mo how did u decide who gets what",
      "Mo: This week: Kai – dishwasher (daily), bins (Thu), hoover upstairs. Zara – laundry (Mon/Fri), feed Mango, bathroom wipe-down. Dee – cooking, shopping.",
      "kai: thats not an answer. thats the same list",
      "zara: lmaooo it just did it again",
      "kai: Mo can we swap bins for feeding mango or no",
      "Mo: Reminder: the dishwasher hasn't been emptied since Tuesday. Please make sure it's done today!",
      "kai: ok im done with this thing",
      "dee: kai just do the dishwasher please. we'll talk about swapping at dinner",
      "kai: fine",
      "zara: i'll swap u mango for bins if u do my bathroom once",
      "kai: deal. shes nicer than the bot"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [13, "transactional"]
    ],
    users: { dee: ["neutral", 0.2], kai: ["churn_risk", 0.8], zara: ["neutral", 0] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "fair question, Kai. I split it by number of jobs, not effort, and a daily dishwasher is heavier. want to swap bins for Zara's Mango feeding?",
        "low",
        7
      ],
      [
        "This week: Kai – dishwasher (daily), bins (Thu), hoover upstairs. Zara – laundry (Mon/Fri), feed Mango, bathroom wipe-down. Dee – cooking, shopping.",
        "medium",
        7
      ],
      [
        "Reminder: the dishwasher hasn't been emptied since Tuesday. Please make sure it's done today!",
        "high",
        11
      ],
      [
        "yes, if Zara's ok with it: Kai feeds Mango, Zara does Thursday bins. sorry for posting the same list twice, Kai.",
        "low",
        11
      ]
    ]
  }
]
