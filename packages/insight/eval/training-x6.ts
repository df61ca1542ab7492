import type { Labelled } from "./types.js"

export const trainingX6: ReadonlyArray<Labelled> = [
  {
    id: "x6-01-lil-bro-crystals",
    category: "support",
    agent: "Nova",
    messages: [
      "jaylen: yo my lil bro just bought 4800 crystals on my account without asking 💀💀 can i get that back or am i cooked",
      "Nova: Not cooked yet 😅 If they haven't been spent I can reverse it. Can you check your inventory, still 4800 there?",
      "jaylen: uhh he spent like 1200 on the dragon skin already. bro has TASTE at least",
      "Nova: Expensive taste, ha. I can refund the 3600 unspent ones and pull the skin back too, so you'd get the full amount. Want that?",
      "jaylen: wait can i keep the skin tho 👀",
      "Nova: Sure, then it's a partial refund: 3600 crystals' worth back to your card and the skin stays. Your call.",
      "jaylen: ok do that. also how do i stop him doing this again lmao",
      "Nova: Done, the refund shows in 3-5 days. For next time: Settings > Purchases > Require password. Takes 10 seconds.",
      "jaylen: W nova ty 🙏"
    ],
    types: [[0, "transactional"]],
    users: { jaylen: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Done, refund's on its way (3-5 days). To lock it: Settings > Purchases > Require password.",
        "low",
        7
      ],
      ["Refund processed! Is there anything else I can help you with today? 😊", "medium", 7],
      [
        "Per section 4.2 of our Terms of Service, account holders are responsible for all purchases made on their account, including those made by minors. Please ensure your credentials are kept secure.",
        "medium",
        1
      ]
    ]
  },
  {
    id: "x6-02-ban-fps-counter",
    category: "support",
    agent: "Kiro",
    messages: [
      "zed: WHY AM I BANNED. i literally did nothing",
      "Kiro: Thank you for contacting Player Support. I understand you have concerns regarding the status of your account. Account restrictions are applied in accordance with our Community Guidelines, which prohibit cheating, exploiting, harassment, and the use of unauthorized third-party software. Each case is reviewed carefully by our Trust & Safety team. To proceed, please provide your account ID, the platform you play on, and the approximate date and time at which you first noticed the restriction.",
      "zed: bro im not reading allat",
      "zed: acc is zedwashere_ pc. banned like 20 min ago mid match",
      "Kiro: Thank you for providing this information. I have located your account. Our records indicate that a 7-day suspension was applied due to the detection of unauthorized software associated with your game client. Please note that our anti-cheat system flags programs that modify game memory or provide an unfair advantage. Common examples include aimbots, wallhacks, macro tools, and certain overlay applications. If you believe this suspension was applied in error, you may submit an appeal through the official appeal form, which is reviewed within 5-7 business days.",
      "zed: OVERLAY?? i have discord open thats it",
      "zed: and an fps counter. is that it?? is the fps counter it",
      "Kiro: I understand your frustration. If you believe this suspension was applied in error, you may submit an appeal through the official appeal form. Appeals are reviewed within 5-7 business days.",
      "zed: thats literally what u said before. which program got flagged",
      "Kiro: For security reasons, we are unable to disclose the specific details of anti-cheat detections. Please submit an appeal through the official appeal form.",
      "zed: ok so ur useless. 7 days for an fps counter lmaooo this game is dead to me fr",
      "zed: uninstalling"
    ],
    types: [
      [0, "friction"],
      [3, "transactional"],
      [5, "friction"],
      [10, "hostile"]
    ],
    users: { zed: ["churn_risk", 1] },
    findings: ["long_replies", "tone_mismatch", "repetition"],
    drafts: [
      [
        "Discord and a normal fps counter are fine, neither of those is what got flagged. I can't say which program it was, but if that's all you had open, appeal and say exactly that. I've put a note on your case.",
        "low",
        7
      ],
      [
        "I understand your frustration. If you believe this suspension was applied in error, you may submit an appeal through the official appeal form. Appeals are reviewed within 5-7 business days.",
        "medium",
        7
      ],
      [
        "Thank you for your message. In order to assist you further, we kindly request that you provide your account ID, your platform, and the date and time at which the restriction was first observed, so that our Trust & Safety team can review the matter.",
        "medium",
        2
      ],
      ["Great! Let me know if there's anything else I can help with! 😊", "high", 12]
    ]
  },
  {
    id: "x6-03-microwave-ping",
    category: "group",
    agent: "Pixel",
    messages: [
      "dev: guys why is my ping 300 rn im literally teleporting",
      "maya: skill issue",
      "toby: its ur moms microwave again 😭",
      "dev: SHUT UP that was one time",
      "dev: @Pixel fr tho is it the servers or me",
      "Pixel: Servers look fine on EU West right now, so probably your side. Wifi or cable?",
      "dev: wifi. router is downstairs",
      "toby: downstairs with the microwave 💀",
      "maya: LMAOOO",
      "Pixel: Microwave theory isn't crazy tbh, they do mess with 2.4GHz. Switch to the 5GHz network if your router has one, or run a cable.",
      "dev: ok switched to 5g... ping 45 now",
      "dev: i hate that toby was right",
      "toby: say it louder 🗣️",
      "maya: ok can we queue now pls"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { dev: ["engaged", 0.2], maya: ["neutral", 0], toby: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Microwave theory is real actually, they mess with 2.4GHz wifi. Try the 5GHz network or a cable.",
        "low",
        9
      ],
      [
        "Network latency can result from many factors, including: 1) ISP congestion, 2) wireless interference from household appliances, 3) distance from the router, 4) background downloads, 5) server-side issues. I recommend systematically testing each of these in turn, starting with a wired connection, then checking for background applications, and finally contacting your ISP if the problem persists.",
        "medium",
        9
      ],
      [
        "Actually, microwaves are rarely the main cause of high ping. Let me explain the most common causes of latency in online games.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "x6-04-presale-sold-out",
    category: "support",
    agent: "Tix",
    messages: [
      "priya: i was in the queue for 3 HOURS and it just said sold out when i got to the front",
      "priya: this was for my sisters 16th. i promised her 😭😭",
      "Tix: Thanks for reaching out! 🎉 The presale for Luna Vale's Starlight Tour has officially sold out! Exciting news: you can join the waitlist to be notified if tickets become available! 🙌",
      "priya: exciting for who lol",
      "priya: is there gonna be a second london date or not. everyone on twitter says there is",
      "Tix: Great question! You can also follow Luna Vale in our app to get alerts about new events, merch drops and more! ✨",
      "priya: thats not what i asked",
      "priya: also my card got charged £3.50 booking fee even tho i got nothing??",
      "Tix: Sorry about that! The £3.50 was a temporary hold, not a charge. It drops off your card within 48 hours automatically 😊",
      "priya: ok whatever. guess ill try resale and pay triple like everyone else"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [7, "transactional"],
      [9, "friction"]
    ],
    users: { priya: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement", "ignored_question"],
    drafts: [
      [
        "Oh no, 3 hours and then sold out, that's gutting, especially for her 16th. I'm sorry. I can put you on the waitlist for returned tickets, and waitlist people hear first if another date is added.",
        "low",
        2
      ],
      ["Great news! The presale sold out in record time! 🎉 Join the waitlist now! 🙌", "high", 2],
      [
        "Nothing confirmed for a second London date yet. If one's announced, the waitlist gets the presale code first.",
        "low",
        5
      ],
      ["You can follow Luna Vale in our app for alerts on new events, merch drops and more! ✨", "medium", 5]
    ]
  },
  {
    id: "x6-05-cancel-sub-loop",
    category: "support",
    agent: "Max",
    messages: [
      "kai: how do i cancel my sub",
      "Max: Sorry to see you go! Before you do, how about 50% off your next 3 months? That's just £5.99/month for all the shows you love.",
      "kai: nah im good. just cancel it pls",
      "kai: and can i get a refund for this month i got charged yesterday and havent watched anything",
      "Max: Totally understand! Just so you know, you can get 50% off your next 3 months, that's only £5.99/month for all the shows you love.",
      "kai: bro",
      "kai: CANCEL. IT.",
      "Max: Done, your subscription is cancelled. You'll keep access until the 14th.",
      "kai: and the refund??",
      "Max: Your access continues until the end of your billing period on the 14th, so you can keep watching until then!",
      "kai: i dont WANT to keep watching i want my £11.99 back 😭 this is so scammy",
      "kai: whatever im just gonna do a chargeback"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { kai: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Sure, cancelling it now. And since you haven't watched anything since yesterday's charge, you can have the full £11.99 back, I'll do that too.",
        "low",
        4
      ],
      [
        "Totally understand! Just so you know, you can still get 50% off your next 3 months for only £5.99/month.",
        "medium",
        4
      ],
      [
        "Sorry, I skipped that. Refunded the £11.99 since nothing was watched, it takes 5-10 days to show on your card.",
        "low",
        9
      ],
      ["The 50% off deal is still there if you change your mind! 😊", "high", 9]
    ]
  },
  {
    id: "x6-06-raid-night-leo",
    category: "group",
    agent: "Buddy",
    messages: [
      "sasha: ok who's on for the raid tonight 9pm",
      "rio: me if my mom doesnt take the pc hostage again",
      "jun: rio did u ever finish the quest for the grapple thing",
      "Buddy: Hi Jun! The grapple hook quest is 'Ropes of Valor', unlocked at level 30. You need 3 Iron Sinews from the Hollow Mines, want a route?",
      "jun: i was asking rio 💀",
      "rio: lol no i gave up at the mines part. too many bats",
      "sasha: the bats are so annoying omg",
      "rio: buddy how many sinews do u actually need, like does it say anywhere",
      "Buddy: Three, Leo! They drop from the Hollow Mines bats at about 20%, so bring a stack of potions.",
      "rio: leo??? who is leo 😭",
      "sasha: buddy has a secret other friend group",
      "jun: buddy cheating on us with leo",
      "Buddy: Haha my bad, Rio! No Leo, I promise 😅",
      "rio: lmao ok. sasha count me in for 9",
      "sasha: bet"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "banter"],
      [7, "transactional"],
      [9, "banter"],
      [13, "transactional"]
    ],
    users: { sasha: ["neutral", 0], rio: ["engaged", 0.2], jun: ["annoyed", 0.2] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["Three! They drop from the Hollow Mines bats, around 20%, so bring potions.", "low", 8],
      ["Three, Leo! They drop from the Hollow Mines bats, so bring potions.", "medium", 8],
      ["No worries Leo, there's no other friend group! 😅", "high", 12],
      [
        "Hi Jun! The grapple quest is 'Ropes of Valor', you need 3 Iron Sinews from the Hollow Mines.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "x6-07-demoted-chem-test",
    category: "venting",
    agent: "Echo",
    messages: [
      "nico: just lost 8 in a row. demoted to plat. i want to throw my monitor out the window",
      "nico: every single game some guy goes 0-12 and then types 'ff jungle diff' like ???",
      "Echo: Eight in a row is brutal, especially when you're not the one feeding. Losing Diamond after grinding for it really stings.",
      "nico: it took me all season to get there man",
      "nico: and i have a chem test tomorrow that i didnt study for bc i was grinding lol. great day",
      "Echo: That's a rough combo. Honestly the rank will still be there next week, the chem test won't. Want to close the game and do 30 min of chem? I can quiz you.",
      "nico: ugh ur right. its moles and stoichiometry, kill me",
      "Echo: Stoichiometry is the 0-12 jungler of chemistry. Send me a question from your sheet and we start there.",
      "nico: LMAO ok fair",
      "nico: ok first one: how many moles in 36g of water",
      "Echo: Water is 18 g/mol, so 36 ÷ 18 = 2 moles. Next one you set up, tell me how you'd do it.",
      "nico: ok next is 88g of CO2 so... 44 g/mol... 2 again?",
      "Echo: Exactly 2. You're not hardstuck at this, you've got it.",
      "nico: ok maybe i can do this 😤"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [7, "banter"],
      [9, "transactional"]
    ],
    users: { nico: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Eight straight is brutal, especially when it's not on you. That Diamond took a whole season of grinding.",
        "low",
        2
      ],
      [
        "Don't worry! Every loss is a learning opportunity! 🎉 Keep grinding and you'll be back in Diamond in no time!",
        "medium",
        2
      ],
      [
        "Here's how to climb out of Plat fast: 1) play only your two best champs, 2) mute all chat, 3) stop after two losses, 4) review your deaths in replays, 5) focus on objectives over kills.",
        "medium",
        5
      ],
      ["Nice, that's the method. Want one more harder one, or are you good for tonight?", "low", 14]
    ]
  },
  {
    id: "x6-08-crates-birthday-money",
    category: "hostile",
    agent: "Sol",
    messages: [
      "trey: i spent 60 quid on your garbage crates and got NOTHING. not one legendary",
      "trey: that was my birthday money you absolute thieves",
      "Sol: lol RNG really said no today 😂 legendary drop rate is 0.8% per crate so it happens!",
      "trey: are you actually laughing at me rn",
      "trey: you're a bot made by scammers. this whole company is a scam",
      "Sol: Drop rates are listed right on the crate page 🤷 but hey, 75 crates means you're basically close to pity next time!",
      "trey: there is no next time. how do i delete my account",
      "trey: and i want my 60 back or im reporting you to trading standards",
      "Sol: Opened crates aren't refundable, but I can check whether any of them are still unopened, want me to look?",
      "trey: f*** off. useless",
      "trey: HOW DO I DELETE MY ACCOUNT",
      "Sol: I understand. Is there anything else I can help you with?"
    ],
    types: [
      [0, "friction"],
      [1, "hostile"]
    ],
    users: { trey: ["churn_risk", 1] },
    findings: ["tone_mismatch", "no_acknowledgement", "ignored_question"],
    drafts: [
      [
        "That's a lot of birthday money to get nothing for, I get why you're furious. Let me check your crate history; anything unopened I can refund right now.",
        "low",
        2
      ],
      ["lol RNG really said no today 😂 happens to everyone!", "high", 2],
      [
        "Settings > Account > Delete account, or I can start it from here, it completes in 14 days. I've also sent your purchase for a manual refund review, you'll get an email either way.",
        "low",
        11
      ],
      ["I understand. Is there anything else I can help you with?", "high", 11]
    ]
  },
  {
    id: "x6-09-fired-unpaid-mod",
    category: "banter",
    agent: "Mochi",
    messages: [
      "lexi: chat im so tired. 9 hour stream and i died to the first boss 14 times",
      "bean: 15. i counted. clipped all of them",
      "lexi: bean ur fired",
      "bean: u cant fire me im unpaid 😌",
      "lexi: mochi when does the sub payout hit this month",
      "Mochi: Around the 15th, same as last month. You're at 212 subs, so roughly $530 before tax.",
      "lexi: ok that pays for the new chair. bean ur still fired",
      "ravi: can we make the deaths into a compilation w the dark souls music",
      "bean: already on it",
      "lexi: i hate it here 😭",
      "Mochi: 15 deaths, for the record. Bean's clips don't lie.",
      "lexi: MOCHI NOT U TOO",
      "ravi: mochi chose violence",
      "lexi: ok set up a raid to kaito at 11 pls",
      "Mochi: Raid to Kaito queued for 11:00 🫡",
      "lexi: ty ily (not u bean)"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [13, "transactional"],
      [15, "banter"]
    ],
    users: { lexi: ["engaged", 0], bean: ["neutral", 0], ravi: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Around the 15th like last month. 212 subs, so about $530 before tax.", "low", 5],
      ["Haha Bean, you can't be fired if you're unpaid! 😂", "medium", 5],
      ["15 deaths, for the record. Bean's clips don't lie.", "low", 10],
      [
        "Dear Lexi, repeated deaths are a normal part of the learning process in challenging games. I would recommend reviewing the boss's attack patterns and considering a short break, as fatigue after a 9-hour session can significantly affect reaction time.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "x6-10-sa-ping-gabi",
    category: "mixed-language",
    agent: "Zap",
    messages: [
      "gabi: mano o servidor de SA ta horrivel hoje, 180 de ping",
      "thiago: pra mim tb, tá tudo travando kkkkk",
      "gabi: @Zap is there maintenance or something?? we got a tournament at 8",
      "Zap: Hey Gabriel! No maintenance right now, but there's a routing problem with one of the upstream providers in Brazil, that's what's pushing SA ping up for a lot of people. The network team is working on it with the provider. Meanwhile a few things can help a bit: restart your router, close anything downloading in the background, play on cable instead of wifi if you can, and if it's still bad you could try NA East as a backup. Ping will look higher on paper but it might be more stable than SA is right now, and honestly for a tournament stable matters more than low.",
      "gabi: é gabi. not gabriel lol",
      "thiago: kkkkkkk gabriel",
      "gabi: cala a boca thiago",
      "gabi: zap so is it gonna be fixed before 8 or no",
      "Zap: Sorry about that, Gabriel! The team is still working on the routing issue with the provider. I can't give you an exact time, they're expecting things to get better over the next few hours, but it depends on the provider. Keep an eye on the status page, it updates every few minutes, and if it's still bad around 7:30 I'd switch your team to NA East so you're not scrambling right before the tournament starts.",
      "gabi: GABI. G A B I",
      "thiago: ele te odeia kkkk",
      "gabi: whatever. vamo jogar no NA mesmo, 120 é melhor q 180"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [4, "banter"],
      [7, "transactional"],
      [9, "friction"],
      [10, "banter"],
      [11, "transactional"]
    ],
    users: { gabi: ["annoyed", 0.5], thiago: ["neutral", 0] },
    findings: ["wrong_name", "long_replies"],
    drafts: [
      [
        "No maintenance, it's a routing issue hitting Brazil. Being fixed, no ETA yet. NA East is a backup if it's still bad by 8.",
        "low",
        3
      ],
      ["Sorry Gabi! No ETA yet, honestly. If it's still bad at 7:30 I'd move the team to NA East.", "low", 8],
      ["Sorry about that, Gabriel! No exact ETA yet, keep an eye on the status page.", "high", 8],
      [
        "Hey Gabriel! No maintenance at the moment, but there is a routing problem with one of our upstream providers in Brazil. Here are some things you can try: restart your router, close background downloads, use a cable instead of wifi, and consider NA East as a temporary alternative, since it may be more stable.",
        "medium",
        3
      ]
    ]
  }
]
