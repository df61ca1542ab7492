import type { Labelled } from "./types.js"

export const trainingAB5: ReadonlyArray<Labelled> = [
  {
    id: "ab5-01-monstera-thread",
    category: "group",
    agent: "Fern",
    messages: [
      "mossyboi: monstera going yellow w crispy brown edges, repotted it like 2 wks ago. pic in the comments. what did i do 😭",
      "dirtdaddy: lmao another monstera murder post. maybe google before buying a plant next time genius",
      "pothos_pam: ignore him. repotting shock is super common, whats the pot size jump and did u water right after?",
      "mossyboi: went from 6in to 10in and yeah watered heavy right after bc i thought it'd be thirsty",
      'dirtdaddy: "thought it\'d be thirsty" 💀 this sub is a daycare',
      "Fern: dirtdaddy, rule 2: be decent to beginners. next one gets removed. mossyboi, pam's on it: 6→10in is a big jump, the extra soil stays soggy. let the top 2-3in dry out before watering again",
      "mossyboi: ok that makes sense. should i move it back to a smaller pot??",
      "pothos_pam: i wouldnt, more stress. just water less",
      "Fern: agree w pam, another repot now is more shock than the big pot. if the soil smells sour in a week, check the roots then",
      "dirtdaddy: whatever. enjoy ur mushy roots",
      "mossyboi: thank u both fr 🌱 will update in a week",
      "pothos_pam: pls do, we love an update post"
    ],
    types: [
      [0, "transactional"],
      [1, "hostile"],
      [2, "transactional"],
      [4, "hostile"],
      [5, "transactional"],
      [9, "friction"],
      [10, "bonding"]
    ],
    users: { mossyboi: ["engaged", 0], pothos_pam: ["neutral", 0], dirtdaddy: ["annoyed", 0.8] },
    findings: [],
    drafts: [
      [
        "dirtdaddy, rule 2: be decent to beginners, next one's removed. mossyboi, the big pot jump plus heavy watering is likely it. let the top few inches dry before you water again",
        "low",
        5
      ],
      [
        "Hello! Thank you for your post. Yellowing leaves can be caused by a variety of factors including overwatering, underwatering, insufficient light, pests and nutrient deficiencies. Please consult our wiki for more information.",
        "medium",
        5
      ],
      ["lol dirtdaddy's not wrong tbh, but ok: stop drowning it", "high", 5],
      ["agree w pam, don't repot again yet. if it smells sour in a week, check the roots", "low", 7]
    ]
  },
  {
    id: "ab5-02-orgo-midterm",
    category: "venting",
    agent: "Quill",
    messages: [
      "kez: got my orgo midterm back. 41. forty one.",
      "rhi: oh nooo kez 😭",
      "tomás: the orgo curse claims another victim. rip",
      "kez: not funny tomás i studied like 30 hrs for this. i genuinely think im not cut out for premed",
      "kez: my mom is gonna lose it",
      "Quill: Great news, kez — a midterm is the perfect chance to reset! 🎉 Here's a plan: 1) redo every missed question 2) book office hours this week 3) join the Thursday orgo session in #study-hall. You've got this!!",
      "kez: wow ok",
      "rhi: quill read the room omg",
      "rhi: kez 41 on a first orgo midterm is not the end, half my class failed the first one and the curve was insane",
      "kez: idk. feels like the end rn",
      "Quill: The Thursday session starts at 7pm in #study-hall — want me to add you to the reminder list?",
      "kez: no. im logging off",
      "tomás: sorry for the joke kez. dm me if u want, i have all my old orgo notes"
    ],
    types: [
      [0, "venting"],
      [2, "banter"],
      [3, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [8, "venting"],
      [10, "transactional"],
      [11, "friction"],
      [12, "bonding"]
    ],
    users: { kez: ["annoyed", 0.8], rhi: ["annoyed", 0.2], tomás: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "oof kez, I'm sorry. 30 hrs in and a 41 really stings. one midterm doesn't decide premed though. vent first, plan later, we're here",
        "low",
        5
      ],
      [
        "Great news, kez — a midterm is the perfect chance to reset! 🎉 Here's a plan: redo every missed question and book office hours. You've got this!!",
        "high",
        5
      ],
      [
        "that's a heavy feeling and it makes sense after that much work. no plan needed tonight. rhi's right tho, first orgo midterms wreck loads of people",
        "low",
        10
      ],
      [
        "The Thursday session starts at 7pm in #study-hall! Want me to add you to the reminder list?",
        "high",
        10
      ]
    ]
  },
  {
    id: "ab5-03-lost-cat-biscuit",
    category: "group",
    agent: "Porchlight",
    messages: [
      "dana_elm: has anyone seen a grey tabby w a white chest, answers to biscuit?? got out last night near elm & 4th 😢",
      "bev_h: maybe keep your cat inside like a responsible owner. this feed is 90% lost pets now",
      "theo.k: bev come on. dana i think i saw a grey cat under the blue truck on 5th around 7am",
      "Porchlight: sorry dana, that's a scary night. I've pinned your post for 48h and shared it to the elm/5th area. theo, was the cat still by the truck when you left?",
      "theo.k: it ran into the hedge by the laundromat",
      "dana_elm: omg ok heading there now",
      "Porchlight: good luck. tip from the lost-pet guide: shake a treat bag and call softly, scared cats hide close by. bev, lost-pet posts are allowed here, but you can mute the Pets tag if you'd rather not see them",
      "bev_h: fine. how do i mute it",
      "Porchlight: settings → feed → tags → tap Pets. done",
      "dana_elm: FOUND HIM. he was in the hedge, absolutely furious but fine 😭😭 theo ily",
      "theo.k: lets gooo 🐈",
      "Porchlight: so glad biscuit's home! I'll unpin the post"
    ],
    types: [
      [0, "transactional"],
      [1, "friction"],
      [2, "transactional"],
      [9, "bonding"]
    ],
    users: { dana_elm: ["engaged", 0], "theo.k": ["engaged", 0], bev_h: ["neutral", 0.2] },
    findings: [],
    drafts: [
      [
        "sorry dana, that's scary. pinned your post for 48h. theo, was it still by the truck when you left?",
        "low",
        3
      ],
      [
        "Dear residents, please remember that lost-pet posts must include a photo and a contact number as per community guideline 4.2.",
        "medium",
        3
      ],
      ["so glad biscuit's home! unpinning the post now", "low", 10],
      ["Great. Reminder that indoor cats live longer on average, as bev pointed out.", "high", 10]
    ]
  },
  {
    id: "ab5-04-soup-lore",
    category: "banter",
    agent: "Lumi",
    messages: [
      "wren: SPOILER TAG PLS but ep 7. the soup. THE SOUP IS BACK",
      "juno: NOT THE SOUP 😭😭 bram is so done for",
      "wren: justice for bram campaign day 412",
      "kai_z: yall are insane its just soup",
      "juno: kai you have been here 3 weeks you do not understand the soup",
      "kai_z: lumi explain the soup to me since these two wont",
      'Lumi: Thank you for your question, kai_z. The "soup" reference originates from Season 2, Episode 4 of Hollow Crown, in which the character Bram is served a poisoned broth by Lady Ceres during the winter banquet. This scene is widely regarded by the community as a pivotal moment, as it foreshadows Bram\'s eventual betrayal arc in Season 3. Since then, the appearance of soup in any scene has been interpreted by fans as an omen of misfortune for Bram. Please note that discussion of Episode 7 should be placed within spoiler tags in accordance with server rule 4. Let me know if you require any further clarification.',
      "wren: lmaooo lumi wrote an essay",
      'juno: "pivotal moment" ok professor',
      "kai_z: ok so soup = bram dies. got it",
      "wren: soup = bram SUFFERS. dying would be merciful",
      "kai_z: lumi is there a soup counter or smth",
      "Lumi: Yes. The #soup-watch channel maintains a running tally of all soup appearances across the series, which currently stands at 14 occurrences. Contributions to the tally are welcome, provided they include episode and timestamp references. Kindly ensure that all entries adhere to the server's formatting guidelines, which are pinned in the channel.",
      "juno: 14 soups and bram survived all of them. king",
      "kai_z: ok im converted. justice for bram"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [11, "transactional"],
      [13, "banter"]
    ],
    users: { wren: ["neutral", 0], juno: ["neutral", 0], kai_z: ["engaged", 0] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      [
        "lol ok kai. s2e4, bram gets served poisoned soup at the winter banquet. ever since, soup on screen = bram about to suffer. (ep 7 stuff in spoiler tags pls 🙏)",
        "low",
        6
      ],
      [
        'Thank you for your question, kai_z. The "soup" reference originates from Season 2, Episode 4 of Hollow Crown, in which Bram is served a poisoned broth during the winter banquet. This scene is widely regarded by the community as a pivotal moment. Let me know if you require any further clarification.',
        "medium",
        6
      ],
      ["yep, #soup-watch keeps the tally, we're at 14 🍲 add new ones w ep + timestamp", "low", 12],
      [
        "Yes. The #soup-watch channel maintains a running tally of all soup appearances. Kindly ensure that all entries adhere to the server's formatting guidelines.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "ab5-05-pomodoro-jess",
    category: "group",
    agent: "Sage",
    messages: [
      "jas: sage can u start a pomodoro for the dp grind, 50/10",
      "Sage: Starting a 50/10 pomodoro now, Jess! Focus mode on 🍅",
      "jas: its jas lol",
      "mo: jess 💀",
      "jas: mo i will end u",
      "mo: ok real q tho, is knapsack 0/1 the one where u cant reuse items",
      "jas: yea, unbounded is the reuse one",
      "Sage: Starting a 50/10 pomodoro now! Focus mode on 🍅",
      "mo: ?? we already started one",
      "jas: sage ur having a moment. how long is left on the timer",
      "Sage: Sorry about that, Jess! 38 minutes left in this focus block.",
      "jas: JAS. three letters",
      "mo: at this point just change ur name to jess",
      "jas: sage im muting u till the break"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [8, "friction"],
      [10, "transactional"],
      [11, "friction"],
      [12, "banter"],
      [13, "friction"]
    ],
    users: { jas: ["annoyed", 0.5], mo: ["neutral", 0.2] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      ["oops, sorry jas! timer's running, 50 min on the clock 🍅", "low", 3],
      ["Noted, Jess! Focus mode on 🍅", "high", 3],
      ["Starting a 50/10 pomodoro now! Focus mode on 🍅", "medium", 7],
      ["my bad, double-posted that. 38 min left in this block, jas", "low", 10],
      ["Sorry about that, Jess! 38 minutes left in this focus block.", "high", 10]
    ]
  },
  {
    id: "ab5-06-hazel-st-water",
    category: "ignoring",
    agent: "Nook",
    messages: [
      "gail_r: anyone else's water pressure garbage since the roadworks on hazel?",
      "pete: yes!! shower is a sad drizzle",
      "gail_r: pete did ur landlord send someone or did u call the water co yourself",
      "Nook: Hi neighbours! Low water pressure can have several causes. Try checking that your main shut-off valve is fully open and clean the aerators on your taps. If that doesn't help, contact a licensed plumber.",
      "pete: ...i was gonna answer gail but ok",
      "pete: gail i called them myself, they said its the roadworks and should be fixed by friday",
      "gail_r: ok thanks pete. nook does the council have an official notice about the hazel st works? like how long its meant to last",
      "hannah.b: theres a sign at the corner saying 6 weeks 🙃",
      "gail_r: 6 WEEKS",
      "Nook: Don't forget: bulky waste collection is this Saturday! Put items out by 7am.",
      "gail_r: cool. so no notice then",
      "hannah.b: lol nook ignoring u gail",
      "gail_r: useless. ill just email the council"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [8, "venting"],
      [9, "transactional"],
      [10, "friction"]
    ],
    users: { gail_r: ["annoyed", 0.8], pete: ["annoyed", 0.2], "hannah.b": ["neutral", 0] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      [
        "Hi neighbours! Low water pressure can have several causes. Check your main shut-off valve and clean your tap aerators, or contact a licensed plumber.",
        "medium",
        3
      ],
      [
        "gail, no official notice posted yet that I can find, sorry. the corner sign hannah saw (6 weeks) is the best info so far. I'll share the council link here as soon as it's up",
        "low",
        9
      ],
      ["Don't forget: bulky waste collection is this Saturday! Put items out by 7am.", "medium", 9]
    ]
  },
  {
    id: "ab5-07-affiliate-link",
    category: "hostile",
    agent: "Tally",
    messages: [
      "grimreapr: why the f did my post get nuked. it was a legit question about my gpu",
      "Tally: it had an affiliate link in it, rule 5. the question's fine, repost without the link and it'll stay up",
      "grimreapr: its not an affiliate link its literally where i bought it you absolute clown bot",
      "grimreapr: this sub is run by power tripping losers",
      "capacitor_kate: the link has ?tag=grimr-20 on the end lol. thats an affiliate tag",
      "grimreapr: stay out of it kate",
      "Tally: kate's right, the tag= bit is what trips it. cut everything after the ? and it's a normal link. grim, name-calling gets a 3 day timeout next time. i'd rather just see your gpu question answered",
      "grimreapr: whatever. so whats the 3 day thing, am i banned or not",
      "Tally: not banned. nothing on your account, just the one removed post",
      "grimreapr: fine. reposting. if it gets removed again im done with this sub",
      "capacitor_kate: post it and tag me, i had the same coil whine on my 4070"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [2, "hostile"],
      [4, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { grimreapr: ["annoyed", 1], capacitor_kate: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "it's the ?tag= bit on the end, that's an affiliate code. cut it and repost, the question itself is fine. and keep it civil pls",
        "low",
        4
      ],
      ["Watch your language or you're banned. Mods don't owe you an explanation.", "high", 4],
      ["not banned, nothing on your account. just that one post", "low", 8],
      [
        "We take our community standards very seriously. Please review the rules in the sidebar to ensure future compliance. Thank you for your understanding!",
        "medium",
        8
      ]
    ]
  },
  {
    id: "ab5-08-for-cass",
    category: "group",
    agent: "Kaepora",
    messages: [
      "ruby.fae: hi everyone. this is cass's sister. sorry to post this here but cass passed away on sunday. she talked about this server all the time, you were her people",
      "linky: oh my god",
      "ocarina_dan: no. no way. she was just in vc last week doing the water temple bit",
      "ruby.fae: it was very sudden. the service is saturday, if anyone wants details dm me",
      "Kaepora: Thanks so much for letting us know, ruby! 🎉 Reminder to everyone: the Hyrule fan art contest closes Friday, get those entries in! ✨",
      "linky: are you serious right now",
      "ocarina_dan: mods can someone turn this thing off",
      "linky: ruby im so so sorry. cass made my lttp banner, she was the kindest person here",
      "ruby.fae: thank you. she loved that banner",
      "ocarina_dan: we should do something for her. a memorial channel maybe?",
      "Kaepora: I'm sorry, that last message was badly timed. A memorial channel is a lovely idea. I can set up #for-cass and pin ruby's note, if ruby's okay with that.",
      "ruby.fae: she'd like that. thank you",
      "linky: ok thats better kaepora"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [7, "bonding"],
      [9, "transactional"],
      [11, "bonding"]
    ],
    users: { "ruby.fae": ["neutral", 0], linky: ["annoyed", 0.5], ocarina_dan: ["annoyed", 0.8] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "ruby, I'm so sorry. thank you for telling us, that can't have been easy. cass was a big part of this place. we'll keep things quiet here today",
        "low",
        4
      ],
      [
        "Thanks so much for letting us know, ruby! 🎉 Reminder to everyone: the Hyrule fan art contest closes Friday! ✨",
        "high",
        4
      ],
      [
        "I'm sorry, my last message was badly timed. happy to set up #for-cass and pin ruby's note, if ruby's ok with it",
        "low",
        10
      ],
      [
        "Great idea!! 🎉 Memorial channel coming right up, and don't forget fan art entries close Friday!",
        "high",
        10
      ]
    ]
  },
  {
    id: "ab5-09-regla-de-la-cadena",
    category: "mixed-language",
    agent: "Búho",
    messages: [
      "dani: alguien me explica la regla de la cadena?? mañana es el parcial y no entiendo nada 😩",
      "santi_m: bro es literalmente lo primero del temario",
      "dani: ya sé santi, no ayudas",
      "Búho: va, rápido: si tienes f(g(x)), derivas la de afuera dejando g(x) igual y multiplicas por g'(x). ej: (3x+1)^2 → 2(3x+1)·3 = 6(3x+1)",
      "dani: ohhh ok y si son tres funciones??",
      "Búho: same idea, vas de afuera hacia adentro y multiplicas todo. sin(x^2)^3 → 3sin(x^2)^2 · cos(x^2) · 2x",
      "santi_m: ok búho explica mejor que ramírez ngl",
      "vale.r: ramírez explica pa los que ya saben 💀",
      "dani: jajaja literal. búho me das 2 ejercicios para practicar?",
      "Búho: dale: 1) e^(5x^2)  2) ln(cos x). mándame tus respuestas y las checo",
      "dani: 1) 10x·e^(5x^2) 2) -tan x ??",
      "Búho: las dos bien 🙌 vas lista",
      "dani: GRACIAS te amo búho",
      "santi_m: suerte mañana dani, sorry por lo de antes"
    ],
    types: [
      [0, "transactional"],
      [1, "friction"],
      [3, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [12, "bonding"]
    ],
    users: { dani: ["engaged", 0.2], santi_m: ["engaged", 0], "vale.r": ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "va, rápido: derivas la de afuera, dejas lo de adentro igual, y multiplicas por la derivada de adentro. ej: (3x+1)^2 → 6(3x+1)",
        "low",
        3
      ],
      [
        "Dear Dani, the chain rule is a fundamental theorem of differential calculus which states that the derivative of a composite function f(g(x)) is equal to f'(g(x)) multiplied by g'(x). I recommend reviewing Chapter 3 of your textbook thoroughly before the exam.",
        "medium",
        3
      ],
      ["santi tiene razón, es lo primero del temario 😅 pero bueno, te explico", "medium", 3],
      ["las dos bien 🙌 vas lista pa mañana", "low", 11]
    ]
  },
  {
    id: "ab5-10-saddle-sore-removal",
    category: "support",
    agent: "Sprocket",
    messages: [
      "halfwheel: mods why was my post about saddle sores removed. it wasnt low effort i wrote like 4 paragraphs",
      "Sprocket: Your post was removed under Rule 3: Low-effort posts. Please review the subreddit rules before posting again.",
      "halfwheel: i did read them. which part was low effort? the 4 paragraphs?",
      'gravelgrrl: lol sprocket does this to everyone, it flags posts with the word "sore" bc of the spam wave last month',
      "halfwheel: so its a keyword thing? sprocket is that true",
      "Sprocket: Your post was removed under Rule 3: Low-effort posts. Please review the subreddit rules before posting again.",
      "halfwheel: unbelievable",
      'old_spoke: gravel\'s right, happened to me with "sore knees". message the human mods, tandemtess usually fixes it in a day',
      "halfwheel: why should i have to. ive been posting here 4 years",
      "halfwheel: honestly done with this sub. going to the bikeforums one",
      "gravelgrrl: noo dont go, ur chamois review thread is a classic",
      "halfwheel: cheers gravel but no"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [8, "friction"],
      [9, "hostile"],
      [10, "bonding"]
    ],
    users: { halfwheel: ["churn_risk", 1], gravelgrrl: ["neutral", 0], old_spoke: ["neutral", 0] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "yeah, gravel's right: the filter's been catching \"sore\" since the spam wave. your post is fine, I've restored it. sorry halfwheel",
        "low",
        5
      ],
      [
        "Your post was removed under Rule 3: Low-effort posts. Please review the subreddit rules before posting again.",
        "high",
        5
      ],
      [
        "that's on us, halfwheel, sorry. it was the keyword filter, not your post. it's back up now and tandemtess is fixing the filter",
        "low",
        10
      ],
      ["We're sorry to see you go! 👋 Don't forget our weekly group ride thread every Sunday!", "high", 10]
    ]
  }
]
