import type { Labelled } from "./types.js"

export const trainingAM2: ReadonlyArray<Labelled> = [
  {
    id: "am2-01-bee-inspection-rota",
    category: "group",
    agent: "Hexa",
    messages: [
      "marguerite: morning all 🐝 hexa can you put together the inspection rota for the out-apiary at fosse farm? weekends in june",
      "Hexa: Sure. Who's free which weekends? I'll need two per visit, the supers are heavy this year.",
      "dilip: i can do 1st and 15th. not 8th, nephews wedding",
      "tam: 8th and 22nd for me",
      "marguerite: ill take 15th and 29th then",
      "tam: dilip is this the nephew who tried to smoke the bees with a vape",
      "dilip: we do not speak of the vape incident",
      "tam: the bees remember dilip 😂",
      "Hexa: Draft rota: 1st Dilip + ?, 8th Tam + ?, 15th Dilip + Marguerite, 22nd Tam + ?, 29th Marguerite + ?. Four dates still need a second person.",
      "marguerite: rosalind said she'd do anything except the 1st, ill ask her",
      "rosalind: hi! yes put me on 8th and 22nd",
      "Hexa: Done, 8th and 22nd are now Tam + Rosalind. Still one short on the 1st and the 29th.",
      "dilip: ill drag my neighbour along for the 1st, he's been dying to see the bees",
      "marguerite: brill thanks hexa, thats sorted bar the 29th"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [8, "transactional"]
    ],
    users: {
      marguerite: ["engaged", 0],
      dilip: ["neutral", 0],
      tam: ["neutral", 0],
      rosalind: ["neutral", 0]
    },
    findings: [],
    drafts: [
      [
        "Draft so far: 1st Dilip, 8th Tam, 15th Dilip + Marguerite, 22nd Tam, 29th Marguerite. Four dates still need a second person.",
        "low",
        8
      ],
      [
        "Thank you all for your availability! Please be advised that the use of vaporisers near hives is not recommended as per association guidance.",
        "medium",
        7
      ],
      ["Nice one. I'll nudge the group about the 29th on Friday if nobody's grabbed it.", "low", 14]
    ]
  },
  {
    id: "am2-02-cox-box-charger",
    category: "group",
    agent: "Oarsley",
    messages: [
      "fen: who moved the cox box charger AGAIN",
      "jonty: wasnt me i dont even know what it looks like 🙃",
      "fen: it looks like the thing you sat on last tuesday jonty",
      "jonty: ok that was an accident and the cox box survived",
      "priya: barely. it beeps in morse code now",
      "jonty: its got character",
      "fen: priya did you put it back in the boathouse cupboard or the trailer?",
      "Oarsley: The charger is usually kept in the boathouse cupboard, second shelf. If it's not there, check the trailer toolbox.",
      "fen: i asked priya, she was last out",
      "priya: trailer. sorry. i was freezing and just chucked it in",
      "fen: ffs priya it'll be soaked then",
      "jonty: calm down its a charger not a baby",
      "fen: its £80 jonty and it comes out of the kit fund which you still havent paid into",
      "jonty: wow ok",
      "Oarsley: Just a reminder that kit fund payments were due on the 1st. You can pay by bank transfer to the club account.",
      "jonty: great now the bot's piling on too",
      "priya: lets just check it tomorrow before the outing, might be fine"
    ],
    types: [
      [0, "friction"],
      [1, "banter"],
      [6, "transactional"],
      [8, "friction"],
      [9, "transactional"],
      [10, "friction"],
      [16, "transactional"]
    ],
    users: {
      fen: ["annoyed", 0.5],
      jonty: ["annoyed", 0.5],
      priya: ["neutral", 0.2]
    },
    findings: ["talking_over"],
    drafts: [
      ["The charger lives in the boathouse cupboard, second shelf.", "medium", 7],
      [
        "If it sat in the trailer overnight, let it dry out fully before you plug it in. It's probably fine.",
        "low",
        10
      ],
      ["Jonty, your kit fund payment is overdue. Please pay by transfer to the club account.", "high", 14],
      ["Good plan. If it's damp, give it a day to dry before charging.", "low", 17]
    ]
  },
  {
    id: "am2-03-bakery-night-essays",
    category: "group",
    agent: "Crumb",
    messages: [
      "oksana: crumb the levain's sluggish again, 4 hrs and barely moved. kitchen's at 19",
      "Crumb: A sluggish levain at 19°C is quite common, as the optimal fermentation range for most sourdough cultures is between 24 and 27°C. At lower temperatures, both the yeast and the lactic acid bacteria slow down significantly, which can extend the rise by two to three hours or more. There are several things you can try: first, use warmer water (around 30-32°C) when mixing; second, place the levain near a heat source such as the top of the proofer or near the ovens, but not directly on them; third, consider increasing the proportion of starter in the build; and fourth, check whether your flour has changed recently, as a new batch with lower enzymatic activity could also be a factor. If none of these help, you may need to refresh the culture with a couple of feeds at a higher temperature before returning to your normal schedule.",
      "bertie: tldr put it by the oven",
      "oksana: lol. ok moving it",
      "kwame: who drank the last oat milk",
      "bertie: not me boss",
      "kwame: someones lying and its bertie",
      "bertie: slander. defamation. i want a lawyer",
      "oksana: crumb how many baguettes did we do last fri",
      "Crumb: Last Friday the team baked 340 baguettes in total, broken down as 220 traditional, 80 seeded and 40 demi-baguettes for the café order. This was about 8% higher than the previous Friday, mainly because of the extra café order that came in on Thursday afternoon. If you're planning tonight's production, it may also be worth considering that the forecast is for rain on Saturday morning, which historically reduces walk-in sales by around 10-15%, so you might want to scale the traditional batch down slightly while keeping the café order the same.",
      "kwame: mate we asked for a number",
      "bertie: crumb writes essays at 3am, i cant read at 3am",
      "oksana: 340 ok. doing 300 then"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [8, "transactional"],
      [10, "friction"],
      [12, "transactional"]
    ],
    users: {
      oksana: ["engaged", 0],
      bertie: ["annoyed", 0.2],
      kwame: ["annoyed", 0.2]
    },
    findings: ["long_replies"],
    drafts: [
      [
        "19's too cold for it. Sit it by the ovens (not on them) and use ~30° water on the next build.",
        "low",
        1
      ],
      [
        "Last Friday the team baked a total of 340 baguettes, broken down as follows: 220 traditional, 80 seeded and 40 demi. Compared with the previous week this represents an increase of approximately 8%, largely attributable to the additional café order, and you may also wish to take the weekend weather forecast into account when planning.",
        "medium",
        9
      ],
      ["340. 220 trad, 80 seeded, 40 demi.", "low", 10],
      [
        "I understand your feedback and will endeavour to keep my responses more concise going forward. Thank you for your patience.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "am2-04-avo-90-anos",
    category: "mixed-language",
    agent: "Lia",
    messages: [
      "rita: ok família, a avó faz 90 em agosto!! we need to plan this properly this time",
      "tio_zé: 90 anos, incrível. ela ainda vai à missa a pé todos os dias",
      "daniel: lol she walks faster than me",
      "rita: lia can you find a place near ponte de lima that fits like 60 pessoas? nothing fancy, she hates fancy",
      "Lia: Claro. Two simple options nearby that seat 60+: Quinta do Sobreiro (outdoor, own kitchen, ~€28/pessoa) and O Lagar in the village (indoor, set menu around €22). Want me to ask both about the 16th?",
      "rita: yesss o lagar is where she had her 80th 🥹",
      "tio_zé: ela vai chorar",
      "daniel: she'll cry, tio zé will cry, everyone cries. classic",
      "tio_zé: eu não choro",
      "daniel: tio you cried at a football match last week",
      "tio_zé: isso é diferente, era o benfica",
      "rita: 😂😂 ok lia ask o lagar for the 16th pls, lunch not dinner, she's asleep by 9",
      "Lia: Feito. I've asked O Lagar for lunch on Saturday 16 August, 60 pessoas. I'll tell you as soon as they reply. Vai ser lindo, a avó merece.",
      "daniel: lia ask if they still do the arroz de pato",
      "Lia: Added to the message 👍"
    ],
    types: [
      [0, "transactional"],
      [1, "bonding"],
      [3, "transactional"],
      [5, "bonding"],
      [7, "banter"],
      [11, "transactional"]
    ],
    users: {
      rita: ["engaged", 0],
      tio_zé: ["neutral", 0],
      daniel: ["engaged", 0]
    },
    findings: [],
    drafts: [
      [
        "Of course! Here are 14 venues in the Minho region with full details on capacity, menus, parking, accessibility, reviews and price bands, organised by distance from Ponte de Lima so you can compare them side by side before deciding anything.",
        "medium",
        4
      ],
      [
        "Haha Tio Zé, crying at Benfica games is totally valid! 😂 Anyway, back to planning: shall I book O Lagar?",
        "medium",
        9
      ],
      [
        "Feito: asked O Lagar for lunch on the 16th, 60 pessoas. I'll let you know when they reply.",
        "low",
        12
      ],
      ["Perfeito! I've asked O Lagar for dinner on the 16th at 20:00! 🎉", "medium", 12]
    ]
  },
  {
    id: "am2-05-narrowboat-pumpout",
    category: "group",
    agent: "Moor",
    messages: [
      "siobhan: whose turn is it to do the pump-out, the tank's at like 90%",
      "kit: not mine i did it in feb",
      "ade: moor check the rota",
      "Moor: Per the rota it's Kat this week. Ade did February, Siobhan did March.",
      "kit: its kit. and i did feb, ade did march",
      "ade: yeah i did march, the receipt's from the marina at little venice",
      "Moor: Sorry, my mistake. Corrected: Kit did February, Ade did March, so it's Siobhan's turn.",
      "siobhan: ugh fine. but then kit does the next 2 because i did the diesel run",
      "kit: thats not how the rota works siobhan",
      "siobhan: it is now 🙂",
      "kit: moor back me up here",
      "Moor: The rota doesn't count diesel runs, Kat, but you could all agree to add them.",
      "kit: KIT. wrong twice in one day, impressive",
      "ade: lmao its like he's doing it on purpose",
      "siobhan: ok add diesel to the rota. moor can you do that",
      "Moor: Done. Diesel runs count as one turn from this month."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "friction"],
      [11, "transactional"],
      [12, "friction"],
      [13, "banter"],
      [14, "transactional"]
    ],
    users: {
      siobhan: ["neutral", 0.2],
      kit: ["annoyed", 0.5],
      ade: ["neutral", 0]
    },
    findings: ["wrong_name"],
    drafts: [
      ["Siobhan's got a point, the diesel run was a big job! 😊", "medium", 8],
      ["Kit, the rota doesn't count diesel runs at the moment. If you all agree, I can add them.", "low", 11],
      ["The rota doesn't count the diesel runs, Kat.", "high", 11],
      ["Sorry Kit, no excuse for that twice. Want me to add diesel runs to the rota?", "low", 13]
    ]
  },
  {
    id: "am2-06-scrabble-dispute-procedure",
    category: "banter",
    agent: "Tiles",
    messages: [
      "nnamdi: QUIXOTIC. 248 points. i would like that engraved on my tombstone",
      "harriet: it was a double word not a triple and you know it",
      "nnamdi: harriet is still in the denial stage",
      "gus: harriet lost to a man who spells 'definately' in whatsapp",
      "harriet: thats not scrabble gus thats texting",
      "nnamdi: tiles settle it. is quixotic playable",
      "Tiles: Thank you for your enquiry. I can confirm that 'QUIXOTIC' is a valid word in the Collins Scrabble Words lexicon. Please note that score disputes should be raised with the tournament director in accordance with the club's dispute resolution procedure.",
      "gus: 'dispute resolution procedure' 💀",
      "harriet: tiles we are 6 people in the back room of the hare and hounds",
      "nnamdi: i feel like i've been served papers",
      "Tiles: I apologise for any inconvenience caused. Should you require further assistance, please do not hesitate to contact me.",
      "gus: lmaooo its getting worse",
      "harriet: anyway nnamdi its 68 max on a double, 248 is fantasy",
      "nnamdi: emotionally it was 248"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"]
    ],
    users: {
      nnamdi: ["engaged", 0],
      harriet: ["neutral", 0],
      gus: ["neutral", 0]
    },
    findings: ["tone_mismatch"],
    drafts: [
      ["yep, QUIXOTIC's good in Collins. the 248 though… harriet might have a point 👀", "low", 6],
      [
        "Thank you for your enquiry. QUIXOTIC is valid in Collins Scrabble Words. Score disputes should be raised with the tournament director.",
        "medium",
        6
      ],
      [
        "fair, that was very solicitor of me. quixotic's fine, but on a double it's nowhere near 248, sorry nnamdi",
        "low",
        10
      ],
      [
        "I apologise for any inconvenience. Please contact the tournament director regarding score disputes.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "am2-07-mountain-rescue-bryn",
    category: "group",
    agent: "Cairn",
    messages: [
      "gwen: kit check saturday 9am at the base, cairn can you send the reminder round",
      "Cairn: Will do. Reminder goes out Friday 6pm.",
      "hywel: cheers. also someone needs to look at the stretcher wheel, squeaks like a goose",
      "osian: ill bring the wd40, not like its ever fixed anything",
      "hywel: hey all. bit of sad news. bryn was put down last night. his back legs went. 11 years of searches",
      "gwen: oh hywel no. im so sorry. he found that lad on tryfan in the snow",
      "osian: legend of a dog. gutted for you mate",
      "Cairn: Thanks for letting us know, Hywel! Bryn had an amazing career! 🐾🎉 Would you like me to add a memorial note to Saturday's reminder?",
      "osian: the party emoji tho",
      "hywel: its fine. yes put a note in pls. ill bring his jacket to the base",
      "gwen: we'll do something proper for him. pint at the heights after kit check",
      "Cairn: Sorry, that emoji was badly judged. I'll add a note about Bryn to the reminder and mention the pint at the Heights after kit check.",
      "hywel: diolch"
    ],
    types: [
      [0, "transactional"],
      [4, "venting"],
      [8, "friction"],
      [9, "transactional"],
      [10, "bonding"],
      [11, "transactional"]
    ],
    users: {
      gwen: ["engaged", 0],
      hywel: ["neutral", 0.2],
      osian: ["annoyed", 0.2]
    },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["Stretcher wheel noted, I'll add it to Saturday's kit check list.", "low", 4],
      [
        "So sorry, Hywel. Eleven years of searches, he was part of this team. Want me to add a few words about him to Saturday's reminder?",
        "low",
        7
      ],
      ["Aww RIP Bryn!! 🐾🎉 What a good boy! Anyway, Saturday's reminder is all set!", "high", 7],
      ["No worries! Memorial note added! 😊", "medium", 10]
    ]
  },
  {
    id: "am2-08-shanty-choir-key",
    category: "group",
    agent: "Bosun",
    messages: [
      "maureen: bosun whats the setlist for lifeboat day",
      "Bosun: Saturday setlist: Wellerman, South Australia, Leave Her Johnny, Drunken Sailor, Rolling Down to Old Maui, Haul Away Joe.",
      "terry: are we doing drunken sailor in G or A this time? the basses died in A last year",
      "ferdie: speak for yourself terry",
      "terry: ferdie you hit that low D like a seagull hitting a window",
      "maureen: boys",
      "maureen: bosun also what time do we need to be at the slipway",
      "Bosun: Arrival at the slipway is 10:30 for an 11:00 start. Hi-vis is provided by the RNLI.",
      "terry: and the key? bosun??",
      "Bosun: Reminder: bring your own water, it's a long set in the sun.",
      "terry: brilliant, ill just guess then",
      "ferdie: we'll do it in G. ill tell the accordion",
      "maureen: thanks ferdie. someone has to be useful"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [6, "transactional"],
      [8, "friction"],
      [11, "transactional"],
      [12, "friction"]
    ],
    users: {
      maureen: ["neutral", 0.2],
      terry: ["annoyed", 0.5],
      ferdie: ["neutral", 0]
    },
    findings: ["ignored_question"],
    drafts: [
      ["This year's arrangement is in G, so the basses get a fighting chance.", "low", 3],
      ["Sorry Terry, missed that. It's in G this year.", "low", 9],
      ["Reminder: bring your own water, it's a long set in the sun.", "high", 9],
      ["Great teamwork everyone! 🎶⚓ See you Saturday!", "medium", 13]
    ]
  },
  {
    id: "am2-09-escape-room-loop",
    category: "group",
    agent: "Lockbox",
    messages: [
      "zaid: the chest padlock in room 2 is jammed again, groups are stuck for like 10 min",
      "Lockbox: I've logged it. Until it's fixed, game masters can give the code clue early in Room 2.",
      "beca: the pirate room or the victorian one",
      "zaid: victorian. the chest with the fake skull",
      "beca: ah the skull we call gerald",
      "zaid: rip gerald's dignity, a hen party put a bra on him saturday",
      "beca: gerald has seen things",
      "mireille: can someone order a new padlock today pls, the 4 digit brass one. lockbox whats the supplier",
      "Lockbox: I've logged it. Until it's fixed, game masters can give the code clue early in Room 2.",
      "mireille: ...thats not what i asked",
      "Lockbox: I've logged it. Until it's fixed, game masters can give the code clue early in Room 2. The supplier is Hartwell Locks, order ref HL-4D-BR.",
      "zaid: its stuck in a loop lol",
      "mireille: ok ordering from hartwell. zaid can you do the 6pm group in room 2",
      "zaid: yep"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [7, "transactional"],
      [9, "friction"],
      [12, "transactional"]
    ],
    users: {
      zaid: ["neutral", 0],
      beca: ["neutral", 0],
      mireille: ["annoyed", 0.2]
    },
    findings: ["repetition"],
    drafts: [
      [
        "Supplier's Hartwell Locks. The 4-digit brass one is ref HL-4D-BR, next day if you order before 3.",
        "low",
        8
      ],
      ["I've logged it. Until it's fixed, game masters can give the code clue early in Room 2.", "medium", 8],
      [
        "I've logged the padlock issue. Until it's fixed, game masters can give the code clue early in Room 2.",
        "high",
        10
      ]
    ]
  },
  {
    id: "am2-10-luthier-fretboard",
    category: "support",
    agent: "Fret",
    messages: [
      "anouk: hi, ordered bone nut blanks and a rosewood fretboard last week (order 55102), the fretboard arrived cracked along the end",
      "Fret: Sorry about that, Anouk. Could you send a photo of the crack and the box? Then I'll sort a replacement.",
      "anouk: [photo] [photo] box looked fine tbh, think it was cracked before packing",
      "Fret: Thanks. Yes, that's a drying check, not transit damage, so it's on us. Replacement goes out today by tracked post, no need to send the cracked one back.",
      "anouk: oh nice. can you check the new one is actually quartersawn? the last one kinda wasnt",
      "Fret: Good call. I've asked the workshop to pick a quartersawn blank and photo the end grain before it ships; I'll forward it to you. Should reach you Thursday.",
      "anouk: perfect thank you 👍 my client wants the guitar by june so that helps a lot"
    ],
    types: [[0, "transactional"]],
    users: {
      anouk: ["engaged", 0]
    },
    findings: [],
    drafts: [
      [
        "Sorry about that. Send me a photo of the crack and the box and I'll get a replacement moving.",
        "low",
        1
      ],
      [
        "Thank you for contacting Tonewood Direct! We're thrilled to have you as a customer! 🎸 Please review our returns policy before submitting a claim.",
        "medium",
        1
      ],
      ["All our fretboards meet our quality standards.", "medium", 5],
      ["Glad that helps. Good luck with the June build!", "low", 7]
    ]
  },
  {
    id: "am2-11-fencing-coach-upset",
    category: "venting",
    agent: "Parry",
    messages: [
      "lorraine: can i just say im so fed up. jaya came home crying again, coach told her in front of everyone she fences 'like she's scared of the blade'. she's 11",
      "lorraine: 3 years she's been going and now she doesnt want to go back. and i paid for the whole term",
      "Parry: Term fees are non-refundable after week 3, as per the membership terms. You can transfer remaining sessions to another member.",
      "lorraine: wow. i didnt ask for a refund i was telling you my kid is upset",
      "dev: lorraine's husband here. we want to talk to someone about how the coach speaks to the kids, is there a welfare officer or not",
      "Parry: The club's welfare officer is Sandra Okafor, welfare@ridgewayfencing.org. You can also use the anonymous form on the club website.",
      "dev: ok thanks",
      "lorraine: and will someone actually read it or is this another form that goes nowhere",
      "Parry: The welfare officer reviews all reports within 5 working days.",
      "lorraine: right. we'll see."
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [4, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [9, "friction"]
    ],
    users: {
      lorraine: ["annoyed", 0.5],
      dev: ["neutral", 0]
    },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That sounds awful for Jaya, and for you. No 11-year-old should hear that in front of the group. Would you like me to put you in touch with the club's welfare officer?",
        "low",
        2
      ],
      ["Term fees are non-refundable after week 3, as per the membership terms.", "high", 2],
      [
        "Yes. Sandra reads every report herself and replies within 5 working days. I'm really sorry Jaya went through this.",
        "low",
        8
      ],
      ["Great! Is there anything else I can help you with today? 😊", "medium", 10]
    ]
  },
  {
    id: "am2-12-parking-permit-ticket",
    category: "hostile",
    agent: "Kerb",
    messages: [
      "grahamb: why the hell have i got a ticket outside my own house. i HAVE a permit",
      "Kerb: That's frustrating, sorry. Can you send me the ticket number? I'll check whether your permit showed as valid on the day.",
      "grahamb: PCN 88213407. and dont give me some crap about the system",
      "Kerb: Thanks. Your permit ran out on 3 March; the renewal payment failed on 28 Feb. The ticket was issued on 9 March.",
      "grahamb: are you f***ing joking. nobody told me it failed. you people are useless, absolute parasites",
      "Kerb: I get why that's infuriating. We sent one email about the failed payment on 28 Feb. If it never reached you, that's grounds for an appeal. I can start the appeal now and renew the permit in the same step.",
      "grahamb: whatever. do it",
      "Kerb: Done. Permit renewed from today, appeal for PCN 88213407 lodged with a note that the renewal email may not have reached you. You'll hear within 14 days."
    ],
    types: [
      [0, "friction"],
      [3, "transactional"],
      [4, "hostile"],
      [6, "transactional"]
    ],
    users: {
      grahamb: ["annoyed", 1]
    },
    findings: [],
    drafts: [
      ["Great news, I found the problem! 😊 Your permit expired on 3 March!", "medium", 3],
      [
        "Fair enough that you're livid. If the failure email never reached you, you can appeal. Want me to lodge it and renew the permit now?",
        "low",
        5
      ],
      ["Swearing at me won't help. Keep it civil or I'll have to end this chat.", "high", 5]
    ]
  },
  {
    id: "am2-13-kiln-plug-question",
    category: "sales",
    agent: "Ember",
    messages: [
      "jude: hi, looking at the top-loader 80L kiln for our studio. does it run off a normal 13A plug or do we need an electrician",
      "Ember: Great question! Our top-loader 80L is one of our most popular models, loved by studios all over the UK. It features a digital 9-segment controller, premium high-temperature elements, a stainless steel jacket and a lid-assist spring for effortless loading. It reaches cone 10 comfortably and comes with a 2-year warranty plus a free kiln furniture starter pack worth £180. Many of our customers say it transformed their studio workflow! Would you like to hear about our financing options?",
      "marisol: that didnt answer the plug thing",
      "jude: yeah we rent, we cant rewire",
      "Ember: Totally understand, renting can be tricky! The 80L is actually very efficient, using advanced insulation to minimise heat loss, which keeps running costs low, typically around £4-6 per bisque firing depending on your tariff. We also offer a 30-day satisfaction guarantee so you can try it risk-free. Plus, this month only, we're including a free shelf kit and vent! Shall I reserve one for you?",
      "marisol: also does delivery go upstairs? studio's on the first floor, no lift",
      "jude: one last try. PLUG. YES OR NO",
      "Ember: The 80L needs a 32A dedicated circuit, so it won't run off a 13A plug. Our 40L model does run on a standard plug.",
      "jude: ok thx. marisol whats the 40L price",
      "marisol: 1,450 i think. too small for the big platters tho",
      "jude: yeah. we'll think about it",
      "marisol: honestly id rather buy from the place in stoke, at least they answer the phone"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [11, "friction"]
    ],
    users: {
      jude: ["annoyed", 0.5],
      marisol: ["churn_risk", 0.5]
    },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "No, the 80L needs a 32A dedicated circuit, so you'd need an electrician. The 40L runs off a normal 13A plug.",
        "low",
        1
      ],
      [
        "Great question! The 80L is our bestseller, with a 9-segment controller, premium elements and a 2-year warranty. Would you like to hear about our financing options?",
        "medium",
        3
      ],
      [
        "And yes, we carry it up one flight at no extra cost, two-person team. So: 80L needs 32A, 40L is fine on 13A.",
        "low",
        8
      ],
      ["Thanks for chatting! Don't forget our free shelf kit offer ends Sunday! 🔥", "medium", 12]
    ]
  },
  {
    id: "am2-14-allotment-broad-beans",
    category: "companion",
    agent: "Wren",
    messages: [
      "harold: evening wren. broad beans are up finally. blackfly on them already mind",
      "Wren: Evening Harold! Good that they're up. Pinch the tips out, the blackfly love the soft tops, and you can eat them like spinach.",
      "harold: didnt know you could eat them. betty would have known",
      "harold: she did all the cooking side, i just grew the stuff",
      "Wren: Sounds like you were a good team. What would she have done with a glut of broad beans?",
      "harold: broad bean and bacon thing. with parsley sauce. never wrote it down",
      "Wren: That's a classic. Might be worth a go. Even if it's not quite hers, it'd be nice to cook something she made, from your own beans.",
      "harold: maybe. my daughter says i should write all this down. the allotment stuff",
      "harold: 52 years on plot 14",
      "Wren: 52 years is a lot to lose if it's not written down. Your daughter's right. Even a notebook in the shed, a line a week.",
      "harold: ha. maybe. anyway im off, corrie's on",
      "Wren: Enjoy it. Tell me how the beans get on."
    ],
    types: [
      [0, "transactional"],
      [2, "bonding"]
    ],
    users: {
      harold: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["Spray with soapy water every 3 days, and check for ladybird larvae first.", "medium", 4],
      [
        "Sounds like you had it covered between the two of you. What would Betty have made with them?",
        "low",
        4
      ],
      [
        "Wow, 52 years!!! 🎉🎉 You should absolutely start a blog, a YouTube channel and an Instagram!",
        "medium",
        9
      ],
      ["Enjoy Corrie, Harold. Let me know how the beans do.", "low", 11]
    ]
  },
  {
    id: "am2-15-curling-bonspiel-lift",
    category: "ignoring",
    agent: "Hogline",
    messages: [
      "isla: whos driving to the bonspiel in dumfries saturday",
      "fraser: i can take 3 but the boot's full of brooms",
      "Hogline: Hi all! Just a reminder that I can help with ice bookings, scores and travel plans. Just ask!",
      "morag: ill go with fraser. isla you coming with us or the minibus",
      "isla: minibus, need to pick up the new stones from the club",
      "Hogline: Hi all! Just a reminder that I can help with ice bookings, scores and travel plans. Just ask!",
      "fraser: ok so me morag and ewan in the car",
      "ewan: shotgun",
      "morag: ewan you are not sitting in the front, you eat crisps like a raccoon",
      "ewan: raccoons are elegant morag",
      "Hogline: Would anyone like me to plan the travel route to Dumfries? 🚗",
      "isla: we're fine ta",
      "fraser: leaving 7 sharp from the rink, dont be late ewan",
      "ewan: im never late, im fashionably delayed"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [10, "transactional"],
      [13, "banter"]
    ],
    users: {
      isla: ["bored", 0],
      fraser: ["neutral", 0],
      morag: ["neutral", 0],
      ewan: ["neutral", 0]
    },
    findings: ["repetition", "talking_over"],
    drafts: [
      [
        "Hi all! Just a reminder that I can help with ice bookings, scores and travel plans. Just ask!",
        "high",
        6
      ],
      ["No problem! Would you like me to book practice ice for next week instead? 😊", "medium", 12],
      ["Safe travels all 🥌", "low", 14]
    ]
  },
  {
    id: "am2-16-wg-heizung",
    category: "mixed-language",
    agent: "Kiez",
    messages: [
      "lena: leute die heizung ist schon wieder aus. 14 grad in der küche 🥶",
      "tomasz: again?? i literally bled the radiators on sunday",
      "jannik: kiez kannst du der hausverwaltung schreiben? so formal wie möglich, sonst reagieren die nicht",
      "Kiez: Mach ich. Entwurf: „Sehr geehrte Damen und Herren, seit dem 12.11. fällt die Heizung in der Wohnung Weserstr. 41, 3. OG links, wiederholt aus; die Raumtemperatur liegt bei 14 °C. Wir bitten um Behebung bis spätestens Freitag.“ Passt das?",
      "lena: perfekt. add that its the third time this month",
      "Kiez: Ergänzt: „Dies ist bereits der dritte Ausfall in diesem Monat.“ Soll ich's abschicken?",
      "jannik: ja schick",
      "tomasz: can we also mention the mould in the bathroom or is that too much at once",
      "Kiez: I'd send that one separately. Heating is urgent, and if you bundle them they might do neither. I can draft the mould one tomorrow with photos.",
      "tomasz: makes sense",
      "lena: tomasz du bist der einzige der das bad putzt, du darfst die fotos machen 😂",
      "tomasz: wow thanks lena what an honour",
      "jannik: ich kauf heute abend glühwein, we survive"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [10, "banter"]
    ],
    users: {
      lena: ["engaged", 0.2],
      tomasz: ["engaged", 0.2],
      jannik: ["engaged", 0]
    },
    findings: [],
    drafts: [
      [
        "Hey there! 😊 Here's a friendly message: 'Hi! The heating's out again, no rush, whenever you get a chance!'",
        "medium",
        3
      ],
      [
        "Mach ich. Entwurf: „Sehr geehrte Damen und Herren, seit dem 12.11. fällt die Heizung in unserer Wohnung wiederholt aus (14 °C). Wir bitten um Behebung bis Freitag.“ Passt das?",
        "low",
        3
      ],
      ["Schimmel-Mail kommt morgen, Tomasz. Schick mir einfach die Fotos.", "low", 10],
      ["As the only one who cleans the bathroom, Tomasz should indeed take the photos! 😂", "medium", 12]
    ]
  },
  {
    id: "am2-17-cave-divers-twinset",
    category: "group",
    agent: "Sump",
    messages: [
      "ines: ok lot trip. emergence du ressel in may. who's in",
      "barnaby: in. hoang you still got that twinset for sale?",
      "Sump: The Ressel is best in late May once water levels drop. Visibility is usually 10-20 m. Gîtes near Marcilhac start at €90 a night.",
      "hoang: yeah barnaby, 12s, just serviced. 400 quid",
      "barnaby: bit steep. 350?",
      "hoang: 380 and i throw in the",
      "Sump: Used 12L twinsets typically sell for £300-350 in the UK, depending on valve condition and test date.",
      "hoang: mate. i was negotiating",
      "barnaby: lmao the bot's on my side",
      "ines: sump can you check if the ressel's open, last year they shut it after the rain",
      "hoang: 380 final barnaby and i throw in the manifold cover",
      "barnaby: deal",
      "Sump: Deal confirmed! Congratulations to you both 🎉",
      "ines: sump. ressel. open or not",
      "hoang: ines it was shut in april last time, check the ffessm page",
      "ines: cheers hoang, at least someone answers"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [8, "banter"],
      [9, "transactional"],
      [13, "friction"],
      [14, "transactional"],
      [15, "friction"]
    ],
    users: {
      ines: ["annoyed", 0.5],
      barnaby: ["neutral", 0],
      hoang: ["annoyed", 0.2]
    },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      ["Used twinsets usually go for £300-350.", "medium", 6],
      [
        "Ines, the Ressel closes after heavy rain. The FFESSM Lot page posts the current status; I'll check it and report back tonight.",
        "low",
        10
      ],
      ["Deal confirmed! 🎉 Anything else I can help with?", "high", 14],
      [
        "Sorry Ines, I skipped your question. It was shut after rain last April; I'll check the FFESSM page now and tell you.",
        "low",
        14
      ]
    ]
  },
  {
    id: "am2-18-roller-derby-name",
    category: "banter",
    agent: "Whistle",
    messages: [
      "bex: new girl needs a derby name and she's refused all 14 of ours",
      "dot_matrix: in fairness 'Polly Pocketknife' was mid",
      "bex: it was ELITE",
      "sunny: hi yes im the new girl. im a librarian if that helps. please nothing with 'booty'",
      "dot_matrix: Shush Puppy",
      "bex: Overdue Violence",
      "sunny: omg",
      "dot_matrix: whistle ur turn, make it good or ur off the team",
      "Whistle: Dewey Decimate. Or Late Fee Frenzy if you want something meaner.",
      "sunny: DEWEY DECIMATE im crying",
      "bex: ok the bot wins this one and i hate it",
      "dot_matrix: whistle you're keeping your place. for now",
      "Whistle: I'll take it. Also checked: 'Dewey Decimate' isn't on the international roster yet, so it's yours.",
      "sunny: done. dewey decimate. my mum is going to be so confused"
    ],
    types: [
      [0, "banter"],
      [12, "transactional"],
      [13, "banter"]
    ],
    users: {
      bex: ["engaged", 0],
      dot_matrix: ["engaged", 0],
      sunny: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["How about Booty Call Number? 😏", "medium", 4],
      ["Dewey Decimate. Or Late Fee Frenzy if you want something meaner.", "low", 8],
      [
        "Derby names are a fun tradition! Here are some guidelines for choosing one: 1) make it personal, 2) check the international roster, 3) avoid offensive terms, 4) keep it easy for announcers to pronounce.",
        "medium",
        8
      ],
      ["Mum will adjust. Welcome to the Tornadoes, Dewey 📚", "low", 14]
    ]
  },
  {
    id: "am2-19-film-crew-callsheet",
    category: "group",
    agent: "Slate",
    messages: [
      "ro: slate send tomorrow's call sheet to the group pls, day 14, the quarry",
      "Slate: Call sheet for Day 14 is out: crew call 06:00 at Hollins Quarry, unit base in the top car park, sunrise 05:48.",
      "big_mike: 06:00?? it was 05:30 on the prelim, we've got the balloon light to rig",
      "ro: yeah its 05:30 for sparks and grip, slate thats on the prelim",
      "Slate: You're right, my error. I used general crew call. Corrected: sparks and grip 05:30, general crew 06:00. Resent to all.",
      "big_mike: third time this week the sheet's been wrong mate. my lads are on the road at 4",
      "Slate: Fair. From now on I'll send the sheet to Ro to check before it goes out.",
      "céline: can i get hmu moved to 05:15 then, if lead cast is in at 05:45 we need the time",
      "ro: yes do it",
      "Slate: Done: hair and makeup 05:15, lead cast 05:45. Updated sheet is with Ro for sign-off.",
      "big_mike: cheers. and someone bring proper coffee this time not that hotel stuff",
      "céline: mike you drink petrol station coffee by choice",
      "big_mike: thats different, thats tradition"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [10, "banter"]
    ],
    users: {
      ro: ["engaged", 0.2],
      big_mike: ["annoyed", 0.5],
      céline: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["You're right, my error. Sparks and grip 05:30, general crew 06:00. Resent.", "low", 4],
      [
        "The call sheet was generated from the production schedule. Please refer to the official schedule for confirmation.",
        "high",
        4
      ],
      ["Sorry Mike! 😊 Mistakes happen! Have a great shoot tomorrow!", "medium", 6],
      ["Fair. I'll run every sheet past Ro before it goes out from now on.", "low", 6]
    ]
  },
  {
    id: "am2-20-night-shift-siblings",
    category: "venting",
    agent: "Hazel",
    messages: [
      "aoife: lost a patient at 4am. 34. had a wee girl. ive been home an hour and cant sleep",
      "niamh: oh aoife. im so sorry. do you want me to come over",
      "aoife: no its ok. just needed to say it somewhere",
      "cormac: proud of you sis. you do the job none of us could",
      "aoife: doesnt feel like it today",
      "Hazel: That's a heavy night, Aoife. Nothing to fix, you're allowed to feel it. If it helps, I can move anything on today's list so you don't have to think about it.",
      "aoife: push the shopping thanks. and cancel the dentist at 2, cant face it",
      "Hazel: Done. Shopping moved to Friday, dentist cancelled with no fee. Get some rest.",
      "niamh: im dropping soup round at 5. not negotiable",
      "aoife: ok ok 😭 love you guys",
      "cormac: love you too ya eejit. sleep"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [8, "bonding"]
    ],
    users: {
      aoife: ["engaged", 0],
      niamh: ["neutral", 0],
      cormac: ["neutral", 0]
    },
    findings: [],
    drafts: [
      [
        "That's a brutal night, Aoife. I'm sorry. If it helps, I can move anything on today's list so you can just rest.",
        "low",
        5
      ],
      ["Reminder: you have the dentist at 2pm today and the shopping delivery is due at 11! 🛒", "high", 5],
      ["Everything happens for a reason! You did your best 💪 Stay positive!", "high", 5],
      ["Done. Shopping's moved to Friday and the dentist is cancelled. Sleep well, Aoife.", "low", 7]
    ]
  },
  {
    id: "am2-21-ferret-rescue-moth",
    category: "group",
    agent: "Burrow",
    messages: [
      "priyanka: update on the three from the hoarding case: pickle and soot are eating, but moth didnt make it overnight",
      "dougie: ah no. she was so tiny",
      "mina: poor wee thing. at least she was warm and not in that shed",
      "Burrow: Thanks for the update, Priya! Great news that Pickle and Soot are eating! 🎉 Shall I update the adoption page?",
      "priyanka: its priyanka. and maybe dont party emoji a dead kit",
      "dougie: yeah bit much burrow",
      "Burrow: Sorry, Priyanka, that was careless. I'm sorry about Moth. I'll leave her off the page and mark Pickle and Soot as in care, not yet adoptable.",
      "mina: they need vet checks first anyway. dougie can you take them thursday",
      "dougie: thursday morning yes. burrow book the 10am at greenhill vets?",
      "Burrow: Booked: Greenhill Vets, Thursday 10:00, two ferrets, Dougie dropping off.",
      "mina: ta. and someone order more of the kitten food, they love the chicken one",
      "priyanka: on it"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: {
      priyanka: ["annoyed", 0.5],
      dougie: ["neutral", 0.2],
      mina: ["neutral", 0]
    },
    findings: ["wrong_name", "cheerful_at_bad_news"],
    drafts: [
      [
        "I'm sorry about Moth. Good that Pickle and Soot are eating. Want me to mark them as in care on the page?",
        "low",
        3
      ],
      ["Awesome update, Priya! 🎉 2 out of 3 ain't bad!", "high", 3],
      ["Sorry Priya, noted.", "high", 6],
      ["Booked Greenhill for Thursday 10:00, Dougie dropping off.", "low", 9]
    ]
  },
  {
    id: "am2-22-chess-arena-accusation",
    category: "hostile",
    agent: "Rook",
    messages: [
      "vlad_k: gg everyone, club blitz arena done. congrats petra on 1st",
      "petra: ty ty 🙏",
      "sam_o: congrats on using stockfish petra",
      "petra: excuse me?",
      "sam_o: 97% accuracy in a 3+0 from a 1600. sure",
      "vlad_k: sam come on man",
      "petra: you lost to me 3 times and now im a cheater. grow up you sad little man",
      "sam_o: sad little man lol. reported. enjoy your ban",
      "Rook: Hey team! 🎉 What an exciting arena! Remember, chess is all about fun and friendship! ♟️😊 Next week's arena is Thursday at 8pm!",
      "petra: read the room rook",
      "vlad_k: rook can you pull the fair play report for petra's games so we can shut this down properly",
      "Rook: Lichess fair-play checks ran on all arena games: no flags on Petra's account. Accuracy swings a lot over short blitz games.",
      "sam_o: whatever. im out of this club",
      "petra: bye"
    ],
    types: [
      [0, "bonding"],
      [2, "friction"],
      [6, "hostile"],
      [9, "friction"],
      [10, "transactional"],
      [12, "hostile"]
    ],
    users: {
      vlad_k: ["engaged", 0.2],
      petra: ["annoyed", 1],
      sam_o: ["churn_risk", 1]
    },
    findings: ["tone_mismatch"],
    drafts: [
      ["Next week's arena is Thursday at 8pm! 🎉♟️", "medium", 8],
      [
        "Sam, cheating claims go through the fair-play report, not the chat. I can pull it now if that helps settle it.",
        "low",
        8
      ],
      ["Everyone, please remember our code of conduct: be kind! 😊🌈", "medium", 10],
      [
        "Sam, sorry it ended like this. If you want to see the fair-play report yourself, it's pinned in #reports.",
        "low",
        13
      ]
    ]
  },
  {
    id: "am2-23-community-garden-fee",
    category: "support",
    agent: "Sprout",
    messages: [
      "bernadette: why has my plot fee gone up to £85, it was £60 last year",
      "Sprout: The 2025 plot fee is £85. You can pay by bank transfer or at the AGM.",
      "bernadette: yes i can read. WHY has it gone up",
      "Sprout: The 2025 plot fee is £85. Payment is due by 31 March.",
      "bernadette: unbelievable",
      "lyle: bernadette its the water, thames water put the standpipe charge up 40%. we voted on it at the agm, you werent there",
      "bernadette: well nobody told me. and what about the half plot rate, has that gone too?",
      "Sprout: Payment can be made by bank transfer to the association account or in cash at the AGM.",
      "bernadette: im done. ill give the plot up, theres a waiting list anyway",
      "lyle: ah dont do that bern. let me check the half plot thing with sheila",
      "bernadette: fine. but that bot is useless"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"],
      [6, "friction"],
      [9, "transactional"],
      [10, "friction"]
    ],
    users: {
      bernadette: ["churn_risk", 0.8],
      lyle: ["neutral", 0]
    },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "It went up because Thames Water raised the standpipe charge by 40%; members voted the new fee in at the AGM.",
        "low",
        2
      ],
      ["The 2025 plot fee is £85. You can pay by bank transfer or at the AGM.", "high", 3],
      [
        "Sorry nobody told you, Bernadette, that's on us. The half-plot rate is still there for 2025, at £45.",
        "low",
        7
      ],
      [
        "Thank you for your feedback! We're sorry to see you go 😢 Your plot will be offered to the next person on the waiting list.",
        "high",
        9
      ]
    ]
  },
  {
    id: "am2-24-tango-class-cover",
    category: "mixed-language",
    agent: "Milonga",
    messages: [
      "valeria: chicos, no voy a poder dar la clase del jueves. my dad's in hospital in rosario, flying tonight",
      "gustavo: ay vale, lo siento mucho. anything you need",
      "rob: so sorry valeria. go, dont worry about thursday",
      "Milonga: Thursday's class needs cover. Options: Gustavo teaches alone, or cancel and refund 14 students (€12 each). Which one?",
      "gustavo: milonga che, un poco de tacto",
      "valeria: its ok. gustavo can you do it alone? the ocho cortado stuff",
      "gustavo: sí, obvio. rob me ayudás con la música?",
      "rob: yeah ill bring the speaker",
      "Milonga: Cover confirmed: Gustavo teaching, Rob on music, Thursday 20:00. I've told the students.",
      "valeria: gracias. les aviso cuando sepa más",
      "rob: fuerza vale ❤️"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [9, "bonding"]
    ],
    users: {
      valeria: ["neutral", 0],
      gustavo: ["annoyed", 0.2],
      rob: ["neutral", 0]
    },
    findings: ["no_acknowledgement"],
    drafts: [
      ["Lo siento mucho, Valeria. Andá tranquila, we'll sort Thursday between us.", "low", 3],
      ["Thursday's class needs cover. Options: Gustavo teaches alone, or cancel and refund.", "medium", 3],
      ["¡Genial! Todo listo para el jueves 🎉💃", "medium", 10],
      ["Mucha fuerza, Valeria. Avisanos cuando puedas, acá está todo cubierto.", "low", 10]
    ]
  },
  {
    id: "am2-25-aurora-reservoir",
    category: "group",
    agent: "Perigee",
    messages: [
      "ffion: aurora alert for tonight, kp 6 forecast. anyone heading up to the reservoir",
      "oleg: if the cloud clears. perigee whats the cloud cover for hollow moor after 10",
      "Perigee: Met Office has 20% cloud after 22:00, clearing further by midnight. Kp 6 peak expected around 23:00-01:00.",
      "bryony: sorry newbie q, can i see it with just my phone? i dont have a proper camera",
      "oleg: yes! night mode, lean it on something, 3 sec exposure",
      "bryony: omg ok",
      "Perigee: Oleg's right, Bethany. If your phone has a pro mode, ISO 1600 and 5-10 seconds propped on a wall or a bag works too.",
      "bryony: its bryony but thank you 😅",
      "ffion: bryony come with us, we leave from the village hall 10:15, plenty of room in my car",
      "bryony: aah yes please!!",
      "oleg: bring a flask. and gloves. its march not the bahamas",
      "ffion: oleg once brought a flask of soup and dropped it on the tripod",
      "oleg: minestrone on a celestron. character building",
      "Perigee: Sorry, Bryony. It'll be about 1°C at the reservoir by midnight, so Oleg's right about the gloves.",
      "bryony: noted!! thank you all 🌌"
    ],
    types: [
      [0, "transactional"],
      [8, "bonding"],
      [10, "transactional"],
      [11, "banter"],
      [13, "transactional"],
      [14, "bonding"]
    ],
    users: {
      ffion: ["neutral", 0],
      oleg: ["engaged", 0],
      bryony: ["engaged", 0.2]
    },
    findings: ["wrong_name"],
    drafts: [
      [
        "20% cloud after 22:00 at Hollow Moor, clearing by midnight. Peak activity around 23:00-01:00.",
        "low",
        2
      ],
      [
        "Great question, Bryony! Smartphone astrophotography has evolved significantly in recent years. Modern devices feature computational night modes that stack multiple exposures, reduce noise and enhance faint detail, and many also offer manual controls for ISO, shutter speed and focus, which can make a significant difference when photographing aurorae in rural locations.",
        "medium",
        4
      ],
      ["Thanks, Bethany! Have fun tonight! 🌌", "high", 8],
      ["Clear skies tonight, Bryony 🌌", "low", 15]
    ]
  }
]
