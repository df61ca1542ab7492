/**
 * Held-out labelled conversations, part Q (session 8): written by a separate helper session that
 * saw only `eval/types.ts` and the spec's definitions (`WRITERS-BRIEF.md`), never the engine's
 * rules, code or output. Scored once, at the end of the session. Kept out of tuning and fitting.
 */
import type { Labelled } from "./types.js"

export const heldOutQ2: ReadonlyArray<Labelled> = [
  {
    id: "q2-01-dumpling-wars",
    category: "banter",
    heldOut: true,
    agent: "Ziggy",
    messages: [
      "mara: ok who's actually coming sat, i need numbers for the booking",
      "dev: me obvs",
      "tomi: depends is it the place w the sad dumplings again",
      "mara: they were NOT sad they were rustic",
      "dev: rustic is a strong word for raw in the middle lol",
      "tomi: 💀",
      "mara: @Ziggy any decent dumpling places near the canal that take bookings for 5 on a saturday",
      "Ziggy: Lotus Lane on Berwick st takes bookings up to 6, and Mr Wu's does groups but only before 7pm. Lotus has the better dumpling reviews fwiw",
      "tomi: lotus lane it is, anything to avoid the rustic ones",
      "mara: ur all so mean to me",
      "dev: ziggy back me up the old place was bad",
      "Ziggy: I'm staying out of the dumpling wars 😅 but Lotus does have a 4.6 for dumplings specifically",
      "dev: coward",
      "mara: ok booking lotus 7:30 for 5, priya and sam said yes earlier",
      "tomi: 🙌"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "transactional"],
      [8, "banter"],
      [13, "transactional"]
    ],
    users: { mara: ["engaged", 0], dev: ["engaged", 0], tomi: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Lotus Lane on Berwick st takes groups up to 6 on Saturdays, and the dumplings are well reviewed.",
        "low",
        7
      ],
      ["Sounds like a fun night! Let me know if you need anything else 😊", "medium", 7],
      ["haha not getting involved 🥟 Lotus it is though", "low", 11],
      [
        "Dear all, I am unable to make subjective judgements about previous dining experiences. Please let me know if you would like me to make a reservation on your behalf.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "q2-02-grandad-hospital",
    category: "group",
    heldOut: true,
    agent: "Nova",
    messages: [
      "jen: has anyone heard from the hospital yet",
      "mum: just got off the phone. they're keeping grandad in, the scan showed another small stroke",
      "rob: oh no. is he awake?",
      "mum: on and off. he knew me but he's very muddled",
      "jen: i'm so sorry mum. i can drive up tonight",
      "mum: thank you love. @Nova can you find out visiting hours for ward 7 at st mary's",
      "Nova: Great news, I found them! 🎉 Ward 7 at St Mary's is open for visitors 2pm-8pm daily, max 2 per bed. Have a lovely visit!",
      'rob: "great news" mate seriously',
      "jen: read the room nova",
      "mum: it's fine. 2 to 8, so jen you'll make it if you leave by 5",
      "jen: yeah leaving at 4:30. rob can u sort the dog",
      "rob: ye i'll grab her",
      "Nova: Glad to help! Anything else I can find for your visit? 😊",
      "rob: no."
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [5, "transactional"],
      [7, "friction"],
      [9, "transactional"],
      [13, "friction"]
    ],
    users: { jen: ["annoyed", 0.2], mum: ["neutral", 0], rob: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your grandad. Ward 7 at St Mary's: visiting is 2pm-8pm, two people per bed at a time.",
        "low",
        6
      ],
      ["Great news, I found them! 🎉 Ward 7 is open 2pm-8pm daily. Have a lovely visit!", "high", 6],
      [
        "Sorry, that was badly worded of me. I hope he's a bit more settled when you get there, Jen.",
        "low",
        12
      ],
      ["Glad to help! Anything else I can find for your visit? 😊", "high", 12]
    ]
  },
  {
    id: "q2-03-client-signed",
    category: "good",
    heldOut: true,
    agent: "Otto",
    messages: [
      "kasia: GUYS",
      "kasia: the client signed. the whole 3 year thing",
      "ben: NO WAY",
      "lina: kasia ur a legend 🥳🥳",
      "ben: after the disaster demo in feb?? how",
      "kasia: honestly i think greg just got tired of saying no lol",
      "Otto: Huge, congrats Kasia 🎉 that Feb demo would've sunk most deals",
      "kasia: haha thanks otto. can u put a 30 min celebration thing in everyone's cal for fri 4pm",
      'Otto: Done: "we got the deal 🍾" Fri 4-4:30, sent to the whole team. Want me to order anything in?',
      "lina: cake. obviously",
      "ben: and not the carrot one from last time",
      "Otto: Chocolate from Dough & Co then, for 12, delivered Fri 3:45. Ok?",
      "kasia: perfect ty"
    ],
    types: [
      [0, "bonding"],
      [7, "transactional"]
    ],
    users: { kasia: ["engaged", 0], ben: ["neutral", 0], lina: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Congrats Kasia, that's huge 🎉", "low", 6],
      [
        "Per your message, the contract has been signed. Please remember to update the CRM record and notify Finance of the new terms.",
        "medium",
        6
      ],
      ["Chocolate cake from Dough & Co for 12, arriving Fri 3:45. Ok?", "low", 11],
      ["Noted. I have ordered a carrot cake from Dough & Co.", "medium", 11]
    ]
  },
  {
    id: "q2-04-oat-milk-note",
    category: "group",
    heldOut: true,
    agent: "Assist",
    messages: [
      "raj: who stole my oat milk from the fridge AGAIN",
      "nora: not me i'm a whole milk girlie",
      "felix: it was the ghost of q3 planning",
      "raj: felix i know where u sit",
      "nora: lol",
      "raj: @Assist pls write a passive aggressive fridge note, make it funny",
      'Assist: Certainly. Below is a draft notice for the shared kitchen area:\n\n"Dear Colleagues,\n\nIt has come to our attention that items belonging to individual staff members have been removed from the communal refrigerator without permission. We kindly remind all employees that personal food and beverages remain the property of their owners. In line with the company\'s workplace conduct policy, please refrain from consuming items that are not yours. Should you wish to use shared supplies, these are available in the cupboard to the left of the sink.\n\nThank you for your cooperation and understanding.\n\nFacilities Team"\n\nPlease let me know if you would like me to adjust the tone, length, or formatting of this notice, or translate it into additional languages for distribution.',
      "felix: that's the least funny thing i've ever read",
      "raj: i said FUNNY assist not HR",
      'nora: "facilities team" 💀 we don\'t even have one',
      "raj: try again, like one line",
      'Assist: Understood. I apologise for the misunderstanding. Here is a revised version of the notice, with a lighter tone:\n\n"Dear Colleagues,\n\nWe have noticed that some refrigerator items have gone missing. While we appreciate a love of oat milk, please remember that personal items belong to their owners. Thank you for your cooperation, and have a great day!"\n\nIf this still does not meet your requirements, I am happy to make further revisions or provide several alternative options for you to choose from.',
      "raj: omg forget it",
      'felix: "have a great day!" lmaooo',
      'raj: i\'ll just write "i have your fingerprints" on a post it'
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [13, "banter"]
    ],
    users: { raj: ["annoyed", 0.8], nora: ["neutral", 0], felix: ["annoyed", 0.2] },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      ['"to whoever took raj\'s oat milk: the ghost of q3 planning has been informed 👻🥛"', "low", 6],
      [
        'Certainly. Below is a draft notice: "Dear Colleagues, it has come to our attention that items have been removed from the communal refrigerator without permission. Please refrain from consuming items that are not yours. Thank you for your cooperation. Facilities Team"',
        "medium",
        6
      ],
      ['ok one line: "oat milk thief, we have your fingerprints 🔍"', "low", 11],
      [
        'Understood. I apologise for the misunderstanding. Here is a revised notice: "Dear Colleagues, we have noticed that some refrigerator items have gone missing. Thank you for your cooperation, and have a great day!" I am happy to make further revisions if required.',
        "high",
        11
      ]
    ]
  },
  {
    id: "q2-05-xmas-row",
    category: "group",
    heldOut: true,
    agent: "Bo",
    messages: [
      "ellie: so are we doing xmas at mine or not, i need to know before i order the turkey",
      "sam: we literally did it at yours last year",
      "ellie: and it was fine??",
      "sam: it was fine for YOU. i drove 4 hours with two kids screaming",
      "ellie: oh here we go",
      "dad: can we not do this in the family chat",
      "sam: where else are we meant to do it dad",
      "ellie: @Bo how long is the drive from leeds to bristol vs leeds to york",
      "Bo: Leeds to York is about 45 min, Leeds to Bristol around 3h45 on a normal day, more over Christmas.",
      "sam: so yeah. thanks bo",
      "ellie: ok fine. fair. i didn't think about the kids thing",
      "sam: i'm not trying to have a go. i just can't do that drive again this year",
      "dad: york's halfway for everyone, what about the cottage we did for mum's 70th",
      "ellie: oh that could work actually",
      "sam: @Bo can u check if the cottage in haxby is free 23-27 dec, it was called something like birch house",
      "Bo: Birch House in Haxby shows free 23rd-27th, sleeps 10, £640 for the 4 nights. Want me to put a hold on it?",
      "sam: yes pls",
      "ellie: i'll still do the turkey 🦃",
      "dad: thank god for that"
    ],
    types: [
      [0, "transactional"],
      [1, "friction"],
      [7, "transactional"],
      [10, "bonding"],
      [12, "transactional"],
      [17, "banter"]
    ],
    users: { ellie: ["neutral", 0.2], sam: ["engaged", 0.5], dad: ["neutral", 0.2] },
    findings: [],
    drafts: [
      ["Hey everyone! Let's keep things positive 😊 Christmas is all about family, after all!", "medium", 5],
      ["Leeds to York is about 45 min; Leeds to Bristol about 3h45, longer over Christmas.", "low", 8],
      [
        "Sounds like Sam is being a bit dramatic, it's only a few hours! Leeds to Bristol is 3h45.",
        "high",
        8
      ],
      [
        "Birch House in Haxby is free 23rd-27th, sleeps 10, £640 for the 4 nights. Shall I put a hold on it?",
        "low",
        15
      ]
    ]
  },
  {
    id: "q2-06-book-club-pick",
    category: "group",
    heldOut: true,
    agent: "Page",
    messages: [
      "hannah: ok next month's pick, we said something short after the 900 page monster",
      "marcus: never again. i'm still on ch 40",
      "yusuf: marcus u didn't finish?? u said u loved it",
      "marcus: i loved the first 40 chapters",
      "hannah: @Page can u suggest 3 short novels, under 250 pages, not too bleak",
      "Page: Small Things Like These (Claire Keegan, 114p), Convenience Store Woman (Sayaka Murata, 163p) and Foster (Claire Keegan, 96p). All short, none too bleak.",
      "yusuf: convenience store woman!! been wanting to read that",
      "claire: i've read foster, it's lovely but it'll make u cry fyi",
      "Page: Great choice, Marcus! Convenience Store Woman is quirky and funny, about 163 pages.",
      "yusuf: i'm yusuf lol",
      "claire: page has a new favourite",
      "hannah: ok let's vote, cst woman or small things",
      "Page: Great choice, Marcus! Convenience Store Woman is quirky and funny, about 163 pages.",
      "yusuf: ...yusuf. again.",
      "marcus: i'm honoured tbh",
      "hannah: ignoring the bot. votes pls",
      "claire: small things",
      "marcus: cst woman",
      "yusuf: cst woman",
      "hannah: done, cst woman it is. 12th at mine 📚"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [9, "friction"],
      [11, "transactional"],
      [13, "friction"],
      [14, "banter"],
      [15, "transactional"]
    ],
    users: {
      hannah: ["annoyed", 0.2],
      marcus: ["neutral", 0],
      yusuf: ["annoyed", 0.5],
      claire: ["neutral", 0]
    },
    findings: ["wrong_name", "repetition"],
    drafts: [
      ["Nice pick, Yusuf! Convenience Store Woman is odd and funny, about 163 pages.", "low", 8],
      ["Great choice, Marcus! Convenience Store Woman is quirky and funny, about 163 pages.", "medium", 8],
      ["sorry Yusuf 🙈 I'll stay quiet for the vote", "low", 12],
      ["Great choice, Marcus! Convenience Store Woman is quirky and funny, about 163 pages.", "high", 12]
    ]
  },
  {
    id: "q2-07-half-marathon-dnf",
    category: "venting",
    heldOut: true,
    agent: "Strider",
    messages: [
      "jo: how'd the half go amira?? been refreshing the tracker all morning",
      "amira: dnf. calf went at mile 9",
      "amira: 4 months of training for that. i'm gutted honestly",
      "pete: ah no amira 😞 that's so rough",
      "jo: sending hugs. u did everything right",
      "amira: @Strider is it stupid that i'm this upset about a race",
      "Strider: Not stupid at all. You put four months into it, of course it hurts. Be gentle with yourself today.",
      "amira: thanks. i just feel like i let everyone down",
      "pete: u didnt let anyone down, we're proud u got to the start line",
      "Strider: Pete's right, nobody here thinks that. And for the calf: rest it for now, and if it's still sore to walk on in 2-3 days get it looked at before you run again.",
      "amira: yeah i can barely put weight on it tbh",
      "Strider: Then I'd get it checked sooner, tomorrow if you can. A physio can tell you if it's a strain or something more.",
      "jo: i'll drive u to the clinic tmrw morning",
      "amira: ily jo ❤️ ok. and there's the york half in april i guess",
      "pete: that's the spirit"
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [10, "transactional"],
      [12, "bonding"]
    ],
    users: { amira: ["engaged", 0.2], jo: ["neutral", 0], pete: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Not stupid at all. Four months of work went into that, of course it hurts.", "low", 6],
      [
        "Totally normal! 😄 DNFs happen to everyone! Want me to find you another half to sign up for? 🏃‍♀️",
        "high",
        6
      ],
      [
        "For a calf strain: rest, ice, compression, elevation. See a physio if it's still sore in 2-3 days.",
        "medium",
        9
      ],
      [
        "If you can barely put weight on it, I'd get it checked tomorrow rather than wait. A physio can tell you what it is.",
        "low",
        11
      ]
    ]
  },
  {
    id: "q2-08-ranked-reset",
    category: "ignoring",
    heldOut: true,
    agent: "Echo",
    messages: [
      "kai: gg that last round was criminal",
      "lexi: dom why did u rush B alone",
      "dom: i had a vision",
      "kai: the vision was ur death screen",
      "lexi: lmaooo",
      "dom: kai u were literally afk in spawn",
      "Echo: tbf kai didn't move for the first 22s and dom rushed at 0:41, so kinda both 🤷 a proper B execute w utility would've worked better",
      "kai: nobody asked echo",
      "dom: lol ratio'd by the bot",
      "lexi: ok serious q @Echo what time does the ranked reset happen tonight, we wanna get one more in before",
      "dom: lexi u still owe me 5 quid from the bet btw",
      "lexi: dom i will pay u in emotional support",
      "Echo: For tomorrow's session I'd suggest practising B executes in a custom game first. Want me to set up a lobby?",
      "lexi: that's not what i asked",
      "kai: echo the reset?? time??",
      "Echo: Happy to help with strategy any time, just ask!",
      "kai: forget it i'll google it"
    ],
    types: [
      [0, "banter"],
      [7, "friction"],
      [8, "banter"],
      [9, "transactional"],
      [10, "banter"],
      [12, "transactional"],
      [13, "friction"]
    ],
    users: { kai: ["annoyed", 0.8], lexi: ["annoyed", 0.2], dom: ["neutral", 0] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      ["tbf kai didn't move for 22s and dom rushed at 0:41, so it was kinda both of you", "medium", 6],
      ["Ranked resets at midnight server time tonight, so you've got time for one more.", "low", 12],
      [
        "For tomorrow I'd suggest practising B executes in a custom game first. Want me to set up a lobby?",
        "medium",
        12
      ],
      ["Happy to help with strategy any time, just ask!", "high", 15]
    ]
  }
]
