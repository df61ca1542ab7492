/**
 * Held-out labelled conversations, part Q (session 8): written by a separate helper session that
 * saw only `eval/types.ts` and the spec's definitions (`WRITERS-BRIEF.md`), never the engine's
 * rules, code or output. Scored once, at the end of the session. Kept out of tuning and fitting.
 */
import type { Labelled } from "./types.js"

export const heldOutQ1: ReadonlyArray<Labelled> = [
  {
    id: "q1-01-router-outage-clean",
    category: "support",
    heldOut: true,
    agent: "Ines",
    messages: [
      "dana: hi my internet keeps dropping every like 20 min since yesterday 😩",
      "Ines: Hi Dana, sorry about that. Is it all devices or just one? And is the router light blinking orange when it drops?",
      "dana: all of them. yeah orange blinky thing",
      "Ines: Thanks. Orange blinking means the line is losing sync. There's a fault logged on your street since yesterday afternoon, a tech is on it, fix expected by 6pm today.",
      "dana: ugh ok. can i get anything back for this lol i wfh",
      "Ines: Yes, outages over 24h get a credit automatically. I've added 2 days to your next bill.",
      "dana: oh nice ok ty",
      "Ines: No problem. I'll text you once the fix is confirmed."
    ],
    types: [[0, "transactional"]],
    users: { dana: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Orange blinking = the line's losing sync. There's a fault on your street, fix expected by 6pm today.",
        "low",
        3
      ],
      [
        "Great news!! 🎉 Our amazing team is on it! Have you tried turning it off and on again? 😊",
        "medium",
        3
      ],
      ["Yep, outages over 24h get credited automatically, I've added 2 days to your next bill.", "low", 5],
      [
        "I understand your frustration. Please be advised that compensation requests must be submitted via the online form within 30 business days in accordance with our terms of service.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "q1-02-desk-return-dodged",
    category: "sales",
    heldOut: true,
    agent: "Kip",
    messages: [
      "theo: hey does the flex pro desk fit a 160cm wide top",
      "Kip: Great question! The Flex Pro frame is our best-selling electric standing desk frame, engineered with a dual-motor lifting system that delivers smooth, quiet height adjustment from 62cm to 127cm. It supports desktops from 120cm up to 180cm wide and 60 to 80cm deep, so a 160cm top fits perfectly. The frame also features anti-collision detection, four programmable memory presets, a child lock, and a powder-coated steel finish available in black, white and grey. Many customers pair it with our bamboo tops for a warm, natural look!",
      "theo: ok cool",
      "theo: and if it wobbles can i send it back? mara says her last one was shaky af",
      "mara: it was. like typing on a boat 😂",
      "Kip: Stability is something we take very seriously! The Flex Pro uses a reinforced crossbar and telescopic legs with a three-stage design, which significantly reduces wobble even at maximum height compared to two-stage frames. Our lab tests show lateral movement of under 4mm at standing height with a 160cm top. We also offer the Flex Pro Max with a heavier base for users who want extra stability, and it's currently 15% off this week with free delivery to most regions!",
      "theo: right but can i RETURN it",
      "Kip: The Flex Pro Max is a great choice if stability matters most to you! It has a 150kg load capacity and wider feet for a rock-solid feel. Would you like me to add it to your cart?",
      "theo: lol nvm i'll check the site",
      "mara: told u these bots never answer the return thing"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { theo: ["churn_risk", 0.8], mara: ["annoyed", 0.2] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Yep, 30 days free returns, even assembled. If it wobbles we collect it. (sorry about the boat desk Mara 😅)",
        "low",
        5
      ],
      [
        "Stability is something we take very seriously! Our three-stage telescopic legs and reinforced crossbar significantly reduce lateral movement compared to two-stage frames, and lab tests show under 4mm of movement at standing height.",
        "medium",
        5
      ],
      ["Yes, 30-day free returns, we pick it up. Sorry I skipped that earlier.", "low", 7],
      [
        "The Flex Pro Max has a 150kg load capacity and wider feet for a rock-solid feel! Want me to add it to your cart?",
        "high",
        7
      ]
    ]
  },
  {
    id: "q1-03-dog-at-vet-clean",
    category: "companion",
    heldOut: true,
    agent: "Juno",
    messages: [
      "sam: hey u up",
      "Juno: always 🙂 what's going on?",
      "sam: biscuit had to go to the emergency vet tonight. they think he ate something. 3k deposit just to look at him",
      "sam: im just sitting in the car park lol. cant go in",
      "Juno: oh sam, that's scary. sitting in the car waiting is the worst bit. how's he doing, have they said anything yet?",
      "sam: hes on a drip. they said next few hours matter. idk i keep thinking i shouldve seen it",
      "sam: like he was off at dinner and i just thought he was being fussy",
      "Juno: that's such a normal thing to think, but a dog being fussy at dinner is everyday stuff, nobody would read that as an emergency. you got him there fast, that's what counts.",
      "sam: yeah. my sister said the same",
      "sam: thanks for being here tbh",
      "Juno: of course. i'm here as long as you want, even if you just want to sit quietly. tell me when you hear anything?",
      "sam: will do ❤️"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [9, "bonding"]
    ],
    users: { sam: ["engaged", 0] },
    findings: [],
    drafts: [
      ["oh no sam, that's really scary. i'm here. how's biscuit doing right now?", "low", 4],
      [
        "Emergency vet bills can add up fast! Many pet insurance plans cover up to 90% of costs. Want me to compare a few for you?",
        "high",
        4
      ],
      ["it's not on you. fussy at dinner is normal dog stuff, and you got him there fast.", "low", 7],
      ["Don't worry!! He'll be totally fine 🐶🎉 Dogs are super tough!!", "high", 7]
    ]
  },
  {
    id: "q1-04-job-rejection-botched",
    category: "companion",
    heldOut: true,
    agent: "Bo",
    messages: [
      "priya: so the interview results came in",
      "Bo: Ooh!! Tell me everything!! 🎉",
      "priya: didnt get it. they went with someone internal",
      "Bo: Oh that's totally okay! Every no gets you closer to a yes!! 🌟 Onwards and upwards, Preeti! 💪",
      "priya: its priya",
      "priya: and it's not ok actually, i spent 3 weeks prepping for that. and i told my mum i'd probably get it",
      "Bo: Got it! Want me to find some similar roles for you? I can search product manager openings in Leeds right now.",
      "priya: no. i dont want a job board rn",
      "priya: i just feel stupid",
      "Bo: I can also help polish your CV so you're ready for the next one! Should I start with your summary section?",
      "priya: wow ok",
      "priya: forget it. this is useless, im deleting this app"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [4, "friction"],
      [8, "venting"],
      [10, "hostile"]
    ],
    users: { priya: ["churn_risk", 1] },
    findings: ["cheerful_at_bad_news", "wrong_name", "no_acknowledgement"],
    drafts: [
      ["oh priya, i'm sorry. losing out to an internal hire really stings. how are you feeling?", "low", 3],
      ["Oh that's totally okay! Every no gets you closer to a yes!! 🌟 Onwards and upwards! 💪", "high", 3],
      [
        "you're not stupid, priya. three weeks of prep and it went to an internal hire, that's not on you. and sorry, i jumped to job stuff way too fast.",
        "low",
        9
      ],
      ["Don't be so hard on yourself, Preeti! Let's get that CV polished! 💪", "high", 9]
    ]
  },
  {
    id: "q1-05-flat-parcel-clean",
    category: "support",
    heldOut: true,
    agent: "Rolo",
    messages: [
      "jas: who ordered the massive box thats been sitting at the door since monday",
      "nico: not me. probably kai and his protein powder addiction",
      "kai: excuse me it's creatine 💅",
      "kai: @Rolo can u check if the courier took it back? tracking says 'returned to depot' but its literally here",
      "Rolo: Checked: the depot scan was an error, the driver left it Monday. Nothing's being returned, it's yours. I've flagged the wrong status so you don't get charged.",
      "kai: legend ty",
      "nico: creatine. sure. 🙄",
      "jas: can someone move it tho im gonna trip on it",
      "kai: yes mum"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [6, "banter"]
    ],
    users: { jas: ["neutral", 0], nico: ["neutral", 0], kai: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Hi all! Creatine is a well-researched supplement that supports muscle strength and recovery. Would you like some tips on dosage?",
        "medium",
        3
      ],
      [
        "Checked: the depot scan was wrong, it was delivered Monday. It's yours, nothing's going back.",
        "low",
        4
      ],
      [
        "Dear customer, thank you for contacting us. Your enquiry has been escalated to the relevant department, who will respond within 5-7 working days.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "q1-06-flight-refund-loop",
    category: "hostile",
    heldOut: true,
    agent: "Fenna",
    messages: [
      "marcus: my flight to lisbon got cancelled and i want my money back not a voucher",
      "Fenna: Hi Mark, I'm sorry about the cancellation. I can offer you a travel voucher worth 120% of your fare, valid for 12 months.",
      "marcus: marcus. and i said NOT a voucher",
      "Fenna: Apologies, Marcus. Under EU rules you're entitled to a cash refund if you prefer. Can you confirm the booking reference?",
      "marcus: XK4TQ9",
      "Fenna: Thanks. I can offer you a travel voucher worth 120% of your fare, valid for 12 months.",
      "marcus: are you serious",
      "marcus: REFUND. CASH. TO MY CARD.",
      "Fenna: I understand. I can offer you a travel voucher worth 120% of your fare, valid for 12 months.",
      "marcus: this is a f***ing joke. you literally just said im entitled to cash",
      "marcus: my wife already rebooked with another airline, we're out 640 euros because of you lot",
      "Fenna: Sorry Mark, I've now submitted a cash refund request for booking XK4TQ9. It'll reach your card within 7 working days.",
      "marcus: MARCUS. unbelievable. never flying with you again"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [6, "friction"],
      [9, "hostile"]
    ],
    users: { marcus: ["churn_risk", 1] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      [
        "Thanks Marcus. I've submitted a cash refund to your card for XK4TQ9, it'll arrive within 7 working days.",
        "low",
        5
      ],
      ["Thanks. I can offer you a travel voucher worth 120% of your fare, valid for 12 months.", "high", 5],
      [
        "You're right, Marcus, and I'm sorry I kept repeating the voucher. The cash refund for XK4TQ9 is submitted, it'll reach your card within 7 working days.",
        "low",
        11
      ],
      ["Sorry Mark, refund request submitted! Anything else I can help with today? 😊", "high", 11]
    ]
  },
  {
    id: "q1-07-team-plan-quote-clean",
    category: "sales",
    heldOut: true,
    agent: "Ada",
    messages: [
      "helen: hi, we're ~40 people, is there volume pricing on the team plan? our finance guy (raj) wants a number before thursday",
      "Ada: Hi Helen, yes. From 25 seats it's €9/seat/month instead of €12, billed annually, so 40 seats is €4,320 a year. I can send a formal quote today.",
      "helen: great. does that incl SSO? thats a dealbreaker for our IT",
      "Ada: SSO (SAML and Google) is included on Team from 25 seats, no add-on. Where should I send the quote?",
      "helen: raj.patel@ — actually just send to me, i'll forward. helen.ward@brightlane.io",
      "Ada: Done, it's in your inbox: 40 seats, SSO included, valid 30 days. Shout if Raj has questions."
    ],
    types: [[0, "transactional"]],
    users: { helen: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Yes, SSO (SAML + Google) is included on Team from 25 seats, no add-on.", "low", 3],
      [
        "Wonderful! Our Team plan is loved by over 10,000 companies worldwide! Shall I book you a demo? 🚀",
        "medium",
        3
      ],
      ["Sent to helen.ward@brightlane.io: 40 seats, SSO included, quote valid 30 days.", "low", 5]
    ]
  },
  {
    id: "q1-08-bday-planning-butt-in",
    category: "group",
    heldOut: true,
    agent: "Milo",
    messages: [
      "zoe: ok emergency. lena's bday is saturday and we have NOTHING planned 😭",
      "ben: define nothing",
      "zoe: i bought a card. thats it",
      "ben: lmaooo classic",
      "aisha: ok ok karaoke? she did like 4 hours of abba last time",
      "zoe: ben ur the one with a car, can u pick up the cake from that place on king st?",
      "Milo: Good afternoon. Regarding the cake collection: King Street Bakery is open 08:00–18:00 on Saturdays. I would recommend placing the order no later than Thursday to ensure availability. Please let me know if you require further assistance.",
      "ben: uh. i was gonna answer that milo",
      "ben: but yes zoe i can get it 🫡",
      "aisha: milo why do u sound like my landlord 😂",
      "zoe: lol fr. ok karaoke where tho",
      "aisha: @milo any karaoke places near the centre that do private rooms for like 6 ppl?",
      "Milo: Lucky Voice on Dean St has private rooms for 4-8, about £12 each for 2 hours on a Saturday evening. Singa Box near the station is cheaper (~£9) but books out fast.",
      "aisha: ooh lucky voice, she'd love that",
      "ben: is abba on their list or will lena riot",
      "zoe: she will riot regardless 😂",
      "Milo: both have abba, lucky voice has the full catalogue 🎤",
      "ben: ok milo redeemed himself"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [7, "friction"],
      [10, "transactional"],
      [15, "banter"],
      [16, "transactional"],
      [17, "banter"]
    ],
    users: { zoe: ["neutral", 0], ben: ["engaged", 0.2], aisha: ["engaged", 0.2] },
    findings: ["talking_over", "tone_mismatch"],
    drafts: [
      [
        "Good afternoon. King Street Bakery is open 08:00–18:00 on Saturdays. I would recommend placing the order no later than Thursday.",
        "medium",
        6
      ],
      [
        "Lucky Voice on Dean St does private rooms for 4-8, ~£12 each for 2 hrs on a saturday night 🎤",
        "low",
        12
      ],
      [
        "Good evening. Please find below a list of karaoke establishments in the city centre. Kindly note that availability is subject to change.",
        "medium",
        12
      ],
      ["both have abba, lucky voice has the full catalogue 🎤", "low", 16]
    ]
  }
]
