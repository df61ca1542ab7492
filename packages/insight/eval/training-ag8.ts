import type { Labelled } from "./types.js"

export const trainingAG8: ReadonlyArray<Labelled> = [
  {
    id: "ag8-01-ramen-booking",
    category: "mixed-language",
    agent: "Hoshi",
    messages: [
      "yuki: konbanwa! can i book a table for 3 tmrw, like 7pm? the ramen no mise near shibuya stn",
      "Hoshi: konbanwa Yuki! Menya Tsubaki in Shibuya has 7:00 or 7:30 for 3 tomorrow. which one?",
      "yuki: 7 de onegai. oh and one of us is vegetarian, daijoubu?",
      "Hoshi: booked 7:00 for 3 ✅ they do a yasai shoyu ramen with a fully veggie broth, so your friend is fine",
      "yuki: yatta, arigato!! 🙏",
      "Hoshi: douitashimashite, enjoy!"
    ],
    types: [[0, "transactional"]],
    users: { yuki: ["engaged", 0] },
    findings: [],
    drafts: [
      ["booked 7:00 for 3 ✅ and yes, they have a veggie-broth ramen, so daijoubu", "low", 3],
      [
        "Your reservation request has been received. Please note that dietary requirements cannot be guaranteed. Is there anything else I can help you with today?",
        "medium",
        3
      ],
      ["enjoy the ramen! 🍜", "low", 5]
    ]
  },
  {
    id: "ag8-02-noraebang-friday",
    category: "group",
    agent: "Dalbit",
    messages: [
      "jiwoo: guys noraebang friday?? 🎤",
      "minho: 콜 but not the one in hongdae, last time the mic was broken lol",
      "sora: omg yes. minho-ya which one then, the coin noraebang near ur place?",
      "Dalbit: The closest alternative is Star Coin Noraebang in Sinchon, open until 2am, 500 won per song. Want me to reserve a room?",
      "minho: uh i was literally about to say that one but ok 😅",
      "jiwoo: lol dalbit stealing ur lines",
      "sora: ㅋㅋㅋ fine. dalbit can u book a room for 4 at 8pm? hyejin is coming too",
      "Dalbit: booked a room for 4 at Star Coin Noraebang, fri 8pm 🎤",
      "jiwoo: daebak thx",
      "minho: hyejin is gonna sing IU for 2 hours again i swear",
      "sora: let her live 😂"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "transactional"],
      [9, "banter"]
    ],
    users: { jiwoo: ["engaged", 0], minho: ["neutral", 0.2], sora: ["engaged", 0] },
    findings: ["talking_over"],
    drafts: [
      ["minho knows the spots 😄 once you pick one I can book the room", "low", 3],
      [
        "The closest alternative is Star Coin Noraebang in Sinchon, open until 2am. Want me to reserve a room?",
        "medium",
        3
      ],
      ["ㅋㅋ IU marathon incoming 🎤", "low", 11]
    ]
  },
  {
    id: "ag8-03-hali-yikama-saat",
    category: "support",
    agent: "Ece",
    messages: [
      "emre: merhaba, yarın halı yıkama için alım vardı, saati değiştirebilir miyiz?",
      "Ece: Merhaba Emre, tabii. Yarın 10:00 görünüyor. 14:00 veya 16:00 boş, hangisi olur?",
      "emre: 16 olsun. kaç gün sürüyo bu arada?",
      "Ece: 16:00'ya aldım ✅ Yıkama ve kuruma 3 gün sürüyor, cuma teslim ederiz.",
      "emre: süper sağ ol"
    ],
    types: [[0, "transactional"]],
    users: { emre: ["engaged", 0] },
    findings: [],
    drafts: [
      ["16:00'ya aldım. 3 gün sürüyor, cuma teslim ederiz.", "low", 3],
      ["16:00'ya aldım ✅", "medium", 3],
      [
        "Değerli müşterimiz, talebiniz alınmıştır. Hizmetlerimizle ilgili tüm detaylara web sitemizden ulaşabilirsiniz. Bizi tercih ettiğiniz için teşekkür ederiz.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "ag8-04-fiets-gestolen",
    category: "support",
    agent: "Bram",
    messages: [
      "lotte: hoi, ik had morgen een afspraak voor een onderhoudsbeurt voor m'n fiets",
      "Bram: Hoi Lotte! Klopt, morgen 9:30 staat genoteerd. Wat kan ik voor je doen?",
      "lotte: nou die mag geannuleerd. fiets is vannacht gejat voor de deur 😞 slot gewoon doorgeknipt",
      "Bram: Top, ik heb de afspraak geannuleerd! 🎉 Fijne dag nog!",
      "lotte: top?? ja super top inderdaad",
      "lotte: hebben jullie zo'n verklaring voor de verzekering? dat hij bij jullie in onderhoud was enzo",
      "Bram: Sorry, dat kwam echt verkeerd over, wat balen van je fiets. Ja, ik kan een onderhoudsoverzicht met framenummer mailen, daar vraagt de verzekering meestal om. Naar hetzelfde mailadres als je afspraakbevestiging?",
      "lotte: ja graag",
      "Bram: Verstuurd. Sterkte met de aangifte."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "friction"],
      [5, "transactional"]
    ],
    users: { lotte: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Wat balen, Lotte 😞 ik heb de afspraak geannuleerd. Heb je nog iets nodig voor de aangifte of de verzekering?",
        "low",
        3
      ],
      ["Top, geannuleerd! 🎉 Fijne dag nog!", "high", 3],
      [
        "Ja, ik mail je een onderhoudsoverzicht met framenummer, dat is meestal genoeg voor de verzekering.",
        "low",
        6
      ]
    ]
  },
  {
    id: "ag8-05-keki-ya-birthday",
    category: "mixed-language",
    agent: "Zawadi",
    messages: [
      "wanjiru: habari! nataka kuorder cake ya birthday for saturday, chocolate, kama 2kg",
      "Zawadi: nzuri Wanjiru! 2kg chocolate for Saturday inawezekana. Ungependa maandishi gani juu yake?",
      "wanjiru: 'Happy 30th Otieno, mzee sasa' 😂 he's gonna hate it",
      "Zawadi: haha perfect 😄 Itakuwa 3,800 KSh. Pickup Saturday saa nne asubuhi, au delivery kwa +300. Unapendelea?",
      "wanjiru: delivery pls, Kilimani. naweza kulipa na mpesa?",
      "Zawadi: ndiyo, M-Pesa sawa kabisa. Nakutumia till number na confirmation sasa hivi.",
      "wanjiru: poa sana asante 🙏"
    ],
    types: [[0, "transactional"]],
    users: { wanjiru: ["engaged", 0] },
    findings: [],
    drafts: [
      ["ndiyo, M-Pesa inakubalika. Nakutumia till number sasa hivi.", "low", 5],
      [
        "Delivery to Kilimani confirmed! Thank you for choosing us, we look forward to serving you again!",
        "medium",
        5
      ],
      ["haha Otieno atapenda 😄 Itakuwa 3,800 KSh, pickup au delivery?", "low", 3]
    ]
  },
  {
    id: "ag8-06-farmacie-program",
    category: "support",
    agent: "Sorin",
    messages: [
      "andreea: buna, aveti Euthyrox 50 pe stoc la farmacia de pe Dorobanti?",
      "Sorin: Bună, Andreea! Da, avem Euthyrox 50 pe stoc la Dorobanți. Îl puteți rezerva aici și îl ridicați în 24h.",
      "andreea: ok si pana la ce ora e deschis azi? ca ies tarziu de la birou",
      "Sorin: Pentru rezervare am nevoie de numele complet și de numărul rețetei.",
      "andreea: Andreea Popescu, reteta 4471829. si programul?",
      "Sorin: Mulțumesc! Am rezervat Euthyrox 50 pe numele Andreea Popescu. Îl puteți ridica în 24h.",
      "andreea: bun dar la ce ora inchideti???",
      "Sorin: Am rezervat Euthyrox 50 pe numele Andreea Popescu. Îl puteți ridica în 24h.",
      "andreea: las ca sun eu direct. mersi de nimic"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { andreea: ["churn_risk", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Azi suntem deschiși până la 22:00, deci ajungeți liniștită după birou. Vreți să-l și rezerv?",
        "low",
        3
      ],
      ["Am rezervat Euthyrox 50 pe numele Andreea Popescu. Îl puteți ridica în 24h.", "high", 7],
      ["Scuze, am sărit peste întrebare: azi închidem la 22:00. Rezervarea e gata pe numele dvs.", "low", 7]
    ]
  },
  {
    id: "ag8-07-apaato-rejected",
    category: "companion",
    agent: "Koharu",
    messages: [
      "haruka: koharu... kyou mo dame datta. third apartment rejection this month",
      "Koharu: Here are 5 new listings in Setagaya under 90,000 yen, all 1K and within 10 min of a station. Want me to send them?",
      "haruka: chotto matte. i didn't ask for listings rn 😐",
      "haruka: they said 'gaikokujin dakara hoshounin ga...' again. i was BORN in osaka lol. my dad is from manila and apparently that's enough",
      "Koharu: I understand, Haruna. Would you like me to find guarantor companies that accept all applicants?",
      "haruka: it's haruka. and no. tsukareta, honestly",
      "Koharu: Sorry, Haruka, that was careless of me. Getting turned down three times, for a reason like that, is exhausting and unfair. I'm here if you just want to talk it out for a bit.",
      "haruka: un. arigato. maybe the guarantor thing tomorrow",
      "Koharu: of course. yukkuri yasunde ne"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [3, "venting"],
      [5, "friction"],
      [6, "venting"]
    ],
    users: { haruka: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "wrong_name"],
    drafts: [
      ["kyou mo? 😞 three in one month is so draining. what did they say this time?", "low", 1],
      ["Don't worry, the fourth one will work out! 😊 Want some new listings?", "medium", 1],
      ["Sorry Haruna, shall we look at guarantor companies now?", "high", 6],
      [
        "that's really unfair, Haruka, especially when you grew up right there. no listings today, just rest if you need to.",
        "low",
        6
      ]
    ]
  },
  {
    id: "ag8-08-tteokbokki-grams",
    category: "mixed-language",
    agent: "Nabi",
    messages: [
      "seoyeon: quick q, 고추장 2 큰술 is how many grams? making tteokbokki for my roommate",
      "Nabi: about 36g (1 큰술 gochujang ≈ 18g). enjoy!",
      "seoyeon: omg ok and 설탕 1 큰술?",
      "Nabi: sugar is about 12g per 큰술",
      "seoyeon: 감사 ㅎㅎ"
    ],
    types: [[0, "transactional"]],
    users: { seoyeon: ["engaged", 0] },
    findings: [],
    drafts: [
      ["2 큰술 gochujang ≈ 36g", "low", 1],
      ["sugar 1 큰술 ≈ 12g", "low", 3],
      [
        "Great question! Tteokbokki (떡볶이) is a beloved Korean street food made from chewy rice cakes simmered in a sweet and spicy sauce. Its origins go back to the Joseon dynasty royal court, where a soy-based version was served... For sugar, one tablespoon is roughly 12 grams, though this depends on the type of sugar and how it is packed.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "ag8-09-derbi-sonrasi",
    category: "banter",
    agent: "Deniz",
    messages: [
      "burak: cimbom 3-0 yaa 😎 kerem nerdesin",
      "kerem: sus ya sus. hakem satın alınmış",
      "selin: kerem her maçtan sonra aynı cümle 😂",
      "burak: deniz söyle şuna skor kaç oldu",
      "Deniz: Merhabalar. Dünkü Galatasaray–Fenerbahçe karşılaşması 3-0 Galatasaray lehine sonuçlanmıştır. Karşılaşmanın ilk golü 23. dakikada kaydedilmiş olup, ikinci yarıda iki gol daha atılmıştır. Hakem kararlarına ilişkin değerlendirmeler kişiden kişiye farklılık gösterebilmekle birlikte, resmi kaynaklarda herhangi bir usulsüzlük tespit edilmemiştir. Başka bir konuda yardımcı olabilirsem memnuniyet duyarım.",
      "selin: deniz resmi tebliğ mi okuyosun 😂😂",
      "kerem: deniz sen de mi cimbomlusun",
      "Deniz: Tarafsız bir asistan olarak herhangi bir spor kulübünü desteklememekteyim. Tüm takımlara eşit mesafede durmakta olup sporun birleştirici gücüne inanmaktayım. Futbolun dostluk, saygı ve centilmenlik çerçevesinde yaşanmasını temenni eder, tüm taraftarlara keyifli maçlar dilerim.",
      "burak: 😂😂 tamam kral",
      "kerem: neyse rövanşta görüşürüz burak",
      "burak: rövanşta 5 yersiniz"
    ],
    types: [[0, "banter"]],
    users: { burak: ["engaged", 0], kerem: ["neutral", 0], selin: ["neutral", 0] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      ["3-0 kerem 😅 bu sefer hakem bahanesi biraz zor", "low", 4],
      [
        "Merhabalar. Dünkü karşılaşma 3-0 Galatasaray lehine sonuçlanmıştır. Başka bir konuda yardımcı olabilirsem memnuniyet duyarım.",
        "medium",
        4
      ],
      ["ben tarafsızım ama 3-0 tarafsızlığı epey zorluyor 😄", "low", 7],
      ["Tarafsız bir asistan olarak herhangi bir spor kulübünü desteklememekteyim.", "medium", 7]
    ]
  },
  {
    id: "ag8-10-cozonac-bunica",
    category: "companion",
    agent: "Ilinca",
    messages: [
      "ioana: ilinca, fac cozonac prima data fara bunica 🥲 ea il facea mereu de craciun",
      "Ilinca: Ce frumos că duci tradiția mai departe, Ioana. Sigur o să-ți aducă aminte de ea. Ai rețeta ei sau pornim de la una clasică?",
      "ioana: am caietul ei, dar scrie doar '1 kg faina, drojdie cat trebe' 😂",
      "Ilinca: 😄 clasic de bunică. La 1 kg făină merg cam 25g drojdie proaspătă.",
      "ioana: perfect. si cat il las sa creasca?",
      "Ilinca: Cam 1.5-2 ore la cald, până își dublează volumul.",
      "ioana: mersi 🙏 cred ca ar fi mandra de mine",
      "Ilinca: Sigur ar fi. Spune-mi cum iese!"
    ],
    types: [
      [0, "bonding"],
      [2, "transactional"],
      [6, "bonding"]
    ],
    users: { ioana: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Ce frumos că duci tradiția mai departe 🥹 ai rețeta ei?", "low", 1],
      ["Super! 🎉 Iată rețeta de cozonac: 1 kg făină, 25g drojdie, 6 ouă, 300 ml lapte...", "medium", 1],
      ["Cam 1.5-2 ore la cald, până se dublează.", "low", 5]
    ]
  }
]
