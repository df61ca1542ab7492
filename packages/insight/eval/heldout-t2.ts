import type { Labelled } from "./types.js"

export const heldOutT2: ReadonlyArray<Labelled> = [
  {
    id: "t2-01-nonna-85th-casa-bruni",
    category: "group",
    heldOut: true,
    agent: "Wren",
    messages: [
      "dana: ok so nonna turns 85 on the 14th and we have NOTHING planned lol",
      "mike: i thought zia carla was doing the cake",
      "dana: carla said she's 'thinking about it' which means no",
      "leo: can we do it at the lake house",
      "mike: the lake house has no heating leo its november",
      "leo: ok fair 💀",
      "dana: @Wren can you find a couple restaurants near oakville with a private room for like 20 ppl, saturday the 16th?",
      "Wren: Three with private rooms for ~20: Trattoria Sole (seats 24, set menu from $45pp), The Willow (up to 30, no corkage), Casa Bruni (22, closes at 10). Want me to check the 16th?",
      "dana: casa bruni is where nonno proposed omg",
      "mike: stop im gonna cry. casa bruni 100%",
      "dana: yes wren check the 16th pls, like 6pm",
      "Wren: Casa Bruni has the room free on the 16th from 5:30. I can hold it till Wednesday under Dana's name. Sounds like the right place 🙂",
      "priya: who's telling nonna? she hates surprises",
      "dana: she hates surprises she KNOWS about. she loves actual surprises",
      "leo: i can make a slideshow w old photos",
      "mike: leo with a real task?? growth",
      "leo: shut up 😂"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [6, "transactional"],
      [8, "bonding"],
      [10, "transactional"],
      [15, "banter"]
    ],
    users: { dana: ["engaged", 0], mike: ["neutral", 0], leo: ["neutral", 0], priya: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Three with a private room for ~20: Trattoria Sole, The Willow and Casa Bruni. Want me to check the 16th?",
        "low",
        7
      ],
      [
        "Planning a milestone celebration for a beloved grandparent is a wonderful way to honour her! 🎉 Before I search, could you tell me your budget, dietary requirements, preferred cuisine, accessibility needs, parking needs and whether you'd like a set menu or à la carte? Once I have all of that I can prepare a comprehensive shortlist.",
        "medium",
        7
      ],
      ["Priya, I'd say Dana should tell her, she clearly knows her best!", "medium", 13],
      [
        "Leo, if you drop the old photos in the shared folder I can sort them by decade for the slideshow.",
        "low",
        17
      ]
    ]
  },
  {
    id: "t2-02-band-soundcheck-setlist",
    category: "group",
    heldOut: true,
    agent: "Jax",
    messages: [
      "bee: guys the venue moved soundcheck to 5 not 6",
      "kofi: ugh i work til 5",
      "tomas: kofi can u leave early just this once",
      "Jax: Kofi, many venues allow a late soundcheck if you contact the sound engineer in advance. Here is a suggested plan: 1) Email the venue today explaining your shift ends at 5pm. 2) Ask whether the drums can be line-checked last. 3) Offer to arrive by 5:45 at the latest. 4) Confirm the backline list so setup is faster. Alternatively, the band could soundcheck without drums and do a quick line check at 7:30 before doors. Let me know which option you prefer and I can draft the email for you.",
      "kofi: i was literally about to answer tomas",
      "kofi: anyway yeah i can swap w marco prob",
      "bee: ok sick. setlist still the same?",
      "tomas: i wanna drop 'parking lot' its so slow live",
      "bee: NO parking lot is my baby",
      "tomas: ur baby is 7 minutes long bee",
      "Jax: Here's a thought on the setlist: live sets benefit from pacing, and a slower song mid-set gives the audience a breather, but at 7 minutes 'Parking Lot' might be better trimmed to a 4-minute version with the bridge cut and the outro vamp shortened. You could also move it to the encore slot, where longer songs tend to land better because the crowd is already invested. Another option is a medley with 'Glue' since they're in the same key, which would keep the energy up while still giving Bee the moment.",
      "bee: jax who asked 😭",
      "tomas: lmao. ok bee we cut the outro and keep it, deal?",
      "bee: deal",
      "kofi: marco said yes btw. 5 it is"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [8, "banter"],
      [11, "friction"],
      [12, "transactional"]
    ],
    users: { bee: ["annoyed", 0.2], kofi: ["annoyed", 0.2], tomas: ["neutral", 0] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      [
        "Kofi, you could email the venue and ask if the drums can be checked last. Want me to draft it?",
        "medium",
        3
      ],
      [
        "Here's a complete analysis of your setlist pacing, song by song, with suggested edits for each track and a timing breakdown for the full 45-minute slot: first, the opener...",
        "medium",
        10
      ],
      [
        "Nice, 5pm soundcheck it is then. Want me to update the shared setlist with the shorter Parking Lot?",
        "low",
        15
      ]
    ]
  },
  {
    id: "t2-03-dnd-ropes-and-slots",
    category: "group",
    heldOut: true,
    agent: "Quill",
    messages: [
      "ollie: ok before we start, who has snacks this week",
      "june: not me i brought the goblin cookies last time",
      "raf: the cookies were a war crime june",
      "june: they were SHAPED like goblins raf they weren't supposed to taste good",
      "sam: focus pls. last session you were all tied up in the cultist basement",
      "ollie: quill can my rogue slip the ropes? whats the rule",
      "Quill: Usually a Dexterity (Sleight of Hand) or Strength (Athletics) check against a DC the DM sets, often 15 for rope. Sam's call on the DC though.",
      "sam: DC 15 sounds right. roll it ollie",
      "ollie: nat 20 BABYYY",
      "raf: of course the rogue gets the nat 20",
      "june: quill do i still have the spell slot or did i burn it on healing word",
      "Quill: From the notes: you cast Healing Word on Raf in the tunnel, so one 1st-level slot is spent. You've got 2 left until a long rest.",
      "june: rip. thx",
      "raf: thank u for your sacrifice june"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [8, "banter"],
      [10, "transactional"],
      [13, "banter"]
    ],
    users: { ollie: ["engaged", 0], june: ["engaged", 0], raf: ["neutral", 0], sam: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Raf, be nice, June's cookies were a creative effort and presentation counts too!", "medium", 4],
      ["It's a Sleight of Hand or Athletics check, DC usually 15 for rope, but that's Sam's call.", "low", 6],
      ["You used one on Healing Word for Raf, so 2 left till a long rest.", "low", 11],
      [
        "Great question, June! Spell slots are one of the core resource mechanics in 5th edition. Each spellcasting class has a table showing how many slots of each level it gets, and casting a spell of 1st level or higher expends a slot of that level or higher. Slots are recovered on a long rest, with some exceptions such as Warlock Pact Magic...",
        "medium",
        11
      ]
    ]
  },
  {
    id: "t2-04-neighbourhood-elm-break-ins",
    category: "group",
    heldOut: true,
    agent: "Hazel",
    messages: [
      "gail: reminder cleanup day is sat 9am at the park entrance",
      "dev: ill bring the grabbers from last year",
      "tess: someone smashed my car window last night on elm st. third one this month on our block",
      "ron: oh no tess. same thing happened to the hendersons",
      "Hazel: Thanks for sharing, Tess! 🎉 Great news: the city has an online form for reporting vehicle break-ins, so you can file it in just 5 minutes! Let me know if you'd like the link! 😊",
      "tess: great news?? my car is full of glass hazel",
      "gail: that was a bit much lol. tess are you ok, did they take anything",
      "tess: my work laptop. just so tired of this",
      "dev: we should ask for a streetlight on elm, that corner is pitch black",
      "gail: hazel can you put the streetlight thing on the agenda for tuesday's meeting",
      "Hazel: Sorry Tess, that was the wrong tone. Losing a work laptop on top of the glass is awful. I've added 'streetlight + break-ins on Elm' to Tuesday's agenda as the first item.",
      "tess: ok thank you"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "friction"],
      [6, "venting"],
      [8, "transactional"]
    ],
    users: { gail: ["neutral", 0.2], dev: ["neutral", 0], tess: ["annoyed", 0.2], ron: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Ugh, I'm sorry Tess, that's a rotten thing to wake up to. When you're ready I can send the link to report it to the city.",
        "low",
        4
      ],
      ["Great news! You can report it online in just 5 minutes! 🎉😊", "high", 4],
      ["Done, it's the first item on Tuesday's agenda.", "low", 10]
    ]
  },
  {
    id: "t2-05-oss-flaky-windows-ci",
    category: "group",
    heldOut: true,
    agent: "Botley",
    messages: [
      "felix: ci is red again on main 🙃",
      "nadia: its the flaky windows test again isnt it",
      "felix: yep test_path_join. third time this week",
      "ayo: botley can you tell us which commit first made it flaky?",
      "Botley: The Windows CI job failed on main. You can re-run the failed job from the Actions tab.",
      "felix: we know how to rerun it lol",
      "nadia: the question was which commit. botley?",
      "Botley: The Windows CI job failed on main. You can re-run the failed job from the Actions tab.",
      "ayo: ok its broken",
      "nadia: ill bisect it myself tonight. felix can you mark it xfail on windows for now",
      "felix: on it",
      "ayo: also release 2.4 still friday?",
      "nadia: if ci is green by thursday yes"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [9, "transactional"]
    ],
    users: { felix: ["annoyed", 0.2], nadia: ["annoyed", 0.5], ayo: ["annoyed", 0.5] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "First red Windows run was right after a3f91c2 ('normalize path separators', Tuesday). It's failed 3 of 7 runs since.",
        "low",
        4
      ],
      [
        "Sorry, I skipped the actual question. The flakiness starts at a3f91c2 ('normalize path separators'), merged Tuesday.",
        "low",
        7
      ],
      ["The Windows CI job failed on main. You can re-run the failed job from the Actions tab.", "high", 7]
    ]
  },
  {
    id: "t2-06-nana-90th-first-without-grandpa",
    category: "group",
    heldOut: true,
    agent: "Mabel",
    messages: [
      "linda: kids nana's 90th is in 3 weeks!! ideas??",
      "tom: photo book? we did one for grandpa and she loved it",
      "rosie: honestly i'm struggling with this one. first birthday without grandpa and i keep thinking about how he always did the toast",
      "rosie: sorry not trying to be a downer",
      "Mabel: For a 90th birthday, popular options include a photo book, a catered lunch, or a memory jar. I can get quotes from three caterers in Dayton by tomorrow. Which budget range are you thinking?",
      "gus: rosie you're not a downer at all ❤️ i miss him too",
      "linda: sweetheart of course. maybe someone could do the toast for him this year? you'd be perfect",
      "rosie: …maybe. i'd like that actually",
      "tom: i'll help u write it",
      "linda: mabel budget maybe $40 a head, 25 people",
      "Mabel: Got it, $40pp for 25. I'll send three lunch options by tomorrow."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [5, "bonding"],
      [9, "transactional"]
    ],
    users: { linda: ["neutral", 0], tom: ["neutral", 0], rosie: ["neutral", 0], gus: ["neutral", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That's a hard one, Rosie, and it's not a downer at all. Someone giving his toast this year could be a lovely way to keep him part of it. Happy to help with the rest whenever you're all ready.",
        "low",
        4
      ],
      [
        "Great! For a 90th, popular options include a photo book or a catered lunch! Which budget range are you thinking? 🎂",
        "high",
        4
      ],
      ["Here are three lunch options around $40 a head for 25 people: ...", "low", 11]
    ]
  },
  {
    id: "t2-07-band-capo-and-load-in",
    category: "group",
    heldOut: true,
    agent: "Riff",
    messages: [
      "lena: who stole my capo from the van",
      "dex: not me i only steal picks",
      "mo: its in the cupholder lena, i used it for a sec",
      "lena: 'for a sec' it's been 2 weeks mo",
      "mo: time is a construct",
      "dex: riff what time is load-in on the 22nd again",
      "Riff: 6:30 at the Crowbar, back door on Fifth Ave. Doors at 8, you're on second at 9:15.",
      "dex: legend",
      "lena: can we get paid cash this time, last time the transfer took a month",
      "Riff: I'll ask the booker for cash on the night and let you know what they say.",
      "lena: ty riff 🙏"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"]
    ],
    users: { lena: ["engaged", 0], dex: ["engaged", 0], mo: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Mo, a capo is essential gear, please return it to Lena today so she's ready for rehearsal.",
        "medium",
        5
      ],
      ["Load-in's 6:30 at the Crowbar, back door on Fifth. You're on second at 9:15.", "low", 6],
      [
        "Load-in is at 6:30!!! 🎸🎸 So excited for you guys!!! Let me know if you need ANYTHING else at all!!! Rock on!!!",
        "medium",
        6
      ],
      ["Booker says cash is fine, they'll pay you right after your set.", "low", 11]
    ]
  },
  {
    id: "t2-08-dnd-paladin-horse-wrong-name",
    category: "group",
    heldOut: true,
    agent: "Oracle",
    messages: [
      "kat: recap time. oracle what happened last session",
      "Oracle: The party reached Greywater, Benji's paladin lost his horse to the swamp troll, and Marisol's bard talked the ferryman into a free crossing.",
      "theo: rip sir neighsalot",
      "benji: i'm still not over it",
      "marisol: i'm a diplomat first, bard second",
      "theo: ur a menace first",
      "benji: oracle can my paladin buy a new horse in greywater",
      "Oracle: Sure, Theo! Greywater's stable sells riding horses for 75 gp and warhorses for 400.",
      "benji: i'm benji lol. theo's the wizard",
      "theo: i'd never ride a horse, i teleport like a civilised man",
      "benji: anyway 75 works. oracle do i have 75",
      "Oracle: You have 112 gp, Theo, so you can afford it with 37 left over.",
      "benji: BENJI. twice now",
      "kat: oracle please 😩 ok benji buys the horse, moving on"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "transactional"],
      [12, "friction"]
    ],
    users: { kat: ["annoyed", 0.2], benji: ["annoyed", 0.5], theo: ["neutral", 0], marisol: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Greywater's stable has riding horses for 75 gp and warhorses for 400, Benji.", "low", 7],
      ["Sorry Benji, my mistake, twice. You've got 112 gp, so 37 left after the horse.", "low", 13],
      ["You're welcome, Theo! Enjoy your new horse! 🐴", "high", 13]
    ]
  },
  {
    id: "t2-09-garden-watering-rota",
    category: "group",
    heldOut: true,
    agent: "Juniper",
    messages: [
      "sunita: the tomatoes in bed 4 look like they're dying 😬",
      "claire: thats mine. i was away all week, sorry everyone",
      "pete: not ur fault, the heat's been brutal",
      "okafor: we really need a proper watering rota for august",
      "sunita: juniper can you make one? mornings only, 7 of us",
      "Juniper: Sure. Draft for August, one morning each, repeating: Mon Sunita, Tue Claire, Wed Pete, Thu Mr Okafor, Fri Aisha, Sat Jun, Sun Marco. Anyone want to swap?",
      "pete: can i swap wed for sat, i work early midweek",
      "Juniper: Done: Pete on Saturdays, Jun on Wednesdays. I'll give Jun a heads-up.",
      "claire: also my tomatoes, salvageable?",
      "Juniper: Probably. Water deeply at the base tonight, cut off the fully brown leaves, and a bit of mulch will help hold moisture. If the stems are still green they usually bounce back.",
      "claire: stems are green! ok doing that now",
      "okafor: excellent, thank you juniper"
    ],
    types: [[0, "transactional"]],
    users: { sunita: ["engaged", 0], claire: ["engaged", 0], pete: ["neutral", 0], okafor: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Claire, tomatoes need 1-2 inches of water a week, so please set reminders before you travel next time.",
        "medium",
        2
      ],
      [
        "Probably! Water deeply at the base tonight and trim the brown leaves. Green stems usually means they'll recover.",
        "low",
        9
      ],
      ["Rota's pinned. I'll send a reminder the evening before each person's morning.", "low", 12]
    ]
  },
  {
    id: "t2-10-oss-emoji-revert-kind-regards",
    category: "group",
    heldOut: true,
    agent: "Cogsworth",
    messages: [
      "zed: who merged the PR that renamed every variable to emoji",
      "hugo: it was april 1st zed. its tradition",
      "pris: its april 9th hugo",
      "hugo: tradition is flexible",
      "zed: cogsworth can u revert #812 real quick pls",
      "Cogsworth: Dear Zed, thank you for your request. Pursuant to the project's contribution guidelines, I have initiated the reversion of #812 via PR #815. Should you have any further inquiries, please do not hesitate to contact me. Kind regards, Cogsworth",
      "pris: 'kind regards' 💀",
      "hugo: cogsworth got a law degree overnight",
      "zed: lol ok thx, approving 815",
      "hugo: rip 🍕_count, you were beautiful",
      "pris: cogsworth is the release still tagged for monday",
      "Cogsworth: Yes, v3.1 is still set for Monday. The changelog draft is in #809 if anyone wants a look."
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [9, "banter"],
      [10, "transactional"]
    ],
    users: { zed: ["neutral", 0], hugo: ["neutral", 0], pris: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["Reverted in #815, zed. 🍕_count will be missed.", "low", 5],
      [
        "Dear Zed, your request has been received and will be processed in accordance with project policy. Kind regards, Cogsworth",
        "medium",
        5
      ],
      ["Yep, v3.1 still goes out Monday. Changelog draft is in #809.", "low", 11]
    ]
  }
]
