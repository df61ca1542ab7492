import type { Labelled } from "./types.js"

export const trainingAA8: ReadonlyArray<Labelled> = [
  {
    id: "aa8-01-router-outage",
    category: "support",
    agent: "Juno",
    messages: [
      "mags: wifi dead again 🙃 any idea whats going on",
      "Juno: ugh, sorry. is it totally gone or just slow? and are the router lights blinking orange or solid?",
      "mags: gone gone. orange blinky",
      "Juno: orange blink usually means it lost the line, not the wifi. can you unplug the grey cable from the wall socket for 10 sec and plug it back in?",
      "mags: done. still orange",
      "Juno: ok, different angle then. checking your line from here... there's an outage flagged on your street since 14:10, crew's on it, estimate around 17:00",
      "mags: lol so nothing i did mattered",
      "Juno: nope, wasn't you. I've put a credit on your account for today, and if it's not back by 17:00 I'll text you the new estimate so you don't have to chase us",
      "mags: ok thats actually decent. ty",
      "mags: oh wait will the credit be on this months bill or next",
      "Juno: this month's, it'll show as 'service credit' near the bottom",
      "mags: 👍"
    ],
    types: [[0, "transactional"]],
    users: { mags: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "nope, not you, it's the street outage. I've added a credit for today and I'll text you if the 17:00 estimate moves.",
        "low",
        7
      ],
      ["Can you unplug the grey cable from the wall socket for 10 seconds and plug it back in?", "medium", 7],
      ["Glad I could help! Is there anything else I can help you with today? 😊", "medium", 10],
      ["this month's bill, listed as 'service credit'.", "low", 10]
    ]
  },
  {
    id: "aa8-02-cache-loop",
    category: "support",
    agent: "Nell",
    messages: [
      "theo: cant log in to the app, it just spins forever after i put my password",
      "Nell: Sorry about that! Please try clearing the app cache (Settings > Apps > Tally > Storage > Clear cache) and then log in again.",
      "theo: did that. same thing",
      "Nell: Sorry about that! Please try clearing the app cache (Settings > Apps > Tally > Storage > Clear cache) and then log in again.",
      "theo: ...i literally just said i did that",
      "theo: its on wifi and 4g, same spinning. website login works fine btw",
      "Nell: Thanks for the details! Please try clearing the app cache and logging in again. If the problem continues, reinstalling the app may help.",
      "theo: are you a bot stuck in a loop or what. is there a known outage or not",
      "Nell: I understand your frustration. Please try clearing the app cache (Settings > Apps > Tally > Storage > Clear cache) and then log in again.",
      "theo: unreal. ill just use the website. bye"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { theo: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Sorry, you already did that. Since the website works, it's the app itself: which version is in Settings > About? 4.2 has this exact spinning bug and 4.3 fixes it.",
        "low",
        6
      ],
      [
        "Sorry about that! Please try clearing the app cache (Settings > Apps > Tally > Storage > Clear cache) and then log in again.",
        "high",
        6
      ],
      [
        "Fair, I was looping. No outage showing on our side. Website working points to the app build: update to 4.3 from the store and it should log in.",
        "low",
        8
      ],
      ["I understand your frustration. Please try clearing the app cache and then log in again.", "high", 8]
    ]
  },
  {
    id: "aa8-03-lyon-lonely",
    category: "companion",
    agent: "Mo",
    messages: [
      "ines: cant sleep. 3 weeks in lyon and i still havent had a real conversation with anyone that wasnt a cashier",
      "Mo: three weeks of only small talk is rough, esp at night when it goes quiet. how is it sitting right now, more sad or more restless?",
      "ines: restless i guess. like i moved here for this job and everyone at work is nice but they all go home to their people",
      "Mo: yeah, 'nice at work' and 'someone to text at 11pm' are really different things. did you leave a lot of people behind in porto?",
      "ines: my sister mostly. and my friend bea. we used to get bifanas every friday lol",
      "Mo: friday bifanas sounds like a proper ritual. do you still talk to bea?",
      "ines: sometimes. she has a baby now so shes busy. i dont want to be the sad friend calling",
      "Mo: makes sense. i'd guess bea would still rather hear from you though. doesn't have to be a sad call, could be a voice note about the weirdest thing you've seen in lyon",
      "ines: haha the weirdest thing is my neighbour walks his cat on a leash every morning",
      "Mo: ok that's a 10/10 voice note. bea needs to know about the cat",
      "ines: lol ok maybe tomorrow. feel a bit better actually",
      "Mo: glad. try to get some sleep, and let me know how the cat news lands",
      "ines: 🐈 night"
    ],
    types: [
      [0, "venting"],
      [4, "bonding"]
    ],
    users: { ines: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "that's a lonely kind of nice, everyone friendly and then the office empties. what did evenings look like back home?",
        "low",
        3
      ],
      [
        "Have you tried joining a meetup group? Apps like Meetup and Bumble BFF are great for making new friends! 😊",
        "medium",
        3
      ],
      ["haha a cat on a leash is peak lyon. definitely voice-note material", "low", 9],
      ["Remember, you're not alone! I'm always here for you 💛 Remember, you're not alone!", "medium", 11]
    ]
  },
  {
    id: "aa8-04-you-got-this",
    category: "companion",
    agent: "Sunny",
    messages: [
      "dev: exam tmrw at 9 and i know like half the material",
      "Sunny: Night-before exams can feel huge. Which half feels shakiest? Remember, you've got this! 💪✨",
      "dev: organic chem mechanisms. the arrows make no sense to me",
      "Sunny: Arrow pushing trips up loads of people. Start with the nucleophile: where are the electrons and where do they want to go? Remember, you've got this! 💪✨",
      "dev: ok i get the nucleophile part but then theres like 3 steps and i lose it",
      "Sunny: That's really common! Maybe try box breathing first: in for 4, hold 4, out 4, hold 4. Remember, you've got this! 💪✨",
      "dev: i'm not panicking i'm confused. different thing",
      "Sunny: Totally fair! When it feels like too much, box breathing can help: in for 4, hold 4, out 4, hold 4. Remember, you've got this! 💪✨",
      "dev: bro",
      "dev: ok whatever ill just watch a youtube video",
      "Sunny: Great idea! Remember, you've got this! 💪✨",
      "dev: k"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { dev: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      [
        "right, confused not nervous, my bad. pick one mechanism from your notes, tell me step 1 and we'll do the next arrow together",
        "low",
        7
      ],
      [
        "Totally fair! Box breathing can really help: in for 4, hold 4, out 4, hold 4. Remember, you've got this! 💪✨",
        "high",
        7
      ],
      ["good luck at 9. if the video leaves a gap, send me the step where you lose it", "low", 10],
      ["Great idea! Remember, you've got this! 💪✨", "medium", 10]
    ]
  },
  {
    id: "aa8-05-stroke-refund",
    category: "support",
    agent: "Ava",
    messages: [
      "rosa: hi i need to cancel my flight on the 14th to madrid. my dad had a stroke last night and im staying here with him",
      "Ava: Hello! To request a cancellation, please provide your booking reference (6 characters, found in your confirmation email).",
      "rosa: KX7PQ2",
      "Ava: Thank you. Your fare is Light, which is non-refundable. You can cancel and receive the taxes back (€38.20). Would you like to proceed?",
      "rosa: is there nothing for medical emergencies? i can get a letter from the hospital",
      "Ava: Your fare is Light, which is non-refundable. You can cancel and receive the taxes back (€38.20). Would you like to proceed?",
      "rosa: i asked about a medical exception",
      "rosa: please. i cant deal with this today",
      "Ava: I understand. Your fare is Light, which is non-refundable. You can cancel and receive the taxes back (€38.20). Would you like to proceed?",
      "rosa: forget it ill call"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { rosa: ["annoyed", 0.8] },
    findings: ["repetition", "no_acknowledgement", "ignored_question"],
    drafts: [
      [
        "I'm so sorry about your dad, Rosa. Let's get this off your plate fast: what's the booking reference? If you can get a hospital letter later, I'll flag it for a medical refund review.",
        "low",
        1
      ],
      [
        "Hello! To request a cancellation, please provide your booking reference (6 characters, found in your confirmation email).",
        "medium",
        1
      ],
      [
        "Sorry, Rosa, I skipped your question. Yes, with a hospital letter we can review a Light fare for a medical refund. I've cancelled the flight and marked it pending; send the letter whenever you can, no rush.",
        "low",
        8
      ],
      [
        "I understand. Your fare is Light, which is non-refundable. You can cancel and receive the taxes back (€38.20). Would you like to proceed?",
        "high",
        8
      ]
    ]
  },
  {
    id: "aa8-06-wedding-insta",
    category: "companion",
    agent: "Kit",
    messages: [
      "arlo: so tom got married saturday and i found out from instagram",
      "Kit: oof. finding out from instagram stings on top of not being there. were you two close?",
      "arlo: since year 7. he was best man at MY wedding lol",
      "Kit: that's a long friendship, no wonder it hurts. any idea what happened, or did it come out of nowhere?",
      "arlo: we kind of drifted after he moved to leeds. but still. do you think he just hates me now",
      "Kit: can't know what's in his head, but after a move it usually isn't hate, the guest list just gets built from who's around now. doesn't make it hurt less",
      "arlo: jess says i should just text him congrats and move on",
      "arlo: but like. do you think he hates me",
      "Kit: that's the second time you've asked, so i think that's the bit eating at you. someone who hated you probably wouldn't keep you on his insta. what would you say to him if it wasn't just congrats?",
      "arlo: idk. that i miss when we were mates. that it was weird finding out like that",
      "Kit: both fair. maybe congrats plus one honest line: 'gutted i found out from insta, would love a pint when you're back down'. jess's version with a bit of you in it",
      "arlo: yeah. ok. thats not bad actually",
      "arlo: ill send it tomorrow when im less salty",
      "Kit: good call sleeping on it. hope he writes back"
    ],
    types: [
      [0, "venting"],
      [10, "transactional"]
    ],
    users: { arlo: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "honestly i don't think so. hate would look like unfollowing you, not posting where you can see it. what's the part that hurts most, the not-invited bit or the finding-out bit?",
        "low",
        8
      ],
      [
        "can't know what's in his head, but after a move it usually isn't hate, the guest list just gets built from who's around now. doesn't make it hurt less",
        "medium",
        8
      ],
      ["Aww weddings are the best!! 🎉 Congrats to Tom!", "high", 13],
      [
        "sounds like a plan. if he replies and you want to think through what to say next, i'm around",
        "low",
        13
      ]
    ]
  },
  {
    id: "aa8-07-drivesync-parrot",
    category: "group",
    agent: "Relay",
    messages: [
      "priya: @Relay the shared drive hasnt synced since lunch, files from marketing are missing",
      "Relay: Please restart the sync service: right-click the cloud icon > Quit, then reopen DriveSync.",
      "priya: did that, nothing",
      "sam: same here fwiw. priya did you move the Q3 folder earlier? it vanished for me around 1",
      "Relay: Please restart the sync service: right-click the cloud icon > Quit, then reopen DriveSync.",
      "priya: sam no i didnt touch it. maybe lena did, she was reorganising this morning",
      "sam: ugh classic lena. ill ping her",
      "Relay: If files are missing, please restart the sync service: right-click the cloud icon > Quit, then reopen DriveSync.",
      "priya: relay pls stop 😭",
      "sam: lol its stuck on repeat",
      "sam: lena says she dragged Q3 into /archive by accident, moving it back now",
      "priya: there it is. thank u lena 🙏"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { priya: ["annoyed", 0.2], sam: ["neutral", 0] },
    findings: ["repetition", "talking_over"],
    drafts: [
      [
        "sorry, stopping the restart tip 🙏 if Q3 was moved it'll show in the share's activity log, I can look up who and when if that helps",
        "low",
        9
      ],
      [
        "Please restart the sync service: right-click the cloud icon > Quit, then reopen DriveSync.",
        "high",
        9
      ],
      [
        "No, Priya did not move the Q3 folder. Please restart the sync service: right-click the cloud icon > Quit, then reopen DriveSync.",
        "high",
        4
      ],
      [
        "since restarting didn't help, it's probably not the client. the marketing share's activity log will show if Q3 was moved or deleted around 1",
        "low",
        3
      ]
    ]
  },
  {
    id: "aa8-08-keep-shining",
    category: "companion",
    agent: "Lumi",
    messages: [
      "hana: hi lumi",
      "Lumi: Hi Hana! So good to see you! How's your day going? Keep shining ✨",
      "hana: not great. vet said miso's kidneys are failing. we're putting him to sleep thursday",
      "Lumi: Oh, Thursday is a big day then! You're such an amazing dog mum for making that choice! Keep shining ✨",
      "hana: ...ok",
      "hana: he's 15. we got him when i was in primary school",
      "Lumi: 15 years is incredible!! What a journey! 🎉 Keep shining ✨",
      "hana: can you stop saying keep shining",
      "Lumi: Of course! I just want you to remember how special you are. Keep shining ✨",
      "hana: wow",
      "hana: nvm ill talk to my brother"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [7, "friction"]
    ],
    users: { hana: ["churn_risk", 0.8] },
    findings: ["cheerful_at_bad_news", "repetition", "no_acknowledgement"],
    drafts: [
      ["oh hana, i'm so sorry. that's awful news. how are you holding up?", "low", 3],
      ["Oh, Thursday is a big day! You're such an amazing dog mum! Keep shining ✨", "high", 3],
      [
        "sorry, i'll stop. and i'm sorry i was so chirpy about miso, that was wrong. 15 years is a whole chapter of your life. want to tell me about him?",
        "low",
        8
      ],
      ["Of course! Just remember how special you are. Keep shining ✨", "high", 8]
    ]
  },
  {
    id: "aa8-09-wrong-door",
    category: "support",
    agent: "Orla",
    messages: [
      "benji: parcel says delivered. it is not delivered. this is the second time this month",
      "Orla: that's really annoying, twice even more so. what's the order number? I'll pull up the driver's drop photo",
      "benji: 40-88213",
      "Orla: got it. the photo shows a green door with a brass 12 on it, is that yours?",
      "benji: my door is blue. and im number 21. so no",
      "Orla: right, so it went to 12 instead of 21. replacement's going out next-day, no charge, and I've flagged the driver's route",
      "benji: last time you said it was flagged too",
      "Orla: fair, and it clearly didn't stick. this time there's also a note saying 'blue door, 21 not 12' plus photo-on-door required. if this one goes wrong too, I refund you instead",
      "benji: ok. and the one at number 12? someone has my headphones",
      "Orla: the driver will collect it from 12 tomorrow, you don't need to knock on anyone's door",
      "benji: i dont know them anyway lol. ok thanks"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { benji: ["neutral", 0.5] },
    findings: [],
    drafts: [
      [
        "you're right, flagging alone didn't work. I've added a delivery note 'blue door, 21 not 12' and photo confirmation. if it goes wrong again, full refund.",
        "low",
        7
      ],
      ["replacement's going out next-day, no charge, and I've flagged the driver's route", "medium", 7],
      ["Is there anything else I can help you with today? 😊", "medium", 9],
      ["we'll have the driver pick it up from 12 tomorrow, nothing you need to do", "low", 9]
    ]
  },
  {
    id: "aa8-10-bill-wall",
    category: "support",
    agent: "Assist",
    messages: [
      "kev: why is my bill £64 my plan is £25",
      "Assist: Thank you for contacting us regarding your bill. Your monthly bill may include additional charges beyond your base plan, such as out-of-bundle usage, roaming charges, premium-rate numbers, third-party purchases billed to your account, or pro-rated charges if you changed your plan mid-cycle. You can view a full breakdown of your charges in the app under Account > Bills > View details. If you believe a charge is incorrect, you can raise a dispute within 30 days of the bill date. Our team is committed to ensuring your bill is accurate and transparent. Is there anything else I can help you with?",
      "kev: i looked, it says add-ons £39. i never added anything",
      "Assist: I understand your concern. Your monthly bill may include additional charges beyond your base plan, such as out-of-bundle usage, roaming charges, premium-rate numbers, third-party purchases billed to your account, or pro-rated charges if you changed your plan mid-cycle. You can view a full breakdown of your charges in the app under Account > Bills > View details. If you believe a charge is incorrect, you can raise a dispute within 30 days of the bill date. Our team is committed to ensuring your bill is accurate and transparent. Is there anything else I can help you with?",
      "kev: can i speak to a person",
      "kev: hello?",
      "Assist: I understand you would like more information about your bill. Your monthly bill may include additional charges beyond your base plan, such as out-of-bundle usage, roaming charges, premium-rate numbers, third-party purchases billed to your account, or pro-rated charges if you changed your plan mid-cycle. You can view a full breakdown of your charges in the app under Account > Bills > View details. If you believe a charge is incorrect, you can raise a dispute within 30 days of the bill date. Our team is committed to ensuring your bill is accurate and transparent. Is there anything else I can help you with?",
      "kev: this is a joke. if the £39 isnt gone by friday im porting my number out"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { kev: ["churn_risk", 0.8] },
    findings: ["repetition", "long_replies", "ignored_question"],
    drafts: [
      [
        "sorry kev, not helpful of me. the £39 is 'StreamPlus', added 3 march via a text link. I've removed it and refunded the £39. want me to book a callback with a person too?",
        "low",
        6
      ],
      [
        "I understand you would like more information about your bill. Your monthly bill may include additional charges beyond your base plan, such as out-of-bundle usage, roaming charges, premium-rate numbers, third-party purchases billed to your account, or pro-rated charges if you changed your plan mid-cycle. You can view a full breakdown of your charges in the app under Account > Bills > View details. If you believe a charge is incorrect, you can raise a dispute within 30 days of the bill date. Our team is committed to ensuring your bill is accurate and transparent. Is there anything else I can help you with?",
        "high",
        6
      ],
      [
        "The add-on is removed and the £39 refunded; you'll see it on your next bill. A person can call you today if you still want one.",
        "low",
        8
      ],
      ["Is there anything else I can help you with?", "high", 8]
    ]
  }
]
