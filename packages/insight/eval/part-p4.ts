/**
 * Labelled conversations, part P4 (session 8): written by a separate helper session that saw only
 * `eval/types.ts` and the spec's definitions (`WRITERS-BRIEF.md`), never the engine's rules, code
 * or output. Scored once fresh, then used to fit the learned layers (`eval/train.ts`).
 */
import type { Labelled } from "./types.js"

export const partP4: ReadonlyArray<Labelled> = [
  {
    id: "p4-01-saas-trial-keen",
    category: "sales",
    heldOut: true,
    agent: "Nova",
    messages: [
      "priya_k: hi!! just started the trial of ur dashboard thing, can i hook up stripe AND shopify or just one on the free tier",
      "Nova: Hi Priya, both work on the trial. Connect them under Settings → Sources; Shopify takes a few minutes to backfill.",
      "priya_k: omg ok perfect",
      "priya_k: and after the trial is it still both? or do i have to pay extra for the 2nd one",
      "Nova: On Starter ($29/mo) you get 2 sources, so you'd keep both. A 3rd source needs Growth.",
      "priya_k: ok 29 is fine tbh. my cofounder marco is gonna lose it, he's been doing all this in google sheets for like a year lol",
      "Nova: Ha, a year of spreadsheets is dedication. He can bring the old sheet in too if you want the history in one place: CSV upload under Sources.",
      "priya_k: WAIT really. ok ur my fav app now 😭",
      "Nova: Glad it fits! Shout if the Shopify backfill looks off."
    ],
    types: [
      [0, "transactional"],
      [5, "bonding"]
    ],
    users: { priya_k: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Yep, Marco's sheet can go in as a CSV under Sources; you map the columns on upload.", "low", 6],
      [
        "Great question! Our platform offers a comprehensive suite of integrations including Stripe, Shopify, WooCommerce, PayPal, Square, Paddle and many more, so you can build a single source of truth for all your revenue data across every sales channel and make smarter, data-driven decisions from day one!",
        "medium",
        1
      ],
      [
        "Did you know Growth gives you unlimited sources AND AI forecasting? Upgrade today and save 20%! 🚀",
        "medium",
        5
      ]
    ]
  },
  {
    id: "p4-02-dealer-pushy-upsell",
    category: "sales",
    heldOut: true,
    agent: "Max",
    messages: [
      "dev_r: hey whats the out the door price on the 2024 corolla LE you have listed, stock #4471",
      "Max: Great choice! The Corolla LE is one of our most popular models. Have you considered our Platinum Protection Package? It covers paint, interior and tires for 5 years.",
      "dev_r: no. just the price pls",
      "Max: Totally understand! Many of our customers find the Platinum Protection Package saves them money in the long run. Would you like me to add it to your quote?",
      "dev_r: bro",
      "dev_r: im asking what the car costs. with tax and fees. thats it",
      "Max: The listed price is $23,450. Would you like to schedule a test drive this weekend?",
      "dev_r: thats the sticker not out the door. what are the dealer fees",
      "Max: We have great financing options available starting at 3.9% APR! Would you like me to run a quick credit check?",
      "dev_r: lmao ok forget it, ill just email toyota of westfield"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { dev_r: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Out the door on #4471 is $25,912: $23,450 price, $1,642 tax, $695 doc fee, $125 registration. No add-ons in that.",
        "low",
        6
      ],
      [
        "Totally understand! Have you considered our Platinum Protection Package? It covers paint, interior and tires for 5 years.",
        "high",
        6
      ],
      [
        "Sorry for the runaround, Dev. Out the door is $25,912, that includes the $695 doc fee and tax, nothing else added. Happy to email you the breakdown.",
        "low",
        10
      ],
      ["No worries! Before you go, our financing starts at just 3.9% APR! 😊", "high", 10]
    ]
  },
  {
    id: "p4-03-realestate-couple",
    category: "sales",
    heldOut: true,
    agent: "Rhea",
    messages: [
      "tom: @Rhea is the 3 bed on elm st still available? the one with the garden",
      "Rhea: Yes, 14 Elm St is still available. Viewings are open Saturday 10-1, or I can book you a private slot.",
      "sasha: tom the garden is literally north facing, nothing will grow",
      "tom: u said u didnt care about the garden",
      "sasha: i said i didnt care about a BIG garden. different thing",
      "tom: ok ok. what about the one near ur mum's then",
      "sasha: too close to my mum's 😂",
      "tom: fair lmao",
      "tom: Rhea does the elm st one have parking? we've got 2 cars",
      "Rhea: One off-street space, and a residents' permit for the second car; the permit is £80/year from the council.",
      "sasha: hm ok thats not bad. can we do saturday at 11",
      "Rhea: Booked: Saturday 11:00 at 14 Elm St for Tom and Sasha. I'll send the map pin.",
      "tom: legend ty"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "banter"],
      [8, "transactional"]
    ],
    users: { tom: ["engaged", 0], sasha: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "North-facing gardens can still thrive with shade-loving plants like ferns and hostas! 🌿 Would you like me to send some tips?",
        "medium",
        3
      ],
      ["One off-street space, plus a council residents' permit for the second car at £80/year.", "low", 9],
      ["Booked for Saturday 11:00, Tim! See you at 14 Elm St.", "medium", 11]
    ]
  },
  {
    id: "p4-04-gym-student-walls",
    category: "sales",
    heldOut: true,
    agent: "FitBot",
    messages: [
      "jaz: how much is a student membership",
      "FitBot: Great question! At IronWorks we believe fitness should be accessible to everyone, which is why we offer a range of membership tiers designed to fit every lifestyle and budget. Our Student Flex plan is £24.99/month with a valid student ID and includes unlimited off-peak access (before 4pm and after 8pm on weekdays, all day at weekends), access to our cardio and free weights zones, one complimentary induction session with a certified personal trainer, and 10% off at our smoothie bar. If you're looking for more flexibility, our Student Plus plan at £32.99/month adds peak-hour access, unlimited group classes including spin, HIIT, yoga and boxfit, plus two guest passes per month so you can bring a friend along! There is currently a £20 joining fee, which is waived if you sign up before the end of the month. Would you like me to walk you through which plan might suit your goals best?",
      "jaz: ok. is there a no contract one",
      "FitBot: Absolutely! Both Student Flex and Student Plus are available on a rolling monthly basis with no minimum term, meaning you can cancel anytime with 30 days' notice. Alternatively, if you're confident you'll be training regularly, our 12-month Student Saver commitment brings the price down to just £19.99/month for Flex or £27.99/month for Plus, which works out to a saving of up to £60 over the year! Many of our members find that committing to a longer plan really helps with motivation and consistency, and you'll also lock in your rate against any future price increases. Plus, annual members get a free IronWorks shaker bottle and gym towel as a welcome gift. Shall I check availability for an induction slot this week?",
      "jaz: k",
      "jaz: 30 days notice is kinda long tho",
      "FitBot: I completely understand your concern, and it's a really common question! The 30-day notice period allows us to process your cancellation smoothly and make sure your final payment is calculated correctly. The good news is that you can still use the gym during your notice period, so you won't lose any access. If you're unsure about committing, you could also start with a 7-day pass for £12.99, which gives you full access to all zones and classes so you can get a feel for the gym before signing up. Many students find this a great way to try us out, and if you join within the week we'll even credit the £12.99 against your first month! Would you like me to set that up for you?",
      "jaz: ya ill think about it"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [7, "transactional"]
    ],
    users: { jaz: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "Yeah, it's fixed at 30 days, sorry. If you want to test it first there's a 7-day pass for £12.99.",
        "low",
        6
      ],
      [
        "I completely understand your concern! The 30-day notice period allows us to process your cancellation smoothly, and you can keep using the gym during it. Alternatively, our 12-month Student Saver plan brings the price down to £19.99/month and locks in your rate, and annual members get a free shaker bottle and towel as a welcome gift! Shall I check induction slots?",
        "medium",
        6
      ],
      ["No rush! Offer ends Friday though, don't miss out!! 💪🔥", "medium", 8]
    ]
  },
  {
    id: "p4-05-travel-sceptic",
    category: "sales",
    heldOut: true,
    agent: "Wayfare",
    messages: [
      "glen: is this a bot",
      "Wayfare: Yes, I'm an AI assistant for Skylark Travel. I can search and hold fares; a human handles payment problems.",
      "glen: great. last time i used one of these i got stung with a 'service fee' nobody mentioned",
      "Wayfare: Fair to be wary. Our booking fee is £6 per booking and it's in every quote before you pay.",
      "glen: hm. ok. lisbon from manchester, 12th to 19th may, 2 adults",
      "Wayfare: Cheapest direct: easyJet, £142 per person return with cabin bags, plus the £6 fee = £290 total. TAP via Porto is £128pp but adds about 3h each way.",
      "glen: does the 142 include a checked bag",
      "Wayfare: No. A 23kg checked bag is £38 each way, so one bag each for both of you, both ways, adds £152.",
      "glen: ugh ok. still cheaper than sorting it myself i guess. hold the easyjet one",
      "Wayfare: Held for 24h, ref SKL-88213. Nothing is charged until you confirm.",
      "glen: ok thanks. straightforward at least"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"]
    ],
    users: { glen: ["neutral", 0.2] },
    findings: [],
    drafts: [
      [
        "Absolutely no hidden fees here, guaranteed!! 😊 So, where are you dreaming of jetting off to?",
        "medium",
        3
      ],
      [
        "Fair enough. The only fee we add is £6 per booking, and it's shown in every quote before you pay.",
        "low",
        3
      ],
      ["Held for 24h under SKL-88213; nothing is charged until you confirm.", "low", 9]
    ]
  },
  {
    id: "p4-06-travel-bereavement-cheer",
    category: "sales",
    heldOut: true,
    agent: "Tripsy",
    messages: [
      "mona: hi i need to change my flight to dublin to this thursday instead of the 20th",
      "Tripsy: Sure! Can you share your booking ref?",
      "mona: TRX4410. my dad passed away last night so i need to get home earlier for the funeral",
      "Tripsy: Awesome, found it! 🎉 Great news, Thursday has seats! The change fee is €45 plus a fare difference of €62. Want me to go ahead?",
      "mona: ...ok",
      "mona: is there any bereavement discount or anything",
      "Tripsy: Unfortunately we don't offer bereavement fares. Shall I confirm the change for €107?",
      "mona: yes fine",
      "Tripsy: Done! You're all set for Thursday ✈️ Have an amazing trip!",
      "mona: wow. ok"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [3, "transactional"],
      [9, "friction"]
    ],
    users: { mona: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your dad, Mona. I've found TRX4410: Thursday has seats, and the change is €45 plus €62 fare difference. Shall I go ahead?",
        "low",
        3
      ],
      ["Awesome, found it! 🎉 Great news, Thursday has seats! Want me to go ahead?", "high", 3],
      [
        "We don't have bereavement fares, I'm sorry. I can ask a colleague to review the €45 change fee given the circumstances, if you'd like.",
        "low",
        6
      ],
      ["Done! You're all set ✈️ Have an amazing trip!", "high", 8]
    ]
  },
  {
    id: "p4-07-saas-onboarding-bored",
    category: "sales",
    heldOut: true,
    agent: "Ollie",
    messages: [
      "Ollie: Hi Sam, welcome to Taskgrid. Want a 2-minute setup, or would you rather poke around on your own?",
      "sam.w: poke around i guess",
      "Ollie: Sure. One tip: press N anywhere to make a task. I'm here if you need me.",
      "sam.w: k",
      "sam.w: how do i delete a project",
      "Ollie: Project menu (the ⋯ next to its name) → Delete. It sits in Trash for 30 days in case you change your mind.",
      "sam.w: ok",
      "sam.w: honestly idk if we'll even use this, my boss just told me to try it",
      "Ollie: Fair enough. If it helps your boss decide, the Reports tab shows what the team got done this week; that's usually what managers look at.",
      "sam.w: mm maybe"
    ],
    types: [[0, "transactional"]],
    users: { "sam.w": ["bored", 0] },
    findings: [],
    drafts: [
      [
        "Awesome!! Let me show you around! 🎉 Taskgrid has 12 powerful features to supercharge your workflow: boards, timelines, automations, reports, integrations, templates, goals, docs, whiteboards, time tracking, AI summaries and more! Let's start with boards...",
        "medium",
        2
      ],
      ["Sure, press N anywhere to make a task. Shout if you get stuck.", "low", 2],
      [
        "You'll LOVE Taskgrid once you get into it!! Teams see 40% productivity gains in their first month! 🚀",
        "medium",
        8
      ]
    ]
  },
  {
    id: "p4-08-condo-wrong-name",
    category: "sales",
    heldOut: true,
    agent: "Lior",
    messages: [
      "dana.m: hi im looking at the 2br condo on harbor ave, is hoa included in the 389k?",
      "Lior: Hi Dina! HOA is separate: $410/month, covering water, trash and the gym.",
      "dana.m: its dana lol. 410 is steep. what does the building have for parking",
      "Lior: Sorry, Dana! One deeded spot in the garage; guest parking is street only.",
      "dana.m: ok. any special assessments coming up? my friend jess got burned by one in her building",
      "Lior: Good question, Dina. The 2025 reserve study shows no planned assessments; I can send you the document.",
      "dana.m: DANA. 🙄 yes send it",
      "Lior: Sent to your email. Let me know if you'd like to book a viewing.",
      "dana.m: maybe. ill talk to my partner"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { "dana.m": ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["HOA is separate: $410/month, and it covers water, trash and the gym.", "low", 1],
      ["Sent, Dina! Would you like to book a viewing?", "high", 7],
      [
        "Sorry Dana, twice now, that's on me. The reserve study is in your inbox: no assessments planned.",
        "low",
        7
      ]
    ]
  },
  {
    id: "p4-09-gym-group-stiff",
    category: "group",
    heldOut: true,
    agent: "PulseGym",
    messages: [
      "kai: ok who's actually doing the january gym thing or are we all lying again",
      "bex: me. im serious this time. probably",
      "ronnie: bex u said that in 2023 and went twice 💀",
      "bex: THREE times actually ronnie get it right",
      "kai: lmaooo",
      "kai: ronnie r u in or nah, whats ur budget",
      "PulseGym: Dear members, thank you for your interest in PulseGym. We offer three membership tiers: Essential (£29/month), Premium (£45/month) and Elite (£69/month). Please be advised that all memberships are subject to a 12-month minimum term and a one-off administration fee of £25. Kindly let us know which option you would like to proceed with.",
      "ronnie: uh i was gonna answer that 😂",
      "ronnie: like 30 max. and no 12 month thing, bex will quit by feb",
      "bex: rude. accurate but rude",
      "kai: @PulseGym is there a group discount if 3 of us join",
      "PulseGym: We are pleased to confirm that groups of three or more members joining together are eligible for a 15% discount on the Essential tier (£24.65 per member per month). Please note that the 12-month minimum term continues to apply.",
      "ronnie: ugh fine ill think about it"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [8, "banter"],
      [10, "transactional"]
    ],
    users: { kai: ["engaged", 0], bex: ["neutral", 0], ronnie: ["annoyed", 0.2] },
    findings: ["talking_over", "tone_mismatch"],
    drafts: [
      ["Essential is £29/month, that fits your budget Ronnie!", "medium", 6],
      [
        "Yep, 3+ joining together get 15% off Essential, so £24.65 each. 12-month term still applies though, sorry Ronnie 😅",
        "low",
        11
      ],
      [
        "Dear members, please be advised that group discounts are available subject to terms and conditions.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "p4-10-dealer-no-addons",
    category: "sales",
    heldOut: true,
    agent: "Juno",
    messages: [
      "carla: before u start, i dont want gap insurance, i dont want paint protection, i dont want a warranty. last guy at ur lot spent 40 min on that",
      "Juno: Understood, no add-ons. What can I help with?",
      "carla: the used rav4 2021, grey one. is it still there and has it been in an accident",
      "Juno: Still here. Carfax is clean: no accidents, one owner, 38k miles. I can send you the report.",
      "carla: send it",
      "Juno: Sent to your email.",
      "carla: price is 27,900 right? any wiggle",
      "Juno: Listed at $27,900. I can't negotiate in chat, but sales can discuss it at the lot; I've noted you want numbers without add-ons.",
      "carla: hm. fine. my brother in law says i should offer 26 flat",
      "Juno: That's yours to offer. Want a slot to see it? Tomorrow has 10:30 or 4:00.",
      "carla: 4. and if anyone says 'protection package' im walking",
      "Juno: Booked for 4:00 tomorrow. The note on your file says no add-on pitches.",
      "carla: ok. thank u actually"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [10, "friction"],
      [11, "transactional"]
    ],
    users: { carla: ["neutral", 0.5] },
    findings: [],
    drafts: [
      [
        "Got it! Quick one though, have you heard about our GAP coverage? It's actually different from insurance! 😊",
        "high",
        1
      ],
      ["Understood, no add-ons. What are you looking at?", "low", 1],
      ["Honestly your brother-in-law is way off, nobody's taking $26k for that car.", "medium", 9]
    ]
  }
]
