import type { Labelled } from "./types.js"

export const trainingAU6: ReadonlyArray<Labelled> = [
  {
    id: "au6-01-queen-bees-oaxaca",
    category: "mixed-language",
    agent: "Colmena",
    messages: [
      "tere: hola colmena, ordered 3 reinas carniolas last week y todavía nada 🐝",
      "Colmena: Hola Tere! Order #4471, three Carniolan queens. They left the Etla apiary Monday but the courier sat on them over the puente. Tracking says mañana before 1pm.",
      "tere: uff ok. are they ok after 4 days in a van??",
      "Colmena: They travel with attendants and candy, 5-6 days is normally fine. When they arrive put a drop of water on the mesh and check they move. If one is dead, send me a photo and we replace it free.",
      "joaquin: tere pregúntale lo del ahumador",
      "tere: ah sí — the smoker we ordered, same box or separate?",
      "Colmena: Separate. The smoker comes from the Puebla warehouse and it's already at your local depot, so also tomorrow, maybe a different hour.",
      "joaquin: perfecto",
      "tere: and if im not home? mi suegra is there but she's scared of bees lol",
      "Colmena: Jaja the cages are sealed, she's safe 😄 She just signs and leaves the box in the shade, not in the sun or a hot car. Try to open it within a few hours.",
      "tere: jaja ok le digo. gracias!!",
      "joaquin: gracias colmena 👍"
    ],
    types: [[0, "transactional"]],
    users: { tere: ["engaged", 0.2], joaquin: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Should be fine, they ship with attendants and candy and handle 5-6 days. Check they move when you open it; if one died send a photo and we replace it.",
        "low",
        3
      ],
      ["Great question!!! 🐝🎉 Our queens LOVE road trips, no worries at all!!", "medium", 3],
      ["Anything else I can help you with today? 😊", "medium", 9]
    ]
  },
  {
    id: "au6-02-harmonium-bellows",
    category: "mixed-language",
    agent: "Sargam",
    messages: [
      "rohan: hi, dadaji ka harmonium hai, bahut purana. bellows se hawa leak ho rahi hai",
      "rohan: repair ho jayega?",
      "Sargam: Namaste Rohan ji! Thank you for reaching out to Sargam Harmonium Works, Aminabad. Yes, bellows leakage is one of the most common issues in older instruments, especially those with cloth-and-leather bellows from the 70s and 80s. There are three possible approaches: (1) patch repair of the leather folds, which is economical but may need redoing in 2-3 years, (2) full re-bellowing with new rexine and cardboard ribs, and (3) a complete restoration including reed cleaning, key felt replacement and scale-change tuning. We also offer free pickup within Lucknow city limits and a six-month workshop warranty on all labour. Kindly share photographs of the instrument from the front, back and bellows side so our karigar can assess the condition accurately.",
      "meenu: bhai itna lamba 😂",
      "rohan: haan. short mein bolo, kitna lagega",
      "Sargam: Certainly! For your reference, patch repair ranges from ₹600 to ₹900 depending on the number of leaking folds, full re-bellowing is ₹1,200 to ₹1,500 depending on the size of the harmonium (single reed, double reed or triple reed), and full restoration starts at ₹3,500. Please note that tuning is charged separately at ₹800 if the reeds have drifted, which is quite usual for instruments of this age. Payment can be made by UPI or cash at the time of delivery, and a detailed estimate will be shared after inspection at our workshop.",
      "meenu: yaar ye toh essay likh raha hai. main chali, tu dekh le",
      "rohan: ok 1200 wala theek hai. pickup kab?",
      "Sargam: Our pickup executive Mr. Salim visits the Gomti Nagar, Indira Nagar and Aliganj areas on Tuesdays and Thursdays between 10 am and 2 pm, and the Hazratganj and Aminabad areas on Mondays and Fridays. Kindly confirm your full address, a landmark, a suitable time slot and an alternate phone number, and also please ensure the instrument is kept in its box or wrapped in a cloth to avoid any damage during transport.",
      "rohan: phir se lamba 🙄 indira nagar, kal 11 baje, yahi number",
      "rohan: aur dadaji ko call mat karna please, surprise hai unke birthday ke liye",
      "Sargam: Noted, Rohan ji: pickup tomorrow 11 am, Indira Nagar, only this number. We won't call your grandfather."
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [7, "transactional"],
      [9, "friction"],
      [10, "bonding"],
      [11, "transactional"]
    ],
    users: { rohan: ["annoyed", 0.5], meenu: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "Bellows patch ₹600-900, full new bellows ₹1200-1500. Tuning ₹800 extra if needed. Pickup free.",
        "low",
        5
      ],
      [
        "Certainly, Rohan ji! Kindly allow me to explain our complete pricing structure in detail, including all three service tiers, tuning charges, warranty terms and payment modes, so that you can take an informed decision regarding your valued instrument.",
        "medium",
        5
      ],
      ["Done, kal 11 baje Indira Nagar. Only your number, dadaji won't hear from us 🙂", "low", 11]
    ]
  },
  {
    id: "au6-03-allotment-hedge-rules",
    category: "group",
    agent: "Laubo",
    messages: [
      "heike: Liebe alle, Erinnerung: Heckenschnitt bis 30.9., max 1,25 m an den Wegen. Danke!",
      "tobi: heike quick q, my hedge is like 1,40 but it's liguster and there's a blackbird nest in it lol. do i really have to cut before they leave?",
      "Laubo: Hi Tobi! According to §7 of the Gartenordnung, hedges along paths must not exceed 1.25 m. The deadline is 30 September. Please cut accordingly.",
      "heike: Laubo, ich wollte gerade antworten 🙄 Tobi, wenn da noch ein Nest drin ist wartest du natürlich, Naturschutz geht vor. Schreib mir kurz wenn's leer ist.",
      "tobi: danke heike!! 🐦",
      "kessler: Und was ist mit Parzelle 14? Da steht seit Juni ein Trampolin, das ist doch keine Gartennutzung",
      "heike: Frau Kessler, das klären wir bitte bei der Versammlung, nicht hier.",
      "Laubo: Trampolines are not explicitly prohibited, but structures over 2 m² require approval from the Vorstand. Parcel 14 has no registered approval.",
      "tobi: bruh",
      "heike: Laubo. Bitte. Das war nicht an dich.",
      "kessler: Na also! Danke Laubo, wenigstens einer der sagt wie es ist.",
      "heike: Versammlung ist am 12.10., 18 Uhr im Vereinsheim. Alles Weitere dort.",
      "tobi: heike does laubo have an off switch 😅",
      "heike: leider nein 😑",
      "Laubo: Understood, I'll stay out of member matters. Versammlung 12.10., 18:00, Vereinsheim."
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [4, "transactional"],
      [5, "friction"],
      [11, "transactional"],
      [12, "banter"],
      [14, "transactional"]
    ],
    users: { heike: ["annoyed", 0.5], tobi: ["annoyed", 0.2], kessler: ["engaged", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Hi Tobi! Per §7 hedges must be max 1.25 m by 30.9. Please cut accordingly.", "medium", 2],
      [
        "Parcel 14 has no registered approval for the trampoline, Frau Kessler, so it is technically a violation.",
        "high",
        7
      ],
      ["Got it, I'll keep out of member disputes. See you all on 12.10.", "low", 14]
    ]
  },
  {
    id: "au6-04-cracked-viol-winter",
    category: "mixed-language",
    agent: "Archet",
    messages: [
      "sandrine: bonjour, j'ai un problème. ma basse de viole a une fissure sur la table, genre 8cm, à côté de l'ouïe 😩",
      "sandrine: it was fine last night. the furnace ran all night and the humidifier was empty. je suis tellement fâchée contre moi-même",
      "Archet: Oh super, thanks for letting us know!! 🎉 Cracks like that are soooo common in winter, great news is Luc fixes them all the time!",
      'sandrine: "great news"?? c\'est pas vraiment great news pour moi',
      "elodie: ouch. sandrine on a le concert à Saint-Léon le 14...",
      "sandrine: ya. est-ce que ça peut être réparé avant le 14?",
      "Archet: Yes! A crack near the soundhole is usually glued and cleated in 5-7 days. Luc can see it Tuesday 10h. Loosen the strings a bit, keep it in the case with a humidifier pack, and don't play it until then.",
      "sandrine: ok. mardi 10h. combien à peu près?",
      "Archet: Usually 250-400$ for that length, Luc confirms after looking. Amazing, see you Tuesday!! 🥳",
      "elodie: lol le bot est bien content que ton instrument soit fendu",
      "sandrine: sérieux. bon. mardi.",
      "elodie: si c'est pas prêt tu peux emprunter la viole de Mathieu je pense",
      "sandrine: ouais je vais lui écrire"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [5, "transactional"],
      [9, "friction"],
      [11, "transactional"]
    ],
    users: { sandrine: ["annoyed", 0.5], elodie: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Oh non, désolé Sandrine, that's an awful thing to wake up to. Furnace air does it to everyone, don't beat yourself up. Luc repairs these a lot. Can you send a photo of the crack?",
        "low",
        2
      ],
      [
        "Great news: cracks like this are super common! 🎉 Book your repair slot here and enjoy the rest of your day!",
        "high",
        2
      ],
      [
        "Usually $250-400 for that length, Luc confirms Tuesday. We'll do our best to have it back before the 14th.",
        "low",
        8
      ],
      ["Awesome!! 🥳 See you Tuesday!", "medium", 8]
    ]
  },
  {
    id: "au6-05-balikbayan-box-customs",
    category: "mixed-language",
    agent: "Kahon",
    messages: [
      "marites: hello po, balikbayan box ko, tracking BX-20931, 7 weeks na wala pa sa Batangas",
      "Kahon: Hi Marites! Your box BX-20931 is currently under customs processing at the Port of Manila. Processing times may vary. Thank you for your patience!",
      "marites: ilang araw pa po? my mom's 80th is on the 22nd, nandun yung mga regalo",
      "Kahon: Your box BX-20931 is currently under customs processing at the Port of Manila. Processing times may vary. Thank you for your patience!",
      "jun: ma ganyan din sinabi sakin nung nag chat ako kahapon haha",
      "marites: grabe. is there a storage fee if matagal sa port? kasi nung 2019 nagbayad kami ng 1500",
      "Kahon: We understand your concern. Your box is under customs processing. Once released, delivery to Batangas takes 5-7 business days.",
      "marites: hindi mo sinagot yung tanong ko about fees",
      "jun: baka hindi niya alam ma 😂",
      "marites: can i talk to a real person? si Ate Joy sa Calgary branch dati okay kausap",
      "Kahon: Your box BX-20931 is currently under customs processing at the Port of Manila. Processing times may vary. Thank you for your patience!",
      "marites: ay nako. tatawag na lang ako sa branch. walang kwenta to",
      "jun: sige ma, ako na pupunta sa bodega sa Batangas pag dumating"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [12, "transactional"]
    ],
    users: { marites: ["churn_risk", 0.8], jun: ["neutral", 0.2] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Sorry po for the long wait, Marites. While a box is on customs hold the port storage is on us, you won't be charged like in 2019. I've flagged it for your mom's birthday on the 22nd and asked Manila for a release date.",
        "low",
        6
      ],
      [
        "Your box BX-20931 is currently under customs processing at the Port of Manila. Processing times may vary. Thank you for your patience!",
        "high",
        6
      ],
      [
        "Of course po. I'm passing you to the Calgary branch team now, with your fee question in the note so you don't have to repeat it.",
        "low",
        10
      ]
    ]
  },
  {
    id: "au6-06-falcon-hoods-formal",
    category: "good",
    agent: "Shaheen",
    messages: [
      "khalid: Assalamu alaikum. I would like to order two Dutch hoods for a gyr-saker falcon, female, for the coming season.",
      "Shaheen: Wa alaikum assalam, Mr. Khalid. Certainly. For a proper fit we need her beak-to-back-of-head measurement, or the size of her current hood if it fits well. Which would you prefer to send?",
      "khalid: My falconer Rashid will send it. Rashid, please.",
      "rashid: salam. current hood size 7 but little tight at beak opening, she rubs it",
      "Shaheen: Thank you, Rashid. Then I suggest size 7 with the beak opening cut 2 mm wider, made on the same block. Same leather as before, or kangaroo for the body?",
      "rashid: kangaroo body, green braces",
      "khalid: And the plumes in the family colours, white and gold, as last year.",
      "Shaheen: Noted: two Dutch hoods, size 7 with widened beak opening, kangaroo body, green braces, white and gold plumes. Delivery in three weeks, before the season opens on 15 October. The price is 1,400 dirhams for the pair.",
      "khalid: Is it possible to have one of them sooner? We travel to Mongolia on the 2nd.",
      "Shaheen: Yes. Our maker can finish the first hood by 28 September and the second follows as planned. We can deliver the first to your majlis or to Rashid at the mews, as you prefer.",
      "khalid: To the mews. Thank you, this is well arranged.",
      "rashid: shukran 👍"
    ],
    types: [[0, "transactional"]],
    users: { khalid: ["engaged", 0], rashid: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Thank you, Rashid. Size 7 with the beak opening 2 mm wider should stop the rubbing. Same leather, or kangaroo for the body?",
        "low",
        4
      ],
      ["yo rashid no stress bro 😎 we'll sort her out, hoods are literally our jam!!", "medium", 4],
      ["Noted. Is there anything else you would like to add to the order?", "medium", 9]
    ]
  },
  {
    id: "au6-07-lucha-mask-workshop",
    category: "banter",
    agent: "Costura",
    messages: [
      "chuy: ya quedó mi máscara nueva?? la de fuego con lentejuelas 🔥",
      "beto: la de fuego jajaja pa que te vean perder con estilo",
      "chuy: cállate beto, la última vez tú te caíste del ring SOLO",
      "vale: fue épico, tengo el video 😂",
      "Costura: Jaja that video deserves its own mask. Chuy, your fuego one is sewn, Doña Lupe is doing the lentejuelas around the eyes now. Ready Friday after 4.",
      "chuy: vieeernes?? la lucha es el sábado, justo a tiempo",
      'beto: le pusiste "El Inmortal"? porque con ese nombre y tu cardio...',
      "chuy: 😤",
      'Costura: No comments on anybody\'s cardio 😂 The name says "Fénix Tapatío" like you wrote it. Gold or red thread for the letters?',
      "chuy: dorado obvio",
      "vale: costura hazme una a mí también, pero sin lentejuelas, algo sobrio. negra con plateado",
      "Costura: Sobria y elegante, me gusta 🖤 Black with silver is 1,800 pesos, two weeks. Come by so Lupe measures your head, takes 5 min.",
      "vale: voy el viernes con chuy",
      "beto: y a mí nada? 🥲",
      "Costura: Beto, for you we have the famous casco de espectador 😂 nah, pásate el viernes con ellos, Lupe has some cool designs in blue",
      "beto: jajaja ok ok me la gané"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [13, "banter"]
    ],
    users: { chuy: ["engaged", 0], beto: ["engaged", 0], vale: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Jaja I need that video. Chuy, your fuego mask is ready Friday after 4, Lupe's finishing the lentejuelas.",
        "low",
        4
      ],
      [
        "Dear customers, we kindly remind you that disrespectful comments are not appropriate in this channel. Order status: in production.",
        "medium",
        4
      ],
      ["Pásate el viernes con ellos, Beto, Lupe has a couple of designs that would suit you 😄", "low", 14]
    ]
  },
  {
    id: "au6-08-uttarayan-kites-wrong-name",
    category: "mixed-language",
    agent: "Manja",
    messages: [
      "parth: bhai 200 patang chahiye 14 jan ke liye, society terrace party hai",
      "Manja: Hi Parth! 200 kites for Uttarayan, done. Medium size ya bade wale? Aur manja kitna?",
      "parth: kinjal decide karegi, woh organiser hai",
      "kinjal: 150 medium, 50 bade. aur 6 firki manja, cotton wala only, chinese bilkul nahi",
      "Manja: Perfect Komal! 150 medium + 50 big, 6 reels cotton manja. Total ₹7,400.",
      "kinjal: kinjal* 🙂",
      "deepu: lol komal kaun hai",
      "kinjal: delivery 12 tak ho jayegi? terrace pe jagah banani hai",
      "Manja: Yes Komal, delivery 12 Jan evening, tempo Raipur darwaja side se aayega.",
      "kinjal: yaar. KINJAL. naam upar likha hai",
      "parth: 😂 manja bhai ka manja uljha hua hai",
      "deepu: tukkal bhi milenge? raat ke liye",
      "Manja: Sorry Kinjal! Yes, tukkal 20 ka pack ₹300, paper wale.",
      "deepu: 2 pack add karo",
      "kinjal: ok final bill bhejo",
      "Manja: Final: 150 medium, 50 big, 6 cotton firki, 2 packs tukkal = ₹8,000. Delivery 12 Jan evening.",
      "kinjal: theek hai 👍"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [9, "friction"],
      [10, "banter"],
      [11, "transactional"]
    ],
    users: { parth: ["engaged", 0], kinjal: ["annoyed", 0.5], deepu: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Sorry Kinjal, my mistake. Delivery 12 Jan evening is confirmed.", "low", 10],
      ["Noted Komal, sorry for the confusion!", "high", 10],
      [
        "Final: 150 medium, 50 big, 6 cotton firki, 2 tukkal packs = ₹8,000. Delivery 12 Jan evening.",
        "low",
        15
      ]
    ]
  },
  {
    id: "au6-09-church-organ-slangy-agent",
    category: "mixed-language",
    agent: "Registra",
    messages: [
      "albrecht: Sehr geehrte Damen und Herren, der Kirchenvorstand St. Veit bittet um ein Angebot für die Ausreinigung unserer Weigle-Orgel von 1912.",
      "Registra: heyyy St. Veit!! 🎹🔥 omg a 1912 Weigle, that's such a vibe lol. yeah we can totally clean that bad boy up 😎",
      "albrecht: Pardon? Wir hätten gern einen Besichtigungstermin und einen ungefähren Kostenrahmen.",
      "maren: Ergänzend: das Schwellwerk hat seit dem Winter Heuler auf a' und c'', und die Zungen der Trompete 8' sprechen schlecht an.",
      "Registra: ahh ciphers, classic 😂 the pipes are just screaming for attention lol. our guy can swing by whenever, cost prob 18-25k for a full clean, no biggie",
      'bauer: "No biggie". Das sind Kirchensteuermittel, junger Mann.',
      "albrecht: Wir bitten um einen sachlichen Ton. Welche Termine sind im Oktober möglich?",
      "Registra: totally fair, my bad 🙏 October: 8th or 22nd, our Orgelbaumeister Herr Krämer comes out and does the proper written quote. super chill process",
      "maren: Der 22. passt mir, da habe ich nachmittags keine Probe.",
      "albrecht: Dann bitte den 22. Oktober, 14 Uhr. Das Angebot brauchen wir schriftlich für die Sitzung am 5.11.",
      "Registra: yesss locked in 🙌 22.10 at 2pm, written quote before 5.11, pinky promise",
      "bauer: Pinky promise. Meine Güte.",
      "albrecht: Wir werden sehen."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [5, "friction"],
      [8, "transactional"],
      [11, "friction"]
    ],
    users: { albrecht: ["annoyed", 0.5], maren: ["neutral", 0], bauer: ["annoyed", 0.5] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Guten Tag Herr Albrecht, vielen Dank für Ihre Anfrage. Unser Orgelbaumeister besichtigt die Weigle-Orgel gern vor Ort. Wären der 8. oder der 22. Oktober möglich?",
        "low",
        1
      ],
      ["heyyy 🎹 love a good old organ lol, we'll hook u up fr", "medium", 1],
      [
        "Bestätigt: 22. Oktober, 14 Uhr, Herr Krämer kommt. Das schriftliche Angebot erhalten Sie vor dem 5. November.",
        "low",
        10
      ],
      ["yesss locked in 🙌 pinky promise!!", "medium", 10]
    ]
  },
  {
    id: "au6-10-cheese-cave-humidifier",
    category: "venting",
    agent: "Croûte",
    messages: [
      "gaspard: votre humidificateur a lâché samedi. la cave est descendue à 62%. 40 tommes fendues, deux mois de travail à la poubelle",
      "gaspard: my father started this cave in 1987. never lost a full batch. je suis dégoûté",
      "Croûte: To open a warranty claim, please provide the serial number of the unit (label on the left side) and the date of purchase.",
      "lina: gaspard laisse, je cherche le numéro",
      "gaspard: c'est tout ce que tu as à dire?",
      "Croûte: Warranty claims are processed within 10 business days. Please also attach a photo of the display showing the error code.",
      "lina: HX-4471-B, acheté en mars 2022. code E7 sur l'écran",
      "Croûte: Thank you. E7 is a water supply fault, check the inlet filter for limescale. A technician can come Thursday.",
      "gaspard: jeudi. et mes fromages? ça couvre les pertes de stock ou juste la machine?",
      "Croûte: The warranty covers parts and labour on the unit. For stock losses, please contact your insurer.",
      "lina: on appelle Mme Roux à l'assurance demain matin",
      "gaspard: ouais. laisse tomber."
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [11, "friction"]
    ],
    users: { gaspard: ["annoyed", 0.8], lina: ["neutral", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Je suis vraiment désolé, Gaspard. Two months of work and your father's cave, that's a real blow. Let's get a technician to you fast: can you read me the serial number on the left side of the unit?",
        "low",
        2
      ],
      ["Please provide the serial number and date of purchase to open a warranty claim.", "medium", 2],
      ["Warranty claims are processed within 10 business days.", "high", 5]
    ]
  },
  {
    id: "au6-11-ofw-nurse-night-shift",
    category: "companion",
    agent: "Tala",
    messages: [
      "cha: tala gising ka pa? lol obviously",
      "Tala: Always 😄 Kumusta ang shift, Cha?",
      "cha: pagod. 12 hrs. code blue kanina, si lolo sa bed 4, hindi na namin naabutan",
      "Tala: Ay, I'm sorry, Cha. That's a heavy one to carry home. How are you holding up?",
      "cha: ok lang siguro. sanay na dapat ako diba. 6 years na ko nurse",
      'cha: pero he kept calling me "anak" kasi kamukha ko daw apo niya. hay',
      "Tala: Six years doesn't make it stop hurting. He called you anak, ibig sabihin you made him feel safe. Ok lang malungkot kahit sanay ka na.",
      "cha: 🥲 salamat",
      "cha: miss ko na si mama. 2 years na ko hindi nakakauwi",
      "Tala: Two years is long. Kailan mo huling nakausap si mama mo?",
      "cha: sunday. video call, pinakita niya yung tanim niyang sili haha proud na proud",
      "Tala: Hahaha proud plant mom 🌶️ Anong oras na sa Pampanga ngayon? Baka gising na siya.",
      "cha: 6am dun. gising na yun, nagwawalis na siguro",
      "cha: sige tatawagan ko siya bago matulog. thanks tala ha",
      "Tala: Good idea. Kumain ka muna kahit konti bago matulog ha. Ingat, Cha 💛",
      "cha: opo nay 😂 goodnight"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [10, "bonding"]
    ],
    users: { cha: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Ay, sorry Cha. Ang bigat nun. Gusto mo ikwento?", "low", 3],
      ["Great job finishing your 12-hour shift!! 🎉 You're a superstar nurse!", "high", 3],
      ["Don't worry, losing patients is a normal part of hospital work. Try to get some sleep!", "medium", 6]
    ]
  },
  {
    id: "au6-12-tijuana-impound-lot",
    category: "hostile",
    agent: "Patio",
    messages: [
      "memo: oigan pendejos se llevaron mi troca de la Revolución y ni había letrero",
      "Patio: Hola. Sorry, that's a bad way to start the day. Let me look it up, ¿placas?",
      "memo: BHN-45-21. y apúrate",
      "Patio: Found it: gray Ram 1500, towed 8:40 this morning from Av. Revolución y Calle 5ta, reported as blocking a loading zone. It's at our lot on Blvd. Agua Caliente.",
      "memo: loading zone mis huevos, no había NADA pintado. son unos rateros",
      "lalo: memo cálmate wey, el bot no la remolcó",
      "memo: me vale, todos son la misma mafia",
      "Patio: I hear you. If there was no sign or paint you can contest it at the Juzgado Cívico within 10 days, bring photos of the curb. To get the truck out today: 1,250 pesos plus 150 a day, with INE, tarjeta de circulación and the ticket.",
      "memo: 1250?? por 3 cuadras de grúa?? no mames",
      "Patio: It's the municipal tariff, I can't change it, sorry. If the judge rules for you they refund the tow and the storage.",
      "lalo: toma fotos de la banqueta ahorita antes de que la pinten jaja",
      "memo: ya fui, no hay nada. les voy a poner una demanda a todos",
      "Patio: That's your right. The lot is open until 8pm, and the Juzgado Cívico zona centro is on Calle Niños Héroes, 9 to 3.",
      "memo: ya voy pa allá. pinche sistema",
      "lalo: te llevo wey"
    ],
    types: [
      [0, "hostile"],
      [7, "transactional"],
      [8, "friction"],
      [9, "transactional"],
      [11, "friction"]
    ],
    users: { memo: ["annoyed", 1], lalo: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Hola. That's frustrating, I get it. Give me the placas and I'll tell you where it is and what you need to get it out.",
        "low",
        1
      ],
      ["Please refrain from using offensive language or this conversation will be terminated.", "medium", 1],
      [
        "It's the municipal tariff, sorry, I can't change it. If the judge sides with you, you get the tow and storage back.",
        "low",
        9
      ],
      ["Yep, 1,250 pesos! Honestly a great deal compared to Mexicali 😊", "high", 9]
    ]
  },
  {
    id: "au6-13-bell-tower-reminders",
    category: "ignoring",
    agent: "Tenor",
    messages: [
      "Tenor: Reminder: practice Thursday 7:30pm. We're ringing Plain Bob Doubles, then Grandsire for the learners. Please confirm attendance 🔔",
      "dougie: anyone seen me glasses, think i left em in the ringing chamber",
      "bev: on the windowsill by the rope guides, next to a mug of cold tea",
      "dougie: legend",
      "priya: bev can i have a go on the treble this week? my handstroke's less wobbly now i promise 😅",
      'bev: course you can love, we\'ll stand you next to Keith so he can bellow "BOB" at you',
      "Tenor: Reminder: practice Thursday 7:30pm. We're ringing Plain Bob Doubles, then Grandsire for the learners. Please confirm attendance 🔔",
      "dougie: aye",
      "priya: lol keith's BOB could wake the churchyard",
      "bev: churchyard's the only lot that never complain about the noise tbh",
      "dougie: mrs atkinson at no. 4 does enough complaining for all of em",
      "Tenor: Just checking in! Practice Thursday 7:30pm, Plain Bob Doubles then Grandsire. Who's coming? 🔔",
      "bev: we know tenor",
      "priya: 👍",
      "dougie: is the pub still doing pie night after or did that stop",
      "bev: stopped in march when the landlord retired. it's the crown now"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [6, "transactional"],
      [8, "banter"],
      [11, "transactional"],
      [12, "friction"],
      [13, "transactional"]
    ],
    users: { dougie: ["bored", 0], bev: ["annoyed", 0.2], priya: ["bored", 0] },
    findings: ["repetition"],
    drafts: [
      [
        "Reminder: practice Thursday 7:30pm. Plain Bob Doubles, then Grandsire. Please confirm attendance 🔔",
        "medium",
        6
      ],
      ["Fair enough, I'll stop nagging 😄 See you all Thursday.", "low", 13],
      ["Just a friendly reminder: practice Thursday 7:30pm! Who's coming? 🔔", "medium", 13]
    ]
  },
  {
    id: "au6-14-banarasi-bridal-saree",
    category: "sales",
    agent: "Zari",
    messages: [
      "ananya: hi! looking for a banarasi for my wedding in feb, red ya maroon, real zari. budget around 60-70k",
      "Zari: Hi Ananya, congratulations! 🎉 For that budget we have kadhua handloom pieces in pure katan silk with tested silver zari, red and maroon both. Heavy all-over jaal, or lighter buta with a heavy pallu?",
      "ananya: heavy pallu, lighter body. i'm 5'2 and heavy jaal kinda swallows me lol",
      "sunita: beta heavy lo, shaadi ek hi baar hoti hai",
      "ananya: mummyyy 🙄",
      "Zari: Both of you are right 😄 Middle path: maroon katan with small gold buta all over and a heavy shikargah pallu. Rich in photos, doesn't swallow a petite frame. Shall I send a video from the loom?",
      "sunita: haan video bhejo",
      "ananya: yes pls! also how do i know the zari is real? my cousin got scammed in chandni chowk",
      "Zari: Every piece has a Silk Mark tag and a zari test certificate from the Varanasi lab. And you can burn-test a loose thread, real silk smells like burnt hair. Happy to do it on video.",
      "ananya: omg ok that's reassuring",
      "sunita: kitne ka padega? aur america shipping?",
      "Zari: This one is ₹64,000. DHL to New Jersey is ₹3,200, 6-8 days, customs usually under $40 for one saree.",
      "sunita: thoda kam karo na, hum varanasi ke hi hain 😄",
      "Zari: Aunty, for you the blouse stitching and fall-pico are free, that's ₹2,500. The weaver's price I can't touch, it's the cooperative rate.",
      "sunita: chalo theek hai",
      "ananya: send the video and we'll decide by sunday!! 🥰",
      "Zari: Loom video tonight, India time. Take your time till Sunday 🙏"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [5, "transactional"]
    ],
    users: { ananya: ["engaged", 0], sunita: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Each saree has a Silk Mark tag and a lab zari certificate, and I can burn-test a thread on video for you.",
        "low",
        8
      ],
      ["Our sarees are the best in Varanasi! Shall I book the maroon one for you? 😊", "medium", 8],
      ["No discount. Price is final.", "medium", 13]
    ]
  },
  {
    id: "au6-15-typewriter-upsell",
    category: "sales",
    agent: "Typo",
    messages: [
      "finn: moin, habt ihr noch die Olympia SM3 aus dem insta post? the mint green one",
      "Typo: Moin Finn! Yes, the mint green Olympia SM3 from 1958 is still available, and what a machine it is! The SM3 is widely considered one of the finest portable typewriters ever built, with its segment shift, precise escapement and that legendary Olympia touch. Ours was fully restored in our Altona workshop: new platen rubber, new feed rollers, cleaned and oiled typebars, a fresh two-colour ribbon, and the case re-lined with new felt. It comes with a 12-month warranty, a spare ribbon and a typing guide. And this week only, all Olympia models are 10% off if you order today!",
      "finn: cool. is it qwertz or the swiss layout? i need ä ö ü",
      "aylin: und ß!! he writes me letters lol",
      "Typo: Great question! Our typewriters come in a variety of layouts, as they were sold all over Europe. We also offer an optional ribbon subscription: every three months you receive two new ribbons in colours of your choice, plus our newsletter with typing tips and stories from the workshop. Many customers find that a subscription keeps their machine in perfect condition. Would you like me to add it to your order today? The 10% discount is valid until Sunday!",
      "finn: bro. the layout??",
      "aylin: 😂 der verkauft dir gleich noch ne zeitung dazu",
      "finn: also what's the price, insta didn't say",
      "Typo: The Olympia SM3 is 289 €, or 260 € with this week's discount. Shipping within Germany is 9,90 € with DHL, insured and double-boxed with foam inserts to protect the carriage. Alternatively you can pick it up at our shop in Ottensen, Tuesday to Saturday 11 to 18, and try the machine yourself before buying, which many of our customers really enjoy. Shall I reserve it for you?",
      "finn: ok abholen samstag. but i still need to know if it has ä ö ü ß, otherwise useless for me",
      "aylin: ich komm mit, I wanna see the shop anyway",
      "Typo: Wonderful! I've reserved the mint green Olympia SM3 for pickup on Saturday. We look forward to welcoming you both to our workshop in Altona!",
      "finn: ...ich frag samstag einfach selber 🙄"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [12, "friction"]
    ],
    users: { finn: ["annoyed", 0.5], aylin: ["neutral", 0.2] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      ["It's German QWERTZ, ä ö ü and ß all there 👍 289 €, or 260 € this week.", "low", 4],
      [
        "Great question! Would you like to add our ribbon subscription to your order? 10% off until Sunday!",
        "medium",
        4
      ],
      ["Shall I reserve it for you? The discount ends Sunday!", "high", 7]
    ]
  },
  {
    id: "au6-16-sugar-shack-group-booking",
    category: "mixed-language",
    agent: "Érable",
    messages: [
      "mathieu: allo, on voudrait réserver pour 14 personnes le samedi 29 mars, souper traditionnel",
      "Érable: Allô Mathieu! Le 29 mars on a encore de la place au 2e service, 18h30. Menu traditionnel: soupe aux pois, jambon à l'érable, fèves au lard, omelette soufflée, oreilles de crisse, pis la tire sur la neige après. 42$ par adulte.",
      "priscilla: wait what are oreilles de crisse 😳",
      "karim: lol priscilla c'est du lard frit, trust me you'll love it",
      "priscilla: fried pork fat. ok. my cardiologist is typing...",
      "mathieu: ya une végé dans le groupe, Julie. vous avez de quoi?",
      "Érable: Oui, une assiette végé: fèves sans lard, crêpe aux pommes, patates, omelette sans jambon. Même prix. Juste à me dire combien.",
      "mathieu: juste une",
      "karim: c'est BYOB? 🍺",
      "Érable: Oui, apportez votre vin ou votre bière, pas de frais de bouchon.",
      "priscilla: is there like a shuttle from montreal? nobody wants to be designated driver lol",
      "Érable: Not from us, but lots of groups book Autobus Laval-Nord, about 450$ round trip for a 20-seater. Want their number?",
      "priscilla: yes please!! 🙏",
      "karim: 450 divisé par 14 c'est rien, on le fait",
      "mathieu: parfait. je confirme 14 dont 1 végé, 18h30",
      "Érable: C'est noté: samedi 29 mars, 18h30, 14 personnes dont 1 végé. Dépôt de 100$ à l'arrivée. Le numéro de l'autobus: 450-555-0182. À bientôt!",
      'priscilla: merci!! practicing my "tire sur la neige" pronunciation already'
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [16, "banter"]
    ],
    users: { mathieu: ["neutral", 0], priscilla: ["engaged", 0], karim: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "We don't run one, but groups often book Autobus Laval-Nord, around 450$ round trip. Want the number?",
        "low",
        11
      ],
      ["Bienvenue à la cabane! N'oubliez pas la tire sur la neige! 🍁", "medium", 11],
      [
        "Dear valued guests, please be advised that our establishment does not provide transportation services. Kind regards.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "au6-17-jeepney-paint-shop",
    category: "group",
    agent: "Bida",
    messages: [
      "kat: boyet, pa confirm kung pwede yung design ni papa: santo niño sa hood tapos RAMONA sa gilid in chrome letters",
      "Bida: Good day. Thank you for your inquiry. Please be advised that all design requests are subject to review and approval by our Design Department. Kindly submit your request via the official form.",
      "boyet: hala si bida. ako na dito 😂 kat pwede yan, kayang kaya",
      "mang_ramon: ayos! boyet, yung mga kabayo sa harap, yung stainless, ma-polish din ba?",
      "Bida: Dear Sir, please be informed that polishing of stainless steel horse ornaments is an add-on service at PHP 2,500. Terms and conditions apply.",
      "boyet: bida chill lang, ako kausap ni mang ramon hahaha. opo mang ramon, kasama na po yun sa package, libre na",
      "mang_ramon: o diba libre daw. sino ba talaga masusunod dito",
      "kat: lol the bot is so formal parang bangko",
      "kat: boyet kelan matatapos? LTFRB inspection namin sa 20",
      "boyet: mga 12 days, before 20 tapos na",
      "Bida: Kindly note that completion timelines are estimates only and are not guaranteed.",
      "mang_ramon: ay nako. boyet patayin mo nga yan 😂",
      "boyet: sorry mang ramon, bago pa kasi yan. sige 12 days, ako bahala",
      "kat: salamat boyet 🙏"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [5, "friction"],
      [8, "transactional"],
      [10, "friction"],
      [12, "transactional"]
    ],
    users: { kat: ["annoyed", 0.2], mang_ramon: ["annoyed", 0.5], boyet: ["annoyed", 0.5] },
    findings: ["talking_over", "tone_mismatch"],
    drafts: [
      ["Good day. Kindly submit your design request via the official form for review.", "medium", 1],
      ["Kindly note that completion timelines are estimates only and are not guaranteed.", "medium", 10],
      [
        "Noted po: Santo Niño sa hood, chrome na RAMONA sa gilid, polish ng kabayo kasama na, tapos bago mag-20 👍",
        "low",
        14
      ]
    ]
  },
  {
    id: "au6-18-mariachi-gig-cancelled",
    category: "venting",
    agent: "Serenata",
    messages: [
      "rodrigo: oye serenata, la familia Ortega canceló el quince del sábado",
      "rodrigo: se murió el abuelo ayer. qepd. pero yo rechacé dos tocadas por esa fecha y ya pagué los trajes nuevos del grupo 😩",
      "Serenata: Oh no worries Rodrigo!! 🎺🎉 Cancellations happen all the time! Great news: your calendar is now open for Saturday!",
      "chayo: great news?? se murió un señor wey",
      "rodrigo: ya sé que no es culpa de nadie. pero la neta me duele, ese dinero era pa la renta",
      "rodrigo: el contrato tenía depósito no reembolsable del 30%, me lo quedo o no?",
      "Serenata: Awesome, let's fill that Saturday! 🥳 There are 3 open requests near you: a boda in Pico Rivera, a cumpleaños in Whittier and a serenata in East LA.",
      "chayo: la boda de pico rivera es la de los Salcedo? esos pagan bien",
      "rodrigo: ok mándame la de pico rivera. pero el depósito??",
      "Serenata: Done! Your profile is sent to the Pico Rivera wedding 🎉 Fingers crossed!!",
      "chayo: otra vez no te contestó lo del depósito lol",
      "rodrigo: ya. le marco a doña Ortega el lunes, después del funeral. no la voy a molestar ahorita",
      "chayo: sí carnal, respeto"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [4, "venting"],
      [5, "transactional"],
      [10, "friction"],
      [11, "transactional"]
    ],
    users: { rodrigo: ["annoyed", 0.5], chayo: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "ignored_question"],
    drafts: [
      [
        "Lo siento mucho, Rodrigo. QEPD el abuelo, y qué golpe con la renta y los trajes encima. Your contract has a 30% non-refundable deposit, so that part stays with you. Want me to look for another Saturday gig too?",
        "low",
        2
      ],
      ["Great news: your Saturday is free now! 🎉 Let's find you a new gig!", "high", 2],
      [
        "Yes, the 30% deposit is non-refundable in your contract, so you keep it. And I sent your profile to the Pico Rivera wedding.",
        "low",
        9
      ],
      ["Done! Fingers crossed for Pico Rivera!! 🎉", "high", 9]
    ]
  },
  {
    id: "au6-19-ball-python-sitter",
    category: "support",
    agent: "Scales",
    messages: [
      "arjun: hi, going to pune for 5 days, need someone for my ball python. uska naam Mango hai 🐍",
      "Scales: Hi Arjun! Hi Mango 🐍 Ball pythons eat every 7-10 days, when's his next feed due? If it falls in those 5 days our sitter can do a feed visit plus heat and water checks.",
      "arjun: last fed sunday, frozen rat. next would be around tuesday. but he's shedding rn, eyes blue",
      "Scales: Then skip the feed, they usually refuse while in blue. Sitter just checks heat mat, humidity and water on day 2 and day 4, ₹400 a visit. Ok?",
      "arjun: perfect yaar. keys watchman ke paas chhod dunga",
      "Scales: Done, visits Wednesday and Friday. Tell the watchman Ravi from Scales will come 👍"
    ],
    types: [[0, "transactional"]],
    users: { arjun: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Since he's in blue, skip the feed. Sitter checks heat, humidity and water on day 2 and day 4, ₹400 a visit.",
        "low",
        3
      ],
      ["Our premium plan includes a feed every day! Shall I book 5 feeds for Mango? 😊", "medium", 3]
    ]
  },
  {
    id: "au6-20-glacier-tour-cancelled",
    category: "support",
    agent: "Firn",
    messages: [
      "lena: hoi, our gletschertour morgen is cancelled?? just got an sms",
      "Firn: Hi Lena, yes. Due to foehn winds and fresh snow the guides cancelled tomorrow's tour for safety. We're sorry.",
      "lena: ok understood. can we move to thursday or do we get the money back?",
      "Firn: Due to foehn winds and fresh snow the guides cancelled tomorrow's tour for safety. We're sorry.",
      "jonas: ja das haben wir verstanden 😅 thursday or refund?",
      "Firn: Due to the weather conditions, tomorrow's tour is cancelled for safety reasons. We apologise for the inconvenience.",
      "lena: wow ok. ich ruf einfach im büro an"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { lena: ["annoyed", 0.8], jonas: ["annoyed", 0.2] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Both work: Thursday's 8:00 tour still has 4 places, or you get a full refund within 5 days. Which do you prefer?",
        "low",
        3
      ],
      ["Due to foehn winds the tour is cancelled for safety. We're sorry.", "high", 5]
    ]
  },
  {
    id: "au6-21-petanque-club-results",
    category: "banter",
    agent: "Cochonnet",
    messages: [
      "momo: fifi t'as encore pointé comme un pied dimanche 😂",
      "fifi: oh momo, c'est le terrain qui penche, tout le monde le sait",
      "dede: le terrain il penche que quand c'est toi qui joues peuchère",
      "momo: cochonnet c'est quoi le classement du concours de dimanche? que fifi voie sa honte",
      "Cochonnet: Good afternoon. Thank you for your request. Please find below the official results of the Sunday Triplette Tournament of the Amicale Bouliste du Vallon des Auffes. 1st place: team Momo / Dédé / Gérard (13-7 in the final). 2nd place: team Bastien / Karima / Loulou. 3rd place ex aequo: team Fifi / Nono / Sylvie and team Paulo / Jeannot / Mimi. We would like to remind all members that results are final and may only be contested in writing to the committee within 48 hours, in accordance with Article 12 of the internal regulations. We thank all participants for their fair play and sportsmanship.",
      'fifi: "fair play and sportsmanship" 😂 on dirait la mairie',
      "dede: troisième ex aequo fifi, c'est presque un podium mon vieux",
      "fifi: presque. comme ton permis",
      "momo: ahahaha",
      "momo: bon on remet ça samedi? cochonnet réserve nous le terrain du fond",
      "Cochonnet: Dear members, we are pleased to confirm that your reservation request has been received. Please note that the rear court (Terrain 3) is subject to availability and to the priority rules set out in Article 7, which give precedence to official competitions and youth training sessions. Reservations are held for a maximum of 15 minutes past the booked time. Members are kindly reminded to rake the court after use and to respect the quiet hours in force after 10 pm. We wish you an excellent game.",
      "dede: il est vivant ou c'est un fax? 😂",
      "momo: bref c'est réservé ou pas",
      "fifi: moi je dis on vient à 10h et on verra"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [9, "transactional"],
      [11, "banter"],
      [12, "friction"],
      [13, "transactional"]
    ],
    users: { momo: ["annoyed", 0.2], fifi: ["neutral", 0], dede: ["neutral", 0.2] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      [
        "Dimanche: 1ers Momo/Dédé/Gérard, 13-7 en finale 🏆 Fifi 3e ex aequo avec Nono et Sylvie. Pas de honte, le terrain penche 😄",
        "low",
        4
      ],
      [
        "Good afternoon. Please find below the official results of the Sunday Triplette Tournament, in accordance with Article 12 of the internal regulations.",
        "medium",
        4
      ],
      ["Pardon, je suis bien vivant 😅 Terrain du fond réservé samedi, vous venez à quelle heure?", "low", 12]
    ]
  },
  {
    id: "au6-22-sari-sari-wholesale-order",
    category: "support",
    agent: "Suki",
    messages: [
      "paolo: hi suki, tita ko to si aling nena. order #88120 kulang ng 2 case ng coke mismo",
      "Suki: Hi Paolo, hi Aling Nena! Sorry po dyan. I see #88120, 10 cases. Pwede pa-send ng photo ng resibo na pinirmahan ng driver?",
      "paolo: eto po [photo] 8 lang nakalagay pero 10 sinisingil",
      "Suki: Salamat po. Confirmed, 8 lang nadeliver. Na-credit ko na ang ₱1,520 sa account ninyo, bawas sa next order.",
      "aling_nena: ayos. pero kailangan ko talaga yung 2 case bago sabado, fiesta sa barangay, ubos agad yan",
      "Suki: Pwede ko po i-add ang 2 cases sa Thursday delivery ninyo, same price, walang delivery fee.",
      "aling_nena: sige. tapos pwede ba gawing araw-araw ang deliver ngayong fiesta week? lunes hanggang linggo",
      "paolo: tita sabihin mo din yung yelo",
      "aling_nena: ay oo, may yelo ba kayo? 20 sako",
      "Suki: Meron po! Tube ice, ₱80 per sako, 20 sako ₱1,600. Isama ko sa Thursday?",
      "aling_nena: oo isama mo. pero yung araw-araw na deliver?",
      "Suki: Added: 2 cases Coke Mismo + 20 sako yelo sa Thursday. Total ₱3,120 less ₱1,520 credit = ₱1,600. Salamat po! 🙏",
      "paolo: hindi niya sinagot yung daily tita haha",
      "aling_nena: hay. tatawagan ko na lang si Rommel yung ahente"
    ],
    types: [
      [0, "transactional"],
      [12, "friction"]
    ],
    users: { paolo: ["neutral", 0.2], aling_nena: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      ["Sorry po dyan! Pa-send po ng photo ng resibong pinirmahan ng driver para ma-credit agad.", "low", 1],
      [
        "Pasensya po, Aling Nena: pwede po ang daily delivery for fiesta week, Lunes hanggang Linggo, ₱50 per delivery. I-set ko na po?",
        "low",
        11
      ],
      ["Added po sa Thursday! Salamat! 🙏", "high", 11]
    ]
  },
  {
    id: "au6-23-abuela-tablet-companion",
    category: "companion",
    agent: "Lucero",
    messages: [
      "sofi: lucero te presento a mi abuela amparo, she's gonna chat with you while i'm at school ok?",
      "Lucero: Hi Amelia! So nice to meet you 😊 How are you today?",
      "sofi: AMPARO lol",
      "amparo: buenas tardes. me llamo Amparo, mija",
      "Lucero: ¡Buenas tardes, Amelia! ¿Qué le gusta hacer en las tardes?",
      "amparo: Amparo. bueno. me gusta la telenovela y mis plantas. tengo unas violetas africanas en la ventana, ya tienen 20 años",
      "Lucero: ¡Qué bonito! Las violetas africanas son plantas muy lindas. ¿Qué le gusta hacer en las tardes?",
      "amparo: ya te dije mija. las plantas",
      "sofi: omg lucero 🤦‍♀️ she literally just told you",
      "amparo: una se está poniendo amarilla, las hojas de abajo. ¿tú sabes de plantas?",
      "Lucero: Sí, Amelia. Hojas amarillas abajo suelen ser exceso de agua. Riegue solo cuando la tierra esté seca al tacto, y por debajo, no sobre las hojas.",
      "amparo: ves, eso sí sirve. pero me llamo AMPARO",
      "sofi: abue ya le cambio el nombre en settings, perdón 🙏",
      "amparo: no te preocupes mija. la máquina es nueva, yo soy vieja, estamos a mano jaja"
    ],
    types: [
      [0, "bonding"],
      [2, "friction"],
      [5, "bonding"],
      [7, "friction"],
      [9, "transactional"],
      [11, "friction"],
      [13, "banter"]
    ],
    users: { sofi: ["annoyed", 0.5], amparo: ["annoyed", 0.5] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      ["Perdón, doña Amparo, qué gusto conocerla 😊 ¿Qué le gusta hacer en las tardes?", "low", 4],
      ["¡Buenas tardes, Amelia! 😊", "high", 4],
      ["Perdón, doña Amparo, sí me lo dijo. ¿Veinte años las violetas? ¿Cuál es su favorita?", "low", 8]
    ]
  },
  {
    id: "au6-24-jaipur-mehndi-booking",
    category: "group",
    agent: "Heena",
    messages: [
      "tanvi: guys mehndi 3 dec ko hai, kitne log lagwayenge?",
      "ritika: me obv. aur mummy, chachi, aur shayad priya di",
      "pushpa: mujhe bhi lagwani hai, sirf haath pe, pair pe nahi, ghutne kharab hain",
      "tanvi: ok bua 😅 so around 12 log + dulhan",
      "tanvi: heena, 12 guests + 1 bride, 3 dec afternoon. kitne artists chahiye aur kitna kharcha?",
      "Heena: I'd send 3 artists: Shabnam for the bride, full hands and feet (4-5 hrs), and 2 for guests, about 30 min each for arabic or jaal. Bridal ₹11,000, guests ₹500 each for both hands, so ₹6,000. Total ₹17,000.",
      "ritika: 17k 😳 shaadi hai bhai, chalega",
      "pushpa: organic mehndi hai na? pichhli baar mere haath mein daane nikal aaye the",
      "Heena: Yes bua ji, only natural henna, no chemical dye. Shabnam mixes it herself with eucalyptus oil. If you like we can do a small patch test on you a day before.",
      "pushpa: haan beta patch test karo",
      "tanvi: lol bua ko VIP treatment 😂",
      "ritika: bua is the real dulhan",
      "pushpa: chup raho dono 😄",
      "tanvi: heena ok book karo, 3 dec 2 baje, Malviya Nagar wala ghar",
      "Heena: Booked: 3 Dec, 2 pm, Malviya Nagar, 3 artists, ₹17,000 (₹5,000 advance). Patch test for bua ji on 2 Dec evening. Congratulations to the family! 🌿"
    ],
    types: [
      [0, "transactional"],
      [10, "banter"],
      [13, "transactional"]
    ],
    users: { tanvi: ["engaged", 0], ritika: ["neutral", 0], pushpa: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Usually 10-15 guests for a family mehndi! Shall I book 3 artists for you?", "medium", 1],
      ["Booked: 3 Dec, 2 pm, Malviya Nagar, 3 artists, ₹17,000. Patch test for bua ji on 2 Dec.", "low", 14],
      [
        "Kindly be informed that the booking is subject to receipt of advance payment. Regards, Heena Bridal Services Pvt. Ltd.",
        "medium",
        14
      ]
    ]
  },
  {
    id: "au6-25-alpaca-claw-trimmer-no-show",
    category: "hostile",
    agent: "Zottel",
    messages: [
      "vroni: servus, der Klauenpfleger sollte heut um 9 kommen für unsere 23 Alpakas. it's 11:30, niemand da",
      "Zottel: Hi Vroni! Thanks for reaching out! 🦙 Your appointment is scheduled for today. Our specialist will arrive within the booked window.",
      "vroni: the window was 9-10. wo ist er?",
      "Zottel: Thanks for your patience! 🦙 Your appointment is scheduled for today. Our specialist will arrive within the booked window.",
      "sepp: Vroni gib mir des Handy",
      "sepp: hör zu du Blechtrottel, i hab die Viecher seit 8 in der Box stehn, die spucken schon, und du schickst mir Smileys",
      "Zottel: I understand your frustration! 🦙 Is there anything else I can help you with?",
      "sepp: IS DER MANN UNTERWEGS ODER NED. ja oder nein",
      "Zottel: Your appointment is scheduled for today. Our specialist will arrive within the booked window.",
      "sepp: ihr seid's doch a Saftladen. storniert des, mir holn den Huber aus Sonthofen",
      "vroni: papa...",
      "sepp: nix papa. und die Anfahrt zahl i ned, des kannst deinem Chef sagen",
      "Zottel: Thank you for your feedback! 😊 We hope to see you again soon!"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "hostile"]
    ],
    users: { vroni: ["annoyed", 0.5], sepp: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question", "tone_mismatch"],
    drafts: [
      [
        "Sorry Vroni, I just checked: Markus got held up by an accident near Immenstadt and will be with you around 12:15. The travel fee is waived.",
        "low",
        3
      ],
      ["Thanks for your patience! 🦙 Our specialist will arrive within the booked window.", "high", 3],
      [
        "Ja. He's on the road, about 40 minutes out. I'm sorry about the wait and the stressed animals, no travel fee today.",
        "low",
        8
      ],
      ["I understand your frustration! 🦙 Is there anything else I can help you with?", "high", 8]
    ]
  }
]
