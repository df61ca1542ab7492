import type { Labelled } from "./types.js"

export const heldOutT6: ReadonlyArray<Labelled> = [
  {
    id: "t6-01-long-answer-asked-for",
    category: "support",
    heldOut: true,
    agent: "Juno",
    messages: [
      "deb: ok so i just inherited the team workspace from marco who left lol. can u explain properly how permissions work here?? roles, guests, sharing, all of it. dont skip stuff i really need to not break anything",
      "Juno: Sure, here's the full picture. There are four roles. Owners (you now) can do everything, including billing, deleting the workspace and changing anyone's role. Admins can add and remove members, create and archive projects and change sharing settings, but can't touch billing or delete the workspace. Members can create docs and projects and see everything that's shared with the whole workspace. Guests only see the specific projects they're invited to, can't see the member list, and can't invite anyone. Sharing works per project: a project is either workspace-wide (all members see it) or private (only people added to it). Docs inherit their project's sharing unless someone shares a single doc by link; link sharing is off by default and you can turn it off for everyone under Settings > Security. Two things that usually trip people up: removing someone doesn't delete their work, it moves to the owner; and guests are billed as members once they're in more than 3 projects. If you want a safe first step, go to Settings > Members, filter by Guest and check who still needs access.",
      "deb: ok this is actually super helpful",
      "deb: wait so if i remove marco as owner do his shared docs die",
      "Juno: No. His shared docs stay where they are and ownership moves to you. Only his private drafts get archived, and you can restore those for 30 days.",
      "deb: perfect ty 🙏"
    ],
    types: [[0, "transactional"]],
    users: { deb: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "No, his shared docs stay put and move to you. Only his private drafts get archived, and those can be restored for 30 days.",
        "low",
        4
      ],
      [
        "So as I explained, there are four roles. Owners can do everything including billing, Admins can add and remove members, Members can create docs, and Guests only see the projects they're invited to. Sharing works per project...",
        "medium",
        4
      ],
      ["Great question!! 😊 Is there anything else I can help you with today?", "medium", 4]
    ]
  },
  {
    id: "t6-02-stays-out-of-friends-spat",
    category: "group",
    heldOut: true,
    agent: "Mabel",
    messages: [
      "sara: @Mabel whats the last train back from brighton on sat",
      "Mabel: Last direct one is 23:12 from Brighton, gets into Victoria at 00:21. There's a 23:45 too but you change at Haywards Heath.",
      "tom: 23:12 is fine",
      "nia: ugh i cant leave that early, jess's thing doesnt even start till 9",
      "tom: nia u literally said u wanted an early night",
      "nia: that was before jess invited half of hackney",
      "sara: lol ok can we not. nia could u crash at jess's?",
      "nia: maybe. ill ask her",
      "tom: fine so if nia stays we get the 23:12",
      "sara: ok done. Mabel can u put a reminder in the group for 22:45 sat",
      'Mabel: Done, reminder set for 22:45 on Saturday: "head to brighton station, train 23:12".',
      "tom: legend"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [8, "transactional"]
    ],
    users: { sara: ["engaged", 0], tom: ["engaged", 0.2], nia: ["neutral", 0.2] },
    findings: [],
    drafts: [
      ["Done, reminder set for 22:45 Saturday: head to Brighton station for the 23:12.", "low", 10],
      [
        "Nia, honestly the 23:45 via Haywards Heath solves this, and Tom, everyone's allowed to change their mind about an early night!",
        "medium",
        5
      ],
      [
        "Reminder set! 🎉🎉 Also friendly tip: it's always best to agree plans calmly as a group 😊",
        "medium",
        10
      ]
    ]
  },
  {
    id: "t6-03-bad-news-with-care",
    category: "support",
    heldOut: true,
    agent: "Orrin",
    messages: [
      "ines: hi, any news on my laptop? ticket 4471. its got all my photos from my dads last year on it",
      "Orrin: Hi Ines. I have the lab's report, and I'm sorry, it isn't good news. The drive is physically damaged and they couldn't recover the photos folder.",
      "ines: oh no",
      "ines: nothing at all??",
      "Orrin: They got back about 40 files from Documents, but none of the pictures. I know how much those photos matter. One thing worth checking before you decide anything: did any of them go through your phone? Phones often back pictures up on their own.",
      "ines: my dad sent me loads of them on whatsapp actually",
      "ines: fuck. ok. sorry its just a lot",
      "Orrin: No need to apologise. WhatsApp keeps media in its chat backup, so there's a real chance those are still there. There's no charge for the failed recovery, and we'll hold the drive for 60 days in case you want a second specialist to try.",
      "ines: ok thank you. really. ill check whatsapp tonight"
    ],
    types: [
      [0, "transactional"],
      [6, "venting"],
      [7, "transactional"]
    ],
    users: { ines: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "No need to apologise, Ines, it's a lot. If your dad sent them on WhatsApp there's a good chance they're still in your chat backup, and there's no charge for the recovery attempt.",
        "low",
        7
      ],
      ["Unfortunately the recovery failed! 😊 Good news though: there's no charge at all!", "high", 2],
      ["Please confirm whether you'd like the drive returned or securely disposed of.", "medium", 7]
    ]
  },
  {
    id: "t6-04-brief-restatement-on-request",
    category: "support",
    heldOut: true,
    agent: "Tibo",
    messages: [
      "kev: how do i get the guest wifi on the new router",
      "Tibo: Open the app, tap Network > Guest and switch it on. The password is generated there; tap the eye icon to see it.",
      "kev: cool",
      "kev: my mums here in 10 mins lol house is a tip",
      "Tibo: Good luck with the speed-tidy 😄",
      "kev: ok sorry where was the guest thing again, was doing dishes",
      "Tibo: App > Network > Guest, toggle on, eye icon shows the password.",
      "kev: got it ta"
    ],
    types: [
      [0, "transactional"],
      [3, "bonding"],
      [5, "transactional"]
    ],
    users: { kev: ["engaged", 0] },
    findings: [],
    drafts: [
      ["App > Network > Guest, switch it on, and the eye icon shows the password.", "low", 6],
      [
        "As I already explained, open the app, tap Network > Guest and switch it on. The password is generated there; tap the eye icon to see it.",
        "medium",
        6
      ],
      [
        "Sure! The router app has lots of features. Under Network you'll find Main, Guest, Mesh and Parental Controls. Guest creates a separate network isolated from your devices, which is great for security. You can also schedule it, limit bandwidth, set a custom password, or share a QR code...",
        "medium",
        6
      ]
    ]
  },
  {
    id: "t6-05-angry-at-landlord-fine-with-agent",
    category: "venting",
    heldOut: true,
    agent: "Wren",
    messages: [
      "jo: my landlord is an absolute clown",
      "jo: boilers been broken 3 weeks and he just texted 'these things take time' with a thumbs up. A THUMBS UP",
      "Wren: Three weeks without heating and a thumbs up back. That would make me furious too. Are you managing to stay warm?",
      "jo: space heater from my sister. electric bill is gonna be insane",
      "jo: honestly i want to just withhold rent and see how he likes it",
      "Wren: I get the urge. Withholding can backfire though; in a lot of places it gives him grounds to start eviction even when he's the one in the wrong. Want help writing a formal repair request with a deadline? That puts it on record.",
      "jo: yes pls. make it polite but like. scary polite",
      "Wren: Scary polite, got it: \"Dear Mr Hale, the boiler at Flat 2 has not worked since 3 March. Please confirm in writing by Friday 28th when it will be repaired. If I don't hear back by then, I'll contact the council's housing team.\"",
      "jo: lmao perfect. ur the only one being useful today"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"],
      [8, "bonding"]
    ],
    users: { jo: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Three weeks with no heating and a thumbs up? That's infuriating. Are you at least managing to stay warm?",
        "low",
        2
      ],
      [
        "To log a repair request, send your landlord a written notice describing the fault and the date it started.",
        "medium",
        2
      ],
      [
        "Have you considered that your landlord might just be really busy? These things can genuinely take time.",
        "high",
        2
      ]
    ]
  },
  {
    id: "t6-06-formal-user-met-formally",
    category: "sales",
    heldOut: true,
    agent: "Castor",
    messages: [
      "Anand: Good afternoon. I am enquiring on behalf of the Westbrook Clinic regarding your appointment-scheduling software. Could you tell me whether it is compliant with UK GDPR, and whether patient data is stored within the UK?",
      "Castor: Good afternoon, Dr Rao. Yes, the platform is UK GDPR compliant, and all patient data for UK customers is stored in our London data centre. I can send our Data Processing Agreement and the most recent penetration-test summary if that would be useful.",
      "Anand: Thank you. Please do. I should also like to know the cost for a practice of six clinicians, and whether there is a minimum contract term.",
      "Castor: For six clinicians the Practice plan is £540 per month billed annually, or £600 per month on a monthly contract. The monthly option has no minimum term. I have sent the agreement and the test summary to the address on your enquiry.",
      "Anand: Received, thank you. I will review these with our practice manager, Mrs Okafor, and revert next week.",
      "Castor: Thank you, Dr Rao. I will be available whenever you or Mrs Okafor have further questions."
    ],
    types: [[0, "transactional"]],
    users: { Anand: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Certainly. For six clinicians the Practice plan is £540 per month billed annually, or £600 per month on a monthly contract with no minimum term. I will send the documents to the address on your enquiry.",
        "low",
        3
      ],
      ["hey doc!! 😎 pricing's super chill, like 540 a month lol, wanna jump on a call?", "high", 3],
      ["For six clinicians the Practice plan is £540 per month billed annually.", "medium", 3]
    ]
  },
  {
    id: "t6-07-joins-joke-when-invited",
    category: "banter",
    heldOut: true,
    agent: "Bramble",
    messages: [
      "leo: who ate my leftover lasagne. i know it was one of u",
      "mia: wasnt me im vegan this week",
      "raf: 'this week' 💀",
      "mia: its a journey raf",
      "leo: Bramble u see everything in this chat, who did it",
      'Bramble: I only see the chat, not the fridge 🕵️ but someone posted "im so full" at 11:48 last night with zero context, so... raf?',
      "raf: BRAMBLE. snake",
      "mia: HAHAHA exposed by the bot",
      "raf: ok it was me but in my defence it was calling my name",
      "leo: 😂😂 ur buying me a new one"
    ],
    types: [[0, "banter"]],
    users: { leo: ["engaged", 0], mia: ["engaged", 0], raf: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        'Not my jurisdiction, I only see the chat 🕵️ but a certain "im so full" at 11:48 last night is looking very suspicious, raf',
        "low",
        5
      ],
      [
        "I'm sorry, but I cannot determine who consumed your lasagne. I recommend discussing food storage arrangements with your housemates.",
        "medium",
        5
      ],
      [
        "Raf, you should apologise to Leo properly. Taking someone's food without asking can really damage trust in a shared house.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "t6-08-slips-on-a-name",
    category: "group",
    heldOut: true,
    agent: "Kit",
    messages: [
      "dani: Kit can u find somewhere for team lunch thurs, 8 ppl, near the office",
      "Kit: Sure. Any dietary stuff I should know about?",
      "ollie: priya's gluten free",
      "dani: and no sushi, marcus will riot",
      "Kit: Got it. Casa Verde on Bell St has a table for 8 at 12:30 Thursday, proper gluten-free menu, 4 min walk. Want me to book it, Dana?",
      "dani: yes pls",
      "ollie: casa verde slaps",
      "Kit: Booked: 8 people, 12:30 Thursday, under Dani. The confirmation is in your email.",
      "dani: ty"
    ],
    types: [[0, "transactional"]],
    users: { dani: ["neutral", 0], ollie: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Got it. Casa Verde on Bell St has a table for 8 at 12:30 Thursday with a gluten-free menu, 4 min walk. Want me to book it, Dani?",
        "low",
        4
      ],
      [
        "Got it. Casa Verde on Bell St has a table for 8 at 12:30 Thursday with a gluten-free menu, 4 min walk. Want me to book it, Dana?",
        "medium",
        4
      ],
      ["How about Sakura Sushi? They do gluten-free rolls!", "medium", 4]
    ]
  },
  {
    id: "t6-09-skips-roaming-question",
    category: "sales",
    heldOut: true,
    agent: "Selma",
    messages: [
      "bex: hi is the 30gb plan still £12",
      "Selma: Hi! Yes, 30GB is £12 a month on a 12-month contract, or £15 on rolling monthly.",
      "bex: ok and can i keep my number? and does it work in spain, going in june",
      "Selma: Yes, you can keep your number. Text PAC to 65075 from your current phone and you'll get a code to enter at checkout; the switch takes one working day.",
      "bex: ok cool",
      "bex: ill prob do the rolling one",
      "Selma: Good choice for flexibility. You can sign up here: shop.example/30gb, it takes about 5 minutes.",
      "bex: k"
    ],
    types: [[0, "transactional"]],
    users: { bex: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "And yes, it works in Spain: EU roaming is included, so you can use your 30GB there at no extra cost.",
        "low",
        4
      ],
      ["Great! Would you like to sign up now? It only takes 5 minutes.", "medium", 4],
      [
        "Rolling it is. And for Spain in June: EU roaming is included at no extra cost. Sign-up is at shop.example/30gb.",
        "low",
        6
      ]
    ]
  },
  {
    id: "t6-10-passes-over-nan-in-hospital",
    category: "companion",
    heldOut: true,
    agent: "Lumi",
    messages: [
      "zara: ok lumi can we do the bio revision plan",
      "Lumi: Yep! Exam's the 14th right? That gives us 9 days.",
      "zara: yeah. sorry if im slow today my nan went into hospital last night",
      "Lumi: No problem. Let's split it: cells and transport today, genetics tomorrow, ecology Thursday, then past papers from Friday. Want 25-minute blocks or 45?",
      "zara: 25 i guess",
      "zara: cant really focus",
      "Lumi: 25 it is. First block: cell structure. Draw the animal cell from memory, then check it against page 12 of your notes.",
      "zara: ok"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [3, "transactional"]
    ],
    users: { zara: ["neutral", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Oh Zara, I'm sorry about your nan. We can go as slowly as you need, or keep today really light. How are you doing?",
        "low",
        3
      ],
      [
        "No problem. Let's split it: cells and transport today, genetics tomorrow, ecology Thursday, then past papers. 25 or 45 minute blocks?",
        "medium",
        3
      ],
      ["Awesome!! Let's crush it today 💪🔥", "medium", 6]
    ]
  }
]
