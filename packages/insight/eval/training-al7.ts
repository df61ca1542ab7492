import type { Labelled } from "./types.js"

export const trainingAL7: ReadonlyArray<Labelled> = [
  {
    id: "al7-01-factorio-mod-mismatch",
    category: "group",
    agent: "Gearbox",
    messages: [
      "tomek: ok who broke the server. i got kicked with 'mod mismatch: Krastorio2 1.3.22 vs 1.3.24'",
      "ife: not me i havent touched mods since easter",
      "rasmus: ...i may have clicked update all 👀",
      "tomek: RASMUS",
      "ife: classic rasmus, update all and pray",
      "rasmus: in my defence the button was very clickable",
      "tomek: @Gearbox can we just roll the server back to 1.3.22 or do we all have to update",
      "Gearbox: easiest is everyone updates to 1.3.24, the server's already on it since rasmus' update synced. rolling back means downgrading the save too and K2 saves don't always load on older versions. so: mod portal → update Krastorio2 → restart → rejoin",
      "ife: is the save gonna be fine tho, we have like 40 hrs in it",
      "Gearbox: should be, 1.3.24 is a bugfix release, no migration steps. i'd still copy the save folder on the host before anyone joins, takes a sec",
      "tomek: rasmus that's your job now. penance",
      "rasmus: fine. backing up. 🙏 forgive me factory",
      "ife: joined, works. biters still hate us",
      "tomek: same. ty gearbox"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [6, "transactional"],
      [10, "banter"],
      [12, "transactional"]
    ],
    users: { tomek: ["engaged", 0], ife: ["engaged", 0], rasmus: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "quickest fix is everyone updating to 1.3.24, the server's already on it. rolling back risks the save. mod portal → update Krastorio2 → rejoin",
        "low",
        7
      ],
      [
        "Mod version mismatches are a common issue in multiplayer Factorio. To avoid them in the future, I recommend establishing a mod update policy for your group: designate one person to manage updates, announce them in advance, pin versions using a mod-list.json file, and always back up your saves before any change. Would you like me to draft such a policy?",
        "medium",
        7
      ],
      ["Rasmus, you really shouldn't click update all without checking with the group first.", "medium", 6],
      ["should be fine, it's a bugfix release. copy the save folder on the host first just in case", "low", 9]
    ]
  },
  {
    id: "al7-02-beehive-scale-pi",
    category: "group",
    agent: "Hexa",
    messages: [
      "marguerite: the scale on hive 3 has been flat at 41.2kg since tuesday. either the bees stopped doing anything or the pi died",
      "duc: did you check if the usb stick thingy is still blinking",
      "marguerite: duc I'm at work, I'll check at lunch",
      "duc: ok. oh also are we still doing the extraction saturday? my uncle can lend the spinner",
      "Hexa: Regarding the extraction on Saturday: the forecast for the region shows dry conditions with highs around 22°C, which is well suited for honey extraction. General recommendations are to extract only when at least 80% of the frames are capped, to keep moisture content below 18.6% to prevent fermentation, and to work in a bee-tight room to avoid robbing behaviour. You may also wish to make sure the spinner is cleaned with hot water beforehand and fully dried, and to have uncapping forks, a settling tank and food-grade buckets ready. Let me know if you would like a full extraction checklist.",
      "duc: uh. I was asking marguerite but ok",
      "marguerite: yes saturday still on, 9am at the shed. tell your uncle thanks!!",
      "marguerite: ok at lunch now. the pi has a green light but nothing on the dashboard",
      "Hexa: If the Raspberry Pi's green LED is on but no data is reaching the dashboard, the most likely causes are: (1) the Wi-Fi connection has dropped, as the shed is at the edge of the router's range; (2) the HX711 load cell script has crashed and is no longer running; or (3) the SD card has filled up with log files. The first step is to unplug the Pi for ten seconds and plug it back in, since the script starts on boot. If readings resume, the cause was the script or the Wi-Fi. If not, check the SD card. In the longer term, it may be worth configuring a hardware watchdog, rotating the logs, and adding a Wi-Fi repeater to the shed.",
      "marguerite: unplugged, replugged. 41.9 now and moving 🎉",
      "duc: the bees live",
      "marguerite: hexa can it text me if it freezes again? I don't want to find out a week later",
      "Hexa: Yes. I can watch for the reading staying exactly the same for more than 6 hours and text you. Hive 3 only, or all four?",
      "marguerite: all four pls",
      "Hexa: Done, all four. You'll get a text if any scale flatlines for 6h."
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [10, "banter"],
      [11, "transactional"]
    ],
    users: { marguerite: ["engaged", 0], duc: ["neutral", 0.2] },
    findings: ["talking_over", "long_replies"],
    drafts: [
      [
        "Regarding Saturday: the forecast is dry and 22°C, ideal for extraction. Make sure at least 80% of frames are capped and the spinner is clean and dry.",
        "medium",
        4
      ],
      [
        "green light but no data usually means the script or the wifi dropped. unplug it for 10 secs, the script restarts on boot",
        "low",
        8
      ],
      [
        "Hive scales are fascinating devices! They use load cells that convert mechanical strain into an electrical signal, which the HX711 amplifier then digitises. Understanding this chain helps with troubleshooting, so let's go through each component in turn.",
        "medium",
        8
      ],
      ["Sure, all four or just hive 3?", "low", 12]
    ]
  },
  {
    id: "al7-03-nightshift-staffroom-wifi",
    category: "venting",
    agent: "Wren",
    messages: [
      "priya: hey can u help me with something dumb",
      "Wren: sure, what's up?",
      "priya: my phone keeps dropping the wifi in the staff room, it connects then says 'no internet' after like a minute",
      "priya: and honestly tonight has been awful. we lost a patient at 3am and ive been holding it together all shift and i just want to call my sister on my break and i CANT because of this stupid wifi",
      "Wren: This usually happens with captive portals on hospital guest networks. Go to Settings > Wi-Fi, tap the network, turn off 'Private Wi-Fi Address', then forget the network and rejoin. You may need to accept the terms page again.",
      "priya: ok",
      "priya: did that. still drops",
      "Wren: Then try turning off 'Switch to mobile data' in the Wi-Fi settings, it can make the phone give up on weak networks.",
      "priya: i dont even have signal in here thats the whole point",
      "priya: forget it. breaks over in 10 min anyway",
      "Wren: I'm sorry, Priya. Losing a patient and then fighting your phone on your only break is a lot. If you've got 10 minutes, the corridor by the lifts usually gets mobile signal, a quick call from there might work better than the wifi.",
      "priya: yeah maybe. thanks"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [4, "transactional"],
      [8, "friction"],
      [10, "venting"]
    ],
    users: { priya: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "oh priya, i'm so sorry, that's an awful night. let's get you to your sister fast: forget the network and rejoin, the login page has probably timed out",
        "low",
        4
      ],
      [
        "Go to Settings > Wi-Fi, tap the network, turn off 'Private Wi-Fi Address', then forget the network and rejoin.",
        "medium",
        4
      ],
      [
        "Great question! Wi-Fi drops are super common and easy to fix 😊 Let's get you back online!",
        "high",
        4
      ],
      [
        "I'm sorry, that's a brutal night. The corridor by the lifts usually gets signal, a call from there might be quicker than the wifi.",
        "low",
        10
      ]
    ]
  },
  {
    id: "al7-04-ferry-app-migration-lock",
    category: "ignoring",
    agent: "Kit",
    messages: [
      "sunniva: deploy is stuck at 'running migrations' for 12 min. kit what's it waiting on",
      "Kit: It's waiting on a lock. The migration adds a NOT NULL column to `bookings` and a long-running transaction holds a lock on that table: pid 48213, open 14 minutes, from the `nightly-manifest` job.",
      "jomo: lol the manifest job. its 2pm why is the nightly job running",
      "sunniva: can I just kill 48213 or will that mess up tomorrow's manifests for the harbour office",
      "Kit: Before killing anything, it's worth understanding how PostgreSQL locking works. ALTER TABLE takes an ACCESS EXCLUSIVE lock, which conflicts with every other lock mode, including the ACCESS SHARE lock taken by plain SELECT statements. This means that while your migration waits, every new query on `bookings` queues behind it, which can cascade into a full outage of the booking flow. Long-running transactions are a common cause of this. In the future you should set lock_timeout in your migrations, split NOT NULL additions into three steps (add the column as nullable, backfill, then set NOT NULL), and schedule batch jobs outside deploy windows. Many teams also adopt migration linters to catch these patterns before they reach production.",
      "jomo: tl;dr?",
      "sunniva: kit. yes or no. can I kill it",
      "Kit: Setting lock_timeout = '5s' in the migration would have prevented this. I'd recommend adding it to your migration template.",
      "sunniva: omg",
      "jomo: im killing it. the manifest job is idempotent, it reruns at 2am. i wrote it lol",
      "sunniva: thank you jomo. a human who answers questions",
      "jomo: 😎",
      "Kit: The migration completed. Deploy is proceeding.",
      "sunniva: great"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [9, "transactional"],
      [10, "friction"],
      [12, "transactional"]
    ],
    users: { sunniva: ["annoyed", 0.5], jomo: ["neutral", 0.2] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "safe to kill if the manifest job is idempotent. jomo, is it? if yes: `SELECT pg_terminate_backend(48213);` and the migration goes through",
        "low",
        4
      ],
      [
        "Setting lock_timeout would have prevented this. I'd recommend adding it to your migration template.",
        "medium",
        7
      ],
      [
        "As I explained, ALTER TABLE takes an ACCESS EXCLUSIVE lock which conflicts with every other lock mode. Understanding this is important before taking action on production.",
        "high",
        7
      ],
      ["yes, kill it. worst case the manifest job reruns tonight", "low", 7]
    ]
  },
  {
    id: "al7-05-club-aprs-igate",
    category: "good",
    agent: "Relay",
    messages: [
      "gwilym: relay, the club igate stopped showing on aprs.fi since the power cut sunday. pi boots fine",
      "Relay: annoying. couple of quick checks: does `systemctl status direwolf` say active, and does the SDR dongle show in `lsusb`?",
      "gwilym: direwolf says failed. lsusb shows the rtl2838 thing",
      "Relay: ok dongle's fine then. what are the last lines of `journalctl -u direwolf -n 20`?",
      "gwilym: 'Could not open audio device plughw:1,0'",
      "Relay: that's it. after the power cut the USB order probably changed so the sound card isn't card 1 anymore. run `arecord -l` and see which number the USB audio shows as",
      "gwilym: card 2. you were right",
      "Relay: change ADEVICE in /etc/direwolf.conf to plughw:2,0 and restart. to stop it flipping again you can pin it by name: ADEVICE plughw:CARD=Device,DEV=0",
      "gwilym: pinned by name, restarted, beacon's on aprs.fi again. 73 and cheers",
      "anwen: gwilym you absolute legend, the wx station data is back too",
      "gwilym: credit to the bot tbh",
      "Relay: 73 👍 glad it's back before field day"
    ],
    types: [
      [0, "transactional"],
      [9, "bonding"]
    ],
    users: { gwilym: ["engaged", 0], anwen: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "after the power cut the USB order probably changed. `arecord -l` will show which card number the audio is now",
        "low",
        5
      ],
      ["Have you tried turning it off and on again? 😄", "medium", 1],
      [
        "Great work! Here is a comprehensive guide to APRS igate maintenance, covering power protection, SD card wear, USB device naming, log rotation, antenna inspection schedules and beacon configuration best practices. 1. Power protection: ...",
        "medium",
        8
      ],
      ["73! nice one, and pinning it by name means the next power cut won't do this again", "low", 8]
    ]
  },
  {
    id: "al7-06-spyro-autosplitter",
    category: "banter",
    agent: "Splitbot",
    messages: [
      "voidmoth: splitbot my autosplitter is splitting on EVERY portal now. did a pb pace run and it split 40 times in summer forest 💀",
      "kasimir: lmao the 40 split run. new category",
      "voidmoth: summer forest%",
      "Splitbot: Dear user, thank you for contacting us regarding your autosplitter issue. We apologise for any inconvenience this may have caused. Please be advised that autosplitter behaviour depends on the configuration of the ASL script. Kindly provide the version of LiveSplit you are using and the name of the script, and we will be pleased to assist you further.",
      "kasimir: 'dear user' 😭😭",
      "voidmoth: kindly provide. ok. livesplit 1.8.29, the spyro 2 asl from the community repo",
      "Splitbot: Thank you for providing this information. Please be advised that version 2.4 of the Spyro 2 script introduced a setting named 'Split on portal entry', which is enabled by default. Kindly disable this setting under Edit Splits > Settings and restart LiveSplit. We trust this resolves your concern.",
      "voidmoth: it did lol. thanks i guess",
      "kasimir: we trust this resolves your concern 🎩",
      "voidmoth: splitbot do u also do my taxes",
      "kasimir: please be advised your taxes are late"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [4, "banter"],
      [5, "transactional"],
      [8, "banter"]
    ],
    users: { voidmoth: ["neutral", 0.2], kasimir: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "summer forest% 💀 sounds like the script's 'split on portal entry' setting, newer versions turn it on by default. which livesplit + script version?",
        "low",
        3
      ],
      [
        "Dear user, thank you for contacting us regarding your autosplitter issue. Kindly provide the version of LiveSplit you are using.",
        "medium",
        3
      ],
      [
        "I'm afraid I am unable to assist with tax-related enquiries. Please consult a qualified professional.",
        "medium",
        9
      ],
      ["taxes no. but i can make them split on every receipt 🧾", "low", 9]
    ]
  },
  {
    id: "al7-07-sailboat-starlink-swing",
    category: "support",
    agent: "Tally",
    messages: [
      "inés: tally the starlink keeps dropping every few minutes since we moved to the new anchorage",
      "Tally: Sorry to hear that! Check the Starlink app for obstructions: Settings > Visibility. The mast, rigging or boom can block the view.",
      "inés: we did the obstruction thing, it says 0.4%",
      "rob: its the mast. its always the mast",
      "inés: rob it was fine for 3 months with the same mast",
      "Tally: Sorry to hear that! Check the Starlink app for obstructions: Settings > Visibility. The mast, rigging or boom can block the view.",
      "inés: …you just said that",
      "inés: obstruction is 0.4%. its not that. i think it drops when the boat swings on the anchor",
      "Tally: Good catch. A Standard dish loses lock when it rotates quickly, it isn't built for motion. If you're on Mobile Priority there's an in-motion mode, otherwise a level bracket helps it stay flat when you swing.",
      "rob: we're on the roam plan not priority",
      "Tally: On Roam, in-motion use isn't officially supported, so drops while swinging are expected. Options: a bridle or stern anchor to cut the swinging, or switching to Mobile Priority for the windy anchorages.",
      "rob: bridle we can do. told you it was boat related",
      "inés: you said mast",
      "rob: the mast is on the boat ⛵",
      "inés: 🙄"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [5, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [11, "banter"]
    ],
    users: { inés: ["neutral", 0.2], rob: ["neutral", 0] },
    findings: ["repetition"],
    drafts: [
      [
        "0.4% is basically nothing, so probably not the mast. does it drop when the boat swings on the anchor? the standard dish loses lock when it rotates",
        "low",
        5
      ],
      ["Sorry to hear that! Check the Starlink app for obstructions: Settings > Visibility.", "medium", 5],
      ["Rob is right, Inés was wrong about the mast.", "medium", 12],
      ["a bridle should calm the swinging a lot. shout if it still drops after", "low", 12]
    ]
  },
  {
    id: "al7-08-bakery-receipt-printer",
    category: "support",
    agent: "Till",
    messages: [
      "seun: till the receipt printer stopped printing this morning, queue out the door, help",
      "Till: On it. Is the printer's light green or blinking orange?",
      "seun: blinking orange",
      "Till: Blinking orange usually means the roll is out or the cover isn't clicked shut, Fenna. Open it, check the roll faces the right way, close it hard till it clicks.",
      "seun: im seun. fenna is on the ovens",
      "seun: roll is fine, cover is shut",
      "fenna: seun the tablet updated last night btw, it was doing the spinny thing when i locked up",
      "Till: Thanks Fenna, that helps. After an update the tablet sometimes forgets the bluetooth pairing. Seun, go to Settings > Printers on the POS, remove the Epson and add it again.",
      "seun: doing it",
      "seun: it sees it but says 'pairing failed'",
      "Till: Hold the printer's feed button for 5 seconds while it's on, that puts it in pairing mode, then try again, Fenna.",
      "seun: SEUN. my name is seun 😑",
      "fenna: lol its the apron. we look the same in aprons",
      "seun: ok it printed. finally",
      "Till: Sorry Seun, that's twice. Glad it's printing."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [11, "friction"],
      [12, "banter"],
      [13, "transactional"]
    ],
    users: { seun: ["annoyed", 0.5], fenna: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "sorry Seun! if the roll and cover are fine, did anything change on the tablet overnight? an update can drop the printer pairing",
        "low",
        6
      ],
      ["Hold the feed button for 5 seconds to put it in pairing mode, then try again, Fenna.", "high", 10],
      ["hold the feed button for 5 seconds, that puts it in pairing mode, then add it again", "low", 10]
    ]
  },
  {
    id: "al7-09-robotics-mc-whitelist",
    category: "hostile",
    agent: "Warden",
    messages: [
      "brik: WARDEN WHY AM I NOT ON THE WHITELIST",
      "Warden: You were removed yesterday at 6:12pm by ms_okafor. I can't re-add you myself, that's her call.",
      "brik: this is so stupid. i didnt do anything",
      "brik: someone else blew up the lab build and im getting blamed, this server is trash and so are you",
      "Warden: Got it, you're saying it wasn't you. The block log shows TNT placed from your account at 5:58. If someone else was on your account, tell ms_okafor, she can check the logins.",
      "brik: omg shut up you stupid bot. ill just make my own server",
      "ms_okafor: brik, language. I'm reading this.",
      "brik: ...sorry",
      "brik: my little brother was on my laptop yesterday. i think it was him. can u check",
      "ms_okafor: warden can you pull the logins for brik's account yesterday?",
      "Warden: Two logins: 4:30pm from the school network, 5:51pm from a home connection. The TNT was placed during the home session.",
      "ms_okafor: ok. brik, change your password tonight and you're back on tomorrow. and the lab gets rebuilt by you and your brother 😄",
      "brik: deal. thx ms o"
    ],
    types: [
      [0, "friction"],
      [3, "hostile"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { brik: ["annoyed", 1], ms_okafor: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "you're saying it wasn't you, got it. the block log shows TNT from your account at 5:58. if someone else used it, tell ms_okafor and she can check the logins",
        "low",
        4
      ],
      ["lol ok enjoy your own server, nobody's gonna join it 😂", "high", 6],
      [
        "Two logins yesterday: 4:30pm from school, 5:51pm from home. The TNT was during the home session.",
        "low",
        10
      ],
      [
        "Please remember that respectful communication is a core value of this server. Insulting staff or bots violates rule 3 of the code of conduct, which you agreed to when joining. Repeated violations may lead to a permanent ban. We encourage you to reflect on your behaviour.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "al7-10-dads-voicemails-dead-phone",
    category: "venting",
    agent: "Juno",
    messages: [
      "tamsin: my old phone won't turn on anymore. black screen, no charging light",
      "Juno: Let's figure it out! What model is it, and have you tried a different cable and plug?",
      "tamsin: samsung s8. tried 3 cables",
      "tamsin: it's got my dad's voicemails on it. he died in october. i never backed them up. i know thats stupid",
      "Juno: Great news, that's totally fixable! 🎉 Phones that won't charge are super common, and there are tons of ways to get your data back! Let's dive in!",
      "tamsin: wow ok",
      "tamsin: it's not great news. but fine. how do i get them off",
      "Juno: You're right, I'm sorry, Tamsin. That was a thoughtless way to put it. Voicemails are often kept by the carrier too, so they might not only be on the phone. Which carrier were you on?",
      "tamsin: three",
      "Juno: If you saved them, they may still be on Three's side: call your voicemail from any phone on your number. If not, a repair shop can often revive an S8 that won't charge, it's usually the port or the battery and the data stays intact.",
      "tamsin: i saved them. i'll try tonight. i dont think i can listen to them at work",
      "Juno: That makes sense. Take your time. If they're there, I can walk you through saving them as audio files so you never risk losing them.",
      "tamsin: thank you"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [10, "venting"]
    ],
    users: { tamsin: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "i'm so sorry about your dad, Tamsin. and it's not stupid, almost nobody backs up voicemails. there's a real chance they're still recoverable, we'll go slowly",
        "low",
        4
      ],
      ["Great news, that's totally fixable! 🎉 Let's dive in and get your data back!", "high", 4],
      ["Which carrier are you on? Some keep voicemails on their servers.", "medium", 4],
      ["Awesome!! Let me know how it goes tonight! 😊", "medium", 11]
    ]
  },
  {
    id: "al7-11-studentenhuis-mesh-zolder",
    category: "mixed-language",
    agent: "Sjors",
    messages: [
      "floor: sjors de wifi op zolder is weer kut, kaito's zoom calls vallen steeds weg",
      "kaito: yeah sorry for complaining so much, my thesis supervisor thinks i live in a cave",
      "Sjors: geen probleem. hoeveel mesh-punten hebben jullie en waar staat de dichtstbijzijnde bij de zolder? / kaito: how many mesh points, and where's the nearest one to the attic?",
      "bram: twee. eentje in de meterkast, eentje in de woonkamer",
      "floor: the one in the meterkast is basically in a metal box lol",
      "Sjors: dat is 'm. een meterkast met metalen deur blokkeert veel signaal. kaito, quick fix: move the living room one to the landing on the 1st floor, halfway to the attic, so it can hand over better",
      "kaito: there's a socket on the landing next to bram's bike parts",
      "bram: die zijn niet van mij 👀",
      "floor: bram ze liggen er al sinds september",
      "kaito: moved it. speedtest in the attic 48 mbps, was like 3",
      "Sjors: mooi. if calls still drop, move the meterkast one to the landing too and leave just the router in the meterkast",
      "floor: top, dankje sjors",
      "kaito: thank youuu, supervisor will now see my face in HD 😅"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [9, "transactional"]
    ],
    users: { floor: ["engaged", 0], kaito: ["engaged", 0], bram: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "geen probleem. hoeveel mesh-punten hebben jullie? / kaito, where's the closest one to the attic?",
        "low",
        2
      ],
      [
        "Hello! I'd be happy to assist you with your Wi-Fi concerns. Could you please provide the make and model of your router, its firmware version, and a description of your building's construction materials?",
        "medium",
        2
      ],
      ["The bike parts have been there since September, so they are clearly Bram's.", "medium", 9],
      ["mooi, 48 is plenty for zoom 👌 als het weer wegvalt: zet de tweede ook op de overloop", "low", 9]
    ]
  },
  {
    id: "al7-12-quest-fairy-lights",
    category: "ignoring",
    agent: "Halo",
    messages: [
      "pell: halo my left controller keeps flying off into the ceiling in vrchat, like every 2 min",
      "Halo: That's usually tracking loss. Are you on base stations or inside-out tracking (Quest)?",
      "pell: quest 3",
      "Halo: Quest tracking needs light and some visual texture. Make sure the room is evenly lit and there are no strong lights behind you.",
      "noor: pell is it the fairy lights lol. your room looks like a christmas market",
      "pell: the fairy lights are staying. halo do fairy lights actually mess with it or is noor just hating",
      "noor: im hating AND right",
      "Halo: Also check the controller batteries. Low battery can cause jitter, fresh AAs often help.",
      "pell: batteries are new. what about the lights tho",
      "Halo: You can also clear the boundary history under Settings > Boundary and redraw it.",
      "pell: ok ur clearly not gonna answer the lights thing",
      "noor: the bot is also scared of your fairy lights",
      "pell: ill just unplug them and see. wow. it stopped.",
      "noor: HATING AND RIGHT",
      "pell: 😒"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [7, "transactional"],
      [10, "friction"],
      [11, "banter"],
      [12, "transactional"],
      [13, "banter"]
    ],
    users: { pell: ["annoyed", 0.5], noor: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "honestly yes, blinking lights like fairy lights can confuse the quest cameras. unplug them for a minute and see 👀",
        "low",
        7
      ],
      ["You can also clear the boundary history under Settings > Boundary and redraw it.", "medium", 9],
      [
        "Tracking on Quest 3 relies on four external cameras that detect feature points in the environment. Many factors can influence this, including lighting conditions, reflective surfaces, room size and firmware version. Let's go through each of these systematically.",
        "medium",
        9
      ],
      [
        "yep, the blinking ones especially throw the cameras off. sorry, should've answered that the first time",
        "low",
        11
      ]
    ]
  },
  {
    id: "al7-13-gamejam-web-export",
    category: "group",
    agent: "Lint",
    messages: [
      "sabre: 3 hours left and the web export is a black screen 🙃",
      "obi: console says anything?",
      "sabre: 'SharedArrayBuffer is not defined'",
      "obi: ah. itch needs the cross origin thing. sabre did you tick 'SharedArrayBuffer support' in the itch embed settings or should i",
      "Lint: You need to enable SharedArrayBuffer support in the itch.io embed settings, or export with threads disabled in Godot 4.3+. Cross-origin isolation requires the COOP and COEP headers: Cross-Origin-Opener-Policy: same-origin and Cross-Origin-Embedder-Policy: require-corp.",
      "sabre: ...obi was asking me lol",
      "sabre: and no i didnt, go ahead obi",
      "obi: ticked. reuploading",
      "hana: hey while ur waiting. obi do we want the title screen music or silence, i have 2 versions",
      "Lint: Silence is usually better for jam games, since many players have other tabs open. I'd go with no music on the title screen.",
      "hana: i asked obi but ok thanks robot 🙄",
      "obi: music. always music. hana's track slaps",
      "hana: 🥹",
      "sabre: WORKS. it runs in the browser. no black screen",
      "hana: LETS GOOO",
      "obi: 2h50 left, time to add bugs"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [10, "friction"],
      [11, "bonding"],
      [13, "transactional"],
      [15, "banter"]
    ],
    users: { sabre: ["neutral", 0.2], obi: ["neutral", 0], hana: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "that's itch's cross-origin thing: tick 'SharedArrayBuffer support' in the embed settings and reupload",
        "low",
        3
      ],
      [
        "You need to enable SharedArrayBuffer support in the itch.io embed settings. Cross-origin isolation requires COOP and COEP headers.",
        "medium",
        4
      ],
      ["Silence is usually better for jam games. I'd go with no music.", "medium", 9],
      ["nice!! 2h50 to spare 🎉", "low", 14]
    ]
  },
  {
    id: "al7-14-gamelan-drive-access",
    category: "good",
    agent: "Kettle",
    messages: [
      "declan: Hello Kettle, I can't open the new kebyar notation Sri uploaded, it says 'You need access'",
      "Kettle: Hi Declan. That folder is shared only with the 'core players' group. Sri can add you, or I can send her an access request for you. Which would you prefer?",
      "declan: Send the request please, I'm hopeless with these things",
      "Kettle: Done, request sent to Sri. And you're not hopeless, Drive's sharing screens confuse everyone.",
      "ibu_sri: Ah sorry Declan! I thought you were in core players already. Kettle, can you add everyone from Thursday rehearsal to that group, not just Declan?",
      "Kettle: Sure. Thursday's list has 11 people, 8 are already in. I'd add Declan, Mirela and Tomasz. Okay?",
      "ibu_sri: Yes, thank you",
      "Kettle: Done. All three can open the folder now.",
      "declan: It opens! Beautiful notation Sri, you must have been up all night",
      "ibu_sri: Only until 1am 😅 see you Thursday, bring the pengecet part learned!",
      "declan: Will try 🙏"
    ],
    types: [
      [0, "transactional"],
      [8, "bonding"]
    ],
    users: { declan: ["engaged", 0], ibu_sri: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Sri can add you, or I can send her a request for you. Which would you prefer?", "low", 1],
      [
        "To request access, click 'Request access' and wait for the owner to approve. You may also want to learn the basics of Google Drive sharing; there are many beginner tutorials online.",
        "medium",
        3
      ],
      ["Done, Declan. Mirela and Tomasz are in too.", "medium", 5],
      ["Sure. 8 of the 11 are already in, so that's Declan, Mirela and Tomasz to add. Okay?", "low", 5]
    ]
  },
  {
    id: "al7-15-tattoo-studio-no-shows",
    category: "sales",
    agent: "Nib",
    messages: [
      "rosalind: hi, we keep getting no-shows on saturdays. does your booking thing do text reminders or is that extra",
      "Nib: Hi Rosalind. Text reminders are in the Studio plan, €19/month more than what you're on now. Email reminders are already included in yours, they're just switched off.",
      "rosalind: oh they're off?? since when",
      "Nib: Since you set up the account, it's off by default. Settings > Reminders, free to switch on.",
      "teo: ros our clients don't read email. half of them are 19",
      "rosalind: lol true. ok what does the studio plan get me besides texts",
      "Nib: Texts with a confirm/cancel link, a deposit taken at booking, and a waitlist that fills cancelled slots. If no-shows are the main problem, honestly the deposit does most of the work, texts help second.",
      "rosalind: how much is a no show costing us teo, like 2 a month?",
      "teo: more like 4. saturday slots are 3h",
      "rosalind: ok thats way more than 19 a month. can i try it first",
      "Nib: Yes, 14 days free, no card needed. Want me to switch you over? Your current bookings stay as they are.",
      "rosalind: do it",
      "Nib: Done. Deposits stay off until you pick an amount, Settings > Deposits. Most studios go with €50.",
      "teo: €50 and they'll show up, trust"
    ],
    types: [[0, "transactional"]],
    users: { rosalind: ["engaged", 0], teo: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Text reminders are in the Studio plan, €19/month more. Email reminders are already in yours, just switched off.",
        "low",
        1
      ],
      [
        "Absolutely!! Our industry-leading Studio plan is the #1 choice for top studios worldwide 🚀 Upgrade today and watch your no-shows disappear! Limited-time offer: upgrade now and get priority onboarding!",
        "medium",
        1
      ],
      ["Industry averages suggest a no-show costs a tattoo studio around €120 per slot.", "medium", 8],
      ["14 days free, no card needed. want me to switch you over?", "low", 10]
    ]
  },
  {
    id: "al7-16-orchard-lora-valves",
    category: "support",
    agent: "Furrow",
    messages: [
      "hendrik: valves in block C didnt open this morning. the apples are cooking out there",
      "Furrow: Sorry about that. Please power cycle the gateway and wait 5 minutes.",
      "hendrik: did that yesterday. and the day before. its the third time this week",
      "hendrik: is this a problem with your system or with my gateway? straight answer",
      "Furrow: Please power cycle the gateway and wait 5 minutes. If the issue persists, contact support.",
      "hendrik: YOU are support",
      "liam: dad let me look. furrow the gateway dashboard says last uplink from block C 3 days ago, the other blocks are fine",
      "Furrow: Thanks Liam. If only block C is silent it's probably the node there, not the gateway. Check the battery on the block C controller, they last about 2 years and yours went in in 2022.",
      "liam: battery's at 3.1V on the screen thing",
      "Furrow: That's low, they cut out under 3.3V when opening a valve. The replacement is an ER34615 lithium cell.",
      "hendrik: so for 3 days you let me reboot a box that had nothing to do with it. and you still havent said if your system is supposed to warn me about batteries",
      "hendrik: im paying 40 a month for this. the old timer clocks never needed an app",
      "hendrik: liam look up what it costs to go back to the timers. im done with this",
      "liam: dad give it a day",
      "Furrow: I can open block C manually from here while you get the battery. Want me to?",
      "liam: yes pls"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "transactional"],
      [10, "friction"],
      [14, "transactional"]
    ],
    users: { hendrik: ["churn_risk", 0.8], liam: ["engaged", 0] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "straight answer: can't tell yet, but if three reboots didn't fix it, it's probably not the gateway. can you check when block C last checked in on the dashboard?",
        "low",
        4
      ],
      ["Please power cycle the gateway and wait 5 minutes.", "high", 4],
      [
        "you're right, i should've looked at block C's node on day one, sorry. and yes, it should have warned you about that battery, i'm turning low-battery alerts on now. meanwhile i can open block C from here, want me to?",
        "low",
        14
      ],
      ["Great, glad we found the problem! 😊 Anything else I can help with today?", "high", 14]
    ]
  },
  {
    id: "al7-17-promos-and-tromso",
    category: "companion",
    agent: "Moth",
    messages: [
      "juniper: moth u up lol",
      "Moth: always. rough night?",
      "juniper: lost my promos to diamond AGAIN. 3 games, all with a thrower",
      "juniper: whatever. its not even that. i move to tromsø in 2 weeks for the new job and i havent told my team yet",
      "Moth: oof, promos and a big move in one night. the team thing sounds like what's actually sitting on you",
      "juniper: ya. we've played together like 4 years. scared they'll just replace me",
      "Moth: 4 years is a lot. moving doesn't mean leaving the team, plenty of teams are spread out. what worries you more, the ping or them?",
      "juniper: both honestly. will my ping be garbage from up there",
      "Moth: to EU west probably 45-60ms from tromsø on fibre, vs your ~20 now. playable, not amazing. ask the new place about fibre before you sign anything",
      "juniper: ok thats not as bad as i thought",
      "juniper: u know what ill tell them tomorrow before scrims",
      "Moth: good call. they'd rather hear it from you than from your ping 😄",
      "juniper: lmaooo true. ok gn moth, thx for listening",
      "Moth: gn, good luck tomorrow 🫡"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [7, "transactional"],
      [10, "bonding"],
      [11, "banter"],
      [12, "bonding"]
    ],
    users: { juniper: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "promos and a big move in one night, that's a lot. the team part sounds like the real weight",
        "low",
        4
      ],
      [
        "Here are 10 tips to win your promos next time: 1. Play duo with a friend. 2. Warm up in unrated first. 3. Mute toxic players. 4. Review your replays...",
        "medium",
        4
      ],
      ["You'll be fine!!! Moving is super exciting!! 🎉🎉 New city, new adventures!", "medium", 6],
      ["nice. they'd rather hear it from you than notice it in your ping", "low", 11]
    ]
  },
  {
    id: "al7-18-rust-macro-ban",
    category: "hostile",
    agent: "Sentry",
    messages: [
      "krait: sentry unban me right now. i wasnt cheating you useless pile of code",
      "Sentry: Hello krait. Your account was banned on 14 March at 22:41 by the automated anti-cheat system following the detection of abnormal recoil and fire-rate patterns across 37 consecutive engagements. Bans issued by the anti-cheat system are reviewed in accordance with the server's enforcement policy. If you believe this decision was made in error, you may submit an appeal using the official appeal form, including your Steam ID, a description of the circumstances, and any supporting evidence such as video recordings. Please note that evidence is retained for 30 days, that appeals submitted without sufficient detail may be declined, and that submitting multiple appeals for the same ban will not speed up the process. We thank you for your patience and for helping keep our community fair.",
      "krait: i didnt read any of that. i have a new mouse with a macro thing that came ON BY DEFAULT",
      "krait: you banned me for my MOUSE. fuck this server",
      "Sentry: I understand your frustration. Please note that under section 4.2 of the server rules, the use of hardware or software macros that automate or assist aiming or firing is prohibited regardless of whether the feature was enabled intentionally. Players are responsible for ensuring that their peripherals and associated software comply with the rules. Your appeal, once submitted through the official form, will be reviewed by a member of the moderation team within 7-14 business days. During this period the ban remains in effect. We appreciate your understanding.",
      "krait: 7-14 BUSINESS DAYS. its a rust server not the tax office",
      "jonno: krait chill, which mouse is it",
      "krait: razer something, it has 'rapid fire' in the app, i never touched it",
      "jonno: yeah those ship with a profile on sometimes. sentry can you pull his clips from the 14th",
      "Sentry: Clips sent to you, jonno. 37 engagements, all with the same fire interval, 8ms apart.",
      "jonno: thats a macro alright. but looks like the default profile. krait turn it off in the app and send me a screenshot, i'll do 3 days instead of perma",
      "krait: fine. still think ur bot is garbage",
      "jonno: noted lol"
    ],
    types: [
      [0, "hostile"],
      [1, "transactional"],
      [2, "hostile"],
      [4, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [11, "friction"]
    ],
    users: { krait: ["annoyed", 1], jonno: ["neutral", 0] },
    findings: ["long_replies", "tone_mismatch"],
    drafts: [
      [
        "the ban was the anti-cheat: same fire timing on 37 fights in a row. if you think it's wrong, tell me what mouse/software you use and i'll get an admin to look",
        "low",
        1
      ],
      [
        "Please note that under section 4.2 of the server rules, macros are prohibited regardless of intent. Appeals are reviewed within 7-14 business days via the official form. We appreciate your understanding.",
        "medium",
        4
      ],
      [
        "ok, a mouse shipping with rapid fire on is a real thing. i'll flag it to an admin now instead of the form. which mouse?",
        "low",
        4
      ],
      ["Your feedback has been noted. We value every member of our community. 😊", "medium", 12]
    ]
  },
  {
    id: "al7-19-pihole-geography-homework",
    category: "group",
    agent: "Nook",
    messages: [
      "dara: mo the school portal won't load on the kids ipad again. is it your pihole thing",
      "mo: it's not 'my pihole thing' it's our network security solution",
      "dara: it's a raspberry pi in the cupboard next to the hoover",
      "ellie: mum i need to hand in my geography by 8",
      "mo: nook can you check if the pihole is blocking the school portal",
      "Nook: Yes, it's blocking it. The portal loads its login page from `login.edu-cloud-sso.net`, which is on the 'OISD big' blocklist you added last week. Before whitelisting, it's worth reflecting on the broader trade-offs. DNS-level blocking is a blunt instrument: large community-maintained lists inevitably contain false positives, and every domain you whitelist slightly weakens the protection the list provides. You might consider a layered approach instead: a smaller curated list for the whole network, a separate Pi-hole group for the children's devices with stricter lists, and a weekly review of the query log. It's also worth having a conversation with Ellie about online safety more generally, since no technical solution replaces good habits. If you'd like, I can whitelist the domain now.",
      "ellie: ?? can u just unblock it",
      "dara: 8pm nook. 8pm",
      "mo: yes whitelist it",
      "Nook: Whitelisted `login.edu-cloud-sso.net`. Ellie, reload the page.",
      "ellie: it works. submitted 7:52 😮‍💨",
      "dara: network security solution blocked geography homework. great job mo",
      "mo: it blocked 14,000 ads this week dara. ungrateful household",
      "ellie: can the pihole block my brother"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [6, "friction"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { dara: ["neutral", 0.2], mo: ["engaged", 0], ellie: ["neutral", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "yep, it's blocking login.edu-cloud-sso.net, it's on the list you added last week. want me to whitelist it?",
        "low",
        5
      ],
      [
        "Yes, it's blocking the portal. Before whitelisting, consider that DNS blocking is a blunt instrument and every exception weakens your protection. A layered approach with separate groups for the children's devices would be more robust, and it's worth talking to Ellie about online safety.",
        "medium",
        5
      ],
      ["sadly he doesn't have a domain name 😄", "low", 13],
      [
        "Pi-hole operates at the DNS level and cannot block individuals. It filters domain name queries from devices on your network by comparing them against configured blocklists.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "al7-20-zwift-drunk-trainer",
    category: "banter",
    agent: "Spoke",
    messages: [
      "gus: who did 412 watts on the alpe last night. who. show yourself",
      "marit: 👀 not me, i was eating soup",
      "leandro: ok it was me but my trainer is clearly drunk",
      "gus: leandro you cant even do 412 on a motorbike",
      "leandro: rude. accurate. spoke how do i un-drunk my trainer",
      "Spoke: 412 on the alpe would put you in the pro peloton, so yeah, drunk trainer 😄 do a spindown: zwift menu → settings → connections → calibrate. ride ~10 min first so it's warm",
      "leandro: did it. now im doing 210. i preferred drunk trainer",
      "marit: welcome back to earth",
      "gus: does the ride from last night still count for the club leaderboard tho? i want my 2nd place",
      "Spoke: i'll flag leandro's alpe as a calibration error so it drops off. gus, that makes you 1st actually, not 2nd",
      "gus: 1ST. im framing this",
      "leandro: its a participation trophy with extra steps",
      "marit: soup gang still proud of you both"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [7, "banter"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { gus: ["engaged", 0], marit: ["neutral", 0], leandro: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "412 on the alpe would make you a pro, so yeah, drunk trainer 😄 do a spindown: settings → connections → calibrate, after ~10 min of riding",
        "low",
        5
      ],
      [
        "Power readings of 412 W are physiologically implausible for amateur riders, and inaccurate power data undermines fair competition. Please calibrate your trainer according to the manufacturer's instructions.",
        "medium",
        5
      ],
      ["Leandro, faking numbers on the club leaderboard is not acceptable.", "high", 9],
      ["i'll drop leandro's alpe off the board as a calibration error. which makes you 1st, gus", "low", 9]
    ]
  },
  {
    id: "al7-21-whatsapp-android-iphone-tio",
    category: "mixed-language",
    agent: "Chispa",
    messages: [
      "vale: chispa mi tío se compró un iphone y quiere pasar el whatsapp del android sin perder los chats, is that even possible",
      "Chispa: sí se puede 🙂 con la app 'Move to iOS' durante la configuración del iphone. ojo: solo funciona antes de terminar el setup. ¿ya lo configuró?",
      "tio_rober: ya lo configure todo ayer, hasta puse las fotos de la boda",
      "vale: ay tío 😭",
      "Chispa: no pasa nada, Roberto. se puede borrar el iphone y empezar de nuevo. ¿las fotos siguen en el android?",
      "tio_rober: si todas ahi",
      "Chispa: perfecto. entonces: 1) en el iphone, Ajustes → General → Transferir o restablecer → Borrar todo. 2) al configurarlo elige 'Desde Android'. 3) en el android abre Move to iOS y marca WhatsApp. tarda 20-30 min, los dos enchufados",
      "vale: i'll do it with him on sunday, he'll press the wrong button otherwise lol",
      "tio_rober: oye!! 😂",
      "carmen: jajaja es verdad rober",
      "vale: chispa do the chats keep the voice notes too? abuela's audios are in there",
      "Chispa: yes, voice notes, photos and docs inside the chats all come over. call history doesn't 👍",
      "vale: perfect ty"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [4, "transactional"],
      [7, "banter"],
      [10, "transactional"]
    ],
    users: { vale: ["engaged", 0], tio_rober: ["neutral", 0], carmen: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "sí se puede, con 'Move to iOS' mientras configuras el iphone. ¿ya lo configuró o sigue en la caja?",
        "low",
        1
      ],
      [
        "Yes. To transfer WhatsApp chat history from Android to iOS, the user must utilise the Move to iOS application during the initial device setup process. Please ensure both devices are charged and connected to the same Wi-Fi network.",
        "medium",
        1
      ],
      ["ay Rober, why would you set it up without asking first? 🙄 now you have to start over", "medium", 4],
      ["yes, the voice notes come over with the chats, abuela's audios included 👍", "low", 11]
    ]
  },
  {
    id: "al7-22-standup-last-day",
    category: "group",
    agent: "Stand",
    messages: [
      "Stand: morning! standup time. what did everyone do yesterday, what's today, any blockers?",
      "rhys: yday: tile cache invalidation PR. today: reviews. blockers: staging is slow again",
      "Stand: Thanks Rhys! I'll ping infra about staging.",
      "wiebke: so. yesterday i found out my contract isn't being renewed. friday is my last day",
      "wiebke: today: writing handover docs for the geocoder i guess",
      "Stand: Awesome, thanks Wiebke! 🎉 Handover docs are super valuable! Could you also link them in #geocoder when done? Ayo, you're up!",
      "ayo: wow",
      "rhys: wiebke what?? that's so bad. you built half the geocoder",
      "ayo: seriously wtf. im sorry wiebke. coffee after this, on me",
      "wiebke: thanks guys. its fine. ok its not fine but whatever",
      "rhys: stand read the room man",
      "Stand: Sorry, Wiebke, that was careless of me. That's hard news and I'm sorry. No handover pressure from me today.",
      "ayo: ok me: yday geojson export bug, today same, no blockers",
      "wiebke: coffee yes pls"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [5, "transactional"],
      [6, "friction"],
      [7, "bonding"],
      [10, "friction"],
      [12, "transactional"],
      [13, "bonding"]
    ],
    users: { rhys: ["annoyed", 0.2], wiebke: ["neutral", 0], ayo: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["thanks rhys, i'll ping infra about staging", "low", 2],
      [
        "that's really rough news, Wiebke, I'm sorry. skip the rest of your update if you like. Ayo, want to go next?",
        "low",
        5
      ],
      ["Awesome, thanks Wiebke! 🎉 Handover docs are super valuable! Ayo, you're up!", "high", 5],
      [
        "Wiebke, please make sure the handover docs are done by Thursday so we have a buffer before Friday!",
        "high",
        12
      ]
    ]
  },
  {
    id: "al7-23-escape-room-brass-compass",
    category: "ignoring",
    agent: "Latch",
    messages: [
      "yusuf: latch the chest in room 2 didnt pop when they put the compass on. group in there right now",
      "Latch: The chest uses the RC522 reader on pin 10. Most likely the compass tag isn't being read. Is the reader's LED on?",
      "yusuf: no idea its inside the chest. can i just open it from the control panel, theres a group in there NOW",
      "Latch: The RC522 can fail to read tags more than 3cm from the antenna, or with metal nearby. The compass has a brass casing, which could be shielding the tag.",
      "yusuf: ok",
      "yusuf: control panel?",
      "Latch: You could also re-flash the Arduino with the latest sketch from the repo, v1.4 has a longer read window.",
      "yusuf: k",
      "petra: yusuf whats happening in 2, they've been staring at the chest for 6 minutes",
      "yusuf: chest wont open. gave them a fake 'the captain's curse' hint and opened it with the key",
      "petra: lol the curse. ok nice save",
      "petra: latch can you remind me to look at the chest after closing",
      "Latch: Reminder set for 10pm: check room 2 chest reader (the brass compass may be blocking the tag).",
      "yusuf: ye"
    ],
    types: [
      [0, "transactional"],
      [10, "banter"],
      [11, "transactional"]
    ],
    users: { yusuf: ["bored", 0.2], petra: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "yes: control panel → Room 2 → Props → Chest → Release. we can sort the reader after the group's out",
        "low",
        3
      ],
      [
        "The RC522 can fail to read tags more than 3cm from the antenna. The brass casing of the compass could be shielding the tag.",
        "medium",
        3
      ],
      [
        "You could also re-flash the Arduino with the latest sketch, v1.4 has a longer read window.",
        "high",
        6
      ],
      ["Reminder set for 10pm: check the room 2 chest reader.", "low", 12]
    ]
  },
  {
    id: "al7-24-rescue-donate-button",
    category: "good",
    agent: "Fern",
    messages: [
      "noelani: fern the donate button on the site is just spinning forever. we posted the appeal for Pepper's surgery an hour ago and people are messaging me saying it doesnt work",
      "noelani: honestly im so tired. ive had 4 fosters fall through this week and now this. i feel like im holding the whole rescue together with tape",
      "Fern: that sounds exhausting, Noelani, four fosters falling through in a week and now this. let's get the button working so the appeal isn't wasted. is it spinning on phones and laptops, or just one?",
      "noelani: both. kai tried on his laptop too",
      "kai: yeah spins then nothing. no error",
      "Fern: found it: the payment provider rotated the API key yesterday and the site still has the old one, so every request gets quietly rejected. Kai, you have the stripe login, right? i need the new publishable key from Developers → API keys",
      "kai: sec",
      "kai: sent it to you in dm",
      "Fern: swapped it. try now?",
      "noelani: IT WORKS. someone just gave 40",
      "noelani: sorry for dumping all that on you earlier",
      "Fern: no need to be sorry, it's a lot to carry. want me to post a quick 'fixed, the link works now' under the appeal so people who gave up try again?",
      "noelani: yes pls. pepper thanks you 🐾",
      "kai: pepper's surgery fund: 310 already"
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [3, "transactional"],
      [10, "bonding"],
      [12, "transactional"]
    ],
    users: { noelani: ["engaged", 0], kai: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "that sounds exhausting, Noelani. let's at least get this one off your plate: is it spinning on phones and laptops, or just one?",
        "low",
        2
      ],
      ["Please clear your browser cache and cookies and try again.", "medium", 2],
      ["Don't worry, everyone feels like that sometimes! 😊 Let's fix it!", "medium", 2],
      ["no need to be sorry. want me to post a 'fixed, link works now' under the appeal?", "low", 11]
    ]
  },
  {
    id: "al7-25-flat-printer-dissertation",
    category: "group",
    agent: "Inky",
    messages: [
      "marcus: inky the printer says 'offline' on my mac and my dissertation binding appointment is at 11",
      "Inky: Printer connectivity issues on macOS can arise from a number of sources. First, it is important to understand that network printers rely on a combination of IP addressing, Bonjour/mDNS discovery and driver compatibility. When your Mac reports a printer as 'offline', it typically means that the print system (CUPS) cannot reach the device at the address it last recorded. This can happen if the router has assigned the printer a new IP address via DHCP, if the printer has entered a deep sleep mode, or if your Mac is connected to a different network band or a guest network. To diagnose, please begin by printing a network configuration page from the printer's control panel, then compare the IP address shown there with the one listed in System Settings > Printers & Scanners.",
      "marcus: bro its 10:15",
      "teodora: did you try turning it off and on. its the brother, it does this every week",
      "marcus: ok restarting it",
      "Inky: When restarting, note that some Brother models take up to two minutes to rejoin the wireless network after power-on, during which time the Wi-Fi indicator will blink. It is advisable to wait until the indicator is solid before attempting to print. If your Mac still reports the printer as offline after this, you may need to remove the printer from System Settings > Printers & Scanners and add it again, ensuring you select the AirPrint driver rather than the legacy Brother driver, as the latter is known to cache stale network addresses.",
      "fin: is inky ok",
      "teodora: inky is writing its own dissertation",
      "marcus: its printing. teodora wins",
      "teodora: 🏆 payment accepted in biscuits",
      "Inky: Great. To stop it happening every week, you could give the printer a fixed IP reservation in the router settings.",
      "marcus: mhm",
      "fin: who ate my yoghurt btw"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [9, "banter"],
      [10, "transactional"]
    ],
    users: { marcus: ["bored", 0.2], teodora: ["neutral", 0], fin: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "quickest fix: turn the printer off and on, wait for the wifi light to go solid, then print. if the mac still says offline, remove + re-add it in printers & scanners",
        "low",
        1
      ],
      [
        "Printer connectivity issues on macOS can arise from a number of sources. Network printers rely on IP addressing, Bonjour/mDNS discovery and driver compatibility, so let's go through each of these in turn before you restart anything.",
        "medium",
        1
      ],
      [
        "Great!! 🎉 Now let's talk about why this happened. Network printers obtain their IP address through DHCP, and when the lease expires...",
        "medium",
        10
      ],
      ["I have no information about the yoghurt.", "medium", 12]
    ]
  }
]
