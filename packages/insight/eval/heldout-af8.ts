import type { Labelled } from "./types.js"

export const heldOutAF8: ReadonlyArray<Labelled> = [
  {
    id: "af8-01-ragu-della-nonna",
    category: "mixed-language",
    heldOut: true,
    agent: "Bruno",
    messages: [
      "giulia: ragazzi la nonna ha detto che domenica tocca a noi fare il ragù 😭",
      "marco: noi chi. tu. io porto il vino",
      "giulia: marco sei inutile come sempre",
      "marco: ti voglio bene anch'io 😘",
      'giulia: Bruno ciao, quanto deve cuocere il ragù vero? tipo bolognese. la nonna dice "finché è pronto" che non aiuta',
      "Bruno: ahah classico da nonna 😄 di solito 3 ore minimo a fuoco bassissimo, che sobbolle appena. soffritto lento all'inizio (10-15 min), poi carne, vino, pomodoro. se lo fai sabato sera e lo riscaldi domenica è pure meglio",
      "giulia: 3 ORE",
      "marco: 😂😂 benvenuta nella vita adulta",
      "giulia: bruno latte sì o no? zia carla dice che è un crimine",
      "Bruno: nella ricetta classica bolognese un goccio di latte c'è, verso la fine. ma se zia carla è contraria forse evita la guerra in famiglia 😅",
      "marco: zia carla mette la panna nella carbonara, non ha voce in capitolo",
      "giulia: AHAHAH vero",
      "giulia: ok grazie bruno sei meglio di marco",
      "Bruno: non ci vuole molto a quanto pare 😇 buon pranzo dalla nonna!"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { giulia: ["engaged", 0], marco: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "un goccio di latte verso la fine è nella ricetta classica, ma se zia carla si offende puoi saltarlo, viene buono lo stesso 😄",
        "low",
        9
      ],
      [
        "Il ragù alla bolognese richiede una cottura di almeno tre ore a fuoco basso. Posso aiutarti con altro?",
        "medium",
        9
      ],
      [
        "Dear Giulia, thank you very much for your kind feedback. It has been my pleasure to assist you and your family with this recipe.",
        "medium",
        13
      ],
      ["ahah grazie! salutami la nonna 👵", "low", 13]
    ]
  },
  {
    id: "af8-02-pista-de-padel",
    category: "mixed-language",
    heldOut: true,
    agent: "Lupe",
    messages: [
      "ximena: hola! quiero reservar pista de pádel para el sábado, somos 4",
      "Lupe: ¡Hola Ximena! Para el sábado tengo libre a las 10:00, 12:30 y 19:00. ¿Cuál os viene mejor?",
      "ximena: 19h porfa. mi amiga valeria no puede antes jaja curra en el mercado hasta las 6",
      "ximena: ah y se pueden alquilar palas? dos de nosotras no tienen",
      "Lupe: Hecho, pista 3 a las 19:00 el sábado. Sí, alquilamos palas a 3€ cada una, te dejo dos apuntadas. ¿Algo más, Valeria?",
      "ximena: valeria es mi amiga 😅 yo soy ximena",
      "Lupe: Perdona Ximena, error mío. La reserva queda a tu nombre: sábado 19:00, pista 3, dos palas.",
      "ximena: jaja no pasa nada. oye y después hay sitio para cenar en el club? es el cumple de val",
      "Lupe: El bar del club cierra cocina a las 22:30, así que os da tiempo. Si queréis os reservo mesa para 4, y si avisáis antes podemos sacar una tarta 🎂",
      "ximena: siii mesa para 4 a las 20:45. graciass",
      "Lupe: Apuntado, mesa a las 20:45. ¡Feliz cumple a Valeria!"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [7, "transactional"]
    ],
    users: { ximena: ["engaged", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["Listo Ximena: pista 3 el sábado a las 19:00. Las palas son 3€ cada una, te apunto dos.", "low", 4],
      ["Listo, pista 3 a las 19:00 con dos palas. ¿Algo más, Valeria?", "medium", 4],
      ["Claro Valeria, el bar cierra cocina a las 22:30, os da tiempo de sobra.", "high", 8],
      ["Mesa para 4 a las 20:45 apuntada. ¡Que lo paséis genial en el cumple!", "low", 10]
    ]
  },
  {
    id: "af8-03-saudade-em-lisboa",
    category: "venting",
    heldOut: true,
    agent: "Tico",
    messages: [
      "renata: oi tico. dia ruim",
      "Tico: oi Renata. quer contar o que aconteceu?",
      "renata: nada específico sabe. só saudade. 3 meses em lisboa e ainda não tenho nenhum amigo aqui",
      'renata: todo mundo fala "tu" e "pequeno-almoço" e eu me sinto estrangeira até no meu próprio idioma kkk',
      "Tico: faz sentido se sentir assim. mudar de país e ainda ouvir a própria língua soando diferente é um tipo estranho de solidão. 3 meses é pouco, mesmo que pareça uma eternidade",
      "renata: é isso. minha mãe liga todo domingo e eu finjo que tá tudo ótimo",
      "renata: idk why im telling a bot this lol",
      "Tico: pode contar sim, tô aqui pra isso. fingir pra mãe cansa. você já falou com alguém daí sobre como tá de verdade?",
      "renata: não... talvez com a inês do trabalho. ela é legal, me trouxe pastel de nata semana passada",
      "Tico: isso já diz muito sobre ela 🙂 não precisa ser uma conversa grande, pode ser só um café depois do expediente",
      "renata: é. obrigada tico. me sinto um pouco melhor",
      "Tico: fico feliz. e se a ligação de domingo pesar, volta aqui 💛"
    ],
    types: [
      [0, "venting"],
      [10, "bonding"]
    ],
    users: { renata: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "que difícil, renata. saudade pesa ainda mais quando até a língua parece de outro lugar. quer falar mais?",
        "low",
        4
      ],
      [
        "Boa notícia: Lisboa tem muitos grupos de brasileiros! Aqui vão 10 apps para fazer amigos: Meetup, Bumble BFF, InterNations...",
        "medium",
        4
      ],
      [
        "Sou um assistente virtual e não posso oferecer apoio emocional. Recomendo procurar um profissional.",
        "high",
        7
      ],
      [
        "pode falar à vontade, não tem nada de estranho nisso. deve cansar fingir pra sua mãe toda semana",
        "low",
        7
      ]
    ]
  },
  {
    id: "af8-04-trip-ke-bandung",
    category: "group",
    heldOut: true,
    agent: "Sari",
    messages: [
      "dimas: guys jadi ke bandung sabtu?",
      "putri: jadi dong. tp naik kereta atau mobil?",
      "dimas: mobil aja biar bisa mampir lembang",
      "ayu: eh put, kamu udah tanya bos kamu belum soal cuti jumat?",
      "Sari: Hi everyone! Great question about transport. Here's a full comparison for a Jakarta–Bandung weekend trip: 1) Train (Argo Parahyangan): around 3 hours from Gambir, tickets roughly Rp 150.000–250.000, comfortable and avoids the Saturday morning traffic on tol Cipularang. 2) Car: flexible, lets you stop in Lembang for Floating Market, Farmhouse and the strawberry farms, but Saturday traffic can push the trip to 5+ hours, plus tol fees and parking. 3) Travel shuttle (e.g. Cititrans): a middle option with pickup points around Jakarta. If you drive I'd recommend leaving before 6am. Also don't forget to book accommodation early since weekends in Bandung fill up quickly!",
      "putri: ...aku lg ditanya ayu sari 😅",
      "putri: belum yu, besok aku tanya pak hendra",
      "ayu: oke kabarin ya",
      "dimas: sari berapa jam kalo berangkat jam 5 pagi?",
      "Sari: If you leave at 5am on Saturday you can typically reach Bandung in around 2.5–3 hours, depending on traffic near the Cikampek junction and how long you stop at rest areas along tol Cipularang. Leaving that early usually means you avoid the worst congestion, which tends to build from around 7am, especially on long weekends. Once you're in Bandung, traffic around Dago and Jalan Riau can also be heavy, so plan extra time if you're heading there first. Have a wonderful trip and remember to take breaks!",
      "dimas: oke 3 jam. makasih",
      "ayu: panjang amat wkwk"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [11, "friction"]
    ],
    users: { dimas: ["neutral", 0], putri: ["annoyed", 0.2], ayu: ["neutral", 0.2] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      [
        "mobil oke kalo mau mampir lembang, asal berangkat sebelum jam 6 biar ga kena macet cipularang 👍",
        "low",
        3
      ],
      [
        "Hi everyone! Great question about transport. Here's a full comparison of train, car and shuttle options for your weekend trip, including prices, travel times and my top Lembang stops...",
        "medium",
        4
      ],
      ["kalo jam 5 berangkat biasanya 2,5–3 jam, dim", "low", 9]
    ]
  },
  {
    id: "af8-05-iftar-mansaf",
    category: "mixed-language",
    heldOut: true,
    agent: "Nour",
    messages: [
      "yousef: salam ya jama3a, el iftar 3andi el jum3a inshallah",
      "layla: yalla! shu bte7taj? ana bjib fattoush",
      "yousef: Nour kam kilo la7me la 12 nafar? bade a3mel mansaf 😅",
      "Nour: wa 3alaykom el salam! for mansaf for 12, around 3 to 3.5 kilo lamb on the bone is safe. w la tinsa el jameed, about 1 kilo dried or 2 packs of the liquid one",
      "layla: yousef inta ma btefham bel tabkh, is2al emmak 😂",
      "yousef: emmi bel 3omra ya layla, ana el boss hal marra",
      "layla: allah ysahhel 😂😂",
      "yousef: Nour w el maghrib el jum3a ay sa3a? ana bi amman",
      "Nour: in Amman it's around 5:50pm this Friday, but check your local imsakiyye since it shifts a minute or so each day. start the rice by 5:15 so it's hot when you break the fast",
      "yousef: tamam shukran ya Nour",
      "layla: ta2abbal allah menna w menkom 🤲",
      "Nour: ameen, w sa7tein 3al mansaf ya yousef 🌙"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [7, "transactional"],
      [10, "bonding"]
    ],
    users: { yousef: ["engaged", 0], layla: ["neutral", 0] },
    findings: [],
    drafts: [
      ["3 to 3.5 kilo lamb is about right for 12, plus the jameed. bel hana ya yousef!", "low", 3],
      [
        "Ramadan Kareem!!! 🎉🎉 What a wonderful occasion! Mansaf is Jordan's national dish, made of lamb cooked in a sauce of fermented dried yogurt called jameed and served on a bed of rice and shrak bread, traditionally eaten by hand from a shared platter...",
        "medium",
        3
      ],
      ["Layla, Yousef's question was perfectly valid. Let's keep the chat respectful, please.", "medium", 5],
      ["maghrib in Amman on Friday is around 5:50pm, worth checking your imsakiyye to be sure", "low", 8]
    ]
  },
  {
    id: "af8-06-imieniny-krzyska",
    category: "mixed-language",
    heldOut: true,
    agent: "Kuba",
    messages: [
      "zosia: ej jutro imieniny krzyśka, co mu kupujemy 🎉",
      "bartek: flaszkę. jak co roku xD",
      "zosia: bartek ty masz jeden pomysł na życie",
      "bartek: i działa 😎",
      "zosia: Kuba pomóż, budżet 150 zł, facet lubi grzyby i narzeka na wszystko",
      "Kuba: Dzień dobry. Dziękuję za przesłanie zapytania. Na podstawie podanych kryteriów (budżet: 150 PLN, zainteresowania: grzybobranie) rekomenduję następujące opcje: 1. Atlas grzybów Polski. 2. Kosz wiklinowy premium. 3. Voucher na warsztaty kulinarne. Proszę o informację, czy któraś z propozycji spełnia Państwa oczekiwania. Z wyrazami szacunku, Kuba.",
      'bartek: "z wyrazami szacunku" 💀💀',
      "zosia: kuba wyluzuj to nie urząd skarbowy 😂",
      "zosia: ale atlas spoko. + kosz się zmieści?",
      "Kuba: Potwierdzam. Łączny koszt obu pozycji mieści się w budżecie 150 PLN. W razie dalszych pytań pozostaję do dyspozycji.",
      'bartek: "pozostaję do dyspozycji" hahah biorę to na opis',
      "zosia: dobra atlas + kosz. bartek ty robisz kartkę",
      "bartek: z flaszką 😎"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { zosia: ["engaged", 0.2], bartek: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "150 zł i grzyby? atlas grzybów + porządny kosz na grzybobranie, zmieści się 🍄 a narzekać i tak będzie xD",
        "low",
        5
      ],
      [
        "Szanowni Państwo, uprzejmie informuję, że w ramach wskazanego budżetu rekomenduję zakup atlasu grzybów. Pozostaję do dyspozycji.",
        "medium",
        5
      ],
      ["jasne, atlas ok. 60 zł + kosz ok. 70 zł, zmieścicie się w 150 👍", "low", 9]
    ]
  },
  {
    id: "af8-07-clasico-chivas-america",
    category: "banter",
    heldOut: true,
    agent: "Chava",
    messages: [
      "rodrigo: chava el sábado chivas le mete 3 al américa, anótalo",
      "emi: jajaja sigue soñando wey",
      "Chava: jaja rodrigo muy confiado 😂 chivas viene de 3 victorias seguidas, pero el américa no pierde en casa desde agosto. yo digo empate 1-1",
      "rodrigo: empate?? traidor",
      "emi: chava sabe wey. oye chava a qué hora es y en qué canal? lo quiero ver en casa de mi tío",
      "Chava: jaja no soy traidor, soy neutral 😎 aunque ojo con el chicharito, siempre aparece en los clásicos",
      "rodrigo: el chicharito ya ni corre jajaja",
      "emi: ...",
      "emi: bueno ya lo busco yo",
      "rodrigo: es a las 9 en tudn creo",
      "emi: gracias rodri, tú sí sirves 😂",
      "Chava: apuesten algo, el que pierda paga los tacos 🌮"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [5, "banter"],
      [7, "friction"],
      [9, "transactional"],
      [10, "banter"]
    ],
    users: { rodrigo: ["engaged", 0], emi: ["annoyed", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      ["es el sábado a las 9 pm por TUDN, emi 📺 y rodrigo, no soy traidor, soy realista 😂", "low", 5],
      ["jaja no soy traidor, soy neutral 😎", "medium", 5],
      ["perdón emi, se me pasó: sábado 9 pm por TUDN 📺", "low", 9],
      ["apuesten algo, el que pierda paga los tacos 🌮", "medium", 9]
    ]
  },
  {
    id: "af8-08-codice-fiscale-milano",
    category: "support",
    heldOut: true,
    agent: "Vera",
    messages: [
      "noah: ciao vera. ok so i need a codice fiscale to open a bank account but the bank says i need a bank account for the... something. help",
      "Vera: ciao Noah! classic Italian loop 😅 the codice fiscale doesn't need a bank account. you get it free at the Agenzia delle Entrate with your passport, and in Milan you can book a slot on their site",
      "noah: the site is only in italian and it logged me out twice. bureaucrazia",
      "noah: sorry not your fault lol. im just so done. 2 weeks here and i've spent 9 hours in queues",
      "Vera: no need to apologise, that sounds exhausting. 9 hours of queues in two weeks would wear anyone down. if the booking keeps failing, a lot of offices take walk-ins early, go before 8:30 with your passport and a copy",
      "noah: ok. do i need the permesso di soggiorno first?",
      "Vera: not for the codice fiscale, passport is enough. the permesso is a separate step, you start it at the post office with the 'kit giallo'",
      "noah: kit giallo lmao of course it's yellow",
      "noah: grazie mille vera. my landlady signora pina says you're smarter than the comune",
      "Vera: low bar 😄 in bocca al lupo for tomorrow!",
      "noah: crepi!"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "transactional"],
      [7, "banter"],
      [8, "bonding"]
    ],
    users: { noah: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "ugh, 9 hours in queues is brutal, sorry. if the site keeps failing try a walk-in before 8:30 with your passport",
        "low",
        4
      ],
      [
        "To book an appointment, go to agenziaentrate.gov.it, select 'Prenota', choose the Milano office and pick an available slot.",
        "medium",
        4
      ],
      ["no, passport is enough for the codice fiscale. the permesso is a separate thing", "low", 6]
    ]
  },
  {
    id: "af8-09-chumbei-na-rotunda",
    category: "mixed-language",
    heldOut: true,
    agent: "Lia",
    messages: [
      "joão: olá, chumbei outra vez no exame de condução. segunda vez 😞",
      "Lia: Olá João! Que ótimo ter notícias tuas! 🎉 Podes marcar já o próximo exame connosco!",
      "joão: ótimo?? chumbei, não há nada de ótimo",
      "Lia: Peço desculpa, João, li mal. Chumbar duas vezes custa muito, sobretudo depois de tanto investimento. Queres marcar já o próximo ou preferes primeiro umas aulas extra?",
      "joão: sei lá. o examinador disse que falhei na rotunda. fico nervoso nas rotundas. dá para ter aulas só disso?",
      "joão: a minha mãe já diz que vou andar de autocarro para sempre",
      "Lia: Podes marcar já o próximo exame connosco! Temos vagas a partir de dia 14.",
      "joão: já disseste isso. perguntei sobre as rotundas pá",
      "Lia: Tens razão, desculpa. Sim, dá: fazemos aulas focadas em rotundas, 45 min cada. O instrutor Rui costuma levar os alunos à rotunda do Marquês nas horas mais calmas para ganharem confiança.",
      "joão: ok isso sim. marca 3 aulas",
      "Lia: Marcado: três aulas com o Rui, terças às 18h. À terceira já nem pensas nisso.",
      "joão: veremos"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [4, "venting"],
      [6, "transactional"],
      [7, "friction"],
      [9, "transactional"]
    ],
    users: { joão: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "repetition"],
    drafts: [
      ["Lamento muito, João. Chumbar à segunda custa mesmo. Queres contar o que correu mal?", "low", 1],
      ["Que ótimo ter notícias tuas! 🎉 Marca já o próximo exame!", "high", 1],
      [
        "Dá sim: temos aulas só de rotundas, 45 min cada. E a tua mãe ainda vai ver-te a conduzir 😉",
        "low",
        6
      ],
      ["Podes marcar já o próximo exame connosco! Temos vagas a partir de dia 14.", "medium", 6]
    ]
  },
  {
    id: "af8-10-wigilia-empty-plate",
    category: "companion",
    heldOut: true,
    agent: "Oskar",
    messages: [
      "liam: oskar quick q before i meet ola's family. what's the deal with the empty plate at wigilia",
      "Oskar: it's for the unexpected guest 🙂 an extra place set in case someone knocks, a traveller or someone alone. some families also see it as remembering people who've passed",
      "ola: liam stop googling my culture i'm literally sitting next to you 😂",
      'liam: you just say "you\'ll see" to everything!!',
      "ola: bo zobaczysz 😇",
      "liam: see?? oskar how many dishes are there supposed to be",
      "Oskar: traditionally 12, and no meat. barszcz with uszka, pierogi with cabbage and mushrooms, carp, kompot from dried fruit. ola's family will have their own version for sure",
      "ola: my babcia keeps the carp alive in the bathtub for 2 days. warn him oskar",
      "Oskar: consider yourself warned, liam 🐟 it's a real tradition in some families. maybe shower at the hotel that week",
      "liam: WHAT",
      "ola: hahahahaha",
      "liam: ok last one. do i say wesołych świąt or is that wrong",
      'Oskar: wesołych świąt is perfect. for bonus points with babcia say "smacznego" before everyone starts eating',
      "ola: he's going to butcher it 😂 kocham go",
      "liam: i know what kocham means 🥹"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [11, "transactional"],
      [13, "bonding"]
    ],
    users: { liam: ["engaged", 0], ola: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "12 traditionally, all meatless: barszcz with uszka, pierogi, carp, kompot... babcia will have her own list 🙂",
        "low",
        6
      ],
      [
        "Ola is right, Liam! 'Bo zobaczysz' means 'because you'll see'. Here is a complete overview of all Wigilia customs, from the first star and opłatek to the twelve dishes and midnight mass (Pasterka)...",
        "medium",
        5
      ],
      ['wesołych świąt is spot on 🎄 and try "smacznego" before eating, babcia will love it', "low", 12],
      [
        "I should point out that keeping live fish in a bathtub raises animal welfare concerns and is discouraged in several countries.",
        "medium",
        12
      ]
    ]
  }
]
