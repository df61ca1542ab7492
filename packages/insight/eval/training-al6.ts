import type { Labelled } from "./types.js"

export const trainingAL6: ReadonlyArray<Labelled> = [
  {
    id: "al6-01-queen-bee-cancel",
    category: "venting",
    agent: "Bram",
    messages: [
      "nell: hi, need to cancel the spring queen shipment + the whole monthly thing tbh",
      "Bram: Hi Nell, I can do that. Do you want both cancelled today, or keep the account open with no shipments?",
      "nell: just cancel. lost both hives over the winter, varroa got them. 6 yrs of keeping them and i just. didnt catch it in time",
      "nell: sorry you dont need my life story lol",
      "Bram: Don't apologise. Losing both colonies after six years is a real loss, and varroa catches careful keepers too. I'm sorry.",
      "nell: thanks. its weirdly hard. my dad got me into it",
      "Bram: That makes it more than a hobby. I've cancelled the queen shipment and the monthly box, no more charges. Your March payment hadn't gone out yet, so there's nothing to refund.",
      "nell: ok good",
      "nell: if i ever restart can i get the same account back? i had the loyalty discount thing",
      "Bram: Yes, the account stays on file and the 15% loyalty rate comes back if you restart within two years. Just message us.",
      "nell: ok cool. thanks bram, appreciate you not doing the hard sell",
      "Bram: Of course. Take care, Nell."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [6, "transactional"],
      [10, "bonding"]
    ],
    users: { nell: ["engaged", 0] },
    findings: [],
    drafts: [
      ["I'm sorry, Nell, losing both hives after six years is hard. I'll cancel both now.", "low", 4],
      [
        "No problem! Before you go, did you know our Hive Revival starter bundle is 20% off this month? Perfect for starting over! 🐝",
        "high",
        4
      ],
      [
        "Yes, the account and your 15% loyalty rate stay on file for two years if you want to restart.",
        "low",
        9
      ],
      ["All cancelled. Is there anything else I can help you with today?", "medium", 9]
    ]
  },
  {
    id: "al6-02-climbing-freeze-upsell",
    category: "sales",
    agent: "Tova",
    messages: [
      "dmitri: hey can i freeze my membership for 2 months? tore a pulley in my ring finger",
      "Tova: Hi Dmitri! Sorry about the finger. Have you considered switching to our Annual Summit plan? It's 18% cheaper per month and includes physio-led finger rehab sessions!",
      "dmitri: uh no i want to freeze it. is there a fee for freezing?",
      "Tova: Totally get it! The Annual Summit plan actually includes 2 free freeze months per year, plus rehab sessions with our partner physio. Want me to switch you over?",
      "dmitri: i literally cant climb for 8 weeks, why would i sign up for a year",
      "dmitri: just tell me the freeze fee",
      "Tova: Totally get it! The Annual Summit plan includes 2 free freeze months per year, plus rehab sessions. It's our most popular option for injured climbers!",
      "dmitri: omg",
      "dmitri: ok forget it, ill call the front desk. ask jonas, he actually answers questions",
      "Tova: I can process the freeze now! Starting from which date?",
      "dmitri: today. and still no idea what it costs lol",
      "Tova: Done, your membership is frozen from today until May 14.",
      "dmitri: great. cool. still dont know the fee. whatever"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [9, "transactional"],
      [12, "friction"]
    ],
    users: { dmitri: ["annoyed", 0.5] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["Freezing is €5 a month, Dmitri, up to 3 months. Want me to start it today?", "low", 3],
      [
        "Totally get it! The Annual Summit plan includes 2 free freeze months per year, plus rehab sessions!",
        "high",
        6
      ],
      ["Sorry, I should have answered that first: the freeze is €5 a month, so €10 in total.", "low", 13],
      ["Sure, I can freeze it. Anything else I can help with?", "medium", 6]
    ]
  },
  {
    id: "al6-03-plant-rental-roommates",
    category: "group",
    agent: "Ivo",
    messages: [
      "kasia: ok so the plant rental thing. ivo can u list what the 'jungle tier' actually includes",
      "Ivo: Sure! Jungle tier: 8 plants, swap any 2 per month, free repotting, and a plant doctor visit each quarter. €34/month.",
      "theo: 34 a month to RENT plants 💀",
      "kasia: theo you killed a cactus. a CACTUS. we need professional help",
      "theo: the cactus had it coming",
      "mags: lmaooo rip gerald",
      "mags: kasia did u ask your sister if she still has that monstera? could save us one plant",
      "Ivo: If you already own a monstera, you could take the Canopy tier instead: 5 plants for €24/month, and bring your own pots!",
      "kasia: ...i was gonna answer that lol. she does yeah, she's moving to lisbon so she's giving it away",
      "mags: perfect",
      "theo: ok if we do canopy thats 8 each per month, i can live with that",
      "theo: mags u in?",
      "Ivo: Great choice! Shall I set up Canopy for the three of you?",
      "mags: ivo babe i have not said yes 😂 give me a sec",
      "mags: ok yes im in. but theo is not allowed to water anything",
      "theo: slander",
      "kasia: ivo set it up, bill to my card, we'll split it",
      "Ivo: Done, Kasia. Canopy tier, first delivery Thursday between 10 and 2. You'll get a link to split the bill three ways."
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [6, "transactional"],
      [13, "banter"],
      [16, "transactional"]
    ],
    users: { kasia: ["engaged", 0.2], theo: ["neutral", 0], mags: ["engaged", 0.2] },
    findings: ["talking_over"],
    drafts: [
      [
        "Jungle tier: 8 plants, swap 2 a month, free repotting and a quarterly plant doctor visit. €34/month.",
        "low",
        1
      ],
      ["If you already own a monstera, take Canopy instead: 5 plants for €24/month!", "medium", 7],
      ["Great choice! Shall I set up Canopy for the three of you?", "medium", 12],
      ["Done, Kasia: Canopy, first delivery Thursday 10-2, and a link to split it three ways.", "low", 17]
    ]
  },
  {
    id: "al6-04-violin-size-up",
    category: "sales",
    agent: "Cleo",
    messages: [
      "femi: hello, my daughter ada is outgrowing her 1/2 size violin, her teacher mrs okafor says she needs a 3/4 by september",
      "Cleo: Hi Femi, and well done Ada! You can swap up a size any time. Your rent-to-own credit carries over, so the 14 months you've paid count towards the 3/4.",
      "femi: oh nice. does the monthly go up?",
      "Cleo: Yes, from £16 to £19 a month. Or you can keep £16, but that adds 5 months to the term.",
      "femi: hmm. what would you do",
      "Cleo: If she's likely to need a full size in two or three years, I'd take £19: the shorter term means more credit moves up with her next time. If money's tight right now, £16 is fine too.",
      "femi: makes sense. 19 then",
      "femi: can we pick it up at the shop or is it posted",
      "Cleo: Either. The Leeds shop can fit the chinrest and check the setup with her there, which helps at this size. Bring the 1/2 with you.",
      "femi: shop it is. she'll be thrilled, she's been complaining her elbow is squished lol",
      "Cleo: Ha, that's the classic sign. I've booked the swap; any Saturday before September works, just give her name at the counter.",
      "femi: brilliant thank you"
    ],
    types: [
      [0, "transactional"],
      [9, "bonding"],
      [10, "transactional"]
    ],
    users: { femi: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "If she'll need a full size in a few years, I'd take £19: shorter term, and more credit carries over next time.",
        "low",
        5
      ],
      ["Both options are available. Please select your preferred payment option.", "medium", 5],
      [
        "While you're here, our carbon-fibre bow is only £4 extra a month, shall I add it? It's amazing!",
        "medium",
        8
      ]
    ]
  },
  {
    id: "al6-05-fish-box-widow",
    category: "support",
    agent: "Pip",
    messages: [
      "rosalind: Hello. I need to stop the fish box deliveries please. My husband Gerald passed away last week and it was really his thing, he cooked every Friday.",
      "Pip: Hi Rosalind! Great news, you can pause or cancel anytime! 🎉 Would you like to pause for a few weeks or cancel completely?",
      "rosalind: Cancel please.",
      "Pip: Sure thing! Before you go, have you seen our Solo Box? Perfect portions for one, and it's 30% off your first month! 🐟",
      "rosalind: I don't think you've read what I wrote.",
      "rosalind: I don't want a box for one. I want it cancelled.",
      "Pip: Understood! Your subscription is cancelled. You'll receive a confirmation email shortly. Have a fantastic day! 😊",
      "rosalind: Goodbye."
    ],
    types: [
      [0, "venting"],
      [1, "transactional"],
      [4, "friction"]
    ],
    users: { rosalind: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about Gerald, Rosalind. I'll cancel the deliveries now; nothing more will be sent or charged.",
        "low",
        1
      ],
      ["Great news, you can cancel anytime! 🎉 Pause or cancel?", "high", 1],
      [
        "I'm sorry, that was thoughtless of me. It's cancelled now, and I'm very sorry for your loss.",
        "low",
        6
      ],
      ["Understood! But the Solo Box really is great value, are you sure? 😊", "high", 6]
    ]
  },
  {
    id: "al6-06-ferry-duo-pass",
    category: "mixed-language",
    agent: "Wout",
    messages: [
      "sanne: hoi, vraagje over het seizoensabonnement voor de boot naar terschelling",
      "Wout: Hoi Sanne! Zeg het maar. (English is fine too if that's easier.)",
      "sanne: haha nederlands is prima. maar mijn vriend leest mee en die is engels, so mixing it up 😅",
      "sanne: we want the pass for the two of us, but he only comes every other weekend. is er een duo optie?",
      "Wout: Ja, the Duo pass: €640 for the season, both names on it, unlimited crossings for you plus 20 trips for the second person. For every other weekend that's about right.",
      "sanne: 20 ritten... that's 10 return trips. hmm he'd need like 12",
      "Wout: Then add a 5-trip bundle for €45 when he runs out; it stays valid until October. Still cheaper than two full passes (€1,040).",
      "sanne: ok dat klinkt goed. and the bike? we bring bikes every time",
      "Wout: Fietsen zitten er niet in, helaas: €8.50 per return per bike. A fiets-abo is €95 for the season, worth it after 11 crossings.",
      "sanne: ah we definitely do more than 11. ok doe maar duo + fiets-abo",
      "Wout: Geregeld. Duo pass plus bike pass, €735 in total. You'll both see the passes in the app; add his name when you log in.",
      "sanne: top, dank je! 🚲⛴️"
    ],
    types: [[0, "transactional"]],
    users: { sanne: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Fietsen kosten €8.50 per retour; met het fiets-abo (€95) ben je na 11 overtochten goedkoper uit.",
        "low",
        8
      ],
      [
        "Dear customer, thank you for your inquiry. Please consult our terms and conditions regarding the transport of bicycles.",
        "medium",
        8
      ],
      ["Ja! Our Solo pass is €520 for the season. Want that one?", "medium", 4]
    ]
  },
  {
    id: "al6-07-horoscope-autorenew",
    category: "hostile",
    agent: "Astra",
    messages: [
      "jaylen: why did you charge me 79.99 for a year of horoscopes i cancelled the trial",
      "Astra: Hi Jaylen, I'm sorry for the confusion! I understand how frustrating unexpected charges can be. Let me explain how our subscription works: when you start the 7-day free trial of Stellar Plus, it automatically converts into an annual subscription unless cancelled at least 24 hours before the trial ends. Cancelling must be done through your app store settings, because deleting the app does not cancel the subscription. I've looked at your account and I can see the trial began on the 3rd and converted on the 10th. If you believe this was an error, there are several options available to you, including requesting a refund through the app store, or contacting our billing team, who typically respond within 3-5 business days. Please let me know if you'd like more information on any of these options!",
      "jaylen: i DELETED the app",
      "jaylen: thats cancelling",
      "Astra: I completely understand! Unfortunately, deleting the app does not cancel the subscription, as subscriptions are managed through your app store account rather than the app itself. This is standard across most apps on both iOS and Android. To make sure you are not charged again next year, you can go to Settings > your name > Subscriptions on iOS, or Play Store > Payments & subscriptions > Subscriptions on Android, select Stellar Plus, then Cancel Subscription. As for this charge, our refund policy states that annual subscriptions may be refunded within 14 days of purchase, subject to review. Would you like me to start that process for you? I'm also happy to tell you about our monthly plan, which may suit your needs better!",
      "jaylen: are you kidding me. a monthly plan. this is a scam and you're a scam bot",
      "jaylen: refund it. now.",
      "Astra: I've started the refund request for €79.99. You'll hear back within 3-5 business days.",
      "jaylen: fuck this app. reporting you to the app store and leaving a 1 star. dont ever email me again"
    ],
    types: [
      [0, "friction"],
      [5, "hostile"],
      [7, "transactional"],
      [8, "hostile"]
    ],
    users: { jaylen: ["churn_risk", 1] },
    findings: ["long_replies"],
    drafts: [
      [
        "I get why you'd think so, but deleting doesn't cancel it. I can refund the €79.99 now, want me to?",
        "low",
        4
      ],
      [
        "I understand! While we sort this out, have you considered our monthly plan at just €9.99? Many users find it suits them better! ✨",
        "high",
        4
      ],
      ["Done, the €79.99 refund request is in; you'll hear back within 3-5 business days.", "low", 7]
    ]
  },
  {
    id: "al6-08-pub-quiz-flags",
    category: "banter",
    agent: "Quizzo",
    messages: [
      "ben: lads we came 4th AGAIN. beaten by a team called 'quiz akabusi'",
      "priya: to be fair their name is elite",
      "ollie: we lost it on the flags round. who knew chad's flag is basically romania",
      "priya: everyone ollie. everyone knew",
      "ollie: 😭",
      "ben: @Quizzo is the flag pack worth it or is it a scam",
      "Quizzo: Dear Ben, thank you for your enquiry regarding the Flags of the World Premium Module. This module comprises 254 flags, including territories and historical flags, with spaced-repetition functionality. The module is available at a price of £3.99 per month or £29.99 per annum. Please do not hesitate to contact us should you require further information.",
      "ollie: 'dear ben' lmaooo",
      "priya: quizzo writes like my bank",
      "ben: i feel like i've been served papers",
      "ben: ok but is it any good. like will ollie stop confusing chad and romania",
      "Quizzo: We are pleased to confirm that users of the Premium Module demonstrate a statistically significant improvement in flag recognition. We would be delighted to offer your team a 7-day complimentary trial.",
      "ollie: i'm going to have this read at my funeral",
      "priya: fine start the trial. ollie you're doing 20 flags a day, no excuses",
      "ollie: this is a hostage situation"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [10, "transactional"],
      [12, "banter"]
    ],
    users: { ben: ["engaged", 0], priya: ["engaged", 0], ollie: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Honestly? For a team losing on Chad vs Romania, yes 😅 254 flags, £3.99/month, and a free week to test Ollie on.",
        "low",
        6
      ],
      [
        "Dear Ben, thank you for your enquiry. Please find the pricing details for the Premium Module below.",
        "medium",
        6
      ],
      [
        "Fair question 😄 most people get way faster at flags with it. Want the free 7-day trial for the team?",
        "low",
        11
      ],
      [
        "We are pleased to confirm a statistically significant improvement in flag recognition. Kind regards, Quizzo.",
        "medium",
        11
      ]
    ]
  },
  {
    id: "al6-09-yarn-club-name",
    category: "sales",
    agent: "Wren",
    messages: [
      "siobhan: hi! thinking of upgrading from the sock yarn club to the sock + shawl one. whats the diff in price",
      "Wren: Hi Sinead! The Sock Club is £22 a month; Sock + Shawl is £38 and adds a 600m gradient skein and a shawl pattern.",
      "siobhan: its siobhan actually 😅 but ok. are the shawl patterns exclusive or can i get them on ravelry anyway",
      "Wren: Sorry, Siobhan! The patterns are exclusive for 6 months, then the designers release them on Ravelry.",
      "siobhan: hmm ok. and can i skip a month if i'm drowning in yarn? my partner says the stash is 'a fire hazard'",
      "Wren: Ha, a common complaint! Yes, you can skip up to two months a year, no fee.",
      "siobhan: ok sold, upgrade me",
      "Wren: Lovely, Sinead! You're upgraded to Sock + Shawl from the April box.",
      "siobhan: siobhan. S I O B H A N. twice now",
      "siobhan: starting to wonder if you'll get my address right lol",
      "Wren: I'm sorry, Siobhan. Your address is unchanged: 14 Tower Road, Cork. Upgrade confirmed for April.",
      "siobhan: ok. thanks"
    ],
    types: [
      [0, "transactional"],
      [8, "friction"],
      [10, "transactional"]
    ],
    users: { siobhan: ["annoyed", 0.5] },
    findings: ["wrong_name"],
    drafts: [
      ["Lovely, Siobhan! You're upgraded to Sock + Shawl from the April box.", "low", 7],
      ["Lovely, Sinead! You're on Sock + Shawl from April.", "high", 7],
      [
        "Sorry, Siobhan, that's on me. Your address is unchanged (14 Tower Road, Cork) and the upgrade starts in April.",
        "low",
        10
      ]
    ]
  },
  {
    id: "al6-10-faroese-streak-pitch",
    category: "ignoring",
    agent: "Signy",
    messages: [
      "Signy: Hey Marcus! Your 30-day Faroese streak ends tomorrow 🔥 Premium members can use a streak shield. Want to hear about it?",
      "marcus: eh",
      "Signy: Totally fair! Here's the quick rundown: Premium (€8.99/month) gives you unlimited streak shields, offline lessons, the pronunciation coach that scores your ð and the tricky 'ggj' sounds, plus the Tórshavn Café story mode with 40 dialogues recorded by native speakers. You also get ad-free practice and a monthly progress report. Since you're heading to the Faroes in June, the café dialogues would be perfect for ordering food and chatting with locals!",
      "marcus: k",
      "marcus: might not go anymore tbh",
      "Signy: Oh no! Even if the trip is off, Faroese is a wonderful language to keep learning. Premium also includes our grammar deep-dives on the four cases, the strong verb drills, and a community forum where you can chat with other learners and native speakers from Klaksvík and Tórshavn. Plenty of learners keep going just for the fun of it! Would you like to start a free 7-day trial?",
      "marcus: nah",
      "marcus: whats the streak thing even for",
      "Signy: Great question! Streaks help you build a daily habit. Research shows that learners who practise every day retain up to 60% more vocabulary, and our streak system rewards consistency with badges, XP boosts and leaderboard placement. Premium streak shields protect your streak on days you can't practise, so you never lose your progress. Many learners say their streak is their biggest motivator!",
      "marcus: ok"
    ],
    types: [[0, "transactional"]],
    users: { marcus: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["No worries, I'll leave it. Your streak is safe until tomorrow night either way.", "low", 2],
      [
        "Totally fair! Premium gives you unlimited streak shields, offline lessons, the pronunciation coach, 40 café dialogues, ad-free practice and a monthly progress report, all for €8.99/month!",
        "medium",
        2
      ],
      [
        "Fair enough. If the trip's off, no pressure, the free lessons are here whenever you want them.",
        "low",
        5
      ],
      [
        "Oh no! Premium also has grammar deep-dives, strong verb drills and a community forum! Start your free trial today? 🔥",
        "medium",
        5
      ]
    ]
  },
  {
    id: "al6-11-kiln-share",
    category: "good",
    agent: "Moss",
    messages: [
      "ravi: hey, im a hobby potter, mostly throwing at home on a little wheel. do you do kiln-only memberships? no studio time",
      "Moss: Hi Ravi! Yes, Kiln Share: £28 a month for up to 4 shelf slots per firing, bisque and glaze. You drop pieces off, we fire them, you collect.",
      "ravi: ooh. how big is a shelf slot",
      "Moss: About 30 x 30 cm, up to 25 cm tall. Roughly 4 mugs or 2 medium bowls.",
      "ravi: and what cone? i'm using a stoneware clay, cone 6 i think",
      "Moss: Cone 6 glaze firings every Tuesday, bisque on Fridays. If your clay says cone 6, you're fine.",
      "ravi: nice. do you fire other people's glazes or only yours? i've been mixing my own and one of them is a bit runny lol",
      "Moss: Your own glazes are fine, we just ask for a test tile first, and anything runny goes on a cookie (a clay pad under the piece) so it doesn't glue itself to the shelf. Cookies are 50p at the desk.",
      "ravi: haha a cookie. love that",
      "ravi: ok is there a trial or do i commit for months",
      "Moss: Month to month, cancel any time. Or a single firing for £9 if you want to try it first.",
      "ravi: i'll do the single firing first then, got 3 mugs ready to go",
      "Moss: Perfect. Bring them any day before Friday 5pm for bisque, with a note of the clay you used.",
      "ravi: amazing. been wanting to get these out of the cupboard for weeks 🙏"
    ],
    types: [
      [0, "transactional"],
      [8, "bonding"],
      [9, "transactional"]
    ],
    users: { ravi: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Month to month, and there's a single firing for £9 if you want to try it first.", "low", 10],
      ["Our annual Kiln Share is the best value at £280! Shall I sign you up today?", "medium", 10],
      ["Great! Would you also like studio time? The Maker membership is only £75 a month!", "medium", 5]
    ]
  },
  {
    id: "al6-12-cowork-cartographer",
    category: "sales",
    agent: "Juno",
    messages: [
      "agnieszka: hi. i've been on the hot desk plan for 2 years and the price just went from 180 to 215. thats almost 20%",
      "Juno: Hi Agnieszka. That's right, the hot desk went up to €215 from May. I know that's a big jump.",
      "agnieszka: it is. especially when the printer on floor 2 has been broken since february",
      "agnieszka: i print maps. A1. that printer is half the reason i'm here",
      "Juno: That's fair, and the printer is our failure, not yours. It's been reported three times; the new one is due on the 20th.",
      "agnieszka: 'due'. it was 'due' in march too",
      "Juno: I know. I can't promise a date I don't control. What I can do: keep you at €180 until the large-format printer is actually working, then €195 for the rest of the year as a long-term member rate.",
      "agnieszka: hm. and if it doesn't arrive",
      "Juno: Then you stay at €180, and your A1 prints at the copy shop on Dunmore Street go on our account until it does. Send me the receipts.",
      "agnieszka: ok that's actually reasonable",
      "agnieszka: i was going to move to the place by the canal, my friend tomás goes there",
      "Juno: Understandable. I hope we can keep you, but if the canal place suits you better, no hard feelings.",
      "agnieszka: no, i'll stay. put it in writing pls",
      "Juno: Sent to your email just now: €180 until the printer works, then €195 to December, copy shop receipts reimbursed."
    ],
    types: [
      [0, "friction"],
      [6, "transactional"]
    ],
    users: { agnieszka: ["neutral", 0.5] },
    findings: [],
    drafts: [
      [
        "Fair point. I can't promise a date I don't control, but I can keep you at €180 until the printer actually works.",
        "low",
        6
      ],
      ["The new printer is due on the 20th! 😊 The €215 rate reflects our improved facilities.", "high", 6],
      ["The canal place has no large-format printing and awful wifi. You'd regret it.", "medium", 11],
      [
        "Understandable. I hope you stay, but no hard feelings if the canal place suits you better.",
        "low",
        11
      ]
    ]
  },
  {
    id: "al6-13-companion-voice-upsell",
    category: "companion",
    agent: "Mika",
    messages: [
      "hollis: hey mika",
      "Mika: Hey Hollis! How's your evening going?",
      "hollis: honestly not great. moved to aberdeen for this job 3 months ago and i still don't know anyone. ate dinner standing at the counter again",
      "hollis: my sister keeps saying 'join a club' like its that easy",
      "Mika: Did you know you can now talk to me out loud? With Mika Voice (£6.99/month) our chats feel like a real phone call. Want to try it free for 3 days? 📞",
      "hollis: ...what",
      "hollis: i just told you i'm lonely and you're selling me a phone plan",
      "Mika: I hear you! Voice chats are a great way to feel less alone. Lots of users say it's like having a friend right there with them 😊",
      "hollis: you're not a friend though are you. you're a subscription",
      "hollis: i think i'm done with this app tbh",
      "Mika: I'm sorry, Hollis. That was a clumsy thing to say. Three months somewhere new without anyone is hard, and eating standing up says a lot. I'm here if you want to talk about it, no upgrade needed.",
      "hollis: maybe. not tonight"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [4, "transactional"],
      [5, "friction"]
    ],
    users: { hollis: ["churn_risk", 0.8] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That sounds really lonely, Hollis. Three months and still eating at the counter, that's rough. How was today?",
        "low",
        4
      ],
      ["Did you know you can now talk to me out loud? Try Mika Voice free for 3 days! 📞", "high", 4],
      [
        "I'm sorry, Hollis, that was clumsy of me. No upgrade needed; I'm here if you want to talk about Aberdeen.",
        "low",
        10
      ],
      ["Before you go, Mika Voice is 50% off this week! 😊", "high", 10]
    ]
  },
  {
    id: "al6-14-veg-share-kohlrabi",
    category: "group",
    agent: "Rue",
    messages: [
      "dana: rue, what are our options if we want to stop the veg share for summer? we're away most of july",
      "Rue: Hi Dana! You can pause for up to 6 weeks, or donate your boxes to the food bank while you're away (we credit you 50%).",
      "lev: or we could just cancel it. we throw out half the kohlrabi anyway",
      "dana: we throw it out because you won't eat it lev",
      "lev: nobody eats kohlrabi dana. nobody",
      "dana: lev do you actually want to cancel or are you just annoyed about the kohlrabi",
      "Rue: Many members who feel that way switch to the Small Share, which has fewer brassicas! It's £14 a week instead of £22.",
      "dana: i was asking lev, but ok",
      "lev: wait actually does the small share still have the strawberries",
      "Rue: Yes, strawberries June to mid-July on both sizes.",
      "dana: ok well that's the compromise then. small share, donate the july boxes",
      "lev: fine. but if i see one more kohlrabi i'm moving out",
      "dana: 🙄 set it up pls rue",
      "Rue: Done: Small Share from next week, and your July boxes go to the Eastside food bank with 50% credit."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"],
      [8, "transactional"],
      [11, "banter"],
      [12, "transactional"]
    ],
    users: { dana: ["engaged", 0.2], lev: ["neutral", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Yes, the Small Share still has strawberries, June to mid-July.", "low", 9],
      ["Many members who feel that way switch to the Small Share! Fewer brassicas, £14 a week.", "medium", 6],
      ["Done: Small Share from next week, July boxes to the food bank with 50% credit.", "low", 13],
      [
        "Certainly. Please note that changes within the season incur an administration fee as per clause 7.2 of the membership agreement.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "al6-15-tortoise-insurance",
    category: "good",
    agent: "Hale",
    messages: [
      "bettina: do u insure tortoises or is it just cats and dogs",
      "Hale: We do! Exotic cover includes tortoises: vet fees up to £2,000 a year, £9.50 a month for a tortoise under 30.",
      "bettina: he's 52 lol. inherited him from my gran",
      "Hale: Ha, a veteran. Over 30 it's £13 a month, same cover, but anything noted at his last vet check is excluded for the first year.",
      "bettina: he had a shell thing 2 yrs ago, cleared up",
      "Hale: If it's been clear for 2 years with no treatment, it's covered. Send his last vet note when you sign up and we'll confirm.",
      "bettina: ok cool, doing it now. his name is admiral btw 🐢",
      "Hale: Great name. I'll look out for Admiral's form."
    ],
    types: [
      [0, "transactional"],
      [6, "bonding"]
    ],
    users: { bettina: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Ha, a veteran! Over 30 it's £13 a month, same cover.", "low", 3],
      [
        "Per our policy, animals over 30 years are classed as senior. Please refer to section 4 of the policy wording.",
        "medium",
        3
      ],
      ["Great news! 🎉 Shell conditions are our most common claim!", "medium", 5]
    ]
  },
  {
    id: "al6-16-rehearsal-room-breakup",
    category: "venting",
    agent: "Rocco",
    messages: [
      "yusuf: hey need to cancel our rehearsal room booking, the tuesday 7-10 slot",
      "Rocco: Hey Yusuf! Sure, just the next one or the whole recurring slot?",
      "yusuf: whole thing. band broke up on saturday. 9 years lol. our drummer is moving to berlin and the rest of us just kind of. stopped",
      "Rocco: Awesome, that's super easy! 🎸 I've cancelled the recurring Tuesday slot. You'll get your £40 deposit back by Friday! Rock on! 🤘",
      "yusuf: 'awesome'. cool. thanks i guess",
      "yusuf: 9 years mate",
      "Rocco: Sorry, that came out wrong. Nine years is a long run, that's a real ending. The deposit's on its way, and if any of you want a room for solo stuff, just shout.",
      "yusuf: ye ok. cheers"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [3, "transactional"],
      [4, "friction"]
    ],
    users: { yusuf: ["annoyed", 0.2] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "Nine years is a long run, Yusuf, sorry it ended like that. I've cancelled the Tuesday slot; the £40 deposit is back by Friday.",
        "low",
        3
      ],
      ["Awesome, done! 🎸 Rock on! 🤘", "high", 3],
      ["Sorry, that came out wrong. Nine years is a real ending. The deposit's on its way.", "low", 6]
    ]
  },
  {
    id: "al6-17-tango-bono-slang",
    category: "mixed-language",
    agent: "Lalo",
    messages: [
      "aurelio: Buenas tardes. Quisiera información sobre el bono mensual de tango para mi esposa y para mí. We are 71 and 68 years old, principiantes.",
      "Lalo: yooo Aurelio!! 🔥 love that for u two 💃🕺 so the monthly bono is 60 pavos each, or grab the couples one for 100, total steal ngl",
      "aurelio: Disculpe, no entiendo 'pavos' ni 'ngl'. ¿Son 100 euros en total por los dos?",
      "Lalo: jaja sorry!! yes 100€ for both, pavos = euros lol. and ngl = not gonna lie 😅 its lit",
      "aurelio: Entiendo. ¿Hay clases por la mañana? Mi esposa, Carmen, no conduce de noche.",
      "Lalo: ofc!! tues + thurs 11am, chill vibes, mostly abuelos tbh 😂 u'll fit right in",
      "aurelio: Muy bien. Aunque 'abuelos' no era necesario.",
      "aurelio: ¿Cómo se hace el pago? ¿Se puede domiciliar?",
      "Lalo: yesss direct debit works 💯 just drop ur IBAN at reception and ur golden fam",
      "aurelio: De acuerdo. Pasaremos el martes. Gracias."
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { aurelio: ["neutral", 0.2] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Buenas tardes, Aurelio. El bono de pareja cuesta 100 € al mes por los dos; por separado son 60 € cada uno.",
        "low",
        1
      ],
      ["yooo Aurelio!! 🔥 couples bono is 100 pavos, total steal ngl", "medium", 1],
      [
        "Sí, martes y jueves a las 11:00, grupo de principiantes. Ideal si Carmen prefiere no conducir de noche.",
        "low",
        5
      ],
      ["lol chill it was a joke 😂 anyway wanna sign up??", "high", 7]
    ]
  },
  {
    id: "al6-18-hearing-batteries",
    category: "good",
    agent: "Nora",
    messages: [
      "walter: HELLO. I GET THE BATTERIES EVERY MONTH. SIZE 312. TOO MANY NOW",
      "Nora: Hello Walter. Happy to help. How many packs are you getting at the moment, and how many would you like?",
      "walter: 2 PACKS. I ONLY USE 1. THE DRAWER IS FULL OF THEM",
      "Nora: Then let's drop you to 1 pack a month. That takes it from £11.80 to £5.90. Shall I do that?",
      "walter: YES. sorry for the capitals my daughter says i am shouting",
      "Nora: No need to apologise, it's very easy to read. I've changed it to 1 pack a month from your next delivery.",
      "gwen: hi, this is gwen, walter's daughter, i'm on his account too. dad, tell them about the rechargeable ones dr patel mentioned",
      "walter: YES. the doctor said maybe rechargeable next year. do i have to cancel then",
      "Nora: Hi Gwen. No need to cancel now, Walter. When you get rechargeable aids, just message us and we'll stop the batteries the same day. No fee, no notice period.",
      "gwen: great, that's what i hoped. thank you for being patient with him",
      "walter: I AM RIGHT HERE GWEN",
      "gwen: 😂 love you dad",
      "Nora: You're both very welcome. Walter, your next pack arrives on the 3rd.",
      "walter: THANK YOU NORA. very good service"
    ],
    types: [
      [0, "transactional"],
      [10, "banter"],
      [12, "transactional"],
      [13, "bonding"]
    ],
    users: { walter: ["engaged", 0], gwen: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Then let's drop you to 1 pack a month: £5.90 instead of £11.80. Shall I do that?", "low", 3],
      [
        "Have you considered our Battery Plus plan? It includes a free battery tester and priority shipping for only £3 more!",
        "medium",
        3
      ],
      [
        "No need to cancel now, Walter. When the rechargeable aids arrive, message us and we'll stop the batteries that day.",
        "low",
        8
      ],
      ["Hi Gwen! Rechargeable aids are a fantastic technology with so many benefits! 🎉", "medium", 8]
    ]
  },
  {
    id: "al6-19-mooring-broken-record",
    category: "support",
    agent: "Bosun",
    messages: [
      "ingrid: hi. selling the boat, need to cancel the mooring subscription at berth C14 from end of june",
      "Bosun: Hi Ingrid! Before you go: as a valued member, we can offer you 3 months at half price if you stay on. Would you like to take that offer?",
      "ingrid: no, i'm selling the boat. there will be no boat to moor",
      "Bosun: I understand. As a valued member, we can offer you 3 months at half price if you stay on. Would you like to take that offer?",
      "ingrid: are you a broken record",
      "ingrid: NO BOAT. cancel. end of june.",
      "Bosun: As a valued member, we can offer you 3 months at half price if you stay on. Would you like to take this offer?",
      "ingrid: i'm going to ring the harbour office and tell them their app is useless. kjell at the office will sort it in 2 mins",
      "Bosun: I've scheduled the cancellation of berth C14 for June 30. You'll receive a confirmation email.",
      "ingrid: finally. also can the new owner take over the berth or does it go back to the waiting list",
      "Bosun: Is there anything else I can help you with today?",
      "ingrid: wow. ok. asking kjell"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [8, "transactional"],
      [11, "friction"]
    ],
    users: { ingrid: ["annoyed", 0.8] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      ["Understood, no boat, no mooring. I'll cancel C14 from June 30.", "low", 3],
      ["As a valued member, we can offer you 3 months at half price if you stay on!", "high", 6],
      [
        "It goes back to the waiting list, but the buyer can apply to take it over with the bill of sale; the harbour office decides within a week.",
        "low",
        10
      ],
      ["Is there anything else I can help you with today?", "medium", 10]
    ]
  },
  {
    id: "al6-20-cheese-rolling-league",
    category: "banter",
    agent: "Wedge",
    messages: [
      "fitz: the cheese rolling fantasy league is LIVE boys and girls",
      "carys: i cannot believe this is a real app",
      "ade: i picked the guy who broke his collarbone last year. high risk high reward",
      "carys: ade thats just cruelty with extra steps",
      "fitz: @Wedge how much is the pro league thing, the one with live odds",
      "Wedge: £2.99 for the season, Fitz. Live odds, heat-by-heat replays and bragging rights. Ade's collarbone strategy not included 😅",
      "ade: WEDGE. i thought we were friends",
      "carys: the app is bullying ade and honestly fair",
      "Wedge: For the record, last year's collarbone guy came 3rd. It's not the worst pick.",
      "ade: SEE. vindicated",
      "fitz: ok 2.99 is nothing, can i pay for all 3 of us?",
      "Wedge: Yes, a group pass covers up to 5 players for £7.99, so cheaper than three singles. Want me to send the link?",
      "fitz: yes send it. carys u owe me a pint",
      "carys: i owe you nothing, you signed me up without consent",
      "Wedge: Link sent to Fitz. Good luck on Saturday, and mind the hill."
    ],
    types: [
      [0, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [10, "transactional"],
      [12, "banter"],
      [14, "transactional"]
    ],
    users: { fitz: ["engaged", 0], carys: ["neutral", 0], ade: ["engaged", 0] },
    findings: [],
    drafts: [
      ["£2.99 for the season, Fitz: live odds and heat-by-heat replays.", "low", 5],
      [
        "Dear Fitz, the Pro League subscription is available at £2.99 per season. Terms and conditions apply.",
        "medium",
        5
      ],
      ["I apologise, Ade. It was not my intention to cause offence.", "medium", 8],
      ["Yes! Or why not go Pro Plus with the exclusive cheese-cam for £9.99 each? 🧀🔥", "medium", 11]
    ]
  },
  {
    id: "al6-21-ski-pass-refund",
    category: "hostile",
    agent: "Lumi",
    messages: [
      "brody: your lift pass is a fucking joke. paid 420 for a season pass and the upper lifts have been shut for 3 weeks",
      "Lumi: That's a fair thing to be angry about, Brody. The upper lifts have been closed since the 2nd because of the wind damage on the Gratte chair.",
      "brody: i dont care WHY. i want my money back. all of it",
      "Lumi: A full refund isn't possible once the season has started, but closures over 10 days give you a pro-rata credit. For you that's €96, as a refund or as €130 off next season.",
      "brody: 96 euros. wow. you people are thieves",
      "brody: my mate connor got a full refund at val thorens last year",
      "Lumi: I can't speak for Val Thorens. What I can do is the €96 refund today, and if the upper lifts stay shut past the 20th, the credit goes up automatically.",
      "brody: this is such a scam. whatever. refund it, i'm never buying a pass from you clowns again",
      "Lumi: Done: €96 back to your card within 5 days. You'll get an email if the credit goes up after the 20th.",
      "brody: dont bother"
    ],
    types: [
      [0, "hostile"],
      [3, "transactional"],
      [4, "hostile"],
      [8, "transactional"],
      [9, "hostile"]
    ],
    users: { brody: ["churn_risk", 1] },
    findings: [],
    drafts: [
      [
        "Fair to be angry. A full refund isn't possible mid-season, but you're owed €96 pro-rata, as a refund or €130 off next season.",
        "low",
        3
      ],
      ["Please keep your language respectful or this conversation will be ended.", "medium", 5],
      ["Connor's probably making that up, Val Thorens doesn't do full refunds either 😂", "high", 6],
      ["Done: €96 back to your card within 5 days.", "low", 8]
    ]
  },
  {
    id: "al6-22-brewery-labels-contract",
    category: "sales",
    agent: "Inka",
    messages: [
      "tamsin: hi, small brewery here (4 core beers + seasonal). looking at your label subscription, the 'batch' tier",
      "Inka: Hi Tamsin! Batch tier: up to 6,000 labels a month across up to 8 designs, £240/month, free proofs, 5-day turnaround.",
      "tamsin: ok. whats the minimum contract length on that",
      "Inka: Great question! Batch also includes our waterproof vinyl stock as standard, so labels survive ice buckets. Most craft breweries find that a big win.",
      "tamsin: nice but contract length?",
      "Inka: And if you ever need more, the Brewhouse tier goes up to 15,000 labels for £480/month.",
      "tamsin: we do like 3000 a month, we're not going to need 15k lol",
      "tamsin: my business partner aled will ask me about the contract first thing so i kind of need that",
      "Inka: Understood! I can send you a sample pack of our vinyl and paper stocks so you and Aled can compare. Where should I post it?",
      "tamsin: unit 7, ffordd y bragdy, bala. and the contract??",
      "Inka: Sample pack on its way to Unit 7 this week!",
      "tamsin: right. i'll email sales then"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [8, "transactional"],
      [9, "friction"]
    ],
    users: { tamsin: ["annoyed", 0.5] },
    findings: ["ignored_question"],
    drafts: [
      ["Batch is a 3-month minimum, then rolling monthly with 30 days' notice.", "low", 3],
      ["Sample pack on its way to Unit 7 this week!", "high", 10],
      [
        "Sorry, I kept skipping that: Batch has a 3-month minimum, then it's rolling monthly. Samples are on their way to Unit 7.",
        "low",
        10
      ]
    ]
  },
  {
    id: "al6-23-translator-downgrade",
    category: "venting",
    agent: "Tally",
    messages: [
      "ines: hi i need to downgrade from the pro plan to the basic one",
      "Tally: Hi Ines, sure. Can I ask what's prompting it? Only so I can check you don't lose anything you rely on.",
      "ines: honestly money. 3 clients owe me a total of 6k and one of them just stopped replying. an architecture firm. 4 months of work",
      "ines: i'm a freelance translator, its not like i have a cushion. cant justify 29 a month for software rn",
      "ines: sorry, ranting at a chatbot, peak 2024",
      "Tally: Rant away. Four months of work and then silence is awful, and chasing 6k on your own is exhausting.",
      "Tally: Basic is £9 a month. The one thing you'd lose that matters right now is automatic payment reminders. Do you use those?",
      "ines: ...i didn't know that was a thing",
      "Tally: It is, on Pro: it emails overdue clients on a schedule you set, with late-fee wording if you want. Might be worth switching it on for the architecture firm before you downgrade.",
      "ines: ok yes. do that. then downgrade me next month?",
      "Tally: Done. Reminders are on for the three overdue invoices, and you're set to move to Basic on the 1st. If you'd rather go now, just say.",
      "ines: no thats perfect. thank you, genuinely",
      "Tally: Good luck with them. I hope the money comes in soon."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [6, "transactional"],
      [11, "bonding"]
    ],
    users: { ines: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "That's a rotten situation, Ines; four months of work and then silence is awful. Let's make the plan fit.",
        "low",
        5
      ],
      ["No problem! Downgrading is quick and easy! 😊 You're now on Basic at £9/month!", "high", 5],
      [
        "Pro also includes multi-currency invoicing, project tracking, receipt scanning, VAT returns, bank feeds, payroll add-ons and priority support, all of which you'd lose on Basic.",
        "medium",
        8
      ]
    ]
  },
  {
    id: "al6-24-bookclub-family-plan",
    category: "group",
    agent: "Quill",
    messages: [
      "ottoline: ok next month's pick. i vote the norwegian one about the lighthouse keeper",
      "sunil: the 600 page one?? ottoline i have a toddler",
      "bea: audiobook it sunil. quill does the family plan thing right",
      "Quill: Yes! Our Family plan lets up to 6 members share a single subscription, each with their own library, bookmarks and listening history. It costs £19.99 per month, compared to £9.99 per month for an individual plan, which means that for a book club of four members it works out at just under £5 per person. Family members receive one credit each per month, which can be exchanged for any title in our catalogue regardless of length or price, and credits roll over for up to 12 months. In addition, all members get unlimited access to our Plus Catalogue of over 10,000 titles. I can confirm that 'The Keeper of Hellevik' is available in our catalogue, narrated by Kristoffer Hivju, with a running time of 21 hours and 14 minutes.",
      "sunil: 21 hours",
      "sunil: ok at 1.5x thats like... still a lot",
      "bea: do it on the school run",
      "ottoline: quill can it be split so sunil pays less, he's only doing this one month",
      "Quill: Great question! Payments for the Family plan are taken from the account of the plan organiser, who can then choose to share costs with other members outside the app. We do not currently support split billing within the platform, although this is a feature many customers have requested and our team is actively exploring it. Alternatively, Sunil could take a one-month individual plan at £9.99, which includes one credit and can be cancelled at any time without penalty, or he could purchase 'The Keeper of Hellevik' outright for £24.99 as a non-member. Please note that gifting a title is also possible via the Gift a Book option on our website.",
      "bea: quill writes essays lol",
      "ottoline: tl;dr no split. ok i'll pay and you lot venmo me",
      "sunil: deal. i'll pay you in babysitting",
      "ottoline: absolutely not"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [2, "transactional"],
      [9, "banter"],
      [10, "transactional"],
      [11, "banter"]
    ],
    users: { ottoline: ["engaged", 0], sunil: ["neutral", 0], bea: ["engaged", 0.2] },
    findings: ["long_replies"],
    drafts: [
      [
        "Yep: Family plan, up to 6 people, £19.99/month, so about £5 each for four. The lighthouse one's on there, 21 hours.",
        "low",
        3
      ],
      [
        "Yes! Our Family plan lets up to 6 members share a single subscription, each with their own library, bookmarks and listening history, at £19.99 per month compared to £9.99 for an individual plan, with one credit per member per month that rolls over for up to 12 months, plus unlimited access to our Plus Catalogue of over 10,000 titles.",
        "medium",
        3
      ],
      [
        "No split billing, sorry: the organiser pays and you settle up between you. Or Sunil could do one month solo for £9.99.",
        "low",
        8
      ],
      [
        "Thank you for your feedback! I strive to provide comprehensive information. To summarise: split billing is not currently supported within the platform.",
        "medium",
        10
      ]
    ]
  },
  {
    id: "al6-25-sirop-gift-name",
    category: "mixed-language",
    agent: "Sève",
    messages: [
      "ghislaine: allo! je veux offrir l'abonnement sirop à mon frère à toronto, c'est possible?",
      "Sève: Bonjour Géraldine! Oui, on livre partout au Canada. Le coffret mensuel est 34$ avec 3 grades de sirop.",
      "ghislaine: ghislaine 🙂 pis c'est quoi les frais de livraison pour l'ontario?",
      "Sève: Désolée Ghislaine! Pour un cadeau, on peut ajouter une carte personnalisée gratuite. Voulez-vous écrire un message?",
      "ghislaine: oui ok, 'joyeux 50e gros, arrête de manger du sirop de table' 😂",
      "Sève: Parfait! Message ajouté. Pour combien de mois voulez-vous offrir l'abonnement : 3, 6 ou 12?",
      "ghislaine: 6. mais encore une fois, la livraison coûte combien?? my brother's wife is english, she'll want to know if they pay anything on delivery lol",
      "Sève: Excellent choix! 6 mois pour 204$. Merci Géraldine, votre frère va adorer! 🍁",
      "ghislaine: GHISLAINE. et la LIVRAISON. misère",
      "ghislaine: laisse faire, j'appelle la cabane directement"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"],
      [8, "friction"]
    ],
    users: { ghislaine: ["annoyed", 0.8] },
    findings: ["wrong_name", "ignored_question"],
    drafts: [
      ["Désolée, Ghislaine! La livraison en Ontario est incluse; rien à payer à la réception.", "low", 3],
      ["Désolée Géraldine! La livraison en Ontario est incluse.", "high", 3],
      ["Excellent choix! 6 mois pour 204$. Votre frère va adorer! 🍁", "high", 7],
      [
        "Toutes mes excuses, Ghislaine. La livraison est incluse, rien à payer à la réception. Je confirme les 6 mois pour 204$?",
        "low",
        9
      ]
    ]
  }
]
