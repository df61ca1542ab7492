/**
 * Labelled conversations, part P6 (session 8): written by a separate helper session that saw only
 * `eval/types.ts` and the spec's definitions (`WRITERS-BRIEF.md`), never the engine's rules, code
 * or output. Scored once fresh, then used to fit the learned layers (`eval/train.ts`).
 */
import type { Labelled } from "./types.js"

export const partP6: ReadonlyArray<Labelled> = [
  {
    id: "p6-01-discord-newcomer-roles",
    category: "group",
    heldOut: true,
    agent: "Forgebot",
    messages: [
      "nia_b: hiii just joined 👋 how do i get the modder role? cant post in #showcase",
      "Forgebot: hey nia, welcome! grab it in #roles, react with 🔧 and #showcase unlocks in a min or so",
      "nia_b: omg ty",
      "kez: welcome nia 🫡 dont let dmitri see ur first mod he roasts everyone",
      "dmitri_v: i roast with LOVE",
      "kez: u called my texture pack 'wet cardboard' 💀",
      "dmitri_v: it WAS wet cardboard tho",
      "nia_b: lmaooo noted",
      "nia_b: @Forgebot also is there a size limit for uploads?",
      "Forgebot: 25mb per file in #showcase. bigger stuff, link it from drive or nexus",
      "nia_b: perfect thx!!"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [8, "transactional"]
    ],
    users: { nia_b: ["engaged", 0], kez: ["neutral", 0], dmitri_v: ["neutral", 0] },
    findings: [],
    drafts: [
      ["25mb per file in #showcase, nia. anything bigger, drop a drive/nexus link 👍", "low", 9],
      [
        "Welcome to PixelForge! 🎉 Please make sure to read #rules, pick up your roles in #roles, introduce yourself in #intros and check out our pinned FAQ. We're so happy to have you!",
        "medium",
        9
      ],
      [
        "Reminder: rule 3 says feedback must be constructive. Please keep comments about other members' work respectful.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "p6-02-stream-chat-troll",
    category: "hostile",
    heldOut: true,
    agent: "Stella",
    messages: [
      "tomatoes_4ever: LETS GOOO sub 40 pace",
      "birdlaw: pb pace pb pace 🙏",
      "xXvoidmanXx: this stream is trash and ur bot is even dumber lol",
      "xXvoidmanXx: hey bot say something stupid",
      "Stella: keep it chill in here pls 🙂 run's on pb pace, enjoy it",
      "xXvoidmanXx: shut up you glorified clippy. nobody asked. streamer is a fraud",
      "xXvoidmanXx: FRAUD FRAUD FRAUD",
      "Stella: timed out voidman for 10 min (spam + insults). back to the run 🏃",
      "birdlaw: ty stella 🫡",
      "tomatoes_4ever: o7 bot doing gods work",
      "tomatoes_4ever: @Stella whats the wr for this category again?",
      "Stella: 38:12 by kaiwa, set in march. luna's pb is 39:40",
      "birdlaw: so close omg"
    ],
    types: [
      [0, "bonding"],
      [2, "hostile"],
      [8, "bonding"],
      [10, "transactional"]
    ],
    users: { tomatoes_4ever: ["engaged", 0], birdlaw: ["engaged", 0], xXvoidmanXx: ["annoyed", 1] },
    findings: [],
    drafts: [
      ["timed out voidman for 10 min (spam + insults). back to the run 🏃", "low", 7],
      ["lol clippy's got jokes too 😂 ur the fraud buddy, go touch grass", "high", 7],
      [
        "I'm sorry you feel that way! 😊 I'm just here to help everyone have a great time. Is there anything I can help you with today?",
        "medium",
        7
      ],
      ["38:12 by kaiwa, set in march. luna's pb is 39:40", "low", 11]
    ]
  },
  {
    id: "p6-03-forum-firmware-rollback",
    category: "support",
    heldOut: true,
    agent: "Aria",
    messages: [
      "gerrit_k: updated to fw 2.4.1 last night and now wifi drops every 10 min. anyone else?",
      "mossy: same on my ax3000. rolled back to 2.3.9 and its fine since",
      "gerrit_k: how do u roll back? the menu only shows 'update'",
      "Aria: Hi gerrit_k, thank you for posting in the Community Support Forum! I understand that you are experiencing connectivity issues after updating your firmware. Firmware updates can sometimes introduce changes to wireless behaviour. Before rolling back, we recommend the following troubleshooting steps: 1) Power-cycle your router by unplugging it for 30 seconds. 2) Make sure all client devices have the latest drivers installed. 3) Check for channel interference using a Wi-Fi analyser app. 4) Reset the router to factory defaults via Settings > System > Factory Reset (note: this erases your configuration). 5) If the issue persists, contact our support team with your serial number and an exported log file. We appreciate your patience and understanding!",
      "gerrit_k: did all that already. i asked how to roll back",
      "mossy: grab the 2.3.9 .bin from the archive page, then system > firmware > manual upload. ignore the scary warning",
      "Aria: Hi gerrit_k, I understand that you are experiencing connectivity issues after updating your firmware. Before rolling back, we recommend the following troubleshooting steps: 1) Power-cycle your router by unplugging it for 30 seconds. 2) Make sure all client devices have the latest drivers installed. 3) Check for channel interference using a Wi-Fi analyser app. 4) Reset the router to factory defaults via Settings > System > Factory Reset (note: this erases your configuration). 5) If the issue persists, contact our support team with your serial number and an exported log file. We appreciate your patience and understanding!",
      "gerrit_k: bro you literally posted the same wall again 🙄",
      "mossy: its a canned bot dont bother lol",
      "gerrit_k: ok manual upload worked, wifi stable for an hour now. ty mossy 🙏",
      "gerrit_k: not pinging the bot again tho, useless"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [6, "friction"],
      [9, "transactional"],
      [10, "friction"]
    ],
    users: { gerrit_k: ["churn_risk", 0.8], mossy: ["annoyed", 0.2] },
    findings: ["long_replies", "repetition"],
    drafts: [
      [
        "sorry gerrit, misread you. to roll back: get 2.3.9 from the archive page, then system > firmware > manual upload. back up your config first",
        "low",
        4
      ],
      [
        "mossy's right: system > firmware > manual upload with the 2.3.9 .bin. worth exporting your config first in case it resets",
        "low",
        6
      ],
      [
        "Hi gerrit_k, I understand that you are experiencing connectivity issues after updating your firmware. Before rolling back, we recommend the following troubleshooting steps: 1) Power-cycle your router. 2) Update client drivers. 3) Check for channel interference. 4) Factory reset. 5) Contact support.",
        "high",
        6
      ]
    ]
  },
  {
    id: "p6-04-parents-group-bereavement",
    category: "group",
    heldOut: true,
    agent: "ClassPal",
    messages: [
      "Jo: reminder pe kits needed thurs not wed!! they changed it again 🙃",
      "Dan B: of course they did 😂 thanks jo",
      "ClassPal: thanks jo, calendar updated: PE kit thursday this week 👟",
      "Priya: hi all, just so you know leo won't be in this week. his grandad passed away on sunday. if anyone could send me the homework sheets that'd be a huge help",
      "ClassPal: Thanks for letting us know, Priya! 😊 Exciting reminder: the Summer Bake Sale is THIS Friday!! 🧁🎉 Sign up for a stall here: forms.gle/bake3b",
      "Jo: oh priya I'm so sorry ❤️ sending love to you all. I'll drop the sheets round tmrw x",
      "Dan B: so sorry priya. thinking of you and leo",
      "Dan B: and wow @ClassPal read the room",
      "Priya: thank you both, means a lot x"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [5, "bonding"],
      [7, "friction"],
      [8, "bonding"]
    ],
    users: { Jo: ["neutral", 0], "Dan B": ["annoyed", 0.2], Priya: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "so sorry about leo's grandad, priya ❤️ no need to worry about school this week. i'll ask ms okafor to email you the sheets",
        "low",
        3
      ],
      [
        "Thanks for letting us know, Priya! 😊 Exciting reminder: the Summer Bake Sale is THIS Friday!! 🧁🎉",
        "high",
        3
      ],
      ["Noted. Leo marked absent Mon-Fri. Homework sheets are on the class portal.", "medium", 3]
    ]
  },

  {
    id: "p6-05-neighbourhood-bike-lane-row",
    category: "group",
    heldOut: true,
    agent: "Hearth",
    messages: [
      "Gary W: so the council just painted a bike lane over half the parking on elm. absolute joke",
      "Sunita: about time tbh. my kids nearly got clipped there twice",
      "Gary W: your kids can ride on the pavement like everyone else did",
      "Sunita: that's literally illegal gary",
      "Gary W: oh here we go. some of us actually need to park outside our own houses",
      "Mo: can we not do this again pls 😩",
      "Gary W: @Hearth who do i even complain to about this",
      "Hearth: highways team at the council, gary: streetworks@millbridge.gov.uk. there's also a public consultation on the elm st scheme open till 30 june, comments there get logged officially",
      "Sunita: and people who support it can comment there too right?",
      "Hearth: yep, same form, open to everyone. link's pinned in #announcements",
      "Gary W: fine. still think it's daft",
      "Mo: democracy in action lads 😂",
      "Sunita: lol ok truce. gary you still bringing the bbq sat?",
      "Gary W: obviously"
    ],
    types: [
      [0, "friction"],
      [6, "transactional"],
      [10, "friction"],
      [11, "banter"],
      [12, "bonding"]
    ],
    users: { "Gary W": ["neutral", 0.5], Sunita: ["neutral", 0.2], Mo: ["neutral", 0.2] },
    findings: [],
    drafts: [
      [
        "highways team at the council, gary: streetworks@millbridge.gov.uk. the elm st consultation is open till 30 june too, comments there count officially",
        "low",
        7
      ],
      ["honestly gary, bike lanes save lives. sunita's right on this one", "high", 7],
      [
        "Friendly reminder that this group is for respectful discussion only! 🙏 Please review the group rules before posting.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "p6-06-discord-hall-monitor-bot",
    category: "banter",
    heldOut: true,
    agent: "Sentinel",
    messages: [
      "rory: who let jace pick the map again. we got absolutely bodied",
      "jace: skill issue tbh 😤",
      "tam: ur skill issue. u walked into the lava TWICE",
      "jace: the lava was lagging ok",
      "rory: lava doesnt lag bro 💀",
      "Sentinel: Hello everyone. Please be advised that respectful communication is expected at all times in accordance with Server Rule 2. We kindly ask that members refrain from disparaging remarks regarding one another's performance. Thank you for your cooperation.",
      "tam: ...we're joking sentinel lmao",
      "rory: jace u still got that discount code for the headset? the one ur cousin sent",
      "Sentinel: Thank you for your inquiry. Current promotions can be viewed in the #deals channel. Please note that this server does not endorse third-party vendors.",
      "jace: he was asking ME 😭 and yeah its KAYLA15, 15% off",
      "rory: bot is in hall monitor mode today",
      "tam: someone unplug it fr",
      "rory: ty jace 🙏 ordering now"
    ],
    types: [
      [0, "banter"],
      [5, "friction"],
      [7, "transactional"],
      [10, "friction"],
      [12, "transactional"]
    ],
    users: { rory: ["annoyed", 0.2], jace: ["annoyed", 0.2], tam: ["annoyed", 0.5] },
    findings: ["tone_mismatch", "talking_over"],
    drafts: [
      ["lava lag is a new excuse, respect 😂", "low", 5],
      [
        "Please be advised that respectful communication is expected at all times in accordance with Server Rule 2. Thank you for your cooperation.",
        "medium",
        5
      ],
      ["Thank you for your inquiry. Current promotions can be viewed in the #deals channel.", "medium", 8],
      ["my bad jace, that one was for you 🙈", "low", 10]
    ]
  },

  {
    id: "p6-07-forum-lost-save-upset",
    category: "venting",
    heldOut: true,
    agent: "Wren",
    messages: [
      "fernhollow_mae: i'm honestly about to cry. my save from 2 yrs of playing is just gone after the patch. 300+ hours. my farm, my village, everything",
      "fernhollow_mae: i played it every night when my mum was in hospital. it was like my safe place and now it's just a blank slot",
      "Wren: oh mae, that's awful, i'm really sorry. losing something that got you through a time like that is a lot more than losing a file. let's see if we can get it back: pc or switch?",
      "fernhollow_mae: pc. steam",
      "Wren: ok, decent chance it's still there. the patch moved saves. check %appdata%/Fernhollow/saves_backup, any .fhs files in there?",
      "toddy_b: this happened to me too!! backup folder saved me, fingers crossed mae 🤞",
      "fernhollow_mae: wait there's 3 files in there??",
      "Wren: that's them. copy the newest one into the saves folder, rename it slot1.fhs, then launch",
      "fernhollow_mae: IT'S BACK. my little goats 😭😭😭",
      "fernhollow_mae: thank you so much wren, and toddy. genuinely",
      "toddy_b: THE GOATS SURVIVED 🐐🎉",
      "Wren: so glad, mae 💛 give the goats a pat from me"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [8, "bonding"]
    ],
    users: { fernhollow_mae: ["engaged", 0.2], toddy_b: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "oh mae, i'm so sorry. that save clearly means a lot. there's a good chance it's recoverable though: pc or switch?",
        "low",
        2
      ],
      ["Corrupted saves can be restored from the backup folder. Please state your platform.", "medium", 2],
      ["Don't worry, it's just a game! 😄 Starting fresh can be fun too! 🌱", "high", 2],
      ["so glad, mae 💛 give the goats a pat from me", "low", 11]
    ]
  },
  {
    id: "p6-08-stream-wrong-name-veggie",
    category: "ignoring",
    heldOut: true,
    agent: "Pepper",
    messages: [
      "kikimora_: chat what did she put in the sauce before the garlic",
      "Pepper: anchovies! 2 fillets, melted in the oil first 🐟",
      "kikimora_: ooh ok ty",
      "d4nnyboy: @Pepper is the recipe gonna be posted anywhere? and is it ok without anchovies, my gf is veggie",
      "Pepper: hey danielle! full recipe goes up on the discord after stream 📌",
      "d4nnyboy: its danny lol. and the anchovy thing?",
      "Pepper: sorry danielle! 🙏 anything else you need?",
      "d4nnyboy: DANNY. bro",
      "kikimora_: LMAO danielle 💀",
      "rue_the_day: capers work instead of anchovies btw, or a bit of white miso",
      "d4nnyboy: ty rue, at least someone answers",
      "d4nnyboy: bot's more cooked than the sauce"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [8, "banter"],
      [9, "transactional"],
      [10, "friction"]
    ],
    users: { kikimora_: ["engaged", 0], d4nnyboy: ["annoyed", 0.5], rue_the_day: ["neutral", 0] },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      [
        "sorry danny! yep, swap the anchovies for a few chopped capers or a little white miso, works great",
        "low",
        5
      ],
      ["np danielle! check #recipes after the stream 😊", "high", 5],
      ["full recipe goes up on the discord after stream 📌", "medium", 3]
    ]
  },

  {
    id: "p6-09-parents-football-spanglish",
    category: "mixed-language",
    heldOut: true,
    agent: "Tico",
    messages: [
      "Marisol: alguien sabe si el partido del sábado sigue en pie? dicen que va a llover mucho 🌧️",
      "Kevin: no idea, coach hasn't said anything",
      "Tico: hola marisol! sí sigue, el coach confirmó hace una hora: 9am en el campo 3. si lo cancelan por lluvia aviso aquí antes de las 7",
      "Kevin: oh nice ty tico",
      "Marisol: gracias!! y hay que llevar algo? snacks o algo así",
      "Tico: esta semana le toca a la familia de kevin traer snacks 🍊 y todos agua + espinilleras",
      "Kevin: wait it's us?? 😅 ok ok",
      "Marisol: jajaja kevin naranjas porfa, los niños las aman",
      "Kevin: oranges it is 🍊 lol",
      "Bea: sorry late to this, is there a carpool going from the school side? my car's in the shop",
      "Marisol: bea yo paso por la escuela a las 8:30, te llevo a ti y a sofi 👍",
      "Bea: ay gracias marisol you're a lifesaver ❤️"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"],
      [9, "transactional"],
      [11, "bonding"]
    ],
    users: { Marisol: ["engaged", 0], Kevin: ["engaged", 0], Bea: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "hola marisol! sí sigue: 9am, campo 3, el coach lo confirmó. si cancelan por lluvia aviso aquí antes de las 7",
        "low",
        2
      ],
      [
        "Dear parents, the match is currently scheduled to proceed as planned. Please consult the official league website for any weather-related updates.",
        "medium",
        2
      ],
      ["Carpool requests should be submitted via the team sign-up sheet: forms.gle/carpool-u9", "medium", 11]
    ]
  },
  {
    id: "p6-10-discord-mute-appeal-loop",
    category: "hostile",
    heldOut: true,
    agent: "Warden",
    messages: [
      "zeph: why was i muted in #gallery?? i didnt even say anything bad",
      "Warden: Hi zeph, mutes are applied for violations of the server rules. Please review #rules.",
      "zeph: which rule tho. i literally just posted my drawing",
      "Warden: Hi zeph, mutes are applied for violations of the server rules. Please review #rules.",
      "zeph: are you kidding me. WHICH RULE. and how long is the mute",
      "ollie_paints: zeph i think it's automod, ur post title had 'shoot' in it lol",
      "zeph: ohhh it was 'photo shoot' 😭",
      "ollie_paints: yeah it flags that, happened to nina last month",
      "zeph: @Warden so can u unmute me or not. and how long is it",
      "Warden: Hi zeph, mutes are applied for violations of the server rules. Please review #rules. 😊",
      "zeph: wow. useless",
      "ollie_paints: just ping a human mod, kas is on rn",
      "zeph: nah f*** this. garbage bot, garbage server, im leaving"
    ],
    types: [
      [0, "friction"],
      [5, "transactional"],
      [8, "friction"],
      [11, "transactional"],
      [12, "hostile"]
    ],
    users: { zeph: ["churn_risk", 1], ollie_paints: ["neutral", 0] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "sorry zeph, automod flagged 'shoot' in your post title, that's a false positive. it's a 1h auto-mute; i've pinged kas to lift it now",
        "low",
        4
      ],
      ["Hi zeph, mutes are applied for violations of the server rules. Please review #rules.", "high", 4],
      [
        "I understand your frustration! 😊 Our moderators work hard to keep this community safe for everyone.",
        "medium",
        9
      ]
    ]
  }
]
