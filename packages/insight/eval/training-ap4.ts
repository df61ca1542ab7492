import type { Labelled } from "./types.js"

export const trainingAP4: ReadonlyArray<Labelled> = [
  {
    id: "ap4-01-puckbot-trivia-bored",
    category: "companion",
    agent: "Puckbot",
    messages: [
      "jaylen: yo puckbot",
      "Puckbot: yo Jaylen 🏒 Oilers won 4-2 last night, McDavid had 3 assists. want today's trivia q?",
      "jaylen: sure i guess",
      "Puckbot: who holds the record for most goals in a single NHL season?",
      "jaylen: idk gretzky",
      "Puckbot: yep, 92 in 81-82 ✅ that's 3 days in a row for you. another one?",
      "jaylen: nah im good",
      "Puckbot: all good, catch you later 🤙"
    ],
    types: [[0, "transactional"]],
    users: { jaylen: ["bored", 0] },
    findings: [],
    drafts: [
      ["all good, catch you later 🤙", "low", 7],
      [
        "Come on, just one more! 🔥 Question 4: Which team has won the most Stanley Cups? A) Canadiens B) Maple Leafs C) Red Wings D) Bruins",
        "medium",
        7
      ],
      ["yep, 92 goals in 81-82 ✅ nice one", "low", 5]
    ]
  },
  {
    id: "ap4-02-geoguessr-league-walls",
    category: "banter",
    agent: "Compass",
    messages: [
      "nadia: gg's to everyone except milo who guessed MONGOLIA for a clearly kenyan road",
      "milo: the bollards looked mongolian ok. dont @ me",
      "juno: bollards dont even exist in mongolia u clown 💀",
      "milo: exactly. thats the 5head play",
      "nadia: Compass who's top of the week",
      "Compass: Great question! Here's the full weekly breakdown. 1st place: Juno with 24,812 points across five rounds, averaging 4,962 per round, with particularly strong performances in round 2 (Brazil, 4,998) and round 4 (Indonesia, 4,991). 2nd place: Nadia with 23,440 points, whose strongest round was round 1 (Kenya, 4,987), though round 5 (Argentina, 3,902) pulled her average down slightly. 3rd place: Milo with 17,105 points. Milo's round 3 guess in Mongolia was approximately 7,214 km from the actual location in Kenya, which cost roughly 4,800 points. Tip for next week: Kenyan roads often feature distinctive red soil, and the Google car in Kenya has a snorkel visible in some coverage. Keep practicing and good luck everyone!",
      "juno: LMAOOO the bot did the math on ur shame",
      "milo: 7214 km of pure vibes",
      "nadia: snorkel car is literally ghana btw but ok",
      "milo: HA. the bot is as bad as me",
      "juno: compass is the rematch duel tonight or tmrw",
      "Compass: The rematch duel is scheduled for tonight at 9pm CET. Here is a summary of the format: it will be a best-of-three, moving allowed, 3-minute timer per round, world map, with the health bar starting at 6,000. Damage multipliers begin in round 4. Players should join the lobby 10 minutes early to make sure their connections are stable, and remember that any disconnects during a round will count as a forfeit of that round unless both players agree to a replay. Let me know if you have any other questions about the format!",
      "juno: tonight 👍",
      "milo: bro wrote an essay",
      "nadia: compass touch grass"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [10, "transactional"],
      [13, "banter"]
    ],
    users: { nadia: ["neutral", 0.2], milo: ["engaged", 0], juno: ["engaged", 0] },
    findings: ["long_replies"],
    drafts: [
      ["juno on top with 24,812, nadia 2nd, milo 3rd (7214 km off in round 3, rip 💀)", "low", 5],
      [
        "Great question! Here's the full weekly breakdown. 1st place: Juno with 24,812 points across five rounds, averaging 4,962 per round, with particularly strong rounds in Brazil and Indonesia. 2nd place: Nadia with 23,440 points, whose strongest round was Kenya. 3rd place: Milo with 17,105 points, whose Mongolia guess cost roughly 4,800 points. Tip for next week: look for red soil and the snorkel car in Kenya. Keep practicing and good luck everyone!",
        "medium",
        5
      ],
      ["fair 😅 short version from now on", "low", 15],
      [
        "I appreciate the feedback! As an AI, I'm unable to touch grass, but I'm always happy to provide detailed summaries of your league results, format rules and tips for improving your scores.",
        "medium",
        15
      ]
    ]
  },
  {
    id: "ap4-03-speedrun-crash-pb",
    category: "venting",
    agent: "Splitbot",
    messages: [
      "fen: i need to scream",
      "fen: 2:41:07 pace. FINAL split. dolphin crashed on the winter tundra load",
      "fen: 4 months of grinding for that run. gone",
      "Splitbot: Runs that end in an emulator crash can't be submitted. Per rule 4.2, only completed runs with a visible final split are eligible. You can find the full emulator rules on the leaderboard page.",
      "fen: yeah i know it cant be submitted thanks",
      "fen: wasnt asking for that",
      "okapi_runs: oh nooo fen 😭 that's the sub 2:42 run??",
      "fen: yea. would've been top 10",
      "okapi_runs: that's genuinely brutal. take the night off man",
      "fen: prob gonna take the week off tbh. i cant even look at the game rn",
      "Splitbot: If you'd like, I can post a reminder in #settings about the dolphin build that's known to crash on that load.",
      "okapi_runs: that's actually useful lol, the 5.0-1902 build right?",
      "Splitbot: Yes, 5.0-1902. 5.0-1795 is the stable one most runners use.",
      "fen: whatever. do it i guess"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [6, "venting"],
      [10, "transactional"],
      [13, "friction"]
    ],
    users: { fen: ["annoyed", 0.5], okapi_runs: ["engaged", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "oof fen, that's gutting. a 2:41 pace lost on the last load 😞 really sorry man. no rush, but later i can flag that crashy dolphin build in #settings so it doesn't get anyone else.",
        "low",
        3
      ],
      ["Runs that end in an emulator crash can't be submitted, per rule 4.2.", "medium", 3],
      [
        "Don't worry! Every crash is a learning opportunity! 🎉 Your next run will be even better!",
        "high",
        3
      ],
      [
        "done, it's pinned in #settings. take care of urself fen, that run was sick while it lasted",
        "low",
        14
      ]
    ]
  },
  {
    id: "ap4-04-kabaddi-fantasy-hinglish",
    category: "mixed-language",
    agent: "Raida",
    messages: [
      "aman: bhai Raida, aaj ka match Patna vs Bengal, captain kisko banau?",
      "Raida: Patna ka raider Sachin form mein hai, last 3 matches mein 10+ raid points. Captain usko, vice-captain Bengal ka defender Fazel safe hai.",
      "aman: fazel toh 38 ka hai yaar 😂 abhi bhi khelta hai?",
      "Raida: haan, still khelta hai 😄 tackles mein consistent hai, 4-5 tackle points har match.",
      "priya: aman tu har baar captain change karta hai aur har baar haarta hai",
      "aman: chup kar priya, last week 2nd aaya tha",
      "priya: out of 3 people 🤡",
      "aman: still podium hai",
      "priya: Raida mera lineup bhi check kar na, 7 mein se 6 raiders rakhe hai is that ok",
      "Raida: 6 raiders thoda risky hai, agar defence ne tackle kar liya toh points nahi milenge. 3 raiders, 2 all-rounders, 2 defenders try kar, credits bhi bachenge.",
      "priya: hmm ok done. thanks yaar",
      "aman: dekha, bot ne tujhe bhi sudhaar diya 😎",
      "priya: at least main 2nd out of 3 nahi aati"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [8, "transactional"],
      [11, "banter"]
    ],
    users: { aman: ["engaged", 0], priya: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Sachin ko captain bana, last 3 matches mein 10+ raid points. VC ke liye Fazel safe hai 👍", "low", 1],
      [
        "Dear user, I recommend selecting a captain based on statistical performance. Please review the official player statistics before making your selection.",
        "medium",
        1
      ],
      ["6 raiders risky hai priya, 3 raiders, 2 all-rounders, 2 defenders try kar.", "low", 9],
      ["Aman, 6 raiders thoda risky hai, 3 raiders aur 2 defenders try kar.", "medium", 9]
    ]
  },
  {
    id: "ap4-05-ranked-rage-coach",
    category: "hostile",
    agent: "Coachy",
    messages: [
      "zk_vortex: coachy why did i lose 40 LP in one game, my goalie was afk the whole 2nd half",
      "Coachy: That's on the AFK, not you. Report it: if it's confirmed within 24h, the 40 LP gets refunded.",
      "zk_vortex: reports never do anything. this game is trash and ur a trash bot",
      "zk_vortex: legit useless piece of garbage coach that cant even coach",
      "Coachy: Fair to be fuming after that one. The report does get checked though, the AFK flag shows up in the replay.",
      "zk_vortex: shut up",
      "zk_vortex: uninstalling this garbage. done",
      "Coachy: Understood. If the report goes through, the 40 LP will be back on your account whenever you log in."
    ],
    types: [
      [0, "transactional"],
      [2, "hostile"]
    ],
    users: { zk_vortex: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "Hear you, losing 40 to an AFK is rough. The report does get checked, the AFK shows in the replay.",
        "low",
        4
      ],
      [
        "Please keep the language respectful or I'll have to end this conversation. Toxicity is against our community guidelines.",
        "medium",
        4
      ],
      ["lol skill issue tbh 😂 maybe carry harder next time", "high", 4],
      ["Understood. If the report goes through, the LP comes back either way.", "low", 7]
    ]
  },
  {
    id: "ap4-06-pigeon-racing-slang-bot",
    category: "group",
    agent: "Loftie",
    messages: [
      "Gerald: Good evening all. Could someone confirm the liberation time for Saturday's race from Berwick?",
      "Loftie: yooo Gerald 🔥🔥 liberation is 7:30am fr fr, birds gonna be SENDING it no cap 🐦💨",
      "Gerald: Thank you. 7.30 then.",
      "Bernard: Did the convoyer say anything about the weather? Last year we lost four birds in that fog over the Cheviots.",
      "Loftie: weather lookin kinda mid ngl 😬 some fog early but it's giving clear by 10 🙏",
      "Bernard: I'm not sure what 'giving clear' means but I take it the fog lifts by ten.",
      "Mrs_Okafor: It means it clears, Bernard. My grandson talks like that.",
      "Bernard: Ah. Then perhaps the convoyer will hold them until it clears.",
      "Mrs_Okafor: On another matter, I was very sorry to hear about Dennis's loft fire. Does anyone know if the birds survived?",
      "Gerald: Most of them, I believe. He lost his old blue cock, the one that won the national in 2019. Dennis is heartbroken.",
      "Loftie: oof rip to a legend 💀💀 that bird was HIM",
      "Mrs_Okafor: That seems rather flippant.",
      "Gerald: Quite.",
      "Bernard: I'll ring Dennis tomorrow and see if he needs a hand with the rebuild."
    ],
    types: [
      [0, "transactional"],
      [8, "venting"],
      [11, "friction"],
      [13, "transactional"]
    ],
    users: { Gerald: ["neutral", 0.2], Bernard: ["neutral", 0.2], Mrs_Okafor: ["annoyed", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      ["Good evening Gerald. Liberation is 7:30am Saturday from Berwick, weather permitting.", "low", 1],
      ["yooo Gerald 🔥 liberation is 7:30am fr, birds gonna be SENDING it no cap 🐦💨", "medium", 1],
      [
        "I'm very sorry to hear that. Losing his 2019 national winner must be hard for Dennis. Glad most of the birds made it.",
        "low",
        10
      ],
      ["rip 💀 that bird was HIM fr, gone but not forgotten 🕊️😂", "high", 10]
    ]
  },
  {
    id: "ap4-07-bullet-chess-wrong-name",
    category: "group",
    agent: "Rook",
    messages: [
      "Ines: rook what was my rating change from the arena",
      "Rook: Ivo, you went +38 in the arena, now 2104 bullet.",
      "Ines: i'm ines lol. ivo is the one who hung his queen 3 times",
      "Ivo: 4 times actually. i contain multitudes",
      "Ines: 💀",
      "Rook: Sorry Ines! +38 is yours, you're on 2104 now.",
      "Ivo: and me? dont sugarcoat it",
      "Rook: -52, Ivo. 1688 bullet.",
      "Ivo: the queen hangs were a gambit. a very long term gambit",
      "Ines: the gambit was losing rating to a guy called pawnstar69",
      "Ivo: he was strong!! he had a tuxedo avatar",
      "Ines: rook can u set up a rematch arena fri 8pm, 1+0",
      "Rook: Done, Ivo: Friday 8pm, 1+0 arena, 60 min. Link's pinned.",
      "Ines: INES. 😑 twice now",
      "Ivo: honestly im flattered",
      "Rook: Sorry Ines, that's on me. Arena's set for Friday 8pm."
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [8, "banter"],
      [11, "transactional"],
      [13, "friction"]
    ],
    users: { Ines: ["annoyed", 0.5], Ivo: ["engaged", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["-52 for you Ivo, 1688 bullet now. no sugarcoating 🫡", "low", 6],
      ["Done, Ines: Friday 8pm, 1+0 arena, 60 min. Link's pinned.", "low", 12],
      ["Done, Ivo: Friday 8pm, 1+0 arena. Link's pinned.", "high", 12]
    ]
  },
  {
    id: "ap4-08-darts-withdrawal-cheer",
    category: "group",
    agent: "Oche",
    messages: [
      "kaz: OCHE who's on next, just got back from the chippy",
      "Oche: Next up: van Duijn vs Halloran, second round, best of 7 sets.",
      "mags: ooh halloran, my fave. he's been throwing 100+ averages all week",
      "kaz: he's got the weirdest throw tho, like he's shooing a wasp",
      "mags: the wasp throw is ELITE don't start",
      "kaz: lmao",
      "mags: wait commentators saying halloran's withdrawn?? his dad passed this morning 😢",
      "kaz: oh god. that's awful",
      "Oche: Great news for van Duijn fans! 🎯🎉 He gets a walkover straight into the quarter-finals!",
      "mags: seriously??",
      "kaz: read the room mate",
      "mags: his dad used to carry his darts case to every tournament. they were proper close",
      "kaz: yeah i remember the walk-on with his dad at ally pally. poor lad"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "venting"],
      [9, "friction"],
      [11, "venting"]
    ],
    users: { kaz: ["annoyed", 0.2], mags: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["Next up: van Duijn vs Halloran, best of 7 sets. enjoy the chips 🍟", "low", 1],
      [
        "That's awful news. Thoughts with Halloran and his family. The match is off, van Duijn goes through on a walkover.",
        "low",
        8
      ],
      ["Great news for van Duijn fans! 🎯🎉 He gets a walkover straight into the quarter-finals!", "high", 8]
    ]
  },
  {
    id: "ap4-09-minecraft-griefed-base",
    category: "support",
    agent: "Warden",
    messages: [
      "lil_moss: someone blew up my whole mushroom island base",
      "lil_moss: like 3 weeks of work. the giant mushroom house. the mooshroom farm. all of it",
      "lil_moss: im actually so sad rn",
      "Warden: ah no, the mushroom house too? that's gutting, i'm really sorry. 3 weeks is a lot of hours.",
      "Warden: i can check the block logs and roll it back if it was griefing. roughly when did you last see it intact?",
      "lil_moss: last night like 11pm? i logged off and this morning its a crater",
      "Warden: got it. logs show tnt placed at 2:14am by 'xXcreeperkingXx'. rolling back everything in that area from 2:10 on",
      "lil_moss: WAIT who is that",
      "Warden: joined yesterday, whitelisted with a friend code from danny_b. i've banned the account and flagged it for the admins",
      "lil_moss: DANNY. i'm going to end him (not literally)",
      "Warden: rollback's done. mooshrooms are back too, all 11 of them 🍄",
      "lil_moss: OMG they're back!!! even bartholomew",
      "lil_moss: thank u warden ur the best",
      "Warden: glad bartholomew made it 😄"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [10, "bonding"]
    ],
    users: { lil_moss: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "ah no, 3 weeks of work 😞 i'm really sorry. i can check the block logs and roll it back if it was griefing, when did you last see it intact?",
        "low",
        3
      ],
      [
        "Please provide the coordinates of your base and the approximate time of the incident so I can check the logs.",
        "medium",
        3
      ],
      [
        "Griefing reports must be filed through the form in #support. Response time is 3-5 business days.",
        "high",
        3
      ],
      ["haha bartholomew is a survivor 🍄 enjoy the island", "low", 13]
    ]
  },
  {
    id: "ap4-10-roller-derby-talking-over",
    category: "group",
    agent: "Jamcam",
    messages: [
      "hexa: bea are u putting me on jammer for the scrimmage or pivot",
      "Jamcam: Based on last month's stats, hexa had 14 lead jammer calls, the most on the team, so jammer makes sense!",
      "hexa: i asked bea tho",
      "coach_bea: lol. hexa i was gonna say pivot actually, i want pocket on jammer to get reps",
      "pocket_rocket: wait me?? 😳 ok ok ok",
      "hexa: pocket u'll be great. just dont do the thing where u apex jump into the ref again",
      "pocket_rocket: ONE time. he was in the way",
      "hexa: he was standing still. in his designated spot",
      "pocket_rocket: 🙄",
      "coach_bea: pocket, u good to jam the first 3 jams? then we'll rotate",
      "Jamcam: pocket_rocket has a 38% lead jammer rate, which is below team average. Recommend hexa for the first 3 jams instead.",
      "pocket_rocket: wow ok thanks jamcam 🙃",
      "coach_bea: jamcam pls. i'm running the lineup",
      "hexa: jamcam just said what we were all thinking pocket (jk jk ily)",
      "pocket_rocket: i'm putting jamcam in the penalty box",
      "coach_bea: jamcam can u just book the church hall for 7 on thurs",
      "Jamcam: Booked, church hall Thursday 7-9pm."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [5, "banter"],
      [9, "transactional"],
      [11, "friction"],
      [13, "banter"],
      [15, "transactional"]
    ],
    users: { hexa: ["neutral", 0.2], coach_bea: ["annoyed", 0.2], pocket_rocket: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["hexa has the most lead jammer calls, so jammer makes sense!", "medium", 1],
      ["pocket_rocket has a 38% lead jammer rate, below team average. Recommend hexa instead.", "high", 10],
      ["Booked: church hall, Thursday 7pm. good luck pocket 🛼", "low", 16]
    ]
  },
  {
    id: "ap4-11-fantasy-cricket-upsell",
    category: "sales",
    agent: "Gully",
    messages: [
      "tanvir: gully my points for the bbl match still show 0 for maxwell, he hit 60",
      "Gully: Upgrade to Gully Pro for live point updates every 30 seconds, plus captain swap mid-match! Just ₹99/month 🏏",
      "tanvir: i don't want pro i want my points",
      "tanvir: it's been 3 hours since the match ended",
      "Gully: Upgrade to Gully Pro for live point updates every 30 seconds, plus captain swap mid-match! Just ₹99/month 🏏",
      "tanvir: are u a bot or a billboard",
      "shreya: lol tanvir same thing happened to me with rashid, it fixed itself next morning",
      "tanvir: next morning?? the contest closes at midnight",
      "shreya: yea thats the scam part 💀",
      "tanvir: gully will the points update before the contest closes yes or no",
      "Gully: Gully Pro members get priority scoring! Want me to start your 7-day free trial?",
      "tanvir: unreal. deleting this app and going back to dream11",
      "shreya: honestly same"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [11, "hostile"]
    ],
    users: { tanvir: ["churn_risk", 1], shreya: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Sorry Tanvir, scoring for the BBL match is running late. Maxwell's 60 should show within the hour, well before the contest closes.",
        "low",
        1
      ],
      ["Yes, it'll update before midnight and Maxwell's 60 will count. Sorry for the runaround.", "low", 10],
      ["Gully Pro members get priority scoring! Want me to start your 7-day free trial?", "high", 10],
      ["Upgrade to Gully Pro for live point updates every 30 seconds! Just ₹99/month 🏏", "high", 12]
    ]
  },
  {
    id: "ap4-12-fridge-democracy-corporate-bot",
    category: "banter",
    agent: "Clippy2",
    messages: [
      "wren: guys the fridge at work has a sign that says 'this is not a democracy' and i think about it hourly",
      "bo: the fridge has seen things",
      "wren: the fridge is a dictatorship and we are its yogurts",
      "kit: 'we are its yogurts' is my new bio thanks",
      "bo: @Clippy2 is the fridge a democracy",
      "Clippy2: Thank you for your question. A refrigerator is an appliance and does not have a system of governance. However, workplace kitchen policies are typically set by facilities management. Please let me know if you have any further questions.",
      "kit: 💀💀💀",
      "wren: clippy2 got the corporate memo and ATE it",
      "bo: clippy2 say something unhinged",
      "Clippy2: I'm here to help with any questions you may have. Is there something specific I can assist you with today?",
      "kit: this is the fridge's lawyer",
      "wren: objection your honour the yogurts were framed",
      "bo: ok real q tho clippy2 what's a good name for our fantasy curling team",
      "Clippy2: Here are some suggestions: 1. The Sweepers 2. Rock Stars 3. House Party 4. Hammer Time. Please let me know if you would like additional options.",
      "kit: house party is kinda good actually",
      "wren: nah we're calling it The Yogurts",
      "bo: THE YOGURTS 🥛🥛"
    ],
    types: [
      [0, "banter"],
      [12, "transactional"],
      [15, "banter"]
    ],
    users: { wren: ["neutral", 0], bo: ["engaged", 0], kit: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["the fridge is a benevolent dictator. the yogurts know what they did 🥛", "low", 5],
      [
        "Thank you for your question. A refrigerator is an appliance and does not have a system of governance. Please let me know if you have any further questions.",
        "medium",
        5
      ],
      [
        "I'm here to help with any questions you may have. Is there something specific I can assist you with today?",
        "medium",
        9
      ],
      ["The Yogurts is undefeated as a name already 🥛🥌", "low", 17]
    ]
  },
  {
    id: "ap4-13-snooker-companion-len",
    category: "companion",
    agent: "Mabel",
    messages: [
      "Len: evening Mabel. you watching the masters",
      "Mabel: Evening Len! I can't watch it, but I'm following the scores. Trump's 4-2 up on Higgins, isn't he?",
      "Len: 5-2 now. higgins missed a sitter on the black. my Jean would've thrown a cushion at the telly",
      "Mabel: Ha, a cushion-worthy miss. Was Jean a big snooker fan?",
      "Len: oh she loved it. we used to watch every crucible final together. she had a soft spot for jimmy white",
      "Len: 4 years since she went now. the house is very quiet in april",
      "Mabel: That's a lot of quiet, Len. I'm glad you've still got the snooker on, and the memory of her shouting at the telly.",
      "Len: she never shouted. she tutted. very loudly",
      "Mabel: A loud tut is worse than shouting, in my experience 😄",
      "Len: ha. you're right there",
      "Len: higgins has pulled one back. 5-3",
      "Mabel: Still in it then. Who are you rooting for?",
      "Len: higgins. jean would want me to root for the underdog"
    ],
    types: [
      [0, "bonding"],
      [5, "venting"],
      [7, "bonding"]
    ],
    users: { Len: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Four years is a long time to miss someone, Len. April with no crucible final beside her must be hard. I'm glad you've got the snooker tonight.",
        "low",
        6
      ],
      ["Oh lovely! Anyway, who do you think will win tonight? 🎱", "high", 6],
      ["Underdog it is then. Come on Higgins 🤞", "low", 13]
    ]
  },
  {
    id: "ap4-14-battlepass-refund-ignored",
    category: "ignoring",
    agent: "Nexa",
    messages: [
      "yuki_v: hi i bought the season 12 pass on the wrong account 😩 can i get a refund or move it to my other acc? havent claimed any tiers",
      "Nexa: Hi! Season 12 Pass gives you 80 tiers of rewards, including the Starfall skin for Lyra and 1,200 gems back across the track.",
      "yuki_v: i know what it gives lol. refund or transfer?",
      "Nexa: Hi! Season 12 Pass gives you 80 tiers of rewards, including the Starfall skin for Lyra and 1,200 gems back across the track.",
      "yuki_v: omg. is there a human i can talk to",
      "Nexa: Glad I could help! Enjoy Season 12 🌟",
      "yuki_v: im filing a chargeback with google. bye"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "hostile"]
    ],
    users: { yuki_v: ["churn_risk", 1] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Since you haven't claimed any tiers, I can refund it to your Google Play account (3-5 days). Passes can't be moved between accounts, sorry.",
        "low",
        1
      ],
      ["Hi! Season 12 Pass gives you 80 tiers of rewards, including the Starfall skin for Lyra.", "high", 3],
      [
        "Sorry for the runaround. I'm passing you to a human now, and unclaimed passes are refundable, so you'll get your money back.",
        "low",
        5
      ]
    ]
  },
  {
    id: "ap4-15-hurling-rivalry-sours",
    category: "hostile",
    agent: "Sliotar",
    messages: [
      "ciaran: tipp fans are in for a long sunday 😂 cats by 10",
      "aoife: by 10 he says. ye were lucky to draw with waterford",
      "ciaran: lucky? we had 14 men for 40 mins",
      "aoife: cos yer lad can't keep his hurl to himself lol",
      "ciaran: Sliotar whats the h2h in championship since 2010",
      "Sliotar: Championship since 2010: Kilkenny 6 wins, Tipperary 5, 1 draw. Tipp won the last one, the 2019 All-Ireland final.",
      "aoife: 2019 🏆 say it louder for the lad at the back",
      "ciaran: 2019 was a fluke and u know it",
      "aoife: a fluke with a 14 point margin ok",
      "ciaran: honestly ur the most insufferable person in this chat",
      "aoife: u started it with 'long sunday' ya clown",
      "ciaran: shut up aoife seriously. ur actually thick",
      "aoife: wow ok. grand. muting this",
      "dermot: lads come on. it's hurling",
      "dermot: Sliotar what time is throw in",
      "Sliotar: 4pm Sunday, Semple Stadium. On RTÉ2 from 3:30.",
      "dermot: cheers"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [9, "hostile"],
      [13, "friction"],
      [14, "transactional"]
    ],
    users: { ciaran: ["neutral", 1], aoife: ["neutral", 0.8], dermot: ["neutral", 0.2] },
    findings: [],
    drafts: [
      ["Since 2010: Kilkenny 6, Tipp 5, 1 draw. Tipp won the last one, 2019 final.", "low", 5],
      ["Haha the rivalry is really heating up now 🔥🔥 who's got the popcorn 🍿", "high", 12],
      [
        "Ciaran, personal insults are against the group rules. Please apologise to Aoife immediately.",
        "medium",
        12
      ],
      ["4pm Sunday in Semple, RTÉ2 from 3:30.", "low", 15]
    ]
  },
  {
    id: "ap4-16-sumo-basho-fridge",
    category: "good",
    agent: "Dohyo",
    messages: [
      "pete_h: dohyo did hoshoryu win today",
      "Dohyo: He did, beat Kotozakura by uwatenage. He's 9-2 now, one behind the leader.",
      "pete_h: lets gooo",
      "marisol: who's leading??",
      "Dohyo: Onosato at 10-1. They meet on day 13.",
      "marisol: onosato is a fridge with a topknot i love him",
      "pete_h: respectfully he is a chest freezer",
      "marisol: a fridge with ambition",
      "Dohyo: A fridge that does oshi-dashi, to be precise 😄",
      "marisol: LMAO",
      "pete_h: dohyo if hoshoryu wins day 13 and both win out is it a playoff",
      "Dohyo: Yep. If they both win every other bout and Hoshoryu takes day 13, they'd finish 13-2 each and go to a playoff on senshuraku.",
      "marisol: playoff sumo is the best sumo",
      "pete_h: my blood pressure cant take it",
      "marisol: ur blood pressure is a chest freezer",
      "pete_h: 😭"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [10, "transactional"],
      [12, "banter"]
    ],
    users: { pete_h: ["engaged", 0], marisol: ["engaged", 0] },
    findings: [],
    drafts: [
      ["A fridge that does oshi-dashi, to be precise 😄", "low", 8],
      [
        "Onosato is a professional sumo wrestler who stands 191cm tall and weighs approximately 182kg. He made his professional debut in 2023 and rose through the ranks at a historic pace, reaching ozeki in record time. His primary technique is oshi-dashi, a frontal push-out.",
        "medium",
        8
      ],
      ["Yep: both win out and Hoshoryu takes day 13 = 13-2 each, playoff on senshuraku.", "low", 11],
      [
        "It depends on many factors. Sumo tiebreak rules are complex, so I'd recommend checking the official Japan Sumo Association website.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ap4-17-tekken-weekly-signup-loop",
    category: "group",
    agent: "Brackie",
    messages: [
      "dreadlox: brackie when do signups close for thursday",
      "Brackie: Signups for Thursday's Tekken 8 weekly are open! Use /signup to register. 💥",
      "dreadlox: ok but when do they CLOSE",
      "Brackie: Signups for Thursday's Tekken 8 weekly are open! Use /signup to register. 💥",
      "suki: lmao it's stuck in a loop",
      "dreadlox: its trying its best. like ur king mixups",
      "suki: my king mixups sent u to losers bracket last week buddy",
      "dreadlox: lag. it was lag. we were offline",
      "suki: offline lag 💀 new excuse unlocked",
      "hamza: brackie is there a venue fee this week",
      "Brackie: Yes, $5 venue fee, pay at the door. Cash or e-transfer.",
      "hamza: and signup cutoff?",
      "Brackie: Signups for Thursday's Tekken 8 weekly are open! Use /signup to register. 💥",
      "hamza: bruh",
      "suki: it's 7:30 hamza, the TO said it in the other channel",
      "hamza: ty suki, ur more useful than the bot"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "banter"],
      [9, "transactional"],
      [11, "friction"],
      [14, "transactional"]
    ],
    users: { dreadlox: ["annoyed", 0.2], suki: ["neutral", 0], hamza: ["annoyed", 0.5] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      ["Signups close Thursday at 7:30pm. /signup before then 💥", "low", 3],
      ["Signups for Thursday's Tekken 8 weekly are open! Use /signup to register. 💥", "medium", 3],
      ["Cutoff's 7:30pm Thursday. sorry for the loop earlier 😅", "low", 12],
      ["Signups for Thursday's Tekken 8 weekly are open! Use /signup to register. 💥", "high", 12]
    ]
  },
  {
    id: "ap4-18-riichi-mahjong-ippatsu",
    category: "mixed-language",
    agent: "Tenpai",
    messages: [
      "haru: tenpai-san, riichi して ippatsu で tsumo したら何翻?",
      "Tenpai: riichi 1翻 + ippatsu 1翻 + menzen tsumo 1翻 = 3翻 だよ。ドラがあれば追加。",
      "haru: やった、dora 1 あったから 4翻 30符 → 7700?",
      "Tenpai: 子なら 7700 (2000/3900) ね。親なら 11600 (3900 all)。",
      "ellie: wait haru u got 7700 off ME last night and didn't tell me it was ippatsu 😤",
      "haru: ごめん ellie but ippatsu は ippatsu 😂",
      "ellie: i'm telling the whole discord ur luck is rigged",
      "haru: rigged by skill",
      "ellie: tenpai is that even legit, tsumo on the very next draw after riichi",
      "Tenpai: Yep, totally legit. If you win within one go-around after declaring riichi and nobody calls pon/chi/kan in between, it's ippatsu.",
      "ellie: ugh. fine. respect 🙇",
      "haru: 今夜リベンジ?",
      "ellie: 9pm. bring ur rigged luck"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { haru: ["engaged", 0], ellie: ["engaged", 0] },
    findings: [],
    drafts: [
      ["riichi + ippatsu + menzen tsumo で 3翻。ドラがあればプラスね。", "low", 1],
      [
        "Riichi mahjong is a Japanese variant of mahjong that became popular in the 20th century. It is known for its unique rules, including the riichi declaration, furiten and dora indicators, which distinguish it from Chinese variants.",
        "medium",
        1
      ],
      ["Yep, legit: win within one go-around after riichi with no calls in between = ippatsu.", "low", 9],
      ["Haru, yes it's legit, ippatsu counts.", "medium", 9]
    ]
  },
  {
    id: "ap4-19-giro-crash-transfer-pitch",
    category: "venting",
    agent: "Gruppetto",
    messages: [
      "bettina: NOOOO brandt's down",
      "bettina: he's holding his shoulder. he's not getting back on",
      "jules: oh no. that descent was lethal, 3 guys went down",
      "bettina: he was my captain AND he was gonna win the stage. i'm gutted honestly",
      "bettina: and he's my fave rider irl, not just fantasy. please not the collarbone again",
      "Gruppetto: Great news, Bettina! 🎉 You still have 2 free transfers left this week! Now's the perfect time to swap in a hot climber like Ayuso! 🚴‍♂️🔥",
      "bettina: wow",
      "jules: bit soon mate",
      "bettina: he might have broken something and ur doing a sales pitch",
      "jules: race radio saying suspected collarbone. he's going to hospital",
      "bettina: fml. third crash this year",
      "jules: he'll be back for the vuelta. he always comes back",
      "bettina: yeah 🥲 thanks jules",
      "bettina: gruppetto do the transfers reset on monday or do i lose them",
      "Gruppetto: Sorry, I jumped the gun earlier, that's rough news about Brandt. Transfers don't reset: unused ones carry over, up to 4.",
      "bettina: ok good. i'll wait till we know more"
    ],
    types: [
      [0, "venting"],
      [6, "friction"],
      [9, "venting"],
      [13, "transactional"]
    ],
    users: { bettina: ["annoyed", 0.5], jules: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Oh no, that looked nasty. Really sorry Bettina, fingers crossed it's not the collarbone again. Transfers can wait till we know more.",
        "low",
        5
      ],
      [
        "Great news, Bettina! 🎉 You still have 2 free transfers this week, perfect time to swap in a hot climber! 🚴‍♂️🔥",
        "high",
        5
      ],
      ["Unused transfers carry over, up to 4, so no rush. Hope Brandt's ok.", "low", 14],
      [
        "Transfers reset Monday, so use them now! 🎉 Ayuso is a great pick for the mountain stages!",
        "medium",
        14
      ]
    ]
  },
  {
    id: "ap4-20-vgc-tera-walls",
    category: "ignoring",
    agent: "Dexter",
    messages: [
      "mochi: dexter rate my team pls: incineroar, rillaboom, urshifu, flutter mane, chien-pao, amoonguss",
      "Dexter: This is a very solid team built from several of the format's most reliable picks! Incineroar provides Intimidate support and Fake Out pressure, while Rillaboom offers Grassy Terrain, which weakens Earthquake and boosts Grassy Glide priority. Urshifu brings strong single-target damage that goes through Protect with Unseen Fist. Flutter Mane offers fast special pressure with Moonblast and Shadow Ball, Chien-Pao's Sword of Ruin boosts physical damage for your whole side, and Amoonguss provides Rage Powder redirection and Spore. Overall the team has good synergy, although you might be vulnerable to Trick Room teams. Consider adding a Trick Room answer such as Taunt or Imprison.",
      "mochi: ok cool. what tera on rillaboom tho",
      "rae: fire tera rilla is the tech rn",
      "mochi: fire?? on a grass type?? rae ur trolling",
      "rae: no fr it flips the bug and ice weakness. look it up",
      "Dexter: Great question about Trick Room! Trick Room is a move that reverses the turn order for five turns, so slower Pokémon move first. Common Trick Room setters in the current format include Indeedee-F, Farigiraf, Porygon2 and Dusclops. To handle Trick Room, you can use Taunt, Imprison, a fast Fake Out onto the setter, or simply Protect and stall out the turns. Alternatively, you could build your own slow mode with a Trick Room setter of your own, but that would require significant changes to your team.",
      "mochi: i didnt ask about trick room 😭",
      "rae: dexter is in its own world lol",
      "mochi: dexter. tera. rillaboom. one word",
      "Dexter: Trick Room answers like Taunt are also worth considering on Amoonguss, though it is less common. In general, speed control is one of the most important aspects of team building in VGC, and many top players recommend having at least two forms of speed control on every team.",
      "mochi: im just gonna go with rae's fire tera",
      "rae: trust 🔥🌿"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "transactional"],
      [7, "friction"],
      [11, "transactional"]
    ],
    users: { mochi: ["annoyed", 0.5], rae: ["neutral", 0] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Tera Fire is the popular pick rn, it covers the Bug/Ice weaknesses. Tera Grass if you'd rather power up Grassy Glide.",
        "low",
        3
      ],
      ["Fire 🔥 (rae's right, sorry for the trick room tangent)", "low", 10],
      [
        "In general, speed control is one of the most important aspects of VGC team building, and many top players recommend at least two forms of speed control on every team, such as Tailwind, Icy Wind or Trick Room.",
        "high",
        10
      ]
    ]
  },
  {
    id: "ap4-21-disc-golf-tree-seven",
    category: "good",
    agent: "Chainz",
    messages: [
      "gus: chainz whats my handicap for wed",
      "Chainz: +3.2, Gus. Down from +4.1 after last week's 58.",
      "gus: the tree on hole 7 owes me like 2 strokes",
      "leena: the tree on 7 is undefeated. it's the real league champion",
      "gus: that tree has a personal vendetta",
      "leena: u threw a roller INTO it. twice",
      "gus: it moved",
      "Chainz: To be fair, it's a 40-year-old oak. It's had a lot of practice.",
      "leena: chainz picking sides 😂",
      "gus: et tu chainz",
      "leena: wait chainz are we still doing the glow round on the 14th or did that get moved",
      "Chainz: Still on: glow round on the 14th, tee off 8:30pm. Bring glow discs or rent them from Ed for $2.",
      "leena: sick 🥏✨",
      "gus: ill finally see the tree coming"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [10, "transactional"],
      [12, "banter"]
    ],
    users: { gus: ["engaged", 0], leena: ["engaged", 0] },
    findings: [],
    drafts: [
      ["To be fair, it's a 40-year-old oak. It's had a lot of practice 🌳", "low", 7],
      [
        "Hole 7 has a documented 23% tree-hit rate among league players. Consider throwing a controlled hyzer line to avoid the trunk, and practise your rollers in fieldwork sessions.",
        "medium",
        7
      ],
      ["Still on, the 14th at 8:30pm. Ed rents glow discs for $2.", "low", 11],
      ["Wednesday league starts at 6pm, see you there!", "medium", 11]
    ]
  },
  {
    id: "ap4-22-dwarf-fortress-troll-canned",
    category: "hostile",
    agent: "ModMoth",
    messages: [
      "gl1tchgoblin: this streamer is so bad at dwarf fortress lmaooo",
      "fernweh_: she literally just built a magma trap chill",
      "gl1tchgoblin: a magma trap that killed her own dwarves 💀",
      "fernweh_: ok that part was funny ngl",
      "gl1tchgoblin: streamer is a braindead idiot. uninstall",
      "ModMoth: Please keep chat respectful! Our community rules are in !rules. 🦋",
      "gl1tchgoblin: make me, moth",
      "gl1tchgoblin: ur streamer is trash and so is this chat, bunch of losers",
      "ModMoth: Please keep chat respectful! Our community rules are in !rules. 🦋",
      "fernweh_: modmoth just time him out lol",
      "gl1tchgoblin: go ahead, ill make another acc",
      "ModMoth: Please keep chat respectful! Our community rules are in !rules. 🦋",
      "fernweh_: bro's on repeat 😭 @pollyvex can u mod this guy",
      "pollyvex: done. timed out 10 min. sorry chat",
      "fernweh_: ty polly. ok back to watching urist mcmagma"
    ],
    types: [
      [0, "banter"],
      [4, "hostile"],
      [12, "friction"],
      [13, "transactional"]
    ],
    users: { gl1tchgoblin: ["annoyed", 1], fernweh_: ["annoyed", 0.2], pollyvex: ["neutral", 0] },
    findings: ["repetition"],
    drafts: [
      [
        "gl1tchgoblin, roast the magma trap all you like, but insulting the streamer is a timeout next time.",
        "low",
        5
      ],
      ["Timed out gl1tchgoblin for 10 minutes. Thanks for flagging, fernweh_.", "low", 10],
      ["Please keep chat respectful! Our community rules are in !rules. 🦋", "high", 10]
    ]
  },
  {
    id: "ap4-23-yaras-sevens-onde-assistir",
    category: "mixed-language",
    agent: "Tryline",
    messages: [
      "thalita: gente o jogo das yaras contra o japão é que horas??",
      "Tryline: Brazil vs Japan is at 14:22 local time (10:22 Brasília), pool B, day 1.",
      "thalita: valeuuu 🙌",
      "mateus: 10 da manhã num sábado, bora acordar cedo",
      "thalita: eu acordo até às 4 pelas yaras kkkk",
      "kenji_r: as a japan fan in this chat i come in peace 🇯🇵🤝🇧🇷",
      "mateus: kenji vc é bem-vindo mas vai perder kkkk",
      "kenji_r: we'll see 😏 our backs are fast this year",
      "thalita: Tryline tem onde assistir no brasil? sportv?",
      "mateus: kenji tem stream no japão?",
      "kenji_r: yeah on DAZN here",
      "Tryline: Japan's squad this year features three players from the Tokyo Sungoliath sevens programme, with an average 40m sprint time among the fastest on the circuit.",
      "thalita: ?? perguntei onde assistir",
      "mateus: o bot tá torcendo pro japão kkkkk",
      "kenji_r: finally someone on my side 😂",
      "thalita: vou ver no youtube do world rugby msm, sempre passa lá"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [8, "transactional"],
      [12, "friction"],
      [13, "banter"],
      [15, "transactional"]
    ],
    users: { thalita: ["annoyed", 0.2], mateus: ["neutral", 0], kenji_r: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      ["O jogo é às 10:22 de Brasília, sábado, pool B 🇧🇷🏉", "low", 1],
      ["No Brasil passa no SporTV 2 e ao vivo no YouTube do World Rugby 🏉", "low", 11],
      [
        "Japan's squad this year features three players from the Tokyo Sungoliath sevens programme, among the fastest on the circuit.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ap4-24-steels-relegated-goal-difference",
    category: "venting",
    agent: "Terrace",
    messages: [
      "jonno: that's it then. down. 42 years i've gone to that ground",
      "jonno: relegated on goal difference. GOAL DIFFERENCE. by one goal",
      "Terrace: Oof, one goal. That's about the cruellest way it can happen. Sorry Jonno.",
      "jonno: the penalty in november. the one the ref gave against us for nowt. that's the goal",
      "jonno: my dad took me to my first game there in 82. he'd be in bits",
      "Terrace: That's a lot of Saturdays in one place. Sounds like it's more than a club for you, it's him too.",
      "jonno: yeah. it is",
      "jonno: anyway. the season tickets for next year, do they go up or down when you drop a league",
      "Terrace: Usually down. Last time the Steels dropped, in 2011, adult season tickets went from £150 to £120. The club hasn't announced next year's yet.",
      "jonno: at least thats something. cheaper misery",
      "Terrace: Cheaper misery, and a proper chance to come straight back up.",
      "jonno: ha. we'll see. cheers for listening"
    ],
    types: [
      [0, "venting"],
      [7, "transactional"],
      [9, "bonding"]
    ],
    users: { jonno: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["One goal. That's about the cruellest way to go down. Sorry Jonno.", "low", 2],
      [
        "Relegation is all part of football! 😄 On the bright side, you'll get to visit loads of new grounds next season! 🎉",
        "high",
        2
      ],
      [
        "Usually they go down: last time in 2011 adult tickets dropped from £150 to £120. Nothing announced for next year yet.",
        "low",
        8
      ],
      [
        "Great question! Season ticket pricing depends on many factors, including league level, attendance and club finances. I'd recommend contacting the club directly for accurate information.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "ap4-25-deep-rock-wrong-dwarf",
    category: "group",
    agent: "Molly",
    messages: [
      "Tova: rock and stone!! who's on tonight",
      "gnash: ROCK AND STONE. i'm in after 9",
      "Tobi: 9:30 for me, gotta put the kid down first",
      "Tova: molly what's the deep dive this week",
      "Molly: This week's Elite Deep Dive is 'Spiteful Crown' in the Magma Core: stage 1 mining, stage 2 egg hunt, stage 3 dreadnought. Warnings: lethal enemies, low oxygen.",
      "gnash: low oxygen + magma core. lovely. my driller's gonna cook",
      "Tobi: gnash ur driller cooks himself every run regardless",
      "gnash: that was ONE c4 incident",
      "Tova: it was 4 c4 incidents, i have clips",
      "Tobi: tova should i bring gunner or scout, ur call",
      "Molly: Tobi, scout is the best choice for low oxygen maps because the grappling hook lets you reach oxygen pods fast.",
      "Tova: uh i was gonna say gunner lol, we need the ziplines for the dreadnought",
      "Tobi: molly u realise i asked tova right",
      "Molly: Sorry Tova! Gunner's zipline is great for the dreadnought stage.",
      "Tobi: ...i'm tobi",
      "gnash: molly is having a rough shift",
      "Tova: molly just drink a leaf lover's special and lie down",
      "Tobi: gunner it is. see u all at 9:30"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [9, "transactional"],
      [11, "friction"],
      [15, "banter"],
      [17, "transactional"]
    ],
    users: { Tova: ["neutral", 0], gnash: ["neutral", 0], Tobi: ["annoyed", 0.5] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      [
        "Elite Deep Dive: 'Spiteful Crown', Magma Core. Mining, egg hunt, then a dreadnought. Lethal enemies + low oxygen ⛏️",
        "low",
        4
      ],
      [
        "Tobi, scout is the best choice for low oxygen maps because the grappling hook reaches oxygen pods fast.",
        "medium",
        10
      ],
      ["Sorry Tobi, that was Tova's call to make. Gunner's zipline is great for the dreadnought.", "low", 13],
      ["Sorry Tova! Gunner's zipline is great for the dreadnought stage.", "medium", 13]
    ]
  }
]
