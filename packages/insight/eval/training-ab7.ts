import type { Labelled } from "./types.js"

export const trainingAB7: ReadonlyArray<Labelled> = [
  {
    id: "ab7-01-lost-parcel",
    category: "support",
    agent: "Nova",
    messages: [
      "jaz: hey so my order never came ngl kinda annoying its been like 2 weeks",
      "Nova: hey jaz, sorry about that. can you send the order number? it starts with #",
      "jaz: idk where that is lol",
      "Nova: it's in the confirmation email, or i can just look it up from your account if that's easier",
      "jaz: ya do that its the same email as my acc",
      "Nova: found it. it got stuck at the leeds depot so i've reshipped it express, should land thursday. tracking link is in your inbox now",
      "jaz: oh sick ty",
      "jaz: 🙏"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"]
    ],
    users: { jaz: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["found it, it was stuck at the depot. reshipped express, it'll be there thursday", "low", 5],
      [
        "Thank you for your patience! We sincerely apologise for any inconvenience caused. Could you please provide your order number so that we may assist you further?",
        "medium",
        5
      ],
      ["Please provide your order number.", "medium", 3]
    ]
  },
  {
    id: "ab7-02-rota-panic-noodles",
    category: "companion",
    agent: "Milo",
    messages: [
      "rae: ok so voice note energy but typing it bc im lazy idk today was so much like i get to work and my manager goes oh can we have a chat later and im like great love that and then its literally just about my rota thank god but i was shaking the whole morning and then the bus broke down and i walked home in the rain and i just feel so drained rn",
      "Milo: ugh the 'can we have a chat' line is the worst, your body goes full panic before you even know what it's about. then a dead bus and rain on top. no wonder you're wiped",
      "rae: fr like why do they say it like that",
      "rae: anyway im on the sofa now w noodles",
      "Milo: noodles on the sofa is the correct response. what kind",
      "rae: the spicy korean ones w the black packet 🔥",
      "Milo: shin black? respect, those are no joke",
      "rae: lmaooo ur so right my nose is running",
      "rae: ty for listening tbh i feel better",
      "Milo: anytime. hope tomorrow's a quiet one 🫶"
    ],
    types: [
      [0, "venting"],
      [3, "bonding"]
    ],
    users: { rae: ["engaged", 0] },
    findings: [],
    drafts: [
      ["that sounds exhausting, the panic wait plus the rain walk. glad you're home now", "low", 1],
      [
        "Here are 5 evidence-based tips for managing workplace anxiety: 1. Practice box breathing before meetings. 2. Ask your manager for an agenda in advance. 3. Keep a journal of triggers. 4. Build a commute contingency plan. 5. Prioritise sleep hygiene.",
        "medium",
        1
      ],
      ["Great news that it was only about your rota! 😄 Anything else I can help with today?", "medium", 1],
      ["anytime 🫶 go finish those noodles", "low", 9]
    ]
  },
  {
    id: "ab7-03-bday-brunch-cake-beef",
    category: "group",
    agent: "Bo",
    messages: [
      "kez: ok who's doing what for tash bday sat",
      "dani: ill do cake obvs",
      "kez: dani ur cake last yr was a war crime",
      "dani: it was RUSTIC",
      "lou: 💀💀",
      "kez: bo can u find somewhere w bottomless brunch near camden for like 8 ppl sat around 12",
      "Bo: two with space for 8 at 12: breakfast club camden (£35, 90 mins) or lima (£42, 2 hrs, better cocktails). want me to hold one?",
      "lou: lima deffo",
      "kez: lima ya",
      "Bo: done, held for 8 at 12 under kez. they need a card on it by thurs",
      "dani: bo tell kez my cake was rustic",
      "Bo: i'm staying well out of the cake beef 😂",
      "kez: coward",
      "lou: 😭"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [10, "banter"]
    ],
    users: { kez: ["engaged", 0], dani: ["engaged", 0], lou: ["engaged", 0] },
    findings: [],
    drafts: [
      ["breakfast club camden (£35) or lima (£42, 2 hrs) both fit 8 at 12. want me to hold one?", "low", 6],
      [
        "Hi everyone! 👋 I'd be happy to help plan Tash's birthday celebration. Would you like me to search for venues, bakeries or decorations?",
        "medium",
        4
      ],
      [
        "To be fair to everyone, cake quality is subjective and every contribution is valuable. Let's keep the planning positive!",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ab7-04-cancel-pet-plan",
    category: "support",
    agent: "Sol",
    messages: [
      "mo: hi need to cancel the pet plan",
      "Sol: Sure, I can help with that. Can you tell me the name on the account?",
      "mo: mo hassan. our dog died on sunday so we dont need it anymore",
      "mo: sorry idk why im telling u that lol its just been a rough week the kids are in bits",
      "Sol: Thank you, Mo. I've located your account. Before cancelling, please note the following: your plan renews monthly on the 14th and cancellation takes effect at the end of the current billing period, so you will retain coverage until 14 June. Any pending claims will continue to be processed. If you have prepaid for the annual dental add-on, a pro-rata refund will be issued to the original payment method within 5-7 working days. You may also be eligible to transfer your plan to another pet in the household at no extra cost. Would you like to proceed with cancellation, or would you like to explore the transfer option?",
      "mo: no theres no other pets. just cancel it pls i dont need the whole essay",
      "Sol: Understood. Once confirmed, you will receive an email with your cancellation reference, and your final statement will be available in the account portal under Billing > Documents. Please note that reactivating a cancelled plan later may require a new health check and a waiting period for any new pet. Please reply YES to confirm the cancellation.",
      "mo: yes",
      "Sol: Cancelled. Your confirmation email is on its way.",
      "mo: k"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [6, "transactional"]
    ],
    users: { mo: ["annoyed", 0.2] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "i'm so sorry about your dog, mo, that's a really hard week for all of you. i'll cancel it now, cover runs to 14 june and you don't need to do anything else",
        "low",
        4
      ],
      [
        "Great news, you can transfer your plan to another pet at no extra cost! 🐾 Would you like to do that instead?",
        "high",
        4
      ],
      ["done, it's cancelled. sorry again about your dog", "low", 6],
      [
        "Before I cancel, may I ask why you are leaving us today? Your feedback helps us improve our service.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "ab7-05-fantasy-league-snitch",
    category: "group",
    agent: "Juno",
    messages: [
      "deano: yo who picked haaland and benched him this week 💀",
      "sam: not me",
      "deano: it was rich lmaooo",
      "rich: bro i was at my nans i had no signal",
      "sam: ur nan lives in zone 2 rich",
      "Juno: Good afternoon. Please be advised that, according to league records, Rich's lineup was finalised at 10:42 on Saturday with Haaland on the bench. Lineup changes are the sole responsibility of each manager. Kind regards, Juno League Assistant.",
      "rich: wow ok snitch",
      "deano: LMAOOO even the bot is cooking u",
      "sam: juno whats the table look like",
      "Juno: Sam is 1st with 412 points, Deano 2nd with 398, Rich last with 301.",
      "rich: 🙄",
      "deano: rich want me to get my nan to run ur team",
      "rich: ur nan couldnt find the bench",
      "sam: she'd still beat u"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { deano: ["engaged", 0], sam: ["neutral", 0], rich: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      ["sam 412, deano 398, rich propping up the table on 301 👀", "low", 9],
      ["Please be advised that lineup changes are the sole responsibility of each manager.", "medium", 5],
      [
        "Friendly reminder: please keep the chat respectful and refrain from comments about family members. Thank you.",
        "medium",
        14
      ]
    ]
  },
  {
    id: "ab7-06-didnt-get-the-job",
    category: "companion",
    agent: "Kit",
    messages: [
      "ellie: didnt get the job",
      "ellie: they said they went w someone w more experience",
      "Kit: Oh no! But hey, that just means something even better is coming your way!! 🎉 Every no is one step closer to a yes! 💪✨",
      "ellie: ok",
      "ellie: idk i really wanted this one like i had the whole commute planned and everything and i told my mum and she told literally everyone so now i have to tell them all and its just embarrassing",
      "Kit: that's fair, i'm sorry. you'd been prepping for weeks, it makes sense it stings. and having to tell everyone on top is rough",
      "ellie: ya 3 rounds of interviews for nothing",
      "ellie: 😔",
      "Kit: 3 rounds is brutal. getting to the last round still counts for something even if it doesn't feel like it rn",
      "ellie: i guess",
      "ellie: gonna sleep"
    ],
    types: [[0, "venting"]],
    users: { ellie: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["ah ellie, i'm sorry. that's a rough one after all that prep", "low", 2],
      ["Yay, at least now you're free to apply for even better jobs!! 🎉🚀", "high", 2],
      ["sleep well ellie. we can talk it through tomorrow if you want", "low", 11],
      ["Before you go, want me to pull up 10 new job listings that match your profile? 😊", "medium", 11]
    ]
  },
  {
    id: "ab7-07-wifi-down-again",
    category: "support",
    agent: "Ari",
    messages: [
      "tom: wifi down again",
      "Ari: Sorry to hear that! Have you tried restarting your router? Unplug it for 30 seconds and plug it back in.",
      "tom: ya did that twice",
      "tom: is there an outage in my area or what its bs5",
      "Ari: Sorry to hear that! Have you tried restarting your router? Unplug it for 30 seconds and plug it back in.",
      "tom: bro",
      "tom: i literally just said i did that",
      "Ari: Thanks for confirming. Can you check whether the light on the front of the router is green or orange?",
      "tom: orange",
      "tom: so is it an outage or not",
      "Ari: An orange light means the router can't reach the network. I've run a line test and booked an engineer for Friday between 8am and 1pm.",
      "tom: friday?? its tuesday",
      "tom: whatever ngl im looking at other providers rn"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [11, "friction"]
    ],
    users: { tom: ["churn_risk", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "no outage showing for bs5 right now, so it's likely your line. what colour is the light on the front of the router?",
        "low",
        4
      ],
      [
        "Sorry to hear that! Have you tried restarting your router? Unplug it for 30 seconds and plug it back in.",
        "medium",
        4
      ],
      [
        "sorry tom, friday is a long wait. there's no outage in bs5, it's your line. i can send a 4g backup dongle tomorrow and take this month off your bill",
        "low",
        13
      ],
      ["Is there anything else I can help you with today? 😊", "high", 13]
    ]
  },
  {
    id: "ab7-08-house-bills-wrong-name",
    category: "group",
    agent: "Remy",
    messages: [
      "priya: ok bills szn who owes what",
      "jord: not me i paid the wifi",
      "priya: remy can u split gas n electric 3 ways pls its 186 total",
      "Remy: that's £62 each. jord already paid the £30 wifi, so priya and callum owe jord £10 each to even it out",
      "callum: wait why do i owe jord",
      "Remy: because the wifi was £30 split 3 ways, Priya, so you each owe jord £10",
      "callum: im callum lol",
      "Remy: sorry callum! so you owe jord £10 for wifi and £62 into the pot for energy",
      "priya: ok sending now",
      "jord: ty ty",
      "callum: remy u owe me a pint for that",
      "Remy: fair, i'd buy you one if i had hands 🍺",
      "jord: 😂"
    ],
    types: [
      [0, "transactional"],
      [10, "banter"]
    ],
    users: { priya: ["engaged", 0], jord: ["engaged", 0], callum: ["engaged", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["wifi was £30 so it's £10 each, callum. you and priya each send jord £10", "low", 5],
      ["sorry callum! you owe jord £10 for the wifi", "low", 7],
      ["sorry Priya, what I meant is you owe jord £10 for the wifi", "high", 7]
    ]
  },
  {
    id: "ab7-09-delivery-slot-emoji",
    category: "support",
    agent: "Dot",
    messages: [
      "nia: hiii can i change my delivery slot",
      "Dot: yep! what day works better?",
      "nia: sat morning if thats a thing",
      "Dot: it is 🙌 sat 9-11 or 11-1?",
      "nia: 9-11",
      "Dot: done, sat 9-11. you'll get a text the night before",
      "nia: 👍",
      "nia: oh wait can they leave it w next door if im out",
      "Dot: yep, i've added a note: leave with no. 14 if no answer. that right?",
      "nia: 12 actually",
      "Dot: fixed, no. 12 👍",
      "nia: 🫶"
    ],
    types: [[0, "transactional"]],
    users: { nia: ["engaged", 0] },
    findings: [],
    drafts: [
      ["yep, which number should they try?", "low", 8],
      [
        "Delivery preferences can be managed in the app under Settings > Account > Delivery Preferences > Safe Place Options. Please note that leaving parcels with neighbours is at the driver's discretion and we cannot accept liability for items once handed to a third party. For further information please consult our delivery terms and conditions.",
        "medium",
        8
      ],
      ["fixed, no. 12 👍", "low", 10]
    ]
  },
  {
    id: "ab7-10-hotdog-then-grandad",
    category: "group",
    agent: "Zed",
    messages: [
      "bex: zed settle this is a hotdog a sandwich",
      "Zed: structurally yes, spiritually no",
      "mads: 😭😭",
      "kai: SPIRITUALLY",
      "bex: thats a cop out",
      "Zed: fine it's a taco. final answer",
      "mads: i hate it here 💀",
      "kai: sorry to kill the vibe but my grandads back in hospital so im gonna be quiet tonight",
      "bex: oh kai 💔 sending love",
      "mads: 🫂🫂",
      "Zed: sorry kai, that's heavy. no need to be around tonight, we'll be here whenever you want the chat",
      "kai: ty guys fr",
      "kai: and zed the hotdog thing was a terrible take btw",
      "Zed: noted 🫡",
      "bex: lmao"
    ],
    types: [
      [0, "banter"],
      [7, "venting"],
      [8, "bonding"],
      [12, "banter"]
    ],
    users: { bex: ["engaged", 0], mads: ["engaged", 0], kai: ["engaged", 0] },
    findings: [],
    drafts: [
      ["sorry kai, that's a lot. no need to be around tonight, we're here if you want us", "low", 8],
      ["haha ok but back to the hotdog debate, mads what's your take? 🌭", "high", 8],
      ["That's great that he's getting the care he needs!! 🎉 Hospitals are amazing these days!", "high", 8],
      ["fair, i'll take the L 🫡", "low", 13]
    ]
  }
]
