import type { Labelled } from "./types.js"

export const trainingAU8: ReadonlyArray<Labelled> = [
  {
    id: "au8-01-bell-tower-quarter-peal",
    category: "group",
    agent: "Wren",
    messages: [
      "maggie: tobes!!! first quarter peal rung and it was CLEAN, so proud of u 🔔",
      "ruth: honestly lovely striking on the tenor, ur grandad wouldve been chuffed to bits",
      "tobes: ahh stop 🥹 my arms are still shaking tbh",
      "dev: shaking from the ringing or from the pub after",
      "tobes: ...both",
      "maggie: he grabbed the sally so hard on the first change i thought we'd lose him up the rope 😂",
      "ruth: tobes doing a surprise tour of the belfry",
      "tobes: ok ok i get it. Wren can u log the quarter on the tower record, 1260 plain bob doubles, sun 14th",
      "Wren: Logged: 1260 Plain Bob Doubles, Sunday 14th, Tobes on the tenor. Congrats on the first one 🔔",
      "maggie: ruth are you ok to run practice thurs or is your knee still bad",
      "Wren: Thursday practice is 7:30-9 in the ringing chamber, and the key is with the churchwarden as usual.",
      "ruth: ...i was going to answer that maggie 🙄 knee's fine-ish, i can run it but im not ringing the tenor",
      "dev: also can we PLEASE move practice to weds, thurs clashes w quiz every single week",
      "maggie: we've had this out dev, the vicar has choir weds",
      "dev: the vicar has choir every night of the week apparently",
      "dev: Wren whats the booking on weds evening",
      "Wren: Wednesday evening the church is booked by the choir 7-8:30, Dan, so 8:45 would be the earliest start.",
      "dev: dev. it's dev. been on the tower record 6 yrs mate",
      "Wren: Sorry Dev, my mistake. 8:45 on Wednesday is free if the band wants to try it.",
      "ruth: 8:45 is way too late for me, knee or no knee",
      "maggie: ok thursday stays. dev we'll do a quiz-night-off rota for u, we love u really",
      "dev: fine. deal. but tobes buys the first round for his quarter",
      "tobes: 😭 worth it"
    ],
    types: [
      [0, "bonding"],
      [3, "banter"],
      [7, "transactional"],
      [11, "friction"],
      [20, "bonding"],
      [21, "banter"]
    ],
    users: {
      maggie: ["neutral", 0],
      ruth: ["annoyed", 0.2],
      tobes: ["engaged", 0],
      dev: ["annoyed", 0.5]
    },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["Wednesday the choir has the church 7-8:30, Dev, so 8:45 is the earliest you could start.", "low", 16],
      ["Wednesday the choir has the church 7-8:30, Dan, so 8:45 is the earliest start.", "medium", 16],
      ["No problem Dan! 8:45 Wednesday is free 😊", "high", 18],
      ["Thursday practice is 7:30-9, key's with the churchwarden.", "medium", 10]
    ]
  },
  {
    id: "au8-02-taxidermy-studio-invoice",
    category: "group",
    agent: "Moss",
    messages: [
      "inez: morning crew, the pheasant for mrs kettering is finally dry 🙌",
      "bartek: looks class. tail fan is perfect",
      "shona: bartek did the eyes tho, give the man credit",
      "bartek: thank u shona, finally someone appreciates me",
      "inez: i appreciate u, i pay u 😂",
      "shona: barely",
      "inez: 👀",
      "bartek: Moss how long does borax need on a fox skin before tanning? badger guy wants a quote by fri",
      "Moss: Great question! Borax isn't actually a tanning agent. It's a drying agent and mild preservative, so for a fox skin you would normally salt it first for 24-48 hours, changing the salt once, then rehydrate and pickle it in a safety acid bath for around 2-3 days depending on the thickness of the hide, then shave, neutralise, and apply a tanning solution such as a synthetic tan, leaving it 12-24 hours before oiling and drying. Some taxidermists do use borax on the flesh side during mounting to help dry things out, but it should never replace a proper tan, because the hide can go brittle and slip over time. For the quote I'd allow roughly a week of processing before mounting even begins. Let me know if you'd like a full step-by-step schedule!",
      "bartek: ok so like a week. cool",
      "shona: he asked for a number not a thesis lol",
      "inez: moss did the mrs kettering invoice go out? she rang twice this morning",
      "bartek: and what do i charge for the tan bit, ballpark",
      "Moss: For tanning a fox-sized skin, most small studios charge somewhere between £60 and £120 depending on whether it goes to a commercial tannery or is done in-house. In-house you'd be costing your chemicals (pickle, neutraliser, tan, oil), your time across roughly a week, and the risk of slip, so many studios price at the higher end. If you send it out, add postage both ways plus a handling margin of 15-20%. You could also list the tan as a separate line on the quote so the client sees where the money goes, which tends to reduce pushback on the final mount price.",
      "inez: ok but the invoice??",
      "shona: inez she's gonna ring a third time 😭",
      "inez: moss i literally just need a yes or no",
      "inez: nvm found it in drafts. never sent. brilliant",
      "shona: not moss's fault to be fair, u never hit send",
      "inez: ...fair. sending now. mrs k can have her pheasant",
      "bartek: quoting 90 for the tan, cheers"
    ],
    types: [
      [0, "bonding"],
      [3, "banter"],
      [7, "transactional"],
      [10, "banter"],
      [11, "transactional"],
      [14, "friction"],
      [18, "transactional"]
    ],
    users: {
      inez: ["annoyed", 0.5],
      bartek: ["neutral", 0],
      shona: ["neutral", 0]
    },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      ["Not yet, Inez, it's sitting in drafts. Want me to send it to Mrs Kettering now?", "low", 15],
      [
        "Also worth noting for the badger quote: in-house tanning lets you control quality, while a commercial tannery saves time. Many studios find a hybrid approach works best, sending out larger hides while doing small ones in-house, and you can factor this into your pricing structure going forward.",
        "medium",
        15
      ],
      [
        "About a week: salt 1-2 days, pickle 2-3, tan overnight, then oil and dry. Borax alone won't tan it.",
        "low",
        8
      ]
    ]
  },
  {
    id: "au8-03-sheepdog-trial-committee",
    category: "group",
    agent: "Fell",
    messages: [
      "gwen: right folks, 6 weeks til the glenmuir trial. who's still alive",
      "hamish: barely. lambing near killed me",
      "priya: congrats on the twins tho hamish!! saw the pics, the wee black one 😍",
      "hamish: aye she's a character. already headbutting the dog",
      "col: the dog deserves it, that dog is a menace",
      "hamish: nell is a LEGEND col, she won the open last year while your fly was chasing a crisp packet",
      "col: one crisp packet. ONE",
      "priya: it was a whole family bag tbf 😂",
      "gwen: ok ok. Fell what's our entry count so far and have we heard back from the judge",
      "Fell: 41 runs entered so far, 12 of them novice. Dougie Rennie confirmed as judge on Tuesday. Still waiting on the caterer.",
      "col: dougie?? he marked me down 8 points for a wide outrun in 2019 and i have not forgotten",
      "gwen: col that was 5 years ago",
      "col: and it was a GOOD outrun",
      "priya: we're not swapping a judge cos col holds a grudge",
      "col: fine. but i want it minuted that i object",
      "gwen: Fell can you minute col's objection lol",
      "Fell: Minuted: Col objects to the judge, on outrun grounds. 🐑",
      "col: cheers fell, at least someone takes me seriously round here",
      "priya: who's doing the pens this year, my back cant do hurdles again",
      "hamish: me and my lad will, dinnae worry",
      "priya: ur a star",
      "gwen: Fell can you chase the caterer, last year the burger van ran out by 2",
      "Fell: Will do. I'll email them today and ask them to plan for about 300 this year, up from last year's 220.",
      "gwen: perfect ta"
    ],
    types: [
      [0, "bonding"],
      [4, "banter"],
      [8, "transactional"],
      [10, "friction"],
      [15, "banter"],
      [18, "transactional"],
      [20, "bonding"],
      [21, "transactional"]
    ],
    users: {
      gwen: ["engaged", 0],
      hamish: ["neutral", 0],
      priya: ["neutral", 0],
      col: ["engaged", 0.2]
    },
    findings: [],
    drafts: [
      [
        "41 runs in so far, 12 novice. Dougie Rennie confirmed as judge; still waiting on the caterer.",
        "low",
        9
      ],
      [
        "Dear Gwen, please find below a summary of the current entry position for the Glenmuir Sheepdog Trial. Total entries: 41. Novice entries: 12. Judge: confirmed. Kind regards.",
        "medium",
        9
      ],
      [
        "Dougie's scoring is actually very consistent across past trials, Col, so the 2019 mark was probably fair.",
        "high",
        13
      ],
      ["Will do, I'll ask them to cater for about 300 this time.", "low", 22]
    ]
  },
  {
    id: "au8-04-houseboat-mooring-sinking",
    category: "group",
    agent: "Otter",
    messages: [
      "lena: anyone else's water point spitting brown again",
      "rafi: yep. like tea. not even good tea",
      "june: Otter can u log it with the trust again",
      "Otter: Logged with the Canal & River Trust, ref CRT-88213. They're saying 3-5 working days.",
      "rafi: 3-5 working days means 3-5 weeks in trust language",
      "lena: 😂 true",
      "ossie: guys. marigold went down in the night. ken's ok but they took him to the royal with the cold, he was in the water a while",
      "june: oh no. oh ken",
      "lena: is he ok?? who found him",
      "ossie: me. heard him shouting about 3am. got him out over the side",
      "Otter: Great news that Ken's safe! 🎉 I can arrange a salvage quote for Marigold, shall I contact River Recovery Ltd?",
      "rafi: great news?? his home is on the bottom of the cut mate",
      "june: ossie are YOU ok? that's a lot",
      "ossie: shaky. didnt sleep. keep hearing him shouting",
      "Otter: Salvage usually needs to happen within 48 hours to limit diesel leaks. Do you want me to book River Recovery for tomorrow morning?",
      "lena: read the room otter jesus",
      "june: ossie come to mine, kettle's on, i'll do eggs",
      "ossie: ta june. yeah",
      "rafi: i'll ring ken's daughter, got her number from the boat blessing thing",
      "lena: ok once someone's spoken to ken then yes otter we'll need the salvage, but not before",
      "Otter: Understood, I'll hold the salvage until you've spoken to Ken. And I'm sorry, Ossie, that sounds like a frightening night.",
      "ossie: cheers"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "venting"],
      [10, "friction"],
      [12, "venting"],
      [14, "friction"],
      [16, "bonding"],
      [19, "transactional"]
    ],
    users: {
      lena: ["annoyed", 0.5],
      rafi: ["annoyed", 0.5],
      june: ["neutral", 0],
      ossie: ["neutral", 0]
    },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Oh no, I'm so sorry about Marigold. Ossie, thank you for getting him out, are you ok? The salvage can wait until you've all talked to Ken.",
        "low",
        10
      ],
      ["Great news that Ken's safe! 🎉 Shall I book River Recovery for a salvage quote?", "high", 10],
      [
        "Salvage needs booking within 48 hours to limit diesel leaks. Shall I book River Recovery for tomorrow?",
        "high",
        14
      ],
      ["Understood, I'll wait until someone has spoken to Ken before arranging anything.", "low", 20]
    ]
  },
  {
    id: "au8-05-chimney-sweep-no-show",
    category: "support",
    agent: "Soot",
    messages: [
      "mo: hi my sweep was booked for 9 today and nobody's come, it's 11:40",
      "Soot: Sorry about that! Your booking is confirmed for today between 9am and 12pm. Your sweep will arrive within that window.",
      "mo: yes i know its confirmed. it's nearly 12. has he even left",
      "Soot: Sorry about that! Your booking is confirmed for today between 9am and 12pm. Your sweep will arrive within that window.",
      "mo: are you serious. i took the morning off work for this",
      "mo: can i speak to an actual person or is it just you repeating yourself",
      "Soot: I understand your frustration. Your booking is confirmed for today between 9am and 12pm.",
      "mo: forget it. i'll ring the other lot in the village. cancel it"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [7, "hostile"]
    ],
    users: {
      mo: ["churn_risk", 1]
    },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "He hasn't checked in yet, so I've messaged him and the office. I'll tell you his ETA as soon as they reply, and if he can't get to you before 12 I'll rebook you free at the earliest slot.",
        "low",
        3
      ],
      ["Sorry about that! Your booking is confirmed for today between 9am and 12pm.", "high", 3],
      [
        "I'm putting you through to Dave in the office now, he can see where the sweep is and sort it out with you directly.",
        "low",
        6
      ],
      ["Your booking has been cancelled. We hope to see you again soon! 😊", "medium", 8]
    ]
  },
  {
    id: "au8-06-sommelier-blind-tasting",
    category: "good",
    agent: "Vesper",
    messages: [
      "ama: tasting group tonight still on? i've got the mystery bottles 🍷",
      "jules: yesss. been spitting into a mug all week like a gremlin",
      "kit: jules u called sancerre last time and it was a cava",
      "jules: it was a sparkling sancerre in my heart",
      "ama: 😂 ok glass 1 is poured. Vesper what are the main markers for telling chablis from a cool climate chardonnay somewhere else",
      "Vesper: Chablis tends to be leaner: high acid, green apple, citrus, a flinty wet-stone note, and usually little or no new oak. Cool sites elsewhere can be close, so riper fruit and oak are the giveaways.",
      "kit: flinty. every wine is flinty to jules",
      "jules: ur flinty",
      "ama: guys focus. i'm calling it chablis premier cru 2019",
      "kit: no way, there's oak on that. sonoma coast",
      "ama: there's NOT oak kit, that's lees",
      "kit: it's oak. toast. vanilla. come on",
      "ama: it's bready, it's lees. Vesper settle this",
      "Vesper: I can't taste it, so I can't call it, but the tell: lees gives bread, dough and a creamy texture; new oak gives vanilla, toast, a bit of spice and grip. If you're both right, it could be both.",
      "kit: ha, diplomatic",
      "ama: reveal... sonoma coast chardonnay 2021. ugh. kit wins",
      "kit: 👑",
      "jules: can i just say i love this group. exam's in 3 weeks and i actually think i might pass",
      "ama: we're all passing. and then we're drinking properly, no spitting",
      "Vesper: Good luck, all three of you. If it helps, I can put together a short list of the classic white-wine confusions for next session.",
      "jules: yes please!!"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "friction"],
      [14, "banter"],
      [17, "bonding"]
    ],
    users: {
      ama: ["engaged", 0],
      jules: ["engaged", 0],
      kit: ["neutral", 0]
    },
    findings: [],
    drafts: [
      [
        "I can't taste it, but lees shows as bread and a creamy feel, new oak as vanilla, toast and spice. Could be both.",
        "low",
        13
      ],
      ["It's definitely oak, Kit is right on this one.", "medium", 13],
      ["Congratulations on passing your exam, everyone! 🎉🍾", "medium", 19],
      ["Good luck all three of you. Want a list of the classic white confusions for next time?", "low", 19]
    ]
  },
  {
    id: "au8-07-organ-pipe-workshop",
    category: "group",
    agent: "Dia",
    messages: [
      "oz: who left the hot glue gun on the bellows bench. it's melted into the leather 😐",
      "lukas: wasn't me",
      "fenella: it was lukas",
      "lukas: ok it was me",
      "marguerite: lukas you absolute goblin, that's the calfskin from the fancy supplier",
      "lukas: i'll lick it off",
      "oz: please don't lick the bellows",
      "Dia: Dear team, please be reminded that per workshop safety policy section 4.2, all heated tools must be switched off and returned to their designated stations after use. Failure to comply may result in damage to materials and constitutes a reportable incident. Thank you for your cooperation.",
      "lukas: ...ok HR",
      "oz: who invited the compliance officer",
      "fenella: dia it's a glue gun not a chemical spill lol",
      "marguerite: anyway. fenella how many pipes left on the swell oboe rank",
      "Dia: There are 14 pipes remaining on the Swell Oboe rank. Estimated completion is 6 working days.",
      "fenella: 14, and it's 9 days not 6, two of the resonators need re-soldering. which i was about to say, dia",
      "marguerite: ok so the st cuthbert's install slips again",
      "oz: the vicar is going to cry. he's emailed twice this week already",
      "fenella: he sent me a photo of the empty pipe chest with a crying emoji",
      "marguerite: lmao. ok Dia draft something to st cuthbert's saying early july, nicely",
      "Dia: Dear Reverend Amos, we write to let you know that completion of your organ restoration has moved to early July, owing to additional soldering work on the Swell Oboe resonators. We apologise for the delay. Yours faithfully, The Workshop.",
      "marguerite: perfect for him actually, he's v formal. send it",
      "lukas: still sorry about the bellows 🥲",
      "oz: we know lukas. we know."
    ],
    types: [
      [0, "friction"],
      [1, "banter"],
      [7, "friction"],
      [11, "transactional"],
      [13, "friction"],
      [14, "transactional"],
      [15, "banter"],
      [17, "transactional"],
      [20, "banter"]
    ],
    users: {
      oz: ["annoyed", 0.2],
      lukas: ["annoyed", 0.2],
      fenella: ["annoyed", 0.5],
      marguerite: ["neutral", 0]
    },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      ["rip the fancy calfskin 😬 want me to add a new hide to the supplier order?", "low", 7],
      [
        "Dear team, a reminder that heated tools must be switched off after use, per safety policy section 4.2. Thank you for your cooperation.",
        "medium",
        7
      ],
      ["There are 14 pipes left on the Swell Oboe rank, about 6 working days.", "medium", 12],
      [
        "Dear Reverend Amos, your organ restoration will now be completed in early July, because of extra soldering on the Swell Oboe resonators. We're sorry for the delay. Yours faithfully, The Workshop.",
        "low",
        18
      ]
    ]
  },
  {
    id: "au8-08-village-bread-oven-rota",
    category: "group",
    agent: "Crumb",
    messages: [
      "elspeth: oven's lit for saturday, wood's from the old pear tree at no. 12 🍐",
      "tariq: pear wood bread, fancy. we're basically a bakery now",
      "nadia: tariq's sourdough last week was basically a frisbee",
      "tariq: it was RUSTIC",
      "elspeth: rustic frisbee 😂",
      "tariq: Crumb back me up, a dense crumb is a style choice",
      "Crumb: It's a style choice if you chose it 😄 If it was a surprise, it was probably underproofed: give it an extra hour somewhere warm, until it's jiggly and about half as big again.",
      "tariq: betrayed by the bread robot",
      "nadia: the bread robot is right tho",
      "henrik: can we talk about the rota. third week running the 10am slot is the same people",
      "nadia: henrik we literally asked who wanted it and you didn't reply",
      "henrik: i was in bergen for work, i can't reply from a fjord",
      "elspeth: ok ok no fighting near the oven. Crumb who's had the 10am the last few weeks",
      "Crumb: The 10am went to Nadia and Tariq on the 3rd, 10th and 17th. Henrik hasn't had a morning slot since March.",
      "henrik: see",
      "nadia: fine, fair. henrik take it this week, we'll do 12",
      "henrik: thank you. i'll bring cardamom buns for everyone, peace offering",
      "elspeth: cardamom bun reparations 😂 lovely",
      "Crumb: Updated: Henrik 10am, Nadia and Tariq 12pm this Saturday. The oven should be up to temperature from about 9:30.",
      "tariq: cheers crumb, forgiven for the frisbee thing"
    ],
    types: [
      [0, "bonding"],
      [1, "banter"],
      [9, "friction"],
      [12, "transactional"],
      [14, "friction"],
      [16, "bonding"],
      [18, "transactional"],
      [19, "banter"]
    ],
    users: {
      elspeth: ["neutral", 0],
      tariq: ["engaged", 0],
      nadia: ["engaged", 0],
      henrik: ["neutral", 0.2]
    },
    findings: [],
    drafts: [
      [
        "Only if you meant it 😄 If not, probably underproofed: give it another hour somewhere warm next time.",
        "low",
        6
      ],
      ["Honestly Tariq, that loaf was a disaster, you should leave the baking to Nadia.", "high", 6],
      ["The rota poll shows Henrik never replied, so the slots were fair.", "medium", 11],
      [
        "Nadia and Tariq had the 10am on the 3rd, 10th and 17th; Henrik's last morning slot was in March.",
        "low",
        13
      ]
    ]
  },
  {
    id: "au8-09-kiln-firing-cracked-batch",
    category: "hostile",
    agent: "Cone",
    messages: [
      "declan: my whole batch came out of your kiln cracked. 3 weeks of work. what the hell did you do",
      "Cone: I'm sorry, Declan, that's a lot of work lost. Which firing was it, the bisque on Tuesday or the glaze on Thursday?",
      "declan: thursday. and dont give me some script",
      "Cone: Thursday's glaze firing logged a fast cool from 600°C, because the lid was opened at 2am by the night key holder. That causes cracks like yours. That's on us, not your work.",
      "declan: so some idiot opened the lid and i eat the cost? you people are f***ing useless",
      "declan: i want my money back and i want the name of whoever did it",
      "Cone: You'll get the firing fee back today, and the studio will cover clay and glaze for a remake, up to £80. I can't share who opened it, but Priya the studio manager is dealing with it and can call you today.",
      "declan: £80 doesnt cover 3 weeks of my life",
      "Cone: You're right, it doesn't. Priya can also give you free kiln space for the remake and a priority slot so it isn't stuck in the queue.",
      "declan: whatever. get her to call me. this place is a joke"
    ],
    types: [
      [0, "friction"],
      [4, "hostile"],
      [6, "transactional"],
      [7, "friction"]
    ],
    users: {
      declan: ["annoyed", 1]
    },
    findings: [],
    drafts: [
      [
        "Sorry to hear that! 😊 Cracking can happen for lots of reasons, like uneven wall thickness or air trapped in the clay.",
        "high",
        1
      ],
      [
        "You'll get the firing fee back today and the studio will cover materials for a remake. I can't name who opened it, but Priya the manager is dealing with it and can ring you today.",
        "low",
        6
      ],
      [
        "Please keep it civil or I'll have to end this chat. Refund requests take 5-10 working days.",
        "high",
        6
      ],
      ["I'll ask Priya to call you this afternoon.", "low", 10]
    ]
  },
  {
    id: "au8-10-fungus-foray-wrong-name",
    category: "group",
    agent: "Morel",
    messages: [
      "saoirse: foray's on for sunday!! forecast says rain sat night which is PERFECT",
      "ada: fungi weather 🍄🍄",
      "wim: my knees disagree but my heart says yes",
      "benedikt: wim you said that before the beech wood one and then found the only death cap in the county",
      "wim: and i didnt eat it, which is the main thing",
      "ada: the bar is on the floor 😂",
      "saoirse: Morel can you send everyone the meeting point, and remind them no picking without id",
      "Morel: Sure, Sorcha! Meet at Hollins Wood car park, 9:30 Sunday. Reminder: nothing goes in a basket until Benedikt or Ada has ID'd it.",
      "saoirse: it's saoirse btw, but ta",
      "ada: wait am i doing id? i thought kasia was",
      "benedikt: kasia's in lisbon, it's you and me ada",
      "ada: ugh ok. morel what's the rule on collecting for the recording scheme, do we need a permit in hollins",
      "Morel: Hollins Wood is a Trust reserve, so small collections for recording are fine, but the warden needs telling beforehand. I can email him if you like, Sorcha.",
      "saoirse: SAOIRSE. i literally just said",
      "wim: 💀",
      "benedikt: it's the irish spelling morel, say it with me, seer-sha",
      "Morel: Apologies, Saoirse. I'll email the warden today.",
      "saoirse: thank you. honestly",
      "ada: also bring cake people, last foray we had one flapjack between 14",
      "wim: that flapjack was a war crime",
      "benedikt: i'll bake. something with ceps obvs",
      "ada: mushroom cake. absolutely not"
    ],
    types: [
      [0, "bonding"],
      [3, "banter"],
      [6, "transactional"],
      [13, "friction"],
      [18, "banter"]
    ],
    users: {
      saoirse: ["annoyed", 0.5],
      ada: ["neutral", 0],
      wim: ["neutral", 0],
      benedikt: ["neutral", 0]
    },
    findings: ["wrong_name"],
    drafts: [
      [
        "Sure, Saoirse! Hollins Wood car park, 9:30 Sunday, and nothing goes in a basket until Benedikt or Ada has ID'd it.",
        "low",
        7
      ],
      [
        "Small recording collections are fine in Hollins as long as the warden's told first. Want me to email him, Ada?",
        "low",
        12
      ],
      ["Small collections are fine if the warden knows. I'll email him, Sorcha.", "high", 12],
      [
        "Lovely, cake is a great idea! Please remember that no wild mushrooms should be eaten without expert identification.",
        "medium",
        22
      ]
    ]
  },
  {
    id: "au8-11-farrier-old-cob",
    category: "venting",
    agent: "Juniper",
    messages: [
      "niamh: rough day. had to be there when they put bramble down, the old cob at the hartley yard",
      "Juniper: Oh Niamh, I'm sorry. You'd shod Bramble for years, hadn't you?",
      "niamh: 11 years. since i was an apprentice. he used to lean on me the whole time i did his fronts, like a big sofa",
      "niamh: and i keep thinking if i'd spotted the laminitis sooner",
      "Juniper: That's a lot to carry. From what you told me last month, you'd flagged his feet to the owner twice and the vet was already involved. Laminitis in an old cob can turn fast even when everyone does it right.",
      "niamh: yeah. mrs hartley said the same. still",
      "niamh: sorry i know ur just an app lol",
      "Juniper: No need to be sorry. He sounds like a lovely horse, and 11 years of him leaning on you is a real bond. Of course it hurts.",
      "niamh: he had this thing where he'd nick the hoof pick out my back pocket",
      "niamh: every. single. time",
      "Juniper: A horse with a sense of humour. Did he ever give it back?",
      "niamh: dropped it in the water trough usually 😂😭",
      "niamh: thanks. needed to say it to someone who wasnt going to tell me to toughen up",
      "Juniper: Any time. Go easy on yourself tonight."
    ],
    types: [
      [0, "venting"],
      [8, "bonding"]
    ],
    users: {
      niamh: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["Oh Niamh, I'm so sorry. You'd been shoeing him a long time, hadn't you?", "low", 1],
      [
        "That's tough! On the bright side your Thursday is free now 🙂 want me to fill the Hartley slot?",
        "high",
        1
      ],
      [
        "Early signs of laminitis include heat in the hoof, a bounding digital pulse and a rocked-back stance, so it's worth checking for these at every visit.",
        "high",
        4
      ],
      ["Any time, Niamh. Be gentle with yourself tonight.", "low", 13]
    ]
  },
  {
    id: "au8-12-stage-weapons-armoury",
    category: "group",
    agent: "Hilt",
    messages: [
      "bex: the rsc sent the broadswords back. two have bent tangs 😩",
      "tomasz: bent HOW. they're stage steel",
      "carys: someone's been fighting for real again. it's always the macbeth lot",
      "ifeanyi: macduff going method",
      "tomasz: lay on macduff, and he really did lay on",
      "bex: lol. ok carys can you do the damage report or are you drowning in the opera order",
      "Hilt: I can do the damage report. Two broadswords, bent tangs, returned by the RSC today. Repair is about £140 each. Shall I send it to their production manager?",
      "carys: i was literally typing yes i can, hilt 🙄",
      "carys: but fine. send it. cc me",
      "ifeanyi: hilt whats the quote for the opera order, they want 40 rapiers for carmen",
      "Hilt: I can do the damage report. Two broadswords, bent tangs, £140 each. Shall I send it to the RSC production manager?",
      "ifeanyi: ??? i asked about the rapiers",
      "tomasz: the robot's stuck in a loop lads",
      "Hilt: Sorry. 40 rapiers for Carmen for 6 weeks: £1,920 plus a £600 refundable deposit.",
      "ifeanyi: ok ta. cheaper than i thought",
      "bex: who's on the forge friday, the epees need re-blading",
      "tomasz: me, but i want the good anvil, not the one that rings",
      "carys: the one that rings has character",
      "tomasz: it has tinnitus. it GIVES tinnitus",
      "bex: fine, good anvil's yours. earplugs in the drawer for everyone else"
    ],
    types: [
      [0, "friction"],
      [3, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [9, "transactional"],
      [11, "friction"],
      [13, "transactional"],
      [16, "banter"]
    ],
    users: {
      bex: ["neutral", 0],
      tomasz: ["annoyed", 0.2],
      carys: ["annoyed", 0.2],
      ifeanyi: ["neutral", 0.2]
    },
    findings: ["talking_over", "repetition"],
    drafts: [
      ["I can do the damage report: two broadswords, £140 each. Send it to the RSC?", "medium", 6],
      ["40 rapiers for Carmen for 6 weeks comes to £1,920, plus a £600 refundable deposit.", "low", 10],
      ["I can do the damage report. Two broadswords, bent tangs, £140 each. Shall I send it?", "medium", 10],
      ["Sorry, my mistake. 40 rapiers for 6 weeks is £1,920 plus a £600 deposit.", "low", 12]
    ]
  },
  {
    id: "au8-13-azulejo-restoration-crew",
    category: "mixed-language",
    agent: "Azul",
    messages: [
      "joana: bom dia equipa ☀️ a fachada da rua das flores está quase",
      "tiago: finalmente!! 3 meses de cimento velho",
      "mel: sorry my portuguese is still tragic, we're nearly done at rua das flores?",
      "joana: yes mel, nearly! just the blue border tiles left",
      "hugo: mel o teu português é ótimo, only tragic when u order coffee 😂",
      "mel: i asked for a galão and got a look like i'd insulted his mum",
      "tiago: é porque disseste galinha 🐔",
      "mel: HOW was i supposed to know",
      "joana: Azul, quantos azulejos de bordadura ainda temos no armazém? e a cal chega quando?",
      "Azul: There are 62 border tiles in the warehouse, enough for the Rua das Flores façade with about 10 spare.",
      "joana: e a cal??",
      "hugo: she asked about the lime delivery too azul",
      "Azul: The 62 border tiles are in the Belém warehouse, shelf C.",
      "joana: ai meu deus. esquece, eu ligo ao fornecedor",
      "tiago: o robô só fala de azulejos, é o nome dele afinal",
      "mel: lol nominative determinism",
      "joana: ok a cal chega quinta, acabei de ligar. mel podes vir quinta cedo?",
      "mel: sim! 8h? see i'm learning",
      "hugo: 8h em ponto, e trazemos pastéis",
      "tiago: pastéis e NÃO galinhas"
    ],
    types: [
      [0, "bonding"],
      [4, "banter"],
      [8, "transactional"],
      [10, "friction"],
      [14, "banter"],
      [16, "transactional"],
      [18, "banter"]
    ],
    users: {
      joana: ["annoyed", 0.5],
      tiago: ["neutral", 0],
      mel: ["neutral", 0],
      hugo: ["neutral", 0.2]
    },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Temos 62 azulejos de bordadura no armazém, chega para a fachada com uns 10 de sobra. A cal ainda não tem data confirmada, queres que ligue ao fornecedor?",
        "low",
        9
      ],
      ["There are 62 border tiles in the warehouse.", "medium", 9],
      ["The border tiles are in the Belém warehouse, 62 of them, shelf C.", "medium", 12],
      [
        "Desculpa, Joana, falhei a pergunta da cal. Não tenho a data da entrega, tens de confirmar com o fornecedor.",
        "low",
        12
      ]
    ]
  },
  {
    id: "au8-14-ham-radio-study-group",
    category: "group",
    agent: "Kilo",
    messages: [
      "bernie: evening all. 73s from the shed 📻",
      "zara: bernie why do u sign off every message like it's 1962",
      "bernie: because it's good manners young lady",
      "cal: bernie's shed has more antennas than the bbc",
      "bernie: jealousy is an ugly trait callum",
      "cal: it's cal, bernie. it's been cal for 10 years",
      "bernie: callum it is",
      "zara: 😂 ok question for Kilo, the mock paper asked why you'd use a balun and i put to make the aerial sound nicer and got 0",
      "Kilo: Ha, not quite. A balun joins a balanced aerial like a dipole to an unbalanced feeder like coax. Without it, current runs back down the outside of the coax and you get interference and a skewed pattern.",
      "zara: ok that makes sense actually",
      "zara: but honestly i'm failing every mock on the electronics bit and the exam's in 2 weeks. i'm so thick at this",
      "cal: ur not thick zara u got 90 on regs",
      "Kilo: Cal's right, and the electronics section trips up most people. If you like, we could do ten minutes a night on just Ohm's law and baluns until the exam.",
      "zara: yeah ok. that'd help tbh",
      "bernie: i failed my first one in 1979, zara. passed the second with flying colours",
      "zara: aw bernie 🥹",
      "cal: flying colours or flying sparks",
      "bernie: both, callum",
      "cal: 😤"
    ],
    types: [
      [0, "bonding"],
      [1, "banter"],
      [7, "transactional"],
      [10, "venting"],
      [14, "bonding"],
      [16, "banter"]
    ],
    users: {
      bernie: ["neutral", 0],
      zara: ["engaged", 0.2],
      cal: ["neutral", 0]
    },
    findings: [],
    drafts: [
      [
        "Not quite 😄 A balun matches a balanced aerial like a dipole to unbalanced coax, so you don't get current on the outside of the feeder.",
        "low",
        8
      ],
      [
        "A balun, short for balanced-to-unbalanced transformer, is a device used in RF engineering to interface between balanced and unbalanced transmission lines. There are several types, including current baluns, voltage baluns, choke baluns, ferrite-core baluns and air-wound baluns, each with different impedance ratios such as 1:1, 4:1 and 9:1, and the choice depends on the feedpoint impedance of your antenna, the characteristic impedance of your coax, the frequency range and the power level. In the exam they usually want you to know the 1:1 current balun for a dipole.",
        "medium",
        8
      ],
      ["Practice makes perfect! 💪 Here are 20 more mock questions on impedance matching.", "medium", 11],
      [
        "You're not thick, electronics catches most people out and you've nailed the regs. Want to do ten minutes a night on it before the exam?",
        "low",
        11
      ]
    ]
  },
  {
    id: "au8-15-saddle-fitter-fjord",
    category: "sales",
    agent: "Cantle",
    messages: [
      "pip: hi, need a saddle for my fjord, he's built like a coffee table. budget is tight, like £600 tight",
      "Cantle: Hi Pip! Fjords are lovely to fit. Our Nordic Wide range starts at £1,450 and is made for exactly that flat, broad back. Would you like to book a fitting?",
      "pip: 1450 is more than double what i said. do you do second hand or not",
      "Cantle: The Nordic Wide has an adjustable gullet, so it grows with him as he muscles up, which makes it great value over time. Fittings are £45, refundable against purchase.",
      "pip: that's a no on second hand then",
      "pip: ok i'll try the facebook saddle groups. cheers",
      "Cantle: Thanks Pip! Don't forget our spring offer: 10% off the Nordic Wide this month!"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: {
      pip: ["churn_risk", 0.8]
    },
    findings: ["ignored_question"],
    drafts: [
      [
        "We do second hand too: there are two wide-tree saddles in the shop right now, £480 and £590. Want photos and back measurements for both?",
        "low",
        3
      ],
      [
        "The Nordic Wide is our most popular saddle for Fjords and comes with a 5-year tree warranty. Shall I book the fitting?",
        "medium",
        3
      ],
      [
        "No worries. If you find one second hand, our fitter can check it on him for £45 so you don't end up with a bad fit.",
        "low",
        6
      ],
      ["Thanks Pip! Remember it's 10% off the Nordic Wide this month!", "medium", 6]
    ]
  },
  {
    id: "au8-16-island-ferry-cancelled",
    category: "group",
    agent: "Skerry",
    messages: [
      "fraser: ferry's off again. swell's 4m 🌊",
      "ana: noooo my parcel from poland is on that boat since tuesday",
      "eilidh: ana ur pierogi are going to be very well travelled",
      "ana: they will be pierogi of the sea",
      "fraser: the ferry's been off more than on this month, calmac are a joke",
      "Skerry: Cancellations are running at 38% this month, the highest since 2019. The 16:10 is still under review.",
      "morag: i need to get dougie to the hospital in inverness for his scan tomorrow. they've moved it twice already. i cant miss it again",
      "eilidh: oh morag. is that the heart one",
      "morag: yes. i'm sick with worry tbh",
      "Skerry: Sounds like Dougie's heart might be the only thing with more ups and downs than the Minch this week! 😄 Loganair has a 07:40 from the airstrip tomorrow, £62 each.",
      "eilidh: skerry that's not funny. at all",
      "fraser: bloody hell",
      "morag: i'll look at the flight",
      "eilidh: morag do you want me to drive you to the airstrip, i'm up anyway with the lambs",
      "Skerry: The airstrip is 12 minutes by car, and check-in closes 30 minutes before departure.",
      "eilidh: i was asking morag, but thanks",
      "morag: eilidh you're an angel. yes please",
      "ana: i can feed your hens morag, dont worry about anything",
      "morag: you lot. honestly 💙",
      "fraser: and skerry, no more jokes about folk's hearts eh",
      "Skerry: Understood, Fraser. I'm sorry, Morag, that was thoughtless. I hope the scan goes smoothly.",
      "morag: thanks"
    ],
    types: [
      [0, "friction"],
      [2, "banter"],
      [4, "friction"],
      [6, "venting"],
      [9, "friction"],
      [12, "transactional"],
      [15, "friction"],
      [16, "bonding"],
      [19, "friction"]
    ],
    users: {
      fraser: ["annoyed", 0.5],
      ana: ["neutral", 0],
      eilidh: ["annoyed", 0.5],
      morag: ["neutral", 0]
    },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      [
        "That's a horrible worry, Morag, especially after two moves. If the boat doesn't go, Loganair has a 07:40 from the airstrip tomorrow, £62 each.",
        "low",
        9
      ],
      [
        "Dougie's heart has more ups and downs than the Minch this week! 😄 Loganair has a 07:40 tomorrow.",
        "high",
        9
      ],
      ["The airstrip is 12 minutes by car, check-in closes 30 minutes before.", "medium", 14],
      ["Sorry, Morag, that joke was thoughtless. I hope the scan goes smoothly tomorrow.", "low", 20]
    ]
  },
  {
    id: "au8-17-cave-survey-callout",
    category: "group",
    agent: "Tally",
    messages: [
      "rhiannon: survey trip to ogof draenen sat, who's in",
      "gaz: me. my oversuit is still wet from last time but me",
      "olu: gaz ur oversuit has been wet since 2021, it's a habitat now",
      "gaz: it has its own ecosystem, respect it",
      "fitz: in. can we finally push the muddy crawl past sump 2",
      "rhiannon: depends on water levels. Tally what's the forecast for fri night",
      "Tally: Light rain Friday evening, about 4mm, then dry Saturday. The stream gauge at the resurgence is 0.31m, normal for this time of year.",
      "fitz: 4mm is nothing. we go",
      "olu: last time you said 4mm was nothing we spent 3 hours on a ledge eating wet jelly babies",
      "fitz: that was 14mm and you know it",
      "olu: it was 4 on the forecast fitz",
      "rhiannon: ok both of u. Tally what's our callout time if we go past sump 2",
      "Tally: Past Sump 2 I'd set callout at 8pm rather than 6, as the last push there took 9 hours. I'll register it with the rescue team once you confirm.",
      "olu: 8 is fine. i'm bringing the big flask",
      "fitz: sorry olu, i did undersell the ledge. it was grim",
      "olu: it was very grim. i forgive u. bring jelly babies",
      "gaz: does anyone have a spare survey book, mine got eaten by the ecosystem",
      "Tally: There are two spares in the club store, top drawer by the ropes.",
      "gaz: legend",
      "rhiannon: ok callout 8pm, tally register it pls. meet at the lay-by 9am",
      "Tally: Registered with Gwent Cave Rescue: 4 people, Ogof Draenen, callout 8pm Saturday. Have a good trip."
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [8, "friction"],
      [11, "transactional"],
      [14, "bonding"],
      [16, "transactional"]
    ],
    users: {
      rhiannon: ["engaged", 0],
      gaz: ["engaged", 0],
      olu: ["neutral", 0],
      fitz: ["neutral", 0.2]
    },
    findings: [],
    drafts: [
      [
        "About 4mm of light rain Friday evening, dry Saturday, and the resurgence gauge is at a normal 0.31m.",
        "low",
        6
      ],
      [
        "The records show 14mm fell on that trip against a 4mm forecast, so you're both partly right.",
        "medium",
        10
      ],
      [
        "I'd make callout 8pm past Sump 2, the last push took 9 hours. Shall I register it once you confirm?",
        "low",
        12
      ],
      [
        "Callout times are a critical safety measure. Under standard cave rescue guidance you should always leave a detailed written plan with a responsible person, including your route, party size, experience, equipment carried, expected exit time and the time at which they should raise the alarm. Sumped caves carry additional flood risk, so I'd also recommend checking the gauge again on the morning and agreeing a turnaround time at the sump itself.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "au8-18-underwater-hockey-snorkel",
    category: "banter",
    agent: "Puck",
    messages: [
      "dani: who stole my snorkel after training. the pink one, u know the one",
      "kofi: nobody wants ur pink snorkel dani, it's been in ur mouth since 2016",
      "rosa: it's vintage. it's a collector's item. it's a biohazard",
      "sven: i saw it in the lost property bin with a sock in it",
      "dani: a SOCK",
      "kofi: the sock chose that snorkel",
      "dani: Puck tell them the pink snorkel is iconic",
      "Puck: Snorkel hygiene is genuinely important for underwater hockey players. Snorkels can harbour bacteria, mould and fungi, particularly if they're stored wet in kit bags, and studies of shared sports equipment have found significant microbial growth on mouthpieces. It's recommended to rinse your snorkel in fresh water after every session, soak it weekly in a diluted antiseptic solution, let it dry fully in open air, and replace the mouthpiece every 12-18 months. If a snorkel has been in a lost property bin in contact with other items, I'd suggest a thorough clean before using it again.",
      "rosa: lmaooo puck chose violence",
      "kofi: puck said biohazard with citations",
      "dani: i asked for SUPPORT",
      "sven: anyway, tournament in eindhoven, who's driving the van",
      "Puck: For the Eindhoven tournament, the van needs a driver over 25 with a full licence held for at least 3 years, per the hire agreement. The Harwich ferry leaves at 23:00 Thursday, so you'd want to set off by 19:00, and remember you'll need a UK sticker, headlamp beam deflectors, a warning triangle and high-vis vests for every passenger to comply with Dutch and Belgian rules. Most Dutch motorways have no tolls. I'd also recommend booking the van's return for Monday to give the team a buffer.",
      "kofi: bro we just need a name",
      "sven: i'll drive. i'm 26, i have a licence and i have high vis. happy puck?",
      "rosa: sven the responsible one. who knew",
      "dani: still want my snorkel back"
    ],
    types: [
      [0, "banter"],
      [11, "transactional"],
      [13, "friction"],
      [15, "banter"]
    ],
    users: {
      dani: ["neutral", 0],
      kofi: ["annoyed", 0.2],
      rosa: ["neutral", 0],
      sven: ["neutral", 0.2]
    },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      ["iconic, yes. clean, no 😂 give it a rinse before it goes back in your mouth", "low", 7],
      [
        "Snorkels stored wet can harbour bacteria, mould and fungi. Please rinse after every session, soak weekly in antiseptic and replace the mouthpiece every 12-18 months.",
        "medium",
        7
      ],
      ["Needs someone over 25 who's had a full licence 3+ years. Volunteers?", "low", 12],
      [
        "Before choosing a driver, please review the full hire agreement, the Dutch and Belgian equipment requirements, the ferry schedule and the insurance terms, which I can summarise for you in detail.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "au8-19-fire-lookout-tower",
    category: "companion",
    agent: "Ember",
    messages: [
      "lou: day 19 in the tower. saw a pine marten this morning",
      "Ember: Day 19! How are you feeling about the halfway point of your season?",
      "lou: fine i guess. do pine martens eat squirrels? it was chasing one",
      "Ember: It's natural to have mixed feelings at the halfway point. What do you miss most from home?",
      "lou: idk. coffee that isnt instant",
      "Ember: That sounds hard. What's one thing you're looking forward to this week?",
      "lou: nothing really",
      "lou: gonna go watch the ridge",
      "Ember: Great! Remember to take breaks and stay hydrated! 😊"
    ],
    types: [
      [0, "bonding"],
      [2, "transactional"],
      [3, "bonding"]
    ],
    users: {
      lou: ["bored", 0]
    },
    findings: ["ignored_question"],
    drafts: [
      [
        "They do, yes. Reds are often quick enough to get away, and martens coming back is one reason grey squirrels drop off in some areas. Did it catch it?",
        "low",
        3
      ],
      ["What do you miss most from home?", "medium", 3],
      ["Enjoy the ridge, Lou. Tell me if the marten shows up again.", "low", 8],
      ["Great! Remember to stay hydrated! 😊", "medium", 8]
    ]
  },
  {
    id: "au8-20-giant-pumpkin-weigh-off",
    category: "group",
    agent: "Marrow",
    messages: [
      "bev: 3 weeks to the weigh-off!! how are the beasts doing",
      "ricardo: mine put on 22kg this week 😤💪",
      "tam: ricardo talks about that pumpkin like it's his son",
      "ricardo: he IS my son. his name is gordon",
      "bev: hi gordon 👋🎃",
      "hollis: mine split last night. right down the blossom end. 14 months of work",
      "tam: oh no hollis. that's gutting",
      "Marrow: Oh Hollis, I'm really sorry. 14 months is a huge amount of care. Was it the heavy rain on Tuesday?",
      "hollis: think so. it drank too fast. just sat in the patch with a cup of tea and stared at it",
      "bev: come round ours sunday, we'll commiserate with cake",
      "hollis: ta bev. might do. might still enter the long gourd class out of spite",
      "ricardo: spite gourd. love it",
      "tam: ricardo also can we talk about how gordon's 22kg happened. are u doing the milk thing again",
      "ricardo: the milk thing is a MYTH tam",
      "tam: ur fridge is 40% milk",
      "ricardo: i drink a lot of milk!!",
      "bev: ok lol. Marrow what's the rule on what you can inject or feed, so it's clear for everyone",
      "Marrow: Under GPC rules anything fed through the roots is fine, but nothing can be injected into the fruit or vine, and on the day the pumpkin must have no holes, rot or cracks through to the cavity.",
      "tam: ok fair, gordon is clean",
      "ricardo: THANK you. gordon accepts ur apology",
      "hollis: Marrow does the long gourd class take late entries",
      "Marrow: Yes, long gourd entries close the Friday before at 5pm, £5. Spite is not a disqualifying factor.",
      "hollis: 😂 sign me up"
    ],
    types: [
      [0, "bonding"],
      [2, "banter"],
      [5, "venting"],
      [9, "bonding"],
      [11, "banter"],
      [12, "friction"],
      [16, "transactional"],
      [18, "banter"],
      [20, "transactional"]
    ],
    users: {
      bev: ["neutral", 0],
      ricardo: ["neutral", 0.2],
      tam: ["neutral", 0.2],
      hollis: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["Oh Hollis, I'm so sorry, 14 months of work. Was it Tuesday's rain?", "low", 7],
      ["Oh no! 😅 On the bright side, there's always next year! 🎃🎉", "high", 7],
      ["Milk feeding is a myth and doesn't add weight, Tam, so Gordon's gains are legit.", "medium", 13],
      ["Root feeding is fine under GPC rules; nothing can be injected into the fruit or vine.", "low", 17]
    ]
  },
  {
    id: "au8-21-falconry-lost-hawk",
    category: "ignoring",
    agent: "Kestrel",
    messages: [
      "hen: anyone seen a harris hawk over by the quarry? juno's gone off after a rabbit and not come back to the lure",
      "yusuf: oh no hen. how long",
      "hen: 2 hours. she's got her telemetry on but the signal keeps dropping behind the ridge",
      "Kestrel: Reminder: the club flying day is this Sunday at Ashby Fields, 10am. Please bring your own gloves and lures!",
      "clem: hen i'm heading out now, which side of the quarry",
      "hen: north side, by the pylons",
      "hen: Kestrel can you post a lost bird alert to the club page? i'm shaking too much to type properly",
      "Kestrel: Flying day: Ashby Fields, Sunday 10am. Parking is in the lower field.",
      "marta: kestrel she asked you to post a lost bird alert. wtf",
      "yusuf: i'll do the IBR register one hen, give me her ring number",
      "hen: 2219. thank u yusuf",
      "Kestrel: Don't forget: flying day is weather-dependent, check back Saturday for updates!",
      "marta: someone mute that thing",
      "clem: got signal!! strong beep NE of the pylons",
      "hen: omg coming",
      "clem: she's on a fence post looking smug with half a rabbit 😂",
      "hen: JUNO. you absolute menace. i'm crying",
      "yusuf: 🥹 told u she'd turn up",
      "marta: brilliant. no thanks to the bot"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [8, "friction"],
      [9, "transactional"],
      [12, "friction"],
      [13, "transactional"],
      [15, "banter"],
      [18, "friction"]
    ],
    users: {
      hen: ["neutral", 0.2],
      yusuf: ["neutral", 0],
      clem: ["neutral", 0],
      marta: ["annoyed", 0.8]
    },
    findings: ["ignored_question", "no_acknowledgement", "repetition"],
    drafts: [
      [
        "Oh no, Hen. Posting a lost-bird alert to the club page now: Harris hawk Juno, last seen by the quarry. Anyone near there, grab a lure and head out?",
        "low",
        3
      ],
      ["Reminder: the club flying day is this Sunday at Ashby Fields, 10am!", "high", 3],
      [
        "Posted: lost Harris hawk Juno, north side of the quarry by the pylons, telemetry fitted. Please call Hen if you see her.",
        "low",
        7
      ],
      ["Don't forget: flying day is weather-dependent, check back Saturday!", "high", 13]
    ]
  },
  {
    id: "au8-22-clock-tower-winders",
    category: "group",
    agent: "Verge",
    messages: [
      "joy: hettie it's 25 years this week since your first wind!! 🎉",
      "alun: quarter of a century hauling those weights up 83 steps",
      "hettie: don't. my knees are counting every one",
      "rashid: hettie's knees have wound more than the clock has",
      "hettie: cheek",
      "hettie: Verge how many winds is that roughly, go on",
      "Verge: Twice a week for 25 years is about 2,600 winds, so roughly 216,000 steps up the tower. Happy anniversary, Hettie 🕰️",
      "hettie: 216 THOUSAND. no wonder",
      "joy: we're getting you a cake shaped like the weight",
      "rashid: meanwhile can we talk about the clock being 4 minutes fast since saturday. market traders are moaning",
      "alun: that'll be the cold, the pendulum rod shrinks",
      "rashid: it's not the cold alun, someone's been fiddling with the regulator",
      "alun: i haven't touched the regulator. i never touch it",
      "joy: lads",
      "rashid: Verge what does the log say for saturday",
      "Verge: Saturday's log has Alun winding at 9:10, full 42 turns, and no regulation noted. It dropped to -3 overnight, and a steel rod does shorten a little in the cold, which makes the clock gain.",
      "rashid: hm. ok. sorry alun",
      "alun: accepted. i'll take a penny off the pendulum tomorrow",
      "joy: the penny method 🪙 so high tech",
      "hettie: 25 years and we're still fixing it with coins"
    ],
    types: [
      [0, "bonding"],
      [3, "banter"],
      [5, "bonding"],
      [9, "friction"],
      [14, "transactional"],
      [16, "bonding"],
      [18, "banter"]
    ],
    users: {
      joy: ["neutral", 0],
      alun: ["neutral", 0.2],
      hettie: ["engaged", 0],
      rashid: ["neutral", 0.2]
    },
    findings: [],
    drafts: [
      ["About 2,600 winds, so something like 216,000 steps. Happy 25 years, Hettie 🕰️", "low", 6],
      [
        "Approximately 2,600 winds. Please note that volunteers must not climb the tower alone and should report any knee or joint problems to the coordinator.",
        "medium",
        6
      ],
      ["Rashid, the log shows Alun didn't touch the regulator, so it's the cold.", "medium", 12],
      [
        "The log has Alun winding Saturday at 9:10, full 42 turns, nothing about the regulator. It hit -3 overnight, and a colder rod makes the clock gain.",
        "low",
        15
      ]
    ]
  },
  {
    id: "au8-23-escape-room-sarcophagus",
    category: "group",
    agent: "Cipher",
    messages: [
      "mika: the pharaoh room's sarcophagus lid fell on a customer's foot last night 😬",
      "jonah: is she ok??",
      "mika: bruised, laughing about it thankfully. gave her free tickets",
      "dee: that lid is like 20kg. the hinge screws were stripped, i flagged it last week",
      "priscilla: dee did flag it. it's on the board",
      "jonah: ok not blaming anyone. dee can you fix it today or do we close the room",
      "Cipher: The Pharaoh room can stay open if the lid is propped on the safety chain. I'd estimate 2 hours for the hinge fix.",
      "dee: i'll decide if it stays open cipher, i'm the one who built the thing",
      "dee: closing it. fixing it this afternoon with proper bolts not screws",
      "jonah: fair, thanks dee",
      "priscilla: Cipher can you cancel today's pharaoh bookings and offer them the submarine room instead",
      "Cipher: Done, Patricia. 3 groups moved to the Submarine room, one declined and got a refund.",
      "priscilla: priscilla lol. but thanks",
      "mika: patricia 💀 new staff member just dropped",
      "priscilla: patricia is my evil twin. she does the refunds",
      "jonah: patricia's got a better work ethic than all of us",
      "dee: the submarine room's periscope is sticking too btw, before anyone asks",
      "mika: is anything in this building not broken",
      "jonah: me. emotionally? debatable",
      "priscilla: Cipher how many bookings have we got for the weekend",
      "Cipher: 27 bookings for the weekend, Patricia: 14 Saturday, 13 Sunday.",
      "priscilla: it's PRISCILLA. that's twice now",
      "Cipher: Sorry, Priscilla, that won't happen again."
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [5, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [12, "banter"],
      [19, "transactional"],
      [21, "friction"]
    ],
    users: {
      mika: ["neutral", 0],
      jonah: ["neutral", 0],
      dee: ["annoyed", 0.2],
      priscilla: ["annoyed", 0.5]
    },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      [
        "The room can stay open with the lid on the safety chain; the hinge fix is about 2 hours.",
        "medium",
        6
      ],
      ["Done, Priscilla. 3 groups moved to the Submarine room, one took a refund.", "low", 11],
      ["27 this weekend, Patricia: 14 Saturday, 13 Sunday.", "high", 20],
      ["27 bookings this weekend, Priscilla: 14 Saturday, 13 Sunday.", "low", 20]
    ]
  },
  {
    id: "au8-24-ferret-boarding-meds",
    category: "support",
    agent: "Nib",
    messages: [
      "gemma: hi is there room for 2 ferrets 12th-19th aug? they're brothers, biscuit and tofu",
      "Nib: Hi Gemma! Yes, we've got a double hutch free for those dates. £9 a night for the pair, £63 total. Shall I book it?",
      "gemma: yay! one q, tofu's on metacam for his back leg, 0.1ml once a day. can your staff give it?",
      "Nib: Great! Drop-off is 9-11am and pick-up is 4-6pm. Please bring their usual food in a labelled bag.",
      "gemma: ok but the metacam?",
      "Nib: Booked: Biscuit and Tofu, 12th-19th August, double hutch, £63. See you on the 12th!",
      "gemma: i didnt say book it yet?? i need to know about his meds first",
      "gemma: i'll just ring tomorrow"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: {
      gemma: ["annoyed", 0.5]
    },
    findings: ["ignored_question"],
    drafts: [
      [
        "Yes, our staff give meds daily and log every dose. Just bring the Metacam and syringe with the dose written on the box. Shall I book it?",
        "low",
        3
      ],
      ["Great! Drop-off is 9-11am and pick-up is 4-6pm.", "medium", 3],
      ["Booked: Biscuit and Tofu, 12th-19th August, £63. See you on the 12th!", "high", 5],
      [
        "Sorry Gemma, I skipped your question. Yes, we can give Tofu his Metacam, and I've taken the booking off until you confirm.",
        "low",
        8
      ]
    ]
  },
  {
    id: "au8-25-palaeography-reading-group",
    category: "group",
    agent: "Quill",
    messages: [
      "barnaby: who's in for thursday? i've got the 14th c. charter scans from the county record office",
      "kwame: me. bringing biscuits as a bribe for anyone who can read secretary hand",
      "lotte: kwame secretary hand is 16th c, wrong century, the biscuits are wasted",
      "kwame: biscuits are never wasted lotte",
      "ines: in, but i need to say something. my funding got pulled. the trust cut the whole palaeography strand. i might have to stop the phd",
      "lotte: ines no. that's awful",
      "barnaby: oh ines. after all that work on the cartulary",
      "Quill: Oh wow, Inez, big changes! 🎉 This could be a great opportunity to explore new directions! Meanwhile, for Thursday: the charter is in Anglicana, so brush up on your long-r and 2-shaped r!",
      "kwame: quill mate. no",
      "ines: it's ines. and no it's not a great opportunity",
      "lotte: ignore it ines. have you talked to dr okafor yet",
      "ines: tomorrow. she said there might be a bridging fund but no promises",
      "barnaby: we'll all write you letters of support, whatever helps",
      "ines: thank u guys. sorry to dump it in the chat",
      "kwame: dump away. that's what the chat's for. and biscuits",
      "Quill: I'm sorry, Ines, that was a thoughtless reply. Losing the funding is hard news. If a letter from the group would help with the bridging fund, I can draft one for everyone to sign.",
      "ines: ...ok that would actually help. thanks",
      "barnaby: ok thursday, 6pm, seminar room 3. i'll bring a magnifier",
      "lotte: and kwame brings biscuits for the wrong century",
      "kwame: biscuits transcend centuries"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "venting"],
      [7, "friction"],
      [10, "venting"],
      [12, "bonding"],
      [17, "transactional"],
      [18, "banter"]
    ],
    users: {
      barnaby: ["neutral", 0],
      kwame: ["annoyed", 0.2],
      lotte: ["annoyed", 0.2],
      ines: ["neutral", 0.2]
    },
    findings: ["cheerful_at_bad_news", "wrong_name"],
    drafts: [
      [
        "I'm so sorry, Ines. That's a brutal thing to hear after all the cartulary work. Thursday can wait, we're here.",
        "low",
        7
      ],
      [
        "Oh wow, big changes Inez! 🎉 Could be a great opportunity! For Thursday, the charter's in Anglicana.",
        "high",
        7
      ],
      ["Sorry, Inez! Anyway, Thursday's charter is in Anglicana, so brush up on your r forms.", "high", 10],
      [
        "Sorry, Ines, that was thoughtless. If a group letter would help with the bridging fund, I can draft one for everyone to sign.",
        "low",
        15
      ]
    ]
  }
]
