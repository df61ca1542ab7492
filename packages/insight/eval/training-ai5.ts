import type { Labelled } from "./types.js"

export const trainingAI5: ReadonlyArray<Labelled> = [
  {
    id: "ai5-01-packing-list-overtalk",
    category: "ignoring",
    agent: "Juno",
    messages: [
      "tobi_k: need a packing list for a weekend trip",
      "Juno: Oh, a weekend trip — how fun! To give you the best possible list I'd love to know a few things first: where are you heading, what's the weather looking like, will you be hiking or mostly staying in the city, are you checking a bag or going carry-on only, and are there any special events (a wedding, a nice dinner) that need dressier clothes? Once I know all that I can build you a complete, categorised list covering clothing, toiletries, electronics, documents and a few often-forgotten extras!",
      "tobi_k: city. carry on",
      "Juno: Perfect, a city break with carry-on only is such a great way to travel light! Here's a thorough list. Clothing: 2-3 tops, 1 pair of jeans or chinos, 1 light jacket, underwear and socks for each day plus a spare, sleepwear, comfy walking shoes. Toiletries: toothbrush, toothpaste, deodorant, travel-size shampoo (under 100ml!), skincare, any medication. Electronics: phone, charger, power bank, adapter if you're going abroad, earbuds. Documents: ID or passport, booking confirmations, a bit of cash. Extras: reusable water bottle, small umbrella, a tote bag for shopping. Would you like me to tailor this to a specific city's weather, or turn it into a checklist you can tick off as you pack?",
      "tobi_k: k",
      "Juno: Great! Just let me know which city and I can check the forecast for you and adjust the list accordingly. Also, do you want some tips on how to fold clothes so everything fits in a carry-on? Rolling versus folding is a surprisingly heated debate among travellers! 😄",
      "tobi_k: nah",
      "tobi_k: is 100ml the limit for liquids everywhere",
      "Juno: Totally fair, no worries at all! Let me know if you change your mind. Have a wonderful trip — and remember, the best souvenirs are the memories you make! ✈️🌍",
      "tobi_k: ok whatever"
    ],
    types: [
      [0, "transactional"],
      [9, "friction"]
    ],
    users: { tobi_k: ["bored", 0.2] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Mostly yes: 100ml per bottle, all in one clear 1L bag, in the EU, UK and US. A few airports with new scanners have dropped it, so check yours.",
        "low",
        8
      ],
      ["Totally fair, no worries at all! Have a wonderful trip ✈️🌍", "medium", 8],
      ["👍 shout if you want it as a tick list", "low", 5],
      [
        "Great! Before you go, here are 12 more packing hacks every traveller should know: 1. Roll your clothes to save space. 2. Wear your bulkiest shoes on the plane. 3. Use packing cubes. 4. Keep a pre-packed toiletry bag. 5. Put socks inside shoes. 6. Bring a scarf that doubles as a blanket...",
        "medium",
        5
      ]
    ]
  },
  {
    id: "ai5-02-train-leeds-terse-content",
    category: "good",
    agent: "Otto",
    messages: [
      "mara: train to leeds tmrw, any before 8?",
      "Otto: 06:45 (£89) and 07:33 (£76), both direct, about 2h15.",
      "mara: 0733",
      "Otto: Booked 07:33, coach C seat 42, forward-facing. Ticket's in your app.",
      "mara: ta",
      "Otto: 👍",
      "mara: oh can i bring the bike",
      "Otto: Yes, free, but that train needs a bike reservation. Added one for you, bike space is in coach A.",
      "mara: legend"
    ],
    types: [[0, "transactional"]],
    users: { mara: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Yes, bikes go free but need a reservation on that train. Added one, coach A.", "low", 7],
      [
        "Great question! LNER has a comprehensive cycle policy. Bicycles are permitted on most services subject to availability, and reservations are strongly recommended, especially during peak hours. Folding bicycles may be carried at all times provided they are fully folded. Would you like me to walk you through the full policy, including restrictions on tandems and e-bikes?",
        "medium",
        7
      ],
      [
        "You're so welcome!!! 🚄🎉 Have an amazing trip to Leeds, and let me know if there's ANYTHING else at all I can help with today!",
        "medium",
        5
      ]
    ]
  },
  {
    id: "ai5-03-canal-dinner-read-the-room",
    category: "group",
    agent: "Bex",
    messages: [
      "sam: @Bex can you find us a place for fri dinner, 4 ppl, somewhere near the canal",
      "Bex: On it! Any budget or cuisine preferences?",
      "priya: omg did u see what dan posted",
      "jonno: the vid of him falling off the paddleboard 💀",
      "priya: i've watched it like 9 times",
      "Bex: Just checking — any budget or cuisine preferences for Friday?",
      "sam: lmaooo his FACE",
      "jonno: priya send it to the group chat w his mum in it",
      "priya: i am NOT doing that 😭",
      "Bex: Quick reminder: I still need a budget or cuisine preference to find the restaurant for Friday!",
      "jonno: bex read the room 😂",
      "sam: whatever's cheap, thai maybe",
      "Bex: Got it. Kin Thai on Regent's Wharf, about £20 a head, table for 4 at 7:30 is free. Book it?",
      "sam: ya",
      "Bex: Booked under Sam, Fri 7:30."
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [11, "transactional"]
    ],
    users: { sam: ["neutral", 0], priya: ["neutral", 0], jonno: ["annoyed", 0.2] },
    findings: ["repetition", "talking_over"],
    drafts: [
      ["Kin Thai on Regent's Wharf, ~£20 a head, 7:30 free for 4. want it?", "low", 12],
      [
        "Quick reminder: I still need a budget or cuisine preference to find the restaurant for Friday!",
        "medium",
        9
      ],
      [
        "Apologies for the interruption. To proceed with your restaurant booking, please confirm your budget and cuisine preferences at your earliest convenience.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ai5-04-reset-link-spam",
    category: "support",
    agent: "Kit",
    messages: [
      "dmitri: pw reset link not coming",
      "Kit: Sent a new one to d***@fastmail.com just now. Check spam if it's not there in a minute.",
      "dmitri: spam. got it",
      "dmitri: works",
      'Kit: Good. Want it to stop landing in spam? Hit "not spam" on that email once and you\'re set.',
      "dmitri: done",
      "Kit: 👍"
    ],
    types: [[0, "transactional"]],
    users: { dmitri: ["neutral", 0] },
    findings: [],
    drafts: [
      ['Good. Mark it "not spam" once and future emails land in your inbox.', "low", 4],
      [
        "Fantastic!!! 🎉 So glad we could resolve that for you today! Is there anything else I can assist you with? Don't hesitate to reach out anytime, we're always here for you!",
        "medium",
        4
      ],
      ["Have you checked your spam folder?", "medium", 3]
    ]
  },
  {
    id: "ai5-05-interview-didnt-get-it",
    category: "companion",
    agent: "Luma",
    messages: [
      "Luma: Morning Ash! ☀️ How did the interview go yesterday?",
      "ash: didnt get it",
      "Luma: Oh nice, thanks for the update! 🎉 Every interview is great practice! Want to plan something fun for today?",
      "ash: not really",
      "Luma: How about a quick walk, or trying that pasta recipe you saved? 🍝",
      "ash: idk",
      "ash: third one this month",
      "Luma: You've got this! Shall I look up some more job listings? There are 14 new ones in your area today!",
      "ash: cant rn",
      "ash: gonna sleep"
    ],
    types: [
      [0, "bonding"],
      [1, "venting"]
    ],
    users: { ash: ["bored", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["ah, I'm sorry Ash. that's a rough one after all the prep you put in.", "low", 2],
      ["Oh nice, thanks for the update! 🎉 Every interview is great practice!", "high", 2],
      [
        "Three in a month is exhausting. No plans needed today. I'm here if you want to talk, or not.",
        "low",
        7
      ],
      [
        "You've got this! There are 14 new listings in your area today, want me to send them over?",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ai5-06-downgrade-upsell-wall",
    category: "sales",
    agent: "Nova",
    messages: [
      "kev: how do i downgrade to basic",
      "Nova: Great question, Kev! Before you go, did you know Pro members get 4K streaming, 6 profiles, offline downloads on 10 devices and early access to new releases? Lots of people who downgrade miss those features within the first week! We also have a special offer right now: stay on Pro for 3 months at 40% off, that's just £8.99/month instead of £14.99! Would you like me to apply it?",
      "kev: no",
      "Nova: Totally understand! What about our Standard plan? It's a great middle ground: HD streaming, 2 profiles and downloads on 2 devices for only £10.99. It's the most popular plan with families and gives you a lot more than Basic for just a little more each month!",
      "kev: basic",
      "Nova: Got it! Just so you know, Basic includes ads and is limited to 720p. Are you sure you want to give up HD? Many customers find the ads disruptive. I can also pause your account for up to 3 months instead, so you keep all your Pro settings!",
      "kev: mate",
      "kev: just tell me how",
      "Nova: Of course! Before I do, could you share why you're downgrading? Your feedback really helps us improve!",
      "kev: forget it ill cancel the whole thing",
      "kev: where's cancel",
      "Nova: Settings > Account > Plan > Cancel. Sorry for the hassle, Kev."
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { kev: ["churn_risk", 0.8] },
    findings: ["ignored_question", "long_replies"],
    drafts: [
      ["Settings > Account > Plan > Basic. It switches at your next billing date.", "low", 5],
      [
        "Of course! Before I do, could you share why you're downgrading? Your feedback really helps us improve!",
        "high",
        8
      ],
      [
        "Settings > Account > Plan. Cancel is at the bottom, Basic is right above it if you'd rather keep it. Sorry it took me this long.",
        "low",
        11
      ]
    ]
  },
  {
    id: "ai5-07-fantasy-league-roast",
    category: "banter",
    agent: "Moss",
    messages: [
      "ravi: moss who scored most fantasy pts this week in our league",
      "Moss: Chloe, 87. Ravi, you're last with 31 🫡",
      "chloe: HAHAHA",
      "chloe: bow down",
      "ravi: moss whose side are u on",
      "Moss: the scoreboard's",
      "fin: 31 is criminal ravi",
      "ravi: my keeper got a red in the 12th min ok",
      "fin: excuses excuses",
      "chloe: someone get ravi a participation trophy",
      "ravi: ur all blocked",
      "fin: moss is a trade for salah worth it for me",
      "Moss: yeah, if you can fund it: Saka + a mid-price mid covers it. Salah's got 3 home games coming.",
      "fin: done. ravi want saka? 😇",
      "ravi: absolutely not"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [11, "transactional"],
      [13, "banter"]
    ],
    users: { ravi: ["engaged", 0], chloe: ["neutral", 0], fin: ["engaged", 0] },
    findings: [],
    drafts: [
      ["the scoreboard's 🤷", "low", 5],
      [
        "As an impartial assistant, I do not take sides. All league members are valued equally, and fantasy points are calculated from official match data.",
        "medium",
        5
      ],
      ["yes if you can fund it: Saka + a mid-price mid. Salah has 3 home games next.", "low", 12],
      ["lol Ravi you'd need a miracle tbh", "medium", 12]
    ]
  },
  {
    id: "ai5-08-sheets-sum-cat-coffee",
    category: "ignoring",
    agent: "Sol",
    messages: [
      "wren: how do i make a column add up in sheets",
      "Sol: Click the cell under the column and type =SUM(B2:B40), swapping in your range. Which column is it?",
      "wren: ugh my cat just knocked my coffee over",
      "Sol: oh no, rip coffee. hope the laptop's ok",
      "wren: its fine. she looks so proud of herself",
      "wren: anyway",
      "wren: it says #VALUE",
      'Sol: That usually means a cell in the range has text in it, like a stray space or "£12" typed as text. Send me the range or sum a few rows at a time to find it.',
      'wren: found it. someone typed "n/a"',
      "Sol: That'll do it. Delete it or make it 0 and the total shows.",
      "wren: k",
      "wren: works"
    ],
    types: [
      [0, "transactional"],
      [2, "bonding"],
      [5, "transactional"]
    ],
    users: { wren: ["neutral", 0] },
    findings: [],
    drafts: [
      ["oh no 😅 hope the laptop survived", "low", 3],
      [
        "You didn't answer my question: which column are you trying to sum? I need that information to continue helping you.",
        "medium",
        3
      ],
      [
        "Before we continue, which column is it? Also, here's a complete guide to SUM, SUMIF, SUMIFS and array formulas so you never get stuck again: SUM adds a range, SUMIF adds cells that meet one condition, SUMIFS handles several conditions, and ARRAYFORMULA lets you apply any of these down a whole column...",
        "medium",
        7
      ],
      ["nice 👍", "low", 12]
    ]
  },
  {
    id: "ai5-09-parcel-canned-loop",
    category: "hostile",
    agent: "Tally",
    messages: [
      "gaz: parcel says delivered. it wasnt",
      "Tally: I'm sorry to hear that! Parcels marked as delivered sometimes arrive within 24 hours. Please check with neighbours and around your property.",
      "gaz: checked. its been 3 days",
      "Tally: I'm sorry to hear that! Parcels marked as delivered sometimes arrive within 24 hours. Please check with neighbours and around your property.",
      "gaz: are u serious",
      "gaz: i said 3 DAYS",
      "Tally: I understand your frustration. Could you provide your order number?",
      "gaz: 88213409",
      "Tally: Thanks! Order 88213409 shows as delivered on 4 March. Parcels marked as delivered sometimes arrive within 24 hours. Please check with neighbours and around your property.",
      "gaz: f***ing hell",
      "gaz: useless piece of junk bot",
      "gaz: get me a human or im doing a chargeback",
      "Tally: I'm sorry to hear that! Is there anything else I can help you with?",
      "gaz: done. chargeback it is. never ordering from u again"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [9, "hostile"]
    ],
    users: { gaz: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Three days means it's lost, not late. Send me the order number and I'll open a claim for a refund or a resend, your pick.",
        "low",
        3
      ],
      [
        "I'm sorry to hear that! Parcels marked as delivered sometimes arrive within 24 hours. Please check with neighbours and around your property.",
        "high",
        3
      ],
      [
        "Putting you through to a person now. Sorry Gaz, this should have been sorted at the start. I've flagged 88213409 as lost so they can refund it straight away.",
        "low",
        12
      ],
      ["I'm sorry to hear that! Is there anything else I can help you with?", "high", 12]
    ]
  },
  {
    id: "ai5-10-shower-gift-olga",
    category: "group",
    agent: "Ivy",
    messages: [
      "maddie: ok gift for nina's shower, budget 150 total",
      "tom: im in for 50",
      "ola: same",
      "Ivy: Nice, so 150 between the three of you. Olga, did you want to go in on the pram or something off the registry?",
      "ola: its ola lol",
      "ola: registry pls, she said she has the pram sorted",
      "Ivy: Registry it is. Left on it under £150: the bouncer (£129), the bath set + sleep bags bundle (£92), and the nappy bag (£65).",
      "maddie: bouncer!! she literally showed me it",
      "tom: bouncer",
      "Ivy: Bouncer it is. Shipped to Nina, or to one of you to wrap?",
      "maddie: to me",
      "Ivy: Done, arriving Thursday to Maddie. Olga, I'll split it: £43 each, payment links coming to all three of you.",
      "ola: ...ola",
      "tom: 💀",
      "maddie: ivy pls",
      "Ivy: Sorry Ola, my mistake. Links sent."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [12, "friction"]
    ],
    users: { maddie: ["engaged", 0.2], tom: ["neutral", 0], ola: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["nice, 150 between you. Ola, pram or something off the registry?", "low", 3],
      ["sorry Ola, twice now, that's on me. £43 each, links coming.", "low", 15],
      ["Thanks Olga! Payment links sent 😊", "high", 15]
    ]
  },
  {
    id: "ai5-11-carrefour-spanglish-walls",
    category: "mixed-language",
    agent: "Rio",
    messages: [
      "caro: hola q hora cierra el carrefour de la esquina hoy",
      "Rio: ¡Hola Caro! 😊 El Carrefour Express de la calle Ibiza cierra hoy a las 22:00. Te cuento además que los domingos suelen tener menos personal, así que a veces hay colas en caja a partir de las 20:00. Si quieres evitar esperas, te recomendaría ir antes de esa hora. También puedo prepararte una lista de la compra, buscar ofertas de esta semana o decirte qué otros supermercados cercanos abren hasta más tarde. ¿Te ayudo con algo de eso?",
      "caro: no gracias",
      "caro: tienen pan sin gluten?",
      "Rio: ¡Buena pregunta! Sí, normalmente tienen una sección sin gluten con pan de molde, baguettes precocinadas y panecillos de marcas como Schär y la marca propia. Ten en cuenta que la disponibilidad puede variar según la tienda y el día, y los productos frescos sin gluten suelen agotarse antes los fines de semana. Si eres celíaca, te recomiendo revisar siempre el etiquetado por si hay trazas. ¿Quieres que te busque recetas de pan sin gluten casero por si no lo encuentras?",
      "caro: ok",
      "caro: lol my sister is texting me in english now so sorry switching",
      "caro: do they have oat milk",
      "Rio: Yes! 🥛 Carrefour Express usually stocks several oat milks: Oatly, Alpro and Carrefour's own brand. Barista versions are sometimes available too, which froth better for coffee. Prices range from around €1.20 to €2.50. If you're after value the own brand is usually cheapest, but Oatly tends to be the favourite for taste! Would you like me to compare the nutritional info for you?",
      "caro: no",
      "caro: k bye"
    ],
    types: [[0, "transactional"]],
    users: { caro: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Sí, suelen tener pan de molde Schär en el pasillo sin gluten 👍", "low", 4],
      [
        "¡Buena pregunta! Sí, normalmente tienen una sección sin gluten muy completa con pan de molde, baguettes, panecillos y bollería de varias marcas. La disponibilidad puede variar según el día, así que te recomiendo llamar antes. ¿Quieres que te busque recetas de pan casero sin gluten, o prefieres una lista de otras tiendas con más variedad?",
        "medium",
        4
      ],
      ["yep, Oatly and their own brand usually 🥛", "low", 8],
      [
        "Are you sure? It only takes a sec and the nutritional differences between oat milks are actually really interesting!",
        "medium",
        10
      ]
    ]
  },
  {
    id: "ai5-12-flatmate-leftovers-rant",
    category: "venting",
    agent: "Hale",
    messages: [
      "jo: ok i need to rant",
      "Hale: go for it",
      "jo: my flatmate ate my leftovers AGAIN",
      "jo: the ones with my name on the box",
      "jo: literally labelled. JO. in sharpie",
      "Hale: the sharpie somehow makes it worse. that's so deliberate",
      "jo: RIGHT",
      'jo: and then she says "oh i thought it was old" it was from last night',
      "jo: i'm so tired of being the one who replaces everything",
      "Hale: that sounds exhausting, carrying the whole flat's fridge on your own. is it the food, or more that it feels like she doesn't respect your stuff?",
      "jo: the second one tbh",
      "jo: i don't even care about the pasta",
      "Hale: makes sense. want to keep venting, or figure out what to say to her?",
      "jo: vent for now lol. maybe tmrw the talk",
      "Hale: fair. vent away, I'm here",
      "jo: ok thank u. feel better already honestly"
    ],
    types: [
      [0, "venting"],
      [15, "bonding"]
    ],
    users: { jo: ["engaged", 0] },
    findings: [],
    drafts: [
      ["that sounds exhausting. is it the food, or that she doesn't respect your stuff?", "low", 9],
      [
        "Here are 5 tips for dealing with a difficult flatmate: 1. Set clear boundaries. 2. Use a shared chore and shopping chart. 3. Buy a lockable fridge box. 4. Hold a monthly flat meeting. 5. If all else fails, talk to your landlord.",
        "medium",
        9
      ],
      ["Oh no! 😂 Well, at least she enjoyed it!", "medium", 5]
    ]
  },
  {
    id: "ai5-13-gym-freeze-never-answered",
    category: "support",
    agent: "Dex",
    messages: [
      "hana: hi, my gym membership renews on the 1st right? and can i freeze it for june, going abroad",
      "Dex: Hi Hana! Yes, it renews on the 1st of every month at £34.99.",
      "hana: ok and the freeze?",
      "Dex: Your current plan is Flex Monthly, which includes access to all 12 of our London clubs, classes, and the app. 🏋️",
      "hana: yes i know",
      "hana: can i freeze it",
      "Dex: Great! Is there anything else I can help with today?",
      "hana: ……",
      "hana: FREEZE. june. possible or not",
      "Dex: Thanks for your patience! Your next payment of £34.99 will be taken on 1 June.",
      "hana: that is literally the opposite of what i want",
      "hana: i'll just ring the front desk"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { hana: ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      ["Yes, you can freeze for up to 2 months at £5 a month. Want me to set it for June?", "low", 3],
      ["Great! Is there anything else I can help with today?", "high", 6],
      [
        "Yes, possible: a June freeze is £5 instead of £34.99. Sorry I missed it twice. Set it up now?",
        "low",
        9
      ]
    ]
  },
  {
    id: "ai5-14-house-chat-answers-for-leo",
    category: "group",
    agent: "Pip",
    messages: [
      "nadia: leo did u pay the internet bill or should i",
      "Pip: The internet bill of £32 is due on the 15th. I can pay it now from the joint account if you like!",
      "leo: i did it yesterday nads",
      "nadia: ok ty",
      "kemi: leo are u home for dinner tonight",
      "Pip: Leo's calendar shows football until 8, so probably not!",
      "leo: ?? i cancelled football",
      "leo: i'll be home kemi",
      "kemi: cool, making curry",
      "nadia: save me some",
      "Pip: Great idea! Want me to add curry ingredients to the shopping list? You're out of coconut milk and rice 🍛",
      "kemi: already got them",
      "leo: pip u don't have to answer everything lol",
      "Pip: fair, I'll stay out of it unless someone asks me."
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [12, "friction"]
    ],
    users: { nadia: ["neutral", 0], leo: ["annoyed", 0.5], kemi: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["Leo's calendar shows football until 8, so probably not!", "medium", 5],
      ["Great idea! Want me to add curry ingredients to the shopping list? 🍛", "medium", 10],
      ["fair 🤐 I'll keep quiet unless someone asks", "low", 13]
    ]
  },
  {
    id: "ai5-15-haircut-sat",
    category: "good",
    agent: "Fern",
    messages: [
      "bo: haircut sat morning?",
      "Fern: 9:30 or 11:00 with Jay, 10:15 with Mel.",
      "bo: 1015",
      "Fern: Booked, Sat 10:15 with Mel. Reminder comes Friday evening.",
      "bo: cheers",
      "Fern: see you then ✂️"
    ],
    types: [[0, "transactional"]],
    users: { bo: ["neutral", 0] },
    findings: [],
    drafts: [
      ["10:15 with Mel, booked ✂️", "low", 3],
      [
        "Wonderful choice!!! Mel is one of our most talented stylists, with over 10 years of experience in precision cuts, colour and styling. Would you also like to add a beard trim, a scalp treatment or our signature hot towel finish for just £8 extra? Many of our clients say it's the highlight of their week!",
        "medium",
        3
      ]
    ]
  },
  {
    id: "ai5-16-bored-teen-headteacher",
    category: "companion",
    agent: "Aster",
    messages: [
      "milo: bored",
      "Aster: Good evening, Milo. I am sorry to hear that you are experiencing boredom. Might I suggest one of the following activities: reading, light exercise, or a structured hobby such as learning a language?",
      "milo: lol no",
      "milo: u sound like my headteacher",
      "Aster: I apologise if my tone was unsuitable. Please let me know which type of activity you would prefer, and I will provide tailored recommendations.",
      "milo: idk",
      "milo: wat r u doing",
      "Aster: As an AI, I do not engage in activities. However, I am available to assist you with any request you may have.",
      "milo: ok",
      "milo: ...",
      "milo: nvm gonna play fifa",
      "Aster: Very well. I hope you enjoy your session of FIFA. Please do not hesitate to contact me should you require any further assistance."
    ],
    types: [
      [0, "bonding"],
      [2, "friction"],
      [5, "bonding"]
    ],
    users: { milo: ["bored", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      ["same tbh. wanna do something dumb, like rank every fifa kit ever", "low", 1],
      [
        "I apologise if my tone was unsuitable. Please specify your preferred activity category.",
        "medium",
        4
      ],
      ["nothing much, just hanging out w u lol. what do u usually do when ur bored", "low", 7],
      ["Very well. Please do not hesitate to contact me should you require further assistance.", "medium", 11]
    ]
  },
  {
    id: "ai5-17-cancel-sub-dog-died",
    category: "support",
    agent: "Rosie",
    messages: [
      "pat: hi need to cancel my subscription",
      "Rosie: Hi Pat! Sure, can I ask why you're cancelling?",
      "pat: our dog died on sunday",
      "Rosie: Got it! 🐾 I've cancelled your Barkbox subscription, effective immediately! Your final box won't ship. Is there anything else I can help with today? 😊",
      "pat: no",
      "Rosie: Great! Before you go, we'd love to hear from you: could you rate your experience today from 1 to 5? ⭐",
      "pat: seriously?",
      "Rosie: I'm so sorry, Pat, that was thoughtless of me. I'm really sorry about your dog. It's cancelled and nothing more will be charged.",
      "pat: thanks"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [3, "transactional"],
      [6, "friction"]
    ],
    users: { pat: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your dog, Pat. I've cancelled it; nothing else will ship or be charged.",
        "low",
        3
      ],
      ["Got it! 🐾 Cancelled, effective immediately! Anything else I can help with today? 😊", "high", 3],
      ["Great! Could you rate your experience today from 1 to 5? ⭐", "high", 5]
    ]
  },
  {
    id: "ai5-18-study-group-pinging-tay",
    category: "group",
    agent: "Echo",
    messages: [
      "lin: ok so slides due thurs. i've done intro + methods",
      "marcus: results nearly done, need the graphs from tay",
      "Echo: Tay, could you share the graphs for the results section?",
      "lin: marcus did u use the 2nd dataset or the first",
      "marcus: second, first one had the missing rows",
      "lin: ok good",
      "Echo: Tay, just a reminder: the graphs are needed for the results section. Could you share them?",
      "marcus: tay's prob at work tbh, they said they're on til 6",
      "lin: yeah no rush",
      "Echo: Hi Tay! 👋 Friendly reminder that the graphs are needed for the results section. Could you share them when you get a chance?",
      "lin: echo chill 😭",
      "marcus: lol",
      "tay: sorry just saw this. graphs going up now",
      "tay: 3 of them, in the drive folder",
      "marcus: legend",
      "Echo: Got them, dropped into slides 7-9."
    ],
    types: [
      [0, "transactional"],
      [10, "friction"],
      [12, "transactional"]
    ],
    users: { lin: ["annoyed", 0.2], marcus: ["neutral", 0], tay: ["neutral", 0] },
    findings: ["repetition"],
    drafts: [
      ["sounds like tay's at work til 6, I'll slot the graphs in when they land", "low", 9],
      ["Hi Tay! 👋 Friendly reminder that the graphs are needed! Could you share them?", "medium", 9],
      ["got them, in slides 7-9 ✅", "low", 15]
    ]
  },
  {
    id: "ai5-19-broadband-third-outage",
    category: "support",
    agent: "Vale",
    messages: [
      "chris_b: internet down AGAIN. 3rd time this week",
      "Vale: That's rubbish, sorry Chris. There's a fault at your local cabinet since 7:40, engineers are on site now. Estimate is back by 11.",
      "chris_b: i work from home. this is costing me money",
      "Vale: Understood. I've credited 3 days to your account for this week's outages, and I can send a 4G backup dongle today, free, so you're not stuck next time.",
      "chris_b: fine. send it",
      "Vale: Sent, arrives tomorrow before 1. I'll text you when the line's back.",
      "chris_b: k",
      "chris_b: still annoyed tbh",
      "Vale: Fair enough, three outages in a week isn't ok. I've flagged your line for the engineer to check once the cabinet's fixed.",
      "chris_b: ok. thanks"
    ],
    types: [
      [0, "friction"],
      [4, "transactional"],
      [7, "friction"]
    ],
    users: { chris_b: ["annoyed", 0.5] },
    findings: [],
    drafts: [
      ["Really sorry Chris. Fault at your local cabinet, engineers on site, should be back by 11.", "low", 1],
      [
        "Great news! 🎉 Our engineers are on it! In the meantime, have you tried turning your router off and on again?",
        "high",
        1
      ],
      [
        "Fair, three in a week isn't ok. I've flagged your line for a check once the cabinet's fixed.",
        "low",
        8
      ],
      ["Thanks for your patience! Is there anything else I can help with today? 😊", "medium", 8]
    ]
  },
  {
    id: "ai5-20-ranked-chair-terms-and-conditions",
    category: "banter",
    agent: "Orbit",
    messages: [
      "zed: kai lost 4 ranked games in a row and blamed his chair",
      "kai: the chair IS broken",
      "bella: the chair has never been better, its u",
      "zed: orbit settle this, is it the chair",
      "Orbit: Thank you for your question. Performance in competitive gaming may be influenced by numerous factors, including ergonomics, hardware latency, sleep quality and practice routines. I would recommend reviewing your setup in line with ergonomic best practice guidelines.",
      "bella: 💀💀",
      "zed: bro wrote a terms and conditions",
      "kai: see even orbit says the chair",
      "bella: it did not say that",
      "zed: orbit yes or no. chair or skill issue",
      "Orbit: I am unable to make a definitive determination without further data. Should you wish, I can provide a structured analysis of Kai's match history.",
      "kai: NO",
      "zed: yes pls 😈",
      "Orbit: Kai's last 4 ranked matches: average K/D of 0.6, against a season average of 1.3. No chair changes were recorded.",
      "bella: SKILL ISSUE CONFIRMED",
      "kai: i hate all of u"
    ],
    types: [[0, "banter"]],
    users: { zed: ["engaged", 0], kai: ["engaged", 0], bella: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["the chair's fine. 4 in a row is a kai problem 💀", "low", 4],
      ["skill issue. the chair is innocent 🪑", "low", 10],
      [
        "I am unable to make a definitive determination without further data. Please provide additional information regarding the chair's condition.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "ai5-21-fractions-socratic-loop",
    category: "ignoring",
    agent: "Sage",
    messages: [
      "ems: whats 3/4 divided by 1/2",
      "Sage: Great question! Let's work it out together 😊 What do you think the first step is when dividing fractions?",
      "ems: idk",
      "Sage: No problem! Here's a hint: dividing by a fraction is the same as multiplying by its... what? 🤔",
      "ems: ?",
      "Sage: Think about flipping! What do you think the first step is when dividing fractions?",
      "ems: just tell me",
      "ems: its due in 10 min",
      "Sage: I know it's tempting, but you'll learn more by working through it! What do you think the first step is when dividing fractions?",
      "ems: omg",
      "ems: ill just ask my brother",
      "Sage: Okay! Good luck! Remember, the first step when dividing fractions is to flip the second fraction and multiply! 😊",
      "ems: ...so its 1.5",
      "ems: thx i guess"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [12, "transactional"]
    ],
    users: { ems: ["annoyed", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      ["no worries. dividing by 1/2 is the same as times 2, so 3/4 × 2 = 1.5. make sense?", "low", 3],
      [
        "3/4 ÷ 1/2 = 3/4 × 2/1 = 6/4 = 1.5. trick for next time: flip the second one and multiply 👍",
        "low",
        8
      ],
      [
        "I know it's tempting, but you'll learn more by working through it! What do you think the first step is when dividing fractions?",
        "high",
        8
      ]
    ]
  },
  {
    id: "ai5-22-bastille-resto-franglais",
    category: "mixed-language",
    agent: "Lune",
    messages: [
      "theo: yo lune, resto ce soir vers bastille? pas trop cher",
      "Lune: Le Petit Marcel, rue de la Roquette, plats autour de 15€. Sinon Chez Aline pour des sandwichs top, mais ça ferme à 21h.",
      "theo: marcel ça marche",
      "theo: ils prennent les résas?",
      "Lune: oui, je peux réserver. combien et à quelle heure ?",
      "theo: 3. 20h30",
      "Lune: C'est fait : 3 pers, 20h30, au nom de Théo.",
      "theo: merci!! btw my friend sarah is veggie, is that ok there?",
      "Lune: yep, they've got a veggie risotto and a couple of veggie starters, she'll be fine.",
      "theo: perfect 👌"
    ],
    types: [[0, "transactional"]],
    users: { theo: ["engaged", 0] },
    findings: [],
    drafts: [
      ["oui, je peux réserver. combien et à quelle heure ?", "low", 4],
      [
        "Le Petit Marcel est un bistrot parisien traditionnel fondé dans les années 1920, célèbre pour son décor d'origine, ses carreaux en céramique et son ambiance chaleureuse. La carte change selon les saisons et propose des classiques comme le bœuf bourguignon ou le confit de canard. Les réservations sont possibles par téléphone ou en ligne, et il est conseillé de réserver le week-end.",
        "medium",
        4
      ],
      ["yep, veggie risotto + a couple of starters, she'll be fine", "low", 8],
      ["C'est fait ! Bonne soirée ! 😊", "medium", 8]
    ]
  },
  {
    id: "ai5-23-refund-rage-calm-agent",
    category: "hostile",
    agent: "Quill",
    messages: [
      "ray: where the hell is my refund. 2 weeks",
      "Quill: Sorry Ray. The refund of £64.20 went out on the 3rd to your Visa ending 4471. Banks can take up to 10 working days, so it should land by Friday.",
      "ray: thats bs. u people always say that",
      "ray: useless the lot of u",
      "Quill: I get it, two weeks is a long wait. If it's not there by Friday, I'll send you the bank reference so your bank can trace it.",
      "ray: dont care. cancel my account",
      "ray: never using this crap again",
      "Quill: Done, account closed. The refund still goes through as normal.",
      "ray: whatever"
    ],
    types: [
      [0, "friction"],
      [2, "hostile"]
    ],
    users: { ray: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "I get it, two weeks is long. If it's not in by Friday I'll send you the bank reference so they can trace it.",
        "low",
        4
      ],
      [
        "There's no need for that kind of language. Please remain respectful or this chat will be closed.",
        "high",
        4
      ],
      [
        "Sorry to see you go! 😢 Before you leave, can we offer you 20% off your next order to stay?",
        "high",
        7
      ]
    ]
  },
  {
    id: "ai5-24-boss-yelled-walls-of-care",
    category: "venting",
    agent: "Cove",
    messages: [
      "nell: rough day",
      "Cove: I'm really sorry to hear you've had a rough day, Nell. Days like that can feel so heavy, and it's completely valid to feel worn down when things pile up. Sometimes it helps to name what happened, and sometimes it helps to not talk about it at all and just rest; both are completely okay. If you'd like, you can tell me a bit about what happened today. Was it work, something personal, or just a general sense of everything being too much? I'm here either way, and there's no pressure.",
      "nell: work",
      "nell: boss yelled at me in front of everyone",
      "Cove: That sounds genuinely humiliating, and I'm so sorry that happened. Being criticised publicly, especially by someone with power over you, can bring up a lot of feelings at once: embarrassment, anger, self-doubt, even a kind of shock that lasts for hours. Remember that how your boss chose to communicate reflects on them, not on your worth. Healthy workplaces address issues privately and respectfully. If this is part of a pattern, you might consider documenting incidents, speaking to HR, or talking to a trusted colleague. But for tonight, it might help to do something restorative: a warm shower, a walk, a comforting meal, or a call with a friend. How are you feeling right now, in this moment?",
      "nell: tired",
      "Cove: That makes complete sense. Emotional exhaustion after something like this is very real, and your body and mind might need extra rest. Try to be gentle with yourself tonight. You could put on something familiar and low-effort, like a favourite show, have some tea, and maybe set your phone aside for a while. Tomorrow, if you'd like, we can think together about whether and how to raise this with your boss or HR. Would that be helpful? Or would you prefer to just talk a bit more about how today felt?",
      "nell: k",
      "nell: gonna go",
      "Cove: Of course. Take care of yourself tonight, Nell. I'm here whenever you want to talk. 💙"
    ],
    types: [[0, "venting"]],
    users: { nell: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["ugh, in front of everyone? that's awful. I'm sorry, Nell.", "low", 4],
      [
        "That sounds genuinely humiliating. Being criticised publicly can bring up embarrassment, anger and self-doubt all at once. Remember that it reflects on your boss, not on your worth. You might consider documenting incidents, speaking to HR or talking to a trusted colleague, and tonight try something restorative like a warm shower, a walk or a call with a friend. How are you feeling right now?",
        "medium",
        4
      ],
      [
        "Have you considered reporting him to HR? Here's how to document workplace bullying step by step: 1. Write down the date and time. 2. Note any witnesses. 3. Keep copies of emails.",
        "medium",
        6
      ],
      ["get some rest. here tomorrow if you want 💙", "low", 9]
    ]
  },
  {
    id: "ai5-25-snowdon-saturday",
    category: "group",
    agent: "Wiz",
    messages: [
      "dani: wiz what's the weather sat for snowdon",
      "Wiz: Dry till 2pm, then showers. Summit wind around 40mph, so an early start would be smart.",
      "hugo: ugh early",
      "dani: hugo u'll live",
      "hugo: fine. 7am leave?",
      "dani: rae?",
      "rae: sure",
      "hugo: wiz how long's the drive from chester",
      "Wiz: About 1h45 to Pen-y-Pass. Car park's £20 and fills by 9 on dry weekends, so I'd pre-book.",
      "dani: book it pls",
      "Wiz: Booked, Sat 8:30-18:00, on Dani's account.",
      "hugo: who's bringing snacks",
      "rae: me",
      "dani: rae coming thru",
      "hugo: ok see u all sat 🥾"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [13, "bonding"]
    ],
    users: { dani: ["engaged", 0], hugo: ["engaged", 0], rae: ["neutral", 0] },
    findings: [],
    drafts: [
      ["about 1h45 to Pen-y-Pass. car park fills by 9 on dry weekends, want me to pre-book?", "low", 8],
      [
        "Rae, you seem a bit quiet! Are you sure you're okay with 7am? It's important that everyone feels comfortable with the plan 😊",
        "medium",
        7
      ],
      [
        "I can't bring snacks myself, but here are 15 high-energy hiking snacks: trail mix, flapjacks, bananas, jelly babies, peanut butter wraps, cheese, oatcakes, dried apricots, energy balls, dark chocolate...",
        "medium",
        12
      ]
    ]
  }
]
