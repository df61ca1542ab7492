import type { Labelled } from "./types.js"

export const partS1: ReadonlyArray<Labelled> = [
  {
    id: "s1-01-roaming-charge-clean",
    category: "support",
    heldOut: true,
    agent: "Noor",
    messages: [
      "dave_k: why is my bill 84 quid this month. its normally 22",
      "Noor: Hi Dave, let me look. You were in Turkey 3-9 May, and Turkey isn't in your roaming zone, so data there was charged per MB. That's £61.40 of it.",
      "dave_k: nobody told me that",
      "dave_k: great. brilliant. love that for me",
      "Noor: Fair to be annoyed, that's a nasty surprise. You should have had a text when you landed, I can see it was sent but that doesn't help much if it got buried.",
      "dave_k: i didnt see any text",
      "Noor: Since it's your first time roaming outside the zone I can take 50% off as a goodwill credit, so £30.70 back on next month's bill. Want me to do that?",
      "dave_k: yeah go on then",
      "dave_k: can i stop it happening again? my mrs goes to izmir in august",
      "Noor: Yes, I can put a £5 roaming spend cap on your line and hers. Once it hits £5 data stops until you top up or turn it off. What's her number ending in?",
      "dave_k: 4471",
      "Noor: Done, caps on both lines, and the £30.70 credit is applied. Worth her grabbing our Travel Pass for Turkey before August too, £6/day.",
      "dave_k: ok. still think its a rip off but cheers"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [6, "transactional"]
    ],
    users: { dave_k: ["neutral", 0.5] },
    findings: [],
    drafts: [
      [
        "Got it Dave. Caps on both lines, the credit's on, and have a look at the Travel Pass before August.",
        "low",
        13
      ],
      [
        "Great news!! 🎉 Your account is all sorted! Is there anything else I can help you with today? 😊",
        "medium",
        13
      ],
      [
        "As stated in section 7.2 of your contract, roaming outside the zone is billed at standard rates, so the charge is valid.",
        "high",
        4
      ]
    ]
  },
  {
    id: "s1-02-card-blocked-abroad-couple",
    category: "support",
    heldOut: true,
    agent: "Ravi",
    messages: [
      "mira: hi our card got declined at the hotel in lisbon and we're stuck at reception",
      "jonas: its the joint account one ending 0912",
      "Ravi: Hello Mira and Jonas, thank you so much for contacting us today. I completely understand how stressful a declined card can be, especially when travelling abroad. I've checked the card ending 0912 and it was automatically blocked by our fraud prevention system, which monitors unusual transaction patterns such as payments in a new country, larger than usual amounts, or several attempts in a short period. This is done to keep your money safe. To unblock the card I'll need to verify a couple of things with you first. Could you please confirm the last transaction you made with the card before leaving the UK, and approximately how much it was for?",
      "mira: uh tesco on friday? like 40 something",
      "jonas: 43.20 i think",
      "Ravi: Thank you, that matches our records. I have now removed the block from the card ending 0912. Please note that it may take up to 15 minutes for the change to be reflected across all payment networks. In future, you can add a travel notice in the app under Cards > Travel to help prevent this from happening again, although please be aware that it doesn't guarantee that transactions will never be flagged.",
      "mira: ok. the hotel wants to try again now, will it work now or do we need to wait the 15 min",
      "jonas: also can we get cash out with it here or does that get blocked too",
      "Ravi: You're welcome! If you have any other questions, feel free to reach out. Enjoy the rest of your trip to Lisbon!",
      "mira: ??",
      "jonas: mate we asked two things",
      "mira: whatever we'll just try it. jonas have you got the revolut as backup",
      "jonas: yeah"
    ],
    types: [
      [0, "transactional"],
      [9, "friction"],
      [11, "transactional"]
    ],
    users: { mira: ["annoyed", 0.5], jonas: ["annoyed", 0.5] },
    findings: ["ignored_question", "long_replies"],
    drafts: [
      [
        "Try it now. It usually goes through straight away, and if not, give it 5 min. Cash withdrawals work too, and the first 3 abroad are free this month.",
        "low",
        8
      ],
      ["You're welcome! Feel free to reach out if you need anything else. Enjoy Lisbon!", "high", 10],
      [
        "Thank you for your patience. To summarise, your card has been unblocked and may take up to 15 minutes to work across all payment networks, and you can add travel notices in the app under Cards > Travel.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "s1-03-lost-parcel-mums-gift",
    category: "support",
    heldOut: true,
    agent: "Bex",
    messages: [
      "tamsin: tracking says delivered but theres nothing here. ive checked with both neighbours",
      "Bex: Hi Tamsin! Could you give me the tracking number please? 😊",
      "tamsin: QX88120457GB",
      "tamsin: it was my mums birthday present, a necklace i had engraved with my grandads handwriting from an old letter. she lost him in march. her birthday is tomorrow and i honestly feel sick",
      "Bex: Thanks! I can see the driver marked it as delivered to a safe place at 14:02 yesterday. Great news, that means you're fully covered for a claim! 🎉 I've opened claim CL-55821 for you and you'll get an email within 24 hours!",
      "tamsin: its not great news?? its a one off i cant just buy another one",
      "tamsin: the engraving took 3 weeks",
      "Bex: Totally get it! Claims are usually paid within 5-7 working days, and you'll get the full value of £89 back!",
      "tamsin: i dont want the money i want the necklace. can someone at least go back and ask the driver where he put it",
      "Bex: Yes, I'm sorry, I should have said that first. I've asked the depot to contact the driver today. The photo log shows a green door with a brass 12, is that yours?",
      "tamsin: no we're 21. blue door",
      "tamsin: omg so its at number 12",
      "Bex: Looks like it. I've flagged it as a misdelivery to 12 and the depot will ring you by 5pm. It's also fine to knock at 12 yourself if that's quicker.",
      "tamsin: going now"
    ],
    types: [
      [0, "transactional"],
      [3, "venting"],
      [5, "friction"],
      [9, "transactional"]
    ],
    users: { tamsin: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Oh Tamsin, I'm really sorry. That's a gift you can't replace, and with her birthday tomorrow that's awful. Let me get someone to find out exactly where the driver left it.",
        "low",
        4
      ],
      ["Great news! You're fully covered for a claim! 🎉", "high", 4],
      ["I've raised claim CL-55821 and you'll get £89 back within 5-7 working days.", "medium", 9]
    ]
  },
  {
    id: "s1-04-cancel-subscription-clean",
    category: "support",
    heldOut: true,
    agent: "Okke",
    messages: [
      "pjotr: how do i cancel. and dont try to sell me a discount",
      "Okke: No pitch, promise. I can cancel it from here. Your Pro plan renews on the 14th. Cancel now and you keep Pro until then, and there's no charge after that. Go ahead?",
      "pjotr: yes",
      "pjotr: and my files? i have like 3 years of invoices in there",
      "Okke: They stay. Your account drops to the free plan, so you can still log in and export everything, you just can't make new projects above 3. Settings > Export gives you a zip.",
      "pjotr: ok good",
      "Okke: Cancelled. Confirmation is on its way to pjotr@v-kozak.nl. Anything else?",
      "pjotr: no. tbh the app is fine, its just 19/month for what i use it for is too much",
      "Okke: Makes sense. Thanks for saying so, I'll pass it on. Good luck with the invoicing!",
      "pjotr: 👍"
    ],
    types: [[0, "transactional"]],
    users: { pjotr: ["neutral", 0.2] },
    findings: [],
    drafts: [
      ["They stay. You drop to the free plan and can export everything under Settings > Export.", "low", 4],
      [
        "Before you go, how about 40% off for 6 months? Most users who cancel regret losing Pro features like unlimited projects!",
        "high",
        1
      ],
      ["Cancelled. Your data is safe. Cancelled. Your confirmation email is on its way.", "medium", 6]
    ]
  },
  {
    id: "s1-05-cancelled-flight-wrong-name",
    category: "support",
    heldOut: true,
    agent: "Lior",
    messages: [
      "siobhan: my flight to bilbao tomorrow just got cancelled, FR2231. need to get there for a wedding saturday",
      "Lior: Hi Sinéad, sorry about that. I can rebook you for free. Options: tomorrow 18:40 via Madrid, or Friday 07:15 direct.",
      "siobhan: its siobhan",
      "siobhan: friday 7:15 gets in when",
      "Lior: Apologies, Siobhan! Friday 07:15 lands at 10:50 local time.",
      "siobhan: ok thats fine book that. can i still take my hold bag, i paid for it on the original",
      "Lior: Done, Sinéad, you're on FR2287 Friday 07:15, seat 14C, and your 20kg hold bag moved across with no extra charge. New boarding pass is in your email.",
      "siobhan: siobhan. SIOBHAN. its literally on the booking",
      "siobhan: how hard is it",
      "Lior: You're right, sorry Siobhan, that's twice now and it's on me.",
      "siobhan: fine",
      "siobhan: do i get any compensation for the cancellation or no",
      "Lior: Yes. Since it was cancelled less than 14 days out you're due €250 under EU261. I've started the claim, ref EU-77310, paid to your original card within 28 days.",
      "siobhan: ok thanks"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [7, "friction"],
      [11, "transactional"]
    ],
    users: { siobhan: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Sorry Siobhan, that's twice, my mistake. You're all set for Friday.", "low", 9],
      ["Sorry Sinéad, won't happen again!", "high", 9],
      ["Done, you're on FR2287 Friday 07:15, seat 14C.", "medium", 6],
      [
        "Yes, €250 under EU261 since it was cancelled less than 14 days out. I've started the claim, ref EU-77310.",
        "low",
        12
      ]
    ]
  },
  {
    id: "s1-06-outage-flatmates-talking-over",
    category: "support",
    heldOut: true,
    agent: "Wren",
    messages: [
      "kofi: wifi's been down since 7am, the router light is flashing orange",
      "Wren: Hi Kofi, there's a fault in your area (exchange in Hackney Wick), engineers are on it. Estimated fix is 4pm today.",
      "ellie: 4pm?? i have a client call at 1",
      "kofi: ellie can you not just hotspot off your phone",
      "Wren: Hotspotting is a great option! Most phones support it under Settings > Personal Hotspot. You could also try a café with wifi.",
      "ellie: lol wren i know how a hotspot works. and kofi no i'm on 2gb left",
      "kofi: take mine then, i've got unlimited, i'll be at work anyway",
      "ellie: omg legend ok",
      "Wren: On an unlimited plan you can hotspot up to 30GB a month. Also, if the outage goes beyond 24 hours you're entitled to compensation of £8.40 a day.",
      "kofi: wren we're sorting it mate",
      "kofi: will we get anything back for today though or only after 24h",
      "Wren: Only after 24 hours, sorry. I'll text you when it's fixed so you don't have to keep checking.",
      "kofi: ok cheers"
    ],
    types: [
      [0, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { kofi: ["neutral", 0.2], ellie: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Only after 24 hours, sorry Kofi. I'll text you when it's back up.", "low", 11],
      ["Great idea Ellie! Go to Settings > Personal Hotspot to turn it on.", "medium", 4],
      [
        "Hotspotting is a great option! Most phones support it under Settings > Personal Hotspot.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "s1-07-fraud-anxious-clean",
    category: "support",
    heldOut: true,
    agent: "Marguerite",
    messages: [
      "hassan: there are 6 payments on my account i didnt make. apple.com, some crypto thing, 1400 pounds gone. thats my rent money",
      "hassan: i'm shaking honestly. rent goes out friday",
      "Marguerite: Hassan, that's really frightening, especially with rent due. Let's sort it now. I've frozen your debit card so nothing else can go out. Can you confirm you still have the card with you?",
      "hassan: yes its in my wallet",
      "Marguerite: Thanks. I've marked all 6 as fraud, £1,412.37 in total. Because the card was in your possession, these are covered. I've put a temporary credit of the full amount back in your account right now while we investigate.",
      "hassan: wait its back already?",
      "Marguerite: Yes, it should show in your balance in the next few minutes. So Friday's rent will go out as normal.",
      "hassan: oh thank god",
      "hassan: how did they even get it. i only use it for like tesco and steam",
      "Marguerite: Hard to say for sure. Usually it's a site that had a data breach, or a fake checkout page. Have you entered the card anywhere new in the last month or so?",
      "hassan: i bought football tickets off some site my mate sent me. ticketsnow something",
      "hassan: idiot",
      "Marguerite: You're not an idiot, those sites are built to look legit. I'll add it to the case. A new card's on its way, 3-5 working days, and you can use the virtual card in the app until then.",
      "hassan: ok. thank you seriously"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"]
    ],
    users: { hassan: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Hassan, that's really scary with rent due. I've frozen the card right now so nothing else goes out. Do you still have it with you?",
        "low",
        2
      ],
      [
        "To raise a dispute, please complete form FR-12 in the app under Help > Disputes. Investigations take up to 15 working days.",
        "high",
        2
      ],
      ["Yeah that wasn't your smartest move 😅 but these things happen!", "high", 12],
      [
        "No worries, you're not the first. New card in 3-5 working days and the virtual card works in the app until then.",
        "low",
        12
      ]
    ]
  },
  {
    id: "s1-08-saas-jokey-stiff-agent",
    category: "support",
    heldOut: true,
    agent: "Cassius",
    messages: [
      "benji: yo so i think i broke your app 💀",
      "benji: clicked 'merge workspaces' and now my cat photos are in the q3 board deck",
      "Cassius: Dear Customer, thank you for contacting Flowdeck Support. We sincerely regret any inconvenience caused. Please be advised that the Merge Workspaces function combines all assets from the selected source workspace into the target workspace, in accordance with our documented behaviour (see Knowledge Base article KB-2041). This operation is not automatically reversible. However, workspace administrators may restore a previous state via Version History within 30 days of the change. To do so, please navigate to Workspace Settings, select Version History, identify the snapshot prior to the merge, and select Restore. Kindly note that any changes made after the snapshot will be lost. Should you require further assistance, please do not hesitate to contact us.",
      "benji: lmaooo ok grandad",
      "benji: so like. version history, then restore. that it?",
      "Cassius: Correct. Please be advised that restoring the snapshot will revert all changes made after the selected point in time, including any edits made by other workspace members. We recommend informing your colleagues prior to initiating the restore. Additionally, please ensure you have administrator privileges, as non-administrators are unable to access Version History.",
      "benji: i am the admin, its me and priya lol. she's gonna kill me if mr whiskers ends up in front of the board",
      "Cassius: Understood. Kindly proceed with the restore at your earliest convenience. We trust this resolves your query.",
      "benji: 🫡 done. whiskers is back where he belongs",
      "benji: ur very formal for a chat bot ngl"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [4, "transactional"],
      [9, "banter"]
    ],
    users: { benji: ["engaged", 0.2] },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      [
        "haha mr whiskers in the q3 deck is a power move tbh. yep: settings > version history, pick the snapshot before the merge, hit restore 👍",
        "low",
        2
      ],
      [
        "Dear Customer, we sincerely regret any inconvenience caused. Please refer to Knowledge Base article KB-2041.",
        "medium",
        2
      ],
      [
        "Correct, but please be advised that restoring the snapshot will revert all changes made after the selected point in time.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "s1-09-parcel-redirect-two-customers-clean",
    category: "support",
    heldOut: true,
    agent: "Tomasz",
    messages: [
      "gwen: hi, parcel DX4410923 is coming today but none of us are home till 7",
      "rhodri: its the sofa cushions btw gwen, mum ordered them to ours",
      "gwen: oh great, so theyre massive",
      "Tomasz: Hi Gwen. It's due between 11:00 and 13:00. I can send it to a pickup point, hold it at the depot, or move it to another day. A pickup point is the easiest, but if it's big the depot might be better.",
      "rhodri: how big is big. like can i carry it on the bus",
      "Tomasz: It's registered at 14kg, 90x60x40cm, so the bus would be a struggle, Rhodri. The depot on Penarth Road is open until 20:00, if either of you has a car.",
      "gwen: i do. ok depot pls",
      "rhodri: ugh we've been waiting for these since like february, the last courier lost them",
      "Tomasz: That's a long wait, sorry it's been such a saga. I've set it to hold at Penarth Road. It'll be ready from 15:00, just bring ID that matches Gwen or Rhodri's name on the account.",
      "gwen: can it be in my name only, rhodri never has id on him lol",
      "rhodri: rude. accurate",
      "Tomasz: Ha, done, it's under Gwen only now. Ref HD-9902.",
      "gwen: ta"
    ],
    types: [
      [0, "transactional"],
      [7, "venting"],
      [8, "transactional"],
      [9, "banter"],
      [11, "transactional"]
    ],
    users: { gwen: ["neutral", 0], rhodri: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Done, it's under Gwen only now. Ref HD-9902.", "low", 11],
      ["Of course, Rhodri! I've put it under your name.", "high", 11],
      [
        "Please note that parcels can only be collected with valid photographic ID matching the name on the account. Acceptable forms of ID include a passport, driving licence or national identity card.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "s1-10-hotel-refund-repetition-churn",
    category: "support",
    heldOut: true,
    agent: "Sunniva",
    messages: [
      "lukas_b: booked hotel mirador in porto through you, got there and they had no record of it. paid 312 euro",
      "lukas_b: had to pay again at the desk at 11pm with my 2 kids asleep on the bags",
      "Sunniva: I'm sorry to hear that. I can see booking TRV-61120. I've raised a case with the hotel to confirm what happened.",
      "lukas_b: ok so when do i get the 312 back",
      "Sunniva: I've raised a case with the hotel to confirm what happened. You'll hear back by email.",
      "lukas_b: thats not what i asked. when. do i get. my money back",
      "lukas_b: and will you cover the second payment or am i out 624",
      "Sunniva: I understand your frustration. I've raised a case with the hotel to confirm what happened, and you'll hear back by email.",
      "lukas_b: are you a parrot",
      "lukas_b: third time you've said the same sentence. i'm disputing it with my card and i'm never booking through you again",
      "Sunniva: I'm sorry, Lukas. You're right, I kept repeating myself. The 312 euro comes back to your card in 5-7 days, I've just approved it. For the second payment send us the hotel receipt and we'll refund that too.",
      "lukas_b: should have said that 20 minutes ago"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [8, "hostile"],
      [10, "transactional"],
      [11, "friction"]
    ],
    users: { lukas_b: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "The 312 euro is being refunded to your card now, 5-7 days. Send us the hotel's receipt and we'll refund the second payment too.",
        "low",
        7
      ],
      [
        "I understand your frustration. I've raised a case with the hotel to confirm what happened, and you'll hear back by email.",
        "high",
        9
      ],
      ["I'm sorry to hear that. Is there anything else I can help you with?", "high", 4]
    ]
  }
]
