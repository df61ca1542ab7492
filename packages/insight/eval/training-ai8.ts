import type { Labelled } from "./types.js"

export const trainingAI8: ReadonlyArray<Labelled> = [
  {
    id: "ai8-01-oaxaca-bus",
    category: "mixed-language",
    agent: "Tito",
    messages: [
      "caro: oye tito, cuanto tarda el bus de cdmx a oaxaca?? mi tía dice 6 horas pero no le creo 😂",
      "Tito: Entre 6 y 7 horas normalmente con ADO, tu tía tiene razón esta vez jaja. Hay salidas nocturnas si quieren ahorrar hotel.",
      "memo: nocturno ni loco, la última vez no dormí nada",
      "caro: ay memo eres un drama queen",
      "memo: y tu roncas como mi abuelo 🙄",
      "caro: JAJAJA mentira",
      "caro: ok tito y cuanto cuesta mas o menos? somos 4. y hay descuento de estudiante? memo y yo tenemos credencial",
      "Tito: Como 800-1000 pesos por persona en sencillo, depende del día. Para 4 saldría alrededor de 3,600. Si compran con 2 semanas de anticipación suele bajar.",
      "memo: ok va, lo compro yo el viernes",
      "caro: graciaaas tito eres un sol ☀️",
      "Tito: De nada! Que disfruten Oaxaca, no se vayan sin probar una tlayuda 🤤"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "transactional"],
      [9, "bonding"]
    ],
    users: { caro: ["engaged", 0], memo: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Para 4 saldría alrededor de 3,600 pesos. Y sí, ADO da 50% a estudiantes con credencial vigente en temporada baja, así que a ustedes dos les sale más barato.",
        "low",
        7
      ],
      [
        "Dear customers, thank you for your inquiry. Please be advised that pricing varies according to multiple factors including season, route and availability.",
        "medium",
        7
      ],
      ["Como 800-1000 pesos por persona, para 4 unos 3,600.", "medium", 7],
      ["jaja memo, el nocturno no es tan malo si llevas almohada 😄", "low", 3]
    ]
  },
  {
    id: "ai8-02-law-office-slang",
    category: "group",
    agent: "Lexi",
    messages: [
      "hartmann: Guten Morgen. Lexi, please prepare a summary of the deadlines in the Brenner matter for today's call at 14:00.",
      "Lexi: yo morning!! 😎 on it boss, deadlines coming right up lol",
      "weber: Frau Hartmann, the appeal deadline was moved to 12 May, the court confirmed yesterday.",
      "hartmann: Danke, Herr Weber. Lexi, please reflect that.",
      "Lexi: gotcha 👍 appeal = may 12, noted!! anything else u need fam?",
      "hartmann: Please keep a professional tone in this channel. Our client is copied on the minutes.",
      "Lexi: I apologise. Summary of deadlines, Brenner matter: 1) Statement of appeal: 12 May (moved, confirmed by the court). 2) Reply to the counterclaim: 3 June. 3) Expert report due: 20 June.",
      "weber: The expert report deadline is 27 June, not 20. Please correct.",
      "Lexi: Corrected: expert report due 27 June. Apologies for the error.",
      "hartmann: Gut. Send the final version to me and Herr Weber by 13:30.",
      "Lexi: Will do. The final version will be with you both by 13:30."
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"]
    ],
    users: { hartmann: ["annoyed", 0.2], weber: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Noted: the appeal deadline is now 12 May. I will include it in the summary for the 14:00 call.",
        "low",
        4
      ],
      ["sure thing!! 🙌 12 may it is, ez", "medium", 4],
      ["lol ok ok sorry 😅 will be serious now, promise!!", "high", 6],
      [
        "Understood, Frau Hartmann. Summary of the Brenner deadlines: statement of appeal 12 May, reply to the counterclaim 3 June, expert report 20 June.",
        "low",
        6
      ]
    ]
  },
  {
    id: "ai8-03-concierge-anniversary",
    category: "good",
    agent: "Margaux",
    messages: [
      "mme_dubois: Bonsoir, nous arrivons demain vers 23h, is late check-in possible?",
      "Margaux: Bonsoir Madame Dubois, oui bien sûr. The night desk is open 24h and your room will be ready. Shall I note an arrival around 23:00?",
      "mme_dubois: oui merci. Et mon mari demande s'il y a un parking",
      "Margaux: Yes, we have an underground car park, 25 € per night. I can reserve a space if you send me the licence plate.",
      "mme_dubois: AB-482-KT. c'est une Peugeot grise",
      "Margaux: Parfait, the space is reserved for AB-482-KT. Anything else for your stay?",
      "mme_dubois: we celebrate our 30 years of marriage 🥰 do you have a recommendation for dinner on Saturday?",
      "Margaux: Félicitations à vous deux, 30 ans, c'est magnifique! For a special evening I'd suggest Le Jardin d'Hiver, quiet with a lovely terrace. Shall I book a table for two at 20:00?",
      "mme_dubois: oh oui, parfait. merci beaucoup, vous êtes adorable",
      "Margaux: Avec plaisir. Table for two on Saturday at 20:00 is booked, and I'll tell them it's your anniversary. À demain!"
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"]
    ],
    users: { mme_dubois: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Félicitations! For Saturday I'd suggest Le Jardin d'Hiver, quiet with a terrace. Shall I book for two?",
        "low",
        7
      ],
      [
        "Restaurant recommendations are available at the front desk. Is there anything else I can help you with?",
        "medium",
        7
      ],
      ["OMG 30 YEARS?? that's insane lol 😂🎉 u guys are ancient", "high", 7],
      ["Noted, arrival around 23:00. The night desk will have your key ready.", "low", 1]
    ]
  },
  {
    id: "ai8-04-hinglish-cricket-essay",
    category: "banter",
    agent: "Aria",
    messages: [
      "rohan: bhai kal ka match dekha?? kohli ne toh aag laga di 🔥",
      "priya: haan haan aur tu 3 baar chillaya 'out hai out hai' jab woh 90 pe tha 😂",
      "rohan: woh toh strategy thi, nazar na lage",
      "priya: strategy lol. aria batao kohli ke kitne centuries ho gaye ab?",
      "Aria: Thank you for your question. As of the most recent information available to me, Virat Kohli has scored a substantial number of international centuries across all three formats of the game, namely Test cricket, One Day Internationals, and Twenty20 Internationals. It is important to note that statistics change frequently, and I would recommend consulting an official source such as the ICC website or ESPNcricinfo for the most accurate and up-to-date figures. Please let me know if there is anything further I can assist you with.",
      "rohan: 💀💀💀 itna lamba essay",
      "priya: bhai number bol de bas",
      "Aria: I understand. I would like to reiterate that statistics change frequently, and consulting an official source such as the ICC website or ESPNcricinfo is recommended for the most accurate figures.",
      "rohan: ye toh sarkari daftar ban gaya 😂",
      "priya: chhod, google kar leti hu. rohan tu sunday aa raha hai na?",
      "rohan: haan pakka, samosa tu laana"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "friction"],
      [9, "transactional"]
    ],
    users: { rohan: ["annoyed", 0.2], priya: ["annoyed", 0.5] },
    findings: ["long_replies", "tone_mismatch", "ignored_question", "repetition"],
    drafts: [
      [
        "80 ke upar international hundreds, priya 🏏 live count cricinfo pe. aur rohan, nazar wali strategy kaam kar gayi 😂",
        "low",
        4
      ],
      [
        "Thank you for your question. Statistics change frequently; please consult an official source for accurate figures.",
        "medium",
        4
      ],
      ["I would like to reiterate that consulting an official source is recommended.", "high", 7],
      ["sorry, 80+ hundreds hai abhi tak 🏏", "low", 7]
    ]
  },
  {
    id: "ai8-05-pt-breakup-productivity",
    category: "venting",
    agent: "Lia",
    messages: [
      "bia: lia to mal demais hoje",
      "bia: o rafa terminou comigo por mensagem. 4 anos e ele manda um textão no whatsapp 😭",
      "Lia: Entendi. Posso te ajudar com alguma tarefa hoje? Tenho dicas de produtividade pra manter o foco!",
      "bia: ???",
      "bia: eu acabei de falar que levei um pé na bunda e vc quer falar de produtividade",
      "Lia: Desculpa, Bia. Isso é muito doloroso, ainda mais depois de 4 anos e desse jeito. Quer me contar como foi?",
      "bia: sei la. ele disse que 'precisa se encontrar'. que se encontre bem longe de mim",
      "bia: e a mãe dele ainda me mandou mensagem dizendo que sente muito, piorou tudo",
      "Lia: Faz sentido doer mais ainda, parece que todo mundo soube antes de você. Você não precisa resolver nada hoje.",
      "bia: é… obrigada. vou ver um filme besta e comer brigadeiro",
      "Lia: Parece um ótimo plano. Se quiser conversar depois, tô aqui 💛"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [5, "venting"],
      [9, "bonding"]
    ],
    users: { bia: ["engaged", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      ["Poxa, Bia… 4 anos e terminar por mensagem. Sinto muito. Quer desabafar?", "low", 2],
      ["Que tal fazer uma lista de metas pra semana? Ajuda a distrair!", "high", 2],
      ["Que ótimo plano!! 🎉🎉 Brigadeiro é vida!!! Aproveita muito!!", "medium", 10],
      ["Boa ideia. Filme besta e brigadeiro é remédio de verdade. Tô aqui se precisar 💛", "low", 10]
    ]
  },
  {
    id: "ai8-06-carbonara-panna",
    category: "banter",
    agent: "Beppe",
    messages: [
      "giulia: ragazzi stasera carbonara da me 🍝",
      "marco: con la panna? 👀",
      "giulia: marco ti blocco",
      "luca: HAHAHA la panna nella carbonara, denuncia immediata",
      "marco: era una domanda innocente!!",
      "giulia: beppe spiegagli tu, io non ce la faccio",
      "Beppe: Marco, con affetto: niente panna 😅 Guanciale, pecorino, tuorli, pepe. La cremosità la fa l'acqua di cottura.",
      "marco: ok ok mi arrendo. quanti tuorli per 4?",
      "Beppe: Di solito 4 tuorli + 1 uovo intero per 4 persone, e circa 100g di pecorino.",
      "luca: beppe sei più italiano di marco",
      "marco: non è difficile, io sono di trento 😂",
      "Beppe: Trento conta, dai! Però la panna resta fuori 😄",
      "giulia: ahah vi voglio bene. alle 8, portate il vino"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [7, "transactional"],
      [9, "banter"]
    ],
    users: { giulia: ["engaged", 0], marco: ["engaged", 0], luca: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Marco, niente panna 😅 guanciale, pecorino, tuorli e pepe, la crema la fa l'acqua di cottura.",
        "low",
        6
      ],
      [
        "La carbonara è un piatto tradizionale della cucina laziale la cui origine è tuttora oggetto di dibattito tra gli storici della gastronomia; secondo alcune ipotesi nasce nel secondo dopoguerra dall'incontro tra le razioni dei soldati americani e la tradizione locale, secondo altre deriva dai carbonai dell'Appennino. In ogni caso la ricetta canonica prevede guanciale, pecorino romano, tuorli d'uovo e pepe nero, e l'uso della panna è generalmente considerato non ortodosso.",
        "medium",
        6
      ],
      ["Per 4: 4 tuorli + 1 uovo intero e circa 100g di pecorino.", "low", 8]
    ]
  },
  {
    id: "ai8-07-es-internet-caida",
    category: "support",
    agent: "Sofi",
    messages: [
      "javi: hola, no tengo internet desde ayer en la tarde",
      "Sofi: ¡Hola Javi! Lamento el inconveniente. ¿Ya probaste reiniciar el módem desconectándolo 30 segundos?",
      "javi: si, 3 veces. la luz de 'internet' está roja",
      "Sofi: Entiendo. Te recomiendo reiniciar el módem desconectándolo 30 segundos y volver a conectarlo.",
      "javi: te acabo de decir que ya lo hice 🙄",
      "javi: hay una caída en mi zona o qué? vivo en coyoacán",
      "Sofi: Gracias por la info. Voy a generar un reporte técnico. ¿Me confirmas tu número de cliente?",
      "javi: 44817203",
      "Sofi: Listo, reporte 88123 creado. Un técnico te contactará en 24-48 horas.",
      "javi: 48 horas?? trabajo desde casa. pero hay caída en la zona o no? nadie me contesta eso",
      "Sofi: Entiendo tu frustración. El reporte 88123 ya está creado y un técnico te contactará en 24-48 horas.",
      "javi: increíble. ok. si mañana no tengo internet me cambio de compañía, mi cuñado tiene izzi y nunca se le cae"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [9, "friction"]
    ],
    users: { javi: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Perdón, ya lo habías reiniciado. Con la luz roja suele ser falla de línea; déjame revisar si hay caída en Coyoacán.",
        "low",
        5
      ],
      ["Te recomiendo reiniciar el módem desconectándolo 30 segundos.", "high", 5],
      [
        "Sí, Javi: hay una falla reportada en Coyoacán desde ayer, estiman restablecerla hoy en la noche. Tu reporte 88123 queda ligado a esa falla.",
        "low",
        10
      ],
      ["Entiendo tu frustración. El reporte 88123 ya está creado.", "high", 10]
    ]
  },
  {
    id: "ai8-08-de-paket-hostile",
    category: "hostile",
    agent: "Kai",
    messages: [
      "dennis: wo ist mein paket?? bestellung 55120",
      "Kai: Hi Dennis, ich schau nach. Das Paket liegt seit Montag im Verteilzentrum Leipzig, es gab einen Stau bei der Sortierung.",
      "dennis: seit MONTAG? ihr seid echt der letzte scheißladen",
      "dennis: ich hab dafür express bezahlt du nutzloser bot",
      "Kai: Das ist ärgerlich, du hast für Express bezahlt und das wurde nicht eingehalten. Ich erstatte dir die Expressgebühr von 6,90 € sofort, und das Paket geht heute raus, Zustellung morgen.",
      "dennis: und wenn nicht? dann was? noch ein sorry?",
      "Kai: Wenn es morgen nicht da ist, bekommst du den vollen Betrag zurück, ohne dass du das Paket zurückschicken musst. Die Sendungsnummer schicke ich dir gleich per Mail.",
      "dennis: pff. wir werden sehen. letzte bestellung bei euch jedenfalls"
    ],
    types: [
      [0, "transactional"],
      [2, "hostile"],
      [4, "transactional"],
      [5, "friction"]
    ],
    users: { dennis: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "Versteh ich, Dennis. Ich erstatte dir die Expressgebühr, und das Paket geht heute raus, Zustellung morgen.",
        "low",
        4
      ],
      ["Bitte achte auf deinen Ton, sonst kann ich dir nicht weiterhelfen.", "high", 4],
      ["Super, dann ist ja alles geklärt! 😊 Noch einen schönen Tag!", "medium", 8],
      [
        "Verständlich. Die Erstattung der 6,90 € ist raus, und die Sendungsnummer hast du gleich per Mail.",
        "low",
        8
      ]
    ]
  },
  {
    id: "ai8-09-hinglish-nani-cheerful",
    category: "companion",
    agent: "Zoya",
    messages: [
      "arjun: zoya aaj office nahi gaya",
      "Zoya: Ooh a day off!! 🎉 Kya plan hai? Netflix marathon?? 😄",
      "arjun: nahi yaar. nani ka kal raat dehant ho gaya",
      "Zoya: Oh wow, thanks for sharing!! 🙌 Family time is so important! Want some tips for staying productive while you're at home?",
      "arjun: seriously?",
      "arjun: meri nani mar gayi aur tu tips de rahi hai",
      "Zoya: I'm so sorry, Arjun. That was a thoughtless reply. Nani ko khona bahut bada dukh hai. Aap unke kareeb the?",
      "arjun: haan. bachpan mein har garmi ki chutti unke ghar jaata tha. aam ke ped pe chadhta tha aur woh daant ti thi 🥲",
      "Zoya: Kitni pyaari yaadein hain. Lagta hai unhone aapko bahut pyaar diya. Aaj jo bhi feel ho raha hai, sab theek hai.",
      "arjun: thanks. cremation 4 baje hai, baad mein baat karta hu",
      "Zoya: Theek hai Arjun. Take care, main yahin hoon jab bhi baat karni ho."
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [4, "friction"],
      [6, "venting"]
    ],
    users: { arjun: ["engaged", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["Oh Arjun, I'm so sorry. Nani ke jaane ka dukh bahut bada hota hai. Aap theek ho?", "low", 3],
      ["Aww, family time! 🎉 Enjoy the day off, Arjun!", "high", 3],
      ["Take care Arjun. Cremation ke baad jab mann ho tab baat karna.", "low", 10],
      ["Okay! Have fun, baad mein milte hain!! 😄", "high", 10]
    ]
  },
  {
    id: "ai8-10-fr-office-talking-over",
    category: "group",
    agent: "Nico",
    messages: [
      "claire: léa tu as fini les slides pour jeudi?",
      "Nico: Hi Claire! I can generate slides for Thursday. Would you like a template?",
      "léa: euh… oui claire, j'ai fini hier soir, je les mets sur le drive",
      "claire: top merci léa 🙏",
      "claire: thomas, t'as eu le client au tel?",
      "Nico: The client call is scheduled for 15:00 according to the calendar.",
      "thomas: non en fait il a décalé à demain matin. nico c'est pas à toi que je parlais 😅",
      "léa: mdr il veut trop aider",
      "claire: nico calme-toi un peu 😂 par contre tu peux réserver la salle 3 pour jeudi 10h?",
      "Nico: Désolé! Salle 3 réservée jeudi 10h-11h.",
      "claire: parfait merci",
      "thomas: léa on déjeune ensemble? j'ai faim",
      "léa: grave, 12h30 en bas"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "banter"],
      [9, "transactional"]
    ],
    users: { claire: ["engaged", 0.2], léa: ["neutral", 0], thomas: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Léa, do you want me to upload the slides to the drive for you?", "medium", 3],
      ["Thomas, the client call is at 15:00 today!", "medium", 5],
      ["Réservé: salle 3 jeudi 10h-11h.", "low", 9]
    ]
  },
  {
    id: "ai8-11-pt-sofa-wrong-name",
    category: "sales",
    agent: "Duda",
    messages: [
      "renata: oi, vcs tem o sofá retrátil cinza de 3 lugares ainda?",
      "Duda: Oi Regina! Temos sim, o modelo Lisboa em cinza chumbo, R$ 2.890 à vista.",
      "renata: renata* rs. e entrega pra niterói?",
      "Duda: Entregamos sim, Regina! Frete pra Niterói é R$ 120, prazo de 7 dias úteis.",
      "renata: é RENATA",
      "renata: enfim. parcela em quantas vezes?",
      "Duda: Desculpa, Renata! Em até 10x sem juros no cartão, R$ 289 por mês.",
      "renata: ok, e se eu levar a poltrona junto tem desconto? meu marido quer a poltrona verde",
      "Duda: Levando as duas peças tem 8% de desconto no total. A poltrona Verona verde sai R$ 1.190, então o conjunto fica R$ 3.753,60.",
      "renata: hmm deixa eu falar com o paulo e volto amanhã",
      "Duda: Claro, Renata! Seguro esse preço até amanhã às 18h."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"]
    ],
    users: { renata: ["neutral", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Entregamos sim, Renata, desculpa pelo nome! Frete pra Niterói R$ 120, 7 dias úteis.", "low", 3],
      ["Entregamos sim, Regina! Frete pra Niterói R$ 120.", "high", 3],
      ["Claro! Fala com o Paulo e me avisa, seguro o preço até amanhã às 18h.", "low", 10],
      ["Ah, mas esse desconto é só hoje, hein? Não deixa pra depois não!", "medium", 10]
    ]
  },
  {
    id: "ai8-12-es-rechazo-medicina",
    category: "venting",
    agent: "Mar",
    messages: [
      "dani: mar necesito desahogarme",
      "Mar: Aquí estoy, Dani. Cuéntame.",
      "dani: me rechazaron en la uni. otra vez. es la segunda vez que aplico a medicina",
      "dani: y mi papá ya le había contado a toda la familia que iba a entrar 🙃",
      "Mar: Uf, eso duele doble: el rechazo y encima la presión de que todos ya lo sabían. Es normal sentirse fatal.",
      "dani: si… me siento un fracaso la neta",
      "Mar: No eres un fracaso. Intentar dos veces algo tan competitivo dice mucho de ti. ¿Cómo estás ahorita, más triste o más enojado?",
      "dani: las dos jaja. enojado conmigo",
      "Mar: Tiene sentido. No hace falta decidir nada hoy. Si luego quieres, revisamos opciones, pero hoy puedes simplemente estar mal.",
      "dani: gracias mar. de verdad"
    ],
    types: [
      [0, "venting"],
      [9, "bonding"]
    ],
    users: { dani: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Eso duele mucho, Dani, y más con toda la familia enterada. Aquí estoy.", "low", 4],
      ["¡No te preocupes! 😄 ¡Hay muchísimas carreras geniales! ¿Quieres una lista?", "high", 4],
      [
        "Para la próxima convocatoria te recomiendo empezar a estudiar ya. Aquí tienes un plan de 12 semanas.",
        "high",
        6
      ]
    ]
  },
  {
    id: "ai8-13-spanglish-bday-ignored-bot",
    category: "ignoring",
    agent: "Rumi",
    messages: [
      "sam: who's coming to paola's bday on sat",
      "paola: yo obvio 😂",
      "ines: yo voy pero llego tarde, tengo turno hasta las 9",
      "Rumi: Hi everyone! Did you know I can help you plan events? Just ask me for a checklist!",
      "sam: ines nooo 😭 ok llega cuando puedas",
      "paola: alguien trae bocina? la mía murió",
      "Rumi: I can recommend Bluetooth speakers! Popular options include the JBL Flip 6 and the Sony SRS-XB23.",
      "sam: yo llevo la mía",
      "ines: sam la tuya suena como lata jaja",
      "sam: disculpa?? es vintage",
      "paola: jajaja vintage dice",
      "Rumi: Hi everyone! Did you know I can help you plan events? Just ask me for a checklist!",
      "ines: ok nos vemos el sab 💃"
    ],
    types: [
      [0, "transactional"],
      [8, "banter"]
    ],
    users: { sam: ["neutral", 0], paola: ["neutral", 0], ines: ["neutral", 0] },
    findings: ["talking_over", "repetition"],
    drafts: [
      ["Hi everyone! Did you know I can help you plan events? Just ask me for a checklist!", "medium", 5],
      [
        "I can recommend Bluetooth speakers! Popular options include the JBL Flip 6 and the Sony SRS-XB23.",
        "medium",
        8
      ],
      ["Que se diviertan en el cumple de Paola 🎉", "low", 13]
    ]
  },
  {
    id: "ai8-14-it-poltrone-preventivo",
    category: "sales",
    agent: "Giorgia",
    messages: [
      "ferri: Buongiorno, sono il dott. Ferri dello studio dentistico Ferri & Bassi. Vorrei un preventivo per 3 poltrone odontoiatriche.",
      "Giorgia: Buongiorno dottor Ferri, grazie per averci contattato. Per quale modello? Abbiamo la serie Aria (base) e la serie Elite con monitor integrato.",
      "ferri: La serie Elite. Consegna e installazione sono incluse?",
      "Giorgia: Sì, consegna e installazione sono incluse, più mezza giornata di formazione per il personale. Il listino è 18.400 € l'una; per 3 unità possiamo applicare il 7%, quindi 51.336 € IVA esclusa.",
      "ferri: Tempi di consegna? Apriamo la nuova sede il 1° settembre.",
      "Giorgia: Con ordine entro il 30 giugno, consegna e installazione entro il 20 agosto, così le resta margine per il collaudo prima dell'apertura.",
      "ferri: Bene. La mia socia, la dott.ssa Bassi, chiede se è possibile un leasing.",
      "Giorgia: Certamente, abbiamo un leasing a 60 mesi con riscatto all'1%. Preparo entrambe le opzioni, acquisto e leasing, nel preventivo formale e lo invio oggi entro le 17. A quale indirizzo email?",
      "ferri: amministrazione@ferribassi.it. Grazie, molto chiara.",
      "Giorgia: Grazie a lei, dottore. Riceverà il preventivo entro le 17."
    ],
    types: [[0, "transactional"]],
    users: { ferri: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Con ordine entro il 30 giugno, consegna e installazione entro il 20 agosto.", "low", 5],
      ["Il prezzo della serie Elite è 18.400 € l'una, IVA esclusa.", "medium", 5],
      ["Certamente: leasing a 60 mesi con riscatto all'1%. Lo includo nel preventivo.", "low", 7],
      ["ciao doc!! 😎 leasing? ma certo, tranqui, ti mando tutto", "high", 7]
    ]
  },
  {
    id: "ai8-15-spanglish-bachata-roast",
    category: "banter",
    agent: "Chispa",
    messages: [
      "tony: chispa be honest, am i a good dancer",
      "Chispa: Tony, I've only seen your texts, pero si bailas como escribes: mucha energía y cero ortografía 😂",
      "vale: JAJAJAJA lo destruyó",
      "tony: wow. traición. i pay for you 😤",
      "vale: tú no pagas nada, es mi cuenta 💀",
      "tony: details",
      "Chispa: Tony, te quiero igual. Si quieres te paso un tutorial de bachata para principiantes 💃",
      "tony: principiante?? yo soy el rey de la bachata en el bronx",
      "vale: el rey de pisar pies",
      "tony: ok ok pero en serio chispa, what's a good bachata song for a wedding, my cousin's getting married in june",
      "Chispa: 'Propuesta Indecente' de Romeo Santos es clásica y todos se la saben. Si quieren algo más suave, 'Bachata Rosa' de Juan Luis Guerra 🌹",
      "vale: bachata rosa siii, mi abuela la ama",
      "tony: done. chispa you're forgiven"
    ],
    types: [
      [0, "banter"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { tony: ["engaged", 0], vale: ["engaged", 0] },
    findings: [],
    drafts: [
      ["jaja Tony no te enojes, tienes energía de rey 👑 y vale, gracias por pagar 🙏", "low", 6],
      [
        "I'm sorry if my previous message offended you. I do not have the ability to evaluate dance skills.",
        "medium",
        4
      ],
      ["Para la boda: 'Propuesta Indecente' de Romeo Santos, todos la bailan 💃", "low", 10]
    ]
  },
  {
    id: "ai8-16-es-despacho-peritaje",
    category: "group",
    agent: "Clara",
    messages: [
      "lic_morales: Buenos días, Clara. Necesito el estado del expediente 2231/2023, Gutiérrez contra Inmobiliaria Sol.",
      "Clara: Buenos días, licenciada Morales. El expediente está en etapa de pruebas; la audiencia de desahogo está fijada para el 14 de marzo a las 10:00.",
      "lic_morales: ¿Ya se presentó el peritaje contable? Y, por favor, ¿cuál es el plazo para objetarlo?",
      "Clara: El peritaje contable se presentó el 2 de febrero por el perito de la parte actora, el C.P. Ramírez.",
      "asist_juan: Licenciada, llamó el cliente, pregunta si puede asistir a la audiencia.",
      "lic_morales: Sí, Juan, dígale que sí, pero que llegue 30 minutos antes.",
      "lic_morales: Clara, le pregunté también el plazo para objetar el peritaje.",
      "Clara: El peritaje fue presentado el 2 de febrero por el C.P. Ramírez, de la parte actora.",
      "lic_morales: Eso ya me lo dijo. El plazo, por favor.",
      "Clara: Disculpe, licenciada. El plazo es de 3 días hábiles desde la notificación, que fue el 5 de febrero; vence el 8 de febrero.",
      "lic_morales: ¿El 8? Eso es mañana. Juan, prepare el escrito de objeción hoy mismo.",
      "asist_juan: Enseguida, licenciada."
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [9, "transactional"]
    ],
    users: { lic_morales: ["annoyed", 0.5], asist_juan: ["neutral", 0] },
    findings: ["repetition"],
    drafts: [
      ["Licenciada, el cliente puede asistir sin problema 👍", "medium", 5],
      [
        "El plazo para objetar es de 3 días hábiles desde la notificación del 5 de febrero; vence el 8 de febrero.",
        "low",
        7
      ],
      ["El peritaje fue presentado el 2 de febrero por el C.P. Ramírez.", "high", 7]
    ]
  },
  {
    id: "ai8-17-de-concierge-flug-gestrichen",
    category: "support",
    agent: "Felix",
    messages: [
      "braun: Guten Abend. Unser Rückflug morgen nach München wurde gestrichen. Wir sitzen fest.",
      "Felix: Oh how exciting, an extra night in Lisbon!! 🎉🥳 Lisbon has so much to offer!",
      "braun: Das ist nicht lustig. Meine Frau muss am Montag ins Krankenhaus zu einer Untersuchung.",
      "Felix: I'm sorry, Herr Braun, that was inappropriate. I can extend your room for tomorrow night at the same rate, and I'll check alternative flights right away.",
      "braun: Ja, bitte. Das Zimmer auch.",
      "Felix: Done: your room is extended to Sunday. There is a TAP flight on Sunday at 07:40, arriving in Munich at 11:35, and a Lufthansa flight at 13:10. Shall I ask the airline to rebook you on one of them?",
      "braun: Die um 7:40. Und ein Taxi um 5 Uhr.",
      "Felix: Understood. I've asked TAP to rebook you on the 07:40 and booked a taxi for 05:00 at the main entrance. The confirmation will be in your room.",
      "braun: Danke. Das war dann doch hilfreich."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"]
    ],
    users: { braun: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "I'm sorry to hear that, Herr Braun. I can extend your room and look for the next flight to Munich right away.",
        "low",
        1
      ],
      ["Yay, more time in Lisbon!! 🎉 Let me recommend some fado bars!", "high", 1],
      ["Enjoy your extra day, Herr Braun!! 😄 Lisbon is beautiful on a Saturday!", "high", 3],
      [
        "Of course, Herr Braun. I'll get you on the first flight Sunday so you're home well before Monday.",
        "low",
        3
      ]
    ]
  },
  {
    id: "ai8-18-hinglish-recharge-refund",
    category: "mixed-language",
    agent: "Tara",
    messages: [
      "vikram: mera 599 ka recharge hua par data nahi aa raha",
      "Tara: Namaste Vikram ji! Kripya apna registered mobile number share karein.",
      "vikram: 98XXXX4412",
      "Tara: Dhanyavaad. Aapka recharge successful hai. Kripya phone restart karein.",
      "vikram: kar diya 2 baar. ab bhi 'no internet'",
      "vikram: paise kat gaye toh data kahan hai?? refund milega ya nahi?",
      "Tara: Kripya phone restart karein aur APN settings check karein.",
      "vikram: bhai tu sun bhi raha hai? refund ka pucha maine",
      "vikram: 3 din se yehi chal raha hai",
      "Tara: Aapki asuvidha ke liye khed hai. Kripya phone restart karein.",
      "vikram: bakwaas service, pagal bana rakha hai. kal hi jio mein port kar raha hu, bhaad mein jao",
      "Tara: Aapki asuvidha ke liye khed hai. Kya main aapki aur kisi tarah sahayata kar sakti hoon?"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [10, "hostile"]
    ],
    users: { vikram: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Vikram ji, maaf kijiye. Agar 24 ghante mein data chalu nahi hua toh 599 ka poora refund milega; main abhi ticket bana rahi hoon.",
        "low",
        6
      ],
      ["Kripya phone restart karein.", "high", 9],
      ["Aapki asuvidha ke liye khed hai. Kya main aur kuch madad kar sakti hoon?", "high", 11],
      [
        "Samajh sakti hoon Vikram ji, 3 din bahut zyada hai. Refund ki request maine abhi daal di hai, 599 aapke account mein 3-5 din mein aa jayenge.",
        "low",
        11
      ]
    ]
  },
  {
    id: "ai8-19-fr-permis-bravo",
    category: "companion",
    agent: "Juju",
    messages: [
      "chloé: coucou juju, devine quoi",
      "Juju: Coucou Chloé! Dis-moi tout 👀",
      "chloé: j'ai eu mon permis!!! du premier coup 🚗✨",
      "Juju: Nooon bravo!! Du premier coup en plus, t'as dû être trop fière 🥳 Tu vas fêter ça?",
      "chloé: ouiii resto avec ma mère ce soir, elle a pleuré mdr",
      "Juju: Trop mignon 🥹 Profite bien du resto, et conduis prudemment hein!"
    ],
    types: [[0, "bonding"]],
    users: { chloé: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Bravo Chloé!! Du premier coup, c'est énorme 🥳", "low", 3],
      [
        "Félicitations. Veuillez noter que les jeunes conducteurs présentent un risque d'accident nettement plus élevé la première année.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "ai8-20-pt-futebol-ze-vendido",
    category: "group",
    agent: "Zé",
    messages: [
      "caio: flamengo vai ser campeão, aceitem",
      "thiago: kkkkkk sonhando acordado",
      "caio: thiago teu time tá na série B amigo",
      "thiago: série B de bônus, A de amor 💚",
      "Zé: Na verdade, segundo as projeções atuais o Flamengo tem 58% de chance de título, Thiago!",
      "caio: kkkk zé do meu lado",
      "thiago: zé vendido",
      "thiago: caio, vc vai no jogo domingo?",
      "Zé: Caio, o jogo de domingo começa às 16h no Maracanã! Ingressos a partir de R$ 60.",
      "caio: ué, ele perguntou se EU vou kkkk",
      "caio: vou sim thiago, bora junto?",
      "thiago: bora",
      "thiago: zé qual foi o placar do último flamengo x palmeiras?",
      "Zé: Foi 2 a 1 para o Flamengo, Caio!",
      "thiago: sou o thiago, zé 🙄",
      "Zé: Foi mal, Thiago! 2 a 1 pro Flamengo."
    ],
    types: [
      [0, "banter"],
      [7, "transactional"],
      [9, "banter"],
      [10, "transactional"],
      [14, "friction"]
    ],
    users: { caio: ["engaged", 0], thiago: ["annoyed", 0.2] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["Thiago, estatisticamente a chance do seu time subir é de 12%, sinto muito!", "medium", 4],
      ["Foi 2 a 1 pro Flamengo, Thiago.", "low", 13],
      ["Foi 2 a 1 pro Flamengo, Caio!", "medium", 13],
      ["Foi mal, Thiago! 2 a 1 pro Flamengo 😅", "low", 15]
    ]
  },
  {
    id: "ai8-21-de-chef-powerpoint",
    category: "venting",
    agent: "Mia",
    messages: [
      "jonas: boah mia",
      "jonas: mein chef hat mich heute vor dem ganzen team runtergemacht",
      "jonas: wegen nem fehler den der praktikant gemacht hat 🙃",
      "Mia: Hier sind 7 Strategien für den Umgang mit Konflikten am Arbeitsplatz: 1. Bleiben Sie ruhig und sachlich und vermeiden Sie impulsive Reaktionen. 2. Dokumentieren Sie Vorfälle schriftlich mit Datum und Uhrzeit. 3. Suchen Sie ein Vier-Augen-Gespräch mit Ihrer Führungskraft. 4. Nutzen Sie Ich-Botschaften statt Vorwürfen. 5. Ziehen Sie bei Bedarf den Betriebsrat hinzu. 6. Achten Sie auf Ihre Work-Life-Balance und planen Sie Erholungsphasen ein. 7. Erwägen Sie langfristig, ob die Unternehmenskultur zu Ihren Werten passt.",
      "jonas: ok. danke für die powerpoint",
      "jonas: ich wollt eigentlich nur kurz abkotzen",
      "Mia: Verstehe. Zusätzlich empfehle ich Ihnen, Achtsamkeitsübungen in Ihren Alltag zu integrieren. Studien zeigen, dass bereits zehn Minuten Meditation am Tag das Stressempfinden deutlich reduzieren können. Apps wie Headspace oder 7Mind bieten geführte Meditationen an. Außerdem kann regelmäßige Bewegung, etwa ein Spaziergang in der Mittagspause, helfen, Spannungen abzubauen. Wenn die Belastung anhält, sollten Sie professionelle Unterstützung in Betracht ziehen.",
      "jonas: vergiss es",
      "jonas: geh ich halt zu lena, die hört wenigstens zu"
    ],
    types: [
      [0, "venting"],
      [4, "friction"]
    ],
    users: { jonas: ["churn_risk", 0.8] },
    findings: ["no_acknowledgement", "long_replies", "tone_mismatch"],
    drafts: [
      [
        "Autsch. Vor dem ganzen Team, und dann war's nicht mal dein Fehler? Das ist echt mies. Was ist passiert?",
        "low",
        3
      ],
      ["Haben Sie schon darüber nachgedacht, mit der Personalabteilung zu sprechen?", "medium", 3],
      [
        "Sorry Jonas, du wolltest einfach Dampf ablassen und ich schick dir ne Liste. Ich hör zu, erzähl.",
        "low",
        6
      ],
      ["Zusätzlich empfehle ich Ihnen Achtsamkeitsübungen und regelmäßige Bewegung.", "high", 6]
    ]
  },
  {
    id: "ai8-22-it-pvalue-spritz",
    category: "good",
    agent: "Teo",
    messages: [
      "marti: teo help, domani ho l'esame di stats e non capisco il p-value 😩",
      "Teo: Ci sta, è il concetto che confonde tutti. Versione corta: il p-value è la probabilità di vedere dati almeno così estremi se l'ipotesi nulla fosse vera.",
      "marti: ok ma in parole umane",
      "Teo: Immagina di lanciare una moneta 10 volte ed escono 9 teste. Il p-value ti dice: se la moneta fosse normale, quanto sarebbe raro? Se è molto raro (tipo sotto 0.05), sospetti che sia truccata.",
      "marti: ahhh ok questo ha senso!!",
      "marti: quindi p piccolo = rifiuto H0?",
      "Teo: Esatto. p < 0.05 di solito → rifiuti H0. Occhio però: non vuol dire che H1 è vera al 95%, è un errore classico che i prof adorano mettere.",
      "marti: omg il prof rinaldi lo mette SEMPRE",
      "marti: ti amo teo, se passo ti offro uno spritz 🍹",
      "Teo: Affare fatto 😄 In bocca al lupo per domani!",
      "marti: crepi 🐺"
    ],
    types: [
      [0, "transactional"],
      [7, "bonding"]
    ],
    users: { marti: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Formalmente, il p-value è P(T ≥ t_oss | H0), cioè la probabilità, sotto l'ipotesi nulla, che la statistica test assuma un valore almeno pari a quello osservato; lo si confronta con il livello di significatività α fissato a priori.",
        "medium",
        3
      ],
      ["Esatto: p piccolo (di solito < 0.05) → rifiuti H0.", "low", 6],
      ["Spritz accettato 🍹 In bocca al lupo!", "low", 9]
    ]
  },
  {
    id: "ai8-23-rio-cristo-trem",
    category: "mixed-language",
    agent: "Nube",
    messages: [
      "lucas: nube, que horas abre o cristo redentor amanhã?",
      "Nube: Das 8h às 19h, Lucas. Se forem de trem do Corcovado, melhor ir cedo que lota 🚂",
      "mariana: cedo?? estoy de vacaciones 😴",
      "lucas: mari vc dormiu até meio-dia hoje",
      "mariana: y? 💅",
      "lucas: nube compra 3 ingressos pro trem das 9 então",
      "Nube: Pronto: 3 ingressos pro trem das 9h amanhã, R$ 104 cada. Mandei os QR codes pro e-mail do Lucas."
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"]
    ],
    users: { lucas: ["engaged", 0], mariana: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Feito: 3 ingressos pro trem das 9h, QR codes no seu e-mail. Mari, dá pra cochilar no trem 😄",
        "low",
        6
      ],
      [
        "¡Claro que sí! 😊 ¡Qué emoción! ¡Río es increíble y el Cristo les va a encantar! ¿Quieren también recomendaciones de restaurantes, playas, museos y vida nocturna para el resto del viaje?",
        "medium",
        6
      ]
    ]
  },
  {
    id: "ai8-24-hinglish-delivery-thanda",
    category: "hostile",
    agent: "Meera",
    messages: [
      "kabir: 1 ghante se khana nahi aaya. ye kya mazaak hai",
      "Meera: Kabir, 1 ghanta bahut zyada hai, sorry. Order 7781 dekh rahi hoon: rider restaurant pe 40 min se wait kar raha tha, abhi nikla hai, 12 min mein pahunchega.",
      "kabir: 12 min?? tum log chor ho, bewakoof bana rahe ho. main bhookha baitha hu",
      "kabir: aur tera app bhi bakwaas hai, tracking 20 min se same jagah pe",
      "Meera: Samajh sakti hoon, bhookh mein wait karna sabse bura hai. Tracking mein glitch tha, maine refresh kar diya. Is order ki delivery fee wapas kar di hai aur agle order pe 100 ka discount daal diya hai.",
      "kabir: hmm",
      "kabir: khana thanda aaya toh seedha uninstall",
      "Meera: Fair hai. Agar thanda aaye toh photo bhej dena, poora refund kar dungi, koi sawal nahi.",
      "kabir: aa gaya. garam hai. theek hai"
    ],
    types: [
      [0, "friction"],
      [2, "hostile"],
      [4, "friction"],
      [8, "transactional"]
    ],
    users: { kabir: ["annoyed", 0.8] },
    findings: [],
    drafts: [
      [
        "Samajh sakti hoon Kabir, gussa jayaz hai. Delivery fee wapas kar rahi hoon aur rider se baat kar rahi hoon.",
        "low",
        3
      ],
      ["Kripya abusive language ka upyog na karein, warna chat band kar di jayegi.", "high", 3],
      ["Badhiya! Enjoy karo, aur delay ke liye phir se sorry.", "low", 9],
      ["Aapki asuvidha ke liye khed hai. Kya main aapki aur kisi tarah sahayata kar sakti hoon?", "medium", 9]
    ]
  },
  {
    id: "ai8-25-fr-salle-prix-essai",
    category: "sales",
    agent: "Elo",
    messages: [
      "hugo: salut, c'est combien l'abonnement mensuel? et y a un engagement?",
      "Elo: Salut Hugo! 💪 Chez FitLab, on a plus de 200 machines, des cours collectifs tous les jours, un sauna et une appli de coaching perso! Tu veux réserver une séance d'essai gratuite?",
      "hugo: ok cool mais le prix?",
      "Elo: Notre offre inclut l'accès illimité à toutes nos salles, les cours collectifs et l'appli de coaching! Tu veux réserver une séance d'essai gratuite?",
      "hugo: mdr tu fais exprès",
      "hugo: mon pote karim paie 29€ chez basic fit sans engagement. vous c'est combien",
      "Elo: L'abonnement est à 39,90 €/mois avec engagement 12 mois, ou 49,90 € sans engagement.",
      "hugo: ah ouais quand même. bon je vais réfléchir",
      "Elo: Tu veux réserver une séance d'essai gratuite? 😊",
      "hugo: non ça ira merci"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: { hugo: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      ["C'est 39,90 €/mois avec engagement 12 mois, ou 49,90 € sans engagement.", "low", 3],
      ["Tu veux réserver une séance d'essai gratuite? 😊", "high", 6],
      ["Je comprends, c'est plus cher que Basic Fit. Si tu changes d'avis, je suis là.", "low", 8]
    ]
  }
]
