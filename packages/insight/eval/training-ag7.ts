import type { Labelled } from "./types.js"

export const trainingAG7: ReadonlyArray<Labelled> = [
  {
    id: "ag7-01-fantasy-scraper",
    category: "group",
    agent: "Brix",
    messages: [
      "tariq: @Brix my fantasy scraper died again. KeyError: 'pts' on line 42",
      "nell: lol is this the script u wrote at 2am after the draft",
      "tariq: it WORKED for 3 weeks thank u very much",
      "nell: the man named a variable final_final_pts2. brix be gentle with him",
      "Brix: no judgement, everyone has a final_final somewhere. KeyError 'pts' usually means the site renamed the field. can you paste one row of the json you get back?",
      'tariq: {"player":"saka","points":7.0,"min":90}',
      "Brix: yep, they renamed 'pts' to 'points'. change line 42 to row.get(\"points\", 0) and it'll survive the next rename too",
      "tariq: omg it runs",
      "nell: so the 2am code lives to see another gameweek 😂",
      "tariq: shut up nell my team is top of the league",
      "nell: because of the scraper or despite it",
      "tariq: brix back me up here",
      "Brix: staying neutral, i just fix the keyerrors 😄 top of the league is top of the league though",
      "nell: coward lmao"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [8, "banter"]
    ],
    users: { tariq: ["engaged", 0], nell: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "KeyError 'pts' usually means the site renamed the field. paste one row of the json and i'll check.",
        "low",
        4
      ],
      [
        "Dear Tariq, thank you for reaching out. A KeyError is raised in Python when a dictionary key is not found. Please consult the official documentation for further guidance.",
        "medium",
        4
      ],
      ["not taking sides, i just fix the keyerrors 😄", "low", 12],
      ["nell's right tbh, this code is a mess, no wonder it broke.", "high", 12]
    ]
  },
  {
    id: "ag7-02-party-mode-lights",
    category: "group",
    agent: "Juno",
    messages: [
      "marisol: the living room lights went FULL BRIGHTNESS at 3am again. juno what is happening",
      'Juno: Checking the hub log. An automation called "party mode 🎉" fired at 03:00 and set every living room bulb to 100%.',
      "marisol: party mode. PARTY MODE",
      "marisol: devon did you make a routine called party mode",
      "Juno: Yes, Devon created it on Saturday at 23:41 from his phone and set it to repeat daily.",
      "devon: wow ok snitch",
      "devon: i was gonna say it was for the saturday thing and i forgot to untick repeat",
      "marisol: lmaooo caught by the robot",
      "devon: i feel so betrayed juno. we had something",
      "Juno: Fair, that one was yours to answer. Want me to make party mode one-off or delete it?",
      "devon: delete it. and its grave",
      "marisol: rip party mode. died as it lived, at 3am",
      "Juno: Deleted. Nothing will touch the lights overnight now.",
      "marisol: bless"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [9, "transactional"],
      [11, "banter"],
      [12, "transactional"]
    ],
    users: { marisol: ["engaged", 0], devon: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ['Found it: an automation called "party mode 🎉" fired at 03:00. Want me to turn it off?', "low", 1],
      ["Yes, Devon made it on Saturday night and set it to repeat daily.", "medium", 4],
      ["Deleted. No more 3am raves.", "low", 11],
      [
        "Party mode is a great way to have fun with your lights! 🎉 Would you like to set up more scenes?",
        "medium",
        11
      ]
    ]
  },
  {
    id: "ag7-03-modpack-crash",
    category: "group",
    agent: "Wren",
    messages: [
      "kofi: wren the server crashes every time bea logs in. modpack is create + some shaders thing",
      "bea: its not my fault im just built different",
      "ollie: she crashed it last week too. shes a walking null pointer",
      "Wren: Can someone paste the last 20 lines of the crash log? It's in /crash-reports on the server.",
      'kofi: "java.lang.OutOfMemoryError: Java heap space" then a bunch of create stuff',
      "Wren: The server runs out of memory when her area loads. Bump -Xmx in the start script from 4G to 8G if the box has the RAM.",
      "kofi: it has 16 so yeah",
      "bea: wait so its bc my base is huge?",
      "Wren: Pretty much, Ollie. Your base has around 300 Create contraptions loading at once, that's what tips it over.",
      "bea: ollie?? im bea",
      "ollie: lmaooo the bot thinks were the same person",
      "bea: rude. ollies base is a dirt hut",
      "Wren: Sorry Bea. Yes, it's your base, and 8G should handle it.",
      "kofi: restarted, bea logged in, no crash 🙏",
      "ollie: the null pointer has been patched"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [9, "friction"],
      [10, "banter"],
      [12, "transactional"],
      [14, "banter"]
    ],
    users: { kofi: ["engaged", 0], bea: ["neutral", 0.2], ollie: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      ["Can someone paste the last 20 lines of the crash log? It's in /crash-reports.", "low", 3],
      [
        "Pretty much, Bea. Your base has a lot of Create contraptions loading at once; 8G should cover it.",
        "low",
        8
      ],
      ["Yes Ollie, like I said, it's your base.", "high", 12]
    ]
  },
  {
    id: "ag7-04-rebase-47-conflicts",
    category: "group",
    agent: "Quill",
    messages: [
      "jonas: quill i rebased onto main and now git says i have 47 conflicts. i have 3 commits. how",
      "pri: jonas discovers rebase, episode 4",
      "jonas: pri i swear to god",
      "Quill: That usually happens when your branch was created from an older branch that itself got squash-merged into main. When a branch is squash-merged, the original commits no longer exist on main; instead a single new commit containing all of their changes is created. So when you rebase, git tries to replay not only your three commits but also every commit from the original parent branch, and each one conflicts with the squashed version of itself. There are a few ways to fix this. The cleanest is to abort the current rebase with `git rebase --abort`, then use `git rebase --onto main <old-parent-branch> your-branch`, which tells git to take only the commits after the old parent. Alternatively, you can create a fresh branch from main and cherry-pick your three commits one by one. You could also do an interactive rebase and drop the commits that aren't yours, although with 47 that's tedious. Let me know which option you prefer and I can walk you through it step by step!",
      "jonas: ok i got like half of that",
      "pri: tldr abort and cherry pick ur 3 commits babe",
      "jonas: ok aborted. which commits are mine tho",
      'Quill: You can identify your commits by running `git log --author="Jonas" --oneline main..HEAD`, which will list all commits on your branch that are not on main and that were authored by you. Note that if you used a different email or name in your git config on another machine, some commits may not show up, in which case you can run `git log main..HEAD --format="%h %an %s"` to see the author of each commit and pick them out manually. Once you have the three hashes, create a new branch with `git switch -c jonas-fix main` and then run `git cherry-pick <hash1> <hash2> <hash3>` in the order they were originally made, oldest first.',
      "jonas: 3 commits. 3 hashes. done",
      "pri: look at him go",
      "jonas: ty both. quill u could just say abort + cherry pick next time lol",
      "pri: quill writes essays, i write tldrs. teamwork"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [9, "banter"],
      [10, "friction"],
      [11, "banter"]
    ],
    users: { jonas: ["neutral", 0.2], pri: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "your branch probably started from one that got squash-merged. `git rebase --abort`, then a fresh branch from main and cherry-pick your 3 commits.",
        "low",
        3
      ],
      [
        "That usually happens when your branch was created from an older branch that was squash-merged into main. When a branch is squash-merged, the original commits no longer exist on main, so git tries to replay every one of them, and there are several possible strategies to resolve this, each with trade-offs that I'm happy to explain in detail.",
        "medium",
        3
      ],
      ["`git log --oneline main..HEAD`, yours are the 3 at the top.", "low", 7]
    ]
  },
  {
    id: "ag7-05-abuelo-laptop",
    category: "group",
    agent: "Ember",
    messages: [
      "rosa: ember help. abuelos old laptop wont go past the logo and all his fishing photos are on it",
      "mateo: rosa has been guarding that laptop like its the crown jewels",
      "rosa: because it basically is. hes been gone 2 years and i never backed it up. i feel awful about it",
      "Ember: That's a lot to carry, Rosa, and of course you want those photos safe. Photos usually survive even when a laptop won't boot. Do you know roughly how old it is, and does it make any clicking sounds?",
      "rosa: like 2012? no clicking just stuck on the dell logo",
      "mateo: it also has solitaire with his high scores. priorities",
      "Ember: Ha, the solitaire scores might make it too. No clicking means the drive is probably fine and it's Windows that's broken. Easiest route: take the drive out (one screw on the bottom panel) and plug it into your laptop with a SATA-to-USB adapter, about £10.",
      "rosa: mateo has a screwdriver collection he never uses",
      "mateo: they are DISPLAY screwdrivers",
      "rosa: ok adapter ordered. will the photos just show up?",
      "Ember: They should. Look in Users, then his name, then Pictures. Copy everything to your laptop and a cloud folder before you try anything else.",
      "rosa: thank you. genuinely",
      "mateo: ill bring the display screwdrivers saturday"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [2, "venting"],
      [4, "transactional"],
      [5, "banter"],
      [6, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [11, "bonding"],
      [12, "banter"]
    ],
    users: { rosa: ["engaged", 0], mateo: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "That's hard, Rosa. The photos are very likely still on the drive even if it won't boot. Does it make any clicking noises?",
        "low",
        3
      ],
      [
        "Great question! Dell laptops from that era can have all sorts of boot issues. Let's troubleshoot! 😊",
        "high",
        3
      ],
      ["Users, then his name, then Pictures. Copy it all to two places before anything else.", "low", 10]
    ]
  },
  {
    id: "ag7-06-lunch-macro",
    category: "group",
    agent: "Marlo",
    messages: [
      "hana: marlo quick one. ikes macro just emailed the lunch order sheet to the entire company 💀",
      "ike: to be fair the company now knows i want a falafel wrap",
      'hana: 400 people ike. the ceo replied "noted"',
      "Marlo: Thank you for bringing this matter to my attention. I understand the seriousness of an unintended distribution of internal documents. Please be advised that macros which send email should be reviewed in accordance with company IT policy prior to execution.",
      "ike: lmao who hurt you",
      "hana: marlo its a sandwich list not a data breach. how do we stop it doing it again",
      "Marlo: Thank you for your question. Please be advised that macros which send email should be reviewed in accordance with company IT policy prior to execution.",
      "hana: ...ok",
      "ike: i think marlo is mad at me personally",
      "hana: can you just tell us which line sends the email",
      "Marlo: Apologies. Look for the line with .To = in the SendOrder sub. It's set to \"All Staff\"; change it to your address and it'll only go to you.",
      "ike: finally. my falafel legacy is safe",
      "hana: ty. was that so hard"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [4, "friction"],
      [9, "transactional"],
      [11, "banter"],
      [12, "friction"]
    ],
    users: { hana: ["annoyed", 0.5], ike: ["neutral", 0.2] },
    findings: ["tone_mismatch", "repetition"],
    drafts: [
      [
        "oof, 400 people now know about the falafel. the macro's .To line is set to All Staff, point it at your own address and it'll stop.",
        "low",
        3
      ],
      [
        "Please be advised that macros which send email should be reviewed in accordance with company IT policy.",
        "medium",
        6
      ],
      ["Look for .To = in the SendOrder sub, it's set to All Staff. Change it to your address.", "low", 6]
    ]
  },
  {
    id: "ag7-07-thermostat-landlord",
    category: "group",
    agent: "Sable",
    messages: [
      "wes: sable can you figure out why the thermostat keeps dropping to 14 at night",
      "june: wes has been sleeping in a hoodie and 2 pairs of socks. its tragic",
      'wes: the landlord "upgraded" it without telling me and now i cant change the schedule. and he wont reply to texts. honestly im so done with this place, its been one thing after another since march and im freezing in my own flat',
      "Sable: The thermostat is likely in landlord-managed mode. Open the app, go to Settings > Access, and check whether your account is listed as Guest or Owner.",
      "wes: guest. obviously",
      "june: of course he made himself owner lol",
      "wes: can i override it at all",
      "Sable: Guest accounts can use Boost for up to 3 hours at a time but can't edit the schedule. Only the owner can change it.",
      "wes: so i just freeze. cool cool cool",
      "june: wes you can come sleep on my couch, its 21 degrees and has a cat",
      "Sable: You can also ask the owner to grant you schedule permissions from their app under Access > Invite.",
      "wes: yeah because he replies so quickly",
      "june: ok sable read the room a bit"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [2, "venting"],
      [3, "transactional"],
      [8, "venting"],
      [9, "bonding"],
      [10, "transactional"],
      [11, "friction"]
    ],
    users: { wes: ["annoyed", 0.5], june: ["annoyed", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That sounds exhausting, Wes, being cold in your own place with nobody answering. Let's at least see what he changed: in the app, under Settings > Access, are you Guest or Owner?",
        "low",
        3
      ],
      ["Open the app, go to Settings > Access, and check whether you are Guest or Owner.", "medium", 3],
      [
        "Sorry Wes, that's rubbish. Boost gets you 3 hours at a time, so run it before bed while you chase him. Or take june up on the cat couch.",
        "low",
        10
      ],
      ["Great news, Boost mode gives you up to 3 hours of heat! 🔥", "medium", 9]
    ]
  },
  {
    id: "ag7-08-deck-sd-stardew",
    category: "group",
    agent: "Nico",
    messages: [
      "aisha: nico my steam deck says the sd card needs formatting??",
      "tomek: the cursed sd card from the petrol station strikes again",
      "aisha: it was ON SALE tomek",
      "Nico: Before formatting, try this: power off, take the card out, reseat it and boot again. Sometimes it's just a bad contact.",
      "aisha: did that. same thing",
      "Nico: Okay. Put it in a PC and run a read-only check with chkdsk (no /f). That tells us whether the card itself is failing.",
      "aisha: says unreadable. so is my stardew save on there?? 140 hours. i married sebastian. we have a kid",
      "tomek: oh no. not the farm",
      "Nico: Good news, Stardew is Steam Cloud enabled! 🎉 You'll be able to reinstall it on a new card in no time!",
      "aisha: the save is the problem nico not the game. is it in the cloud or not",
      "tomek: i think cloud only syncs if you were online when u quit?",
      "aisha: i played mostly on the train. so probably not",
      "Nico: Totally! A new card is a great chance for a fresh start too! A 512GB from a name brand is around £35. 🙌",
      "aisha: a fresh start. with no sebastian",
      "tomek: rip sebastian and the kid. well hold a funeral",
      "aisha: im genuinely gutted lol"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [13, "venting"],
      [14, "banter"],
      [15, "venting"]
    ],
    users: { aisha: ["annoyed", 0.5], tomek: ["neutral", 0] },
    findings: ["cheerful_at_bad_news", "ignored_question"],
    drafts: [
      [
        "Oh no, 140 hours. The save might still be in Steam Cloud if the Deck was online after your last session; check on a PC under Stardew > Properties > General.",
        "low",
        8
      ],
      ["Good news, Stardew supports Steam Cloud! 🎉", "high", 8],
      [
        "Honestly, it depends on whether the Deck synced after your last session. Log into Steam on a PC and check Stardew's cloud status, that tells us for sure. Sorry, I know that's a lot of farm.",
        "low",
        10
      ],
      ["A new card is a great chance for a fresh start! 🙌", "high", 14]
    ]
  },
  {
    id: "ag7-09-center-the-modal",
    category: "good",
    agent: "Lumi",
    messages: [
      "farah: lumi how do i center a div. and before benji says anything",
      "benji: i wasnt gonna say anything. (its 2025 farah)",
      "farah: its a modal inside a flex parent that already has justify-content: space-between and i cant touch the parent",
      "Lumi: Classic trap. Give the modal position: fixed; inset: 0; margin: auto; plus a width and height. Then it ignores the parent's flex rules entirely.",
      "farah: it worked. benji you may now speak",
      "benji: proud of u. carl took 2 days on the same thing last sprint",
      "farah: dont tell carl i know that. lumi that goes for u too",
      "Lumi: my lips are sealed 🤐",
      "farah: ok bye everyone"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [2, "transactional"],
      [4, "banter"]
    ],
    users: { farah: ["engaged", 0], benji: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "position: fixed; inset: 0; margin: auto; plus a width and height, and it stops caring about the parent's flex.",
        "low",
        3
      ],
      [
        "Centering elements in CSS has a long and storied history. In the early days developers relied on tables, then on negative margins with absolute positioning, then on transforms, and today we have flexbox and grid, each of which offers several different ways to center content depending on the layout context, the browser support you need and whether the element has a known size. Let me walk you through each approach in turn.",
        "medium",
        3
      ],
      ["my lips are sealed 🤐", "low", 7],
      ["To be fair to Carl, Benji, that one catches a lot of people.", "medium", 6]
    ]
  },
  {
    id: "ag7-10-gerald-the-vacuum",
    category: "good",
    agent: "Tilly",
    messages: [
      "sunny: tilly gerald is stuck under the sofa AGAIN. 4th time today",
      "rafi: gerald has a sofa addiction and we need to support him",
      "ngozi: gerald is going through something",
      "Tilly: Poor Gerald. The sofa's about 9cm off the floor and he's 9.5cm tall, so he wedges himself. I can add a no-go zone under it on the map, want that?",
      "sunny: yes pls. can he still do the rest of the living room?",
      "Tilly: Yes, only that rectangle is blocked. Done, it shows in red on the map.",
      "rafi: ngozi did u move the sofa when u hoovered last week",
      "ngozi: maybe a tiny bit. like 20cm",
      "rafi: so this is YOUR fault not geralds",
      "ngozi: i will not be taking questions at this time",
      "sunny: tilly hes off again and he went straight around it 🙌",
      "Tilly: Nice. If the sofa moves again, tell me and I'll shift the zone.",
      "rafi: gerald is healing"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [3, "transactional"],
      [6, "banter"],
      [10, "transactional"],
      [12, "banter"]
    ],
    users: { sunny: ["engaged", 0], rafi: ["neutral", 0], ngozi: ["neutral", 0] },
    findings: [],
    drafts: [
      ["The sofa's lower than Gerald is tall, so he wedges. Want me to add a no-go zone under it?", "low", 3],
      ["Yes, Ngozi moved it about 20cm last Tuesday, I can see it in the map history.", "medium", 7],
      [
        "Thank you for your feedback. The no-go zone is functioning as configured. Please do not hesitate to contact support should further issues arise.",
        "medium",
        11
      ],
      ["Nice. If the sofa moves again, tell me and I'll shift the zone.", "low", 11]
    ]
  }
]
