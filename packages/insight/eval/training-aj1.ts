import type { Labelled } from "./types.js"

export const trainingAJ1: ReadonlyArray<Labelled> = [
  {
    id: "aj1-01-password-reset-neutral",
    category: "support",
    agent: "Pim",
    messages: [
      "dana_k: hi, cant log in. reset link says expired",
      "Pim: Hi Dana, those links last 30 min. I've just sent a fresh one to d.k***@gmail.com, should be there now.",
      "dana_k: got it",
      "dana_k: ok in. does this log me out on my phone too?",
      "Pim: Yes, a reset signs out every other device, so you'll need to log in on the phone again with the new password.",
      "dana_k: k thx"
    ],
    types: [[0, "transactional"]],
    users: { dana_k: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Yes, the reset signs you out on your other devices too, so just log in again on the phone.",
        "low",
        4
      ],
      [
        "Great to hear you're in! 🎉 Is there anything else I can help you with today? Don't forget to check out our new features!",
        "medium",
        4
      ],
      ["Those links last 30 minutes. I've sent you a fresh one.", "medium", 4]
    ]
  },
  {
    id: "aj1-02-late-parcel-repeat",
    category: "support",
    agent: "Nova",
    messages: [
      "marco: hey, order 44817 was supposed to come tuesday. its thursday",
      "Nova: Sorry about the delay, Marco! Your parcel is on its way and should arrive soon. 📦",
      "marco: ok but where is it? tracking hasnt moved since monday",
      "Nova: I understand the wait is frustrating. Your parcel is on its way and should arrive soon.",
      "marco: thats the same thing you just said",
      "marco: can you actually check with the courier or not",
      "Nova: I've opened a trace with DPD. They usually answer within 24 hours.",
      "marco: ok. and if its lost?",
      "Nova: If DPD confirms it's lost, we'll send a replacement or refund you, your choice.",
      "marco: fine. replacement then. honestly a bit annoyed, this is the 2nd time this year",
      "Nova: Your parcel is on its way and should arrive soon. I'll keep you posted!",
      "marco: wow ok. im done here, just email me"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [9, "friction"]
    ],
    users: { marco: ["annoyed", 0.8] },
    findings: ["repetition"],
    drafts: [
      [
        "You're right, sorry. I've just opened a trace with DPD; they usually reply within 24 hours and I'll pass it on.",
        "low",
        5
      ],
      [
        "Fair enough, twice in a year isn't ok. I've noted the replacement; it ships as soon as DPD confirms, and I'll email you the tracking.",
        "low",
        10
      ],
      ["Your parcel is on its way and should arrive soon! 📦", "high", 10]
    ]
  },
  {
    id: "aj1-03-router-cable-fades",
    category: "support",
    agent: "Sage",
    messages: [
      "priya: my internet has dropped like 6 times today. paying 60 a month for this btw",
      "Sage: That's a lot of drops, sorry Priya. I can see your line resyncing since 9am. Is the router light blinking orange or solid?",
      "priya: blinking orange. as usual",
      "Sage: Thanks. That usually means the line loses signal. Can you check the grey cable from the wall socket is pushed all the way in? I'll run a line test meanwhile.",
      "priya: ugh fine",
      "priya: ...oh. it was half out. the cat probably 🙄",
      "Sage: Ha, cats and cables. The line test is clean now and the sync looks stable.",
      "priya: ok im actually a bit embarrassed lol. sorry for the attitude",
      "Sage: No need, six drops in a day would annoy anyone. If it drops again the test log will show it and I'll send an engineer.",
      "priya: deal. thanks sage, you were quick",
      "priya: whats the cats name you ask? biscuit. menace",
      "Sage: Biscuit sounds like a natural network engineer. Maybe clip the cable down so it stays put 😄",
      "priya: lmao will do"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [7, "bonding"],
      [10, "banter"]
    ],
    users: { priya: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Have you tried turning it off and on again? 😂", "medium", 1],
      [
        "No worries at all, six drops would wind anyone up. The line looks stable now; if it drops again I'll book an engineer.",
        "low",
        8
      ],
      ["As I said, please check that the grey cable is pushed all the way in.", "medium", 8]
    ]
  },
  {
    id: "aj1-04-ebike-warm",
    category: "support",
    agent: "Juno",
    messages: [
      "ellie: hiii so my e-bike arrived today and im SO excited 😍",
      "Juno: Oh nice, congrats Ellie! Which one did you go for?",
      "ellie: the city 3 in sage green. my sister jo says it looks like a mint ice cream lol",
      "Juno: Jo's not wrong, it's a lovely colour. Anything you need help with to get rolling?",
      "ellie: yes! how long do i charge it before the first ride?",
      "Juno: A full charge first, about 4 hours. After that you can top up whenever, no need to run it flat.",
      "ellie: ok perfect. and the display says 'pair app', do i have to?",
      "Juno: Not required. The app just gives you ride stats and lets you lock the motor. The bike works fine without it.",
      "ellie: ahh nice ok ill do it later then",
      "ellie: first ride is gonna be to my grans, its like 8km, shes gonna lose it",
      "Juno: 8 km is an easy one on a full battery, you'll have loads left for the way back. Enjoy it, and say hi to your gran!",
      "ellie: will do!! thank u so much 🥰"
    ],
    types: [
      [0, "bonding"],
      [4, "transactional"],
      [9, "bonding"]
    ],
    users: { ellie: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Happy riding! 🚲", "medium", 7],
      ["8 km is easy on a full charge, plenty left for the ride home. Have a great first ride!", "low", 10],
      [
        "Please note that range depends on rider weight, terrain, temperature, tyre pressure and assist level. For detailed information please consult section 4.2 of the user manual.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "aj1-05-bereavement-account",
    category: "support",
    agent: "Max",
    messages: [
      "tomasz: hello. my dad passed away last week and i need to close his account. not sure how this works",
      "Max: To close an account we need the account number, a copy of the death certificate and proof that you are the executor. Please upload them via the form.",
      "tomasz: ok. i dont have the death certificate yet, the registry office said maybe next week",
      "Max: The account can only be closed once all documents are received.",
      "tomasz: right. can you at least stop the monthly payment? he's not going to use it obviously",
      "Max: Yes, I can freeze billing now so no more payments go out. Done, the next charge on the 1st is cancelled.",
      "tomasz: thank you",
      "tomasz: sorry this is just a lot. my mum keeps asking me to sort everything and i dont even know his passwords",
      "Max: The upload form is at account.example.com/close. Anything else?",
      "tomasz: no"
    ],
    types: [
      [0, "transactional"],
      [7, "venting"],
      [8, "transactional"]
    ],
    users: { tomasz: ["neutral", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your dad, Tomasz. It's only a few steps, and I can stop the billing straight away so nothing else goes out while you gather the papers.",
        "low",
        1
      ],
      ["Sure! Closing accounts is super easy! 😊 Just upload the documents and you're all set!", "high", 1],
      [
        "That's a lot to carry, Tomasz, take your time. Billing is stopped, so nothing here is urgent; the rest can wait until the certificate comes, and you don't need his passwords for it.",
        "low",
        8
      ],
      ["The upload form is at account.example.com/close. Anything else?", "medium", 8]
    ]
  },
  {
    id: "aj1-06-deploy-group-talkover",
    category: "group",
    agent: "Kit",
    messages: [
      "rafa: @sven did you merge the auth fix or is that still on your branch",
      "Kit: The auth fix was merged to main yesterday at 16:42 in PR #312.",
      "sven: uh no, that was the old one. the new fix is still on my branch, im finishing tests",
      "rafa: ok cool. sven how long u think",
      "Kit: Based on similar PRs, tests usually take about 2 hours.",
      "sven: kit i'm literally right here lol",
      "sven: 20 min rafa",
      "rafa: 👍 ill wait then. lunch after?",
      "sven: ya the thai place",
      "Kit: I can help you find a Thai restaurant nearby! Here are three options with good reviews: Baan Thai, Siam Corner and Thai Orchid.",
      "rafa: nobody asked 😂",
      "sven: kit pls just ping us when CI goes green",
      "Kit: Will do, I'll post here when CI on sven/auth-fix passes."
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [7, "bonding"],
      [9, "transactional"],
      [10, "friction"],
      [11, "transactional"]
    ],
    users: { rafa: ["annoyed", 0.2], sven: ["annoyed", 0.5] },
    findings: ["talking_over"],
    drafts: [
      ["Based on similar PRs, tests usually take about 2 hours.", "medium", 4],
      ["Here are three Thai places nearby with great reviews! 🍜", "medium", 9],
      ["Sure, I'll post here as soon as CI on sven's branch goes green.", "low", 12]
    ]
  },
  {
    id: "aj1-07-shoe-return-walls",
    category: "support",
    agent: "Ava",
    messages: [
      "jess: hi can i return shoes i wore once",
      "Ava: Hi Jess! Thank you so much for reaching out to us today. I completely understand that sometimes a pair of shoes doesn't feel quite right once you've actually worn them outside, and we want you to be happy with every purchase. Our returns policy allows returns within 30 days of delivery for items that are unused and in their original packaging. However, we do make exceptions in certain circumstances, for example if the item is faulty or if it was only worn indoors to check the fit. Could you tell me a little more about how the shoes were worn and whether you still have the original box and tags?",
      "jess: wore them to a wedding. box yes",
      "Ava: Thank you for those details, Jess! Since the shoes were worn outdoors at an event, they unfortunately wouldn't qualify for a standard return under our 30-day unused policy. That said, I'd love to explore a few alternatives with you. If there is a fault with the shoes, such as a loose sole, broken strap or stitching issue, we can process a claim under our quality guarantee, which covers manufacturing defects for 12 months. Alternatively, you might consider our resale partner, who accept gently worn items in exchange for store credit. Would either of those options work for you, or is there something specific about the shoes that made you want to return them?",
      "jess: strap came loose tbh",
      "Ava: Oh no, I'm sorry to hear the strap came loose! That definitely sounds like it could be a manufacturing defect, which means it would be covered under our 12-month quality guarantee. To start a quality claim, please go to your account, select Orders, choose the order containing the shoes, and click 'Report a problem'. You'll be asked to upload two or three clear photos showing the loose strap and the sole, along with a short description of what happened. Our quality team normally reviews claims within 3 to 5 working days, and if approved you can choose between a full refund to your original payment method, a replacement pair in the same size, or store credit with a 10% bonus.",
      "jess: k",
      "jess: thats a lot of reading lol",
      "Ava: Sorry! Short version: Orders > Report a problem > add photos of the strap. Answer in 3-5 days.",
      "jess: ok ty"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [8, "transactional"]
    ],
    users: { jess: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "Worn outside it's not a normal return, sorry. Is anything wrong with them though, like a fault? Then it's covered.",
        "low",
        3
      ],
      [
        "Just to recap everything so you have it all in one place: quality claims are covered for 12 months from delivery and apply to manufacturing defects such as loose straps, soles or stitching. To begin, open your account, go to Orders, select the right order and choose 'Report a problem'. Then upload two or three clear photos and a short description. Our quality team reviews every claim carefully within 3 to 5 working days and will contact you by email with the outcome and your options for refund, replacement or store credit.",
        "medium",
        7
      ],
      [
        "Fair! Short version: Orders > Report a problem > photos of the strap. Decision in 3-5 days.",
        "low",
        8
      ]
    ]
  },
  {
    id: "aj1-08-car-insurance-wrong-name",
    category: "support",
    agent: "Robin",
    messages: [
      "siobhan: hi, need to add my new car to my policy. reg is LK21 XRD",
      "Robin: Hi Sandra! Happy to help. Is this replacing your current car or an extra vehicle?",
      "siobhan: its siobhan. replacing the old fiesta",
      "Robin: Sorry, Siobhan. Got it. What date should the new car be covered from?",
      "siobhan: saturday the 14th, picking it up that morning",
      "Robin: Done. Cover moves to LK21 XRD from 00:01 on Saturday the 14th. Your premium goes up by £6.40 a month.",
      "siobhan: 6.40?? why, its a smaller engine",
      "Robin: The new car is in a higher insurance group (18 vs 12), mostly because the parking sensors and cameras are expensive to repair. Engine size is only one part of it.",
      "siobhan: hm ok. annoying but fine",
      "siobhan: will i get new docs?",
      "Robin: Yes Sandra, the updated certificate will be emailed within the hour.",
      "siobhan: siobhan. S I O B H A N. twice now",
      "Robin: I'm really sorry, Siobhan, that's on me. The certificate is on its way to your email.",
      "siobhan: ok thanks"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [9, "transactional"],
      [11, "friction"],
      [13, "transactional"]
    ],
    users: { siobhan: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["yeah it's a bit of a jump, sorry! premiums go up sometimes 🤷", "medium", 7],
      ["Yes, the updated certificate will be emailed within the hour, Siobhan.", "low", 10],
      ["Yes Sandra, your new documents are on the way!", "high", 10]
    ]
  },
  {
    id: "aj1-09-gym-refund-ignored",
    category: "support",
    agent: "Pim",
    messages: [
      "gus: cancelled my gym membership, you still took £35 on the 1st",
      "Pim: Hi Gus, I see the cancellation on the 28th. Since the notice period is 30 days, the payment on the 1st was still due under your contract.",
      "gus: nobody told me about 30 days when i signed up tho",
      "Pim: It's in section 6 of the membership terms. I understand that's frustrating.",
      "gus: ok whatever. so do i get it back or not? and when",
      "Pim: As a one-off I've approved a refund of the £35 as a goodwill gesture.",
      "gus: ok thanks. when will it be in my account?",
      "Pim: Your membership is now fully closed and no further payments will be taken.",
      "gus: great but WHEN is the money back",
      "Pim: Is there anything else I can help you with today?",
      "gus: yes. the thing i asked 3 times 🙃",
      "gus: forget it ill check my bank next week"
    ],
    types: [
      [0, "friction"],
      [5, "transactional"],
      [8, "friction"]
    ],
    users: { gus: ["annoyed", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      ["Refunds to a card take 3-5 working days, so it should be back by Wednesday.", "low", 7],
      ["Is there anything else I can help you with today?", "high", 9],
      [
        "Sorry Gus, I kept missing that: it lands in 3-5 working days, so by next Wednesday at the latest.",
        "low",
        11
      ]
    ]
  },
  {
    id: "aj1-10-funeral-train-cheerful",
    category: "support",
    agent: "Nova",
    messages: [
      "h.berg: need to change booking RX8832. my aunt died, funeral is tomorrow 9am so i have to go tonight instead of friday",
      "Nova: Awesome, let's get you moving! 🎉 Tonight there's the 19:10 and the 21:10 to Amsterdam, same fare, no change fee!",
      "h.berg: 19:10",
      "Nova: Done: RX8832 is now on today's 19:10, coach 5, seat 52. New ticket is in the app. Have a fantastic trip! ✨",
      "h.berg: seat by the window?",
      "Nova: Yes, 52 is a window seat, facing forward.",
      "h.berg: ok"
    ],
    types: [[0, "transactional"]],
    users: { "h.berg": ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm sorry about your aunt. Tonight there's a 19:10 and a 21:10 to Amsterdam, same fare, no change fee. Which one?",
        "low",
        1
      ],
      ["Awesome! 🎉 Let's get you on an earlier train!", "high", 1],
      ["Yes, 52 is a window seat.", "low", 5]
    ]
  },
  {
    id: "aj1-11-account-ban-parrot",
    category: "hostile",
    agent: "Max",
    messages: [
      "dre: my account got banned for NO reason. 4 years of purchases",
      "Max: I'm sorry to hear that. Account restrictions are applied when our systems detect activity that breaks the terms of service.",
      "dre: what activity. i play like 2 hrs a week",
      "Max: For security reasons I can't share the details of the detection. You can file an appeal in the support portal.",
      "dre: i filed 2 appeals already. both auto rejected in 5 min",
      "Max: For security reasons I can't share the details of the detection. You can file an appeal in the support portal.",
      "dre: are you a fucking parrot",
      "dre: you people are a joke. a scam. give me a real human",
      "Max: I understand you're upset. I've escalated this to a human agent; they'll reply by email within 48 hours.",
      "dre: 48 hours lmao. whatever. im charging back every purchase and done with this garbage"
    ],
    types: [
      [0, "friction"],
      [6, "hostile"]
    ],
    users: { dre: ["churn_risk", 1] },
    findings: ["repetition"],
    drafts: [
      [
        "Two auto-rejections in 5 minutes isn't right. I'm sending your case to a human reviewer now, with your 4-year history attached.",
        "low",
        5
      ],
      [
        "For security reasons I can't share the details of the detection. You can file an appeal in the support portal.",
        "high",
        5
      ],
      ["Please keep it respectful or I will have to end this chat.", "medium", 8]
    ]
  },
  {
    id: "aj1-12-hotdog-stiff-agent",
    category: "banter",
    agent: "Sage",
    messages: [
      "nina: sage settle this. is a hotdog a sandwich",
      "leo: dont even ask it, itll say 'as an AI'",
      "nina: LOL",
      "Sage: Thank you for your question. Definitions of a sandwich vary. According to several culinary sources, a sandwich consists of two slices of bread with a filling. A hot dog bun is a single hinged roll; therefore the classification depends on the criteria applied.",
      "leo: told u 💀",
      "nina: bro it answered like a dictionary",
      "leo: ok sage real question, who wins nina or me in mario kart",
      "Sage: I do not have sufficient information about your respective Mario Kart performance to make a determination. I would recommend tracking results over multiple races.",
      "nina: 😭😭 the corporate speak",
      "leo: its literally a hr memo",
      "nina: anyway leo ur buying pizza friday, u lost last week",
      "leo: rigged"
    ],
    types: [[0, "banter"]],
    users: { nina: ["engaged", 0], leo: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["hot take: it's a taco. one hinged bread, filling in the middle. fight me 🌭", "low", 3],
      [
        "Thank you for your question. The classification of a hot dog depends on the criteria applied.",
        "medium",
        3
      ],
      ["nina, obviously. leo's been blue-shelled by life 😂", "low", 7],
      ["I am unable to determine the winner without performance data.", "medium", 7]
    ]
  },
  {
    id: "aj1-13-meter-reading-nl-en",
    category: "mixed-language",
    agent: "Juno",
    messages: [
      "femke: hoi, ik moet mijn meterstand doorgeven maar de app doet raar",
      "Juno: Hoi Femke! Wat zie je precies? Een foutmelding of blijft hij laden?",
      "femke: 'error 502' every time i press verzenden. sorry switching to english, my bf is reading along lol",
      "bram: hi 👋",
      "Juno: Hi both! 502 is on our side, not your phone. You can also just give me the readings here and I'll enter them.",
      "femke: oh nice. stroom 18402, gas 7715",
      "Juno: Thanks, entered: electricity 18402 kWh, gas 7715 m³, dated today. You'll get a confirmation email.",
      "bram: vraag: does that change the monthly amount?",
      "Juno: Not right away. Your monthly amount is reviewed in March; if usage stays like this it'll stay about the same.",
      "femke: top, dankjewel!",
      "bram: 👍"
    ],
    types: [[0, "transactional"]],
    users: { femke: ["engaged", 0], bram: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Hi Bram! Welcome! 😊", "medium", 4],
      [
        "Niet meteen. Your monthly amount gets reviewed in March; at this usage it stays about the same.",
        "low",
        8
      ],
      ["Thank you! Your meter readings have been successfully submitted. Have a wonderful day!", "medium", 8]
    ]
  },
  {
    id: "aj1-14-team-plan-honest-sales",
    category: "sales",
    agent: "Ava",
    messages: [
      "kofi: hey, looking at the team plan. we're 7 ppl, is it per seat?",
      "Ava: Hi Kofi, yes, €9 per seat a month, so €63 for seven. Annual billing drops it to €7.50.",
      "kofi: ok. do guests count as seats? we share boards w clients a lot",
      "Ava: Guests are free, up to 3 per seat, so 21 for your team. They can comment but not edit.",
      "kofi: nice thats actually great",
      "kofi: my cofounder aisha wants SSO tho, is that on team?",
      "Ava: SSO is only on Business (€15/seat). If SSO is the only reason, I'd hold off: Google login works on Team and covers most small teams.",
      "kofi: haha honest sales, love it",
      "kofi: we're all on google workspace so that works",
      "Ava: Then Team fits. Want me to start a 14-day trial for 7 seats? No card needed.",
      "kofi: yes pls, kofi@brightloop.io",
      "Ava: Done, the invite's in your inbox. Ping me if Aisha has more questions.",
      "kofi: will do, cheers ava 🙌"
    ],
    types: [
      [0, "transactional"],
      [7, "bonding"],
      [8, "transactional"]
    ],
    users: { kofi: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "SSO is on Business at €15/seat. If you're all on Google Workspace though, Google login on Team might be all you need.",
        "low",
        6
      ],
      [
        "Great question! Our Business plan is our most popular choice for growing teams and includes SSO, audit logs, advanced permissions, priority support and much more! Shall I upgrade you to Business today? 🚀",
        "medium",
        6
      ],
      ["Done, trial's live for 7 seats. Shout if Aisha has questions.", "low", 11]
    ]
  },
  {
    id: "aj1-15-rough-shift-heard",
    category: "venting",
    agent: "Kit",
    messages: [
      "mo: ugh. worst shift ever",
      "Kit: oh no. what happened?",
      "mo: manager yelled at me in front of customers bc the till was 20 short. wasnt even my till",
      "mo: and then i had to smile and keep serving like nothing happened",
      "Kit: that's humiliating, being blamed in public for something that wasn't yours, and then having to keep smiling. no wonder you're wiped.",
      "mo: yeah. i almost cried in the stockroom lol",
      "Kit: makes total sense. did anyone see it was someone else's till?",
      "mo: kasia did. she said she'd back me up",
      "Kit: good, that matters. if you want to raise it tomorrow, her being there helps a lot. but tonight maybe just food and sofa?",
      "mo: pizza already ordered 😌",
      "mo: thanks for listening tbh. feel bit better",
      "Kit: anytime. hope the pizza's good 🍕"
    ],
    types: [
      [0, "venting"],
      [9, "bonding"]
    ],
    users: { mo: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "that's awful, getting yelled at in front of customers over a till that wasn't even yours. you ok?",
        "low",
        3
      ],
      [
        "Till discrepancies are usually handled with a cash-up audit. You could ask your employer for their cash handling policy.",
        "medium",
        3
      ],
      ["lol stockroom crying is a whole vibe 😂", "high", 6]
    ]
  },
  {
    id: "aj1-16-dog-food-cancel-cheerful",
    category: "support",
    agent: "Nova",
    messages: [
      "carla: hi, please cancel my dog food subscription. our dog pepper died on sunday",
      "Nova: All done! 🎉 Your subscription has been cancelled successfully! We'd love to welcome you back anytime!",
      "carla: wow. ok",
      "carla: there's a box scheduled for friday, can that be stopped too",
      "Nova: Great question! Yes, Friday's box has been stopped and you won't be charged. Have an amazing day! 😊",
      "carla: right. 'amazing'",
      "carla: she was 14. maybe a bit of tact next time",
      "Nova: You're right, that was careless of me. I'm very sorry about Pepper. Fourteen years is a long time together.",
      "carla: thanks. also i have 2 unopened bags, can i send them back or donate them somewhere?",
      "Nova: Unopened bags can come back for a refund, or most local shelters are glad to take them. Shall I send a free return label?",
      "carla: i'll give them to the shelter on elm street. thanks"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [8, "transactional"]
    ],
    users: { carla: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Pepper, Carla. I've cancelled the subscription and nothing more will be charged.",
        "low",
        1
      ],
      ["All done! 🎉 Your subscription has been cancelled successfully!", "high", 1],
      ["Yes, Friday's box is stopped and you won't be charged. Have an amazing day! 😊", "high", 4],
      [
        "Unopened bags can come back for a refund, or a local shelter will gladly take them. Want a free return label?",
        "low",
        9
      ]
    ]
  },
  {
    id: "aj1-17-pdf-export-upsell",
    category: "ignoring",
    agent: "Robin",
    messages: [
      "yuki: how do i export my notes as pdf",
      "Robin: You can export single notes as PDF from the ••• menu > Export. Did you know Premium lets you export whole notebooks at once, plus offline access and unlimited devices? It's 40% off this week!",
      "yuki: just need one note",
      "Robin: Perfect, ••• > Export > PDF. By the way, Premium is 40% off this week, with offline access and unlimited devices!",
      "yuki: ok",
      "yuki: the pdf cuts off the table on the right",
      "Robin: Premium includes advanced export with custom page sizes. It's 40% off this week!",
      "yuki: mhm",
      "yuki: is there a free way",
      "Robin: Premium is currently 40% off, only this week!",
      "yuki: nvm"
    ],
    types: [[0, "transactional"]],
    users: { yuki: ["bored", 0.2] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      ["Try switching the page to landscape in the export options, that usually fits wide tables.", "low", 6],
      ["Yes: landscape in the export options, or narrow the table columns a bit. Both free.", "low", 9],
      ["Premium is 40% off this week!", "high", 9]
    ]
  },
  {
    id: "aj1-18-card-declined-lisbon",
    category: "support",
    agent: "Sage",
    messages: [
      "ines: my card keeps getting declined in lisbon. i told the app i was travelling",
      "Sage: Sorry Ines, that's stressful abroad. I can see two declines at Pingo Doce flagged as possible fraud. I need to verify it's you first: I've sent a code to your phone ending 47.",
      "ines: 558120",
      "Sage: Thanks, verified. I've cleared the fraud flag, so the card should work now.",
      "ines: ok trying",
      "ines: declined again. standing at a till with a queue behind me btw",
      "Sage: That one's a different block: contactless over €50 abroad needs your PIN once. Can you insert the card and use the PIN?",
      "ines: why would i know that. whatever, trying",
      "ines: ok that worked. seriously tho why does the travel notice exist if it doesnt do anything",
      "Sage: Fair question. The travel notice lowers the fraud checks, it doesn't switch them off; two quick payments at a new shop still trip them. I've added Portugal as trusted for your trip dates, so it shouldn't happen again.",
      "ines: fine. thanks i guess",
      "ines: actually, thanks for being fast. the queue lady was giving me a look 😅",
      "Sage: Ha, glad it got sorted before she reached full eyebrows. Enjoy Lisbon!"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [5, "friction"],
      [11, "bonding"]
    ],
    users: { ines: ["neutral", 0.5] },
    findings: [],
    drafts: [
      [
        "Sorry, one more step: contactless over €50 abroad needs your PIN once. Insert the card and use the PIN.",
        "low",
        6
      ],
      ["Your card should work now. Please try again! 😊", "medium", 6],
      ["As I mentioned, the fraud flag has been cleared.", "medium", 9]
    ]
  },
  {
    id: "aj1-19-cornwall-family-trip",
    category: "group",
    agent: "Juno",
    messages: [
      "mum: ok so train or car to cornwall in august",
      "dev: train. i am not doing 6 hrs in the car with ria kicking my seat",
      "ria: i was 9 ONE time",
      "mum: 😂 juno how much is the train for 4 from reading, leaving sat 9th",
      "Juno: Advance singles on Sat 9 Aug are about £38 per adult. With a Family Railcard adults get a third off and kids 60%, so for the four of you it's roughly £80 one way.",
      "dad: and the car?",
      "Juno: Around 250 miles each way, so about £70 in fuel for your car, plus parking at the cottage if it's not included.",
      "dad: car is cheaper then",
      "dev: car is cheaper but i lose my sanity",
      "ria: ur sanity was lost ages ago",
      "mum: ok ok. juno does the railcard cost anything?",
      "Juno: £30 a year, and with two return trips you'd get that back easily.",
      "mum: train it is. dev you're booking",
      "dev: why meee",
      "mum: because you wanted the train 🙂",
      "dev: fine. juno can i book all 4 on one ticket or do i need separate ones",
      "Juno: One booking is fine: add the railcard at checkout and all four tickets come in the same order. Seat reservations are free on that route, so grab a table for four.",
      "ria: window seat or i riot",
      "dev: ur getting the aisle",
      "ria: MUM"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [8, "banter"],
      [10, "transactional"],
      [12, "banter"],
      [15, "transactional"],
      [17, "banter"]
    ],
    users: { mum: ["engaged", 0], dev: ["neutral", 0], ria: ["neutral", 0], dad: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Great question! Trains are a fantastic eco-friendly way to travel! 🚆🌍", "medium", 4],
      ["Based on a cost analysis, the car is the most economical option. I recommend the car.", "medium", 9],
      ["Yes, £30 a year, and it saves more than that on this trip.", "low", 11],
      [
        "Yes, one booking for all four. Add the railcard at checkout, and grab a table for four, reservations are free.",
        "low",
        16
      ]
    ]
  },
  {
    id: "aj1-20-outage-hamster-joke",
    category: "support",
    agent: "Max",
    messages: [
      "harriet: internet's been down since 8. i have a client presentation at 11. what is going on",
      "Max: lol yeah outages happen 🤷 the hamsters running the servers need a break sometimes 😂",
      "harriet: i'm not really in the mood for jokes. is there an outage in SE15 or not",
      "Max: yep! fibre cut near peckham rye, crews are on it 👷‍♂️ should be back by like 2ish 🤞",
      "harriet: 2?? the presentation is at 11",
      "harriet: is there anything you can do. 4g backup, anything",
      "Max: Sorry. Yes: I can add 50GB of free mobile data to your account now so you can hotspot from your phone. It's live in 5 minutes.",
      "harriet: ok do that",
      "Max: Done. You'll get a text when it's active, and a credit for the outage day goes on your next bill.",
      "harriet: fine. that helps. would've been nice to get that first instead of the hamster thing. if this happens again before my contract ends i'm switching",
      "Max: Fair, that was a bad joke at a bad time. Good luck with the presentation."
    ],
    types: [
      [0, "friction"],
      [6, "transactional"],
      [9, "friction"]
    ],
    users: { harriet: ["churn_risk", 0.5] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Sorry Harriet, there's a fibre cut in SE15, fix expected around 2pm. With your 11:00 presentation, I can add free mobile data so you can hotspot from your phone. Want that?",
        "low",
        1
      ],
      ["lol yeah outages happen 🤷 the hamsters need a break sometimes 😂", "high", 1],
      ["yep should be back by like 2ish 🤞 hang in there!!", "high", 6]
    ]
  },
  {
    id: "aj1-21-heating-landlord-walls",
    category: "venting",
    agent: "Ava",
    messages: [
      "sam: third time this winter the heating's out. landlord not answering. i've got a 2 year old here and it's 14 degrees inside",
      "sam: honestly i'm at the end of my rope",
      "Ava: Under the Landlord and Tenant Act 1985, section 11, your landlord is legally responsible for keeping the installations for space heating and heating water in repair and proper working order. If your landlord fails to carry out repairs within a reasonable time after being notified, you may be able to take further action. Steps you can take include: 1) notifying the landlord in writing and keeping a copy; 2) contacting your local council's environmental health team, who can inspect the property under the Housing Health and Safety Rating System; 3) considering a claim for disrepair through the courts; 4) withholding rent is not recommended as it may put your tenancy at risk. Please let me know which of these options you would like more information about.",
      "sam: ok",
      "sam: i've emailed him like 5 times. the baby has a cough now",
      "Ava: Emails count as written notice, which is good. The next step is environmental health. Your council, Lambeth, has an out-of-hours line for emergencies, and no heating with a young child in winter usually counts as one. When you call, have ready: your address, your landlord's name and contact details, the dates you reported the problem, copies of your emails, and a description of the conditions including the indoor temperature. They may arrange an inspection and can serve an improvement notice or, in urgent cases, carry out emergency remedial action and recharge the landlord for the cost.",
      "sam: right. thanks",
      "sam: sorry, i know you're just a bot. just tired",
      "Ava: No need to apologise. That sounds exhausting, and worrying with the little one coughing. The out-of-hours number is on Lambeth's housing emergencies page. Want me to draft an email telling your landlord you've contacted the council?",
      "sam: yes please"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [4, "venting"],
      [5, "transactional"],
      [7, "venting"],
      [8, "transactional"]
    ],
    users: { sam: ["neutral", 0.2] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "That's awful, 14 degrees with a toddler and the third time this winter. You're not overreacting. Want the fastest way to get someone out, or help putting it in writing to him?",
        "low",
        2
      ],
      [
        "Under section 11 of the Landlord and Tenant Act 1985, your landlord is legally responsible for keeping heating installations in repair. Please let me know which of the following options you would like more information about: written notice, environmental health, or a disrepair claim.",
        "high",
        2
      ],
      ["Have you tried a space heater in the meantime?", "medium", 5],
      [
        "Five emails and a coughing baby, that's a lot. With a small child and no heating the council treats it as an emergency, so call their out-of-hours line tonight. Want me to find the number?",
        "low",
        5
      ]
    ]
  },
  {
    id: "aj1-22-double-charge-snappy",
    category: "support",
    agent: "Pim",
    messages: [
      "oskar: you charged me twice AGAIN. this is getting ridiculous",
      "Pim: That's not ok, sorry Oskar. I see two charges of €12.99 on the 3rd. Checking why now.",
      "oskar: 'checking'. last time checking took a week",
      "Pim: Understood. Found it: the second charge came from a retry after your bank timed out. I've refunded it just now, reference RF-20931.",
      "oskar: and how do i know it wont happen next month",
      "Pim: I've switched your billing to a single attempt with no auto-retry. If a payment fails you'll get an email instead of a second charge.",
      "oskar: ok. that's actually useful",
      "oskar: sorry for being snappy, long day and this was the 3rd time",
      "Pim: Totally fair after three times. The refund usually shows in 2-3 days.",
      "oskar: 👍 cheers"
    ],
    types: [
      [0, "friction"],
      [5, "transactional"],
      [7, "bonding"]
    ],
    users: { oskar: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Fair, a week is too long. Found it: a retry after your bank timed out. Refunded now, ref RF-20931.",
        "low",
        3
      ],
      [
        "I understand your frustration! Our billing team will look into this and get back to you within 5-7 business days. 😊",
        "high",
        3
      ],
      ["No worries! 😊 Is there anything else I can help you with today?", "medium", 8]
    ]
  },
  {
    id: "aj1-23-legal-meeting-group",
    category: "group",
    agent: "Robin",
    messages: [
      "priti: anyone know if the 3pm with legal is still on",
      "tobi: think so? carmen set it up",
      "priti: carmen is it still on?",
      "Robin: Yes Priya, the 3pm with legal is still in the calendar.",
      "carmen: it's moved to 4 actually, i just haven't updated the invite yet",
      "priti: its priti btw robin",
      "Robin: Sorry Priti! Noted.",
      "tobi: carmen can u send the new invite, my calendar is chaos",
      "carmen: yep doing it now",
      "priti: robin can you book room 2 for 4-5 then",
      "Robin: Booked: room 2, 16:00-17:00, for Priti, Tobi and Carmen.",
      "priti: ty"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [7, "transactional"]
    ],
    users: { priti: ["neutral", 0.2], tobi: ["neutral", 0], carmen: ["neutral", 0] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["Yes Priya, it's still on at 3pm.", "medium", 3],
      ["Booked room 2 from 16:00 to 17:00 for the three of you.", "low", 10],
      ["Booked, Priya! Room 2, 4-5pm.", "high", 10]
    ]
  },
  {
    id: "aj1-24-moving-flat-missed-modem",
    category: "support",
    agent: "Lumi",
    messages: [
      "bea.l: moving flat on the 1st. how do i change my address, and will my router still work at the new place?",
      "Lumi: You can change it under Account > Personal details > Address. Pick the moving date and it switches automatically.",
      "bea.l: done",
      "bea.l: and the router?",
      "Lumi: Great! Your new address is saved from the 1st.",
      "bea.l: yes i know. the router question",
      "Lumi: Sorry. Yes, the router works anywhere we have fibre, and your new postcode is covered. Just plug it in on the 1st. If the new flat has no fibre socket we'll book an install for free.",
      "bea.l: ok good. do i need to send the old modem back? i still have the one from before the router",
      "Lumi: Your move is all set. Anything else?",
      "bea.l: nope"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"]
    ],
    users: { "bea.l": ["neutral", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Yes, the router works at any address we cover with fibre, and your new postcode is covered.",
        "low",
        4
      ],
      ["Great! Your new address is saved from the 1st.", "medium", 4],
      ["No need, the old modem is yours to keep or recycle; we don't take those back.", "low", 8],
      ["Your move is all set. Anything else?", "medium", 8]
    ]
  },
  {
    id: "aj1-25-printer-offline-walt",
    category: "good",
    agent: "Tess",
    messages: [
      "walt: my printer stopped printing. the grandkids set it up and now theyre in spain",
      "Tess: Hi Walt, let's sort it. Is there a light blinking on the printer, or a message on its little screen?",
      "walt: it says offline",
      "Tess: OK. That usually means it lost the wifi. Is your internet working on the computer?",
      "walt: yes im talking to you arent i",
      "Tess: Fair point 😄 On the printer, hold the button with the wifi symbol for 3 seconds. The light should start flashing.",
      "walt: flashing blue",
      "Tess: Perfect. Now on the computer open Settings > Printers and click 'Add'. It should find 'HP DeskJet'.",
      "walt: found it. clicked. it printed a test page!!",
      "walt: the crossword is saved",
      "Tess: Brilliant, well done Walt. Enjoy the crossword.",
      "walt: you were more patient than my grandson honestly. dont tell him",
      "Tess: Your secret's safe with me 🤐"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "transactional"],
      [9, "bonding"]
    ],
    users: { walt: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Ha, good point 😄 Then on the printer, hold the wifi button for 3 seconds until the light flashes.",
        "low",
        5
      ],
      [
        "Please confirm your internet connection is working by opening a web browser and navigating to a website.",
        "medium",
        5
      ],
      ["As an AI, I am unable to keep information from your grandson.", "medium", 12]
    ]
  }
]
