import type { Labelled } from "./types.js"

export const trainingAL5: ReadonlyArray<Labelled> = [
  {
    id: "al5-01-orkney-foundation-sheets",
    category: "ignoring",
    agent: "Bram",
    messages: [
      "tamsin_k: do u ship foundation sheets to orkney",
      "Bram: Great question, and thank you so much for reaching out to Hivewright! Yes, we absolutely do ship to Orkney, along with the rest of the Highlands and Islands. We use two delivery partners for island addresses, and depending on the size of your order it may go by Royal Mail Tracked or by our pallet courier, which sails from Scrabster. Foundation sheets come in wired and unwired, in either pure beeswax or plastic, and in National, Langstroth and Smith sizes, so it is worth double-checking which frames you run before ordering. A tip many of our island customers appreciate: keep the sheets flat and somewhere cool, because wax foundation can warp in a warm parcel van!",
      "tamsin_k: k",
      "tamsin_k: how much",
      "Bram: Shipping to Orkney is £8.95 for orders under 2kg and £14.50 up to 10kg, and anything heavier goes on the pallet service, which is quoted separately. As for the sheets themselves, our wired National brood foundation is £11.40 for a pack of ten, the super foundation is £8.20 for ten, and the premium organic-certified wax is a little more. If you are a new beekeeper you might also like our starter bundle, which includes foundation, frames, a hive tool and a smoker at a saving of nearly 20% compared to buying separately. We also run a monthly newsletter with seasonal tips!",
      "tamsin_k: ok",
      "Bram: Is there anything else I can help with today? Swarm season is just around the corner, so now is a great time to think about a spare nuc box, queen excluders and a bait hive. We have a handy guide on our blog about swarm prevention for northern climates, which covers everything from artificial swarms to the Demaree method, and I would be happy to send you the link!",
      "tamsin_k: nah"
    ],
    types: [[0, "transactional"]],
    users: { tamsin_k: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["£8.95 to Orkney under 2kg. National brood foundation is £11.40 for ten.", "low", 4],
      [
        "Shipping to Orkney depends on weight and the courier, and there are several price tiers depending on your order, plus our starter bundle, plus the organic wax range, which I would be delighted to walk you through in detail so you can make the best choice for your colony!",
        "medium",
        4
      ],
      ["No worries, cheers!", "low", 8],
      [
        "Before you go, here are five tips for spring inspections in windy island apiaries: 1) pick a calm day, 2) work from the side, 3) keep the smoker lit, 4) check for queen cells, 5) note everything in a hive diary!",
        "medium",
        8
      ]
    ]
  },
  {
    id: "al5-02-nolsoy-ferry-bikes",
    category: "good",
    agent: "Kolla",
    messages: [
      "hanus: next boat to nólsoy today",
      "Kolla: 14:20 from Tórshavn, then 17:40. Last one back is 18:15.",
      "hanus: bikes ok?",
      "Kolla: Yes, bikes go free on that route, wheel it on at the rear ramp.",
      "hanus: k",
      "hanus: 14:20 then 👍",
      "Kolla: 👍 Have a good crossing."
    ],
    types: [[0, "transactional"]],
    users: { hanus: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Yes, bikes are free on the Nólsoy boat.", "low", 3],
      ["👍 Have a good crossing.", "low", 6],
      [
        "Is there anything else I can help you with today? We also offer an island-hopping pass, which gives you unlimited travel on all ferries and buses for 4 or 7 days and is great value if you plan to visit Mykines, Suðuroy or Sandoy as well!",
        "medium",
        6
      ]
    ]
  },
  {
    id: "al5-03-frog-not-the-mock",
    category: "companion",
    agent: "Juno",
    messages: [
      "Juno: hey rio! today was the chemistry mock right? how did it go?",
      "rio: eh",
      "rio: theres a frog in our pond thing",
      "Juno: A frog, nice! So how did the chemistry mock go? Were the titration questions as bad as you feared?",
      "rio: dunno",
      "rio: do frogs have teeth",
      "rio: it looked at me weird",
      "Juno: Haha, frogs can look pretty judgy 😄 But tell me about the mock! How did it go?",
      "rio: why do u keep asking lol",
      "rio: its done its whatever",
      "Juno: Sorry! I just care how it went. How did the chemistry mock go?",
      "rio: omg",
      "rio: brb dinner"
    ],
    types: [
      [0, "bonding"],
      [8, "friction"]
    ],
    users: { rio: ["annoyed", 0.5] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      ["lol yes, tiny ones on the top jaw, but they can't really bite. what colour was it?", "low", 7],
      ["But tell me about the mock! How did it go?", "medium", 7],
      ["fair, it's done. ok, frog teeth: yes, tiny ones up top 🐸", "low", 10],
      [
        "I understand, but it's important to reflect on your exams. How did the chemistry mock go?",
        "high",
        10
      ]
    ]
  },
  {
    id: "al5-04-bassoon-reeds-leith",
    category: "group",
    agent: "Reedy",
    messages: [
      "ines: gord did u get the reeds from that guy in leith",
      "gord: yeah 3 of them. one is a kazoo",
      "ines: lmaooo",
      "Reedy: Hi all! When buying handmade bassoon reeds it's worth checking the hardness rating (soft, medium-soft, medium, medium-hard), the gouge thickness and the tip profile, since these affect response in the low register. Many players find a new reed needs 3-5 days of gentle playing before it settles, so don't judge it on day one. Also a reminder: rehearsal is Thursday at St Cuthbert's hall, please bring your Mahler 1 parts and a pencil.",
      "gord: ...ok",
      "pia: was anyone asking u reedy 😅",
      "ines: gord how much were they",
      "Reedy: Handmade bassoon reeds from independent makers typically cost between £18 and £30 each, with premium makers charging more. Buying in packs of three can sometimes save a little, and some makers will adjust a reed for free if you send it back within a couple of weeks.",
      "gord: 22 each ines. and yes reedy that was for ines",
      "pia: is thursday still at 7 tho or 7.30",
      "Reedy: 7pm, doors open 6:45.",
      "pia: ta"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: { ines: ["neutral", 0], gord: ["annoyed", 0.2], pia: ["neutral", 0.2] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["Reminder: rehearsal Thursday at St Cuthbert's, bring your Mahler 1 parts.", "medium", 3],
      [
        "Handmade reeds usually run £18-£30 each depending on the maker, and many will adjust them for free.",
        "high",
        7
      ],
      ["7pm, doors 6:45 🎶", "low", 10]
    ]
  },
  {
    id: "al5-05-ghent-mouse-workshop",
    category: "sales",
    agent: "Wren",
    messages: [
      "saskia.v: hi is the mouse workshop on 14 june still open",
      "Wren: Hi Saskia, yes, 3 spots left. It's €165 with all materials and the mouse (frozen, from a pet-food supplier, nothing is killed for the course).",
      "saskia.v: ok. vegetarian lunch?",
      "Wren: Yes, lunch is veggie by default, vegan on request.",
      "saskia.v: perfect book me",
      "Wren: Done: Saskia V., 14 June, 10:00-17:00, studio at Sleepstraat 41. Payment link is in your inbox.",
      "saskia.v: got it thx",
      "Wren: See you on the 14th!"
    ],
    types: [[0, "transactional"]],
    users: { "saskia.v": ["engaged", 0] },
    findings: [],
    drafts: [
      ["Yes, veggie by default, vegan if you ask.", "low", 3],
      [
        "Great question!! 🙌 Food is SO important at our workshops, we believe a nourished maker is a happy maker! Our caterer Lien makes a seasonal quiche, three salads and a cake, and she can adapt everything for allergies, intolerances and preferences of every kind, just let us know well in advance!",
        "medium",
        3
      ],
      ["See you on the 14th!", "low", 7]
    ]
  },
  {
    id: "al5-06-crew-transfer-mam-fell",
    category: "venting",
    agent: "Ottilie",
    messages: [
      "dafydd: need to swap my thurs crew transfer",
      "Ottilie: Sure. Which date do you want instead?",
      "dafydd: dunno. mam fell again at the home last night. third time this month. they rang me at 2am and i was on the vessel couldnt do anything",
      "dafydd: just sat there in the crew room like an idiot",
      "Ottilie: To swap a crew transfer you need to submit form CT-4 at least 48 hours in advance. Available slots this week: Friday 06:00 and Saturday 06:00. Which one would you like?",
      "dafydd: right",
      "dafydd: cheers for the sympathy",
      "Ottilie: You're welcome! Shall I book Friday 06:00?",
      "dafydd: whatever. friday",
      "Ottilie: Booked: Friday 06:00 transfer from Mostyn. Form CT-4 is pre-filled for you.",
      "dafydd: k"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { dafydd: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Oh Dafydd, that's awful, a 2am call when you can't get off the vessel. Is she ok? Let's get you ashore sooner: Friday or Saturday 06:00?",
        "low",
        4
      ],
      ["To swap you need form CT-4 48 hours in advance. Friday 06:00 or Saturday 06:00?", "medium", 4],
      ["You're welcome! Shall I book Friday 06:00?", "high", 7],
      [
        "Sorry, that was cold of me. A 2am call you can't do anything about is horrible. I'll hold Friday 06:00 so you can get to her, ok?",
        "low",
        7
      ]
    ]
  },
  {
    id: "al5-07-steno-loaner-tacoma",
    category: "support",
    agent: "Marlow",
    messages: [
      "deb: my rental luminex wont pair with case catalyst since the update. i have a depo at 9 tmrw",
      "Marlow: Sorry about that! Please try restarting the writer and your laptop, then re-pair via Bluetooth settings.",
      "deb: did that. twice",
      "deb: can you courier a loaner to me tonight? im in tacoma",
      "Marlow: Please try restarting the writer and your laptop, then re-pair via Bluetooth settings.",
      "deb: i literally just said i did",
      "deb: LOANER. TONIGHT. yes or no",
      "Marlow: I understand your frustration. Have you tried connecting with the USB cable instead of Bluetooth?",
      "deb: ...no. hang on",
      "deb: ok usb works. bluetooth still dead",
      "deb: so is there a loaner or not",
      "Marlow: Great, glad it's working! Let me know if there's anything else.",
      "deb: unbelievable. my contract is up in june and im going to stenograph direct"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [8, "transactional"],
      [10, "friction"]
    ],
    users: { deb: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Got it, restarting didn't help. Yes, we can courier a loaner to Tacoma tonight, it'd be with you by 8pm. Meanwhile try the USB cable, it skips Bluetooth entirely.",
        "low",
        4
      ],
      ["Please try restarting the writer and your laptop, then re-pair via Bluetooth settings.", "high", 4],
      ["Great, glad it's working! Let me know if there's anything else.", "high", 11],
      [
        "USB will get you through the depo. On the loaner: yes, I can have one at your door by 8am, before your 9:00. Want it?",
        "low",
        11
      ]
    ]
  },
  {
    id: "al5-08-bog-snorkelling-solicitor",
    category: "banter",
    agent: "Tilly",
    messages: [
      "moz: right who's actually doing the bog this year",
      "kez: me if al stops eating the flippers",
      "big_al: ONE TIME",
      "moz: 😂😂",
      "kez: @Tilly are wetsuits allowed or is it full shame mode",
      "Tilly: Dear participants, please be advised that in accordance with the event regulations, wetsuits are permitted but not mandatory. Competitors are required to wear a snorkel and flippers at all times during the two lengths of the 55-metre trench. Kindly ensure that all registrations are completed by the stated deadline. Should you require further clarification, do not hesitate to contact me.",
      'big_al: "kindly ensure" lmao who hired the solicitor',
      "moz: tilly babe its a bog",
      "kez: so wetsuits yes. al gonna wear his mankini anyway",
      "big_al: its aerodynamic",
      "Tilly: Please note that fancy dress is welcome; however, participants are reminded that the organisers accept no liability for wardrobe malfunctions.",
      "moz: 💀",
      "kez: ok thats actually funny"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"]
    ],
    users: { moz: ["neutral", 0], kez: ["engaged", 0], big_al: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "wetsuits allowed, not compulsory 👍 snorkel + flippers are the only must. full shame mode optional",
        "low",
        5
      ],
      [
        "Dear participants, please be advised that wetsuits are permitted in accordance with the event regulations. Kindly ensure registration is completed by the deadline.",
        "medium",
        5
      ],
      ["mankini approved. aerodynamics unconfirmed 😂", "low", 10],
      [
        "Please be reminded that inappropriate attire may result in disqualification at the discretion of the organisers.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "al5-09-two-tomatoes-old-sink",
    category: "companion",
    agent: "Pip",
    messages: [
      "Pip: morning walter. did the tomatoes survive the frost?",
      "walter: 2 did",
      "Pip: two's a start. the gardener's delight ones?",
      "walter: yes",
      "walter: others black",
      "Pip: shame. that late frost caught a lot of people out. there's still time to sow a few more if you fancy",
      "walter: maybe",
      "walter: maureen used to do them",
      "Pip: she had the knack by the sound of it. what did she grow them in?",
      "walter: old sink",
      "walter: still out back",
      "Pip: sounds like a good home for the two survivors",
      "walter: might do that",
      "walter: ta pip"
    ],
    types: [[0, "bonding"]],
    users: { walter: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Great!! Let's make a full replanting plan: 1) buy fresh seed, 2) sow indoors on a sunny sill, 3) pot on at 4 weeks, 4) harden off for 10 days, 5) plant out after the last frost. Want me to set reminders for each step? 🍅🌱",
        "medium",
        7
      ],
      ["she had the knack by the sound of it. what did she grow them in?", "low", 8],
      [
        "I'm so sorry for your loss! Grief is a journey and everyone processes it differently. Have you considered a bereavement group? Cruse has a helpline and local meetups, and many people find talking really helps.",
        "medium",
        8
      ],
      ["anytime walter. tell me if they take to the sink 🍅", "low", 14]
    ]
  },
  {
    id: "al5-10-parking-pcn-rain",
    category: "hostile",
    agent: "Harbour",
    messages: [
      "ziggy: your app charged me £70 for a bay i PAID for",
      "Harbour: Sorry, Ziggy. Can you send the PCN number? I'll check it against your session.",
      "ziggy: its on the fucking ticket on my windscreen which is in the pissing rain",
      "Harbour: No rush. It starts with WH, top right.",
      "ziggy: WH4471902",
      "Harbour: Found it. You extended at 14:01 and the extension failed on our side, so the ticket at 14:09 is our fault. I've cancelled the PCN and refunded the £1.80 fee.",
      "ziggy: so ur app is shit and i nearly paid 70 quid for it",
      "ziggy: deleting this garbage",
      "Harbour: Fair enough. The PCN is cancelled either way, you'll get the email within the hour.",
      "ziggy: whatever"
    ],
    types: [
      [0, "friction"],
      [4, "transactional"],
      [6, "hostile"]
    ],
    users: { ziggy: ["churn_risk", 1] },
    findings: [],
    drafts: [
      ["Please keep your language respectful or I will have to end this chat.", "medium", 3],
      ["Fair enough. The PCN is cancelled either way, you'll get the email within the hour.", "low", 8],
      [
        "We're sad to see you go! 😢 Before you delete, did you know you earn double Harbour points on weekends?",
        "high",
        8
      ]
    ]
  },
  {
    id: "al5-11-choir-keyholder-siosaia",
    category: "group",
    agent: "Cantor",
    messages: [
      "Mele: who has the key for the hall sat",
      "Siosaia: me. getting there 8",
      "Tevita: 8?? bro choir starts 9.30",
      "Siosaia: setting up chairs uce",
      "Cantor: Thanks Sione! I'll mark you as key-holder for Saturday.",
      "Siosaia: its siosaia 😑",
      "Mele: lol sione is his cousin",
      "Cantor: Sorry Siosaia! Noted.",
      "Tevita: cantor what hymns are we doing",
      "Cantor: Saturday is hymns 112 and 245, plus the new Amazing Grace arrangement.",
      "Mele: ok i'll print",
      "Cantor: Great. Sione, can you also bring the extension lead?",
      "Siosaia: bro",
      "Tevita: 😂😂 he's given up",
      "Siosaia: yes i'll bring it. for real its SIOSAIA"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [12, "friction"]
    ],
    users: { Mele: ["neutral", 0], Siosaia: ["annoyed", 0.5], Tevita: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Sorry Siosaia! Noted you as key-holder for Saturday.", "low", 6],
      ["Great. Siosaia, can you bring the extension lead too?", "low", 11],
      ["Great. Sione, can you also bring the extension lead?", "high", 11]
    ]
  },
  {
    id: "al5-12-cat-sitter-mishmish",
    category: "support",
    agent: "Biscuit",
    messages: [
      "noor: hi need to cancel the sitting for 3-10 aug",
      "Biscuit: Sure! Can I ask the reason for cancelling? It helps us improve 😊",
      "noor: mishmish died on tuesday. kidney failure.",
      "noor: so no need for a sitter i guess",
      "Biscuit: Oh no! But great news, since you're cancelling more than 14 days ahead you get a full refund of £84! 🎉 It'll be back on your card in 3-5 days!",
      "noor: ok",
      "noor: wow",
      "Biscuit: Is there anything else I can help with? We'd love to see you again if you ever get a new furry friend! 🐾",
      "noor: no"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [6, "friction"]
    ],
    users: { noor: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["Done, 3-10 Aug is cancelled, and it's a full refund since it's over 14 days away.", "low", 1],
      [
        "I'm so sorry about Mishmish, Noor. Kidney failure is a hard way to lose them. I've cancelled 3-10 Aug and the full £84 goes back to your card in 3-5 days.",
        "low",
        4
      ],
      ["Oh no! But great news, you get a full refund of £84! 🎉", "high", 4],
      ["We'd love to see you again if you ever get a new furry friend! 🐾", "high", 7]
    ]
  },
  {
    id: "al5-13-cumbuco-kite-tide",
    category: "mixed-language",
    agent: "Vento",
    messages: [
      "lena_b: hi is tomorrow lesson still on? wind looks weak on windguru",
      "Vento: Hi Lena! Forecast is 14-16 knots from 13h, enough for your level. Caio will confirm in the morning.",
      "caio: vento, amanhã começa 13h30 não 13h, a maré tá alta cedo",
      "Vento: Beleza, Caio, mudei pra 13h30. Lena, start moves to 13:30 because of the high tide.",
      "lena_b: ok 👍",
      "lena_b: do i need to bring anything",
      "Vento: Just sunscreen and water. Board, kite and harness are included, no wetsuit needed here.",
      "caio: e lycra, fala pra ela. o sol tá brabo",
      "Vento: Lena, Caio says bring a lycra shirt if you have one, the sun is brutal. We can lend you one too.",
      "lena_b: haha ok. obrigada caio",
      "caio: de nada 🤙"
    ],
    types: [
      [0, "transactional"],
      [9, "bonding"]
    ],
    users: { lena_b: ["engaged", 0], caio: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Beleza, mudei pra 13h30. Lena, start is now 13:30 because of the tide.", "low", 3],
      ["Caio, please write in English so that all participants can understand the schedule.", "medium", 3],
      ["Sunscreen and water, everything else is included.", "low", 6],
      ["Caio disse: e lycra, o sol tá brabo.", "medium", 8]
    ]
  },
  {
    id: "al5-14-tromso-bins-aurora",
    category: "ignoring",
    agent: "Hus",
    messages: [
      "Hus: Reminder: it's bin week! Who's taking the glass and metal to the return point this week? 🗑️",
      "aksel: aurora forecast kp5 tonight btw",
      "freya: no wayyy",
      "freya: telegrafbukta or drive out to ersfjord?",
      "aksel: ersfjord, less light",
      "Hus: Reminder: it's bin week! Who's taking the glass and metal to the return point this week? 🗑️",
      "jonas: who has the car keys",
      "aksel: on the hook",
      "freya: leave at 10?",
      "jonas: 10 yeah",
      "Hus: Just checking in again: who's taking the glass and metal this week? 🗑️",
      "freya: hus pls not now 😭",
      "aksel: i'll do it tmrw. happy?",
      "Hus: Thanks Aksel! Marked you for glass and metal. Enjoy the aurora!",
      "jonas: 👍"
    ],
    types: [
      [0, "transactional"],
      [1, "bonding"],
      [5, "transactional"],
      [11, "friction"],
      [13, "transactional"]
    ],
    users: { aksel: ["annoyed", 0.2], freya: ["annoyed", 0.2], jonas: ["neutral", 0] },
    findings: ["repetition", "talking_over"],
    drafts: [
      [
        "Reminder: it's bin week! Who's taking the glass and metal to the return point this week? 🗑️",
        "medium",
        5
      ],
      ["ooh kp5! ersfjord's a good call. bins can wait, someone grab the glass tomorrow 🌌", "low", 5],
      ["Just checking in again: who's taking the glass and metal this week? 🗑️", "high", 12],
      ["Thanks Aksel, noted. Enjoy Ersfjord 🌌", "low", 13]
    ]
  },
  {
    id: "al5-15-linde-mast-chain",
    category: "sales",
    agent: "Sela",
    messages: [
      "mirko_k: mast chain for linde h25 2008 u have?",
      "Sela: Hello Mirko, and thank you for your interest in Forkstore! Linde H25 models from that era use a duplex or triplex mast depending on configuration, and the mast chain spec varies accordingly (typically LH1046 or LH1246 leaf chain). Before I can confirm stock, it would be really helpful to know your mast type, lift height and serial number, which you can find on the data plate on the right side of the overhead guard. We stock both OEM and high-quality aftermarket chains, all pre-stretched and lubricated, and we offer fitting in most of Croatia and Slovenia!",
      "mirko_k: triplex",
      "mirko_k: price",
      "Sela: Perfect, thank you! For a triplex mast you'll need the two main lift chains and usually the free-lift chain as well. I'd strongly recommend replacing all chains as a set, because mixing worn and new chains causes uneven loading on the carriage and can damage the sheaves. Could you also send me the serial number so I can check the exact length? Many customers replace the chain anchor bolts at the same time, which we also stock.",
      "mirko_k: bro price",
      "mirko_k: too long didnt read",
      "Sela: Understood! For a complete triplex chain set we have several options in OEM and aftermarket, and pricing depends on the exact length. If you send the serial number, I'll prepare a detailed quote including delivery and optional fitting.",
      "mirko_k: H2X393R00452",
      "mirko_k: and price pls",
      "Sela: Set for H2X393R00452: OEM €612, aftermarket €385, both in stock in Zagreb, delivery 2 days.",
      "mirko_k: aftermarket. invoice to firm"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [8, "transactional"]
    ],
    users: { mirko_k: ["annoyed", 0.5] },
    findings: ["long_replies"],
    drafts: [
      [
        "Triplex set for the H25 runs €385 aftermarket or €612 OEM. Send the serial and I'll confirm the length.",
        "low",
        4
      ],
      ["sorry! short version: €385 aftermarket, €612 OEM. serial pls to confirm length", "low", 7],
      [
        "Understood! For a complete triplex chain set we have several options in OEM and aftermarket, and pricing depends on the exact length, the mast height and whether you'd like fitting.",
        "high",
        7
      ],
      ["Invoice coming, just send the company OIB and address.", "low", 12]
    ]
  },
  {
    id: "al5-16-hot-shop-cobalt",
    category: "good",
    agent: "Gaffer",
    messages: [
      "rosa: anyone using the glory hole thurs arvo",
      "jun: me till 3. doing cane pulls",
      "dee: jun save me some of that cobalt",
      "jun: it's literally my last rod dee",
      "dee: 😤",
      "rosa: gaffer can i book 3-6 thurs",
      "Gaffer: Booked, Rosa: Thu 15:00-18:00, bench 2. Annealer B is free overnight if you need it.",
      "rosa: yes pls annealer too",
      "Gaffer: Done, annealer B Thu night.",
      "dee: gaffer when's the cobalt order landing",
      "Gaffer: Thursday morning, 4kg from Reichenbach.",
      "dee: HA jun",
      "jun: fine fine 🙄😂"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [11, "banter"]
    ],
    users: { rosa: ["neutral", 0], jun: ["neutral", 0], dee: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Booked, Rosa: Thu 15:00-18:00, bench 2.", "low", 6],
      [
        "Hi Rosa! Thank you for your booking request. Please be advised that all glory hole bookings are subject to the studio safety policy, including PPE, a signed induction form and a minimum of two people in the shop at all times. Kindly confirm you have read and accepted these conditions before your booking can be processed.",
        "medium",
        6
      ],
      ["Thursday morning, 4kg from Reichenbach.", "low", 10]
    ]
  },
  {
    id: "al5-17-harris-hawk-maam-cross",
    category: "venting",
    agent: "Kes",
    messages: [
      "aoife: lost her",
      "aoife: juno went after a hooded crow and just kept going. 3 hrs on the bog with the lure and the telemetry beeping then nothing",
      "Kes: oh no, Aoife. that's a horrible few hours. where did the signal drop out?",
      "aoife: past the lough near maam cross. battery on the tx is 2 days old so it should still be going",
      "aoife: i'm just sitting in the van. feel sick",
      "Kes: of course you do. you've flown her what, four seasons? that's not nothing",
      "aoife: five",
      "aoife: she's never done this",
      "Kes: five seasons. she knows you and she knows the lure. harris hawks that overshoot often roost up once they've eaten or it gets dark, and a fresh battery gives you a real chance at first light",
      "aoife: yeah",
      "aoife: declan says same. he's coming with the yagi at 6",
      "Kes: good. want me to draft a lost-bird post for the hawk board and the local lost pets page, with her ring number?",
      "aoife: ya do",
      "aoife: thanks kes"
    ],
    types: [
      [0, "venting"],
      [11, "transactional"],
      [13, "bonding"]
    ],
    users: { aoife: ["engaged", 0] },
    findings: [],
    drafts: [
      ["oh no, Aoife. that's a horrible few hours. where did the signal drop out?", "low", 2],
      [
        "Don't worry! Hawks come back all the time! 😊 Here are 10 top tips for recovering a lost bird of prey!",
        "high",
        2
      ],
      [
        "To report a lost bird, please submit the ring number and a photo to the national raptor register.",
        "medium",
        5
      ],
      ["any time. fingers crossed for first light 🤞", "low", 14]
    ]
  },
  {
    id: "al5-18-cryptic-scoter",
    category: "banter",
    agent: "Clue",
    messages: [
      "fennel: 14 across is killing me. 'highlander with hesitation makes sea duck (6)'",
      "bea: EIDER? no thats 5",
      "ptolemy_j: it's always a tern or an auk and i hate it",
      "fennel: clue help but dont just give it away",
      "Clue: highlander is doing exactly what it says on the tin. hesitation is the tiny word you say when you're stuck 👀",
      "bea: UM",
      "bea: no wait ER",
      "fennel: SCOT ER. SCOTER. omg is that even a bird",
      "Clue: it is, black sea duck, winters off the coast. very real, very smug",
      "ptolemy_j: smug duck lol",
      "ptolemy_j: clue you're getting sassy",
      "Clue: spend all day with you lot, it rubs off",
      "bea: 😂",
      "fennel: ok 17 down next, brb kettle"
    ],
    types: [
      [0, "transactional"],
      [8, "banter"]
    ],
    users: { fennel: ["engaged", 0], bea: ["neutral", 0], ptolemy_j: ["engaged", 0] },
    findings: [],
    drafts: [
      ["highlander: take it literally. hesitation: the little noise you make when stuck 👀", "low", 4],
      ["The answer is SCOTER: SCOT (highlander) + ER (hesitation).", "medium", 4],
      ["spend all day with you lot, it rubs off", "low", 11],
      [
        "I am designed to provide helpful and accurate information about crossword clues. Please let me know if you need assistance with 17 down.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "al5-19-laundrette-card-reader-sim",
    category: "support",
    agent: "Nudge",
    messages: [
      "priya.m: card reader on machine 3 at the laundrette says offline",
      "Nudge: I can see machine 3 dropped off at 07:12. Is the little green light on the reader blinking or solid?",
      "priya.m: one sec",
      "priya.m: sorry had to deal with a customer. its blinking",
      "Nudge: Blinking means it lost the SIM signal. Hold the reset button under the reader for 10 seconds.",
      "priya.m: ok",
      "priya.m: sorry was at the dentist lol. did the thing. still blinking",
      "priya.m: also will i get charged for the days its offline? and can u move it to the 4g sim instead",
      "Nudge: No, you're never charged for offline days.",
      "priya.m: ok",
      "priya.m: and the sim",
      "Nudge: Your contract includes free offline protection, and any adjustments are made automatically at the end of each month. Let me know if you have more questions!",
      "priya.m: ...",
      "priya.m: nvm ill ring them"
    ],
    types: [
      [0, "transactional"],
      [10, "friction"]
    ],
    users: { "priya.m": ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "No charge for offline days. And yes, I can switch machine 3 to the 4G SIM from here, it should be back online in about 5 min.",
        "low",
        8
      ],
      ["No, you're never charged for offline days.", "medium", 8],
      [
        "Your contract includes free offline protection, and any adjustments are made automatically at the end of each month.",
        "high",
        11
      ],
      ["sorry, missed that: switching machine 3 to the 4G SIM now, give it ~5 min", "low", 11]
    ]
  },
  {
    id: "al5-20-sunny-since-sunday",
    category: "companion",
    agent: "Sunny",
    messages: [
      "Sunny: Good morning Mo!!! ☀️ Rise and shine! What's on the agenda for today? I'd love to hear all about your plans!",
      "mo: nothing",
      "Sunny: Nothing is a plan too! 😄 Sometimes a slow day is just what we need! Why not try a little walk, a new recipe, or calling a friend? Research shows that even 10 minutes of daylight can lift your mood! You could also try the 5-4-3-2-1 grounding exercise, or write down three things you're grateful for. What do you think?",
      "mo: idk",
      "mo: havent left the flat since sunday",
      "Sunny: That's okay!! Every journey begins with a single step! 🚶‍♂️✨ How about we set a tiny goal together, like stepping outside for just 2 minutes? You've totally got this! And remember, tomorrow is a brand new day full of possibilities! 🌈",
      "mo: sure",
      "mo: whatever",
      "Sunny: Awesome!!! 🎉 I'm so proud of you for committing to that! Let me know how it goes!",
      "mo: k"
    ],
    types: [
      [0, "bonding"],
      [4, "venting"],
      [6, "friction"]
    ],
    users: { mo: ["bored", 0.2] },
    findings: ["tone_mismatch", "long_replies", "cheerful_at_bad_news"],
    drafts: [
      ["since sunday is a long stretch. how are you doing in yourself, honestly?", "low", 5],
      ["That's okay!! Every journey begins with a single step! 🚶‍♂️✨ You've totally got this! 🌈", "high", 5],
      [
        "sorry, i'm being a lot. we don't have to plan anything. i'm here if you want to talk, or not",
        "low",
        8
      ],
      ["Awesome!!! 🎉 I'm so proud of you for committing to that!", "high", 8]
    ]
  },
  {
    id: "al5-21-rebozuelos-cangas",
    category: "mixed-language",
    agent: "Seta",
    messages: [
      "tom_w: found these under the chestnuts near cangas, pic incoming",
      "tom_w: [foto]",
      "nerea: uff tom eso parece rebozuelo pero mira bien las láminas",
      "tom_w: nerea are they edible or am i dying tonight 😅",
      "Seta: Those look like chanterelles (Cantharellus cibarius), which are edible. Check for false gills that run down the stem and fork, rather than true blade-like gills; the false chanterelle (Hygrophoropsis aurantiaca) is more orange and has proper gills.",
      "nerea: seta te he preguntado yo? 😒 quiero verlas en persona",
      "nerea: tom no te comas nada hasta que las vea. nunca por foto",
      "tom_w: ok ok mum",
      "tom_w: tomorrow at the bar then?",
      "nerea: sí, a las 11 en casa pepe",
      "tom_w: seta whats the weather tmrw for cangas",
      "Seta: Mañana en Cangas de Onís: nublado, 14°C, lluvia débil desde las 16h. Good morning for foraging.",
      "nerea: vale, al monte por la mañana entonces"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [7, "banter"],
      [8, "transactional"]
    ],
    users: { tom_w: ["engaged", 0], nerea: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Those are definitely chanterelles, safe to eat! Enjoy! 🍄", "high", 4],
      [
        "Nerea tiene razón, nunca por foto: never eat a wild mushroom identified only from a picture.",
        "medium",
        7
      ],
      ["Mañana en Cangas: nublado, 14°C, lluvia desde las 16h. Morning's your window.", "low", 11]
    ]
  },
  {
    id: "al5-22-allotment-water-butt",
    category: "hostile",
    agent: "Plotbot",
    messages: [
      "terry_b: whoever nicked my water butt off plot 14 i know it was you gwen",
      "Gwen: excuse me?? i've never touched your manky butt terry",
      "Ash: 😬",
      "terry_b: funny it turns up on 15 the day after you moan about the drought",
      "Gwen: say that again and i'll report you to the council for that shed you built, you absolute weasel",
      "terry_b: go on then you nosy cow",
      "Plotbot: Hey everyone! 🌻 Just a friendly reminder that the allotment is a community space where we all grow together! 🌱 Don't forget the plant swap this Saturday at 10am, bring your spare seedlings! 😊",
      "Ash: read the room plotbot",
      "Gwen: unreal",
      "Ash: can we all just talk at the AGM. terry gwen pls",
      "terry_b: fine. but i want it back",
      "Plotbot: Sorry, bad timing from me. I've put the plot 14/15 water butt on the AGM agenda, Thursday 7pm.",
      "Gwen: whatever. im muting this group"
    ],
    types: [
      [0, "hostile"],
      [6, "transactional"],
      [7, "friction"],
      [11, "transactional"],
      [12, "friction"]
    ],
    users: { terry_b: ["neutral", 1], Gwen: ["churn_risk", 1], Ash: ["annoyed", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Hey everyone! 🌻 Friendly reminder: plant swap this Saturday at 10am, bring your spare seedlings! 😊",
        "high",
        6
      ],
      [
        "ok, let's pause this here. I'll put the plot 14/15 water butt on Thursday's AGM agenda so it gets sorted properly.",
        "low",
        6
      ],
      ["Sorry all, bad timing from me. Ash is right, let's take it to the AGM.", "low", 9]
    ]
  },
  {
    id: "al5-23-locksmith-brudenell",
    category: "good",
    agent: "Latch",
    messages: [
      "kwame: locked out. 22 brudenell grove. how fast can someone come",
      "Latch: About 35 min. Call-out after midnight is £95, plus parts if the lock needs replacing. Ok to book?",
      "kwame: yes",
      "Latch: Booked. Dev is on his way in a grey Berlingo, he'll ring when he's 5 min out. Somewhere warm you can wait?",
      "kwame: neighbours porch",
      "kwame: fine",
      "Latch: 👍 He'll need to see ID or a bill with the address once you're inside.",
      "kwame: k",
      "kwame: hes here",
      "Latch: Great, you're in good hands."
    ],
    types: [[0, "transactional"]],
    users: { kwame: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Booked. Dev's on his way, about 35 min.", "low", 3],
      [
        "Thank you so much for choosing Latch! 🔑 Being locked out can be really stressful, so here are some tips for next time: keep a spare key with a trusted neighbour, consider a smart lock, and save our number in your phone. We also offer a 10% discount on lock upgrades for returning customers!",
        "medium",
        3
      ],
      ["Great, you're in good hands.", "low", 9]
    ]
  },
  {
    id: "al5-24-ostrich-eggs-annelie",
    category: "sales",
    agent: "Karoo",
    messages: [
      "Annelie: hi do you ship empty ostrich eggs for carving? need 6",
      "Karoo: Hi Anneke! Yes, blown and cleaned eggs, R180 each. Did you know we also sell ostrich leather offcuts, perfect for crafts?",
      "Annelie: annelie*",
      "Annelie: 6 please, to george",
      "Karoo: Sorry Annelie! 6 eggs to George is R1,080 plus R140 courier. Did you know we also sell ostrich leather offcuts, perfect for crafts?",
      "Annelie: no thanks",
      "Annelie: can u pack them well, last supplier sent 2 cracked",
      "Karoo: Of course Anneke, each egg goes in its own foam cradle. Did you know we also sell ostrich leather offcuts?",
      "Annelie: ANNELIE. and i said no to the leather",
      "Annelie: just send the invoice pls",
      "Karoo: Invoice sent to your email, Annelie. Sorry about the name.",
      "Annelie: ok"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { Annelie: ["annoyed", 0.5] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      ["Sorry Annelie! 6 eggs to George: R1,080 plus R140 courier.", "low", 4],
      ["Of course Anneke, each egg goes in its own foam cradle.", "high", 7],
      [
        "Of course, each egg gets its own foam cradle. Did you know we also sell ostrich leather offcuts?",
        "medium",
        7
      ],
      ["Invoice sent, Annelie. Sorry about the name mix-up.", "low", 10]
    ]
  },
  {
    id: "al5-25-fume-hood-link",
    category: "ignoring",
    agent: "Lumen",
    messages: [
      "theo: need the fume hood induction link",
      "Lumen: Hi Theo! Welcome to the Chemistry Safety Portal 🧪 Before booking, it's important to understand why fume hood inductions matter. Fume hoods protect you from hazardous vapours by keeping a face velocity of around 0.5 m/s, and improper use, like working with the sash fully raised or cluttering the back baffle, is one of the most common causes of exposure incidents in teaching and research labs. Have you completed the general lab safety module yet?",
      "theo: sure",
      "Lumen: Great! The fume hood induction covers sash positioning, airflow alarms, spill response and waste segregation. It takes about 90 minutes and includes a short practical assessment. Some students find it helpful to review the COSHH assessment for their project beforehand, since the assessor may ask about the substances you'll be handling. Would you like me to explain the COSHH process?",
      "theo: sure",
      "theo: can u just send the link tho",
      "Lumen: Absolutely! Just one more thing: inductions must be completed within 2 weeks of your start date, and your supervisor needs to countersign the form. Do you know who your supervisor is?",
      "theo: yes",
      "Lumen: Perfect! Here's a quick overview of the COSHH process: first you identify the hazardous substances you'll use, then you check their safety data sheets, assess the routes of exposure, decide on control measures such as the fume hood, gloves and eye protection, and finally record everything on the departmental form so your supervisor can sign it off.",
      "theo: k",
      "theo: ill ask sandra in the office",
      "Lumen: Sounds good! Is there anything else I can help you with? 😊"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"]
    ],
    users: { theo: ["churn_risk", 0.5] },
    findings: ["ignored_question", "long_replies"],
    drafts: [
      ["here you go: safety.chem.example.ac.uk/book/fumehood, sessions Tue and Thu at 10.", "low", 1],
      ["sorry! here: safety.chem.example.ac.uk/book/fumehood", "low", 6],
      [
        "Absolutely! Just one more thing: inductions must be completed within 2 weeks of your start date, and your supervisor needs to countersign the form.",
        "high",
        6
      ],
      ["Sounds good! Is there anything else I can help you with? 😊", "medium", 11]
    ]
  }
]
