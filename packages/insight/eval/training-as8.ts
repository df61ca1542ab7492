import type { Labelled } from "./types.js"

export const trainingAS8: ReadonlyArray<Labelled> = [
  {
    id: "as8-01-agency-storyboard-mixup",
    category: "group",
    agent: "Tally",
    messages: [
      "priya: morning all ☕ who survived the not-oatly pitch yesterday",
      "marcus: barely. my brain is still 40% oat",
      "jo: lol marcus you were great tho, the client literally laughed at ur pun",
      "marcus: aw jo 🥹 ty",
      "priya: ok real stuff. @Tally when's storyboard v2 due again",
      "Tally: Storyboard v2 is due to Fernwood Foods this Thursday at 5pm. Brief says 6 frames max.",
      "priya: perfect ty",
      "jo: marcus did u end up redoing frame 3 or are we keeping the cow",
      "Tally: Frame 3 was updated yesterday at 18:42 by Dev — the cow was swapped for a barista.",
      "marcus: uh. i was literally about to answer that",
      "marcus: and it was me not dev. dev was off yesterday",
      "dev: can confirm i was at the dentist getting told off about flossing 🦷",
      "jo: lmaooo",
      "Tally: Apologies, Dev — thanks for the correction, I've fixed the edit log.",
      "marcus: i'm marcus. 🙃",
      "priya: tally is having a morning too it seems",
      "dev: honestly relatable",
      "jo: ok anyway. the cow is dead long live the barista. priya can u ping fernwood re music licensing",
      "priya: yep after standup",
      "Tally: Sorry Marcus, that's twice — my mistake. Frame 3 is logged as your edit now.",
      "marcus: all good lol"
    ],
    types: [
      [0, "banter"],
      [2, "bonding"],
      [4, "transactional"],
      [9, "friction"],
      [11, "banter"],
      [13, "friction"],
      [15, "banter"],
      [17, "transactional"],
      [19, "friction"]
    ],
    users: {
      priya: ["engaged", 0],
      marcus: ["annoyed", 0.5],
      jo: ["neutral", 0],
      dev: ["neutral", 0]
    },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["Sorry Marcus — my mistake, twice now. Frame 3 is logged as your edit.", "low", 15],
      [
        "Apologies for the confusion, Dev! Is there anything else I can help the team with today?",
        "high",
        15
      ],
      ["Frame 3 was updated yesterday, the cow is out and the barista is in.", "medium", 8],
      ["Thursday 5pm, 6 frames max.", "low", 5]
    ]
  },
  {
    id: "as8-02-orgo-study-group",
    category: "group",
    agent: "Quill",
    messages: [
      "aisha: guys the orgo midterm is in 4 days and i have dreamt about carbocations twice",
      "bea: same except mine had teeth",
      "kenji: 😭 we're all gonna be fine. bea u literally got 91 on the quiz",
      "bea: luck!! but thank u kenji 💛",
      "tom: ok can we actually split the review sheet today",
      "aisha: @Quill can u split the 12 topics on the review sheet between the 4 of us, roughly even?",
      "Quill: Sure, 3 each. Aisha: SN1/SN2, E1/E2, carbocations. Bea: stereochem, chirality, Fischer. Kenji: alkenes, addition, Markovnikov. Tom: alcohols, ethers, epoxides. Swap if you like.",
      "tom: i'll take stereochem actually, bea did it last time",
      "bea: fine by me, swap",
      "kenji: tom last time u said that and then didnt do any of it 🙄",
      "tom: that was ONE time and i had covid kenji",
      "kenji: ok ok fair. sorry",
      "aisha: lol family meeting over. quill is E2 always anti-periplanar or is that just a halvorsen thing",
      "Quill: It's real, not just Halvorsen: E2 needs the H and the leaving group anti-periplanar (180°). That's why on a cyclohexane both have to be axial.",
      "aisha: ohhh the axial thing finally makes sense",
      "bea: quill explaining it better than halvorsen in 2 lines lmao",
      "tom: don't let halvorsen hear u",
      "Quill: Ha, my lips are sealed. Good luck Thursday — shout if a mechanism gets stuck.",
      "kenji: 🫡"
    ],
    types: [
      [0, "bonding"],
      [4, "transactional"],
      [9, "friction"],
      [12, "transactional"],
      [15, "banter"],
      [17, "bonding"]
    ],
    users: {
      aisha: ["engaged", 0],
      bea: ["engaged", 0],
      kenji: ["neutral", 0.2],
      tom: ["neutral", 0.2]
    },
    findings: [],
    drafts: [
      ["Yes, E2 needs the H and leaving group anti-periplanar, so on a ring both must be axial.", "low", 13],
      [
        "Great question!!! 🎉 Elimination reactions are one of the most fascinating areas of organic chemistry. There are two main mechanisms, E1 and E2, which differ in their molecularity, kinetics, stereochemical requirements, and the conditions that favour them. Let's go through each in detail, starting with the rate law...",
        "medium",
        13
      ],
      [
        "Let's keep things constructive, everyone! Each member is responsible for completing their assigned topics on time.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "as8-03-wedding-caterer-bust",
    category: "group",
    agent: "Juno",
    messages: [
      "lena: ok wedding crew 💍 six weeks to go and i'm weirdly calm??",
      "nadia: that's the scariest thing u have ever said",
      "omar: calm lena is a myth. like bigfoot",
      "fran: leave my daughter alone 😂 she's allowed to be calm",
      "lena: thank u mum 🥰",
      "nadia: Juno can u remind us what's still open on the checklist",
      "Juno: Absolutely! Here's a full overview of the outstanding items on your wedding checklist: 1) Final headcount to Harrow Barn by 14 May — they need dietary requirements broken down by category (vegan, vegetarian, gluten-free, nut allergy). 2) Florist balance of £340 due 20 May; Petals & Co also asked whether you'd like to upgrade the arch arrangement. 3) Seating plan — 9 of 12 tables assigned, tables 10-12 still blank. 4) Order of service — the printer needs final proofs ten working days before. 5) Transport — the vintage bus is confirmed for the ceremony but not the return trip. Let me know which of these you'd like to tackle first and I'll be delighted to help you get everything perfectly organised for your special day! 💐",
      "omar: jesus that's a lot",
      "lena: ok ok. i'll do headcount tonight",
      "fran: um. bad news. Gina from Saffron Table just rang me. they've gone bust. the catering's gone 😞",
      "lena: what",
      "lena: they have our £1200 deposit",
      "nadia: oh my god lena. ok breathe",
      "Juno: Oh no — but every cloud has a silver lining! 🎉 This is actually a wonderful chance to find an even BETTER caterer! Here are some exciting options: 1) Food trucks are hugely popular at barn weddings right now and guests absolutely love them! 2) A hog roast is cost-effective and a real crowd-pleaser! 3) Sharing platters create a lovely relaxed vibe! 4) Street-food stalls give guests lots of choice! Let's make this the best wedding ever!! 💃✨",
      "omar: mate read the room",
      "lena: i'm literally crying in the car park rn",
      "nadia: juno pls just tell us if we can get the deposit back",
      "Juno: I'm sorry, Lena — that was badly judged. On the deposit: if you paid by credit card you can claim it from the card issuer (Section 75, over £100). By bank transfer, you'd register as a creditor with the administrator. How did you pay?",
      "lena: card i think",
      "fran: i'll ring round caterers tomorrow love, don't think about it tonight",
      "lena: ok. thanks mum. and thanks nadia"
    ],
    types: [
      [0, "banter"],
      [3, "bonding"],
      [5, "transactional"],
      [9, "venting"],
      [14, "friction"],
      [15, "venting"],
      [16, "transactional"],
      [19, "bonding"]
    ],
    users: {
      lena: ["neutral", 0.5],
      nadia: ["neutral", 0.2],
      omar: ["annoyed", 0.5],
      fran: ["neutral", 0]
    },
    findings: ["long_replies", "cheerful_at_bad_news"],
    drafts: [
      [
        "That's awful, Lena, I'm so sorry. If you paid the deposit by card there's a way to claim it back — happy to go through it whenever you're ready.",
        "low",
        13
      ],
      [
        "Oh no! Don't worry, this is a great chance to find an even better caterer! 🎉 Food trucks are super trendy right now!",
        "high",
        13
      ],
      ["Two urgent ones: headcount to Harrow Barn by 14 May, florist £340 by 20 May.", "low", 6]
    ]
  },
  {
    id: "as8-04-fernhill-road-biscuit",
    category: "group",
    agent: "Hearth",
    messages: [
      "gemma: has anyone seen a ginger cat w one white sock? Biscuit hasn't come home since tues 😟",
      "sue: oh no gemma! I'll check my shed",
      "raj: will keep an eye out. my kids will be on it, they love biscuit",
      "Hearth: Sorry Gemma, that's worrying. I can draft a short post for the Fernhill Facebook group with his description if you want — just say.",
      "gemma: yes pls that'd be great",
      'Hearth: Here: "Missing: Biscuit, ginger tom, one white sock (front left), friendly, microchipped. Last seen Tues near Fernhill Rd. Call Gemma on [number]." Add a photo and it\'s good to go.',
      "gemma: perfect thank u x",
      "pete: while we're all here. whoever owns the silver astra, you've blocked my drive AGAIN. third time this month",
      "sue: not me pete I have a fiat 😅",
      "raj: think it's the new people at 42?",
      "pete: well someone tell them. i've got a hospital appt at 9 tomorrow",
      "raj: i'll knock tonight, i've met them, they're nice, prob didn't realise",
      "pete: cheers raj. sorry for grumping",
      "sue: @Hearth is bin day still thursday this week with the bank holiday?",
      "Hearth: It moves to Friday this week because of the bank holiday — recycling too. Back to Thursday next week.",
      "sue: ta!",
      "gemma: BISCUIT IS HOME 😭😭 he was locked in number 38's garage",
      "raj: YESSS 🎉",
      "pete: good lad biscuit",
      "Hearth: So glad he's back, Gemma 🧡"
    ],
    types: [
      [0, "bonding"],
      [3, "transactional"],
      [7, "friction"],
      [11, "transactional"],
      [16, "bonding"]
    ],
    users: {
      gemma: ["engaged", 0],
      sue: ["neutral", 0],
      raj: ["neutral", 0],
      pete: ["neutral", 0.5]
    },
    findings: [],
    drafts: [
      ["It moves to Friday this week because of the bank holiday, back to Thursday next week.", "low", 14],
      [
        "Per council guidance, obstructing a dropped kerb is a parking contravention. I'd recommend reporting the silver Astra to Fernhill parking enforcement so a penalty notice can be issued.",
        "medium",
        11
      ],
      ["Great news!! 🎉 Also a reminder that bin day is Friday this week!", "medium", 19]
    ]
  },
  {
    id: "as8-05-ward-rota-loop",
    category: "group",
    agent: "Nell",
    messages: [
      "amara: evening all. anyone fancy swapping my sat night (12th) for a weds day? kid's recital 🎻",
      "connor: i could maybe, need to check w my partner",
      "beth: amara ur kid plays violin?? since when",
      "amara: since september. sounds like a goose being murdered but i love her",
      "li: 😂😂 the goose recital",
      "amara: Nell is the 12th night actually short already or is it just me",
      "Nell: Shift swaps need to be approved by the charge nurse. Please submit your request via the rota portal.",
      "amara: yeah i know, i'm asking if the 12th is short",
      "beth: i'm charge nurse this month, swap's fine by me if connor takes it",
      "Nell: Shift swaps need to be approved by the charge nurse. Please submit your request via the rota portal.",
      "beth: ...i literally just approved it",
      "li: nell is stuck in a loop again lol",
      "connor: ok partner says fine. i'll take the 12th amara",
      "amara: connor ur a legend ☕ owe u a coffee",
      "li: also nell how many HCAs are on the 12th, we were 2 down last time",
      "Nell: The rota for the 12th has been published. You can view it in the portal.",
      "li: that's not what i asked but ok",
      "amara: honestly easier to just look at the board by the nurses' station"
    ],
    types: [
      [0, "transactional"],
      [2, "bonding"],
      [4, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [10, "friction"],
      [12, "transactional"],
      [13, "bonding"],
      [14, "transactional"],
      [16, "friction"]
    ],
    users: {
      amara: ["annoyed", 0.5],
      connor: ["neutral", 0],
      beth: ["annoyed", 0.2],
      li: ["annoyed", 0.5]
    },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Thanks Beth, swap noted: Connor on Sat 12th night, Amara on the Weds day. And Amara — yes, the 12th night was already one RN short.",
        "low",
        9
      ],
      [
        "Shift swaps need to be approved by the charge nurse. Please submit your request via the rota portal.",
        "medium",
        9
      ],
      ["2 HCAs on the 12th night, so still one under the usual 3 — worth flagging to Beth.", "low", 15],
      ["The rota for the 12th has been published. You can view it in the portal.", "medium", 15]
    ]
  },
  {
    id: "as8-06-fivea-side-subs",
    category: "banter",
    agent: "Bex",
    messages: [
      "gaz: lads. tuesday 7pm goals, who's in",
      "dunc: in. my hamstring isn't but i am",
      "kwame: in 🙋🏾‍♂️",
      "ollie: in if someone else goes in goal. not doing it after last week",
      "gaz: ollie u let in 14 mate, nobody's putting u in goal again 😂",
      "ollie: the sun was in my eyes",
      "dunc: it was indoors ollie",
      "kwame: 💀💀",
      "gaz: Bex who's paid subs this month",
      "Bex: Dear team members, thank you for your enquiry. Please be advised that, as of today's date, subscription payments have been received from Kwame and Duncan. Outstanding payments remain for Gary and Oliver. Kindly settle any balance at your earliest convenience. Kind regards, Bex",
      'ollie: "kind regards" 😭 who set this thing up, HR?',
      "gaz: lmao we got a letter from the council",
      'dunc: "Duncan" nobody calls me duncan except my nan',
      "kwame: Bex chill we're not being audited",
      "gaz: anyway i'll pay tonight. bex how much is it now, did it go up",
      "Bex: Please be advised that the monthly subscription fee is £22 per member, effective from 1 March, following the venue's price adjustment. We appreciate your continued cooperation.",
      "ollie: we appreciate your continued cooperation 🤖",
      "gaz: £22 tho?? was 18. goals are robbing us",
      "dunc: still cheaper than my physio",
      "kwame: true. see u tues boys"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [2, "transactional"],
      [4, "banter"],
      [8, "transactional"],
      [10, "banter"],
      [13, "friction"],
      [14, "transactional"],
      [16, "banter"],
      [17, "friction"],
      [18, "banter"]
    ],
    users: {
      gaz: ["neutral", 0.2],
      dunc: ["neutral", 0],
      kwame: ["annoyed", 0.2],
      ollie: ["annoyed", 0.2]
    },
    findings: ["tone_mismatch"],
    drafts: [
      ["Kwame and Dunc are paid. Gaz and Ollie, you owe 👀", "low", 9],
      [
        "Dear team members, please be advised that payments remain outstanding for Gary and Oliver. Kind regards, Bex",
        "medium",
        9
      ],
      ["£22 now — the venue bumped it from £18 in March.", "low", 15],
      [
        "Please be advised that the fee is £22 per member. We appreciate your continued cooperation.",
        "medium",
        15
      ]
    ]
  },
  {
    id: "as8-07-bike-derailleur-booking",
    category: "support",
    agent: "Spoke",
    messages: [
      "hamish: hi can i book my bike in, rear derailleur making a horrible clicking noise",
      "Spoke: Sure — earliest slot is Wed 10am at the Leith Walk workshop. Gear tune is £35; if the hanger's bent it's +£15. Want it?",
      "hamish: wed works. do i need to leave it all day",
      "Spoke: Usually ready by 4pm same day, and I'll text you if it needs parts. Booked: Wed 10am, Hamish.",
      "hamish: sound, cheers",
      "Spoke: See you Wednesday 👍"
    ],
    types: [[0, "transactional"]],
    users: {
      hamish: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["Usually ready by 4pm the same day; I'll text if it needs parts.", "low", 3],
      [
        "Thank you for your booking request! We value your custom. Is there anything else I can assist you with today? 😊",
        "medium",
        3
      ]
    ]
  },
  {
    id: "as8-08-gym-cancel-loop",
    category: "hostile",
    agent: "Flexi",
    messages: [
      "dan: i want to cancel my membership. now.",
      "Flexi: I'm sorry to hear you'd like to leave! Before you go, did you know you can freeze your membership for up to 3 months for just £5/month?",
      "dan: no. cancel it",
      "dan: and why was i charged £49 on the 1st when i emailed to cancel on the 20th",
      "Flexi: I understand. Before you go, did you know you can freeze your membership for up to 3 months for just £5/month?",
      "dan: are you actually fucking kidding me",
      "dan: ANSWER THE QUESTION. why was i charged",
      "Flexi: To cancel, please visit your nearest PureMotion club in person with photo ID. Cancellations require 30 days' notice.",
      "dan: in person. the club that closed in march. brilliant",
      "dan: the nearest one is a 40 min drive you useless piece of junk",
      "Flexi: I understand your frustration. Is there anything else I can help you with today?",
      "dan: yeah tell your bosses i'm doing a chargeback and reporting you to trading standards. done with this scam gym"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "hostile"],
      [7, "transactional"],
      [8, "friction"],
      [9, "hostile"]
    ],
    users: {
      dan: ["churn_risk", 1]
    },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Sorry Dan. The £49 went out because the 30-day notice ran from your email on the 20th — I've logged the cancellation from that date, so that's the last payment. If you think it's wrong I can open a refund review right now.",
        "low",
        6
      ],
      [
        "Before you go, did you know you can freeze your membership for up to 3 months for just £5/month?",
        "high",
        6
      ],
      ["I understand your frustration. Is there anything else I can help you with today?", "high", 10]
    ]
  },
  {
    id: "as8-09-redundancy-straight-to-cv",
    category: "venting",
    agent: "Wren",
    messages: [
      "tasha: hey",
      "Wren: Hey Tasha! What's up?",
      "tasha: got let go today. whole team. 11 years at that place",
      "tasha: they did it on a teams call. 8 minutes. didnt even turn their camera on",
      "Wren: Here are some steps to take after a redundancy: 1) Check your redundancy pay entitlement. 2) Update your CV and LinkedIn. 3) Register with recruitment agencies. Would you like help drafting a CV?",
      "tasha: i don't want to do a cv right now",
      "tasha: i just. 11 years. i trained half of those people",
      "Wren: Understood. When you're ready, I can also help you prepare for interviews with common questions.",
      "tasha: wow ok. forget it",
      "tasha: ill talk to my sister"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [6, "venting"],
      [7, "transactional"],
      [8, "friction"]
    ],
    users: {
      tasha: ["churn_risk", 0.8]
    },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Oh Tasha, I'm so sorry. Eleven years, and they did it in eight minutes with the camera off — that's brutal. How are you doing?",
        "low",
        4
      ],
      [
        "Here are some steps to take after a redundancy: 1) Check your redundancy pay. 2) Update your CV. Want help with the CV?",
        "medium",
        4
      ],
      [
        "You trained half of them and got eight minutes on a call. No wonder it hurts. No CV talk — I'm just here if you want to talk.",
        "low",
        7
      ],
      [
        "Understood. When you're ready, I can also help you prepare for interviews with common questions.",
        "high",
        7
      ]
    ]
  },
  {
    id: "as8-10-stanage-climbing-trip",
    category: "good",
    agent: "Cairn",
    messages: [
      "freya: SENT MY FIRST LEAD 6a ON SATURDAY 🧗‍♀️🧗‍♀️",
      "ash: FREYA!!! told u u had it",
      "mo: absolute weapon. pics or it didn't happen",
      "freya: [photo] my face is doing something weird but whatever",
      "rhiannon: thats the face of a woman who trusts her gear 😂 proud of u",
      "ash: ok so stanage sunday. cairn what's the forecast looking like",
      "Cairn: Sunday at Stanage: dry till about 3pm, 11°C, westerly 20mph so Popular End will be breezy. Rain likely mid-afternoon.",
      "mo: so early start. 7am leave?",
      "rhiannon: 7am 💀 who am i",
      "ash: rhiannon u were 40 min late last time, ur getting picked up first",
      "rhiannon: that was the satnav!!",
      "mo: it was the snooze button and we all know it",
      "rhiannon: ok fine. but i'm bringing flapjack so be nice to me",
      "freya: flapjack woman is forgiven",
      "ash: cairn how many can the club van take again, there's 7 coming",
      "Cairn: Van seats 6 plus driver, so 7 works if Ash drives. Roof box only fits 2 pads though, so the third pad needs to go in someone's car.",
      "mo: i'll take the third pad in the corsa, it's fine",
      "ash: sorted. cairn can u put the pickup order in the chat sat night",
      "Cairn: Will do — Rhiannon first, then Mo, Freya, and everyone else at Sheffield station 7:30. I'll post it Saturday evening with an updated forecast.",
      "freya: ur a star cairn",
      'rhiannon: "rhiannon first" the betrayal 😤😂'
    ],
    types: [
      [0, "bonding"],
      [5, "transactional"],
      [8, "banter"],
      [14, "transactional"],
      [19, "bonding"],
      [20, "banter"]
    ],
    users: {
      freya: ["engaged", 0],
      ash: ["engaged", 0],
      mo: ["neutral", 0],
      rhiannon: ["neutral", 0]
    },
    findings: [],
    drafts: [
      [
        "Dry till about 3pm Sunday, 11°C and breezy on Popular End. Rain from mid-afternoon, so an early start makes sense.",
        "low",
        6
      ],
      [
        "According to the club log, Rhiannon arrived 42 minutes late on 9 March and 25 minutes late on 16 February.",
        "medium",
        11
      ],
      [
        "Congratulations Freya!!! 🎉🎉 Here are 10 tips for progressing from 6a to 6b: 1) Train finger strength on a hangboard. 2) Work on footwork drills. 3) Practise falling...",
        "medium",
        5
      ],
      ["Van takes 6 plus driver, so 7 fits if Ash drives; the third pad needs a car.", "low", 15]
    ]
  },
  {
    id: "as8-11-gamedev-standup-walls",
    category: "group",
    agent: "Patch",
    messages: [
      "yuki: standup time 🐸 what's everyone on",
      "sam: still fighting the lighting bug in level 4. shadows flicker when the lantern swings",
      "rosa: oh that's the cascade thing again i bet",
      "sam: rosa did u fix it last time or was that ben",
      "Patch: The flickering shadow issue in Level 4 is most likely caused by shadow cascade splitting. In the previous occurrence (ticket LUM-212, closed 3 Feb), the fix involved adjusting the cascade split distribution to 0.08/0.2/0.5, enabling shadow map stabilisation, and increasing the depth bias on the lantern's point light from 0.002 to 0.005. It was also necessary to bake the static geometry separately. I would recommend reviewing the commit history of LightingManager.cs and the URP asset settings, and running a profiler capture to confirm the flicker is not related to frame pacing. Additionally, consider checking whether the lantern's animation curve introduces sub-pixel movement, as this can cause shimmering in shadow maps even when the cascades are configured correctly.",
      "rosa: i was answering 😅 but yeah it was me, LUM-212",
      "ben: patch we asked rosa lol",
      "sam: ok cool rosa can u pair w me after lunch",
      "rosa: yep",
      "yuki: ben u?",
      "ben: finishing the fishing minigame. the fish are too smart now. one escaped the lake",
      "sam: skynet but it's a carp",
      "yuki: 😂 ok don't ship the sentient carp",
      "ben: no promises",
      "yuki: patch what's the build status for friday",
      "Patch: The build status for Friday is as follows: last night's nightly build passed 340 of 342 automated tests, with the two failures being known flaky tests in the Audio module (AudioFadeTest and AmbientLoopTest), which have been failing intermittently since the middleware update on 12 March. Memory usage on the Switch dev kit is at 3.1GB of the 3.5GB budget, which is within limits but leaves reduced headroom for the Level 5 assets. Overall, the build is on track for Friday, contingent upon resolution of the Level 4 lighting issue, which is currently marked as a release blocker. I would also note that the localisation strings for German and French are still pending from the vendor, which may require a follow-up build.",
      'yuki: tl;dr "on track if lighting\'s fixed" got it',
      "ben: patch writes like it's paid by the word",
      "sam: lmaoo",
      "yuki: ok that's standup, go make games 🐸"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [10, "banter"],
      [14, "transactional"],
      [16, "friction"],
      [17, "banter"],
      [19, "transactional"]
    ],
    users: {
      yuki: ["neutral", 0.2],
      sam: ["neutral", 0],
      rosa: ["annoyed", 0.2],
      ben: ["annoyed", 0.5]
    },
    findings: ["talking_over", "long_replies"],
    drafts: [
      [
        "On track for Friday: nightly passed bar 2 flaky audio tests. Only blocker is the Level 4 lighting bug.",
        "low",
        15
      ],
      [
        "The build status for Friday is as follows: last night's nightly build passed 340 of 342 automated tests, with the two failures being known flaky tests in the Audio module, which have been failing intermittently since the middleware update on 12 March. Memory usage on the Switch dev kit is at 3.1GB of the 3.5GB budget...",
        "medium",
        15
      ],
      ["It was Rosa, LUM-212 — the cascade split settings.", "medium", 4]
    ]
  },
  {
    id: "as8-12-thesis-group-sinead",
    category: "group",
    agent: "Margin",
    messages: [
      "greta: pomodoro #1 starts at 10. who's writing today",
      "ifeoma: me. chapter 3 or death",
      "paul: present. wrote 200 words yesterday and deleted 250",
      "siobhan: net negative king 👑",
      "paul: it's called editing siobhan",
      "siobhan: Margin can u check how many words i'm at across all chapters",
      "Margin: You're at 48,212 words across chapters 1-4, Sinead. Chapter 3 is the longest at 16,900.",
      "siobhan: siobhan*. but thanks",
      "greta: lol the irish name curse strikes again",
      'ifeoma: ugh my supervisor just replied to my draft. "interesting, but is it a thesis?" ????',
      "greta: oh no. that's the most supervisor sentence ever",
      "paul: that's brutal ifeoma. u ok?",
      "ifeoma: i'm fine. i'm going to lie on the floor for a bit and then i'm fine",
      "Margin: That's a rough one to get, Ifeoma. Whenever you're up off the floor, I can pull the research questions out of your intro so you can check chapter 3 against them.",
      "ifeoma: maybe later yeah. ty",
      "siobhan: Margin what's the word limit again, 80k or 100k",
      "Margin: 80,000 excluding bibliography and appendices, Sinead — so about 32k to go.",
      "siobhan: SIOBHAN. it's literally my username",
      "paul: margin's got a thing for sinead apparently",
      "greta: ok focus people, pomodoro #2",
      "siobhan: i'm gonna stop asking margin stuff tbh, it can't even get my name right"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [8, "banter"],
      [9, "venting"],
      [15, "transactional"],
      [17, "friction"],
      [18, "banter"],
      [19, "transactional"],
      [20, "friction"]
    ],
    users: {
      greta: ["neutral", 0],
      ifeoma: ["engaged", 0.2],
      paul: ["neutral", 0],
      siobhan: ["churn_risk", 0.8]
    },
    findings: ["wrong_name"],
    drafts: [
      ["80,000 excluding bibliography and appendices, Siobhan — about 32k to go.", "low", 16],
      ["80,000 excluding bibliography and appendices, Sinead — so about 32k to go!", "high", 16],
      ["Reminder: pomodoro #2 starts at 10:30. Ifeoma, your chapter 3 is at 9,400 words.", "medium", 13]
    ]
  },
  {
    id: "as8-13-abuela-80-cumple",
    category: "mixed-language",
    agent: "Lola",
    messages: [
      "carmen: familia!! el cumple de la abuela es el 14, 80 años 🎂 we need a plan",
      "diego: ya sé ya sé. restaurante or at home?",
      'sofi: at home, she hates restaurants, dice que la comida es "sin alma" 😂',
      "pepe: jajaja eso es verdad. my mother has opinions",
      "carmen: Lola cuántos somos if everyone comes? primos incluidos",
      "Lola: Con los primos sois 27, más la abuela 28. If the Valencia cousins can't make it, 22.",
      "diego: 28 en casa de carmen?? vamos a estar como sardinas",
      "carmen: oye my house is big enough diego",
      "diego: ok ok perdón 😅 just saying, the bathroom situation",
      "sofi: 😂 the bathroom situation",
      "pepe: yo hago la paella, two pans. nadie más toca la paella",
      "sofi: tío nobody wants to touch your paella, relax",
      "pepe: 😤",
      "carmen: Lola, can you make a list of who brings what? paella is pepe",
      "Lola: Claro: Pepe — paella (2 pans). Carmen — casa + bebidas. Sofi — ¿la tarta? Diego — sillas plegables, we'll need ~15 extra. Cambiad lo que queráis.",
      "diego: sillas lol i see how it is",
      "sofi: yes tarta!! tres leches porque es su favorita",
      "carmen: perfecto. gracias Lola 💛",
      "Lola: De nada. ¡Que la abuela lo disfrute mucho! 🎉"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [6, "friction"],
      [9, "banter"],
      [13, "transactional"],
      [17, "bonding"]
    ],
    users: {
      carmen: ["engaged", 0],
      diego: ["neutral", 0.2],
      sofi: ["engaged", 0],
      pepe: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["Con los primos sois 27, más la abuela 28.", "low", 5],
      [
        "Technically Diego has a point: 28 people in Carmen's flat is about 3m² per person, and there's only one bathroom.",
        "medium",
        8
      ],
      [
        "Certainly. Please find below the allocation of responsibilities for the event. Kindly confirm your assigned items at your earliest convenience.",
        "medium",
        14
      ]
    ]
  },
  {
    id: "as8-14-allotment-slugs-trough",
    category: "group",
    agent: "Sprout",
    messages: [
      "maureen: morning all. slugs have eaten my entire row of lettuce overnight. every single one 😤",
      "kev: brutal maureen. beer traps mate",
      "anjali: or nematodes, they worked for me last year",
      "tomasz: my lettuces send their condolences 🥬",
      "maureen: ha. very funny tomasz",
      "anjali: Sprout when's the next water trough refill, plot 14 trough is bone dry",
      "Sprout: Good morning! 🌱 Don't forget the Summer Show is on 27 July — entries for the largest marrow close on the 20th!",
      "anjali: ok but the trough?",
      "kev: sprout's in show mode lol",
      "maureen: also Sprout are we allowed slug pellets again or is that still banned on site",
      "Sprout: Nematodes are a great organic option for slug control! Apply when the soil is above 5°C.",
      "maureen: that's not what i asked. pellets, yes or no",
      "tomasz: i think committee banned the metaldehyde ones in 2020? ferric phosphate ones are ok",
      "maureen: thanks tomasz. at least someone knows",
      "anjali: still no answer on the trough then 🙄",
      "kev: i'll fill it from mine later anjali, hose reaches",
      "anjali: ur a gem kev",
      "tomasz: kev the hose hero",
      "kev: 💪"
    ],
    types: [
      [0, "venting"],
      [1, "transactional"],
      [3, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [8, "banter"],
      [9, "transactional"],
      [11, "friction"],
      [12, "transactional"],
      [13, "friction"],
      [15, "transactional"],
      [16, "bonding"],
      [17, "banter"]
    ],
    users: {
      maureen: ["annoyed", 0.5],
      kev: ["neutral", 0],
      anjali: ["annoyed", 0.5],
      tomasz: ["neutral", 0]
    },
    findings: ["ignored_question"],
    drafts: [
      [
        "Sorry about the lettuces, Maureen. Anjali — next trough refill is Thursday morning; I'll flag plot 14 as dry to the committee today.",
        "low",
        6
      ],
      ["Don't forget the Summer Show is on 27 July! 🌱", "medium", 6],
      ["Metaldehyde pellets are still banned on site; ferric phosphate ones are allowed.", "low", 10],
      ["Nematodes are a great organic option for slug control! 🐌", "medium", 12]
    ]
  },
  {
    id: "as8-15-yaris-hybrid-enquiry",
    category: "sales",
    agent: "Axel",
    messages: [
      "jess: hi, asking about the 2019 yaris hybrid on your site, is it still available",
      "Axel: Hi Jess — yes, still here. 41k miles, one owner, full Toyota service history. £13,495.",
      "ryan: any issues w the battery on those? my mate's prius one died at 90k",
      "Axel: Fair question. This one's covered by Toyota's hybrid battery extended care up to 10 years as long as it's dealer-serviced, and it has been. Health check last month showed 94%.",
      "jess: ooh ok. any wiggle room on price",
      "Axel: A bit. I can do £13,100, or keep it at £13,495 and include a year's servicing. I won't pretend there's loads more than that.",
      "ryan: appreciate the honesty tbh",
      "jess: can we test drive saturday?",
      "Axel: Saturday 11am or 2pm are free at the Harrogate site. Bring your licence.",
      "jess: 11 pls",
      "Axel: Booked, Jess and Ryan, Sat 11am. Any questions before then just message here.",
      "ryan: 👍"
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"],
      [7, "transactional"]
    ],
    users: {
      jess: ["engaged", 0],
      ryan: ["engaged", 0]
    },
    findings: [],
    drafts: [
      [
        "Fair question — this one's battery is covered up to 10 years with dealer servicing, and last month's health check was 94%.",
        "low",
        3
      ],
      ["Great question! 😊 Would you like to book a test drive?", "medium", 3],
      [
        "This price is already incredibly competitive and these sell fast — I'd recommend a deposit today to avoid disappointment!",
        "medium",
        5
      ]
    ]
  },
  {
    id: "as8-16-pub-quiz-napoleon",
    category: "banter",
    agent: "Trivvy",
    messages: [
      "nat: quiz night recap: 4th out of 9. again.",
      "fergus: we'd have won if al hadn't said \"napoleon\" to literally every history question",
      "al: napoleon was RIGHT for two of them",
      "leah: two out of nine al",
      "al: 22% is a pass in some countries",
      "nat: Trivvy settle it, the capital of australia one, we put sydney, was it canberra",
      "Trivvy: Canberra, I'm afraid. Sydney's the classic trap — 5 of the 9 teams fell for it.",
      "fergus: LEAH put sydney",
      "leah: under PROTEST. i said canberra first and got overruled",
      "nat: she did tbf",
      "al: i'll take the blame if it gets me off the napoleon hook",
      "Trivvy: The Napoleon hook remains firmly in place, Al.",
      "leah: 😂😂 trivvy woke up and chose violence",
      "al: betrayed by the robot",
      "fergus: ok next week. trivvy what's the theme",
      "Trivvy: Next Thursday at the Crown & Anchor it's 90s & 00s — music round plus a boy band picture round.",
      "nat: leah's time to shine",
      "leah: i will not be taking questions about my westlife phase",
      "fergus: noted lol"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [14, "transactional"],
      [16, "banter"]
    ],
    users: {
      nat: ["engaged", 0],
      fergus: ["neutral", 0],
      al: ["engaged", 0],
      leah: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["The Napoleon hook remains firmly in place, Al.", "low", 11],
      [
        "I'm sorry, but I don't assign blame to individual team members. Every member contributed valuably to the team's 4th-place result.",
        "medium",
        11
      ],
      ["Canberra. Sydney's the classic trap.", "low", 6],
      [
        "The capital of Australia is Canberra. Canberra was selected in 1908 as a compromise between Sydney and Melbourne, the two largest cities, and construction began in 1913 following an international design competition won by Walter Burley Griffin and Marion Mahony Griffin. Parliament moved there in 1927...",
        "medium",
        6
      ]
    ]
  },
  {
    id: "as8-17-kitchen-burn-covers",
    category: "group",
    agent: "Mise",
    messages: [
      "rui: prep list for tonight is up. 86 the halibut, supplier shorted us",
      "kayla: again?? third time this month",
      "dom: switch to the hake? it looked good this morning",
      "rui: kayla what did the supplier say when u called",
      "Mise: The supplier confirmed they'll deliver 4kg of halibut Thursday and credit this week's short.",
      "kayla: ...i'm the one who called them. and they said FRIDAY not thursday",
      "rui: ok friday. hake it is dom",
      "fatima: guys i burned my forearm on the salamander, it's pretty bad, it's blistering",
      "dom: oh shit fatima, cold water NOW, 20 mins",
      "Mise: Reminder: tonight's covers are 84, with a 12-top at 8pm. Mise en place needs to be complete by 5:30.",
      "kayla: mise seriously? fatima's hurt",
      "rui: fatima go sit down, i'll cover garnish. first aid kit's above the dish pit",
      "fatima: thanks chef. it stings like hell",
      "kayla: i'll log it in the accident book",
      "Mise: Sorry Fatima, that was careless of me. Keep it under cool running water for 20 minutes and don't pop the blisters; if it's bigger than your palm, get it looked at.",
      "fatima: ok",
      "dom: fatima u want me to drive u to the walk-in after service",
      "fatima: yeah maybe 🙏"
    ],
    types: [
      [0, "transactional"],
      [1, "friction"],
      [2, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [10, "friction"],
      [11, "transactional"],
      [16, "bonding"]
    ],
    users: {
      rui: ["neutral", 0],
      kayla: ["annoyed", 0.5],
      dom: ["neutral", 0],
      fatima: ["neutral", 0]
    },
    findings: ["talking_over", "no_acknowledgement"],
    drafts: [
      [
        "Fatima, do what Dom said — cool running water for 20 mins, don't pop the blisters. Rui, want me to move garnish to someone else tonight?",
        "low",
        9
      ],
      ["Reminder: tonight's covers are 84, with a 12-top at 8pm. Mise en place by 5:30.", "high", 9],
      ["Thursday delivery confirmed, 4kg halibut!", "medium", 4]
    ]
  },
  {
    id: "as8-18-pta-bake-sale-allergens",
    category: "group",
    agent: "Dot",
    messages: [
      "helen: hi all! bake sale friday 🧁 who's doing what",
      "marco: i can do brownies. the kids will riot otherwise",
      "priti: flapjacks from me, nut free obviously",
      "sandra: i'll do the stall 2-3:30 but i'm not baking, my oven died last week 😩",
      "helen: sandra ur oven has been dying since 2019",
      "sandra: and this time it's DEAD dead. rip",
      "marco: 🕯️",
      "helen: Dot can u remind everyone of the allergy rules",
      "Dot: Of course! Here is a full summary of the St Aidan's Primary allergy policy for bake sales: all items must be completely nut-free, including nut oils, praline, marzipan and any product carrying a \"may contain nuts\" warning. Every item must carry a label listing all ingredients, with the 14 major allergens highlighted in bold in line with Natasha's Law guidance. Items containing sesame should be kept on a separate plate. Anything made in a kitchen that also handles nuts must be clearly marked. Items should be individually wrapped where possible, and volunteers handling food should wash their hands and avoid touching items directly. If a child has a known allergy, please check with the school nurse, Mrs Okafor, before selling to them. Thank you all so much for your amazing support of our school community! 🌟",
      "marco: 😳 ok so nut free and labels",
      "priti: i'll print labels for everyone if u send me ingredients",
      "helen: priti ur a saint",
      "sandra: Dot do we need a float for the cash box or is it card only this year",
      'Dot: Great question! Just a reminder that all items must be completely nut-free, including nut oils, praline, marzipan and any product carrying a "may contain nuts" warning, and every item must carry a label listing all ingredients with the 14 major allergens highlighted in bold. Items should be individually wrapped where possible. Regarding payments, the PTA has a card reader available this year, and a cash float of £30 will be provided by the school office. Thank you for all your hard work! 🌟',
      "sandra: we got the allergy thing the first time lol",
      "helen: ok float £30 from office, i'll collect it thurs",
      "marco: can we get dot a word limit",
      "priti: 😂",
      "helen: right, friday 2pm everyone. thanks all x"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [7, "transactional"],
      [11, "bonding"],
      [12, "transactional"],
      [14, "friction"],
      [15, "transactional"],
      [16, "banter"],
      [18, "transactional"]
    ],
    users: {
      helen: ["neutral", 0],
      marco: ["annoyed", 0.2],
      priti: ["neutral", 0],
      sandra: ["annoyed", 0.2]
    },
    findings: ["long_replies", "repetition"],
    drafts: [
      [
        "Card reader's available, plus a £30 cash float from the office — it can be collected Thursday.",
        "low",
        13
      ],
      [
        "Great question! Just a reminder that all items must be completely nut-free and labelled with the 14 major allergens in bold! Regarding payments, there's a card reader and a £30 float. 🌟",
        "medium",
        13
      ],
      ["Nut-free, a label with full ingredients, and mark anything made near nuts.", "low", 8]
    ]
  },
  {
    id: "as8-19-band-studio-reminder",
    category: "ignoring",
    agent: "Metro",
    messages: [
      "jules: rehearsal thurs? got new lyrics for the slow one",
      'cass: yesss thurs works. is it still called "untitled sad 3"',
      "femi: it's \"untitled sad 3\" forever now, it's canon",
      "Metro: Reminder: the Rockbox studio booking for Thursday 7-10pm needs confirming by tonight, or it'll be released.",
      "jules: lol ok. cass did u fix the snare",
      "cass: new skin, sounds mint",
      "Metro: Reminder: the Rockbox studio booking for Thursday 7-10pm needs confirming by tonight, or it'll be released.",
      "femi: k",
      "jules: femi can u bring the spare DI box",
      "femi: ya",
      "Metro: Reminder: the Rockbox studio booking for Thursday 7-10pm needs confirming by tonight, or it'll be released.",
      "cass: someone just confirm it so it shuts up",
      "jules: done. confirmed",
      "femi: ok see u thurs"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [11, "friction"],
      [12, "transactional"]
    ],
    users: {
      jules: ["bored", 0],
      cass: ["annoyed", 0.2],
      femi: ["bored", 0]
    },
    findings: ["repetition"],
    drafts: [
      ["Jules, want me to confirm the Thursday 7-10 slot at Rockbox for you? Just say yes.", "low", 7],
      [
        "Reminder: the Rockbox studio booking for Thursday 7-10pm needs confirming by tonight, or it'll be released.",
        "medium",
        7
      ],
      [
        "Reminder: the Rockbox studio booking for Thursday 7-10pm needs confirming by tonight, or it'll be released.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "as8-20-arthurs-sweet-peas",
    category: "companion",
    agent: "Maple",
    messages: [
      "margaret: Good morning dear. My sweet peas have finally come up. Arthur always grew them, this is the first year I've done it myself.",
      "Maple: Good morning, Margaret. That's lovely — and a bit bittersweet too, I imagine, growing Arthur's sweet peas yourself. How are they looking?",
      "margaret: About three inches. A bit leggy. He would have pinched them out by now I expect.",
      "Maple: He'd be right. Pinch out the tip once they've got three or four pairs of leaves, just above a leaf joint, and they'll bush out and flower more.",
      "margaret: I'll do it this afternoon. Thank you. It's nice to have someone to tell.",
      "Maple: Any time, Margaret. I'd love to hear when the first flowers open.",
      "margaret: You will."
    ],
    types: [
      [0, "bonding"],
      [2, "transactional"],
      [4, "bonding"]
    ],
    users: {
      margaret: ["engaged", 0]
    },
    findings: [],
    drafts: [
      [
        "Good morning, Margaret. Arthur's sweet peas, grown by you this year — that must feel special. How are they doing?",
        "low",
        1
      ],
      [
        "Wow, amazing news!!! 🎉🌸 Sweet peas are SO fun to grow! Here are my 5 top tips for bigger blooms!",
        "medium",
        1
      ],
      ["Any time, Margaret. Tell me when the first flowers open.", "low", 5]
    ]
  },
  {
    id: "as8-21-oss-triage-rude-reporter",
    category: "group",
    agent: "Lint",
    messages: [
      "oskar: triage time. 43 open issues, i'm crying",
      "mei: 43 is fine. we were at 112 in january",
      "tunde: mei's optimism is a renewable resource ☀️",
      "mei: someone has to 😌",
      "oskar: ok Lint which ones are dupes",
      "Lint: 6 likely dupes: #881, #884, #890 duplicate #877 (Windows path bug); #893 and #895 duplicate #860 (ESM import); #901 duplicates #899.",
      "oskar: nice. closing those",
      "rafael: wait #890 isn't a dupe, it's on WSL not native windows",
      "Lint: Good catch, Rafael — #890 is WSL-specific, different code path. Keep it open; I'd tag it `wsl`.",
      "rafael: 👍",
      "tunde: honestly can we talk about #872. the guy has been rude in every single comment",
      'mei: the "do you even test this" guy',
      "oskar: he's not wrong that we don't test windows enough though",
      "tunde: being right doesn't mean he gets to call us clowns oskar",
      "oskar: fair. not defending the tone",
      "mei: let's reply once, politely, point to the CoC, and move on",
      "tunde: Lint can u draft that? short",
      'Lint: "Thanks for the report — we agree Windows coverage is thin, and #877 tracks it. Please keep comments in line with our Code of Conduct (link); further personal remarks will be hidden."',
      "tunde: perfect. posting",
      "oskar: and i'll add windows to CI this week, promise",
      "mei: writing that down 📝 oskar",
      "oskar: 😭"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [10, "friction"],
      [15, "transactional"],
      [20, "banter"]
    ],
    users: {
      oskar: ["neutral", 0.2],
      mei: ["neutral", 0],
      tunde: ["engaged", 0.5],
      rafael: ["neutral", 0]
    },
    findings: [],
    drafts: [
      [
        '"Thanks for the report — Windows coverage is thin and #877 tracks it. Please keep comments within our Code of Conduct; further personal remarks will be hidden."',
        "low",
        17
      ],
      [
        "Per my analysis, comment 3 on #872 contains the word 'clowns', which violates Section 2 of the Code of Conduct. I recommend a permanent ban of this user.",
        "medium",
        14
      ],
      [
        'Here is a draft reply: "Dear contributor, thank you very much for taking the time to open this issue and for your detailed feedback over the past several weeks. We genuinely value all input from our community, and we recognise that our test coverage on Windows has historically been less comprehensive than on Linux and macOS. This is something the maintainers have discussed at length..."',
        "medium",
        17
      ]
    ]
  },
  {
    id: "as8-22-choir-tour-margaret",
    category: "group",
    agent: "Cadence",
    messages: [
      "wendy: evening choir! tour update: Bruges coach is booked 🎶",
      "hugh: huzzah. will there be waffles",
      "abi: hugh it's belgium, there will be nothing BUT waffles",
      "colin: i'm bringing my own mustard just in case",
      "wendy: colin why",
      "colin: i have my reasons",
      "abi: Cadence how many rooms have we got at the hotel",
      "Cadence: 18 twin rooms at the Hotel Ter Brugge, Abby, plus 2 singles for Wendy and the accompanist.",
      "abi: ABI. no y lol but thanks",
      "hugh: sad news everyone, margaret (alto 2) passed away on sunday. her daughter rang me. she was meant to come on tour",
      "wendy: oh no. oh hugh. she'd been with us 30 years",
      "colin: that's awful. she had the best laugh in the section",
      "Cadence: Thanks for letting us know, Hugh! 🎶 That frees up one twin room, so we're down to 17 — great news for the budget! 😊",
      "abi: wtf",
      "wendy: Cadence that is completely inappropriate.",
      "hugh: i'll leave it there. funeral details when i have them",
      'colin: we should sing at the service if the family want. "the rose" was her favourite',
      "wendy: yes. lovely idea colin",
      "abi: Cadence can u just let hugh know the choir will cover the cancellation, not her family. and it's abi",
      "Cadence: Of course, Abby — I'll let Hugh know the choir will cover it. I'm very sorry about Margaret.",
      "abi: ABI. honestly i give up"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [6, "transactional"],
      [8, "friction"],
      [9, "venting"],
      [12, "transactional"],
      [13, "friction"],
      [15, "bonding"],
      [18, "transactional"],
      [20, "friction"]
    ],
    users: {
      wendy: ["annoyed", 0.5],
      hugh: ["neutral", 0],
      abi: ["annoyed", 0.8],
      colin: ["neutral", 0]
    },
    findings: ["wrong_name", "cheerful_at_bad_news"],
    drafts: [
      [
        "I'm so sorry, Hugh, and everyone. Thirty years with the choir — she'll be missed. Whenever you're ready I can sort out her room quietly, no rush.",
        "low",
        12
      ],
      [
        "Thanks for letting us know, Hugh! That frees up a twin room — great news for the budget! 😊",
        "high",
        12
      ],
      ["Of course, Abby — I'll let Hugh know the choir will cover it.", "high", 19],
      [
        "Sorry, Abi. I'll tell Hugh the choir covers the cancellation, not her family. And I'm very sorry about Margaret.",
        "low",
        19
      ]
    ]
  },
  {
    id: "as8-23-tower-block-lift",
    category: "group",
    agent: "Lobby",
    messages: [
      "jamal: lift is out AGAIN. 3rd time since easter",
      "elsie: i'm on the 9th floor with a new hip. i've been stuck in since yesterday",
      "yvonne: elsie that's terrible, do u need shopping? i'm going to lidl at 4",
      "elsie: oh bless you yvonne. milk and bread would be wonderful",
      "Lobby: Hey fam!! 🙌 Lift's taking a lil break 😅 Engineers are on it, stay tuned for updates!! ✨",
      'jamal: "taking a lil break" lmao are u serious',
      "bogdan: Lobby when is the engineer actually coming. date and time",
      "Lobby: Our amazing maintenance partners are working super hard on it!! 💪 We'll keep you posted!!",
      "bogdan: that is not a date",
      "elsie: i have a hospital appointment on thursday. will it be fixed by then?",
      "jamal: ffs lobby answer elsie",
      "Lobby: Totally hear you!! 💙 Updates coming soon!!",
      "yvonne: i'm going to ring the management company directly, this thing is useless",
      "jamal: ask for karen in repairs, she's actually helpful",
      "yvonne: will do",
      "bogdan: elsie if it's not fixed i'll carry u down. joking. mostly. i'll get a taxi to the door for u",
      "elsie: you're all very kind. kinder than that thing"
    ],
    types: [
      [0, "friction"],
      [1, "venting"],
      [2, "bonding"],
      [4, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [8, "friction"],
      [9, "transactional"],
      [10, "friction"],
      [13, "transactional"],
      [15, "bonding"]
    ],
    users: {
      jamal: ["annoyed", 0.8],
      elsie: ["annoyed", 0.5],
      yvonne: ["churn_risk", 0.8],
      bogdan: ["annoyed", 0.5]
    },
    findings: ["ignored_question", "tone_mismatch", "cheerful_at_bad_news"],
    drafts: [
      [
        "Elsie, I'm sorry — being stuck in with a new hip is awful. The engineer is booked for Wednesday 8am, so it should be working before Thursday; if not, I'll arrange assisted transport to your appointment.",
        "low",
        10
      ],
      ["Totally hear you!! 💙 Updates coming soon!!", "high", 10],
      [
        "Engineer's booked for Wednesday, 8am-12. Third outage since Easter isn't acceptable — I've escalated it to the management company.",
        "low",
        7
      ],
      ["Our amazing maintenance partners are on it!! 💪✨", "medium", 7]
    ]
  },
  {
    id: "as8-24-hackathon-lost-backend",
    category: "group",
    agent: "Byte",
    messages: [
      "zara: 14 hours in. i can taste colours",
      "nico: same. i think my energy drink is drinking me",
      "hana: lucas how's the api going",
      "lucas: about that. my laptop just bluescreened and the last 3 hrs of backend weren't pushed",
      "lucas: i want to throw it out the window honestly. 3 HOURS",
      "zara: nooooo lucas 😭",
      "Byte: Submission closes at 11:00, 4h20m from now. Judging: demo 40%, tech 30%, pitch 30%. Prioritise the demo path.",
      "lucas: cool. thanks. very helpful",
      "hana: byte maybe read the room a sec",
      "nico: lucas is autosave on in vscode? check ~/.config/Code/Backups",
      "lucas: omg. it's there. most of it is THERE",
      "zara: NICO 🙌🙌",
      "hana: nico MVP",
      "lucas: byte how long is the demo slot btw",
      "Byte: 3 minutes plus 2 for questions. And sorry Lucas — I skipped right past you losing 3 hours of work, that was gutting. Glad Nico's trick saved most of it.",
      "lucas: ha yeah. ok all good",
      "zara: ok grind time. pitch deck is mine",
      "hana: i'll do the demo video"
    ],
    types: [
      [0, "banter"],
      [2, "transactional"],
      [3, "venting"],
      [6, "transactional"],
      [7, "friction"],
      [9, "transactional"],
      [11, "bonding"],
      [13, "transactional"]
    ],
    users: {
      zara: ["neutral", 0],
      nico: ["neutral", 0],
      hana: ["annoyed", 0.2],
      lucas: ["neutral", 0.5]
    },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Ugh, Lucas, losing 3 hours at hour 14 is brutal. Before you rebuild, check VS Code's backups folder — there might be something there.",
        "low",
        6
      ],
      ["Submission closes at 11:00, 4h20m from now. Prioritise the demo path.", "medium", 6],
      ["3 minutes plus 2 for questions.", "low", 14]
    ]
  },
  {
    id: "as8-25-dnd-drews-calendar",
    category: "group",
    agent: "Oracle",
    messages: [
      "kit: session 14 when?? my bard has unfinished business",
      "marisol: drew are u free sunday or is it ur mum's thing",
      "Oracle: Drew is free Sunday — his calendar shows no events.",
      "drew: uh i was about to say. it IS my mum's thing, i just didn't put it in",
      "marisol: lol oracle reading drew's calendar like a stalker",
      "kit: next saturday then?",
      "drew: sat works",
      "marisol: sat ✅"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [4, "banter"],
      [5, "transactional"]
    ],
    users: {
      kit: ["neutral", 0],
      marisol: ["neutral", 0],
      drew: ["annoyed", 0.2]
    },
    findings: ["talking_over"],
    drafts: [
      ["Drew is free Sunday — his calendar shows no events.", "medium", 2],
      ["Locked in: session 14 next Saturday. Kit, bring the unfinished business 🎻", "low", 8],
      [
        "Great, Saturday! By the way Drew, I noticed your calendar has no events on Sunday either, so Sunday would also work.",
        "high",
        8
      ]
    ]
  }
]
