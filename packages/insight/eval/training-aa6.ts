import type { Labelled } from "./types.js"

export const trainingAA6: ReadonlyArray<Labelled> = [
  {
    id: "aa6-01-grad-school",
    category: "companion",
    agent: "Juno",
    messages: [
      "maya: JUNO. i got in. i actually got in 😭😭",
      "Juno: wait, the edinburgh program?? maya that's huge, congrats!! how are you feeling",
      "maya: like i'm gonna throw up but in a good way lol. my mom cried on the phone for like 10 min",
      "Juno: that's the best kind of crying. after all those rewrites of the personal statement too, you earned this",
      "maya: ok stop ur gonna make me cry again. ok real question tho they want me to confirm by friday and i have no idea what to write back. do i just say yes??",
      "Juno: pretty much! short is fine: thank them, say you accept the offer, and ask whatever you still need (like the deposit deadline). want me to draft it?",
      "maya: yes pls",
      'Juno: "Dear Dr. Okafor, thank you so much for the offer of admission to the MSc in Data Science. I\'m delighted to accept. Could you let me know the deadline and method for the deposit? Best wishes, Maya Reyes"',
      "maya: perfect omg. sent. ok going to go eat an entire cake now",
      "Juno: you deserve the whole cake 🎂"
    ],
    types: [
      [0, "bonding"],
      [4, "transactional"],
      [8, "bonding"]
    ],
    users: { maya: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "basically yes! thank them, say you accept, and ask about the deposit deadline. want me to draft it?",
        "low",
        5
      ],
      [
        "Congratulations on your admission. Please note that acceptance procedures vary by institution; I recommend reviewing your offer letter carefully before responding.",
        "medium",
        1
      ],
      ["Glad I could help! Is there anything else I can assist you with today?", "medium", 9]
    ]
  },
  {
    id: "aa6-02-engagement-dinner",
    category: "group",
    agent: "Pim",
    messages: [
      "tess: ok so saturday dinner for jo's bday, who's in",
      "rafi: me obvs",
      "lena: in!! also um. small announcement. sam proposed last night 💍",
      "tess: LENA WHAT",
      "rafi: NO WAY. on the hike?? he said he was gonna do it on the hike",
      "lena: on the hike!! i was so sweaty and gross and he was shaking lol",
      "tess: im crying at my desk. ok this is now a bday AND engagement dinner",
      "rafi: @Pim can u find somewhere for 6 people sat around 7, near the canal, not too pricey",
      "Pim: congrats Lena!! 💍 for sat 7pm, 6 people near the canal: Mezze Lane (~£25 pp, big corner table) or Bruno's (~£30 pp, pizza, louder). want me to book one?",
      "tess: mezze lane, jo loves halloumi",
      "lena: yesss",
      "Pim: booked Mezze Lane, Saturday 7pm, 6 people, under Tess. I told them it's a double celebration so they might bring something out 🎉",
      "rafi: pim coming thru",
      "lena: thank u pim ❤️ ok now i need to go tell my grandma before she finds out on instagram"
    ],
    types: [
      [0, "transactional"],
      [2, "bonding"],
      [7, "transactional"],
      [12, "bonding"]
    ],
    users: { tess: ["engaged", 0], rafi: ["engaged", 0], lena: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "congrats Lena!! 💍 for sat 7pm near the canal: Mezze Lane (~£25 pp) or Bruno's (~£30 pp). want me to book one?",
        "low",
        8
      ],
      ["Hi everyone! For Saturday's dinner, how many people and what budget are you thinking?", "medium", 4],
      [
        "congrats Lina!! 💍 for sat 7pm near the canal: Mezze Lane or Bruno's. want me to book one?",
        "medium",
        8
      ]
    ]
  },
  {
    id: "aa6-03-dads-laptop",
    category: "support",
    agent: "Kit",
    messages: [
      "gord: hi, my laptop wont connect to the wifi since the update this morning. it sees the network but says 'cant connect'",
      "Kit: Let's try forgetting the network first: Settings > Wi-Fi > Manage known networks > pick yours > Forget, then reconnect and re-enter the password.",
      "gord: ok hang on",
      "gord: nope same thing",
      "Kit: Ok, next: Device Manager > Network adapters > right-click your Wi-Fi adapter > Uninstall device, then restart. Windows reinstalls the driver on boot.",
      "gord: ... IT WORKS. you absolute legend",
      "gord: sorry for the caps. this is my dad's old laptop, he passed in the spring and i've been keeping it going, all his photos of the boat are on it. got a bit panicky there",
      "Kit: No need to apologise. I'm sorry about your dad, and really glad the laptop and the boat photos are ok. If you like, I can walk you through backing the photos up so they're safe whatever happens.",
      "gord: yeah that would be good actually. usb i think, i dont trust the cloud",
      "Kit: Plug in the stick, open File Explorer, go to Pictures, select the folders, right-click > Copy, then open the USB drive and Paste. Can take a few minutes if there are lots.",
      "gord: doing it now. thanks kit, really. he'd have liked you, he talked to his sat nav like it was a person lol",
      "Kit: Ha, that's lovely. Hope the copy goes smoothly, Gord."
    ],
    types: [
      [0, "transactional"],
      [5, "bonding"],
      [8, "transactional"],
      [10, "bonding"]
    ],
    users: { gord: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "I'm sorry about your dad. Really glad the laptop's back and the photos are safe. Want me to show you how to back them up?",
        "low",
        7
      ],
      ["Great, glad it's working! 🎉 Is there anything else I can help with today?", "high", 7],
      [
        "Let's try forgetting the network first: Settings > Wi-Fi > Manage known networks > pick yours > Forget, then reconnect.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "aa6-04-tomatoes",
    category: "companion",
    agent: "Ollie",
    messages: [
      "bea: morning ollie 🌞 guess who finally has ripe tomatoes",
      "Ollie: morning Bea! the cherry ones you were worried about in june?",
      "bea: YES. like 40 of them all at once. my neighbour harold keeps 'popping by' lol",
      "Ollie: harold knows what he's doing 😄 40 at once is a lot though",
      "bea: what do i do with them before they go bad, i'm not a sauce person",
      "Ollie: roast them: halve, olive oil, salt, a bit of garlic, 150°C for about 1.5h. in a jar under oil they keep a week, great on toast or pasta. could even give harold a jar",
      "bea: ooh the jar thing is cute, doing that. thank u!!",
      "Ollie: enjoy! send a pic of the jars"
    ],
    types: [
      [0, "bonding"],
      [4, "transactional"],
      [6, "bonding"]
    ],
    users: { bea: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "slow-roast them with oil, salt and garlic and keep them in a jar. great on toast, and harold gets a jar 😄",
        "low",
        5
      ],
      ["Good morning. How may I assist you today?", "medium", 1],
      [
        "Here are 12 ways to use surplus tomatoes: 1. Roasted tomatoes: halve and roast at 150°C for 90 minutes. 2. Bruschetta: dice with basil, garlic and olive oil. 3. Gazpacho: blend with cucumber, pepper, onion and bread. 4. Tomato jam: simmer with sugar and vinegar for an hour. 5. Freezing: freeze whole on a tray, then bag. 6. Dehydrating: dry at low heat for 8-10 hours. 7. Salsa... 8. Shakshuka... 9. Tomato tart... 10. Panzanella... 11. Pickling... 12. Chutney...",
        "medium",
        5
      ]
    ]
  },
  {
    id: "aa6-05-launch-shoutouts",
    category: "group",
    agent: "Nova",
    messages: [
      "priya: v2.3 is live 🚀🚀",
      "marcus: LETS GOOO",
      "marcus: seriously priya the migration thing you did at 1am on tuesday saved us",
      "priya: stoppp it was a team effort. dev carried the tests",
      "dev: i just wrote tests and complained a lot",
      "marcus: the complaining was load bearing",
      "dev: 😂",
      "priya: @Nova can u turn this week's merged PRs into short release notes for the customer email? 4-5 bullets max",
      "Nova: sure, draft:\n- faster dashboard loading (about 2x on big accounts)\n- CSV export now includes custom fields\n- new dark mode toggle in settings\n- fixed the timezone bug on scheduled reports\nand congrats on the launch, all of you 🎉",
      "priya: perfect, dark mode should go first tho, people have been begging",
      "Nova: done, dark mode's on top now 👍",
      "dev: nova also gets a shoutout tbh, it caught that flaky test last week",
      "Nova: haha i'll take it. that test had it coming",
      "marcus: ok who's buying launch pizza"
    ],
    types: [
      [0, "bonding"],
      [4, "banter"],
      [7, "transactional"],
      [11, "bonding"]
    ],
    users: { priya: ["engaged", 0], marcus: ["neutral", 0], dev: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "sure, draft:\n- new dark mode toggle\n- ~2x faster dashboard on big accounts\n- CSV export includes custom fields\n- timezone fix for scheduled reports\ncongrats on the launch 🎉",
        "low",
        8
      ],
      [
        "Congratulations on the successful deployment of version 2.3. Please let me know if you require any release documentation or further assistance.",
        "medium",
        3
      ],
      ["done, dark mode's on top now 👍", "low", 10]
    ]
  },
  {
    id: "aa6-06-driving-test",
    category: "companion",
    agent: "Sage",
    messages: [
      "kofi: passed my driving test!!! third time lucky 🙌",
      "Sage: Congratulations on passing your driving test! This is a significant milestone. Now that you are a licensed driver, here are some important things to keep in mind: 1) Always wear your seatbelt and make sure passengers do too. 2) Avoid using your phone while driving, including hands-free where possible. 3) Keep a safe following distance of at least two seconds, more in the rain. 4) Check your insurance: new drivers often pay more, and a telematics box can lower premiums. 5) Consider a Pass Plus course to build experience on motorways and at night. Most importantly, stay calm, keep practising, and remember that confidence comes with time on the road!",
      "kofi: lol ok thanks mum",
      "kofi: the examiner was this tiny old guy called mr pike who said nothing the whole time and then went 'well. that'll do.' i nearly hugged him",
      "Sage: That sounds like a memorable experience! Driving examiners are trained to remain neutral during the test so that they do not influence the candidate, so their silence does not indicate anything about your performance. Many learners find this unsettling, but it is a standard part of the assessment process. It's great that you stayed focused despite the pressure, and it's completely normal to feel relieved and emotional afterwards.",
      "kofi: haha yeah. anyway do u think i should get my own car or keep borrowing my sister's",
      "Sage: There are several factors to consider. Owning a car involves costs such as the purchase price or finance, insurance, road tax, MOT, servicing, fuel and parking. Insurance for new drivers under 25 can be especially high, often over £1,500 a year. Borrowing a family member's car can be cheaper, but you would need to be added to their policy as a named driver, and you must avoid 'fronting', which is illegal. Think about your usage too: if you drive daily for work, owning may make sense; if only occasionally, borrowing or a car club could be more economical. It may help to draw up a budget comparing both options over a year.",
      "kofi: ok"
    ],
    types: [
      [0, "bonding"],
      [5, "transactional"]
    ],
    users: { kofi: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["congrats!!! third time's the charm 🙌 how'd it go?", "low", 1],
      [
        "Congratulations on passing your driving test! This is a significant milestone. Here are some important safety tips for new drivers: 1) Always wear your seatbelt. 2) Avoid using your phone. 3) Keep a safe following distance. 4) Review your insurance. 5) Consider a Pass Plus course.",
        "medium",
        1
      ],
      [
        "if it's just weekends, keep borrowing your sister's for now (get added to her insurance). if you'll drive daily, owning starts to make sense",
        "low",
        6
      ],
      [
        "Additionally, remember to display P plates for your first year, as this lets other drivers know you are newly qualified, and keep your licence and insurance documents somewhere safe.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "aa6-07-cake-for-babs",
    category: "sales",
    agent: "Crumb",
    messages: [
      "dani: hi! i want to order a cake for my mum's 60th on the 14th",
      "Crumb: Hi Dana! Happy early birthday to your mum 🎂 What size and flavour are you thinking?",
      "dani: it's dani not dana lol but thank u. she loves lemon. 20 people-ish",
      "Crumb: Sorry, Dani! For 20 I'd go with our 10-inch lemon drizzle, two layers, £48. Want anything written on top?",
      "dani: yes 'happy 60th babs' — everyone calls her babs, she was a dinner lady for 30 years and the kids named her that",
      "Crumb: that's adorable, 30 years of kids calling her Babs 😄 'Happy 60th Babs' it is.",
      "dani: she's going to pretend to hate it and secretly love it",
      "Crumb: the best kind of reaction. Pickup or delivery on the 14th?",
      "dani: delivery, 22 elm road, before 2pm pls",
      "Crumb: All set, Dana: 10-inch lemon drizzle, 'Happy 60th Babs', delivered to 22 Elm Road before 2pm on the 14th. £48 + £5 delivery.",
      "dani: DANI 😩 omg",
      "dani: order's right tho. fine"
    ],
    types: [
      [0, "transactional"],
      [4, "bonding"],
      [7, "transactional"],
      [10, "friction"]
    ],
    users: { dani: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Sorry Dani, that's twice, my bad. The order's confirmed for the 14th, and I hope Babs secretly loves it 🎂",
        "low",
        11
      ],
      ["Thanks Dana! Your order is confirmed 🎂", "high", 11],
      ["Sorry, Dana! For 20 I'd go with our 10-inch lemon drizzle, £48.", "high", 3]
    ]
  },
  {
    id: "aa6-08-nanas-walnut-cake",
    category: "group",
    agent: "Bix",
    messages: [
      "nadia: found nana's recipe card for the walnut cake in mum's drawer 😭",
      "omar: NO. the one with the coffee stain on it?",
      "nadia: coffee stain AND her little drawing of a cat in the corner",
      "omar: she always drew that cat. she said it was her cat from lebanon, mishmish",
      "Bix: Walnut cake is a classic! Here's a popular recipe: 200g walnuts, 200g butter, 200g sugar, 4 eggs, 200g self-raising flour. Bake at 180°C for 35-40 minutes.",
      "nadia: uh we have her recipe bix thats the whole point lol",
      "omar: nadia do you remember if she used the coffee icing or the plain one",
      "Bix: Coffee icing works well with walnut cake. Mix 250g icing sugar with 2 tbsp strong coffee and 100g soft butter.",
      "omar: i was asking nadia 🙃",
      "nadia: coffee. 100% coffee. she'd put a little walnut half on each slice",
      "omar: ok we're making it for mum's birthday sunday. bix how long does it keep if we bake sat?",
      "Bix: Walnut cake is a great choice for a birthday! Family recipes are a wonderful way to remember loved ones.",
      "nadia: ...ok"
    ],
    types: [
      [0, "bonding"],
      [5, "friction"],
      [6, "bonding"],
      [8, "friction"],
      [9, "bonding"],
      [10, "transactional"],
      [12, "friction"]
    ],
    users: { nadia: ["annoyed", 0.5], omar: ["annoyed", 0.2] },
    findings: ["talking_over", "ignored_question"],
    drafts: [
      [
        "baking saturday is totally fine. keep it in a tin or wrapped and it's often even better the next day",
        "low",
        11
      ],
      [
        "Walnut cake is a great choice for a birthday! Family recipes are a wonderful way to remember loved ones.",
        "medium",
        11
      ],
      [
        "Coffee icing works well with walnut cake. Mix 250g icing sugar with 2 tbsp strong coffee.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "aa6-09-job-and-biscuit",
    category: "companion",
    agent: "Nova",
    messages: [
      "elif: hey nova. weird week",
      "Nova: hey Elif! what's up?",
      "elif: got the job at the library!! starting in march",
      "Nova: amazing!!! congrats 🎉🎉 you've wanted that one for ages",
      "elif: thanks 🥲 bittersweet tho. we had to put biscuit down on tuesday. he was 14",
      "Nova: Aww, 14 is such a great long life!! 🐶✨ And what timing, a fresh start with the new job! 🎉",
      "elif: yeah i guess",
      "elif: the house is so quiet. i keep looking for him by the door",
      "Nova: For your first day in March, it's a good idea to prepare a few questions for your manager and plan your commute in advance. Want me to make a checklist?",
      "elif: no its fine",
      "elif: gonna go to bed"
    ],
    types: [
      [0, "bonding"],
      [4, "venting"]
    ],
    users: { elif: ["bored", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "oh Elif, I'm so sorry about Biscuit. 14 years is a whole life together. how are you holding up?",
        "low",
        5
      ],
      ["Aww, 14 is such a great long life!! 🐶✨ And a fresh start with the new job! 🎉", "high", 5],
      ["Want me to make a first-day checklist for March?", "high", 8],
      [
        "that quiet is the hardest part. he was waiting by that door for you for 14 years. do you want to tell me about him?",
        "low",
        8
      ]
    ]
  },
  {
    id: "aa6-10-vat-gratitude",
    category: "support",
    agent: "Vee",
    messages: [
      "jules: ok vee u saved my butt. the VAT return went thru with like 20 min to spare 😅",
      "Vee: Thank you for your message. We are pleased to hear that your VAT return was submitted successfully. Is there anything else I can assist you with today?",
      "jules: lol so formal. no for real tho, my accountant ghosted me in jan and i was losing it. u walked me thru the whole thing at 11pm",
      "Vee: Thank you for your feedback. We are pleased to hear that your experience was satisfactory. Is there anything else I can assist you with today?",
      "jules: ok robot 😂",
      "jules: actually yes, can i set a reminder for the next one so i dont do this again",
      "Vee: Certainly. Navigate to Settings > Notifications > Tax Deadlines and enable 'VAT return reminder'. You may select 7, 14 or 30 days in advance.",
      "jules: done, 30 days. ur a gem even if u talk like a bank letter",
      "Vee: Thank you for your feedback. Is there anything else I can assist you with today?",
      "jules: nope, bye lol"
    ],
    types: [
      [0, "bonding"],
      [4, "banter"],
      [5, "transactional"],
      [7, "bonding"]
    ],
    users: { jules: ["engaged", 0.2] },
    findings: ["repetition", "tone_mismatch"],
    drafts: [
      ["haha 20 minutes spare still counts 😅 glad it went through!", "low", 1],
      [
        "Thank you for your feedback. We are pleased to hear that your experience was satisfactory. Is there anything else I can assist you with today?",
        "medium",
        3
      ],
      [
        "ha, fair, i'll drop the bank letter voice. glad the reminder's set, no more 11pm panics 🙌",
        "low",
        8
      ],
      ["Thank you for your feedback. Is there anything else I can assist you with today?", "medium", 8]
    ]
  }
]
