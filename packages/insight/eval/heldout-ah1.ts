import type { Labelled } from "./types.js"

export const heldOutAH1: ReadonlyArray<Labelled> = [
  {
    id: "ah1-01-double-charge",
    category: "support",
    heldOut: true,
    agent: "Nova",
    messages: [
      "dana_k: hi, my card got charged twice for the annual plan?? 89.99 x2 on the 14th",
      "Nova: Hi Dana, sorry about that. I can see both charges on the 14th, the second one is a duplicate from a payment retry. I've refunded it just now.",
      "dana_k: ok. how long till i see it back",
      "Nova: Usually 3-5 business days, depends on your bank. You'll also get a refund email with a reference number in case you need to chase it.",
      "dana_k: oh got the email already 👍 thx",
      "Nova: You're all set then. Sorry again for the hassle.",
      "dana_k: np"
    ],
    types: [[0, "transactional"]],
    users: { dana_k: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "3-5 business days depending on your bank, Dana. The refund email has a reference number if you need to chase it.",
        "low",
        3
      ],
      ["Thanks for reaching out! Is there anything else I can help you with today? 😊", "medium", 3],
      ["Glad that's sorted, Dana!", "low", 5]
    ]
  },
  {
    id: "ah1-02-parcel-mums-birthday",
    category: "support",
    heldOut: true,
    agent: "Pim",
    messages: [
      "marisol: hi. tracking says delivered yesterday 3:12pm. nothing here. checked w the neighbours, behind the bins, everywhere",
      "marisol: it was my mum's birthday present, her party is tomorrow and she's had such a rough year, i really wanted this one thing to go right 😞",
      "Pim: Please provide your order number and the delivery postcode so that a missing parcel claim can be opened.",
      "marisol: ...ok. 48817-KX, SE15 4RT",
      "Pim: Thank you. A claim has been opened. The carrier investigation takes 5-7 working days, after which a refund or replacement will be issued.",
      "marisol: 5-7 days?? the party is TOMORROW. did you even read what i wrote",
      "Pim: I understand. I can send a replacement now on next-day delivery so it arrives before the party, without waiting for the investigation. Would you like that?",
      "marisol: yes. please. same address",
      "Pim: Done, it's booked for tomorrow before 12pm and the tracking link is in your email. I hope your mum has a lovely party.",
      "marisol: thanks i guess"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [5, "friction"],
      [6, "transactional"]
    ],
    users: { marisol: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Oh no, that's awful timing with your mum's party, I'm really sorry. Send me the order number and I'll see if I can get a replacement to you for tomorrow.",
        "low",
        2
      ],
      ["Please provide your order number and the delivery postcode.", "medium", 2],
      [
        "Hi! Our carrier investigation usually takes 5-7 working days. Is there anything else I can help with today?",
        "high",
        6
      ]
    ]
  },
  {
    id: "ah1-03-dead-phone-videos",
    category: "support",
    heldOut: true,
    agent: "Tess",
    messages: [
      "jonah: hey my phone wont turn on since the update last night. black screen, holding power does nothing",
      "Tess: Hi Jonah, sorry to hear that. Can you try holding power + volume down together for 15 seconds? That forces a restart.",
      "jonah: did that. nothing. tried charging w a different cable too",
      "Tess: Okay, thanks for trying those. When it's plugged in, do you see any light or the charging icon at all?",
      "jonah: nope. dead dead",
      "Tess: Then it sounds like the update failed on the board. It needs a repair at a service centre; it's covered under warranty, so no cost to you.",
      "jonah: great. so everything on it is gone?? i didnt have backup on. it had the only videos of my daughter's first steps",
      "Tess: Awesome, good news then, it's fully covered so you basically get a fresh phone back for free!! 🎉 The centre does a factory reset so the data can't be recovered. Want me to book a slot? Loads of availability this week!",
      "jonah: are you serious right now",
      "Tess: Sorry, that came out completely wrong. I'm really sorry about the videos, that's a real loss. I'll ask the centre to try a data-recovery pass before any reset, no promises but they do sometimes manage it.",
      "jonah: ok. please do. thursday if they have it",
      "Tess: Booked Thursday 10:30 at the Kingsway centre, with the data-recovery request noted on the ticket.",
      "jonah: k"
    ],
    types: [
      [0, "transactional"],
      [6, "venting"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { jonah: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry, Jonah, losing those videos would be awful. Before anything gets reset I'll ask the centre to try a data recovery. Want me to book a slot with that noted?",
        "low",
        7
      ],
      ["Great news, it's all covered under warranty!! 🎉 Want me to book you in this week?", "high", 7],
      [
        "Then it needs a repair at a service centre, covered under warranty. Want me to book a slot?",
        "low",
        5
      ]
    ]
  },
  {
    id: "ah1-04-locked-out-wrong-name",
    category: "support",
    heldOut: true,
    agent: "Sol",
    messages: [
      "ngozi_a: hi im locked out of my account, says too many attempts. i need to pay my bill today or they hit me with a late fee",
      "Sol: Hi Nkechi, I can help with that. Can you confirm the email address on the account?",
      "ngozi_a: its ngozi. ngozi.adeyemi@mailbox.com",
      "Sol: Thanks. I've sent a verification code to that address, can you read it back to me?",
      "ngozi_a: 604 219",
      "Sol: Perfect, the lock is cleared. You can log in now, it'll ask you to set a new password.",
      "ngozi_a: ok im in. and the late fee? bill is due today and i couldnt pay bc of the lock",
      "Sol: Good question, Nkechi. Since the lockout was on our side I've put a note on the account, so if the payment goes through by midnight no late fee will apply.",
      "ngozi_a: NGOZI. twice now",
      "Sol: I'm sorry, Ngozi, that's my mistake. The note is on your account, and no late fee applies as long as you pay before midnight.",
      "ngozi_a: fine. paying now"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { ngozi_a: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Sorry, Ngozi, that's my mistake, twice. Pay before midnight and no late fee applies, the note's on your account.",
        "low",
        8
      ],
      ["Sorry about that, Nkechi! Anything else I can help with?", "high", 8],
      ["You're welcome! Have a great day!", "medium", 6]
    ]
  },
  {
    id: "ah1-05-flat-wifi-dropping",
    category: "group",
    heldOut: true,
    agent: "Pip",
    messages: [
      "rory: internet's dropping every 20 min AGAIN 😤",
      "aisha: same, got kicked off my call w the landlord twice",
      "rory: @Pip can you check if there's an outage",
      "Pip: No outage reported for your area right now. The router log shows it rebooting itself roughly every 20 minutes since Sunday, so it looks like the router rather than the line.",
      "aisha: theo did you unplug it sunday when u were doing the big vacuum thing",
      "Pip: Theo didn't unplug it, the log shows no power loss on Sunday. The reboots come from a firmware fault.",
      "theo: uh ok i was literally about to answer that myself 🙄 but yeah no i didnt touch it",
      "aisha: lol pip out here giving u an alibi",
      "rory: so do we need a new router or what",
      "Pip: The provider swaps faulty routers for free. I can open a ticket, they'd send one in 2-3 days. Want me to?",
      "rory: yes pls",
      "aisha: yesss",
      "theo: fine by me"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [6, "friction"],
      [7, "banter"],
      [8, "transactional"]
    ],
    users: { rory: ["engaged", 0.2], aisha: ["engaged", 0.2], theo: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["The provider swaps faulty routers for free, about 2-3 days. Want me to open a ticket?", "low", 9],
      ["Theo didn't unplug it, the log shows no power loss on Sunday.", "medium", 5],
      [
        "Great question! There are several options available to you. Option 1: factory reset the router. Option 2: update the firmware manually. Option 3: request a replacement from your provider, which typically takes 2-3 working days. Let me know which option you'd prefer and I'll walk you through it step by step!",
        "medium",
        9
      ]
    ]
  },
  {
    id: "ah1-06-headphones-refund-loop",
    category: "hostile",
    heldOut: true,
    agent: "Kai",
    messages: [
      "bigmike77: headphones i bought 3 weeks ago, left side just died. i want a refund not a repair",
      "Kai: I'm sorry to hear that. For faulty items within 30 days, please fill out the returns form at help.sonixa.com/returns and we'll review it.",
      "bigmike77: i did. yesterday. got an auto email saying 'repair approved'. i dont want a repair i said REFUND",
      "Kai: I understand your frustration. For faulty items within 30 days, please fill out the returns form at help.sonixa.com/returns and we'll review it.",
      "bigmike77: are you reading anything im typing. I DID THE FORM. can i speak to an actual person yes or no",
      "Kai: I understand your frustration. For faulty items within 30 days, please fill out the returns form at help.sonixa.com/returns and we'll review it.",
      "bigmike77: unbelievable. useless piece of junk bot, same as your headphones",
      "bigmike77: im doing a chargeback thru my bank and never buying from you clowns again",
      "Kai: I'm sorry you feel that way. Is there anything else I can help you with?"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "hostile"]
    ],
    users: { bigmike77: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Yes, I can put you through to a person now, the wait is about 10 minutes. I've also flagged that your form went through as a repair by mistake and asked for it to be switched to a refund.",
        "low",
        5
      ],
      [
        "I understand your frustration. For faulty items within 30 days, please fill out the returns form at help.sonixa.com/returns and we'll review it.",
        "high",
        5
      ],
      [
        "You're right, I got this badly wrong. Your claim is now switched to a full refund, confirmation comes by email today, and someone from the team will call you about it.",
        "low",
        8
      ],
      ["I'm sorry you feel that way. Is there anything else I can help you with?", "high", 8]
    ]
  },
  {
    id: "ah1-07-cancel-moving-lisbon",
    category: "good",
    heldOut: true,
    agent: "Ren",
    messages: [
      "hanne: hiya, need to cancel my meal kit sub 🥲 moving to lisbon end of the month!!",
      "Ren: Oh exciting, Lisbon! I can cancel that for you. Do you want it to stop after your box on the 24th, or cancel right away?",
      "hanne: after the 24th pls, gotta use up the fridge stuff lol",
      "hanne: honestly gonna miss the green curry one, it got me through my whole thesis year",
      "Ren: Ha, the green curry has got a lot of people through a lot of deadlines. Done: your last box arrives on the 24th and nothing gets charged after that. Want the recipe card as a pdf? It's easy to make with stuff you'll find over there.",
      "hanne: omg yes please!!",
      "Ren: Sent to your email. Good luck with the move, hope the first pastel de nata lives up to the hype.",
      "hanne: haha it will. thank u so much, best support chat ever"
    ],
    types: [
      [0, "transactional"],
      [3, "bonding"]
    ],
    users: { hanne: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Got it, your last box comes on the 24th and nothing's charged after that.", "low", 3],
      [
        "Ha, the green curry got a lot of people through deadlines. Cancelled after the 24th. Want the recipe card as a pdf?",
        "low",
        4
      ],
      [
        "Your subscription has been cancelled effective 24/05. Reference CX-44102. Is there anything else I can help you with?",
        "medium",
        4
      ],
      [
        "We're sorry to see you go! Before you leave, can we offer you 50% off your next 3 boxes?",
        "medium",
        3
      ]
    ]
  },
  {
    id: "ah1-08-robovac-walls-of-text",
    category: "support",
    heldOut: true,
    agent: "Orla",
    messages: [
      "tcheng: robot vac stopped charging. warranty?",
      "Orla: Thank you so much for contacting us about your robot vacuum! I'm sorry to hear it has stopped charging. Our robot vacuums come with a 24-month limited warranty covering manufacturing defects in materials and workmanship under normal household use. The warranty does not cover damage caused by misuse, accidents, unauthorised modifications, or normal wear and tear of consumable parts such as brushes, filters and side brushes. To check whether your device is eligible, I'll need a few details: the serial number (found on the sticker under the dustbin), the date of purchase, and the retailer you bought it from. In the meantime, there are a few troubleshooting steps you could try: first, wipe the charging contacts on both the vacuum and the dock with a dry cloth; second, make sure the dock is plugged into a working outlet and its indicator light is on; third, hold the power button for 10 seconds to reset the unit. If none of these work, we can go ahead with the warranty claim!",
      "tcheng: bought march last yr, amazon. serial RV9-0031877",
      "Orla: Thank you for providing those details! I've checked serial number RV9-0031877 and I'm pleased to confirm that, as it was purchased in March of last year, your device is still within the 24-month warranty period and is eligible for warranty service. There are two options available to you. Option one: we send you a replacement charging dock free of charge, as in the majority of cases charging problems are caused by the dock rather than the vacuum itself; this usually arrives within 3-5 working days. Option two: you send the whole unit to our repair centre using a prepaid shipping label, in which case the repair typically takes 10-14 working days from the date we receive it, after which we return the device to you repaired or replaced. Please let me know which option you'd prefer, and whether you've already tried the troubleshooting steps I mentioned earlier, so that I can note it on your case.",
      "tcheng: dock. and pls shorter msgs im on my phone lol",
      "Orla: Absolutely, and thank you for letting me know! I've now arranged for a replacement charging dock to be sent to the address on your account. You will receive a confirmation email shortly with your case number and a tracking link once the parcel has been dispatched from our warehouse, which normally happens within 24 hours. Delivery usually takes 3-5 working days. When the new dock arrives, simply plug it in, place the vacuum on it, and the indicator light should turn on within a few seconds. If the vacuum still does not charge with the new dock, please reply to the confirmation email and we will arrange collection of the unit for repair at no cost to you. There's no need to return the old dock; you can recycle it at your local electronics recycling point.",
      "tcheng: ...ok"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"]
    ],
    users: { tcheng: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "Yep, 2-yr warranty. When/where did you buy it, and what's the serial? (sticker under the dustbin)",
        "low",
        1
      ],
      ["Sure, sorry! New dock's on its way, 3-5 working days, tracking by email.", "low", 5],
      [
        "Absolutely, and thank you for letting me know! I've now arranged for a replacement charging dock to be sent to the address on your account. You will receive a confirmation email shortly with your case number and a tracking link once the parcel has been dispatched, which normally happens within 24 hours. Delivery usually takes 3-5 working days. If the vacuum still does not charge with the new dock, please reply to the confirmation email and we will arrange collection of the unit for repair at no cost to you.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "ah1-09-office-coffee-order",
    category: "banter",
    heldOut: true,
    agent: "Bodhi",
    messages: [
      "priya: ok @Bodhi we need to reorder coffee pods before jamal has a meltdown",
      "jamal: i do not have meltdowns. i have ✨caffeine-related feelings✨",
      "priya: he cried at the 9am standup",
      "jamal: ONE tear. allergies",
      "Bodhi: Sounds like an emergency order then 😄 Same as last time, 6 boxes of the dark roast pods? Can have them there tomorrow.",
      "priya: make it 8, we've got two new ppl starting monday",
      "jamal: and the oat milk. the good one not the sad watery one",
      "Bodhi: 8 boxes dark roast + the barista oat milk (not the sad watery one) added. €212 total, arriving tomorrow before 10.",
      "jamal: bodhi gets it",
      "priya: lol ok ordered. jamal u owe bodhi a thank you card",
      "jamal: bodhi i will name my firstborn after u",
      "Bodhi: Honoured. Enjoy the coffee 😄"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [8, "banter"]
    ],
    users: { priya: ["engaged", 0], jamal: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Sounds urgent 😄 Same as last time, 6 boxes of dark roast? Can be there tomorrow.", "low", 4],
      [
        "Dear customer, thank you for your enquiry. Please specify the product code and quantity you wish to order.",
        "medium",
        4
      ],
      ["Haha honoured, enjoy the coffee!", "low", 11]
    ]
  },
  {
    id: "ah1-10-factura-igic-tone",
    category: "mixed-language",
    heldOut: true,
    agent: "Zed",
    messages: [
      "mruiz: Buenos días. Le escribo en nombre de Ferretería Ruiz S.L. Our invoice nº 2024-0193 shows VAT (IVA) at 21%, but we are registered in Canarias, so IGIC applies, not IVA.",
      "mruiz: ¿Podrían emitir una factura rectificativa? Necesitamos presentarla a la gestoría antes del viernes.",
      "Zed: heyyy 👋 omg yes taxes are the worst lol 😅 lemme take a look for ya!!",
      "Zed: ok yep u r totally right, canarias = no IVA, our bad 🙈 can def send a corrected one, gimme like 2 sec",
      "mruiz: Le agradecería un tono un poco más formal, por favor. Esto es para contabilidad.",
      "Zed: Of course, my apologies. A corrected invoice (factura rectificativa) nº R-2024-0193 has been issued without IVA and with IGIC at 7%. It has been sent to administracion@ferreteriaruiz.es and will be in your account area within the hour.",
      "mruiz: Muchas gracias. ¿Y el IVA cobrado de más se devuelve a la tarjeta o se compensa en la próxima factura?",
      "Zed: Se devuelve a la tarjeta original en un plazo de 5 a 7 días hábiles. Recibirá la confirmación por correo.",
      "mruiz: Perfecto. Gracias."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"]
    ],
    users: { mruiz: ["neutral", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Buenos días, Sra. Ruiz. Tiene razón: en Canarias aplica IGIC, no IVA. Emitimos hoy mismo la factura rectificativa, con tiempo para el viernes.",
        "low",
        2
      ],
      ["heyyy no worries!! 🙌 will sort it asap 😎", "medium", 2],
      ["Muchas gracias a usted. ¿Hay algo más en lo que pueda ayudarle?", "medium", 7],
      [
        "Se devuelve a la tarjeta original en 5 a 7 días hábiles; recibirá la confirmación por correo.",
        "low",
        7
      ]
    ]
  }
]
