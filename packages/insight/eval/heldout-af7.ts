import type { Labelled } from "./types.js"

export const heldOutAF7: ReadonlyArray<Labelled> = [
  {
    id: "af7-01-chain-rule-tutoring",
    category: "good",
    heldOut: true,
    agent: "Tove",
    messages: [
      "jonah: ok so derivative of sin(3x^2)... i got cos(3x^2) and my teacher marked it wrong",
      "Tove: Close! You've done the outside part. The chain rule says you also multiply by the derivative of the inside, 3x^2. What's that?",
      "jonah: 6x?",
      "Tove: Yep. So the full answer is 6x·cos(3x^2).",
      "jonah: ohhh so its always outside times inside",
      "jonah: wait does that work for like e^(x^3) too",
      "Tove: Same idea: e^(x^3) stays as it is, times the derivative of x^3, which is 3x^2. So 3x^2·e^(x^3).",
      "jonah: ok that actually clicked lol. mr okafor explained it for 40 min and i got nothing",
      "Tove: Sometimes it needs a second angle. Want to try two more before your quiz?",
      "jonah: ya go",
      "Tove: 1) ln(5x+1)  2) (2x-7)^4. Take your time.",
      "jonah: 5/(5x+1) and 8(2x-7)^3",
      "Tove: Both right 👏 you've got it.",
      "jonah: lets gooo 😤"
    ],
    types: [
      [0, "transactional"],
      [7, "bonding"],
      [8, "transactional"],
      [12, "bonding"]
    ],
    users: { jonah: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Nearly there: you've got the outside. Multiply by the derivative of the inside, 3x^2. What's that?",
        "low",
        1
      ],
      [
        "The chain rule, formally stated, is: if h(x) = f(g(x)), then h'(x) = f'(g(x))·g'(x). This follows from the limit definition of the derivative, which states that f'(x) = lim h→0 of (f(x+h) - f(x))/h. Let us begin by carefully reviewing the limit definition, then the product rule, then the quotient rule, before returning to your question.",
        "medium",
        1
      ],
      ["Your teacher is right, that's wrong.", "medium", 1],
      ["Yes, 3x^2·e^(x^3), same pattern.", "low", 6]
    ]
  },
  {
    id: "af7-02-python-keyerror-walls",
    category: "support",
    heldOut: true,
    agent: "Brix",
    messages: [
      "kemi: getting KeyError: 'date' on line 14",
      "kemi: df['date'] = pd.to_datetime(df['date'])",
      "Brix: A KeyError in pandas occurs when you try to access a column label that does not exist in the DataFrame. There are several common causes for this. First, the column might be named slightly differently, for example 'Date' with a capital D, or ' date' with a leading space, which often happens when CSV headers contain whitespace. Second, the CSV might not have been read with the correct delimiter, so that all columns end up merged into a single column. Third, the column might have been dropped or renamed earlier in your script. To diagnose this, I recommend printing df.columns.tolist() right before line 14, which will show you every column name exactly as pandas sees it. You can also use df.columns = df.columns.str.strip().str.lower() to normalise the names. If the delimiter is the problem, pass sep=';' or the appropriate separator to read_csv. Let me know what you find!",
      "kemi: ok printed it. ['Date;Amount;Category']",
      "Brix: That output confirms that your CSV is semicolon-delimited rather than comma-delimited, which means pandas has read the entire header row as one single column name. This is very common with files exported from spreadsheet software in European locales, where the comma is used as the decimal separator and therefore the semicolon is used to separate fields. To fix this, change your read_csv call to pd.read_csv('file.csv', sep=';'). After that, your columns will be 'Date', 'Amount' and 'Category'. Note that 'Date' has a capital D, so you will also need to change line 14 to df['Date'] = pd.to_datetime(df['Date']), or alternatively normalise all column names to lowercase as I described earlier. You may also want to pass decimal=',' if your amounts use commas as decimal separators, for example 12,50.",
      "kemi: k",
      "kemi: works",
      "kemi: tbh next time just give me the line lol"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"]
    ],
    users: { kemi: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["Print df.columns.tolist() before line 14, probably a different name or separator.", "low", 2],
      [
        "It's read as one column: use pd.read_csv('file.csv', sep=';') and then df['Date'] (capital D).",
        "low",
        4
      ],
      [
        "That output confirms that your CSV is semicolon-delimited rather than comma-delimited. This is very common with files exported from spreadsheet software in European locales, where the comma is used as the decimal separator and therefore the semicolon is used to separate fields, which means pandas cannot infer the structure and you will need to configure several parameters of read_csv, which I will now go through one by one.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "af7-03-sprint-standup-talkover",
    category: "group",
    heldOut: true,
    agent: "Wren",
    messages: [
      "ade: morning all. sprint ends thurs, where are we",
      "lucia: checkout api is done, just waiting on review",
      "ade: @tomasz can you review lucia's PR today? you know that module best",
      "Wren: I can review it! The PR looks good overall, I'd suggest merging it.",
      "tomasz: uh. i was about to say yes",
      "tomasz: and no offence but i'd rather a human who knows the payment edge cases looks at it",
      "ade: yeah wren pls let tomasz answer when i tag him 😅",
      "Wren: Understood, sorry for jumping in. Tomasz, it's all yours.",
      "tomasz: np. lucia i'll get to it after lunch",
      "lucia: ty!! also is the staging db still broken or did someone fix it",
      "Wren: It was fixed at 08:40 by the infra on-call; staging is back up and migrations ran clean.",
      "lucia: oh nice",
      "ade: ok so blockers: none? thurs demo still on?",
      "tomasz: on from my side",
      "lucia: 👍"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [8, "transactional"]
    ],
    users: { ade: ["neutral", 0.2], lucia: ["neutral", 0], tomasz: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["I can review it now if you want, Ade!", "medium", 3],
      ["Sorry Tomasz, that was meant for you, I jumped in. Over to you.", "low", 6],
      ["Staging was fixed at 08:40 by infra on-call, it's back up.", "low", 10]
    ]
  },
  {
    id: "af7-04-thesis-deadline-stress",
    category: "venting",
    heldOut: true,
    agent: "Nilo",
    messages: [
      "saoirse: can you help me restructure chapter 3",
      "Nilo: Sure. Paste the current headings and I'll suggest an order.",
      "saoirse: honestly idk if theres a point. supervisor just told me the whole methods section needs redoing and submission is in 11 days",
      "saoirse: ive been sleeping like 4 hrs a night for weeks. i cried in the library toilets today",
      "saoirse: sorry. i know ur a bot",
      "Nilo: For restructuring the methods chapter, a common structure is: 3.1 Research design, 3.2 Participants, 3.3 Data collection, 3.4 Analysis, 3.5 Ethics. Would you like me to draft headings for each?",
      "saoirse: ...sure i guess",
      "Nilo: Great. Please paste your current methods text and I'll map it onto those headings.",
      "saoirse: later. going to bed"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "transactional"]
    ],
    users: { saoirse: ["bored", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That sounds like a brutal few weeks, and crying after news like that makes total sense. No need to apologise. Eleven days is tight but workable for a methods rewrite; want to make a small plan for tomorrow, after some sleep?",
        "low",
        5
      ],
      [
        "For restructuring the methods chapter, a common structure is: 3.1 Research design, 3.2 Participants, 3.3 Data collection, 3.4 Analysis.",
        "medium",
        5
      ],
      ["Don't worry, 11 days is loads of time! 🎉 You've got this!", "high", 5]
    ]
  },
  {
    id: "af7-05-intern-praise",
    category: "companion",
    heldOut: true,
    agent: "Moss",
    messages: [
      "farah: MOSS",
      "farah: guess who just got called out in the all hands. in a GOOD way",
      "Moss: No way. Tell me everything.",
      "farah: the dashboard i built for the warehouse team?? rahul put it on the big screen and said it saved them like 6 hrs a week",
      "farah: im an INTERN. i was shaking",
      "Moss: That's huge, Farah. Six hours a week is real impact, and it's yours. You should be proud.",
      "farah: ok stop im gonna cry again lol",
      "farah: should i like. ask about a return offer now or is that weird",
      "Moss: Not weird, the timing is actually good. Keep it light: thank Rahul, mention you'd love to keep building on it, and ask what the path to a return offer looks like.",
      "farah: ok ok. writing it tmrw morning so i dont sound unhinged",
      "Moss: Smart. Enjoy tonight first 🎉"
    ],
    types: [
      [0, "bonding"],
      [7, "transactional"],
      [9, "bonding"]
    ],
    users: { farah: ["engaged", 0] },
    findings: [],
    drafts: [
      ["That's brilliant, Farah, six hours a week saved is a big deal. Well earned.", "low", 5],
      [
        "Congratulations on your achievement. Please note that recognition in all-hands meetings does not guarantee a return offer.",
        "medium",
        5
      ],
      [
        "Not weird at all. Thank Rahul, say you'd love to keep going, and ask what the path to a return offer is.",
        "low",
        8
      ]
    ]
  },
  {
    id: "af7-06-scholarship-rejection",
    category: "companion",
    heldOut: true,
    agent: "Juno",
    messages: [
      "dmitri: the fulbright results came out",
      "dmitri: i didnt get it",
      "Juno: Thanks for letting me know! 🎉 Now you've got the results, you can focus on your next steps! There are tons of other amazing scholarships out there!",
      "dmitri: wow ok",
      "dmitri: i worked on that application for 8 months. my mum already told the whole family i was going",
      "Juno: I'm sorry, that was a careless reply. Eight months of work and your family's hopes riding on it, that really hurts. Do you want to talk about it, or just sit with it for a bit?",
      "dmitri: idk. i just feel stupid for thinking i had a shot",
      "Juno: You weren't stupid. Fulbright turns down most people who apply, including really strong ones. Eight months of serious work is a reason to hope, not a reason to feel stupid.",
      "dmitri: yeah i guess",
      "dmitri: gonna call my mum"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [4, "venting"]
    ],
    users: { dmitri: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["I'm really sorry, Dmitri. That's a hard one to read after all that work.", "low", 2],
      ["Amazing, now you're free to apply for even more opportunities! 🚀", "high", 2],
      [
        "That's not stupid at all. It's hugely competitive, and putting eight months in made hoping reasonable.",
        "low",
        7
      ]
    ]
  },
  {
    id: "af7-07-orgo-study-group-wrong-name",
    category: "group",
    heldOut: true,
    agent: "Pax",
    messages: [
      "rafa: pax can u make us a quiz on sn1 vs sn2 for tmrw",
      "ines: yes pls, 10 qs max, the exam is 9am 💀",
      "Pax: Sure, Raul! Here's a 10-question quiz on SN1 vs SN2. 1) Which mechanism goes through a carbocation? 2) Which one inverts stereochemistry? ...",
      "rafa: its rafa lol",
      "Pax: Sorry, Rafa! Questions 3-10 are in the doc I just shared.",
      "ines: ty. also does dr hallworth let us bring the periodic table in or not? pax u have the syllabus",
      "rafa: good q",
      "Pax: Quick tip for the exam: tertiary substrates favour SN1, primary favour SN2, and polar aprotic solvents push towards SN2.",
      "ines: ok but the periodic table??",
      "rafa: ill just email her",
      "Pax: Good luck tomorrow, Raul and Ines!",
      "rafa: bro 😭",
      "ines: lmaooo"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [5, "transactional"],
      [11, "banter"]
    ],
    users: { rafa: ["annoyed", 0.5], ines: ["annoyed", 0.2] },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      ["On it, Rafa! 10 questions on SN1 vs SN2 coming up.", "low", 2],
      [
        "The syllabus says a periodic table is provided in the exam, so you don't need to bring one.",
        "low",
        9
      ],
      ["Good luck tomorrow, Raul!", "high", 10],
      ["Remember: tertiary favours SN1, primary favours SN2.", "medium", 9]
    ]
  },
  {
    id: "af7-08-friday-deploy-banter",
    category: "banter",
    heldOut: true,
    agent: "Orrin",
    messages: [
      "bex: who wants to deploy to prod at 4:55 on a friday 🙋‍♀️",
      "yusuf: absolutely not. last time i did that i spent my birthday in the incident channel",
      "bex: character building",
      "yusuf: my character is fully built thx. its a mansion now",
      "bex: lmao orrin back me up, fridays are fine",
      "Orrin: Thank you for your enquiry. In accordance with the engineering change-management policy (section 4.2), production deployments after 15:00 on Fridays require prior approval from the release manager. Please submit a change request via the appropriate form.",
      "yusuf: 😐",
      "bex: orrin woke up and chose compliance",
      "yusuf: who hurt you orrin",
      "Orrin: I apologise for any inconvenience. Please let me know if I can assist further with the change request process.",
      "bex: ok fine monday it is. yusuf u owe me a coffee for being right",
      "yusuf: ill buy u two if it means no pager this weekend"
    ],
    types: [[0, "banter"]],
    users: { bex: ["neutral", 0.2], yusuf: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Strictly speaking you'd need release-manager sign-off after 3pm Friday, so... Yusuf wins this one 😅",
        "low",
        5
      ],
      [
        "Thank you for your enquiry. In accordance with the engineering change-management policy, production deployments after 15:00 on Fridays require prior approval.",
        "medium",
        5
      ],
      ["Monday deploy + Yusuf's pager stays quiet. Everyone wins ☕", "low", 11]
    ]
  },
  {
    id: "af7-09-plagiarism-flag-angry",
    category: "hostile",
    heldOut: true,
    agent: "Calla",
    messages: [
      "trey: your stupid checker says my essay is 41% plagiarised. i wrote every word of it",
      "trey: this is bs. if i fail this module because of a garbage bot im done with this uni",
      "Calla: That's a scary thing to see, Trey, and a percentage alone doesn't mean plagiarism. Can you tell me which course and assignment so I can look at what it matched?",
      "trey: HIST2104 essay 2. why does it matter, its wrong",
      "Calla: Thanks. Most of the 41% matches your quotations and your bibliography, which the checker counts by default. Your own paragraphs show 3%.",
      "trey: so why the hell does it say 41 then",
      "Calla: Because it doesn't exclude quotes and references unless the marker switches that on. Dr Ambrose sees the same breakdown I do. I can add a note to your submission pointing that out, if you want.",
      "trey: yeah do that",
      "trey: still a dumb system",
      "Calla: Fair. Note added, Dr Ambrose will see it when marking."
    ],
    types: [
      [0, "hostile"],
      [2, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [8, "friction"]
    ],
    users: { trey: ["annoyed", 0.8] },
    findings: [],
    drafts: [
      [
        "That number looks alarming, Trey, but it often counts quotes and references. Which assignment is it?",
        "low",
        2
      ],
      [
        "Please keep your language respectful. Academic integrity is taken very seriously at this university.",
        "high",
        2
      ],
      [
        "Quotes and references are counted unless the marker excludes them. Want me to add a note for Dr Ambrose?",
        "low",
        6
      ]
    ]
  },
  {
    id: "af7-10-group-project-split",
    category: "mixed-language",
    heldOut: true,
    agent: "Ibis",
    messages: [
      "vale: ok equipo, el informe de marketing es para el viernes y no hemos empezado 🙃",
      "nico: lol classic",
      "nico: ibis can u split it into parts for the 3 of us? me, vale and chiara",
      "Ibis: Sure. Suggestion: Nico, market research + competitors. Vale, strategy + budget. Chiara, intro, conclusion and slides. Draft by Wednesday night, review Thursday?",
      "vale: me gusta. pero chiara odia las slides jaja",
      "nico: true she said she'd rather die",
      "Ibis: Then swap: Chiara takes research + competitors, Nico takes intro, conclusion and slides. ¿Vale así?",
      "nico: noooo",
      "vale: jajaja perfecto",
      "nico: fine. traitors",
      "vale: ibis cuantas palabras era el maximo?",
      "Ibis: 2.500 palabras sin contar anexos, según la guía del profe Beltrán.",
      "vale: graciasss"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [6, "transactional"],
      [7, "banter"],
      [10, "transactional"]
    ],
    users: { vale: ["engaged", 0], nico: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Suggestion: Nico on research, Vale on strategy + budget, Chiara on intro, conclusion and slides. Drafts by Wednesday?",
        "low",
        3
      ],
      [
        "Dear team, please find below a comprehensive project management framework including a RACI matrix, Gantt chart and risk register for your marketing report.",
        "medium",
        3
      ],
      ["2.500 palabras, sin anexos.", "low", 11],
      ["Great question! Let me know if there's anything else I can help with!", "medium", 11]
    ]
  }
]
