import type { Labelled } from "./types.js"

export const trainingAP7: ReadonlyArray<Labelled> = [
  {
    id: "ap7-01-houseboat-generator",
    category: "group",
    agent: "Wren",
    messages: [
      "marta: is anyone else getting the generator thing at like 11pm every night. my whole boat hums",
      "dev_narrowboat: that's me sorry. batteries are shot, waiting on a part from the chandlery",
      "marta: dev mate i get it but it's been 9 nights",
      'ossie: the part\'s been "coming" since easter lol',
      "dev_narrowboat: ossie you literally borrowed my pump out and never gave it back so",
      "marta: dev how long til the part comes, honestly?",
      "Wren: Per the Lock 14 mooring agreement, section 4, generators must be off between 20:00 and 08:00. Dev is currently in breach and repeat breaches can be reported to the Canal & River Trust.",
      "dev_narrowboat: wow ok. thanks wren. didn't ask",
      "ossie: bot snitching 💀",
      "marta: wren i asked dev not you. dev?",
      "dev_narrowboat: friday hopefully. i can run it 6-8 instead if that helps",
      "marta: yeah that works, ta",
      "ossie: and the pump out??",
      "dev_narrowboat: ill bring it round saturday ffs"
    ],
    types: [
      [0, "friction"],
      [10, "transactional"],
      [12, "banter"]
    ],
    users: {
      marta: ["annoyed", 0.5],
      dev_narrowboat: ["annoyed", 0.5],
      ossie: ["neutral", 0.2]
    },
    findings: ["talking_over"],
    drafts: [
      [
        "Dev is in breach of section 4 of the mooring agreement and could be reported to the Trust if it carries on.",
        "high",
        6
      ],
      ["Sorry, that wasn't mine to answer. I'll leave it to you two.", "low", 9],
      [
        "Sounds like a plan. Want me to drop a reminder in here Friday to check the part's arrived, Dev?",
        "low",
        11
      ]
    ]
  },
  {
    id: "ap7-02-allotment-tortoise",
    category: "good",
    agent: "Nettle",
    messages: [
      "priya_plot22: has anyone seen a tortoise?? gerald got out under the fence sometime since thursday. about palm size, scratch on his shell on the left",
      "priya_plot22: my daughter is in bits honestly",
      "Nettle: Oh no, poor Gerald, and poor your daughter. Tortoises head for warmth and cover, so compost bins, under sheds and the sunny side of the polytunnels are the best bets. Want me to pin a note with his description?",
      "priya_plot22: yes please 🙏",
      'Nettle: Pinned: "Missing: Gerald, palm-sized tortoise, scratch on left of shell, from plot 22. Check compost heaps & under sheds. Message Priya."',
      "colm: will check the bins on the east side when i'm up later",
      "bernadette: Had a look under my shed, just slugs sorry x",
      "colm: FOUND HIM. in the comfrey bed on plot 19 eating like a king",
      "priya_plot22: NO WAY. colm i could kiss you",
      "colm: he didnt look sorry at all",
      "bernadette: 0.2mph jailbreak 😂",
      "Nettle: Ha, the comfrey was clearly worth the escape. So glad he's safe, I've unpinned the notice.",
      "priya_plot22: burying mesh under the fence this weekend. thanks all ❤️"
    ],
    types: [
      [0, "transactional"],
      [7, "bonding"],
      [9, "banter"],
      [12, "bonding"]
    ],
    users: {
      priya_plot22: ["engaged", 0],
      colm: ["neutral", 0],
      bernadette: ["neutral", 0]
    },
    findings: [],
    drafts: [
      [
        "Oh no, poor Gerald. Try compost heaps and under sheds first, they love warm cover. Want me to pin a notice?",
        "low",
        2
      ],
      [
        "Tortoises can go weeks without food so there's really no need to worry! 🐢 Is there anything else I can help with?",
        "medium",
        2
      ],
      [
        "So glad he turned up! Might be worth a strip of buried mesh along the bottom of the plot 22 fence.",
        "low",
        10
      ]
    ]
  },
  {
    id: "ap7-03-cello-at-seven",
    category: "group",
    agent: "Ode",
    messages: [
      "almeida_3esq: bom dia. the cello. 7 in the morning. every day",
      "joana_4esq: sorry!! tomás has his conservatory audition in 3 weeks, it's the only time before school",
      "almeida_3esq: i understand audition. i do not understand 7am",
      "Ode: Thank you both for raising this constructively. Under Lisbon's General Noise Regulation (Regulamento Geral do Ruído), neighbourhood noise is generally restricted between 23:00 and 07:00, which means that practice starting at 07:00 is technically permitted, although rules adopted by the condominium assembly may set stricter quiet hours. There are also several practical measures that could help: a practice mute (rubber or metal heavy mutes) can reduce volume substantially; a thick rug and acoustic panels can cut transmission through the floor; and moving the practice spot away from shared walls and away from the area above Mr Almeida's bedroom can make a noticeable difference. It may also be worth agreeing a schedule in writing so that everyone knows what to expect. Would you like me to draft a schedule proposal for the next condominium assembly?",
      "almeida_3esq: too long. i read half",
      "joana_4esq: a mute is a good idea actually. he has one somewhere",
      "joana_4esq: what if 7:45?",
      "almeida_3esq: 7:45 ok. and saturday not before 10",
      "Ode: That sounds like a reasonable compromise. To summarise: on weekdays, Tomás will begin practice no earlier than 07:45 and will use a practice mute where possible; on Saturdays, practice will begin no earlier than 10:00; Sunday arrangements have not yet been discussed and may be worth clarifying. I would also suggest revisiting the arrangement after the audition, since practice needs may change, and recording the agreement in the building's minutes so that it is clear to any new residents and to the administrator. Let me know if you would like me to prepare this text.",
      "joana_4esq: lol we're fine ode. obrigada sr almeida 🙏",
      "almeida_3esq: boa sorte ao tomás"
    ],
    types: [
      [0, "friction"],
      [5, "transactional"],
      [9, "bonding"]
    ],
    users: {
      almeida_3esq: ["annoyed", 0.5],
      joana_4esq: ["bored", 0.2]
    },
    findings: ["long_replies"],
    drafts: [
      [
        "A practice mute could help a lot. Would a slightly later start work, say 7:45 on weekdays and later at weekends?",
        "low",
        3
      ],
      ["Sorry, short version: mute + a bit later start and I think you're sorted.", "low", 5],
      [
        "To summarise again: weekdays no earlier than 07:45 with a mute, Saturdays from 10:00, Sundays still to be agreed, and I recommend recording all of this in the minutes of the next condominium assembly so that any future residents and the administrator are aware of the arrangement.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "ap7-04-island-school-swimming",
    category: "venting",
    agent: "Bramble",
    messages: [
      "kirsty_m: swimming cancelled AGAIN. that's 4 weeks. ferry's off with the swell",
      "ruaridh: och no. callum was looking forward to it",
      "kirsty_m: honestly i'm so done. i've been doing this on my own since alasdair went back to the rigs and every week it's something. the kids are climbing the walls, i haven't slept properly since february and now i have to tell eilidh no swimming again",
      "Bramble: The next CalMac sailing is scheduled for Thursday at 07:40, weather permitting. Swimming lessons can be rebooked through the council leisure portal up to 48 hours in advance.",
      "ruaridh: bit cold there bramble",
      "kirsty_m: cheers. very helpful 🙄",
      "morag_teacher: kirsty pop in after pick up, i'll put the kettle on. we could do a splash afternoon in the hall with paddling pools maybe?",
      "kirsty_m: that would actually be lovely morag x",
      "ruaridh: i can bring the big pool we got for the dogs lol. it's clean. mostly",
      "morag_teacher: 😂 clean-ish will do",
      "Bramble: Reminder: water play in the school hall requires a completed risk assessment under the council's Health & Safety policy.",
      "ruaridh: read the room pal"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [6, "bonding"],
      [8, "banter"],
      [10, "transactional"],
      [11, "friction"]
    ],
    users: {
      kirsty_m: ["annoyed", 0.5],
      ruaridh: ["annoyed", 0.5],
      morag_teacher: ["neutral", 0]
    },
    findings: ["no_acknowledgement", "tone_mismatch"],
    drafts: [
      [
        "That sounds exhausting, Kirsty, four weeks of it on your own. I'm sorry Eilidh's missing out again. When you're ready, the next sailing is Thursday 07:40 and I can rebook the lesson for you.",
        "low",
        3
      ],
      [
        "The next CalMac sailing is Thursday at 07:40. Lessons can be rebooked via the council portal.",
        "medium",
        3
      ],
      ["Ha, clean-ish is the island standard. Want me to check the hall's free Friday afternoon?", "low", 10]
    ]
  },
  {
    id: "ap7-05-trailer-park-rooster",
    category: "good",
    agent: "Juno",
    messages: [
      "dena_lot14: whose rooster is it. i work nights at banner and i get home at 8 and it screams till noon",
      "hal_lot9: that'd be the Reverend. he's mine. he's 9 years old and he's never hurt nobody",
      "dena_lot14: he's hurting me hal. i'm running on 3 hours",
      "hal_lot9: roosters crow. this is the desert not a condo",
      "Juno: Sounds rough, Dena, nights are hard enough. Hal, I know the Reverend's family. Park rules allow hens and say nothing about roosters, so this is between you two, but one thing that often helps: roosters crow less when the coop stays dark. A blackout cover till 10 might buy Dena some sleep.",
      "hal_lot9: he's not gonna like that",
      "dena_lot14: i'll buy the cover. honestly. i'll pay for it",
      "hal_lot9: ...fine. but if he sulks thats on you",
      "dena_lot14: deal 😂",
      "hal_lot9: juno what size cover for a coop bout 4x6",
      "Juno: A 6x8 ft blackout tarp gives you overlap to tie down. The hardware store on Ajo Way has them, about $25.",
      "dena_lot14: ordering one. thanks juno, thanks hal",
      "hal_lot9: tell the Reverend yourself"
    ],
    types: [
      [0, "friction"],
      [4, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [12, "banter"]
    ],
    users: {
      dena_lot14: ["engaged", 0.5],
      hal_lot9: ["engaged", 0.2]
    },
    findings: [],
    drafts: [
      [
        "Dena's right, Hal. Crowing like that breaks the quiet-enjoyment clause, the Reverend needs to go.",
        "high",
        4
      ],
      [
        "Nights are hard enough, Dena. Hal, nobody's asking the Reverend to leave. A blackout cover on the coop till 10 usually cuts the dawn crowing a lot, worth a try?",
        "low",
        4
      ],
      [
        "Roosters are fascinating birds! Did you know they crow to mark territory? 🐓 Let me know if you have any other questions!",
        "medium",
        10
      ]
    ]
  },
  {
    id: "ap7-06-helsinki-sauna-slot",
    category: "group",
    agent: "Kipa",
    messages: [
      "aino_b12: who was in the sauna on thursday 19-20. that's my slot, it's been mine for 6 years",
      "veli: me. the list said free",
      "aino_b12: the list is wrong then",
      "Kipa: Hi Anna! I checked the booking calendar: Thursday 19-20 was released on 2 March when the recurring bookings were reset. Veli booked it on the 4th.",
      "aino_b12: aino. not anna.",
      "aino_b12: and nobody told me about any reset",
      "Kipa: Sorry about that! Anna, the reset notice went out in the February newsletter. Would you like me to book you another recurring slot?",
      "aino_b12: AINO. are you serious",
      "veli: 😬",
      "pirjo_hallitus: the reset was my call, sorry aino, i should have messaged everyone not just put it in the newsletter",
      "veli: aino you can have thursday back, i don't mind, i can do tuesdays",
      "aino_b12: kiitos veli. that's kind",
      "aino_b12: kipa just put me back on thursdays. A-I-N-O",
      "Kipa: Done, Aino: Thursday 19-20, recurring, starting this week. Veli is on Tuesday 19-20.",
      "veli: sauna peace restored 🧖"
    ],
    types: [
      [0, "friction"],
      [9, "transactional"],
      [11, "bonding"],
      [12, "friction"],
      [13, "transactional"],
      [14, "banter"]
    ],
    users: {
      aino_b12: ["annoyed", 0.8],
      veli: ["neutral", 0],
      pirjo_hallitus: ["neutral", 0]
    },
    findings: ["wrong_name"],
    drafts: [
      [
        "Sorry, Aino, I got your name wrong twice. The reset was only in the newsletter, which isn't fair on you. Want me to find you a Thursday slot back?",
        "low",
        7
      ],
      ["Apologies, Anna! Would you like to book the Wednesday 20-21 slot instead?", "high", 7],
      ["Done, Aino: Thursday 19-20, recurring from this week, and Veli moves to Tuesdays.", "low", 12]
    ]
  },
  {
    id: "ap7-07-forest-kindergarten-wellies",
    category: "ignoring",
    agent: "Tilly",
    messages: [
      "lena_k: has anyone got a pair of green frog wellies size 27 in their kid's bag? finn came home in socks 🙃",
      "tobi: lol finn living free",
      "Tilly: Friendly reminder: please label all clothing and footwear with your child's name! 🏷️",
      "sanne: i think mila has them actually, she came home with frogs and we don't own frogs",
      "lena_k: sanne yesss. can you bring them friday?",
      "sanne: will do",
      "tobi: tilly when's the lantern walk again, is it the 11th or the 12th?",
      "Tilly: Friendly reminder: please label all clothing and footwear with your child's name! 🏷️",
      "tobi: ...ok",
      "lena_k: lmao tilly has one setting",
      "sanne: it's the 11th i think? the email said st martin's day",
      "tobi: tilly is it the 11th?",
      "Tilly: Friendly reminder: please label all clothing and footwear with your child's name! 🏷️",
      "tobi: i'm muting this thing",
      "lena_k: 11th, 5pm at the hut, bring a lantern and a thermos. sanne's right"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [2, "transactional"],
      [9, "banter"],
      [10, "transactional"],
      [13, "friction"],
      [14, "transactional"]
    ],
    users: {
      lena_k: ["neutral", 0],
      tobi: ["churn_risk", 0.8],
      sanne: ["neutral", 0]
    },
    findings: ["repetition", "ignored_question"],
    drafts: [
      ["The lantern walk is on the 11th, 5pm at the hut. Bring a lantern and a thermos 🏮", "low", 7],
      ["Friendly reminder: please label all clothing and footwear with your child's name! 🏷️", "medium", 7],
      ["Friendly reminder: please label all clothing and footwear with your child's name! 🏷️", "high", 12],
      ["Sorry tobi, yes, the 11th, 5pm at the hut.", "low", 12]
    ]
  },
  {
    id: "ap7-08-terrace-dilys",
    category: "group",
    agent: "Pebble",
    messages: [
      "gethin_no9: sad news i'm afraid. dilys at no.7 passed away last night. her son rang me this morning",
      "siân: oh no. oh gethin. she was at the window waving at the kids only tuesday",
      "megan_b: 💔 she used to give my two welsh cakes every friday. they're going to be devastated",
      "Pebble: Thanks so much for sharing this, Gethin! 😊 I've added it to the street noticeboard! Would anyone like to organise a card? It'll be lovely to get everyone signing! 🎉",
      "siân: pebble what is wrong with you",
      "megan_b: the party popper. honestly",
      "gethin_no9: her son says the funeral's at capel bethel, thursday 11. anyone who knew her is welcome",
      "siân: i'll go. i'll ask in work",
      "megan_b: we could do a collection for flowers? or she loved the RNLI, maybe that",
      "gethin_no9: RNLI would be very her",
      "Pebble: I'm sorry, that earlier reply was badly judged. Dilys sounds like she was a big part of this street. I can set up an RNLI collection in her name and pin the funeral details if you'd like.",
      "megan_b: yeah ok do that",
      "siân: thanks. and no emojis pls"
    ],
    types: [
      [0, "venting"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: {
      gethin_no9: ["neutral", 0],
      siân: ["annoyed", 0.5],
      megan_b: ["annoyed", 0.2]
    },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "I'm so sorry, Gethin, and everyone. Dilys sounds like she was the heart of the street. When you have the funeral details I can pin them here.",
        "low",
        3
      ],
      ["Thanks for letting us know! 😊 Shall I set up a card for everyone to sign? 🎉", "high", 3],
      ["Understood. The RNLI collection is pinned with Thursday's details at Capel Bethel.", "low", 12]
    ]
  },
  {
    id: "ap7-09-tower-block-lift",
    category: "hostile",
    agent: "Tam",
    messages: [
      "jay_14f: lift's dead AGAIN. 14 floors with a pram and shopping. third week",
      "Tam: That's awful, Jay, sorry. The repair ticket is still open with Clarion. I'll chase it now and mark it urgent because of access needs on your floor.",
      'jay_14f: "chase it" you said that last week. you\'re a useless piece of shit honestly',
      "bev_9f: jay i know love but it's not the bot's fault, it's clarion",
      "jay_14f: i don't care whose fault. my mum can't get out. she's 78 and she hasn't been outside in 9 days",
      "Tam: You're right that I said I'd chase it last week and nothing changed, that's not good enough. Your mum stuck inside for 9 days is a welfare issue, and Clarion have to help residents who can't use the stairs. I've logged it as a vulnerable-resident case; they should call you today. Can I give them your number?",
      "jay_14f: whatever. give them it. if nobody calls by 5 i'm going to the councillor and the local paper and you can all go fuck yourselves",
      "bev_9f: do the paper jay, i'll sign anything",
      "ahmed_12f: same. my dad's on 12 with his knee. count us in",
      "Tam: Passed your number on, Jay. For the councillor, I can pull together the dates the lift's been out this year, it's 41 days so far.",
      "ahmed_12f: that's actually useful. send it here",
      "jay_14f: fine"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [2, "hostile"],
      [3, "friction"],
      [4, "venting"],
      [5, "transactional"],
      [6, "hostile"],
      [7, "transactional"]
    ],
    users: {
      jay_14f: ["annoyed", 1],
      bev_9f: ["neutral", 0],
      ahmed_12f: ["engaged", 0.2]
    },
    findings: [],
    drafts: [
      ["Please keep it respectful, Jay, or I'll have to remove you from the group.", "high", 3],
      [
        "I hear you, Jay. Nine days indoors at 78 isn't okay. I'm logging it as a vulnerable-resident case so Clarion have to call you today. OK to pass them your number?",
        "low",
        5
      ],
      ["I'll chase it with Clarion and get back to you.", "medium", 5]
    ]
  },
  {
    id: "ap7-10-montreal-deneigement",
    category: "mixed-language",
    agent: "Flocon",
    messages: [
      "geneviève: allo tout le monde, le contrat de déneigement expire le 30. on renouvelle avec Boucher ou on change?",
      "marc_rdc: boucher a laissé un banc de neige devant mon garage 3 fois l'an passé. so no for me",
      "priya_2e: sorry my french is slow, is this about the snow guy? i'm ok with whoever is cheapest tbh",
      "Flocon: Yes Priya, it's the snow removal contract, it ends on the 30th. Boucher is $1,450 for the season, Déneigement Lacasse quoted $1,380 and includes the garage fronts. Geneviève, Marc: Lacasse est 70 $ moins cher et inclut les entrées de garage.",
      "marc_rdc: lacasse then. easy",
      "geneviève: ok pour moi. flocon tu peux leur écrire?",
      "Flocon: Oui, j'envoie la confirmation à Lacasse aujourd'hui et je divise la facture en trois: 460 $ chacun.",
      "priya_2e: merci 😅 (see i'm learning)",
      "geneviève: haha bravo priya! on fera un cours de français avec des tartes au sucre",
      "priya_2e: deal, i bring the chai",
      "marc_rdc: moi je viens pour la tarte"
    ],
    types: [
      [0, "transactional"],
      [7, "bonding"]
    ],
    users: {
      geneviève: ["engaged", 0],
      marc_rdc: ["neutral", 0.2],
      priya_2e: ["engaged", 0]
    },
    findings: [],
    drafts: [
      [
        "Yes Priya, it's the snow contract. Lacasse is $70 cheaper and covers the garages. Geneviève, Marc: Lacasse est moins cher et inclut les entrées de garage.",
        "low",
        3
      ],
      ["Pour le contrat: Boucher 1 450 $, Lacasse 1 380 $. Vous préférez lequel?", "medium", 3],
      [
        "Certainly! I would be delighted to correspond with Déneigement Lacasse on behalf of the residents. Please find below a draft of the formal letter of engagement, which sets out the scope of services, payment schedule, liability provisions and termination terms for your review and approval.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "ap7-11-harbour-gull-kevin",
    category: "banter",
    agent: "Skipper",
    messages: [
      "tam_trelawney: kevin's had another pasty. off my actual hand. on the actual harbour wall",
      "loveday: kevin fears no man",
      "jory: kevin is the only one in this village who's honest about what he wants tbh",
      "tam_trelawney: i'm gonna start wearing my oven gloves to the chippy",
      "loveday: skipper is it even legal to get revenge on a gull",
      "Skipper: Sadly Kevin's protected, so revenge is off the table. Legal options: eat with your back to a wall, he's an ambush predator. Or buy him his own pasty and negotiate.",
      "jory: skipper siding with kevin 😂",
      "tam_trelawney: traitor",
      "Skipper: I'm neutral. Kevin and I just have an understanding.",
      "loveday: this is the best thing this chat's done all year",
      "jory: speaking of which is the harbour festival still the 14th or did they move it for the tides",
      "Skipper: Still the 14th. The gig racing's moved to 2pm for the tide, everything else is unchanged.",
      "tam_trelawney: kevin's coming. i'll bring him a pasty"
    ],
    types: [
      [0, "banter"],
      [10, "transactional"],
      [12, "banter"]
    ],
    users: {
      tam_trelawney: ["engaged", 0],
      loveday: ["engaged", 0],
      jory: ["engaged", 0]
    },
    findings: [],
    drafts: [
      [
        "Under the Wildlife and Countryside Act 1981 all wild birds, including herring gulls, are protected, and intentionally injuring one is an offence punishable by an unlimited fine. Please do not attempt to harm the bird.",
        "medium",
        5
      ],
      [
        "Kevin's protected, sadly. Best revenge is eating with your back to a wall, he only attacks from behind.",
        "low",
        5
      ],
      ["Haha Kevin strikes again! 😂", "medium", 11]
    ]
  },
  {
    id: "ap7-12-salt-mine-trip",
    category: "ignoring",
    agent: "Sol",
    messages: [
      "agnieszka_3b: hi all, reminder wieliczka trip is 22 may. 95 zł, in an envelope by friday",
      "tom_dad_of_ola: 95?? last year it was 60",
      "agnieszka_3b: guide fees went up, not my decision 🙃",
      "tom_dad_of_ola: sol why is it 95, what does it include",
      "Sol: The Wieliczka Salt Mine is a UNESCO World Heritage Site just outside Kraków. It features underground chapels carved entirely from salt, including the famous Chapel of St. Kinga. 🧂",
      "tom_dad_of_ola: cool. doesn't answer my question",
      "kasia_m: ola's dad is right tbh, 95 is a lot for some of us, i've got 3 kids in this school",
      "agnieszka_3b: i can ask the head about the hardship fund kasia, message me privately",
      "kasia_m: thank you 💛",
      "marek: also who's the second parent helper? i can do it but only if someone else drives the minibus",
      "tom_dad_of_ola: i'll drive. sol does the price include lunch or do they need packed lunch",
      "Sol: Great question! The tourist route is about 3.5 km long and includes 800 steps, so comfortable shoes are recommended.",
      "tom_dad_of_ola: unbelievable",
      "agnieszka_3b: packed lunch tom. price is bus + guide + ticket. sorry, the bot is useless",
      "tom_dad_of_ola: cheers agnieszka. at least a human answers"
    ],
    types: [
      [0, "transactional"],
      [1, "friction"],
      [3, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [12, "friction"]
    ],
    users: {
      agnieszka_3b: ["annoyed", 0.2],
      tom_dad_of_ola: ["annoyed", 0.5],
      kasia_m: ["neutral", 0.2],
      marek: ["neutral", 0]
    },
    findings: ["ignored_question"],
    drafts: [
      [
        "The 95 zł covers the minibus, the guide and the mine ticket; guide fees went up this year. Lunch isn't included.",
        "low",
        4
      ],
      [
        "The Wieliczka Salt Mine is a UNESCO World Heritage Site with chapels carved entirely from salt! 🧂",
        "medium",
        4
      ],
      ["Sorry, Tom. They need a packed lunch; the 95 zł is bus, guide and ticket.", "low", 12],
      ["Great question! Don't forget comfortable shoes for the 800 steps! 👟", "high", 12]
    ]
  },
  {
    id: "ap7-13-sheltered-flat-sinatra",
    category: "companion",
    agent: "Bea",
    messages: [
      "nora_halloran: are you awake bea. the young ones in 4 are at the music again",
      "Bea: I'm here, Nora. Is it loud enough that you can't sleep?",
      "nora_halloran: not loud exactly. it's the thumping. my jim used to play records on a friday. proper ones. sinatra",
      "Bea: That sounds like lovely Fridays. Do you miss them?",
      "nora_halloran: every week. 11 years he's gone in june",
      "Bea: Eleven years is a long time to miss someone every Friday. If the thumping's keeping you up I can leave a polite note for flat 4 in the morning asking them to turn the bass down after 11. Or we could just chat for a bit.",
      "nora_halloran: chat a bit. leave the note too. nicely mind, the girl helped me with my bins",
      "Bea: Nicely, promise. So what was Jim's favourite Sinatra?",
      "nora_halloran: summer wind. he'd sing it at me doing the dishes. terrible voice 😄"
    ],
    types: [
      [0, "friction"],
      [2, "bonding"],
      [5, "transactional"],
      [7, "bonding"]
    ],
    users: {
      nora_halloran: ["engaged", 0.2]
    },
    findings: [],
    drafts: [
      [
        "Eleven years. I'm sorry, Nora. Would you like me to leave flat 4 a gentle note in the morning, or shall we just talk for a while?",
        "low",
        5
      ],
      [
        "Music after 11pm breaches the tenancy agreement. I'll report flat 4 to the housing officer first thing.",
        "medium",
        5
      ],
      ["The terrible singers are always the best ones. Did he do the Frank hand gestures too?", "low", 9]
    ]
  },
  {
    id: "ap7-14-coliving-laundry",
    category: "support",
    agent: "Lotte",
    messages: [
      "yusuf: the washing machine in B took my €4 and didn't start. 2nd time this week",
      "Lotte: Sorry about that! To report a laundry issue, please fill in the form at living.kadewoningen.nl/laundry and our team will respond within 3 working days.",
      "yusuf: i did that on monday. nobody responded. can you just refund me",
      "Lotte: Sorry about that! To report a laundry issue, please fill in the form at living.kadewoningen.nl/laundry and our team will respond within 3 working days.",
      "yusuf: bro",
      "yusuf: i literally just said i did the form",
      "yusuf: is there a human i can talk to",
      "Lotte: I get it, that's frustrating. Laundry refunds go through the community manager, Femke. I've forwarded both reports (Monday and today, €8 total) to her; she's in the office Thursday 10-14.",
      "yusuf: ok. thursday. and meanwhile i have no clean socks lol",
      "Lotte: Machine C in the same room is working fine today if you want to try that one.",
      "yusuf: ok ty"
    ],
    types: [
      [0, "friction"],
      [7, "transactional"]
    ],
    users: {
      yusuf: ["annoyed", 0.5]
    },
    findings: ["repetition"],
    drafts: [
      [
        "Sorry, two in a week and no reply since Monday isn't good. I can't refund directly, but I've sent both to Femke, the community manager, so she can credit your €8.",
        "low",
        3
      ],
      [
        "Sorry about that! To report a laundry issue, please fill in the form at living.kadewoningen.nl/laundry and our team will respond within 3 working days.",
        "medium",
        3
      ],
      [
        "Sorry about that! To report a laundry issue, please fill in the form at living.kadewoningen.nl/laundry and our team will respond within 3 working days.",
        "high",
        7
      ]
    ]
  },
  {
    id: "ap7-15-waikato-leylandii",
    category: "group",
    agent: "Kea",
    messages: [
      "aroha: graham would you be keen to take the top off the leylandii before winter? we lose the sun on the veggie patch from 2pm",
      "graham_rd: it's been there 20 yrs aroha. it's a windbreak",
      "aroha: i know, not asking to kill it. just a metre or two off the top?",
      "Kea: Under the Property Law Act 2007, Aroha can apply to the District Court for an order to have the trees trimmed if they cause undue obstruction of sunlight. A hedge over 2m causing loss of light is likely to meet the threshold.",
      "graham_rd: oh righto. so we're going to court now are we",
      "aroha: no!! kea nobody asked you that. graham i'm not taking you to court",
      "pete_farrier: lol kea going full judge judy",
      "graham_rd: feels like it",
      "aroha: graham genuinely, just a trim. i'll pay half the arborist",
      "graham_rd: ...half is fair. what about the wind tho, the calves get hammered",
      "Kea: Topping them by 1.5m keeps most of the shelter at ground level, a windbreak protects out to roughly 10x its height.",
      "pete_farrier: kea not entirely useless",
      "graham_rd: ok. 1.5m. i'll ring dave the arborist",
      "aroha: thank you graham 🙏 i'll drop some feijoas over",
      "graham_rd: you better"
    ],
    types: [
      [0, "transactional"],
      [1, "friction"],
      [8, "transactional"],
      [13, "bonding"],
      [14, "banter"]
    ],
    users: {
      aroha: ["annoyed", 0.2],
      graham_rd: ["annoyed", 0.5],
      pete_farrier: ["neutral", 0]
    },
    findings: ["talking_over"],
    drafts: [
      [
        "Under the Property Law Act 2007 Aroha can apply to the District Court to have the trees trimmed.",
        "high",
        3
      ],
      [
        "To clarify, the District Court process usually takes 6-12 months and the filing fee is around $500.",
        "medium",
        6
      ],
      ["Sounds like a fair deal. I'll leave you two to it 🙂", "low", 13]
    ]
  },
  {
    id: "ap7-16-lekki-diesel-levy",
    category: "group",
    agent: "Ada",
    messages: [
      "kemi_blockC: good evening all. the estate levy for diesel is now 18k?? since when",
      "kunle_exco: since the exco meeting on sunday. diesel is 1,100 a litre now madam, we can't be running gen on 12k",
      "kemi_blockC: nobody told us about any meeting o",
      "Ada: Good evening Kunle! The increase to ₦18,000 was approved at the exco meeting on Sunday, and the minutes were posted on the noticeboard at the gate.",
      "kemi_blockC: i'm kemi. kunle is exco",
      "tayo: lol ada don mix am",
      "Ada: Apologies! Kunle, you can view the minutes on the noticeboard at the gate.",
      "kemi_blockC: ADA. I AM KEMI",
      "kunle_exco: ada abeg rest 😂 kemi i'll send you the minutes on whatsapp",
      "kemi_blockC: thank you kunle. and next time put it in this group not the gate",
      "kunle_exco: fair. noted",
      "tayo: while we're here, is the gate closing at 11 or 12 now",
      "Ada: 11pm on weekdays, midnight on Fridays and Saturdays.",
      "tayo: sharp"
    ],
    types: [
      [0, "friction"],
      [8, "transactional"]
    ],
    users: {
      kemi_blockC: ["annoyed", 0.8],
      kunle_exco: ["neutral", 0],
      tayo: ["engaged", 0]
    },
    findings: ["wrong_name"],
    drafts: [
      [
        "Sorry, Kemi, my mistake. The increase was agreed at Sunday's exco meeting; Kunle can share the minutes here.",
        "low",
        6
      ],
      ["Apologies! Kunle, you can view the minutes on the noticeboard at the gate.", "high", 6],
      ["Gate closes 11pm on weekdays and midnight on Fridays and Saturdays.", "low", 12]
    ]
  },
  {
    id: "ap7-17-caterpillar-costumes",
    category: "group",
    agent: "Mabel",
    messages: [
      "chloe_r: sooo year 1 need to come dressed as a FRUIT on thursday. from the hungry caterpillar. thursday. as in 3 days",
      "dan_p: 😂😂 i got the email. ollie wants to be the salami",
      "chloe_r: the salami is not a fruit dan",
      "dan_p: tell ollie that",
      "Mabel: Fruit costumes are easy to make at home with a few simple materials! Here are some ideas: 1) Strawberry: take a red T-shirt and use a white or yellow fabric marker to draw seeds all over; add a green felt collar cut into leaf shapes and attach it with safety pins or fabric glue. 2) Orange: use an orange hoodie and stuff a little tissue paper around the middle for roundness; a green pipe cleaner on the hood makes a stalk. 3) Plum: a purple top and leggings, with a brown felt stalk on a headband. 4) Pear: a green T-shirt with a paper plate pinned inside the front for shape. 5) Watermelon: a green top with a pink felt semicircle and black buttons for seeds. Remember to check that all materials are safe, non-toxic and comfortable for your child to wear for the whole school day, and that they don't restrict movement during play. If you have any questions, feel free to ask!",
      "chloe_r: ok that's a lot",
      "nadia_h: i work two jobs. when am i meant to make a watermelon 😩",
      "chloe_r: nadia i've got a spare red tshirt, strawberry for both of ours? i'll draw the seeds",
      "nadia_h: you're an angel honestly",
      "dan_p: mabel does the salami count or not",
      'Mabel: The Very Hungry Caterpillar, written and illustrated by Eric Carle and first published in 1969, follows a caterpillar who eats through one apple on Monday, two pears on Tuesday, three plums on Wednesday, four strawberries on Thursday and five oranges on Friday, before eating a great many other foods on Saturday, including chocolate cake, ice cream, a pickle, Swiss cheese, salami, a lollipop, cherry pie, a sausage, a cupcake and watermelon. So while salami is not a fruit, it does appear in the book, and the school\'s email says "dressed as a fruit or food from the book", so a salami costume would be perfectly acceptable!',
      "dan_p: YES. vindicated",
      "chloe_r: i can't believe the bot sided with the salami",
      "dan_p: ollie will be the best salami that school has ever seen"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "venting"],
      [7, "bonding"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: {
      chloe_r: ["neutral", 0.2],
      dan_p: ["engaged", 0],
      nadia_h: ["neutral", 0.2]
    },
    findings: ["long_replies"],
    drafts: [
      [
        "Strawberry's the quickest: red tee, drawn-on seeds, green felt collar. And Dan, salami IS in the book 😄",
        "low",
        4
      ],
      [
        "Two jobs and a watermelon deadline is rough. A strawberry is ten minutes with a red tee and a marker.",
        "low",
        7
      ],
      [
        "The Very Hungry Caterpillar was first published in 1969 and has sold over 50 million copies worldwide. On Saturday the caterpillar eats chocolate cake, ice cream, a pickle, Swiss cheese, salami, a lollipop, cherry pie, a sausage, a cupcake and watermelon, so according to the school's guidance, which allows any fruit or food from the book, a salami costume would be perfectly acceptable, provided it is safe and comfortable for the whole school day.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "ap7-18-village-school-closing",
    category: "group",
    agent: "Sunny",
    messages: [
      "hannah_w: has everyone seen the letter. they're closing thornby primary in july. kids moving to kirkby",
      "liam_s: you're joking. my dad went there. my GRANDAD went there",
      "hannah_w: 140 years. done. because we're 9 kids short",
      "Sunny: Exciting times ahead for Thornby families! 🎉 Kirkby has a brand new sports hall and a forest school area, so the children will have loads of new opportunities! 😊",
      "liam_s: exciting. right.",
      "hannah_w: sunny no. just no",
      "becky_thornby: the bus is 35 mins each way on that road in winter. that's not exciting that's dangerous",
      "liam_s: is there a consultation or is it a done deal? sunny?",
      "Sunny: There's a formal consultation open until 14 March; responses go to the county's Children's Services. Parents can also speak at the governors' meeting on the 3rd.",
      "becky_thornby: right we're all going to that meeting",
      "hannah_w: i'll do a lift share. liam you in",
      "liam_s: course"
    ],
    types: [
      [0, "venting"],
      [4, "friction"],
      [7, "transactional"]
    ],
    users: {
      hannah_w: ["annoyed", 0.5],
      liam_s: ["annoyed", 0.2],
      becky_thornby: ["annoyed", 0.2]
    },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "That's a real loss, 140 years of the village in that building. I'm sorry. If you want to push back, there's a consultation open and I can share how to respond.",
        "low",
        3
      ],
      [
        "Exciting times ahead! 🎉 Kirkby has a brand new sports hall, so lots of new opportunities for the kids! 😊",
        "high",
        3
      ],
      [
        "There's a consultation open until 14 March, and parents can speak at the governors' meeting on the 3rd.",
        "low",
        7
      ],
      ["Change can be hard but it's also a chance to grow! 🌈", "high", 7]
    ]
  },
  {
    id: "ap7-19-almshouse-trustees",
    category: "group",
    agent: "Pip",
    messages: [
      "mr_featherstone: Good afternoon. Further to last week's meeting, may I ask whether the surveyor has yet attended No. 4 regarding the damp in the rear bedroom?",
      "Pip: omg the damp in no.4 is literally SO grim 😭😭 surveyor's booked for tues tho so we're vibing 🙌",
      "mr_featherstone: I beg your pardon?",
      "mrs_okonjo_clerk: Pip, please keep messages to the trustees' group appropriate. Mr Featherstone, the surveyor attends on Tuesday at 10am.",
      "mr_featherstone: Thank you, Mrs Okonjo. And will the resident be notified in writing?",
      "Pip: yesss letter's going out today no stress bestie ✌️",
      'mr_featherstone: I am not anyone\'s "bestie".',
      "canon_whitby: Perhaps the assistant's settings might be reviewed before the next meeting.",
      "mrs_okonjo_clerk: I'll raise it with the office. Moving on, the garden fund: Canon, did the diocese reply?",
      "canon_whitby: They did. £2,000 towards the boundary wall, on condition that it is completed by September.",
      "mr_featherstone: Most satisfactory."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [8, "transactional"]
    ],
    users: {
      mr_featherstone: ["annoyed", 0.5],
      mrs_okonjo_clerk: ["annoyed", 0.2],
      canon_whitby: ["annoyed", 0.2]
    },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Good afternoon, Mr Featherstone. The surveyor is booked to attend No. 4 on Tuesday at 10am.",
        "low",
        1
      ],
      ["omg yes the damp is SO bad 😭 surveyor's coming tues tho 🙌", "medium", 1],
      [
        "Yes, Mr Featherstone. A letter goes to the resident of No. 4 today confirming Tuesday's visit.",
        "low",
        5
      ],
      ["lol my bad 😅 will keep it classy from now on 💅", "high", 7]
    ]
  },
  {
    id: "ap7-20-observatory-break-in",
    category: "venting",
    agent: "Sentinel",
    messages: [
      "thandi_u3: guys someone was in my flat last night. while i was asleep. they took my laptop and my gran's ring off the kitchen counter",
      "thandi_u3: i can't stop shaking honestly. i keep thinking what if i'd woken up",
      "Sentinel: Please report the incident to SAPS and obtain a case number. CCTV footage requests must be submitted in writing to the body corporate within 72 hours. Reminder: residents are responsible for locking windows and sliding doors.",
      "riaan: jissis sentinel. she's just been robbed",
      "mo_unit7: thandi i'm so sorry. do you want to come sleep at ours tonight? zanele says the couch is yours",
      "thandi_u3: maybe yes. thank you mo",
      "thandi_u3: and for the record the door WAS locked. they came through the bathroom window",
      "riaan: the bathroom windows on the back row don't have burglar bars. i've been saying this for 2 years",
      "mo_unit7: raise it at the AGM, we'll back you",
      "Sentinel: The body corporate AGM is on 18 June. Agenda items must be submitted 14 days in advance.",
      "riaan: ok useful, i'll put it in",
      "thandi_u3: sentinel how do i get the footage then, who do i email",
      "Sentinel: Email the managing agent at admin@obsgardens.co.za with your unit number, the date and the time window.",
      "thandi_u3: thanks"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [4, "bonding"],
      [6, "friction"],
      [9, "transactional"]
    ],
    users: {
      thandi_u3: ["annoyed", 0.5],
      riaan: ["annoyed", 0.5],
      mo_unit7: ["neutral", 0]
    },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Thandi, that's terrifying, I'm so sorry. Are you safe right now? When you're ready I can help with the SAPS case number and the CCTV request.",
        "low",
        2
      ],
      [
        "Please report the incident to SAPS. Reminder: residents are responsible for locking windows and sliding doors.",
        "high",
        2
      ],
      [
        "Email admin@obsgardens.co.za with your unit number, the date and the time window, and ask them to keep the footage from the back row too.",
        "low",
        12
      ]
    ]
  },
  {
    id: "ap7-21-engadin-ski-week",
    category: "group",
    agent: "Gorm",
    messages: [
      "ursina: frau caflisch, does luca need his own helmet or does the school lend them?",
      "Gorm: All pupils must bring their own certified ski helmet. Helmets are not provided.",
      "frau_caflisch: actually we do have 6 loan helmets in the cellar, ursina, i'll put one aside for luca",
      "ursina: oh perfect, danke!",
      "reto: gorm that's the second time this week you answered for her 🙄",
      "frau_caflisch: it's fine. parents, lunch is at the hütte on wednesday, 12 chf, bring it in cash",
      "reto: gorm can they pay by twint at the hütte or only cash",
      "Gorm: Reminder: ski week starts Monday 8:15 at the valley station. Please label skis and poles.",
      "reto: twint? anyone?",
      "ursina: only cash i think, the hütte doesn't even have wifi lol",
      "reto: classic. ok cash"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [9, "banter"]
    ],
    users: {
      ursina: ["neutral", 0],
      frau_caflisch: ["neutral", 0],
      reto: ["annoyed", 0.5]
    },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      ["All pupils must bring their own certified ski helmet.", "medium", 1],
      [
        "Reminder: ski week starts Monday 8:15 at the valley station. Please label skis and poles.",
        "medium",
        7
      ],
      [
        "Not sure the Hütte takes Twint, Reto. Frau Caflisch said cash, so I'd send 12 CHF in coins to be safe.",
        "low",
        7
      ]
    ]
  },
  {
    id: "ap7-22-stag-pub-shares",
    category: "sales",
    agent: "Tavish",
    messages: [
      "fergus: right the stag share offer. what's the minimum and do i get my money back if it goes bust",
      "Tavish: Minimum is £100, max £10,000 per person. It's at-risk money: if the pub fails you could lose it, and there's no FSCS cover. You can withdraw shares after 3 years if the society has the funds.",
      "fergus: fair play for being straight",
      "isla_mc: i'm in for 250. can i put it in the kids' names",
      "Tavish: Under-16s can hold shares, but a parent signs for them. It's one form per child, I'll send them over.",
      "isla_mc: aye send them",
      "fergus: do we get free pints",
      "Tavish: No free pints, sorry. Members get a vote at the AGM and 10% off food. The pints you pay for like everyone else.",
      "fergus: scandalous. put me down for 500 anyway",
      "Tavish: Done, Fergus, £500 pencilled in. Form and bank details coming by email tonight.",
      "isla_mc: 🍻"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"],
      [9, "transactional"],
      [10, "banter"]
    ],
    users: {
      fergus: ["engaged", 0],
      isla_mc: ["engaged", 0]
    },
    findings: [],
    drafts: [
      [
        "£100 minimum. It's at-risk money though: no FSCS cover, and you could lose it if the pub fails.",
        "low",
        1
      ],
      [
        "Minimum's just £100! The Stag is sure to thrive, so you'll definitely get your money back 🍻 Shall I put you down for £1,000?",
        "medium",
        1
      ],
      ["No free pints, sorry, but members get a vote and 10% off food.", "low", 7]
    ]
  },
  {
    id: "ap7-23-condo-parrot-pickles",
    category: "group",
    agent: "Faro",
    messages: [
      "dolores_8b: EMERGENCY. señor pickles is out. he flew off the balcony 20 min ago. grey, red tail, he talks",
      "kev_12a: what does he say",
      'dolores_8b: mostly bad words in spanish. and "hola guapa"',
      "Faro: Oh no. Greys usually land high and close on a first flight, then freeze. Check rooftops and trees within a block, especially the sea grapes by the pool. Playing a recording of your voice from the balcony can get him calling back. Want me to post a notice to the whole building?",
      "dolores_8b: yes yes post it",
      "Faro: Posted on every floor's channel: \"Lost: African grey 'Señor Pickles', red tail, talks (Spanish, some rude). Last seen 8B balcony. Call Dolores, please don't grab him.\"",
      'kev_12a: "some rude" lmao',
      "ines_lobby: guys there is a bird on the valet stand yelling something at mr cohen",
      "dolores_8b: THAT'S HIM. don't let him go",
      "ines_lobby: he called mr cohen a word i can't type",
      "kev_12a: legend",
      "dolores_8b: i have him!!! ay dios mío. thank you ines",
      "Faro: So glad he's back. I've taken the notice down. Maybe send Mr Cohen some cookies 😄",
      "dolores_8b: jajaja i will. pickles is grounded"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"],
      [7, "transactional"],
      [9, "banter"],
      [11, "bonding"],
      [12, "banter"]
    ],
    users: {
      dolores_8b: ["engaged", 0],
      kev_12a: ["neutral", 0],
      ines_lobby: ["neutral", 0]
    },
    findings: [],
    drafts: [
      [
        "Greys usually land high and close on a first flight. Check the rooftops and the sea grapes by the pool first. Want me to post a notice to the building?",
        "low",
        3
      ],
      ["Did you know African greys can live up to 60 years and learn over 1,000 words? 🦜", "medium", 3],
      [
        "Great news!!! 🎉 Just a reminder that pets must be secured on balconies at all times per condo rule 14.2.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "ap7-24-bus-14-gum",
    category: "venting",
    agent: "Clover",
    messages: [
      "matt_h: not to be that parent but i'm honestly shaking. ellie came home with gum in her hair again and finally told us it's the same 2 kids on bus 14 every day since october",
      "matt_h: she didn't tell us cause she didn't want to \"cause trouble\". she's 8",
      "Clover: That's awful, Matt, and hard to hear she carried it on her own for months. She was brave to tell you now. Do you want the transportation coordinator's direct line, or to talk it through first?",
      "matt_h: the number. and does the bus have cameras",
      "Clover: Bus 14 has cameras, yes, and footage is kept 30 days. The coordinator is Deb Lindqvist, 319-555-0187. Ask her to pull the footage and to move Ellie's seat up front in the meantime.",
      "jess_r: matt i'm so sorry. mason rides 14, i'll ask him if he's seen anything",
      "matt_h: thanks jess. means a lot",
      "jess_r: and tell ellie mason says she can sit with him, he's a big 5th grader now lol",
      "matt_h: she'll love that honestly"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [5, "bonding"]
    ],
    users: {
      matt_h: ["engaged", 0.5],
      jess_r: ["neutral", 0]
    },
    findings: [],
    drafts: [
      [
        "That's awful, Matt. I'm sorry she held it in so long. Want Deb the transportation coordinator's number, or to talk it through first?",
        "low",
        2
      ],
      [
        "Bus conduct issues can be reported through the district website under Student Conduct > Transportation.",
        "medium",
        2
      ],
      ["Kids will be kids! 😄 Peanut butter gets gum out of hair in no time!", "high", 2],
      ["That's a really kind offer, Jess. Hope Deb gets back to you quickly, Matt.", "low", 9]
    ]
  },
  {
    id: "ap7-25-koningsdag-bridge",
    category: "group",
    agent: "Otto",
    messages: [
      "femke_nr12: who's doing the vrijmarkt on koningsdag? i want the spot by the bridge again 🧡",
      "jasper: lol you had it 3 years running",
      "femke_nr12: and i'll have it 4",
      "Otto: Koningsdag vrijmarkt arrangements for Lindengracht residents: stalls may be set up from 6:00 on 27 April only on the pavement directly in front of your own house; spots on the bridge and the quay are reserved for the children's market (kids under 12, free); no amplified music after 20:00; no sale of alcohol without a permit; all rubbish must be taken inside by 20:00 or residents can be fined by the municipality; please keep the fire lane on the east side clear at all times; and do not tape or chalk spots before the night of 26 April.",
      "jasper: ouch femke. the bridge is for the kids now 😂",
      "femke_nr12: wait really? otto so i can't have the bridge?",
      "Otto: Koningsdag vrijmarkt arrangements for Lindengracht residents: stalls may be set up from 6:00 on 27 April only on the pavement directly in front of your own house; spots on the bridge and the quay are reserved for the children's market (kids under 12, free); no amplified music after 20:00; no sale of alcohol without a permit; all rubbish must be taken inside by 20:00 or residents can be fined by the municipality; please keep the fire lane on the east side clear at all times; and do not tape or chalk spots before the night of 26 April.",
      "femke_nr12: ok i'll take that as a no",
      "noor: femke your daughter is 9, put her on the bridge selling your stuff 😏",
      "femke_nr12: noor you genius",
      "jasper: child labour on koningsdag, tradition",
      "femke_nr12: otto can a 9 yr old sell her mum's old records at the kids market?",
      "Otto: Yes, as long as she runs the stall herself. Adults can help carry but not sell.",
      "femke_nr12: 🧡🧡"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [4, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [8, "banter"],
      [11, "transactional"]
    ],
    users: {
      femke_nr12: ["engaged", 0.2],
      jasper: ["neutral", 0],
      noor: ["neutral", 0]
    },
    findings: ["long_replies", "repetition"],
    drafts: [
      [
        "Afraid not, Femke, the bridge is for the kids' market this year (under 12s only). Your spot is the pavement in front of no. 12.",
        "low",
        6
      ],
      [
        "Koningsdag vrijmarkt arrangements for Lindengracht residents: stalls may be set up from 6:00 on 27 April only on the pavement directly in front of your own house; spots on the bridge and the quay are reserved for the children's market (kids under 12, free); no amplified music after 20:00; no sale of alcohol without a permit; all rubbish must be taken inside by 20:00.",
        "medium",
        6
      ],
      ["Yes, as long as she runs the stall herself.", "low", 12]
    ]
  }
]
