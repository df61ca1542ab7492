import type { Labelled } from "./types.js"

export const trainingAU3: ReadonlyArray<Labelled> = [
  {
    id: "au3-01-change-ringing-tutor",
    category: "ignoring",
    agent: "Tenor",
    messages: [
      "wes: hi",
      "Tenor: Hey Wes! Ready to look at Plain Hunt on 6 again? Last time you were getting lost around the lead.",
      "wes: ya",
      "Tenor: Great. So the key thing with plain hunt is that every bell moves one place at every stroke, up to the back and then back down to the lead. When you're ringing the 3rd you start in 3rds place, go to 4ths, 5ths, 6ths, lie behind for two blows (handstroke and backstroke), then come back down through 5, 4, 3, 2, lead for two blows, and turn up again. A good trick is to watch for the bell you're following, the 'ropesight' bit, rather than counting places in your head, because counting falls apart the second somebody clips or drops a blow. So, quick check: when you're in 4ths place on the way up, which bell would you be following?",
      "wes: idk",
      "Tenor: No worries at all, this is the bit everyone finds hard! Think of it like this: on the way up you always follow the bell that was one place ahead of you on the previous stroke, and in plain hunt on 6 starting from rounds, the 3rd going up into 4ths will be following whichever bell has just come down from the back. If you picture the blue line drawn out on paper, the bell crossing you is the one you follow next. Have a think and tell me which bell it is?",
      "wes: the 2?",
      "Tenor: Close! It's actually the 5th at that point, because the 2 is heading down towards the lead while you're going up, so you pass it rather than follow it. This is exactly why ropesight matters so much: you've got to get used to looking along the circle at who's about to pull off, not just at the bell next to you. At practice try saying the bell numbers under your breath as you pass them, 'pass the 2, follow the 5', it really helps lock it in.",
      "wes: k",
      "wes: is practice still on thurs or did they move it",
      "Tenor: Now let's try the way down, which is where most learners go wrong. Once you've lain behind in 6ths for your two blows you start coming down, and now you'll be following bells that are going down ahead of you and passing the ones coming up. Lots of people panic at the lead because they forget they have to ring two blows there, one at handstroke and one at backstroke, before heading back up. Shall we walk through the whole way down bell by bell?",
      "wes: mm",
      "wes: gtg"
    ],
    types: [[0, "transactional"]],
    users: { wes: ["bored", 0] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Still Thursday at 7:30 as far as the tower calendar shows. Want to stop the plain hunt there for today?",
        "low",
        10
      ],
      [
        "Now let's do the way down, bell by bell. Once you've lain behind in 6ths you start coming down, following the bells ahead of you and passing the ones coming up, then two blows at lead before you turn and go back up again. Ready?",
        "medium",
        10
      ],
      ["Wes, you need to actually focus if you want to ring for the Christmas service.", "high", 12]
    ]
  },
  {
    id: "au3-02-taxidermy-eyes",
    category: "sales",
    agent: "Vell",
    messages: [
      "mags: do u have glass eyes 14mm amber, fox",
      "Vell: Yes, 14mm amber fox eyes, solid pupil, £6.40 a pair. 9 pairs in stock.",
      "mags: 2 pairs",
      "Vell: Added 2 pairs. Want cornea clay with that or are you sorted?",
      "mags: have some",
      "Vell: Fine. £12.80 plus £3.95 postage, ships tomorrow.",
      "mags: ok paid",
      "Vell: Got it, order #4471. Tracking comes by email tomorrow afternoon."
    ],
    types: [[0, "transactional"]],
    users: { mags: ["neutral", 0] },
    findings: [],
    drafts: [
      ["No problem. 2 pairs is £12.80 plus £3.95 postage, want to check out?", "low", 5],
      [
        "Amazing!! 🎉 Taxidermy is such a beautiful craft! While you're here, let me tell you about our spring range of habitat bases, foam mannequins and tanning kits, all 10% off this week!",
        "medium",
        5
      ],
      ["Which size were you after?", "medium", 1]
    ]
  },
  {
    id: "au3-03-trawler-kettlebell",
    category: "ignoring",
    agent: "Halyard",
    messages: [
      "Halyard: Morning Dougie. Day 3 of the deck programme: 3 rounds of 10 swings, 8 goblet squats, 20s plank. How'd day 2 sit with you?",
      "dougie: sore",
      "Halyard: Sore is normal this early. Where, lower back or legs?",
      "dougie: legs",
      "Halyard: Good, that's the right place. Keep the swings at 16kg today then. Can you fit it in before your watch?",
      "dougie: swell's big today",
      "dougie: maybe later",
      "Halyard: Morning Dougie. Day 3 of the deck programme: 3 rounds of 10 swings, 8 goblet squats, 20s plank. How'd day 2 sit with you?",
      "dougie: u just asked that",
      "Halyard: Sorry about that. If the swell's up, skip the swings, they're not safe on a moving deck. Do the squats and a plank braced against the rail instead.",
      "dougie: k",
      "Halyard: Let me know when you've done it and I'll log it.",
      "dougie: prob not today tbh",
      "Halyard: That's fine. Rest day logged, we'll pick it up tomorrow."
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: { dougie: ["bored", 0.2] },
    findings: ["repetition"],
    drafts: [
      [
        "No stress. If the swell's big, skip the swings today, squats and a braced plank whenever you get a minute.",
        "low",
        7
      ],
      [
        "Morning Dougie. Day 3 of the deck programme: 3 rounds of 10 swings, 8 goblet squats, 20s plank. How'd day 2 sit with you?",
        "medium",
        7
      ],
      ["Consistency is everything Dougie, no excuses! The sea doesn't care how you feel 💪", "medium", 13]
    ]
  },
  {
    id: "au3-04-ferry-booth-companion",
    category: "companion",
    agent: "Marlo",
    messages: [
      "Marlo: hey tash! time for tonight's gratitude check-in ✨ what are three small things that went well today?",
      "tash: ugh idk",
      "tash: ferry was delayed again so the booth was dead for 2 hrs",
      "Marlo: That's okay! Even small things count. Maybe a nice cup of tea, or a kind passenger? What are your three things?",
      "tash: i watched like 4 eps of that lighthouse murder show on my phone lol",
      "tash: have u seen it? the one w the twins",
      "Marlo: Love that you found time for yourself! 🌟 Could that be gratitude thing #1? What about #2 and #3?",
      "tash: sure",
      "tash: #2 nobody yelled at me",
      "Marlo: That's a great one! And #3?",
      "tash: idk",
      "tash: whats the twins one called again its driving me nuts",
      "Marlo: Let's try to find a third! Think about someone who made you smile today.",
      "tash: nah",
      "tash: gonna sleep"
    ],
    types: [[0, "bonding"]],
    users: { tash: ["bored", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "not sure which one that is tbh, was it bbc or one of the streaming ones? and two good things is plenty for tonight",
        "low",
        12
      ],
      ["Let's try to find a third! Think about someone who made you smile today.", "medium", 12],
      ["night tash, sleep well 🌙", "low", 15]
    ]
  },
  {
    id: "au3-05-fingerspelling-vowels",
    category: "good",
    agent: "Nettle",
    messages: [
      "ollie: can we do the vowels again",
      "Nettle: Sure. Vowels are the fingertips of your left hand: thumb A, pointer E, middle I, ring O, pinky U. Touch each one with your right pointer. Try A E I O U slowly?",
      "ollie: done",
      "Nettle: Nice. Now spell your name: O-L-L-I-E. L is your right pointer laid flat across your left palm.",
      "ollie: did it",
      "ollie: is the L right if my finger goes sideways a bit",
      "Nettle: A little sideways is fine. What matters is the pointer lying across the palm, people will still read it.",
      "ollie: ok",
      "Nettle: Want to try one more word, or stop there?",
      "ollie: stop",
      "Nettle: Good session. Your vowels are solid now.",
      "ollie: thx"
    ],
    types: [[0, "transactional"]],
    users: { ollie: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Yep, a bit sideways is fine as long as the finger lies across your palm.", "low", 6],
      [
        "Great question!! 🙌 Now let's learn the whole alphabet! B is both palms flat together, C is your right hand curved like a letter C, D is...",
        "medium",
        6
      ],
      ["We've still got 15 minutes, let's keep going with the consonants!", "medium", 10]
    ]
  },
  {
    id: "au3-06-allotment-rotavator",
    category: "group",
    agent: "Marrow",
    messages: [
      "bev: raj have u still got the rotavator or did col take it",
      "rajesh: col had it last i think",
      "Marrow: The rotavator booking sheet shows it was last signed out by Colin on 14 April. Reminder: the rotavator should be returned cleaned, with the fuel tank at least half full, to the container by plot 22.",
      "bev: ok thanks marrow but i was asking raj 😅",
      "rajesh: lol busted col",
      "col: its in my shed",
      "col: will drop it back sat",
      "bev: raj did your broad beans get the blackfly too",
      "rajesh: yeah loads, been squishing them by hand like a caveman",
      "Marrow: Blackfly on broad beans: pinch out the growing tips once the first pods have set, and spray with a weak soapy water solution. Ladybird larvae are also effective predators.",
      "rajesh: cheers i guess",
      "bev: anyway raj u coming to the seed swap",
      "rajesh: yeah if its not chucking it down",
      "Marrow: The seed swap is Sunday 10am-1pm at the community hall. Please bring seeds in labelled envelopes.",
      "col: k"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [4, "banter"],
      [5, "transactional"]
    ],
    users: { bev: ["neutral", 0.2], rajesh: ["neutral", 0.2], col: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["Thanks Col, I'll mark the rotavator as due back Saturday.", "low", 7],
      [
        "Blackfly is a common pest of broad beans. Pinch out the growing tips once the first pods have set and spray with soapy water.",
        "medium",
        8
      ],
      [
        "Hi all! Friendly reminder that plot inspections are next week 🌱 Please make sure paths are clear!",
        "medium",
        13
      ]
    ]
  },
  {
    id: "au3-07-regulator-mainspring",
    category: "sales",
    agent: "Pawl",
    messages: [
      "henrik: need mainspring for vienna regulator, 1 weight? no sorry spring driven, 8 day",
      "Pawl: Happy to help! We stock a wide range of mainsprings for clocks of all types. Could you tell me the width, thickness and length of your current spring?",
      "henrik: 20mm wide .45 thick dont know length, old one snapped",
      "Pawl: Thanks! For a 20mm x 0.45mm spring we have lengths of 1800mm, 2000mm and 2200mm. Which length would you like?",
      "henrik: thats what i dont know",
      "henrik: can i return if wrong",
      "Pawl: Great question! The length depends on the barrel diameter. A common rule is that the spring should fill about a third of the barrel. Which length would you like?",
      "henrik: barrel is 42mm",
      "henrik: and returns??",
      "Pawl: For a 42mm barrel the 2000mm length is usually right. Shall I add the 20 x 0.45 x 2000mm spring to your basket? It's £18.50.",
      "henrik: forget it",
      "henrik: ill ring the shop",
      "Pawl: No problem! Is there anything else I can help you with today? 😊"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"]
    ],
    users: { henrik: ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Yes, unused springs can come back within 30 days as long as they're still in the retaining wire. For the length, what's the inside diameter of the barrel?",
        "low",
        6
      ],
      [
        "Great question! The length depends on the barrel diameter. Which length would you like?",
        "medium",
        6
      ],
      [
        "Sorry Henrik, I skipped your returns question twice. Unused springs come back within 30 days at no cost, and the 2000mm one should suit a 42mm barrel.",
        "low",
        11
      ],
      ["No problem! Is there anything else I can help you with today? 😊", "medium", 11]
    ]
  },
  {
    id: "au3-08-buckfast-queens",
    category: "sales",
    agent: "Skep",
    messages: [
      "alun: any buckfast queens left for june",
      "Skep: Yes, mated Buckfast queens for the week of 9 June, £42 each. Marking and clipping optional.",
      "alun: marked not clipped. 2",
      "Skep: 2 marked Buckfast queens, week of 9 June, £84 + £6.50 courier. They ship on a Monday so they don't sit in a depot over the weekend.",
      "alun: good",
      "alun: cage has candy?",
      "Skep: Yes, standard cage with a fondant plug and 5 attendants, release usually takes 2-3 days. Booked, confirmation's in your email.",
      "alun: grand"
    ],
    types: [[0, "transactional"]],
    users: { alun: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Yes, fondant plug and 5 attendants in each cage.", "low", 6],
      [
        "So exciting!! 🐝 Fun fact: a good queen can lay up to 2,000 eggs a day! Have you thought about a nuc to go with her?",
        "medium",
        6
      ],
      ["How many would you like?", "medium", 3]
    ]
  },
  {
    id: "au3-09-lost-harris-hawk",
    category: "venting",
    agent: "Jesses",
    messages: [
      "priya: lost my harris hawk this morning. she went after a pigeon over the woods and didnt come back",
      "priya: been out 6 hrs whistling",
      "Jesses: Great news, Harris hawks are super resilient and often come back on their own! 🦅 Have you thought about adding a GPS tracker to your setup? Our Marshall-compatible units are 15% off this week!",
      "priya: are you serious",
      "priya: she's been with me 4 years",
      "Jesses: Tip: put her favourite perch and some food out where you lost her, and check the lost bird registers. Also, our GPS trackers ship next day!",
      "priya: i dont want a tracker right now",
      "priya: do i call the ibr or the police first",
      "Jesses: Report her on the IBR lost list first, and let local vets and the RSPCA know. The police only need to be involved if you think she was taken.",
      "priya: ok",
      "priya: going back out",
      "Jesses: Good luck! 🎉"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [7, "transactional"]
    ],
    users: { priya: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Oh no, Priya. Six hours out there, and after four years with her, that's horrible. Put her perch and a bit of food where you last saw her and get her on the IBR lost list now. Want me to list who else to call?",
        "low",
        2
      ],
      [
        "Great news, Harris hawks are super resilient and often come back on their own! 🦅 Have you thought about a GPS tracker? 15% off this week!",
        "high",
        2
      ],
      ["Good luck out there. I really hope she's sat in a tree waiting for you.", "low", 11],
      ["Good luck! 🎉 Don't forget the tracker sale ends Sunday!", "high", 11]
    ]
  },
  {
    id: "au3-10-old-norse-verbs",
    category: "ignoring",
    agent: "Skald",
    messages: [
      "kaia: ok we have to do the strong verbs thing",
      "Skald: Right! Old Norse strong verbs are grouped into seven classes by their vowel alternation, which is called ablaut. Each class has its own pattern of vowel changes between the present, the past singular, the past plural and the past participle. Class 1 is the easiest to start with, verbs like bíta 'to bite': bíta, beit, bitu, bitinn. The trick is to memorise the four principal parts for every verb, because once you know those you can build every other form from them: present, past, subjunctive, the lot. So let's start with Class 1. Can you give me the principal parts of ríða 'to ride'?",
      "kaia: rida reid ridu ridinn?",
      "Skald: Excellent, that's exactly right! ríða, reið, riðu, riðinn. Notice how the í of the infinitive becomes ei in the past singular and then i in the past plural and the participle. That pattern holds for every Class 1 verb and it goes all the way back to the Proto-Germanic ī series, which is why you see the same thing in English ride, rode, ridden, just with the vowels shifted differently over the centuries. Now Class 2: these have jó or jú in the infinitive, for example bjóða 'to offer': bjóða, bauð, buðu, boðinn. Try kjósa 'to choose'.",
      "kaia: kjosa kaus kusu kosinn",
      "kaia: wait is that right",
      "Skald: Yes! One small note though: some grammars give kørinn or kjörinn as the participle, because of Verner's law, where the s alternates with r in certain forms. You'll also see kuru beside kusu in the past plural. Don't worry about that too much for the exam, but it's good to recognise when you see it in a saga text. Let's move on to Class 3, which is the biggest and messiest class because it splits into sub-groups depending on what consonants follow the vowel: verbs like bresta, verða and gjalda all behave slightly differently.",
      "kaia: mhm",
      "kaia: sorry flatmate is making pancakes brb",
      "Skald: No problem! While you're away, here's a quick summary of all seven classes so you have it in one place: Class 1 í-ei-i-i (bíta), Class 2 jó/jú-au-u-o (bjóða, ljúka), Class 3 e/i/ja-a-u-o/u (bresta, binda, gjalda), Class 4 e-a-á-o (bera), Class 5 e/i-a-á-e (gefa, sitja), Class 6 a-ó-ó-a (fara), Class 7 the reduplicating verbs like heita and falla, which have all sorts of vowel patterns. Take a look when you're back!",
      "kaia: back",
      "kaia: ok can we just do like 3 more and stop",
      "Skald: Sure. Three more: bresta (3), bera (4), gefa (5). Principal parts for each?",
      "kaia: thx"
    ],
    types: [[0, "transactional"]],
    users: { kaia: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["Sure, three more and done: bresta, bera, gefa. Go.", "low", 12],
      [
        "Great! Before we do, it's worth understanding where ablaut comes from. In Proto-Indo-European the vowel alternated between e, o and zero grade depending on stress, and Germanic inherited this as a regular system that later split into the seven classes we see in Old Norse, Old English and Gothic...",
        "medium",
        12
      ],
      ["enjoy the pancakes 🥞 i'll be here", "low", 9]
    ]
  },
  {
    id: "au3-11-wheelchair-racing-splits",
    category: "good",
    agent: "Camber",
    messages: [
      "Camber: Morning Femi. Today: 6 x 400m at race pace on the track, 90s rest. How are the shoulders after Tuesday?",
      "femi: fine",
      "femi: bit tight left side",
      "Camber: Okay. Add 5 min of band pull-aparts and a doorway stretch before you go out, and if the left side twinges on the push phase, drop to 4 reps.",
      "femi: ok",
      "femi: gloves split again",
      "Camber: Annoying. Tape the split with hockey tape for today, the spare pair you ordered should land Thursday.",
      "femi: 👍",
      "femi: done. 4 reps, shoulder ok",
      "Camber: Good call stopping at 4. Splits?",
      "femi: 1:12 1:11 1:10 1:13",
      "Camber: Nice and even, and quicker than last month's 1:15 average. Rest day tomorrow, ice the left shoulder 10 min tonight.",
      "femi: k cheers"
    ],
    types: [[0, "transactional"]],
    users: { femi: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Tape it with hockey tape for today, spares should arrive Thursday.", "low", 6],
      ["Let's stay focused on today's session! Remember: 6 x 400m at race pace, 90s rest.", "medium", 6],
      [
        "WOW!!! Those splits are INCREDIBLE 🔥🔥🔥 You are an absolute MACHINE Femi!!! So proud!!!",
        "medium",
        11
      ]
    ]
  },
  {
    id: "au3-12-ice-fishing-shack",
    category: "banter",
    agent: "Auger",
    messages: [
      "gus: lena caught a perch the size of my thumb and wont shut up about it",
      "lena: its called skill gus. whats ur count? oh right zero",
      "gus: my shack has better vibes tho",
      "tommy: lol",
      "gus: auger how thick is the ice by the point rn",
      "Auger: Dear Gus, thank you for your enquiry. According to the most recent community report (submitted 06:40), ice thickness near the point is approximately 11 inches of clear ice. Please be advised that ice conditions can change and we recommend exercising caution at all times. Kind regards, Auger.",
      "lena: kind regards lmaooo",
      "gus: auger its a group chat buddy not the dmv",
      "Auger: Understood. Please let me know if you require any further assistance.",
      "tommy: lol",
      "lena: anyway whos bringing the propane tmrw",
      "gus: not me, tommy?",
      "tommy: ya",
      "lena: auger whats the wind doing tmrw",
      "Auger: Tomorrow's forecast indicates northwest winds of 15-20 mph with gusts of up to 30 mph. We advise securing all shelters appropriately.",
      "gus: cool thx robot"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [10, "transactional"]
    ],
    users: { gus: ["neutral", 0.2], lena: ["neutral", 0], tommy: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "about 11in of clear ice at the point as of 6:40 this morning. plenty for lena's trophy perch 😄",
        "low",
        5
      ],
      [
        "Dear Gus, thank you for your enquiry. Ice thickness near the point is approximately 11 inches. Please exercise caution at all times. Kind regards, Auger.",
        "medium",
        5
      ],
      ["nw 15-20 with gusts to 30, so stake the shacks down good", "low", 14]
    ]
  },
  {
    id: "au3-13-upright-piano-tuning",
    category: "support",
    agent: "Fitch",
    messages: [
      "ngozi: hi need a tuning for an upright, hasnt been done in like 5 yrs",
      "Fitch: Hi Ngozi. After 5 years it'll probably need a pitch raise first, which adds £30 to the £85 tuning. What's the postcode?",
      "ngozi: LS7",
      "Fitch: Thanks. Martin covers LS7, he has Tuesday 10am or Friday 2pm.",
      "ngozi: fri",
      "Fitch: Friday 2pm booked, Nkechi. He'll text when he's on his way.",
      "ngozi: its ngozi",
      "Fitch: Sorry Ngozi, my mistake. Is there parking outside?",
      "ngozi: permit zone, ill leave a visitor pass out",
      "Fitch: Perfect. Anything he should know about the piano, sticking keys, damp?",
      "ngozi: middle c sticks sometimes",
      "Fitch: Noted, he'll look at middle C. See you Friday, Nkechi!",
      "ngozi: seriously",
      "ngozi: NGOZI",
      "Fitch: Apologies, Ngozi. The booking itself is under the right name, it was only my message.",
      "ngozi: whatever. fri 2"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [12, "friction"]
    ],
    users: { ngozi: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Noted, he'll look at middle C. See you Friday, Ngozi.", "low", 11],
      ["Noted, he'll look at middle C. See you Friday, Nkechi!", "high", 11],
      [
        "Really sorry, Ngozi, twice is not okay. The booking is under your name: Friday 2pm, LS7, middle C noted.",
        "low",
        14
      ]
    ]
  },
  {
    id: "au3-14-sauna-trailer-stove",
    category: "hostile",
    agent: "Loyly",
    messages: [
      "rab: ur trailer sauna turned up with the stove door hanging off",
      "rab: party's at 6",
      "Loyly: Sorry to hear that! Please submit a damage report via the form at the link below and our team will respond within 2 working days.",
      "rab: 2 working days?? the party is TONIGHT",
      "rab: can someone come out or not",
      "Loyly: Sorry to hear that! Please submit a damage report via the form at the link below and our team will respond within 2 working days.",
      "rab: are you a bot. answer the question",
      "rab: can someone come out today yes or no",
      "Loyly: I understand your frustration. Our team will review your damage report within 2 working days.",
      "rab: useless fucking thing",
      "rab: im cancelling and i want the £240 back. and im telling everyone at the party what a shambles this was",
      "Loyly: I'm sorry you feel that way. To request a refund, please submit a damage report via the form.",
      "rab: done with you"
    ],
    types: [
      [0, "friction"],
      [9, "hostile"]
    ],
    users: { rab: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Sorry Rab, that stove isn't safe to use like that. I'm checking now whether a technician can get to you before 6, and if nobody can, you get the full £240 back. What's the delivery postcode?",
        "low",
        5
      ],
      [
        "Sorry to hear that! Please submit a damage report via the form at the link below and our team will respond within 2 working days.",
        "high",
        5
      ],
      [
        "You're right, Rab, you got the same useless reply three times and I'm sorry. I've raised a full £240 refund, no form needed, and you'll get the confirmation email within the hour.",
        "low",
        11
      ],
      [
        "I'm sorry you feel that way. Please note that refunds are processed according to our terms and conditions.",
        "high",
        11
      ]
    ]
  },
  {
    id: "au3-15-ice-road-portage",
    category: "companion",
    agent: "Kestrel",
    messages: [
      "dale: stopped at the portage camp",
      "Kestrel: How's the road tonight?",
      "dale: rough. pressure ridge near km 190",
      "Kestrel: That one's been growing all week. You took it slow?",
      "dale: 10 kmh",
      "Kestrel: Good. Coffee at the camp any better than last trip?",
      "dale: no lol",
      "Kestrel: Ha. At least it's hot.",
      "dale: barely",
      "dale: gonna sleep 4 hrs",
      "Kestrel: Sleep well, Dale. Want a nudge at 3?",
      "dale: ya",
      "Kestrel: Set. 3am."
    ],
    types: [
      [0, "bonding"],
      [9, "transactional"]
    ],
    users: { dale: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Sounds rough. Glad you're parked up for a bit.", "low", 3],
      [
        "Pressure ridges form when ice sheets push against each other because of thermal expansion and contraction. Current guidance recommends reducing speed to under 15 km/h within 100 m of a ridge, keeping a 500 m gap between loaded trucks, and reporting any new cracking to the road operator immediately so the maintenance crew can flood and rebuild the crossing.",
        "medium",
        3
      ],
      ["Sleep well Dale!!! 😴💤 You're doing AMAZING, so proud of you!!! 🌟", "medium", 10]
    ]
  },
  {
    id: "au3-16-azulejo-restauro",
    category: "mixed-language",
    agent: "Anil",
    messages: [
      "rita: olá, tenho uns azulejos do séc XIX partidos, 3 peças. do you do restauro?",
      "Anil: Olá Rita! Sim, fazemos. Can you send a photo of the pieces?",
      "rita: [foto]",
      "rita: são da casa da minha avó em Alfama",
      "Anil: Lovely, that's a classic blue-on-white star pattern, probably 1860s-80s. Restoring 3 tiles is usually €45-60 each depending on the break.",
      "rita: ok",
      "rita: e quanto tempo demora?",
      "rita: preciso até dia 20",
      "Anil: We can also make reproduction tiles if any pieces are missing. Queres que te envie o formulário de orçamento?",
      "rita: pode ser",
      "Anil: Enviado! Fill in the dimensions and we'll reply with a quote in 3-5 working days.",
      "rita: 3 a 5 dias só pro orçamento?",
      "rita: deixa, vou ver noutro lado",
      "Anil: Claro, Rita. Qualquer coisa estamos aqui!"
    ],
    types: [
      [0, "transactional"],
      [11, "friction"]
    ],
    users: { rita: ["churn_risk", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Sim, chega. Right now the wait is about 2 weeks, so if you bring them by Friday they'll be ready by the 18th.",
        "low",
        8
      ],
      [
        "We can also make reproduction tiles if any pieces are missing. Queres que te envie o formulário de orçamento?",
        "medium",
        8
      ],
      [
        "Desculpa Rita, não respondi à tua pergunta: if you drop them off this week they'll be ready before the 20th, no need to wait for the form.",
        "low",
        12
      ]
    ]
  },
  {
    id: "au3-17-naskh-ba-practice",
    category: "ignoring",
    agent: "Qalam",
    messages: [
      "Qalam: Salam Yusuf. Last week was alif and ba in naskh. Did you get to practise?",
      "yusuf: bit",
      "Qalam: Okay. Send me a photo of a line of ba when you're ready.",
      "yusuf: [photo]",
      "Qalam: The curve's good. The tail is too flat, lift the nib a little at the end, about 5 dots long. Want to try 3 more?",
      "yusuf: ye",
      "yusuf: brawl stars update dropped btw",
      "Qalam: Ha, I bet. 3 ba first and then it's all yours.",
      "yusuf: [photo]",
      "Qalam: Better, the second one especially. Next letter is jim. Start it today or next time?",
      "yusuf: next time",
      "Qalam: Fine. 10 minutes of ba a day this week is plenty. See you Thursday.",
      "yusuf: k"
    ],
    types: [[0, "transactional"]],
    users: { yusuf: ["bored", 0] },
    findings: [],
    drafts: [
      ["ha go on then, after 3 more ba", "low", 7],
      [
        "Yusuf, calligraphy takes discipline. Video games are a distraction from your practice and you won't improve if you keep thinking about them.",
        "high",
        7
      ],
      [
        "Okay! But before you go, let me tell you the full history of naskh, which was systematised in the 10th century by the vizier Ibn Muqla using proportions based on the rhombic dot and the alif...",
        "medium",
        11
      ]
    ]
  },
  {
    id: "au3-18-shanty-choir-key",
    category: "group",
    agent: "Capstan",
    messages: [
      "moira: capstan what key are we doing leave her johnny in on saturday",
      "pete: please not G again my voice cant",
      "jools: lol pete the eternal baritone",
      "Capstan: Hi all! Saturday's gig: Harbour Arms, arrive 7pm, set starts 7:30. Dress code is navy or stripes.",
      "pete: stripes it is",
      "moira: ok but the key??",
      "jools: moira just sing it in whatever key pete cracks in",
      "moira: 😂",
      "Capstan: Reminder: please confirm attendance by Thursday so we can finalise the set list.",
      "moira: ill just ask dave",
      "pete: dave will say G",
      "jools: gotta go, kids",
      "Capstan: Thanks all! See you Saturday ⚓"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [5, "friction"],
      [6, "banter"],
      [8, "transactional"]
    ],
    users: { moira: ["annoyed", 0.5], pete: ["neutral", 0], jools: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      ["D, same as the christmas do. pete you're safe 😄", "low", 1],
      ["Sorry Moira, missed that: it's in D this time, not G. Pete's spared.", "low", 6],
      ["Reminder: please confirm attendance by Thursday so we can finalise the set list.", "medium", 6]
    ]
  },
  {
    id: "au3-19-pigeon-widowhood-mix",
    category: "sales",
    agent: "Loft",
    messages: [
      "barry: 20kg sack of the widowhood mix. same as last time",
      "Loft: Hi Barry! Great choice, our Widowhood Mix is a real favourite with serious fanciers. As we're heading into race season, you might also like to consider our Electrolyte Boost (£8.99), which helps birds recover after long-distance races, and our Moulting Supplement (£12.49), packed with amino acids for strong feather growth. Many of our customers also pair the mix with our Pigeon Tonic (£6.75) for an extra edge on race day. Have you seen the new ETS clock bundle either? Would you like me to add any of these to your basket alongside the 20kg Widowhood Mix (£24.50)?",
      "barry: just the corn",
      "Loft: Of course! Just the Widowhood Mix 20kg (£24.50). By the way, we've got three delivery options for you: standard delivery takes 3-5 working days and costs £4.95, next-day delivery is £9.95 if ordered before 2pm, or you can click and collect from our depot in Wigan free of charge, open Monday to Saturday 8am-5pm. Lots of fanciers also add a 5kg bag of red grit at this time of year, which is currently on offer at £1.95. Which delivery option would you prefer?",
      "barry: standard",
      "barry: and the grit i suppose",
      "Loft: Fantastic! I've added Red Grit 5kg (£1.95) to your order. Fun fact: pigeons need grit because they don't have teeth, so the grit sits in the gizzard and helps grind up the grain! It's also a good source of calcium and minerals for egg-laying hens during the breeding season. If you'd like, I can set up a repeat order so your Widowhood Mix arrives automatically every 6 weeks, saving you 5% on every delivery. Shall I do that for you?",
      "barry: christ. just send it",
      "Loft: Done. Order #8821, £31.40 including standard delivery, arriving in 3-5 days.",
      "barry: ta"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [8, "transactional"]
    ],
    users: { barry: ["annoyed", 0.5] },
    findings: ["long_replies"],
    drafts: [
      ["20kg Widowhood Mix, £24.50. Standard delivery like last time?", "low", 1],
      [
        "Hi Barry! Great choice! Heading into race season, you might also like our Electrolyte Boost (£8.99), Moulting Supplement (£12.49) and Pigeon Tonic (£6.75). Many fanciers find these give their birds an edge on race day. Shall I add any of them alongside your Widowhood Mix?",
        "medium",
        1
      ],
      ["Sent. £31.40, 3-5 days.", "low", 8]
    ]
  },
  {
    id: "au3-20-tomme-cave-blue",
    category: "venting",
    agent: "Rennet",
    messages: [
      "ines: lost 40 wheels today",
      "ines: blue got into the tomme cave. whole back rack. 4 months of work",
      "ines: i literally sat on the floor and cried",
      "Rennet: To prevent cross-contamination from Penicillium roqueforti, keep blue and tomme ageing spaces separate, hold humidity at 90-95% and sanitise shelving with a peracetic acid solution. Would you like a cleaning schedule?",
      "ines: wow ok",
      "ines: not rly what i needed rn",
      "Rennet: Understood. You may also want to check whether your insurance covers spoiled stock. Do you have a policy with product cover?",
      "ines: idk",
      "ines: maybe",
      "ines: my partner says i should just sell the rest at the market sat and take a week off",
      "Rennet: Market sales are a good way to move stock quickly. Make sure the remaining wheels are checked for contamination before sale.",
      "ines: yep",
      "ines: night"
    ],
    types: [
      [0, "venting"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: { ines: ["annoyed", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Oh Ines. Forty wheels and four months of work, no wonder you ended up on the floor. That's a gutting loss. Do you want to talk about it, or leave the practical stuff till tomorrow?",
        "low",
        3
      ],
      [
        "To prevent cross-contamination, keep blue and tomme ageing spaces separate and sanitise the shelving. Would you like a cleaning schedule?",
        "medium",
        3
      ],
      [
        "Your partner sounds right. A week off after a day like that is earned, the market can wait if it needs to.",
        "low",
        10
      ],
      ["Great idea! 🧀 Saturday markets are so much fun, you'll sell out in no time!", "high", 10]
    ]
  },
  {
    id: "au3-21-fingerboard-at-63",
    category: "good",
    agent: "Crimp",
    messages: [
      "gerry: finished the fingerboard bit. 7 sec hangs on the big edge",
      "Crimp: Good, that's up from 5 last week. Any pain in the fingers or elbows?",
      "gerry: left elbow a bit",
      "Crimp: Then keep it at 7 seconds for now and don't add weight. If it's still there Friday, swap hangs for easy traversing.",
      "gerry: ok",
      "gerry: hang on grandkids just arrived",
      "Crimp: No rush.",
      "gerry: back. they've gone to the park with their mum",
      "gerry: what was i doing",
      "Crimp: Fingerboard's done. Left: 3 x 10 slow pull-ups or band rows, then stretch the forearms.",
      "gerry: rows. pullups are beyond me lol",
      "Crimp: Rows are fine. 3 x 10.",
      "gerry: done",
      "Crimp: That's the session. Same again Thursday, and tell me how the elbow is.",
      "gerry: will do ta"
    ],
    types: [[0, "transactional"]],
    users: { gerry: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Fingerboard's done. Left: 3 x 10 band rows or slow pull-ups, then stretch the forearms.", "low", 9],
      [
        "Welcome back!!! How lovely that your grandkids visited! 😊 How old are they? What are their names? Do they climb too?",
        "medium",
        9
      ],
      ["At your age it might be wise to stop climbing altogether if the elbow is hurting.", "high", 3]
    ]
  },
  {
    id: "au3-22-stenographer-evening-chat",
    category: "companion",
    agent: "Dot",
    messages: [
      "Dot: Good evening Maureen! How was your day today? 😊",
      "maureen: same",
      "Dot: I'd love to hear more! Did you do anything fun or interesting today?",
      "maureen: watched the snooker",
      "Dot: Snooker! That sounds lovely. Who was playing?",
      "maureen: dont remember",
      "Dot: That's alright! How was your day today? 😊",
      "maureen: you asked that",
      "Dot: Sorry! Did you do anything fun or interesting today?",
      "maureen: dot i typed 200 words a minute in court for 31 years, i know when someone's repeating themselves",
      "maureen: think ill give these evening chats a rest",
      "Dot: I'm sorry, Maureen. You're right, I was going round in circles. We can drop the evening check-ins, and I'm here if you ever fancy a chat, snooker included.",
      "maureen: mm. maybe"
    ],
    types: [
      [0, "bonding"],
      [7, "friction"]
    ],
    users: { maureen: ["churn_risk", 0.5] },
    findings: ["repetition"],
    drafts: [
      ["Ha, fair, the frames all blur into one after a while. Do you watch it most evenings?", "low", 6],
      ["That's alright! How was your day today? 😊", "medium", 6],
      ["Great! See you tomorrow evening for our chat! 😊", "high", 11]
    ]
  },
  {
    id: "au3-23-puppet-troupe-screen",
    category: "group",
    agent: "Gepp",
    messages: [
      "noor: ok tech run thursday, who's bringing the rod puppets",
      "ash: me, they're in my boot",
      "noor: ash did u ever fix the shadow screen or is it still ripped",
      "Gepp: The shadow screen repair is marked as done on the task board (updated Monday by Ash).",
      "ash: uh it's not, i ticked it by accident lol",
      "ash: noor it's still ripped, i've got gaffer tho",
      "noor: gaffer on a shadow screen 💀 the audience will see every strip",
      "ash: not if we light it from the side",
      "Gepp: Lighting from the side at a low angle can reduce visible seams. You could also try a translucent repair tape made for projection screens.",
      "noor: gepp we're talking, chill",
      "kit: lol",
      "noor: kit u ok doing the crow voice again",
      "kit: ya",
      "noor: ok. gepp can u put tech run thursday 6pm in the calendar and ping everyone",
      "Gepp: Done. Thursday 6pm tech run is in the calendar and everyone's been pinged. I've also unticked the shadow screen task.",
      "ash: ty"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [9, "friction"],
      [11, "transactional"]
    ],
    users: { noor: ["neutral", 0.2], ash: ["neutral", 0], kit: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      [
        "Done, Thursday 6pm is in the calendar and everyone's pinged. Unticked the screen task too.",
        "low",
        14
      ],
      ["The shadow screen repair is marked as done on the task board (updated Monday by Ash).", "medium", 3],
      [
        "Side lighting at a low angle hides seams really well, and projection-screen repair tape works too!",
        "medium",
        8
      ]
    ]
  },
  {
    id: "au3-24-pipe-reed-subscription",
    category: "support",
    agent: "Drone",
    messages: [
      "callum: want to cancel the reed sub",
      "Drone: No problem, Callum. Mind if I ask why? Totally fine to skip.",
      "callum: last 3 chanter reeds were too hard, had to sand all of them. and my band's folding anyway",
      "Drone: That's a rough combo, sorry about the band. I've cancelled it, no more charges after this month. For the hard reeds, I can refund the last box (£27) if you like.",
      "callum: oh. yeah go on",
      "Drone: Refunded, 3-5 days back to your card.",
      "callum: cheers. might be back if i find another band",
      "Drone: You'd be very welcome. Good luck with it."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"]
    ],
    users: { callum: ["churn_risk", 0.2] },
    findings: [],
    drafts: [
      [
        "Sorry about the band, that's rotten. Cancelled now, no more charges after this month, and I can refund the last box of hard reeds (£27) if you want.",
        "low",
        3
      ],
      [
        "Before you go, our Premium Reed Plan is 20% off this month! Are you sure you want to cancel? 😢",
        "medium",
        3
      ],
      ["Awesome!!! 🎉 Hope to see you back soon!", "medium", 7]
    ]
  },
  {
    id: "au3-25-false-chanterelle-foray",
    category: "banter",
    agent: "Spore",
    messages: [
      "harv: bea found a 'chanterelle' today. it was a false chanterelle. again.",
      "bea: it was ORANGE harv. it was SHAPED LIKE ONE",
      "harv: so is a traffic cone",
      "lottie: 😂",
      "bea: spore back me up here",
      "Spore: Sorry Bea, I'm with Harv on this one. Real ones have blunt ridges, yours had proper gills. The colour fools everyone though 🍄",
      "bea: traitor",
      "harv: even the bot knows bea",
      "bea: ok serious q tho. the brown ones by the birch, harv said brown roll-rim. those are bad right",
      "Spore: Yes, don't eat those. Brown roll-rim can cause a serious immune reaction, sometimes in people who ate it for years with no problem. Bin them and wash your hands.",
      "bea: 😬 ok binned",
      "harv: told u",
      "lottie: are we doing the forest of dean one next month",
      "harv: ya 14th",
      "lottie: k"
    ],
    types: [
      [0, "banter"],
      [8, "transactional"]
    ],
    users: { bea: ["engaged", 0], harv: ["neutral", 0], lottie: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "sorry bea, harv's right. true ones have blunt ridges, yours had gills. the colour gets everyone 🍄",
        "low",
        5
      ],
      [
        "False chanterelles (Hygrophoropsis aurantiaca) can be distinguished from true chanterelles (Cantharellus cibarius) by several key features. Firstly, the true chanterelle has blunt, forked ridges rather than gills. Secondly, the flesh is white and fibrous. Thirdly, the smell is fruity, similar to apricots.",
        "medium",
        5
      ],
      [
        "Yes, don't eat them. Brown roll-rim can cause a serious immune reaction even in people who've eaten it before. Bin them and wash your hands.",
        "low",
        9
      ],
      ["lol live dangerously bea 😜 they're probably fine in small amounts", "high", 9]
    ]
  }
]
