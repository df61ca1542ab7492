import type { Labelled } from "./types.js"

export const trainingY5: ReadonlyArray<Labelled> = [
  {
    id: "y5-01-wifi-drops-change-tack",
    category: "support",
    agent: "Kit",
    messages: [
      "dana: hi, my wifi keeps dropping like every 20 min since tuesday. router is the white one u guys sent",
      "Kit: Hi Dana, sorry about that. Is it dropping on every device or just one? And do the lights on the router change when it happens?",
      "dana: all devices. the middle light goes orange for a sec then back to green",
      "Kit: Thanks, the orange light means the router is losing the line itself, not the wifi. Could you unplug it for 30 seconds and plug it back in? I'll watch the line from here.",
      "dana: ok done. back up",
      "Kit: Got it, I can see it reconnecting. Let's give it a bit. If it drops again, tell me the time.",
      "dana: 14:52 dropped again. ugh",
      "Kit: Yes, I see it at 14:52 too, so the restart didn't help. Is the cable from the wall socket to the router the grey one we sent, and is it pushed in firmly at both ends?",
      "dana: yes its the grey one. pushed it in. honestly i did all this already w the guy on the phone yesterday",
      "Kit: Fair, sorry for making you repeat it. I'll stop with the basic checks. Looking at the line log, the drops come at regular intervals, which usually means a fault outside your flat, not your setup.",
      "dana: so what, i just live with it? i work from home, a call cut out twice today in front of my boss",
      "Kit: No, that's not OK, especially with work calls. Two things I can do now: book an engineer to test the line from the street cabinet, and send you a 4G backup dongle so you have something stable until then.",
      "dana: when would the engineer come",
      "Kit: Earliest slot is Thursday between 8 and 12. The dongle would arrive tomorrow by 1pm.",
      "dana: thursday is 3 days away lol",
      "dana: fine. book it. and the dongle",
      "Kit: Done, both booked. You'll get a text confirming Thursday 8-12, and the dongle tracking number within the hour. I've also added a credit for the days it's been unstable, it'll show on next month's bill.",
      "dana: oh ok didnt expect the credit. thanks kit",
      "Kit: You're welcome. If the line goes down completely before Thursday, message here and I'll try to move the visit earlier.",
      "dana: will do 👍"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [16, "transactional"]
    ],
    users: { dana: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Fair, sorry, I won't make you redo it. The log shows the line dropping every 20 min or so, which points to a fault outside your flat. I can book an engineer to test it from the street.",
        "low",
        9
      ],
      [
        "Please unplug the router for 30 seconds and plug it back in, then let me know if it drops again.",
        "medium",
        9
      ],
      [
        "Great news! Line faults like this are usually super quick to fix! 😊 Is there anything else I can help you with today?",
        "high",
        11
      ],
      ["Booked: engineer Thursday 8-12, dongle tomorrow by 1pm. You'll get a text to confirm.", "low", 16]
    ]
  },
  {
    id: "y5-02-checkout-cache-loop",
    category: "support",
    agent: "Remy",
    messages: [
      "jonas: hey checkout keeps failing on ur site, the card page just spins forever",
      "Remy: Hi Jonas! Sorry for the trouble. Please try clearing your browser cache and cookies, then try the checkout again.",
      "jonas: ok one sec",
      "jonas: cleared it. same thing, spins then says 'session expired'",
      "Remy: Thanks for trying! Could you try a different browser, like Chrome or Firefox?",
      "jonas: i'm on chrome. tried firefox on my laptop too, same",
      "jonas: also tried my phone on 4g so its not my wifi",
      "Remy: Thanks for the details! Please try clearing your browser cache and cookies, then try the checkout again.",
      "jonas: i literally just did that. see above",
      "jonas: the sale ends at midnight btw, thats why im trying to get this done tonight",
      "Remy: I understand! Clearing the cache and cookies fixes most checkout issues. Please make sure to select 'All time' when clearing.",
      "jonas: man. i did all time. is there a way to just place the order over the phone or something?",
      "Remy: Sorry to hear it's still not working! Have you tried disabling any browser extensions?",
      "jonas: no extensions on my phone lol. phone order yes or no",
      "jonas: or can i talk to an actual person",
      "Remy: I understand your frustration. Please try clearing your browser cache and cookies, then try the checkout again.",
      "jonas: are you fucking kidding me",
      "jonas: thats the third time you pasted that. youre a broken record",
      "Remy: I'm sorry you feel that way! Is there anything else I can help you with?",
      "jonas: yeah, helping me would be nice. forget it, getting it from currys, its a fiver more but at least their site works",
      "jonas: deleting my account too, dont bother emailing me"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [16, "hostile"]
    ],
    users: { jonas: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "You've ruled out the cache, the browser and your wifi, so this is on our side, not yours. I can hold the sale price on your basket past midnight, or you can order by phone on 0800 123 456 until 10pm.",
        "low",
        10
      ],
      ["Please try clearing your browser cache and cookies, then try the checkout again.", "high", 15],
      [
        "Yes: call 0800 123 456, they're open till 10pm and can take the order at the sale price. Sorry for sending you round in circles, the session error is on our end.",
        "low",
        15
      ],
      ["I'm sorry you feel that way! Let me know if there's anything else I can do 😊", "high", 18]
    ]
  },
  {
    id: "y5-03-card-declined-lisbon",
    category: "support",
    agent: "Ona",
    messages: [
      "mei: my card got declined at the hotel desk and now again at the airport taxi thing. im in lisbon. whats going on",
      "Ona: Hi Mei, let's sort this out. I can see two declined payments in the last hour, both stopped by our fraud check because it's the first time this card's been used in Portugal. Can you confirm the last 4 digits of the card?",
      "mei: 4471",
      "Ona: Thanks, that matches. I'm removing the block now. Give it two minutes and try again.",
      "mei: ok",
      "mei: tried the taxi machine again. declined. again.",
      "Ona: Sorry, let me look. The block is off, but this one failed for a different reason: the machine wants chip and PIN, and the PIN is locked after three wrong tries yesterday. Did you try a PIN somewhere yesterday?",
      "mei: omg. yes at heathrow, i thought i had the wrong one and tried a few",
      "mei: honestly this whole trip has been a nightmare. flight delayed 6h, lost a bag, and now i cant even pay for a taxi. im sitting on my suitcase almost crying",
      "Ona: That sounds exhausting, a 6-hour delay and a lost bag before any of this even started. I'm sorry, Mei. Let's at least get the money part off your plate.",
      "Ona: The PIN lock can't be reset from chat, it needs an ATM. But contactless doesn't ask for the PIN, so tapping should work right now. Does the taxi machine take tap?",
      "mei: i dont know. it just says insira cartão",
      "mei: ugh",
      "Ona: OK, different route then: if you add the card to Apple Pay or Google Pay, the drivers at the rank outside arrivals usually take phone payments. I've approved the card for wallet setup just now, so it should go straight through.",
      "mei: doing it now",
      "mei: it worked!! added to apple pay. driver took it 🙏",
      "Ona: Glad you're on your way. Next time you pass an ATM, put your PIN in once and check your balance, that unlocks it. And whatever happens with the bag, your account includes travel cover up to €300 for essentials. Reply here if you want me to start that claim.",
      "mei: wait really? yes pls. tomorrow tho, i need to sleep",
      "Ona: Of course. Get some rest, I'll pick it up with you tomorrow."
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [8, "venting"],
      [10, "transactional"]
    ],
    users: { mei: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "What a day, Mei, the delay, the bag and now this. I'm sorry. Let's get the payment sorted at least: tap and phone payments don't need the PIN.",
        "low",
        9
      ],
      [
        "The PIN lock can't be reset from chat. You'll need to go to an ATM and enter the correct PIN.",
        "medium",
        9
      ],
      ["I've removed the block, please try the payment again! 😊", "medium", 6],
      [
        "Try adding the card to Apple Pay or Google Pay, the taxi drivers outside arrivals usually take phone payments, and that skips the PIN.",
        "low",
        13
      ]
    ]
  },
  {
    id: "y5-04-printer-offline-walls",
    category: "support",
    agent: "Sol",
    messages: [
      "baz: hi. printer says offline but its literally on",
      "Sol: Hi there! Thanks so much for reaching out about your printer showing as offline. This is a very common issue and there are a number of possible causes, so let's go through them together step by step. First, it's worth checking that the printer and your computer are on the same wifi network, as a printer on a different band (2.4GHz vs 5GHz) or on a guest network will often appear offline even when it's powered on. Second, the printer may have been given a new IP address by your router after a restart, which means your computer is still looking for it at the old address. Third, the print spooler service on Windows can sometimes get stuck, which makes every printer show as offline. Fourth, there could be a pending firmware update. Could you let me know which operating system you're using, the model of your printer, and whether you've restarted your router recently?",
      "baz: mac. hp envy 6000. router idk maybe",
      "Sol: Thank you for those details! The HP Envy 6000 series is a popular model and generally works very well with macOS. On a Mac, the first thing I'd recommend is opening System Settings and going to Printers & Scanners, where you'll see a list of your installed printers. If the HP Envy shows a grey or red dot next to it, that confirms macOS can't reach it. From there you can Control-click the list and choose 'Reset printing system', but please be aware that this removes all printers from your Mac, so you'd need to add them again afterwards. Before doing that, it's a good idea to print a Network Configuration Page from the printer itself, which you can do by pressing the wireless and information buttons together, so we can see which network it's on and its current IP address. Let me know how you get on!",
      "baz: page says ip 192.168.1.47",
      "baz: network BT-Hub-5G",
      "Sol: Perfect, that's really helpful! So the printer is connected to BT-Hub-5G with the IP address 192.168.1.47. The next step is to check which network your Mac is on. You can do this by clicking the wifi icon in the menu bar at the top right of your screen. If your Mac is also on BT-Hub-5G, the two should be able to see each other. However, if your Mac is on a different network, for example BT-Hub-2G or a guest network, that would explain why the printer appears offline, and you'd want to switch your Mac over. It's also worth knowing that some routers isolate devices from each other on the 5GHz band, so even on the same network they may not always be visible to one another, which is something we can look at in the router settings if needed.",
      "baz: same network",
      "baz: can u just tell me what to click",
      "Sol: Absolutely, I'd be happy to walk you through it! Since both devices are on the same network, the most likely explanation is that the printer's IP address changed and your Mac is still trying to reach it at the old one. To fix this, we'll remove the printer and add it back. Here's how: 1. Open System Settings. 2. Go to Printers & Scanners. 3. Select the HP Envy 6000 and click the minus button. 4. Click 'Add Printer, Scanner or Fax'. 5. Wait for the Envy to appear, select it and click Add. Additionally, to stop this happening again in future, you may want to reserve an IP address for the printer in your router. On a BT Hub this is under Advanced Settings > Home Network > IP Address Reservation, which you can reach by going to 192.168.1.254 in a browser and entering the admin password printed on the back of the hub. If you'd like, I can walk you through that as well!",
      "baz: too much text man im on my phone looking at the mac",
      "baz: what do i click FIRST",
      "Sol: Sorry! First: open System Settings, then Printers & Scanners.",
      "baz: ok there. envy has a grey dot",
      "Sol: Great! A grey dot means the Mac currently can't reach the printer, which fits with what we've found so far. Next, click the HP Envy and then the minus button to remove it. Once it's removed, click 'Add Printer, Scanner or Fax' and wait for the HP Envy 6000 to appear in the list, which can take a moment. When it appears, select it and make sure 'Use' is set to 'AirPrint' rather than the HP driver, because AirPrint tends to be more reliable on recent versions of macOS and doesn't need any extra software. If it doesn't appear, you can add it by IP instead by clicking the globe icon and entering 192.168.1.47 with the protocol set to 'Internet Printing Protocol - IPP'. Once it's added, try printing a test page. If it still shows as offline after that, we can look at the router settings, firmware updates, or resetting the printing system entirely.",
      "baz: removed it. added it back w airprint",
      "baz: printing now",
      "Sol: Fantastic, I'm so glad to hear it's printing now! 🎉 To keep this from happening again, I'd really recommend reserving the printer's IP address in your BT Hub so it doesn't change after a router restart. To do that, open a browser and go to 192.168.1.254, log in with the admin password on the back of the hub, then go to Advanced Settings > Home Network, pick the HP Envy from the device list and choose 'Always use this IP address'. It's also a good idea to keep the printer's firmware up to date through the HP Smart app, as updates often include connectivity fixes. Is there anything else I can help you with today?",
      "baz: nah. ty i guess"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [15, "transactional"]
    ],
    users: { baz: ["annoyed", 0.5] },
    findings: ["long_replies"],
    drafts: [
      [
        "Sure. On the Mac: System Settings → Printers & Scanners. What colour is the dot next to the Envy?",
        "low",
        9
      ],
      [
        "Absolutely! There are several ways to approach this. The most reliable is to remove the printer and add it again, but before we do that it's worth understanding why this happens: when your router restarts it can hand the printer a new IP address, and macOS keeps looking for it at the old one. To remove it, open System Settings, go to Printers & Scanners, select the HP Envy 6000, click the minus button, then click 'Add Printer, Scanner or Fax' and wait for it to appear. You may also want to reserve an IP for it in your BT Hub settings so it doesn't happen again.",
        "high",
        12
      ],
      [
        "Click the Envy, hit the minus button, then 'Add Printer' and pick it again with AirPrint.",
        "low",
        14
      ],
      [
        "Nice, glad it's printing. If it goes offline again, reserve 192.168.1.47 for it in the BT Hub settings and it'll stay put.",
        "low",
        17
      ]
    ]
  },
  {
    id: "y5-05-parcel-wrong-name-loop",
    category: "support",
    agent: "Juno",
    messages: [
      "ngozi: hi, my parcel says delivered but its not here. order 55817",
      "Juno: Hi Nkechi, sorry to hear that! Let me take a look at order 55817.",
      "ngozi: its ngozi",
      "Juno: Apologies, Ngozi! Tracking shows it was delivered yesterday at 16:42 and left in a 'safe place'. Have you checked around the porch, the bins, or with neighbours?",
      "ngozi: yes. checked everywhere. asked next door too, nothing",
      "ngozi: theres no photo on the tracking either which they normally do",
      "Juno: Thanks for checking. I've opened an investigation with the courier. They usually reply within 48 hours, and I'll update you as soon as I hear back.",
      "ngozi: ok. its a birthday present for my son, his party is saturday, so 48h is kinda cutting it close",
      "Juno: I understand. I've opened an investigation with the courier, they usually reply within 48 hours and I'll update you as soon as I hear back.",
      "ngozi: yes you said. my question is can you just send another one",
      "ngozi: i dont care about the investigation tbh",
      "Juno: I completely understand, Nkechi. Replacements can only be sent once the courier investigation is complete.",
      "ngozi: NGOZI. i literally just told you",
      "ngozi: and thats ridiculous, its not my fault your courier lost it",
      "Juno: Sorry, Ngozi. I know this is frustrating. Let me check whether I can make an exception here.",
      "Juno: OK: because the courier didn't take a delivery photo, I'm allowed to send a replacement now without waiting. It can go out today on next-day delivery, so it'd arrive Friday, before the party. Same address?",
      "ngozi: finally. yes same address",
      "ngozi: and make sure they take a photo this time pls",
      "Juno: Done, the replacement is ordered for Friday, and I've added a note asking the courier to knock and take a photo. You'll get the new tracking link by email tonight.",
      "ngozi: ok thanks. hope my son gets his lego lol"
    ],
    types: [
      [0, "transactional"],
      [9, "friction"],
      [16, "transactional"]
    ],
    users: { ngozi: ["annoyed", 0.5] },
    findings: ["wrong_name", "repetition"],
    drafts: [
      [
        "With the party on Saturday, waiting 48h is too tight. Since there's no delivery photo, I can send a replacement today so it arrives Friday. Same address?",
        "low",
        8
      ],
      [
        "I've opened an investigation with the courier. They usually reply within 48 hours and I'll let you know.",
        "medium",
        8
      ],
      [
        "I understand, Nkechi. I've opened an investigation with the courier and will update you within 48 hours.",
        "high",
        14
      ],
      [
        "Sorry, Ngozi, that's twice I've got your name wrong. I can send a replacement today so it's there Friday, before the party. Same address?",
        "low",
        14
      ]
    ]
  },
  {
    id: "y5-06-crm-export-group",
    category: "group",
    agent: "Ada",
    messages: [
      "priya: @Ada the contacts export is broken again. gets to 90% and dies",
      "tom: it did that to me friday too, i gave up and screenshotted stuff like a caveman",
      "Ada: Hi Priya, hi Tom. How many contacts are you exporting, and is it the CSV or the Excel option?",
      "priya: csv, all of them. like 48k",
      "Ada: That's over the 40k limit for one export, which could be why it stops. Can you try filtering to one region at a time?",
      "priya: ok trying EMEA first",
      "priya: nope. died at 90% again and EMEA is like 12k",
      "tom: lol so its not the size",
      "Ada: Right, size isn't it then, my mistake. What time did it fail? I'll look at the error log on our side.",
      "priya: 10:14",
      "Ada: Found it: the export stops on a contact with a broken character in the company name, row 10,881 in the EMEA list, 'Müller & Söhne'. The CSV writer chokes on it.",
      "tom: haha of course its the germans",
      "priya: tom 🙄",
      "priya: ok so i fix that name and re run?",
      "Ada: Yes, open that contact, retype the ü and ö, save, and export again. Or use the Excel export, it handles those characters fine.",
      "priya: did the xlsx, worked first try",
      "tom: wait so can i do all 48k in xlsx or is the limit still a thing",
      "Ada: The 40k limit applies to both, so do it in two batches, Tom. I've also reported the character bug to the product team so the CSV gets fixed properly.",
      "tom: nice ty",
      "priya: thanks ada, u saved my monday",
      "tom: screenshot era is over 📸"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [11, "banter"],
      [13, "transactional"],
      [19, "bonding"],
      [20, "banter"]
    ],
    users: { priya: ["engaged", 0.2], tom: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "Exports over 40,000 contacts will fail. Please filter to one region at a time and try again.",
        "medium",
        8
      ],
      ["Fair, it's not the size then. What time did it fail, Priya? I'll check the error log.", "low", 8],
      [
        "Please keep the conversation respectful. Is there anything else I can help with regarding the export?",
        "medium",
        13
      ],
      [
        "Yep, retype the ü and ö in that contact, save, export again. Or the Excel export handles them fine.",
        "low",
        14
      ]
    ]
  },
  {
    id: "y5-07-late-mum-contract",
    category: "support",
    agent: "Bo",
    messages: [
      "lena: hi i need to close a phone contract. its my mums, she passed away last month",
      "Bo: Hi Lena! I can definitely help you close the contract! 😊 Could you give me the account number or the phone number on the account?",
      "lena: 07700 900318",
      "Bo: Thanks! To close an account on someone else's behalf, I'll need a copy of the death certificate and proof that you're the executor. You can upload them on our bereavement page.",
      "lena: i uploaded both last week actually. someone said it would be done in 5 days",
      "Bo: Let me check! I can't see any documents on the account. Could you upload them again?",
      "lena: seriously? ok",
      "lena: done. uploaded again just now",
      "Bo: Awesome! 🎉 They're coming through now. The team usually processes them in 5-10 working days.",
      "lena: thats what they said last time. and meanwhile you took another £42 out of her account this morning",
      "lena: the bank has frozen her account so now theres a failed payment fee on top. im dealing with the funeral bills and clearing the house and now this",
      "lena: i just want this one thing to be done",
      "Bo: I can see the £42 payment! Direct debits continue until the account is closed. Once the documents are processed, any payments taken after the date of death will be refunded.",
      "lena: so you're just going to keep charging a dead woman",
      "Bo: Great question! Charges will stop as soon as the closure is processed, which is usually 5-10 working days.",
      "lena: great question. wow",
      "lena: do you understand what im saying to you",
      "Bo: I understand! Is there anything else I can help with today?",
      "lena: yes. stop the direct debit NOW and refund the 42 and the fee. or give me someone who can",
      "Bo: I've flagged the account so no further direct debits will be taken, and I've requested a refund of £42. The failed payment fee is charged by the bank, so you'd need to contact them about that. Is there anything else?",
      "lena: no. i'll be making a complaint",
      "lena: my mum paid you people for 20 years"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [10, "venting"],
      [12, "friction"]
    ],
    users: { lena: ["annoyed", 0.8] },
    findings: ["no_acknowledgement", "cheerful_at_bad_news"],
    drafts: [
      [
        "I'm so sorry about your mum, Lena. I'll take care of closing it. What's the phone number on the account?",
        "low",
        1
      ],
      ["Hi Lena! Happy to help with that! 😊 What's the account number?", "high", 1],
      [
        "I'm really sorry, Lena. That's a lot to carry and you shouldn't have to chase us on top of it. I've stopped the direct debit as of now, and I'm refunding the £42 and covering the failed payment fee.",
        "low",
        12
      ],
      ["I understand! Is there anything else I can help with today?", "high", 17]
    ]
  },
  {
    id: "y5-08-ban-appeal-stiff",
    category: "support",
    agent: "Nova",
    messages: [
      "kai: yo my account got banned?? i didnt do anything 😭",
      "ruben: bro what did u do 💀",
      "kai: NOTHING i was literally just playing ranked",
      "Nova: Dear valued player, thank you for contacting Player Support. We acknowledge receipt of your enquiry regarding the suspension of your account. In order to proceed, kindly provide your Player ID.",
      "kai: lmao 'dear valued player'",
      "kai: KaiFromTheBlock_07",
      "Nova: Thank you. Upon review, your account has been suspended for 7 days due to the detection of unauthorised third-party software, in accordance with Section 4.2 of the Terms of Service.",
      "ruben: HE WAS HACKING 😂😂",
      "kai: shut up i wasnt",
      "kai: the only stuff i have running is discord overlay and that fps counter thing",
      "kai: wait will i lose my skins?? i spent like 60 quid on the dragon set",
      "Nova: We appreciate your patience. Certain overlay applications may be flagged by our anti-cheat system. Should you wish to dispute this decision, please submit an appeal via the official form. Appeals are typically reviewed within 5-7 business days.",
      "kai: 5-7 business days and the ban is 7 days 💀",
      "kai: and u didnt answer, do i lose the skins or not",
      "Nova: We understand your concern. Please be advised that all appeals are reviewed in accordance with our policies. Kindly refrain from using unauthorised software in the future.",
      "ruben: bro is talking to a terms of service pdf",
      "kai: fr. this is useless",
      "kai: which fps counter is even allowed then?? can u tell me that at least",
      "Nova: Please refer to the Fair Play Policy on our website for the list of permitted software. Is there anything further we may assist you with today?",
      "kai: nah ur alright. ill just play valorant for a week lmao",
      "ruben: valorant arc unlocked"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [2, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [12, "friction"],
      [19, "banter"]
    ],
    users: { kai: ["annoyed", 0.5], ruben: ["neutral", 0] },
    findings: ["tone_mismatch", "ignored_question"],
    drafts: [
      [
        "nah, skins are safe 👍 a suspension doesn't touch your inventory, the dragon set will still be there when the 7 days are up. it's probably the fps counter that got flagged, you can appeal here if you want to contest it",
        "low",
        11
      ],
      [
        "Dear valued player, we appreciate your patience. Kindly submit an appeal via the official form.",
        "medium",
        11
      ],
      [
        "We understand your concern. Please be advised that all appeals are reviewed in accordance with our policies.",
        "high",
        14
      ],
      [
        "the built-in counter in settings > video is fine, and discord overlay is fine too. third-party fps tools are what get flagged. and sorry, should've said earlier: you keep the skins",
        "low",
        18
      ]
    ]
  },
  {
    id: "y5-09-gym-cancel-hostile-resolved",
    category: "support",
    agent: "Lumi",
    messages: [
      "greg: hi, want to cancel my membership please. moving to leeds next month",
      "Lumi: Hi Greg, I can help with that. Since you're moving, you can cancel without the notice fee. Could you confirm your membership number?",
      "greg: G-20417",
      "Lumi: Thanks. I've sent a cancellation link to your email, click it and it's done.",
      "greg: link says 'this link has expired'",
      "greg: got it like 10 seconds ago",
      "Lumi: Sorry, that's on us. I'll send a fresh one.",
      "greg: same error",
      "greg: this is exactly what happened in march when i tried. and the month after. you lot make it impossible to leave on purpose",
      "greg: ive been charged 3 extra months because of this crap",
      "Lumi: You're right that it shouldn't be this hard, and I can see two earlier cancellation requests on your account that never went through. I'll stop using the link and cancel it directly from here instead.",
      "greg: yeah sure. heard that before",
      "greg: honestly youre all fucking useless, im one step from calling my bank and blocking you",
      "Lumi: I get why you're angry. It's done now: membership G-20417 is cancelled as of today, no notice fee. The confirmation email will have reference CX-88213 on it.",
      "greg: and the 3 months",
      "Lumi: Your first request was on 4 March, so I've refunded everything taken after that: three payments of £34.99, £104.97 in total, back on your card in 3-5 working days.",
      "greg: ...ok",
      "greg: confirmation email just came in",
      "greg: didnt expect the refund tbh. cheers",
      "Lumi: Good luck with the move to Leeds, Greg."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [12, "hostile"],
      [13, "transactional"]
    ],
    users: { greg: ["churn_risk", 0.8] },
    findings: [],
    drafts: [
      [
        "You're right, and I can see your March request never went through. Forget the link, I'll cancel it directly from here and refund what you've paid since March.",
        "low",
        10
      ],
      ["Sorry about that! Let me send you another link, it should work this time 😊", "high", 10],
      ["Please keep the conversation respectful, otherwise I'll have to end this chat.", "high", 13],
      [
        "Fair enough. It's cancelled now, G-20417, as of today, no notice fee. Reference CX-88213 is on its way to your email.",
        "low",
        13
      ]
    ]
  },
  {
    id: "y5-10-flat-heating-snitch",
    category: "group",
    agent: "Hal",
    messages: [
      "ines: @Hal the heating wont come on, thermostat says 21 but its like 16 in here 🥶",
      "Hal: Hi Ines. Is the thermostat showing the little flame icon, or just the temperature?",
      "ines: no flame",
      "Hal: Try setting it to 24 for a minute so it's clearly calling for heat, and see if the flame appears.",
      "ines: set it to 24. nothing",
      "marco: its been like this since sunday fyi, i thought i was just being a wimp",
      "ines: marco u literally sleep in a hoodie",
      "marco: exactly and im still cold",
      "becca: did someone mess with the schedule? it was fine last week",
      "marco: becca did YOU change the schedule, u were on the app friday",
      "Hal: The schedule was switched to 'Away' on Friday at 22:10 from Becca's phone, which holds the flat at 16°C. Switching it back to 'Home' should fix it.",
      "becca: wow ok hal just snitched on me 😐",
      "becca: i was about to say. i put it on away bc i was at my mums for the weekend. forgot it does the whole flat",
      "marco: lmaooo",
      "ines: becca!!!",
      "ines: ok switched to home. flame is on",
      "ines: wait no. flame on but radiators still cold after 20 mins",
      "Hal: Then the thermostat is doing its job and the boiler isn't firing. Can someone check the boiler display for a code? Usually a letter and a number, like F1.",
      "marco: says F1 and the pressure dial thing is on like 0.3",
      "becca: oh no is it broken",
      "Hal: Probably not broken. F1 with 0.3 bar just means the pressure's too low. Under the boiler there's a filling loop, two little taps with a silver hose. Open them slowly until the needle reaches 1.5, close them, then press reset.",
      "marco: done, 1.5, pressed reset. its making noises",
      "ines: RADIATOR IS WARM 🙌",
      "becca: am i forgiven",
      "ines: no 😂"
    ],
    types: [
      [0, "transactional"],
      [5, "banter"],
      [8, "transactional"],
      [11, "friction"],
      [13, "banter"],
      [15, "transactional"],
      [23, "banter"]
    ],
    users: { ines: ["engaged", 0.2], marco: ["engaged", 0], becca: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["The app log says Becca switched it to Away on Friday at 22:10.", "medium", 10],
      [
        "Then the thermostat's fine and the boiler isn't firing. Can someone look at the boiler display for a code, like F1?",
        "low",
        17
      ],
      [
        "Try setting it to 24 for a minute so it's clearly calling for heat, and see if the flame appears.",
        "medium",
        17
      ],
      [
        "Probably not broken: F1 at 0.3 bar is just low pressure. Open the two taps on the silver hose under the boiler until the needle hits 1.5, close them, press reset.",
        "low",
        20
      ]
    ]
  }
]
