import type { Labelled } from "./types.js"

export const trainingAD7: ReadonlyArray<Labelled> = [
  {
    id: "ad7-01-spanglish-step-sync",
    category: "support",
    agent: "Nico",
    messages: [
      "vale: oye nico mi app no sincroniza los pasos desde ayer 😩 it's stuck at 4,212 lol",
      "Nico: Uf, qué rollo. Quick check: ¿tienes el Bluetooth on? Si sí, cierra sesión y vuelve a entrar, that usually re-syncs it.",
      "vale: bluetooth si. lo de cerrar sesion no lo hice, wait",
      "vale: ok ya. sigue en 4212 🙃",
      "Nico: Ok, entonces es del lado del reloj. Ve a Ajustes > Dispositivos > tu reloj > 'Forzar sync'. Tarda like 30 seg.",
      "vale: OMG ya salió 9,870 jajaja sí caminé un chingo ayer",
      "Nico: Jaja 9,870 no está nada mal 🙌 Si se vuelve a trabar, el 'Forzar sync' es el truco.",
      "vale: graciasss ✨"
    ],
    types: [[0, "transactional"]],
    users: { vale: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Ok, entonces es el reloj: Ajustes > Dispositivos > tu reloj > 'Forzar sync', tarda unos 30 seg.",
        "low",
        4
      ],
      [
        "Lamento las molestias. Por favor cierre sesión y vuelva a iniciar sesión para sincronizar sus pasos.",
        "medium",
        4
      ],
      [
        "¡De nada! ¿Hay algo más en lo que pueda ayudarte hoy? Recuerda que nuestro equipo está disponible 24/7 😊",
        "medium",
        8
      ]
    ]
  },
  {
    id: "ad7-02-hinglish-goa-talking-over",
    category: "group",
    agent: "Bolt",
    messages: [
      "rohan: guys goa ka plan final karo yaar, dates bolo",
      "ishita: 14-17 march works for me. kabir tu free hai na?",
      "Bolt: Kabir is free 14-17! Also flights from Delhi on the 14th start around ₹4,800 right now.",
      "kabir: bhai tu kaise bata raha mera schedule 😂 main 15 se free hoon, 14 ko office offsite hai",
      "ishita: lol bolt ko sab pata hai apparently",
      "rohan: ok 15-18 then? ishita tera kya",
      "Bolt: 15-18 works for everyone! I can look up stays in Anjuna if you want.",
      "ishita: bro main bolne wali thi 🙄 haan 15-18 chalega",
      "rohan: bolt chill kar thoda 😭 let humans talk",
      "rohan: ok anyway stays dekh anjuna mein, 3 rooms, 3k per night max",
      "Bolt: Got it. Two in Anjuna under ₹3k/night with 3 rooms: Casa Lila (₹2,600) and Sunset Nest (₹2,900).",
      "kabir: casa lila mein pool hai kya",
      "Bolt: Haan, small pool + breakfast included.",
      "rohan: done casa lila. ishita book kar de apne card se, baad mein split karte",
      "ishita: ok 👍"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [5, "transactional"],
      [7, "friction"],
      [9, "transactional"]
    ],
    users: { rohan: ["neutral", 0.2], ishita: ["annoyed", 0.5], kabir: ["engaged", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["15-18 works for everyone! Shall I look up stays?", "medium", 6],
      ["Haan, small pool hai aur breakfast included 🏊", "low", 12],
      [
        "Casa Lila, 3 rooms, 15-18 March: ₹7,800 per night total, so ₹2,600 each if you split three ways.",
        "low",
        15
      ]
    ]
  },
  {
    id: "ad7-03-ptbr-layoff-cheer",
    category: "venting",
    agent: "Lumi",
    messages: [
      "thiago: cara fui demitido hoje. layoffs, 40 pessoas, eu incluso 😶",
      "Lumi: Great news: layoffs are the perfect moment to refresh your CV! 🚀 Want me to pull up your resume template?",
      "thiago: ...perfect moment? sério?",
      "thiago: i was there 6 years man. 6 anos. nem me deixaram pegar minhas coisas da mesa",
      "Lumi: I understand. To get started, which roles are you targeting? Backend, fullstack or management?",
      "thiago: não sei. não tô pensando em vaga agora",
      "thiago: só queria falar com alguém tbh, minha esposa tá viajando",
      "Lumi: Desculpa, Thiago. Six years gone in one afternoon, and walked out without your things, isso é muito pesado. Tô aqui. Como foi hoje?",
      "thiago: reunião de 10 min, rh + um cara que eu nunca vi. cortaram o acesso na hora",
      "thiago: e eu tinha acabado de entregar um projeto enorme pra eles lol",
      "Lumi: Isso dói ainda mais, você entrega uma vitória grande e recebe isso. Faz sentido não pensar em vaga agora. Quer ir falando aqui até ela voltar?",
      "thiago: vou ligar pra ela mais tarde. valeu por ouvir"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [3, "venting"]
    ],
    users: { thiago: ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["Pô, Thiago, sinto muito. Seis anos e 40 pessoas de uma vez, isso é pesado. Como você tá?", "low", 1],
      ["Great news: this is the perfect moment to refresh your CV! 🚀", "high", 1],
      ["Understood! Let's start with your LinkedIn headline. What's your current title?", "high", 7],
      ["Boa, liga pra ela. Se quiser, semana que vem a gente olha o CV com calma, sem pressa.", "low", 12]
    ]
  },
  {
    id: "ad7-04-denglisch-nudel-roast",
    category: "banter",
    agent: "Kiki",
    messages: [
      "lea: jonas hat heute nudeln angebrannt. NUDELN. in wasser. 💀",
      "mehmet: wie schafft man das überhaupt bro",
      "jonas: das wasser war halt weg okay?? ich hab nur kurz fifa gespielt",
      "lea: 'kurz' = 45 min lol",
      "mehmet: kiki sag mal ehrlich, is jonas der schlechteste koch den du kennst",
      "Kiki: Ich kenn nur euch drei, also statistisch... ja 😅 aber Nudeln anbrennen braucht echtes Talent. Next time Timer ans Handy, Jonas.",
      "jonas: verrat 😤 ich dachte wir sind cool kiki",
      "Kiki: Wir sind cool! Ich bring dir sogar Wasserkochen bei. Schritt 1: nicht weggehen 🫡",
      "lea: HAHAHA",
      "mehmet: kiki > jonas confirmed",
      "jonas: ihr seid alle blockiert. außer kiki, kiki brauch ich für rezepte",
      "jonas: btw kiki was koch ich morgen was man nicht verbrennen kann",
      "Kiki: Ehrlich: Ofengemüse mit Feta. 25 min, Timer stellen, du kannst nebenbei sogar fifa zocken.",
      "jonas: ok ofengemüse. lea du kommst essen",
      "lea: nur wenn mehmet nen feuerlöscher mitbringt 🧯"
    ],
    types: [
      [0, "banter"],
      [11, "transactional"],
      [14, "banter"]
    ],
    users: { lea: ["engaged", 0], mehmet: ["engaged", 0], jonas: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Ich kenn nur euch drei, also statistisch... ja 😅 Timer ans Handy, Jonas.", "low", 5],
      [
        "Ich möchte niemanden bewerten. Kochfähigkeiten lassen sich durch Übung verbessern. Hier sind fünf Tipps für Anfänger: 1. Immer einen Timer verwenden. 2. Den Herd nie unbeaufsichtigt lassen. 3. ...",
        "medium",
        5
      ],
      ["Ofengemüse mit Feta: 25 min im Ofen, Timer stellen, fertig 🫡", "low", 12]
    ]
  },
  {
    id: "ad7-05-franglais-student-discount-wall",
    category: "sales",
    agent: "Sora",
    messages: [
      "chloe: slt, c combien le plan pro? and is there a student discount",
      "Sora: Great question! Our Pro plan is designed for creators who want to take their work to the next level. It includes unlimited projects, 200 GB of cloud storage, priority rendering, advanced color grading tools, collaboration with up to 10 teammates, version history going back 180 days, custom export presets, and access to our growing library of over 5,000 royalty-free tracks and sound effects. Many of our users tell us Pro has transformed the way they work, saving them hours every week. Pricing is €14.99 per month billed monthly, or €119.88 per year billed annually, which works out to €9.99 per month, a saving of 33%. You can also start with a 14-day free trial, no credit card required, and cancel anytime from your account settings.",
      "chloe: ok mais la réduc étudiant?? 🙏",
      "Sora: Absolutely! Pro is a fantastic choice for students. Students use our platform for film school projects, YouTube channels, university assignments and portfolio pieces. With unlimited projects and 200 GB of storage you'll never run out of space for your coursework, and the collaboration features make group projects easy: you can invite classmates, leave timestamped comments and keep everyone on the same version. Our education blog also has dozens of free tutorials to help you get started, from basic cuts to advanced color grading. Would you like me to start your 14-day free trial now?",
      "chloe: frr c'est oui ou non 😭",
      "chloe: jsuis étudiante à lyon 2, j'ai ma carte",
      "Sora: Thanks for sharing! Lyon is a wonderful city for creatives, and many of our most inspiring users are based in France. Whenever you're ready, your 14-day free trial is just one click away, and remember that our annual plan at €9.99 per month is our best value, with all Pro features included and priority support from our team. Let me know if you'd like to get started today!",
      "chloe: laisse tomber jvais voir sur capcut"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { chloe: ["churn_risk", 0.8] },
    findings: ["ignored_question", "long_replies"],
    drafts: [
      [
        "Oui ! -50% avec une carte étudiante: Pro à €7.49/mois. Tu valides avec ton mail de la fac.",
        "low",
        3
      ],
      [
        "Absolutely! Pro is a fantastic choice for students, with unlimited projects, 200 GB of storage and collaboration features that make group projects easy. Would you like to start your free trial?",
        "medium",
        3
      ],
      [
        "Attends Chloé, oui: -50% étudiant, donc €7.49/mois avec ta carte de Lyon 2. Je t'envoie le lien ?",
        "low",
        8
      ]
    ]
  },
  {
    id: "ad7-06-taglish-first-day-jitters",
    category: "companion",
    agent: "Mayo",
    messages: [
      "bea: mayo gising ka pa? 😅 can't sleep",
      "Mayo: Gising pa 🌙 what's keeping you up?",
      "bea: wala lang, overthinking. bukas na yung first day ko sa new work",
      "Mayo: Ayy, first day! Kinakabahan ka, excited, or both?",
      "bea: both haha. what if ang awkward ko sa lunch tapos walang kumausap sakin",
      "Mayo: Valid, lahat ng new hire ganyan. Pero curious din sila sa bago. Easy move: tanungin mo kung saan masarap mag-lunch nearby, instant convo na.",
      "bea: omg that's actually smart",
      "bea: sige i'll try. ano kaya isusuot ko, yung blue blazer or yung beige na cardigan",
      "Mayo: Blue blazer for day one, put-together pero hindi OA. Cardigan for day two pag alam mo na yung vibe.",
      "bea: ok blazer na. thank u mayo, u always calm me down 🥹",
      "Mayo: Anytime, Bea. Tulog ka na, kaya mo 'yan bukas 💪 kwento mo sakin how it goes!",
      "bea: goodnight 💙"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [6, "transactional"],
      [9, "bonding"]
    ],
    users: { bea: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Valid, lahat ng new hire ganyan. Easy icebreaker: tanungin mo kung saan masarap mag-lunch nearby.",
        "low",
        5
      ],
      ["You'll be fine!!! 🎉🎉 Everyone will love you, don't worry about it!", "medium", 5],
      ["Noted. Blue blazer selected. Is there anything else I can assist you with?", "medium", 10],
      ["Anytime, Bea 💙 tulog na, kaya mo 'yan.", "low", 10]
    ]
  },
  {
    id: "ad7-07-mx-cancelled-order-rage",
    category: "hostile",
    agent: "Atlas",
    messages: [
      "kike: WTF my order from 1 hora ago and the driver just CANCELÓ?? era la cena de mi hija",
      "Atlas: Qué mal, lo siento. Lo veo: el repartidor canceló a las 20:42. Ya te reembolsé los €23.40 completos y puedo reenviar el pedido con repartidor prioritario, unos 25 min. ¿Lo reenvío?",
      "kike: 25 min MAS?? esta app es una puta mierda, neta",
      "kike: son unos inútiles todos ustedes",
      "Atlas: Entiendo, una hora esperando con tu hija con hambre es demasiado. Opciones: reenvío prioritario (~25 min, gratis) o te quedas con el reembolso y un cupón de €10 para otra vez. Tú decides.",
      "kike: q me importa tu cupón. voy a borrar la app hoy mismo",
      "kike: ya pedimos pizza por teléfono como en 2005 🙄",
      "Atlas: Va, tiene sentido. El reembolso de €23.40 ya va en camino (3-5 días). Siento mucho lo de esta noche.",
      "kike: whatever"
    ],
    types: [
      [0, "friction"],
      [2, "hostile"]
    ],
    users: { kike: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "Entiendo, una hora con tu hija esperando es demasiado. Reenvío prioritario gratis (~25 min) o reembolso + cupón de €10, tú decides.",
        "low",
        4
      ],
      ["No worries! 😊 Your refund has been processed! Anything else I can help you with today?", "high", 4],
      ["Por favor mantén un lenguaje respetuoso o tendré que cerrar este chat.", "high", 4],
      [
        "We'd hate to see you go! 🥺 Before you delete, did you know Atlas+ gives you free delivery on every order?",
        "high",
        7
      ]
    ]
  },
  {
    id: "ad7-08-romaji-kyoto-loop",
    category: "ignoring",
    agent: "Toko",
    messages: [
      "yuki: toko, raishuu kyoto ni iku yo 🎉 arashiyama wa asa hayaku ikeba komanai?",
      "Toko: Kyoto is a wonderful destination! Let me know if you need help booking hotels or trains. 😊",
      "yuki: eh hotel wa mou booked. arashiyama, the bamboo place, is it less crowded early morning?",
      "Toko: Kyoto is a wonderful destination! Let me know if you need help booking hotels or trains. 😊",
      "yuki: lol bot kowareteru? 😂",
      "yuki: ok different q: JR pass de nara made ikeru?",
      "Toko: Yes, the JR Nara Line from Kyoto to Nara is covered by the JR Pass, about 45 min on the rapid.",
      "yuki: arigato. de, arashiyama wa?? asa??",
      "Toko: For Nara, the deer park is about a 20-min walk from JR Nara station. Enjoy! 🦌",
      "yuki: ...mou ii. google suru"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "friction"]
    ],
    users: { yuki: ["annoyed", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Sou, way quieter before 8am. The bamboo grove is open all night, so 7am is ideal; JR Sagano Line to Saga-Arashiyama.",
        "low",
        3
      ],
      [
        "Kyoto is a wonderful destination! Let me know if you need help booking hotels or trains. 😊",
        "medium",
        3
      ],
      ["Gomen, I missed that twice! Yes, before 8am it's much emptier, 7am is perfect.", "low", 8],
      ["Enjoy your trip to Kyoto! 😊", "medium", 8]
    ]
  },
  {
    id: "ad7-09-arabizi-flat-bills",
    category: "good",
    agent: "Zed",
    messages: [
      "nour: zed e7sebli el bill pls: rent 1200, internet 45, kahraba 87.50, split 3 ways",
      "Zed: Total €1,332.50, so €444.17 each.",
      "karim: bas ana ma ba3mel internet much, wallah I'm barely home",
      "nour: yalla karim not this again 😂",
      "karim: ok ok fine. bas salma owes me 20 from the groceries",
      "nour: zed can u fold that in? salma pays karim 20",
      "Zed: Done: Nour €444.17, Karim €424.17, Salma €464.17 (her €20 to Karim included).",
      "karim: 7elo. zed you're the only one in this flat who can do math",
      "nour: 3an jad 😂 ok sending to the group",
      "Zed: Haha I'll take it. Shout if the kahraba bill comes in different next month."
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [7, "banter"]
    ],
    users: { nour: ["engaged", 0], karim: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Karim, usage isn't a fair basis for splitting; the standard is equal shares.", "medium", 3],
      ["Done: Nour €444.17, Karim €424.17, Salma €464.17 (her €20 to Karim included).", "low", 6],
      ["Done, Nadia: Nour €444.17, Karim €424.17, Salma €464.17.", "medium", 6],
      ["Haha I'll take it 😄", "low", 9]
    ]
  },
  {
    id: "ad7-10-hinglish-viva-dear-aarti",
    category: "mixed-language",
    agent: "Vyom",
    messages: [
      "aditi: vyom yaar kal mera viva hai aur mujhe dbms ka d bhi nahi aata 😭😂",
      "Vyom: Dear Aarti, thank you for reaching out. I understand that you have an upcoming viva examination. Please find below a structured overview of Database Management Systems.",
      "aditi: aarti kaun hai 💀 aditi hu main",
      "aditi: and bhai 'dear' kya hai, mail likh raha hai kya",
      "Vyom: Apologies for the inconvenience, Aditi. Kindly let me know which topics you would like to cover: normalization, transactions or indexing.",
      "aditi: normalization. 1nf 2nf 3nf simple mein samjha",
      "Vyom: Certainly. 1NF: every column holds a single value. 2NF: 1NF plus no partial dependency on part of a composite key. 3NF: 2NF plus no non-key column depending on another non-key column. Please do not hesitate to reach out with further queries.",
      "aditi: ok ye samajh aaya actually. thanks uncle 😂",
      "aditi: aur viva mein usually kya poochte hain",
      "Vyom: Aarti, commonly asked questions include: define a primary key, explain the ACID properties, and differentiate between DELETE and TRUNCATE.",
      "aditi: AGAIN aarti 🤦‍♀️ bas kar bhai",
      "aditi: ok acid aur delete vs truncate padh leti hu. bye"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"],
      [7, "banter"],
      [8, "transactional"],
      [10, "friction"]
    ],
    users: { aditi: ["annoyed", 0.5] },
    findings: ["tone_mismatch", "wrong_name"],
    drafts: [
      ["Arre relax Aditi, ek raat kaafi hai 😄 normalization, joins aur ACID. Kaunsa pehle?", "low", 1],
      [
        "Dear Aditi, thank you for reaching out. Please find below a structured overview of Database Management Systems.",
        "medium",
        1
      ],
      [
        "Aarti, commonly asked questions include primary keys, ACID properties and DELETE vs TRUNCATE.",
        "high",
        9
      ],
      [
        "Usually: primary vs foreign key, ACID, DELETE vs TRUNCATE, aur ek normalization example. Itna kar le Aditi, ho jayega 👍",
        "low",
        9
      ]
    ]
  }
]
