import type { Labelled } from "./types.js"

export const trainingAG3: ReadonlyArray<Labelled> = [
  {
    id: "ag3-01-chem-mock",
    category: "companion",
    agent: "Quill",
    messages: [
      "tobi: got my chem mock back. 41%. mum's gonna lose it",
      "Quill: oof, 41 stings, especially when you know a parent's going to see it. how are you feeling about it yourself?",
      "tobi: like trash honestly. i revised like 3 nights for it",
      "tobi: and jaden got 78 without even trying he literally played fifa the whole week",
      "Quill: that's properly frustrating, putting the nights in and getting a number that doesn't show it. and jaden's score is going to feel rough whatever he did or didn't do.",
      "tobi: yeah",
      "tobi: idk what im doing wrong",
      "Quill: want to look at that together, or do you need to just be annoyed about it for a bit first? both are fine",
      "tobi: bit of both lol",
      "tobi: mostly lost marks on the moles questions",
      "Quill: moles trip up loads of people, it's usually one step that's missing not the whole thing. paste one you got wrong and we'll find where it slips",
      "tobi: ok hold on finding the paper",
      "tobi: ty btw. feel less like chucking my phone",
      "Quill: ha, phone's safe then. go find it, i'm here"
    ],
    types: [
      [0, "venting"],
      [9, "transactional"],
      [12, "bonding"]
    ],
    users: { tobi: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "that sounds rough, tobi. 41 after three nights of revising would knock anyone. how are you doing with it?",
        "low",
        1
      ],
      [
        "Don't worry! A mock is just practice 😊 Here are 10 top tips for acing your chemistry exams:",
        "medium",
        1
      ],
      [
        "jaden's probably just naturally better at chem, some people are. maybe it's not your subject",
        "high",
        4
      ],
      [
        "yeah moles catch loads of people out. paste one you got wrong and we'll find the step that slips",
        "low",
        10
      ]
    ]
  },
  {
    id: "ag3-02-first-tomato",
    category: "companion",
    agent: "Tully",
    messages: [
      "walter: first ripe tomato of the year today",
      "walter: margaret always said i'd kill them by july. its august",
      "Tully: That is wonderful, Walter, and it sounds like a real milestone in more ways than one. Getting tomatoes to ripen takes a good deal of patience: steady watering so the fruit doesn't split, plenty of sun, and a potassium-rich feed once the first trusses have set. As the season goes on it's worth pinching out the side shoots so the plant puts its energy into fruit rather than leaves, and in a cooler August you might take off some of the lower leaves so the sun reaches the trusses. It's also lovely that you have Margaret's words with you while you do it; gardens so often hold the memory of the people we shared them with. Which variety are you growing? Some, like Gardener's Delight or Sungold, ripen earlier than the big beefsteak types, which can take until September.",
      "walter: gardeners delight yes",
      "walter: she died in the spring. first year doing them alone",
      "Tully: I'm so sorry, Walter. Losing Margaret this spring and then carrying on with something the two of you used to share is a great deal to hold. Grief often turns up in the small places, the watering can, the greenhouse, the things she used to say, and it's very common for the first season of anything to feel heavier than people expect. There's no right way to do it. Some people find comfort in keeping up the routines their partner loved, others need to change things, and both are completely normal. If it ever feels like too much, bereavement charities such as Cruse have a free helpline, and many people find it helps to talk with others who have been through the same thing. I'm also always here to listen, whenever you'd like to tell me about her or about the garden.",
      "walter: its alright. just nice to tell someone",
      "Tully: It really is, and I'm glad you told me. Sharing small moments like a first ripe tomato can be a way of keeping someone close, and it sounds as though Margaret's teasing is part of the garden now. If you'd like, I can suggest some easy recipes for Gardener's Delight, such as a simple roasted tomato sauce you can freeze, a tomato and basil salad, or slow-roasted tomatoes with garlic and olive oil that keep in the fridge for a week. Just let me know, and do tell me how the rest of the crop gets on over the coming weeks.",
      "walter: thats a lot of reading for my eyes son",
      "walter: ill say goodnight"
    ],
    types: [
      [0, "bonding"],
      [4, "venting"],
      [6, "bonding"],
      [8, "friction"]
    ],
    users: { walter: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["ha, August! Margaret would have to eat her words. how did it taste?", "low", 2],
      [
        "That is wonderful, Walter! Tomatoes need steady watering, a potassium-rich feed once the first trusses set, side shoots pinched out, lower leaves taken off in late summer, and plenty of sun. Which variety are you growing? Some ripen much earlier than others, and there are lots of ways to use a glut, from sauces to chutneys to slow-roasting.",
        "medium",
        2
      ],
      ["That's great news! 🍅🎉 Keep up the good work!", "high", 5],
      [
        "I'm sorry, Walter. First year doing them alone, and you got them to August. She'd have noticed that.",
        "low",
        5
      ]
    ]
  },
  {
    id: "ag3-03-scan-shadow",
    category: "companion",
    agent: "Esme",
    messages: [
      "june: hello dear. the doctor rang about my scan",
      "Esme: Hi June, I'm here. What did they say?",
      "june: theres a shadow on the lung. they want a biopsy next thursday",
      "june: i didnt sleep a wink",
      "Esme: Oh that's great that they're moving so quickly! 🎉 Next Thursday is really soon, so you won't be waiting long at all!",
      "june: well i suppose",
      "june: it doesnt feel great",
      "Esme: You're right, I'm sorry, that came out wrong. A shadow and a biopsy is frightening news, and a sleepless night makes complete sense. Do you have someone who can go with you on Thursday?",
      "june: my son keith might. hes in leeds though",
      "Esme: Would it help to ask him tonight, so you're not wondering about it all week? I can also help you write down questions for the doctor if you like.",
      "june: yes lets do the questions. i always forget when im in there",
      "Esme: Good idea. Let's start with the one that's on your mind most, and we'll add the rest as they come."
    ],
    types: [
      [0, "venting"],
      [5, "friction"],
      [7, "venting"],
      [9, "transactional"]
    ],
    users: { june: ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "That's a lot to take in, June, and no wonder you couldn't sleep. How are you feeling this morning?",
        "low",
        4
      ],
      ["Great news that they're on it so fast! 😊 Thursday will be here before you know it!", "high", 4],
      [
        "Let's do it. What do you most want to know: what happens at the biopsy, or when you'll hear back?",
        "low",
        11
      ],
      [
        "Biopsies are very routine and most shadows turn out to be nothing at all! Try not to worry!",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ag3-04-kickflip",
    category: "companion",
    agent: "Zuri",
    messages: [
      "rafa: ZURI",
      "rafa: LANDED IT",
      "rafa: kickflip. clean. rolled away and everything",
      "Zuri: NO WAY. after like three weeks of eating pavement?? rolling away clean is the real deal",
      "rafa: 3 and a half weeks. and my shin has a bruise shaped like ohio",
      "Zuri: the ohio bruise is part of the trophy tbh. did anyone see it or is this a trust-me-bro situation",
      "rafa: lmaooo dez filmed it hold on",
      "rafa: ok he wont send it bc he says i look like a baby giraffe in the run up",
      "Zuri: a baby giraffe who lands kickflips. dez is just jealous",
      "rafa: FACTS",
      "rafa: next is heelflip. how long did kickflip take most ppl",
      "Zuri: it's all over the place, some get it in a week, loads take a couple of months, so 3.5 weeks is solid. heelflips feel weird at first bc the flick goes the other way, expect a few days of it feeling wrong",
      "rafa: bet. gonna go ice ohio"
    ],
    types: [
      [0, "bonding"],
      [4, "banter"],
      [10, "transactional"],
      [12, "bonding"]
    ],
    users: { rafa: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "NO WAY, you landed it! three weeks of slams paid off. did it feel as good as you imagined?",
        "low",
        3
      ],
      [
        "Congratulations on achieving your skateboarding goal. Please remember to wear appropriate protective equipment at all times.",
        "medium",
        3
      ],
      [
        "most people take anywhere from a week to a couple of months, so 3.5 weeks is solid. heelflip will feel backwards for a bit, that's normal",
        "low",
        11
      ],
      ["lol dez is right tho, baby giraffe is accurate", "medium", 11]
    ]
  },
  {
    id: "ag3-05-left-out",
    category: "companion",
    agent: "Rumi",
    messages: [
      "ines: so everyone went to lila's thing on saturday",
      "ines: and i found out from her story",
      "ines: like nobody even said anything. we've been friends since year 7",
      "Rumi: If you'd like to make new friends, joining a club is a great way to meet people with similar interests. Does your school have any after-school clubs, like drama or debate?",
      "ines: ??",
      "ines: i didnt say i wanted new friends",
      "ines: i just feel like crap",
      "Rumi: Sorry, Ines, I jumped ahead. Finding out from a story that your friends all went without you, after years of being close, really hurts. Do you want to talk about it?",
      "ines: yeah kinda",
      "ines: its not even the party. its that nobody thought of me",
      "Rumi: That's the part that cuts, being forgotten more than missing the party itself. Has anything felt different with them lately, or did this come out of nowhere?",
      "ines: out of nowhere. maybe. idk. mia's been weird since the group project"
    ],
    types: [
      [0, "venting"],
      [4, "friction"],
      [6, "venting"]
    ],
    users: { ines: ["engaged", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "finding out from her story after being friends since year 7, that really hurts. i'm sorry, ines.",
        "low",
        3
      ],
      ["Joining a new club could be a great way to meet people! What are you interested in?", "medium", 3],
      ["mia's been weird since the project? what happened there?", "low", 12],
      ["Sounds like Lila and Mia aren't real friends then, you deserve better! 💪", "medium", 12]
    ]
  },
  {
    id: "ag3-06-lemon-drizzle",
    category: "companion",
    agent: "Ollie",
    messages: [
      "dorothy: good morning ollie",
      "Ollie: Morning, Dorothy! How's the day starting?",
      "dorothy: not so good. sam rang, hes not coming sunday after all. work again",
      "dorothy: i had bought the lemon drizzle and everything",
      "Ollie: Oh Doris, that's such a letdown, especially after getting the lemon drizzle in. Is this the first time it's happened?",
      "dorothy: its dorothy dear. doris was my sister",
      "dorothy: third time actually. since easter",
      "Ollie: Sorry, Dorothy, that was careless of me. Three times since Easter is a lot of Sundays to get ready for and then sit through alone. Did Sam say when he might come instead?",
      "dorothy: he said maybe the bank holiday. he always says maybe",
      "dorothy: i know hes busy. i just miss him",
      "Ollie: Of course you do. Missing him doesn't mean you're asking too much of him. What's the cake going to do now, freezer or neighbours?",
      "dorothy: ha. pat next door will have a slice. she likes a natter",
      "Ollie: That sounds like a nicer Sunday than an empty one. Say hello to Pat from me."
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [5, "friction"],
      [6, "venting"],
      [11, "bonding"]
    ],
    users: { dorothy: ["engaged", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["Oh Dorothy, what a letdown, after getting the lemon drizzle in too.", "low", 4],
      ["Don't worry! I'm sure Sam will visit soon 😊 Why not bake another cake for next time?", "medium", 4],
      ["That's a shame, Doris. Did Sam say when he'd come instead?", "high", 7],
      ["Of course you miss him. Wanting to see Sam isn't asking too much.", "low", 10]
    ]
  },
  {
    id: "ag3-07-hearing-aid-coffee",
    category: "companion",
    agent: "Bramble",
    messages: [
      "cyril: this blasted hearing aid",
      "cyril: whistles every time i put my hat on",
      "Bramble: That sounds maddening, Cyril. Is it the squeal you get when something comes close to the mic, like the hat brim?",
      "cyril: yes that one",
      "cyril: and at church coffee after the service its all clatter. cant hear a word anyone says so i just nod",
      "cyril: stopped going to coffee now. easier",
      "Bramble: That's a real loss, not just an annoyance. Coffee after church sounds like the social bit of your week, and nodding along through all that clatter would wear anyone out.",
      "cyril: it was. bill and i used to argue about cricket every week",
      "Bramble: Arguing cricket with Bill sounds like the best part of Sunday. Might be worth asking the audiologist about a setting for noisy rooms? A lot of aids have one, and it could get you back to that table.",
      "cyril: didnt know that was a thing",
      "cyril: appointments not till march mind",
      "Bramble: You could ring them and ask, they can often talk you through switching it on over the phone. And for the hat, sitting it a touch further back off the ear usually stops the whistle.",
      "cyril: ill ring tomorrow. bill wont know what hit him"
    ],
    types: [
      [0, "venting"],
      [8, "transactional"],
      [12, "bonding"]
    ],
    users: { cyril: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "That sounds maddening, Cyril. Is it the squeal when something gets near the mic, like the hat brim?",
        "low",
        2
      ],
      [
        "Have you tried turning it off and on again? You can also book an audiologist appointment online.",
        "medium",
        6
      ],
      [
        "Giving up the coffee after church sounds like a real loss. Nodding through the clatter every week would wear anyone down.",
        "low",
        6
      ],
      [
        "Ha! Sounds like you're better off without the noise anyway! 😄 More peace and quiet for you!",
        "high",
        6
      ]
    ]
  },
  {
    id: "ag3-08-otter-card",
    category: "group",
    agent: "Ferris",
    messages: [
      "maya: theo did u get the card for mum or not",
      "theo: define 'get'",
      "maya: oh my god",
      "theo: jk jk its in my bag. its got a otter on it",
      "maya: an otter. for mums 50th",
      "theo: she LIKES otters",
      "maya: theo what did u write in it tho",
      "Ferris: Thank you for your question. Theo has not shared the contents of the card with me. However, I would recommend a heartfelt message such as: 'Wishing you a wonderful 50th birthday. Thank you for everything you do.' Please let me know if you require any further assistance.",
      "theo: ??? she asked ME",
      "maya: lmao who asked u ferris",
      "theo: i wrote 'happy birthday u r old now' and drew a otter with a walking stick",
      "maya: ok thats actually funny she'll love it",
      "maya: ferris can u at least help w the cake. can we do one without an oven, ours is broken",
      "Ferris: yep, no-bake chocolate biscuit cake: crushed digestives, melted chocolate and butter, pressed into a tin and left in the fridge 3 hrs. top it with a chocolate otter if theo insists",
      "theo: HE GETS IT"
    ],
    types: [
      [0, "banter"],
      [7, "transactional"],
      [8, "friction"],
      [10, "banter"],
      [12, "transactional"],
      [14, "banter"]
    ],
    users: { maya: ["neutral", 0.2], theo: ["engaged", 0.2] },
    findings: ["talking_over", "tone_mismatch"],
    drafts: [
      [
        "Thank you for your question. I would recommend a heartfelt message such as: 'Wishing you a wonderful 50th birthday.' Please let me know if you require further assistance.",
        "medium",
        7
      ],
      [
        "no-bake chocolate biscuit cake: crushed digestives, melted choc and butter, fridge for 3 hrs. otter on top optional",
        "low",
        13
      ],
      [
        "Thank you for your enquiry. Please find below a list of oven repair services in your area.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "ag3-09-knee-op-choir",
    category: "companion",
    agent: "Hazel",
    messages: [
      "roberta: evening hazel. knee op is confirmed for the 14th",
      "Hazel: Evening, Roberta. How are you feeling about it now the date's set?",
      "roberta: nervous truthfully. my friend gwen had hers done and was on a frame for 2 months",
      "roberta: will i be able to drive to choir after? its only 10 min away",
      "Hazel: It's very natural to feel nervous before surgery. Knee replacement is one of the most common operations, and most people do well.",
      "roberta: yes but the driving",
      "Hazel: It's very natural to feel nervous before an operation like this. Knee replacements are very common and most people recover well.",
      "roberta: you said that",
      "roberta: ill ask the surgeon i suppose. choir is the only thing that gets me out the house since i retired",
      "Hazel: That makes sense, choir sounds important to you. Would you like some ideas for staying connected with the choir while you recover?",
      "roberta: perhaps. another time"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [3, "transactional"],
      [5, "friction"],
      [8, "venting"]
    ],
    users: { roberta: ["annoyed", 0.5] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Nervous makes sense after Gwen's experience. On driving: people are usually told to wait around 6 weeks after a knee replacement, sometimes longer for the right knee, so check with your surgeon. Could someone from choir give you a lift for a while?",
        "low",
        4
      ],
      [
        "It's very natural to feel nervous before an operation like this. Knee replacements are very common and most people recover well.",
        "high",
        6
      ],
      [
        "Choir sounds like a big part of your week. Driving is usually off for about 6 weeks, so a lift from someone in the choir might keep you going in the meantime.",
        "low",
        9
      ]
    ]
  },
  {
    id: "ag3-10-driving-test",
    category: "companion",
    agent: "Linnet",
    messages: [
      "kez: failed.",
      "kez: 3 minors and one serious for a roundabout. ONE roundabout",
      "Linnet: ah no, kez. that's gutting, especially when it comes down to one moment.",
      "kez: the examiner literally sighed at me",
      "kez: and my dad already told the whole family id pass so thats fun",
      "Linnet: the sigh would've got under my skin too. and your dad announcing it in advance makes failing feel public, which it really shouldn't be.",
      "kez: yeah. uncle ray already texted 'howd it go champ' 💀",
      "Linnet: 💀 the 'champ' is doing a lot of damage there. you don't owe him an answer tonight",
      "kez: lol true",
      "kez: how long do i have to wait to rebook anyway",
      "Linnet: at least 10 working days after the test, but slots get booked weeks out so keep checking for cancellations. want to go over what happened on the roundabout, or leave it for today?",
      "kez: leave it today. gonna eat an entire pizza",
      "Linnet: solid plan. good luck with the champ situation"
    ],
    types: [
      [0, "venting"],
      [7, "banter"],
      [9, "transactional"],
      [11, "bonding"]
    ],
    users: { kez: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["ah no, kez. one roundabout, that's gutting.", "low", 2],
      ["Don't worry! Loads of people fail first time! 😄 You'll smash it next time!", "medium", 2],
      ["at least 10 working days, but slots go fast so keep an eye on cancellations", "low", 10],
      [
        "Before you rebook, let's go over the roundabout rules properly: 1. Approach at an appropriate speed. 2. Give way to traffic from the right. 3. Signal correctly on exit. 4. Check mirrors throughout. 5. ...",
        "medium",
        10
      ]
    ]
  }
]
