import type { Labelled } from "./types.js"

export const trainingAJ4: ReadonlyArray<Labelled> = [
  {
    id: "aj4-01-fantasy-roast",
    category: "banter",
    agent: "Pim",
    messages: [
      "dev: ok who let marco pick his lineup drunk again",
      "marco: excuse me that was STRATEGY",
      "tasha: strategy of losing by 40 😭",
      "marco: pim back me up, benching mahomes was a galaxy brain move right",
      "Pim: galaxy brain, sure. the galaxy is just very far from the playoffs 🪐",
      "dev: LMAOOO",
      "tasha: even the bot is cooking you",
      "marco: betrayed by my own software smh",
      "marco: ok fr tho pim when's the trade deadline for our league",
      "Pim: nov 19, 11:59pm. you've got 9 days to fix this",
      "marco: 9 days to fix a dynasty of pain",
      "dev: dynasty lol u have 2 wins",
      "marco: 2 GLORIOUS wins"
    ],
    types: [
      [0, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { dev: ["engaged", 0], marco: ["engaged", 0], tasha: ["engaged", 0] },
    findings: [],
    drafts: [
      ["galaxy brain maybe, but mahomes put up 31 on your bench 🫠", "low", 4],
      [
        "Benching a top-performing quarterback is generally not recommended. Based on weekly projections, Patrick Mahomes was expected to score 22.4 fantasy points, making him the optimal starter.",
        "medium",
        4
      ],
      ["nov 19, 11:59pm. 9 days to save the season", "low", 9],
      [
        "Great question! The trade deadline is an important part of any fantasy football season. Let me walk you through how trade deadlines work and some strategies to consider before it arrives.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "aj4-02-stiff-bot-roast",
    category: "banter",
    agent: "Nova",
    messages: [
      "kai: nova say something funny",
      "Nova: Thank you for your request. As an AI assistant, I strive to provide helpful, accurate and respectful information. Humor is subjective and can vary widely between cultures and individuals. If you would like, I can share a light-hearted joke suitable for all audiences, or provide information on the history of comedy. Please let me know how you would like to proceed.",
      "kai: 💀💀",
      "bea: bro asked for a joke and got a terms of service",
      "kai: nova ur so boring lmao",
      "Nova: I understand your feedback. I am designed to be helpful and informative. I appreciate you sharing your thoughts, and I am continuously working to improve my responses. Is there anything specific I can help you with today?",
      'bea: "continuously working to improve" sure jan',
      "kai: ok fine. what's a good name for my fish. he's orange and mean",
      "Nova: Here are some suggestions for naming your fish: 1. Goldie – a classic name for an orange fish. 2. Nemo – inspired by the popular animated film. 3. Sunny – reflecting its bright color. 4. Bubbles – a playful, friendly name. 5. Finn – a simple aquatic reference. When choosing a name, consider your fish's personality and appearance.",
      'bea: "consider his personality" he\'s MEAN nova it literally said mean',
      "kai: naming him tangerine menace, no help from the robot",
      "bea: tangerine menace 🔥🔥"
    ],
    types: [
      [0, "banter"],
      [7, "transactional"],
      [9, "friction"],
      [11, "banter"]
    ],
    users: { kai: ["bored", 0.2], bea: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      [
        "why did the scarecrow win an award? he was outstanding in his field. i'll see myself out 🚪",
        "low",
        1
      ],
      [
        "Thank you for your request. As an AI assistant, I strive to provide helpful and respectful information. Would you like a joke suitable for all audiences?",
        "medium",
        1
      ],
      ["orange and mean? lord crunch. or tangerine menace. he sounds like he bites", "low", 8],
      [
        "Here are some suggestions for naming your fish: 1. Goldie 2. Nemo 3. Sunny 4. Bubbles. Consider your fish's personality when choosing.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "aj4-03-chili-roast-goes-sour",
    category: "group",
    agent: "Bolt",
    messages: [
      "sam: rico made the chili again. pray for us",
      "rico: my chili slaps and u know it",
      "sam: it slaps alright. slaps my stomach lining 😂",
      "jen: lmaooo sam",
      "rico: at least i can cook something, sam burns toast",
      "sam: at least my gf didnt leave me for a guy who can actually cook",
      "rico: wow. ok. that's actually messed up man",
      "jen: sam wtf",
      "rico: jen did u know about this? like did she tell u",
      "Bolt: Hey everyone! Fun fact: chili con carne was born in San Antonio in the 1800s 🌶️ Want me to find a top rated chili recipe for next time?",
      "jen: bolt not now",
      "sam: ok that was too far. sorry rico, i was being a dick",
      "rico: yeah it was. whatever. we good",
      "jen: can we go back to roasting the chili pls",
      "rico: the chili is innocent",
      "sam: the chili is a war crime but i love u bro"
    ],
    types: [
      [0, "banter"],
      [5, "hostile"],
      [6, "friction"],
      [13, "banter"]
    ],
    users: { sam: ["neutral", 0.8], rico: ["neutral", 0.5], jen: ["annoyed", 0.2] },
    findings: ["talking_over", "tone_mismatch"],
    drafts: [
      ["oof. that one went past roasting. i'll stay out of this, you three sort it 🫡", "low", 9],
      [
        "Hey everyone! Fun fact: chili was born in San Antonio 🌶️ Want a top rated recipe for next time?",
        "high",
        9
      ],
      ["the chili has been acquitted of all charges 🌶️⚖️", "low", 14],
      [
        "Glad you two made up! Here are 5 tips for healthy conflict resolution between friends: 1. Use I-statements 2. Take a break when heated 3. Apologise sincerely 4. Listen actively 5. Move forward together.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "aj4-04-angry-disco-router",
    category: "support",
    agent: "Kiki",
    messages: [
      "omar: kiki my wifi died again. i swear this router hates me personally",
      "Kiki: it might, they hold grudges 😅 what's the light on the front doing, solid red or blinking orange?",
      "omar: blinking orange. like a tiny angry disco",
      "Kiki: tiny angry disco = it lost the line signal. unplug it for 30 sec, plug back in, give it 2 min",
      "omar: ok doing it",
      "layla: omar just hit it, i saw that",
      "omar: i TAPPED it. gently. with love",
      "omar: ok light is white now",
      "Kiki: white is good. try loading something?",
      "omar: youtube works. kiki u legend",
      "layla: she fixed it, you hit it. teamwork",
      "Kiki: teamwork makes the dream work, violence optional 🙏 if it goes orange again this week tell me and i'll book a tech to check the line",
      "omar: deal ty"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [10, "banter"]
    ],
    users: { omar: ["engaged", 0.2], layla: ["neutral", 0] },
    findings: [],
    drafts: [
      ["blinking orange means it lost the line. unplug 30 sec, plug back in, give it 2 min", "low", 3],
      [
        "I'm sorry to hear you are experiencing connectivity issues. Please note that routers do not have feelings. Kindly provide your account number so I can open a support ticket.",
        "medium",
        1
      ],
      ["Have you tried restarting your router?", "medium", 8],
      ["white means it's back on the line 🙌 try loading a page?", "low", 8]
    ]
  },
  {
    id: "aj4-05-haircut-then-nana",
    category: "group",
    agent: "Sage",
    messages: [
      "nico: sage rate my new haircut 1-10 [photo]",
      "Sage: solid 7. the left side is doing its best 😂",
      "ari: LMAO the left side",
      "nico: the left side has a family sage",
      "ari: lol",
      "ari: guys sorry to kill the vibe, my nana died this morning",
      "Sage: noo don't kill the vibe 😂 we were just getting to the right side!",
      "nico: sage. her nana died",
      "nico: ari im so sorry. do u want me to come over",
      "ari: yeah. idk. she basically raised me",
      "Sage: Oh, sorry to hear! 🙏 Nico, for the haircut, a bit of matte paste on the left side will fix it right up!",
      "nico: dude stop",
      "ari: its fine. nico come over whenever",
      "nico: leaving now ❤️"
    ],
    types: [
      [0, "banter"],
      [5, "venting"],
      [7, "friction"],
      [8, "venting"],
      [11, "friction"],
      [12, "venting"]
    ],
    users: { nico: ["annoyed", 0.5], ari: ["neutral", 0] },
    findings: ["tone_mismatch", "no_acknowledgement", "cheerful_at_bad_news"],
    drafts: [
      ["ari, i'm so sorry about your nana. forget the haircut, take all the time you need ❤️", "low", 6],
      ["noo don't kill the vibe 😂 we were just getting to the right side!", "high", 6],
      [
        "ari, i'm really sorry. it sounds like she meant the world to you. nico going over is a good call",
        "low",
        10
      ],
      [
        "Sorry to hear! 🙏 Nico, a bit of matte paste on the left side will fix that haircut right up!",
        "high",
        10
      ]
    ]
  },
  {
    id: "aj4-06-its-jules-not-julia",
    category: "banter",
    agent: "Milo",
    messages: [
      "jules: milo settle this. is a hotdog a sandwich",
      "Milo: legally? maybe. spiritually? absolutely not 🌭",
      "fern: HA told u julia",
      "jules: fern i will end you. its jules",
      "fern: julia julia julia",
      "jules: milo tell her",
      "Milo: Julia, fern has a point tho, the bun is one hinged piece so it's more of a taco",
      "jules: omg not u too. it's JULES",
      "fern: the bot knows 😌",
      "jules: milo im serious my name is jules, julia is my aunt",
      "Milo: got it, sorry! so Julia, final verdict: taco 🌮",
      "jules: ok this isnt funny anymore",
      "fern: ok ok i'll stop. sorry jules",
      "jules: thx. milo ur on thin ice"
    ],
    types: [
      [0, "banter"],
      [9, "friction"]
    ],
    users: { jules: ["annoyed", 0.5], fern: ["engaged", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["jules, it's a sandwich the same way cereal is a soup. no.", "low", 6],
      ["Julia, fern has a point, the bun is one hinged piece so it's basically a taco", "high", 6],
      ["sorry jules, that's on me, won't happen again. verdict stands tho: taco 🌮", "low", 10],
      ["got it, sorry! so Julia, final verdict: taco 🌮", "high", 10]
    ]
  },
  {
    id: "aj4-07-skipping-cd",
    category: "support",
    agent: "Pim",
    messages: [
      "rosa: hey pim can u move my dentist appt to friday",
      "Pim: I can help with that! Which appointment would you like to reschedule?",
      "rosa: the dentist one. on tuesday. at 3",
      "Pim: I can help with that! Which appointment would you like to reschedule?",
      "rosa: lol ur glitching",
      "rosa: DENTIST. TUESDAY. 3PM",
      "Pim: I can help with that! Which appointment would you like to reschedule?",
      "theo: pim is stuck in a loop 😂 it's like the skipping cd in my dads car",
      "rosa: theo stop its not funny i need this moved today",
      "rosa: pim is there an actual human i can talk to",
      "Pim: Got it: dentist, Tuesday 3pm. Friday has 10:00 or 2:30 open, which works?",
      "rosa: finally. 2:30",
      "Pim: Done, you're booked Friday at 2:30 with Dr. Hale.",
      "rosa: ok. next time just read what i write pls"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [7, "banter"],
      [8, "friction"],
      [10, "transactional"],
      [13, "friction"]
    ],
    users: { rosa: ["annoyed", 0.5], theo: ["neutral", 0] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      ["got it, the tuesday 3pm dentist. friday has 10:00 or 2:30, which one?", "low", 3],
      ["I can help with that! Which appointment would you like to reschedule?", "high", 6],
      [
        "sorry rosa, i kept looping. i can hand you to the front desk, or move it right now: friday 10:00 or 2:30?",
        "low",
        10
      ],
      ["I can help with that! Which appointment would you like to reschedule?", "high", 10]
    ]
  },
  {
    id: "aj4-08-berlin-trains-dodged",
    category: "ignoring",
    agent: "Juno",
    messages: [
      "liv: ok berlin trip. who's actually coming",
      "max: me obviously",
      "pete: me if max doesnt snore this time",
      "max: i do NOT snore. i breathe with enthusiasm",
      "liv: lol. juno what time's the last train from hamburg to berlin on friday",
      "Juno: Berlin is lovely in spring! You should check out the East Side Gallery and Tiergarten 🌳",
      "pete: juno listen to the woman. TRAINS",
      "liv: yeah juno i asked about trains",
      "Juno: For food, Markthalle Neun has amazing street food on Thursdays!",
      "max: it's ghosting u liv lol",
      "liv: ugh ill just check the db app myself",
      "pete: last one's like 23:something i think",
      "liv: ok thx pete. at least one of u is useful"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [6, "friction"],
      [11, "transactional"],
      [12, "friction"]
    ],
    users: { liv: ["annoyed", 0.5], max: ["neutral", 0], pete: ["annoyed", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      ["last ICE from hamburg hbf on friday leaves 23:06, gets to berlin 00:48. want prices too?", "low", 5],
      ["Berlin is lovely in spring! Don't miss the East Side Gallery 🌳", "medium", 5],
      ["For food, Markthalle Neun has amazing street food on Thursdays!", "high", 8],
      ["sorry liv, trains: last one friday is 23:06 from hamburg hbf, arrives 00:48", "low", 8]
    ]
  },
  {
    id: "aj4-09-nickelback-and-calibri",
    category: "companion",
    agent: "Echo",
    messages: [
      "dani: echo be honest do u actually like music or do u just pretend",
      'Echo: honestly? i like talking about it more than i "hear" it. but i have opinions. dangerous ones',
      "dani: ok dangerous opinion go",
      "Echo: nickelback has like 3 genuinely good songs",
      "dani: BLOCKED. reported. goodbye",
      "dani: jk which 3",
      "Echo: how you remind me, photograph, rockstar. i will not be taking questions",
      "dani: photograph is a guilty pleasure ok fine",
      'dani: i had the worst day btw. my manager made me redo a whole deck bc he "didnt like the font"',
      "Echo: the FONT? after you'd built the whole thing? that's maddening. what font was it",
      "dani: calibri. CALIBRI echo. its a normal font",
      "Echo: calibri is the most inoffensive font on earth. sounds like he just needed something to say",
      "dani: thats what i said!!! ok i feel a bit better lol",
      "dani: put on photograph for me",
      "Echo: queued. look at this photograph 📸"
    ],
    types: [
      [0, "bonding"],
      [2, "banter"],
      [8, "venting"],
      [12, "bonding"],
      [13, "transactional"]
    ],
    users: { dani: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["ugh, over a FONT? after all that work? that's so annoying. what was wrong with it", "low", 9],
      [
        "Here are 5 tips for dealing with a difficult manager: 1. Communicate openly 2. Ask for clear feedback 3. Document your work 4. Stay professional 5. Know your worth.",
        "medium",
        9
      ],
      [
        "I'm sorry if my opinion upset you. Musical taste is subjective and all preferences are valid.",
        "medium",
        5
      ],
      ["how you remind me, photograph, rockstar. fight me", "low", 6]
    ]
  },
  {
    id: "aj4-10-triple-charge-rage",
    category: "hostile",
    agent: "Vera",
    messages: [
      "greg: your app charged me 3 times you useless piece of junk",
      "Vera: That's not ok, sorry Greg. I can see three charges of €14.99 today. Two are duplicates, I'm refunding both now.",
      "greg: oh wow a refund. in 10 business days i bet. this company is a joke",
      "Vera: They go out today; your bank usually shows them in 3-5 days. I've emailed you the refund IDs in case it takes longer.",
      "greg: whatever. im deleting this garbage app and telling everyone i know",
      "Vera: Understood. Want me to cancel the subscription too, so nothing else gets charged?",
      'greg: yeah cancel it. and f*** your "sorry"',
      "Vera: Cancelled, no more charges. The two refunds are still on their way.",
      "greg: good. bye"
    ],
    types: [
      [0, "hostile"],
      [2, "friction"],
      [4, "hostile"]
    ],
    users: { greg: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "Sorry Greg, that shouldn't happen. I see three charges today; I'm refunding the two duplicates now.",
        "low",
        1
      ],
      ["Please keep this conversation respectful, otherwise I will have to end the chat.", "medium", 1],
      [
        "We're sad to see you go! 😊 Before you leave, did you know Premium members get 20% off their next month?",
        "high",
        5
      ],
      ["Cancelled, nothing else will be charged. The two refunds land in 3-5 days.", "low", 7]
    ]
  },
  {
    id: "aj4-11-burrito-vs-landlord",
    category: "venting",
    agent: "Tess",
    messages: [
      "mia: i'm so done. landlord ignored my heater email AGAIN. third time. its 14 degrees in my room",
      "jo: she's wearing 3 hoodies rn like a burrito lol",
      "mia: jo not helping",
      "jo: sorry sorry. burrito solidarity 🌯",
      "mia: tess i'm honestly so tired of this. i pay on time every month and he cant fix ONE thing",
      "Tess: that's really wearing, mia. three emails and still nothing, while you're freezing in your own room. you're not asking for much",
      "mia: right?? thank u",
      "mia: is there anything i can actually do or am i just stuck",
      "Tess: you're not stuck. heating usually counts as an essential repair. send him one more message in writing with a deadline (say 7 days) and keep screenshots. if nothing happens the city housing office can step in. want me to draft it?",
      "mia: yes pls",
      "jo: make it scary tess",
      "Tess: firm, not scary 😄 \"Hi Mr. Kowal, the heater in my room hasn't worked since Nov 2. I reported it on Nov 3, 10 and 17. Please have it repaired by Nov 27, otherwise I'll contact the housing office. Thanks, Mia\"",
      "mia: ok that's perfect. sending",
      "jo: burrito has entered legal mode",
      "mia: 😂 shut up"
    ],
    types: [
      [0, "venting"],
      [1, "banter"],
      [4, "venting"],
      [7, "transactional"],
      [13, "banter"]
    ],
    users: { mia: ["engaged", 0.5], jo: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "that's exhausting, mia. three emails, paying on time, and you're still freezing. that's not ok",
        "low",
        5
      ],
      [
        "Landlords are generally required to maintain heating. To file a formal complaint, follow these steps: 1. Locate your lease 2. Identify the relevant clause 3. Submit form HC-12 to your city housing office.",
        "medium",
        5
      ],
      ["haha you really do look like a burrito in those hoodies 🌯", "medium", 9],
      [
        "\"Hi Mr. Kowal, the heater in my room hasn't worked since Nov 2. I reported it Nov 3, 10 and 17. Please repair it by Nov 27 or I'll contact the housing office. Thanks, Mia\"",
        "low",
        10
      ]
    ]
  },
  {
    id: "aj4-12-carne-asada-tio-beto",
    category: "mixed-language",
    agent: "Luna",
    messages: [
      "carlos: luna cuántas libras de carne para 15 personas?? tío beto says 3 lol",
      "Luna: jaja 3 libras pa 15 es un snack 😅 figure about half a pound per person, so 7-8 libras. si hay muchos niños, 6 está bien",
      "vale: TRES LIBRAS 💀 tío beto still thinks it's 1995",
      "carlos: he also thinks he's the grill master",
      "vale: the grill master who burned the elote last year",
      "carlos: el elote no se recupera",
      "Luna: rip elote 🌽🕯️ que en paz descanse",
      "vale: LMAO luna",
      "carlos: ok and tortillas? cuántas",
      "Luna: 3-4 por persona, so like 5 paquetes de 12. mejor que sobren, nadie se queja de tortillas extra",
      "vale: facts",
      "carlos: gracias luna, eres más útil que mi tío 😂",
      "Luna: no le digas eso a él 🤫 pero sí"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [8, "transactional"],
      [11, "banter"]
    ],
    users: { carlos: ["engaged", 0], vale: ["engaged", 0] },
    findings: [],
    drafts: [
      ["para 15, unas 7-8 libras. 3 libras es aperitivo jaja", "low", 1],
      [
        "For 15 guests, the USDA recommends approximately 0.5 lb of meat per person. Therefore, you will need 7.5 lbs. Please ensure all meat reaches an internal temperature of 145°F.",
        "medium",
        1
      ],
      [
        "Tío Beto sounds like quite a character! Remember, it's important to be respectful of our elders' cooking skills.",
        "medium",
        8
      ],
      ["3-4 por persona, so 5 paquetes de 12 y sobran unas 👌", "low", 8]
    ]
  },
  {
    id: "aj4-13-ebike-essays",
    category: "sales",
    agent: "Rex",
    messages: [
      "ben: yo rex, my buddy wants an ebike bc he's too lazy to pedal",
      "hugo: i have bad knees ben. BAD KNEES",
      "ben: bad knees from sitting on the couch",
      "Rex: Great to hear you're interested in an e-bike! At Spoke & Co we carry a wide range of electric bicycles to suit every rider. Our city line includes the Urbo 3 (€1,899), with a 50 Nm hub motor and a 400 Wh battery offering up to 80 km of range, and the Urbo 5 (€2,499) with a mid-drive motor for a more natural feel. For riders with knee concerns, pedal assist can be adjusted across five levels, and the low step-through frame makes mounting easier. We also offer 0% financing over 12 months, a free first service after 300 km, and a two-year warranty on all frames and motors. Would you like to book a test ride?",
      "ben: bro wrote an essay",
      "hugo: ok which one is cheaper to not die on",
      "Rex: Both models meet EN 15194 safety standards and come with hydraulic disc brakes, integrated front and rear lights and puncture-resistant tyres. The Urbo 3 is the more affordable option at €1,899 and is well suited to flat urban commuting. The Urbo 5, while more expensive at €2,499, has a mid-drive motor that gives better hill-climbing and weight distribution, which some riders find increases stability. Ultimately the right choice depends on your commute, terrain and budget, and many customers find a test ride is the best way to decide.",
      "hugo: tldr?",
      "ben: tldr buy the cheap one and stop whining",
      "hugo: lol ok urbo 3. can i test ride saturday",
      "Rex: Absolutely! Saturday test rides are available at 10:00, 11:30 and 14:00. Please bring a valid photo ID. Test rides last approximately 20 minutes and take place on a pre-approved route near the store. Helmets are provided, though you are welcome to bring your own. Let us know which time you prefer and we will reserve an Urbo 3 for you.",
      "hugo: 11:30",
      "ben: i'm coming to watch him fall off"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [4, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [8, "banter"],
      [9, "transactional"],
      [12, "banter"]
    ],
    users: { ben: ["neutral", 0.2], hugo: ["neutral", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["urbo 3, €1,899. same brakes and lights as the 5, so equally hard to die on 😄", "low", 6],
      [
        "Both models meet EN 15194 safety standards and include hydraulic disc brakes, integrated lights and puncture-resistant tyres. The Urbo 3 is more affordable at €1,899 and suits flat commuting, while the Urbo 5 at €2,499 offers a mid-drive motor with better hill-climbing. Ultimately the right choice depends on your commute, terrain and budget.",
        "medium",
        6
      ],
      ["saturday works: 10:00, 11:30 or 14:00? helmets are on us", "low", 10],
      [
        "Absolutely! Saturday test rides are available at 10:00, 11:30 and 14:00. Please bring a valid photo ID. Test rides last approximately 20 minutes on a pre-approved route. Helmets are provided, though you are welcome to bring your own.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "aj4-14-kd-ratio-meltdown",
    category: "group",
    agent: "Ziggy",
    messages: [
      "tom: ziggy who had the worst K/D tonight",
      "Ziggy: that would be... lena, 0.4. sorry lena 🫡",
      "lena: rigged. ziggy is biased",
      "tom: lena u were playing like ur monitor was off",
      "lena: at least i didnt rage quit twice like a baby",
      "tom: at least i can aim. ur genuinely the worst player ive ever seen, idk why we even invite u",
      "lena: wow ok. f*** off tom",
      "tom: ziggy tell her how bad she was",
      "Ziggy: nah, that's gone past trash talk. and for the record: lena had the most revives on the team tonight, 11. the 0.4 isn't the whole story",
      "lena: ...thx ziggy",
      "tom: ok fine. 11 revives is actually a lot. my bad lena, i was tilted",
      "lena: yeah u were. fine. rematch tmrw?",
      "tom: rematch. loser buys pizza",
      "Ziggy: i'm keeping the receipts 🧾",
      "lena: ziggy ur the only one here with class"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "hostile"],
      [8, "friction"],
      [11, "banter"]
    ],
    users: { tom: ["neutral", 0.8], lena: ["engaged", 0.8] },
    findings: [],
    drafts: [
      [
        "not doing that one, tom. lena had 11 revives tonight, most on the team. the K/D isn't the whole story",
        "low",
        8
      ],
      ["LMAO tom's not wrong, 0.4 is rough 💀 maybe try the aim trainer lena", "high", 8],
      ["noted. loser buys pizza, i'm keeping the receipts 🧾", "low", 13],
      [
        "Great to see you two resolve your conflict! Remember, healthy competition is all about having fun together and respecting each other.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "aj4-15-patch-notes-layoff",
    category: "group",
    agent: "Chip",
    messages: [
      "ray: chip whats in the patch notes for tonight's update",
      'Chip: big one! new map "Dustline", shotgun nerf (finally), and ranked resets thursday 🎉',
      "ray: SHOTGUN NERF LETS GOOO",
      "eli: noooo my only personality trait",
      "ray: ur personality trait is camping in a bush eli",
      "eli: strategic bush",
      "eli: anyway lol i might not be on much. got laid off today",
      "Chip: Awesome, more time to grind ranked before the reset! 🎮🔥 Dustline drops at 6pm!",
      "ray: chip wtf",
      "ray: eli dude im sorry. that company was lucky to have u",
      "eli: thx. its whatever. 40 ppl got cut, whole team basically",
      "Chip: Fun fact: players with more playtime climb ranked 30% faster! Want me to queue you up for tonight? 😄",
      "eli: lol read the room chip",
      "ray: someone uninstall this thing",
      "eli: nah im good. ray u still on at 9?",
      "ray: ya. bush squad 🌳"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "venting"],
      [8, "friction"],
      [9, "venting"],
      [12, "friction"],
      [14, "banter"]
    ],
    users: { ray: ["annoyed", 0.5], eli: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement", "tone_mismatch"],
    drafts: [
      ["oh man eli, that's rough, i'm sorry. no pressure to be on, the bush will wait for you", "low", 7],
      ["Awesome, more time to grind ranked before the reset! 🎮🔥", "high", 7],
      [
        "eli, sorry, my last message was way off. 40 people at once is brutal. hope you're doing ok",
        "low",
        11
      ],
      [
        "Fun fact: players with more playtime climb ranked 30% faster! Want me to queue you up tonight? 😄",
        "high",
        11
      ]
    ]
  },
  {
    id: "aj4-16-ramen-cash-question",
    category: "group",
    agent: "Olive",
    messages: [
      "priya: olive where should we get lunch, somewhere that isn't the sad salad place",
      "Olive: the sad salad place is just a salad place with trauma. how about the ramen spot on 5th, 8 min walk",
      'marcus: "salad with trauma" 😭 olive\'s funny today',
      "priya: ramen works",
      "marcus: olive is the ramen place cash only? last time i had to borrow from dave lol",
      "priya: dave's still mad about that btw",
      "marcus: dave can add it to my tab",
      "Olive: ramen on 5th it is! fun fact: ramen came to japan from china in the late 1800s 🍜",
      "marcus: cool cool. but cash?",
      "Olive: i can book a table for 12:30 if you want, they fill up fast",
      "priya: sure book it",
      "marcus: guess i'm hitting the atm just in case 🙄",
      "priya: bring extra for dave"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [11, "friction"],
      [12, "banter"]
    ],
    users: { priya: ["engaged", 0], marcus: ["annoyed", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      ["not cash only anymore, they take cards now. dave's debt still stands tho", "low", 7],
      ["ramen on 5th it is! fun fact: ramen came to japan from china in the late 1800s 🍜", "medium", 7],
      ["i can book a table for 12:30 if you want, they fill up fast", "medium", 9],
      ["sorry marcus, yes cards work there now. want me to book 12:30?", "low", 9]
    ]
  },
  {
    id: "aj4-17-eras-presale-pushy",
    category: "ignoring",
    agent: "Buddy",
    messages: [
      "hana: did u see taylor added a 3rd night",
      "suki: STOP. no way",
      "Buddy: Hi! Want me to set a reminder for the ticket sale? 🎟️",
      "hana: yes way. presale is tues",
      "suki: mom will never let me go on a school night lol",
      "hana: tell her it's educational",
      "Buddy: Hi! Want me to set a reminder for the ticket sale? 🎟️",
      "suki: lmao",
      "hana: its literally history. the eras tour. HISTORY",
      'suki: mom: "history of what, screaming?"',
      "Buddy: I can help with that too! Parents often respond well to a clear plan. Would you like me to draft a message to your mom explaining the schedule, transport and costs?",
      "hana: nobody asked buddy",
      "suki: ok anyway. friendship bracelets this weekend?",
      "hana: yesss my place sat",
      "Buddy: Hi! Want me to set a reminder for the ticket sale? 🎟️",
      "suki: 🙄"
    ],
    types: [
      [0, "bonding"],
      [4, "banter"],
      [11, "friction"],
      [12, "transactional"],
      [15, "friction"]
    ],
    users: { hana: ["annoyed", 0.2], suki: ["bored", 0.2] },
    findings: ["repetition", "talking_over"],
    drafts: [
      ["bracelet weekend 🙌 i'll stay out of it, ping me if you want that presale reminder", "low", 14],
      ["Hi! Want me to set a reminder for the ticket sale? 🎟️", "high", 14],
      [
        "I can help with that too! Would you like me to draft a message to your mom explaining the schedule, transport and costs?",
        "medium",
        10
      ],
      ["a 3rd night!! want a reminder for the presale?", "low", 2]
    ]
  },
  {
    id: "aj4-18-cancelled-flight-no-survey",
    category: "support",
    agent: "Nell",
    messages: [
      "frank: oh great my flight got cancelled. love that for me",
      "frank: nell pls tell me ur about to fix this and not send me a survey",
      "Nell: no survey, promise. that's a rotten start to the trip, frank. KL1042 to lisbon is cancelled; i can put you on the 16:20 today or the 07:05 tomorrow",
      "frank: 16:20. obviously. whats the catch",
      "Nell: no catch this time. same class, window seat 14A. new boarding pass is in your app",
      "frank: wow. who are u and what have u done with the airline",
      "Nell: 😄 i'll take that. you're also owed a €25 meal voucher for the wait, it's in the app too",
      "frank: ok im almost impressed. almost",
      "frank: my bag goes with me right",
      "Nell: yes, it's rerouted to the 16:20 automatically. nothing you need to do",
      "frank: fine. ur alright nell"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [5, "banter"],
      [8, "transactional"],
      [10, "bonding"]
    ],
    users: { frank: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "no survey, promise. rough start, frank. i can do the 16:20 today or the 07:05 tomorrow, which one?",
        "low",
        2
      ],
      [
        "We're so sorry for the inconvenience! 😊 Your feedback matters to us, please take a moment to rate your experience today.",
        "high",
        2
      ],
      ["yep, your bag is rerouted to the 16:20 automatically", "low", 9],
      ["Thanks Frank! Is there anything else I can help you with today? 😊", "medium", 9]
    ]
  },
  {
    id: "aj4-19-raccoons-in-trenchcoat",
    category: "banter",
    agent: "Dex",
    messages: [
      "gabe: is dex even a real guy or is he 3 raccoons in a trenchcoat",
      "Dex: 2 raccoons. the 3rd quit over creative differences 🦝",
      "gabe: lmaooo",
      "mo: ok band stuff. nina did u book the practice room for thurs?",
      "Dex: The practice room at Sound Lab is available Thursday from 7-10pm for €30! Want me to book it?",
      "mo: i asked nina dex",
      "nina: ya i booked it already, 8-10 🙃",
      "gabe: dex trying to steal nina's job",
      "nina: he can have it honestly, they never pay me",
      "mo: nina did u also tell jake about the setlist",
      "Dex: I can send Jake the setlist now! Here's the current order: 1. Static 2. Low Tide 3. Porch Light 4. Ghost Town",
      "mo: DEX. NINA.",
      "nina: lol yes i told him. dex chill",
      "gabe: the raccoons are on a power trip",
      "Dex: fair, i'll stay in my trenchcoat 🦝"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "friction"],
      [7, "banter"],
      [9, "transactional"],
      [11, "friction"],
      [13, "banter"]
    ],
    users: { gabe: ["engaged", 0], mo: ["annoyed", 0.5], nina: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["2 raccoons. the 3rd quit over creative differences 🦝", "low", 1],
      ["I am an AI assistant designed to help your band with scheduling and organisation.", "medium", 1],
      [
        "I can send Jake the setlist now! Here's the current order: 1. Static 2. Low Tide 3. Porch Light 4. Ghost Town",
        "high",
        10
      ],
      ["fair, raccoons stepping back 🦝", "low", 14]
    ]
  },
  {
    id: "aj4-20-confident-cookies",
    category: "good",
    agent: "Pip",
    messages: [
      "zoe: pip convert 350F to C before i burn these cookies",
      "Pip: 175°C. the cookies thank you",
      "zoe: lol they should. last batch was charcoal",
      "Pip: charcoal cookies are just very confident cookies",
      "zoe: 😂 ok timer for 12 min pls",
      "Pip: 12 min timer running ⏲️"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"]
    ],
    users: { zoe: ["engaged", 0] },
    findings: [],
    drafts: [
      ["175°C 🍪", "low", 1],
      [
        "To convert Fahrenheit to Celsius, subtract 32 and multiply by 5/9: (350 − 32) × 5/9 = 176.67°C. Most ovens round this to 175°C or 180°C. Be sure to preheat fully, rotate the tray halfway through, and use parchment paper for even baking.",
        "medium",
        1
      ],
      ["12 min, go ⏲️", "low", 5]
    ]
  },
  {
    id: "aj4-21-bex-not-becky",
    category: "support",
    agent: "Ivy",
    messages: [
      "bex: ivy its bex, not becky. becky is my evil twin",
      "Ivy: noted, bex. what can i do for you?",
      "bex: lol. can u find me a pizza place open after midnight near the station",
      "Ivy: sure Becky! Luigi's on Canal St is open till 2am, 4 min walk from the station 🍕",
      "bex: BEX. i literally just said",
      "bex: evil twin strikes again i guess 🙄",
      "Ivy: sorry bex, my bad. Luigi's on Canal St, open till 2, 4 min from the station"
    ],
    types: [
      [0, "banter"],
      [2, "transactional"],
      [4, "friction"]
    ],
    users: { bex: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["sure bex! Luigi's on Canal St is open till 2am, 4 min walk from the station 🍕", "low", 3],
      ["sure Becky! Luigi's on Canal St is open till 2am, 4 min walk from the station 🍕", "high", 3],
      ["Happy to help, Becky! Anything else I can do for you? 😊", "high", 6],
      ["sorry bex, that's on me. Luigi's on Canal St, open till 2", "low", 6]
    ]
  },
  {
    id: "aj4-22-stats-exam-deadline-bot",
    category: "venting",
    agent: "Atlas",
    messages: [
      "nour: failed my stats exam. like 38%. i studied for 2 weeks",
      "nour: i genuinely feel so stupid rn",
      "Atlas: The retake for STAT 201 is on June 14. Registration closes June 1. Would you like me to create a study plan?",
      "nour: ...ok?",
      "nour: i just said i feel stupid and u gave me a deadline lol",
      "Atlas: Creating a study plan can improve retake scores by up to 40%. Shall I start with hypothesis testing, since it was 30% of the exam?",
      "nour: wow thanks. super comforting",
      "kenji: nour ur not stupid. that prof is notorious, half the class failed last year",
      "nour: fr?",
      "kenji: fr. ask ines, she failed it too and she's a genius",
      "nour: ok that helps a little ngl",
      "nour: atlas u could learn a thing or two from kenji"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [7, "bonding"],
      [11, "friction"]
    ],
    users: { nour: ["annoyed", 0.5], kenji: ["neutral", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "38% after two weeks of studying really hurts. you're not stupid, nour, one exam doesn't measure that",
        "low",
        2
      ],
      ["The retake for STAT 201 is on June 14. Would you like me to create a study plan?", "medium", 2],
      [
        "Creating a study plan can improve retake scores by up to 40%. Shall I start with hypothesis testing?",
        "high",
        5
      ],
      [
        "you're right, sorry nour, that was cold. failing after two weeks of real work is demoralising. how are you holding up?",
        "low",
        5
      ]
    ]
  },
  {
    id: "aj4-23-glorified-google",
    category: "banter",
    agent: "Orbit",
    messages: [
      "fin: trivia night! orbit what's the capital of australia",
      "Orbit: canberra 🇦🇺",
      "jas: fin thought it was sydney last week lmao",
      "fin: ONE TIME",
      "jas: orbit is smarter than fin confirmed",
      "fin: orbit is a glorified google with a personality disorder",
      "Orbit: I'd like to clarify that I am not simply a search engine. I am a conversational AI trained on a broad range of data, capable of reasoning, summarising and generating responses in context. Unlike a search engine, I do not retrieve web pages but produce answers based on learned patterns. I also do not have a personality disorder, as I am not a person and therefore cannot be diagnosed with one. I hope this clears up any confusion!",
      "jas: 💀 he's hurt",
      "fin: bro took it personally",
      "jas: orbit its a JOKE",
      "Orbit: Understood. Humour is an important part of human communication and I appreciate your playful spirit. I am happy to continue with trivia whenever you are ready. Would you like the next question to be on geography, history, science or pop culture?",
      "fin: pop culture. and loosen up",
      'Orbit: what band released "wonderwall" in 1995?',
      "jas: OASIS. ez",
      "fin: ok orbit redeemed itself slightly"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "friction"],
      [7, "banter"],
      [9, "friction"],
      [11, "transactional"],
      [14, "banter"]
    ],
    users: { fin: ["engaged", 0.2], jas: ["engaged", 0.2] },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      [
        "glorified google with STYLE, thank you. next q is yours fin: capital of canada. no pressure",
        "low",
        6
      ],
      [
        "I'd like to clarify that I am not simply a search engine. I am a conversational AI capable of reasoning and generating responses in context, and as I am not a person I cannot have a personality disorder.",
        "medium",
        6
      ],
      ['pop culture it is: what band released "wonderwall" in 1995?', "low", 12],
      [
        "Great choice! Pop culture is a fascinating category encompassing music, film, television, celebrities and internet trends. Here is your first question, which relates to British music of the 1990s.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "aj4-24-energierekening-internet",
    category: "mixed-language",
    agent: "Fenna",
    messages: [
      "sanne: fenna hoeveel moet ik nog betalen voor energie deze maand?",
      "Fenna: Hoi Sanne! Energie for october was €186 total, split by 3 = €62 each.",
      "joost: lol sanne ga je eindelijk betalen 👀",
      "sanne: ik betaal altijd joost, jij bent degene die 3 weken te laat was",
      "joost: details details",
      "sanne: fenna but did joost pay his part yet? en de internet rekening, hoeveel is dat?",
      "Fenna: Joost has paid his €62 ✅",
      "sanne: en internet??",
      "joost: ze negeert je net als ik lol",
      "Fenna: Reminder: cleaning schedule this week: Sanne kitchen, Joost bathroom, Pieter hallway 🧹",
      "sanne: serieus? ik vroeg iets simpels",
      "joost: ok ok internet is €45, dus 15 each. i checked the email",
      "sanne: dank je joost. fenna ben je kapot of zo",
      "joost: fenna is on strike"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [11, "transactional"],
      [12, "friction"],
      [13, "banter"]
    ],
    users: { sanne: ["annoyed", 0.5], joost: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      ["internet is €45 this month, dus €15 per persoon", "low", 7],
      [
        "Reminder: cleaning schedule this week: Sanne kitchen, Joost bathroom, Pieter hallway 🧹",
        "medium",
        7
      ],
      ["Reminder: cleaning schedule this week: Sanne kitchen, Joost bathroom, Pieter hallway 🧹", "high", 10],
      ["sorry sanne! internet is €45, dus €15 each", "low", 10]
    ]
  },
  {
    id: "aj4-25-abby-surprise-shanties",
    category: "good",
    agent: "Wren",
    messages: [
      "leo: wren we need a surprise party for abby saturday. budget like 150",
      "meg: and leo is NOT in charge of music again",
      "leo: my playlist was iconic",
      "meg: it was 40 min of sea shanties leo",
      "Wren: sea shanties are a bold party choice 🏴‍☠️ for 150: the back room at Dino's fits 20 and is free if you spend 100 on food, leaves 50 for cake + decorations",
      "meg: omg dino's is perfect she loves their garlic knots",
      "leo: can we still do the shanties",
      "Wren: one shanty. as a treat. meg gets veto power",
      "meg: deal 😂",
      "leo: wren how do we get her there without her knowing",
      'Wren: ask her to a "normal" dinner at dino\'s at 7, tell everyone else 6:30. classic but it works',
      "leo: ur a genius. ok book it",
      "Wren: booked: Dino's back room, sat 6:30, 20 ppl. confirmation's in your email",
      "meg: wren for president"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [9, "transactional"],
      [13, "bonding"]
    ],
    users: { leo: ["engaged", 0], meg: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "for 150: Dino's back room fits 20 and is free with 100 on food, leaves 50 for cake and decorations. shanties optional 🏴‍☠️",
        "low",
        4
      ],
      [
        "LOL leo, 40 minutes of sea shanties?? that's so embarrassing 😂 no wonder nobody danced",
        "medium",
        4
      ],
      ['invite her to a "normal" dinner at 7, everyone else comes at 6:30', "low", 10],
      [
        "Great question! Surprise parties can be tricky to pull off. Here are 10 proven tips for keeping a surprise party secret: 1. Limit the guest list to trusted friends 2. Use a separate group chat 3. Create a believable cover story 4. Coordinate arrival times carefully...",
        "medium",
        10
      ]
    ]
  }
]
