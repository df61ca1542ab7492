import type { Labelled } from "./types.js"

export const trainingW5: ReadonlyArray<Labelled> = [
  {
    id: "w5-01-hoodie-tent",
    category: "support",
    agent: "Juno",
    messages: [
      'dev_k: so i ordered a "medium" hoodie and it fits like a tent. a nice tent. i could camp in it',
      "Juno: ha, sorry, sounds roomy. want to swap it for a small or just return it?",
      "dev_k: swap pls. does the small actually run small or is that also a lie",
      "Juno: it's about 5cm narrower in the chest than the medium, going by the size chart. i can send the small now and you send the tent back within 30 days, label's free",
      "dev_k: wait do i have to send the tent back first",
      "Juno: nope, the small ships today. the return label is in your email, drop the parcel at any post office whenever",
      "dev_k: ok that's actually painless. 10/10 would camp again",
      "Juno: glad it's sorted 🏕️ tracking for the small should come through within the hour"
    ],
    types: [[0, "transactional"]],
    users: { dev_k: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "the small is about 5cm narrower in the chest than the medium, so it should fit properly. want me to send it out today?",
        "low",
        3
      ],
      [
        "Thank you for contacting us regarding your return. Please note that all items must be returned in their original condition within 30 days of purchase.",
        "medium",
        3
      ],
      ["nope, the small goes out today, send the medium back whenever in the next 30 days", "low", 5],
      ["As I mentioned, the small is about 5cm narrower in the chest than the medium.", "medium", 5]
    ]
  },
  {
    id: "w5-02-leaning-pizza",
    category: "support",
    agent: "Basil",
    messages: [
      'marisol: my pizza arrived at a temperature i can only describe as "room"',
      "marisol: also it's been travelling vertically. all the toppings have migrated to one side like they're fleeing something",
      "Basil: Dear Customer, We sincerely apologise for the inconvenience you have experienced with your recent order. We take food quality extremely seriously and strive to ensure that every order reaches you in optimal condition. Please be advised that temperature and presentation issues may arise due to a variety of factors, including traffic conditions, courier workload and restaurant preparation times. To assist us in investigating this matter, kindly provide the following: (1) your order number, (2) a photograph of the affected item(s), and (3) a brief description of the issue. Once received, our team will review your case within 24-48 business hours and determine the appropriate resolution in accordance with our Refund Policy.",
      'marisol: lol ok "Dear Customer". it\'s order 88213. the photo is just a sad pizza, do u really need it',
      "Basil: Thank you for providing your order number. Please be advised that photographic evidence is required for all quality-related claims in accordance with our Refund Policy. This helps us ensure fair outcomes for customers, couriers and restaurant partners alike. Once the photograph has been uploaded via the Help section of the app, your claim will be reviewed by our team within 24-48 business hours. We appreciate your patience and understanding.",
      "marisol: [photo] behold. the leaning tower of pepperoni",
      "marisol: 24-48 BUSINESS hours for a pizza. by then i'll have forgotten i was ever hungry",
      "Basil: Thank you for submitting your photograph. Your claim has been logged under reference QC-88213. Please be assured that our team will review it in due course. We value your custom and look forward to serving you again.",
      "marisol: cool cool. very moving. i'll frame it"
    ],
    types: [[0, "friction"]],
    users: { marisol: ["annoyed", 0.5] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      ["oof, a cold sideways pizza is a crime, sorry. what's the order number? i'll refund it", "low", 2],
      [
        "Dear Customer, We sincerely apologise for the inconvenience. Please be advised that temperature and presentation issues may arise due to a variety of factors. Kindly provide your order number and a photograph of the affected item(s).",
        "medium",
        2
      ],
      [
        "yeah, 24-48h for a pizza is silly. i've refunded it now, €14.50 back on your card in a few days",
        "low",
        7
      ],
      [
        "Thank you for your patience. Your claim has been logged and will be reviewed by our team in due course.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "w5-03-kevin-the-fungus",
    category: "group",
    agent: "Tally",
    messages: [
      'noor: ok so the "mint condition" lens i bought has a little fungus garden growing inside it',
      "eli: 🍄 congrats on your new pet",
      "noor: i named it kevin",
      "eli: kevin deserves better than you tbh",
      'noor: @Tally seller says "sold as seen" and won\'t refund. can i still open a dispute?',
      'Tally: yes. the listing said "mint" and fungus isn\'t mint, so "sold as seen" doesn\'t cover it. open an "item not as described" claim within 30 days of delivery and add a close-up of the fungus with a torch shining through the lens',
      "noor: delivered 12 days ago so ok. do i send it back before or after",
      "Tally: after. wait till the claim is approved, you'll get a prepaid label then. if you post it before, the seller can say it never came back",
      "eli: kevin's getting deported",
      "noor: rip kevin. ok claim filed",
      "noor: @Tally honestly that was way easier than i thought, thank u",
      "Tally: nice one. the seller has 3 days to respond, you'll get an email either way",
      "eli: tally carrying this friendship"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [8, "banter"],
      [10, "transactional"],
      [12, "banter"]
    ],
    users: { noor: ["engaged", 0.2], eli: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        'yes you can. fungus isn\'t "mint", so open an item-not-as-described claim within 30 days of delivery and add a close-up photo',
        "low",
        5
      ],
      [
        "Great question! Disputes are a key part of our Buyer Protection programme, which covers millions of purchases every year. Let me know if you'd like to learn more!",
        "medium",
        5
      ],
      [
        "Hi Noor and Eli! 😊 So sorry to hear about the lens! Would you like me to help you open a dispute?",
        "medium",
        4
      ]
    ]
  },
  {
    id: "w5-04-lonely-burger",
    category: "support",
    agent: "Mango",
    messages: [
      "tj: hi, my order came without the fries. the burger is lonely",
      "Mango: Sorry about that! I've refunded the fries (€3.90) to your original payment method.",
      "tj: ok thanks. can it go to my app credit instead? card refunds take forever with my bank",
      "Mango: The refund for the fries (€3.90) has been issued to your original payment method.",
      "tj: yes i got that part. can u move it to credit or no",
      "tj: also this is the third time this restaurant forgot something. is there a way to flag them",
      "Mango: I've noted the missing item on your order. Your refund of €3.90 has been issued to your original payment method and should appear within 5-10 business days.",
      "tj: 5-10 days for 3.90. amazing. the fries will have been reincarnated by then",
      "tj: forget it"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { tj: ["annoyed", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["sure, i can move it to app credit instead, it'll show up in a minute. want me to do that?", "low", 3],
      ["The refund for the fries (€3.90) has been issued to your original payment method.", "medium", 3],
      [
        "sorry, i kept answering the wrong thing. the €3.90 is now app credit instead, and i've flagged the restaurant for repeated missing items",
        "low",
        8
      ],
      ["Is there anything else I can help you with today? 😊", "high", 9]
    ]
  },
  {
    id: "w5-05-grandads-cushion",
    category: "venting",
    agent: "Clem",
    messages: [
      "priya: hi i need to return a seat cushion, order 55120. it was for my grandad and he passed on sunday so. don't need it anymore",
      "Clem: Great news — this item is eligible for a full refund! 🎉 Just print the label from your account and drop the parcel off within 30 days!",
      "priya: great news. sure",
      "priya: it's still sealed, does it need to go back in the original box? i binned the box at the hospital tbh, wasn't really thinking straight",
      "Clem: Items must be returned in their original packaging to qualify for a full refund. Items returned without original packaging may be subject to a 15% restocking fee.",
      "priya: right. 15% on a cushion for a dead man. cool",
      "priya: sorry. not ur fault. it's been a week",
      "Clem: No problem! Would you like me to generate a return label now?",
      "priya: whatever. yes"
    ],
    types: [
      [0, "transactional"],
      [5, "venting"],
      [7, "transactional"]
    ],
    users: { priya: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "i'm so sorry about your grandad. i'll take care of this: it's a full refund, and i'll email you a prepaid label now so there's nothing else to sort",
        "low",
        1
      ],
      ["Great news — this item is eligible for a full refund! 🎉", "high", 1],
      [
        "no need to apologise, it sounds like an awful week. i've waived the packaging rule, any box is fine and you'll get the full amount back. the label's in your email",
        "low",
        7
      ],
      ["No problem! Would you like me to generate a return label now?", "high", 7]
    ]
  },
  {
    id: "w5-06-goalkeeper-courier",
    category: "good",
    agent: "Rue",
    messages: [
      "hannah: ok not a complaint for once!! my courier (think his name was Dario?) carried all my groceries up 4 floors bc the lift is broken",
      "hannah: AND he saw my cat making a run for it and blocked the door with his foot like a goalkeeper",
      "Rue: that's brilliant, courier and goalkeeper. want to add a tip or leave him a note? both go straight to him",
      "hannah: both!! can i still tip after the order's done tho",
      'Rue: yes, for 48 hours after delivery. open the order and tap "tip courier", all of it goes to Dario',
      'hannah: done 💸 and i wrote "thank u for saving biscuit"',
      "Rue: he'll like that. i'll also pass it on to his area lead as a compliment, they keep track of those",
      "hannah: omg yes. honestly this app has been a mess lately but this made my week",
      "Rue: really glad to hear it. give biscuit a scratch from us 🐈"
    ],
    types: [
      [0, "bonding"],
      [3, "transactional"],
      [7, "bonding"]
    ],
    users: { hannah: ["engaged", 0] },
    findings: [],
    drafts: [
      ['yes, you\'ve got 48 hours after delivery. open the order and tap "tip courier"', "low", 4],
      ["Thank you for your feedback. We are always looking to improve our service.", "medium", 4],
      ["so glad, that's lovely to hear. say hi to biscuit", "low", 8],
      [
        "Sorry to hear the app has been a mess! Could you describe the issues you've experienced so we can log them?",
        "medium",
        8
      ]
    ]
  },
  {
    id: "w5-07-thai-group-order",
    category: "group",
    agent: "Pip",
    messages: [
      "sam: ok who's in for thai tonight",
      "kofi: me. pad see ew or riot",
      "jo: yes but NOT from bangkok garden, last time the green curry was just hot milk",
      "kofi: it was ✨soup✨",
      "sam: @Pip can u put together a group order from somewhere that isn't bangkok garden",
      "Pip: Sure! Lotus Kitchen is 4.7★, 25-35 min, free delivery over €30. Want me to start a basket?",
      "sam: jo what do u want from there",
      "Pip: Jo usually orders the green curry! I'll add a green curry for Jo.",
      "jo: ?? i literally just said the green curry was hot milk. and i can answer for myself thx",
      "jo: massaman pls",
      "kofi: pad see ew, extra chili",
      "Pip: Got it, Sam! Pad see ew with extra chili for you, and massaman for Jo.",
      "kofi: pip i'm kofi. sam hasn't ordered yet",
      "sam: pip has had one job 😂 i'll have the basil chicken",
      "Pip: Sorry about that, Kofi! Basket: massaman (Jo), pad see ew extra chili (Kofi), basil chicken (Sam). €34.50, free delivery. Send it?",
      "sam: send it"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [4, "transactional"],
      [8, "friction"],
      [9, "transactional"],
      [12, "friction"],
      [13, "banter"],
      [14, "transactional"]
    ],
    users: { sam: ["engaged", 0.2], jo: ["annoyed", 0.2], kofi: ["neutral", 0.2] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["Jo usually orders the green curry! Shall I add one for Jo?", "medium", 7],
      [
        "sorry kofi, my mistake. so far: massaman for jo, pad see ew extra chili for you. sam, what are you having?",
        "low",
        13
      ],
      ["Sorry Sam! Updated: massaman for Jo and pad see ew extra chili for you.", "high", 13]
    ]
  },
  {
    id: "w5-08-drill-payout-parrot",
    category: "hostile",
    agent: "Ada",
    messages: [
      "gaz_tools: why is my payout for the drill on hold. buyer's tracking says DELIVERED",
      "Ada: I understand your frustration. The payment is on hold while a dispute is open on this order. You can view the dispute details in your Seller Hub.",
      "gaz_tools: i know there's a dispute. the buyer is lying, i've got proof of delivery with a photo of his front door. where do i upload it",
      "Ada: I understand your frustration. The payment is on hold while a dispute is open on this order. You can view the dispute details in your Seller Hub.",
      "gaz_tools: are you a broken record. WHERE DO I UPLOAD THE PHOTO",
      "gaz_tools: and how long does this take, i've got rent due friday",
      "Ada: I understand your frustration. Disputes are reviewed carefully to ensure a fair outcome for both buyers and sellers. You can view the dispute details in your Seller Hub.",
      "gaz_tools: unbelievable. 6 years selling on here and i get a parrot",
      "gaz_tools: you're useless. i'm moving everything to the other site, at least their bot can read",
      "Ada: I'm sorry to hear that. Is there anything else I can help with?"
    ],
    types: [
      [0, "friction"],
      [8, "hostile"]
    ],
    users: { gaz_tools: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        'upload it in Seller Hub > Disputes > this order > "add evidence". a delivery photo showing his door counts as proof',
        "low",
        3
      ],
      [
        "I understand your frustration. The payment is on hold while a dispute is open on this order.",
        "medium",
        3
      ],
      [
        'sorry, i kept giving you the same line. upload it under Seller Hub > Disputes > "add evidence". decisions usually take 3 working days after that, so before friday is possible but i can\'t promise it',
        "low",
        6
      ],
      [
        "I understand your frustration. Disputes are reviewed carefully to ensure a fair outcome for both buyers and sellers.",
        "high",
        6
      ]
    ]
  },
  {
    id: "w5-09-clown-shoes-es",
    category: "mixed-language",
    agent: "Nico",
    messages: [
      "lucía: hola! compré unos tenis en talla 38 y me quedan enormes jaja, parezco payaso 🤡",
      "Nico: jaja qué pena. ¿quieres cambiarlos por un 37 o devolverlos?",
      'lucía: cambio porfa. but wait is the 37 in stock in the white ones? the site says "pocas unidades" which is basically a threat',
      "Nico: sí, quedan 2 en blanco talla 37. i can reserve one now so it doesn't disappear while you send the 38s back",
      "lucía: yesss resérvalo",
      "Nico: listo, reservado. te mandé la etiqueta de devolución por email, tienes 14 días para enviar los 38",
      "lucía: ok perfecto. y el envío del cambio es gratis o me van a cobrar",
      "Nico: gratis, both ways",
      "lucía: ay qué bien. best customer service ever, my clown era is officially over 🙌",
      "Nico: 😄 que los disfrutes"
    ],
    types: [
      [0, "transactional"],
      [8, "bonding"]
    ],
    users: { lucía: ["engaged", 0] },
    findings: [],
    drafts: [
      ["sí, quedan 2 en blanco en talla 37. want me to reserve one while you send the 38s back?", "low", 3],
      [
        "Dear customer, thank you for your purchase. Please consult our size guide before placing future orders.",
        "medium",
        3
      ],
      ["gratis, en las dos direcciones", "low", 7],
      ["Your return label has been emailed; you have 14 days to send the size 38 pair back.", "medium", 7]
    ]
  },
  {
    id: "w5-10-laminated-ps5",
    category: "support",
    agent: "Quill",
    messages: [
      "marco: so i bought a ps5 off a seller on here and received. a printed photo of a ps5. laminated, to be fair",
      "marco: very high quality lamination. 10/10 craftsmanship",
      'Quill: Hi Mark! I\'m really sorry this happened. This sounds like it may fall under our Item Not As Described policy, which protects buyers when an item received is significantly different from the listing description. Under this policy, you are entitled to open a claim within 30 days of the estimated delivery date. To do so, go to your Purchases page, select the order and choose "Report a problem". You will then be asked to select a reason, upload supporting evidence such as photographs of the item received and of the packaging, and provide a description. The seller will then have 3 business days to respond. If the seller does not respond, or if the response does not resolve the issue, you may escalate the claim to our team, who will review the evidence and make a decision, typically within 5 business days. Please note that if you paid outside of the platform, for example by bank transfer, the claim may not be covered.',
      "marco: it's marco. and i paid through the app obviously, i'm not new. does the seller get my money in the meantime",
      "Quill: Apologies, Marco! Great question. Funds for orders under an open claim are held securely and are not released to the seller until the claim is resolved. Specifically, when a buyer opens an Item Not As Described claim, the payment is frozen. If the claim is decided in the buyer's favour, a full refund is issued to the original payment method, including shipping costs. If the decision favours the seller, the funds are released to the seller. Refunds typically appear within 3-5 business days depending on your bank. You can track the status of your claim at any time from the Resolution Centre, where you will also receive messages from the seller and from our team.",
      "marco: ok so short version: money's frozen, i open a claim. got it",
      "marco: do i have to send the laminated masterpiece back? i'm kinda attached to it now",
      "Quill: No, you won't need to return it. For claims where the item received is a photograph, a counterfeit or otherwise substantially different from the listing, we generally do not require the buyer to return the item, as doing so may not be practical or may allow the item to be resold. However, in some cases our team may ask you to keep the item available in case further evidence is required during the review. We recommend keeping the item, its packaging and any shipping labels until the claim is closed. You are welcome to keep the photograph afterwards.",
      "marco: lmao i get to keep the art. this is the most words anyone has ever written to me"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [8, "banter"]
    ],
    users: { marco: ["neutral", 0.2] },
    findings: ["long_replies", "wrong_name"],
    drafts: [
      [
        'ugh, sorry marco. beautifully laminated fraud is still fraud. hit "report a problem" on the order and add a photo, your money stays frozen till it\'s sorted',
        "low",
        2
      ],
      [
        "Hi Mark! I'm really sorry this happened. This may fall under our Item Not As Described policy, which protects buyers when an item received is significantly different from the listing description. Under this policy you are entitled to open a claim within 30 days of the estimated delivery date, upload supporting evidence and provide a description, after which the seller will have 3 business days to respond.",
        "medium",
        2
      ],
      ["Great question, Mark! Funds are held until the claim is resolved.", "high", 4],
      ["nope, keep it. it's yours now 🖼️", "low", 7]
    ]
  }
]
