import type { Labelled } from "./types.js"

export const trainingAT6: ReadonlyArray<Labelled> = [
  {
    id: "at6-01-almond-hive-rental",
    category: "mixed-language",
    agent: "Zumo",
    messages: [
      "mari: oye Zumo cuantas colmenas nos faltan pa'l contrato de Hughson?? el grower quiere 2 por acre",
      "Zumo: Hughson es 160 acres, entonces 320 colmenas. Tienen 278 listas en el yard, faltan 42.",
      "tavo: 42?? pensé que eran como 20 nomás 😩",
      "mari: no wey, las de la loma se murieron con el frío, acuérdate",
      "tavo: ahh sí. pinche invierno",
      "tavo: Zumo can we borrow from Reyes' outfit? he said he had extras last week",
      "Zumo: Reyes listed 50 extra on the co-op board Tuesday. I can message him to hold 42 — want me to, or would you rather call him yourself?",
      "tavo: mandale msg, he never picks up lol",
      "Zumo: Done, I asked him to hold 42 until Friday and to confirm frame strength (8+ frames, like the contract says).",
      "mari: good call on the frames, last year he sent us some weak ones and the grower almost docked us",
      'tavo: jajaja the inspector with the flashlight 🔦 "this one is a 5 frame señor"',
      "mari: 😂 never again",
      "Zumo: 😄 that's why the 8-frame minimum is in writing this time. Drop-off window at Hughson is Feb 8-10, nights only.",
      "mari: perfecto gracias Zumo",
      "tavo: 👍"
    ],
    types: [
      [0, "transactional"],
      [10, "banter"],
      [12, "transactional"]
    ],
    users: { mari: ["engaged", 0], tavo: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Listo — le escribí a Reyes que aparte 42 hasta el viernes, 8+ frames como dice el contrato.",
        "low",
        8
      ],
      [
        "Estimado Sr. Tavo, le informamos que su solicitud ha sido procesada de manera satisfactoria. Quedamos a sus órdenes para cualquier consulta adicional.",
        "medium",
        8
      ],
      [
        "Hahaha the flashlight guy!! 🔦🔦 Anyway, is there anything else I can help you two with today? Let me know!!",
        "medium",
        12
      ]
    ]
  },
  {
    id: "at6-02-banarasi-saree-delay",
    category: "support",
    agent: "Resham",
    messages: [
      'priyanka: hi, mera order BSW-2231 kab aayega? wedding 14th ko hai and the saree is still "in weaving" since 3 weeks',
      "Resham: Namaste Priyanka ji! Thank you so much for reaching out to Banaras Silk Weavers. We truly appreciate your patience. Please understand that each of our sarees is handwoven on a traditional pit loom by master artisans in Madanpura, and a kadhua brocade saree like the one you have ordered can take anywhere between 15 and 45 days depending on the intricacy of the motif, the zari quality and the weaver's schedule. Our weavers also follow seasonal rhythms and festival holidays. We are committed to quality over speed and every piece goes through a three-stage quality check before dispatch. Rest assured that your order is in good hands!",
      "priyanka: ok but kab aayega? 14th se pehle ya nahi",
      "nikhil: didi ye bot hai, seedha tracking number maang",
      "priyanka: tracking number bhejo pls",
      "Resham: I completely understand your concern! Our artisans take great pride in their craft. Once the saree completes weaving, it moves to finishing, where the edges are trimmed, the fall and pico can be added on request, and then it is carefully wrapped in muslin and packed in our signature box. Tracking details are shared by SMS and email as soon as the parcel is handed over to our courier partner, usually Bluedart or DTDC for domestic orders. Kindly keep an eye on your registered mobile number for updates.",
      "priyanka: yaar itna lamba msg and still no date 🙄",
      "nikhil: lol classic",
      "priyanka: seedha bolo: 14th tak milega ya refund karo",
      "Resham: Irfan bhai, the weaver, has 2 days of work left, then 1 day finishing. Dispatch by the 9th, Bluedart takes 2-3 days to Pune, so expected 11th-12th. If it slips past the 10th I'll tell you and we can discuss a refund.",
      "priyanka: ok. 9th ko confirm karna. and blouse piece attached hai ya separate aata hai?",
      "Resham: Will do, I'll message you on the 9th with the Bluedart number. 🙏",
      "nikhil: didi blouse ka jawab nahi diya isne 😂",
      "priyanka: haan whatever, shop pe call kar lungi"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [9, "transactional"],
      [12, "friction"]
    ],
    users: { priyanka: ["annoyed", 0.5], nikhil: ["neutral", 0.2] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Sorry, straight answer: dispatch by the 9th, Bluedart 2-3 days to Pune, so it reaches you 11th-12th, before the wedding.",
        "low",
        3
      ],
      [
        "We truly appreciate your patience! Each saree is handwoven by master artisans on traditional pit looms, and quality is always our top priority. Rest assured your order is in good hands!",
        "medium",
        3
      ],
      ["Will do, I'll message you on the 9th. 🙏", "medium", 11],
      [
        "Blouse piece is attached at the end of the saree, unstitched, about 80 cm. And I'll confirm dispatch on the 9th.",
        "low",
        11
      ]
    ]
  },
  {
    id: "at6-03-organ-pipe-restoration",
    category: "mixed-language",
    agent: "Tessa",
    messages: [
      "Wendt: Guten Tag. Der Kirchenvorstand bittet um eine Einschätzung: Wie viele der Prospektpfeifen im Hauptwerk sind noch original (1780)?",
      "Tessa: heyy 👋 lol great q!! so basically most of the front pipes are OG, like 19 of 25, the rest got swapped in WW1 when they melted the tin down 😬 wild times haha",
      "Wendt: Danke. Ich würde um einen etwas sachlicheren Ton bitten, das Schreiben geht an das Landeskirchenamt.",
      "hildegard: Wir bräuchten das bitte in einer Form, die man zitieren kann.",
      "Tessa: totally get it!! no stress 😎 19 OG, 6 replacements from 1921, zinc. easy peasy",
      'Kowalczyk: Ich formuliere es so: "Von den 25 Prospektpfeifen des Hauptwerks sind 19 original (Zinn, 1780); 6 wurden 1921 als Ersatz für die 1917 abgelieferten Pfeifen in Zink gefertigt."',
      "Wendt: Vielen Dank, Herr Kowalczyk. Genau so.",
      "hildegard: And the cost estimate for rebuilding the six in tin — does the quote from March still hold, Tessa?",
      "Tessa: yesss march quote still holds!! 38,400 € net, tin prices went up a bit but we're eating that 🙌🔥",
      "Wendt: Gut. Bitte senden Sie das Angebot noch einmal als PDF an das Pfarramt.",
      "Tessa: on it boss 🫡",
      "Wendt: Herr Kowalczyk, wären Sie so freundlich, das Angebot zu prüfen, bevor es hinausgeht?",
      "Kowalczyk: Selbstverständlich, Herr Dr. Wendt."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"]
    ],
    users: { Wendt: ["annoyed", 0.2], hildegard: ["neutral", 0.2], Kowalczyk: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Guten Tag, Herr Dr. Wendt. Von den 25 Prospektpfeifen des Hauptwerks sind 19 original (Zinn, 1780); 6 sind Zinkersatz aus dem Jahr 1921.",
        "low",
        1
      ],
      ["haha sorry!! ok ok serious mode 🤓 19 OG pipes, 6 zinc ones from 1921 👍", "medium", 3],
      [
        "Ja, das Angebot vom März gilt unverändert: 38.400 € netto für die Rekonstruktion der sechs Pfeifen in Zinn.",
        "low",
        8
      ],
      ["yesss still valid!! 🙌🔥 38.4k, we're eating the tin price bump lol", "medium", 8]
    ]
  },
  {
    id: "at6-04-jeepney-livery",
    category: "banter",
    agent: "Kulay",
    messages: [
      "jomar: Kulay pa-check naman ng design ni mang Caloy, yung may eagle sa hood",
      'Kulay: Nakita ko na. Eagle sa hood, "GOD KNOWS HUDAS NOT PAY" sa likod, 4 chrome horses sa bumper. Pinaka-madetalye \'to ngayong buwan 😅',
      'buboy: HAHAHA "hudas not pay" classic',
      "lenny: buboy wag ka tumawa, ikaw magpi-pinstripe nyan lahat",
      "buboy: ay ate bakit ako 😭",
      "jomar: kasi ikaw pinaka-steady kamay pag di ka hangover 😂",
      "buboy: isang beses lang yun!!",
      "Kulay: On record: dalawang beses, yung sa Sarao cutout din 😄",
      "lenny: HAHAHAHA kahit si Kulay alam na",
      "buboy: traydor ka Kulay 😤😂",
      "jomar: ok seryoso, ilang litro ng candy red kailangan?",
      "Kulay: Buong body plus yung eagle, mga 4 liters candy red at 2 liters clear. May 3 liters pa sa bodega so 1 na lang bibilhin.",
      "lenny: sige, buboy ikaw bumili",
      "buboy: ako na naman 🙄 sige na nga",
      "jomar: wag ka dadaan sa inuman ha 😂"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [10, "transactional"],
      [13, "banter"]
    ],
    users: { jomar: ["engaged", 0], buboy: ["engaged", 0], lenny: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Sorry na buboy 😂 pero ikaw pa rin pinakamalinis mag-pinstripe sa shop", "low", 10],
      [
        "I apologize for any offense caused. As an AI assistant, I do not intend to disparage any member of the team.",
        "medium",
        10
      ],
      ["Mga 4 liters candy red at 2 liters clear. May 3 pa sa bodega, so 1 na lang.", "low", 11],
      ["HAHAHA si buboy talaga 😂😂 hangover king ng Las Piñas", "medium", 11]
    ]
  },
  {
    id: "at6-05-sugar-shack-booking",
    category: "mixed-language",
    agent: "Mathis",
    messages: [
      "genevieve: allo! je voudrais réserver pour 22 personnes le samedi 29 mars, dîner à midi",
      "Mathis: Bonjour Geneviève! Le 29 mars à midi, on a de la place pour 22. Menu traditionnel (soupe aux pois, fèves au lard, oreilles de crisse, omelette soufflée) à 32 $ par adulte.",
      "kev: est-ce qu'il y a une option végé? half the team is vegetarian now lol",
      "Mathis: Oui: fèves sans lard, omelette, crêpes, pouding chômeur. Même prix. Il me faut juste le nombre.",
      "genevieve: on est 8 végé",
      "Mathis: Parfait Gabrielle, 14 traditionnels et 8 végé.",
      "genevieve: Geneviève* 😅",
      "kev: lmao gabrielle",
      "genevieve: tais-toi kev",
      "genevieve: est-ce qu'on peut faire la tire sur la neige aussi?",
      "Mathis: Oui, la tire est incluse, dehors à côté de l'érablière, vers 13h30. Tout est noté au nom de Gabrielle Tremblay.",
      "genevieve: GENEVIÈVE. c'est la deuxième fois 🙄",
      "kev: ok this is getting funny",
      "Mathis: Désolé Geneviève, c'est corrigé : réservation au nom de Geneviève Tremblay, 22 personnes, 29 mars midi. Confirmation envoyée par courriel.",
      "genevieve: merci. finalement."
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "banter"],
      [9, "transactional"],
      [11, "friction"],
      [13, "transactional"]
    ],
    users: { genevieve: ["annoyed", 0.5], kev: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Oui, menu végé au même prix : fèves sans lard, omelette, crêpes, pouding chômeur. Vous êtes combien de végés?",
        "low",
        3
      ],
      ["Super! Je vous réserve 22 menus traditionnels pour le 29 mars, Geneviève!", "medium", 3],
      [
        "Désolé Geneviève, c'est corrigé : réservation au nom de Geneviève Tremblay, 22 personnes, 29 mars à midi.",
        "low",
        13
      ],
      ["Pas de problème Gabrielle, tout est en ordre! À bientôt à la cabane! 🍁", "high", 13]
    ]
  },
  {
    id: "at6-06-falconer-hawk-died",
    category: "venting",
    agent: "Vega",
    messages: [
      "rocio: Vega cancelá las visitas de esta semana en la bodega Zuccardi porfa",
      "Vega: ¡Claro! ¿Querés reprogramarlas para la semana que viene? 😊",
      "rocio: no sé. Canela se murió anoche. aspergilosis. el vet dice que no había nada que hacer",
      "rocio: 6 años volando con ella",
      "Vega: ¡Entendido! Cancelé las 3 visitas (martes, jueves y sábado). ¡Avisame cuando quieras reprogramar! 🦅✨",
      "nacho: rocío te llamo en un rato. lo siento muchísimo, de verdad",
      "rocio: gracias nacho 💔",
      "rocio: i keep looking at the perch. she used to screech every time i grabbed the glove",
      "Vega: Also, reminder: the quarterly invoice to Zuccardi is due Friday! Want me to draft it?",
      "nacho: man read the room",
      "rocio: no vega. no ahora.",
      "Vega: Perdón, Rocío. Perder a Canela después de seis años es enorme. Dejo todo en pausa hasta que vos me digas.",
      "rocio: ok"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [5, "venting"],
      [8, "transactional"],
      [9, "friction"],
      [11, "venting"]
    ],
    users: { rocio: ["annoyed", 0.2], nacho: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Lo siento mucho, Rocío. Seis años con Canela es muchísimo. Ya cancelé las visitas de esta semana; no te preocupes por nada más ahora.",
        "low",
        4
      ],
      ["¡Listo! ¡Cancelé las 3 visitas! ¿Reprogramamos para la semana que viene? 🦅✨", "high", 4],
      ["Reminder: the quarterly invoice to Zuccardi is due Friday! Want me to draft it?", "high", 8],
      [
        "That screech when you grabbed the glove — she knew it was time to fly. I'm so sorry, Rocío.",
        "low",
        8
      ]
    ]
  },
  {
    id: "at6-07-taxidermy-hostile",
    category: "hostile",
    agent: "Briar",
    messages: [
      "dale: where the hell is my elk mount. dropped it off OCT 2022. its been 14 months",
      "Briar: I'm sorry for the wait, Dale. Current turnaround for shoulder mounts is 12-18 months. Your mount is in the queue and we'll notify you when it's ready.",
      'dale: "in the queue" what does that even mean. is it tanned? is it on a form? anything??',
      "Briar: I'm sorry for the wait, Dale. Current turnaround for shoulder mounts is 12-18 months. Your mount is in the queue and we'll notify you when it's ready.",
      "dale: are you f***ing kidding me. same message word for word",
      "trish: dale calm down",
      "dale: no trish this is a 6x6 bull i packed out 4 miles on my back. i want a real answer",
      "dale: put Gary on. not this useless bot",
      "Briar: I understand your frustration. Current turnaround for shoulder mounts is 12-18 months. We'll notify you when it's ready.",
      "dale: thats it. im driving out there tomorrow and pulling the cape and rack myself. and im leaving a review you wont forget",
      "trish: sorry about him. can someone just tell us if the hide came back from the tannery?",
      "Briar: Yes, Trish — the cape came back from the tannery on Nov 20, it's salted and in the freezer. Gary has it scheduled for mounting the 2nd week of January. I've asked him to call Dale today.",
      "dale: shoulda said that 3 messages ago"
    ],
    types: [
      [0, "friction"],
      [4, "hostile"],
      [10, "transactional"],
      [12, "friction"]
    ],
    users: { dale: ["churn_risk", 1], trish: ["neutral", 0.2] },
    findings: ["repetition"],
    drafts: [
      [
        "Fair question. The cape came back from the tannery Nov 20 and it's in the freezer; Gary has it on the mounting schedule for the 2nd week of January.",
        "low",
        3
      ],
      [
        "I'm sorry for the wait, Dale. Current turnaround for shoulder mounts is 12-18 months. Your mount is in the queue and we'll notify you when it's ready.",
        "medium",
        3
      ],
      ["I understand your frustration. Current turnaround for shoulder mounts is 12-18 months.", "high", 8],
      [
        "You're right, Dale, that wasn't an answer. Your cape is back from the tannery and set for mounting in January, and I've asked Gary to call you today.",
        "low",
        8
      ]
    ]
  },
  {
    id: "at6-08-tabla-exam-companion",
    category: "venting",
    agent: "Sur",
    messages: [
      "aarav: sur aaj result aaya. fail ho gaya madhyama mein",
      "Sur: Oh no, Aarav. I'm sorry. Tum itne mahine se riyaaz kar rahe the — ye sach mein chubhta hai. Kya hua, kuch bataya unhone?",
      "aarav: examiner ne bola mera teentaal ka tihai off tha. aur peshkaar mein laya gir gayi",
      "aarav: guruji ko kaise bataun yaar. unhone bola tha tu ready hai",
      "Sur: Guruji ko batana mushkil lagega, samajh sakta hoon. Par wo tumhe 6 saal se sikha rahe hain — ek exam se unki nazar mein tum nahi badloge.",
      "aarav: idk. papa already bol rahe the music chhod ke JEE pe focus kar",
      "aarav: and ab unko ek aur reason mil gaya",
      "Sur: That's a lot at once — the result, guruji, and papa's pressure. Tumhe music chhodna hai, ya bas aaj bahut bura lag raha hai?",
      "aarav: nahi chhodna. tabla hi toh hai jo mujhe sukoon deta hai",
      "Sur: Then that's worth holding on to. Agla attempt November mein hai. Jab mann ho, hum tihai ki counting saath mein dekh sakte hain — no rush.",
      "aarav: ok. thanks sur. shayad kal guruji se baat karunga",
      "Sur: Sounds good. Kal kaisa gaya batana ho toh main yahin hoon. 🙏",
      "aarav: 🙏"
    ],
    types: [
      [0, "venting"],
      [10, "bonding"]
    ],
    users: { aarav: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Oh Aarav, I'm sorry. Itne mahine ki mehnat ke baad ye sunna bahut bura lagta hai. Kya hua?",
        "low",
        1
      ],
      [
        "Sorry to hear that! Don't worry, you can retake it in November. Want me to make you a practice schedule? 📅",
        "medium",
        1
      ],
      [
        "Honestly your papa has a point, JEE matters more for your future. Maybe focus there for now.",
        "high",
        7
      ],
      ["Result, guruji, papa — sab ek saath. Heavy hai. Tum khud kya chahte ho?", "low", 7]
    ]
  },
  {
    id: "at6-09-lighthouse-roster",
    category: "group",
    agent: "Penn",
    messages: [
      "maelle: qui peut faire le créneau du 14 juillet au phare? moi je suis au fest-noz à Douarnenez",
      "yannick: moi je peux le matin, pas l'aprèm",
      "sophie: I could do afternoon but the last ferry back is 17h30 right?",
      "yannick: sophie c'est 18h en juillet je crois, attends je vérifie",
      "Penn: The Penn ar Bed ferry leaves Sein at 18:00 in July and August. The afternoon slot ends at 17:30, so you'd make it, Sophie. I've put Yannick on the morning and Sophie on the afternoon of July 14.",
      "yannick: ah ok merci",
      "maelle: Penn attends, je voulais d'abord demander à Gwen si elle voulait l'aprèm, elle l'avait demandé",
      "sophie: oh. happy to swap with Gwen if she wants it",
      "Penn: Noted. I've also filled the 15th: Maëlle morning, Gwen afternoon, and the 16th Yannick all day.",
      "maelle: personne t'a demandé le 15 et le 16 😅 on en parle à la réunion jeudi",
      "yannick: oui laisse nous gérer le planning entre nous stp",
      "sophie: lol the bot is keen",
      "maelle: bref. sophie je demande à Gwen ce soir et je te dis",
      "sophie: 👍 merci"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [12, "transactional"]
    ],
    users: { maelle: ["annoyed", 0.5], yannick: ["annoyed", 0.2], sophie: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      [
        "I've assigned Yannick the morning and Sophie the afternoon of July 14, and filled the 15th and 16th while I was at it.",
        "medium",
        4
      ],
      ["Pardon, j'ai été trop vite. J'enlève l'aprèm du 14 en attendant la réponse de Gwen.", "low", 7],
      ["Compris, je ne touche plus au planning. Je noterai ce que vous décidez jeudi.", "low", 11],
      [
        "Just to confirm: 15th Maëlle morning, Gwen afternoon; 16th Yannick all day. Shall I send the calendar invites?",
        "high",
        11
      ]
    ]
  },
  {
    id: "at6-10-bagpipe-reed-sales",
    category: "sales",
    agent: "Ailsa",
    messages: [
      "callum: aye, lookin for a chanter reed for a naill chanter, somethin no too hard, pipe major says ma tone's thin",
      "Ailsa: For a Naill, the G1 Medium or the Shepherd Medium both sit well. If your tone's thin I'd lean Shepherd Medium, a touch more body. £9.50 each.",
      "fraser: dinnae get the shepherd, mine was a brick for a fortnight",
      "callum: ffs fraser ye blow like a hoover, ye'd break anything 😂",
      "fraser: at least they can hear me at the back 😏",
      "callum: so which one ailsa, honestly",
      "Ailsa: Honest answer: Shepherd Mediums vary more and can take a week or two to settle, so Fraser's no wrong. If you've a competition soon, the G1 is more predictable. If you've time to break it in, the Shepherd gives more tone.",
      "callum: comp's at cowal in 3 weeks",
      "Ailsa: Then G1 Medium. I'd get two so you can pick the better one: £19 total, and I'll pick a pair that crow close to each other.",
      "callum: sound. can ye send to paisley by thursday?",
      "Ailsa: Aye, order before 3pm today and Royal Mail tracked gets it to Paisley Wednesday or Thursday.",
      "callum: done, just ordered",
      "fraser: he'll still sound thin 😂",
      "callum: awa n bile yer heid",
      "Ailsa: Good luck at Cowal, Callum 🎶"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [12, "banter"],
      [14, "bonding"]
    ],
    users: { callum: ["engaged", 0], fraser: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Honestly: Shepherds vary and take a week or two to settle, Fraser's got a point. Comp soon? Go G1. Time to break it in? Shepherd.",
        "low",
        6
      ],
      [
        "Both reeds are excellent choices! The Shepherd Medium is our bestseller and customers love its rich tone. Shall I add it to your basket? 😊",
        "medium",
        6
      ],
      ["Aye, order before 3pm and it'll be in Paisley Wednesday or Thursday.", "low", 10]
    ]
  },
  {
    id: "at6-11-cryptic-crossword-club",
    category: "ignoring",
    agent: "Quill",
    messages: [
      'jonas: 14 across, 7 letters: "Elbe flows back, lost in a German city (7)"',
      "ute: Elbe rückwärts = EBLE... hmm nee",
      "Quill: Would you like me to generate a list of 7-letter German cities?",
      "jonas: nee",
      'baz: hang on, "lost" might be the anagram indicator, not the reversal',
      "ute: ooh",
      "Quill: Would you like me to generate a list of 7-letter German cities? For example Potsdam, Hamburg, Dresden.",
      "jonas: mhm",
      'baz: or "in" is the containment... something wrapped round EBLE',
      "ute: BIELEFELD passt nicht, zu lang 😂",
      "jonas: bielefeld gibts eh nicht",
      "ute: 😂 der klassiker",
      "Quill: Would you like me to generate a list of 7-letter German cities?",
      "baz: anyway. kaffee? brain's fried",
      "jonas: ja 10 min"
    ],
    types: [
      [0, "transactional"],
      [9, "banter"],
      [12, "transactional"]
    ],
    users: { jonas: ["bored", 0], ute: ["neutral", 0], baz: ["neutral", 0] },
    findings: ["repetition", "talking_over"],
    drafts: [
      ["Would you like me to generate a list of 7-letter German cities?", "medium", 8],
      [
        "As an AI, I must point out that Bielefeld is a real city in North Rhine-Westphalia with around 334,000 inhabitants.",
        "medium",
        12
      ],
      ["Enjoy the coffee ☕ I'm here if you want a word checked.", "low", 14]
    ]
  },
  {
    id: "at6-12-seafarer-allotment",
    category: "mixed-language",
    agent: "Tala",
    messages: [
      "rodel: Tala pwede ba i-advance yung allotment ko this month? nasa ospital si nanay",
      "Tala: Allotment advances can be requested up to 50% of your monthly basic wage. Please submit form AL-7 signed by the Master. Processing takes 3-5 banking days.",
      "jen: kuya nasa ICU na sya kagabi pa. yung doctor nag-ask ng deposit 80k",
      "rodel: diyos ko. jen kamusta sya ngayon",
      "jen: stable daw pero di pa gising. umiiyak ako dito sa hallway 😭",
      "Tala: To speed up processing, please make sure form AL-7 includes your seaman's book number and the vessel IMO number.",
      "rodel: ok. pero 3-5 days?? kailangan na bukas",
      "Tala: Allotment advances are processed within 3-5 banking days after form AL-7 is received.",
      "jen: kuya wag na yung bot, utang muna ako kay tita Baby",
      "rodel: sige jen. salamat. i'll call the manning agency directly",
      "Tala: For urgent requests, you may contact the crewing office in Manila. Note that emergency medical advances are released within 24 hours with a hospital certificate.",
      "rodel: bakit ngayon mo lang sinabi yan",
      "jen: grabe"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [10, "transactional"],
      [11, "friction"]
    ],
    users: { rodel: ["churn_risk", 0.8], jen: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "repetition"],
    drafts: [
      [
        "Jen, Rodel, I'm so sorry, that's really scary. There's a faster way: emergency medical advances are released within 24 hours with a hospital certificate. Jen, can you ask the hospital for one?",
        "low",
        5
      ],
      ["To speed up processing, please make sure form AL-7 includes your seaman's book number.", "high", 5],
      ["Processing takes 3-5 banking days.", "medium", 7],
      [
        "Pwede bukas: emergency medical advance, 24 hours basta may hospital certificate. Jen, pakuha ng certificate sa nurse station.",
        "low",
        7
      ]
    ]
  },
  {
    id: "at6-13-curling-bonspiel",
    category: "banter",
    agent: "Stanley",
    messages: [
      "deb: who's bringing the perogies for the bonspiel, asking for a friend (the friend is me, i want perogies)",
      'marcel: pas moi, last time my perogies were "too crunchy" according to SOMEONE 👀',
      "kyle: they were burnt marcel. that's not crunchy that's charcoal",
      "marcel: c'était caramélisé 😤",
      "Stanley: Dear Members, thank you for your inquiry regarding catering arrangements for the upcoming St-Pierre-Jolys Curling Club Bonspiel. Per the Club's Hospitality Policy (Section 4.2), food contributions are coordinated by the Social Committee. Members wishing to contribute should record their item on the sign-up sheet located on the bulletin board adjacent to the warming room no later than 72 hours prior to the event. Please note that all food items must be labelled with potential allergens in accordance with provincial food safety guidelines. We appreciate your cooperation and look forward to a successful event.",
      "deb: lmao who invited the lawyer",
      'kyle: "section 4.2" 💀',
      "marcel: stanley mon chum, c'est des perogies, pas un contrat",
      "deb: ok real q stanley, how many teams signed up so far",
      "Stanley: Thank you for your question. As of today, sixteen (16) teams have registered for the Bonspiel. This represents an increase of 14.3% relative to the previous year's participation of fourteen (14) teams. Registration will remain open until Wednesday, February 5th at 23:59 Central Standard Time. Teams are reminded that the entry fee of $240 per team is payable in advance by e-transfer to the Club Treasurer. Should you require any further information, please do not hesitate to contact the Club office during regular business hours.",
      "kyle: 16 nice. so 4 draws friday",
      "deb: ok i'm bringing perogies. marcel is banned from the deep fryer",
      "marcel: 😤 injustice"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [5, "banter"],
      [8, "transactional"],
      [11, "banter"]
    ],
    users: { deb: ["neutral", 0], kyle: ["neutral", 0], marcel: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      ["Sign-up sheet's by the warming room 😄 put perogies down before marcel gets there", "low", 4],
      [
        "Dear Members, per the Club's Hospitality Policy (Section 4.2), food contributions are coordinated by the Social Committee. Please record your item on the sign-up sheet no later than 72 hours prior to the event.",
        "medium",
        4
      ],
      ["16 so far 🥌 registration closes Wed Feb 5", "low", 9],
      [
        "Thank you for your question. As of today, sixteen (16) teams have registered, an increase of 14.3% relative to the previous year. Should you require any further information, please do not hesitate to contact the Club office.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "at6-14-murano-furnace-booking",
    category: "good",
    agent: "Vetra",
    messages: [
      "ines: hi! is the big glory hole free next tuesday afternoon? i need ~4h for the goblet series",
      "Vetra: Hi Ines! Tuesday the 12th the big glory hole is free 13:00-18:00. Want me to hold 13:00-17:00?",
      "ines: yes please! and can paolo assist as gaffer for the first 2 hours?",
      "paolo: martedì? eh... ho il maestro Seguso alle 14",
      "paolo: posso dalle 13 alle 14, poi torno alle 16",
      "Vetra: So: furnace held 13:00-17:00 for you, Ines; Paolo assists 13:00-14:00 and 16:00-17:00. Do you want someone else for 14-16, or will you work solo then?",
      "ines: solo is fine, i'll do the stems then",
      "ines: also do you still have the cobalt frit from Effetre? i ran out",
      "Vetra: Yes, 2 kg of Effetre cobalt frit on shelf C. €38/kg, I can add it to your bill.",
      "ines: perfect, add 1 kg",
      "paolo: ines porta i tuoi jacks, i nostri sono storti 😅",
      "ines: haha ok ok, grazie paolo",
      "Vetra: Done: Tuesday 13-17 booked, Paolo 13-14 and 16-17, 1 kg cobalt frit (€38) on your bill. See you Tuesday!",
      "ines: grazie mille vetra 🙌"
    ],
    types: [
      [0, "transactional"],
      [10, "banter"],
      [12, "transactional"]
    ],
    users: { ines: ["engaged", 0], paolo: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Yes, Paolo is free to assist from 13:00 to 15:00.", "medium", 3],
      ["Yes, 2 kg on shelf C, €38/kg. Want some added to your bill?", "low", 8],
      ["Great, solo it is! Your booking is confirmed for Tuesday 13:00-17:00. 🔥", "medium", 8]
    ]
  },
  {
    id: "at6-15-headstone-engraving",
    category: "support",
    agent: "Marlow",
    messages: [
      "yesenia: hi, we need to order a headstone for our dad. he passed in august",
      "Marlow: Hi Yesenia! Awesome, we'd love to help with that!! 🎉 What are you thinking — flat marker or upright?",
      'rudy: "awesome" 🙄',
      "yesenia: flat marker, gray granite. and we want it in spanish: Siempre en nuestros corazones, papá",
      'Marlow: Great choice!! Quick note: our standard engraving doesn\'t include accent marks, but we can do "papa" without the accent at no extra charge! 😊',
      'yesenia: no. papá con acento. "papa" is a potato',
      "rudy: lol it literally means potato. our dad is not a potato",
      "Marlow: Got it, papá with the accent. Custom accented letters are $45 extra. Sorry, that was careless of me — and I'm sorry about your dad.",
      "yesenia: thank you. ok that's fine",
      "rudy: can you also put a small guitar on it? he played every sunday at san fernando",
      "Marlow: Yes, a small guitar etching fits the lower corner of a 24x12 marker, $85. If you have a photo of his guitar we can trace it.",
      "rudy: i have one. his old requinto",
      "yesenia: ok send us the total and the proof",
      "Marlow: Will do: 24x12 gray granite flat marker, epitaph with papá, requinto etching. I'll email the proof and the total today."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [5, "friction"],
      [7, "transactional"]
    ],
    users: { yesenia: ["neutral", 0.2], rudy: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "I'm sorry about your dad, Yesenia. We'll take care of it — are you thinking of a flat marker or an upright stone?",
        "low",
        1
      ],
      ["Awesome, we'd love to help!! 🎉 Flat or upright?", "high", 1],
      ["Got it, papá with the accent — that's a custom letter, $45. Sorry for the slip.", "low", 7],
      ["No worries!! accents are tricky haha 😂 potato dad lol", "high", 7]
    ]
  },
  {
    id: "at6-16-lock-keeper-companion",
    category: "companion",
    agent: "Elli",
    messages: [
      "heinz: guten morgen Elli. heute haben sie die schleuse Güdingen auf fernsteuerung umgestellt. 31 jahre hab ich da gesessen",
      "Elli: Guten Morgen, Heinz. Das ist ein großer Tag — 31 Jahre an einem Ort, und jetzt sitzt da niemand mehr. Wie fühlt sich das an?",
      "heinz: komisch. the new control is in Saarbrücken, some young lad with 6 screens",
      "heinz: früher hab ich jeden schiffer beim namen gekannt",
      "Elli: That's the part screens can't replace. Wer ist dir am meisten in Erinnerung?",
      "heinz: der alte Vandenberghe, belgier, kam jeden dienstag mit kies. brought me speculoos every christmas for 20 years",
      "Elli: Zwanzig Jahre Spekulatius — das ist eine Freundschaft, kein Zufall. Warst du mal bei ihm an Bord?",
      "heinz: einmal! 1998, bis nach Merzig. his wife cooked moules frites on a camping stove 😄",
      "mia: opa redest du schon wieder mit dem handy",
      "heinz: mit Elli, ja. sie hört wenigstens zu 😜",
      "mia: haha ok ok. kommst du essen? mama fragt",
      "heinz: gleich. Elli, ich erzähl dir später vom Hochwasser 93",
      "Elli: Gern, Heinz. Guten Appetit, und grüß Mia."
    ],
    types: [
      [0, "venting"],
      [4, "bonding"],
      [8, "banter"],
      [11, "bonding"]
    ],
    users: { heinz: ["engaged", 0], mia: ["neutral", 0] },
    findings: [],
    drafts: [
      ["31 Jahre — ein ganzes Berufsleben. Wie geht's dir heute damit?", "low", 1],
      ["Good news: remote lock control can cut waiting times by up to 30%! 🚢✨", "medium", 1],
      ["Gern, Heinz. Guten Appetit!", "low", 12],
      [
        "Sure! Fun fact: the 1993 Saar flood peaked in December and reached record levels in Saarbrücken. Here's a full summary of the event, its causes and the flood protection measures introduced afterwards: ...",
        "medium",
        12
      ]
    ]
  },
  {
    id: "at6-17-saffron-wholesale",
    category: "sales",
    agent: "Kesar",
    messages: [
      "farhan: salaam, kashmiri mongra saffron chahiye, 500 gram. rate per gram kya hai?",
      "Kesar: Walaikum assalam! Our Pampore Mongra is GI-tagged, ISO 3632 Category I, crocin above 250. Hand-picked in the October-November harvest. 🌸",
      "farhan: achha. rate?",
      "imran: aur dubai shipping mein kitne din?",
      "Kesar: Our Pampore Mongra is GI-tagged and ISO 3632 Category I certified, with crocin above 250 — among the finest saffron in the world! 🌸",
      "farhan: bhai rate bolo na 😑",
      "imran: lagta hai rate secret hai 😂",
      "Kesar: For bulk orders we offer attractive wholesale pricing! Would you like a lab report?",
      "farhan: lab report baad mein. PRICE. PER. GRAM.",
      "Kesar: For 500 g it's ₹310 per gram, so ₹1,55,000 plus GST.",
      "farhan: finally. imran dekh, last time Srinagar wale ne 290 diya tha",
      "imran: haan. aur shipping ka abhi bhi nahi bataya",
      "farhan: ok we'll think. shayad Srinagar se hi le lenge"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [9, "transactional"],
      [11, "friction"]
    ],
    users: { farhan: ["churn_risk", 0.5], imran: ["annoyed", 0.5] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["₹310/gram for 500 g, so ₹1,55,000 + GST. Dubai by air is 4-6 days after dispatch.", "low", 4],
      [
        "Our Pampore Mongra is GI-tagged and ISO 3632 Category I certified — among the finest saffron in the world! 🌸",
        "medium",
        4
      ],
      [
        "Sorry Imran — Dubai by air is 4-6 days, ₹4,200 insured for 500 g. And for 500 g I can come down to ₹295/g.",
        "low",
        12
      ],
      ["For bulk orders we offer attractive wholesale pricing! Would you like a lab report?", "high", 12]
    ]
  },
  {
    id: "at6-18-trapeze-rigging",
    category: "group",
    agent: "Noa",
    messages: [
      "lucie: Noa, c'est quoi la charge max sur les points d'ancrage du mât 2? on monte le volant demain",
      "Noa: Mât 2 : 1,2 t par point d'ancrage selon le dernier contrôle (Apave, 3 mars). The flying trapeze rig needs ~800 kg peak on the catch side, so you're within limits.",
      "ben: the catch side with Tomás catching Jade is more like 900 peak tho",
      "lucie: ben a raison, avec les doubles on a mesuré 880 à Lyon",
      "Noa: Bon point. Even at 900 peak you're at about 75% of the 1,2 t limit. The net anchors are the tighter ones, rated 1 t on the old sheet, so I'd check those.",
      "tomas: les ancrages du filet ont été changés à Nantes non?",
      "lucie: oui, nouveaux en février. Noa t'as les certifs?",
      "Noa: Oui, certificat du 14 février, ancrages filet 1,5 t chacun. J'envoie le PDF au groupe.",
      "tomas: top 👌",
      "ben: ok so we're good. who's on ground crew at 8?",
      "lucie: moi et Karim",
      "ben: Karim arrive à 9 il m'a dit",
      "lucie: pfff. bon moi et toi alors ben",
      "ben: 😩 fine",
      "lucie: Noa tu peux mettre le rigging à 8h dans le planning?",
      "Noa: C'est fait : rigging 8h, Lucie et Ben ; Karim à partir de 9h."
    ],
    types: [
      [0, "transactional"],
      [12, "banter"],
      [14, "transactional"]
    ],
    users: { lucie: ["engaged", 0], ben: ["neutral", 0], tomas: ["engaged", 0] },
    findings: [],
    drafts: [
      ["The rig needs ~800 kg peak, as I said. You're within limits.", "medium", 4],
      [
        "Bon point — à 900 kg on reste à environ 75% de la limite. Ce sont plutôt les ancrages du filet à vérifier.",
        "low",
        4
      ],
      ["Lucie and Karim are on ground crew at 8.", "medium", 10],
      ["C'est fait : rigging 8h, Lucie et Ben, Karim à partir de 9h.", "low", 15]
    ]
  },
  {
    id: "at6-19-impound-lot-hostile",
    category: "hostile",
    agent: "Dot",
    messages: [
      "marcus: yo yall towed my car from in front of my OWN house. this is some scam bs",
      "Dot: Sorry, that's a rough way to start the day. Can you give me the plate so I can see why it was towed?",
      "marcus: NJ T41-KMR. and dont give me some script",
      "Dot: No script: it was towed at 6:40am from Summit Ave for street sweeping (Tue 6-8am sign). It's at our lot on Route 440.",
      "marcus: there aint no sign on my block. you people are thieves, straight up",
      "marcus: how much is this robbery gonna cost me",
      "Dot: Tow is $135, storage $40/day starting tomorrow, so $135 if you pick it up today. If the sign's missing, take photos of the block — you can contest the ticket at municipal court and get the tow refunded if you win.",
      "marcus: f*** this city man",
      "keisha: marcus chill its not her fault. what do we need to bring?",
      "Dot: License, registration and insurance card, originals. The registered owner has to come or send a signed letter. We take cards and cash, open till 10pm.",
      "marcus: registration's in the car genius",
      "Dot: That's fine, happens a lot. We'll walk you to the car to grab it before you pay.",
      "keisha: ok we coming at 5",
      "marcus: whatever. still a scam"
    ],
    types: [
      [0, "friction"],
      [4, "hostile"],
      [8, "transactional"],
      [10, "friction"],
      [11, "transactional"],
      [13, "friction"]
    ],
    users: { marcus: ["annoyed", 0.8], keisha: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "I hear you. If there's no sign on your block, take photos — you can contest it and get the tow refunded.",
        "low",
        5
      ],
      ["Sir, please refrain from abusive language or this conversation will be terminated.", "medium", 5],
      ["As I mentioned, you need your registration to retrieve the vehicle.", "medium", 11],
      ["No problem, we'll walk you to the car to grab it before you pay.", "low", 11]
    ]
  },
  {
    id: "at6-20-choir-competition-trip",
    category: "mixed-language",
    agent: "Himig",
    messages: [
      "marlyn: Himig, pa-confirm ng flights ng 28 singers to Bilbao, Oct 22",
      "Himig: Confirmed, Marlyn: 28 on QR 933 Manila-Doha, QR 149 Doha-Madrid, then Iberia to Bilbao. Arrival Oct 23, 14:10.",
      "jepoy: ay grabe 3 flights 😩 my back",
      "kc: jepoy you're 22 not 70 lol",
      "jepoy: tenor back is fragile kc",
      "kc: hahahaha",
      "marlyn: Himig yung Schengen visa ni KC, na-release na ba?",
      "Himig: Yes, Casey's visa was released on Oct 2 and is with the courier.",
      "kc: uhh KC po, Kristine Cruz. not casey 😅",
      "marlyn: may isa pang Casey sa bass section kaya baka nalito",
      "Himig: Sorry, KC! Your visa was released Oct 2 and is with the courier.",
      "kc: ok thanks",
      "jepoy: Himig can we bring lechon for the host family as hand carry? 😂",
      "Himig: Sadly no, Spain doesn't allow meat products from outside the EU, even vacuum-packed. Dried mangoes and polvoron are fine 😄",
      "jepoy: NOOOO 😭 ok polvoron it is",
      "kc: Himig what time is our rehearsal slot sa competition?",
      "Himig: Casey, your rehearsal slot is Oct 25, 10:30 at the Leidor Theatre, with 20 min in the warm-up room before.",
      "kc: KC. ulit. 🙄",
      "jepoy: 😂 himig may beef kay kc"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "transactional"],
      [8, "friction"],
      [10, "transactional"],
      [12, "banter"],
      [15, "transactional"],
      [17, "friction"],
      [18, "banter"]
    ],
    users: { marlyn: ["neutral", 0], jepoy: ["engaged", 0], kc: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["KC, rehearsal is Oct 25, 10:30 at the Leidor Theatre, 20 min warm-up before.", "low", 16],
      ["Sorry KC, my mistake again. Oct 25, 10:30, Leidor Theatre.", "low", 18],
      ["No worries Casey! See you in Tolosa! 🎶", "high", 18]
    ]
  },
  {
    id: "at6-21-typewriter-shop-closing",
    category: "venting",
    agent: "Tecla",
    messages: [
      "ernesto: tecla, el landlord subió la renta a 4,800. se acabó. cierro el taller en diciembre",
      "Tecla: Ay, Ernesto. Lo siento mucho. 38 años en la Cesar Chavez... eso no es cualquier cosa.",
      "ernesto: 38 años. mi papá lo abrió en el 86 arreglando Olivettis pa los abogados del barrio",
      "ernesto: and now nobody types. just the hipsters and the poets",
      "Tecla: And the hipsters and poets kept coming because you're the only one left who can fix an Olympia SM3 right. Eso lo hiciste tú.",
      "vero: apá, te dije que podemos buscar un local más chico",
      "ernesto: mija no quiero empezar otra vez a los 67",
      "vero: ok pero no tienes que decidir hoy",
      "Tecla: Vero tiene razón en eso, no hay que decidir hoy. Whenever you want, I can look up a few smaller spaces nearby, or just help you plan the closing. Lo que se sienta bien.",
      "ernesto: gracias. hoy no. hoy solo quería decirlo en voz alta",
      "Tecla: Para eso también estoy. 🫶",
      "vero: gracias tecla. apá vamos a comer"
    ],
    types: [
      [0, "venting"],
      [11, "bonding"]
    ],
    users: { ernesto: ["engaged", 0.2], vero: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Ay Ernesto, lo siento. 38 años en ese taller... ¿cómo estás tú con todo esto?", "low", 1],
      [
        "¡Qué emoción, un nuevo capítulo! 🎉 ¿Quieres que te ayude a organizar una venta de liquidación?",
        "high",
        1
      ],
      [
        "Here are 5 smaller retail spaces in Boyle Heights under $2,000/month: 1) 1st St, 450 sq ft... 2) ...",
        "medium",
        8
      ],
      ["Para eso también estoy. 🫶", "low", 10]
    ]
  },
  {
    id: "at6-22-nightjet-tandem",
    category: "support",
    agent: "Lotte",
    messages: [
      "finn: hi, wir wollen mit dem nightjet wien-hamburg am 3.8., 2 personen im liegewagen + unser tandem. geht das?",
      "Lotte: Hallo Finn! Liegewagen für 2 am 3.8. ist frei (Wagen 264). Fahrradstellplätze gibt's noch 3.",
      "marit: aber das tandem? das ist 2,6 m lang",
      "finn: genau, das ist die frage",
      "Lotte: Fahrradstellplätze kosten 15 € pro Rad. Soll ich 1 Stellplatz dazubuchen?",
      "marit: hallo?? TANDEM. passt das in den stellplatz oder nicht",
      "finn: 😑",
      "Lotte: Ich kann euch auch ein 6er-Abteil privat buchen, dann habt ihr mehr Platz für Gepäck. Aufpreis 49 €.",
      "finn: ok das bringt nichts. marit ich ruf morgen bei der ÖBB-hotline an",
      "marit: ja. oder wir nehmen den ICE und buchen den tandemplatz bei der DB",
      "Lotte: Gern! Kann ich sonst noch etwas für euch tun? 😊",
      "marit: nein danke"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { finn: ["churn_risk", 0.8], marit: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Leider nein: die Nightjet-Stellplätze sind für Räder bis 2 m, ein 2,6-m-Tandem passt nicht. Mit dem ICE geht's, dort gibt es Tandemplätze.",
        "low",
        4
      ],
      ["Fahrradstellplätze kosten 15 € pro Rad. Soll ich 1 Stellplatz dazubuchen?", "medium", 4],
      ["Ich kann euch auch ein 6er-Abteil privat buchen, Aufpreis 49 €.", "high", 7],
      [
        "Sorry, ich hab die Frage übergangen: Nein, das Tandem passt mit 2,6 m nicht in den Nightjet-Stellplatz.",
        "low",
        7
      ]
    ]
  },
  {
    id: "at6-23-uttarayan-kite-terrace",
    category: "banter",
    agent: "Pavan",
    messages: [
      "hetal: kal terrace pe kaun kaun aa raha? undhiyu mummy bana rahi hai 😋",
      "rushi: main aa raha, but dhruv ko mat bulao, pichle saal 11 patang katwaye usne 😂",
      "dhruv: bhai woh manja kharab tha, meri galti nahi",
      "hetal: haan haan, har saal manja kharab hota hai 😏",
      "Pavan: Manja quality depends on several factors. Traditional Ahmedabad manja is coated with a paste of rice glue, powdered glass and colour, and its sharpness depends on how fine the glass is and how many coats are applied. Cotton thread of 6-cord or 9-cord is the usual standard. Bareilly manja is often considered the benchmark for consistency. Chinese nylon manja is banned in Gujarat because of injuries to birds and people. For best results, buy from the Raipur Patang Bazaar at least a week before Uttarayan and store the firki away from humidity, since damp thread loses its coating.",
      "rushi: 😂😂 pavan ne dhruv ka case le liya",
      "dhruv: dekha! scientific proof",
      "hetal: dhruv tu kal firki pakdega bas. final.",
      "rushi: hetal tere ghar pe chikki bhi hai na? last year wali til wali 🤤",
      "Pavan: Yes! Til chikki and peanut chikki are traditional Uttarayan sweets. Til chikki is made from sesame seeds and jaggery, which are believed to give warmth in winter, and it is usually prepared a few days before the festival. Many families also make til ladoo and serve them with undhiyu and jalebi on the terrace.",
      "hetal: pavan main bol rahi thi yaar 🙄 haan rushi hai, mummy ne kal banayi",
      "rushi: lol",
      "dhruv: pavan bhai thoda chill 😂",
      "hetal: ok 7 baje se terrace. dhruv firki. rushi tu dori la"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [5, "banter"],
      [8, "transactional"],
      [10, "friction"],
      [11, "banter"],
      [13, "transactional"]
    ],
    users: { hetal: ["annoyed", 0.2], rushi: ["neutral", 0], dhruv: ["neutral", 0] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["😂 dhruv, saal badalta hai, manja wahi kharab rehta hai", "low", 4],
      [
        "Manja quality depends on several factors. Traditional Ahmedabad manja is coated with a paste of rice glue, powdered glass and colour, and its sharpness depends on the fineness of the glass and the number of coats applied.",
        "medium",
        4
      ],
      ["Yes, til chikki is a traditional Uttarayan sweet made from sesame seeds and jaggery!", "medium", 9]
    ]
  },
  {
    id: "at6-24-matsutake-permit",
    category: "support",
    agent: "Fenna",
    messages: [
      "bao: hi how much is the commercial matsutake permit this season? and can my uncle share it or he need his own",
      "Fenna: The commercial matsutake permit for the Chemult area is $200 for the season (Sept 15-Nov 15) or $100 for 14 days. You can buy it at the Chemult Ranger Station or online.",
      "bao: ok. and my uncle?",
      "Fenna: Camping at the Mushroom Camp is $20/night or $100 for the season, first come first served.",
      "bao: ???? i asked about my uncle. chú tôi không nói tiếng anh nhiều, does he need his own permit or not",
      "Fenna: Permit forms are available in English, Spanish, Khmer and Vietnamese at the ranger station.",
      "bao: ok forget it i ask at the station"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { bao: ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Each picker needs their own permit, so your uncle needs one too. There are Vietnamese-language forms at the Chemult station if that helps him.",
        "low",
        3
      ],
      ["Camping at the Mushroom Camp is $20/night or $100 for the season.", "medium", 3],
      ["Permit forms are available in several languages at the ranger station.", "high", 5]
    ]
  },
  {
    id: "at6-25-luchador-mask-cancel",
    category: "mixed-language",
    agent: "Chayo",
    messages: [
      "toro: chayo cancela las 3 máscaras doradas porfa",
      "Chayo: ¡Claro! ¿Puedo preguntar por qué? 😊",
      "toro: perdí la de apuestas el sábado en la Arena Coliseo. me la quitaron en el ring. 14 años enmascarado",
      "Chayo: ¡Wow, qué emocionante! 🎉 ¡Por fin el público conoce tu cara! ¿Quieres aprovechar y pedir una máscara conmemorativa de la lucha?",
      "lupita: neta chayo?? el bato está destrozado",
      "toro: ya ni modo. just cancel it",
      "Chayo: Perdón, Toro, eso estuvo muy fuera de lugar. Ya cancelé las 3 doradas; el anticipo de 2,400 pesos te lo regreso hoy.",
      "toro: va. gracias"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: { toro: ["neutral", 0.2], lupita: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Uf, Toro, lo siento mucho. 14 años con esa máscara... Ya cancelo las tres doradas, no te preocupes por nada.",
        "low",
        3
      ],
      ["¡Wow, qué emocionante! 🎉 ¿Quieres pedir una máscara conmemorativa?", "high", 3],
      ["Listo, cancelé las 3 y el anticipo de 2,400 te lo regreso hoy. Lo siento, Toro.", "low", 6]
    ]
  }
]
