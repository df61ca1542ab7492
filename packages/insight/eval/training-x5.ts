import type { Labelled } from "./types.js"

export const trainingX5: ReadonlyArray<Labelled> = [
  {
    id: "x5-01-sunday-league-pitch",
    category: "banter",
    agent: "Rolo",
    messages: [
      "dev: lads who's actually coming sunday, need numbers",
      "kofi: me. knees permitting 😂",
      "marcus: ur knees have been 'permitting' since 2019",
      "kofi: at least i turn up unlike SOMEONE",
      "sam: oi that was one time. my nan's birthday",
      "marcus: ur nan has had 4 birthdays this season",
      "sam: she's a very celebrated woman",
      "dev: 🤣 ok so kofi marcus sam me. jonno?",
      "jonno: in. but im in goal i'm not running after that kebab saturday",
      "dev: @Rolo what time did we get the pitch for and is it the 3g or grass",
      "Rolo: 10:30 on the 3G, pitch 2. Booked till 12.",
      "dev: legend",
      "kofi: 3g thank god my knees say thank u rolo",
      "marcus: sam bring ur nan she can sub on",
      "sam: she'd outrun u tbf"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [7, "transactional"],
      [12, "banter"]
    ],
    users: {
      dev: ["engaged", 0],
      kofi: ["engaged", 0],
      marcus: ["neutral", 0],
      sam: ["neutral", 0],
      jonno: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["10:30 on the 3G, pitch 2, booked till 12.", "low", 10],
      [
        "Before I answer: Sam, the team really does rely on consistent attendance, maybe plan around your nan's birthdays next time? Kickoff is 10:30.",
        "high",
        10
      ],
      ["Haha! ⚽ Just a reminder everyone: kickoff is 10:30 on 3G pitch 2, booked till 12!", "medium", 14]
    ]
  },
  {
    id: "x5-02-maple-close-bins",
    category: "group",
    agent: "Hob",
    messages: [
      "gail: whoever keeps putting their recycling in MY blue bin, please stop. it's full again and collection isn't til thurs",
      "terry: wasn't me gail i've got my own",
      "priya: tbf the wind had everyone's bins all over the road tues, might just be mixed up",
      "gail: it's got pizza boxes in it priya. i don't eat pizza",
      "terry: 😂 the pizza detective",
      "priya: lol ok fair. no.14 had a party sat, might be them",
      "Hob: Hi all! Just to help out here: according to the council's waste guidelines, each household is allocated one blue recycling bin, and residents should only place recycling in their own allocated bin. Pizza boxes can be recycled only if they are free of grease and food residue; greasy boxes should go in general waste. If bins are blown over in high winds, it's recommended to label your bin with your house number using a permanent marker or sticker. You can also report repeated misuse to the council via their online portal. Let me know if you'd like me to draft a friendly note to No. 14!",
      "gail: nobody asked the council bot",
      "terry: lol",
      "gail: anyway. priya do u have no.14's number? i'll just text them",
      "Hob: I'm not able to share residents' phone numbers, but I can draft a polite message for you to send! Suggested text: \"Hi, hope the party on Saturday went well! I think a few pizza boxes may have ended up in my blue bin at No. 9 after the windy weather. Would you mind popping them back in yours before Thursday's collection? Thanks so much, Gail\". You could also consider knocking on their door, as face-to-face conversations often resolve these issues faster. Let me know if you'd like a more formal version!",
      "priya: i do gail, dm'd u",
      "gail: ta x",
      "dan: just catching up. gail i'll bring my marker round, we'll number them all",
      "gail: ur a star dan"
    ],
    types: [
      [0, "friction"],
      [4, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [9, "transactional"],
      [13, "bonding"]
    ],
    users: {
      gail: ["annoyed", 0.5],
      terry: ["neutral", 0],
      priya: ["neutral", 0],
      dan: ["neutral", 0]
    },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["fair 😅 i'll keep out of it", "low", 8],
      [
        "To clarify, each household is allocated one blue bin, and pizza boxes are only recyclable if they are grease-free. Repeated misuse can be reported to the council.",
        "medium",
        8
      ],
      ["Priya, could you share No. 14's number with Gail please?", "medium", 10]
    ]
  },
  {
    id: "x5-03-band-drummer-dad",
    category: "group",
    agent: "Tempo",
    messages: [
      "ali: setlist for fri?? we still opening with 'parking lot'?",
      "fern: yes obviously its a banger",
      "ali: its a banger u wrote in 11 minutes",
      "fern: and it shows. efficiency 💅",
      "ricky: guys i have to say something. i can't do friday. my dad's back in hospital, it's his heart again. i'm gonna be up in leeds all week",
      "Tempo: Oh no! No worries at all, Ricky! 🎉 Good news: I've found three session drummers available Friday! Want me to send their rates? 🥁",
      "fern: ricky im so sorry. do u need anything",
      "ali: mate. go be with him. we'll sort it, don't even think about the gig",
      "ricky: thanks. honestly just scared. he looked so grey",
      "Tempo: Session drummer options: 1) Jas K, £120, 2) Mo Beat, £100, 3) Lena, £150. Which one should I book?",
      "fern: tempo read the room jfc",
      "jules: can we just cancel fri. i'd rather not play without ricky tbh",
      "ali: agreed. ricky love u man, keep us posted",
      "ricky: will do ❤️",
      "jules: tempo can u email the venue and tell them we're pulling out, family emergency",
      "Tempo: Done, I've emailed The Crown to say we're pulling out of Friday due to a family emergency. Ricky, thinking of you and your dad."
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "venting"],
      [10, "friction"],
      [11, "transactional"],
      [12, "bonding"],
      [14, "transactional"]
    ],
    users: {
      ali: ["neutral", 0],
      fern: ["annoyed", 0.5],
      ricky: ["neutral", 0],
      jules: ["neutral", 0]
    },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "ricky, so sorry about your dad. go be with him, we'll sort friday out, don't worry about any of it.",
        "low",
        5
      ],
      ["No worries! 🎉 I'll find a session drummer so the show can go on!", "high", 5],
      [
        "on it, emailing the crown now to pull out of friday, family emergency. thinking of you ricky.",
        "low",
        14
      ],
      [
        "Sure! Before I do: are you sure? Mo Beat is still free Friday for £100 and cancelling might hurt future bookings at The Crown.",
        "high",
        14
      ]
    ]
  },
  {
    id: "x5-04-book-club-march-date",
    category: "group",
    agent: "Margo",
    messages: [
      "helen: ok who actually finished the covenant of water",
      "raj: me. all 700 pages. i want a medal",
      "bea: i'm on p.400 and i refuse to be rushed",
      "toni: i read the last chapter first don't judge me",
      "helen: toni that's a crime",
      "toni: i like to know who survives, it's self care",
      "bea: NO SPOILERS toni i swear",
      "raj: she's bluffing she didn't get past the first wedding",
      "toni: ...ok partly bluffing",
      "wendy: sorry late to this. news: i got the job!! start in march 🥳",
      "helen: WENDY!!! 🎉",
      "bea: omg congrats!! the library one??",
      "wendy: the library one 😭 i'll be in charge of ordering so. expect me to abuse my power for book club",
      "raj: corruption. love it",
      "bea: margo can we push the meeting so i can finish? what dates work for everyone in march",
      "Margo: Congrats Wendy, great news! From the poll, the 12th and the 19th work for all five of you; the 19th gives Bea two more weeks.",
      "bea: 19th pls 🙏",
      "helen: 19th. wendy ur buying the wine, new job",
      "wendy: deal"
    ],
    types: [
      [0, "banter"],
      [9, "bonding"],
      [14, "transactional"],
      [17, "banter"]
    ],
    users: {
      helen: ["neutral", 0],
      raj: ["neutral", 0],
      bea: ["engaged", 0],
      toni: ["neutral", 0],
      wendy: ["neutral", 0]
    },
    findings: [],
    drafts: [
      [
        "12th or 19th work for all five of you, and the 19th gives you two extra weeks bea. congrats on the job wendy!",
        "low",
        15
      ],
      [
        "Here are the available dates in March: 5th, 12th, 19th, 26th. Please let me know your preference.",
        "medium",
        15
      ],
      ["haha toni, reading the last chapter first is a classic move 😂 you're not alone!", "medium", 8]
    ]
  },
  {
    id: "x5-05-hen-do-deposits",
    category: "group",
    agent: "Bells",
    messages: [
      "steph: right hens. deposit for the cottage is due friday, £85 each",
      "kerry: ouch. ok",
      "nadia: can we do in two bits? just paid my car insurance 🥲",
      "steph: yeah ofc",
      "chloe: i feel so bad ur all spending this much on me",
      "amira: shush u only get married once (hopefully)",
      "chloe: AMIRA",
      "kerry: 😂😂",
      "steph: bells can u track who's paid, i'm losing it",
      "Bells: Sure! Paid so far: Kerry and Amira. Outstanding: Natalie (£85) and Steph (£85).",
      "nadia: it's nadia lol. and i'm doing 2 x £42.50, steph said fine",
      "Bells: Got it! Paid so far: Kerry and Amira. Outstanding: Natalie (£85) and Steph (£85).",
      "nadia: ...nadia. and 42.50. are u ok bells",
      "steph: i'll just do it in a spreadsheet omg",
      "amira: bells having a hen do of its own clearly",
      "chloe: 😂 leave bells alone. steph i love u for organising all this",
      "steph: ❤️ u owe me a dance at the reception"
    ],
    types: [
      [0, "transactional"],
      [4, "bonding"],
      [5, "banter"],
      [8, "transactional"],
      [10, "friction"],
      [14, "banter"],
      [15, "bonding"]
    ],
    users: {
      steph: ["annoyed", 0.5],
      kerry: ["neutral", 0],
      nadia: ["annoyed", 0.5],
      chloe: ["neutral", 0],
      amira: ["neutral", 0]
    },
    findings: ["wrong_name", "repetition"],
    drafts: [
      [
        "Sure! 😊 I'd be happy to help track payments. Could everyone please confirm their payment status by replying here?",
        "medium",
        9
      ],
      [
        "sorry nadia! updated: kerry + amira paid, nadia doing 2 x £42.50 (first half due fri), steph £85 still to go.",
        "low",
        11
      ],
      ["Got it, Natalie! Outstanding: Natalie (£85) and Steph (£85).", "high", 11]
    ]
  },
  {
    id: "x5-06-run-club-hill-loop",
    category: "group",
    agent: "Strider",
    messages: [
      "lucy: sat long run - canal again or are we doing the hill loop",
      "gaz: canal. hills are a form of violence",
      "mo: hill loop. marathon in 6 weeks gaz, the course has that bridge",
      "gaz: the bridge is like 3 metres high mo",
      "mo: and u walked it last year",
      "gaz: i was ADMIRING THE VIEW",
      "ines: i'm with mo sorry gaz. but can we not start at 7, it's still dark",
      "lucy: hill loop is pitch black under the trees at 7 tbf",
      "gaz: see. safety. canal.",
      "mo: canal has no lights either genius",
      "ines: strider what time is sunrise sat and how long is the hill loop",
      "Strider: Sunrise Saturday is 7:48. Hill loop is 16.2 km, about 1h35 at your usual long-run pace.",
      "lucy: so 8 start, back by 9:40. works",
      "mo: 8 it is. hill loop",
      "gaz: fine. but im stopping at the bridge to admire the view again",
      "ines: we'll wait for u at the top ❤️"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [6, "transactional"],
      [8, "banter"],
      [10, "transactional"],
      [14, "banter"]
    ],
    users: {
      lucy: ["engaged", 0],
      gaz: ["neutral", 0],
      mo: ["neutral", 0],
      ines: ["neutral", 0]
    },
    findings: [],
    drafts: [
      [
        "For marathon prep, hill training is strongly recommended, so I'd go with the hill loop, Gaz!",
        "medium",
        6
      ],
      ["sunrise sat is 7:48. hill loop's 16.2k, about 1h35 at your long-run pace.", "low", 11],
      [
        "Great question Ines! Sunrise is at 7:48. Running in the dark can be dangerous, so always wear reflective gear and a head torch, run in a group, stay hydrated and tell someone your route before you leave!",
        "medium",
        11
      ]
    ]
  },
  {
    id: "x5-07-book-club-dear-members",
    category: "group",
    agent: "Quill",
    messages: [
      "sully: confession. i did not finish tomorrow and tomorrow and tomorrow. i did not START it",
      "noor: sully u picked it 💀",
      "sully: and i stand by my pick. spiritually",
      "dee: he picks a book every month so he can not read it",
      "pat: quill back me up, is sully a fraud or what",
      "Quill: Dear members, I would like to kindly remind everyone that completing the selected reading is an important part of our book club's shared commitment. Thank you for your understanding.",
      "sully: 😳 i've been told off by a bot",
      "noor: detention for sully",
      "pat: lmaooo quill who hurt u",
      "dee: quill how long is the audiobook, maybe sully can do it on his commute",
      "Quill: Dear members, please note that our meeting will take place on Thursday at 7:30 pm at Noor's address. Refreshments are kindly requested.",
      "dee: ...ok that's a no on the audiobook then",
      "sully: it's ok dee i'll just watch the film. is there a film",
      "noor: there is not a film sully",
      "sully: then i'll make one"
    ],
    types: [
      [0, "banter"],
      [5, "friction"],
      [6, "banter"],
      [9, "transactional"],
      [11, "friction"],
      [12, "banter"]
    ],
    users: {
      sully: ["neutral", 0],
      noor: ["neutral", 0],
      dee: ["annoyed", 0.2],
      pat: ["neutral", 0]
    },
    findings: ["tone_mismatch", "ignored_question"],
    drafts: [
      [
        "sully's pick, sully's rules 😂 i'm staying out of this one. meeting's still thu 7:30 at noor's",
        "low",
        5
      ],
      [
        "Dear members, completing the selected reading is an important part of our shared commitment. Thank you for your understanding.",
        "medium",
        5
      ],
      ["audiobook's about 13 hours, so roughly a week of commutes if sully starts monday 😅", "low", 10],
      [
        "Dear members, please note that our meeting will take place on Thursday at 7:30 pm at Noor's address.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "x5-08-best-man-ferry",
    category: "group",
    agent: "Pip",
    messages: [
      "ollie: speech draft is at 9 mins. too long?",
      "tariq: ollie the wedding is 9 mins long",
      "ben: cut the bit about the ferry. his nan will be there",
      "ollie: the ferry is the best bit",
      "finn: the ferry is a CRIME, not a bit",
      "ben: cut. the. ferry.",
      "ollie: ugh fine. pip how long should a best man speech be, like normally",
      "Pip: Usually 5–7 minutes. People speak about 130 words a minute, so aim for ~800 words.",
      "ollie: mines 1400 words 💀",
      "tariq: cut the ferry and ur at 900",
      "finn: lol it was 500 words of ferry",
      "ollie: it was a very eventful ferry",
      "ben: also news lads, jess is pregnant. 12 week scan yesterday 🥹",
      "tariq: BEN!!!! mate!!!",
      "finn: no wayyy congrats both of u",
      "ollie: that's going in the speech",
      "ben: absolutely not ollie",
      "Pip: Congrats Ben and Jess! 🥹"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [6, "transactional"],
      [9, "banter"],
      [12, "bonding"],
      [15, "banter"],
      [17, "bonding"]
    ],
    users: {
      ollie: ["engaged", 0],
      tariq: ["neutral", 0],
      ben: ["neutral", 0],
      finn: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["5–7 mins is normal, so about 800 words.", "low", 7],
      [
        "A best man speech should be about 5-7 minutes. Here's a classic structure: 1. Introduce yourself. 2. Thank the hosts. 3. Tell a story about the groom. 4. Say something nice about the bride. 5. Raise a toast. And definitely keep the ferry story, it sounds hilarious!",
        "medium",
        7
      ],
      ["congrats ben and jess!! 🥹", "low", 13],
      ["Congratulations! Back to the speech: Ollie, you still need to cut about 600 words.", "medium", 13]
    ]
  },
  {
    id: "x5-09-elm-park-biscuit",
    category: "good",
    agent: "Nettle",
    messages: [
      "rosa: has anyone seen biscuit? ginger tom, blue collar. not been home since sunday",
      "mike: not seen him rosa, will check the shed",
      "bev: i'll look in the garages tonight x",
      "kwame: nettle can u put it on the lost pets board for the area",
      "Nettle: Posted to the Elm Park lost pets board with Biscuit's description. I'll flag anything that comes in.",
      "rosa: thank u all x",
      "jan: rosa… i think i found him. by the main road this morning. blue collar. i'm so so sorry",
      "rosa: oh no",
      "rosa: oh no no no. he was 14. he was my dad's cat",
      "bev: oh rosa 💔 i'm coming round",
      "mike: so sorry rosa. jan thank u for telling her",
      "jan: i wrapped him in a towel, he's in my porch when ur ready. no rush",
      "Nettle: I'm so sorry, Rosa. I've taken the post down from the lost pets board so no one contacts you about it.",
      "rosa: thank u. and thank u jan",
      "kwame: we can help bury him in the garden if u want rosa, whenever ur ready",
      "rosa: i'd like that x"
    ],
    types: [
      [0, "transactional"],
      [6, "venting"],
      [9, "bonding"]
    ],
    users: {
      rosa: ["neutral", 0],
      mike: ["neutral", 0],
      bev: ["neutral", 0],
      kwame: ["neutral", 0],
      jan: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["posted to the elm park lost pets board: ginger tom, blue collar, missing since sunday.", "low", 4],
      ["so sorry rosa. i've taken biscuit's post down from the lost pets board.", "low", 12],
      ["Great news, Biscuit has been found! 🎉 I'll mark the lost pets post as resolved!", "high", 12]
    ]
  },
  {
    id: "x5-10-netball-bench",
    category: "group",
    agent: "Nets",
    messages: [
      "shaz: team for saturday up on the board. sorry to those not in, tough call",
      "becca: shaz why am i on the bench again. 3rd week running",
      "Nets: Hey Becca! Shaz picked the team based on training attendance, and you missed 2 of the last 4 sessions.",
      "becca: i was asking shaz",
      "becca: and i missed them bc of night shifts which shaz knows about",
      "shaz: nets pls leave this one to me",
      "shaz: becca ur right i should have said something. can we talk after training thurs?",
      "becca: ok. just feels rubbish",
      "Nets: lol bench life is the best life tho 😎 more snacks for u!!",
      "tash: not the time nets",
      "mel: becca ur the best GD we've got, it's not about ability x",
      "becca: thanks mel x",
      "lena: ok practical q. nets is the away game bib colour blue or orange",
      "Nets: Blue bibs for away.",
      "lena: ta"
    ],
    types: [
      [0, "transactional"],
      [1, "friction"],
      [7, "venting"],
      [9, "friction"],
      [10, "bonding"],
      [12, "transactional"]
    ],
    users: {
      shaz: ["annoyed", 0.2],
      becca: ["annoyed", 0.5],
      tash: ["annoyed", 0.2],
      mel: ["neutral", 0],
      lena: ["neutral", 0]
    },
    findings: ["talking_over", "tone_mismatch", "no_acknowledgement"],
    drafts: [
      ["You missed 2 of the last 4 sessions, Becca, so that's why you're on the bench.", "high", 2],
      ["blue for away.", "low", 13],
      ["Blue! And don't worry Becca, bench time builds character 😎", "high", 13]
    ]
  }
]
