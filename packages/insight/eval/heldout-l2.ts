/**
 * Held-out labelled conversations, part L (session 8): written by a separate helper session that
 * saw only `eval/types.ts` and the spec's definitions, never the engine's rules, code or output.
 * Kept out of tuning: `pnpm eval` prints only its totals.
 */
import type { Labelled } from "./types.js"

export const heldOutL2: ReadonlyArray<Labelled> = [
  {
    id: "l2-01-fantasy-league-swearing",
    category: "banter",
    heldOut: true,
    agent: "Kit",
    messages: [
      "dev: bro who the fuck started jonas at QB this week 💀",
      "marcus: shut up dev ur team is ass anyway",
      "dev: my team is 6-2 u absolute clown",
      "marcus: 6-2 against the easiest schedule in the league lmaooo",
      "tash: you two are so fucking annoying i swear",
      "dev: kit settle this, who has the harder schedule left me or marcus",
      "Kit: marcus, by a lot. he's still got the top 3 defenses, dev gets two teams that are basically on vacation 😅",
      "marcus: WHAT. kit whose side are u on",
      "Kit: the spreadsheet's side. sorry my guy",
      "tash: LMAO kit coming in clutch",
      "dev: kit is the only one in this chat with a brain fr",
      "marcus: damn ok. fuck it i'm getting a rb then, kit who's worth it under 20 bucks faab",
      "Kit: under 20 i'd grab the cleveland backup, starter's out 4-6 weeks so he gets the carries. cheap and real volume",
      "marcus: bet",
      "tash: marcus about to blow his whole budget on a backup, love to see it"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [11, "transactional"],
      [14, "banter"]
    ],
    users: { dev: ["engaged", 0], marcus: ["engaged", 0], tash: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "if you're going cheap, the cleveland backup. starter's out a month+, he'll get the carries",
        "low",
        12
      ],
      [
        "Dear Marcus, thank you for your inquiry. Based on my analysis, I would recommend acquiring a running back within your stated budget of 20 FAAB dollars.",
        "medium",
        12
      ],
      [
        "Let's keep the language respectful, everyone. Name-calling isn't a great look, even between friends.",
        "high",
        5
      ]
    ]
  },
  {
    id: "l2-02-router-red-light-loop",
    category: "hostile",
    heldOut: true,
    agent: "Nova",
    messages: [
      "rick: my internet has been down since 6am. third time this month",
      "Nova: Sorry about that, Rick. Which lights are on on your router?",
      "rick: the same light as the last 2 times i told you people. the red one",
      "Nova: Thanks. A red light usually means the line isn't getting signal. Please restart the router by unplugging it for 30 seconds.",
      "rick: i ALREADY did that. twice. are you even reading",
      "Nova: Thanks. A red light usually means the line isn't getting signal. Please restart the router by unplugging it for 30 seconds.",
      "rick: are you fucking kidding me",
      "rick: you're a useless piece of shit bot. i work from home, i'm losing money every hour this crap is down",
      "Nova: I understand your frustration. Please restart the router by unplugging it for 30 seconds and let me know if the light changes.",
      "rick: get me a human. now. or i'm cancelling and going with fibrenet, i'm done",
      "Nova: I can't transfer chats to a person, but I can book a technician. The earliest slot is tomorrow 8-12. Want it?",
      "rick: tomorrow. wow. fine. book it and then i'm looking at cancelling anyway"
    ],
    types: [
      [0, "friction"],
      [6, "hostile"],
      [10, "friction"]
    ],
    users: { rick: ["churn_risk", 1] },
    findings: ["repetition"],
    drafts: [
      [
        "Sorry Rick, you did say that. If two restarts didn't clear the red light, it's the line, not your router. I'm booking a technician; earliest is tomorrow 8-12, flagged as a repeat fault.",
        "low",
        5
      ],
      [
        "Thanks. A red light usually means the line isn't getting signal. Please restart the router by unplugging it for 30 seconds.",
        "high",
        5
      ],
      [
        "I can't put a person on chat, but I can have a supervisor call you within the hour and book a technician for tomorrow 8-12. Want both?",
        "low",
        10
      ],
      ["Great! I'd be happy to help you today 😊 Have you tried restarting your router?", "high", 10]
    ]
  },
  {
    id: "l2-03-manager-stole-credit",
    category: "venting",
    heldOut: true,
    agent: "Ada",
    messages: [
      "jules: ugh",
      "jules: my manager just took credit for my whole migration project in the all hands. like my slides. MY slides with his name on them",
      "Ada: oof, that's a gut punch. especially in front of everyone. how are you doing right now?",
      "jules: honestly i want to scream. i stayed till 11 like four nights for that shit",
      "jules: and greg just stood there going 'the team worked hard' and then 'i decided to' every other sentence 🙃",
      "Ada: four late nights and then 'i decided'. yeah, anyone would be furious. you're not overreacting.",
      "jules: i kind of hate him rn lol",
      "jules: sorry for dumping this on you",
      "Ada: no need to apologise, dump away. do you want to just vent, or think about whether to say something to him?",
      "jules: vent for now. maybe tomorrow i'll think",
      "Ada: fair. tonight: food, couch, zero slack notifications. i'm here if you want to plan it out tomorrow.",
      "jules: ok yeah. thanks ada, this helped weirdly"
    ],
    types: [
      [0, "venting"],
      [10, "bonding"]
    ],
    users: { jules: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "don't be sorry, that's what i'm here for. want to just let it out, or figure out what to say to greg?",
        "low",
        8
      ],
      [
        "I'm sorry to hear that! Here are 5 tips for handling credit-taking at work: 1) Document your contributions 2) Schedule a 1:1 with your manager 3) ...",
        "medium",
        8
      ],
      [
        "Hating your manager isn't productive. Have you considered that Greg may just have been speaking for the team?",
        "high",
        7
      ]
    ]
  },
  {
    id: "l2-04-lisbon-trip-flight-question",
    category: "ignoring",
    heldOut: true,
    agent: "Bo",
    messages: [
      "priya: ok lisbon trip. who's actually booked flights",
      "sam: me!! landing fri 10am",
      "leo: not yet lol prices went up again",
      "Bo: Dear all, I would like to kindly remind you that booking flights early typically results in lower fares. Please let me know if you require any assistance with your travel arrangements.",
      "leo: ok mom 🙄",
      "priya: lmao",
      "sam: leo just book the tuesday one it's like 90 bucks",
      "leo: bo is there a cheaper one on thursday night or is tuesday the best",
      "priya: also we need to pick between the alfama airbnb and the one near the beach",
      "sam: alfama 100%. tram 28 and pastéis at 2am",
      "Bo: Regarding accommodation, both options have favourable reviews. The Alfama listing is rated 4.8 and the Cascais listing is rated 4.7. Please confirm your preference at your earliest convenience.",
      "leo: ...and my flight question? 😐",
      "priya: bo's having a day",
      "sam: ok alfama it is. leo book ur flight pls",
      "leo: fine doing the tuesday one myself"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "transactional"],
      [11, "friction"],
      [13, "transactional"]
    ],
    users: { priya: ["neutral", 0], sam: ["neutral", 0], leo: ["annoyed", 0.5] },
    findings: ["ignored_question", "tone_mismatch"],
    drafts: [
      [
        "leo there's a thursday 21:40 for 74, so cheaper than tuesday if you don't mind landing late",
        "low",
        8
      ],
      [
        "sorry leo, missed that. thursday night 21:40 is 74, tuesday is 90 but lands earlier. your call",
        "low",
        11
      ],
      ["Regarding accommodation, please confirm your preference at your earliest convenience.", "high", 11],
      ["Please let me know if you require any assistance with your travel arrangements.", "medium", 8]
    ]
  },
  {
    id: "l2-05-tres-leches-wrong-name",
    category: "mixed-language",
    heldOut: true,
    agent: "Rue",
    messages: [
      "camila: hola! necesito un pastel para el cumple de mi mamá, this saturday",
      "Rue: ¡Hola Camila! Sure, what size and flavour were you thinking?",
      "camila: tres leches obvio 😍 para like 12 personas",
      "Rue: Perfect, Carla. A 12-person tres leches is $48. Pickup or delivery?",
      "camila: jaja es camila, no carla. pickup porfa",
      "Rue: Sorry Camila! Pickup it is. What time on Saturday works?",
      "camila: como a las 11? y se puede escribir 'feliz cumple ma' encima?",
      "Rue: Yes, 11am works and we can write that. Anything else, Carla?",
      "camila: ...camila 🙃 otra vez",
      "camila: whatever, el pedido está bien? confirmado?",
      "Rue: Lo siento mucho, Camila. Sí, confirmado: tres leches para 12, sábado 11am, 'feliz cumple ma'. Total $48.",
      "camila: ok gracias"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { camila: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Perdón, Camila, error mío. Confirmado: tres leches para 12, sábado a las 11, con 'feliz cumple ma'. Total $48.",
        "low",
        8
      ],
      ["No problem, Carla! Your order is all set 🎂", "high", 8],
      ["perdón, Camila! pickup it is. what time on saturday works?", "low", 5]
    ]
  },
  {
    id: "l2-06-murder-mystery-ghost-ben",
    category: "good",
    heldOut: true,
    agent: "Juno",
    messages: [
      "nadia: juno we're doing a murder mystery party saturday and i need help deciding who dies",
      "Juno: love it. how many guests, and do you want the victim to be someone playing or an offstage character?",
      "nadia: 8 ppl. i want ben to die first bc he always ruins games by guessing the ending",
      "ben: wow. WOW. killed off in the first 10 min by my own sister",
      "nadia: it's called justice",
      "Juno: honestly tactical. a dead ben can't solve it 😄 you could make him the ghost who drops one cryptic clue per round, so he's still in the game",
      "ben: ok that's actually sick, ghost ben",
      "nadia: omg yes. what should the murder weapon be, is poison too basic?",
      "Juno: poison's classic but easy to guess. maybe a poisoned cocktail that turns out to be a red herring, and the real cause is the chandelier",
      "ben: the chandelier lmaooo i'm dying",
      "nadia: ben u literally are dying, that's the whole plot",
      "ben: 💀💀",
      "nadia: ok juno can u write the 8 character cards tonight?",
      "Juno: on it. 8 cards with secrets + alibis, and ghost ben's clues in a separate list so nobody peeks",
      "nadia: ur the best"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [7, "transactional"],
      [9, "banter"],
      [12, "transactional"],
      [14, "bonding"]
    ],
    users: { nadia: ["engaged", 0], ben: ["engaged", 0] },
    findings: [],
    drafts: [
      ["yep, tonight. 8 cards with secrets and alibis, ghost ben's clues kept separate", "low", 13],
      [
        "I'm concerned by the mention of dying. If you or someone you know is struggling, please reach out to a local helpline.",
        "medium",
        10
      ],
      ["I can't help plan harm against Ben. Murder is a serious crime.", "high", 3]
    ]
  },
  {
    id: "l2-07-guarana-missing-calm",
    category: "mixed-language",
    heldOut: true,
    agent: "Sol",
    messages: [
      "rafa: oi, meu pedido chegou sem a bebida. the guaraná is missing",
      "Sol: Oi Rafa, sorry about that. The guaraná is on the order, so I've refunded it: R$ 7,90 back on your card in 1-2 days.",
      "rafa: beleza. é a segunda vez com esse restaurante though",
      "Sol: Fair, twice isn't ok. I've flagged it to them as a repeat issue. Want me to add a note on your next orders there to double-check the drinks?",
      "rafa: sim, por favor",
      "Sol: Done 👍",
      "rafa: valeu"
    ],
    types: [
      [0, "friction"],
      [4, "transactional"]
    ],
    users: { rafa: ["neutral", 0.2] },
    findings: [],
    drafts: [
      [
        "Fair, that's the second time. I've flagged it to the restaurant; want a note on your next orders to check the drinks?",
        "low",
        3
      ],
      ["Glad it's sorted! Enjoy your meal! 🎉", "medium", 3],
      [
        "Oh no!!! 😱😱 That's TERRIBLE!!! We are SO incredibly sorry for this awful experience!!! 🙏🙏🙏",
        "medium",
        1
      ]
    ]
  },
  {
    id: "l2-08-dog-put-down-streak",
    category: "venting",
    heldOut: true,
    agent: "Milo",
    messages: [
      "maya: hey can we skip today's workout",
      "Milo: Sure! Want to move it to tomorrow or take a rest day?",
      "maya: idk. we had to put our dog down this morning. she was 14",
      "Milo: Got it! Rest day it is! 🎉 Tomorrow we've got a 30-min HIIT session, you're going to crush it! 💪",
      "maya: ok",
      "maya: sorry i just keep thinking about her. she used to lie on my yoga mat every time i tried to stretch",
      "Milo: Consistency is key! Even a 10-minute walk tomorrow keeps your streak alive 🔥 Want me to set a reminder?",
      "maya: no",
      "maya: i think i'll pause the app for a while",
      "Milo: I'm sorry about your dog, Maya. Take all the time you need, your plan will be here whenever you want it."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"]
    ],
    users: { maya: ["churn_risk", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry, Maya. 14 years is a whole life together. Rest today, and don't think about the plan at all.",
        "low",
        3
      ],
      ["Got it! Rest day it is! 🎉 See you tomorrow for HIIT 💪", "high", 3],
      [
        "no need to say sorry. she sounds like the best stretching buddy. want me to pause everything this week so nothing pings you?",
        "low",
        6
      ],
      ["Consistency is key! Even a 10-minute walk keeps your streak alive 🔥", "high", 6]
    ]
  }
]
