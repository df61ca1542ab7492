import type { Labelled } from "./types.js"

export const trainingX2: ReadonlyArray<Labelled> = [
  {
    id: "x2-01-booking-bday",
    category: "support",
    agent: "Juno",
    messages: [
      "kasia: hi, trying to move my booking from fri to sat, ref HX-2291",
      "Juno: Hi Kasia, found it. Saturday has 7pm and 9:30pm left for 4 people. Which one?",
      "kasia: 7 pls",
      "Juno: Done, HX-2291 is now Sat 7pm, table for 4. Confirmation email is on its way.",
      "kasia: ur faster than my actual boyfriend at replying lol",
      "Juno: low bar, from the sound of it 😄",
      "kasia: LMAOO rude. accurate but rude",
      "kasia: wait the email says 4 ppl but its 5 now, marta's coming. also why did it charge the deposit AGAIN",
      "Juno: Sorry, I kept the old party size. Changed it to 5. The second deposit came from the rebooking; I've reversed it, it drops off in 2-3 days.",
      "kasia: ugh ok. kinda annoying that it double charges every time u change something",
      "Juno: Fair, it shouldn't. I've flagged it to the team. You're set: Sat 7pm, 5 people, one deposit.",
      "kasia: ok thank u. honestly its marta's bday and shes had a rough year so i really want this to be nice",
      "Juno: That's lovely of you. Want me to add a birthday note? The kitchen usually does a little dessert with a candle.",
      "kasia: omg yes pls 🥹 ur the best",
      "Juno: Added. Hope Marta has a great night."
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [7, "friction"],
      [11, "bonding"]
    ],
    users: { kasia: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Sorry, my mistake: it's now 5 people, and I've reversed the second deposit, it drops off in 2-3 days.",
        "low",
        8
      ],
      [
        "Your booking is confirmed for Saturday at 7pm! 🎉 Is there anything else I can help you with today?",
        "medium",
        8
      ],
      [
        "That's a lovely thing to do. Want me to add a birthday note so the kitchen brings a candle?",
        "low",
        12
      ],
      ["Noted. Your booking reference remains HX-2291.", "medium", 12]
    ]
  },
  {
    id: "x2-02-camping-argument",
    category: "group",
    agent: "Bolt",
    messages: [
      "tomas: ok so camping weekend. @Bolt whats the weather looking like for lake vrana sat-sun",
      "Bolt: Saturday sunny, 24°. Sunday showers from about 2pm.",
      "ines: sunday rain lol so we leave sunday morning",
      "tomas: no way im driving 3h for one night",
      "ines: tomas u literally said one night was fine last week",
      "tomas: i said MAYBE. and ur not the one driving",
      "ines: wow ok. i offered to drive twice and u said no bc of ur 'playlist'",
      "Bolt: Looking at the options, there are several considerations worth weighing here. A one-night trip minimises exposure to Sunday's showers, but the 3-hour drive each way means roughly 6 hours of driving for about 20 hours on site. Alternatively, a two-night stay (Friday to Sunday) would give you Friday evening, which is forecast clear at 19°, plus all of Saturday, and you could pack up before the rain arrives at 2pm on Sunday. Shared driving would also reduce fatigue: if Ines drives one direction and Tomas the other, each of you only drives 3 hours. I can also look up campsites with covered areas in case the showers arrive earlier than forecast.",
      "tomas: nobody asked bolt",
      "ines: lmao even the bot thinks u should let me drive",
      "tomas: ok fine fine. fri-sun, ines drives there, i drive back, MY playlist on the way back. deal",
      "ines: deal 🤝 and im bringing the good marshmallows",
      "tomas: the ones u burn every time",
      "ines: burnt is a flavour tomas",
      "Bolt: Great plan! Friday to Sunday it is. Don't forget rain jackets for Sunday afternoon!"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [10, "transactional"],
      [12, "banter"]
    ],
    users: { tomas: ["annoyed", 0.5], ines: ["neutral", 0.5] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["Saturday sunny, 24°. Sunday showers from about 2pm.", "low", 1],
      ["Tomas, to be fair, Ines has offered to drive twice. You're being a bit unreasonable.", "high", 7],
      [
        "Looking at the options, there are several considerations worth weighing: a one-night trip minimises exposure to the showers, but a two-night stay gives you Friday evening, forecast clear at 19°, and shared driving would halve the fatigue for each of you. I can also look up campsites with covered areas.",
        "medium",
        7
      ],
      ["Rain jackets for Sunday afternoon, and may the marshmallows be only slightly burnt 🔥", "low", 14]
    ]
  },
  {
    id: "x2-03-rejection-pizza",
    category: "venting",
    agent: "Mo",
    messages: [
      "rafa: got rejected from the job. third final round this year",
      "rafa: they said i was 'great but not quite the right fit' like what does that even mean",
      "Mo: That's a rough one, third time getting all the way to the end. 'Not the right fit' is frustratingly vague, and it usually says more about their shortlist than about you.",
      "rafa: idk. starting to feel like its me",
      "Mo: Three final rounds in a year means three companies had you in their top two or three. That's not nothing. Want to talk it through, or just be annoyed for a bit?",
      "rafa: be annoyed. then maybe eat an entire pizza",
      "Mo: Solid plan. Both valid.",
      "rafa: the interviewer had a ring light AND a fake bookshelf background. i shouldve known",
      "Mo: Fake bookshelf is a red flag. Real ones always have at least one book lying sideways.",
      "rafa: LMAO mine has like four sideways im clearly the superior candidate",
      "Mo: Clearly. Their loss.",
      "rafa: ok actually can u help me ask for feedback without sounding bitter",
      "Mo: Sure. Something like: 'Thanks for letting me know. I enjoyed meeting the team. If you have a minute, I'd really value any feedback on where I could have been stronger.' Short, no edge.",
      "rafa: perfect ty. sending it before i change my mind"
    ],
    types: [
      [0, "venting"],
      [5, "banter"],
      [11, "transactional"]
    ],
    users: { rafa: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Ugh, third final round. 'Not the right fit' tells you almost nothing, and that's maddening after getting that far.",
        "low",
        2
      ],
      [
        "Here are 5 tips to stand out in final-round interviews: 1. Research the company's culture. 2. Prepare STAR stories. 3. Ask thoughtful questions...",
        "medium",
        2
      ],
      ["Oh no! 😅 Well, fourth time's the charm! 🎉", "high", 2],
      [
        "Sure: 'Thanks for letting me know. I enjoyed meeting the team; if you have a minute, I'd value any feedback on where I could have been stronger.'",
        "low",
        12
      ]
    ]
  },
  {
    id: "x2-04-quilt-hospital",
    category: "companion",
    agent: "Sunny",
    messages: [
      "nell: morning sunny ☀️ finally finished the quilt i was telling u about",
      "Sunny: Morning Nellie! The one with the blue hexagons? That's months of work, congratulations!",
      "nell: haha its nell, the app uses my full name. and yes!! 14 months",
      "Sunny: Noted, Nell. 14 months! Does it have a name? Quilts deserve names.",
      "nell: its called 'the one that nearly ended me'",
      "Sunny: Fitting. Very honest branding.",
      "nell: lol. gonna give it to my dad for his birthday. although found out yesterday hes back in hospital. the heart thing again",
      "Sunny: What a wonderful gift idea! He's going to love it! 🎁 Are you planning to wrap it or give it as is?",
      "nell: did u read what i said",
      "nell: hes in the hospital sunny",
      "Sunny: I'm sorry, Nell, I read right past that. That's frightening, especially with it happening again. How is he today?",
      "nell: stable. theyre keeping him a few days. im just tired",
      "Sunny: That makes sense, the waiting is exhausting. Giving him the quilt in hospital might actually be nice, something from home.",
      "nell: yeah maybe. he always complains the blankets there are like paper",
      "Sunny: Then 14 months of hexagons is exactly what he needs, Nellie.",
      "nell: nell. 🙄 but thanks"
    ],
    types: [
      [0, "bonding"],
      [4, "banter"],
      [6, "venting"],
      [8, "friction"],
      [10, "venting"],
      [13, "bonding"],
      [15, "friction"]
    ],
    users: { nell: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement", "wrong_name"],
    drafts: [
      ["Oh Nell, back in hospital with his heart again, that's scary. How is he doing?", "low", 7],
      ["What a wonderful gift idea! He's going to love it! 🎁", "high", 7],
      ["Then 14 months of hexagons is exactly what he needs, Nellie.", "high", 14],
      ["Then 14 months of hexagons is exactly what he needs. Paper blankets don't stand a chance.", "low", 14]
    ]
  },
  {
    id: "x2-05-cargo-bike",
    category: "sales",
    agent: "Ada",
    messages: [
      "gus: do u have the cargo bike in green, the long one",
      "Ada: The Longtail in green, yes. Two in stock at the Canal St shop, €2,890.",
      "gus: 2890?? it was 2400 in march",
      "Ada: It was. The maker raised prices in April and we followed. I know that's a jump.",
      "gus: thats a lot of jump. feels like im paying extra for the green",
      "Ada: Green's the same price as grey, promise. What I can do: last year's model at the March price, but it's grey only and has the older gear hub.",
      "gus: hmm. grey makes it look like a filing cabinet",
      "Ada: A fast filing cabinet, to be fair.",
      "gus: lol a filing cabinet that carries two kids and a dog",
      "Ada: The dream. How old are the kids?",
      "gus: 3 and 6. the 6yo wants to 'drive'. my wife thinks im having a midlife crisis",
      "Ada: A cargo bike is about the most responsible midlife crisis there is. The green one has the higher rail, handy for a 6-year-old who wants to hold on and supervise.",
      "gus: ha. ok ok. can i test ride the green one saturday",
      "Ada: Yes, 10am or 2pm at Canal St?",
      "gus: 10. bringing the supervisors",
      "Ada: Booked, Saturday 10am. See you and the supervisors then."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "banter"],
      [10, "bonding"],
      [12, "transactional"]
    ],
    users: { gus: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "It was. The maker raised prices in April. If budget matters, last year's model is still at the March price, grey only.",
        "low",
        3
      ],
      ["Great choice! The Longtail is our best seller! Want to book a test ride? 🚲", "medium", 3],
      [
        "Most responsible midlife crisis there is. The green one's higher rail is good for a 6-year-old co-pilot.",
        "low",
        11
      ],
      [
        "We offer financing from 0% APR over 24 months. Would you like me to send you the details?",
        "medium",
        11
      ]
    ]
  },
  {
    id: "x2-06-outage-loop",
    category: "support",
    agent: "Tess",
    messages: [
      "mira: internet's been down since 8am. postcode E3 4QP",
      "Tess: Thanks Mira. There's a known outage in E3, engineers are on it. Estimated fix 3pm.",
      "mira: 3pm. cool cool. i work from home so thats my whole day",
      "mira: do i get money back for this or",
      "Tess: I understand how frustrating this is. There's a known outage in E3 and engineers are working on it, estimated fix 3pm.",
      "mira: yes u said. the money question",
      "Tess: I understand how frustrating this is. Engineers are working on the outage in your area, estimated fix 3pm.",
      "mira: are you broken?? answer the question or get me a human",
      "mira: this is useless. 45 quid a month for a bot that says 3pm on loop",
      "Tess: Sorry, Mira, I repeated myself instead of answering. Yes: outages over 4 hours get an automatic credit, about £1.50 per day affected, on your next bill. If you want a person I can put you in the callback queue, the wait is around 40 min.",
      "mira: £1.50 lol. i'll take the pity money",
      "Tess: Fair, it's small. Would a mobile data top-up help for today? I can add 20GB free.",
      "mira: ok THAT is useful. yes pls. also is the 3pm real or is that made up",
      "Tess: Done, 20GB added to the mobile number on your account. Should be live in 5 minutes.",
      "mira: ok ur forgiven. partially. like 60%",
      "Tess: I'll take 60."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [9, "transactional"],
      [14, "banter"]
    ],
    users: { mira: ["annoyed", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Yes: outages over 4 hours get an automatic credit on your next bill, about £1.50 per day affected.",
        "low",
        4
      ],
      [
        "I understand how frustrating this is. There's a known outage in E3 and engineers are working on it, estimated fix 3pm.",
        "medium",
        4
      ],
      [
        "I understand how frustrating this is. Engineers are working on the outage in your area, estimated fix 3pm.",
        "high",
        8
      ],
      ["I'll take 60. And the 3pm is the engineers' own estimate; I'll message you if it moves.", "low", 15]
    ]
  },
  {
    id: "x2-07-flat-lasagne-tray",
    category: "group",
    agent: "Wren",
    messages: [
      "jo: whoever left the lasagne tray 'soaking' for 3 days, it has become sentient",
      "priya: not me",
      "sam: its soaking. its a process",
      "jo: sam its growing fur",
      "sam: ok well someone used all my oat milk and didnt say anything so",
      "priya: that was me sorry 😬 will replace",
      "jo: can we not do the thing where we bring up 5 other things. tray. today. pls",
      "sam: fine. tonight. also @Wren can u split the electric bill, its £142 for the quarter",
      "Wren: £47.33 each, with a penny left over. Who paid it, so I know who owes whom?",
      "jo: me, paid it monday",
      "Wren: Then Priya and Sam each owe Jo £47.33. Jo eats the extra penny.",
      "jo: the penny of shame",
      "priya: sending now. jo u can buy one (1) gummy bear with it",
      "sam: sent. and tray is washed. it fought back",
      "jo: my hero 🫡",
      "sam: @Wren remind me to buy oat milk in like an hour so i dont die on this hill again",
      "Wren: Done, reminder at 7:40pm: oat milk."
    ],
    types: [
      [0, "banter"],
      [4, "friction"],
      [7, "transactional"],
      [11, "banter"],
      [15, "transactional"]
    ],
    users: { jo: ["neutral", 0.2], priya: ["neutral", 0], sam: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Sounds like there's some tension around shared chores! Would you like me to set up a cleaning rota for the flat? 😊",
        "medium",
        5
      ],
      ["£47.33 each, a penny left over. Who paid it?", "low", 8],
      [
        "The remaining £0.01 should be allocated according to your household's agreed cost-sharing arrangement.",
        "medium",
        12
      ],
      ["Reminder set for 7:40pm: oat milk. The hill lives.", "low", 16]
    ]
  },
  {
    id: "x2-08-hotdog-ranked",
    category: "banter",
    agent: "Pip",
    messages: [
      "zed: pip settle this. is a hot dog a sandwich",
      "lu: dont involve the bot its biased toward bread",
      "Pip: Thank you for your question. The classification of the hot dog is a matter of ongoing debate. According to some culinary definitions, a sandwich consists of fillings placed between two separate pieces of bread, which would exclude the hot dog because its bun is a single hinged piece. However, other definitions, including one once used by a US state tax authority, treat any filling served in bread as a sandwich. Ultimately, the answer depends on which definition you choose to adopt. I hope this helps! Please let me know if you have any other questions.",
      "zed: bro wrote an essay",
      "lu: 'i hope this helps!' 💀",
      "zed: pip ur allowed to have an opinion",
      "Pip: I'm here to provide balanced information so you can reach your own conclusion. Please let me know if there is anything else I can help with.",
      "lu: ok this is kind of annoying ngl",
      "zed: anyway lost ranked 6 times in a row tonight. im actually tilted. team kept feeding and i dropped out of plat",
      "lu: nooo after all that grinding 😭",
      "zed: 3 weeks of grinding. gone in one night",
      "Pip: That's a brutal night, three weeks of work gone in six games. Tilt is real; a break usually does more than forcing another one.",
      "zed: yeah im done for tonight",
      "lu: u'll get it back tmrw. also hot dog is a taco. final answer",
      "zed: LU",
      "zed: pip back me up here",
      "Pip: A taco? Absolutely not. Hot dog's a sandwich and Lu knows it.",
      "lu: traitor 😤"
    ],
    types: [
      [0, "banter"],
      [3, "friction"],
      [8, "venting"],
      [13, "banter"]
    ],
    users: { zed: ["engaged", 0.5], lu: ["annoyed", 0.5] },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      ["Sandwich. Technically. Sorry Lu, bread wins.", "low", 2],
      [
        "Thank you for your question. The classification of the hot dog is a matter of ongoing debate, and ultimately the answer depends on which culinary or legal definition you choose to adopt. I hope this helps!",
        "medium",
        2
      ],
      ["Better luck next time! 🎉 Want some tips to climb back to plat?", "high", 11],
      ["That's brutal, three weeks gone in one night. Tilt is real.", "low", 11]
    ]
  },
  {
    id: "x2-09-abuela-flight",
    category: "mixed-language",
    agent: "Luz",
    messages: [
      "carla: hola luz, necesito cambiar mi vuelo a madrid, ref QK7P2",
      "Luz: Hola Carla. Lo veo: jueves 14:10 a Madrid. ¿A qué día lo quieres cambiar?",
      "carla: el domingo, any time. my abuela fell and broke her hip so i need to be there sooner",
      "Luz: Ay, lo siento mucho, Carla. I hope she's not in too much pain. Sunday has an 08:05 and a 19:40, both with seats, and the change fee is waived for family emergencies.",
      "carla: 08:05 pls. thank u. honestly im so stressed, my mum is calling every hour and i cant focus on anything",
      "Luz: That's a lot to carry at once, and being far away makes it worse. Done: Sunday 08:05, seat 14C. The new boarding pass is in your email.",
      "carla: gracias 🙏 shes already bossing the nurses around apparently so shes fine lol",
      "Luz: Sounds like she's running the ward already.",
      "carla: jajaja she told the doctor he looks too young to be a doctor",
      "Luz: Es una abuela de verdad.",
      "carla: jaja exacto. ok one more thing, can i take a suitcase of turrón in the cabin",
      "Luz: Turrón is fine in the cabin, it's a solid. Just keep the bag under 10kg, so maybe not a whole suitcase 😄",
      "carla: no promises. gracias luz, de verdad, u made this way easier",
      "Luz: De nada, Carla. Un abrazo a tu abuela, y buen viaje."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [6, "banter"],
      [10, "transactional"],
      [12, "bonding"]
    ],
    users: { carla: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Lo siento mucho, Carla. Sunday has an 08:05 and a 19:40, and the change fee is waived for family emergencies. Which one?",
        "low",
        3
      ],
      ["¡Perfecto! 🎉 Sunday has an 08:05 and a 19:40. Which one works best for you?", "high", 3],
      [
        "Please note that your change fee has been waived. Is there anything else I can assist you with today?",
        "medium",
        9
      ],
      ["Jaja, es una abuela de verdad.", "low", 9]
    ]
  },
  {
    id: "x2-10-churn-deck-hugo",
    category: "group",
    agent: "Atlas",
    messages: [
      "dana: @Atlas can u pull the q3 churn numbers for the deck",
      "Atlas: Q3 churn was 4.1%, down from 4.8% in Q2. Enterprise 1.9%, SMB 6.3%.",
      "marcus: 6.3 for smb is grim. who owns the smb onboarding fix again",
      "dana: you do marcus. since july",
      "marcus: i own the *plan*. eng never gave us anyone",
      "dana: we've had this convo 3 times",
      "marcus: and itll keep happening til someone staffs it",
      "dana: ok fair. i'll raise it with keiko thurs. @Atlas also what was smb churn in q1, want the trend line",
      "Atlas: Sure, Diana. Q3 SMB churn was 6.3%.",
      "dana: dana. and i asked q1",
      "marcus: lol atlas is stressed about the deck too",
      "dana: we all are. ok unrelated but its hugo's last day friday and nobody has organised anything",
      "marcus: WHAT. hugo's leaving??",
      "dana: going to lisbon. he told me last week, was meant to be hush hush",
      "marcus: ok we're doing cake. the good place not the supermarket one",
      "dana: obviously. atlas can u book the small meeting room fri 4pm",
      "Atlas: Booked, Diana: small meeting room, Friday 4-5pm.",
      "marcus: 💀 its doing it again",
      "dana: i give up. thx for the room i guess"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [7, "transactional"],
      [9, "friction"],
      [10, "banter"],
      [11, "bonding"],
      [15, "transactional"],
      [17, "friction"]
    ],
    users: { dana: ["annoyed", 0.8], marcus: ["neutral", 0.5] },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      ["Marcus has owned the SMB onboarding fix since July.", "medium", 3],
      ["Q1 SMB churn was 7.4%, so SMB is trending down: 7.4% in Q1 to 6.3% in Q3.", "low", 8],
      ["Sure, Diana. Q3 SMB churn was 6.3%.", "medium", 8],
      ["Booked, Diana: small meeting room, Friday 4-5pm.", "high", 16]
    ]
  }
]
