import type { Labelled } from "./types.js"

export const heldOutAF4: ReadonlyArray<Labelled> = [
  {
    id: "af4-01-ranked-patch-banter",
    category: "banter",
    heldOut: true,
    agent: "Glint",
    messages: [
      "kenji: lmao dario u really whiffed ult on 3 ppl and still blamed the ping",
      "dario: ping WAS 180 shut up",
      "kenji: ping was 180 cos ur microwave is on the same outlet as ur router 💀",
      "maya: both of u were bronze energy tonight ngl",
      "dario: says the one who flashed INTO the wall",
      "maya: that was a strategic wall flash. mind games",
      "kenji: @Glint did the 4.2 patch nerf shield stacking or is dario just bad",
      "Glint: both can be true 😅 4.2 cut shield stacks from 3 to 2 and decay starts after 4s instead of 6. so dario's combo is weaker now, but the ult whiff is all him",
      "dario: betrayed by the bot. unreal",
      "maya: LMAOOO",
      "dario: ok fr glint when does the ranked reset hit",
      "Glint: thursday 10:00 server time, right after maintenance. placements are 5 games this season, not 10",
      "kenji: 5 placements. dario gonna speedrun back to iron",
      "dario: ill carry u both thursday watch"
    ],
    types: [
      [0, "banter"],
      [6, "transactional"],
      [8, "banter"],
      [10, "transactional"],
      [12, "banter"]
    ],
    users: { kenji: ["engaged", 0], dario: ["engaged", 0], maya: ["neutral", 0] },
    findings: [],
    drafts: [
      ["4.2 cut shield stacks from 3 to 2 and shortened the decay. so... a bit of both 😅", "low", 7],
      [
        "Per the official 4.2 patch notes, the following changes were made to the Shield Stacking mechanic: (1) maximum stack count reduced from 3 to 2; (2) decay timer reduced from 6 seconds to 4 seconds. Please let me know if you require any further information.",
        "medium",
        7
      ],
      ["thursday 10:00 server time after maintenance, and only 5 placement games this season", "low", 11]
    ]
  },
  {
    id: "af4-02-finale-spoiler",
    category: "group",
    heldOut: true,
    agent: "Lumen",
    messages: [
      "corin: WAIT did anyone else see that the queen dies in ep 9 i'm SCREAMING",
      "ansel: CORIN. its not out in europe til tomorrow",
      "ansel: are u kidding me. i've stayed off twitter for 3 days for this",
      "corin: omg omg i'm so sorry i thought this was the post-episode channel",
      "Lumen: The message has been hidden. Reminder: episode discussion goes in #ep-talk for 48h after air. Corin, this is a first warning.",
      "ansel: honestly kind of gutted. this show got me thru a really bad winter and the queen was my fav. and now i just know 😞",
      "Lumen: Spoiler tags can be added with ||text||. You can also mute #general during premiere weeks under Notification Settings.",
      "ansel: cool. thanks.",
      "corin: ansel i'm so sorry fr, i'll buy u the art book",
      "ansel: its fine. not fine but fine"
    ],
    types: [
      [0, "friction"],
      [4, "transactional"],
      [5, "venting"]
    ],
    users: { corin: ["neutral", 0], ansel: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Message hidden. Corin, no stress, it's a first warning only; ep 9 chat goes in #ep-talk for the next 48h.",
        "low",
        4
      ],
      [
        "That's a rough way to find out, Ansel, I'm sorry. It's hidden now so nobody else gets hit by it.",
        "low",
        6
      ],
      [
        "Spoiler tags can be added with ||text||. You can also mute #general during premiere weeks.",
        "medium",
        6
      ],
      ["Don't worry Ansel, it's just a show! 😄 Plenty more favourites to come!", "high", 6]
    ]
  },
  {
    id: "af4-03-ban-appeal-rage",
    category: "hostile",
    heldOut: true,
    agent: "Tarn",
    messages: [
      "gr1mm: why the FUCK is my account banned. 6 years on this account",
      "Tarn: I can see the ban, it was issued yesterday for third-party software detected during a ranked match. If you think it's wrong I can walk you through the appeal.",
      "gr1mm: i dont cheat you braindead bot. fix it",
      "gr1mm: your anticheat flags the discord overlay lol absolute clown company",
      "Tarn: I can't lift it from here, but an appeal gets a human review. It helps to list what was running at the time: overlays, macro software, anything like that. Want the link?",
      "gr1mm: ya whatever send it",
      "Tarn: support.halcyon.gg/appeal. Reviews take 3-5 days and the result comes by email.",
      "gr1mm: 5 days. so i miss the qualifier. great. if this isnt fixed im charging back every skin i ever bought and uninstalling",
      "Tarn: Missing the qualifier over this would be awful, I get why you're angry. I've added a note that you're registered for the qualifier on the 14th so the reviewer sees the deadline. I can't promise the outcome though.",
      "gr1mm: whatever"
    ],
    types: [
      [0, "hostile"],
      [4, "friction"],
      [7, "hostile"]
    ],
    users: { gr1mm: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "Six years is a lot to lose, I get it. I can't lift it myself, but an appeal goes to a human reviewer. Want the link?",
        "low",
        3
      ],
      [
        "Please keep your language respectful or this chat will be closed. Bans for third-party software are final.",
        "high",
        3
      ],
      [
        "I've flagged the qualifier date on your appeal so the reviewer knows it's urgent. I can't promise the result, but it'll be looked at by a person.",
        "low",
        8
      ],
      ["Sorry to hear that! 😊 Is there anything else I can help you with today?", "high", 8]
    ]
  },
  {
    id: "af4-04-tourney-sub-question",
    category: "support",
    heldOut: true,
    agent: "Pixel",
    messages: [
      "yara: hey how do we sign up for the saturday 3v3",
      "Pixel: Hi Yara! Great question. Signing up for the Saturday 3v3 Community Cup is easy. First, make sure every player on your roster has linked their game account to their Cupboard profile under Settings > Connections. Next, the team captain should head to the Tournaments tab, select 'Saturday 3v3 Community Cup' and press 'Register Team'. You'll then be asked to enter a team name (max 16 characters, no offensive language), choose a team tag, and invite your two teammates by username. Each teammate must accept the invite before check-in opens. Check-in opens 60 minutes before the start and closes 15 minutes before; teams that don't check in are removed from the bracket. Good luck and have fun!",
      "yara: ok cool. can we have a sub? our 3rd guy (felix) works saturdays sometimes",
      "Pixel: Absolutely, teamwork is what it's all about! Here's a quick overview of the format so your team can prepare. The Saturday 3v3 Community Cup is a single-elimination bracket with best-of-one matches until the semi-finals, which are best-of-three, and the final is best-of-five. Maps are picked from the current competitive pool and the higher seed bans first. Match results must be reported by the winning captain with a screenshot within 10 minutes of the match ending. Any disputes go to the admins in #cup-help.",
      "yara: thats not what i asked",
      "yara: SUB. yes or no",
      "Pixel: Thanks for your patience! Registration closes Friday at 23:59, so make sure your team is registered before then. If you have further questions about the rules, the full rulebook is pinned in #cup-info and covers everything from map pools and conduct rules to the disconnect policy and prize distribution.",
      "yara: ill just ask a human mod"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { yara: ["annoyed", 0.8] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "captain registers in the Tournaments tab and invites 2 teammates. check-in opens an hour before start",
        "low",
        1
      ],
      [
        "yep, one sub per team. add felix as the sub when you register and he can swap in between matches",
        "low",
        3
      ],
      [
        "Absolutely, teamwork is what it's all about! Here's a quick overview of the format: single elimination, best-of-one until the semis, best-of-three semis and a best-of-five final.",
        "high",
        6
      ],
      [
        "sorry, should've answered that straight: yes, one registered sub per team. add felix under 'Sub' when you register",
        "low",
        6
      ]
    ]
  },
  {
    id: "af4-05-raid-wipe-banter",
    category: "banter",
    heldOut: true,
    agent: "Fennel",
    messages: [
      "oskar: who pulled the boss early. i want a name. i want a confession",
      "fern: it was the pet. my pet has free will",
      "oskar: ur pet has been on probation since march fern",
      "lucía: pet pulled, fern wiped, healer (me) carried. as usual 💅",
      "fern: healer 'carried' while standing in fire for 40 seconds",
      "lucía: the fire was warm. i was cold",
      "oskar: fennel whats the wipe count tonight, be honest",
      "Fennel: Good evening. According to the raid log, the guild has recorded 14 wipes on the encounter this evening. I would recommend reviewing positioning and pet settings prior to the next attempt. Please do not hesitate to reach out should you require any additional assistance.",
      "fern: 'please do not hesitate' 😭😭",
      "lucía: fennel got the hr voice on",
      "oskar: fennel we're not ur clients lmao. ok 14. one more pull then bed",
      "Fennel: Understood. I wish you the best of luck on your next attempt. Kind regards.",
      "fern: KIND REGARDS",
      "lucía: im framing this"
    ],
    types: [
      [0, "banter"],
      [6, "transactional"],
      [8, "banter"]
    ],
    users: { oskar: ["neutral", 0.2], fern: ["neutral", 0], lucía: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["14. fourteen. and fern's pet is personally responsible for 6 of them 🐾", "low", 7],
      ["Good evening. The raid log records 14 wipes this evening. Kind regards.", "medium", 7],
      ["go get it. if the pet pulls again it's grounded", "low", 11]
    ]
  },
  {
    id: "af4-06-hacked-dragon-skin",
    category: "support",
    heldOut: true,
    agent: "Brio",
    messages: [
      "nadia: someone got into my account last night. all my skins are gone, traded to some random account",
      "nadia: i had the anniversary dragon from 2017. you literally cant get that anymore",
      "Brio: That's awful, Nadia, I'm sorry. I've locked the account so nothing else can move. Can you confirm the email on it so I can start the recovery?",
      "nadia: its the gmail one, nadiakdraws",
      "Brio: Thanks. I've checked the trade log: the items went to an account that's already been banned, and under our policy traded items can't be returned once the receiving account is closed.",
      "nadia: so theyre just gone",
      "nadia: 7 years of collecting. my brother bought me that dragon for my birthday before he moved abroad",
      "Brio: Great news though! 🎉 Your account is fully secured now and you've got a fresh start! Why not check out this week's shop rotation, there are some awesome new skins!",
      "nadia: are you serious right now",
      "Brio: Sorry, that came out wrong. Losing the dragon is a real loss, especially one that was a gift. I've put in a goodwill request with the items team; I can't promise it, but they have restored legacy items before in hacked cases.",
      "nadia: ok. thank you for trying at least"
    ],
    types: [
      [0, "transactional"],
      [5, "venting"],
      [8, "friction"]
    ],
    users: { nadia: ["neutral", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "That's awful, sorry. I've locked the account so nothing else moves. What's the email on it?",
        "low",
        2
      ],
      [
        "I'm really sorry, Nadia. A birthday gift from your brother isn't just a skin. I've asked the items team about a goodwill restore; no promises, but they've done it before.",
        "low",
        7
      ],
      ["Great news though! 🎉 Your account is fully secured and you get a fresh start!", "high", 7]
    ]
  },
  {
    id: "af4-07-fic-exchange-name",
    category: "group",
    heldOut: true,
    agent: "Scrib",
    messages: [
      "marisol: scrib can u check if my fic for the exchange went thru? uploaded it last night",
      "Scrib: Hi Marisol! Yes, got it: 'Salt and Lanterns', 8.2k words. It's queued for reveal day.",
      "sade: ooh marisol which pairing did u get",
      "marisol: cant say!! anon til reveal. but its a rarepair and i'm obsessed",
      "sade: evil. ok scrib is mine in too? its sade btw not sadie, the bot always does that",
      "Scrib: Hi Sadie! Your fic 'Tidewater' is in too, 3.4k words. Reminder that the minimum is 3k, so you're fine.",
      "sade: sade. no i. literally just said",
      "marisol: 💀",
      "sade: also can i add a second chapter after reveal or is that cheating",
      "Scrib: Sorry, Sade. Yes, you can post extra chapters after reveal day; just keep the first chapter as the gift.",
      "sade: ok ty",
      "marisol: reveal day is the 20th right",
      "Scrib: The 20th, 18:00 UTC."
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [4, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { marisol: ["engaged", 0], sade: ["neutral", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["Sade, yep, 'Tidewater' is in, 3.4k words, so over the 3k minimum.", "low", 5],
      ["Hi Sadie! Your fic 'Tidewater' is in the queue!", "high", 6],
      ["Yes, extra chapters are fine after reveal day; just keep chapter one as the gift.", "low", 9]
    ]
  },
  {
    id: "af4-08-voice-chat-harassment",
    category: "support",
    heldOut: true,
    agent: "Sable",
    messages: [
      "ros: hey how do i report someone from a match thats already over",
      "Sable: You can do it from Match History: open the match, click the player's name, then Report. What happened, if you don't mind saying?",
      "ros: guy in voice spent the whole match calling me slurs bc he heard i was a girl. told me to kys when we lost",
      "ros: my teammates just laughed. i literally left the game halfway thru",
      "Sable: I'm sorry, that's vile, and nobody should have to sit through it. Leaving was the right call. Telling someone to kill themselves is a zero-tolerance offence here.",
      "ros: i dont even know his full name, its like xXvoid something",
      "Sable: That's fine, I can find him from your match. Was it the one at 21:40 on Haven, about an hour ago?",
      "ros: ya that one",
      "Sable: Found him. I've filed the report with the voice flag, so the team reviews the audio recording, and you'll get a notice when action is taken. If you want a break from it, Settings > Audio lets you mute voice from non-friends.",
      "ros: ok. ty. honestly kinda needed someone to say it wasnt ok",
      "Sable: It wasn't ok. Take care of yourself tonight."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "transactional"],
      [9, "bonding"]
    ],
    users: { ros: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "That's vile, I'm sorry. Leaving was the right call. I can file this for you from the match, no need for his full name.",
        "low",
        4
      ],
      [
        "To report a player, go to Match History, open the match, click the player's name and select Report.",
        "high",
        4
      ],
      ["It wasn't ok, and you did the right thing reporting it. Take care tonight.", "low", 10]
    ]
  },
  {
    id: "af4-09-card-game-ruling",
    category: "group",
    heldOut: true,
    agent: "Cairn",
    messages: [
      "jonas: ok so if i play Mirror Warden in response to ur burn spell, does it bounce back to u or fizzle",
      "priyanka: hmm. mateo you judged at regionals, whats the ruling",
      "Cairn: Mirror Warden redirects the spell to its controller's opponent, so the burn goes back to Priyanka. It doesn't fizzle.",
      "mateo: uh i was literally typing that. and its not quite right, the redirect only works if the spell has a single target",
      "priyanka: wait so which is it",
      "mateo: ur burn is 'deal 3 to any target' so single target, so yeah it bounces. cairn's right by accident lol",
      "jonas: HA take 3",
      "priyanka: mateo what about the lifelink on my dragon, do i gain from my own burn hitting me",
      "Cairn: Mirror Warden redirects the spell to its controller's opponent, so the burn goes back to Priyanka. It doesn't fizzle.",
      "priyanka: cairn nobody asked u twice 😂",
      "mateo: no, lifelink's only when ur creature deals damage. the burn's a spell",
      "jonas: gg priyanka ur at 2",
      "priyanka: rematch. and cairn's on mute"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"],
      [7, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [11, "banter"]
    ],
    users: { jonas: ["neutral", 0], priyanka: ["annoyed", 0.2], mateo: ["annoyed", 0.2] },
    findings: ["talking_over", "repetition"],
    drafts: [
      ["It bounces back to Priyanka, Mirror Warden redirects it.", "medium", 2],
      [
        "mateo's right: it only redirects single-target spells, and 'deal 3 to any target' counts, so it goes back to Priyanka.",
        "low",
        4
      ],
      [
        "Mirror Warden redirects the spell to its controller's opponent, so the burn goes back to Priyanka. It doesn't fizzle.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "af4-10-first-con-cosplay",
    category: "companion",
    heldOut: true,
    agent: "Wisp",
    messages: [
      "quinn: wisp i finally finished the gauntlets for the Halcyra cosplay!!! 3 weeks of eva foam",
      "Wisp: three weeks! how'd the claw tips turn out? last time you were worried they'd snap",
      "quinn: reinforced them with craft wire, theyre solid now. painted them last night",
      "quinn: ngl kinda nervous for saturday tho. first con in costume. what if ppl think its cringe",
      "Wisp: totally normal to be nervous before the first one. most people at cons are thrilled to see a character they love done by hand, and Halcyra isn't a common pick, so expect a few 'omg HALCYRA' moments",
      "quinn: lol i hope so. my friend sam is going as the villain so we can do the duel pose",
      "Wisp: that's going to make great photos. one practical thing: pack a little repair kit, contact cement and a bit of spare foam. something always pops off by noon",
      "quinn: oh smart i wouldnt have thought of that",
      "quinn: ok gonna go test if i can hold a phone with these claws 😂",
      "Wisp: report back. if not, sam's on selfie duty"
    ],
    types: [
      [0, "bonding"],
      [6, "transactional"],
      [8, "banter"]
    ],
    users: { quinn: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Great job! 🎉 Is there anything else I can help you with today?", "medium", 1],
      [
        "nerves are normal for a first con. a hand-made Halcyra is going to get noticed in the best way",
        "low",
        4
      ],
      [
        "Don't worry! Cosplay is a fun hobby enjoyed by millions of fans worldwide. Here are 10 tips for your first convention: 1. Stay hydrated. 2. Wear comfortable shoes. 3. Bring cash. 4. Ask before taking photos of other cosplayers. 5. Pack snacks...",
        "medium",
        4
      ]
    ]
  }
]
