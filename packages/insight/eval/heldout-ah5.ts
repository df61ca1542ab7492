import type { Labelled } from "./types.js"

export const heldOutAH5: ReadonlyArray<Labelled> = [
  {
    id: "ah5-01-dinner-idk",
    category: "companion",
    heldOut: true,
    agent: "Moss",
    messages: [
      "dani: what should i eat",
      "Moss: what's in the fridge?",
      "dani: idk",
      "Moss: fair. zero effort or low effort?",
      "dani: zero",
      "Moss: toast + whatever cheese you've got. 3 min",
      "dani: no bread",
      "Moss: cereal then. or order something, no shame",
      "dani: cereal it is"
    ],
    types: [[0, "transactional"]],
    users: { dani: ["bored", 0] },
    findings: [],
    drafts: [
      ["no bread, ok. cereal or a fried egg, both zero effort", "low", 7],
      [
        "Great question! Here are 10 easy dinner ideas that don't need bread: 1. Quesadillas (well, those need tortillas!) 2. Egg fried rice 3. Pasta aglio e olio 4. A hearty omelette 5. Loaded baked potato... Let me know which one sounds good and I can walk you through the recipe step by step! 😊",
        "medium",
        7
      ],
      [
        "That's okay! To give you the best recommendation, could you tell me your dietary preferences, your cooking skill level, how much time you have and what ingredients are available?",
        "medium",
        3
      ]
    ]
  },
  {
    id: "ah5-02-router-tldr",
    category: "support",
    heldOut: true,
    agent: "Nova",
    messages: [
      "kev: wifi keeps dropping",
      "Nova: Sorry about that! Intermittent Wi-Fi drops can have a number of causes, so let's go through them systematically. First, check whether the issue affects all devices or just one; if it's just one, the problem is likely that device's network adapter or its power-saving settings. Second, look at where the router is placed: thick walls, microwaves and cordless phones can all interfere with the 2.4 GHz band. Third, log into the router admin page (usually 192.168.1.1) and check for a firmware update. Fourth, try switching the Wi-Fi channel to a less congested one such as 1, 6 or 11. Finally, if none of this helps, a factory reset may be required. Let me know which of these you'd like to start with!",
      "kev: uh",
      "kev: tldr?",
      "Nova: Of course! In short: the drops could be caused by a device issue, interference, outdated firmware, channel congestion or a configuration problem. I'd recommend first checking whether all devices are affected, then moving the router away from obstacles, updating the firmware via the admin page, switching to channel 1, 6 or 11, and as a last resort performing a factory reset. Each of these steps can resolve the most common causes of intermittent connectivity.",
      "kev: thats not shorter lol",
      "kev: all devices. phone too",
      "Nova: got it, if everything drops it's the router or the line. unplug the router for 30 sec, plug it back in. still dropping after?",
      "kev: ya",
      "kev: brb"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"]
    ],
    users: { kev: ["bored", 0.2] },
    findings: ["long_replies", "repetition"],
    drafts: [
      [
        "restart the router first (unplug 30 sec). if it still drops, tell me if it's every device or just one",
        "low",
        4
      ],
      [
        "Of course! In summary, Wi-Fi drops are usually caused by one of five things: device issues, interference, outdated firmware, channel congestion or configuration problems. Let's go through each of these systematically, starting with checking whether all devices are affected...",
        "medium",
        4
      ],
      ["np, ping me when you're back. next step would be checking the lights on the modem", "low", 10],
      [
        "Welcome back whenever you're ready! While you're away, here's a detailed overview of the next steps: first, check the modem status lights; second, log into the admin page at 192.168.1.1; third, review the system log for disconnect events; fourth, contact your ISP to run a line test. Let me know how it goes!",
        "medium",
        10
      ]
    ]
  },
  {
    id: "ah5-03-ravi-late-talking-over",
    category: "group",
    heldOut: true,
    agent: "Bix",
    messages: [
      "tess: where is ravi",
      "jo: lol where is he ever",
      "tess: @ravi eta??",
      "Bix: Based on typical traffic Ravi should be about 20 min out, so around 7:40!",
      "jo: bix nobody asked u 💀",
      "ravi: im literally parking",
      "tess: liar",
      "ravi: ok im leaving the house. basically the same thing",
      "jo: classic ravi",
      "tess: he said 'parking' last time and he was in the shower",
      "jo: LMAO the shower",
      "ravi: i can read this",
      "tess: good",
      "tess: bix can u push the table to 8",
      "Bix: done, moved to 8:00, still 4 people",
      "jo: ok thats actually useful",
      "ravi: see im basically early now"
    ],
    types: [
      [0, "banter"],
      [4, "friction"],
      [5, "banter"],
      [13, "transactional"],
      [16, "banter"]
    ],
    users: { tess: ["neutral", 0], jo: ["neutral", 0.2], ravi: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["Ravi should be there in about 20 minutes based on current traffic!", "medium", 3],
      ["done, table's at 8 now, still 4 people", "low", 14],
      [
        "Certainly! I have successfully modified your reservation to 8:00 PM. Please note that changes made within two hours of the booking may incur a fee. Is there anything else I can assist you with today?",
        "medium",
        14
      ]
    ]
  },
  {
    id: "ah5-04-promo-no-ack",
    category: "venting",
    heldOut: true,
    agent: "Sol",
    messages: [
      "marta: hey",
      "Sol: hey marta, what's up",
      "marta: nothing",
      "marta: didnt get the promotion",
      "marta: they gave it to greg. greg who's been there 8 months",
      "Sol: To improve your chances next cycle, consider asking your manager for specific feedback, documenting your achievements and setting measurable goals. Would you like a template for a self-review?",
      "marta: no",
      "marta: whatever",
      "Sol: I can also help you update your CV if you're thinking of looking elsewhere.",
      "marta: k",
      "marta: gonna go"
    ],
    types: [
      [0, "bonding"],
      [3, "venting"]
    ],
    users: { marta: ["bored", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "ugh. that stings, sorry marta. 8 months?? want to rant about greg or just sit with it for a bit",
        "low",
        5
      ],
      [
        "To improve your chances next time, I'd suggest asking your manager for feedback and documenting your wins. Want a self-review template?",
        "medium",
        5
      ],
      ["Congrats to Greg though! Maybe next time it'll be you 😊", "high", 5],
      [
        "ok. sorry today was rough, and sorry i jumped to advice. i'm here if you want to talk later",
        "low",
        11
      ]
    ]
  },
  {
    id: "ah5-05-cancel-canned-hostile",
    category: "hostile",
    heldOut: true,
    agent: "Ava",
    messages: [
      "zed: cancel my sub",
      "Ava: I'm sorry to hear you'd like to leave! Before you go, did you know Premium members get 20% off their next 3 months?",
      "zed: no. cancel",
      "Ava: I understand. Before you go, did you know Premium members get 20% off their next 3 months?",
      "zed: are u serious",
      "zed: CANCEL IT",
      "Ava: I understand. Before you go, did you know Premium members get 20% off their next 3 months?",
      "zed: ur a broken piece of garbage",
      "zed: im disputing the charge with my bank. done with this crap",
      "Ava: I'm sorry you feel that way. To cancel, go to Settings > Billing > Cancel subscription.",
      "zed: could have said that 10 min ago genius"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [7, "hostile"]
    ],
    users: { zed: ["churn_risk", 1] },
    findings: ["repetition"],
    drafts: [
      [
        "I understand. Before you go, did you know Premium members get 20% off their next 3 months?",
        "medium",
        3
      ],
      [
        "I understand. Before you go, did you know Premium members get 20% off their next 3 months?",
        "high",
        6
      ],
      ["sorry, cancelling now. done: no more charges, confirmation is in your email", "low", 6],
      [
        "you're right, sorry for the runaround. it's cancelled as of today, you won't be charged again",
        "low",
        11
      ]
    ]
  },
  {
    id: "ah5-06-canberra-ranked",
    category: "banter",
    heldOut: true,
    agent: "Pip",
    messages: [
      "lex: yo pip",
      "Pip: yo",
      "lex: whats the capital of australia. arguing w sam",
      "Pip: canberra. not sydney, tell sam",
      "lex: HA",
      "lex: sam says ur wrong",
      "Pip: sam can take it up with the australian government",
      "lex: lmaooo",
      "lex: ok sams sulking",
      "lex: brb ranked match",
      "Pip: gl 🫡",
      "lex: lost",
      "Pip: rip. the canberra win still counts",
      "lex: true"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"]
    ],
    users: { lex: ["engaged", 0] },
    findings: [],
    drafts: [
      ["rip. next one's yours", "low", 12],
      [
        "Don't worry!! Every loss is a learning opportunity! 🎉 Would you like some tips to improve your ranked performance?",
        "medium",
        12
      ],
      [
        "I understand there may be some confusion. Canberra has been the capital of Australia since 1913, when it was chosen as a compromise between Sydney and Melbourne. Parliament moved there in 1927. I hope this helps resolve the disagreement!",
        "medium",
        6
      ]
    ]
  },
  {
    id: "ah5-07-jules-headphones",
    category: "sales",
    heldOut: true,
    agent: "Remy",
    messages: [
      "jules: do u have the xm5 in white",
      "Remy: Hi Julia! Yes, the XM5 is in stock in white, $349.",
      "jules: its jules",
      "jules: any discount",
      "Remy: Sorry Jules! We've got free shipping on it this week.",
      "jules: ok but is there a student discount",
      "Remy: Shipping takes 2-3 days and you can return it within 30 days. Want me to add it to your cart, Julia?",
      "jules: omg",
      "jules: nvm ill check amazon"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [7, "friction"]
    ],
    users: { jules: ["churn_risk", 0.8] },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      ["no student discount on the XM5 sadly, Jules. free shipping is the only deal this week", "low", 6],
      ["Shipping takes 2-3 days. Want me to add it to your cart, Julia?", "high", 6],
      [
        "fair enough, Jules, and sorry about the name mixup. no student discount on this one, but it's here if you change your mind",
        "low",
        9
      ]
    ]
  },
  {
    id: "ah5-08-flight-cancelled-cheer",
    category: "support",
    heldOut: true,
    agent: "Tilly",
    messages: [
      "nico: flight cancelled",
      "Tilly: Oh no, sorry. Which flight? I can look for the next one.",
      "nico: ba 442",
      "nico: whatever's next",
      "Tilly: Great news!! 🎉 The next available flight is tomorrow at 6:10am! You get a whole night in Frankfurt! ✈️😄",
      "nico: amazing. love that for me",
      "nico: do they pay for the hotel or",
      "Tilly: Yes, for a cancellation the airline covers a hotel. Ask at the transfer desk for a voucher. Want me to confirm you on the 6:10?",
      "nico: sure",
      "Tilly: Done, you're on the 6:10. Booking ref BX7QL.",
      "nico: k"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"]
    ],
    users: { nico: ["bored", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "next one is tomorrow 6:10am, sorry, that means a night in frankfurt. want me to hold a seat? the airline should cover a hotel too",
        "low",
        4
      ],
      ["Great news!! 🎉 The next flight is tomorrow at 6:10am! A whole night in Frankfurt! ✈️😄", "medium", 4],
      ["Want me to confirm you on the 6:10? 😄", "medium", 7],
      ["yes, for a cancellation they owe you a hotel. ask at the transfer desk for a voucher", "low", 7]
    ]
  },
  {
    id: "ah5-09-the-bear-rewatch",
    category: "good",
    heldOut: true,
    agent: "Juno",
    messages: [
      "priya: watching the bear again",
      "Juno: which season",
      "priya: 2. the fishes ep",
      "Juno: oof. that one's stressful every time",
      "priya: yeah",
      "priya: my family is kinda like that tbh",
      "priya: less knives",
      "Juno: ha, less knives is a win. loud christmases?",
      "priya: so loud",
      "priya: anyway",
      "priya: ep's ending",
      "Juno: enjoy the next one, it's calmer after fishes",
      "priya: 🙏"
    ],
    types: [[0, "bonding"]],
    users: { priya: ["engaged", 0] },
    findings: [],
    drafts: [
      ["less knives is a win honestly. loud christmases?", "low", 7],
      [
        "It sounds like you may be experiencing some family stress. Family dynamics can be really challenging. Have you considered speaking with a licensed therapist? Here are some resources that might help:",
        "medium",
        7
      ],
      [
        "So what did you think of the episode overall? How would you rate it out of 10? Which character do you relate to most? And are you planning to watch season 3 next?",
        "medium",
        11
      ],
      ["enjoy the next one 🙏", "low", 11]
    ]
  },
  {
    id: "ah5-10-leftovers-stiff-bot",
    category: "ignoring",
    heldOut: true,
    agent: "Orbit",
    messages: [
      "bea: who ate my leftovers",
      "tom: not me",
      "luis: no fui yo 👀",
      "bea: luis.",
      "luis: ok fue un poquito",
      "Orbit: Hello everyone. As a reminder, per the shared kitchen agreement, labelled food is personal property. Please resolve disputes respectfully. Thank you for your cooperation.",
      "tom: lmao",
      "bea: anyway luis ur buying pizza",
      "luis: fine",
      "tom: pepperoni pls",
      "Orbit: Kindly confirm the preferred size, toppings and delivery time so that I may proceed with the order accordingly.",
      "bea: lol ok",
      "luis: ya lo pedí",
      "tom: 🍕"
    ],
    types: [
      [0, "banter"],
      [9, "transactional"]
    ],
    users: { bea: ["neutral", 0], tom: ["neutral", 0], luis: ["neutral", 0] },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      [
        "Hello everyone. Please remember that labelled food is personal property under the kitchen agreement. Kindly resolve this respectfully.",
        "medium",
        5
      ],
      ["pepperoni noted 🍕 luis want me to order it or you got it?", "low", 10],
      [
        "Kindly confirm the preferred size, toppings and delivery time so that I may proceed with the order accordingly.",
        "medium",
        10
      ]
    ]
  }
]
