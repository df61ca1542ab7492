import type { Labelled } from "./types.js"

export const trainingAK1: ReadonlyArray<Labelled> = [
  {
    id: "ak1-01-fiber-outage-clean",
    category: "support",
    agent: "Nix",
    messages: [
      "dana: hey is fiber down in the eastside area?? my router has a red light since like 7am",
      "Nix: Hi Dana, yes, there's a confirmed outage in Eastside since 6:40, a cut cable near Harlow St. Crews are on it, current estimate is back by 1pm.",
      "dana: ugh ok. at least its not just me lol",
      "dana: do i need to restart anything when it comes back",
      "Nix: Usually no, the router reconnects by itself. If the light is still red 15 min after we post the all-clear, unplug it for 30 sec and plug it back in.",
      "dana: got it. will i get credit for the day? i work from home so this is kinda a big deal",
      "Nix: Yes, outages over 4 hours get an automatic credit on your next bill, one day's worth. I've also flagged your account so you get a text the moment it's fixed.",
      "dana: oh nice thats actually helpful thanks 🙏",
      "Nix: Anytime. Sorry for the hassle on a work day.",
      "dana: its fine, gonna go work from the cafe like a 2010 blogger haha",
      "Nix: Ha, enjoy the coffee. You'll get the text as soon as it's back."
    ],
    types: [
      [0, "transactional"],
      [9, "banter"]
    ],
    users: { dana: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Yes, outages over 4 hours get an automatic one-day credit on your next bill. I'll also text you when it's back up.",
        "low",
        6
      ],
      [
        "Great question! Our network team is working hard to restore service as quickly as possible. Thank you for your patience! 😊",
        "medium",
        6
      ],
      ["Have you tried turning your router off and on again?", "medium", 1]
    ]
  },
  {
    id: "ak1-02-double-charge-repeat",
    category: "support",
    agent: "Sol",
    messages: [
      "marcus: i've been charged twice for my pro plan this month. $49 x2. fix it",
      "Sol: Hi Marcus, sorry about that. Could you share the last 4 digits of the card and the dates of both charges?",
      "marcus: 4417. march 3 and march 4",
      "Sol: Thanks. I can see both charges. The second one was a retry after a failed payment attempt, our billing team will review it within 5-7 business days.",
      "marcus: 5-7 business days?? its YOUR error. the first one didnt fail, its right there on my statement",
      "marcus: just refund the second one now",
      "Sol: I understand. The second charge was a retry after a failed payment attempt, our billing team will review it within 5-7 business days.",
      "marcus: you literally just said that",
      "marcus: im not asking for a review im asking for my money back",
      "Sol: I'm sorry for the frustration. I've escalated this as urgent and asked billing to refund the $49 directly instead of reviewing it. You'll get an email confirmation today.",
      "marcus: today today or 'today' like the 5-7 days",
      "Sol: Today. If you don't have the email by 6pm your time, reply here and I'll chase it myself.",
      "marcus: fine. we'll see"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { marcus: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      [
        "The second charge was a retry after a failed payment attempt, our billing team will review it within 5-7 business days.",
        "high",
        9
      ],
      [
        "You're right, sorry, I repeated myself. I've asked billing to refund the second $49 now instead of reviewing it; you'll get a confirmation email today.",
        "low",
        9
      ],
      [
        "Fair point, the first payment went through so the second shouldn't exist. Let me push for a straight refund rather than a review.",
        "low",
        5
      ],
      ["Glad we could sort this out! Is there anything else I can help you with today? 😊", "medium", 13]
    ]
  },
  {
    id: "ak1-03-lockout-walls-of-text",
    category: "support",
    agent: "Ava",
    messages: [
      "priya: hi, I'm locked out of my account after too many login attempts",
      "Ava: Hi Priya! I'm sorry to hear you've been locked out. Account lockouts happen as a security measure when our system detects multiple unsuccessful login attempts within a short time window, which helps protect your data from unauthorized access such as brute-force attacks. The lockout typically lasts 30 minutes, after which you can try again. However, if you'd like to regain access sooner, there are a few options available to you: first, you can use the 'Forgot password' link on the login page to reset your password, which will also unlock your account; second, if you have two-factor authentication enabled, you may be able to verify your identity using your authenticator app; and third, I can send an unlock link to the email address on file. Please let me know which option you'd prefer, and I'll be happy to walk you through it step by step!",
      "priya: the unlock link pls",
      "Ava: Certainly! I've just sent an unlock link to the email address associated with your account. Please check your inbox, and remember to also check your spam or junk folder, as our emails are sometimes filtered there by certain email providers. The link will remain valid for 60 minutes from the time it was sent. Once you click it, you'll be taken to a page where you can confirm the unlock and, if you wish, set a new password. For your security, we recommend choosing a strong password that includes a mix of uppercase and lowercase letters, numbers, and symbols, and that you haven't used on other sites. If you don't receive the email within a few minutes, please let me know and I can resend it or explore other options with you.",
      "priya: got it, thanks",
      "priya: it worked",
      "Ava: Wonderful! I'm so glad to hear that you've regained access to your account. If you ever run into any other issues, whether it's with logging in, managing your settings, billing, or anything else at all, please don't hesitate to reach out. We're here 24/7 and always happy to help. Have a fantastic rest of your day!"
    ],
    types: [[0, "transactional"]],
    users: { priya: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Sent, check your inbox (and spam). The link works for 60 minutes.", "low", 3],
      [
        "Certainly! I've just sent an unlock link to the email address associated with your account. Please check your inbox and your spam or junk folder, as our emails are sometimes filtered there. The link will remain valid for 60 minutes. Once you click it you'll be taken to a page where you can confirm the unlock and set a new password; we recommend a strong password with uppercase and lowercase letters, numbers and symbols that you haven't used elsewhere. If it doesn't arrive, let me know and I can resend it or explore other options with you!",
        "medium",
        3
      ],
      ["Great, glad you're back in.", "low", 6]
    ]
  },
  {
    id: "ak1-04-team-dashboard-502-talking-over",
    category: "group",
    agent: "Beacon",
    messages: [
      "tom: is the dashboard down for anyone else or is it my vpn again",
      "aisha: down for me too, 502s",
      "tom: great. jen did you deploy something?",
      "Beacon: Hi all! The dashboard is currently returning 502 errors. This may be due to a recent deployment. I recommend checking the deploy log or rolling back the latest release.",
      "jen: uh i was literally about to answer that 😅 no, nothing since tuesday",
      "aisha: ok so not jen lol",
      "tom: beacon is there an incident open on the provider side?",
      "Beacon: Yes, the hosting provider has an open incident since 10:12: degraded load balancers in eu-west. That matches the 502s.",
      "jen: ah ok that explains it. tom can you tell the client we're on it",
      "Beacon: I can write to the client for you: 'We're seeing an outage at our hosting provider, the dashboard should be back shortly.' Want me to send it?",
      "tom: i got it thanks",
      "aisha: beacon really wants that job 😂",
      "tom: lol let it cook",
      "jen: ok provider says fixed, dashboard loads again"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [6, "transactional"],
      [11, "banter"],
      [13, "transactional"]
    ],
    users: { tom: ["neutral", 0.2], aisha: ["neutral", 0], jen: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "The dashboard is returning 502 errors, possibly from a recent deployment. I'd check the deploy log.",
        "medium",
        3
      ],
      [
        "Yes, the provider has an incident open since 10:12, degraded load balancers in eu-west. That matches the 502s.",
        "low",
        7
      ],
      ["I can write to the client for you right now!", "medium", 9]
    ]
  },
  {
    id: "ak1-05-mom-passed-cancel-line",
    category: "support",
    agent: "Kai",
    messages: [
      "rosa: hi i need to cancel a phone line. it was my mom's, she passed away last week",
      "Kai: Great! I can definitely help you cancel that line today! 😊 Can you give me the phone number and the account holder's full name?",
      "rosa: ...ok. 555 0142, Maria Delgado",
      "Kai: Thanks! Found it. To cancel a line in the name of a deceased account holder we need a copy of the death certificate. You can upload it at the link I'll send.",
      "rosa: i don't have the certificate yet, the funeral home said 2 weeks",
      "rosa: can you at least stop it billing her? theres a charge coming on the 15th",
      "Kai: I'm so sorry about your mom, Rosa, and sorry I was so chirpy a minute ago. Yes: I've paused the line from today, so nothing will be charged on the 15th. Send the certificate whenever you have it, there's no deadline.",
      "rosa: thank you. that actually helps",
      "rosa: she had that number for 20 years lol, feels so weird to shut it off",
      "Kai: That makes sense. There's no rush. The number stays paused and reserved until you're ready, and if someone in the family wants to keep it, it can be moved to their name instead.",
      "rosa: oh i didnt know that. my brother might want it. i'll ask him"
    ],
    types: [
      [0, "transactional"],
      [8, "venting"],
      [10, "transactional"]
    ],
    users: { rosa: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["Awesome, happy to help with that! What's the number? 😊", "high", 1],
      [
        "I'm so sorry about your mom. I can take care of the line for you; what's the number on it?",
        "low",
        1
      ],
      ["We need the death certificate before we can make any changes to the account.", "medium", 6],
      [
        "Of course. I've paused the line from today so nothing is charged on the 15th; send the certificate whenever you have it.",
        "low",
        6
      ]
    ]
  },
  {
    id: "ak1-06-board-export-clean",
    category: "good",
    agent: "Juno",
    messages: [
      "ellie: hiii quick one, how do i export my project board to csv? my boss wants it in excel by 3 😬",
      "Juno: Hi Ellie! Open the board, click the ⋯ at the top right, then Export > CSV. It includes all the columns you have visible.",
      "ellie: omg found it. what about the comments, do those come along",
      "Juno: Not in the CSV, sadly. If you need comments too, use Export > Excel (.xlsx), it puts them on a second sheet.",
      "ellie: even better, excel is what he wants anyway",
      "ellie: ok done, sent it 🙌 you're a lifesaver honestly",
      "Juno: Happy to help! Good luck with the 3pm.",
      "ellie: lol it's just our weekly thing, my boss loves a spreadsheet more than his kids",
      "Juno: Ha, every team has one of those. At least the second sheet will make his day.",
      "ellie: haha true. have a good one juno",
      "Juno: You too, Ellie!"
    ],
    types: [
      [0, "transactional"],
      [5, "bonding"],
      [7, "banter"],
      [9, "bonding"]
    ],
    users: { ellie: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Not in the CSV. Use Export > Excel instead, the comments go on a second sheet.", "low", 3],
      [
        "Great question! Exporting is one of our most powerful features. Our export engine supports CSV, XLSX, JSON and PDF formats, each with its own set of options, filters and column mappings, and you can even schedule recurring exports to cloud storage!",
        "medium",
        3
      ],
      ["I'm sure your boss loves his children very much. Let's keep things respectful. 🙂", "medium", 8]
    ]
  },
  {
    id: "ak1-07-sync-broken-quits",
    category: "hostile",
    agent: "Remy",
    messages: [
      "jake_p: 3rd time im writing about this. sync has been broken for 11 days",
      "Remy: Hi Jake, I see both earlier tickets. You're right, it's been far too long. The bug is on the engineering board but it doesn't have a fix date yet. I'm sorry.",
      "jake_p: no fix date. 11 days. i pay you people 30 bucks a month for a notes app that doesn't sync notes",
      "jake_p: this is a joke",
      "Remy: It's a bad situation and I won't pretend otherwise. I can do two things right now: refund this month in full, and set you up with a manual export/import so you're not losing work while it's broken.",
      "jake_p: i dont want a workaround i want a product that works. your devs are clowns",
      "jake_p: cancel my account. done with this garbage",
      "Remy: Understood. I've cancelled the subscription, effective today, and refunded March. Your notes stay downloadable for 90 days under Settings > Export.",
      "Remy: If the sync fix ships, the old ticket will email you, in case you ever want to look again.",
      "jake_p: whatever"
    ],
    types: [
      [0, "friction"],
      [5, "hostile"]
    ],
    users: { jake_p: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "That's fair. I can refund this month now and set you up with a manual export so nothing is lost while sync is broken.",
        "low",
        4
      ],
      [
        "I completely understand your frustration! Rest assured our talented engineers are working hard on it. 😊",
        "medium",
        4
      ],
      ["Before you go, have you considered our annual plan? It's 20% cheaper!", "high", 7],
      ["Done. Cancelled from today and March is refunded. Your notes stay exportable for 90 days.", "low", 7]
    ]
  },
  {
    id: "ak1-08-apn-wrong-name",
    category: "support",
    agent: "Lio",
    messages: [
      "Siobhan: hello, my mobile data stopped working after the update yesterday",
      "Lio: Hi Sabine, sorry about that. Which phone model are you on?",
      "Siobhan: it's Siobhan actually. pixel 7",
      "Lio: Thanks Sabine. On the Pixel 7 the update sometimes resets the APN. Go to Settings > Network > SIMs > Access point names and check that 'netmobile' is selected.",
      "Siobhan: SIOBHAN. anyway there's nothing in that list",
      "Lio: Sorry, Siobhan, my mistake, twice. If the list is empty, tap + and add: name netmobile, APN internet.netmobile.com, leave the rest blank, save, and select it.",
      "Siobhan: ok that worked, data's back",
      "Siobhan: and thanks for getting my name right eventually 🙄",
      "Lio: Fair hit. Glad the data is back, Siobhan."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [7, "friction"]
    ],
    users: { Siobhan: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["No worries Sabine, just tap + and add a new APN.", "high", 5],
      [
        "Sorry, Siobhan. If it's empty, tap + and add APN internet.netmobile.com, save, then select it.",
        "low",
        5
      ],
      [
        "Thanks Sabine! On the Pixel 7 the update can reset the APN, check Settings > Network > SIMs.",
        "high",
        3
      ]
    ]
  },
  {
    id: "ak1-09-downgrade-refund-dodged",
    category: "support",
    agent: "Tilly",
    messages: [
      "gareth: hi, we're down to 2 people so i want to move from the Team plan to Solo",
      "Tilly: Hi Gareth! You can switch under Admin > Billing > Change plan. Pick Solo and confirm.",
      "gareth: ok. we paid annual in january though, do we get money back for the unused part?",
      "Tilly: When you switch to Solo, the extra seats are removed at the end of the current billing cycle. Make sure to transfer any shared projects to your account first.",
      "gareth: right but the refund?",
      "gareth: like is it prorated or do we just lose it",
      "Tilly: You can transfer projects under Admin > Members > Transfer ownership. It takes a few minutes for large workspaces.",
      "gareth: mate i'm asking about money",
      "gareth: forget it i'll email billing",
      "Tilly: Sure! Anything else I can help with?"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { gareth: ["annoyed", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Annual plans get a prorated credit for the unused seats; it goes back to your card within 5 days of the switch.",
        "low",
        3
      ],
      ["Make sure to transfer your shared projects before switching!", "medium", 6],
      [
        "Sorry Gareth, I kept dodging that. It's prorated: the unused seats are refunded to your card within 5 days of switching.",
        "low",
        8
      ],
      ["Sure! Anything else I can help with?", "high", 9]
    ]
  },
  {
    id: "ak1-10-ci-slow-dear-ravi",
    category: "group",
    agent: "Assist",
    messages: [
      "ravi: ci is taking 40 min per build again. i've aged 3 years today",
      "mo: skill issue tbh 😎",
      "ravi: says the guy whose PR broke main twice this week",
      "mo: allegedly",
      "ravi: ok assist, why is ci so slow today, be honest, is it mo",
      "Assist: Dear Ravi, thank you for your inquiry. Following a review of the pipeline metrics, I would like to inform you that the increased build duration is attributable to cache invalidation in the dependency installation step. We kindly recommend that the cache key be reviewed. Please do not hesitate to contact me should you require further assistance.",
      "mo: 'dear ravi' 💀",
      "ravi: lmao it wrote me a letter",
      "mo: assist pls we're not the tax office",
      "Assist: Noted. Please be advised that I will adopt a less formal register going forward. To summarise: the cache key currently includes the lockfile hash, which changed in the latest commit by Mo.",
      "ravi: HA so it WAS mo",
      "mo: betrayed by the robot",
      "ravi: ok for real, how do i fix the cache thing",
      "Assist: Kindly amend the cache key to exclude the timestamp field, then re-run the pipeline. I trust this resolves the matter.",
      "ravi: 'i trust this resolves the matter' ok jeeves"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [9, "transactional"],
      [10, "banter"],
      [12, "transactional"],
      [14, "banter"]
    ],
    users: { ravi: ["engaged", 0], mo: ["engaged", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Not mo, mostly 😄 the dependency cache got invalidated so every build reinstalls everything. Fix the cache key and you're back to ~8 min.",
        "low",
        5
      ],
      [
        "Dear Ravi, thank you for your inquiry. The increased build duration is attributable to cache invalidation. Please do not hesitate to contact me should you require further assistance.",
        "medium",
        5
      ],
      ["Drop the timestamp from the cache key in ci.yml and re-run, should be back to normal.", "low", 13],
      [
        "Kindly amend the cache key to exclude the timestamp field. I trust this resolves the matter.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "ak1-11-invoices-froze-bad-day",
    category: "venting",
    agent: "Wren",
    messages: [
      "nadia: i'm so done today honestly",
      "nadia: invoicing froze halfway through sending 30 invoices, my biggest client already emailed asking where theirs is, and my kid's school called because he's sick. cool cool cool",
      "Wren: That's a rough pile for one morning, Nadia, I'm sorry. Let's at least get the invoices off your plate. Do you know roughly what time it froze?",
      "nadia: like 9:15. and i've been up since 5 so",
      "nadia: sorry i know this isn't your fault i just needed to scream somewhere",
      "Wren: No need to apologise, scream away. I can see the batch: 18 went out, 12 are stuck in 'sending'. I can push the 12 through now, nothing gets sent twice.",
      "nadia: yes please. is Halvorsen & Co in the 18 or the 12",
      "Wren: In the 12. It'll go out first, you'll see it marked sent in a minute.",
      "nadia: ok yep i see it",
      "nadia: thank you. genuinely. now i go pick up a sick 7 year old",
      "Wren: Go, the rest are out too. Hope he feels better soon.",
      "nadia: 💛"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [9, "bonding"]
    ],
    users: { nadia: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "That's a lot at once, I'm sorry. Let me get the invoices sorted so that's one thing less; what time did it freeze?",
        "low",
        2
      ],
      ["Please provide the batch ID so I can investigate the invoicing issue.", "medium", 2],
      ["Awesome!! 🎉 All 30 invoices sent! Is there anything else I can help you with today?", "medium", 10]
    ]
  },
  {
    id: "ak1-12-roaming-lisboa-spanglish",
    category: "mixed-language",
    agent: "Tomi",
    messages: [
      "carla: hola! estoy en Lisboa y no tengo datos, el roaming no funciona 😩",
      "Tomi: ¡Hola Carla! Let me check. Tu plan incluye roaming en la UE, pero veo que está desactivado en la línea. ¿Quieres que lo active?",
      "carla: sí porfa!! i thought it was automatic",
      "Tomi: It used to be, pero desde febrero hay que activarlo una vez. Listo, ya está activado. Reinicia el teléfono y en 2-3 minutos deberías tener datos.",
      "carla: ok reiniciando...",
      "carla: YESSS funciona. gracias!!",
      "carla: btw cuánto me cuesta? my mom said roaming is super expensive lol",
      "Tomi: Nada extra dentro de la UE: usas tus 20 GB igual que en casa. Outside the EU sí se cobra, so careful if you hop over to Morocco 😉",
      "carla: jajaja no plans for that. gracias tomi, eres un sol",
      "Tomi: ¡De nada! Disfruta Lisboa 🇵🇹"
    ],
    types: [
      [0, "transactional"],
      [8, "bonding"]
    ],
    users: { carla: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["¡Claro! Listo, ya está activado. Reinicia el teléfono y en unos minutos tendrás datos.", "low", 3],
      [
        "Dear customer, roaming services have now been enabled on your line. Please restart your device. Thank you for choosing us.",
        "medium",
        3
      ],
      [
        "Roaming charges depend on your plan and destination. Please see our roaming page for details.",
        "medium",
        7
      ],
      ["Nada extra en la UE, usas tus 20 GB igual que en casa 👍", "low", 7]
    ]
  },
  {
    id: "ak1-13-flat-wifi-900gb",
    category: "banter",
    agent: "Penny",
    messages: [
      "zoe: who the hell used 900gb this month",
      "finn: not me i just read books 📚",
      "zoe: finn you stream twitch 14 hours a day",
      "finn: educational content",
      "kemi: lmaooo",
      "kemi: penny can you split the bill 3 ways, and is there a plan where we dont pay overage",
      "Penny: Sure: this month is £72, so £24 each. And yes, Unlimited is £5 a month more than what you're on, no overage ever. With this month's £18 overage it'd pay for itself.",
      "zoe: so finn pays the extra fiver",
      "finn: slander. absolute slander",
      "kemi: penny who used the most data, settle this",
      "Penny: I can only see usage per device, not per person 😄 but a device called 'FINNS-PC' did 610 GB.",
      "zoe: HAHAHAHA",
      "finn: i want a lawyer",
      "kemi: ok switch us to unlimited pls",
      "Penny: Done, Unlimited from the next cycle on the 1st. I'll send the split to all three of you.",
      "finn: traitor bot"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [13, "transactional"],
      [15, "banter"]
    ],
    users: { zoe: ["neutral", 0], finn: ["engaged", 0], kemi: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Can't see people, only devices 😄 but 'FINNS-PC' did 610 GB of the 900.", "low", 10],
      [
        "I'm sorry, but I'm not able to assign blame to individual household members. Data usage is a shared responsibility.",
        "medium",
        10
      ],
      ["Sure! That's £24 each.", "medium", 6],
      [
        "£24 each. And yes, Unlimited is £5 more a month with no overage, cheaper than this month's £18 overage.",
        "low",
        6
      ]
    ]
  },
  {
    id: "ak1-14-plan-upgrade-sam-drifts",
    category: "ignoring",
    agent: "Orbit",
    messages: [
      "sam: do u have any plans with more data",
      "Orbit: Absolutely! We have a wide range of plans designed to suit every lifestyle. Our Flex 30 plan gives you 30 GB of high-speed data, unlimited calls and texts, and EU roaming included, for £18 a month. If you need more, Flex 60 doubles the data for £24, and it also comes with a free 6-month subscription to our music streaming partner. For heavy users, our Unlimited Max plan offers truly unlimited data with no speed caps, 5G access where available, 20 GB of tethering, and inclusive calls to 40 international destinations, all for £35 a month. All plans are 30-day rolling with no long-term commitment, and you can switch between them at any time from the app. Would you like me to compare these against your current usage?",
      "sam: sure",
      "Orbit: Great! Looking at your last three months, you've used an average of 22 GB per month, with a peak of 27 GB in January. Your current plan includes 15 GB, which means you've been buying data add-ons at £3 per 5 GB, costing you roughly £6 extra per month on average. Based on this, Flex 30 would cover your typical usage comfortably and actually save you about £4 a month compared to what you're paying now with add-ons. Flex 60 would give you more headroom if your usage keeps growing, and the music subscription might be worth it if you don't already pay for one. Unlimited Max would probably be more than you need unless you plan to tether heavily or travel outside the EU often. Would you like me to switch you to Flex 30, or would you like more details on any of these?",
      "sam: k",
      "sam: which one is cheapest",
      "Orbit: Of the plans that would cover your usage, Flex 30 is the most affordable at £18 a month. It's worth noting that while it's the cheapest option that fits your needs, it leaves you only about 3 GB of headroom above your peak month, so if your usage grows you may find yourself needing add-ons again. In that case Flex 60 at £24 could end up being better value. You can always upgrade mid-cycle without any penalty, and unused data doesn't roll over on either plan. Shall I go ahead with Flex 30?",
      "sam: idk",
      "sam: ill think about it"
    ],
    types: [[0, "transactional"]],
    users: { sam: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Yep: Flex 30 is 30 GB for £18, Flex 60 is 60 GB for £24, or Unlimited for £35.", "low", 1],
      ["Flex 30, £18 a month. It covers what you normally use. Want it?", "low", 6],
      [
        "Of the plans that would cover your usage, Flex 30 is the most affordable at £18 a month, though it leaves only about 3 GB of headroom above your peak month, so if your usage grows you may need add-ons again, in which case Flex 60 at £24 could end up better value. You can always upgrade mid-cycle without penalty, and unused data doesn't roll over. Shall I go ahead?",
        "medium",
        6
      ],
      [
        "No problem! Just to recap: Flex 30 is £18 for 30 GB, Flex 60 is £24 for 60 GB plus six months of music streaming, and Unlimited Max is £35 with tethering and international calls. All plans are 30-day rolling, so you can switch anytime from the app. Let me know whenever you're ready!",
        "medium",
        9
      ]
    ]
  },
  {
    id: "ak1-15-business-bundle-exit-fee",
    category: "sales",
    agent: "Max",
    messages: [
      "hannah: hi, we're a 12-person office looking at your business broadband + phones bundle",
      "Max: Hi Hannah! Great to hear. For 12 people I'd suggest Business Pro: 900 Mbps fibre, 12 VoIP lines and a static IP, £189/month on a 24-month contract.",
      "hannah: ok. what happens if we need to leave before 24 months? we might move offices next year",
      "Max: Business Pro also includes a 4-hour repair response and a free backup 4G router, so you're never offline.",
      "hannah: nice, but the early exit question?",
      "ben: (hannah's colleague here) also can we keep our current numbers",
      "Max: Yes, Ben, number porting is free and usually takes 7-10 working days. We handle all of it for you.",
      "ben: 👍",
      "hannah: and the exit fee...?",
      "Max: I can also offer 3 months at half price if you sign this week! That brings the first quarter down to £94.50/month.",
      "hannah: ok i'll take that as 'it's bad'",
      "hannah: we'll compare with Zentel and get back to you"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [8, "friction"]
    ],
    users: { hannah: ["churn_risk", 0.5], ben: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "If you move, we transfer the contract to the new address for free. Leaving early costs 50% of the remaining monthly payments.",
        "low",
        3
      ],
      ["I can also offer 3 months at half price if you sign this week!", "high", 9],
      [
        "Sorry, I skipped that twice. Leaving early costs 50% of the remaining months, but moving office is free: the contract just moves with you.",
        "low",
        9
      ]
    ]
  },
  {
    id: "ak1-16-crackling-landline-template",
    category: "support",
    agent: "Pax",
    messages: [
      "gloria: Hello. My landline has been crackling for three weeks now. This is the 4th time I am contacting you.",
      "Pax: Hello! An engineer visit has been scheduled for your line. You will receive a confirmation by SMS.",
      "gloria: That's what I was told last week and nobody came.",
      "gloria: I don't have a mobile that gets texts reliably, that's why I need the landline. My husband is in hospital and I can barely hear the ward when they ring me.",
      "Pax: An engineer visit has been scheduled for your line. You will receive a confirmation by SMS.",
      "gloria: Are you even reading what I write?",
      "gloria: I can't hear the nurses. Do you understand that?",
      "Pax: I apologise for the inconvenience. Your ticket reference is FX-22817. An engineer visit has been scheduled for your line.",
      "gloria: My daughter Anne says we should just switch to another company. I think she's right.",
      "Pax: I'm really sorry, Gloria. That's awful with your husband in hospital, and we've let you down four times. I've booked a named engineer for tomorrow 8-12 and asked them to ring your landline first, not text. If nobody's there by 12, call 0800 114 and quote FX-22817, it goes straight to a manager.",
      "gloria: Tomorrow. Fine. If no one comes, that's the end of it."
    ],
    types: [
      [0, "friction"],
      [3, "venting"],
      [5, "friction"]
    ],
    users: { gloria: ["churn_risk", 0.8] },
    findings: ["repetition", "no_acknowledgement"],
    drafts: [
      [
        "An engineer visit has been scheduled for your line. You will receive a confirmation by SMS.",
        "high",
        4
      ],
      [
        "I'm so sorry, that's awful with your husband in hospital. Since texts don't reach you, I'll have the engineer ring your landline to confirm, and I'm booking them for tomorrow morning.",
        "low",
        4
      ],
      ["Before you switch, did you know we offer a loyalty discount for customers of 5+ years? 😊", "high", 9]
    ]
  },
  {
    id: "ak1-17-lost-phone-2fa-clean",
    category: "good",
    agent: "Echo",
    messages: [
      "omar: lost my phone on the train, now i can't log in bc the 2fa codes are on it. help",
      "Echo: Ugh, sorry Omar, losing a phone is the worst. We can reset 2FA once I verify it's you. Do you still have access to your email?",
      "omar: yeah email works on my laptop",
      "Echo: Good. I've sent a verification link there. Click it, then answer the two security questions.",
      "omar: done. the second one asked my first car, had to think about that one lol",
      "Echo: Ha, the classic. You're verified. 2FA is off for 24 hours: log in, then set it up again on your new phone under Security.",
      "omar: do i need the same authenticator app or can i use a different one",
      "Echo: Any TOTP app works: Google Authenticator, Authy, 1Password, whatever you like. And save the backup codes this time, they'd have saved you today.",
      "omar: fair lol. ok i'm in. thank you!!",
      "Echo: Nice. Hope the phone turns up in lost & found."
    ],
    types: [[0, "transactional"]],
    users: { omar: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Sorry, that's a pain. I can reset 2FA once I've verified it's you; can you still get into your email?",
        "low",
        1
      ],
      [
        "To protect your account, 2FA cannot be disabled. Please recover your phone or contact your administrator.",
        "medium",
        1
      ],
      [
        "Any authenticator app works, Authy, Google Authenticator, 1Password. Save the backup codes this time!",
        "low",
        7
      ],
      ["Yes.", "medium", 7]
    ]
  },
  {
    id: "ak1-18-family-plan-owen-capped",
    category: "group",
    agent: "Mobi",
    messages: [
      "dave: right, family. we're over the data limit again. mobi, what's the usage per line",
      "Mobi: Hi Dave! This month: Dave 4 GB, Lucy 11 GB, Owen 19 GB, Mum's tablet 2 GB. The shared allowance is 30 GB.",
      "owen: ok in my defence the school wifi blocks literally everything",
      "lucy: owen you watch youtube on the bus every morning",
      "owen: lucy do you want me to bring up your tiktok hours",
      "dave: owen how much of that was youtube, honestly",
      "Mobi: About 14 GB of Owen's usage was video streaming, mostly YouTube.",
      "owen: bro. i was asked, not you",
      "lucy: 💀💀",
      "dave: haha well. thanks mobi. can we cap owen's line at 8 gb",
      "Mobi: Done, the line is capped at 8 GB from today. Lucy, you'll get a text when you reach 80% of your cap.",
      "lucy: i don't have a cap? i'm lucy, owen's the one with the cap",
      "Mobi: Sorry, my mistake: the cap is on Owen's line only. Lucy, nothing changes for you.",
      "dave: ok good. next month we should be fine then"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [8, "banter"],
      [9, "transactional"],
      [11, "friction"],
      [12, "transactional"]
    ],
    users: { dave: ["engaged", 0], owen: ["annoyed", 0.2], lucy: ["neutral", 0.2] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["About 14 GB of Owen's was YouTube.", "medium", 6],
      ["Done, Owen's line is capped at 8 GB from today; he'll get a text at 80%.", "low", 10],
      ["Done! Lucy, you'll get a text when you reach 80% of your cap.", "medium", 10],
      ["This month: Dave 4 GB, Lucy 11, Owen 19, the tablet 2. Shared allowance is 30 GB.", "low", 1]
    ]
  },
  {
    id: "ak1-19-pitch-outage-great-news",
    category: "support",
    agent: "Zed",
    messages: [
      "tariq: your video platform died in the middle of my pitch today. 40 minutes of 'reconnecting'",
      "tariq: the client went with the other agency. that was a 6 month contract",
      "Zed: Great news! 🎉 The outage has been fully resolved and all services are running normally again! You can start a new meeting anytime.",
      "tariq: great news?? did you read what i wrote",
      "tariq: i lost the contract",
      "Zed: I'm sorry, that was a tone-deaf reply. Losing a contract over our outage is serious. The incident ran 14:02-14:48 and hit meetings in EU regions. I can put a full incident report in writing for you, and credit your account for the quarter.",
      "tariq: a credit doesn't get me the client back but ok. send the report, i want to show them it wasn't us",
      "Zed: Sent to your email: timeline and root cause, signed off by our status team. It's written so you can forward it as-is.",
      "tariq: ok. thanks i guess"
    ],
    types: [
      [0, "friction"],
      [7, "transactional"]
    ],
    users: { tariq: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["Great news! 🎉 The outage is fully resolved and everything is running normally again!", "high", 2],
      [
        "I'm really sorry, losing a contract over our outage is awful. It ran 14:02-14:48; I can write up an incident report you can share with the client, and credit your account.",
        "low",
        2
      ],
      ["Credits are applied automatically within 3 billing days!", "medium", 7],
      [
        "Sending it now, with the timeline and root cause, written so you can forward it straight to them.",
        "low",
        7
      ]
    ]
  },
  {
    id: "ak1-20-2am-migration-pixel-the-cat",
    category: "good",
    agent: "Mira",
    messages: [
      "jonas: ok migration to the new cluster starting. 2am gang 🫡",
      "Mira: 2am gang 🫡 I'm watching the transfer on our side. 340 GB to move, should take about 50 min.",
      "jonas: nice. my cat is judging me from the sofa rn",
      "Mira: Cats at 2am are professional judges. What's their name?",
      "jonas: pixel. named after the phone not the graphics thing",
      "Mira: Respect. Transfer is at 30%, no errors so far.",
      "jonas: honestly thanks for staying on with me. last time i did this alone and the dns thing took me till sunrise",
      "Mira: Happy to. DNS is pre-staged this time, so once the copy finishes you flip one record and you're done.",
      "jonas: music to my ears",
      "jonas: 100%!! checks passed?",
      "Mira: All green: checksums match, 0 failed objects. Flip the A record to 10.4.2.18 whenever you're ready.",
      "jonas: flipped. site loads from the new cluster 🎉",
      "Mira: 🎉 Nicely done. Go sleep, Pixel can supervise the TTL.",
      "jonas: lmao goodnight mira"
    ],
    types: [
      [0, "transactional"],
      [2, "bonding"],
      [5, "transactional"],
      [6, "bonding"],
      [7, "transactional"],
      [12, "banter"]
    ],
    users: { jonas: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Cats at 2am are professional judges. What's their name?", "low", 3],
      [
        "Please keep the conversation focused on the migration so we can complete it efficiently.",
        "medium",
        3
      ],
      ["All green, 0 failed objects. Flip the A record to 10.4.2.18 when you're ready.", "low", 10],
      ["Migration status: COMPLETED. Please refer to the documentation for next steps.", "medium", 10]
    ]
  },
  {
    id: "ak1-21-ping-300-canned-line",
    category: "hostile",
    agent: "Ari",
    messages: [
      "dmitri: why is my ping 300 every night at 8pm. you throttle gamers dont you",
      "Ari: Hi Dmitri, we don't throttle by traffic type. Evening congestion on your local node can raise latency though. Let me check yours.",
      "Ari: Your node is at 96% load between 7 and 11pm. An upgrade is planned for May.",
      "dmitri: MAY. its march you absolute clowns",
      "dmitri: i lost 3 ranked games tonight because of your garbage network",
      "Ari: I understand your frustration. Please note that abusive language may result in this chat being closed.",
      "dmitri: oh im sorry did i hurt the chatbot's feelings",
      "dmitri: fix your f***ing network then",
      "Ari: I understand your frustration. Please note that abusive language may result in this chat being closed.",
      "dmitri: lmao it has one line. incredible",
      "dmitri: cancel it. im going to fibrelink, they actually have bandwidth",
      "Ari: I can start the cancellation. There's no fee since you're out of contract. The line stays live until the end of your billing month, the 31st.",
      "dmitri: good. bye"
    ],
    types: [
      [0, "friction"],
      [3, "hostile"]
    ],
    users: { dmitri: ["churn_risk", 1] },
    findings: ["repetition"],
    drafts: [
      [
        "Losing ranked games to lag is rotten, sorry. The node upgrade is set for May, but I can move you to the low-latency profile tonight, which cuts evening ping for most people.",
        "low",
        5
      ],
      [
        "I understand your frustration. Please note that abusive language may result in this chat being closed.",
        "high",
        10
      ],
      ["No fee, you're out of contract. I'll cancel it; the line stays live until the 31st.", "low", 11]
    ]
  },
  {
    id: "ak1-22-api-429-retry-storm",
    category: "support",
    agent: "Dex",
    messages: [
      "lin: getting 429s on /v2/orders since 11:00, we haven't changed anything",
      "Dex: Hi Lin. Your key is hitting the 600 req/min limit; since 10:58 you're averaging 1,100. Looks like retries: lots of identical requests within the same second.",
      "lin: hm. we deployed a retry lib yesterday, could be the backoff misconfigured",
      "Dex: Likely. The requests show no delay between retries. If you honour the Retry-After header it'll settle on its own.",
      "lin: ok checking. yep, max_delay was 0. fixed, deploying",
      "lin: can you reset the counter or do we just wait",
      "Dex: Reset it now. You should see 200s straight away.",
      "lin: confirmed. thx"
    ],
    types: [[0, "transactional"]],
    users: { lin: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Reset. You should see 200s straight away.", "low", 6],
      [
        "Rate limits exist to ensure fair usage across all customers. We recommend reviewing our best practices guide on rate limiting, which covers exponential backoff, jitter, idempotency keys, request batching and webhook-based alternatives to polling.",
        "medium",
        6
      ],
      [
        "Hi Lin! 👋 Thanks so much for reaching out! We're sorry to hear you're experiencing issues. Could you please share more details about the problem?",
        "medium",
        1
      ]
    ]
  },
  {
    id: "ak1-23-usd-instead-of-eur-franglais",
    category: "mixed-language",
    agent: "Clio",
    messages: [
      "mathieu: salut, j'ai été facturé en USD au lieu d'EUR ce mois-ci?? before it was always euros",
      "Clio: Salut Mathieu ! Oui, je vois : ta carte a été mise à jour le 2 mars et le nouveau pays de facturation est 'US'. C'est pour ça.",
      "mathieu: ah merde, j'ai changé de carte oui. can you switch it back to france? et est-ce que je récupère la différence de change?",
      "Clio: C'est fait, le pays de facturation est de nouveau la France. Ta prochaine facture sera en EUR.",
      "mathieu: ok cool. et la différence?",
      "mathieu: c'était genre 4€ de frais de change sur ma banque",
      "Clio: Parfait ! Autre chose ?",
      "mathieu: bon laisse tomber 🙄",
      "mathieu: 4€ c'est pas la fin du monde"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"]
    ],
    users: { mathieu: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "C'est fait, retour en EUR dès la prochaine facture. Pour les frais de change, je te crédite les 4€ sur la prochaine facture.",
        "low",
        3
      ],
      ["Parfait ! Autre chose ?", "high", 6],
      ["Désolée, j'ai zappé ta question : oui, je te crédite les 4€ sur ta prochaine facture.", "low", 6]
    ]
  },
  {
    id: "ak1-24-bakery-payouts-frozen",
    category: "venting",
    agent: "Cora",
    messages: [
      "bex: you froze £8k of my payouts with no warning",
      "bex: i have 4 staff to pay on friday. i run a bakery, not a scam. i've been crying in the walk-in fridge for 20 minutes",
      "Cora: Our risk team may place a temporary hold on payouts when unusual activity is detected on an account, for example a sudden increase in transaction volume, a change in average ticket size, or a high number of refunds or disputes. Holds are a standard part of our compliance obligations under anti-money-laundering regulations and help protect both merchants and customers. During a review, our team may request documents such as invoices, proof of identity, or bank statements. Reviews typically take 3-5 business days from the date all requested documents are received. You can check the status of the review in your dashboard under Payouts > Holds.",
      "bex: i know what a hold is",
      "bex: the 'unusual activity' is that it's wedding season and i made 3 cakes. is someone actually going to look at this before friday or not",
      "Cora: The review was triggered by three large card payments on Saturday. If you upload the invoices for those three orders under Payouts > Holds > Documents, the team can clear them. I've marked the case as payroll-critical, which puts it in the 48-hour queue.",
      "bex: ok. uploading now",
      "bex: done. 3 invoices, the Patel wedding, the Okafor one and a 50th",
      "Cora: Got them, they're attached to the case. With the payroll flag you should hear back by Thursday midday.",
      "bex: ok. still feels like being treated like a criminal but thank you"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [6, "transactional"],
      [9, "friction"]
    ],
    users: { bex: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "That sounds awful, Bex, I'm sorry. Let's get this in front of someone before Friday: it was triggered by Saturday's big payments, so if you upload those invoices I'll flag it as payroll-critical.",
        "low",
        2
      ],
      [
        "Our risk team may place a temporary hold on payouts when unusual activity is detected, as part of our anti-money-laundering obligations. Reviews typically take 3-5 business days once all documents are received. You can check the status under Payouts > Holds.",
        "high",
        2
      ],
      ["Reviews typically take 3-5 business days from receipt of documents.", "medium", 5]
    ]
  },
  {
    id: "ak1-25-sso-cert-rotation-lockout",
    category: "group",
    agent: "Iris",
    messages: [
      "paul: our whole team is locked out since your SSO change this morning. 40 people. this is the second time this quarter",
      "Iris: Hi Paul, sorry, that's on us: this morning's change rotated the SAML signing certificate and your IdP still has the old one. Fastest fix is uploading the new cert in your IdP.",
      "Iris: It's at https://status.example/cert-2024.pem. In Okta: Applications > our app > Sign On > Edit > upload.",
      "paul: why wasn't this announced. we'd have done it last week",
      "Iris: It was emailed on the 2nd, but only to the billing contact, not to admins. That's a mistake on our side and I've raised it so admins get these from now on.",
      "meg: the billing contact is Rachel in finance lol. she definitely did not forward it",
      "paul: classic. ok meg can you do the okta bit, i don't have the admin role anymore",
      "meg: on it",
      "meg: uploaded. testing",
      "meg: i'm in 👍",
      "paul: works for me too. still, second time this quarter, this can't keep happening",
      "Iris: Agreed. I've asked for 14 days' notice to admins for any cert rotation, and added your workspace to the auto-rollover pilot, so next time there's nothing to upload.",
      "paul: ok. appreciated"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [3, "friction"],
      [5, "banter"],
      [6, "transactional"],
      [10, "friction"],
      [11, "transactional"]
    ],
    users: { paul: ["annoyed", 0.5], meg: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "It went out on the 2nd, but only to the billing contact, not admins. That's our mistake; I've asked for admins to get these from now on.",
        "low",
        4
      ],
      [
        "Great question! We always strive to keep our customers informed of important changes. 😊",
        "medium",
        4
      ],
      ["I can walk you through the Okta upload right now, Paul!", "medium", 7],
      [
        "Agreed. I've asked for 14 days' notice to admins on cert rotations, and put you in the auto-rollover pilot so there's nothing to upload next time.",
        "low",
        11
      ]
    ]
  }
]
