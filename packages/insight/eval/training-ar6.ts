import type { Labelled } from "./types.js"

export const trainingAR6: ReadonlyArray<Labelled> = [
  {
    id: "ar6-01-quince-catering",
    category: "mixed-language",
    agent: "Lupe",
    messages: [
      "marisol: hola! necesito cotizar catering para la quince de mi hija, 120 personas, 14 de junio",
      "Lupe: ¡Hola Marisol! Con gusto. El 14 de junio lo tenemos libre. ¿Buscas buffet o servicio a la mesa?",
      "marisol: buffet. mi suegra quiere mole, mi hija quiere tacos al pastor lol",
      "danny: mom just do both, it's her day 😭",
      "marisol: danny no tenemos presupuesto pa todo mijo",
      "Lupe: Se pueden las dos cosas: el paquete Fiesta trae dos guisados, así que mole y pastor entran juntos. Son $28 por persona, unos $3,360 en total.",
      "danny: see!! told u",
      "marisol: ok eso si me alcanza. incluye tortillas y arroz?",
      "Lupe: Sí, arroz, frijoles, tortillas hechas a mano y salsas. Las aguas frescas van aparte, $1.50 por persona.",
      "danny: horchata is non negotiable",
      "marisol: jaja ok horchata y jamaica. como aparto la fecha?",
      "Lupe: Con un anticipo del 30% ($1,008 + aguas). Te mando el link de pago por aquí y el contrato al correo. ¿A qué correo te lo envío?",
      "marisol: marisol.ibarra77@gmail.com",
      "Lupe: Listo, ya te llegó. Si cambia el número de invitados lo ajustamos hasta 10 días antes.",
      "marisol: mil gracias lupe, super rápido todo 🙏",
      "danny: W catering"
    ],
    types: [
      [0, "transactional"],
      [14, "bonding"]
    ],
    users: { marisol: ["engaged", 0], danny: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Sí, van incluidos arroz, frijoles, tortillas hechas a mano y salsas; las aguas frescas son aparte, $1.50 por persona.",
        "low",
        8
      ],
      [
        "Thank you for your inquiry. Our catering packages include a variety of side dishes. Please consult our website for the full menu.",
        "medium",
        8
      ],
      ["jaja Danny tiene razón, ¡tu suegra y tu hija ganan las dos! 🎉", "medium", 8]
    ]
  },
  {
    id: "ar6-02-fantasy-cricket",
    category: "mixed-language",
    agent: "Ishaan",
    messages: [
      "rohit: bhai captain kisko banau kal ke match me, kohli ya gill",
      "aman: gill obviously, kohli ka form dekha hai? 💀",
      "rohit: abe chup, @Ishaan tu bata",
      "Ishaan: Thank you for your query. Captaincy selection in fantasy cricket should be based on a comprehensive evaluation of several factors, including recent form, venue history, opposition bowling attack and pitch conditions. Virat Kohli has an average of 41.2 at this venue across 14 innings, while Shubman Gill has an average of 38.7 across 9 innings. However, past performance is not indicative of future results. We recommend that you assess your own risk tolerance before finalising your team. Please let me know if you require any further assistance.",
      "aman: 'assess your risk tolerance' 😂😂 ye mutual fund hai kya",
      "rohit: bro bas naam bol de ek",
      "Ishaan: I understand your request for a concise recommendation. Based on the available data, Virat Kohli presents a marginally stronger venue record, whereas Shubman Gill has demonstrated more consistent recent form over the last five matches, averaging 52.4. Both selections are statistically reasonable. The final decision rests with you as the team owner, in accordance with the platform's terms and conditions.",
      "rohit: yaar kitna bolta hai ye",
      "aman: terms and conditions lmaooo",
      "neha: guys deadline 7:30 hai, 10 min bache",
      "rohit: gill le raha hu bas. vc kohli",
      "aman: safe khel raha hai darpok 🐔",
      "rohit: tu apna dekh, teri team me 4 wicketkeeper hai",
      "neha: lol aman sach me?",
      "aman: strategy hai yaar samjhoge nahi"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { rohit: ["annoyed", 0.5], aman: ["annoyed", 0.2], neha: ["neutral", 0] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      ["gill. form me hai bhai, kohli ko vc rakh lo 👍", "low", 6],
      [
        "I understand your request. Both players are statistically reasonable selections, and the final decision rests with you as the team owner.",
        "medium",
        6
      ],
      ["4 keepers is a bold strategy aman, respect 😂", "low", 15]
    ]
  },
  {
    id: "ar6-03-berlin-staging",
    category: "group",
    agent: "Knut",
    messages: [
      "jana: moin, staging ist wieder down 🙃",
      "felix: ja seit 10 uhr, ich schau grad in die logs",
      "jana: @Knut kannst du mir sagen welcher commit zuletzt auf staging deployed wurde?",
      "Knut: Guten Morgen! Staging läuft auf dem Kubernetes-Cluster eu-central-2 mit 3 Nodes.",
      "jana: ok... und der commit?",
      "felix: i think it's the migration from tobi, the one with the new index on orders",
      "jana: felix kannst du schauen ob die migration durchgelaufen ist?",
      "Knut: Migrations are run automatically by the CI pipeline during the deploy step. You can check the status with kubectl logs job/migrate -n staging.",
      "felix: yeah I know, I was literally doing that 🙄",
      "felix: ok it's stuck, lock on the orders table",
      "jana: mist. tobi ist heute im urlaub oder?",
      "felix: jep, bis montag",
      "jana: dann kill den job und rollback, ich sag produkt bescheid",
      "felix: on it",
      "jana: und knut, nochmal: welcher commit ist das?",
      "Knut: The staging environment can be rolled back using helm rollback staging. Let me know if you need anything else!",
      "jana: unglaublich. ok ich schau selbst in argo",
      "felix: rollback done, staging is up ✅",
      "jana: danke dir 🙏"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [9, "transactional"],
      [14, "friction"],
      [17, "transactional"]
    ],
    users: { jana: ["annoyed", 0.5], felix: ["annoyed", 0.2] },
    findings: ["ignored_question", "talking_over"],
    drafts: [
      ["Zuletzt deployed: a41f9c2 von Tobi, 'add index on orders.created_at', heute 09:52.", "low", 3],
      ["Guten Morgen! Staging läuft auf Cluster eu-central-2. Brauchst du sonst noch etwas?", "medium", 3],
      ["Felix, you can also check it with kubectl logs job/migrate -n staging.", "medium", 9],
      [
        "Sorry Jana, hätte ich gleich beantworten sollen: es ist a41f9c2 von Tobi, die Migration mit dem neuen Index auf orders.",
        "low",
        15
      ]
    ]
  },
  {
    id: "ar6-04-montreal-loyer",
    category: "venting",
    agent: "Margaux",
    messages: [
      "chloé: ok je suis à boutte. mon proprio veut augmenter le loyer de 240$ par mois",
      "chloé: like i've been here 6 years, i fixed the bathroom myself, et là il me fait ça",
      "Margaux: Selon le TAL, vous avez un mois après réception de l'avis pour refuser l'augmentation. Voulez-vous un modèle de lettre de refus?",
      "chloé: ...ouais ok. mais honnêtement je sais même pas si j'ai l'énergie de me battre",
      "chloé: i'm so tired. tout coûte cher, mon char est brisé, pis là ça",
      "Margaux: Le modèle de lettre est disponible ici. N'oubliez pas de l'envoyer par courrier recommandé et de conserver une preuve d'envoi.",
      "chloé: wow ok merci robot",
      "samir: hey chlo, i saw your text. ça va?",
      "chloé: non pas vraiment lol. 240 de plus samir",
      "samir: tabarnak. c'est illégal ça non?",
      "Margaux: L'augmentation n'est pas illégale en soi, mais le locataire peut la refuser et c'est alors le TAL qui fixe le montant.",
      "samir: ok good to know. chlo je passe ce soir avec de la bière, on écrit la lettre ensemble",
      "chloé: t'es un ange 🥲"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [7, "venting"],
      [10, "transactional"],
      [11, "bonding"]
    ],
    users: { chloé: ["annoyed", 0.2], samir: ["neutral", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Ouf, six ans et t'as refait la salle de bain toi-même, c'est sûr que ça fait mal. Bonne nouvelle quand même : tu peux refuser, t'as un mois après l'avis. Veux-tu que je t'aide avec la lettre?",
        "low",
        2
      ],
      ["Excellente nouvelle : vous avez le droit de refuser l'augmentation! 😊", "medium", 2],
      ["Si tout coûte cher, vous devriez peut-être revoir votre budget avant de contester.", "high", 5],
      ["N'oubliez pas d'envoyer la lettre par courrier recommandé.", "medium", 5]
    ]
  },
  {
    id: "ar6-05-padala-iloilo",
    category: "support",
    agent: "Tala",
    messages: [
      "joy: hi po, nagpadala ako ng 15k kahapon pa sa nanay ko sa iloilo, hindi pa daw dumating",
      "Tala: Hi Joy! Sorry po sa abala. Pwede po ba makuha ang reference number ng padala?",
      "joy: RX-88321-PH",
      "Tala: Salamat po. Nakita ko na: ready for pickup na siya sa Cebuana branch sa Jaro, pero naka-hold kasi hindi tugma ang middle name sa ID ng nanay mo.",
      "joy: ay grabe. baka Cruz lang nalagay ko 😩 Dela Cruz po talaga middle name nya",
      "Tala: Yun nga po, 'Cruz' lang ang nakalagay. Na-correct ko na, libre lang: Lourdes Dela Cruz Santos na. Pwede na siya mag-claim in about 30 minutes, dalhin lang po yung same ID.",
      "joy: salamat talaga. pambayad ng kuryente pa naman yun, nag-aalala na si nanay",
      "Tala: Naiintindihan ko po, nakakakaba talaga yan lalo na pag bills. Sana ma-claim na niya agad ngayong hapon. 🙏"
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"]
    ],
    users: { joy: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Hi Joy! Pakibigay po ang reference number para ma-check ko kung nasaan na ang padala.", "low", 1],
      [
        "Hello! Thank you for choosing our service! 😊 Transfers usually arrive within 24-48 hours. Have a great day!",
        "medium",
        1
      ],
      ["Ok po. May iba pa po ba kayong concern?", "medium", 7]
    ]
  },
  {
    id: "ar6-06-miami-camry",
    category: "sales",
    agent: "Rafa",
    messages: [
      "ernesto: Buenas tardes. Quisiera información sobre el Camry híbrido 2024 que tienen en el anuncio.",
      "Rafa: yooo what's good papi 🔥🔥 that camry is a BEAST fr, u tryna test drive?",
      "ernesto: Disculpe, ¿con quién hablo? Prefiero que me hable en español, por favor.",
      "Rafa: jaja my bad tío 😎 sí, el camry está bien chévere, ¿quieres venir hoy?",
      "carla: hi, soy la hija de Ernesto. can you just tell us the out-the-door price and the mileage?",
      "Rafa: ofc Carmen!! it's 31,990 + fees, 12k miles, basically brand new no cap 💯",
      "carla: it's Carla.",
      "ernesto: ¿Cuánto son los 'fees'? Necesito el total.",
      "Rafa: dealer fee 899, tag and title like 400ish, so like 33.3k all in 🤙",
      "ernesto: ¿'Como' 33.3? Necesito una cifra exacta por escrito.",
      "carla: dad let me handle it. can you email an itemized quote to carla.mendez@outlook.com",
      "Rafa: bet, sent!! see u guys soon hopefully 🙌",
      "ernesto: Qué falta de seriedad.",
      "carla: yeah honestly we'll probably check the toyota place in doral too"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [6, "friction"],
      [10, "transactional"],
      [12, "friction"]
    ],
    users: { ernesto: ["annoyed", 0.5], carla: ["churn_risk", 0.5] },
    findings: ["tone_mismatch", "wrong_name"],
    drafts: [
      [
        "Buenas tardes, señor. El Camry híbrido 2024 tiene 12,000 millas y está en $31,990 más cargos. ¿Le envío el desglose completo o prefiere agendar una prueba de manejo?",
        "low",
        1
      ],
      ["Sorry Carmen, fees are like 1.3k-ish 🤙", "high", 8],
      [
        "Con gusto, señor: precio $31,990, cargo del concesionario $899, placa y título $412, total $33,301. Le envío la cotización detallada por escrito a Carla ahora mismo.",
        "low",
        10
      ]
    ]
  },
  {
    id: "ar6-07-nani-sangeet",
    category: "mixed-language",
    agent: "Meera",
    messages: [
      "priya: hi meera, we need to postpone the mehendi and sangeet bookings",
      "Meera: Hi Priya! Sure, I can help with that. May I know the new dates?",
      "priya: abhi nahi pata. nani ka kal raat dehant ho gaya 😞",
      "priya: sab kuch hold pe hai, mummy bilkul toot gayi hai",
      "Meera: Oh no! 😊 No worries at all, postponing is super easy! 🎉 Your decorator and mehendi artist bookings are now on hold, and you'll get full credit to use anytime! ✨",
      "arjun: uh. maybe tone it down a bit?",
      "arjun: priya main vendors ko call kar leta hu, tu mummy ke saath reh",
      "priya: thanks bhaiya 🥲",
      "Meera: I'm very sorry for your loss, Priya. Take all the time you need. Arjun, I've paused all five vendor bookings, nothing will be charged, and I can message each vendor for you so you don't have to call.",
      "arjun: haan please, that helps. DJ wale ko bhi bol dena",
      "Meera: Done, DJ Sunny has been informed too. Whenever the family is ready, just send me the new dates.",
      "arjun: theek hai. thanks"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [6, "bonding"],
      [8, "transactional"]
    ],
    users: { priya: ["neutral", 0], arjun: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "I'm so sorry about your Nani, Priya. Please don't worry about any of this right now. I'll put every booking on hold with no charges, and we can pick new dates whenever your family is ready.",
        "low",
        4
      ],
      [
        "Oh no! No worries, postponing is super easy! 🎉 You'll get full credit to use anytime! ✨",
        "high",
        4
      ],
      ["Sure! Also, while we reschedule, would you like to upgrade the sangeet package? 😊", "high", 10]
    ]
  },
  {
    id: "ar6-08-visa-renewal",
    category: "good",
    agent: "Aldous",
    messages: [
      "adaeze: Good morning. I wish to enquire about the renewal of my husband's Skilled Worker visa, which expires on 30 April.",
      "Aldous: Good morning, Mrs Okafor, and thank you for getting in touch. A renewal can be submitted up to three months before expiry, so the earliest date would be 30 January. May I ask whether his employer has issued a new Certificate of Sponsorship?",
      "adaeze: Not yet. His HR department says it will be issued next week.",
      "tunde: Good morning. I am the husband in question. HR has confirmed the date as 14 January.",
      "Aldous: Thank you, Mr Okafor. That timing works well. Once the certificate is issued, we will need your passport, the certificate number and your last three payslips.",
      "tunde: Understood. Is the Immigration Health Surcharge payable again in full?",
      "Aldous: Yes, it is payable for the full length of the new visa, currently £1,035 per year. It is paid online at the time of application, before the biometrics appointment.",
      "adaeze: That is considerably more than last time.",
      "Aldous: It is, unfortunately; the rate rose last February. I can prepare a full cost estimate so there are no surprises, if that would help.",
      "adaeze: Yes, please. And could we arrange a consultation with Mr Haldane?",
      "Aldous: Certainly. Mr Haldane is available on 16 January at 10:00 or 17 January at 14:30. Which would suit you?",
      "tunde: The 16th, please.",
      "Aldous: Confirmed for 16 January at 10:00. You will receive the cost estimate and a document checklist by email today.",
      "adaeze: Thank you, that is very clear."
    ],
    types: [[0, "transactional"]],
    users: { adaeze: ["engaged", 0], tunde: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Yes, it is payable again for the full length of the new visa, currently £1,035 per year, paid online when you apply.",
        "low",
        6
      ],
      ["lol yeah the IHS is brutal 😅 gotta pay it all over again", "medium", 6],
      [
        "Thank you for your enquiry. Renewals can be submitted up to three months before expiry. Please let us know if you have any further questions.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "ar6-09-videoke-barkada",
    category: "banter",
    agent: "Bituin",
    messages: [
      "migs: guys videoke sat sa bahay ni tita lorna, sino g?",
      "aira: g!! basta wag ka na kakanta ng my way ha 💀",
      "migs: grabe ka, classic yun",
      "jomar: classic na nakakamatay lol",
      "aira: Bituin pakihanap naman ng songs na di pang-tito, pang 2024 naman",
      "Bituin: Sige! Pang-barkada, di pang-tito: 'Multo' ng Cup of Joe, 'Pantropiko' ng BINI, 'Raining in Manila' ng Lola Amour. Pero Migs, kung My Way talaga, ako na sa backup vocals para di ka nag-iisa 😂",
      "migs: ayan may kakampi ako",
      "jomar: bituin traydor ka",
      "Bituin: Neutral lang ako! Pero para fair, pang-Jomar: 'Bakit Ngayon Ka Lang', para feel na feel ang hugot 😌",
      "aira: HAHAHA sapul",
      "jomar: ang sakit naman nun 😭",
      "aira: ok sino magdadala ng pulutan",
      "migs: ako sa sisig. jomar chicharon",
      "jomar: sige na nga"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [11, "transactional"]
    ],
    users: { migs: ["engaged", 0], aira: ["engaged", 0], jomar: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Ito mga bago: 'Multo', 'Pantropiko', 'Raining in Manila'. Pero Migs, support kita sa My Way 😂",
        "low",
        5
      ],
      [
        "Here is a list of popular karaoke songs for your event: 1. My Way 2. Bohemian Rhapsody 3. I Will Survive. Please let me know if you need more suggestions.",
        "medium",
        5
      ],
      ["Ako na bahala sa playlist, kayo na sa sisig at chicharon 😎", "low", 14]
    ]
  },
  {
    id: "ar6-10-oma-obstkorb",
    category: "support",
    agent: "Lotte",
    messages: [
      "ben: hi, do you ship to germany? want to send a fruit basket to my oma in freiburg",
      "Lotte: Hallo! Ja, wir liefern nach ganz Deutschland. Die Lieferung dauert 2-3 Werktage. 🍎",
      "ben: cool. can it arrive on saturday? her birthday is saturday",
      "Lotte: Hallo! Ja, wir liefern nach ganz Deutschland. Die Lieferung dauert 2-3 Werktage. 🍎",
      "ben: yes i got that. SATURDAY delivery possible or not?",
      "Lotte: Samstagszustellung ist möglich, 6,90 € Aufpreis, wenn bis Donnerstag 12 Uhr bestellt wird.",
      "ben: ok great. and can i add a card, in german? my german is bad lol",
      "Lotte: Natürlich! Was soll auf der Karte stehen? Ich übersetze gern.",
      "ben: 'happy 80th oma, wish i could be there, love you lots, ben'",
      "Lotte: „Alles Liebe zum 80., Oma! Ich wäre so gern bei dir. Hab dich ganz doll lieb, dein Ben.“",
      "ben: omg perfect she's gonna cry 😭",
      "ben: wait is there alcohol in the basket? she doesn't drink",
      "Lotte: Samstagszustellung ist möglich, 6,90 € Aufpreis, wenn bis Donnerstag 12 Uhr bestellt wird.",
      "ben: ??? that's not what i asked",
      "ben: ugh whatever, is there wine in it or not",
      "Lotte: Entschuldigung! Der Korb 'Sonnenschein' enthält keinen Alkohol, nur Obst, Honig und Pralinen.",
      "ben: ok ordering that one"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [8, "bonding"],
      [11, "transactional"],
      [13, "friction"],
      [15, "transactional"]
    ],
    users: { ben: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      ["Ja, Samstag klappt: 6,90 € Aufpreis, wenn du bis Donnerstag 12 Uhr bestellst.", "low", 3],
      [
        "Im Korb 'Sonnenschein' ist kein Alkohol, nur Obst, Honig und Pralinen. Passt perfekt für Oma!",
        "low",
        12
      ],
      ["Samstagszustellung ist möglich, 6,90 € Aufpreis.", "medium", 12]
    ]
  },
  {
    id: "ar6-11-vuelo-cancelado",
    category: "hostile",
    agent: "Sol",
    messages: [
      "gabo: llevo 6 horas en el aeropuerto de bogotá y nadie me dice nada",
      "gabo: my flight to madrid got cancelled and your app just says 'contact support'",
      "Sol: Gabo, lo siento mucho, 6 horas es un montón. Veo tu reserva: el vuelo AV010 se canceló por una falla técnica. Te puedo reubicar ya mismo.",
      "gabo: 'lo siento mucho' jajaja no me jodas. 3 veces me han hecho esto este año",
      "gabo: are you even a real person or just another useless bot",
      "Sol: Soy un asistente automático, pero puedo hacer el cambio ahora sin costo. Hay un vuelo hoy a las 23:40 o mañana a las 7:15 vía Lima.",
      "gabo: 23:40. and i want the hotel voucher and comida, la ley dice que me toca",
      "Sol: Hecho: 23:40, asiento 14C. Te envié un voucher de comida de 60.000 COP. El hotel no aplica porque sales hoy, pero si ese vuelo se retrasa más de 3 horas te lo emito automáticamente.",
      "gabo: increible. pura basura de aerolinea. nunca más vuelo con ustedes, malditos ladrones",
      "gabo: y quiero el reembolso de la maleta que pagué",
      "Sol: Entiendo que estés furioso. El cargo de maleta de 45 USD te lo reembolso porque el vuelo se canceló; lo verás en 5 a 7 días. ¿Algo más que pueda hacer ahora?",
      "gabo: no. ya. chao"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "hostile"],
      [5, "transactional"],
      [8, "hostile"],
      [9, "transactional"],
      [11, "hostile"]
    ],
    users: { gabo: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "Tienes toda la razón en estar harto. No te hago perder más tiempo: ¿prefieres el vuelo de hoy a las 23:40 o el de mañana 7:15 vía Lima?",
        "low",
        5
      ],
      ["¡Hola! 😊 Gracias por volar con nosotros. ¿En qué puedo ayudarte hoy?", "high", 5],
      [
        "Lamentamos que te sientas así. Recuerda que puedes calificar tu experiencia en nuestra app ⭐",
        "high",
        10
      ]
    ]
  },
  {
    id: "ar6-12-micro-revisions",
    category: "group",
    agent: "Basile",
    messages: [
      "inès: qqn a compris l'élasticité-prix croisée?? exam demain 😭",
      "théo: nope. c'est genre si le prix du café monte, les gens achètent plus de thé?",
      "inès: @Basile c'est ça?",
      "Basile: Oui, Théo a globalement raison. L'élasticité-prix croisée mesure la sensibilité de la quantité demandée d'un bien X à une variation du prix d'un bien Y. Elle se calcule comme le rapport entre la variation en pourcentage de la quantité demandée de X et la variation en pourcentage du prix de Y. Si elle est positive, les biens sont substituables (café et thé : quand le prix du café augmente, la demande de thé augmente). Si elle est négative, les biens sont complémentaires (café et sucre : quand le prix du café augmente, la demande de sucre baisse, car on consomme moins de café). Si elle est proche de zéro, les biens sont indépendants. Attention à ne pas la confondre avec l'élasticité-prix directe, qui mesure la réaction de la demande d'un bien à son propre prix, ni avec l'élasticité-revenu, qui distingue biens normaux, inférieurs et de luxe. À l'examen, on vous demande souvent d'interpréter le signe et la valeur absolue : une valeur supérieure à 1 indique une forte sensibilité.",
      "théo: ok merci mais c'était un oui/non 😅",
      "inès: tldr: positif = substituts, négatif = compléments. got it",
      "maëlle: vous révisez où demain matin? BU?",
      "inès: oui BU à 8h, je garde des places",
      "théo: 8h 💀 ok",
      "maëlle: Basile c'est quoi la formule pour l'élasticité-revenu déjà",
      "Basile: L'élasticité-revenu de la demande se calcule comme la variation en pourcentage de la quantité demandée divisée par la variation en pourcentage du revenu. Elle permet de classer les biens : si elle est négative, il s'agit d'un bien inférieur (par exemple les pâtes premier prix, dont la consommation baisse quand le revenu augmente) ; si elle est comprise entre 0 et 1, il s'agit d'un bien normal de nécessité ; si elle est supérieure à 1, il s'agit d'un bien de luxe. En pratique, ces valeurs dépendent du contexte, de la période étudiée et du niveau de revenu initial des ménages. Il est aussi utile de rappeler que l'élasticité n'a pas d'unité, ce qui permet de comparer des biens très différents. N'hésitez pas à me demander des exercices corrigés si vous voulez vous entraîner avant l'examen.",
      "maëlle: ...je voulais juste la formule mdr",
      "théo: basile écrit des dissertations gratuites",
      "inès: bon on se voit à 8h, dodo"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [11, "friction"],
      [12, "banter"],
      [13, "transactional"]
    ],
    users: { inès: ["neutral", 0], théo: ["annoyed", 0.2], maëlle: ["annoyed", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["Oui c'est ça 👍 positif = substituts (café/thé), négatif = compléments (café/sucre).", "low", 3],
      ["%ΔQ / %ΔRevenu : variation en % de la quantité demandée sur variation en % du revenu.", "low", 10],
      [
        "Excellente question ! L'élasticité-revenu est un concept fondamental de la microéconomie, qui permet de comprendre comment les ménages ajustent leur consommation lorsque leur revenu varie. Avant de donner la formule, rappelons la définition générale de l'élasticité et ses différentes formes, puis nous verrons des exemples concrets tirés des annales.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "ar6-13-pune-2am",
    category: "companion",
    agent: "Aria",
    messages: [
      "kabir: tu jaag rahi hai? lol obviously you are",
      "Aria: Haan, main yahin hoon 🙂 2 baje kya chal raha hai?",
      "kabir: neend nahi aa rahi. new city, new job, koi dost nahi yaha pune me",
      "kabir: office me sab marathi me baat karte hai lunch pe, i just sit there smiling like an idiot",
      "Aria: Ye sach me lonely lagta hai, especially jab sab hass rahe ho aur tum context dhoondh rahe ho. Kitne din hue Pune aaye?",
      "kabir: 3 weeks",
      "Aria: 3 weeks to bohot kam hai yaar. Shuru me sabko aisa lagta hai. Office me koi ek banda hai jo thoda friendly laga?",
      "kabir: ek hai, sneha, she asked me if i play badminton",
      "kabir: i said no because i'm bad at it 🤦",
      "Aria: Haha classic. Bad hona to perfect excuse hai: 'main bekaar khelta hu, sikha do' bolo. Log usually khush hote hai sikhane me.",
      "kabir: hmm that's actually not bad",
      "kabir: ok kal bolta hu. thanks aria, thoda better lag raha",
      "Aria: Good. Kal batana kaisa gaya 🏸 Ab so jao, 9 baje office hai na.",
      "kabir: haan mummy 😂 good night"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [7, "bonding"]
    ],
    users: { kabir: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Ugh, ye feeling bahut isolating hoti hai, sab hass rahe aur tum bas smile kar rahe. Kab se ho Pune me?",
        "low",
        4
      ],
      ["Aap Marathi seekhne ke liye Duolingo try kar sakte hai! 📚 Yeh bahut helpful hai!", "medium", 4],
      ["Tumhe thoda zyada effort karna chahiye, sirf muskurane se dost nahi bante.", "high", 4]
    ]
  },
  {
    id: "ar6-14-herzogstand-gruppe",
    category: "ignoring",
    agent: "Wanda",
    messages: [
      "lukas: sonntag zugspitze? wetter soll gut sein",
      "mira: zu voll am wochenende. wie wärs mit dem herzogstand?",
      "Wanda: Hi! I can help you plan a hike! 🥾 Would you like route suggestions near Munich?",
      "lukas: herzogstand ist ok, aber ich will mehr höhenmeter",
      "mira: dann herzogstand → heimgarten gratwanderung, ca 1100 hm",
      "Wanda: Hi! I can help you plan a hike! 🥾 Would you like route suggestions near Munich?",
      "jonas: lol was ist das für ein ding",
      "mira: ignorier es einfach",
      "lukas: gratwanderung klingt gut. zug um 7:32 ab hbf?",
      "jonas: bin dabei, ich bring brezn mit",
      "Wanda: The Herzogstand-Heimgarten ridge is a 12.5 km route with 1,100 m elevation gain. Difficulty: intermediate. Estimated time: 6 hours. Don't forget sunscreen and plenty of water! ☀️💧",
      "mira: niemand hat gefragt 🙄",
      "lukas: ok 7:32, treffpunkt gleis 27",
      "jonas: 👍"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [8, "transactional"],
      [11, "friction"],
      [12, "transactional"]
    ],
    users: { lukas: ["neutral", 0], mira: ["annoyed", 0.5], jonas: ["bored", 0.2] },
    findings: ["repetition", "talking_over"],
    drafts: [
      [
        "Bin der Wander-Assistent der App 🙂 Ich halt mich raus; meldet euch, wenn ihr Zugzeiten oder Wetter braucht.",
        "low",
        7
      ],
      ["Hi! I can help you plan a hike! 🥾 Would you like route suggestions near Munich?", "high", 7],
      [
        "Tipp: Vergesst die Sonnencreme nicht! ☀️ Für den Grat empfehle ich außerdem Wanderstöcke.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "ar6-15-night-shift-rant",
    category: "venting",
    agent: "Dalisay",
    messages: [
      "carlo: pagod na pagod na ko. 4th straight night shift, tapos minura pa ako ng customer kanina",
      "carlo: kano pa, sinigawan ako ng 20 mins kasi late yung package nya. as if ako yung courier",
      "Dalisay: Here are evidence-based strategies for managing shift work fatigue: 1) Keep a consistent sleep schedule, even on rest days. 2) Use blackout curtains and white noise to improve daytime sleep. 3) Limit caffeine to the first half of your shift. 4) Eat light, protein-rich meals during night hours. 5) Get 15-20 minutes of bright light at the start of your shift. 6) Consider speaking with your employer about shift rotation policies. Would you like a personalized sleep plan?",
      "carlo: ...hindi yun tinatanong ko pero ok",
      "carlo: gusto ko lang sana mag-rant, di ko masabi kay mama kasi mag-aalala lang sya",
      "Dalisay: Understood! Venting can be healthy. Some effective techniques include journaling, the 4-7-8 breathing method (inhale for 4 seconds, hold for 7, exhale for 8), progressive muscle relaxation, and scheduling a daily 'worry time'. Research shows that expressive writing for 15 minutes a day can reduce stress. Would you like me to start a guided breathing exercise now?",
      "carlo: wow. parang kausap ko yung HR namin",
      "carlo: sige na nga, tulog na lang ako"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [4, "venting"],
      [5, "transactional"],
      [6, "friction"]
    ],
    users: { carlo: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "Grabe, 20 mins na sigaw para sa bagay na hindi mo naman kasalanan, tapos pang-apat na gabi mo pa. Nakakaubos talaga yan. Anong nangyari?",
        "low",
        2
      ],
      ["Here are 6 evidence-based tips to manage shift work fatigue! 💪", "medium", 2],
      [
        "Gets ko, minsan ayaw mo lang talagang mag-alala si mama. Dito ka na lang mag-rant, nakikinig ako.",
        "low",
        5
      ],
      ["Have you considered looking for a day job instead?", "high", 5]
    ]
  },
  {
    id: "ar6-16-gym-houston",
    category: "support",
    agent: "Vic",
    messages: [
      "yesenia: hi quiero cancelar mi membresía. me mudo a houston",
      "Vic: ¡Hola! Lamentamos que quieras irte 😢 ¿Sabías que este mes tenemos 40% de descuento en el plan Premium?",
      "yesenia: no gracias, me mudo. how do i cancel?",
      "Vic: ¡Entiendo! Antes de cancelar, ¿te gustaría congelar tu membresía 3 meses gratis?",
      "yesenia: NO. me voy a otra ciudad. cancel please",
      "yesenia: and is there a cancellation fee? my contract says something about 30 days",
      "Vic: ¡Entiendo! Antes de cancelar, ¿te gustaría congelar tu membresía 3 meses gratis?",
      "yesenia: omg are you serious",
      "marco: babe give me the phone",
      "marco: hey. she's moving. we need the cancellation done today and we need to know if there's a fee. yes or no",
      "Vic: Para cancelar, ve a Cuenta > Membresía > Cancelar, o visita tu sucursal. ¡Te vamos a extrañar! 💪",
      "marco: and the fee??",
      "Vic: Una vez procesada la cancelación recibirás un correo de confirmación.",
      "marco: unbelievable. ok we'll call the bank and dispute it if they charge us anything",
      "yesenia: nunca más con este gym 😤"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { yesenia: ["churn_risk", 0.8], marco: ["annoyed", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Claro, Yesenia. Te lo cancelo ahora: por mudanza no hay penalidad, pero el contrato pide 30 días de aviso, así que queda un último cobro el 1 de mayo. ¿Lo confirmo?",
        "low",
        6
      ],
      ["¡Entiendo! Antes de cancelar, ¿te gustaría congelar tu membresía 3 meses gratis?", "high", 6],
      [
        "Una vez procesada la cancelación recibirás un correo de confirmación. ¡Te vamos a extrañar! 💪",
        "high",
        12
      ]
    ]
  },
  {
    id: "ar6-17-fixed-term-deposit",
    category: "sales",
    agent: "Zed",
    messages: [
      "eleanor: Good afternoon. My husband and I would like to discuss moving part of our savings into a fixed-term deposit.",
      "Zed: heyyy eleanor!! 🙌 love that for u. fixed terms are lowkey a vibe rn, rates are 🔥",
      "richard: I beg your pardon?",
      "eleanor: Is this the bank's official service?",
      "Zed: haha yep 100% legit bestie 😎 so we got 12mo at 4.1% and 24mo at 3.8%, min deposit 10k",
      "richard: What happens if we need the funds before the term ends?",
      "Zed: oof, early withdrawal = you lose the interest for that period, not the capital tho so chill 😅",
      "richard: I would prefer not to be told to 'chill' about our retirement savings.",
      "eleanor: Could we perhaps speak to Mr Dawson at the branch instead?",
      "Zed: sure thing!! he's in tues-thurs, want me to book u in? 📅",
      "eleanor: Thursday morning, please.",
      "Zed: booked for thu 10am ✅ see u there!! 🫶",
      "richard: Thank you. We will discuss the rest with Mr Dawson."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [7, "friction"],
      [8, "transactional"]
    ],
    users: { eleanor: ["churn_risk", 0.5], richard: ["annoyed", 0.5] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Good afternoon, and thank you for contacting us. We currently offer 12-month terms at 4.1% and 24-month terms at 3.8%, with a minimum deposit of £10,000. Would you like details on either?",
        "low",
        1
      ],
      [
        "My apologies, that was far too casual. To answer properly: if you withdraw early you forfeit the interest for the current period, but your capital remains fully protected.",
        "low",
        8
      ],
      ["lol my bad 😅 no stress tho, ur money's safe!!", "high", 8]
    ]
  },
  {
    id: "ar6-18-croissants-11e",
    category: "sales",
    agent: "Céleste",
    messages: [
      "dana: bonjour! we run a small café in the 11e, looking for a croissant supplier. vous livrez le matin?",
      "Céleste: Bonjour Dana ! Oui, on livre dans le 11e entre 6h30 et 7h30, du lundi au samedi. Vous pensez à combien de pièces par jour ?",
      "dana: maybe 40 croissants, 20 pains au chocolat? hugo knows better",
      "hugo: plutôt 50 croissants le lundi et le vendredi, c'est là qu'on a le plus de monde",
      "Céleste: Très bien. Pour 40 à 50 croissants et 20 pains au chocolat, le tarif pro est de 0,78 € le croissant et 0,88 € le pain au chocolat, livraison offerte à partir de 40 € par jour.",
      "dana: wait is that butter croissants? like real AOP butter?",
      "Céleste: Oui, beurre AOP Charentes-Poitou, pas de margarine. On peut vous déposer un échantillon demain matin si vous voulez goûter avant.",
      "hugo: ah ouais carrément, on goûte d'abord",
      "dana: yes please!! 7h ok?",
      "Céleste: Parfait, demain 7h : 6 croissants et 4 pains au chocolat offerts. Quelle est l'adresse exacte ?",
      "hugo: 42 rue de la Roquette, la porte bleue à côté du pressing",
      "Céleste: Noté. Le livreur s'appelle Karim, il sonnera à la porte bleue. Bonne dégustation !",
      "dana: merci!! trop cool"
    ],
    types: [[0, "transactional"]],
    users: { dana: ["engaged", 0], hugo: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Oui, 100 % beurre AOP Charentes-Poitou. Je peux vous déposer un échantillon demain pour goûter.",
        "low",
        6
      ],
      ["Nos produits sont de qualité artisanale. Souhaitez-vous passer commande ?", "medium", 6],
      ["Dana, how many croissants do you need per day?", "medium", 4]
    ]
  },
  {
    id: "ar6-19-vpn-error-809",
    category: "support",
    agent: "Raghav",
    messages: [
      "shreya: hi, mera vpn connect nahi ho raha since morning. error 809",
      "Raghav: Hi Shweta, error 809 usually means a firewall is blocking the port. Are you on office wifi or at home?",
      "shreya: shreya* not shweta. ghar se hu, jio fiber",
      "Raghav: Got it. Jio routers sometimes block L2TP. Try switching the VPN type to IKEv2 in Settings > Network > VPN.",
      "shreya: done. ab 'authentication failed' aa raha hai",
      "Raghav: Your password may have expired, Shweta. Last reset was 92 days ago and the policy is 90. Reset it from the portal and try again.",
      "shreya: bro SHREYA. S-H-R-E-Y-A 😤",
      "vikram: lol it's in her email id also yaar",
      "shreya: ok password reset kar diya. connected now",
      "Raghav: Great, and sorry about the name, Shreya. You're on IKEv2 now and it will stay that way.",
      "shreya: thik hai. thanks",
      "vikram: raghav mera bhi password expire hone wala hai kya?",
      "Raghav: Yes Vikram, yours expires in 4 days. Reset it before Friday to avoid the same thing.",
      "vikram: ok 👍"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { shreya: ["annoyed", 0.5], vikram: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Shreya, lagta hai password expire ho gaya hai (90-day policy). Portal se reset karke dobara try karo.",
        "low",
        5
      ],
      ["Your password may have expired, Shweta. Reset it from the portal.", "high", 5],
      ["Sorry Shreya, my mistake. Once the password is reset from the portal it should connect.", "low", 7]
    ]
  },
  {
    id: "ar6-20-abuela-teleconsulta",
    category: "good",
    agent: "Nube",
    messages: [
      "abuela_rosa: buenas. mi nieto me dijo que aquí puedo ver al doctor por la computadora",
      "Nube: Buenas tardes, doña Rosa. Sí, así es. ¿Ya tiene una cita o quiere que le ayude a hacer una?",
      "abuela_rosa: tengo cita a las 3 con la doctora Villanueva. pero no veo nada en la pantalla",
      "kevin: grandma it's me, i'm on the other laptop. the link is in your email",
      "abuela_rosa: kevin yo no sé dónde está el email mijo",
      "Nube: No se preocupe, doña Rosa, yo le ayudo. Arriba a la izquierda, ¿ve un sobre de color rojo? Tóquelo.",
      "abuela_rosa: ya. hay muchas cartas",
      "Nube: Muy bien. Busque una que dice 'Clínica San Martín – Su cita de hoy'. Tóquela y luego el botón azul que dice 'Entrar'.",
      "abuela_rosa: ay ya salió mi cara en la pantalla jajaja qué fea",
      "kevin: LOL abuela stop, you look great",
      "Nube: ¡Se ve muy bien, doña Rosa! Ya está en la sala de espera; la doctora Villanueva entra en unos minutos. Si no la escucha, suba el volumen con el botón de abajo a la derecha.",
      "abuela_rosa: gracias mi amor, eres más paciente que kevin",
      "kevin: hey 😂",
      "Nube: Kevin hizo la mitad del trabajo 😉 Que le vaya muy bien con la doctora."
    ],
    types: [
      [0, "transactional"],
      [8, "banter"],
      [10, "transactional"],
      [11, "banter"]
    ],
    users: { abuela_rosa: ["engaged", 0], kevin: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Tranquila, doña Rosa, vamos paso a paso. ¿Ve un sobre rojo arriba a la izquierda? Tóquelo.",
        "low",
        5
      ],
      [
        "Please open your email client and locate the appointment confirmation containing the telehealth link.",
        "medium",
        5
      ],
      ["Kevin, you should have set this up for her before the appointment.", "high", 5]
    ]
  },
  {
    id: "ar6-21-derbysieg",
    category: "banter",
    agent: "Kalle",
    messages: [
      "tim: DERBYSIEG!!! 2:0 gegen den HSV 🤎🤍",
      "sven: ich kann nicht mehr, das zweite tor 😭😭",
      "nico: als hsv-fan in dieser gruppe bin ich heute einfach still",
      "tim: nico du bist nie still, genieß den moment 😂",
      "Kalle: Nico, ich hab dir ein Taschentuch reserviert 🤧 Aber ehrlich, eure zweite Halbzeit war gar nicht so schlecht.",
      "nico: danke kalle, wenigstens einer mit anstand",
      "sven: kalle wer hat das 2:0 gemacht, ich hab vor freude nix gesehen",
      "Kalle: Afolayan, 78. Minute, nach Ecke von Irvine. Kopfball ins lange Eck.",
      "sven: LEGENDE",
      "tim: kalle wann ist das rückspiel?",
      "Kalle: Im April im Volksparkstadion. Nico, da darfst du dann wieder laut sein 😄",
      "nico: ich schreib mir das in den kalender. rache.",
      "sven: träum weiter nico"
    ],
    types: [
      [0, "banter"],
      [6, "transactional"],
      [8, "banter"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { tim: ["engaged", 0], sven: ["engaged", 0], nico: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Nico, Kopf hoch, das Rückspiel kommt bestimmt 😄", "low", 4],
      [
        "Herzlichen Glückwunsch zum Sieg! Der FC St. Pauli hat das Spiel mit 2:0 gewonnen. Bitte beachten Sie, dass in dieser Gruppe respektvolle Kommunikation erwünscht ist.",
        "medium",
        4
      ],
      ["HSV = Hamburger Sport-Verlierer 😂😂 nico heul doch", "high", 4]
    ]
  },
  {
    id: "ar6-22-kasal-guestlist",
    category: "group",
    agent: "Mayumi",
    messages: [
      "bea: guys final na ba ang guest list? 180 daw sabi ni tita mercy",
      "paolo: 180?? sabi natin 120 lang",
      "bea: alam ko 😩 pero yung side ni papa may 40 na pinsan",
      "Mayumi: Good news! Our Tagaytay venue can accommodate up to 200 guests! 🎉 Shall I update your headcount to 180?",
      "paolo: wait lang, nag-uusap pa kami",
      "bea: paolo, kaya ba ng budget kung 150?",
      "Mayumi: At 150 guests, the package is ₱1,950 per head, total ₱292,500.",
      "paolo: she was asking me pero ok",
      "paolo: hmm kaya siguro kung tanggalin natin yung photobooth",
      "bea: mayumi, magkano yung photobooth sa package? at pwede ba siya tanggalin?",
      "Mayumi: Our photobooth features unlimited prints, fun props, and a custom frame design! 📸 Couples love it!",
      "bea: ...hindi yun tinanong ko",
      "paolo: ok 150 na. tatawagan ko na lang si ate joanne sa office nila bukas",
      "bea: sige. pagod na ko sa spreadsheet 😮‍💨"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [11, "friction"],
      [12, "transactional"]
    ],
    users: { bea: ["annoyed", 0.2], paolo: ["annoyed", 0.5] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      [
        "Walang rush. Pag napagkasunduan niyo na yung bilang, sabihan niyo lang ako at ibibigay ko yung presyo para sa 120 at 180.",
        "low",
        3
      ],
      ["Good news! Our venue fits up to 200 guests! 🎉 Shall I update your headcount to 180?", "medium", 3],
      [
        "₱35,000 ang photobooth sa package, at oo, pwede siyang tanggalin, kaya bababa sa ₱257,500 ang total para sa 150.",
        "low",
        10
      ],
      ["Our photobooth features unlimited prints and fun props! 📸", "medium", 10]
    ]
  },
  {
    id: "ar6-23-hr-saas-pricing",
    category: "sales",
    agent: "Veda",
    messages: [
      "nikhil: hey, we're 25 people, looking for payroll + leave mgmt. kitna lagega?",
      "Veda: Hello Nikhil! Thank you for your interest in PeopleStack. PeopleStack is an all-in-one HR platform trusted by over 3,000 growing companies across India. Our platform covers payroll processing with automatic TDS, PF and ESI compliance, leave and attendance management with geo-fencing, expense reimbursements, performance reviews with OKR tracking, an employee self-service mobile app, and deep integrations with Tally, Zoho Books and Slack. Our customers report saving an average of 14 hours per month on HR admin. We also offer dedicated onboarding support and 99.9% uptime. Would you like to book a demo with one of our product specialists?",
      "nikhil: price?",
      "tanya: lol ye toh brochure padh raha hai",
      "Veda: Great question! Our pricing is designed to scale with your business. We offer three plans, Starter, Growth and Enterprise, each tailored to different organisational needs. The Growth plan, our most popular, includes everything in Starter plus advanced analytics, custom workflows and priority support. Many startups of your size find that the Growth plan offers the best value. To give you an accurate quote, our sales team would love to understand your requirements in a quick 15-minute call.",
      "kunal: 😴",
      "nikhil: bhai number bata do bas. per employee per month kitna",
      "tanya: nikhil chhod, greythr ke pricing page pe sab likha hai",
      "nikhil: haan wahi dekhte hai",
      "tanya: also does it even do contractor payments? half our team is freelancers",
      "Veda: I'd be happy to help! Would you like to schedule a demo this week? Our specialists are available Tuesday to Friday.",
      "kunal: mera call hai, i'm out",
      "nikhil: nope. bye"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { nikhil: ["churn_risk", 0.8], tanya: ["annoyed", 0.5], kunal: ["bored", 0] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "25 logon ke liye Growth plan ₹149 per employee/month hai, yaani lagbhag ₹3,725/month. Payroll aur leave dono included.",
        "low",
        3
      ],
      [
        "Great question! Our pricing is designed to scale with your business. Would you like to book a demo?",
        "medium",
        3
      ],
      [
        "Haan, contractor payouts bhi hote hai, 194J TDS ke saath. Aur price: Growth plan ₹149/employee/month.",
        "low",
        10
      ],
      ["Would you like to schedule a demo this week?", "high", 10]
    ]
  },
  {
    id: "ar6-24-biscotte-rappel",
    category: "venting",
    agent: "Pilou",
    messages: [
      "élodie: bonjour. je dois annuler le rappel de vaccin de Biscotte du 12",
      "Pilou: Bonjour ! Bien sûr. Souhaitez-vous reprogrammer le rendez-vous à une autre date ? 😊",
      "élodie: non. elle est morte samedi. une voiture.",
      "Pilou: C'est noté, le rendez-vous du 12 est annulé ! ✅ Au passage, il reste un solde de 38 € pour la consultation de mars. Souhaitez-vous le régler maintenant ?",
      "élodie: vous êtes sérieux là",
      "julien: c'est son mari. on réglera la facture plus tard, merci de ne plus envoyer de rappels pour Biscotte",
      "Pilou: Super ! 🎉 Les rappels pour Biscotte sont désactivés. À bientôt chez VetoPlus ! 🐾",
      "élodie: je change de clinique."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "hostile"]
    ],
    users: { élodie: ["churn_risk", 1], julien: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "cheerful_at_bad_news"],
    drafts: [
      [
        "Je suis vraiment désolé pour Biscotte. J'annule le rappel du 12 et tous les suivants, vous n'aurez plus rien à gérer de ce côté.",
        "low",
        3
      ],
      ["C'est noté ! ✅ Le rendez-vous est annulé. Souhaitez-vous régler le solde de 38 € ?", "high", 3],
      ["Super ! 🎉 Plus de rappels pour Biscotte. À bientôt ! 🐾", "high", 6],
      [
        "Bien sûr, c'est fait : plus aucun rappel pour Biscotte, et la facture peut attendre. Toutes nos condoléances à vous deux.",
        "low",
        6
      ]
    ]
  },
  {
    id: "ar6-25-jardin-sabado",
    category: "group",
    agent: "Milpa",
    messages: [
      "rosa: buenos días vecinos 🌱 este sábado toca limpiar las camas del lado norte",
      "derek: i can come at 9! do we need to bring gloves?",
      "Milpa: Hay 12 pares de guantes en la bodega, Derek, pero si tienes los tuyos mejor. The shed code is still 4471.",
      "derek: perfect ty",
      "rosa: milpa quién se había apuntado para regar esta semana?",
      "Milpa: Don Chuy tiene lunes y martes, Aisha el miércoles, y jueves y viernes están libres.",
      "aisha: ay se me olvidó totalmente 😅 ya voy hoy en la tarde",
      "rosa: gracias aisha! alguien puede jueves y viernes?",
      "derek: i'll take thursday",
      "rosa: yo el viernes entonces",
      "Milpa: Listo, anotado: jueves Derek, viernes Rosa. Les mando recordatorio la noche anterior.",
      "aisha: also the tomatoes are going crazy, can we do a little swap table saturday?",
      "rosa: sí!! buena idea, traigan bolsas",
      "derek: i'll bring my sourdough lol",
      "aisha: derek trading bread for tomatoes, the economy is healing 😂"
    ],
    types: [
      [0, "transactional"],
      [13, "banter"]
    ],
    users: { rosa: ["engaged", 0], derek: ["engaged", 0], aisha: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Don Chuy lunes y martes, Aisha el miércoles; jueves y viernes quedan libres.", "low", 5],
      [
        "According to the watering schedule, the following volunteers have been assigned: Monday, Jesús Ramírez; Tuesday, Jesús Ramírez; Wednesday, Aisha Khan; Thursday, unassigned; Friday, unassigned. Please ensure all shifts are covered to maintain optimal plant health. Thank you for your cooperation.",
        "medium",
        5
      ],
      ["Listo: jueves Derek, viernes Rosa. Les mando recordatorio la noche antes.", "low", 10]
    ]
  }
]
