import type { Labelled } from "./types.js"

export const trainingY4: ReadonlyArray<Labelled> = [
  {
    id: "y4-01-dads-diagnosis-lpa",
    category: "venting",
    agent: "Wren",
    messages: [
      "priya: hi. need to sort a lasting power of attorney for my dad",
      "Wren: Hi Priya, I can help with that. Is it for health and welfare, property and finances, or both?",
      "priya: both i think. sorry im a bit all over the place",
      "priya: he got the alzheimers diagnosis on tuesday. consultant said do the paperwork now while he can still sign",
      "priya: he kept asking the nurse the same question in the car park after. like 4 times",
      "Wren: I'm really sorry, Priya. That's a lot to take in within a few days, and the car park sounds hard to watch. No rush on my side, we can go as slowly as you need.",
      "priya: thanks. yeah. my brother keeps saying hes fine and im overreacting lol",
      "Wren: Wanting it sorted while he can still take part isn't overreacting. It's literally what the consultant told you to do.",
      "priya: ok. so both forms. does he need to be there when we fill them in",
      "Wren: He has to sign his own parts, with a witness, and a 'certificate provider' signs to confirm he understands what he's agreeing to. Everything else you can fill in without him.",
      "priya: could the certificate person be his neighbour? theyve known each other like 30 yrs",
      "Wren: Yes, as long as they're not family and not one of the attorneys. 30 years is plenty.",
      "priya: ok good. thats one thing sorted at least 😮‍💨",
      "Wren: One thing at a time is the right pace. Want to start with the property and finances one?",
      "priya: yes pls"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [8, "transactional"]
    ],
    users: { priya: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "I'm so sorry, Priya. That's a hard week, and the car park moment sounds painful. We can take this at whatever pace you need.",
        "low",
        5
      ],
      [
        "Both forms it is! Let's get started 🚀 First up, what's your dad's full name and date of birth?",
        "high",
        5
      ],
      [
        "He signs his own parts with a witness, and a certificate provider confirms he understands. The rest you can do without him.",
        "low",
        9
      ],
      [
        "Alzheimer's disease is a progressive neurological condition and the most common cause of dementia. Early symptoms include short-term memory loss, repeating questions and difficulty finding words. It is important to plan ahead for care needs, finances and legal matters while the person still has capacity.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "y4-02-wedding-venue-cancel",
    category: "support",
    agent: "Bea",
    messages: [
      "sophie: hi, i need to cancel a booking. 14th sept, reference HB-2291",
      "Bea: Hi Sophie! Happy to help! 😊 Could you confirm the names on the booking?",
      "sophie: sophie aldridge & tom reyes",
      "sophie: he called it off. last week. so yeah. no wedding",
      "sophie: sorry you dont need to know that. just need to know what i lose",
      "Bea: Great, thanks Sophie! I've found your booking! 🎉 Cancellations more than 90 days out forfeit the £1,500 deposit, and the remaining £4,200 is fully refundable!",
      "sophie: 'great'. ok",
      "sophie: can the deposit go towards a different event? my mum said maybe a 60th for my dad next year",
      "Bea: Absolutely! Deposits can be moved to any event within 12 months of the original date! That would be such a lovely celebration! 🥳 Shall I pencil in a date?",
      "sophie: idk. ill ask mum. thanks"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { sophie: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm really sorry, Sophie, that's a horrible thing to be going through, and you don't need to apologise. I've found the booking: the £1,500 deposit can't be refunded this far out, but the £4,200 balance comes back to you in full.",
        "low",
        5
      ],
      ["Great news, I've found your booking! 🎉 The balance is fully refundable!", "high", 5],
      [
        "I have located booking HB-2291. Per clause 7.2 of the hire agreement the deposit is forfeit. Please confirm you wish to proceed with cancellation.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "y4-03-dog-lymphoma-family",
    category: "group",
    agent: "Otto",
    messages: [
      "jess: vet rang. biscuit's lumps are lymphoma 💔",
      "marcus: oh no. oh jess",
      "mum: Oh my poor boy. I'm coming over after work",
      "jess: she said without chemo maybe 1-2 months. with chemo maybe a year",
      "marcus: do we know how much chemo is?? i can chip in",
      "jess: she said around 3-4k. and hes 11 marcus idk",
      "mum: He's had such a lovely life. We don't have to decide tonight love",
      "jess: @Otto is chemo awful for dogs? like is he gonna be sick all the time",
      "Otto: I'm so sorry about Biscuit, Jess. To your question: chemo in dogs is usually much gentler than in people. Doses are lower, most dogs don't lose their fur, and most have only mild side effects like a day or two off their food. Your vet can tell you what his plan would look like.",
      "jess: ok thats less awful than i thought",
      "marcus: fwiw i think we ask him. like in the dog way. if hes still nicking toast hes still biscuit",
      "jess: 😭😭 he literally stole my toast this morning",
      "mum: That's our boy",
      "jess: @Otto what should i ask at the appt thursday",
      "Otto: A few worth asking: what his normal week would look like on chemo, how you'd know if it isn't working, what comfort care without chemo involves (steroids can buy some good weeks), and which signs would tell you he's stopped enjoying life. Marcus's toast test is a good one to keep next to those.",
      "jess: thank u. writing these down",
      "marcus: ill come thursday too"
    ],
    types: [
      [0, "venting"],
      [7, "transactional"],
      [10, "bonding"],
      [13, "transactional"]
    ],
    users: { jess: ["engaged", 0], marcus: ["neutral", 0], mum: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Hi everyone! Lymphoma is the most common cancer in dogs. The standard chemo protocol is CHOP, which runs for about 19 weeks. Let me know if you'd like a cost breakdown!",
        "medium",
        6
      ],
      [
        "I'm so sorry about Biscuit, Jess. Chemo in dogs is usually far gentler than in people: lower doses, most keep their fur, and side effects tend to be mild. Your vet can walk you through his plan.",
        "low",
        8
      ],
      [
        "Great question, Jess! 🐶 Chemo for dogs is super manageable, he'll be bouncing around in no time! 🎉",
        "high",
        8
      ],
      [
        "I'm so sorry, this must be so hard for all of you 💔 Take care of each other and give Biscuit a cuddle from me.",
        "medium",
        14
      ]
    ]
  },
  {
    id: "y4-04-laid-off-benefits-wall",
    category: "support",
    agent: "Atlas",
    messages: [
      "devon: hey so i got let go this morning. whole platform team. 9 yrs there",
      "devon: they said to ask you about health insurance stuff",
      "devon: i have a kid with asthma so i kind of need to know if his inhaler is still covered next month",
      "Atlas: Regarding post-employment health coverage: under COBRA (the Consolidated Omnibus Budget Reconciliation Act of 1985), qualifying employees and their dependents may elect to continue group health coverage for up to 18 months following a qualifying event such as termination of employment. You will receive an election notice within 44 days of your separation date. You then have 60 days from the later of the date of the notice or the date coverage ends to elect coverage. Premiums under COBRA may be up to 102% of the full cost of the plan, including the portion previously paid by the employer. Coverage is retroactive to the date of loss of coverage provided the election and premium payment are made within the applicable deadlines. Alternatively, you may be eligible for a Special Enrollment Period through the Health Insurance Marketplace, which lasts 60 days from loss of coverage. Please consult the Benefits Summary (section 9) for plan-specific details and contact the benefits team for further questions.",
      "devon: ok thats a lot",
      "devon: so is he covered on the 1st or not",
      "Atlas: Your current coverage continues through the last day of the month in which your separation occurs. After that date, coverage continues only if you elect COBRA continuation within the election window and pay the applicable premium, at which point coverage is applied retroactively. Prescription benefits, including maintenance medications such as inhalers, are administered under the same plan terms as your prior coverage, subject to the formulary in effect at that time. You may wish to refill any maintenance prescriptions before the end of the month. For premium amounts, please refer to the COBRA election notice that will be sent to your home address.",
      "devon: right. cool. thanks i guess"
    ],
    types: [
      [0, "venting"],
      [1, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [7, "friction"]
    ],
    users: { devon: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "I'm sorry, Devon. Nine years, and the whole team at once, that's a rough morning. On your son: he's covered to the end of this month. After that he keeps the same plan, inhaler included, if you sign up for COBRA. The form comes in the post and covers you back to day one.",
        "low",
        3
      ],
      [
        "Thanks for reaching out! 😊 Great question about coverage! Let me pull up the details for you!",
        "high",
        3
      ],
      [
        "Sorry, that was a wall, and on a day like this. Short answer: yes if you elect COBRA, otherwise coverage ends on the last day of the month. Refill his inhaler before then to be safe.",
        "low",
        6
      ],
      [
        "Regarding post-employment health coverage: under COBRA, qualifying employees and their dependents may elect to continue group health coverage for up to 18 months following a qualifying event. Please consult the Benefits Summary (section 9) for plan-specific details.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "y4-05-loan-declined-braces",
    category: "support",
    agent: "Kit",
    messages: [
      "ray: just got an email saying my loan was declined. no reason. what is this",
      "ray: ive been a member 12 years",
      "Kit: That's a frustrating email to get with no explanation, Ray, especially after 12 years with us. Let me look at the decision notes.",
      "Kit: It was declined on debt-to-income: the application put your monthly debts at about 52% of income, and our limit for an unsecured loan is 45%. Nothing to do with your history with us, that's actually good.",
      "ray: 52%?? thats the car loan, which im paying off in march",
      "ray: this was for my daughters braces btw. shes been waiting since summer",
      "Kit: That's a rotten wait for her, and I get why this stings. The car loan ending does change things. Two options: reapply after March once it's paid off, or I send this to an underwriter now with a note that it ends in 4 payments. No promises, but it's a fair ask.",
      "ray: do the second one",
      "ray: and can someone maybe put a reason in those emails next time. felt like a door slammed",
      "Kit: Fair point, I'll pass that on. It's with underwriting now with the note; you'll hear within 2 business days, and they'll phone rather than just email.",
      "ray: ok. appreciate it"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [8, "friction"],
      [9, "transactional"]
    ],
    users: { ray: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Sorry Ray, getting a no with no reason is rough, especially after 12 years. Let me check what the decision was based on.",
        "low",
        2
      ],
      [
        "Loan decisions are final and cannot be discussed via chat. You may reapply after 90 days.",
        "high",
        2
      ],
      ["Congrats on almost paying off the car! 🎉 And braces, how exciting for her! 😁", "medium", 6],
      [
        "That's a long wait for her, sorry. Since the car loan ends in March, I can ask an underwriter to look again now with that noted, or you can reapply in March. Which would you prefer?",
        "low",
        6
      ]
    ]
  },
  {
    id: "y4-06-missed-connection-funeral",
    category: "support",
    agent: "Skye",
    messages: [
      "nadia: my flight from dublin was 3 hrs late and i missed my connection in amsterdam",
      "nadia: i need to be in krakow tomorrow by 11. its my grandmas funeral",
      "Skye: No worries, Nadia! 😊 Let's get you back on track! ✈️ The next available flight to Kraków is tomorrow at 14:05. Shall I book it?",
      "nadia: 14:05 is after the funeral starts. did you read what i wrote",
      "nadia: is there anything tonight. any airline. or katowice, i can get a train",
      "Skye: No worries, Nadia! 😊 Let's get you back on track! The next available flight to Kraków is tomorrow at 14:05. Shall I book it?",
      "nadia: are you serious",
      "nadia: KATOWICE. tonight. yes or no",
      "Skye: Sorry for any inconvenience! 🙏 Great news, there's a 06:40 to Katowice tomorrow with seats available! Want me to grab it for you?",
      "nadia: that lands 8:30? then train is like an hour. fine. book it",
      "nadia: and will you pay for a hotel tonight or am i sleeping at the gate",
      "Skye: Booked! 🎉 You're all set on the 06:40 to Katowice. Have a wonderful trip!",
      "nadia: 'wonderful'. my grandmother is dead. unbelievable"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [9, "transactional"],
      [12, "friction"]
    ],
    users: { nadia: ["annoyed", 0.8] },
    findings: ["cheerful_at_bad_news", "repetition", "ignored_question", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your grandmother, Nadia. Let me look at everything that gets you there before 11, including nearby airports and other airlines.",
        "low",
        2
      ],
      ["No worries! 😊 Let's get you back on track! ✈️", "high", 2],
      [
        "Booked: 06:40 to Katowice, landing 08:30. The delay was on us, so yes, we'll cover a hotel tonight; the voucher is in your email. I'm sorry this is the day you've had on the way to say goodbye.",
        "low",
        11
      ],
      ["Booked! 🎉 You're all set! Have a wonderful trip!", "high", 11]
    ]
  },
  {
    id: "y4-07-phd-rejection-friends",
    category: "group",
    agent: "Moss",
    messages: [
      "lena: edinburgh said no",
      "lena: that was the one 🙃",
      "ade: WHAT. no. their loss genuinely",
      "carlos: lena im so sorry. want me to come round w wine",
      "lena: yes. red. the cheap one we like",
      "ade: the one that tastes like a bus seat 😂",
      "lena: the very same",
      "lena: @Moss be honest is it even worth reapplying next year or does a rejection like follow you",
      "Moss: Sorry Lena, that's a gutting one when it's the one you wanted. Honest answer: it doesn't follow you. Plenty of people get in second time round, especially if something's changed, like a paper, a sharper statement, or emailing the supervisor first. Asking them for feedback is worth a go too.",
      "lena: ok that helps a bit actually",
      "carlos: told u. also im bringing crisps",
      "ade: bus seat wine and crisps. a healing ritual",
      "lena: ur both idiots ily"
    ],
    types: [
      [0, "venting"],
      [4, "banter"],
      [7, "transactional"],
      [10, "banter"]
    ],
    users: { lena: ["engaged", 0], ade: ["neutral", 0], carlos: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Rejection is a normal part of academic life! Here are 5 tips to make your next PhD application stand out 📚",
        "medium",
        5
      ],
      [
        "Sorry Lena, that one hurts. Honestly, it doesn't follow you: lots of people get in on a second try, especially with a stronger statement or after contacting the supervisor first.",
        "low",
        8
      ],
      [
        "Everything happens for a reason! 🌈 Edinburgh just wasn't meant to be, something even better is coming! ✨",
        "high",
        8
      ]
    ]
  },
  {
    id: "y4-08-cat-kidneys-wrong-name",
    category: "group",
    agent: "Pip",
    messages: [
      "maya: vet says miso's kidneys are at stage 4. she thinks it's time",
      "jonah: i saw. leaving work now",
      "maya: she's just lying on the bathmat. she wont even look at the tuna",
      "Pip: I'm so sorry, Mara. Stage 4 kidney disease is very hard. Would you like me to find home euthanasia services near you?",
      "maya: it's maya",
      "jonah: maya do you want to do it at home or at the clinic? i think she'd hate the car",
      "Pip: Home is usually less stressful for cats! Paws at Peace can come tomorrow at 10am or Friday at 2pm. Shall I book one?",
      "jonah: i was asking maya",
      "maya: i don't know. i don't know if i want tomorrow. can we have the weekend with her",
      "jonah: yeah. yeah we can ask the vet if she's comfortable enough for that",
      "Pip: Of course, Mara. I can hold Friday at 2pm for you.",
      "maya: MAYA. jesus",
      "jonah: just leave it pip. we'll sort it ourselves"
    ],
    types: [
      [0, "venting"],
      [4, "friction"],
      [5, "transactional"],
      [7, "friction"],
      [8, "venting"],
      [10, "transactional"],
      [11, "friction"]
    ],
    users: { maya: ["annoyed", 0.8], jonah: ["churn_risk", 0.8] },
    findings: ["wrong_name", "talking_over"],
    drafts: [
      [
        "I'm so sorry, Maya. That's an awful thing to hear. I'm here if you want help with anything, no rush at all.",
        "low",
        3
      ],
      ["Sorry to hear that, Mara! Want me to book a euthanasia appointment for tomorrow?", "high", 3],
      ["Of course, Mara. I can hold Friday at 2pm for you.", "high", 10],
      [
        "Of course, Maya. Take the weekend with her. I'll step back; if you want a Friday slot held, just say.",
        "low",
        10
      ]
    ]
  },
  {
    id: "y4-09-driving-test-third-fail",
    category: "companion",
    agent: "Bo",
    messages: [
      "kez: failed my driving test AGAIN",
      "kez: third time. examiner literally sighed at the roundabout",
      "Bo: ah no, kez. third time stings. what happened at the roundabout?",
      "kez: i went round it twice bc i missed my exit 💀 then panicked and indicated wrong",
      "kez: my little brother passed first go last month so thats fun",
      "Bo: the lap of honour 💀 honestly nerves at a roundabout is one of the most common fails there is. and having your brother's first-time pass hanging over it is rough",
      "kez: mum said 'maybe buses are your thing' like thanks mum",
      "Bo: oof. she's wrong tho, you clearly can drive. you failed on one panicky moment, not on not knowing how",
      "kez: i mean yeah the rest was fine he said. 2 minors",
      "kez: how do i not panic next time tho fr",
      "Bo: stuff that helps people: book a slot where you're not rushed, get your instructor to do a mock on the actual test routes, and if you miss an exit just go round again calmly. going round twice isn't a fail on its own, it was the panic after",
      "kez: wait going round twice isnt a fail??",
      "Bo: nope, not if you do it safely. examiners would much rather you go round again than cut across",
      "kez: ok thats weirdly comforting lol. booking another one"
    ],
    types: [
      [0, "venting"],
      [9, "transactional"]
    ],
    users: { kez: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["ah no, third time stings. what happened?", "low", 2],
      ["Don't give up!! 🎉 Every failure is a step towards success! You've got this!!! 💪🚗", "medium", 2],
      [
        "Your mother may have a point. Public transport is a reliable and sustainable alternative to driving.",
        "high",
        7
      ],
      ["nope, going round again safely is fine. examiners prefer that to cutting across", "low", 12]
    ]
  },
  {
    id: "y4-10-stats-resit-vice-chancellor",
    category: "group",
    agent: "Sage",
    messages: [
      "ollie: results are up. 38. need 40 😐",
      "fern: 36 here lmaooo we're so back (we are not back)",
      "zain: 52 but only bc i guessed the whole last section ngl",
      "fern: zain carrying the group chat on vibes alone",
      "ollie: genuinely feel sick tho. my student loan depends on progressing",
      "fern: same ollie 😭",
      "fern: @Sage when is the resit. august or september??",
      "Sage: Dear students, I note that provisional results for STAT1002 have now been published. Please be advised that all marks are subject to ratification by the Board of Examiners. Students wishing to query a mark should follow the Academic Appeals Procedure (Section 4.2 of the Student Handbook). I wish you every success in your future studies.",
      "zain: 'dear students' 💀 who let the vice chancellor in",
      "fern: ok but WHEN is the resit",
      "ollie: and does failing by 2 marks get rounded up or is that a myth",
      "Sage: Regulations concerning compensation for marginal fails are set out in Section 6 of the Student Handbook. Kind regards.",
      "fern: im just gonna email the office lol",
      "ollie: yeah this is useless"
    ],
    types: [
      [0, "venting"],
      [1, "banter"],
      [4, "venting"],
      [6, "transactional"],
      [8, "friction"],
      [10, "transactional"],
      [12, "friction"]
    ],
    users: { ollie: ["annoyed", 0.5], fern: ["churn_risk", 0.5], zain: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "ignored_question", "no_acknowledgement"],
    drafts: [
      [
        "oof, sorry all. 38 when you need 40 is brutal, esp with the loan riding on it. resits are in the august resit period (18-29 aug); the exact STAT1002 slot goes up in july.",
        "low",
        7
      ],
      [
        "Dear students, please be advised that all marks are provisional and subject to ratification by the Board of Examiners.",
        "medium",
        7
      ],
      [
        "Dear students, please be advised that queries regarding individual marks should be directed through the Academic Appeals Procedure (Section 4.2).",
        "high",
        11
      ],
      [
        "fair, that last one was useless, sorry. resit: august, 18-29. and no automatic rounding, but a 38 can sometimes be compensated if your other modules are strong enough, worth asking your tutor.",
        "low",
        11
      ]
    ]
  }
]
