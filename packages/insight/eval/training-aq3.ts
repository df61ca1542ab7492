import type { Labelled } from "./types.js"

export const trainingAQ3: ReadonlyArray<Labelled> = [
  {
    id: "aq3-01-harp-strings",
    category: "support",
    agent: "Tilde",
    messages: [
      "maren_h: hi need a replacement 3rd octave C for a lyon & healy style 85, gut. do u have it in stock",
      "Tilde: Yes, the 3rd octave C in gut is in stock. Standard gauge or the heavier concert gauge?",
      "maren_h: standard",
      "Tilde: Got it. Just the one, or a pair so you have a spare?",
      "maren_h: 2 pls. ship to same address as last time",
      "Tilde: Done, 2x 3rd octave C gut to the Bergstraat address. €18.40 incl shipping, arrives thursday.",
      "maren_h: also the F above it is fraying, same gauge?",
      "Tilde: The 3rd octave F is a touch thinner. Want me to add one? It's €7.90 more.",
      "maren_h: yes add",
      "Tilde: Added. New total €26.30, still thursday.",
      "maren_h: ok ty"
    ],
    types: [[0, "transactional"]],
    users: { maren_h: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Added the F. New total €26.30, still arriving thursday.", "low", 9],
      [
        "Great question!! Strings are such a fascinating topic 😄 Did you know a concert harp has 47 strings, each with its own gauge and tension? Let me walk you through how gauges are chosen...",
        "medium",
        7
      ],
      ["Sure! Could you give me your shipping address again?", "medium", 5]
    ]
  },
  {
    id: "aq3-02-allotment-waitlist",
    category: "support",
    agent: "Moss",
    messages: [
      "gwen.p: hiya, I've been on the allotment waiting list for hollins lane since 2022, any movement?",
      "Moss: Hi Gwen! You're currently number 6 on the waiting list for the Hollins Lane site. Plots are offered in order as they become free.",
      "gwen.p: number 6. I was number 6 in august too",
      "Moss: You're currently number 6 on the waiting list for the Hollins Lane site. Plots are offered in order as they become free.",
      "gwen.p: yes I know that's what I just said 😅 why hasnt it moved in 8 months",
      "Moss: No plots at Hollins Lane have been given up since August, so the list hasn't moved. Tenancies renew in October, that's usually when most plots come free.",
      "gwen.p: ok that's fair. can I go on the list for another site as well?",
      "Moss: Yes, you can be on up to two lists. Ashby Road has a shorter list, you'd be number 2 there.",
      "gwen.p: oh nice. does ashby road have water tho, last time I went it was a right trek to the tap",
      "Moss: I've added you to the Ashby Road list, you're number 2.",
      "gwen.p: ...and the water?",
      "Moss: I've added you to the Ashby Road list, you're number 2. You'll get an email when a plot is offered.",
      "gwen.p: right. I'll ask Derek at the committee meeting then, cheers anyway"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [5, "transactional"],
      [10, "friction"]
    ],
    users: { "gwen.p": ["annoyed", 0.5] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "Sorry, I skipped your water question. Ashby Road has two taps now, one by the gate and one halfway up, so much less of a trek.",
        "low",
        11
      ],
      ["I've added you to the Ashby Road list, you're number 2.", "medium", 11],
      ["You're currently number 6 on the waiting list for the Hollins Lane site.", "medium", 3],
      [
        "Nothing's been given up at Hollins Lane since August, so the list hasn't moved. October renewals are when most plots free up.",
        "low",
        3
      ]
    ]
  },
  {
    id: "aq3-03-bee-suit-buyout",
    category: "support",
    agent: "Juno",
    messages: [
      "tobiasK: hello! first year beekeeper here, I rented the full suit + smoker kit from you in may",
      "Juno: Hi Tobias! I remember, the medium suit and the stainless smoker. How did the first season go?",
      "tobiasK: honestly?? amazing. got stung exactly once, on the ankle, because I wore crocs like an idiot 😂",
      "Juno: Crocs are a brave choice around 40,000 bees. Glad it was only the once!",
      "tobiasK: lesson learned lol. also I got 11 jars, my neighbour Ilse actually teared up when I gave her one",
      "Juno: 11 jars in a first year is really good. And honey that makes the neighbour cry is the best review there is.",
      "tobiasK: haha right. ok so actual question, I want to stop renting and get my own suit. can you do a buy-out on the rented one? I kinda love it",
      "Juno: Yes, we do buy-outs. For a suit rented since May it's €65, and the rent you've already paid stays paid. Keeping the smoker too, or returning that?",
      "tobiasK: return the smoker, mine arrived yesterday",
      "Juno: Done. I'll send a return label for the smoker and an invoice for the suit. The label should be in your inbox in a few minutes.",
      "tobiasK: got it! thanks Juno you've been great all year honestly",
      "Juno: That's kind, thanks. Say hi to the bees (and Ilse) for me 🐝"
    ],
    types: [
      [0, "transactional"],
      [1, "bonding"],
      [6, "transactional"],
      [10, "bonding"]
    ],
    users: { tobiasK: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Yes, we do buy-outs: €65 for the suit, and the rent you've paid stays paid. Keeping the smoker or sending it back?",
        "low",
        7
      ],
      [
        "Per section 4.2 of our rental terms, buy-out requests must be submitted via the official form on our website. Please allow 10 working days for processing.",
        "medium",
        7
      ],
      ["Haha crocs?? 😂 What a rookie move, you must have felt so dumb!", "high", 3]
    ]
  },
  {
    id: "aq3-04-tide-offset",
    category: "support",
    agent: "Kestrel",
    messages: [
      "ruaridh: your tide times for Kyleakin were off by like 40 min yesterday. nearly got stuck on the mud with 2 kayaks",
      "Kestrel: That's a bad one, sorry. Stranded on the mud with boats is no joke. Which station does the app show at the top of the Kyleakin page?",
      'ruaridh: says "Kyle of Lochalsh". which is not where I was',
      "Kestrel: That's the cause. Kyleakin got merged into Kyle of Lochalsh in the last update, and the offset for the Skye side was dropped. That's on us.",
      "ruaridh: great. so every skye paddler using this is 40 min out?",
      "Kestrel: For that spot, yes, since the update on the 3rd. I've flagged it to the data team as urgent. Until it's fixed you can add a manual +38 min offset in Settings > Stations.",
      "ruaridh: ok did the offset. shows 14:52 for low water today which matches the harbour board",
      "Kestrel: Good, that matches the admiralty figure too. I'll message you here when the fix is live so you can take the offset off.",
      'ruaridh: fair enough. appreciate the straight answer tbh, thought I\'d get a "we value your feedback"',
      "Kestrel: Ha, no. You nearly got stuck, you get the straight answer.",
      "ruaridh: 👍 cheers"
    ],
    types: [
      [0, "friction"],
      [6, "transactional"],
      [8, "bonding"]
    ],
    users: { ruaridh: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Sorry, that's a real scare. Which station does the app show at the top of the Kyleakin page?",
        "low",
        1
      ],
      [
        "We value your feedback! Our tide data comes from trusted sources and is generally very accurate 😊",
        "high",
        1
      ],
      [
        "Yes, for that spot since the 3rd. It's flagged as urgent; meanwhile add a +38 min offset under Settings > Stations.",
        "low",
        5
      ]
    ]
  },
  {
    id: "aq3-05-bsl-interpreter",
    category: "support",
    agent: "Ansel",
    messages: [
      "dilnoza: hi I need to book a BSL interpreter for my dad, he's deaf. neurology appointment at st james on tuesday 10am",
      "Ansel: Hello. Please provide the appointment length, the clinic name, and a purchase order number if the hospital is paying.",
      "dilnoza: the hospital is supposed to book it but they didn't, again. sorry I'm a bit all over the place, they told us on friday it was probably a stroke and I havent really slept",
      "Ansel: Understood. Without a hospital PO the booking is billed privately at £58/hour, minimum 2 hours. Do you want to proceed?",
      "dilnoza: ok. wow. yes I guess",
      "dilnoza: can it be someone he's had before? Carole something, he trusts her",
      "Ansel: Checking. Carole Meaney is free Tuesday 9:30-12:00, I've held her for you. If you send me the hospital contact I'll chase them for the PO so you're not billed.",
      "dilnoza: yes that's her. the contact is the neuro outpatients desk, 0113 243 xxxx",
      "Ansel: Thanks. Carole is confirmed, meeting you at the main entrance at 9:45. I'll ask outpatients for the PO today.",
      "dilnoza: thank you"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [3, "transactional"],
      [4, "friction"],
      [5, "transactional"]
    ],
    users: { dilnoza: ["neutral", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your dad, that's a lot to take in on no sleep. Let's get this sorted for you: without a hospital PO it's £58/hour, but I can chase the hospital so you aren't the one paying.",
        "low",
        3
      ],
      [
        "Understood. Without a hospital PO the booking is billed privately at £58/hour, minimum 2 hours. Proceed?",
        "medium",
        3
      ],
      ["Great! Let's get that booked for you! 😊", "high", 3]
    ]
  },
  {
    id: "aq3-06-haunted-piano",
    category: "group",
    agent: "Bex",
    messages: [
      "ines: guys the piano is SO flat, the A sounds like a B flat going through grief",
      "kwame: lol it's the radiator next to it. we said we'd move it",
      "Sol: my recital is the 14th and I need to practice on something that isn't haunted",
      "ines: kwame didn't your uncle tune pianos? would he do it cheap",
      "Bex: A piano tuning in your area costs £70-£110. I can book Harmonia Piano Services for Thursday at 2pm. Should I book?",
      "kwame: uh I was about to answer that. yes uncle Femi does, he'd do it for a curry",
      "ines: bex chill 😂",
      "Sol: femi for a curry > £110 tbh",
      "kwame: I'll text him tonight. also we need to move it off the radiator first or it'll go flat again in a week",
      "ines: sol you're the strongest, you're on piano duty",
      "Sol: rude but accurate",
      "Bex: Tip: keep pianos away from radiators, ideally at 40-50% humidity. Want a reminder to move it on Saturday?",
      "kwame: yeah actually go on, saturday morning",
      "Bex: Reminder set for Saturday 10am: move the piano off the radiator."
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [9, "banter"],
      [11, "transactional"]
    ],
    users: { ines: ["neutral", 0.2], kwame: ["neutral", 0.2], Sol: ["neutral", 0] },
    findings: ["talking_over"],
    drafts: [
      ["I can book Harmonia Piano Services for Thursday at 2pm, £110. Should I book?", "medium", 4],
      ["want me to set a reminder to move it off the radiator before Femi comes? 🎹", "low", 9],
      [
        "Dear residents, please be advised that pianos should be tuned twice yearly by a certified technician.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "aq3-07-paw-print-kit",
    category: "support",
    agent: "Perry",
    messages: [
      "hanne_l: hi, I ordered the clay paw print kit for our cat last month but we won't need it now, Biscuit died on sunday. can I cancel",
      "Perry: Awesome, thanks for reaching out! 🎉 Cancelling is super easy! Your order #4471 hasn't shipped yet, so you'll get a full refund!",
      "hanne_l: ok",
      "hanne_l: actually... is there a way to still do a print? the vet said they could keep her till thursday",
      "Perry: Yes! Great news, our kit works up to 48 hours after too! Would you like to keep the order instead? 😊",
      "hanne_l: I guess. it's not great news though",
      "Perry: You're right, I'm sorry. That was careless of me, and I'm sorry about Biscuit. I'll keep the order and switch it to express so it reaches you wednesday, no charge.",
      "hanne_l: thank you. she was 17. the kids want her print by the door",
      "Perry: 17 years is their whole childhood. A print by the door sounds like a lovely way to keep her close. The kit arrives wednesday, and the vet can do the pressing for you if that's easier on the day.",
      "hanne_l: that would help actually. thank you"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [7, "venting"]
    ],
    users: { hanne_l: ["neutral", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Biscuit. Yes, I can cancel it: order #4471 hasn't shipped, so it's a full refund.",
        "low",
        1
      ],
      ["Awesome, thanks for reaching out! 🎉 Cancelling is super easy!", "high", 1],
      [
        "Yes, the kit still works within 48 hours. I'm sorry, this must be a hard week. Want me to keep the order and send it express?",
        "low",
        4
      ]
    ]
  },
  {
    id: "aq3-08-rathlin-ferry-dog",
    category: "support",
    agent: "Orla",
    messages: [
      "pete_w: need 2 adults + car on the 10:30 to rathlin sat",
      "Orla: The 10:30 Saturday sailing has room for foot passengers but no car spaces, and cars need a resident permit anyway. Shall I book 2 foot passengers?",
      "pete_w: ah ok. yes 2 foot. can we bring the dog",
      "Orla: Booked: 2 adults, 10:30 Saturday, Ballycastle to Rathlin. £24 return total. Ref RTH-88213.",
      "pete_w: cool. return is the 16:00?",
      "Orla: Your return is open, any sailing the same day. Last boat back is 17:30 in summer.",
      "pete_w: grand. and the dog?",
      "Orla: Is there anything else I can help you with?",
      "pete_w: the dog. collie. can she come or not",
      "Orla: Your booking reference is RTH-88213. Have a great trip!",
      "pete_w: jesus. I'll ring the harbour office"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"]
    ],
    users: { pete_w: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Booked: 2 adults, 10:30 Saturday, ref RTH-88213. And yes, dogs go free on the foot ferry if she's on a lead.",
        "low",
        3
      ],
      ["Booked: 2 adults, 10:30 Saturday. Ref RTH-88213.", "medium", 3],
      ["Is there anything else I can help you with today?", "high", 9],
      [
        "Sorry, yes: she's welcome. Dogs travel free on the foot ferry as long as they're on a lead.",
        "low",
        9
      ]
    ]
  },
  {
    id: "aq3-09-hearing-aid-batteries",
    category: "support",
    agent: "Wren",
    messages: [
      "lukas: hi, typing for my grandma Margit. her size 312 battery subscription didn't arrive this month",
      "Wren: Hi Lukas, sorry about that. What's the postcode on the account?",
      "lukas: 7400, it's under Margit Horváth",
      "Wren: Thanks, found it: Margaret Horváth. The October pack came back to us as undeliverable, the house number is missing.",
      "lukas: it's Margit not Margaret 🙂 and yes the house number is 12",
      "Wren: Sorry, Margit. I've added number 12 and resent the pack by tracked post, it should arrive Thursday.",
      "Margit: Good afternoon. This is Margit now. Thank you, my hearing aids ran out on Saturday and I missed church.",
      "Wren: I'm sorry you missed it, Margaret. Would you like a spare pack so this doesn't happen again? It's free with the subscription.",
      "lukas: MARGIT 😑",
      "Margit: Yes please, a spare would be good. And please write my name correctly on the parcel.",
      "Wren: Apologies, Margit. The spare is added, and the account now reads Margit Horváth. Both packs arrive Thursday.",
      "Margit: Thank you dear."
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { lukas: ["annoyed", 0.5], Margit: ["neutral", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Thanks, found the account for Margit Horváth. The October pack came back because the house number is missing.",
        "low",
        3
      ],
      [
        "I'm sorry you missed church, Margit. Want a spare pack so it doesn't happen again? It's free with the subscription.",
        "low",
        7
      ],
      ["I'm sorry you missed church, Margaret. Would you like a spare pack?", "high", 7]
    ]
  },
  {
    id: "aq3-10-bellringers-rota",
    category: "group",
    agent: "Quill",
    messages: [
      "ffion: who's ringing sunday service, I've got 5 so far",
      "bigsteve: me, unless jan wants to lose count in stedman again 😇",
      "jan_r: ONE time steve. one time. and you fired out on the treble at the wedding",
      "bigsteve: the bride didnt notice",
      "ffion: the bride's GRAN noticed",
      "ffion: @Quill who's on the rota for sunday",
      "Quill: Dear members, please find below the confirmed ringing roster for Sunday 9 March, 10:15 service. Tower captain: Ffion Price. Ringers: Steven Hale, Jan Rees, Mair Lloyd, Owen Pugh. Kindly note that punctuality is expected and that members unable to attend must submit notice no later than 48 hours in advance in accordance with Society guidelines.",
      'jan_r: "kindly note" 😂 who hurt quill',
      "bigsteve: quill's been reading the diocesan newsletter again",
      "ffion: so we need a sixth. anyone know if Dai's back from tenerife",
      "Quill: Dai Morgan has marked himself available from 7 March. I've asked him for Sunday.",
      "jan_r: ooh look at that, useful",
      "ffion: ta quill. ok 6 then if dai says yes, plain bob doubles + a touch of grandsire if he's not rusty",
      "bigsteve: dai's always rusty"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [11, "banter"],
      [12, "transactional"],
      [13, "banter"]
    ],
    users: { ffion: ["neutral", 0], bigsteve: ["neutral", 0], jan_r: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["sunday: you, steve, jan, mair and owen. so 5, need one more 🔔", "low", 6],
      ["Dear members, please be advised that punctuality is expected at all services.", "medium", 6],
      ["Dai's said yes, so you're six for Sunday. Plain bob it is.", "low", 13]
    ]
  },
  {
    id: "aq3-11-glassblowing-birthday",
    category: "good",
    agent: "Luca",
    messages: [
      "priya.s: hiii we want to book the glassblowing taster for my sister's birthday, 5 of us",
      "Luca: Lovely idea! The taster is 2 hours and everyone makes a paperweight or a bauble. Saturdays fill up fast, are weekdays an option at all?",
      "priya.s: saturday is the only day sadly. nell is also here she's organising with me",
      "nell: hello 👋 is the 22nd possible?",
      "Luca: Hi Nell! The 22nd has a 2pm slot with room for 6. Shall I hold 5 places?",
      "nell: yesss",
      "priya.s: also our sister is pregnant, is that ok with the heat and stuff?",
      "Luca: Good that you asked. She's welcome, but we'd keep her at the finishing bench rather than the furnace: she designs and shapes, and the tutor does the hot gathering. Plenty of people prefer that anyway.",
      "nell: aw that's actually perfect, she'd be gutted to sit it out",
      "priya.s: you're a star. how much?",
      "Luca: £55 each, so £275. A £50 deposit holds it, the rest on the day. Pieces cool overnight, so they're ready to collect or post the week after.",
      "nell: posting is fine, she lives in leeds",
      "Luca: Noted, posting to Leeds, £6. The deposit link is on its way to Priya's email. Hope she has a great birthday!",
      "priya.s: paid! thank you so much 🥹"
    ],
    types: [
      [0, "transactional"],
      [8, "bonding"],
      [9, "transactional"],
      [13, "bonding"]
    ],
    users: { "priya.s": ["engaged", 0], nell: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "She's very welcome. We'd keep her at the finishing bench, away from the furnace, and she still designs and shapes her own piece.",
        "low",
        7
      ],
      ["Pregnant guests are not permitted in the studio under our insurance policy.", "medium", 7],
      ["Hi Priya! The 22nd has a 2pm slot with room for 6.", "medium", 4]
    ]
  },
  {
    id: "aq3-12-hawk-walk-voucher",
    category: "support",
    agent: "Sable",
    messages: [
      "dougie_m: hi, got a hawk walk voucher as a retirement present, says valid to 30 sept. I was in hospital most of aug and sept. can it be extended?",
      "Sable: Hi Dougie. Vouchers are valid for 12 months from purchase and can't be extended after expiry.",
      "dougie_m: it expired 5 days ago, I was in hospital. I can send a discharge letter",
      "Sable: I understand. Vouchers are valid for 12 months from purchase and cannot be extended after expiry.",
      "dougie_m: ok you said that. is there anyone else I can ask? a manager?",
      "Sable: We can offer 20% off a new booking as a goodwill gesture.",
      "dougie_m: 20% off something my daughter already paid £90 for. right",
      "dougie_m: can you at least tell me if there's a manager or not",
      "Sable: The 20% discount code is HAWK20 and is valid for 30 days.",
      "dougie_m: honestly. I've been looking forward to this since march, the owls were half the reason I kept going at physio",
      "Sable: Vouchers are valid for 12 months from purchase and cannot be extended after expiry.",
      "dougie_m: forget it. I'll tell Karen to do a chargeback and we'll go to the place in Kendal instead. waste of time"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [9, "venting"],
      [11, "friction"]
    ],
    users: { dougie_m: ["churn_risk", 0.8] },
    findings: ["repetition", "ignored_question", "no_acknowledgement"],
    drafts: [
      [
        "That sounds like a rough few months, Dougie, I'm sorry. Send me the discharge letter and I'll put it to our manager, Claire, with a request to extend it.",
        "low",
        3
      ],
      [
        "Yes, there's a manager, Claire Ashworth. I'll send her your case today, and the 20% code stands as a fallback.",
        "low",
        8
      ],
      ["Vouchers are valid for 12 months from purchase and cannot be extended after expiry.", "high", 10]
    ]
  },
  {
    id: "aq3-13-keepers-cottage",
    category: "support",
    agent: "Fathom",
    messages: [
      "amelie_d: hi is the keeper's cottage free 3-7 june",
      "Fathom: Hello and thank you so much for your interest in the Keeper's Cottage at Point Lynas! I'm delighted to tell you that the cottage is available from 3 to 7 June. The cottage sleeps four in two bedrooms, one double and one twin, and has a fully equipped kitchen, a wood burner, and uninterrupted views across the Irish Sea. Please note that the lighthouse itself is still an active aid to navigation, so access to the tower is by guided tour only, on Tuesdays and Fridays at 11am. Check-in is from 4pm and check-out by 10am. The nightly rate for June is £165, with a minimum stay of three nights, and a refundable damage deposit of £200 is taken at booking.",
      "amelie_d: ok nice. dogs?",
      "Fathom: Great question! We love dogs at the Keeper's Cottage, and up to two well-behaved dogs are welcome for an additional fee of £25 per dog per stay. Please be aware that the cottage sits on a working headland with sheep grazing nearby, so dogs must be kept on a lead at all times outside the enclosed garden. We also kindly ask that dogs stay off the furniture and out of the bedrooms, and we provide a bowl, a towel and a list of dog-friendly walks and pubs on arrival. The nearest vet is in Amlwch, about 15 minutes by car.",
      "jonas: 😅 ok so yes",
      "amelie_d: lol. jonas asks is there wifi, he has 1 call on the thursday",
      "Fathom: Thank you for asking! Wifi is available at the cottage via a 4G router, though we must be honest that speeds can vary due to the remote location. Typical speeds are around 10-20 Mbps, which is generally enough for video calls, streaming and browsing, but we recommend a backup plan for anything critical. Mobile signal is best on EE and Vodafone; O2 customers sometimes report weak coverage inside the thick stone walls, though it improves considerably in the garden and at the top of the lane.",
      "jonas: k",
      "amelie_d: ok book it pls, 4 nights, 2 adults 1 dog",
      "Fathom: Wonderful! I've reserved the Keeper's Cottage for 3-7 June for 2 adults and 1 dog. The total is £685 (4 nights at £165 plus the £25 dog fee), plus the £200 refundable deposit. A payment link is on its way to your email and the booking is held for 24 hours. We're so excited to welcome you and your furry friend to Point Lynas!",
      "amelie_d: ty"
    ],
    types: [[0, "transactional"]],
    users: { amelie_d: ["neutral", 0], jonas: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      [
        "Yes, up to two dogs, £25 each per stay. Lead on outside the garden though, there are sheep.",
        "low",
        3
      ],
      [
        "Great question! We love dogs at the Keeper's Cottage, and up to two well-behaved dogs are welcome for an additional fee of £25 per dog per stay. Please be aware that the cottage sits on a working headland with sheep grazing nearby, so dogs must be kept on a lead at all times outside the enclosed garden, and we kindly ask that they stay off the furniture and out of the bedrooms.",
        "medium",
        3
      ],
      ["Wifi is a 4G router, usually 10-20 Mbps, fine for one call. Signal's best in the garden.", "low", 6]
    ]
  },
  {
    id: "aq3-14-grave-tending",
    category: "venting",
    agent: "Hollis",
    messages: [
      "ros_k: hello, I saw you do grave tending in Kilkeel? my mum's plot is at Mourne Road",
      "Hollis: Hello. Yes, we cover Mourne Road cemetery. We can do a one-off clean and flowers, or regular visits. What did you have in mind?",
      "ros_k: regular I think. I'm in Bristol now and I just can't get over as much as I want",
      "ros_k: my brother lives 10 min away and won't go. he says \"she's not there\" which fine but the weeds are",
      "ros_k: sorry. that's not your problem",
      "Hollis: It's alright, no need to apologise. Wanting her place looked after when you're far away is a very normal thing, and it's hard when the person nearby sees it differently.",
      "ros_k: thank you. it's 3 years in may and it still gets me",
      "Hollis: Of course it does. Three years isn't long. If it would help, we could do a visit the week of her anniversary and send you photos.",
      "ros_k: oh that would mean a lot. yes",
      "Hollis: Then I'd suggest the quarterly plan: four visits a year, weeding, stone clean, fresh flowers and photos each time, £140 a year. The first visit can be the anniversary week. What was her name, so our gardener has it on the sheet?",
      "ros_k: Bernadette Keane. she loved freesias if that's possible",
      "Hollis: Freesias it is. I've put Bernadette Keane, Mourne Road, quarterly, first visit the week of 12 May. The invoice will come by email.",
      "ros_k: thank you, really"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [9, "transactional"],
      [12, "bonding"]
    ],
    users: { ros_k: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "No need to apologise. It's hard being far away when the person nearby sees it differently.",
        "low",
        5
      ],
      ["Our quarterly plan is £140 a year and includes four visits. Shall I set it up?", "medium", 5],
      ["Haha brothers, eh! 😂 Anyway, shall we get you booked in?", "high", 5]
    ]
  },
  {
    id: "aq3-15-pigeon-rings",
    category: "mixed-language",
    agent: "Gust",
    messages: [
      "marc_vdb: goeiemiddag, ik heb 40 ringen nodig voor de jongen van dit jaar. 2025 ringen",
      "Gust: Goeiemiddag Marc. 40 ringen 2025, dat kan. Uw lidnummer is nog altijd 1104-22?",
      "marc_vdb: ja. hoeveel kost dat nu",
      "Gust: €0,85 per ring, dus €34 voor 40.",
      "marc_vdb: 85 cent?? vorig jaar was het 60. zotte prijzen",
      "Gust: Klopt, de federatie heeft de prijs in januari verhoogd. Wij verdienen er niets extra aan, spijtig genoeg.",
      "sander: hi, nephew here, uncle asked me to help with the english form. does the order also need the loft address or just member number",
      "Gust: Just the member number, Sander. The loft address is already on file.",
      "marc_vdb: allez. dan 40. en kan het voor vrijdag, de eerste eieren zijn al uitgekomen",
      "Gust: Als ik het vandaag doorstuur, zijn ze donderdag bij u. Ik plaats de bestelling nu.",
      "sander: nice one. he's been pacing round the loft all morning lol",
      "marc_vdb: niet waar 😤",
      "Gust: 😄 Besteld: 40 ringen 2025, €34, levering donderdag. Veel succes met de jongen, Marc.",
      "marc_vdb: merci"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [10, "banter"],
      [12, "transactional"]
    ],
    users: { marc_vdb: ["neutral", 0.2], sander: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Klopt, de federatie heeft de prijs in januari verhoogd. Zal ik er 40 bestellen?", "low", 5],
      [
        "Dear customer, we regret to inform you that ring pricing is set by the federation and is not open to negotiation.",
        "medium",
        5
      ],
      ["Hi Marc! Just the member number.", "medium", 7]
    ]
  },
  {
    id: "aq3-16-typewriter-ribbon",
    category: "banter",
    agent: "Platen",
    messages: [
      "odile: hello, my husband needs ribbon for an Olympia SM3 and he is too proud to ask himself",
      "franck: I am RIGHT here",
      "odile: he has 9 typewriters. NINE",
      'franck: 7. two are "projects"',
      "Platen: Hi both. 7 or 9, the SM3 takes a standard 13mm spool ribbon. Black, or black/red?",
      "franck: black/red obviously, I'm not an animal",
      "odile: he writes me shopping lists in red. it's a whole thing",
      "Platen: Red for the urgent items, I hope. Black/red 13mm nylon is €9.50, or cotton at €12 if he wants the softer look.",
      "franck: cotton. and metal spools? mine are plastic and I hate them",
      "Platen: Metal spools are €6 a pair. Want them with the ribbon? Shipping's free over €15.",
      "odile: ok that's how he gets me. yes, both",
      "franck: 🙏",
      "Platen: Done: cotton black/red plus metal spools, €18, free shipping. Should be with you Tuesday.",
      "odile: thank you. if he buys an 8th I'm blaming you",
      "Platen: Fair. I'll take the blame for number 8."
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [13, "banter"]
    ],
    users: { odile: ["engaged", 0], franck: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Ha, 7 or 9, it's the same ribbon: standard 13mm spool. Black or black/red?", "low", 4],
      [
        "Thank you for contacting Platen Supplies. Please be advised that the Olympia SM3 requires a 13mm ribbon. Kindly specify your preferred colour.",
        "medium",
        4
      ],
      [
        "Nine typewriters?? Honestly Franck that sounds like a problem, maybe talk to someone about it 😂",
        "high",
        4
      ]
    ]
  },
  {
    id: "aq3-17-fenwick-lane-plough",
    category: "support",
    agent: "Grit",
    messages: [
      "hal_b: third day and Fenwick Lane still not ploughed. I've got a 90 yr old neighbour up here",
      "Grit: Sorry, that's too long with someone vulnerable on the lane. Is your neighbour OK for heat and medication right now?",
      "hal_b: she's ok, I've been walking up with soup. but her carer can't get in",
      "Grit: Understood. I've marked Fenwick Lane as a priority route because of a vulnerable resident with no care access. That moves it up today's list.",
      "hal_b: you said that on tuesday too. well not you, the phone line",
      'Grit: I can see Tuesday\'s call. It was logged as "general" not "vulnerable", which is why it stayed low. That\'s fixed now. The plough on the B6318 is about 2 hours from you.',
      "hal_b: ok. 2 hours I can live with",
      "hal_b: can you get the carer told? her name's Anita, from Tynedale Care",
      "Grit: I'll pass it to Tynedale Care's coordinator now and they'll let Anita know. I'll message you here when the plough has passed your gate.",
      "hal_b: cheers, appreciated",
      "Grit: The plough has just done Fenwick Lane. The gritter follows within the hour.",
      "hal_b: seen it. brilliant thanks. Mrs Dodd waved at it from the window 😄",
      "Grit: That's the best outcome. Thanks for looking after her."
    ],
    types: [
      [0, "friction"],
      [6, "transactional"],
      [11, "bonding"]
    ],
    users: { hal_b: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "Sorry, three days is too long with someone vulnerable up there. Is she OK for heat and medication right now?",
        "low",
        1
      ],
      ["Your request has been received and will be processed in due course.", "high", 1],
      ["Great news! Fenwick Lane is now on the list! 😊", "medium", 5],
      [
        "I can see Tuesday's call, it was logged as general rather than vulnerable. Fixed now; the plough is about 2 hours away.",
        "low",
        5
      ]
    ]
  },
  {
    id: "aq3-18-choir-scores",
    category: "group",
    agent: "Stave",
    messages: [
      "dee: ok who has the fauré scores from last term, the library's asking",
      "mo_h: not me, I handed mine in at the xmas do",
      "Aled: I've got 3 in my boot. sorry 🙈",
      "dee: aled!!",
      "Aled: I'll bring them thurs I promise",
      "dee: @Stave how many fauré requiem copies are still out?",
      "Stave: 7 copies of the Fauré Requiem (Novello edition) are still on loan. The library needs them back by 31 March.",
      "Aled: 3 of those are mine, so 4 others",
      "dee: @Stave also can we borrow 30 copies of the Rutter Gloria for the summer concert or does someone else have them",
      "Stave: Reminder: please return all Fauré Requiem copies by 31 March. Late returns incur a £2 per copy fee.",
      "mo_h: eh that's not what she asked",
      "dee: stave. the rutter. yes or no",
      "Stave: The borrowers with Fauré copies are: Aled Jenkins (3), Bryn Howells (2), Sue Price (2).",
      "Aled: named and shamed lol",
      "dee: ffs. I'll email the library myself",
      "mo_h: bryn's had his since 2019 I swear"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [10, "friction"],
      [13, "banter"],
      [14, "friction"],
      [15, "banter"]
    ],
    users: { dee: ["annoyed", 0.8], mo_h: ["neutral", 0.2], Aled: ["neutral", 0] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Rutter Gloria: the library has 34 copies and none are out, so yes, 30 is fine. Want me to request them for you?",
        "low",
        9
      ],
      ["Reminder: please return all Fauré Requiem copies by 31 March.", "high", 12],
      ["Aled, you have 3 overdue Fauré copies. Please return them immediately.", "medium", 3]
    ]
  },
  {
    id: "aq3-19-foundation-licence",
    category: "support",
    agent: "Loop",
    messages: [
      "kit: when's the next foundation exam near me. postcode LS6",
      "Loop: The next Foundation exam near LS6 is at Leeds ARS, Saturday 12 April, 10am. Remote invigilated exams are also available most weekdays.",
      "kit: remote ok",
      "Loop: Remote exams are a really convenient option! To sit one, you'll need a webcam, a second camera or phone showing your workspace, a quiet room with nobody else present, and a stable internet connection. You book through the RSGB exam portal, and slots usually open about 3 weeks in advance. Before the exam you'll also need to have completed the practical assessments, which cover things like connecting an antenna, using an SWR meter, and making contacts on HF and VHF. Many clubs run these on club nights. Would you like me to explain how the practicals work in more detail, or share some revision resources?",
      "kit: practicals done",
      "Loop: That's fantastic, well done! Having the practicals finished is a big step. The Foundation exam itself is 26 multiple choice questions in 55 minutes, and you need 19 correct to pass. Topics include licence conditions, technical basics, transmitters and receivers, feeders and antennas, propagation, EMC, operating practices and safety. A good approach is to do a few mock papers, paying special attention to licence conditions, since those questions can be quite specific. I can send you a set of practice questions right now if you like!",
      "kit: nah",
      "kit: just the booking link",
      "Loop: Of course! The RSGB portal is at exams.rsgb.org. Once you're logged in, choose \"Foundation\", then \"Remote\", and pick any available slot. The fee is £27.50, paid at booking. You'll get a confirmation email with your candidate number, which you'll need on the day along with photo ID. Good luck, I'm sure you'll do brilliantly!",
      "kit: k"
    ],
    types: [[0, "transactional"]],
    users: { kit: ["bored", 0.2] },
    findings: ["long_replies"],
    drafts: [
      ["exams.rsgb.org > Foundation > Remote, £27.50.", "low", 8],
      [
        "Remote exams are a really convenient option! To sit one, you'll need a webcam, a second camera or phone showing your workspace, a quiet room with nobody else present, and a stable internet connection. You book through the RSGB exam portal, and slots usually open about 3 weeks in advance. Would you like me to explain the practicals in more detail?",
        "medium",
        3
      ],
      ["Would you like some practice questions to get you ready?", "medium", 8]
    ]
  },
  {
    id: "aq3-20-sleepy-tortoise",
    category: "support",
    agent: "Nettle",
    messages: [
      "beatriz: hi, my tortoise hasn't woken up properly from hibernation, it's been 2 weeks. and your online booking page keeps crashing 😩",
      "Nettle: Sorry about the booking page, I can book you in here instead. Two weeks out of hibernation and still sleepy is worth a check. Is he eating or drinking at all?",
      "beatriz: no food. he had a little bath yesterday and drank I think",
      "Nettle: Drinking is a good sign. Has he passed urine since waking? And is he kept warm, around 26-30° under a lamp?",
      "beatriz: yes he peed in the bath lol. lamp yes, my son Theo checks it obsessively",
      "Nettle: Good, that all helps. We'd still like to see him this week. Dr Okafor does reptiles Wednesdays and Fridays. Wednesday 4:15?",
      "beatriz: wednesday works. he's 41 years old btw, he was my grandmother's. I'm a bit scared tbh",
      "Nettle: That makes sense, he's family, and 41 years is a lot of shared history. A slow wake-up at his age is common and often treatable with fluids and warmth. Dr Okafor will check his bloods. Wednesday 4:15 is booked for Dom Pedro.",
      "beatriz: thank you, that helps a lot actually. should I keep bathing him every day till wednesday?",
      "Nettle: Bring him in a warm box with a towel, and a wrapped hot water bottle if it's cold out. See you Wednesday.",
      "beatriz: 👍 theo says thank you too"
    ],
    types: [
      [0, "transactional"],
      [6, "venting"],
      [8, "transactional"]
    ],
    users: { beatriz: ["engaged", 0.2] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Totally understandable, he's family. A slow wake-up at his age is common and often treatable. Wednesday 4:15 is booked for him.",
        "low",
        7
      ],
      ["Wednesday 4:15 is booked. Please arrive 10 minutes early and bring his records.", "medium", 7],
      ["Oh no!! 41?? He might not make it 😬", "high", 7],
      [
        "Yes, a shallow lukewarm bath once a day until Wednesday is good, it helps him drink. Then bring him in a warm box with a towel.",
        "low",
        9
      ]
    ]
  },
  {
    id: "aq3-21-scaffold-order",
    category: "support",
    agent: "Sunny",
    messages: [
      "gaz_r: need 40m of tube and 60 doubles on site at Carver St tmrw 7am",
      "Sunny: Heyyy Gaz!! 👋😄 Love an early start! So 40m tube + 60 double couplers to Carver St for 7am tomorrow, is that right?? 🏗️✨",
      "gaz_r: yes",
      "Sunny: Amazing!!! 🎉 And do you need any boards with that, or are you all sorted? 🙌",
      "gaz_r: 20 boards 3.9m",
      "Sunny: Yesss love it 😍 20 x 3.9m boards added! Delivery slot 7-8am tomorrow! Anything else I can do for you today, superstar? ⭐",
      "gaz_r: mate it's scaffolding not a hen do. what's the total",
      "Sunny: Total is £312 + VAT on your trade account. Driver will call 20 min before.",
      "gaz_r: sound"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { gaz_r: ["neutral", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      ["Total's £312 + VAT on your account. Driver rings 20 min before.", "low", 7],
      ["Yesss sorry superstar!! 🙈😂 Anything else you need? ⭐", "high", 7],
      ["Amazing!!! 🎉 Love it!! 😍 Boards too?? 🙌", "medium", 3],
      ["Got it. Need boards as well?", "low", 3]
    ]
  },
  {
    id: "aq3-22-crate-to-ostrava",
    category: "support",
    agent: "Atlas",
    messages: [
      'yusra.art: hi, tracking for my crate to the Ostrava biennale has said "in transit" for 4 days. the hang is friday',
      "Atlas: Hi Yusra. I see it: crate ART-5521, left Vienna on Monday. Let me check with the depot, one moment.",
      "Atlas: It's at our Brno hub. It missed Tuesday's transfer because the customs papers for the frame weren't attached.",
      "yusra.art: the frame is part of the artwork. it's not a separate thing. I filled in the form you sent me",
      "Atlas: You did, and your form is correct. Our Vienna team didn't attach it to the crate. That's our mistake.",
      "yusra.art: ok. so will it be there by friday",
      "Atlas: The papers are attached now. It's on tomorrow's 6am truck to Ostrava, arriving around 11. That's Thursday.",
      "yusra.art: that's what they said about tuesday",
      "Atlas: Fair. I've asked the Brno manager to confirm it's physically loaded, and I'll send you a photo of the crate on the truck tomorrow morning.",
      "yusra.art: fine. honestly this is the 2nd time with your company, the first was the london show",
      "yusra.art: if it's not there thursday I'm done, I'll use Hasenkamp for everything next year. and who pays if the frame's been knocked about sitting in brno, is that covered?",
      "Atlas: Understood, and after two problems that's reasonable. I'll refund the Brno leg either way, and you'll have the photo by 7am.",
      "yusra.art: ok. I'll wait for the photo. still want an answer on the insurance",
      "Atlas: Photo attached: crate ART-5521 loaded on truck OS-12 at 6:04. ETA Ostrava 11:10.",
      "yusra.art: seen. thanks"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [5, "transactional"],
      [7, "friction"],
      [13, "transactional"]
    ],
    users: { "yusra.art": ["churn_risk", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      [
        "Fair. I'll get Brno to confirm it's physically on the truck and send you a photo of it tomorrow morning.",
        "low",
        8
      ],
      ["Don't worry, it'll definitely be there! 😊", "medium", 8],
      [
        "We apologise for any inconvenience caused. Please note our terms limit liability for customs-related delays.",
        "high",
        11
      ],
      [
        "On the insurance: yes, the crate is covered wall to wall, including the time in Brno. If anything's damaged, photograph it at unpacking and I'll open the claim myself.",
        "low",
        13
      ]
    ]
  },
  {
    id: "aq3-23-dye-lot-mismatch",
    category: "support",
    agent: "Skein",
    messages: [
      'frankie_knits: so I ordered 8 skeins of "moss stitch green" and 2 of them are visibly a different dye lot. I\'m halfway up the body of a sweater',
      "Skein: Ugh, that's the worst place to find out. Can you check the lot numbers on the ball bands? It's the 4-digit code under the colour name.",
      "frankie_knits: 6 say 2207, 2 say 2231. and before you say it, yes I should have checked before casting on. I know",
      "Skein: I wasn't going to. We should have sent one lot, that's on us.",
      "frankie_knits: ok well. do you have 2 more of 2207",
      "Skein: I have 3 left of 2207. I'll send 2 free, with a prepaid bag for the 2231s.",
      "frankie_knits: can I keep the 2231s for a hat instead of sending back, not worth your postage",
      "Skein: Sure, keep them. The 2207s go out tomorrow.",
      "frankie_knits: this is the second time this year tho. the mustard in feb was the same thing",
      "Skein: You're right, I can see the February order. I've put a note on your account so every order gets checked for a single lot before it ships.",
      "frankie_knits: ok that's actually useful. thanks",
      "frankie_knits: the hat will be mismatched on purpose and I'll call it design",
      "Skein: That's how all the best designs start."
    ],
    types: [
      [0, "friction"],
      [4, "transactional"],
      [8, "friction"],
      [10, "transactional"],
      [11, "banter"]
    ],
    users: { frankie_knits: ["neutral", 0.5] },
    findings: [],
    drafts: [
      ["I have 3 left of 2207, I'll send 2 free with a prepaid bag for the 2231s.", "low", 5],
      ["Great question! We have loads of lovely greens in stock right now 🧶", "medium", 5],
      ["Honestly, checking lot numbers before casting on is knitting 101 😅", "high", 3]
    ]
  },
  {
    id: "aq3-24-winter-berth-fee",
    category: "hostile",
    agent: "Mira",
    messages: [
      "skip_tn: who the hell decided to double the winter berth fee without telling anyone",
      "Mira: Hi. The winter rate went from £38 to £52 a metre this season. It was in the October newsletter, but I can see it didn't reach everyone. Which berth are you?",
      "skip_tn: C14. and no it wasn't in any newsletter I got. this is daylight robbery",
      "Mira: C14, Wanderlust, 9.5m. You're right, your email bounced in September, so you never got it.",
      "skip_tn: so you admit it. you lot are useless, absolute clowns",
      "skip_tn: I've been here 22 years",
      "Mira: I hear you. 22 years and a surprise bill like this isn't OK. Since you weren't notified, I can hold your old rate for this winter, and the new rate would start next season.",
      "skip_tn: and next year I'm supposed to just pay 52?",
      "Mira: Next year, yes, unless the committee changes it. The AGM is 14 March if you want to raise it, members vote on fees there.",
      "skip_tn: don't you worry, I'll be there. Jenny from B pontoon is fuming too",
      "Mira: Understood. I've applied the £38 rate for this winter on C14 and updated your email address. Invoice to follow.",
      "skip_tn: fine"
    ],
    types: [
      [0, "friction"],
      [4, "hostile"],
      [6, "friction"],
      [10, "transactional"]
    ],
    users: { skip_tn: ["annoyed", 1] },
    findings: [],
    drafts: [
      [
        "I hear you. 22 years and a surprise bill isn't OK. Since you weren't notified, I can hold your old rate this winter.",
        "low",
        6
      ],
      ["Please keep it civil or I'll have to end this chat.", "medium", 6],
      ["No worries!! 😊 Fees are going up everywhere these days!", "high", 6]
    ]
  },
  {
    id: "aq3-25-rowing-dawn",
    category: "ignoring",
    agent: "Cox",
    messages: [
      "hattie: who's got the key for the boathouse, I'm there at 6:15",
      "rob_s: nkechi had it last",
      "Cox: Good morning crew! Conditions at 6am: wind 8 knots SW, river flow moderate, amber board. 🚣",
      "nkechi: yeah it's in my bag, I'll be there 6:10",
      "hattie: legend. rob are you subbing for Tomasz in 3 seat?",
      "Cox: Good morning crew! Conditions at 6am: wind 8 knots SW, river flow moderate, amber board. 🚣",
      "rob_s: yeah he's got a chest thing. I'll need his footplate moved up",
      "hattie: ugh fine, bring an allen key",
      "nkechi: is it amber or red, my app says red",
      "Cox: The Environment Agency board went red at 5:40. Novice crews can't go out; senior eights can with a launch.",
      "hattie: ok we're senior, is the launch free?",
      "nkechi: dave has the launch on tuesdays right",
      "rob_s: yeah dave",
      "hattie: ok see you all at 6:15. no one be late, looking at you rob",
      "rob_s: once. ONE time"
    ],
    types: [
      [0, "transactional"],
      [13, "banter"]
    ],
    users: { hattie: ["neutral", 0], rob_s: ["neutral", 0], nkechi: ["neutral", 0] },
    findings: ["repetition", "talking_over"],
    drafts: [
      ["Board's been red since 5:40, so seniors only, with a launch.", "low", 9],
      [
        "Good morning crew! Conditions at 6am: wind 8 knots SW, river flow moderate, amber board. 🚣",
        "medium",
        7
      ],
      ["Rob, Tomasz's footplate is on hole 4; for you I'd move it to hole 2.", "medium", 7]
    ]
  }
]
