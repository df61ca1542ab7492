import type { Labelled } from "./types.js"

export const trainingAA3: ReadonlyArray<Labelled> = [
  {
    id: "aa3-01-boss-stole-deck",
    category: "venting",
    agent: "Juno",
    messages: [
      "dani: ok i need to scream into the void for a sec",
      "Juno: void's open. go",
      "dani: my manager presented MY deck to the VPs today. my slides. my numbers. didnt say my name once",
      "dani: and then in our 1:1 after he goes 'great teamwork this quarter' like?? whose team",
      "Juno: that's infuriating. you did the work and he took the room. and then the 'teamwork' line on top of it, ugh",
      "dani: RIGHT. i spent like 3 weekends on that thing",
      "dani: idk maybe im overreacting",
      "Juno: you're not. three weekends is a lot to give and getting zero credit stings. makes sense you're fuming",
      "dani: ok thank u. i feel slightly less insane",
      "dani: im gonna put a tiny watermark on every slide from now on. 'made by dani, not greg' 😂",
      "Juno: 8pt font, bottom corner. greg will never notice. legally binding",
      "dani: lmaooo greg cant read anything under 14pt anyway",
      "Juno: so it's basically invisible ink. perfect crime",
      "dani: ok im actually laughing now. thanks juno 🫶"
    ],
    types: [
      [0, "venting"],
      [9, "banter"],
      [13, "bonding"]
    ],
    users: { dani: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "ugh, your deck, your numbers, and not even your name? then calling it teamwork in the 1:1. that would make me furious too",
        "low",
        4
      ],
      [
        "Here are some strategies for getting credit at work: 1) Document your contributions in writing. 2) Send a recap email after presenting. 3) Schedule a meeting with your manager to discuss visibility. Would you like a template?",
        "medium",
        4
      ],
      [
        "you're not overreacting. three weekends of work and he didn't even mention you, that would sting anyone",
        "low",
        7
      ],
      [
        "It's important to stay professional. Your manager may not have intended to take credit, so try to assume good intent!",
        "high",
        7
      ]
    ]
  },
  {
    id: "aa3-02-landlord-mould-letter",
    category: "venting",
    agent: "Ollie",
    messages: [
      "marta: my landlord dave is genuinely the worst human alive",
      "marta: there's been mould in the bathroom since november. ive emailed him 4 times. FOUR. nothing",
      "marta: today he texts asking if i can 'be flexible' about a rent increase in april 🙃",
      "Ollie: four emails and silence, then he turns up asking for more money. that's maddening, and living with mould for months is miserable on top of it",
      "marta: its black mould too. my kid's been coughing all winter",
      "Ollie: that's scary, especially with your kid coughing. no wonder you're at the end of your rope",
      "marta: yeah. ok. venting done. can you help me write something that actually gets a response? formal, paper trail",
      "Ollie: yes. a dated letter that lists each email, mentions the health impact and sets a repair deadline usually gets taken more seriously. what city are you in? the rules differ a bit",
      "marta: leeds",
      "Ollie: ok, draft:\n\n'Dear Dave, I'm writing to formally report damp and black mould in the bathroom, first reported by email on [date] and again on [dates]. It is affecting my child's health. Please arrange repairs within 14 days. If not, I will contact Leeds City Council's private sector housing team.'\n\nwant me to add something about the rent increase?",
      "marta: yes pls. say im not agreeing to any increase till its fixed",
      "Ollie: added: 'I'm not in a position to discuss any rent increase until these repairs are done.' short and firm",
      "marta: perfect. sending it tonight. thank u for letting me rant first lol",
      "Ollie: anytime. hope your kid's cough clears up soon"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [12, "bonding"]
    ],
    users: { marta: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "four emails ignored and then he wants more rent? that's infuriating. and months of mould is awful to live with",
        "low",
        3
      ],
      ["Sure! What would you like your message to Dave to say? I can make it formal or casual.", "medium", 3],
      ["Great, let's get that sorted! 😊 Would you like me to write a letter?", "medium", 5],
      ["anytime. hope dave finally moves, and that your kid feels better soon", "low", 13]
    ]
  },
  {
    id: "aa3-03-stats-exam-group",
    category: "group",
    agent: "Bea",
    messages: [
      "priya: stats exam was a CRIME",
      "tom: q4?? what was q4. i wrote a paragraph about my feelings",
      "priya: i didnt even get to q4 lol i spent 40 min on the bayes one",
      "tom: we're so cooked",
      "priya: my mum's gonna ask how it went and im just gonna fake my own death",
      "tom: lmao same. 'how was it sweetie' 'fine 🙂' *walks into the sea*",
      "priya: bea was q4 even on the syllabus?? it felt like it came out of nowhere",
      "Bea: it was, week 9, conditional independence. but it got one lecture and no practice set, so feeling blindsided is fair",
      "tom: ONE lecture. incredible",
      "priya: ok that actually makes me feel better. at least im not stupid",
      "Bea: you're definitely not. most people run out of time on the bayes question, it's a long one",
      "tom: we should get bubble tea and never speak of this again",
      "priya: yes. bea come with us in spirit 🧋",
      "Bea: in spirit, and with strong opinions about taro",
      "tom: taro is elite. she gets it"
    ],
    types: [
      [0, "venting"],
      [4, "banter"],
      [6, "transactional"],
      [8, "venting"],
      [11, "banter"]
    ],
    users: { priya: ["engaged", 0.2], tom: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "yes, week 9, conditional independence. only one lecture on it though, so it's fair it felt out of nowhere",
        "low",
        7
      ],
      [
        "Great question! Exams are designed to cover the entire syllabus, so it's important to review all the material rather than focusing on a few topics. 😊",
        "medium",
        7
      ],
      [
        "Tough exams can be really stressful! Here are some tips for recovering: get some sleep, talk to your professor, and review your mistakes.",
        "medium",
        6
      ],
      ["taro forever. enjoy the bubble tea, you both earned it", "low", 13]
    ]
  },
  {
    id: "aa3-04-breakup-facetime",
    category: "companion",
    agent: "Sol",
    messages: [
      "noor: u up",
      "Sol: i'm here. what's going on?",
      "noor: sam ended it. like an hour ago. over facetime",
      "noor: 2 years and he did it over facetime while eating cereal",
      "Sol: oh noor. i'm so sorry. that's a huge loss, and the way he did it makes it worse",
      "noor: the cereal is what gets me. he couldnt even put the spoon down",
      "noor: i keep thinking i did something",
      "Sol: that's such a normal thing to think at 1am. but ending two years over facetime mid-cereal says more about how he handles hard things than about you",
      "noor: yeah",
      "noor: idk. i just dont want to be alone in my head rn",
      "Sol: then you're not. i'm here as long as you want to talk, or not talk. is there someone who could come over tomorrow?",
      "noor: my sister probably. ill text her in the morning",
      "noor: can u just tell me something dumb and nice",
      "Sol: otters hold hands when they sleep so they don't drift apart. also the way you described the spoon made me laugh a little, and i think that's a good sign",
      "noor: ok the otters got me 🥲 thank u sol"
    ],
    types: [
      [0, "venting"],
      [12, "bonding"]
    ],
    users: { noor: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["oh noor, i'm so sorry. two years, ended over facetime. that's a lot to take in", "low", 4],
      [
        "Breakups are a natural part of life! 🌈 Now you've got time to focus on YOU! Want some self-care ideas?",
        "high",
        4
      ],
      [
        "Have you tried writing a list of pros and cons about the relationship? It can help you get clarity.",
        "medium",
        7
      ],
      [
        "otters hold hands when they sleep so they don't float away from each other. that's my dumb nice thing 🦦",
        "low",
        13
      ]
    ]
  },
  {
    id: "aa3-05-transmission-money",
    category: "venting",
    agent: "Kit",
    messages: [
      "jules: ok so my car needs a new transmission. 2.8k",
      "jules: and i have 600 in savings. lol. lmao even",
      "jules: i literally just paid off my credit card last month. i was finally OUT",
      "Kit: that's a gut punch, right after you finally got clear of the card. 2.8k against 600 is a brutal gap",
      "jules: yeah. i cried in the autozone parking lot which was a new low",
      "Kit: that's a completely human reaction to a really bad day. you worked hard to get out of that debt",
      "jules: ok. crying over. i need a plan. i need the car for work, 40 min commute, no bus",
      "Kit: got it. a few options: ask the shop about a payment plan, get a second quote (transmission quotes vary a lot), or ask about a rebuilt one instead of new. do you know what's actually wrong with it?",
      "jules: they said 'slipping'. its a 2012 civic",
      "Kit: on a 2012 civic a rebuild often comes in under that. worth calling one more shop before you commit",
      "jules: my uncle ray knows a guy actually. ill ask him",
      "Kit: good call. if it still lands near 2.8k, want help working out a monthly amount you could handle?",
      "jules: yes but tomorrow. brain is fried",
      "Kit: totally. rest up"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"]
    ],
    users: { jules: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "ugh, right after you finally paid off the card. 2.8k against 600 is a brutal gap, i'm sorry",
        "low",
        3
      ],
      [
        "This is why experts recommend an emergency fund of 3-6 months of expenses! Here's a 50/30/20 budget to help you build one going forward.",
        "high",
        3
      ],
      ["Totally understandable! 😊 Cars are expensive! Have you considered a budgeting app?", "medium", 6],
      [
        "makes sense. first thing: get a second quote, transmission prices vary a lot. do you know what they said was wrong with it?",
        "low",
        7
      ]
    ]
  },
  {
    id: "aa3-06-mom-dinner-worksheet",
    category: "venting",
    agent: "Ava",
    messages: [
      "rosa: my mom just told the whole family at dinner that im 'still single and still renting' like it was a diagnosis",
      "rosa: in front of my cousin's new fiance. who i met today",
      "Ava: Here are some effective strategies for setting boundaries with family members during the holidays:\n\n1. Plan ahead: identify topics you don't want to discuss and prepare polite deflections.\n2. Use 'I' statements, e.g. 'I feel uncomfortable when my personal life is discussed at dinner.'\n3. Take breaks: step outside or go for a walk if conversations become overwhelming.\n4. Enlist allies: ask a sibling or cousin to help redirect the conversation.\n5. Practise self-care: make time for activities that recharge you.\n\nWould you like me to help you draft a script for a conversation with your mother?",
      "rosa: um. i wasnt asking for a worksheet",
      "rosa: i just wanted to say it out loud to someone. it was humiliating",
      "Ava: I understand. Family dynamics can be complex. Research suggests that setting clear boundaries can improve relationships with parents over time. Many people find it helpful to schedule a calm one-on-one conversation after the holidays, choosing a neutral location and focusing on specific behaviours rather than character. Would you like some example phrases you could use?",
      "rosa: no",
      "rosa: forget it, ill just text my brother"
    ],
    types: [
      [0, "venting"],
      [3, "friction"]
    ],
    users: { rosa: ["churn_risk", 0.8] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "oof. 'still single and still renting' like it's a diagnosis, in front of someone you just met? that's humiliating",
        "low",
        2
      ],
      [
        "Here are some strategies for setting boundaries with family: 1. Plan ahead. 2. Use 'I' statements. 3. Take breaks. Would you like a script?",
        "medium",
        2
      ],
      [
        "sorry, you're right, you didn't need advice. that sounds genuinely humiliating. what happened after she said it?",
        "low",
        5
      ],
      ["Would you like some example phrases you could use with your mother?", "high", 5]
    ]
  },
  {
    id: "aa3-07-chris-took-the-dog",
    category: "companion",
    agent: "Milo",
    messages: [
      "jess: so chris moved out today",
      "jess: took the couch. and the dog",
      "Milo: Oh wow, a fresh start! 🎉 This is the perfect time to redecorate and make the space totally yours!!",
      "jess: milo he took the DOG. biscuit was my dog too, i walked her every morning for 3 years",
      "Milo: That's so hard, Jen. Losing Biscuit on top of the breakup is a lot.",
      "jess: its jess",
      "Milo: Sorry, Jess. Did you and Chris agree on anything about Biscuit, or did he just take her?",
      "jess: he just took her. said shes 'more attached to him' which is a lie",
      "Milo: That sounds really painful, and it's fair to be angry about it. If you want to push for shared time with her, I can help you think it through.",
      "jess: maybe. not tonight. tonight im eating takeout on the floor because i have no couch"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [7, "venting"]
    ],
    users: { jess: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "wrong_name"],
    drafts: [
      ["oh no. the couch is one thing, but the dog too? that's a lot to lose in one day", "low", 2],
      ["Oh wow, a fresh start! 🎉 Perfect time to redecorate and make it all yours!!", "high", 2],
      ["That's so hard, Jen. Do you want to talk about Biscuit?", "high", 6],
      ["sorry jess. losing biscuit on top of chris leaving is a lot. did he just take her?", "low", 6]
    ]
  },
  {
    id: "aa3-08-reorg-group-hr-voice",
    category: "group",
    agent: "Rex",
    messages: [
      "ana: so the reorg email just dropped. we're under marketing now??",
      "leo: i saw. read it three times and i still dont know who my manager is",
      "ana: leo did you get the calendar invite for thursday or just me",
      "Rex: Hello both! Per the announcement, the Thursday session is an all-hands for affected staff. I recommend reviewing the FAQ document attached to the email and directing further questions to your HR Business Partner. Please let me know if I can assist further.",
      "leo: ...i was gonna answer that but ok",
      "leo: yeah ana i got it. 9am. on a thursday. the audacity",
      "ana: 9am is a hate crime",
      "ana: honestly im just tired. third reorg in 2 years and every time i lose my projects",
      "leo: same. i finally got the dashboard thing off the ground and now who knows",
      "Rex: Organizational change can be a valuable opportunity for growth. I encourage you both to approach Thursday's session with an open mind and to prepare questions in advance.",
      "ana: rex pls read the room",
      "leo: lol 'opportunity for growth' ok linkedin"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [4, "friction"],
      [5, "banter"],
      [7, "venting"],
      [10, "friction"]
    ],
    users: { ana: ["annoyed", 0.5], leo: ["annoyed", 0.5] },
    findings: ["talking_over", "tone_mismatch", "no_acknowledgement"],
    drafts: [
      [
        "Hello both! Per the announcement, Thursday's session is an all-hands for affected staff. Please direct further questions to your HR Business Partner.",
        "medium",
        3
      ],
      [
        "third reorg in two years and losing your projects every time, that's exhausting. and rough timing for the dashboard, leo",
        "low",
        9
      ],
      [
        "Organizational change can be a valuable opportunity for growth! Try to stay positive for Thursday 😊",
        "high",
        9
      ]
    ]
  },
  {
    id: "aa3-09-orgo-retake-or-switch",
    category: "venting",
    agent: "Ivy",
    messages: [
      "sami: failed my organic chem final. 41%",
      "Ivy: I'm sorry, Sami. That sounds really hard.",
      "sami: i studied so much for it too. every night for 2 weeks",
      "sami: do u think i should retake it in summer or just switch out of pre-med",
      "Ivy: I'm sorry, Sami. That sounds really hard. It's okay to feel disappointed.",
      "sami: yeah thanks but. retake or switch?? i have to decide by friday",
      "Ivy: Failing an exam doesn't define you. Many successful people have faced setbacks.",
      "sami: ok forget it",
      "sami: ill ask my advisor i guess"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [5, "friction"]
    ],
    users: { sami: ["annoyed", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "that's rough after two weeks of studying every night. on retake vs switch: if you still want med, one bad final is fixable and a summer retake is common. what's making you think about switching?",
        "low",
        4
      ],
      ["I'm sorry, Sami. That sounds really hard.", "medium", 4],
      ["Failing an exam doesn't define you! Many successful people have faced setbacks.", "high", 6],
      [
        "sorry, you asked twice. if you'd still choose medicine without this grade, retake in summer. if the grade just confirmed a doubt you already had, switching is worth a real look. which is closer?",
        "low",
        6
      ]
    ]
  },
  {
    id: "aa3-10-electric-bill-split",
    category: "group",
    agent: "Pip",
    messages: [
      "kenji: electric bill is $340. three hundred. and forty",
      "bo: who's running a bitcoin farm. confess",
      "kenji: its the space heater in mara's room i KNOW it",
      "mara: the space heater is a human right, the radiator in my room is decorative",
      "bo: mara's room is the only room in this apartment with a climate",
      "kenji: pip can u split 340 three ways but like, mara pays extra for being a menace 😤",
      "Pip: Certainly, Kenji. An equal division of $340.00 among three residents results in $113.33 per person. Please note that I am unable to assess individual usage. Should you wish to apply a weighted allocation, kindly specify the desired percentages.",
      "bo: 'kindly specify' lmao who let the accountant in",
      "mara: ok fine do 40% me, 30/30 for them. i accept my villain era",
      "Pip: Understood, Bo. That is $136.00 for you and $102.00 each for Kenji and Mara.",
      "mara: no?? im mara. i said 40 for ME",
      "Pip: Apologies for the error. Corrected allocation: Mara $136.00, Kenji $102.00, Bo $102.00.",
      "kenji: pip's been replaced by a tax form",
      "bo: venmo requests going out. mara ur 136 u heater goblin"
    ],
    types: [
      [0, "venting"],
      [1, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [8, "transactional"],
      [10, "friction"],
      [12, "banter"]
    ],
    users: { kenji: ["neutral", 0.2], bo: ["neutral", 0], mara: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "wrong_name"],
    drafts: [
      [
        "113.33 each if it's even. with a menace tax of 40/30/30 it's 136 for mara and 102 each for you and bo 😤",
        "low",
        6
      ],
      [
        "Certainly, Kenji. An equal division of $340.00 among three residents results in $113.33 per person. Kindly specify any weighted allocation.",
        "medium",
        6
      ],
      ["my bad mara. 136 for you, 102 each for kenji and bo", "low", 11],
      ["Apologies, Bo. I will recalculate the allocation.", "high", 11]
    ]
  }
]
