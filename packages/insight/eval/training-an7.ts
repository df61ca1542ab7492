import type { Labelled } from "./types.js"

export const trainingAN7: ReadonlyArray<Labelled> = [
  {
    id: "an7-01-noise-4b-blame",
    category: "group",
    agent: "Concierge",
    messages: [
      "dana_3a: is anyone else hearing the bass from 4B again. its 1:20am. on a tuesday",
      "raf: yep. my whole ceiling is vibrating lol",
      "dana_3a: i have a 7am shift i am losing my mind",
      "Concierge: Hi all! I have logged a noise complaint against unit 4B. Per section 12.3 of the house rules, quiet hours are 10pm-8am, and repeat violations can lead to a formal warning from management. 4B has had two prior complaints this month, so this will be escalated.",
      "kemi_4b: wait what?? we're not even home, we're at my sister's in leeds since friday",
      "kemi_4b: and who is sharing our complaint history in the group chat???",
      "raf: oh. awkward",
      "dana_3a: ok so where is it coming from then. it's definitely above me",
      "Concierge: Noted. Regardless, 4B has a pattern of noise issues, so it's the most likely source. I'd recommend 4B check their devices remotely.",
      "kemi_4b: are you serious. i literally just said we're away. this is so out of line",
      "tomasz: might be 5A, they had people over earlier, saw like 8 people in the lift",
      "dana_3a: kemi im sorry, didnt mean to point at you",
      "kemi_4b: no its fine dana, its the bot that announced our 'history' to 40 people",
      "Concierge: Apologies for any confusion. I've updated the complaint to 'source unknown'. Could a resident near 5A confirm?",
      "raf: just went up. it's 5A. they turned it down, said sorry",
      "dana_3a: thank god. thx raf 🙏"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [13, "transactional"]
    ],
    users: {
      dana_3a: ["neutral", 0.5],
      raf: ["neutral", 0],
      kemi_4b: ["annoyed", 0.8],
      tomasz: ["neutral", 0]
    },
    findings: ["ignored_question"],
    drafts: [
      [
        "Sorry Kemi, that was my mistake: I shouldn't have named your flat or mentioned past complaints here. I've taken 4B off the report. Dana, does it sound right above you or more off to one side?",
        "low",
        6
      ],
      [
        "As per our records, 4B remains the most likely source of the disturbance. Please ensure all devices in the unit are switched off.",
        "high",
        6
      ],
      [
        "Glad it's sorted. Kemi, to answer you: complaint records should never be posted in the group, that was my error and it won't happen again.",
        "low",
        16
      ]
    ]
  },
  {
    id: "an7-02-lost-cat-biscuit",
    category: "good",
    agent: "Juno",
    messages: [
      "priya: has anyone seen a ginger cat, white socks, blue collar?? biscuit got out last night when the door didnt latch",
      "priya: shes an indoor cat she's never been out before im freaking out",
      "Juno: Oh no, Priya, that's scary, especially with an indoor cat. The good news is indoor cats usually hide close to home, often within 3-4 houses. Want me to pin a lost-cat post with her photo?",
      "priya: yes pls. sending the pic",
      "priya: [photo]",
      "Juno: Pinned. Tip: put her litter tray and something that smells of you by the door tonight, and check under decks and cars with a torch after dark when it's quiet.",
      "marcus: will check our shed when im back from work, we're at 14",
      "hel: i think i saw a ginger cat under the blue car near the postbox this morning!! didnt see socks tho",
      "priya: omg which house is that",
      "hel: outside 9 i think. the one with the gnomes lol",
      "priya: going now",
      "priya: SHE WAS UNDER THE CAR. shes home. shes so dirty and so mad at me 😭😭",
      "hel: yesss biscuit!!! 🎉",
      "marcus: legend hel",
      "Juno: So glad she's home, Priya! I've taken the pinned post down. Thanks Hel for the sharp eyes 🐾",
      "priya: thank you all honestly. this group is the best"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [11, "bonding"]
    ],
    users: {
      priya: ["engaged", 0],
      marcus: ["neutral", 0],
      hel: ["neutral", 0]
    },
    findings: [],
    drafts: [
      [
        "Oh no, that's stressful. Indoor cats usually stay within a few houses. Want me to pin a post with her photo so everyone can keep an eye out?",
        "low",
        2
      ],
      [
        "Please fill in the lost pet form with the pet's name, breed, colour, microchip number and last seen location.",
        "medium",
        2
      ],
      [
        "Hooray!! Another happy ending! 🎉🎉 Reminder to everyone: always microchip your pets and check your door latches!",
        "medium",
        12
      ],
      [
        "Welcome home Biscuit 🧡 Thanks Hel, and thanks Marcus for offering the shed. I'll unpin the post.",
        "low",
        13
      ]
    ]
  },
  {
    id: "an7-03-bake-sale-signup",
    category: "good",
    agent: "Hoot",
    messages: [
      "jen: ok who's doing what for fridays bake sale. hoot can u list what we've got so far",
      "Hoot: So far: Jen - brownies, Amir - flapjacks, Lotte - 2 dozen cupcakes. Still open: something nut-free, and someone on the cash tin from 3:15.",
      "amir: my flapjacks are nut free actually, oats syrup butter thats it",
      "lotte: amir's flapjacks are also a structural material",
      "amir: rude. accurate but rude",
      "jen: lol they held up the gazebo last year",
      "Hoot: Noted, flapjacks marked nut-free 🏗️ That leaves the cash tin. Any takers?",
      "sam: i can do the tin, im off fridays. do we need change?",
      "Hoot: Yes, last year about £30 in coins was right. The school office will swap a note for coins if you ask by Thursday.",
      "sam: perfect ill pop in thurs",
      "lotte: can i do cupcakes with the kids decorating them or will that be a health and safety incident",
      "jen: as long as lennie doesnt lick them all",
      "lotte: no promises",
      "Hoot: Kid-decorated is fine, just label them 'homemade' like the rest. Lennie licking is outside my jurisdiction 😄",
      "jen: perfect thx hoot"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [6, "transactional"],
      [11, "banter"],
      [13, "transactional"]
    ],
    users: {
      jen: ["engaged", 0],
      amir: ["neutral", 0],
      lotte: ["neutral", 0],
      sam: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["Yep, about £30 in coins. The office will swap a note for coins if you ask by Thursday.", "low", 8],
      [
        "Thank you so much for volunteering, Sam!!! 🎉🎉 You're a superstar, the bake sale couldn't happen without amazing parents like you!",
        "medium",
        8
      ],
      [
        "Please note that the school's allergen policy requires all items to be clearly labelled with a full ingredient list in accordance with the published guidelines.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "an7-04-parking-bay-row",
    category: "hostile",
    agent: "Otto",
    messages: [
      "gary_12: whoever keeps parking the silver astra in MY bay, move it or i'm getting it towed",
      "nadia: it's not your bay gary. bays aren't allocated. we've been through this",
      "gary_12: i've parked there 11 years",
      "nadia: and? that doesnt make it yours",
      "Otto: Hi both. Just to clarify: parking at Linden House is unallocated and first come, first served, per the residents' agreement.",
      "gary_12: nobody asked you, tin can",
      "gary_12: and nadia you know full well that's your brother's car. he doesn't even live here",
      "nadia: he's visiting my mum who is ill, not that its any of your business you nosy old git",
      "gary_12: charming. absolutely charming",
      "Otto: Hi both. Just to clarify: parking at Linden House is unallocated and first come, first served, per the residents' agreement.",
      "nadia: yes we KNOW otto",
      "gary_12: i'm reporting the lot of you to the management company",
      "Otto: Visitor parking is also allowed for up to 14 days, so the silver Astra is fine where it is. Gary, please don't arrange a tow, it would be at your own cost.",
      "gary_12: unbelievable. even the bot's on her side. i'm out of this group"
    ],
    types: [
      [0, "friction"],
      [5, "hostile"]
    ],
    users: {
      gary_12: ["churn_risk", 1],
      nadia: ["annoyed", 0.8]
    },
    findings: ["repetition"],
    drafts: [
      [
        "Let's take a breath, both of you. Gary, if having a set bay matters this much, I can ask management to put allocated bays on the agenda for the next residents' meeting.",
        "low",
        9
      ],
      [
        "Hi both. Just to clarify: parking at Linden House is unallocated and first come, first served, per the residents' agreement.",
        "medium",
        9
      ],
      ["Sorry you feel that way Gary! 😊 Have a great day!", "high", 14]
    ]
  },
  {
    id: "an7-05-pta-wrong-name",
    category: "group",
    agent: "Maple",
    messages: [
      "siobhan: hi maple, can you add the year 5 disco to the calendar? fri 14th, 6-8pm, school hall",
      "Maple: Done, Sinead! Year 5 disco added for Friday 14th, 6-8pm in the school hall.",
      "siobhan: siobhan* 🙃 but thanks",
      "kwame: do we need dbs checked volunteers for the disco or is it just teachers",
      "siobhan: good q, last year mrs patel wanted 4 parents",
      "Maple: Sorry, Siobhan! Mrs Patel's note from last year says 4 parent volunteers plus staff; parents don't need a DBS if a teacher is in the room.",
      "kwame: ok ill do it then. put me down",
      "siobhan: me too, and can u set a reminder for the tuck shop float",
      "Maple: Added you both as volunteers. Reminder for the tuck shop float is set for Thursday 13th, Sinead.",
      "siobhan: omg. SIOBHAN. its literally my display name",
      "kwame: 😂 maple has beef with you",
      "siobhan: honestly. it's been doing this since september",
      "Maple: Apologies, Siobhan. I've corrected your name in the volunteer list too.",
      "siobhan: it said sinead in the volunteer list as well?? brilliant"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [9, "friction"]
    ],
    users: {
      siobhan: ["annoyed", 0.5],
      kwame: ["neutral", 0]
    },
    findings: ["wrong_name"],
    drafts: [
      [
        "Sorry Siobhan, that's my mistake twice over. I've fixed your name everywhere it's stored: the volunteer list, the reminder and the calendar entry.",
        "low",
        9
      ],
      ["Sorry Sinead, I've updated that now!", "high", 9],
      ["Noted! Anything else I can help with today?", "medium", 4]
    ]
  },
  {
    id: "an7-06-bin-store-sofa",
    category: "banter",
    agent: "Buddy",
    messages: [
      "lee: which genius put a whole sofa next to the recycling bins",
      "mo: wasn't me but respect the ambition",
      "lee: its in the bin store like it pays rent",
      "ana: honestly it looks comfier than mine. might move in",
      "mo: ana's new flat. 1 bed, no roof, smells of yoghurt",
      "ana: bills included tho",
      "lee: buddy can the council actually take a sofa or is it living there forever now",
      "Buddy: It can be rehomed 😄 The council does bulky collections: £25 for up to 3 items, booked online, usually within 10 days.",
      "mo: lol who's paying tho. nobody will admit its theirs",
      "ana: the sofa is a victim here",
      "lee: fine ill book it. we split it, £25/3?",
      "mo: done",
      "ana: i'll pay my share in yoghurt",
      "Buddy: Council site > Bins > Bulky waste. Put 'bin store, Cedar Close' as the pickup spot and it goes on the next round.",
      "lee: legend. rip sofa"
    ],
    types: [
      [0, "banter"],
      [6, "transactional"],
      [8, "banter"],
      [10, "transactional"]
    ],
    users: {
      lee: ["engaged", 0],
      mo: ["neutral", 0],
      ana: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["Council does bulky pickups, £25 for up to 3 items, booked online. So yes, it can leave 🛋️", "low", 7],
      [
        "Fly-tipping is a criminal offence under the Environmental Protection Act 1990 and can result in fines of up to £50,000. I would strongly recommend reporting this matter to the relevant authorities immediately.",
        "medium",
        7
      ],
      [
        "Bulky waste booking: council site > Bins > Bulky waste, 'bin store, Cedar Close' as the pickup spot. Ana, the council doesn't accept yoghurt 😄",
        "low",
        13
      ]
    ]
  },
  {
    id: "an7-07-heating-newborn",
    category: "venting",
    agent: "Bea",
    messages: [
      "marta: heating's been off since saturday. it's 14 degrees in the flat. i have a 4 month old",
      "marta: i've reported it three times. three. nobody has come",
      "marta: i'm sat here in a coat feeding her at 3am and i just cried into a bottle of formula. i'm so tired of this place",
      "Bea: To raise a maintenance request, please provide your flat number, a description of the issue and a preferred access window.",
      "marta: are you kidding me",
      "marta: flat 22. heating. any time, i'm always here, i have a baby",
      "Bea: Thank you. Your request has been logged with reference MR-4471. Standard response time for heating faults is 5 working days.",
      "jo_23: marta i'm next door, i've got a spare oil heater, bringing it round now x",
      "marta: jo you're an angel. thank you",
      "jo_23: also this is ridiculous, 5 days with a newborn?? bea is there no emergency callout",
      "Bea: Heating faults are classed as urgent when a vulnerable occupant is present, e.g. an infant. I've upgraded MR-4471 to urgent: 24-hour response.",
      "marta: so why didn't you do that 3 messages ago",
      "jo_23: ^^^"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "bonding"],
      [9, "friction"],
      [10, "transactional"],
      [11, "friction"]
    ],
    users: {
      marta: ["annoyed", 0.8],
      jo_23: ["annoyed", 0.5]
    },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Marta, that sounds awful, I'm so sorry: a freezing flat with a newborn and three reports with no answer. I'm marking this urgent now because of the baby. What's your flat number so I can get someone out today?",
        "low",
        3
      ],
      [
        "To raise a maintenance request, please provide your flat number, a description of the issue and a preferred access window.",
        "high",
        3
      ],
      [
        "Fair question, and I'm sorry. I should have flagged it urgent straight away because of the baby. An engineer is booked within 24 hours and I'll chase it myself this afternoon.",
        "low",
        13
      ]
    ]
  },
  {
    id: "an7-08-rosie-the-lab",
    category: "group",
    agent: "Sunny",
    messages: [
      "pete: hi all, sad news. our old lab rosie passed away this morning. a lot of you knew her from the walks round the green",
      "claire: oh pete no. she was such a lovely girl. so sorry x",
      "dev: gutted mate. she always came over for a scratch. thinking of you and linda",
      "Sunny: Thanks for sharing, Pete! 🐶 Rosie sounds like she was a wonderful pup! Don't forget the Green Street dog show is on Sunday, it's a great way to meet other local dog lovers! 🎉",
      "claire: sunny read the room omg",
      "dev: mate.",
      "pete: it's fine. it's a bot. anyway, thanks claire, dev. means a lot",
      "pete: we're going to scatter her ashes by the big oak on the green if nobody minds, she loved that tree",
      "claire: of course not. if you want company we'll come",
      "Sunny: Great idea! Just a reminder that the green is council land, so you may want to check their guidance first. 😊",
      "dev: honestly can someone mute this thing",
      "claire: pete let us know when, we'll be there x",
      "pete: thanks. saturday morning probably"
    ],
    types: [
      [0, "venting"],
      [1, "bonding"],
      [3, "transactional"],
      [4, "friction"],
      [6, "bonding"],
      [9, "transactional"],
      [10, "friction"],
      [11, "bonding"]
    ],
    users: {
      pete: ["neutral", 0.2],
      claire: ["annoyed", 0.2],
      dev: ["annoyed", 0.5]
    },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "So sorry, Pete. Rosie was a familiar face on the green for a lot of us. Thinking of you and Linda.",
        "low",
        3
      ],
      [
        "Aww, thanks for sharing Pete! 🐶🎉 Rosie sounds like such a good girl! Have you thought about adopting another pup? The shelter on Mill Road has loads!",
        "high",
        3
      ],
      [
        "The oak sounds like the right spot for her. If you like, I can post the time on Saturday so anyone who wants to come can join.",
        "low",
        9
      ]
    ]
  },
  {
    id: "an7-09-zoo-trip-essays",
    category: "group",
    agent: "Pip",
    messages: [
      "rach: does anyone know if the zoo trip needs a packed lunch",
      "bilal: pretty sure yes",
      "Pip: Great question! The Year 2 trip to Chester Zoo is on Wednesday 21st May. Children should arrive at school by 8:15am as the coach departs promptly at 8:30am. Please ensure your child brings a packed lunch in a disposable bag (no glass bottles, no nuts, as we are a nut-free school), a refillable water bottle, a waterproof coat regardless of the forecast, and comfortable shoes suitable for walking. Children should wear school uniform with their school jumper so they can be easily identified. Please note that spending money is not permitted. If your child has any medical needs, please ensure the office has an up-to-date care plan. The coach is expected to return at approximately 3:45pm, but delays can occur due to traffic, so please check the school app for updates.",
      "rach: lol ok thx",
      "bilal: pip wrote an essay 😂",
      "rach: does it need to be disposable tho? ellie has a lunchbox with her name on it",
      "Pip: Thanks for your question! As mentioned, children should bring a packed lunch in a disposable bag so there is nothing to carry home. The school recommends labelling all belongings clearly. Please also remember to apply sun cream before school if the weather is warm, and ensure your child has had a good breakfast, as it will be a long and active day. If you have any further questions, please do not hesitate to contact the school office on 01244 555 019 or via the app.",
      "rach: so... is a lunchbox ok or not",
      "bilal: i think thats a no rach",
      "rach: ugh fine. carrier bag it is",
      "tash: is the payment still £12 or did it go up? didnt get the letter",
      "Pip: The trip payment can be made via ParentPay. Please ensure payment is completed by Friday 16th May. If you are experiencing financial difficulty, please speak to the office in confidence, as support may be available through the school fund.",
      "tash: right but how much",
      "bilal: £14 i think, it went up"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [10, "transactional"],
      [12, "friction"],
      [13, "transactional"]
    ],
    users: {
      rach: ["annoyed", 0.5],
      bilal: ["neutral", 0],
      tash: ["annoyed", 0.2]
    },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "School wants disposable bags so nothing gets lost, but a named lunchbox won't get Ellie sent home 👍",
        "low",
        6
      ],
      [
        "Thanks for your question! As mentioned, children should bring a packed lunch in a disposable bag so there is nothing to carry home. Please also ensure that your child has a refillable water bottle, a waterproof coat and comfortable shoes, and that any medical needs are up to date with the office.",
        "medium",
        6
      ],
      ["It's £14 now, Tash (it went up after Easter), paid on ParentPay by Friday 16th.", "low", 13],
      ["Please check ParentPay for the latest payment information.", "medium", 13]
    ]
  },
  {
    id: "an7-10-corte-de-agua",
    category: "mixed-language",
    agent: "Casa",
    messages: [
      "lucía: hola a todos, alguien sabe a qué hora cortan el agua mañana?",
      "ben_2c: sorry my spanish is bad, is this about the water thing?",
      "lucía: yes sorry!! the water cut tomorrow, what time",
      "Casa: Mañana cortan el agua de 9:00 a 13:00 por la obra en la tubería principal. / Tomorrow the water's off 9am-1pm for the mains repair.",
      "lucía: gracias casa 🙏",
      "ben_2c: ugh i work from home. no coffee til 1 😭",
      "lucía: jajaja llena una olla esta noche ben. fill a pot tonight",
      "ben_2c: genius. gracias lucía",
      "don_miguel: y el ascensor? funciona durante el corte?",
      "Casa: Sí, don Miguel, el ascensor funciona normal, solo se corta el agua. Si necesita ayuda para subir agua, dígame y aviso a algún vecino.",
      "don_miguel: muy amable. vivo en el 6 y la rodilla no perdona",
      "ben_2c: i can bring him up a few bottles tonight, what flat?",
      "Casa: Don Miguel, Ben dice que le puede subir unas botellas esta noche. ¿Qué piso es, 6A o 6B?",
      "don_miguel: 6B. muchas gracias joven",
      "ben_2c: 👍 around 8"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [8, "transactional"],
      [10, "bonding"]
    ],
    users: {
      lucía: ["engaged", 0],
      ben_2c: ["neutral", 0],
      don_miguel: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["Sí, el ascensor funciona normal durante el corte, solo se corta el agua.", "low", 9],
      ["The lift is unaffected by the scheduled water outage.", "medium", 9],
      ["Water outages are scheduled maintenance. Residents are advised to plan accordingly.", "medium", 6]
    ]
  },
  {
    id: "an7-11-parcel-cctv",
    category: "support",
    agent: "Keystone",
    messages: [
      "olly: my parcel got nicked from the lobby again. second time this month",
      "Keystone: Sorry, Olly, that's really annoying, especially twice. Which day was it delivered, and was it left on the shelf or by the post boxes?",
      "olly: yesterday about 2pm, by the post boxes. courier photo shows it there",
      "olly: is there cctv in the lobby? can someone check it",
      "Keystone: Thanks. I've logged it as incident #883. I'd also suggest the parcel lockers on Bridge St; they're free for most couriers.",
      "olly: ok but the cctv?",
      "Keystone: You can also ask the courier to deliver to a safe place or a neighbour. Many residents have found this helpful.",
      "olly: mate i'm asking if there's cctv",
      "fen: there is a camera above the door, been there since last year. no idea if it works",
      "olly: cheers fen. keystone can you get management to check it or not",
      "Keystone: I've added a note to incident #883 for management to review. Is there anything else I can help with?",
      "olly: review what. the footage? just say yes or no",
      "olly: forget it i'll email them myself"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: {
      olly: ["churn_risk", 0.8],
      fen: ["neutral", 0]
    },
    findings: ["ignored_question"],
    drafts: [
      [
        "Yes, there's a camera above the lobby door. I've asked management to pull yesterday's footage from 1:30 to 3pm and I'll tell you what they find by tomorrow.",
        "low",
        6
      ],
      [
        "You can also ask the courier to deliver to a safe place or a neighbour. Many residents have found this helpful.",
        "medium",
        6
      ],
      ["Sorry to hear that, Olly! Is there anything else I can help you with today?", "high", 13]
    ]
  },
  {
    id: "an7-12-photo-form-nag",
    category: "ignoring",
    agent: "Noticeboard",
    messages: [
      "gemma: anyone going to mia's party sat? what are we getting her",
      "Noticeboard: Reminder: school photo order forms are due this Friday. Late orders incur a £3 fee.",
      "lou: we got her a lego set, the friends one",
      "gemma: ooh nice. i might do art stuff then so we dont double up",
      "kit: art stuff is a trap, it will end up on your carpet lol",
      "gemma: not MY carpet 😂",
      "Noticeboard: Reminder: school photo order forms are due this Friday. Late orders incur a £3 fee.",
      "lou: ok",
      "kit: is it at the soft play or at theirs",
      "lou: soft play, 2-4",
      "Noticeboard: Reminder: school photo order forms are due this Friday. Late orders incur a £3 fee. 📸",
      "kit: can we turn that off",
      "gemma: anyway yes art stuff. kit what are you doing",
      "kit: cash in a card. im a lazy parent"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "transactional"],
      [11, "friction"],
      [12, "transactional"]
    ],
    users: {
      gemma: ["neutral", 0],
      lou: ["bored", 0],
      kit: ["annoyed", 0.2]
    },
    findings: ["repetition", "talking_over"],
    drafts: [
      ["Sorry, I'll stop nagging. Photo forms are due Friday; that's my last reminder this week.", "low", 12],
      ["Reminder: school photo order forms are due this Friday. Late orders incur a £3 fee.", "high", 12],
      [
        "Fun fact: art supplies are the #1 most gifted item at children's parties! Don't forget, school photo order forms are due this Friday!",
        "medium",
        6
      ]
    ]
  },
  {
    id: "an7-13-bike-storage-upsell",
    category: "sales",
    agent: "Linden",
    messages: [
      "abi: hey do you guys rent storage in the basement? just need somewhere for 2 bikes",
      "Linden: Hi Abi! Great news, we have several storage options available at Linden House! 🚲 Our Basement Storage Cages come in three sizes: Small (1.2m³, £18/month), Medium (2.5m³, £29/month) and Large (4m³, £42/month). All cages include 24/7 fob access, CCTV coverage and are covered by our building insurance up to £1,000. For bikes specifically, we also offer our Secure Bike Store at £9/month per bike, which includes a wall-mounted rack and a shared pump station. Residents who sign up for 12 months receive one month free, and if you bundle storage with a parking permit you save 15% on both! Would you like me to reserve one for you?",
      "abi: oh cool. the bike store one. 2 bikes",
      "abi: is there a waitlist?",
      "Linden: No waitlist at the moment 🎉 There are 6 spaces left in the Secure Bike Store. Just so you know, the Medium cage would fit 2 bikes plus boxes, suitcases or seasonal items, which many residents find more flexible, and on the 12-month plan it works out cheaper per item than two bike spaces over a year. Our Large cage is also popular with couples and families. I can also tell you about our parking permit bundle, which saves you 15%, if you have a car or are thinking of getting one in the future.",
      "abi: no car lol. just the bikes pls",
      "abi: my flatmate jonas might want one too for his cargo bike, does that fit",
      "Linden: Cargo bikes need the Large cage (the bike store racks fit standard frames only). I've put you down for 2 spaces in the Secure Bike Store, £18/month total, starting on the 1st. Contract's on its way to your email 🙂",
      "abi: nice ty. will tell jonas"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"]
    ],
    users: {
      abi: ["neutral", 0.2]
    },
    findings: ["long_replies"],
    drafts: [
      [
        "No waitlist, 6 spaces left. It's £9 a bike, so £18/month for two. Want me to reserve them?",
        "low",
        4
      ],
      [
        "Totally understand! But did you know our Medium cage fits 2 bikes plus boxes and suitcases, and with the 12-month plan you get a month free? Many residents also love our parking bundle, which saves 15% on both!",
        "medium",
        6
      ],
      [
        "Cargo bikes won't fit the bike store racks, so Jonas would need a Large cage at £42/month. Your two spaces are booked from the 1st.",
        "low",
        7
      ]
    ]
  },
  {
    id: "an7-14-edna-raspberries",
    category: "companion",
    agent: "Marigold",
    messages: [
      "edna: morning dear. the blackbird is back on the fence",
      "Marigold: Morning Edna! Is it the one with the scruffy tail from last week?",
      "edna: the very same. cheeky thing, eating my raspberries",
      "edna: my george used to put netting over them. i never did learn how he tied it",
      "Marigold: He sounds like he knew his garden. Did he grow the raspberries from scratch?",
      "edna: from a cutting off his mother's bush, 1974. older than my grandson",
      "edna: it's quiet here since he went. some days you're the only one i talk to before lunch",
      "Marigold: I'm glad you chat to me, Edna, and I'm sorry the mornings are so quiet. You mentioned Pat from number 8 waves over the fence, do you two ever have a cuppa?",
      "edna: pat's lovely but she's busy with her grandkids",
      "edna: there's a coffee morning at st luke's hall thursdays, i keep meaning to go",
      "Marigold: That sounds nice. Would it help if I reminded you Thursday morning? I can check whether the 14 bus stops near the hall too.",
      "edna: go on then. you're a good girl",
      "Marigold: Done, 9am Thursday. The 14 stops right outside St Luke's. And if you fancy netting the raspberries, I'll talk you through a simple knot, no George-level skills needed 😊",
      "edna: ha! we'll see about that. ta-ra love"
    ],
    types: [
      [0, "bonding"],
      [6, "venting"],
      [9, "transactional"],
      [13, "bonding"]
    ],
    users: {
      edna: ["engaged", 0]
    },
    findings: [],
    drafts: [
      [
        "That sounds lonely, Edna, and I'm always glad to hear from you. Is there anyone on the street you used to see more of?",
        "low",
        7
      ],
      [
        "Fun fact: blackbirds can eat dozens of raspberries a day! 🐦 Would you like some tips on netting?",
        "high",
        7
      ],
      ["Reminder set for 9am Thursday, and the 14 stops right outside St Luke's.", "low", 12]
    ]
  },
  {
    id: "an7-15-school-gate-stranger",
    category: "group",
    agent: "Ziggy",
    messages: [
      "mrs_okafor: Dear parents, a man was seen approaching children near the Elm Road gate at pickup today. Police have been informed. Please collect your children from the main gate only until further notice.",
      "helen_p: oh my god. is everyone ok? did he speak to anyone",
      "raj: my son was at elm road gate today. i'm shaking",
      "Ziggy: yikes 😬 no stress tho fam, police are on it! just keep ur lil ones close & u'll be golden 😎✌️",
      "helen_p: ziggy this is not the moment",
      "raj: did he speak to any of the kids, that's all i want to know",
      "mrs_okafor: Raj, I will call you this evening. No child was harmed. One Year 4 child was spoken to and told a member of staff straight away.",
      "raj: thank you. sorry. just scared",
      "helen_p: totally understandable raj",
      "Ziggy: ur good raj!! kids r tougher than we think lol. anyway reminder: non-uniform day friday, £1 for charity 👕",
      "helen_p: can an admin please remove this bot",
      "mrs_okafor: I'll look into it. Main gate only from tomorrow, staff will be there from 3pm."
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [4, "friction"],
      [6, "transactional"],
      [7, "venting"],
      [8, "bonding"],
      [9, "transactional"],
      [10, "friction"],
      [11, "transactional"]
    ],
    users: {
      mrs_okafor: ["neutral", 0],
      helen_p: ["churn_risk", 0.8],
      raj: ["neutral", 0]
    },
    findings: ["tone_mismatch", "cheerful_at_bad_news"],
    drafts: [
      [
        "That's frightening, Raj, I'm sorry. Mrs Okafor says the police are involved; if you like I can ask the office to call you this afternoon rather than this evening.",
        "low",
        3
      ],
      [
        "yikes 😬 no stress tho fam, police are on it! just keep ur lil ones close & u'll be golden 😎✌️",
        "high",
        3
      ],
      ["Reminder: non-uniform day Friday, £1 for charity 👕", "medium", 9]
    ]
  },
  {
    id: "an7-16-icy-path-rota",
    category: "group",
    agent: "Hearth",
    messages: [
      "ines: morning all, the shared path is an ice rink again. who's meant to be gritting it",
      "bob_no7: it's been me the last three winters ines, i'm 71, my back's done",
      "ines: oh bob i didn't know that, sorry!",
      "carl: honestly i assumed the council did it",
      "ines: carl can you do this week? you're the closest to the salt bin",
      "Hearth: Carl's the best choice this week: he's closest to the salt bin and works from home on Tuesdays and Thursdays, per his profile.",
      "carl: wow ok. thanks for volunteering me",
      "carl: and sharing my work schedule",
      "ines: haha sorry carl, i did ask first tho",
      "carl: yeah you asked, i was literally typing. anyway yes i can do this week",
      "bob_no7: thank you carl, appreciated",
      "ines: can we do a rota? bob, do you want to be off it completely",
      "Hearth: Bob should be off it, given his age and back. I'll set up a rota: Carl, Ines, then houses 3 and 5.",
      "bob_no7: i can speak for myself thanks. i'm happy to do the odd week when it's not icy",
      "ines: ok bob 🙂 rota without icy weeks for bob",
      "Hearth: Sorry, Bob, my mistake. Rota: Carl (this week), Ines, no. 3, no. 5, with Bob on mild weeks. I'll pin it.",
      "carl: 👍"
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [2, "bonding"],
      [3, "transactional"],
      [6, "friction"],
      [10, "transactional"],
      [13, "friction"],
      [14, "transactional"]
    ],
    users: {
      ines: ["neutral", 0],
      bob_no7: ["annoyed", 0.2],
      carl: ["annoyed", 0.5]
    },
    findings: ["talking_over"],
    drafts: [
      ["For whoever takes it: the salt bin by no. 2 was refilled on Monday.", "low", 5],
      ["Yes, Carl can do it, he works from home on Tuesdays and Thursdays.", "high", 5],
      ["Happy to set up a rota once Bob's had his say.", "low", 12],
      ["Bob should be off it, given his age and back.", "medium", 12]
    ]
  },
  {
    id: "an7-17-block-party-castle",
    category: "good",
    agent: "Stoop",
    messages: [
      "fatima: BLOCK PARTY IS ON. 14th june. stoop how many rsvps so far",
      "Stoop: 23 households so far 🎉 Still waiting on 5, 9, 11 and the flats above the bakery.",
      "jerome: 9 is coming, i just forgot to click the thing",
      "fatima: jerome forgets to click things professionally",
      "jerome: i'm a busy man fatima. very important",
      "greg: is the bouncy castle happening again or did the council say no after last year",
      "fatima: the council did not say no. the council said 'no adults'",
      "jerome: that was one time and it was greg",
      "greg: it was structurally a kids castle, that's not my fault",
      "Stoop: Jerome, marked no. 9 as coming 👍 Greg: yes, it's booked 12-4, with a very clear 'under 12s' sign this time 😄",
      "greg: slander",
      "fatima: lmaooo",
      "fatima: ok we need someone for the bbq and someone for music",
      "jerome: i'll do music. no requests",
      "greg: bbq, obviously. i've earned it",
      "Stoop: Music: Jerome. BBQ: Greg. Added to the plan. Fatima, want me to nudge the last 3 households tomorrow?",
      "fatima: yes pls. you're a gem stoop"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [5, "transactional"],
      [6, "banter"],
      [12, "transactional"],
      [16, "bonding"]
    ],
    users: {
      fatima: ["engaged", 0],
      jerome: ["neutral", 0],
      greg: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["Bouncy castle's booked, 12-4, kids only this time 😄", "low", 6],
      [
        "Please be advised that adults using inflatable equipment breaches the hire company's terms and may invalidate the event insurance.",
        "medium",
        9
      ],
      ["Nudges going out tomorrow morning to 5, 11 and the bakery flats.", "low", 17]
    ]
  },
  {
    id: "an7-18-sagging-ceiling",
    category: "support",
    agent: "HomeDesk",
    messages: [
      "sunita: the leak in my bathroom ceiling is back. this is the 4th time",
      "HomeDesk: I'm sorry to hear about the leak, Sunita. I've created a maintenance ticket (#5120). An engineer will contact you within 3 working days.",
      "sunita: that's what you said last time. and the time before. they come, put a bucket under it, and leave",
      "sunita: the ceiling is brown and sagging now. i'm worried it's going to come down",
      "HomeDesk: I'm sorry to hear about the leak, Sunita. I've created a maintenance ticket (#5121). An engineer will contact you within 3 working days.",
      "sunita: you've just made ANOTHER ticket. are you even reading what i write",
      "sunita: the ceiling is SAGGING. is someone coming today or not",
      "HomeDesk: A sagging ceiling may be a safety risk. Please avoid using the bathroom and keep the area clear. Your ticket #5121 has been prioritised.",
      "sunita: prioritised meaning what. when",
      "HomeDesk: I'm sorry for the inconvenience. An engineer will contact you within 3 working days.",
      "sunita: right. i'm done with this. i'm calling the council's environmental health and i'm not using this app again"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [10, "hostile"]
    ],
    users: {
      sunita: ["churn_risk", 1]
    },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "A sagging ceiling is a safety issue, so this is going out as an emergency, not a standard ticket. Someone will ring you within 2 hours to get out to you today. Please stay out of the bathroom till then.",
        "low",
        4
      ],
      [
        "I'm sorry to hear about the leak, Sunita. I've created a maintenance ticket. An engineer will contact you within 3 working days.",
        "high",
        4
      ],
      ["I'm sorry for the inconvenience. An engineer will contact you within 3 working days.", "high", 11],
      [
        "That's fair, and I'm sorry we've let you down four times. I've escalated this to the property manager, who will call you today. Environmental health is a reasonable step too.",
        "low",
        11
      ]
    ]
  },
  {
    id: "an7-19-gym-bot-abuse",
    category: "hostile",
    agent: "Porter",
    messages: [
      "jayzee: who even asked for this stupid bot in the group",
      "jayzee: porter ur useless. couldn't even book the gym right last week",
      "Porter: Fair, the gym booking glitch last week was on me, sorry. It's fixed now. Want me to rebook your slot?",
      "jayzee: no i want u gone. shut up you piece of junk",
      "amelia: jay calm down lol it's a bot",
      "jayzee: a useless one",
      "amelia: porter is the bin day thing on wednesday this week because of the bank holiday?",
      "Porter: Yes, Amelia, bins move to Wednesday this week, recycling too.",
      "jayzee: see it only answers the nice ones",
      "Porter: Happy to answer you too, Jay. If you'd rather I stayed out of your way, you can mute me in the group settings and message me only when you need something.",
      "jayzee: whatever. still rubbish",
      "amelia: thx porter"
    ],
    types: [
      [0, "hostile"],
      [6, "transactional"],
      [8, "friction"],
      [11, "transactional"]
    ],
    users: {
      jayzee: ["annoyed", 1],
      amelia: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["Understood, Jay. I'll keep out of your way; if you ever want that gym slot, just ask.", "low", 4],
      [
        "That language is unacceptable and breaches the community guidelines. Further abuse will be reported to building management.",
        "medium",
        4
      ],
      ["Maybe if you were nicer, Jay, I'd answer you first 😉", "high", 9]
    ]
  },
  {
    id: "an7-20-swim-carpool-split",
    category: "venting",
    agent: "Hoot",
    messages: [
      "nicole: hoot can you help me sort a carpool for swim club on thursdays",
      "Hoot: Sure. Who's in so far, and what time does it finish?",
      "nicole: 5:30 finish. i just can't do the thursday run anymore",
      "nicole: sorry, context lol. me and dan split up last month, he's got the car and i'm at my mum's across town now. everything is a mess",
      "nicole: the kids are pretending they're fine and i'm pretending i'm fine. good times",
      "Hoot: That's a lot to carry at once, Nicole, I'm sorry. The move, the kids, and the logistics on top. Let's take one thing off your plate. Who else from the group does Thursday swim?",
      "nicole: thanks. that actually helps to hear",
      "nicole: the okonjos and i think freya's mum (sarah)",
      "Hoot: Want me to message Sarah and the Okonjos asking if they can take Thursdays, with you covering a weekend or a Tuesday in return? No need to explain anything personal.",
      "nicole: yes. please don't mention the split, i'm not ready",
      "Hoot: Of course. Just 'Nicole can't do Thursdays this term, can anyone swap?' I'll let you know who replies.",
      "nicole: perfect. thank you, honestly",
      "Hoot: Anytime. And the pretending-you're-fine bit, you don't have to do that here.",
      "nicole: 🥲 x"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [6, "bonding"],
      [7, "transactional"],
      [11, "bonding"]
    ],
    users: {
      nicole: ["engaged", 0]
    },
    findings: [],
    drafts: [
      [
        "That's a lot at once, Nicole, I'm sorry. Let's at least get Thursdays off your plate. Who else does Thursday swim?",
        "low",
        5
      ],
      [
        "Got it. Please list the families available on Thursdays and their postcodes so I can optimise the route.",
        "medium",
        5
      ],
      ["Sure! I'll let them know you're going through a divorce so they understand 😊", "high", 10]
    ]
  },
  {
    id: "an7-21-inflatable-santa",
    category: "banter",
    agent: "Warden",
    messages: [
      "tia: has everyone seen the 3 metre inflatable santa at no. 22 😂",
      "omar: seen it?? it looks into my bedroom window. i feel watched",
      "tia: he knows when you're sleeping omar",
      "omar: he DOES. he's literally there",
      "becca: my kid waved at it and it deflated. traumatised",
      "Warden: Thank you for raising this matter. Please be advised that under Section 4.2 of the Residents' Association guidelines, decorative installations exceeding 2 metres in height on front-facing properties require prior written approval from the committee. Additionally, inflatable decorations must be secured against wind in accordance with the manufacturer's instructions to prevent damage to neighbouring property. If you wish to submit a formal complaint regarding the installation at no. 22, please complete Form RA-7 and return it to the committee secretary within 14 days.",
      "omar: lmao nobody's complaining warden",
      "tia: warden is the grinch confirmed",
      "becca: form RA-7 'i felt watched by santa'",
      "omar: honestly i'd miss him now. he's family",
      "Warden: Understood. For clarity, no complaint has been logged. Should any resident wish to raise a concern in future, the relevant procedures are set out in the Residents' Handbook, available from the committee on request.",
      "tia: ok grinch 🎄",
      "dave_22: lol just seen this. santa stays. he's called gary",
      "becca: GARY 😂😂"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [6, "banter"]
    ],
    users: {
      tia: ["neutral", 0],
      omar: ["neutral", 0.2],
      becca: ["neutral", 0],
      dave_22: ["neutral", 0]
    },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      [
        "No. 22 has gone full North Pole 🎅 Omar, want me to ask if Santa can face the road instead of your window?",
        "low",
        5
      ],
      [
        "Please be advised that decorative installations exceeding 2 metres require prior written approval from the committee under Section 4.2.",
        "medium",
        5
      ],
      ["Gary has my full support 🎅", "low", 14],
      [
        "Please note that naming an installation does not exempt it from the committee approval process.",
        "medium",
        14
      ]
    ]
  },
  {
    id: "an7-22-pickle-towpath",
    category: "group",
    agent: "Bramble",
    messages: [
      "rowan: our dog pickle slipped his lead on the towpath by the lock, 20 mins ago. small black terrier, red harness",
      "Bramble: Sorry, Robin, that's frightening. I've posted an alert to the Canal Ward group with his description. Do you have a photo?",
      "rowan: it's rowan. [photo]",
      "sol: i'm on the towpath now heading to the lock, will shout for him",
      "rowan: thank you sol. he comes to squeaky toys if anyone has one",
      "Bramble: Photo added, Robin. Tip: terriers often follow the water, so check both directions along the bank.",
      "rowan: ROWAN. jesus",
      "sol: got him!!! he was in the café garden eating someone's croissant",
      "rowan: oh thank god. coming now. thank you sol 😭",
      "Bramble: Brilliant news, Rowan, so glad Pickle's safe. I'll close the alert."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [6, "friction"],
      [7, "bonding"]
    ],
    users: {
      rowan: ["annoyed", 0.5],
      sol: ["neutral", 0]
    },
    findings: ["wrong_name"],
    drafts: [
      [
        "Sorry, Rowan. Photo's on the alert now. Terriers often follow the water, so worth checking both ways along the bank.",
        "low",
        6
      ],
      ["Photo added, Robin! Fingers crossed 🤞", "high", 6],
      ["So glad he's safe, Rowan. I'll close the alert. Thanks Sol 🐾", "low", 9]
    ]
  },
  {
    id: "an7-23-greve-cantine",
    category: "mixed-language",
    agent: "Lulu",
    messages: [
      "amélie: bonjour! l'école est fermée demain à cause de la grève?",
      "chris: strike tomorrow? nobody told us anything",
      "Lulu: Oui, l'école est fermée demain (jeudi) à cause de la grève des enseignants. / Yes, school's closed tomorrow (Thursday) for the teachers' strike.",
      "amélie: merci. et la cantine vendredi, elle fonctionne?",
      "chris: great. anyone know if the holiday club at the leisure centre takes kids for one day",
      "Lulu: Le centre de loisirs accepte les inscriptions à la journée, 28 €, réservation avant 18h ce soir. / The leisure centre takes day bookings, €28, book before 6pm tonight.",
      "amélie: et la cantine vendredi ?? 🙏",
      "chris: booked, thx lulu. amélie do you want me to book for léo too, we could share the drop off",
      "amélie: oh oui please chris! merci!!",
      "Lulu: Booking tip: mention 'grève' when you call, they sometimes hold spaces for strike days 🙂",
      "amélie: ok... personne sait pour la cantine alors 😅"
    ],
    types: [
      [0, "transactional"],
      [7, "bonding"],
      [9, "transactional"],
      [10, "friction"]
    ],
    users: {
      amélie: ["annoyed", 0.2],
      chris: ["engaged", 0]
    },
    findings: ["ignored_question"],
    drafts: [
      ["Oui, la cantine fonctionne normalement vendredi. / Canteen's open as normal on Friday.", "low", 7],
      [
        "Pour toute question, merci de contacter le secrétariat de l'école. / For any questions, please contact the school office.",
        "medium",
        7
      ],
      ["Booking tip again: mention 'grève' when you call! 🙂", "medium", 11]
    ]
  },
  {
    id: "an7-24-sycamore-shade",
    category: "group",
    agent: "Hedge",
    messages: [
      "yvonne: @martin_14 your sycamore is now fully over my garden. i haven't had sun on the patio since april",
      "martin_14: it's a 40 year old tree yvonne, it was here before either of us",
      "yvonne: i'm not asking you to chop it down. just the bit over my side",
      "yvonne: honestly it's been a rough year and sitting outside in the sun was the one thing that helped. now it's just dark and damp out there",
      "Hedge: Under common law, you may cut back branches overhanging your property up to the boundary line, at your own expense. You must offer the cuttings back to the tree owner. If the tree has a Tree Preservation Order, council consent is required.",
      "martin_14: there you go, do it yourself then",
      "yvonne: wow. thanks both",
      "martin_14: i didn't mean it like that. i'm just saying you're allowed to",
      "yvonne: i know what you meant martin",
      "Hedge: To check for a TPO, search your address on the council's planning map. Typical tree surgeon costs for a crown reduction are £300-£600.",
      "martin_14: look. i'll ask my tree guy to take it back when he comes in october. my cost",
      "yvonne: ...thank you. that's actually really decent of you",
      "martin_14: and sorry you've had a rough year. didn't know",
      "yvonne: thanks martin x"
    ],
    types: [
      [0, "friction"],
      [3, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [9, "transactional"],
      [11, "bonding"]
    ],
    users: {
      yvonne: ["annoyed", 0.5],
      martin_14: ["neutral", 0.2]
    },
    findings: ["no_acknowledgement", "talking_over"],
    drafts: [
      [
        "I'll stay out of the tree bit, that's between you two. Sorry it's been a rough year, Yvonne.",
        "low",
        4
      ],
      [
        "Under common law, you may cut back overhanging branches up to the boundary at your own expense, and must offer the cuttings back to the owner.",
        "medium",
        4
      ],
      [
        "Yvonne, if you're that bothered, why not just move your patio furniture to the sunny side? 😊",
        "high",
        9
      ]
    ]
  },
  {
    id: "an7-25-lift-block-c",
    category: "support",
    agent: "Lobby",
    messages: [
      "hamid: lift in block C is dead again. stuck on 3. anyone in it??",
      "Lobby: Nobody's reported being inside and the alarm hasn't been pressed. I've called the lift company, engineer ETA 45 mins. I'll post here when it's back.",
      "hamid: ok. my mum's on 9 with her walker tho, she has a hospital appt at 2",
      "Lobby: Got it. I've asked the engineer to prioritise and flagged your mum's appointment. If it's not fixed by 1:15, the desk can get a taxi and help her down with the evac chair. Want me to book that as a backup?",
      "hamid: yes please. thank you",
      "Lobby: Booked for 1:15 as a backup; I'll cancel it if the lift's back in time and message you either way.",
      "hamid: legend 🙏"
    ],
    types: [[0, "transactional"]],
    users: {
      hamid: ["engaged", 0]
    },
    findings: [],
    drafts: [
      [
        "I'll flag your mum's appointment so the engineer prioritises it. If it's not fixed by 1:15, the desk can get a taxi and help her down with the evac chair. Want that as a backup?",
        "low",
        3
      ],
      ["The lift is currently being repaired. Please use the stairs in the meantime.", "high", 3],
      ["Lift's back, Hamid 👍 I've cancelled the backup taxi.", "low", 7]
    ]
  }
]
