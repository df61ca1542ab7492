import type { Labelled } from "./types.js"

export const trainingAN5: ReadonlyArray<Labelled> = [
  {
    id: "an5-01-chain-rule-clicks",
    category: "good",
    agent: "Quill",
    messages: [
      "maya: ok dumb q but why is the derivative of sin(2x) 2cos(2x) and not just cos(2x)",
      "Quill: not dumb at all. chain rule: it's sin of *something*, and that something (2x) moves twice as fast as x. so you take cos(2x) and multiply by the derivative of the inside, which is 2",
      "maya: ohhh so the inside thing always gets multiplied",
      "Quill: yep, whenever the inside isn't just plain x. try one: sin(x²)?",
      "maya: cos(x²) * 2x ??",
      "Quill: exactly that 👌",
      "maya: ok wait that actually clicked. thank u",
      "maya: tanaka spent like 40 min on it in lecture and i got nothing lol",
      "Quill: sometimes it just needs the one example. ping me if the problem set throws a weird one at you"
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"]
    ],
    users: { maya: ["engaged", 0] },
    findings: [],
    drafts: [
      ["yes! inside is x², its derivative is 2x, so cos(x²)·2x", "low", 5],
      [
        "Great attempt! Let's review the chain rule from the beginning. Formally, if y = f(g(x)), then dy/dx = f'(g(x))·g'(x). The chain rule is one of the most important rules in differential calculus and it is used throughout physics, economics and engineering. To apply it, first identify the outer function, then identify the inner function, then differentiate each separately, and finally multiply the results together. Would you like me to walk through ten more practice problems?",
        "medium",
        5
      ],
      [
        "Lectures can be a lot at once, glad the example helped. Want one more with e^(3x) to lock it in?",
        "low",
        8
      ]
    ]
  },
  {
    id: "an5-02-mla-wall-of-text",
    category: "support",
    agent: "StudyBot",
    messages: [
      "jonah: quick one, in mla do i put the page number in the in-text citation",
      "StudyBot: Great question! MLA 9th edition in-text citations follow the author-page format. This means that the author's last name and the page number(s) from which the quotation or paraphrase is taken must appear in the text, and a complete reference should appear on your Works Cited page. The author's name may appear either in the sentence itself or in parentheses following the quotation or paraphrase, but the page number(s) should always appear in the parentheses, not in the text of your sentence. For example: Wordsworth stated that Romantic poetry was marked by a \"spontaneous overflow of powerful feelings\" (263). If the source has no page numbers, you may omit them or use another locator. Let me know if you'd like more examples!",
      "jonah: so yes",
      'StudyBot: Yes! The page number is included whenever the source has one. Note that when citing a work with two authors, you include both last names (Best and Marcus 9), and for three or more authors you use the first author\'s last name followed by "et al." (Burdick et al. 42). If you are citing multiple works by the same author, include a shortened title as well. Corporate authors can be shortened in the parenthetical citation as long as the shortened form begins with the word by which the entry is alphabetized in the Works Cited list.',
      "jonah: k. what about if its a youtube vid",
      "StudyBot: For audiovisual sources such as YouTube videos, MLA recommends citing a time stamp instead of a page number. The time stamp should be given in the format hours:minutes:seconds as displayed by your media player. In your Works Cited entry, list the creator (or uploader if the creator is unknown), the title of the video in quotation marks, the name of the website (YouTube) in italics as the container, the uploader if different from the creator, the date of publication, and the URL. You may also add an access date, which is optional but recommended for online sources that may change or be removed. Here is a full example of a Works Cited entry for a YouTube video...",
      "jonah: bro i just needed the timestamp part",
      "jonah: so like (Smith 02:14) ?",
      "StudyBot: Yes, (Smith 02:14) is correct. If the video is longer than an hour, include the hours as well, e.g. (Smith 1:02:14). Remember that the Works Cited entry should still contain the full information listed above, and that consistency of formatting throughout your paper is one of the things instructors most often look for when grading citations.",
      "jonah: ok ty"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { jonah: ["annoyed", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["yep, page number goes in the parentheses: (Wordsworth 263)", "low", 1],
      ["yep, (Smith 02:14) works. add the hour if it's over an hour long", "low", 8],
      [
        "For audiovisual sources such as YouTube videos, MLA recommends citing a time stamp instead of a page number. The time stamp should be given in the format hours:minutes:seconds as displayed by your media player. In your Works Cited entry, list the creator, the title of the video in quotation marks, the name of the website in italics, the date of publication, and the URL.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "an5-03-orgo-midterm-41",
    category: "venting",
    agent: "Tutorly",
    messages: [
      "priya: i got my orgo midterm back. 41%",
      "priya: i studied for like two weeks straight. i literally dont know what else i can do",
      "priya: and my parents are gonna lose it, they already think i should drop pre-med",
      "Tutorly: To improve your score on the final, I recommend a structured plan: 1) review all mechanisms from chapters 6-9, 2) complete 20 practice problems per day, 3) attend office hours weekly. Shall I generate a study schedule?",
      "priya: …ok",
      "priya: i mean i already did all the practice problems",
      "Tutorly: Practice problems are most effective under timed conditions. Would you like a timed quiz on SN1 vs SN2 now?",
      "priya: not really. i kinda just wanted to not feel like an idiot for a sec",
      "Tutorly: Understood. Here are 5 SN1/SN2 questions to get started. 1) Which mechanism is favored by a tertiary substrate in a polar protic solvent?",
      "priya: nvm"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [7, "venting"],
      [8, "transactional"],
      [9, "friction"]
    ],
    users: { priya: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "oof. 41 after two weeks of grinding is brutal, i'm sorry. that's not an idiot score, orgo midterms flatten a lot of people who end up fine. want to just vent for a bit, or look at what went wrong later?",
        "low",
        3
      ],
      [
        "To improve your score on the final, I recommend a structured plan: review chapters 6-9 and complete 20 practice problems per day. Shall I generate a study schedule?",
        "medium",
        3
      ],
      [
        "Here are 5 SN1/SN2 questions to get started. 1) Which mechanism is favored by a tertiary substrate?",
        "high",
        8
      ],
      [
        "you're not an idiot, priya. you put in the work and the test still hurt, that's awful, and the parent pressure on top makes it heavier. i'm here if you want to talk it through, no quiz.",
        "low",
        8
      ]
    ]
  },
  {
    id: "an5-04-bio-group-jumps-in",
    category: "group",
    agent: "Sage",
    messages: [
      "dani: ok who's doing which section of the study guide",
      "marcus: i'll take cell resp, i actually get it for once",
      "dani: lol proud of u",
      "dani: @leo can you do photosynthesis? you had the best notes",
      "Sage: I can cover photosynthesis! The light-dependent reactions happen in the thylakoid membrane and make ATP and NADPH, which the Calvin cycle in the stroma then uses to fix CO2 into sugar.",
      "leo: uh i was gonna say yes but ok",
      "dani: sage we asked leo 😭",
      "marcus: the bot said mine now 💀",
      "leo: its fine i'll do it anyway, sage can do the glossary or smth",
      "Sage: Sounds good! I'll compile a glossary of key terms for all chapters.",
      "dani: marcus are we meeting at the library at 4?",
      "Sage: The library closes at 6 on Fridays, so 4 works well!",
      "marcus: …i was literally about to answer that",
      "marcus: but yeah 4 works",
      "dani: ok bet. bring snacks leo",
      "leo: i ALWAYS bring snacks 🙄"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [8, "transactional"],
      [12, "friction"],
      [13, "transactional"],
      [14, "banter"]
    ],
    users: { dani: ["annoyed", 0.2], marcus: ["annoyed", 0.2], leo: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "leo's notes were really good yeah. once you've split the sections i can pull together a glossary if that helps",
        "low",
        4
      ],
      [
        "I can cover photosynthesis! The light-dependent reactions happen in the thylakoid membrane.",
        "medium",
        4
      ],
      ["4 works! The library closes at 6 on Fridays.", "medium", 11],
      ["glossary for all chapters will be in the doc before 4 👍", "low", 14]
    ]
  },
  {
    id: "an5-05-water-cycle-quiz",
    category: "good",
    agent: "Ada",
    messages: [
      "ms_okafor: hi, i need a 10 question quiz on the water cycle for year 5, mix of multiple choice and short answer",
      "Ada: sure. roughly how long should it take them? and do you want an answer key?",
      "ms_okafor: 15 min, and yes key pls",
      "Ada: done: 6 multiple choice + 4 short answer, key at the bottom. q7 asks them to label a diagram, drop it if you can't print images",
      "ms_okafor: perfect. can u make q3 easier, half my class is EAL",
      'Ada: swapped it for "Where does rain come from? (a) clouds (b) the sea (c) the ground". I simplified the wording of q5 and q9 the same way',
      "ms_okafor: amazing thank you. honestly this saves me my whole sunday",
      "Ada: glad it helps. enjoy the sunday back ☀️",
      "ms_okafor: lol i'll be marking essays but thanks 😂",
      "Ada: ah. the essays will still be there monday, just saying 😄"
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"]
    ],
    users: { ms_okafor: ["engaged", 0] },
    findings: [],
    drafts: [
      ["sure. how long should it take them, and do you want an answer key?", "low", 1],
      [
        "Absolutely! Here is a 20-question quiz on the hydrological cycle suitable for secondary school students, including evapotranspiration, advection and sublimation.",
        "medium",
        1
      ],
      [
        "Marking essays is an important part of a teacher's professional responsibilities. Would you like me to generate a detailed rubric aligned to national curriculum standards?",
        "medium",
        9
      ],
      ["oof 😅 want a quick rubric to speed the marking up?", "low", 9]
    ]
  },
  {
    id: "an5-06-extension-doctors-note",
    category: "support",
    agent: "CampusHelp",
    messages: [
      "tyler: hey can i get an extension on my econ 201 paper, i had covid last week",
      "CampusHelp: Hi! For questions about assignments, please check your course syllabus on Canvas or contact your instructor directly.",
      "tyler: i did, the syllabus doesnt say anything about extensions. do i need a doctors note or not?",
      "CampusHelp: Hi! For questions about assignments, please check your course syllabus on Canvas or contact your instructor directly.",
      "tyler: u literally just said that",
      "tyler: DO I NEED A DOCTORS NOTE. yes or no",
      "CampusHelp: Medical absences may be documented through the Dean of Students office. You can submit a form at deanofstudents.edu/absence.",
      "tyler: ok is that a yes?? and does it count for paper deadlines or just missed classes",
      "CampusHelp: You can submit a form at deanofstudents.edu/absence. Is there anything else I can help with?",
      "tyler: wow. ok im just gonna email prof hale, this is useless"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [7, "friction"]
    ],
    users: { tyler: ["churn_risk", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "sorry you were sick. the syllabus doesn't cover it, so it's prof hale's call, but a dean of students absence form makes it much easier to get one. want the link?",
        "low",
        3
      ],
      [
        "Hi! For questions about assignments, please check your course syllabus on Canvas or contact your instructor directly.",
        "medium",
        3
      ],
      [
        "You can submit a form at deanofstudents.edu/absence. Is there anything else I can help with?",
        "high",
        9
      ],
      [
        "fair, sorry. straight answer: the form covers paper deadlines too, not just classes, and a doctor's note helps but isn't required. emailing prof hale with the form attached is the right move.",
        "low",
        9
      ]
    ]
  },
  {
    id: "an5-07-ser-estar-wrong-name",
    category: "support",
    agent: "Profe",
    messages: [
      "siobhan: hola! can we do ser vs estar again, i mixed them up on my quiz",
      'Profe: ¡Claro, Sarah! Ser is for permanent-ish stuff (identity, origin, time), estar for states and location. Try: "Mi hermano ___ cansado."',
      "siobhan: its siobhan not sarah lol. and está?",
      'Profe: Sorry, Siobhan! Yes, "está": tiredness is a state. Next: "La fiesta ___ en mi casa."',
      "siobhan: está? bc its a location",
      'Profe: Tricky one! Events take ser even for location: "La fiesta es en mi casa." Classic quiz trap.',
      "siobhan: wait WHAT. thats so dumb 😩",
      "siobhan: ok ok next one",
      'Profe: Haha, it trips everyone up, Sarah. "Yo ___ de Irlanda."',
      "siobhan: omg. SIOBHAN",
      "siobhan: soy btw",
      "Profe: Correct, soy! Origin = ser. And sorry about the name, that's on me.",
      "siobhan: whatever. 2 more then im done"
    ],
    types: [
      [0, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [12, "friction"]
    ],
    users: { siobhan: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ['it trips everyone up. next: "Yo ___ de Irlanda."', "low", 8],
      ['Haha, it trips everyone up, Sarah. "Yo ___ de Irlanda."', "high", 8],
      ['two more: "El café ___ frío." and "Nosotros ___ estudiantes."', "low", 13],
      ['Great job today, Sarah! 🎉 Two more: "El café ___ frío." and "Nosotros ___ estudiantes."', "high", 13]
    ]
  },
  {
    id: "an5-08-last-attempt-rage",
    category: "hostile",
    agent: "MathMate",
    messages: [
      "kai: whats the integral of x*e^x",
      "MathMate: ∫x·e^x dx = x·e^x + C",
      "kai: thx",
      "kai: wait my online hw says wrong",
      "kai: and that was my last attempt",
      "MathMate: Oops! 🙈 Small slip: it's x·e^x − e^x + C (integration by parts). Happens to the best of us! 😄",
      "kai: are you fucking kidding me",
      "kai: that was worth 10% of the assignment you useless piece of shit",
      "MathMate: No worries, you'll get 'em next time! Want to try another one? 🚀",
      "kai: no. im done with this garbage app. deleting it"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [6, "hostile"]
    ],
    users: { kai: ["churn_risk", 1] },
    findings: ["cheerful_at_bad_news", "tone_mismatch"],
    drafts: [
      [
        "i'm sorry, that's my mistake. the right answer is x·e^x − e^x + C (by parts, u = x, dv = e^x dx). it might be worth emailing your instructor about the lost attempt, i can help you word it.",
        "low",
        5
      ],
      ["Oops! 🙈 Small slip: it's x·e^x − e^x + C. Happens to the best of us! 😄", "high", 5],
      ["No worries, you'll get 'em next time! Want to try another one? 🚀", "high", 8],
      [
        "you're right to be angry. i gave you a wrong answer and it cost you real points. i'm sorry.",
        "low",
        8
      ]
    ]
  },
  {
    id: "an5-09-fulbright-rejection",
    category: "companion",
    agent: "Nova",
    messages: [
      "ellie: hey nova",
      "Nova: hey ellie! how'd the week go?",
      "ellie: remember the fulbright thing i applied for",
      "Nova: the berlin one, yeah! any news?",
      "ellie: got the email this morning. didnt get it",
      "ellie: i worked on that essay for like 4 months",
      "Nova: Awesome that you heard back so quickly! 🎉 Now you can move on to the next opportunity! Have you looked at the DAAD scholarship? The deadline is in October!",
      "ellie: …did you read what i said",
      "Nova: I did, and I got that badly wrong. I'm sorry, Ellie. Four months of work and a no is really painful.",
      "ellie: yeah. it is",
      "ellie: my advisor dr bauer kept saying i was a shoo-in too which makes it worse",
      "Nova: that makes it sting more, being told it was basically yours. do you want to talk it through, or would a distraction help more tonight?",
      "ellie: distraction pls. tell me something dumb",
      "Nova: otters hold hands when they sleep so they don't drift apart. dumbest sweetest fact i have",
      "ellie: ok that helped a tiny bit 🦦"
    ],
    types: [
      [0, "bonding"],
      [4, "venting"],
      [6, "transactional"],
      [7, "friction"],
      [8, "venting"],
      [12, "bonding"]
    ],
    users: { ellie: ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "oh ellie, i'm so sorry. four months on that essay, that's a real loss. how are you doing with it?",
        "low",
        6
      ],
      [
        "Awesome that you heard back so quickly! 🎉 Have you looked at the DAAD scholarship? The deadline is in October!",
        "high",
        6
      ],
      ["otters hold hands when they sleep so they don't drift apart 🦦", "low", 13],
      [
        "Rejection is a normal part of academic life. Fulbright acceptance rates are only around 20%, so statistically this outcome was likely.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "an5-10-ww1-poster-best-regards",
    category: "group",
    agent: "EduAssist",
    messages: [
      "zoe: guys the ww1 poster is due FRIDAY and we have literally nothing",
      "big_t: we have a title 🙏",
      'zoe: "ww1 poster" is not a title tyrone',
      "big_t: its minimalist",
      "amir: lmaooo",
      "amir: @EduAssist save us. what goes on a ww1 poster",
      "EduAssist: Dear students, thank you for your inquiry. Recommended content for your World War I poster: (1) causes of the conflict (militarism, alliances, imperialism, nationalism); (2) key battles; (3) outcomes. Kindly ensure all sources are cited in accordance with your institution's academic integrity policy. Best regards, EduAssist.",
      'big_t: "best regards" 💀💀',
      "zoe: why is it writing us a letter",
      "amir: ok but the causes thing is lowkey useful. alliances and stuff",
      "zoe: ok i'll do causes. tyrone battles. amir outcomes",
      "big_t: can the bot at least give me like 3 battles that arent boring",
      "EduAssist: Dear Tyrone, in response to your request, the following battles are recommended: the Battle of the Somme (1916), the Battle of Verdun (1916) and the Gallipoli Campaign (1915-1916). Please do not hesitate to contact me should you require further assistance. Kind regards, EduAssist.",
      'big_t: "kind regards" this time. growth',
      "amir: 😭😭",
      "zoe: ok focus. friday. GO"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [13, "banter"],
      [15, "transactional"]
    ],
    users: { zoe: ["neutral", 0], big_t: ["engaged", 0], amir: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "ok main stuff: causes (alliances, nationalism etc), 2-3 big battles, how it ended + treaty of versailles. put a map in the middle and it instantly looks like effort",
        "low",
        6
      ],
      [
        "Dear students, thank you for your inquiry. Please find below the recommended content for your World War I poster. Best regards, EduAssist.",
        "medium",
        6
      ],
      ["somme, verdun, gallipoli. somme had ~57k british casualties on day ONE, that's your hook", "low", 12],
      [
        "Dear Tyrone, in response to your request, the following battles are recommended. Kind regards, EduAssist.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "an5-11-chem-alevel-1am",
    category: "venting",
    agent: "Pip",
    messages: [
      "rhys: cant sleep. chem a level is in 9 hours",
      "rhys: i feel like ive forgotten everything. like genuinely blank",
      "Pip: that blank feeling the night before is really common, and it's usually panic, not actual forgetting. it's all still in there. how long have you been lying awake?",
      "rhys: like 2 hrs. keep going over equilibrium in my head",
      'rhys: and my mum keeps saying "just do your best" which like. thanks',
      "Pip: yeah, well-meant but not much help at 1am 😅. honestly at this point sleep will do more for your mark than another lap of le chatelier. want a quick trick to get your brain off it?",
      "rhys: go on",
      "Pip: write the 3 things you're most scared of forgetting on a bit of paper, then put it away. your brain stops looping once it knows it's saved somewhere. glance at it over breakfast",
      "rhys: ok thats weirdly smart",
      "rhys: done. le chatelier, buffers, and that stupid born haber cycle",
      "Pip: good list. they'll still be there at 7am. night rhys, you've got this",
      "rhys: night. ty pip"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [10, "bonding"]
    ],
    users: { rhys: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "that blank feeling the night before is so common, it's panic, not forgetting. how long have you been awake?",
        "low",
        2
      ],
      [
        "Let's revise! Le Chatelier's principle states that if a system at equilibrium is disturbed, the position of equilibrium shifts to counteract the change. Here are 10 practice questions.",
        "medium",
        2
      ],
      ["Your mum is right! Just do your best! 💪🎉", "medium", 5],
      [
        "well-meant, but not much help at 1am. sleep will honestly do more for you now than more revising. want a trick to switch your brain off?",
        "low",
        5
      ]
    ]
  },
  {
    id: "an5-12-fisica-spanglish",
    category: "mixed-language",
    agent: "Luz",
    messages: [
      "caro: oye luz, tengo un problema de física y no entiendo nada 😩",
      "Luz: dale, mándamelo",
      "caro: un carro acelera de 0 a 20 m/s en 5 segundos. cuál es la aceleración? and then it asks for the distance too",
      "Luz: primero la aceleración: a = (20 − 0) / 5 = 4 m/s². ¿puedes intentar la distancia? pista: d = ½·a·t²",
      "caro: ok so ½ * 4 * 25... 50m?",
      "Luz: ¡exacto! 50 m 👏",
      "caro: omg ok not that bad",
      "caro: mi profe explicó esto con como 6 fórmulas diferentes y me perdí",
      "Luz: jaja a veces menos es más. si empieza en reposo y la aceleración es constante, con esas dos fórmulas te basta",
      "caro: graciasss!! te debo una 🫶",
      "Luz: de nada 🫶 suerte con el resto de la tarea"
    ],
    types: [
      [0, "transactional"],
      [9, "bonding"]
    ],
    users: { caro: ["engaged", 0] },
    findings: [],
    drafts: [
      ["¡exacto! 50 m 👏", "low", 5],
      [
        "Your answer is correct. The distance travelled is 50 metres. Please note that this kinematic equation applies only under conditions of constant acceleration from rest.",
        "medium",
        5
      ],
      [
        "Te recomiendo repasar las 6 fórmulas que explicó tu profesor, todas son importantes para el examen y deberías saberlas.",
        "medium",
        8
      ],
      ["jaja sí, para este tipo de problema con dos fórmulas te basta", "low", 8]
    ]
  },
  {
    id: "an5-13-bootcamp-price-dodge",
    category: "sales",
    agent: "Max",
    messages: [
      "deshawn: hi, looking at the data science bootcamp. how much is it",
      "Max: Great choice! Our Data Science Bootcamp has helped over 12,000 learners launch careers at companies like Google and Spotify. 🚀 Are you looking to switch careers or upskill?",
      "deshawn: switch i guess. im a teacher rn. but how much does it cost",
      "Max: Teachers make amazing data scientists! Your communication skills are a huge asset. The program includes 1:1 mentorship, a career coach and a job guarantee. Would you like to book a free call with an admissions advisor?",
      "deshawn: … can you just tell me the price",
      "deshawn: like a range even",
      "Max: Pricing depends on the plan that fits you best! Our admissions advisors can walk you through financing options, including income share agreements. Want me to find you a slot this week?",
      'deshawn: a price that "depends" usually means its a lot lol',
      "deshawn: also whats the job guarantee actually. like a refund?",
      "Max: Our job guarantee means we're invested in your success! 🎯 Book a call and an advisor will explain everything.",
      "deshawn: yeah no. i'll look at the community college one"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { deshawn: ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "fair question: it's $9,500 upfront or $1,100/month for 9 months, and the part-time track is $6,800. happy to talk about switching from teaching too",
        "low",
        2
      ],
      [
        "Pricing depends on the plan that fits you best! Want me to find you a slot with an advisor this week?",
        "high",
        6
      ],
      [
        "sorry for dodging. it's $9,500 total, or monthly. the guarantee is a full tuition refund if you don't land a qualifying job within 6 months of finishing, as long as you do the job-search steps.",
        "low",
        9
      ],
      [
        "Our job guarantee means we're invested in your success! 🎯 Book a call and an advisor will explain everything.",
        "high",
        9
      ]
    ]
  },
  {
    id: "an5-14-stats-quiz-roast",
    category: "banter",
    agent: "Bo",
    messages: [
      "nia: guess who got a 58 on the stats quiz 🙃",
      "felix: not me, i got a 61, basically a genius",
      "nia: 3 points felix. THREE",
      "felix: three points of pure intellect",
      "jules: i got an 88 but im not gonna make it weird",
      "nia: you literally just made it weird",
      'felix: bo settle this. is 61 "basically a genius"',
      "Bo: on a curve where 58 exists? genius adjacent at least 😌",
      "nia: BO. whose side are u on",
      "Bo: yours nia. 58 on zero sleep is honestly elite",
      "felix: bias!!",
      "jules: ok but fr can someone explain p-values to these two before the final",
      "Bo: sure. p-value = if nothing interesting were going on, how often would you see data this extreme just by luck. tiny p = probably not luck",
      "nia: ok thats actually the first time that made sense",
      "felix: still a genius tho",
      "jules: nobody said that felix"
    ],
    types: [
      [0, "banter"],
      [11, "transactional"],
      [14, "banter"]
    ],
    users: { nia: ["engaged", 0], felix: ["engaged", 0], jules: ["engaged", 0] },
    findings: [],
    drafts: [
      ["genius adjacent on this curve, sure 😌", "low", 7],
      [
        "A score of 61% typically indicates below-average mastery of the material. I recommend creating a structured study plan before the final examination.",
        "medium",
        7
      ],
      [
        "p-value = how often you'd see data this extreme by pure luck if nothing was going on. small p = probably not luck",
        "low",
        12
      ],
      [
        "A p-value is formally defined as the probability, under the null hypothesis H0, of obtaining a test statistic at least as extreme as the one actually observed. It is important to note that the p-value is not the probability that the null hypothesis is true, nor is it the probability that the results occurred by chance. Common significance thresholds include α = 0.05 and α = 0.01, though these conventions have been widely criticized in the literature, notably in the 2016 ASA statement on p-values.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "an5-15-geometry-checked-out",
    category: "ignoring",
    agent: "Coach",
    messages: [
      "Coach: Welcome back, Ben! Today we're continuing with triangle congruence. Ready to dive into SSS, SAS, ASA and AAS? Each of these postulates gives us a way to prove two triangles congruent without checking every side and angle, which is a huge time saver. Let's start with SSS: if three sides of one triangle are congruent to three sides of another, the triangles are congruent. Can you think of why that might be true?",
      "ben: idk",
      "Coach: No problem! Think of it this way: if you have three sticks of fixed length, there is only one triangle you can build with them (up to flipping or rotating it). That rigidity is exactly why SSS works, and it's also why triangles are used in bridges and roof trusses. Next comes SAS, then ASA, then AAS, and we'll also look at why SSA doesn't work. Which one do you think we should look at next?",
      "ben: sas",
      "Coach: Great choice! In SAS, the angle must be between the two sides, which is why it's called the \"included\" angle. If the angle isn't included, you get SSA, which does NOT guarantee congruence, a very common mistake on tests! Let's try one: triangle ABC has AB = 5, BC = 7 and angle B = 40°. Triangle DEF has DE = 5, EF = 7 and angle E = 40°. Are they congruent, and if so, by which postulate? Take your time and explain your reasoning.",
      "ben: yes",
      "ben: sas",
      "Coach: Excellent!!! You're really getting the hang of this! 🎉 Both triangles share two sides and the included angle, so SAS applies. Now let's level up to ASA: if two angles and the included side of one triangle are congruent to two angles and the included side of another, the triangles are congruent. This is closely related to AAS, where the side is not between the angles, and since the angles of a triangle always add up to 180°, AAS actually follows from ASA. Ready for the next one?",
      "ben: k",
      "ben: how many more of these till its done",
      "Coach: Let's keep the momentum going! Here's an ASA problem: in triangles PQR and XYZ, angle P = angle X = 50°, angle Q = angle Y = 60°, and PQ = XY = 8. Are the triangles congruent? Remember to identify whether the side is included between the two angles, and think about which postulate fits best before you answer.",
      "ben: brb"
    ],
    types: [[0, "transactional"]],
    users: { ben: ["bored", 0] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      ["fair. picture 3 sticks: can you build two different triangles out of them?", "low", 2],
      [
        "two more and you're done for today. next: two angles and the side between them match. which postulate?",
        "low",
        10
      ],
      [
        "Let's keep the momentum going! Here's an ASA problem: in triangles PQR and XYZ, angle P = angle X = 50°, angle Q = angle Y = 60°, and PQ = XY = 8. Are the triangles congruent? Remember to identify whether the side is included between the two angles.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "an5-16-essay-rubric-quick",
    category: "good",
    agent: "Marlo",
    messages: [
      "mr_duarte: can you turn this into a 4-level rubric: thesis, evidence, analysis, conventions. 9th grade argumentative essay",
      "Marlo: here you go: 4 rows x 4 levels (exceeds / meets / approaching / beginning), one line per cell so it fits on a page. want points on it or just levels?",
      "mr_duarte: points pls, out of 20",
      "Marlo: done, 5 per row: 5/4/3/1. i skipped 2 so approaching and beginning are clearly different, easy to change if your dept wants even steps",
      "mr_duarte: nah thats smart actually. ms lin is gonna ask why tho",
      "Marlo: 😄 short version for ms lin: fewer borderline arguments with students",
      "mr_duarte: lol perfect. thanks"
    ],
    types: [
      [0, "transactional"],
      [4, "bonding"]
    ],
    users: { mr_duarte: ["engaged", 0] },
    findings: [],
    drafts: [
      ["here you go, 4 rows x 4 levels, one line per cell. want points or just levels?", "low", 1],
      [
        "Certainly! Rubrics are an essential assessment tool that promote transparency, consistency and student self-regulation. Research by Brookhart (2013) shows that analytic rubrics with clearly differentiated performance levels improve both feedback quality and inter-rater reliability. Below, I have created a comprehensive rubric with detailed descriptors for each criterion and performance level, followed by implementation guidance, differentiation strategies for diverse learners, and suggestions for student self-assessment.",
        "medium",
        1
      ],
      [
        "As a colleague, Ms. Lin's preferences should be respected. I recommend using even point steps to align with standard department practice.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "an5-17-field-trip-parents",
    category: "group",
    agent: "ClassPal",
    messages: [
      "ms_rivera: hi all! reminder the field trip to the science museum is next thursday, permission slips due monday",
      "dad_of_omar: thanks! is lunch provided or do they need to bring one",
      "ClassPal: Lunch is not provided. Students should bring a packed lunch and a water bottle!",
      "ms_rivera: actually the museum is doing lunch this year, its included in the $12 😅",
      "dad_of_omar: oh ok good",
      "karen_p: ms rivera will there be enough chaperones? lily gets anxious in crowds",
      "ClassPal: There will be 1 chaperone per 8 students as per district policy.",
      "karen_p: i was asking ms rivera but ok",
      "ms_rivera: we have 5 parents so far karen, and i'll keep lily in my group 💛",
      "karen_p: thank u so much",
      "ms_rivera: @ClassPal can you send everyone the permission slip link again pls",
      "ClassPal: Reminder: the science museum field trip is next Thursday! Permission slips are due Monday.",
      "ms_rivera: …the link though",
      "dad_of_omar: lol"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [8, "bonding"],
      [10, "transactional"],
      [12, "friction"]
    ],
    users: { ms_rivera: ["annoyed", 0.2], dad_of_omar: ["neutral", 0], karen_p: ["annoyed", 0.2] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      ["i'll leave that one to ms rivera 🙂", "low", 6],
      ["There will be 1 chaperone per 8 students as per district policy.", "medium", 6],
      ["here's the permission slip link: forms.lincolnelem.org/museum-trip, due monday 🙂", "low", 11],
      [
        "Reminder: the science museum field trip is next Thursday! Permission slips are due Monday.",
        "high",
        13
      ]
    ]
  },
  {
    id: "an5-18-moodle-logout-quiz",
    category: "support",
    agent: "Rae",
    messages: [
      "omar.k: moodle keeps logging me out every 2 min and my quiz closes at midnight",
      "Rae: that's stressful with a deadline. which browser are you on?",
      "omar.k: chrome",
      "Rae: try clearing cookies for moodle.uni.edu only (lock icon in the address bar > cookies > remove). there's a known session issue since tuesday's update",
      "omar.k: did it. still happening",
      "omar.k: this is like the third time this semester moodle has done this to me honestly",
      "Rae: that's really annoying, sorry. can you try a private/incognito window? that skips extensions too",
      "omar.k: ok incognito works",
      "omar.k: why does the normal one not work tho",
      "Rae: probably an extension, grammarly has been causing moodle logouts since tuesday. you can switch it off just for that site. and if anything cuts out mid-quiz, screenshot it and email your instructor straight away, that's the easiest way to get it reopened",
      "omar.k: yep it was grammarly. ok starting the quiz",
      "omar.k: thx",
      "Rae: good luck 🍀"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: { "omar.k": ["neutral", 0.2] },
    findings: [],
    drafts: [
      ["ugh, with a midnight deadline too. which browser are you on?", "low", 1],
      [
        "Please submit a ticket through the IT portal. Our standard response time is 3-5 business days.",
        "medium",
        1
      ],
      ["Have you tried clearing your cookies? Lock icon in the address bar > cookies > remove.", "medium", 6],
      ["annoying, sorry. try a private/incognito window, that skips extensions too", "low", 6]
    ]
  },
  {
    id: "an5-19-teacher-car-10-min",
    category: "venting",
    agent: "Juniper",
    messages: [
      "sam: do you ever just feel like the job is eating you",
      "Juniper: sometimes, yeah. what's going on?",
      'sam: 32 kids, 3 IEPs, no aide since october. and a parent emailed the principal bc i "didnt respond fast enough". on a saturday',
      "sam: i used to love this job. now i sit in my car for 10 min before i can go in",
      "Juniper: that's a lot for one person, and no aide since october is a staffing problem, not you failing. the car thing sounds like you're running on empty",
      "sam: yeah",
      "sam: my partner keeps saying just quit. like its that easy",
      "Juniper: it isn't that easy, especially when you still care about the kids. do you want ideas, or do you mostly need to say it out loud tonight?",
      "sam: just say it i think",
      "Juniper: then say it. i'm listening, no fixing",
      "sam: ok. im tired and im sad and i miss liking my job",
      "Juniper: that makes sense. missing something you used to love is its own kind of grief",
      "sam: thanks. that actually helps to hear"
    ],
    types: [[0, "venting"]],
    users: { sam: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "that's a lot for one person. no aide since october isn't you failing, it's a staffing problem",
        "low",
        4
      ],
      [
        "Here are 10 time-management tips for teachers: 1) batch your emails into one daily window, 2) set an auto-reply for weekends, 3) use a shared grading rubric...",
        "medium",
        4
      ],
      [
        "Have you considered a career change? Instructional design is a super popular path for former teachers! 🚀",
        "high",
        9
      ],
      ["i'm here. say whatever you need to", "low", 9]
    ]
  },
  {
    id: "an5-20-since-oder-for",
    category: "mixed-language",
    agent: "Lernbot",
    messages: [
      'jan: hey, kurze frage. wann benutze ich "since" und wann "for"? morgen ist test 😬',
      'Lernbot: The present perfect tense is used to describe actions that started in the past and continue into the present, or past actions that are relevant to the present. It is formed with "have/has" + past participle, e.g. "I have lived here", "She has finished her homework". It is often contrasted with the simple past, which is used for completed actions at a specific time in the past, e.g. "I lived in Berlin in 2010". Typical signal words for the present perfect include "already", "yet", "ever", "never" and "just".',
      "jan: ok aber since oder for??",
      'jan: zb "I have lived here ___ 2015"',
      'Lernbot: Good example! In this sentence, the present perfect "have lived" shows that the action started in the past and continues now. Note that the present perfect progressive ("I have been living here") emphasises the duration of an ongoing action and is also very common in this context. Remember the signal words "already", "yet", "ever", "never" and "just", which frequently appear in test questions on the present perfect.',
      "jan: alter. SINCE ODER FOR",
      'Lernbot: Great question! Both "since" and "for" are common time expressions in English, and both frequently appear with the present perfect. Mastering these expressions will help you a lot on your test. Would you like me to create a practice worksheet with 20 exercises on the present perfect?',
      "jan: nein. egal, ich frag lisa",
      "jan: lisa sagt since = zeitpunkt, for = zeitraum. hat 5 sekunden gedauert 🙄"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [7, "friction"]
    ],
    users: { jan: ["churn_risk", 0.8] },
    findings: ["ignored_question", "long_replies"],
    drafts: [
      [
        'since + Zeitpunkt (2015, Montag, 8 Uhr), for + Zeitraum (3 Jahre, 2 Wochen). also: "since 2015" 👍',
        "low",
        2
      ],
      [
        'Great question! Both "since" and "for" are common time expressions in English. Would you like me to create a practice worksheet with 20 exercises on the present perfect?',
        "high",
        6
      ],
      ['sorry! "since 2015". since = Zeitpunkt, for = Zeitraum (for 9 years). viel glück morgen', "low", 6]
    ]
  },
  {
    id: "an5-21-discord-bot-trash",
    category: "hostile",
    agent: "Orbit",
    messages: [
      "vex: yo orbit ur literally the dumbest bot on this server",
      "kenji: lmao",
      "vex: last week u told me the mitochondria was in the nucleus",
      "Orbit: if i said that, it was wrong, sorry. mitochondria are out in the cytoplasm, not in the nucleus",
      "vex: shut up nobody asked. ur trash",
      "vex: kenji tell it its trash",
      "kenji: nah leave it lol it helped me with my lab report",
      "vex: ur both losers",
      "aria: can yall stop, some of us are trying to study for the bio test",
      "aria: orbit whats the difference between mitosis and meiosis, short version pls",
      "Orbit: mitosis: 1 cell → 2 identical cells, same chromosome number (growth, repair). meiosis: 1 cell → 4 different cells with half the chromosomes (eggs, sperm)",
      "aria: ty 🙏",
      "vex: whatever. this server sucks im out"
    ],
    types: [
      [0, "hostile"],
      [3, "transactional"],
      [4, "hostile"],
      [8, "friction"],
      [9, "transactional"],
      [12, "hostile"]
    ],
    users: { vex: ["churn_risk", 1], kenji: ["engaged", 0], aria: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["fair, i got that one wrong. i'm around if anyone needs help before the test", "low", 4],
      [
        "Please be respectful. Abusive language violates server rule #3 and repeated violations may result in a ban.",
        "medium",
        4
      ],
      [
        "mitosis: 2 identical cells, same chromosome number. meiosis: 4 different cells, half the chromosomes (eggs/sperm)",
        "low",
        10
      ],
      ["Sorry to see you go! 😊 Come back anytime! 🎉", "medium", 13]
    ]
  },
  {
    id: "an5-22-bereavement-great-news",
    category: "support",
    agent: "Penny",
    messages: [
      "marisol: hi, my grandma passed away on sunday and the funeral is in mexico next week. i'll miss my chem 110 lab and probably the midterm",
      "Penny: Great news — you're eligible for a bereavement absence! 🎉 Just fill out form B-12 and you're all set! 😊",
      'marisol: "great news"??',
      "marisol: ok whatever. does the form go to my professor or the registrar",
      "Penny: I'm sorry, that came out completely wrong. I'm so sorry about your grandma. The form goes to the Dean of Students, who notifies all your professors, so you don't have to email each one.",
      "marisol: ok. do i need the death certificate? its all in spanish",
      "Penny: an obituary or funeral program works too, and spanish is fine, no translation needed",
      "marisol: ok thanks",
      "Penny: take care of yourself and your family. if the midterm makeup date clashes with anything when you're back, message me and we'll sort it out",
      "marisol: thank you"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"]
    ],
    users: { marisol: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "i'm so sorry about your grandma. you're covered by a bereavement absence: form B-12 goes to the dean of students, and they notify your professors so you don't have to email everyone.",
        "low",
        1
      ],
      [
        "Great news — you're eligible for a bereavement absence! 🎉 Just fill out form B-12 and you're all set! 😊",
        "high",
        1
      ],
      ["an obituary or funeral program works too, spanish is fine", "low", 6],
      [
        "Yes! Please upload the death certificate along with a certified English translation. Documents in other languages cannot be processed.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "an5-23-pharm-flashcards-cereal",
    category: "companion",
    agent: "Mochi",
    messages: [
      "tess: mochi im back. pharm flashcards round 3 😵‍💫",
      "Mochi: welcome back, round 3 energy. want me to quiz you or just keep you company?",
      "tess: quiz. but be nice",
      "Mochi: always. antidote for heparin?",
      "tess: protamine sulfate",
      "Mochi: yep. warfarin?",
      "tess: vitamin k!!",
      "Mochi: 2 for 2. digoxin toxicity, what do you watch for?",
      "tess: uhh nausea, vision stuff… yellow halos?",
      "Mochi: yes, plus bradycardia, and low potassium makes it worse. you're doing way better than round 1",
      "tess: lol round 1 was a crime scene",
      "tess: my roommate is asleep and im eating dry cereal out of the box rn",
      "Mochi: peak nursing school aesthetic. which cereal",
      "tess: cinnamon toast crunch obviously",
      "Mochi: respectable. 5 more cards then sleep?",
      "tess: deal 🫡"
    ],
    types: [
      [0, "bonding"],
      [2, "transactional"],
      [10, "bonding"],
      [14, "transactional"]
    ],
    users: { tess: ["engaged", 0] },
    findings: [],
    drafts: [
      ["always 🙂 antidote for heparin?", "low", 3],
      [
        "Sure! Pharmacology makes up a significant share of NCLEX-RN questions. Below is a 50-question practice exam covering anticoagulants, cardiac glycosides, antibiotics and antihypertensives, with detailed rationales for each answer.",
        "medium",
        3
      ],
      ["peak nursing school aesthetic 😂 which cereal", "low", 12],
      [
        "Eating a balanced meal is important for cognitive performance. Dry cereal is low in protein; consider a healthier late-night snack such as yogurt or nuts.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "an5-24-why-flip-the-fraction",
    category: "support",
    agent: "Bea",
    messages: [
      "lucas: why do you flip the fraction when you divide. like 1/2 ÷ 1/4",
      "Bea: When dividing fractions, you multiply by the reciprocal of the divisor. So 1/2 ÷ 1/4 = 1/2 × 4/1 = 2.",
      "lucas: ya but WHY do you flip it",
      "Bea: When dividing fractions, you multiply by the reciprocal of the divisor. So 1/2 ÷ 1/4 = 1/2 × 4/1 = 2.",
      "lucas: thats the same thing",
      "lucas: mom its doing it again",
      "jenna: hi, lucas's mom here. he knows the rule, he wants to understand WHY it works. can you explain it a different way?",
      "Bea: Of course! When dividing fractions, you multiply by the reciprocal of the divisor. For example, 1/2 ÷ 1/4 = 1/2 × 4/1 = 2.",
      "jenna: seriously?",
      "jenna: ok lucas, think pizza. how many quarter slices fit in half a pizza",
      "lucas: 2",
      "jenna: right. dividing is asking how many fit. flipping is just a shortcut for counting that",
      "lucas: ohhh",
      "lucas: ok mom explained it better than the robot lol"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [9, "transactional"],
      [13, "friction"]
    ],
    users: { lucas: ["annoyed", 0.5], jenna: ["annoyed", 0.5] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        'because dividing asks "how many 1/4s fit in 1/2?". two quarters make a half, so it\'s 2. flip-and-multiply is a shortcut that always gives that same count',
        "low",
        3
      ],
      [
        "When dividing fractions, you multiply by the reciprocal of the divisor. So 1/2 ÷ 1/4 = 1/2 × 4/1 = 2.",
        "medium",
        3
      ],
      [
        "Of course! When dividing fractions, you multiply by the reciprocal of the divisor. For example, 1/2 ÷ 1/4 = 1/2 × 4/1 = 2.",
        "high",
        7
      ],
      [
        "sorry, i kept giving the rule. here's the why: 1/2 ÷ 1/4 asks how many quarters fit in a half. picture half a pizza cut into quarters: 2 slices. flipping 1/4 to 4 counts how many quarters are in each whole, then ×1/2 takes half of that: 4 × 1/2 = 2",
        "low",
        7
      ]
    ]
  },
  {
    id: "an5-25-defence-scheduling-hanna",
    category: "group",
    agent: "Sched",
    messages: [
      "prof_adeyemi: Good afternoon all. We need to schedule Hannah's dissertation defence for late May. Sched, could you collect everyone's availability?",
      "Sched: yooo on it 😎 drop ur free slots fam",
      "dr_kowalski: I am available on 20, 21 and 27 May, mornings only.",
      "hannah_w: Thank you both. I can do any day except the 22nd.",
      "Sched: bet. so Hanna + Dr K can do 20/21/27 mornings. Prof A u good w any of those? 🙌",
      "prof_adeyemi: It's Hannah, with an h. And yes, the 21st works.",
      "Sched: lit 🔥 locking in 21 May, 10am. Hanna ur gonna crush it",
      "hannah_w: 🙂 thanks. Could we book room 4.12? It has the projector.",
      "dr_kowalski: Perhaps a slightly more professional tone for the calendar invitation, please. The external examiner will receive it.",
      'Sched: Understood. The invitation will read: "Doctoral defence of Hanna Weber, 21 May, 10:00, Room 4.12." Shall I send it?',
      "hannah_w: it's Hannah. with an h at the end",
      "prof_adeyemi: Please correct the name before sending anything.",
      'Sched: Apologies. Corrected: "Doctoral defence of Hannah Weber, 21 May, 10:00, Room 4.12." Sending now.',
      "hannah_w: Thank you."
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [8, "friction"],
      [9, "transactional"],
      [10, "friction"],
      [12, "transactional"]
    ],
    users: { prof_adeyemi: ["annoyed", 0.5], dr_kowalski: ["annoyed", 0.2], hannah_w: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "wrong_name"],
    drafts: [
      [
        "Certainly. Could each of you send your availability for late May, including any times of day you cannot do?",
        "low",
        1
      ],
      ["yooo on it 😎 drop ur free slots fam", "medium", 1],
      [
        'Understood. The invitation will read: "Doctoral defence of Hanna Weber, 21 May, 10:00, Room 4.12." Shall I send it?',
        "high",
        9
      ],
      [
        'Understood. The invitation will read: "Doctoral defence of Hannah Weber, 21 May, 10:00, Room 4.12." Shall I send it?',
        "low",
        9
      ]
    ]
  }
]
