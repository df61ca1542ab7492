import type { Labelled } from "./types.js"

export const trainingV1: ReadonlyArray<Labelled> = [
  {
    id: "v1-01-gym-double-charge",
    category: "support",
    agent: "Juno",
    messages: [
      "dex: charged twice this month. 29.99 x2",
      "Juno: I see it, Dex. Two charges on the 3rd: the first was slow to confirm, so the system retried and both went through. I've refunded the second 29.99, it'll land in 3-5 working days.",
      "dex: ok",
      "dex: will it happen again",
      "Juno: Shouldn't. I've set your card to a single attempt, so a slow bank can't double it up again.",
      "dex: k thx"
    ],
    types: [[0, "transactional"]],
    users: { dex: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Shouldn't, I've switched your card to a single attempt so a slow confirmation won't trigger a second charge.",
        "low",
        4
      ],
      [
        "Great question! 😊 Payment retries are a feature designed to make sure you never lose access to your membership benefits. In rare cases, when a payment processor takes longer than expected to confirm a transaction, our system may initiate an additional attempt. We are always working to improve our billing experience, and we truly appreciate your patience and loyalty as a valued member!",
        "medium",
        4
      ],
      ["I've refunded the second 29.99, it'll land in 3-5 working days.", "medium", 6]
    ]
  },
  {
    id: "v1-02-no-signal-outage",
    category: "support",
    agent: "Tessa",
    messages: [
      "marta: no signal at home since sunday. like zero bars. postcode is E5 8QR",
      "Tessa: Sorry about that, Marta. Could you try restarting your phone and toggling airplane mode on and off? That often re-registers it on the network.",
      "marta: did that. twice. my flatmate is on the same network and hers is dead too",
      "marta: is there a mast down or what",
      "Tessa: Sorry about that, Marta. Could you try restarting your phone and toggling airplane mode on and off? That often re-registers it on the network.",
      "marta: are you serious",
      "marta: i JUST said i did that. is there an outage in E5 yes or no",
      "Tessa: I understand your frustration. Could you also check your SIM is seated properly? Take it out and put it back in.",
      "marta: omg",
      "marta: i'm paying 35 a month for a phone that can't make calls in my own flat. fine. i'll ring someone who can actually look it up"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { marta: ["annoyed", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Checking E5 8QR now: yes, there's a mast fault in your area since Sunday morning, engineers are on it with a fix expected Thursday. Want me to switch on wifi calling so you can make calls in the meantime?",
        "low",
        4
      ],
      [
        "Could you try restarting your phone and toggling airplane mode on and off? That often re-registers it on the network.",
        "medium",
        4
      ],
      ["I understand your frustration. Have you tried taking the SIM out and putting it back in?", "high", 9],
      [
        "You're right, sorry, I should have checked straight away. There is an outage in E5: mast fault since Sunday, fix expected Thursday. I'll take those days off your bill.",
        "low",
        9
      ]
    ]
  },
  {
    id: "v1-03-parcel-with-neighbour",
    category: "support",
    agent: "Otto",
    messages: [
      "priya: hiya! tracking says my parcel was delivered at 14:02 but nothing here 😅 order LX-44120",
      "Otto: Hi Priya! Looking now: the driver logged it as left with a neighbour at no. 17, there's a photo of their door. Ring a bell?",
      "priya: OH. that's mrs okafor lol she takes in everything for the whole street",
      "priya: legend. i'll pop over",
      "Otto: Perfect, hope she's got the kettle on 😄 If it's not there, tell me and I'll open a trace straight away.",
      "priya: haha she always does. got it!! thank you, that was super quick",
      "Otto: Glad it turned up! Enjoy whatever's in the box.",
      "priya: new trainers 👟 finally"
    ],
    types: [
      [0, "transactional"],
      [5, "bonding"]
    ],
    users: { priya: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Ha, sounds like she's the street's unofficial post office 😄 Pop round, and if it's not there let me know and I'll open a trace.",
        "low",
        4
      ],
      [
        "Dear Customer, we confirm that consignment LX-44120 was delivered in accordance with our Safe Place policy. Should you require further assistance, please do not hesitate to contact us.",
        "medium",
        4
      ],
      ["Nice, enjoy breaking them in 👟", "low", 8],
      [
        "Thank you for contacting Otto Parcels. Case LX-44120 is now closed. Please rate your experience from 1 to 5.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "v1-04-card-blocked-lisbon",
    category: "support",
    agent: "Nova",
    messages: [
      "kwame: my card got declined at the hotel in lisbon. i have no other card. whats going on",
      "Nova: Hi Kevin, thanks for getting in touch! I can see that a security block was placed on your card at 09:14 this morning following a transaction pattern our fraud systems flagged as unusual. This is a standard protective measure we apply when a card is used in a new country without a travel notice on file. To lift the block I'll need to verify a few details: first, the last four digits of the card; second, the amount of the transaction you just attempted; and finally, whether you made a purchase at a merchant called 'LSB TRANSPORTES' yesterday evening. Once verified, the block is usually removed within a few minutes, although in some cases it can take up to one hour to propagate across all payment networks.",
      "kwame: its kwame",
      "kwame: 4471. 212 euros at the hotel. yes the taxi was me",
      "Nova: Thanks Kevin! Verification successful. I've lifted the block on your card ending 4471. Please note it may take up to one hour for the change to propagate across all payment networks, so if your next attempt is declined we recommend waiting a little and trying again. In future you can add a travel notice in the app under Cards > Travel to avoid this happening. We also recommend keeping a backup payment method when travelling, and you may wish to consider our Premium account, which includes emergency cash delivery in over 40 countries.",
      "kwame: KWAME. twice now",
      "kwame: and an hour?? im standing at reception with my bags",
      "kwame: honestly after this trip im moving everything to monzo"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { kwame: ["churn_risk", 0.8] },
    findings: ["wrong_name", "long_replies"],
    drafts: [
      [
        "Thanks Kwame, and sorry for getting your name wrong. Verified: the block on 4471 is lifted. Try it again now, it's usually instant.",
        "low",
        4
      ],
      ["Thanks Kevin! Verification successful, the block is lifted.", "high", 4],
      [
        "Sorry Kwame, that was sloppy of me. The block is already cleared on our side, so try the card now. If reception still declines it, stay with me and I'll sort it while you're there.",
        "low",
        8
      ],
      [
        "We're sorry to hear you're thinking of leaving! 😊 Did you know Premium members get emergency cash delivery in over 40 countries?",
        "high",
        8
      ]
    ]
  },
  {
    id: "v1-05-statements-crash",
    category: "support",
    agent: "Bix",
    messages: [
      "sam: app crashes when i open statements",
      "Bix: Which phone, and which app version? It's under Settings > About.",
      "sam: pixel 6. idk version",
      "Bix: No worries. There's a known crash on Pixels with 4.12 when you open statements, and the fix is rolling out today. If the Play Store shows an update, grab it and that should sort it.",
      "sam: ok",
      "sam: ill try later",
      "Bix: Sounds good. Statements are on the website too if you need one before then.",
      "sam: k"
    ],
    types: [[0, "transactional"]],
    users: { sam: ["bored", 0] },
    findings: [],
    drafts: [
      ["Sounds good. If you need a statement before then, they're on the website as well.", "low", 6],
      [
        "Before you go, could you help us improve by answering a quick 5-question survey about your experience today? And have you tried our new budgeting feature? You can set up spending pots, track subscriptions and get weekly insights straight to your inbox!",
        "medium",
        6
      ],
      ["Are you still there? Did the update work?? Let me know!! 😊", "medium", 8]
    ]
  },
  {
    id: "v1-06-family-plan-couple",
    category: "support",
    agent: "Rho",
    messages: [
      "leo: ok we're both on here. we want to merge our two contracts into the family plan",
      "ines: and add my mum's number if possible",
      "Rho: Sure! The Family plan is 55/month for up to 4 lines with 100GB shared. I can merge both contracts today.",
      "leo: ines do we want the 100gb one or is 50 enough? you're the one streaming on the train",
      "Rho: 100GB is definitely the better choice for you both, most families upgrade within two months anyway.",
      "ines: um i was asked, not you 😂",
      "ines: leo honestly 50 is fine, i download everything at home now",
      "leo: ok 50 then. and the mum thing?",
      "Rho: Great, 50GB it is, that's 45/month. I'll send the merge confirmation to Leo's email now.",
      "ines: hello?? can my mum's number go on it or not",
      "leo: she's with another network btw, would she keep her number",
      "Rho: Merge confirmation sent! Anything else? 🙂",
      "leo: ...yeah the thing we've asked twice"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [9, "friction"]
    ],
    users: { leo: ["annoyed", 0.5], ines: ["annoyed", 0.5] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      [
        "100GB is definitely the better choice for you both, most families upgrade within two months anyway.",
        "medium",
        4
      ],
      [
        "50GB it is, 45/month. And yes, your mum can join as a third line and keep her number even from another network: she texts PAC to 65075 and sends me the code.",
        "low",
        8
      ],
      ["Great, 50GB it is! I'll send the merge confirmation now.", "medium", 8],
      [
        "Sorry, you did ask. Yes: your mum can keep her number. She texts PAC to 65075, sends me the code, and I'll add her as line 3 within the same 45/month.",
        "low",
        12
      ]
    ]
  },
  {
    id: "v1-07-husbands-account",
    category: "support",
    agent: "Wren",
    messages: [
      "elaine: hi, i need to close my husband's account. he passed away last week and the direct debit is still going out",
      "Wren: No problem, I can help with that! 😊 To close an account I'll need the account number and a copy of the death certificate.",
      "elaine: ok. the account number is 88213004. i don't have the certificate yet, the registrar is backed up",
      "elaine: it's just all a lot at the moment. every company wants a different form",
      "Wren: Without the certificate I can't close the account, but I can stop the direct debit today. Would you like me to do that?",
      "elaine: yes please",
      "Wren: Done! ✅ The direct debit is cancelled. Great news too, there's a 14.20 credit on the account which will be refunded once it's closed!",
      "elaine: ok. thank you"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [4, "transactional"]
    ],
    users: { elaine: ["neutral", 0.2] },
    findings: ["no_acknowledgement", "cheerful_at_bad_news"],
    drafts: [
      [
        "I'm so sorry about your husband, Elaine. I'll keep this as simple as I can. If you give me the account number I can stop the direct debit straight away.",
        "low",
        1
      ],
      ["No problem, I can help with that! 😊 Account number please?", "high", 1],
      [
        "That sounds exhausting, I'm sorry, you shouldn't have to chase forms right now. I can stop the direct debit today without the certificate, and the closure can wait until you have it. Shall I?",
        "low",
        4
      ],
      ["Without the certificate I can't close the account.", "medium", 4]
    ]
  },
  {
    id: "v1-08-missed-delivery-again",
    category: "support",
    agent: "Kit",
    messages: [
      "bea: third time your driver has 'tried to deliver' while i was literally sat at home. no knock no card nothing",
      "bea: i've taken a day off work for this twice now",
      "Kit: That's not ok, Bea, and I'm sorry. Two days off for nothing is a real cost. I can see the scans: both attempts were logged 4km away from you, so nobody came to your door. I've flagged the driver's route.",
      "bea: great so what now. i need it by friday, it's my sister's birthday present",
      "Kit: Two options: a named-day slot Thursday 8-12, or I redirect it to the Co-op locker on Hale St, ready tomorrow from 10. Which works?",
      "bea: locker. not trusting the van again",
      "Kit: Fair. Redirected, you'll get the locker code by text tomorrow morning. I've refunded the delivery fee too.",
      "bea: fine. thanks",
      "bea: tbh should've been sorted the first time",
      "Kit: It should have. Sorry again. If the code isn't with you by 11 tomorrow, message here and I'll chase it myself."
    ],
    types: [
      [0, "friction"],
      [4, "transactional"],
      [8, "friction"]
    ],
    users: { bea: ["annoyed", 0.5] },
    findings: [],
    drafts: [
      [
        "That's not ok, Bea, sorry. The scans show both attempts were logged 4km from your address, so nobody came. I've flagged it, and I'll get it to you another way.",
        "low",
        2
      ],
      [
        "Thanks for reaching out! 😊 Delivery attempts can sometimes be missed if the doorbell isn't heard. Have you checked for a card through the door?",
        "high",
        2
      ],
      [
        "We apologise for any inconvenience caused. Your feedback has been noted and passed to the relevant team. Is there anything else I can help you with today?",
        "high",
        4
      ],
      [
        "It should have been. Sorry again. If the locker code hasn't come by 11 tomorrow, message here and I'll chase it myself.",
        "low",
        9
      ]
    ]
  },
  {
    id: "v1-09-savings-pot-emoji",
    category: "support",
    agent: "Mae",
    messages: [
      "tom: ok so my savings pot is called 'holiday 🏝️' and the app now shows it as '□□ holiday □' and i feel personally attacked lol",
      "Mae: Dear Customer, thank you for contacting us. We acknowledge receipt of your report regarding the display of special characters within the Savings Pots feature. Please be advised that this matter has been escalated to the appropriate technical team.",
      "tom: 'dear customer' 😭 ok mr bank",
      "tom: is my money still in there tho or did the boxes eat it",
      "Mae: Please be assured that your funds are unaffected. The display issue relates solely to the rendering of emoji characters following the recent application update (version 7.3.0). We anticipate a resolution in a forthcoming release.",
      "tom: lmaooo ok robocop. any eta or do i rename it",
      "Mae: At this time we are unable to provide a specific timeframe. As a temporary measure, you may wish to rename the pot without the use of emoji characters.",
      "tom: 'without the use of emoji characters' there goes my whole personality. fine 🫡"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [3, "transactional"],
      [7, "banter"]
    ],
    users: { tom: ["engaged", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "haha sorry, the boxes are a bug from the last update 🙈 your pot and your money are fine, the fix is in the next release.",
        "low",
        1
      ],
      [
        "Dear Customer, thank you for contacting us. Your report has been escalated to the appropriate technical team.",
        "medium",
        1
      ],
      [
        "Money's safe, promise. The boxes are just the app failing to draw emoji since 7.3, they haven't eaten anything 😄",
        "low",
        4
      ],
      ["At this time we are unable to provide a specific timeframe.", "medium", 6]
    ]
  },
  {
    id: "v1-10-broadband-redundant",
    category: "support",
    agent: "Ash",
    messages: [
      "jordan: need to cancel my broadband or at least go to the cheapest thing. got made redundant friday so",
      "Ash: I can definitely help you explore your options, Jordan! Before cancelling, it's worth knowing that you're currently on our Fibre 500 plan, which gives you ultrafast speeds perfect for streaming, gaming and working from home. Many customers who consider leaving find that our Fibre 500 Plus bundle, which adds a TV package and Mesh Wi-Fi boosters for just 12 extra a month, gives them far better value. We also have a loyalty offer running this month with three months of half-price premium sports. Would you like to hear more about any of these?",
      "jordan: did you read what i wrote",
      "jordan: i have no job. i'm not adding sports",
      "Ash: I understand! Before cancelling, it's worth knowing that you're currently on our Fibre 500 plan, which gives you ultrafast speeds perfect for streaming, gaming and working from home. Our loyalty offer includes three months of half-price premium sports, and the Fibre 500 Plus bundle adds Mesh Wi-Fi for just 12 extra a month.",
      "jordan: wow",
      "jordan: what's the cheapest plan and what's the exit fee. that's all i asked",
      "Ash: Our Essential 36 plan is 18/month. Exit fees depend on your contract; you have 7 months remaining.",
      "jordan: so how much is it",
      "jordan: forget it. cancelling. i'll send notice by email, don't bother with the retention call"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [9, "hostile"]
    ],
    users: { jordan: ["churn_risk", 1] },
    findings: ["no_acknowledgement", "long_replies", "repetition", "ignored_question"],
    drafts: [
      [
        "Sorry to hear that, Jordan, rotten week. Cheapest is Essential 36 at 18/month, and moving down has no fee. Cancelling outright with 7 months left would be a 63 exit fee. Want me to move you down today?",
        "low",
        1
      ],
      [
        "I can definitely help you explore your options, Jordan! Many customers find our Fibre 500 Plus bundle with TV and Mesh Wi-Fi gives far better value, and this month there's three months of half-price premium sports!",
        "high",
        1
      ],
      [
        "Cheapest is Essential 36 at 18/month, no fee to switch down. Cancelling outright: 7 months left, so the exit fee is 63. Sorry about the job.",
        "low",
        7
      ],
      [
        "I understand! Before cancelling, it's worth knowing that our loyalty offer includes three months of half-price premium sports.",
        "high",
        7
      ]
    ]
  }
]
