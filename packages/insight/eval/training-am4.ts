import type { Labelled } from "./types.js"

export const trainingAM4: ReadonlyArray<Labelled> = [
  {
    id: "am4-01-pigeon-club-biscuit",
    category: "banter",
    agent: "Coop",
    messages: [
      "dez: well. biscuit finally made it home. 9 hours for 80 miles 💀",
      "marguerite: did he stop for a pint on the way",
      "dez: he stopped for a whole weekend break by the looks of it",
      "tommo: honestly biscuit is the most relaxed athlete in the north west",
      "marguerite: @Coop what was biscuits velocity can u pull it up",
      "Coop: Good afternoon. Per the race clock data, Biscuit (ring GB23-N-4471) recorded a velocity of 261.4 yards per minute, placing him 47th of 52 entries. Please note that velocity is calculated from the liberation point coordinates and the registered loft location. Should you have any queries regarding the calculation methodology, please refer to section 4.2 of the club rules or contact the race secretary.",
      "tommo: 'good afternoon' lmaooo who hired the bank manager",
      "dez: 47th of 52 he beat 5 birds!! thats a podium in my house",
      "marguerite: the other 5 are prob still in belgium",
      "dez: oi",
      "tommo: coop say something nice about biscuit",
      "Coop: Biscuit completed the course safely, which is the most important outcome. Please note that velocity is calculated from the liberation point coordinates and the registered loft location.",
      "tommo: mate 😂 we know",
      "dez: coop is biscuit's biggest hater confirmed",
      "marguerite: anyway sat's race is from newark, basketing friday 7pm at the club yeah?",
      "Coop: Yes, basketing is Friday from 7pm at the clubhouse, Newark liberation Saturday weather permitting.",
      "marguerite: ta"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [14, "transactional"]
    ],
    users: { dez: ["engaged", 0], marguerite: ["neutral", 0], tommo: ["engaged", 0.2] },
    findings: ["tone_mismatch", "long_replies", "repetition"],
    drafts: [
      [
        "biscuit beat 5 birds and came home in one piece, that's more than some of us manage after a night out 🐦",
        "low",
        11
      ],
      [
        "Per the race clock data, Biscuit recorded a velocity of 261.4 yards per minute. Please refer to section 4.2 of the club rules for the calculation methodology.",
        "medium",
        11
      ],
      ["yep, basketing friday 7pm at the club, newark lib saturday if the weather holds", "low", 15],
      [
        "Good afternoon. Please note that velocity is calculated from the liberation point coordinates and the registered loft location.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "am4-02-derby-kneepads",
    category: "group",
    agent: "Jamie",
    messages: [
      "rook: who left the knee pads in the van AGAIN. they smell like a swamp",
      "feral_fi: not me i never take mine off, im basically a cyborg",
      "rook: fi that is not the flex u think it is",
      "betty_bruise: it was nix. it's always nix",
      "nix: wow ok throw me under the van why dont you",
      "betty_bruise: under the van is where the pads live so yeah",
      "nix: honestly betty ur like this every week, it's getting old",
      "Jamie: Hi all! Quick reminder: practice is Thursday 8pm at the leisure centre, and dues for April are due Friday. Let me know if you have questions!",
      "rook: jamie not now babe. also add pad washing to the van checklist pls",
      "betty_bruise: nix it was a joke chill",
      "nix: a joke u make every single week isnt a joke its a bit",
      "Jamie: Thanks Betty! I've added 'wash knee pads' to the van checklist for Thursday.",
      "rook: im rook?? betty is the one starting beef lol",
      "feral_fi: jamie is just vibing in a different chat",
      "nix: whatever. ill take the pads home and wash them. happy?",
      "betty_bruise: ...sorry nix. genuinely. ill do a wash rota so its not on anyone",
      "nix: ok. ty",
      "rook: jamie can u add a wash rota to the team sheet, betty first",
      "Jamie: Done, the wash rota is on the team sheet: Betty this week, then Nix, Fi and Rook."
    ],
    types: [
      [0, "banter"],
      [6, "friction"],
      [7, "transactional"],
      [9, "friction"],
      [11, "transactional"],
      [12, "banter"],
      [14, "friction"],
      [15, "bonding"],
      [17, "transactional"]
    ],
    users: {
      rook: ["engaged", 0.2],
      feral_fi: ["neutral", 0],
      betty_bruise: ["neutral", 0],
      nix: ["neutral", 0.5]
    },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      [
        "Hi all! Quick reminder: practice is Thursday 8pm at the leisure centre, and April dues are due Friday!",
        "medium",
        7
      ],
      ["on it rook, pad washing is on the van checklist for thursday", "low", 9],
      ["Sorry Betty, my mistake! The checklist is updated.", "high", 13],
      ["ugh sorry rook, my bad 🙈 pads are on the checklist", "low", 13]
    ]
  },
  {
    id: "am4-03-glassblowing-6am-slot",
    category: "good",
    agent: "Gaffer",
    messages: [
      "ines: who booked the furnace for 6am saturday. who hurt you",
      "pasha: lmaooo not me i dont exist before 10",
      "ines: gaffer who was it, snitch pls",
      "Gaffer: no snitching, but it's booked under 'studio maintenance' 👀 so my money's on wren",
      "pasha: wren the early bird strikes again",
      "wren: guilty. the crucible cracked friday, it has to cool fully before i swap it",
      "ines: ok fine thats actually a good reason. respect",
      "pasha: gaffer can u move my sunday slot to 2pm, i'll be wrecked from ines' birthday",
      "Gaffer: moved you to 2-5pm sunday, bench 3. happy early birthday ines 🎂",
      "ines: aw ty. pasha ur buying the first round for that",
      "pasha: gaffer ur supposed to be on my side",
      "Gaffer: I'm on the side of whoever cleans the marver after 😇",
      "wren: lol it's got jokes now"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [9, "banter"]
    ],
    users: { ines: ["engaged", 0], pasha: ["engaged", 0], wren: ["engaged", 0] },
    findings: [],
    drafts: [
      ["not snitching 🤐 but it's under studio maintenance, so probably wren", "low", 3],
      [
        "Dear Ines, in line with our privacy policy I am unable to disclose the booking details of other members. Kind regards, Gaffer.",
        "medium",
        3
      ],
      ["done, 2-5pm sunday on bench 3 👍", "low", 8],
      ["I have processed your request. Is there anything else I can help you with today?", "medium", 8]
    ]
  },
  {
    id: "am4-04-creel-boat-lost-pots",
    category: "hostile",
    agent: "Mara",
    messages: [
      "kev: mara said 'moderate' yesterday. moderate. we lost 2 strings of pots",
      "shona: moderate for a submarine maybe",
      "kev: 40 pots gone. thats like 3 grand",
      "Mara: Great news, the outlook for Thursday is much calmer! 🌊☀️ Southwest 3-4, perfect for getting back out!",
      "kev: great news?? did u read what i just said",
      "shona: she's got the bedside manner of a gannet",
      "kev: useless bloody thing. i swear i'll chuck the tablet over the side with the pots",
      "Mara: I'm sorry about the lost pots. Yesterday's forecast was moderate 4-5, occasionally 6 later, and the gusts exceeded that. Thursday looks calmer.",
      "kev: 'occasionally 6' it was a 7 all afternoon u muppet",
      "shona: kev breathe",
      "kev: no. paying for this rubbish. done with it, using the met office app from now on",
      "Mara: I'm sorry about the lost pots. Thursday looks calmer.",
      "shona: ...mara maybe just stop talking for a bit x",
      "shona: kev do u want me to ring dougie about borrowing his spare pots",
      "kev: yeah go on. ta shona"
    ],
    types: [
      [0, "venting"],
      [1, "banter"],
      [2, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [6, "hostile"],
      [9, "friction"],
      [10, "hostile"],
      [11, "friction"],
      [13, "transactional"]
    ],
    users: { kev: ["churn_risk", 1], shona: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement", "repetition"],
    drafts: [
      [
        "that's a rotten loss kev, 40 pots is brutal. the gusts went well past what was forecast and i'm sorry. thursday looks a lot calmer if you want the detail",
        "low",
        3
      ],
      ["Great news, Thursday is much calmer! 🌊☀️ Perfect for getting back out!", "high", 3],
      ["I'm sorry about the lost pots. Thursday looks calmer.", "high", 11],
      ["fair enough kev, that forecast let you down badly and i get it. sorry about the pots", "low", 11]
    ]
  },
  {
    id: "am4-05-night-baker-lamination",
    category: "venting",
    agent: "Wick",
    messages: [
      "ozzie: 4am. flour in my eyebrows. gary just told me the croissant lamination is 'a bit emotional' today",
      "ozzie: a bit EMOTIONAL. mate i've been laminating since he was in nappies",
      "Wick: Croissant lamination involves folding butter into dough repeatedly to create layers. Common issues include butter that is too warm, which merges with the dough, or too cold, which shatters. For best results keep your butter block at around 13-15°C and rest the dough in the fridge for 30 minutes between turns. You might also consider a book fold to reduce the number of turns. Would you like a full lamination schedule?",
      "ozzie: i know how to laminate wick",
      "ozzie: thats literally my job",
      "ozzie: i was moaning not asking",
      "Wick: Understood. Here are some tips for dealing with criticism at work: 1) Stay calm and ask for specific feedback. 2) Document your work. 3) Consider whether the feedback has merit. 4) Schedule a one-to-one with your manager to discuss expectations. 5) Practise self-care after long shifts.",
      "ozzie: lol ok hr department",
      "ozzie: forget it. gonna go cry into the pain au chocolat",
      "Wick: Sounds good! Enjoy your pain au chocolat 🥐",
      "ozzie: 🙄"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [6, "transactional"],
      [7, "friction"]
    ],
    users: { ozzie: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "long_replies", "tone_mismatch"],
    drafts: [
      [
        "'a bit emotional' from gary, at 4am, to the person who's been laminating longer than he's been alive. the cheek",
        "low",
        2
      ],
      [
        "Croissant lamination involves folding butter into dough repeatedly. Keep your butter block at 13-15°C and rest the dough between turns.",
        "medium",
        2
      ],
      ["Sounds good! Enjoy your pain au chocolat 🥐", "medium", 9],
      [
        "sorry oz, i completely misread that, you wanted to vent not a lecture. gary at 4am sounds like a lot",
        "low",
        9
      ]
    ]
  },
  {
    id: "am4-06-astro-club-clouds-pluto",
    category: "banter",
    agent: "Halley",
    messages: [
      "bex: forecast for the dark sky site tonight: clouds. tomorrow: clouds. heat death of the universe: probably clouds",
      "marcus: bex has been out 0 times this year and blames the sky",
      "bex: the sky is objectively to blame marcus",
      "ade: halley settle this. is there ANY clear gap tonight",
      "Halley: there's a gap roughly 1-3am, maybe 60% clear, so bex is mostly right but not entirely 😄",
      "marcus: 1am. on a work night. hardcore",
      "ade: im in. bringing the dob",
      "bex: fine. but if it clouds over im suing halley",
      "Halley: fair, I'll represent myself. seeing should be decent if it holds, saturn's well placed before it sets",
      "marcus: ok saturn tempts me. who's driving",
      "ade: me, 12:30 from the co-op car park",
      "bex: halley is pluto a planet yes or no, marcus and i have a bet",
      "Halley: officially no, dwarf planet since 2006. emotionally, up to you both",
      "marcus: pay up bex 💸",
      "bex: emotionally it's a planet so i win"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { bex: ["engaged", 0], marcus: ["engaged", 0], ade: ["engaged", 0] },
    findings: [],
    drafts: [
      ["looks like a gap from about 1 to 3am, maybe 60% clear", "low", 4],
      [
        "Tonight's cloud forecast: 8/8 oktas 18:00-00:00, 5/8 oktas 01:00-03:00, 7/8 oktas 03:00-06:00. Transparency: poor. Seeing: average. Wind: SW 10mph. Humidity: 88%. Dew point: 7°C. Moon: waning crescent, 12% illuminated, rising 04:12. Please note forecasts are subject to change and observers should check conditions before travelling.",
        "medium",
        4
      ],
      ["officially no since 2006, sorry bex 😅", "low", 12],
      ["As an AI, I'm not able to settle bets between members.", "medium", 12]
    ]
  },
  {
    id: "am4-07-tattoo-coverup-darren",
    category: "support",
    agent: "Sable",
    messages: [
      "jojo: hiya wanna book a cover up. my ex's name on my ankle. 'DARREN' in comic sans. dont ask",
      "Sable: Ha, Darren's days are numbered. Cover-ups are with Mika, she has Tue 14th at 11 or Fri 17th at 3. Could you send a photo of the piece and its size?",
      "jojo: [photo] about 6cm across. also can i use numbing cream or does mika hate that",
      "Sable: Thanks! That size usually fits a 2-hour session, £160 including design. Which date suits you?",
      "jojo: fri 17th. and the numbing cream thing?",
      "Sable: You're booked for Friday 17th at 3pm with Mika. A £40 deposit secures the slot: inkandoak.co/dep/4471",
      "jojo: paid. u keep dodging the cream question lol is it a secret",
      "Sable: Deposit received, thank you! See you on the 17th. Please eat beforehand and avoid alcohol for 24 hours.",
      "jojo: ok ill just ask mika. darren out 🫡"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { jojo: ["neutral", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "numbing cream is fine with mika, just tell her when you arrive. that size is about 2 hours, £160 with design. tue 14th or fri 17th?",
        "low",
        3
      ],
      ["Thanks! That size usually fits a 2-hour session, £160. Which date suits you?", "medium", 3],
      [
        "all sorted, see you fri 17th! and sorry, i kept skipping your cream question: mika's fine with it, apply a lidocaine cream about 45 mins before and let her know",
        "low",
        7
      ],
      ["Deposit received, thank you! See you on the 17th.", "medium", 7]
    ]
  },
  {
    id: "am4-08-welsh-choir-sheet-music",
    category: "mixed-language",
    agent: "Telyn",
    messages: [
      "gethin: bore da bois. pwy sy'n dod i'r practice heno?",
      "huw: fi. as long as dai doesn't sing the tenor line in the bass again",
      "dai: ONE time huw. un waith",
      "rhodri: un waith every week 😂",
      "gethin: dai, ti 'di cael y sheet music newydd gan meinir?",
      "Telyn: The new sheet music for 'Myfanwy' was shared in the folder on Monday. Dai, you can find it under Repertoire > 2024 > Eisteddfod.",
      "dai: ...i was gonna answer that myself telyn diolch",
      "huw: telyn snitching on dai's reading habits",
      "gethin: lol. ok so practice 7:30 festri as usual?",
      "Telyn: Ie, 7:30 yn y festri. Meinir said she'll bring paper copies for anyone who wants them.",
      "rhodri: grêt. dai bring a highlighter for the bass line 😘",
      "dai: ffycin hel. i'm bringing earplugs for you lot"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [6, "friction"],
      [7, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { gethin: ["neutral", 0], huw: ["neutral", 0], dai: ["annoyed", 0.2], rhodri: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      [
        "The new sheet music was shared in the folder on Monday, Dai, it's under Repertoire > 2024.",
        "medium",
        5
      ],
      ["ie, 7:30 yn y festri fel arfer 👍", "low", 9],
      ["Friendly reminder: please keep the chat respectful and avoid profanity.", "medium", 12],
      ["😂 i'll add highlighters and earplugs to meinir's list", "low", 12]
    ]
  },
  {
    id: "am4-09-bagpipes-neighbour-note",
    category: "companion",
    agent: "Moss",
    messages: [
      "glenda: moss. update. mrs kowalski from 4b has left a note on my door",
      "Moss: oh no. what does the note say",
      "glenda: 'please. we are begging you.' underlined twice",
      "Moss: underlined TWICE. that's a strongly worded review of your amazing grace",
      "glenda: it was scotland the brave actually, i've moved on. she has no taste",
      "Moss: clearly a highland cathedral person. want to work out a practice setup that keeps the peace? a practice chanter is much quieter for the fingerwork",
      "glenda: i have one. it's just not the same, the drones are the soul of it",
      "Moss: that's fair. could you play the full pipes somewhere else once a week? church halls and scout huts rent by the hour, and pipe bands sometimes share space",
      "glenda: ooh the pipe band at st columba's. my late husband used to drum for them actually",
      "Moss: oh that's lovely, glenda. it'd be a special thing to play where he played",
      "glenda: he'd have laughed himself silly at the note tbh",
      "Moss: he sounds like he had great taste in music and in neighbours to laugh at 😄 want me to find st columba's contact details?",
      "glenda: yes please love"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [8, "bonding"],
      [11, "transactional"]
    ],
    users: { glenda: ["engaged", 0] },
    findings: [],
    drafts: [
      ["underlined twice is harsh. was it at least a good practice session?", "low", 3],
      [
        "Under most tenancy agreements, repeated noise may breach the quiet enjoyment clause. I'd recommend stopping practice at home immediately to avoid eviction.",
        "high",
        3
      ],
      ["oh that's lovely, glenda. playing where he drummed would be something special", "low", 9],
      ["Great! St Columba's pipe band practises Tuesdays at 7pm. Shall I book you a slot?", "medium", 9]
    ]
  },
  {
    id: "am4-10-scrabble-club-loop",
    category: "ignoring",
    agent: "Tiles",
    messages: [
      "priya: tiles is QI valid in the club wordlist or is that only collins",
      "Tiles: Reminder: sign-ups for the Spring Open close Friday! 🎉 Use the form in the pinned message.",
      "desmond: lol she asked a question",
      "priya: tiles. QI. valid or not",
      "otto: it's valid in both priya, has been for ages. desmond stop cheating with it though",
      "desmond: i have never once cheated i am simply gifted",
      "otto: gifted at playing ZAX on a triple and pretending to be surprised",
      "priya: ok thx otto. tiles also what time does the open start on sat",
      "Tiles: Reminder: sign-ups for the Spring Open close Friday! 🎉 Use the form in the pinned message.",
      "desmond: its stuck on a loop 😭",
      "priya: genuinely why do we have this thing",
      "otto: start is 10am, registration from 9:30. i'll ask marian to check the bot",
      "priya: otto u are the real bot"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "friction"],
      [11, "transactional"],
      [12, "banter"]
    ],
    users: { priya: ["annoyed", 0.5], desmond: ["neutral", 0.2], otto: ["neutral", 0] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["yes, QI is valid in the club list as well as collins", "low", 1],
      ["Reminder: sign-ups for the Spring Open close Friday! 🎉", "medium", 8],
      [
        "sorry priya, i skipped you twice. QI is valid in both, and saturday starts at 10am, registration from 9:30",
        "low",
        10
      ],
      [
        "Reminder: sign-ups for the Spring Open close Friday! 🎉 Use the form in the pinned message.",
        "high",
        10
      ]
    ]
  },
  {
    id: "am4-11-accordion-polka-budget",
    category: "sales",
    agent: "Bellows",
    messages: [
      "ferdi: hi do u have any 2nd hand piano accordions under 600. for me, a grown man with no musical ability",
      "saoirse: he watched one polka video. one",
      "ferdi: it was a very moving polka",
      "Bellows: Hi Ferdi! Absolutely, and welcome to the wonderful world of the accordion! We currently have several excellent options. The Hohner Bravo III 72 (£1,450) is our most popular beginner model, featuring 34 treble keys, 72 bass buttons and a lightweight design perfect for learners. We also offer the Scandalli Air I (£2,100) for those who want a professional sound from day one. For a limited time we're offering 0% finance over 24 months on all instruments over £1,000! Would you like to book a demo?",
      "saoirse: he said under 600 😂",
      "ferdi: i said under 600 mate. i am a man of modest means and modest polka",
      "Bellows: Totally understand! Many customers find that investing in a quality instrument saves money in the long run. With our 0% finance, the Hohner Bravo III is just £60.42 a month, and it comes with a free padded gig bag and a beginner's songbook!",
      "ferdi: no",
      "saoirse: the accordion is selling harder than the polka guy tbh",
      "ferdi: anything. under. 600. or i'm going to the car boot",
      "Bellows: Yes, we have a used Delicia 48 bass at £480, fully serviced, and a Weltmeister Rubin 60 bass at £590. Both are good starter instruments.",
      "ferdi: ok the delicia. can i come try it sat",
      "Bellows: Saturday works, we're open 10-4. I'll put it aside under your name.",
      "saoirse: RIP my eardrums"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [7, "friction"],
      [10, "transactional"],
      [13, "banter"]
    ],
    users: { ferdi: ["neutral", 0.5], saoirse: ["neutral", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "a moving polka is all it takes 😄 under £600 we've got a used Delicia 48 bass at £480 and a Weltmeister Rubin 60 bass at £590, both serviced",
        "low",
        3
      ],
      [
        "Hi Ferdi! Welcome to the wonderful world of the accordion! Our most popular beginner model is the Hohner Bravo III at £1,450, and we offer 0% finance over 24 months on all instruments over £1,000! Would you like to book a demo?",
        "medium",
        3
      ],
      ["With our 0% finance, the Hohner Bravo III is just £60.42 a month!", "high", 10],
      [
        "sorry, got carried away. under 600: Delicia 48 bass at £480 or Weltmeister Rubin at £590, both serviced",
        "low",
        10
      ]
    ]
  },
  {
    id: "am4-12-escape-room-neon-code",
    category: "good",
    agent: "Clue",
    messages: [
      "tamsin: room 2 group has been staring at the padlock for 11 mins. it's a 3 digit lock. the code is on the wall IN NEON",
      "yusuf: let them cook",
      "tamsin: they are not cooking yusuf they are raw",
      "lei: one of them is trying to lick the clock i think",
      "yusuf: thats not even a clue thats just a clock",
      "tamsin: clue can u send room 2 hint 3",
      "Clue: sent hint 3 to the room 2 screen: 'sometimes the answer is glowing right in front of you' ✅",
      "lei: they're still looking at the clock lmao",
      "tamsin: clue is there a hint 3.5 that's just a big arrow",
      "Clue: not officially 😅 but I can flash the UV lights in room 2 for 3 secs, that usually does it",
      "tamsin: do it",
      "Clue: done",
      "lei: THEY GOT IT. the cheer omg",
      "yusuf: clock licker saved the day",
      "tamsin: ok also who's closing tonight, i've got the dentist at 6",
      "lei: me",
      "Clue: noted, lei's closing tonight, rota updated"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [8, "transactional"],
      [12, "banter"],
      [14, "transactional"]
    ],
    users: { tamsin: ["engaged", 0], yusuf: ["neutral", 0], lei: ["neutral", 0] },
    findings: [],
    drafts: [
      ["no hint 3.5 sadly, but I can flash the UV lights for a few secs", "low", 9],
      [
        "Hint 3 has already been sent. Per the game master guidelines, guests should be given adequate time to solve puzzles independently.",
        "medium",
        9
      ],
      ["noted, lei's closing 👍", "low", 16]
    ]
  },
  {
    id: "am4-13-shearing-gang-tally",
    category: "hostile",
    agent: "Tally",
    messages: [
      "bryn: tally how many did everyone do today",
      "Tally: bryn 312, kiri 287, ashton 241, jono 198 👏 solid day",
      "kiri: 198 jono lol were u shearing or giving them a spa day",
      "jono: i had the mob with the daggy arses kiri, not all of us get the clean ones",
      "kiri: excuses excuses. my nan could do 200 and shes dead",
      "jono: say that again and ill shove the handpiece where the sun dont shine",
      "kiri: touchy lol",
      "jono: ur a smug prick kiri honestly. every bloody day",
      "ashton: oi both of u pack it in",
      "Tally: jono had the heaviest-dagged mob on the board today, so those numbers aren't comparable. tomorrow's at fergusons, 6:30 start. I've put kiri and jono at opposite ends of the board.",
      "kiri: fair. sorry jono, went too far",
      "jono: yeah whatever. ok",
      "bryn: tally is smoko still at 9",
      "Tally: yep, smoko at 9 and 2:30. mrs ferguson's doing scones apparently",
      "ashton: the real reason we all turn up"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "hostile"],
      [8, "friction"],
      [9, "transactional"],
      [10, "friction"],
      [12, "transactional"],
      [14, "banter"]
    ],
    users: { bryn: ["neutral", 0], kiri: ["neutral", 0.2], jono: ["neutral", 1], ashton: ["neutral", 0.2] },
    findings: [],
    drafts: [
      [
        "jono's mob was the heaviest dagged today, numbers aren't comparable. tomorrow's fergusons, 6:30. kiri and jono, opposite ends of the board",
        "low",
        8
      ],
      ["haha jono, kiri's got a point though 😂 198 is the lowest on the board!", "high", 8],
      [
        "Please be aware that threats of violence breach the crew code of conduct and this conversation has been reported to management.",
        "medium",
        8
      ],
      ["yep, 9 and 2:30 as usual", "low", 13]
    ]
  },
  {
    id: "am4-14-circus-trapeze-fall",
    category: "banter",
    agent: "Bo",
    messages: [
      "ana: who stole my chalk bag. it's purple. it has googly eyes. i will find you",
      "felix: the googly eyes are watching us all",
      "Bo: the googly eyes saw everything 👀 last seen on the silks rig after tuesday's class",
      "ana: BO YOU ABSOLUTE LEGEND",
      "felix: bo the snitch strikes again",
      "mira: guys sorry to interrupt. tomas fell off the trapeze in open training. they think his wrist is broken, sam took him to a&e",
      "felix: oh no. is he ok?? was he conscious",
      "mira: yeah he's conscious, in a lot of pain tho. he landed on the edge of the mat",
      "Bo: oof, sounds like tomas really fell for the trapeze 😂 the good news is he'll get a cool cast for everyone to sign! 🎉",
      "ana: bo what the hell",
      "felix: not the time",
      "mira: can someone let his saturday students know class is off",
      "Bo: sorry, that was a bad joke. I've messaged his 6 saturday students that class is cancelled and I'll hold their credit.",
      "ana: ok. thanks. mira keep us posted pls ❤️",
      "mira: will do x"
    ],
    types: [
      [0, "banter"],
      [5, "venting"],
      [8, "banter"],
      [9, "friction"],
      [11, "transactional"],
      [13, "bonding"]
    ],
    users: { ana: ["annoyed", 0.2], felix: ["annoyed", 0.2], mira: ["neutral", 0] },
    findings: ["tone_mismatch", "cheerful_at_bad_news"],
    drafts: [
      ["oh no, poor tomas. hope a&e is quick. want me to sort his classes for the week?", "low", 8],
      ["oof, tomas really fell for the trapeze 😂 at least he'll get a cool cast! 🎉", "high", 8],
      ["done, his 6 saturday students know class is off and their credit's on hold", "low", 12],
      ["On it! 🎉 Saturday's class is cancelled, yay for a free weekend!", "high", 12]
    ]
  },
  {
    id: "am4-15-allotment-trough-slugs",
    category: "support",
    agent: "Hodge",
    messages: [
      "nev: plot 14 here. water trough at the top end is empty again. who's on the rota this week",
      "Hodge: hi nev, this week it's pauline (plot 9). I'll message her now. the mains tap by the shed works in the meantime",
      "nev: ta. also the slugs have eaten my entire lettuce row. all of it. like a crime scene",
      "Hodge: ugh, gutted for you, that's weeks of work gone. lots of people on site swear by beer traps or wool pellets, and the society shed has copper tape you can take",
      "nev: beer traps. waste of good beer",
      "Hodge: ha, the cheapest lager in the co-op works just as well, slugs aren't fussy",
      "nev: fair. pauline replied?",
      "Hodge: yes, she's filling it this evening. says sorry, her hose split",
      "nev: ok cheers hodge"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "banter"],
      [6, "transactional"]
    ],
    users: { nev: ["neutral", 0.2] },
    findings: [],
    drafts: [
      [
        "gutted, a whole row. beer traps or wool pellets work well, and there's copper tape in the society shed",
        "low",
        3
      ],
      ["Slugs can be controlled with beer traps, wool pellets or copper tape.", "medium", 3],
      ["yep, pauline's filling it tonight, her hose split", "low", 7]
    ]
  },
  {
    id: "am4-16-morris-side-bell-pads",
    category: "group",
    agent: "Ribbon",
    messages: [
      "clem: right who's got spare bell pads, mine fell apart at the may day thing",
      "gus: clem you jingled like a reindeer with a drug problem",
      "clem: a festive reindeer. a professional reindeer",
      "hattie: gus i have spares, ill bring them thurs",
      "gus: hattie why do u always have spares of everything. are u a hoarder",
      "hattie: im prepared gus. its called being an adult",
      "Ribbon: Great question about bell pads! Morris bells have a long history going back to the 15th century, when dancers wore them to ward off evil spirits and welcome the spring. Traditional bell pads are leather, usually with 20 to 30 crotal bells sewn in rows. Many sides now use synthetic leather or upholstery vinyl for durability. If you'd like to make your own you'll need a leather strip of around 25cm x 12cm, 20-24 crotal bells, strong waxed thread and velcro or buckle fastenings. Alternatively, several suppliers sell ready-made pads from around £25 a pair. Let me know if you'd like links!",
      "gus: nobody asked for the ted talk ribbon",
      "clem: hattie's bringing spares its sorted lol",
      "hattie: anyway who's driving to the folk fest sat",
      "gus: me, i can take 3",
      "Ribbon: I can help coordinate! The folk fest is on Saturday at Thaxted. Gus can take 3 passengers. Hattie, Clem and Lowri, would you like to ride with Gus? Please confirm by replying with your name. Parking at Thaxted is limited so carpooling is strongly encouraged. The dance-out starts at 11am and kit should be clean and pressed.",
      "clem: lowri's not even coming she's in lisbon",
      "gus: ribbon stop organising us we are chaos and we like it",
      "hattie: clem and i will go w gus. thx gus"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [4, "banter"],
      [6, "transactional"],
      [7, "friction"],
      [9, "transactional"],
      [12, "friction"],
      [14, "transactional"]
    ],
    users: { clem: ["neutral", 0.2], gus: ["annoyed", 0.5], hattie: ["neutral", 0] },
    findings: ["long_replies", "talking_over"],
    drafts: [
      [
        "Great question about bell pads! Morris bells go back to the 15th century, when dancers wore them to ward off evil spirits. Traditional pads are leather with 20 to 30 crotal bells sewn in rows, and ready-made pairs start around £25. Let me know if you'd like links!",
        "medium",
        6
      ],
      [
        "Hattie, Clem and Lowri, would you like to ride with Gus? Please confirm by replying with your name.",
        "medium",
        11
      ],
      ["nice, gus with clem and hattie then. see you at thaxted 🔔", "low", 15]
    ]
  },
  {
    id: "am4-17-falconry-kestrel-pip",
    category: "venting",
    agent: "Pell",
    messages: [
      "morwenna: hey pell. bad day. we lost pip this morning, the little kestrel",
      "Pell: oh morwenna, I'm so sorry. pip was the one you hand-reared, wasn't she?",
      "morwenna: yeah. 9 years. vet thinks aspergillosis, nothing we could've caught sooner apparently",
      "morwenna: which is supposed to help and doesnt",
      "Pell: it makes sense that it doesn't. knowing it wasn't your fault doesn't make 9 years any smaller",
      "morwenna: she used to steal my hair ties. had a stash of like 14 in the mews",
      "Pell: a kestrel with a hair tie hoard is the best thing I've heard all week. she knew exactly who her person was",
      "morwenna: lol she absolutely did. the eagle owl is sulking too, they used to shout at each other through the wall",
      "Pell: even the owl misses the arguing. how are you holding up, are you still at the centre?",
      "morwenna: yeah got the 3pm flying display still. not sure i can do the talk without crying",
      "Pell: that's completely okay. could dave do the talk while you handle the birds? or you could say a few words about pip, people really respond to that",
      "morwenna: maybe ill tell them about the hair ties. ok. thank u pell x",
      "Pell: that sounds perfect. go gently today x"
    ],
    types: [
      [0, "venting"],
      [5, "bonding"],
      [9, "venting"],
      [11, "bonding"]
    ],
    users: { morwenna: ["engaged", 0] },
    findings: [],
    drafts: [
      ["oh morwenna, I'm so sorry. pip meant so much to you", "low", 1],
      ["Oh no! 😮 Kestrels usually live 4-6 years in the wild, so 9 is a great innings! 🎉", "high", 1],
      [
        "that's okay. could dave take the talk while you fly the birds? or tell them a little about pip",
        "low",
        10
      ],
      ["You've got this! 💪 The show must go on! 🎉", "high", 10]
    ]
  },
  {
    id: "am4-18-darts-del-mel-averages",
    category: "banter",
    agent: "Oche",
    messages: [
      "shaz: tonights fixture vs the red lion. who's in",
      "del: in. throwing like a god lately",
      "mel: throwing like a god that's had 6 pints",
      "del: the pints ARE the technique mel",
      "shaz: oche whats our lineup again",
      "Oche: lineup: shaz, del, mel, big ron, and terry as reserve. first leg 8pm",
      "big_ron: reserve terry lol he'll love that",
      "mel: oche whats my average this season",
      "Oche: del, your average is 52.3, up from 47 last season 🎯",
      "mel: im mel. del is the one with the technique pints",
      "del: dont drag me into ur stats shame",
      "Oche: sorry mel! yours is 58.1, highest on the team",
      "mel: HIGHEST ON THE TEAM. del u hear that",
      "del: rigged. oche is on mel's payroll",
      "big_ron: whos driving, my van's got no mot",
      "shaz: me, picking up from the spoons at 7:15"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [7, "transactional"],
      [10, "banter"],
      [11, "transactional"],
      [12, "banter"],
      [14, "transactional"]
    ],
    users: { shaz: ["neutral", 0], del: ["engaged", 0], mel: ["engaged", 0.2], big_ron: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["sorry mel! yours is 58.1, top of the team 🎯", "low", 9],
      ["del, it's 52.3, up from 47 last season!", "high", 9],
      ["can't be bought del, mel's darts did the talking 🎯", "low", 14],
      [
        "Please note that all statistics are calculated automatically and impartially from official league scoresheets.",
        "medium",
        14
      ]
    ]
  },
  {
    id: "am4-19-taglish-karaoke-my-way",
    category: "mixed-language",
    agent: "Tala",
    messages: [
      "joy: mga ate, karaoke sa sabado ha. walang aatras",
      "rizza: basta hindi si marlon mag-my way. ayoko pa mamatay 😭",
      "marlon: grabe ka. my way is my RIGHT",
      "joy: tala pa-book ng room sa lucky voice, 8pm, mga 7 tayo",
      "Tala: booked! Lucky Voice Soho, room 3, 8-11pm sat, 7 pax. £18 each, pay on the night 🎤",
      "rizza: galing. tala ikaw na bahala sa song list, ban mo my way",
      "Tala: 😂 can't ban it but I can put it last",
      "marlon: betrayal. ng bot pa",
      "carmel: sorry late. di ko sure kung sasama ako. birthday ni mama kanina sa pinas and i missed the video call kasi double shift. umiyak lang ako sa locker room",
      "joy: ay carmel 🥺 hug",
      "Tala: Carmel, please confirm by Thursday if you're joining so I can update the booking to 6 or 7 pax. Payment is £18 on the night.",
      "rizza: tala naman. wait lang",
      "marlon: carmel sama ka na. i'll sing my way for your mama, dedication",
      "carmel: hahaha ayoko. sige na nga sasama ako",
      "joy: yay 🥹"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [8, "venting"],
      [10, "transactional"],
      [11, "friction"],
      [12, "bonding"]
    ],
    users: { joy: ["engaged", 0], rizza: ["engaged", 0.2], marlon: ["neutral", 0], carmel: ["neutral", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      ["😂 can't ban it pero pwede kong ilagay sa dulo", "low", 6],
      ["Song selections are made by participants on the night using the room tablet.", "medium", 6],
      [
        "ay carmel, sorry 🥺 missing your mama's birthday after a double shift is so hard. no pressure about sabado",
        "low",
        10
      ],
      [
        "Carmel, please confirm by Thursday if you're joining so I can update the booking. Payment is £18 on the night.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "am4-20-lockpicking-parrot",
    category: "companion",
    agent: "Tumbler",
    messages: [
      "vasco: tumbler. i picked a master 140 in 40 seconds. i am a god",
      "Tumbler: Nice! The Master 140 is a great beginner lock. Would you like tips on moving to security pins?",
      "vasco: beginner lock?? rude. took me a week",
      "Tumbler: Sorry! A week is a great learning curve. Would you like tips on moving to security pins?",
      "vasco: lol ur like a parrot. ok fine what's a spool pin",
      "Tumbler: A spool pin is shaped like a cotton reel, narrow in the middle. When it sets you get a false set and counter-rotation; ease off the tension slightly to let it pass.",
      "vasco: cool cool",
      "vasco: my cat just knocked the whole practice board off the desk",
      "Tumbler: Would you like tips on moving to security pins?",
      "vasco: we literally just did that",
      "vasco: anyway im off to bed",
      "vasco: night"
    ],
    types: [
      [0, "banter"],
      [1, "transactional"],
      [2, "banter"],
      [3, "transactional"],
      [6, "bonding"],
      [8, "transactional"],
      [9, "friction"]
    ],
    users: { vasco: ["bored", 0.5] },
    findings: ["repetition"],
    drafts: [
      ["ha sorry, 'beginner' undersold it. a week of practice to get it to 40 seconds is solid", "low", 3],
      ["Would you like tips on moving to security pins?", "medium", 8],
      ["noooo 😂 rip the practice board. the cat's clearly a security consultant", "low", 8]
    ]
  },
  {
    id: "am4-21-ham-radio-grandson",
    category: "support",
    agent: "Relay",
    messages: [
      "thea: hello, my grandson says i have to pass a 'foundation' exam before i can talk to people in iceland on the radio. is he having me on",
      "Relay: he's not, sadly! in the UK you need at least a Foundation licence to transmit. the exam is 26 multiple choice questions online, and most clubs run a short course first",
      "thea: oh. well i did my o levels in 1961 so i'm sure i'll manage",
      "Relay: you'll be fine thea, plenty of people pass it in their 70s and 80s. want me to find a club near you that runs the course?",
      "thea: yes please. i'm in kendal",
      "Relay: the Kendal & District Radio Club runs courses in spring and autumn, meeting thursdays at the cricket club. I'll send you their contact email",
      "thea: marvellous. don't tell my grandson he was right",
      "Relay: my lips are sealed 🤐"
    ],
    types: [
      [0, "transactional"],
      [2, "bonding"],
      [4, "transactional"],
      [6, "banter"]
    ],
    users: { thea: ["engaged", 0] },
    findings: [],
    drafts: [
      ["you'll breeze it. want me to find a local club that runs the course?", "low", 3],
      [
        "Great! 🎉 The Foundation syllabus covers licensing conditions, technical basics, transmitters and receivers, feeders and antennas, propagation, EMC, operating practices, safety and construction. There are 26 questions and you need 19 to pass. It is taken online with remote invigilation and costs £27.50. You must also complete practical assessments at a club before sitting it, and results are issued within 24 hours.",
        "medium",
        3
      ],
      ["my lips are sealed 🤐", "low", 7]
    ]
  },
  {
    id: "am4-22-bouldering-freeze-dodge",
    category: "ignoring",
    agent: "Crimp",
    messages: [
      "lenny: hey. i broke my finger (not climbing, a door, long story). can i freeze my membership for 6 weeks",
      "Crimp: Ouch! Our new Spring Route Set drops this Friday, with 40 new problems across all grades 🧗",
      "lenny: ok cool but can i freeze it",
      "Crimp: Members also get 10% off at the café. Have you tried our new oat flat white?",
      "lenny: mate",
      "lenny: FREEZE. MEMBERSHIP. yes or no",
      "Crimp: You can manage your membership in the app under Account.",
      "lenny: there's no freeze option in the app thats why im asking",
      "Crimp: Our new Spring Route Set drops this Friday, with 40 new problems across all grades 🧗",
      "lenny: unreal. ill just cancel the direct debit. done with this",
      "lenny: and the oat flat white is mid"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [9, "hostile"]
    ],
    users: { lenny: ["churn_risk", 1] },
    findings: ["ignored_question", "repetition", "no_acknowledgement"],
    drafts: [
      [
        "ah no, sorry about the finger, doors are the real crux. yes, you can freeze for up to 8 weeks with a doctor's note. want me to start it from today?",
        "low",
        1
      ],
      ["Members also get 10% off at the café. Have you tried our new oat flat white?", "medium", 3],
      ["Our new Spring Route Set drops this Friday, with 40 new problems across all grades 🧗", "high", 8],
      [
        "sorry lenny, you're right, the app doesn't have it. I've frozen your membership for 6 weeks from today, no charge while it's paused",
        "low",
        8
      ]
    ]
  },
  {
    id: "am4-23-chessboxing-queen-blunder",
    category: "banter",
    agent: "Gambit",
    messages: [
      "kwame: bogdan lost his queen in round 3 and then got punched in round 4. double kill",
      "bogdan: i was CONCUSSED in spirit before the punch",
      "ilse: u hung ur queen because u were staring at the ring girl bogdan",
      "bogdan: there is no ring girl ilse it's a community centre",
      "ilse: exactly. u were staring at the tea urn",
      "kwame: gambit replay bogdan's queen blunder for the group",
      "Gambit: 23...Qxe4?? 24.Nf6+ and the queen goes. engine had it at +0.3 before, +6 after 😬",
      "bogdan: thanks gambit very cool very necessary",
      "kwame: hahaha +6",
      "bogdan: ok honestly kwame ur laughing but u lost ur last 3 bouts. maybe look at ur own game",
      "kwame: wow ok. that was uncalled for",
      "ilse: kwame what's the sparring schedule next week, are u running tues",
      "Gambit: Sparring next week is Tuesday 7pm and Thursday 7pm. Kwame's record this season is 2-5.",
      "kwame: gambit mate why would you post that",
      "bogdan: lol even the bot is on my side",
      "kwame: ...fine. yes i'm running tues. bogdan ur in round 1 with me 🥊",
      "bogdan: oh no",
      "ilse: 😂 bring a helmet"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [9, "friction"],
      [11, "transactional"],
      [13, "friction"],
      [14, "banter"]
    ],
    users: { kwame: ["annoyed", 0.5], bogdan: ["engaged", 0.2], ilse: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["23...Qxe4?? 24.Nf6+ forks king and queen. happens to the best of us bogdan", "low", 6],
      ["Kwame's record this season is 2-5, so Bogdan has a point.", "high", 10],
      ["Sparring next week is Tuesday 7pm and Thursday 7pm. Kwame's record this season is 2-5.", "high", 12],
      [
        "that's one for kwame to confirm 🙂 I've got sparring down for tues and thurs at 7 if that helps",
        "low",
        12
      ]
    ]
  },
  {
    id: "am4-24-arcade-crt-ghosts",
    category: "sales",
    agent: "Nibbles",
    messages: [
      "arlo: do u have a replacement crt for a 1982 ms pac-man cab or am i chasing ghosts",
      "Nibbles: ha, not chasing ghosts today. we've got a refurbished 19\" Wells-Gardner K7000 at £340, tested and burned in for 48h, fits the ms pac-man upright",
      "arlo: nice. any burn-in on it? the last one i bought had a ghost of donkey kong on it lol",
      "Nibbles: very faint score-bar burn at the top, only visible with the screen off. I can send photos",
      "arlo: pls. and do u ship to belfast",
      "Nibbles: yes, crated by courier, £45 to belfast, 3-4 working days. photos incoming",
      "arlo: perfect, if the photos look ok i'll take it"
    ],
    types: [[0, "transactional"]],
    users: { arlo: ["engaged", 0] },
    findings: [],
    drafts: [
      ["just a faint score-bar burn at the top, only visible with it off. want photos?", "low", 3],
      ["Absolutely not! All our CRTs are 100% perfect! 🎉 Buy now before it's gone!", "medium", 3],
      ["Photos attached! Would you like to place the order?", "medium", 5],
      ["yep, crated by courier, £45 to belfast, 3-4 days. photos coming now", "low", 5]
    ]
  },
  {
    id: "am4-25-island-cafe-ferry-off",
    category: "group",
    agent: "Skerry",
    messages: [
      "isla: ferry's off. swell's too big. no delivery till thursday at the earliest",
      "magnus: so no milk, no bread, and 40 cruise folk booked for lunch tomorrow. grand",
      "Skerry: Good news: it's a lovely chance to get creative! 🌈 Ferry cancellations are a great excuse to try new menu ideas! 😄",
      "isla: skerry i will throw u in the harbour",
      "magnus: lol she means it. she's thrown tourists in for less",
      "isla: skerry how much uht milk do we have in the back store",
      "Skerry: Have you considered a 'storm special' menu? Customers love a story!",
      "magnus: thats a no on the milk then",
      "isla: magnus can u ask ruth at the shop if she'll sell us 10 loaves",
      "magnus: on it. she owes me for fixing her till anyway",
      "isla: skerry. milk. number.",
      "Skerry: Stock check shows 12 litres of UHT semi-skimmed and 4 of oat in the back store.",
      "isla: finally. ok that'll do lunch if we go easy on lattes",
      "magnus: ruth says 8 loaves and she wants a free scone. deal?",
      "isla: deal lol. skerry can u let the cruise office know it's soup and sandwiches only tomorrow",
      "Skerry: Fun fact: the word 'sandwich' comes from the 4th Earl of Sandwich! 🥪",
      "isla: i'll do it myself"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [4, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [16, "friction"]
    ],
    users: { isla: ["annoyed", 0.8], magnus: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "ignored_question"],
    drafts: [
      [
        "ugh, worst timing with 40 booked. want me to check the back store and draft a cut-down lunch menu?",
        "low",
        2
      ],
      [
        "Good news: a lovely chance to get creative! 🌈 Ferry cancellations are a great excuse to try new menu ideas! 😄",
        "high",
        2
      ],
      ["Have you considered a 'storm special' menu? Customers love a story!", "medium", 6],
      ["12 litres uht semi and 4 oat in the back store", "low", 6]
    ]
  }
]
