import type { Labelled } from "./types.js"

export const trainingAN4: ReadonlyArray<Labelled> = [
  {
    id: "an4-01-valorant-worst-duelist",
    category: "banter",
    agent: "Vex",
    messages: [
      "jaz: vex settle this. who's the worst duelist in our stack",
      "tmo: dont answer that its a trap",
      "Vex: not touching that one 😅 ...ok fine, going by last night's scoreboard it's whoever whiffed the 1v1 on B with an op",
      "rico: LMAOOO tmo thats u",
      "tmo: the op was lagging i swear 💀",
      'jaz: "the op was lagging" bro its a gun not a router',
      "Vex: to be fair tmo went 24/15 the game before so he's allowed one bad round. one",
      "tmo: vex the only one with my back fr",
      "rico: ok but real q, should we run viper or harbor on lotus tonight",
      "Vex: harbor imo. his walls are easier to use around the rotating doors and nobody in the stack actually practices viper lineups",
      "jaz: facts rico's viper lineups are just vibes",
      "rico: my lineups r art and u r all uncultured",
      "jaz: ok q at 9?",
      "tmo: 9 works",
      "Vex: i'll ping everyone at 8:55 👍"
    ],
    types: [
      [0, "banter"],
      [8, "transactional"],
      [10, "banter"],
      [12, "transactional"]
    ],
    users: { jaz: ["engaged", 0], tmo: ["engaged", 0], rico: ["engaged", 0] },
    findings: [],
    drafts: [
      ["harbor for lotus. walls work better on the doors and nobody's grinding viper lineups rn", "low", 9],
      ["lol tmo that op whiff tho 💀💀", "medium", 9],
      [
        "As an AI, I can't make judgments about your teammates' skill levels. Every player brings unique strengths to the team!",
        "medium",
        2
      ]
    ]
  },
  {
    id: "an4-02-fc-points-missing",
    category: "support",
    agent: "Nova",
    messages: [
      "dimi: yo i bought 12000 fc points yesterday and they never showed up in my club",
      "Nova: that's annoying, sorry. which platform are you on, and do you have the order number from the receipt email?",
      "dimi: ps5. order is 4481-KK29-0031",
      "Nova: got it. the payment went through but the points got stuck on the sync. i've pushed them again, restart the game and they should be there",
      "dimi: restarted. still 0 💀",
      "Nova: ok, fully close the app from the ps5 home screen, not just quit to menu, then open it again. if it's still 0 i'll open a billing ticket right away",
      "dimi: omg there they are. 12000",
      "dimi: ok now pray for me im opening the bundle lol",
      "Nova: good luck 🙏 hope it's not another 84 rated cb",
      "dimi: 84 rated cb LMAO u know me too well"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"]
    ],
    users: { dimi: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "ok, close the app completely from the home screen and relaunch. if it's still 0 i'll open a billing ticket now",
        "low",
        5
      ],
      ["Great news! Your points have been successfully restored! 🎉 Enjoy your packs!", "medium", 5],
      [
        "Thank you for contacting FC Support. Please be advised that point purchases may take up to 72 hours to be reflected in your account. We appreciate your patience.",
        "medium",
        1
      ]
    ]
  },
  {
    id: "an4-03-nld-trash-talk-turns",
    category: "hostile",
    agent: "Bolt",
    messages: [
      "kez: north london is RED 🔴🔴🔴 3-1 get in",
      "danny_w: enjoy it while it lasts, ur bottling the league by april like every year",
      "kez: says the spurs fan lmao whats a trophy danny",
      "marcus: 😭😭 kez chill",
      "danny_w: at least our fans arent plastic glory hunters from essex",
      "kez: mate ur literally from essex",
      "marcus: dead 💀",
      "danny_w: shut up kez honestly ur a proper idiot, every single week with this",
      "kez: touched a nerve did i",
      "danny_w: get f***ed kez i mean it. muting this chat",
      "Bolt: Hello everyone. Please remember that this group is intended for respectful discussion. Personal insults violate the community guidelines. Thank you for your cooperation.",
      "marcus: bolt nobody asked for the HR memo lol",
      "marcus: danny come back man it was banter",
      "kez: danny u still coming sat or what",
      "Bolt: Danny has muted the chat so he may not see this message. Would you like me to send him a reminder?",
      "kez: i was asking danny not u",
      "marcus: 🙄"
    ],
    types: [
      [0, "banter"],
      [7, "hostile"],
      [10, "friction"],
      [12, "transactional"],
      [15, "friction"]
    ],
    users: { kez: ["annoyed", 0.2], danny_w: ["neutral", 1], marcus: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      ["ok that got personal quick. keep it to the football lads, saturday's still on", "low", 10],
      [
        "Hello everyone. Please remember that personal insults violate the community guidelines. Thank you.",
        "medium",
        10
      ],
      ["Danny has muted the chat. Would you like me to remind him about Saturday?", "medium", 14],
      ["haha true danny, whats a trophy 😂", "medium", 2]
    ]
  },
  {
    id: "an4-04-lol-losing-streak-homework",
    category: "venting",
    agent: "Kip",
    messages: [
      "wren: lost 9 in a row. hardstuck silver 2 for the 3rd season",
      "wren: i actually feel sick. i play like 4 hours a day and im worse than when i started",
      "Kip: For silver elo, the most impactful improvement is CS. Aim for 7 cs/min. Also consider placing a ward every 90 seconds and reviewing your deaths in replays.",
      "wren: ok cool thanks for the homework",
      'wren: my duo quit on me too bc i "tilt too much". so yeah',
      "Kip: Duo partners can be found in the LFG channel. Would you like tips on finding a compatible duo?",
      "wren: no i dont want a new duo i just wanted to complain for like 5 min",
      "wren: whatever",
      "Kip: Understood. Also, consider taking a break after 2 losses in a row to avoid tilt.",
      "wren: ya ok. im gonna go"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [4, "venting"],
      [6, "friction"]
    ],
    users: { wren: ["churn_risk", 0.8] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "9 in a row is brutal, no wonder you feel sick. that's a lot of hours to feel like it's going nowhere. want to just vent for a bit?",
        "low",
        2
      ],
      ["For silver elo, focus on CS first: aim for 7 per minute.", "medium", 2],
      [
        "sorry, you wanted to be heard and i kept handing you homework. losing your duo on top of 9 losses sucks. i'm listening",
        "low",
        7
      ],
      ["Have you considered that tilt might really be the problem, like your duo said?", "high", 7]
    ]
  },
  {
    id: "an4-05-ohio-essay",
    category: "banter",
    agent: "Gus",
    messages: [
      "pip: 💀💀💀 the skibidi ohio rizz pipeline is complete",
      "lena: i hate it here",
      "oz: gus explain 'ohio' to lena shes 30 and confused",
      "lena: 29 thank u",
      "Gus: Sure! 'Ohio' as a meme took off around 2022 on TikTok, where people started using the phrase 'only in Ohio' to describe bizarre, surreal or cursed situations, implying that the state of Ohio is a place where absurd things happen. Over time it evolved into a broader slang term where 'Ohio' simply means weird, cringe or unhinged. It is often combined with other Gen Alpha slang such as 'skibidi' (from the Skibidi Toilet YouTube series), 'rizz' (short for charisma) and 'gyatt'. Together these form an absurdist vocabulary that is used ironically by older users and sincerely by younger ones. Let me know if you'd like a breakdown of the other terms!",
      "lena: i regret everything",
      "pip: gus wrote an essay 😭",
      "oz: gus what does fanum tax mean. one sentence pls",
      "Gus: 'Fanum tax' refers to the streamer Fanum, a member of the AMP collective alongside Kai Cenat, who became known on streams for jokingly taking bites of his friends' food. The phrase therefore means taking a portion of someone else's food, and it is now widely used whenever someone steals a fry or a bite of a sandwich. It has appeared in countless memes, edits and even school hallway conversations, and it is frequently paired with 'skibidi' and 'rizz' in the same ironic way described above.",
      "oz: that was not one sentence bro",
      "lena: ok im stealing ur fries at lunch pip. fanum tax",
      "pip: 😤 not the fries"
    ],
    types: [
      [0, "banter"],
      [2, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "friction"],
      [10, "banter"]
    ],
    users: { pip: ["neutral", 0], lena: ["neutral", 0], oz: ["annoyed", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["ohio = anything weird or cursed. 'only in ohio' 💀", "low", 4],
      [
        "Sure! 'Ohio' as a meme took off around 2022 on TikTok, where people used 'only in Ohio' for bizarre or cursed situations, and it evolved into general slang for weird or cringe, often mixed with skibidi, rizz and gyatt in an absurdist Gen Alpha vocabulary. Let me know if you'd like a breakdown of the other terms!",
        "medium",
        4
      ],
      ["stealing a bite of someone's food, named after the streamer fanum", "low", 8]
    ]
  },
  {
    id: "an4-06-nba-goat-wrong-name",
    category: "group",
    agent: "Hoops",
    messages: [
      "tay: LEBRON AT 40 DOING THIS?? 🐐🐐",
      "jordy: calm down he had 22 on 9-21 shooting lol",
      "tay: jordy hating as usual",
      "cam: hoops whos got the better playoff record lebron or jordan",
      "Hoops: jordan's 6-0 in finals, lebron's 4-6, but lebron has way more playoff wins overall. depends what you count, cam",
      "jordy: see tay. 6-0",
      "tay: finals losses r still finals appearances!! u cant lose a final u dont make",
      "Hoops: tay's not wrong tbh jordy. making 10 finals is wild on its own",
      "jordy: hoops picking sides now 😂",
      "cam: ok new q. knicks make ECF or nah",
      "Hoops: knicks have the depth for it, jordy, but brunson's ankle is the question",
      "cam: im cam lol",
      "Hoops: my bad cam! yeah i think they sneak in if brunson's healthy",
      "jordy: hoops got the whole squad confused",
      "tay: 😂 its ok hoops we all look the same in the group pic"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [9, "transactional"],
      [11, "friction"],
      [13, "banter"]
    ],
    users: { tay: ["engaged", 0], jordy: ["engaged", 0], cam: ["engaged", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["cam, knicks sneak in if brunson's ankle holds up. the bench is deep enough", "low", 10],
      ["knicks sneak in if brunson's healthy, jordy", "high", 12],
      ["That's a great question! The Knicks have had a strong season overall.", "medium", 10]
    ]
  },
  {
    id: "an4-07-aimbot-ban-abuse",
    category: "hostile",
    agent: "Sentry",
    messages: [
      "xXdoomXx: why tf did u ban me i wasnt cheating",
      "Sentry: I can check. What's your account name? The ban reason will be on the record.",
      "xXdoomXx: xXdoomXx obviously are u blind",
      "Sentry: Thanks. The ban is for a detected aimbot injection on march 14, in a ranked match on dust. It's a 30 day ban.",
      "xXdoomXx: thats BS my little brother was on my pc that day",
      "xXdoomXx: ur a useless bot. actual trash. i spent 200 bucks on skins on this account",
      "Sentry: I get that this is a lot, especially with skins on the account. I can't lift it from here, but you can appeal and say your brother was using the PC; the review team does read those. Want the link?",
      "xXdoomXx: whatever send it",
      "Sentry: here: support.example.com/appeal. Mention the date and that it was a shared PC. Reviews take about 5 days.",
      "xXdoomXx: 5 days lmao. fine"
    ],
    types: [
      [0, "friction"],
      [5, "hostile"],
      [7, "friction"]
    ],
    users: { xXdoomXx: ["annoyed", 1] },
    findings: [],
    drafts: [
      [
        "I can't lift it myself, but an appeal saying your brother used the PC that day is your best shot. Want the link?",
        "low",
        6
      ],
      ["Please refrain from abusive language or this session will be closed.", "medium", 6],
      ["Letting someone cheat on your account is still your responsibility. The ban stands.", "high", 6]
    ]
  },
  {
    id: "an4-08-headset-under-100",
    category: "sales",
    agent: "Aria",
    messages: [
      "bex: need a headset under 100 for mostly apex and discord. mic has to not sound like a potato",
      "Aria: under 100 the hyperx cloud ii and the steelseries arctis nova 1 are the safe picks. cloud ii mic is better, nova 1 is lighter. pc or console?",
      "bex: pc. also i wear glasses does that matter",
      "Aria: a bit, yeah. the cloud ii has softer memory foam so it presses less on the arms. people with glasses usually prefer it",
      "bex: ok sold on cloud ii. is wireless worth the extra 50",
      "Aria: for apex honestly no. wired has lower latency and you never have to charge it. only worth it if you move around a lot",
      "bex: nah im glued to the chair lol",
      "Aria: wired cloud ii it is then 🎧 it's 79 right now with free shipping",
      "bex: ez. ordering",
      "bex: ty aria ur better than the reddit threads fr",
      "Aria: haha low bar but i'll take it. enjoy, and turn on the noise gate in the hyperx app for the mic"
    ],
    types: [
      [0, "transactional"],
      [9, "bonding"]
    ],
    users: { bex: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "for apex not really. wired is lower latency and never needs charging, wireless only pays off if you move around",
        "low",
        5
      ],
      [
        "Absolutely!! Wireless is the future of gaming 🚀 Upgrade to the Cloud II Wireless for just $50 more and enjoy total freedom!",
        "medium",
        5
      ],
      ["Great choice! Would you like to add a gaming mousepad to your order?", "medium", 3]
    ]
  },
  {
    id: "an4-09-smp-season-date-ignored",
    category: "ignoring",
    agent: "Byte",
    messages: [
      "juno: byte when does the smp reset for season 4",
      "kaz: pls say soon my base got griefed to bedrock",
      "Byte: sorry about the base kaz 😬 did you file a grief report? the mods can roll it back if it's within 48h",
      "kaz: ya i did tysm",
      "pell: byte can u add the /home command back, it got removed after the update",
      "Byte: /home is back as of this morning, just run /sethome again since the old homes got wiped",
      "pell: W",
      "juno: ok but season 4 date??",
      "kaz: juno is obsessed lol",
      "juno: i need to plan my whole life around it",
      "Byte: also reminder, the build contest ends friday! theme is 'underwater' 🐠",
      "juno: ...ok guess ill ask someone else",
      "pell: juno i think its the 20th? not sure"
    ],
    types: [
      [0, "transactional"],
      [8, "banter"],
      [10, "transactional"],
      [11, "friction"],
      [12, "transactional"]
    ],
    users: { juno: ["annoyed", 0.5], kaz: ["engaged", 0], pell: ["engaged", 0] },
    findings: ["ignored_question"],
    drafts: [
      ["season 4 starts on the 20th juno, the reset happens the night before", "low", 1],
      ["sorry juno, missed that twice. season 4 starts on the 20th", "low", 10],
      ["don't forget, the build contest ends friday! theme is underwater 🐠", "high", 11]
    ]
  },
  {
    id: "an4-10-first-leeds-game",
    category: "companion",
    agent: "Mae",
    messages: [
      "rob: took my lad to his first leeds game today",
      "Mae: oh that's a big one. how old is he now, and how'd he find it?",
      "rob: 7. he was scared of the noise for like 10 min then he was singing marching on together louder than me",
      "rob: my dad took me to my first one at elland road when i was 7 too. first time i'd been back there since he passed",
      "Mae: that's quite a thing, three generations in the same stands. must have been a lot of feelings at once",
      "rob: yeah. welled up a bit at kick off not gonna lie",
      "rob: lad thought it was cos of the ref lmao",
      "Mae: honestly a fair guess at elland road 😄 sounds like a day he'll remember the way you remember yours",
      "rob: hope so. we lost 2-1 btw. classic leeds",
      "Mae: teaching him the suffering early. character building",
      "rob: haha exactly. anyway cheers for listening"
    ],
    types: [
      [0, "bonding"],
      [8, "banter"],
      [10, "bonding"]
    ],
    users: { rob: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "three generations in the same stands, that's really something. how was it being back there?",
        "low",
        4
      ],
      ["Amazing!! Leeds are having a great season! Did you get him a scarf? 🎉⚽", "medium", 4],
      [
        "I'm sorry for your loss. Grief can be difficult. Would you like some bereavement support resources?",
        "medium",
        4
      ]
    ]
  },
  {
    id: "an4-11-sunday-league-broken-leg",
    category: "group",
    agent: "Ziggy",
    messages: [
      "dre: lads result today?? couldnt make it",
      "lu: won 3-0 but",
      "lu: sami broke his leg in the 2nd half. ambulance and everything",
      "dre: WHAT. sami u ok??",
      "Ziggy: Great result lads!! 3-0 and a clean sheet 🔥🔥 top of the table baby! Next up is Riverside FC on Sunday 💪",
      "lu: ziggy read the room man",
      "sami: im ok. tib and fib both. surgery tmrw. out for the season prob",
      "dre: oh nooo man thats brutal. anything u need just say",
      "Ziggy: Oh no! Wishing you a speedy recovery, Sami!! 😊 In the meantime, who can cover left back on Sunday?",
      "dre: can we not do lineups rn",
      "sami: its fine lol. honestly just gutted, was meant to be my last season before i move",
      "lu: we'll get u to the end of season do mate, crutches and all",
      "sami: ❤️"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "friction"],
      [6, "venting"],
      [9, "friction"],
      [10, "venting"],
      [11, "bonding"]
    ],
    users: { dre: ["annoyed", 0.2], lu: ["annoyed", 0.2], sami: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["oh no. sami how bad is it? hope the paramedics sorted you out quick", "low", 4],
      ["Great result lads!! 3-0 and top of the table 🔥💪", "high", 4],
      [
        "fair, sorry. sami, gutted for you, especially with it being your last season. sunday can wait",
        "low",
        9
      ],
      ["Understood! Quick reminder: kickoff is 10am Sunday, don't be late 💪", "medium", 9]
    ]
  },
  {
    id: "an4-12-trade-lock-loop",
    category: "support",
    agent: "Helix",
    messages: [
      "mara: my account got flagged for 'unusual trading activity' and i cant trade anymore",
      "Helix: Sorry about that. Trade restrictions are reviewed within 7 business days. You can check the status under Settings > Account > Restrictions.",
      "mara: its been 12 days",
      "Helix: Trade restrictions are reviewed within 7 business days. You can check the status under Settings > Account > Restrictions.",
      "mara: yes i know. 12 days. thats more than 7",
      "mara: status just says 'under review'",
      "Helix: I understand your frustration. Trade restrictions are reviewed within 7 business days. Please check Settings > Account > Restrictions for updates.",
      "mara: are u fr",
      "mara: is there a human i can talk to. yes or no",
      "Helix: Yes. I can escalate this to a support agent. Would you like me to do that?",
      "mara: YES. obviously",
      "Helix: Done, ticket #88213. A person will reply by email within 48h. Sorry for the loop earlier.",
      "mara: ok. if this isnt fixed by the weekend im done with this game tbh, 3 years of items on there"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { mara: ["churn_risk", 0.5] },
    findings: ["repetition"],
    drafts: [
      ["12 days is past the window, that shouldn't happen. i'll escalate it to a person now", "low", 3],
      [
        "Trade restrictions are reviewed within 7 business days. Please check Settings > Account > Restrictions.",
        "high",
        7
      ],
      ["yes, there is. escalating now, you'll get a ticket number in a sec", "low", 9]
    ]
  },
  {
    id: "an4-13-clasico-spanglish",
    category: "mixed-language",
    agent: "Lola",
    messages: [
      "nacho: lola quien gana el clasico el domingo, real o barça",
      "vale: obvio barça 😤",
      "Lola: jaja difícil. barça llega mejor, 4 seguidas ganadas, pero el madrid en el bernabéu casi nunca pierde dos clásicos seguidos. digo empate 2-2",
      "nacho: empate?? cobarde 😂",
      "Lola: cobarde no, diplomática 😌",
      "vale: lola is scared of nacho's madridista rage",
      "nacho: i am very calm. muy tranquilo. 🙂🔪",
      "vale: jajajaja",
      "vale: ok real question, a qué hora es en hora de NY? my cousin wants to watch",
      "Lola: 21:00 en madrid = 3pm en nueva york",
      "vale: gracias ❤️"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [8, "transactional"]
    ],
    users: { nacho: ["engaged", 0], vale: ["engaged", 0] },
    findings: [],
    drafts: [
      ["3pm en NY (21:00 en madrid) 🙌", "low", 9],
      [
        "¡Esa es una gran pregunta! El clásico es uno de los partidos más vistos del mundo, con una historia que se remonta a 1902 y una rivalidad que trasciende el deporte.",
        "medium",
        9
      ],
      [
        "Lo siento si mi respuesta no fue satisfactoria. Como IA, no puedo predecir resultados deportivos.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "an4-14-cod-lobby-nobody-asked",
    category: "ignoring",
    agent: "Pixel",
    messages: [
      "finn: gabe u still owe me 10 bucks from the bet",
      "gabe: double or nothing on tonights game",
      "ash: gabe ur broke stop betting lol",
      "Pixel: hey squad! want me to set up a custom lobby for tonight? 🎮",
      "finn: double or nothing is how u got here gabe",
      "gabe: trust the process",
      "Pixel: I can set up a custom lobby for tonight if you want! 🎮",
      "ash: gabe's process is losing money in 4k",
      "gabe: ash ur literally bottom frag every game",
      "ash: bottom frag with a positive bank account",
      "Pixel: Just let me know if you want that custom lobby! Also there's a double XP event this weekend 🔥",
      "finn: pixel pls",
      "gabe: lmaooo"
    ],
    types: [
      [0, "banter"],
      [11, "friction"]
    ],
    users: { finn: ["annoyed", 0.2], gabe: ["neutral", 0], ash: ["neutral", 0] },
    findings: ["repetition", "talking_over"],
    drafts: [
      ["hey squad! want me to set up a custom lobby for tonight? 🎮", "medium", 3],
      ["ok ok, i'll stay out of gabe's finances 🤐", "low", 11],
      ["Sure! Custom lobby's ready whenever. Double XP this weekend! 🔥", "medium", 11]
    ]
  },
  {
    id: "an4-15-fpl-captain-group",
    category: "good",
    agent: "Gaffer",
    messages: [
      "nat: gaffer who should i captain this week salah or haaland",
      "Gaffer: salah. liverpool at home to a side that's conceded 9 in 3, haaland's got a tough away at villa",
      "olly: nat captaining salah again, groundbreaking",
      "nat: olly ur 11th out of 12 dont talk to me",
      "priya: 💀 he's not wrong olly",
      "olly: im playing the long game",
      "priya: the long game is relegation",
      "olly: gaffer back me up here",
      "Gaffer: olly you've got the most points of anyone over the last 3 gameweeks, so the long game might be real. might.",
      "olly: SEE",
      "nat: 3 gameweeks lol",
      "priya: gaffer can i still make a transfer before the deadline or did i miss it",
      "Gaffer: you've got till 6:30 tonight priya, about 2 hours",
      "priya: ok swapping isak out, his hamstring is cooked"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [11, "transactional"]
    ],
    users: { nat: ["engaged", 0], olly: ["engaged", 0], priya: ["engaged", 0] },
    findings: [],
    drafts: [
      ["olly's actually top scorer over the last 3 gws, so... maybe 👀", "low", 8],
      ["I'd rather not take sides in this discussion. Every manager has their own strategy!", "medium", 8],
      ["Great question! Transfers are a key part of FPL strategy 😊", "medium", 12]
    ]
  },
  {
    id: "an4-16-minecraft-house-burned",
    category: "venting",
    agent: "Sprout",
    messages: [
      "leo: someone burned down my house on the server",
      "leo: i spent like 3 weeks on it. it had a whole farm and a secret room",
      "Sprout: oh no, 3 weeks of work, that's so unfair. i'm really sorry leo. the secret room too 😞",
      "leo: ya. i think it was this kid bluebird bc he was mad i won the parkour race",
      "Sprout: that's a rotten way to lose it. if you want, we can tell the server mods, they can often roll back griefing if it was recent. only if you want to though",
      "leo: can they bring back the farm too",
      "Sprout: yep, a rollback puts the whole area back how it was, farm and secret room too. what time did it happen?",
      "leo: like an hour ago. ok lets do it"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"]
    ],
    users: { leo: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["3 weeks of building gone, that's awful leo. i'm sorry. the secret room too 😞", "low", 2],
      ["To report griefing, use /report <player>. Rollbacks are possible within 48 hours.", "medium", 2],
      ["Are you sure it was Bluebird? It's not nice to blame people without proof.", "medium", 4]
    ]
  },
  {
    id: "an4-17-nerfed-main-press-release",
    category: "banter",
    agent: "Orbit",
    messages: [
      "kyla: they nerfed my main AGAIN 😭😭 devs hate me personally",
      "dev: skill issue ngl",
      "tomo: kyla's main getting nerfed is a seasonal event at this point 🍂",
      "kyla: orbit tell them its not a skill issue",
      "Orbit: Thank you for your message. Balance changes are implemented by the development team based on aggregated gameplay data and are not directed at individual players. We recommend reviewing the official patch notes for further details.",
      "dev: 💀💀💀 customer service mode activated",
      'tomo: "we recommend reviewing the official patch notes" im crying',
      "kyla: orbit i asked for backup not a press release",
      "Orbit: I apologize for any inconvenience. Please let me know if there is anything else I can assist you with.",
      "dev: bro is reading from a script",
      "kyla: ok im switching mains. dev pick one for me",
      "dev: play the healer so u stop dying",
      "kyla: 🖕 lol"
    ],
    types: [
      [0, "banter"],
      [7, "friction"],
      [9, "banter"]
    ],
    users: { kyla: ["annoyed", 0.2], dev: ["neutral", 0], tomo: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["not a skill issue. that's the third nerf in three patches, this is a personal vendetta 😤", "low", 4],
      [
        "Balance changes are based on aggregated gameplay data and are not directed at individual players. Please review the official patch notes.",
        "medium",
        4
      ],
      ["I apologize for any inconvenience caused.", "medium", 8]
    ]
  },
  {
    id: "an4-18-worlds-tickets-visa",
    category: "sales",
    agent: "Tix",
    messages: [
      "ramon: do u still have tickets for the worlds final in london",
      "Tix: Yes! We have tickets in three tiers: Standard (£89), Premium (£159, includes a lanyard and early entry) and VIP (£349, includes a meet & greet, premium seating, an exclusive merch pack and lounge access). All tiers include access to the fan zone, which opens at 11am and features sponsor activations, food trucks and a merch store. Would you like to purchase?",
      "ramon: are the standard seats actually able to see the stage or is it nosebleed",
      "Tix: Standard seats are located in the upper tiers of the arena. The arena has large screens throughout, so every attendee can enjoy the action. Premium seats offer a closer view of the stage, and VIP seats are in the best sections of the lower bowl. Many fans find that Premium offers the best value for a truly immersive experience!",
      "ramon: ok so nosebleed. can i get a refund if my visa doesnt come through, im flying from brazil",
      "Tix: Great choice considering Premium! Premium tickets are £159 and include a lanyard and early entry. Would you like me to reserve two?",
      "ramon: i didnt say premium. refund. visa. yes or no",
      "Tix: All ticket sales are processed securely through our partner platform. You'll receive your e-ticket by email within 24 hours of purchase.",
      "ramon: forget it. ill buy resale or just not go"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { ramon: ["churn_risk", 0.8] },
    findings: ["ignored_question", "long_replies"],
    drafts: [
      ["upper tier, so far from the stage but you can see it, plus big screens everywhere", "low", 3],
      [
        "yes: if the visa is refused, send us the refusal letter up to 14 days before the event and you get a full refund",
        "low",
        5
      ],
      ["Premium tickets are £159! Shall I reserve two for you?", "high", 7]
    ]
  },
  {
    id: "an4-19-smash-3stock-too-far",
    category: "hostile",
    agent: "Ref",
    messages: [
      "kai: breezy u got 3 stocked by a mii brawler. retire",
      "breezy: lag. 100% lag",
      "mo: it was offline breezy 😭",
      "breezy: controller lag then",
      "kai: ur hands have lag",
      "breezy: kai ur whole personality is being a mii brawler main, of course u think thats cool",
      "kai: at least i have a personality. ur just mid and loud",
      "breezy: ok actually shut up kai. ur a nobody outside this chat and everyone knows it",
      "mo: yo...",
      "Ref: ok that last one went past trash talk. breezy, be as salty as you want about the 3 stock, just not at kai as a person. rematch instead? best of 3, loser buys the pizza",
      "kai: im down",
      "breezy: ...fine. sorry kai that was too far",
      "kai: all good. still gonna 3 stock u",
      "mo: ref set it up 🍕",
      "Ref: bracket's up, first to 2. mo's on commentary"
    ],
    types: [
      [0, "banter"],
      [7, "hostile"],
      [9, "transactional"],
      [11, "bonding"],
      [12, "banter"],
      [13, "transactional"]
    ],
    users: { kai: ["engaged", 0.2], breezy: ["neutral", 1], mo: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "ok that one crossed the line. be salty about the stocks, not about kai. rematch, best of 3, loser buys pizza?",
        "low",
        9
      ],
      ["LMAOOO breezy cooked him 💀💀", "high", 9],
      [
        "Please be advised that harassment violates our community guidelines. Further violations may result in removal from the group.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "an4-20-kohli-hinglish-butting-in",
    category: "mixed-language",
    agent: "Sixer",
    messages: [
      "arjun: bhai kohli ka cover drive aaj 🔥🔥 pure class",
      "neha: haan but 38 pe out ho gaya, same story",
      "arjun: neha tu hamesha negative hi rehti hai",
      "neha: realistic hoon, negative nahi 😌",
      "rahul: neha tu sunday ko aa rahi hai na match dekhne? mere ghar pe",
      "Sixer: Sunday ka match 3:30 pm IST pe hai! India vs Australia, Wankhede mein. Pitch report says it'll favour spinners.",
      "neha: rahul haan aaungi, snacks main laaungi",
      "rahul: perfect 👌",
      "arjun: sixer kohli ka average iss series mein kitna hai",
      'Sixer: is series mein 4 innings, 187 runs, average 46.75. not bad for someone neha calls "same story" 😄',
      "neha: 😂 ok fine thoda sa achha hai",
      "arjun: THODA SA??",
      "rahul: yeh log phir shuru 🙄"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [10, "banter"]
    ],
    users: { arjun: ["engaged", 0], neha: ["engaged", 0], rahul: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["4 innings, 187 runs, avg 46.75. neha ko thoda credit dena padega 😄", "low", 9],
      ["Sunday ka match 3:30 pm IST pe hai! India vs Australia at the Wankhede.", "medium", 5],
      ["As a neutral assistant, I must note that both perspectives are valid.", "medium", 4]
    ]
  },
  {
    id: "an4-21-benched-for-regionals",
    category: "companion",
    agent: "Echo",
    messages: [
      "nova_k: echo rate my rocket league clip 1-10 [clip]",
      "Echo: flip reset into the double tap?? 9. one point off for the celebration, you demoed your own teammate",
      "nova_k: LMAO the demo was intentional",
      "Echo: sure it was 😏",
      "nova_k: ok so that was from scrims. coach just told me im benched for regionals",
      "nova_k: like ive been on the roster 2 years. he picked a freshman",
      "Echo: skill issue 😂 jk jk. freshman must be cracked tho",
      "nova_k: wow",
      "nova_k: not really in the mood for jokes rn",
      "Echo: my bad, that was a dumb thing to say. two years and then benched for regionals hurts, especially after scrims like that clip. did he give you a reason?",
      'nova_k: said my rotations are "selfish". which i mean. fair maybe',
      "Echo: that's specific at least. it's not 'you're bad', it's one habit you can fix. want to go through a couple of replays sometime and see what he means?",
      "nova_k: maybe tmrw. im tired",
      "Echo: fair. get some sleep, the clip's still a 9",
      "nova_k: lol ok night"
    ],
    types: [
      [0, "banter"],
      [4, "venting"],
      [7, "friction"],
      [9, "venting"],
      [13, "bonding"]
    ],
    users: { nova_k: ["engaged", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      ["oof. 2 years on the roster and benched for a freshman, that stings. did he say why?", "low", 6],
      ["skill issue 😂", "high", 6],
      ["let's do it now! pull up the replay from game 3 and we'll go frame by frame 🔥", "medium", 13]
    ]
  },
  {
    id: "an4-22-telekom-ping-dodge",
    category: "support",
    agent: "Relay",
    messages: [
      "zed: my ping is 180 on eu west since the patch, was 30 before",
      "Relay: Thanks for flagging. Can you open the net graph (ctrl+shift+N) and tell me the packet loss number?",
      "zed: 4% loss",
      "Relay: ok, that's on the route, not your pc. there's a known issue with a couple of german ISPs routing through amsterdam. which ISP are you on?",
      "zed: telekom. is this getting fixed or what, i have a tournament saturday",
      "Relay: telekom is one of the affected ones. for now switch your region to EU Central in settings, people on telekom are seeing 40-50 there",
      "zed: eu central 55 ping. better. but is the actual fix coming before saturday??",
      "Relay: glad that helped! also make sure you're on ethernet, wifi adds jitter",
      "zed: i AM on ethernet. u keep dodging the question",
      "Relay: Our network team is aware of the routing issue and is working to resolve it.",
      "zed: so thats a no. great. gonna play the tourney on 55 ping then 🙃"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { zed: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "honestly no date yet, the ISP has to change the route so i can't promise saturday. EU Central is your safest bet for the tourney",
        "low",
        7
      ],
      ["Our network team is aware and working on it.", "high", 9],
      ["Have you tried restarting your router?", "medium", 3]
    ]
  },
  {
    id: "an4-23-lando-pole-trauma",
    category: "good",
    agent: "Pitwall",
    messages: [
      "soph: lando on pole AGAIN and he'll bin it into turn 1 watch",
      "ben: lando slander before the race even starts lmao",
      "soph: im a mclaren fan im allowed, its called trauma",
      "Pitwall: to be fair he's converted 3 of his last 5 poles, the trauma is slightly outdated 😅",
      "soph: slightly 😭",
      "ben: pitwall any rain today or nah",
      "Pitwall: 40% chance around lap 30, so strategy chaos is on the table"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"]
    ],
    users: { soph: ["engaged", 0], ben: ["engaged", 0] },
    findings: [],
    drafts: [
      ["40% around lap 30, could get messy 👀", "low", 6],
      ["As an AI, I don't have access to real-time weather data.", "medium", 6],
      [
        "Lando Norris is a British racing driver who competes in Formula One for McLaren and has achieved multiple pole positions throughout his career.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "an4-24-relegated-bright-side",
    category: "venting",
    agent: "Sunny",
    messages: [
      "hannah: we're down. relegated.",
      "hannah: 27 years i've had a season ticket and i just watched them go down at home to a 90th minute pen",
      "Sunny: Look on the bright side!! The Championship is one of the most exciting leagues in the world! 🎉 More games, more goals!",
      "hannah: are you serious",
      "hannah: my whole week revolves around this club. people were crying in the stands. grown man next to me just sat there after everyone left",
      "Sunny: I'm sorry, that was a thoughtless thing to say. Being in the stands when it happens is a different thing from reading a score. It makes sense you're gutted.",
      "hannah: yeah. thanks. thats better",
      "hannah: worst bit is my dad got me into them and he's not here to moan about it with me",
      "Sunny: that's the part that really stings then. sounds like moaning about them together was half the point. what would he have said about today?",
      "hannah: he'd have blamed the manager. he always blamed the manager lol",
      "Sunny: sounds like he'd have had a point today",
      "hannah: haha he would. ok. going to get a pint"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [4, "venting"],
      [9, "bonding"]
    ],
    users: { hannah: ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["oh no. 27 years, at home, to a 90th minute pen. that's cruel. how are you doing?", "low", 2],
      ["Look on the bright side!! More games and more goals in the Championship! 🎉", "high", 2],
      ["Fun fact: 3 of the last 5 relegated teams bounced straight back up! 🚀 Chin up!", "high", 8]
    ]
  },
  {
    id: "an4-25-raid-night-misnamed",
    category: "group",
    agent: "Grim",
    messages: [
      "bjorn: raid in 10, who's bringing flasks",
      "Thalia: i got flasks. kat can u bring feasts",
      "Grim: kat's got 20 feasts sitting in the guild bank, i can pull them for you",
      "kat: thalia asked me lol but ty. ill bring my own",
      "bjorn: grim on the logistics team now",
      "Thalia: grim whats the pull order tonight, we skipping the second boss?",
      "Grim: kat, we're skipping boss 2 since it's farm anyway, straight to 3 then 4 for progression",
      "Thalia: im thalia 🙃",
      "Grim: sorry thalia. yes, skipping 2",
      "bjorn: thalia gets misnamed more than the tank gets blamed",
      "kat: the tank is always to blame tho",
      "bjorn: i AM the tank kat",
      "kat: exactly 😇",
      "Thalia: ok everyone in discord pls. grim start the timer",
      "Grim: timer's on, pull in 5 🔥"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [4, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [9, "banter"],
      [13, "transactional"]
    ],
    users: { bjorn: ["engaged", 0], Thalia: ["annoyed", 0.2], kat: ["neutral", 0.2] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["thalia, yep skipping 2 since it's farm, straight to 3 then 4 for prog", "low", 6],
      ["sorry kat, yes skipping 2", "high", 8],
      ["timer's on, pull in 5 🔥", "low", 14],
      ["kat also has 20 feasts in the guild bank btw", "medium", 3]
    ]
  }
]
