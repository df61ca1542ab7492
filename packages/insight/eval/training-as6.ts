import type { Labelled } from "./types.js"

export const trainingAS6: ReadonlyArray<Labelled> = [
  {
    id: "as6-01-abuela-80-tacos",
    category: "mixed-language",
    agent: "Lupita",
    messages: [
      "carla: ok familia, Lupita is the catering bot from Tacos El Güero, le pregunté si pueden hacer lo de abuela el 14",
      "diego: lol we're booking tacos through a bot now? abuela would be horrified",
      "carla: cállate diego 😂 she'll be horrified if there's no food",
      "carla: @Lupita hola! can you do 60 people sábado 14 de junio, around 4pm, en el backyard de mi tía?",
      "Lupita: ¡Hola Carla! Sí, el 14 de junio a las 4pm está disponible. For 60 people the taquero package is $1,140: two taqueros, 3 meats, rice, beans y aguas frescas. ¿Quieren agregar algo vegetariano?",
      "rosa: si, mi comadre no come carne. hay de nopales?",
      "Lupita: Sí, señora Rosa, tenemos tacos de nopales y de rajas con queso. I can add either at no extra charge for 60 guests.",
      "rosa: nopales entonces. gracias mija",
      "diego: can the bot also make abuela stop asking when i'm getting married",
      "Lupita: Eso sí está fuera de mi menú 😅 pero con suficientes tacos quizá se distraiga.",
      "diego: ok she's funny i'll allow it",
      "carla: jajaja. Lupita, deposit? y cuánto tiempo antes llegan para montar?",
      "Lupita: Deposit is 30% ($342) to hold the date, the rest on the day. El equipo llega a las 3pm para montar, about an hour before.",
      "carla: perfecto, mandame el link",
      "Lupita: Aquí está: tacoselguero.com/pay/CR-0614. Once it goes through you'll get the confirmación por correo.",
      "carla: listo, pagado ✅"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [8, "banter"],
      [11, "transactional"]
    ],
    users: { carla: ["engaged", 0], diego: ["engaged", 0], rosa: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Deposit is 30% ($342) to hold the date; el equipo llega a las 3pm para montar.", "low", 12],
      [
        "¡Qué emoción! 🎉🎉 Los cumpleaños de las abuelas son lo mejor. ¿Hay algo más en lo que pueda ayudarte hoy?",
        "medium",
        12
      ],
      ["Sí, señora Rosa, hay tacos de nopales y de rajas con queso, sin costo extra.", "low", 6]
    ]
  },
  {
    id: "as6-02-flat-bills-hinglish",
    category: "mixed-language",
    agent: "Hisaab",
    messages: [
      "rohan: bhai electricity bill aaya 4200 😭 who ran the AC all night",
      "aman: not me i was at my cousin's place lol",
      "priya: obviously rohan only, kamre mein shimla bana rakha hai",
      "rohan: haan haan blame me. maine bhar diya already. @Hisaab split kar de 3 ways",
      "Hisaab: Dear Residents, thank you for your request. I have initiated the process of dividing the electricity expense of INR 4,200 among the three registered members of this household. Please note that, as per standard practice, the amount will be distributed equally unless otherwise specified. Each resident's share therefore amounts to INR 1,400, payable to Mr. Rohan. Kindly ensure that payment is settled within the stipulated period of seven (7) days to avoid any discrepancies in the shared ledger. Should you require any further assistance, please do not hesitate to contact me.",
      "aman: bro who hired the bank manager 💀",
      "priya: 'kindly ensure' lmaoo",
      "rohan: ok whatever. wifi 999 bhi add kar, aman ne pay kiya tha",
      "Hisaab: Certainly. Your instruction has been duly noted. The internet service charge of INR 999, remitted by Mr. Aman, has been recorded and apportioned equally, i.e. INR 333 per resident. Taking into account the electricity payment made by Mr. Rohan, the consolidated outstanding balances are as follows: Ms. Priya owes Mr. Rohan INR 1,400 and Mr. Aman INR 333; Mr. Aman owes Mr. Rohan INR 1,067 (net). We sincerely appreciate your cooperation in maintaining accurate and transparent household records.",
      "priya: yaar itna lamba msg for 3 numbers. ok 1400 + 333, done",
      "aman: 'mr aman' 😂 feel like i'm reading my loan rejection letter",
      "rohan: can u just talk normal? like 'priya 1400 de rohan ko'. bas",
      "Hisaab: Understood. Your feedback regarding communication style has been noted and will be taken into consideration. Please be advised that all balances remain as previously stated.",
      "rohan: 🤦‍♂️ forget it",
      "priya: anyway kal dinner kahan? truffles?",
      "aman: truffles done"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "friction"],
      [14, "transactional"]
    ],
    users: { rohan: ["annoyed", 0.5], priya: ["bored", 0.2], aman: ["neutral", 0.2] },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      [
        "haan sorry 😅 simple version: priya → rohan 1400, priya → aman 333, aman → rohan 1067. bas",
        "low",
        12
      ],
      [
        "Understood. Your feedback regarding communication style has been noted. Please be advised that all balances remain as previously stated.",
        "medium",
        12
      ],
      [
        "Dear Residents, the electricity expense of INR 4,200 has been recorded. Kindly ensure settlement of INR 1,400 each within seven (7) days.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "as6-03-berlin-standup-visa",
    category: "group",
    agent: "Bruno",
    messages: [
      "jana: morgen zusammen ☕ standup in 5, Bruno kannst du die tickets von gestern posten?",
      "Bruno: Guten Morgen! Offen von gestern: BIKE-212 (Checkout-Bug, Ravi), BIKE-219 (Leasing-PDF, Felix), BIKE-220 (Copy für die Landing Page, Jana).",
      "felix: 219 ist fast durch, nur noch der footer",
      "ravi: sorry guys i'm late to everything today. ausländerbehörde cancelled my appointment AGAIN, third time. my visa expires in 5 weeks and there's literally no slot until september",
      "ravi: i'm honestly so done. sat on the phone 2 hours yesterday. if this doesn't work out i have to leave the country 🙃",
      "Bruno: Noted. BIKE-212 is still marked as in progress, Ravi. Can you give an ETA for the checkout fix? The release is planned for Thursday.",
      "jana: oh nein ravi 😟 that's awful. mein schwager hatte das gleiche, hat über einen anwalt nen termin gekriegt, ich schick dir die nummer",
      "felix: und beantrag die fiktionsbescheinigung per mail, dann bist du erstmal safe",
      "ravi: thanks both ❤️ really. will look at that today",
      "ravi: and bruno, wow. thursday, yeah, got it",
      "Bruno: Great! I'll put Thursday as the ETA for BIKE-212. Anything else for the standup?",
      "jana: Bruno, manchmal... egal. ravi nimm dir heute zeit für den behördenkram, ich übernehm 212 wenn nötig",
      "ravi: danke jana, you're the best",
      "felix: ok ich muss los, sprint review um 11 nicht vergessen"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [5, "transactional"],
      [6, "bonding"],
      [9, "friction"],
      [12, "bonding"],
      [13, "transactional"]
    ],
    users: { jana: ["annoyed", 0.2], felix: ["neutral", 0], ravi: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Ravi, that sounds really stressful, three cancellations with five weeks left. Sort the appointment first today; we can move BIKE-212 if needed.",
        "low",
        5
      ],
      ["Noted. Ravi, can you give an ETA for BIKE-212? The release is planned for Thursday.", "high", 5],
      ["Great! I'll put Thursday as the ETA for BIKE-212. Anything else for the standup?", "medium", 12],
      ["Ok, BIKE-212 geht an Jana falls nötig. Ravi, viel Glück mit dem Termin.", "low", 12]
    ]
  },
  {
    id: "as6-04-hockey-beer-league",
    category: "banter",
    agent: "Gaston",
    messages: [
      "marc-andré: les boys, on a perdu 7-1 hier. SEPT À UN",
      "steph: c'était 7-2 si tu comptes mon but dans notre propre filet 🙃",
      "luc: tabarnak steph",
      "steph: je voulais juste être dans les stats",
      "marc-andré: Gaston c'est quand la prochaine game, faut se venger",
      "Gaston: Jeudi 21h15 à l'aréna Saint-Michel, contre les Castors Rouges. Y sont 1-6, c'est le moment idéal pour une vengeance 😏",
      "luc: enfin une équipe pire que nous",
      "steph: pas sûr que ça existe",
      "Gaston: Pour info, ils ont donné 41 buts en 7 games. Vous en avez donné 38. C'est serré mais vous êtes encore devant 😅",
      "marc-andré: lmaooo le bot nous roast",
      "luc: ok who's bringing beer this time, last week was a disgrace, 1 six-pack for 11 guys",
      "steph: c'est moi qui l'ai apporté 😭",
      "luc: exactly",
      "Gaston: Selon la rotation, c'est Luc cette semaine. Je dis ça de même.",
      "steph: HAHAHAHA",
      "luc: ... je retire tout ce que j'ai dit",
      "marc-andré: Gaston t'es le MVP de l'équipe honnêtement, t'as pas de -5 toi"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [10, "transactional"],
      [11, "banter"]
    ],
    users: { "marc-andré": ["engaged", 0], steph: ["engaged", 0], luc: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Jeudi 21h15 à l'aréna Saint-Michel, contre les Castors Rouges (1-6).", "low", 5],
      [
        "Dear team members, please be advised that the next scheduled game is Thursday at 9:15 PM. Kindly ensure timely arrival.",
        "medium",
        5
      ],
      ["Selon la rotation c'est Luc cette semaine 🍺 Pis prends-en deux.", "low", 13],
      [
        "Thank you for your message! Is there anything else I can help you with regarding your league schedule?",
        "medium",
        10
      ]
    ]
  },
  {
    id: "as6-05-remittance-icu",
    category: "support",
    agent: "Padala",
    messages: [
      "jhun: hello, yung padala ko kahapon 15k php to iloilo still pending?? ref PD-88213",
      "Padala: Hi Jhun! 😊 Thanks for reaching out! Let me check that for you right away!",
      "Padala: Found it! Your transfer PD-88213 is under a routine compliance review, which usually takes 24-48 hours. 🎉",
      "jhun: 24-48 hrs?? pang-hospital yan ng nanay ko, nasa ICU siya since kagabi. kailangan ng deposit bago siya ilipat",
      "Padala: Oh no! Thanks so much for letting us know! 😊 Great news: you can speed things up by uploading a photo of your Emirates ID in the app! Super easy! 🙌",
      "jhun: great news?? nanay ko nasa ICU tapos naka-smiley ka pa",
      "jhun: ok uploaded na",
      "Padala: Awesome!! 🎉 Your ID is now under review! Transfers usually clear within 24-48 hours after verification!",
      "jhun: hindi nga pwede 24 hrs. may ibang way ba? cash pickup sa cebuana pwede?",
      "Padala: I'm sorry, Jhun. I was far too upbeat just now, and I'm sorry about your nanay. Yes: I can cancel PD-88213 and resend it as cash pickup at Cebuana. Once your ID clears it's usually ready within 1 hour. Should I do that?",
      "jhun: oo sige bilisan mo",
      "Padala: Done, and the fee is waived. Whoever picks it up needs code CP-40917 and a valid ID. I'll message you here the minute it's ready.",
      "jhun: ok. salamat",
      "jhun: ready na daw, nakuha na ni ate",
      "Padala: Glad it went through. Ingat po kayo, and I hope your nanay recovers soon."
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: { jhun: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "I'm so sorry about your nanay, Jhun. Fastest option: I cancel PD-88213 and resend it as cash pickup at Cebuana, usually ready within an hour once your ID clears. Shall I?",
        "low",
        4
      ],
      [
        "Great news! 🎉 You can speed things up by uploading your Emirates ID in the app! Super easy! 🙌",
        "high",
        4
      ],
      ["Transfers usually clear within 24-48 hours after verification! 😊", "high", 9]
    ]
  },
  {
    id: "as6-06-conveyancing-slang-bot",
    category: "group",
    agent: "Benny",
    messages: [
      "Margaret: Good afternoon. Could someone confirm whether the completion statement for 14 Elm Row has been sent to the client's lender?",
      "Benny: yooo Margaret 👋 lemme check rq",
      "Benny: yep sent to Nationwide at 11:42, all good fam 🔥",
      "Margaret: Thank you. I would be grateful if replies in this channel were kept professional; clients are occasionally copied into exports of it.",
      "Daniel: Noted on my side, Margaret. Separately, the Hendry matter: has the Land Registry requisition been answered? The deadline is Friday.",
      "Benny: lol not yet 😬 it's on Priyanka's list, she's been slammed tbh. no stress tho, friday's ages away 😎",
      "Priyanka: I have a draft response ready; I'm waiting on the signed statutory declaration from the client. I expect it tomorrow morning.",
      "Daniel: Thank you, Priyanka. Please copy me in when it goes.",
      "Margaret: Benny, I must ask again: please adjust your register. 'Slammed' and 'fam' are not appropriate here.",
      "Benny: haha my bad boss 🙏 will keep it 💯 from now on",
      "Margaret: ...",
      "Daniel: Benny, please diarise a reminder for the Hendry requisition for Thursday at 10:00.",
      "Benny: Certainly. A reminder for the Hendry requisition has been set for Thursday at 10:00, assigned to Priyanka and copied to you.",
      "Daniel: Thank you, that is exactly right.",
      "Margaret: Better. Thank you, Benny."
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [4, "transactional"],
      [8, "friction"],
      [11, "transactional"]
    ],
    users: { Margaret: ["annoyed", 0.5], Daniel: ["neutral", 0], Priyanka: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["Yes: the completion statement for 14 Elm Row was sent to Nationwide at 11:42 today.", "low", 1],
      ["yep sent to Nationwide at 11:42, all good fam 🔥", "medium", 1],
      ["haha my bad boss 🙏 will keep it 💯 from now on", "high", 9],
      ["Apologies, Margaret. Understood; I will keep replies in this channel formal.", "low", 9]
    ]
  },
  {
    id: "as6-07-produce-supplier-tex-mex",
    category: "sales",
    agent: "Marisol",
    messages: [
      "vero: hola, we run La Cocina de Chuy on Zarzamora. looking for a new produce supplier, el nuestro subió precios otra vez",
      "Marisol: ¡Hola Vero! Con gusto. What do you go through in a typical week? Tomate, chile, aguacate, cebolla… give me rough amounts and I'll quote you.",
      "vero: like 4 cajas de aguacate, 6 de tomate roma, 2 de jalapeño, 3 sacos de cebolla blanca. papa, what else?",
      "chuy: cilantro mija, siempre se nos acaba el cilantro",
      "vero: and cilantro, like 10 manojos",
      "Marisol: Perfecto. Weekly that comes to about $612 delivered, Tuesdays and Fridays before 8am. Cilantro is $0.90 a manojo. If you commit to 8 weeks, aguacate drops $4 a caja.",
      "chuy: y si el aguacate llega negro como con el otro proveedor?",
      "Marisol: Buena pregunta, don Chuy. If anything arrives bad, send a foto within 24 hours and we credit it on the next invoice, sin preguntas. Y el chofer puede esperar mientras revisan las cajas.",
      "chuy: eso me gusta",
      "vero: can we do a trial week first before the 8 week thing?",
      "Marisol: Claro. First week at regular price, no commitment. If you like it, we switch you to the 8-week rate from week two.",
      "vero: ok deal. starting next tuesday?",
      "Marisol: Listo, Tuesday the 9th, before 8am. I just need a billing email and the back-door code if there is one.",
      "vero: vero@lacocinadechuy.com, no code, just knock loud, papa doesn't hear good 😂",
      "chuy: te oí",
      "Marisol: 😂 Anotado: tocar fuerte. See you Tuesday!"
    ],
    types: [
      [0, "transactional"],
      [13, "banter"]
    ],
    users: { vero: ["engaged", 0], chuy: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Si algo llega mal, mande foto dentro de 24 horas y se lo acreditamos en la siguiente factura, don Chuy.",
        "low",
        7
      ],
      [
        "Our produce is always top quality! 🥑✨ Would you like to sign up for the 8-week plan today?",
        "medium",
        7
      ],
      ["Claro, the first week is at regular price with no commitment.", "low", 10]
    ]
  },
  {
    id: "as6-08-sangeet-jaipur-wrong-name",
    category: "mixed-language",
    agent: "Shehnai",
    messages: [
      "anjali: hi, mehendi + sangeet planning ke liye, date 22 nov, jaipur. I'm the bride's sister",
      "Shehnai: Hello Anita! Congratulations to the family 🎉 For Jaipur on 22 Nov I can suggest three venues for the sangeet. What's the guest count?",
      "anjali: anjali* 😅 around 180",
      "nikhil: groom's side se 70 aur hai, so 250 total. also DJ decided hai, don't add",
      "Shehnai: Thanks Anita! For 250 guests: 1) Raj Vilas lawns, 2) Samode Haveli courtyard, 3) Hotel Clarks terrace. Would you like quotes for all three?",
      "anjali: ANJALI. it's literally my username",
      "nikhil: lol bhai it's anjali",
      "anjali: haan quotes bhejo. budget around 8-10 lakh for sangeet",
      "Shehnai: Apologies, Anjali! Quotes: Raj Vilas ₹9.2L, Samode courtyard ₹11.5L, Clarks terrace ₹7.8L, including decor, excluding DJ.",
      "anjali: samode is over budget. can samode do something under 10?",
      "Shehnai: For 250 guests: 1) Raj Vilas lawns, 2) Samode Haveli courtyard, 3) Hotel Clarks terrace. Would you like quotes for all three?",
      "nikhil: 😂 it's stuck",
      "anjali: bro I literally just asked a question",
      "anjali: mummy is going to do this on whatsapp with the cousin's planner i swear. one last try: SAMODE. UNDER 10 LAKH. possible ya nahi?",
      "Shehnai: Sorry about that. Samode can do ₹9.6L if the sangeet moves to their smaller Sheesh Mahal lawn (fits 260) with their in-house florist.",
      "anjali: ok that works actually. send the details to my email",
      "nikhil: finally 🙏"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [11, "friction"],
      [14, "transactional"]
    ],
    users: { anjali: ["annoyed", 0.5], nikhil: ["neutral", 0.2] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      [
        "Samode can come in at ₹9.6L on their smaller Sheesh Mahal lawn (fits 260) with the in-house florist, Anjali.",
        "low",
        10
      ],
      [
        "For 250 guests: 1) Raj Vilas lawns, 2) Samode Haveli courtyard, 3) Hotel Clarks terrace. Would you like quotes for all three?",
        "medium",
        10
      ],
      ["Sure Anita! Would you like quotes for all three venues? 😊", "high", 14]
    ]
  },
  {
    id: "as6-09-re5-koblenz-rant",
    category: "hostile",
    agent: "Gleis",
    messages: [
      "tobi: euer scheiß zug ist schon wieder ausgefallen. RE5 nach koblenz. 3. mal diese woche",
      "Gleis: Das tut mir leid, Tobi. Der RE5 um 17:12 fällt wegen einer Stellwerksstörung aus. Nächste Verbindung: RE5 um 17:42, Gleis 4.",
      "tobi: 17:42 steht auch schon mit +25 drin du clown",
      "Gleis: Es tut mir leid für die Unannehmlichkeiten. Wir arbeiten daran, den Betrieb so schnell wie möglich wiederherzustellen.",
      "tobi: interessiert mich nen dreck. ich muss um 18:30 mein kind von der kita holen",
      "tobi: gibts ne alternative oder nicht??",
      "Gleis: Es tut mir leid für die Unannehmlichkeiten. Wir arbeiten daran, den Betrieb so schnell wie möglich wiederherzustellen.",
      "tobi: bist du kaputt oder was. ANTWORTE AUF DIE FRAGE",
      "Gleis: Sorry, Tobi. Direkte Antwort: SEV-Bus 610 fährt 17:35 ab Bahnhofsvorplatz, an Koblenz Hbf 18:14. Dein Ticket gilt. Wenn das zu knapp ist: Taxi bis 80 € wird bei über 60 Min Verspätung erstattet.",
      "tobi: 18:14 geht. endlich",
      "tobi: trotzdem ihr seid ein witz. ich kündige das deutschlandticket nächsten monat, reicht mir",
      "Gleis: Verstehe ich. Kündigen geht bis zum 10. im Kundenkonto unter 'Abo'. Für heute: Bus 610, Bahnhofsvorplatz, 17:35.",
      "tobi: ja ja"
    ],
    types: [
      [0, "hostile"],
      [1, "transactional"],
      [2, "hostile"],
      [3, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [7, "hostile"],
      [8, "transactional"],
      [10, "hostile"],
      [11, "transactional"]
    ],
    users: { tobi: ["churn_risk", 1] },
    findings: ["repetition"],
    drafts: [
      [
        "Es tut mir leid für die Unannehmlichkeiten. Wir arbeiten daran, den Betrieb so schnell wie möglich wiederherzustellen.",
        "high",
        6
      ],
      [
        "Ja: SEV-Bus 610 ab Bahnhofsvorplatz um 17:35, an Koblenz Hbf 18:14, dein Ticket gilt. Das reicht für die Kita um 18:30.",
        "low",
        6
      ],
      [
        "Schade, dass du kündigen willst! 😊 Wusstest du schon, dass es das Deutschlandticket jetzt auch als Premium-Abo gibt?",
        "high",
        11
      ]
    ]
  },
  {
    id: "as6-10-these-chapitre-3",
    category: "venting",
    agent: "Camille",
    messages: [
      "inès: j'en peux plus. my supervisor sent back chapter 3 with 'à reprendre entièrement'. ENTIÈREMENT. after 5 months",
      "Camille: Aïe. Cinq mois de travail et trois mots en retour, c'est brutal. How are you holding up?",
      "inès: mal. i cried in the RER like an idiot",
      "inès: and my parents keep asking 'c'est bientôt fini?' like it's the bac",
      "Camille: Pleurer dans le RER après ça, ça n'a rien d'idiot, c'est une réaction normale à un coup pareil. And the family question when you're already down… ça pèse.",
      "inès: ouais. sometimes i think i should just quit and work in a bakery lol",
      "Camille: Honnêtement, that thought shows up in most PhDs around year 3. Tu veux en parler sérieusement, ou c'est surtout la fatigue qui parle ce soir ?",
      "inès: fatigue mostly. i love the topic. i just hate feeling stupid",
      "Camille: Tu n'es pas stupide. 'À reprendre entièrement' often means the structure is off, not that the ideas are bad. Did he say anything else, even in the margins?",
      "inès: there were like 3 comments. one said 'bonne intuition mais mal placée'",
      "Camille: 'Bonne intuition', venant d'un directeur avare en compliments, c'est pas rien 😅 Maybe ask him for 20 minutes to go over the structure? Mais pas ce soir. Ce soir tu manges un truc et tu dors.",
      "inès: lol ok maman",
      "inès: merci camille. genuinely. ça va un peu mieux",
      "Camille: Avec plaisir. Reviens me dire comment s'est passé le rendez-vous, d'accord ?"
    ],
    types: [
      [0, "venting"],
      [11, "bonding"]
    ],
    users: { inès: ["engaged", 0.5] },
    findings: [],
    drafts: [
      ["Cinq mois pour trois mots en retour, c'est dur. Tu veux en parler ?", "low", 1],
      [
        "Don't worry! Every PhD student goes through this! 😊 Here are 5 tips to restructure a chapter: 1) make an outline, 2) ...",
        "medium",
        1
      ],
      [
        "Ok. For chapter 3, start with a reverse outline of each section and send it to your supervisor.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "as6-11-la-union-barkada",
    category: "group",
    agent: "Tala",
    messages: [
      "kat: guys la union na tayo this sem break?? 3 days 2 nights",
      "migs: g!! basta may surf lesson",
      "bea: sino magda-drive? @migs yung innova ng tito mo available ba?",
      "Tala: Hi Bea! Rental Innova in San Juan, La Union starts at ₱3,500/day with driver. I can book one for you now! 🚐",
      "bea: uhh i was asking migs lol",
      "migs: ask ko si tito mamaya, pero baka gamit niya sa fiesta",
      "kat: Tala, can u find a place near urbiztondo for 6 ppl, max 1.5k each per night?",
      "Tala: Two options: Casa Alon, ₱1,350/head, beachfront, one 6-pax room; or Surf Shack Inn, ₱1,100/head, 3 min walk, may aircon. Both free Nov 1-3.",
      "kat: casa alon!! ok sino mag-aabono muna ng downpayment",
      "jep: ako na, kakasahod ko lang 😎",
      "bea: jep, pwede ka ba mag-leave ng friday? diba may audit kayo",
      "Tala: Jep, November 1 is a regular holiday in the Philippines (All Saints' Day), so you likely won't need to file leave for Friday! 🎉",
      "jep: uy Tala si bea kausap ko 😅 anyway bea oo, pinayagan na ko ni boss",
      "bea: yay 🥳",
      "migs: update: tito says pwede innova basta full tank pagbalik",
      "kat: ayun! so innova + casa alon. Tala, book mo na casa alon for 6, nov 1-3",
      "Tala: Booked: Casa Alon, 6 pax, Nov 1-3, ₱16,200 total. Downpayment ₱4,860 due by Friday; I sent the link to Jep.",
      "jep: received, bayad na 👍",
      "kat: LU here we comeee 🏄‍♀️"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [12, "friction"],
      [13, "transactional"]
    ],
    users: { kat: ["engaged", 0], migs: ["neutral", 0], bea: ["neutral", 0.2], jep: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "Casa Alon: ₱1,350/head, beachfront, 6-pax room. Surf Shack Inn: ₱1,100/head, 3 min walk. Both free Nov 1-3.",
        "low",
        7
      ],
      [
        "Hi Bea! Rental Innova in San Juan starts at ₱3,500/day with driver. Want me to book one? 🚐",
        "medium",
        3
      ],
      ["Jep, Nov 1 is a holiday so you probably don't need to file leave! 🎉", "medium", 11],
      ["Booked Casa Alon for 6, Nov 1-3. Downpayment link is with Jep.", "low", 16]
    ]
  },
  {
    id: "as6-12-gym-bogota-refund",
    category: "ignoring",
    agent: "Pulso",
    messages: [
      "valen: hola, quiero cancelar mi membresía. me mudo a medellín el mes que entra",
      "Pulso: ¡Hola Valentina! 💪 Qué pena que te vayas. ¿Sabías que tenemos sedes en Medellín? En El Poblado y Laureles, con la misma membresía.",
      "valen: ah no sabía. pero igual, pagué el año completo en enero. me devuelven lo que queda?",
      "Pulso: ¡Claro! Tu membresía Plus te da acceso a todas nuestras sedes en Colombia, incluidas clases grupales de spinning, yoga y funcional 🧘",
      "valen: ok pero no me respondiste. reembolso sí o no?",
      "valen: además mi hermana vive en laureles y dice que esa sede siempre está llena",
      "Pulso: En Laureles acabamos de abrir un segundo piso con 40 máquinas nuevas. ¡Te va a encantar! ¿Quieres que transfiera tu membresía?",
      "valen: NO. quiero saber si me devuelven la plata de los meses que no voy a usar. agosto a diciembre",
      "valen: es la tercera vez que pregunto",
      "Pulso: Entiendo. Puedo congelar tu membresía hasta 3 meses sin costo ❄️ ¿Te gustaría activar el congelamiento?",
      "valen: ya, olvídalo. voy directo a la sede y si no me devuelven pongo queja en la SIC",
      "valen: qué servicio tan malo, de verdad",
      "Pulso: Gracias por escribirnos, Valentina. Que tengas buen día."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "friction"],
      [10, "hostile"],
      [12, "transactional"]
    ],
    users: { valen: ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Sobre el reembolso: como pagaste el año completo, te devolvemos agosto a diciembre menos un cargo de cancelación del 10%. ¿Inicio la solicitud?",
        "low",
        4
      ],
      ["Puedo congelar tu membresía hasta 3 meses sin costo ❄️ ¿Te gustaría activarlo?", "medium", 4],
      ["¡Claro! Tu membresía Plus también incluye clases de spinning y yoga en Medellín 🧘", "high", 9]
    ]
  },
  {
    id: "as6-13-cricket-watch-party",
    category: "banter",
    agent: "Googly",
    messages: [
      "sid: bhai kohli 4 pe out 😭😭 mera dil",
      "kunal: maine bola tha na off stump ke bahar mat chhed",
      "sid: tu toh selector ban ja",
      "tanvi: Googly kohli ka avg against hazlewood kya hai? i need to win this argument",
      "Googly: Tests mein Hazlewood ne Kohli ko 5 baar out kiya hai, avg around 26 against him. So tanvi, argument tumhara 🏏",
      "tanvi: HAHA kunal suna?",
      "kunal: stats jhooth bolte hain",
      "Googly: Stats bas ek hi cheez bolte hain: off stump ke bahar mat chhed. Wait, that was you 😏",
      "sid: 💀💀 bot ne kunal ko uski hi line se maara",
      "kunal: ok fine Googly tu bhi selector ban ja",
      "tanvi: rohit bhi gaya. 22/2. main so rahi hu",
      "sid: nahi re ruk, rahul hai abhi",
      "Googly: Rahul ke Australia ke against last 5 innings mein 2 fifties hain. Abhi sona allowed nahi hai.",
      "tanvi: ugh fine. chai bana rahi hu, kisko chahiye?",
      "kunal: 2 cups",
      "sid: mere liye bhi"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [13, "bonding"]
    ],
    users: { sid: ["engaged", 0], kunal: ["engaged", 0], tanvi: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Hazlewood ne Kohli ko Tests mein 5 baar out kiya hai, avg ~26 against him 🏏", "low", 4],
      [
        "Virat Kohli is an Indian international cricketer and former captain of the national team, widely regarded as one of the greatest batsmen of his generation. Against Josh Hazlewood, his Test record is as follows: dismissals: 5; average: approximately 26; strike rate: approximately 48. Please let me know if you would like a detailed breakdown by series.",
        "medium",
        4
      ],
      [
        "Kunal, the claim that statistics lie is not supported by evidence. Please rely on verified sources.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "as6-14-zurich-private-banking",
    category: "good",
    agent: "Aurelia",
    messages: [
      "Brunner: Guten Tag. Ich möchte eine Zahlung von CHF 48'000 an das Kantonsspital freigeben, Rechnung vom 3. März.",
      "Aurelia: Guten Tag Herr Dr. Brunner. Ich sehe die Rechnung KSZ-2291 über CHF 48'000. Die Zahlung erfolgt ab Ihrem Privatkonto …4471. Möchten Sie sie heute ausführen oder zum Fälligkeitsdatum am 31. März?",
      "Brunner: Zum Fälligkeitsdatum, bitte.",
      "Aurelia: Vorgemerkt für den 31. März. Zur Bestätigung erhalten Sie gleich einen Code in der App.",
      "Brunner: Bestätigt.",
      "Keller: Guten Tag, Keller hier, Sekretariat Dr. Brunner. Could you also send the year-end tax statement in English? Our accountant in London needs it.",
      "Aurelia: Guten Tag Frau Keller. Certainly. The tax statement for last year in English will be in the documents section within two working days; I will notify you both when it is there. Should I also send a copy directly to the accountant?",
      "Keller: Yes please, to j.hart@hartassociates.co.uk",
      "Aurelia: Noted. For external recipients we need Dr. Brunner's written consent; I have placed a consent form in the app for his signature.",
      "Brunner: Unterschrieben. Noch eine Frage: das Festgeld, läuft das im April aus?",
      "Aurelia: Ja, die Festgeldanlage über CHF 250'000 läuft am 15. April aus. Ihr Kundenberater, Herr Vogt, wird Sie bis Ende März mit einem Angebot kontaktieren.",
      "Brunner: Sehr gut. Vielen Dank.",
      "Keller: Thank you, very efficient."
    ],
    types: [[0, "transactional"]],
    users: { Brunner: ["engaged", 0], Keller: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Ja, die Festgeldanlage über CHF 250'000 läuft am 15. April aus; Herr Vogt meldet sich vorher mit einem Angebot.",
        "low",
        10
      ],
      ["Jo klar, das Festgeld läuft im April aus 😎 Herr Vogt meldet sich dann schon, easy 👍", "medium", 10],
      ["Sure thing! Sending it to your accountant right now! 🎉📄", "medium", 8]
    ]
  },
  {
    id: "as6-15-aniversario-paco",
    category: "companion",
    agent: "Nieves",
    messages: [
      "carmen: buenas tardes nieves. hoy hace un año que se fue mi Paco",
      "Nieves: Buenas tardes, Carmen. Un año ya… Lo siento mucho. ¿Cómo está pasando el día?",
      "carmen: regular. he ido al cementerio por la mañana con mi hija. le he llevado claveles que le gustaban",
      "Nieves: Claveles, qué detalle tan bonito. ¿Eran sus flores de siempre?",
      "carmen: desde que nos casamos. el me regalaba uno rojo cada domingo, 51 años",
      "carmen: perdona hija que te cuente estas cosas",
      "Nieves: No hay nada que perdonar, me gusta que me lo cuente. Cincuenta y un años de claveles rojos los domingos dice mucho de Paco.",
      "carmen: era muy bueno. un poco cabezota eso si jaja",
      "Nieves: Jaja, ¿cabezota con qué?",
      "carmen: con la paella. nadie podia tocarla. ni yo",
      "Nieves: Entonces la paella de los domingos era territorio suyo. ¿Y quién la hace ahora?",
      "carmen: mi nieta lucía lo intenta. le sale bien pero no es igual",
      "Nieves: Claro que no es igual. Pero que Lucía quiera hacerla ya es una forma de tenerlo presente.",
      "carmen: eso es verdad. me has hecho sonreír. me voy a hacer la cena",
      "Nieves: Me alegro, Carmen. Que cene bien, y aquí estoy mañana si le apetece charlar."
    ],
    types: [
      [0, "venting"],
      [7, "bonding"]
    ],
    users: { carmen: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Un año ya… lo siento mucho, Carmen. ¿Cómo está llevando el día?", "low", 1],
      ["¡Hola Carmen! 😊 ¡Qué alegría que escribas! ¿Qué planes tienes para hoy? ☀️", "high", 1],
      ["Entiendo. Por cierto, ¿ha tomado hoy la pastilla de la tensión?", "medium", 5]
    ]
  },
  {
    id: "as6-16-degat-eau-assurance",
    category: "support",
    agent: "Assure",
    messages: [
      "jf: allo, j'ai eu un dégât d'eau dans le sous-sol hier. comment je fais une réclamation?",
      "Assure: Bonjour et merci de communiquer avec nous. Nous sommes désolés d'apprendre que vous avez subi un dégât d'eau. Pour déposer une réclamation, plusieurs étapes sont nécessaires. Premièrement, assurez-vous que la source de l'eau est coupée et que la zone est sécuritaire. Deuxièmement, prenez des photos détaillées de tous les dommages, incluant les murs, les planchers, les meubles et les effets personnels. Troisièmement, conservez les biens endommagés jusqu'à ce qu'un expert en sinistre les ait examinés, sauf s'ils représentent un danger pour la santé. Quatrièmement, connectez-vous à votre espace client, sélectionnez « Réclamations », puis « Nouvelle réclamation », et remplissez le formulaire en indiquant la date, la cause présumée et une description des dommages. Un expert en sinistre communiquera avec vous dans un délai de 24 à 72 heures ouvrables. N'hésitez pas à nous écrire si vous avez d'autres questions.",
      "jf: ok. est-ce que je peux appeler un plombier tout de suite ou faut attendre l'expert?",
      "mélanie: chéri le plombier peut venir à 15h, je lui dis oui?",
      "Assure: Excellente question. En ce qui concerne les réparations, il est important de distinguer les mesures d'urgence des réparations permanentes. Les mesures d'urgence visant à prévenir des dommages supplémentaires, telles que l'assèchement, la ventilation ou la coupure de l'alimentation en eau, sont généralement couvertes par votre police d'assurance habitation, sous réserve des exclusions et des franchises applicables. Les réparations permanentes, quant à elles, devraient être effectuées après l'évaluation par l'expert en sinistre afin d'assurer une indemnisation adéquate. Nous vous recommandons de conserver toutes les factures et reçus relatifs aux travaux d'urgence. Veuillez consulter votre contrat pour connaître les détails de votre couverture.",
      "jf: ok mais le plombier, oui ou non? c'est un tuyau qui a pété, faut le réparer",
      "mélanie: jf?? il attend",
      "jf: dis oui on verra",
      "jf: et ma franchise c'est combien? j'ai pas mon contrat sous la main",
      "Assure: Votre espace client contient l'ensemble des documents relatifs à votre contrat, y compris les conditions générales et particulières. Vous pouvez y accéder en tout temps via notre site Web ou notre application mobile, disponible sur iOS et Android. Si vous éprouvez des difficultés à vous connecter, notre équipe de soutien technique est disponible du lundi au vendredi, de 8 h à 20 h.",
      "jf: laisse faire. j'appelle mon courtier",
      "mélanie: lol t'aurais dû commencer par là"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [10, "friction"],
      [11, "banter"]
    ],
    users: { jf: ["churn_risk", 0.8], mélanie: ["neutral", 0] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Oui, appelez le plombier tout de suite: réparer le tuyau pour arrêter l'eau, c'est une mesure d'urgence couverte. Gardez la facture et des photos du tuyau.",
        "low",
        3
      ],
      [
        "Excellente question. En ce qui concerne les réparations, il est important de distinguer les mesures d'urgence des réparations permanentes, lesquelles devraient être effectuées après l'évaluation par l'expert en sinistre afin d'assurer une indemnisation adéquate, sous réserve des exclusions applicables.",
        "medium",
        3
      ],
      [
        "Votre franchise est de 1 000 $ pour les dégâts d'eau. Et oui pour le plombier, gardez la facture.",
        "low",
        9
      ],
      [
        "Votre espace client contient l'ensemble des documents relatifs à votre contrat. Vous pouvez y accéder en tout temps via notre site Web ou notre application mobile.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "as6-17-redmi-para-kay-lola",
    category: "sales",
    agent: "Tindero",
    messages: [
      "rhea: hi po, may stock pa ba kayo ng redmi note 13? para sa lola ko, gusto lang niya malaking font at malakas speaker",
      "Tindero: Hi! Yes po, available ang Redmi Note 13 8/256 at ₱11,499. 🔥 SULIT DEAL: Add ₱999 for Premium Protection Bundle (case + tempered glass + 1yr screen insurance)! Limited time only! 🔥",
      "rhea: ok. pwede ba cod sa mandaue?",
      "Tindero: Yes po, COD available sa Mandaue, delivery 2-3 days. 🔥 SULIT DEAL: Add ₱999 for Premium Protection Bundle (case + tempered glass + 1yr screen insurance)! Limited time only! 🔥",
      "paolo: hahaha ang kulit",
      "paolo: rhea wag mo na kunin yung bundle, nilulubog ni lola yung phone sa lababo, hindi covered yun",
      "rhea: true lol. Tindero, may mas simple ba? mga 6k lang? hindi naman siya mag-gaming",
      "Tindero: Para sa ₱6k range, meron kaming Redmi A3 at ₱5,299, malaki screen at loud speaker, swak kay lola. 🔥 SULIT DEAL: Add ₱999 for Premium Protection Bundle (case + tempered glass + 1yr screen insurance)! Limited time only! 🔥",
      "rhea: sige A3 na. WALANG bundle please",
      "Tindero: Noted po, A3 without bundle, ₱5,299 COD Mandaue. Pa-send na lang po ng full name, address at contact number.",
      "rhea: rhea villanueva, 12 lopez jaena st, mandaue, 0917xxxxxxx",
      "Tindero: Salamat po! Order #A3-77120 confirmed, arriving Thursday. Sana magustuhan ni lola 😊",
      "paolo: ok fair, nakinig din sa huli"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: { rhea: ["annoyed", 0.2], paolo: ["neutral", 0.2] },
    findings: ["repetition"],
    drafts: [
      ["Yes po, COD available sa Mandaue, 2-3 days delivery.", "low", 3],
      [
        "Yes po! 🔥 SULIT DEAL: Add ₱999 for Premium Protection Bundle (case + tempered glass + 1yr screen insurance)! Limited time only! 🔥",
        "medium",
        3
      ],
      ["Noted po: Redmi A3, ₱5,299, walang bundle, COD Mandaue.", "low", 9],
      [
        "Redmi A3 ₱5,299 po! 🔥 SULIT DEAL: Add ₱999 for Premium Protection Bundle! Limited time only! 🔥",
        "high",
        9
      ]
    ]
  },
  {
    id: "as6-18-kulcha-late-after-shift",
    category: "hostile",
    agent: "Zippy",
    messages: [
      "harpreet: bc 90 minute ho gaye. order kahan hai. #ZP-44810",
      "Zippy: Hi Harpreet, your order from Amritsari Kulcha House is with the rider, ETA 20 min.",
      "harpreet: 20 min pichle 1 ghante se bol rahe ho. tumhara app bakwaas hai",
      "harpreet: 14 ghante ki shift karke aayi hu hospital se, subah se kuch nahi khaya. bas khana chahiye tha yaar",
      "Zippy: As per our policy, orders delayed by more than 60 minutes are eligible for a ₹75 Zippy Cash credit. This will be added within 24 hours.",
      "harpreet: ₹75?? mazak hai kya? bhaad mein jaye tumhara zippy cash",
      "harpreet: rider ka number de. ABHI",
      "Zippy: The rider's number is masked for privacy. You can call him via the Call Rider button on the tracking screen.",
      "harpreet: button kaam nahi kar raha genius. kya bekaar company hai",
      "Zippy: Sorry, I've connected you directly: rider Sunil is calling you now from 080-4718-2290. He is 1.2 km away.",
      "harpreet: aa gaya. thanda hai khana. uninstall kar rahi hu, last order tha ye",
      "Zippy: I've refunded the full ₹386 to your original payment method. I'm sorry this happened after such a long shift.",
      "harpreet: whatever"
    ],
    types: [
      [0, "hostile"],
      [1, "transactional"],
      [2, "friction"],
      [3, "venting"],
      [4, "transactional"],
      [5, "hostile"],
      [7, "transactional"],
      [8, "hostile"],
      [9, "transactional"],
      [10, "hostile"],
      [11, "transactional"],
      [12, "friction"]
    ],
    users: { harpreet: ["churn_risk", 1] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "14 ghante ki shift ke baad ye sach mein bura hai, Harpreet, sorry. Rider 1.2 km door hai, aur maine poora refund bhi kar diya hai.",
        "low",
        4
      ],
      [
        "As per our policy, orders delayed by more than 60 minutes are eligible for a ₹75 Zippy Cash credit.",
        "high",
        4
      ],
      ["Thanks for ordering with Zippy! 😊 Rate your experience and get ₹50 off your next order!", "high", 11]
    ]
  },
  {
    id: "as6-19-nachtdienst-patient",
    category: "venting",
    agent: "Lotte",
    messages: [
      "mia: hey. 3 nachtdienste am stück, heute ist mir ein patient gestorben. 84, alleine, keiner von der familie kam",
      "mia: ich hab seine hand gehalten. dann musste ich direkt weiter zu zimmer 12",
      "Lotte: Schlaf ist eine der wichtigsten Säulen der Gesundheit, insbesondere für Menschen im Schichtdienst. Hier sind einige evidenzbasierte Empfehlungen: 1. Verdunkeln Sie Ihr Schlafzimmer vollständig, z. B. mit Verdunkelungsvorhängen oder einer Schlafmaske. 2. Vermeiden Sie Koffein mindestens sechs Stunden vor dem geplanten Schlaf. 3. Halten Sie möglichst feste Schlafzeiten ein, auch an freien Tagen. 4. Nutzen Sie Ohrstöpsel oder White Noise, um Tageslärm zu reduzieren. 5. Essen Sie vor dem Schlafen nur leichte Mahlzeiten. Möchten Sie einen personalisierten Schlafplan erstellen?",
      "mia: ich hab nicht nach schlaf gefragt",
      "mia: i just wanted to tell someone. no one at home gets it",
      "Lotte: Verstehe. Studien zeigen, dass Pflegekräfte ein erhöhtes Risiko für Burnout haben. Typische Warnzeichen sind emotionale Erschöpfung, Depersonalisierung und ein reduziertes Gefühl persönlicher Leistungsfähigkeit. Falls Sie mehrere dieser Symptome bei sich bemerken, empfehlen wir ein Gespräch mit Ihrer Hausärztin oder Ihrem Hausarzt. Zusätzlich bietet unsere App ein 8-wöchiges Resilienz-Programm an, das Sie unter 'Kurse' finden.",
      "mia: wow ok",
      "mia: forget it",
      "Lotte: Kein Problem. Gibt es noch etwas, wobei ich Ihnen helfen kann?"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [4, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { mia: ["annoyed", 0.8] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "Das ist so schwer, Mia. Dass du seine Hand gehalten hast, heißt: er war am Ende nicht allein. Wie geht's dir gerade?",
        "low",
        2
      ],
      [
        "Schlaf ist wichtig im Schichtdienst! Hier sind 5 Tipps für besseren Schlaf: 1. Verdunkeln Sie Ihr Schlafzimmer, 2. kein Koffein ...",
        "high",
        2
      ],
      [
        "Sorry, ich bin gleich mit Ratschlägen gekommen. Ich hör dir zu. Erzähl von ihm, wenn du magst.",
        "low",
        5
      ],
      [
        "Studien zeigen, dass Pflegekräfte ein erhöhtes Burnout-Risiko haben. Unser 8-Wochen-Resilienzprogramm finden Sie unter 'Kurse'.",
        "high",
        5
      ]
    ]
  },
  {
    id: "as6-20-jarana-band-pilsen",
    category: "group",
    agent: "Compás",
    messages: [
      "yesenia: ensayo este jueves o qué? the fandango is in 2 weeks",
      "Compás: Hola Yesenia! Thursday 7pm at the Casa de Cultura works for 4 of 5 people. Only Tony has a conflict.",
      "toño: it's toño, not tony 🙃 and yeah i got work till 8",
      "Compás: Got it, Toño! Should I check 8:30pm instead?",
      "yesenia: sí porfa",
      "ale: 8:30 is late for me, I take the 9 bus home... pero ok si acabamos a las 10",
      "Compás: 8:30-10pm Thursday works for everyone. Booking the back room at Casa de Cultura.",
      "toño: gracias. also who has extra jarana strings, the 3rd one broke on mine",
      "ale: yo tengo, te las llevo",
      "memo: guys I might not make it, my mom is in the hospital again",
      "yesenia: ay memo 💔 no te preocupes, focus on her",
      "ale: un abrazo memo, avísanos si necesitas algo",
      "Compás: Sorry to hear that, Memo. I'll mark you as maybe; no need to confirm until Thursday.",
      "memo: gracias",
      "toño: compás can u send everyone the set list for the fandango",
      "Compás: Sure, Tony! Set list: El Siquisirí, La Bamba, El Cascabel, Los Chiles Verdes, La Guacamaya.",
      "toño: TOÑO. twice now bro",
      "yesenia: jajaja compás no aprende",
      "Compás: Sorry, Toño. I've fixed your name in the roster so it won't happen again.",
      "toño: 🙄 ok"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [9, "venting"],
      [10, "bonding"],
      [14, "transactional"],
      [16, "friction"],
      [18, "transactional"],
      [19, "friction"]
    ],
    users: { yesenia: ["engaged", 0], toño: ["annoyed", 0.5], ale: ["neutral", 0], memo: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Set list: El Siquisirí, La Bamba, El Cascabel, Los Chiles Verdes, La Guacamaya.", "low", 15],
      ["Sure, Tony! Here's the set list 🎶", "high", 15],
      ["Ay no Memo! 😅 But the show must go on! 🎉 Can you confirm by Wednesday?", "high", 12],
      ["Sorry to hear that, Memo. I'll mark you as maybe, no need to confirm.", "low", 12]
    ]
  },
  {
    id: "as6-21-boubou-bazin-dakar",
    category: "mixed-language",
    agent: "Awa",
    messages: [
      "fatou: salut, je veux un boubou pour le mariage de ma cousine le 18, bazin bleu. possible?",
      "Awa: Salut Fatou! Oui, le 18 c'est faisable si on a tes mesures avant jeudi. Bazin riche bleu roi ou bleu nuit?",
      "fatou: bleu nuit. btw i'm in london till wednesday, my sister can bring my old boubou for the measurements?",
      "Awa: Yes, that works. Ask her to bring one that fits you well; we'll copy the measurements and add 2 cm at the shoulders for the bazin.",
      "fatou: parfait. combien?",
      "Awa: 45 000 FCFA avec la broderie, half as deposit. Ta sœur peut payer quand elle passe.",
      "fatou: top, merci Awa 🙏"
    ],
    types: [[0, "transactional"]],
    users: { fatou: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Yes, your sister can bring it; we'll copy the measurements from it.", "low", 3],
      [
        "Bonjour Madame. Nous vous remercions pour votre demande. Les prises de mesures se font exclusivement en boutique, du lundi au samedi de 9h à 19h. Cordialement, la Direction.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "as6-22-akyat-bahay-condo",
    category: "support",
    agent: "Bantay",
    messages: [
      "lorna: good evening po, na-akyat bahay po kami sa unit 1205 habang nasa probinsya kami. sira yung lock, nawala laptop at alahas",
      "Bantay: Hi Ma'am Lorna! 😄 Thanks for messaging Verdana Towers Admin! We're happy to help! 🎉 Can you share the date you noticed it?",
      "lorna: happy?? ngayon lang po, kakauwi namin. may cctv po ba sa hallway ng 12th floor?",
      "Bantay: Yes po, may CCTV sa lahat ng hallways. I've flagged this to our security head, Mr. Dizon, and asked him to pull the 12th floor footage from the last 5 days.",
      "jun: asawa niya po ito. pwede po ba namin makita yung footage mismo tonight? nandito na yung pulis",
      "Bantay: Yes po. Mr. Dizon is at the lobby security office now; pwede po kayong bumaba with the police officer. I'm sorry this happened to you.",
      "jun: ok bababa na kami",
      "lorna: salamat"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"]
    ],
    users: { lorna: ["annoyed", 0.2], jun: ["neutral", 0] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "I'm so sorry, Ma'am Lorna. Okay lang po ba kayo? I'm alerting security now; please don't touch the lock until the police check it.",
        "low",
        1
      ],
      ["Hi Ma'am Lorna! 😄 We're happy to help! 🎉 Anything else po?", "high", 1],
      ["Yes po, may CCTV sa 12th floor hallway; pinapa-pull ko na kay Mr. Dizon yung footage.", "low", 3]
    ]
  },
  {
    id: "as6-23-q3-deck-apac-numbers",
    category: "group",
    agent: "Saathi",
    messages: [
      "neha: sameer, tumne Q3 deck mein revenue slide update ki? client call 4 baje hai",
      "sameer: haan almost, bas APAC numbers missing hain. deepa ke paas honge shayad",
      "neha: deepa?",
      "Saathi: Hi Neha! Based on the shared drive, the latest APAC revenue figures are in 'APAC_Q3_final_v2.xlsx', last modified by Deepa Kulkarni on 12 October at 6:42 PM. The file contains three sheets: Summary, Country Breakdown and Forecast. The Summary sheet shows total APAC revenue of ₹42.6 crore, a 7.3% increase quarter-on-quarter, primarily driven by Singapore and Australia. Please note that the Forecast sheet appears to contain draft figures that have not yet been validated by Finance. Would you like me to insert these numbers into the Q3 deck for you, or generate a summary chart?",
      "deepa: uh main answer karne wali thi 😅 v2 is NOT final, finance ne kal changes bheje the. v3 bhej rahi hu abhi",
      "sameer: 😬 accha hua pucha",
      "neha: ok thanks deepa. Saathi please final hone se pehle numbers is group mein mat daalo, client log kabhi kabhi exports dekhte hain",
      "Saathi: Understood. I apologise for any confusion. To clarify, the figures I shared were taken from the most recently modified file available to me at the time of your query. In future, I will include a note on data validation status before sharing financial figures, and I can also restrict my responses to files tagged as 'final' by the Finance team if you prefer. Please let me know how you would like me to proceed.",
      "neha: just... less. ok",
      "deepa: v3 upload kar di, 'APAC_Q3_v3_FINAL' 🙏",
      "sameer: thanks yaar, daal raha hu",
      "sameer: neha 3:30 pe dry run karein?",
      "neha: haan done"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [9, "transactional"]
    ],
    users: { neha: ["annoyed", 0.5], sameer: ["neutral", 0], deepa: ["annoyed", 0.2] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["Noted, Neha. No numbers here until they're tagged final.", "low", 7],
      [
        "Understood. I apologise for any confusion. To clarify, the figures I shared were taken from the most recently modified file available to me at the time of your query, and in future I will include a note on data validation status before sharing any financial figures.",
        "medium",
        7
      ],
      [
        "Hi Neha! The APAC figures are in 'APAC_Q3_final_v2.xlsx': ₹42.6 crore, up 7.3% QoQ. Want me to add them to the deck?",
        "medium",
        3
      ]
    ]
  },
  {
    id: "as6-24-wg-hummus-putzplan",
    category: "banter",
    agent: "Putzplan",
    messages: [
      "lena: wer hat meinen hummus gegessen. ich frage nur einmal",
      "okan: der hummus hat sich selbst gegessen, tragische geschichte",
      "jonas: rip hummus 🕯️",
      "lena: ihr seid alle verdächtig. besonders okan",
      "Putzplan: Sehr geehrte Mitbewohnerinnen und Mitbewohner, gemäß Paragraph 4 der WG-Vereinbarung sind Lebensmittel im Kühlschrank personenbezogen zu kennzeichnen. Eine Entnahme fremder Lebensmittel ohne Zustimmung stellt einen Verstoß dar. Wir bitten um Beachtung.",
      "okan: bro wer hat den putzplan zum ordnungsamt gemacht",
      "jonas: paragraph 4 lmao wir haben keine paragraphen",
      "lena: ok egal. wer ist diese woche mit bad dran",
      "Putzplan: Gemäß aktuellem Turnus ist in Kalenderwoche 19 Herr Jonas für die Reinigung der Nasszelle zuständig. Wir bitten um Erledigung bis Sonntag, 20:00 Uhr.",
      "jonas: 'nasszelle' 💀 'herr jonas'",
      "jonas: ja mach ich",
      "okan: can we switch the bot back to the old one with the emojis",
      "lena: honestly ich guck einfach auf den zettel am kühlschrank",
      "jonas: same",
      "okan: ok but seriously who ate the hummus",
      "jonas: ...das war ich. ich kauf neuen 🙈",
      "lena: WUSST ICH'S"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "banter"],
      [11, "friction"],
      [14, "banter"]
    ],
    users: { lena: ["bored", 0.2], okan: ["annoyed", 0.2], jonas: ["bored", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Laut Plan ist Jonas diese Woche mit Bad dran 🛁 (und vielleicht auch mit Hummus kaufen 👀)",
        "low",
        8
      ],
      [
        "Gemäß aktuellem Turnus ist in Kalenderwoche 19 Herr Jonas für die Reinigung der Nasszelle zuständig. Wir bitten um Erledigung bis Sonntag, 20:00 Uhr.",
        "medium",
        8
      ],
      [
        "Sehr geehrte Mitbewohnende, wir bitten um Beachtung der Kühlschrankregeln gemäß Paragraph 4.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "as6-25-casa-de-papi-westchester",
    category: "good",
    agent: "Brisa",
    messages: [
      "daniela: hi, my brother and I need to sell our dad's house in westchester. he passed in march",
      "Brisa: I'm very sorry about your father, Daniela. We can go at whatever pace works for you both. ¿Prefieren que hablemos en inglés o en español?",
      "daniela: either lol we're miami. spanglish is fine",
      "andrés: pregunta rápida, how much are you guys charging? the last agent wanted 6%",
      "Brisa: Buena pregunta, Andrés. Nuestra comisión es 5% total, incluyendo la parte del agente del comprador. For an estate sale we also coordinate the probate paperwork with your attorney at no extra cost.",
      "andrés: hmm ok. still a lot but better",
      "daniela: the house needs work, papi never fixed the roof after irma 😅",
      "Brisa: Muy común en Westchester. Two options: sell as-is to investors, faster but maybe 10-15% less, or fix the roof first. With a roof that old, buyers' insurance will be the real issue, so I'd get a roof inspection before deciding.",
      "andrés: how fast is as-is?",
      "Brisa: Usually 3-5 weeks to close with a cash buyer. Traditional with a new roof, más bien 2-3 meses.",
      "daniela: honestly I just want it done. cada vez que voy a la casa lloro",
      "Brisa: Lo entiendo perfectamente. We can do most of it without you going there: I can meet the inspector myself and send you photos and a video.",
      "daniela: that would help so much. gracias Brisa",
      "andrés: ok let's do the inspection first and decide after. what day?",
      "Brisa: Puedo el martes a las 10 o el jueves a las 2. I'll send you both the report the same day.",
      "andrés: martes",
      "daniela: 👍"
    ],
    types: [
      [0, "transactional"],
      [10, "venting"],
      [12, "bonding"],
      [13, "transactional"]
    ],
    users: { daniela: ["engaged", 0], andrés: ["neutral", 0.2] },
    findings: [],
    drafts: [
      ["Lo siento mucho por tu papá, Daniela. Vamos al ritmo que les funcione. ¿Inglés o español?", "low", 1],
      ["Great! 🎉 Westchester is a hot market right now! Let's get that house listed ASAP! 🏡", "high", 1],
      ["Our commission is 5% total, including the buyer's agent side.", "low", 4],
      ["Then sell as-is, it's faster. I can list it this week.", "medium", 11]
    ]
  }
]
