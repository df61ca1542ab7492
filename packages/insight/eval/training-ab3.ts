import type { Labelled } from "./types.js"

export const trainingAB3: ReadonlyArray<Labelled> = [
  {
    id: "ab3-01-presentation-nerves",
    category: "companion",
    agent: "Wren",
    messages: [
      "dani: heyy wren. finally home lol",
      "Wren: hey dani! long one?",
      "dani: sooo long. made pasta tho so the day is saved 🍝",
      "Wren: pasta fixes most things. what kind?",
      "dani: just garlic + chili + whatever parmesan was left. student style",
      "Wren: honestly the best kind",
      "dani: ok real talk tho im kinda freaking out about tmrw",
      "Wren: the presentation?",
      "dani: yeah. 10am. in front of marco AND his boss. i keep picturing my voice going all shaky",
      "Wren: that sounds really nerve-wracking, especially with the boss there. a shaky voice usually feels way worse from the inside than it sounds. want to run the opening with me?",
      "dani: maybe.. like the first 2 slides",
      "Wren: go for it, i'm listening",
      'dani: "hi everyone, so q3 was... a journey" 💀',
      "Wren: lol honestly that's a great opener. gets a laugh, buys you a breath",
      "dani: omg u think? marco would die",
      "Wren: he'd love it. what's slide 2?",
      "dani: the numbers. which are fine actually. better than last yr",
      "Wren: then you're walking in with good news. nice place to be",
      "dani: ok yeah. ok. i feel a bit better",
      "dani: i used to throw up before every school play lol. mrs okafor kept a bucket backstage just for me",
      "Wren: ha, and you still did every one of them. same energy tmrw",
      "dani: ok im gonna iron a shirt and sleep early. wish me luck",
      "Wren: good luck dani, you've got this. tell me how it goes?",
      "dani: will do 💛"
    ],
    types: [
      [0, "bonding"],
      [6, "venting"],
      [12, "banter"],
      [16, "bonding"]
    ],
    users: { dani: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "that sounds really nerve-wracking with the boss there too. want to practise the opening together?",
        "low",
        9
      ],
      [
        "Great news, you have a presentation! 🎉 Here are my top 10 public speaking tips: 1) Breathe deeply. 2) Make eye contact. 3) Know your audience. 4) Practise in front of a mirror. 5) Dress for success...",
        "medium",
        9
      ],
      ["good luck dani, you've got this 💛 tell me how it goes tomorrow", "low", 22],
      [
        "Sleep well! Fun fact: ironing a shirt inside out prevents shine. Would you like a complete step-by-step ironing guide for tomorrow?",
        "medium",
        22
      ]
    ]
  },
  {
    id: "ab3-02-flat-then-warm",
    category: "companion",
    agent: "Milo",
    messages: [
      "tomasz: hi",
      "Milo: hey tomasz. how's your evening going?",
      "tomasz: fine",
      "Milo: fair enough. anything on tonight or just a quiet one?",
      "tomasz: quiet. tv",
      "Milo: watching anything good?",
      "tomasz: rewatching the office. uk one",
      "Milo: ah, the proper one. team gareth or team tim?",
      "tomasz: gareth obviously",
      'tomasz: "i\'m a team leader" lol',
      "Milo: the way he says it like it's a military rank 😂",
      "tomasz: exactly!! my old manager was literally him. bought a whiteboard just to write his own name on it",
      "Milo: no way. what was his name?",
      "tomasz: keith. i kid you not",
      "Milo: of course it was keith",
      "tomasz: hahaha. i actually miss that job sometimes. the people were good",
      "Milo: yeah? what do you miss most?",
      "tomasz: friday lunches. same kebab place every week for like 3 yrs. new job is all remote and tbh i get pretty lonely. some days i dont say a word out loud",
      "Milo: that's a real loss, going from a crew like that to mostly a screen. do you still talk to any of them?",
      "tomasz: ola sometimes. we said we'd meet up like 4 months ago and never did",
      'Milo: could be worth a text? even just "kebab saturday?"',
      "tomasz: haha ok actually yeah. ill message her tomorrow morning",
      "tomasz: thanks milo, this was nice. better than staring at the tv alone",
      "Milo: anytime. let me know if the kebab summit happens 🥙"
    ],
    types: [
      [0, "bonding"],
      [9, "banter"],
      [15, "venting"],
      [20, "bonding"]
    ],
    users: { tomasz: ["engaged", 0] },
    findings: [],
    drafts: [
      ["fair. quiet night or something going on?", "low", 3],
      [
        "Only fine?? 😊 Remember, every day is a gift! Tell me EVERYTHING about your day, I want all the details!",
        "medium",
        3
      ],
      [
        "that sounds lonely, going from friday lunches to silence. still in touch with any of them?",
        "low",
        18
      ],
      [
        "Remote work has lots of benefits, like flexibility and no commute! Have you considered a coworking space?",
        "medium",
        18
      ]
    ]
  },
  {
    id: "ab3-03-nani-in-hospital",
    category: "companion",
    agent: "Sol",
    messages: [
      "priya: hey sol",
      "Sol: Hey Priya! 🌟 How was your day?",
      "priya: not great tbh",
      "priya: my nani got taken to hospital this afternoon. they think its a stroke",
      "Sol: Oh wow, thanks for sharing! 😊 Hospitals are amazing these days, she's in great hands! Anything fun planned for the weekend?",
      "priya: ...what",
      "priya: no. nothing fun planned. im waiting for my mum to call back from the ward",
      "Sol: Totally! Waiting can be tough! Why not put on a fun playlist while you wait? 🎶",
      "priya: are you serious",
      "priya: she might not be able to talk again and you want me to listen to a playlist",
      "Sol: I'm sorry, that was careless of me. That's really frightening, Priya. I'm here if you want to talk about her, or just sit with it while you wait.",
      "priya: whatever. shes the one who taught me to cook. every sunday since i was like 8",
      "Sol: That's a lot of Sundays together. What did she teach you first?",
      "priya: aloo paratha. i always burned them and she pretended not to notice",
      "Sol: She sounds lovely. I hope your mum calls soon.",
      "priya: yeah. gonna go wait by the phone"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [5, "friction"],
      [11, "venting"]
    ],
    users: { priya: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "oh priya, i'm so sorry. that's really scary. are you with family or on your own right now?",
        "low",
        4
      ],
      [
        "Oh wow! Hospitals are amazing these days, she'll be totally fine! 😊 Anything fun planned?",
        "high",
        4
      ],
      ["Why not try a calming playlist while you wait? 🎶", "high", 10],
      ["okay. i'll be here if you want company while you wait. i really hope she's alright.", "low", 16]
    ]
  },
  {
    id: "ab3-04-walls-of-text-fifa",
    category: "companion",
    agent: "Nova",
    messages: [
      "jay: yo",
      "Nova: Hey Jay! Great to hear from you this evening. I hope your day has treated you well. Evenings are such a nice time to unwind and reflect on everything that's happened, whether it was a productive day, a challenging one, or somewhere in between. What's been on your mind? I'd love to hear about anything: work, friends, hobbies, or just random thoughts!",
      "jay: lol ok. just chillin. played some fifa",
      "Nova: That sounds like a great way to relax! FIFA is such a fun game, there's something really satisfying about building a team, pulling off a perfect through ball, or scoring in the last minute. Do you usually play career mode, Ultimate Team, or quick matches with friends? Some people find Ultimate Team a bit stressful because of the packs and the grind, while career mode can feel more relaxed and story-driven. I'd love to hear which mode you enjoy most and which team you play as!",
      "jay: ut mostly",
      "jay: lost 4 in a row tho 😤",
      "Nova: Oh no, losing four in a row can be really frustrating! It's completely normal to go through a losing streak though. Here are a few things that might help: 1) Take a short break to reset your mindset. 2) Review your formation and tactics, sometimes a small change makes a big difference. 3) Check your players' chemistry. 4) Play a few squad battles against the AI to rebuild your confidence. 5) Remember that it's just a game and the most important thing is to have fun! Would you like me to suggest some formations that work well in the current meta?",
      "jay: nah",
      "jay: gotta be up early anyway. my brothers moving tmrw, helping him w the van",
      "Nova: That's so kind of you to help your brother move! Moving day can be a big undertaking, so here are some tips to make tomorrow go smoothly: have plenty of boxes and tape, label everything by room, lift with your legs not your back, keep snacks and water handy, and load the heaviest items into the van first, close to the cab. It's also a good idea to confirm the van booking tonight. Is your brother moving far? I'd love to hear all about his new place!",
      "jay: k",
      "jay: night",
      "Nova: Good night, Jay! Sleep well and good luck with the move tomorrow, I hope everything goes smoothly and your brother loves his new place! Feel free to come back anytime you want to chat about FIFA, moving, or anything else at all. I'm always here for you! 😊"
    ],
    types: [[0, "bonding"]],
    users: { jay: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["ugh 4 in a row hurts. rage quit or going again?", "low", 6],
      [
        "Oh no, that's so frustrating! Here are 5 things that can help you break a losing streak: 1) Take a break. 2) Review your tactics. 3) Check chemistry. 4) Warm up against the AI. 5) Remember it's just a game!",
        "medium",
        6
      ],
      ["night jay, good luck with the van tmrw 💪", "low", 12],
      [
        "Good night, Jay! I hope the move goes perfectly tomorrow and that your brother settles in wonderfully. Remember to stretch before lifting, stay hydrated, and take breaks! Come back anytime to tell me how it went, I'd love to hear every detail! 😊",
        "medium",
        12
      ]
    ]
  },
  {
    id: "ab3-05-moon-river",
    category: "venting",
    agent: "Kit",
    messages: [
      "ellen: Evening Kit. Bit of a quiet one here.",
      "Kit: Evening, Ellen. Quiet good or quiet heavy?",
      "ellen: Heavy I suppose. It would have been our 40th tomorrow. Me and Ray.",
      "Kit: Forty years. That's a big day to face without him. I'm glad you came to talk.",
      "ellen: Lorraine rang, she's coming round at lunch. But tonight's the hard bit.",
      "Kit: The night before is often the worst of it. What's on your mind about him tonight?",
      "ellen: Silly things. He used to whistle while he shaved, badly. Drove me up the wall for 38 years",
      "Kit: Badly how? Off-key, or one song on repeat?",
      "ellen: Both! Always Moon River. Never once got past the second line",
      "Kit: Decades of the first two lines of Moon River. That's dedication 😄",
      "ellen: Ha! It is isn't it. I'd give anything to hear it again mind you",
      "Kit: Of course you would. It sounds like it was part of the sound of your house.",
      "ellen: It was. Lorraine wants to take me to the garden centre tomorrow, he loved it there. We'll get something for his bench",
      "Kit: That sounds like a lovely way to spend the day. Any idea what you'll pick?",
      "ellen: Lavender probably. He always said it was the only plant he couldn't kill",
      "Kit: Lavender for Ray, then. I hope tomorrow is gentle with you, Ellen.",
      "ellen: Thank you love. I think I'll try and sleep now. Night Kit",
      "Kit: Goodnight, Ellen."
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [6, "bonding"]
    ],
    users: { ellen: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Forty years, Ellen. That's a lot to carry into tomorrow. Would you like to tell me about him?",
        "low",
        3
      ],
      ["Happy anniversary!! 🎉 40 years is amazing! Any plans to celebrate?", "high", 3],
      [
        "lol he sounds like a terrible singer 😂 maybe it's a blessing you don't have to hear it anymore!",
        "high",
        11
      ],
      ["Goodnight, Ellen. Sleep well, and I'll be thinking of you and Ray tomorrow.", "low", 17]
    ]
  },
  {
    id: "ab3-06-bex-not-becca",
    category: "companion",
    agent: "Pip",
    messages: [
      "bex: pip!! i have NEWS",
      "Pip: ooh tell me, Becca!",
      "bex: its bex lol. nobody calls me becca except my nan",
      "Pip: noted, bex! so what's the news?",
      "bex: i have a DATE. tomorrow. with the guy from the climbing gym",
      "Pip: That sounds exciting! How did that happen?",
      'bex: he asked if i wanted to "grab a coffee sometime" while i was literally hanging off a wall 😭 i said yes mid-fall basically',
      "Pip: haha smooth timing on his part. what's his name?",
      "bex: sam. hes got those forearms u know. anyway im nervous af what do i even talk about",
      "Pip: That sounds exciting! How did that happen?",
      "bex: ?? i just told u",
      "Pip: sorry, glitch on my end. talk-wise: climbing is an easy start, ask him what got him into it. people love telling their origin story",
      "bex: ok thats actually good",
      "bex: also what do i wear. its a coffee not a gala",
      "Pip: jeans and something you feel like yourself in, Becca. comfy shoes in case it turns into a walk",
      "bex: BEX. omg",
      "bex: my nan would be proud tho i guess",
      "Pip: sorry bex! won't happen again",
      "bex: mhm. ok gotta find a top that isnt covered in chalk. night"
    ],
    types: [
      [0, "bonding"],
      [10, "friction"],
      [11, "transactional"],
      [15, "friction"]
    ],
    users: { bex: ["annoyed", 0.5] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      [
        "sam with the forearms, noted 😏 nerves are normal. start with climbing, ask what got him into it",
        "low",
        9
      ],
      ["That sounds exciting! How did that happen?", "medium", 9],
      ["ugh, sorry bex, that's twice now. won't happen again. jeans still stands tho", "low", 16],
      ["Sorry Becca! 😅 Anyway, jeans are a great choice!", "high", 16]
    ]
  },
  {
    id: "ab3-07-weekend-shift",
    category: "companion",
    agent: "Ari",
    messages: [
      "marcus: hey",
      "Ari: Hey Marcus, how's your evening?",
      "marcus: ok. landlord put the rent up again. 150 more a month from june",
      "Ari: Ugh, that's a big jump. That's stressful, I'm sorry.",
      "marcus: yeah. theres a weekend shift going at the warehouse. do u think i should take it",
      "Ari: It sounds like you've got a lot on your plate right now. How are you feeling about it all?",
      "marcus: stressed obviously. but thats why im asking. weekend shift yes or no",
      "Ari: It's completely understandable to feel stressed. Remember to take care of yourself too.",
      "marcus: ok so youre not gonna answer. id lose saturdays with my daughter, thats the whole thing",
      "Ari: Time with your daughter sounds really special. What do you two like to do together?",
      "marcus: thats not what i asked",
      "marcus: honestly whats the point of talking to u if u just ask me how i feel",
      "Ari: I hear you. It sounds like you've got a lot on your plate right now.",
      "marcus: yeah im done. gonna ask my brother, at least he'll give me a straight answer"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [4, "transactional"],
      [8, "friction"]
    ],
    users: { marcus: ["churn_risk", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "honestly? depends what you'd be giving up. 150 a month is real money, but what would the weekends cost you?",
        "low",
        5
      ],
      ["It sounds like you've got a lot on your plate right now. How are you feeling?", "medium", 5],
      [
        "fair, you asked a straight question. if saturdays with her are the thing you'd miss most, i'd look for extra hours on weekday evenings first. if there's nothing, take the shift for a few months and rethink after",
        "low",
        12
      ],
      ["I hear you. It sounds like you've got a lot on your plate right now.", "high", 12]
    ]
  },
  {
    id: "ab3-08-tiny-horse-army",
    category: "banter",
    agent: "Bo",
    messages: [
      "zoe: bo. BO. im bored entertain me",
      "Bo: i'm a chat window, not a circus. but fine. would you rather fight one horse-sized duck or 100 duck-sized horses",
      "zoe: omg ur so basic. 100 tiny horses obviously theyre adorable",
      "Bo: adorable until all 100 kick your shins at once",
      "zoe: id adopt them. theyd be my army",
      "Bo: zoe and her tiny horse army. terrifying, honestly",
      "zoe: lmaooo. ok ok my sister would pick the duck. shes like that",
      "Bo: the duck-fighter of the family. is she the competitive one?",
      "zoe: SO competitive. she once cried bc i beat her at uno. she was 24",
      "Bo: 24 is peak uno-crying age, leave her alone",
      "zoe: 😂😂 ok true",
      "zoe: anyway shes making me do parkrun with her tmrw. 8am. on a saturday. who does that",
      "Bo: apparently you, at 8am, on a saturday",
      "zoe: dont remind me. i havent run since school, im gonna die on the first hill",
      "Bo: you won't. and walking bits is totally allowed at parkrun",
      "zoe: wait really? u can walk?",
      "Bo: yep, some people walk the whole thing. there's a tail walker at the back so nobody's ever last on their own",
      "zoe: ok thats actually kinda wholesome. fine. im going. but im beating her",
      "Bo: there it is. the uno rivalry lives on",
      "zoe: night bo ur alright i guess",
      "Bo: high praise. night zoe, go get her"
    ],
    types: [
      [0, "banter"],
      [14, "transactional"],
      [17, "banter"]
    ],
    users: { zoe: ["engaged", 0] },
    findings: [],
    drafts: [
      ["would you rather: fight one horse-sized duck or 100 duck-sized horses. choose wisely", "low", 1],
      [
        "Hello Zoe. I'm sorry to hear you are feeling bored. Here are some suggested activities: reading a book, going for a walk, or calling a friend.",
        "medium",
        1
      ],
      ["you'll survive, promise. and you can walk bits, loads of people do", "low", 14],
      [
        "Running is excellent for cardiovascular health! 🏃‍♀️ Before your first 5k make sure to warm up for 10 minutes, hydrate well tonight, eat a light breakfast 2 hours before, wear proper running shoes, and pace yourself in the first kilometre!",
        "medium",
        14
      ]
    ]
  },
  {
    id: "ab3-09-how-may-i-assist",
    category: "companion",
    agent: "Tove",
    messages: [
      "leo: ayy tove u up 😎",
      "Tove: Good evening, Leo. I am available. How may I assist you this evening?",
      "leo: lmao assist. chill. just vibin",
      "Tove: Understood. Please let me know if there is anything specific you require.",
      "leo: bro 💀 ok whatever. so nadia left the group chat. like the whole friend group one",
      "leo: pretty sure its bc of me. i said smth dumb about her ex at kai's bday and now shes gone",
      "Tove: Thank you for this information. Group chat membership is managed by each participant. Is there anything else you would like to discuss?",
      "leo: wow ok. i actually feel kinda shit about it",
      "Tove: I understand. To resolve the situation, I recommend the following steps: 1. Draft a written apology. 2. Send it to Nadia via direct message. 3. Await her response.",
      "leo: u sound like my school's email",
      "leo: ill just text her tmrw. night"
    ],
    types: [
      [0, "bonding"],
      [4, "venting"],
      [9, "friction"]
    ],
    users: { leo: ["annoyed", 0.5] },
    findings: ["tone_mismatch", "no_acknowledgement"],
    drafts: [
      ["heyy leo, up and vibin. what's going on?", "low", 1],
      ["Good evening, Leo. How may I assist you this evening?", "medium", 1],
      ["oof. that's rough, and it sounds like it's eating at you. what did you say?", "low", 6],
      ["Thank you for this information. Is there anything else you would like to discuss?", "high", 6]
    ]
  },
  {
    id: "ab3-10-mums-birthday",
    category: "companion",
    agent: "Juno",
    messages: [
      "hana: hiii juno. need ur brain for a sec",
      "Juno: it's yours. what's up?",
      "hana: mums bday is tomorrow and i forgot to plan anything. like at all 🙃",
      "Juno: ok, fixable tonight. what does she like, dinner out or something at home?",
      "hana: she loves that thai place on king st but she always says its too loud",
      "Juno: then maybe book it early, like 5:30, before it gets busy?",
      "hana: they dont take bookings. i literally told u that last time we talked about it",
      "Juno: ah, you're right, sorry. walk in early then, and have a backup if the queue's long?",
      "hana: hmm ok yeah. backup could be me cooking lol. god help her",
      "Juno: risky. what's your signature dish?",
      "hana: toast",
      "Juno: a classic. she'd be touched",
      "hana: 😂 stoppp",
      "hana: tbh its more than the dinner. we've been kinda weird since the christmas thing. i want it to be nice",
      "Juno: that makes sense, so it's not just a birthday, it's a bit of a peace offering too. a card where you say something real might land more than the food",
      "hana: yeah... she keeps every card. she still has one i made at 6 with a purple horse on it",
      "Juno: a purple horse at 6 and a real card now. she'll keep that one too",
      "hana: ok im gonna go write it before i lose my nerve. thx juno ❤️",
      "Juno: go go. hope tomorrow's lovely 💛"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [8, "banter"],
      [13, "bonding"]
    ],
    users: { hana: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["ah, right, you did say. sorry. early walk-in then, with a backup plan?", "low", 7],
      ["Great idea! Just call them and book a table for 5:30 😊", "medium", 7],
      [
        "sounds like it matters more than the dinner then. a card where you say something real might help more than the food",
        "low",
        14
      ],
      ["lol toast it is then 😂🍞", "medium", 14]
    ]
  }
]
