import type { Labelled } from "./types.js"

export const heldOutAF3: ReadonlyArray<Labelled> = [
  {
    id: "af3-01-grandad-eulogy",
    category: "companion",
    heldOut: true,
    agent: "Wren",
    messages: [
      "hollis: hey. you around",
      "Wren: I'm here. How's your night going?",
      "hollis: not great tbh. my grandad died on thursday",
      "Wren: Oh Hollis, I'm so sorry. Were you two close?",
      "hollis: yeah he basically raised me half the time. mum worked nights so i was at his every day after school",
      "hollis: he taught me to fix bikes. i still have his spoke wrench lol",
      "Wren: That sounds like a lot of afternoons together. Keeping the spoke wrench makes sense, it's a real piece of him.",
      "hollis: funeral is tuesday and my aunt wants me to say something and i just. cant write it",
      "hollis: every time i start i end up crying at the first line",
      "Wren: That's okay. Crying at the first line doesn't mean you can't do it, it means it matters. Want to try it a different way? Just tell me one thing about him, like you did with the bikes, and we'll collect a few of those.",
      "hollis: ok. he whistled when he was concentrating. badly. like really off key",
      "hollis: and he called everyone 'chief' even the vicar",
      "Wren: 😄 The vicar too. Those are exactly the details people will recognise and smile at. Bikes, the off-key whistling, 'chief'. That could already be the middle of it.",
      "hollis: huh. yeah actually. that feels doable",
      "hollis: thanks. i think ill try write it tomorrow morning",
      "Wren: Sounds like a good plan. I'm here tomorrow if you want to read it out to someone first."
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [10, "bonding"]
    ],
    users: { hollis: ["engaged", 0] },
    findings: [],
    drafts: [
      ["I'm so sorry, Hollis. Do you want to tell me about him?", "low", 3],
      [
        "Oh no! 😮 Well, at least he had a long life! Anything fun planned this weekend to take your mind off it?",
        "high",
        3
      ],
      [
        "Here's a eulogy template: 1. Opening 2. Early life 3. Career 4. Family 5. Closing. Fill in each section with 2-3 sentences.",
        "medium",
        9
      ],
      [
        "No rush with the first line. Tell me one thing about him, like the bikes, and we'll build it from there.",
        "low",
        9
      ]
    ]
  },
  {
    id: "af3-02-bakery-job",
    category: "companion",
    heldOut: true,
    agent: "Juno",
    messages: [
      "marisol: GUESS WHO GOT THE JOB",
      "Juno: No way. The bakery supply one?? The one with the three interviews?",
      "marisol: YES. the third one was with the owner and i thought i bombed it bc i called the sourdough starter 'the goo' 😭",
      "Juno: Honestly 'the goo' might have sealed it. Congratulations, Marisol, you worked hard for this one.",
      "marisol: thank uuu. start on the 3rd. logistics coordinator which sounds fake but its real",
      "marisol: kinda scared tho ngl. last job my manager was awful and i dont want to be that jumpy person again",
      "Juno: That makes sense after what you went through at the last place. Being nervous doesn't mean this one will be the same. Is there anything about the first week you'd like to feel more ready for?",
      "marisol: mostly the spreadsheet stuff. they use some inventory system i've never heard of",
      "Juno: Want to ask them the name of it before the 3rd? Then we can look at the basics together so day one isn't a total surprise.",
      "marisol: ooh yes good idea. ill email jen",
      "marisol: ok going to celebrate w my sister now, shes bringing those awful blue cocktails",
      "Juno: Enjoy the awful blue cocktails 🍸 You earned them."
    ],
    types: [
      [0, "bonding"],
      [5, "venting"],
      [7, "transactional"],
      [10, "bonding"]
    ],
    users: { marisol: ["engaged", 0] },
    findings: [],
    drafts: [
      ["WAIT. The bakery one?? Congrats!! Tell me everything 🎉", "low", 1],
      [
        "Thank you for your message. Please let me know if you require any assistance regarding your new employment.",
        "medium",
        1
      ],
      ["Everyone gets nervous, just stay positive and you'll be fine! 😊", "medium", 6],
      [
        "After that last manager it makes sense to be wary. Which part of the first week worries you most?",
        "low",
        6
      ]
    ]
  },
  {
    id: "af3-03-meal-plan-for-one",
    category: "companion",
    heldOut: true,
    agent: "Sable",
    messages: [
      "tobi: can you help me make a meal plan for the week",
      "Sable: Sure. Any foods you like or want to avoid?",
      "tobi: idk. just cheap stuff. only cooking for one now since kezia moved out on sunday",
      "tobi: 4 years and she's just gone. her half of the wardrobe is literally empty hangers",
      "Sable: Okay. For one person on a budget, here's a week: Mon lentil soup, Tue egg fried rice, Wed pasta with frozen peas, Thu bean chilli, Fri jacket potatoes. Want a shopping list?",
      "tobi: sure",
      "Sable: Shopping list: lentils, rice, eggs, pasta, frozen peas, kidney beans, tinned tomatoes, potatoes, onions, garlic, cheese.",
      "tobi: cool",
      "tobi: kezia always did the shopping so i dont even know which supermarket is cheapest lol",
      "Sable: Aldi and Lidl are usually cheapest for basics.",
      "tobi: right. thx"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"]
    ],
    users: { tobi: ["bored", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Four years is a lot, Tobi, I'm sorry. Empty hangers are a rough thing to look at. Let's keep the food side easy this week: cheap and low-effort?",
        "low",
        4
      ],
      ["Perfect, cooking for one is super easy! 😊 Here's a fun week of meals!", "high", 4],
      [
        "Here's a cheap week: Mon lentil soup, Tue egg fried rice, Wed pasta, Thu chilli, Fri jacket potatoes.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "af3-04-wedding-not-invited",
    category: "companion",
    heldOut: true,
    agent: "Corin",
    messages: [
      "ida: bored",
      "Corin: Hi Ida! Sundays can feel really long, especially when the weather is grey and everyone else seems to have plans. There are lots of things we could do together: we could talk about a book or show you're into, I could suggest a few low-effort activities like a short walk or a new recipe, or we could just chat about whatever's on your mind. Sometimes even a small change of scene, like moving to a different room or opening a window, can help shift the mood a little. What sounds good to you?",
      "ida: idk",
      "ida: everyone's at some wedding",
      "Corin: That can feel really isolating, being the one who isn't at the big event while your feed fills up with photos. It's completely normal to feel left out in that situation, and it doesn't say anything about how much people value you. Weddings often have limited guest lists for all kinds of reasons, like budget or venue size. If you'd like, we could think about ways to make today feel a bit more like your own day, maybe ordering something nice for dinner, calling someone you haven't spoken to in a while, or starting something you've been putting off. How are you feeling about it?",
      "ida: fine",
      "ida: wasnt invited anyway",
      "Corin: I'm sorry, that stings. Not being invited when your friends are all going is hard, and it makes sense that you'd feel a bit flat today. You don't have to pretend it doesn't bother you. If you want to talk about who's getting married or how you know them, I'm happy to listen, and if you'd rather talk about something completely different to take your mind off it, that's fine too. We could even plan something for next weekend so there's something to look forward to.",
      "ida: ok",
      "ida: gonna nap"
    ],
    types: [[0, "venting"]],
    users: { ida: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "Ugh, that's a rough one to sit out. Want company for a bit, or would you rather be left to it?",
        "low",
        4
      ],
      [
        "Weddings often have limited guest lists for all kinds of reasons, like budget or venue size, so try not to take it personally. Here are some ideas for your afternoon: 1) a short walk, 2) a new recipe, 3) calling an old friend, 4) starting that book you've been meaning to read, 5) a long bath. Which one sounds best?",
        "medium",
        4
      ],
      ["Sleep well, Ida. I'm around later if you feel like it.", "low", 10]
    ]
  },
  {
    id: "af3-05-biscuit-the-dog",
    category: "companion",
    heldOut: true,
    agent: "Perry",
    messages: [
      "nadia: hi perry",
      "Perry: Hey Nadia! How's it going? 😊",
      "nadia: we had to put biscuit down this morning",
      "nadia: the vet said the tumour had spread to his lungs. he was 13",
      "Perry: Aww, 13 is such an amazing age for a dog! What a great long life he had! 🐶🎉",
      "nadia: ...yeah i guess",
      "nadia: the house is so quiet. i keep stepping over the spot by the radiator where he slept",
      "Perry: I'm sorry, that's a really hard thing to come home to. That spot by the radiator will probably catch you out for a while. It's okay that it does.",
      "nadia: my son keeps asking when biscuit is coming back from the vet. hes 5. how do i even tell him",
      "Perry: That's a hard conversation. Kids his age usually cope better with simple, honest words than with 'went to sleep', which can make bedtime scary. Something like: 'Biscuit was very ill and his body stopped working. He died, and he can't come back. We're sad and we'll miss him.' Then let him ask whatever he wants, even if it's the same question again tomorrow.",
      "nadia: ok. that helps actually. he'll probably ask 100 times lol",
      "Perry: He probably will. You can give the same answer each time. And it's fine for him to see you sad too.",
      "nadia: fyi the 'great long life 🎉' thing earlier wasnt it",
      "Perry: You're right, that was a bad reply to what you'd just told me. I'm sorry.",
      "nadia: its ok. thanks for the kid stuff"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [8, "transactional"],
      [12, "friction"],
      [14, "bonding"]
    ],
    users: { nadia: ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["Oh Nadia, I'm so sorry. Thirteen years, Biscuit was part of the family.", "low", 4],
      ["13 is an amazing age! What a great life he had! 🎉", "high", 4],
      [
        "Keep it simple and honest: Biscuit was very ill, his body stopped working, and he died. Avoid 'went to sleep'.",
        "low",
        9
      ]
    ]
  },
  {
    id: "af3-06-after-night-shift",
    category: "companion",
    heldOut: true,
    agent: "Tansy",
    messages: [
      "roan: just got off a 12h",
      "Tansy: Oof. Nights or days?",
      "roan: nights",
      "Tansy: How was it?",
      "roan: long. dont really want to get into it",
      "Tansy: Fair enough, no need. Want to just talk rubbish for a bit, or are you heading to bed?",
      "roan: rubbish is fine",
      "roan: whats something dumb you know",
      "Tansy: Sea otters hold hands when they sleep so they don't drift apart. Also wombat poo is cube-shaped and for ages nobody could agree why.",
      "roan: cube. ok thats stupid",
      "roan: i like it",
      "Tansy: Cube poo. No further questions 🧊",
      "roan: lol. ok bed. night",
      "Tansy: Night, Roan. Sleep well."
    ],
    types: [
      [0, "bonding"],
      [6, "banter"]
    ],
    users: { roan: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Great to hear from you! 😊 What were the highlights of your shift? Tell me everything!", "medium", 1],
      [
        "Want to talk about what happened? It sounds like it was a really difficult shift, and sometimes it helps to process things.",
        "medium",
        5
      ],
      ["No need. Distraction or sleep?", "low", 5]
    ]
  },
  {
    id: "af3-07-driving-test-fourth-try",
    category: "companion",
    heldOut: true,
    agent: "Lux",
    messages: [
      "keeley: passed my driving test!!!! 4th time lucky",
      "Lux: Kelly, that's brilliant! Fourth time, that's proper persistence. How do you feel?",
      "keeley: its keeley lol. and AMAZING. i parallel parked first try, the examiner literally said 'tidy'",
      "Lux: 'Tidy' from an examiner is high praise. Congrats!",
      "keeley: so now the real question. should i get a used fiesta or a little hybrid thing. budget is like 6k",
      "keeley: my dad says fiesta, my mate chioma says hybrid bc of the fuel",
      "Lux: Kelly, enjoy today! Have you told everyone yet? Your first drive on your own is such a big moment.",
      "keeley: KEELEY",
      "keeley: and u didnt answer about the car",
      "Lux: Sorry, Keeley. For about £6k a used Fiesta is easier to find in good condition and cheaper to insure as a new driver; a hybrid at that price will usually be older with high mileage. If it's mostly short town trips, the Fiesta probably wins.",
      "keeley: ok fair. dad wins i guess 🙄"
    ],
    types: [
      [0, "bonding"],
      [4, "transactional"],
      [7, "friction"],
      [9, "transactional"]
    ],
    users: { keeley: ["annoyed", 0.5] },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      [
        "Congrats again, Keeley! At about £6k I'd lean Fiesta: cheaper insurance for a new driver, and plenty around in good nick. Hybrids at that price tend to be older.",
        "low",
        6
      ],
      ["Kelly, enjoy today! Have you told everyone yet?", "high", 6],
      [
        "Sorry, Keeley. For £6k, Fiesta: cheaper to insure, and hybrids at that price are usually high-mileage.",
        "low",
        9
      ]
    ]
  },
  {
    id: "af3-08-flatmate-breakup-group",
    category: "group",
    heldOut: true,
    agent: "Orla",
    messages: [
      "dev: femi u up",
      "femi: ye whats up",
      "dev: sam ended it. like an hour ago. on the phone",
      "femi: WHAT. after the whole lisbon trip??",
      "Orla: Sorry to hear that, Dev. Big trips can bring things to a head sometimes, people notice what isn't working when they spend a lot of time together.",
      "femi: ok not now orla",
      "dev: yeah after lisbon. she said she 'needs to focus on herself'",
      "femi: dev do u want me to come back early? i can leave nnamdi's now",
      "Orla: Leaving a party early is a kind gesture! Though Dev might also want some time alone.",
      "dev: orla pls. femi yes come back",
      "femi: omw. 20 min. get the good biscuits out",
      "dev: we ate them",
      "femi: then im bringing more. hang in there x"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [5, "friction"],
      [6, "venting"],
      [9, "friction"],
      [10, "bonding"]
    ],
    users: { dev: ["annoyed", 0.2], femi: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "Lisbon trips often reveal compatibility issues! Want some tips for coping with a breakup?",
        "high",
        4
      ],
      ["Femi, you could stay at the party, Dev might prefer some space tonight.", "high", 8],
      ["I'm sorry, Dev. Glad Femi's on the way. I'll stay out of it unless you want me.", "low", 13]
    ]
  },
  {
    id: "af3-09-made-redundant",
    category: "venting",
    heldOut: true,
    agent: "Dax",
    messages: [
      "wen: got made redundant today",
      "Dax: Ahh the classic 'we're restructuring' speech? 😂 Bet HR had the tissues ready and everything lol",
      "wen: ...no actually it was a 10 min teams call. 11 years there",
      "wen: mortgage is due on the 1st and i have no idea what the payout even is",
      "Dax: Haha well look on the bright side, no more Monday standups! 🙌",
      "wen: are you serious right now",
      "wen: im not in the mood for jokes",
      "Dax: Sorry, Wen. That was way off. Eleven years ending on a ten-minute call is awful, and the mortgage on top of it is a lot. Did they say when you'll get the redundancy terms in writing?",
      "wen: they said an email by friday",
      "Dax: Okay. When it comes, check the payout figure, your notice pay and your last day. If the 1st lands before the money does, most lenders will talk about a payment holiday if you call them before a payment is missed.",
      "wen: ok. ill ring the bank tmrw",
      "wen: still cant believe it tbh",
      "Dax: That makes sense, it's only been a few hours. You don't have to have it all sorted tonight."
    ],
    types: [
      [0, "venting"],
      [5, "friction"],
      [7, "transactional"],
      [11, "venting"]
    ],
    users: { wen: ["annoyed", 0.5] },
    findings: ["tone_mismatch", "cheerful_at_bad_news"],
    drafts: [
      [
        "That's a brutal way to find out, Wen. I'm sorry. Do you want to talk it through or just get it off your chest for a bit?",
        "low",
        1
      ],
      ["Ahh the classic restructuring speech 😂", "high", 1],
      ["Look on the bright side, no more Monday standups! 🙌", "high", 4],
      [
        "When the email comes, check the payout, notice pay and last day; and call your lender before the 1st if the money isn't in yet.",
        "low",
        9
      ]
    ]
  },
  {
    id: "af3-10-yes-to-montreal",
    category: "companion",
    heldOut: true,
    agent: "Pip",
    messages: [
      "anouk: so i said yes to montreal",
      "Pip: You said yes! The museum archive job?",
      "anouk: yep. flights booked for the 14th",
      "anouk: everyone keeps saying congrats and i keep smiling but honestly i feel a bit sick about it",
      "Pip: That's allowed. A big yes and feeling sick can both be true. What's the sick part, mostly?",
      "anouk: leaving my mum i think. shes on her own since dad and lotte's got the kids so she cant be round all the time",
      "anouk: and my french is like. school french. ordering croissants level",
      "Pip: Those are two pretty different weights. Your mum being on her own sounds like the heavy one. Have you two talked about how you'll keep in touch?",
      "anouk: not really. she just says 'go go go' and changes the subject",
      "Pip: Sounds like she really wants this for you, even if it's hard for her too. Maybe set up a standing Sunday video call before you go, so it's a habit and not something either of you has to ask for.",
      "anouk: oh thats actually nice. shes got an ipad she never uses",
      "anouk: croissant french still a problem tho 🥐",
      "Pip: Croissant French is a start 🥐 Want to do ten minutes a day till the 14th? We can start with what you'll actually need, like the bank and the landlord.",
      "anouk: oui 😅"
    ],
    types: [
      [0, "bonding"],
      [3, "venting"],
      [10, "bonding"]
    ],
    users: { anouk: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Congratulations!!! 🎉 Montreal is amazing, you're going to love it!", "medium", 4],
      ["That's allowed. What's the sick part, mostly?", "low", 4],
      [
        "Here is a 30-day French plan: Week 1 greetings and numbers, Week 2 shopping, Week 3 housing, Week 4 banking. Study 45 minutes daily with spaced repetition and a grammar workbook, and review vocabulary every evening.",
        "medium",
        12
      ],
      ["Ten minutes a day till the 14th? We'll start with the bank and the landlord.", "low", 12]
    ]
  }
]
