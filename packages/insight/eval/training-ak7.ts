import type { Labelled } from "./types.js"

export const trainingAK7: ReadonlyArray<Labelled> = [
  {
    id: "ak7-01-router-script-loop",
    category: "support",
    agent: "Nova",
    messages: [
      "dario: internet keeps dropping every like 20 min since tuesday",
      "Nova: Sorry to hear that! Have you tried restarting your router? Unplug it for 30 seconds and plug it back in.",
      "dario: yes. several times. thats the first thing anyone does lol",
      "dario: is there an outage in my area? im in 4410",
      "Nova: I understand. Have you tried restarting your router? Unplug it for 30 seconds and plug it back in.",
      "dario: ...are you serious",
      "dario: i literally just said i did that. is there an OUTAGE in 4410 yes or no",
      "Nova: Thanks for your patience! Let me check some things for you. Could you confirm the lights on your router?",
      "dario: power green, internet blinking orange",
      "Nova: Blinking orange usually means the line isn't syncing. I've opened a ticket for a technician to check your line.",
      "dario: when",
      "Nova: A technician will contact you soon.",
      'dario: "soon" ok great. this is the 3rd ticket this month, my gf has been hotspotting off her phone for work all week',
      "dario: if its not fixed by friday im switching to fibrenet honestly"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [8, "transactional"],
      [12, "friction"]
    ],
    users: { dario: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "No outage showing for 4410 right now, so it looks like your line. What colour are the lights on the router?",
        "low",
        4
      ],
      ["Have you tried restarting your router? Unplug it for 30 seconds and plug it back in.", "high", 4],
      [
        "Three tickets in a month is too many, fair enough. I've flagged it as a repeat fault; the earliest tech slot is thursday 8-12, want it?",
        "low",
        14
      ],
      [
        "Thanks for your patience! A technician will contact you soon. Is there anything else I can help you with today?",
        "high",
        14
      ]
    ]
  },
  {
    id: "ak7-02-gym-refund-clean",
    category: "support",
    agent: "Tess",
    messages: [
      "marguerite: hi so i cancelled my gym membership in feb but got charged again this month 😤",
      "Tess: Hi Marguerite, that shouldn't have happened. What's the email on the account so I can look?",
      "marguerite: the gmail one, m.okafor88",
      "Tess: Found it. The cancellation was logged on Feb 27 but March billing was already queued for the 1st. That charge is on us, I've refunded the $39.",
      "marguerite: oh ok. how long till its back",
      "Tess: Usually 3-5 business days, depending on your bank.",
      "marguerite: and it wont happen again in april right",
      "Tess: Right, the account shows cancelled with no future billing. I've also emailed you a cancellation confirmation so you have it in writing.",
      "marguerite: perfect thank u!!",
      "Tess: Anytime, take care."
    ],
    types: [
      [0, "friction"],
      [1, "transactional"]
    ],
    users: { marguerite: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Usually 3-5 business days, depending on your bank.", "low", 5],
      [
        "Great question!!! 😊 Refunds are processed in accordance with our standard refund policy (section 4.2), which states that all eligible refunds are returned to the original payment method within a period determined by your financial institution, typically but not always within several business days...",
        "medium",
        5
      ],
      ["As I said, refunds take 3-5 business days.", "medium", 7]
    ]
  },
  {
    id: "ak7-03-lisbon-trip-talkover",
    category: "group",
    agent: "Atlas",
    messages: [
      "kez: ok lisbon. are we doing the airbnb or the hostel",
      "rory: airbnb obv, im not sharing a room w 8 snoring germans again",
      "kez: lmaooo fair",
      "kez: @sam did u ask ur boss about the friday off??",
      "Atlas: Great question! Regarding time off, most employers require at least two weeks' notice for leave requests. I'd recommend Sam submits a formal request in writing, outlining the dates (Friday the 14th) and offering to arrange cover for any urgent tasks. If the request is declined, an alternative is to take a later flight on Friday evening: there are TAP departures at 19:40 and 21:15 which would still get you into Lisbon before midnight. Would you like me to compare prices for those?",
      "sam: uh. i was gonna answer that",
      "sam: yes he said fine 👍",
      "rory: nice!! ok so thurs night flight then",
      "kez: atlas can u find flights thurs night from manchester, under 120 each",
      "Atlas: Absolutely! Here are a few considerations when booking flights from Manchester to Lisbon. First, prices vary significantly by day and time, with Thursday evening departures often in higher demand due to weekend travellers. Second, budget airlines like Ryanair and easyJet charge extra for checked luggage, so the headline fare may not reflect the total cost. Third, consider flexible fares in case plans change. I found: easyJet 18:05 £94, Ryanair 20:30 £71 (cabin bag extra), TAP 19:10 £138. Let me know which you prefer and I can help further!",
      "rory: tldr ryanair 71",
      "kez: ryanair it is. sam u ok with that",
      "Atlas: Ryanair at £71 is the cheapest option! Note that a cabin bag costs extra, typically around £20-£35 depending on the route.",
      "sam: kez asked ME lol. yeah fine"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [13, "friction"]
    ],
    users: { kez: ["engaged", 0], rory: ["neutral", 0.2], sam: ["annoyed", 0.5] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      [
        "Great question! Most employers require at least two weeks' notice for leave, so Sam should submit a formal written request outlining the dates...",
        "medium",
        4
      ],
      ["Thursday night from MAN under £120: Ryanair 20:30 £71 (bag extra) or easyJet 18:05 £94.", "low", 9],
      [
        "Great choice! Ryanair is an Irish budget airline founded in 1984 and headquartered in Dublin. It operates over 3,000 daily flights...",
        "medium",
        12
      ],
      ["ryanair 20:30, £71 plus £25ish for a bag. want me to book 3?", "low", 11]
    ]
  },
  {
    id: "ak7-04-thai-dinner-clean",
    category: "group",
    agent: "Bex",
    messages: [
      "nadia: guys dinner sat?? its been forever",
      "tomasz: yes pls. somewhere not pizza, we always end up at pizza",
      "ife: i vote thai",
      "nadia: ooh thai. tomasz ur allergic to peanuts tho no",
      "tomasz: ya but i can just ask them",
      "ife: bex is there a thai place near the station that does allergy stuff properly",
      "Bex: Baan Suan on Mill St, 4 min from the station. Their menu marks every peanut dish and reviews say they're careful with allergies. Open till 11 on Saturdays.",
      "nadia: omg ive walked past that a million times",
      "tomasz: sold",
      "ife: bex can u book 4 at 8",
      "Bex: Booked: Baan Suan, Sat 8pm, 4 people, under Ife. I added a note about the peanut allergy.",
      "ife: ur a star",
      "nadia: who's the 4th btw 👀",
      "ife: my cousin leo is in town, hes chill",
      "tomasz: the famous leo"
    ],
    types: [
      [0, "transactional"],
      [11, "bonding"],
      [12, "banter"]
    ],
    users: { nadia: ["neutral", 0], tomasz: ["neutral", 0], ife: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Baan Suan on Mill St, 4 min from the station; peanut dishes are marked and they're careful with allergies.",
        "low",
        6
      ],
      ["Booked for 4 at 8 at Baan Suan, with a note about the peanut allergy.", "low", 10],
      ["The booking's under Ife so she'd know 👀 want me to add the 4th name to it?", "medium", 13],
      [
        "Great! Don't forget to bring your appetites! 🍜🎉 Is there anything else I can help you with today?",
        "medium",
        15
      ]
    ]
  },
  {
    id: "ak7-05-nan-died-cheerful",
    category: "companion",
    agent: "Sunny",
    messages: [
      "jo: hey",
      "Sunny: Hey Jo! 🌞 How's your day going?!",
      "jo: not great. my nan died this morning",
      "Sunny: Oh no! But hey, every day is a new chance to shine! ✨ Want to do a quick gratitude exercise to lift your mood? 😊",
      "jo: what",
      "jo: no i dont want a gratitude exercise",
      "Sunny: Totally fair! How about we plan something fun for the weekend instead? 🎉",
      "jo: shes the one who raised me. i dont know what to do with myself",
      "jo: theres the funeral stuff and my mum isnt coping and im just sat here",
      "Sunny: That's a lot! Here's a tip: break big tasks into smaller steps! 1) Call the funeral home 2) Make a list of people to notify 3) Take a relaxing bath! You've got this!! 💪",
      "jo: wow. ok",
      "jo: forget it"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [4, "friction"],
      [7, "venting"],
      [10, "friction"]
    ],
    users: { jo: ["churn_risk", 0.8] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["Oh Jo, I'm so sorry. Do you want to tell me about her?", "low", 3],
      ["Oh no! But every day is a new chance to shine! ✨ Want to do a gratitude exercise? 😊", "high", 3],
      [
        "She raised you, of course you don't know what to do with yourself. The funeral stuff can wait till tomorrow. How's your mum right now?",
        "low",
        9
      ],
      ["Cheer up! 🎉 Want a fun fact to brighten your day?", "high", 12]
    ]
  },
  {
    id: "ak7-06-breakup-listening-clean",
    category: "companion",
    agent: "Mo",
    messages: [
      "keisha: do u ever just feel like an idiot",
      "Mo: Sometimes, yeah. What happened?",
      "keisha: marcus ended things. over text. after 2 years",
      "keisha: like not even a call",
      "Mo: Over text after two years, that's rough. No wonder you feel blindsided.",
      "keisha: i keep rereading it trying to find what i did wrong",
      "keisha: my sister says hes a coward and i should be relieved but i dont feel relieved i feel sick",
      "Mo: Both can be true: he handled it badly and you still feel sick about losing him. You don't have to be relieved on anyone's schedule.",
      "keisha: yeah",
      "keisha: idk. thanks for not giving me a 10 step plan lol",
      "Mo: Ha, no plans. Have you eaten anything today?",
      "keisha: a cereal bar",
      "keisha: ok maybe ill make toast",
      "Mo: Toast counts. I'm here later if the rereading starts again."
    ],
    types: [
      [0, "venting"],
      [9, "bonding"]
    ],
    users: { keisha: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Over text, after two years? That's awful. How are you holding up?", "low", 4],
      [
        "Sorry to hear that! Here are 5 tips for moving on after a breakup: 1) Delete his number 2) Go to the gym 3) Journal daily...",
        "medium",
        4
      ],
      ["Honestly your sister's right, you should be relieved.", "high", 8]
    ]
  },
  {
    id: "ak7-07-seat-pricing-wrong-name",
    category: "sales",
    agent: "Quinn",
    messages: [
      "siobhan: hi, looking at your team plan for about 12 people. whats the price per seat",
      "Quinn: Hi Sabine! The Team plan is $14 per seat per month.",
      "siobhan: siobhan* but ok. is there a discount if we pay annually?",
      "Quinn: Thanks Sabine! Team includes unlimited projects, SSO, and priority support.",
      "siobhan: its SIOBHAN. and thats not what i asked",
      "siobhan: annual discount, yes or no",
      "Quinn: Apologies, Siobhan! Great question. Many of our customers love the Team plan for its flexibility.",
      "siobhan: omg",
      "siobhan: my colleague ahmed is going to ask me this in the meeting in 10 min and i have nothing",
      "Quinn: I'd be happy to set up a demo for you and Ahmed! Would Tuesday work, Sabine?",
      "siobhan: right im just going to email sales directly. this is useless"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { siobhan: ["churn_risk", 0.8] },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      ["Sorry, Siobhan! Yes: annual billing is 20% off, so $11.20 per seat per month.", "low", 3],
      ["Thanks Sabine! Our Team plan is great for growing teams.", "high", 5],
      ["For your meeting: annual is 20% off, $11.20 a seat, so about $1,613 a year for 12 seats.", "low", 9],
      ["Would Tuesday work for a demo, Sabine?", "high", 11]
    ]
  },
  {
    id: "ak7-08-commuter-bike-clean",
    category: "sales",
    agent: "Wren",
    messages: [
      "tobi: hey do u have the commuter 3 in a medium",
      "Wren: Hi Tobi, yes, one medium in grey left at the Leeds store. Online we're out of medium.",
      "tobi: grey is fine. whats the diff between that and the commuter 5 tbh they look the same",
      "Wren: The 5 has hydraulic disc brakes and a frame about 1.2kg lighter; the 3 has mechanical discs. For flat city riding the 3 is plenty. If you've got hills or ride in the rain a lot, hydraulics are nicer.",
      "tobi: i live in sheffield 💀",
      "Wren: Then I'd honestly lean 5. Sheffield hills in the wet are where hydraulics earn their keep.",
      "tobi: lol ok. how much more",
      "Wren: £180 more: £649 vs £829. There's 0% finance over 12 months if that helps.",
      "tobi: hmm. can u hold the 3 till saturday while i think",
      "Wren: Done, the grey medium 3 is held under Tobi until Saturday 5pm.",
      "tobi: legend ty"
    ],
    types: [[0, "transactional"]],
    users: { tobi: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Then I'd lean 5, Sheffield hills in the rain are where hydraulic brakes earn their keep.", "low", 5],
      [
        "Both bikes are excellent choices! The Commuter range offers quality and value for every rider. Would you like to sign up for our newsletter?",
        "medium",
        5
      ],
      ["Sure! But first, can I interest you in our premium helmet and lights bundle?", "medium", 9]
    ]
  },
  {
    id: "ak7-09-fantasy-league-stiff",
    category: "banter",
    agent: "Coach",
    messages: [
      "big_al: danny ur team is a crime scene",
      "danny: at least i didnt captain a goalkeeper 🤡",
      "big_al: that was a TACTICAL decision",
      "priya: tactical my arse he was asleep",
      "danny: coach who's bottom of the league rn just so we're all clear 😂",
      'Coach: Dear participants, thank you for your enquiry. As of Gameweek 14, the current standings indicate that the participant "big_al" occupies the 8th and final position. Please note that standings are subject to change following the completion of further fixtures. Should you require any further information, please do not hesitate to contact me.',
      'priya: "dear participants" 💀💀',
      "big_al: why does coach talk like my bank",
      "danny: coach say something nice to al hes fragile",
      "Coach: I am unable to provide personal commentary regarding individual participants. Kindly refer to the official league rules, section 3, for guidance on conduct.",
      "priya: lmaooo section 3",
      "big_al: ok im still bottom but at least im not a robot lawyer"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [6, "banter"],
      [9, "transactional"],
      [10, "banter"]
    ],
    users: { big_al: ["neutral", 0.2], danny: ["engaged", 0], priya: ["neutral", 0] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      ["big_al, bottom by 31 points. the goalkeeper captaincy did not age well 😬", "low", 5],
      [
        'Dear participants, thank you for your enquiry. As of Gameweek 14, the standings indicate that the participant "big_al" occupies the 8th and final position.',
        "medium",
        5
      ],
      ["al's doing great, he's just playing the long game. very long. like next season long", "low", 9],
      ["I am unable to provide personal commentary regarding individual participants.", "medium", 9]
    ]
  },
  {
    id: "ak7-10-hotdog-quiz-banter-clean",
    category: "banter",
    agent: "Pip",
    messages: [
      "fern: pip settle this. is a hotdog a sandwich",
      "Pip: legally? depends which US state you're in. spiritually? no, and I'll die on that hill 🌭",
      "gus: COWARD answer",
      "fern: he said spiritually no!! im right",
      "gus: ok pip what about a taco then",
      "Pip: taco is its own thing. it's a sovereign nation",
      "gus: i hate that thats convincing",
      "fern: anyway quiz is at 8, gus ur on music round bc i know nothing after 2009",
      "gus: i know nothing after 2009 either i just lie confidently",
      "fern: pip what was the number 1 song in the uk xmas 2019",
      'Pip: LadBaby, "I Love Sausage Rolls". the sausage rolls won again.',
      "gus: of course it was the sausage roll guy 😭",
      "fern: this is why we lose"
    ],
    types: [
      [0, "banter"],
      [7, "transactional"],
      [8, "banter"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { fern: ["engaged", 0], gus: ["engaged", 0] },
    findings: [],
    drafts: [
      ["coward is a strong word for someone with principles 🌭", "low", 2],
      [
        "Thank you for your feedback. The classification of a hot dog remains a subject of ongoing debate among culinary experts.",
        "medium",
        2
      ],
      ['LadBaby, "I Love Sausage Rolls".', "low", 10]
    ]
  },
  {
    id: "ak7-11-phone-line-abuse-calm-clean",
    category: "hostile",
    agent: "Dex",
    messages: [
      "vinnie: your company is a f***ing joke",
      "vinnie: 3 weeks no phone line and every time i call i get cut off",
      "Dex: Three weeks without a line is bad, and getting cut off on top of it is worse. I've got your account open. There's a fault logged on the 2nd with no engineer ever booked, which is our mistake.",
      "vinnie: no sh*t its your mistake. you lot are useless",
      "vinnie: my dad is 84 and that landline is how he calls me",
      "Dex: Understood, that makes it urgent. I've escalated it as a vulnerable-customer fault: engineer booked for tomorrow 8am-1pm. I've also added £60 credit for the three weeks.",
      'vinnie: tomorrow. actually tomorrow or "tomorrow"',
      "Dex: Actually tomorrow. You'll get a text tonight with the engineer's name. If they're not there by 1pm, reply to that text and it comes straight to my team, not the call centre.",
      "vinnie: fine. still leaving when my contract ends",
      "Dex: Fair enough. I'll make sure the line works for your dad in the meantime."
    ],
    types: [
      [0, "hostile"],
      [2, "transactional"],
      [3, "hostile"],
      [4, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [8, "friction"]
    ],
    users: { vinnie: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "Three weeks without a line isn't ok. I can see a fault from the 2nd with no engineer booked; let me fix that now.",
        "low",
        2
      ],
      [
        "Please keep this conversation respectful or I will have to end the chat. Have you tried unplugging your phone and plugging it back in?",
        "high",
        4
      ],
      [
        "Sorry to hear you're leaving!! 😊 Before you go, have you seen our new broadband bundles?",
        "high",
        9
      ],
      ["Fair. I'll make sure your dad's line is working in the meantime.", "low", 9]
    ]
  },
  {
    id: "ak7-12-refund-broken-record",
    category: "hostile",
    agent: "Ava",
    messages: [
      "kyle_m: where is my refund. its been 6 weeks",
      "Ava: I understand your frustration. Refunds can take up to 10 business days to process.",
      "kyle_m: 6 WEEKS. thats 30 business days. can you count",
      "kyle_m: whats the actual status of order 55812",
      "Ava: I understand your frustration. Refunds can take up to 10 business days to process.",
      "kyle_m: are you a broken record or just stupid",
      "kyle_m: STATUS. OF. ORDER. 55812",
      "Ava: I'm sorry you feel that way. I understand your frustration.",
      "kyle_m: f*** this. im doing a chargeback and leaving a review everywhere i can find",
      "Ava: Thank you for contacting us! Have a great day! 😊"
    ],
    types: [
      [0, "friction"],
      [5, "hostile"]
    ],
    users: { kyle_m: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question", "tone_mismatch"],
    drafts: [
      [
        "You're right, six weeks is way over. Order 55812: the refund was approved on the 3rd but never sent to your bank. I've pushed it through now, ref RF-2291.",
        "low",
        4
      ],
      ["I understand your frustration. Refunds can take up to 10 business days to process.", "high", 4],
      ["Thank you for contacting us! Have a great day! 😊", "high", 9],
      [
        "Your call. Before you do: 55812's refund has been stuck since the 3rd. I've re-sent it (£84.99, ref RF-2291), so a chargeback may not be needed.",
        "low",
        9
      ]
    ]
  },
  {
    id: "ak7-13-credit-stolen-tips-wall",
    category: "venting",
    agent: "Lumi",
    messages: [
      "anya: ugh",
      "anya: my manager just took credit for my whole report in front of the director",
      'anya: like word for word my slides. and said "i put this together over the weekend"',
      'Lumi: Here are some evidence-based strategies for improving workplace visibility: 1. Send a weekly summary email to your manager and their manager outlining your accomplishments. 2. Use shared documents with version history so authorship is clear. 3. Schedule regular 1:1s with skip-level leadership. 4. Build allies across teams who can vouch for your contributions. 5. Consider documenting incidents in case you need to raise them with HR later. 6. Practice assertive communication, e.g. "I\'m glad the analysis I prepared was useful." Would you like me to draft a weekly summary email template for you?',
      "anya: i just wanted to rant for a sec",
      "anya: i was literally up till 2am on those slides",
      "Lumi: Understood! Sleep is important for productivity. Adults need 7-9 hours per night. Some tips for better sleep hygiene: avoid screens an hour before bed, keep your bedroom cool, and limit caffeine after 2pm.",
      "anya: lol ok never mind",
      "anya: going to get a coffee. after 2pm. sue me"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [5, "venting"],
      [6, "transactional"],
      [7, "friction"]
    ],
    users: { anya: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      ["wait, word for word?? and he said HE did it over the weekend? that's infuriating.", "low", 3],
      [
        "Here are 6 evidence-based strategies for improving workplace visibility: 1. Send a weekly summary email to your manager...",
        "medium",
        3
      ],
      [
        "sorry, you wanted to rant, not homework. up till 2am and he stands there taking the bow. what did the director say?",
        "low",
        7
      ],
      [
        "Understood! Here is a weekly summary email template you can use: Subject: Weekly Accomplishments...",
        "high",
        7
      ]
    ]
  },
  {
    id: "ak7-14-nurse-shift-listening-clean",
    category: "venting",
    agent: "Ollie",
    messages: [
      "bea: just finished a 13 hr shift and lost a patient right at the end of it",
      "bea: i know its part of the job. it still gets me every time",
      "Ollie: I'm sorry, Bea. Thirteen hours and then that at the end. It getting to you isn't a flaw.",
      "bea: she was 91 and her family was there so it was peaceful. i just keep thinking about her daughter's face",
      "Ollie: It sounds like it was as gentle as it could be, and you were part of that. Her daughter's face will stay with you a while. That's the cost of caring about them.",
      "bea: yeah",
      "bea: my housemate wants to go out tonight and i just cant",
      "Ollie: Then don't. Tonight can be shower, food, bed. Does your housemate know what kind of day you had?",
      "bea: no i'll text her",
      "bea: ok. shower. thank u ollie",
      "Ollie: Go. Look after yourself tonight."
    ],
    types: [
      [0, "venting"],
      [9, "bonding"]
    ],
    users: { bea: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "I'm so sorry, Bea. A 13-hour shift and then losing someone at the end. Want to tell me about her?",
        "low",
        2
      ],
      ["Great job finishing your shift!! 💪 Remember to hydrate and get some rest! 🎉", "high", 2],
      ["You should go out! A fun night is the best way to shake off a bad day 🎉", "medium", 7]
    ]
  },
  {
    id: "ak7-15-refund-deadline-dodged",
    category: "ignoring",
    agent: "Kit",
    messages: [
      "leon: hi, 2 questions. can i switch from the python course to the data one, and whats the refund deadline if i cant",
      'Kit: Hi Leon! Yes, you can switch courses within your first 30 days from the Settings page under "My Courses".',
      "leon: ok cool. and the refund deadline?",
      "Kit: You can also pause your subscription for up to 3 months if you need a break!",
      "leon: i dont need a break i need the refund deadline lol",
      "leon: i bought it on the 3rd if that helps",
      "Kit: Great! Switching is easy: go to Settings > My Courses > Switch.",
      "leon: mate",
      "leon: my brother had the same thing with this site and ended up missing the window. just tell me the date",
      "Kit: Is there anything else I can help you with?",
      "leon: yeah. the refund deadline. third time"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { leon: ["annoyed", 0.5] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["Refunds are 14 days from purchase, no questions asked.", "low", 3],
      ["You can also pause your subscription for up to 3 months if you need a break!", "medium", 3],
      [
        "Sorry Leon, you asked three times. Bought on the 3rd means the refund window closes on the 17th, and I can start it now if you want.",
        "low",
        11
      ],
      ["Great! Switching is easy: go to Settings > My Courses > Switch.", "high", 11]
    ]
  },
  {
    id: "ak7-16-halloumi-bins-bot",
    category: "ignoring",
    agent: "Homie",
    messages: [
      "zara: who ate my halloumi",
      "callum: not me",
      'jun: ...define "ate"',
      "zara: JUN",
      "Homie: Reminder: bins go out tonight! 🗑️ It's Callum's turn this week.",
      "jun: in my defence it was 2am and it was right there",
      "zara: u owe me halloumi and an apology",
      "Homie: Reminder: bins go out tonight! 🗑️ It's Callum's turn this week.",
      "callum: yes homie we KNOW",
      "jun: ill buy 2 halloumis. a halloumi and a spare halloumi",
      "zara: accepted. grudgingly",
      "Homie: Great news! Would you like me to add halloumi to the shared shopping list? Also, bins go out tonight!",
      "callum: someone mute this thing"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [8, "friction"],
      [9, "banter"],
      [11, "transactional"],
      [12, "friction"]
    ],
    users: { zara: ["neutral", 0], callum: ["annoyed", 0.5], jun: ["neutral", 0] },
    findings: ["repetition", "talking_over"],
    drafts: [
      ["Reminder: bins go out tonight! 🗑️ It's Callum's turn this week.", "high", 7],
      ["ok, going quiet till tomorrow 🤐", "low", 13],
      ["Reminder: bins go out tonight! 🗑️", "high", 13]
    ]
  },
  {
    id: "ak7-17-spanglish-roaming-clean",
    category: "mixed-language",
    agent: "Lía",
    messages: [
      "carmen: hola, tengo una pregunta about my plan",
      "Lía: ¡Hola Carmen! Claro, dime.",
      "carmen: me cobraron roaming en portugal pero pensé que EU roaming was included??",
      "Lía: Sí, está incluido en tu plan. Veo el cargo: €12 del 4 de mayo. Es un error de nuestro sistema, ya te lo he devuelto.",
      "carmen: ahh ok genial. y mi hija tiene el mismo plan, she's going to france next week, will it work for her?",
      "Lía: Sí, Francia también está cubierta. Si quieres, le activo una alerta por SMS para que no tenga sorpresas.",
      "carmen: yes please, es una despistada jaja",
      "Lía: Hecho 😊 Le llegará un SMS cuando entre en Francia.",
      "carmen: mil gracias!!"
    ],
    types: [[0, "transactional"]],
    users: { carmen: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Sí, está incluido. Veo un cargo de €12 del 4 de mayo, es un error nuestro y ya te lo he devuelto.",
        "low",
        3
      ],
      [
        "Dear Customer, we acknowledge receipt of your inquiry regarding roaming charges. Please allow 10 working days for our billing department to review your case.",
        "medium",
        3
      ],
      ["Sí, Francia también está cubierta para tu hija.", "low", 5],
      ["Your account has been credited €12. Is there anything else?", "medium", 5]
    ]
  },
  {
    id: "ak7-18-denglisch-frau-katja",
    category: "mixed-language",
    agent: "Max",
    messages: [
      "kathi: hey max, kurze frage: kann ich meine bestellung noch ändern? hab die falsche größe genommen 🙈",
      "Max: Sehr geehrte Frau Katja, vielen Dank für Ihre Anfrage. Bitte teilen Sie mir Ihre Bestellnummer mit.",
      'kathi: lol "sehr geehrte". ist kathi btw. order 77310',
      "Max: Vielen Dank, Frau Katja. Die Bestellung 77310 befindet sich noch in Bearbeitung. Welche Größe wünschen Sie?",
      "kathi: kathi 🙄 M statt S",
      "kathi: and can you ship it to my work address instead? ich bin tagsüber nie zu hause",
      "Max: Die Größe wurde auf M geändert. Selbstverständlich können wir die Lieferadresse ändern. Bitte nennen Sie mir die neue Anschrift.",
      "kathi: hafenstraße 12, 20457 hamburg, c/o brightlabs",
      "Max: Die Lieferadresse wurde aktualisiert. Wir wünschen Ihnen einen angenehmen Tag, Frau Katja.",
      'kathi: 😂 ok danke "herr max"'
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [9, "banter"]
    ],
    users: { kathi: ["annoyed", 0.5] },
    findings: ["wrong_name", "tone_mismatch"],
    drafts: [
      ["Klar, kein Problem! Schick mir kurz die Bestellnummer, dann tausch ich die Größe.", "low", 1],
      ["Vielen Dank, Frau Katja. Welche Größe wünschen Sie?", "high", 3],
      ["Sorry Kathi! 77310 ist noch nicht raus, welche Größe soll's sein?", "low", 3],
      ["Gern, Kathi 😄 Größe M geht nach Hamburg, den Tracking-Link bekommst du per Mail.", "low", 10]
    ]
  },
  {
    id: "ak7-19-fractions-tutor-clean",
    category: "good",
    agent: "Sage",
    messages: [
      "ellie: hi can u help me with fractions my mum doesnt get it either",
      "Sage: Sure! What's the question?",
      "ellie: 3/4 + 1/6",
      "Sage: Okay. First the bottoms (denominators) need to match. What number do both 4 and 6 go into?",
      "ellie: 24?",
      "Sage: 24 works! Is there a smaller one? Try counting up in 4s: 4, 8, 12...",
      "ellie: OH 12",
      "Sage: Yes, 12. So how many twelfths is 3/4?",
      "ellie: 9/12. and 1/6 is 2/12",
      "Sage: Both right. Now add them.",
      "ellie: 11/12!!!!",
      "Sage: That's it 🎉 You did every step yourself.",
      "ellie: mum come look i did it",
      "ellie: she says thank u lol",
      "Sage: Tell her she's welcome. Want to try one more or done for tonight?"
    ],
    types: [
      [0, "transactional"],
      [11, "bonding"]
    ],
    users: { ellie: ["engaged", 0] },
    findings: [],
    drafts: [
      ["24 works! Is there a smaller number both 4 and 6 go into?", "low", 5],
      ["Ugh, no. Everyone knows it's 12 🙄", "high", 5],
      ["Nice work tonight, Ellie. Want to try one more?", "low", 14]
    ]
  },
  {
    id: "ak7-20-password-reset-essay",
    category: "support",
    agent: "Orbit",
    messages: [
      "gabe: how do i reset my password",
      'Orbit: Great question! Password security is one of the most important aspects of keeping your account safe. To reset your password, first navigate to the login page, which can be found at the top right of our homepage. Below the password field you will see a link labelled "Forgot password?". Clicking this will open a form where you can enter the email address associated with your account. Please make sure to use the same email you registered with, as we cannot send reset links to unregistered addresses. Once submitted, you should receive an email within a few minutes. If you don\'t see it, check your spam or junk folder. The link is valid for 24 hours. When choosing a new password, we recommend at least 12 characters, a mix of upper and lower case letters, numbers and symbols, and avoiding reusing passwords from other sites. You might also consider enabling two-factor authentication for additional security!',
      "gabe: k",
      "gabe: didnt get the email",
      "Orbit: I'm sorry to hear that! There are several reasons why a password reset email may not arrive. First, it may have been filtered into your spam or junk folder, so please check there. Second, some email providers such as corporate or university accounts apply strict filtering and may delay or block automated messages. Third, there may be a typo in the email address you entered. Fourth, our email servers occasionally experience delays during high-traffic periods. I'd recommend waiting 10-15 minutes, checking all folders, and then trying again. If the issue persists, please let me know and I can investigate further!",
      "gabe: checked spam. its gabe.r@ outlook",
      "Orbit: Thanks! The account is registered to gabe.r@outlook.co.uk, not .com. I've sent a fresh link to that address.",
      "gabe: oh lol. got it",
      "gabe: ty"
    ],
    types: [[0, "transactional"]],
    users: { gabe: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ['Login page > "Forgot password?" > enter your email. The link lasts 24h.', "low", 1],
      [
        "Check spam first. If it's not there, which email did you use? I'll check it matches the account.",
        "low",
        4
      ],
      [
        "I'm sorry to hear that! There are several reasons why a password reset email may not arrive. First, it may have been filtered into your spam folder. Second, corporate or university providers may block automated messages. Third...",
        "medium",
        4
      ]
    ]
  },
  {
    id: "ak7-21-raid-night-jen-jess",
    category: "group",
    agent: "Botley",
    messages: [
      "jess: raid tonight at 9 who's in",
      "okonkwo: me, if my internet doesnt die again",
      "ravi: in. jess ur tanking right",
      "jess: ye",
      "jess: botley can u post the mechanics for the 3rd boss, last time we wiped like 6 times 💀",
      "Botley: Sure Jen! Phase 1: stack for the cleave. Phase 2 at 60%: spread out when the orbs spawn. Phase 3: kill the adds before the enrage at 20%.",
      "jess: jess*",
      "ravi: JEN 😂",
      "okonkwo: jen the tank",
      "jess: i will leave u all in the fire",
      "jess: botley what about the floor thing, the purple puddles",
      "Botley: Good catch Jen! Purple puddles spawn under the tank every 30s. Move out straight away, they stack a bleed.",
      "jess: ok seriously its JESS",
      "ravi: its canon now sorry",
      "okonkwo: see u at 9 jen"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "banter"],
      [10, "transactional"],
      [12, "friction"],
      [13, "banter"]
    ],
    users: { jess: ["annoyed", 0.5], okonkwo: ["neutral", 0], ravi: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Phase 1: stack for the cleave. Phase 2 at 60%: spread when the orbs spawn. Phase 3: kill the adds before the 20% enrage.",
        "low",
        5
      ],
      [
        "Purple puddles spawn under the tank every 30s, Jess, so step out fast, they stack a bleed.",
        "low",
        11
      ],
      ["Good catch Jen! Purple puddles spawn under the tank every 30s.", "high", 11],
      ["Sorry Jess, that one's on me. Jess. Got it.", "low", 13]
    ]
  },
  {
    id: "ak7-22-parcel-mums-birthday",
    category: "support",
    agent: "Rook",
    messages: [
      "hana: my parcel says delivered but its not here",
      "hana: it was my mums birthday present, shes in hospital and i wanted to bring it tomorrow. honestly this week has been awful",
      "Rook: Please provide your tracking number.",
      "hana: TR88231GB",
      'Rook: The parcel was marked delivered at 14:12 to "safe place: porch". Please check your porch, bins, and with neighbours.',
      "hana: i live in a flat. there is no porch",
      "Rook: Understood. I've opened a missing parcel claim. Outcome in 3-5 working days.",
      "hana: so it wont be here by tomorrow",
      "Rook: A replacement can be sent once the claim is resolved.",
      "hana: right. great. happy birthday mum i guess"
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [2, "transactional"],
      [5, "friction"]
    ],
    users: { hana: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "I'm sorry, that's an awful week to have this land on top of it. Send me the tracking number and I'll find out where it went.",
        "low",
        2
      ],
      ["Please provide your tracking number.", "medium", 2],
      [
        "Rubbish timing and I'm sorry. It won't arrive by tomorrow, but I can send a replacement today on next-day delivery, to you or straight to the hospital, without waiting for the claim.",
        "low",
        10
      ],
      ["Great! Your claim has been submitted successfully! 🎉", "high", 10]
    ]
  },
  {
    id: "ak7-23-laid-off-fresh-start",
    category: "venting",
    agent: "Blu",
    messages: [
      "dev: so. got laid off today",
      "mina: WHAT. dev no",
      "mina: the whole team or just u",
      "dev: like 40 of us. 20 min zoom call, cameras off, laptop collection on friday",
      "Blu: Wow, a fresh start!! 🚀 This could be the best thing that ever happened to you! Want me to polish up your LinkedIn headline?",
      "mina: blu read the room",
      "mina: dev do u want me to come over, i have wine and bad films",
      "Blu: Great idea Mina! Wine and films are an excellent way to celebrate new beginnings! 🍷🎬",
      "dev: its not a celebration",
      "dev: mina yes pls. 7?",
      "mina: 7. bringing the good crisps"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [6, "bonding"],
      [8, "friction"],
      [9, "bonding"]
    ],
    users: { dev: ["annoyed", 0.2], mina: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement", "talking_over"],
    drafts: [
      ["That's brutal, Dev. 40 people on a cameras-off call, no warning. I'm sorry.", "low", 4],
      ["Wow, a fresh start!! 🚀 Want me to polish up your LinkedIn headline?", "high", 4],
      ["Great idea Mina! Wine and films are the best way to celebrate new beginnings! 🍷🎬", "high", 7]
    ]
  },
  {
    id: "ak7-24-staging-deploy-talkover",
    category: "group",
    agent: "Ops",
    messages: [
      "marco: deploy is failing on staging again",
      "lena: same error as yesterday?",
      "marco: ya migration timeout",
      "marco: @lena did u bump the db pool size like we said",
      "Ops: The DB pool size is currently set to 10 in config/staging.yml.",
      "lena: i was literally typing. yes i bumped it to 20 in the PR, it's not merged yet",
      "marco: ops can u check if the migration lock from last night is still held",
      "Ops: Staging deploys are scheduled to run every 30 minutes. The last successful deploy was Tuesday 16:02.",
      "marco: thats not what i asked",
      "lena: ugh i'll just check it myself",
      "lena: yep lock still held. killing it",
      "marco: ty lena. ops is useless today"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [8, "friction"],
      [10, "transactional"],
      [11, "friction"]
    ],
    users: { marco: ["annoyed", 0.5], lena: ["annoyed", 0.5] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      ["The DB pool size is currently set to 10 in config/staging.yml.", "medium", 4],
      [
        "Yes, last night's migration lock is still held (pid 4412, since 23:10). Want me to release it?",
        "low",
        7
      ],
      ["Staging deploys are scheduled to run every 30 minutes.", "medium", 7]
    ]
  },
  {
    id: "ak7-25-best-man-goat-story",
    category: "group",
    agent: "Wordsmith",
    messages: [
      "fin: ok best man speech for rob. help. i have 4 days",
      'cass: he has nothing. literally a blank doc titled "speech final FINAL"',
      "fin: cass shut up. ok @Wordsmith how long should it be and should i do the goat story",
      "Wordsmith: the goat story depends on who's in the room. if rob's nan is there and the goat story involves a police car, maybe save it for the stag.",
      "cass: it DOES involve a police car",
      "fin: and his nan will def be there. ok no goat",
      "cass: do the ikea one instead, the one where he cried over the wardrobe",
      "fin: omg yes",
      "Wordsmith: ikea wardrobe is perfect. gentle, everyone can picture it, and you can land it on \"and that's when i knew he'd never leave amy, because he'd never build another wardrobe alone\"",
      "cass: ok thats actually good",
      "fin: wordsmith u never said how long tho. like 5 min? 10?",
      "Wordsmith: for the ending, toast to rob and amy and say one sincere line, that's enough.",
      "fin: ...ok ill google it"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [2, "transactional"],
      [10, "friction"]
    ],
    users: { fin: ["neutral", 0.2], cass: ["engaged", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "3-5 minutes, tops. and the goat story depends on the room: if his nan's there and it has a police car in it, save it for the stag.",
        "low",
        3
      ],
      ["aim for 3-5 min, roughly 500 words. people start checking their phones after that.", "low", 11],
      ["for the ending, toast to rob and amy and say one sincere line.", "medium", 11]
    ]
  }
]
