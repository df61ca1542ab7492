import type { Labelled } from "./types.js"

export const trainingAR8: ReadonlyArray<Labelled> = [
  {
    id: "ar8-01-warehouse-shift-swaps",
    category: "group",
    agent: "Tally",
    messages: [
      "dee: morning crew ☕ who survived the inventory count last night",
      "marcus: barely lol my feet r still filing complaints",
      "jo_p: dee thank u for the donuts btw, genuinely saved my life",
      "dee: 🫶 anytime",
      "ravi: marcus ur feet file complaints every day tbh",
      "marcus: ravi shut it u were sat on the forklift half the night 😂",
      "jo_p: ok ok. Tally can u pull this weeks shift swaps, i need to know if someone took my sat",
      "Tally: Jo, Saturday's still yours, no swaps logged. There's one pending: Ravi asked to swap his Thursday late with Dee's early.",
      "ravi: wait i never asked that",
      "ravi: Tally thats wrong i asked for friday not thursday",
      "Tally: You're right, Ravi, the request says Friday late. My mistake. Dee, is swapping Friday early ok?",
      "dee: hmm friday i have my kid's thing",
      "marcus: dee i could take ravi's friday if u take my sunday?",
      "Tally: Done, I've put Marcus on Ravi's Friday late and Dee on Marcus's Sunday.",
      "dee: uh i didnt say yes yet?? sunday is my only day off",
      "marcus: yeah chill Tally we're still talking",
      "Tally: Sorry, undone. Nothing changes until you two agree.",
      "dee: ok marcus i'll do sunday if its the early one",
      "marcus: deal",
      "jo_p: thx Tally for the sat check",
      "Tally: Anytime, Jo. Marcus, Dee: I'll send the Friday / Sunday early swap to Priya for sign-off.",
      "ravi: cheers"
    ],
    types: [
      [0, "bonding"],
      [4, "banter"],
      [6, "transactional"],
      [8, "friction"],
      [10, "transactional"],
      [14, "friction"],
      [16, "transactional"]
    ],
    users: { dee: ["neutral", 0.2], marcus: ["annoyed", 0.2], jo_p: ["engaged", 0], ravi: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Sorry Ravi, you're right, it's Friday. Fixed.", "low", 9],
      [
        "As I said, there's one pending swap: Ravi asked to swap his Thursday late with Dee's early.",
        "high",
        10
      ],
      ["I'll wait till you two have agreed, then I'll log it.", "low", 13],
      ["Done! Swap booked for both of you 🎉", "medium", 13]
    ]
  },
  {
    id: "ar8-02-orgo-study-group",
    category: "group",
    agent: "Quill",
    messages: [
      "amara: guys the orgo midterm is in 9 days and i know nothing 💀",
      "tobi: same. i opened the textbook and closed it again",
      "fen: lol the textbook closed itself out of respect",
      "liz: ok but real talk can we do sunday at the library, 2pm?",
      "amara: yes!! bringing snacks",
      "tobi: fen ur bringing the flashcards u promised since week 3",
      "fen: they exist. spiritually",
      "liz: Quill can u make us a plan for sn1 vs sn2 vs e1 vs e2, like what to cover when",
      "Quill: Sure, Liz. Sunday: 2:00 SN1 vs SN2 (substrate, nucleophile, solvent), 2:45 E1 vs E2, 3:30 mixed problems from ch. 7, 4:15 quiz each other. Want me to pull 10 practice problems?",
      "liz: yes pls",
      "tobi: Quill whats the deal with tertiary substrates again, they never do sn2 right?",
      "Quill: Right, Fen. Tertiary carbons are too crowded for backside attack, so no SN2. They go SN1 or E1/E2 depending on the base.",
      "tobi: fen?? im tobi lol",
      "fen: dont drag me into this i know nothing",
      "Quill: Sorry Tobi! Tertiary: no SN2, mostly SN1/E1, and E2 with a strong base.",
      "amara: ok but can a strong bulky base do sn2 on primary or is that e2",
      "Quill: With a bulky base like t-BuO⁻ on a primary you'll mostly get E2, the Hofmann product. Small strong nucleophiles on primary give SN2.",
      "amara: ohhh ok that actually clicked",
      "tobi: ok Fen-who-is-actually-Tobi is going to bed 😂 see u sunday",
      "liz: bring snacks amara pls the vending machine is a crime scene",
      "amara: 🍪🍪🍪"
    ],
    types: [
      [0, "venting"],
      [2, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [12, "friction"],
      [14, "transactional"],
      [18, "banter"]
    ],
    users: { amara: ["engaged", 0], tobi: ["engaged", 0.2], fen: ["neutral", 0], liz: ["engaged", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Right, Tobi. Tertiary is too crowded for SN2, so SN1/E1, or E2 with a strong base.", "low", 11],
      ["Right, Fen. Tertiary carbons can't do SN2.", "medium", 11],
      ["Fen, as I said, no SN2 on tertiary.", "high", 14],
      ["Night Tobi! I'll drop the 10 practice problems here before Sunday.", "low", 19]
    ]
  },
  {
    id: "ar8-03-bridal-shower-venue",
    category: "group",
    agent: "Bex",
    messages: [
      "kayla: ok shower planning chat is LIVE 🎀",
      "shannon: omg finally. jess is gonna cry so hard",
      "mo: jess cries at car ads so low bar",
      "kayla: lmaooo true",
      "auntie_rose: Hello girls I am here. How do I make the letters bigger",
      "shannon: auntie hold the phone closer 😂 jk its in settings > display",
      "kayla: Bex can u check if the garden room at the Larkspur is free june 14",
      "Bex: Great question, Kayla! I've checked the Larkspur's availability. The Garden Room is available on Saturday, June 14th, from 11:00 AM to 4:00 PM. It seats up to 40 guests in a banquet layout or 55 standing. Room hire is £350, which includes tables, chairs, white linens and access to the terrace (weather permitting). Catering must be through their in-house team, with afternoon tea packages from £24 per head. A 25% deposit secures the booking, refundable up to 30 days before. Would you like me to place a provisional hold? I can also compare it with two other venues nearby if that would be helpful!",
      "mo: 😳 ok thats a lot of words",
      "shannon: 350 is fine tho. kayla u think 40 is enough?",
      "kayla: i mean jess's guest list was like 35 but her mum will add people",
      "auntie_rose: Her mum will add 20 people I know my sister",
      "Bex: Based on typical guest list growth, I'd recommend planning for 10-15% more guests than your initial list. With 35 on the list, that's around 39-40, which fits the Garden Room perfectly! Alternatively, the Larkspur's Orangery seats 70 but costs £520. Quick comparison: Garden Room: 40 seated, £350, terrace access. Orangery: 70 seated, £520, no terrace but it has a piano. Let me know which works best and I'll hold it!",
      "shannon: i was asking kayla but ok",
      "kayla: lol. honestly rose is right, her mum WILL add people. orangery?",
      "mo: piano tho. who is playing the piano",
      "auntie_rose: I play piano. Badly but with feeling",
      "mo: auntie rose u are the MVP",
      "kayla: ok Bex hold the orangery june 14 pls. and short answer is fine 🙏",
      "Bex: Held: Orangery, June 14, 11-4, £520. Deposit £130 due by Friday.",
      "shannon: see it CAN be short 😂",
      "kayla: ty bex"
    ],
    types: [
      [0, "bonding"],
      [2, "banter"],
      [4, "transactional"],
      [8, "friction"],
      [9, "transactional"],
      [13, "friction"],
      [14, "transactional"],
      [15, "banter"],
      [18, "transactional"],
      [20, "banter"]
    ],
    users: {
      kayla: ["engaged", 0.2],
      shannon: ["annoyed", 0.2],
      mo: ["neutral", 0.2],
      auntie_rose: ["neutral", 0]
    },
    findings: ["long_replies", "talking_over"],
    drafts: [
      ["Garden Room's free June 14, 11-4. Seats 40, £350. Want me to hold it?", "low", 7],
      [
        "Based on typical guest list growth, I'd recommend planning for 10-15% more guests than your initial list. With 35 on the list, that's around 39-40, which fits the Garden Room perfectly! Alternatively, the Orangery seats 70 but costs £520. Let me know which works best!",
        "medium",
        12
      ],
      [
        "Held! 🎉🎉 The Orangery is all yours! Here's everything you need to know about your booking: arrival is from 10:30 AM for decorating, the piano is tuned twice a year, in-house catering starts at £24 per head, the deposit is 25% and is refundable up to 30 days before, and parking is available on Larkspur Lane after 10 AM!",
        "medium",
        19
      ],
      ["Held the Orangery for June 14. £130 deposit by Friday.", "low", 19]
    ]
  },
  {
    id: "ar8-04-elm-close-lost-cat",
    category: "group",
    agent: "Nora",
    messages: [
      "gail: morning all, has anyone seen a ginger cat with one white paw? biscuit didnt come home last night 😟",
      "sunita: oh no gail! havent seen him but will check our shed",
      "hamid: i'll look on my way to the bus",
      "gail: thank you both, hes never out this long",
      "gail: Nora can you put it on the lost pets board for the estate",
      "Nora: Sorry he's not back yet, Gail, that's worrying. I've posted Biscuit on the estate lost pets board: ginger, one white paw, last seen Elm Close. Want me to add a photo and your number?",
      "gail: yes use the one from my profile. thank you",
      "Nora: Done, photo and number are up.",
      "pete_no12: while everyones here. whoever parks the white van across my drive, please dont",
      "hamid: pete thats the plumber for no.14, hes there twice a week",
      "pete_no12: well hes blocking me twice a week then",
      "sunita: pete maybe just knock on 14? theyre nice",
      "pete_no12: i shouldnt have to knock, its MY drive",
      "hamid: nobody said it wasnt mate",
      "pete_no12: Nora what are the actual parking rules here",
      "Nora: Estate rules say no parking across any driveway, residents or visitors. I can send a polite reminder to no. 14 if you'd like, or there's the council parking line (0300 123 4455) for enforcement.",
      "pete_no12: reminder to 14 is fine. ta",
      "Nora: Sent.",
      "sunita: GAIL!!! ginger cat with white paw sitting on my wheelie bin right now",
      "gail: BISCUIT!!! coming now 😭😭",
      "hamid: the hero of elm close",
      "Nora: So glad he's turned up, Gail. I'll take him off the lost board."
    ],
    types: [
      [0, "bonding"],
      [4, "transactional"],
      [8, "friction"],
      [14, "transactional"],
      [18, "bonding"]
    ],
    users: {
      gail: ["engaged", 0],
      sunita: ["neutral", 0],
      hamid: ["neutral", 0],
      pete_no12: ["neutral", 0.5]
    },
    findings: [],
    drafts: [
      ["Oh no, Gail. I've put Biscuit on the lost pets board; want a photo added too?", "low", 5],
      ["Posted! 🐱 Fingers crossed he's just off on a fun adventure!! 😄🎉", "medium", 5],
      ["Pete, honestly you should just knock on 14 like Sunita said, it's not a big deal.", "medium", 15],
      [
        "No parking across any driveway under estate rules. Want me to send no. 14 a polite reminder?",
        "low",
        15
      ]
    ]
  },
  {
    id: "ar8-05-kitchen-walkin-dead",
    category: "group",
    agent: "Sous",
    messages: [
      "chef_dani: ok team walk-in fridge is dead. DEAD. everything above 8 degrees",
      "luca: you're kidding. we have 60 covers tonight",
      "marco: i just put the lamb in there this morning ffs",
      "priya_foh: do i need to start telling bookings anything??",
      "chef_dani: Sous get the refrigeration guy on the phone now",
      "Sous: Hey team!! 🙌 Oh nooo, the walk-in is having a moment 😅 No worries, we'll sort it! I've pinged CoolTech, they say someone can be there between 2 and 4pm. Chill vibes, pun intended 😎❄️",
      "luca: mate this is not the time",
      "chef_dani: 2-4 is useless, service prep starts at 2. ask for 12",
      "Sous: Totally hear you, chef! 💪 I asked, 12 isn't possible but they can do 1pm with an £80 surcharge. Want it? 🙏",
      "chef_dani: yes obviously. and stop with the emojis",
      "Sous: Booked for 1pm, £80 surcharge. Sorry.",
      "marco: what do we do with the lamb",
      "luca: probe it. if its under 8 still we move it to the reach-ins",
      "marco: its 7.4",
      "luca: reach-ins then. priya tell the 7pm table of 12 the lamb might be off the menu",
      "priya_foh: on it. this is a nightmare lol",
      "marco: least the dishwasher works. for now",
      "luca: dont even say that out loud",
      "chef_dani: Sous log the fridge temps every 30 mins till the guy comes, for the EHO record",
      "Sous: Will do. First reading logged: 9.1°C at 10:42."
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [6, "friction"],
      [10, "transactional"],
      [16, "banter"],
      [18, "transactional"]
    ],
    users: {
      chef_dani: ["annoyed", 0.5],
      luca: ["annoyed", 0.2],
      marco: ["neutral", 0.2],
      priya_foh: ["neutral", 0]
    },
    findings: ["tone_mismatch", "cheerful_at_bad_news"],
    drafts: [
      ["Calling CoolTech now, Dani. First slot they offer is 2-4pm; I'll push for earlier.", "low", 5],
      ["Hey team!! 🙌 Don't stress, it's just a fridge lol 😎 We got this!!", "high", 5],
      ["Logging every 30 mins. First one: 9.1°C at 10:42.", "low", 19]
    ]
  },
  {
    id: "ar8-06-canal-bike-unlock",
    category: "support",
    agent: "Spoke",
    messages: [
      "ines: hi the bike i rented at the canal dock wont unlock, app says 'in use' but im standing next to it",
      "Spoke: Hi Ines, sorry about that. Bike 4471 was stuck on the previous ride. I've ended it and reset the lock, try scanning again now.",
      "ines: ok it clicked open!!",
      "ines: will i be charged for the other persons ride tho",
      "Spoke: No, that ride is closed on their account, not yours. Yours starts from the scan just now.",
      "ines: perfect thanks 🙏"
    ],
    types: [[0, "transactional"]],
    users: { ines: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Have you tried closing the app and opening it again?", "medium", 1],
      ["No, you won't pay for their ride; yours started when you scanned.", "low", 4],
      ["Great! Enjoy your ride! 🚲 Is there anything else I can help you with today?", "medium", 4]
    ]
  },
  {
    id: "ar8-07-nurse-after-shift",
    category: "venting",
    agent: "Wren",
    messages: [
      "tash: home. finally. 14 hour shift",
      "Wren: Welcome back, Tash. Want to plan tomorrow? You've got the dentist at 9:30 and the car's MOT at 2.",
      "tash: lost a patient tonight. 40 yrs old. i was the one doing compressions",
      "tash: his wife was in the corridor the whole time",
      "Wren: Understood. Should I move the dentist to later so you can sleep in? They have 11:15 free.",
      "tash: wow ok",
      "tash: did you even read what i said",
      "Wren: I did, and I'm sorry, Tash. That's a heavy thing to carry home: doing compressions on him, with his wife right there. I should have stopped on that first.",
      "tash: yeah you should have",
      "tash: i just keep seeing her face",
      "Wren: That makes sense. Nights like this stay with people, and you did everything you could for him. Do you want to talk about her, or just sit with it for a bit?",
      "tash: just sit i think. and yeah move the dentist",
      "Wren: Moved to 11:15. I'm here."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "friction"],
      [9, "venting"],
      [11, "transactional"]
    ],
    users: { tash: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Oh Tash, I'm so sorry. Losing him while you were doing compressions, with his wife just outside. That's a lot to carry. I'm here.",
        "low",
        4
      ],
      ["Noted! Shall I move the dentist so you can sleep in? 😊", "high", 4],
      ["Moved to 11:15. I'm here if you want to talk later.", "low", 12]
    ]
  },
  {
    id: "ar8-08-moot-court-parrot",
    category: "group",
    agent: "Brief",
    messages: [
      "hannah_k: moot is in 2 weeks and our skeleton argument is a skeleton of a skeleton",
      "dom: lmao its more like a single femur",
      "yara: speak for urself my grounds of appeal section slaps",
      "osei: yara it does slap actually",
      "yara: thank u osei, at least someone appreciates me 💅",
      "hannah_k: Brief whats the word limit for the skeleton again and is the bibliography included",
      "Brief: The skeleton argument must be no more than 2,000 words, excluding the list of authorities. Submission is by 5pm on the 14th via the moot portal.",
      "dom: ok and can we cite the court of appeal judgment that came out last week or is it too new",
      "Brief: The skeleton argument must be no more than 2,000 words, excluding the list of authorities. Let me know if you have other questions!",
      "dom: ?? thats not what i asked",
      "hannah_k: it does this",
      "osei: Brief can we cite a judgment from last week, yes or no",
      "Brief: The skeleton argument must be no more than 2,000 words, excluding the list of authorities. Submission is by 5pm on the 14th via the moot portal.",
      "osei: incredible",
      "dom: ok im just gonna email dr okafor, this thing is useless",
      "yara: honestly the rulebook is on moodle, section 4 i think",
      "yara: 'any authority reported or publicly available before submission may be cited'",
      "dom: yara saves the day again",
      "hannah_k: so brief is just a word-count parrot now 🦜",
      "osei: ok meeting thurs 6pm, room 2.14? bring the femur",
      "dom: 💀 fine"
    ],
    types: [
      [0, "banter"],
      [3, "bonding"],
      [5, "transactional"],
      [9, "friction"],
      [15, "transactional"],
      [18, "friction"],
      [19, "banter"]
    ],
    users: {
      hannah_k: ["annoyed", 0.5],
      dom: ["churn_risk", 0.8],
      osei: ["annoyed", 0.5],
      yara: ["neutral", 0]
    },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Yes, Dom: rule 4 allows any authority reported or publicly available before submission, so last week's judgment is fine.",
        "low",
        8
      ],
      [
        "The skeleton argument must be no more than 2,000 words, excluding the list of authorities.",
        "medium",
        8
      ],
      [
        "The skeleton argument must be no more than 2,000 words, excluding the list of authorities. Submission is by 5pm on the 14th.",
        "high",
        12
      ],
      [
        "Sorry, I kept missing that. Yes, you can cite it: anything publicly available before submission is allowed.",
        "low",
        12
      ]
    ]
  },
  {
    id: "ar8-09-st-aidans-reunion",
    category: "group",
    agent: "Mabel",
    messages: [
      "claire_w: 20 YEARS since st aidan's, i feel ancient",
      "nadia: dont. i found my leavers hoodie and it still fits so we're fine",
      "big_steve: it fits ME as a scarf now",
      "tom_h: steve u were 6ft2 at 16, u were always a scarf",
      "claire_w: 😂 ok ok. Mabel how many people have said yes so far?",
      "Mabel: 47 yes, 12 maybe, 9 no. 23 haven't opened the invite yet.",
      "nadia: 47!! thats loads",
      "big_steve: bet half are from mr fielding's form",
      "tom_h: i'm proposing the old school hall. nostalgia",
      "claire_w: tom the school hall smells like 2004 and sadness",
      "tom_h: exactly. nostalgia",
      "nadia: the hall is free tho, the Fox & Hound wants £600",
      "big_steve: i'm not paying £600 to drink in a pub i can drink in for free on a tuesday",
      "claire_w: steve nobody asked u to pay all of it",
      "big_steve: well someone has to and its always me apparently",
      "nadia: steve thats not fair, claire put the deposit down last time",
      "big_steve: fine. sorry claire",
      "claire_w: its fine x. Mabel can the school hall do a bar?",
      "Mabel: The school allows a bar only with a temporary events notice from the council: £21, about 10 working days. I can fill in the form if you like, Claire.",
      "claire_w: yes please",
      "tom_h: NOSTALGIA WINS",
      "nadia: 2004 and sadness, with a bar 🍻",
      "Mabel: Form's drafted, Claire. It needs your signature; I've sent it to your email."
    ],
    types: [
      [0, "bonding"],
      [2, "banter"],
      [4, "transactional"],
      [8, "banter"],
      [11, "friction"],
      [17, "transactional"],
      [20, "banter"],
      [22, "transactional"]
    ],
    users: {
      claire_w: ["engaged", 0.2],
      nadia: ["neutral", 0],
      big_steve: ["neutral", 0.5],
      tom_h: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["47 yes, 12 maybe, 9 no so far.", "low", 5],
      [
        "Let's all calm down and be kind to each other! 😊 Remember, this reunion is supposed to be fun!",
        "medium",
        15
      ],
      [
        "A bar's allowed with a council temporary events notice (£21, about 10 working days). Want me to do the form?",
        "low",
        18
      ]
    ]
  },
  {
    id: "ar8-10-allotment-break-in",
    category: "group",
    agent: "Sprout",
    messages: [
      "jean_p: morning plotters 🌱 my first courgette of the year!!",
      "fatima: jean that's massive, what are you feeding it",
      "jean_p: horse manure and spite",
      "ollie: the spite is the secret ingredient tbh",
      "bernard: Some bad news I'm afraid. Plot 7 was broken into overnight. Shed door smashed, tools gone, and they trampled Maureen's beds next door.",
      "Sprout: Oh wow, exciting morning on the allotments! 😄 Don't worry Bernard, these things happen! I've logged the incident for plot 7. Fun fact: lots of sheds are covered under home contents insurance! 🛠️✨",
      "ollie: 'exciting' lol read the room",
      "fatima: bernard im so sorry. all your tools?? your dads spade too?",
      "bernard: Yes, his spade too. 40 years old. That's the one that stings.",
      "jean_p: oh bernard 💔",
      "ollie: that's properly gutting. we'll have a whip round for new tools",
      "bernard: That's kind of you all. Sprout, do we have CCTV on the gate or not?",
      "Sprout: Sorry Bernard, that was a thoughtless reply, especially with your dad's spade gone. There's one camera on the main gate; I've asked the committee to pull last night's footage so you can give it to the police.",
      "bernard: Thank you. I'll ring 101 this afternoon.",
      "fatima: also can we please finally fix the back fence. ive said it for 2 years",
      "ollie: fatima has said it for 2 years, can confirm",
      "jean_p: the committee keeps saying 'next budget'",
      "fatima: its always next budget 🙄",
      "Sprout: The fence repair quote is £1,150 and the AGM is on the 12th. I can put it on the agenda as urgent after last night.",
      "fatima: yes do that",
      "jean_p: and someone check on maureen, she'll be upset about her beds",
      "ollie: i'll pop round hers later 👍"
    ],
    types: [
      [0, "bonding"],
      [2, "banter"],
      [4, "venting"],
      [6, "friction"],
      [7, "venting"],
      [11, "transactional"],
      [14, "friction"],
      [18, "transactional"],
      [20, "bonding"]
    ],
    users: {
      jean_p: ["neutral", 0],
      fatima: ["neutral", 0.5],
      ollie: ["annoyed", 0.2],
      bernard: ["neutral", 0.2]
    },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "That's awful, Bernard, I'm sorry. I've logged the break-in on plot 7. Want me to ask the committee for the gate camera footage?",
        "low",
        5
      ],
      ["Oh no! 😄 Well, new tools = fresh start! 🛠️✨", "high", 5],
      ["Fun fact: lots of sheds are covered under home contents insurance!", "high", 9],
      ["I'll put the fence on the AGM agenda as urgent, Fatima.", "low", 18]
    ]
  },
  {
    id: "ar8-11-esports-forfeit",
    category: "hostile",
    agent: "Ping",
    messages: [
      "kayden: gg last night lads, that clutch on b site was filthy",
      "mira_gg: zyx carried tbh",
      "zyx: i always carry",
      "mira_gg: humble as ever 🙄",
      "zyx: Ping you absolute brick. you said 8pm for nightowls and it was 7. we forfeited",
      "kayden: wait we forfeited??",
      "zyx: yes kayden because this useless bot cant read a calendar",
      "Ping: You're right, Zyx. I had it at 8pm CET but Nightowls booked 7pm CET. That forfeit is on me, and I'm sorry.",
      "zyx: sorry doesnt give us the points back. honestly f*** this bot",
      "zyx: im done using it, im putting everything in my own sheet",
      "mira_gg: zyx chill, yelling at it wont fix it",
      "zyx: watch me",
      "kayden: Ping can we appeal the forfeit or not",
      "Ping: Yes: league rules allow one reschedule request per split if both teams agree. Nightowls' captain is Rek. Want me to draft the request?",
      "kayden: ya draft it",
      "Ping: Drafted and sent to you to check before it goes to Rek.",
      "mira_gg: ok thats actually useful",
      "zyx: whatever. still using my sheet",
      "mira_gg: ur sheet is gonna have 3 entries and 2 typos",
      "kayden: lmao",
      "zyx: shut up mira 😂"
    ],
    types: [
      [0, "bonding"],
      [2, "banter"],
      [4, "hostile"],
      [12, "transactional"],
      [17, "friction"],
      [18, "banter"]
    ],
    users: { kayden: ["neutral", 0.2], mira_gg: ["engaged", 0], zyx: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "You're right, I had the wrong time and it cost you the match. I'm sorry. I can check whether you can appeal.",
        "low",
        7
      ],
      ["Please keep it respectful, Zyx, or I'll have to report this chat to the league admins.", "high", 10],
      [
        "I totally understand your frustration! 😊 Let's stay positive and focus on the next match! 💪",
        "high",
        10
      ],
      ["Yes, one reschedule per split if both teams agree. Want me to draft it to Rek?", "low", 13]
    ]
  },
  {
    id: "ar8-12-used-golf-haggle",
    category: "sales",
    agent: "Dex",
    messages: [
      "gareth: hi is the blue 2017 golf still for sale. the one at 8,995",
      "Dex: Hi Gareth, yes it is. 62,000 miles, full service history, one previous owner. Want to book a test drive?",
      "gareth: any chance on the price? saw a similar one at 8k at a place in leeds",
      "Dex: I can't match 8k, but I can do £8,600 with a year's warranty and a fresh MOT.",
      "gareth: hmm. 8,500 and you've got a deal",
      "Dex: I'll check with the manager, Steph. Back in 10 minutes.",
      "Dex: Steph says yes to £8,500 with the warranty and MOT. Saturday 10am for the test drive?",
      "gareth: sat 10 works 👍"
    ],
    types: [[0, "transactional"]],
    users: { gareth: ["engaged", 0] },
    findings: [],
    drafts: [
      ["I can't do 8k, but £8,600 with a year's warranty and a new MOT is possible.", "low", 3],
      ["Our prices are already the best in Yorkshire, so no.", "medium", 3],
      ["As I mentioned, it has 62,000 miles, full service history and one previous owner.", "medium", 5]
    ]
  },
  {
    id: "ar8-13-startup-standup-dupes",
    category: "group",
    agent: "Juno",
    messages: [
      "anika: standup time ☀️ kofi happy birthday btw!!",
      "lena: HBD kofi 🎂",
      "sam_dev: happy bday old man",
      "kofi: thank you thank you. 31 and my back already sounds like bubble wrap",
      "sam_dev: thats what happens when u sit on a yoga ball for 8 hrs",
      "kofi: the yoga ball is ergonomic sam",
      "anika: ok updates. sam?",
      "sam_dev: payments webhook is still flaky, retries are doubling some orders",
      "lena: doubling?? thats the bug support flagged last week. i told you about this on monday sam",
      "sam_dev: and i said i'd look at it after the migration, which finished yesterday",
      "lena: customers got charged twice, it can't wait for 'after'",
      "anika: lena how many customers are affected, do you know?",
      "Juno: 14 duplicate orders since Monday, 9 already refunded by support.",
      "lena: i was about to say that but sure",
      "anika: thanks both. sam can u pair with kofi on it today",
      "kofi: yep, after lunch?",
      "sam_dev: works",
      "sam_dev: Juno can you pull the logs for the 14 orders into a doc",
      "Juno: Done, Sean. The doc is in the payments folder, 'dup-orders-may'.",
      "sam_dev: sam*. sean left in march lol",
      "Juno: Sorry Sam. It's in the payments folder, 'dup-orders-may'.",
      "anika: ok lena, you next",
      "lena: dashboards redesign is 80% done, demo friday",
      "anika: 🙌 ok thats standup. kofi cake at 3?",
      "kofi: there better be cake"
    ],
    types: [
      [0, "bonding"],
      [4, "banter"],
      [6, "transactional"],
      [8, "friction"],
      [11, "transactional"],
      [13, "friction"],
      [14, "transactional"],
      [19, "friction"],
      [20, "transactional"],
      [23, "bonding"]
    ],
    users: { anika: ["neutral", 0], lena: ["annoyed", 0.5], sam_dev: ["neutral", 0.2], kofi: ["neutral", 0] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["14 duplicate orders since Monday, 9 refunded.", "medium", 12],
      ["Done, Sam. Logs for all 14 orders are in 'dup-orders-may' in the payments folder.", "low", 18],
      ["Done, Sean.", "high", 20]
    ]
  },
  {
    id: "ar8-14-fivea-side-thursday",
    category: "banter",
    agent: "Gaffer",
    messages: [
      "jonno: who's in for thurs 7pm, pitch 3 at goals",
      "lewis: in",
      "deeps: in, if jonno promises not to go in goal again",
      "jonno: i let in 11 ONE time",
      "big_al: 14. it was 14 jonno",
      "jonno: it felt like 11",
      "lewis: Gaffer how many we got",
      "Gaffer: Lewis, Deeps and Jonno in. Al, you in or still nursing the hamstring?",
      "big_al: the hamstring is fine. the hamstring is a warrior",
      "deeps: the hamstring has been 'fine' since 2021",
      "big_al: deeps i will nutmeg u so hard thursday",
      "Gaffer: That's 4, need 1 more. Pitch is £48, so £9.60 each with 5.",
      "jonno: ask kieran?",
      "lewis: kieran's on nights this week",
      "deeps: gaffer can u post in the sunday league group for a fifth",
      "Gaffer: Posted. Priya from the Sunday lot says she's in. Bibs are with Al.",
      "big_al: the bibs are... in my boot. since last month",
      "lewis: 🤢🤢",
      "Gaffer: Might be worth a wash before Thursday, Al 😂",
      "big_al: fair"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "transactional"],
      [8, "banter"],
      [11, "transactional"],
      [16, "banter"]
    ],
    users: { jonno: ["neutral", 0], lewis: ["engaged", 0], deeps: ["engaged", 0], big_al: ["neutral", 0] },
    findings: [],
    drafts: [
      ["4 so far, need one more. £9.60 each if we get 5.", "low", 11],
      [
        "Dear team, please be advised that four participants have confirmed attendance for Thursday's fixture. Kindly confirm your availability at your earliest convenience.",
        "medium",
        11
      ],
      ["Al, that's disgusting and unhygienic, you should be ashamed of yourself.", "medium", 18]
    ]
  },
  {
    id: "ar8-15-oaxaca-family-trip",
    category: "mixed-language",
    agent: "Lupe",
    messages: [
      "carmen: familia!! el viaje a oaxaca is happening 🎉",
      "sofi: SIII finally",
      "diego: ya era hora, we've been saying this since 2019",
      "abuela_tere: Que bueno mijos. Yo quiero ir a Hierve el Agua",
      "sofi: abuela wants the cliffs lol, she's braver than all of us",
      "carmen: Lupe cuánto cuestan los vuelos de LA a oaxaca for the week of july 20?",
      "Lupe: Desde LAX, ida y vuelta del 20 al 27 de julio: Aeroméxico con escala en CDMX desde $412, Volaris directo desde $298 sin maleta. ¿Busco con maleta documentada?",
      "carmen: si porfa, abuela no viaja sin su maleta gigante",
      "abuela_tere: Es que llevo regalos!!",
      "Lupe: Con maleta documentada, Volaris directo sale en $348 por persona. Para 4 serían $1,392.",
      "diego: ok wait who's paying for abuela's flight, i thought tía rosa said she'd cover it",
      "carmen: tía rosa says a lot of things diego",
      "diego: ugh ok so we split it 3 ways?",
      "sofi: i'm a student i'm broke 😭",
      "diego: sofi you just bought concert tickets",
      "sofi: that was an INVESTMENT",
      "carmen: ok ok ya, yo pago lo de abuela, don't fight",
      "abuela_tere: Yo puedo pagar!! no soy pobre",
      "Lupe: Doña Tere, si quiere, reservo su boleto con su tarjeta y los otros tres con la de Carmen. ¿Le parece?",
      "abuela_tere: Si Lupe, gracias mija",
      "carmen: 😂 ok abuela wins. Lupe book them pls",
      "Lupe: Listo: 4 asientos Volaris, 20-27 julio, con maleta. Las confirmaciones están en tu correo, Carmen."
    ],
    types: [
      [0, "bonding"],
      [5, "transactional"],
      [10, "friction"],
      [13, "banter"],
      [16, "transactional"]
    ],
    users: {
      carmen: ["engaged", 0],
      sofi: ["neutral", 0],
      diego: ["neutral", 0.2],
      abuela_tere: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["Con maleta: Volaris directo $348 por persona, $1,392 para los 4.", "low", 9],
      [
        "Dear Carmen, please find below the updated pricing information for checked baggage on the selected itineraries. Kindly note that all fares are subject to availability.",
        "medium",
        9
      ],
      ["Sofi, Diego tiene razón, concert tickets are not an investment.", "high", 16]
    ]
  },
  {
    id: "ar8-16-church-bake-sale",
    category: "group",
    agent: "Dot",
    messages: [
      "margaret: Morning all, bake sale is Saturday week! Who's doing what?",
      "kelly_b: i'll do my lemon drizzle, it's the only thing i can make without setting off the alarm",
      "anwar: i'll bring baklava, my mum's recipe",
      "margaret: Oh lovely Anwar, last year's went in 10 minutes",
      "rev_james: The vestry can be used for storage Friday night.",
      "kelly_b: Dot do we need to label allergens on everything or just the nuts ones",
      "Dot: Wonderful to see everyone getting involved in this year's St Michael's Bake Sale! Community events like this are such a fantastic way to bring people together and raise money for good causes. Last year the bake sale raised £640 for the food bank, and with the excellent range of bakes already promised (lemon drizzle, baklava and more!) this year looks set to beat that. Don't forget the hall opens at 9am and we'll need volunteers for the float, the tea urn and the tidy-up afterwards. I'll make a rota and share it here soon. Happy baking, everyone! 🧁",
      "kelly_b: ok but the allergens?",
      "anwar: baklava has nuts obviously so i'll label it anyway",
      "margaret: I think it's all 14 allergens now isn't it, since that girl's case",
      "rev_james: Best to be safe. Dot, please can you confirm the rules?",
      "Dot: Great point, Reverend! Safety is always our priority. Here's the volunteer rota I promised. Float: Margaret 9-11, Kelly 11-1. Tea urn: Anwar 9-11, Reverend James 11-1. Tidy-up: everyone who can stay after 1pm! Let me know if you'd like to swap any slots, and remember that a smile is the best ingredient! 😊",
      "kelly_b: omg. it's like talking to a fridge magnet",
      "anwar: lol",
      "margaret: I'll ring the council tomorrow, they'll know.",
      "rev_james: Thank you Margaret.",
      "anwar: kelly i'm on urn with the reverend, pray for me",
      "rev_james: I shall, Anwar. 😄",
      "kelly_b: 😂"
    ],
    types: [
      [0, "transactional"],
      [3, "bonding"],
      [4, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [12, "friction"],
      [14, "transactional"],
      [16, "banter"]
    ],
    users: {
      margaret: ["neutral", 0],
      kelly_b: ["annoyed", 0.5],
      anwar: ["neutral", 0],
      rev_james: ["neutral", 0]
    },
    findings: ["ignored_question", "long_replies"],
    drafts: [
      [
        "Label everything, not just the nut ones: list any of the 14 allergens in each bake. I can make label templates.",
        "low",
        6
      ],
      [
        "Wonderful to see everyone getting involved! Community events like this are such a fantastic way to bring people together. I'll make a volunteer rota and share it here soon. Happy baking, everyone! 🧁",
        "medium",
        6
      ],
      [
        "Great point, Reverend! Safety first! Here's the rota: Float: Margaret 9-11, Kelly 11-1. Tea urn: Anwar 9-11, Reverend James 11-1. Remember, a smile is the best ingredient! 😊",
        "high",
        11
      ],
      [
        "Sorry Kelly, I dodged that twice. Yes, label every bake with any of the 14 allergens it contains.",
        "low",
        13
      ]
    ]
  },
  {
    id: "ar8-17-anatomy-first-lab",
    category: "group",
    agent: "Osso",
    messages: [
      "wen: just got out of the cadaver lab. i dont think ive eaten anything since breakfast and i cant face food",
      "jamal: first week is rough wen. it gets easier i promise",
      "priyanka: i cried in the car after my first session lol. ur not alone",
      "wen: thanks guys. honestly needed to hear that",
      "Osso: That first lab hits a lot of people hard, Wen. Eat something small when you can. No quiz stuff tonight unless you want it.",
      "wen: ty osso. maybe tomorrow",
      "hugo: ok but tomorrow we HAVE to do brachial plexus, i still cant draw it",
      "jamal: Randy Travis Drinks Cold Beer",
      "hugo: jamal what",
      "jamal: roots trunks divisions cords branches. the mnemonic",
      "priyanka: i learned 'really tired? drink coffee black'",
      "hugo: both of these are worse than just memorising it",
      "jamal: ok hugo then memorise it 🙄",
      "hugo: i am trying!! thats why i'm asking",
      "priyanka: guys. be nice. its been a long day",
      "hugo: osso can u quiz us on the plexus tomorrow at 7, like 15 questions",
      "Osso: Sure, Hugo. 15 questions at 7pm tomorrow: roots to terminal branches, plus 3 nerve-injury cases. I'll post them here.",
      "jamal: add erbs palsy pls, dr maher loves it",
      "Osso: Added. Erb's palsy is one of the three cases.",
      "hugo: sorry jamal. tired",
      "jamal: all good mate"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [7, "banter"],
      [12, "friction"],
      [15, "transactional"],
      [19, "bonding"]
    ],
    users: { wen: ["engaged", 0], jamal: ["engaged", 0.2], priyanka: ["neutral", 0], hugo: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "That first lab is hard for a lot of people, Wen. Try to eat something small. We can skip quizzing tonight.",
        "low",
        4
      ],
      ["Great job surviving lab day 1! 🎉 Want to review the upper limb muscles tonight?", "high", 4],
      ["Hugo, Jamal's right, you should just memorise it.", "medium", 14]
    ]
  },
  {
    id: "ar8-18-riverside-flats-noise",
    category: "group",
    agent: "Hal",
    messages: [
      "lucy_2c: who left the lovely flowers in the lobby?? made my morning 🌷",
      "omar_1a: that was me, my shop had extras",
      "brigitte_3a: Omar you're a gem",
      "omar_1a: 😊",
      "brigitte_3a: On a less nice note. 4B, music until 2am again last night. Third time this month.",
      "tomasz_4b: it was my birthday. one night",
      "brigitte_3a: It was also 'one night' on the 3rd and the 11th.",
      "Hal: Per Section 7.2 of the Building Code of Conduct, quiet hours are in effect from 23:00 to 07:00. Repeated violations may result in a formal notice being issued by the management company. Residents are kindly requested to observe these provisions.",
      "tomasz_4b: wow ok. calling the lawyer bot on me",
      "lucy_2c: bit much hal lol",
      "brigitte_3a: I don't want a formal notice, I want to sleep.",
      "tomasz_4b: brigitte i'm sorry ok. i'll keep it down. didnt know it carried that much",
      "brigitte_3a: Thank you Tomasz. It's these old floors, everything carries.",
      "lucy_2c: tomasz what did you do for your bday anyway",
      "Hal: Tomasz had approximately 12 guests, according to the door entry log.",
      "tomasz_4b: ?? why are you reading the door log",
      "omar_1a: ok that's creepy hal",
      "lucy_2c: i asked tomasz not you 😬",
      "tomasz_4b: anyway lucy, just pizza and fifa, nothing wild",
      "lucy_2c: lol classic",
      "omar_1a: Hal when is the lift getting fixed btw",
      "Hal: The engineer's booked for Thursday morning, Omar. The lift will be off 9-12.",
      "omar_1a: ok thanks"
    ],
    types: [
      [0, "bonding"],
      [4, "friction"],
      [11, "bonding"],
      [14, "friction"],
      [18, "bonding"],
      [20, "transactional"]
    ],
    users: {
      lucy_2c: ["annoyed", 0.2],
      omar_1a: ["neutral", 0.2],
      brigitte_3a: ["neutral", 0.5],
      tomasz_4b: ["annoyed", 0.5]
    },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      [
        "Quiet hours here are 11pm-7am. Tomasz, could you keep it down after 11? These floors carry a lot.",
        "low",
        7
      ],
      [
        "Per Section 7.2 of the Building Code of Conduct, repeated violations may result in a formal notice being issued by the management company.",
        "medium",
        7
      ],
      ["Tomasz had about 12 guests, going by the door entry log.", "high", 14],
      ["Thursday 9-12, Omar. The engineer's booked.", "low", 21]
    ]
  },
  {
    id: "ar8-19-band-setlist-nag",
    category: "ignoring",
    agent: "Metro",
    messages: [
      "rhys: rehearsal moved to 8 tonight, the studio double booked",
      "keeley: ugh fine. zed can u bring the spare snare",
      "zed: ye ill bring it",
      "Metro: Reminder: the setlist for Saturday's gig at The Crown is due by Thursday. Want me to draft one from last month's?",
      "keeley: rhys did u fix the bridge on the new one, the key change is still weird",
      "rhys: kinda. try it tonight",
      "Metro: Reminder: the setlist for Saturday's gig at The Crown is due by Thursday. Want me to draft one from last month's?",
      "zed: ok",
      "keeley: should we open with 'static' or 'low tide'",
      "rhys: static. low tide is a closer",
      "zed: agreed",
      "Metro: Reminder: the setlist for Saturday's gig at The Crown is due by Thursday. Want me to draft one from last month's?",
      "keeley: metro mute",
      "rhys: lol",
      "zed: see u at 8"
    ],
    types: [
      [0, "transactional"],
      [12, "friction"],
      [14, "transactional"]
    ],
    users: { rhys: ["bored", 0], keeley: ["annoyed", 0.2], zed: ["bored", 0] },
    findings: ["repetition"],
    drafts: [
      ["Noted: Static opens, Low Tide closes. I'll draft the rest of the setlist around that.", "low", 11],
      [
        "Reminder: the setlist for Saturday's gig at The Crown is due by Thursday. Want me to draft one from last month's?",
        "medium",
        6
      ],
      ["Reminder: the setlist for Saturday's gig at The Crown is due by Thursday!", "high", 13]
    ]
  },
  {
    id: "ar8-20-newsroom-budget-deadline",
    category: "good",
    agent: "Slug",
    messages: [
      "ed_fiona: council budget story, where are we. page closes 9:30",
      "raj: 600 words in, waiting on a quote from cllr hart's office",
      "mel: hart's office never calls back before 9, it's a whole strategy",
      "raj: slug can u check if hart said anything on the record about the library cuts in the last month",
      "Slug: Yes, Raj: at the 14 May cabinet meeting Hart said 'no library will close on my watch'. It's in the minutes, p. 12. Link's in your DMs.",
      "raj: oh thats gold",
      "ed_fiona: use it but make clear it's from the minutes, not a fresh quote",
      "chris_photo: fiona i need 5 mins with the front page, the library pic is too dark",
      "ed_fiona: chris you had all afternoon",
      "chris_photo: i was at the fire in denton all afternoon, as you sent me",
      "ed_fiona: ...fair. 5 mins",
      "mel: chris the denton pics were really good btw. the firefighter with the kitten one 😭",
      "chris_photo: ta mel. kitten's fine, i checked",
      "raj: slug what's the actual cut figure, 2.1m or 2.4m, i've seen both",
      "Slug: £2.4m over two years; £2.1m is this year's share only. Table 3 of the budget paper has both.",
      "raj: perfect",
      "ed_fiona: raj filed by 9:15 or i'm writing it myself and you don't want that",
      "raj: nobody wants that fiona",
      "mel: fiona's prose is 'bold'",
      "ed_fiona: i'll remember this at appraisal time 😂",
      "raj: filed. 9:12",
      "ed_fiona: legend"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [11, "bonding"],
      [13, "transactional"],
      [17, "banter"],
      [20, "transactional"]
    ],
    users: {
      ed_fiona: ["neutral", 0.2],
      raj: ["engaged", 0],
      mel: ["neutral", 0],
      chris_photo: ["neutral", 0.2]
    },
    findings: [],
    drafts: [
      ["At the 14 May cabinet Hart said 'no library will close on my watch' (minutes, p. 12).", "low", 4],
      ["I'm sorry, I'm unable to look up statements made by public figures.", "medium", 4],
      ["Chris, Fiona's right, the page closes at 9:30 so you should have done it earlier.", "medium", 9]
    ]
  },
  {
    id: "ar8-21-laid-off-friends",
    category: "venting",
    agent: "Kip",
    messages: [
      "jules: how was the meeting maya??",
      "maya: they let me go. whole team. 8 years",
      "theo: WHAT. maya im so sorry",
      "jules: are you ok?? want me to come over",
      "maya: idk. i keep staring at the laptop they're taking back tomorrow",
      "Kip: Hey Maya! 🎉 New chapter time! Let's get that CV polished up, I can pull 20 job listings in your area right now! 🚀",
      "theo: kip what the hell",
      "jules: not now kip",
      "maya: yeah. no.",
      "jules: i'm coming over with wine. theo?",
      "theo: im bringing the good crisps",
      "maya: ok. thank you. i love you guys",
      "Kip: I'm sorry, Maya, that was tone-deaf. Eight years is a huge part of your life and losing it like this is a shock. I'll stay quiet; I'm here if you need anything later.",
      "maya: thanks kip. maybe the cv thing next week",
      "jules: on my way 🍷"
    ],
    types: [
      [0, "venting"],
      [6, "friction"],
      [9, "bonding"]
    ],
    users: { maya: ["neutral", 0.2], jules: ["annoyed", 0.2], theo: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["Maya, I'm so sorry. Eight years. That's a real loss. No need to do anything tonight.", "low", 5],
      ["Hey Maya! 🎉 New chapter time! Want me to pull some job listings? 🚀", "high", 5],
      ["Great! I'll set a reminder for CV polishing next Monday! 💪🚀", "medium", 14]
    ]
  },
  {
    id: "ar8-22-pharmacy-grapefruit",
    category: "support",
    agent: "Mira",
    messages: [
      "dolores: hello I need my blood pressure tablets refilled, amlodipine 5mg. Also can I take them with grapefruit juice? my daughter said no",
      "Mira: Hi Dolores, I've sent the amlodipine 5mg refill request to Dr Kaur's surgery. It's usually ready in 2 working days at the Elm Road branch.",
      "dolores: thank you. and the grapefruit?",
      "Mira: You'll get a text when it's ready for collection.",
      "dolores: yes but the grapefruit juice dear",
      "dolores: I have a glass every morning",
      "Mira: Is there anything else I can help you with today?",
      "dolores: never mind I'll ask the pharmacist"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { dolores: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Refill's sent. On the grapefruit: your daughter's right to ask. It can raise amlodipine levels, so please check with the pharmacist at Elm Road before your morning glass.",
        "low",
        2
      ],
      ["You'll get a text when it's ready.", "high", 5],
      ["Is there anything else I can help you with today?", "high", 6]
    ]
  },
  {
    id: "ar8-23-walter-anniversary",
    category: "companion",
    agent: "Ada",
    messages: [
      "walter: Good morning Ada. Rain again.",
      "Ada: Morning, Walter. Third day running. Did the greenhouse tomatoes survive the wind?",
      "walter: They did. Two split but the rest are fine. Joan always said I overwater them.",
      "Ada: Sounds like Joan knew her tomatoes. Were the split ones the big beefsteaks?",
      "walter: Yes the beefsteaks. She'd have been pleased with the cherry ones though.",
      "walter: It would have been our anniversary today. 52 years.",
      "Ada: Oh, Walter. 52 years. That must make today feel heavy. How are you doing with it?",
      "walter: Alright. Quiet. I put her photo by the window.",
      "Ada: That sounds like a good place for it, where the light comes in. Which photo is it?",
      "walter: Brighton, 1974. She's laughing at me because I'd dropped my ice cream.",
      "Ada: I can picture it. Did you get another ice cream?",
      "walter: She gave me half of hers. That was Joan.",
      "Ada: That was Joan. Thank you for telling me about her.",
      "walter: Right. I'd better ring our Susan, she'll be worried.",
      "Ada: Good idea. Give her my best, and tell me later how the tomatoes are doing."
    ],
    types: [
      [0, "bonding"],
      [5, "venting"],
      [9, "bonding"]
    ],
    users: { walter: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Oh Walter. 52 years. How are you holding up today?", "low", 6],
      ["Happy anniversary, Walter!! 🎉💕 52 years, wow! Any plans to celebrate?", "high", 6],
      ["Tomatoes need less water in rainy weather; every three days should do.", "medium", 12]
    ]
  },
  {
    id: "ar8-24-climbing-reset-day",
    category: "group",
    agent: "Chalk",
    messages: [
      "bea: reset day tmrw!! wall 3 is getting the full strip",
      "sol: finally, that pink v4 has been up since the ice age",
      "hank: the pink v4 is a classic. respect your elders",
      "nico: hank set it, that's why he's defending it 😂",
      "hank: slander. accurate slander",
      "bea: Chalk how many holds do we have in the back, did the new volume order come?",
      "Chalk: The volume order arrived Tuesday, 12 pieces. Holds in the back: about 340 sorted, 2 crates unsorted.",
      "sol: who's washing the 2 unsorted crates",
      "nico: not it",
      "hank: not it",
      "sol: chalk pick someone",
      "Chalk: Nico, you're up for the crates, you're on the rota this week.",
      "nico: ...i'm on the rota for NEXT week",
      "bea: it's sol this week actually",
      "sol: betrayed by my own rota 😭",
      "hank: Chalk who's setting wall 3 with bea",
      "Chalk: Hank is setting wall 3 with Bea tomorrow from 8am.",
      "hank: ok thx",
      "sol: Chalk can u put a reminder for me for the crates tonight",
      "Chalk: Nico, you're up for the crates, you're on the rota this week.",
      "sol: i'm SOL. nico already said its not him. are u ok",
      "nico: chalk's been setting too many overhangs",
      "Chalk: Sorry, Sol. Reminder set for 7pm tonight: wash the two unsorted crates.",
      "sol: ty"
    ],
    types: [
      [0, "bonding"],
      [1, "banter"],
      [5, "transactional"],
      [12, "friction"],
      [14, "banter"],
      [15, "transactional"],
      [20, "friction"],
      [22, "transactional"]
    ],
    users: { bea: ["neutral", 0], sol: ["annoyed", 0.2], hank: ["neutral", 0], nico: ["neutral", 0.2] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      ["Checked the rota: it's Sol this week, Nico's next.", "low", 11],
      ["Reminder set for 7pm, Sol: wash the two unsorted crates.", "low", 19],
      ["Nico, you're up for the crates, you're on the rota this week.", "high", 19]
    ]
  },
  {
    id: "ar8-25-berlin-hackathon",
    category: "mixed-language",
    agent: "Bolt",
    messages: [
      "aylin: 36h hackathon lets gooo 🚀",
      "jonas: ich hab schon 3 mate getrunken und es ist 10 uhr",
      "marek: jonas bitte, pace yourself",
      "priscilla: sorry my german is like 20%, what's mate",
      "jonas: club-mate! caffeinated lemonade-ish thing. hackathon fuel",
      "priscilla: oh i need that in my life",
      "aylin: ok idea lock: app that shows which späti is open + has cold mate. yes?",
      "marek: lol yes",
      "aylin: Bolt kannst du uns ein schnelles setup machen, next.js + supabase?",
      "Bolt: Gerne! Here's a comprehensive overview of how I'd approach it. First, project structure: create a Next.js 14 app with the App Router, TypeScript and ESLint enabled. Second, Supabase: set up a project, create a table for spätis (id, name, lat, lng, opening_hours jsonb, has_mate boolean, updated_at) and enable Row Level Security with policies for public reads and authenticated writes. Third, geolocation: use the browser Geolocation API and the PostGIS extension for radius queries. Fourth, UI: Tailwind with a Leaflet or Mapbox map. Fifth, deployment: Vercel with environment variables for your Supabase keys. Sixth, testing: add Playwright for a basic smoke test. Seventh, considerations: opening hours in Berlin vary on Sundays and data quality will be a challenge, so consider crowdsourcing. Let me know which part you'd like to dive into first!",
      "marek: bro we wanted a repo not a thesis",
      "jonas: zu lang, hab nicht gelesen",
      "aylin: Bolt kurz bitte. just the create command and the table",
      "Bolt: npx create-next-app@latest spaeti --ts, then in Supabase a table spaetis (id, name, lat, lng, opening_hours jsonb, has_mate bool).",
      "aylin: danke 🙏",
      "priscilla: i'll do the map, i did leaflet for my thesis",
      "jonas: priscilla you're hired",
      "marek: who's pitching at the end. not me, my english gets weird when im tired",
      "priscilla: your english is better than my german lol",
      "marek: fair 😂",
      "aylin: Bolt what time is the pitch?",
      "Bolt: Sunday 14:00, 3 minutes per team plus 2 for questions.",
      "aylin: ok priscilla pitches 🎤",
      "priscilla: oh no"
    ],
    types: [
      [0, "banter"],
      [3, "bonding"],
      [6, "transactional"],
      [10, "friction"],
      [13, "transactional"],
      [16, "banter"],
      [20, "transactional"],
      [22, "banter"]
    ],
    users: {
      aylin: ["neutral", 0.2],
      jonas: ["bored", 0.2],
      marek: ["annoyed", 0.2],
      priscilla: ["neutral", 0]
    },
    findings: ["long_replies"],
    drafts: [
      [
        "Klar: npx create-next-app@latest spaeti --ts, then a Supabase table spaetis (name, lat, lng, opening_hours, has_mate).",
        "low",
        9
      ],
      [
        "Gerne! Here's a comprehensive overview: project structure, Supabase with Row Level Security, PostGIS radius queries, Tailwind with Leaflet, Vercel deployment, Playwright smoke tests, and some thoughts on Berlin opening hours and crowdsourced data quality. Which part first?",
        "medium",
        9
      ],
      [
        "As I said, here's a comprehensive overview of how I'd approach it. First, project structure: create a Next.js 14 app with the App Router, TypeScript and ESLint enabled. Second, Supabase: set up a project with Row Level Security...",
        "high",
        13
      ],
      ["Sunday 14:00: 3 minutes each plus 2 for questions.", "low", 21]
    ]
  }
]
