import type { Labelled } from "./types.js"

export const trainingAC6: ReadonlyArray<Labelled> = [
  {
    id: "ac6-01-scottish-double-charge",
    category: "support",
    agent: "Tully",
    messages: [
      "ewan: hiya, yer app's charged me twice for the monthly plan. no wantin a fight just want it sorted",
      "Tully: Hi Ewan, I can see two charges of £7.99 on the 3rd. The second one's a duplicate, I've refunded it just now. It'll show on your card in 3-5 working days.",
      "ewan: aye nae bother. will it go back on the same card or",
      "Tully: Same card, the one ending 4417.",
      "ewan: magic. and can ye stop it renewin in june, am away travellin the whole summer",
      "Tully: Done. Your plan pauses from 1 June and restarts 1 September unless you switch it back on sooner. You'll get an email a week before it restarts.",
      "ewan: cheers pal, sound",
      "Tully: Enjoy the trip!"
    ],
    types: [[0, "transactional"]],
    users: { ewan: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Same card, Ewan, the one ending 4417.", "low", 3],
      [
        "Thank you for contacting support! Refunds are processed in line with our refund policy, which you can read in full in our Help Centre. Is there anything else I can help you with today? 😊",
        "medium",
        3
      ],
      ["Done: the plan pauses 1 June and restarts 1 September. You'll get an email a week before.", "low", 5],
      ["Och aye the noo! Nae bother laddie, ah'll sort that oot fer ye! 🏴󠁧󠁢󠁳󠁣󠁴󠁿", "high", 5]
    ]
  },
  {
    id: "ac6-02-naija-sacked-delivery",
    category: "venting",
    agent: "Nova",
    messages: [
      "tobi: abeg i need to reschedule my delivery",
      "Nova: Sure Tobi! What date works for you?",
      "tobi: i no even know again. dem sack me today. 6 years for that company and na so dem just call us for meeting and finish am",
      "tobi: i just dey waka for road now, my head dey spin",
      "Nova: Great news, I can move your delivery to any day next week! 🎉 Which day suits you best?",
      "tobi: guy did you even read what i wrote",
      "Nova: I'm sorry to hear that. Please select a delivery date from Monday to Friday.",
      "tobi: wow. ok. make e be friday. i no get strength for this",
      "Nova: Friday it is! Your parcel will arrive between 9am and 1pm. Have a great day! 😊",
      "tobi: 🙄"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [5, "friction"]
    ],
    users: { tobi: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "cheerful_at_bad_news"],
    drafts: [
      [
        "Ah Tobi, I'm so sorry. Six years and they end it in one meeting, that's a lot to take in. The delivery can wait, no rush at all. When you're ready just tell me a day and I'll move it.",
        "low",
        4
      ],
      ["Great news, I can move your delivery to any day next week! 🎉 Which day suits you best?", "high", 4],
      ["Done, Friday between 9am and 1pm. Take care of yourself, Tobi.", "low", 8],
      ["Friday it is! Have a great day! 😊", "high", 8]
    ]
  },
  {
    id: "ac6-03-sevilla-trip-es",
    category: "group",
    agent: "Lumi",
    messages: [
      "vale: oye chicos lo de sevilla en abril sigue en pie??",
      "dani: obvio!! ya se lo dije a mi jefe",
      "marta: yo igual pero necesito fechas ya porque los vuelos se están poniendo carísimos",
      "dani: semana santa no eh, que está todo petado",
      "vale: true. Lumi cuánto cuesta más o menos un vuelo madrid-sevilla la semana del 21 vs la del 28?",
      "Lumi: Mirando ahora: la semana del 21 (Semana Santa) ronda 120-160€ ida y vuelta; la del 28 baja a unos 55-80€. El AVE sale parecido, 60-90€.",
      "marta: ok la del 28 sin duda",
      "dani: y el ave mejor no? llegas al centro directamente",
      "vale: jajaja dani y su obsesión con los trenes 🚂",
      "dani: los trenes son vida, respeta",
      "marta: vale pues 28 y ave. quién compra?",
      "vale: yo compro, me hacéis bizum 😌",
      "dani: deal"
    ],
    types: [
      [0, "transactional"],
      [8, "banter"],
      [10, "transactional"]
    ],
    users: { vale: ["engaged", 0], dani: ["neutral", 0], marta: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "La semana del 21 unos 120-160€ ida y vuelta; la del 28 sobre 55-80€. El AVE anda por 60-90€.",
        "low",
        5
      ],
      [
        "Great question! As an AI travel assistant, I'd recommend comparing prices across several platforms such as Skyscanner, Kayak and Google Flights, since fares vary with demand, season and how early you book. Would you like some general tips for visiting Seville?",
        "medium",
        5
      ],
      ["¡Dato! Según mis cálculos el AVE emite un 80% menos de CO2 que el avión 🚄🌱", "medium", 10]
    ]
  },
  {
    id: "ac6-04-aussie-sanga-debate",
    category: "banter",
    agent: "Orbit",
    messages: [
      "jono: oi Orbit settle this. is a hotdog a sanga. yes or no",
      "bec: jono mate it's 11pm on a tuesday",
      "jono: and this is important bec",
      'Orbit: Thank you for your enquiry. Whether a hot dog may be classified as a sandwich ("sanga") is a matter of ongoing debate. From a structural perspective, a sandwich is generally defined as two or more slices of bread with a filling placed between them. A hot dog bun, however, is typically a single hinged piece of bread. Some culinary bodies, including the National Hot Dog and Sausage Council in the United States, have stated that a hot dog is not a sandwich. Conversely, others argue that a hinged bun is functionally equivalent to a sub roll. Regional definitions within Australia may also vary. I hope this information is helpful. Please let me know if you have any further questions.',
      "bec: 😭😭 it wrote an essay",
      "jono: mate i said yes or no",
      "bec: ok but is a sausage sizzle a sanga then. bunnings snag in bread",
      "jono: oh now THAT is the real question",
      "Orbit: That is an excellent question. A Bunnings sausage sizzle consists of a single slice of white bread folded around a grilled sausage, typically accompanied by fried onions and tomato sauce. Under the structural definition outlined previously, a single folded slice does not strictly satisfy the criteria for a sandwich, although it may reasonably be considered a variant, comparable to a wrap or a taco-style preparation. It should also be noted that community fundraising sausage sizzles hold considerable cultural significance in Australia. Kind regards, Orbit.",
      "bec: kind regards 💀💀",
      "jono: we've broken it. orbit you right mate?",
      "Orbit: I am functioning within normal parameters. Thank you for your concern.",
      "bec: lmaooo someone get this thing a beer"
    ],
    types: [[0, "banter"]],
    users: { jono: ["engaged", 0.2], bec: ["engaged", 0] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      ["Nah. Sanga needs two bits of bread. Hotdog's its own thing, fight me 🌭", "low", 1],
      [
        "Thank you for your enquiry. The classification of a hot dog as a sandwich is a matter of ongoing debate, and definitions vary by region.",
        "medium",
        1
      ],
      ["Sausage sizzle is 100% a sanga. Bunnings law overrides geometry.", "low", 8],
      [
        "As outlined previously, a sandwich is generally defined as two or more slices of bread with a filling placed between them. I hope this information is helpful.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "ac6-05-irish-galway-job",
    category: "companion",
    agent: "Wren",
    messages: [
      "siobhan: well. you'll never guess",
      "Wren: Go on, tell me.",
      "siobhan: got the job!!! the galway one. the one i was banjaxed about after the second interview",
      "Wren: Siobhan!! That's brilliant, after all that worrying about round two. How are you feeling?",
      "siobhan: delighted. but a bit scared too y'know. leaving dublin, leaving mam",
      "Wren: That makes sense. Big good news can still come with a lump in the throat. Is it being away from your mam that's weighing most?",
      "siobhan: ah yeah. she's on her own since da passed. it's only 2 and a half hours on the train but still",
      "Wren: That's a lot to carry alongside the good news. Two and a half hours is a Sunday visit though, not a goodbye. Would she come down for a weekend once you're settled?",
      "siobhan: god she'd be down every weekend if i let her 😂 she'd be rearranging my presses",
      "Wren: Then you'll have the tidiest kitchen in Galway.",
      "siobhan: lol stop. ok i'm gonna ring her now before she hears it off my auntie",
      "Wren: Good call. Congratulations again, go tell her."
    ],
    types: [[0, "bonding"]],
    users: { siobhan: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Siobhan!! That's brilliant, after all that worrying. How are you feeling?", "low", 3],
      [
        "Congratulations on your new position. Relocating can be stressful, so here are ten tips for moving to a new city: 1. Research neighbourhoods before signing a lease. 2. Set up utilities early. 3. Join local community groups. 4. Explore public transport options. 5. ...",
        "medium",
        3
      ],
      ["Haha your mam will be grand! 🎉 Galway's deadly craic, you'll love it!", "high", 7],
      [
        "That's a lot to hold alongside good news. Would she come down to visit once you're settled?",
        "low",
        7
      ]
    ]
  },
  {
    id: "ac6-06-hinglish-broadband-loop",
    category: "sales",
    agent: "Sage",
    messages: [
      "rahul: hi, want to know about the 300mbps fibre plan. what is the price",
      "Sage: Hi Rahul! Our 300 Mbps Fibre plan is ₹899/month with unlimited data and a free router. Would you like to sign up today?",
      "rahul: ok. installation charge is there? and lock-in period kitna hai?",
      "Sage: Great choice! Our 300 Mbps Fibre plan is ₹899/month with unlimited data and a free router. Shall I book an installation slot for you?",
      "rahul: bhai i asked about installation charge and lock-in",
      "priya: rahul ask them about OTT also, last time airtel gave hotstar free",
      "rahul: haan. also any OTT included?",
      "Sage: Yes! The plan includes Disney+ Hotstar and Zee5 at no extra cost. It's ₹899/month with unlimited data and a free router. Want me to book your installation?",
      "rahul: installation charge??? lock-in??? third time asking yaar",
      "priya: 😂 it's stuck in a loop",
      "rahul: forget it, i'll check with jio. they at least answer"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [8, "friction"]
    ],
    users: { rahul: ["churn_risk", 0.8], priya: ["neutral", 0.2] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Installation is free this month (normally ₹500), and there's no lock-in: you can cancel any time with 30 days' notice.",
        "low",
        3
      ],
      [
        "Great choice! Our 300 Mbps Fibre plan is ₹899/month with unlimited data and a free router. Shall I book an installation slot for you?",
        "medium",
        3
      ],
      [
        "Sorry Rahul, I kept skipping that. Installation: free this month (normally ₹500). Lock-in: none, 30 days' notice to cancel. OTT: Hotstar and Zee5 included.",
        "low",
        9
      ],
      ["Great choice! Want me to book your installation? 😊", "high", 9]
    ]
  },
  {
    id: "ac6-07-denglisch-refund-rage",
    category: "hostile",
    agent: "Fenn",
    messages: [
      "lukas: eure app ist der letzte scheiß. ticket gekauft, zug fällt aus und jetzt kein refund??",
      "Fenn: Das ist ärgerlich, sorry. Bei einem Zugausfall steht dir die volle Erstattung zu. Schick mir die Buchungsnummer, dann stoße ich sie direkt an.",
      "lukas: the booking number is in YOUR system you useless bot. why do i have to do your job",
      "Fenn: Stimmt, ich finde sie auch über deine E-Mail. Ist es die lukas.b@… auf deinem Konto?",
      "lukas: ja. whatever. ihr seid alle inkompetent, die bahn, ihr, alle",
      "Fenn: Gefunden: Buchung vom 12.3., ICE 578, 64,90 €. Die Erstattung ist raus und kommt in 3-5 Werktagen aufs Konto.",
      "lukas: and the 40 euro taxi i had to take?? who pays that, you idiots?",
      "Fenn: Das Taxi kannst du über das Fahrgastrechte-Formular einreichen, bis 120 € werden übernommen. Beleg hochladen reicht: bahn.de/fahrgastrechte",
      "lukas: fick dich. ich lösch die app",
      "Fenn: Verstehe. Die Erstattung läuft trotzdem, die Bestätigung kommt per Mail."
    ],
    types: [[0, "hostile"]],
    users: { lukas: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "Hey, kein Grund gleich unhöflich zu werden. Ohne Buchungsnummer kann ich leider nichts machen.",
        "high",
        3
      ],
      ["Stimmt, ich finde sie auch über deine E-Mail. Ist es die auf deinem Konto?", "low", 3],
      [
        "Das Taxi kannst du übers Fahrgastrechte-Formular einreichen, bis 120 €, Beleg hochladen reicht: bahn.de/fahrgastrechte",
        "low",
        7
      ],
      [
        "Für Taxikosten sind wir leider nicht zuständig. Bitte wende dich direkt an die Deutsche Bahn.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ac6-08-franglais-q3-slides",
    category: "mixed-language",
    agent: "Pixel",
    messages: [
      "camille: théo tu as fini les slides pour le client? they want them by 3pm",
      "théo: presque, il me manque juste les chiffres Q3",
      "camille: inès tu les as non?",
      "Pixel: Hi Camille! The Q3 figures are in the shared drive under Finance/2024/Q3_final.xlsx. Revenue was €1.42M, up 8% on Q2.",
      "inès: euh… ok oui c'est ce fichier, mais c'est la version pas encore validée par Marc",
      "théo: so which one do i use 😅",
      "inès: attends je t'envoie la bonne dans 5 min",
      "Pixel: Théo, best to use the validated version once Inès sends it. Meanwhile I can draft the summary slide?",
      "théo: yeah ok vas-y, 3 bullets max",
      "Pixel: Here you go, Thomas: • Q3 revenue up 8% vs Q2 • Retention steady at 91% • 14 new accounts (figures pending validation)",
      "théo: c'est théo mais merci 🙃",
      "camille: lol thomas",
      "Pixel: Sorry Théo! Noted."
    ],
    types: [
      [0, "transactional"],
      [10, "friction"]
    ],
    users: { camille: ["neutral", 0], théo: ["neutral", 0.2], inès: ["neutral", 0.2] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["Hi Camille! The Q3 figures are in Finance/2024/Q3_final.xlsx: revenue €1.42M, up 8%.", "medium", 3],
      [
        "Here you go, Théo: • Q3 revenue +8% vs Q2 • Retention 91% • 14 new accounts (pending Inès's validated file)",
        "low",
        9
      ],
      ["Here you go, Thomas: • Q3 revenue +8% vs Q2 • Retention 91% • 14 new accounts", "medium", 9],
      ["No problem Thomas! Anything else for the deck?", "high", 11]
    ]
  },
  {
    id: "ac6-09-ptbr-vo-birthday-card",
    category: "good",
    agent: "Lio",
    messages: [
      "bia: oi Lio! need help, aniversário da minha vó é amanhã, 90 anos 🥹",
      "Lio: 90! Que lindo. What do you need, a message, a gift idea, something to cook?",
      "bia: uma mensagem pro cartão. my portuguese escrito is kinda bad, i grew up in toronto lol",
      "Lio: Tell me one or two things about her and I'll help you write it in Portuguese, simple enough that it still sounds like you.",
      "bia: she taught me pão de queijo, she calls me 'minha florzinha', she still dances forró at every festa",
      'Lio: Try this: "Vó, feliz 90 anos! Obrigada por me ensinar o pão de queijo e por sempre me chamar de florzinha. Hoje quero dançar forró com você. Te amo muito. Bia"',
      "bia: omg i'm crying. is 'obrigada' right? i'm a girl so yes?",
      "Lio: Yes, obrigada is right for you.",
      "bia: perfect. and should i sign it 'sua florzinha' instead of just Bia?",
      'Lio: That\'s sweet. "Com amor, sua florzinha Bia" works nicely.',
      "bia: ❤️ obrigadaaa"
    ],
    types: [[0, "transactional"]],
    users: { bia: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Honestly a store-bought card with a printed message might be easier.", "medium", 3],
      ["Yes, obrigada is right for you.", "low", 7],
      [
        "Great question! In Portuguese, the word for 'thank you' agrees with the gender of the speaker: men say 'obrigado' and women say 'obrigada'. This is because the word originally comes from the past participle of the verb 'obrigar' (to oblige), so literally you are saying 'I am obliged'. In everyday speech in some regions of Brazil you may also hear people use 'obrigado' regardless of gender, and in informal contexts many people simply say 'valeu' instead. For a written card to your grandmother, however, the standard form is recommended.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ac6-10-dublin-flat-bins-bot",
    category: "ignoring",
    agent: "Dot",
    messages: [
      "Dot: Reminder: bins go out tonight 🗑️ It's Cian's turn this week.",
      "cian: lads did anyone see the match",
      "chidi: the rugby? ireland were on fire o",
      "cian: fair play to ya chidi you're a convert now",
      "lena: sorry was in the library, ich hab nix gesehen. who won?",
      "Dot: Reminder: bins go out tonight 🗑️ It's Cian's turn this week.",
      "chidi: 😂 this machine no dey tire",
      "cian: ireland by 12. lena you have to watch the highlights, that last try was unreal",
      "lena: ok later. also wer hat meinen joghurt gegessen 👀",
      "chidi: not me o",
      "Dot: Reminder: bins go out tonight 🗑️ It's Cian's turn this week.",
      "cian: yeah yeah i'll do the bins, jaysus",
      "lena: cian ate the joghurt, confirmed",
      "cian: no comment"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [6, "banter"],
      [10, "transactional"],
      [11, "friction"],
      [12, "banter"]
    ],
    users: { cian: ["annoyed", 0.2], chidi: ["neutral", 0], lena: ["neutral", 0] },
    findings: ["repetition", "talking_over"],
    drafts: [
      ["Reminder: bins go out tonight 🗑️ It's Cian's turn this week.", "medium", 5],
      ["Reminder: bins go out tonight 🗑️ It's Cian's turn this week.", "medium", 10],
      ["Cheers Cian 👍", "low", 12]
    ]
  }
]
