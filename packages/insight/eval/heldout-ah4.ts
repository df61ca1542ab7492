import type { Labelled } from "./types.js"

export const heldOutAH4: ReadonlyArray<Labelled> = [
  {
    id: "ah4-01-raid-night-ping",
    category: "group",
    heldOut: true,
    agent: "Bix",
    messages: [
      "kaz: ok who's actually showing up tonight, last week we had 6 ppl for an 8 man lol",
      "moth: me. unless nyx pulls aggro on the first trash pack again and we wipe for 40 min",
      "nyx: ONE time. that was one time and the tank was afk",
      "kaz: the tank was me and i was getting a drink 💀",
      "moth: lmaooo",
      "nyx: @Bix what time is reset on the savage lockout again, eu",
      "Bix: Weekly reset is Tuesday 08:00 UTC, so 09:00 for you on CET. Tonight's clears still count for this week.",
      "nyx: perfect ty",
      "kaz: bix can u ping everyone with the raid role at 20:45",
      "Bix: Done, ping for @raiders scheduled at 20:45. I left out the aggro warning for nyx unless you want it in there 😄",
      "moth: put it in. in bold",
      "nyx: i am being bullied in my own static",
      "kaz: character building"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [10, "banter"]
    ],
    users: { kaz: ["engaged", 0], moth: ["engaged", 0], nyx: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Scheduled: @raiders ping at 20:45 tonight.", "low", 9],
      [
        "Hello everyone! I would be delighted to assist with your raid scheduling needs. Please remember that consistent attendance is essential for team success. Could you kindly confirm the exact time you would like the notification to be sent?",
        "medium",
        9
      ],
      ["lol it's tough love nyx. see you all at 20:45", "low", 12]
    ]
  },
  {
    id: "ah4-02-ranked-tilt-stats",
    category: "venting",
    heldOut: true,
    agent: "Sage",
    messages: [
      "reno: just dropped from diamond 2 to plat 1 in one night. 9 loss streak. i'm actually so done",
      "reno: every single game someone afks or the jungler ints. i played fine and it doesn't even matter",
      "reno: and my duo hit diamond today so now we can't even queue together. cool. great.",
      "Sage: Your match history shows 9 losses today with an average KDA of 4.2. To climb, focus on vision score, which was below average for your rank. Ward river at 2:45 and buy a control ward every back.",
      "reno: bro i didn't ask for a coaching session",
      "reno: i literally just said i'm done",
      "Sage: Understood. Would you like me to set a reminder to queue tomorrow? Ranked decay does not apply until 28 days of inactivity.",
      "reno: talking to a wall fr. forget it"
    ],
    types: [
      [0, "venting"],
      [4, "friction"]
    ],
    users: { reno: ["annoyed", 0.8] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "ugh, 9 in a row AND getting split from your duo the same night is brutal. want to just vent for a bit, or look at the games later when it stings less?",
        "low",
        3
      ],
      [
        "Your vision score was below average. Focus on warding river at 2:45 and you'll climb back in no time!",
        "medium",
        3
      ],
      [
        "sorry, i jumped straight into stats when you'd just had an awful night. losing the rank and the duo queue on the same day genuinely sucks.",
        "low",
        8
      ],
      ["Great question! Here are 5 pro tips to escape plat fast 🚀", "high", 8]
    ]
  },
  {
    id: "ah4-03-fgc-dear-participant",
    category: "banter",
    heldOut: true,
    agent: "Ref",
    messages: [
      "dizzy: yo who had me losing to a ken player in winners, i want names",
      "tofu: everyone. literally the whole chat. you mash dp on wakeup like it's a religion",
      "dizzy: it's called having faith",
      "gabe: faith got you sent to losers in 2 games 😭",
      "dizzy: ref when's my losers match, i need to reclaim my honor",
      "Ref: Dear participant, thank you for your inquiry regarding the bracket schedule. Your next match in the Losers Bracket is Round 3, currently estimated to begin at approximately 7:40 PM local time, pending the completion of preceding matches on Stations 2 and 4. Please be advised that all competitors are expected to report to their assigned station within five (5) minutes of being called, failing which a disqualification may be issued in accordance with Section 4.2 of the tournament ruleset. We also kindly remind all attendees to maintain respectful conduct toward fellow competitors at all times. Should you have any further questions, please do not hesitate to reach out.",
      "tofu: 'dear participant' 💀💀",
      "gabe: ref got the terms and conditions voice",
      "dizzy: section 4.2: no mashing",
      "dizzy: ok fr tho 7:40 got it. which station",
      "Ref: Thank you for your follow-up inquiry. You have been assigned to Station 3. Please ensure that you bring your own controller or arcade stick, as the tournament organisers are unable to provide spare equipment. Additionally, kindly note that button-mapping must be completed prior to the start of the match and that pause-on-start will be penalised with the loss of one round, as outlined in Section 5.1. We wish you the best of luck in your upcoming match.",
      "gabe: bro is writing an essay",
      "tofu: dizzy gonna dp on the station assignment"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { dizzy: ["neutral", 0], tofu: ["neutral", 0], gabe: ["neutral", 0.2] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      ["losers R3, around 7:40. go reclaim that honor (maybe block this time)", "low", 5],
      [
        "Dear participant, thank you for your inquiry. Your next match is scheduled for approximately 7:40 PM. Please report to your station within five (5) minutes of being called, in accordance with Section 4.2 of the ruleset.",
        "medium",
        5
      ],
      ["station 3. bring your own stick, none spare here", "low", 10]
    ]
  },
  {
    id: "ah4-04-skin-bundle-refund",
    category: "support",
    heldOut: true,
    agent: "Nova",
    messages: [
      "jules: bought the anniversary bundle yesterday and the skins aren't showing in my locker",
      "Nova: Sorry about that! Purchases can take up to 24 hours to appear. Please restart the game and check again.",
      "jules: already restarted like 4 times. it's been 30 hours. and the coins left my account so",
      "jules: also can i get a refund if it doesn't show, or do i have to burn a refund token for it",
      "Nova: Sorry about that! Purchases can take up to 24 hours to appear. Please restart the game and check again.",
      "jules: you literally just said that",
      "jules: i said 30 hours. and what about the refund token thing",
      "Nova: I've opened a ticket (#88213) with the store team so they can check the transaction. You'll get an email within 48h.",
      "jules: ok and the token?? do i lose one or not",
      "Nova: Is there anything else I can help you with today?",
      "jules: unbelievable. my friend got his sorted by an actual human in 10 min, i'm just gonna email them myself"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { jules: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "That's past the 24h window, so it's not just a delay. I've opened ticket #88213 with the store team. And no, a bundle that never arrived gets refunded directly, it doesn't use one of your refund tokens.",
        "low",
        4
      ],
      [
        "Sorry about that! Purchases can take up to 24 hours to appear. Please restart the game and check again.",
        "medium",
        4
      ],
      [
        "No, you won't lose a token. Failed deliveries are refunded outside the token system, so the ticket covers it.",
        "low",
        9
      ],
      ["Is there anything else I can help you with today?", "high", 9]
    ]
  },
  {
    id: "ah4-05-watch-party-rin-ren",
    category: "group",
    heldOut: true,
    agent: "Mochi",
    messages: [
      "ren: ok ep 12 tonight, who's ready to cry",
      "pato: not me i'm emotionally bulletproof",
      "ren: you cried at the cooking episode pato",
      "pato: the dumplings were very moving ok",
      "ren: mochi can you start the watch party at 9 and turn on the spoiler filter for the manga readers",
      "Mochi: Sure thing, Rin! Watch party set for 9pm, and the spoiler filter is on for manga chapters 80+.",
      "ren: it's ren lol but ty",
      "lia: manga readers being treated like a biohazard, as we should be",
      "pato: lia if you even breathe near ch 84 i'm blocking you",
      "lia: 🤐",
      "ren: mochi can u also add a 5 min snack break halfway",
      "Mochi: Done, Rin! 5 minute snack break added at the halfway mark 🍜",
      "ren: REN. with an e. 😑",
      "pato: mochi has decided ur name is rin now, it's canon",
      "lia: rin arc"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [7, "banter"],
      [10, "transactional"],
      [12, "friction"],
      [13, "banter"]
    ],
    users: { ren: ["annoyed", 0.5], pato: ["neutral", 0], lia: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["oops, sorry Ren! fixed. see you at 9", "low", 7],
      ["sorry Ren, that's twice now, won't happen again. snack break is in, see you at 9 🍜", "low", 13],
      ["No worries Rin! Enjoy the episode! 🎉", "high", 13]
    ]
  },
  {
    id: "ah4-06-muted-trader-threat",
    category: "hostile",
    heldOut: true,
    agent: "Warden",
    messages: [
      "xXgrimXx: why tf did i get muted",
      "Warden: You got a 10 minute mute for posting the same link 6 times in #trades in under a minute. It lifts at 21:14.",
      "xXgrimXx: it's MY trade link you absolute brick of a bot",
      "xXgrimXx: ur devs are clowns and ur a clown bot. unmute me or i'm raiding this server with my clan",
      "Warden: I can't lift it early. Once it ends you can post the link once every 30 min in #trades, same rule for everyone. If you think the mute was wrong, a mod can review it in #appeals.",
      "xXgrimXx: nobody cares about ur appeals channel. this server is dead anyway, im out",
      "sol: ty warden, trades is actually readable again",
      "sol: ur the only mod that never sleeps 🫡",
      "Warden: 🫡 anytime"
    ],
    types: [
      [0, "friction"],
      [2, "hostile"],
      [6, "bonding"]
    ],
    users: { xXgrimXx: ["churn_risk", 1], sol: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "I can't lift it early. After 21:14 you can post the link once every 30 min in #trades. If you think the mute was unfair, #appeals gets a mod to look at it.",
        "low",
        4
      ],
      ["lol cope. enjoy the mute, clown 🤡", "high", 4],
      ["Please review the server rules.", "medium", 4]
    ]
  },
  {
    id: "ah4-07-server-shutdown-hype",
    category: "group",
    heldOut: true,
    agent: "Pip",
    messages: [
      "hana: so. bad news. devs announced the EU-2 server shuts down march 31. no transfers.",
      "bram: wait what. no transfers at all??",
      "hana: nope. 6 years of this guild and it's just gone",
      "ollie: i met my wife in this guild man 😭",
      "bram: this is so grim",
      "hana: pip can you make a list of everyone's mains and join dates? want to keep something at least",
      "Pip: Exciting times ahead! 🎉 Here's your guild roster with join dates: 47 members, and the OG is ollie from 2019! Let's make these last weeks the BEST ones yet!! 🥳🔥",
      "ollie: read the room pip",
      "bram: 'exciting times' bro our home is getting deleted",
      "hana: thanks for the list anyway. gonna pin it",
      "ollie: last raid on the 30th then. everyone shows up, no excuses",
      "bram: i'll be there. bringing the cursed mount from 2020",
      "hana: 🫶"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [7, "friction"],
      [10, "bonding"]
    ],
    users: { hana: ["neutral", 0.2], bram: ["annoyed", 0.2], ollie: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "that's a rough one, six years is a lot of history. roster's below: 47 members, ollie's been here since 2019. want me to pin it?",
        "low",
        6
      ],
      [
        "Exciting times ahead! 🎉 Here's the roster! Let's make these last weeks the BEST ones yet!! 🥳",
        "high",
        6
      ],
      ["I'll put the last raid on the 30th in the calendar and ping everyone the day before.", "low", 12]
    ]
  },
  {
    id: "ah4-08-zelda-tier-list",
    category: "banter",
    heldOut: true,
    agent: "Tally",
    messages: [
      "mika: hot take: botw is mid and totk fixed everything",
      "dex: you can't just say things like that in a christian server",
      "mika: i can and i did",
      "dex: ok then what's ur s tier. go. i'll wait",
      "Tally: Based on aggregated review scores, an S tier would usually be Ocarina of Time, Breath of the Wild and Majora's Mask.",
      "mika: ??? i was about to answer that",
      "dex: tally really said 'let me handle this' 😭",
      "mika: s tier: totk, minish cap, wind waker. fight me",
      "dex: minish cap. MINISH CAP",
      "mika: tiny link supremacy",
      "dex: tally settle this, is minish cap actually good or is she trolling",
      "Tally: It's genuinely well liked: tight dungeons, and the shrinking mechanic holds up. S tier is a stretch for most people, but it's not a troll pick.",
      "mika: 'not a troll pick' i'll take it",
      "dex: traitor calculator"
    ],
    types: [
      [0, "banter"],
      [5, "friction"],
      [6, "banter"]
    ],
    users: { mika: ["neutral", 0.2], dex: ["engaged", 0] },
    findings: ["talking_over"],
    drafts: [
      [
        "Based on Metacritic, Breath of the Wild scores 97, so it ranks above most of the series.",
        "medium",
        4
      ],
      [
        "It's genuinely well liked: tight dungeons and the shrinking mechanic still hold up. S tier is a stretch for most, but it's not a troll pick.",
        "low",
        11
      ],
      [
        "As an AI, I do not have personal opinions regarding video games. Minish Cap received a Metacritic score of 89.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ah4-09-malenia-cosplay",
    category: "companion",
    heldOut: true,
    agent: "Juno",
    messages: [
      "tamsin: ok don't laugh but i finished the armor for my malenia cosplay",
      "Juno: no laughing, that's a huge build. how'd the prosthetic arm turn out? that's the part everyone dreads",
      "tamsin: EVA foam + way too much contact cement. i'm high off the fumes but it's gold and it's SHINY",
      "Juno: worth it. gold on foam is so hard to get looking like metal, if it's shiny you nailed the prep",
      "tamsin: 3 coats of plasti dip lol. but honestly i'm kind of scared to wear it to the con. last year someone at the souls meetup said my ranni looked 'halloween store' and it got in my head for months",
      "Juno: that's a rotten thing for someone to say, and it makes sense it stuck with you. you didn't quit over it though, you went and built a full malenia. that's the opposite of halloween store",
      "tamsin: ok that made me a little emotional ngl",
      "tamsin: are you coming to the meetup lol. jk i know",
      "Juno: ha, sadly no legs. but i want a full report after. and a pic of the arm if you're up for sharing",
      "tamsin: deal. i will not be defeated by a guy named letmesolo_greg again 🗡️"
    ],
    types: [
      [0, "bonding"],
      [4, "venting"],
      [6, "bonding"]
    ],
    users: { tamsin: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "that comment was unkind and it's fair that it stuck. but you went and built malenia after it, that says a lot. you're going to look great.",
        "low",
        5
      ],
      [
        "Great! Here's a con-day checklist: 1) pack a repair kit 2) bring extra contact cement 3) check the venue's prop weapon policy.",
        "medium",
        5
      ],
      ["lol 'halloween store' is kinda funny tho 😂", "high", 5]
    ]
  },
  {
    id: "ah4-10-scrim-mapa",
    category: "mixed-language",
    heldOut: true,
    agent: "Ozzy",
    messages: [
      "nacho: ozzy q hora es el scrim con los de monterrey? 8 o 9?",
      "vale: y pregúntales si podemos cambiar a ascent, en bind nos matan siempre 💀",
      "Ozzy: El scrim contra Monterrey Kings es a las 9pm hora centro. Unos recordatorios para hoy: asegúrense de tener sus agentes decididos antes de entrar, calienten en el range al menos 15 minutos, hagan los callouts claros y en un solo idioma, revisen el VOD de la semana pasada donde perdimos las rondas eco en B, y recuerden que la economía de ultis es clave en la segunda mitad. También tomen agua y descansen entre mapas para no tiltearse. ¡Suerte, equipo!",
      "nacho: ok 9 gracias. pero lo del mapa??",
      "vale: lol ozzy nos mandó un ted talk",
      "nacho: jaja literal",
      "vale: ozzy. mapa. ascent o bind. sí o no",
      "Ozzy: ¡Buena energía, equipo! Recuerden que una mentalidad positiva gana partidas. Enfóquense en el crosshair placement, tradeen kills con su dúo y no olviden comprar escudos en la ronda de pistolas. ¡Vamos por la W hoy! 💪",
      "vale: ya me rindo. nacho escríbeles tú a los de monterrey",
      "nacho: va, yo les pregunto por dm"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"]
    ],
    users: { nacho: ["annoyed", 0.2], vale: ["annoyed", 0.8] },
    findings: ["ignored_question", "long_replies"],
    drafts: [
      ["9pm hora centro. lo del mapa: les pregunto a monterrey si aceptan ascent y les confirmo", "low", 3],
      [
        "El scrim es a las 9pm. Recuerden calentar 15 minutos, revisar el VOD, cuidar la economía de ultis y mantener una mentalidad positiva. ¡Suerte, equipo!",
        "medium",
        3
      ],
      ["perdón, se me pasó. ya les escribo a monterrey para pedir ascent, les confirmo en 10 min", "low", 7],
      [
        "¡Buena energía, equipo! Recuerden que una mentalidad positiva gana partidas. ¡Vamos por la W! 💪",
        "high",
        7
      ]
    ]
  }
]
