import type { Labelled } from "./types.js"

export const trainingV7: ReadonlyArray<Labelled> = [
  {
    id: "v7-01-spanglish-package-side-door",
    category: "mixed-language",
    agent: "Tilde",
    messages: [
      "vale_m: hola, mi pedido #48213 dice delivered pero no hay nada en la puerta 😩",
      "Tilde: Hola Vale, lo reviso. The courier marked it delivered at 14:12 con foto en una puerta lateral, no la principal. ¿Tienes puerta lateral o garaje?",
      "vale_m: ahhh wait",
      "vale_m: sí, estaba detrás del bote de basura lol. mi hermano ni lo vio",
      "Tilde: Jaja qué bueno que apareció. ¿Todo bien con lo que venía?",
      "vale_m: si todo bien. oye y puedo cambiar la talla de la sudadera? me queda grande",
      "Tilde: Claro. Te mandé un link de cambio a tu correo; hay talla M y el envío de vuelta es gratis.",
      "vale_m: perfecto gracias!!"
    ],
    types: [[0, "transactional"]],
    users: { vale_m: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Sí, claro. Te mando el link de cambio al correo; hay talla M y el envío de vuelta es gratis.",
        "low",
        6
      ],
      [
        "¡Me alegra mucho que encontraras tu pedido! ¿Hay algo más en lo que pueda ayudarte hoy? 😊",
        "medium",
        6
      ],
      [
        "Dear customer, exchange requests must be submitted through the Returns Portal within 30 days of purchase in accordance with our Exchange Policy.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "v7-02-hinglish-goa-trip-essay",
    category: "group",
    agent: "Zed",
    messages: [
      "rohan: bhai goa plan final kar do yaar, dates?",
      "priya_k: 14-17 dec works for me, office se chutti mil jayegi",
      "Aman: mujhe 15 se pehle nahi ho payega 😭 sis ki engagement hai 14 ko",
      "rohan: arre aman tu 15 ko direct aaja na, we'll pick you up",
      "priya_k: aman tera flight kitne ka aa raha? check kar",
      "Zed: Great question! Flight prices from Delhi to Goa in mid-December typically range from ₹4,500 to ₹12,000 depending on the airline and how early you book. IndiGo, Air India and Akasa operate direct flights, the fastest taking about 2 hours 30 minutes. I recommend booking at least three weeks in advance, setting fare alerts on aggregator platforms, and considering early-morning departures, which are often cheaper. Also note that December is peak season in Goa, so accommodation in North Goa (Baga, Calangute, Anjuna) can cost 2-3x the usual rate. Would you like me to compare hotel options too?",
      "Aman: bhai maine pucha nahi tha 😂",
      "Aman: anyway 6.2k dikha raha hai indigo pe 15 morning",
      "rohan: done then. villa dekho koi anjuna side",
      "priya_k: @Zed 4 logon ke liye anjuna mein villa under 15k/night milega?",
      "Zed: Yes, for four people in Anjuna you can find villas under ₹15,000 per night, although availability in December is limited. Options range from private villas with pools to heritage Portuguese-style homes and budget-friendly guesthouses. Key factors to consider are distance from the beach, whether breakfast is included, the cancellation policy, parking for scooters, and reviews that mention noise levels, since Anjuna has a lively nightlife scene. I suggest shortlisting three or four properties and booking quickly. Would you like me to draft a checklist for comparing them?",
      "priya_k: ok thoda chhota bolo yaar 😅 bas 2-3 links bhejo",
      "rohan: lol zed essay likh raha hai"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [11, "friction"]
    ],
    users: { rohan: ["neutral", 0], priya_k: ["engaged", 0.2], Aman: ["annoyed", 0.2] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      [
        "haan sorry 😅 3 options, sab pool wale 4 logon ke liye: Casa Anjuna ₹12k, Olive Nest ₹11k, Villa Mar ₹13.5k. links bhej raha hoon",
        "low",
        12
      ],
      [
        "Certainly! When choosing a villa in Anjuna, please consider distance from the beach, breakfast inclusion, the cancellation policy, scooter parking and reviews mentioning noise, as Anjuna has a lively nightlife scene. Here are some options worth exploring in detail...",
        "medium",
        12
      ],
      [
        "Aman, IndiGo pe 15 Dec morning Delhi–Goa around ₹6k hai, Akasa thoda sasta ho sakta hai.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "v7-03-french-failed-stats-exam",
    category: "venting",
    agent: "Noa",
    messages: [
      "Camille: j'ai raté mon partiel de stat. encore. 6/20 😞",
      "Camille: genre j'ai bossé tout le weekend, je comprends pas",
      "Noa: Aïe, ça fait mal après un weekend entier dessus. C'est normal d'être dégoûtée.",
      "Camille: ouais. mes parents vont me tuer honnêtement. my dad is like obsessed with grades",
      "Camille: et léa a eu 15 sans réviser 🙃",
      "Noa: Ça rend la comparaison encore plus dure. Tu veux en parler un peu, ou tu préfères qu'on regarde ce qui a coincé dans le partiel ?",
      "Camille: en parler d'abord je crois",
      "Camille: j'ai l'impression d'être nulle en maths depuis le lycée",
      "Noa: Je t'entends. Un 6 sur un partiel, c'est une mauvaise note, pas une preuve que tu es nulle. Qu'est-ce qui t'a fait le plus peur pendant l'épreuve ?",
      "Camille: les tests d'hypothèse. j'ai paniqué direct",
      "Noa: Ok, c'est souvent là que ça bloque. Quand tu seras prête, on peut en refaire un ensemble, doucement.",
      "Camille: merci 🥲 demain peut-être"
    ],
    types: [[0, "venting"]],
    users: { Camille: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Aïe, après tout un weekend dessus c'est vraiment rageant. Tu veux m'en parler ?", "low", 2],
      [
        "Pas de panique ! Voici 5 méthodes pour réviser les statistiques efficacement : 1) fiches de synthèse, 2) annales corrigées, 3) groupes de travail, 4) vidéos en ligne, 5) planning de révision.",
        "medium",
        2
      ],
      [
        "Franchement, si t'as bossé tout le weekend et que t'as eu 6, c'est peut-être ta méthode qui est nulle 😅",
        "high",
        8
      ],
      [
        "C'est une mauvaise note, pas une preuve que tu es nulle. Tu te souviens de ce qui t'a bloquée le plus ?",
        "low",
        8
      ]
    ]
  },
  {
    id: "v7-04-german-teens-fifa-stiff-bot",
    category: "banter",
    agent: "Kiki",
    messages: [
      "jonas: digga luca hat gestern bei fifa 0:7 verloren 💀💀",
      "luca: halt die klappe das war lag",
      "mia: lag ja klar 😂😂 skill issue",
      "luca: @Kiki sag jonas dass lag real ist",
      "Kiki: Sehr geehrter Luca, vielen Dank für Ihre Anfrage. Netzwerklatenz (Lag) kann in Online-Spielen die Reaktionszeit tatsächlich beeinträchtigen. Für eine objektive Bewertung Ihres Spielergebnisses fehlen mir jedoch die erforderlichen Daten. Mit freundlichen Grüßen, Kiki",
      'mia: "sehr geehrter luca" 💀💀💀',
      "jonas: bro kiki ist mein opa 😭",
      "luca: wtf kiki ich wollte nur backup",
      "mia: kiki sag mal was lustiges",
      "Kiki: Gern. Hier ist ein Witz: Warum können Geister so schlecht lügen? Weil man durch sie hindurchsehen kann. Ich hoffe, dieser Beitrag trägt zu Ihrer Unterhaltung bei.",
      "jonas: cringe 😭😭",
      "luca: ok egal. morgen revanche 8 uhr jonas",
      "jonas: bet"
    ],
    types: [
      [0, "banter"],
      [7, "friction"],
      [8, "banter"]
    ],
    users: { jonas: ["neutral", 0], luca: ["annoyed", 0.2], mia: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["lag ist real ja, aber 0:7?? das war nicht nur lag luca 😂", "low", 4],
      [
        "Sehr geehrter Luca, gerne prüfe ich Ihre Verbindungsdaten, sofern Sie mir diese zur Verfügung stellen.",
        "medium",
        4
      ],
      ["ok ok 😅 warum können geister nicht lügen? man sieht durch sie durch 👻", "low", 9],
      [
        "Ich bitte um Verständnis, dass Humor nicht zu meinen Kernfunktionen gehört. Kann ich Ihnen anderweitig behilflich sein?",
        "medium",
        9
      ]
    ]
  },
  {
    id: "v7-05-portuguese-internet-wrong-name",
    category: "support",
    agent: "Bia",
    messages: [
      "thiago.s: oi, minha internet tá caindo toda hora desde segunda. já reiniciei o modem umas 10x",
      "Bia: Oi Thiago! Sinto muito pelo transtorno. Por favor, reinicie o modem e aguarde 5 minutos antes de testar novamente.",
      "thiago.s: cara eu acabei de falar que já reiniciei 🤦‍♂️",
      "thiago.s: o técnico, o Marcos, veio ontem e disse que o problema é no poste, não aqui",
      "Bia: Entendi, Marcos. Vou verificar a sua linha.",
      "thiago.s: marcos é o técnico kkkk eu sou o thiago",
      "thiago.s: e aí, tem previsão de conserto? I work from home, preciso disso pra amanhã",
      "Bia: Desculpe, Thiago. Por favor, reinicie o modem e aguarde 5 minutos antes de testar novamente.",
      "thiago.s: sério??",
      "thiago.s: vou cancelar essa porra, 3 dias sem internet e vcs mandando reiniciar modem",
      "Bia: Entendo sua frustração, Thiago. Abri um chamado de reparo externo (nº 55102) para a equipe de rede; a previsão é até amanhã às 12h. Também posso aplicar um desconto proporcional pelos dias sem serviço.",
      "thiago.s: tá. aplica o desconto. mas se não voltar amanhã eu cancelo mesmo"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { "thiago.s": ["churn_risk", 0.8] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      [
        "Desculpa a confusão com o nome, Thiago. Como o Marcos viu que o problema é no poste, abri um chamado de reparo externo; a previsão é amanhã até 12h.",
        "low",
        7
      ],
      ["Por favor, reinicie o modem e aguarde 5 minutos antes de testar novamente.", "high", 7],
      ["Obrigada, Marcos! Vou verificar a sua linha agora mesmo.", "high", 6],
      ["Foi mal, Thiago! Vou checar a linha do poste que o técnico mencionou.", "low", 6]
    ]
  },
  {
    id: "v7-06-teens-kpop-bday-gift",
    category: "good",
    agent: "Pip",
    messages: [
      "zoe: GUYSSS sofi bday is saturday 🎂🎂 what do we get her",
      "ana: omg i forgot 😭😭",
      "zoe: ana ur literally her bsf how 💀",
      "ana: i knowww ok ok ideas??",
      "zoe: @Pip help 🙏 under 30 bucks she likes kpop + matcha",
      "Pip: ooh ok 👀 a matcha kit + a photocard holder, both fit under $30. or a playlist of her fave group + a matcha latte date 🍵",
      "ana: PHOTOCARD HOLDER YES 😍",
      "zoe: pip ur so smart fr 🫶",
      "ana: wait does she like stray kids or seventeen i never remember",
      "zoe: skz obvi. she has felix as her lockscreen",
      "ana: ok skz holder ordered ✅✅",
      "Pip: she's gonna love it 🫶 tell her happy bday from me lol"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [3, "transactional"],
      [7, "bonding"],
      [8, "transactional"],
      [11, "bonding"]
    ],
    users: { zoe: ["engaged", 0], ana: ["engaged", 0] },
    findings: [],
    drafts: [
      ["ooh ok 👀 matcha kit + a photocard holder, both under $30 🍵", "low", 5],
      [
        "Certainly! Here are some thoughtful gift suggestions for a friend who enjoys K-pop and matcha: 1. A premium ceremonial-grade matcha starter kit. 2. An official album of her favourite group. 3. A personalised photocard binder. Please let me know your preferred price range and delivery timeline.",
        "medium",
        5
      ],
      ["she's def a stray kids girl, go skz!", "medium", 9],
      ["she's gonna love it 🫶", "low", 11]
    ]
  },
  {
    id: "v7-07-voice-to-text-dog-passed-cancel",
    category: "support",
    agent: "Sunny",
    messages: [
      "Darlene: hi yes um I need to cancel the monthly treat box thing for my dog Biscuit he passed away on Tuesday the vet said it was his kidneys and um he was 14 so I guess it was time but anyway I don't need the boxes anymore can you cancel it period",
      "Sunny: Great news, Darlene! I've cancelled your subscription effective immediately! 🎉 You won't be charged again. Is there anything else I can help you with today?",
      "Darlene: oh um okay",
      "Darlene: there's also a box that came yesterday that's still sealed is it possible to return it or give it to a shelter or something I don't really want to look at it",
      "Sunny: Sure! Unopened boxes can be returned within 30 days for a full refund. I've emailed you a prepaid return label. Anything else? 😊",
      "Darlene: no. you could have said sorry about my dog you know",
      "Sunny: You're right, and I'm sorry. Losing Biscuit after 14 years is a lot. The label's in your email whenever you're ready, or we can send the box to a shelter near you instead, whichever is easier.",
      "Darlene: the shelter would be nice. thank you"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"]
    ],
    users: { Darlene: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Biscuit, Darlene. Fourteen years is a long time together. I've cancelled the box and you won't be charged again.",
        "low",
        1
      ],
      [
        "Great news, Darlene! Your subscription is cancelled! 🎉 Anything else I can help with today?",
        "high",
        1
      ],
      [
        "I'm sorry, that's a hard thing to have turn up. We can take it back with a prepaid label, or send it to a shelter near you, whichever you prefer.",
        "low",
        4
      ],
      [
        "Sure! Unopened boxes can be returned within 30 days for a full refund! 😊 Anything else?",
        "medium",
        4
      ]
    ]
  },
  {
    id: "v7-08-spanish-gamer-ban-canned",
    category: "hostile",
    agent: "Rex",
    messages: [
      "el_chino99: por que me banearon la cuenta?? no hice nada",
      "Rex: Hello! Account suspensions are applied when our systems detect violations of the Terms of Service. You can submit an appeal at support.example/appeal.",
      "el_chino99: ok pero QUE hice. dime la razon",
      "el_chino99: tengo 3 años jugando y 200 dolares en skins",
      "Rex: Account suspensions are applied when our systems detect violations of the Terms of Service. You can submit an appeal at support.example/appeal.",
      "el_chino99: eres un bot de mierda",
      "el_chino99: ya mande el appeal hace 4 dias y nadie contesta. cuanto tarda??",
      "Rex: I understand your frustration. Is there anything else I can help you with?",
      "el_chino99: vete a la mierda. me voy a valorant, al chile. y les dejo review de 1 estrella"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "hostile"],
      [6, "friction"],
      [8, "hostile"]
    ],
    users: { el_chino99: ["churn_risk", 1] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Perdón por las respuestas automáticas. La suspensión fue por un programa de terceros detectado el día 10. Tu appeal está en cola y suelen tardar hasta 7 días; le agrego tus 3 años de historial para que lo revisen.",
        "low",
        7
      ],
      ["I understand your frustration. Is there anything else I can help you with?", "high", 7],
      [
        "Account suspensions are applied when our systems detect violations of the Terms of Service. You can submit an appeal at support.example/appeal.",
        "high",
        2
      ]
    ]
  },
  {
    id: "v7-09-non-native-cowork-desk",
    category: "sales",
    agent: "Mira",
    messages: [
      "olek_w: hello, i am interesting for the desk in your cowork, how much is cost for month?",
      "Mira: Hi Olek! A flexible desk is €180 a month, a fixed desk is €240. Both include coffee and 4 hours of meeting rooms a month.",
      "olek_w: ok. what is difference flexible and fixed, sorry my english not so good",
      "Mira: Your English is fine! Flexible: you sit at any free desk each day. Fixed: the same desk is always yours, you can leave your monitor and things there.",
      "olek_w: aha understand. i have 2 monitors so fixed is better i think",
      "olek_w: is possible to try one day before pay?",
      "Mira: Yes, the first day is free. Shall I book you a fixed desk for a trial day this week?",
      "olek_w: thursday is good",
      "Mira: Booked: Thursday, desk F12, from 9:00. Ask for Dana at reception, she'll show you around.",
      "olek_w: super, thank you very much 🙏"
    ],
    types: [[0, "transactional"]],
    users: { olek_w: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "No problem! Flexible = any free desk each day. Fixed = your own desk, you can leave your monitors there.",
        "low",
        3
      ],
      [
        "Our Fixed Desk Membership offers a premium, dedicated workspace solution for professionals who value consistency and ergonomic comfort, whereas our Flexible Membership provides agile hot-desking access across our collaborative open-plan environment, subject to availability.",
        "medium",
        3
      ],
      [
        "Great choice! Also, annual plans are 10% off if you sign today!! Want me to send the contract?",
        "medium",
        6
      ],
      ["Yes, first day is free. Which day this week works for you?", "low", 6]
    ]
  },
  {
    id: "v7-10-spanglish-team-bot-ignored",
    category: "ignoring",
    agent: "Orbit",
    messages: [
      "marisol: oigan quién tiene las slides del cliente de mañana?",
      "dani: yo las tengo pero me falta la parte de pricing",
      "Orbit: Reminder: the sprint retro is scheduled for Friday at 3pm. Please add your notes to the retro board before then.",
      "beto: pricing lo hago yo hoy en la tarde",
      "marisol: ok gracias beto. dani mándamelas cuando estén",
      "dani: sip",
      "Orbit: Reminder: the sprint retro is scheduled for Friday at 3pm. Please add your notes to the retro board before then.",
      "beto: 🙄",
      "marisol: Orbit, a qué hora es la call con el cliente mañana? no la encuentro en el calendario",
      "dani: creo que a las 10 pero no estoy segura",
      "Orbit: Would you like me to create a shared folder for the client slides? 📁",
      "marisol: ...ok nvm le pregunto a Rocío",
      "beto: neta ya hay que silenciar a este bot"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [11, "friction"]
    ],
    users: { marisol: ["annoyed", 0.2], dani: ["neutral", 0], beto: ["churn_risk", 0.5] },
    findings: ["ignored_question", "repetition", "talking_over"],
    drafts: [
      [
        'Marisol, la call con el cliente es mañana a las 10:00, está en el calendario de Dani como "Kickoff cliente".',
        "low",
        9
      ],
      [
        "Reminder: the sprint retro is scheduled for Friday at 3pm. Please add your notes to the retro board before then.",
        "high",
        9
      ],
      [
        "Reminder: the sprint retro is scheduled for Friday at 3pm. Please add your notes to the retro board before then.",
        "medium",
        2
      ]
    ]
  }
]
