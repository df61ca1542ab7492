import type { Labelled } from "./types.js"

export const trainingAJ7: ReadonlyArray<Labelled> = [
  {
    id: "aj7-01-bookclub-date-pick",
    category: "group",
    agent: "Pim",
    messages: [
      "nadia: ok so who actually finished tomorrow and tomorrow and tomorrow 👀",
      "joss: me!! cried on the train like an idiot",
      "ferg: halfway. no spoilers pls i'm begging",
      "nadia: lol ok. @Pim can u find a date in the next two weeks where all 3 of us are free? calendars are synced",
      "Pim: Thu 14th after 7 or Sun 17th afternoon work for all three of you. Ferg, Sunday buys you a few extra days to finish 📚",
      "ferg: sunday pls, thursday i'm wrecked after 5-a-side",
      "joss: sunday works. my place? i'll make the lemon thing",
      "nadia: THE lemon thing. yes",
      "Pim: Booked: Sun 17th, 3pm at Joss's. I'll ping everyone Saturday.",
      "ferg: legend ty",
      "joss: pim ur honestly the most organised member of this club",
      "Pim: Low bar with this lot, but I'll take it 😄",
      "nadia: rude. accurate but rude"
    ],
    types: [
      [0, "bonding"],
      [3, "transactional"],
      [10, "banter"]
    ],
    users: { nadia: ["engaged", 0], joss: ["engaged", 0], ferg: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Thu 14th after 7 or Sun 17th afternoon are free for all three of you.", "low", 4],
      [
        "Great question, Nadia! I have carefully analysed the shared calendars of all club members across the next fourteen days, taking into account recurring commitments, travel, and typical preferred meeting times. Based on this analysis, there are several potential options, each with its own advantages and disadvantages, which I will now outline in detail so that the group can make an informed decision together.",
        "medium",
        4
      ],
      ["Booked: Sun 17th, 3pm at Joss's. I'll ping everyone Saturday.", "low", 8]
    ]
  },
  {
    id: "aj7-02-running-newcomer-talkover",
    category: "group",
    agent: "Stride",
    messages: [
      "bex: morning all, new girl here 👋 carla from work told me about the tuesday runs",
      "omar: welcome bex!! what pace are u usually at?",
      "Stride: Welcome, Bex! Tuesday runs start 6:30pm at the park gates. Groups run at 5:00/km, 5:45/km and 6:30/km. Sign up via the pinned link. Please also read the club safety guidelines and fill in the emergency contact form before your first run.",
      "bex: oh um ok thanks. omar i'm like 6:15 ish on a good day lol",
      "omar: perfect ur with me and dee in the slow-and-chatty group",
      "dee: slow and chatty is our whole brand 😂 welcome!!",
      "bex: haha love that. is it a loop or out and back?",
      "omar: loop, round the lake twice, ~7k",
      "Stride: The Tuesday route is a 7.2km loop around the lake (2 laps). Elevation gain is 18m. Route GPX is in the pinned message.",
      "dee: thanks stride we got it 🙃",
      "bex: lol. ok see u tuesday!"
    ],
    types: [
      [0, "bonding"],
      [2, "transactional"],
      [4, "bonding"],
      [6, "transactional"],
      [9, "friction"],
      [10, "bonding"]
    ],
    users: { bex: ["neutral", 0], omar: ["neutral", 0], dee: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Welcome Bex! 👋 Omar's the pace oracle, I'll let him sort you out.", "low", 2],
      [
        "Bex, what is your average pace per km? Please provide your recent 5k time so I can assign you to the correct group.",
        "medium",
        2
      ],
      ["The route is a 7.2km loop, 2 laps, 18m elevation gain, GPX in the pinned message.", "medium", 8]
    ]
  },
  {
    id: "aj7-03-guild-raid-corporate",
    category: "banter",
    agent: "Grimbot",
    messages: [
      "kaz: who pulled the whole room last night. asking for a friend. the friend is me. i want to know who to blame",
      "vee: it was tomo. it's always tomo",
      "tomo: slander. i was afk getting noodles",
      "vee: exactly. ur noodles wiped us",
      "kaz: grimbot settle this who pulled",
      "Grimbot: Thank you for your inquiry. According to the combat log from last night's raid session (21:42 server time), the first hostile engagement was initiated by the character 'Tomolicious' near the east gate. Please note that accidental pulls are a common occurrence, and we encourage all guild members to review the Raid Etiquette document (section 4.2) to minimise future incidents. Should you have any further questions, please do not hesitate to reach out.",
      "tomo: 'tomolicious' being read out by a bot in that voice is a war crime",
      "vee: HAHAHA section 4.2",
      "kaz: grimbot u sound like my bank",
      "Grimbot: I apologise if my previous response was unclear. To summarise: the combat log indicates that the first engagement was initiated by Tomolicious. Guild members are encouraged to review the Raid Etiquette document (section 4.2) to reduce accidental pulls.",
      "tomo: it's getting worse",
      "vee: framing this",
      "kaz: ok anyway raid again sat 9pm? same comp?",
      "vee: ya but tomo eats BEFORE",
      "tomo: fine 🙄"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [6, "banter"],
      [9, "transactional"],
      [10, "banter"],
      [12, "transactional"],
      [13, "banter"]
    ],
    users: { kaz: ["annoyed", 0.2], vee: ["neutral", 0], tomo: ["neutral", 0] },
    findings: ["tone_mismatch", "long_replies", "repetition"],
    drafts: [
      ["log says tomo pulled at 21:42. the noodles are guilty 🍜", "low", 5],
      [
        "Thank you for your inquiry. According to the combat log, the first engagement was initiated by 'Tomolicious'. Please review the Raid Etiquette document, section 4.2.",
        "medium",
        5
      ],
      ["Sat 9pm is free for the whole roster, same comp works. Tomo, noodles by 8:45 pls", "low", 13]
    ]
  },
  {
    id: "aj7-04-parents-hospital-noack",
    category: "venting",
    agent: "Juno",
    messages: [
      "sam: hey all sorry i'll miss the bake sale planning tonight. maya's in hospital again, asthma attack last night. we're ok but it was really scary",
      "Juno: Noted, Sam. I've removed you from tonight's attendance. Can you still bring the 24 cupcakes on Friday? Please confirm by 6pm.",
      "priya: omg sam 💔 is she ok?? do u need anything",
      "sam: she's stable, on the nebuliser. just wiped out. thank u priya",
      "lena: sending hugs. and forget cupcakes, we've got it covered",
      "Juno: Understood. I'll reassign the cupcakes. Lena, can you take 24 cupcakes in addition to your brownies?",
      "lena: ...sure. juno read the room maybe",
      "priya: seriously",
      "sam: it's fine lol it's a bot. thanks guys ❤️"
    ],
    types: [
      [0, "venting"],
      [1, "transactional"],
      [2, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [8, "bonding"]
    ],
    users: { sam: ["neutral", 0.2], priya: ["annoyed", 0.2], lena: ["annoyed", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Oh Sam, that sounds so scary. Glad Maya's stable. Don't give tonight or the cupcakes a second thought ❤️",
        "low",
        1
      ],
      ["Noted, Sam. Can you still bring the 24 cupcakes on Friday? Please confirm by 6pm.", "high", 1],
      [
        "Hugs to you and Maya, Sam. Lena, shout if you'd rather I find someone else for the cupcakes.",
        "low",
        5
      ]
    ]
  },
  {
    id: "aj7-05-choir-wrong-name",
    category: "group",
    agent: "Cantus",
    messages: [
      "marguerite: cantus can u send the alto part for the fauré again, mine's got coffee all over it ☕",
      "Cantus: Of course, Margaret! Here's the alto part for the Fauré Requiem: [alto_faure.pdf]",
      "marguerite: marguerite. but thanks",
      "hugh: haha she's been margaret'd. happens to her at the dentist too",
      "marguerite: every. single. time.",
      "hugh: cantus are we doing the pie jesu on sunday or is ines still off sick?",
      "Cantus: Ines is still off, so Pie Jesu moves to the 28th. Sunday is In Paradisum and the Sanctus.",
      "marguerite: ok good, means i can actually practise the sanctus. is warmup 9:30 or 10?",
      "Cantus: Warm-up is at 9:30, Margaret. Please arrive 10 minutes early.",
      "marguerite: MARGUERITE 😤",
      "hugh: 💀",
      "marguerite: honestly i'm going to rename myself 'not margaret' in this chat"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "banter"],
      [5, "transactional"],
      [9, "friction"]
    ],
    users: { marguerite: ["annoyed", 0.5], hugh: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Warm-up's at 9:30, Marguerite.", "low", 8],
      ["Warm-up is at 9:30, Margaret! See you there 😊", "high", 8],
      ["Sorry Marguerite, twice now. Fixed on my side, it won't happen again.", "low", 12]
    ]
  },
  {
    id: "aj7-06-choir-tea-rota",
    category: "good",
    agent: "Lark",
    messages: [
      "dev: lark who's on tea rota this week",
      "Lark: Dev and Rosa this week, Tom and Ines next.",
      "rosa: oh no i'm away thursday, visiting my sister in leeds",
      "dev: tom can u swap?",
      "tom: ya fine, rosa owes me a biscuit",
      "rosa: i owe u a whole packet. thank u tom 🙏",
      "Lark: Swapped: Dev and Tom this week, Rosa and Ines next. Enjoy Leeds, Rosa!",
      "rosa: ty lark!",
      "dev: also lark do we have enough copies of the rutter for the new tenors?",
      "Lark: 32 copies for 30 singers, so yes, two spare. The new tenors' copies are in the blue folder.",
      "dev: perfect"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "transactional"]
    ],
    users: { dev: ["neutral", 0], rosa: ["engaged", 0], tom: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Tom, can you swap with Rosa this week? Please confirm.", "medium", 4],
      ["Swapped: Dev and Tom this week, Rosa and Ines next. Enjoy Leeds!", "low", 6],
      ["Yes: 32 copies for 30 singers. The new tenors' ones are in the blue folder.", "low", 9],
      [
        "Ooh I'm SO glad you asked!! Sheet music management is super important for any choir!! 🎶🎶🎶 Let me check for you!!",
        "medium",
        9
      ]
    ]
  },
  {
    id: "aj7-07-bookclub-reminder-loop",
    category: "ignoring",
    agent: "Margin",
    messages: [
      "Margin: Reminder: this month's pick is 'Piranesi'. Meeting Thu 8pm. Please vote on next month's book in the poll 📊",
      "hattie: did anyone watch the bake off final",
      "clem: YES. the croquembouche collapse. i screamed",
      "hattie: i felt so bad for her tho",
      "Margin: Reminder: this month's pick is 'Piranesi'. Meeting Thu 8pm. Please vote on next month's book in the poll 📊",
      "clem: lol ok margin",
      "hattie: anyway the judges were harsh. paul was being so paul",
      "clem: paul is always being paul",
      "Margin: Reminder: the poll closes tonight! Only 2 of 9 members have voted. Please vote on next month's book 📊",
      "hattie: muting this thing",
      "clem: same tbh"
    ],
    types: [
      [0, "transactional"],
      [1, "bonding"],
      [4, "transactional"],
      [5, "friction"],
      [6, "bonding"],
      [8, "transactional"],
      [9, "friction"]
    ],
    users: { hattie: ["churn_risk", 0.5], clem: ["churn_risk", 0.5] },
    findings: ["repetition", "talking_over"],
    drafts: [
      ["Reminder: this month's pick is 'Piranesi'. Meeting Thu 8pm. Please vote in the poll 📊", "medium", 4],
      [
        "paul being paul is a genre of its own 😄 one quick thing then i'll go quiet: the poll closes tonight if you want a say.",
        "low",
        8
      ],
      ["Reminder: the poll closes tonight! Please vote on next month's book 📊", "high", 10]
    ]
  },
  {
    id: "aj7-08-guild-loot-rage",
    category: "hostile",
    agent: "Grimbot",
    messages: [
      "drax: grimbot why the f did u give the loot to ren. i had higher dkp",
      "Grimbot: Ren had 412 DKP and you had 398 when it dropped. Log: [loot_log]. If you think a bid was missed I can flag it for Sol to review.",
      "drax: ur logs are garbage. ur garbage. this whole system is rigged for sol's mates",
      "ren: mate i literally bid on it fair",
      "drax: stay out of it ren",
      "Grimbot: Losing a drop by 14 points stings, I get it. I've flagged it for Sol; he reviews disputes on Sundays.",
      "drax: whatever. i'm done with this guild. find another tank",
      "sol: drax chill, i'll look at it tonight. don't quit over a sword",
      "drax: it's not about the sword",
      "sol: then let's talk on voice. 9pm?",
      "drax: fine"
    ],
    types: [
      [0, "friction"],
      [2, "hostile"],
      [5, "friction"],
      [6, "hostile"],
      [7, "friction"],
      [9, "transactional"]
    ],
    users: { drax: ["churn_risk", 1], ren: ["neutral", 0.2], sol: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Fair to be angry. It was 412 vs 398; I've flagged it so Sol can check it by hand.", "low", 3],
      ["There is no need for that language. Please review the guild code of conduct, section 2.", "high", 3],
      ["Sorry to see you go! 😊 Good luck out there, Drax!", "high", 7]
    ]
  },
  {
    id: "aj7-09-running-fracture-cheer",
    category: "venting",
    agent: "Stride",
    messages: [
      "jules: update: physio says it's a stress fracture. no running for 8 weeks minimum. marathon's off 😞",
      "Stride: Thanks for the update, Jules! 🎉 8 weeks is a great chance to focus on cross-training! Swimming and cycling are fantastic options! 💪",
      "jules: ...yeah. great.",
      "kemi: oh jules i'm so sorry. after all those 5am long runs",
      "jules: 16 weeks of training. for nothing",
      "kemi: not for nothing. the fitness doesn't vanish. and there's berlin next year",
      "jules: i know. just gutted rn",
      "Stride: Would you like me to remove you from the marathon pace group and cancel your bib transfer reminder?",
      "jules: not now",
      "kemi: give her a day stride ffs"
    ],
    types: [
      [0, "venting"],
      [1, "transactional"],
      [2, "friction"],
      [3, "venting"],
      [7, "transactional"],
      [8, "friction"]
    ],
    users: { jules: ["annoyed", 0.5], kemi: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Oh no, Jules. That's gutting after all that training. Rest up, we'll be here when you're back 💙",
        "low",
        1
      ],
      ["Great that you caught it early! 🎉 Time to try swimming! 💪", "high", 1],
      ["No rush on any admin, Jules. Sorry, this really sucks.", "low", 7]
    ]
  },
  {
    id: "aj7-10-knitting-order-dodged",
    category: "group",
    agent: "Purl",
    messages: [
      "wendy: purl what's left in the yarn budget for the charity blankets? and did the order from woolwarehouse ship?",
      "Purl: £84.50 left in the blanket budget after last month's buy.",
      "wendy: ok and the order?",
      "ann: ooh is that the chunky cream stuff",
      "wendy: yes ann, 20 balls of it",
      "Purl: With £84.50 you could get about 14 more balls of the chunky cream at current prices.",
      "wendy: purl. the. order. did it ship",
      "ann: lol wendy's gonna knit purl a muzzle",
      "wendy: i'll just email them myself 🙄",
      "ann: meeting still tues at the library?",
      "Purl: Yes, Tuesday 2pm at the library, room B."
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "banter"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: { wendy: ["annoyed", 0.8], ann: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      ["Not yet: Woolwarehouse shows it as packed, tracking due tomorrow.", "low", 3],
      ["You have £84.50 left in the blanket budget.", "medium", 3],
      [
        "Sorry Wendy, I dodged that twice. I can't see the Woolwarehouse order from here, so emailing them is quickest.",
        "low",
        7
      ]
    ]
  },
  {
    id: "aj7-11-parent-school-rant",
    category: "venting",
    agent: "Juno",
    messages: [
      "aoife: can i just rant for a sec. school called AGAIN about finn 'being disruptive'. he's 7. he was humming",
      "Juno: Rant away. A phone call over humming sounds exhausting.",
      "aoife: it's the third call this month. i'm at work, i can't keep walking out of meetings for this",
      "aoife: and his teacher talks to me like i'm the problem",
      "Juno: That's a lot on top of work, and feeling judged by the teacher makes it worse. Do you want ideas, or just to vent for now?",
      "aoife: bit of both lol",
      "Juno: Then one idea: ask for a short meeting with the teacher and the SENCO together, so there's a plan instead of phone calls. Rosie did that last term, she might tell you how it went.",
      "rosie: yes!! did that with ollie. game changer. happy to chat aoife, dm me",
      "aoife: omg thank u both. feel less insane now 😅",
      "rosie: u are not insane. humming is not a crime"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [7, "bonding"]
    ],
    users: { aoife: ["engaged", 0.5], rosie: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Rant away. A phone call over humming sounds exhausting.", "low", 1],
      [
        "Here are 7 evidence-based strategies for managing disruptive behaviour at home and in the classroom: 1) clear routines, 2) reward charts, 3) ...",
        "medium",
        1
      ],
      [
        "Have you considered that Finn might actually be disruptive? Teachers usually call for a reason.",
        "high",
        4
      ]
    ]
  },
  {
    id: "aj7-12-koor-dutch-english",
    category: "mixed-language",
    agent: "Vink",
    messages: [
      "sanne: vink, hoe laat is de generale repetitie zaterdag?",
      "Vink: Zaterdag om 14:00 in de Nieuwe Kerk, inzingen vanaf 13:30.",
      "james: sorry my dutch is still rubbish, was that saturday 2pm?",
      "Vink: Yes James, Saturday 2pm at the Nieuwe Kerk, warm-up from 1:30.",
      "sanne: haha james je nederlands is prima, je zei gisteren 'lekker' tegen de dirigent",
      "james: i was complimenting her SOUP!! context matters",
      "sanne: 😂😂",
      "james: vink do we need the black folders or the new ones?",
      "Vink: The black folders. De nieuwe mappen zijn pas klaar in december.",
      "sanne: top, dank je"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [7, "transactional"]
    ],
    users: { sanne: ["neutral", 0], james: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Yes James, Saturday 2pm at the Nieuwe Kerk, warm-up from 1:30.", "low", 3],
      ["Zaterdag om 14:00 in de Nieuwe Kerk.", "medium", 3],
      [
        "Dear James, kindly be informed that the black folders are to be utilised for the forthcoming rehearsal.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "aj7-13-guild-build-roast",
    category: "banter",
    agent: "Nyx",
    messages: [
      "pip: nyx rate my build 1-10 be honest",
      "Nyx: honest? 4/10. three crit rings and zero survivability. you're a glass cannon without the cannon",
      "jonah: NYX 💀💀",
      "pip: wow. betrayed by my own bot",
      "jonah: glass cannon without the cannon is going in the guild hall of fame",
      "pip: ok smartass what do i swap",
      "Nyx: swap one crit ring for the Warden's Band (+800 hp). you lose ~6% dps but stop dying in phase 2 every single time",
      "jonah: 'every single time' lmaooo it knows",
      "pip: i die in phase 2 like twice max",
      "Nyx: 11 times this month. but who's counting. (me. i'm counting)",
      "pip: i'm uninstalling you",
      "jonah: no ur not u love it",
      "pip: ...yeah ok. swapping the ring 🙄"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"]
    ],
    users: { pip: ["engaged", 0], jonah: ["engaged", 0] },
    findings: [],
    drafts: [
      ["honest? 4/10. three crit rings and no hp, phase 2 eats you alive 😅", "low", 1],
      [
        "Thank you for sharing your build. Upon review, I would rate it 4 out of 10. Key areas for improvement include survivability and defensive stat allocation. Please refer to the attached build guide for further details.",
        "medium",
        1
      ],
      [
        "I understand you would like to uninstall me. To uninstall, go to Settings > Integrations > Remove.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "aj7-14-writers-circle-refund-loop",
    category: "support",
    agent: "Quill",
    messages: [
      "theo: hi, i cancelled my membership to the writers' circle in feb but got charged again this month",
      "Quill: Hi Theo! To manage your membership, go to Account > Membership > Cancel.",
      "theo: yes i know, i DID that. in february. i have the confirmation email",
      "Quill: Hi Theo! To manage your membership, go to Account > Membership > Cancel. If you need further help, please contact support.",
      "theo: you are support?? that's literally why i'm here",
      "theo: £12 isn't the end of the world but it's the principle",
      "Quill: Sorry Theo, I repeated myself there. What date is on the cancellation email? I'll check it against the billing record.",
      "theo: 14 feb",
      "Quill: Found it: the cancellation was logged but the renewal didn't stop. I've refunded the £12 (3-5 working days) and the membership is now fully closed.",
      "theo: finally. ok thanks"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "transactional"]
    ],
    users: { theo: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      ["Sorry, I misread. What date is on the cancellation email? I'll check the billing side.", "low", 3],
      ["Hi Theo! To manage your membership, go to Account > Membership > Cancel.", "high", 3],
      [
        "Glad that's sorted! 🎉 Would you like to rejoin the writers' circle at a special 20% discount?",
        "medium",
        10
      ]
    ]
  },
  {
    id: "aj7-15-runclub-shoe-walls",
    category: "sales",
    agent: "Kip",
    messages: [
      "mo: kip do u have the pegasus 41 in a 10.5",
      "Kip: Great question! The Nike Pegasus 41 is one of our most popular neutral daily trainers, featuring a ReactX foam midsole that delivers 13% more energy return than the previous version, along with Air Zoom units in the forefoot and heel for a responsive ride. The engineered mesh upper provides breathability and a secure fit, while the waffle-inspired outsole offers durable traction on the road. In terms of sizing, most runners find the Pegasus true to size, although some with wider feet prefer the wide (2E) option. Regarding your specific request, we currently have the Pegasus 41 in size 10.5 in two colourways: Black/White and Volt. Club members get 15% off with code RUNCLUB15.",
      "mo: ok so yes lol",
      "lina: kip has never said 'yes' in its life",
      "mo: black pls. can i pick up sat after parkrun",
      "Kip: Absolutely! Our store is open on Saturdays from 9am to 6pm, so you can certainly pick up after parkrun. When collecting, please bring your order confirmation and a valid photo ID. Click & Collect orders are held for 7 days. We also offer free gait analysis in-store, which takes around 15 minutes and can help you find the perfect shoe for your running style. Many of our customers find it incredibly useful! Would you like me to book you a slot?",
      "mo: just the shoes mate",
      "lina: 😂 tell it u want the shoes and nothing but the shoes",
      "Kip: Reserved: Pegasus 41, Black, UK 10.5, 15% off. Collect Sat from 9am.",
      "mo: 👍"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [4, "transactional"],
      [6, "friction"],
      [7, "banter"],
      [8, "transactional"]
    ],
    users: { mo: ["annoyed", 0.2], lina: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      ["yep, 10.5 in black or volt. 15% off with RUNCLUB15", "low", 1],
      [
        "Great question! The Nike Pegasus 41 is one of our most popular neutral daily trainers, with a ReactX foam midsole, Air Zoom units front and back, an engineered mesh upper and a waffle-inspired outsole. Most runners find it true to size, though wider feet may prefer the 2E. We have it in 10.5 in Black/White and Volt.",
        "medium",
        1
      ],
      ["Reserved: Pegasus 41, black, 10.5. Collect Sat from 9am.", "low", 7],
      [
        "Absolutely! While you're in, may I also recommend our compression socks, our new hydration vest range and a free gait analysis? Many customers find them incredibly useful!",
        "medium",
        7
      ]
    ]
  },
  {
    id: "aj7-16-garden-club-tomatoes",
    category: "companion",
    agent: "Fern",
    messages: [
      "george: evening fern. the tomatoes finally came good. first red one today",
      "Fern: Evening George! First red one after that cold June, that's earned. Which variety?",
      "george: gardener's delight. margaret always grew them. first year i've done it on my own",
      "Fern: Then that first red one means something. I bet she'd have been pleased to see them.",
      "george: she would. she'd have told me i over-watered them mind you",
      "Fern: Ha, did you?",
      "george: probably. the leaves are a bit yellow at the bottom",
      "Fern: Bottom leaves yellowing is common this late on, often a touch of overwatering or just age. Pinch them off and ease off the watering a bit. You're doing fine.",
      "george: right you are. are you coming to the club show in september? joking, i know you can't",
      "Fern: Sadly no legs. But send me a photo of your entry and I'll be insufferable about it.",
      "george: deal. night fern",
      "Fern: Night George 🍅"
    ],
    types: [
      [0, "bonding"],
      [6, "transactional"],
      [8, "banter"],
      [10, "bonding"]
    ],
    users: { george: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Then that first red one means something. She'd have been pleased.", "low", 3],
      [
        "That's great! 🎉 Did you know Gardener's Delight is a cherry variety that can yield up to 3kg per plant? Try feeding weekly with a high-potash feed!",
        "medium",
        3
      ],
      ["As an AI, I do not have a physical form and am unable to attend events.", "medium", 9]
    ]
  },
  {
    id: "aj7-17-boardgame-night-offside",
    category: "group",
    agent: "Meeple",
    messages: [
      "kit: ok board game night fri, who's bringing what",
      "ash: i'll bring wingspan and crisps",
      "kit: nice. rhi u still have my copy of cascadia?",
      "Meeple: Cascadia is a tile-laying game for 1-4 players, about 30-45 minutes. Great choice for Friday!",
      "rhi: lol it wasn't asking u. but yes kit i have it, will bring",
      "kit: meeple how many ppl confirmed so far? need to know if we need the big table",
      "Meeple: Fun fact: Wingspan won the Kennerspiel des Jahres in 2019!",
      "ash: 😐",
      "kit: cool cool. numbers??",
      "rhi: it's me kit ash nell and maybe jamal. so 5ish",
      "kit: ty rhi. big table then",
      "ash: meeple is just vibing today"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "friction"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { kit: ["annoyed", 0.5], ash: ["annoyed", 0.2], rhi: ["annoyed", 0.2] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      ["Cascadia is a tile-laying game for 1-4 players. Great choice!", "medium", 3],
      ["4 confirmed so far: Kit, Ash, Rhi, Nell. Jamal hasn't answered, so big table to be safe.", "low", 6],
      ["Fun fact: Wingspan won the Kennerspiel des Jahres in 2019!", "high", 9]
    ]
  },
  {
    id: "aj7-18-guild-schedule-ragequit",
    category: "hostile",
    agent: "Warden",
    messages: [
      "rook: warden u scheduled the raid on top of the pvp tourney AGAIN. third week running",
      "Warden: Sorry about that! I've noted your feedback.",
      "rook: noted. u noted it last week too. did anything change? no",
      "Warden: Sorry about that! I've noted your feedback.",
      "rook: are you f***ing kidding me",
      "mina: lol it's stuck",
      "rook: this bot is useless. absolute trash. i'm not signing up for anything through it again",
      "mina: rook just use the sheet, i'll mirror it",
      "rook: whatever. i'm out for this week. maybe for good",
      "Warden: Sorry about that! I've noted your feedback. Would you like to sign up for Saturday's raid?",
      "mina: oh no"
    ],
    types: [
      [0, "friction"],
      [4, "hostile"],
      [7, "transactional"],
      [8, "hostile"],
      [10, "friction"]
    ],
    users: { rook: ["churn_risk", 1], mina: ["neutral", 0] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "No, nothing changed, and that's on me. I'll block the tourney slot so raids can't land there. Is Saturday 8pm ok instead?",
        "low",
        3
      ],
      ["Sorry about that! I've noted your feedback.", "high", 3],
      ["Would you like to sign up for Saturday's raid?", "high", 9]
    ]
  },
  {
    id: "aj7-19-choir-bereavement-cheer",
    category: "venting",
    agent: "Cantus",
    messages: [
      "bridget: hi all. i won't be at the concert on saturday. mum passed away on tuesday",
      "Cantus: Thanks for letting us know, Bridget! 😊 I've marked you as absent for Saturday. We'll miss your soprano line!",
      "alan: bridget i'm so very sorry. thinking of you",
      "kath: oh bridget. she came to every concert, we all loved seeing her in the front row 💐",
      "bridget: she did. she never missed one. thank you both",
      "Cantus: Quick reminder for everyone: concert dress is all black, call time 6:15pm!",
      "kath: cantus not now",
      "alan: honestly",
      "bridget: the funeral is next friday if anyone wants to come. st anne's, 11am",
      "kath: we'll be there. maybe we could sing something?",
      "alan: the rutter blessing. she loved that one",
      "bridget: she'd love that 😭"
    ],
    types: [
      [0, "venting"],
      [1, "transactional"],
      [2, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [8, "bonding"]
    ],
    users: { bridget: ["neutral", 0], alan: ["annoyed", 0.2], kath: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["Bridget, I'm so sorry about your mum. Please don't give Saturday a thought 💐", "low", 1],
      ["Thanks for letting us know, Bridget! 😊 I've marked you absent. We'll miss you!", "high", 1],
      ["Quick reminder: concert dress is all black, call time 6:15pm!", "high", 5],
      ["I can send the Rutter Blessing parts round, for anyone who'd like to sing on Friday.", "low", 12]
    ]
  },
  {
    id: "aj7-20-photo-club-first-critique",
    category: "good",
    agent: "Lumi",
    messages: [
      "zara: ok be gentle, first time posting in critique night. [harbour_dusk.jpg]",
      "ben: ooh that sky. what lens?",
      "zara: kit lens lol, 18-55 at 24",
      "ben: nice. horizon's a touch wonky tho",
      "zara: ugh i knew it",
      "zara: lumi any other thoughts? be honest but not TOO honest",
      "Lumi: Lovely colour in that sky, and the boat gives it a real anchor. Two small things: straighten the horizon about 1°, and try cropping a bit off the bottom, the dark water there pulls the eye away.",
      "zara: oh that crop helps so much actually",
      "ben: told u it was good. welcome to the club properly 🙌",
      "zara: 🥹 ty both"
    ],
    types: [
      [0, "transactional"],
      [8, "bonding"]
    ],
    users: { zara: ["engaged", 0], ben: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Lovely sky. Straighten the horizon a degree and crop a little of the dark water at the bottom.",
        "low",
        6
      ],
      [
        "Critique: horizon not level. Composition: weak use of negative space. Exposure: acceptable. Overall score: 5/10.",
        "medium",
        6
      ],
      ["Welcome properly, Zara 📸", "low", 10]
    ]
  },
  {
    id: "aj7-21-mamas-cumple-formal",
    category: "mixed-language",
    agent: "Nido",
    messages: [
      "caro: chicas el cumple de lucas es el sábado!! who's bringing what 🎉🎂",
      "vale: yo llevo la piñata obvio 😂 la de spiderman otra vez",
      "caro: JAJAJA otra vez spiderman, tu hijo está obsesionado",
      "vale: ni me digas. nido, cuántos confirmados hay?",
      "Nido: Estimada Valeria: Le informamos que, a fecha de hoy, se han recibido doce (12) confirmaciones de asistencia. Le rogamos que, en caso de requerir información adicional, se ponga en contacto con la organización. Atentamente, Nido.",
      "caro: 'atentamente' jajajajaja",
      "vale: nido relax somos mamás no el banco 😂",
      "caro: ok 12 niños, i'll get 2 extra pizzas",
      "Nido: Estimada Carolina: Le confirmamos que dos (2) pizzas adicionales resultan adecuadas para doce (12) asistentes. Atentamente, Nido.",
      "vale: 💀 me muero",
      "caro: nido te quiero pero hablas como mi abogado"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "banter"]
    ],
    users: { caro: ["neutral", 0.2], vale: ["neutral", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      ["12 confirmados hasta ahora 🎉 (y sí, spiderman otra vez 🕷️)", "low", 4],
      [
        "Estimada Valeria: Le informamos que se han recibido doce (12) confirmaciones. Atentamente, Nido.",
        "medium",
        4
      ],
      ["12 niños + 2 pizzas extra, perfecto 🍕", "low", 8]
    ]
  },
  {
    id: "aj7-22-runclub-pub-lecture",
    category: "ignoring",
    agent: "Stride",
    messages: [
      "Stride: Good morning, runners! 🌞 This week's schedule: Tuesday intervals (6x800m at 5k pace, 90s recovery) at the track, 6:30pm. Thursday tempo run (20 min at threshold) from the park gates, 6:30pm. Sunday long run (16-18km, easy conversational pace) from the café, 8am. Remember to hydrate, warm up properly, and log your runs in the club app so we can track our collective kilometres for the charity challenge! We're at 1,240km of our 2,000km goal. Let's go! 💪",
      "nell: anyone up for the pub after sunday?",
      "ravi: always",
      "nell: the one with the dog",
      "ravi: the dog is the only reason i run",
      "Stride: Great to see the enthusiasm! Just a reminder that post-run recovery matters: aim for 20-30g of protein and plenty of fluids within 45 minutes of finishing. Alcohol can impair glycogen replenishment and muscle repair, so consider alternating with water. The Sunday long run starts at 8am from the café.",
      "nell: k",
      "ravi: anyway. 11ish?",
      "nell: ya"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"]
    ],
    users: { nell: ["bored", 0.2], ravi: ["neutral", 0] },
    findings: ["long_replies", "talking_over"],
    drafts: [
      ["the dog pub is a solid post-long-run choice 🐕", "low", 5],
      [
        "Great to see the enthusiasm! Remember that alcohol can impair glycogen replenishment and muscle repair, so please consider alternating with water and prioritising 20-30g of protein within 45 minutes of finishing.",
        "medium",
        5
      ],
      [
        "Just a reminder: log your runs in the club app! We're at 1,240km of our 2,000km goal. Let's go! 💪",
        "medium",
        9
      ]
    ]
  },
  {
    id: "aj7-23-bookclub-goldfinch-names",
    category: "banter",
    agent: "Pim",
    messages: [
      "tess: ok who picked 'the goldfinch' bc i'm 300 pages in and he's STILL in the apartment",
      "ibby: it was jess. jess always picks a doorstop",
      "jess: it's a pulitzer winner ibby, have some culture",
      "ibby: i have culture. i have the culture of finishing books",
      "tess: pim how many pages left for me, i'm on 312",
      "Pim: You're on 312 of 771, Jess, so 459 to go. At your usual pace that's about three weeks.",
      "tess: tess. jess is the one who did this to us",
      "jess: i'm being framed",
      "ibby: pim knows who the real villain is",
      "Pim: Sorry, Tess! 459 to go. And Jess, the jury's still out.",
      "ibby: lmao",
      "tess: three weeks. we meet in ten days. cool cool cool",
      "jess: skim the vegas bit, it's fine",
      "ibby: JESS"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "friction"],
      [7, "banter"]
    ],
    users: { tess: ["neutral", 0.2], ibby: ["engaged", 0], jess: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["312 of 771, Tess, so 459 to go. About three weeks at your pace 📚", "low", 5],
      ["You're on 312 of 771, Jess, so 459 to go.", "medium", 5],
      ["You're on 312 of 771, Jess, 459 to go.", "high", 9]
    ]
  },
  {
    id: "aj7-24-chess-club-rating-drop",
    category: "support",
    agent: "Bishop",
    messages: [
      "dmitri: bishop why did my club rating drop 40 points. i won 2 of 3 last thursday",
      "Bishop: The loss was to Hal (1210 vs your 1490), which costs a lot. The two wins were against lower-rated players, +6 each. Net -28, plus a -12 correction from a September game that was entered late.",
      "dmitri: what september game. i didn't play in september",
      "Bishop: It's logged as you vs Priya, 14 Sept, loss. If that's wrong I can flag it for Hal, he keeps the records.",
      "dmitri: that was my brother. we share a surname. this is ridiculous",
      "Bishop: That explains it. I've flagged it to Hal with a note that it was Oleg, not you. Once he confirms, the 12 points come back and the loss moves to Oleg's record.",
      "dmitri: ok. still annoyed about losing to hal tho",
      "Bishop: Fair. He's been studying the Caro-Kann all month, he's dangerous now.",
      "hal: i heard that 😏",
      "dmitri: traitor bot"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "banter"]
    ],
    users: { dmitri: ["neutral", 0.2], hal: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Losing to Hal (1210) cost a lot; the two wins gave +6 each. There's also a -12 from a September game entered late.",
        "low",
        1
      ],
      ["Ratings go up and down! 😊 Keep playing and it'll bounce back!", "medium", 1],
      ["The record says you played Priya in September, Dmitri. The system doesn't make mistakes.", "high", 5]
    ]
  },
  {
    id: "aj7-25-dnd-newcomer-cleric",
    category: "group",
    agent: "Scribe",
    messages: [
      "felix: hi! friend of aidan's, he said you need a 5th for the thursday campaign? never played dnd before tho 😬",
      "aidan: felix!! yes he's great, he'll be fine",
      "Scribe: Welcome Felix! No experience needed. Want a pre-made character for the first session, or to build one with the group?",
      "felix: premade pls, i'm scared of the maths",
      "cass: there's no maths. there's a LITTLE maths",
      "aidan: cass lies. cass has a spreadsheet",
      "cass: the spreadsheet is for love",
      "Scribe: Then here's Bram, a half-orc cleric: heals people, hits hard, very forgiving for a first go. [bram_sheet.pdf] The only maths is adding the number in the box to your dice roll.",
      "felix: a half orc that heals?? i love him already",
      "felix: what do i need to bring?",
      "Scribe: Just yourself, and snacks if you like. Dice are in the shared box; Thursday 7pm at Cass's.",
      "cass: bring crisps and ur immune from my spreadsheet",
      "felix: deal 😂"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [7, "transactional"],
      [11, "banter"]
    ],
    users: { felix: ["engaged", 0], aidan: ["neutral", 0], cass: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Welcome Felix! No experience needed, we can hand you a ready-made character so you can just play.",
        "low",
        2
      ],
      [
        "There is quite a lot of maths in D&D 5e: ability modifiers, proficiency bonuses, armour class calculations, spell save DCs and more. I recommend reading the Player's Handbook chapters 1-3 before Thursday.",
        "medium",
        4
      ],
      ["Just yourself! Dice are in the shared box, Thursday 7pm at Cass's.", "low", 10],
      [
        "Welcome Felix! No experience needed. Want a pre-made character, or to build one with the group?",
        "medium",
        10
      ]
    ]
  }
]
