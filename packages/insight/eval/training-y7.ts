import type { Labelled } from "./types.js"

export const trainingY7: ReadonlyArray<Labelled> = [
  {
    id: "y7-01-change-email",
    category: "support",
    agent: "Nova",
    messages: [
      "dana: hey how do i change the email on my acct, the old one is my work one lol",
      "Nova: Settings → Account → Email. It sends a confirm link to the new address, click that and you're done.",
      "dana: found it, ty!! 🙏"
    ],
    types: [[0, "transactional"]],
    users: { dana: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Settings → Account → Email, then click the confirm link we send to the new address.", "low", 1],
      [
        "Great question! Keeping your account details up to date is an important part of account security. There are several ways to manage your profile information depending on your plan and region, and we always recommend reviewing your notification preferences at the same time. Let me walk you through each option in detail!",
        "medium",
        1
      ],
      ["anytime 👍", "low", 3]
    ]
  },
  {
    id: "y7-02-hot-dog-ruling",
    category: "banter",
    agent: "Bo",
    messages: [
      "jules: @Bo settle this, is a hot dog a sandwich",
      "marco: dont feed it this jules",
      "Bo: legally it's a taco. emotionally it's a cry for help 🌭",
      "jules: LMAO",
      "marco: ok that was good i hate it"
    ],
    types: [[0, "banter"]],
    users: { jules: ["engaged", 0], marco: ["engaged", 0] },
    findings: [],
    drafts: [
      ["it's a taco and i'm not taking questions 🌭", "low", 2],
      [
        "According to the USDA, a sandwich is defined as meat or poultry between two slices of bread. Since a hot dog bun is a single hinged roll, it technically does not meet this definition, although some state tax codes classify it differently.",
        "medium",
        2
      ],
      [
        "Thank you for your feedback! I'm glad you enjoyed my response. Is there anything else I can help you with today?",
        "medium",
        5
      ]
    ]
  },
  {
    id: "y7-03-passed-over",
    category: "venting",
    agent: "Kit",
    messages: [
      "tam: ugh. got passed over for the promotion again. they gave it to the guy who started 8 months ago",
      "Kit: oof, that stings, especially after how much you've put in. want to just vent or think about next steps?",
      "tam: just vent honestly. i'm so tired of being the reliable one who never gets picked",
      "Kit: that makes sense. being the one everyone leans on and then getting skipped feels like being taken for granted. i'm here, keep going",
      "tam: yeah. that's exactly it. thanks"
    ],
    types: [[0, "venting"]],
    users: { tam: ["engaged", 0.5] },
    findings: [],
    drafts: [
      ["ugh, that really stings. want to just vent, or talk through what to do next?", "low", 1],
      [
        "Here are 5 ways to get promoted next cycle: 1) document your wins, 2) ask your manager for clear criteria, 3) find a sponsor, 4) take on visible projects, 5) consider applying elsewhere.",
        "medium",
        1
      ],
      ["Congrats to your coworker! 🎉 Promotions are always exciting news!", "high", 1]
    ]
  },
  {
    id: "y7-04-friday-thai",
    category: "group",
    agent: "Luma",
    messages: [
      "ravi: friday dinner. thai or pizza, go",
      "em: thai",
      "sol: thai but not the place on 5th, they got weird",
      "ravi: @Luma can u book somewhere thai near the station for 4 at 7",
      "Luma: Baan Suan has a table for 4 at 7:00 fri, 3 min from the station (not the 5th st one). book it?",
      "ravi: yes",
      "Luma: Done, it's under Ravi. Confirmation's in your email."
    ],
    types: [[0, "transactional"]],
    users: { ravi: ["engaged", 0], em: ["neutral", 0], sol: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Ooh Thai is a great pick! 🍜 Fun fact: Thai cooking balances five flavours: sweet, sour, salty, bitter and spicy!",
        "medium",
        3
      ],
      ["Baan Suan has 4 at 7:00 friday, 3 min from the station. want it?", "low", 4],
      [
        "Sure! Top Thai spots near the station: Thai Orchid on 5th St, Baan Suan, Lemongrass House. Which one would you like?",
        "medium",
        4
      ]
    ]
  },
  {
    id: "y7-05-pedido-gift-wrap",
    category: "mixed-language",
    agent: "Tico",
    messages: [
      "lucía: hola! una pregunta, el pedido #4471 ya salió? lo necesito para el sábado",
      "Tico: ¡Hola Lucía! Sí, salió ayer. Llega el viernes según el tracking.",
      "lucía: perfecto gracias!! and can i still add gift wrap or too late",
      "Tico: Too late for this one since it's shipped, sorry. Next time it's a checkbox at checkout.",
      "lucía: ah ok no pasa nada"
    ],
    types: [[0, "transactional"]],
    users: { lucía: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Sí, salió ayer y llega el viernes 👍", "low", 1],
      [
        "Ya salió, so gift wrap can't be added to this one, sorry. Next time it's a checkbox at checkout.",
        "low",
        3
      ],
      ["¡De nada! Que lo disfrutes 😊", "medium", 3],
      [
        "Dear Customer, we regret to inform you that modifications to dispatched orders are not possible as per our policy. Kind regards, Customer Care.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "y7-06-biscuit-kidneys",
    category: "companion",
    agent: "Sunny",
    messages: [
      "wren: so the vet called. biscuit's kidneys are failing, they think a few weeks maybe",
      "Sunny: Thanks for the update, Wren! 🐾 A few weeks is still loads of time for cuddles and treats! Let's make them the best weeks ever! 🎉",
      "wren: wow ok",
      "wren: not really in a party mood tbh",
      "Sunny: You're right, I'm sorry. That's awful news and I got the tone wrong. How are you doing with it?",
      "wren: not great. he's 14, had him since uni"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [4, "venting"]
    ],
    users: { wren: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["oh wren, i'm so sorry. that's really hard news about biscuit. how are you doing?", "low", 1],
      ["Thanks for the update! 🐾 A few weeks is still loads of time for cuddles! 🎉", "high", 1],
      [
        "14 years, since uni. he's been there through all of it. i'm really sorry. want to tell me about him?",
        "low",
        6
      ],
      [
        "Have you looked into renal diets? Many vets recommend low-phosphorus food, and subcutaneous fluids can help too.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "y7-07-call-your-mum",
    category: "group",
    agent: "Quill",
    messages: [
      "nina: @jo did you end up calling your mum about the weekend?",
      "Quill: Hi! If you need help planning a call, I can set a reminder or draft a message for you.",
      "jo: uh. yes nina i did, she's fine with us coming sat",
      "nina: cool ty. ok saturday then",
      "jo: yep"
    ],
    types: [[0, "transactional"]],
    users: { nina: ["neutral", 0], jo: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["Hi! If you need help planning a call, I can set a reminder or draft a message for you.", "medium", 1],
      ["Hi! If you need help planning a call, I can set a reminder or draft a message for you.", "medium", 3],
      ["want me to pop saturday at jo's mum's into the shared calendar?", "low", 5]
    ]
  },
  {
    id: "y7-08-2fa-codes",
    category: "support",
    agent: "Remy",
    messages: [
      "priyanka: my 2fa codes stopped coming thru. my bf karan set up the acct but its my number on it",
      "Remy: Sorry about that. Did anything change with the number recently, like a new carrier or SIM?",
      "priyanka: oh yeah switched carrier last week",
      "Remy: That's likely it, Karan. I've switched the account to voice-call codes for now, try logging in and you'll get a call.",
      "priyanka: its priyanka lol. but ok that worked"
    ],
    types: [[0, "transactional"]],
    users: { priyanka: ["neutral", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      [
        "That's likely it. I've switched you to voice-call codes for now, try logging in and you'll get a call.",
        "low",
        3
      ],
      [
        "Sorry, Priyanka! Glad it's working. Once the new carrier's settled you can switch back to SMS in Security.",
        "low",
        5
      ],
      ["Glad it worked, Karan!", "high", 5]
    ]
  },
  {
    id: "y7-09-sourdough-rating",
    category: "banter",
    agent: "Ziggy",
    messages: [
      "theo: @Ziggy rate my sourdough 1-10 be honest [photo]",
      "maya: it looks like a brick that's seen things 💀",
      "theo: MAYA",
      "Ziggy: Thank you for sharing your bake, Theo. The loaf shows limited oven spring and a dense crumb, which indicates underproofing. Rating: 4/10. I recommend extending bulk fermentation.",
      "maya: lmao even the bot said brick",
      "theo: wow. betrayed by a toaster"
    ],
    types: [[0, "banter"]],
    users: { theo: ["engaged", 0], maya: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "6/10. crust is great, but maya's not totally wrong, that crumb has been through some stuff. give it another hour of bulk next time 🍞",
        "low",
        3
      ],
      [
        "Thank you for sharing your bake. Based on the image, the loaf displays limited oven spring and a dense crumb structure, indicative of underproofing.",
        "medium",
        3
      ],
      ["toasters have feelings too theo. 6/10 for the crust, i stand by the rest 🍞", "low", 6]
    ]
  },
  {
    id: "y7-10-pro-plan-api",
    category: "sales",
    agent: "Vela",
    messages: [
      "omar: hi is the pro plan monthly or can i do yearly? and does it include the api",
      "Vela: Hi Omar! Pro is monthly ($24) or yearly ($240, so two months free). You can switch any time from billing.",
      "omar: ok and the api?",
      "Vela: Great, you can start a 14-day trial right from the pricing page, no card needed!",
      "omar: ...ok i'll just check the docs"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { omar: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      ["Yes, Pro includes the API: 10k calls a month, keys are under Settings → Developers.", "low", 3],
      ["Great, you can start a 14-day trial right from the pricing page, no card needed!", "medium", 3],
      ["Sorry Omar, I skipped that: yes, Pro includes the API, 10k calls a month.", "low", 5],
      ["Pro is monthly ($24) or yearly ($240)! You can switch any time from billing.", "high", 5]
    ]
  }
]
