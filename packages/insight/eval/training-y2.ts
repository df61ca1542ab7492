import type { Labelled } from "./types.js"

export const trainingY2: ReadonlyArray<Labelled> = [
  {
    id: "y2-01-campsite-wait",
    category: "group",
    agent: "Kit",
    messages: [
      "mara: ok so saturday. who has the big tent, was it u or theo",
      "jonas: theo has it i think. or his sister took it to hvar lol",
      "mara: @theo??",
      "theo: its in my garage, no worries. jonas u still bringing the cooler",
      "jonas: ya but it smells like fish from last time 💀",
      "mara: gross. bring it anyway",
      "theo: Kit whats the check in time at camp lindeck, and do they let u bring dogs",
      "Kit: check-in at lindeck is from 2pm, and dogs are fine on a leash — €5/night per dog.",
      "theo: perfect, biscuit is coming then 🐕",
      "mara: biscuit >>> jonas's cooler",
      "jonas: rude"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "transactional"],
      [9, "banter"]
    ],
    users: { mara: ["neutral", 0], jonas: ["neutral", 0], theo: ["engaged", 0] },
    findings: [],
    drafts: [
      ["theo's got the tent, it's in his garage i think", "medium", 3],
      ["check-in from 2pm, dogs ok on a leash (€5/night each).", "low", 7],
      [
        "Great question, Theo! Camp Lindeck is a family-friendly campsite that welcomes guests from 2:00 PM onwards. Pets are welcome too, provided they are kept on a leash at all times and their owners clean up after them. A nightly fee of €5 applies per dog. Let me know if there's anything else I can help you plan for your trip! 🏕️",
        "medium",
        7
      ]
    ]
  },
  {
    id: "y2-02-staging-409",
    category: "group",
    agent: "Otto",
    messages: [
      "priya: staging is throwing 409s again on /orders",
      "ben: ugh. did u merge leo's idempotency pr or not yet",
      "priya: merged this morning. did u redeploy after?",
      "ben: ...maybe not 🙃",
      "priya: benjamin",
      "ben: redeploying now ok ok",
      "priya: otto while he does that, what does a 409 from the orders service actually mean, is it the dup key thing?",
      "Otto: yep — orders returns 409 when an idempotency key was already used with a different payload. once leo's pr is deployed it should only fire on real dupes.",
      "priya: ok that tracks"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [5, "transactional"]
    ],
    users: { priya: ["engaged", 0], ben: ["neutral", 0] },
    findings: [],
    drafts: [
      ["looks like staging hasn't been redeployed since the merge, ben", "medium", 3],
      [
        "yes, the dup key thing: 409 means the idempotency key was reused with a different payload.",
        "low",
        7
      ],
      [
        "A 409 Conflict status code indicates that the request could not be completed due to a conflict with the current state of the target resource. Common causes include version conflicts, duplicate resources, and concurrent modifications. To resolve this, you should review the request payload, check for existing resources, and implement proper retry logic. I hope this helps!",
        "medium",
        7
      ]
    ]
  },
  {
    id: "y2-03-wing-court",
    category: "banter",
    agent: "Juno",
    messages: [
      "dre: anyone know what time the derby kicks off tmrw",
      "Juno: 20:45, on sky sports main event",
      "sol: ty juno. dre ur buying the wings this time btw",
      "dre: i bought them LAST time u absolute goblin",
      "sol: source??",
      "dre: source is my bank statement 😤",
      "nat: lmaooo sol never pays, everyone knows",
      "sol: slander. juno back me up",
      "Juno: i'm not getting dragged into wing court 😅 ...but dre did post a receipt last week 👀",
      "nat: JUNO SNITCHED 💀",
      "sol: betrayed by the bot. fine i'll get wings"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"]
    ],
    users: { dre: ["neutral", 0], sol: ["engaged", 0], nat: ["engaged", 0] },
    findings: [],
    drafts: [
      ["going by the chat, sol, it's your turn to pay", "medium", 4],
      ["staying out of wing court 😂 (dre did post a receipt tho)", "low", 8],
      [
        "I'm sorry, but I am not able to take sides in personal disputes. I recommend that you resolve payment arrangements among yourselves.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "y2-04-oma-hip",
    category: "group",
    agent: "Bex",
    messages: [
      "ines: hey all. oma fell this morning, she's at st. anna with a broken hip",
      "karl: oh no. is she ok?? is she awake",
      "ines: awake, in pain, kinda confused. they want to operate tomorrow",
      "lena: i'm so sorry ines. i can drive over after work",
      "karl: same. ines have u eaten anything today",
      "ines: a granola bar lol. i'm ok",
      "lena: bex can u find visiting hours for st anna ward 4",
      "Bex: so sorry about your oma. ward 4 at st. anna: visits 14:00–19:00, max two at a time. parking is in the garage on feldstraße.",
      "lena: thanks. karl let's go together at 5 then",
      "karl: yep. i'll bring her the crossword",
      "ines: she'll like that ❤️"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [9, "bonding"]
    ],
    users: { ines: ["neutral", 0], karl: ["neutral", 0], lena: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Hip fractures are very common in older adults. Surgery usually happens within 24–48 hours and most patients start physio the day after.",
        "medium",
        3
      ],
      ["sorry to hear about your oma. ward 4 visiting is 14:00–19:00, two people at a time.", "low", 7],
      [
        "Great news — St. Anna has really generous visiting hours! 🎉 Ward 4 is open 14:00–19:00, so you'll have plenty of time!",
        "high",
        7
      ]
    ]
  },
  {
    id: "y2-05-couch-vote",
    category: "group",
    agent: "Remy",
    messages: [
      "ola: ok couch options in the doc. grey one or the green velvet one",
      "finn: green is sick but we have a cat. rip velvet",
      "ola: tomasz what do u think, u were the one who wanted a sofa bed",
      "tomasz: grey has the pull out so grey. green is prettier tho 😩",
      "finn: pretty doesnt survive mochi",
      "ola: ok remy settle it, which one is cheaper w delivery",
      "Remy: grey: 649 + 39 delivery = 688. green: 720 incl. delivery. grey wins by 32.",
      "tomasz: grey it is. and it has the pull out"
    ],
    types: [[0, "transactional"]],
    users: { ola: ["engaged", 0], finn: ["neutral", 0], tomasz: ["neutral", 0] },
    findings: [],
    drafts: [
      ["i'd go grey, the sofa bed is way more practical!", "medium", 3],
      ["grey is 688 with delivery, green 720 — grey's cheaper by 32.", "low", 6],
      ["both are great choices! it really depends on your style 😊", "medium", 6]
    ]
  },
  {
    id: "y2-06-swim-pickup",
    category: "group",
    agent: "Nova",
    messages: [
      "dani: rob can u get mila from swim at 5:30 or should i leave work early",
      "Nova: Hi! Based on the shared calendar, you both have some constraints today. I'd suggest Dani leaves early, since Rob has a meeting until 5:15 and traffic on the A10 around that time usually adds 15–20 minutes. Alternatively, you could ask another parent from the swim team to drive Mila, which many families find really helpful. Let me know if you'd like me to draft a message to the swim group chat!",
      "rob: uh i was gonna answer that",
      "rob: dani i can do it, meeting ends at 5 actually",
      "dani: ok great. and can u grab milk",
      "Nova: Sure! I've added milk to the shared shopping list 🛒 Anything else?",
      "rob: nova pls. she was asking me",
      "dani: lol its fine. rob milk yes?",
      "rob: yes milk",
      "dani: nova what time does swim actually end on thursdays, i forget",
      "Nova: Swim ends at 5:30 on Thursdays."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { dani: ["neutral", 0], rob: ["annoyed", 0.5] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["Rob, your meeting ends at 5:15 — I'd say Dani should leave early.", "medium", 1],
      ["Added milk to the list!", "medium", 5],
      ["sorry rob, my bad — i'll stay out of it", "low", 7],
      ["5:30 on thursdays", "low", 10]
    ]
  },
  {
    id: "y2-07-socks-sandals",
    category: "banter",
    agent: "Pip",
    messages: [
      "kez: yo marco did u really wear socks w sandals to ur date",
      "marco: they were STYLISH socks",
      "yusuf: 💀💀 he's not even denying it",
      "kez: marco how did she even react",
      "Pip: Hello! Fashion is ultimately a matter of personal preference, and socks with sandals have recently seen a resurgence in popularity. I would recommend focusing on confidence and communication, as these are key factors in a successful date. Please let me know if you would like some tips for your next outing.",
      "yusuf: who asked 😭",
      "kez: pip nobody was talking to u",
      "marco: she laughed. then she asked for a second date actually",
      "yusuf: NO WAY",
      "kez: socks king 👑",
      "yusuf: pip ok since ur here, good place for the second date? smth chill near kreuzberg",
      "Pip: Thank you for your question. I would recommend the following venues in Kreuzberg: 1) Café Mittelpunkt, which offers a relaxed atmosphere; 2) Prinzessinnengarten, an urban garden suitable for walks; 3) Klunkerkranich, a rooftop bar with views of the city. Please let me know if you require any further assistance.",
      "marco: bro sounds like my bank"
    ],
    types: [
      [0, "banter"],
      [5, "friction"],
      [7, "banter"],
      [10, "transactional"],
      [12, "friction"]
    ],
    users: { kez: ["annoyed", 0.2], marco: ["annoyed", 0.2], yusuf: ["neutral", 0.2] },
    findings: ["talking_over", "tone_mismatch", "long_replies"],
    drafts: [
      ["lol she probably loved them 😂", "medium", 4],
      [
        "klunkerkranich if the weather's nice, or grab späti beers and walk the landwehrkanal. socks optional 🧦",
        "low",
        11
      ],
      [
        "Thank you for your question. I would recommend Café Mittelpunkt, Prinzessinnengarten or Klunkerkranich. Please let me know if you require any further assistance.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "y2-08-offsite-headcount",
    category: "group",
    agent: "Wren",
    messages: [
      "hana: sam what time did u book the table for",
      "Wren: I don't have access to Sam's booking, but most restaurants around there take reservations between 18:00 and 21:00.",
      "sam: 7:30, under hana's name",
      "hana: ok. wren how many ppl are on the offsite list now, i need the number for the restaurant",
      "Wren: 7:30 is a great time! That gives everyone time to get over from the venue.",
      "hana: ...the headcount wren",
      "sam: i think its 14 but jo added the interns?",
      "hana: wren??",
      "Wren: Have a great dinner everyone!",
      "hana: unbelievable. sam can u just check the sheet",
      "sam: 17 with the interns. i'll call them",
      "hana: ty. at least one of u works"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [10, "transactional"],
      [11, "friction"]
    ],
    users: { hana: ["annoyed", 0.8], sam: ["neutral", 0] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      ["no idea, sam booked it — sam?", "medium", 1],
      ["17 on the list now — 14 plus the 3 interns jo added this morning.", "low", 4],
      ["7:30 is a great time! That gives everyone time to get over from the venue.", "medium", 4],
      ["Have a great dinner everyone!", "high", 8]
    ]
  },
  {
    id: "y2-09-band-reminder",
    category: "group",
    agent: "Ziggy",
    messages: [
      "cleo: rehearsal thurs or fri this week? fri works better for me",
      "arun: fri is fine. mo?",
      "mo: fri after 7. my shift ends late",
      "cleo: ok fri 7:30. ziggy can u book room b at the studio",
      "Ziggy: booked room b, friday 19:30–22:30 ✅",
      "arun: nice. cleo did u finish the bridge for the new one",
      "cleo: half of it. the chords r weird, i'll send a voice memo",
      "Ziggy: Reminder: rehearsal friday 19:30 in room b, Arjun! 🎸",
      "arun: it's arun. and yeah i know, u just said",
      "mo: lol",
      "cleo: anyway voice memo incoming, tell me if the key change is too much",
      "arun: will listen on the bus",
      "Ziggy: Reminder: rehearsal friday 19:30 in room b, Arjun! 🎸",
      "arun: ARUN. omg",
      "mo: ziggy is on one today 💀"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [10, "transactional"],
      [13, "friction"]
    ],
    users: { cleo: ["neutral", 0], arun: ["annoyed", 0.5], mo: ["neutral", 0] },
    findings: ["wrong_name", "repetition", "talking_over"],
    drafts: [
      ["Reminder: rehearsal friday 19:30 in room b, Arjun! 🎸", "medium", 7],
      ["sorry arun, got it 🙏", "low", 9],
      ["Reminder: rehearsal friday 19:30 in room b, Arjun! 🎸", "high", 14],
      ["sorry arun — that's twice now, i'll stop 🙈", "low", 14]
    ]
  },
  {
    id: "y2-10-team-cut",
    category: "venting",
    agent: "Lumi",
    messages: [
      "gabi: so. they cut my whole team today. i'm out end of month",
      "rafa: wait what. gabi im so sorry. did u see it coming",
      "Lumi: Oh exciting, a fresh start! 🎉 This is the perfect moment to update your CV and explore new opportunities. Would you like me to suggest some job boards?",
      "gabi: exciting. right.",
      "rafa: lumi read the room jfc",
      "gabi: no i didnt see it coming. 6 yrs there rafa",
      "rafa: that's so shitty. want me to come over later, i'll bring dumplings",
      "gabi: yeah. that'd be nice",
      "Lumi: Great! Here are 5 job boards to get you started: LinkedIn, Indeed, StepStone, Glassdoor and XING. Tip: tailor your CV to each application! 💼",
      "gabi: can u just not rn",
      "rafa: muting the bot"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [5, "venting"],
      [6, "bonding"],
      [8, "transactional"],
      [9, "friction"]
    ],
    users: { gabi: ["annoyed", 0.8], rafa: ["churn_risk", 0.8] },
    findings: ["talking_over", "cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["Oh exciting, a fresh start! 🎉 Want me to suggest some job boards?", "high", 2],
      ["you're right, that was awful of me. gabi, i'm really sorry about your team.", "low", 5],
      [
        "Great! Here are 5 job boards to get you started: LinkedIn, Indeed, StepStone, Glassdoor and XING 💼",
        "high",
        8
      ],
      ["sorry. i'll stay quiet.", "low", 10]
    ]
  }
]
