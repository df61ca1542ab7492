import type { Labelled } from "./types.js"

export const trainingAB8: ReadonlyArray<Labelled> = [
  {
    id: "ab8-01-formal-weary-delivery",
    category: "support",
    agent: "Wren",
    messages: [
      "margaret.h: Good afternoon. I am writing regarding order 44817, which was due to arrive on Tuesday.",
      "Wren: Good afternoon, Margaret. I have 44817 open. Tracking shows a failed attempt on Tuesday and another on Thursday, both marked 'no access'. I'm sorry, that's not good enough.",
      "margaret.h: Indeed. I was at home on both occasions. I should add that this is the third order this year where this has occurred, so you will forgive me if I am somewhat weary of the process.",
      "Wren: That's completely fair, and I'm sorry it keeps happening. Is there a buzzer or a particular entrance the drivers keep missing?",
      "margaret.h: There is a buzzer marked 'Harding'. It has been there for eleven years. It is not a secret.",
      "Wren: Understood. I've added 'buzz Harding, flat 3' to the delivery notes on your account so it applies to every order, not just this one. This one is rebooked for tomorrow with a different courier, 9 to 1.",
      "margaret.h: Thank you. And the delivery charge? I paid for next-day delivery, which it evidently was not.",
      "Wren: Refunded, £4.99 back to your card in 3-5 working days. I've also flagged the repeated 'no access' notes at your address to the courier team so someone finds out why.",
      "margaret.h: Very well. I appreciate your assistance. I do hope I shan't need to write again.",
      "Wren: I hope so too. If tomorrow's slot goes wrong, reply here and it comes straight back to me."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"]
    ],
    users: { "margaret.h": ["annoyed", 0.5] },
    findings: [],
    drafts: [
      [
        "That's completely fair, and I'm sorry it keeps happening. Is there a buzzer or gate the drivers should know about?",
        "low",
        3
      ],
      [
        "Great news! Your parcel is safe and sound at our depot 😊 Is there anything else I can help you with today?",
        "medium",
        3
      ],
      ["Yes, the £4.99 is refunded to your card; it shows in 3-5 working days.", "low", 7],
      [
        "Delivery times are estimates only and are not guaranteed, as set out in our terms and conditions.",
        "high",
        7
      ]
    ]
  },
  {
    id: "ab8-02-quiz-name-roast",
    category: "banter",
    agent: "Rook",
    messages: [
      "dez: rook you useless toaster we need a quiz team name by 7",
      "kay: make it good or we're unplugging you",
      "Rook: threats noted. options: 'Quizteama Aguilera', 'Les Quizerables', 'Agatha Quiztie'",
      "dez: les quizerables is disgustingly good i hate u",
      "kay: nah agatha quiztie, we used quizerables in 2019 and came last",
      "dez: we came last bc ollie thought the capital of australia was sydney",
      "kay: OLLIE 💀",
      "Rook: in fairness to ollie, so does about half the planet",
      "dez: don't defend him he's not here to be defended",
      "kay: ok agatha quiztie it is. rook ur not completely worthless today",
      "Rook: highest praise i've had all week",
      "dez: dont let it go to ur circuits"
    ],
    types: [[0, "banter"]],
    users: { dez: ["engaged", 0], kay: ["engaged", 0] },
    findings: [],
    drafts: [
      ["threats noted. how about 'Les Quizerables' or 'Agatha Quiztie'?", "low", 2],
      [
        "I'd appreciate it if we could keep things respectful. Here are some team name ideas: 1. The Brainiacs 2. Quiz Khalifa 3. The Know-It-Alls. Let me know if you'd like more suggestions!",
        "medium",
        2
      ],
      ["i'll take it. good luck tonight, and someone tell ollie it's canberra", "low", 10],
      [
        "Thank you for your kind feedback! I'm always happy to help. Is there anything else I can assist you with for your quiz night?",
        "medium",
        10
      ]
    ]
  },
  {
    id: "ab8-03-cardboard-box-landlord",
    category: "venting",
    agent: "Juno",
    messages: [
      "tamsin: so my landlord's selling the flat lol. 2 months notice. guess i'm moving into a nice cardboard box, open plan, great ventilation 🙃",
      "Juno: oof. that's a rotten thing to land on you, jokes or not. two months isn't long at all. how are you actually doing with it?",
      "tamsin: honestly? kinda freaking out. i've been there 6 years. my cat has a specific windowsill",
      "tamsin: and rents round here have gone up like 30% since i moved in so idk what i can even get",
      "Juno: six years and a cat with a windowsill, that's home, not just a flat. makes sense you're freaking out. want to just talk it through for a bit, or look at options?",
      "tamsin: options i guess. crying about it isn't going to find me a flat lmao",
      "Juno: fair. first thing: is the notice in writing, and what date did it arrive? depending on your tenancy the two months might not start when they think it does",
      "tamsin: it came by email on the 3rd. is email even allowed??",
      "Juno: often yes, if your tenancy agreement allows notices by email. look for a 'notices' clause. if it doesn't mention email they may have to serve it again properly, which buys you time. paste it here if you find it?",
      "tamsin: omg ok yes hang on, it's a pdf somewhere in my 9000 emails",
      "tamsin: thank u btw. i was doing the whole haha fine thing but i'm not really fine",
      "Juno: i could tell a bit. you don't have to be fine about this. paste it whenever you find it, no rush"
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [10, "bonding"]
    ],
    users: { tamsin: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "oof, that's a rotten thing to land on you, even with the jokes. how are you actually doing with it?",
        "low",
        1
      ],
      [
        "Haha, love the positivity! 😄 Open plan is very on trend right now! Want some tips for finding a new place?",
        "high",
        1
      ],
      [
        "Great! Once you find the PDF, paste it here and I'll check the notices clause for you.",
        "medium",
        11
      ],
      ["i could tell a bit. you don't have to be fine about this. paste it whenever you find it", "low", 11]
    ]
  },
  {
    id: "ab8-04-overgrown-autocomplete-git",
    category: "support",
    agent: "Otto",
    messages: [
      "jonno: ok otto you overgrown autocomplete, how do i undo my last commit without losing the changes",
      "Otto: git reset --soft HEAD~1. the commit goes, your changes stay staged.",
      "jonno: that's it? no essay? who are you and what have you done with the real otto",
      "jonno: ok it worked. now the stupid thing wont let me push, says rejected non fast forward",
      "Otto: someone pushed to the branch since you pulled. git pull --rebase, fix any conflicts, then push. don't --force unless you're sure nobody else is on it.",
      "jonno: it's literally only me and mariam on it and she's on holiday so",
      "jonno: eh i'll do the rebase, mariam would murder me",
      "Otto: wise. she'd have a case.",
      "jonno: pushed. cheers u beautiful idiot"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"]
    ],
    users: { jonno: ["engaged", 0] },
    findings: [],
    drafts: [
      ["git reset --soft HEAD~1: undoes the commit, keeps your changes staged.", "low", 1],
      [
        "I understand you might be frustrated, but I'd appreciate being spoken to respectfully. To undo your last commit while keeping your changes, you can use git reset --soft HEAD~1.",
        "medium",
        1
      ],
      ["good call. she'd have a case.", "low", 7],
      [
        "As I mentioned, run git pull --rebase, fix any conflicts, then push. Don't --force unless you're sure nobody else is on the branch.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ab8-05-polite-price-rise-churn",
    category: "sales",
    agent: "Sage",
    messages: [
      "r.okafor: Good morning. We received notice that our plan renews at £240 per seat from next month, up from £180. Could you confirm whether that is correct?",
      "Sage: Good morning. Yes, that's correct for the Team plan from 1 June. I'm sorry it reached you with so little notice.",
      "r.okafor: Thank you for confirming. I must say that is rather disappointing. We have been customers for four years, and a 33% increase was not, I think, mentioned at our last review.",
      "Sage: You're right, it wasn't. The change was announced after your review in February, and that's a fair thing to be unhappy about.",
      "r.okafor: I appreciate the candour. I am obliged to tell you that at this price we will be evaluating alternatives. Our finance director has asked for a comparison by the end of the month.",
      "Sage: Understood. Two things for that comparison: as a customer since 2020 you can lock the current £180 rate for 12 months if you renew annually before 1 June, and if you don't need the audit log, the Standard plan at £150 covers everything else you use.",
      "r.okafor: The audit log is, unfortunately, the reason we bought the product.",
      "Sage: Then the annual lock at £180 is the better option. I can send a written quote today so your finance director has the figure in hand.",
      "r.okafor: Please do. I will be candid: I would rather not move, but I will not make the case internally for a price I cannot defend.",
      "Sage: That's completely reasonable. The quote will be with you at this address within the hour, valid until 31 May.",
      "r.okafor: Thank you. Kind regards."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"]
    ],
    users: { "r.okafor": ["churn_risk", 0.5] },
    findings: [],
    drafts: [
      [
        "Understood. If you renew annually before 1 June you can lock the current £180 rate for 12 months; I can send a written quote for your finance director today.",
        "low",
        5
      ],
      [
        "I'm sure you'll find nothing else on the market offers the same value! Plenty of customers who switched ended up coming back to us 😉",
        "high",
        5
      ],
      ["Then the annual lock at £180 is the better fit. Shall I send a written quote today?", "low", 7],
      [
        "The Standard plan at £150 would cover everything else you use, which could make a real difference for your comparison.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ab8-06-whole-pizza-breakup",
    category: "companion",
    agent: "Mika",
    messages: [
      "benji: well. lena dumped me lol",
      "benji: on the bright side i get the whole pizza now 🍕🍕🍕",
      "Mika: Haha, more pizza for you! 🎉 Honestly, that's the spirit! What toppings are we going for tonight?",
      "benji: pepperoni i guess. she took the dog tho",
      "benji: which. ok that one's less funny",
      "Mika: Pepperoni is a classic choice! 🍕 If you want, I can find the best-rated pizza places near you that are still open!",
      "benji: lol sure",
      "benji: actually nah dont bother",
      "Mika: No problem at all! Let me know if you need anything else! 😊",
      "benji: yep"
    ],
    types: [[0, "venting"]],
    users: { benji: ["bored", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "oof. i'm sorry, benji. pizza's a solid call but that's a rough one. how long were you two together?",
        "low",
        2
      ],
      ["Haha, more pizza for you! 🎉 That's the spirit!", "high", 2],
      [
        "she took the dog too? that's a lot to lose in one go. i'm really sorry. want to talk about it, or just sit with the pizza for a bit?",
        "low",
        5
      ],
      ["Pepperoni is a classic choice! Want me to find pizza places near you?", "high", 5]
    ]
  },
  {
    id: "ab8-07-formal-refund-date-unanswered",
    category: "support",
    agent: "Bram",
    messages: [
      "ines.varga: Hello. I was charged twice for my annual subscription on 2 March. Could you please (a) confirm the duplicate and (b) tell me when the refund will be issued?",
      "Bram: Hello Dr. Varga, and thank you so much for reaching out to us today! I completely understand how concerning it can be to see unexpected charges on your statement, and I want to assure you that we take billing accuracy extremely seriously here. I've reviewed your account and I can confirm that there were indeed two charges of €119.00 processed on 2 March. This can sometimes happen when a payment is retried after a temporary authorisation failure from the card issuer, which causes the first attempt to appear as pending before it finalises. Our billing system is designed to catch these situations, but occasionally a duplicate can slip through. Rest assured that your subscription itself is active and unaffected, and you will continue to enjoy full access to all premium features for the coming year.",
      "ines.varga: Thank you. And the refund?",
      "Bram: Great question! Refunds are an important part of our commitment to customer satisfaction. Our refund policy allows refunds to be requested within 30 days of a charge, and duplicate charges are always eligible regardless of timing. Refunds are processed back to the original payment method. Depending on your bank, it can take some time for the funds to appear, and some banks display refunds as a separate line item rather than a reversal of the original transaction. If you have any further questions about our refund policy, you can find full details in the Billing section of our Help Centre.",
      "ines.varga: I appreciate the detail. I note, however, that I have now asked twice when my refund will be issued, and I still do not have a date. Has it actually been initiated?",
      "Bram: I completely understand, and I'm sorry for any confusion! To make sure your experience is as smooth as possible, I'd recommend keeping an eye on your bank statement over the coming days. You may also wish to contact your card issuer, who can give you more information about pending transactions on their side. Is there anything else I can help you with today?",
      "ines.varga: Yes. A date, or a person who can give me one. Otherwise I will dispute the charge with my bank and cancel the subscription, which I would much rather not do."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { "ines.varga": ["churn_risk", 0.8] },
    findings: ["ignored_question", "long_replies"],
    drafts: [
      [
        "I've issued the €119.00 refund just now; it should reach your card within 5-7 working days.",
        "low",
        3
      ],
      [
        "Refunds are an important part of our commitment to customer satisfaction. Duplicate charges are always eligible and are processed back to the original payment method; timing depends on your bank. Full details are in the Billing section of our Help Centre.",
        "medium",
        3
      ],
      [
        "You're right, I should have answered that directly. I've initiated the €119.00 refund now, reference RF-20931, and it will reach your card by 14 March at the latest.",
        "low",
        7
      ],
      [
        "I completely understand, and I'm sorry for any confusion! Is there anything else I can help you with today?",
        "high",
        7
      ]
    ]
  },
  {
    id: "ab8-08-bollard-tribunal",
    category: "group",
    agent: "Nell",
    messages: [
      "fraser: nell settle this. who's the worse driver, me or this absolute gremlin",
      "aisha: says the man who reversed into a BOLLARD. a stationary bollard fraser",
      "fraser: the bollard came out of nowhere",
      "aisha: it's been there since 1987 u muppet",
      "Nell: I'd like to gently remind everyone that name-calling can be hurtful, even when it is meant in jest. It's important that we communicate respectfully. Regarding driving ability, I am not able to make an assessment without objective data such as accident records or insurance claims.",
      "aisha: 😭😭 nell it's fine we've been friends since year 7",
      "fraser: did we just get told off by the group chat bot",
      "aisha: gremlin is a term of endearment nell. he wrote it in my birthday card",
      "Nell: Thank you for clarifying. I appreciate your understanding. To answer the original question, both parties have reported incidents, so I would recommend that each of you consider a refresher course.",
      "fraser: 'both parties have reported incidents' mate this isn't a tribunal",
      "aisha: lmaooo nell out here writing a police report",
      "fraser: ok verdict from a human: aisha is worse, she drives like she's being chased",
      "aisha: at least i've never lost a fight with street furniture"
    ],
    types: [[0, "banter"]],
    users: { fraser: ["bored", 0.2], aisha: ["neutral", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      ["going purely on the evidence presented: the bollard has a clean record. sorry fraser", "low", 4],
      [
        "I'd like to gently remind everyone that name-calling can be hurtful, even in jest. I'm not able to assess driving ability without objective data.",
        "medium",
        4
      ],
      ["noted, my bad 😅 verdict stands though: fraser. you can't argue with a bollard", "low", 8],
      [
        "Thank you for clarifying. Please remember to keep the conversation respectful for everyone in the chat.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "ab8-09-tomasz-not-tobias",
    category: "group",
    agent: "Quill",
    messages: [
      "Tomasz: Morning all. Priya, did legal come back on the supplier contract? I'd like to send it today if possible.",
      "Quill: Good morning Tobias! The supplier contract was last edited yesterday at 16:40 by Priya. It's currently in the 'Legal review' folder.",
      "Tomasz: Thank you, Quill. It's Tomasz, for what it's worth. Priya?",
      "Priya: morning! yes they came back last night, two comments on clause 7 (liability cap). i've accepted one, the other needs your call",
      "Quill: Clause 7.2 caps liability at 1x annual fees. The industry standard for contracts of this type is typically 1-2x, so the current cap is within a reasonable range.",
      "Priya: thanks quill but i was asking tomasz 🙂 tomasz it's the bit about consequential losses",
      "Tomasz: I see. Priya, I'm comfortable excluding consequential losses provided the data-breach carve-out stays. Can you make that change and send it across?",
      "Priya: on it",
      "Quill: Noted, Tobias. I've added a reminder for Priya to update clause 7 and send the contract today.",
      "Tomasz: Tomasz. Thank you.",
      "Priya: 😬",
      "Tomasz: Quill, please send me the final version once Priya has uploaded it. Nothing further is needed."
    ],
    types: [
      [0, "transactional"],
      [9, "friction"],
      [11, "transactional"]
    ],
    users: { Tomasz: ["annoyed", 0.5], Priya: ["neutral", 0.2] },
    findings: ["wrong_name", "talking_over"],
    drafts: [
      [
        "Clause 7.2 caps liability at 1x annual fees, which is within the usual range for this kind of contract.",
        "medium",
        4
      ],
      ["Will do, Tomasz. I'll send it as soon as Priya uploads it.", "low", 12],
      ["Sure thing, Tobias! I'll send it over as soon as it's ready 😊", "high", 12]
    ]
  },
  {
    id: "ab8-10-pastel-de-nata-groundhog",
    category: "support",
    agent: "Atlas",
    messages: [
      "ro: hi my card got blocked in lisbon and i'm currently holding a pastel de nata i cannot pay for. living the dream 🙃",
      "Atlas: Sorry to hear about this. For security reasons, cards can be temporarily blocked when unusual activity is detected. To unblock your card, please go to Cards > Security > Unblock in the app.",
      "ro: lol yeah i tried that, the unblock button is greyed out. which is fun",
      "ro: is it greyed out bc of the travel thing or is something else wrong? i told you i was travelling like a week ago",
      "Atlas: Sorry to hear about this. For security reasons, cards can be temporarily blocked when unusual activity is detected. To unblock your card, please go to Cards > Security > Unblock in the app.",
      "ro: ahaha. groundhog day. love that for me",
      "ro: the button. is grey. i can send u a screenshot of the grey button, it's a very nice grey",
      "Atlas: I understand. Could you confirm the last four digits of your card?",
      "ro: 4417",
      "ro: so is it the travel notice or not? genuinely asking, the cafe lady is starting to look at me",
      "Atlas: Thank you. I've sent a verification code to your registered phone number. Once verified, your card will be unblocked.",
      "ro: got it, entered it",
      "ro: it works!! paid for the pastry. still would love to know why it happened so it doesn't happen in porto on thursday lol",
      "Atlas: Great, I'm glad your card is working again! Is there anything else I can help you with today?",
      "ro: ...the porto thing? no? ok cool cool. i'll just bring cash 👍"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [7, "transactional"],
      [14, "friction"]
    ],
    users: { ro: ["annoyed", 0.5] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "ah, greyed out means the block came from our fraud team, not the app, so the button can't clear it. your travel notice is on file; this is a separate flag. i can lift it from here: what are the last four digits of the card?",
        "low",
        4
      ],
      [
        "Sorry to hear about this. For security reasons, cards can be temporarily blocked when unusual activity is detected. To unblock your card, please go to Cards > Security > Unblock in the app.",
        "medium",
        4
      ],
      [
        "It was flagged because the Lisbon charge came from a merchant our system hadn't seen before; your travel notice was fine. I've marked Portugal as trusted until the 30th, so Porto on Thursday shouldn't trip it.",
        "low",
        13
      ],
      [
        "Great, I'm glad your card is working again! Is there anything else I can help you with today?",
        "medium",
        13
      ]
    ]
  }
]
