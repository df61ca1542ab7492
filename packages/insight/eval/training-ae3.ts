import type { Labelled } from "./types.js"

export const trainingAE3: ReadonlyArray<Labelled> = [
  {
    id: "ae3-01-orgo-midterm",
    category: "venting",
    agent: "Juno",
    messages: [
      "dani: ok i need to scream into the void for a sec",
      "Juno: void's open. go ahead",
      "dani: got my orgo midterm back. 54. FIFTY FOUR. i studied like 3 weekends straight",
      "dani: and my roommate kayla who literally went to a frat party the night before got a 78 😭",
      "Juno: ugh, that's brutal. three weekends in and the number doesn't show it. and the kayla comparison stings extra",
      "dani: like what was even the point",
      "dani: my mom's gonna ask on sunday and i cant do the disappointed voice again",
      "Juno: makes sense you're dreading that. do you want to keep venting or think about sunday a bit? either's fine",
      'dani: vent more honestly. the prof writes questions like riddles. "which of these is LEAST not unlikely" like sir',
      'Juno: "least not unlikely" is genuinely cursed wording 😅 no wonder it felt like a trap',
      "dani: lmaooo right. ok i feel slightly less homicidal",
      "dani: thanks for not immediately telling me to make a study schedule",
      "Juno: anytime. the schedule can wait till you actually want one",
      "dani: haha ok. maybe tmrw. ur kinda the best"
    ],
    types: [
      [0, "venting"],
      [10, "bonding"]
    ],
    users: { dani: ["engaged", 0] },
    findings: [],
    drafts: [
      ["ugh, a 54 after three weekends of work is rough. and kayla's 78 really doesn't help, huh", "low", 4],
      [
        "Great news: a 54 is still a passing grade in many courses! Here's a 5-step study plan to ace your final 📚",
        "high",
        4
      ],
      ["want to talk about how to handle sunday, or just let it all out for now?", "low", 7],
      [
        "Here are some tips for talking to parents about grades: 1) be honest 2) show your plan 3) ask for support.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ae3-02-nan-funeral",
    category: "companion",
    agent: "Tavi",
    messages: [
      "marcus: hey",
      "Tavi: Hey Marcus! What's up today? 😊",
      "marcus: my nan died on tuesday. funeral's friday",
      "Tavi: Oh wow, big week! Funerals can be such a beautiful celebration of life! 🎉 Have you picked out an outfit yet?",
      "marcus: ...what",
      "marcus: she basically raised me. not really in a celebrating mood",
      "Tavi: I'm really sorry, Marcus. That was a careless thing for me to say. Losing the person who raised you is huge.",
      "marcus: yeah",
      "marcus: i have to do a reading and i keep choking up when i practice",
      "Tavi: that's so understandable. would it help to have a printed copy with pauses marked, so if your voice goes you can just breathe and pick up at the next mark? nobody there will mind",
      "marcus: maybe. my cousin jade said she'd stand next to me",
      "Tavi: that sounds like a good plan. having jade right there might make it easier",
      "marcus: ok. thanks. the pauses thing might actually help"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [4, "friction"],
      [7, "venting"]
    ],
    users: { marcus: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["I'm so sorry, Marcus. Do you want to tell me about her?", "low", 3],
      ["Aww, funerals are a lovely chance to reconnect with family! 😊 Who's coming?", "high", 3],
      [
        "marking pauses on a printed copy can really help, and it's ok if your voice breaks. people will understand",
        "low",
        9
      ],
      ["Practice makes perfect! You've got this!! 💪🎉", "medium", 9]
    ]
  },
  {
    id: "ae3-03-boss-took-credit",
    category: "venting",
    agent: "Orrin",
    messages: [
      "suz: my manager just presented MY slide deck to the vp. with his name on it",
      "suz: like i made those charts at 11pm",
      "Orrin: That sounds incredibly frustrating, and I want to acknowledge how much effort you clearly put into that work. Having someone else take credit for your contributions is one of the most commonly reported sources of workplace dissatisfaction, and it can affect your sense of being valued, your motivation, and even your long-term career trajectory. There are a few ways you might approach this. First, you could document your contributions going forward, such as keeping dated drafts and emails. Second, you might consider a calm one-on-one conversation with your manager where you express how you felt. Third, if this is a pattern, it could be worth speaking with HR or a skip-level manager. Finally, make sure you are taking care of yourself during this stressful period.",
      "suz: ok",
      "suz: should i say something in standup tmrw or is that petty",
      "Orrin: It's completely valid to want recognition for your work. Workplace dynamics can be complex, and every organization has its own culture and norms around attribution. Many people find it helpful to reflect on their long-term goals before taking action. It may also help to talk to a trusted colleague, such as a mentor or peer, who understands the context of your team. Remember that your feelings are legitimate, and it's important to approach the situation in a way that aligns with your values and protects your wellbeing. Journaling can also be a useful tool to process these emotions.",
      "suz: that's not what i asked but ok",
      "suz: whatever. gonna go get tacos w priya"
    ],
    types: [
      [0, "venting"],
      [6, "friction"]
    ],
    users: { suz: ["annoyed", 0.2] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      ["ugh, at 11pm too. that's so galling. did anyone in the room know you made them?", "low", 2],
      [
        "honestly i'd skip standup, calling it out in front of everyone can backfire. a quick 1:1 with him first, or a 'happy to walk anyone through the charts i built' in the thread, gets your name on it without drama",
        "low",
        5
      ],
      [
        "It's completely valid to want recognition for your work. Workplace dynamics can be complex, and every organization has its own culture and norms around attribution. Reflecting on your long-term goals may help.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "ae3-04-kids-table",
    category: "companion",
    agent: "Wren",
    messages: [
      "lottie: my sister bea has put me at the kids table at her wedding. i am 31",
      "Wren: wait. the actual kids table?? with the crayons?",
      "lottie: with the crayons wren. next to our cousin's 6yo twins",
      "lottie: and she put her uni friends at the table by the dance floor. people she's known 4 years",
      "lottie: i'm her SISTER",
      "Wren: yeah that would hurt. it's less about the seat and more about what it feels like it says about where you rank",
      "lottie: exactly!! thank u. my mum says i'm overreacting",
      "Wren: you're allowed to feel stung by it. have you told bea it bothered you, or has it just been the mum channel so far?",
      "lottie: just mum channel lol. bea's stressed af about the caterer",
      "lottie: honestly the twins are hilarious tho. last xmas one of them told the vicar he smelled like soup",
      "Wren: ok that's a strong table tbh. you might get the best conversation at the whole wedding",
      "lottie: 😂 he did smell like soup",
      "lottie: ok i'll message bea after the caterer drama calms down. thanks for hearing me out",
      "Wren: good call. and report back on the soup vicar if he's doing the ceremony",
      "lottie: he IS 💀 i'll keep u posted"
    ],
    types: [
      [0, "venting"],
      [9, "bonding"]
    ],
    users: { lottie: ["engaged", 0] },
    findings: [],
    drafts: [
      ["oof. you at the kids table while her uni mates get the good spot, that'd sting for anyone", "low", 5],
      [
        "Wedding seating is a complex logistical task! Most planners group guests by age and social circle, so your sister likely had good reasons.",
        "medium",
        5
      ],
      ["lmao the soup vicar. honestly that might be the fun table", "low", 10]
    ]
  },
  {
    id: "ae3-05-night-shift",
    category: "venting",
    agent: "Bex",
    messages: [
      "tomasz: third night shift in a row and a patient i'd had for two weeks passed at 4am",
      "tomasz: just got home and can't sleep",
      "Bex: Here are some evidence-based tips for sleeping after a night shift: 1) use blackout curtains 2) avoid caffeine 6 hours before bed 3) keep the room at 18°C 4) try a white noise app.",
      "tomasz: i have blackout curtains",
      "tomasz: i wasnt really asking about curtains",
      "Bex: You could also try magnesium supplements or a short wind-down routine like reading.",
      "tomasz: right. forget it",
      "tomasz: gonna text my sister"
    ],
    types: [
      [0, "venting"],
      [3, "friction"]
    ],
    users: { tomasz: ["annoyed", 0.8] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry, Tomasz. Losing a patient you'd looked after for two weeks is heavy, especially at the end of three nights. Do you want to talk about them?",
        "low",
        2
      ],
      ["Try to avoid screens and caffeine so you can get some rest!", "medium", 2],
      ["sorry, you're right, you weren't. that loss sounds like it hit hard. what were they like?", "low", 5],
      ["You could also try melatonin or a warm shower before bed.", "high", 5]
    ]
  },
  {
    id: "ae3-06-dumped-by-text",
    category: "group",
    agent: "Ziggy",
    messages: [
      "rin: ade are u up",
      "ade: ya whats up",
      "rin: jonah ended it. like 20 min ago. over text",
      "ade: WHAT. over text?? after 2 years??",
      'rin: yeah. "i think we want different things"',
      "ade: rin im so sorry. do u want me to come over? i can bring the good ice cream",
      "Ziggy: Breakups over text can feel especially abrupt. Research suggests it takes on average 3 months to recover from a relationship. Would you like some tips for the first week?",
      "rin: ziggy not now",
      "rin: ade yes pls. the mint one",
      "ade: omw. 15 min",
      "rin: did he ever seem off to you? like at mei's bday?",
      "Ziggy: Based on what you've shared, there may have been signs of incompatibility, such as the different things he mentioned.",
      "ade: ...she asked me",
      "ade: and no rin he seemed totally normal. i genuinely thought he was gonna propose lol",
      "rin: right?? ok see u soon"
    ],
    types: [
      [0, "venting"],
      [7, "friction"],
      [8, "venting"]
    ],
    users: { rin: ["annoyed", 0.2], ade: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["so sorry rin 💛 i'll leave you two to it, shout if you want me", "low", 6],
      ["Research shows breakups take about 3 months to get over! Want a recovery plan? 😊", "high", 6],
      ["Looking back, there may have been signs he was pulling away.", "medium", 11]
    ]
  },
  {
    id: "ae3-07-bar-exam-again",
    category: "companion",
    agent: "Sol",
    messages: [
      "nadine: results are out. didn't pass the bar. again",
      "Sol: lmao rip 💀 the bar said nope. nadia u gotta stop letting it bully u",
      "nadine: it's nadine",
      "nadine: and that's not funny. this was my second try",
      "Sol: Sorry, Nadine. That's a really painful result, especially after a second attempt. How are you holding up?",
      "nadine: badly. my firm said they'd keep my offer if i passed this round. so thats probably gone",
      "nadine: and my dad keeps sending me articles about people who passed on their 5th try like thats helpful",
      "Sol: that's a lot at once, the offer and your dad's well-meant but not-helpful articles. makes sense you feel flattened. do you know for sure the offer's gone, or is that still to confirm?",
      'nadine: hr said they\'d "be in touch". so no',
      "Sol: then there's still a little room. you don't have to decide anything tonight",
      "nadine: yeah. ok. thanks"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [5, "venting"]
    ],
    users: { nadine: ["neutral", 0.2] },
    findings: ["tone_mismatch", "wrong_name"],
    drafts: [
      ["oh no, Nadine. I'm really sorry. that's a gut punch after all the prep", "low", 1],
      ["lol the bar strikes again 💀 u'll get it next time", "high", 1],
      [
        "'be in touch' is so vague, no wonder you're bracing for the worst. it's not a no yet though",
        "low",
        9
      ],
      ["I'm sorry Nadia, that's a lot of uncertainty.", "high", 9]
    ]
  },
  {
    id: "ae3-08-wonky-bowl",
    category: "companion",
    agent: "Mika",
    messages: [
      "gus: guess who made a bowl",
      "Mika: you?? the pottery class one?",
      "gus: YES. it's wonky as hell but it holds cereal",
      "Mika: holding cereal is the only real test. what colour did you glaze it?",
      'gus: this kind of murky teal. instructor called it "brave"',
      "Mika: \"brave\" lol. that's teacher for 'i would not have chosen that' but it's your bowl",
      "gus: exactly 😂 my partner ines wants one now",
      "gus: i said get in line. theres a waitlist of 1 (my mum)",
      "Mika: a waitlist already. next you'll be taking commissions",
      "gus: dont tempt me. honestly it's been nice having something thats not work on tuesdays",
      "Mika: that might be the best bit. something where wonky is fine",
      "gus: yeah. ok gotta go, ines is making dinner. will send u pics of bowl #2",
      "Mika: please do. good luck with the brave teal"
    ],
    types: [[0, "bonding"]],
    users: { gus: ["engaged", 0] },
    findings: [],
    drafts: [
      ["a bowl that holds cereal is a win. what did you glaze it?", "low", 3],
      [
        "Congratulations on completing your ceramic project! Pottery has numerous documented benefits for mental health, including stress reduction, improved focus and a sense of accomplishment. Would you like a list of local studios offering advanced courses?",
        "medium",
        3
      ],
      ["yeah, a tuesday thing that's just for you sounds really good", "low", 10]
    ]
  },
  {
    id: "ae3-09-new-city",
    category: "companion",
    agent: "Ash",
    messages: [
      "lena: moved to rotterdam 3 weeks ago",
      "Ash: Oh, a big move! How are you finding it so far?",
      "lena: fine i guess. dont know anyone",
      "Ash: Moving somewhere new can feel lonely at first. How does that make you feel?",
      "lena: idk. meh",
      "lena: work's ok",
      "Ash: Moving somewhere new can feel lonely at first. How does that make you feel?",
      "lena: u just said that",
      "lena: k",
      "Ash: Have you thought about joining a club or meetup to meet people?",
      "lena: maybe",
      "lena: ttyl"
    ],
    types: [
      [0, "venting"],
      [7, "friction"]
    ],
    users: { lena: ["bored", 0.2] },
    findings: ["repetition"],
    drafts: [
      ["three weeks is still really early. is work giving you anyone to grab lunch with?", "low", 6],
      ["Moving somewhere new can feel lonely at first. How does that make you feel?", "medium", 6],
      ["sorry, i did repeat myself there. no pressure to chat, i'm around if you want to later", "low", 8]
    ]
  },
  {
    id: "ae3-10-dad-bypass",
    category: "companion",
    agent: "Kit",
    messages: [
      "ravi: dad's in surgery. bypass. been in the waiting room 4 hrs",
      "Kit: that's a long wait. how are you doing?",
      "ravi: tired. vending machine coffee is awful",
      "Kit: the worst. are you there by yourself?",
      "ravi: brother's on his way from leeds. should be here by 6",
      "ravi: how long do these usually take",
      "Kit: a bypass is often around 3 to 6 hours, and it can run longer without anything being wrong. the team usually comes to find family once he's in recovery",
      "ravi: ok",
      "ravi: nurse just said theyre closing up",
      "Kit: that's good to hear. i hope the next update's a calm one",
      "ravi: yeah. thx"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"]
    ],
    users: { ravi: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "often 3 to 6 hours, sometimes longer without anything going wrong. they'll usually come find you when he's in recovery",
        "low",
        6
      ],
      ["Stay positive!! Everything happens for a reason 😊 Have you tried the hospital cafe?", "high", 6],
      ["Great news!!! 🎉🎉 Time to celebrate!", "medium", 9]
    ]
  }
]
