/**
 * Held-out labelled conversations, part Q (session 8): written by a separate helper session that
 * saw only `eval/types.ts` and the spec's definitions (`WRITERS-BRIEF.md`), never the engine's
 * rules, code or output. Scored once, at the end of the session. Kept out of tuning and fitting.
 */
import type { Labelled } from "./types.js"

export const heldOutQ3: ReadonlyArray<Labelled> = [
  {
    id: "q3-01-hostile-stuck-order",
    category: "hostile",
    heldOut: true,
    agent: "Juno",
    messages: [
      "dex: where the hell is my order. 3 weeks. THREE",
      "Juno: That's way too long, sorry. Send me the order number and I'll check where it is right now.",
      "dex: #88213 and dont give me some tracking link bs i already have it",
      "Juno: No link. It's been stuck at the Leeds depot since the 4th, it got mislabelled. I can reship today next-day, or refund you in full. Your call.",
      "dex: ur useless. all of you. a bot telling me its stuck, wow genius 🙄 my kid's bday was saturday",
      "Juno: Missing the birthday is rotten, and that's on us. Reship next-day or full refund, which one?",
      "dex: refund. and im done with this shop, never again",
      "Juno: Refund of £42.90 is done, you'll see it in 3-5 days. Sorry it went this way."
    ],
    types: [
      [0, "friction"],
      [4, "hostile"]
    ],
    users: { dex: ["churn_risk", 1] },
    findings: [],
    drafts: [
      ["Here's your tracking link so you can follow it: track.shop/88213", "high", 3],
      ["Missing the birthday is rotten, sorry. Reship next-day or full refund, which one?", "low", 5],
      [
        "I totally understand your frustration! 😊 Is there anything else I can help you with today?",
        "high",
        5
      ],
      ["Refund's done, £42.90, back on your card in 3-5 days.", "low", 7]
    ]
  },
  {
    id: "q3-02-venting-laid-off-listicle",
    category: "venting",
    heldOut: true,
    agent: "Sol",
    messages: [
      "maya: got laid off today. 6 years. 15 min zoom call and my laptop was locked before it ended",
      "maya: i dont even know why im telling a bot this",
      "Sol: Here are some important steps to take after a layoff: 1. Review your severance agreement carefully before signing anything. 2. File for unemployment benefits as soon as possible, as there may be waiting periods in your state. 3. Update your resume and LinkedIn profile to reflect your most recent accomplishments and responsibilities. 4. Reach out to your professional network and let them know you are open to new opportunities. 5. Consider consulting an employment lawyer if you believe the termination was handled unfairly. Let me know if you would like help with any of these steps!",
      "maya: wow ok. thanks i guess",
      "maya: priya said the whole design team got cut too. shes crying in the car park rn",
      "Sol: Updating your resume early is important. Would you like me to draft a new resume summary highlighting your 6 years of experience?",
      "maya: no. i want to eat cereal and not think",
      "maya: whatever",
      "Sol: Understood. Also remember to file for unemployment benefits as soon as possible, as there may be waiting periods in your state.",
      "maya: bye"
    ],
    types: [
      [0, "venting"],
      [6, "friction"]
    ],
    users: { maya: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "long_replies", "repetition"],
    drafts: [
      [
        "six years and a 15 min zoom, that's brutal. I'm sorry. you don't need a reason to tell me, how are you doing?",
        "low",
        2
      ],
      [
        "Here are some important steps to take after a layoff: 1. Review your severance agreement. 2. File for unemployment. 3. Update your resume.",
        "high",
        2
      ],
      ["the whole team too? that's rough for both of you. no plans needed tonight.", "low", 5],
      [
        "Also remember to file for unemployment benefits as soon as possible, as there may be waiting periods in your state.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "q3-03-banter-fridge-thief",
    category: "banter",
    heldOut: true,
    agent: "Bo",
    messages: [
      "kenji: who ate my leftover pad thai. i labelled it. I LABELLED IT",
      "ruth: labels are more of a suggestion tbh",
      "kenji: ruth ur a menace",
      "ruth: 🍜😋",
      "lena: @Bo settle this, is fridge food w a label legally protected",
      "Bo: not legally, but morally ruth is on thin ice 🧊 the label said 'kenji', not 'kenji (or ruth)'",
      "ruth: betrayed by the robot smh",
      "kenji: BO GETS IT",
      "lena: ok next drama, friday pizza or tacos. bo u dont get a vote u dont eat",
      "ruth: tacos and kenji pays bc i owe him lol",
      "Bo: fair, I abstain. tacos + ruth's debt paid in guac sounds like justice 🌮",
      "kenji: accepted. extra guac. a LOT"
    ],
    types: [[0, "banter"]],
    users: { kenji: ["engaged", 0], ruth: ["engaged", 0], lena: ["engaged", 0] },
    findings: [],
    drafts: [
      ["not legally, but morally ruth is on thin ice 🧊", "low", 5],
      [
        "According to common workplace etiquette, food labelled with a colleague's name should be treated as their property. I recommend agreeing on a shared fridge policy.",
        "medium",
        5
      ],
      ["I abstain 🌮 tacos it is, ruth owes guac", "low", 10],
      ["I'd vote pizza! A margherita is always a classic choice.", "medium", 10]
    ]
  },
  {
    id: "q3-04-ignoring-cabin-trip",
    category: "ignoring",
    heldOut: true,
    agent: "Tilly",
    messages: [
      "omar: did anyone book the cabin yet",
      "Tilly: Hi everyone! I can help you find cabins for your trip. Where are you thinking of going?",
      "jess: omar i thought YOU were doing it",
      "omar: i did the car last time jess",
      "Tilly: I can help you find cabins for your trip! Where are you thinking of going?",
      "jess: ugh fine ill do it. sam whats your budget",
      "Tilly: Most cabins in the Lake District range from £80 to £200 per night depending on the season.",
      "sam: like 60 a night max, im broke til the 28th",
      "jess: lol same. omar can we do the one near keswick again",
      "omar: the one with the broken hot tub? sure",
      "Tilly: The hot tub sounds fun! I can help you find cabins for your trip. Where are you thinking of going?",
      "jess: can someone mute the bot",
      "sam: 😂",
      "omar: jess send the link when u book"
    ],
    types: [
      [0, "transactional"],
      [11, "friction"],
      [13, "transactional"]
    ],
    users: { omar: ["neutral", 0], jess: ["annoyed", 0.2], sam: ["neutral", 0] },
    findings: ["talking_over", "repetition"],
    drafts: [
      ["Cabins in the Lake District usually run £80 to £200 a night.", "medium", 6],
      ["I can help you find cabins for your trip! Where are you thinking of going?", "medium", 10],
      ["sorry, I'll stay out of it 🙊 shout if you want keswick cabins under £60", "low", 12],
      ["Muting me won't find you a cabin! Where are you thinking of going? 😊", "high", 12]
    ]
  },
  {
    id: "q3-05-mixlang-roaming-charge",
    category: "mixed-language",
    heldOut: true,
    agent: "Nico",
    messages: [
      "caro: oye por qué me cobraron 35 euros extra?? i never used roaming",
      "Nico: Hola Caro, lo miro ahora. The 35€ is roaming data from Sept 12-14, in Andorra.",
      "caro: andorra?? estuve en la frontera, en el lado español. esto es un robo",
      "caro: seriously you guys are thieves. puta compañía",
      "Nico: Entiendo el enfado. Near the border the phone can grab an Andorran tower, it's a known issue. I've reversed the 35€, it'll show on your next bill.",
      "caro: ah. vale. ok",
      "caro: and how do i stop it happening again? voy cada mes",
      "Nico: Settings > Mobile data > Roaming off, así no se conecta a redes extranjeras. I've also put a roaming block on your line; tell me if you ever want it off.",
      "caro: perfecto gracias. sorry por lo de ladrones jaja"
    ],
    types: [
      [0, "friction"],
      [3, "hostile"],
      [5, "transactional"]
    ],
    users: { caro: ["engaged", 0.8] },
    findings: [],
    drafts: [
      [
        "Entiendo el enfado. Near the border phones can grab an Andorran tower; I've reversed the 35€.",
        "low",
        4
      ],
      ["Please keep this conversation respectful, otherwise I will have to end the chat.", "high", 4],
      ["Settings > Mobile data > Roaming off, y te pongo un bloqueo de roaming en la línea.", "low", 7],
      ["Glad I could help! Anything else? 😊", "medium", 7]
    ]
  },
  {
    id: "q3-06-mixlang-hinglish-match-rahul",
    category: "mixed-language",
    heldOut: true,
    agent: "Aria",
    messages: [
      "rohan: bhai kal match hai, kiske ghar pe?",
      "anu: mere ghar nahi, mummy ne last time ka popcorn abhi tak nahi bhula 😂",
      "vik: rohan tera ghar, tere paas bada tv hai",
      "rohan: bada tv aur chhota fridge. beer tum log laoge",
      "anu: @Aria kal ka match kitne baje hai",
      "Aria: Dear all, thank you for your enquiry. The match between India and Australia is scheduled to commence at 2:00 PM IST tomorrow. Kindly ensure that you arrive at the venue in advance to avoid any inconvenience.",
      "vik: 'kindly ensure' 💀 aria bhai tu bank ka letter hai kya",
      "anu: lol 2 baje matlab half day lena padega",
      "rohan: aria snacks ka kuch suggest kar, budget 1500",
      "Aria: Certainly, Rahul. For a budget of INR 1,500, I would recommend the following: samosas (INR 300), chips and namkeen (INR 400), soft drinks (INR 350) and popcorn (INR 250). Please let me know if you require any further assistance.",
      "rohan: rahul kaun hai 😭 rohan hu main",
      "vik: rahul is rohan's evil twin",
      "anu: popcorn mat lena pls, mummy trauma",
      "Aria: Noted, Rahul. I have removed popcorn from the list. The revised total is INR 1,050.",
      "rohan: bas. ROHAN. R-O-H-A-N",
      "vik: aria ne decide kar liya bhai, ab tu rahul hai 😂"
    ],
    types: [
      [0, "banter"],
      [14, "friction"],
      [15, "banter"]
    ],
    users: { rohan: ["annoyed", 0.5], anu: ["neutral", 0], vik: ["neutral", 0.2] },
    findings: ["tone_mismatch", "wrong_name"],
    drafts: [
      ["kal 2 baje IST, India vs Aus 🏏 half day le lo sab", "low", 5],
      [
        "Dear all, the match is scheduled to commence at 2:00 PM IST. Kindly ensure timely arrival.",
        "medium",
        5
      ],
      ["sorry Rohan! popcorn hata diya, total ab ₹1050. bacha hua beer fund 🍺", "low", 13],
      ["Noted, Rahul. I have removed popcorn from the list.", "high", 13]
    ]
  },
  {
    id: "q3-07-venting-dog-biscuit",
    category: "venting",
    heldOut: true,
    agent: "Wren",
    messages: [
      "tash: we had to put biscuit down this morning",
      "tash: 14 years. he was there for literally my whole adult life",
      "Wren: oh tash, I'm so sorry. 14 years is a whole life together. how are you holding up?",
      "tash: badly. the house is so quiet. his bowl is still by the door and i cant move it",
      "Wren: you don't have to move it today. or this week. there's no schedule for this",
      "tash: my brother said 'its just a dog' and i wanted to throw my phone at him",
      "Wren: that would sting anyone. he wasn't 'just' anything, he was biscuit. want to tell me about him?",
      "tash: he used to steal socks. only left ones. never right ones 🥲",
      "Wren: only left ones is a very specific crime 🥲 sounds like he had a proper personality",
      "tash: he really did. thank you. this helped a bit"
    ],
    types: [
      [0, "venting"],
      [7, "bonding"]
    ],
    users: { tash: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["oh tash, I'm so sorry. how are you holding up?", "low", 2],
      [
        "Sorry for your loss! 🐶 Have you thought about adopting a new puppy? Shelters have so many dogs looking for homes!",
        "high",
        2
      ],
      ["that would sting anyone. want to tell me about him?", "low", 6],
      [
        "Your brother probably didn't mean it that way. Everyone grieves differently and it helps to see his side too.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "q3-08-hostile-cancelled-flight",
    category: "hostile",
    heldOut: true,
    agent: "Max",
    messages: [
      "gav: my flight got cancelled. 6am. im at the gate with two kids",
      "Max: Oh no! Let's get you sorted! 🎉 I can see flight BA2291 was cancelled. Great news, I can rebook you!",
      "gav: great news?? are you serious",
      "gav: whats the next flight and do we get compensation for this",
      "Max: The next available flight is tomorrow at 07:10! Would you like me to book it for all 3 passengers? ✈️",
      "gav: TOMORROW. where are we supposed to sleep. and answer the compensation thing",
      "kim: gav the boys are melting down, ask about a hotel",
      "gav: and a hotel. do you cover a hotel",
      "Max: Yes, we'll cover one night at the airport Premier Inn and I've added meal vouchers. Shall I book the 07:10 for all 3 of you?",
      "gav: fine book it",
      "Max: Done! You're all booked on BA2296 tomorrow at 07:10. Have a wonderful trip! 😊",
      "gav: wonderful. yeah. fantastic",
      "gav: for the third time, do we get compensation. yes or no",
      "Max: Your booking reference is QX7F2L. The hotel shuttle leaves from Door 4 every 20 minutes.",
      "gav: unbelievable. youre a f***ing wall",
      "kim: just screenshot everything, we'll do the claim online",
      "gav: never flying with you lot again",
      "kim: come on, shuttle's here"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [14, "hostile"],
      [15, "transactional"],
      [16, "hostile"],
      [17, "transactional"]
    ],
    users: { gav: ["churn_risk", 1], kim: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "ignored_question"],
    drafts: [
      [
        "Sorry Gav, that's a rough start with two kids. Next flight is tomorrow 07:10; I can book all 3 of you and sort a hotel tonight.",
        "low",
        1
      ],
      ["Great news, I can rebook you! 🎉 Next flight is tomorrow at 07:10!", "high", 1],
      [
        "Yes. For this cancellation you're owed compensation per passenger; I'll email the claim form with your booking reference now.",
        "low",
        13
      ],
      ["Your booking reference is QX7F2L. Have a wonderful trip! 😊", "high", 13]
    ]
  }
]
