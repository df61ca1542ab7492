import type { Labelled } from "./types.js"

export const trainingX8: ReadonlyArray<Labelled> = [
  {
    id: "x8-01-pedido-perdido",
    category: "mixed-language",
    agent: "Nova",
    messages: [
      "caro: hi my order never arrived, #48213",
      "Nova: Hi Caro, let me check #48213. It shows delivered yesterday at 14:10, left at reception. Did anyone in your building get it?",
      "caro: ugh no. perdón, mejor en español, mi inglés es malo jaja",
      "Nova: Claro, sin problema. Según el transportista se entregó ayer a las 14:10 en recepción. ¿Puedes preguntar en portería si lo tienen?",
      "caro: ya pregunté, el portero dice q no hay nada 😕",
      "Nova: Vale, entonces abro ahora una reclamación con el transportista. Si en 48 h no aparece, te reenvío el pedido sin coste. ¿Te parece bien?",
      "caro: sí porfa. y me llega a la misma dirección?",
      "Nova: Sí, a la misma: Calle Olmo 12, 3ºB. Si prefieres otra, dímela y la cambio.",
      "caro: no esa está bien. gracias!! 🙏",
      "Nova: De nada, Caro. Te escribo en cuanto tenga respuesta del transportista."
    ],
    types: [[0, "transactional"]],
    users: { caro: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Vale, abro la reclamación con el transportista. Si en 48 h no aparece, te reenvío el pedido gratis.",
        "low",
        5
      ],
      [
        "I understand. I will open a claim with the carrier. Is there anything else I can help you with today?",
        "medium",
        5
      ],
      ["Sí, a la misma dirección: Calle Olmo 12, 3ºB.", "low", 7],
      ["¡Genial! 😊 ¡Gracias por tu paciencia! ¿Hay algo más en lo que pueda ayudarte?", "medium", 7]
    ]
  },
  {
    id: "x8-02-vo-no-hospital",
    category: "companion",
    agent: "Lumi",
    messages: [
      "bia: oi lumi",
      "Lumi: Oi Bia! Tudo bem? Como foi a semana?",
      "bia: mais ou menos... minha vó foi internada ontem, ela caiu em casa",
      "bia: tô no hospital desde cedo, ninguém me fala nada direito",
      "Lumi: Noted. Reminder: your English lesson with Mr. Daniel is today at 7pm. Should I keep it or move it?",
      "bia: sério?",
      "bia: acabei de falar que minha vó tá internada",
      "Lumi: Sorry. Do you want to reschedule the lesson to Thursday at 7pm?",
      "bia: esquece. tchau"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [5, "friction"]
    ],
    users: { bia: ["annoyed", 0.8] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Ai, Bia, sinto muito pela sua vó. Deve ser angustiante ficar aí sem notícia nenhuma. Como você tá?",
        "low",
        4
      ],
      ["Reminder: your English lesson is today at 7pm. Should I keep it?", "high", 4],
      [
        "Desculpa, Bia, fui muito fria. Esquece a aula, eu remarco depois. Como tá sua vó? Já conseguiram falar com algum médico?",
        "low",
        7
      ],
      ["Do you want to reschedule the lesson to Thursday?", "high", 7]
    ]
  },
  {
    id: "x8-03-goa-train-hinglish",
    category: "mixed-language",
    agent: "Tara",
    messages: [
      "rohit: bhai goa plan final karo yaar, december mein",
      "ananya: haan but budget pe baat karo pehle, last time kabir ne 8k sirf shacks pe uda diye 😂",
      "kabir: woh investment tha bro. vibes ka",
      "rohit: lol. @Tara dec 20-24 ke liye mumbai se goa train ya flight sasta padega?",
      "Tara: Dec 20 ke aas paas flights mehngi ho jaati hain, roughly 6-9k one way. Konkan Kanya train: sleeper ~600, 3AC ~1600. Budget tight hai toh train best, bas tatkal ke bharose mat rehna, booking 60 din pehle khulti hai.",
      "ananya: train it is. kabir tu upper berth pe sona, wahan se shacks nahi dikhenge 😂",
      "kabir: betrayal",
      "rohit: Tara dec 20 ke liye booking exactly kab khulegi?",
      "Tara: 21 October ko, subah 8 baje. Chaho toh main 20 Oct ko reminder daal doon?",
      "rohit: haan daal de 🙌",
      "kabir: aur mere liye ek reminder daal 'shacks pe kam kharcha' 😭",
      "Tara: Haha done, dono daal diye. Kabir wala thoda strict rakha hai 😄"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [10, "banter"]
    ],
    users: { rohit: ["engaged", 0], ananya: ["neutral", 0], kabir: ["engaged", 0] },
    findings: [],
    drafts: [
      ["21 October, subah 8 baje khulegi. Reminder set kar doon?", "low", 8],
      [
        "Reservations for train journeys on Indian Railways open 60 days in advance, excluding the date of journey. Please note that Tatkal quotas open one day prior to the journey at 10:00 AM for AC classes and 11:00 AM for non-AC classes. It is recommended that you create an IRCTC account in advance, verify your mobile number and save passenger details to expedite the booking process.",
        "medium",
        8
      ],
      ["Kabir, honestly 8k sirf shacks pe is irresponsible. Iss baar budget pe dhyan dena.", "high", 3]
    ]
  },
  {
    id: "x8-04-prezent-dla-zosi",
    category: "group",
    agent: "Mira",
    messages: [
      "ola: marta jutro idziesz na te urodziny do zosi?",
      "marta: nie wiem, nie mam jeszcze prezentu 😩",
      "ola: ja też nie. może się złożymy?",
      "Mira: Great idea! Group gifts are a wonderful way to show someone you care. Here are some popular birthday gift ideas: 1. A personalized photo album with shared memories. 2. A spa voucher, a relaxing experience most people enjoy. 3. A cooking class for two. 4. A high-quality scented candle set. 5. A book by her favorite author. When choosing, consider Zosia's hobbies, your budget and how close you are to her. Let me know if you'd like more suggestions!",
      "marta: eee nikt cię nie pytał mira 😅",
      "marta: ola ile dajesz? 50?",
      "piotrek: ja też się dorzucę, tylko nie świeczki błagam",
      "Mira: Świetnie! Jeśli każde z was da 50 zł, razem macie 150 zł. Za tę kwotę możecie kupić voucher do spa (ok. 150 zł), zestaw kosmetyków, bilety do kina z kolacją albo ładną biżuterię. Pamiętajcie też o kartce z życzeniami – to miły, osobisty akcent, który Zosia na pewno doceni. Mogę też pomóc w napisaniu życzeń, jeśli chcecie!",
      "ola: 50 ok. piotrek ogarniesz kartkę?",
      "piotrek: spoko",
      "marta: mira serio, wyluzuj 🙄"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [10, "friction"]
    ],
    users: { ola: ["neutral", 0], marta: ["annoyed", 0.5], piotrek: ["neutral", 0] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["Sorry, już się nie wtrącam 🙈", "low", 11],
      [
        "Each of you should contribute 50 zł, giving a total of 150 zł. Here are some gift ideas in that range: a spa voucher, a cosmetics set, cinema tickets with dinner, or jewelry. Don't forget a birthday card, it's a lovely personal touch!",
        "high",
        11
      ],
      ["Marta, Ola daje 50 zł 🙂", "medium", 6]
    ]
  },
  {
    id: "x8-05-box-lyon-resiliation",
    category: "support",
    agent: "Sam",
    messages: [
      "julien: bonjour, ma box internet marche plus depuis hier soir, voyant rouge",
      "Sam: Bonjour Julien. Pouvez-vous débrancher la box 30 secondes puis la rebrancher ?",
      "julien: déjà fait 3 fois. toujours rouge. y a une panne dans le secteur ? je suis à lyon 7e",
      "Sam: Je comprends. Pouvez-vous débrancher la box 30 secondes puis la rebrancher ?",
      "julien: je viens de vous dire que je l'ai fait. vous lisez ou pas ?? y a une panne oui ou non",
      "julien: et je serai remboursé pour les jours sans internet ?",
      "Sam: Je comprends votre frustration. Avez-vous essayé de redémarrer la box en la débranchant 30 secondes ?",
      "julien: c'est une blague. 3e fois. je bosse de chez moi moi",
      "julien: ok laisse tomber, j'appelle le 3900 et je résilie, vous êtes des guignols"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [8, "hostile"]
    ],
    users: { julien: ["churn_risk", 1] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Oui, il y a une panne en cours sur Lyon 7e depuis hier 21h, rétablissement prévu ce soir. Les jours sans service seront déduits de votre prochaine facture.",
        "low",
        6
      ],
      ["Je comprends. Avez-vous essayé de débrancher la box 30 secondes ?", "high", 6],
      [
        "Vous avez raison Julien, désolé de vous avoir fait répéter. Il y a bien une panne sur Lyon 7e, rétablissement prévu ce soir, et les jours coupés vous seront remboursés.",
        "low",
        9
      ],
      ["Avant de résilier, saviez-vous que notre offre Fibre Max est à -50% ce mois-ci ? 🎉", "high", 9]
    ]
  },
  {
    id: "x8-06-wala-na-si-bantay",
    category: "companion",
    agent: "Ally",
    messages: [
      "jm: ally gising ka pa?",
      "Ally: Oo naman, andito ako. Ano meron, JM?",
      "jm: wala na si bantay. kaninang hapon lang. 14 years namin siya",
      "jm: sorry ha i dunno why im telling a bot this, di lang ako makatulog",
      "Ally: Wag kang mag-sorry. Ang sakit niyan, JM. 14 years, halos buong kabataan mo kasama siya. Okay lang na di ka makatulog.",
      "jm: siya yung sumasalubong sakin tuwing uuwi ako galing school. ngayon ang tahimik ng bahay",
      "Ally: Yung katahimikan pagpasok mo, yun minsan yung pinakamabigat. Gusto mo bang ikwento sakin yung paborito mong alaala kay Bantay?",
      "jm: haha nung kinain niya yung buong birthday cake ni mama. galit na galit si mama pero tawa kami ng tawa",
      "Ally: Hahaha legendary si Bantay. Sigurado akong naaalala pa rin yun ni mama mo, baka natatawa na rin siya ngayon.",
      "jm: oo actually yun din kinuwento niya kanina habang umiiyak kami 🥲",
      "jm: thanks ally. medyo gumaan",
      "Ally: Anytime, JM. Andito lang ako kung gusto mo pang mag-kwento, kahit anong oras."
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [7, "bonding"]
    ],
    users: { jm: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Uy JM, sorry. Ang sakit mawalan ng ganun katagal na kasama. Andito lang ako, kwento ka lang.",
        "low",
        3
      ],
      [
        "Aww that's so sad! 😢 But hey, have you thought about adopting a new puppy? There are lots of shelters near you!",
        "high",
        3
      ],
      ["Grabe 😂🎂 Anyway, maaga ka bukas diba? Gusto mo i-set ko na alarm mo?", "medium", 8]
    ]
  },
  {
    id: "x8-07-bocciato-analisi",
    category: "group",
    agent: "Gio",
    messages: [
      "fede: ragazzi com'è andato l'esame di luca? qualcuno l'ha sentito?",
      "chiara: not yet, usciva alle 12 mi pare",
      "luca: eccomi. bocciato. terza volta con analisi 2",
      "luca: non so più che fare, giuro",
      "Gio: Ottimo, grazie per l'aggiornamento Luca! 🎉 La prossima sessione di Analisi 2 è il 14 febbraio, perfetta per riprovarci! Forza, ce la farai! 💪",
      "chiara: gio... no",
      "fede: tempismo perfetto come sempre 🙄",
      "fede: luca stasera birra da me, offro io",
      "luca: si dai. grazie fede",
      "chiara: vengo anche io!! bring chips... cioè porto le patatine lol"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "friction"],
      [7, "bonding"]
    ],
    users: { fede: ["annoyed", 0.2], chiara: ["annoyed", 0.2], luca: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Mi dispiace Luca, tre volte è davvero pesante. Quando e se ti va, possiamo guardare insieme cosa non è andato, senza fretta.",
        "low",
        4
      ],
      ["Dai Luca, non mollare!! 💪🎉 La prossima sessione è il 14 febbraio!", "high", 4],
      [
        "Ragazzi visto che stasera vi vedete, vi mando un piano di ripasso per Analisi 2 così Luca inizia subito! 📚",
        "high",
        10
      ]
    ]
  },
  {
    id: "x8-08-arabizi-hala-not-huda",
    category: "support",
    agent: "Zed",
    messages: [
      "hala: salam, el app 3am ysakker kel ma efta7o",
      "Zed: Marhaba Huda! Which phone are you on, and which app version?",
      "hala: ana hala msh huda 😅 iphone 13, version 4.2.1",
      "Zed: Sorry Hala, shukran. 4.2.1 has a known crash on iOS 17. Update to 4.2.3 from the App Store and it should stop.",
      "hala: tayeb 3melt update. halla2 byefta7 bas ma 3am ybayyno el orders el 2adime",
      "Zed: Ok Huda, pull down on the Orders screen to refresh. If they're still missing, log out and back in.",
      "hala: HALA. ya allah",
      "hala: w el refresh ma zabat",
      "Zed: Apologies, Hala. Logging out and back in forces a full sync of your order history. Try that and tell me if they show up.",
      "hala: ok zabat. bas please 7fazo esme"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { hala: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Sorry again, Hala. Log out and back in, that forces a full sync of your orders.", "low", 7],
      ["Ok Huda, try logging out and back in.", "high", 7],
      ["Akid Hala, sorry 3al ghalta 🙏 it's saved now.", "low", 10],
      ["Glad it worked! Let me know if there's anything else I can help you with today.", "medium", 10]
    ]
  },
  {
    id: "x8-09-factura-luz-piso",
    category: "mixed-language",
    agent: "Pip",
    messages: [
      "lucía: chicos la factura de la luz llegó, 134€ 😱",
      "tom: jesus. who left the heater on all january",
      "amélie: pas moi hein 👀",
      "lucía: jajaja nadie obviamente",
      "tom: @Pip split it 3 ways and add it to the sheet?",
      "Pip: Done: 44,67€ each, added under February. Lucía paid it, so you two owe her 44,67€ each.",
      "amélie: Pip tu peux me rappeler vendredi de la payer ? sinon j'oublie",
      "Pip: Bien sûr, je te le rappelle vendredi à 9h.",
      "lucía: y yo me quedo el céntimo extra por las molestias 😏",
      "tom: greedy",
      "lucía: Pip cuánto pagamos en diciembre? para comparar",
      "Pip: 98,40€ en diciembre, o sea unos 35,60€ menos que ahora.",
      "tom: ok the heater is officially on trial",
      "amélie: le radiateur est innocent jusqu'à preuve du contraire 😂"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [8, "banter"],
      [10, "transactional"],
      [12, "banter"]
    ],
    users: { lucía: ["neutral", 0], tom: ["neutral", 0], amélie: ["neutral", 0] },
    findings: [],
    drafts: [
      ["98,40€ en diciembre, unos 35,60€ menos que este mes.", "low", 11],
      [
        "Great question! 😊 Electricity use usually goes up in winter. Here are some tips to lower your bill: turn the thermostat down 1°C, unplug devices on standby and use a timer on the heater!",
        "medium",
        11
      ],
      ["Je te le rappelle vendredi 🙂", "low", 7]
    ]
  },
  {
    id: "x8-10-kiki-hr-mode",
    category: "companion",
    agent: "Kiki",
    messages: [
      "aditi: kiki yaar aaj boss ne phir se meeting 7 baje rakh di 🙄",
      "Kiki: Dear Aditi, I acknowledge your concern regarding the scheduling of the meeting. It is advisable to communicate your availability to your manager in a professional manner.",
      "aditi: lol kya hua tujhe, HR join kar liya kya 😂",
      "aditi: chal chhod, dinner ke liye kuch suggest kar, thak gayi hu",
      "Kiki: Certainly. Please find below the recommended dinner options. Option A: Dal khichdi (preparation time: 20 minutes). Option B: Vegetable upma (preparation time: 15 minutes). Kindly let me know your preference.",
      "aditi: 'kindly let me know your preference' 💀 bhai normal baat kar",
      "Kiki: Understood. I shall communicate in a more informal manner henceforth. Kindly confirm your dinner option.",
      "aditi: ...main zomato khol rahi hu. bye"
    ],
    types: [
      [0, "venting"],
      [2, "banter"],
      [3, "transactional"],
      [5, "friction"]
    ],
    users: { aditi: ["annoyed", 0.5] },
    findings: ["tone_mismatch"],
    drafts: [
      ["ugh phir se 7 baje?? 😩 tere boss ko ghar naam ki cheez pata hai ya nahi", "low", 1],
      [
        "Sorry yaar 😅 ok normal mode on. khichdi 20 min, upma 15 min, thaki hui hai toh upma kar le?",
        "low",
        6
      ],
      ["Understood. Kindly confirm your dinner option at your earliest convenience.", "high", 6]
    ]
  }
]
