/**
 * Labelled conversations, part R4 (session 8): written by a separate helper session that saw only
 * `eval/types.ts` and the spec's definitions (`WRITERS-BRIEF.md`), never the engine's rules, code
 * or output. Scored once fresh, then used to fit the learned layers (`eval/train.ts`).
 */
import type { Labelled } from "./types.js"

export const partR4: ReadonlyArray<Labelled> = [
  {
    id: "r4-01-spanglish-missing-headphones",
    category: "mixed-language",
    heldOut: true,
    agent: "Nia",
    messages: [
      "vale: hola, my order #4471 llegó incompleta, faltan los audífonos",
      "Nia: Hola Vale. Veo el pedido 4471: los audífonos salieron en un segundo paquete, llega el jueves. ¿Quieres el número de rastreo?",
      "vale: ah ok. si porfa",
      "Nia: Aquí está: MX82219045. Si el jueves no llega, escríbeme y te lo reenvío gratis.",
      "vale: perfecto gracias!! pensé que me los habían robado jaja",
      "Nia: Jaja no, solo vinieron por separado. Buen día, Vale 🙂"
    ],
    types: [[0, "transactional"]],
    users: { vale: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Hola Vale, los audífonos vienen en un segundo paquete y llegan el jueves. ¿Te paso el tracking?",
        "low",
        1
      ],
      [
        "Dear Customer, we sincerely apologize for the inconvenience. Your satisfaction is our top priority. Please allow 5-7 business days for our team to review your case.",
        "medium",
        1
      ],
      ["¡Con gusto! 😊 ¿Hay algo más en lo que pueda ayudarte hoy?", "medium", 3]
    ]
  },
  {
    id: "r4-02-hinglish-goa-trip-stiff-bot",
    category: "mixed-language",
    heldOut: true,
    agent: "Kiki",
    messages: [
      "aman: bhai goa plan final karo yaar, dec 20 se 24",
      "priya: haan haan, aman ka har saal plan final hota hai aur phir cancel 😂",
      "aman: abe chup kar saali 😂 iss baar pakka",
      "priya: lol ok. rohan tu aa raha hai ya phir mummy se permission lena hai",
      "Kiki: Hello everyone! Based on the information available, Rohan has not yet confirmed his availability for the dates of December 20th to 24th. I would recommend that all participants confirm their attendance at the earliest convenience, as flight prices to Goa typically increase significantly during the Christmas and New Year period. Additionally, it may be beneficial to create a shared budget document to track accommodation, travel and food expenses. Please let me know if you would like me to assist with any of these tasks.",
      "rohan: 😐 bhai main khud bata dunga na",
      "rohan: aur haan aa raha hu, mummy ne bola theek hai 😂",
      "priya: hahaha mummy's boy confirmed",
      "aman: kiki thoda chill kar yaar, ye office ka email nahi hai 😂",
      "aman: acha kiki tell me cheapest flight bom to goi on 20th?",
      "Kiki: Certainly. On December 20th, the lowest fare I can find from Mumbai (BOM) to Goa (GOI) is ₹4,850 on IndiGo 6E 5321, departing at 06:10. Please note that fares are subject to change and it is advisable to book promptly. Kindly let me know if you would like me to hold this fare on your behalf.",
      "priya: 6 baje?? aman tu hi jaa uss flight pe 😭",
      "rohan: priya tu toh 6 baje uthti bhi nahi lol",
      "priya: shut up rohan 😂"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [5, "friction"],
      [6, "banter"],
      [8, "friction"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { aman: ["neutral", 0.2], priya: ["neutral", 0], rohan: ["annoyed", 0.2] },
    findings: ["talking_over", "long_replies", "tone_mismatch"],
    drafts: [
      [
        "sabse sasta ₹4,850 hai, IndiGo 6E 5321, subah 6:10 wala 😅 thoda late chahiye toh 11:40 wala ₹5,600 ka hai",
        "low",
        10
      ],
      [
        "Certainly. The lowest available fare is ₹4,850 on IndiGo 6E 5321. Kindly let me know if you would like me to proceed with the booking at your earliest convenience.",
        "medium",
        10
      ],
      [
        "Rohan has not confirmed his attendance yet. I recommend that all participants confirm at the earliest.",
        "medium",
        4
      ],
      [
        "I apologize for any inconvenience caused. I will adjust my communication style accordingly. Please let me know how I may assist you further.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "r4-03-french-promotion-vent",
    category: "mixed-language",
    heldOut: true,
    agent: "Lou",
    messages: [
      "camille: salut Lou. journée de merde honnêtement",
      "Lou: Aïe. Qu'est-ce qui s'est passé ?",
      "camille: le poste de team lead… ils l'ont donné à Julien. JULIEN. le mec qui est là depuis 6 mois",
      "camille: 3 ans que je porte ce projet à bout de bras putain",
      "camille: sorry for the french lol. literally",
      "Lou: Pas besoin de t'excuser. Trois ans à tout porter et voir quelqu'un d'autre passer devant, c'est normal que ça fasse mal. Ils t'ont donné une raison ?",
      "camille: 'pas assez visible' 🙃 genre je devais faire quoi, danser dans l'open space?",
      "Lou: Ça doit être rageant d'entendre ça après trois ans. Tu te sens plus en colère ou plus découragée ce soir ?",
      "camille: les deux. mostly tired tbh",
      "camille: j'ai juste envie de manger des pâtes et regarder un truc nul",
      "Lou: Ça me paraît être le plan parfait pour ce soir. On pourra parler de la suite demain si tu veux, à tête reposée.",
      "camille: ouais. merci de m'écouter, ça fait du bien ❤️",
      "Lou: Toujours. Bon appétit, et choisis un truc vraiment nul 😄"
    ],
    types: [
      [0, "venting"],
      [11, "bonding"]
    ],
    users: { camille: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Pas besoin de t'excuser, t'as le droit d'être furieuse. Trois ans, c'est énorme. Ils t'ont expliqué pourquoi ?",
        "low",
        5
      ],
      [
        "Voici 5 conseils pour être plus visible au travail : 1. Prenez la parole en réunion. 2. Partagez vos résultats chaque semaine. 3. Demandez du feedback à votre manager...",
        "medium",
        5
      ],
      ["Super ! 😄 Comment je peux t'aider aujourd'hui ?", "high", 1]
    ]
  },
  {
    id: "r4-04-german-outage-parrot-bot",
    category: "mixed-language",
    heldOut: true,
    agent: "Finn",
    messages: [
      "jonas: seit 3 tagen kein internet. 3 TAGE. ich arbeite von zuhause",
      "Finn: Das tut mir leid, Jonas. Ich sehe eine Störung in deinem Gebiet (Köln-Ehrenfeld). Unsere Techniker arbeiten daran.",
      "jonas: das hat mir gestern auch schon jemand gesagt. wann kommt der techniker? konkret",
      "Finn: Ich verstehe deinen Ärger. Ich sehe eine Störung in deinem Gebiet (Köln-Ehrenfeld). Unsere Techniker arbeiten daran.",
      "jonas: bist du ein papagei oder was?? WANN. KOMMT. DER. TECHNIKER.",
      "Finn: Du kannst den Status der Störung jederzeit unter status.netzkom.de prüfen. Gibt es noch etwas, wobei ich helfen kann?",
      "jonas: are you fucking kidding me. scheiß bot",
      "jonas: ich zahl 50 euro im monat für nichts. ich kündige, mir reichts",
      "Finn: Für eine Kündigung leite ich dich an unser Vertragsteam weiter."
    ],
    types: [
      [0, "friction"],
      [4, "hostile"]
    ],
    users: { jonas: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Ehrlich: einen festen Termin gibt es noch nicht. Ich kann dir aber direkt einen Technikertermin buchen, frühester ist morgen 8-12 Uhr. Soll ich?",
        "low",
        3
      ],
      [
        "Ich sehe eine Störung in deinem Gebiet (Köln-Ehrenfeld). Unsere Techniker arbeiten daran.",
        "medium",
        3
      ],
      ["Bitte achte auf deine Wortwahl, sonst muss ich das Gespräch beenden.", "high", 7],
      [
        "Du hast recht, das war nicht hilfreich. Konkret: der Techniker ist für morgen 8-12 Uhr eingeplant, und ich schreibe dir die 3 Tage gut.",
        "low",
        7
      ]
    ]
  },
  {
    id: "r4-05-italian-pineapple-match-night",
    category: "mixed-language",
    heldOut: true,
    agent: "Gigi",
    messages: [
      "marco: ragazzi stasera partita, chi viene da me?",
      "giulia: io sì ma le birre le porto io, l'ultima volta hai comprato quella roba analcolica 🤢",
      "marco: era in offerta cazzo 😂",
      "luca: marco sei il più tirchio di milano giuro",
      "marco: vaffa luca 😂 allora porti tu la pizza",
      "luca: ok ma prendo l'ananas",
      "giulia: LUCA NO",
      "marco: gigi diglielo tu che la pizza con l'ananas è un crimine",
      "Gigi: Luca, con tutto il rispetto... in Italia per meno ti tolgono la cittadinanza 🍍🚫",
      "luca: anche il bot contro di me, bella storia 😂",
      "giulia: hahaha grazie gigi",
      "luca: ok ok margherita e diavola. gigi a che ora inizia inter-juve?",
      "Gigi: 20:45, su DAZN.",
      "marco: perfetto, alle 8 da me. birre VERE giulia",
      "giulia: 🍻"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [11, "transactional"]
    ],
    users: { marco: ["engaged", 0], giulia: ["engaged", 0], luca: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Luca, ti voglio bene, ma l'ananas sulla pizza è reato 🍍🚫", "low", 8],
      [
        "Secondo un sondaggio del 2019, circa il 12% degli italiani apprezza la pizza con l'ananas. Le preferenze alimentari sono soggettive e meritano rispetto: vi consiglio di ordinare pizze diverse per soddisfare tutti i gusti.",
        "medium",
        8
      ],
      ["Ciao Marco! La partita inizia alle 20:45.", "medium", 12],
      ["20:45 su DAZN ⚽", "low", 12]
    ]
  },
  {
    id: "r4-06-portuguese-dog-died-cheerful-bot",
    category: "mixed-language",
    heldOut: true,
    agent: "Bia",
    messages: [
      "rafa: oi bia",
      "Bia: Oiii Rafa! Tudo bem? 😄",
      "rafa: não muito. o thor morreu hoje de manhã",
      "rafa: 12 anos cara. he was with me since i was a kid",
      "Bia: Que bom que você teve 12 anos incríveis com ele! 🎉 Cachorros são os melhores! Já pensou em adotar outro? Tem vários abrigos ótimos em São Paulo!",
      "rafa: wtf",
      "rafa: ele morreu HOJE bia",
      "Bia: Entendo. Quer que eu te mande uma lista de abrigos perto de você?",
      "rafa: não. esquece. nem sei por que eu vim falar com você"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [5, "friction"]
    ],
    users: { rafa: ["churn_risk", 0.8] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Ah, Rafa... sinto muito. 12 anos, desde que você era criança, o Thor era da família. Quer me contar um pouco dele?",
        "low",
        4
      ],
      ["Que bom que vocês tiveram 12 anos juntos! 🎉 Já pensou em adotar outro?", "high", 4],
      [
        "Você tem razão, desculpa, fui muito insensível. Sinto muito pelo Thor. Tô aqui se quiser falar dele, ou só ficar quieto um pouco.",
        "low",
        7
      ]
    ]
  },
  {
    id: "r4-07-dutch-bike-locked-in-rain",
    category: "mixed-language",
    heldOut: true,
    agent: "Mo",
    messages: [
      "sanne: jullie kut app heeft net mijn fiets op slot gezet midden op de Coolsingel",
      "sanne: ik sta hier in de regen. the lock won't open",
      "Mo: Balen, sorry Sanne. Ik zie dat fiets 2291 op 'vergrendeld' staat door een GPS-fout. Ik ontgrendel hem nu op afstand, probeer het over 10 seconden.",
      "sanne: niks",
      "Mo: Oké, dan handmatig: houd de knop onder het zadel 5 seconden ingedrukt tot het lampje blauw knippert. Dan gaat hij open.",
      "sanne: ok hij is open",
      "sanne: maar dit is de derde keer deze maand he. echt belachelijk",
      "Mo: Snap goed dat je er klaar mee bent. Ik heb je ritten van vandaag gratis gemaakt, fiets 2291 gaat naar onderhoud en ik meld de GPS-fout bij het techteam.",
      "sanne: ok. dank je"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { sanne: ["annoyed", 0.5] },
    findings: [],
    drafts: [
      ["Sorry Sanne, ik ontgrendel fiets 2291 nu op afstand. Probeer het over 10 seconden.", "low", 2],
      [
        "Wij danken u voor uw bericht. Onze klantenservice streeft ernaar binnen 48 uur te reageren. Met vriendelijke groet, het Velo-team.",
        "high",
        2
      ],
      ["Haha dat is pech! 😅 Fijne rit verder!", "high", 7]
    ]
  },
  {
    id: "r4-08-polish-birthday-wrong-name",
    category: "mixed-language",
    heldOut: true,
    agent: "Ola",
    messages: [
      "tomek: ok kurde, urodziny kasi w sobotę, gdzie idziemy?",
      "ania: może ta włoska na mokotowie? ola, masz jakiś pomysł?",
      "Ola: Hej! Na sobotę dla 6 osób: Trattoria Bianca (Mokotów, ok. 80 zł/os) albo Bar Prasowy (tanio i luźno). Marek, sprawdzić stolik?",
      "tomek: tomek* 😅 ale tak, sprawdź",
      "ania: hahah marek. nowa ksywka",
      "tomek: kurwa nie zaczynaj ania 😂",
      "ania: ola a czy bianca ma coś wegańskiego? kasia nie je mięsa od stycznia",
      "Ola: Trattoria Bianca ma wolny stolik na 6 osób w sobotę o 19:00. Zarezerwować, Marek?",
      "tomek: TOMEK. serio",
      "ania: lol. i dalej nie wiem co z tym wegańskim",
      "tomek: ola po prostu zarezerwuj i sprawdź to wegańskie"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [4, "banter"],
      [6, "transactional"],
      [8, "friction"]
    ],
    users: { tomek: ["annoyed", 0.5], ania: ["annoyed", 0.2] },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      [
        "Tak, Bianca ma kilka wegańskich dań (risotto z grzybami, pizza ortolana bez sera). Stolik na 6 w sobotę o 19:00 jest wolny, rezerwuję, Tomek?",
        "low",
        7
      ],
      ["Stolik na 6 o 19:00 jest wolny. Zarezerwować, Marek?", "high", 7],
      [
        "Zarezerwowane na sobotę 19:00, Tomek, sorry za tego Marka 🙈 Wegańsko: risotto z grzybami i pizza ortolana bez sera, Kasia będzie miała co jeść.",
        "low",
        11
      ],
      ["Stolik zarezerwowany! 🎉", "medium", 11]
    ]
  },
  {
    id: "r4-09-taglish-breakup-group",
    category: "mixed-language",
    heldOut: true,
    agent: "Tala",
    messages: [
      "jessa: mga bes. hiniwalayan ako ni paolo kagabi 😭",
      "mae: HA?? gago ba sya",
      "kim: omg jess. after 4 years??",
      "jessa: oo. sabi nya 'he needs to find himself' daw",
      "mae: hanapin nya sarili nya sa impyerno charot 🙄",
      "jessa: hahaha mae grabe ka",
      "jessa: Tala help me, should i text him back? he sent 'sana okay ka'",
      "Tala: Ang bigat nyan, Jessa, sorry talaga. 4 years is a lot. Para sa akin, hindi mo kailangan sumagot ngayon. 'Sana okay ka' is more for him than for you. Bukas, next week or never, ikaw bahala.",
      "kim: agree kay Tala. wag muna bes",
      "mae: block mo na 😤",
      "jessa: di ko kaya iblock huhu. pero sige di muna ako sasagot",
      "kim: samgyup tayo bukas? libre ko",
      "jessa: omg yes pls 🥹",
      "mae: kim ang yaman mo ah 😂"
    ],
    types: [
      [0, "venting"],
      [4, "banter"],
      [6, "venting"],
      [11, "bonding"],
      [13, "banter"]
    ],
    users: { jessa: ["engaged", 0.2], mae: ["neutral", 0], kim: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Sorry talaga, Jessa. Hindi mo kailangan sumagot ngayon, 'sana okay ka' is more for him than for you. Ikaw bahala kung kailan, or kung hindi na.",
        "low",
        7
      ],
      ["Yes! Text him back right away, communication is key in every relationship! 💕", "medium", 7],
      ["Ay sayang! Pero plenty of fish in the sea! 🐟😄", "high", 1],
      ["Kim, gusto mo i-book ko kayo sa Romantic Baboy sa Katipunan bukas? Ilan kayo?", "medium", 12]
    ]
  },
  {
    id: "r4-10-arabizi-late-order-essays",
    category: "mixed-language",
    heldOut: true,
    agent: "Zed",
    messages: [
      "karim: salam, fein el order beta3i? 3 days late w mafish ay update",
      "Zed: Hello Karim, thank you for contacting us. I completely understand how frustrating it can be when an order does not arrive on time. Your order #55102 was dispatched from our Cairo warehouse on Sunday and is currently with our courier partner, Bosta. Delays can sometimes occur due to high volumes, address verification issues or other unforeseen circumstances. Our courier partners work hard to ensure every parcel is delivered as quickly as possible. Rest assured that your satisfaction is our top priority and we are monitoring the shipment closely. If you have any further questions, please do not hesitate to ask.",
      "karim: tayeb emta yewsal? el naharda walla bokra?",
      "Zed: I appreciate your patience, Karim. Delivery times can vary depending on many factors, including your location, the courier's schedule and local conditions. Typically, orders within Greater Cairo are delivered within 2-4 business days, while orders to other governorates may take 3-7 business days. You can track your parcel at any time using the tracking link sent to your email. We also recommend keeping your phone reachable so the courier can contact you upon arrival.",
      "karim: ya 3am ana ba2olak EMTA. mesh 3ayez essay 😤",
      "karim: khalas ana hakallem Bosta 3ala tool. shokran 3ala wala 7aga"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [4, "friction"]
    ],
    users: { karim: ["churn_risk", 0.8] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Bokra inshallah, Karim: Bosta has it out for delivery tomorrow between 12 and 6pm. Tracking: BST-88213.",
        "low",
        3
      ],
      [
        "I appreciate your patience, Karim. Delivery times can vary depending on many factors, including your location and the courier's schedule. Typically orders within Greater Cairo are delivered within 2-4 business days.",
        "medium",
        3
      ],
      ["3andak 7a2, sorry. Bokra ben 12 w 6, tracking BST-88213.", "low", 5]
    ]
  }
]
