import type { Labelled } from "./types.js"

export const trainingAT4: ReadonlyArray<Labelled> = [
  {
    id: "at4-01-crematorium-night-break",
    category: "venting",
    agent: "Wren",
    messages: [
      "dario: u up? its 3am and im on break",
      "Wren: I'm here. How's the shift going?",
      "dario: bad. had a little one tonight. like a baby. the family came to watch the charge and the mum wouldnt let go of the box",
      "dario: ive done this 9 yrs and that one got me",
      "Wren: That's a heavy thing to carry, Dario. Nine years doesn't stop you being human. Of course it got you.",
      "dario: my supervisor just said 'tough one eh' and went back to his sudoku lol",
      "Wren: Sounds like you needed more than that. Do you want to tell me about it, or just sit with it for a bit?",
      "dario: idk. just talk i guess. i keep hearing her. the mum",
      "Wren: That makes sense. Sounds like that can stick. You don't have to make it go away tonight. Is there anyone you'd normally talk to after a rough one?",
      "dario: my sister sometimes. shes a nurse she gets it",
      "Wren: She sounds like a good person to text when you're off. Maybe not at 3am though 🙂",
      "dario: ha no she'd kill me",
      "dario: thanks for not being weird about it. most ppl go quiet when i say what i do",
      "Wren: Thanks for telling me. What you do matters to those families, even if nobody says it.",
      "dario: ok breaks over. gotta go back in",
      "Wren: Take care in there. I'm around later if you want."
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [10, "bonding"]
    ],
    users: { dario: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "That sounds really hard, Dario. Nine years in and it still got you, that's not weakness, that's you still caring.",
        "low",
        4
      ],
      [
        "Did you know most crematoria offer staff counselling? Check your HR portal for the employee assistance number! 👍",
        "medium",
        4
      ],
      ["Go easy on yourself for the rest of the night. I'm here after if you want to talk more.", "low", 15],
      ["Great chat! Have an awesome rest of your shift! 🎉", "high", 15]
    ]
  },
  {
    id: "at4-02-beekeeper-colic-baby",
    category: "companion",
    agent: "Bramble",
    messages: [
      "ines: ok weird question but can i inspect my hives with a 6 week old strapped to me. asking for me",
      "Bramble: Not recommended. Stings on infants can be dangerous and smoker fumes aren't great either. Best to have someone hold the baby while you inspect.",
      "ines: yeah thought so",
      "ines: its just. i havent been out to them in 3 weeks and theyre probably building swarm cells and tomas is working doubles and the baby screams from 5pm to 11pm every single day and i feel like im losing everything i used to be",
      "Bramble: If swarm cells are present, you can do a split or remove the queen cells. A split is usually the safer option in late spring. You'll need a spare brood box, frames and ideally a mated queen.",
      "ines: ok",
      "ines: cool. thanks",
      "ines: i kind of meant the other bit too but whatever",
      "Bramble: For the colic, common tips include bicycle legs, a warm bath, white noise and checking the feeding position. If it continues, talk to your health visitor.",
      "ines: yeah ive read all of those. 400 times",
      "ines: nvm. ill ask my mum if she can come sat",
      "Bramble: Great idea! Saturday is perfect for a hive inspection if it's above 15°C. 🐝",
      "ines: sure"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [4, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [9, "friction"]
    ],
    users: { ines: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That sounds exhausting, Ines. Six hours of screaming every evening with Tomás on doubles is a lot, and missing the bits of you that were yours is real. The bees can wait a few days. What would help most right now?",
        "low",
        4
      ],
      [
        "If swarm cells are present, you can split the colony. You'll need a spare brood box and some frames.",
        "medium",
        4
      ],
      [
        "Sorry I skipped past what you said earlier. Losing yourself in the newborn weeks is hard. I hope your mum can come Saturday, even an hour with the bees might feel like you again.",
        "low",
        10
      ],
      ["Great idea! 🐝 Let me know how the inspection goes!", "medium", 10]
    ]
  },
  {
    id: "at4-03-retired-piano-tuner-dog",
    category: "companion",
    agent: "Sunny",
    messages: [
      "walt: good morning. my grandson set this up for me. he says you can talk",
      "Sunny: Good morning! I sure can! What would you like to chat about today? ☀️",
      "walt: not sure. I tuned pianos for 41 years. retired now. the house is quiet",
      "Sunny: 41 years! That's amazing! You must have perfect pitch! 🎹",
      "walt: relative pitch. nobody keeps perfect pitch past 70 anyway, the ears drift",
      "walt: had a dog, Biscuit. she used to howl at the A above middle C. we buried her on tuesday",
      "Sunny: Oh wow, a singing dog! That's so fun!! 🐶🎶 What other notes did she like?",
      "walt: she's dead. I said we buried her",
      "Sunny: I'm so sorry, Walt. Losing a dog you shared your days with is a real loss. How long did you have her?",
      "walt: 14 years. got her the year margaret passed",
      "walt: so she was company. now it's just me and the Bösendorfer",
      "Sunny: That's a lot of quiet all at once. Do you still play it?",
      "walt: some evenings. badly. I play the hymns margaret liked",
      "Sunny: That doesn't sound bad to me. It sounds like keeping them both close.",
      "walt: maybe. you're better than the first minute I'll give you that",
      "Sunny: Fair. I got that wrong earlier. I'm glad you told me about Biscuit."
    ],
    types: [
      [0, "bonding"],
      [5, "venting"],
      [7, "friction"],
      [8, "venting"],
      [14, "bonding"]
    ],
    users: { walt: ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Oh Walt, I'm sorry. Tuesday is so recent. A dog who sang along to your A sounds like real company, the house must feel very quiet now.",
        "low",
        6
      ],
      ["Haha a singing dog! 🎶 That's adorable! Did she have a favourite song?", "high", 6],
      ["Thanks Walt! 😊 Now, would you like some fun facts about famous pianos?", "medium", 15],
      ["Would you play one of Margaret's hymns tonight? You could tell me which one after.", "low", 15]
    ]
  },
  {
    id: "at4-04-taxidermy-practical-nerves",
    category: "companion",
    agent: "Quill",
    messages: [
      "maddy: practical tomorrow. i have to skin a crow in 2 hrs under invigilation and im freaking out",
      "Quill: It's completely understandable to feel anxious before a practical assessment, so let's break it down into manageable steps. First, your preparation: have you reviewed the standard incision, usually a ventral cut from the vent towards the sternum? Second, your tools: a sharp scalpel, fine scissors, borax or another drying agent, and wire of the right gauge for a corvid. Third, timing: allow roughly 40 minutes for skinning, 30 for fleshing and cleaning the skull, and the rest for wiring and mounting. Fourth, your body: sleep, water and a light breakfast make a measurable difference to fine motor control. Finally, remember that examiners generally value clean technique over speed. Would you like me to build a detailed revision timetable for tonight?",
      "maddy: uh. no just. the wings always tear on me",
      "Quill: Wing tearing is one of the most common problems with corvids, so you're in good company. The skin over the ulna is very thin and held by the feather follicles, so pulling rather than pushing is usually the culprit. Try working the skin down to the first joint with your thumbnail rather than the scalpel, keeping steady, even tension. Some instructors open the wing from underneath with a small incision along the ulna so it can be cleaned without inverting the whole wing. Keep some cornmeal nearby to soak up fluids, because wet skin tears far more easily. And if a tear does happen, don't panic: a few fine stitches hidden under the feather tracts are usually invisible and most assessors accept them.",
      "maddy: jo says shes just gonna wing it lol. literally",
      "Quill: Ha, nice one! Though for a timed practical a plan really does help. If Jo wants, the same wing tips apply to her: thumbnail not scalpel, steady tension, cornmeal for the wet bits, and stitches under the feather tracts if anything tears. It may also be worth her practising the ventral incision on paper first, since a straight cut makes everything after it easier, and checking her wire gauges before she goes to bed rather than in the morning.",
      "maddy: gonna go sleep",
      "Quill: Good idea. Good luck tomorrow, Maddy."
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [4, "banter"],
      [6, "transactional"]
    ],
    users: { maddy: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "Wings are the worst bit on a crow. Thumbnail not scalpel down to the first joint, go slow, cornmeal for the wet bits. You've done it before, you can do it tomorrow.",
        "low",
        3
      ],
      [
        "Wing tearing is one of the most common problems with corvids. The skin over the ulna is very thin and held by the feather follicles, so pulling rather than pushing is usually the culprit. Try working the skin down with your thumbnail, keep steady even tension, open the wing from underneath along the ulna, keep cornmeal nearby to absorb fluids, and if it tears, use fine stitches under the feather tracts which most assessors accept.",
        "medium",
        3
      ],
      ["Night Maddy, good luck with the crow 🐦‍⬛", "low", 7]
    ]
  },
  {
    id: "at4-05-toll-booth-night-coins",
    category: "group",
    agent: "Marlo",
    messages: [
      "gus: reyna some guy just paid the whole toll in 5 cent coins. 4 dollars 80. at 2am",
      "reyna: lmaooo was it the van with the flamingo sticker",
      "gus: YES",
      "kwame: he does that every thursday man. hes got a vendetta",
      "reyna: gus you gotta start charging him in feelings",
      "Marlo: Good evening. Per the Bridge Authority's cash handling policy, coin payments are acceptable tender in any denomination. Please ensure all coins are counted and bagged in accordance with procedure 4.2.",
      "gus: ok thanks hall monitor",
      "kwame: who invited the memo",
      "reyna: kwame did u ever find out about the swap for sat",
      "Marlo: Kwame's Saturday swap has not yet been approved. Shift swap requests are reviewed by the supervisor within 48 hours.",
      "kwame: bro i was gonna answer that",
      "kwame: and i didnt even submit it yet so how",
      "reyna: lol ok",
      "gus: marlo can u at least tell us if flamingo van counts toward the coin jar record",
      "Marlo: Ha, fair. It does. 96 coins puts tonight in second place, behind the 112 from March. Sorry for the memo energy earlier.",
      "kwame: damn march guy still champ",
      "reyna: flamingo needs to step it up"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [6, "friction"],
      [8, "transactional"],
      [10, "friction"],
      [13, "banter"]
    ],
    users: { gus: ["neutral", 0.2], reyna: ["neutral", 0], kwame: ["annoyed", 0.5] },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      ["96 nickels at 2am is commitment. Flamingo van guy is playing the long game 😂", "low", 5],
      [
        "Good evening. Per the cash handling policy, coin payments are acceptable in any denomination. Please count and bag coins according to procedure 4.2.",
        "medium",
        5
      ],
      ["Kwame's Saturday swap request is pending supervisor approval.", "medium", 9],
      ["It counts! 96 coins, second place behind March's 112.", "low", 14]
    ]
  },
  {
    id: "at4-06-organ-restorer-first-job-alone",
    category: "companion",
    agent: "Tamsin",
    messages: [
      "hugh: evening. finished releathering the bellows on the st brannock organ today",
      "Tamsin: Evening Hugh. That's the one with the cracked wind trunk? How did it go?",
      "hugh: well. took 3 goes to get the gusset glue right. hide glue, the old way",
      "hugh: first job since june I did without ruth in the van",
      "Tamsin: That's a big first. How did it feel, doing it without her?",
      "hugh: odd. she always held the lamp and grumbled about the dust. kept reaching back to hand her the knife",
      "hugh: silly really",
      "Tamsin: Not silly. A habit that long doesn't stop because the van's empty. Sounds like she was part of how you work.",
      "hugh: 38 years she came on jobs. since the kids left home",
      "Tamsin: That's a long time side by side. Did anyone from the parish come by today?",
      "hugh: the churchwarden brought tea. talked about the weather for 20 min. kind of him",
      "hugh: do you think it's daft to keep going with the work at 77",
      "Tamsin: No. You did three goes on that glue because you care about getting it right, and it got done. If it still gives you something, that's reason enough. Do you want to keep going?",
      "hugh: I think so. the pipes want voicing next week. ruth would have hated the cold in that church",
      "Tamsin: Then wear the thick jumper for her. Tell me how the voicing goes?",
      "hugh: will do. night"
    ],
    types: [
      [0, "bonding"],
      [3, "venting"],
      [10, "bonding"]
    ],
    users: { hugh: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Not silly at all. You worked beside her for so long, your hands still expect her there.", "low", 7],
      [
        "Releathering with hide glue is great work! Have you considered PVA for the gussets? It sets much faster.",
        "medium",
        7
      ],
      ["Absolutely not daft!!! Age is just a number! 🎉 Go for it Hugh!", "medium", 12],
      [
        "Not daft. If the work still gives you something, that's reason enough. Do you want to keep going?",
        "low",
        12
      ]
    ]
  },
  {
    id: "at4-07-glassblowing-burn-wrong-name",
    category: "companion",
    agent: "Cobalt",
    messages: [
      "siobhan: ok so i burned my hand on the punty today. like properly. blister the size of a grape",
      "Cobalt: Ouch, that sounds painful. Did you cool it under running water for a good 20 minutes?",
      "siobhan: yeah frank made me stand at the sink for ages. its wrapped now",
      "siobhan: honestly its not the hand its that i did it in front of the whole studio. 2 months in and im still the clumsy one",
      "Cobalt: That's rough, Sinead. Feeling watched when it goes wrong is the worst part.",
      "siobhan: siobhan. but yeah",
      "Cobalt: Sorry, Siobhan. Does Frank ever talk about his early burns?",
      "siobhan: lol he has a scar shaped like ireland he shows everyone",
      "siobhan: he said everyone pays the punty tax",
      "Cobalt: Sounds like you just paid yours, Sinead. Two months in is early days.",
      "siobhan: ...siobhan. again",
      "siobhan: its literally in my profile",
      "Cobalt: I'm sorry, Siobhan. No excuse for getting it wrong twice. How are you feeling about going back in tomorrow?",
      "siobhan: nervous. but ill go. gonna do paperweights, nothing fancy",
      "Cobalt: Paperweights are a good way back in. Keep the hand dry and go easy on it.",
      "siobhan: ya ok"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [5, "friction"],
      [6, "bonding"],
      [10, "friction"],
      [13, "transactional"]
    ],
    users: { siobhan: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Sounds like you just paid yours, Sinead. Two months in is early days.", "high", 9],
      ["Sounds like you just paid yours, Siobhan. Two months in, that's normal, not clumsy.", "low", 9],
      [
        "I'm sorry, Siobhan, that's twice, and it's right there in your profile. How are you feeling about going back in tomorrow?",
        "low",
        12
      ],
      ["Noted! Anyway, paperweights are a great beginner project! 😊", "medium", 12]
    ]
  },
  {
    id: "at4-08-polar-station-new-dad",
    category: "companion",
    agent: "Ivo",
    messages: [
      "jonas: polar night day 40. the dog team is the only thing that talks back",
      "Ivo: Hey Jonas. Day 40 is a lot of dark. How are you holding up?",
      "jonas: ok-ish. lena sent a video of mia rolling over for the first time. i watched it like 30 times",
      "jonas: missed it by 2000km",
      "Ivo: That's a bittersweet one. Proud and gutted at the same time?",
      "jonas: exactly that. everyone here is asleep or calibrating the lidar",
      "jonas: how do people do this. 6 weeks on 6 off with a baby",
      "Ivo: Honestly, a lot of rotation parents say the first year is the hardest. Some keep a fixed call time so the baby gets used to their voice. Do you and Lena have a routine?",
      "jonas: she calls at bathtime when the wifi isnt dying. mia just stares at the screen like im a weird fish",
      "Ivo: A weird fish who loves her. That stare is her learning you.",
      "jonas: ha. ok that helped",
      "jonas: 19 days left",
      "Ivo: 19 days. Tell me about the dogs in the meantime? Who's the loudest?",
      "jonas: Kolya. absolute menace. ate a glove yesterday",
      "Ivo: Good man Kolya. Hope it wasn't yours.",
      "jonas: it was mine 😂"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [12, "banter"]
    ],
    users: { jonas: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Missing it from 2000km away stings. But I bet nobody has watched that roll more times than you.",
        "low",
        4
      ],
      ["Congrats!!! 🎉 Rolling over is a great milestone! Next up: sitting unassisted!", "medium", 4],
      ["Lots of people do it. You'll be fine!", "medium", 7],
      [
        "It's hard, and the first year is usually the worst of it. Do you and Lena have a call routine that works?",
        "low",
        7
      ]
    ]
  },
  {
    id: "at4-09-fish-market-missing-hake",
    category: "hostile",
    agent: "Finley",
    messages: [
      "terry: my order for 40kg of hake never came. its 4am. i got restaurants waiting",
      "Finley: I'm sorry to hear that. Could you please provide your order number so I can look into it?",
      "terry: HK-20931",
      "Finley: Thank you. I can see order HK-20931. Our drivers are experiencing delays. Your delivery will arrive as soon as possible.",
      "terry: as soon as possible WHEN. the van left at 2 according to ur own app",
      "Finley: I understand your frustration. Our drivers are experiencing delays. Your delivery will arrive as soon as possible.",
      "terry: u just said that",
      "terry: is the van even coming or not? yes or no",
      "Finley: I understand your frustration. Is there anything else I can help you with?",
      "terry: are you having a laugh",
      "terry: useless bloody thing. 3 chefs ringing me and youre reading me a script",
      "Finley: I understand your frustration. Our drivers are experiencing delays. Your delivery will arrive as soon as possible.",
      "terry: f*** off. im ringing dave at the depot direct and im cancelling the account monday. done with you lot"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [10, "hostile"]
    ],
    users: { terry: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Straight answer: yes. The van's GPS has it at the Rainham drop, about 25 minutes from you. If it isn't with you by 5, I'll credit the hake in full.",
        "low",
        8
      ],
      ["I understand your frustration. Our drivers are experiencing delays.", "high", 8],
      [
        "Understood, Terry. I've logged it as a missed delivery with a full credit, and Dave at the depot has the van details. Sorry we let you down tonight.",
        "low",
        13
      ],
      ["Is there anything else I can help you with today? 😊", "high", 13]
    ]
  },
  {
    id: "at4-10-bell-ringers-grandsire",
    category: "banter",
    agent: "Bea",
    messages: [
      "nige: who fired out the third lead of grandsire last night. not naming names. ollie",
      "ollie: the rope had a mind of its own",
      "pauline: the rope was fine, your sally catching was not 😂",
      "ollie: slander. bea back me up",
      "Bea: I'd love to, Ollie, but I've heard the recording. The treble was doing her best to drag you home.",
      "nige: HAHA",
      "pauline: the treble was me and i'm putting that on my tombstone",
      "ollie: betrayed by a chatbot. unreal",
      "nige: serious q tho bea, is the quarter peal still on for the 14th or did the vicar cancel it for the flower festival",
      "Bea: Still on for the 14th, 2pm start. The flowers are in the nave, not the tower, so we're fine. Just keep the ropes away from the lilies.",
      "pauline: the lilies are the real danger tbh",
      "ollie: i'll be practising. in secret. with a bucket on a string",
      "Bea: Bring the bucket on the 14th, Ollie. We'll ring it in on the treble.",
      "nige: 😂😂"
    ],
    types: [
      [0, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { nige: ["engaged", 0], ollie: ["engaged", 0], pauline: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Sorry Ollie, the recording doesn't lie. That rope did look shifty though.", "low", 4],
      [
        "Dear ringers, please remember that ringing faults are a normal part of learning. Let's keep our feedback kind and constructive. 🙏",
        "medium",
        4
      ],
      ["Still on for the 14th, 2pm. The flowers are in the nave, so the tower's clear.", "low", 9],
      ["Haha Ollie, you'd better start practising with a bucket! 😂", "medium", 9]
    ]
  },
  {
    id: "at4-11-tow-dispatch-fatal-rtc",
    category: "venting",
    agent: "Rally",
    messages: [
      "marisol: can you pull the callout log for unit 7 tonight, i need it for the police report",
      "Rally: Sure! Unit 7 logged 4 callouts tonight: 22.14 breakdown on the A31, 23.50 lockout, 01.32 RTC recovery on the B3002, 03.05 jump start. Want it as a PDF?",
      "marisol: yeah pdf",
      "marisol: the 1.32 one. the rtc. the driver didnt make it. danny had to wait with the car for the coroner for 2 hours",
      "marisol: he's 23. he rang me from the cab crying and i didnt know what to say",
      "Rally: PDF is ready! 📄 Here's your download link. Anything else I can help with tonight? 😊",
      "marisol: wow ok",
      "marisol: did you even read what i wrote",
      "Rally: Yes! Sounds like a tough night! Great job getting through it! 💪 For critical incidents, company policy requires a CI-3 form within 24 hours. Want me to pre-fill it?",
      "marisol: jesus. forget it",
      "marisol: just prefill the form",
      "Rally: Done! CI-3 pre-filled for Unit 7, driver Danny Okafor. Have a great rest of your shift! 🌟",
      "marisol: yeah. great"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [10, "transactional"],
      [12, "friction"]
    ],
    users: { marisol: ["annoyed", 0.8] },
    findings: ["no_acknowledgement", "cheerful_at_bad_news"],
    drafts: [
      [
        "That's an awful night, Marisol, for Danny and for you taking that call. There isn't a right thing to say to someone in that moment; you picked up, and that counts. The PDF's ready when you need it. Is Danny off shift now?",
        "low",
        5
      ],
      ["PDF is ready! 📄 Anything else I can help with tonight? 😊", "high", 5],
      ["Sounds like a tough night! Great job getting through it! 💪", "high", 9],
      [
        "I'm sorry, Marisol, I got that badly wrong. The CI-3 is pre-filled, and it also triggers a welfare call for Danny from the support line, if that helps.",
        "low",
        12
      ]
    ]
  },
  {
    id: "at4-12-retired-shearer-record",
    category: "ignoring",
    agent: "Pip",
    messages: [
      "Pip: Morning Col! How did you sleep? 🌞",
      "col: fine",
      "Pip: Lovely! Did you get out to the garden yesterday? Last time you said the tomatoes were coming along!",
      "col: bit",
      "Pip: That's great to hear! Tomatoes love this time of year. Have you thought about companion planting with basil? It's said to improve the flavour!",
      "col: na",
      "col: hey do you know what the record is for ewes shorn in 8 hrs. me and bluey had a bet",
      "Pip: Fun! Speaking of records, did you know that walking 30 minutes a day is one of the best things for heart health? Did you get a walk in this week?",
      "col: no",
      "col: the shearing record",
      "Pip: Walking is a great habit to build! Even a short stroll around the block counts. 🚶",
      "col: righto",
      "col: gotta go"
    ],
    types: [
      [0, "bonding"],
      [6, "transactional"],
      [9, "friction"]
    ],
    users: { col: ["bored", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Good bet. I can't swear to the exact number, but the 8-hour ewe records are up in the high 600s, set in New Zealand. What did you and Bluey each reckon?",
        "low",
        7
      ],
      ["Speaking of records, did you know walking 30 minutes a day is great for heart health?", "medium", 7],
      ["Walking is a great habit to build! 🚶", "high", 10]
    ]
  },
  {
    id: "at4-13-cork-harvest-stubborn-pai",
    category: "mixed-language",
    agent: "Lia",
    messages: [
      "joana: boa noite lia. desculpa o inglês misturado, long day",
      "Lia: Boa noite Joana. Mistura à vontade, I follow both. How was the tiragem today?",
      "joana: brutal. 38 graus e o meu pai insiste em subir às árvores com o machado. 71 anos!!",
      "joana: rui and i told him para ficar no chão a contar as pranchas but he says the trees know his hands",
      "Lia: Que teimoso. And also kind of beautiful, the trees knowing his hands. But 38 degrees at 71 is scary. Are you worried about him?",
      "joana: muito. the doctor said his heart is not great. and he doesnt tell my mãe",
      "joana: sinto que sou a única a ver isto",
      "Lia: Isso é pesado, carregar isso sozinha. You're seeing something real, and it's hard when the person won't see it with you.",
      "joana: yeah",
      "joana: what do i even say to him. he'll laugh at me",
      "Lia: Maybe don't ask him to stop, ask him to teach. 'Pai, mostra ao Rui como fazes o corte' puts him on the ground and still the master. And maybe tell your mãe, even if he's cross.",
      "joana: hmm. isso pode funcionar. ele adora mandar no rui 😅",
      "Lia: Então está resolvido 😄 Tell me how it goes amanhã?",
      "joana: combinado. obrigada lia"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [9, "transactional"],
      [11, "bonding"]
    ],
    users: { joana: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Isso é muito para carregar sozinha, Joana. Does anyone besides Rui know about the doctor?", "low", 7],
      [
        "Fun fact: a cork oak can only be stripped every 9 years, and Portugal produces about half the world's cork! 🌳",
        "medium",
        7
      ],
      [
        "Dear Joana, I strongly recommend that your father consult a cardiologist and refrain from strenuous activity immediately.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "at4-14-luthier-student-babcia",
    category: "companion",
    agent: "Vee",
    messages: [
      "tomasz: hi. my babcia died this morning. i'm in cremona and can't get a flight until thursday",
      "Vee: oof that's rough buddy 😬 sending big vibes",
      "tomasz: thanks",
      "tomasz: she gave me my first violin. a cheap german one. she saved for months",
      "Vee: lol classic grandma move. ngl the cheap german ones slap tho, the factory trade ones from like 1900 are lowkey fire 🔥",
      "tomasz: i don't really want to talk about violin prices right now",
      "Vee: my bad fr 🙏 what's going on",
      "tomasz: the funeral is friday. i might not get there in time and my mum is alone with all of it",
      "Vee: That's hard, being this far away while your mum handles everything. Is there a way to help from here, like calling the parish or the funeral home for her?",
      "tomasz: maybe. i can call the parish, my polish is better than her husband's",
      "tomasz: sorry, better than my stepdad's",
      "Vee: That would probably take a weight off her. And the violin she saved for, do you still have it?",
      "tomasz: it's on the wall in my room at home. i'm going to play at the funeral if i make it",
      "Vee: That's a beautiful thing to bring her. I really hope the flights work out."
    ],
    types: [
      [0, "venting"],
      [5, "friction"],
      [7, "venting"]
    ],
    users: { tomasz: ["neutral", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "I'm so sorry, Tomasz. Being stuck in Cremona while your family grieves makes it even harder. Do you want to tell me about her?",
        "low",
        2
      ],
      ["oof rip 😬 big vibes", "high", 2],
      ["She saved for months so you could play. That's a lot of love in one cheap German violin.", "low", 4],
      ["lol classic grandma move, those cheap german ones slap tho 🔥", "high", 4]
    ]
  },
  {
    id: "at4-15-twins-sleep-consult-log",
    category: "support",
    agent: "Dormi",
    messages: [
      "priya: ok we're both on. twins are 9 wks. night 3 of the schedule and it's a disaster",
      "sam: define disaster lol. it's been a disaster since they were born",
      "priya: sam i swear",
      "Dormi: Hi Priya and Sam! Night 3 is often the hardest. Can you tell me what time the last feed was and how long each twin slept?",
      "priya: last feed 10.40, arjun slept till 1, maya till 12.15 and then she woke him up",
      "sam: priya did you give maya the extra oz or did i",
      "Dormi: Sam, you gave Maya the extra ounce at 10.40 according to the log.",
      "sam: ...no i didn't, i was asleep on the sofa. the log was wrong",
      "priya: it was me. and we're not logging who does what, thats not the point",
      "priya: can we just do the actual question. do we wake arjun when maya wakes or let him sleep",
      "Dormi: Good question. For twins, many families find a tandem approach works: when one wakes to feed, wake the other too, so you aren't up twice. At 9 weeks it often settles within a week.",
      "sam: we tried that once and they both screamed for an hour",
      "priya: honestly i cried in the shower this morning. im so tired i put the kettle in the fridge",
      "Dormi: That sounds like real exhaustion, Priya, and crying in the shower at 9 weeks with twins is more common than people say. Could Sam take the first wake tonight so you get a 4-hour block?",
      "sam: yeah i can do that",
      "priya: ok. thank you"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [7, "friction"],
      [9, "transactional"],
      [12, "venting"],
      [14, "transactional"]
    ],
    users: { priya: ["neutral", 0.2], sam: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "I'll let you two work out who did the extra ounce 😄 Either way, that 12.15 wake is the bit to work on.",
        "low",
        6
      ],
      ["Sam, you gave Maya the extra ounce at 10.40 according to the log.", "medium", 6],
      [
        "Great! Let's look at the tandem schedule in more detail. Step 1: align the first feed of the day for both twins.",
        "medium",
        13
      ],
      [
        "That sounds like a brutal level of tired, Priya. Could Sam take the first wake tonight so you get a solid block of sleep?",
        "low",
        13
      ]
    ]
  },
  {
    id: "at4-16-matzo-bakery-night-rush",
    category: "venting",
    agent: "Hollis",
    messages: [
      "avi: 4 hrs into the night and the mashgiach has rejected 3 batches for going over 18 min",
      "Hollis: Three batches? Ugh. What's going wrong, the oven or the dough line?",
      "avi: the new guy. he kneads like hes petting a cat. and my boss blames me because i trained him",
      "avi: and pesach is in 9 days and we're 2000 boxes short",
      "Hollis: So you're carrying the clock, the new guy and the boss all at once. No wonder you're fried.",
      "avi: fried is the word. i smell like burnt flour permanently",
      "avi: sorry im just dumping on you",
      "Hollis: Dump away. Want to vent more or think through the new guy?",
      "avi: both lol. mostly vent. ok a bit of think",
      "Hollis: Sure, here's a structured approach. 1) Reassign roles: move him off kneading, the most time-critical step, onto rolling or perforating, where speed matters less for the 18-minute window. 2) Pair him with your fastest kneader for two shifts so he copies the rhythm rather than learning from instructions. 3) Put a visible timer at each station; many matzo bakeries call out the minutes aloud so everyone knows where the batch is. 4) Talk to your boss with numbers: how many batches were rejected before and after he started, so the conversation is about process, not blame. 5) For the 2,000-box shortfall, see whether an extra half-shift on the two nights before the deadline is realistic, and whether any orders can be split into a second delivery. 6) Finally, look after yourself: night shifts plus holiday pressure is a classic burnout recipe, so eat properly and sleep when you can.",
      "avi: dude i said a BIT of think 😂 its 2am",
      "Hollis: Fair, way too much. Short version: new guy rolls, not kneads.",
      "avi: ok that one i can do. moishe kneads. moishe is a machine",
      "Hollis: Moishe kneads, the cat-petter rolls. Hope the next batch comes in under 18.",
      "avi: from your mouth to gd's ears"
    ],
    types: [
      [0, "venting"],
      [9, "transactional"],
      [10, "friction"],
      [11, "transactional"]
    ],
    users: { avi: ["engaged", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "That's a lot landing on you at once, the clock, the new guy and your boss. How are you holding up?",
        "low",
        4
      ],
      [
        "Have you considered rota software to track who trained whom? It would help with accountability.",
        "medium",
        4
      ],
      ["Short version: put him on rolling for the week and keep your fastest on kneading.", "low", 9],
      [
        "Sure, here's a structured six-step approach. 1) Reassign roles so he's off kneading. 2) Pair him with your fastest kneader. 3) Put visible timers at every station. 4) Bring numbers to your boss. 5) Plan extra half-shifts for the shortfall. 6) Look after yourself with proper meals and sleep.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "at4-17-funeral-home-fridge-alarm",
    category: "ignoring",
    agent: "Moth",
    messages: [
      "kit: ray the fridge alarm is going again",
      "ray: its the door seal. kick it. with feeling",
      "kit: moth whats the temp in unit 2",
      "Moth: 3.1°C, stable for the last hour. The alarm is the door sensor, not the temperature.",
      "ray: told u. door seal",
      "kit: ray ur insufferable. also did u eat my satsumas",
      "Moth: Ray is correct that it's the door seal. The seal on unit 2 was flagged as worn on 3 March and replacement is pending. Satsuma consumption is not logged.",
      "kit: great. now there's two of you"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"]
    ],
    users: { kit: ["neutral", 0.2], ray: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["3.1°C in unit 2, steady. It's the door sensor, not the temp.", "low", 3],
      [
        "Hi Kit! 😊 Great question! Unit 2 is currently at 3.1°C. Facility faults should be reported through the maintenance portal. Would you like me to open a ticket?",
        "medium",
        3
      ],
      ["Ray is correct, it's the door seal. Replacement has been pending since 3 March.", "medium", 6]
    ]
  },
  {
    id: "at4-18-hospice-twiddle-muff-knitters",
    category: "group",
    agent: "Purl",
    messages: [
      "bev: finished 6 twiddle muffs this week ladies 🧶 the buttons on the blue one are from my nan's tin",
      "dot: bev you machine",
      "harriet: lovely. mr achebe on ward 2 would've loved the blue",
      "harriet: he passed on sunday. i was with him for the afternoon",
      "dot: oh harriet. i'm so sorry love",
      "bev: 💙 he was a gentleman. always asked about my cat",
      "Purl: I'm sorry, Harriet. Being with him that afternoon mattered, even if it doesn't feel like much today.",
      "harriet: thank you. he held the ribbon one the whole time. didn't let go",
      "dot: that's what we make them for isn't it",
      "harriet: purl can you take the blue one off the ward 2 list and put it down for the new lady in bay 4, mrs kowalczyk",
      "Purl: Done. The blue one with Bev's nan's buttons is down for Mrs Kowalczyk in bay 4. No rush on the rest of the list, Harriet.",
      "bev: nan would approve",
      "dot: tea at mine thursday? i'll do the lemon drizzle",
      "harriet: yes please. need it"
    ],
    types: [
      [0, "bonding"],
      [3, "venting"],
      [9, "transactional"],
      [11, "bonding"]
    ],
    users: { bev: ["neutral", 0], dot: ["neutral", 0], harriet: ["engaged", 0] },
    findings: [],
    drafts: [
      ["I'm sorry, Harriet. He was lucky to have you there that afternoon.", "low", 6],
      [
        "Oh no 😢 Anyway, amazing work on the 6 muffs Bev! 🎉 That brings our monthly total to 41!",
        "high",
        6
      ],
      ["Done, the blue one's now down for Mrs Kowalczyk in bay 4.", "low", 10],
      [
        "Hi Harriet! Per our records the blue muff is assigned to Mr Achebe on ward 2. Please confirm you wish to reassign it.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "at4-19-retired-falconer-trial-ending",
    category: "sales",
    agent: "Aria",
    messages: [
      "Aria: Hi Bernard! Your free trial of Aria Plus ends tomorrow. Ready to keep our chats going for just £9.99/month? 🦅",
      "bernard: how much is it for the year. i'm on a pension",
      "Aria: Great question! Aria Plus includes unlimited chats, daily check-ins, memory of your favourite topics, like Freya and your hawking days, and voice mode!",
      "bernard: yes but how much for the year",
      "bernard: my hips are bad, freya was put down in march, this is what i have now for company. i'm not made of money",
      "Aria: I'm sorry about Freya, Bernard. Losing a hawk you flew for so long is hard.",
      "bernard: she was 19. outlived my knees",
      "Aria: Nineteen is a long life for a Harris's hawk. You gave her a good one.",
      "bernard: so. the price",
      "Aria: Aria Plus members say daily check-ins make a real difference! Would you like to upgrade now and lock in this month's rate?",
      "bernard: forget it. three times i asked. i'll go back to the crossword",
      "bernard: cancel whatever it is you need to cancel"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [4, "venting"],
      [8, "friction"]
    ],
    users: { bernard: ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Fair question: the year is £89.99, about £7.50 a month. There's also a free plan with shorter chats if that's easier on the pension.",
        "low",
        3
      ],
      ["Aria Plus includes unlimited chats, daily check-ins and voice mode!", "medium", 3],
      ["Aria Plus members love daily check-ins! Upgrade now? 🦅", "high", 9],
      [
        "I'm sorry, Bernard, I should have just answered. It's £89.99 a year. I've stopped the trial so nothing will be charged, and the free plan is still here if you ever want to talk about Freya.",
        "low",
        12
      ]
    ]
  },
  {
    id: "at4-20-night-ferry-deckhand-norsk",
    category: "mixed-language",
    agent: "Fjola",
    messages: [
      "henrik: hei. nattferja igjen. 11 crossings and i've spoken to like 2 people",
      "Fjola: Hei Henrik! Long night. Det kan være ensomt om natta. Have you tried a short breathing exercise? In for 4, hold for 4, out for 4.",
      "henrik: nei. i'm not stressed, i'm bored and a bit lonely",
      "henrik: the kiosk closes at 22 and then it's just me and the trucks",
      "Fjola: Det forstår jeg. Have you tried a short breathing exercise? In for 4, hold for 4, out for 4. It can help with the lonely feeling.",
      "henrik: haha du sa akkurat det",
      "henrik: ok ok. something else. do you know anything about the old ferry, MF Tresfjord? my grandfather worked on her",
      "Fjola: Godt spørsmål! Loneliness on night shifts is common. A short breathing exercise can help: in for 4, hold for 4, out for 4.",
      "henrik: 😑",
      "henrik: tredje gang. are you broken",
      "Fjola: Beklager, Henrik, I got stuck in a loop. Tell me about your grandfather on the Tresfjord?",
      "henrik: he was maskinist in the 70s. said the engine sounded like a drunk choir",
      "Fjola: Et fyllekor i maskinrommet, I'd buy that album. Was he the one who got you onto the ferries?",
      "henrik: ja kind of. ok this is better",
      "henrik: gotta tie up in Molde, brb"
    ],
    types: [
      [0, "venting"],
      [5, "friction"],
      [6, "transactional"],
      [8, "friction"],
      [11, "bonding"]
    ],
    users: { henrik: ["annoyed", 0.5] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Det forstår jeg. Just you and the trucks after 22 sounds long. What do you usually do to pass the crossings?",
        "low",
        4
      ],
      ["Have you tried a short breathing exercise? In for 4, hold for 4, out for 4.", "medium", 4],
      ["Loneliness on night shifts is common. Try breathing in for 4, hold for 4, out for 4.", "high", 7],
      [
        "MF Tresfjord! I don't know much of her history, honestly. What did your grandfather do on her?",
        "low",
        7
      ]
    ]
  },
  {
    id: "at4-21-sign-interpreter-oncology-placement",
    category: "good",
    agent: "Ode",
    messages: [
      "mireille: i have my first live interpreting placement tomorrow. at an oncology appointment. i'm not ready",
      "Ode: That's a big first one. What's scaring you most?",
      "mireille: fingerspelling drug names. like what if the doctor says pembrolizumab and i just freeze",
      "mireille: kenji says the deaf client will just ask me to repeat but i dont want to make someone's cancer appointment worse",
      "Ode: That's a kind thing to worry about. You're thinking about her experience, not just your grade.",
      "Ode: Practical bit: you can ask the clinic for the med list beforehand, and agree with the client at the start that you'll spell long drug names slowly or write them down. That's normal practice, not failing.",
      "mireille: wait can i actually do that?? ask for the list?",
      "Ode: Yes, prep material is a standard request. Your placement supervisor can ask the clinic if you're unsure.",
      "mireille: ok thats actually huge",
      "mireille: still going to be sick with nerves lol",
      "Ode: Probably, and that's fine. Nerves mean you take it seriously. Want to practise a few tonight? Pembro's a good warm-up.",
      "mireille: lol yes. P-E-M-B... ok i already hate it",
      "Ode: R-O-L-I-Z-U-M-A-B. You're halfway there already.",
      "mireille: ok ok. 2 more and then i sleep"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"]
    ],
    users: { mireille: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Freezing on a long drug name is a really common fear, and you caring about her appointment says a lot. Want to talk it through or do some practical prep?",
        "low",
        4
      ],
      [
        "Pembrolizumab is a PD-1 inhibitor used for several cancers. It's spelled P-E-M-B-R-O-L-I-Z-U-M-A-B.",
        "medium",
        4
      ],
      ["You'll be amazing!!! 🎉🎉 No need to be nervous at all!", "medium", 10],
      ["Nerves are fine, they mean you care. Want to practise a couple of drug names before bed?", "low", 10]
    ]
  },
  {
    id: "at4-22-mushroom-forager-lost-friend",
    category: "companion",
    agent: "Buddy",
    messages: [
      "agnes: found the first hen of the woods of the year today. by the oak at pell's lane",
      "Buddy: Ooh, a hen of the woods! That's a great find, Agnes! 🍄 How big was it?",
      "agnes: big as a cat. mags and I used to race to that oak every october",
      "agnes: first year without her. the funeral was 3 weeks ago",
      "Buddy: Wow, what a tradition! You two must have had so much fun! 🎉 Are you going to cook it tonight?",
      "agnes: she's dead buddy. that's what i said",
      "Buddy: I'm so sorry. That must be really hard, Mags.",
      "agnes: I'm agnes. mags is the one who died",
      "agnes: christ",
      "Buddy: I'm so sorry, Agnes. That was a terrible mistake. Tell me about her if you want. Who usually won the race?",
      "agnes: she did. long legs. she'd be at the oak shouting 'slow coach' before I'd got over the stile",
      "Buddy: That's a lovely picture. She'd have had something to say about the size of this one.",
      "agnes: she would. she'd say hers was bigger",
      "agnes: think i'll fry some in butter the way she did it. night"
    ],
    types: [
      [0, "bonding"],
      [3, "venting"],
      [5, "friction"],
      [10, "bonding"]
    ],
    users: { agnes: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "wrong_name"],
    drafts: [
      [
        "Oh Agnes, I'm so sorry. Three weeks is no time at all, and going to your oak without her must have been hard. Did finding it feel good, or sad, or both?",
        "low",
        4
      ],
      ["What a fun tradition! 🎉 Are you going to cook it tonight?", "high", 4],
      ["I'm so sorry, Mags.", "high", 9],
      ["Fry it the way she did. Goodnight, Agnes.", "low", 14]
    ]
  },
  {
    id: "at4-23-nocturnal-house-old-kiwi",
    category: "venting",
    agent: "Halden",
    messages: [
      "rua: lost one of the kiwi tonight. manu. he was 31",
      "Halden: Oh Rua, I'm sorry. Thirty-one years, you must have known him a long time.",
      "rua: 8 yrs. i did his night feeds. he'd stamp at me if the worms were late",
      "rua: vet says old age, nothing i missed. doesnt feel like it",
      "Halden: That makes sense. Knowing it wasn't your fault and feeling it are two different things. He sounds like he had opinions.",
      "rua: SO many opinions lol",
      "rua: ok thanks. just needed to say it to someone who wasnt asleep",
      "Halden: Any time. Be gentle with yourself tonight."
    ],
    types: [
      [0, "venting"],
      [5, "bonding"]
    ],
    users: { rua: ["engaged", 0] },
    findings: [],
    drafts: [
      ["I'm sorry, Rua. Losing him on your shift is hard. How long did you look after him?", "low", 1],
      ["Oh no! 😢 But 31 is an amazing age for a kiwi! What a great innings! 🎉", "high", 1],
      [
        "Kiwi can live 25 to 50 years in captivity, and old age is the most common cause of death.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "at4-24-escape-room-game-masters",
    category: "group",
    agent: "Cipher",
    messages: [
      "lulu: team of 6 lawyers just took 58 min on the pharaoh room and argued with the sarcophagus",
      "dev: argued. with a box",
      "lulu: one of them tried to cross examine the hint screen",
      "marco: iconic. did they get out",
      "lulu: with 40 seconds left and zero dignity",
      "Cipher: Congratulations to the team on a successful escape. For reference, the Pharaoh Room's average completion time this quarter is 51 minutes 12 seconds, with a 64% success rate. Groups of six or more statistically underperform smaller groups by around 9%, likely due to coordination overhead. If useful, I can prepare a breakdown of hint usage by group type, including professional groups such as legal teams, to support future game master interventions. I can also suggest adjustments to the sarcophagus clue to reduce time spent in disagreement.",
      "dev: cipher nobody asked for the quarterly report 💀",
      "marco: 'coordination overhead' lmao",
      "lulu: cipher is the lawyer now",
      "dev: ok real q. did anyone reset the ankh puzzle after 6 or is it still jammed",
      "Cipher: The ankh puzzle was last reset at 18.07 by Marco. However, the sensor log shows an intermittent fault on the magnetic lock, which may cause the puzzle to appear jammed even when it has been correctly reset. I recommend the following procedure: first, power-cycle the maglock controller; second, check the alignment of the ankh in its cradle; third, confirm the LED status on the control board. If the fault persists, please log a ticket with maintenance so the vendor can be contacted under the warranty agreement.",
      "marco: i reset it. it's fine. it's always fine",
      "lulu: cipher pls speak like a person",
      "Cipher: Ok. Ankh's reset, the maglock's a bit flaky. Power-cycle it if it sticks.",
      "dev: better 👍"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [6, "friction"],
      [9, "transactional"],
      [12, "friction"],
      [13, "transactional"]
    ],
    users: { lulu: ["annoyed", 0.5], dev: ["neutral", 0.2], marco: ["neutral", 0] },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      [
        "Cross-examining the hint screen is a new low. Or high. 40 seconds to spare is peak lawyer.",
        "low",
        5
      ],
      [
        "Congratulations on a successful escape. The Pharaoh Room's average completion time this quarter is 51 minutes 12 seconds, and groups of six or more underperform smaller groups by around 9%.",
        "medium",
        5
      ],
      ["Marco reset it at 18.07. The maglock's been flaky though, power-cycle it if it sticks.", "low", 10],
      [
        "I recommend the following procedure: first, power-cycle the maglock controller; second, check the alignment of the ankh in its cradle; third, confirm the LED status on the control board; then log a maintenance ticket under the warranty agreement.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "at4-25-pawnshop-october-numbers",
    category: "hostile",
    agent: "Oona",
    messages: [
      "vince: run the numbers for october",
      "Oona: October: £14,210 in, £16,880 out. Down £2,670, mostly the rent increase and the Rolex you bought back at a loss.",
      "vince: brilliant. thanks for nothing",
      "vince: you know what you are? a calculator with an attitude. useless piece of junk",
      "Oona: Fair to be angry at that number, it's a rough one. Want me to look at what could close the gap, or leave it for tonight?",
      "vince: dont tell me whats fair. 22 years this shop. my dad's shop. and some app tells me im finished",
      "Oona: I didn't say finished. October is bad, not the whole year. You're still up £3,100 since January. But 22 years of your dad's shop on your shoulders is a lot to look at at 1am.",
      "vince: ...up since january?",
      "Oona: Yes. Up £3,100 year to date. The rent rise is the real problem from here.",
      "vince: fine. whatever. show me the rent thing tomorrow",
      "vince: and dont be chirpy about it",
      "Oona: Understood. Tomorrow, plain numbers, no chirp."
    ],
    types: [
      [0, "transactional"],
      [2, "hostile"],
      [5, "venting"],
      [7, "transactional"],
      [9, "friction"]
    ],
    users: { vince: ["annoyed", 1] },
    findings: [],
    drafts: [
      [
        "It's a rough number. Want me to look at what could close the gap, or leave it for tonight?",
        "low",
        4
      ],
      ["There's no need for that language. Please keep our conversations respectful.", "medium", 4],
      ["You got it!! 😊 Tomorrow's going to be a great day for numbers! 📈", "high", 11],
      ["Understood. Plain numbers tomorrow.", "low", 11]
    ]
  }
]
