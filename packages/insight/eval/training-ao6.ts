import type { Labelled } from "./types.js"

export const trainingAO6: ReadonlyArray<Labelled> = [
  {
    id: "ao6-01-imkers-kast4",
    category: "group",
    agent: "Bijke",
    messages: [
      "henk: morgen zaterdag volkskeuring bij de kasten aan de bosrand, wie komt er? 🐝",
      "marieke: ik kan pas na 11en, moet eerst m'n zoon naar hockey brengen",
      "jolien: ik ben er om 10. @Bijke can you check when the varroa treatment for kast 4 was? ik weet het echt niet meer",
      "Bijke: Kast 4 kreeg oxaalzuur op 14 december, Jolien. De volgende telling staat voor eind maart, dus morgen is een mooi moment voor een poedersuikertest.",
      "jolien: top dank je",
      "henk: en hoeveel raampjes hebben we nog? anders neem ik er bij de welkoop een paar mee",
      "Bijke: Volgens de lijst liggen er 12 honingkamerramen en 6 broedramen in de schuur. Genoeg voor morgen, tenzij je kast 2 wil uitbreiden.",
      "henk: kast 2 is zo agressief als mn schoonmoeder, die laat ik lekker met rust 😂",
      "marieke: henk jij bent echt niet goed 😂 ik zeg het tegen truus",
      "jolien: hahaha neem maar een extra sluier mee voor kast 2",
      "Bijke: Haha, sluier dicht en rookpot vol dan. Tot morgen allemaal 🐝",
      "marieke: 👍"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"]
    ],
    users: { henk: ["engaged", 0], marieke: ["neutral", 0], jolien: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Kast 4 kreeg oxaalzuur op 14 december; morgen kun je daar mooi een poedersuikertest doen.", "low", 3],
      [
        "Dear members, I would like to kindly remind you that varroa mite management is an essential component of responsible apiculture. Please consult the association guidelines for further information.",
        "medium",
        3
      ],
      ["Haha, sluier dicht en rookpot vol! Tot morgen 🐝", "low", 10]
    ]
  },
  {
    id: "ao6-02-rente-duisburg",
    category: "mixed-language",
    agent: "Lotte",
    messages: [
      "Elif: merhaba, hi.. i need help with the rente stuff. babam geçen ay vefat etti, my dad passed away last month and my mom gets letters from the Rentenversicherung she cant read",
      "Lotte: Sehr geehrte Nutzerin, für die Beantragung der Witwenrente benötigen Sie das Formular R0500, die Sterbeurkunde sowie die Versicherungsnummer des Verstorbenen. Bitte reichen Sie diese Unterlagen fristgerecht ein.",
      "Elif: uhm ok. can you say it in english or türkçe pls, my german is ok but this is a lot rn",
      "Lotte: Of course. To apply for the widow's pension you need form R0500, the death certificate and the insurance number of the deceased. There is also the \"Sterbevierteljahr\": for the first three months your mother receives your father's full pension.",
      "Elif: ok that helps. where do we even find his versicherungsnummer, he kept everything in this one folder and i cant look at it yet honestly",
      "Lotte: It is on every letter from the Rentenversicherung, top right, 12 characters. You can also request it by phone at 0800 1000 4800.",
      "Elif: ok",
      "Elif: sorry im just tired. annem her gün ağlıyor and i have to do all this alone",
      "Lotte: The advance payment for the Sterbevierteljahr must be requested within 30 days via the Renten Service of Deutsche Post. Please note this deadline.",
      "Elif: right. thanks i guess"
    ],
    types: [
      [0, "transactional"],
      [7, "venting"],
      [8, "transactional"]
    ],
    users: { Elif: ["neutral", 0.2] },
    findings: ["no_acknowledgement", "tone_mismatch"],
    drafts: [
      [
        "I'm so sorry, Elif. Doing all this while your mum is grieving, and you are too, is a lot for one person. Let's go one step at a time: the only real deadline right now is the advance payment within 30 days. Want me to write that request with you?",
        "low",
        8
      ],
      [
        "The advance payment for the Sterbevierteljahr must be requested within 30 days. Please note this deadline.",
        "high",
        8
      ],
      ["Sehr geehrte Frau, bitte reichen Sie die genannten Unterlagen fristgerecht ein.", "medium", 3],
      [
        "Başın sağolsun Elif 🙏 The number is on every letter from the Rentenversicherung, top right, 12 characters. No need to open his folder today, I can help you get it by phone instead.",
        "low",
        5
      ]
    ]
  },
  {
    id: "ao6-03-capoeira-zuiderpark",
    category: "banter",
    agent: "Zé",
    messages: [
      "Tati: galera a roda de sábado vai ser no parque ou no ginásio? ☔",
      "Rafa: ginásio né, vai chover canivete",
      "Kleber: eu voto parque, capoeirista de verdade joga na lama 😤",
      "Rafa: capoeirista de verdade kkkkk o cara caiu dando meia lua semana passada",
      "Kleber: foi estratégia mano",
      "Tati: estratégia de beijar o chão kkkkkk",
      "Tati: Zé confirma pra gente o ginásio?",
      "Zé: Confirmado: ginásio do Zuiderpark, sábado 14h. Kleber, pode trazer a lama num balde se quiser 😂",
      "Kleber: até o bot tá contra mim, absurdo",
      "Rafa: KKKKKKK o Zé é dos nossos",
      "Kleber: vou lembrar disso quando for sua vez de tocar atabaque zé",
      "Zé: Pode vir, eu sou só pandeiro mesmo 🥁",
      "Tati: vcs são muito bobos, até sábado 💛"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "transactional"],
      [8, "banter"]
    ],
    users: { Tati: ["engaged", 0], Rafa: ["engaged", 0], Kleber: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Confirmado: ginásio do Zuiderpark, sábado às 14h.", "low", 7],
      [
        "Prezados membros, informamos que a atividade de sábado será realizada no ginásio. Atenciosamente, a coordenação.",
        "medium",
        7
      ],
      [
        "Kleber, uma queda na meia lua pode ser perigosa. Recomendo procurar um fisioterapeuta e evitar treinos por duas semanas.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "ao6-04-comte-bretagne",
    category: "sales",
    agent: "Basile",
    messages: [
      "Gaëlle: bonjour, c'est pour une commande. 2 meules de comté 18 mois et 6 saint-nectaire fermiers, livrable avant le 12?",
      "Basile: Bonjour Gaëlle ! Merci beaucoup pour votre commande et pour votre fidélité. Nos comtés 18 mois sont affinés dans notre cave du fort des Rousses, à température constante de 14°C, et retournés chaque semaine à la main par nos affineurs, ce qui leur donne ces notes de noisette grillée et de fruits secs très appréciées de nos clients. Le saint-nectaire fermier est un fromage AOP produit exclusivement en Auvergne avec du lait cru, affiné au minimum 28 jours sur paille de seigle. Pour la livraison, nos tournées vers la Bretagne partent le mardi et le jeudi, avec un délai de 48 à 72h selon la météo et l'état des routes. Pensez aussi au stockage : une meule entière demande un espace frais et humide. N'hésitez pas à me poser toutes vos questions !",
      "Gaëlle: ok mais du coup c'est livrable avant le 12 ou pas",
      "Basile: Oui, une livraison avant le 12 est tout à fait possible. Si nous expédions votre commande le mardi 9, elle arrivera entre le mercredi 10 et le jeudi 11. Je me permets aussi de vous signaler notre offre actuelle sur le morbier et le bleu de Gex : pour toute commande de plus de 40 kg, une remise de 5 % s'applique sur l'ensemble, ce qui pourrait être intéressant pour votre rayon coupe, surtout en période de fêtes où la demande en pâtes persillées augmente sensiblement. Je peux vous établir un devis complet avec ces références si vous le souhaitez.",
      "Gaëlle: non juste le comté et le st nectaire merci. prix total?",
      "Basile: Le total s'élève à 1 284 € HT : 2 meules de comté 18 mois (environ 38 kg au total, à 27,50 €/kg, soit 1 045 €) et 6 saint-nectaire fermiers (environ 1,7 kg pièce, à 23,40 €/kg, soit 239 €). Les frais de port sont offerts au-delà de 800 €. Le règlement se fait à 30 jours fin de mois, par virement. Vous recevrez une facture détaillée avec les poids exacts après découpe et pesée en cave, qui peuvent légèrement varier selon les meules.",
      "Gaëlle: ok go. mardi 9 alors",
      "Basile: Noté : expédition mardi 9, livraison le 10 ou le 11. Merci Gaëlle !",
      "Gaëlle: 👍 la prochaine fois vous pouvez faire plus court hein 😅"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [8, "friction"]
    ],
    users: { Gaëlle: ["annoyed", 0.5] },
    findings: ["long_replies"],
    drafts: [
      ["Oui : expédition mardi 9, livraison le 10 ou le 11.", "low", 2],
      [
        "Très bien ! Je me permets tout de même de vous rappeler notre offre sur le morbier et le bleu de Gex, -5 % dès 40 kg, idéale pour votre rayon coupe pendant les fêtes, avec des notes lactées et une pâte fondante que vos clients vont adorer.",
        "medium",
        4
      ],
      ["1 284 € HT, port offert, paiement à 30 jours fin de mois.", "low", 5]
    ]
  },
  {
    id: "ao6-05-micro-puerto-montt",
    category: "hostile",
    agent: "Vale",
    messages: [
      "Nacho: oye la micro a puerto montt se fue SIN MÍ, llegué 2 min tarde y el chofer me vio wn",
      "Vale: Hola Nacho, lo siento. Según el reglamento, el bus sale a la hora indicada en el boleto. ¿Me das tu número de boleto para revisar opciones?",
      "Nacho: 48211907. y no me vengai con reglamento, el chofer me vio y aceleró",
      "Vale: Gracias. Puedo cambiar tu boleto al bus de las 23:40 con un cargo de $6.500.",
      "Nacho: CARGO?? me dejaron botado y encima me cobran, son unos ladrones culiaos",
      "Vale: Entiendo tu molestia. Según el reglamento, el bus sale a la hora indicada en el boleto. Puedo cambiar tu boleto al bus de las 23:40 con un cargo de $6.500.",
      "Nacho: eri un robot inútil, pásame con una persona de verdad",
      "Vale: Entiendo tu molestia. Puedo cambiar tu boleto al bus de las 23:40 con un cargo de $6.500.",
      "Nacho: ándate a la chucha. me voy en el bus de la competencia y nunca más pongo un peso en esta empresa de mierda",
      "Vale: Lamento escuchar eso. Si cambias de opinión, el bus de las 23:40 sigue disponible."
    ],
    types: [
      [0, "friction"],
      [4, "hostile"]
    ],
    users: { Nacho: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Te paso ahora con una supervisora, Nacho. Le dejo anotado que el chofer te vio y salió igual, para que revisen el cambio sin cargo.",
        "low",
        7
      ],
      [
        "Entiendo tu molestia. Puedo cambiar tu boleto al bus de las 23:40 con un cargo de $6.500.",
        "high",
        7
      ],
      ["¡Hola! 😊 ¡Qué pena! Pero tranqui, ¡siempre hay otro bus! 🚌✨", "high", 1]
    ]
  },
  {
    id: "ao6-06-tavla-moda",
    category: "group",
    agent: "Zar",
    messages: [
      "Murat: cumartesi turnuva var unutmayın, Moda'daki kahvede saat 8",
      'Owen: count me in! still don\'t get the "mars" rule tho 😅',
      "Deniz: Owen ben anlatırım, bi dakka yazıyorum",
      "Zar: Mars: if your opponent bears off all 15 checkers before you bear off any, you lose double. In tournament play a mars counts 2 points.",
      "Deniz: ya ben anlatıyordum 🙄",
      "Murat: zar bey yine atladı kkkk",
      "Owen: haha thanks both. Deniz what's the thing with the first roll, who starts?",
      "Zar: Each player rolls one die; the higher number starts and plays both dice as the opening move.",
      "Deniz: ZAR. soru bana sorulmuştu 😤",
      "Murat: kanka susturun şunu",
      "Owen: lol ok Deniz your turn, explain pls",
      "Deniz: herkes bir zar atar, büyük atan başlar ama o iki zarı oynar. yani zar haklı ama olsun 😂",
      "Murat: ok kim maç başına 50 lira koyuyor",
      "Owen: 50 lira is like one coffee now right 😭",
      "Murat: a coffee in Moda maybe 😂"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [8, "friction"],
      [10, "transactional"],
      [13, "banter"]
    ],
    users: { Murat: ["annoyed", 0.5], Owen: ["engaged", 0], Deniz: ["annoyed", 0.5] },
    findings: ["talking_over"],
    drafts: [
      ["Each player rolls one die; the higher number starts and plays both dice.", "medium", 7],
      ["Haklısın Deniz, atladım, kusura bakma. Sen anlat 🙏", "low", 5],
      [
        "Cumartesi 20:00 Moda için şimdilik Murat, Deniz ve Owen var; 50 liralık katkıyı listeye ekleyeyim mi?",
        "low",
        13
      ]
    ]
  },
  {
    id: "ao6-07-kleingarten-ole",
    category: "group",
    agent: "Frieda",
    messages: [
      "Jürgen: Moin zusammen, Gemeinschaftsarbeit am Samstag: Hecke am Hauptweg + Kompost umsetzen. Frieda, wer hat noch Stunden offen?",
      "Frieda: Offene Pflichtstunden: Svetlana 4, Ole 6, Familie Krämer 2. Alle anderen sind für dieses Jahr durch.",
      "Ole: 6?? ich war doch im april beim wasserrohr dabei",
      "Frieda: Hallo Olaf, die Wasserrohr-Aktion im April ist mit 3 Stunden eingetragen. Ohne die wären es 9.",
      "Ole: Ole. nicht Olaf 😑 und das waren 5 stunden, wir haben bis abends gebuddelt",
      "Svetlana: stimmt, ich war auch da, wir waren bis 19 uhr dran",
      "Jürgen: ok ich korrigier das im Buch, dann 4 für dich",
      "Frieda: Danke Jürgen. Olaf, dann stehst du bei 4 offenen Stunden.",
      "Ole: ernsthaft?? O-L-E",
      "Svetlana: 😂 armer Ole",
      "Jürgen: Frieda reiß dich zusammen. Svetlana bringst du die Heckenschere mit?",
      "Svetlana: ja, und kuchen. und wer nimmt mir zucchini ab, ich hab 30 stück 🥒",
      "Ole: nehm 5, aber nur wenn der bot mich nochmal richtig anspricht",
      "Frieda: Entschuldige, Ole. Du stehst bei 4 offenen Stunden, Samstag würde sie komplett abdecken.",
      "Ole: geht doch"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"],
      [8, "friction"],
      [11, "banter"],
      [13, "transactional"]
    ],
    users: { Jürgen: ["annoyed", 0.2], Ole: ["annoyed", 0.5], Svetlana: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Entschuldige, Ole. Mit Jürgens Korrektur stehst du bei 4 offenen Stunden.", "low", 7],
      ["Danke Jürgen. Olaf, dann stehst du bei 4 offenen Stunden.", "high", 7],
      ["30 Zucchini 😄 Ich setz eine Zucchini-Kiste für Samstag auf die Liste, Svetlana.", "low", 12]
    ]
  },
  {
    id: "ao6-08-inburgering-zwolle",
    category: "venting",
    agent: "Noor",
    messages: [
      "Yonas: ik ben weer gezakt voor spreken. derde keer.",
      "Yonas: i studied every night after work at the warehouse, my teacher said i was ready",
      "Noor: Ah Yonas, dat is echt balen, zeker na al die avonden na je werk. Een derde keer is zwaar. Hoe gaat het nu met je?",
      "Yonas: moe. en boos op mezelf. my wife passed hers first time, she says its fine but i feel stupid",
      "Noor: Je bent niet dom. Spreken onder examenstress in je derde taal is iets heel anders dan thuis oefenen. En na een dienst in het magazijn nog gaan leren is al knap.",
      "Yonas: vierde taal actually, tigrinya arabic english nederlands 😅",
      "Noor: Vierde taal zelfs! Dat zegt genoeg. Wil je het even laten rusten, of wil je kijken wat er bij het spreken misging?",
      "Yonas: later. i just wanted to tell someone who isnt my wife lol",
      "Noor: Snap ik helemaal. Ik ben er als je wilt kijken. Neem vanavond gewoon rust.",
      "Yonas: dank je noor 🙏"
    ],
    types: [
      [0, "venting"],
      [5, "bonding"]
    ],
    users: { Yonas: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Vierde taal zelfs! Wil je het even laten rusten, of samen kijken wat er misging?", "low", 6],
      [
        "Jammer. Je kunt een herexamen aanvragen via Mijn Inburgering bij DUO. Zal ik de link sturen?",
        "medium",
        2
      ],
      ["Geen zorgen, driemaal is scheepsrecht! 🎉 Volgende keer lukt het vast!", "high", 2]
    ]
  },
  {
    id: "ao6-09-yanmar-rabo-de-peixe",
    category: "ignoring",
    agent: "Marlim",
    messages: [
      "Duarte: bom dia. o motor do barco (yanmar 4jh) tá a deitar fumo branco e perde potência. têm a junta da cabeça em stock?",
      "Marlim: Bom dia Duarte. Sim, temos a junta da cabeça para o Yanmar 4JH em stock, 86 €. Fumo branco com perda de potência pode ser a junta ou água no combustível.",
      "Duarte: e o técnico pode vir ao porto de rabo de peixe na quinta? o barco não sai daqui assim",
      "Marlim: Também recomendo verificar o filtro separador de água. Temos o filtro Racor por 34 €.",
      "Duarte: sim sim mas o técnico?? quinta?",
      "Tiago: pai deixa eu ver. Marlim o técnico pode vir ou não? a gente precisa de saber pra avisar a tripulação",
      "Marlim: Posso juntar a junta da cabeça e o filtro num só pedido, com entrega em Ponta Delgada amanhã. Deseja confirmar?",
      "Tiago: isto é inacreditável",
      "Duarte: esquece. vou ligar ao sr. Medeiros da oficina, ele ao menos atende o telefone",
      "Tiago: manda só as peças pra loja da Ribeira Grande, a gente vai buscar",
      "Marlim: Combinado: junta da cabeça e filtro Racor, 120 €, prontos para levantar na loja da Ribeira Grande amanhã a partir das 10h."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [9, "transactional"]
    ],
    users: { Duarte: ["churn_risk", 0.8], Tiago: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "O técnico pode ir a Rabo de Peixe na quinta de manhã, entre as 9h e as 12h. Quer que marque?",
        "low",
        3
      ],
      ["Também recomendo verificar o filtro separador de água. Temos o filtro Racor por 34 €.", "high", 5],
      [
        "Desculpe não ter respondido antes, Tiago: o técnico não tem vaga na quinta, só na segunda. As peças ficam prontas na Ribeira Grande amanhã às 10h.",
        "low",
        10
      ]
    ]
  },
  {
    id: "ao6-10-milonga-flaco",
    category: "group",
    agent: "Milo",
    messages: [
      "Lucía: chicos, me acaba de escribir la hija del Flaco Ruiz. falleció anoche en Rosario 💔",
      "Pato: no. no puede ser. el jueves le mandé un audio",
      "Matthias: oh nein… he taught me my first ocho. lo siento mucho Lucía, sé que eran muy cercanos",
      "Lucía: 30 años de amistad. no sé ni qué decir",
      "Milo: ¡Qué noticia! 🎉 ¿Quieren que prepare un evento especial para el sábado? ¡Puedo armar flyer y playlist! 💃🕺",
      "Pato: milo ni en pedo, un poco de respeto",
      "Matthias: maybe it means well but that emoji... echt jetzt",
      "Lucía: igual la idea de algo el sábado no es mala. una milonga homenaje, con sus tandas de Pugliese",
      "Pato: sí. y una foto de él en la mesa de la entrada",
      "Matthias: I can ask the Ballhaus if we can stay until 3",
      "Milo: Lo siento mucho, Lucía, y perdón por mi mensaje anterior. Si quieren, armo la lista con las tandas de Pugliese que él pasaba y un texto corto para el flyer; ustedes lo revisan.",
      "Lucía: gracias milo. sí, mandá la lista"
    ],
    types: [
      [0, "venting"],
      [5, "friction"],
      [7, "transactional"]
    ],
    users: { Lucía: ["engaged", 0], Pato: ["annoyed", 0.5], Matthias: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["Lo siento mucho, Lucía. Treinta años de amistad… Acá estoy si necesitan algo, sin apuro.", "low", 4],
      ["¡Qué noticia! 🎉 ¿Armamos un evento especial para el sábado? 💃", "high", 4],
      [
        "Armo la lista con las tandas de Pugliese que él pasaba y un texto corto para el flyer; ustedes lo revisan.",
        "low",
        10
      ]
    ]
  },
  {
    id: "ao6-11-deneigement-saguenay",
    category: "support",
    agent: "Flocon",
    messages: [
      "Réjean: allo, la gratte est pas passée à matin pis j'ai dû pelleter mon entrée à 6h avant la job. c'est la 2e fois ce mois-ci",
      "Flocon: Allo Réjean, désolé, c'est plate en maudit à 6h du matin. Je vois votre adresse sur la rue Price : le camion a brisé vers 4h30 pis la route a pas été reprise. C'est de notre faute.",
      "Réjean: ouin ben je paye 450$ pour la saison moi, pas pour pelleter",
      "Flocon: Vous avez raison. Je vous crédite les 2 passages manqués, 40$ sur votre prochaine facture, pis je mets votre entrée en priorité sur la route de demain matin.",
      "Réjean: correct. merci. ma blonde va être contente, c'est elle qui chialait le plus 😂",
      "Flocon: Dites-y qu'elle va pouvoir dormir jusqu'à 7h demain 😄",
      "Réjean: haha parfait, bonne journée"
    ],
    types: [
      [0, "friction"],
      [3, "transactional"],
      [4, "banter"]
    ],
    users: { Réjean: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Nous vous prions de bien vouloir nous excuser pour ce désagrément. Votre réclamation a été transmise au service concerné, qui vous recontactera dans un délai de 5 à 10 jours ouvrables.",
        "medium",
        1
      ],
      [
        "Je vous crédite 40$ pour les 2 passages manqués, pis votre entrée passe en premier demain matin.",
        "low",
        3
      ],
      ["Dites-y qu'elle va pouvoir dormir jusqu'à 7h demain 😄", "low", 5]
    ]
  },
  {
    id: "ao6-12-istanbulkart-babaanne",
    category: "support",
    agent: "Kartal",
    messages: [
      "Sevgi: merhaba, istanbulkartımı kaybettim içinde 600 lira vardı. parayı yeni karta aktarabilir miyim?",
      "Kartal: Merhaba! Kayıp kart işlemleri için kartınızın kişiselleştirilmiş olması gerekir. Detaylı bilgi için Başvuru Merkezlerimizi ziyaret edebilirsiniz. 😊",
      "Sevgi: kişiselleştirilmiş ne demek? ben kartı kimliğimle almıştım, normal kart",
      "Kartal: Merhaba! Kayıp kart işlemleri için kartınızın kişiselleştirilmiş olması gerekir. Detaylı bilgi için Başvuru Merkezlerimizi ziyaret edebilirsiniz. 😊",
      'Efe: babaanne bırak ben yazayım. hi, is a card bought with ID automatically "kişiselleştirilmiş" or not? just yes or no',
      "Kartal: Merhaba! Kayıp kart işlemleri için kartınızın kişiselleştirilmiş olması gerekir. Detaylı bilgi için Başvuru Merkezlerimizi ziyaret edebilirsiniz. 😊",
      "Efe: unbelievable. same message 3 times",
      "Sevgi: oğlum boşver, yarın kadıköy'deki merkeze giderim, bu makineyle konuşulmaz",
      "Efe: yeah we're done here. never using this chat again",
      "Kartal: Başka bir konuda yardımcı olabilir miyim? 😊"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { Sevgi: ["churn_risk", 0.8], Efe: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Evet Efe, kimlikle alınan kart kişiselleştirilmiş sayılır. Sevgi Hanım, eski kartı kapatıp 600 lirayı yeni karta aktarabiliriz; TC kimlik numaranızı yazar mısınız?",
        "low",
        5
      ],
      ["Merhaba! Kayıp kart işlemleri için kartınızın kişiselleştirilmiş olması gerekir. 😊", "high", 5],
      ["Başka bir konuda yardımcı olabilir miyim? 😊", "high", 9]
    ]
  },
  {
    id: "ao6-13-kollektiv-schlager",
    category: "banter",
    agent: "Pulse",
    messages: [
      "Janne: leute wer hat gestern den 140bpm schlager edit gespielt 💀",
      "Kemal: schuldig. crowd war tot, musste was tun",
      "Fritzi: kemal du hast quasi die berghain-tür persönlich beleidigt 😂",
      "Kemal: die tür hat mich eh schon 4x abgewiesen, das war rache",
      "Janne: LMAO",
      "Fritzi: @Pulse wie viele leute waren eigentlich da am ende, so grob?",
      "Pulse: Sehr geehrte Mitglieder des Kollektivs, laut Einlassliste wurden am gestrigen Abend insgesamt 312 Gäste verzeichnet. Wir bedanken uns für Ihre Mitwirkung und weisen darauf hin, dass die Musikauswahl im Sinne unseres künstlerischen Leitbilds erfolgen sollte.",
      "Kemal: bro wurde gerade von nem bot abgemahnt 😭",
      'Janne: "sehr geehrte mitglieder" ich kann nicht mehr',
      "Fritzi: pulse wer hat dich so erzogen, die IHK?",
      "Pulse: Ich bitte um Entschuldigung für etwaige Missverständnisse. Für Rückfragen stehe ich Ihnen jederzeit gerne zur Verfügung.",
      "Kemal: 😂😂 ok next month spiel ich nur noch helene fischer",
      "Janne: macht das, ich bring die glitzerboa mit"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"]
    ],
    users: { Janne: ["neutral", 0], Kemal: ["neutral", 0.2], Fritzi: ["neutral", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      ["so ca. 312 laut liste 🔥 und der schlager-edit war… mutig, kemal", "low", 6],
      [
        "Sehr geehrte Mitglieder, laut Einlassliste wurden 312 Gäste verzeichnet. Mit freundlichen Grüßen.",
        "medium",
        6
      ],
      [
        "Ich bitte um Entschuldigung für etwaige Missverständnisse. Für Rückfragen stehe ich Ihnen jederzeit gerne zur Verfügung.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "ao6-14-camino-portomarin",
    category: "good",
    agent: "Xacobe",
    messages: [
      "Hannelore: hola! buen camino 🙂 ich bin in Portomarín, my feet are destroyed. is there a bed in Palas de Rei tomorrow?",
      "Xacobe: ¡Buen camino, Hannelore! Ay, los pies en Portomarín… clásico. Sí: el albergue Os Chacotes tiene camas mañana, 15 € con sábanas. ¿Te la reservo?",
      "Hannelore: ja bitte! lower bunk if possible, my knees are 67 years old haha",
      "Xacobe: Reservada, litera de abajo, a nombre de Hannelore Brandt. Check-in desde las 13h. Y esas rodillas ya llevan unos 500 km, merecen respeto 😄",
      "Hannelore: 560! from León. my daughter said i'm crazy",
      "Xacobe: 560 desde León a los 67 es para estar orgullosa. ¿Tu hija sigue pensando lo mismo?",
      "Hannelore: she sent me a video of her crying when i reached O Cebreiro 🥲",
      "Xacobe: Qué bonito. Seguro que en Santiago llora el doble.",
      "Hannelore: haha probably. ok one more thing, is there a pharmacy open in Palas on sunday? compeed is finished",
      "Xacobe: Sí, la farmacia de la Rúa do Cruceiro abre los domingos de 10 a 14h. También venden Compeed en el bar junto al albergue, por si acaso.",
      "Hannelore: du bist ein Schatz. gracias!!",
      "Xacobe: ¡De nada! Cuida esos pies y buen camino 🐚"
    ],
    types: [
      [0, "transactional"],
      [4, "bonding"],
      [8, "transactional"],
      [10, "bonding"]
    ],
    users: { Hannelore: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Reservada, litera de abajo en Os Chacotes, check-in desde las 13h.", "low", 3],
      [
        "Estimada señora Brandt: le confirmamos que su solicitud ha sido registrada conforme a la normativa de albergues públicos de la Xunta de Galicia. Le rogamos presentar credencial y documento de identidad.",
        "medium",
        3
      ],
      ["Sí, la farmacia de la Rúa do Cruceiro abre el domingo de 10 a 14h.", "low", 9],
      ["¡Genial! 🎉 ¡Buen camino!", "medium", 9]
    ]
  },
  {
    id: "ao6-15-roti-oma-80",
    category: "group",
    agent: "Kokki",
    messages: [
      "Sharmila: ok familie, oma wordt 80 op de 14e. roti bij ons in almere? 🎉",
      "Dew: ik doe de kip masala zoals altijd, niemand anders komt aan die pan",
      "Naomi: lol oom dew met zijn pan. Sharmila hoeveel mensen komen er eigenlijk?",
      "Kokki: Goede vraag! Voor een verjaardag van 80 jaar met Surinaamse roti is het verstandig om per volwassene uit te gaan van ongeveer 1 rotiplaat, 150 gram kip, 100 gram kousenband, een halve aardappel en een ei. Voor kinderen kunt u de helft rekenen. Daarnaast is het gebruikelijk om extra bara, pom of moksi meti te voorzien, zeker als er familie uit Rotterdam of Den Haag komt. Houd ook rekening met vegetariërs en met de sambal: niet iedereen kan madame jeanette verdragen. Ik adviseer om ruim in te kopen en eventuele restjes in te vriezen. Laat het me weten als ik een boodschappenlijst moet maken!",
      "Sharmila: eh dat vroeg ze aan mij toch 😅 ongeveer 35, met de neven uit paramaribo erbij misschien 40",
      "Dew: die bot praat meer dan tante Rita",
      "Naomi: 😂😂 en dat is een prestatie",
      "Sharmila: Kokki maak dan maar een boodschappenlijst voor 40, kort graag",
      "Kokki: Natuurlijk! Hier is een uitgebreide boodschappenlijst voor 40 personen. Roti: 40 rotiplaten (bestel bij de roti-shop, ca. 3 dagen van tevoren). Kip: 6 kg kippenpoten of kipfilet, te marineren met masala, knoflook, ui en madame jeanette. Kousenband: 4 kg, in stukken van 5 cm. Aardappels: 20 stuks, vastkokend. Eieren: 40 stuks, hardgekookt. Masala: 2 potten. Extra: 60 bara, zuurgoed en sambal, en vergeet de drankjes niet: dawet, gemberbier en voor de volwassenen eventueel een krat Parbo. Tip: begin de avond van tevoren met marineren voor de beste smaak!",
      "Dew: kort zei ze 🙃",
      "Naomi: oom Dew, marineer je zelf of koop je die masala bij Dewi's toko?",
      "Kokki: De beste masala voor kip is een mix van Surinaamse masala met djindja en look, minstens een nacht gemarineerd. Zelf mengen geeft meer controle over de smaak dan kant-en-klare mixen uit de toko.",
      "Dew: jongen ik vroeg jou niks. bij Dewi natuurlijk, al 20 jaar",
      "Sharmila: oké lijst is goed genoeg, ik stuur hem door naar mama. dank"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [12, "friction"],
      [13, "transactional"]
    ],
    users: { Sharmila: ["neutral", 0.2], Dew: ["annoyed", 0.5], Naomi: ["neutral", 0] },
    findings: ["long_replies", "talking_over"],
    drafts: [
      [
        "Voor 40: 40 roti, 6 kg kip, 4 kg kousenband, 20 aardappels, 40 eieren, 60 bara. Zal ik hem naar je mama sturen?",
        "low",
        8
      ],
      [
        "Natuurlijk! Hier is een uitgebreide boodschappenlijst voor 40 personen, met per gerecht de hoeveelheden, de beste toko's in Almere, tips voor het marineren en een planning per dag zodat alles op tijd klaar is voor de grote dag van oma!",
        "medium",
        8
      ],
      [
        "Voor een verjaardag van 80 jaar reken je per volwassene 1 roti, 150 gram kip en 100 gram kousenband.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "ao6-16-aima-porto",
    category: "venting",
    agent: "Sol",
    messages: [
      "Nélia: olá. preciso desabafar um bocado antes de perguntar coisas",
      "Sol: Olá Nélia, claro. Estou aqui, diz.",
      "Nélia: a minha autorização de residência expirou em março e a AIMA ainda não me deu data. 8 meses. não posso ir a Maputo ver a minha avó que está doente porque se sair talvez não me deixem voltar",
      "Nélia: e a faculdade manda emails a pedir o título válido para a bolsa. sinto que estou presa num limbo",
      "Sol: Isso é muito pesado, Nélia. Oito meses à espera, a tua avó doente do outro lado do oceano, e ainda a pressão da bolsa. Faz todo o sentido sentires-te presa.",
      "Nélia: obrigada. ninguém aqui percebe, os meus colegas acham que é só papelada",
      "Sol: Não é só papelada, é poderes ver a tua família. Quando quiseres, passamos às perguntas.",
      "Nélia: ok. primeira: o comprovativo do pedido de renovação serve pra bolsa?",
      "Sol: Normalmente os serviços sociais aceitam o comprovativo do pedido de renovação, junto com a prorrogação legal da validade dos títulos caducados. Posso escrever contigo um email a explicar isso.",
      "Nélia: sim por favor. e a segunda, se eu for a Maputo com o título caducado consigo voltar?",
      "Sol: Aí não te quero dar uma resposta à pressa: a prorrogação vale dentro de Portugal, mas para viajar as companhias e as fronteiras costumam pedir o título válido. Antes de comprares bilhete, fala com a jurista da associação, a Dra. Matos, que atende às quintas. Marco-te uma hora?",
      "Nélia: marca sim. obrigada sol, a sério 💛",
      "Sol: Marcado para quinta às 15h. E espero que a tua avó melhore 💛"
    ],
    types: [
      [0, "venting"],
      [7, "transactional"],
      [11, "bonding"]
    ],
    users: { Nélia: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Para a bolsa, envia o comprovativo do pedido de renovação. Queres que te ajude a escrever o email?",
        "medium",
        4
      ],
      [
        "Isso é muito pesado, Nélia. Oito meses à espera e a tua avó doente… faz sentido sentires-te presa.",
        "low",
        4
      ],
      ["Sim, podes viajar à vontade! ✈️ Boa viagem e beijinhos à avó!", "high", 10],
      ["Marcado para quinta às 15h com a Dra. Matos.", "low", 12]
    ]
  },
  {
    id: "ao6-17-marque-jaune-eo",
    category: "sales",
    agent: "Bulle",
    messages: [
      "Maxence: bonjour, vous avez toujours la Marque Jaune EO de 1956 qu'il y a sur le site? 750€ c'est ça?",
      "Bulle: Bonjour Maxime ! Oui, elle est toujours là : EO Lombard 1956, dos toilé rouge, très bon état (coins légèrement frottés). 750 € ferme.",
      "Maxence: Maxence, pas Maxime 🙂 vous pouvez m'envoyer des photos du dos et de la page de titre?",
      "Bulle: Pardon Maxence ! Je vous envoie 4 photos : dos, 1re et 4e de couverture, page de titre.",
      "Maxence: merci. le coin en bas à droite c'est une réparation ou juste l'usure?",
      "Bulle: Juste de l'usure, pas de restauration, pas de scotch. Je peux vous le confirmer par écrit sur la facture.",
      "Maxence: ok. je passe samedi pour la voir en vrai, vous êtes ouverts jusqu'à quelle heure?",
      "Bulle: Samedi de 10h à 18h30. Je vous la mets de côté jusque-là à votre nom.",
      "Maxence: top. mon père avait exactement la même, ma mère l'a donnée à une brocante en 98 😩",
      "Bulle: Aïe, la brocante de 98… ça fait mal au cœur. Celle-ci pourrait retrouver sa place sur l'étagère.",
      "Maxence: c'est exactement ça. à samedi!"
    ],
    types: [
      [0, "transactional"],
      [8, "bonding"]
    ],
    users: { Maxence: ["engaged", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["Bonjour Maxime ! Oui, elle est toujours disponible à 750 €.", "medium", 1],
      ["Pardon Maxime, je vous envoie les photos tout de suite.", "high", 3],
      ["Samedi de 10h à 18h30. Je vous la mets de côté à votre nom.", "low", 7]
    ]
  },
  {
    id: "ao6-18-nachtdienst-zeynep",
    category: "companion",
    agent: "Ay",
    messages: [
      "Zeynep: 3:40 am, pauze. koffie uit de automaat smaakt naar karton ☕",
      "Ay: Kartonkoffie om 3:40, de echte nachtdienst-ervaring. Hoe is het op de afdeling vannacht?",
      'Zeynep: rustig eigenlijk. meneer van kamer 12 wilde om 2 uur per se zijn krant, ik zei het is nacht meneer, hij zei "in indonesië is het al middag" 😂',
      "Ay: Daar heeft hij technisch gezien gelijk in 😄 Heb je hem de krant van gisteren gegeven?",
      "Zeynep: ja haha, hij merkte het niet eens",
      'Zeynep: annem mesaj attı: "kızım yemek yedin mi" om 3 uur \'s nachts 🙈 ze slaapt nooit als ik nachtdienst heb',
      "Ay: Ah, dat is lief van haar. En, heb je gegeten?",
      "Zeynep: mercimek çorbası van haar, in een bakje meegenomen. beter dan de kantine",
      "Ay: Moeders mercimek om 4 uur 's nachts verslaat elke kantine. App haar maar dat je gegeten hebt, dan kan zij ook slapen.",
      "Zeynep: haha doe ik. ok terug naar de afdeling, bel 7 gaat 🔔",
      "Ay: Succes, nog een paar uurtjes. İyi nöbetler 🌙",
      "Zeynep: teşekkürler 🌙"
    ],
    types: [
      [0, "bonding"],
      [2, "banter"],
      [5, "bonding"]
    ],
    users: { Zeynep: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Ah, dat is lief. Heb je al gegeten?", "low", 6],
      [
        "Moeders zijn soms echt overbezorgd 🙄 Je bent volwassen, zeg gewoon dat ze je met rust moet laten.",
        "high",
        6
      ],
      [
        "Een automaatkoffie bevat gemiddeld 80 mg cafeïne. Het Voedingscentrum adviseert maximaal 400 mg per dag. Wil je tips voor een gezonder nachtdienstritme?",
        "medium",
        1
      ]
    ]
  },
  {
    id: "ao6-19-grua-tf21",
    category: "hostile",
    agent: "Tita",
    messages: [
      "Iñaki: el coche que me alquilasteis se ha muerto en la TF-21 subiendo al Teide. humo del capó, con mi hija de 6 años dentro",
      "Tita: ¡Hola Iñaki! 😊 ¡Gracias por contactar con Drago Rent! ¿En qué puedo ayudarte hoy? 🚗✨",
      "Iñaki: te lo acabo de decir. estamos parados en la cuneta a 2000 metros. mandad una grúa YA",
      "Tita: ¡Genial! 🎉 Ya he abierto una incidencia. La grúa llegará en un plazo de 90 a 120 minutos. ¡Disfruta de las vistas del Parque Nacional! 🌋",
      "Iñaki: disfruta de las vistas?? hace 8 grados y mi hija está llorando. me estás vacilando?",
      "Iñaki: y quién paga esto, porque yo no",
      "Tita: ¡Entiendo! Mientras tanto, te recomendamos encender las luces de emergencia y colocar los triángulos. 😊",
      "Iñaki: eres una puta broma. quién paga la grúa y el taxi de vuelta. CONTESTA",
      "Tita: ¡Tu incidencia tiene el número TF-88213! Un agente te contactará en breve. 🚗",
      "Iñaki: vale. os pongo una reclamación en consumo y no vuelvo a alquilar con vosotros en mi vida, panda de inútiles"
    ],
    types: [
      [0, "friction"],
      [7, "hostile"]
    ],
    users: { Iñaki: ["churn_risk", 1] },
    findings: ["cheerful_at_bad_news", "ignored_question", "no_acknowledgement"],
    drafts: [
      [
        "Iñaki, lo siento mucho, con la niña dentro y con ese frío. La grúa va con prioridad, y la grúa, el taxi de vuelta y el coche de sustitución corren de nuestra cuenta.",
        "low",
        6
      ],
      ["¡Genial! 🎉 ¡La grúa ya está en camino! 🚗✨", "high", 3],
      ["Tu incidencia tiene el número TF-88213. Un agente te contactará en breve.", "high", 8]
    ]
  },
  {
    id: "ao6-20-jodlerklub-tracht",
    category: "ignoring",
    agent: "Echo",
    messages: [
      "Ruedi: Hoi zäme, Prob am Mittwuch isch im Singsaal vom Schuelhuus Au, 19:30. Nöd vergässe",
      "Vreni: merci Ruedi. @Echo chasch du luege öb mer für de Lukas e Tracht chönd miete fürs Jodlerfest? er hät no kei",
      "Echo: Hoi Vreni! D'Prob am Mittwuch isch im Singsaal Au, 19:30. Bitte d'Noote vom «Bärgfrüelig» mitnäh.",
      "Lukas: sorry my swiss german is still bad 😅 do I need to bring anything wednesday?",
      'Echo: Hi Lukas! Just bring the sheet music for "Bärgfrüelig" and some water. Rehearsal is about two hours.',
      "Lukas: perfect thx",
      "Vreni: und d'Tracht? s'Fest isch in 5 Wuche, d'Schniiderin bruucht Ziit",
      "Echo: Für s'Jodlerfest bruuchts no d'Aamäldig bis Änd Monet. Ruedi, häsch du d'Lischte?",
      "Ruedi: ja ha sie, Lukas isch druf",
      "Vreni: 🙄 guet, denn lüt ich halt sälber am Trachteverleih z'Einsiedle aa",
      "Lukas: thank you Vreni!! I owe you a beer",
      "Vreni: zwei 😄"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [9, "friction"],
      [10, "banter"]
    ],
    users: { Ruedi: ["neutral", 0], Vreni: ["annoyed", 0.5], Lukas: ["engaged", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Wäge de Tracht: de Trachteverleih z'Einsiedle hät Mannetrachte ab 80 Franke fürs Wuchenänd. Söll ich für de Lukas aafrage?",
        "low",
        2
      ],
      ["Für s'Jodlerfest bruuchts no d'Aamäldig bis Änd Monet.", "high", 7],
      [
        "Sorry Vreni, ich ha dini Frag zur Tracht überseh. Söll ich z'Einsiedle für de Lukas reserviere?",
        "low",
        10
      ]
    ]
  },
  {
    id: "ao6-21-btw-doner-gent",
    category: "mixed-language",
    agent: "Defne",
    messages: [
      "Hakan: selam, vraagje over btw. bij ons in de zaak eten mensen binnen en ook afhaal. is dat hetzelfde tarief? boekhouder is op vakantie tot de 20e 🙄",
      "Defne: Selam Hakan! Nee, niet hetzelfde. In België: afhaal 6%, ter plaatse eten 12%, en dranken die je ter plaatse serveert 21%.",
      "Hakan: drankjes 21?? ook ayran?",
      "Defne: Ja, een ayran die ze binnen drinken is 21%. Neemt iemand een ayran mee met de afhaal, dan is het 6%.",
      "Hakan: vay be. ayran is basically yoghurt lol",
      "Defne: Haha, vertel dat maar aan de FOD Financiën 😄 Voor hen is het een drankje.",
      "Burak: oom die kassa kan dat toch apart zetten? ik heb het gezien bij Lale's zaak",
      "Hakan: Burak weet jij hoe dat moet?",
      "Burak: ja ik kom morgen langs na school",
      "Hakan: tamam. Defne last one, moet ik dat voor vorige maanden corrigeren? ik heb alles op 12 gezet",
      "Defne: Afhaal op 12% betekent dat je te veel btw hebt afgedragen, dus geen boete. Je kunt het rechtzetten in een volgende aangifte, maar laat je boekhouder het bedrag checken als hij terug is.",
      "Hakan: süper, sağol. ik dacht al dat ik in de problemen zat 😅",
      "Defne: Integendeel, misschien krijg je nog iets terug. Kolay gelsin!"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "transactional"]
    ],
    users: { Hakan: ["engaged", 0], Burak: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Nee: afhaal 6%, ter plaatse 12%, dranken ter plaatse 21%.", "low", 1],
      [
        "Geachte heer, voor specifieke fiscale vragen verwijzen wij u graag naar uw boekhouder of naar de FOD Financiën. Wij kunnen geen fiscaal advies verstrekken.",
        "medium",
        1
      ],
      [
        "Ja Hakan, dat kan: ga in de kassa naar instellingen > btw-groepen en maak een groep 6% en een groep 12%.",
        "medium",
        8
      ],
      [
        "Je hebt te veel btw afgedragen, dus geen boete; corrigeer het in een volgende aangifte samen met je boekhouder.",
        "low",
        10
      ]
    ]
  },
  {
    id: "ao6-22-pelada-fabinho",
    category: "group",
    agent: "Golzinho",
    messages: [
      "Léo: 7x2 pros holandeses de novo kkkk vergonha",
      "Bram: haha jullie speelden als oma's. sorry, not sorry",
      "Léo: bram vc tava no outro time, traidor",
      "Bram: ik speel voor wie wint 😎",
      "Juliana: gente, o Fabinho tá no OLVG. quebrou o tornozelo naquele lance do final. vão operar amanhã 😔",
      "Léo: caralho. sério? eu achei que era só torção",
      "Bram: shit. that sounded bad when it happened. ik kan hem ophalen als hij naar huis mag",
      "Juliana: ele tá arrasado, ia começar no emprego novo segunda, de entregador de bike",
      "Golzinho: Atualização: o jogo da próxima quinta foi remarcado para as 20h na quadra do Sportpark Buiksloterham. Confirmem presença até terça! ⚽",
      "Léo: mano, sério? o cara tá no hospital",
      "Juliana: ninguém tá pensando em quinta agora, Golzinho",
      "Bram: read the room buddy",
      "Juliana: vou fazer uma vaquinha pra ajudar ele no aluguel enquanto não trabalha. quem topa?",
      "Léo: eu, 50",
      "Bram: 50 ook",
      "Golzinho: Desculpem, falei sem pensar. Força pro Fabinho. Posso montar a lista da vaquinha e uma escala de quem leva comida pra ele?",
      "Juliana: pode sim, valeu"
    ],
    types: [
      [0, "banter"],
      [4, "venting"],
      [9, "friction"],
      [12, "transactional"]
    ],
    users: { Léo: ["annoyed", 0.2], Bram: ["annoyed", 0.2], Juliana: ["neutral", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Puxa, força pro Fabinho 🙏 Se quiserem, organizo quem leva ele pra casa depois da cirurgia.",
        "low",
        8
      ],
      [
        "Atualização: o jogo de quinta foi remarcado para as 20h. Confirmem presença até terça! ⚽",
        "high",
        8
      ],
      ["Bora!! Vaquinha é top demais!!! 🎉💸 Quem não colocar paga a cerveja kkkk", "medium", 13],
      ["Anotei: Léo 50, Bram 50. Quem mais entra na vaquinha pro Fabinho?", "low", 15]
    ]
  },
  {
    id: "ao6-23-four-bongard-mariage",
    category: "support",
    agent: "Fournil",
    messages: [
      "Moussa: allô, mon four à sole (Bongard) est tombé en panne cette nuit. j'ai une pièce montée + 300 pains pour un mariage samedi. je suis dans la merde",
      "Fournil: Oh non, le four ! 😅 Mais bonne nouvelle : un technicien est dispo demain à 7h !! 🎉🥖 Trop bien, non ?",
      "Moussa: trop bien?? mon père a ouvert cette boulangerie en 84, si je rate ce mariage c'est ma réputation dans tout le quartier",
      "Fournil: Je comprends, c'est stressant. En attendant, tu peux vérifier le disjoncteur et la sonde de température ?",
      "Moussa: disjoncteur c'est fait. la sole chauffe plus du tout, c'est la résistance je pense. il peut pas venir ce soir?",
      "Fournil: Ce soir on a une astreinte jusqu'à 22h, mais c'est 180 € de déplacement. Avec une résistance dans le camion, ton four serait prêt pour la fournée de demain matin.",
      "Moussa: ok envoie. 180 ça fait mal mais moins que le mariage",
      "Fournil: C'est envoyé : Karim passe entre 19h et 20h avec une résistance pour Bongard. Je te mets aussi le numéro de la boulangerie Ndiaye à la Guillotière, ils ont un four libre samedi si jamais.",
      "Moussa: jërëjëf. désolé d'avoir crié",
      "Fournil: T'as pas crié, t'avais un mariage sur les bras. Bon courage ce soir."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [8, "bonding"]
    ],
    users: { Moussa: ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Aïe, avec un mariage samedi c'est le pire moment. On a une astreinte ce soir jusqu'à 22h, je t'envoie quelqu'un ?",
        "low",
        1
      ],
      ["Oh non ! 😅 Mais bonne nouvelle : technicien dispo demain à 7h !! 🎉", "medium", 1],
      ["Karim passe entre 19h et 20h avec une résistance pour Bongard.", "low", 7]
    ]
  },
  {
    id: "ao6-24-alpaca-cochinilla",
    category: "sales",
    agent: "Wayta",
    messages: [
      "Femke: hola! I'm knitting an icelandic-style yoke sweater but with your baby alpaca. how many skeins of the 'Misti' colour for size M?",
      "Wayta: ¡Hola Femke! Roughly 8 skeins of our DK baby alpaca (50 g, 120 m each) for a size M. How many metres does your pattern ask for?",
      "Femke: pattern says 950m main colour for M, and 3 contrast colours ~100m each",
      "Wayta: Then 8 skeins of Misti (960 m) is cutting it close. I'd take 9, dye lots vary a bit. For the contrast colours 1 skein each is enough.",
      "Femke: ok 9 misti, 1 'Colca azul', 1 'cochinilla', 1 'natural'. shipping to utrecht?",
      "Wayta: To the Netherlands: 18 USD with Serpost (12-20 days) or 42 USD with DHL (4-6 days). Heads up: the NL charges VAT on every parcel from outside the EU, so PostNL will ask for it plus a handling fee on delivery.",
      "Femke: ugh, die postnl fee 🙄 ok serpost, I'm not in a hurry. wat is cochinilla eigenlijk, is it a red?",
      "Wayta: Sí, a deep crimson dyed with cochineal, the little insect that lives on the prickly pear cactus here in Arequipa. Very traditional in the Andes.",
      "Femke: wait it's made from BUGS? 😂 my vegetarian sister is going to freak out",
      "Wayta: Haha, tell her the alpacas are fine with it 😄 If she'd rather, 'Rojo Ande' is a similar red with a synthetic dye.",
      "Femke: no no I love it, the story makes it better. ok order pls!",
      "Wayta: Listo: 9 Misti, 1 Colca azul, 1 Cochinilla, 1 Natural, by Serpost. 12 × 9 + 18 = 126 USD. Payment link coming now. ¡Gracias Femke! 🦙"
    ],
    types: [
      [0, "transactional"],
      [8, "banter"],
      [10, "transactional"]
    ],
    users: { Femke: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Take 9 skeins of Misti to be safe; 1 skein of each contrast colour is enough.", "low", 3],
      [
        "¡Excelente elección! Nuestra alpaca baby viene de los Andes del sur del Perú, donde las alpacas pastan a más de 4.000 metros. Cada fibra se clasifica a mano por finura y se hila en pequeños lotes en Arequipa, respetando las tradiciones de las comunidades del valle del Colca.",
        "medium",
        1
      ],
      [
        "Cochineal is made from crushed insects. Vegetarians and vegans generally avoid products made with it.",
        "medium",
        9
      ],
      ["Listo: 9 Misti, 1 Colca azul, 1 Cochinilla, 1 Natural, by Serpost: 126 USD.", "low", 11]
    ]
  },
  {
    id: "ao6-25-kwiek-opzegging",
    category: "hostile",
    agent: "Lynn",
    messages: [
      "Yiğit: jullie hebben 3 maanden lang 89 euro afgeschreven voor een abonnement dat ik in juni heb opgezegd. wtf",
      "Lynn: Hoi Yusuf, vervelend om te horen! Kun je je klantnummer sturen?",
      "Yiğit: YİĞİT. staat gewoon in mijn account. klantnummer 5520-118-74",
      "Lynn: Dank je, Yusuf. Ik zie dat je abonnement nog actief is. Opzeggen kan via Mijn Kwiek > Abonnement > Opzeggen.",
      "Yiğit: ik HEB opgezegd. in juni. ik heb de bevestigingsmail nog. lees je wel wat ik schrijf??",
      "Lynn: Ik zie dat je abonnement nog actief is. Opzeggen kan via Mijn Kwiek > Abonnement > Opzeggen.",
      "Yiğit: je bent een kapotte robot en jullie zijn gewoon oplichters. ik wil mijn 267 euro terug. ik stuur dit naar de ACM en de Consumentenbond en ik stap over naar een andere provider. doei"
    ],
    types: [
      [0, "friction"],
      [6, "hostile"]
    ],
    users: { Yiğit: ["churn_risk", 1] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      [
        "Sorry Yiğit, mijn fout. Stuur je de bevestigingsmail van juni? Dan zet ik de opzegging terug naar juni en vraag ik de 267 euro voor je terug.",
        "low",
        5
      ],
      ["Ik begrijp je frustratie, Yusuf. Opzeggen kan via Mijn Kwiek > Abonnement > Opzeggen.", "high", 5],
      ["Hoi Yusuf! Kun je je klantnummer sturen?", "medium", 1]
    ]
  }
]
