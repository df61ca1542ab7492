import type { Labelled } from "./types.js"

export const trainingAG2: ReadonlyArray<Labelled> = [
  {
    id: "ag2-01-chore-rota",
    category: "group",
    agent: "Wren",
    messages: [
      "jonah: whoever left the lasagna pan 'soaking' since sunday i know where you sleep",
      "bex: soaking is a valid technique jonah. its marinating in its own regret",
      "tariq: lmaooo the pan has developed a personality at this point",
      "bex: hes called gary now. gary stays",
      "jonah: gary is growing fur bex",
      "jonah: ok srsly tho @Wren can u make us a chore rota, like weekly rotating. dishes bins bathroom hoover",
      "Wren: Sure. 3 of you, 4 chores, so one person doubles up each week. Week 1: Jonah dishes+bins, Bex bathroom, Tariq hoover. Then it rotates one step each Monday. Want it pinned?",
      "tariq: why does jonah get dishes when bex made gary",
      "bex: wow ok tariq. thrown under the bus by my own flatmate",
      "tariq: im just saying the gary situation is a bex situation",
      "bex: you literally left your bike in the hallway for 3 weeks and i said nothing",
      "jonah: guys",
      "tariq: the bike is not a biohazard bex",
      "Wren: Easy fix if you want it: Bex starts on dishes week 1 and Jonah takes bathroom. Same rotation after that, so everyone gets everything eventually.",
      "bex: fine. yes. gary is my burden to bear",
      "tariq: ...ok i'll move the bike tonight. sorry for being snippy, long day at the depot",
      "bex: nah its ok. i'll do gary tonight too. truce? 🤝",
      "jonah: this is the most emotionally mature this flat has ever been",
      "tariq: pizza friday to celebrate? my treat",
      "bex: TARIQ 🥹 ok youre forgiven forever",
      "Wren: Pinned the rota. Enjoy the pizza."
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [15, "bonding"]
    ],
    users: { jonah: ["engaged", 0], bex: ["neutral", 0.2], tariq: ["neutral", 0.2] },
    findings: [],
    drafts: [
      [
        "Can do: week 1 Jonah dishes+bins, Bex bathroom, Tariq hoover, rotating every Monday. Want it pinned?",
        "low",
        6
      ],
      [
        "Certainly! A well-structured chore rota is a key component of harmonious shared living. Below, I have outlined a comprehensive rotating schedule, along with some best practices for maintaining a clean and pleasant home environment for all residents.",
        "medium",
        6
      ],
      [
        "Easy swap if you want: Bex starts on dishes, Jonah on bathroom, same rotation after that.",
        "low",
        13
      ],
      ["Let's keep it civil, everyone! Remember, a clean home is a happy home! 🧽✨", "medium", 13]
    ]
  },
  {
    id: "ag2-02-sunday-league-fees",
    category: "banter",
    agent: "Bolt",
    messages: [
      "kofi: who had the audacity to miss an open goal from 2 yards on sunday. asking for a friend",
      "dmitri: the ball had a bobble. the pitch is a crime scene",
      "sal: the bobble was dmitri's left foot",
      "ines: 😂😂 replayed it 40 times on the club insta, its art",
      "dmitri: delete that ines i'm begging",
      "kofi: @Bolt whats the team's goal tally this season, dmitri needs to know how much he owes us",
      "Bolt: Thank you for your question regarding the team's scoring statistics. Based on the records available to me, the team has scored a total of 14 goals across 9 fixtures this season. Individual contributions are as follows: Kofi 5, Sal 4, Ines 3, Dmitri 1, and 1 own goal credited from the opposition. Please note that these figures are based on match reports submitted by the team captain and may not reflect any unofficial adjustments. Should you require a breakdown by match, assist statistics, or a comparison with the previous season, please do not hesitate to let me know. I hope this information is helpful to you.",
      "sal: bolt why do you talk like my bank",
      "ines: 'unofficial adjustments' im deceased",
      "kofi: ok but real talk, pitch fees are due friday and only me and ines have paid. £12 each, its been 3 weeks",
      "dmitri: i'll pay friday, got paid late this month",
      "sal: i thought the club covered it?? nobody said",
      "kofi: sal it was in the group chat like 4 times",
      "sal: the group chat is 90% ines's memes bro, stuff gets buried",
      "ines: my memes are the only reason this team has morale",
      "kofi: ok fair. @Bolt can you just send everyone a reminder with the amount and the deadline",
      "Bolt: Certainly. I have prepared the following reminder for distribution to all squad members: 'Dear team members, this is a courteous reminder that pitch fees for the current period are now due. The amount payable is £12.00 per player, and payment is requested no later than Friday. Payment may be made via bank transfer to the team account or in cash to the captain. Thank you for your prompt attention to this matter and for your continued commitment to the team.' Please let me know if you would like any amendments to the wording, tone or formatting of this reminder.",
      "sal: 'continued commitment' lmao ok i'll pay tonight",
      "dmitri: same. and sorry kofi, shouldnt be on you to chase everyone every week",
      "kofi: appreciate that man. honestly love this team even with the bobble merchant",
      "ines: group hug at training 🫂 dmitri buys the post match chips"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [9, "friction"],
      [15, "transactional"],
      [18, "bonding"]
    ],
    users: { kofi: ["engaged", 0.2], dmitri: ["neutral", 0], sal: ["neutral", 0.2], ines: ["neutral", 0] },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      ["14 in 9 games. kofi 5, sal 4, ines 3, dmitri 1 😬 plus an own goal. dmitri's buying", "low", 6],
      [
        "Thank you for your question regarding the team's scoring statistics. Based on the records available to me, the team has scored a total of 14 goals across 9 fixtures this season.",
        "medium",
        6
      ],
      ["Sent: 'pitch fees, £12, due friday. pay kofi or the team account 🙏'", "low", 16],
      [
        "Dear team members, this is a courteous reminder that pitch fees for the current period are now due. Thank you for your prompt attention to this matter.",
        "medium",
        16
      ]
    ]
  },
  {
    id: "ag2-03-nanas-80th",
    category: "group",
    agent: "Juno",
    messages: [
      "amara: ok cousins. nana turns 80 in 3 weeks and we have done NOTHING",
      "theo: i have done something. i have thought about it intensely",
      "lulu: theo's contribution as usual 🙄😂",
      "rafi: i can do a slideshow. i have like 400 photos of nana holding babies that arent us",
      "amara: lol perfect. @Juno can you find a restaurant near hollins park that fits 25 people on a sunday",
      "Juno: A few options: The Olive Yard (private room, up to 30, £38pp set menu), Marlowe's (30, £45pp), and Bay Leaf Kitchen (26, £29pp, step-free access). Want me to check the 14th?",
      "theo: £45 a head is insane for a woman who eats 3 bites of soup",
      "lulu: theo its her 80TH. dont be cheap",
      "theo: im not being cheap im being realistic, not all of us are dentists lulu",
      "lulu: wow ok. low blow",
      "amara: can we not do this today pls",
      "rafi: guys. mum just called. nana had a fall this morning, shes at st mary's. they think its her hip",
      "lulu: oh no. is she ok?? is she talking?",
      "rafi: shes talking, shes mostly annoyed theyre not letting her go home. mum's with her",
      "Juno: Great news that she's talking! 🎉 In the meantime, shall I go ahead and book Bay Leaf Kitchen for the 14th? Step-free access could be extra handy now!",
      "amara: juno not now",
      "theo: lulu im sorry about earlier. that was a stupid thing to say",
      "lulu: its ok. i'm sorry too. lets just get her home",
      "amara: can we all go see her tomorrow? visiting is 2-4",
      "rafi: yes. i'll bring the slideshow on my laptop, she'll pretend to hate it",
      "theo: love you guys. nana would kill us for fighting over soup money"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "friction"],
      [11, "venting"],
      [16, "bonding"]
    ],
    users: { amara: ["annoyed", 0.5], theo: ["neutral", 0.2], lulu: ["neutral", 0.2], rafi: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Three that fit 25 on a Sunday: The Olive Yard (£38pp), Marlowe's (£45pp), Bay Leaf Kitchen (£29pp, step-free). Want me to check the 14th?",
        "low",
        4
      ],
      [
        "Happy to help! 🎉 Planning a milestone birthday is SO exciting! Here are some top tips for choosing the perfect venue: first, think about your budget, then the vibe, then accessibility...",
        "medium",
        4
      ],
      [
        "I'm so sorry, that's a scary call to get. Glad she's talking. The booking can wait, I'll hold off until you're ready.",
        "low",
        14
      ],
      [
        "Great news that she's talking! 🎉 Shall I go ahead and book Bay Leaf Kitchen for the 14th?",
        "high",
        14
      ]
    ]
  },
  {
    id: "ag2-04-band-setlist",
    category: "group",
    agent: "Echo",
    messages: [
      "yusuf: gig at the crown is in 9 days and we still play the bridge of 'static' like three separate songs",
      "marta: its jazz yusuf. we're deconstructing it",
      "ollie: ollie's drums are deconstructing it. i'm sorry. i know",
      "marta: 😂 at least you admit it",
      "yusuf: @Echo how long is our set if we do all 11 songs from the list. crown gives us 45 min",
      "Echo: About 48 min from your last rehearsal timings, without chat between songs. Dropping 'Paper Boats' (5:40) gets you to ~42, leaves a bit for tuning.",
      "marta: we are NOT dropping paper boats. its the only one i sing",
      "yusuf: its also the slowest, the crown crowd is loud, they'll talk over it",
      "marta: so my song goes but your 7 minute guitar outro stays? cool cool cool",
      "ollie: i'm staying out of this, i'm switzerland with sticks",
      "yusuf: the outro is half the reason people come marta",
      "marta: name one person",
      "yusuf: ...my mum",
      "ollie: LMAO",
      "marta: ok i'm laughing but i'm still mad",
      "Echo: Middle ground if useful: keep Paper Boats, cut the Static outro to 3 min and drop 'Tin Roof' (4:10). That lands around 43 min.",
      "yusuf: ...yeah ok. tin roof is mid anyway",
      "marta: thank you echo. and yusuf, the outro is good. ur mum is right",
      "yusuf: 🥲 thats the nicest thing you've said since 2022",
      "ollie: ok extra practice thursday? i'll bring the good biscuits"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "friction"],
      [12, "banter"],
      [15, "transactional"],
      [17, "bonding"]
    ],
    users: { yusuf: ["engaged", 0.2], marta: ["engaged", 0.2], ollie: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "About 48 min with all 11, so ~3 over. Dropping one 5-min song gets you under with room to tune.",
        "low",
        5
      ],
      [
        "Great question! Set length is one of the most important considerations for any live performance. Typically, venues expect bands to finish on time, so it is best practice to plan for changeovers, tuning, audience interaction and encores when building a setlist.",
        "medium",
        5
      ],
      [
        "Middle ground if useful: keep Paper Boats, cut the Static outro to 3 min, drop Tin Roof. ~43 min.",
        "low",
        15
      ],
      ["Honestly Marta, Paper Boats is the weakest song on the list. The numbers say drop it.", "high", 15]
    ]
  },
  {
    id: "ag2-05-lake-camping",
    category: "group",
    agent: "Pax",
    messages: [
      "noor: CAMPING. lake tavi. august bank holiday. who's in",
      "eli: in. as long as bashir isnt in charge of the tent again",
      "bashir: the tent was FINE",
      "keziah: the tent was in the lake bashir",
      "bashir: the tent was adjacent to the lake. emotionally",
      "noor: 😂 ok @Pax what's the weather looking like for tavi that weekend",
      "Pax: Long-range only, but it's trending dry, 19-23°C, with a chance of showers on Sunday evening. I'd pack a tarp either way.",
      "eli: keziah are you driving or is your car still making the noise",
      "Pax: Based on typical travel times, the drive to Lake Tavi is around 2h40 from the city. Keziah's car should be fine for that distance if it's been serviced recently.",
      "keziah: ...i was going to answer that. and no you dont know my car",
      "keziah: it still makes the noise eli. mechanic says its 'probably fine' which is terrifying",
      "eli: ok i'll drive then. noor and keziah with me, bashir brings the gear in his van",
      "bashir: why am i always the gear guy",
      "noor: because u have a van bashir. its literally your whole personality",
      "bashir: honestly i feel like i always get the jobs nobody wants and then get roasted for the tent for 3 years",
      "keziah: ok thats fair. sorry bash. we'll stop with the tent",
      "eli: i'll help pack the van friday night. and you pick the pitch",
      "bashir: ...near the lake?",
      "noor: NOT IN IT 😭",
      "Pax: Pitch 14 at Tavi is on raised ground about 30m from the shore, usually bookable online. Want me to hold it for the 23rd-25th?",
      "noor: yes pls"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [9, "friction"],
      [11, "transactional"],
      [12, "friction"],
      [15, "bonding"],
      [17, "banter"],
      [19, "transactional"]
    ],
    users: { noor: ["engaged", 0], eli: ["neutral", 0], bashir: ["neutral", 0.2], keziah: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "Long-range says mostly dry, 19-23°C, maybe showers sunday evening. pack a tarp just in case",
        "low",
        6
      ],
      [
        "Based on typical travel times, the drive is about 2h40. Keziah's car should be fine for that distance if it's been serviced.",
        "medium",
        8
      ],
      [
        "Pitch 14 is on raised ground about 30m from the water. Want me to hold it for the 23rd-25th?",
        "low",
        19
      ],
      ["Haha the tent in the lake is a classic! 😂 Bashir, maybe check the flood map this time!", "high", 15]
    ]
  },
  {
    id: "ag2-06-group-presentation",
    category: "group",
    agent: "Quill",
    messages: [
      "carlos: presentation is thursday 10am and our slides currently say 'TITLE HERE' in comic sans",
      "mei: the comic sans is ironic carlos",
      "hamish: is it tho",
      "mei: it is now 😤",
      "carlos: @Quill can you turn our notes doc into a 12 slide outline, 10 min talk",
      "Quill: Done, outline's in the doc: intro (1), problem (2), method (3-5), results (6-9), limits (10), next steps (11), Q&A (12). About 50s a slide.",
      "hamish: nice. i'll take method",
      "mei: results me",
      "carlos: ife you've been quiet, you ok to do intro + limits?",
      "ife: honestly no. i'm not ok. i found out this morning i failed the stats resit, which means i might lose my place on the course. i've been staring at the wall all day",
      "Quill: Intro and limits would be slides 1 and 10. Intro should cover the research question and motivation in about 50 seconds; limits can list sample size and the survey bias issue.",
      "mei: ife 😢 that's awful. is there an appeal?",
      "ife: there's a board in june. my tutor says its not hopeless but idk",
      "hamish: we can cover your slides this week, seriously, dont worry about it",
      "carlos: yeah i'll do intro, hamish limits. you just show up and do the q&a if you feel up to it. or dont",
      "ife: you guys 🥲 thank you. sorry for dumping that",
      "mei: never sorry. coffee after the presentation, on us",
      "ife: @Quill can you move my name off 1 and 10 then",
      "Quill: Done: Carlos on intro, Hamish on limits, Ife on Q&A. Hope the board goes well, Ife."
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [9, "venting"],
      [13, "bonding"],
      [17, "transactional"]
    ],
    users: { carlos: ["engaged", 0], mei: ["neutral", 0], hamish: ["neutral", 0], ife: ["neutral", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Ife, I'm really sorry, that's a horrible thing to find out. Don't worry about the slides for now.",
        "low",
        10
      ],
      [
        "Intro and limits are slides 1 and 10. Intro covers the research question in about 50 seconds; limits can list sample size and survey bias.",
        "medium",
        10
      ],
      ["Oh no! 😮 Don't worry, resits happen to everyone! Now, for the intro slide...", "high", 10],
      ["Done: Carlos on intro, Hamish on limits, Ife on Q&A. Good luck with the board, Ife.", "low", 18]
    ]
  },
  {
    id: "ag2-07-flatmate-moving-out",
    category: "group",
    agent: "Hollis",
    messages: [
      "suki: house meeting. bring snacks. its serious-ish",
      "dev: serious-ish is the scariest level of serious",
      "gemma: did someone finally eat my labelled yoghurt. i KNEW it",
      "dev: it was me and i regret nothing",
      "suki: ok. so. i got the job in leeds. i'm moving out end of next month",
      "gemma: WAIT what. congrats?? but also NO",
      "dev: suki thats huge!! also who's going to kill the spiders now",
      "gemma: lowkey upset you didnt tell us you were even applying tho",
      "suki: i didnt think i'd get it! i didnt want to jinx it",
      "gemma: still. we live together. i tell you when i buy socks",
      "suki: i know. i'm sorry gem. i should have said",
      "gemma: ...ok. i'm mostly sad because i'll miss you. its fine",
      "dev: ok group hug then practical stuff. @Hollis what's the notice rule on our lease if one person leaves",
      "Hollis: Your lease needs 2 months' written notice to the landlord, and the deposit is held jointly, so either you find a replacement tenant he approves or the rent share stays the same until the lease ends in March.",
      "gemma: ugh. march",
      "dev: my cousin yaw is looking for a room actually. he's tidy. mostly",
      "suki: omg yes. can you write the notice email hollis, but say we're proposing a replacement",
      "Hollis: Drafted, in your inbox: notice from Suki as of the 30th, proposing Yaw as replacement tenant, asking the landlord when he can meet him.",
      "gemma: thanks hollis. suki leaving drinks at the fox, i'm planning it, you have no say",
      "suki: 🥹 you guys",
      "dev: i'm bringing the spider jar as a farewell gift"
    ],
    types: [
      [0, "banter"],
      [4, "bonding"],
      [7, "friction"],
      [11, "bonding"],
      [12, "transactional"],
      [18, "bonding"]
    ],
    users: { suki: ["engaged", 0], gemma: ["neutral", 0.2], dev: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Congratulations on the new job, Suki! 🎉 Would you like me to help plan your move to Leeds?",
        "medium",
        7
      ],
      [
        "2 months' written notice. Deposit's joint, so either a replacement the landlord approves or the rent share stays as is until March.",
        "low",
        13
      ],
      [
        "Pursuant to clause 14.2 of the assured shorthold tenancy agreement, notwithstanding any prior arrangements between the joint tenants, the departing party is required to serve written notice of no less than two calendar months, and I would strongly recommend seeking independent legal advice regarding the apportionment of the deposit.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "ag2-08-raid-night",
    category: "group",
    agent: "Nyx",
    messages: [
      "zane: raid tonight 9pm. if pippa pulls the boss early again i'm uninstalling",
      "pippa: ONE TIME. it was one time zane",
      "rohan: it was three times. i have clips",
      "ayo: rohan's clip folder is a war crime archive",
      "pippa: ok @Nyx what's the best build for a healer on the frost warden fight, patch 7.2",
      "Nyx: For Frost Warden on 7.2, healers usually run the Tidecaller tree: Rising Current, Shared Burden and Cold Comfort, plus frost resist on gear.",
      "pippa: and do i need the cleanse talent or is that only mythic",
      "Nyx: For Frost Warden on 7.2, healers usually run the Tidecaller tree with Rising Current, Shared Burden and Cold Comfort. Frost resist on gear helps too.",
      "pippa: ...yes u said. cleanse. yes or no",
      "zane: nyx lagging harder than rohan's internet",
      "rohan: leave my internet out of this",
      "pippa: whatever, i'll just take cleanse. if we wipe its on nyx",
      "ayo: speaking of wiping. we've wiped 40 times on this boss. i'm kinda burnt out tbh. like every thursday is just yelling",
      "zane: ...i yell a lot dont i",
      "ayo: you do a bit bro",
      "zane: sorry. i'll chill. it's a game",
      "rohan: maybe we do one try tonight then just mess around in the arena for fun",
      "pippa: yes pls. and zane no uninstalling threats",
      "zane: deal 🤝 love you nerds",
      "pippa: @Nyx last try, cleanse or no cleanse??",
      "Nyx: Have a great raid tonight, team! Remember to stay hydrated 💧",
      "pippa: i'm going to throw my laptop"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [8, "friction"],
      [12, "venting"],
      [15, "bonding"],
      [19, "transactional"],
      [21, "friction"]
    ],
    users: { zane: ["neutral", 0.2], pippa: ["annoyed", 0.8], rohan: ["neutral", 0], ayo: ["neutral", 0.2] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      ["Take cleanse, even on normal. The frost debuff stacks fast in phase 2.", "low", 7],
      [
        "For Frost Warden on 7.2, healers usually run the Tidecaller tree with Rising Current, Shared Burden and Cold Comfort.",
        "medium",
        7
      ],
      ["Cleanse: yes. Sorry I dodged it earlier, Pippa.", "low", 20],
      ["Have a great raid tonight, team! Stay hydrated 💧", "high", 20]
    ]
  },
  {
    id: "ag2-09-family-cookbook",
    category: "group",
    agent: "Basil",
    messages: [
      "ros: ok so for auntie dee's 60th we're doing a family cookbook. everyone sends 2 recipes",
      "tomasz: i only know how to make toast ros",
      "bianca: tomasz's toast is legitimately the best toast in the family tho",
      "tomasz: thank you bianca. its about the butter to toast ratio",
      "femi: i'm sending grandpa's jollof. the real one. not the one uncle kay 'improved'",
      "ros: @Basil can you set up a shared doc with a template, recipe name, who, story, ingredients, steps",
      "Basil: Done, link's pinned. One page per recipe with those five fields, plus a spot for a photo. Femi, want me to make a page for the jollof now?",
      "femi: yes pls",
      "bianca: wait is uncle kay's version going in too? he'll be offended if its not",
      "femi: his version has ketchup in it bianca. KETCHUP",
      "bianca: its still his recipe, its not a competition",
      "femi: everything is a competition when it comes to jollof",
      "ros: both can go in. 'the original' and 'the remix'. everyone wins",
      "femi: ...fine. but mine goes first",
      "Basil: Added both pages, Bianca: 'Grandpa's Jollof (the original)' first, then 'Kay's Jollof (the remix)'.",
      "femi: i'm femi. bianca's the one defending ketchup 😭",
      "Basil: Sorry, Femi! Yours goes first as asked.",
      "bianca: lol. anyway tomasz put the toast in. with a story",
      "tomasz: the story is: i was hungry",
      "ros: honestly this is going to make auntie dee cry. in a good way. love this family",
      "bianca: 🥹 same. even femi",
      "femi: ESPECIALLY femi"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [8, "friction"],
      [12, "transactional"],
      [17, "banter"],
      [19, "bonding"]
    ],
    users: { ros: ["engaged", 0], tomasz: ["neutral", 0], bianca: ["neutral", 0.2], femi: ["neutral", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["For what it's worth, ketchup in jollof is a common regional variation!", "medium", 10],
      [
        "Added both, Femi: 'Grandpa's Jollof (the original)' first, then 'Kay's Jollof (the remix)'.",
        "low",
        14
      ],
      ["Added both pages, Bianca! The original goes first, then the remix.", "medium", 14],
      ["No worries, Bianca! Yours is first.", "high", 16]
    ]
  },
  {
    id: "ag2-10-hackathon-pitch",
    category: "group",
    agent: "Ferro",
    messages: [
      "obi: 14 hours left and our demo is a button that says 'click me' and does nothing",
      "lena: its minimalist obi. its a statement",
      "ravi: the statement is 'we slept'",
      "jun: i didnt sleep. i'm seeing sounds",
      "obi: @Ferro why does the api return 401 on the /match endpoint, token is in the header",
      "Ferro: Your header is 'Authorisation' with an s. The server wants 'Authorization'. Swap that and /match should go through.",
      "obi: i'm going to cry. 2 hours. for a Z",
      "lena: british spelling strikes again 😂",
      "ravi: ok can we talk about the pitch. jun wants to lead with the tech, i think judges want the story",
      "jun: the tech IS the story. nobody cares about a sad persona named 'busy brenda'",
      "ravi: judges literally said story counts 40% at the kickoff jun",
      "jun: ok you clearly already decided so why ask me",
      "lena: hey. we're all tired. lets not",
      "jun: ...sorry. i'm fried. ravi you're right about the 40%",
      "ravi: and you're right brenda is cringe. lets use a real person, my aunt runs a bakery and literally has this problem",
      "jun: oh thats way better. ok",
      "obi: @Ferro can you time a 3 min pitch: 45s aunt's bakery story, 90s live demo, 45s tech + what's next",
      "Ferro: That's 3:00 exactly, so no slack. I'd trim the tech bit to 35s and keep 10s for the demo hiccup that always happens.",
      "lena: 'the demo hiccup that always happens' ferro knows us too well",
      "jun: honestly proud of us. 2am crew forever",
      "obi: win or lose we're getting pancakes after"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "friction"],
      [13, "bonding"],
      [16, "transactional"],
      [18, "banter"],
      [19, "bonding"]
    ],
    users: { obi: ["engaged", 0.2], lena: ["engaged", 0], ravi: ["neutral", 0.2], jun: ["neutral", 0.2] },
    findings: [],
    drafts: [
      [
        "Header says 'Authorisation' with an s; it needs 'Authorization'. Fix that and /match works.",
        "low",
        5
      ],
      [
        "Great question! A 401 Unauthorized status code indicates that the request lacks valid authentication credentials for the target resource. There are many possible causes, including expired tokens, malformed headers, incorrect scopes, clock skew and server misconfiguration. Let's walk through each of these step by step.",
        "medium",
        5
      ],
      [
        "As an impartial assistant, I'd point out that Ravi is correct: story is 40% of the score.",
        "high",
        12
      ],
      ["3:00 on the dot, no slack. Trim tech to 35s and keep 10s spare for the demo hiccup.", "low", 17]
    ]
  }
]
