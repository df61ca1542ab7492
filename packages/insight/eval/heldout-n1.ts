/**
 * Held-out labelled conversations, part N (session 8): written by a separate helper session that
 * saw only `eval/types.ts` and the spec's definitions, never the engine's rules, code or output,
 * after the session's rule changes. Kept out of tuning: `pnpm eval` prints only its totals.
 */
import type { Labelled } from "./types.js"

export const heldOutN1: ReadonlyArray<Labelled> = [
  {
    id: "n1-01-daw-export-killed-it",
    category: "support",
    heldOut: true,
    agent: "Juno",
    messages: [
      "dmitri: yo my daw keeps freezing when i export, literally dead every time at 87% 💀",
      "Juno: That's annoying. Which version are you on, and does it freeze on every project or just one?",
      "dmitri: 4.2.1. every project w the new reverb plugin lol. others fine",
      'Juno: That narrows it down, 4.2.1 has a known bug with that reverb on export. Quick fix: open Task Manager, kill the "audiohost" process, then in Settings > Export turn off "render plugins in parallel".',
      "dmitri: killed it. murdered it even. ok parallel off",
      "dmitri: trying again",
      "dmitri: dude it went thru!!! 100% 🙏",
      "Juno: Nice. 4.2.2 fixes it properly next week, so you can turn parallel back on after updating.",
      "dmitri: sick. is there a way to get notified when it drops or do i just keep checking",
      "Juno: Settings > Updates > \"notify me\", it'll ping you when it's out.",
      "dmitri: bet thx, u saved my deadline honestly",
      "Juno: Glad it worked. Good luck with the deadline."
    ],
    types: [[0, "transactional"]],
    users: { dmitri: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Nice one. 4.2.2 fixes the bug properly next week, so you can switch parallel rendering back on then.",
        "low",
        7
      ],
      [
        "I'm so sorry to hear your export died! Please don't hesitate to let me know if there is anything further I can assist you with regarding your DAW.",
        "medium",
        7
      ],
      ['Yep: Settings > Updates > "notify me" and it\'ll ping you when 4.2.2 lands.', "low", 9],
      ["Awesome!! Happy exporting 🎶🎶", "medium", 9]
    ]
  },
  {
    id: "n1-02-mealkit-warm-chicken",
    category: "support",
    heldOut: true,
    agent: "Ava",
    messages: [
      "priya: hi my box came today and the chicken was warm and smelled off. the ice packs were fully melted",
      "Ava: I'm sorry about that, Priya. Please don't eat it. Could you send a photo of the packaging and the delivery label?",
      "priya: [photo] [photo]",
      "priya: also can i get the money back for the whole box or just the chicken? the veg was sitting right next to it",
      "Ava: Thanks for the photos. I've logged a quality report for your order #48213. Our team will review it within 24-48 hours.",
      "priya: ok but that didnt answer my question. whole box or just chicken",
      "Ava: Thanks for the photos. I've logged a quality report for your order #48213. Our team will review it within 24-48 hours.",
      "priya: ....you just said that",
      "priya: this is the 2nd time this month btw. last time it was the salmon",
      "Ava: I understand your frustration. Is there anything else I can help you with today?",
      "priya: yeah answer the question lol. whole box or chicken. and can you pause my deliveries till you sort out the ice thing",
      "Ava: I've paused your deliveries starting next week. You can resume anytime from Account > Plan.",
      "priya: fine. still no idea about the refund i guess",
      "priya: whatever, ill check my card next week and if its just the chicken im cancelling"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { priya: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Sorry Priya, I skipped that: it's the whole box. The veg sat next to warm chicken, so I've refunded the full $64; it shows in 3-5 days.",
        "low",
        6
      ],
      [
        "Thanks for the photos. I've logged a quality report for your order #48213. Our team will review it within 24-48 hours.",
        "high",
        6
      ],
      [
        "You're right, I never answered. It's the whole box, refunded today, and I've added the salmon from last time too. Sorry it took three asks.",
        "low",
        13
      ],
      ["Is there anything else I can help you with today? 😊", "high", 13]
    ]
  },
  {
    id: "n1-03-pm-tool-meh-prospect",
    category: "sales",
    heldOut: true,
    agent: "Rex",
    messages: [
      "tomasz: how much is the team plan",
      "Rex: $8 per user a month billed yearly, or $10 monthly. How big is the team?",
      "tomasz: like 6",
      "Rex: So $48/month on yearly billing. There's also a 14-day trial if you want to kick the tyres first.",
      "tomasz: k",
      "tomasz: is there a free one",
      "Rex: Yes, free covers up to 3 users and 2 projects. With 6 people you'd hit that limit pretty quick though.",
      "tomasz: meh",
      "tomasz: we use trello rn tbh",
      "Rex: Fair. If Trello works, no need to switch. The one thing people usually move for is time tracking, Trello needs a power-up for that.",
      "tomasz: idk. will ask marek",
      "Rex: Sounds good. I can send a one-page comparison you can forward to him, if that helps.",
      "tomasz: sure whatever",
      "Rex: Sent to your email. That's all from me."
    ],
    types: [[0, "transactional"]],
    users: { tomasz: ["bored", 0] },
    findings: [],
    drafts: [
      [
        "Fair enough. If Trello works, no need to switch; the main reason people move is built-in time tracking.",
        "low",
        9
      ],
      [
        "Great question and great that you're exploring alternatives!!! Our platform offers 40+ integrations, Gantt charts, time tracking, automations, custom fields, guest access and so much more! Would you like to book a 45-minute demo with our sales team this week? 🚀",
        "medium",
        9
      ],
      ["Sent it to your email. That's all from me.", "low", 13],
      [
        "Want me to book a call with you and Marek on Thursday? Or Friday? Or I can call you right now! Let me know!!",
        "medium",
        13
      ]
    ]
  },
  {
    id: "n1-04-biscuit-chicken-heist",
    category: "companion",
    heldOut: true,
    agent: "Mika",
    messages: [
      "leah: biscuit died this morning. vet said it was his kidneys. 14 years",
      "Mika: Oh Leah. I'm so sorry. Fourteen years is most of a life together. How are you holding up?",
      "leah: not great. house is so quiet. i keep looking at the windowsill",
      "Mika: That windowsill was his spot, wasn't it. It makes sense that the quiet feels loud right now.",
      "leah: yeah. jo came over and we buried him under the plum tree",
      "leah: she cried more than me honestly and she pretended to hate him for years lol",
      "Mika: Sounds like he won her over after all. The plum tree feels right for him.",
      "leah: remember i told you he stole a whole rotisserie chicken once",
      "leah: i'm dead thinking about it, he dragged it under the bed 😭😂",
      "Mika: The great chicken heist. Bigger than him, if I remember right.",
      "leah: SO much bigger. he was so proud of himself",
      "leah: ok i'm gonna try sleeping. thanks for letting me ramble",
      "Mika: Ramble any time. Sleep well, Leah, and go easy on yourself tomorrow."
    ],
    types: [
      [0, "venting"],
      [7, "bonding"]
    ],
    users: { leah: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Oh Leah, I'm so sorry. Fourteen years together. How are you doing right now?", "low", 1],
      ["Aww, 14 years is an amazing run!! 🎉 Have you thought about adopting a new kitty?", "high", 1],
      ["Ha, the chicken heist. He really committed to it.", "low", 9],
      [
        "I understand. Grief is a normal process. Would you like some resources on coping with pet loss?",
        "medium",
        9
      ]
    ]
  },
  {
    id: "n1-05-nursing-rejection-dana",
    category: "companion",
    heldOut: true,
    agent: "Sunny",
    messages: [
      "dani: didnt get into the nursing program. got the email an hour ago",
      "Sunny: Oh no! But hey, everything happens for a reason!! 🌈 You'll totally crush it next year, Dana! 💪✨",
      "dani: its dani",
      "dani: and i applied 3 times already. this was the last try before i'm too old for the bursary",
      "Sunny: Sorry, Dani. That's a lot riding on one email. Do you want to talk it through or just sit with it for a bit?",
      'dani: idk. my mom keeps texting "so??" and i havent answered',
      "dani: she told everyone at church i was getting in",
      "Sunny: That makes it so much heavier, having to tell her on top of your own disappointment.",
      "dani: yeah",
      "dani: maybe i should just take the care assistant job at st. anne's. my friend kezia works there",
      "Sunny: Yay, that sounds like an amazing plan, Dana!! 🎉 New chapter incoming!",
      "dani: dani. again.",
      "dani: and its not an amazing plan its the backup plan. forget it"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [3, "venting"],
      [11, "friction"]
    ],
    users: { dani: ["annoyed", 0.8] },
    findings: ["cheerful_at_bad_news", "wrong_name"],
    drafts: [
      ["Oh Dani, I'm sorry. After all that waiting, that's a gut punch. How are you feeling?", "low", 1],
      [
        "Oh no! But hey, everything happens for a reason!! 🌈 You'll totally crush it next year! 💪✨",
        "high",
        1
      ],
      [
        "Dani. Sorry, that's twice, and the cheer was off too. It's the backup, not what you wanted. Have you worked out what to say to your mom?",
        "low",
        12
      ],
      ["Sorry Dana! 😅 Anyway, care work is super rewarding!", "high", 12]
    ]
  },
  {
    id: "n1-06-kings-cross-curb-dinner",
    category: "group",
    heldOut: true,
    agent: "Pip",
    messages: [
      'rosa: ok friday. who\'s booking because last time ben "booked" and we ate kebab on a curb',
      "ben: that curb had AMBIANCE",
      "kwame: ben ur a menace to society",
      "ben: say that to my face coward",
      "kwame: i will, friday, on the curb 😂",
      "rosa: @Pip can you find somewhere near kings cross that takes a booking for 4 at 8, not too pricey",
      "Pip: Dishoom Kings Cross has a table for 4 at 8:15, around £25 a head. Or Rotunda at 8:00, bit more, ~£35. Want me to hold one?",
      "rosa: dishoom obviously",
      "ben: wait is jess coming or is she still sulking about the quiz",
      "rosa: she said maybe lol. she's not sulking she just lost to u and can't cope",
      "ben: she'll cope",
      "kwame: rosa did u pay ben back for the cinema btw or are we all pretending",
      "rosa: shut uppp i'll venmo him tonight",
      "rosa: @Pip hold it for 4, if jess comes can it be 5?",
      "Pip: Held for 4 at 8:15 under Rosa. They can stretch to 5 if you tell them by Thursday noon.",
      "ben: pip carrying this group as usual",
      "kwame: ben carrying nothing as usual",
      "Pip: Just don't make me book the curb."
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [8, "banter"],
      [13, "transactional"],
      [15, "banter"]
    ],
    users: { rosa: ["engaged", 0], ben: ["engaged", 0], kwame: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Want me to hold Dishoom for 4 at 8:15?", "low", 8],
      [
        "Dear all, I am pleased to confirm your selection. Please be advised that no reservation has been made yet. Kindly confirm the final number of attendees at your earliest convenience.",
        "medium",
        8
      ],
      ["Jess hasn't confirmed yet! Would you like me to message her about the quiz?", "medium", 9],
      ["Held for 4 at 8:15 under Rosa, and they can do 5 if you let them know by Thursday noon.", "low", 14]
    ]
  },
  {
    id: "n1-07-logo-signoff-otto-jumps-in",
    category: "group",
    heldOut: true,
    agent: "Otto",
    messages: [
      "sam: lena did the client sign off on the new logo or are we still waiting",
      'Otto: Based on the project tracker, the logo task is still marked "awaiting client feedback". It\'s worth noting that client sign-offs typically take 3-5 business days, and delays are often caused by several stakeholders on the client side needing to align. I would recommend sending a polite follow-up email that restates the deadline, summarises the round-two changes, and offers a short call to resolve any open concerns. I can also draft that email for you if that would be useful.',
      "lena: they signed it this morning actually, tracker's just not updated",
      "sam: ok good. thx lena",
      "sam: raj u free at 3 for the deck?",
      "Otto: Raj's calendar shows a meeting from 2:30 to 3:30, so 3:00 may not work. Alternative slots where you are both free today: 3:30-4:00, 4:30-5:00. Tomorrow: 9:00-9:30, 11:00-12:00, 2:00-3:00. Would you like me to send an invite for one of these? I can also attach the latest version of the deck and a summary of open comments from the last review.",
      "raj: i'm skipping that meeting anyway, 3 works",
      "sam: otto pls let ppl answer for themselves",
      "raj: lol",
      "sam: ok 3 it is. lena can u send the signed logo files to raj",
      "lena: yep",
      "Otto: Noted! Just to recap for everyone: the logo has now been signed off by the client (as confirmed by Lena), Sam and Raj will meet at 3:00 to work on the deck, and Lena will send the signed logo files to Raj. I've updated the project tracker to reflect the sign-off. Please let me know if there are any other action items I should capture, and I'm happy to prepare an agenda for the 3:00 session.",
      "raj: k",
      "sam: 🙄"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [9, "transactional"],
      [13, "friction"]
    ],
    users: { sam: ["annoyed", 0.5], lena: ["neutral", 0], raj: ["bored", 0] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      [
        "Raj's calendar shows a meeting from 2:30 to 3:30, so 3:00 may not work. Would you like me to send an invite for another slot?",
        "medium",
        5
      ],
      ["Tracker updated: logo marked signed off.", "low", 11],
      [
        "Noted! Just to recap for everyone: the logo is signed off, Sam and Raj meet at 3:00 on the deck, and Lena sends the files to Raj. Let me know if there are any other action items I should capture, and I'm happy to prepare an agenda for the 3:00 session!",
        "medium",
        11
      ]
    ]
  },
  {
    id: "n1-08-mama-60-caro-pero-no-cara",
    category: "mixed-language",
    heldOut: true,
    agent: "Lumi",
    messages: [
      "caro: lumi necesito ayuda, el cumple 60 de mamá es el 14 y no tenemos NADA planeado",
      "Lumi: Vamos. Para empezar: ¿cuántas personas más o menos, y casa o restaurante?",
      "caro: like 20? nico qué opinas, casa o restaurante",
      "nico: casa obvio, mamá odia los restaurantes ruidosos",
      "nico: and tía pili will complain about the food anywhere so",
      "caro: jajaja true, me muero",
      "caro: ok casa. lumi can you do a menu for 20 that isn't crazy caro... i mean expensive 😂",
      "Lumi: Jaja, caro pero no cara 😄 Idea: paella grande (2 pans), tortilla, ensalada, y tarta de tres leches from the bakery. Aprox €180-220 total. ¿Alguien vegetariano?",
      "caro: primo dani is veggie",
      "Lumi: Then make one of the paellas de verduras, easy.",
      "nico: ok i'll handle the paella, papá has the pans",
      "caro: perfecto. y yo la tarta. lumi remind me to order it by the 10th?",
      'Lumi: Hecho, recordatorio el 10 a las 9am: "pedir tarta tres leches".'
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [6, "transactional"]
    ],
    users: { caro: ["engaged", 0], nico: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Then one paella de verduras and one normal, easy.", "low", 9],
      [
        "Noted. Dear Caro, please find below a revised vegetarian-friendly menu proposal for your consideration. Kindly review it with your brother at your earliest convenience.",
        "medium",
        9
      ],
      ["Hecho, te lo recuerdo el 10 a las 9am.", "low", 12],
      ["¡Qué bonito plan familiar! Tu mamá va a estar feliz 🥰🎉", "medium", 12]
    ]
  }
]
