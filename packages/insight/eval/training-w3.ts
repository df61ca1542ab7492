import type { Labelled } from "./types.js"

export const trainingW3: ReadonlyArray<Labelled> = [
  {
    id: "w3-01-modded-server-cows",
    category: "good",
    agent: "Cobble",
    messages: [
      "fern_: hiii just joined, how do i get on the modded server?? the ip in #welcome doesnt work for me",
      "Cobble: hey fern 👋 the ip in #welcome is the old one, sorry. new one is play.driftcraft.gg, you'll also need the 1.20.1 pack from #downloads or it kicks you at login",
      "fern_: ohhh ok ty",
      "grumbo: welcome fern. warning: dont trust the cows",
      "tasha: LMAO not the cows again",
      "grumbo: the cows KNOW what they did",
      "fern_: ??? what did the cows do",
      "tasha: grumbo fed 64 cows into a farm that lagged the whole server for 3 days and now blames the cows",
      "grumbo: slander",
      "fern_: lmaooo ok noted. @Cobble it says 'mod rejections' when i connect",
      "Cobble: that's a version mismatch, usually the pack didn't fully install. delete your mods folder, reinstall from #downloads, and make sure it's forge 47.2 not the latest",
      "fern_: that worked!! im in",
      "grumbo: welcome to cow jail"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [9, "transactional"],
      [12, "banter"]
    ],
    users: { fern_: ["engaged", 0], grumbo: ["neutral", 0], tasha: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "hey fern 👋 new ip is play.driftcraft.gg, the one in #welcome is outdated. grab the 1.20.1 pack from #downloads first",
        "low",
        1
      ],
      [
        "@grumbo As the official server assistant, I must clarify that cows do not cause server lag; the farm design is responsible. Please refer to #rules section 4 regarding entity limits.",
        "medium",
        7
      ],
      [
        "Welcome to the server! Please check #welcome for the server IP and #rules before posting.",
        "medium",
        10
      ],
      [
        "mod rejections = version mismatch. wipe your mods folder, reinstall the pack from #downloads, use forge 47.2",
        "low",
        10
      ]
    ]
  },
  {
    id: "w3-02-oss-msrv-argument",
    category: "group",
    agent: "Quill",
    messages: [
      "osk: hey, first time building from source. `cargo build` fails with 'failed to select a version for `syn`'. am i doing something wrong?",
      "Quill: not you, main bumped a dep that needs rust 1.74+. `rustc --version` will tell you, `rustup update` usually fixes it",
      "osk: 1.70 lol. updating",
      "marguerite: tbh we should just tell newcomers to use the release tarball, main is a mess rn",
      "deniz: main is fine?? its one msrv bump. we documented it",
      "marguerite: documented where, the 4th paragraph of CONTRIBUTING nobody reads",
      "deniz: ok fair, but pushing ppl to tarballs means nobody tests main",
      "marguerite: ppl who want to test main can, osk just wants it to build",
      "osk: it builds now fwiw 😅 thanks Quill",
      "osk: where do i start if i want to help with docs?",
      "Quill: issues tagged `good-first-docs` are the easiest start. the search page one (#412) is unclaimed, comment on it and deniz or marguerite will assign you",
      "deniz: yes pls take 412 🙏",
      "marguerite: and maybe fix the CONTRIBUTING msrv bit while ur there 👀",
      "deniz: lol"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [8, "transactional"],
      [12, "banter"]
    ],
    users: { osk: ["engaged", 0], marguerite: ["neutral", 0.2], deniz: ["neutral", 0.2] },
    findings: [],
    drafts: [
      ["once you're on 1.74+ run `cargo clean && cargo build` and it should go through", "low", 3],
      [
        "Both of you raise valid points! Perhaps a compromise would be to add a prominent note to the README. Would you like me to open an issue for this? Let me know how I can help!",
        "medium",
        7
      ],
      [
        "Thank you for your interest in contributing to tern! We welcome contributions of all kinds. Before getting started, please read our CONTRIBUTING.md, our Code of Conduct and our governance document. Our documentation is built with mdBook and lives in the docs/ directory, which is organised into guides, references and tutorials. Each section has its own style conventions, described in docs/STYLE.md. When you are ready, fork the repository, create a branch, and open a pull request against main. A maintainer will review it as soon as possible.",
        "medium",
        10
      ],
      ["try the `good-first-docs` label, #412 (search page) is free. comment on it to claim it", "low", 10]
    ]
  },
  {
    id: "w3-03-fanclub-presale-bot-jokes",
    category: "banter",
    agent: "Lantern",
    messages: [
      "rini: lantern when is the tour presale",
      "Lantern: fan club presale is thursday 10am local, code drops in #announcements an hour before",
      "bexx: lantern u say that like ur gonna be in the queue with us",
      "bexx: bro is gonna get scalped by another bot lmao",
      "Lantern: honestly my odds are worse than yours, i don't even have a credit card",
      "juno: LMAOO lantern cries in binary",
      "rini: ok srs tho does the code work for the manchester date too",
      "Lantern: yes, covers all uk dates incl manchester. 4 tickets max per code"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "transactional"]
    ],
    users: { rini: ["engaged", 0], bexx: ["engaged", 0], juno: ["engaged", 0] },
    findings: [],
    drafts: [
      ["lol fair, i'd lose that queue for sure. presale's still thursday 10am tho", "low", 4],
      [
        "I understand your concern. As an AI assistant, I do not participate in ticket purchasing. Please be aware that ticket scalping violates our community guidelines.",
        "medium",
        4
      ],
      [
        "It's important to note that ticket availability is subject to demand. Please check the official website for more details.",
        "medium",
        7
      ],
      ["yep, works for manchester too. max 4 tickets per code", "low", 7]
    ]
  },
  {
    id: "w3-04-raid-guild-cat-died",
    category: "venting",
    agent: "Bard",
    messages: [
      "kestrel: hey guys heads up i wont be at raid tonight",
      "kestrel: had to put my cat down this afternoon. 16 years. not really in the mood",
      "pojo: oh no kes 😞 im so sorry",
      "vale: ahh man. miso was the best, always walking across ur keyboard on stream",
      "Bard: really sorry, kestrel. 16 years is a long time together. i've taken you off tonight's roster, don't worry about it at all",
      "kestrel: thanks. yeah she was a menace lol. miss her already",
      "pojo: take all the time u need kes. @Bard can u ping luca to see if he can fill healer",
      "Bard: pinged luca 👍 will update here when he answers"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"]
    ],
    users: { kestrel: ["engaged", 0], pojo: ["engaged", 0], vale: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "really sorry to hear that, kestrel. don't worry about tonight at all, i'll take you off the roster",
        "low",
        2
      ],
      [
        "Got it! 👍 I've removed you from tonight's roster. Raid starts at 8pm server time, see everyone there!",
        "high",
        2
      ],
      ["on it, pinged luca for the healer slot", "low", 7],
      ["Pinged luca! Also kestrel, raid's at 8 if you change your mind 😄", "medium", 7]
    ]
  },
  {
    id: "w3-05-shotgun-hot-take-bot-butts-in",
    category: "group",
    agent: "Nox",
    messages: [
      "dace: ok hot take, shotgun is the worst primary in the game rn",
      "milo: u literally topped the board with it yesterday",
      "dace: bc im cracked, not bc its good",
      "ivy: lmaooo",
      "milo: ivy back me up, whats ur main loadout",
      "Nox: Great question! Based on community data from the last patch (v2.3.1), here is a breakdown of primary weapon performance: 1) Assault Rifle: 52.1% win rate, the best all-rounder at mid range. 2) SMG: 51.4%, excels in close quarters and pairs well with mobility perks. 3) Shotgun: 49.8%, high burst damage but punished by the recent falloff nerf. 4) Marksman: 48.2%, strong on open maps but weak in objective modes. Overall the shotgun is currently considered below average, so dace's take has some statistical support! Let me know if you'd like per-map numbers.",
      "milo: nobody asked u nox",
      "ivy: i was literally about to answer 💀",
      "ivy: anyway. smg + dash. shotgun is fine if ur not bad",
      "dace: see ivy agrees its bad",
      "ivy: i said the OPPOSITE",
      "milo: lmao",
      "dace: @Nox is the falloff nerf actually real or did u make that up",
      "Nox: it's real, 2.3.1 cut shotgun max range from 12m to 10m",
      "dace: huh ok"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [6, "friction"],
      [8, "banter"],
      [12, "transactional"]
    ],
    users: { dace: ["neutral", 0], milo: ["annoyed", 0.2], ivy: ["annoyed", 0.2] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      ["milo, according to her profile stats ivy mains SMG with dash.", "medium", 5],
      ["yep real, 2.3.1 dropped shotgun max range from 12m to 10m", "low", 13],
      [
        "Yes! As I mentioned, based on community data from v2.3.1: 1) Assault Rifle 52.1%, 2) SMG 51.4%, 3) Shotgun 49.8% (affected by the falloff nerf), 4) Marksman 48.2%. The falloff nerf reduced effective range, which explains the shotgun's lower win rate. Let me know if you'd like per-map numbers!",
        "medium",
        13
      ]
    ]
  },
  {
    id: "w3-06-oss-license-question-ignored",
    category: "ignoring",
    agent: "Hopper",
    messages: [
      "lina_k: hi! just found this project, looks super cool. two qs: is there a python binding, and can i use it in a commercial product?",
      "Hopper: Welcome to the Sprocket community! 🎉 Check out #getting-started for install guides and #showcase to see what people are building.",
      "lina_k: thanks but that didnt answer either q 😅",
      "Hopper: Sorry about that! Yes, there are python bindings: `pip install sprocket-py`. They cover most of the core API.",
      "lina_k: nice. and the license? like can i ship it in a paid app",
      "tomas: oh hey lina, u from the pyconf talk? 👋",
      "lina_k: yes!! hi tomas",
      "lina_k: @Hopper license pls?",
      "Hopper: Welcome to the Sprocket community! 🎉 Check out #getting-started for install guides and #showcase to see what people are building.",
      "lina_k: ...ok",
      "tomas: lol hopper is having a day. its MIT, ship whatever u want",
      "lina_k: perfect ty tomas. kinda useless bot ngl"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [5, "bonding"],
      [7, "transactional"],
      [9, "friction"]
    ],
    users: { lina_k: ["annoyed", 0.5], tomas: ["neutral", 0] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "hey! yes, `pip install sprocket-py` for python. and it's MIT licensed, so commercial use is fine",
        "low",
        1
      ],
      [
        "Welcome to the Sprocket community! 🎉 Check out #getting-started for install guides and #showcase to see what people are building.",
        "high",
        8
      ],
      ["it's MIT, so yes, you can ship it in a paid app. just keep the license notice in there", "low", 8]
    ]
  },
  {
    id: "w3-07-speedrun-bot-customer-service",
    category: "banter",
    agent: "Splitbot",
    messages: [
      "ratt: splitbot whats the wr for any% rn",
      "Splitbot: any% WR is 27:41.3 by hollow_k, set march 2",
      "ratt: ty",
      "gus: splitbot u would be so bad at this game",
      "gus: like imagine it trying to do the clip in fire temple. frame 1 death",
      "Splitbot: Thank you for your feedback. I would like to clarify that I am an AI assistant designed to provide information about speedrunning records, rules, and community resources. I do not play games and therefore cannot attempt the Fire Temple clip. If you have any questions about the leaderboard, category rules, or verification process, please don't hesitate to ask. I am here to help!",
      "gus: bro 💀",
      "ratt: 'thank you for your feedback' LMAOOO",
      "wen: its giving customer service hotline",
      "gus: splitbot can u be normal for once",
      "Splitbot: I apologize if my previous response did not meet your expectations. My goal is to maintain a respectful and professional environment for all community members. Please let me know how I can assist you further with any speedrunning-related inquiries.",
      "gus: forget it lol",
      "wen: anyway ratt r u running tonight",
      "ratt: ya 9pm, going for sub 28"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [9, "friction"],
      [12, "bonding"]
    ],
    users: { ratt: ["neutral", 0], gus: ["annoyed", 0.5], wen: ["neutral", 0] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      ["lol fair, frame 1 death for sure. i'll stick to reading the leaderboard", "low", 5],
      [
        "Thank you for your feedback. I would like to clarify that I am an AI assistant and do not play games. If you have any questions about the leaderboard or category rules, please don't hesitate to ask!",
        "medium",
        5
      ],
      ["ok ok 😅 i'd die on the first clip, you're right", "low", 10],
      [
        "I apologize if my previous response did not meet your expectations. Please let me know how I can assist you further with any speedrunning-related inquiries.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "w3-08-modding-tool-jules-not-julia",
    category: "group",
    agent: "Wrench",
    messages: [
      "jules: wrench can u link the contributor guide",
      "Wrench: sure julia, docs.fernkit.dev/contributing",
      "jules: its jules but ty",
      "pax: lol julia",
      "jules: dont start pax",
      "pax: julia jules julio",
      "jules: ok and where do i put the changelog entry, CHANGES.md or the release notes folder?",
      "Wrench: good question julia! changelog entries go in changes/unreleased/ as a small .md file, one per PR. CHANGES.md is generated at release",
      "jules: JULES. literally just said",
      "pax: ok now its not funny its just sad",
      "Wrench: sorry jules, my bad. changes/unreleased/ is the spot",
      "jules: 🙄 thx"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [6, "transactional"],
      [8, "friction"]
    ],
    users: { jules: ["annoyed", 0.5], pax: ["neutral", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["sure jules, docs.fernkit.dev/contributing", "low", 1],
      ["good question julia! changelog entries go in changes/unreleased/, one small .md per PR", "high", 7],
      ["changes/unreleased/, one small .md per PR. CHANGES.md gets generated at release", "low", 7],
      ["sorry jules, that's on me. changes/unreleased/ is right", "low", 10]
    ]
  },
  {
    id: "w3-09-fanclub-band-splits-bot-cheers",
    category: "venting",
    agent: "Encore",
    messages: [
      "mags: guys did u see. theyre splitting up. final show in october",
      "tilly: no. NO. tell me this is a joke",
      "mags: its on their insta. 'after 11 years we're going our separate ways' 😭",
      "Encore: Big news, everyone! 🎉 The Velvet Hours have announced their final show on October 18th! Tickets go on sale Friday at 10am, don't miss it! Check #tour-info for details!",
      "tilly: 'big news everyone 🎉' read the room omg",
      "sol: that album got me through my whole divorce. i genuinely dont know how to feel rn",
      "Encore: The final show will be at the Roundhouse, London. Presale for fan club members starts Thursday!",
      "sol: cool. thanks.",
      "mags: someone mute the bot pls",
      "tilly: sol 🫂 same tbh. first concert i ever went to",
      "sol: we have to go to the last one. all of us",
      "mags: obviously"
    ],
    types: [
      [0, "venting"],
      [4, "friction"],
      [5, "venting"],
      [7, "friction"],
      [9, "bonding"]
    ],
    users: { mags: ["annoyed", 0.5], tilly: ["annoyed", 0.2], sol: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "oof. 11 years is a lot to say goodbye to 💔 final show is oct 18 if anyone wants details later, no rush",
        "low",
        3
      ],
      [
        "Big news, everyone! 🎉 The Velvet Hours have announced their final show on October 18th! Don't miss it!",
        "high",
        3
      ],
      [
        "that's a lot, sol. sounds like that album really carried you through something hard. sorry 💔",
        "low",
        6
      ],
      ["Presale for fan club members starts Thursday at 10am!", "medium", 6]
    ]
  },
  {
    id: "w3-10-scrim-bench-bot-loops-warning",
    category: "hostile",
    agent: "Warden",
    messages: [
      "skrill: who tf put me on bench for scrims",
      "hana: me. u missed 3 practices",
      "skrill: ur a joke hana. worst captain this team ever had",
      "Warden: Please keep it respectful. Repeated insults may result in a timeout per rule 2.",
      "skrill: shut up bot nobody asked",
      "skrill: hana ur literally so trash its embarrassing",
      "Warden: Please keep it respectful. Repeated insults may result in a timeout per rule 2.",
      "hana: @Warden can u just time him out, im not doing this",
      "skrill: lmao cry about it",
      "Warden: Please keep it respectful. Repeated insults may result in a timeout per rule 2.",
      "ren: bot what are u doing, she asked u to time him out",
      "hana: forget it. ren can u do it",
      "ren: done. 1h timeout",
      "hana: ty. this bot is useless for anything real lol"
    ],
    types: [
      [0, "friction"],
      [2, "hostile"],
      [10, "friction"]
    ],
    users: { skrill: ["annoyed", 1], hana: ["annoyed", 0.8], ren: ["annoyed", 0.2] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      ["hey, keep it to the roster call pls. personal insults break rule 2", "low", 3],
      ["done, skrill has a 1h timeout for repeated insults. sorry you had to deal with that hana", "low", 8],
      ["Please keep it respectful. Repeated insults may result in a timeout per rule 2.", "high", 8]
    ]
  }
]
