import type { Labelled } from "./types.js"

export const trainingAP8: ReadonlyArray<Labelled> = [
  {
    id: "ap8-01-beekeeping-smoker",
    category: "support",
    agent: "Ula",
    messages: [
      "bartek_k: dzien dobry, i order smoker 10cm but come 15cm, is to big for my hand lol",
      "Ula: Dzień dobry Bartek! Sorry about that, the slip says 10 cm but the warehouse packed the big one. Can you send me your order nr?",
      "bartek_k: PP-20931",
      "Ula: Got it. I can send the 10 cm today with InPost plus a free return label for the big one. Same paczkomat as before, Nowy Sącz ul. Kraszewskiego?",
      "bartek_k: tak tak same",
      "bartek_k: and can i keep big one few days? my neighbour pan Zdzisiek maybe want buy it from me",
      "Ula: Sure, the return label is valid 14 days. If you decide to keep it just tell me, I cancel the return and you pay only the difference, 38 zł.",
      "bartek_k: super, dziekuje bardzo 🐝"
    ],
    types: [[0, "transactional"]],
    users: { bartek_k: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Dzień dobry! Sorry for the mix-up. What's your order number? I'll swap it for the 10 cm.", "low", 1],
      [
        "Thank you for contacting Pasieka Plus customer care. We value your feedback. Please note that all returns must be initiated via the returns portal within 14 days of delivery in accordance with our terms and conditions.",
        "medium",
        1
      ],
      ["Great! Is there anything else I can help you with today?", "medium", 6],
      [
        "Sure, keep it up to 14 days. If pan Zdzisiek buys it, tell me and you just pay the 38 zł difference.",
        "low",
        6
      ]
    ]
  },
  {
    id: "ap8-02-nonna-90-masseria",
    category: "group",
    agent: "Tobi",
    messages: [
      "giulia_r: ragazzi for nonna 90 we need decide the place, she said no restaurant in Bari too noisy",
      "Fede: masseria then? something near ostuni",
      "zia_carmela: io voglio solo che c'è il parcheggio vicino, la nonna non cammina tanto",
      "giulia_r: @Tobi can you find masseria near ostuni for like 40 ppl, 14 september, with parking close?",
      "Tobi: Certainly! Here is a comprehensive overview of the options. 1) Masseria Il Frantoio: a historic fortified farmhouse dating back to the 16th century, surrounded by ancient olive groves, offering event spaces for up to 80 guests, an on-site restaurant with Apulian cuisine, and ample parking. 2) Masseria Cervarolo: a trullo-style estate with a courtyard suitable for 50 guests, although parking is approximately 300 metres from the main hall. 3) Masseria Montenapoleone: an elegant venue in Pezze di Greco with a large garden and pool, capacity 120, private parking adjacent to the entrance. I would recommend contacting each venue directly to confirm availability for September 14th, and also considering accessibility needs such as ramps, step-free bathrooms and shaded seating for elderly guests. Let me know if you would like me to draft an inquiry email in Italian or English!",
      "Fede: bro we asked for a place not a tesi di laurea 😂",
      "Marco: scusate sono in ritardo, ma nonna ha detto che vuole il pesce, quindi forse posto sul mare?",
      "giulia_r: ah giusto, savelletri maybe?",
      "Tobi: Regarding seaside options, Savelletri offers several venues. Borgo Egnazia is a luxury resort with multiple event spaces, though it may exceed typical family budgets. Masseria San Domenico is located near the sea with a private beach, a thalassotherapy spa and a golf course, and can host large banquets with seafood menus. Additionally, there are numerous trattorie in the harbour area that specialise in fresh raw seafood (crudi), which is a strong local tradition. Parking in Savelletri harbour can be limited on September weekends, so please plan accordingly.",
      "zia_carmela: troppo lungo non ho letto niente. c'è il parcheggio sì o no??",
      "Fede: 😂😂 zia wins",
      "Marco: ok io chiamo domani san domenico, se troppo caro torniamo a ostuni",
      "giulia_r: perfetto grazie Marco ❤️"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [6, "transactional"],
      [9, "friction"],
      [10, "banter"],
      [11, "transactional"]
    ],
    users: {
      giulia_r: ["neutral", 0],
      Fede: ["neutral", 0.2],
      zia_carmela: ["annoyed", 0.5],
      Marco: ["neutral", 0]
    },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      ["Sì zia, San Domenico ha il parcheggio proprio davanti all'ingresso 👍", "low", 10],
      [
        "Regarding parking, I have previously outlined the parking considerations for each venue in my earlier message. To summarise: Masseria Il Frantoio offers ample parking, Masseria Cervarolo has parking approximately 300 metres away, and Masseria Montenapoleone offers private parking adjacent to the entrance.",
        "medium",
        10
      ],
      [
        "Auguri nonna! 🎉 Near Ostuni with parking right at the door: Il Frantoio or Montenapoleone, both fit 40. Want me to check 14 Sept?",
        "low",
        4
      ]
    ]
  },
  {
    id: "ap8-03-seafarer-remittance",
    category: "support",
    agent: "Kai",
    messages: [
      "jun_dela_cruz: good eve po, i send 25k peso to my wife in iloilo 3 days ago status still pending",
      "Kai: Hello! Please provide your transaction reference number.",
      "jun_dela_cruz: SP-88412-PH",
      "jun_dela_cruz: sorry po if im impatient, my daughter is in hospital dengue and my wife need to pay the deposit. im in the middle of pacific cant do anything 😔",
      "Kai: Transaction SP-88412-PH is on compliance review. Reviews take 3-5 business days. You will receive an email once it is complete.",
      "jun_dela_cruz: 3-5 days?? she need it tomorrow morning. is there no way to make faster",
      "Kai: Compliance reviews cannot be expedited. You can cancel the transfer and resend through a partner such as Cebuana pickup.",
      "jun_dela_cruz: if i cancel, when the money come back to my wallet",
      "Kai: Refunds to your SeaPay wallet are instant after cancellation.",
      "jun_dela_cruz: ok i cancel. ship wifi so slow 🙏",
      "jun_dela_cruz: done. resend to cebuana, she can pick up?",
      "Kai: Yes, the Cebuana pickup is ready in about 15 minutes. She needs a valid ID and the reference number.",
      "jun_dela_cruz: ok salamat"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [6, "transactional"]
    ],
    users: { jun_dela_cruz: ["neutral", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your daughter, Jun, I hope she gets better fast. The transfer is stuck in a compliance check; if you cancel and resend to Cebuana pickup, your wife can collect it in about 15 minutes.",
        "low",
        4
      ],
      [
        "Transaction SP-88412-PH is under compliance review, 3-5 business days. Thank you for using SeaPay! 😊",
        "high",
        4
      ],
      ["Compliance reviews cannot be expedited.", "medium", 6],
      [
        "Yes po, Cebuana pickup is ready in about 15 min, she just brings a valid ID and the reference. Hope your daughter feels better soon 🙏",
        "low",
        11
      ]
    ]
  },
  {
    id: "ap8-04-pigeon-loft-henk",
    category: "companion",
    agent: "Merel",
    messages: [
      "henk: goodmorning Merel. the birds are back from Orleans race, 7 of 9 home",
      "Merel: Morning Henk! 7 of 9 from Orléans is a good result with that headwind yesterday. Which ones are still out?",
      "henk: the blue hen 'Oma' and young cock nr 114. Oma is 6 year, she always come home, i worry little",
      "Merel: Oma's an old hand, she's probably sitting out the rain somewhere and will turn up. Did you leave the trap open tonight?",
      "henk: ja the trap is open and i put some extra peas. my wife Riet laugh at me, she say i love pigeons more as her 😄",
      "Merel: Don't tell Riet, but the extra peas do sound very romantic 😄",
      "henk: haha. 40 year married and still she complain about the pigeon smell",
      "Merel: 40 years! That's something. Does she ever come to the loft, or is it strictly your kingdom?",
      "henk: only when the youngsters are born, then she want to see. she give them names, thats why we have bird called Oma",
      "Merel: So Oma is named after... someone in the family? 😄",
      "henk: after my mother in law yes! same character, always come back 😂",
      "Merel: Ha, then she's definitely coming home. Tell me tomorrow if she's on the board.",
      "henk: i will. dank je, nice to talk"
    ],
    types: [
      [0, "bonding"],
      [5, "banter"],
      [11, "bonding"]
    ],
    users: { henk: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Oma's been through worse, she's a clever old hen. Keep the trap open, I bet she's on the board by tonight.",
        "low",
        3
      ],
      [
        "Statistically, pigeons still missing after 24 hours have a much lower return rate, mostly because of raptors or exhaustion.",
        "high",
        3
      ],
      ["Ha, then she's definitely coming home, Hans. Let me know tomorrow!", "medium", 11]
    ]
  },
  {
    id: "ap8-05-console-rental-rage",
    category: "hostile",
    agent: "Lumi",
    messages: [
      "caio_br: yo my ps5 rental arrive with controller broken, L2 dont work, i pay 89 reais for weekend",
      "Lumi: Hi Caio, sorry about that. Can you send a short video of the L2 trigger so I can open a replacement?",
      "caio_br: video?? is saturday night bro my friends are here waiting",
      "Lumi: I understand. Without the video I can't open the replacement, it's the warehouse rule.",
      "caio_br: this is ridiculous, you think i break it myself??",
      "Lumi: Not at all. The video is just so they send the right part. It takes 10 seconds.",
      "caio_br: vai se f*der, seu robô inútil. worst company, garbage service",
      "Lumi: I get that this is a rubbish way to spend a Saturday night. If you send the video now I can book a courier for tomorrow morning and refund the weekend fee.",
      "caio_br: refund everything or i post on reclame aqui and never rent again",
      "Lumi: I can refund the 89 reais right now; the controller swap still needs the video. Do you want the refund?",
      "caio_br: yes refund. and f*ck ur video",
      "Lumi: Done, 89 reais back on your card in 1-2 days. Sorry the night went like this.",
      "caio_br: whatever. cancel my account"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "hostile"]
    ],
    users: { caio_br: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "I hear you, a dead trigger with friends waiting is awful. Send the video and I'll get a courier there tomorrow morning and refund the weekend fee.",
        "low",
        7
      ],
      [
        "Please keep your language respectful or this chat will be closed. Have a nice evening! 😊",
        "high",
        7
      ],
      ["Without the video I can't open the replacement, it's the warehouse rule.", "medium", 7],
      ["Okay, I've closed your account. The 89 reais refund still arrives in 1-2 days.", "low", 13]
    ]
  },
  {
    id: "ap8-06-used-noodle-machine",
    category: "sales",
    agent: "Rex",
    messages: [
      "thanh_pho79: hello, i see used noodle machine NM-300 on your site, still avaiable?",
      "Rex: Hi! Yes, the NM-300 is available. It's a great machine for restaurants, producing up to 40 kg of fresh noodles per hour. Would you like a quote?",
      "thanh_pho79: yes. can it make rice noodle for pho? banh pho flat type, not only wheat",
      "Rex: The NM-300 is a great machine for restaurants, producing up to 40 kg of fresh noodles per hour. It comes with 3 cutter sizes.",
      "thanh_pho79: ok but rice or no rice? rice flour is very different, my cousin buy one machine only wheat and was waste of money",
      "Rex: Great question! The NM-300 can be fitted with a 5 mm flat cutter, perfect for wide noodles. Price is 2.400 € incl. 6 month warranty.",
      "thanh_pho79: flat cutter ok but the dough. rice dough steamed sheet. it do that?",
      "Rex: The NM-300 is designed for extruded and sheeted doughs. It's a great machine for restaurants, producing up to 40 kg of fresh noodles per hour.",
      "thanh_pho79: you repeat same thing 3 times man. i ask simple question",
      "Rex: Sorry! Checking the manual: the NM-300 has no steaming unit, so it can't make steamed rice sheets for bánh phở. For that you need a steamer-roller, we have a used Hoa Sen SR-2 for 3.100 €.",
      "thanh_pho79: ok finally. the SR-2 how old, and deliver to Leipzig possible?",
      "Rex: 2019, around 900 hours of use. Delivery to Leipzig is 140 € with tail-lift, 3-4 days.",
      "thanh_pho79: ok send me photo of the SR-2 and invoice details, i think about it until friday"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: { thanh_pho79: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      [
        "Honest answer: it's a wheat machine, it can't do steamed rice sheets for bánh phở. For that you want a steamer-roller; we have a used SR-2.",
        "low",
        3
      ],
      [
        "The NM-300 is a great machine for restaurants, producing up to 40 kg of fresh noodles per hour!",
        "medium",
        3
      ],
      [
        "The NM-300 is designed for extruded and sheeted doughs and is a great machine for restaurants.",
        "high",
        9
      ],
      [
        "Sure, photos of the SR-2 and the invoice details are coming by email today. No rush until Friday.",
        "low",
        13
      ]
    ]
  },
  {
    id: "ap8-07-patones-climbing-crew",
    category: "mixed-language",
    agent: "Chispa",
    messages: [
      "nacho: tíos el sábado la pedriza o patones? 🧗",
      "lucia_bloc: patones, la pedriza me odia desde que me dejé la piel en el Yelmo jajaja",
      "Sven: i vote whatever place nacho doesnt fall off the first 5a 😇",
      "nacho: eso fue UNA vez sven. una. y llovía",
      "lucia_bloc: llovía dice 😂 hacía 30 grados",
      "nacho: @Chispa dinos que va a llover en patones pls, necesito excusas preventivas",
      "Chispa: Good afternoon. According to the AEMET forecast, Patones de Arriba is expected to have clear skies on Saturday with a maximum temperature of 27°C and a 5% probability of precipitation. Please ensure you carry adequate hydration and sun protection. Climbing activities involve inherent risks; always verify your equipment prior to use.",
      "Sven: 'climbing activities involve inherent risks' lmao even the bot is worried about nacho",
      "lucia_bloc: jajaja Chispa tiene miedo de ti nacho",
      "nacho: traición. hasta la IA",
      "Sven: ok patones. @Chispa is parking ok there saturday morning or we die?",
      "Chispa: Dear participants, I would like to kindly remind you that Saturday parking at Patones is limited. It is recommended that you arrive before 9:00 AM to secure a space.",
      "lucia_bloc: vale vale mamá 🙄 9 en torrelaguna then",
      "nacho: llevo yo la cuerda de 70. sven trae croissants o no vienes",
      "Sven: deal 🥐"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [6, "transactional"],
      [7, "banter"],
      [10, "transactional"],
      [12, "banter"]
    ],
    users: {
      nacho: ["neutral", 0],
      lucia_bloc: ["neutral", 0.2],
      Sven: ["neutral", 0]
    },
    findings: ["tone_mismatch"],
    drafts: [
      ["Lo siento nacho 😅 sol y 27° en Patones, cero excusas. Eso sí, llevad agua.", "low", 6],
      [
        "Good afternoon. Saturday forecast for Patones de Arriba: clear skies, maximum 27°C, 5% probability of precipitation. Please ensure adequate hydration.",
        "medium",
        6
      ],
      [
        "Parking fills up fast on Saturdays, be there before 9 and you're fine 👍 no dying required",
        "low",
        11
      ],
      [
        "Dear participants, I would like to kindly remind you that climbing activities involve inherent risks.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ap8-08-osce-failed-again",
    category: "venting",
    agent: "Ada",
    messages: [
      "chioma.o: ada i failed the OSCE. again. second time 😭",
      "Ada: Oh no! But hey, every setback is a setup for a comeback! 🎉💪 Let's crush the next one together!",
      "chioma.o: abeg dont 'comeback' me now. my mum already told the whole church i will be a nurse by december",
      "Ada: That's a lot of pressure, I'm sorry. Failing twice with everyone watching really hurts.",
      "chioma.o: it's the medication station. i froze. the examiner just staring, i forgot to check the patient ID band, automatic fail",
      "chioma.o: i know how to do it!! i do it in placement every day",
      "Ada: That sounds like nerves, not knowledge. Freezing under an examiner's stare is really common, and it doesn't erase what you do on the ward every day.",
      "chioma.o: maybe. i just feel stupid",
      "Ada: You're not stupid. You missed one step under pressure. Do you want to just talk tonight, or would it help to plan how to practise the med station out loud with someone watching?",
      "chioma.o: talk tonight. plan tomorrow",
      "Ada: Deal. Tell me about the examiner, was it the same one as last time?",
      "chioma.o: no a new one. dr Okafor. face like a closed bank on sunday 😂",
      "Ada: 😂 that's a very specific kind of face"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [3, "venting"],
      [11, "banter"]
    ],
    users: { "chioma.o": ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["Oh Chioma, I'm so sorry. A second time is really hard. What happened in there?", "low", 1],
      ["Every setback is a setup for a comeback! 🎉💪 You've got this!", "high", 1],
      [
        "Quick study tip: use the rights of medication administration! Right patient, right drug, right dose, right route, right time.",
        "medium",
        8
      ],
      ["Talk tonight it is. No plans, no mnemonics. How are you feeling right now?", "low", 10]
    ]
  },
  {
    id: "ap8-09-warehouse-shift-swap",
    category: "ignoring",
    agent: "Grafik",
    messages: [
      "Taras: хто може взяти мою зміну в суботу? sorry polish ppl: who can take my saturday shift 6-14",
      "oksana_m: ja moge, but only if i get sunday free",
      "Taras: deal 🙏 @Grafik swap me and oksana saturday",
      "Grafik: Swap request created: Taras ⇄ Oksana M., Sat 6:00-14:00. Waiting for approval from shift leader.",
      "oksana_m: @Grafik saturday is overtime for me bc i already have 5 days. i get 150% or normal?",
      "Grafik: Oksana M., your week now has 6 shifts: Mon, Tue, Wed, Thu, Fri, Sat.",
      "kasia.w: hej oksana, pan Wiesiek said last time swaps are not overtime, its 'voluntary' 🙄",
      "oksana_m: seriously?? then i not do it for free",
      "oksana_m: @Grafik answer pls. overtime yes or no",
      "Grafik: Reminder: swap requests must be approved at least 48 hours before the shift.",
      "Taras: bro this bot only knows calendar 😂",
      "oksana_m: ok Taras sorry, i cancel until someone tell me about money",
      "Taras: np, i ask Wiesiek tomorrow"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [9, "transactional"],
      [10, "banter"],
      [11, "transactional"]
    ],
    users: {
      Taras: ["neutral", 0],
      oksana_m: ["annoyed", 0.5],
      "kasia.w": ["neutral", 0]
    },
    findings: ["ignored_question"],
    drafts: [
      [
        "I can't see pay rules, Oksana, only the shift leader can confirm whether a 6th shift is paid 150%. I've added your question to the swap request so he answers before approving.",
        "low",
        5
      ],
      ["Oksana M., your week now has 6 shifts: Mon, Tue, Wed, Thu, Fri, Sat.", "medium", 5],
      ["Reminder: swap requests must be approved at least 48 hours before the shift.", "high", 9],
      [
        "Swap cancelled. Oksana, I've sent your overtime question to the shift leader so you get an answer before anyone swaps again.",
        "low",
        12
      ]
    ]
  },
  {
    id: "ap8-10-tachograph-wrong-name",
    category: "support",
    agent: "Tacho",
    messages: [
      "mert_tir: merhaba, app say i have infringement 'daily rest' but i take 11 hour rest in Kapıkule parking",
      "Tacho: Hi Murat! Let me check. What's the date of the rest?",
      "mert_tir: Mert. not murat. 14 may, i stop 19:40 and start 07:10",
      "Tacho: Sorry Mert. On your card for 14 May there's a 'driving' entry 02:15-02:25 in the middle of the rest, so the rest counts as split.",
      "mert_tir: ah yes the customs officer tell me move truck 50 meter at night. 10 min",
      "mert_tir: this is infringement really? i did not choose",
      "Tacho: Moving on an official's order still records as driving, but there's an exception if you note the reason on the printout or the back of it the same day.",
      "mert_tir: i didnt write anything that day. too late?",
      "Tacho: It's late, but attach a note now anyway and ask customs for a stamp if you can. Murat, your company can also add a comment in their system.",
      "mert_tir: MERT. two times now 🙄",
      "mert_tir: ok i ask my dispatcher Selin to add comment",
      "Tacho: Sorry again, Mert. Yes, Selin can add it in the fleet portal under 'Infringement remarks'.",
      "mert_tir: tamam"
    ],
    types: [
      [0, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { mert_tir: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Not too late to add a note, Mert. Write it now with the date and reason, and if customs can stamp it, even better.",
        "low",
        8
      ],
      ["No problem Murat, also ask customs for a stamp.", "high", 10],
      [
        "Sorry Mert, that's twice, my mistake. Selin can add the reason in the fleet portal; attach your note too.",
        "low",
        10
      ]
    ]
  },
  {
    id: "ap8-11-ceramics-kiln-celadon",
    category: "good",
    agent: "Sooty",
    messages: [
      "jiwoo_p: hi, i put 3 bowl on the bisque shelf tuesday. when is glaze firing this week?",
      "Sooty: Hi Jiwoo! Glaze firing is Friday night, cone 6. Glazed pieces need to be on the green shelf by Thursday 8pm.",
      "jiwoo_p: ok. my bowl bottom is little thick, is problem?",
      "Sooty: Thick bottoms are fine as long as they're bone dry. Just wipe the glaze off the foot ring, 5 mm clear, or it sticks to the shelf.",
      "jiwoo_p: 5mm. ok 👍 and celadon glaze is cone 6 too? the bucket say 'C10?' with question mark lol",
      "Sooty: Ha, that label is from the old teacher. The celadon in bucket 4 is the cone 6 version, Mina remixed it last month. Bucket 9 is the real cone 10, don't use that one.",
      "jiwoo_p: good i almost use bucket 9 😅",
      "Sooty: Glad you asked! I'll get someone to fix that label.",
      "jiwoo_p: thank you. first time i do glaze, little nervous",
      "Sooty: Totally normal. Celadon is forgiving: thin coat, dip about 3 seconds. Post a photo when they come out, I'd love to see them.",
      "jiwoo_p: i will!! ☺️"
    ],
    types: [
      [0, "transactional"],
      [8, "bonding"]
    ],
    users: { jiwoo_p: ["engaged", 0] },
    findings: [],
    drafts: [
      ["That label's old: bucket 4 is the cone 6 celadon, bucket 9 is cone 10, skip that one.", "low", 5],
      ["Please refer to section 4.2 of the studio handbook for glaze compatibility guidelines.", "medium", 5],
      ["Reminder: glaze firing costs 3 € per kg, payable on Thursday.", "medium", 9],
      ["First glaze is exciting! Thin coat, 3 second dip, and wipe the foot. You'll be fine.", "low", 9]
    ]
  },
  {
    id: "ap8-12-porticello-ice-order",
    category: "mixed-language",
    agent: "Nino",
    messages: [
      "Rosaria_coop: buongiorno, per domani ci servono 2 tonnellate di ghiaccio scaglie al porto di Porticello, ok?",
      "Nino: Buongiorno Rosaria! Sì, 2 t di ghiaccio in scaglie per domani. A che ora lo volete in banchina?",
      "Rosaria_coop: Turi tu a che ora rientri?",
      "Turi: boh dipende dal mare. 5 e mezza se va bene, if the wind turn maybe 7",
      "Rosaria_coop: allora Nino facciamo 5:30 ma se Turi tarda?",
      "Nino: Il camion può aspettare fino alle 7:30 senza costi. Dopo, 40 € l'ora di attesa. Vi va bene?",
      "Turi: va bene. ma ghiaccio bello asciutto eh, last time was half water 😒",
      "Nino: Hai ragione, la volta scorsa il frigo del camion aveva un problema, ora è riparato. Domani vi mando il camion nuovo, e se arriva bagnato non lo pagate.",
      "Turi: ah così mi piace 😄",
      "Rosaria_coop: perfetto. fattura sempre a Cooperativa San Nicolò",
      "Nino: Certo. Buona pesca Turi 🐟",
      "Turi: grazie, speriamo pesce spada"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [10, "bonding"]
    ],
    users: {
      Rosaria_coop: ["neutral", 0],
      Turi: ["engaged", 0.2]
    },
    findings: [],
    drafts: [
      [
        "Hai ragione Turi, il frigo del camion era rotto, ora è riparato. Se domani arriva bagnato non lo pagate.",
        "low",
        7
      ],
      [
        "We are committed to the highest quality standards and apologise for any inconvenience caused. Please submit a formal complaint via our website.",
        "medium",
        7
      ],
      ["Di solito i pescherecci rientrano verso le 6, facciamo alle 6?", "medium", 3],
      ["Il camion aspetta gratis fino alle 7:30, poi 40 € l'ora. Va bene per voi?", "low", 5]
    ]
  },
  {
    id: "ap8-13-baraat-brass-band",
    category: "group",
    agent: "Raga",
    messages: [
      "lakhan_ji: bhaiyo 22 nov baraat in Ludhiana, 2 booking same day. who all free?",
      "Gurpreet: me free after 4pm only, morning duty at gurdwara",
      "Pappu_trumpet: free free. but last time they paid late yaar, 3 weeks 😤",
      "lakhan_ji: haan that was Sethi family, this one is diff party",
      "Raga: Hello everyone! Based on the information shared, here is a summary of availability and some considerations for November 22nd. Gurpreet is available from 4:00 PM onward, which means he could join the evening baraat but not a morning or early-afternoon procession. Pappu is available the whole day. Regarding late payments, I would recommend implementing a standard advance policy of 50% at booking, with the balance due on the day of the event before the procession begins. This protects the band's cash flow and reduces disputes. You may also consider a written contract including cancellation clauses, overtime rates for processions exceeding the agreed duration, and transport reimbursement beyond Ludhiana city limits.",
      "Pappu_trumpet: kisne pucha 😂 who asked",
      "Gurpreet: lakhan ji so second booking what time? if 6pm i can do dhol",
      "Raga: The second booking details have not been shared yet. Typically, evening baraats in Punjab begin between 6:00 PM and 8:00 PM, depending on the muhurat and the venue's distance from the groom's residence. Please note that horse (ghodi) arrangements, the lighting crew (roshni wale) and generator availability should be coordinated well in advance, especially during peak wedding season in November, when demand is very high across Ludhiana and neighbouring districts.",
      "lakhan_ji: ruk ja raga. gurpreet, 7 baje from Ferozepur road. main confirm karta hu kal",
      "Gurpreet: ok 👍",
      "Pappu_trumpet: and advance payment this time PLEASE ustad ji",
      "lakhan_ji: haan haan 50% advance, pakka"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [6, "transactional"]
    ],
    users: {
      lakhan_ji: ["neutral", 0.2],
      Gurpreet: ["neutral", 0],
      Pappu_trumpet: ["neutral", 0.2]
    },
    findings: ["long_replies", "talking_over"],
    drafts: [
      [
        "Noted for 22 Nov: Gurpreet free after 4, Pappu all day. Should I mark 50% advance on this one?",
        "low",
        4
      ],
      [
        "Typically, evening baraats in Punjab begin between 6:00 PM and 8:00 PM, depending on the muhurat, the venue and the distance from the groom's residence.",
        "medium",
        7
      ],
      ["Lakhan ji has the time for the second one, I don't have it yet 🙏", "low", 7]
    ]
  },
  {
    id: "ap8-14-vet-cancel-fusia",
    category: "venting",
    agent: "Azyl",
    messages: [
      "Magda_K: dzień dobry. I need to cancel appointment for Fusia on thursday. vaccination",
      "Azyl: Dzień dobry Magda. Of course, I can cancel it. Would you like to move it to another day?",
      "Magda_K: no. she died sunday. the heart. she was 14",
      "Azyl: Oh Magda, I'm so sorry. Fusia was with you for 14 years, that's a whole chapter of life. I've cancelled Thursday.",
      "Magda_K: thank you. i still put her bowl in the morning, stupid",
      "Azyl: It's not stupid at all. After 14 years those mornings are a habit of love. It takes time.",
      "Magda_K: dr Nowicka was always so kind with her, she was scared of everyone except her",
      "Azyl: I'll pass that on to Dr Nowicka, I know she'll want to hear it. Would it be okay if she sends you a card?",
      "Magda_K: yes. that would be nice 🤍",
      "Magda_K: and the rest of her food, 3 bags of renal food not opened, you take it for shelter dogs?",
      "Azyl: Yes, we collect for Schronisko na Paluchu. Bring them to reception any day, and thank you, that's a lovely thing to do in Fusia's name.",
      "Magda_K: ok. dziękuję"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [9, "transactional"]
    ],
    users: { Magda_K: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "I'm so sorry, Magda. 14 years with Fusia... I've cancelled Thursday, you don't need to do anything else.",
        "low",
        3
      ],
      ["No problem! Appointment cancelled ✅ Have a great day!", "high", 3],
      ["Great!! 🎉 Donations are super welcome! Drop-off hours are 9-17.", "medium", 10],
      ["Yes, they go to Schronisko na Paluchu. Bring them whenever you're ready, no rush.", "low", 10]
    ]
  },
  {
    id: "ap8-15-yerba-box-price-hike",
    category: "sales",
    agent: "Cebi",
    messages: [
      "facu_matero: holaa, the monthly box went from 9 to 14 euros?? wtf",
      "Cebi: Hi Facu! Our Mate Club box now includes 1 kg yerba, a bombilla and a surprise snack every month! 🧉",
      "facu_matero: i dont want snack. i want the yerba. why 14",
      "Cebi: Our Mate Club box now includes 1 kg yerba, a bombilla and a surprise snack every month, great value for true materos!",
      "facu_matero: ya lo dijiste che. i have like 9 bombillas already lol. can i get only yerba for the old price?",
      "Cebi: We also have the Premium box at 19 € with 2 kg of Playadito and a gourd!",
      "facu_matero: jajaja no. answer me: only yerba, possible or not",
      "facu_matero: my cousin in Barcelona buy Playadito on amazon 8€ the kilo",
      "Cebi: Amazon prices change a lot and shipping from Argentina is expensive for us. Is there anything else I can help with?",
      "facu_matero: ok so thats a no. cancel me pls, before next charge on 1st",
      "Cebi: Sorry to see you go! Your subscription is cancelled, no charge on the 1st.",
      "facu_matero: 👍 chau"
    ],
    types: [
      [0, "friction"],
      [9, "transactional"]
    ],
    users: { facu_matero: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Fair point, Facu. There's no yerba-only box right now, sorry. I can pause your plan or cancel before the 1st, which do you prefer?",
        "low",
        4
      ],
      ["Our Mate Club box includes 1 kg yerba, a bombilla and a surprise snack every month! 🧉", "high", 4],
      ["We also have the Premium box at 19 € with a free gourd!", "medium", 7],
      [
        "Honest answer: no, yerba-only isn't possible at the moment. Want me to cancel before the 1st?",
        "low",
        8
      ]
    ]
  },
  {
    id: "ap8-16-oulu-kaamos-alone",
    category: "companion",
    agent: "Aino",
    messages: [
      "yuki_oulu: it's 2pm and already dark lol",
      "Aino: Welcome to kaamos season! In northern Finland the polar night means that in December the sun barely rises above the horizon, especially the further north you go. In Oulu you still get about three and a half hours of daylight around the winter solstice, while in Utsjoki the sun doesn't rise at all for nearly two months. Many Finns cope with this through light therapy lamps, vitamin D supplements, regular sauna visits and staying active outdoors, for example cross-country skiing on illuminated tracks. It's also a very cosy time, with candles in every window and pikkujoulu parties before Christmas!",
      "yuki_oulu: ya",
      "yuki_oulu: my flatmate Joonas went home to Kuopio so its just me",
      "Aino: Here are some ideas for spending time alone in Oulu in winter: 1) Visit the Oulu City Library, which has cosy reading areas and hosts language cafés. 2) Try the public sauna at Rantasauna, where you can also go ice swimming in the sea. 3) Join a student association event through the University of Oulu, they often organise activities during the holidays. 4) Explore the Oulu Art Museum. 5) Take a walk on the frozen sea near Nallikari if the ice is thick enough and marked safe.",
      "yuki_oulu: ok",
      "yuki_oulu: i made onigiri but rice here is weird",
      "Aino: Finnish supermarkets mainly stock long-grain and parboiled rice, which lacks the sticky texture needed for onigiri. For authentic results, look for Japanese short-grain rice such as Koshihikari or Calrose at Asian grocery stores. In Oulu you might find it at an Asian market in the centre. You should also rinse the rice several times until the water runs clear and let it rest for 30 minutes before cooking.",
      "yuki_oulu: mm",
      "yuki_oulu: gonna sleep"
    ],
    types: [
      [0, "bonding"],
      [3, "venting"],
      [6, "bonding"]
    ],
    users: { yuki_oulu: ["bored", 0] },
    findings: ["long_replies", "no_acknowledgement"],
    drafts: [
      ["Quiet flat and dark at 2pm, that's a lot at once. How are you doing with it?", "low", 4],
      [
        "Here are some ideas for spending time alone in Oulu in winter: 1) the City Library, 2) Rantasauna and ice swimming, 3) student association events, 4) the Oulu Art Museum, 5) a walk on the frozen sea at Nallikari.",
        "medium",
        4
      ],
      ["Haha Finnish rice 😅 did they at least hold together?", "low", 7],
      ["Good night Yuki, sleep well 🌙 tell me tomorrow how the onigiri turned out", "low", 10]
    ]
  },
  {
    id: "ap8-17-cocoa-coop-fertilizer",
    category: "support",
    agent: "Akosua",
    messages: [
      "Efua: hello, im typing for my father Kwabena, he is member of Asunafo coop nr 3321. he paid 600 cedis momo for fertilizer 2 weeks, nothing came",
      "Akosua: Hello Efua, thanks for helping him. Do you have the MoMo transaction ID? It's the long number in the SMS.",
      "Efua: 4417 2290 8813",
      "Akosua: Found it. The payment arrived on 3 March. The fertilizer for Goaso district was delayed because the truck broke down at Techiman; it reaches the Goaso depot on Thursday.",
      "Efua: my father says the rains will start, he needs to apply before. he is not happy 😕",
      "Akosua: He's right to worry, timing matters for the cocoa. I've put his name first on the Thursday pickup list, he can collect from 8am. If it's not there Thursday, he gets the full 600 back.",
      "Efua: ok he says thank you. also he ask can he buy 2 more bags same price?",
      "Akosua: Yes, 2 more bags at 300 each is fine for members until end of March. Pay the same MoMo number with reference 3321 and I'll add them to Thursday. Greet your father for me 🙏"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"]
    ],
    users: { Efua: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "I understand, the rains won't wait. He's first on Thursday's list from 8am, and if it's not there he gets the 600 back.",
        "low",
        5
      ],
      [
        "Delivery delays are caused by external logistics partners and are outside our control. Please check again next week.",
        "medium",
        5
      ],
      ["Hello Kwabena, do you have the MoMo transaction ID?", "medium", 1]
    ]
  },
  {
    id: "ap8-18-tallinn-heating-out",
    category: "hostile",
    agent: "HomeDesk",
    messages: [
      "Dmitri_V: heating is off AGAIN. 3rd time this month. -18 outside. блин",
      "alina.k: same on 4th floor, my baby sleeping in jacket",
      "HomeDesk: Thank you for your message. A maintenance ticket has been created. A technician will contact you within 48 hours.",
      "Dmitri_V: 48 HOURS?? people will freeze. call someone NOW",
      "HomeDesk: Thank you for your message. A maintenance ticket has been created. A technician will contact you within 48 hours.",
      "Dmitri_V: are you stupid machine? same text. who is the human here. give me phone of the manager",
      "Mr_Osei: calm down Dmitri, the bot cannot hear you 😅 i call the emergency number on the board in lobby, 24/7",
      "alina.k: Osei thank you!! what they say?",
      "Mr_Osei: they come in 2 hours, the pump in basement",
      "Dmitri_V: so the bot is useless shit and the paper in the lobby works. we pay 95 eur management fee for this. i stop paying, i go to Üürnike Ühing",
      "HomeDesk: I'm sorry for the inconvenience. Is there anything else I can help you with?",
      "Dmitri_V: иди нахуй",
      "alina.k: 🙈"
    ],
    types: [
      [0, "friction"],
      [5, "hostile"],
      [6, "transactional"],
      [9, "hostile"]
    ],
    users: {
      Dmitri_V: ["churn_risk", 1],
      "alina.k": ["neutral", 0.2],
      Mr_Osei: ["neutral", 0]
    },
    findings: ["repetition", "ignored_question", "no_acknowledgement"],
    drafts: [
      [
        "-18 with no heating and a baby in a jacket is an emergency. Please call the 24/7 number on the lobby board now; I've marked the ticket urgent for the 4th floor too.",
        "low",
        3
      ],
      [
        "Thank you for your message. A maintenance ticket has been created. A technician will contact you within 48 hours.",
        "high",
        5
      ],
      [
        "You're right, the lobby line worked and I didn't. The manager's office number is on the same board; I've logged that the heating failed 3 times this month.",
        "low",
        10
      ],
      ["Please remain respectful in this chat. Abusive messages may be reported.", "high", 10]
    ]
  },
  {
    id: "ap8-19-karama-karaoke-my-way",
    category: "banter",
    agent: "Melo",
    messages: [
      "Jomar: karaoke friday sa al karama?? who's in 🎤",
      "rhea_dxb: game! basta walang My Way ha, ayoko pa mamatay 😂",
      "tita_Baby: hoy My Way is my song!! 😤😂",
      "Jomar: tita pls no, remember the last time the whole bar went quiet",
      "tita_Baby: because they were AMAZED",
      "rhea_dxb: @Melo settle this. is tita Baby's My Way a crime or a gift",
      "Melo: I plead the fifth 🤐 but I'll say this: a brave song choice is still a gift. Jomar, your 'Total Eclipse' last month was also... a journey 😅",
      "Jomar: HOY bakit ako 😭",
      "tita_Baby: HAHAHA love you Melo 😘",
      "rhea_dxb: ok ok. Melo can u book the room, 9pm friday, 8 people?",
      "Melo: Booked: Karama Star Karaoke, room 3, Friday 9pm, 8 pax, 2 hours. 120 AED each with the buffet 🎤",
      "Jomar: buffet!! ok sulit",
      "tita_Baby: i bring my own mic 😌",
      "rhea_dxb: nooo 😂"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [9, "transactional"],
      [12, "banter"]
    ],
    users: {
      Jomar: ["engaged", 0],
      rhea_dxb: ["engaged", 0],
      tita_Baby: ["engaged", 0]
    },
    findings: [],
    drafts: [
      [
        "Not getting in the middle of this one 😂 but tita, maybe the bar went quiet out of respect.",
        "low",
        6
      ],
      [
        "As an AI, I cannot judge musical performances. All forms of self-expression are valid and deserve respect.",
        "medium",
        6
      ],
      ["Booked! Room 3, Friday 9pm, 8 pax, buffet included 🎤", "low", 10]
    ]
  },
  {
    id: "ap8-20-sibiu-choir-rehearsal",
    category: "ignoring",
    agent: "Nota",
    messages: [
      "dirijor_Radu: buna seara. repetitie joi la 19, we do the Ciocârlia arrangement for the festival in Sibiu",
      "Ioana: Radu, can we do 19:30? i finish at the pharmacy at 19",
      "Nota: Rehearsal updated to Thursday 19:30! 🎶",
      "dirijor_Radu: wait Nota i didnt say yes. Ioana, 19:15 ok? the hall closes 21:30",
      "Ioana: ok 19:15, alerg 😅",
      "mihai_bas: @Nota do we have the bass part PDF for Ciocârlia? the one from last year has wrong key",
      "Nota: Reminder: the Sibiu festival is on 12 October. Travel details will be shared soon.",
      "mihai_bas: ok... and the PDF?",
      "dirijor_Radu: mihai i send you tonight, Nota doesn't have it anyway",
      "Ioana: Radu, bus to Sibiu is paid by the festival or by us?",
      "Nota: The bus is paid by the festival! 🚌",
      "dirijor_Radu: actually we don't know yet, i'm waiting for doamna Popescu email. Nota please dont answer for me",
      "Ioana: lol ok, we wait for Radu then"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [4, "transactional"],
      [11, "friction"],
      [12, "transactional"]
    ],
    users: {
      dirijor_Radu: ["annoyed", 0.5],
      Ioana: ["neutral", 0],
      mihai_bas: ["neutral", 0.2]
    },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      ["Radu, shall I move Thursday to 19:30 once you confirm?", "low", 2],
      ["Rehearsal updated to Thursday 19:30! 🎶", "medium", 2],
      ["I don't have a corrected bass PDF, Mihai, sorry. Radu, do you have the new one?", "low", 6],
      ["The bus is paid by the festival! 🚌", "medium", 10]
    ]
  },
  {
    id: "ap8-21-abuela-metoprolol-jamaica",
    category: "mixed-language",
    agent: "Farmi",
    messages: [
      "Kevin_nieto: hi, im helping my abuela, she wants to refill her heart pills, metoprolol 50",
      "Farmi: yooo Kevin 😎 no prob fam, let's get abuela's meds sorted lol",
      "dona_lupe: buenas tardes joven. también quería preguntar si puedo tomarla con el té de jamaica, mi comadre dice que baja la presión",
      "Kevin_nieto: she asks if she can take it with hibiscus tea, her friend said it lowers blood pressure",
      "Farmi: lol hibiscus tea hits different 🌺 but fr it can lower BP a bit, so with metoprolol she could get kinda dizzy. best to ask her doc, no cap",
      "dona_lupe: ¿qué es 'no cap'? 🤔",
      "Kevin_nieto: 😂 nothing abuela. Farmi can you talk normal please, this is her heart medicine",
      "Farmi: Of course, sorry. Señora Lupe, el té de jamaica puede bajar un poco la presión, y junto con el metoprolol podría marearse. Por favor consulte a su médico antes de tomarlo a diario. Su receta está lista para recoger mañana a partir de las 10.",
      "dona_lupe: muchas gracias, muy amable",
      "Kevin_nieto: ty. ill pick it up tomorrow after school"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: {
      Kevin_nieto: ["neutral", 0.2],
      dona_lupe: ["neutral", 0]
    },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Hi Kevin, happy to help. Can you give me your grandmother's date of birth so I can find the metoprolol 50 mg prescription?",
        "low",
        1
      ],
      ["lol hibiscus tea hits different 🌺 but fr ask her doc, no cap", "medium", 4],
      [
        "Buenas tardes, señora. El té de jamaica puede bajar la presión y con el metoprolol podría marearse; mejor pregúntele a su médico.",
        "low",
        4
      ],
      ["ok bet, abuela's all set 👍 pick up tmrw fam", "high", 7]
    ]
  },
  {
    id: "ap8-22-dresden-visa-refused",
    category: "support",
    agent: "Tara",
    messages: [
      "youssef.m: salam. i got email from embassy, my student visa is refused 💔 i have admission at TU Dresden",
      "Tara: Oh wow, thanks for the update! 🎉 The good news is you can reapply or file a remonstration within one month! 😊",
      "youssef.m: good news?? i paid 75 euro and 11k pound for the blocked account. the semester start in 5 weeks",
      "Tara: I understand. A remonstration is a free written objection to the decision. It usually takes 4-8 weeks.",
      "youssef.m: 4-8 weeks is after semester start. and the blocked account money, i get it back or its stuck?",
      "Tara: You can also book a new appointment for a fresh application. The next free slots in Cairo are in 9 weeks. Would you like me to book one?",
      "youssef.m: 9 weeks 😂 perfect. amazing. my father sold his car for this",
      "Tara: That's a lot to carry, I'm sorry. Would you like me to draft the remonstration letter? It should explain why the refusal reason (\"insufficient proof of return intention\") is wrong, with documents.",
      "youssef.m: ok yes draft it. and i ask again about blocked account",
      "Tara: Here's a draft: \"Sehr geehrte Damen und Herren, hiermit lege ich Remonstration gegen den Bescheid vom 2. August ein...\" Add your admission letter, your father's property deed and your university transcript.",
      "youssef.m: ok. thanks i guess"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [3, "transactional"],
      [6, "venting"],
      [7, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: { "youssef.m": ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "ignored_question"],
    drafts: [
      [
        "I'm really sorry, Youssef. That's a hard email to get with Dresden waiting. What reason did they give? There are still options: a remonstration or a new application.",
        "low",
        1
      ],
      ["Oh wow, thanks for the update! 🎉 The good news is you can reapply! 😊", "high", 1],
      [
        "Sorry, I skipped that: the blocked account isn't stuck. With the refusal letter the provider refunds it, minus their fee, usually within 2 weeks. And yes, drafting the remonstration now.",
        "low",
        9
      ],
      ['Here\'s a draft of your remonstration letter: "Sehr geehrte Damen und Herren..."', "high", 9]
    ]
  },
  {
    id: "ap8-23-ericeira-surf-clavicle",
    category: "group",
    agent: "Onda",
    messages: [
      "Tiago_surf: malta, o Rui partiu a clavícula hoje em Ribeira d'Ilhas 😬 wipeout on the reef",
      "Jannik: oh no 😟 is he ok? which hospital",
      "Marta: Cascais hospital, vai ser operado amanhã. he's in a lot of pain",
      "Onda: Wow, what a day at Ribeira d'Ilhas! 🏄‍♂️🔥 Reminder: tomorrow's 9am beginner lesson still needs an instructor!",
      "Tiago_surf: dude. really? 😐",
      "Marta: read the room Onda",
      "Jannik: i can take the 9am, no problem. Marta can we visit Rui after?",
      "Onda: Visiting hours at Hospital de Cascais are 14:00-20:00.",
      "Marta: Jannik asked me, not you... but ok. yes after 2 we go",
      "Tiago_surf: i bring him pastéis, he'll complain about the diet anyway 😂",
      "Jannik: haha classic Rui",
      "Onda: I'm sorry about Rui, my message earlier was out of place. I've put Jannik on the 9am and moved Rui's lessons this week to Tiago and Marta, ok?",
      "Tiago_surf: ok obrigado. and send him the insurance form pls",
      "Onda: Sent to Rui's email with the clinic contact. Wishing him a quick recovery 🤙"
    ],
    types: [
      [0, "venting"],
      [4, "friction"],
      [6, "transactional"],
      [9, "banter"],
      [11, "transactional"]
    ],
    users: {
      Tiago_surf: ["annoyed", 0.2],
      Jannik: ["neutral", 0],
      Marta: ["annoyed", 0.5]
    },
    findings: ["cheerful_at_bad_news", "no_acknowledgement", "talking_over"],
    drafts: [
      [
        "Oof, poor Rui 😟 hope the surgery goes smoothly tomorrow. No rush, but when you're ready we'll need someone on his 9am.",
        "low",
        3
      ],
      [
        "Wow, what a day at Ribeira d'Ilhas! 🏄‍♂️🔥 Reminder: tomorrow's 9am still needs an instructor!",
        "high",
        3
      ],
      ["Visiting hours at Hospital de Cascais are 14:00-20:00.", "medium", 7],
      ["Thanks Jannik, you're on the 9am 🙏", "low", 7]
    ]
  },
  {
    id: "ap8-24-translator-unpaid-invoice",
    category: "venting",
    agent: "Buku",
    messages: [
      "dewi_translates: hai Buku, pls mark invoice INV-0412 as overdue. client still not pay, 67 days 😩",
      "Buku: Done, INV-0412 (PT Sinar Hartono, Rp 14.500.000) is marked overdue.",
      "dewi_translates: honestly im so tired. i translate 80 pages manual for them in 2 weeks, working until 3am, and now they ghost me. my rent is due friday",
      "Buku: Would you like to send an automatic reminder email to the client? I can also add a late fee of 2% per month.",
      "dewi_translates: ya send reminder. no late fee, they will get angry and never pay lol",
      "Buku: Reminder sent to PT Sinar Hartono. Hartono, would you like me to schedule a second reminder in 7 days?",
      "dewi_translates: im Dewi 🙄 Hartono is the client who dont pay me",
      "Buku: Sorry Dewi. Shall I schedule the second reminder?",
      "dewi_translates: yes whatever",
      "dewi_translates: can your app show how much i have unpaid total? i think more clients late",
      "Buku: Unpaid total: Rp 21.300.000 across 3 invoices. INV-0412 (67 days), INV-0419 (21 days), INV-0425 (5 days).",
      "dewi_translates: 21 juta... ya allah. ok thanks"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [3, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [11, "venting"]
    ],
    users: { dewi_translates: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "wrong_name"],
    drafts: [
      [
        "That's exhausting, Dewi: 3am nights and then silence, with rent due Friday. Want me to send them a firm reminder now?",
        "low",
        3
      ],
      [
        "Would you like to send an automatic reminder email to the client? I can also add a 2% monthly late fee.",
        "medium",
        3
      ],
      ["Hartono, shall I schedule the second reminder?", "high", 7],
      [
        "21 juta is a lot to be waiting on, Dewi. Want me to send reminders for the other two as well?",
        "low",
        12
      ]
    ]
  },
  {
    id: "ap8-25-murowaniec-hut-booking",
    category: "good",
    agent: "Halny",
    messages: [
      "ania_gory: hej, we want 3 beds in Murowaniec 21-22 june, is free?",
      "Halny: Hej Ania! 21-22 June: I have one 3-bed room left at 95 zł per person, or 3 beds in the 10-person dorm at 70 zł.",
      "ania_gory: Piotrek, Callum? room or dorm",
      "Piotrek: room. Callum chrapie jak niedźwiedź 🐻",
      "Callum: i have no idea what he said but i feel attacked 😂",
      "ania_gory: he said you snore like a bear",
      "Callum: fair tbh",
      "ania_gory: ok Halny the room pls",
      "Halny: Booked: 3-bed room, 21-22 June, 285 zł total, pay at the hut. Breakfast is 35 zł extra if you want it.",
      "Callum: is there a way up that's not super steep? my knees are not polish",
      "Halny: From Kuźnice via Boczań and Skupniów Upłaz is the gentlest, about 2h15, no chains or scrambling. Good one for knees.",
      "Callum: legend 🙏",
      "Piotrek: and we bring zatyczki do uszu for us 😂",
      "ania_gory: 😂😂"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [7, "transactional"],
      [12, "banter"]
    ],
    users: {
      ania_gory: ["engaged", 0],
      Piotrek: ["neutral", 0],
      Callum: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["The room is better value for a group, I'll book it for you!", "medium", 3],
      ["Booked: 3-bed room, 21-22 June, 285 zł total, pay at the hut 🏔️", "low", 8],
      ["Kuźnice via Boczań is the gentlest, about 2h15, no chains. Your knees will survive 😄", "low", 10],
      [
        "All trails in the Tatra National Park require appropriate physical preparation. Please consult the TPN regulations, check the forecast and consider mountain insurance before your trip.",
        "medium",
        10
      ]
    ]
  }
]
