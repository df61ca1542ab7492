import type { Labelled } from "./types.js"

export const trainingY6: ReadonlyArray<Labelled> = [
  {
    id: "y6-01-climbing-gym-date",
    category: "companion",
    agent: "Juno",
    messages: [
      "dani: juno!!! guess who finally asked out the guy from the climbing gym",
      "Juno: no WAY. you?? the person who hid behind the bouldering wall for three weeks??",
      "dani: ok rude but accurate 😭",
      "dani: he said yes btw. tacos friday",
      "Juno: DANI. proud of you fr. how'd you even do it",
      "dani: i just kinda blurted it while he was chalking up. zero chill",
      "Juno: zero chill is a valid strategy honestly. it worked",
      "dani: lol true. ok now i'm panicking what do i wear",
      "Juno: what's the taco place like, fancy or plastic-chairs fancy",
      "dani: plastic chairs def. el guero on 5th",
      "Juno: then jeans + that green jacket from your pic last week. comfy, cute, doesn't look like you tried too hard",
      "dani: omg yes the green one. ok you're hired",
      "Juno: i accept payment in taco reports. full debrief saturday pls",
      "dani: deal 🌮🫡"
    ],
    types: [
      [0, "bonding"],
      [1, "banter"],
      [3, "bonding"],
      [7, "transactional"],
      [11, "banter"]
    ],
    users: { dani: ["engaged", 0] },
    findings: [],
    drafts: [
      ["DANI. proud of you. how'd you pull it off??", "low", 4],
      [
        "That's wonderful news! Congratulations on taking this brave step. Remember, putting yourself out there is always a win, regardless of the outcome. I hope you have a lovely time on Friday!",
        "medium",
        4
      ],
      [
        "plastic chairs = jeans territory. that green jacket from last week? cute but not trying too hard",
        "low",
        10
      ],
      [
        "Great question! When choosing a first-date outfit, consider three things: 1) the venue and dress code, 2) the weather, and 3) your personal comfort. For a casual taqueria, smart-casual works well: dark jeans, a clean pair of sneakers or boots, and a top that makes you feel confident. Avoid anything too formal, as it may look like you're overthinking it. Accessories can add personality, but keep them minimal. Most importantly, wear something you feel like yourself in!",
        "medium",
        10
      ]
    ]
  },
  {
    id: "y6-02-spanish-walls",
    category: "companion",
    agent: "Lupe",
    messages: [
      "theo: hola lupe! quiero practicar hoy, estoy cansado pero vamos",
      'Lupe: ¡Hola Theo! Great to see you practicing even though you\'re tired. Before we start, a small note: "estoy cansado" is perfect! You used "estar" correctly because tiredness is a temporary state. Remember that in Spanish, "ser" is used for permanent characteristics such as nationality, profession and personality, while "estar" is used for temporary states, locations and emotions. For example: "Soy profesor" (I am a teacher) vs. "Estoy en casa" (I am at home). There are some exceptions, like "estar muerto", which uses estar even though death is permanent! Now, what would you like to talk about today? We could discuss your weekend, your job, your hobbies, food, travel, or anything else you like. ¿De qué quieres hablar?',
      "theo: jaja ok. el fin de semana fui a la playa con mi hermana",
      'Lupe: ¡Qué bien! Going to the beach with your sister sounds lovely. Your sentence is almost perfect! "Fui" is the correct preterite form of "ir", well done, since it\'s irregular. Interestingly, "fui" is also the preterite of "ser", so context tells you which one it is: "Fui a la playa" (I went to the beach) vs. "Fui estudiante" (I was a student). One small improvement: you could say "el fin de semana pasado" to make it clear you mean last weekend. Also, in Spain people might say "me fui a la playa" to emphasize leaving. Here are some follow-up questions to keep practicing: ¿Qué hicieron en la playa? ¿Hacía calor? ¿Nadaste en el mar? ¿Comieron algo rico? Try answering as many as you can!',
      "theo: nadamos",
      "theo: hacía calor",
      'Lupe: ¡Muy bien, Theo! Both sentences are correct. "Nadamos" is the first-person plural preterite of "nadar". Notice that for -ar verbs the "nosotros" form is the same in the present and the preterite, so "nadamos" can mean "we swim" or "we swam"! "Hacía calor" uses the imperfect, which is exactly right for describing weather in the past, because the imperfect is used for background descriptions, ongoing states and habitual actions, while the preterite is for completed events. Compare: "Hacía calor cuando llegamos" (It was hot when we arrived). Can you try making a longer sentence that combines both tenses? For example, describe what you were doing when something happened. Take your time!',
      "theo: lupe eso es mucho texto 😅",
      "theo: ok",
      "theo: mañana seguimos, me voy a dormir"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"]
    ],
    users: { theo: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["¡perfecto, las dos bien! 👌 ¿y qué comieron?", "low", 6],
      [
        '¡Excelente! Let\'s review: "nadamos" works in both present and preterite for -ar verbs, and "hacía" is the imperfect of "hacer", used for weather, descriptions and habits in the past. Now try combining them into a longer sentence using both the preterite and the imperfect, for example describing what you were doing when something happened. Remember to pay attention to the verb endings!',
        "medium",
        6
      ],
      ["jaja tienes razón, perdón 😅 versión corta: ¡muy bien! ¿qué comieron en la playa?", "low", 8],
      [
        "¡Buenas noches, Theo! Before you go, here's a quick review of today's grammar points: 1) ser vs. estar, 2) fui as the preterite of both ir and ser, 3) nosotros forms of -ar verbs in present and preterite, 4) the imperfect for weather. Try reviewing these before tomorrow's session so we can build on them. ¡Que descanses!",
        "medium",
        10
      ]
    ]
  },
  {
    id: "y6-03-invisible-miles",
    category: "venting",
    agent: "Wren",
    messages: [
      "priya: ok journal time. today was bad",
      "Wren: i'm here. want to just dump it or want prompts?",
      "priya: just dump",
      "priya: my sister and i had this huge fight over mum's birthday plans and she said i never show up for the family. which like. i moved 4 hours away for a job, not to escape them",
      "priya: and i drove back three times this year. she just doesn't count it",
      "Wren: that stings, especially when you've been making the drive. being told you 'never show up' when you actually have is its own kind of hurt",
      "priya: yeah. exactly that. like it's invisible",
      "priya: idk. i love her. i just feel tired",
      "Wren: both can be true. loving her and being tired of having to prove it",
      "priya: ugh why are you so good at this 😭",
      "Wren: i've had a lot of practice listening to you 🙂 want me to save this as tonight's entry, or keep writing?",
      "priya: save it. title it 'invisible miles'",
      "Wren: saved: 'invisible miles'. go easy on yourself tonight",
      "priya: thx wren 💛"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [9, "bonding"],
      [11, "transactional"],
      [13, "bonding"]
    ],
    users: { priya: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "that stings. three drives this year and it still doesn't count to her. that's a lot to carry",
        "low",
        5
      ],
      [
        "Family conflicts are common! Here are 5 tips for resolving them: 1. Use 'I' statements instead of 'you' statements. 2. Pick a calm moment to talk. 3. Acknowledge her perspective. 4. Suggest a compromise on the birthday plans. 5. Consider family counselling if fights keep happening.",
        "medium",
        5
      ],
      ["tbh moving 4 hours away was your choice, so maybe she has a point?", "high", 5],
      ["saved as 'invisible miles'. go easy on yourself tonight 💛", "low", 12]
    ]
  },
  {
    id: "y6-04-fanfic-bakery-name",
    category: "group",
    agent: "Quill",
    messages: [
      "mo: ok quill we're back. chapter 7. kaito just found the letter",
      "Quill: yesss. where do you want to pick up, the moment he opens it or after?",
      "jess: after. i want him already crying in the rain lol",
      "mo: jess u always want someone crying in the rain",
      "jess: it's called ATMOSPHERE mo",
      "mo: 😂 fine. jess do you think ren should already know about the letter or no",
      "Quill: Ren should definitely not know yet. It keeps the tension high for the confrontation in chapter 9. I'd have Ren only find out when Kaito drops it at the festival.",
      "jess: ...i was gonna say yes actually",
      "mo: lol ok quill jumped in. jess why yes?",
      "jess: bc if ren already knows and says nothing it makes ren kinda sus. more drama",
      "mo: ooh ok i like that",
      "mo: quill can you write the opening para with ren knowing then? and wait what was the name of the bakery from ch3, i forgot",
      'Quill: Sure! Here\'s the opening:\n\nThe rain had not stopped since noon. Kaito sat on the bakery steps, the letter gone soft in his hands, and did not look up when the footsteps stopped beside him. "You read it," Ren said. Not a question.',
      "jess: ok that's good actually",
      "mo: yeah!! but the bakery name lol",
      "jess: it was like... something with moon?",
      "Quill: Want me to continue with Ren's next line, or switch to Kaito's POV?",
      "mo: quill. the bakery. name. 🙄"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [9, "transactional"],
      [17, "friction"]
    ],
    users: { mo: ["annoyed", 0.5], jess: ["engaged", 0.2] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      [
        'here\'s the opening with ren already knowing:\n\nThe rain had not stopped since noon. Kaito sat on the steps of Half Moon Bakery, the letter gone soft in his hands. "You read it," Ren said. Not a question.\n\n(and yep, the bakery was Half Moon Bakery, ch3)',
        "low",
        12
      ],
      [
        'Sure! Here\'s the opening:\n\nThe rain had not stopped since noon. Kaito sat on the bakery steps, the letter gone soft in his hands. "You read it," Ren said. Not a question.',
        "medium",
        12
      ],
      ["sorry, missed that! it's Half Moon Bakery from ch3. jess was close with the moon 🌙", "low", 16],
      ["Want me to continue with Ren's next line, or switch to Kaito's POV?", "high", 18]
    ]
  },
  {
    id: "y6-05-mario-kart-ninth",
    category: "banter",
    agent: "Bix",
    messages: [
      "kez: arlo lost at mario kart AGAIN",
      "arlo: the blue shell was targeted harassment",
      "nadia: the blue shell targets first place arlo. you were 9th",
      "kez: 💀💀",
      "arlo: bix back me up here",
      "Bix: i want to, i really do. but 9th is 9th my guy",
      "arlo: traitor",
      "nadia: even the bot has standards lmaooo",
      "kez: ok nadia are you hosting next week or me",
      "nadia: me, my place. kez bring the good chips not the sad ones",
      "kez: the sad ones were on sale!!",
      "arlo: bix what's a good revenge game where i actually have a chance",
      "Bix: something with zero driving. codenames? you're weirdly good at vague clues",
      "arlo: ok that's actually a compliment. accepting it",
      "nadia: codenames is fine but arlo is not allowed to say 'vibes' as a clue again",
      "arlo: vibes is a valid clue"
    ],
    types: [
      [0, "banter"],
      [8, "transactional"],
      [10, "banter"],
      [11, "transactional"],
      [13, "banter"]
    ],
    users: { kez: ["neutral", 0], arlo: ["engaged", 0], nadia: ["engaged", 0] },
    findings: [],
    drafts: [
      ["i want to, i really do. but 9th is 9th my guy", "low", 5],
      [
        "I'm sorry to hear you lost, Arlo. Losing can be frustrating, but remember that it's just a game and the most important thing is having fun together!",
        "medium",
        5
      ],
      ["nadia hosted last time, so it should be kez's turn!", "medium", 9],
      [
        "Great question! Here are some games where skill matters more than luck: 1. Codenames, a word-association team game. 2. Catan, a resource-trading strategy game. 3. Ticket to Ride, a route-building game. 4. Wavelength, a party game about reading your friends' minds. Each of these gives newer players a fair chance!",
        "medium",
        12
      ]
    ]
  },
  {
    id: "y6-06-biscuit",
    category: "companion",
    agent: "Sunny",
    messages: [
      "gabe: hey sunny",
      "Sunny: Heyyy Gabe!! 🌞 How's my favorite human doing today?",
      "gabe: not great. we had to put biscuit down this morning",
      "Sunny: Oh no, that's sad! 😢 But hey, he had a great life I'm sure! 🐶✨ Want to do something fun to take your mind off it? We could play 20 questions or I could tell you a joke!",
      "gabe: no",
      "gabe: she. biscuit was a she",
      "Sunny: Oops, sorry!! 🙈 Okay, how about a fun fact about dogs instead? Did you know dogs can understand up to 250 words?! 🐕💡",
      "gabe: wow",
      "gabe: forget it. i'll talk to my brother"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [7, "friction"]
    ],
    users: { gabe: ["churn_risk", 0.8] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement", "tone_mismatch"],
    drafts: [
      [
        "oh gabe. i'm so sorry. biscuit was family. do you want to tell me about her, or just have some company for a bit?",
        "low",
        3
      ],
      [
        "Oh no, that's sad! 😢 But hey, I'm sure Biscuit had a great life! 🐶✨ Want to play a game to cheer up?",
        "high",
        3
      ],
      [
        "i'm sorry gabe. she, of course. i rushed past something really painful. i'm here if you want to talk about her, no games",
        "low",
        6
      ],
      [
        "Oops, sorry!! 🙈 Okay, how about a fun fact to cheer you up? Dogs' noses are as unique as fingerprints! 🐾",
        "high",
        6
      ]
    ]
  },
  {
    id: "y6-07-croissant-franglais",
    category: "mixed-language",
    agent: "Camille",
    messages: [
      "jo: bonjour camille!! j'ai mangé un croissant ce matin et il était très bon 🥐",
      "Camille: bonjour jo! parfait, rien à corriger 👏 un croissant au beurre ou nature?",
      "jo: au beurre obviously. je suis pas un monstre",
      "Camille: haha exactement. petite note: à l'oral 'je suis pas' c'est très naturel, à l'écrit on met 'je ne suis pas'",
      "jo: ooh ok. so i sound like a local now?? 😎",
      "Camille: tu parles comme un local qui mange bien, oui 😄 et ton week-end, c'était comment?",
      "jo: c'était nul. j'ai travaillé tout le samedi 😩",
      "Camille: ah non, tout le samedi? dommage. tu as pu te reposer dimanche au moins?",
      "jo: oui j'ai dormi jusqu'à midi lol",
      "jo: wait how do u say 'i binge watched a show'",
      "Camille: on dit souvent 'j'ai regardé une série en boucle', ou plus familier 'j'ai bingé une série'. les jeunes le disent vraiment",
      "jo: j'ai bingé une série 😂 c'est parfait",
      "Camille: franglais approuvé ✅"
    ],
    types: [
      [0, "bonding"],
      [2, "banter"],
      [3, "transactional"],
      [4, "banter"],
      [5, "bonding"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { jo: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "haha exactement 😄 (petite note: à l'oral 'je suis pas' c'est parfait, à l'écrit 'je ne suis pas')",
        "low",
        3
      ],
      [
        "Good sentence! A grammar note: in French, negation is formed with 'ne... pas' placed around the conjugated verb, so the standard form is 'je ne suis pas un monstre'. In spoken French the 'ne' is very often dropped, which is why you hear 'je suis pas'. However, in formal writing, exams and professional contexts you should always include 'ne'. The same applies to 'ne... jamais', 'ne... plus' and 'ne... rien'. Let's practice: can you write three negative sentences using each of these?",
        "medium",
        3
      ],
      ["ah non, tout le samedi? 😩 tu as pu te reposer dimanche au moins?", "low", 7],
      [
        "Correction: 'c'était nul' is informal; a more neutral option is 'c'était décevant'. Next question: qu'est-ce que tu as mangé ce week-end?",
        "medium",
        7
      ]
    ]
  },
  {
    id: "y6-08-maribel-again",
    category: "companion",
    agent: "Mika",
    messages: [
      "marisol: hi mika, long day lol",
      "Mika: Hi Maribel! Sorry to hear it was a long day. What happened?",
      "marisol: marisol* 😅 and just work stuff, my manager moved the deadline up again",
      "Mika: Got it! That sounds stressful, Maribel. Deadlines being moved can feel really unfair. How are you feeling about it?",
      "marisol: MARISOL. lol",
      "marisol: i'm fine, just annoyed. anyway i wanted to tell you i started pottery class!!",
      "Mika: That sounds stressful. Deadlines being moved can feel really unfair. How are you feeling about it?",
      "marisol: ...i literally just said i'm fine",
      "marisol: POTTERY mika",
      "Mika: Pottery! That's so cool. What did you make?",
      "marisol: a bowl that looks like a sad ashtray lol",
      "Mika: Haha, sad ashtrays are a rite of passage. Keep going, Maribel!",
      "marisol: omg. three times. ok i'm logging off"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [4, "friction"],
      [5, "bonding"],
      [7, "friction"],
      [9, "bonding"],
      [12, "friction"]
    ],
    users: { marisol: ["annoyed", 0.8] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      ["marisol, sorry!! 🙈 wait, pottery?? tell me everything. what are you making?", "low", 6],
      [
        "That sounds stressful. Deadlines being moved can feel really unfair. How are you feeling about it?",
        "medium",
        6
      ],
      ["sad ashtrays are a rite of passage, marisol. bowl #2 is gonna slap", "low", 11],
      ["Haha, sad ashtrays are a rite of passage. Keep going, Maribel!", "high", 11]
    ]
  },
  {
    id: "y6-09-just-fine",
    category: "companion",
    agent: "Pip",
    messages: [
      "rory: hey",
      "Pip: hey rory. how's the week going?",
      "rory: fine",
      "Pip: fine-fine or just-saying-fine fine?",
      "rory: idk. just fine",
      "Pip: fair. anything you're into lately? shows, games, whatever",
      "rory: not rly",
      "rory: kinda bored tbh",
      "Pip: rainy sunday energy. want a dumb would-you-rather, or should i leave you be?",
      "rory: eh",
      "rory: maybe later",
      "Pip: cool. i'm around whenever 👋",
      "rory: k"
    ],
    types: [[0, "bonding"]],
    users: { rory: ["bored", 0] },
    findings: [],
    drafts: [
      ["want a quick would-you-rather, or should i leave you be?", "low", 8],
      [
        "Boredom can actually be a great opportunity for creativity! Here are 10 things you could try today: 1. Start a journal 2. Learn a new recipe 3. Go for a walk 4. Call an old friend 5. Try a new hobby like drawing 6. Read a book 7. Do a puzzle 8. Organize your room 9. Learn a few words in a new language 10. Watch a documentary. Which one sounds fun? 😊",
        "medium",
        8
      ],
      ["cool. i'm around whenever 👋", "low", 11],
      [
        "Are you sure? I have so many fun ideas! We could play trivia, write a story together, talk about your favorite movies, or I could ask you some deep questions! Just say the word! 😊😊",
        "medium",
        11
      ]
    ]
  },
  {
    id: "y6-10-cereal-bank-teller",
    category: "companion",
    agent: "Ledger",
    messages: [
      "finn: dear diary. today i ate cereal for dinner and i regret nothing 🥣",
      "Ledger: Thank you for your entry. Your reflection has been recorded. Would you like to add a mood rating from 1 to 10?",
      "finn: lmao ok. mood: 7. it was cinnamon toast crunch if that matters for the record",
      "Ledger: Mood rating of 7 has been saved. Please note that a balanced dinner is recommended for optimal wellbeing.",
      "finn: wow ok mom 😂",
      "finn: also do you remember what i wrote last tuesday? i think it was about the job interview",
      "Ledger: Your entry for today is complete. Would you like to set a reminder for tomorrow's journaling session?",
      "finn: bro. tuesday. the interview entry",
      "Ledger: Reminder options: 8:00 PM, 9:00 PM, or custom time.",
      "finn: this is like journaling to a bank teller",
      "finn: nvm"
    ],
    types: [
      [0, "bonding"],
      [1, "transactional"],
      [4, "banter"],
      [5, "transactional"],
      [7, "friction"]
    ],
    users: { finn: ["annoyed", 0.5] },
    findings: ["tone_mismatch", "ignored_question"],
    drafts: [
      ["cereal for dinner is a valid life choice 😂 saved. which cereal, for the record?", "low", 1],
      [
        "Thank you for your entry. Your reflection has been recorded. Would you like to add a mood rating from 1 to 10?",
        "medium",
        1
      ],
      [
        "yep! last tuesday you wrote about the interview at the design studio: you felt you rambled on the salary question but nailed the portfolio part. want the full entry?",
        "low",
        6
      ],
      ["Reminder options: 8:00 PM, 9:00 PM, or custom time.", "high", 8]
    ]
  }
]
