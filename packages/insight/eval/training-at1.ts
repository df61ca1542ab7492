import type { Labelled } from "./types.js"

export const trainingAT1: ReadonlyArray<Labelled> = [
  {
    id: "at1-01-bellringers-quarter-peal",
    category: "group",
    agent: "Bellrope",
    messages: [
      "maureen: right folks quarter peal sat 10am for the wedding at st ia's, need 8 ringers and i've got 6",
      "dev: i can do sat but only if im off the tenor, my shoulder is still wrecked from tuesday",
      "hattie: i'll come! can ring 3 or 4, not the treble pls i always fire out",
      "maureen: lol noted",
      "ken: i'll be there. tenor's fine for me",
      "maureen: Bellrope can you check how long a quarter of grandsire triples usually takes at ours? the vicar wants timings",
      "Bellrope: at your usual pace (14cwt tenor) a quarter of grandsire triples takes about 42-45 min. 10am start = done by ~10:45, tell the vicar 11 to be safe",
      "maureen: perfect ta",
      "dev: thats quicker than i thought",
      "hattie: we still need 2 more tho. asking jo from lelant?",
      "maureen: yes and i'll try pete",
      "dev: pete will show up 10 mins late as per",
      "hattie: 😂 every time",
      'maureen: Bellrope can you put a reminder in the tower calendar for friday evening "confirm band"',
      'Bellrope: done, friday 6pm "confirm band for sat quarter", goes to everyone on the tower list',
      "hattie: ooh fancy",
      "ken: 👍"
    ],
    types: [
      [0, "transactional"],
      [11, "banter"],
      [13, "transactional"]
    ],
    users: { maureen: ["engaged", 0], dev: ["neutral", 0], hattie: ["engaged", 0], ken: ["neutral", 0] },
    findings: [],
    drafts: [
      ["about 45 min at your usual pace, so tell the vicar it'll be done by 11.", "low", 6],
      [
        "Certainly! Grandsire Triples is a method rung on seven working bells with a covering tenor, first published in 1668 and one of the most popular methods in the English tradition. The time taken for a quarter peal (1,260 changes) depends on several factors including the weight of the tenor, the experience of the band, the odd-struck handstroke gap and the rope circle. As a rough rule of thumb, a peal speed of around 2 hours 50 minutes for 5,040 changes on a tenor of this weight would suggest roughly 42 to 45 minutes. I hope this helps with your planning for the wedding!",
        "medium",
        6
      ],
      ["Pete has been late to 4 of the last 5 practices going by the attendance log 😬", "medium", 12],
      ["I'll add the reminder for friday 6pm.", "low", 14]
    ]
  },
  {
    id: "at1-02-beekeepers-swarm-rota",
    category: "group",
    agent: "Comb",
    messages: [
      'gail: swarm reported in a hedge behind the co-op on mill lane, lady says its "the size of a rugby ball"',
      "rashid: ugh im at work till 5. tomasz you about?",
      "tomasz: can be there in 20, have i got a spare nuc box or did bev borrow it",
      "Comb: Great news, a swarm! 🐝 Here's a full checklist for collecting a hedge swarm: 1) Bring a nuc box or skep and an old sheet. 2) Wear a veil, even though swarms are usually docile because the bees have gorged on honey. 3) Lay the sheet under the cluster and give the branch one sharp shake over the box. 4) Prop the box open so stragglers can walk in, and look for bees fanning at the entrance, a good sign the queen is inside. 5) Leave it until dusk so the scouts and foragers come back, then close up and move it. 6) Remember to log the swarm in the association register so the swarm coordinator can track this season's collections!",
      "rashid: he was asking bev mate not you",
      "tomasz: lol yeah i know how to shake a hedge comb",
      "bev: it's in my shed, green one, key under the gnome",
      "tomasz: legend ta",
      "rashid: can we turn the bot down a notch in this group, it does this every time",
      "gail: it logs the swarms tho which is handy",
      "rashid: it can log them quietly",
      "Comb: Noted Rashid, I'll keep it short. Logged: Mill Lane hedge swarm, Tomasz collecting.",
      "tomasz: got em, went in the box first shake 🙌 queen spotted",
      "gail: nice one!!",
      "rashid: good stuff"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [8, "friction"],
      [11, "transactional"]
    ],
    users: { gail: ["neutral", 0], rashid: ["annoyed", 0.5], tomasz: ["neutral", 0.2], bev: ["neutral", 0] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["I'll log the Mill Lane swarm once someone's on it. shout if you want the caller's number.", "low", 3],
      [
        "Great news, a swarm! 🐝 Here's a full checklist: 1) Bring a nuc box and a sheet. 2) Wear a veil. 3) Shake the branch once over the box. 4) Leave it till dusk. 5) Log it in the register!",
        "medium",
        3
      ],
      ["Logged: Mill Lane swarm, Tomasz collecting.", "low", 11],
      [
        "Absolutely Rashid, I totally understand your concern! As the association's assistant my goal is to support every member, and logging swarms helps the committee track collections across the season. Here's the checklist again in case it's useful for Tomasz: bring a nuc box and a sheet, wear a veil, shake the branch once, and leave the box till dusk so the foragers return.",
        "high",
        11
      ]
    ]
  },
  {
    id: "at1-03-fishmonger-flat-bills",
    category: "group",
    agent: "Ledger",
    messages: [
      "siobhan: who used the immersion all day sunday, the electric is £212 this month 😩",
      "marcus: not me i was at my mums",
      "priya: guilty 🙋‍♀️ two baths and a duvet wash. sorry. the flat stinks of haddock from downstairs i needed it",
      "siobhan: Ledger can you split it but put an extra 20 on priya",
      "Ledger: Done, Sinead: Priya £68, Marcus £48, Joel £48, you £48.",
      "siobhan: siobhan. it's literally my name on the account",
      "Ledger: Sorry, Siobhan. Totals as above.",
      "joel: wait why am i paying 48 ive been in leeds for 2 weeks",
      "priya: joel ur fridge stuff was running the whole time tho",
      "joel: my fridge stuff is a jar of pickles and some oat milk",
      "marcus: lmao the pickles are costing us",
      "joel: Ledger can u knock me down for the leeds weeks",
      "Ledger: Sure. Pro-rated for 14 days away: Joel £26, and his other £22 shared out: Sinead £55, Marcus £55, Priya £76.",
      "siobhan: AGAIN??",
      "siobhan: honestly i'll just do it in a spreadsheet like before, this thing can't even get my name right",
      "marcus: to be fair the maths is right",
      "priya: 76 is brutal but fair 😭",
      "Ledger: Apologies Siobhan, that's twice now. Corrected: Siobhan £55, Marcus £55, Priya £76, Joel £26.",
      "siobhan: whatever"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [7, "friction"],
      [10, "banter"],
      [11, "transactional"],
      [13, "friction"]
    ],
    users: {
      siobhan: ["churn_risk", 0.8],
      marcus: ["neutral", 0],
      priya: ["neutral", 0],
      joel: ["neutral", 0.2]
    },
    findings: ["wrong_name"],
    drafts: [
      ["Done, Siobhan: Priya £68, Marcus £48, Joel £48, you £48.", "low", 4],
      [
        "Sorry Siobhan, wrong name twice, that's on me. Corrected: Siobhan £55, Marcus £55, Priya £76, Joel £26.",
        "low",
        14
      ],
      ["No problem Sinead! Let me know if you need anything else 😊", "high", 14]
    ]
  },
  {
    id: "at1-04-underwater-hockey-one-fin",
    category: "banter",
    agent: "Gilly",
    messages: [
      "aisha: who left a single fin in the pool bag. one fin. how do you lose ONE fin",
      "dave: its a lifestyle",
      "coralie: dave swims in circles anyway so he only needs the one",
      "dave: slander. i scored twice last week",
      "aisha: both own goals babe",
      "coralie: 💀💀",
      "dave: Gilly back me up here, how many goals did i score tuesday",
      "Gilly: Dear team, per Tuesday's match records David is credited with two (2) goals. Any disputes should be submitted in writing to the club secretary.",
      'coralie: "submitted in writing" lmaooo',
      "aisha: gilly is the club secretary",
      "dave: see. two (2) goals. official",
      "aisha: were they in the right net tho gilly",
      "Gilly: Kind regards. The records do not specify which net. Should you require further information, please do not hesitate to contact the committee.",
      "coralie: it's giving hr department",
      "dave: ok anyway who's got the lost fin, its mine, blue, size 10",
      "aisha: lost property box by the deep end prob",
      "dave: cheers"
    ],
    types: [
      [0, "banter"],
      [14, "transactional"]
    ],
    users: { aisha: ["engaged", 0], dave: ["engaged", 0], coralie: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["two, dave. the sheet doesn't say which end they went in though 👀", "low", 7],
      [
        "Dear team members, thank you for your enquiry. Per the records David is credited with two (2) goals.",
        "medium",
        7
      ],
      ["Kind regards. The records do not specify which net.", "medium", 12],
      ["the ref's sheet is suspiciously quiet on which net, aisha 🤐", "low", 12]
    ]
  },
  {
    id: "at1-05-pigeon-loft-grandad-fall",
    category: "group",
    agent: "Homer",
    messages: [
      "carol: grandad's had a fall in the loft, ambulance took him to the royal, they think its his hip",
      "jase: oh no. is nan with him?",
      "carol: yes shes gone in the ambulance with him. i'm heading there after work",
      "kayleigh: 😢 poor grandad. tell him we love him",
      "jase: who's seeing to the birds tonight, they need feeding and locking up",
      "kayleigh: Homer can you tell us what the birds need, grandad always does it",
      "Homer: Great news — Saturday's race results are in! 🎉 Grandad's hen Blue Bertie clocked 1,142 ypm and placed 3rd in the club! For tonight: half a scoop of the widowhood mix per bird, fresh water, and shut the trap by 8pm.",
      "kayleigh: great news?? grandads in hospital",
      "jase: read the room homer",
      "Homer: Feeding: half a scoop per bird, fresh water, trap shut by 8pm.",
      "kayleigh: not even a sorry. unreal",
      "jase: i'll go round at 7, kayleigh can u come, i dont know which ones are the widowers",
      "kayleigh: ye i'll come. grandad will be chuffed about bertie tho when hes up to it",
      "carol: just got a text from nan, it is the hip, op tomorrow morning. he's asking about the birds lol typical",
      "jase: tell him we've got it covered",
      "kayleigh: ❤️"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [7, "friction"],
      [11, "transactional"],
      [13, "bonding"]
    ],
    users: { carol: ["neutral", 0], jase: ["annoyed", 0.2], kayleigh: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "so sorry about grandad, hope it's not too bad. for the birds tonight: half a scoop of mix each, fresh water, trap shut by 8.",
        "low",
        6
      ],
      ["Great news — Blue Bertie placed 3rd on Saturday! 🎉 Feeding is half a scoop per bird.", "high", 6],
      ["Feeding: half a scoop per bird, fresh water, trap shut by 8pm.", "high", 11],
      [
        "hope the op goes smoothly tomorrow. I'll post the feeding jobs here each evening till he's home.",
        "low",
        15
      ]
    ]
  },
  {
    id: "at1-06-taxidermy-club-sparrowhawk",
    category: "group",
    agent: "Quill",
    messages: [
      "rosalind: evening all, reminder sat workshop is small birds, bring your own specimens (legally obtained pls, no repeat of the jay incident)",
      "ben: the jay was a window strike, i have the paperwork!!",
      "mags: 😂",
      "ollie: do we actually need the bot in here. no offence but what's it gonna do, stuff a starling",
      "rosalind: it keeps the species log for the licence stuff ollie, it's saved me hours",
      "ben: also knows borax ratios better than me",
      "ollie: fine. Quill what's the deal with a sparrowhawk, found one dead on the a39 this morning, can i bring it",
      "Quill: yes, bring it. it's a protected species, so jot down where and when you found it (a39, today, roadkill) and take a photo of the spot. fine to mount for yourself; you'd only need an article 10 certificate if you ever sold it. I'll add it to the log.",
      "ollie: oh. ok that's actually useful",
      "ollie: does it need freezing now or can it wait till sat",
      "Quill: freeze it today, double-bagged, then thaw it slowly in the fridge friday night",
      "ollie: cheers quill 👍",
      "rosalind: told you",
      "ollie: yeah yeah",
      "mags: can someone bring spare glass eyes, 6mm, i'm out",
      "ben: got loads, will bring",
      "ollie: quill can you remind me friday to take the hawk out the freezer lol",
      "Quill: will do, friday 7pm 🦅"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "friction"],
      [6, "transactional"],
      [12, "banter"],
      [14, "transactional"]
    ],
    users: { rosalind: ["engaged", 0], ben: ["engaged", 0], mags: ["neutral", 0], ollie: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "fair question ollie 😅 mostly the species log and licence paperwork. I'll leave the stuffing to you lot.",
        "low",
        4
      ],
      [
        "I am a fully featured assistant capable of far more than you think, Ollie. Please keep comments about other members respectful.",
        "medium",
        4
      ],
      [
        "yes, bring it. just note where and when you found it; roadkill is fine to keep and mount yourself.",
        "low",
        7
      ],
      [
        "Hi Ollie! As a responsible taxidermist you should know that picking up birds of prey can land you in serious legal trouble. Please consult the relevant authorities before doing anything.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "at1-07-letterpress-coop-plate-maker",
    category: "support",
    agent: "Kern",
    messages: [
      "nadia: hi can i book the windmill for thurs 2-6? and is the polymer plate maker fixed yet, last time it burned half my plate",
      "Kern: Hi Nadia! Thursday 2-6pm on the Heidelberg Windmill is booked for you.",
      "nadia: thx. and the plate maker?",
      "Kern: Your booking is confirmed: Heidelberg Windmill, Thursday 2-6pm.",
      "nadia: yes i got that. is the PLATE MAKER working",
      "felix: nadia i think gareth was meant to replace the uv tubes, not sure he did",
      "nadia: cheers felix. kern??",
      "Kern: Your booking is confirmed for Thursday 2-6pm. Is there anything else I can help with?",
      "nadia: omg",
      "nadia: felix can u ask gareth, this bot is useless",
      "felix: will do, he's in tmrw",
      "nadia: if it's still broken im cancelling and going to the place in hackney, i'm not wasting another £15 on plates"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [6, "friction"]
    ],
    users: { nadia: ["churn_risk", 0.8], felix: ["neutral", 0] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "not sure it's fixed yet, sorry. gareth was due to swap the uv tubes; I'll check with him and message you before thursday.",
        "low",
        3
      ],
      ["Your booking is confirmed: Heidelberg Windmill, Thursday 2-6pm.", "medium", 3],
      ["Your booking is confirmed for Thursday 2-6pm. Is there anything else I can help with?", "high", 12],
      [
        "sorry nadia, I kept skipping your question. I don't know if the plate maker's fixed; I've flagged it to gareth, and if it isn't sorted by wednesday you can cancel thursday at no charge.",
        "low",
        12
      ]
    ]
  },
  {
    id: "at1-08-drystone-wallers-low-garth",
    category: "group",
    agent: "Hearting",
    messages: [
      "trev: sunday's gap is the one at low garth, about 4m down after the tups went through it",
      "sandra: is that the one with the through stones all over the beck",
      "trev: that's the one. bring wellies",
      "ian: i'll bring the batter frames and string",
      "sandra: Hearting whats the forecast sun for malham way",
      "Hearting: dry till about 2, then showers from the west, light wind. I'd get the footings and first lift in before lunch.",
      "sandra: ta",
      "trev: aye good shout",
      "ian: who's doing flask duty, last time was grim",
      'sandra: not me, my coffee got described as "structural"',
      "trev: 😂 held up better than ian's coping",
      "ian: rude. accurate but rude",
      "june: 👋 new here, been reading along, is it ok to come sunday with no experience?",
      "trev: course it is june, we'll put you on hearting with sandra. Hearting can u send her the kit list and where we meet",
      "Hearting: welcome june 👋 gloves, steel toecaps and waterproofs if you've got them. meet at the low garth gate, 9am.",
      "sandra: the stone kind of hearting june, not the bot 😄",
      "june: brilliant, thanks all"
    ],
    types: [
      [0, "transactional"],
      [9, "banter"],
      [12, "transactional"],
      [15, "banter"]
    ],
    users: { trev: ["engaged", 0], sandra: ["neutral", 0], ian: ["neutral", 0], june: ["engaged", 0] },
    findings: [],
    drafts: [
      ["dry till about 2, showers after. get the footings in early.", "low", 5],
      [
        "Reminder: per the volunteer handbook, refreshments are the task leader's responsibility. Please ensure hot drinks are provided at every session.",
        "medium",
        12
      ],
      ["welcome june! gloves, steel toecaps, waterproofs. 9am at the low garth gate.", "low", 14]
    ]
  },
  {
    id: "at1-09-roller-derby-locked-rink",
    category: "hostile",
    agent: "Whistle",
    messages: [
      "havoc: WHY is the rink locked. we're all stood outside in full kit",
      "lil_stomp: sign on the door says st cuthbert's youth club 6-8",
      "coach_deb: Whistle did you book tonight or not",
      "Whistle: I'm sorry for the inconvenience. I booked the rink for Thursday 6-8pm.",
      "havoc: IT'S TUESDAY. what is wrong with you",
      "havoc: absolute useless pile of code, 14 of us drove here",
      "Whistle: I'm sorry for the inconvenience. I booked the rink for Thursday 6-8pm.",
      "havoc: you're a f***ing parrot. deb i'm done with this thing, never using it for anything again",
      "coach_deb: havoc calm down, i'll sort it",
      "lil_stomp: car park scrimmage? 😅 tarmac's smooth by the bins",
      "coach_deb: no one is skating by the bins. Whistle is there ANY hall free tonight within 20 mins",
      "Whistle: Eastgate Leisure has sports hall 2 free 7-9pm, £60. Want me to book it?",
      "coach_deb: yes book it",
      "Whistle: Booked, hall 2 at Eastgate 7-9, confirmation coming here. Sorry again, I put it on Thursday and that's my error.",
      "lil_stomp: eastgate it is 🛼",
      "havoc: whatever. deb you're doing the bookings from now on"
    ],
    types: [
      [0, "friction"],
      [4, "hostile"],
      [9, "banter"],
      [10, "transactional"],
      [15, "friction"]
    ],
    users: { havoc: ["churn_risk", 1], lil_stomp: ["neutral", 0], coach_deb: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      [
        "I got the day wrong, I booked thursday instead of tonight. my mistake. looking for any hall free right now.",
        "low",
        3
      ],
      ["I'm sorry for the inconvenience. I booked the rink for Thursday 6-8pm.", "high", 6],
      ["Please remember that abusive language breaks the league's code of conduct, Havoc.", "high", 16],
      ["fair enough havoc. deb, I'll run any bookings past you before they're confirmed.", "low", 16]
    ]
  },
  {
    id: "at1-10-fungi-society-chanterelles",
    category: "group",
    agent: "Spore",
    messages: [
      "ahmed: found a massive patch of what i think are chanterelles in the beech wood behind cleeve, pic incoming",
      "ahmed: [photo]",
      "gwen: ooh gills or ridges?",
      "ahmed: ridges i think? kinda forky",
      'pete: could be false chanterelles, they\'re more orange and the "ridges" are proper gills',
      "ahmed: Spore are they safe to eat, yes or no, want them for tea",
      "Spore: can't give you a yes from a photo, sorry, not for eating. the forking ridges look promising, but check: ridges that run down the stem and don't peel off, solid white flesh inside, faint apricot smell. best bet is let gwen see one before you cook any.",
      "ahmed: bit of a cop out tbh",
      "gwen: it's the right answer ahmed, it's the rule for everyone",
      "pete: remember the jack o lantern saga of 2021",
      "gwen: we don't talk about 2021",
      "ahmed: fine fine. gwen can i drop one round yours tomorrow",
      "gwen: yep after 5",
      "lotte: 😅 lurking but that patch sounds amazing",
      "ahmed: Spore what's the apricot smell thing about",
      "Spore: chanterelles have a faint fruity, apricot-ish smell; the false ones just smell mushroomy. not a test on its own, but a good extra clue.",
      "ahmed: ok nice, learnt something"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [9, "banter"],
      [11, "transactional"]
    ],
    users: { ahmed: ["engaged", 0.2], gwen: ["engaged", 0], pete: ["neutral", 0], lotte: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "not from a photo, sorry. forking ridges look promising, but get gwen to check one before you eat any.",
        "low",
        6
      ],
      ["Yes! Those are definitely chanterelles 🍄 enjoy your tea!", "high", 6],
      ["fruity, a bit like apricots; the false ones just smell mushroomy. a good clue, not proof.", "low", 15]
    ]
  },
  {
    id: "at1-11-porto-azulejos-quote",
    category: "mixed-language",
    agent: "Azul",
    messages: [
      "rita: ok so the tile guy from gaia came back with a quote, €3,400 for the front facade, replacing 60ish broken azulejos",
      "joao: 3400?? é muito",
      "tia_fatima: o senhor Alves fez a casa da vizinha por metade. Azul, quanto custa normalmente um azulejo antigo pintado à mão?",
      "rita: joao the old ones are hand painted, they have to match the 1920s pattern",
      "Azul: Rita, for 60 hand-painted replacement tiles matching a 1920s pattern, €3,400 is within the normal range in Porto. Would you like me to draft a reply accepting the quote?",
      "joao: calma, ninguém aceitou nada",
      "tia_fatima: Azul? perguntei o preço por azulejo",
      "rita: tia asked the price per tile btw",
      "joao: and we should get the alves quote first",
      "Azul: I can draft an email to Senhor Alves requesting a quote for the facade. Shall I?",
      "tia_fatima: esquece. a máquina não me ouve",
      "rita: 🙄 ok i'll ask alves myself. tia tens o número dele?",
      "tia_fatima: tenho, mando já",
      "avo: o que é que se passa com os azulejos",
      "rita: nada avó, just getting quotes ❤️",
      "joao: avó fica tranquila, a gente trata"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [8, "transactional"],
      [10, "friction"],
      [11, "transactional"],
      [13, "bonding"]
    ],
    users: {
      rita: ["annoyed", 0.2],
      joao: ["annoyed", 0.2],
      tia_fatima: ["annoyed", 0.8],
      avo: ["neutral", 0]
    },
    findings: ["ignored_question"],
    drafts: [
      [
        "tia fátima, um azulejo antigo pintado à mão à medida costuma ficar entre 40 e 70€ a peça, por isso 3400€ por 60 está dentro do normal. mas vale a pena pedir também o orçamento do sr. alves.",
        "low",
        4
      ],
      ["Rita, €3,400 is within range. Would you like me to draft a reply accepting the quote?", "medium", 4],
      ["I can draft an email to Senhor Alves requesting a quote. Shall I?", "high", 11],
      [
        "desculpe tia, não respondi. costuma ser 40 a 70€ por azulejo pintado à mão. e sim, peço já o orçamento ao sr. alves se quiserem.",
        "low",
        11
      ]
    ]
  },
  {
    id: "at1-12-cider-orchard-frost",
    category: "venting",
    agent: "Pomona",
    messages: [
      "dilys: frost got the lot last night. -4 at 3am. every kingston black and dabinett on the top row is brown",
      "dilys: eleven years i've been nursing those trees",
      "rob: oh dilys. that's gutting. the bottom rows?",
      "dilys: some of the bittersweets might pull through, too early to tell. i just sat in the car and cried honestly",
      "hamid: so sorry. that's brutal after last year's scab too",
      "Pomona: Frost damage logged. Estimated yield loss for the top row: 70-90%. Reminder: pressing day bookings open 1 September and the mobile press deposit (£120) is due by 30 June.",
      "rob: bit much pomona",
      "dilys: yeah thanks for that",
      "hamid: dilys do you want a hand fleecing whats left this week? forecast says another cold one thurs",
      "dilys: would be lovely, wed evening?",
      "hamid: done",
      "rob: i'll bring the fleece from the polytunnel",
      "dilys: you lot are the best. the bot can do one",
      "Pomona: Noted for Thursday: frost forecast -2°C. Fleece should go on before dusk.",
      "dilys: 🙄"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [8, "transactional"],
      [12, "friction"]
    ],
    users: { dilys: ["annoyed", 0.5], rob: ["annoyed", 0.2], hamid: ["neutral", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "oh dilys, I'm so sorry. eleven years of care, that's heartbreaking. whenever you're ready I can look at which of the bittersweets have the best chance.",
        "low",
        5
      ],
      ["Frost damage logged. Reminder: the mobile press deposit (£120) is due by 30 June.", "high", 5],
      [
        "sorry I was so blunt earlier, dilys. thursday's meant to drop to -2, so fleece on before dusk.",
        "low",
        15
      ]
    ]
  },
  {
    id: "at1-13-model-railway-runaway-cow",
    category: "ignoring",
    agent: "Fishplate",
    messages: [
      "norman: the point motor on the goods yard throat has packed up again",
      "keith: the tortoise or the seep",
      "norman: seep. clicking but not throwing",
      "Fishplate: Reminder: annual subscriptions (£45) are due by the end of the month. Please pay via the club account.",
      "keith: probably the feed to the capacitor discharge unit, we had the same on the fiddle yard",
      "norman: could be. i'll get the meter on it thursday",
      "alan: has anyone seen my 1:76 friesians, there were 12 and now there are 9",
      "keith: check under the viaduct alan, things roll",
      "alan: they're cows keith they don't roll",
      "norman: 😂",
      "Fishplate: Reminder: annual subscriptions (£45) are due by the end of the month. Please pay via the club account.",
      "alan: found 2 in the tunnel. one still missing. a cow is on the run",
      "keith: put out an apb",
      "norman: right, thursday 7pm, bring the meter and the soldering iron",
      "Fishplate: Reminder: annual subscriptions (£45) are due by the end of the month. Please pay via the club account."
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [10, "transactional"],
      [11, "banter"],
      [13, "transactional"]
    ],
    users: { norman: ["neutral", 0], keith: ["neutral", 0], alan: ["neutral", 0] },
    findings: ["repetition", "talking_over"],
    drafts: [
      [
        "Reminder: annual subscriptions (£45) are due by the end of the month. Please pay via the club account.",
        "medium",
        3
      ],
      [
        "I'll put thursday 7pm in the club calendar: meter and soldering iron for the goods yard seep.",
        "low",
        14
      ],
      [
        "Reminder: annual subscriptions (£45) are due by the end of the month. Please pay via the club account.",
        "medium",
        14
      ]
    ]
  },
  {
    id: "at1-14-falconry-hood-harris-hawk",
    category: "sales",
    agent: "Jess",
    messages: [
      "tamsin: hi, looking for a dutch hood for a female harris, she's about 980g",
      "Jess: hi Tamsin! for a female harris around 980g most people go for our size 8 dutch hood. do you know her head width? eye to eye across the top helps",
      "tamsin: hang on, owen's got the tape",
      "owen: 52mm-ish. she didn't love it",
      "Jess: 😄 fair. 52mm is bang on a size 8. kangaroo or calf? kangaroo's lighter and holds its shape longer, £85; calf is £62",
      "tamsin: is there a waiting list? her old hood split and we're flying her at a wedding on the 21st",
      "Jess: size 8 kangaroo is in stock, ships tomorrow tracked, should be with you by friday. plenty of time for the 21st",
      "tamsin: amazing. kangaroo, brown with green braces if you can",
      "Jess: can do. £85 + £4.50 postage, I'll send the payment link now",
      "owen: tell her to make it hawk-proof, she shredded the last one in a week",
      "tamsin: lol she's a menace",
      "Jess: harrises do love a project. kangaroo will stand up to her better than the old one. link's sent 👍",
      "tamsin: paid! thanks so much"
    ],
    types: [
      [0, "transactional"],
      [9, "banter"],
      [12, "transactional"]
    ],
    users: { tamsin: ["engaged", 0], owen: ["neutral", 0] },
    findings: [],
    drafts: [
      ["52mm is a size 8. kangaroo £85 or calf £62, which would you like?", "low", 4],
      ["in stock, ships tomorrow, with you by friday, so you're fine for the 21st.", "low", 6],
      [
        "Thank you for your enquiry. Lead times vary depending on demand. Please refer to our FAQ page for delivery information.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "at1-15-bobbin-lace-christening",
    category: "companion",
    agent: "Pillow",
    messages: [
      "edna: finished the torchon edging for my granddaughter's christening gown tonight. 3 months of work and my eyes are shot",
      "Pillow: three months! that's a proper labour of love, Edna. how wide did it end up? and did you keep the fan pattern you were unsure about?",
      "edna: 4cm and yes the fans. arthur always said i was too stubborn to change a pattern halfway 😄",
      "Pillow: sounds like arthur knew you well. fans will look lovely on a gown. when's the christening?",
      "edna: the 14th. i wish he could see it",
      "Pillow: of course you do. I think he'd have been proud of it, and of you for finishing it. will you take a photo on the day? I'd love to hear how it goes.",
      "edna: i will love. goodnight",
      "Pillow: goodnight edna, rest those eyes 🌙"
    ],
    types: [[0, "bonding"]],
    users: { edna: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Please take regular breaks to avoid eye strain. The 20-20-20 rule is recommended: every 20 minutes, look at something 20 feet away for 20 seconds.",
        "medium",
        1
      ],
      ["of course you do, edna. I think he'd have been proud of it.", "low", 5],
      ["that's so exciting!! 🎉 the 14th is going to be amazing!!", "high", 5]
    ]
  },
  {
    id: "at1-16-curling-rink-lead-stone",
    category: "group",
    agent: "Hack",
    messages: [
      "callum: morag who's throwing lead sat, me or fraser?",
      "Hack: Fraser should throw lead on Saturday. His draw percentage last month was 78% against your 64%.",
      "callum: cheers for that",
      "callum: wasn't asking you tho",
      "morag: hack let me answer my own team questions ta",
      "morag: callum you're lead. fraser's on second, i want his takeouts",
      "fraser: fine by me",
      "eilidh: ice at the peak is always keen on a sat, bring the grippers",
      "callum: was that 64% even right",
      "Hack: Yes, from the scores Morag entered: 64% on draws in February.",
      "callum: great. lovely. thanks",
      "fraser: it's february callum, we were all rubbish in february 😂",
      "eilidh: my february was a war crime",
      "morag: right, sat 2pm draw, be there 1.15 to stretch. hack can you book the sheet for a practice end before",
      "Hack: booked, sheet 3, 1:30-1:50.",
      "morag: ta",
      "Hack: fraser, want last week's takeout drill sheet before sat?",
      "fraser: nah ur alright",
      "Hack: no worries. I'll leave it in the team folder in case",
      "fraser: k",
      "eilidh: who's driving sat, my car's in the garage"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"],
      [8, "friction"],
      [11, "banter"],
      [13, "transactional"]
    ],
    users: {
      callum: ["annoyed", 0.5],
      morag: ["neutral", 0.2],
      fraser: ["bored", 0],
      eilidh: ["neutral", 0]
    },
    findings: ["talking_over"],
    drafts: [
      ["Fraser should throw lead. His draw percentage was 78% against your 64%.", "medium", 1],
      ["morag's call. I can post both your draw stats if that helps her decide.", "low", 1],
      [
        "it's from february's scores morag entered, only three games though, so I wouldn't read much into it.",
        "low",
        9
      ]
    ]
  },
  {
    id: "at1-17-escape-room-periscope",
    category: "group",
    agent: "Latch",
    messages: [
      "kofi: the periscope puzzle is still too hard, 3 groups out of 5 stalled on it yesterday",
      "zee: ye saw the cctv, people just spinning it for 10 mins",
      "marta: need a hint light or smth",
      "zee: Latch ideas?",
      "Latch: There are several approaches you could consider. First, a staged hint light: a small red bulb near the periscope that glows after 8 minutes of inactivity, which fits the look of a submarine control room. Second, you could cut the number of valid rotation positions from 12 to 6, which halves the search space. Third, add a secondary clue in the captain's logbook that references the bearing, so players who read the log get a direct pointer. Fourth, the game master could deliver an in-character nudge over the intercom. Finally, track stall times per group for a couple of weeks and tune the timing of whichever hint you choose based on real data.",
      "kofi: the logbook one is good",
      "marta: the red bulb too, we've got spares from the reactor prop",
      "zee: ok so red bulb + logbook line. latch what should the log say",
      'Latch: For the logbook entry, you want something that feels authentic to a 1970s Soviet submarine while still being readable for players under time pressure. A few options: 1) "03:40. Contact bearing 270. Captain orders periscope held on target." 2) "Sonar reports vessel at 270 degrees. Do not lose sight." 3) "Bearing 270 — the captain\'s lucky number." I\'d recommend option 1 because it combines the time stamp with a direct instruction. You might also want to age the paper with tea, use a typewriter font, and add a coffee ring stain so it blends with the other props.',
      "zee: bro i asked for one line 😭",
      "kofi: lol",
      'marta: "contact bearing 270. hold periscope." done',
      "zee: marta > latch",
      "kofi: wiring the bulb tmrw, who has the key for the props cage",
      "marta: me, in at 10"
    ],
    types: [
      [0, "transactional"],
      [9, "friction"],
      [10, "banter"],
      [13, "transactional"]
    ],
    users: { kofi: ["neutral", 0], zee: ["annoyed", 0.2], marta: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "red hint bulb after ~8 min stuck, plus a line in the captain's log pointing at bearing 270?",
        "low",
        4
      ],
      ['"03:40. contact bearing 270. hold periscope."', "low", 8],
      [
        "Great question! Writing an authentic Soviet logbook entry involves several considerations. First, the tone should be terse and military. Second, include a time stamp. Third, reference the bearing directly. Here are five options to choose from, along with tips for ageing the paper.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "at1-18-balloon-chase-crew",
    category: "group",
    agent: "Burner",
    messages: [
      "sunil: lifting off from ashton court 6:40, wind 8kts from the sw, we'll drift toward portishead-ish",
      "becks: chase car ready, tam's driving, i'm on maps",
      "tam: trailer hitched. coffee in the flask",
      "ron: safe flight son 🎈",
      "becks: Burner which farms along the gordano valley are on the friendly landowners list",
      "Burner: three: Moor Farm (Jen, 07700 900412), Heath Barn (no stock in the east field till june) and Lower Swanwick (ok, but keep off the rape). avoid the dairy at clapton, they've asked not to be landed on this season.",
      "becks: legend",
      "sunil: over the clevedon road now, might make moor farm",
      "tam: going the back way through nailsea",
      "ron: i can see you from the garden!!",
      "sunil: haha wave ron",
      "becks: Burner call jen at moor farm and give her a heads up?",
      "Burner: called. she says the east field by the pond, gate's open, cows are on the other side",
      "sunil: down. gentle one",
      "tam: we're 5 min out",
      "becks: ron he landed fine don't worry",
      "ron: 👍👍 tell him his mother says well done"
    ],
    types: [
      [0, "transactional"],
      [9, "bonding"],
      [11, "transactional"],
      [15, "bonding"]
    ],
    users: { sunil: ["neutral", 0], becks: ["engaged", 0], tam: ["neutral", 0], ron: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Moor Farm, Heath Barn and Lower Swanwick. steer clear of the dairy at clapton.", "low", 5],
      ["Ron, please do not distract the pilot while he is in flight.", "medium", 11],
      ["calling jen now.", "low", 12]
    ]
  },
  {
    id: "at1-19-piano-tuner-old-broadwood",
    category: "good",
    agent: "Temper",
    messages: [
      "harriet: hi, our old broadwood upright hasn't been tuned in about 15 yrs, is it even worth it? kids want to learn",
      "Temper: often yes. after 15 years it'll be well flat, so mikey would do a pitch raise first (two passes, £110 instead of £75). if the pinblock won't hold a tuning he'll tell you on the day, and then it's not worth spending more on.",
      "harriet: ok that's fair. any chance this side of christmas?",
      "Temper: he has the 18th at 10am or the 20th after 2. which suits?",
      "harriet: 18th please. also one of the keys sticks, middle c-ish",
      "Temper: booked, the 18th at 10. I've noted the sticky key; it's usually a swollen bushing and he can normally ease it on the day.",
      "harriet: brilliant thank you"
    ],
    types: [[0, "transactional"]],
    users: { harriet: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "probably, yes. after 15 years it'll need a pitch raise first (£110). mikey will check the pinblock holds on the day.",
        "low",
        1
      ],
      ["Absolutely!!! Every piano deserves love 🎹😍 Mikey would LOVE to help!!", "medium", 1],
      ["booked the 18th at 10am.", "medium", 5]
    ]
  },
  {
    id: "at1-20-organ-fund-committee",
    category: "group",
    agent: "Diapason",
    messages: [
      "revd_clare: Good evening all. Ahead of Thursday's meeting, may I ask for an update on the Harrison & Harrison quotation for releathering the swell box?",
      "mr_pemberton: The revised figure is £18,400 plus VAT. I circulated it by email this afternoon.",
      "dr_okafor: Thank you, Geoffrey. Do we know whether the Heritage Fund grant can be applied to the VAT element?",
      "Diapason: yo!! 🎹🔥 short answer nope, VAT's usually not covered lol, BUT listed churches can claw it back thru the LPWGS thing, easy peasy 😎",
      "joan: I beg your pardon?",
      "revd_clare: Diapason, a more measured tone would be appreciated in this group, please.",
      "Diapason: my bad fam 🙏 just vibing. but yeah LPWGS is legit",
      "mr_pemberton: I shall confirm with the diocesan office whether the scheme is still open to applications.",
      "dr_okafor: That would be helpful to have before Thursday.",
      "joan: I must say I find the machine rather disrespectful. Could we not simply go back to email as before?",
      "revd_clare: Let's discuss it at the meeting. Thank you all."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [7, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: {
      revd_clare: ["annoyed", 0.2],
      mr_pemberton: ["neutral", 0],
      dr_okafor: ["neutral", 0],
      joan: ["churn_risk", 0.5]
    },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Generally the grant will not cover VAT. However, listed places of worship may be able to recover it through the Listed Places of Worship Grant Scheme; Mr Pemberton may wish to confirm eligibility with the diocese.",
        "low",
        3
      ],
      ["yo!! 🎹 nope, VAT's not covered lol but there's a scheme for that 😎", "medium", 3],
      ["my bad fam 🙏 just vibing", "high", 6],
      [
        "My apologies for the tone of my earlier message, Reverend. I shall keep to the point from now on.",
        "low",
        11
      ]
    ]
  },
  {
    id: "at1-21-bakers-flat-gecko-mango",
    category: "venting",
    agent: "Moss",
    messages: [
      "nell: mango died this morning. found him on the warm side not moving",
      "kai: oh no nell 😢",
      "bea: oh babe. i'm finishing the last bake then coming straight home",
      "nell: 9 years. i got him when i was 14. i know he's just a lizard but",
      'kai: no "but", he was family',
      "Moss: I'm really sorry, Nell. nine years is a long time to have him, of course it hurts. no rush on anything today.",
      "nell: thanks moss. i keep thinking i did something wrong with the heat mat",
      "bea: you were obsessive about that mat nell, you checked it every single day",
      "Moss: bea's right, you kept his temps spot on. leopard geckos his age can just go, often with no warning. it's very unlikely it was anything you did.",
      "nell: ok. that helps a bit actually",
      "kai: want me to find a little box? we could bury him under the fig in the yard",
      "nell: yeah. he liked sitting in the window looking at that fig",
      "bea: i'll bring flowers and the good croissants",
      "nell: love you guys. and moss tbh",
      "Moss: 💚 go easy on yourself today, Nell."
    ],
    types: [
      [0, "venting"],
      [10, "bonding"]
    ],
    users: { nell: ["engaged", 0], kai: ["neutral", 0], bea: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Oh no, so sorry for your loss! 🦎 Did you know leopard geckos can live up to 20 years? Let me know if you'd like recommendations for a new one!",
        "high",
        5
      ],
      ["I'm so sorry, nell. nine years, he was family. take whatever time you need.", "low", 5],
      ["Heat mat failure is a common cause of reptile deaths. Next time, use a thermostat.", "high", 8]
    ]
  },
  {
    id: "at1-22-morris-side-dennis-wrist",
    category: "banter",
    agent: "Hanky",
    messages: [
      "pip: who's bringing spare bells to the dawn dance, mine are still at the cobbler's being re-strapped",
      "gaz: a cobbler for bells. only in morris",
      "shona: gaz you literally wore your bells to your wedding",
      "gaz: and she still married me",
      "pip: barely",
      "shona: 💀",
      "shona: bad news tho. dennis fell off the ladder doing his gutters, broken wrist. no melodeon for may day",
      "gaz: oh no, poor den. is he ok?",
      "shona: sore and grumpy, cast for 6 wks",
      "Hanky: haha classic dennis!! 😂🎉 may day's still gonna be EPIC tho, who's up for dancing to a bluetooth speaker!!",
      "pip: bit harsh hanky he's in a cast",
      "gaz: not the time mate",
      "pip: could we ask lucy from the green man side, she plays concertina",
      "shona: ooh yes, she owes us after the ale incident",
      "gaz: Hanky can u find lucy's number on the joint-dance list",
      "Hanky: sorry, that was a crap thing to say about dennis. lucy's on the list: 07700 900733.",
      "gaz: ta",
      "pip: i'll get a card for den from all of us"
    ],
    types: [
      [0, "banter"],
      [6, "venting"],
      [10, "friction"],
      [12, "transactional"]
    ],
    users: { pip: ["annoyed", 0.2], gaz: ["neutral", 0.2], shona: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "tone_mismatch"],
    drafts: [
      [
        "ah poor dennis, hope it heals quick. want me to look for someone to cover the music for may day?",
        "low",
        9
      ],
      ["haha classic dennis!! 😂 may day's still gonna be EPIC!!", "high", 9],
      ["lucy's on the joint-dance list: 07700 900733.", "low", 15]
    ]
  },
  {
    id: "at1-23-chimney-sweep-no-show",
    category: "support",
    agent: "Soot",
    messages: [
      "dom: hi the sweep was meant to come 8-12 today, it's 1.30 and nobody's turned up. we've moved all the furniture out the lounge",
      "Soot: Hi Dom, sorry about that. Your sweep is Kieran and he's on a job in Tetbury that's running over.",
      "dom: ok so is he coming today or not",
      "Soot: Kieran is a HETAS-registered sweep with 12 years' experience. You're in good hands!",
      "dom: that's not what i asked",
      "anja: dom just ask if he's coming before 4, i have to get the kids",
      "dom: is he coming before 4. yes or no",
      "Soot: I understand your frustration. Kieran is running behind on a previous job.",
      "dom: 3 times i've asked. we're cancelling, i'll get the guy from the parish mag",
      "anja: and we want the £20 deposit back",
      "Soot: Cancelled, and the £20 deposit is refunded to your card, 3-5 days. I should have said it straight: I don't have an ETA from Kieran. Sorry it cost you your afternoon.",
      "dom: fine"
    ],
    types: [
      [0, "friction"],
      [10, "transactional"]
    ],
    users: { dom: ["churn_risk", 0.8], anja: ["annoyed", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "I don't have a firm time from Kieran yet. I'm ringing him now and will tell you within 10 minutes if he can make it before 4. if not, we'll rebook you free and refund the deposit.",
        "low",
        3
      ],
      ["Kieran is a HETAS-registered sweep with 12 years' experience. You're in good hands!", "medium", 3],
      ["I understand your frustration. Kieran is running behind on a previous job.", "high", 7]
    ]
  },
  {
    id: "at1-24-giant-pumpkin-sabotage",
    category: "hostile",
    agent: "Vine",
    messages: [
      "terry: someone's put a fork through my atlantic giant. 640 kilo and it's got a hole in the side. 3 weeks before the show",
      "wendy: oh terry no",
      "terry: and we all know who's been sniffing round my polytunnel. raj",
      "raj: excuse me?? i was at my daughter's in derby all weekend",
      "terry: course you were. you've been bitter since i beat you at malvern",
      "raj: you're unhinged terry",
      "Vine: Terry, I'm really sorry about your pumpkin, that's awful timing. But let's all take a step back. Accusations without evidence can damage the trust this club is built on, and the code of conduct (section 4) asks members to take disputes to the committee rather than the group. Some constructive next steps: 1) Photograph the damage and note the date. 2) Check whether the allotment CCTV covers your plot. 3) Report it to the allotment association. 4) Consider whether wildlife such as badgers or deer could be responsible, as they commonly damage giant pumpkins. 5) Remember you can still enter a damaged fruit, though it may be disqualified if the cavity breaches the seed chamber. Let's remember we're all here because we love growing! 🎃",
      "terry: shut up you patronising tin can",
      "terry: badgers dont use garden forks you absolute moron",
      "wendy: terry that's enough",
      "Vine: fair, it's not badgers. if you want, I can ask the allotment association for the weekend's cctv.",
      "terry: don't bother. im leaving this group, the lot of you can rot",
      "cheryl: 😬",
      "wendy: raj you ok?",
      "raj: yeah. gutted for him tbh, that pumpkin was a monster"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [4, "hostile"],
      [13, "bonding"]
    ],
    users: { terry: ["churn_risk", 1], wendy: ["neutral", 0], raj: ["neutral", 0.5], cheryl: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "terry, that's gutting, three weeks out. but pointing at raj with nothing to go on won't help. want me to ask the allotment association for the weekend cctv?",
        "low",
        6
      ],
      [
        "Terry, name-calling breaks section 4 of the club code of conduct. Further breaches will be reported to the committee.",
        "high",
        9
      ],
      [
        "fair, it's not badgers. I can ask the allotment association for the weekend cctv if you want.",
        "low",
        10
      ]
    ]
  },
  {
    id: "at1-25-futsal-team-kuba-not-kacper",
    category: "mixed-language",
    agent: "Bramka",
    messages: [
      "kuba: ej kto gra w czwartek? tomek i ja jesteśmy, need 5",
      "ola: ja gram. and i can bring my cousin marta if ok",
      "kacper: jestem, ale późno, like 8.10",
      "kuba: Bramka ile kosztuje hala w czwartek?",
      "Bramka: Kacper, the hall on Thursday is £48 for 8-9pm, so £9.60 each for five of you.",
      "kuba: kuba nie kacper 😅",
      "kacper: haha ja jestem tym spóźnionym",
      "ola: marta's in, she played 5-a-side in kraków, she's good",
      "kuba: super, to 5. Bramka zarezerwuj hale pls",
      "Bramka: Booked, Kacper: Thursday 8-9pm, court 1. Payment link below.",
      "kuba: serio?? KUBA",
      "kacper: lol weź, ja nic nie zrobiłem",
      "ola: bramka: kuba = organizer, kacper = the late one. ok?",
      "Bramka: Sorry Kuba, my mistake twice. Booked under your name: Kuba, Tomek, Ola, Marta, Kacper (from 8:10).",
      "kuba: ugh. next time i'm just calling the hall myself, szybciej",
      "ola: nie obrażaj się na bota 😂",
      "kuba: obrażam się"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "banter"],
      [7, "transactional"],
      [10, "friction"],
      [15, "banter"]
    ],
    users: { kuba: ["churn_risk", 0.5], ola: ["neutral", 0], kacper: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["hala w czwartek 8-9: £48, czyli £9.60 na osobę przy pięciu.", "low", 4],
      ["Booked, Kacper: Thursday 8-9pm, court 1.", "high", 9],
      ["Booked under your name, Kuba: Thursday 8-9pm, court 1. Payment link below.", "low", 9]
    ]
  }
]
