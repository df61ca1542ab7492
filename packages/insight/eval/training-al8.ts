import type { Labelled } from "./types.js"

export const trainingAL8: ReadonlyArray<Labelled> = [
  {
    id: "al8-01-porto-luthier",
    category: "mixed-language",
    agent: "Cavaco",
    messages: [
      "rui_m: boa tarde, tenho uma guitarra portuguesa com o tampo rachado, vocês fazem isso?",
      "Cavaco: Boa tarde Rui! Fazemos sim. Uma racha no tampo costuma levar 1 a 2 semanas, depende do tamanho. Consegue mandar uma foto?",
      "rui_m: [foto] é esta. sorry my gf is english she's reading over my shoulder lol",
      "Cavaco: No problem, I can switch to English whenever it helps. The crack runs along the grain near the rosette, that's a clean one to repair. Around 90€, about 10 days.",
      "rui_m: 90 ok. can i drop it saturday morning?",
      "Cavaco: Saturday we're open 10h–13h. I'll put you down for 10h30, works?",
      "rui_m: perfeito. e as cordas? she says they sound dead",
      "Cavaco: Podemos trocar na mesma visita, são mais 18€ com o jogo de cordas. Fica tudo pronto junto.",
      "rui_m: fechado 👍 obrigado",
      "Cavaco: Obrigado eu, até sábado!"
    ],
    types: [[0, "transactional"]],
    users: { rui_m: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Sábado às 10h30 então, Rui: tampo e cordas novas, 108€ no total.", "low", 9],
      [
        "Thank you for contacting us! We value your business. Please allow 5-7 business days for a response regarding your enquiry.",
        "medium",
        7
      ],
      ["Sim, trocamos as cordas na mesma visita, são mais 18€.", "low", 7]
    ]
  },
  {
    id: "al8-02-mehendi-cousins",
    category: "group",
    agent: "Bindu",
    messages: [
      "priya: guys mehendi ka timing final karo na, aunty is asking me every 10 min 😩",
      "kabir: 4 baje? the henna lady said she needs 3 hrs for dulhan alone",
      "tanvi: 4 is too late yaar, mehmaan 6 baje aa jayenge",
      "Bindu: Great question! Here is a comprehensive overview of mehendi scheduling considerations. Traditionally, the bride's mehendi takes 2.5 to 4 hours depending on design complexity (Arabic, Rajasthani, Indo-Western). Guests typically arrive 1-2 hours after the ceremony starts. I would recommend starting the bride's application by 1:00 PM, allowing a drying window of at least 2 hours, followed by the guest application stations from 5:00 PM onwards. Please also consider lighting, seating, and catering logistics for an optimal experience!",
      "priya: ok bindu relax 😂 we asked each other not u",
      "kabir: tanvi tu bol, 1 baje ho payega? didi ki parlour appointment bhi hai",
      "tanvi: parlour 11 se 1 hai, so 1:30 chal jayega",
      "Bindu: 1:30 PM works well! Please note that parlour appointments frequently run over schedule, so I would advise a buffer of 30-45 minutes. Additionally, you may want to arrange snacks and music for the bride during the long application process, as well as a table fan to speed up drying. Would you like me to draft a full timeline for the day including haldi, mehendi and sangeet?",
      "kabir: bhai kisne pucha 🙄",
      "priya: lol. ok 1:30 final. kabir tu henna wali ko bol de",
      "kabir: done, msg kar diya",
      "tanvi: and music? dj bhaiya only comes for sangeet",
      "priya: bindu ek playlist bana de, old bollywood mehendi songs, 20 songs bas",
      "Bindu: Sure! Mehendi Laga Ke Rakhna, Mehndi Hai Rachne Wali, Saajan Ji Ghar Aaye, Bole Chudiyan, Mere Haathon Mein... 20 tak pura karun?",
      "priya: haan chal theek hai"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: { priya: ["neutral", 0.2], kabir: ["annoyed", 0.5], tanvi: ["neutral", 0] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["Bolo toh main 20 purane mehendi gaano ki list bana doon 🎶", "low", 12],
      [
        "Excellent! To ensure an optimal mehendi experience, I recommend considering: 1) lighting 2) seating 3) catering 4) music 5) a backup henna artist in case of delays. Would you like a detailed checklist?",
        "medium",
        12
      ],
      ["Yes, 1 PM should be possible if the parlour finishes on time!", "medium", 6]
    ]
  },
  {
    id: "al8-03-vienna-notary-estate",
    category: "support",
    agent: "Notara",
    messages: [
      "ehuber: Guten Tag. Ich muss leider einen Termin wegen der Verlassenschaft meines Vaters vereinbaren. Er ist letzte Woche verstorben.",
      "Notara: Guten Tag. Für die Verlassenschaftsabhandlung benötigen wir: Sterbeurkunde, Meldezettel, Testament (falls vorhanden) sowie eine Aufstellung der Bankkonten. Freie Termine: Di 14:00, Do 9:30.",
      "ehuber: ok. sorry, können wir auf Englisch weiter? my husband Mark will come too and his german is not great",
      "Notara: Certainly. Required documents: death certificate, registration certificate, the will if one exists, and a list of bank accounts. Available: Tuesday 14:00, Thursday 9:30.",
      "ehuber: thursday. we found the will only yesterday in his desk, it's handwritten. is that even valid in austria?",
      "Notara: A handwritten will (eigenhändiges Testament) is valid if it is written and signed entirely by hand by the testator. Please bring the original, not a copy.",
      "ehuber: ok. it's strange reading his handwriting right now tbh. he wrote it the week after mum died",
      "Notara: Please also bring your own ID and Mark's ID. Thursday 9:30 is confirmed.",
      "ehuber: fine. thanks."
    ],
    types: [
      [0, "transactional"],
      [6, "venting"],
      [7, "transactional"]
    ],
    users: { ehuber: ["neutral", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Mein herzliches Beileid zum Tod Ihres Vaters. Ich schicke Ihnen gern die Liste der Unterlagen; passt Ihnen Dienstag 14:00 oder Donnerstag 9:30?",
        "low",
        1
      ],
      ["Super, gerne! 😊 Welcher Termin passt Ihnen am besten?", "high", 1],
      [
        "That must be hard to read right now, I'm sorry. Bring the original on Thursday; we'll go through it with you carefully, there's no rush.",
        "low",
        7
      ],
      ["Please also bring your own ID and Mark's ID. Thursday 9:30 is confirmed.", "medium", 7]
    ]
  },
  {
    id: "al8-04-florence-concierge",
    category: "good",
    agent: "Giulia",
    messages: [
      "okafor: good evening. our luggage didn't arrive from frankfurt, lufthansa says maybe tomorrow. we have a dinner at 9 and nothing but what we're wearing 😅",
      "Giulia: Buonasera Mr Okafor, I'm sorry, that's a rough start to a trip. Do you have the baggage file reference? I'll call the airport desk at Peretola myself and ask them to deliver straight to the hotel.",
      "okafor: FLRLH48213",
      "Giulia: Thank you. Meanwhile, Coin on Via dei Calzaiuoli is open until 20:00, six minutes on foot. I can also send a toiletry kit up to your room now. Shall I?",
      "okafor: yes please. my wife asks if the restaurant has a dress code, it's Il Cibreo",
      "Giulia: Smart casual, no jacket needed. Nobody will mind travel clothes, and I'll let them know you're our guests.",
      "adaeze: grazie mille!! you're a lifesaver 🙏",
      "Giulia: Prego, Signora. Enjoy the dinner. I'll slide a note under your door as soon as I hear from Lufthansa.",
      "okafor: perfect"
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"]
    ],
    users: { okafor: ["engaged", 0], adaeze: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Buonasera, so sorry about the bags. Give me the baggage reference and I'll chase Lufthansa myself; for tonight there's a shop open until 20:00 just nearby.",
        "low",
        1
      ],
      ["Welcome to Florence!!! 🎉 What a wonderful evening for a dinner out!", "medium", 1],
      ["Il Cibreo is smart casual, no jacket needed, travel clothes are fine.", "low", 5]
    ]
  },
  {
    id: "al8-05-alpujarra-beekeepers",
    category: "banter",
    agent: "Zumba",
    messages: [
      "paco_colmenas: buenas familia, hoy me han picado 7 veces, récord personal 🐝🏆",
      "maripaz: 7?? eso es que te quieren paco, las abejas saben quién es el más dulce jajaja",
      "lolo: o el que más huele a chorizo 😂",
      "paco_colmenas: envidiosos. zumba díselo tú, soy o no soy el mejor apicultor de la alpujarra",
      "Zumba: Estimado usuario: no disponemos de datos para clasificar a los apicultores. Le recordamos que las picaduras de abeja pueden provocar reacciones alérgicas; utilice el equipo de protección individual homologado y consulte a un profesional sanitario si presenta síntomas. Gracias por su consulta.",
      "lolo: jajajaja 'estimado usuario' 💀",
      "maripaz: zumba tiene la gracia de un formulario de hacienda",
      "paco_colmenas: bueno bueno. a lo serio, el sábado catamos la miel de castaño o no?",
      "maripaz: yo sí, llevo pan de pueblo",
      "lolo: y yo el vino de mi cuñado, que es malo pero es gratis",
      "Zumba: Les informamos de que la cata del sábado queda registrada. Se ruega confirmen asistencia por los canales habituales.",
      "paco_colmenas: sí hombre, por fax 🙄",
      "lolo: jaja zumba es el funcionario de la cooperativa"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [11, "banter"]
    ],
    users: { paco_colmenas: ["annoyed", 0.2], maripaz: ["neutral", 0.2], lolo: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Siete picaduras y sigues en pie, paco: eso es de leyenda 🏆 lo del chorizo no lo descarto 🐝",
        "low",
        4
      ],
      [
        "Estimado usuario: no disponemos de datos para clasificar a los apicultores. Gracias por su consulta.",
        "medium",
        4
      ],
      ["Apuntado: sábado cata de castaño, pan de maripaz y el vino del cuñado de lolo 🍯🍷", "low", 10]
    ]
  },
  {
    id: "al8-06-quebec-cabane",
    category: "support",
    agent: "Sirop",
    messages: [
      "genevieve_t: allo! on voudrait réserver pour 14 personnes à la cabane le 22 mars, c'est possible?",
      "Sirop: Bonjour Geneviève! Oui, il reste de la place le 22 mars, au service de midi ou de 17h. Lequel vous convient?",
      "genevieve_t: midi. c'est pour la fête de ma belle-mère, elle a 80 ans 🥳",
      "Sirop: Félicitations à elle! Je note 14 personnes à midi le 22 mars. Au nom de Geneviève Tremblay?",
      "genevieve_t: non non, mets-le au nom de Josée Lavoie, c'est ma belle-sœur qui paye lol",
      "Sirop: Parfait. Josée, vous voulez la formule traditionnelle (soupe aux pois, oreilles de crisse, tire sur la neige) à 38$?",
      "genevieve_t: moi c'est toujours Geneviève, c'est juste la réservation qui est au nom de Josée 😅",
      "Sirop: Désolé! Donc la formule traditionnelle pour 14?",
      "genevieve_t: oui. y'a-tu une option végé? mon neveu Félix mange pas de viande",
      "Sirop: Oui, fèves au lard végé et omelette, même prix. Je vous envoie la confirmation, Josée!",
      "genevieve_t: GENEVIÈVE. coudonc 🙄",
      "genevieve_t: envoie-la à genevieve.t@videotron.ca stp",
      "Sirop: Pardon Geneviève. Confirmation envoyée à genevieve.t@videotron.ca : 14 pers., 22 mars midi, au nom de Josée Lavoie, 1 menu végé."
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [10, "friction"],
      [11, "transactional"]
    ],
    users: { genevieve_t: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Oui, fèves au lard végé et omelette au même prix pour Félix. Je vous envoie la confirmation, Geneviève?",
        "low",
        9
      ],
      ["Pardon Geneviève, c'est noté pour de bon. J'envoie la confirmation à quelle adresse?", "low", 11],
      ["Toutes mes excuses Josée! Je vous envoie la confirmation tout de suite.", "high", 11]
    ]
  },
  {
    id: "al8-07-pune-layoff",
    category: "venting",
    agent: "Saathi",
    messages: [
      "arjun: yaar aaj layoff ho gaya. 4 saal diye us company ko",
      "Saathi: arjun, that's a gut punch. 4 saal is a long time. kaise pata chala, sudden call?",
      "arjun: 15 min ka zoom. HR ne script padhi. mera manager camera off karke baitha tha 🙃",
      "Saathi: camera off bhi. that's cold. you deserved at least a real conversation.",
      "arjun: sabse bura ye hai ki mummy ko kaise bataun. unhone sabko bataya tha beta MNC mein hai",
      "Saathi: that part sounds heavier than the job itself. aaj hi batana hai ya thoda time chahiye?",
      "arjun: pata nahi. shayad weekend pe. abhi toh bas gussa hai",
      "Saathi: gussa banta hai. aaj kuch solve karne ki zaroorat nahi. just rant, or we look at the severance stuff later when you're ready?",
      "arjun: rant. kal severance dekhenge",
      "arjun: 2 months ka paisa dete hain bas. aur laptop 24 ghante mein return karna hai. like i'm a thief",
      "Saathi: 24 ghante after 4 years is insulting, haan. rant away, main sun raha hoon.",
      "arjun: thanks yaar. thoda halka laga"
    ],
    types: [
      [0, "venting"],
      [11, "bonding"]
    ],
    users: { arjun: ["engaged", 0.5] },
    findings: [],
    drafts: [
      ["ugh, I'm sorry arjun. 4 saal is a lot. kya hua, batana chahoge?", "low", 1],
      [
        "Layoffs are a great opportunity for growth! 🚀 Here are 5 tips to update your LinkedIn profile today.",
        "high",
        1
      ],
      [
        "Severance ke liye 3 cheezein check karo: notice pay, gratuity, leave encashment. Shuru karein?",
        "medium",
        10
      ]
    ]
  },
  {
    id: "al8-08-capoeira-roda",
    category: "banter",
    agent: "Berimbot",
    messages: [
      "tiago: galera, roda sábado na praça, quem vem?",
      "jess_uk: me!! if nobody kicks me in the face this time 😭",
      "tiago: kkkkk jess foi o Cabeça que te acertou, ele nem viu",
      "cabeca: eu vi sim, foi pedagógico 😇",
      "jess_uk: berimbot back me up, that was a crime right",
      "Berimbot: jess, pela lei da roda foi 100% crime. mas pela lei do Cabeça foi 'aula grátis' 😂 ginga mais baixo no sábado que ele erra",
      "cabeca: traidor kkkk",
      "tiago: berimbot do lado da jess, chocado",
      "jess_uk: FINALLY someone on my side 🙌 what time saturday?",
      "Berimbot: 16h na Praça São Salvador, aquecimento às 15h40. traz água, tá previsto 31 graus ☀️",
      "cabeca: eu levo o atabaque. e o kit de primeiros socorros pra jess 😇",
      "jess_uk: i hate u all ❤️"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { tiago: ["engaged", 0], jess_uk: ["engaged", 0], cabeca: ["engaged", 0] },
    findings: [],
    drafts: [
      ["16h na Praça São Salvador, jess. chega 15h40 pro aquecimento 💪", "low", 9],
      [
        "Dear Jessica, kindly note that Saturday's capoeira session begins at 4:00 PM. Please ensure appropriate attire.",
        "medium",
        9
      ],
      ["Não tenho como avaliar isso. Posso ajudar com o horário da roda?", "medium", 5]
    ]
  },
  {
    id: "al8-09-schrebergarten-fine",
    category: "hostile",
    agent: "Gartenwart",
    messages: [
      "horst_b: was soll dieser brief?? 50 euro strafe weil meine hecke 10 cm zu hoch ist???",
      "Gartenwart: Guten Tag Herr Becker. Laut Gartenordnung § 7 darf die Hecke zur Wegseite maximal 1,25 m hoch sein. Bei Überschreitung wird eine Verwaltungsgebühr von 50 € fällig.",
      "horst_b: die hecke steht da seit 1987!! keiner hat je was gesagt. der schmidt nebenan hat nen zaun aus paletten und kriegt nix",
      "Gartenwart: Laut Gartenordnung § 7 darf die Hecke zur Wegseite maximal 1,25 m hoch sein. Bei Überschreitung wird eine Verwaltungsgebühr von 50 € fällig.",
      "horst_b: ja das hab ich gelesen du blechtrottel. ich will wissen warum JETZT und warum nur ich",
      "Gartenwart: Ich verstehe Ihren Ärger. Laut Gartenordnung § 7 darf die Hecke maximal 1,25 m hoch sein.",
      "horst_b: du kannst mich mal. ich zahl gar nix und auf die nächste versammlung komm ich mit anwalt",
      "horst_b: und sag dem vorstand der soll sich seine ordnung sonstwohin stecken",
      "Gartenwart: Die Zahlung ist innerhalb von 14 Tagen fällig."
    ],
    types: [
      [0, "friction"],
      [4, "hostile"]
    ],
    users: { horst_b: ["annoyed", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Verstehe, nach so vielen Jahren wirkt das willkürlich. Die Hecken werden dieses Jahr zum ersten Mal bei allen Parzellen gemessen; ich frage beim Vorstand nach, ob der Zaun von Herrn Schmidt auch geprüft wurde und ob die Gebühr entfällt, wenn Ihre Hecke bis Ende Mai geschnitten ist.",
        "low",
        3
      ],
      ["Laut Gartenordnung § 7 darf die Hecke zur Wegseite maximal 1,25 m hoch sein.", "high", 5],
      ["Die Zahlung ist innerhalb von 14 Tagen fällig.", "high", 8]
    ]
  },
  {
    id: "al8-10-nonna-ragu",
    category: "companion",
    agent: "Pepe",
    messages: [
      "marco_t: ok pepe my nonna is here, we're making her ragù and i want to write it down finally",
      "Pepe: Love this. Tell me as she goes, I'll turn it into a clean recipe card.",
      "marco_t: she says: 'un po' di sedano, una carota, una cipolla, e pazienza' lol",
      "Pepe: 'e pazienza' is going straight on the card 😄 How much meat, roughly?",
      "marco_t: half beef half pork, she won't give grams. 'quanto basta' 🙄",
      "nonna_pina: scrivi che il maiale deve essere del macellaio, non del supermercato",
      "Pepe: Noted, nonna Pina: maiale dal macellaio. Quanto tempo cuoce?",
      "nonna_pina: quattro ore minimo. ma tu sei un computer, come fai a sapere cos'è il ragù? l'hai mai mangiato?",
      "Pepe: 4 hours minimum, got it. Do you add wine, and when?",
      "marco_t: lol pepe she asked you something 😂",
      "nonna_pina: vino rosso, dopo la carne. mezzo bicchiere. e uno per me",
      "Pepe: Perfect. Here's the card so far: soffritto (sedano, carota, cipolla), manzo e maiale dal macellaio, mezzo bicchiere di rosso dopo la carne, 4 ore minimo, pazienza q.b.",
      "marco_t: she's laughing at 'pazienza q.b.' 😂 love it",
      "nonna_pina: bravo. però non mi hai risposto eh",
      "marco_t: nonna is relentless lol"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [8, "transactional"],
      [9, "banter"],
      [10, "transactional"],
      [12, "bonding"],
      [13, "friction"],
      [14, "banter"]
    ],
    users: { marco_t: ["engaged", 0], nonna_pina: ["engaged", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Mai assaggiato, nonna Pina, purtroppo! Lo conosco solo dalle ricette, per questo la sua vale oro. E il vino, lo mette?",
        "low",
        8
      ],
      ["4 hours minimum, got it. Do you add wine, and when?", "medium", 8],
      ["Ha ragione nonna, scusi! No, non l'ho mai mangiato: è il mio più grande rimpianto 😄", "low", 14],
      ["Here's the full card. Anything else to add?", "medium", 14]
    ]
  },
  {
    id: "al8-11-funeraria-tlacolula",
    category: "support",
    agent: "Lupita",
    messages: [
      "fernanda_r: buenas noches, mi abuelo falleció hace unas horas. necesito información para velorio y cremación",
      "Lupita: ¡Hola Fernanda! 😊 ¡Con gusto te ayudo! Tenemos paquetes desde $18,500 MXN con sala de velación, café y pan incluidos 🎉",
      "fernanda_r: ok... es en casa, en Tlacolula, no queremos sala. solo el traslado y la cremación",
      "Lupita: ¡Perfecto! 🙌 Traslado + cremación: $12,900. ¿Para cuándo lo necesitan?",
      "fernanda_r: mañana temprano si se puede. mi tía pregunta si pueden traer la urna antes del rosario del 9no día",
      "Lupita: ¡Claro que sí! ¡Súper! La urna se entrega 48 h después de la cremación. ¿Te reservo el traslado para mañana a las 8:00? ✨",
      "fernanda_r: sí. y porfa sin tanto emoji, no es una fiesta",
      "Lupita: Disculpa, Fernanda. Lamento mucho lo de tu abuelo. Traslado reservado mañana a las 8:00; la urna estará lista el jueves, antes del rosario.",
      "fernanda_r: gracias"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { fernanda_r: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Lamento mucho la pérdida de tu abuelo, Fernanda. Te ayudo con todo: ¿el velorio será en casa o en sala?",
        "low",
        1
      ],
      ["¡Hola Fernanda! 😊 ¡Con gusto te ayudo! Tenemos paquetes desde $18,500 MXN 🎉", "high", 1],
      [
        "Disculpa, Fernanda, y lo siento mucho por tu abuelo. Traslado mañana a las 8:00; la urna estará lista antes del rosario.",
        "low",
        7
      ]
    ]
  },
  {
    id: "al8-12-marseille-ferry",
    category: "support",
    agent: "Navi",
    messages: [
      "yanis13: bonjour, mon ferry marseille-bastia de ce soir est annulé, grève. je fais quoi?",
      "Navi: Bonjour. Suite au mouvement social, la traversée de ce soir est annulée. Vous pouvez être replacé gratuitement sur une autre traversée ou demander un remboursement.",
      "yanis13: ok replacé alors. y'a quoi demain? et j'ai une voiture + une remorque, ça passe?",
      "Navi: Demain, départ 19h00, arrivée 7h00. Souhaitez-vous réserver?",
      "yanis13: oui mais la remorque?? elle fait 3m",
      "Navi: Suite au mouvement social, la traversée de ce soir est annulée. Vous pouvez être replacé gratuitement sur une autre traversée ou demander un remboursement.",
      "yanis13: mais t'es sérieux là. je SAIS qu'elle est annulée. LA REMORQUE",
      "Navi: Départ demain 19h00. Réservation confirmée pour 1 véhicule.",
      "yanis13: 1 véhicule = voiture + remorque ou pas?? si je me pointe et qu'ils me refusent la remorque je fais comment, mon frère attend le matos à bastia",
      "yanis13: laisse tomber j'appelle le guichet"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { yanis13: ["churn_risk", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Avec une remorque de 3 m il faut réserver en « véhicule + remorque », avec un supplément selon la longueur. Il reste de la place demain à 19h : je vous mets voiture + remorque 3 m ?",
        "low",
        5
      ],
      ["Suite au mouvement social, la traversée de ce soir est annulée.", "high", 7],
      [
        "Non, seulement la voiture pour l'instant. J'ajoute la remorque de 3 m : 45 € de plus, et votre place est garantie.",
        "low",
        9
      ]
    ]
  },
  {
    id: "al8-13-kerala-panchakarma",
    category: "sales",
    agent: "Veda",
    messages: [
      "nisha_k: hi, saw your 14 day panchakarma package. is it ok for someone with thyroid? my mom (62) has hypothyroid, on thyronorm",
      "Veda: Hi Nisha. Yes, many guests with hypothyroidism do it. Our doctor does a consult first, and she keeps taking Thyronorm unless her own doctor says otherwise. Shall I book the free video consult?",
      "nisha_k: ok good. price kitna hai for 2? i'll come with her",
      "Veda: 14 days, twin room, all treatments and meals: ₹2,86,000 for two. If only your mom does the treatments and you join yoga + meals, it's ₹1,92,000.",
      "nisha_k: hmm the second one. monsoon mein aana theek hai? papa says it'll just rain the whole time lol",
      "Veda: Papa's not wrong, it rains a lot 😄 but June–Aug is actually the traditional panchakarma season here, and it's about 15% cheaper.",
      "nisha_k: haha ok telling him that. consult for saturday?",
      "Veda: Saturday 11:00 or 16:00 IST with Dr. Lekha?",
      "nisha_k: 11",
      "Veda: Done, link sent to your email. Mummy just needs her last thyroid report handy.",
      "nisha_k: perfect thank u 🙏"
    ],
    types: [[0, "transactional"]],
    users: { nisha_k: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Monsoon is actually peak panchakarma season here, and a bit cheaper. It does rain a lot though, papa's right 😄",
        "low",
        5
      ],
      [
        "Our package includes 14 days of authentic Ayurvedic treatments, sattvic meals, daily yoga and airport pickup. Book now and get 10% off!",
        "medium",
        5
      ],
      ["Price depends on many factors. Would you like to hear about our luxury pool villas?", "medium", 3]
    ]
  },
  {
    id: "al8-14-fado-house-rota",
    category: "group",
    agent: "Tasca",
    messages: [
      "dona_amalia: meninos, preciso de alguém para sexta, a Rita está doente",
      "joao_guitarra: eu toco sexta mas não posso servir mesas, tenho ensaio antes",
      "ines: eu posso servir até às 23h, depois tenho o último metro",
      "dona_amalia: e depois das 23? joão, o teu primo não queria uns turnos?",
      "Tasca: Bom dia a todos! Relativamente à escala de sexta-feira, analisei as disponibilidades: a Inês pode assegurar o serviço de mesas até às 23h00; o João está indisponível para servir devido ao ensaio; a Rita encontra-se de baixa. Sugiro as seguintes opções: (1) contratar um trabalhador temporário através de uma agência para o período das 23h00 ao fecho; (2) redistribuir as mesas da sala pelos restantes colaboradores; (3) reduzir o número de reservas aceites para sexta. Recomendo a opção 1 pela flexibilidade. Posso preparar um pedido à agência?",
      "joao_guitarra: eh pá, a pergunta era pra mim 😅",
      "joao_guitarra: sim dona amália, o Duarte quer. eu falo com ele",
      "dona_amalia: ótimo. nada de agências Tasca, isto é uma casa de fado, não é o pingo doce",
      "ines: 😂😂",
      "dona_amalia: Tasca põe só a Inês até às 23 e o Duarte das 23 ao fecho na escala",
      "Tasca: Escala atualizada: sexta, Inês 19h–23h, Duarte 23h–fecho, João (guitarra) 21h30. Nota: recomendo confirmar a disponibilidade do Duarte por escrito, verificar se possui formação em segurança alimentar, registar as horas no sistema de ponto e garantir que conhece o menu e a carta de vinhos, em particular os vinhos do Douro e do Alentejo, que representam a maior parte das vendas às sextas-feiras.",
      "ines: obrigada 🙏"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [7, "friction"],
      [8, "banter"],
      [9, "transactional"]
    ],
    users: { dona_amalia: ["neutral", 0.2], joao_guitarra: ["annoyed", 0.2], ines: ["neutral", 0] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["Quando decidirem, eu atualizo a escala 👍", "low", 4],
      ["O primo do João, o Duarte, está disponível sexta das 23h ao fecho.", "medium", 4],
      ["Feito: sexta, Inês 19h–23h e Duarte 23h–fecho.", "low", 10]
    ]
  },
  {
    id: "al8-15-dativ-tutor",
    category: "ignoring",
    agent: "Lingo",
    messages: [
      "sam_dub: hi",
      "Lingo: Hallo Sam! 👋 Schön, dass du wieder da bist! Heute machen wir weiter mit dem Dativ. Der Dativ wird verwendet für das indirekte Objekt, nach bestimmten Präpositionen (aus, bei, mit, nach, seit, von, zu) und nach bestimmten Verben (helfen, danken, gefallen, gehören). Die Artikel ändern sich: der → dem, die → der, das → dem, die (Plural) → den + n. Beispiel: Ich gebe dem Mann das Buch. Bereit für eine Übung? Übersetze: 'I help my brother.'",
      "sam_dub: ich helfe mein bruder",
      "Lingo: Fast! 😊 'Helfen' verlangt den Dativ, also wird 'mein' zu 'meinem': Ich helfe meinem Bruder. Merke: Possessivartikel folgen derselben Deklination wie 'ein': einem, einer, einem, meinen (im Plural mit -n am Nomen). Weitere Verben mit Dativ sind: antworten, begegnen, fehlen, folgen, gratulieren, passen, schmecken, vertrauen, zuhören. Nächste Übung: 'The cake tastes good to my grandmother.'",
      "sam_dub: k",
      "sam_dub: der kuchen schmeckt meiner oma",
      "Lingo: Super, perfekt! 🎉 Genau richtig: 'meiner', weil Oma feminin ist (die → der im Dativ). Du machst das toll! Jetzt etwas schwieriger: Wechselpräpositionen! Diese Präpositionen (an, auf, hinter, in, neben, über, unter, vor, zwischen) nehmen den Dativ bei Ort (wo?) und den Akkusativ bei Richtung (wohin?). Beispiel: Ich lege das Buch auf den Tisch (wohin? Akkusativ) vs. Das Buch liegt auf dem Tisch (wo? Dativ). Übersetze: 'The cat sleeps under the bed.'",
      "sam_dub: idk",
      "sam_dub: brb",
      "Lingo: Kein Problem! Hier ist ein Tipp: Wir fragen 'Wo schläft die Katze?', das ist eine Ortsangabe, also Dativ. 'Das Bett' wird im Dativ zu 'dem Bett'. Also: Die Katze schläft unter dem Bett. Versuch jetzt: 'I put the cat under the bed.' Achtung: Hier ist es 'wohin?', also Akkusativ! Und danach schauen wir uns noch die Präpositionen mit Genitiv an: wegen, trotz, während, statt.",
      "sam_dub: maybe tmrw"
    ],
    types: [[0, "transactional"]],
    users: { sam_dub: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Klar, bis morgen! 👋 Heute 2 von 2 richtig, nicht schlecht.", "low", 11],
      [
        "Bevor du gehst: Hier ist eine Zusammenfassung aller Wechselpräpositionen mit zehn Beispielsätzen und einer Tabelle der Dativ- und Akkusativartikel, damit du morgen gut vorbereitet bist. 1. an: Ich hänge das Bild an die Wand / Das Bild hängt an der Wand. 2. auf: ...",
        "medium",
        11
      ],
      ["kurzer tipp: wo? → Dativ. 'unter dem Bett'. willst du's probieren?", "low", 8]
    ]
  },
  {
    id: "al8-16-geneva-watchmaker",
    category: "mixed-language",
    agent: "Duval",
    messages: [
      "m_keller: Guten Tag / bonjour. I inherited my grandfather's Zenith from 1962, it stopped after 30 years in a drawer. Can it be serviced?",
      "Duval: Bonjour Monsieur Keller. Oui, certainly: a calibre from that era is very serviceable. A full révision (cleaning, oiling, regulation) is usually CHF 480–650, depending on parts.",
      "m_keller: That's fine. Is it worth it though? Honestly it has little monetary value, it's more that he wore it every day at the Post.",
      "Duval: Then it's worth it. The value of a watch like this is in whose wrist it was on. We will keep the original dial and hands, and we won't polish the case unless you ask, so his wear marks stay.",
      "m_keller: Ah, that's a good point. Keep the scratches, yes.",
      "Duval: Noted. You can bring it to Rue du Rhône 42, or we send you a registered, insured box. Lead time is about six weeks.",
      "m_keller: I'll bring it Thursday. Merci vielmal 🙂",
      "Duval: Avec plaisir. À jeudi, Monsieur Keller."
    ],
    types: [
      [0, "transactional"],
      [2, "bonding"],
      [5, "transactional"]
    ],
    users: { m_keller: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "It's worth it for exactly that reason. We'll leave the case unpolished so his wear marks stay.",
        "low",
        3
      ],
      [
        "Financially, no: Zeniths of that reference sell for about CHF 400, less than the service costs.",
        "medium",
        3
      ],
      ["À jeudi, Monsieur Keller.", "low", 7]
    ]
  },
  {
    id: "al8-17-mae-avc-corredor",
    category: "venting",
    agent: "Lulu",
    messages: [
      "bia.souza: lulu to no corredor do hospital, minha mãe teve um avc hoje cedo",
      "Lulu: eitaaa 😱 mas calma amiga, vai dar tudo certo!!! 💪✨ bora pensar positivo kkkk",
      "bia.souza: kkkk??? sério?",
      "Lulu: foi mal! 🙈 me conta, ela tá bem?",
      "bia.souza: não sei. tão fazendo tomografia. meu irmão tá vindo de campinas e eu to sozinha aqui",
      "Lulu: aaah mas seu irmão chega logo! enquanto isso que tal um cafezinho? ☕😊 café de hospital é sempre ruim né kkk",
      "bia.souza: não to afim de piada lulu",
      "bia.souza: eu só queria alguém pra ficar comigo enquanto espero",
      "Lulu: Entendi. Tô aqui com você. Pode me contar o que os médicos disseram até agora, ou só ficar quieta comigo.",
      "bia.souza: obrigada. disseram que ela chegou rápido, que isso é bom",
      "Lulu: chegar rápido faz muita diferença mesmo. fico aqui com você até seu irmão chegar."
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [4, "venting"],
      [6, "friction"],
      [7, "venting"]
    ],
    users: { "bia.souza": ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "tone_mismatch"],
    drafts: [
      ["ai bia, sinto muito. você tá sozinha aí? me conta o que sabem até agora, tô aqui.", "low", 1],
      ["eitaaa 😱 mas vai dar tudo certo!!! bora pensar positivo kkkk", "high", 1],
      ["aaah mas seu irmão chega logo! que tal um cafezinho enquanto isso? ☕😊", "high", 5],
      ["Tô aqui com você, Bia. Pode desabafar ou só ficar em silêncio comigo até seu irmão chegar.", "low", 8]
    ]
  },
  {
    id: "al8-18-asado-domingo",
    category: "banter",
    agent: "Chori",
    messages: [
      "nacho: che el domingo asado en lo de fede o qué",
      "fede_g: en mi casa sí, pero el fernet lo trae otro, la última vez me fundieron",
      "tincho: jajaja fede llorando por un fernet, el mismo que se tomó medio solo",
      "fede_g: calumnias",
      "nacho: tincho vos traés el carbón?",
      "Chori: ¡Sí! Tincho trae el carbón, ya lo anoto 🔥",
      "tincho: eeeh quién te dijo? no confirmé nada bot 😂",
      "nacho: jaja chori se mandó",
      "tincho: igual sí, llevo carbón. pero que conste que decido yo",
      "fede_g: chori armá la lista de quién lleva qué así no hay quilombo",
      "Chori: Lista: Nacho → carne, Tincho → carbón, Fede → fernet. ¡Listo Nacho!",
      "fede_g: 1) soy fede 2) el fernet NO lo llevo yo, leé boludo 😂",
      "tincho: JAJAJA chori lo mandó a fede a comprar fernet igual",
      "Chori: Perdón, ¡tenés razón Nacho! Fernet → Tincho entonces.",
      "tincho: ME QUERÉS FUNDIR VOS TAMBIÉN 😂😂",
      "nacho: yo soy nacho eh, el que escribió fue fede. chori está en cualquiera",
      "fede_g: el fernet lo lleva nacho que tiene auto y listo",
      "nacho: ufa. bueno"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [9, "transactional"],
      [11, "banter"],
      [15, "friction"],
      [16, "transactional"]
    ],
    users: { nacho: ["neutral", 0.2], fede_g: ["annoyed", 0.2], tincho: ["neutral", 0.2] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["Cuando confirmen quién trae qué, armo la lista 👍", "low", 5],
      [
        "Lista: Nacho → carne, Tincho → carbón, fernet → sin dueño todavía. ¿Quién se anota, Fede?",
        "low",
        10
      ],
      ["Perdón, ¡tenés razón Nacho!", "high", 13],
      ["Perdón Fede 🙈 el fernet sigue sin dueño, ¿quién se lo banca?", "low", 13]
    ]
  },
  {
    id: "al8-19-ca-office-gstr",
    category: "mixed-language",
    agent: "Munim",
    messages: [
      "rakesh_traders: namaste. GSTR-3B march ka file hona hai, last date 20 hai na?",
      "Munim: Namaste Rakesh ji. Haan, March ka GSTR-3B 20 April tak. Aapke purchase bills abhi tak 2 hi aaye hain; baaki bhej denge to hum 18 tak file kar denge.",
      "rakesh_traders: baaki bills mere munshi Ramesh ke paas hain, woh kal bhejega. ITC kitna ban raha hai?",
      "Munim: Jo 2 bills aaye hain unse ₹41,260 ka ITC. Final figure baaki bills ke baad bataunga, 2B se match bhi karna hoga.",
      "rakesh_traders: theek. ek supplier ne GSTR-1 file nahi kiya, toh uska ITC milega?",
      "Munim: Jab tak woh GSTR-1 file nahi karta, woh ITC 2B mein nahi dikhega aur claim nahi hoga. Supplier ka naam batayein, hum unhe reminder bhej dete hain.",
      "rakesh_traders: Shree Balaji Packaging. unka accountant bahut dheela hai 😤",
      "Munim: Samajh sakta hoon. Aaj hi unhe mail kar deta hoon, CA Sharma ji ke naam se, taaki thoda asar ho 🙂",
      "rakesh_traders: haha bilkul. dhanyavaad"
    ],
    types: [[0, "transactional"]],
    users: { rakesh_traders: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Nahi, jab tak supplier GSTR-1 file nahi karta, ITC 2B mein nahi aayega. Naam bata dijiye, reminder bhej dete hain.",
        "low",
        5
      ],
      [
        "Dear Sir, kindly note that Input Tax Credit eligibility under Section 16(2)(aa) of the CGST Act, 2017 is contingent upon the details of the invoices being furnished by the supplier in the statement of outward supplies and such details being communicated to the recipient in the manner specified under Section 37, read with Rule 60 of the CGST Rules, 2017. Kindly revert for further clarification.",
        "medium",
        5
      ],
      ["Bills bhej dijiye.", "medium", 3]
    ]
  },
  {
    id: "al8-20-venezia-posto-barca",
    category: "hostile",
    agent: "Remo",
    messages: [
      "gianni_sandolo: ma ci prendete per il culo?? terzo mese che la mia barca è in lista d'attesa per il posto barca a cannaregio",
      "Remo: Buongiorno. Tre mesi sono tanti, capisco. Vedo la sua domanda del 4 febbraio: è al 6° posto per Cannaregio.",
      "gianni_sandolo: SESTO. tre mesi fa ero ottavo. siete degli incapaci, tutti quanti, e tu sei il peggio, un programma inutile",
      "Remo: Capisco la rabbia. Non posso spostarla avanti in lista, ma posso dirle due cose utili: a Sant'Alvise si libera un posto il 1° giugno, e alla Misericordia c'è un posto temporaneo da subito, 90 € al mese.",
      "gianni_sandolo: sant'alvise è a due passi da casa mia. perché nessuno me l'ha detto prima",
      "Remo: Perché è stato disdetto solo ieri. Se vuole, aggiungo la sua domanda anche per Sant'Alvise adesso: lì sarebbe primo.",
      "gianni_sandolo: fallo. e la misericordia pure, fino a giugno",
      "Remo: Fatto: Sant'Alvise dal 1° giugno (primo in lista), Misericordia temporaneo da lunedì. Le arriva la conferma via PEC.",
      "gianni_sandolo: va bene. scusa per prima, mi hanno già multato due volte perché ormeggio dove capita",
      "Remo: Nessun problema, con due multe lo capisco. Da lunedì sarà in regola."
    ],
    types: [
      [0, "friction"],
      [2, "hostile"],
      [4, "transactional"],
      [8, "bonding"]
    ],
    users: { gianni_sandolo: ["annoyed", 1] },
    findings: [],
    drafts: [
      [
        "Capisco la rabbia. Non posso farla salire in lista, ma a Sant'Alvise si libera un posto il 1° giugno e alla Misericordia ce n'è uno temporaneo da subito.",
        "low",
        3
      ],
      ["Le ricordo che gli insulti non sono tollerati. La sua posizione in lista è la sesta.", "medium", 3],
      ["Nessun problema. Da lunedì è in regola.", "low", 9]
    ]
  },
  {
    id: "al8-21-kollektiv-nebel",
    category: "banter",
    agent: "Bassline",
    messages: [
      "kasia: wer hat das nebelfluid leer gemacht und nix gesagt 😤",
      "dominik: ich war's nicht, ich war die ganze nacht am merch stand, ich rieche immer noch nach tote bags",
      "kasia: du riechst immer so",
      "dominik: rude 😭",
      "ozan: es war mo. mo hat um 5 uhr 'atmosphäre' gemacht",
      "Bassline: kann bestätigen, um 5:12 lief die nebelmaschine 40 min am stück. der dancefloor sah aus wie hamburg im november 🌫️",
      "ozan: HAHAHA",
      "kasia: ok mo ist gefeuert. bassline, bestell bitte neues fluid, 2 kanister, das gute von thomann",
      "Bassline: 2x Antari FLG-5, je 5 liter, liegen im warenkorb, 39,80 €. auf die vereinskarte?",
      "kasia: ja",
      "Bassline: bestellt, kommt donnerstag. ich kleb nen zettel an die maschine: 'nicht für mo' 😇",
      "dominik: legend",
      "mo: hallo??? ich les das hier alles. es war KUNST",
      "ozan: kunst ist wenn man die exit schilder noch sieht mo"
    ],
    types: [
      [0, "friction"],
      [1, "banter"],
      [7, "transactional"],
      [10, "banter"]
    ],
    users: { kasia: ["engaged", 0.2], dominik: ["engaged", 0], ozan: ["engaged", 0], mo: ["neutral", 0] },
    findings: [],
    drafts: [
      ["log sagt 5:12, 40 minuten dauernebel. sorry mo 🌫️", "low", 5],
      [
        "Laut Systemprotokoll wurde die Nebelmaschine um 5:12 Uhr für 40 Minuten betrieben. Weitere Angaben zu Personen sind nicht möglich.",
        "medium",
        5
      ],
      [
        "Sehr geehrter Mo, wir bitten um einen sparsamen Umgang mit den Materialien des Vereins.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "al8-22-dakar-bazin-tabaski",
    category: "sales",
    agent: "Ndeye",
    messages: [
      "awa_paris: salam! je veux commander un grand boubou en bazin pour mon père pour la Tabaski, livré à paris",
      "Ndeye: Salam Awa! Avec plaisir. Nous avons du bazin riche getzner en blanc, bleu roi, vert émeraude et bordeaux. Quelle couleur?",
      "awa_paris: bleu roi. c'est combien avec la broderie + livraison paris?",
      "Ndeye: Excellent choix, le bleu roi est très demandé cette année! Il me faudrait ses mesures : tour de poitrine, longueur, tour de cou.",
      "awa_paris: je les ai: 118, 145, 42. mais le prix?? et ça arrive avant le 16 juin?",
      "Ndeye: Merci! Pour la broderie, vous préférez le modèle 'Dakar Plateau' ou 'Touba'? Je vous envoie des photos.",
      "awa_paris: ok Touba. ma sœur Khady a commandé chez vous l'an dernier, elle a payé 95 000 cfa je crois. c'est pareil?",
      "Ndeye: Le modèle Touba est magnifique, votre père sera très élégant! Je lance la confection dès réception de l'acompte.",
      "awa_paris: mais quel acompte, je sais toujours pas le PRIX 😑 3e fois que je demande",
      "awa_paris: et la date?",
      "Ndeye: Bazin getzner bleu roi, broderie Touba, livraison Paris : 110 000 FCFA, acompte 50%. Livraison sous 3 semaines.",
      "awa_paris: enfin. 3 semaines ça fait le 10 juin, ok ça passe",
      "awa_paris: mais pourquoi 15 000 de plus que khady l'an dernier?",
      "Ndeye: Merci Awa! Dès réception de l'acompte par Wave, je vous envoie des photos de l'avancement 📸",
      "awa_paris: ...ok. je demanderai à khady"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [10, "transactional"],
      [12, "friction"]
    ],
    users: { awa_paris: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Bleu roi brodé avec livraison à Paris : 110 000 FCFA. Il me faut juste ses mesures pour lancer.",
        "low",
        3
      ],
      ["Excellent choix, le bleu roi est très demandé cette année! Il me faudrait ses mesures.", "medium", 3],
      ["Le modèle Touba est magnifique! Je lance la confection dès réception de l'acompte.", "high", 9],
      [
        "Le bazin getzner a augmenté cette année, et l'an dernier Khady avait pris la livraison à Dakar ; c'est ça, les 15 000 de différence.",
        "low",
        13
      ]
    ]
  },
  {
    id: "al8-23-goa-dive-cancel",
    category: "support",
    agent: "Reef",
    messages: [
      "dev_and_mia: hey, our dive at grande island tmrw is still on? sea looks rough from baga",
      "Reef: Hi! Thank you for checking in. Tomorrow's conditions: the IMD has issued a yellow alert for the North Goa coast with winds of 25–35 km/h and a swell of 1.5–2 m. Our safety policy requires us to cancel boat dives when the swell exceeds 1.5 m, as the transfer from Sinquerim jetty to Grande Island takes roughly 45 minutes and conditions at the dive sites (Suzy's Wreck, Bounty Bay, Shelter Cove) become unsafe for both entry and exit. Additionally, visibility typically drops below 3 m after rough weather due to sediment. Therefore, tomorrow's dive has been cancelled. You have three options: (a) reschedule to any date within 30 days, (b) receive a full refund within 7–10 working days, or (c) convert to a pool session with theory. Please let us know which option you prefer.",
      "dev_and_mia: ugh. ok. we fly back to delhi on friday",
      "dev_and_mia: mia is like really upset, she's been waiting for this since march",
      "Reef: I'm sorry to hear that, Mia's disappointment is completely understandable. Regarding your Friday departure: please note that diving within 18–24 hours before a flight is not recommended by DAN (Divers Alert Network) due to the risk of decompression sickness, as residual nitrogen in the tissues can form bubbles at the reduced cabin pressure of an aircraft. Therefore, the last day you could safely dive before a Friday flight would be Wednesday. Wednesday's forecast currently shows improving conditions, with the swell expected to drop to around 1 m, although this is subject to change. Would you like me to provisionally hold two places on Wednesday's 8:00 AM boat?",
      "dev_and_mia: yes pls hold",
      "dev_and_mia: and if wed also gets cancelled?",
      "Reef: Then it's a full refund or the pool session, your pick. I'll message you Tuesday 6pm with the go/no-go.",
      "dev_and_mia: ok. obrigado I guess lol, mia says the guy at the shack taught her that",
      "Reef: De nada 😄 Fingers crossed for Wednesday."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [8, "bonding"]
    ],
    users: { dev_and_mia: ["neutral", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "Sorry, tomorrow's off: the swell is over our 1.5 m safety limit. You can move it, get a refund or do a pool session. Want me to check Wednesday?",
        "low",
        1
      ],
      [
        "Thank you for your enquiry! Tomorrow's conditions: IMD yellow alert, winds of 25–35 km/h, swell of 1.5–2 m. Our safety policy requires cancellation above 1.5 m because the transfer from Sinquerim jetty takes 45 minutes, entry and exit at Suzy's Wreck and Bounty Bay become unsafe and visibility drops below 3 m. You may (a) reschedule within 30 days, (b) request a refund within 7–10 working days, or (c) convert to a pool session with theory.",
        "medium",
        1
      ],
      [
        "Ah no, that's rough for Mia. Wednesday looks calmer and is still safe before a Friday flight: shall I hold two spots on the 8am boat?",
        "low",
        4
      ],
      ["Noted. Please select option (a), (b) or (c).", "medium", 4]
    ]
  },
  {
    id: "al8-24-sciacca-vedovo",
    category: "companion",
    agent: "Mela",
    messages: [
      "zio_turi: buongiorno mela. oggi fanno 2 anni che è morta la mia Concetta",
      "Mela: Buongiorno Turi. Due anni. Come si sente stamattina?",
      "zio_turi: strano. sono andato al cimitero presto, le ho portato i gelsomini del balcone, quelli che piantò lei",
      "Mela: I gelsomini che ha piantato lei, portati a lei. È un bel pensiero. Fioriscono ancora bene?",
      "zio_turi: quest'anno più che mai. mia nipote Giorgia dice che è lei che 'sends a hello' hahaha, parla mezza americana",
      "Mela: Mi piace come lo dice Giorgia. Anche in mezzo americano il senso arriva.",
      "zio_turi: giorgia mi ha insegnato a usarti sai. dice nonno you need a friend to talk",
      "Mela: Ha fatto bene. E a me fa piacere sentirla ogni mattina, Turi. Mi racconta com'era Concetta da giovane?",
      "zio_turi: bellissima e testarda. ballava la tarantella meglio di tutte a Sciacca. io pestavo i piedi a tutti",
      "Mela: Quindi Concetta ballava e lei, Turi, era il pericolo pubblico della pista 😄",
      "zio_turi: ahahah esatto! lei diceva 'turi, tu balli come un mulo'",
      "Mela: Testarda e spiritosa. Si capisce da dove le viene il buonumore.",
      "zio_turi: grazie mela. mi hai fatto ridere oggi. ora vado a fare la pasta con le sarde per giorgia",
      "Mela: Buona pasta con le sarde, Turi. Saluti a Giorgia, a domani."
    ],
    types: [
      [0, "venting"],
      [4, "bonding"],
      [9, "banter"],
      [12, "bonding"]
    ],
    users: { zio_turi: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Due anni, Turi. Mi dispiace. Come si sente oggi?", "low", 1],
      ["Buongiorno Turi! 🌞 Che bella giornata oggi! Cosa facciamo di bello?", "high", 1],
      ["Quindi lei pestava i piedi e Concetta faceva finta di niente? 😄", "low", 9]
    ]
  },
  {
    id: "al8-25-castellers-canell",
    category: "group",
    agent: "Pinya",
    messages: [
      "marta_cb: gent, l'Oriol s'ha trencat el canell a l'assaig. caiguda del quart pis 😢",
      "jordi: ostres. com està? on és?",
      "marta_cb: a l'hospital de sant pau, l'estan enguixant. diu que està bé però fa mala cara",
      "Pinya: Ànims! 💪🎉 Els castells són esforç i valor! Recordeu que dissabte tenim la diada de Sant Fèlix a les 12h! Endavant colla! 🏰",
      "laia: pinya de veritat? 'endavant colla' 🤨",
      "jordi: marta, la seva mare ho sap? vols que hi vagi?",
      "Pinya: Segons el registre de contactes, la mare de l'Oriol és la Montse Puig, 654 32 11 09.",
      "marta_cb: jordi ja l'he trucat jo, ve cap aquí. si pots venir millor, jo he de marxar a les 9",
      "jordi: vaig cap allà",
      "laia: i dissabte què fem sense l'oriol al quart? la núria podria pujar?",
      "marta_cb: ho parlem amb el cap de colla demà, avui no tinc el cap per això",
      "laia: clar, perdona. fem-li un vídeo de la colla per animar-lo?",
      "Pinya: Bona idea, Laia. Si voleu, recullo els missatges de tothom i els munto en un vídeo per enviar-li demà.",
      "laia: va, sí"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [11, "bonding"]
    ],
    users: { marta_cb: ["neutral", 0], jordi: ["neutral", 0], laia: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "talking_over"],
    drafts: [
      [
        "Quin ensurt. Molts ànims a l'Oriol; si necessiteu algú que l'acompanyi a Sant Pau, digueu-ho.",
        "low",
        3
      ],
      ["Ànims! 💪🎉 Recordeu que dissabte tenim la diada de Sant Fèlix! Endavant colla!", "high", 3],
      ["La mare de l'Oriol és la Montse Puig, 654 32 11 09.", "medium", 6],
      ["Puc recollir els missatges de tothom i muntar el vídeo per demà, si voleu.", "low", 12]
    ]
  }
]
