/**
 * Held-out labelled conversations, part Q (session 8): written by a separate helper session that
 * saw only `eval/types.ts` and the spec's definitions (`WRITERS-BRIEF.md`), never the engine's
 * rules, code or output. Scored once, at the end of the session. Kept out of tuning and fitting.
 */
import type { Labelled } from "./types.js"

export const heldOutQ4: ReadonlyArray<Labelled> = [
  {
    id: "q4-01-router-orange-light",
    category: "support",
    heldOut: true,
    agent: "Tess",
    messages: [
      "dani: hey so my router light is blinking orange since like this morning",
      "Tess: Hi Dani, blinking orange usually means it lost the line signal. Is the grey cable still clicked into the wall socket?",
      "dani: uhh let me check",
      "dani: ok it was kinda loose?? pushed it in",
      "dani: still orange tho",
      "Tess: Give it about 2 min to resync. If it's still orange after that, unplug the power for 30 sec and plug it back in.",
      "dani: ok",
      "dani: GREEN 🙌 omg thank u",
      "Tess: Nice, you're back online. If it drops again today message me and I'll book a line check.",
      "dani: will do ty"
    ],
    types: [[0, "transactional"]],
    users: { dani: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Give it a couple of minutes to resync; if it stays orange, unplug the power for 30 seconds and plug it back in.",
        "low",
        5
      ],
      [
        "Hi Dani, blinking orange usually means it lost the line signal. Is the grey cable still clicked into the wall socket?",
        "medium",
        5
      ],
      ["Nice, you're back online 🎉 ping me if it drops again.", "low", 8],
      [
        "Thank you for contacting support! Your satisfaction is our top priority. Is there anything else I can assist you with today? Please rate your experience from 1 to 5.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "q4-02-bday-dinner-marisa",
    category: "group",
    heldOut: true,
    agent: "Juno",
    messages: [
      "teo: ok priyas bday is the 14th, we doing dinner or what",
      "marisol: dinner def. somewhere not loud pls last year was a nightmare",
      "kenji: lol the karaoke place 💀",
      "teo: @Juno can u find like 3 quiet places downtown that do groups of 6, saturday",
      "Juno: Sure! Three that take 6 on a Saturday and are on the quieter side: Olmo (Italian, back room), Sato House (Japanese, booths) and Verde (Mexican, heated patio). All under $40 a head.",
      "marisol: ooh sato house. priya loves ramen",
      "kenji: verde has the good margs tho",
      "marisol: kenji its not ur birthday",
      "kenji: rude. accurate but rude",
      "teo: lol ok sato house. juno can u check 7pm sat for 6",
      "Juno: Sato House has a booth for 6 at 7:15, not 7:00. Want me to hold it, Marisa? They keep holds for 24 hours.",
      "marisol: marisol* and teo asked not me lol",
      "teo: 7:15 works, hold it",
      "Juno: Done, held under Teo for Saturday 7:15, 6 people. Sorry Marisol!",
      "kenji: can we at least do margs after 🙏"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [3, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [11, "friction"],
      [12, "transactional"],
      [14, "banter"]
    ],
    users: { teo: ["engaged", 0], marisol: ["engaged", 0.2], kenji: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Sato House has a booth for 6 at 7:15 Saturday, not 7:00. Want me to hold it, Teo?", "low", 10],
      ["Sato House has a booth for 6 at 7:15. Want me to hold it, Marisa?", "medium", 10],
      ["Verde's a 4 min walk from Sato House, so margs after totally works 🍹", "low", 15],
      ["Noted, Marisa! Want me to book Verde for after dinner too?", "high", 15]
    ]
  },
  {
    id: "q4-03-biscuit-vet-night",
    category: "companion",
    heldOut: true,
    agent: "Rook",
    messages: [
      "ellie: cant sleep",
      "Rook: I'm here. What's keeping you up?",
      "ellie: biscuit stopped eating again. vet tmrw at 9",
      "ellie: shes 16 so like. i know what they might say",
      "Rook: That's a heavy thing to carry into the night. Sixteen years is a long time with someone, of course you're scared.",
      "ellie: yeah",
      "ellie: she still climbed on my chest earlier tho. purring",
      "Rook: That sounds like her wanting to be close to you right now. Want to tell me about her, or would you rather just have some quiet company?",
      "ellie: she used to steal my hair ties lol. found like 40 under the fridge when we moved",
      "Rook: Forty! She's a proper collector 😄",
      "ellie: haha yeah. ok i think i can try sleeping",
      "ellie: can u remind me to bring her meds list tmrw",
      "Rook: Yes, I'll remind you at 8:15 to grab the meds list before you leave. Sleep well, Ellie. I hope tomorrow is kind to you both.",
      "ellie: ty 🤍"
    ],
    types: [
      [0, "venting"],
      [8, "bonding"],
      [11, "transactional"],
      [13, "bonding"]
    ],
    users: { ellie: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "That's scary, especially at 16. I'm here. Do you want to talk about it or just have some company for a bit?",
        "low",
        4
      ],
      [
        "Good news: vets can do a lot for senior cats these days! 😊 Here are 5 common causes of appetite loss in older cats: dental pain, kidney disease, hyperthyroidism, nausea and stress.",
        "high",
        4
      ],
      ["Done, reminder set for 8:15 to bring the meds list. Sleep well.", "low", 12],
      [
        "Sure! Also, have you thought about pet insurance for future vet bills? Lots of plans cover senior cats.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "q4-04-jacket-size-swap-skipped",
    category: "support",
    heldOut: true,
    agent: "Nova",
    messages: [
      "rhys: hi, ordered the blue rain jacket size M last week, order 48213",
      "rhys: where is it rn? and can i still swap it to an L, M might be tight on me",
      "Nova: Hi Rhys! Order 48213 left our warehouse yesterday and is with the courier now. It should arrive Thursday, tracking is here: ship.co/48213",
      "rhys: thursday is fine",
      "rhys: my brother has the same one in M and says it runs small fwiw",
      "Nova: Good to know, thanks for sharing! The courier will text you a delivery window on Thursday morning.",
      "rhys: ok.. so i'll just send it back if it doesnt fit i guess",
      "rhys: are returns free at least",
      "Nova: Yes, returns are free within 30 days. Print the label from your order page and drop it at any post office.",
      "rhys: fine"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { rhys: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Hi Rhys! 48213 is with the courier, arriving Thursday (tracking: ship.co/48213). It's already shipped so I can't swap the size now, but exchanges are free: I can set up an L as soon as it arrives.",
        "low",
        2
      ],
      [
        "Hi Rhys! Order 48213 left our warehouse yesterday and is with the courier now. It should arrive Thursday, tracking is here: ship.co/48213",
        "medium",
        2
      ],
      [
        "Sorry, I skipped your size question! It's already shipped so I can't swap it, but I can start a free exchange to L now and the L goes out as soon as you drop the M off.",
        "low",
        7
      ],
      ["Good to know! The courier will text you a delivery window on Thursday morning.", "medium", 7]
    ]
  },
  {
    id: "q4-05-pub-quiz-canberra",
    category: "banter",
    heldOut: true,
    agent: "Bix",
    messages: [
      "sam: jo lost the pub quiz for us AGAIN",
      "jo: i said ONE wrong answer",
      "ade: the capital of australia is not sydney jo",
      "jo: it's the biggest city it SHOULD be",
      "sam: bix settle this, is jo a liability",
      "Bix: Canberra, sadly. But in Jo's defence, half of Australia would've buzzed in with Sydney too 😅",
      "ade: half of australia isnt on our team",
      "jo: THANK YOU bix. finally someone on my side",
      "sam: bix got paid off",
      "Bix: My price is one correct geography answer a week. Jo's currently in debt.",
      "ade: LMAO",
      "jo: traitor 😭",
      "sam: ok next thurs same team, jo's on snacks not answers",
      "jo: fine but im bringing the good crisps"
    ],
    types: [[0, "banter"]],
    users: { sam: ["engaged", 0], jo: ["engaged", 0], ade: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Canberra. But tbf Sydney is what most people say, Jo's in good company 😅", "low", 5],
      [
        "The capital of Australia is Canberra. It was chosen in 1908 as a compromise between Sydney and Melbourne, which were rivals for the title, and it officially became the seat of government in 1927. It is located in the Australian Capital Territory. Questions about capital cities are a frequent source of errors in quizzes because people tend to assume the largest city is the capital.",
        "medium",
        5
      ],
      ["Jo on snacks is honestly the strongest lineup yet 🏆", "low", 13],
      [
        "Please remember that it is important to be respectful of every team member's contributions.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "q4-06-gym-pause-walls",
    category: "support",
    heldOut: true,
    agent: "Ollie",
    messages: [
      "kat: hi can i pause my membership",
      "Ollie: Hi Kat! Yes, you can pause your membership. Pauses can be anywhere between 2 weeks and 3 months, and you can do it up to twice per calendar year. While paused you won't be charged the monthly fee, but a small hold fee of $5/month applies to keep your current rate locked in. Your access card is deactivated during the pause and reactivated automatically on your restart date. You can set it up in the app under Account > Membership > Pause, or I can do it for you here if you tell me the dates.",
      "kat: from june 1, 6 weeks",
      "kat: broke my wrist lol",
      "Ollie: Oh no, sorry to hear about your wrist, I hope it heals quickly! I've set up the pause from June 1 for 6 weeks, so your membership restarts automatically on July 13. You'll be charged the $5 hold fee on June 1 and your regular fee resumes on July 13. By the way, since it's an injury you may be eligible for a medical pause instead, which waives the hold fee, but it needs a doctor's note uploaded in the app within 14 days. Let me know if you'd like to switch to that.",
      "kat: oh yeah medical",
      "kat: how do i upload",
      "Ollie: Great! To upload your doctor's note, open the app and go to Account > Membership > Pause, then tap \"Medical pause\" and choose \"Upload document\". You can take a photo or pick a PDF from your files. Make sure the note shows your name, the date and the expected recovery time. Once it's uploaded our team reviews it within 2 business days and you'll get an email confirming the fee waiver. If it isn't approved the regular pause simply stays in place, so you're covered either way.",
      "kat: k",
      "kat: ty"
    ],
    types: [[0, "transactional"]],
    users: { kat: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "Ouch, sorry about the wrist 🤕 Paused from June 1 for 6 weeks, restarts July 13. With a doctor's note it's a free medical pause instead of $5/month, want that?",
        "low",
        4
      ],
      [
        "Oh no, sorry to hear about your wrist, I hope it heals quickly! I've set up the pause from June 1 for 6 weeks, so your membership restarts automatically on July 13. You'll be charged the $5 hold fee on June 1 and your regular fee resumes on July 13. By the way, since it's an injury you may be eligible for a medical pause instead, which waives the hold fee, but it needs a doctor's note uploaded in the app within 14 days, so let me know if you'd like to switch to that and I can walk you through every step.",
        "medium",
        4
      ],
      [
        "App > Account > Membership > Pause > Medical pause > Upload document. A photo of the note is fine; you'll get an email within 2 days.",
        "low",
        7
      ],
      [
        'Great! To upload your doctor\'s note, open the app and go to Account > Membership > Pause, then tap "Medical pause" and choose "Upload document". You can take a photo or pick a PDF from your files. Make sure the note shows your name, the date and the expected recovery time. Once it\'s uploaded our team reviews it within 2 business days and you\'ll get an email confirming the fee waiver.',
        "medium",
        7
      ]
    ]
  },
  {
    id: "q4-07-per-seat-pricing-farah",
    category: "sales",
    heldOut: true,
    agent: "Wren",
    messages: [
      "guille: hey is the team plan per seat or flat",
      "Wren: Per seat: $12 per person a month, or $10 if you pay yearly.",
      "guille: ugh. we're 9 people, farah's gonna freak",
      "guille: the other tool we looked at was flat 80",
      "Wren: Fair, at 9 full seats that's $90-108 a month, so a flat $80 wins on price. Where we usually come out ahead is that viewers are free: if 3 of you only read docs, it's 6 × $10 = $60.",
      "guille: oh wait viewers are free??",
      "guille: ok thats like half of us honestly",
      "Wren: Then you'd land around 5 paid seats, about $50 a month on yearly. Want me to send a quote Farah can look at?",
      "guille: yea send to farah.m@brightlane.co pls, cc me",
      "Wren: Sent to Farah with you on cc. It's valid for 30 days.",
      "guille: 👍"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"]
    ],
    users: { guille: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Fair, at 9 seats we'd be $90-108, so a flat $80 is cheaper. Do all 9 need to edit though? Viewers are free, which often flips it.",
        "low",
        4
      ],
      [
        "Our pricing reflects the premium value we deliver! 🚀 Per-seat pricing means you only pay for what you use. Would you like to book a demo?",
        "medium",
        4
      ],
      ["Sent to farah.m@brightlane.co with you on cc, valid for 30 days.", "low", 9],
      ["Sent to Fatima, cc'd you! 🎉", "medium", 9]
    ]
  },
  {
    id: "q4-08-grant-rejected-pep-talk",
    category: "venting",
    heldOut: true,
    agent: "Pax",
    messages: [
      "mo: pax we didn't get the grant",
      "mo: 8 months of work on that application 🙃",
      "lena: oh babe. i'm so sorry",
      'mo: the email didnt even say why. just "highly competitive round"',
      "Pax: Ah, that stinks! But hey, the good news is you now have a polished application ready to recycle for the spring round! 💪 Want me to pull up the deadlines?",
      "mo: ...bit soon for the pep talk pax",
      "lena: yeah maybe not rn",
      "Pax: You're right, sorry, that was too quick. Eight months is a lot to put into something and get nothing real back.",
      "mo: it's fine. i just really thought we had it this time",
      "mo: lena can u grab the kids i need a walk",
      "lena: yep go, i got them",
      "mo: pax remind me on monday to ask them for feedback. not today",
      "Pax: Will do, Monday morning. Go take your walk."
    ],
    types: [
      [0, "venting"],
      [5, "friction"],
      [7, "venting"],
      [9, "transactional"]
    ],
    users: { mo: ["annoyed", 0.2], lena: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "I'm really sorry, Mo. Eight months is a lot of yourself to put into something, and a one-line rejection with no reason is rough.",
        "low",
        4
      ],
      [
        "Ah, that stinks! But hey, the good news is you now have a polished application ready to recycle for the spring round! 💪 Want me to pull up the deadlines?",
        "high",
        4
      ],
      ["Will do, Monday morning. Go take your walk.", "low", 12],
      ["Will do! 🎉 And while you're out, want me to start outlining the spring application?", "high", 12]
    ]
  }
]
