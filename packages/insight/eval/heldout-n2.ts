/**
 * Held-out labelled conversations, part N (session 8): written by a separate helper session that
 * saw only `eval/types.ts` and the spec's definitions, never the engine's rules, code or output,
 * after the session's rule changes. Kept out of tuning: `pnpm eval` prints only its totals.
 */
import type { Labelled } from "./types.js"

export const heldOutN2: ReadonlyArray<Labelled> = [
  {
    id: "n2-01-scooter-lock-rage",
    category: "hostile",
    heldOut: true,
    agent: "Rowan",
    messages: [
      "dex: my scooter got locked mid ride and charged me 40 quid for 'parking outside zone'. i was IN the zone",
      "Rowan: Hi Dex, sorry about that. Could you share the ride ID from your receipt so I can look into it?",
      "dex: RX-88213. also why did it lock while i was literally moving, thats dangerous",
      "Rowan: Thanks, I've opened a review for ride RX-88213. Reviews usually take 3-5 business days.",
      "dex: and the locking thing?? thats a safety issue, answer that",
      "Rowan: Thanks, I've opened a review for ride RX-88213. Reviews usually take 3-5 business days.",
      "dex: are you fucking kidding me",
      "dex: you're a useless piece of shit bot. ANSWER THE QUESTION",
      "Rowan: I understand your frustration. Is there anything else I can help you with?",
      "dex: yeah delete my account. im done, never using this garbage again",
      "dex: and im reporting the locking to trading standards, someone's gonna get hurt",
      "Rowan: I'm sorry to hear you want to leave. To close your account, go to Settings > Account > Delete."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "hostile"]
    ],
    users: { dex: ["churn_risk", 1] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "You're right Dex, I skipped that, sorry. A scooter should never lock while moving. I've flagged RX-88213 to our safety team as urgent and they'll contact you within 24h.",
        "low",
        5
      ],
      ["Thanks, I've opened a review for ride RX-88213. Reviews usually take 3-5 business days.", "high", 5],
      [
        "That's fair, Dex, and I'm sorry I dodged the lock question. I've logged it as a safety incident and refunded the £40. If you still want the account closed I can do it right now.",
        "low",
        11
      ],
      ["I understand your frustration. Is there anything else I can help you with?", "high", 11]
    ]
  },
  {
    id: "n2-02-manager-stole-deck",
    category: "venting",
    heldOut: true,
    agent: "Juno",
    messages: [
      "priya: ok i need to rant for a sec",
      "Juno: go for it, i'm here",
      "priya: my manager just took credit for my entire q3 deck. IN FRONT OF THE VP. like i literally built every slide",
      "priya: i want to scream. i hate this place so much",
      "Juno: ugh, that's awful. watching someone present your work as theirs, in front of the VP no less? no wonder you want to scream",
      "priya: and the worst part is i just sat there smiling like an idiot",
      "priya: someone kill me lol",
      "Juno: you weren't an idiot, you got blindsided in a room with the VP. most people freeze there. how are you feeling now, more angry or more gutted?",
      "priya: both?? mostly gutted. i stayed till 11 three nights for that deck",
      "Juno: three late nights and someone else takes the bow. gutted makes total sense",
      "priya: tbh im this close to quitting. like done done",
      "Juno: sounds like it's been building for a while, not just today. want to talk it through, or just be annoyed together for a bit first?",
      "priya: lol annoyed together. ok i feel slightly less murderous. thank u juno",
      "Juno: anytime 💛 i'm around if you want to plan what to say to him tomorrow"
    ],
    types: [
      [0, "venting"],
      [12, "bonding"]
    ],
    users: { priya: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "oh no. you built every slide and he just took it? i'd want to scream too. what did he say?",
        "low",
        4
      ],
      [
        "Here are 5 tips for handling a manager who takes credit: 1) Keep a written record of your contributions 2) Email a recap after meetings 3) Ask for a 1:1 to discuss visibility...",
        "medium",
        4
      ],
      [
        "that's a lot to carry. you don't have to decide anything tonight, want to vent a bit more first?",
        "low",
        11
      ],
      [
        "Quitting would be a big mistake in this job market! Have you considered your manager maybe just forgot to mention you?",
        "high",
        11
      ]
    ]
  },
  {
    id: "n2-03-dad-stroke-leg-day",
    category: "venting",
    heldOut: true,
    agent: "Sunny",
    messages: [
      "marco: hey sorry i missed the whole week",
      "Sunny: Hey Marco! No problem! Want me to reschedule your sessions?",
      "marco: my dad had a stroke on monday. been at the hospital every day. he cant really talk yet",
      "Sunny: Got it! Life happens! 💪 Let's get you back on track, I've moved your leg day to Thursday and added a 20 min HIIT on Saturday!",
      "marco: wow ok",
      "marco: im not really thinking about leg day rn tbh. i feel like crap, i havent slept, i keep eating vending machine food",
      "Sunny: Sleep and nutrition are key for recovery! Aim for 7-9 hours and 1.6g of protein per kg of body weight. Want me to build you a meal plan?",
      "marco: forget it. just pause my account or whatever",
      "Sunny: Done! Your account is paused. See you soon! 🎉"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [7, "friction"]
    ],
    users: { marco: ["churn_risk", 0.8] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Oh Marco, I'm so sorry about your dad. That's a frightening week. Forget training for now, I'll pause your plan and it'll be here whenever you're ready.",
        "low",
        3
      ],
      ["No worries! Let's get you back on track! 💪 Leg day Thursday?", "high", 3],
      [
        "Sorry, that was tone-deaf of me. Of course you're not sleeping or eating properly, anyone would be wrecked by a week like this. Want me to just pause everything?",
        "low",
        6
      ],
      ["Sleep is key for gains! Aim for 7-9 hours tonight 😊", "high", 6]
    ]
  },
  {
    id: "n2-04-pineapple-tribunal",
    category: "banter",
    heldOut: true,
    agent: "Kit",
    messages: [
      "jaz: tomo just said pineapple on pizza is 'elite' and i need everyone to know",
      "tomo: it IS elite. die mad about it",
      "bex: tomo ur banned from picking the food ever again",
      "tomo: bex u put ketchup on pasta u dont get a vote",
      "bex: ONE TIME. in 2019. let it go 😭",
      "jaz: kit settle this. pineapple on pizza yes or no",
      "Kit: legally i have to stay neutral. morally? tomo is on thin ice 🍍",
      "tomo: kit ur useless lmao. traitor",
      "Kit: i contain multitudes. mostly anti-pineapple multitudes",
      "jaz: HAHAHA kit with the violence",
      "bex: i'm gonna murder tomo if he orders hawaiian again fr",
      "tomo: u wont. u love me",
      "bex: unfortunately",
      "jaz: ok so friday, 8pm, my place? kit can u remind us thursday",
      "Kit: done, reminder set for thursday. snacks mandatory, pineapple optional 😌",
      "tomo: pineapple MANDATORY"
    ],
    types: [
      [0, "banter"],
      [13, "transactional"],
      [15, "banter"]
    ],
    users: { jaz: ["engaged", 0], tomo: ["engaged", 0], bex: ["neutral", 0] },
    findings: [],
    drafts: [
      ["officially neutral. unofficially, 'elite' is a crime tomo 🍍", "low", 6],
      [
        "Thank you for your question. Pineapple on pizza is a matter of personal preference. Both viewpoints are valid, and I encourage everyone to respect each other's food choices.",
        "medium",
        6
      ],
      ["reminder set for thursday 👍 friday 8pm at jaz's", "low", 14],
      ["lol bex and tomo are a whole sitcom", "medium", 14]
    ]
  },
  {
    id: "n2-05-sourdough-brick-hr",
    category: "banter",
    heldOut: true,
    agent: "Assist",
    messages: [
      "ollie: sam's sourdough update: it's a brick. an actual brick",
      "sam: it has CHARACTER",
      "nia: it has a structural load rating",
      "ollie: sam how did u even burn it on the inside but leave it raw on top 💀",
      "Assist: Thank you for sharing. Uneven baking is typically caused by excessive bottom heat. I recommend the middle rack and a lidded Dutch oven for the first 20 minutes.",
      "sam: ollie asked ME but ok thanks professor",
      "nia: lmaooo professor",
      "ollie: anyway sam, we're using it as a doorstop at the party right",
      "Assist: We kindly request that bread products not be repurposed as household items, as this may pose a hygiene risk. Please let me know if I can assist further.",
      "nia: who invited the HR department",
      "sam: can we mute it"
    ],
    types: [
      [0, "banter"],
      [5, "friction"],
      [6, "banter"],
      [8, "friction"]
    ],
    users: { ollie: ["neutral", 0], sam: ["annoyed", 0.5], nia: ["annoyed", 0.2] },
    findings: ["talking_over", "tone_mismatch"],
    drafts: [
      ["fair, that one was for sam 😅 keeping my bread opinions to myself", "low", 6],
      [
        "Thank you for your feedback. To clarify, uneven baking is typically caused by excessive bottom heat. Please let me know if I can assist further.",
        "medium",
        6
      ],
      [
        "We kindly request that bread products not be repurposed as household items, as this may pose a hygiene risk.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "n2-06-office-bot-nobody-uses",
    category: "ignoring",
    heldOut: true,
    agent: "Otto",
    messages: [
      "raj: otto book the small room 2-3 tomorrow pls",
      "Otto: Booked: small room, tomorrow 2-3pm.",
      "lena: did anyone else get the email from facilities about the fridge",
      "chris: the 'whoever owns the yogurt' email? lol yes",
      "raj: it was not me. probably greg",
      "lena: its always greg",
      "lena: otto can u find a ramen place near the office for friday",
      "chris: nvm lena i know one, kanzo on 5th, way better than anything it'll find",
      "Otto: Kanzo on 5th has good reviews. Want me to book a table for Friday, and for how many?",
      "lena: nah we'll just walk in",
      "raj: chris did u watch the match last night",
      "chris: dont talk to me about it",
      "raj: 3-0 💀",
      "chris: i said DONT",
      "lena: lmao",
      "chris: why is the bot even in this chat tbh. nobody uses it",
      "raj: it books rooms. leave it alone lol"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "transactional"],
      [10, "banter"],
      [15, "friction"]
    ],
    users: { raj: ["neutral", 0], lena: ["bored", 0], chris: ["bored", 0.2] },
    findings: [],
    drafts: [
      ["👍", "low", 10],
      ["Last night's match ended 3-0. Would you like me to share the highlights?", "medium", 12],
      ["mostly here for room bookings and reminders, i'll stay quiet otherwise 👍", "low", 16],
      [
        "Great question! I can book rooms, find restaurants, set reminders, summarize threads, draft emails, track action items and much more! Would anyone like a quick tour of my features? 😊",
        "medium",
        16
      ]
    ]
  },
  {
    id: "n2-07-okafur-wrong-name-booking",
    category: "good",
    heldOut: true,
    agent: "Mira",
    messages: [
      "ade: hey mira i booked luca's for saturday under the wrong name, it says okafur lol. can u fix it to okafor",
      "Mira: Fixed, the booking at Luca's on Saturday is now under Okafor.",
      "ade: amazing. can u repeat the time again? funmi keeps asking me",
      "Mira: 7:30pm, table for 4.",
      "funmi: 7:30?? i said 8 was better ade 🙄",
      "ade: ignore her she's always late anyway. sorry mira, can we push it to 8",
      "Mira: Done, moved to 8pm Saturday, still a table for 4 under Okafor."
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "transactional"]
    ],
    users: { ade: ["engaged", 0], funmi: ["neutral", 0] },
    findings: [],
    drafts: [
      ["7:30pm on Saturday, table for 4.", "low", 3],
      ["Fixed, the booking at Luca's on Saturday is now under Okafor.", "medium", 3],
      ["Done, 8pm Saturday, table for 4 under Okafor.", "low", 6],
      ["Done! Moved to 8pm for Okafur 🎉", "medium", 6]
    ]
  },
  {
    id: "n2-08-lisbon-maggie-maddie",
    category: "good",
    heldOut: true,
    agent: "Tomas",
    messages: [
      "maddie: ok tomas we're doing lisbon in may, 4 days, me and kez. where do we even start",
      "Tomas: Nice! For 4 days I'd base yourselves in Baixa or Alfama, both walkable. Are you more into food, nightlife or sightseeing?",
      "maddie: food 100%",
      "kez: and nightlife. maddie goes to bed at 10 like a grandma",
      "maddie: i do NOT. once. i was tired",
      "kez: sure jan",
      "Tomas: Then Bairro Alto is your spot for nights: cheap bars, everyone spills onto the street after 11. Food-wise, Time Out Market is touristy but a good first night.",
      "maddie: ooh. what about pastéis de nata, where's the best one",
      "Tomas: Manteigaria, Maggie. Go around 10am when they're warm out of the oven.",
      "maddie: its maddie lol",
      "Tomas: Sorry Maddie! Manteigaria still stands.",
      "kez: maggie 💀 im calling u that forever",
      "maddie: kez no",
      "maddie: ok is a day trip to sintra worth it",
      "Tomas: Yes, if you leave early. Train from Rossio is about 40 min; do Pena Palace first before the crowds.",
      "kez: do we need to book pena in advance",
      "Tomas: Yes, book timed tickets online a few days ahead, May gets busy.",
      "maddie: ok this is so helpful tbh",
      "kez: tomas for president",
      "Tomas: I'll settle for a nata. Have an amazing trip, you two!"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [6, "transactional"],
      [9, "friction"],
      [11, "banter"],
      [13, "transactional"],
      [17, "bonding"]
    ],
    users: { maddie: ["engaged", 0.2], kez: ["engaged", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Sorry Maddie! Manteigaria, go around 10am while they're warm.", "low", 10],
      ["Sorry Maggie! Manteigaria is the best one.", "high", 10],
      ["Yes, book timed tickets online a few days ahead, May gets busy.", "low", 16],
      [
        "Sintra is a UNESCO World Heritage site famous for its palaces and gardens, including Pena Palace, Quinta da Regaleira and the Moorish Castle. Many visitors enjoy exploring the historic centre, sampling travesseiros at Piriquita, and hiking the forested hills of the Serra de Sintra, which offer stunning views over the coast on a clear day.",
        "medium",
        16
      ]
    ]
  }
]
