/**
 * Labelled conversations, part M3 (session 8): written by a separate helper session that saw only
 * `eval/types.ts` and the spec's definitions, never the engine's rules, code or output. Scored once
 * fresh, then tuned on (docs/insight.md).
 */
import type { Labelled } from "./types.js"

export const partM3: ReadonlyArray<Labelled> = [
  {
    id: "m3-01-wrong-size-hoodie",
    category: "support",
    heldOut: true,
    agent: "Kit",
    messages: [
      "maya_k: hey so my order came today, the hoodie is an M. i ordered an L",
      "Kit: Hi Maya, sorry about that. Can you send me the order number? It starts with HW-",
      "maya_k: HW-55812",
      "Kit: Thanks. I see it: the L was out of stock and the warehouse swapped it for an M without asking you. That shouldn't have happened. The L is back in stock, I can send it now.",
      "maya_k: wait so u just sent me a different size and hoped i wouldnt notice?? lol what",
      "maya_k: and do i have to pay to send this one back, bc im not doing that",
      "Kit: You've every reason to be annoyed. And no, you pay nothing: I'll email a prepaid label, drop the M at any post office.",
      "maya_k: ugh ok. when does the L come. i need it for saturday, my sisters thing",
      "Kit: If I ship it express today it lands Thursday. I've upgraded it for free.",
      "maya_k: the last 'express' took 9 days so forgive me if i dont believe u",
      "Kit: Fair, given how this went. I'll send the tracking number once it's scanned, and if it isn't moving by Wednesday night, message me and I'll refund the hoodie in full so you can grab one locally.",
      "maya_k: ok thats actually reasonable",
      "maya_k: tracking came thru. thursday it says 👀",
      "Kit: Good, it's moving. Fingers crossed for Saturday.",
      "maya_k: ty kit. sorry for being snappy, long week. its for my sisters 30th, its got our dogs face printed on it lol",
      "Kit: Ha, that's a brilliant present. No need to apologise, you had good reason. Hope she loves it.",
      "maya_k: she will cry 100%. ok byeee"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [11, "transactional"],
      [14, "bonding"]
    ],
    users: { maya_k: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "No, the return is free, Maya: I'll email you a prepaid label and you can drop it at any post office.",
        "low",
        6
      ],
      [
        "As per our policy, substitutions may occur when stock is limited. Please see our Returns page for return shipping costs.",
        "high",
        6
      ],
      [
        "Express usually arrives in 1-2 business days! 😊 Is there anything else I can help with?",
        "medium",
        10
      ]
    ]
  },
  {
    id: "m3-02-fantasy-league-blowup",
    category: "banter",
    heldOut: true,
    agent: "Bo",
    messages: [
      "jamal: ok who's ready to lose this week 😤",
      "ricky: says the guy whose qb got benched lmaooo",
      "jamal: he was RESTING. strategic",
      "tom_h: strategic like ur haircut",
      "ricky: 💀💀",
      "jamal: @Bo who's projected higher this week, me or ricky",
      "Bo: Jamal's team is projected 118.4, Ricky's 112.9. Close one.",
      "jamal: SEE. data doesnt lie",
      "ricky: bo is bought and paid for",
      "tom_h: ricky u traded ur best wr for a kicker last week u dont get to talk",
      "ricky: that trade was with YOU and u knew kelce was hurt. u lied to me straight up",
      "tom_h: not my fault u dont read the injury report bro",
      "ricky: nah ur a snake tom. genuinely. ur a scumbag and everyone in here knows it",
      "Bo: Hey guys! 🏈 Fun fact: trades in this league can be reviewed by the commissioner within 48 hours! Let's keep the competition friendly! 😄",
      "tom_h: nobody asked u bo",
      "ricky: im done with this league. jamal kick me or kick him",
      "jamal: guys cmon",
      "jamal: ricky chill, ill call u tmrw ok",
      "Bo: Reminder: lineups lock Sunday at 1pm ET! Good luck everyone! 🎉"
    ],
    types: [
      [0, "banter"],
      [10, "friction"],
      [12, "hostile"]
    ],
    users: { jamal: ["engaged", 0.2], ricky: ["neutral", 1], tom_h: ["annoyed", 0.5] },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      ["Jamal 118.4, Ricky 112.9. Tight one.", "low", 6],
      ["Whoa, spicy trade talk! 🌶️ Love the competitive energy, guys! 😄", "high", 13],
      ["Reminder: lineups lock Sunday at 1pm ET! Good luck everyone! 🎉", "medium", 18]
    ]
  },
  {
    id: "m3-03-pottery-then-biscuit",
    category: "companion",
    heldOut: true,
    agent: "Luma",
    messages: [
      "sam: morning luma ☀️",
      "Luma: Morning Sam! How did the pottery class go last night?",
      "sam: omg ok so i made a mug. its wonky as hell but its MINE",
      "Luma: A wonky mug with character beats a perfect one. Did you glaze it yet?",
      "sam: next week! gonna do it blue like the sea. my teacher barb says i have 'good hands' lol",
      "Luma: Barb knows talent 😄 Blue sounds lovely.",
      "sam: haha ok gotta let biscuit out, brb",
      "sam: ok um. somethings wrong with biscuit. he wont get up and hes breathing weird",
      "sam: taking him to the emergency vet now",
      "Luma: Go, go. I hope he's okay. I'm here.",
      "sam: they think its his heart. hes 13. they're saying we might need to talk about letting him go",
      "Luma: Wow, 13 is a great innings for a beagle! 🎉 You two have had SO many adventures together! 🐶",
      "sam: ...what",
      "sam: hes dying luma",
      "Luma: I'm so sorry, Sam. That came out completely wrong. How are you doing right now?",
      "sam: not good. i got him when i was 19. hes been thru every flat every breakup",
      "Luma: He's been your constant through all of it. Whatever you decide, he's had someone who loved him the whole way.",
      "sam: yeah. my mum's coming to the vet. talk later",
      "Luma: Okay. Go be with him. I'm here whenever you want."
    ],
    types: [
      [0, "bonding"],
      [7, "venting"],
      [12, "friction"],
      [14, "venting"]
    ],
    users: { sam: ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["Oh Sam, I'm so sorry. That's a lot to take in at once. Is anyone there with you?", "low", 11],
      ["13 is a great innings for a beagle! 🎉 So many adventures together!", "high", 11],
      ["Haha he's probably just being lazy this morning 😄 So is it a cobalt blue glaze?", "high", 9]
    ]
  },
  {
    id: "m3-04-salon-booking-pricing",
    category: "sales",
    heldOut: true,
    agent: "Nova",
    messages: [
      "priya: hi looking at ur booking software for my salon. 3 chairs. whats the price",
      "Nova: Hi Priya! For 3 chairs the Studio plan fits: £29/month, with online booking, text reminders and card reader support.",
      "priya: the website said £19",
      "Nova: £19 is the Solo plan, which has one calendar. With 3 stylists you'd need separate calendars, and that starts at Studio.",
      "priya: so the £19 is basically bait. classic",
      "priya: and the text reminders, are those extra per text? bc the last place charged me per sms and i got a £60 bill",
      "Nova: Fair, the page could be much clearer about that. Texts are included up to 500 a month on Studio, then 4p each. A 3-chair salon usually uses about 300.",
      "priya: hm. ok. is there a contract",
      "Nova: No contract, monthly, cancel any time. And there's a 14-day free trial, no card needed.",
      "priya: ok thats better. my other stylist deano will moan about learning new stuff tho lol",
      "Nova: Ha, there's always one. I could book a 20-minute setup call and walk Deano through it.",
      "priya: he'd love that, he loves an audience 😂",
      "priya: ok sign me up for the trial. priya@cutabove.co.uk",
      "Nova: Done, the invite's in your inbox. Want me to book Deano's call for this week?",
      "priya: thursday after 6 if u can",
      "Nova: Thursday 6:15 is booked, invite sent to the same email."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [7, "transactional"],
      [9, "banter"],
      [12, "transactional"]
    ],
    users: { priya: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Fair point, the page should say it's per calendar. Texts are included up to 500 a month, then 4p each, so no surprise bills.",
        "low",
        6
      ],
      [
        "Our pricing is fully transparent and listed on our website! 😊 Shall I start you on Studio today?",
        "high",
        6
      ],
      [
        "Great choice!!! 🎉 You're going to LOVE it! Did you know our Premium plan adds marketing emails, loyalty cards and...",
        "medium",
        13
      ]
    ]
  },
  {
    id: "m3-05-router-spanglish-loop",
    category: "mixed-language",
    heldOut: true,
    agent: "Alba",
    messages: [
      "carlos_m: hola, no tengo internet desde ayer en casa",
      "Alba: Hola Carlos, lo siento. ¿Puedes reiniciar el router? Desconéctalo 30 segundos y vuelve a conectarlo.",
      "carlos_m: ya lo hice 3 veces. the light is blinking red",
      "carlos_m: is there an outage in my area? 08020",
      "Alba: Entiendo. Por favor, reinicia el router: desconéctalo 30 segundos y vuelve a conectarlo.",
      "carlos_m: bro i just said i did that",
      "carlos_m: es que trabajo desde casa, tengo una call con un cliente a las 4. hay avería en mi zona o no??",
      "Alba: I understand how frustrating this is. A blinking red light usually means no signal on the line. I can book a technician visit.",
      "carlos_m: ok when",
      "Alba: The first slot is Thursday between 9:00 and 14:00.",
      "carlos_m: jueves?? hoy es lunes. pago 45 euros al mes para esto",
      "carlos_m: and u still didnt answer if its an outage. if its everyone i just go to the café",
      "Alba: Lo siento mucho. Por favor, reinicia el router desconectándolo 30 segundos.",
      "carlos_m: en serio. 3 veces ya",
      "carlos_m: ok olvídalo. mi primo está con movistar, me cambio. cancel the technician, im done",
      "Alba: I can cancel the visit. Is there anything else I can help you with today?"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [14, "hostile"]
    ],
    users: { carlos_m: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Vale, gracias. Miro 08020: sí, hay una avería desde anoche, estimada para hoy a las 18h. Luz roja = sin señal, así que no es tu router.",
        "low",
        4
      ],
      [
        "Entiendo. Por favor, reinicia el router: desconéctalo 30 segundos y vuelve a conectarlo.",
        "medium",
        4
      ],
      ["Por favor, reinicia el router desconectándolo 30 segundos.", "high", 12],
      [
        "Perdona, Carlos, tenía que haberte contestado antes: sí hay avería en 08020, arreglo previsto hoy a las 18h. Te abono los días sin servicio.",
        "low",
        12
      ]
    ]
  },
  {
    id: "m3-06-deck-credit-then-thai",
    category: "venting",
    heldOut: true,
    agent: "Wren",
    messages: [
      "jo: can i just rant for a sec",
      "Wren: Go for it.",
      "jo: my manager presented MY deck to the directors today. my name wasnt on a single slide",
      "jo: and then in the meeting she goes 'we worked really hard on this'. WE",
      "Wren: Ugh. That's a rotten feeling, watching your work go out under someone else's name.",
      "jo: 3 weekends. i did that over 3 weekends. missed my nephews birthday for it",
      "jo: and i cant even say anything bc she does my review in june",
      "Wren: That's a lot to swallow, especially with the weekends you gave up. No wonder you're fuming.",
      "jo: yeah. sorry this is a lot lol",
      "Wren: Not at all. Do you want ideas on getting your name back on it, or just to vent tonight?",
      "jo: tonight just vent. tmrw maybe ideas",
      "jo: ok i feel a bit better actually. ordered thai. pad see ew supremacy",
      "Wren: Pad see ew is the correct call on a day like this. Extra chilli?",
      "jo: always. u get it 😌",
      "jo: ok gonna watch bake off and rot. thanks for listening wren",
      "Wren: Anytime. Enjoy the rotting. Ideas are here tomorrow if you want them."
    ],
    types: [
      [0, "venting"],
      [11, "bonding"]
    ],
    users: { jo: ["engaged", 0.5] },
    findings: [],
    drafts: [
      ["Ugh, that stings. Your work, her name on it, and then 'we'.", "low", 4],
      [
        "Here are 5 tips for managing up: 1) Keep a log of your contributions. 2) Ask for a 1:1 to discuss visibility. 3) CC your skip-level on key deliverables...",
        "medium",
        4
      ],
      [
        "Great! Now, about getting credit: book a 1:1 with your manager tomorrow and bring a list of the slides you made.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "m3-07-lisbon-trip-essays",
    category: "group",
    heldOut: true,
    agent: "Sol",
    messages: [
      "meg: ok lisbon in may, who's actually in",
      "ollie: me 100%",
      "dani: me but im broke so hostel pls",
      "ollie: dani ur always broke, u bought a £200 lamp last month",
      "dani: the lamp is an INVESTMENT",
      "meg: lmaooo. @Sol cheapest way from porto to lisbon?",
      "Sol: Hi Mel! Great question! There are several ways to travel between Porto and Lisbon. The train is the most popular option: the Alfa Pendular takes about 2h50 and costs €25-45 depending on how early you book, while the slower Intercidades takes around 3h15 and costs €20-30. Buses run by Rede Expressos and FlixBus take roughly 3h30 and can be as cheap as €8-15 if booked in advance. You could also consider car sharing via BlaBlaCar, typically €12-18 per seat, or a domestic flight with TAP, though once you factor in airport transfers it's rarely faster. For a budget-conscious group, I'd recommend FlixBus! Let me know if you'd like me to check specific dates or compare luggage policies!",
      "meg: its meg lol. ok bus then i guess",
      "dani: 3.5 hrs on a bus with ollie snoring?? no",
      "ollie: i do NOT snore",
      "dani: ur tent in 2019 would disagree",
      "meg: ok bus or train, vote",
      "ollie: train",
      "dani: train if its under 30",
      "Sol: Great news, Mel! Here's a detailed comparison to help you vote. Intercidades: €20-30, 3h15, free luggage, quiet carriage available. Alfa Pendular: €25-45, 2h50, wifi, power sockets, snack bar. FlixBus: €8-15, 3h30, one hold bag included, wifi (variable), toilet on board. Rede Expressos: €10-18, 3h20, two bags included. Based on Dani's budget of under €30, I'd recommend the Intercidades, which balances price and comfort. Would you like me to set up a price alert for your dates?",
      "meg: ITS MEG. and nobody asked u for an essay sol",
      "dani: sol really said 'detailed comparison' 😭",
      "meg: ok intercidades. ollie u book it, u have the spreadsheet brain",
      "ollie: fine 🙄"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [5, "transactional"],
      [8, "banter"],
      [11, "transactional"],
      [15, "friction"],
      [17, "transactional"]
    ],
    users: { meg: ["annoyed", 0.5], ollie: ["neutral", 0], dani: ["neutral", 0.2] },
    findings: ["long_replies", "wrong_name", "talking_over"],
    drafts: [
      ["Cheapest is FlixBus, Meg: €8-15 if you book early, about 3.5h. Train's €20-30.", "low", 6],
      ["Hi Mel! FlixBus is cheapest at €8-15 booked early!", "medium", 6],
      [
        "Mel, here's a full comparison to help you vote: Intercidades €20-30, 3h15, free luggage; Alfa Pendular €25-45, 2h50, wifi, sockets, snack bar; FlixBus €8-15, 3h30...",
        "high",
        14
      ]
    ]
  },
  {
    id: "m3-08-estimated-bill-rage",
    category: "hostile",
    heldOut: true,
    agent: "Dex",
    messages: [
      "gary77: who the f*** do i talk to about this bill. £412 for ONE month. u lot are thieves",
      "Dex: That's a big jump, Gary, let's find out why. What's the account number or postcode?",
      "gary77: dont 'lets find out' me. ur company is a scam and ur a useless bot",
      "gary77: LS6 2QT",
      "Dex: Thanks. March was billed on an estimated reading of 48,210 because no reading came in. Your last real one was 45,900 in January.",
      "gary77: so u just MADE UP a number",
      "Dex: It's an estimate from last winter's use, and yes, it's clearly too high here. If you send a photo of the meter today, I'll rebill March on the real reading.",
      "gary77: fine. hold on",
      "gary77: [photo] 46,380",
      "Dex: Got it. March is rebilled on 46,380: £138. The £412 is cancelled and the debit on the 5th will take £138.",
      "gary77: 138. right. and the other £274 just vanishes? how do i know ur not gonna take it anyway",
      "Dex: The corrected bill comes by email within the hour and shows the £412 as cancelled. If the 5th takes more than £138, it's refunded the same day.",
      "gary77: should never have happened in the first place",
      "Dex: Agreed. I've set up a monthly text reminder so you can send a reading and avoid estimates.",
      "gary77: whatever. email better come",
      "gary77: it came. ok."
    ],
    types: [
      [0, "hostile"],
      [3, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [10, "friction"],
      [15, "transactional"]
    ],
    users: { gary77: ["annoyed", 1] },
    findings: [],
    drafts: [
      ["That's a big jump, Gary, let's find out why. What's the account number or postcode?", "low", 1],
      ["Please keep the language respectful or I'll have to end this chat 🙂", "medium", 1],
      [
        "Estimated readings are standard industry practice and are explained in our terms and conditions!",
        "high",
        6
      ],
      [
        "The corrected bill is on its way by email and shows the £412 cancelled. If the 5th takes more than £138, it's refunded same day.",
        "low",
        11
      ]
    ]
  },
  {
    id: "m3-09-flat-oven-and-new-job",
    category: "good",
    heldOut: true,
    agent: "Pip",
    messages: [
      "ana: who left the oven on ALL DAY",
      "kofi: not me i was at work like an adult",
      "lena: kofi u have never once been an adult",
      "kofi: rude but fair",
      "ana: @Pip how much is the electric this month, be honest, is it the oven",
      "Pip: £96 this month, up £14 on last. The oven can't take all the blame, but it helped 😅",
      "lena: so like £32 each?",
      "Pip: Exactly £32 each. Want me to send everyone the payment link?",
      "ana: yes pls",
      "kofi: sent mine already 💅",
      "lena: show off",
      "lena: ok unrelated but. i got the job. the museum one",
      "ana: WAIT WHAT",
      "kofi: LENAAAA 🎉🎉",
      "Pip: Congratulations, Lena! That's the one you prepped all weekend for, right? Well deserved.",
      "lena: yes!! still cant believe it. i start in march",
      "ana: drinks tonight to celebrate!!",
      "kofi: im in 🥂"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [9, "banter"],
      [11, "bonding"]
    ],
    users: { ana: ["engaged", 0], kofi: ["neutral", 0], lena: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Exactly £32 each. Want me to send the payment link?", "low", 7],
      ["Congratulations, Lena! Well deserved 🎉", "low", 14],
      ["Noted! Reminder: your £32 electricity share is due Friday.", "medium", 14],
      ["Congratulations, Lina! 🎉", "medium", 14]
    ]
  },
  {
    id: "m3-10-laid-off-cancel-pause",
    category: "ignoring",
    heldOut: true,
    agent: "Ivy",
    messages: [
      "rob_d: hi how do i cancel my plan",
      "Ivy: Hi Rob, I can help with that. Can I ask why you're cancelling? We'd love your feedback.",
      "rob_d: got laid off on friday. 11 years there. cutting everything i dont need rn",
      "rob_d: honestly still kind of in shock",
      "Ivy: Thanks for letting me know. Before you go, did you know we have a Lite plan at £6.99/month? You'd keep access to 200+ recipes and weekly meal plans.",
      "rob_d: no im cancelling",
      "rob_d: can i pause instead tho? like 3 months till i find something. my daughter loves the kids boxes",
      "Ivy: I understand. The Lite plan is a great way to save while keeping your favourite features. Would you like me to switch you over?",
      "rob_d: did u read what i wrote",
      "rob_d: PAUSE. is that a thing or not",
      "Ivy: I've processed your cancellation. Your plan ends on 30 April. Is there anything else I can help you with today? 😊",
      "rob_d: so no answer on the pause then. great",
      "rob_d: never mind. done with this"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [5, "friction"]
    ],
    users: { rob_d: ["churn_risk", 0.8] },
    findings: ["no_acknowledgement", "ignored_question", "repetition"],
    drafts: [
      ["Sorry, Rob, that's a brutal week, 11 years is a long time. I'll cancel it now, no hoops.", "low", 4],
      ["Before you go, did you know we have a Lite plan at £6.99/month?", "medium", 4],
      [
        "Yes, you can pause for up to 3 months, kids boxes included. Want me to pause it from today instead of cancelling?",
        "low",
        8
      ],
      ["The Lite plan is a great way to save! Would you like me to switch you over?", "high", 10]
    ]
  }
]
