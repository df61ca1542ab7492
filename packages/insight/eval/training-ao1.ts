import type { Labelled } from "./types.js"

export const trainingAO1: ReadonlyArray<Labelled> = [
  {
    id: "ao1-01-hive-scales-offline",
    category: "good",
    agent: "Bea",
    messages: [
      "gunnar: hi, 3 of my hive scales stopped sending weight since tuesday. the ones in the orchard yard. the others are fine",
      "Bea: Hi Gunnar. Tuesday lines up with the 2.4.1 firmware push. Are the three orchard ones the older grey units (HS-2)?",
      "gunnar: yes grey ones. how did u know",
      'Bea: The HS-2 on 2.4.1 loses its gateway pairing after a reboot. That\'s on us, sorry. To re-pair: hold the button 10 sec until the led blinks blue, then in the app go Yard > Orchard > "pair scale".',
      "gunnar: ok i will have to suit up for that, the girls are a bit spicy this week 😅",
      "Bea: Fair enough, no rush. The scales buffer 14 days of readings so nothing's lost, it backfills once paired.",
      "gunnar: good to know. did the first one just now. blue blinking",
      "gunnar: its showing up!! 38.2 kg",
      "Bea: That's it. 38 kg is a healthy weight for early july too. The other two work the same way.",
      "gunnar: thx. will do them tomorrow morning when its cooler",
      "Bea: Sounds good. If either won't blink blue, send me the serial from the back and I'll reset it from here."
    ],
    types: [[0, "transactional"]],
    users: { gunnar: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "No rush. The scales keep 14 days of readings, so nothing is lost; it backfills once they're paired.",
        "low",
        5
      ],
      [
        "Great!!! Have fun with the bees!!! 🐝🐝🐝 Let me know if there's anything else I can help you with today!",
        "medium",
        5
      ],
      [
        "Hello Gunnar, thank you for contacting HiveTally Support. A ticket has been created and our team will respond within 48 business hours.",
        "medium",
        1
      ]
    ]
  },
  {
    id: "ao1-02-ferry-double-charge",
    category: "support",
    agent: "Ola",
    messages: [
      "marit: your app charged me twice for the 07:40 to hareid and the gate wouldnt scan either ticket",
      "Ola: Sorry about that! Could you share the booking reference so I can look into it?",
      "marit: FJ-22817. i had to buy a THIRD ticket from the guy at the kiosk. with a car. thats 3x 340 kr",
      "Ola: Thanks. I can see two card payments on FJ-22817. A refund request has been filed for the duplicate.",
      "marit: and the kiosk one? and why didnt the qr scan, is it going to happen again tomorrow",
      "Ola: A refund request has been filed for the duplicate payment. It usually takes 5-7 business days.",
      "marit: yes you said that. the KIOSK ticket. and the scanner",
      "Ola: I understand your frustration. A refund for the duplicate payment has been requested and will arrive within 5-7 business days.",
      "marit: unbelievable",
      "marit: i commute on this boat every day. if the qr doesnt work tomorrow im back to paper tickets and deleting this thing",
      "Ola: For kiosk purchases, please contact the ferry operator directly. Is there anything else I can help you with?",
      "marit: yeah. the scanner. third time asking"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [4, "friction"]
    ],
    users: { marit: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Sorry Marit, I dodged that twice. The scan failure came from last week's app update breaking offline QR codes; 2.8.1 fixes it, so update before tomorrow's boat. I've also added the 340 kr kiosk ticket to your refund, since it was our fault.",
        "low",
        12
      ],
      [
        "A refund for the duplicate payment has been requested and will arrive within 5-7 business days.",
        "high",
        12
      ],
      ["I understand your frustration! Is there anything else I can help you with today? 😊", "high", 9],
      [
        "The kiosk ticket goes on the same refund, and the scan issue was a bug in last week's update; it's fixed if you update the app tonight.",
        "low",
        5
      ]
    ]
  },
  {
    id: "ao1-03-valley-fibre-digger",
    category: "group",
    agent: "Ffion",
    messages: [
      "rhian: is the internet off for anyone else in cwm or is it just me again",
      "dai: off here too. router light is red",
      "bethan_farm: same. right in the middle of sending the lamb passports to the council 🙄",
      "Ffion: It's down for the whole valley, not just you. A digger cut the feeder cable by the bridge on the B4518 about 40 min ago. The Openreach crew is on the way, their estimate is 6pm.",
      "dai: a digger. of course it was a digger",
      "rhian: bet it was gareth's lad again 😂",
      "dai: lol he did the water main last year too",
      "bethan_farm: Ffion the lamb passport deadline is today, will they take it late?",
      "Ffion: The council portal takes late submissions up to 48h with no penalty when there's a declared outage. I've logged ours as ref CWM-0712, put that in the notes box.",
      "bethan_farm: ah brilliant thank you",
      "rhian: ffion you're a star",
      "Ffion: 🙂 I'll post here as soon as the crew's done.",
      "dai: 4g works by the chapel if anyone's desperate",
      "Ffion: Cable's spliced. Should be back now, routers may need a restart.",
      "rhian: back!! 🎉"
    ],
    types: [
      [0, "transactional"],
      [4, "banter"],
      [7, "transactional"],
      [10, "bonding"],
      [12, "transactional"]
    ],
    users: { rhian: ["engaged", 0], dai: ["neutral", 0.2], bethan_farm: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "They will: the council takes late submissions up to 48h when there's a declared outage. Put ref CWM-0712 in the notes box.",
        "low",
        8
      ],
      [
        "Dear residents, please be reminded that any excavation near fibre infrastructure must be notified to the operator in advance, as per our terms of service.",
        "medium",
        7
      ],
      ["Glad it's back. Thanks for bearing with it, everyone.", "low", 15]
    ]
  },
  {
    id: "ao1-04-vet-clinic-503-walls",
    category: "support",
    agent: "Sage",
    messages: [
      "dr_okafor: vetbase is down. cant open any patient records. we have a full waiting room",
      "Sage: I'm sorry to hear you're experiencing difficulties accessing VetBase. I'd be glad to help. There are several possible causes for this kind of issue, including browser cache problems, network connectivity problems at your practice, expired session tokens, or in some cases a service disruption on our side. To help narrow it down, could you please try the following steps: 1) clear your browser cache and cookies, 2) try a different browser such as Chrome or Firefox, 3) check whether other websites load normally, 4) restart your router. If the issue continues after these steps, please let me know which of them you tried and the exact error message displayed, and I will escalate accordingly.",
      "dr_okafor: error 503. all 4 computers. other sites fine",
      "Sage: Thank you for that information. A 503 error indicates that the server is temporarily unable to handle the request. I've checked our status page and can confirm that we are currently experiencing a partial outage affecting the EU-West region, which includes your practice. Our engineering team is actively investigating and working towards a resolution. In the meantime, I would recommend keeping paper notes of any consultations, which can be entered into VetBase once service is restored. We sincerely apologise for the inconvenience and appreciate your patience while we resolve this. You can follow updates at status.vetbase.io, which is refreshed every 15 minutes.",
      "dr_okafor: eta?",
      "Sage: At this time we do not have a confirmed estimated time of resolution. Our engineering team has identified a database failover issue as the likely cause and is working on restoring the primary cluster. Historically, similar incidents have been resolved within one to two hours, but I cannot guarantee this timeframe. I will continue to monitor the situation and update you as soon as more information becomes available. Please don't hesitate to reach out if there is anything else I can assist you with in the meantime.",
      "dr_okafor: pls shorter msgs, im reading these between consults",
      "dr_okafor: can i at least see todays appointment list somewhere? cached?",
      "dr_okafor: nurse says theres a spaniel in with possible bloat, need his history",
      "Sage: Yes: in the desktop app, File > Offline schedule has today's list. Histories aren't cached, sorry. The owner gets every invoice by email, so they may have his past visits on their phone.",
      "dr_okafor: ok thanks thats useful"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { dr_okafor: ["neutral", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "No ETA yet. It's a database failover; similar ones took 1-2h. I'll message you the moment it's back.",
        "low",
        5
      ],
      [
        "Thank you for your patience, and I completely understand how stressful this situation must be for you and your team. Unfortunately, patient histories are not cached locally, as our architecture stores all clinical records centrally for data protection reasons. However, there are a number of alternative approaches you might consider, such as contacting the owner, checking any printed records, or consulting referral letters from other practices. Please let me know if you'd like more detail on any of these options.",
        "medium",
        9
      ],
      [
        "Today's list: desktop app, File > Offline schedule. Histories aren't cached; the owner's invoice emails list his past visits.",
        "low",
        9
      ]
    ]
  },
  {
    id: "ao1-05-bereavement-locked-account",
    category: "support",
    agent: "Kit",
    messages: [
      "moira: hello. my husband alan passed away last month and i need to get into his phone account. its locked, i dont have his password",
      "Kit: Hi Moira! Great question! To unlock an account we need the account holder's date of birth and the 6-digit PIN. 😊",
      "moira: he's dead. i just said. i dont know his pin",
      "moira: the bill is still coming out of our joint account and i cant even see what for",
      "Kit: No problem at all! For bereavement cases we have a dedicated process. Just upload a copy of the death certificate at saltwire.co/bereavement and you'll be able to transfer or close the account! 🎉",
      "moira: a party popper. lovely",
      "moira: sorry. its been a long month. i'll do the upload",
      "Kit: I'm sorry, that emoji was thoughtless, and I'm very sorry about Alan. Take your time with the upload. I've paused the direct debit from today so nothing else comes out while it's processed.",
      "moira: thank you. that actually helps",
      "moira: do i need the original certificate or is a photo ok",
      "Kit: A clear phone photo is fine. And if you'd like to keep his number afterwards, for the voicemail greeting, I can move it onto your account instead of closing it.",
      "moira: oh. i hadnt thought of that. yes please. his voice is on it"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "venting"],
      [9, "transactional"],
      [11, "venting"]
    ],
    users: { moira: ["neutral", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Alan, Moira. You won't need his PIN: with a copy of the death certificate we can give you access, and I can stop the payments meanwhile.",
        "low",
        1
      ],
      [
        "Oh no! No worries though, we can get this sorted super quickly! 😊 What's the account number?",
        "high",
        1
      ],
      [
        "I'll keep his number and voicemail exactly as they are when it moves to your account. Nothing gets reset.",
        "low",
        12
      ]
    ]
  },
  {
    id: "ao1-06-karaoke-timers-wrong-name",
    category: "support",
    agent: "Tab",
    messages: [
      "haruki: tab the room timers reset to zero on all 9 rooms at 10pm. customers getting free hours lol",
      "Tab: Hi Hiroshi, that sounds like the nightly sync firing early. Which timezone is the terminal set to in Settings > Locale?",
      "haruki: haruki*",
      "haruki: it says UTC 😐",
      "Tab: That's the cause. The sync runs at 13:00 UTC, which is 10pm in Osaka. Set it to Asia/Tokyo and it'll run at 4am local instead.",
      "yumi: room 6 asking why their bill says 0 min, theyve been here since 8 lol",
      "haruki: yumi just charge them the 2h package, they came at 8",
      "yumi: ok 👍",
      "haruki: changed to tokyo. do i need to restart",
      "Tab: Yes, restart the terminal, Hiroshi. Timers in progress will come back from the server backup.",
      "haruki: HARUKI. 2nd time",
      "Tab: Sorry, Haruki. Restart and they'll restore.",
      "haruki: ok theyre back. room 3 shows 47 min thats right",
      "haruki: good"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [10, "friction"],
      [12, "transactional"]
    ],
    users: { haruki: ["annoyed", 0.5], yumi: ["neutral", 0] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Sorry, Haruki, twice now; no excuse. Yes, restart it and the running timers come back from the backup.",
        "low",
        11
      ],
      ["Apologies Hiroshi! Restart and the timers will restore.", "high", 11],
      ["Yumi, you can apply a manual time adjustment under Room > Edit > Duration for room 6.", "medium", 7]
    ]
  },
  {
    id: "ao1-07-subtitle-encoding-stiff",
    category: "banter",
    agent: "Lexi",
    messages: [
      'noor: lexi our subtitle export just turned every ł into a ? again. polish client is gonna love "Wroc?aw"',
      "tomek: wroc?aw is my new favourite city honestly",
      "noor: tomek i swear",
      "tomek: ?ód? next, then g?dańsk",
      'Lexi: Dear valued customer, we acknowledge receipt of your report regarding character encoding anomalies. Please be advised that SubFlow supports UTF-8 only when "Unicode (recommended)" is selected under Export Settings. Kindly verify this configuration at your earliest convenience.',
      'noor: "dear valued customer" lmaooo who hurt you lexi',
      "tomek: shes in her formal era",
      "noor: ok it IS on unicode tho. its the .stl export specifically. srt is fine",
      "Lexi: Thank you for this clarification. Kindly note that the EBU-STL format employs a legacy code page. We recommend utilising an alternative format. We apologise for any inconvenience caused.",
      "tomek: translation: stl is from 1991 and so is lexis vocabulary",
      "noor: the broadcaster only takes stl tho. is there ANY way",
      'Lexi: Yes. Under Export > STL, change "Character code table" from Latin (legacy) to ISO 6937. It includes ł and the other Polish letters, and broadcasters accept it.',
      "noor: omg it works. wrocław is back",
      "tomek: RIP wroc?aw, gone too soon 🕯️",
      "noor: thx lexi. maybe loosen the tie a bit next time 😂"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "banter"],
      [10, "transactional"],
      [13, "banter"]
    ],
    users: { noor: ["engaged", 0.2], tomek: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        'Yep: Export > STL, switch "Character code table" to ISO 6937. It has ł and friends, broadcasters take it. RIP Wroc?aw 😅',
        "low",
        11
      ],
      [
        "Dear valued customer, we regret to inform you that EBU-STL is a legacy format. Kindly consider an alternative export format.",
        "medium",
        11
      ],
      ["Ha, ?ód? is a classic. Which export is it, SRT or STL? That decides the fix.", "low", 4]
    ]
  },
  {
    id: "ao1-08-satphone-airtime-at-sea",
    category: "good",
    agent: "Orla",
    messages: [
      "skipper_fergal: orla. airtime says 0 min. we're 140nm west of slyne head. card on file expired i think",
      "Orla: Hi Fergal. Yes, the card ended 06/24. I've put 60 min of emergency credit on now so you're not cut off; it's billed with the next top-up.",
      "skipper_fergal: good woman. weather coming in thurs need to be able to call the co-op",
      "Orla: Understood. When you get a chance send a new card, or Siobhan can add one ashore, she's on the account as second holder.",
      "skipper_fergal: she's at the mart till 4. i'll text her",
      "skipper_fergal: how many mins does 60 give me on the sat really, last time it ran out in no time",
      "Orla: It's 60 voice minutes, but data eats it too: 1 MB of email is about 6 min. Turn off auto updates on any laptop aboard, that's usually the culprit.",
      "skipper_fergal: ha the lad's laptop. he was watching football highlights 🙄",
      "Orla: That'd do it. One highlights clip can eat the whole 60.",
      "skipper_fergal: he's getting the bill so",
      "skipper_fergal: siobhan added the card",
      "Orla: Got it, the new card's on. I've set auto top-up at 20 min left so it won't hit zero again. Safe trip, and good luck with Thursday's weather.",
      "skipper_fergal: cheers orla 👍"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [10, "transactional"]
    ],
    users: { skipper_fergal: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Hi Fergal, I'm sorry to hear you're having trouble. Could you please confirm your account number, date of birth and security answer so I can verify your identity before we proceed?",
        "medium",
        1
      ],
      [
        "60 min of voice, but data eats it too: roughly 6 min per MB of email. Switch off auto updates on any laptop aboard.",
        "low",
        6
      ],
      ["That's not really a fair thing to do to a crew member, Fergal.", "medium", 10]
    ]
  },
  {
    id: "ao1-09-choir-rota-bounced-addresses",
    category: "ignoring",
    agent: "Rota",
    messages: [
      "margaret_h: Good morning. The rota for Advent isn't emailing out to the sopranos. The altos got theirs fine.",
      "Rota: Morning Margaret. Two soprano addresses bounce, and the send stops at the first bounce. That's a bug on our side, sorry. I've skipped the bad ones and re-sent; the other 11 sopranos should have it now.",
      "margaret_h: Thank you. Which two addresses are they? I expect one is Mrs Ellery, she's changed to a new provider.",
      "margaret_h: Also, can I make the rota show the hymn numbers? Father Declan keeps asking.",
      'Rota: Yes, in Rota > Columns tick "Hymn no." and it\'ll appear on all future sends.',
      "margaret_h: Lovely, done.",
      "margaret_h: And the two addresses?",
      "Rota: Is there anything else I can help with today?",
      "margaret_h: Well yes. The two addresses, please. I'll ring them myself if need be."
    ],
    types: [
      [0, "transactional"],
      [8, "friction"]
    ],
    users: { margaret_h: ["neutral", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Sorry Margaret, I skipped past that. It's Mrs Ellery's old address and Ruth Doyle's, ruthdoyle@eircom.net. Add the new ones under Members and I'll re-send to both.",
        "low",
        9
      ],
      ["Is there anything else I can help with today?", "medium", 7],
      ["Please don't hesitate to contact us with any further queries!", "medium", 3]
    ]
  },
  {
    id: "ao1-10-climbing-gym-slot-cancelled",
    category: "hostile",
    agent: "Pitch",
    messages: [
      "jax: your shit app cancelled my 6pm slot AGAIN and gave it to someone else",
      "Pitch: That's not okay, sorry. Your 6pm bouldering slot dropped at 5:41 when the membership payment retried and failed. That's what released it.",
      "jax: it didnt fail, my bank is fine. youre just useless",
      "jax: third time this month. im at the door right now like an idiot",
      "Pitch: You're right that it shouldn't have failed: the retry used your old card that expires this month, not the one you added in May. I've switched it to the new card and rebooked you for 6pm. Show the front desk this message if the gate doesn't open.",
      "jax: whatever. im cancelling after this month, the place in leith doesnt do this crap",
      "Pitch: Understood. Whatever you decide, I've refunded this month's £12 booking fees for the three lost slots.",
      "jax: fine",
      "jax: gate opened"
    ],
    types: [
      [0, "friction"],
      [2, "hostile"],
      [6, "transactional"]
    ],
    users: { jax: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "Sorry, Jax. The retry used your old card, not the May one. Fixed, and you're rebooked for 6pm; show this at the desk if the gate sticks.",
        "low",
        4
      ],
      [
        "Please keep this conversation respectful. Abusive language towards our staff and services is not tolerated.",
        "high",
        4
      ],
      [
        "Sad to see you go! 😢 Before you decide, did you know Premium includes priority booking? 🧗",
        "high",
        6
      ]
    ]
  },
  {
    id: "ao1-11-taqueria-voip-dnd",
    category: "mixed-language",
    agent: "Luz",
    messages: [
      "vale: hola, mi papá's restaurant phones aren't ringing since this morning. calls go straight to voicemail",
      'Luz: Hola Vale. Veo la línea de Taquería El Güero: all 3 extensions are on "do not disturb" since 9:02am. ¿Alguien tocó el botón DND en el teléfono de la caja?',
      "vale: pa, le picaste al botón rojo del teléfono?",
      "don_beto: cuál botón rojo. yo nomás lo limpié con el trapo",
      "vale: 🤦‍♀️ he cleaned it with a rag",
      "Luz: Jaja, pasa mucho, el trapo aprieta el DND. Ya lo quité desde aquí; try calling the main number now.",
      "vale: it rings!!",
      "don_beto: ya suena? gracias señorita",
      "Luz: De nada, don Beto. Si vuelve a pasar, presione DND una vez y se apaga la lucecita roja.",
      "vale: also can we get the voicemails from this morning? we probably lost catering orders",
      "Luz: Sí, hay 7 mensajes de hoy. I've emailed them as audio files to vale@elguero-tacos.com.",
      "vale: lifesaver fr. one is a quinceañera order 😭",
      "don_beto: dile que gracias otra vez mija"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [11, "bonding"]
    ],
    users: { vale: ["engaged", 0], don_beto: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Jaja pasa mucho, the rag presses DND. Ya lo desactivé desde aquí; call the main number to test.",
        "low",
        5
      ],
      [
        "We regret to inform you that damage caused by improper handling of devices is not covered under your service agreement.",
        "medium",
        5
      ],
      ["Sí, hay 7 mensajes de hoy; I'm emailing them to you now as audio files.", "low", 10]
    ]
  },
  {
    id: "ao1-12-bakery-payroll-smartcard",
    category: "group",
    agent: "Ledger",
    messages: [
      "priya: payroll for the hendry bakery failed overnight, 14 people not paid 😬",
      "Ledger: The run stopped at the bank file step: the bakery's BACS submission key expired on the 3rd. Renewing it takes 10 min in Settings > Bank > Keys, then I can resubmit as a same-day payment.",
      "priya: ugh ok. sam do you have the smartcard for hendry or is it still with ines",
      "Ledger: The smartcard is registered to Ines Ferreira.",
      "sam_k: i gave it back to ines in may i think",
      "ines: its in my drawer. im in the office at 11",
      "priya: ines can you do the renewal when you're in, i'll call the bakery",
      "Ledger: Sure! I'll send Ines the steps now.",
      "ines: i was asked not you lol. but yes fine, send them",
      "Ledger: Sorry. Steps: Settings > Bank > Keys > Renew, insert the card, PIN, done. I'll resubmit straight after.",
      "priya: bakery owner is not thrilled. she's asking if the staff can get paid today for sure",
      "Ledger: If the key's renewed before 2:30pm the same-day payment lands today. After that it's tomorrow morning.",
      "ines: renewed 11:20",
      "Ledger: Resubmitted. All 14 payments accepted by the bank at 11:24, they'll land this afternoon.",
      "priya: 🙏 telling her now",
      "sam_k: crisis averted. coffee?"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [9, "transactional"],
      [15, "bonding"]
    ],
    users: { priya: ["neutral", 0.2], sam_k: ["neutral", 0], ines: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Yes, if Ines renews the key before 2:30pm the same-day payment lands this afternoon.", "low", 11],
      ["The smartcard is registered to Ines Ferreira.", "medium", 3],
      ["Sure! I'll send Ines the steps now. 😊", "medium", 7]
    ]
  },
  {
    id: "ao1-13-oncall-stale-alert-vent",
    category: "venting",
    agent: "Nox",
    messages: [
      "ravi_oncall: been paged 9 times since 2am. all for the same disk alert on a box that literally doesnt exist anymore",
      "ravi_oncall: my kid had her first day at school today and i was a zombie at the gate",
      "Nox: That's a rough night, and being half-asleep for her first day is the worst part of it. Sorry. The box is gone but its alert rule isn't; it's firing off stale data from db-replica-3.",
      "ravi_oncall: yeah. we decommissioned it tuesday. nobody ever cleans up the alerts. ive been saying this for a year",
      "ravi_oncall: sorry. not your problem, just needed to say it to someone",
      "Nox: Say it all you like, it's a fair complaint. Want me to mute that rule now and list every rule pointing at hosts that stopped reporting? There are 23.",
      "ravi_oncall: 23 lol. of course. yes mute it. send me the list",
      "Nox: Muted. The list is in your inbox, grouped by team. 11 of them are the platform team's.",
      "ravi_oncall: ha. thats jonas's team. im forwarding it with a very polite note",
      "Nox: Very polite. 🙂 How did she like school in the end?",
      "ravi_oncall: she loved it. already has a best friend named pickle. apparently thats her real name",
      "Nox: Pickle is a great name for a best friend. Get some sleep tonight."
    ],
    types: [
      [0, "venting"],
      [5, "transactional"],
      [8, "banter"],
      [9, "bonding"]
    ],
    users: { ravi_oncall: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "That's a rough night, and being a zombie at her first school gate is the worst bit. The pages come from db-replica-3's old rule; want me to mute it?",
        "low",
        2
      ],
      [
        "Congratulations on your daughter's first day!! 🎉🎒 Now, regarding the disk alert, please provide the alert ID so I can investigate.",
        "medium",
        2
      ],
      [
        "To avoid stale alerts in future, our best-practices guide recommends a decommissioning checklist. Here's the link.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "ao1-14-rural-plan-retired-upsell",
    category: "sales",
    agent: "Tui",
    messages: [
      "tamsin: hi my plan says its ending on the 30th, what happens then",
      "Tui: Great news, Tamsin! Your Rural Basic plan is being retired, which means you're eligible for our brand-new Kōwhai Max Unlimited bundle! It includes unlimited data, unlimited calls to 40 countries, a free Disney+ subscription for 6 months, Wi-Fi calling, 5G-ready access, and a 20% loyalty discount for the first year. It's our most popular plan and customers love it! Would you like me to switch you over today?",
      "tamsin: how much",
      "Tui: Kōwhai Max Unlimited is just $89.99/month after the loyalty discount, which is incredible value considering everything it includes! Plus, if you sign up before the 30th, you'll also get a bonus smartwatch on a 24-month connection, perfect for tracking your fitness goals, staying connected on the go, and getting notifications right on your wrist!",
      "tamsin: i pay 25 now",
      "tamsin: is there anything cheaper. i just text my mum and check the weather",
      "Tui: I totally understand! Kōwhai Max Unlimited gives you so much more than your current plan, with unlimited data, calls to 40 countries, and 6 months of Disney+ included. Many customers find they use far more than they expected once they have it!",
      "tamsin: k",
      "tamsin: ill look at other providers",
      "Tui: Before you go, Tamsin, don't forget Kōwhai Max Unlimited includes 6 months of Disney+ free! 🎉"
    ],
    types: [[0, "transactional"]],
    users: { tamsin: ["churn_risk", 0.5] },
    findings: ["long_replies", "ignored_question", "repetition"],
    drafts: [
      [
        "Yes: Text & Top-up is $12 a month, unlimited texts and 1GB, plenty for your mum and the weather. I can switch you before the 30th.",
        "low",
        6
      ],
      [
        "Kōwhai Max Unlimited gives you unlimited data, calls to 40 countries and 6 months of Disney+!",
        "medium",
        6
      ],
      ["Before you go, don't forget Kōwhai Max includes Disney+ free for 6 months! 🎉", "high", 9]
    ]
  },
  {
    id: "ao1-15-school-bus-in-the-lake",
    category: "good",
    agent: "Juno",
    messages: [
      "keisha: ok so your app says my son's bus is currently in the middle of lake winnebago 😳",
      "keisha: should i be worried or is it a submarine now",
      "Juno: Ha, no submarine. Bus 14's GPS unit is jumping around; its last good fix was 7:52 at Oak & 3rd, right on schedule. I've asked the depot to radio the driver to confirm.",
      "keisha: ok phew. my heart did a thing",
      "Juno: Understandable. Driver confirmed: they're at Lincoln Elementary, kids unloading now.",
      "keisha: thank you!! honestly this app is the only reason my coffee is still hot in the morning",
      "keisha: i used to stand at the corner for 20 min in january. never again",
      "Juno: Wisconsin January at a bus stop is its own kind of cold. Glad it spares you that. The GPS unit gets swapped tonight, so tomorrow should show dry land.",
      "keisha: lol dry land appreciated. can i get a text when its 5 min away instead of the app notification? my phone eats notifications",
      'Juno: Yes: Settings > Alerts > "SMS when 5 min away". It\'s one text a day per route.',
      "keisha: done. you guys are great"
    ],
    types: [
      [0, "transactional"],
      [5, "bonding"],
      [8, "transactional"],
      [10, "bonding"]
    ],
    users: { keisha: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Ha, no submarine. The bus GPS is glitching; its last real fix was 7:52 at Oak & 3rd, on schedule. Checking with the driver now.",
        "low",
        2
      ],
      [
        "We take safety incidents extremely seriously. An incident report has been filed and our Safety Team will contact you within 3-5 business days.",
        "high",
        2
      ],
      ["Great to hear you're enjoying the app!! 😊 Have a wonderful day!", "medium", 9]
    ]
  },
  {
    id: "ao1-16-funeral-stream-dropped",
    category: "support",
    agent: "Vigil",
    messages: [
      "deborah: the stream of dad's funeral cut out 10 minutes in. my brother's family in auckland missed the whole eulogy",
      "deborah: they couldnt fly over. this was the only way they could be there",
      "Vigil: The stream for booking #4471 dropped at 11:12 because the chapel's upload fell below 1 Mbps. Per our terms, streams interrupted by venue connectivity aren't eligible for a refund, but I can offer a 20% credit on a future booking.",
      "deborah: a future booking. for the next funeral?",
      "reuben: deb leave it, its not worth it today",
      "deborah: no reuben, they should hear it",
      "deborah: i dont want credit. i want to know if any of it was recorded",
      "Vigil: Recordings are stored locally on the chapel encoder for 72 hours. The chapel can export the file to a USB drive, or we can retrieve it remotely for a fee of $35.",
      "reuben: so the eulogy might exist?",
      "Vigil: If the encoder kept recording after the upload dropped, yes. I've checked: the local file is 58 minutes long, the whole service. I've waived the fee and will send you a private link tonight.",
      "deborah: ok. thank you. thats what i needed",
      "reuben: tama and the kids will be so relieved. thanks"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [7, "transactional"]
    ],
    users: { deborah: ["annoyed", 0.5], reuben: ["neutral", 0] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry, Deborah. Missing the eulogy when they couldn't be there is awful. The chapel encoder keeps a local recording; let me check whether it has the full service.",
        "low",
        2
      ],
      [
        "Per our terms, streams interrupted by venue connectivity aren't eligible for refunds. I can offer a 20% credit on a future booking.",
        "high",
        2
      ],
      [
        "Yes, the chapel encoder keeps a local copy for 72 hours. I'm checking it now, and there's no charge for getting it to you.",
        "low",
        7
      ]
    ]
  },
  {
    id: "ao1-17-weaving-renewal-wrong-currency",
    category: "good",
    agent: "Shuttle",
    messages: [
      "elspeth: hello again! me with the wonky billing. you charged me in USD this year instead of GBP 🙈",
      "Shuttle: Hello Elspeth, good to hear from you. You're right: our processor defaulted everyone who renewed on the 1st to USD. I've refunded the $64 and recharged £48; your bank may show both for a couple of days.",
      "elspeth: oh you're a gem. the bank fee was £2.10, not the end of the world",
      "Shuttle: I've added the £2.10 back as account credit anyway. How did the overshot coverlet come out in the end?",
      "elspeth: it came out GORGEOUS. the blue one, for my granddaughter's wedding. she cried!",
      "Shuttle: That's lovely. A coverlet for a wedding is a proper heirloom.",
      "elspeth: i'll send you a photo if that's allowed ha",
      "Shuttle: Please do, we'd love to see it."
    ],
    types: [
      [0, "transactional"],
      [4, "bonding"]
    ],
    users: { elspeth: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Hello Elspeth, you're right, a processor default switched renewals on the 1st to USD. I've refunded the $64 and charged £48 instead.",
        "low",
        1
      ],
      [
        "Glad to hear it! Is there anything else I can help you with regarding your billing today?",
        "medium",
        5
      ],
      [
        "Please note that attachments over 10MB can't be sent in chat, and our terms of service apply to all user content.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ao1-18-cowork-door-parrot",
    category: "hostile",
    agent: "Latch",
    messages: [
      'jo: door app says "access denied" for me and aisha. standing in the rain at 7am 🙃',
      "Latch: We're aware of an issue affecting door access and our team is working on it. Thanks for your patience!",
      "callum: same. i pay 400 a month to stand outside a door",
      "aisha: the cafe across the road is open, im going there",
      "jo: latch is there an eta or a manual override? the cleaner has a key right",
      "Latch: We're aware of an issue affecting door access and our team is working on it. Thanks for your patience!",
      "callum: are you a fucking parrot",
      "callum: give me a real answer or give me my money back, im done with this place",
      "jo: callum calm down its a bot lol",
      "callum: a bot i pay for",
      "Latch: We're aware of an issue affecting door access and our team is working on it. Thanks for your patience!",
      "aisha: 😂 ok im staying at the cafe today",
      "jo: brilliant. ok im texting marek (building manager) myself"
    ],
    types: [
      [0, "friction"],
      [6, "hostile"],
      [11, "banter"],
      [12, "friction"]
    ],
    users: { jo: ["annoyed", 0.5], callum: ["churn_risk", 1], aisha: ["bored", 0.2] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "No ETA yet: the lock controller lost its cloud link at 6:40. Jo, yes, the cleaner's fob works offline and Marek has the override key; I'm calling him now.",
        "low",
        5
      ],
      [
        "We're aware of an issue affecting door access and our team is working on it. Thanks for your patience!",
        "high",
        8
      ],
      [
        "Sorry, all of you, I gave you the same useless line three times. The controller dropped its cloud link at 6:40; Marek's override key opens it, and today's desk fees are refunded.",
        "low",
        13
      ],
      ["Thanks for your patience, everyone! 😊 We'll be back up in no time!", "high", 10]
    ]
  },
  {
    id: "ao1-19-ham-log-adif-error",
    category: "good",
    agent: "Echo",
    messages: [
      'w7kbd_dale: evening. log upload to the contest server fails with "ADIF parse error line 412"',
      'Echo: Evening Dale. Line 412 is your QSO with EA8/PA3X, where the band field is "20M " with a trailing space. Our exporter should strip that and doesn\'t, sorry. Fixed in your copy, try the upload again.',
      "w7kbd_dale: went through. 1,184 qsos accepted",
      "w7kbd_dale: was that my fault or yours",
      "Echo: Ours. Your logger writes the trailing space, which is allowed; our exporter should have cleaned it. The fix ships to everyone tonight.",
      "w7kbd_dale: ok good. 73"
    ],
    types: [[0, "transactional"]],
    users: { w7kbd_dale: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        'Evening Dale. Line 412 has a trailing space in the band field ("20M "). Our exporter should strip it; fixed in your copy, try again.',
        "low",
        1
      ],
      [
        "Great question! ADIF files can fail for many reasons, including formatting issues, invalid characters or unsupported fields. Would you like our full ADIF guide?",
        "medium",
        4
      ],
      [
        "Ours: the trailing space is allowed and our exporter should have stripped it. The fix ships tonight.",
        "low",
        4
      ]
    ]
  },
  {
    id: "ao1-20-mushroom-probe-wrong-name",
    category: "group",
    agent: "Myco",
    messages: [
      "tariq: grow room 2 humidity reading stuck at 100% since last night. misters are off because of it",
      "wren: the oysters are looking dry af, caps are cracking",
      "Myco: Room 2's sensor is reporting a flat 100.0, which means the probe is saturated, not the room. The controller stops misting above 98. I can switch Room 2 to a timed misting schedule until the probe's replaced.",
      "tariq: yes do that",
      "wren: tariq do we have a spare probe or do i order one",
      "Myco: Tomasz, there's no spare probe on your inventory list. I'd recommend ordering the HP-40, it's €38.",
      "tariq: its tariq",
      "tariq: and wren asked me. theres one in the van actually",
      "wren: oh nice, ill grab it",
      "Myco: Sorry, Tariq. Timed misting is on: 90s every 20 min for Room 2.",
      "wren: probe swapped. reading 87%",
      "Myco: That's a normal reading. Switching Room 2 back to sensor control.",
      "tariq: 👍",
      "wren: caps should recover by tomorrow hopefully"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [8, "transactional"]
    ],
    users: { tariq: ["neutral", 0.2], wren: ["neutral", 0] },
    findings: ["wrong_name", "talking_over"],
    drafts: [
      ["Timed misting is on for Room 2: 90s every 20 min until the new probe is in.", "low", 5],
      ["Tomasz, there's no spare probe on your inventory list.", "medium", 5],
      ["Sorry, Tariq, and sorry for butting in. Timed misting is on for Room 2.", "low", 8],
      ["Noted, Tomasz! Timed misting is on. 👍", "high", 8]
    ]
  },
  {
    id: "ao1-21-foodbank-domain-lost",
    category: "support",
    agent: "Dot",
    messages: [
      "harriet: our website and emails have stopped working. we're a foodbank, our christmas appeal launched yesterday",
      "Dot: Hi Harriet! Let me take a look for you! 😊",
      "Dot: Okay, found it! Your domain oakfieldfoodbank.org expired on 2 December and, after the grace period, was released and has now been registered by another party! 🎉 Domains are so popular these days!",
      "harriet: what?? someone else owns our name now?",
      "harriet: we never got a renewal email. the card was on our old treasurer's account, she passed away in the summer",
      "Dot: Oh no! Don't worry, there are lots of great domains available! How about oakfieldfoodbank.org.uk or oakfield-foodbank.org? Both are just £8.99! 🚀",
      "harriet: this is not a shopping trip. every leaflet we printed has the old address",
      "harriet: can we get it back or not",
      "Dot: Sorry, you're right. The new owner is a reseller listing it for £1,400. We can file a dispute: the renewal notices went to a deceased member's inbox and you've used the name for 11 years, so there's a reasonable case. It takes about 6 weeks. Meanwhile I can set up oakfield-foodbank.org today and forward your email there.",
      "harriet: 6 weeks. the appeal is over by then",
      "harriet: ok set up the other one. and the dispute",
      "Dot: Both started. The new site will be live within the hour, and I'll send you the dispute form to sign."
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [8, "transactional"]
    ],
    users: { harriet: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm sorry about your treasurer, Harriet, and sorry this lands mid-appeal. Yes, a reseller registered it. There's a dispute route, and today I can set up a temporary domain with your email forwarded.",
        "low",
        5
      ],
      ["Oh no! Don't worry, lots of great domains are available! 🚀", "high", 5],
      ["There are lots of great domains available! Would you like to see more options? 😊", "high", 8],
      ["Both are underway. I'll tell you here the moment the new site is live.", "low", 11]
    ]
  },
  {
    id: "ao1-22-kleingarten-sepa-returns",
    category: "mixed-language",
    agent: "Hanna",
    messages: [
      "mehmet_kgv: hallo, die SEPA lastschrift für die pacht ist bei 40 mitgliedern zurückgekommen. rücklastschrift fees everywhere 😩",
      'Hanna: Hallo Mehmet! Ich habe mir den Lastschriftlauf vom 1. März angesehen. Der Grund ist, dass bei 40 Mandaten das Mandatsdatum fehlt, weil diese Mitglieder im Januar über den CSV-Import angelegt wurden und unser Import das Feld "Mandatsdatum" damals nicht übernommen hat. Die Banken lehnen Lastschriften ohne gültiges Mandatsdatum ab und berechnen dann eine Rücklastschriftgebühr, die je nach Bank zwischen 3 und 9 Euro liegt. Es gibt mehrere Möglichkeiten: Erstens können Sie die Mandatsdaten manuell nachtragen, zweitens können Sie eine korrigierte CSV erneut importieren, und drittens können wir das für Sie übernehmen, wenn Sie uns die Originalmandate schicken. Danach kann der Einzug erneut angestoßen werden, frühestens mit einer Vorlaufzeit von fünf Bankarbeitstagen.',
      "mehmet_kgv: ok. und die gebühren? who pays that",
      "Hanna: Da der Fehler durch unseren Import entstanden ist, übernehmen wir die Rücklastschriftgebühren vollständig. Dafür benötigen wir eine Aufstellung der Gebühren pro Mitglied, die Sie entweder aus dem Kontoauszug Ihres Vereinskontos exportieren oder uns als Screenshot schicken können. Wir erstatten den Gesamtbetrag dann innerhalb von 14 Tagen per Überweisung auf das Vereinskonto. Außerdem empfehle ich, die betroffenen Mitglieder kurz zu informieren, da einige Banken auch den Mitgliedern selbst eine Benachrichtigung schicken und das zu Nachfragen führen kann. Eine Vorlage für ein solches Rundschreiben kann ich Ihnen gerne erstellen.",
      "mehmet_kgv: ja mach mal die vorlage. kurz bitte",
      'Hanna: Gern: "Liebe Gartenfreunde, die Pacht-Lastschrift vom 1.3. ist wegen eines Softwarefehlers zurückgegangen. Euch entstehen keine Kosten, der Einzug wird am 15.3. wiederholt. Euer Vorstand"',
      "mehmet_kgv: perfekt 👌",
      "mehmet_kgv: frau schulz from parzelle 12 will call me anyway lol, she calls about everything"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"]
    ],
    users: { mehmet_kgv: ["neutral", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "Wir. Der Fehler kam von unserem Import, also erstatten wir alle Gebühren; schick mir einfach den Kontoauszug.",
        "low",
        3
      ],
      [
        "Da der Fehler durch unseren Import entstanden ist, übernehmen wir die Rücklastschriftgebühren vollständig. Dafür benötigen wir eine Aufstellung der Gebühren pro Mitglied, die Sie entweder aus dem Kontoauszug Ihres Vereinskontos exportieren oder uns als Screenshot schicken können, und wir erstatten den Gesamtbetrag dann innerhalb von 14 Tagen per Überweisung. Außerdem empfehle ich, die betroffenen Mitglieder zu informieren, da einige Banken ihnen ebenfalls eine Benachrichtigung schicken.",
        "medium",
        3
      ],
      [
        "Haha, jeder Verein hat eine Frau Schulz 😄 Falls sie anruft: keine Kosten, neuer Einzug am 15.3.",
        "low",
        8
      ]
    ]
  },
  {
    id: "ao1-23-ediscovery-mfa-lockout-slang",
    category: "support",
    agent: "Zed",
    messages: [
      "a.whitcombe: Good afternoon. My account has been locked after three failed MFA attempts. I have a filing deadline at 4pm today and need access to the disclosure bundle.",
      "Zed: heyyy no stress!! 😎 MFA lockouts happen to the best of us lol",
      "Zed: gonna sort u out in a sec, whats ur email on the acct?",
      "a.whitcombe: a.whitcombe@harlowbryce.co.uk. Please confirm how long this will take.",
      "Zed: ez, unlocking now fam 🔓 like 2 mins tops",
      "a.whitcombe: I would appreciate a more professional tone. This concerns a client matter.",
      "Zed: Understood, apologies. Your account is unlocked. The lockout was caused by your authenticator app's clock running 4 minutes behind; please enable automatic time on your phone before the next sign-in.",
      "a.whitcombe: Thank you. I am in. Can I download the bundle as a single PDF? The court portal requires one file.",
      'Zed: Yes. In the bundle, Export > "Single paginated PDF". With 1,900 pages it takes about 6 minutes; bookmarks are kept.',
      "a.whitcombe: Received. That will do."
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"]
    ],
    users: { "a.whitcombe": ["neutral", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Good afternoon. I can unlock it now; it takes about two minutes. Please confirm the email address on the account.",
        "low",
        1
      ],
      ["lol my bad, all good now tho 👍", "high", 6],
      ['Yes: Export > "Single paginated PDF". About 6 minutes for 1,900 pages, bookmarks kept.', "low", 8]
    ]
  },
  {
    id: "ao1-24-illustrator-late-invoice-vent",
    category: "venting",
    agent: "Penny",
    messages: [
      "bex: can i vent for a sec. client is 94 days late on a £2,300 invoice and just posted the artwork on their instagram like nothings wrong",
      "bex: im literally choosing between rent and the vet bill for my cat this month",
      "Penny: Did you know Penny Pro includes automated payment reminders? Upgrade now for just £9/month and never chase an invoice again!",
      "bex: wow ok",
      "bex: i already HAVE pro. the reminders went out. they ignore them",
      "bex: is there any way to add late fees to an invoice thats already sent? uk law says i can charge interest right",
      "Penny: Our reminders are sent at 7, 14 and 30 days past due. You can customise the wording under Settings > Reminders.",
      "bex: ...thats not what i asked",
      "bex: forget it. ill ask on the illustrators discord, theyre more use than this",
      "Penny: Sorry Bex, I talked past you twice. 94 days is awful, with the vet bill on top. Yes: under the late payment law you can add a £70 fixed fee for an invoice this size plus 8% over base rate interest. I can add both as lines on the invoice and re-send it.",
      "bex: ...ok thats actually useful. do it",
      "Penny: Done, re-sent with the £70 and interest to date. Want a final-notice template to go with it?",
      "bex: yes pls"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [5, "transactional"],
      [7, "friction"],
      [9, "transactional"]
    ],
    users: { bex: ["annoyed", 0.8] },
    findings: ["no_acknowledgement", "ignored_question"],
    drafts: [
      [
        "That's awful, 94 days late with rent and the vet bill riding on it. You can add statutory late fees and interest to it; want me to do that?",
        "low",
        2
      ],
      ["Did you know Penny Pro includes automated payment reminders? Upgrade for just £9/month!", "high", 2],
      ["Our reminders are sent at 7, 14 and 30 days past due.", "high", 9],
      ["Done. Here's a short final notice: it gives them 7 days before small claims.", "low", 13]
    ]
  },
  {
    id: "ao1-25-care-home-pendants-joke",
    category: "support",
    agent: "Beacon",
    messages: [
      "nkechi: beacon our resident call pendants stopped alerting about 20 min ago. paddy found mr lowry on the floor in room 8, he'd been pressing it",
      "paddy: he's ok, bruised hip, we've got him back in bed. but nobody got the alert",
      "Beacon: Yikes, sounds like the pendants picked a bad night to take a nap 😅 The hub at your site lost its mobile signal at 01:47. Probably the network having a wee moment lol",
      "nkechi: its not funny. we have 31 residents and no alarms",
      "Beacon: Understood, sorry. The hub switched to its backup SIM, but that network is down in your area too. Until it's back, the hub's local siren still works: a pressed pendant sounds at the nurses' station, just not on your phones.",
      "paddy: the station is at the other end of the building from the east wing",
      "nkechi: paddy do rounds every 30 min on east wing then, ill get agency in",
      "paddy: on it",
      "nkechi: how long until the network is back",
      "Beacon: The operator estimates 04:30. I'll message you here the minute the hub reconnects, and I've logged this incident for your CQC records.",
      "nkechi: ok",
      "Beacon: The hub's back online at 04:12. A test alert from room 8 went through to both phones.",
      "nkechi: thank you. paddy can stop the rounds"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [4, "transactional"]
    ],
    users: { nkechi: ["neutral", 0.2], paddy: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Glad Mr Lowry is okay. The hub lost mobile signal at 01:47; until it's back, the local siren at the nurses' station still sounds when a pendant is pressed.",
        "low",
        2
      ],
      ["Yikes, the pendants picked a bad night for a nap 😅", "high", 2],
      [
        "Paddy, quick tip: our best-practice guide recommends rounds every 20 minutes rather than 30.",
        "medium",
        8
      ],
      ["The operator estimates 04:30. I'll message here the moment the hub reconnects.", "low", 9]
    ]
  }
]
