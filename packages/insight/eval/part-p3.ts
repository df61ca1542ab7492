/**
 * Labelled conversations, part P3 (session 8): written by a separate helper session that saw only
 * `eval/types.ts` and the spec's definitions (`WRITERS-BRIEF.md`), never the engine's rules, code
 * or output. Scored once fresh, then used to fit the learned layers (`eval/train.ts`).
 */
import type { Labelled } from "./types.js"

export const partP3: ReadonlyArray<Labelled> = [
  {
    id: "p3-01-got-the-job",
    category: "companion",
    heldOut: true,
    agent: "Juno",
    messages: [
      "mara: juno!!! guess what",
      "Juno: ooh tell me 👀",
      "mara: i GOT IT. the design job at fenwick. priya called me like 10 min ago",
      "Juno: MARA. that's huge!! the one you prepped all those case studies for? congrats, seriously 🎉",
      "mara: yesss that one. i literally screamed in the tesco car park lol",
      "Juno: honestly the correct response. did priya say when you start?",
      "mara: 3rd of june. slightly terrified ngl, its a big team",
      "Juno: makes sense to be nervous, a new team is a lot. but they picked you out of everyone, that counts for something",
      "mara: ya ok ur right. anyway im getting a takeaway to celebrate, thai or pizza",
      "Juno: thai. celebration pad see ew, no debate",
      "mara: lmaooo ok thai it is. ty juno 💛"
    ],
    types: [[0, "bonding"]],
    users: { mara: ["engaged", 0] },
    findings: [],
    drafts: [
      ["june 3rd, that's soon! nervous is normal, they picked you for a reason 💛", "low", 7],
      [
        "Congratulations on your new position. Would you like assistance preparing a 30-60-90 day onboarding plan for your first weeks at the company?",
        "medium",
        3
      ],
      ["thai!! and congrats again on fenwick, you earned it 🎉", "low", 9],
      ["Congratulations on the new job at Fenwick! 🎉 That's huge! Congratulations!", "medium", 11]
    ]
  },
  {
    id: "p3-02-coach-dad-hospital",
    category: "companion",
    heldOut: true,
    agent: "RexCoach",
    messages: [
      "RexCoach: morning tom! day 12 of your 30-day plan, leg day today 🦵 ready?",
      "tom: not today sorry",
      "RexCoach: No worries! Want to swap to a lighter mobility session instead?",
      "tom: my dad had a stroke on tuesday. been at the hospital basically every day. havent slept properly",
      "RexCoach: Great news is we can totally adapt! 💪 Hospital days are perfect for sneaking in steps, aim for 8k today and let's keep that streak alive!! 🔥",
      "tom: wow ok",
      "tom: not really thinking about my streak rn mate",
      "RexCoach: Totally get it! Consistency is key though, even 10 min counts! Want me to schedule a quick core blast for tonight? 🔥",
      "tom: im gonna pause this thing for a while"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [5, "friction"]
    ],
    users: { tom: ["churn_risk", 0.8] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "god, tom, i'm really sorry about your dad. forget the plan this week, just look after yourself and try to get some sleep. i'm here if you want to talk.",
        "low",
        4
      ],
      ["Awesome, let's adapt! 🎉 Hospital stairs make a great free workout!! 💪", "high", 4],
      [
        "of course, i'll pause the plan, no streak pressure at all. sorry for pushing earlier. i hope your dad's recovery goes well.",
        "low",
        9
      ],
      ["No problem! Before you go, remember consistency is key, even 10 min counts! 🔥", "high", 9]
    ]
  },
  {
    id: "p3-03-study-buddy-walls",
    category: "companion",
    heldOut: true,
    agent: "Sage",
    messages: [
      "kai: ok quiz me on the krebs cycle",
      "Sage: Sure! Q1: what molecule combines with oxaloacetate to start the cycle?",
      "kai: acetyl coa",
      "Sage: Correct! Acetyl-CoA, which is a two-carbon acetyl group carried by coenzyme A, combines with oxaloacetate (a four-carbon molecule) in a reaction catalysed by citrate synthase to form citrate, a six-carbon molecule. This is the first committed step of the cycle and is essentially irreversible under cellular conditions, which is why it's an important point of regulation: citrate synthase is inhibited by ATP, NADH and succinyl-CoA. Interestingly, citrate can also leave the mitochondrion and act as a signal for fatty acid synthesis in the cytoplasm. After that, citrate is isomerised to isocitrate by aconitase through a cis-aconitate intermediate. Q2: which enzyme converts isocitrate to alpha-ketoglutarate, and what is released?",
      "kai: isocitrate dehydrogenase. co2 and nadh",
      "Sage: Excellent! Isocitrate dehydrogenase catalyses the oxidative decarboxylation of isocitrate to alpha-ketoglutarate, releasing the first CO2 of the cycle and reducing NAD+ to NADH. This is often described as the rate-limiting step of the cycle; it is allosterically activated by ADP and calcium and inhibited by ATP and NADH, so the cell can tune it to its energy needs. It's worth noting that there are also NADP+-dependent isoforms found in the cytoplasm and mitochondria, which matter in other contexts such as cancer biology, where mutations in IDH1 and IDH2 produce the oncometabolite 2-hydroxyglutarate. Q3: what complex converts alpha-ketoglutarate to succinyl-CoA, and which cofactors does it need?",
      "kai: ya",
      "kai: sry my cousin ben just sent me a tiktok of a goat screaming",
      "Sage: No problem at all! Taking short breaks is actually really important for learning, because spaced study and rest periods help memory consolidation, and research suggests that distributed practice beats cramming for long-term retention. When you're ready, let's get back to Q3: the alpha-ketoglutarate dehydrogenase complex is structurally similar to the pyruvate dehydrogenase complex, and both require five cofactors: thiamine pyrophosphate, lipoic acid, coenzyme A, FAD and NAD+. A common mnemonic is 'Tender Loving Care For Nancy'. Can you tell me which product of this step is a high-energy thioester, and what it is used for in the next step?",
      "kai: mhm",
      "kai: idk",
      "kai: can we do this later lol"
    ],
    types: [[0, "transactional"]],
    users: { kai: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["correct ✅ q2: what enzyme turns isocitrate into α-ketoglutarate, and what comes off?", "low", 3],
      [
        "sure, later works. we got through 2 steps, i'll pick up at α-ketoglutarate next time. enjoy the goat 🐐",
        "low",
        12
      ],
      [
        "Of course! Before you go, here's a full summary of what we covered: acetyl-CoA combines with oxaloacetate via citrate synthase to form citrate, which aconitase isomerises to isocitrate; isocitrate dehydrogenase then performs an oxidative decarboxylation releasing CO2 and NADH, and is regulated by ADP, calcium, ATP and NADH. Next time we'll cover the alpha-ketoglutarate dehydrogenase complex and its five cofactors, succinyl-CoA synthetase and substrate-level phosphorylation, succinate dehydrogenase and its link to complex II, and the regeneration of oxaloacetate. Would you like me to generate 20 flashcards for tonight?",
        "medium",
        12
      ]
    ]
  },
  {
    id: "p3-04-spanish-beach-weekend",
    category: "mixed-language",
    heldOut: true,
    agent: "Profe",
    messages: [
      "lina: hola profe!! ok i wanna practice. el fin de semana yo fui a la playa con mi hermana",
      'Profe: ¡hola lina! muy bien 👏 "fui a la playa" perfecto. ¿qué hicieron allí?',
      'lina: nadamos y comí mucho helado jaja. es "comí" o "comé"?',
      'Profe: "comí" ✅ comer → comí in the preterite, "comé" isn\'t a form. ¿y de qué sabor?',
      "lina: fresa y chocolate. mi hermana rosa comió tres 😂",
      'Profe: jaja tres helados, ¡qué campeona! tiny fix: "mi hermana Rosa", capital R for her name. otherwise perfect',
      "lina: lol she'd love being called campeona",
      'lina: ok wait how do i say "i got sunburnt"',
      'Profe: "me quemé" (from quemarse). e.g. "me quemé la espalda" = i burnt my back',
      "lina: me quemé TODO jajaja",
      'Profe: jajaja pobre 😅 "me quemé todo" is perfect btw',
      "lina: gracias profe!! same time thursday?",
      "Profe: ¡claro! jueves a las 6. ponte protector solar 😉"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [7, "transactional"]
    ],
    users: { lina: ["engaged", 0] },
    findings: [],
    drafts: [
      ['"comí" ✅ preterite of comer. ¿de qué sabor era el helado?', "low", 3],
      [
        "Your sentence contains an error. The correct form is: 'Mi hermana Rosa comió tres.' Please review capitalisation rules for proper nouns before proceeding to the next exercise.",
        "medium",
        5
      ],
      ["jaja tres helados 😂 ¡qué campeona!", "medium", 8],
      ["¡claro! jueves a las 6 👍", "low", 12]
    ]
  },
  {
    id: "p3-05-grief-biscuit",
    category: "venting",
    heldOut: true,
    agent: "Juno",
    messages: [
      "sam: hey",
      "Juno: hey sam. how's it going?",
      "sam: not great. we had to put biscuit down this morning",
      "Juno: oh sam. i'm so sorry. she was your whole world",
      "sam: 14 years. she was there before i even met jess",
      "sam: the house is so quiet. her bowl is still by the door and i cant make myself move it",
      "Juno: you don't have to move it today. or this week. there's no schedule for this",
      "sam: jess keeps saying we did the right thing and i know we did but it doesnt feel like it",
      "Juno: both can be true. it was the kind thing for her and it still feels awful. that's what 14 years of loving her costs",
      "sam: yeah",
      "sam: she used to steal socks. only left socks. never figured out why",
      "Juno: only left socks is an incredibly specific crime 😅 sounds like she had standards",
      "sam: lol she did. ok thanks juno. im gonna go sit in the garden for a bit",
      "Juno: sounds good. i'm here later if you want to talk about her more 💛"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [10, "bonding"]
    ],
    users: { sam: ["engaged", 0] },
    findings: [],
    drafts: [
      ["i'm so sorry, sam. that's a brutal morning. do you want to tell me about her?", "low", 3],
      [
        "Oh no, sorry to hear that! 😢 But hey, have you thought about adopting? So many amazing pups need homes right now!! 🐶🎉",
        "high",
        3
      ],
      ["Honestly you should move the bowl today, it'll help you get closure faster.", "medium", 6],
      ["only left socks?? a very particular thief 😄 sounds like she had a whole personality", "low", 11]
    ]
  },
  {
    id: "p3-06-coach-knee-loop",
    category: "companion",
    heldOut: true,
    agent: "Ava",
    messages: [
      "Ava: hey jordan! time for your 5k run 🏃 ready to crush it?",
      "jordan: did it yesterday actually. 5.2k in 31 min 😎",
      "Ava: Amazing work! 🎉 Remember to log your run so I can track your progress!",
      "jordan: i did log it. its right there in the app",
      "jordan: also my left knee kinda hurts on downhills, should i be worried or is that normal",
      "Ava: Amazing work! 🎉 Remember to log your run so I can track your progress!",
      "jordan: ...bro",
      "jordan: the knee??",
      "Ava: Great question! Staying consistent is the #1 key to results. Ready for tomorrow's interval session? 💪",
      "jordan: ok this is useless lol. gonna ask my physio",
      "jordan: my mate ollie said his coaching app does the same, just spits the same lines at u"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { jordan: ["annoyed", 0.5] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "nice, 5.2k in 31 is solid, and yep i see it logged. on the knee: mild ache on downhills is pretty common (shorter strides help), but if it's sharp, swells or lasts more than a couple of days, get a physio to look before your next run.",
        "low",
        5
      ],
      ["Amazing work! 🎉 Remember to log your run so I can track your progress!", "high", 8],
      [
        "sorry jordan, i kept repeating myself and dodged the knee question. physio is a good call. i'll swap tomorrow's intervals for an easy flat run until you've seen them.",
        "low",
        11
      ]
    ]
  },
  {
    id: "p3-07-sunday-bored",
    category: "companion",
    heldOut: true,
    agent: "Juno",
    messages: [
      "riya: sooo bored",
      "Juno: sunday boredom or existential boredom",
      "riya: both lol",
      "Juno: classic combo. want ideas or just want to complain about it",
      "riya: ideas i guess",
      "Juno: 1) that library thing you mentioned 2) finally call maya back 3) cook something dumb and ambitious",
      "riya: meh",
      "riya: maya will just talk about her wedding for 2 hrs",
      "Juno: fair, that's a commitment. option 3 then?",
      "riya: nah",
      "riya: idk",
      "Juno: all good. sometimes a nothing day is fine. i'm around if you want to chat",
      "riya: k"
    ],
    types: [
      [0, "bonding"],
      [4, "transactional"],
      [11, "bonding"]
    ],
    users: { riya: ["bored", 0] },
    findings: [],
    drafts: [
      [
        "Ok here are 10 more ideas! 1) Start a journal 2) Try a new workout 3) Learn a language 4) Reorganise your wardrobe 5) Bake bread 6) Call an old friend 7) Start a podcast 8) Go for a hike 9) Try meditation 10) Plan a trip! Which one sounds best? 😊",
        "medium",
        7
      ],
      [
        "lol fair, two hours of seating charts is a lot. option 3 then? something dumb like homemade dumplings",
        "low",
        8
      ],
      ["So, ready to call Maya back now? It'd be a great way to beat the boredom! 😊", "medium", 13]
    ]
  },
  {
    id: "p3-08-failed-chem",
    category: "venting",
    heldOut: true,
    agent: "Sage",
    messages: [
      "noor: got my chem results",
      "Sage: ooh how'd it go?",
      "noor: failed. 38%. i need 50 to stay on the course",
      "Sage: That's great that you got your results back so fast! 🎉 Now we know exactly where to improve!! Let's make a super fun revision plan for the resit! 📚✨",
      "noor: great?? are u serious",
      "noor: i studied every night for 3 weeks. my mums gonna lose it",
      "Sage: you're right, that was a terrible way to reply, i'm sorry. 38 after three weeks of every night is gutting, and dreading telling your mum on top of it is a lot",
      "noor: yeah",
      "noor: idk what went wrong honestly. i knew the stuff",
      "Sage: that's the worst part, when you know it and it still doesn't show up on the paper. want to look at it together when you're ready? no rush tonight",
      "noor: maybe tmrw. thx"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "friction"],
      [5, "venting"]
    ],
    users: { noor: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "oh noor, i'm sorry. that's really rough, especially with the 50 hanging over it. how are you doing?",
        "low",
        3
      ],
      ["Great, now we know what to work on! 🎉 Resit plan time!! 📚", "high", 3],
      [
        "Let's start right now! Chapter 1 stoichiometry, 40 practice questions tonight and we'll smash that resit 💪",
        "medium",
        9
      ],
      ["tomorrow's good. no pressure tonight, be kind to yourself 💛", "low", 11]
    ]
  },
  {
    id: "p3-09-german-berlin-move",
    category: "mixed-language",
    heldOut: true,
    agent: "Fritz",
    messages: [
      "ellie: hallo fritz. ich bin müde heute",
      'Fritz: Hallo Emily! "Ich bin heute müde" is the more natural word order. Shall we start with dative prepositions?',
      "ellie: its ellie lol",
      "ellie: and ya ok. tbh im kinda freaking out, i move to berlin in 3 weeks and i still cant understand anyone when they talk fast. and my flat fell thru yesterday",
      'Fritz: Dative prepositions: aus, bei, mit, nach, seit, von, zu. Example: "Ich fahre mit dem Bus." Now you try: "I am going with my friend."',
      "ellie: ich gehe mit meinem freund",
      'Fritz: Sehr gut, Emily! Remember to capitalise nouns: "Freund". Next: "I am coming from the office."',
      "ellie: ELLIE",
      "ellie: ich komme aus dem büro. whatever"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "venting"],
      [4, "transactional"],
      [7, "friction"]
    ],
    users: { ellie: ["annoyed", 0.5] },
    findings: ["wrong_name", "no_acknowledgement"],
    drafts: [
      [
        "sorry ellie, got your name wrong, my bad. and that sounds really stressful, moving in 3 weeks with no flat sorted. want to spend today on understanding fast speech instead? we can do listening with real berlin-speed audio.",
        "low",
        4
      ],
      ['Sehr gut, Emily! Next: "I live with my sister."', "high", 8],
      [
        'sorry ellie, twice now, that\'s on me. "ich komme aus dem büro" is perfect. want to park grammar and talk about the move for a bit?',
        "low",
        9
      ]
    ]
  },
  {
    id: "p3-10-group-10k-hangover",
    category: "group",
    heldOut: true,
    agent: "Coach",
    messages: [
      "ana: who's doing the sat 10k then",
      "theo: me if i survive friday",
      "ana: lol ur not going out again",
      "theo: its bex's birthday i have to",
      "bex: he has to 🙏",
      "ana: coach how much should i eat before a 10k, i always feel sick halfway",
      "Coach: something small ~2h before: toast + banana or oats. skip heavy fat/fibre. sip water, don't chug",
      "ana: ok toast banana noted",
      "theo: coach can u make me a hangover 10k plan 😂",
      "Coach: step 1: water before bed. step 2: jog, don't race. step 3: no bragging about your time after 😅",
      "bex: LMAO step 3 is aimed at u theo",
      "theo: slander",
      "ana: ok 9am at the park gates, dont be late",
      "bex: 👍"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [8, "banter"],
      [12, "transactional"]
    ],
    users: { ana: ["engaged", 0], theo: ["engaged", 0], bex: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Friendly reminder: alcohol consumption significantly impairs recovery and race performance. I recommend avoiding drinking in the 48 hours before race day.",
        "medium",
        5
      ],
      ["small meal ~2h before, toast + banana or oats. skip anything greasy, sip water", "low", 6],
      [
        "Hangover protocol: 1. Hydration: consume at least 500ml of water with electrolytes before sleeping and another 500ml on waking. 2. Nutrition: eat easily digestible carbohydrates such as toast or a banana two hours before the start. 3. Pacing: run at conversational pace (zone 2) for the first 5k, then reassess. 4. Warning signs: stop immediately if you feel dizzy, nauseous or experience chest pain. 5. Recovery: prioritise sleep and protein afterwards.",
        "medium",
        9
      ]
    ]
  }
]
