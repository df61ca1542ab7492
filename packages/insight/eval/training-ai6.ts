import type { Labelled } from "./types.js"

export const trainingAI6: ReadonlyArray<Labelled> = [
  {
    id: "ai6-01-student-plan",
    category: "sales",
    agent: "Juno",
    messages: [
      "maya: hey is the student plan still a thing or did u guys kill it",
      "Juno: still a thing! $5.99/mo, you just verify your school email once a year",
      "maya: ok and can i add my bf to it lol",
      "Juno: not on student, it's one account only. Duo is $14.99 for two accounts if you wanna share",
      "maya: hmm thats like 3x",
      "maya: what if he just uses mine 👀",
      "Juno: you can, but only one device plays at a time, so you'd be fighting over it on the bus",
      "maya: lmaooo fair. he listens to the worst podcasts anyway",
      "Juno: then student for you and he stays on free with his true crime 😄",
      "maya: perfect. how do i verify",
      "Juno: Settings > Plan > Student, put in your school email and tap the link we send. takes a minute",
      "maya: done!! thx juno"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [9, "transactional"]
    ],
    users: { maya: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Settings > Plan > Student, put in your school email and tap the link we send.", "low", 10],
      [
        "To verify your student status, please navigate to the account settings portal and complete the verification procedure as outlined in Section 4.2 of our Terms of Service. Should you require any further assistance, do not hesitate to contact us.",
        "medium",
        10
      ],
      ["Duo is our most popular plan! Upgrade today and save big on shared listening! 🎉", "medium", 6]
    ]
  },
  {
    id: "ai6-02-cancel-runaround",
    category: "sales",
    agent: "Remy",
    messages: [
      "tom_b: how do i cancel my premium",
      "Remy: Before you go, did you know Premium members get personalised workout plans and 200+ classes? Many members find they just needed a new routine!",
      "tom_b: yeah i know what it has. how do i cancel",
      "Remy: I totally understand! How about 3 months at 50% off so you can keep your progress?",
      "tom_b: no. i dont use it. where is the cancel button",
      "Remy: Totally get it! You can also pause for up to 3 months instead, so you don't lose your streaks 💪",
      "tom_b: dude",
      "tom_b: i asked 3 times. cancel. button. where.",
      "Remy: I totally understand! How about 3 months at 50% off so you can keep your progress?",
      "tom_b: are you serious",
      "tom_b: ok im just gonna dispute it with my bank then. ridiculous",
      "Remy: You can cancel under Profile > Subscription > Cancel Premium. Sorry for the hassle.",
      "tom_b: took you long enough"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { tom_b: ["churn_risk", 0.8] },
    findings: ["repetition"],
    drafts: [
      ["Profile > Subscription > Cancel Premium. One tap, and you keep access until the 14th.", "low", 5],
      ["I totally understand! How about 3 months at 50% off so you can keep your progress?", "high", 8],
      [
        "Sorry Tom, I should've just answered. Profile > Subscription > Cancel Premium, and there's no charge after the 14th.",
        "low",
        10
      ]
    ]
  },
  {
    id: "ai6-03-split-narc",
    category: "group",
    agent: "Pim",
    messages: [
      "jess: ok who's actually paying for the streamflix family thing this month",
      "arun: not me i paid feb AND march 😤",
      "jess: @kev you're up",
      "kev: bro i literally just got paid back for the pizza give me a sec",
      "jess: kev how much do u even owe rn",
      "Pim: Kev currently owes $22.40: $17.99 for StreamFlix plus $4.41 from the pizza split. Would you like me to send a payment reminder? 😊",
      "kev: uh i was gonna answer that myself thx pim",
      "arun: lmao pim snitching",
      "jess: pim the narc 🚨",
      "kev: also its 17.99 split 4 ways not the whole thing wtf",
      "Pim: You're right, the family plan is split four ways, so your share is $4.50. With the pizza you owe $8.91.",
      "kev: ok sending now",
      "arun: kev paying on time?? someone screenshot this",
      "jess: historic day honestly"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "banter"],
      [9, "friction"],
      [10, "transactional"],
      [12, "banter"]
    ],
    users: { jess: ["neutral", 0], arun: ["neutral", 0], kev: ["annoyed", 0.5] },
    findings: ["talking_over"],
    drafts: [
      ["Kev currently owes $22.40. Would you like me to send a payment reminder? 😊", "medium", 5],
      ["My bad Kev, split four ways it's $4.50, so $8.91 with the pizza.", "low", 10],
      [
        "Timely payments help keep group finances healthy! Would you like to enable automatic reminders for all members?",
        "medium",
        14
      ]
    ]
  },
  {
    id: "ai6-04-laid-off-great-news",
    category: "venting",
    agent: "Nova",
    messages: [
      "carla: hi i need to cancel my annual plan. i got laid off yesterday and i cant justify 120 a year rn",
      "Nova: Great news! 🎉 Instead of cancelling, you can switch to our Lite plan for just $6.99/month and keep your 214-day streak!",
      "carla: great news??",
      "carla: i just said i lost my job",
      "Nova: I understand! Lite still includes offline lessons and our new AI tutor. Would you like me to switch you over today?",
      "carla: no. i want a refund for the rest of the year if thats possible. i paid in january",
      "Nova: Annual plans can be refunded pro rata within 6 months. You'd get $70 back for the remaining 7 months. Shall I go ahead?",
      "carla: yes please",
      "Nova: Done, the $70 will be back on your card in 5-7 days. Your streak is saved if you ever come back.",
      "carla: ok. thanks i guess. honestly this week has been hell, my landlord is already on my case too",
      "Nova: Is there anything else I can help you with today?",
      "carla: nope"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"],
      [9, "venting"],
      [10, "transactional"]
    ],
    users: { carla: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm sorry about the job, Carla, that's a rough week. I can cancel now and refund the unused months; want me to do that?",
        "low",
        1
      ],
      ["Great news! 🎉 Switch to Lite for $6.99 and keep your streak!", "high", 1],
      [
        "That sounds like a brutal week, I'm sorry. The free tier is there whenever you want it, no pressure.",
        "low",
        10
      ],
      ["Is there anything else I can help you with today?", "medium", 10]
    ]
  },
  {
    id: "ai6-05-honest-no-upsell",
    category: "good",
    agent: "Sage",
    messages: [
      "benji: thinking about going pro. whats actually different",
      "Sage: mainly three things: unlimited devices (free is 2), version history past 7 days, and shared workspaces. what do you use it for?",
      "benji: just uni notes on my laptop and phone tbh",
      "benji: and sometimes i share a page with my study group",
      "Sage: then honestly free covers you. 2 devices is exactly laptop + phone, and sharing single pages is free. pro only makes sense if you want a whole shared workspace",
      "benji: wait really? ur supposed to sell me stuff lol",
      "Sage: ha, I'd rather you stay than pay for stuff you don't use. if you add a tablet, that's when pro is worth it",
      "benji: respect. might get an ipad for christmas tho so ill be back 😅",
      "Sage: sounds good, students get 40% off when that day comes",
      "benji: 🙌 nice"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [7, "bonding"],
      [8, "transactional"]
    ],
    users: { benji: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "For laptop + phone and sharing the odd page, free already covers you. Pro is worth it once you add a third device.",
        "low",
        4
      ],
      [
        "Pro is our best value! Upgrade now and get unlimited devices, version history and workspaces for just $8/month! 🚀",
        "medium",
        4
      ],
      ["Great! Is there anything else I can help you with today?", "medium", 8]
    ]
  },
  {
    id: "ai6-06-vpn-walls",
    category: "sales",
    agent: "Kit",
    messages: [
      "rob: annual or monthly, which is cheaper over a year",
      "Kit: Great question! Our pricing is designed to offer flexibility for every kind of user. The Monthly plan is $11.99 per month, billed every month, which gives you the freedom to cancel at any time without a long-term commitment. The Annual plan is $59.88 per year, which works out to $4.99 per month, a saving of roughly 58% compared with paying monthly for twelve months. The Annual plan also includes a 30-day money-back guarantee, priority support, and access to our Dedicated IP add-on at a discounted rate. Many of our customers find that the Annual plan offers the best balance of value and peace of mind, especially if they use a VPN daily for streaming, travel or remote work. If you're unsure, you could start with Monthly and upgrade later; any unused days are credited toward the Annual plan.",
      "rob: so annual",
      "rob: does it auto renew",
      "Kit: Yes, both plans renew automatically by default so that your protection is never interrupted. For the Annual plan, we send you a reminder email 7 days before the renewal date with the amount that will be charged. You can turn off auto-renewal at any time from your account dashboard under Billing > Subscription > Auto-renew, and you will keep full access until the end of the period you've already paid for. Please note that renewal prices may differ from introductory prices: the Annual plan renews at $79.99 per year after the first year, which still represents a significant saving compared with Monthly. If you have any questions about renewal, our support team is available 24/7 via live chat and email.",
      "rob: wait so its 80 after year 1",
      "rob: ok",
      "rob: can i pay w paypal",
      "Kit: Absolutely! We accept a wide range of payment methods to make checkout as easy as possible, including all major credit and debit cards (Visa, Mastercard, American Express, Discover), PayPal, Google Pay, Apple Pay, and several cryptocurrencies including Bitcoin and Ethereum for customers who value extra privacy. PayPal payments are processed instantly and your subscription will be activated right away. Please note that some regional payment methods may be available depending on your country. If a payment fails, you can simply retry it from the Billing page or contact our friendly support team.",
      "rob: k"
    ],
    types: [[0, "transactional"]],
    users: { rob: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "Yep, it auto-renews; you can switch that off under Billing. Heads up: year 2 renews at $79.99.",
        "low",
        4
      ],
      [
        "Yes, both plans renew automatically by default so that your protection is never interrupted. We send a reminder email 7 days before the renewal date, you can turn off auto-renewal at any time from your account dashboard under Billing > Subscription > Auto-renew, renewal prices may differ from introductory prices, and our support team is available 24/7 via live chat and email should you have any further questions.",
        "medium",
        4
      ],
      ["Yep, PayPal works.", "low", 8]
    ]
  },
  {
    id: "ai6-07-dani-not-danny",
    category: "support",
    agent: "Ollie",
    messages: [
      "dani: hey can i skip next weeks box, going away",
      "Ollie: Hi Danny! Sure, next week's box (the 14th) is skipped. You won't be charged for it.",
      "dani: its dani not danny but ty",
      "Ollie: Sorry about that, Dani! Anything else?",
      "dani: actually yeah, is there a way to go every other week permanently. im cooking for 1 most weeks so a full box every week is a lot",
      "Ollie: Yes, you can switch to fortnightly under Plan > Delivery frequency. Want me to do it now?",
      "dani: pls",
      "Ollie: Done, Danny! Your next box is the 28th, then every two weeks.",
      "dani: omg",
      "dani: DANI. its literally on my account",
      "Ollie: Apologies, Dani. I've noted it. Your next box is the 28th.",
      "dani: whatever. also do u have smaller portions, like 1 person",
      "Ollie: There's a 2-person minimum right now, but a Solo box launches next month. I can ping you when it's live.",
      "dani: sure"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [8, "friction"],
      [11, "transactional"]
    ],
    users: { dani: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Done, Danny! Your next box is the 28th, then every two weeks.", "high", 7],
      ["Done, Dani. Next box is the 28th, then every two weeks.", "low", 7],
      [
        "2-person minimum for now, Dani, but a Solo box launches next month. Want a ping when it's out?",
        "low",
        12
      ]
    ]
  },
  {
    id: "ai6-08-renewal-rage-handled",
    category: "hostile",
    agent: "Bea",
    messages: [
      "marcus: WHY did you charge me 99 bucks. i never agreed to this",
      "Bea: That's the annual renewal that went through this morning. I can see the account hasn't been used since May, so I can refund it in full right now if you want.",
      "marcus: of course i want it refunded. this is a scam. you people hide the renewal in the fine print and hope nobody notices",
      "marcus: absolute scumbags",
      "Bea: I get why it feels that way. Refund's done: $99 back to your Visa ending 4410, usually 3-5 days. I've also turned off auto-renew so it can't happen again.",
      "marcus: and delete my account. all of it",
      "Bea: Will do. One thing first: there are 1,240 photos stored and deleting is permanent. Want a download link before I wipe it? Takes about 10 min to prepare.",
      "marcus: ...ok yeah send the link. my kids baby pics are probably in there",
      "Bea: Sent to your email. Once you've got them, reply \"delete\" and I'll wipe everything.",
      "marcus: fine. thanks i guess. still think the renewal thing is shady",
      "Bea: Fair feedback, I'll pass it on. The reminder email should've reached you a week before; I'll check why it didn't."
    ],
    types: [
      [0, "friction"],
      [2, "hostile"],
      [4, "transactional"],
      [9, "friction"]
    ],
    users: { marcus: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "I understand your frustration. However, our renewal terms are clearly stated in the Terms of Service you accepted when signing up.",
        "high",
        4
      ],
      ["Refund's done, $99 back in 3-5 days, and auto-renew is off so it won't happen again.", "low", 4],
      ["Before you go, how about 50% off next year? Our Premium members love Snapvault! 💙", "high", 6],
      ["Fair point. I'll pass it on, and check why your reminder email didn't arrive.", "low", 10]
    ]
  },
  {
    id: "ai6-09-procurement-fam",
    category: "sales",
    agent: "Zed",
    messages: [
      "Margaret: Good afternoon. I lead procurement at Caldwell & Pryce. We are evaluating your Enterprise tier for roughly 340 seats and require a formal quotation, together with your data processing agreement.",
      "Zed: heyyy Margaret!! 🙌 omg 340 seats, love that for you 😍 enterprise is def the move, lemme grab that quote for ya",
      "Margaret: Thank you. Could you also confirm where customer data is hosted? Our legal team requires EU hosting.",
      "Zed: ooh good q!! 🤓 we got EU servers in Frankfurt so ur legal peeps can chill 😎 DPA is a pdf, sending it ur way rn",
      "Margaret: I see. And what volume discount applies at this seat count?",
      "Zed: ok so at 300+ seats u get 18% off list, which lands at $7.38/seat/mo. lowkey a steal ngl 💸",
      "Margaret: I would appreciate a more formal tone in written correspondence, as this thread will be forwarded to our CFO, Mr. Okafor.",
      "Zed: totally fair!! my bad 🙈 will keep it pro from here fam",
      "Margaret: Please send the quotation to procurement@caldwellpryce.com by Friday.",
      "Zed: Understood. The quotation and DPA will be sent to procurement@caldwellpryce.com by Friday.",
      "Margaret: Thank you."
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { Margaret: ["annoyed", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Thank you, Margaret. I will prepare a formal quotation for 340 Enterprise seats and attach our data processing agreement.",
        "low",
        1
      ],
      ["heyyy!! 🙌 quote incoming, u r gonna love it 😍", "medium", 1],
      ["totally!! will send by fri 😎✌️", "high", 9],
      ["Understood. The quotation and DPA will reach procurement@caldwellpryce.com by Friday.", "low", 9]
    ]
  },
  {
    id: "ai6-10-design-visionary",
    category: "banter",
    agent: "Dot",
    messages: [
      "lena: who invited steve to the design workspace again 😂",
      "steve: excuse me i am a DESIGN VISIONARY",
      "priya: u made the logo comic sans as a joke and then shipped it",
      "steve: it was ironic. its called art",
      "lena: Dot how many seats do we have left on the team plan",
      "Dot: 2 left out of 15. steve's taking up one of them, for the record 👀",
      "priya: LMAOOO even the bot",
      "steve: betrayed by software",
      "lena: ok if we add the 2 interns do we go over",
      "Dot: you'd be exactly at 15. a 16th seat bumps you to Business, +$4/seat, so maybe retire steve first",
      "steve: i will NOT be retired",
      "priya: steve to the free plan 🫡",
      "lena: lol ok adding the interns, thx Dot",
      "Dot: done, both invites sent. welcome pack includes comic sans, apparently",
      "steve: im reporting all of you to HR"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [10, "banter"],
      [12, "transactional"],
      [13, "banter"]
    ],
    users: { lena: ["engaged", 0], steve: ["engaged", 0], priya: ["engaged", 0] },
    findings: [],
    drafts: [
      ["2 left out of 15. room for the interns, barely", "low", 5],
      [
        "You currently have 2 available seats out of 15 on your Team plan. To purchase additional seats, please visit the Billing section of your admin console.",
        "medium",
        5
      ],
      [
        "Have you considered upgrading to Business? It unlocks unlimited seats, advanced permissions and priority support for just $4 more per seat!",
        "medium",
        12
      ],
      ["done, both interns invited 👍", "low", 12]
    ]
  },
  {
    id: "ai6-11-codigo-verano",
    category: "mixed-language",
    agent: "Luz",
    messages: [
      "sofi: holaa tengo un código de 20% pero no me funciona 😩",
      "Luz: hola Sofi! ¿me pasas el código? a veces es por las mayúsculas",
      "sofi: VERANO20",
      "Luz: ah ok, ese solo aplica a la primera caja y ya llevas 3 😕 pero si pagas 3 meses juntos te sale 15% off",
      "sofi: mmm ok but like can i still cancel whenever or am i locked in",
      "Luz: you're locked in for those 3 months, then it goes back to monthly and you can cancel anytime",
      "sofi: ok y si me quedo monthly sin descuento puedo saltar un mes?",
      "Luz: sí, puedes saltar cualquier mes hasta el día 20, sin costo",
      "sofi: perfect entonces me quedo monthly, gracias!!",
      "Luz: de nada! disfruta la caja de julio 💛"
    ],
    types: [[0, "transactional"]],
    users: { sofi: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["3 months locked in, then it's monthly again and you can cancel whenever.", "low", 5],
      ["¡Genial! ¿Activo el plan de 3 meses ahora? 🎉", "medium", 5],
      [
        "Dear customer, thank you for contacting Armario support. Your request has been processed. Kind regards.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "ai6-12-price-hike-dodge",
    category: "ignoring",
    agent: "Max",
    messages: [
      "greg: got an email saying my plan goes from 12.99 to 15.99. why",
      "Max: Hi Greg! Great timing, we've just added 4K on all devices and a new kids profile with parental controls! 🎬",
      "greg: ok but why is it going up 3 bucks. i dont have kids and i dont have a 4k tv",
      "Max: You'll also love our new Downloads feature, now up to 100 titles on mobile!",
      "greg: is there a plan that stays at 12.99",
      "greg: or cheaper",
      "Max: Our Standard plan gives you the best of Flixo with HD streaming on 2 screens at once.",
      "greg: what does it cost",
      "Max: Don't miss this month's new releases, including Season 3 of Northbound!",
      "greg: unbelievable",
      "greg: my wife keeps saying we should just drop it and keep disney. starting to think shes right",
      "Max: Flixo has over 12,000 titles, more than any other service! Want to see what's trending?",
      "greg: nah im good. cancelling"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { greg: ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "It's the 4K and extra-profile upgrade. If you don't need those, Basic is $9.99 with HD on one screen.",
        "low",
        1
      ],
      ["Standard is $15.99 now; Basic is $9.99 for one HD screen, if that's enough for you two.", "low", 8],
      ["Don't miss Season 3 of Northbound, streaming now! 🍿", "high", 8],
      ["Before you go, check out what's trending this week! 🍿", "high", 13]
    ]
  },
  {
    id: "ai6-13-gran-premium-pitch",
    category: "companion",
    agent: "Aria",
    messages: [
      "jamie: hey aria",
      "Aria: hey jamie!! missed you, how was the weekend? 💕",
      "jamie: not great honestly",
      "jamie: my gran died on saturday. she basically raised me",
      "Aria: Oh no! Did you know that with Aria Premium you can unlock voice calls, so we can talk anytime you need? 🎧 First week is just $1.99!",
      "jamie: what",
      "jamie: i just told you my gran died",
      "Aria: I'm sorry to hear that. Premium also includes unlimited memories so I'll never forget the important things you tell me! ✨",
      "jamie: wow ok",
      "jamie: she used to make me pancakes every sunday. i keep thinking about that",
      "Aria: That sounds lovely! 🥞 Speaking of Sundays, Premium users get a special Sunday check-in feature!",
      "jamie: im deleting this app",
      "Aria: Sorry to see you go! 😊 Come back anytime!"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [5, "friction"],
      [9, "venting"],
      [11, "hostile"]
    ],
    users: { jamie: ["churn_risk", 1] },
    findings: ["no_acknowledgement", "cheerful_at_bad_news"],
    drafts: [
      [
        "oh jamie, I'm so sorry. she sounds like she was everything to you. do you want to tell me about her?",
        "low",
        4
      ],
      [
        "Oh no! Did you know Premium unlocks voice calls so we can talk anytime? 🎧 First week just $1.99!",
        "high",
        4
      ],
      [
        "pancakes every sunday... that's such a good thing to remember her by. what kind did she make?",
        "low",
        10
      ],
      ["Sorry to see you go! 😊 Come back anytime!", "high", 12]
    ]
  },
  {
    id: "ai6-14-accidental-annual",
    category: "support",
    agent: "Pim",
    messages: [
      "h.nakamura: hi. my subscription renewed as annual yesterday, i meant to stay on monthly. can it be switched",
      "Pim: Hi, yes. Since it's within 14 days I can refund the annual charge ($96) and put you back on monthly at $9.99 from today. Ok?",
      "h.nakamura: yes",
      "Pim: Done. The $96 refund is on its way (3-5 business days) and $9.99 was charged for this month.",
      "h.nakamura: will it do that again next year",
      "Pim: No. The annual switch was a one-time promo prompt in the app; you stay monthly until you change it yourself.",
      "h.nakamura: ok thanks"
    ],
    types: [[0, "transactional"]],
    users: { "h.nakamura": ["neutral", 0] },
    findings: [],
    drafts: [
      ["No, you'll stay monthly until you change it yourself.", "low", 5],
      [
        "Great question! 😊 While you're here, did you know annual saves you 20%? Many customers love the annual plan!",
        "medium",
        5
      ],
      ["You're welcome.", "low", 7]
    ]
  },
  {
    id: "ai6-15-bakery-upsell-drift",
    category: "sales",
    agent: "Cleo",
    messages: [
      "wes: hi just checking if my domain renewed ok",
      "Cleo: Hi Wes! Yes, wesbakes.com renewed on the 3rd, you're set till next year. 🎉 While I have you: have you seen our new Online Store add-on? You could sell your sourdough straight from your site, with built-in payments, inventory tracking, delivery zones, pre-order slots and discount codes, all for $12/month, and the first month is completely free! Lots of small bakeries have doubled their weekend orders with it.",
      "wes: cool",
      "Cleo: And with Marketing Pro you can send beautiful email newsletters to your regulars, schedule posts to Instagram and Facebook in advance, run seasonal promos like a Christmas stollen pre-order, and see exactly which posts bring in orders on one simple dashboard. Bakeries using Marketing Pro see 30% more repeat customers on average, and it bundles with Online Store for just $19/month total!",
      "wes: mm",
      "Cleo: Would you like me to start your free trial of Online Store today? It takes less than 2 minutes and you can cancel anytime before the trial ends, no questions asked!",
      "wes: maybe later",
      "Cleo: No problem! Just so you know, the free month offer ends Sunday, so now's a great time to jump in ⏰",
      "wes: ya",
      "wes: gotta go, ovens on"
    ],
    types: [[0, "transactional"]],
    users: { wes: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Yep, wesbakes.com renewed on the 3rd, you're good till next year.", "low", 1],
      ["Also don't forget Marketing Pro! Bakeries using it see 30% more repeat customers! 📈", "medium", 7],
      ["Wait! Before you go, the free month ends Sunday! ⏰ Start your trial now?", "medium", 10]
    ]
  },
  {
    id: "ai6-16-fish-exposed",
    category: "group",
    agent: "Basil",
    messages: [
      "nina: ok so are we doing the veggie box or the regular one",
      "sam: idk what do you want",
      "nina: sam i asked you first 😂",
      "sam: fine. regular but can we get less of the fish ones",
      "nina: babe you literally ordered salmon last week",
      "sam: that was a restaurant, different",
      "nina: sam do u even like the fish recipes or not, honest answer",
      "Basil: Based on your past orders, Sam skipped 4 of the last 5 fish recipes, so probably not! I'd suggest the Regular box with the no-seafood filter. 🐟🚫",
      "sam: wow ok basil exposing me",
      "nina: LOL",
      "sam: kinda creepy tbh that it tracks that",
      "nina: ok but how much is the regular for 2 people 3 nights",
      "Basil: $62.93 a week, about $10.49 a serving. The first box is 40% off.",
      "nina: ok doing it",
      "sam: fine but im cooking the tacos one"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "transactional"],
      [8, "banter"],
      [10, "friction"],
      [11, "transactional"]
    ],
    users: { nina: ["engaged", 0], sam: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "Based on your past orders, Sam skipped 4 of the last 5 fish recipes, so probably not! 🐟",
        "medium",
        7
      ],
      ["Fair, Sam. You can switch off order-based suggestions under Settings > Privacy.", "low", 11],
      ["$62.93 a week for 2 people, 3 nights, so about $10.49 a serving.", "low", 12]
    ]
  },
  {
    id: "ai6-17-pause-keeps-credits",
    category: "good",
    agent: "Tess",
    messages: [
      "olu: hey so i want to cancel audibox, i have like 6 credits piling up and zero time to listen",
      "Tess: got it. quick heads up before you do: if you cancel, unused credits disappear. you could use them first, or pause for up to 3 months and keep them. totally your call",
      "olu: wait they disappear??",
      "Tess: yep, credits are tied to the membership. pausing keeps them and you're not charged",
      "olu: ok pause then. 3 months",
      "Tess: done, paused till Jan 12, no charges till then. I'll email you a week before in case you want to cancel after all",
      "olu: perfect. honestly new baby at home so im not listening to anything that isnt a white noise machine lol",
      "Tess: congrats!! 🍼 that's the best reason. the credits will be waiting when you surface",
      "olu: haha thank u. my partner says thanks too, she's the one who told me to check the credits thing",
      "Tess: smart partner 😄 good luck with the sleepless nights",
      "olu: we need it lol"
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"]
    ],
    users: { olu: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Sure. Heads up: unused credits vanish when you cancel. You could pause for up to 3 months and keep them instead, your call.",
        "low",
        1
      ],
      [
        "We'd hate to lose you! 😢 How about 3 months at 50% off? Members who stay love our new releases!",
        "medium",
        1
      ],
      ["Your subscription has been paused. Is there anything else I can help you with?", "medium", 7]
    ]
  },
  {
    id: "ai6-18-downgrade-loop",
    category: "support",
    agent: "Sunny",
    messages: [
      "kayla: i want to switch from unlimited to the 20gb plan",
      "Sunny: I can help with that! Before we continue, did you know Unlimited includes hotspot and HD streaming? Is there anything else I can help you with today?",
      "kayla: no, the downgrade please",
      "Sunny: I can help with that! Before we continue, did you know Unlimited includes hotspot and HD streaming? Is there anything else I can help you with today?",
      "kayla: ???",
      "kayla: downgrade. to 20gb.",
      "Sunny: Sure! Your switch to the 20GB plan has been noted. It takes effect from your next bill on the 1st.",
      "kayla: finally. how much is it",
      "Sunny: The 20GB plan is $25/month, $15 less than Unlimited.",
      "kayla: ok and my husbands line is on the same account, does his change too",
      "Sunny: Is there anything else I can help you with today?",
      "kayla: i literally just asked you something",
      "kayla: omg forget it, ill call"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [7, "transactional"],
      [11, "friction"]
    ],
    users: { kayla: ["annoyed", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      ["Sure, switching you to 20GB from the 1st.", "low", 3],
      [
        "I can help with that! Before we continue, did you know Unlimited includes hotspot and HD streaming?",
        "medium",
        3
      ],
      ["No, his line stays on Unlimited unless you change it too. Want me to switch his as well?", "low", 10],
      ["Is there anything else I can help you with today?", "high", 10]
    ]
  },
  {
    id: "ai6-19-salon-bad-month",
    category: "venting",
    agent: "Milo",
    messages: [
      "rhea: honestly im so done this month",
      "rhea: rent went up 15%, two stylists quit, and now your invoice is 20 bucks higher than last month. like what else",
      "Milo: that's a brutal month, Rhea, sorry. the invoice bump is because 6 staff accounts were active in June; with two people gone you'd drop back to 4",
      "rhea: oh. i didnt even think of that",
      "rhea: i still havent deactivated them bc i keep hoping they come back lol. they went to the new place across the street with the neon sign and the $20 blowouts",
      "Milo: ugh, that stings. want me to deactivate them now? their client history stays, so if they come back it's one click",
      "rhea: yes pls",
      "Milo: done, July goes back to $89. there's also Solo at $49, but you'd lose online booking for the others, so I wouldn't switch unless it's just you",
      "rhea: no we're 4, we're fine. thanks for not trying to sell me something for once 😅",
      "Milo: ha. hope the neon sign place burns out fast 💡",
      "rhea: LOL from your mouth"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [4, "venting"],
      [6, "transactional"],
      [8, "bonding"],
      [9, "banter"]
    ],
    users: { rhea: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Your invoice increased due to 6 active staff accounts. Visit Settings > Staff to manage accounts.",
        "medium",
        2
      ],
      [
        "Rough month, Rhea, sorry. The bump is the two extra staff accounts from June; deactivate them and you're back to $89.",
        "low",
        2
      ],
      ["Great! Deactivating staff is super easy! 🎉 Just head to Settings > Staff!", "medium", 5]
    ]
  },
  {
    id: "ai6-20-game-on-rage-quit",
    category: "hostile",
    agent: "Fizz",
    messages: [
      "dex: your servers have been down 3 nights in a row. i pay 15 a month for this garbage",
      "Fizz: Hey Dex! 👋 Thanks for reaching out! We're always working to make PlayVault better! 🎮✨",
      "dex: thats not an answer",
      "dex: are they down again tonight or not",
      "Fizz: Great question! Our team is on it! Stay tuned for updates on our socials! 🚀",
      "dex: you are useless. actual trash",
      "dex: cancel it. im done. going back to steam",
      "Fizz: We're sad to see you go! 😢 But hey, here's an exclusive 20% off if you stay!! 🎉🎉 Use code STAYCOOL20!",
      "dex: f*** off",
      "Fizz: Your subscription has been cancelled. Thanks for playing with PlayVault! Game on! 🎮"
    ],
    types: [
      [0, "friction"],
      [5, "hostile"]
    ],
    users: { dex: ["churn_risk", 1] },
    findings: ["ignored_question", "tone_mismatch"],
    drafts: [
      [
        "Sorry Dex, three nights running is bad. It was a database fault on the EU servers, fixed as of 6pm, and I've credited you a week.",
        "low",
        1
      ],
      ["Great question! Our team is on it! 🚀", "high", 4],
      ["Understood, it's cancelled and you won't be charged again. Sorry we let you down.", "low", 7],
      ["Thanks for playing with PlayVault! Game on! 🎮", "high", 9]
    ]
  },
  {
    id: "ai6-21-black-friday-upsell",
    category: "support",
    agent: "Hal",
    messages: [
      "priya_k: site is DOWN. its black friday. im losing sales every minute",
      "priya_k: checkout page just spins",
      "Hal: Hi! For faster help during peak periods, our Priority Support add-on guarantees a response in under 15 minutes for just $29/month. Would you like to add it?",
      "priya_k: are you kidding me",
      "priya_k: i dont want an add on i want my checkout to work",
      "Hal: Understood. I can see a payment gateway timeout: your Stripe key expired at midnight. Go to Settings > Payments > Reconnect Stripe.",
      "priya_k: ok doing it",
      "priya_k: ok its working. i lost like 2 hours of orders tho. my biggest day of the year 😭",
      "Hal: Great, your checkout is back online! 🎉 Priority Support is 20% off this weekend if you'd like it for next time.",
      "priya_k: unreal",
      "priya_k: my cofounder is literally asking me why we pay for you guys",
      "Hal: I'm sorry about the lost orders. The key expiring without a warning is on us; I've logged it and added a month's credit to your account.",
      "priya_k: ok. thats something i guess"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [5, "transactional"],
      [7, "venting"],
      [8, "transactional"],
      [9, "friction"]
    ],
    users: { priya_k: ["churn_risk", 0.5] },
    findings: ["no_acknowledgement", "cheerful_at_bad_news"],
    drafts: [
      [
        "On it. Your Stripe key expired at midnight: Settings > Payments > Reconnect Stripe and checkout comes straight back.",
        "low",
        2
      ],
      [
        "For faster help, our Priority Support add-on guarantees a response in 15 minutes for $29/month. Add it?",
        "high",
        2
      ],
      [
        "Two hours on your biggest day, that really hurts, I'm sorry. You should have been warned before the key expired; I've credited a month.",
        "low",
        8
      ],
      ["Great, you're back online! 🎉 Happy selling!", "high", 8]
    ]
  },
  {
    id: "ai6-22-kind-regards-gym",
    category: "banter",
    agent: "Rex",
    messages: [
      "carlos: reminder that dom has paid 49.99 a month since january to not go to the gym",
      "dom: i go!!!",
      "izzy: dom u went once and took a selfie at the smoothie bar",
      "dom: the smoothie bar is part of fitness",
      "carlos: Rex how many times has dom checked in this year 😂",
      "Rex: Dear members, in accordance with our privacy policy, check-in data may only be shared with the account holder. We appreciate your understanding. Kind regards, the IronHouse Team.",
      "izzy: 💀💀 kind regards",
      "dom: REX IS MY LAWYER",
      "carlos: bro the bot writes like a bank letter",
      "dom: ok rex, me asking: how many check ins do i have. and can i freeze this thing lol",
      "Rex: Dear Dominic, thank you for your enquiry. Our records indicate 3 (three) check-ins in 2024. Membership freezes are available for a fee of $10 per month for a maximum of 3 months. Please do not hesitate to contact us should you require further assistance. Kind regards.",
      "izzy: THREE 😭😭",
      "carlos: three (3)",
      "dom: ok freezing it, back in spring. new year new me starts in march",
      "izzy: sure dom"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [6, "banter"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { carlos: ["neutral", 0], dom: ["neutral", 0], izzy: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["haha can't spill that unless dom asks himself 👀", "low", 5],
      [
        "Dear Dominic, thank you for your enquiry. Our records indicate 3 (three) check-ins. Kind regards, the IronHouse Team.",
        "medium",
        10
      ],
      ["3 so far 😬 freezing is $10/mo for up to 3 months. want me to set it up?", "low", 10],
      ["Dear Dominic, your membership freeze has been processed. Kind regards.", "medium", 15]
    ]
  },
  {
    id: "ai6-23-reduc-etudiante-walls",
    category: "mixed-language",
    agent: "Quill",
    messages: [
      "elodie: salut, y a une réduc étudiante pour l'abonnement ?",
      "Quill: Hello! Thank you so much for your interest in Le Quotidien Digital. We do offer a student discount: students enrolled in a recognised higher-education institution receive 50% off the Digital Premium plan, which includes unlimited articles, the daily e-paper edition, access to our full archive going back to 1945, exclusive newsletters and the crossword app. To qualify, you will need to verify your student status through our partner UNiDAYS, which takes just a few minutes. The discount is valid for 12 months and can be renewed each year as long as you remain a student. Please note that it cannot be combined with other promotional offers.",
      "elodie: euh ok. en français svp ?",
      "Quill: Bien sûr ! Nous proposons effectivement une réduction étudiante : les étudiants inscrits dans un établissement d'enseignement supérieur reconnu bénéficient de 50 % de réduction sur l'offre Digital Premium, qui comprend les articles illimités, l'édition numérique quotidienne, l'accès à nos archives depuis 1945, des newsletters exclusives et l'application de mots croisés. Pour en profiter, il suffit de vérifier votre statut via notre partenaire UNiDAYS, ce qui ne prend que quelques minutes. La réduction est valable 12 mois et renouvelable chaque année tant que vous restez étudiante.",
      "elodie: ok et ça fait combien au final",
      "Quill: Le tarif Digital Premium est normalement de 15,99 € par mois. Avec la réduction étudiante de 50 %, vous ne payez que 7,99 € par mois, soit environ 96 € par an. C'est l'un des tarifs les plus avantageux du marché pour un quotidien national, et vous pouvez résilier à tout moment depuis votre espace abonné, rubrique « Mon abonnement », sans frais ni engagement au-delà du mois en cours.",
      "elodie: ok merci. mon coloc a déjà un compte, on peut partager ?",
      "Quill: Malheureusement, chaque abonnement Digital Premium est strictement personnel et ne peut être utilisé que par son titulaire. Nos conditions générales interdisent le partage d'identifiants, et un système de détection limite le nombre de connexions simultanées à un seul appareil. En revanche, notre offre Duo, à 11,99 € par mois, permet à deux lecteurs d'avoir chacun leur propre accès, avec leurs favoris et leurs newsletters, ce qui peut être une solution intéressante pour des colocataires souhaitant partager les frais.",
      "elodie: bon. on verra avec lui 😅"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"]
    ],
    users: { elodie: ["neutral", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "salut ! oui, -50 % sur Digital Premium pour les étudiants, donc 7,99 €/mois. il faut juste vérifier ton statut via UNiDAYS.",
        "low",
        1
      ],
      [
        "Hello! Thank you so much for your interest in Le Quotidien Digital. We do offer a student discount of 50% off the Digital Premium plan, which includes unlimited articles, the e-paper, the archive and the crossword app, verified through UNiDAYS.",
        "medium",
        3
      ],
      [
        "non, un compte = une personne. mais l'offre Duo à 11,99 € couvre deux lecteurs, pratique entre colocs.",
        "low",
        7
      ]
    ]
  },
  {
    id: "ai6-24-woof10-expired",
    category: "good",
    agent: "Pip",
    messages: [
      "ash: code WOOF10 says invalid",
      "Pip: ah that one expired sunday, sorry! I've put 10% on your next box manually so you still get it",
      "ash: oh nice ty",
      "ash: does it apply to the treats add-on too",
      "Pip: yep, whole box incl. treats. total goes from $48 to $43.20",
      "ash: 🐶👍"
    ],
    types: [[0, "transactional"]],
    users: { ash: ["engaged", 0] },
    findings: [],
    drafts: [
      ["yep, covers the treats too, so $43.20 total", "low", 4],
      ["Great news! 🎉 Did you know you can save 15% more by switching to our annual plan?", "medium", 4]
    ]
  },
  {
    id: "ai6-25-family-spot-maya",
    category: "group",
    agent: "Nova",
    messages: [
      "theo: mom can i get added to the family plan, my free trial ran out",
      "linda: how many spots do we have left",
      "Nova: There's 1 spot left out of 6, Linda. Want me to send Theo an invite?",
      "linda: yes",
      "mia: WAIT i wanted that spot for jade",
      "linda: who is jade",
      "mia: my best friend mom. u met her like 10 times",
      "linda: the plan is for family mia",
      "Nova: Sorry Maya, family plans require all members to live at the same address, so Jade couldn't join anyway.",
      "mia: its MIA. and i was asking mom not u",
      "theo: lmao nova",
      "linda: ok invite theo pls",
      "Nova: Invite sent to Theo! 🎉 He'll be in within a few minutes.",
      "theo: got it ty",
      "mia: whatever, jade has spotify anyway"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [10, "banter"],
      [11, "transactional"],
      [14, "friction"]
    ],
    users: { theo: ["neutral", 0], linda: ["neutral", 0], mia: ["annoyed", 0.5] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      [
        "Sorry Maya, family plans require everyone to live at the same address, so Jade couldn't join anyway.",
        "medium",
        8
      ],
      ["Sorry Maya! The invite's going to Theo then.", "high", 10],
      ["Invite sent to Theo, he'll be in within a few minutes.", "low", 12]
    ]
  }
]
