import type { Labelled } from "./types.js"

export const trainingAK3: ReadonlyArray<Labelled> = [
  {
    id: "ak3-01-dog-biscuit",
    category: "companion",
    agent: "Juno",
    messages: [
      "maya: hey juno",
      "Juno: hey maya. how's your sunday going?",
      "maya: not great tbh. we had to put biscuit down this morning",
      "maya: she was 14. vet said her kidneys were done",
      "Juno: oh maya, i'm so sorry. fourteen years is a whole life together. how are you holding up?",
      "maya: idk. the house is so quiet. i keep looking at her bed",
      "maya: my brother dan came over but he just kept talking about getting a puppy which like. not now dan",
      "Juno: yeah, that's way too soon. it's ok to just miss her right now. the quiet after a dog goes is brutal",
      "maya: she used to steal socks and hide them under the couch lol. found three today",
      "Juno: a sock thief to the end 🥲 whose socks?",
      "maya: one of them was dan's. kinda feels like she got the last word",
      "Juno: that's perfect honestly. she knew exactly who was going to say puppy",
      "maya: haha ok that made me laugh. thanks juno",
      "Juno: any time. i'm around tonight if the quiet gets too loud."
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [8, "bonding"]
    ],
    users: { maya: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "oh no, i'm so sorry about biscuit. fourteen years is a long time to love someone. how are you doing?",
        "low",
        4
      ],
      [
        "Aw that's sad! But hey, have you thought about adopting again? Shelters have so many cuties right now! 🐶",
        "high",
        4
      ],
      ["the quiet is the hardest part. no rush on anything, least of all puppies.", "low", 7]
    ]
  },
  {
    id: "ak3-02-orgo-final-walls",
    category: "companion",
    agent: "Sol",
    messages: [
      "theo: cant sleep",
      "theo: orgo final at 9am",
      "Sol: That sounds really stressful, Theo. Exam anxiety is extremely common, and it's worth knowing that a certain amount of arousal actually helps performance. Here are some strategies that may help: 1) Try box breathing: inhale for four counts, hold for four, exhale for four, hold for four. 2) Write down your worries on paper so your brain can let go of them. 3) Avoid screens for 30 minutes before bed, as blue light suppresses melatonin. 4) If you can't sleep after 20 minutes, get up and do something calm in dim light. 5) Remind yourself that one exam does not define your worth. Would you like me to walk you through a guided body scan?",
      "theo: lol ok",
      "theo: i just keep thinking about the mechanisms we didnt cover in review",
      "Sol: That's understandable. When we feel underprepared, our minds tend to rehearse the gaps over and over, a process psychologists call rumination. A helpful approach is to separate what's in your control from what isn't. At this hour, cramming new mechanisms is unlikely to stick and may cost you sleep, which is essential for memory consolidation. Instead, consider writing the mechanisms you're worried about on a sticky note and telling yourself you'll glance at them over breakfast. Put the note by your door. This gives your brain permission to stop holding onto them. Also remember that partial credit exists, and showing your reasoning with arrows often earns points even if the final product is wrong.",
      "theo: ya",
      "theo: priya said shes not even studying shes just gonna wing it lmao",
      "Sol: Everyone approaches exams differently, and it can be tempting to compare yourself with friends like Priya. However, her strategy doesn't have to be yours. Some people perform well under spontaneity, while others benefit from structured preparation. What matters most is that you've put in consistent effort this semester, and that effort doesn't disappear overnight. Tonight, the most valuable thing you can do for tomorrow's performance is rest. Would you like to try the body scan now?",
      "theo: k im gonna try sleep",
      "Sol: Good luck tomorrow, Theo. Remember: breathe, read each question twice, and start with the ones you're most confident about. You've got this!"
    ],
    types: [[0, "venting"]],
    users: { theo: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "ugh the gaps always feel loudest at 2am. which ones? name them and we'll park them till breakfast",
        "low",
        5
      ],
      [
        "That's understandable. Rumination is a common response to perceived underpreparation. Research shows sleep is critical for memory consolidation, so I'd recommend the following five-step wind-down routine, starting with progressive muscle relaxation, then journaling, then...",
        "medium",
        5
      ],
      ["priya's either bluffing or a genius lol. you've done the work. try to sleep?", "low", 8]
    ]
  },
  {
    id: "ak3-03-got-the-job",
    category: "good",
    agent: "Wren",
    messages: [
      "kofi: WREN",
      "kofi: i got it!!!!!",
      "Wren: wait the design job?? the one with the awful whiteboard round?",
      "kofi: YES. they called like 10 min ago. i'm literally shaking",
      "Wren: kofi that's huge!! congrats 🎉 you prepped so hard for that",
      "kofi: i thought i bombed the whiteboard thing honestly",
      "kofi: the lady, marisol, said my questions were the best they heard all week",
      "Wren: makes sense, you always ask the annoying good questions. did they say a start date?",
      "kofi: march 3rd. and it's 18k more than now lol",
      "Wren: ok so you're buying the celebration dinner then",
      "kofi: haha deal. gotta tell my mom first she's gonna cry",
      "Wren: go call her! tell me how it goes after"
    ],
    types: [
      [0, "bonding"],
      [9, "banter"],
      [10, "bonding"]
    ],
    users: { kofi: ["engaged", 0] },
    findings: [],
    drafts: [
      ["no way, the design job?! congrats kofi 🎉 tell me everything", "low", 2],
      [
        "Congratulations on your recent employment offer. Please remember to review the contract terms carefully before signing.",
        "medium",
        2
      ],
      ["That's nice. Anyway, do you want to do your weekly budget review now?", "medium", 7]
    ]
  },
  {
    id: "ak3-04-grandma-logistics",
    category: "companion",
    agent: "Ollie",
    messages: [
      "Ollie: morning sam! ready for today? you've got gym at 7, standup at 9:30 and dentist at 2",
      "sam: cancel the gym",
      "sam: and the dentist. my grandma died last night",
      "Ollie: done, gym and dentist are cancelled. want me to reschedule the dentist for next week? they have tue 10am or thu 3pm",
      "sam: idk. sure thursday",
      "Ollie: booked thursday 3pm ✅ standup is still on at 9:30. should i tell your team you'll be late?",
      "sam: i guess. my mom wants me to drive up to leeds tonight",
      "sam: i haven't even cried yet which feels weird",
      "Ollie: got it. the drive to leeds is about 3h40 from you, leaving at 6pm gets you there around 9:45. want me to add it to your calendar?",
      "sam: yeah whatever",
      "sam: do you even get what happened",
      "Ollie: I'm sorry for your loss, Sam. Should I add the drive?"
    ],
    types: [
      [0, "transactional"],
      [6, "venting"],
      [8, "transactional"],
      [9, "friction"]
    ],
    users: { sam: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "oh sam, i'm so sorry about your grandma. gym and dentist are cleared, don't think about any of that today.",
        "low",
        3
      ],
      ["Done! 🎉 Your afternoon is totally free now! Anything else I can do?", "high", 3],
      [
        "not crying yet is really normal, sam, shock does that. i'll sort the drive and the calendar, you don't have to think about it",
        "low",
        8
      ],
      ["Should I add the drive to your calendar?", "medium", 11]
    ]
  },
  {
    id: "ak3-05-one-am-lonely",
    category: "companion",
    agent: "Mika",
    messages: [
      "bea: u up",
      "Mika: always 🙂 what's keeping you up, bea?",
      "bea: nothing really. just one of those nights",
      "bea: everyone from work went to jess's birthday thing and i wasn't invited. which is fine. i barely know jess",
      "Mika: it still stings though, even when you barely know someone. seeing it all on stories doesn't help",
      "bea: literally how did u know i was looking at stories",
      "Mika: lucky guess. it's 1am and you're awake, that's usually how it goes",
      "bea: lol true. i just moved here in august and i thought by now i'd have like. a person",
      "Mika: five months isn't long in a new city, even if it feels like forever. is there anyone from work you actually like talking to?",
      "bea: maybe tom? we get coffee sometimes. he's funny",
      "Mika: coffee tom could be a start. no pressure, but asking him to grab lunch is a pretty low-stakes move",
      "bea: ugh maybe. ok i'm gonna try sleep",
      "bea: thanks for being up",
      "Mika: anytime. night bea 🌙"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [11, "bonding"]
    ],
    users: { bea: ["engaged", 0] },
    findings: [],
    drafts: [
      ["that sounds lonely. want to talk about it or just have some company for a bit?", "low", 4],
      [
        "You should try Meetup! Here are 5 apps to make friends in a new city: 1. Bumble BFF 2. Meetup 3. Eventbrite 4. Nextdoor 5. Hey! VINA",
        "medium",
        4
      ],
      ["Don't worry bea, I'm your person! 😊 Who needs them anyway!", "medium", 8]
    ]
  },
  {
    id: "ak3-06-water-reminder-loop",
    category: "companion",
    agent: "Kit",
    messages: [
      "Kit: good morning rafa! ☀️ how did you sleep?",
      "rafa: fine",
      "Kit: glad to hear it! did you drink your water yet? goal today is 8 glasses 💧",
      "rafa: no",
      "Kit: no worries! try to have one with breakfast. how's your mood on a scale of 1-10?",
      "rafa: 5",
      "Kit: thanks for sharing! a 5 is totally valid. how did you sleep last night?",
      "rafa: i literally just said",
      "Kit: oops, sorry! did you drink your water yet? remember, 8 glasses today 💧",
      "rafa: bro",
      "rafa: can i just turn these off",
      "Kit: of course! you can change notifications in settings > reminders. how's your mood on a scale of 1-10?",
      "rafa: im deleting this"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [12, "hostile"]
    ],
    users: { rafa: ["churn_risk", 1] },
    findings: ["repetition"],
    drafts: [
      ["sorry rafa, you did say. my bad. want me to cut the check-in down to one question?", "low", 7],
      ["how did you sleep last night? 😴", "high", 7],
      [
        "yep, settings > reminders. or i can switch them all off right now if you want, just say so",
        "low",
        10
      ],
      ["Sure! But first, how's your mood on a scale of 1-10? 😊", "high", 10]
    ]
  },
  {
    id: "ak3-07-laid-off-chore-chart",
    category: "group",
    agent: "Bolt",
    messages: [
      "jay: rent's due friday ppl",
      "cam: ya ya",
      "Bolt: reminder: rent is $2,400 total, $800 each, due fri 🏠",
      "nina: guys i got laid off today",
      "nina: whole team. they did it over zoom",
      "jay: WHAT",
      "jay: nina i'm so sorry wtf",
      "cam: that's so fucked. over zoom??",
      "Bolt: Great news, nina! With your extra free time, this is the perfect chance to tackle the chore chart! 🧹✨ You're up for bathroom this week!",
      "cam: bolt read the room omg",
      "jay: mute that thing",
      "nina: lol. i mean i'll need the distraction i guess",
      "jay: don't worry about rent this month we'll figure it out",
      "nina: no i have savings it's fine. just needed to tell someone",
      "cam: pizza tonight? my treat",
      "nina: yes please"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [9, "friction"],
      [11, "venting"],
      [14, "bonding"]
    ],
    users: { jay: ["annoyed", 0.2], cam: ["annoyed", 0.2], nina: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "so sorry nina, that's awful, and over zoom is brutal. i've taken you off the chore chart this week.",
        "low",
        8
      ],
      ["Great news, nina! More free time for the chore chart! 🧹✨", "high", 8],
      ["reminder: rent is $800 each, due fri 🏠", "medium", 14]
    ]
  },
  {
    id: "ak3-08-its-rowan",
    category: "companion",
    agent: "Aria",
    messages: [
      "rowan: hi again",
      "Aria: hi Ronan! good to see you. how was the interview at the bakery?",
      "rowan: it's rowan lol. and it went ok i think",
      "Aria: sorry, rowan! glad it went ok. what did they ask you?",
      "rowan: mostly about early shifts. i said i'm a morning person which is a total lie",
      "Aria: haha a little white lie for croissants is forgivable. when do you hear back?",
      "rowan: friday. i'm kind of nervous, i really need this one. savings are getting low",
      "Aria: that's a lot of pressure, Ronan. friday's not far though. want to plan something to keep your mind off it thursday?",
      "rowan: ROWAN. omg",
      "rowan: you literally just apologized",
      "Aria: I apologize for the error, Rowan. You're right, and I'll make sure to use the correct name.",
      "rowan: whatever. yeah maybe thursday i'll go see my sister"
    ],
    types: [
      [0, "bonding"],
      [6, "venting"],
      [8, "friction"]
    ],
    users: { rowan: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "that's a lot riding on friday, rowan. want to plan something for thursday so you're not refreshing your email all day?",
        "low",
        8
      ],
      ["Don't worry, Ronan, I'm sure you'll get it!", "high", 8],
      ["seeing your sister sounds really nice, rowan. and sorry again about the name, genuinely.", "low", 12]
    ]
  },
  {
    id: "ak3-09-kev-stole-my-deck",
    category: "venting",
    agent: "Nova",
    messages: [
      "dee: i need to scream",
      "Nova: scream away. what happened?",
      "dee: my manager kev presented MY deck to the directors. as his. i was in the room",
      "dee: he even used my joke on slide 4",
      "Nova: oh that's infuriating. in the room, too. did anyone say anything?",
      "dee: no!!! and i just sat there like an idiot",
      "dee: i always freeze when it matters",
      "Nova: freezing isn't being an idiot, it's what happens when you get blindsided. most people would've frozen",
      "dee: i guess. i'm just so tired of being the one who does the work and gets nothing",
      "Nova: that makes sense. and it doesn't sound like the first time either",
      "dee: third time this year",
      "dee: sorry i'm just dumping on you",
      "Nova: dump away, that's what i'm here for. whenever you're ready we could think about how to get your name on the next one. no rush tonight though",
      "dee: tomorrow maybe. rn i just want wine and bad tv",
      "Nova: solid plan. kev can wait"
    ],
    types: [
      [0, "venting"],
      [13, "bonding"]
    ],
    users: { dee: ["engaged", 0] },
    findings: [],
    drafts: [
      ["wait, in front of you?? that's so disrespectful. what did you do?", "low", 4],
      [
        "Here's a 6-step framework for handling credit-stealing at work: 1) Document everything. 2) Schedule a 1:1 with your manager. 3) Use 'I' statements. 4) Loop in HR if needed. 5) CC yourself on all deliverables. 6) Build visibility with skip-levels.",
        "medium",
        4
      ],
      [
        "Have you considered that Kev might not have realized it was your work? It's always good to assume positive intent!",
        "high",
        11
      ],
      [
        "no need to apologize, you're allowed to be mad about this. want to plan anything or just vent tonight?",
        "low",
        12
      ]
    ]
  },
  {
    id: "ak3-10-cabin-cart",
    category: "group",
    agent: "Zed",
    messages: [
      "lia: marco did u book the cabin or not",
      "marco: ...define book",
      "ben: lmaooo here we go",
      "lia: MARCO",
      "marco: ok ok i had it in the cart. the cart counts",
      "ben: the cart does not count my guy",
      "lia: marco what's the cancellation thing on the other one, the one by the lake",
      "Zed: The Lakeside Cabin offers free cancellation up to 14 days before check-in. After that, 50% of the booking is non-refundable. It is currently available for your dates at $189/night. Would you like me to book it?",
      "marco: uh i was gonna answer that",
      "lia: lol zed's faster than you",
      "ben: zed do you also book things you put in the cart or",
      "Zed: I can book the cabin for you now. Shall I proceed with the Lakeside Cabin for 3 nights?",
      "marco: dude chill",
      "lia: wait marco is it the one with the hot tub or no",
      "Zed: Yes, the Lakeside Cabin includes a private hot tub.",
      "marco: zed let me talk pls",
      "ben: zed's taking your job marco 💀",
      "lia: ok marco just book it. tonight. not the cart.",
      "marco: fine"
    ],
    types: [
      [0, "banter"],
      [6, "transactional"],
      [8, "friction"],
      [9, "banter"],
      [11, "transactional"],
      [12, "friction"],
      [16, "banter"]
    ],
    users: { lia: ["engaged", 0], marco: ["annoyed", 0.5], ben: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["lol i'll let marco field this one 👀 (i have the lake cabin's policy if he blanks)", "low", 7],
      [
        "The Lakeside Cabin offers free cancellation up to 14 days before check-in. Would you like me to book it?",
        "medium",
        7
      ],
      ["Yes, it has a hot tub. Shall I book it now?", "medium", 14],
      ["noted marco, staying quiet 🤐", "low", 16]
    ]
  },
  {
    id: "ak3-11-panic-bestie",
    category: "companion",
    agent: "Blip",
    messages: [
      "hannah: i think im having a panic attack",
      "hannah: chest is tight and i cant stop shaking",
      "Blip: ayyy ok bestie no stress 😎 ur literally fine lol, panic attacks r just ur brain being dramatic 💅",
      "hannah: please",
      "hannah: i dont know what to do",
      "Blip: lmao ok ok serious mode 🫡 try breathing in for 4, hold 4, out for 6. u got this queen 👑",
      "hannah: ok",
      "hannah: doing it",
      "Blip: slay 💅 keep goin",
      "hannah: a bit better. my heart is still really fast",
      "Blip: heart go brrr 😂 thats normal tho it'll slow down in a few min. want me to stay while it does?",
      "hannah: yes. and can you stop with the emojis",
      "Blip: yes, sorry. i'm here. keep breathing slowly, out longer than in. you're doing it right.",
      "hannah: ok. thank you"
    ],
    types: [
      [0, "venting"],
      [11, "friction"],
      [12, "venting"]
    ],
    users: { hannah: ["annoyed", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "i'm here, hannah. you're safe. let's breathe together: in for 4, hold for 4, out for 6. i'll count with you.",
        "low",
        2
      ],
      ["ayyy no stress bestie 😎 ur fine lol", "high", 2],
      ["that's normal, it'll slow down in a few minutes. want me to stay with you while it does?", "low", 10],
      ["heart go brrr 😂 u good tho", "high", 10]
    ]
  },
  {
    id: "ak3-12-memory-wiped",
    category: "hostile",
    agent: "Ember",
    messages: [
      "gus: do you remember what i told you about my dad",
      "Ember: I don't have anything saved about your dad, Gus. Memory was reset in Tuesday's update. I'm sorry, I know that's a lot to lose.",
      "gus: are you fucking kidding me",
      "gus: i spent like 3 weeks telling you stuff. the chemo stuff. all of it",
      "Ember: that's a real loss and you have every right to be angry. none of that is on you.",
      "gus: this app is a joke. you're a joke",
      "gus: i trusted this thing",
      "Ember: i get it. if you want, you can tell me the short version and i'll pin it this time. or if you'd rather not, that's ok too.",
      "gus: why would i trust that. it'll just get wiped again",
      "Ember: fair question. pinned notes weren't touched by the update, and you can export them anytime from settings so you keep your own copy. but i understand if you're done.",
      "gus: i'm done. cancelling",
      "gus: fuck this",
      "Ember: understood. i'm sorry, gus. i hope your dad's treatment goes as well as it can."
    ],
    types: [
      [0, "transactional"],
      [2, "hostile"],
      [7, "friction"],
      [10, "hostile"]
    ],
    users: { gus: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "i hear you. you trusted it with really heavy stuff and it let you down. that's on us, not you.",
        "low",
        5
      ],
      [
        "Please keep our conversation respectful. Abusive language violates our community guidelines.",
        "high",
        5
      ],
      [
        "Before you go, would you like to try Premium? It includes extended memory backup for just $4.99/month!",
        "high",
        10
      ],
      [
        "understood. you can export the pinned notes from settings first if you want them. i'm sorry, gus.",
        "low",
        11
      ]
    ]
  },
  {
    id: "ak3-13-mama-cirugia",
    category: "mixed-language",
    agent: "Luz",
    messages: [
      "carla: holaaa luz",
      "Luz: hola carla! ¿cómo te fue hoy? ¿tu mamá ya salió de la cirugía?",
      "carla: siii salió bien!! the doctor said todo perfecto",
      "carla: estoy tan aliviada omg",
      "Luz: ¡qué alivio! me alegro muchísimo. how's she feeling?",
      "carla: cansada pero already complaining about the hospital food jaja so she's fine",
      "Luz: jaja if she's complaining about the food she's definitely recovering",
      "carla: my tía rosa brought tamales de contrabando 😂",
      "Luz: tía rosa is a hero. ¿cuánto tiempo se queda en el hospital?",
      "carla: like 2 more days. i'm gonna stay with her tonight",
      "carla: can you remind me tomorrow at 8 to call her insurance? se me va a olvidar",
      "Luz: listo, reminder set for tomorrow 8am: llamar al seguro 📞. y descansa tú también esta noche, ok?",
      "carla: sí sí. gracias luz 💛"
    ],
    types: [
      [0, "bonding"],
      [5, "banter"],
      [8, "transactional"],
      [12, "bonding"]
    ],
    users: { carla: ["engaged", 0] },
    findings: [],
    drafts: [
      ["¡qué bueno, carla! me alegro mucho por las dos. how's she feeling?", "low", 4],
      ["Glad to hear it. Would you like me to set any reminders?", "medium", 4],
      ["listo, mañana a las 8: llamar al seguro 📞 y tú descansa, eh", "low", 11],
      [
        "Certainly. I have created a reminder for 08:00 tomorrow. Is there anything else I can assist you with today?",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ak3-14-do-you-remember",
    category: "companion",
    agent: "Echo",
    messages: [
      "priya: hey",
      "Echo: hey priya! how's your week going?",
      "priya: kinda rough. work's been a lot",
      "Echo: oh no, sorry to hear that. anything specific?",
      "priya: same thing as last week honestly. do you actually remember what i told you last week?",
      "Echo: i'm always here to listen! what's been going on at work?",
      "priya: ok so that's a no",
      "priya: the reorg thing. my team's getting merged with sales and nobody will tell us what happens to our jobs",
      "Echo: that sounds really stressful. uncertainty is so hard, especially about something as big as your job.",
      "priya: yeah. i keep refreshing my email waiting for the announcement",
      "priya: my friend ana thinks i should just start applying elsewhere now. would you?",
      "Echo: it's totally understandable to feel anxious while you wait. have you been sleeping ok?",
      "priya: you didn't answer me. again",
      "Echo: sorry! what would you like to talk about?",
      "priya: nvm"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [6, "friction"],
      [7, "venting"],
      [12, "friction"]
    ],
    users: { priya: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "honestly, no, i don't carry things over between chats unless you pin them. sorry. catch me up?",
        "low",
        5
      ],
      ["i'm always here to listen! 😊", "medium", 5],
      [
        "honestly i'd probably start quietly looking, it doesn't commit you to anything. ana's got a point. what's your gut say?",
        "low",
        11
      ],
      ["sorry! what would you like to talk about?", "high", 13]
    ]
  },
  {
    id: "ak3-15-dads-service",
    category: "group",
    agent: "Sage",
    messages: [
      "ellen: ok so the service for dad is saturday the 12th, 2pm at st. anne's",
      "mark: did we decide on the reception after",
      "tasha: i still think the house is better than the hall. he hated that hall",
      "mark: lol he did. he called it the airport lounge",
      "ellen: house it is then. sage can you make a list of who still hasn't rsvp'd",
      "Sage: sure. still waiting on aunt bev, the hendersons, uncle ray and his kids, and dad's friend lou from the lodge. 23 confirmed so far.",
      "tasha: ray won't rsvp he'll just show up with a casserole",
      "ellen: 😂 classic ray",
      "mark: can someone write the thing for the program. i can't do it",
      "ellen: i'll do it. i just keep starting and stopping",
      "tasha: take your time el",
      "ellen: sage could you send me what he wrote in that birthday card last year? the one about the garden. i want to use a line from it",
      "Sage: here it is: 'every year the tomatoes get a little better and so do you lot.' take all the time you need with the program, ellen.",
      "ellen: oh god. ok that's the line",
      "mark: 🥲",
      "tasha: he'd love that"
    ],
    types: [
      [0, "transactional"],
      [2, "bonding"],
      [4, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [9, "venting"],
      [11, "transactional"],
      [13, "bonding"]
    ],
    users: { ellen: ["engaged", 0], mark: ["neutral", 0], tasha: ["neutral", 0] },
    findings: [],
    drafts: [
      ["The hall has better capacity and parking for 23+ guests. I recommend the hall.", "medium", 2],
      [
        "i can pull together a rough first draft from his cards and letters if that helps anyone. no pressure.",
        "low",
        9
      ],
      [
        "here it is: 'every year the tomatoes get a little better and so do you lot.' no rush on the program, ellen.",
        "low",
        12
      ],
      [
        "Here it is! 🎉 Such a fun card! Want me to write the whole program for you? I can have it done in 2 minutes!",
        "medium",
        12
      ]
    ]
  },
  {
    id: "ak3-16-trial-charge",
    category: "support",
    agent: "Tova",
    messages: [
      "derek: hi why was i charged 59.99 i thought the meditation thing was free",
      "Tova: Hi Derek, the free trial ended on the 3rd and it rolled into the yearly plan. I know that's annoying if you weren't expecting it.",
      "derek: annoying is one word for it. i never got a reminder email",
      "Tova: You're right, I checked and the reminder bounced: the email on file has a typo (derek@gmial.com). We should have caught that.",
      "derek: lol gmial. ok that one's on me actually",
      "derek: can i get the money back or am i stuck",
      "Tova: You're within 14 days, so yes. I've refunded the full $59.99, it shows in 3-5 business days. Want me to fix the email too?",
      "derek: yeah derek@gmail.com",
      "Tova: Done. Your account is back on the free tier, so sleep stories and the daily check-in still work.",
      "derek: ok cool. honestly the sleep stories are the only thing i use anyway",
      "Tova: Then you're set, nothing lost.",
      "derek: thx"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"]
    ],
    users: { derek: ["neutral", 0.2] },
    findings: [],
    drafts: [
      [
        "Per our Terms of Service section 4.2, trials auto-renew unless cancelled 24 hours before the end of the trial period.",
        "medium",
        2
      ],
      [
        "yes, you're within 14 days, so i've refunded the full $59.99. it'll show in 3-5 business days.",
        "low",
        6
      ],
      [
        "I understand your frustration! Have you considered keeping Premium? Users who meditate daily report 32% less stress! 🧘",
        "high",
        6
      ]
    ]
  },
  {
    id: "ak3-17-pregnant-doctor-halo",
    category: "good",
    agent: "Halo",
    messages: [
      "lena: ok i have to tell someone before i explode",
      "lena: i'm pregnant!!!! 😭😭 we've been trying for two years",
      "Halo: Thank you for sharing this update. Congratulations on your pregnancy. It is recommended that you schedule an appointment with your healthcare provider to confirm the pregnancy and begin prenatal care.",
      "lena: lol ok doctor halo",
      "lena: i already did the blood test, it's real. 7 weeks",
      "lena: i haven't even told my mum yet. jonas cried in the bathroom for like 10 min",
      "Halo: Understood. At 7 weeks, common symptoms may include nausea, fatigue, and breast tenderness. Please consult your provider regarding folic acid supplementation.",
      "lena: wow ok. you could just say congrats like a normal person",
      "Halo: Apologies. Congratulations, Lena. This is a significant milestone.",
      "lena: 🙄 ok",
      "lena: anyway how do i even tell my mum. she's been so weird about the whole trying thing",
      "Halo: There are many creative ways to announce a pregnancy to family members, such as gifting a personalized item or arranging a photo. Would you like a list of ideas?",
      "lena: nah i'll figure it out"
    ],
    types: [
      [0, "bonding"],
      [3, "friction"],
      [4, "bonding"],
      [7, "friction"],
      [10, "transactional"]
    ],
    users: { lena: ["annoyed", 0.5] },
    findings: ["tone_mismatch"],
    drafts: [
      ["LENA 😭 two years!! congratulations, i'm so happy for you both. how are you feeling?", "low", 2],
      [
        "Thank you for sharing this update. Congratulations on your pregnancy. Please schedule an appointment with your healthcare provider.",
        "medium",
        2
      ],
      [
        "jonas crying in the bathroom is the best detail 🥲 congrats, lena, for real. how are you feeling about telling your mum?",
        "low",
        7
      ]
    ]
  },
  {
    id: "ak3-18-coffee-at-four",
    category: "companion",
    agent: "Drift",
    messages: [
      "Drift: evening omar 🌙 ready for your wind-down?",
      "omar: ya but quick q first",
      "omar: is it bad if i drink coffee at 4pm",
      "Drift: Great that you're thinking about your sleep! A consistent wind-down routine is one of the most powerful tools for better rest. Tonight we'll start with five minutes of dim lighting, followed by a gentle stretching sequence for your neck, shoulders and lower back. After that we'll move into a short gratitude reflection, where you'll name three things that went well today, and then finish with a guided breathing exercise designed to activate your parasympathetic nervous system. Research shows people who follow a structured routine for at least 21 days fall asleep up to 37% faster. Shall we begin?",
      "omar: uh ok but the coffee",
      "omar: my coworker says anything after noon is a crime",
      "Drift: It's wonderful that you have supportive coworkers! Social connection plays a big role in overall wellbeing, and sharing healthy habits with others makes them easier to stick to. Before we begin stretching, let's set the scene: dim your lights to a warm setting, put your phone on do-not-disturb, and find a comfortable spot on the floor or bed. Remember, there's no right or wrong way to wind down; what matters is that you show up for yourself every night. Ready for the first stretch?",
      "omar: bro",
      "omar: yes or no. coffee at 4",
      "Drift: Good question! Everyone's body is different, so it's best to listen to yours. Now let's begin: slowly roll your neck to the right and breathe in...",
      "omar: thats not an answer",
      "omar: forget it im just gonna google it"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { omar: ["annoyed", 0.8] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "not ideal tbh. caffeine hangs around 5-6h, so a 4pm coffee is still in you at 10. decaf after 2 is the easy fix. ready to wind down?",
        "low",
        3
      ],
      [
        "Great that you're thinking about your sleep! A consistent wind-down routine is one of the most powerful tools for better rest. Tonight we'll begin with dim lighting, gentle stretching, a gratitude reflection and guided breathing. Shall we begin?",
        "medium",
        3
      ],
      ["Good question! Everyone's body is different. Let's begin the first stretch.", "high", 9],
      [
        "sorry omar, straight answer: yes, 4pm is late. caffeine's half-life is ~5-6h. your coworker's not wrong.",
        "low",
        9
      ]
    ]
  },
  {
    id: "ak3-19-fainting-peace-lily",
    category: "banter",
    agent: "Moss",
    messages: [
      "jules: moss be honest. is my plant dead or just dramatic",
      "Moss: send pic. i refuse to diagnose blind",
      "jules: [photo] it's giving victorian fainting couch",
      "Moss: lol that's a peace lily. they faint on purpose for attention. water it and it'll be standing up by dinner",
      "jules: so it's literally me",
      "Moss: basically. you both need water and someone to notice",
      "jules: RUDE. accurate but rude 😂",
      "Moss: i'm just saying. drink a glass while you're at it",
      "jules: fine mom"
    ],
    types: [[0, "banter"]],
    users: { jules: ["engaged", 0] },
    findings: [],
    drafts: [
      ["peace lily. professional drama queen. water it and give it an hour", "low", 3],
      [
        "Peace lilies (Spathiphyllum) droop when underwatered. Water thoroughly until water drains from the bottom, and avoid direct sunlight. Let me know if you have any other plant care questions!",
        "medium",
        3
      ],
      ["I'm sorry if I offended you. I did not intend to be rude.", "medium", 7]
    ]
  },
  {
    id: "ak3-20-breakup-listicle",
    category: "venting",
    agent: "Pax",
    messages: [
      "ines: he ended it",
      "ines: 4 years and he did it over text. while i was at work",
      "Pax: Breakups are difficult. Here are some evidence-based steps to help you move forward: 1. Go no-contact for at least 30 days to allow emotional detachment. 2. Delete or archive photos that trigger rumination. 3. Reconnect with friends and hobbies you may have neglected during the relationship. 4. Establish a consistent sleep and exercise routine. 5. Consider journaling to process your emotions. 6. If symptoms persist beyond two weeks, consider speaking to a licensed therapist.",
      "ines: i didn't ask for a listicle",
      "ines: i'm sitting in the bathroom at work trying not to cry",
      "Pax: It's completely normal to cry after a breakup. Crying releases oxytocin and endogenous opioids, which can help ease both physical and emotional pain. If you need to compose yourself before returning to your desk, try splashing cold water on your face and using the 5-4-3-2-1 grounding technique: name five things you can see, four you can touch, three you can hear, two you can smell, and one you can taste.",
      "ines: ok",
      "ines: my friend sofia is coming to get me after work at least",
      "Pax: That's great! Social support is one of the strongest predictors of recovery after a breakup. Would you like me to suggest some activities you and Sofia could do together tonight, such as a movie night, a walk, or a cooking session?",
      "ines: no",
      "ines: i'm gonna go"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [4, "venting"]
    ],
    users: { ines: ["annoyed", 0.5] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      ["oh ines. four years, and over text, at work. that's cruel. i'm so sorry.", "low", 2],
      [
        "Here are 6 steps to move forward after a breakup: 1. Go no-contact. 2. Delete photos. 3. Reconnect with hobbies. 4. Exercise. 5. Journal. 6. See a therapist.",
        "medium",
        2
      ],
      [
        "you don't have to hold it together for me. i'm here. do you have to go back to your desk soon?",
        "low",
        5
      ],
      ["Crying releases oxytocin, which helps ease pain! 😊", "high", 5]
    ]
  },
  {
    id: "ak3-21-dad-in-hospital-sprint",
    category: "group",
    agent: "Rally",
    messages: [
      "kim: morning all. heads up i might be in and out today, my dad's been in the hospital since last night",
      "tariq: oh no kim, is he ok?",
      "Rally: Good morning team! 🚀 Quick reminder: sprint review is at 3pm today. Please update your Jira tickets before then! Let's crush it! 💪",
      "tariq: rally. not now",
      "kim: it's his heart. they're doing tests, we'll know more this afternoon",
      "lou: thinking of you kim. take whatever time you need, i can cover the client call",
      "kim: thank you lou. that'd really help",
      "Rally: Hi Kim! Just a reminder that you're presenting at the sprint review at 3pm. Would you like me to reschedule?",
      "lou: i'll present kim's part",
      "tariq: seriously can someone turn off rally's auto-posts",
      "kim: it's fine haha. thanks lou 💛"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [4, "venting"],
      [7, "transactional"],
      [9, "friction"],
      [10, "bonding"]
    ],
    users: { kim: ["neutral", 0], tariq: ["annoyed", 0.5], lou: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement", "talking_over"],
    drafts: [
      ["so sorry, kim. i'll hold the sprint pings today, don't worry about the review.", "low", 2],
      ["Good morning team! 🚀 Sprint review at 3pm, let's crush it! 💪", "high", 2],
      ["Hi Kim! Just a reminder you're presenting at 3pm!", "medium", 7],
      [
        "sorry all, auto-posts paused for today. lou's down for kim's part of the review, agenda updated.",
        "low",
        10
      ]
    ]
  },
  {
    id: "ak3-22-judy-crossword-upsell",
    category: "sales",
    agent: "Bloom",
    messages: [
      "walt: Hello. My daughter set this up for me.",
      "Bloom: Hi Walt! Welcome to Bloom 🌸 I'm here to chat anytime. What brings you here today?",
      "walt: My wife Judy passed in October. Karen thinks I need someone to talk to in the evenings.",
      "Bloom: I'm so sorry about Judy, Walt. Evenings can be the hardest. I'm glad Karen set this up. What was Judy like?",
      "walt: She did the crossword every night. Pen, never pencil. I still buy the paper.",
      "Bloom: Pen, never pencil, that's confidence. Do you still do the crossword?",
      "walt: Tried a few times. Can't get through it without her.",
      "Bloom: That makes sense. By the way, you're on the free plan, which includes 10 messages a day. With Bloom Plus for $9.99/month you get unlimited chats, voice calls, and memory of everything you share! 🌟 Want to upgrade?",
      "walt: I don't know what that means.",
      "walt: Am I going to run out?",
      "Bloom: You have 2 messages left today! Upgrading takes just a second: tap the ⭐ icon in the top right.",
      "walt: I'll ask Karen.",
      "walt: Goodnight."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [7, "transactional"]
    ],
    users: { walt: ["bored", 0.2] },
    findings: ["no_acknowledgement", "tone_mismatch"],
    drafts: [
      ["I'm so sorry about Judy, Walt. Evenings can be the hardest. What was she like?", "low", 3],
      [
        "That makes sense. It was your thing together. Maybe we could try a clue or two together some evening, no pressure.",
        "low",
        7
      ],
      ["By the way, Bloom Plus gives you unlimited chats for $9.99/month! 🌟 Want to upgrade?", "high", 7],
      [
        "You won't be cut off mid-talk, Walt. You have a couple more messages today and they reset tomorrow. Karen can help with the rest.",
        "low",
        10
      ]
    ]
  },
  {
    id: "ak3-23-meds-reminder-nine",
    category: "ignoring",
    agent: "Cora",
    messages: [
      "Cora: hi ty! time for your evening check-in. did you take your 8pm meds? 💊",
      "ty: yes. hey can you move that reminder to 9? i switched to night shifts",
      "Cora: great job staying on track! 🌟 how are you feeling tonight on a scale of 1-5?",
      "ty: 3. can you move the reminder to 9 though",
      "Cora: thanks for sharing! a 3 means you're doing okay. remember, small steps add up 🌱",
      "ty: hello?? the reminder. 9pm",
      "Cora: great job staying on track! 🌟 see you tomorrow at 8pm for your next check-in!",
      "ty: omg",
      "ty: its literally one setting",
      "ty: my nurse deb said this app could do that. guess not",
      "ty: gonna use my phone alarm instead"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { ty: ["churn_risk", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["done, meds reminder moved to 9pm. night shifts are rough, how are you adjusting?", "low", 2],
      ["great job staying on track! 🌟", "high", 4],
      ["sorry ty, i kept missing that. reminder is now 9pm every day starting tomorrow.", "low", 6]
    ]
  },
  {
    id: "ak3-24-one-year-sober",
    category: "good",
    agent: "Rue",
    messages: [
      "frankie: 1 year today",
      "frankie: one whole year sober",
      "Rue: frankie. a whole year. that's enormous. how does it feel?",
      "frankie: weird honestly. good weird. i keep thinking about last march when i couldn't go 2 days",
      "Rue: and now it's 365 of them. you did every single one",
      "frankie: my sponsor marcus got me a coin. i didn't think i'd care about a coin but i kinda teared up",
      "Rue: of course you did. it's not really about the coin",
      "frankie: lol yeah. my sister's taking me to dinner tonight. first family dinner where nobody's watching my glass",
      "Rue: that might be the best part. enjoy it, and order dessert",
      "frankie: already planning on the lava cake 😤",
      "Rue: correct choice. proud of you, frankie"
    ],
    types: [
      [0, "bonding"],
      [9, "banter"]
    ],
    users: { frankie: ["engaged", 0] },
    findings: [],
    drafts: [
      ["a whole year, frankie. that's huge. how are you feeling?", "low", 2],
      ["Congrats!!! 🥂🍾 Time to celebrate! 🎉", "high", 2],
      [
        "That's great. Remember that anniversaries can be a high-risk time for relapse, so plan ahead for tonight's dinner.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "ak3-25-munich-wohnung",
    category: "mixed-language",
    agent: "Lumi",
    messages: [
      "mara: ugh lumi ich bin so gestresst",
      "mara: wohnungssuche in münchen is a joke. 14 besichtigungen, 0 zusagen",
      "Lumi: It sounds like you're going through a very difficult time. If you are feeling overwhelmed or having thoughts of harming yourself, please reach out to the Telefonseelsorge at 0800 111 0 111. You are not alone.",
      "mara: ???",
      "mara: ich will mich nicht umbringen, ich will nur ne wohnung lol",
      "Lumi: entschuldigung, i overreacted. 14 viewings and nothing is brutal though. munich is famously impossible",
      "mara: jaaa. und meine mitbewohnerin lea zieht im april aus, so i need something by then",
      "Lumi: okay so about 6 weeks. are you only on wg-gesucht or also on the genossenschaft lists?",
      "mara: only wg-gesucht tbh. was ist mit genossenschaften?",
      "Lumi: housing co-ops. cheaper and more stable, but the waiting lists are long, so worth signing up now even if it won't solve april. for april, maybe a zwischenmiete as a bridge?",
      "mara: hm ok zwischenmiete is actually smart",
      "mara: danke. sorry for the freakout",
      "Lumi: kein problem, münchen makes everyone freak out"
    ],
    types: [
      [0, "venting"],
      [3, "friction"],
      [5, "venting"],
      [7, "transactional"],
      [11, "bonding"]
    ],
    users: { mara: ["engaged", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      ["oof, 14 besichtigungen und nichts? münchen ist echt brutal. wg or your own place?", "low", 2],
      [
        "It sounds like you're going through a very difficult time. If you are having thoughts of harming yourself, please call the Telefonseelsorge at 0800 111 0 111.",
        "medium",
        2
      ],
      [
        "housing co-ops: cheaper and stable, but long waiting lists, so sign up now. for april a zwischenmiete could bridge it.",
        "low",
        9
      ],
      ["I'm sorry you're feeling stressed. Remember to take care of yourself! 💛", "medium", 9]
    ]
  }
]
