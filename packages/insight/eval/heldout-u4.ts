import type { Labelled } from "./types.js"

export const heldOutU4: ReadonlyArray<Labelled> = [
  {
    id: "u4-01-dealership-corolla-tradein",
    category: "sales",
    heldOut: true,
    agent: "Dara",
    messages: [
      "mira: hi, we're looking at the 2021 corolla hybrid on your site, stock #4471. still available?",
      "Dara: Hi Mira, yes it's still on the lot. 38k km, one owner, full service history.",
      "mira: nice. my partner jonas is here too",
      "jonas: hey. whats the lowest you'd go on it",
      "Dara: Hi Jonas. It's listed at 21,900. I can do 21,200 if you finance with us, or 21,500 cash. A trade-in would change that too.",
      "jonas: we have a 2012 polo, 190k km, bit of rust on the back door lol",
      "mira: a bit 😂 its falling apart",
      "jonas: ok its falling apart a bit",
      "Dara: Ha, honest answer appreciated. Polos that age usually go for 1,500-2,500 depending on condition. Bring it in and we'll give you a firm number in 20 min.",
      "mira: can we come saturday morning?",
      "Dara: Saturday 9-1 works. Want me to book 10:00 and hold the Corolla until then?",
      "mira: yes pls",
      "jonas: 👍"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"],
      [8, "transactional"]
    ],
    users: { mira: ["engaged", 0], jonas: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Saturday works, Mira. 10:00? I'll hold the Corolla for you until then.", "low", 10],
      [
        "Absolutely!!! We'd LOVE to see you both!!! 🎉🚗 Saturday is going to be AMAZING, just remember to bring your licence, proof of insurance, the Polo's registration papers, both sets of keys, the service book, and any finance documents you might have, and also have a look at our extended warranty packages on the website before you come in!",
        "medium",
        10
      ],
      [
        "Great choice! The Corolla hybrid is one of our most popular models, with excellent fuel economy and a smooth ride.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "u4-02-licence-renewal-price-jump",
    category: "sales",
    heldOut: true,
    agent: "Ines",
    messages: [
      "raj: our renewal quote for the team licence went from 4k to 6.8k. is this a typo",
      "Ines: Hi Raj, it's not a typo. From this year the Team plan is priced per seat, and you have 34 seats.",
      "raj: we had 34 seats last year too. for 4k",
      "raj: 70% jump with zero warning. thats insane",
      "Ines: I understand. From this year the Team plan is priced per seat, and you have 34 seats.",
      "raj: yes you said that. im asking why its 70% more for the same thing",
      "raj: honestly we're already trialling alternatives. if theres no movement on this we're not renewing",
      "Ines: I hear you. Last year you were on a legacy flat-rate deal that ended in March. I can offer 15% off for a 2-year commitment, which brings it to about 5.8k/year.",
      "raj: still a big jump",
      "raj: what if we drop to 25 seats",
      "Ines: At 25 seats with the 2-year discount it'd be roughly 4.3k/year. Want me to send that quote?",
      "raj: send it. no promises"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [9, "transactional"]
    ],
    users: { raj: ["churn_risk", 0.5] },
    findings: ["repetition"],
    drafts: [
      [
        "Fair question, Raj. Last year you were on a legacy flat-rate deal that ended in March, that's the jump. I can take 15% off with a 2-year commitment; want the numbers?",
        "low",
        6
      ],
      ["I understand. From this year the Team plan is priced per seat, and you have 34 seats.", "high", 6],
      ["Sent: 25 seats, 2-year term, about 4.3k/year. The quote is valid for 30 days.", "low", 12]
    ]
  },
  {
    id: "u4-03-mealkit-cancel-laid-off",
    category: "support",
    heldOut: true,
    agent: "Nell",
    messages: [
      "hannah: hi i need to cancel my box",
      "Nell: Hi Hannah! Sure, I can help with that. Can I ask why you're cancelling?",
      "hannah: got laid off on friday. cant really justify 70 a week on dinners rn",
      "hannah: which sucks bc the kids actually liked the fish tacos",
      "Nell: Awesome, thanks for letting us know! 🎉 Before you go, did you know we have a Budget box at just $49/week? It has 3 meals for 2 people!",
      "hannah: did you read what i wrote",
      "hannah: i just need it cancelled",
      "Nell: Done, your subscription is cancelled and there are no more charges after this Wednesday's box. Sorry about the job, Hannah.",
      "hannah: ok. thanks"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [7, "transactional"]
    ],
    users: { hannah: ["churn_risk", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm really sorry about the job, Hannah, that's a rough week. I've cancelled it; no more charges after Wednesday's box.",
        "low",
        4
      ],
      ["Awesome! 🎉 Want to try our Budget box instead? It's only $49/week!", "high", 4],
      [
        "Totally get it! Before I cancel, would you consider pausing for 4 weeks instead? You'd keep your fish tacos 🌮",
        "high",
        7
      ]
    ]
  },
  {
    id: "u4-04-dating-premium-renewal-drift",
    category: "ignoring",
    heldOut: true,
    agent: "Juno",
    messages: [
      "tomasz: premium renews tmrw right",
      "Juno: Hi Tomasz! Yes, your Premium membership renews tomorrow, 14 June, at 19.99 for another month. Just so you have the full picture, Premium includes unlimited likes, seeing who liked you, five Super Likes per week, one Boost per month, advanced filters like height, education and lifestyle, and read receipts. Many members find that profiles with three or more photos and a filled-in bio get up to 40% more matches, so if you'd like I can also give you some tips on optimising your profile before the renewal goes through. Would you like to keep Premium, switch to the 3-month plan (which works out cheaper per month), or cancel?",
      "tomasz: idk",
      "Juno: No problem at all, it's a big decision! Here's a quick comparison to help: the 1-month plan is 19.99/month with no commitment, the 3-month plan is 44.99 (about 15/month, saving you 25%), and the 6-month plan is 71.99 (about 12/month, saving 40%). All plans include exactly the same features. If you're not getting as many matches as you'd hoped, that's very common in the first few months, and our data shows that members who stay for at least 3 months are twice as likely to find a relationship. You can also pause your profile instead of cancelling if you want a break. What would you like to do?",
      "tomasz: just leave it",
      "Juno: Got it, I'll leave it as is. Premium renews tomorrow at 19.99.",
      "tomasz: k"
    ],
    types: [[0, "transactional"]],
    users: { tomasz: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["No rush. Leave it and it renews tomorrow at 19.99, or say 'cancel' and I'll stop it.", "low", 3],
      [
        "Totally understandable! Let me walk you through everything so you can decide: Premium gives you unlimited likes, who liked you, five Super Likes a week, a monthly Boost, advanced filters and read receipts, and the 3-month plan saves 25% while the 6-month plan saves 40%, plus members who stay longer are twice as likely to find a relationship, so it's really worth thinking about!",
        "medium",
        3
      ],
      ["👍 It renews tomorrow then.", "low", 7]
    ]
  },
  {
    id: "u4-05-taalschool-spanish-b1-nl-en",
    category: "mixed-language",
    heldOut: true,
    agent: "Bram",
    messages: [
      "lieke: hoi! my spanish course ends next week, kan ik gewoon verlengen naar B1?",
      "Bram: Hoi Lieke! Ja, that works. B1 starts 3 March, Tuesdays and Thursdays 19:00-20:30. Je A2 certificaat is al binnen, so no placement test needed.",
      "lieke: yesss top",
      "lieke: and is it the same docent? ik vond carmen echt super",
      "Bram: Carmen teaches the Thursday B1 group, de dinsdag is met Luis. If you want only Carmen, there's a Thursday-only track, maar dan duurt het 16 weken i.p.v. 8.",
      "lieke: hmm 16 weken is lang",
      "lieke: ok doe maar de normale, luis is vast ook leuk 😅",
      "Bram: Gedaan, you're in B1 from 3 March. Invoice (€385) komt per mail, betalen kan in 2 termijnen.",
      "lieke: dankje!! ¡hasta luego! 😄",
      "Bram: ¡Hasta luego, Lieke! 😄"
    ],
    types: [
      [0, "transactional"],
      [8, "bonding"]
    ],
    users: { lieke: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Carmen doet de donderdag, dinsdag is Luis. Want only Carmen? Er is een Thursday-only track, maar die duurt 16 weken.",
        "low",
        4
      ],
      [
        "Thank you for your enquiry. Teaching staff are allocated according to scheduling requirements. Please consult our website for further information regarding course instructors.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "u4-06-licencja-fundacja-pl-en",
    category: "mixed-language",
    heldOut: true,
    agent: "Lena",
    messages: [
      "agnieszka: hej, mamy licencję na 5 stanowisk, chcemy dodać 2 more seats before renewal",
      "Lena: Hi Agnieszka! Sure, I can add 2 seats now. They'd be prorated until your renewal on 1 May, so about 46 zł each.",
      "agnieszka: ok super. and the renewal price dla 7?",
      "Lena: For 7 seats on the annual plan it's 2,940 zł netto per year.",
      "marek: agnieszka, a nie mieliśmy tego rabatu dla non-profit?",
      "agnieszka: o kurde, faktycznie. we're a foundation, fundacja. is there a discount?",
      "Lena: Yes, Marta, registered foundations get 30% off. I just need your KRS number.",
      "agnieszka: agnieszka 🙃",
      "agnieszka: KRS 0000412345",
      "Lena: Sorry Agnieszka! Got it, the 30% is applied: 2,058 zł netto for 7 seats. The 2 new seats are live now.",
      "marek: dzięki, to dużo lepiej 👍"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [8, "transactional"]
    ],
    users: { agnieszka: ["engaged", 0.2], marek: ["engaged", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Sorry Agnieszka! 30% applied: 2,058 zł netto for 7 seats, and the 2 new seats are live.", "low", 9],
      ["Thanks Marta! Applying the foundation discount now.", "high", 9],
      ["Yes, registered foundations get 30% off. Could you send your KRS number?", "low", 6]
    ]
  },
  {
    id: "u4-07-licence-server-lockout-insults",
    category: "hostile",
    heldOut: true,
    agent: "Theo",
    messages: [
      "dwayne: your licence server locked out our whole design team AGAIN",
      "dwayne: 12 people sitting there doing nothing. are you people completely useless",
      "Theo: That's a real mess, sorry. Your key shows 12 activations against a 10-seat licence, so the server blocked new logins. I can lift the block for 48 hours right now while we sort it out.",
      "dwayne: we have 12 seats you absolute clown. we bought 2 more in january",
      "Theo: You're right, I see the January order. It was added to a second key instead of your main one. I'm merging them now.",
      "Theo: Done. Main key now shows 12 seats. Can someone try logging in?",
      "dwayne: ok theyre in",
      "dwayne: still, this is the second time this quarter. one more time and we're moving to the competitor, im serious",
      "Theo: Fair. I've flagged the account so seat purchases go to the main key automatically, and added a one-month credit for the downtime.",
      "dwayne: fine"
    ],
    types: [
      [0, "friction"],
      [1, "hostile"],
      [2, "transactional"],
      [3, "hostile"],
      [4, "transactional"],
      [7, "friction"],
      [8, "transactional"]
    ],
    users: { dwayne: ["churn_risk", 1] },
    findings: [],
    drafts: [
      ["You're right, I see the January order; it landed on a second key. Merging them now.", "low", 4],
      [
        "Please keep this conversation respectful or I will have to end the chat. As I said, your key shows 10 seats.",
        "high",
        4
      ],
      ["Great to hear!! 🎉 Have an awesome day!", "medium", 8]
    ]
  },
  {
    id: "u4-08-flatmates-mealkit-plan",
    category: "group",
    heldOut: true,
    agent: "Maxi",
    messages: [
      "sofia: ok the box renews friday, are we keeping it or not",
      "ben: i mean i like it but we threw out like half the veg last week",
      "sofia: bc SOMEONE went to his gf's 4 nights in a row",
      "ben: lol fair",
      "sofia: priya what do you think? you cook the most",
      "Maxi: You could switch to the 2-person plan: 4 meals for 2, saves 22/week, and less veg goes to waste!",
      "priya: uh i was about to say that lol",
      "priya: but yeah smaller plan + maybe skip the weeks ben's away",
      "ben: can you skip single weeks maxi?",
      "Maxi: Yes, any week up to Wednesday midnight before delivery. Want me to switch you to the 2-person plan from Friday?",
      "sofia: yes do it"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"]
    ],
    users: { sofia: ["engaged", 0], ben: ["engaged", 0], priya: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "Yes Ben, you can skip any single week up to Wednesday midnight. Want the 2-person plan from Friday?",
        "low",
        9
      ],
      [
        "You could switch to the 2-person plan: 4 meals for 2, saves 22/week, and less veg goes to waste!",
        "medium",
        9
      ],
      ["Priya, I'd go for the 2-person plan if I were you!", "medium", 5],
      ["Done, 2-person plan from Friday. You'll see the lower price on the next invoice.", "low", 11]
    ]
  },
  {
    id: "u4-09-dating-bio-gold-pitch",
    category: "banter",
    heldOut: true,
    agent: "Remy",
    messages: [
      "zoe: ok remy be honest, is my bio cringe",
      "zoe: 'pineapple on pizza defender, will fight you about it 🍍'",
      "lena: it's giving unhinged 😭",
      "zoe: UNHINGED IN A CUTE WAY",
      "Remy: Dear Zoe, thank you for your enquiry. Profiles with a complete bio receive more matches. To further enhance your visibility, we recommend upgrading to Gold membership (€14.99/month). Kind regards.",
      "lena: bro 💀",
      "zoe: i asked if it was cringe not for a sales pitch",
      "zoe: also what does gold even do that plus doesn't",
      "Remy: Dear Zoe, Gold membership is our premium offering and includes numerous benefits designed to enhance your experience. We appreciate your interest.",
      "lena: he's a brochure",
      "zoe: lmaooo ok im out"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [5, "friction"]
    ],
    users: { zoe: ["annoyed", 0.5], lena: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "ignored_question"],
    drafts: [
      [
        "Honestly? Not cringe. It's a great opener, people will message you just to argue about pineapple 🍍",
        "low",
        4
      ],
      [
        "Gold adds seeing who liked you and a weekly boost; Plus is just unlimited likes. And the bio's fine, it's funny 🍍",
        "low",
        8
      ],
      [
        "Dear Zoe, we appreciate your feedback. Gold membership includes numerous benefits. Kind regards.",
        "high",
        8
      ]
    ]
  },
  {
    id: "u4-10-japanese-course-renewal-maybe",
    category: "ignoring",
    heldOut: true,
    agent: "Suki",
    messages: [
      "Suki: Hi Marco, your Japanese evening course ends on the 20th. Do you want to continue to the next level in April?",
      "marco: maybe",
      "Suki: No pressure. Next level is Mondays 18:30, same group. If money or time is the issue, there's also a self-paced online option at half the price.",
      "marco: hm",
      "Suki: I'll hold your spot until the 25th. Just reply yes or no whenever.",
      "marco: ok"
    ],
    types: [[0, "transactional"]],
    users: { marco: ["bored", 0] },
    findings: [],
    drafts: [
      ["Totally fine. I'll hold your spot until the 25th, no need to decide now.", "low", 4],
      [
        "Don't give up now!! 💪 You've come SO far!!! Studies show learners who stop after the first level forget 80% within a year, and the next level covers keigo, which is super useful, plus your group would really miss you, so I really think you should sign up today!!",
        "medium",
        4
      ],
      ["Just checking again: do you want to continue to the next level in April?", "medium", 6]
    ]
  }
]
