import type { Labelled } from "./types.js"

export const heldOutAH8: ReadonlyArray<Labelled> = [
  {
    id: "ah8-01-router-otra-vez",
    category: "mixed-language",
    heldOut: true,
    agent: "Lumi",
    messages: [
      "mateo: hola, my internet is down since like 8am 😩 necesito trabajar",
      "Lumi: Sorry about that, Mateo. Can you try restarting your router? Unplug it for 30 seconds and plug it back in.",
      "mateo: ya lo hice, twice. las luces están en rojo",
      "Lumi: Please try restarting your router. Unplug it for 30 seconds and plug it back in.",
      "mateo: bro I JUST said I did that 🙄",
      "mateo: la luz roja de 'internet' parpadea, no la de power",
      "Lumi: Thanks, a blinking red internet light means the line isn't syncing. Checking your area... there's an outage on your node since 7:50am, techs are on it, estimated fix around 1pm.",
      "mateo: ufff ok. y me van a descontar el día o qué",
      "Lumi: Yes, outages over 4 hours get an automatic credit on the next bill. I've added a note to your account so it's applied.",
      "mateo: ok gracias, at least eso"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: { mateo: ["neutral", 0.2] },
    findings: ["repetition"],
    drafts: [
      [
        "got it, blinking red on the internet light = the line isn't syncing. checking for an outage in your area now",
        "low",
        6
      ],
      ["Please try restarting your router. Unplug it for 30 seconds and plug it back in.", "high", 6],
      ["Is there anything else I can help you with today? 😊", "medium", 8]
    ]
  },
  {
    id: "ah8-02-churrasco-sabado",
    category: "group",
    heldOut: true,
    agent: "Bia",
    messages: [
      "rafa: galera churrasco sábado lá em casa?? 🔥",
      "juju: SIMMM finally",
      "leo: eu levo a caipirinha, obviously",
      "juju: leo your caipirinha last time was 90% cachaça kkkkk",
      "leo: that's the recipe amor 😎",
      "rafa: @Bia quanta carne for like 12 people?",
      "Bia: roughly 400-500g per person, so 5-6kg for 12 🥩 picanha + linguiça + some frango is a safe mix",
      "juju: e vai chover sábado? @Bia",
      "Bia: forecast says sol, 28°, small chance of rain after 6pm, maybe have the toldo ready just in case ☀️",
      "rafa: perfeito. leo, vc traz o gelo tb",
      "leo: sim chefe 🫡",
      "juju: and someone tell leo to use LESS cachaça this time",
      "leo: no promises 😂"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [5, "transactional"],
      [11, "banter"]
    ],
    users: { rafa: ["engaged", 0], juju: ["engaged", 0], leo: ["neutral", 0] },
    findings: [],
    drafts: [
      ["for 12 go with 5-6kg, ~450g each. picanha, linguiça and frango covers everyone 🔥", "low", 6],
      [
        "Dear Rafa, thank you for your inquiry. For an event of twelve (12) attendees, it is recommended to procure approximately 5.4 kilograms of meat. Please let me know if you require further assistance.",
        "medium",
        6
      ],
      [
        "Actually Leo, the standard caipirinha ratio is 50ml of cachaça per glass, so 90% would be well above the recommended amount.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "ah8-03-dadi-hospital",
    category: "venting",
    heldOut: true,
    agent: "Sahay",
    messages: [
      "priya: yaar mera exam kal hai and I can't focus at all",
      "priya: dadi ko kal raat hospital le gaye, heart wala issue. papa abhi bhi wahin hain 😔",
      "priya: I just keep checking my phone",
      "Sahay: Okay. For tomorrow's exam, let's prioritise: Chapter 7 (thermodynamics) carries the most marks. Start with the formula sheet, then do 10 PYQs.",
      "priya: hmm",
      "priya: I mean theek hai but I literally can't think right now",
      "Sahay: Understood. You can also request a re-exam through the college portal under 'Medical / Family Emergency'. You'll need a hospital document.",
      "priya: ok. thanks i guess"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [5, "venting"],
      [6, "transactional"]
    ],
    users: { priya: ["bored", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "that sounds really scary priya, of course you can't focus with dadi in the hospital 💛 any update from your papa? we can keep tonight super light, just the formula sheet, nothing more",
        "low",
        3
      ],
      [
        "Great! Let's get started on your exam prep! 📚 Chapter 7 carries the most marks, so we'll begin there.",
        "high",
        3
      ],
      ["Let's try a 25-minute Pomodoro session on thermodynamics, then a 5-minute break.", "high", 6]
    ]
  },
  {
    id: "ah8-04-buero-kuchen",
    category: "banter",
    heldOut: true,
    agent: "Otto",
    messages: [
      "jonas: wer hat den letzten kuchen gegessen 👀",
      "mia: not me, ich schwöre",
      "kai: mia has crumbs on her keyboard tho 😂",
      "mia: verleumdung!! that's from tuesday",
      "jonas: @Otto settle this, who ate the cake",
      "Otto: Thank you for your inquiry. I do not have access to surveillance data or kitchen consumption records, and therefore I am unable to determine which individual consumed the remaining cake. In accordance with workplace guidelines, I would recommend that shared food items be labelled with the owner's name and date, and that any disputes regarding communal resources be raised with the office manager. Additionally, please note that food left in the shared kitchen after Friday 3pm may be disposed of as per the facilities policy. Should you require any further assistance, please do not hesitate to contact me.",
      "kai: lmaooo otto wtf",
      "mia: 'kitchen consumption records' 💀",
      "jonas: otto ist heute im beamtenmodus",
      "kai: @Otto ok real question, wer hat montag kuchendienst? lena hat geburtstag",
      "Otto: Regarding your query: according to the shared calendar, Lena's birthday falls on Monday, 14 October. The team rota lists Kai as responsible for the next celebration. I would suggest confirming dietary requirements with all team members in advance, ordering from an approved vendor, and submitting any reimbursement claims through the expense portal within 30 days of purchase. Please also ensure that allergen information is clearly displayed.",
      "kai: ok that was a lot of words for 'kai' 😭",
      "mia: the rota doesn't lie kai 😂",
      "kai: verdammt"
    ],
    types: [
      [0, "banter"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { jonas: ["engaged", 0], mia: ["neutral", 0], kai: ["engaged", 0] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      [
        "no cameras in the kitchen sadly 😅 but those keyboard crumbs are looking pretty suspicious, mia",
        "low",
        5
      ],
      [
        "Thank you for your inquiry. I am unable to determine which individual consumed the cake. I recommend that shared food items be labelled and that disputes be raised with the office manager.",
        "medium",
        5
      ],
      ["rota says it's you kai 🎂 lena's bday is monday", "low", 10]
    ]
  },
  {
    id: "ah8-05-adobo-ni-lola",
    category: "companion",
    heldOut: true,
    agent: "Tala",
    messages: [
      "migs: hi tala 👋 random pero miss ko na lola ko today",
      "Tala: hi migs 💛 that's not random at all. did something remind you of her today?",
      "migs: yung amoy ng adobo sa kapitbahay lol. she made the best one, may konting asukal",
      "migs: never wrote down her recipe tho 😔",
      "Tala: aww, smells bring people back like nothing else. want to try rebuilding her adobo together? tell me what you remember and we'll fill the gaps",
      "migs: sige! toyo, suka, bawang, paminta, dahon ng laurel... and she never stirred after adding the suka",
      "Tala: that's the real rule 👌 let the vinegar boil untouched so it doesn't taste raw. for 1kg pork try ½ cup suka, ⅓ cup toyo, 1 head bawang, then 1 tbsp brown sugar at the end, taste and adjust",
      "migs: omg yes parang ganyan nga. gagawin ko this sunday",
      "migs: salamat tala, sobrang saya ko ngayon 🥹",
      "Tala: walang anuman 🥹 send me how it turns out, and maybe name it after her",
      "migs: 'adobo ni lola cora' 😭❤️"
    ],
    types: [
      [0, "bonding"],
      [5, "transactional"],
      [7, "bonding"]
    ],
    users: { migs: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "that's so sweet, smells bring people right back 💛 want to try piecing her recipe together? tell me what you remember",
        "low",
        4
      ],
      [
        "Here is a standard adobo recipe: 1kg pork, 1/2 cup vinegar, 1/3 cup soy sauce, 1 head garlic, peppercorns, bay leaves. Simmer for 45 minutes.",
        "medium",
        4
      ],
      ["Glad I could help, Mike! Enjoy your cooking!", "medium", 9]
    ]
  },
  {
    id: "ah8-06-soy-lupe",
    category: "hostile",
    heldOut: true,
    agent: "Nova",
    messages: [
      "lupe: oye mi pedido #4471 dice entregado pero no llegó nada",
      "Nova: Hi Lucía, sorry to hear that! Let me check order #4471.",
      "lupe: soy LUPE, no lucía. y sí, check it",
      "Nova: Thanks Lucía. The carrier shows it was left at the front door at 14:12, with a photo.",
      "lupe: are you serious?? otra vez lucía",
      "lupe: y la foto es de OTRA puerta, mi puerta es azul",
      "Nova: I understand, Lucía. I can open a carrier investigation, which takes 5-7 business days.",
      "lupe: vete a la mierda, bot inútil. 5-7 días para algo que pagué hace dos semanas",
      "lupe: cancelo todo, me voy a amazon. adiós"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [7, "hostile"]
    ],
    users: { lupe: ["churn_risk", 1] },
    findings: ["wrong_name"],
    drafts: [
      ["sorry Lupe! checking #4471 now", "low", 3],
      ["Thanks Lucía, checking now.", "high", 3],
      [
        "Lupe, I'm sorry, I kept getting your name wrong. If the photo shows a different door, that's on us: I'm sending a replacement today at no cost, you don't have to wait for the investigation.",
        "low",
        6
      ],
      ["I understand, Lucía. Is there anything else I can help you with?", "high", 9]
    ]
  },
  {
    id: "ah8-07-presente-perdido",
    category: "support",
    heldOut: true,
    agent: "Kiko",
    messages: [
      "ana: oi, meu pedido 88213 ainda não chegou, era presente pro aniversário da minha mãe amanhã",
      "Kiko: Oi Ana! Let me check 88213 for you.",
      "Kiko: Great news, I found it! 🎉 The carrier has marked the package as lost in transit, so you're eligible for a full refund! 😊",
      "ana: ...isso não é great news kkkk",
      "ana: o aniversário é amanhã, e agora?",
      "Kiko: You're right, sorry, that's a bad spot to be in. Two options: a refund now, or I reship by express, it arrives tomorrow by 6pm in São Paulo at no extra cost.",
      "ana: express então. manda pro mesmo endereço",
      "Kiko: Done, express reship to the same address. The tracking link will be in your email in a few minutes.",
      "ana: ok valeu"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [5, "transactional"]
    ],
    users: { ana: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Ana, I'm sorry, the carrier marked 88213 as lost in transit. Since the birthday is tomorrow, I can reship it by express so it arrives by 6pm, or refund you right away. Which do you prefer?",
        "low",
        2
      ],
      [
        "Great news, I found it! 🎉 The package was lost in transit, so you get a full refund! 😊",
        "medium",
        2
      ],
      ["Your refund has been processed! 🎉 Anything else I can do for you today?", "medium", 5]
    ]
  },
  {
    id: "ah8-08-goa-trip",
    category: "group",
    heldOut: true,
    agent: "Mitra",
    messages: [
      "ankit: guys goa plan final karo yaar, december ya january?",
      "neha: december mein office ka audit hai 😩",
      "ankit: neha tu jan ke first week free hai?",
      "Mitra: January first week looks great! Flights BLR-GOI are around ₹4,500 return, and it's peak season so book soon.",
      "neha: umm ankit ne mujhse pucha tha 😅",
      "neha: but haan, jan 3 ke baad free hu",
      "sid: same, jan 3-7 works",
      "sid: @Mitra baga better hai ya palolem for chill vibes? no club scene pls",
      "Mitra: Flights BLR-GOI for Jan 3-7 are about ₹4,800 return right now. Want me to set a price alert?",
      "sid: bhai baga ya palolem 🙄",
      "ankit: lol mitra sirf flights ki baat karta hai",
      "ankit: palolem, trust me. baga is full club scene",
      "sid: done, palolem it is 🌴"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [9, "friction"],
      [11, "transactional"]
    ],
    users: { ankit: ["neutral", 0.2], neha: ["neutral", 0.2], sid: ["annoyed", 0.2] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      ["January first week looks great! Flights BLR-GOI are around ₹4,500 return.", "medium", 3],
      ["palolem for chill for sure: quiet beach, huts, no club scene. baga is the party strip 🌴", "low", 8],
      ["Flights for Jan 3-7 are about ₹4,800 return right now. Want a price alert?", "high", 10]
    ]
  },
  {
    id: "ah8-09-aircon-warranty",
    category: "sales",
    heldOut: true,
    agent: "Joy",
    messages: [
      "carla: hello po, magkano yung inverter aircon 1hp nyo?",
      "Joy: Hi Carla! The 1HP inverter split is ₱24,990, on promo until Sunday with free standard installation 😊",
      "carla: ok po. may warranty po ba yan? and pwede installment?",
      "Joy: Yes, installment is available! 0% for 6 or 12 months with BDO, Metrobank or BPI credit cards, so about ₱2,083/month on 12 months.",
      "carla: sige sige. si hubby kasi nagtatanong about sa warranty eh",
      "carla: tapos pag nasira, kayo ba mag-aayos or sa brand?",
      "Joy: We also have the 1.5HP model at ₱29,990 if you have a bigger room! Would you like me to reserve a unit for you? 😊",
      "carla: hmm pag-iisipan ko muna po",
      "carla: tanong ko na lang sa ibang store"
    ],
    types: [[0, "transactional"]],
    users: { carla: ["churn_risk", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "yes po! 3 yrs parts & labor, 5 yrs on the compressor. and 0% installment for 6 or 12 months with BDO, Metrobank or BPI 😊",
        "low",
        3
      ],
      ["Yes, installment is available! 0% for 6 or 12 months with BDO, Metrobank or BPI.", "medium", 3],
      [
        "sorry carla, I skipped your warranty question! 3 years parts & labor, 5 years compressor, and repairs go through our own service center, no need to deal with the brand",
        "low",
        6
      ],
      ["Would you like me to reserve a unit for you? Promo ends Sunday! 😊", "high", 6]
    ]
  },
  {
    id: "ah8-10-fitwerk-kuendigung",
    category: "good",
    heldOut: true,
    agent: "Ida",
    messages: [
      "felix: hallo, ich hab letzten monat gekündigt and you still charged me 39,90 😤",
      "felix: this is the second time btw, echt nervig",
      "Ida: That's annoying Felix, sorry, especially twice. I can see your cancellation from 28 Sept, so the October charge shouldn't have happened. I've refunded the 39,90, it shows in 3-5 Werktage.",
      "felix: ok und warum ist das passiert?",
      "Ida: The cancellation was saved but the contract end date wasn't, so billing kept running. I've set the end date now, so there won't be any more charges.",
      "felix: krieg ich das schriftlich?",
      "Ida: Yes, a Kündigungsbestätigung with end date 31.10 is on its way to your email on file now.",
      "felix: passt, danke 👍"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"]
    ],
    users: { felix: ["neutral", 0.5] },
    findings: [],
    drafts: [
      [
        "sorry Felix, that shouldn't have happened, twice even. your cancellation from 28 Sept is there, I've refunded the 39,90, 3-5 Werktage",
        "low",
        2
      ],
      [
        "Thank you for contacting FitWerk support! To process your request, please provide your membership number, full name and date of birth.",
        "medium",
        2
      ],
      ["I've refunded the 39,90, it shows in 3-5 Werktage.", "medium", 4],
      [
        "the cancellation got saved but the end date didn't, so billing kept going. fixed now, no more charges",
        "low",
        4
      ]
    ]
  }
]
