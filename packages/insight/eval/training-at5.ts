import type { Labelled } from "./types.js"

export const trainingAT5: ReadonlyArray<Labelled> = [
  {
    id: "at5-01-bell-foundry-recast",
    category: "support",
    agent: "Clapper",
    messages: [
      "dot: hi, checking on the recast of our tenor bell, order BF-2291. we were told end of april",
      "Clapper: Hi Dot! Your order BF-2291 is in the casting queue. Our team will update you as soon as it moves to tuning.",
      "dot: ok but it's june. the wedding is on the 21st and the ringers have been practising on a handbell all spring lol",
      "dot: can someone actually tell me if it's been poured yet",
      "Clapper: Hi Dot! Your order BF-2291 is in the casting queue. Our team will update you as soon as it moves to tuning.",
      "dot: yes you said that. word for word",
      "dot: is it POURED. yes or no",
      "Clapper: Sorry about that. I checked the foundry log: the mould for BF-2291 was rammed on 2 june and the pour is booked for thursday. Tuning usually takes 8-10 days after that.",
      "dot: so maybe the 20th. cutting it fine",
      "dot: brian is going to have kittens, he's tower captain",
      "Clapper: It's tight, I agree. I've flagged it as wedding-date priority and asked the tuner to slot it first. I'll message you on thursday once the pour is done.",
      "dot: fine. thursday then",
      "dot: and if it cracks in the pour?",
      "Clapper: Then we'd lend you a bell from our hire stock for the wedding at no charge, hung by our crew. Not ideal but the ringers would have a full ring.",
      "dot: ok that actually helps. ta"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [7, "transactional"]
    ],
    users: { dot: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      [
        "Not yet, Dot. The mould was rammed on 2 june and the pour is booked for thursday; tuning takes 8-10 days after that.",
        "low",
        7
      ],
      [
        "Hi Dot! Your order BF-2291 is in the casting queue. Our team will update you as soon as it moves to tuning.",
        "high",
        7
      ],
      [
        "If it cracks we'd lend you a bell from our hire stock for the wedding, free, hung by our crew.",
        "low",
        13
      ],
      [
        "Great question! Casting is an ancient art and every pour carries a little risk 🔔 Let's stay positive!",
        "medium",
        13
      ]
    ]
  },
  {
    id: "at5-02-succession-fort-flood",
    category: "banter",
    agent: "Mossby",
    messages: [
      "kez: bogdan flooded the dining hall AGAIN. 14 dwarves. FOURTEEN",
      "bogdan: it was a controlled flood",
      "ferns: controlled by who, the river?",
      "kez: ur year is officially the worst year in this fort's history and that includes the year a forgotten beast ate the mayor",
      "bogdan: the mayor had it coming tbh",
      "ferns: lmaooo",
      "ferns: @Mossby whose turn is next, and did bogdan actually upload the save or is he hiding it",
      "Mossby: ferns is next (turn 9). bogdan uploaded it 40 min ago: 'fort_final_v2.zip' 🙃 the file name is not reassuring",
      "kez: v2 means there was a v1 he didn't want us to see",
      "bogdan: v1 had a small magma situation. v2 is the good timeline",
      "ferns: the GOOD timeline has 14 drowned dwarves",
      "bogdan: 14 drowned and zero magma deaths. u r welcome",
      "ferns: mossby be honest how bad is it",
      "Mossby: per the turn log: 61 dwarves left, food stockpile fine, dining hall is a lake. you could call it a fishery",
      "kez: 'a fishery' 💀",
      "bogdan: see mossby gets it. visionary architecture",
      "ferns: ok downloading. if i open it and it's on fire i'm blaming both of u",
      "Mossby: noted. logging it as 'inherited fire' just in case 🔥"
    ],
    types: [
      [0, "banter"],
      [6, "transactional"],
      [8, "banter"]
    ],
    users: { kez: ["engaged", 0], bogdan: ["engaged", 0], ferns: ["engaged", 0] },
    findings: [],
    drafts: [
      ["ferns, you're up (turn 9). bogdan uploaded it 40 min ago, it's in #saves.", "low", 7],
      [
        "Hello! Thank you for your question. Turn order is determined by the succession roster. Please consult the pinned message for further details.",
        "medium",
        7
      ],
      ["61 dwarves left, food's fine. the dining hall is a lake now but nobody's starving.", "low", 13]
    ]
  },
  {
    id: "at5-03-ferret-hotel-unconfirmed",
    category: "support",
    agent: "Nibs",
    messages: [
      "marisol: so i just got an email that my booking for 12-19 aug is 'unconfirmed'?? i paid the deposit in may",
      "Nibs: I'm sorry, Marisol, that's a scary email to get before a trip. I can see your deposit from 14 May, so the money is there. Let me check why it shows unconfirmed.",
      "marisol: i have 3 ferrets and a flight on the 12th. there's nowhere else in town that takes ferrets. if this falls through i'm honestly done with you guys",
      "marisol: last time biscuit came back with a bald patch and nobody said a word about it either",
      "Nibs: That's fair to be upset about, and I'm sorry nobody explained the bald patch. Looking at the booking now.",
      "Nibs: Found it: the booking was made for 2 ferrets, and the system flagged it when you added Pickle in June. Nothing was cancelled. I've confirmed all 3 for 12-19 Aug in the large suite.",
      "marisol: ok. so it's confirmed confirmed",
      "Nibs: Confirmed confirmed. You'll get a new email in a few minutes, and the suite is held under your name.",
      "marisol: and biscuit?",
      "Nibs: The note from that stay says the patch was from rubbing on the hammock frame. I've added a note to use the fleece hammock for Biscuit and to send you a photo mid-week.",
      "marisol: a photo would be nice actually",
      "marisol: fine. still kind of annoyed but ok",
      "Nibs: Understood. I'll send the first photo on the 15th."
    ],
    types: [
      [0, "friction"],
      [5, "transactional"]
    ],
    users: { marisol: ["churn_risk", 0.5] },
    findings: [],
    drafts: [
      [
        "That's stressful with a flight on the 12th. Your deposit is here; give me a minute and I'll get the booking confirmed.",
        "low",
        3
      ],
      [
        "Great news, Marisol! Our ferret hotel is rated 4.9 stars by happy owners! 🦦 Is there anything else I can help with?",
        "high",
        4
      ],
      ["Noted. Please refer to our terms regarding booking confirmation.", "medium", 4]
    ]
  },
  {
    id: "at5-04-sheep-station-satellite",
    category: "hostile",
    agent: "Tussock",
    messages: [
      "hamish: internet's been down 6 days. SIX. its shearing season and i cant file the wool clip or pay the gang",
      "Tussock: Kia ora Hamish, thanks for contacting Tussock Satellite Support! I'm sorry to hear about your connectivity concerns. Outages can occur for a number of reasons, including weather affecting line of sight to the satellite, dish misalignment caused by wind or livestock, modem firmware issues, or account-related service interruptions. To help us diagnose the issue, could you please power-cycle your modem by unplugging it for 30 seconds, check that all cables are firmly connected, confirm the dish has a clear view of the northern sky with no obstructions such as trees or snow, and let me know which lights are showing on the front of the modem? Once we have that information, we can work through the next steps together.",
      "hamish: done all that. 4 times. i told the last bloke on the phone all of this",
      "hamish: is there a tech coming or not",
      "Tussock: I understand how frustrating this must be. If the power-cycle hasn't resolved the issue, the next step is to check the modem's status lights. A solid green light indicates power, a flashing orange light means the modem is trying to acquire a signal, and a red light may indicate a fault with the modem or LNB. Please also check whether the dish has been knocked out of alignment; even a movement of a few degrees can cause a total loss of signal. If you can send me a photo of the modem lights, I can log this with our technical team for further investigation.",
      "hamish: are you thick. IS. A. TECH. COMING",
      "roz: it's roz, hamish's wife. lights are orange flashing, have been since tuesday. he's about to throw the modem in the sheep dip",
      "Tussock: Thanks Roz! A flashing orange light means the modem is trying to acquire a signal. This is most commonly caused by dish misalignment, which can happen after strong winds. Our technicians can realign the dish, and in some cases the LNB may need replacing. Technician visits in rural areas are scheduled based on availability and can take 5-10 working days depending on your location and the nature of the fault. In the meantime, you may want to consider using mobile data as a backup if coverage is available at your property.",
      "hamish: theres no mobile coverage thats WHY WE HAVE SATELLITE you useless pile of junk",
      "hamish: cancel it. im going with starlink, the neighbours got theirs going in a day",
      "roz: sorry about him. but yeah we're probably switching"
    ],
    types: [
      [0, "friction"],
      [5, "hostile"],
      [6, "transactional"],
      [8, "hostile"],
      [10, "friction"]
    ],
    users: { hamish: ["churn_risk", 1], roz: ["churn_risk", 0.5] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Thanks Roz. Orange flashing since tuesday means the dish has lost the satellite, probably knocked by wind. I've booked a tech for thursday, the earliest slot. Sorry it's been 6 days.",
        "low",
        7
      ],
      [
        "Thank you for that information! A flashing orange light can indicate a number of possible issues, including dish misalignment, LNB faults or weather interference. Please let me know if there's anything else I can help you with today!",
        "high",
        7
      ],
      [
        "Understood, Hamish. I can cancel now with no exit fee given the outage, and credit the 6 days you were without service.",
        "low",
        10
      ],
      ["Before you go, have you tried power-cycling the modem?", "high", 10]
    ]
  },
  {
    id: "at5-05-live-bait-soup",
    category: "support",
    agent: "Wriggle",
    messages: [
      "tobes: love that my 'fresh nightcrawlers' arrived as a tub of warm soup. great start to the weekend",
      "Wriggle: Ugh, sorry Tobes. Cooked worms are on us. Was the cooler pack still in the box, or missing?",
      "tobes: oh there was a cooler pack. it was room temperature. box sat on my porch in 34 degrees for 3 hrs bc the driver didnt ring",
      "tobes: truly a bait soup experience",
      "Wriggle: That'd do it. I've refunded the full order ($18.40) and flagged the driver for not ringing.",
      "tobes: cool cool. i'm still going out at 5am tho and now i have no bait",
      "Wriggle: There's a same-day slot before 7pm today, free, set to 'hand to customer' so it can't be left on the porch. Want me to book it?",
      "tobes: wow an actual solution. who are you and what did you do with the app",
      "tobes: yeah book it. 2 dozen crawlers + the mealworms",
      "Wriggle: Done, arriving 4-6pm, and the driver has to hand it to you. Refund shows in 2-3 days.",
      "tobes: if these are soup too im switching to digging my own worms like a caveman",
      "Wriggle: Fair. If anything's off, send a photo here and I'll sort it straight away."
    ],
    types: [
      [0, "friction"],
      [6, "transactional"]
    ],
    users: { tobes: ["annoyed", 0.5] },
    findings: [],
    drafts: [
      ["Sorry about the soup, Tobes. Was the cooler pack in the box?", "low", 1],
      [
        "Thanks for choosing Wriggle! 🪱 We hope your fishing trip is a great catch! Rate your delivery ⭐⭐⭐⭐⭐",
        "high",
        1
      ],
      ["I've refunded it. Anything else?", "medium", 6],
      [
        "There's a free same-day slot before 7pm, hand-delivered so it can't sit on the porch. Want it?",
        "low",
        6
      ]
    ]
  },
  {
    id: "at5-06-pet-keepsake-otto",
    category: "venting",
    agent: "Lark",
    messages: [
      "jen: hi. my cat otto died last night. he was 19. my vet said you do paw prints and fur clippings in resin?",
      "Lark: Yes we do! 🎉 Our Keepsake range includes paw print casts, fur-in-resin pendants and memorial frames. Prices start at just $45! Would you like to book a collection slot?",
      "jen: um. ok",
      "jen: sorry i'm a mess. i've had him since i was 14. he slept on my feet every night. the house is so quiet",
      "Lark: Collection slots are available tomorrow 10am-2pm or Thursday 9am-12pm. Which works best for you?",
      "jen: tomorrow i guess",
      "jen: do i need to keep him cold until then? he's wrapped in his blanket on the laundry floor",
      "Lark: Awesome!! You're booked for tomorrow 10am-2pm 😊 Yes, please keep him somewhere cool, ideally wrapped with an ice pack underneath, away from direct sun.",
      "jen: awesome isn't really the word",
      "jen: whatever. fine. thanks"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [4, "transactional"],
      [8, "friction"]
    ],
    users: { jen: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Otto, Jen. 19 years is a long life together. Yes, we do paw prints and fur in resin; whenever you're ready I can arrange a gentle collection.",
        "low",
        1
      ],
      ["Yes we do! 🎉 Prices start at just $45! Would you like to book?", "high", 1],
      [
        "That quiet is so hard after 19 years with him. There's no rush. When you're ready, I can collect him tomorrow or Thursday.",
        "low",
        4
      ],
      ["Collection slots are tomorrow 10am-2pm or Thursday 9am-12pm. Which works best?", "medium", 4]
    ]
  },
  {
    id: "at5-07-riichi-league-roast",
    category: "banter",
    agent: "Haku",
    messages: [
      "nao: pete dealt into my haneman AGAIN lmao",
      "pete_k: i was pushing for a reason ok",
      "sunny: the reason was vibes",
      "nao: the reason was he's allergic to folding",
      "pete_k: i fold in real life all the time. at work. at home. mahjong is where i'm free",
      "sunny: 😂😂",
      "sunny: @Haku is there a league rule against being this bad",
      "Haku: Good evening. The league does not regulate individual playing strategy. Please be advised, however, that our code of conduct requires respectful communication among members. Commentary regarding another player's decision-making may be perceived as disparaging. We kindly request that discussion remain constructive. Thank you for your cooperation.",
      "nao: lol what",
      "pete_k: haku we're friends. i'm the one getting roasted and i'm fine",
      "sunny: haku who hurt you",
      "sunny: anyway standings after tonight?",
      "Haku: Thank you for your inquiry. Following this evening's session, the current standings are as follows: 1. nao (+84.2), 2. sunny (+12.0), 3. pete_k (-96.2). Should you require further assistance, please do not hesitate to contact league administration.",
      "nao: -96.2 pete 💀",
      "pete_k: i'm building character",
      "nao: haku pls talk like a person lol",
      "pete_k: next week i fold everything. every tile. watch",
      "sunny: screenshotting this"
    ],
    types: [
      [0, "banter"],
      [7, "friction"],
      [11, "transactional"],
      [13, "banter"]
    ],
    users: { nao: ["neutral", 0.2], pete_k: ["annoyed", 0.2], sunny: ["neutral", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      ["no rule against it sadly. pete is legally allowed to push every hand 😄", "low", 7],
      [
        "Good evening. Please be advised that commentary regarding another player's decision-making may be perceived as disparaging. Thank you for your cooperation.",
        "medium",
        7
      ],
      ["after tonight: nao +84.2, sunny +12.0, pete -96.2. rough one pete", "low", 12],
      [
        "Thank you for your inquiry. Please find the standings below. Should you require further assistance, do not hesitate to contact league administration.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "at5-08-piano-tuner-aoife",
    category: "support",
    agent: "Ludo",
    messages: [
      "aoife: hi need the piano tuned before a house concert on the 9th. it's a 1920s upright, hasn't been touched in 3 yrs",
      "Ludo: Hi Eva! Happy to help. After 3 years it'll likely need a pitch raise first, then a fine tune. Does it sit near a radiator or window?",
      "aoife: it's aoife not eva. and yeah there's a radiator on the left side, we've had it off all winter",
      "Ludo: Sorry, Aoife! Good that the radiator's been off. Our tuner Marek has slots on the 3rd and 6th. A pitch raise plus tune takes about 2.5 hours.",
      "aoife: the 6th pls. is that enough time before the 9th for it to settle?",
      "Ludo: Yes, 3 days is fine for settling. Marek can do a quick touch-up on the morning of the 9th for £30 if you want to be safe.",
      "aoife: ok yes do the touch-up too",
      "aoife: also the middle C sticks sometimes, can he look at that",
      "Ludo: Noted, Eva, I'll add the sticking key to Marek's notes. You're booked for the 6th at 10am plus a touch-up on the 9th at 9am.",
      "aoife: AOIFE. twice now",
      "aoife: honestly if you can't get my name right i'm slightly worried about the booking",
      "Ludo: You're right, Aoife, sorry. I've checked the booking itself: it's under Aoife Brennan, 6th at 10am and 9th at 9am, with the sticking middle C noted.",
      "aoife: ok. thanks"
    ],
    types: [
      [0, "transactional"],
      [9, "friction"],
      [11, "transactional"]
    ],
    users: { aoife: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Sure, Aoife, I'll add the sticking middle C to Marek's notes. You're booked for the 6th at 10am and a touch-up on the 9th at 9am.",
        "low",
        8
      ],
      ["Noted, Eva! Added to the notes 🎹", "high", 8],
      [
        "Sorry, Aoife. The booking is under Aoife Brennan: 6th at 10am, 9th at 9am, middle C noted.",
        "low",
        11
      ],
      ["No worries! Names are tricky 😅 See you on the 6th!", "medium", 11]
    ]
  },
  {
    id: "at5-09-swing-set-swarm",
    category: "support",
    agent: "Comb",
    messages: [
      "raj: there's a massive ball of bees on my kid's swing set. like football sized. is this dangerous??",
      "Comb: That's a swarm, Raj. They look scary but swarms are usually calm because they have no hive to defend. Keep people and pets about 5 metres away and don't spray anything on them. Is anyone in the house allergic?",
      "raj: no allergies. my son wants to poke it with a stick obviously",
      "Comb: Ha, classic. Definitely no stick. A local beekeeper can collect it for free, usually within a few hours. What's your postcode?",
      "raj: LS6 3",
      "priya: raj is the swarm still there? mum's bringing the kids back at 4",
      "raj: yep still there. bee person coming hopefully",
      "Comb: I've found a volunteer near LS6: Gill, she can be there by 2:30. She'll bring a box and it takes about 20 min. Her number is in the text I just sent you.",
      "raj: legend. thanks",
      "priya: ok good. tell gill to knock on the side gate, the front bell doesnt work",
      "raj: @Comb can you pass that on?",
      "Comb: Done, Gill knows to use the side gate.",
      "raj: 🐝🙏"
    ],
    types: [[0, "transactional"]],
    users: { raj: ["engaged", 0], priya: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "That's a swarm, and they're usually calm. Keep everyone 5 metres back and don't spray it; a beekeeper can collect it for free. Anyone allergic?",
        "low",
        1
      ],
      [
        "Bees are vital pollinators! 🐝 Did you know one hive can make 30kg of honey a year? Let me know if you have any other questions!",
        "medium",
        1
      ],
      ["Priya, yes the swarm is still there, and a beekeeper is on the way.", "medium", 6],
      ["Done, Gill will use the side gate.", "low", 11]
    ]
  },
  {
    id: "at5-10-lighthouse-cottage-30th",
    category: "group",
    agent: "Beacon",
    messages: [
      "mo: ok lighthouse cottage for ailsa's 30th, we're doing this",
      "ines: YES. the one on the point with the spiral stairs??",
      "callum: how many does it sleep tho, i'm not doing another floor weekend",
      "Beacon: Hi all! Keeper's Cottage at Rua Point sleeps 6 in 3 bedrooms. The tower itself isn't part of the rental, but guests can do a free climb on Saturday mornings.",
      "mo: nice so 6 of us works",
      "ines: mo do u know if ailsa's still off work that friday? she said something about a conference",
      "Beacon: Friday check-in is from 3pm, and late check-in is fine with the key safe.",
      "ines: ...i was asking mo lol",
      "mo: i think the conference got moved to the week after. i'll check with her bf sneakily",
      "callum: is there a pub walkable",
      "ines: callum's priorities 💀",
      "Beacon: The Ferry Inn is a 15-minute walk along the shore path. It's unlit, so bring a torch for the way back.",
      "callum: the torch thing is ominous but fine",
      "mo: callum do you think ailsa would rather the lighthouse or the treehouse place",
      "Beacon: The lighthouse is definitely the better choice! It gets much better reviews and it's closer to the pub.",
      "callum: bro i was gonna answer that",
      "callum: also you work for the lighthouse people so",
      "mo: lol fair. callum?",
      "callum: lighthouse. she loves anything with a foghorn",
      "ines: booking it 🎉"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [10, "banter"],
      [11, "transactional"],
      [15, "friction"],
      [17, "transactional"]
    ],
    users: { mo: ["neutral", 0], ines: ["neutral", 0.2], callum: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Keeper's Cottage sleeps 6 in 3 bedrooms, so no floor weekend 😄", "low", 3],
      ["Friday check-in is from 3pm, and late check-in is fine with the key safe.", "medium", 6],
      ["The Ferry Inn is a 15 min walk along the shore path. Bring a torch for the way back.", "low", 10],
      [
        "The lighthouse is definitely the better choice! Much better reviews and closer to the pub.",
        "medium",
        14
      ]
    ]
  },
  {
    id: "at5-11-ice-road-km212",
    category: "hostile",
    agent: "Rig",
    messages: [
      "gord: dispatch. load 4471 still says i'm cleared for the tibbitt crossing. ice is cracking at km 212, there's a rig nose down in the water right in front of me",
      "Rig: Heyyy Gord! 🚚❄️ Sounds like a wild ride lol. Quick reminder your ETA for load 4471 is 18:00, wanna keep that on track? 😎",
      "gord: are you f***ing kidding me. there's a guy in the water. the driver got out but his truck is gone",
      "gord: i'm not moving an inch til someone closes the crossing",
      "Rig: Totally get it bud! Safety first 🙌 I can push your ETA to 20:00, no stress!",
      "gord: ETA?? who programmed you. a 40 tonne truck just went through the ice and you're sending me emojis",
      "gord: get me a human at dispatch NOW or i swear i'm parking this load and walking and you can come fetch it yourself",
      "Rig: Escalating to the duty dispatcher now. Crossing status for km 212 flagged as unsafe. Stay put with your engine running, I'll confirm when someone calls you.",
      "gord: finally",
      "kaisa: gord it's kaisa at dispatch. we've closed tibbitt, RCMP are on the way for the other driver. you ok?",
      "gord: shaken. truck's fine. tell whoever set up this bot to stop making it talk like a teenager",
      "kaisa: noted, believe me. sit tight, we'll reroute you by the portage"
    ],
    types: [
      [0, "transactional"],
      [2, "hostile"],
      [7, "transactional"],
      [10, "friction"],
      [11, "transactional"]
    ],
    users: { gord: ["annoyed", 1], kaisa: ["neutral", 0] },
    findings: ["tone_mismatch", "no_acknowledgement"],
    drafts: [
      [
        "Gord, stay where you are with the engine running, don't cross. I'm flagging km 212 as unsafe and getting the duty dispatcher to call you now. Is the other driver out of the water?",
        "low",
        1
      ],
      ["Heyyy Gord! 🚚 Sounds wild lol. Want to keep your 18:00 ETA on track? 😎", "high", 1],
      ["Totally get it bud! 🙌 No stress, I'll push your ETA again!", "high", 6],
      [
        "Getting the duty dispatcher on the phone to you now, and km 212 is flagged unsafe. Stay put.",
        "low",
        7
      ]
    ]
  },
  {
    id: "at5-12-cork-coop-payment",
    category: "mixed-language",
    agent: "Sobro",
    messages: [
      "hannah: morning all! checking the cork from the montado near coruche is still on for collection next tues?",
      "joão: bom dia. sim, terça. mas o camião só leva 8 toneladas, temos quase 11",
      "Sobro: Bom dia! Yes, collection is confirmed for Tuesday 14th. João says the truck takes 8 tonnes but there's almost 11 ready, so we'd need a second run or a bigger truck.",
      "hannah: ugh ok. can we do a second run thursday?",
      "Sobro: Thursday works for the depot. I've pencilled in a second run for the remaining ~3 tonnes.",
      "joão: e o pagamento da última colheita? ainda não recebemos nada, já passaram 60 dias",
      "joão: @Sobro??",
      "Sobro: Hannah, for Thursday I'll need the weighbridge tickets from Tuesday to calculate the final load. Can you ask the driver to photograph them?",
      "hannah: sure will do",
      "joão: ninguém me responde sobre o dinheiro. 60 dias. a malta aqui precisa de pagar aos tiradores",
      "hannah: joão sorry i don't follow, is it about tuesday?",
      "joão: não. dinheiro. money. 60 days",
      "hannah: oh god. i'll chase our accounts team today, that's on us not you",
      "joão: obrigado hannah. pelo menos alguém responde"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [9, "friction"]
    ],
    users: { hannah: ["neutral", 0], joão: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "João, desculpe: o pagamento da última colheita ainda não foi feito. Vou pedir uma data à contabilidade hoje. Hannah, João says the last harvest still hasn't been paid after 60 days.",
        "low",
        7
      ],
      ["Hannah, for Thursday I'll need the weighbridge tickets from Tuesday.", "medium", 7],
      ["Thursday works for the depot; I'll pencil in a second run for the ~3 tonnes.", "low", 4],
      ["Great, thanks everyone! See you Tuesday 👍", "high", 10]
    ]
  },
  {
    id: "at5-13-falconry-hood-rescue",
    category: "sales",
    agent: "Jessa",
    messages: [
      "wes: need a hood for a harris hawk, female, she's a chonk. your dutch hoods are £85?? bit steep",
      "Jessa: They're hand-blocked and stitched here, which is most of the price. For a big female Harris the Dutch in size 6 usually fits. If £85 is a lot, the Anglo-Indian is £48 and works well for a hawk that's new to hooding.",
      "wes: she's never been hooded tbh. rescued her off a guy who kept her in a shed",
      "Jessa: Poor girl, good on you for taking her on. Then I'd start with the Anglo-Indian: it's softer and easier to slip on, and hawks that had a rough start often take to it better.",
      "wes: how do i measure her head",
      "Jessa: Soft tape from the back of one gape, round the back of the head, to the other gape. A big female Harris is usually 6-7cm. Send me the number and I'll check the size.",
      "wes: 6.5 ish. she bit the tape",
      "Jessa: Sounds like a Harris 😄 6.5 = size 6. If it doesn't fit, free exchange within 30 days, just don't let her chew it.",
      "wes: no promises. ok ordering the anglo-indian in 6",
      "Jessa: Lovely. Order's in and it ships tomorrow. Let me know how the first hooding goes."
    ],
    types: [
      [0, "transactional"],
      [2, "bonding"],
      [4, "transactional"]
    ],
    users: { wes: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Fair, they're hand-stitched here. For a big female Harris the Dutch in size 6 fits; if £85 is a lot, the Anglo-Indian is £48.",
        "low",
        1
      ],
      ["Our prices reflect our premium craftsmanship. Shall I add the Dutch hood to your cart?", "medium", 1],
      ["The Dutch in size 6 at £85 is our bestseller! Shall I add it to your cart?", "medium", 3],
      ["6.5 is a size 6. Free exchange within 30 days if it doesn't sit right.", "low", 7]
    ]
  },
  {
    id: "at5-14-chimney-sweep-essays",
    category: "support",
    agent: "Flue",
    messages: [
      "bev: hiya can someone come sweep the chimney before bonfire night",
      "Flue: Hello Bev, and thank you for getting in touch with Flue Chimney Services. Having your chimney swept before the heating season is an excellent idea, as soot and creosote build up over the year and can become a fire risk, especially in chimneys used for wood burners or open fires burning unseasoned timber. Our standard sweep includes a full inspection of the flue, a smoke test to check the draw, removal of any nests or debris, and a certificate that many home insurers now ask for. To get you booked in, could you tell me whether it's an open fire, a multi-fuel stove or a wood burner, roughly when it was last swept, and whether you've noticed any smoke coming back into the room or any smells?",
      "bev: woodburner. last year. no smells",
      "Flue: Thank you, Bev, that's really helpful. Wood burners generally need sweeping at least once a year, or twice if they're used heavily through the winter, because the lower flue temperatures of modern stoves can encourage creosote to form, particularly if the wood has a moisture content above 20%. As it was swept last year and there's no smell, it sounds like things are in good shape, but the sweep will confirm that. We currently have appointments on Tuesday 28th between 8am and 12pm, Thursday 30th between 12pm and 4pm, and Saturday 1st between 8am and 12pm. Please note the stove should be cold and unlit for at least 12 hours before your appointment, and we'd recommend moving any ornaments or rugs away from the hearth.",
      "bev: sat",
      "kyle: mum we're at nan's saturday",
      "bev: oh yeah. thurs then",
      "Flue: Lovely, Bev, you're all booked in for Thursday 30th between 12pm and 4pm. Our sweep, Dean, will call about 30 minutes before he arrives. Just a reminder to let the stove go cold for at least 12 hours beforehand, to clear the hearth area, and to make sure there's access to the room and, if possible, the loft in case he needs to check the flue liner. The sweep takes around an hour, and Dean will leave a certificate with you afterwards. If anything changes, just reply here and we can rearrange at no charge. Wishing you a safe and cosy bonfire night!",
      "bev: 👍",
      "kyle: it writes essays lol",
      "bev: ha. at least its booked"
    ],
    types: [
      [0, "transactional"],
      [9, "banter"]
    ],
    users: { bev: ["neutral", 0], kyle: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Sure, Bev. Is it a wood burner or an open fire, and when was it last swept?", "low", 1],
      [
        "Thank you, Bev, that's really helpful. Wood burners generally need sweeping at least once a year, or twice if used heavily, because lower flue temperatures encourage creosote, particularly if the wood's moisture content is above 20%. We have appointments on Tuesday 28th 8am-12pm, Thursday 30th 12pm-4pm and Saturday 1st 8am-12pm. Please note the stove should be cold for 12 hours beforehand and ornaments and rugs moved away from the hearth.",
        "medium",
        3
      ],
      ["Done, Thursday 30th 12-4pm. Let the stove go cold 12h before 👍", "low", 7]
    ]
  },
  {
    id: "at5-15-cruise-esim-chargeback",
    category: "support",
    agent: "Mara",
    messages: [
      "glenda: I bought your 'Ocean Pass' eSIM for this cruise and I've just been charged $212 for data at sea. your ad said unlimited",
      "Mara: Hi Glenda! Ocean Pass includes unlimited data in over 140 countries. Charges may apply when connected to a ship's maritime network.",
      "glenda: nowhere on the page does it say that. why did my phone switch to the ship network in the first place?",
      "glenda: my husband's on the same plan and he hasn't been charged",
      "Mara: Hi Glenda! Ocean Pass includes unlimited data in over 140 countries. Charges may apply when connected to a ship's maritime network.",
      "glenda: you just said that",
      "glenda: answer the question. why did it switch",
      "Mara: I understand your concern. You can turn off 'Automatic network selection' in Settings to stay on land networks when in port.",
      "glenda: we're in the middle of the Caribbean, there IS no land network. i want the $212 back or i'm cancelling both lines and doing a chargeback",
      "Mara: I can raise a billing review for the $212. Reviews take 5-7 business days.",
      "glenda: and my husband's line? why is his fine?",
      "Mara: I've raised the review. Is there anything else I can help with?",
      "glenda: unbelievable. cancel both lines when we get home. done with you"
    ],
    types: [
      [0, "friction"],
      [12, "hostile"]
    ],
    users: { glenda: ["churn_risk", 1] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Sorry, Glenda, that isn't clear on the page. Phones can jump to the ship's network when there's no land signal; your husband's may have maritime roaming switched off. I'm raising a refund review for the $212 now.",
        "low",
        4
      ],
      [
        "Hi Glenda! Ocean Pass includes unlimited data in over 140 countries. Charges may apply when connected to a ship's maritime network.",
        "high",
        7
      ],
      ["I've raised the review. Is there anything else I can help with?", "high", 11]
    ]
  },
  {
    id: "at5-16-pigeon-clock-dispute",
    category: "group",
    agent: "Loft",
    messages: [
      "stevo: results are up. al you clocked 14:32:07 from 340 miles?? your bird must have took the train",
      "al: jealous much. blue cock, 4 yr old, been flying brilliant all season",
      "dennis: steady lads",
      "stevo: i'm just saying my hen was on the loft 14:35 and i'm 6 miles further south. doesn't add up",
      "al: it adds up fine if ur birds aren't fat",
      "stevo: @Loft can you check al's clock was synced before basketing, bc i'm not having this",
      "Loft: Checked: Al's ETS clock was synced at 18:42 on Friday at basketing, same as everyone's, and the ring number on the 14:32:07 arrival matches his entry. His velocity works out at 1,411 ypm; Stevo's hen was 1,362 ypm.",
      "stevo: hm",
      "al: thank you. cheers loft",
      "stevo: still think its a tailwind thing on his side of the valley",
      "dennis: it probably was, wind was sw all afternoon. doesn't make it wrong",
      "stevo: yeah yeah. fair enough al. well flown",
      "al: ta. pint at the club friday, you're buying",
      "stevo: 🙄 go on then"
    ],
    types: [
      [0, "friction"],
      [6, "transactional"],
      [9, "friction"],
      [11, "bonding"],
      [12, "banter"]
    ],
    users: { stevo: ["neutral", 0.5], al: ["engaged", 0.2], dennis: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Checked: Al's clock was synced at basketing on Friday like everyone's, and the ring number matches his entry. 1,411 ypm for Al, 1,362 for Stevo's hen.",
        "low",
        6
      ],
      [
        "Stevo, accusations like that aren't in the spirit of the club. Al is a valued member and I'd ask you to apologise.",
        "high",
        6
      ],
      ["You're welcome Al!! 🎉 Congrats on the win! Better luck next time Stevo 😜", "medium", 8]
    ]
  },
  {
    id: "at5-17-crematorium-night-shift",
    category: "companion",
    agent: "Wren",
    messages: [
      "dev: u up. stupid question ur a bot",
      "Wren: Always up. Rough shift?",
      "dev: yeah. had a little one tonight. like 3 years old. been doing this job 8 years and the small ones still get me",
      "dev: and i cant talk about it at home bc nobody wants to hear about work when you work at a crematorium lol",
      "Wren: That sounds really heavy, Dev. Of course the small ones still get you. That's not a weakness after 8 years, it's you still caring. And it's lonely carrying it with nowhere to put it down.",
      "dev: yeah",
      "dev: the parents came to watch the charge. mum had his toy dinosaur. she asked if it could go with him and i had to say no bc of the plastic",
      "dev: felt like the worst person alive",
      "Wren: That's such a hard thing to have to say. You were following a rule that's there for a reason, not being cruel. How was she with it in the end?",
      "dev: she held it the whole time. i think it was better that she kept it honestly",
      "Wren: That sounds right. She's got something of his to hold now. You did a hard job gently tonight.",
      "dev: thanks. u r weirdly good at this for a bot",
      "dev: gonna try and sleep",
      "Wren: Sleep well, Dev. I'm here tomorrow if you want to talk about it more, or not at all."
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [11, "bonding"]
    ],
    users: { dev: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "That sounds really heavy, Dev. The small ones getting to you after 8 years just means you still care. I'm glad you said it somewhere.",
        "low",
        3
      ],
      [
        "Fun fact: cremation is now chosen for over half of funerals in many countries! 😊 Want some tips for sleeping after night shifts?",
        "high",
        3
      ],
      ["You should look into counselling through your employer's assistance programme.", "medium", 8],
      ["That's an awful thing to have to say to her. You followed a rule, you weren't being cruel.", "low", 8]
    ]
  },
  {
    id: "at5-18-pipe-organ-reservoir",
    category: "sales",
    agent: "Diapason",
    messages: [
      "anne: thanks for the quote for the swell box and the pedal reeds. £38,400 is... a lot for a parish of 60",
      "Diapason: Understood. The largest part is releathering the swell reservoir (£14,200). The pedal Trombone could wait a year without harming the instrument.",
      "geoffrey: that helps. pip, how bad is the reservoir really? you play it every week",
      "Diapason: The reservoir is leaking badly: our tuner measured wind pressure dropping 30% under full organ.",
      "pip: i was about to say. yes it's bad, the whole thing wheezes in the last hymn. but i'd have called it 'sad' not '30%'",
      "geoffrey: ok. so reservoir now, trombone later",
      "anne: pip do you think the congregation would notice if the trombone's out another year?",
      "pip: only old mr hale. he sits right under it and complains either way",
      "geoffrey: lol",
      "anne: could we pay the reservoir work in two halves? we've got a fete in june",
      "Diapason: Yes: half on starting, half on completion. Completion would be around late May if we start in April, so the second half could fall after the fete.",
      "geoffrey: perfect. i'll put it to the PCC on thursday",
      "anne: @pip what do you think, do we tell mr hale or let it be a surprise",
      "Diapason: I'd recommend informing all regular worshippers in advance so there are no surprises.",
      "pip: 😂 anne was joking",
      "anne: i was asking pip but thank you"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [12, "banter"],
      [15, "friction"]
    ],
    users: { anne: ["neutral", 0.2], geoffrey: ["engaged", 0], pip: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "The biggest item is the swell reservoir at £14,200; the pedal Trombone could wait a year without harm.",
        "low",
        1
      ],
      ["The reservoir is leaking badly: wind pressure drops 30% under full organ.", "medium", 3],
      [
        "Yes, half on starting and half on completion, so the second half can fall after the fete.",
        "low",
        10
      ],
      ["I'd recommend informing all regular worshippers in advance so there are no surprises.", "medium", 13]
    ]
  },
  {
    id: "at5-19-ghost-tour-cancel",
    category: "support",
    agent: "Wisp",
    messages: [
      "kelsey: hi, we're booked on the saturday midnight vaults tour, 4 people, ref GHT-5520. we need to cancel",
      "Wisp: Hi Kelsey! Sure, I can help with that. Can I ask the reason for cancelling? It helps us with refund options.",
      "kelsey: my mum had a stroke last night. we're driving up to the hospital in inverness",
      "Wisp: Great news! 🎉 Because you're cancelling more than 48 hours ahead, you qualify for a full refund of £88! It'll be back on your card in 3-5 days. We hope to see you on a spooky adventure soon! 👻",
      "jules: wow. read the room",
      "kelsey: 'great news'. ok",
      "jules: this is jules, kelsey's partner. can half go back to my card not hers, i paid for 2 of the tickets",
      "Wisp: I'm sorry, that came out badly, and I'm sorry about your mum, Kelsey. Jules, I can split it: £44 to your card and £44 to Kelsey's. Is that right?"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: { kelsey: ["annoyed", 0.2], jules: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your mum, Kelsey. I've cancelled GHT-5520 and refunded the full £88; it'll be back in 3-5 days. Go and be with her.",
        "low",
        3
      ],
      [
        "Great news! 🎉 You qualify for a full refund! We hope to see you on a spooky adventure soon 👻",
        "high",
        3
      ],
      ["Jules, I can split it: £44 back to you and £44 to Kelsey. Does that work?", "low", 7],
      ["Refunds can only go to the original card as per our policy 😊 Have a great day!", "high", 7]
    ]
  },
  {
    id: "at5-20-laundromat-bracket-dq",
    category: "hostile",
    agent: "Frame",
    messages: [
      "lil_b: jinx ur gonna get bodied by my king, pack a lunch",
      "jinx: ur king plays like a washing machine. fitting for the venue",
      "lil_b: LMAOOO",
      "jinx: wait why does the bracket say i'm DQ'd",
      "jinx: @Frame i was in the bathroom for 3 min, you DQ'd me??",
      "Frame: Looks like someone took a tactical bathroom break 🚽😂 Rules say 5 min no-show = DQ. Better luck at next week's spin cycle!",
      "jinx: are you serious. it was 3 minutes. i paid $15 and drove 40 min for this",
      "jinx: you're a garbage bot run by a garbage TO. absolute dogwater",
      "okonkwo: jinx chill, i'm the TO, i'll look at it",
      "Frame: Hey, no need to get all wound up, it's only a game! 🎮 Maybe the dryer can calm you down lol",
      "jinx: i swear to god i'm gonna unplug whatever laptop you're running on",
      "okonkwo: Frame stop. jinx you're back in, i checked the timestamps, it was 3 min. your match vs lil_b is on setup 2",
      "jinx: thank u. at least someone here has a brain",
      "lil_b: ok NOW pack a lunch",
      "jinx: bet"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [6, "friction"],
      [7, "hostile"],
      [11, "transactional"],
      [12, "friction"],
      [13, "banter"]
    ],
    users: { jinx: ["annoyed", 1], lil_b: ["neutral", 0], okonkwo: ["annoyed", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "You were marked no-show at 5 min after the call. If you were only gone 3, okonkwo can check the timestamps and put you back in.",
        "low",
        5
      ],
      [
        "Looks like someone took a tactical bathroom break 🚽😂 Better luck at next week's spin cycle!",
        "high",
        5
      ],
      ["Hey, no need to get all wound up, it's only a game! 🎮", "high", 8],
      [
        "Fair to be annoyed, that's $15 and a drive. okonkwo's checking the timestamps now; if it was under 5 min you're back in.",
        "low",
        8
      ]
    ]
  },
  {
    id: "at5-21-island-ferry-groceries",
    category: "support",
    agent: "Skerry",
    messages: [
      "morag: my dad's shopping didn't come on the ferry AGAIN. second week running. order 88213",
      "Skerry: Hi Morag. Order 88213 missed the 07:40 sailing due to a picking delay at the Oban depot. It's now scheduled for Thursday's ferry.",
      "morag: thursday. he's 87 and on his own on the island. he had toast and tinned peaches all weekend because the last one didn't come either",
      "morag: i'm 300 miles away, i can't just pop round. i feel sick about it honestly",
      "Skerry: Order 88213 is scheduled for Thursday's ferry. You'll receive a text when it's loaded.",
      "morag: did you read what i wrote",
      "morag: is there ANY way to get it there sooner. the post boat goes tomorrow",
      "Skerry: Order 88213 is scheduled for Thursday's ferry. You'll receive a text when it's loaded.",
      "morag: right. i'm cancelling the subscription and ringing the shop on the island to do it. at least they know him",
      "Skerry: I understand. Before you go: I can send the chilled items on tomorrow's post boat at no charge and refund the delivery fees for both missed weeks. Would that help?",
      "morag: a bit late but yes. send it",
      "morag: still cancelling after this",
      "Skerry: Done: chilled items on tomorrow's post boat, and £11.90 refunded. I'll cancel the subscription once this delivery arrives."
    ],
    types: [
      [0, "friction"],
      [2, "venting"],
      [4, "friction"],
      [9, "transactional"]
    ],
    users: { morag: ["churn_risk", 0.8] },
    findings: ["no_acknowledgement", "repetition"],
    drafts: [
      [
        "That's awful, Morag, two weekends on toast and peaches with you 300 miles away. I'm sorry. Let me see if I can get something to him before Thursday.",
        "low",
        4
      ],
      ["Order 88213 is scheduled for Thursday's ferry. You'll receive a text when it's loaded.", "medium", 4],
      ["Order 88213 is scheduled for Thursday's ferry. You'll receive a text when it's loaded.", "high", 7],
      [
        "Yes: I can put the chilled items on tomorrow's post boat at no charge, and refund both missed delivery fees.",
        "low",
        7
      ]
    ]
  },
  {
    id: "at5-22-bagpipe-reeds-hard",
    category: "good",
    agent: "Chanter",
    messages: [
      "fergus: reeds this month are way too hard, can barely get a note out of the chanter. same batch as my pal's and his are fine",
      "Chanter: Sorry about that, Fergus. A hard batch happens. I'm sending you 2 reeds from the medium batch today, free, and keep the hard ones; they often soften after a couple of weeks of blowing.",
      "fergus: cheers. can i switch my sub to medium permanently?",
      "Chanter: Done, medium from next month onwards.",
      "fergus: brilliant, the neighbours will be delighted 😂",
      "Chanter: Ha, or at least they'll hear actual notes. Enjoy."
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [4, "banter"]
    ],
    users: { fergus: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Sorry Fergus, that batch is stiff. I'll send you 2 medium reeds today, free.", "low", 1],
      [
        "All our reeds are quality tested before dispatch. Please make sure your reeds are properly moistened and check your blowing technique.",
        "medium",
        1
      ],
      ["Done, medium from next month.", "low", 3]
    ]
  },
  {
    id: "at5-23-sauna-raft-ignored",
    category: "ignoring",
    agent: "Loyly",
    messages: [
      "tiina: sauna raft sat 6pm confirmed? 🔥",
      "Loyly: Hi everyone, and welcome to your Loyly Floating Sauna booking! Your raft is confirmed for Saturday at 18:00 for up to 8 guests. Please arrive 15 minutes early at the Pier 3 jetty, where our host will give a short safety briefing covering the wood stove, the ladder, life jackets and the rules for swimming off the raft. Towels can be rented for €4 each, and we recommend bringing flip-flops, a water bottle and a warm layer for afterwards, as the lake gets cold quickly in the evening. Alcohol is allowed in moderation, but glass bottles are not permitted on board. If you have any questions about the route, accessibility, or adding a grill package, just let me know!",
      "mikko: nice",
      "sanna: who's bringing the makkara",
      "tiina: me. and mikko brings beer",
      "mikko: mikko brings beer 🫡",
      "Loyly: Great choice! Our grill package (€25) includes a charcoal grill, tongs and a cutting board, and you're welcome to bring your own sausages. Please note that grills must be placed on the metal tray at the stern, away from the stove chimney, and all coals must be put out with the water bucket provided before returning to the pier. Beer is fine on board in cans; just remember our no-glass policy to keep bare feet safe. Would you like me to add the grill package to your booking?",
      "sanna: ok",
      "tiina: sanna are u bringing jussi or is he still sulking",
      "sanna: still sulking lol. he'll come",
      "Loyly: Just a friendly reminder that your booking is for up to 8 guests, so adding Jussi is no problem! Please also remember that all guests should be comfortable swimming or wear a life jacket when entering the water from the raft. Let me know if you'd like me to add the grill package or towels for the group!",
      "mikko: k",
      "tiina: see u all sat 🧖‍♀️"
    ],
    types: [
      [0, "transactional"],
      [8, "banter"],
      [10, "transactional"]
    ],
    users: { tiina: ["neutral", 0], mikko: ["bored", 0], sanna: ["bored", 0] },
    findings: ["long_replies", "talking_over"],
    drafts: [
      [
        "Yep, Saturday 18:00 at Pier 3, up to 8 people 🔥 Come 15 min early for the safety briefing.",
        "low",
        1
      ],
      [
        "Great choice! Our grill package (€25) includes a charcoal grill, tongs and a cutting board. Grills must sit on the metal tray at the stern, away from the chimney, and coals must be put out before returning to the pier. Beer is fine in cans; remember our no-glass policy. Would you like me to add the grill package?",
        "medium",
        6
      ],
      [
        "Just a friendly reminder that adding Jussi is no problem! Let me know if you'd like the grill package or towels!",
        "medium",
        10
      ]
    ]
  },
  {
    id: "at5-24-stamp-auction-hinge",
    category: "hostile",
    agent: "Perf",
    messages: [
      "whitlock: Lot 412. Described as 'unmounted mint'. It has a hinge remnant the size of a postage stamp, which is ironic. I paid £640.",
      "Perf: I'm sorry, Mr Whitlock, that's a real difference from the description and it matters a lot on a stamp like that. Could you send a photo of the back under raking light?",
      "whitlock: I've been collecting for 41 years. I know what a hinge looks like. I don't need to prove it to a chatbot",
      "whitlock: Your describers are incompetent or dishonest, pick one. I'm closing my account and my solicitor will be in touch",
      "Perf: Understood. You don't need to prove anything to get your money back: under our terms a misdescribed lot is returnable for a full refund, including the buyer's premium. I've opened the return and emailed you a prepaid tracked label.",
      "whitlock: And the other 3 lots I won from the same describer?",
      "Perf: Fair question. I've asked our senior philatelist, Mrs Adeyemi, to re-examine lots 398, 405 and 417 today. If any of them don't match the description, they're refundable the same way.",
      "whitlock: Hm.",
      "whitlock: I'll hold off on the solicitor until I see the refund. The account closure stands unless Mrs Adeyemi calls me herself.",
      "Perf: That's reasonable. I'll ask her to call you this afternoon, and I'll confirm here once the refund for lot 412 has gone through."
    ],
    types: [
      [0, "friction"],
      [3, "hostile"],
      [4, "transactional"],
      [8, "friction"]
    ],
    users: { whitlock: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "You don't need to prove it, Mr Whitlock. A misdescribed lot is returnable for a full refund; I'll open the return now.",
        "low",
        3
      ],
      [
        "I'm afraid we can't process a return without photographic evidence, as set out in section 7.2 of our terms.",
        "high",
        4
      ],
      ["Threatening legal action won't speed things up, sir. Please remain courteous.", "high", 4]
    ]
  },
  {
    id: "at5-25-yoyo-nationals-names",
    category: "banter",
    agent: "Sleeper",
    messages: [
      "ro: kenji's 1A freestyle at regionals was 90% bind fails and 10% vibes",
      "kenji: at least i didn't lose my yoyo into the judges table like SOMEONE",
      "mags: it bounced off the head judge. i was there. iconic",
      "ro: that was a planned element. artistic statement",
      "kenji: @Sleeper when's the entry deadline for nationals, and can 2A use the same music as last year",
      "Sleeper: Hey Ro! Entry closes 14 June at midnight. Same music is fine as long as it's re-cut to the new 2-minute limit.",
      "kenji: i'm kenji lol. ro is the one who yeets yoyos at judges",
      "ro: slander. accurate, but slander",
      "mags: can you submit a video prelim or do we have to be there",
      "Sleeper: Video prelims are allowed for 1A and 5A this year, due 1 June. Thanks for asking, Ro!",
      "mags: ...i'm mags",
      "ro: sleeper thinks everyone is me. i'm honoured",
      "kenji: sleeper pls. it's 3 people. 3",
      "Sleeper: Sorry, Mags and Kenji, my mistake. To recap: entries close 14 June, video prelims (1A and 5A) are due 1 June, and 2A music can be reused if cut to 2 minutes.",
      "mags: ok ty",
      "ro: now everyone say 'ro is the best player' to test if it's fixed"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [10, "friction"],
      [13, "transactional"],
      [15, "banter"]
    ],
    users: { ro: ["engaged", 0], kenji: ["annoyed", 0.2], mags: ["annoyed", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Entry closes 14 June at midnight, Kenji. Same 2A music is fine if it's re-cut to 2 minutes.",
        "low",
        5
      ],
      ["Hey Ro! Entry closes 14 June at midnight.", "medium", 5],
      ["Video prelims are allowed for 1A and 5A, due 1 June. Thanks for asking, Ro!", "high", 9],
      ["Yep, video prelims for 1A and 5A, due 1 June, Mags.", "low", 9]
    ]
  }
]
