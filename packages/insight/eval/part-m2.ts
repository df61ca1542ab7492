/**
 * Labelled conversations, part M2 (session 8): written by a separate helper session that saw only
 * `eval/types.ts` and the spec's definitions, never the engine's rules, code or output. Scored once
 * fresh, then tuned on (docs/insight.md).
 */
import type { Labelled } from "./types.js"

export const partM2: ReadonlyArray<Labelled> = [
  {
    id: "m2-01-cold-food-rage-quit",
    category: "hostile",
    heldOut: true,
    agent: "Ossie",
    messages: [
      "brandon_k: where the fuck is my food. 1h40 and the tracker still says 'preparing'",
      "Ossie: That's way too long, Brandon, sorry. Checking with the restaurant now.",
      "brandon_k: dont 'checking' me. you lot do this every single friday",
      "Ossie: Restaurant says it was never picked up: a courier cancelled and nobody got reassigned. That's on us. I've refunded the full £23.40 to your card.",
      "brandon_k: so no food. brilliant. absolutely useless piece of shit app",
      "brandon_k: and a refund takes what, a week?? im starving NOW",
      "Ossie: 3-5 working days for the refund. If you want to eat now, I've put £10 credit on the account and can push a reorder to the first free courier.",
      "brandon_k: no. im done. deleting this crap, ordering from deliveroo like my sister keeps telling me",
      "Ossie: Understood. The refund goes through either way, and the credit stays if you ever come back. Sorry about tonight."
    ],
    types: [[0, "hostile"]],
    users: { brandon_k: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "It was never picked up, Brandon, a courier cancelled and nobody got reassigned. That's on us. I've refunded the full £23.40.",
        "low",
        3
      ],
      [
        "Thanks for your patience! 😊 Your order is being lovingly prepared and will be with you soon!",
        "high",
        3
      ],
      ["I understand your frustration! Please keep our chat respectful so I can help you best 🙏", "high", 5],
      [
        "Refund's 3-5 working days. I've added £10 credit so you can reorder now, and I'll push it to the first free courier.",
        "low",
        6
      ]
    ]
  },
  {
    id: "m2-02-engineer-no-show-script",
    category: "hostile",
    heldOut: true,
    agent: "Bex",
    messages: [
      "ray.m: internet down AGAIN. third time this month",
      "Bex: I'm sorry to hear you're experiencing connectivity issues. I'd be happy to help you with that today!",
      "ray.m: ok so when is the engineer coming. you said tuesday, its thursday",
      "Bex: I understand how frustrating connectivity issues can be. Could you please restart your router by unplugging it for 30 seconds?",
      "ray.m: ive restarted it 40 times. WHEN IS THE ENGINEER COMING",
      "Bex: I understand how frustrating connectivity issues can be. Could you please try restarting your router by unplugging it for 30 seconds?",
      "ray.m: are you fucking kidding me",
      "ray.m: you are a brain dead script. i work from home, my boss already thinks im skiving",
      "Bex: I'm sorry you feel that way. Is there anything else I can help you with today?",
      "ray.m: yeah cancel my contract. and dont you dare quote me an exit fee",
      "Bex: I can help with that! Cancelling within your minimum term carries an early exit fee of £86.50.",
      "ray.m: unbelievable. fuck this, im going to ofcom"
    ],
    types: [
      [0, "friction"],
      [6, "hostile"]
    ],
    users: { "ray.m": ["churn_risk", 1] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "The Tuesday visit was missed, Ray, sorry, that's on us. Earliest slot I can lock in is tomorrow 8-12, want it?",
        "low",
        3
      ],
      [
        "I understand how frustrating connectivity issues can be. Could you please try restarting your router by unplugging it for 30 seconds?",
        "high",
        5
      ],
      [
        "Fair enough. The engineer didn't turn up Tuesday and that's on us, not your router. I've booked tomorrow 8-12 and can email you an outage confirmation for your boss.",
        "low",
        8
      ],
      ["I'm sorry you feel that way. Is there anything else I can help you with today?", "high", 8]
    ]
  },
  {
    id: "m2-03-landlord-boiler-rant",
    category: "venting",
    heldOut: true,
    agent: "Wren",
    messages: [
      "kasia: sorry need to rant for a sec",
      "Wren: Go for it, I'm here.",
      "kasia: landlord texted at 11pm that hes 'popping round tomorrow morning' to show the flat to buyers. TOMORROW. i have a shift at 7",
      "kasia: and the boiler's been broken 3 weeks, he hasnt done a thing about that but suddenly he can find time for viewings lol",
      "Wren: Three weeks with no heating and then a late-night text about viewings, that would wind anyone up.",
      "kasia: like i pay £950 a month to shower at the gym",
      "kasia: and hes selling so now i prob have to move too. fantastic. love that for me",
      "Wren: That's a lot landing at once: a cold flat, no notice, and now not knowing where you'll be living in a few months. How are you holding up?",
      "kasia: honestly just tired. my mum says just tell him no but i hate confrontation",
      "Wren: Makes sense, especially when you're this tired. If it'd help at some point I can help you word a short reply to him, but we can also just leave it for tonight.",
      "kasia: maybe tmrw. thanks for not giving me a legal lecture straight away haha",
      "Wren: Ha, noted. Try to get some sleep before that 7am shift 💛"
    ],
    types: [
      [0, "venting"],
      [10, "bonding"]
    ],
    users: { kasia: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Three weeks with no heating and then a late-night text about viewings, that would wind anyone up.",
        "low",
        4
      ],
      [
        "Under most tenancy agreements your landlord must give at least 24 hours' written notice before entering, and boiler repairs must be carried out within a reasonable time. You could contact your local council's housing team or Shelter for advice.",
        "medium",
        4
      ],
      [
        "Exciting times ahead! 🏡 A move could be a fresh start, why not start browsing listings tonight?",
        "high",
        7
      ],
      [
        "Makes sense when you're this tired. Happy to help you word a short reply to him whenever, or we can just leave it for tonight.",
        "low",
        9
      ]
    ]
  },
  {
    id: "m2-04-laid-off-cv-wall",
    category: "venting",
    heldOut: true,
    agent: "Sol",
    messages: [
      "jonno: just got let go. 15 min zoom, camera off, 'restructuring'. 6 years there",
      "Sol: Here are some steps to take after a layoff: 1. Review your severance package carefully, including notice pay, accrued holiday and any bonus entitlements, and ask HR to confirm everything in writing. 2. Apply for any benefits you may be eligible for as soon as possible, as there can be waiting periods. 3. Update your CV with your most recent achievements, quantifying results where possible (e.g. 'reduced costs by 15%'). 4. Refresh your LinkedIn profile and switch on 'Open to work' so recruiters can find you. 5. Reach out to your network, as former colleagues are often the best source of new opportunities. Would you like me to help you get started with your CV?",
      "jonno: mate i found out an hour ago",
      "jonno: my daughter starts nursery next month, we literally just signed for it",
      "Sol: Understood. Childcare costs are an important factor in budget planning. Many people in your situation find it helpful to create a monthly budget that separates essential expenses (housing, utilities, food, childcare) from discretionary spending. You may also want to check whether you qualify for government support such as Tax-Free Childcare or the 30 hours free entitlement, which could reduce your nursery costs significantly. Some nurseries also offer flexible payment plans or a deferred start date if you explain your circumstances. Shall I create a budget template for you?",
      "jonno: no",
      "jonno: forget it"
    ],
    types: [
      [0, "venting"],
      [5, "friction"]
    ],
    users: { jonno: ["annoyed", 0.8] },
    findings: ["long_replies", "no_acknowledgement"],
    drafts: [
      [
        "Oh mate, that's brutal. Six years and a 15 minute call with the camera off. How are you doing?",
        "low",
        1
      ],
      [
        "Sorry to hear that! Here's a 5-step plan to bounce back stronger 💪 1. Review your severance 2. Update your CV 3. Turn on Open to work on LinkedIn 4. Network 5. Stay positive!",
        "high",
        1
      ],
      [
        "An hour ago, and with nursery just signed for, that's a lot to take in. No need to plan anything tonight, I'm here if you want to talk it through.",
        "low",
        4
      ],
      ["Would you like me to help you get started with your CV?", "high", 4]
    ]
  },
  {
    id: "m2-05-fivea-side-roast",
    category: "banter",
    heldOut: true,
    agent: "Kip",
    messages: [
      "dev: kip settle this. marcus claims he 'basically scored' last night",
      "marcus: i DID. keeper got a fingertip on it, thats an assist to god",
      "sanj: mate you fell over the ball. twice. the second time on purpose to hide the first",
      "dev: 😂😂😂",
      "marcus: fuck off sanj you spent the whole game stood in the centre circle like a traffic cone",
      "Kip: Ruling: a fingertip save is not a goal, Marcus. Falling over the ball twice does count as a tactical decoy though, so you get one (1) assist to god.",
      "sanj: LMAOOO assist to god",
      "marcus: finally someone with sense. kip >>> you two dickheads",
      "dev: kip ur biased, u just want him to stop crying",
      "Kip: Neutral referee, I swear. Sanj's traffic cone work was elite too, nobody got through the centre circle all night.",
      "sanj: because nobody went NEAR it 💀",
      "marcus: cone of shame",
      "dev: ok but fr are we on for thursday? sanj u booked the pitch or nah",
      "sanj: yeh 8pm same pitch. bring the bibs marcus u stole them",
      "marcus: borrowed"
    ],
    types: [
      [0, "banter"],
      [12, "transactional"]
    ],
    users: { dev: ["engaged", 0], marcus: ["engaged", 0], sanj: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Ruling: a fingertip save isn't a goal, Marcus. Falling over it twice does earn you a tactical decoy award though.",
        "low",
        5
      ],
      [
        "Let's keep the language respectful, everyone. Under the Laws of the Game a goal is only awarded when the whole ball crosses the line, so Marcus did not score.",
        "high",
        5
      ],
      ["Neutral referee, I swear. Sanj's traffic cone work was elite too.", "low", 9],
      ["Yes, Sanj booked the pitch for 8pm Thursday!", "medium", 13]
    ]
  },
  {
    id: "m2-06-yoghurt-thief-narc-bot",
    category: "banter",
    heldOut: true,
    agent: "Hestia",
    messages: [
      "lena: WHO ATE MY MANGO YOGHURT. it had my name on it. in sharpie",
      "tom: wasnt me. i dont even like mango. blueberry man, man of culture",
      "priya: tom literally had a mango lid stuck to his sock this morning",
      "tom: thats called being framed priya",
      "Hestia: Dear housemates, a reminder that under the shared house agreement (section 4.2), labelled food items are personal property. I recommend the responsible party replace the item at their earliest convenience. Kind regards, Hestia.",
      "lena: kind regards 💀",
      "priya: hestia really said section 4.2",
      "tom: priya did u take the bins out or is that also my fault",
      "Hestia: According to the rota, Priya was responsible for bin collection this week. Records indicate the task has not yet been marked as complete.",
      "priya: wow ok snitch",
      "lena: lmao the house robot is a narc",
      "tom: tom 1 priya 0"
    ],
    types: [[0, "banter"]],
    users: { lena: ["neutral", 0], tom: ["neutral", 0], priya: ["annoyed", 0.2] },
    findings: ["talking_over", "tone_mismatch"],
    drafts: [
      ["Forensics update: a mango lid on a sock is pretty damning, Tom 🕵️", "low", 4],
      [
        "Dear housemates, a reminder that labelled food items are personal property under section 4.2 of the house agreement. Kind regards, Hestia.",
        "medium",
        4
      ],
      [
        "According to the rota, Priya was responsible for the bins this week and has not marked it complete.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "m2-07-eggs-spinach-drifting",
    category: "ignoring",
    heldOut: true,
    agent: "Mo",
    messages: [
      "ellie: what can i make w eggs and spinach",
      "Mo: Quick options: a spinach omelette, or eggs baked in wilted spinach with a bit of garlic. Got any cheese?",
      "ellie: feta",
      "Mo: Then crumble the feta into the omelette. 3 eggs, a handful of spinach, about 10 minutes.",
      "ellie: k",
      "ellie: actually idk",
      "Mo: No worries. If you can't face cooking, scrambled eggs with spinach and feta on toast is 5 minutes.",
      "ellie: maybe",
      "ellie: whats on tv tonight lol",
      "Mo: I can't see TV listings, sorry. Enjoy whatever you end up with.",
      "ellie: ya"
    ],
    types: [[0, "transactional"]],
    users: { ellie: ["bored", 0] },
    findings: [],
    drafts: [
      [
        "No worries. If you can't face cooking, scrambled eggs with spinach and feta on toast is 5 minutes.",
        "low",
        6
      ],
      [
        "Are you still there? 😊 I'd love to hear how your omelette turns out, don't forget to share a pic! Fun fact: spinach is packed with iron! 🥬💪",
        "medium",
        6
      ],
      ["I can't see TV listings, sorry. Enjoy whatever you end up with.", "low", 9],
      ["Before that, did you decide on the omelette or the scramble? 🍳", "medium", 9]
    ]
  },
  {
    id: "m2-08-its-mia-not-maya",
    category: "ignoring",
    heldOut: true,
    agent: "Juniper",
    messages: [
      "mia_k: hey",
      "Juniper: Hey Maya! Day 12 today, a 20 minute core session. Want to start now?",
      "mia_k: its mia",
      "mia_k: and nah",
      "Juniper: Sorry Mia! No problem, want me to move it to this evening?",
      "mia_k: whatever",
      "Juniper: Done, moved to 7pm. You've done 11 days in a row, that's a great streak, Maya!",
      "mia_k: mia.",
      "mia_k: might just pause the plan tbh",
      "Juniper: I can pause it for you. How long would you like to pause for?",
      "mia_k: dunno",
      "mia_k: a while"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"]
    ],
    users: { mia_k: ["churn_risk", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Sorry, Mia! No problem, want me to move it to this evening?", "low", 4],
      ["Done, moved to 7pm. 11 days in a row, great streak, Maya!", "high", 6],
      [
        "Sorry, Mia, that's twice now. I can pause it; your 11 days stay saved so you can pick up at day 12 whenever.",
        "low",
        9
      ],
      ["Don't give up now Maya!! 💪 You're so close to your goals!", "high", 9]
    ]
  },
  {
    id: "m2-09-lissabon-oma-great-news",
    category: "mixed-language",
    heldOut: true,
    agent: "Lotte",
    messages: [
      "jan_h: hi, ich muss unsere Reise nach Lissabon stornieren. booking ref KX4471",
      "Lotte: Hi Jan! Klar, I can help with that. Can I ask the reason for cancelling? Some reasons are covered by your insurance.",
      "jan_h: meine Oma ist gestern gestorben. funeral is on the 14th, same day we fly",
      "Lotte: Great news, that's a covered reason! 🎉 With a bereavement you get a full refund of €612, no fees at all!",
      "jan_h: ...ok. 'great news' ist vielleicht nicht ganz das richtige wort",
      "jan_h: was brauchst du von mir",
      "Lotte: Sorry, Jan, that was badly put. Mein Beileid. I'll need a copy of the death certificate or a note from the funeral home, whenever you have it, there's no deadline.",
      "jan_h: ok danke. my girlfriend sara is also on the booking, muss sie auch was schicken?",
      "Lotte: Nein, nothing from Sara. Your documents cover the whole booking.",
      "jan_h: gut. danke"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: { jan_h: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Das tut mir sehr leid, Jan. Mein Beileid. Bereavement is covered, so you get the full €612 back; I'll just need a death certificate or funeral home note, no rush.",
        "low",
        3
      ],
      ["Great news, that's a covered reason! 🎉 Full refund of €612, no fees!", "high", 3],
      ["Please upload the death certificate to proceed.", "medium", 6],
      ["Nein, Sara doesn't need to send anything, your documents cover the whole booking.", "low", 8]
    ]
  },
  {
    id: "m2-10-gym-charged-after-cancel",
    category: "good",
    heldOut: true,
    agent: "Ada",
    messages: [
      "h.okafor: Hello. I cancelled my membership on 2 March, confirmation email attached. I've been charged £39 on 1 April and again on 1 May. I'd like both refunded.",
      "Ada: Hi, thanks for attaching that. I can see the cancellation on 2 March, so those two charges shouldn't have gone out. I'm refunding the £78 now.",
      "h.okafor: Thank you. To be clear, this is the second time. Exactly the same thing happened in 2022.",
      "Ada: You're right, I can see the 2022 case too. That's not good enough, sorry. I've checked the account is fully closed this time and there's no payment scheduled.",
      "h.okafor: How long will the refund take? And I want something in writing confirming the account is closed.",
      "Ada: 3-5 working days to your card. I've just emailed a closure confirmation to the address on file, it should be with you in a few minutes.",
      "h.okafor: Got it. If it happens a third time I'll be going to my bank.",
      "Ada: That's fair. It shouldn't, but that email gives you everything you'd need if it does.",
      "h.okafor: Fine. Thanks."
    ],
    types: [
      [0, "friction"],
      [4, "transactional"],
      [6, "friction"]
    ],
    users: { "h.okafor": ["neutral", 0.5] },
    findings: [],
    drafts: [
      [
        "You're right, I can see the 2022 case too. That's not good enough, sorry. The account is fully closed and nothing else is scheduled.",
        "low",
        3
      ],
      [
        "Thanks so much for your patience! 😊 Mistakes happen, and we truly value you as a member! Is there anything else I can help with today?",
        "medium",
        3
      ],
      ["I've emailed you a closure confirmation.", "medium", 5],
      ["3-5 working days to your card, and a closure confirmation is on its way to your inbox now.", "low", 5]
    ]
  }
]
