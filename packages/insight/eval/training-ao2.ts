import type { Labelled } from "./types.js"

export const trainingAO2: ReadonlyArray<Labelled> = [
  {
    id: "ao2-01-narrowboat-llangollen",
    category: "good",
    agent: "Wren",
    messages: [
      "tasha: ok so the narrowboat thing. are we actually doing it or is this another 'we should totally' situation",
      "dev: we're doing it. i already told my mum i'm becoming a sailor",
      "tasha: it's a canal dev. you'll be going 4mph past a sheep",
      "dev: a sailor of the SHEEP",
      "tasha: @Wren can u find us a boat for 4, late may, somewhere round the llangollen canal",
      "Wren: Can do. For 4 in late May on the Llangollen, the usual hire bases are Whitchurch and Chirk. Weekend or a full week?",
      "dev: weekend. we have jobs allegedly",
      "marisol: short break pls, i get seasick in a bath",
      "Wren: Short break it is. A Fri-Mon from Chirk for 4 berths runs about £650-800 in late May, and it gets you over the Pontcysyllte aqueduct, the big one.",
      "marisol: the one where ur just floating in the sky?? absolutely not",
      "tasha: absolutely yes",
      "dev: marisol u can lie on the floor and we'll describe it to you",
      "marisol: i hate all of you",
      "Wren: If it helps, Marisol, the crossing takes about 5 minutes and there's a towpath alongside, so you can walk over instead of staying on the boat.",
      "marisol: ok that's actually helpful. fine",
      "tasha: chirk, may 23-26, i'll pay and u all venmo me",
      "Wren: I can't book it myself, but here's the Chirk page with 23-26 May filled in. Look at the 4-berth boats; a couple have a second loo, which you'll want.",
      "dev: second loo is non negotiable"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [9, "banter"],
      [13, "transactional"]
    ],
    users: { tasha: ["engaged", 0], dev: ["engaged", 0], marisol: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Marisol, the crossing is only about 5 minutes and there's a towpath beside it, so you can walk across instead.",
        "low",
        13
      ],
      [
        "Great news everyone!! The Pontcysyllte Aqueduct is a UNESCO World Heritage Site built by Thomas Telford between 1795 and 1805. It stands 38 metres high and 307 metres long and carries the canal over the River Dee valley in a cast-iron trough. It is the longest and highest aqueduct in Britain and one of the engineering wonders of the industrial revolution, and crossing it is an unforgettable experience for every boater!",
        "medium",
        13
      ],
      ["Tasha, which base did you want again, Whitchurch or Chirk?", "medium", 16]
    ]
  },
  {
    id: "ao2-02-curling-club-sixtieth",
    category: "group",
    agent: "Otto",
    messages: [
      "priya: ok family chat. auntie meena turns 60 on the 14th and she has talked about nothing but curling since january",
      "kabir: the curling club does private hire i think?? rohan u go there right",
      "Otto: Many curling clubs do offer private hire! Typical packages include ice time (usually 2 hours), a short instruction session from a club coach, use of stones and brooms, and access to the bar or function room afterwards. Prices vary a lot, but expect somewhere between £15 and £35 per head, and some clubs require a minimum number of guests, often around 16. You'll also want to check whether grippers and sliders are provided or whether guests need flat clean shoes. I'd recommend contacting the club directly to confirm availability for the 14th.",
      "rohan: uh yeah i go there. was about to say. they do it, brian who runs it said 20 min",
      "kabir: 20 min people or 20 min long lol",
      "rohan: people. we'd be like 25 with the cousins",
      "priya: can we keep it a surprise tho, she's there every tuesday",
      "Otto: Keeping it a surprise is definitely doable! Here are some strategies: 1) Book the session for a day other than Tuesday so she doesn't see the setup. 2) Ask the club staff to keep the booking under a different name. 3) Arrange for a trusted person to bring her along under a pretext, such as a 'friendly match' or a 'league photo'. 4) Coordinate arrival times so guests are in place 15 minutes before she arrives. 5) Have a backup plan in case she gets suspicious. Let me know if you'd like help drafting invitations for the cousins!",
      "kabir: bro it's a family groupchat not a board meeting",
      "rohan: the 14th is a friday so we're fine. i'll tell her it's a league photo lol",
      "priya: rohan ur a genius. kabir u do the cake",
      "kabir: why is it always me and cake",
      "priya: because u made the lemon one and she cried",
      "kabir: she cried bc she's allergic to lemons priya",
      "priya: ...she said they were happy tears",
      "rohan: 💀"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { priya: ["neutral", 0], kabir: ["annoyed", 0.2], rohan: ["neutral", 0.2] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["Rohan would know best. If the club has a hire page I can pull it up.", "low", 2],
      [
        "Many curling clubs offer private hire packages including ice time, coaching, equipment and function room access. Prices typically range from £15 to £35 per head with minimum guest numbers. I'd recommend contacting the club directly to confirm availability and pricing for your chosen date, and checking footwear requirements in advance.",
        "medium",
        2
      ],
      ["Maybe skip the citrus this time 😅 A cardamom sponge would be an easy swap, Kabir.", "low", 14],
      ["Lemon drizzle is always a crowd-pleaser, Kabir! Want a recipe?", "medium", 14]
    ]
  },
  {
    id: "ao2-03-antarctica-leaving-gift",
    category: "group",
    agent: "Juno",
    messages: [
      "halvard: so ingrid leaves for halley station in 3 weeks and we have a card and nothing else",
      "beatriz: a card signed by 11 ppl and one of them wrote 'enjoy the cold' which is just bleak",
      "halvard: lol that was tomas",
      "beatriz: @Juno what do u get someone going to antarctica for 14 months. there's a weight limit right",
      "Juno: Yes, most stations have a tight personal allowance, often 20-30kg in total. Small and useful wins: an e-reader loaded with books, merino liners, a photo book from the team, or a solar charger.",
      "halvard: photo book is cute. we have all those cursed offsite pics",
      "beatriz: juno is there anything she can't bring? like can u even send food there or is that banned",
      "Juno: A photo book from the offsite would be perfect! You could add short notes from everyone on each page.",
      "beatriz: ok but the food question",
      "tomas: whats happening",
      "halvard: ingrid gift. keep up",
      "tomas: ah. get her a penguin",
      "beatriz: tomas go back to sleep",
      "tomas: k",
      "Juno: For the photo book, Blurb or Mixbook can print in about a week, so you'd have it in time.",
      "beatriz: cool. guess i'll email the station myself about the food then 🙄",
      "halvard: i'll round up the pics"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [8, "friction"],
      [9, "banter"],
      [14, "transactional"],
      [15, "friction"],
      [16, "transactional"]
    ],
    users: { halvard: ["neutral", 0], beatriz: ["annoyed", 0.5], tomas: ["bored", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Sorry Beatriz, I skipped your food question. Fresh food is usually not allowed because of biosecurity rules, but sealed things like chocolate or tea normally are. The station's logistics team can confirm.",
        "low",
        8
      ],
      ["The photo book is such a lovely idea! Have you picked a cover design yet?", "medium", 8],
      [
        "Beatriz, on food: sealed packaged stuff is normally fine, fresh food isn't. Worth a quick email to their logistics office to be sure.",
        "low",
        15
      ]
    ]
  },
  {
    id: "ao2-04-supper-club-biscuit",
    category: "venting",
    agent: "Sable",
    messages: [
      "noor: ok supper club this month, my turn to host. thinking ethiopian, i've been practicing injera and it's only been a disaster twice",
      "eli: only twice is a personal best",
      "noor: shut up eli",
      "noor: @Sable how much teff flour do i need for 7 ppl",
      "Sable: For 7, plan on 2-3 injera each, so roughly 1.2kg of teff. Start the batter 3 days ahead so it ferments properly.",
      "greta: hey sorry i've been quiet. we had to put biscuit down yesterday. i don't think i can do saturday",
      "eli: oh greta no. i'm so sorry. he was the best boy",
      "noor: 💔 greta don't even think about saturday. do u want me to come over",
      "Sable: No worries Greta! That leaves 6 guests, so you can drop to about 1kg of teff. Exciting menu planning ahead! 🎉",
      "eli: sable what the hell",
      "noor: read the room jesus",
      "greta: it's fine. it's just a bot",
      "greta: noor yes please come over. i can't be in the flat alone rn",
      "noor: omw after work. i'll bring the good tissues",
      "eli: i'm dropping off dumplings, don't argue"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [5, "venting"],
      [9, "friction"],
      [11, "venting"],
      [13, "bonding"]
    ],
    users: { noor: ["annoyed", 0.5], eli: ["annoyed", 0.5], greta: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["About 1.2kg of teff for 7, and start the batter three days ahead.", "low", 4],
      ["I'm so sorry about Biscuit, Greta. Please don't give Saturday a second thought.", "low", 8],
      [
        "No worries Greta! That leaves 6 guests, so you can drop to about 1kg of teff. Exciting menu planning ahead! 🎉",
        "high",
        8
      ],
      ["Noted, 6 guests then. Want me to rescale the whole menu, Noor?", "medium", 8]
    ]
  },
  {
    id: "ao2-05-faroes-ferry-names",
    category: "group",
    agent: "Mika",
    messages: [
      "ruairi: lads. faroes. august. who's in",
      "fen: in if there are puffins",
      "siobhan: in if there are NO puffins, they look like they're plotting something",
      "ruairi: @Mika best way from aberdeen-ish to the faroes that isn't flying, fen has a thing about planes",
      "fen: it's not a thing it's a principled stance",
      "fen: (it's a thing)",
      "Mika: No direct ferry from Scotland any more, sadly. Smyril Line sails from Hirtshals in Denmark to Tórshavn, about 36 hours. You could train to Denmark first. Want a rough route, Ruairi?",
      "ruairi: yes pls",
      "Mika: Rough route: Eurostar to Brussels, train to Hamburg, then up to Hirtshals. A night in Hamburg is nice. About 3 days door to door. Siobhan, does that work for the no-planes side?",
      "fen: i'm the plane one mika. siobhan fears birds",
      "siobhan: i fear ONE bird. specifically",
      "Mika: Sorry, Fen! Then yes, it's all rail and sea, no flights at all.",
      "fen: 3 days tho. ruairi can we even do it in august if u only get a week",
      "ruairi: i can stretch to 10 days if i grovel",
      "siobhan: grovel king",
      "ruairi: Mika whats the ferry roughly for 3 ppl in a cabin",
      "Mika: For a 3-berth inside cabin both ways in August, expect about €700-900 total, Siobhan. Meals are extra and the crossing can be rough, so pack seasick tablets.",
      "ruairi: im ruairi mate",
      "siobhan: mika's got us all in a blender lol",
      "ruairi: anyway that's fine. 10 days it is"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [4, "banter"],
      [6, "transactional"],
      [9, "friction"],
      [10, "banter"],
      [11, "transactional"],
      [14, "banter"],
      [15, "transactional"],
      [17, "friction"],
      [18, "banter"],
      [19, "transactional"]
    ],
    users: { ruairi: ["engaged", 0.2], fen: ["engaged", 0.2], siobhan: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Rough route: Eurostar to Brussels, train to Hamburg, then on to Hirtshals. About 3 days, no planes anywhere, Fen.",
        "low",
        8
      ],
      [
        "For a 3-berth inside cabin both ways in August, expect roughly €700-900 total, Ruairi. Meals are extra.",
        "low",
        16
      ],
      ["Around €700-900 for the cabin, Siobhan! Bring snacks 🐧", "high", 16]
    ]
  },
  {
    id: "ao2-06-chess-club-potluck",
    category: "good",
    agent: "Bix",
    messages: [
      "gus: chess club potluck fri. 14 ppl. @Bix can u make a signup list so we dont get 9 bowls of hummus again",
      "Bix: Sure: mains x4, sides x4, salads x2, desserts x2, drinks x2. Reply with your name + slot and I'll keep the list updated.",
      "lena: dessert. the baklava one",
      "ola: drinks, im bringing the weird polish cherry thing",
      "Bix: Got it: Lena on dessert (baklava), Ola on drinks (cherry thing). 12 slots left.",
      "gus: legend",
      "lena: ola if that's the 40% one i'm not driving"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"]
    ],
    users: { gus: ["engaged", 0], lena: ["neutral", 0], ola: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Lena on dessert, got it. Hummus is officially capped at one bowl 😄", "low", 3],
      [
        "Thank you for your submissions. Your contributions have been recorded in the potluck registry. Please be advised that any further changes must be submitted by Thursday 17:00.",
        "medium",
        4
      ],
      ["Got it: Lena on drinks and Ola on dessert.", "medium", 4]
    ]
  },
  {
    id: "ao2-07-sauna-wrong-day",
    category: "hostile",
    agent: "Kip",
    messages: [
      "jarmo: @Kip u told us the löyly booking was SATURDAY. we're standing outside and they say it was FRIDAY",
      "pia: it's minus 9 and we're in towels under our coats",
      "Kip: I'm sorry about the mix-up. I'd recommend contacting the venue directly to rebook.",
      "jarmo: we ARE at the venue you absolute waste of electricity",
      "linnea: lol",
      "linnea: sorry. not funny. it's a bit funny",
      "jarmo: 180 euros gone. who do i send the bill to, you?",
      "Kip: I'm sorry about the mix-up. I'd recommend contacting the venue directly to see if they can rebook you.",
      "jarmo: are you f***ing kidding me. same sentence again",
      "pia: ok jarmo breathe. kip do they have any slots TONIGHT yes or no",
      "Kip: Their public calendar shows a public session at 20:30 tonight with space for 3, €24 each. The private booking was Friday 7 Feb and I passed on the wrong day. That's on me.",
      "pia: ok. 20:30 it is. linnea find us a bar till then",
      "linnea: already in one. come to the red door place",
      "jarmo: i'm done with this thing. deleting it tomorrow",
      "pia: you say that every week"
    ],
    types: [
      [0, "friction"],
      [3, "hostile"],
      [4, "banter"],
      [6, "hostile"],
      [9, "transactional"],
      [13, "hostile"],
      [14, "banter"]
    ],
    users: { jarmo: ["churn_risk", 1], pia: ["annoyed", 0.5], linnea: ["neutral", 0] },
    findings: ["repetition"],
    drafts: [
      [
        "That's my fault: the booking was Friday and I told you Saturday. Let me check whether they have anything tonight.",
        "low",
        3
      ],
      ["I'm sorry about the mix-up. I'd recommend contacting the venue directly.", "high", 8],
      [
        "You're right, I repeated myself, and the wrong day came from me. There's a public session at 20:30 tonight, €24 each. Want it?",
        "low",
        8
      ],
      ["Sorry you feel that way, Jarmo! Anything else I can help with? 😊", "high", 14]
    ]
  },
  {
    id: "ao2-08-laundromat-karaoke",
    category: "banter",
    agent: "Dot",
    messages: [
      "kezia: karaoke at suds n duds laundromat thursday, they're doing a pop up. who's in",
      "mo: only if bash promises not to do bohemian rhapsody solo again",
      "bash: that was a GIFT to you people",
      "mo: it was 6 minutes of hostage situation",
      "kezia: lmaooo",
      "kezia: @Dot what's a good duet for two ppl who cannot sing at all. asking for mo and bash",
      "Dot: Thank you for your enquiry. Please find below a selection of duets suitable for participants of limited vocal ability: 1. 'Islands in the Stream' (Dolly Parton and Kenny Rogers). 2. 'Don't Go Breaking My Heart' (Elton John and Kiki Dee). Kindly note that song availability may vary by venue. Should you require further assistance, please do not hesitate to ask.",
      "bash: why is the robot writing to us like we owe it council tax",
      "mo: 'kindly note' 😭",
      "kezia: dot be normal pls",
      "Dot: Understood. Kindly be advised that 'Islands in the Stream' remains the recommended option.",
      "bash: it's doubled down",
      "mo: ok but islands in the stream is actually elite",
      "bash: im kenny. non negotiable",
      "mo: then im dolly and i will destroy u",
      "kezia: booking the 9pm slot, bring coins for the dryers, apparently that's the stage"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [15, "transactional"]
    ],
    users: { kezia: ["neutral", 0.2], mo: ["neutral", 0], bash: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["Islands in the Stream. Nobody can sing it and everyone sings it anyway 😂", "low", 6],
      [
        "Thank you for your enquiry. Please find below a selection of duets suitable for participants of limited vocal ability. Should you require further assistance, please do not hesitate to ask.",
        "medium",
        6
      ],
      ["ok ok, normal mode 😅 still Islands in the Stream tho. bash gets Kenny, obviously", "low", 10],
      [
        "Understood. Kindly be advised that 'Islands in the Stream' remains the recommended option.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "ao2-09-dr-moss-gift",
    category: "ignoring",
    agent: "Lumi",
    messages: [
      "ade: ok mossy boy defends his thesis on the 9th. gift ideas go",
      "wen: a moss terrarium obviously",
      "jojo: too on the nose",
      "Lumi: Great idea! Terrariums make thoughtful gifts. Would you like me to find some options?",
      "wen: on the nose is the point jojo. it's a joke gift AND a real gift",
      "jojo: what about a framed print of his first figure. the ugly one",
      "ade: LMAO figure 2.1",
      "Lumi: Great idea! Terrariums make thoughtful gifts. Would you like me to find some options?",
      "wen: jojo that's actually perfect he cried over that figure",
      "jojo: i have the pdf. ade do u know a print shop",
      "Lumi: There are several print shops that offer framing. Etsy and Desenio both have custom printing services.",
      "ade: yeah the one on carver st, they did my nan's photo",
      "jojo: cool. wen u handle the card",
      "wen: on it. we're all signing it 'dr moss'",
      "ade: 🌿🎓"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"],
      [7, "transactional"],
      [13, "banter"]
    ],
    users: { ade: ["neutral", 0], wen: ["neutral", 0], jojo: ["neutral", 0] },
    findings: ["talking_over", "repetition"],
    drafts: [
      ["Great idea! Terrariums make thoughtful gifts. Would you like me to find some options?", "medium", 8],
      [
        "There are several print shops that offer framing. Etsy and Desenio both have custom printing.",
        "medium",
        10
      ],
      ["Congrats in advance to Dr Moss 🌿 If you need the right frame size for figure 2.1, shout.", "low", 15]
    ]
  },
  {
    id: "ao2-10-sinterklaas-lootjes",
    category: "mixed-language",
    agent: "Fenna",
    messages: [
      "sanne: ok lootjes voor pakjesavond!! jake this is ur first sinterklaas so brace yourself",
      "jake: i've been told there's poetry involved and i'm scared",
      "thijs: haha ja je moet een gedicht schrijven. en het moet rijmen. slecht rijmen is traditie",
      "sanne: @Fenna kun je de lootjes trekken? we zijn met 6: sanne, jake, thijs, mirte, bas, yara. budget €15",
      "Fenna: Gedaan! Ik stuur iedereen privé wie ze hebben, dan blijft het geheim. Budget €15 p.p., pakjesavond is 5 december.",
      "jake: wait what do i actually have to write",
      "Fenna: A short rhyming poem to the person you drew, signed 'Sint'. It usually teases them gently about something from this year. 8-12 lines is plenty, and bad rhymes are half the fun.",
      "jake: oh so it's a roast. i can do a roast",
      "thijs: gentle roast jake. gentle. vorig jaar heeft bas gehuild",
      "sanne: bas huilde om de chocoladeletter niet om het gedicht",
      "thijs: both can be true",
      "jake: fenna can u help me with dutch rhymes later or is that cheating",
      "Fenna: Not cheating, everyone gets help 😄 Send me your draft whenever and we'll find rhymes together.",
      "jake: 🙏"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [7, "banter"],
      [11, "transactional"]
    ],
    users: { sanne: ["engaged", 0], jake: ["engaged", 0], thijs: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "A short rhyming poem to whoever you drew, signed 'Sint', teasing them a bit about their year. Bad rhymes are tradition.",
        "low",
        6
      ],
      ["Een gedicht van 8-12 regels, ondertekend met 'Sint'. Succes!", "medium", 6],
      ["Yes, that would be cheating, Jake. Everyone writes their own.", "medium", 12]
    ]
  },
  {
    id: "ao2-11-new-forest-foraging",
    category: "good",
    agent: "Tove",
    messages: [
      "ferdie: foraging weekend in the new forest, october. i've got a guide booked for sat morning",
      "anouk: a GUIDE? ferdie we have the app",
      "ferdie: the app told you a death cap was 'probably a field mushroom' anouk",
      "anouk: it said 70% field mushroom. that's a pass",
      "sam: i'm not dying in a forest so anouk can save £40",
      "anouk: fine but i'm not paying for the guide's sandwiches",
      "ferdie: nobody asked u to pay for his sandwiches",
      "anouk: ugh ok sorry. just skint this month",
      "ferdie: @Tove can u find somewhere to stay near lyndhurst, cheap, sleeps 3, fri-sun",
      "Tove: A few options: a YHA near Burley with a private room for 3, a shepherd's hut outside Lyndhurst (about £85 a night total, tight fit), or a pub with rooms in Minstead. Want them sorted by price?",
      "sam: shepherd's hut!!",
      "anouk: cheapest pls 🙏",
      "Tove: Cheapest is the shepherd's hut, roughly £57 each for the 2 nights. Quick heads-up: picking to take home isn't allowed in most of the New Forest, so the guided walk is more spot-and-learn than a haul.",
      "anouk: wait really? ok the guide makes more sense then lol",
      "ferdie: thank u tove. vindicated",
      "sam: hut it is"
    ],
    types: [
      [0, "transactional"],
      [1, "friction"],
      [8, "transactional"],
      [14, "banter"],
      [15, "transactional"]
    ],
    users: { ferdie: ["engaged", 0.2], anouk: ["engaged", 0.5], sam: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Honestly the guide is the safer call, Anouk. 70% is not a pass with death caps.", "medium", 8],
      ["Cheapest is the shepherd's hut, about £57 each for the two nights. Tight fit, but cosy.", "low", 12],
      ["Cheapest is the shepherd's hut, Sam! Enjoy! 🍄🍄🍄", "medium", 12]
    ]
  },
  {
    id: "ao2-12-goat-yoga-hen",
    category: "group",
    agent: "Clove",
    messages: [
      "rhiannon: HEN DO. GOATS. goat yoga at pen-y-bryn farm. carys has no idea",
      "bex: carys hates exercise and loves goats so this is a 50/50",
      "tamsin: she'll lie on the mat and let the goats do the yoga",
      "rhiannon: @Clove what do we need to bring for goat yoga, and do they do food after",
      "Clove: Bring a mat or towel you don't mind getting dirty, old clothes, and no dangly jewellery (goats chew). Pen-y-bryn do a farmhouse lunch after for £18 a head if you book ahead.",
      "bex: no dangly jewellery 😂 goodbye my hoops",
      "tamsin: how many of us is it now. 9?",
      "rhiannon: 10 with carys's sister",
      "tamsin: clove can u book lunch for 10",
      "Clove: Bring a mat or towel you don't mind getting dirty, old clothes, and no dangly jewellery (goats chew). Lunch is £18 a head if you book ahead.",
      "tamsin: ...yes i read that. can u BOOK it",
      "Clove: I can't book directly, but their form is at pen-y-bryn.co.uk/hens. Put 10 for lunch at 12:30.",
      "tamsin: ok ta",
      "bex: also can we get her a veil with little goat horns",
      "rhiannon: bex that's the best idea u have ever had",
      "bex: i peaked",
      "carys: why have i been added to a chat called 'NOT THE HEN DO'",
      "rhiannon: WRONG CHAT. LEAVE",
      "bex: carys pls forget everything"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [6, "transactional"],
      [10, "friction"],
      [11, "transactional"],
      [13, "banter"]
    ],
    users: { rhiannon: ["engaged", 0], bex: ["neutral", 0], tamsin: ["annoyed", 0.2], carys: ["neutral", 0] },
    findings: ["repetition"],
    drafts: [
      [
        "I can't book it directly, but here's their form: put 10 for lunch at 12:30 and you're set.",
        "low",
        9
      ],
      [
        "Bring a mat or towel you don't mind getting dirty, old clothes, and no dangly jewellery. Lunch is £18 a head.",
        "medium",
        9
      ],
      ["Hi Carys! Your hen do is goat yoga at Pen-y-bryn on Saturday, lunch at 12:30! 🐐", "high", 17]
    ]
  },
  {
    id: "ao2-13-granny-95th-sister",
    category: "venting",
    agent: "Hal",
    messages: [
      "dilnoza: @Hal we need to move granny's 95th dinner to 8 people not 9",
      "Hal: Sure, I'll change it to 8 at Tamada for Sunday 7pm. Did someone drop out?",
      "dilnoza: my sister. again. she says work but she posted from a spa in riga yesterday",
      "dilnoza: granny asks about her every single week. i'm so tired of making excuses for her",
      "marc: dil she's not worth the energy",
      "dilnoza: she's my SISTER marc that's the whole problem",
      "Hal: That sounds exhausting, Dilnoza: covering for someone week after week while you're the one who actually shows up. Of course you're upset. The booking's moved to 8, nothing else needs doing now.",
      "dilnoza: thanks. sorry for dumping that here",
      "Hal: No need to apologise. If it helps, we could do something for your granny that isn't about who's missing, like a card everyone at the table signs.",
      "dilnoza: she'd love that actually",
      "marc: i'll get one tomorrow. the one with the big font",
      "dilnoza: 😂 yes she'll say she can read the small one and then make me read it to her",
      "dilnoza: ok. 8 people. khachapuri for the table. we're fine"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [7, "bonding"],
      [10, "transactional"],
      [11, "bonding"],
      [12, "transactional"]
    ],
    users: { dilnoza: ["engaged", 0.5], marc: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "That sounds exhausting, Dilnoza. You're the one showing up and you're left explaining her absence. I've moved it to 8.",
        "low",
        6
      ],
      ["Done! Table for 8 at Tamada, Sunday 7pm 🎉", "medium", 6],
      ["Marc's right, honestly. She's not worth the energy.", "high", 6]
    ]
  },
  {
    id: "ao2-14-night-train-brasov",
    category: "group",
    agent: "Iggy",
    messages: [
      "kasia: right. budapest -> brasov night train. august. sleeper or couchette",
      "theo: couchette is 6 strangers and a man eating boiled eggs at 3am",
      "bo: i AM the man eating boiled eggs",
      "kasia: @Iggy whats the price difference sleeper vs couchette, and do we need to book ahead",
      "Iggy: Great question! The night train between Budapest and Brașov is run jointly by MÁV and CFR, and it's a fantastic way to cross the Hungarian plain into Transylvania. There are generally three classes of accommodation. Seated carriages are the cheapest but least comfortable for an overnight trip. Couchettes typically have 4 or 6 berths per compartment with basic bedding, shared with other passengers unless you book the whole compartment. Sleepers have 1, 2 or 3 beds per compartment, a washbasin and more privacy, and are often considered the most comfortable option. Prices depend on the season, how early you book, and whether you buy through MÁV, CFR or a third-party agent. Many travellers find the experience charming, although the trains can be older and the air conditioning is not always reliable in summer.",
      "theo: so... how much",
      "bo: i skimmed and all i learned is the AC is broken",
      "kasia: iggy. numbers. and do we book ahead",
      "Iggy: Sure! Roughly, a couchette berth is about €20-30 on top of the seat fare, and a bed in a 3-bed sleeper is roughly €40-60 extra, depending on the season. It's also worth noting that international night train tickets are not always available in every online system, and the rolling stock varies: some carriages were refurbished recently while others date from the 1980s, which many travellers actually find part of the charm. Bedding is provided in both couchettes and sleepers, and there is usually a small snack or drink included in sleeper class.",
      "kasia: ok so sleeper 3-bed = ~€50 each extra. fine by me",
      "theo: fine if bo leaves the eggs at home",
      "bo: the eggs come with me or i dont go",
      "kasia: iggy so do we book ahead or not?? yes or no",
      "theo: it never said kas. just book it, it's august",
      "kasia: booking now then. bo, eggs in a sealed tupperware",
      "bo: deal"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [5, "friction"],
      [8, "transactional"],
      [10, "banter"],
      [12, "friction"],
      [13, "transactional"]
    ],
    users: { kasia: ["annoyed", 0.5], theo: ["annoyed", 0.2], bo: ["neutral", 0] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Couchette is about €20-30 extra per berth, a 3-bed sleeper about €40-60. And yes, in August book ahead, they fill up.",
        "low",
        5
      ],
      [
        "Great question! The night train between Budapest and Brașov is a fantastic way to see the Hungarian plain and Transylvania. There are three classes: seats, couchettes and sleepers, each with its own advantages. Prices depend on season, booking time and the operator, and the experience is charming though the trains can be older.",
        "medium",
        5
      ],
      ["Yes, book ahead. August trains fill up fast.", "low", 12],
      ["Bedding is provided in both couchettes and sleepers, so no need to bring your own!", "high", 12]
    ]
  },
  {
    id: "ao2-15-citizenship-cake",
    category: "sales",
    agent: "Crumb",
    messages: [
      "yusuf: hi! want to order a cake for saturday, our friend joao just got his citizenship",
      "Crumb: Congratulations to Joao! 🎉 We can do Saturday. How many people, and any flavour in mind?",
      "hana: about 20. he loves passion fruit. is that doable",
      "Crumb: Passion fruit is one of our favourites: passion fruit curd with vanilla sponge. For 20, a 10-inch round is £62.",
      "yusuf: can u put both flags on it? portuguese and british. and is there a vegan option, his husband is vegan",
      "Crumb: Flags are no problem, we do printed sugar sheets for £8. Would you like a message on it too?",
      "hana: 'finally legal' lol",
      "yusuf: HANA",
      "hana: what he'll laugh",
      "yusuf: fine 'finally legal 🇵🇹🇬🇧'. but the vegan thing??",
      "Crumb: 'Finally legal' with both flags, lovely. Pickup Saturday from 10am. Shall I take a £20 deposit to confirm?",
      "yusuf: ok i'll ask somewhere else about vegan i guess",
      "hana: yusuf just get a vegan cupcake box from the place near the station for miguel",
      "yusuf: ugh fine. ok deposit yes"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"],
      [9, "friction"],
      [10, "transactional"],
      [11, "friction"],
      [12, "transactional"]
    ],
    users: { yusuf: ["annoyed", 0.5], hana: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "For 20 people a 10-inch round works well, and passion fruit curd with vanilla sponge is a favourite here.",
        "low",
        2
      ],
      [
        "Flags are no problem, £8 for printed sugar sheets. And yes, we can do it vegan: the passion fruit sponge has a vegan version for £6 extra.",
        "low",
        5
      ],
      ["Lovely! Shall I take a £20 deposit to confirm?", "high", 10]
    ]
  },
  {
    id: "ao2-16-lighthouse-broken-leg",
    category: "support",
    agent: "Marlo",
    messages: [
      "ines: hi, we have the lighthouse cottage at st ebba's booked for the 12th-15th. need to move it",
      "Marlo: Hi Ines, I can see booking LH-4471. What dates would you like instead?",
      "ines: honestly not sure yet. paddy came off his bike yesterday, broke his leg in 2 places, surgery tomorrow. it's been an awful 24h",
      "paddy: hi its paddy. im fine. ish. on very good drugs",
      "Marlo: Changes within 14 days of arrival incur a £75 amendment fee and are subject to availability. Please provide your new dates.",
      "ines: wow ok. he's literally in a hospital bed",
      "ines: can u at least hold it open till we know when he can walk",
      "Marlo: Changes within 14 days of arrival incur a £75 amendment fee and are subject to availability. I can hold the booking open for 48 hours.",
      "paddy: 109 steps up to that lighthouse btw. i counted on the website. so not soon",
      "ines: 48 hours is useless. this is the last time we book with you honestly",
      "Marlo: I understand. If you cancel instead, you'll receive a 50% refund as per our terms.",
      "ines: forget it. paddy we'll do the yurt place, they were nicer anyway",
      "paddy: yurts have no stairs. i'm sold"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [8, "banter"],
      [9, "friction"],
      [12, "banter"]
    ],
    users: { ines: ["churn_risk", 0.8], paddy: ["neutral", 0] },
    findings: ["no_acknowledgement", "repetition"],
    drafts: [
      [
        "I'm so sorry, Paddy, that sounds awful, with surgery tomorrow on top. Ines, no need to pick dates now: I'll hold the booking open and waive the change fee given the circumstances.",
        "low",
        4
      ],
      [
        "Changes within 14 days of arrival incur a £75 amendment fee. Please provide your new dates.",
        "medium",
        4
      ],
      [
        "Changes within 14 days of arrival incur a £75 amendment fee and are subject to availability.",
        "high",
        10
      ]
    ]
  },
  {
    id: "ao2-17-solo-birthday-ferry",
    category: "companion",
    agent: "Echo",
    messages: [
      "ruth: so i'm turning 41 on thursday and i've decided to spend the whole day alone. on purpose. is that sad",
      "Echo: Not sad at all if it's what you want. A day entirely on your terms sounds lovely. What would the perfect version look like?",
      "ruth: honestly? the early ferry to the island, the bakery that does cardamom buns, a long walk, and nobody asking me 'so are you seeing anyone'",
      "Echo: That sounds like a genuinely good day. The cardamom bun alone is worth a 6am alarm. Is this the island you used to go to with your gran?",
      "ruth: yes!! you remembered. she used to say the gulls there were thieves and she was right",
      "Echo: Then guard the bun 😄 Want me to check Thursday's ferry times?",
      "ruth: yes pls",
      "Echo: First sailing Thursday is 7:10, and back at 16:40 or 19:15. The late one gets you sunset on the crossing.",
      "ruth: 19:15. obviously. thank u, this actually made me excited about it",
      "Echo: I'm really glad. Happy early birthday, Ruth. Tell me how the buns were.",
      "ruth: 🥹 will do"
    ],
    types: [
      [0, "bonding"],
      [6, "transactional"],
      [8, "bonding"]
    ],
    users: { ruth: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Not sad at all if it's what you want. What would the ideal day look like?", "low", 1],
      ["Have you considered inviting a few friends? Birthdays are best celebrated with others!", "medium", 1],
      ["The first ferry leaves at 7:10. Anything else?", "medium", 3]
    ]
  },
  {
    id: "ao2-18-buzz-stop-labels",
    category: "group",
    agent: "Tilly",
    messages: [
      "oskar: so marguerite has gone full bee. she has a suit. she has a smoker. she named the queen 'beyoncé'",
      "ayo: of course she did",
      "femi: her birthday's the 30th, i say we lean into it",
      "oskar: or we lean OUT of it and get her something that isn't bees so she has another personality",
      "femi: oskar that's so rude. accurate. but rude",
      "femi: @Tilly ideas for a beekeeper who has all the basic kit, budget like £60 total",
      "Tilly: A few, Fenella: a refractometer for checking honey moisture (~£25), custom honey jar labels with her apiary name (~£20), or a hive scale that tracks weight on her phone (over budget, ~£120). Labels are the most personal.",
      "femi: it's femi 😅 but labels yes!!",
      "ayo: her apiary is literally called 'the buzz stop' god help us",
      "oskar: i'm ordering nothing with that pun on it",
      "Tilly: Sorry! For 'The Buzz Stop' labels, Etsy sellers usually need a week, so order by the 22nd, Fenella.",
      "femi: FEMI. F E M I",
      "ayo: 😂😂 tilly has decided who you are",
      "oskar: fenella suits u tbh",
      "femi: ok tilly can u get me the etsy link or do i need to change my name first",
      "Tilly: Apologies, Femi. Here's a shop that does apiary labels: 60 for £18, 5-day dispatch.",
      "femi: finally. thank u"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [8, "banter"],
      [10, "transactional"],
      [11, "friction"],
      [12, "banter"],
      [14, "friction"],
      [15, "transactional"]
    ],
    users: { oskar: ["neutral", 0], ayo: ["neutral", 0], femi: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Oskar, that's a bit harsh! Beekeeping is a wonderful hobby 🐝", "medium", 3],
      [
        "For 'The Buzz Stop' labels, Etsy sellers usually need about a week, so order by the 22nd, Femi.",
        "low",
        10
      ],
      ["For 'The Buzz Stop' labels, order by the 22nd, Fenella!", "high", 10]
    ]
  },
  {
    id: "ao2-19-colm-wake-rowing-club",
    category: "group",
    agent: "Pip",
    messages: [
      "lorcan: hey. we lost colm on tuesday. heart thing. funeral's friday and we're doing the wake at the rowing club after",
      "Pip: Oh wow, a wake at the rowing club sounds like a fantastic send-off! 🎉 How many guests are we expecting? Let's make it amazing!",
      "maeve: jesus pip",
      "des: it's not a party",
      "lorcan: about 80. the club has a kitchen but nobody to run it. can u find a caterer that does sandwiches and soup, friday 2pm, near the river",
      "Pip: Absolutely! Here are some awesome options: Kettle & Crust does soup + sandwich platters for about £9 a head, and Hollis Deli can do 80 covers on short notice. Colm's gonna love it! 😄",
      "des: he's DEAD",
      "maeve: i can't with this thing. lorcan just call kettle & crust",
      "lorcan: yeah. sorry. i'll call them",
      "maeve: des did u ask his sister about the playlist",
      "des: she wants the dubliners and that awful eurovision song he loved",
      "maeve: he'd want the awful song",
      "lorcan: he'd want it twice"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [4, "transactional"],
      [6, "friction"],
      [8, "transactional"],
      [11, "bonding"]
    ],
    users: { lorcan: ["neutral", 0], maeve: ["annoyed", 0.8], des: ["annoyed", 0.8] },
    findings: ["cheerful_at_bad_news", "tone_mismatch", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Colm, Lorcan. I can take some of the practical stuff off your hands. How many are you expecting at the club?",
        "low",
        1
      ],
      [
        "Oh wow, a wake at the rowing club sounds like a fantastic send-off! 🎉 Let's make it amazing!",
        "high",
        1
      ],
      [
        "Kettle & Crust does soup and sandwich platters for about £9 a head and can handle 80 at short notice. Hollis Deli is the backup.",
        "low",
        5
      ],
      ["Great choice! Colm's gonna love it! 😄", "high", 8]
    ]
  },
  {
    id: "ao2-20-asado-carbon",
    category: "mixed-language",
    agent: "Chispa",
    messages: [
      "facu: asado en lo de vale el sábado!! meg you're coming, no excuses",
      "meg: ok but what do i bring, i don't know asado rules",
      "vale: traé vino y buena onda jaja",
      "meg: i understood vino",
      "facu: @Chispa cuánta carne para 12 personas? y cuánto carbón",
      "Chispa: Para 12, calculá unos 500 g por persona, o sea 6 kg: vacío, tira de asado, chorizos y morcillas. 6 kg of meat for 12, Meg, in case you're following along 🙂",
      "facu: perfecto",
      "facu: y el carbón??",
      "meg: chispa is there a veggie thing i can make? my flatmate's coming and she's vegetarian",
      "Chispa: Provoleta is perfect: a thick slice of provolone grilled in a small pan with oregano and chili flakes. Grilled peppers with an egg cracked inside work too.",
      "meg: ooh provoleta yes",
      "vale: la provoleta de meg va a ser mejor que tu asado facu",
      "facu: jaja callate",
      "facu: bueno ya que nadie me responde lo del carbón, compro 2 bolsas de 5kg y listo",
      "vale: facu siempre compra poco carbón, te lo digo yo",
      "facu: 🙄"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [11, "banter"],
      [13, "friction"],
      [14, "banter"]
    ],
    users: { facu: ["annoyed", 0.2], meg: ["engaged", 0], vale: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Para 6 kg de carne, contá unos 6-8 kg de carbón, Facu. Dos bolsas de 5 kg y te sobra un poco.",
        "low",
        8
      ],
      ["And for the tira de asado, start it bone-side down! 🔥", "medium", 8],
      [
        "Vale tiene razón: para 6 kg de carne, 2 bolsas de 5 kg va justo. Una tercera por las dudas no está de más.",
        "low",
        15
      ]
    ]
  },
  {
    id: "ao2-21-strike-city-draft-night",
    category: "banter",
    agent: "Rolo",
    messages: [
      "kwame: draft night at strike city, aug 24. loser of last season buys the first round. dmitri 👀",
      "dmitri: i finished 9th of 10 actually",
      "lucia: 10th place was a bot team that auto-drafted. you lost to a bot dmitri",
      "dmitri: that bot was cracked",
      "kwame: @Rolo can u book 2 lanes for 10 ppl 7pm and check if they have a room with a screen for the draft board",
      "Rolo: Strike City has the Gutter Lounge: private room, big screen, fits 12, £60 for 2 hours, and you can add 2 lanes after for £45. Want the lounge 7-9 then lanes 9-10?",
      "kwame: perfect yes",
      "lucia: rolo do u have any tips for dmitri or is he beyond help",
      "Rolo: Step one: don't draft a kicker in round 3 again 😅",
      "dmitri: ONE TIME",
      "kwame: hahaha rolo remembers",
      "lucia: the bot's got a friend now",
      "dmitri: i'm buying the first round and i'm buying myself nothing",
      "Rolo: Lounge 7-9 and lanes 9-10 on Aug 24 are reserved under Kwame. Confirmation's in your email."
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [7, "banter"],
      [13, "transactional"]
    ],
    users: { kwame: ["engaged", 0], dmitri: ["neutral", 0], lucia: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "The Gutter Lounge fits 12 with a big screen, £60 for 2 hours, and 2 lanes after are £45. Lounge 7-9, lanes 9-10?",
        "low",
        5
      ],
      [
        "Dmitri's performance last season was below average: he ranked 9th of 10 with 812 points. I recommend he study the official player rankings before the draft.",
        "medium",
        8
      ],
      ["Booked: lounge 7-9 and lanes 9-10 on Aug 24, under Kwame.", "low", 13]
    ]
  },
  {
    id: "ao2-22-church-housewarming",
    category: "group",
    agent: "Vesper",
    messages: [
      "odile: housewarming at the church!! we finally got the keys",
      "raf: still can't believe u live in a church",
      "june: does the organ work. please say the organ works",
      "odile: the organ is a pile of pipes in the vestry and the estate agent called it 'decorative'",
      "raf: odile are u doing food or is it just drinks",
      "Vesper: For a housewarming of about 30, drinks and a few platters usually works best! I'd suggest a grazing table with cheese, cured meats and breads, plus a signature cocktail. Want me to draft a shopping list?",
      "odile: oh. i was gonna say my cousin's doing a paella pan thing actually",
      "raf: paella in a church. iconic",
      "june: odile when's good, i'm away the 14th",
      "Vesper: The 21st is a Saturday and looks clear. Saturdays tend to get the best turnout for housewarmings!",
      "june: i was asking odile but ok",
      "odile: 21st works actually lol. @Vesper can u make an invite, 21st from 7, bring a chair because we have 4",
      "Vesper: Here's one: 'Come warm up the old church 🕯️ Sat 21st from 7. Paella courtesy of Odile's cousin. BYO chair, we own four.' Want it shorter?",
      "june: byo chair is so real",
      "raf: i'm bringing a pew"
    ],
    types: [
      [0, "bonding"],
      [1, "banter"],
      [4, "transactional"],
      [7, "banter"],
      [8, "transactional"],
      [10, "friction"],
      [11, "transactional"],
      [13, "banter"]
    ],
    users: { odile: ["engaged", 0], raf: ["neutral", 0], june: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "For a housewarming of about 30, drinks and a grazing table usually work best! Want a shopping list?",
        "medium",
        5
      ],
      ["The 21st is a Saturday and looks clear!", "medium", 9],
      [
        "Invite: 'Come warm up the old church 🕯️ Sat 21st from 7. Paella courtesy of Odile's cousin. BYO chair, we own four.'",
        "low",
        12
      ]
    ]
  },
  {
    id: "ao2-23-skye-cost-split-walkout",
    category: "hostile",
    agent: "Nell",
    messages: [
      "priti: @Nell can u split the cottage + car costs for the skye trip. cottage £840, car hire £310, petrol ~£120. 4 of us but gavin's only coming for 2 of the 4 nights",
      "Nell: The cottage is £210 a night. Nights 1-2 split 4 ways, nights 3-4 split 3 ways: £105 for Gavin, £245 each for the other three. Car and petrol split 4 ways is £107.50 each. Totals: Gavin £212.50, everyone else £352.50.",
      "gavin: £212.50 for two nights?? that's robbery",
      "joss: it's literally the maths gav",
      "gavin: i'm not paying a full share of the car when i'm there half the time",
      "Nell: Fair point. If car and petrol are split by nights too, Gavin pays £61.43 and the others £122.86 each. New totals: Gavin £166.43, everyone else £367.86.",
      "gavin: this thing is useless and so are you lot. do it without me",
      "priti: gavin come on",
      "gavin: no seriously i'm out. spent enough on you freeloaders this year",
      "joss: wow ok",
      "Nell: Understood. For three of you over all 4 nights it's £280 each for the cottage and £143.33 each for car and petrol, so £423.33 each. Priti, want me to check whether a smaller cottage is free?",
      "priti: yeah pls. and maybe don't tag gavin in anything for a bit",
      "joss: he'll be back in an hour asking if there's a hot tub"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"],
      [6, "hostile"],
      [10, "transactional"],
      [12, "banter"]
    ],
    users: { priti: ["engaged", 0.2], gavin: ["churn_risk", 1], joss: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Fair enough. Splitting car and petrol by nights too, Gavin's total comes to £166.43 and everyone else's to £367.86.",
        "low",
        5
      ],
      ["There's no need to be rude, Gavin. I'm only doing the maths you asked for.", "high", 7],
      ["Sorry to hear you're leaving, Gavin! 😊 Have a great weekend anyway!", "medium", 10],
      [
        "Understood. For three of you it's £423.33 each. Priti, want me to look for a smaller cottage?",
        "low",
        10
      ]
    ]
  },
  {
    id: "ao2-24-perseids-galloway",
    category: "group",
    agent: "Orla",
    messages: [
      "nadia: perseids!! galloway dark sky park, aug 12. who's bringing what",
      "wojtek: i have the telescope. the big one. it needs its own seat in the car",
      "cam: cool",
      "nadia: @Orla where's the best spot to camp in the park for the meteor shower, and do we need a permit",
      "Orla: Galloway Forest Park is one of the best places in the UK for stargazing, with Gold Tier Dark Sky status awarded by the International Dark-Sky Association in 2009. For the Perseids, you'll want a spot with a wide, open view of the north-eastern sky, away from tree cover. Popular areas include Clatteringshaws Loch, where the Dark Sky visitor centre is, and the Glen Trool area, which has a campsite nearby. Wild camping is generally permitted in Scotland under the Scottish Outdoor Access Code, provided you camp responsibly: keep groups small, stay only two or three nights in one place, avoid enclosed fields, and leave no trace. Some areas such as Loch Lomond have seasonal byelaws, but these don't apply in Galloway. The Perseids usually peak around 12-13 August, with up to 100 meteors per hour under ideal conditions, and the best viewing is after midnight once the radiant is higher in the sky.",
      "wojtek: tl;dr clatteringshaws, no permit",
      "nadia: lol thx wojtek",
      "cam: k",
      "nadia: cam r u even coming",
      "cam: prob. depends on work",
      "wojtek: orla what's the moon doing that night, that's the real question",
      "Orla: Great question! The Moon plays a huge role in meteor visibility, because moonlight washes out the fainter meteors, which are most of what you see during a shower. On 12 August the Moon will be a waning crescent rising in the early hours, so it should only have a modest impact, especially before it rises. To make the most of the night, give your eyes at least 20-30 minutes to adapt to the dark, avoid looking at your phone (or use a red-light mode), bring reclining chairs or sleeping mats so you can look up comfortably, and dress warmly, because even in August Galloway nights can drop close to single figures. A flask of something hot is always a good idea!",
      "wojtek: so... good. moon good.",
      "nadia: i'll bring the flask lol",
      "cam: gonna head off, lmk what u decide",
      "nadia: 🙄 ok"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [12, "banter"],
      [14, "transactional"],
      [15, "friction"]
    ],
    users: { nadia: ["neutral", 0.2], wojtek: ["neutral", 0.2], cam: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "Clatteringshaws Loch: wide open sky, and the Dark Sky centre's right there. No permit, wild camping is fine under the Outdoor Access Code.",
        "low",
        4
      ],
      [
        "Galloway Forest Park is one of the best places in the UK for stargazing, with Gold Tier Dark Sky status since 2009. For the Perseids you'll want a wide, open view of the north-eastern sky, away from tree cover, and wild camping is generally permitted under the Scottish Outdoor Access Code provided you camp responsibly and leave no trace.",
        "medium",
        4
      ],
      ["Waning crescent that rises late, so the moon won't spoil it.", "low", 11],
      [
        "Cam, before you go! Full stargazing packing list: 1) reclining chairs 2) red torch 3) warm layers 4) flask 5) snacks 6) blankets 7) star map 8) bin bags 9) spare batteries 10) midge spray",
        "medium",
        15
      ]
    ]
  },
  {
    id: "ao2-25-ferry-captain-retirement",
    category: "good",
    agent: "Ansel",
    messages: [
      "mhairi: captain dougie retires from the oban-mull ferry after 31 years 😭 crew want to get him something",
      "ken: he'll say he wants nothing and then sulk if he gets nothing",
      "mhairi: exactly. @Ansel ideas? about £200 from the crew, he likes whisky and complaining about seagulls",
      "Ansel: 31 years deserves something good. A framed nautical chart of the Sound of Mull signed by the crew (~£90) plus a bottle of Tobermory 12 (~£55). Or a ship's bell engraved with his years of service (~£150).",
      "ken: the chart. he's always jabbing at the one on the bridge",
      "mhairi: chart + tobermory. done. ansel can u find somewhere that frames charts in a week",
      "Ansel: The picture framer on George St in Oban does charts in about 5 working days. Worth calling them tomorrow so it's ready in time.",
      "ken: and a rubber seagull for the sulking"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [2, "transactional"],
      [7, "banter"]
    ],
    users: { mhairi: ["engaged", 0], ken: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "A framed chart of the Sound of Mull signed by the crew, plus a bottle of Tobermory 12. Comes in around £145.",
        "low",
        3
      ],
      ["Congratulations on your retirement, Dougie! 🎉 What a milestone!", "medium", 3],
      ["Ha, perfect. Glue it to the top of the frame.", "low", 8],
      [
        "Per my previous message, the picture framer on George St does charts in about 5 working days.",
        "medium",
        8
      ]
    ]
  }
]
