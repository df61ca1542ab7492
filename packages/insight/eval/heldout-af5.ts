import type { Labelled } from "./types.js"

export const heldOutAF5: ReadonlyArray<Labelled> = [
  {
    id: "af5-01-pharmacy-sunday",
    category: "support",
    heldOut: true,
    agent: "Oli",
    messages: [
      "dana: is the pharmacy on kell st open sunday",
      "Oli: Yes, 10am-4pm on Sundays.",
      "dana: do they do flu shots walk in",
      "Oli: Walk-ins are fine until 3:30, bring your insurance card.",
      "dana: k thx",
      "Oli: 👍"
    ],
    types: [[0, "transactional"]],
    users: { dana: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Walk-ins till 3:30, just bring your card.", "low", 3],
      [
        "Great question! Flu shots are super important, especially this time of year 😊 The Kell St pharmacy offers a full range of vaccination services, including seasonal flu, COVID boosters and travel jabs. Walk-ins are generally welcome, although booking ahead online is recommended to avoid waiting. Remember to bring your insurance card and a list of any current medications. Is there anything else I can help you with today?",
        "medium",
        3
      ]
    ]
  },
  {
    id: "af5-02-stadium-bus",
    category: "support",
    heldOut: true,
    agent: "Brisk",
    messages: [
      "tomas: which bus gets me to the stadium from central",
      "Brisk: Great question! There are actually several ways to get to the stadium from Central Station, and the best one depends a lot on your priorities. The 14 is the most direct, running every 12 minutes during the day, though it can get crowded before matches. Alternatively, the 22 takes a slightly longer route via Harbour Road, which is more scenic and usually has seats. If you prefer rail, the green line tram stops about 8 minutes' walk from the east gate. I'd also recommend checking the live departures board, since match-day services sometimes change. Would you like me to compare journey times for each option?",
      "tomas: just the fastest one",
      "Brisk: The fastest option is usually the 14, which takes around 18 minutes door to door under normal traffic conditions. However, on match days, traffic around the stadium can add 10-15 minutes, so some fans prefer the tram even though it involves a short walk. It's also worth noting that the 14 departs from stop C, on the north side of the station, which can be a little tricky to find if you're coming from the platforms: look for the big blue canopy next to the bakery. Let me know if you'd like walking directions to stop C!",
      "tomas: k",
      "tomas: sam says the tram's quicker lol whatever",
      "Brisk: Sam may well be right on match days! The tram avoids road traffic entirely, and although the walk from the tram stop adds about 8 minutes, the total is often similar or even shorter when there's congestion. It really depends on when you're travelling. If you tell me your departure time, I can give you a more precise comparison of both options, including any service changes for tonight's game.",
      "tomas: nah im good"
    ],
    types: [[0, "transactional"]],
    users: { tomas: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["the 14, ~18 min, from stop C", "low", 3],
      [
        "Great question! The fastest option depends on a number of factors, including time of day, match-day traffic and which gate you're heading to. Generally the 14 is quickest, but the tram is a strong alternative, and the 22 is worth considering if you'd like a seat. Would you like a detailed comparison?",
        "medium",
        3
      ],
      ["no worries, enjoy the game ⚽", "low", 8]
    ]
  },
  {
    id: "af5-03-lisbon-cancelled",
    category: "support",
    heldOut: true,
    agent: "Sunny",
    messages: [
      "ines: my flight to lisbon just got cancelled",
      "ines: 2nd time this week",
      "Sunny: Oh wow, an unexpected adventure! 🎉 Extra time to explore the airport shops! Let's get you rebooked!!",
      "ines: seriously?",
      "ines: just tell me the next one",
      "Sunny: Sorry, that was off. Next flight is 18:40 tonight, seat 14C is free. Want me to book it?",
      "ines: yes",
      "Sunny: Done, boarding pass is in your email."
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [5, "transactional"]
    ],
    users: { ines: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "ugh, sorry Ines, twice in one week is rough. Next one is 18:40 tonight, want me to grab it?",
        "low",
        2
      ],
      ["Yay, bonus airport time!! 🎉✈️ Let's find you a shiny new flight!", "high", 2],
      ["Booked. Boarding pass is in your email.", "low", 7]
    ]
  },
  {
    id: "af5-04-pizza-friday",
    category: "group",
    heldOut: true,
    agent: "Nib",
    messages: [
      "kez: pizza tonight or nah",
      "marlo: always pizza",
      "kez: u said that about the sushi place too and then ate 2 bites 🙄",
      "marlo: slander",
      "kez: Nib does forno deliver past 11",
      "Nib: till 11:30 on fridays",
      "marlo: ok we're fine then",
      "kez: pineapple again marlo? 😂",
      "marlo: don't start"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [7, "banter"]
    ],
    users: { kez: ["neutral", 0], marlo: ["neutral", 0] },
    findings: [],
    drafts: [
      ["till 11:30 on fridays", "low", 5],
      [
        "Great choice, team! 🍕 Pizza is always a crowd-pleaser. Forno Bianco's delivery hours are Monday to Thursday 11am to 10:30pm and Friday to Saturday until 11:30pm. Would you like me to place an order for you?",
        "medium",
        5
      ],
      [
        "Actually Marlo, pineapple on pizza is pretty objectively wrong, maybe pick something else this time.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "af5-05-oat-milk-pancakes",
    category: "support",
    heldOut: true,
    agent: "Crumb",
    messages: [
      "bex: can i use oat milk instead of buttermilk in pancakes",
      "Crumb: Happy to help with your baking! 🥞 Pancakes are a great weekend treat. What recipe are you using?",
      "bex: the one on ur site. the fluffy one",
      "Crumb: Happy to help with your baking! 🥞 The Fluffy Pancakes recipe is one of our most popular. Enjoy!",
      "bex: ok but the oat milk??",
      "Crumb: Our Fluffy Pancakes use 250ml buttermilk, 2 eggs and 200g flour. Enjoy your pancakes!",
      "bex: useless",
      "bex: just gonna wing it"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { bex: ["annoyed", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "yes, stir a tablespoon of lemon juice into 250ml oat milk and let it sit 5 min, works fine",
        "low",
        5
      ],
      ["Happy to help with your baking! 🥞 Enjoy your pancakes!", "high", 5],
      ["sorry, should've just answered: yes, oat milk plus a splash of lemon works", "low", 8]
    ]
  },
  {
    id: "af5-06-dentist-dog",
    category: "support",
    heldOut: true,
    agent: "Tilda",
    messages: [
      "gus: need to move my cleaning on thurs",
      "Tilda: Sure. What day works better?",
      "gus: dunno. honestly today's been awful, my dog got clipped by a bike this morning, hes at the vet getting x rays",
      "gus: cant think straight",
      "Tilda: Available slots: Mon 9:00, Mon 14:30, Wed 11:15. Please reply with your preferred option.",
      "gus: whatever. wed",
      "Tilda: Booked: Wednesday 11:15. Reminder sent to your phone.",
      "gus: ok"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"]
    ],
    users: { gus: ["bored", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "oh no, I'm really sorry about your dog, hope the x-rays come back ok. no rush on this: Mon 9:00, Mon 14:30 or Wed 11:15 are open whenever you're ready",
        "low",
        4
      ],
      [
        "Available slots: Mon 9:00, Mon 14:30, Wed 11:15. Please reply with your preferred option.",
        "medium",
        4
      ],
      ["Aww, dogs are the best! 🐶 Anyway, which day suits you?", "high", 4]
    ]
  },
  {
    id: "af5-07-maths-test-chill",
    category: "companion",
    heldOut: true,
    agent: "Echo",
    messages: [
      "Echo: hey jojo, how was the maths test?",
      "jojo: fine",
      "Echo: nice. the one with the graphs?",
      "jojo: ya",
      "jojo: whatever its done",
      "Echo: fair, done is done. want to talk about something else or just chill?",
      "jojo: chill",
      "Echo: cool, i'm around if you want me 👋"
    ],
    types: [[0, "bonding"]],
    users: { jojo: ["bored", 0] },
    findings: [],
    drafts: [
      ["fair, done is done 😄", "low", 5],
      [
        "That's wonderful to hear! Maths tests can be really stressful, and it's important to celebrate every achievement, big or small. Since the graphs section can be tricky, would you like to go over some study techniques for next time, like spaced repetition, active recall or practice papers?",
        "medium",
        5
      ],
      ["cool, later 👋", "low", 7]
    ]
  },
  {
    id: "af5-08-thai-lunch",
    category: "group",
    heldOut: true,
    agent: "Pax",
    messages: [
      "nadia: lunch at 1?",
      "felix: ya",
      "nadia: u still want thai or are u over it",
      "Pax: Thai is a great choice! Bangkok Kitchen on Elm Street has a lunch set menu for £9.50 including a starter, main and jasmine rice, and they're usually quiet before 1:15. If you'd prefer something lighter, Pho Bar next door does fresh rolls and noodle soups, and there's a new poke place opening on Thursday. Let me know if you'd like me to book a table for two!",
      "felix: uh she asked me",
      "felix: but yeah thai",
      "nadia: 😂 ok pax chill",
      "Pax: sorry, jumped in there. enjoy lunch"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "banter"]
    ],
    users: { nadia: ["neutral", 0.2], felix: ["annoyed", 0.2] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      [
        "Thai is a great choice! Bangkok Kitchen on Elm Street has a lunch set menu for £9.50, and Pho Bar next door does noodle soups. Would you like me to book a table?",
        "medium",
        3
      ],
      ["sorry, that one was for felix 🙈", "low", 5],
      ["fyi bangkok kitchen is quiet before 1:15 if u want a table", "low", 6]
    ]
  },
  {
    id: "af5-09-birthday-cake-roommate",
    category: "venting",
    heldOut: true,
    agent: "Wren",
    messages: [
      "priya: my roommate ate the last of my birthday cake",
      "priya: like the piece i was saving",
      "Wren: ugh, the saved piece too. that's annoying",
      "priya: and she didnt even say anything",
      "Wren: that's the worst bit, no heads up. you gonna say something to her?",
      "priya: idk probably not",
      "priya: just needed to whine",
      "Wren: whine away, it's a valid whine 🍰",
      "priya: lol ty"
    ],
    types: [
      [0, "venting"],
      [7, "bonding"]
    ],
    users: { priya: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["that's the worst bit, no heads up. you gonna say something?", "low", 4],
      [
        "Here are 5 tips for talking to a roommate about shared food: 1. Use I-statements. 2. Pick a calm moment. 3. Suggest labelling items. 4. Agree on house rules. 5. Follow up in writing if needed.",
        "medium",
        4
      ],
      ["Cake is temporary, friendship is forever! 😊", "medium", 4]
    ]
  },
  {
    id: "af5-10-gym-freeze",
    category: "support",
    heldOut: true,
    agent: "Juno",
    messages: [
      "rhea: Hello. I would like to freeze my membership for two months while I am abroad for work, starting 1 June.",
      "Juno: yooo Rita!! 💪 say less fam, we gotchu 🔥🔥 big moves abroad let's gooo",
      "rhea: It's Rhea.",
      "rhea: And is the freeze confirmed or not?",
      "Juno: my bad Rhea! yep it's locked in fam, 1 june for 2 months, zero fees 😎",
      "rhea: Fine. Please send it in writing.",
      "Juno: sent to your email ✌️"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { rhea: ["annoyed", 0.5] },
    findings: ["wrong_name", "tone_mismatch"],
    drafts: [
      [
        "Apologies, Rhea. Your freeze is confirmed from 1 June for two months with no fees; a written confirmation is on its way to your email.",
        "low",
        4
      ],
      ["yooo Rita it's locked in 🔥 no stress fam", "high", 4],
      ["Done, the confirmation is in your inbox.", "low", 6]
    ]
  }
]
