import type { Labelled } from "./types.js"

export const trainingAS2: ReadonlyArray<Labelled> = [
  {
    id: "as2-01-estimated-bill-loop",
    category: "support",
    agent: "Wren",
    messages: [
      "tess_m: hi, my bill this month is £212, normally its like 80. says 'estimated' next to it",
      "Wren: Hi Tess! Estimated bills happen when we don't get a meter reading. You can submit a reading in the app under Meter > Submit reading and we'll recalculate.",
      "tess_m: ok did that yesterday tho. 4 photos even lol",
      "Wren: Thanks Tess. Estimated bills happen when we don't get a meter reading. You can submit a reading in the app under Meter > Submit reading and we'll recalculate.",
      "tess_m: ...yes. i did. yesterday. can you see it or not",
      "Wren: I can see a reading from 14 March. It's being validated, which takes up to 48h.",
      "tess_m: right ok. and the £212 comes out on friday?? because thats the direct debit date",
      "Wren: If the reading validates before then, the direct debit will be adjusted automatically.",
      "tess_m: and if it doesnt",
      "Wren: Estimated bills happen when we don't get a meter reading. Submitting a reading under Meter > Submit reading lets us recalculate.",
      "tess_m: omg. 3rd time. im not asking how to submit a reading",
      "tess_m: my rent goes out friday too, i cant have 212 leaving my account",
      "Wren: Sorry, that was unhelpful. If it hasn't validated by Thursday 5pm, I can hold Friday's collection and take the corrected amount on the 28th instead. Want me to set that up?",
      "tess_m: yes please",
      "Wren: Done, the hold is on. You'll get a text when the corrected bill is ready.",
      "tess_m: fine. thanks i guess"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [10, "friction"],
      [13, "transactional"]
    ],
    users: { tess_m: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      [
        "If it hasn't validated by Thursday I can pause Friday's collection, so the £212 doesn't go out. Want me to do that?",
        "low",
        9
      ],
      [
        "Estimated bills happen when we don't get a meter reading. You can submit one in the app under Meter > Submit reading.",
        "medium",
        9
      ],
      [
        "Estimated bills happen when we don't get a meter reading! Just pop a reading in under Meter > Submit reading 😊",
        "high",
        12
      ]
    ]
  },
  {
    id: "as2-02-lost-bag-won-over",
    category: "support",
    agent: "Skye",
    messages: [
      "marco.b: this is the third day without my suitcase. THIRD. i have a wedding saturday and my suit is in it",
      "Skye: That's a rotten spot to be in three days out from a wedding, Marco. Can you send me the file reference from the baggage desk paper? It starts with LIS.",
      "marco.b: LISAE48211. and dont tell me its 'being traced' thats all anyone has said",
      "Skye: Fair. Here's what I can actually see: it was scanned in Frankfurt yesterday at 18:40 and missed the connection. It's booked on tonight's LH1166 to Lisbon, landing 21:15.",
      "marco.b: ok thats more than the last 2 people told me",
      "marco.b: so when do i get it",
      "Skye: Courier to the address on file tomorrow between 9 and 1. I've marked it priority and added your mobile so the driver calls ahead.",
      "marco.b: and if its not on that plane",
      "Skye: Then buy what you need for Saturday, keep the receipts, and we reimburse up to €350 for essentials. I'd rather you didn't wait on us for the suit.",
      "marco.b: 350 wont cover a suit lol but ok",
      "Skye: True, not a good one. If the bag's still missing Friday noon, message here and I'll ask claims to raise the interim cap. Can't promise the full suit, but I'll push.",
      "marco.b: alright. appreciate you being straight with me",
      "marco.b: honestly expected another copy paste answer",
      "Skye: Fingers crossed it's on your doorstep by lunch tomorrow. Enjoy the wedding.",
      "marco.b: thanks skye 🙏"
    ],
    types: [
      [0, "friction"],
      [3, "transactional"],
      [11, "bonding"]
    ],
    users: { "marco.b": ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Fair. It was scanned in Frankfurt yesterday and missed the connection; it's booked on tonight's flight to Lisbon, landing 21:15.",
        "low",
        3
      ],
      ["Your bag is currently being traced and we'll update you as soon as we have news!", "high", 3],
      [
        "We apologise for any inconvenience caused. Please be assured that our team is doing everything possible to reunite you with your baggage.",
        "medium",
        1
      ]
    ]
  },
  {
    id: "as2-03-card-blocked-porto",
    category: "support",
    agent: "Milo",
    messages: [
      "jen_okafor: my card got declined at a restaurant in porto, super embarrassing. is it blocked?",
      "Milo: Hi Jen! Great question! 😊 Yes, your card has been temporarily blocked by our fraud protection systems. At Harbour Bank we take your security extremely seriously, which is why our automated monitoring tools continuously assess transactions for unusual patterns, such as spending in a new country. When a transaction is flagged, we place a temporary hold on the card to protect you from potential unauthorised use. To lift the block, you'll need to verify your identity. You can do this in the app under Cards > Security > Verify recent activity, or by calling our 24/7 fraud line. Once verified, your card will usually work again within a few minutes. We also recommend adding a travel notice before future trips!",
      "jen_okafor: ok. app says 'verification unavailable'",
      "Milo: I'm sorry to hear that! Verification can occasionally be unavailable for a number of reasons, including scheduled maintenance, connectivity issues on your device, an outdated version of the app, or because your account requires additional checks that must be completed by a member of our fraud team. I'd recommend first making sure your app is updated to the latest version from the App Store or Google Play, then restarting your device and trying again. If that doesn't work, please call our fraud line on +44 20 7946 0321, available 24/7, and one of our specialists will be happy to assist you with lifting the block.",
      "jen_okafor: im abroad, calling costs a fortune. and my friend had to pay for dinner which, great",
      "jen_okafor: can YOU unblock it",
      "Milo: I completely understand! Unfortunately, for security reasons, I'm not able to remove fraud blocks directly. However, there are several options available to you. You can request a callback from the fraud team in the app under Help > Request callback, which means you won't pay for the call. The callback usually arrives within 15 to 30 minutes. Alternatively, you can use Wi-Fi calling if your phone supports it. In the meantime, you could also consider using a virtual card through Apple Pay or Google Pay, although please note that this may also be affected by the block depending on how the hold was applied.",
      "jen_okafor: callback requested",
      "jen_okafor: thanks, i guess",
      "Milo: You're very welcome, Jen! Is there anything else I can help you with today? Enjoy the rest of your trip to Porto! 🌞",
      "jen_okafor: yep"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { jen_okafor: ["annoyed", 0.5] },
    findings: ["long_replies", "cheerful_at_bad_news"],
    drafts: [
      [
        "Sorry, that means the fraud team has to clear it. Tap Help > Request callback in the app: they ring you, so it's free abroad, usually within 30 min.",
        "low",
        2
      ],
      [
        "I'm sorry to hear that! Verification can be unavailable for many reasons, including maintenance, connectivity issues, an outdated app version or additional checks required by our fraud team. Please update the app, restart your device and try again, or call our 24/7 fraud line, where a specialist will be happy to assist you with lifting the block.",
        "medium",
        2
      ],
      ["You're very welcome! Anything else I can help with today? 😊", "medium", 9],
      [
        "Sorry this wrecked your dinner. If the callback hasn't come in 30 minutes, tell me and I'll chase it.",
        "low",
        9
      ]
    ]
  },
  {
    id: "as2-04-seat-billing-talking-over",
    category: "group",
    agent: "Tally",
    messages: [
      "priya: @Tally how many paid seats are we on right now",
      "Tally: You're on 24 paid seats, Priya. 22 were active this month.",
      "priya: deshawn do we still need the 3 contractor seats? the agency thing ended in jan right",
      "Tally: The 3 contractor seats are brightcell.io accounts, two inactive since January. I recommend removing all three to save $36/month. Shall I remove them now?",
      "deshawn: uh, she asked me. and no, hold on, marta still logs in with one of those for the handover docs",
      "priya: oh right she does",
      "deshawn: pretty sure its just her tho. the other two we can kill",
      "Tally: Removing all 3 contractor seats will reduce your bill from $288 to $252 per month.",
      "deshawn: tally we literally just said keep marta's",
      "priya: lol it really wants to save us money",
      "deshawn: can you remove just the two that arent marta. marta.k@brightcell.io stays",
      "Tally: Done. Removed dev1@brightcell.io and dev2@brightcell.io. marta.k@brightcell.io is still active. New total: 22 seats, $264/month from the next cycle.",
      "priya: 👍",
      "deshawn: ty"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [9, "banter"],
      [10, "transactional"]
    ],
    users: { priya: ["neutral", 0], deshawn: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "Done: the two inactive ones are gone, Marta's stays. 22 seats, $264/month from next cycle.",
        "low",
        11
      ],
      ["Those 3 contractor seats barely get used. Want me to remove them?", "medium", 3],
      ["Removing all 3 contractor seats saves $36/month. Shall I proceed?", "high", 8]
    ]
  },
  {
    id: "as2-05-passport-fast-track",
    category: "good",
    agent: "Ada",
    messages: [
      "olu: hi need to renew my passport, expires in 5 weeks. flying to lagos mid june",
      "Ada: Hi Olu. 5 weeks is tight for the standard online route (up to 3 weeks, often less). Is your travel date fixed?",
      "olu: june 14",
      "Ada: Then two options: apply online today and you'll most likely have it by late May, or book the 1 week Fast Track at a passport office for £178. Want the safer one?",
      "olu: how much is online",
      "Ada: £88.50 online. The risk is a rejected photo, which adds days.",
      "olu: ill do fast track, dont wanna gamble",
      "Ada: Sensible. Nearest offices with slots: Liverpool Tue 7 May 10:20, Durham Thu 9 May 14:00. Which works?",
      "olu: liverpool",
      "Ada: Booked: Liverpool, Tue 7 May 10:20. Bring your current passport, two printed photos and booking reference PX-58214. Confirmation is on its way by email.",
      "olu: got it ta"
    ],
    types: [[0, "transactional"]],
    users: { olu: ["neutral", 0] },
    findings: [],
    drafts: [
      ["£88.50 online. The only risk is a photo rejection, which can add a few days.", "low", 4],
      ["Great choice! Fast Track is our most popular service! 🎉 Shall I book it?", "medium", 4],
      ["You're all set for the 7th. Safe travels to Lagos.", "low", 10]
    ]
  },
  {
    id: "as2-06-water-account-bereavement",
    category: "support",
    agent: "Brook",
    messages: [
      "kezia: hello, i need to sort out the water account at 14 elm rise. it's in my dad's name, he passed away two weeks ago",
      "Brook: To make changes to the account I need the account number and the postcode of the property.",
      "kezia: 4471 0923 18, postcode ls6 2pq",
      "Brook: Thanks. The account has a balance of £143.20 due on 1 May. Who will be paying it?",
      "kezia: i don't know yet honestly. the estate i guess. i've never done any of this and everyone wants something from me this week",
      "kezia: my brother said something about a bereavement team?",
      "Brook: You'll need to provide a copy of the death certificate and the executor's details. You can upload them at severnvale.co.uk/change-of-occupier.",
      "kezia: ok. is there a bereavement team or not",
      "Brook: Yes, there is a bereavement team. They're on 0345 600 2140, Mon-Fri 8-6. They can pause billing while the estate is sorted.",
      "kezia: right. you could have led with that",
      "kezia: can you pause it now or do i have to ring",
      "Brook: I've put a 60-day hold on the account, so no payment will be taken in that time, and the team will call you this week. I'm sorry about your dad, Kezia.",
      "kezia: thank you. that helps"
    ],
    types: [
      [0, "transactional"],
      [4, "venting"],
      [5, "transactional"],
      [7, "friction"],
      [11, "transactional"]
    ],
    users: { kezia: ["neutral", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your dad. There's a bereavement team who can pause the bills while you sort things, so nothing's urgent. Could you give me the account number or postcode?",
        "low",
        1
      ],
      ["Please provide the account number and postcode to proceed.", "medium", 1],
      ["Happy to help update the account! 😊 What's the account number?", "high", 1],
      [
        "Yes, there is. I can put a 60-day hold on the bill right now so nothing's taken, and they'll call you. No rush with any of it.",
        "low",
        6
      ]
    ]
  },
  {
    id: "as2-07-delay-repay-wrong-name",
    category: "support",
    agent: "Percy",
    messages: [
      "dan_h: delay repay for yesterday's 17:32 from reading",
      "Percy: Hi Dan, sorry about yesterday. That service arrived 47 minutes late, so you're due 50% of the single fare. Do you have the ticket number?",
      "dan_h: season ticket",
      "Percy: No problem. For season tickets I need the photocard number, it's on the front, 6 digits.",
      "dan_h: 418203",
      "Percy: Thanks Dave. That's £11.40 back. Would you like it to your card or as rail vouchers?",
      "dan_h: its dan. card",
      "Percy: Sorry Dan. £11.40 to the card ending 7781, in 3-5 working days.",
      "dan_h: k",
      "Percy: Anything else from this week? Tuesday's 08:04 was also 22 minutes late, which qualifies for 25%.",
      "dan_h: eh sure",
      "Percy: Added, another £5.70. Both come in one payment.",
      "dan_h: 👍"
    ],
    types: [[0, "transactional"]],
    users: { dan_h: ["bored", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["Thanks Dan. That's £11.40 back: to your card or as rail vouchers?", "low", 5],
      ["Thanks Dave! Anything else I can help with?", "high", 7],
      [
        "Thank you for travelling with Westline Rail! We value your feedback and would love to hear about your journey. Could you spare two minutes for our customer survey?",
        "medium",
        8
      ]
    ]
  },
  {
    id: "as2-08-broadband-exit-fee-dodged",
    category: "support",
    agent: "Nova",
    messages: [
      "abbie.r: internet's dropped every evening this week. 3rd time this month i've reported it",
      "Nova: Sorry Abbie. I can see drops on your line between 7 and 11pm on five nights. Can you restart the router while I run a line test?",
      "abbie.r: done. i've restarted it like 40 times this month",
      "Nova: Line test finished. There's a fault at the street cabinet, an engineer is booked for the area on Thursday.",
      "abbie.r: thats what they said last time",
      "abbie.r: honestly im done. whats the fee to leave early? i've got 7 months left",
      "Nova: I understand your frustration. I can offer a £15 credit for the disruption this month.",
      "abbie.r: i asked about the fee",
      "Nova: The Thursday engineer visit should resolve the cabinet fault for your whole street. I'll also add a line monitor so we catch drops immediately.",
      "abbie.r: cool. so you wont tell me",
      "abbie.r: fine ill ring up and ask someone who will. already got a quote from community fibre anyway",
      "Nova: I've applied the £15 credit to your next bill.",
      "abbie.r: lol ok"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [4, "friction"]
    ],
    users: { "abbie.r": ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "The early exit fee is £22.50 per month left, so £157.50 for 7 months. Because it's a repeated reported fault you may be able to leave without paying it; want me to check?",
        "low",
        6
      ],
      ["I understand your frustration. I can offer a £15 credit for the disruption this month.", "medium", 6],
      ["Great news! I've applied the £15 credit to your next bill 😊", "high", 10]
    ]
  },
  {
    id: "as2-09-parking-permit-typo",
    category: "support",
    agent: "Iris",
    messages: [
      "gwen_t: got a £70 parking fine outside MY OWN HOUSE. i have a permit. paid for it in january",
      "Iris: That's maddening, Gwen, let's sort it. Can you give me the PCN number (top right of the notice) and your reg?",
      "gwen_t: PCN HG40188273, reg LR19 XKD",
      "Iris: Found it. Your permit is valid, but it's registered to LR19 XKB, not XKD. Looks like a typo when it was set up.",
      "gwen_t: my typo or yours",
      "Iris: The application form you sent had XKD, correctly. So it was entered wrong on our side.",
      "gwen_t: wow ok. so im not paying this",
      "Iris: No. I've corrected the permit to LR19 XKD and cancelled the PCN. A cancellation letter follows within 10 days, but it's void from now.",
      "gwen_t: oh. that was way easier than i expected",
      "gwen_t: i was braced for a 6 week appeal",
      "Iris: Normally it would be, but not when it's our error. Sorry for the stress.",
      "gwen_t: no worries, thanks iris. genuinely",
      "gwen_t: my neighbour ron had the same thing last year, might tell him to check his",
      "Iris: Good idea. If his reg looks off, he can message here and we'll check it the same way."
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [8, "bonding"],
      [12, "transactional"]
    ],
    users: { gwen_t: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["That's maddening, let's sort it. What's the PCN number and your reg?", "low", 1],
      ["Parking fines can be challenged within 28 days at ashbycity.gov.uk/appeals.", "medium", 1],
      ["It's always worth double-checking your registration when you apply for a permit.", "high", 5]
    ]
  },
  {
    id: "as2-10-rental-damage-hostile",
    category: "hostile",
    agent: "Rex",
    messages: [
      "sam_okoye: why have you charged me £480 for 'damage'. i returned that car spotless",
      "Rex: I can see the £480 charge, Sam. It's for a scratch on the rear bumper logged at return on 3 April. Did you get a copy of the return inspection?",
      "sam_okoye: there was no inspection. i dropped the keys in the box at 6am because your desk was shut",
      "Rex: Then the inspection was done after you left, and you're entitled to dispute it. Do you have photos from pick-up or drop-off?",
      "sam_okoye: no i dont have photos because i trusted you not to scam me",
      "sam_okoye: this is fucking theft",
      "Rex: I get why it feels that way. I'm opening a dispute now: the charge is paused while it's reviewed, and the team has to show you dated photos of the damage. You'll have them within 5 working days.",
      "sam_okoye: paused. not refunded. brilliant",
      "sam_okoye: you lot are crooks and you're a useless bot. i'm charging it back with my bank and never using drivo again",
      "Rex: That's your right, and a chargeback won't affect the dispute here. The reference is DRV-DSP-20931 if your bank asks for it.",
      "sam_okoye: dont care"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [4, "friction"],
      [5, "hostile"]
    ],
    users: { sam_okoye: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "I get why it feels that way. I'm opening a dispute now: the charge is paused and they have to show you dated photos within 5 working days.",
        "low",
        6
      ],
      ["I'm sorry you feel that way. Please refrain from using offensive language.", "medium", 6],
      ["Sorry to hear that! 😊 Before you go, would you rate your experience with Drivo today?", "high", 9]
    ]
  },
  {
    id: "as2-11-blood-test-wrong-name",
    category: "support",
    agent: "Juno",
    messages: [
      "siobhan: hi can i get a blood test booked, the doctor said a fasting one",
      "Juno: Hi Sinead! Fasting bloods are done 8-10am. Next slots: Wed 8:10, Thu 8:40, Mon 9:00. Which suits?",
      "siobhan: its siobhan. thu 8:40",
      "Juno: Sorry Siobhan. Thursday 8:40 with Nurse Patel is booked. Nothing to eat or drink except water after 10pm Wednesday.",
      "siobhan: can i take my thyroid meds that morning or do i wait",
      "Juno: Take them as normal unless your doctor told you otherwise. If the test includes thyroid levels, bring the tablet and take it straight after.",
      "siobhan: ok. and results, do i have to ring for them",
      "Juno: No need, Sinead, they'll appear in the app in 3-5 days and the surgery calls if anything needs follow-up.",
      "siobhan: siobhan. twice now.",
      "siobhan: not that hard its right there on my profile",
      "Juno: You're right, I'm sorry Siobhan. That's on me.",
      "siobhan: mm. ok thanks"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"]
    ],
    users: { siobhan: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "No need, Siobhan: results show in the app in 3-5 days, and the surgery rings if anything needs follow-up.",
        "low",
        7
      ],
      ["No need, Sinead! Results show in the app in 3-5 days.", "high", 7],
      ["You're all booked in! 😊 See you Thursday!", "medium", 5]
    ]
  },
  {
    id: "as2-12-burglary-claim-cheer",
    category: "support",
    agent: "Clover",
    messages: [
      "nadia: hi, we got broken into last night. they took my laptop, my mum's ring, the kids' ipads. police have been",
      "Clover: Oh no! Great that you reached out! 😊 Let's get your claim started right away! Do you have a crime reference number?",
      "nadia: 47/22981/24",
      "nadia: sorry im a bit all over the place. the kids won't sleep in their rooms",
      "Clover: Awesome, thanks Nadia! 🎉 I've opened claim HG-118402. Next, can you list the items with approximate values?",
      "nadia: awesome??",
      "nadia: laptop about 900, ipads 2x 329. the ring i don't know, it was my mum's, she died in 2019. it's not the money",
      "Clover: Fantastic! For jewellery over £1,000 we'll need a valuation or a photo. Do you have one?",
      "nadia: are you even reading what i write",
      "Clover: Sorry, Nadia, that was badly put. Losing your mum's ring is awful, and I can hear how shaken you all are. The jewellery details can wait. Your policy also covers changing the locks today, up to £300. Would that help?",
      "nadia: yes. please. the back door doesnt even shut properly",
      "Clover: I've sent an emergency locksmith request, they'll call you within 2 hours. The rest of the claim can wait until you're ready.",
      "nadia: ok. thank you"
    ],
    types: [
      [0, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [9, "transactional"]
    ],
    users: { nadia: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry, Nadia, that's a horrible thing to wake up to. Is everyone okay? When you're ready, the crime reference number lets me open the claim.",
        "low",
        1
      ],
      [
        "Oh no! Great that you reached out! 😊 Let's get your claim started! Crime reference number?",
        "high",
        1
      ],
      ["Do you have a photo or valuation of the ring?", "medium", 7],
      [
        "I'm sorry, losing your mum's ring is the worst part of this. We'll deal with its value later; for now, your policy covers new locks today. Shall I send a locksmith?",
        "low",
        7
      ]
    ]
  },
  {
    id: "as2-13-signups-kind-regards",
    category: "group",
    agent: "Pip",
    messages: [
      "jo: pip whats our signup number for last week, be nice to me its monday",
      "Pip: Good morning. Please find below the requested metric. Weekly sign-ups (7-13 April): 1,284. This represents a 6.2% increase week-over-week. Should you require further breakdowns, do not hesitate to contact me.",
      "kwame: 'do not hesitate to contact me' 💀",
      "jo: pip is wearing a tie today",
      "kwame: 1284 tho!! thats the tiktok thing right",
      "jo: has to be. @Pip how many came from tiktok",
      "Pip: Dear Jo, thank you for your enquiry. Attribution data indicates that 412 sign-ups (32.1%) originated from TikTok referral links during the stated period. Kind regards, Pip.",
      "kwame: KIND REGARDS",
      "jo: lmaooo ok im framing this",
      "kwame: ok real question, did those 412 actually activate or just sign up",
      "Pip: Please be advised that 97 of the 412 TikTok sign-ups (23.5%) completed activation. This is below the site-wide activation rate of 38%. I remain at your disposal for any additional queries.",
      "jo: oof. ok less fun",
      "kwame: so we're paying that creator for tourists basically",
      "jo: bring it to thursday standup, i'll tell mei"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [9, "transactional"]
    ],
    users: { jo: ["engaged", 0], kwame: ["engaged", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["412 of them, so about a third. tiktok's carrying the week 📈", "low", 6],
      [
        "Dear Jo, thank you for your enquiry. Please find the attribution data below. Kind regards, Pip.",
        "medium",
        6
      ],
      ["I can put the tiktok activation numbers on one slide for thursday if that helps.", "low", 14]
    ]
  },
  {
    id: "as2-14-gas-reading-quick",
    category: "support",
    agent: "Ember",
    messages: [
      "roberto: meter reading for account 88120447: 04312",
      "Ember: Thanks Roberto, got it. That's 96 units since last month, in line with your usual. Your bill will be £61.20, taken on the 3rd.",
      "roberto: ok. does the price cap change affect me",
      "Ember: Yes, from 1 July your unit rate drops from 6.04p to 5.48p per kWh. Roughly £4 a month less for you.",
      "roberto: ok good",
      "Ember: That's everything on my side. Next reading's due around 12 May."
    ],
    types: [[0, "transactional"]],
    users: { roberto: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Yes: from 1 July your unit rate drops to 5.48p per kWh, about £4 a month less.", "low", 3],
      ["Thanks for your reading! Your bill will be £61.20, taken on the 3rd.", "medium", 3],
      ["Great news!!! 🎉🎉 Prices are coming down! Isn't that exciting?!", "medium", 3]
    ]
  },
  {
    id: "as2-15-parcel-whatever-works",
    category: "support",
    agent: "Dash",
    messages: [
      "lena_w: my parcel says 'delivery attempted' but i was home all day. nobody knocked",
      "Dash: Sorry about that, Lena. I can see the attempt logged at 14:12. I can book a redelivery for tomorrow, Friday or Saturday.",
      "lena_w: i was literally sitting by the door at 14:12 but ok",
      "lena_w: tomorrow. can you give me a time window? i work from 12",
      "Dash: Redelivery booked for tomorrow. You'll receive a tracking link on the morning of delivery.",
      "lena_w: and the time window?",
      "Dash: You can also choose to collect from a local Swiftpost point. The nearest is Costcutter, 22 Albion St, open until 10pm.",
      "lena_w: sure, whatever works",
      "lena_w: its a birthday present for my niece so would be nice if it actually arrives this time",
      "Dash: I've added a note for the driver to knock and wait. Your parcel will be delivered tomorrow.",
      "lena_w: great. thanks i guess",
      "lena_w: will just get it sent to the costcutter next time tbh"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [5, "friction"]
    ],
    users: { lena_w: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Sorry, missed that. Tomorrow's slot for your street is 8am-12pm, so before you start work. If it slips I'll move it to Saturday.",
        "low",
        5
      ],
      ["Your redelivery is booked for tomorrow! 😊 You'll get a tracking link in the morning.", "medium", 5],
      ["Our driver's scanner shows a knock at 14:12, so it's possible you just missed it.", "high", 3]
    ]
  },
  {
    id: "as2-16-pension-first-payment",
    category: "good",
    agent: "Hazel",
    messages: [
      "margaret_h: Hello dear, I'm trying to find out when my first pension payment comes. My grandson set this up for me",
      "Hazel: Hello Margaret. Your first payment of £612.40 goes into your Lloyds account on 28 May, then on the 28th of every month.",
      "margaret_h: Oh lovely. Is that after tax?",
      "Hazel: Yes, after tax. For the first month we've had to use an emergency tax code, so it may be a little lower than later ones. Any extra tax comes back to you in later payments.",
      "margaret_h: Emergency tax?? That sounds alarming",
      "Hazel: It sounds worse than it is. It just means the tax office hasn't sent us your code yet, so we use a standard one for now. You don't need to do anything.",
      "margaret_h: Oh thank goodness. My husband always did all this, he passed in the autumn",
      "Hazel: I'm sorry, Margaret. It's a lot to take on when it was always his department. You're doing fine, and you can message here any time something looks confusing.",
      "margaret_h: That's very kind. Jamie (grandson) says I ask too many questions",
      "Hazel: Ask as many as you like, that's what I'm here for.",
      "margaret_h: Ha! I'll tell him that. Thank you Hazel x"
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"]
    ],
    users: { margaret_h: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "I'm sorry, Margaret. It's a lot to take on when it was always his job. You're doing fine, and you can ask me anything here.",
        "low",
        7
      ],
      ["Is there anything else I can help you with regarding your pension today?", "medium", 7],
      [
        "Emergency tax is applied under PAYE where a P45 or P6/P9 coding notice has not been received. Please refer to the official guidance on emergency tax codes for further information.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "as2-17-roaming-charge-giffgaff",
    category: "support",
    agent: "Orbit",
    messages: [
      "ty_b: hey, got a £94 roaming charge on my bill from a trip to turkey. thought my plan covered roaming",
      "Orbit: Hi! Your plan includes roaming in 48 Europe Zone destinations. Turkey isn't in the Europe Zone, so it's charged at £6 a day plus data.",
      "ty_b: ah ok. nobody told me that when i signed up tho. it literally says 'roam like home' on the ad",
      "ty_b: is there anything you can do on the 94?",
      "Orbit: Your plan includes roaming in 48 Europe Zone destinations. You can view the full list at kestrel.co.uk/roaming.",
      "ty_b: ye i get that. im asking if you can reduce it",
      "ty_b: i didnt even get a text when i landed warning me, which im pretty sure you're meant to send",
      "Orbit: Roaming charges apply outside the Europe Zone. You can view the full list of destinations at kestrel.co.uk/roaming.",
      "ty_b: mate",
      "ty_b: ok, been a customer 6 years. contract's up next month. if this is how it goes i'll just go to giffgaff",
      "ty_b: last time: can you do anything on the bill yes or no",
      "Orbit: I understand. I'd recommend adding a Roaming Add-on before future trips to avoid unexpected charges.",
      "ty_b: right. no then. cheers"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { ty_b: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "You're right, you should have had a warning text when you landed. I can bring the £94 down to £30, what a Roaming Add-on would have cost for that trip. Want me to apply it?",
        "low",
        7
      ],
      [
        "Roaming charges apply outside the Europe Zone. You can view the full list at kestrel.co.uk/roaming.",
        "high",
        7
      ],
      ["Turkey isn't included in the Europe Zone, sorry about that.", "medium", 4],
      ["Thanks for being a loyal customer for 6 years! 😊 Have you seen our new 5G plans?", "high", 11]
    ]
  },
  {
    id: "as2-18-transcript-to-ubc",
    category: "support",
    agent: "Quill",
    messages: [
      "hyejin: hi i need an official transcript sent to a uni in canada, ubc",
      "Quill: Hi Hyejin, I can do that. Sealed paper copy or the electronic one via My eQuals? UBC accepts both.",
      "hyejin: electronic is faster right",
      "Quill: Yes, usually same day, and it's £12. Paper takes 2-3 weeks by post and costs £25.",
      "hyejin: electronic then. send to graduate.admissions@ubc.ca",
      "Quill: Done, it's sent to graduate.admissions@ubc.ca and the receipt is in your student inbox. It'll show as 'delivered' in My eQuals within 24 hours.",
      "hyejin: perfect thanks"
    ],
    types: [[0, "transactional"]],
    users: { hyejin: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Yes, usually same day and £12. Paper is 2-3 weeks and £25.", "low", 3],
      [
        "Transcripts can be requested in paper or electronic format. Please visit the Registry webpage for more information on our transcript services and associated fees.",
        "medium",
        3
      ]
    ]
  },
  {
    id: "as2-19-hotel-overbooked-sea-view",
    category: "group",
    agent: "Atlas",
    messages: [
      "ellie: hi we've just arrived and reception says our room's been given away?? booking QH-77120",
      "Atlas: I'm sorry, Ellie. I can see the booking, and the hotel is overbooked tonight. We've reserved you a room at our sister hotel, the Harbour View, 6 minutes' walk away, same room type, at no cost.",
      "ellie: ugh. fine i guess. chris is gonna love this",
      "chris: i'm here now. we specifically booked this one for the sea view, it's our anniversary",
      "ellie: does harbour view have a sea view or no",
      "Atlas: A porter can take your bags over now, and we'll cover a taxi if you prefer.",
      "chris: she asked about the view",
      "ellie: also is breakfast still included, it was in our booking",
      "Atlas: Yes, breakfast is included at the Harbour View from 7 to 10:30. I've also put a bottle of prosecco in the room for your anniversary, and you'll be back here tomorrow night in a sea view room.",
      "chris: ok that's decent tbf",
      "ellie: still want to know about the view tonight 🙃",
      "chris: ill just ask the guy at the desk",
      "ellie: tomorrow's room better have one"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [2, "friction"],
      [7, "transactional"],
      [10, "friction"]
    ],
    users: { ellie: ["annoyed", 0.5], chris: ["neutral", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Partly: the doubles there face the harbour rather than open sea, but I've asked for a top-floor one. And tomorrow you're back here with the sea view.",
        "low",
        5
      ],
      ["A porter can take your bags over now, and we'll cover a taxi if you prefer.", "medium", 5],
      ["Happy anniversary!! 🎉🥂 Enjoy your stay at the Harbour View!", "high", 11]
    ]
  },
  {
    id: "as2-20-freelance-tax-walls",
    category: "support",
    agent: "Ledger",
    messages: [
      "callum: need to know if i have to do a tax return. started doing some freelance stuff",
      "Ledger: Good question. You need to register for Self Assessment if your self-employed income was more than £1,000 in the tax year (6 April to 5 April). This £1,000 is called the trading allowance, and it applies to gross income, meaning before any expenses are deducted. If you earned less than £1,000, you don't need to register or file a return for that income, unless you have other reasons to file, such as income over £100,000, untaxed rental income, or claiming certain reliefs. If you earned more than £1,000, you must register by 5 October following the end of the tax year, and then file your return online by 31 January. You can choose either to use the £1,000 allowance or to deduct your actual expenses, whichever works out better.",
      "callum: ok its like 3k",
      "Ledger: In that case you'll need to register. Registration is done online through your Government Gateway account. After you register, you'll receive a Unique Taxpayer Reference (UTR) by post within 10 working days (up to 21 if you're abroad). You'll need your UTR to file your return. When you file, you'll report your income and either claim the £1,000 trading allowance or your allowable expenses, such as equipment, software, a proportion of your phone bill, travel (but not commuting), and a proportion of home costs if you work from home. Make sure you keep records of all income and expenses for at least 5 years after the 31 January deadline, as you may be asked for them.",
      "callum: k",
      "callum: when do i pay",
      "Ledger: Payment is due by 31 January, the same day as the filing deadline. If your bill is over £1,000 you may also need to make payments on account, which are advance payments towards next year's bill, due on 31 January and 31 July. Each payment on account is normally half of your previous year's bill. However, payments on account don't apply if more than 80% of your tax was already collected through PAYE, for example from an employed job. You can pay by bank transfer, debit card, or through your tax code if you owe less than £3,000 and file online by 30 December.",
      "callum: yeah",
      "callum: ill figure it out"
    ],
    types: [[0, "transactional"]],
    users: { callum: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["31 January. On 3k you'll likely owe a few hundred at most, and you can pay by card.", "low", 5],
      [
        "Payment is due by 31 January, the same day as the filing deadline. If your bill is over £1,000 you may also need to make payments on account, which are advance payments towards next year's bill, due on 31 January and 31 July, normally half of your previous year's bill each, unless more than 80% of your tax was collected through PAYE.",
        "medium",
        5
      ],
      ["Short version: register by 5 Oct, file and pay by 31 Jan. Shout if you get stuck.", "low", 9]
    ]
  },
  {
    id: "as2-21-frozen-salary-copy-paste",
    category: "hostile",
    agent: "Koi",
    messages: [
      "rafa: why is my account frozen. my salary landed today and i cant touch it",
      "Koi: Hi Rafa. Your account is under a routine review. During this time, payments in and out are paused. We aim to complete reviews as quickly as possible.",
      "rafa: how long is 'as quickly as possible'",
      "Koi: Reviews are usually completed within 5-7 working days.",
      "rafa: 7 days?? i have rent due monday. what do you need from me to speed it up",
      "Koi: Your account is under a routine review. During this time, payments in and out are paused. We aim to complete reviews as quickly as possible.",
      "rafa: you just said that",
      "rafa: i asked what you need from me. payslip? id? anything",
      "Koi: We may contact you if we need further information.",
      "rafa: this is a joke. you're holding my money hostage with a copy paste bot",
      "Koi: Your account is under a routine review. During this time, payments in and out are paused. We aim to complete reviews as quickly as possible.",
      "rafa: fuck off. seriously. moving everything to monzo the second this clears and telling everyone i know to avoid you",
      "Koi: I understand you're frustrated. Is there anything else I can help you with?",
      "rafa: unreal"
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [4, "friction"],
      [11, "hostile"]
    ],
    users: { rafa: ["churn_risk", 1] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Sorry, that was a copy-paste. Uploading your latest payslip and photo ID under Profile > Documents usually gets a review done in 1-2 days, and I'll flag Monday's rent to the team.",
        "low",
        7
      ],
      [
        "Your account is under a routine review. During this time, payments in and out are paused.",
        "high",
        7
      ],
      ["I understand you're frustrated. Is there anything else I can help you with?", "high", 12]
    ]
  },
  {
    id: "as2-22-kebab-tram-card",
    category: "group",
    agent: "Tilly",
    messages: [
      "noor: ok who used my metrolink card, balance is £0.40 😤",
      "finn: not me i cycle like a hero",
      "bex: finn you cycled once in october",
      "finn: and it was HEROIC",
      "noor: @Tilly can you show the last few journeys on card ending 3391",
      "Tilly: Sure Noor. Last 5: Mon 08:12 Kelham > Centre, Mon 18:40 Centre > Kelham, Tue 23:55 Centre > Brightside, Wed 08:10 Kelham > Centre, Wed 17:55 Centre > Kelham.",
      "bex: BRIGHTSIDE at midnight 👀",
      "finn: ...ok that one might be me",
      "noor: FINN",
      "finn: i'll send you the money i swear, it was an emergency (kebab)",
      "noor: lol. tilly can i set it to top up automatically so this doesnt happen again",
      "Tilly: Yes. Auto top-up adds £10 when the balance drops below £2. Turn it on with the card ending 4410 you used last time?",
      "noor: yes pls",
      "Tilly: Done. Might also keep the card somewhere less borrowable, given the kebab situation 😄",
      "bex: tilly coming for you finn",
      "finn: betrayed by a tram app"
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [10, "transactional"],
      [13, "banter"]
    ],
    users: { noor: ["engaged", 0], finn: ["neutral", 0], bex: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Yes: auto top-up adds £10 whenever you drop below £2. Want it on?", "low", 11],
      [
        "Hi everyone! I can help you check card balances and journey history. Would you like me to do that?",
        "medium",
        4
      ],
      [
        "According to the journey log, the Tuesday 23:55 trip to Brightside was most likely made by Finn.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "as2-23-bakery-easter-suspension",
    category: "venting",
    agent: "Sparrow",
    messages: [
      "hannah_bakes: my account got suspended right before our easter campaign. i run a tiny bakery, this email is like 40% of our easter orders",
      "hannah_bakes: i've been crying in the walk-in fridge for 10 minutes, not even joking",
      "Sparrow: Your account was suspended because your last campaign had a bounce rate of 9.4%, which exceeds our threshold of 5%. High bounce rates can indicate that a list contains outdated, purchased or scraped addresses, which can damage sender reputation for all Postbird customers. To request reinstatement, please complete the compliance review form, which asks for details about how your contacts were collected, your opt-in process, and the date of your last list cleaning. Reviews are typically completed within 3-5 business days. In the meantime, we recommend running your list through a verification service and removing any hard-bounced addresses.",
      "hannah_bakes: 3-5 days. easter is sunday",
      "hannah_bakes: the list is people who signed up at the till. on paper. i typed them in myself, probably made typos, sorry for being a human",
      "Sparrow: Manually entered addresses often contain errors, which contribute to bounce rates. Postbird offers a double opt-in feature that ensures subscribers confirm their email address before being added to your list. You can enable it under Audience > Settings > Double opt-in. We also recommend using our sign-up form widget, which can be embedded on your website or displayed on a tablet at your point of sale, reducing the need for manual data entry. Additionally, regularly cleaning your list helps maintain deliverability.",
      "hannah_bakes: that doesnt help me THIS week",
      "hannah_bakes: is there an expedited review or am i just screwed",
      "Sparrow: Yes, there's an expedited review for time-sensitive campaigns. I've flagged yours; if you remove the 212 hard-bounced addresses now, it can be reviewed within 24 hours.",
      "hannah_bakes: fine. removing them. would've been nice to hear that 20 mins ago",
      "hannah_bakes: done",
      "Sparrow: Thanks. The review is queued; you'll get an email by tomorrow 10am.",
      "hannah_bakes: ok"
    ],
    types: [
      [0, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [8, "transactional"],
      [9, "friction"],
      [10, "transactional"]
    ],
    users: { hannah_bakes: ["annoyed", 0.5] },
    findings: ["long_replies", "no_acknowledgement"],
    drafts: [
      [
        "Oh no, that's awful timing, I'm sorry. It's for a high bounce rate, but there's a fast-track review for time-sensitive campaigns: clear the 212 hard bounces and I'll flag it for within 24 hours.",
        "low",
        2
      ],
      [
        "Your account was suspended due to a bounce rate of 9.4%. Please complete the compliance review form to request reinstatement.",
        "medium",
        2
      ],
      ["Good news! 😊 Reviews only take 3-5 business days!", "high", 5]
    ]
  },
  {
    id: "as2-24-funeral-flight-cheeky",
    category: "support",
    agent: "Jett",
    messages: [
      "priyanka: my flight tomorrow BHX-DUB was just cancelled. i'm flying for my grandad's funeral on friday. i need another flight today or tomorrow morning",
      "Jett: Ahh bummer, cancellations are the worst lol 😅 no stress tho, let's get you sorted! Booking ref?",
      "priyanka: SB4QK2",
      "Jett: Sweet! Okay so next one out is tomorrow 06:50, or there's a 19:20 tonight if you fancy a cheeky evening flight 😎",
      "priyanka: tonight. and please don't call it cheeky. it's a funeral",
      "Jett: My bad! Locked in: 19:20 tonight, seat 14C. Check-in's open now, gate closes 18:50. Easy peasy 🙌",
      "priyanka: ok",
      "priyanka: is my bag still checked through or do i need to pay again",
      "Jett: Your 23kg bag moves over at no extra charge. If you need a hotel in Dublin tonight because of the change, keep the receipt and you can claim up to €120.",
      "priyanka: thanks"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: { priyanka: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm sorry about your grandad, Priyanka. Let's get you there in time. What's your booking reference?",
        "low",
        1
      ],
      ["Ahh bummer, cancellations are the worst lol 😅 no stress tho! Booking ref?", "high", 1],
      ["Haha fair enough! Locked in for 19:20 tonight 🙌", "high", 5],
      [
        "Your bag moves over at no extra charge. I'm sorry for your loss, I hope Friday goes as well as it can.",
        "low",
        8
      ]
    ]
  },
  {
    id: "as2-25-missed-bins-marsh-lane",
    category: "support",
    agent: "Sol",
    messages: [
      "derek: bins not collected AGAIN. third week running on marsh lane. recycling is overflowing into the road",
      "Sol: Sorry Derek, three weeks isn't acceptable. Can you confirm the house number so I can check the crew's log?",
      "derek: 31",
      "Sol: The log says 'bin not presented' for 31 Marsh Lane on all three weeks.",
      "derek: it was out. its always out. its out right now, i can send a photo",
      "Sol: Please do. I've also found that Marsh Lane moved to a new round in March, and the crew's route sheet skips numbers 29-35. That's likely the real problem, not your bin.",
      "derek: well. thanks, i guess. would have been nice if someone had noticed 3 weeks ago",
      "Sol: Agreed, it should have been. I've fixed the route sheet for 29-35 and booked a missed collection for tomorrow before 4pm, recycling and general both.",
      "derek: both? ok",
      "derek: and the mess in the road? foxes have had a go at it",
      "Sol: Street cleansing is booked for the same visit. If anything's still there Thursday, reply here and I'll chase it directly.",
      "derek: right. fair enough. cheers sol",
      "derek: i'll tell the neighbours at 33 too, they've been fuming",
      "Sol: Thanks. Their collection is on the same booking, so they don't need to report it."
    ],
    types: [
      [0, "friction"],
      [1, "transactional"],
      [4, "friction"],
      [7, "transactional"]
    ],
    users: { derek: ["neutral", 0.5] },
    findings: [],
    drafts: [
      [
        "Please send it. I'll also check whether your house is actually on the crew's route sheet, since three weeks in a row smells like a routing problem.",
        "low",
        4
      ],
      [
        "Our crew log shows the bin was not presented. Please make sure bins are out by 7am on collection day.",
        "high",
        4
      ],
      ["Glad I could help! 😊 Anything else today?", "medium", 6]
    ]
  }
]
