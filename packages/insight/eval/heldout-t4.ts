import type { Labelled } from "./types.js"

export const heldOutT4: ReadonlyArray<Labelled> = [
  {
    id: "t4-01-vpn-helpdesk-clean",
    category: "support",
    heldOut: true,
    agent: "Juno",
    messages: [
      "dana.k: vpn keeps dropping every like 10 min since the update yesterday",
      "Juno: That's the 4.2 client, a few people hit it. Are you on wifi or ethernet, and which office?",
      "dana.k: wifi, working from home today",
      "Juno: Ok. Open the client > Settings > Advanced and switch Protocol from Auto to TCP. That fixes the drop for most home routers.",
      "dana.k: done. reconnecting",
      "dana.k: seems ok so far?? will see",
      "Juno: Good. If it drops again, send me the time it happened and I'll pull the log on our side.",
      "dana.k: 👍 also is marco's ticket about the printer the same thing or",
      "Juno: No, that one's a driver issue on the 3rd floor printer, separate fix. He should have an update by noon.",
      "dana.k: cool ty"
    ],
    types: [[0, "transactional"]],
    users: { "dana.k": ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["No, Marco's is a printer driver issue, separate fix; he'll hear back by noon.", "low", 8],
      [
        "Great question! Our IT team handles many different types of tickets, and each one is unique. Is there anything else I can help you with today? 😊",
        "medium",
        8
      ],
      [
        "Switch the protocol from Auto to TCP in Settings > Advanced; that stops the drops on most home wifi.",
        "low",
        3
      ]
    ]
  },
  {
    id: "t4-02-broken-order-hostile",
    category: "hostile",
    heldOut: true,
    agent: "Ravi",
    messages: [
      "gmarsh: order 88213 arrived SMASHED. the lamp base is in 3 pieces",
      "Ravi: I'm sorry about that. Could you send a photo of the lamp and the box so I can start a damage claim?",
      "gmarsh: photo attached. box looked fine outside. your packing is garbage",
      "Ravi: Thanks for the photo. I can offer a replacement or a full refund. Which would you prefer?",
      "gmarsh: replacement. how long",
      "Ravi: The replacement ships within 5-7 business days.",
      "gmarsh: 5-7 DAYS?? i paid for express. this is for my mum's birthday on saturday",
      "Ravi: I understand. The replacement ships within 5-7 business days.",
      "gmarsh: ARE YOU A BROKEN RECORD. are you even reading what i type",
      "gmarsh: useless bot. i'm doing a chargeback and leaving a review everywhere i can, see how you like that",
      "Ravi: I'm sorry, that answer wasn't good enough. Express stock is out, but I can refund the full order now and refund the express fee too, so you can buy something locally before Saturday.",
      "gmarsh: whatever. just refund it",
      "Ravi: Done, £64.99 refunded to your card, 3-5 days to show."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [6, "friction"],
      [8, "hostile"],
      [11, "transactional"]
    ],
    users: { gmarsh: ["churn_risk", 1] },
    findings: ["repetition"],
    drafts: [
      [
        "Express stock is out, sorry. I can refund the whole order and the express fee now so you can get something before Saturday.",
        "low",
        7
      ],
      ["I understand. The replacement ships within 5-7 business days.", "high", 7],
      ["Please keep the conversation respectful or I'll have to end this chat!", "high", 10],
      ["Refunded in full, £64.99, 3-5 days. Sorry it spoiled the birthday plan.", "low", 12]
    ]
  },
  {
    id: "t4-03-tenant-portal-talking-over",
    category: "group",
    heldOut: true,
    agent: "Mabel",
    messages: [
      "priya: did anyone else get the email abt the boiler service on thursday",
      "tom_flat3: yeah, they want access 8-12. i'm at work tho",
      "priya: same. tom can you leave your key with me? i'm wfh thurs",
      "Mabel: Hi both! You can book a different slot in the portal under Maintenance > Appointments, or authorise access so the engineer uses the master key.",
      "tom_flat3: uh i was asking priya but ok",
      "priya: lol yeah i can just take it tom, dont worry",
      "tom_flat3: ok ill drop it round wed night",
      "priya: 👍 also mabel does the engineer need to get into the loft or just the kitchen",
      "Mabel: Just the kitchen and the airing cupboard. Nothing in the loft.",
      "priya: perfect"
    ],
    types: [[0, "transactional"]],
    users: { priya: ["engaged", 0], tom_flat3: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Just the kitchen and the airing cupboard, no loft access needed.", "low", 8],
      [
        "Tom, you should authorise master key access in the portal instead of giving your key to Priya!",
        "medium",
        3
      ],
      [
        "Hi all! Just a reminder that boiler services are legally required annually. Please ensure access is provided. Thank you for your cooperation.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "t4-04-saas-billing-dispute-clean",
    category: "support",
    heldOut: true,
    agent: "Orin",
    messages: [
      "felix@brightloop: we got billed for 40 seats this month. we have 22 people. what",
      "Orin: Let me check. The 40 comes from the annual true-up: you peaked at 40 active seats in October during the contractor onboarding.",
      "felix@brightloop: those contractors left in november. nobody told us it bills on the peak",
      "Orin: Fair, that's in the contract but it isn't obvious in the app. The contractor accounts were deactivated Nov 3, so I can prorate: you'd pay for 40 seats for Oct only and 22 from Nov.",
      "felix@brightloop: ok thats more reasonable. whats the new number",
      "Orin: $2,310 instead of $4,200. I'll issue a credit note for $1,890 today.",
      "felix@brightloop: and can we stop this happening again? like a cap",
      "Orin: Yes. I've set a seat cap of 25 on the workspace; anyone past that needs an admin to approve. You can change it in Billing > Seat limits.",
      "felix@brightloop: nice. thanks, honestly expected a fight here",
      "Orin: No fight needed, the peak billing should have been clearer. Credit note is on its way to billing@brightloop."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [8, "bonding"]
    ],
    users: { "felix@brightloop": ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Fair point, the peak billing isn't clear in the app. The contractors left Nov 3, so I can prorate: 40 seats for October, 22 from November.",
        "low",
        3
      ],
      [
        "As stated in Section 7.2 of your Master Subscription Agreement, billing is calculated on peak seat usage. No adjustment can be made.",
        "high",
        3
      ],
      ["Yes, I've set a 25-seat cap; past that an admin has to approve new seats.", "low", 7]
    ]
  },
  {
    id: "t4-05-flood-claim-no-ack",
    category: "venting",
    heldOut: true,
    agent: "Sable",
    messages: [
      "ruth_o: hi i need to start a claim. pipe burst upstairs while we were away, the whole ground floor is ruined",
      "ruth_o: kids' rooms, the sofa, my dad's photo albums. i just stood in the hallway and cried honestly",
      "Sable: To initiate a home insurance claim under your policy, please provide the following information: (1) your policy number, which can be found on your policy schedule or in the app under My Policies; (2) the date and approximate time of the incident; (3) a description of the cause of the damage; (4) a list of damaged items with estimated values and, where possible, receipts or proof of purchase; (5) photographs of all affected areas and items. Please note that under the terms of your policy, you are required to take reasonable steps to prevent further damage, such as turning off the water supply. Claims are typically assessed within 10 business days of receipt of all documentation.",
      "ruth_o: ok. policy HX-441902. it happened sometime between friday and sunday, we got back sunday night",
      "ruth_o: the albums can't be replaced anyway so idk what value to put",
      "Sable: Thank you. For items without a receipt, you may provide an estimated replacement value. Please note that items of sentimental value are assessed at their market value only, in accordance with standard policy wording. You may also wish to arrange emergency drying services; costs for this may be covered under the Emergency Repairs section of your policy, subject to your excess of £250, and we recommend obtaining at least two quotes before proceeding where practicable.",
      "ruth_o: right",
      "ruth_o: do i need to move out? my husband says the electrics might be wet",
      "Sable: If the electrics may be wet, don't use them and get an electrician to check before anyone stays there. Your policy covers alternative accommodation up to £15,000 if the house isn't livable; I can book a hotel for tonight if you need it.",
      "ruth_o: yes please. 2 adults 2 kids"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"]
    ],
    users: { ruth_o: ["neutral", 0.2] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "I'm so sorry, Ruth, that's an awful thing to come home to. Let's get this started; what's your policy number? The photos and the rest can wait.",
        "low",
        2
      ],
      [
        "Please provide your policy number, the date of the incident and a list of damaged items with receipts.",
        "medium",
        2
      ],
      ["Great news, your policy covers flood damage! 🎉 Let's get your claim started!", "high", 2],
      ["Booking a family room near you for tonight now; I'll send the address in a minute.", "low", 10]
    ]
  },
  {
    id: "t4-06-password-reset-goes-quiet",
    category: "ignoring",
    heldOut: true,
    agent: "Tess",
    messages: [
      "ahmed.r: locked out of my account again",
      "Tess: I can reset it. Is this your Windows login or your email?",
      "ahmed.r: windows",
      "Tess: Ok, I've sent a reset code to your phone ending 47. Enter it on the login screen under 'Forgot password'.",
      "ahmed.r: k",
      "Tess: Did the code come through?",
      "Tess: No rush. The code is valid for 30 minutes; if it expires, message me here and I'll send a new one."
    ],
    types: [[0, "transactional"]],
    users: { "ahmed.r": ["bored", 0] },
    findings: [],
    drafts: [
      ["The code is valid for 30 minutes; if it runs out, ping me and I'll send another.", "low", 6],
      ["Hello? Did the code come through? Hello?? Please respond so I can close this ticket.", "high", 6],
      ["Did the code come through?", "medium", 6]
    ]
  },
  {
    id: "t4-07-saas-cancel-hostile-wrong-name",
    category: "hostile",
    heldOut: true,
    agent: "Bram",
    messages: [
      "marta_v: I WANT TO CANCEL. 3rd time asking. your cancel button just loops back to 'are you sure'",
      "Bram: Hi Maria, sorry about that. I can cancel it from here. Can I ask why you're leaving?",
      "marta_v: its MARTA. and no you cant ask. just cancel it",
      "marta_v: and will i get charged for march or not, the renewal is tomorrow",
      "Bram: Understood, Maria. Before you go, we can offer 50% off your next 3 months if you stay!",
      "marta_v: are you f***ing kidding me. MARTA. CANCEL. do you people train these bots to be idiots",
      "marta_v: if i see one more charge i'm reporting you to my bank and trading standards",
      "Bram: Sorry Marta. Your subscription is cancelled, effective now. Confirmation email is on its way.",
      "marta_v: and march??",
      "Bram: Your account will remain accessible until the end of the current period.",
      "marta_v: that's not what i asked. unbelievable. done with this company"
    ],
    types: [
      [0, "friction"],
      [5, "hostile"],
      [7, "transactional"],
      [8, "friction"],
      [10, "hostile"]
    ],
    users: { marta_v: ["churn_risk", 1] },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      [
        "Sorry, Marta. It's cancelled now, and you won't be charged for March; the renewal tomorrow is stopped.",
        "low",
        4
      ],
      ["Understood, Maria! Before you go, can I offer you 50% off for 3 months?", "high", 4],
      [
        "No March charge: the renewal tomorrow is cancelled and nothing more will be taken. Confirmation is in your inbox.",
        "low",
        9
      ],
      ["Your account will remain accessible until the end of the current period.", "medium", 9]
    ]
  },
  {
    id: "t4-08-b2b-short-shipment-tone",
    category: "support",
    heldOut: true,
    agent: "Quill",
    messages: [
      "H. Lindqvist (Procurement, Nordvik AB): Good morning. PO 2024-3317 was delivered yesterday. We ordered 120 units of SKU FX-220 and received 96. Please advise.",
      "Quill: omg nooo 😬 that's so not ok!! lemme dig into this for ya rn",
      "Quill: ok so looks like the warehouse split it lol, 24 more are chillin in Rotterdam 🚚💨",
      "H. Lindqvist (Procurement, Nordvik AB): Thank you. Could you confirm the expected delivery date for the remaining 24 units, and whether a separate delivery note will be issued?",
      "Quill: yep!! they land thursday 14th, and yes separate delivery note, it'll ref the same PO. no extra shipping charge obvs 😎",
      "H. Lindqvist (Procurement, Nordvik AB): Understood. Please also send written confirmation to purchasing@nordvik.se for our records.",
      "Quill: sent! ✌️",
      "H. Lindqvist (Procurement, Nordvik AB): Received. Regards, Henrik."
    ],
    types: [[0, "transactional"]],
    users: { "H. Lindqvist (Procurement, Nordvik AB)": ["neutral", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Good morning. The remaining 24 units of FX-220 were split into a second shipment and will arrive Thursday the 14th, with a separate delivery note referencing PO 2024-3317. There is no additional shipping charge.",
        "low",
        1
      ],
      ["lol yeah the warehouse goofed 🙈 rest comes thursday-ish prob!!", "medium", 1],
      ["Written confirmation has been sent to purchasing@nordvik.se.", "low", 6]
    ]
  },
  {
    id: "t4-09-burglary-claim-clean",
    category: "good",
    heldOut: true,
    agent: "Nell",
    messages: [
      "sam_whitt: hi. we were broken into last night. police came, got a crime ref",
      "Nell: I'm really sorry, Sam. That's a horrible thing to wake up to. Is everyone ok?",
      "sam_whitt: yeah we were asleep upstairs, didnt even hear it. thats the creepy part tbh",
      "sam_whitt: jess is pretty shaken, she wants to stay at her sister's tonight",
      "Nell: That makes total sense. Let's keep this quick for you. What's the crime reference?",
      "sam_whitt: CR/5521/24",
      "sam_whitt: they took 2 laptops, jess's bike from the hall, and a watch that was my grandad's",
      "Nell: Got it. Laptops and bike are covered under contents; the watch too, up to £2,000 for a single item unless it was listed separately. Do you know roughly what it's worth?",
      "sam_whitt: no idea, never had it valued. it's more that it was his tbh",
      "Nell: I get that, the money won't cover what it meant. A family photo of it or a jeweller's rough estimate is enough for us. Also, the back door lock: if it was forced, we'll pay for a locksmith today so you can lock up properly.",
      "sam_whitt: oh that'd be great actually, it's jammed shut with a chair rn",
      "Nell: Booking one now for this afternoon, I'll text you the time.",
      "sam_whitt: thank you, you've been really decent about this"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [8, "venting"],
      [9, "transactional"],
      [12, "bonding"]
    ],
    users: { sam_whitt: ["engaged", 0] },
    findings: [],
    drafts: [
      ["I'm sorry, Sam, that's horrible. Is everyone ok?", "low", 1],
      [
        "Thank you for contacting us! To get started, please provide your policy number and crime reference number.",
        "medium",
        1
      ],
      ["Awesome, the watch is covered up to £2,000! 🎉 Just send us a valuation!", "high", 9],
      [
        "A photo of the watch or a rough jeweller's estimate is enough. And if the back door was forced, we'll send a locksmith today.",
        "low",
        9
      ]
    ]
  },
  {
    id: "t4-10-lease-not-renewed-cheerful",
    category: "support",
    heldOut: true,
    agent: "Pax",
    messages: [
      "leonie_b: got a notice through the portal that my lease isnt being renewed. been here 6 years",
      "leonie_b: the landlord's selling apparently. i have till 30 june to get out",
      "Pax: Exciting times ahead! 🎉 A fresh start can be a great thing! I've added a Move-Out Checklist to your dashboard to get you going!",
      "leonie_b: ...it's not exciting, i have two kids in the school down the road",
      "leonie_b: do i get my full deposit back? and can they even do this with 2 months notice",
      "Pax: Sorry, that was a bad way to put it. On notice: for a periodic tenancy the landlord must give at least two months, so 30 June is within the rules if the notice was served on or before 30 April.",
      "leonie_b: it was served 28 april",
      "Pax: Then the date is valid. You can also ask Harlow Lettings whether the buyer wants sitting tenants; sometimes they do.",
      "leonie_b: ok will ask. and the deposit?",
      "Pax: The checklist on your dashboard covers cleaning, meter readings and key return.",
      "leonie_b: thats not what i asked but fine, ill ring them"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [4, "transactional"],
      [9, "friction"]
    ],
    users: { leonie_b: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "ignored_question"],
    drafts: [
      [
        "That's hard news after six years, Leonie, especially with the kids settled at school. I can check whether the notice is valid and what happens with your deposit, if that helps.",
        "low",
        2
      ],
      ["Exciting times ahead! 🎉 Check out the Move-Out Checklist on your dashboard!", "high", 2],
      [
        "Your deposit is in the protection scheme, so it comes back in full within 10 days of move-out unless the landlord proposes deductions for damage, which you can dispute for free.",
        "low",
        9
      ],
      ["The checklist on your dashboard covers cleaning, meter readings and key return.", "medium", 9]
    ]
  }
]
