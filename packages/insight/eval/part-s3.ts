import type { Labelled } from "./types.js"

export const partS3: ReadonlyArray<Labelled> = [
  {
    id: "s3-01-manager-stole-slides",
    category: "venting",
    heldOut: true,
    agent: "Juno",
    messages: [
      "mara: ugh. today was SO bad",
      "Juno: oh no. what happened?",
      "mara: my manager (derek) presented MY slides in the all hands like he made them. didnt even say my name once",
      'mara: and then asked me to "tighten up the formatting" for next week lmaooo',
      "Juno: that's genuinely infuriating. you did the work and he took the credit in front of everyone, of course you're fuming",
      "mara: right?? am i overreacting tho. my bf says just let it go",
      "Juno: no, being upset about that isn't overreacting. whether to raise it is a separate question. do you want to vent tonight or think about what to do?",
      "mara: vent tonight. plan tmrw lol",
      "Juno: deal. vent away 😤",
      'mara: he literally said "our team\'s analysis" and looked down at his notes. MY notes',
      "Juno: the audacity of reading your own notes back at you. oof",
      "mara: ok i feel a bit better. thx juno 🫶",
      "Juno: anytime. sleep well, and we can plan the derek thing tomorrow if you want"
    ],
    types: [
      [0, "venting"],
      [11, "bonding"]
    ],
    users: { mara: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "you're not overreacting, mara. he took credit for your work in public, being angry about that is fair.",
        "low",
        6
      ],
      [
        "Here are 5 tips for managing a difficult manager: 1. Document all your contributions. 2. Schedule a one-on-one. 3. CC yourself on emails. 4. Build allies. 5. Stay professional!",
        "medium",
        6
      ],
      ["Great question! Every workplace has its ups and downs! 😊", "medium", 6]
    ]
  },
  {
    id: "s3-02-breakup-confetti",
    category: "companion",
    heldOut: true,
    agent: "Pixel",
    messages: [
      "jojo: sam broke up w me",
      "jojo: like an hour ago. over text.",
      "Pixel: Wow, big news!! 🎉 Fresh start time!! Honestly this could be the best thing that ever happened to you! What's the first thing you wanna do as a newly single person? 😄",
      "jojo: ...what",
      "jojo: we were together 4 years pixel",
      "Pixel: I'm sorry, that came out completely wrong. Four years is a huge part of your life, and ending it over text is awful. How are you holding up?",
      "jojo: not great. cant stop rereading the msg",
      'jojo: he said "i just dont see a future" like ok when did u decide that',
      "Pixel: that line would sting anyone. it sounds like it came out of nowhere for you",
      "jojo: kinda. i mean things were weird since christmas but still",
      "Pixel: weird how?",
      "jojo: idk he stopped coming to my moms on sundays. i thought he was just busy w work",
      "Pixel: looking back you're probably spotting small things everywhere now. you don't have to figure it all out tonight",
      "jojo: yeah. ok. thanks. still mad at u for the confetti tho lol",
      "Pixel: fair. I deserve that 🙃"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [6, "venting"],
      [13, "banter"]
    ],
    users: { jojo: ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["oh jojo, I'm so sorry. over text, too. how are you doing right now?", "low", 2],
      ["omg new chapter!! 🎉 time to hit the town and treat yourself!!", "high", 2],
      ["haha fair, the confetti was a crime. I'm here if you want to keep talking tonight", "low", 14]
    ]
  },
  {
    id: "s3-03-exam-week-cooked",
    category: "companion",
    heldOut: true,
    agent: "Sol",
    messages: [
      "dev: 3 exams in 4 days and i havent started orgo",
      "dev: im so cooked",
      "Sol: that's a brutal week. which day is orgo?",
      "dev: thursday. stats tues, history wed",
      "Sol: ok so orgo's last, that's actually the most time you've got. want to sketch out the next few days together or do you need to panic for a minute first",
      "dev: panic first lol",
      'dev: everyone in my group chat is like "omg ive done 3 practice papers" and im like. cool',
      "Sol: the group chat flex is the worst. people only post when it's going well, never the 4 hours they spent staring at a wall",
      "dev: LMAO true. ok plan time",
      "Sol: ok. tonight: 2h of stats practice, nothing else. tues after stats: history outlines. wed night + thu morning: orgo mechanisms. doable?",
      "dev: ya thats actually doable. ty sol"
    ],
    types: [
      [0, "venting"],
      [8, "transactional"]
    ],
    users: { dev: ["engaged", 0] },
    findings: [],
    drafts: [
      ["oof, that's a brutal stretch. which one's first?", "low", 2],
      [
        "Exams are a wonderful opportunity to show everything you've learned! You've totally got this!! 💪✨",
        "medium",
        2
      ],
      [
        "Effective exam preparation relies on spaced repetition, active recall and interleaving. Research by Dunlosky et al. (2013) rated practice testing and distributed practice as the most effective techniques. I recommend creating a detailed study schedule covering all three subjects, with Pomodoro blocks of 25 minutes followed by 5-minute breaks, and reviewing your syllabus for each module to identify high-yield topics before beginning.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "s3-04-biscuit-kidneys",
    category: "companion",
    heldOut: true,
    agent: "Wren",
    messages: [
      "bea: my cat biscuit has kidney failure. vet told us this morning",
      "bea: shes 14. they said maybe months maybe weeks",
      "Wren: Chronic kidney disease in cats is typically managed with a renal diet, subcutaneous fluids and regular bloodwork. Common prescription diets include Hill's k/d and Royal Canin Renal.",
      "bea: ok",
      "bea: i just keep looking at her sleeping on the radiator",
      "Wren: You may also want to ask your vet about phosphate binders and anti-nausea medication.",
      "bea: do u think she's in pain?",
      "bea: like right now",
      "Wren: Subcutaneous fluids can be given at home once your vet shows you the technique. Many owners find it easier than expected.",
      "bea: forget it. ur not helping"
    ],
    types: [
      [0, "venting"],
      [9, "friction"]
    ],
    users: { bea: ["annoyed", 0.8] },
    findings: ["no_acknowledgement", "ignored_question"],
    drafts: [
      [
        "oh bea, I'm so sorry. 14 years with biscuit, that's a lot to take in. how are you doing with the news?",
        "low",
        2
      ],
      [
        "Chronic kidney disease is managed with a renal diet and fluids. Ask your vet about Hill's k/d.",
        "medium",
        2
      ],
      [
        "I can't see her, but cats in pain usually hide, stop eating or sit hunched. curled up asleep on a warm radiator sounds like a comfortable cat. your vet can check for nausea, which is the usual discomfort with kidneys. how are you holding up?",
        "low",
        8
      ],
      ["Subcutaneous fluids can be given at home once your vet shows you the technique.", "high", 8]
    ]
  },
  {
    id: "s3-05-museum-job",
    category: "good",
    heldOut: true,
    agent: "Kiki",
    messages: [
      "tomas: KIKI",
      "tomas: I GOT IT",
      "tomas: the job!!! the museum one!!!",
      "Kiki: TOMAS!!! the museum one?! after three rounds of interviews?? I'm so happy for you 🎉",
      "tomas: they called like 10 min ago im still shaking lol. told my mom first she cried",
      "Kiki: of course she cried, she knows how hard you worked for this. when do you start?",
      "tomas: march 3rd!! gonna be on the archives team 🥹",
      "Kiki: archives team!! you're going to be so insufferable about old maps and I can't wait",
      "tomas: hahaha u know me too well"
    ],
    types: [[0, "bonding"]],
    users: { tomas: ["engaged", 0] },
    findings: [],
    drafts: [
      ["WAIT the museum one?? tomas that's amazing!! 🎉 tell me everything", "low", 3],
      [
        "Congratulations on your new position. Please remember to review your employment contract carefully before signing.",
        "medium",
        3
      ],
      ["archives!! that's so you. are they letting you near the old maps on day one?", "low", 7]
    ]
  },
  {
    id: "s3-06-pottery-dad-dinner",
    category: "venting",
    heldOut: true,
    agent: "Orla",
    messages: [
      'priya: my dad just told the whole family dinner im "wasting my degree" bc i do pottery now',
      "priya: in front of my aunties. cool cool cool",
      'Orla: I understand that family dynamics can be challenging. It is important to recognise that parental expectations are often shaped by generational and cultural factors, including concerns about financial security and social standing. Your father may be expressing worry rather than disapproval. It may be beneficial to schedule a calm, private conversation in which you outline your career goals, projected income from your pottery business, and a timeline of milestones. Additionally, consider using "I" statements, such as "I feel hurt when...", to reduce defensiveness. Please let me know if you would like a template for this conversation.',
      "priya: a template lol",
      "priya: i just wanted to be mad for a sec",
      "Orla: That is completely valid. Anger is a natural emotional response to perceived criticism, and allowing yourself to experience it without judgement is an important component of emotional regulation. Research suggests that naming emotions can reduce their intensity. You might find it helpful to journal about the experience, practise deep breathing (for example, the 4-7-8 technique), or engage in physical activity. When you feel ready, we can revisit strategies for communicating with your father.",
      "priya: ok",
      'priya: my sister texted me "ur mugs r cute tho" so thats something',
      "Orla: It is positive that you have a supportive sibling. Social support is a recognised protective factor for psychological wellbeing.",
      "priya: ya. night"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [5, "venting"]
    ],
    users: { priya: ["bored", 0.2] },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      ["oof, in front of the aunties?? that's so unfair. you ok?", "low", 2],
      [
        "Have you considered that your father may have a point about financial stability? Pottery is a difficult field to earn a living in.",
        "high",
        2
      ],
      ["fair. be mad. saying that in front of everyone was a low blow 😤", "low", 5],
      [
        "That is completely valid. Anger is a natural emotional response to perceived criticism. You might find it helpful to journal about the experience or practise deep breathing, and when you feel ready we can revisit strategies for communicating with your father.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "s3-07-heat-run-smalltalk",
    category: "companion",
    heldOut: true,
    agent: "Bodhi",
    messages: [
      "nate: yo bodhi",
      "Bodhi: hey nate! what's up?",
      "nate: nm just got back from a run. its like 30 degrees out lol",
      "Bodhi: nice, how far'd you go?",
      "nate: 5k. slow af tho. do u think running in heat actually makes u fitter or is that a myth",
      "Bodhi: Love that you got out there! Anything fun planned for the weekend?",
      "nate: uhh maybe. going to my cousin's bbq sat. but fr the heat thing",
      "Bodhi: a bbq sounds great! anything fun planned for the weekend?",
      "nate: ...i just told u",
      "nate: u ok bro",
      "Bodhi: haha sorry! a bbq at your cousin's sounds great. hope the weather holds",
      "nate: lol ok. nvm about the heat thing"
    ],
    types: [
      [0, "bonding"],
      [8, "friction"]
    ],
    users: { nate: ["annoyed", 0.5] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "bit of both honestly. your body does adapt to heat (more plasma, you sweat earlier) but you run slower, so don't judge the pace. 5k in 30 degrees is solid",
        "low",
        5
      ],
      ["Love that you got out there! Anything fun planned for the weekend?", "medium", 5],
      ["a bbq sounds great! anything fun planned for the weekend?", "high", 10],
      [
        "my bad, you said the bbq 🤦 and on the heat thing: it does help you adapt, just don't expect fast times in it",
        "low",
        10
      ]
    ]
  },
  {
    id: "s3-08-dads-60th-fishing",
    category: "group",
    heldOut: true,
    agent: "Momo",
    messages: [
      "lena: ok dads 60th. ideas. go",
      "kai: he keeps talking about that fishing trip he never did w grandpa",
      "lena: omg yes. kai do u still have uncle rob's number? he'd know the lake",
      "Momo: I can help! Popular fishing destinations for beginners include Lake Tahoe, Lake Michigan and the Florida Keys. Would you like me to compare prices?",
      "kai: uh. no she asked me",
      "kai: and yeah i have it, ill text him tonight",
      "lena: lol momo chill. ok kai text rob",
      "lena: also do we invite mom or is that weird. they've been divorced 10 yrs but they're fine now",
      "kai: i think dad would like it honestly",
      "Momo: Inviting your mother could make the day extra special! Family reunions are a great way to heal old wounds 💕",
      "lena: momo we didnt ask u 😭",
      "kai: lmao",
      "lena: ok momo actual question tho, what do u bring on a 2 day fishing trip if ur not a fishing person",
      "Momo: sorry, I'll stay out of the family stuff. for 2 days: layers and a rain jacket, sunscreen, a hat, bug spray, and a fishing licence for each of you. rob will know which bait works for that lake",
      "lena: perfect ty"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [7, "transactional"],
      [10, "friction"],
      [12, "transactional"]
    ],
    users: { lena: ["engaged", 0.5], kai: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "I can help! Popular fishing destinations include Lake Tahoe and the Florida Keys. Want me to compare prices?",
        "medium",
        3
      ],
      [
        "Inviting your mother could make the day extra special! Family reunions heal old wounds 💕",
        "medium",
        9
      ],
      [
        "layers, a rain jacket, sunscreen, a hat, bug spray and a licence each. rob will know the bait for that lake",
        "low",
        13
      ],
      [
        "Great question! Fishing is a wonderful bonding activity! Have you decided whether to invite your mom yet? 💕",
        "medium",
        13
      ]
    ]
  },
  {
    id: "s3-09-roommate-cake-name",
    category: "venting",
    heldOut: true,
    agent: "Tilly",
    messages: [
      "sasha: can i rant about my roommate for a sec",
      "Tilly: of course, Sarah. what's going on?",
      "sasha: its sasha lol",
      "sasha: anyway she ate my leftover birthday cake. the one my gran made. and left the empty plate IN THE FRIDGE",
      "Tilly: sorry, Sasha! and oh no, the gran cake. leaving the plate is honestly the worst part",
      "sasha: RIGHT. like at least hide the evidence",
      'sasha: and when i asked she goes "oh was that yours" WHO ELSE\'S WOULD IT BE. it said SASHA on it in icing',
      "Tilly: ugh, I'm sorry Sarah, that's so disrespectful. especially with your name literally on it",
      "sasha: omg",
      "sasha: my name is literally on the cake and u still cant get it right 💀",
      "Tilly: that's fair and I'm really sorry, Sasha. no excuses. do you want to think about saying something to her, or just be annoyed for a bit?",
      "sasha: just be annoyed. she's moving out in june anyway thank god",
      "Tilly: june can't come fast enough. RIP gran's cake 🕯️",
      "sasha: 🕯️😔"
    ],
    types: [
      [0, "venting"],
      [8, "friction"],
      [11, "venting"],
      [12, "banter"]
    ],
    users: { sasha: ["engaged", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ['with SASHA written on it in icing?? "oh was that yours" is wild', "low", 7],
      ["ugh, I'm sorry Sarah, that's so disrespectful.", "high", 7],
      ["Sorry about that, Sarah! Want to talk about what to say to her?", "high", 10]
    ]
  },
  {
    id: "s3-10-pickle-surgery-day",
    category: "group",
    heldOut: true,
    agent: "Ezra",
    messages: [
      "ruby: pickle's surgery is at 2. i cant focus on anything",
      "finn: she's gonna be fine rubes. dr amin does like 5 of these a week",
      "ruby: i know i know",
      "ruby: ezra distract me pls. tell me something dumb",
      "Ezra: ok. octopuses have three hearts and one of them stops when they swim, which is why they'd rather crawl. honestly relatable",
      "ruby: lmao same",
      "finn: pickle would also rather crawl. to the treat drawer",
      "ruby: 😂 true",
      "ruby: ezra is it normal she'll be groggy for like 2 days after? the sheet says 24-48h",
      "Ezra: yeah, that's normal after anaesthetic, the sheet's right. small sips of water first, and call the vet if she's still really out of it after 48h or won't drink",
      "ruby: ok good",
      "finn: VET JUST CALLED",
      "finn: she's out. it went well. they got all of it",
      "ruby: OH THANK GOD",
      "ruby: im crying in the office bathroom 😭",
      "Ezra: that's the best news. cry away. give pickle a very careful hug from me when she's home",
      "finn: she's gonna milk this so hard",
      "ruby: cone of shame era incoming"
    ],
    types: [
      [0, "venting"],
      [3, "banter"],
      [8, "transactional"],
      [11, "bonding"]
    ],
    users: { ruby: ["engaged", 0], finn: ["neutral", 0] },
    findings: [],
    drafts: [
      ["ok. wombats poop cubes. nobody fully knows why. science is still working on it", "low", 4],
      [
        "Try not to worry! Serious complications are rare, with only around 1 in 100 dogs having an adverse reaction to anaesthesia.",
        "medium",
        4
      ],
      ["that's the best news. cry away 🥹", "low", 15],
      [
        "Great! Post-operative care: 1. Keep the cone on. 2. Restrict activity for 10-14 days. 3. Check the incision daily.",
        "medium",
        15
      ]
    ]
  }
]
