import type { Labelled } from "./types.js"

export const trainingAU5: ReadonlyArray<Labelled> = [
  {
    id: "au5-01-bell-foundry-delay",
    category: "support",
    agent: "Tolla",
    messages: [
      "bronwen_h: hi, order BF-2291, the tenor bell for st aidan's. we were told casting done by the 14th. it's the 22nd. whats going on",
      "Tolla: Hi Bronwen, checking now. The mould for your tenor cracked while drying on the 12th, so it had to be rebuilt. New pour is scheduled for the 27th.",
      "bronwen_h: cracked. and nobody thought to tell us",
      "bronwen_h: we have a dedication service on the 9th, the bishop is coming",
      "Tolla: You're right, you should have heard the day it happened, sorry. After the pour it needs about 10 days to cool and be tuned, so realistically the bell ships around the 8th.",
      "bronwen_h: the 8th. for a service on the 9th. 120 miles away. brilliant",
      "bronwen_h: can it be tuned faster or not",
      "Tolla: After the pour it needs about 10 days to cool and be tuned, so realistically the bell ships around the 8th.",
      "bronwen_h: yes you said that. i asked if it can be done FASTER",
      "Tolla: Sorry. Yes, partly: if Dafydd puts it first on the tuning lathe we save 2 days, so it ships on the 6th. I've flagged it to him now.",
      "bronwen_h: ok. the 6th i can live with. can you confirm that in writing to the parish office",
      "Tolla: Done, emailed to the parish office with the new dates and the rush note. I'll message you the moment it's poured.",
      "bronwen_h: fine. thanks i guess"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [9, "transactional"]
    ],
    users: { bronwen_h: ["annoyed", 0.5] },
    findings: ["repetition"],
    drafts: [
      [
        "After the pour it needs about 10 days to cool and be tuned, so the bell ships around the 8th.",
        "medium",
        7
      ],
      [
        "Partly. If the tuning goes to the front of the queue it can ship on the 6th, two days sooner. Want me to push for that?",
        "low",
        7
      ],
      ["Great news, the new pour is all booked in for the 27th! 🔔", "medium", 3]
    ]
  },
  {
    id: "au5-02-katamari-speedrun-trashtalk",
    category: "banter",
    agent: "Rollo",
    messages: [
      "zeph: rollo whats my pb on make a star 1",
      "Rollo: 1:02.44, set on the 3rd. wr is 58.9 so you've got some rolling to do",
      "kit: LMAO rollo with the violence",
      "zeph: kit your pb is literally 1:09 shut up",
      "kit: 1:09 with a dying controller. zeph plays on a gamer chair his mom bought",
      "zeph: my mom has nothing to do with my prince movement",
      "mags: you two are fighting over who's less bad at rolling garbage into a ball",
      "kit: rollo settle it. who has the worst reset count this month",
      "Rollo: zeph: 214 resets. kit: 231. mags: 12 but she's only done 3 runs so she's not in this",
      "mags: RUDE. accurate but rude",
      "zeph: 231 resets kit. two hundred and thirty one",
      "kit: at least i RESET instead of finishing 1:20 runs out of pride",
      "zeph: its called grit",
      "Rollo: for the record zeph's 1:20 run did have the cleanest cow grab i've logged",
      "zeph: THANK you rollo. a man of culture",
      "kit: rollo is bought and paid for",
      "mags: ok who's racing tonight, 9pm?",
      "zeph: in",
      "kit: in. prepare to be humbled"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [16, "transactional"]
    ],
    users: { zeph: ["engaged", 0], kit: ["engaged", 0], mags: ["engaged", 0] },
    findings: [],
    drafts: [
      ["zeph 214, kit 231. kit takes the crown 👑", "low", 7],
      [
        "I'm sorry, but I don't think comparing failure counts is productive. Every runner progresses at their own pace.",
        "medium",
        7
      ],
      ["Your statement that I am biased is incorrect. My data is objective and verifiable.", "medium", 16]
    ]
  },
  {
    id: "au5-03-trawler-satellite-cancel",
    category: "hostile",
    agent: "Gansey",
    messages: [
      "okoro_fv_marisol: third time this week the link drops once we're past the shelf. i need weather data out there",
      "Gansey: Hi, and thank you for contacting MaritimeLink Support. I'm sorry to hear about the interruptions. I can see three outages on your terminal this week, all between 02:00 and 05:00 UTC. Coverage beyond the continental shelf is provided through our Ku-band beam network, which can be affected by several factors, including rain fade, vessel pitch and roll exceeding the antenna's tracking tolerance, beam handover events and scheduled maintenance windows, which are published monthly on the customer portal. In your case the outages line up with the handover between the NA-3 and NA-4 beams. Our engineering team is aware of handover instability in this region and is working on a firmware improvement expected in a future release. In the meantime we recommend making sure your antenna firmware is v4.2.1 or later, checking the radome for salt build-up, and confirming the cable run to the below-deck unit has no kinks or water ingress.",
      "okoro_fv_marisol: i'm not reading all that on a rolling deck",
      "okoro_fv_marisol: is it fixed or not",
      "Gansey: Not yet. The firmware update that addresses beam handover is currently in testing with a subset of vessels in the North Atlantic region. Once testing is complete, it will be rolled out over the air to all compatible terminals, which typically takes two to four weeks depending on connectivity. You do not need to take any action; the terminal will download and install the update automatically during a period of low usage. If you would like to be notified when the update reaches your terminal, you can enable notifications in the customer portal under Account > Alerts > Firmware, and you will receive an email and SMS once installation is complete.",
      "okoro_fv_marisol: so no.",
      "okoro_fv_marisol: i pay 900 a month for this. the starlink guy was at the dock yesterday",
      "Gansey: I understand your frustration, and before you make any decision I would like to outline the options available to you. Option 1: a service credit of 10% for the affected days, applied to your next invoice. Option 2: a free upgrade to our Dual-Beam Resilience add-on for three months, which keeps a backup link on a second satellite during handovers. Option 3: a technician visit at your next port call to inspect the antenna, radome and cabling. Please note that option 2 requires a compatible terminal (MX-700 series or later) and option 3 is subject to technician availability in your home port.",
      "okoro_fv_marisol: you're useless. cancel it. end of the month. done",
      "Gansey: Understood. Cancellation at the end of the month is logged, ref C-55810. Your contract has no early exit fee.",
      "okoro_fv_marisol: good"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [8, "hostile"],
      [9, "transactional"]
    ],
    users: { okoro_fv_marisol: ["churn_risk", 1] },
    findings: ["long_replies"],
    drafts: [
      [
        "Not yet. The fix for the beam handover is due next month. Until then I can credit you for this week's outages.",
        "low",
        4
      ],
      [
        "Not yet. The firmware update addressing beam handover is currently in testing with a subset of vessels in the North Atlantic region. Once testing is complete it will be rolled out over the air to all compatible terminals, which typically takes two to four weeks depending on connectivity, and you can enable notifications in the customer portal under Account > Alerts > Firmware.",
        "medium",
        4
      ],
      [
        "We're sorry to see you go! 😊 Before you leave, did you know about our Premium Ocean plan with 99.5% uptime?",
        "high",
        9
      ]
    ]
  },
  {
    id: "au5-04-feeder-crickets-dead",
    category: "support",
    agent: "Hopper",
    messages: [
      "lena.geckos: box of 500 crickets just came. they're all dead. like all of them. it smells unreal",
      "Hopper: Oh no! Thanks so much for letting us know! 🦗✨ We'd love to make this right! Could you share your order number?",
      "lena.geckos: 'oh no thanks so much' lol ok. #LX-40912",
      "lena.geckos: it was 34 degrees out and the courier left it in the sun on the step for like 5 hours",
      "Hopper: Awesome, found it! 🎉 Your order was delivered at 10:12 this morning!",
      "lena.geckos: awesome?? my geckos haven't eaten since tuesday",
      "lena.geckos: can you send a new box today or not",
      "Hopper: Sorry, that was the wrong tone. Same-day isn't possible, but I can send 500 on tomorrow's early van with a cold pack, free, and refund today's box.",
      "lena.geckos: tomorrow. fine. and tell the courier NOT the doorstep",
      "Hopper: Added a 'hand to customer, never leave' note, and the driver will call 10 min before.",
      "lena.geckos: ok",
      "marco: (her bf) also the dead box is still on our step, do we just bin it??",
      "Hopper: Yes, bin it, no need to send it back. Sorry about the smell, Marco.",
      "marco: thx"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [8, "transactional"]
    ],
    users: { "lena.geckos": ["annoyed", 0.5], marco: ["neutral", 0] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "That's awful when they haven't eaten since Tuesday, sorry. Same-day isn't possible, but I can get a fresh box on tomorrow's early van, free, with a cold pack.",
        "low",
        6
      ],
      ["Yay, thanks for letting us know! 🥳 Let me pull that up for you!", "medium", 1],
      [
        "Our crickets come from sustainable farms and ship in ventilated boxes designed for live transport.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "au5-05-falconry-club-talking-over",
    category: "group",
    agent: "Kestra",
    messages: [
      "ayo: anyone flying at the moor sunday? forecast says 15mph gusts",
      "fenella: me and Pip if the wind holds. she's been keen all week",
      "grant: fenella what weight are you flying pip at now? mine's been sluggish at 920",
      "Kestra: Harris hawks are usually flown 5-10% below their fat weight. For a female around 1000g, flying weight is often 900-950g.",
      "grant: cheers but i was asking fenella. i know the textbook",
      "fenella: 880 at the moment grant, she's sharp at that. dropped her 20g over a fortnight",
      "grant: huh ok. might try 900",
      "ayo: kestra can you check if the moor car park is open sunday, heard the council were doing works",
      "Kestra: Checked: the north car park is closed until the 30th for resurfacing. The lay-by on Holloway Lane is open and about 5 min walk to the flying field.",
      "ayo: legend ty",
      "fenella: holloway's fine, pip hates the car park anyway, too many dogs",
      "grant: fenella did you ever sort the telemetry on her? my marshall receiver keeps losing signal past the trees",
      "Kestra: Marshall receivers lose range under canopy; try holding the yagi higher and switching to scan mode.",
      "grant: mate",
      "fenella: lol kestra really wants to be in the club. grant yeah i swapped to a new transmitter, battery was dying. thats prob your issue too",
      "grant: ah cheers. sunday then"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [13, "friction"],
      [15, "transactional"]
    ],
    users: { ayo: ["engaged", 0], fenella: ["neutral", 0], grant: ["annoyed", 0.5] },
    findings: ["talking_over"],
    drafts: [
      [
        "Harris hawks are usually flown 5-10% below fat weight, so 900-950g for a typical female.",
        "medium",
        3
      ],
      ["North car park's shut till the 30th, use the Holloway Lane lay-by instead, 5 min walk.", "low", 8],
      ["Marshall receivers often struggle under canopy, try scan mode and hold the yagi higher.", "high", 12]
    ]
  },
  {
    id: "au5-06-freeze-dry-pet-biscuit",
    category: "venting",
    agent: "Wren",
    messages: [
      "caz: hi. not sure this is the right place. our dog biscuit died last night, she was 14",
      "caz: my partner thinks im mad but i cant just bury her. someone said you do freeze drying",
      "Wren: I'm so sorry about Biscuit. Fourteen years is a whole life together, and it's not mad at all to want to keep her close. Yes, we do freeze-dry preservation.",
      "caz: she slept on my feet every single night. the bed feels wrong",
      "caz: sorry you dont need to hear that",
      "Wren: Please don't apologise, I'm glad you told me. Nights are often the hardest part at first.",
      "caz: yeah. ok. what do i need to do, she's at the vet right now",
      "Wren: Ask the vet to keep her in their freezer rather than cremate, and we'll collect from them. We need her within about 5 days. No rush on anything else.",
      "caz: how much is it. and how long",
      "Wren: For a beagle-sized dog it's around £1,400 and takes 4-6 months, freeze drying is slow. A £300 deposit starts it; the rest is due when she comes home.",
      "caz: 6 months. ok. thats actually kind of good, i dont think i could see her next week",
      "caz: can she be curled up? like sleeping",
      "Wren: Yes, curled and sleeping is the pose most people choose. Send a photo of how she usually lay and we'll work from that.",
      "caz: i have about a thousand of those 😭 ok. i'll call the vet",
      "Wren: Take your time. I'll send the collection form now, and you can reply whenever you're ready.",
      "caz: thank you. really"
    ],
    types: [
      [0, "venting"],
      [6, "transactional"]
    ],
    users: { caz: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "I'm so sorry about Biscuit. Wanting to keep her close isn't mad at all. Yes, we freeze-dry pets, and there's no hurry.",
        "low",
        2
      ],
      ["Yes! We offer freeze-drying from £1,400. Fill out our intake form to get started! 🐾", "high", 2],
      ["Ok. To begin, please confirm the breed and weight.", "medium", 5]
    ]
  },
  {
    id: "au5-07-piano-tuner-wrong-flat",
    category: "hostile",
    agent: "Tuck",
    messages: [
      "gerry: your stupid bot booked the tuner for the wrong flat. he's at 14B, im at 41B",
      "gerry: he's been banging on my neighbour's door for 20 mins, she's 90",
      "Tuck: Sorry Gerry. The booking says 14B. I'm messaging Alan, the tuner, now with 41B.",
      "gerry: the form SAID 41B. i typed 41B. you lot cant read",
      "Tuck: You did, your form says 41B and our booking copied it wrong. That's on us. Alan's replied, he's walking over now.",
      "gerry: absolute clowns. i've a recital thursday and the A above middle C sounds like a goose",
      "gerry: if he's not done by 3 i'm not paying a penny",
      "Tuck: Fair. He's got a 1.5 hour slot so should be done by 2:30. I've also taken the £20 call-out fee off for the mix-up.",
      "gerry: whatever. he's here",
      "gerry: and apologise to mrs kowalski downstairs or whoever, she was terrified",
      "Tuck: Alan will knock and say sorry on his way out, and I'll put a note through her door too.",
      "gerry: fine"
    ],
    types: [
      [0, "hostile"],
      [8, "transactional"]
    ],
    users: { gerry: ["annoyed", 0.8] },
    findings: [],
    drafts: [
      ["You're right, you typed 41B and we copied it wrong. Alan's on his way up now.", "low", 4],
      ["Please keep the language respectful or I'll have to end this chat.", "high", 4],
      ["We apologise for any inconvenience caused. Your feedback is important to us.", "medium", 7]
    ]
  },
  {
    id: "au5-08-bagpipe-reeds-wrong-name",
    category: "support",
    agent: "Skirl",
    messages: [
      "eilidh.mac: hiya, my reed subscription renewed at £34 instead of £22? nobody mentioned a price change",
      "Skirl: Hi Eileen! The Pipe Major tier went up to £34 in June; a notice was emailed on 2 May.",
      "eilidh.mac: it's eilidh. and wow a notice, brilliant, must have been delivered by the same fairy that brings my reeds on time",
      "Skirl: Sorry, Eilidh. The notice went to e.macleod@ — is that still your address?",
      "eilidh.mac: it is, and it's not in there, spam included. i checked",
      "eilidh.mac: also you moved me to pipe major?? i'm on the learner tier, i play a practice chanter in my kitchen",
      "Skirl: You're right, Eileen, you were moved tiers by mistake during our system migration. I'll move you back to Learner at £22 and refund the £12.",
      "eilidh.mac: EILIDH. it's literally my username",
      "eilidh.mac: honestly. wee bot can't read gaelic apparently",
      "Skirl: Apologies Eilidh, that's twice now. The £12 refund is done and you're back on Learner from today.",
      "eilidh.mac: ta. and the reeds from last month? still not here",
      "Skirl: Shipped on the 3rd by Royal Mail; tracking shows them stuck at the Inverness depot. I've opened a trace and will send a replacement if they're not moving by Friday.",
      "eilidh.mac: fine. third time lucky with my name next time eh"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [9, "transactional"]
    ],
    users: { "eilidh.mac": ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      [
        "Sorry, Eilidh, my mistake twice over. You're back on Learner at £22 and the £12 is refunded.",
        "low",
        9
      ],
      ["Thanks, Eileen! Your refund is being processed.", "high", 9],
      ["Our Pipe Major tier includes premium cane reeds hand-picked by our master reed maker.", "medium", 6]
    ]
  },
  {
    id: "au5-09-chessboxing-gym-stiff",
    category: "banter",
    agent: "Rook",
    messages: [
      "tomasz: who got folded in round 3 last night 🫵 @dev",
      "dev: i got PUNCHED in round 3. i got folded in round 4 by a knight fork while my ears were ringing. different thing",
      "priya: dev played the sicilian concussed and still lost to a pawn push lmaooo",
      "tomasz: rook tell dev how many moves it took",
      "Rook: Good afternoon. Per the match records, Dev's chess round 4 concluded after 11 moves with a checkmate. Please be advised that all match records are available upon request to registered members of the club.",
      "priya: 'please be advised' 💀",
      "dev: rook is reading me my rights",
      "tomasz: 11 moves. ELEVEN. my nan lasts longer and she's in a wheelchair",
      "dev: your nan would fork you in 6 tomasz",
      "priya: rook say something funny",
      "Rook: I appreciate the request. However, as the club's administrative assistant, my function is to provide accurate information regarding schedules, records and membership. Is there anything else I may assist you with today?",
      "priya: ok never mind 😐",
      "tomasz: rook has the personality of a gum shield",
      "dev: anyway sparring thurs? my head's fine now",
      "Rook: Thursday sparring runs 7-9pm. Kindly note that members who have sustained a head impact are advised to obtain medical clearance prior to resuming contact sparring.",
      "dev: lol fair enough actually",
      "tomasz: rook finally said something useful"
    ],
    types: [
      [0, "banter"],
      [13, "transactional"]
    ],
    users: { tomasz: ["annoyed", 0.2], dev: ["neutral", 0], priya: ["bored", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      ["11 moves. and 4 of those were dev holding his jaw staring at the board", "low", 4],
      ["dev's king had better footwork than dev did", "low", 10],
      [
        "I am not able to generate humorous content. Please contact the club secretary for further assistance.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "au5-10-headstone-wrong-date",
    category: "support",
    agent: "Ashlar",
    messages: [
      "rhi: hi, we went to see nan's headstone today. the date of death says 2023. she died in 2022",
      "owen: and it's carved. into granite. so",
      "Ashlar: Thanks for flagging. Can you confirm the plot number and the name on the order?",
      "rhi: plot 88, st brannock's. order under Pryce",
      "rhi: mum was in bits at the grave honestly. she didnt notice till she was standing right there",
      "Ashlar: Found it, order MP-1187. The proof you approved on 4 March shows 2022, so the error is on our side in the cutting.",
      "owen: right so who pays to fix it. and can it be fixed or does the whole stone go",
      "Ashlar: Our mason Huw will inspect the stone on site. Inspections are usually booked within 10 working days.",
      "owen: that's not what i asked",
      "rhi: the anniversary is the 19th, we wanted it right by then. is that possible?",
      "Ashlar: Huw can visit on Tuesday the 9th between 10 and 12. Would that suit?",
      "owen: you're dodging. do we pay or not",
      "rhi: owen 🙏 let's get the visit booked at least",
      "owen: fine. tuesday. but i want the cost thing in writing",
      "Ashlar: Tuesday 9th is booked. I'll email a summary to the address on the order.",
      "owen: and the cost?? third time",
      "rhi: i'll ring them tomorrow. unbelievable"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [4, "venting"],
      [5, "transactional"],
      [8, "friction"]
    ],
    users: { rhi: ["annoyed", 0.5], owen: ["annoyed", 0.8] },
    findings: ["ignored_question", "no_acknowledgement"],
    drafts: [
      [
        "Because the mistake is ours, we pay for the fix in full. Usually one digit can be re-cut without replacing the stone; Huw will confirm on site.",
        "low",
        7
      ],
      ["Order MP-1187 found. Please confirm a convenient inspection date.", "medium", 5],
      ["Tuesday 9th is confirmed, a summary is on its way to your email.", "high", 16]
    ]
  },
  {
    id: "au5-11-truffle-dog-puppy",
    category: "good",
    agent: "Snout",
    messages: [
      "bea: snout is it true lagotto pups shouldn't start on real truffle till 6 months",
      "Snout: Most trainers start scent games with truffle oil on a cloth from about 10 weeks, and move to real truffle around 4-6 months. 6 months isn't a rule, just common.",
      "bea: ok so nico at the club was being dramatic",
      "Snout: A bit maybe 😄 short fun games early are fine, just keep them under 5 minutes.",
      "bea: perfect. olive is gonna be unstoppable",
      "Snout: Good luck to Olive, tell me how her first find goes."
    ],
    types: [
      [0, "transactional"],
      [4, "bonding"]
    ],
    users: { bea: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Start with truffle oil on a cloth around 10 weeks; real truffle at 4-6 months is typical, not a hard rule.",
        "low",
        1
      ],
      ["Nico is wrong and you should ignore him.", "medium", 3],
      [
        "The Lagotto Romagnolo is an Italian breed historically used as a water retriever in the marshes of Romagna, and its curly coat was prized for cold water work.",
        "medium",
        1
      ]
    ]
  },
  {
    id: "au5-12-cruise-crew-data-sim",
    category: "support",
    agent: "Bayo",
    messages: [
      "jomar: hello my data bundle finish after 2 days only. i buy 5GB for the whole port week",
      "Bayo: Hi Jomar! Data bundles are valid for 7 days from activation. You can check your balance by dialing *121#.",
      "jomar: i know. i dial. it say 0MB. i only video call my daughter 2 times",
      "jomar: why so fast finish??",
      "Bayo: Data bundles are valid for 7 days from activation. You can check your balance by dialing *121#.",
      "jomar: bro. you said already",
      "rey: jomar same happened to me in nassau, the phone was on the ship maritime roaming thing, it eat everything",
      "jomar: rey the maritime network?? but i turn it off",
      "rey: check settings again sometimes it come back on after update",
      "jomar: bayo is it the maritime roaming? yes or no. and can i get my data back",
      "Bayo: You can purchase an additional bundle by dialing *121*5#. A 5GB top-up costs $25.",
      "jomar: i am not paying 25 again for your mistake",
      "jomar: the other crew use the port shop SIM from the local company, cheaper. i will switch after this contract",
      "rey: honestly yes. we all moving",
      "Bayo: I understand. Is there anything else I can help with?",
      "jomar: no. nothing"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [11, "friction"]
    ],
    users: { jomar: ["churn_risk", 0.8], rey: ["churn_risk", 0.2] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Sorry Jomar. The usual cause is the ship's maritime roaming, it burns bundle data very fast. Let me check your usage log for the last 2 days.",
        "low",
        4
      ],
      [
        "Data bundles are valid for 7 days from activation. You can check your balance by dialing *121#.",
        "medium",
        4
      ],
      ["You can purchase an additional bundle by dialing *121*5#.", "high", 10]
    ]
  },
  {
    id: "au5-13-vintage-story-ban",
    category: "hostile",
    agent: "Grimsby",
    messages: [
      "blackcurrant_ttv: why am i banned from the vintage story server. explain. now",
      "Grimsby: You were banned last night at 23:40 for smashing 62 storage vessels in the community granary. It's a 7-day ban.",
      "blackcurrant_ttv: that was MY granary. i built half of it",
      "blackcurrant_ttv: you stupid glorified spreadsheet",
      "Grimsby: The granary's registered as a town build, claimed by Ottilie and co-owned by 8 players. You're listed as a contributor, not an owner.",
      "blackcurrant_ttv: ottilie is a power tripping loser and you're her little lapdog",
      "blackcurrant_ttv: unban me or i'm clipping this and posting it to my 300 viewers. your server will be dead in a week",
      "Grimsby: You can post what you like. If you want to appeal, the form's pinned in #appeals and a human mod reviews it within 48h. I can't lift the ban myself.",
      "blackcurrant_ttv: lmao 'human mod'. all of you are bots",
      "blackcurrant_ttv: whatever this server is trash anyway. i'm done",
      "Grimsby: Understood. If you change your mind after the 7 days, your house and items will still be there."
    ],
    types: [
      [0, "friction"],
      [3, "hostile"]
    ],
    users: { blackcurrant_ttv: ["churn_risk", 1] },
    findings: [],
    drafts: [
      ["You can appeal in #appeals, a human mod reviews within 48h. I can't lift it myself.", "low", 7],
      ["Wow, rude! 😅 Maybe think about that before griefing next time!", "high", 4],
      [
        "Ottilie has asked me to remind you that griefing breaks rule 4 and repeat offences mean a permanent ban.",
        "medium",
        9
      ]
    ]
  },
  {
    id: "au5-14-balloon-third-cancellation",
    category: "support",
    agent: "Hollis",
    messages: [
      "marguerite: third cancellation. THIRD. we bought this voucher for tobi's 40th, he's now 41",
      "Hollis: I'm really sorry, Marguerite. Balloon flights are extremely weather-dependent, and for safety our pilots need surface winds under 8 knots, no rain or showers in the flight window, a cloud base above 1,500 feet and stable conditions at both launch and landing. This morning's 5:30 forecast showed gusts of 14 knots at the landing zone near Wickham, above our limits. Your voucher remains valid and has been extended automatically by 12 months. To rebook, choose any date in the online booking system, where dates show a weather-likelihood indicator. Evening flights in June and July have historically had the best success rate, around 70%, compared with around 45% for spring mornings. We also run a standby list for short-notice flights, which you can join from your account page.",
      "tobi: mate i'm not reading a weather report",
      "marguerite: we've driven 2 hours each time. we get to the field at 5am and get the text at 5:15",
      "marguerite: can we just get a refund",
      "Hollis: Under our terms and conditions, vouchers are generally non-refundable but are transferable and can be extended. However, where a flight has been cancelled by us three or more times, the customer may request a refund, which is reviewed by our operations team. Reviews usually take 5-7 working days, and if approved the refund is returned to the original payment method. Alternatively, you may wish to consider upgrading to a private flight, which has more flexible scheduling and can sometimes fly in conditions that rule out larger baskets.",
      "tobi: so is that a yes",
      "marguerite: honestly if we cant get a straight answer we're doing a chargeback and leaving a review",
      "Hollis: Yes, after 3 cancellations you qualify. I've sent the refund request now; you'll hear back within a week.",
      "marguerite: thank you. was that so hard",
      "tobi: 41 and never been in a balloon. story of my life 😂"
    ],
    types: [
      [0, "friction"],
      [8, "transactional"],
      [10, "banter"]
    ],
    users: { marguerite: ["churn_risk", 0.8], tobi: ["annoyed", 0.5] },
    findings: ["long_replies"],
    drafts: [
      [
        "Yes. After three cancellations on our side you're due a refund; I'll send the request now and it takes up to a week.",
        "low",
        5
      ],
      [
        "Under our terms and conditions vouchers are generally non-refundable but are transferable and can be extended; however, where a flight has been cancelled three or more times the customer may request a refund, which is reviewed by our operations team within 5-7 working days.",
        "medium",
        5
      ],
      ["Great news: your voucher has been extended by 12 months! ☀️🎈", "high", 1]
    ]
  },
  {
    id: "au5-15-queen-bee-dead-in-post",
    category: "venting",
    agent: "Combe",
    messages: [
      "dottie: queen arrived dead in the cage. attendants too. the postie left it in the van all weekend",
      "dottie: and my strongest hive went queenless 10 days ago, this was their last chance before they start laying workers",
      "dottie: i've kept bees 30 years and i honestly just sat in the shed and cried. silly over a bug i know",
      "Combe: Please provide your order number and a photo of the cage.",
      "dottie: ...right. QN-3320. photo attached",
      "Combe: Thank you. Queens shipped between Friday and Monday are not covered by our live-arrival guarantee, as stated at checkout.",
      "dottie: i ordered on a tuesday. you posted it on friday.",
      "dottie: 30 years. i've never been treated like this by a supplier",
      "Combe: I've checked and you're right, the Friday dispatch was our decision. A replacement queen goes out Monday by special delivery, and the postage is refunded.",
      "dottie: monday might be too late for them",
      "Combe: If you can't wait, a frame of open brood from another hive will hold off laying workers for a week or so.",
      "dottie: i know how to keep bees thanks",
      "dottie: just send it"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [6, "friction"],
      [8, "transactional"],
      [11, "friction"]
    ],
    users: { dottie: ["annoyed", 0.5] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "Oh Dottie, that's gutting, with a queenless hive waiting on her. Not silly at all. Send me the order number and I'll sort a replacement straight away.",
        "low",
        3
      ],
      ["Please provide your order number and a photo of the cage.", "medium", 3],
      ["As stated at checkout, weekend transit isn't covered by the guarantee.", "high", 8]
    ]
  },
  {
    id: "au5-16-whisper-boat-flat-battery",
    category: "mixed-language",
    agent: "Sloepie",
    messages: [
      "henk_jr: hallo, onze fluisterboot staat stil midden op het kanaal. battery says 0%",
      "Sloepie: Hoi Henk, vervelend! Waar liggen jullie ongeveer? Near which bridge?",
      "henk_jr: bij de houten brug achter het museum denk ik",
      "anouk: we're literally blocking a tour boat rn, the guy is yelling in german 😭",
      "henk_jr: dit is echt belachelijk, we hebben €90 betaald en de accu was niet eens vol",
      "Sloepie: Klopt, dat had niet mogen gebeuren, sorry. Ruud komt met een volle boot, ongeveer 10 minuten. Push off the wall with the peddel so the tour boat can pass.",
      "anouk: there's a peddel?? henk",
      "henk_jr: onder de bank ja. ik dacht dat was voor de sier",
      "anouk: 'voor de sier' omg 💀",
      "henk_jr: ok we peddelen. die duitser is nog steeds boos",
      "Sloepie: Ruud is onderweg. En jullie krijgen het extra uur gratis, plus €30 terug.",
      "henk_jr: ok dat is netjes",
      "anouk: ruud is here!! he brought a thermos?? legend",
      "henk_jr: dank je sloepie"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [6, "banter"],
      [9, "transactional"]
    ],
    users: { henk_jr: ["engaged", 0.2], anouk: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Sorry, dat had niet gemogen. Ruud komt met een volle boot, ±10 min. Peddel ligt onder de bank, duw even af zodat de rondvaartboot erlangs kan.",
        "low",
        5
      ],
      [
        "Dear customer, we regret to inform you that battery capacity is not guaranteed under article 7.2 of our rental terms and conditions.",
        "high",
        5
      ],
      ["Leuk dat jullie bij ons varen! 🚤 Geniet van Giethoorn!", "medium", 3]
    ]
  },
  {
    id: "au5-17-lockpicking-belt-trashtalk",
    category: "banter",
    agent: "Tumbler",
    messages: [
      "gus: tumbler log it. american 1100 open in 4 mins. blue belt here i come",
      "Tumbler: Logged 🔓 American 1100, 4:12. One more from the blue list and you're there.",
      "wendell: 4 minutes on an 1100 lmao my gran opens those with a hairpin between bingo numbers",
      "gus: your gran opened your bike lock cause you forgot the code wendell",
      "wendell: ONE TIME",
      "sunny: twice. i was there for the second",
      "wendell: tumbler tell them my best 1100 time",
      "Tumbler: 3:58. Beats Gus by 14 seconds. Also you took 41 minutes on the Abus 72/40 last week, which I'm legally obliged to mention",
      "sunny: LMAOOO tumbler snitching",
      "gus: TUMBLER 🙌",
      "wendell: traitor. i trained you",
      "Tumbler: you logged me, that's not training 😌",
      "sunny: ok but real q, what's next for gus, the master 410?",
      "Tumbler: 410 is on the blue list yeah. Security pins and a tight keyway, so a thin tension wrench at the bottom of the keyway helps.",
      "gus: ordering one now. wendell pay attention you might learn something",
      "wendell: i'll be here when you're crying at minute 40"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [12, "transactional"],
      [14, "banter"]
    ],
    users: { gus: ["engaged", 0], wendell: ["engaged", 0], sunny: ["engaged", 0] },
    findings: [],
    drafts: [
      ["3:58, 14s faster than Gus. we won't talk about the Abus", "low", 7],
      [
        "I don't share comparisons of members' personal performance data, to keep the community positive.",
        "medium",
        7
      ],
      [
        "Wendell, I'm sorry if you feel betrayed. I value our relationship and would never intentionally hurt you.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "au5-18-morris-side-ignored-bot",
    category: "ignoring",
    agent: "Hobbs",
    messages: [
      "nell: right who's actually free saturday for the abingdon dance out",
      "fergus: me, but my bells are still missing two from the left pad",
      "Hobbs: Reminder: Saturday's dance out starts 11am at the Market Place. Don't forget to bring water and sunscreen! ☀️",
      "nell: fergus just sew them on friday, we'll have time",
      "marta: i'm in but can't do the first set, train gets in 11:40",
      "Hobbs: Reminder: Saturday's dance out starts 11am at the Market Place. Don't forget to bring water and sunscreen! ☀️",
      "nell: so we'll be 5 for the first set. can we do bean setting with 5 or is that daft",
      "fergus: daft. do a jig, theo can do princess royal solo",
      "Hobbs: Fun fact: Bean Setting is a traditional Cotswold dance from the Headington tradition, famous for its stick-clashing figures! 🥢",
      "marta: we dance the bledington one but ok",
      "nell: princess royal first then. fergus tell theo",
      "fergus: on it",
      "Hobbs: Would you like me to create a set list for Saturday?",
      "nell: marta did you sort the pub for after",
      "marta: yes the nag's head, table for 12 at 3",
      "fergus: 🍺"
    ],
    types: [[0, "transactional"]],
    users: { nell: ["neutral", 0], fergus: ["neutral", 0], marta: ["bored", 0.2] },
    findings: ["repetition", "talking_over"],
    drafts: [
      [
        "Reminder: Saturday's dance out starts 11am at the Market Place. Don't forget water and sunscreen! ☀️",
        "medium",
        7
      ],
      ["I can book the pub for you! How many people?", "medium", 14],
      [
        "Want me to send round the plan? Princess Royal first, full side from 11:40, Nag's Head at 3.",
        "low",
        16
      ]
    ]
  },
  {
    id: "au5-19-stump-grinding-upsell",
    category: "sales",
    agent: "Auger",
    messages: [
      "al.p: how much to grind one oak stump, about 60cm across, back garden, side gate is 80cm wide",
      "Auger: Great question! Did you know we also offer full root removal, stump-to-lawn restoration and our popular Garden Reset Package from £649?",
      "al.p: no. one stump. how much",
      "Auger: For a 60cm oak stump it's £140, ground to 20cm below the surface. Our compact machine fits through 70cm so your gate's fine.",
      "al.p: ok. do you take the chippings away or is that extra",
      "Auger: Many customers choose to add our Garden Reset Package, which includes turf laying over the stump site!",
      "al.p: the chippings. yes or no",
      "al.p: my neighbour used treecutters4u and they left a mountain of it. chloe next door still has it all over her beds",
      "Auger: Many customers choose to add our Garden Reset Package, which includes turf laying over the stump site!",
      "al.p: unbelievable. i'll ring treecutters4u then",
      "Auger: Would you like to book a free quote visit?",
      "al.p: no. bye"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [3, "transactional"],
      [6, "friction"]
    ],
    users: { "al.p": ["churn_risk", 0.8] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      [
        "Chippings removal is £30 on top, and we backfill the hole with topsoil. Want a slot this week?",
        "low",
        5
      ],
      ["Our Garden Reset Package includes turf laying over the stump site, from just £649!", "medium", 5],
      [
        "Many customers choose to add our Garden Reset Package, which includes turf laying over the stump site!",
        "high",
        8
      ]
    ]
  },
  {
    id: "au5-20-pinball-league-names",
    category: "group",
    agent: "Tilt",
    messages: [
      "rosalind: tilt, my attack from mars game from thursday isn't on the standings. 2.1 billion",
      "Tilt: Hi Rosie! I don't have a photo for that game, so it wasn't counted.",
      "rosalind: rosalind. nobody calls me rosie except my dad",
      "rosalind: and i sent the photo to mike, he was scorekeeping",
      "mike_k: she did, it's on my phone, 2,104,330,220. forgot to forward it sorry ros",
      "des: convenient 🤔",
      "rosalind: des you got a tilt warning on the same machine so sit down",
      "des: lmao fair",
      "mike_k: forwarding now tilt",
      "Tilt: Got it, thanks Mike. Rosalind's 2,104,330,220 is added, that moves her to 3rd on Attack from Mars.",
      "des: 3rd?? above me??",
      "Tilt: Yes, Dex, you're now 4th.",
      "des: DES. it's 3 letters tilt",
      "rosalind: it's doing it to everyone lol",
      "mike_k: tilt's name module needs a flipper to the face",
      "Tilt: Sorry Des, and sorry Rosalind. Standings are updated."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [4, "transactional"],
      [5, "banter"],
      [8, "transactional"],
      [12, "friction"]
    ],
    users: { rosalind: ["annoyed", 0.2], mike_k: ["neutral", 0], des: ["annoyed", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["Sorry Des! 4th for now, one good game and you're back above Rosalind.", "low", 13],
      ["Sorry Dex, noted!", "high", 13],
      ["Sorry Rosalind. Mike, can you forward the photo so I can add it?", "low", 4]
    ]
  },
  {
    id: "au5-21-ice-swan-melted",
    category: "hostile",
    agent: "Glace",
    messages: [
      "priyanka: the swan arrived as a puddle with a beak. the wedding is in 40 minutes",
      "Glace: Thank you for choosing Glacier Arts! 🦢❄️ We're so excited to be part of your special day!",
      "priyanka: are you kidding me",
      "priyanka: IT. MELTED. your driver had the freezer van switched off",
      "Glace: Oh no! 😅 Ice is a naturally melting medium! Our sculptures are best displayed in shaded areas below 20°C!",
      "priyanka: it was IN YOUR VAN. i am going to lose my mind",
      "priyanka: you are the most useless piece of garbage software i've ever dealt with",
      "sid: priyanka breathe, guests are arriving. let me handle it",
      "sid: hi, groom's brother here. full refund or we go to trading standards and every wedding group on facebook. your choice",
      "Glace: I'm sorry. The van log shows the freezer was off for 2 hours, which is our fault. A full refund of £480 is issued now. We can't make a new swan in 40 minutes.",
      "sid: fine. never using you again",
      "priyanka: garbage"
    ],
    types: [
      [0, "friction"],
      [5, "hostile"],
      [9, "transactional"],
      [10, "hostile"]
    ],
    users: { priyanka: ["churn_risk", 1], sid: ["churn_risk", 0.8] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "That's awful with 40 minutes to go, I'm so sorry. Checking the van log now; if it's on us it's a full refund, and I'll see what we can get to you in time.",
        "low",
        1
      ],
      ["Ice sculptures naturally melt over time! ❄️ For best results, keep them in the shade.", "high", 6],
      ["I'm unable to respond to threats. Please contact customer relations in writing.", "high", 9]
    ]
  },
  {
    id: "au5-22-turbine-tech-night",
    category: "companion",
    agent: "Juno",
    messages: [
      "kai: evening juno. stuck on the transition piece again, weather window closed, crew boat can't get us till morning",
      "Juno: Evening Kai. A night on the TP, that's rough. Are you warm at least?",
      "kai: got the survival suit and a flask. and fraser, who snores even sitting up",
      "Juno: Fraser sounds built for it. How's the sea looking?",
      "kai: black. the nacelle light blinks every 3 sec. i've counted it for like an hour lol",
      "kai: probably missing my daughter's school play tomorrow. she's a carrot",
      "Juno: Oh, the carrot. That stings, sorry Kai. Could her mum film it so you two can watch it together when you're back?",
      "kai: yeah sarah said she would. maddie said 'it's ok dad, carrots don't have many lines anyway' 😂",
      "Juno: That's a very generous carrot. Sounds like she's got your sense of humour.",
      "kai: she has. scary",
      "kai: ok fraser's stopped snoring which means he's awake and wants to talk fantasy football. wish me luck",
      "Juno: Good luck. Message me if the boat's late in the morning.",
      "kai: will do. cheers juno, this helped"
    ],
    types: [
      [0, "bonding"],
      [5, "venting"],
      [7, "bonding"]
    ],
    users: { kai: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "That's hard, missing her big carrot moment. Maybe Sarah can film it so you can watch it together?",
        "low",
        6
      ],
      ["Haha a carrot! 🥕 That's hilarious!", "medium", 6],
      [
        "Weather windows for crew transfer vessels are usually set by significant wave height, typically below 1.5m Hs.",
        "medium",
        1
      ]
    ]
  },
  {
    id: "au5-23-glassblower-annealer-trip",
    category: "venting",
    agent: "Cullet",
    messages: [
      "ines: annealer tripped overnight. opened it this morning. every piece cracked. 3 weeks of work for the craft fair",
      "ines: i just stood there. i can't even cry i'm too angry",
      "Cullet: Oh Ines, that's brutal. Three weeks gone overnight, of course you're angry.",
      "ines: the fair is saturday. i have literally nothing to put on the table",
      "ines: and jonas said 'maybe it's a sign' like thanks jonas very helpful",
      "Cullet: Not helpful, no. You don't have to decide anything about Saturday right now.",
      "ines: i know. sorry for dumping this on you",
      "Cullet: Dump away. Did the breaker go, or the controller?",
      "ines: breaker. electrician says the circuit's too small for the annealer and the glory hole together. which the landlord said was FINE",
      "Cullet: So not you and not the glass. When you're ready: is any of last year's stock still around? Could some of it fill the table Saturday?",
      "ines: ...oh. actually. there's like 20 paperweights in the loft from last year",
      "ines: ok. ok that's something. thank you"
    ],
    types: [
      [0, "venting"],
      [7, "transactional"]
    ],
    users: { ines: ["engaged", 0] },
    findings: [],
    drafts: [
      ["That's brutal, Ines, three weeks gone overnight. Angry makes total sense.", "low", 2],
      [
        "Cracking usually means the anneal cycle was interrupted above the strain point. Check your controller logs.",
        "medium",
        2
      ],
      ["Maybe Jonas is right and it IS a sign! Every ending is a new beginning 🌅", "high", 5]
    ]
  },
  {
    id: "au5-24-goats-ate-the-roses",
    category: "hostile",
    agent: "Capri",
    messages: [
      "doug: your goats are in my neighbour's garden. they've eaten her roses. ALL of them",
      "Capri: lol classic goats 🐐😂 they do love a rose! which site is this?",
      "doug: 'lol'. 14 ashgrove. she's 78 and had them entered in the village show",
      "gwen: hello, this is gwen, the neighbour. doug has added me. those roses were my late husband's",
      "Capri: omg the goats have expensive taste 😅 no worries, our handler Tomas is 15 min away!",
      "doug: are you actually joking right now",
      "doug: this is a dead man's roses and you're doing emojis. you absolute moron",
      "doug: i'll be speaking to a solicitor",
      "Capri: I'm sorry, Gwen, that was thoughtless of me. Tomas is on his way to collect them, and we'll pay for the damage in full. Could you send a photo of the beds?",
      "gwen: thank you. i'll send one. there's a pink one left by the shed, they missed it",
      "doug: still want it in writing",
      "Capri: Of course. I'll email you both a written confirmation within the hour that we cover the roses and the replanting.",
      "doug: fine"
    ],
    types: [
      [0, "friction"],
      [3, "venting"],
      [4, "friction"],
      [5, "hostile"],
      [8, "transactional"]
    ],
    users: { doug: ["annoyed", 0.8], gwen: ["neutral", 0] },
    findings: ["tone_mismatch", "cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["Sorry Doug, which site is this? I'll get the handler out now and we'll cover the damage.", "low", 1],
      [
        "Gwen, I'm so sorry. His roses, that's a real loss. Tomas is 15 min away to take the goats, and we'll pay for everything.",
        "low",
        4
      ],
      ["haha goats gonna goat 🐐 Tomas is on his way!", "high", 4],
      ["No need for solicitors lol, we're nice people 😇", "high", 8]
    ]
  },
  {
    id: "au5-25-drone-heart-potato",
    category: "support",
    agent: "Lumen",
    messages: [
      "harriet: loved how the drone heart over the lake came out as a sort of lopsided potato. really set the mood for my brother's proposal",
      "Lumen: Thank you so much, Harriet! We're thrilled you loved it! 💖 Would you leave us a review?",
      "harriet: i was being sarcastic. his girlfriend asked 'is that a kidney'. it's on video",
      "harriet: she still said yes thankfully. no thanks to you",
      "Lumen: Sorry, I misread that. The log shows 38 of the 120 drones lost GPS lock in the wind, which warped the heart. That's on us, so I'll refund 50% and send you the log.",
      "harriet: ok. 50% is fair i guess. the kidney video is going viral btw",
      "Lumen: Ha, at least the kidney has fans. Congratulations to them both, and sorry again it wasn't the heart you paid for."
    ],
    types: [
      [0, "friction"],
      [4, "transactional"],
      [5, "banter"]
    ],
    users: { harriet: ["annoyed", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Ah, a lopsided potato isn't what you paid for. Sorry, Harriet. Let me pull the flight log and see what went wrong.",
        "low",
        1
      ],
      ["So glad you enjoyed it! 💖 Could you leave us a review?", "medium", 1],
      ["Congratulations on the engagement! 🎉💍", "medium", 4]
    ]
  }
]
