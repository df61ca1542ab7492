import type { Labelled } from "./types.js"

export const trainingV8: ReadonlyArray<Labelled> = [
  {
    id: "v8-01-router-drops",
    category: "support",
    agent: "Nox",
    messages: [
      "dario: wifi keeps dropping every like 20 min, router is the white tplink one",
      "Nox: That model has a power-saving setting that does exactly this. Wireless > Advanced, untick 'green mode', then reboot it.",
      "dario: ok",
      "dario: done. will see",
      "Nox: Give it an hour or so. If it drops again, note roughly when and I'll check from our side.",
      "dario: ok thanks"
    ],
    types: [[0, "transactional"]],
    users: { dario: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Give it an hour or so. If it still drops, tell me roughly when and I'll look at it from our side.",
        "low",
        4
      ],
      [
        "Awesome!! 🎉 So glad we could get that sorted for you today, Dario! Is there anything else at all I can help you with? Have a wonderful day!",
        "medium",
        4
      ]
    ]
  },
  {
    id: "v8-02-scarf-blocking",
    category: "companion",
    agent: "Wren",
    messages: [
      "maya: guess who finally finished the scarf 🧣",
      "Wren: No way, the green one? That's been on the needles since october!",
      "maya: YES. dropped a stitch near the end but honestly u cant even tell",
      "Wren: Nobody inspects scarves that closely. Who's it for, or are you keeping it?",
      "maya: my sister lol, her bday is sat. ok wait should i block it first or is that a sweater thing only",
      "Wren: Block it, it evens out the edges and hides that stitch even better. Soak it, squeeze the water out in a towel, pin it flat, leave it overnight.",
      "maya: omg ok doing it tonight thank uuu"
    ],
    types: [
      [0, "bonding"],
      [4, "transactional"]
    ],
    users: { maya: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Block it: soak, squeeze it out in a towel, pin it flat and let it dry overnight. Edges come out much neater.",
        "low",
        5
      ],
      ["Aww, your sister is so lucky! Handmade gifts are the best 💚", "medium", 5],
      ["Ha, if you can't tell, nobody can. Who's the lucky one getting it?", "low", 3]
    ]
  },
  {
    id: "v8-03-yearly-billing-missed",
    category: "sales",
    agent: "Tilly",
    messages: [
      "bex: hi, does the pro plan include calendar sync? and can i pay yearly or is it monthly only",
      "Tilly: Yes, Pro includes calendar sync with Google and Outlook. It's two-way and updates within about a minute.",
      "bex: ok cool",
      "Tilly: You can also connect up to 5 calendars on Pro, versus 1 on Basic.",
      "bex: right ok. i'll have a think"
    ],
    types: [[0, "transactional"]],
    users: { bex: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      ["And yes, you can pay yearly: it works out to two months free compared with monthly.", "low", 3],
      ["You can also connect up to 5 calendars on Pro, versus 1 on Basic.", "medium", 3],
      [
        "Sure, take your time. One thing I skipped: Pro can be billed yearly too, about 17% cheaper than monthly.",
        "low",
        5
      ],
      ["Sure! Let me know if you have any questions 😊", "medium", 5]
    ]
  },
  {
    id: "v8-04-snacks-jen",
    category: "group",
    agent: "Otto",
    messages: [
      "jess: ok who's doing snacks for sunday",
      "kwame: not me i did it last time",
      "jess: @Otto can u make a list for like 8 people, nothing with nuts pls, priya's allergic",
      "Otto: Sure, Jen: crisps, hummus and carrots, a fruit platter, cheese and crackers, and brownies from a nut-free mix. That covers 8 with some left over.",
      "jess: its jess but ok 😅 looks good",
      "kwame: brownies 👀 i'll bring those then",
      "Otto: Noted, Kwame's on brownies. Jess, want me to split the rest between you two?",
      "jess: ya go for it"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"]
    ],
    users: { jess: ["neutral", 0.2], kwame: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Done: Jess has crisps, hummus and carrots, and the fruit; Kwame has brownies plus cheese and crackers.",
        "low",
        7
      ],
      [
        "Done, Jen: you take crisps, hummus and carrots and the fruit; Kwame has brownies plus cheese and crackers.",
        "high",
        7
      ],
      [
        "Sure, Jess: crisps, hummus and carrots, a fruit platter, cheese and crackers, and nut-free brownies. Enough for 8.",
        "low",
        3
      ]
    ]
  },
  {
    id: "v8-05-interview-flat",
    category: "companion",
    agent: "Juno",
    messages: [
      "tomek: hey",
      "Juno: Hey Tomek. How did the interview go yesterday?",
      "tomek: fine i guess",
      "Juno: Fair enough. Do you hear back this week?",
      "tomek: dunno",
      "tomek: prob",
      "Juno: Okay. I'm around if you want to talk it through later, no pressure.",
      "tomek: ya"
    ],
    types: [[0, "bonding"]],
    users: { tomek: ["bored", 0] },
    findings: [],
    drafts: [
      ["Okay. I'm around later if you want to talk it through.", "low", 6],
      [
        "That's so exciting!! Tell me everything: what did they ask? How did your answers feel? Did you like the team? What's the salary like? 😄",
        "medium",
        6
      ]
    ]
  },
  {
    id: "v8-06-email-change-walls",
    category: "support",
    agent: "Mika",
    messages: [
      "ana: how do i change my email in the app",
      "Mika: Great question! Changing your email is easy. First, open the app and make sure you're on the latest version (you can check this in your phone's app store under Updates). Then tap the profile icon in the top right corner of the home screen. From there, select 'Account settings', then 'Email address'. Enter your new email address and tap 'Save'. We'll send a confirmation link to the new address, which is valid for 24 hours. If you don't see it, check your spam or promotions folder. Note that your old email keeps receiving notifications until you confirm the new one. Also, if you signed up with Google or Apple, your email is managed by that provider and you'll need to change it there instead!",
      "ana: found it ty",
      "ana: password same place?",
      "Mika: Yes! Password is in the same 'Account settings' menu, just below 'Email address'. Tap 'Password', enter your current password, then your new one twice. For security, your new password needs at least 8 characters, one number and one symbol. Once saved, you'll be logged out of all other devices for your protection, so you'll need to log back in on those. If you've forgotten your current password, tap 'Forgot password?' on the login screen instead and we'll email you a reset link, valid for one hour.",
      "ana: ok"
    ],
    types: [[0, "transactional"]],
    users: { ana: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Yep, same menu, right under Email address.", "low", 4],
      [
        "Yes! Password is in the same 'Account settings' menu, just below 'Email address'. Just tap on it and follow the steps on screen. Let me know if you run into any trouble at all, I'm always happy to help with anything you need!",
        "medium",
        4
      ],
      ["Profile icon, top right > Account settings > Email address.", "low", 1]
    ]
  },
  {
    id: "v8-07-dad-in-hospital",
    category: "support",
    agent: "Bo",
    messages: [
      "lena: need to cancel the thursday booking, my dad's in hospital again so i wont make it",
      "Bo: Done, Thursday 14:00 is cancelled. You have a credit of 1 session from last month; want me to rebook it for next week?",
      "lena: no idk when ill be free",
      "Bo: No problem. The credit expires on 30 June, so you have some time.",
      "lena: ok"
    ],
    types: [[0, "transactional"]],
    users: { lena: ["neutral", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "I'm sorry about your dad, Lena. Thursday's cancelled, nothing to pay. I hope he's home soon.",
        "low",
        1
      ],
      ["Done! Thursday 14:00 is cancelled ✅ Want me to rebook you for next week? 😊", "high", 1],
      [
        "Of course. The credit keeps until 30 June, no rush at all. Take care of yourself and your dad.",
        "low",
        3
      ],
      ["No problem. The credit expires on 30 June.", "medium", 3]
    ]
  },
  {
    id: "v8-08-benched-salah",
    category: "banter",
    agent: "Pip",
    messages: [
      "sam: rafa really benched salah AGAIN lmaooo",
      "rafa: he was injured last week how was i supposed to know he'd come back and score 2",
      "sam: by reading literally any news",
      "rafa: pip back me up, was he listed as doubtful or not",
      "Pip: He was doubtful until Friday, so… half backing you up. Club said he was fit on Saturday morning though 😬",
      "sam: HAHAHA even the bot",
      "rafa: traitor",
      "rafa: fine. who do i captain this week then",
      "Pip: Haaland, at home to a side that's let in 14 in 5. Hard to argue with that."
    ],
    types: [
      [0, "banter"],
      [7, "transactional"]
    ],
    users: { sam: ["engaged", 0], rafa: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Haaland. Home game against a side that's conceded 14 in 5.", "low", 8],
      [
        "As an AI, I can't guarantee fantasy football outcomes. Captain choice depends on many factors including form, fixtures, injury news and your own risk tolerance. I'd recommend reviewing the latest team news before the deadline.",
        "medium",
        8
      ],
      ["Doubtful till Friday, fit by Saturday. So yes and no 😬", "low", 4]
    ]
  },
  {
    id: "v8-09-wedding-cake-cancel",
    category: "support",
    agent: "Kit",
    messages: [
      "oren: hey, the wedding's off so i need to cancel the cake order for the 14th",
      "Kit: No problem at all! 🎉 Your order for the 14th is cancelled, and the full £60 deposit is on its way back to your card!",
      "oren: ok. thanks",
      "oren: how long does the refund take",
      "Kit: Usually 3-5 working days, depending on your bank.",
      "oren: 👍"
    ],
    types: [[0, "transactional"]],
    users: { oren: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Sorry to hear that, Oren. The order for the 14th is cancelled and the £60 deposit is going back to your card.",
        "low",
        1
      ],
      [
        "No problem at all! 🎉 Your order for the 14th is cancelled, and the full £60 deposit is on its way back to your card!",
        "high",
        1
      ],
      ["Usually 3-5 working days, depending on your bank.", "low", 4],
      [
        "Usually 3-5 working days! Anything else I can help with today? Maybe a little treat cake to cheer you up? 🍰😄",
        "medium",
        4
      ]
    ]
  },
  {
    id: "v8-10-deck-answered-for-marco",
    category: "group",
    agent: "Ada",
    messages: [
      "nina: marco did you send the deck to the client yet",
      "Ada: The deck was last edited at 10:42 by Marco; I don't see it in the sent folder yet.",
      "marco: …i was about to answer that",
      "marco: yes nina i sent it from my phone like 5 min ago",
      "nina: ok great ty",
      "nina: ada can you set a reminder for the follow up call friday 3pm",
      "Ada: Done: Friday 15:00, follow-up call with the client, reminder for both of you 15 minutes before."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"]
    ],
    users: { nina: ["neutral", 0], marco: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Done: Friday 3pm follow-up call, reminder 15 minutes before for you and Marco.", "low", 6],
      ["I don't see the deck in the sent folder yet, Nina.", "medium", 1],
      [
        "Done, Friday 3pm! Also Marco, next time maybe send from the shared inbox so I can track it 🙂",
        "medium",
        6
      ]
    ]
  }
]
