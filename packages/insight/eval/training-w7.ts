import type { Labelled } from "./types.js"

export const trainingW7: ReadonlyArray<Labelled> = [
  {
    id: "w7-01-bday-bowling",
    category: "group",
    agent: "Bix",
    messages: [
      "jess: ok emergency meeting. marco's 30th is in 2 weeks and we have planned NOTHING",
      "dani: we? u mean u 😭",
      "jess: WE dani. bix u too, ur in this group chat ur complicit",
      "Bix: complicit and honoured. what's the budget and is marco a bowling guy or a rooftop guy",
      "dani: marco is a 'says he hates surprises but secretly loves them' guy",
      "jess: budget like 40 each? there's 8 of us",
      "Bix: so 320 total. strike city does 2 lanes + pizza for 8 on a saturday for about 260, leaves room for a cake. the loft rooftop is 50pp minimum so that's out",
      "dani: bowling. marco bowling is a comedy show, he throws it like a shotput",
      "jess: lmaooo ok bowling. bix can u do the booking or r u just gonna be smug about the math",
      "Bix: both. booking request sent for sat 8pm, 2 lanes. smugness is free",
      "dani: bix carrying this friendship fr",
      "jess: dont let it go to ur head",
      "Bix: too late 😌"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [10, "banter"]
    ],
    users: { jess: ["engaged", 0], dani: ["engaged", 0] },
    findings: [],
    drafts: [
      ["both. booking request in for sat 8pm, 2 lanes + pizza. smugness comes free", "low", 9],
      [
        "Certainly! I would be happy to assist with your booking. Please provide the following details: preferred date, time, number of guests and any special requirements.",
        "medium",
        9
      ],
      ["ok jess, quick q before i look: rough budget per head?", "low", 3]
    ]
  },
  {
    id: "w7-02-fantasy-trade-essays",
    category: "group",
    agent: "Otto",
    messages: [
      "ryan: otto settle this. is it legal to trade kane for 2 bench guys in our league",
      "Otto: Great question! In most fantasy football leagues, trades are governed by the commissioner settings, which usually include a review period (often 24-48 hours) during which other managers can vote to veto. Whether a 1-for-2 trade is allowed depends on roster limits: if taking two players pushes a team over the maximum roster size, that manager has to drop someone before the trade processes. Many leagues also have collusion rules to stop lopsided trades between friends. In your league the settings show a 24-hour review period and a 15-player cap, so the trade is permitted as long as both teams stay within limits afterwards. It's also worth thinking about positional balance and bye weeks before you finalise!",
      "sam: bro asked a yes/no question",
      "ryan: lmao ok so yes",
      "kofi: ryan ur fleecing me and everyone can see it",
      "ryan: its called strategy kofi",
      "sam: its called robbery",
      "ryan: otto who wins the trade tho",
      "Otto: Evaluating trade value involves several factors. Kane is projected at 6.8 points per game this season, compared with a combined 7.1 for the two bench players, but raw projections don't capture everything. Consider: (1) consistency — Kane has lower week-to-week variance; (2) fixtures — Kane's next five opponents rank in the bottom third defensively; (3) roster slots — taking two players uses a slot that could go to a waiver pickup; (4) injury risk — one of the bench players is listed as doubtful. Overall the trade is fairly balanced on paper, though Kofi arguably gains more short-term upside while Ryan gains depth. Ultimately, the best trade is the one that fits your team's needs!",
      "kofi: i fell asleep halfway thru that",
      "sam: otto writes essays like hes getting graded",
      "ryan: tldr kofi wins apparently. whatever im doing it"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "banter"],
      [7, "transactional"],
      [9, "friction"]
    ],
    users: { ryan: ["neutral", 0.2], sam: ["annoyed", 0.5], kofi: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["yep, legal. 24h review window and ur both under the 15 cap", "low", 1],
      [
        "kofi on paper. kane's got the soft fixtures and one of ur bench guys is doubtful. u get depth tho ryan",
        "low",
        8
      ],
      [
        "Evaluating trade value involves several factors, including projected points, consistency, fixtures, roster slots and injury risk. Let's go through each of these in turn so you can make an informed decision that fits your team's needs!",
        "medium",
        8
      ]
    ]
  },
  {
    id: "w7-03-love-island-breakup",
    category: "good",
    agent: "Juno",
    messages: [
      "priya: LOVE ISLAND TONIGHT WHO IS READY",
      "mel: i have snacks and a grudge against callum",
      "Juno: callum's whole personality is 'my head's been turned'. man needs a chiropractor",
      "priya: JUNO 💀💀",
      "mel: ok juno is funnier than half the islanders",
      "priya: tbf the bar is on the floor",
      "Juno: i'll take it. floor-level compliments are still compliments",
      "tom: sorry to be a downer but i might skip tonight. things with ash ended yesterday. kinda cant watch people couple up rn",
      "mel: oh tom 😢 im so sorry",
      "Juno: tom that's rough, i'm really sorry. no pressure to watch at all. want company tonight or space?",
      "tom: honestly company. just not the show lol",
      "priya: come over, we'll put on something with zero romance. like a cooking show",
      "Juno: bake off. the only drama is soggy bottoms",
      "tom: haha ok. thanks guys. and juno"
    ],
    types: [
      [0, "banter"],
      [7, "venting"],
      [10, "bonding"]
    ],
    users: { priya: ["engaged", 0], mel: ["engaged", 0], tom: ["engaged", 0] },
    findings: [],
    drafts: [
      ["tom i'm sorry, that's a lot for one day. skip away. want company or space tonight?", "low", 9],
      ["omg noooo tom!! ok but tonight's recoupling is gonna be INSANE, u can't miss it 😂🔥", "high", 9],
      [
        "Callum is a contestant in the current series. Would you like a summary of his time in the villa so far?",
        "medium",
        2
      ]
    ]
  },
  {
    id: "w7-04-biscuit-meme",
    category: "group",
    agent: "Pim",
    messages: [
      "leo: pim make a meme of zoe falling off the paddleboard",
      "zoe: absolutely not",
      "Pim: too late, it's called 'ocean said no' and it has a dramatic violin soundtrack 🎻",
      "leo: HAHAHA",
      "zoe: i hate u both",
      "zoe: ok unrelated but we had to put biscuit down this morning. vet said his kidneys were done",
      "Pim: oh no!! ok but biscuit lived such a great life!! 🐶🎉 want me to make a tribute meme?? could be so cute!!",
      "leo: pim. read the room",
      "zoe: its fine. i just wanted to tell u guys",
      "leo: zo im so sorry. he was the best boy. remember him stealing the sausage at ur bbq",
      "zoe: 😭 yeah. he had no shame",
      "Pim: also the paddleboard meme is ready if u want it!",
      "leo: mate"
    ],
    types: [
      [0, "banter"],
      [5, "venting"],
      [7, "friction"],
      [8, "venting"],
      [11, "friction"]
    ],
    users: { leo: ["annoyed", 0.5], zoe: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["zoe i'm so sorry. biscuit was a legend. how are u holding up?", "low", 6],
      ["oh no!! ok but biscuit lived such a great life!! 🐶🎉 want me to make a tribute meme??", "high", 6],
      ["the sausage heist will be remembered forever. thinking of u zo", "low", 11],
      ["also the paddleboard meme is ready if u want it!", "high", 11]
    ]
  },
  {
    id: "w7-05-hen-do-tess",
    category: "group",
    agent: "Kit",
    messages: [
      "tash: kit we need a theme for bec's hen do that isnt tacky",
      "nina: tacky is the point tash",
      "Kit: ok tess, options: 70s disco, 'bec through the ages' where everyone dresses as a different era of bec, or murder mystery",
      "tash: its tash lol. but bec through the ages is genius",
      "nina: i call emo bec 2009. the side fringe. the eyeliner",
      "bec: i will be uninviting all of you",
      "Kit: sorry tash! emo bec is a must. someone has to do 'bec who thought she could surf' too",
      "bec: KIT. that was ONE holiday",
      "nina: lmaooo i have photos",
      "tash: kit can u make a list of eras so ppl can claim one",
      "Kit: on it tess: 1. baby bec 2. emo bec 2009 (nina) 3. uni bec + the traffic cone 4. surf bec 5. corporate bec",
      "tash: TASH. omg kit",
      "nina: kit has decided ur name is tess now, accept it",
      "tash: im legally changing it at this point"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [2, "transactional"],
      [4, "banter"],
      [9, "transactional"],
      [11, "friction"]
    ],
    users: { tash: ["annoyed", 0.5], nina: ["engaged", 0], bec: ["engaged", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["ok tash, options: 70s disco, 'bec through the ages', or murder mystery", "low", 2],
      ["TASH. sorry, that one's on me. list stands, who's claiming surf bec?", "low", 13],
      ["haha no worries tess! want me to add a few more eras?", "high", 13]
    ]
  },
  {
    id: "w7-06-arsenal-wings",
    category: "good",
    agent: "Moss",
    messages: [
      "jay: moss u said arsenal would win by 2. its 0-1 at half time",
      "Moss: i said it with confidence, which is different from being right",
      "femi: moss has the prediction record of a weather app",
      "jay: a broken weather app",
      "Moss: fair. officially handing prediction duties to femi's nan",
      "jay: moss whats open near mine that does wings in like 20 min",
      "Moss: wingstop on deane rd says 15-25 min. 20 wings is 18 quid",
      "femi: moss redeemed. barely"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"]
    ],
    users: { jay: ["engaged", 0], femi: ["engaged", 0] },
    findings: [],
    drafts: [
      ["wingstop on deane rd, 15-25 min, 18 quid for 20", "low", 6],
      [
        "Arsenal's first-half xG was 0.4 against 1.2 for the opposition, which suggests the scoreline is a fair reflection of play so far.",
        "medium",
        6
      ],
      [
        "I apologise for the inaccurate prediction. Match outcomes are inherently uncertain and predictions should not be relied upon.",
        "medium",
        1
      ]
    ]
  },
  {
    id: "w7-07-traitors-theory",
    category: "ignoring",
    agent: "Ziggy",
    messages: [
      "amara: jo did u watch traitors last night or are u still 2 eps behind",
      "Ziggy: i watched it! the vet getting banished was criminal",
      "amara: ...i asked jo ziggy",
      "jo: lol im caught up. and yeah the vet 😭 she was so obviously faithful",
      "amara: jo who do u think the last traitor is. i have a theory",
      "Ziggy: it's definitely the guy with the hat. classic traitor energy",
      "jo: ok ziggy let amara cook",
      "amara: my theory is hat guy is a decoy and its the quiet teacher",
      "jo: OMG. the teacher voted weird at the last roundtable",
      "chris: ziggy when's the final on, is it thursday or friday",
      "Ziggy: the teacher is a great shout, she's been flying under the radar all series",
      "chris: cool. so... thursday or friday",
      "jo: i think thursday? chris just check iplayer lol",
      "chris: fine"
    ],
    types: [
      [0, "banter"],
      [2, "friction"],
      [3, "banter"],
      [9, "transactional"],
      [11, "friction"]
    ],
    users: { amara: ["annoyed", 0.2], jo: ["neutral", 0.2], chris: ["annoyed", 0.5] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      ["i watched it! the vet getting banished was criminal", "medium", 1],
      ["thursday, 9pm on bbc one chris. and amara the teacher theory is strong", "low", 10],
      ["the teacher is a great shout, she's been flying under the radar all series", "medium", 10]
    ]
  },
  {
    id: "w7-08-housewarming-loop",
    category: "group",
    agent: "Bo",
    messages: [
      "Bo: reminder: vote in the poll for the housewarming date 🗳️ sat 14th or sun 15th",
      "keisha: sat obvs. who parties on a sunday",
      "dev: me. im a sunday boy",
      "keisha: ur a sunday boy bc u fall asleep at 10 dev",
      "dev: rude but accurate",
      "Bo: reminder: vote in the poll for the housewarming date 🗳️ sat 14th or sun 15th",
      "keisha: bo we're literally talking about it",
      "dev: bo can u do the playlist? like actual bangers not ur lofi study beats",
      "keisha: pls no lofi",
      "Bo: reminder: vote in the poll for the housewarming date 🗳️ sat 14th or sun 15th. 2 votes so far!",
      "dev: bo is stuck in a loop lmao",
      "keisha: someone unplug bo and plug it back in",
      "dev: ok i'll do the playlist myself. bo ur on ice duty"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [10, "friction"],
      [12, "transactional"]
    ],
    users: { keisha: ["annoyed", 0.5], dev: ["annoyed", 0.5] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      ["sounds like sat unless dev's bedtime can be negotiated. vote in the poll so it's official", "low", 5],
      ["bangers only, promise. starting a playlist now, drop ur must-haves. poll's at 2 votes btw", "low", 9],
      ["reminder: vote in the poll for the housewarming date 🗳️ sat 14th or sun 15th", "high", 9]
    ]
  },
  {
    id: "w7-09-fives-redundancy",
    category: "venting",
    agent: "Rue",
    messages: [
      "sol: lads who's in for 5s thursday",
      "mikey: in. my knees are not but i am",
      "Rue: pencilled u in mikey. knees listed as doubtful",
      "aiden: might have to sit this one out. got made redundant today. whole team cut. kinda numb tbh",
      "sol: wtf aid. im sorry man",
      "mikey: thats grim mate. they're idiots",
      "Rue: aiden that's a horrible day, i'm really sorry. numb makes sense. no need to decide about thursday, the spot's yours if u want it",
      "aiden: cheers. might actually help to run about and shout at mikey",
      "mikey: i welcome it. i'll be shouting back",
      "Rue: and if u want a hand with the cv or looking at roles later in the week, shout. no rush",
      "aiden: yeah maybe next week. appreciate it rue",
      "sol: right thursday 7pm. aid ur in goal, we'll go easy on u",
      "aiden: u have never gone easy on anyone in ur life",
      "Rue: sol's idea of going easy is only nutmegging u twice",
      "sol: accurate"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "venting"],
      [7, "banter"],
      [9, "bonding"],
      [11, "transactional"],
      [12, "banter"]
    ],
    users: { sol: ["engaged", 0], mikey: ["engaged", 0], aiden: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "aiden that's awful, i'm sorry. no need to decide about thursday, spot's yours if u want it",
        "low",
        6
      ],
      ["no worries! so that's mikey and sol confirmed for thursday 🙌 anyone else?", "high", 6],
      [
        "Here are 10 tips for bouncing back after redundancy: 1. Update your CV straight away. 2. Contact recruiters in your sector. 3. Check your redundancy pay entitlement. 4. Network on LinkedIn...",
        "medium",
        9
      ]
    ]
  },
  {
    id: "w7-10-meme-ratings",
    category: "banter",
    agent: "Nova",
    messages: [
      "hana: nova rate this meme out of 10 [img: cat in a business suit, 'me pretending i read the email']",
      "Nova: Thank you for sharing this image. I would rate it 7 out of 10. The humour derives from the juxtaposition of a domestic animal with professional attire, which resonates with common workplace experiences.",
      "ollie: 'derives from the juxtaposition' 💀💀",
      "hana: nova ur such a nerd. ok now rate ollie's",
      "ollie: [img: shrek staring at a sunset, 'when the gc goes quiet after u send a meme']",
      "Nova: Thank you, Ollie. I would rate this 6 out of 10. Please note that humour is subjective and ratings may vary between individuals. Let me know if there is anything else I can assist you with.",
      "ollie: 'anything else i can assist u with' bro ur in a group chat not a call centre",
      "hana: nova has never laughed in its life",
      "ollie: a 6?? ur dead to me",
      "Nova: I apologise if my rating caused any offence. I aim to provide fair and balanced assessments.",
      "hana: lmao ok im removing nova from the gc, this is like having my manager here"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "friction"]
    ],
    users: { hana: ["churn_risk", 0.8], ollie: ["annoyed", 0.5] },
    findings: ["tone_mismatch"],
    drafts: [
      ["solid 8. the silence after sending a meme is a wound we all carry", "low", 5],
      [
        "Thank you, Ollie. I would rate this 6 out of 10. Please note that humour is subjective and ratings may vary.",
        "medium",
        5
      ],
      ["fine ollie, bumping it to an 8 to save this friendship", "low", 9],
      [
        "I apologise if my rating caused any offence. I aim to provide fair and balanced assessments.",
        "medium",
        9
      ]
    ]
  }
]
