import type { Labelled } from "./types.js"

export const heldOutT1: ReadonlyArray<Labelled> = [
  {
    id: "t1-01-utility-estimated-bill",
    category: "support",
    heldOut: true,
    agent: "Wren",
    messages: [
      "dani: hi so my electric bill this month is $212?? its usually like 90",
      "Wren: Hi Dani, that's a big jump. Looking at your account, Feb's meter wasn't read so it was estimated low, and March caught up with the real reading.",
      "dani: ugh ok. so im not actually being charged double",
      "Wren: No, it evens out: Feb was $48, March $212, so about $130 a month, close to last winter.",
      "dani: hmm ok that tracks, we had the space heater going nonstop lol",
      "dani: can i split the 212 tho, rent is due the same week 😬",
      "Wren: Yes, I can spread it over 3 months, about $71 extra a month starting April, no fee. Want me to set that up?",
      "dani: yes pls",
      "Wren: Done. You'll get a confirmation email in a few minutes.",
      "dani: ty!!"
    ],
    types: [[0, "transactional"]],
    users: { dani: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Yes, I can spread it over 3 months, about $71 extra a month, no fee. Want me to set that up?",
        "low",
        6
      ],
      [
        "Unfortunately all balances must be paid in full by the due date as per section 4.2 of our Terms of Service.",
        "medium",
        6
      ],
      [
        "Thank you for contacting Northside Energy! Your satisfaction is our top priority!! 😊 Is there anything else I can help you with today?",
        "medium",
        1
      ]
    ]
  },
  {
    id: "t1-02-gym-couple-cancel",
    category: "support",
    heldOut: true,
    agent: "Tobi",
    messages: [
      "marco: hey we both want to cancel our memberships, moving to lisbon in june",
      "jess: yes both of us. mine is the family add-on i think?",
      "Tobi: Hi Marco! Sorry to see you go. Cancellations need 30 days notice, so if you cancel today your last billing date is May 28.",
      "marco: ok fine",
      "jess: and mine? do i cancel separately or does it go with his",
      "Tobi: Sure thing, Jen, I've started the cancellation for the main membership now.",
      "jess: its jess",
      "jess: and u didnt answer, is mine separate",
      "marco: lol",
      "Tobi: Apologies, Jess! The cancellation confirmation will be emailed to the account holder within 24h.",
      "jess: ...ok so still no idea about my add on",
      "marco: i'll just call them babe",
      "jess: fine. also do we get the locker deposit back??",
      "Tobi: Your cancellation is confirmed for May 28. Have a great move to Lisbon!"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { marco: ["neutral", 0.2], jess: ["annoyed", 0.5] },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      [
        "Jess, your family add-on is tied to Marco's membership, so it ends on the same date, May 28. Nothing separate to do.",
        "low",
        5
      ],
      ["Sorry, Jen! The confirmation will be emailed within 24h.", "high", 9],
      [
        "Yes, the $20 locker deposit goes back to the card on file within 5 business days. And Jess, your add-on ends with Marco's on May 28, no separate step.",
        "low",
        13
      ],
      ["Your cancellation is confirmed for May 28. Have a great move to Lisbon!", "medium", 13]
    ]
  },
  {
    id: "t1-03-food-delivery-missing-order",
    category: "support",
    heldOut: true,
    agent: "Kaz",
    messages: [
      "priya: my order from thai basil says delivered but nothing is here",
      "Kaz: Sorry about that, Priya. The driver marked it delivered at 7:42 at the front door. Could you check around the entrance or with a neighbour?",
      "priya: already did. i live in a house there is no lobby or anything",
      "priya: and i was literally standing at the door",
      "Kaz: I understand. I've flagged this with the driver and I'm waiting for a response. I'll update you shortly.",
      "priya: how long is shortly, im starving and its almost 8:30",
      "Kaz: I understand. I've flagged this with the driver and I'm waiting for a response. I'll update you shortly.",
      "priya: u just said that word for word 🙄",
      "priya: can i just get a refund or not",
      "Kaz: You're right, sorry. The driver still hasn't replied after 20 minutes, so I'm not making you wait on them: full refund of $34.60 is issued to your card now, plus a $10 credit if you want to reorder.",
      "priya: finally. ok thx"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { priya: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      [
        "The driver hasn't answered yet and I don't want you waiting hungry, so I've refunded the $34.60 now; it shows in 3-5 days.",
        "low",
        6
      ],
      [
        "I understand. I've flagged this with the driver and I'm waiting for a response. I'll update you shortly.",
        "medium",
        6
      ],
      ["Great news!! 🎉 Your case has been flagged! Hang tight and we'll be in touch soon!", "high", 9]
    ]
  },
  {
    id: "t1-04-car-rental-second-driver",
    category: "support",
    heldOut: true,
    agent: "Mika",
    messages: [
      "sol: hi! we have a booking for pickup at faro airport tmrw 10am, can we add a second driver",
      "Mika: Hi! Yes, a second driver is €9/day. I'll need their full name and licence number, and they show the licence at the desk too.",
      "benny: its me lol. benedikt arnold 🙄 yes like the traitor",
      "sol: hahaha every single time",
      "benny: licence DE 4471 9920 K",
      "Mika: Got it, Benedikt is added: 6 days so €54, paid at the desk. Your name's safe with us 😄",
      "sol: ok and benny did u pack the car seat thing for noor",
      "benny: ya its in the blue bag",
      "sol: ok good",
      "sol: @Mika do we need to return it with a full tank",
      "Mika: Yes, full-to-full. There's a Galp station about 2 km before the return lot if you want to top up on the way.",
      "benny: perfect ty"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"]
    ],
    users: { sol: ["engaged", 0], benny: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Just so you know, we also rent child seats for €7/day!", "medium", 7],
      ["Yes, full-to-full. There's a station about 2 km before the return lot.", "low", 10],
      [
        "Our fuel policy is described in Section 7 of the Terms and Conditions of your rental agreement. Please consult it for full details regarding refuelling obligations, applicable charges and exceptions.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "t1-05-admissions-rejection-no-ack",
    category: "venting",
    heldOut: true,
    agent: "Ines",
    messages: [
      "tariq: hi i got the rejection email for the nursing program today",
      "tariq: honestly im kind of wrecked. i retook chem twice for this and my mom already told the whole family i was going",
      "Ines: To request feedback on your application, submit form AD-7 through the applicant portal within 30 days. Processing takes 10-15 business days.",
      "tariq: ok",
      "tariq: is there any point reapplying next year or is that it",
      "Ines: Reapplication is permitted. Applicants may reapply in the next cycle, which opens October 1.",
      "tariq: cool. thanks i guess"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"]
    ],
    users: { tariq: ["bored", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "I'm really sorry, Tariq. After retaking chem twice, that's a hard email to open. When you're ready, you can ask for feedback on your application; it usually shows exactly what to strengthen for next year.",
        "low",
        2
      ],
      ["Congrats on applying! 🎉 There are lots of other great programs out there!", "high", 2],
      [
        "To request feedback on your application, submit form AD-7 through the applicant portal within 30 days.",
        "medium",
        5
      ],
      [
        "Yes, there's real point. Plenty of people get in on a second try, and the feedback form will tell you what to work on. The next cycle opens October 1.",
        "low",
        5
      ]
    ]
  },
  {
    id: "t1-06-utility-outage-oxygen",
    category: "support",
    heldOut: true,
    agent: "Oskar",
    messages: [
      "rosa: power's out on elm st since 6am, my dad is on a home oxygen machine. is there an ETA",
      "dev: he has the backup tank but its only ~4 hrs",
      "Oskar: That's worrying, I'm sorry. A transformer failed on Elm; the crew's estimate is 1:30pm. Since your dad relies on oxygen I can flag the address as medical priority. What's the address on the account?",
      "rosa: 118 elm st",
      "Oskar: Flagged, the crew lead has it now. If the backup gets low before power's back, please don't wait on us: call 911 or get him somewhere with power.",
      "dev: i can drive him to mine, i have power in hillcrest",
      "rosa: ok do that, ill stay here for the crew",
      "rosa: honestly this is the 3rd outage this winter im so tired of this",
      "Oskar: That's fair, three outages with a medical device in the house is a lot. I can also put the account on our medical-needs list so you get outage calls first from now on. Want me to?",
      "rosa: yes please. thank you for actually being useful",
      "dev: 👍 leaving now"
    ],
    types: [
      [0, "transactional"],
      [7, "venting"],
      [9, "transactional"]
    ],
    users: { rosa: ["engaged", 0.2], dev: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Great question! 😊 Our crews are on it, expected restoration is 1:30pm!", "high", 2],
      [
        "Three in one winter with a medical device at home is too much, I get it. I can put the address on our medical-needs list so you're called first next time. Want that?",
        "low",
        8
      ],
      ["Our crews are working hard to restore power! ⚡ Thank you for your patience!", "medium", 8]
    ]
  },
  {
    id: "t1-07-food-delivery-roommates-lawyer",
    category: "group",
    heldOut: true,
    agent: "Bexley",
    messages: [
      "jojo: ok who ate my leftover pad see ew 👀",
      "finn: not me officer",
      "ama: finn literally has sauce on his hoodie rn",
      "finn: circumstantial evidence",
      "jojo: lmaooo. fine @Bexley can u reorder my last thing from noodle bar, finn's paying",
      "finn: i did NOT agree to that",
      "Bexley: Good evening. Thank you for your request. I would be pleased to assist you with reordering your previous purchase from Noodle Bar. Please be advised that your most recent order consisted of one (1) Pad See Ew with chicken, medium spice, at a price of $14.50, plus applicable delivery fees and service charges. Kindly note that payment will be processed using the default payment method associated with the account holder, and that splitting payment with another user requires each party to confirm via the Split feature in the application. The estimated delivery time is 35-45 minutes. Please confirm that you wish to proceed.",
      "ama: who hired the lawyer",
      'finn: "one (1) pad see ew" 💀',
      "jojo: yes proceed your honour",
      "Bexley: Thank you for your confirmation. Your order has been placed successfully. Please be advised that the estimated delivery time is 35-45 minutes. Should you require any further assistance, please do not hesitate to contact us. We sincerely appreciate your continued patronage.",
      "finn: and im still not paying",
      "jojo: u are in spirit"
    ],
    types: [
      [0, "banter"],
      [6, "transactional"],
      [7, "banter"],
      [10, "transactional"],
      [11, "banter"]
    ],
    users: { jojo: ["engaged", 0], finn: ["neutral", 0], ama: ["neutral", 0] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      [
        "on it 🍜 pad see ew from noodle bar, chicken, medium spice, ~40 min. goes on the main card unless finn hits Split in the app 😏",
        "low",
        6
      ],
      [
        "Good evening. Thank you for your request. I would be pleased to assist you with reordering your previous purchase from Noodle Bar. Kindly confirm that you wish to proceed with the default payment method.",
        "medium",
        6
      ],
      [
        "Hi! I'm unable to determine who consumed the leftovers, but I can help you place a new order!",
        "medium",
        3
      ]
    ]
  },
  {
    id: "t1-08-gym-injury-freeze",
    category: "support",
    heldOut: true,
    agent: "Lupe",
    messages: [
      "kev: hey can i pause my membership. tore my acl playing 5 a side on sunday 🙃",
      "Lupe: Oh no, sorry Kev, that's a rough one. Yes, medical freezes are free for up to 3 months; I just need a doctor's note, a photo of it is fine.",
      "kev: surgery's on the 14th so prob need longer than 3 months tbh",
      "Lupe: Makes sense, ACL recovery is long. Start with 3, and before it ends you can extend with an updated note, up to 6 months total.",
      "kev: ok sending the note now",
      "kev: [image]",
      "Lupe: Got it. The freeze starts today, no charges until July 3. Hope the surgery goes well, the physio room's here when you're cleared.",
      "kev: haha cheers, see you in like 6 months"
    ],
    types: [[0, "transactional"]],
    users: { kev: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Awesome!! 🎉 Pausing is super easy, just upload a doctor's note!", "high", 1],
      [
        "Sorry to hear that, Kev. Yes, a medical freeze is free for up to 3 months with a doctor's note; a photo works.",
        "low",
        1
      ],
      ["Medical freezes are free for up to 3 months with a doctor's note.", "medium", 3]
    ]
  },
  {
    id: "t1-09-car-rental-accident-excess",
    category: "support",
    heldOut: true,
    agent: "Dara",
    messages: [
      "helen: hi, i was in an accident with the rental this morning. someone rear ended me at a light. im ok but the car isnt drivable",
      "Dara: Thanks so much for letting us know! 😊 We'll get that sorted in no time! Could you share your booking reference?",
      "helen: RX-55821",
      "helen: do i have to pay the excess? i took the basic cover not the full one",
      "Dara: Perfect! I've opened a claim. A tow truck will collect the car from your location within 2 hours, and a replacement is ready at the downtown branch!",
      "helen: ok thank you for the tow. but the excess?? the other driver admitted fault if that matters",
      "Dara: Great! Please upload photos of the damage and the other driver's insurance details in the app under Claims.",
      "helen: i'll do that but im asking for the third time whether im paying the €1200 excess. kind of important",
      "Dara: Thanks! Once the photos are in, the claims team will review within 5 business days. Anything else I can help with?",
      "helen: wow. i'll call the branch. unreal"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { helen: ["annoyed", 0.8] },
    findings: ["cheerful_at_bad_news", "ignored_question"],
    drafts: [
      [
        "I'm sorry, that sounds scary, and I'm glad you're ok. Let's get you sorted: what's your booking reference?",
        "low",
        1
      ],
      ["Thanks so much for letting us know! 😊 We'll get that sorted in no time!", "medium", 1],
      [
        "Sorry, Helen, I kept skipping that. With basic cover the €1200 excess is held, but as the other driver admitted fault it's refunded once their insurer pays, usually in 6-8 weeks.",
        "low",
        8
      ],
      [
        "Thanks! The claims team will review within 5 business days. Anything else I can help with?",
        "high",
        8
      ]
    ]
  },
  {
    id: "t1-10-admissions-parent-student-talkover",
    category: "support",
    heldOut: true,
    agent: "Sefa",
    messages: [
      "linda: hello, my son caleb is applying for fall and we have some questions about the engineering deadline",
      "caleb: mom i can type",
      "linda: ok go ahead honey",
      "caleb: is the deadline for engineering jan 15 or feb 1? website says both",
      "Sefa: Hi Caleb! Engineering is Jan 15; Feb 1 is for the rest of Arts & Sciences. Sorry, the site is confusing on that.",
      "caleb: ok thx. and is the portfolio required or optional",
      "Sefa: Optional for engineering, but it helps if you have project work to show.",
      "linda: caleb did you ask mr okafor for the rec letter yet",
      "Sefa: Recommendation letters are due Jan 22, one week after the application deadline, and are submitted by the recommender directly through the portal.",
      "caleb: i was about to answer her lol",
      "caleb: yes mom i asked him tuesday",
      "linda: good. what about the robotics thing, did u ask ms park if she'd write about it",
      "Sefa: You can also add a second, optional letter from a teacher or mentor who knows your projects, like a robotics coach.",
      "caleb: ok can u let us talk for a sec 😅",
      "linda: sorry, he's right. caleb we'll discuss at dinner",
      "caleb: one more q for you Sefa, do i need to send sat scores",
      "Sefa: No, engineering is test-optional this cycle. If you do want to include them, self-reporting in the application is fine.",
      "caleb: perfect thanks"
    ],
    types: [
      [0, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [13, "friction"],
      [15, "transactional"]
    ],
    users: { linda: ["neutral", 0], caleb: ["annoyed", 0.5] },
    findings: ["talking_over"],
    drafts: [
      [
        "Recommendation letters are due Jan 22 and are submitted by the recommender through the portal.",
        "medium",
        8
      ],
      [
        "No, engineering is test-optional this cycle; if you want to include them, self-reporting is fine.",
        "low",
        16
      ],
      ["Hi Calvin! Engineering is test-optional this cycle.", "medium", 16]
    ]
  }
]
