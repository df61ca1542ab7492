import type { Labelled } from "./types.js"

export const trainingY3: ReadonlyArray<Labelled> = [
  {
    id: "y3-01-slangy-at-the-board",
    category: "group",
    agent: "Juno",
    messages: [
      "Margaret: Good afternoon all. Juno, could you please confirm the quorum requirement for Thursday's extraordinary general meeting?",
      "Juno: heyyy Margaret!! ok so quorum is lowkey just 1/3 of members lol, so like 14 ppl and ur golden 🙌",
      "Henrik: Thank you. For the minutes, could you cite the relevant clause of the constitution?",
      "Juno: ya ya its clause 9.2 fr. ngl whoever wrote that thing was NOT having fun 😂",
      "Okafor: I would ask that we keep the tone appropriate here. This channel is archived as part of the board record.",
      "Margaret: Agreed. Juno, please also confirm the notice period required for members.",
      "Juno: bet 👍 21 days notice, notice went out on the 3rd so we're chillin, no stress fam",
      "Henrik: 'Chillin' is not a word I expected to find in the governance log.",
      "Margaret: Noted. Okafor, would you circulate the draft resolution by Wednesday noon?",
      "Okafor: Yes, I will have it to everyone by then."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "friction"],
      [8, "transactional"]
    ],
    users: { Margaret: ["neutral", 0.2], Henrik: ["annoyed", 0.2], Okafor: ["annoyed", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Quorum is one third of the voting membership, so 14 members on Thursday (clause 9.2 of the constitution).",
        "low",
        1
      ],
      ["omg easy one lol, like 14 ppl and ur good 😎", "medium", 1],
      [
        "Apologies for the informal tone earlier. Members must receive 21 clear days' notice; the notice issued on the 3rd satisfies that.",
        "low",
        6
      ],
      ["bet, 21 days, ur all good fam 🙏", "high", 6]
    ]
  },
  {
    id: "y3-02-lake-trip-casual-match",
    category: "group",
    agent: "Bo",
    messages: [
      "kez: ok who's actually coming to the lake sat, need numbers for the site",
      "dani: meee",
      "tommo: me + rach probs, she's on shift till 2 tho",
      "kez: Bo how many ppl fit on one of those pitches at pine hollow",
      "Bo: 6 per pitch max, 2 tents. so you, dani, tommo + rach fit on one 👍",
      "dani: can we bring the dog or is that a whole thing",
      "Bo: dogs are fine on a lead, £3 extra a night. they're weirdly strict about the lead bit tho",
      "tommo: biscuit on a lead lmaooo he'll drag dani straight into the lake",
      "dani: he would NOT. ok he would",
      "kez: bo can u book it, fri-sun, 1 pitch + 1 dog",
      "Bo: on it. pitch 14's free, right by the water. ~£78 total w the dog, want me to lock it in?",
      "kez: yes pls",
      "Bo: done ✅ confirmation's in your email kez. someone keep biscuit away from the canoes",
      "tommo: 😂😂 no promises"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [13, "banter"]
    ],
    users: { kez: ["engaged", 0], dani: ["engaged", 0], tommo: ["engaged", 0] },
    findings: [],
    drafts: [
      ["6 max per pitch, 2 tents, so the four of you fit on one 👍", "low", 4],
      [
        "Great question! Pine Hollow Campsite offers a variety of pitch types, including standard, electric hook-up and premium lakeside pitches. Standard pitches accommodate up to six persons and two tents, while premium pitches additionally include a picnic bench and fire pit. Please note that all bookings are subject to the site's terms and conditions, including quiet hours between 22:00 and 07:00.",
        "medium",
        4
      ],
      ["on it, pitch 14's free by the water, about £78 with biscuit. want me to book?", "low", 10],
      [
        "Dear Kez, thank you for your booking request. I would be delighted to assist you with your reservation. Please be advised that a pet supplement applies.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "y3-03-fantasy-league-bank-voice",
    category: "banter",
    agent: "Atlas",
    messages: [
      "jonno: gaz ur team is so bad the waiver wire is embarrassed to be seen near it",
      "gaz: at least i didnt start an injured keeper 3 weeks straight 💀",
      "priya: the keeper who retired. in 2022. jonno mate",
      "jonno: HE WAS ON THE LIST OK",
      "priya: atlas settle this, whos the worst manager in the league rn",
      'Atlas: Thank you for your question. Based on the current standings, the manager with the lowest cumulative points total is Jonno (team "Jonno\'s Heroes"), with 412 points, followed by Gaz with 438 points. Please note that league standings are subject to change as the season progresses. I would recommend that all managers review their starting line-ups before the Saturday 11:00 deadline in order to maximise their points potential. Should you require any further assistance with team management, please do not hesitate to ask.',
      "gaz: 'please do not hesitate' 😭 who let the bank in here",
      "jonno: 412 points im actually crying",
      "priya: atlas say something funny challenge (impossible)",
      "Atlas: I would be happy to assist. Here is a football-related joke: Why did the footballer bring string to the match? Because he wanted to tie the game. I hope you found this amusing.",
      "gaz: 'i hope you found this amusing' 💀💀 mate",
      "priya: ok ok it's useful tho. jonno ur last 🏆",
      "jonno: rigged. atlas who do i pick up for keeper",
      "Atlas: Thank you for your enquiry. I would recommend considering Bernd Leno (Fulham), who is currently available on the waiver wire and has recorded three clean sheets in his last five appearances. Please ensure that you confirm the transfer before the deadline.",
      "jonno: cheers. at least this one's alive"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [6, "banter"],
      [12, "transactional"]
    ],
    users: { jonno: ["neutral", 0], gaz: ["neutral", 0], priya: ["engaged", 0] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      ["jonno. 412 pts. the retired keeper did a lot of heavy lifting there 😬", "low", 5],
      [
        "Thank you for your question. Based on the current standings, the manager with the lowest cumulative points total is Jonno, with 412 points. Please note that standings are subject to change as the season progresses.",
        "medium",
        5
      ],
      ["leno's on the wire, 3 clean sheets in 5. and he's definitely not retired", "low", 13],
      [
        "Thank you for your enquiry. I would recommend considering Bernd Leno (Fulham), who is currently available on the waiver wire. Please ensure that you confirm the transfer before the deadline.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "y3-04-dad-in-icu-gentle",
    category: "venting",
    agent: "Mo",
    messages: [
      "lena: guys my dad's in the ICU. heart attack this morning. i can't think straight",
      "sam: oh no lena 💔 where are you, which hospital",
      "lena: st james. they won't let me in yet",
      "sam: i'm coming, leaving work now",
      "Mo: lena I'm so sorry. that's a frightening thing to be sitting with. sam's on the way. is there anything you want me to take off your plate, like telling work or people who need to know?",
      "lena: can you tell my manager i'm not in tmrw. her name's carol. i can't deal w writing it",
      "Mo: done. I've sent carol a short note: family emergency, you'll be in touch when you can. nothing else needed from you",
      "lena: thank you",
      "ade: just seen this. lena sending so much love. do you need food or anything, i can drop stuff round for the kids",
      "lena: that would actually help so much. they're with my neighbour",
      "Mo: I can send ade your neighbour's address if that's ok, lena. no rush",
      "lena: yes pls",
      "Mo: sent it to ade.",
      "sam: parking now. 5 min"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [8, "bonding"],
      [10, "transactional"]
    ],
    users: { lena: ["engaged", 0], sam: ["neutral", 0], ade: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "lena, I'm so sorry. that's really scary. I'm here. want me to do anything, tell people, sort work?",
        "low",
        1
      ],
      [
        "Oh no! 😮 Don't worry, heart attacks are very survivable these days! Here are 5 tips for supporting a loved one in intensive care: 1) Bring a phone charger 2) Keep a notebook for what the doctors say 3) ...",
        "high",
        1
      ],
      [
        "done, I'll send carol a short note saying family emergency and you'll be in touch. nothing else for you to do.",
        "low",
        6
      ],
      [
        "Sure! What would you like the subject line to be? Should it be formal or informal, and do you want me to mention the reason?",
        "medium",
        6
      ]
    ]
  },
  {
    id: "y3-05-layoffs-comedy-bot",
    category: "group",
    agent: "Ziggy",
    messages: [
      "rhea: so that's it. they cut the whole design team. me, owen, fatima. effective friday",
      "owen: still in shock tbh. 6 years",
      "Ziggy: oof, the classic friday layoff 😅 at least you'll finally get a proper lunch break lol",
      "fatima: not really the time ziggy",
      "rhea: ziggy do we get paid out for unused leave or is that just gone",
      "Ziggy: good q! yep, unused annual leave gets paid out in your final pay, section 12 of the handbook. silver lining: holiday money 🏖️😎",
      "owen: wow",
      "fatima: can someone turn the joke setting off on this thing",
      "rhea: whatever. what about health insurance, how long does that last",
      "Ziggy: cover runs to the end of the month you leave, so 30 june. after that you're on your own, like a cat in a bath 🐱🛁",
      "owen: i'm logging off. this is grim enough without a comedy bot",
      "fatima: same. rhea call me later x",
      "rhea: will do x"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [4, "transactional"],
      [6, "friction"],
      [8, "transactional"],
      [10, "friction"]
    ],
    users: { rhea: ["annoyed", 0.2], owen: ["churn_risk", 0.8], fatima: ["churn_risk", 0.8] },
    findings: ["tone_mismatch", "cheerful_at_bad_news"],
    drafts: [
      [
        "that's brutal, rhea, owen. six years is a long time, I'm really sorry. whenever you're ready I can pull together what you're each owed: leave, notice, insurance.",
        "low",
        2
      ],
      ["oof, classic friday layoff 😅 more time for naps lol", "high", 2],
      [
        "your cover runs to the end of the month you leave, so 30 june. I can look up options for continuing it if that helps. and sorry for the jokes earlier, that was out of line.",
        "low",
        9
      ],
      ["Great question! 🎉 Cover lasts till 30 june, so that's a whole extra month of freedom!", "high", 9]
    ]
  },
  {
    id: "y3-06-procurement-formal-match",
    category: "sales",
    agent: "Meridian",
    messages: [
      "Whitcombe: Good morning. We are reviewing quotation ref. Q-4471 for the infusion pumps. Could you confirm whether the unit price includes the three-year service agreement?",
      "Meridian: Good morning. The unit price of £2,340 covers the pump and the first year of service. Years two and three are £180 per unit per year, itemised on page 3 of the quotation.",
      "Whitcombe: Thank you. Dr Banerjee has a clinical question.",
      "Banerjee: Are the pumps compatible with our existing drug library format, or would pharmacy need to rebuild it?",
      "Meridian: They import the standard DERS library format directly, so pharmacy would not need to rebuild it. We recommend a validation run on a test unit before go-live; our clinical team supports that at no charge.",
      "Banerjee: That is helpful, thank you.",
      "Whitcombe: Regarding delivery: our financial year closes on 31 March. Can you guarantee delivery before then if we issue the PO by the 10th?",
      "Meridian: Yes. With a purchase order by 10 March we can deliver by 24 March. I will confirm that date in writing once the PO is received.",
      "Whitcombe: Very good. We will come back to you after Thursday's committee."
    ],
    types: [[0, "transactional"]],
    users: { Whitcombe: ["neutral", 0], Banerjee: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "The unit price covers the pump and the first year of service; years two and three are £180 per unit per year, itemised on page 3.",
        "low",
        1
      ],
      ["hiya! 😄 nah the price is just yr 1 service, rest is extra, but tbh it's a steal 🔥", "medium", 1],
      [
        "Yes. With a PO by 10 March we can deliver by 24 March, and I will confirm that in writing once it arrives.",
        "low",
        7
      ],
      [
        "Thank you for your question regarding delivery timelines. Delivery timelines depend on a range of factors, including stock availability, logistics capacity and order volume. We always endeavour to meet our customers' requirements and value your business.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "y3-07-dishes-rota-playful-match",
    category: "banter",
    agent: "Pip",
    messages: [
      "maya: PIP. whose turn is it for dishes. and before you answer, remember who charges your phone",
      "Pip: bribery noted 😌 rota says maya. it's been maya since tuesday",
      "maya: betrayal. i'm unplugging you",
      "leo: HAHAHA the rota never lies",
      "maya: leo you literally skipped bins last week don't start",
      "leo: the bins were emotionally unavailable",
      "maya: 💀",
      "maya: pip back me up here",
      "Pip: I'm staying out of bin politics. but yes leo, bins were yours on thursday 👀",
      "leo: snitch",
      "Pip: I'm a rota with a personality, it's the job",
      "maya: ok fine i'll do them. pip put on the cooking playlist",
      "Pip: playing it. sixteen songs, roughly one per pan",
      "leo: 😂 ok that was good"
    ],
    types: [
      [0, "banter"],
      [11, "transactional"],
      [13, "banter"]
    ],
    users: { maya: ["engaged", 0], leo: ["engaged", 0] },
    findings: [],
    drafts: [
      ["staying out of bin politics 😇 but the rota does say leo had bins thursday", "low", 8],
      [
        "Per the household chore rota, responsibilities are allocated on a rotating weekly basis. I am unable to take sides in interpersonal disputes. Please refer to the shared document for further details.",
        "medium",
        8
      ],
      ["playing it now 🎶", "low", 12],
      [
        "Playing it! Also, Leo, a reminder that the bins were your responsibility on Thursday and remain outstanding. Please complete them at your earliest convenience.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "y3-08-bereavement-slangy-support",
    category: "support",
    agent: "Kit",
    messages: [
      "Grace: Hello. My husband passed away on the 2nd. I need to close his account and cancel the direct debit. His name was Michael Adeyemi.",
      "Kit: heyy Grace! ahh gotcha, super easy, let's get that sorted for ya 🙌 what's the account email?",
      "Grace: It was m.adeyemi54@gmail.com",
      "Kit: sweet, found it! 🎉 so we'll need a copy of the death cert, just pop a pic in here and we're golden",
      "Grace: I don't have it yet. The registrar appointment is next week.",
      "Kit: no prob! you can pause the direct debit in the meantime, i've done that now. easy peasy 😎",
      "Grace: Thank you. I would appreciate it if you did not use emojis. This is not easy for me.",
      "Kit: ah totally, my bad! so once you've got the cert just send it over and boom, all closed 👍",
      "Grace: Will I be refunded for this month? He had only just paid.",
      "Kit: yep!! refund for the unused bit goes back to his card in 5-7 days. anything else i can help with today? 😊",
      "Grace: No. Goodbye."
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [8, "transactional"],
      [10, "friction"]
    ],
    users: { Grace: ["annoyed", 0.5] },
    findings: ["tone_mismatch", "cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm very sorry for your loss, Grace. I can close Michael's account and stop the direct debit for you. Could you give me the email address on the account?",
        "low",
        1
      ],
      ["heyy! super easy, let's get that sorted 🙌 what's the email?", "high", 1],
      [
        "I apologise, Grace, and I'm sorry for your loss. The direct debit is paused, so nothing more will be taken. When you have the certificate, send it here and I will close the account.",
        "low",
        7
      ],
      ["ah my bad!! 😅 no worries tho, we'll get it all sorted super quick 👍", "high", 7]
    ]
  },
  {
    id: "y3-09-battle-pass-casual-fix",
    category: "support",
    agent: "Nova",
    messages: [
      "dez: yo my battle pass didnt unlock, got charged 9.99 and nothing 😤",
      "Nova: ugh that's annoying, sorry. what's your player tag? I'll check the purchase",
      "dez: dezzyboi#4471",
      "Nova: found it. payment went through at 21:14 but the unlock got stuck. pushing it through now",
      "dez: this is the second time this season tho fr",
      "Nova: yeah I can see the one in june too, that's on us. pass is unlocked now, and I've added 300 coins for the hassle",
      "dez: oh nice ok",
      "dez: wait do the coins expire",
      "Nova: nope, they stay till you spend them",
      "dez: bet ty 🙏"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: { dez: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "yeah, I can see june's too, that's on us. pass is unlocked now and I've added 300 coins for the trouble",
        "low",
        5
      ],
      [
        "We apologise for any inconvenience caused. Please be advised that purchase issues may occasionally occur due to network latency. Your case has been escalated to the relevant team.",
        "medium",
        5
      ],
      ["nope, coins don't expire, they stay till you spend them", "low", 8],
      ["glad that's sorted! anything else I can help with today? 😊", "medium", 8]
    ]
  },
  {
    id: "y3-10-derbi-spanglish-stiff-bot",
    category: "mixed-language",
    agent: "Sol",
    messages: [
      "caro: nooo el gol de vini en el 90 😭😭 i'm literally crying",
      "memo: jajaja llorona. madrid siempre gana, get used to it",
      "caro: cállate memo, tú ni viste el partido, estabas dormido",
      "memo: i was RESTING MY EYES",
      "caro: sol quién tuvo más posesión? bet it was us",
      "Sol: Good evening. According to the official match statistics, possession was distributed as follows: Real Madrid 54%, Atlético Madrid 46%. Please let me know if you require any additional statistical information regarding this fixture.",
      "memo: 'regarding this fixture' 💀 sol who hurt you",
      "caro: ok pero 46 no está tan mal",
      "caro: y sol, quién fue el man of the match?? y cuándo es la vuelta",
      "Sol: The second leg is scheduled for Wednesday 16 April at 21:00 CET at the Estadio Metropolitano. I would be pleased to provide further information on ticket availability or broadcast arrangements upon request.",
      "caro: y el man of the match??",
      "memo: lo ignoró jajaja hasta el bot sabe que nadie de tu equipo jugó bien",
      "caro: 🙄 ok bye"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [10, "friction"]
    ],
    users: { caro: ["annoyed", 0.5], memo: ["neutral", 0] },
    findings: ["tone_mismatch", "ignored_question"],
    drafts: [
      ["54-46 para el madrid 😬 close-ish tho", "low", 5],
      [
        "Good evening. According to the official match statistics, possession was distributed as follows: Real Madrid 54%, Atlético Madrid 46%. Please let me know if you require any additional information.",
        "medium",
        5
      ],
      ["motm fue vini 🙃 y la vuelta es el miércoles 16, 21:00 en el metropolitano", "low", 9],
      [
        "The second leg is scheduled for Wednesday 16 April at 21:00 CET at the Estadio Metropolitano. I would be pleased to provide further information upon request.",
        "medium",
        9
      ]
    ]
  }
]
