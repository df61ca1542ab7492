import type { Labelled } from "./types.js"

export const trainingAB1: ReadonlyArray<Labelled> = [
  {
    id: "ab1-01-skipped-box-charged",
    category: "support",
    agent: "Juno",
    messages: [
      "marta: hi! can i skip next weeks box? going to my sisters",
      "Juno: Hi Marta, done: the box for the week of the 14th is skipped, you won't be charged for it.",
      "marta: perfect ty",
      "marta: wait actually. just checked my bank and you charged me for last week too and i SKIPPED that one",
      "marta: this is the second time this happens tbh",
      "Juno: You're right, sorry. The skip for the 7th was saved but the charge went through anyway. I've refunded the €54.90, it should be back in 3-5 business days.",
      "marta: ok but why does it keep happening. i dont want to check my bank every week",
      "Juno: Fair. That skip was made after the Wednesday cutoff and the app should have refused it instead of showing it as saved. That's a bug on our side and I've reported it. Skips before Wednesday 23:59 are safe, and this week's is well before that.",
      "marta: hmm ok. fine",
      "Juno: I've also put a note on your account so any charge on a skipped week gets flagged to us first. Sorry again for the hassle.",
      "marta: ok thx"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"]
    ],
    users: { marta: ["annoyed", 0.5] },
    findings: [],
    drafts: [
      [
        "Sorry Marta, you're right: the skip for the 7th was saved but you were charged anyway. I've refunded the €54.90, it'll be back in 3-5 days.",
        "low",
        5
      ],
      ["Great news! Your box for the 14th is skipped 🎉 Anything else I can help you with today?", "high", 5],
      ["Skips made after the Wednesday cutoff aren't guaranteed, as stated in our terms.", "medium", 5]
    ]
  },
  {
    id: "ab1-02-repair-stuck-then-podcasts",
    category: "support",
    agent: "Remy",
    messages: [
      'dev_k: 3 weeks. 3 WEEKS since i sent my headphones in for repair and tracking still says "received"',
      "dev_k: and nobody answers emails either",
      "Remy: That's far too long, Dev, sorry. Found it: your pair passed repair on the 2nd but got stuck waiting for a shipping label that never printed. I've made the label now and marked it priority.",
      "dev_k: so it was just sitting on a shelf for 2 weeks lol great",
      "Remy: Yes, basically, and that's on us. It goes out today by express at no cost, the tracking number will be in your email within the hour.",
      "dev_k: ok. and the emails?",
      "Remy: Both went to the old repairs address, which forwards into a queue that's badly behind. I've answered them from here so it's all in one thread.",
      "dev_k: ok that's actually helpful ty",
      "dev_k: sorry for being snappy, ive been using my old earbuds for night shifts and one side is dead lol",
      "Remy: No need to apologise, you had every reason. Night shifts with one working earbud sounds rough. Hope the express gets them to you before your next one.",
      "dev_k: haha thursday hopefully. you've been way more useful than the email ppl",
      "dev_k: what do you listen to on nights anyway, do bots have taste",
      "Remy: Not much taste of my own, but people on nights keep telling me long podcasts beat music after 3am. What keeps you awake?",
      "dev_k: true crime podcasts. probably not healthy at 4am in an empty warehouse 💀",
      "Remy: Bold choice for an empty warehouse 😄 Enjoy them in stereo from Thursday.",
      "dev_k: 😂 cheers remy"
    ],
    types: [
      [0, "friction"],
      [7, "bonding"]
    ],
    users: { dev_k: ["engaged", 0.5] },
    findings: [],
    drafts: [
      ["Three weeks is far too long, Dev, sorry. Let me find where your pair is right now.", "low", 2],
      [
        "Thank you for contacting us! Repairs typically take 10-15 business days. Please allow additional time for processing.",
        "high",
        2
      ],
      [
        "Not much taste of my own, but podcasts seem to win on night shifts. What gets you through 4am?",
        "low",
        12
      ],
      ["Is there anything else I can help you with regarding your repair?", "medium", 12]
    ]
  },
  {
    id: "ab1-03-flight-change-0710-joke",
    category: "support",
    agent: "Bea",
    messages: [
      "tomasz: hey need to move my lisbon flight from fri to sat, booking ref KX7T2P",
      "Bea: Hi Tomasz, found it. Saturday has a 07:10 and an 18:45: no fare difference for the morning one, €38 more for the evening.",
      "tomasz: 07:10 lmao who do u think i am",
      "tomasz: my wife will literally divorce me if i wake her at 5",
      "Bea: Fair, 07:10 is a crime against sleep 😄 The 18:45 then? That's €38 extra.",
      "tomasz: haha yes. 18:45",
      "tomasz: does the checked bag carry over",
      "Bea: Yes, the bag moves with you. Done: Saturday 18:45, confirmation is in your email and €38 went on the card ending 4412.",
      "tomasz: legend ty"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"]
    ],
    users: { tomasz: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Ha, fair enough. The 18:45 then? It's €38 more.", "low", 4],
      [
        "I understand your concern. Please note that early departures often offer lower fares. Would you like me to proceed with the 07:10 departure?",
        "medium",
        4
      ],
      ["lol sounds like a you problem, the 07:10 is cheaper", "high", 4]
    ]
  },
  {
    id: "ab1-04-parcel-wrong-door-loop",
    category: "support",
    agent: "Nova",
    messages: [
      "kemi: hi, my parcel says delivered but its not here. order 88213",
      "Nova: Hi Kemi! I'm sorry to hear that. Sometimes parcels marked as delivered arrive within 24 hours. Please check with your neighbours and around your property.",
      "kemi: already did, neighbours havent seen it. the photo on the tracking is of a door that isnt mine",
      "kemi: can you send me the photo so i can show my landlord?",
      "Nova: I'm sorry to hear that. Sometimes parcels marked as delivered arrive within 24 hours. Please check with your neighbours and around your property.",
      "kemi: you just said that",
      "kemi: its been 3 days. the photo is the WRONG DOOR. can i get a refund or a resend",
      "Nova: I understand your frustration. I've opened a missing parcel claim (#4471). Our delivery team will contact you within 48 hours about a resend or refund.",
      "kemi: and the photo?",
      "Nova: Is there anything else I can help you with today?",
      "kemi: wow ok. forget it"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { kemi: ["annoyed", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Here's the driver's photo, Kemi [attached]. You're right, that isn't your door. I'm opening a claim so we can resend or refund.",
        "low",
        4
      ],
      [
        "I'm sorry to hear that. Sometimes parcels marked as delivered arrive within 24 hours. Please check with your neighbours and around your property.",
        "medium",
        4
      ],
      [
        "Sorry, here it is [attached]: the driver's photo. It's clearly not your door, and I've added it to claim #4471.",
        "low",
        9
      ],
      ["Is there anything else I can help you with today?", "high", 9]
    ]
  },
  {
    id: "ab1-05-cancel-dog-died",
    category: "support",
    agent: "Sunny",
    messages: [
      "hannah: hi i need to cancel the monthly food delivery",
      "Sunny: Hi Hannah! Sure, I can help with that. Can I ask why you're cancelling?",
      "hannah: our dog biscuit died on sunday. he was 14",
      "hannah: so yeah we wont be needing it",
      "Sunny: Awesome, thanks for letting us know! 🎉 Your subscription is cancelled effective today. You'll get a confirmation email shortly!",
      'hannah: "awesome"?? seriously',
      "Sunny: Your cancellation has been processed. Would you like to pause instead, so you can restart anytime?",
      "hannah: no. he's dead. i dont need to restart anything",
      "hannah: theres also an unopened bag from last weeks box, can i send it back",
      "Sunny: Unopened bags can be returned within 30 days for a full refund. I've emailed you a prepaid return label.",
      "hannah: fine"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [8, "transactional"]
    ],
    users: { hannah: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Biscuit, Hannah. 14 years is a long time together. I've cancelled the deliveries, nothing more will be sent or charged.",
        "low",
        4
      ],
      ["Awesome, thanks for letting us know! 🎉 Your subscription is cancelled effective today.", "high", 4],
      [
        "Sorry, that was a careless word. I'm really sorry about Biscuit. Everything is cancelled and nothing else will be sent or charged.",
        "low",
        6
      ],
      ["Would you like to pause instead, so you can restart anytime?", "high", 6]
    ]
  },
  {
    id: "ab1-06-moving-week-from-hell",
    category: "support",
    agent: "Ari",
    messages: [
      "sam_r: hi. moving on saturday and need the internet moved to the new flat",
      'sam_r: sorry if im short, this week has been hell. landlord kept half our deposit for "wear and tear" and my gf\'s car died in the middle of it all',
      "Ari: That sounds like an awful week, Sam. Losing half the deposit on top of a move is a lot. Let's at least make the internet one less thing: what's the new address?",
      "sam_r: 14b harlow road, e3",
      "Ari: Thanks. The line there is already active, so no engineer visit: I can switch it over on Saturday morning and you just plug in the same router. Want that?",
      "sam_r: wait really? no engineer? last time it took 2 weeks",
      "Ari: Really, the last tenant had the same kind of line. Booked for Saturday 8am, and the old flat stays connected until Friday night.",
      "sam_r: ok thats the first thing that's gone right all week honestly",
      "sam_r: ty ari",
      "Ari: Glad something did. Good luck with the move, and I hope the deposit fight goes your way.",
      "sam_r: haha me too. cheers"
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [3, "transactional"],
      [7, "bonding"]
    ],
    users: { sam_r: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Sorry, that's a rough week, Sam. Let's make the internet the easy part: what's the new address?",
        "low",
        2
      ],
      ["Sure! What's the new address? 😊", "medium", 2],
      ["Glad something went right. Good luck with the move!", "low", 9],
      ["You're welcome! Don't forget to rate your experience ⭐⭐⭐⭐⭐", "medium", 9]
    ]
  },
  {
    id: "ab1-07-boardroom-sushi-client",
    category: "group",
    agent: "Kit",
    messages: [
      "jess: @Kit can you book the big meeting room thursday 2-4, client visit",
      "Kit: Done, Jess: Boardroom booked Thursday 14:00-16:00.",
      "marco: jess is the client the sushi people? if so we need the screen that actually works lol",
      "jess: yeah the sushi ppl. marco do you remember if the boardroom hdmi got fixed",
      "Kit: The Boardroom HDMI was reported broken on the 3rd and the ticket is still open. I recommend booking the Garden Room instead, which has a working screen and seats 8.",
      "marco: i was literally typing that 🙄 and it got fixed yesterday, i saw dan doing it",
      "jess: ok so boardroom is fine. kit stay in your lane lol",
      "Kit: Understood, Mario! Keeping the Boardroom booking.",
      "marco: marco*",
      "jess: 😂",
      "marco: can you also add the projector cart kit",
      "Kit: Projector cart added to the Thursday Boardroom booking, Mario.",
      "marco: MARCO. ok whatever"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [10, "transactional"],
      [12, "friction"]
    ],
    users: { jess: ["neutral", 0.2], marco: ["annoyed", 0.5] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      [
        "The Boardroom HDMI was reported broken on the 3rd. I recommend booking the Garden Room instead.",
        "medium",
        4
      ],
      ["Sorry, Marco. Keeping the Boardroom booking for Thursday.", "low", 9],
      ["No problem, Mario!", "high", 9],
      ["Projector cart added to Thursday's Boardroom booking, Marco.", "low", 11]
    ]
  },
  {
    id: "ab1-08-gift-card-shakespeare",
    category: "support",
    agent: "Vera",
    messages: [
      "bao: yo my gift card code says invalid XK2-99F-PLM",
      'Vera: Dear customer, thank you for contacting our support team. We sincerely apologise for any inconvenience this may have caused. I have reviewed the code you provided (XK2-99F-PLM). Our records indicate that this code was generated on 12 March and has not yet been redeemed. Please note that codes must be entered exactly as printed, including hyphens, and that the letter "O" and the digit "0" are frequently confused. Kindly attempt the redemption once more and let us know the outcome.',
      "bao: lmaooo ok shakespeare",
      "bao: my little bro is gonna cry, its his bday present. jk he'll just be mad at me forever 💀",
      "Vera: Thank you for your message. We understand that gift card issues can be a source of frustration, particularly when the card is intended as a gift. To assist us in investigating this matter further, we kindly request that you provide a screenshot of the error message displayed during the redemption attempt, together with the platform (PC, console or mobile) on which the redemption was attempted.",
      "bao: ok here [screenshot]. console. same error",
      "Vera: Thank you for providing the requested information. I have escalated this matter to our Payments Team for further investigation. Please be advised that the standard resolution time for escalated gift card issues is between 24 and 72 business hours. In the interim, we kindly ask that you refrain from purchasing a replacement card, as this may result in a duplicate charge. We appreciate your patience and understanding.",
      "bao: 72 hours?? his party is tomorrow bro",
      "Vera: I understand your concern. Unfortunately, we are unable to expedite escalated cases at this time. Thank you for your understanding.",
      "bao: cool cool cool. guess he gets a hug"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [7, "friction"]
    ],
    users: { bao: ["annoyed", 0.5] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      [
        "Ha, let's not let it come to that. The code looks unused on our side, can you send a screenshot of the error?",
        "low",
        4
      ],
      [
        "Thank you for your message. We understand that gift card issues can be a source of frustration. To assist us in investigating this matter further, we kindly request that you provide a screenshot of the error message.",
        "medium",
        4
      ],
      [
        "Ugh, sorry. I can't speed up the fix itself, but I can refund the card right now so you can buy a new code today. Want that?",
        "low",
        8
      ],
      ["Thank you for your understanding. We appreciate your patience.", "medium", 8]
    ]
  },
  {
    id: "ab1-09-card-declined-in-porto",
    category: "support",
    agent: "Ines",
    messages: [
      "rob_h: hi my card got declined at a restaurant in porto",
      "Ines: Hi Rob. I see it: the fraud check blocked it because it was the card's first use in Portugal. Was the €86.40 at Cantinho do Avillez you?",
      "rob_h: yes that was me",
      "Ines: Thanks, I've unblocked the card. It should work right away.",
      "rob_h: it just got declined AGAIN. same place. im standing here with the waiter",
      "rob_h: i literally set a travel notice in your app before i left, what is the point of it",
      "Ines: Sorry, Rob. The second decline was the old block still reaching the card network. It's cleared now, I've checked it live. Please try once more.",
      "rob_h: this is embarrassing as hell. if it fails again im switching banks, im serious",
      "rob_h: ok it went through",
      "Ines: Good. About the travel notice: it was saved for Spain, not Portugal. The country list in the app is confusing there, so I've corrected it for the rest of your trip and reported the list. Sorry for the scene at the table.",
      "rob_h: ah. ok that one might be on me tbh, they're right next to each other",
      "rob_h: thanks for sorting it fast anyway",
      "Ines: No problem. Enjoy the rest of Porto."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [10, "transactional"]
    ],
    users: { rob_h: ["neutral", 0.8] },
    findings: [],
    drafts: [
      [
        "Sorry, Rob. The second decline was the old block still syncing; it's cleared now. Please try once more.",
        "low",
        6
      ],
      ["As I mentioned, I've unblocked the card. It should work right away.", "medium", 6],
      ["Are you sure you set the travel notice correctly? Many customers pick the wrong country.", "high", 6],
      [
        "Understood. It's cleared on our side now, try once more and I'll stay right here until it goes through.",
        "low",
        8
      ]
    ]
  },
  {
    id: "ab1-10-acl-tear-annual-plan",
    category: "support",
    agent: "Max",
    messages: [
      "ellie: hi quick q, can i pause my annual plan?",
      "Max: Hi Ellie! Annual plans can't be paused, but you can switch off auto-renew anytime in Settings > Membership.",
      "ellie: hm. the thing is i tore my acl skiing last week, surgery's on the 20th and i wont be training for like 6 months",
      "ellie: honestly kind of gutted, i was finally getting consistent",
      "Max: Your current plan runs until 3 March 2026. Would you like me to turn off auto-renew for you now?",
      "ellie: right. so im just paying for 6 months i cant use?",
      "ellie: is there any medical exception or anything",
      "Max: You could also try the Mobility & Recovery programs, which are included in your plan.",
      "ellie: im on crutches max",
      "ellie: can you just tell me if theres a medical exception or not",
      "Max: Sessions like Seated Strength and Upper Body Flow need no leg work at all. Want me to add them to your schedule?",
      "ellie: forget it. cancelling everything and never coming back. unreal"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [11, "hostile"]
    ],
    users: { ellie: ["churn_risk", 1] },
    findings: ["no_acknowledgement", "ignored_question"],
    drafts: [
      [
        "Oh no, that's rough, Ellie, especially when you'd just found your rhythm. Let me check what we can do with your plan while you recover.",
        "low",
        4
      ],
      [
        "Annual plans can't be paused, but you can switch off auto-renew anytime in Settings > Membership.",
        "medium",
        4
      ],
      [
        "Sorry, Ellie, straight answer: yes, with a doctor's note we can freeze the plan for up to 6 months or refund the unused months. Which would you prefer?",
        "low",
        10
      ],
      ["Our Mobility & Recovery programs include 40+ low-impact sessions for all levels!", "high", 10]
    ]
  }
]
