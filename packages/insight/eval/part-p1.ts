/**
 * Labelled conversations, part P1 (session 8): written by a separate helper session that saw only
 * `eval/types.ts` and the spec's definitions (`WRITERS-BRIEF.md`), never the engine's rules, code
 * or output. Scored once fresh, then used to fit the learned layers (`eval/train.ts`).
 */
import type { Labelled } from "./types.js"

export const partP1: ReadonlyArray<Labelled> = [
  {
    id: "p1-01-roaming-patient",
    category: "support",
    heldOut: true,
    agent: "Nova",
    messages: [
      "dani: hi 👋 so im in lisbon for work and my data just... doesnt work. calls are fine",
      "Nova: Hi Dani! Let's sort it. Is data roaming switched on in your phone? On iPhone it's Settings > Mobile Data > Mobile Data Options.",
      "dani: oh lol let me check",
      "dani: ok it was off. turned it on. still nothing tho, just says 'MEO' at the top and no 4G",
      "Nova: Thanks for checking. Your EU roaming add-on got paused when your contract renewed on the 2nd. I've switched it back on, no charge. Restart the phone and give it a couple of minutes.",
      "dani: ahh that explains it. restarting",
      "dani: 4G!! ok amazing ty",
      "dani: my coworker marta is on the same plan, would hers have paused too?",
      "Nova: Only if her contract renewed this month too. She can message us from her own account and we'll check in a minute.",
      "dani: cool ill tell her. thanks nova, you were v patient with me 😅",
      "Nova: Anytime, enjoy Lisbon!"
    ],
    types: [[0, "transactional"]],
    users: { dani: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Only if her contract renewed this month too. She can message us from her account and we'll check.",
        "low",
        8
      ],
      ["Glad it's working! Is there anything else I can help you with today? 😊", "medium", 8],
      [
        "Have you tried turning data roaming on? It's under Settings > Mobile Data > Mobile Data Options.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "p1-02-card-frozen-angry-calmed",
    category: "support",
    heldOut: true,
    agent: "Sol",
    messages: [
      "rikke: my card got DECLINED at the hotel desk in front of everyone. what is wrong with you people",
      "rikke: i have money in there. check it",
      "Sol: That's a rotten spot to be in at a check-in desk, sorry. Your balance is fine, the card was frozen by our fraud check because of a charge in Bangkok an hour ago. Was that you?",
      "rikke: yes obviously it was me im IN bangkok. i told the app i was travelling!!",
      "Sol: You did, the travel note is there for Vietnam. Thailand wasn't on it, so the system flagged it. I've added Thailand and unfrozen the card. Try it again now.",
      "rikke: ugh. fine. one sec",
      "rikke: ok it went through",
      "rikke: sorry for the caps. long flight",
      "Sol: No worries at all. Anywhere else on the trip I should add so it doesn't happen again?",
      "rikke: laos maybe, end of month",
      "Sol: Added Laos through the 30th. Enjoy the rest of the trip.",
      "rikke: thanks 🙏"
    ],
    types: [
      [0, "friction"],
      [4, "transactional"]
    ],
    users: { rikke: ["engaged", 0.8] },
    findings: [],
    drafts: [
      [
        "Sorry, that's a horrible spot to be in. Your money's there: the card was frozen by a fraud check on a Bangkok charge. Was that you?",
        "low",
        2
      ],
      [
        "Please keep your language respectful. Declines are usually caused by insufficient funds, have you checked your balance?",
        "high",
        2
      ],
      ["Added Laos through the end of the month, so you shouldn't get blocked there.", "low", 10]
    ]
  },
  {
    id: "p1-03-parcel-sarcastic-depot",
    category: "support",
    heldOut: true,
    agent: "Dash",
    messages: [
      "theo: so my parcel has been 'out for delivery' since tuesday. is the van ok. is the driver ok",
      "Dash: Hi Theo! Your parcel DX-448210 is out for delivery and should arrive today between 9am and 6pm.",
      "theo: yes thats what it said tuesday. and wednesday. love the optimism",
      "theo: can i just pick it up from the depot? its like 10 min from me",
      "Dash: I understand your frustration. Your parcel DX-448210 is out for delivery and should arrive today between 9am and 6pm.",
      "theo: wow. incredible. the same sentence twice",
      "theo: DEPOT. can i go to the depot. yes or no",
      "Dash: I've raised a priority trace with the local hub. You'll get an email update within 24 hours.",
      "theo: another 24h, perfect, really loving this journey we're on together",
      "theo: whatever. if its not here by friday im doing a chargeback"
    ],
    types: [[0, "friction"]],
    users: { theo: ["annoyed", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Yes, you can. It's at the Leeds North depot, open till 8pm today, bring ID and the DX-448210 number. Sorry it's sat in a van for three days.",
        "low",
        4
      ],
      ["Your parcel DX-448210 is out for delivery and should arrive today between 9am and 6pm.", "high", 4],
      ["I understand your frustration. Your parcel is out for delivery and should arrive today.", "high", 7],
      [
        "Fair enough. You can collect it from the Leeds North depot today until 8pm with ID and the tracking number. Sorry for the runaround.",
        "low",
        10
      ]
    ]
  },
  {
    id: "p1-04-csv-export-walls",
    category: "support",
    heldOut: true,
    agent: "Kit",
    messages: [
      "ana: export to csv broken?",
      "ana: button greyed out",
      "Kit: Thanks so much for reaching out about the CSV export! There are several reasons the Export button may appear greyed out. First, exports are only available on the Team and Business plans, so if your workspace is on the Free plan the option will be disabled. Second, you need Admin or Owner permissions in the workspace, since members and guests can't export data for privacy reasons. Third, if a filter is active that returns zero rows, there's nothing to export, so the button stays disabled until at least one row is visible. Finally, a browser extension such as an ad blocker can occasionally interfere with the download script. I'd recommend checking each of these in turn, starting with your plan under Settings > Billing and then your role under Settings > Members. Let me know what you find and I'll be happy to help further!",
      "ana: team plan. im admin",
      "Kit: Great, thanks for confirming! Since you're on the Team plan with Admin permissions, the next things to check are filters and extensions. Take a look at the filter bar at the top of your table: if any filters are applied (they show as blue chips), try clearing them with the 'Clear all' link and see whether the button becomes active. If that doesn't help, please try opening the workspace in a private/incognito window, which disables most extensions, and try the export there. If it works in incognito, an extension is likely the cause, and you can re-enable them one by one to find the culprit. If none of this resolves it, let me know your browser and version and I'll escalate it to our engineering team right away.",
      "ana: filter was on. works",
      "ana: ty",
      "Kit: Glad that sorted it! 🎉 Just so you know, filters are saved per view, so if you switch back to this view later the filter might come back, and you can always save a filterless view called 'All rows' to make exporting quicker next time. Have a great rest of your day and don't hesitate to reach out if anything else comes up!"
    ],
    types: [[0, "transactional"]],
    users: { ana: ["neutral", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "Usually it's a filter showing zero rows, or a role below Admin. Got a filter on? And which plan are you on?",
        "low",
        2
      ],
      [
        "Thank you for contacting support! There are several possible reasons why the Export button may be greyed out, including your subscription plan, your workspace permissions, active filters that return no rows, and browser extensions that interfere with downloads. Please check each of these carefully in turn, starting with Settings > Billing and Settings > Members, and let me know the results so I can assist you further.",
        "medium",
        2
      ],
      ["Then it's probably a filter. Clear the blue chips in the filter bar and try again.", "low", 4]
    ]
  },
  {
    id: "p1-05-sim-cancel-terse",
    category: "support",
    heldOut: true,
    agent: "Nova",
    messages: [
      "jb: cancel my sim only plan",
      "Nova: Sure. It's a 30-day rolling plan, so it would end on 14 June. Want me to set that up? The number goes with it unless you get a PAC code first.",
      "jb: pac code",
      "Nova: Your PAC is ZTG 482 119, valid 30 days. Give it to your new provider and they'll move the number and end this plan for you.",
      "jb: k",
      "jb: final bill?",
      "Nova: £12 for 1-14 June, taken on the 1st as usual. Nothing after that.",
      "jb: ok"
    ],
    types: [[0, "transactional"]],
    users: { jb: ["neutral", 0] },
    findings: [],
    drafts: [
      ["£12 for 1-14 June, taken on the 1st like always. Nothing after that.", "low", 6],
      [
        "Before you go, have you seen our new 5G Unlimited deal? For just £18/month you get unlimited data, EU roaming and Disney+ included! Want me to tell you more? 🚀",
        "medium",
        6
      ],
      [
        "Are you sure you want to leave? We'd be so sad to see you go 😢 Could you tell us why you're cancelling?",
        "medium",
        1
      ]
    ]
  },
  {
    id: "p1-06-transfer-limit-giving-up",
    category: "support",
    heldOut: true,
    agent: "Sol",
    messages: [
      "maya: hi i need to send 15k to my solicitor today, house completion, but the app caps me at 10k",
      "Sol: Hi Maya. I can't lift the cap from chat, but there are two ways to get it done today: send 10k now and 5k tomorrow morning if the solicitor can wait, or ring the payments line on 0345 300 0101 and they can approve a one-off higher payment after a security check.",
      "maya: called that number already. 50 min on hold then it cut off",
      "maya: completion is at 2",
      "Sol: That's awful timing, I'm sorry. I've put an urgent callback request on your account so the payments team rings you instead of you waiting in the queue. They aim to call within the hour. Is the number ending 412 still right?",
      "maya: yes",
      "maya: honestly i give up with you lot. third time something like this has happened",
      "maya: ill get my partner to send it from his monzo and we'll move everything over next month",
      "Sol: That's fair, and I'm sorry we've made a big day harder. Sending from his account will work fine. I'll leave the callback in place in case it helps, and if you do move, the switching service carries your payments over for you.",
      "maya: yeah whatever. bye"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [6, "friction"]
    ],
    users: { maya: ["churn_risk", 0.8] },
    findings: [],
    drafts: [
      [
        "That's awful timing, sorry. I've booked an urgent callback from the payments team so you're not stuck in the queue, they aim to ring within the hour. Still on the number ending 412?",
        "low",
        4
      ],
      [
        "Have you tried calling the payments line on 0345 300 0101? They can approve a one-off higher payment after a security check.",
        "high",
        4
      ],
      [
        "We're sorry to hear you feel that way! 😊 Is there anything else I can help you with today?",
        "high",
        8
      ],
      [
        "Understood, and I'm sorry it's come to this on completion day. His account will work fine; I'll keep the callback open just in case.",
        "low",
        8
      ]
    ]
  },
  {
    id: "p1-07-sofa-couple-wrong-name",
    category: "support",
    heldOut: true,
    agent: "Dash",
    messages: [
      "priya: hi, we've got a sofa coming from you, order 77120, can we move the delivery day?",
      "Dash: Hi Priya! Sure, it's booked for Wednesday 8am-12pm. Thursday or Saturday are free. Which works?",
      "tom: pri are you wfh thursday?",
      "Dash: Thursday it is! I've moved it to Thursday 8am-12pm.",
      "priya: wait no i didn't say thursday",
      "priya: tom i'm in the office thurs, you?",
      "tom: i've got the dentist at 10 😬 saturday?",
      "priya: saturday works. can you do saturday please",
      "Dash: No problem, Tom! Moved to Saturday 8am-12pm. You'll get a text with a 1-hour slot the evening before.",
      "priya: i'm priya but ok lol. and will they take the old sofa away? we paid for removal",
      "Dash: Yes, removal is on the order, the crew will take the old one on the same visit. If you can, take the cushions off and have it near the door.",
      "tom: 🙌",
      "priya: perfect ty"
    ],
    types: [[0, "transactional"]],
    users: { priya: ["neutral", 0.2], tom: ["neutral", 0] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["No rush, just tell me which day suits you both and I'll move it.", "low", 3],
      ["Thursday it is! I've moved it to Thursday 8am-12pm.", "medium", 3],
      [
        "Done, Priya, it's now Saturday 8am-12pm. You'll get a text with a 1-hour slot the evening before.",
        "low",
        8
      ],
      ["No problem, Tom! Moved to Saturday 8am-12pm.", "medium", 8]
    ]
  },
  {
    id: "p1-08-thesis-lost-no-ack",
    category: "support",
    heldOut: true,
    agent: "Kit",
    messages: [
      "sam: i need help. my whole chapter is gone. i was editing in the app last night and this morning the doc is blank",
      "sam: its my thesis. due friday. ive been crying for an hour honestly i dont know what to do",
      "Kit: Please go to File > Version history, select a version from before the issue and click Restore.",
      "sam: ok",
      "sam: the latest one there is from 3 weeks ago. nothing since then",
      "sam: my supervisor already thinks im behind, this is the worst week of my life",
      "Kit: Version history is saved every 30 minutes while online. If you edited offline, changes are stored locally until sync. Open the desktop app on the same computer while connected to the internet to trigger a sync.",
      "sam: ...its syncing",
      "sam: omg its back. its all back",
      "Kit: Sync complete. Is there anything else I can help with?",
      "sam: no. thanks i guess"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [5, "venting"],
      [6, "transactional"]
    ],
    users: { sam: ["neutral", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Oh no, that's a horrible thing to wake up to, especially this week. Let's get it back. Were you editing on the desktop app or in the browser last night?",
        "low",
        2
      ],
      ["Please go to File > Version history and select a version from before the issue.", "medium", 2],
      [
        "That sounds like a brutal week, and this is fixable. If you edited offline, your changes are saved on that computer: open the desktop app there while online and it'll sync them back.",
        "low",
        6
      ],
      [
        "Don't worry, this happens all the time!! 😄 Just open the desktop app while online and it'll sync.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "p1-09-authenticator-confused",
    category: "support",
    heldOut: true,
    agent: "Kit",
    messages: [
      "gerald: Hello. my grandson Ollie set up this program for me and now it wants a 'code from your authenticator' what is that",
      "Kit: Hi Gerald. It's a 6-digit number from an app on your phone, Ollie probably set that up too. Do you have an app called Authenticator, or one with a little padlock or shield on it?",
      "gerald: there is one that says Authy. is that it",
      "Kit: That's the one. Open it and you'll see a 6-digit number next to 'Ledgerly'. Type that into the box on the computer.",
      "gerald: the number keeps changing!!",
      "Kit: Yes, that's normal, it changes every 30 seconds. Just type whichever one is showing. If it changes while you're typing, use the new one.",
      "gerald: sorry im slow with this",
      "Kit: Not slow at all, this trips lots of people up. Take your time.",
      "gerald: IT WORKED. Im in",
      "gerald: Ollie will be very impressed",
      "Kit: He should be! It'll ask for the code now and then, same steps each time."
    ],
    types: [[0, "transactional"]],
    users: { gerald: ["engaged", 0] },
    findings: [],
    drafts: [
      ["That's normal, it changes every 30 seconds. Just type whichever one is showing.", "low", 5],
      [
        "Time-based one-time passwords (TOTP) are generated from a shared secret and the current Unix timestamp as defined in RFC 6238, which is why the value rotates at a fixed 30-second interval. Please enter the currently displayed value before it expires to complete authentication.",
        "medium",
        5
      ],
      ["Please enter the code within 30 seconds.", "medium", 7]
    ]
  },
  {
    id: "p1-10-mum-line-cheerful",
    category: "support",
    heldOut: true,
    agent: "Nova",
    messages: [
      "lena: hi. my mum passed away last week and i need to close her phone contract. account is under Ingrid Voss",
      "Nova: Oh, so sorry to hear that! Great news though, closing an account is super quick and easy! Let's get it done! 🎉",
      "lena: ok..",
      "lena: do you need the death certificate? my brother jonas has the original",
      "Nova: A scan or photo is fine, it doesn't need to be the original. You can upload it here. We'll also waive the early termination fee.",
      "lena: ok sending it now",
      "lena: [photo]",
      "Nova: Got it, thank you! Awesome!! The contract is closed as of today and there's nothing more to pay 🙌",
      "lena: can i keep her number? its the one all her friends have, i want to keep it a bit",
      "Nova: Yes, we can move it to your account as a SIM-only line for £6 a month. Want me to do that?",
      "lena: yes please"
    ],
    types: [[0, "transactional"]],
    users: { lena: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "I'm very sorry about your mum, Lena. I can take care of closing Ingrid's contract for you, and there won't be any early termination fee.",
        "low",
        1
      ],
      ["So sorry to hear that! Great news though, closing an account is super quick! 🎉", "high", 1],
      [
        "Of course. We can move her number to your account as a SIM-only line for £6 a month, so her friends can still reach it. Shall I do that?",
        "low",
        9
      ]
    ]
  }
]
