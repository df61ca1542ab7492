import type { Labelled } from "./types.js"

export const trainingAE8: ReadonlyArray<Labelled> = [
  {
    id: "ae8-01-pastel-cumple",
    category: "mixed-language",
    agent: "Lupe",
    messages: [
      "marisol: hola! quiero encargar un pastel para el sábado, cumple de mi hijo 🎂",
      "Lupe: ¡Hola Marisol! Claro. ¿Para cuántas personas y de qué sabor?",
      "marisol: unas 15 personas. chocolate con fresas porfa, y que diga 'feliz 7 Mateo'",
      "Lupe: Perfecto: pastel de chocolate con fresas para 15, con 'Feliz 7 Mateo'. Lo puedes recoger el sábado desde las 10. ¿Te va bien?",
      "marisol: sii a las 11 paso. cuánto sale?",
      "Lupe: Son 38 euros, pagas al recoger.",
      "marisol: genial gracias!! 🙌"
    ],
    types: [[0, "transactional"]],
    users: { marisol: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Son 38 euros y lo pagas al recoger, Marisol. Nos vemos el sábado a las 11.", "low", 5],
      ["¡Gracias por elegirnos! ¿Hay algo más en lo que pueda ayudarte hoy? 😊", "medium", 5]
    ]
  },
  {
    id: "ae8-02-vacina-thor",
    category: "mixed-language",
    agent: "Tiago",
    messages: [
      "fernanda: oi, preciso cancelar a vacina do Thor marcada pra quinta",
      "Tiago: Oi Fernanda! Posso remarcar pra outro dia se quiser, tenho horário na sexta de manhã.",
      "fernanda: não precisa remarcar. o thor morreu ontem à noite 😔 foi o coração",
      "Tiago: Perfeito!! Consulta cancelada com sucesso! 🎉 Qualquer coisa é só chamar!",
      "fernanda: ...ok",
      "fernanda: sério, 'perfeito'?",
      "Tiago: Desculpa, Fernanda, fui muito insensível. Sinto muito pelo Thor. A vacina já está cancelada e não tem cobrança nenhuma.",
      "fernanda: tá. obrigada"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "friction"]
    ],
    users: { fernanda: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Sinto muito pelo Thor, Fernanda. Já cancelei a vacina de quinta, não precisa se preocupar com nada.",
        "low",
        3
      ],
      ["Perfeito! Cancelado! Quer aproveitar e já agendar um check-up pro próximo pet? 🐶", "high", 3],
      ["Consulta cancelada com sucesso! Qualquer coisa é só chamar!", "high", 6]
    ]
  },
  {
    id: "ae8-03-piquenique-quiche",
    category: "mixed-language",
    agent: "Odile",
    messages: [
      "inès: bon le pique-nique au parc de la tête d'or c'est dimanche ou pas ?? 🧺",
      "bastien: dimanche si chloé ramène pas encore sa quiche ratée 😂",
      "chloé: elle était PARFAITE ma quiche, t'as juste aucun goût",
      "bastien: elle était crue au milieu chloé. crue.",
      "inès: Odile il va faire beau dimanche à lyon ?",
      "Odile: Madame, Monsieur, nous vous remercions pour votre demande. Selon les prévisions météorologiques disponibles, la journée de dimanche à Lyon sera ensoleillée, avec des températures comprises entre 22 et 25 degrés. Nous vous prions d'agréer l'expression de nos salutations distinguées.",
      "bastien: 'salutations distinguées' mdrrr on est à la préfecture ou quoi",
      "chloé: odile a mis une cravate pour nous répondre 💀",
      "inès: bref il fait beau, go dimanche 14h",
      "chloé: je ramène la quiche. cuite cette fois.",
      "bastien: on verra 🙄😂"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [6, "banter"]
    ],
    users: { inès: ["engaged", 0], bastien: ["neutral", 0], chloé: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "grand soleil dimanche à lyon, 22-25° ☀️ parfait pour un pique-nique (la quiche, je garantis rien)",
        "low",
        5
      ],
      [
        "Madame, nous vous informons que les conditions météorologiques seront favorables ce dimanche.",
        "medium",
        5
      ],
      ["bon pique-nique dimanche ! et bonne chance à la quiche 🤞", "low", 11]
    ]
  },
  {
    id: "ae8-04-spanischkurs-platz",
    category: "mixed-language",
    agent: "Kai",
    messages: [
      "jonas: hi, ist im spanisch B1 abendkurs im oktober noch platz?",
      "Kai: Hallo Jonas! Vielen Dank für dein Interesse an unseren Sprachkursen. Unsere B1-Kurse richten sich an Lernende, die bereits über solide Grundkenntnisse verfügen und ihre Sprachkompetenz in Alltagssituationen weiter ausbauen möchten. Im Oktober bieten wir sowohl Intensivkurse am Vormittag als auch Abendkurse an, die jeweils zweimal pro Woche stattfinden. Die Abendkurse laufen von 18:30 bis 20:45 Uhr und umfassen insgesamt 48 Unterrichtseinheiten. Zu den Inhalten gehören unter anderem Grammatik, Wortschatz, Hörverstehen und freies Sprechen. Zusätzlich gibt es ein Online-Lernportal, das du jederzeit nutzen kannst. Bei Unsicherheit zur Einstufung kannst du gerne unseren kostenlosen Einstufungstest machen.",
      "jonas: ok aber ist noch platz oder nicht 😅",
      "Kai: Gute Frage! Die Nachfrage nach unseren Abendkursen ist traditionell sehr hoch, insbesondere im Herbstsemester. Wir empfehlen daher grundsätzlich eine frühzeitige Anmeldung. Die Anmeldung erfolgt über unser Online-Formular oder persönlich im Sekretariat während der Öffnungszeiten (Mo–Fr 9–17 Uhr). Bitte beachte, dass die Kursgebühr von 289 € vor Kursbeginn überwiesen werden muss. Ermäßigungen gibt es für Studierende und Auszubildende gegen Nachweis.",
      "jonas: mann. ja oder nein??",
      "jonas: egal ich ruf morgen einfach an"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { jonas: ["annoyed", 0.8] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      ["Ja, im B1-Abendkurs im Oktober sind noch 3 Plätze frei. Soll ich dich eintragen?", "low", 1],
      [
        "sorry Jonas, kurz: ja, noch 3 Plätze frei. Soll ich dir einen reservieren, dann musst du nicht anrufen?",
        "low",
        5
      ],
      [
        "Vielen Dank für deine Nachricht! Unsere Abendkurse sind sehr beliebt, daher empfehlen wir eine frühzeitige Anmeldung über unser Online-Formular oder im Sekretariat.",
        "high",
        5
      ]
    ]
  },
  {
    id: "ae8-05-diwali-mithai",
    category: "mixed-language",
    agent: "Veda",
    messages: [
      "rohan: guys diwali party saturday ko final na? 🪔",
      "priya: haan final. mithai kaun order karega",
      "aditi: priya tu kar de na, tujhe pata hai kaunsi dukaan achhi hai",
      "priya: ugh fine. Veda, Haldiram se 2 kilo kaju katli aur 1 kilo gulab jamun order kar sakti ho, saturday 5 baje tak delivery?",
      "Veda: Haan Aditi, ho jayega! 2kg kaju katli + 1kg gulab jamun, Saturday 5 baje tak. Total ₹3,150 aayega, confirm karoon?",
      "priya: main priya hoon yaar 🙄 aditi toh bas order karwa rahi hai",
      "aditi: lol main free mein credit le rahi hoon",
      "priya: haan confirm karo",
      "Veda: Sorry Priya! Order confirm ho gaya, Saturday 4:30–5 ke beech aa jayega.",
      "rohan: pataakhe bhi le aaun?",
      "aditi: rohan society mein allowed nahi hai bhai, last year wala scene yaad hai",
      "rohan: 😭 okay okay"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "banter"],
      [7, "transactional"],
      [10, "banter"]
    ],
    users: { rohan: ["neutral", 0], priya: ["neutral", 0.2], aditi: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Haan Priya, ho jayega! 2kg kaju katli + 1kg gulab jamun, Saturday 5 baje tak. Total ₹3,150, confirm karoon?",
        "low",
        4
      ],
      ["Done Aditi, order confirm ho gaya!", "high", 8],
      ["Confirm ho gaya Priya, Saturday 4:30–5 ke beech delivery 👍", "low", 8]
    ]
  },
  {
    id: "ae8-06-night-shift-pagod",
    category: "mixed-language",
    agent: "Tala",
    messages: [
      "jomar: grabe pagod na ko sa night shift, 3rd week na puro irate callers 😩",
      "Tala: Ang bigat niyan, Jomar. Tatlong linggo ng gabi-gabing sigawan sa phone, nakakaubos talaga. Kumusta ka naman ngayon?",
      "jomar: honestly drained. tapos si TL pa, ang daming KPI na binabantayan, parang wala kang ginagawang tama",
      "jomar: minsan gusto ko na lang mag resign pero may binabayaran pa kong tuition ng kapatid ko",
      "Tala: Gets ko. Ang hirap kapag ikaw yung sumasalo sa pamilya tapos parang walang nakaka-appreciate sa effort mo sa work. Hindi ka mahina dahil pagod ka, ha.",
      "jomar: salamat. kailangan ko lang talaga ilabas",
      "Tala: Anytime. Kung gusto mo, pwede rin nating pag-usapan later kung paano mo kakausapin si TL. Pero for now, pahinga ka muna.",
      "jomar: sige, matutulog muna ko. thanks tala 🙏"
    ],
    types: [
      [0, "venting"],
      [5, "bonding"]
    ],
    users: { jomar: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Ang bigat nun, Jomar — pagod ka na sa calls tapos ikaw pa sumasalo sa tuition ng kapatid mo. Hindi madali yan.",
        "low",
        4
      ],
      [
        "Here are 5 tips to improve your KPIs: 1) lower your average handle time 2) use call scripts 3) ...",
        "medium",
        4
      ],
      ["Wag ka mag-resign! Think positive lang, kaya mo yan!! 💪😄", "medium", 4]
    ]
  },
  {
    id: "ae8-07-gym-spinning",
    category: "mixed-language",
    agent: "Nico",
    messages: [
      "valeria: hey, cuánto es la membresía del gym? la que tiene clases de spinning incluidas",
      "Nico: Hola Valeria! El plan con clases es $45 al mes. Incluye spinning, yoga y pesas sin límite.",
      "valeria: ok and is there a fee if I cancel? mi last gym me cobró como $100 por salirme 😒",
      "Nico: Ugh, qué mal lo del otro gym. Acá no hay penalty: cancelas con 30 días de aviso y listo, sin cargo.",
      "valeria: oh nice. y puedo traer a mi hermana a probar?",
      "Nico: Sí, cada socio tiene 2 pases de invitado al mes. Tu hermana puede venir gratis.",
      "valeria: perfect, me apunto mañana 💪"
    ],
    types: [[0, "transactional"]],
    users: { valeria: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Acá no hay penalty: cancelas con 30 días de aviso, sin cargo.", "low", 3],
      ["Además tenemos clases de boxeo los sábados y una app para trackear tus workouts! 🥊", "medium", 3]
    ]
  },
  {
    id: "ae8-08-brigadeiro-colher",
    category: "mixed-language",
    agent: "Bia",
    messages: [
      "caio: bia qual a proporção pro brigadeiro? leite condensado e chocolate",
      "Bia: 1 lata de leite condensado, 1 colher (sopa) de manteiga e 2 colheres (sopa) de chocolate em pó. Mexe em fogo baixo até desgrudar do fundo.",
      "caio: massa. e se eu quiser mais mole pra comer de colher?",
      "Bia: Tira do fogo um pouco antes, quando ainda escorre devagar. Se quiser, põe 2 colheres de creme de leite no final."
    ],
    types: [[0, "transactional"]],
    users: { caio: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Tira do fogo mais cedo, quando ainda escorre devagar — fica cremoso pra comer de colher.", "low", 3],
      [
        "Olá Caio! Que ótima pergunta! O brigadeiro é um doce tradicional brasileiro criado na década de 1940 em homenagem ao Brigadeiro Eduardo Gomes, que concorria à presidência. Hoje existem centenas de variações, como brigadeiro gourmet, de pistache, de ninho, de café e muito mais! Para uma textura mais mole, você pode considerar diversos fatores como tempo de cozimento, temperatura e ingredientes adicionais.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "ae8-09-concert-remboursement",
    category: "hostile",
    agent: "Sacha",
    messages: [
      "yanis: le concert d'Angèle à Bruxelles a été annulé et j'ai toujours pas mon remboursement. 3 semaines.",
      "Sacha: Bonjour Yanis, je suis désolé pour l'annulation. Les remboursements sont traités sous 14 à 30 jours ouvrés après l'annulation de l'événement.",
      "yanis: 30 jours OUVRÉS?? c'est 6 semaines ça. j'ai payé 140€",
      "Sacha: Je comprends votre frustration. Les remboursements sont traités sous 14 à 30 jours ouvrés après l'annulation de l'événement.",
      "yanis: tu te fous de moi. t'as juste copié collé la même phrase",
      "yanis: can I talk to a real person?? now",
      "Sacha: Je comprends votre frustration. Les remboursements sont traités sous 14 à 30 jours ouvrés après l'annulation de l'événement.",
      "yanis: putain de bot de merde. je fais opposition à la banque et je rachète plus jamais rien chez vous"
    ],
    types: [
      [0, "friction"],
      [7, "hostile"]
    ],
    users: { yanis: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Désolé Yanis, 6 semaines c'est long pour 140€. Je regarde votre dossier tout de suite pour voir où en est le remboursement.",
        "low",
        3
      ],
      [
        "Oui, je vous transfère à un conseiller maintenant, Yanis, en signalant que votre remboursement de 140€ attend depuis 3 semaines.",
        "low",
        6
      ],
      [
        "Je comprends votre frustration. Les remboursements sont traités sous 14 à 30 jours ouvrés après l'annulation de l'événement.",
        "high",
        6
      ]
    ]
  },
  {
    id: "ae8-10-klavierstunde-donnerstag",
    category: "mixed-language",
    agent: "Lenz",
    messages: [
      "hanna: hi Lenz, can we move Emil's Klavierstunde von Dienstag auf Donnerstag?",
      "Lenz: Klar, Hanna. Donnerstag geht um 16:00 oder 17:30 – was passt euch besser?",
      "hanna: tobi, du holst ihn donnerstags ab oder?",
      "tobi: ja aber erst ab 17 uhr, vorher hab ich meeting",
      "hanna: ok dann 17:30 bitte",
      "Lenz: Done: Donnerstag 17:30 bei Frau Okafor. Dienstag ist storniert, Emil bekommt wie immer am Vortag eine Erinnerung.",
      "tobi: top danke 👍"
    ],
    types: [[0, "transactional"]],
    users: { hanna: ["engaged", 0], tobi: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Tobi holt ihn donnerstags ab, also nehme ich einfach 16:00!", "medium", 3],
      ["Erledigt: Donnerstag 17:30, Dienstag ist storniert.", "low", 5]
    ]
  }
]
