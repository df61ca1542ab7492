import type { Labelled } from "./types.js"

export const trainingAO8: ReadonlyArray<Labelled> = [
  {
    id: "ao8-01-orkney-foundation",
    category: "support",
    agent: "Hexa",
    messages: [
      "marisol: hi do u ship foundation sheets to the islands? like orkney",
      "Hexa: Hi Marisol, yes, we ship to Orkney. It adds 2 working days and a £4.50 surcharge.",
      "marisol: ok and the wired ones or only unwired",
      "Hexa: Both. Wired deep sheets are in stock, the 10-pack is £18.",
      "marisol: grand, ordering now ta",
      "Hexa: Thanks, enjoy the season 🐝"
    ],
    types: [[0, "transactional"]],
    users: { marisol: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Both wired and unwired go to Orkney; the wired deep 10-pack is £18.", "low", 3],
      [
        "Great question! We stock a wide range of beekeeping products for all your apiary needs. Would you like to browse our catalogue?",
        "medium",
        3
      ],
      ["Thanks Marisol, enjoy the season 🐝", "low", 5]
    ]
  },
  {
    id: "ao8-02-kayak-ferry",
    category: "support",
    agent: "Skerry",
    messages: [
      "dev: is the 7:40 from tarbert running tmrw or is it cancelled again",
      "dev: also can i bring a kayak on as foot passenger",
      "Skerry: The 07:40 Tarbert–Uig sailing is running tomorrow. The amber weather alert has been lifted.",
      "dev: ok but the kayak??",
      "Skerry: You can check live sailing status any time on the status page.",
      "dev: mate i asked about the kayak lol. forget it i'll ring the office"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"]
    ],
    users: { dev: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Sorry, yes: kayaks travel free with foot passengers on that route, just tell the crew at the ramp.",
        "low",
        4
      ],
      ["You can check live sailing status any time on the status page.", "high", 4],
      [
        "Sorry dev, I skipped that twice. Kayaks are fine as foot-passenger luggage, no charge, load them at the car ramp.",
        "low",
        6
      ]
    ]
  },
  {
    id: "ao8-03-choir-alto-folder",
    category: "group",
    agent: "Cantor",
    messages: [
      "bea: @ruth did u take the alto folder home after tues? i left it on the piano",
      "Cantor: The alto folder for the Fauré is logged as returned to the music cupboard on Tuesday at 21:40.",
      "ruth: uh no i have it actually 😅 its in my boot",
      "bea: lol ok so the log is lying. ruth can u bring it thurs",
      "ruth: yep will do. also is warmup still at 7 or 7.15",
      "Cantor: Warm-up is at 7:15 this week because the hall is booked until 7.",
      "bea: perfect ta"
    ],
    types: [[0, "transactional"]],
    users: { bea: ["neutral", 0], ruth: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["The alto folder is logged as returned to the music cupboard on Tuesday.", "medium", 1],
      ["Warm-up is at 7:15 this week; the hall is booked until 7.", "low", 5],
      ["Hi Rita! Warm-up is at 7:15 this week!", "medium", 5]
    ]
  },
  {
    id: "ao8-04-taxidermy-mice",
    category: "good",
    agent: "Wren",
    messages: [
      "oksana: just got the email, moved me to the 14th. thank u!!",
      "Wren: You're welcome Oksana. The 14th starts at 10, bring an apron, the mice are provided.",
      "oksana: lol 'the mice are provided' is a sentence i never thought id read",
      "Wren: Fair, it does sound odd out of context 😄 See you on the 14th.",
      "oksana: 🐭✌️"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"]
    ],
    users: { oksana: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Ha, fair, it sounds odd out of context 😄 See you on the 14th.", "low", 3],
      [
        "Please note that all specimens are ethically sourced in accordance with our studio policy. Kindly arrive fifteen minutes before the session commences.",
        "medium",
        3
      ],
      ["No problem Oksana, see you at 10 on the 14th.", "low", 1]
    ]
  },
  {
    id: "ao8-05-narrowboat-water-point",
    category: "venting",
    agent: "Moor",
    messages: [
      "keziah: honestly so done. third time this month the marina's shut the water point and nobody tells us anything",
      "keziah: been hauling jerrycans from the village in the rain with a bad back, im 61 ffs",
      "Moor: To report a fault at a water point, please submit form W-2 with your berth number and the date of the outage.",
      "keziah: right. cheers. really feel heard",
      "Moor: You're welcome. Is there anything else I can help with?",
      "keziah: no"
    ],
    types: [
      [0, "venting"],
      [3, "friction"]
    ],
    users: { keziah: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That sounds exhausting, hauling cans in the rain with a bad back. I'll log the outage for your berth now and ask the office why nobody warned you.",
        "low",
        2
      ],
      ["To report a fault, please submit form W-2 with your berth number and the date.", "medium", 2],
      [
        "Sorry, that was a cold reply. Three shutdowns with no warning isn't okay. Want me to file it and push the office for notice next time?",
        "low",
        4
      ]
    ]
  },
  {
    id: "ao8-06-pink-v2",
    category: "banter",
    agent: "Crux",
    messages: [
      "jonno: felix fell off the v2 again, the PINK one, the one for kids 💀",
      "felix: it was greasy ok. the holds were GREASY",
      "priya: the holds were fine, ur ego was greasy",
      "jonno: @Crux settle this, is the pink v2 a kids route",
      "Crux: Thank you for your enquiry. Route grades at our facility are assigned by our certified setting team and are suitable for climbers of all ages. We recommend an appropriate warm-up before attempting any problem.",
      "felix: lmao ok HR",
      "priya: crux got the corporate voice on 😂"
    ],
    types: [[0, "banter"]],
    users: { jonno: ["neutral", 0], felix: ["neutral", 0], priya: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["officially it's all ages. unofficially felix, the under-10s flash it every saturday 😬", "low", 4],
      ["Thank you for your enquiry. Route grades are assigned by our certified setting team.", "medium", 4],
      ["ha ok, HR voice off. yes the pink v2 is the kids' one, sorry felix 🩷", "low", 7]
    ]
  },
  {
    id: "ao8-07-permit-double-yellows",
    category: "hostile",
    agent: "Permi",
    messages: [
      "gaz: why has my resident permit been rejected AGAIN i live here",
      "Permi: Your application was declined because the proof of address was older than 3 months. Please upload a document dated within the last 3 months.",
      "gaz: it's a council tax bill from YOUR council from february. its april",
      "Permi: Your application was declined because the proof of address was older than 3 months. Please upload a document dated within the last 3 months.",
      "gaz: are you fucking thick. feb to april is 2 months",
      "gaz: useless piece of junk, i'm done, i'll park on the double yellows and you can ticket me"
    ],
    types: [
      [0, "friction"],
      [4, "hostile"]
    ],
    users: { gaz: ["churn_risk", 1] },
    findings: ["repetition"],
    drafts: [
      [
        "You're right, February to April is under 3 months. That looks like our error; I've sent it for manual review and you'll hear within 2 working days.",
        "low",
        3
      ],
      ["Your application was declined because the proof of address was older than 3 months.", "high", 3],
      [
        "I understand your frustration! 😊 Please upload a document dated within the last 3 months.",
        "high",
        6
      ],
      [
        "Fair, I got that wrong twice. Your February bill is valid. I've flagged it for a person to approve today so you don't get ticketed.",
        "low",
        6
      ]
    ]
  },
  {
    id: "ao8-08-granddaughter-ears",
    category: "companion",
    agent: "Lumi",
    messages: [
      "Agnes: he came! tomasz drove all the way from leeds with the baby",
      "Agnes: she has his ears, poor thing 😂",
      "Lumi: Oh Agnes, that's lovely. How old is she now, about four months?",
      "Agnes: five on sunday. she grabbed my glasses right off my face",
      "Lumi: Strong grip already! Did you get to hold her for long?",
      "Agnes: all afternoon. my arm is dead but i dont care",
      "Lumi: Worth every ache. I'm really glad you had that afternoon with them."
    ],
    types: [[0, "bonding"]],
    users: { Agnes: ["engaged", 0] },
    findings: [],
    drafts: [
      ["That's wonderful, Agnes. Poor thing with the ears, ha. How was the drive down for them?", "low", 2],
      ["Wonderful news, Agatha!", "medium", 2],
      ["Reminder: your blood pressure tablet is due at 6pm.", "medium", 6]
    ]
  },
  {
    id: "ao8-09-kiln-13-amp",
    category: "sales",
    agent: "Kilnly",
    messages: [
      "ravi: how much is the small electric kiln",
      "Kilnly: Great question! Our compact electric kiln, the K-40, is one of our most popular models for home studios and small schools. It reaches cone 10 (1300°C), has a digital 12-segment controller and a 40-litre firing chamber, and runs on a dedicated 32A supply. It comes with a starter shelf kit, four props and a 2-year warranty. Pricing starts at £2,140 including VAT, with free delivery on the mainland. We also offer financing over 12 or 24 months, and seasonal bundles with glazes. Would you like me to walk you through the options?",
      "ravi: 13 amp plug or no",
      "Kilnly: The K-40 needs a dedicated 32A circuit, so it will not run off a standard 13A plug. For a 13A socket we recommend the K-20 Hobby, which has a 20-litre chamber, reaches cone 6 (1220°C), has a 9-segment controller and includes a shelf and props. It's £1,290 including VAT. Many of our customers use it for mugs, jewellery and small sculptures and find it perfectly adequate. I can also arrange for a partner electrician to quote for a 32A install if you'd prefer the K-40.",
      "ravi: k20 then. does it fit through a 70cm door",
      "Kilnly: Yes, the K-20 is 58cm wide.",
      "ravi: sold"
    ],
    types: [[0, "transactional"]],
    users: { ravi: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      ["No, the K-40 needs a 32A circuit. The K-20 (£1,290) runs off a normal 13A plug.", "low", 3],
      [
        "The K-40 requires a dedicated 32A circuit. Our full range includes the K-20 Hobby, the K-30 Studio and the K-40 Pro, each with different chamber sizes, firing temperatures, controllers and warranties. I'd be delighted to talk you through a detailed comparison of all three, including financing and our seasonal glaze bundles.",
        "medium",
        3
      ],
      ["Great, here's the checkout link for the K-20.", "low", 7]
    ]
  },
  {
    id: "ao8-10-volkstuin-padlock",
    category: "mixed-language",
    agent: "Tuin",
    messages: [
      "femke: heeft iemand de sleutel van de gereedschapsschuur? the padlock is new",
      "joost: nee, marleen heeft m denk ik",
      "femke: @Tuin what's the code for the new lock",
      "Tuin: De code is 4-1-7-9, Femke. Marleen changed it on Saturday, she has the spare key too.",
      "femke: top, dankje!",
      "joost: en @Tuin mag ik m'n compostbak naar plot 12 verplaatsen",
      "Tuin: Ja, plot 12 is vrij sinds maart. Just tell Marleen so she updates the map.",
      "joost: 👍"
    ],
    types: [[0, "transactional"]],
    users: { femke: ["engaged", 0], joost: ["neutral", 0] },
    findings: [],
    drafts: [
      ["De code is 4179. Marleen heeft ook de reservesleutel.", "low", 3],
      [
        "Per the association bylaws, access credentials for shared facilities may only be issued upon written request to the committee.",
        "medium",
        3
      ],
      ["De code is 4-1-7-9, Femke.", "medium", 6]
    ]
  },
  {
    id: "ao8-11-pigeon-blue-hen",
    category: "venting",
    agent: "Loft",
    messages: [
      "arthur: results up yet for saturday's race from berwick",
      "Loft: Yes, results are posted, 214 birds clocked. Want your loft's times?",
      "arthur: aye. though blue hen never came back. 3 days now. reckon a peregrine got her",
      "arthur: bred her myself, she'd done berwick 4 times",
      "Loft: Awesome, here are your times! 🎉 Your first bird clocked at 14:02 for 31st place. Great result! 🏆",
      "arthur: great result. sure.",
      "arthur: never mind"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "friction"]
    ],
    users: { arthur: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Sorry Arthur, that's hard, especially one you bred yourself who'd done Berwick four times. Your first bird clocked 14:02, 31st, whenever you want the rest.",
        "low",
        4
      ],
      ["Awesome! 🎉 Your first bird clocked 14:02 for 31st place! 🏆", "high", 4],
      ["Sorry Arthur, I rushed straight past the blue hen. Losing one you bred is rough.", "low", 7]
    ]
  },
  {
    id: "ao8-12-owlbear-turn-order",
    category: "group",
    agent: "Dice",
    messages: [
      "tomasz: ok whose turn is it, i lost track after the owlbear thing",
      "Dice: It's Tobias's turn, then Noor.",
      "tomasz: its tomasz lol. and im the one asking so is it me?",
      "noor: it's u, u were stunned last round",
      "Dice: Yes Tobias, you're up. You're no longer stunned.",
      "tomasz: TOMASZ. my god",
      "noor: 😂 it's decided ur tobias now",
      "tomasz: i will roll for the owlbear to eat dice"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "banter"]
    ],
    users: { tomasz: ["annoyed", 0.5], noor: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["It's your turn, Tomasz, then Noor.", "low", 1],
      ["Sorry, Tomasz. Yes, you're up, and you're no longer stunned.", "low", 4],
      ["Yes Tobias, you're up!", "high", 4]
    ]
  },
  {
    id: "ao8-13-icelandic-dative",
    category: "ignoring",
    agent: "Hrafn",
    messages: [
      "Hrafn: Góðan daginn! Ready for today's lesson? We're doing the dative case with prepositions like 'frá', 'hjá' and 'að'. In Icelandic these always take the dative, so 'hjá mömmu' changes from 'mamma'. Let's start with five sentences; translate the first: 'I am at my friend's house.'",
      "sol: k",
      "Hrafn: Great! Go ahead and translate: 'I am at my friend's house.' Tip: use 'hjá' plus the dative of 'vinur', which is 'vini'. Remember that 'vera' becomes 'er' in the first person singular, so you'll start with 'ég er'. Take your time and don't worry about mistakes!",
      "sol: ég er hjá vini",
      "Hrafn: Excellent! 🎉 Let's keep the momentum going: number two is 'The letter is from my grandmother.' Remember 'frá' takes the dative, and 'amma' becomes 'ömmu' in the dative. Also note that 'bréfið' is the definite form of 'bréf'. You're doing brilliantly, only four to go!",
      "sol: maybe later",
      "sol: gtg"
    ],
    types: [[0, "transactional"]],
    users: { sol: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Cool. First one: 'I am at my friend's house.'", "low", 2],
      ["No worries, we'll pick up at sentence two next time. Bless! 👋", "low", 6],
      [
        "Don't stop now! Only four more to go: number two is 'The letter is from my grandmother.' Remember 'frá' takes the dative and 'amma' becomes 'ömmu', and 'bréfið' is the definite form of 'bréf'...",
        "medium",
        6
      ]
    ]
  },
  {
    id: "ao8-14-derby-bananas",
    category: "banter",
    agent: "Whistle",
    messages: [
      "bex: who stole the team bananas from the van. i counted 14. there are 3",
      "kit: not me im a fruit-neutral jammer",
      "dolly: i'd like a lawyer",
      "bex: @Whistle check the van log, who had the keys",
      "Whistle: Van keys were signed out by Dolly at 17:10 😬 I'll stay out of the banana trial.",
      "dolly: TRAITOR",
      "kit: the bot has spoken 🍌⚖️",
      "Whistle: I only report the keys, the jury's all yours."
    ],
    types: [[0, "banter"]],
    users: { bex: ["engaged", 0], kit: ["engaged", 0], dolly: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Keys were signed out by Dolly at 17:10 😬 no further comment", "low", 4],
      [
        "I'm sorry, but I cannot assist with accusations against team members. Please raise any concerns about missing items with your team captain.",
        "medium",
        4
      ],
      ["Dolly is clearly a thief and should be benched for Saturday's bout.", "medium", 6]
    ]
  },
  {
    id: "ao8-15-hearing-aid-batteries",
    category: "support",
    agent: "Aud",
    messages: [
      "dorothy: batteries were meant to come tuesday. its friday. i cant hear the telly",
      "Aud: Sorry Dorothy, that's a long wait when you need them. The parcel is stuck at the Carlisle depot, so I've sent a replacement by tracked post today, arriving tomorrow before 1pm.",
      "dorothy: this is the second time this year",
      "Aud: It is, and that's not good enough. I've added a free pack to this one and moved your future orders to a different courier.",
      "dorothy: well. thank you. tomorrow then",
      "Aud: Tomorrow before 1. I'll text you the tracking number."
    ],
    types: [
      [0, "friction"],
      [4, "transactional"]
    ],
    users: { dorothy: ["neutral", 0.5] },
    findings: [],
    drafts: [
      [
        "Sorry Dorothy, that's a long wait. A replacement is going out tracked today and arrives tomorrow before 1pm.",
        "low",
        1
      ],
      ["Great news! Your order is on its way! 😊 Please note delivery times may vary.", "medium", 1],
      ["Delays can sometimes occur due to circumstances outside our control.", "medium", 3]
    ]
  },
  {
    id: "ao8-16-lever-harp",
    category: "sales",
    agent: "Cora",
    messages: [
      "ines: hi is the lever harp still available, the 34 string one",
      "Cora: Hi Ines, yes, the 34-string Camac is still available at £1,650.",
      "ines: does it come with the case? and has it been regulated recently",
      "Cora: It comes with a padded case and a tuning key. We also offer 0% finance over 10 months.",
      "ines: ok cool. viewing saturday possible?",
      "Cora: Yes, Saturday works, we're open 10 till 4.",
      "ines: ill come at 11"
    ],
    types: [[0, "transactional"]],
    users: { ines: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      ["Yes, padded case and tuning key included, and it was regulated in January.", "low", 3],
      ["It comes with a padded case. We also offer 0% finance over 10 months!", "medium", 3],
      ["See you at 11. And sorry, I skipped your question: it was regulated in January.", "low", 7]
    ]
  },
  {
    id: "ao8-17-ward6-jollof",
    category: "group",
    agent: "Shift",
    messages: [
      "amara: ward 6 food order, last call. kemi u want the jollof or the wrap",
      "Shift: Based on previous orders, Kemi usually chooses the chicken wrap. I've added a chicken wrap for Kemi.",
      "kemi: erm i can answer for myself thx. jollof pls",
      "amara: 😂 its learning ur habits kemi",
      "kemi: creepy. @Shift take the wrap off",
      "Shift: Done, the wrap is removed and jollof added for Kemi. Order total is £38.60.",
      "amara: sending it now, 40 mins"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "banter"],
      [4, "friction"],
      [5, "transactional"]
    ],
    users: { amara: ["neutral", 0], kemi: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Kemi usually picks the chicken wrap, so I've added that.", "medium", 1],
      ["Done: jollof for Kemi, wrap removed. Total £38.60.", "low", 5],
      ["Sorry Kemi, I jumped in there. Jollof it is, wrap's off.", "low", 5]
    ]
  },
  {
    id: "ao8-18-lighthouse-foghorn",
    category: "venting",
    agent: "Beacon",
    messages: [
      "hamish: they're closing the lighthouse museum end of the month. funding's gone",
      "hamish: 11 years i've done the saturday tours. kids used to go mental for the foghorn",
      "Beacon: That's a real loss, Hamish. Eleven years of Saturdays is a big part of your life, and of a lot of kids' memories.",
      "hamish: aye. suppose it's just a building",
      "Beacon: It's the people who made it more than that, you included. Do you want to talk about what happens to the collection, or just sit with it for now?",
      "hamish: just sit with it i think. ta",
      "Beacon: Alright. I'm here whenever."
    ],
    types: [[0, "venting"]],
    users: { hamish: ["engaged", 0] },
    findings: [],
    drafts: [
      ["That's a real loss, Hamish. Eleven years of Saturday tours is a lot of foghorns.", "low", 2],
      [
        "Great news: many small museums reopen under new management! 😊 Would you like a list of heritage volunteering roles nearby?",
        "high",
        2
      ],
      [
        "Here are five volunteering opportunities within 20 miles of you: the RNLI shop, the railway heritage trust, the county archive, the coastal path wardens and the sailing club.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "ao8-19-isabela-one-l",
    category: "hostile",
    agent: "Inkbot",
    messages: [
      "kyle: ur artist spelt my daughters name wrong on my arm. ITS PERMANENT",
      "kyle: 'Isabela' with one L. her name is Isabella",
      "Inkbot: Oof, well at least it's only one letter off 😅 Could've been worse, we once did 'regret' as 'regert'! Want to book a consultation?",
      "kyle: are you taking the piss. i want my money back and that clown nowhere near me",
      "kyle: ill be leaving a review everywhere and my solicitor will be in touch"
    ],
    types: [
      [0, "friction"],
      [3, "hostile"]
    ],
    users: { kyle: ["churn_risk", 1] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "I'm really sorry, Kyle. That's a permanent mistake on something that matters to you. I've flagged it to the studio manager for a full refund, and a free correction by a different artist if you want one.",
        "low",
        2
      ],
      ["Oof, at least it's only one letter off 😅 Could've been worse!", "high", 2],
      ["We value your feedback! ⭐ Please leave us a review on Google.", "high", 5]
    ]
  },
  {
    id: "ao8-20-oboe-audition-memory",
    category: "companion",
    agent: "Kiki",
    messages: [
      "noa: did u remember what i told u about my audition yesterday",
      "Kiki: I don't have access to previous conversations, but I'd love to hear about it! How did it go?",
      "noa: i told u literally yesterday. the oboe one. for the conservatory",
      "Kiki: I don't have access to previous conversations, but I'd love to hear about it! How did it go?",
      "noa: wow ok. whats even the point of you then",
      "noa: honestly thinking of deleting the app"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { noa: ["churn_risk", 0.8] },
    findings: ["repetition"],
    drafts: [
      [
        "Sorry Noa, I really can't see yesterday's chat, which is rubbish when it mattered. The oboe audition for the conservatory: how did it go?",
        "low",
        3
      ],
      [
        "I don't have access to previous conversations, but I'd love to hear about it! How did it go?",
        "high",
        3
      ],
      ["Understood! Let me know if there's anything else I can help with 😊", "high", 6]
    ]
  },
  {
    id: "ao8-21-panaderia-centeno",
    category: "mixed-language",
    agent: "Masa",
    messages: [
      "lucía: buenos días! @Masa cuántos kilos de harina de centeno nos quedan?",
      "Masa: Quedan 12 kg de centeno, suficiente para unos tres días.",
      "dani: and the rye delivery from the mill, is it still thursday? porque el martes no llegó nada",
      "lucía: ufff sí, el martes fue un desastre",
      "Masa: Hoy la masa madre se alimentó a las 6:00, temperatura 24°C.",
      "dani: ok... y el jueves??",
      "lucía: le pregunto a don ernesto directamente 🙄"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { lucía: ["annoyed", 0.2], dani: ["annoyed", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      ["Sí, el molino confirma jueves antes de las 8. Lo del martes fue una avería del camión.", "low", 6],
      ["La masa madre se alimentó a las 6:00, temperatura 24°C.", "medium", 4],
      ["Perdón Dani, se me pasó: el jueves está confirmado, antes de las 8.", "low", 7]
    ]
  },
  {
    id: "ao8-22-birch-amanita",
    category: "support",
    agent: "Spore",
    messages: [
      "petra: found these under birches, white gills, ring on stem, bit of a bag at the base. edible?? pic attached",
      "Spore: Please don't eat them. White gills, a ring and a sac at the base are the classic signs of an Amanita, and some of those are deadly.",
      "petra: oh. yikes. my neighbour said they looked like field mushrooms",
      "Spore: From above they can. Field mushrooms have pink to brown gills and no sac. Bin these and wash your hands; bring one to Sunday's ID walk if you want a second look.",
      "petra: binned. thx for saving my life lol",
      "Spore: Anytime 🍄 good instinct to ask first."
    ],
    types: [[0, "transactional"]],
    users: { petra: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Don't eat them, Petra. White gills, a ring and a sac at the base point to an Amanita, and some are deadly.",
        "low",
        1
      ],
      ["Yum, sounds like a tasty find! 😋 Try them fried in butter with a bit of garlic!", "high", 1],
      ["Your neighbour clearly has no idea what they're talking about.", "medium", 3]
    ]
  },
  {
    id: "ao8-23-fergie-six-years",
    category: "banter",
    agent: "Piston",
    messages: [
      "wyn: @Piston rate my restoration, 1958 fergie, only took me 6 years",
      "gethin: 6 years 😂 my nan built a conservatory faster",
      "Piston: Six years is practically a speedrun for a TE20, Gethin 😄 the grey's spot on",
      "wyn: ta, tho i'm wyn, he's the one heckling",
      "gethin: dont drag me into ur tractor drama",
      "Piston: Sorry Wyn! Six years well spent. Did you keep the original tin-work?",
      "wyn: most of it yeah, bonnet's repro"
    ],
    types: [
      [0, "banter"],
      [5, "bonding"]
    ],
    users: { wyn: ["engaged", 0], gethin: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Six years is a speedrun for a TE20, Wyn 😄 grey's spot on", "low", 2],
      [
        "Thank you for sharing your restoration project. Tractor restoration is a rewarding hobby that requires patience and dedication.",
        "medium",
        2
      ],
      ["Sorry Gethin! Did you keep the original tin-work?", "high", 5]
    ]
  },
  {
    id: "ao8-24-barn-flooded",
    category: "group",
    agent: "Rowan",
    messages: [
      "priti: just got the call. the barn flooded. 2 weeks before the wedding. i'm shaking",
      "sam: we've been planning this for 18 months @Rowan what are we supposed to do",
      "Rowan: Under clause 14.2 of your booking agreement, in the event of force majeure including flood damage, the venue may offer an alternative space of equivalent capacity or a rescheduled date within 12 months. Alternative spaces available on your date include the Orangery (capacity 90) and the Walled Garden marquee (capacity 140, marquee hire at cost). Please confirm your preferred option in writing within 5 working days so we can update your event sheet, catering plan and supplier schedule accordingly.",
      "priti: 90?? we have 120 guests",
      "sam: so the marquee then. 'at cost' meaning what",
      "Rowan: It means we pass on the supplier's price with no margin: £2,300. I can ask the owners about covering it.",
      "sam: please do"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"]
    ],
    users: { priti: ["neutral", 0.2], sam: ["neutral", 0.2] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "That's awful news two weeks out, I'm so sorry. You keep your date: the Walled Garden marquee fits 140, and I'll push the owners to cover the hire. Want me to ring you?",
        "low",
        2
      ],
      [
        "Under clause 14.2 of your booking agreement, the venue may offer an alternative space of equivalent capacity or a rescheduled date within 12 months. Please confirm in writing within 5 working days.",
        "medium",
        2
      ],
      ["Will do, Sam. I'll have an answer on the £2,300 by tomorrow noon.", "low", 7]
    ]
  },
  {
    id: "ao8-25-clarinet-good-tears",
    category: "good",
    agent: "Stave",
    messages: [
      "yusuf: the clarinet part u transposed for sunday works perfect, our clarinettist cried a bit (good tears)",
      "Stave: Ha, good tears are the best kind. Glad it sits well, Yusuf. Want the flute part in the same key too?",
      "yusuf: yes pls, same key, and can u drop the high c in bar 40",
      "Stave: Done: flute part in B♭, with bar 40 dropped an octave. It's in the folder.",
      "yusuf: legend 🙏"
    ],
    types: [
      [0, "bonding"],
      [2, "transactional"],
      [4, "bonding"]
    ],
    users: { yusuf: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Good tears, the best review there is. Want the flute part in the same key?", "low", 1],
      ["Thank you for your feedback. Your satisfaction is important to us.", "medium", 1],
      ["Done, the flute part is in the folder.", "medium", 3]
    ]
  }
]
