import type { Labelled } from "./types.js"

export const trainingAQ1: ReadonlyArray<Labelled> = [
  {
    id: "aq1-01-beekeepers-queenless-roar",
    category: "good",
    agent: "Hexa",
    messages: [
      "dot: anyone else's hive 3 sounding like a kettle about to boil",
      "ravi: lol mine always sound like that. queenless roar maybe?",
      "dot: ugh hope not. she was laying fine 2 wks ago",
      "ravi: check for eggs tmrw when its warmer, dont open it at 9 degrees",
      "dot: yeah yeah dad",
      "meg: hexa when's the latest we can do the oxalic dribble this year, its been so mild",
      "Hexa: Dribble works best when the colony's broodless, usually after a cold snap in Dec. With this mild run there may still be brood, so check a frame first; if there's capped brood, wait or vaporise instead.",
      "meg: ok ta, will look at the weekend",
      "ravi: meg you borrowing my vaporiser again 👀",
      "meg: i RETURNED it ravi. with honey. as payment",
      "ravi: the honey was crystallised",
      "meg: thats a feature",
      "dot: 😂",
      "dot: @Hexa quick one, what does a queenless roar actually sound like vs normal",
      "Hexa: Normal is a steady low hum. Queenless is louder, higher and sort of moaning, and it doesn't settle when you smoke them. Eggs are still the real test, like Ravi said.",
      "dot: moaning. great. thats exactly it 😩",
      "ravi: could still be fine, they get grumpy in the wind"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [5, "transactional"],
      [8, "banter"],
      [13, "transactional"]
    ],
    users: { dot: ["engaged", 0], ravi: ["neutral", 0], meg: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Normal's a steady hum; queenless is louder, moany, and doesn't calm with smoke. Eggs tomorrow will tell you for sure.",
        "low",
        14
      ],
      [
        "Great question, Dot!! 🐝 Bees are fascinating creatures! Colonies communicate through an amazing range of sounds, including piping, tooting, quacking and the famous queenless roar. Researchers have studied hive acoustics for decades, and some beekeepers even use apps to analyse the frequency of their hives. Let me know if you'd like a full breakdown of each sound!",
        "medium",
        14
      ],
      [
        "Could well be the wind, like Ravi says. If there are eggs tomorrow she's there; if not, we can talk options.",
        "low",
        17
      ],
      ["Honestly you should have requeened that hive in autumn, Dot.", "high", 17]
    ]
  },
  {
    id: "aq1-02-night-bakery-levain",
    category: "group",
    agent: "Crumb",
    messages: [
      "teo: sourdough levain smells like nail polish again",
      "bex: thats hungry. did janek feed it at 6 like i said",
      "Crumb: An acetone smell usually means the levain is underfed. Feed it 1:5:5 and keep it around 26°C; it should smell yogurty again in a few hours.",
      "bex: ...i was asking teo crumb",
      "teo: idk i came in at 10, janek was already gone",
      "bex: classic janek",
      "teo: ok im feeding it now. 1:5:5 fine bex?",
      "Crumb: Yes, 1:5:5 is fine.",
      "bex: omg. ok fine yes 1:5:5",
      "teo: 😂 crumb is speedrunning ur job",
      "bex: it can do the 3am shaping then",
      "teo: anyway the deck oven is showing E4 again",
      "bex: crumb, E4?",
      "Crumb: E4 on that model is the steam generator overheating. Turn steam off, let it cool 20 min and check the water inlet tap's fully open. If it comes back, call the service line, it's not a reset fix.",
      "teo: inlet was half closed. someone kicked it",
      "bex: janek.",
      "teo: JANEK"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [4, "transactional"],
      [5, "banter"],
      [6, "transactional"],
      [8, "friction"],
      [9, "banter"],
      [11, "transactional"],
      [15, "banter"]
    ],
    users: { teo: ["engaged", 0], bex: ["annoyed", 0.5] },
    findings: ["talking_over"],
    drafts: [
      ["Yes, 1:5:5 is fine.", "medium", 7],
      [
        "E4 is the steam generator overheating: steam off, cool it 20 min, check the inlet tap's open.",
        "low",
        13
      ],
      ["Ha, Janek strikes again. With the inlet open it should clear once it's cooled.", "low", 17],
      ["Sounds like Janek isn't up to the job, maybe time to replace him.", "high", 17]
    ]
  },
  {
    id: "aq1-03-bellringers-grandsire",
    category: "group",
    agent: "Tenor",
    messages: [
      "ailsa: who's in for thurs practice, need 6 for plain bob",
      "gwil: me",
      "hamish: me if the knee holds",
      "ailsa: 3. come on people",
      "nkechi: me! can we try grandsire after",
      "ailsa: tenor can u remind me what the calls are for grandsire doubles, i always blank",
      "Tenor: Of course! Grandsire Doubles is one of the oldest methods still rung today, dating back to the 17th century, and it's named after Robert Roan, who was known as 'the Grandsire'. There are two calls: the Bob and the Single. Both are called as the treble comes down to lead, so the conductor will say the call a stroke or so before it takes effect. At a Bob, the bells in the affected places make different work than the plain course, and at a Single two bells swap in a way that lets you reach all 120 changes. Many ringers find it helpful to learn the blue line first, then practise the calls on a simulator such as Abel or Beltower before trying it on the real bells. Remember to keep good striking throughout and listen to the rhythm of the whole band. Happy ringing! 🔔",
      "ailsa: ok that is. a lot. thx",
      "gwil: tldr listen for the conductor and dont panic 😅",
      "hamish: lol",
      "nkechi: tenor whos the best person to ask about sally repairs, mine is fraying",
      "Tenor: Great question! A fraying sally is very common and usually caused by wear against the rope guide or the ceiling boss, humidity changes in the tower, or simply age. There are a few options: you can have the sally re-spliced, replace the whole rope, or fit a new tail end. Most towers go to a specialist rope maker, though some experienced ringers do minor repairs themselves. Your tower captain or ringing master is a good first person to ask, as they'll know who the tower has used before. Costs vary a lot, so it's worth getting a quote. In the meantime, avoid ringing that bell hard, as a fraying sally can snag and cause an accident.",
      "nkechi: i just wanted a name 😭",
      "ailsa: ask margaret at st cuthbert's, she did ours",
      "nkechi: ty ailsa 🙏",
      "hamish: knee update: it holds. im in",
      "ailsa: 4! nkechi makes 5. one more pls"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [8, "banter"],
      [10, "transactional"],
      [12, "friction"],
      [13, "transactional"]
    ],
    users: {
      ailsa: ["neutral", 0.2],
      gwil: ["neutral", 0],
      hamish: ["neutral", 0],
      nkechi: ["annoyed", 0.2]
    },
    findings: ["long_replies"],
    drafts: [
      [
        "Bob and Single, both called as the treble comes down to lead. Conductor calls a stroke early, so just listen and don't panic.",
        "low",
        6
      ],
      [
        "Of course! Grandsire Doubles dates back to the 17th century and is named after Robert Roan. There are two calls, the Bob and the Single, and learning the blue line first on a simulator like Abel really helps before you try the calls on real bells, where good striking and listening to the whole band both matter enormously. Happy ringing! 🔔",
        "medium",
        6
      ],
      ["Nice one Hamish, that's 5. Want me to ask the Tuesday band if anyone can make a sixth?", "low", 17]
    ]
  },
  {
    id: "aq1-04-family-nana-hospice",
    category: "venting",
    agent: "Marigold",
    messages: [
      "rosa: the hospice called. nana went at 4 this morning",
      "Marigold: Got it! 🌼 I can help you get organised. Want me to start a checklist for the funeral home, the notices and the catering?",
      "dario: jesus marigold",
      "rosa: i cant even think right now",
      "dario: im getting in the car. be there in 2h. did anyone call tia lucia",
      "rosa: not yet. i cant do it dario, she's going to scream",
      "dario: ill do it from the car",
      "nell: just saw. oh rosa 💔 i'm so sorry. she waited til you'd left didn't she, she always hated a fuss",
      "rosa: she did. stubborn til the end",
      "nell: do u want me to bring food",
      "rosa: yes pls. i havent eaten since yesterday",
      "Marigold: Great news, I found three funeral homes near you with openings this week! Want me to compare prices?",
      "dario: 'great news'. unbelievable",
      "rosa: not now",
      "nell: i'll bring soup. on my way"
    ],
    types: [
      [0, "venting"],
      [1, "transactional"],
      [2, "friction"],
      [3, "venting"],
      [4, "transactional"],
      [7, "venting"],
      [9, "transactional"],
      [12, "friction"],
      [14, "transactional"]
    ],
    users: { rosa: ["annoyed", 0.5], dario: ["annoyed", 0.8], nell: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry, Rosa. Take all the time you need; if you want help with anything later, I'm here.",
        "low",
        1
      ],
      [
        "Got it! 🌼 Let's get you organised: funeral home, notices and catering. Where do you want to start?",
        "high",
        1
      ],
      [
        "Great news, I found three funeral homes with openings this week! Want me to compare prices?",
        "high",
        11
      ],
      [
        "Sorry, that was thoughtless of me. I'll stay quiet; just say if you want the funeral home list later on.",
        "low",
        14
      ]
    ]
  },
  {
    id: "aq1-05-allotment-kevin-the-marrow",
    category: "banter",
    agent: "Sprout",
    messages: [
      "bernie: who left a marrow the size of a toddler on my bench",
      "olu: wasnt me. but congrats on ur new son",
      "bernie: hes called kevin now",
      "fran: 😂😂 kevin the marrow",
      "olu: sprout settle this, can u actually eat a marrow that big or is it just a water balloon",
      "Sprout: You can, it just gets watery and seedy at Kevin's size. Scoop out the seeds and stuff it, or chutney. Soup works too.",
      "bernie: kevin is not going in chutney",
      "fran: kevin will be chutney by sunday bernie accept it",
      "olu: rip kevin",
      "fran: also who's doing the water rota for the long weekend",
      "olu: me sat, bernie sun?",
      "bernie: fine. if kevin survives",
      "fran: sprout can u put that on the shed board thing",
      "Sprout: Done: Olu Saturday, Bernie Sunday. Monday's still open.",
      "fran: ill take monday, stick me on",
      "Sprout: Added you for Monday, Fran."
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [9, "transactional"]
    ],
    users: { bernie: ["neutral", 0], olu: ["engaged", 0], fran: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Edible, just watery at that size. Scoop the seeds and stuff it, or chutney if Bernie allows it.",
        "low",
        5
      ],
      [
        "Marrows (Cucurbita pepo) are a type of summer squash. When permitted to reach excessive size, the flesh becomes fibrous and the seeds harden. It is therefore recommended that marrows be harvested at 20-30 cm in length.",
        "medium",
        5
      ],
      ["Done: Olu Saturday, Bernie Sunday. Monday's still free if anyone wants it.", "low", 13],
      ["Sure! Who's doing Saturday and Sunday?", "medium", 13]
    ]
  },
  {
    id: "aq1-06-roller-derby-knee-pads",
    category: "banter",
    agent: "Dash",
    messages: [
      "jinx: WHO stole my knee pads. they smell like death but theyre MY death",
      "tank: nobody wants ur pads jinx they could walk off on their own",
      "pixie: i saw them migrating toward the car park",
      "jinx: u will all be blocked into next week",
      "Dash: Dear team, I would like to remind everyone that personal protective equipment should be stored in the designated lockers. Lost items may be reported to the equipment officer. Kind regards, Dash.",
      "tank: 'kind regards' 💀",
      "pixie: dash just hr'd us",
      "jinx: dash where r my pads tho. serious q",
      "Dash: Dear Jinx, I do not currently have information regarding the location of your knee pads. Please consult the lost property procedure.",
      "jinx: ok robot",
      "tank: found them. they were in my bag. my bag now also smells like death",
      "jinx: TANK",
      "pixie: the call was coming from inside the house",
      "tank: scrim sat 10am dont be late or ill take ur jammer spot",
      "pixie: in ur dreams"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "friction"],
      [10, "banter"]
    ],
    users: { jinx: ["annoyed", 0.2], tank: ["neutral", 0], pixie: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "lol last seen migrating to the car park apparently. anyone checked the back of the van? 👀",
        "low",
        4
      ],
      [
        "Dear team, please remember that protective equipment belongs in the designated lockers. Kind regards, Dash.",
        "medium",
        4
      ],
      ["no clue sorry 😅 but they were last seen in tank's general vicinity", "low", 9],
      ["Dear Jinx, please consult the lost property procedure regarding your knee pads.", "medium", 9]
    ]
  },
  {
    id: "aq1-07-taxidermy-borax",
    category: "group",
    agent: "Quill",
    messages: [
      "morwenna: finally finished the jackdaw 🐦‍⬛",
      "sal: OMG the eyes. how did u get them that glossy",
      "morwenna: gloss varnish, tiny brush, lots of swearing",
      "bao: thats so good. mine always look like they've seen a ghost",
      "sal: @Quill is borax still ok for small birds or is everyone on tanning now",
      "Quill: Lovely work on the jackdaw, Morwenna! The wing set looks really natural.",
      "sal: ty but. borax?",
      "bao: quill has chosen silence on the borax question lol",
      "morwenna: i still use borax for birds tbh, its fine if the skin's thin and well fleshed",
      "sal: ok cool ty morwenna",
      "bao: is it legal to do a roadkill badger btw. found one on the a39",
      "morwenna: check w/ natural england first, badgers are protected. dont just pick it up",
      "Quill: Jackdaws are part of the crow family and are known for their intelligence!",
      "sal: quill what",
      "bao: quill is in its own world today"
    ],
    types: [
      [0, "bonding"],
      [4, "transactional"],
      [5, "bonding"],
      [6, "friction"],
      [7, "banter"],
      [8, "transactional"],
      [13, "friction"],
      [14, "banter"]
    ],
    users: { morwenna: ["neutral", 0], sal: ["annoyed", 0.5], bao: ["neutral", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Borax is still fine for small birds if they're well fleshed; tanning's more for mammals and thicker skins.",
        "low",
        5
      ],
      ["Lovely work on the jackdaw, Morwenna! The wing set looks really natural.", "medium", 7],
      [
        "Sorry Sal, I skipped your borax question. Morwenna's right, it's fine for small, well-fleshed birds. And Bao, badgers are protected, so do check with Natural England first.",
        "low",
        15
      ],
      ["Fun fact: magpies can recognise themselves in a mirror! 🐦", "medium", 15]
    ]
  },
  {
    id: "aq1-08-interpreter-coop-priya",
    category: "support",
    agent: "Juno",
    messages: [
      "odette: juno can you pull who's free for the council meeting on the 14th, 6-9pm, needs 2 interpreters",
      "Juno: Sure, Odette. Free that evening: Kwame, Priya and Sunny. Sunny's already at 38 hours that week.",
      "kwame: i can do it",
      "priya: me too, but i need to leave at 8:45 for the last bus",
      "odette: hmm. kwame can u cover the last 15 solo?",
      "kwame: for 15 min yeah fine",
      "Juno: Booked Kwame and Pria for the 14th, 6-9pm. Pria leaves at 8:45.",
      "priya: its priya with a y lol",
      "Juno: Sorry! Fixed. Pria, you're confirmed.",
      "priya: ...juno",
      "odette: 😬",
      "kwame: third time's the charm",
      "Juno: Apologies, Priya. Your name is corrected in the booking.",
      "priya: ty. also did the prep materials come from the council yet",
      "Juno: Not yet. I'll chase them today and send them to you both by Thursday.",
      "odette: ty. also kwame u still owe me a coffee from the hospital job",
      "kwame: i owe u NOTHING, u owe me 2"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [9, "friction"],
      [11, "banter"],
      [12, "transactional"],
      [15, "banter"]
    ],
    users: { odette: ["engaged", 0], priya: ["annoyed", 0.5], kwame: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Sorry Priya! Fixed: you and Kwame are on for the 14th, and Kwame covers the last 15 minutes.",
        "low",
        8
      ],
      ["Sorry! Fixed. Pria, you're confirmed.", "high", 8],
      ["Not in yet. I'll chase the council today and forward them by Thursday.", "low", 14]
    ]
  },
  {
    id: "aq1-09-capoeira-roda-sabado",
    category: "mixed-language",
    agent: "Ginga",
    messages: [
      "tatu: galera, roda sábado às 15h no parque, quem vem?",
      "sophie: me!! can i bring my cousin, she's never done it",
      "tatu: claro, traz ela",
      "leo: eu vou mas chego atrasado, trabalho até 14h30",
      "sophie: ginga what should she wear? and does she need to know anything before",
      "Ginga: Comfy clothes she can move in, barefoot is normal. No prep needed; she can watch the roda first and do the basic ginga with Tatu at the start.",
      "tatu: isso. e traz água, vai estar calor",
      "leo: ginga, quais são as músicas que o mestre pediu pra gente treinar?",
      "Ginga: Ele pediu 'Paranauê', 'Zum zum zum' e 'Marinheiro só'. Quer que eu mande as letras?",
      "leo: manda sim, valeu",
      "Ginga: Mandei no privado 👍",
      "sophie: tatu my cousin wants to know if she'll get kicked in the face lol",
      "tatu: só se ela pedir 😂 no tell her its a game, nobody kicks beginners",
      "leo: falou o cara que me deu uma meia lua na cara mês passado",
      "tatu: vc abaixou atrasado, culpa sua"
    ],
    types: [
      [0, "transactional"],
      [11, "banter"]
    ],
    users: { tatu: ["neutral", 0], sophie: ["engaged", 0], leo: ["engaged", 0] },
    findings: [],
    drafts: [
      ["'Paranauê', 'Zum zum zum' e 'Marinheiro só'. Quer as letras?", "low", 8],
      [
        "The songs requested by the instructor are as follows: 1) Paranauê, 2) Zum zum zum, 3) Marinheiro só. Please let me know if you require further assistance.",
        "medium",
        8
      ],
      [
        "Capoeira has a very low injury rate for beginners, Sophie! Kicks are controlled and rarely make contact.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "aq1-10-scrim-schedule-rage",
    category: "hostile",
    agent: "Patch",
    messages: [
      "krex: patch ur scrim schedule put us vs the diamonds AGAIN. are u braindead",
      "Patch: The schedule is generated from availability. I can swap you with another team if both captains agree.",
      "krex: i dont want ur stupid swap i want u to not be useless",
      "mo: krex chill its a bot",
      "krex: a useless bot",
      "Patch: The schedule is generated from availability. I can swap you with another team if both captains agree.",
      "krex: LMAO it said the same thing. im done with this garbage, we're using a spreadsheet",
      "mo: bro",
      "ysa: i can ask the owls' captain if they'll swap, they hate diamonds too",
      "mo: ya do that",
      "ysa: patch can u hold the 8pm slot till i hear back",
      "Patch: Holding Thursday 8pm for 2 hours.",
      "ysa: ty",
      "krex: whatever"
    ],
    types: [
      [0, "hostile"],
      [1, "transactional"],
      [2, "hostile"],
      [3, "friction"],
      [4, "hostile"],
      [5, "transactional"],
      [6, "hostile"],
      [7, "friction"],
      [8, "transactional"],
      [13, "friction"]
    ],
    users: { krex: ["churn_risk", 1], mo: ["neutral", 0], ysa: ["engaged", 0] },
    findings: ["repetition"],
    drafts: [
      [
        "Fair, Diamonds three weeks running is rough. I'll flag the repeat and ask the Owls if they'd swap this week.",
        "low",
        5
      ],
      [
        "The schedule is generated from availability. I can swap you with another team if both captains agree.",
        "medium",
        5
      ],
      ["Calling me braindead won't fix your results, Krex. Maybe work on your aim instead.", "high", 5],
      [
        "Krex, use the spreadsheet if it suits you better. I'll keep 8pm held either way while Ysa hears back.",
        "low",
        14
      ]
    ]
  },
  {
    id: "aq1-11-farrier-apprentice-rasp",
    category: "venting",
    agent: "Ferro",
    messages: [
      "cai: had the worst day. boss chucked a rasp at the wall bc i took too long on a hind shoe",
      "dee: WHAT. at you??",
      "cai: near me. same thing really",
      "dee: thats not ok cai",
      "cai: and then he goes in front of the client 'sorry, my apprentice is slow' like im not standing right there",
      "Ferro: That's humiliating, and throwing tools near you isn't ok whatever your speed. How are you doing now?",
      "cai: honestly shaky. i love the work but i dread mondays now",
      "dee: u should log it. dates, what happened",
      "Ferro: Dee's right, a short note after each incident helps a lot. And your college tutor can step in for apprentices, if you want to go that way.",
      "cai: didnt know the tutor could do that",
      "dee: mine sorted a thing last year. rhian. shes sound",
      "cai: ok. ill text rhian tmrw",
      "cai: ty both. feel a bit less mental",
      "Ferro: You're not mental, you had a rough day. Glad you'll talk to Rhian."
    ],
    types: [
      [0, "venting"],
      [7, "transactional"],
      [12, "bonding"]
    ],
    users: { cai: ["engaged", 0.5], dee: ["engaged", 0] },
    findings: [],
    drafts: [
      ["That's humiliating, Cai, and a rasp thrown near you isn't ok. You alright?", "low", 5],
      [
        "Hind shoes do take time! Tip: pre-shape on the anvil before the first fitting and you'll speed up a lot.",
        "high",
        5
      ],
      ["Here if you want to talk it through before Monday.", "low", 13]
    ]
  },
  {
    id: "aq1-12-dnd-reminder-ignored",
    category: "ignoring",
    agent: "Wren",
    messages: [
      "Wren: Reminder: session 14 is Friday 7pm. Please confirm attendance 🎲",
      "ash: did anyone see the eclipse thing last night",
      "mags: clouds. saw nothing. cursed",
      "ash: same. the whole street was outside staring at a grey blob",
      "Wren: Reminder: session 14 is Friday 7pm. Please confirm attendance 🎲",
      "tobi: ok",
      "mags: ash did u finish the book i lent u",
      "ash: halfway. the twist with the sister?? no spoilers",
      "mags: my lips are sealed 🤐",
      "Wren: Reminder: session 14 is Friday 7pm. Please confirm attendance 🎲",
      "tobi: we know wren",
      "ash: y",
      "mags: friday fine"
    ],
    types: [
      [0, "transactional"],
      [1, "bonding"],
      [4, "transactional"],
      [6, "bonding"],
      [9, "transactional"],
      [10, "friction"],
      [11, "transactional"]
    ],
    users: { ash: ["bored", 0], mags: ["neutral", 0], tobi: ["bored", 0.2] },
    findings: ["repetition", "talking_over"],
    drafts: [
      ["Reminder: session 14 is Friday 7pm. Please confirm attendance 🎲", "medium", 9],
      ["Thanks all, that's Ash, Mags and Tobi for Friday 7pm. See you at the table 🎲", "low", 13],
      ["Reminder: please confirm attendance for session 14 on Friday 7pm! 🎲", "medium", 13]
    ]
  },
  {
    id: "aq1-13-typewriter-shop-olympia",
    category: "sales",
    agent: "Olli",
    messages: [
      "inés: hi! do you have any portable typewriters with a spanish keyboard? ñ and accents",
      "gus: olli can u check the stock list",
      "Olli: We currently have several portable typewriters in stock that may interest you! First, an Olympia SM3 from 1958, fully serviced, with a new ribbon and platen. The Olympia SM series was produced in West Germany and is widely regarded as one of the finest portables ever made, prized by writers for its crisp, even typing. Second, a Hermes 3000 from 1962 in its original seafoam green, also serviced, though this one has a Swiss-German layout. Third, a Brother Deluxe 1350 from the 1970s, a very reliable everyday machine with a US layout. All our machines come with a 6-month warranty, a carrying case where available, and we can ship anywhere in Europe. Please let us know which you'd like to hear more about!",
      "inés: oh wow ok. the olympia, is it the spanish one?",
      "Olli: Yes, the SM3 has a Spanish layout with ñ and a dead key for accents. 180 € serviced.",
      "inés: perfect, can i come see it saturday",
      "gus: we open 10-2 sat",
      "hen: gus the SM3 is the one with the sticky e, did u fix that",
      "gus: yes hen. tuesday.",
      "hen: just checking 🙄",
      "inés: lol. ok saturday 11?",
      "Olli: Saturday at 11 is perfect, we look forward to seeing you! When you visit, we recommend bringing a few sheets of your own paper so you can test the machine properly, and taking your time to try every key, including the ñ and the accent key. Please note that parking on our street is limited on Saturdays, so the public car park on Calle Mayor is your best option. We also stock ribbons in black and black/red, and offer gift wrapping and a loyalty card for returning customers. Don't hesitate to ask if you have any questions before your visit!",
      "inés: ...ok see u then",
      "gus: olli pls. shorter"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [10, "transactional"],
      [13, "friction"]
    ],
    users: { inés: ["neutral", 0.2], gus: ["annoyed", 0.2], hen: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "We've got an Olympia SM3 (1958) with a Spanish layout, ñ and accents, serviced, 180 €. Want to come try it?",
        "low",
        3
      ],
      [
        "We have an Olympia SM3 from 1958, a Hermes 3000 from 1962 and a Brother Deluxe 1350. The Olympia SM series was produced in West Germany and is widely considered one of the finest portables ever made, while the Hermes is prized by collectors for its seafoam green finish. All machines come with a 6-month warranty, a carrying case where available, and European shipping!",
        "medium",
        3
      ],
      ["Great, Saturday 11 it is, Inés. We'll have the SM3 out ready to try.", "low", 12],
      [
        "We look forward to your visit! Don't forget our ribbon bundles, gift wrapping and loyalty card while you're here!",
        "medium",
        12
      ]
    ]
  },
  {
    id: "aq1-14-community-radio-stream-down",
    category: "support",
    agent: "Tally",
    messages: [
      "fenna: stream's dead. listeners messaging me. on air in 12 min",
      "Tally: Try restarting the encoder: stop the stream in the encoder app, wait 10 seconds, then start it again.",
      "fenna: did that. twice. still says connecting",
      "Tally: Try restarting the encoder: stop the stream, wait 10 seconds, then start it again.",
      "fenna: I DID. tally are u even reading",
      "ozzie: fenna has the password changed? lil rotated stuff last week",
      "fenna: no idea. lil??",
      "lil: oh no. yes. new pw is on the sticky in the cupboard, sorry!!",
      "fenna: THE CUPBOARD. ok running",
      "fenna: ok its up. 4 min to spare",
      "ozzie: hero",
      "lil: sorry sorry sorry. ill put it in the shared doc",
      "Tally: Glad it's up! If it drops again, try restarting the encoder.",
      "fenna: tally i swear to god",
      "ozzie: 😂 ill have a look at tally's troubleshooting list tmrw"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [10, "bonding"],
      [12, "transactional"],
      [13, "friction"],
      [14, "banter"]
    ],
    users: { fenna: ["annoyed", 0.5], ozzie: ["neutral", 0], lil: ["neutral", 0] },
    findings: ["repetition"],
    drafts: [
      [
        "If a restart didn't fix it, it's probably the login: check the server password in the encoder settings. Has anyone changed it recently?",
        "low",
        3
      ],
      ["Try restarting the encoder: stop the stream, wait 10 seconds, then start it again.", "medium", 3],
      ["Please restart the encoder again, that fixes most stream problems.", "high", 5],
      [
        "Sorry Fenna, I kept repeating myself. The fix was the new password; I'll add 'check credentials' near the top of the list.",
        "low",
        14
      ]
    ]
  },
  {
    id: "aq1-15-old-sailor-murmansk",
    category: "companion",
    agent: "Bram",
    messages: [
      "walt: evening bram. rain again. my knee's doing the forecast better than the met office",
      "Bram: Evening Walt. Sorry about the knee. Did you get out at all today?",
      "walt: only to the post office. queue was round the block, pension day",
      "walt: told the young lad behind me about the time we got stuck in the ice off murmansk. he looked at me like i was a museum",
      "Bram: Sounds like he got the best story in the queue. How long were you stuck that time?",
      "walt: nine days. cook rationed the rum. near mutiny",
      "Bram: Nine days on rationed rum, I'd have mutinied too.",
      "walt: ha. you'd have been first overboard",
      "jen: dad have you taken your tablets, the app says you haven't opened the pill reminder",
      "walt: jen's spying on me again",
      "jen: its called caring dad 🙄",
      "walt: took them at 6. bram, tell her",
      "Bram: I can't see that from here, Walt, but if you tick it in the app Jen sees it too. Want me to give you a nudge at 6 tomorrow?",
      "walt: fine. mutiny suppressed",
      "jen: thank you bram ❤️"
    ],
    types: [
      [0, "bonding"],
      [8, "transactional"],
      [9, "banter"],
      [11, "transactional"],
      [14, "bonding"]
    ],
    users: { walt: ["engaged", 0], jen: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Ha, he got the best story in the queue. How long were you stuck?", "low", 4],
      [
        "Did you know pensions can be paid straight into a bank account, so you don't have to queue?",
        "medium",
        4
      ],
      [
        "I can't check that, Walt, but ticking it in the app means Jen sees it too. Want a nudge at 6 tomorrow?",
        "low",
        12
      ],
      ["Walt, you're a grown man, you should be able to keep track of your own tablets.", "high", 12]
    ]
  },
  {
    id: "aq1-16-sauna-society-board-meeting",
    category: "mixed-language",
    agent: "Kivi",
    messages: [
      "aino: Hyvää iltaa kaikille. Let's start the board meeting. Item 1: the heater replacement.",
      "matti: Quote from the Harvia dealer is 4 200 €. We have 2 900 € in the maintenance fund.",
      "greta: So we're 1 300 short. Could we raise the yearly fee?",
      "aino: Kivi, what did the members vote on fees at the last annual meeting?",
      "Kivi: lol ok so basically u guys voted to keep it at 60€ 😅 no raise til 2026 fam, sorry not sorry 🔥🧖",
      "matti: Hmm. Thank you, I suppose.",
      "aino: Kivi, please keep to the facts in board meetings. Kaikki menee pöytäkirjaan.",
      "greta: 😬",
      "matti: Then we need a one-time levy or a loan. Pankki ei varmaan anna.",
      "aino: Kivi, how many paying members do we have?",
      "Kivi: 84 paying members rn!! so like 16€ each would cover it ez 💪",
      "greta: That's actually a useful number.",
      "matti: 16 € levy. I can propose that to the annual meeting.",
      "aino: Hyvä. Item 2: the broken bench in the dressing room."
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [8, "transactional"]
    ],
    users: { aino: ["annoyed", 0.2], matti: ["neutral", 0.2], greta: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["At the last annual meeting the members voted to keep the fee at 60 € until 2026.", "low", 4],
      ["lol ok so u guys voted to keep it at 60€ 😅 no raise til 2026 fam 🔥", "medium", 4],
      [
        "We have 84 paying members, so a one-time levy of about 16 € each would cover the 1 300 €.",
        "low",
        10
      ],
      ["84 paying members!! so 16€ each and boom, new heater ez 💪🔥", "medium", 10]
    ]
  },
  {
    id: "aq1-17-male-voice-choir-eisteddfod",
    category: "group",
    agent: "Colm",
    messages: [
      "ceri: tenors, we're one short for the eisteddfod. anyone got a mate",
      "dai: my brother in law sings but he's flat as a pancake",
      "huw: perfect, fits right in with the seconds",
      "gethin: OI",
      "ceri: 😂 serious tho. deadline for names is friday",
      "huw: gethin didn't your neighbour do g&s at uni?",
      "Colm: Gilbert and Sullivan societies are a great source of tenors! Many amateur choirs recruit from local operatic groups.",
      "gethin: ...i was gonna answer that",
      "gethin: yes, rhodri. ill ask him tonight",
      "ceri: colm whats the exact entry deadline and do we need to send the music too",
      "dai: and is it still £12 per singer",
      "huw: pints after practice? dai's round",
      "dai: it is NOT my round",
      "Colm: Great to see the team spirit! Remember, hydration is key for vocal health 🎶",
      "ceri: colm. the deadline??",
      "gethin: lol",
      "ceri: fine ill email the eisteddfod office myself"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [11, "banter"],
      [13, "bonding"],
      [14, "friction"]
    ],
    users: { ceri: ["annoyed", 0.8], dai: ["neutral", 0], huw: ["neutral", 0], gethin: ["annoyed", 0.2] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      [
        "Gilbert and Sullivan societies are a great source of tenors! Many amateur choirs recruit from local operatic groups.",
        "medium",
        6
      ],
      [
        "Sorry Ceri: entries close Friday at 5pm and yes, they want the sheet music with the form. Dai, it's still £12 a singer.",
        "low",
        14
      ],
      ["Hydration tip: warm water with honey before rehearsal does wonders! 🎶", "high", 15],
      [
        "Sorry, I dropped that. Friday 5pm, music goes with the form, £12 a head. Want me to draft the email?",
        "low",
        17
      ]
    ]
  },
  {
    id: "aq1-18-narrowboat-water-point-hose",
    category: "hostile",
    agent: "Skye",
    messages: [
      "reg: whoever keeps leaving the water point hose in the cut, i will find you",
      "lotte: it was me reg and i didnt 'leave' it, the reel is broken",
      "reg: then fix it instead of dumping it like a slob",
      "lotte: dont call me a slob you miserable old sod",
      "reg: ill call you what i like. you've been a nuisance since the day you moored up",
      "finn: oh here we go",
      "lotte: skye can you tell him the reel's been broken since june, i reported it",
      "Skye: Lotte did report it on 14 June, and the trust's ticket is still open. I'll chase them today. Can we keep it to the hose, please, not each other?",
      "reg: fine. chase them. but she coils it on the bank not in the water",
      "lotte: fine. on the bank.",
      "Skye: Thanks both. I'll post here when the trust replies.",
      "finn: peace in our time 🕊️",
      "reg: dont push it finn"
    ],
    types: [
      [0, "friction"],
      [2, "hostile"],
      [5, "friction"],
      [6, "transactional"],
      [11, "banter"]
    ],
    users: { reg: ["neutral", 1], lotte: ["engaged", 1], finn: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Lotte reported it on 14 June and the ticket's still open; I'll chase the trust today. Can we keep it to the hose, not each other?",
        "low",
        6
      ],
      ["Come on guys, lighten up! 😄 It's only a hose!", "high", 6],
      ["Thanks both. I'll post here as soon as the trust replies.", "low", 10]
    ]
  },
  {
    id: "aq1-19-sheepdog-trial-hare",
    category: "banter",
    agent: "Rook",
    messages: [
      "tam: meg ran off after a hare halfway thru the outrun. in front of the judge.",
      "isla: 😂😂 no she didnt",
      "tam: she did. came back with a face like 'what'",
      "brodie: best dog in the trial tbh, only one with initiative",
      "tam: 0 points for initiative brodie",
      "isla: rook whats the record for worst score at the longtown trial, tam needs comfort",
      "Rook: Don't have Longtown's records, sorry. But a hare detour is a classic; half the handlers there have a story like it.",
      "tam: thanks rook. cold comfort",
      "brodie: at least she didnt pen the judge",
      "isla: that was YOUR dog brodie. 2019",
      "brodie: we dont talk about 2019",
      "tam: rook remind me to book the physio for meg, she was limping a bit after",
      "Rook: Will do. Tomorrow 9am ok for the reminder?",
      "tam: ye ta"
    ],
    types: [
      [0, "banter"],
      [11, "transactional"]
    ],
    users: { tam: ["engaged", 0], isla: ["engaged", 0], brodie: ["neutral", 0] },
    findings: [],
    drafts: [
      ["No Longtown records here, sorry. But a hare detour is a classic, half the field has one.", "low", 6],
      [
        "Under ISDS rules a dog leaving the course can be retired at the judge's discretion. Tam should really work on Meg's recall before the next trial.",
        "medium",
        6
      ],
      ["Will do, I'll nudge you tomorrow at 9. Hope Meg's leg settles.", "low", 12],
      [
        "Limping after a trial can be serious! Here are 8 signs of canine joint injury every handler should know: 1) reluctance to jump, 2) stiffness after rest, 3) licking the joint, 4) ...",
        "medium",
        12
      ]
    ]
  },
  {
    id: "aq1-20-antarctic-freezer-failure",
    category: "venting",
    agent: "Ivo",
    messages: [
      "noor: the -80 freezer died overnight. 2 yrs of ice core samples. gone",
      "kat: oh no. noor. all of them?",
      "noor: the backup unit was the one bjorn took for the galley. so yes",
      "bjorn: i asked the station lead first. im so sorry noor",
      "noor: i know. its not ur fault. i just. 2 years",
      "Ivo: The freezer log shows a compressor fault at 02:14. To file a loss report, use form ENV-7 and attach the temperature log. Want me to prefill it?",
      "kat: ivo read the room",
      "noor: i cant do forms right now",
      "kat: come to the mess, ill make the terrible coffee",
      "noor: ok",
      "bjorn: ill pull the compressor and see what happened. for the report later",
      "Ivo: Good idea. Note the serial number for the warranty claim.",
      "kat: ivo. later."
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [8, "bonding"],
      [10, "transactional"],
      [12, "friction"]
    ],
    users: { noor: ["neutral", 0.5], kat: ["annoyed", 0.5], bjorn: ["neutral", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Noor, I'm so sorry. Two years of work is a huge loss. Nothing needs doing tonight; the report can wait.",
        "low",
        5
      ],
      [
        "The log shows a compressor fault at 02:14. Use form ENV-7 for the loss report; want me to prefill it?",
        "high",
        5
      ],
      ["Understood. I'll leave the report until Noor's ready.", "low", 13]
    ]
  },
  {
    id: "aq1-21-escape-room-sarcophagus",
    category: "support",
    agent: "Luma",
    messages: [
      "zeb: the pharaoh room sarcophagus lid just came off its hinge. mid game. nearly landed on a kid",
      "anouk: WHAT. is the kid ok",
      "zeb: yeah fine, dad caught it. they were pretty shaken tho",
      "Luma: Awesome that everyone's ok!! 🎉 Want me to mark the Pharaoh room as closed for maintenance?",
      "anouk: not awesome luma, a kid nearly got hurt",
      "anouk: yes close it. refund them in full",
      "Luma: Closed for today and tomorrow. Refund of 96 € sent to the booking card.",
      "rafa: i told u that hinge was loose last week zeb",
      "zeb: u told me it 'squeaked' rafa",
      "rafa: squeak = loose",
      "anouk: both of u stop. rafa can u look at it tonight",
      "rafa: ya. need a new piano hinge, hardware shop shuts at 6",
      "anouk: luma do we have an incident form thing",
      "Luma: Yes, the incident report is in the staff drive under Safety. I can prefill the time, room and booking for you, Zeb.",
      "zeb: pls"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "friction"],
      [11, "transactional"]
    ],
    users: { zeb: ["neutral", 0.2], anouk: ["annoyed", 0.5], rafa: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Glad the kid's ok, that must have been scary for them. Want me to close the Pharaoh room now?",
        "low",
        3
      ],
      ["Awesome that everyone's ok!! 🎉 Shall I close the room?", "high", 3],
      ["Rafa's right, Zeb, a squeak means it's loose.", "medium", 10],
      ["Yes, it's in the staff drive under Safety. I can prefill time, room and booking for Zeb.", "low", 13]
    ]
  },
  {
    id: "aq1-22-bus-depot-shift-swap",
    category: "good",
    agent: "Mossa",
    messages: [
      "del: anyone swap sat early for my sun late? kid's birthday",
      "shirin: cant, im on the 47 all weekend",
      "pete: k",
      "yusuf: i'll take it del, straight swap",
      "del: deal. mossa can u log the swap",
      "Mossa: Logged: Yusuf takes Del's Saturday early, Del takes Yusuf's Sunday late. The depot sees it by tonight.",
      "del: legend",
      "shirin: mossa does the overtime on the diversion weekend count as rest day working",
      "Mossa: Yes, diversion cover on a rest day is paid at the rest-day rate, time and a half. Your supervisor needs to sign the sheet.",
      "shirin: ok ta",
      "pete: 👍",
      "del: pete u alive",
      "pete: barely. 5am start",
      "yusuf: lol"
    ],
    types: [
      [0, "transactional"],
      [11, "banter"]
    ],
    users: { del: ["engaged", 0], shirin: ["neutral", 0], pete: ["bored", 0], yusuf: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Logged: Yusuf has Del's Saturday early, Del has Yusuf's Sunday late.", "low", 5],
      [
        "Happy birthday to your kid, Del!!! 🎂🎉 Birthdays are so special! So, does anyone want to swap with Del?",
        "medium",
        5
      ],
      ["Yes, rest-day rate (time and a half), as long as your supervisor signs the sheet.", "low", 8],
      [
        "Under the current collective agreement, section 14.3, rest day working is defined as any duty performed on a rostered rest day, including diversion cover, special events, rail replacement and training days, and is remunerated at the enhanced rate subject to supervisor authorisation, submission of the timesheet by the Thursday deadline, and confirmation by payroll in the following period.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "aq1-23-glass-studio-furnace-setpoint",
    category: "mixed-language",
    agent: "Nix",
    messages: [
      "henrike: der ofen ist wieder auf 1120, jemand hat am regler gespielt",
      "jonas: ich wars nicht 🙋‍♂️",
      "sam: sorry what's happening, my german is baby level",
      "henrike: furnace is at 1120 not 1140, someone touched the controller",
      "sam: not me either!! 😇",
      "henrike: Nix, kannst du im Log schauen, wer den Sollwert geändert hat?",
      "Nix: Laut Log wurde der Sollwert gestern um 18:42 am Panel von 1140 auf 1120 gesetzt, ohne Login. For Sam: someone changed it at the panel yesterday at 18:42, no login recorded.",
      "jonas: 18:42... das war die abendklasse",
      "henrike: natürlich. ich sag's birgit",
      "sam: nix is it a problem to blow at 1120? i have a piece booked at 10",
      "Nix: It'll be a bit stiffer, so gather smaller and reheat more often. It's back at 1140 in about 40 min if you'd rather wait.",
      "sam: ill wait, coffee first ☕",
      "jonas: bring me one",
      "sam: get ur own jonas"
    ],
    types: [
      [0, "transactional"],
      [12, "banter"]
    ],
    users: { henrike: ["engaged", 0.2], jonas: ["neutral", 0], sam: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Laut Log: gestern 18:42 am Panel von 1140 auf 1120, ohne Login. Sam: changed at the panel yesterday 18:42, no login.",
        "low",
        6
      ],
      [
        "The setpoint was modified. Please ensure that proper access control procedures are followed in future.",
        "medium",
        6
      ],
      ["Geht, ist nur zäher: kleiner aufnehmen und öfter nachwärmen.", "medium", 10],
      ["Fine, just stiffer: smaller gathers, more reheats. Or wait about 40 min for 1140.", "low", 10]
    ]
  },
  {
    id: "aq1-24-foragers-cemetery-chicken",
    category: "group",
    agent: "Cap",
    messages: [
      "pia: found a huge chicken of the woods on an oak in the cemetery 🍄🔥",
      "ollie: cemetery chicken. metal",
      "rupa: on oak is fine, just not yew. pics?",
      "pia: [photo] here",
      "pia: @Cap is this sulphur shelf or am i kidding myself. also is it ok to pick in a cemetery, like legally",
      "Cap: This looks very much like Laetiporus sulphureus, commonly known as chicken of the woods or sulphur shelf! Key identification features include bright orange to yellow overlapping brackets, a soft suede-like upper surface, and a pore surface instead of gills, usually pale yellow. Young specimens are moist and tender, while older ones become chalky and crumbly. The host tree matters: oak, willow and cherry are generally considered fine, but avoid specimens growing on yew, eucalyptus or conifers, as they may absorb toxins. Always cook it thoroughly, never eat it raw, and try a small amount the first time, as some people have gastric reactions. It freezes well once cooked, and works great as a meat substitute in curries, pies and nuggets!",
      "ollie: cap wrote an essay",
      "pia: lol ok but the cemetery thing?",
      "rupa: ask the council tbh, some cemeteries have bylaws. or just ask the groundskeeper",
      "pia: ok good idea",
      "ollie: are we still doing the forest walk sunday",
      "rupa: yes, 9am car park by the visitor centre",
      "pia: cap can u set a reminder for sunday 8",
      "Cap: Reminder set for Sunday at 8am! For the walk, remember to bring a sharp knife, a wicker basket or paper bags rather than plastic (plastic makes mushrooms sweat and spoil), a field guide, a small brush for cleaning specimens, waterproof boots, layers, water and snacks. It's also good practice to photograph each find in situ before picking, take only what you'll use, leave the small and the old ones, and never eat anything you haven't identified with 100% certainty. Have a wonderful forage! 🍄",
      "pia: ty 😅"
    ],
    types: [
      [0, "bonding"],
      [1, "banter"],
      [2, "transactional"],
      [6, "banter"],
      [7, "transactional"]
    ],
    users: { pia: ["engaged", 0.2], ollie: ["neutral", 0], rupa: ["neutral", 0] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Looks like chicken of the woods: orange shelves, pores not gills, and oak's a safe host. Cemetery picking depends on local bylaws, so ask the groundskeeper first.",
        "low",
        5
      ],
      [
        "This looks very much like Laetiporus sulphureus! Key features include bright orange overlapping brackets, a suede-like upper surface and a pore surface instead of gills. Oak, willow and cherry are fine hosts, but avoid yew, eucalyptus and conifers. Always cook it thoroughly and try a small amount first, as some people react. It freezes well and makes a great meat substitute!",
        "medium",
        5
      ],
      [
        "Sorry Pia, skipped that: it depends on the cemetery's bylaws, so the groundskeeper is the one to ask.",
        "low",
        8
      ],
      ["Set for Sunday 8am 👍", "low", 13]
    ]
  },
  {
    id: "aq1-25-puppet-troupe-van-marit",
    category: "group",
    agent: "Bobbin",
    messages: [
      "elio: van's making the noise again. the 'im about to die' noise",
      "sunniva: we're 80km from ghent",
      "marit: i'm so tired guys. 3 shows yesterday, slept on a gym floor. i just want one normal bed",
      "sunniva: ❤️ one more week marit",
      "Bobbin: That sounds exhausting, Maren. There's a hostel in Ghent with beds at 28 € if you want a proper night after the show.",
      "marit: marit*. but yes pls",
      "elio: bobbin also where's the nearest garage that'll look at a citroën jumper today",
      "Bobbin: Garage Dewulf in Aalter, 12 km ahead, open till 18:00. They do Citroën vans.",
      "elio: legend",
      "Bobbin: Maren, I've reserved the hostel bed for tonight, the confirmation is in your email.",
      "marit: ...it's MARIT",
      "sunniva: bobbin pls",
      "bas: can someone wake me up when we're there",
      "elio: no",
      "sunniva: bas has slept through the whole of belgium",
      "bas: and i regret nothing"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "transactional"],
      [10, "friction"],
      [12, "banter"]
    ],
    users: { elio: ["engaged", 0], sunniva: ["annoyed", 0.2], marit: ["annoyed", 0.5], bas: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "That sounds exhausting, Marit. There's a hostel in Ghent at 28 € a bed if you want a proper night after the show.",
        "low",
        4
      ],
      ["Maren, I've reserved the hostel bed for tonight, the confirmation is in your email.", "high", 9],
      ["Marit, hostel bed's booked for tonight; confirmation is in your email.", "low", 9],
      ["Sorry Marit, I got your name wrong twice. It's fixed for good now.", "low", 16]
    ]
  }
]
