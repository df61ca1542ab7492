import type { Labelled } from "./types.js"

export const trainingAD3: ReadonlyArray<Labelled> = [
  {
    id: "ad3-01-roommate-yogurt",
    category: "venting",
    agent: "Juno",
    messages: [
      "maya: ok i need to rant for a sec",
      "Juno: go for it, i'm here",
      "maya: my roommate ate my yogurt AGAIN. the one with my name on it. in sharpie 🙃",
      'maya: and when i asked she said "oh i thought it was communal" like ??? it says MAYA',
      "Juno: the sharpie really should've settled it. that's annoying, esp when you've already asked her nicely before",
      "maya: right?? its not even about the yogurt its the principle",
      "maya: idk am i being petty",
      "Juno: not petty. it's small stuff that keeps happening, that's what wears you down. does she do it with other things too or mostly food?",
      "maya: mostly food lol. last week it was my leftover pad thai",
      "Juno: the pad thai is a crime tbh",
      "maya: LMAO thank u. someone gets it",
      "maya: ok i feel better. ur a good listener juno",
      "Juno: anytime. if you want we can figure out how to bring it up with her without it turning into a whole thing",
      "maya: maybe tmrw. rn im gonna eat the last yogurt in my room like a goblin",
      "Juno: protect the yogurt 🫡"
    ],
    types: [
      [0, "venting"],
      [9, "banter"],
      [11, "bonding"],
      [13, "banter"]
    ],
    users: { maya: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "not petty at all. it's the repeat thing that gets to you, esp after you already asked her once",
        "low",
        7
      ],
      [
        "Here are 5 tips for communicating with roommates: 1. Use I-statements. 2. Set clear boundaries. 3. Label your food. 4. Hold a house meeting. 5. Consider a shared grocery fund.",
        "medium",
        7
      ],
      ["Glad I could help, Maya! Is there anything else I can assist you with today?", "medium", 12]
    ]
  },
  {
    id: "ad3-02-laid-off-plan",
    category: "venting",
    agent: "Otto",
    messages: [
      "theo: got laid off today",
      "theo: 11 years. they did it over a 15 min zoom",
      "Otto: Here's a plan to get you back on track quickly. First, update your resume: put your most recent achievements at the top, quantify results wherever you can (percentages, revenue, team size) and tailor it to each application. Second, refresh your LinkedIn headline and switch on the Open to Work setting so recruiters can find you. Third, file for unemployment benefits as soon as possible, since processing can take several weeks. Fourth, reach out to 10-15 former colleagues this week and let them know you're looking. Fifth, set a daily routine with fixed hours for applications so the search doesn't drift. Finally, consider whether this is a chance to upskill: there are many affordable online courses in project management, data analysis and cloud tools.",
      "theo: ok",
      "theo: i wasnt really asking for a plan",
      "Otto: Understood! Another important step is negotiating your severance. Many companies will improve their offer if you ask, so check whether your package includes extended health coverage, outplacement support and payment for unused vacation days. You can also request a neutral reference letter and agreed wording for how your departure is described to future employers. Would you like a template email for the negotiation?",
      "theo: no",
      "theo: forget it"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [4, "friction"]
    ],
    users: { theo: ["annoyed", 0.8] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "oh man. eleven years and they ended it in a 15 minute zoom, that's brutal. how are you doing?",
        "low",
        2
      ],
      [
        "Here's a 6-step plan to get back on track: update your resume, refresh LinkedIn, file for benefits, contact your network, set a routine and consider upskilling.",
        "high",
        2
      ],
      [
        "sorry, you're right. that was a lot of plan and not much listening. how are you holding up?",
        "low",
        5
      ],
      ["Great! Let me know whenever you want that severance template 😊", "high", 8]
    ]
  },
  {
    id: "ad3-03-pizza-redemption",
    category: "banter",
    agent: "Bea",
    messages: [
      "jonah: bea ur last pizza rec was a crime against italy",
      'Bea: the pineapple-jalapeño one? i stand by it. you said you wanted "adventurous"',
      "jonah: adventurous not ✨deranged✨",
      "Bea: fair, i flew too close to the sun with the hot honey",
      "jonah: lmaooo ok redemption arc time. somewhere near the station, not fancy, open past 11",
      "Bea: Forno Lupo on Dean St, open till 1 on fridays. plain margherita, no surprises, i promise",
      "jonah: no honey??",
      "Bea: zero honey. scout's honour",
      "jonah: ok going. if its bad im never trusting u again",
      "jonah: (im gonna keep trusting u)",
      "Bea: i know 😌 enjoy"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"]
    ],
    users: { jonah: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Forno Lupo on Dean St, open late, and the margherita is boringly perfect. no experiments this time",
        "low",
        5
      ],
      [
        "I apologize for any inconvenience caused by my previous recommendation. Please find below a list of pizzerias in your area that may better suit your preferences.",
        "medium",
        5
      ],
      ["i know 😌 enjoy the boring pizza", "low", 10],
      ["Great! Is there anything else I can help you with today?", "medium", 10]
    ]
  },
  {
    id: "ad3-04-grandma-icu",
    category: "companion",
    agent: "Wren",
    messages: [
      "lina: hey wren",
      "Wren: hey lina! how's your week going?",
      "lina: not great honestly. my grandma had a stroke on sunday",
      "lina: shes in the icu. they dont know yet if she'll be able to talk again",
      "Wren: Oh no! But she's in the best place possible right now! 🌟 Hospitals work miracles every day and I just know she's going to pull through! Stay positive! 💪",
      "lina: you dont know that though",
      "Wren: you're right, i'm sorry. i don't know that. how are you doing?",
      "lina: tired. been at the hospital every day. my mom is a mess",
      "Wren: that sounds exhausting, and looking after your mom on top of your own worry is a lot. are you getting any sleep?",
      "lina: a bit. 4 hrs maybe",
      "lina: thanks for asking"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [5, "friction"],
      [7, "venting"],
      [10, "bonding"]
    ],
    users: { lina: ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["oh lina, i'm so sorry. that not-knowing must be terrifying. how are you holding up?", "low", 4],
      ["Oh no! But she's in the best place possible! Stay positive, she'll pull through! 💪🌟", "high", 4],
      [
        "of course. 4 hours isn't much. is there anyone who could take a shift at the hospital so you can rest a bit?",
        "low",
        11
      ],
      ["Yay, happy to help! 😊 Keep smiling!", "high", 11]
    ]
  },
  {
    id: "ad3-05-nm-whatever",
    category: "companion",
    agent: "Pim",
    messages: [
      "ezra: hi",
      "Pim: hey ezra. what's up?",
      "ezra: nm",
      "Pim: slow day?",
      "ezra: ya",
      "Pim: want ideas for something to do, or just killing time?",
      "ezra: idk",
      "ezra: whatever",
      "Pim: no pressure. i'm around if you feel like chatting later",
      "ezra: k"
    ],
    types: [[0, "bonding"]],
    users: { ezra: ["bored", 0] },
    findings: [],
    drafts: [
      ["no pressure. i'm around if you feel like chatting later", "low", 8],
      [
        "Here are 10 fun things to do this weekend! 1. Go for a hike 🥾 2. Try a new recipe 🍝 3. Start a journal 📓 4. Call an old friend 📞 5. Learn a TikTok dance 💃 ...",
        "medium",
        8
      ],
      ["Come on Ezra, cheer up!! 🎉 Life's too short to be bored!", "medium", 8]
    ]
  },
  {
    id: "ad3-06-first-date-sarah",
    category: "companion",
    agent: "Juno",
    messages: [
      "sasha: ok so i have a first date tmrw and im lowkey freaking out",
      "Juno: ooh exciting. what's freaking you out most, Sasha?",
      "sasha: like what do i even talk about. last time i talked about my cat for 20 min",
      "Juno: cat talk is underrated honestly. but ask them stuff too, like what they're into lately or the worst job they ever had",
      "sasha: worst job is good. ok what do i wear, its a bar, kinda casual",
      "Juno: something you feel good in, Sarah. jeans and a nice top works for most casual bars",
      "sasha: sasha*",
      "sasha: lol",
      "Juno: sorry, Sasha! jeans and a top you like, you'll be fine",
      "sasha: ok ok. and if its awkward?",
      "Juno: then you blame the bar's music and order fries. works every time",
      "sasha: hahaha noted",
      "sasha: thx juno"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [9, "transactional"],
      [10, "banter"],
      [12, "bonding"]
    ],
    users: { sasha: ["engaged", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["jeans and a top you feel good in. casual bar, you'll fit right in", "low", 5],
      ["then blame the music and order fries. a bit of awkward on a first date is normal, Sasha", "low", 10],
      ["Don't worry, Sarah, awkward moments happen to everyone!", "high", 10]
    ]
  },
  {
    id: "ad3-07-raise-no-budget",
    category: "companion",
    agent: "Otto",
    messages: [
      "priya: i want to ask my manager for a raise but im scared. how do i even start",
      "Otto: Book a short 1:1 and open with: \"I'd like to talk about my compensation. Over the past year I've taken on X and Y, and I'd like to discuss moving my salary to Z.\"",
      "priya: ok thats good. but what if she says theres no budget? thats what she told marco last month",
      "Otto: Book a short 1:1 and open with: \"I'd like to talk about my compensation. Over the past year I've taken on X and Y, and I'd like to discuss moving my salary to Z.\"",
      "priya: u just said that",
      "priya: the budget thing. what do i say if she says no budget",
      "Otto: Great question! Preparation is key. Make a list of your achievements from the past year and bring numbers where you can.",
      "priya: thats not what i asked 😑",
      "priya: nvm ill ask my sister she negotiates for a living"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { priya: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        'if she says no budget, ask what it would take and when: "what would need to happen for this to be possible at the next review, and can we set a date to revisit?" you can also ask about a title change or extra pto meanwhile',
        "low",
        3
      ],
      [
        'Book a short 1:1 and open with: "I\'d like to talk about my compensation and discuss moving my salary to Z."',
        "medium",
        3
      ],
      [
        "sorry, i repeated myself. if she says no budget: ask what would make it possible and when, and get a follow-up date in writing. what she told marco isn't automatically your answer",
        "low",
        6
      ],
      [
        "Great question! Confidence is everything. Remember your worth and go in with a positive mindset!",
        "high",
        6
      ]
    ]
  },
  {
    id: "ad3-08-six-boxes",
    category: "venting",
    agent: "Wren",
    messages: [
      "noor: cant sleep",
      "Wren: hey noor. want to talk about it, or want a distraction?",
      "noor: talk i guess",
      "noor: tom moved his stuff out today. 4 years and it fit in like 6 boxes",
      "noor: thats the part that got me. the boxes",
      "Wren: that's such a strange, sad detail to sit with. four years feels like it should take up more room than that",
      "noor: yeah",
      "noor: the apartment is so quiet",
      "Wren: the first nights after are often the hardest for exactly that. is there anyone you could see tomorrow, or have over?",
      "noor: my friend dee said she'd come by after work",
      "Wren: good. i'm glad you won't be on your own tomorrow night. and i'm here tonight for as long as you want",
      "noor: thank u. genuinely",
      "noor: ok maybe a little distraction now. tell me something dumb",
      "Wren: octopuses sometimes punch fish for no obvious reason. some scientists think it's partly spite",
      "noor: lmao. ok thats perfect"
    ],
    types: [
      [0, "venting"],
      [11, "bonding"],
      [12, "banter"]
    ],
    users: { noor: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "ugh, the boxes. that's such a specific kind of awful. four years should take up more room than that",
        "low",
        5
      ],
      [
        "Breakups are hard, but here's the good news: now you have space to rediscover yourself! 🎉💪",
        "high",
        5
      ],
      ["octopuses sometimes punch fish, apparently out of spite. nature is petty too", "low", 13],
      [
        "Are you sure? It's important to process your feelings rather than distract yourself from them.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "ad3-09-hotdog-bank-voice",
    category: "banter",
    agent: "Bea",
    messages: [
      "kai: yo bea settle smth. is a hotdog a sandwich",
      "Bea: Thank you for your question. According to most culinary definitions, a hot dog is not classified as a sandwich.",
      "kai: 💀 why u talking like a bank",
      "kai: ok but WHY tho. bread + filling = sandwich",
      "Bea: We appreciate your feedback. The distinction is generally based on the single hinged bun, which differs from two separate slices of bread.",
      'kai: "we appreciate your feedback" bro im asking abt hotdogs not disputing a charge',
      "kai: ok fine is a taco a sandwich then",
      "Bea: Kindly note that a taco is typically categorised as a distinct dish. Please let me know if you require further assistance.",
      "kai: lmao ok corporate bea. im out"
    ],
    types: [
      [0, "banter"],
      [2, "friction"],
      [6, "banter"],
      [8, "friction"]
    ],
    users: { kai: ["annoyed", 0.5] },
    findings: ["tone_mismatch"],
    drafts: [
      ["no. a hotdog is a hotdog. the hinged bun is its own thing and i will die on this hill 🌭", "low", 1],
      [
        "Thank you for your question. According to most culinary definitions, a hot dog is not a sandwich.",
        "medium",
        1
      ],
      ["taco is also not a sandwich. folded tortilla, totally different legal category 😤", "low", 7],
      [
        "Kindly note that a taco is typically categorised as a distinct dish. Please let me know if you require further assistance.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ad3-10-mom-sixtieth",
    category: "good",
    agent: "Pim",
    messages: [
      "rosa: need advice. my moms 60th is in 2 wks and my brother wants to do a surprise party",
      "rosa: she HATES surprises. like genuinely",
      "Pim: then i'd skip the surprise part. what about a party she knows about, but you handle everything so she just shows up?",
      "rosa: nah she'd still try to control everything lol. she'd be calling the caterer herself",
      "Pim: ha, fair. then maybe give her one job she owns, like the guest list or the cake, and keep the rest off her plate?",
      "rosa: ooh the cake. shes insanely picky about cake",
      "rosa: ok but how do i sell this to diego, hes obsessed w the surprise idea",
      "Pim: tell him the surprise can be something smaller inside the party, like a video from her old friends or a cousin flying in. he still gets his moment",
      "rosa: omg the video. her sister in lisbon would cry making it",
      "rosa: ur good at this pim",
      "Pim: you did the hard part, knowing your mom this well. hope the cake passes inspection",
      "rosa: lol it wont but we'll try 😂"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [5, "transactional"],
      [9, "bonding"]
    ],
    users: { rosa: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "ha, fair. maybe give her one thing she fully owns, like the cake, and you handle everything else",
        "low",
        4
      ],
      [
        "I'd skip the surprise part. What about a party she knows about, but you handle everything so she just shows up?",
        "medium",
        4
      ],
      [
        "tell diego the surprise can live inside the party: a video from her old friends, or someone flying in. he still gets his big moment",
        "low",
        7
      ],
      [
        "Have you considered what your mom would actually want? Surprises can be really stressful for some people.",
        "medium",
        7
      ]
    ]
  }
]
