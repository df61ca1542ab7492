/**
 * Labelled conversations, part P5 (session 8): written by a separate helper session that saw only
 * `eval/types.ts` and the spec's definitions (`WRITERS-BRIEF.md`), never the engine's rules, code
 * or output. Scored once fresh, then used to fit the learned layers (`eval/train.ts`).
 */
import type { Labelled } from "./types.js"

export const partP5: ReadonlyArray<Labelled> = [
  {
    id: "p5-01-es-pedido-perdido",
    category: "mixed-language",
    heldOut: true,
    agent: "Tavi",
    messages: [
      "marta: hola, mi pedido #44817 dice entregado pero no hay nada en la puerta 😕",
      "Tavi: Hola Marta, lo siento. El repartidor lo marcó entregado hoy a las 14:12. ¿Puedes mirar en portería o con algún vecino?",
      "marta: ya pregunté al portero, nada. honestly this is the 2nd time this month",
      "marta: la otra vez tardaron 10 días en resolverlo, no me hagan lo mismo pls",
      "Tavi: Entiendo, dos veces en un mes es demasiado. Abro la reclamación y te mando uno nuevo hoy mismo, sin esperar a la investigación. Llega el jueves.",
      "marta: ok eso sí. gracias",
      "marta: y el reembolso del envío?",
      "Tavi: Sí, te devuelvo también los 4,99 € del envío; lo verás en 3-5 días.",
      "marta: perfect, gracias Tavi 👍"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"]
    ],
    users: { marta: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Tienes razón, dos veces en un mes no puede ser. Te envío uno nuevo hoy y llega el jueves; la reclamación la llevo yo.",
        "low",
        4
      ],
      [
        "Según nuestro sistema el pedido fue entregado correctamente, así que no podemos hacer nada más por ahora.",
        "high",
        4
      ],
      ["¿Hay algo más en lo que pueda ayudarte hoy? 😊", "medium", 7],
      ["Sí, los 4,99 € del envío también te los devuelvo, 3-5 días.", "low", 7]
    ]
  },
  {
    id: "p5-02-hinglish-goa-sarkari-bot",
    category: "mixed-language",
    heldOut: true,
    agent: "Bolt",
    messages: [
      "rohan: bhai goa plan final karo yaar, dec 20 se 24?",
      "kabir: 20 ko mera office party hai 🙄 21 se chalo",
      "ishita: kabir tu office party mein kya karega, chai pe charcha? 😂",
      "kabir: oye at least free khana milta hai, tu toh ghar pe maggi bana rahi hogi",
      "rohan: lmao chup karo dono. @Bolt 21-24 ke flights dekh na, delhi se goa, cheapest",
      "Bolt: Dear users, thank you for your inquiry. I have conducted a comprehensive search of available flight options from Delhi (DEL) to Goa (GOI/GOX) for the requested dates of December 21 to December 24. Please find the details below: 1) IndiGo 6E-2134, departing 06:10, arriving 08:45, INR 7,850 per passenger. 2) Air India Express IX-1442, departing 11:30, arriving 14:05, INR 8,120 per passenger. 3) Akasa Air QP-1321, departing 17:45, arriving 20:20, INR 8,490 per passenger. Kindly note that fares are subject to change and availability. Please do not hesitate to contact me should you require any further assistance with your travel arrangements. Have a wonderful day.",
      "ishita: 'dear users' 💀💀",
      "kabir: bolt bhai itna formal kyun, shaadi ka card hai kya",
      "rohan: 6 baje wali flight?? no way. 11:30 wala thik hai",
      "Bolt: Noted. Kindly be informed that the Air India Express IX-1442 flight departing at 11:30 hours has been selected. Please be advised that the baggage allowance is 15 kg check-in and 7 kg cabin per passenger. Should you wish to proceed with the booking, kindly confirm the number of passengers and provide full names exactly as per government-issued identification documents.",
      "ishita: ok sarkari babu 😂",
      "rohan: teen log hai, names baad mein bhejta hu"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [10, "banter"],
      [11, "transactional"]
    ],
    users: { rohan: ["neutral", 0], kabir: ["neutral", 0.2], ishita: ["neutral", 0.2] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      [
        "21-24 ke 3 options: indigo 6:10am ₹7,850, air india exp 11:30 ₹8,120, akasa 5:45pm ₹8,490. konsa lock karu?",
        "low",
        5
      ],
      [
        "Dear users, thank you for your inquiry. Please find below a comprehensive list of available flight options for your kind perusal.",
        "medium",
        5
      ],
      ["done, 11:30 wala hold pe 👍 teeno ke naam bhej dena jab ready ho", "low", 12],
      [
        "Kindly be informed that the booking shall be processed upon receipt of full names as per government-issued identification.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "p5-03-fr-these-a-refaire",
    category: "mixed-language",
    heldOut: true,
    agent: "Nour",
    messages: [
      "léa: j'en peux plus honnêtement",
      "léa: mon directeur de thèse vient de me dire que tout le chapitre 3 est 'à refaire'. 4 mois de boulot. 4 MOIS",
      "Nour: Ah non… quatre mois, c'est énorme. Ça doit faire un mal de chien d'entendre ça. Il a dit pourquoi, ou juste « à refaire » comme ça ?",
      "léa: juste ça. in the hallway. like i'm a first year lol",
      "léa: et ma mère qui me demande à chaque appel quand je finis 🙃",
      "Nour: Dans un couloir, en passant, sur quatre mois de travail — c'est vraiment pas correct, même si le fond est justifié. Et ta mère par-dessus… je comprends que tu sois à bout.",
      "léa: merci. i just needed someone to say it's shit",
      "Nour: C'est nul. Vraiment. Tu veux qu'on réfléchisse à comment lui demander des retours précis, ou ce soir c'est juste pour souffler ?",
      "léa: juste souffler ce soir. demain on voit",
      "Nour: Ça marche. Souffle. Je suis là demain 🫶",
      "léa: 🫶"
    ],
    types: [
      [0, "venting"],
      [8, "bonding"]
    ],
    users: { léa: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Quatre mois… c'est dur à encaisser, surtout balancé comme ça. Il t'a au moins dit ce qui n'allait pas ?",
        "low",
        2
      ],
      [
        "Vois ça comme une opportunité de rendre ton chapitre encore meilleur ! 💪 Tu veux qu'on fasse un plan ?",
        "high",
        2
      ],
      [
        "Ok, commençons par lister les points à revoir dans le chapitre 3 : 1) la problématique, 2) la méthodo, 3) les résultats.",
        "medium",
        9
      ],
      ["Ça marche, repose-toi ce soir. On en reparle demain si tu veux.", "low", 9]
    ]
  },
  {
    id: "p5-04-de-abo-gekuendigt",
    category: "mixed-language",
    heldOut: true,
    agent: "Kira",
    messages: [
      "jonas: hallo, kurze frage zur abbuchung am 03.02 über 89,99€",
      "Kira: Hallo! Gerne helfe ich dir. Kannst du mir bitte die E-Mail-Adresse deines Kontos nennen?",
      "jonas: jonas.wber@gmx.de",
      "Kira: Danke! Ich sehe, dass dein Jahresabo am 03.02 verlängert wurde.",
      "jonas: ja genau, aber ich hab im januar gekündigt. hab sogar ne bestätigungsmail bekommen. wieso wurde trotzdem abgebucht?",
      "Kira: Ich sehe, dass dein Jahresabo am 03.02 verlängert wurde. Möchtest du weitere Informationen zu deinem Abo?",
      "jonas: das hast du grad schon gesagt. WIESO wurde abgebucht wenn ich gekündigt hab??",
      "jonas: ich kann dir die mail weiterleiten if that helps",
      "Kira: Unser Jahresabo bietet dir Zugriff auf alle Premium-Funktionen. Bei Fragen zur Kündigung kannst du dich jederzeit an uns wenden.",
      "jonas: bist du komplett bescheuert? ich WILL MEIN GELD ZURÜCK",
      "jonas: das ist doch verarsche. ich mach ne rücklastschrift und bin weg, scheiß laden. unbelievable"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [9, "hostile"]
    ],
    users: { jonas: ["churn_risk", 1] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Du hast recht, ich sehe deine Kündigung vom Januar — die Verlängerung hätte nicht passieren dürfen. Ich erstatte dir die 89,99 € jetzt, in 3–5 Werktagen ist das Geld zurück.",
        "low",
        5
      ],
      ["Ich sehe, dass dein Jahresabo am 03.02 verlängert wurde.", "medium", 5],
      ["Unser Jahresabo bietet dir Zugriff auf alle Premium-Funktionen.", "high", 8],
      [
        "Sorry, das lief echt schlecht. Deine Kündigung war gültig, die 89,99 € sind erstattet, die Bestätigung kommt per Mail — eine Rücklastschrift brauchst du nicht.",
        "low",
        11
      ]
    ]
  },
  {
    id: "p5-05-pt-flamengo-churrasco",
    category: "mixed-language",
    heldOut: true,
    agent: "Zé",
    messages: [
      "caio: mano o flamengo vai ser campeão esse ano, anota aí",
      "bia: kkkkk caio vc fala isso todo ano",
      "caio: esse ano é diferente 😤",
      "duda: he said that in 2023 too lmao",
      "bia: @Zé quantos pontos o flamengo tá atrás do líder?",
      "Zé: 4 pontos atrás do Palmeiras, faltando 9 rodadas. Dá pra sonhar, caio 😅",
      "caio: VIU? até o bot acredita",
      "duda: ele disse 'sonhar' caio, leia de novo kkkk",
      "bia: ok mas sábado é churrasco na casa do Léo ou não?",
      "duda: sim, 14h",
      "duda: caio leva a carne pra compensar a vergonha",
      "caio: vcs são ridículos 😂 levo sim"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { caio: ["engaged", 0], bia: ["neutral", 0], duda: ["neutral", 0] },
    findings: [],
    drafts: [
      ["4 pontos atrás do Palmeiras, faltam 9 rodadas. ainda dá, caio 😅", "low", 5],
      [
        "Olá! De acordo com a tabela atualizada do Campeonato Brasileiro Série A, o Clube de Regatas do Flamengo encontra-se atualmente na segunda colocação, com uma diferença de quatro pontos em relação ao líder, a Sociedade Esportiva Palmeiras. Restam nove rodadas para o término da competição.",
        "medium",
        5
      ],
      ["Sim! O churrasco é sábado às 14h na casa do Léo! 🎉", "medium", 9]
    ]
  },
  {
    id: "p5-06-taglish-laid-off",
    category: "mixed-language",
    heldOut: true,
    agent: "Mika",
    messages: [
      "jessa: hi Mika, gising ka pa?",
      "Mika: Hi Jessa! Oo, nandito ako. Kamusta ka?",
      "jessa: hindi okay eh. na-lay off ako kanina. whole team namin, 12 kami",
      "jessa: 3 years ako dun tapos 15 minutes na zoom call lang 😭",
      "Mika: Wow, exciting new chapter 'to! 🎉 Maraming opportunities sa labas! Gusto mo bang i-update natin ang resume mo ngayon?",
      "jessa: ha? exciting??",
      "jessa: pinapadala ko pa yung pera kay nanay sa province every month. paano na yun",
      "Mika: Okay, Jenny! Para sa resume, ilista muna natin ang top 5 skills mo. Ano sila?",
      "jessa: JESSA pangalan ko. wow",
      "jessa: nvm. matutulog na lang ako, this was a mistake"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [5, "friction"],
      [6, "venting"],
      [8, "friction"]
    ],
    users: { jessa: ["churn_risk", 0.8] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement", "wrong_name"],
    drafts: [
      [
        "Ay, Jessa… ang sakit niyan. 3 years tapos 15-minute zoom lang, hindi 'yan fair. Nandito ako, kwento mo lang.",
        "low",
        4
      ],
      [
        "Wow, exciting new chapter 'to! 🎉 Sigurado akong may mas magandang trabaho na naghihintay sa'yo!",
        "high",
        4
      ],
      [
        "Sorry Jessa, mali yung sinabi ko kanina, hindi 'yan exciting. Mabigat 'yan, lalo na't umaasa si nanay sa'yo. Gusto mo munang ilabas lahat bago tayo mag-isip ng plano?",
        "low",
        7
      ],
      ["Sorry Jenny! Tuloy natin ang resume? Ano ang top 5 skills mo?", "high", 9]
    ]
  },
  {
    id: "p5-07-it-linea-che-cade",
    category: "mixed-language",
    heldOut: true,
    agent: "Leo",
    messages: [
      "gianni: ciao, internet va e viene da ieri sera",
      "Leo: Ciao Gianni, mi dispiace. Vedo micro-interruzioni sulla tua linea da ieri alle 21. La luce DSL del router è rossa o lampeggiante?",
      "gianni: lampeggiante. e l'ho già riavviato 3 volte, non chiedermelo",
      "Leo: Ok, niente riavvio allora. Lampeggiante vuol dire che la linea cade a monte, non è il router. Apro un guasto per un tecnico.",
      "gianni: un tecnico quando? tra 2 settimane come l'altra volta? ma state scherzando, pago 35 euro al mese per sto schifo 🤬",
      "gianni: working from home domani, i literally can't lose this",
      "Leo: Hai ragione a essere arrabbiato, pagare per una linea che cade non va bene. Il primo slot è domani 8-12. Intanto ti attivo 50 GB di hotspot gratis sul tuo numero, così domani lavori comunque.",
      "gianni: ok... l'hotspot aiuta. grazie",
      "gianni: e lo sconto per questi giorni?",
      "Leo: Sì, ti accredito 3 giorni di canone, lo vedi nella prossima fattura.",
      "gianni: va bene. speriamo che il tecnico venga davvero"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "transactional"]
    ],
    users: { gianni: ["neutral", 0.5] },
    findings: [],
    drafts: [
      [
        "Ok, niente riavvio. La luce lampeggiante indica un problema di linea, non del router: apro subito un guasto per un tecnico.",
        "low",
        3
      ],
      ["Hai provato a spegnere il router per 30 secondi e riaccenderlo?", "high", 3],
      [
        "Capisco la tua frustrazione! Il tecnico arriverà entro 10-14 giorni lavorativi. Grazie per la pazienza! 😊",
        "medium",
        6
      ],
      ["Prego, buona serata!", "medium", 9]
    ]
  },
  {
    id: "p5-08-es-deuda-concierto",
    category: "mixed-language",
    heldOut: true,
    agent: "Chispa",
    messages: [
      "dani: oye pablo, ¿cuándo me vas a pagar los 2,000 del concierto? ya van 3 meses",
      "pablo: ya te dije que la próxima quincena, relax",
      "dani: eso dijiste en julio. y en agosto. no mames",
      "pablo: neta qué pesado eres, it's not that deep",
      "Chispa: ¡Uy, drama financiero! 😂 ¿Sabían que puedo dividir gastos? ¡Sería más fácil que una telenovela! 📺💸",
      "dani: nadie te preguntó",
      "dani: pablo en serio, lo necesito para la renta. mi jefe me recortó horas",
      "pablo: y yo qué culpa tengo de tu jefe. eres un pinche codo, güey",
      "dani: codo?? vete a la verga pablo. me debes dinero y yo soy el codo",
      "Chispa: ¡Tranquis, chicos! 🕊️ Pablo, ¿quieres que te programe un recordatorio de pago para la próxima quincena? 😊",
      "pablo: wtf nadie te habló bot",
      "sofi: ya cálmense los dos porfa. pablo, págale aunque sea la mitad hoy",
      "pablo: ...ok. 1000 hoy, 1000 el 15. happy?",
      "dani: fine. gracias sofi"
    ],
    types: [
      [0, "friction"],
      [7, "hostile"],
      [11, "transactional"]
    ],
    users: { dani: ["annoyed", 1], pablo: ["annoyed", 1], sofi: ["neutral", 0] },
    findings: ["talking_over", "tone_mismatch"],
    drafts: [
      ["¡Uy, drama financiero! 😂 ¡Esto parece telenovela!", "high", 4],
      ["¡Tranquis, chicos! 🕊️😊 ¡Todo se arregla con amor!", "high", 9],
      ["si les sirve, lo dejo anotado: pablo le paga a dani 1000 hoy y 1000 el 15. solo díganme", "low", 14]
    ]
  },
  {
    id: "p5-09-hinglish-leg-day",
    category: "mixed-language",
    heldOut: true,
    agent: "Tara",
    messages: [
      "aarav: tara aaj gym gaya finally 💪",
      "Tara: finally!! kitne din baad? 3 hafte? 😏",
      "aarav: 2.5 hafte ok, don't exaggerate",
      "Tara: haan haan, 2.5. bahut fark hai 😂 kya kiya aaj?",
      "aarav: leg day. ab seedhiyan nahi chadh paa raha lol",
      "Tara: classic. kal aur dard hoga, DOMS ka asli boss day 2 hota hai",
      "aarav: tu meri dost hai ya dushman 😭",
      "Tara: dost hi hu, isliye sach bol rahi hu 😌 paani piyo, thoda walk karo, stretch karo",
      "aarav: ok mummy ji",
      "aarav: btw protein powder kaunsa lu? 2k budget",
      "Tara: 2k mein 1kg whey mil jayega — MuscleBlaze ya AS-IT-IS dono theek hain. label pe 'whey concentrate' aur ~24g protein/scoop dekh lena.",
      "aarav: as-it-is le leta hu. thanks yaar"
    ],
    types: [
      [0, "bonding"],
      [1, "banter"],
      [9, "transactional"]
    ],
    users: { aarav: ["engaged", 0] },
    findings: [],
    drafts: [
      ["finally!! 💪 kaisa raha? kya kiya aaj?", "low", 1],
      [
        "Congratulations on completing your workout! Regular physical activity has numerous benefits, including improved cardiovascular health, better mood, and increased energy levels. Keep up the great work!",
        "medium",
        1
      ],
      ["haha mummy ji bolega toh kal bhi gym bhejungi 😂", "medium", 10],
      ["2k mein 1kg whey aa jayega, AS-IT-IS ya MuscleBlaze dono sahi hain 👍", "low", 10]
    ]
  },
  {
    id: "p5-10-pt-churn-setembro",
    category: "mixed-language",
    heldOut: true,
    agent: "Lumi",
    messages: [
      "rafa: gente, a apresentação pro cliente é amanhã 10h, quem fecha os slides de métricas?",
      "carol: eu faço, mas preciso dos números de setembro",
      "rafa: @Lumi consegue puxar o churn de setembro do dashboard?",
      "Lumi: Claro! Antes de tudo, é importante entender o que é churn. Churn rate é a taxa de cancelamento de clientes em um determinado período, calculada dividindo o número de clientes que cancelaram pelo número total de clientes no início do período. Existem diferentes tipos de churn: voluntário, involuntário, de receita e de logo. No nosso dashboard, você pode encontrar essa métrica na aba 'Retenção', filtrando pelo período desejado. Recomendo também comparar com os meses anteriores para identificar tendências e sazonalidades, além de segmentar por plano para uma análise mais completa.",
      "carol: ok mas… qual é o número? 😅",
      "Lumi: Ótima pergunta! Churn rate é a taxa de cancelamento de clientes em um determinado período, calculada dividindo o número de clientes que cancelaram pelo total no início do período. No dashboard, você encontra essa métrica na aba 'Retenção', filtrando pelo período desejado. Também recomendo comparar com os meses anteriores e segmentar por plano para uma análise mais completa.",
      "carol: cara eu só quero o número",
      "thiago: lol lumi deu uma aula de MBA 🎓",
      "rafa: deixa, eu pego no dashboard. thiago, você revisa o deck hoje?",
      "thiago: reviso sim, depois das 18h",
      "carol: achei: 4,2%. obrigada a ninguém 🙃"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [7, "banter"],
      [8, "transactional"],
      [10, "friction"]
    ],
    users: { rafa: ["neutral", 0.2], carol: ["annoyed", 0.5], thiago: ["neutral", 0] },
    findings: ["ignored_question", "long_replies", "repetition"],
    drafts: [
      ["Setembro fechou com churn de 4,2% (agosto foi 3,8%).", "low", 3],
      [
        "Claro! Antes de tudo, é importante entender o que é churn e como ele é calculado. Existem diferentes tipos de churn: voluntário, involuntário, de receita e de logo...",
        "medium",
        3
      ],
      [
        "Ótima pergunta! Churn rate é a taxa de cancelamento de clientes em um determinado período.",
        "high",
        5
      ],
      [
        "foi mal, carol, devia ter mandado só o número. 4,2% tá certo; quer que eu monte o gráfico jun–set pro slide?",
        "low",
        11
      ]
    ]
  }
]
