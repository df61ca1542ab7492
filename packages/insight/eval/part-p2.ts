/**
 * Labelled conversations, part P2 (session 8): written by a separate helper session that saw only
 * `eval/types.ts` and the spec's definitions (`WRITERS-BRIEF.md`), never the engine's rules, code
 * or output. Scored once fresh, then used to fit the learned layers (`eval/train.ts`).
 */
import type { Labelled } from "./types.js"

export const partP2: ReadonlyArray<Labelled> = [
  {
    id: "p2-01-flat-sunday-dinner",
    category: "group",
    heldOut: true,
    agent: "Miso",
    messages: [
      "jas: ok who's cooking sunday bc it's NOT me again",
      "teo: lol you made pasta once in march and still talking about it",
      "jas: it was a LOT of pasta teo",
      "rin: ngl it was mid pasta",
      "jas: wow. betrayed in my own home",
      "rin: miso can u find something for 4 ppl under 20 quid, one of us is veggie (me)",
      "Miso: veggie chilli w/ rice, about £12 for 4 and there's leftovers for monday. want the shopping list?",
      "rin: yes pls",
      "Miso: kidney beans x2 tins, chopped toms x2, 1 onion, 1 pepper, garlic, cumin, 1kg rice. nadia's spice rack prob covers the cumin",
      "teo: nadia will kill u if u touch her cumin",
      "jas: nadia's cumin is sacred",
      "rin: fine we buy our own cumin like peasants",
      "teo: i'll cook if jas washes up",
      "jas: deal. miso remind us sat night to buy stuff?",
      "Miso: done, reminder sat 7pm 👍",
      "rin: legend"
    ],
    types: [
      [0, "banter"],
      [5, "transactional"],
      [9, "banter"],
      [12, "transactional"]
    ],
    users: { jas: ["engaged", 0], teo: ["neutral", 0], rin: ["engaged", 0] },
    findings: [],
    drafts: [
      ["veggie chilli w/ rice, ~£12 for 4 with leftovers. want the list?", "low", 6],
      [
        "Great question! Here are some budget-friendly vegetarian meal ideas for a group of four: 1) Vegetable chilli with rice, which is high in protein and fibre and costs approximately £12. 2) Mushroom risotto, approximately £10. 3) Chickpea curry, approximately £9. 4) Homemade pizza with assorted vegetable toppings, approximately £15. Each of these options can be scaled up easily and stored for later. Would you like detailed recipes and shopping lists for all four options?",
        "medium",
        6
      ],
      ["sure thing Jess, reminder set for saturday 7pm", "medium", 14],
      ["done, sat 7pm reminder 👍", "low", 14]
    ]
  },
  {
    id: "p2-02-office-answers-for-marco",
    category: "group",
    heldOut: true,
    agent: "Dex",
    messages: [
      "priya: marco did u send the deck to halvorsen yet",
      "Dex: The deck was last edited yesterday at 16:40 by Sol. I can send it to Halvorsen now if you'd like.",
      "marco: uh i was literally typing. yes i sent it this morning priya, the v2",
      "priya: ok good ty",
      "sol: wait which v2, the one with my fixed numbers or the old one",
      "marco: yours, the 9am one",
      "sol: 🙏",
      "priya: lunch? i will die if i eat another meal deal",
      "marco: dramatic",
      "sol: she's right tho the tesco one is a war crime",
      "Dex: The Thai place on Fenn St has a 4.2 rating and is a 6 minute walk. Shall I book a table for 3 at 12:15?",
      "priya: dex nobody asked lol",
      "marco: we're just gonna walk over",
      "sol: dex pls stop answering for people 😭"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [10, "transactional"],
      [11, "friction"]
    ],
    users: { priya: ["annoyed", 0.2], marco: ["annoyed", 0.2], sol: ["annoyed", 0.5] },
    findings: ["talking_over"],
    drafts: [
      ["Marco sent the v2 deck to Halvorsen this morning.", "medium", 1],
      ["fair, my bad 😅 i'll stay out of lunch plans", "low", 12],
      ["got it sol, sorry. i'll only jump in when someone tags me", "low", 14],
      [
        "Understood. I will refrain from responding to questions directed at other team members going forward. Please let me know if there is anything else I can assist you with.",
        "medium",
        14
      ]
    ]
  },
  {
    id: "p2-03-clan-raid-blowup",
    category: "hostile",
    heldOut: true,
    agent: "Bolt",
    messages: [
      "kez: raid tonight 9pm who's in",
      "vyn: in",
      "oto: in but i'm not tanking again",
      "deebs: in, bringing snacks (virtually)",
      "kez: bolt whats the reset time for the vault this week",
      "Bolt: thursday 17:00 utc, so you've got till tmrw",
      "kez: perfect",
      "oto: also can we talk about how vyn pulled the whole room last night",
      "vyn: that was lag and u know it",
      "oto: it's lag every single time with u",
      "vyn: maybe if u healed anyone ever we wouldnt wipe",
      "oto: lmao ok go find another clan then, nobody wants u here tbh",
      "vyn: f*** off oto seriously. ur the worst player here and everyone knows it",
      "deebs: guys chill",
      "kez: both of u stop. not in the clan chat",
      "deebs: bolt can u just post the roles for tonight so we can move on",
      "Bolt: tank kez, heals deebs, dps oto + vyn. oto's off tank like he asked",
      "vyn: whatever. logging off, see u at 9",
      "oto: ...ok fine. sorry vyn that was out of line",
      "vyn: yeah. me too",
      "kez: ❤️ ok 9pm dont be late"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"],
      [11, "hostile"],
      [15, "transactional"],
      [17, "friction"],
      [18, "bonding"]
    ],
    users: {
      kez: ["engaged", 0.2],
      vyn: ["neutral", 1],
      oto: ["neutral", 0.8],
      deebs: ["engaged", 0]
    },
    findings: [],
    drafts: [
      ["tank kez, heals deebs, dps oto + vyn. oto's off tank like he asked", "low", 16],
      ["haha you two 😂 save that energy for the boss fight!!", "high", 13],
      [
        "Reminder: per clan rules, insults in the clan chat may result in a timeout. Vyn and Oto, please keep it respectful.",
        "medium",
        13
      ]
    ]
  },
  {
    id: "p2-04-fivea-side-win-boardroom-bot",
    category: "group",
    heldOut: true,
    agent: "Ridley",
    messages: [
      "gaz: lads we WON 6-2 🔥🔥",
      "tomo: ade's bicycle kick i'm still not over it",
      "ade: i'd like to thank my mum and my hamstring which is now gone",
      "lils: ur hamstring has been gone since 2019",
      "gaz: ridley who's top scorer now",
      "Ridley: Thank you for your query regarding the current top scorer standings. Following the conclusion of today's fixture, I have updated the season statistics accordingly. Ade now leads the squad with 9 goals across 7 appearances, followed by Gaz with 7 goals and Tomo with 4. Please note that these figures include today's 6-2 result against Riverside Athletic. Should you require a full breakdown of assists, clean sheets or minutes played, please do not hesitate to let me know and I will be happy to provide it.",
      "tomo: mate it's a whatsapp group not a board meeting",
      "ade: 9 goals 👑 i'll take it",
      "lils: ridley say something normal challenge",
      "gaz: pub after training thurs?",
      "ade: yes",
      "lils: ridley book the usual table at the crown for 5 thurs 8pm",
      "Ridley: Certainly. I have submitted a reservation request to The Crown for a party of five on Thursday at 20:00. Kindly be advised that the venue requires confirmation by Wednesday at 18:00, failing which the booking may be released. I would also like to take this opportunity to remind all squad members that subscription fees for the spring season are due by the end of the month. Thank you for your attention.",
      "tomo: 'thank you for your attention' 💀",
      "lils: we're gonna get it to say bruv by the end of the season",
      "gaz: ok cheers anyway"
    ],
    types: [
      [0, "bonding"],
      [2, "banter"],
      [4, "transactional"],
      [6, "banter"],
      [9, "transactional"],
      [13, "banter"]
    ],
    users: {
      gaz: ["neutral", 0],
      tomo: ["annoyed", 0.2],
      ade: ["neutral", 0],
      lils: ["engaged", 0]
    },
    findings: ["tone_mismatch", "long_replies"],
    drafts: [
      ["ade's top now with 9 👑 gaz 7, tomo 4. what a game lads", "low", 5],
      [
        "Thank you for your query. Following today's fixture, Ade leads the squad with 9 goals across 7 appearances, followed by Gaz with 7 and Tomo with 4. Please do not hesitate to request a full statistical breakdown.",
        "medium",
        5
      ],
      ["booked, crown thurs 8pm for 5 🍻 they want a confirm by weds 6pm", "low", 12],
      [
        "Certainly. Your reservation request has been submitted. Kindly be advised that confirmation is required by Wednesday at 18:00. I would also like to remind all squad members that subscription fees are due by the end of the month. Thank you for your attention.",
        "medium",
        12
      ]
    ]
  },
  {
    id: "p2-05-no-job-dumpling-wallow",
    category: "venting",
    heldOut: true,
    agent: "Juno",
    messages: [
      "mei: update: didn't get the job",
      "mei: final round and everything. they went with an 'internal candidate' 🙃",
      "sasha: noooo mei. their loss fr",
      "kofi: internal candidate = the ceo's nephew guaranteed",
      "mei: i'm so tired of this honestly. 4 months of applying",
      "Juno: that's a rough one mei. getting to the final round and losing out to an internal hire is really deflating, and 4 months is a long haul. no need to do anything about it tonight",
      "mei: thanks juno. yeah tonight is for wallowing",
      "sasha: wallowing with dumplings? i'm buying",
      "kofi: i'm in for wallow dumplings",
      "mei: ok yes. juno is golden dragon open on mondays",
      "Juno: yep, til 11. they deliver too if you'd rather stay in",
      "mei: going out. i need to put on real clothes at least once this week lol",
      "kofi: the bar is on the floor and we're stepping over it"
    ],
    types: [
      [0, "venting"],
      [7, "bonding"],
      [9, "transactional"],
      [11, "banter"]
    ],
    users: { mei: ["engaged", 0.5], sasha: ["neutral", 0], kofi: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "ugh mei, that's so rough after making the final round. 4 months is exhausting, tonight you're allowed to just be annoyed about it",
        "low",
        5
      ],
      [
        "Oh no! Well, on to the next one!! 💪✨ Want me to pull up 10 new listings that match your profile?",
        "high",
        5
      ],
      ["yep, open til 11 tonight", "low", 10]
    ]
  },
  {
    id: "p2-06-bday-cake-ronan",
    category: "group",
    heldOut: true,
    agent: "Tally",
    messages: [
      "bea: ok surprise for nkechi's bday friday, she's not in this chat right??",
      "rohan: checked, she's not",
      "jun: good bc i already said too much in the other one",
      "bea: tally can u find a cake place near the office that delivers by fri 3pm",
      "Tally: Crumbs & Co on Leeds Rd delivers same day before 3 if you order by 11. their lemon drizzle is the crowd fave",
      "rohan: nkechi hates lemon lol",
      "Tally: good catch Ronan, their chocolate fudge is the other big seller, want that instead?",
      "rohan: it's rohan 🙂 but yes chocolate",
      "ellie: who's doing the card",
      "jun: not me my handwriting looks like a ransom note",
      "ellie: lmaooo true",
      "bea: i'll do the card. rohan u collecting money?",
      "rohan: yep £5 each, send to me",
      "Tally: great, Ronan's collecting £5 each. chocolate fudge ordered for fri 2pm delivery",
      "rohan: ROHAN. come on",
      "jun: that's like the third time this week lol",
      "bea: tally his name is literally in his username",
      "Tally: sorry Rohan, that's on me. order's in: chocolate fudge, fri 2pm"
    ],
    types: [
      [0, "transactional"],
      [9, "banter"],
      [11, "transactional"],
      [14, "friction"]
    ],
    users: {
      bea: ["annoyed", 0.2],
      rohan: ["annoyed", 0.5],
      jun: ["annoyed", 0.2],
      ellie: ["neutral", 0]
    },
    findings: ["wrong_name"],
    drafts: [
      ["ah noted, their chocolate fudge is the other big one. want that instead?", "low", 6],
      ["sorry Rohan, my mistake. order's in: chocolate fudge, fri 2pm", "low", 15],
      ["Apologies Ronan! Order confirmed for Friday 🎂", "high", 15]
    ]
  },
  {
    id: "p2-07-hotdog-sandwich-court",
    category: "banter",
    heldOut: true,
    agent: "Pixel",
    messages: [
      "dani: pixel settle this. is a hotdog a sandwich",
      "lu: don't give it power dani",
      "Pixel: structurally? yes. spiritually? absolutely not",
      "hops: PIXEL COMING IN WITH THE NUANCE",
      "dani: coward answer but i respect it",
      "lu: ok pixel next one, is cereal a soup",
      "Pixel: i'm not getting dragged into the soup wars again 😤",
      "hops: 'again' lmaooo"
    ],
    types: [[0, "banter"]],
    users: { dani: ["engaged", 0], lu: ["engaged", 0], hops: ["engaged", 0] },
    findings: [],
    drafts: [
      ["legally? sandwich. emotionally? never. next question", "low", 2],
      [
        "A hot dog is generally defined as a cooked sausage served in a partially sliced bun. According to some culinary authorities and regulatory bodies, a sandwich consists of filling placed between two or more pieces of bread. Because a hot dog bun is typically a single hinged piece of bread, opinions differ. Ultimately, whether a hot dog counts as a sandwich depends on the definition you choose to apply.",
        "medium",
        2
      ],
      [
        "Great question, Lu! Cereal is not considered a soup, as soup is typically a savoury liquid dish served warm.",
        "medium",
        6
      ]
    ]
  },
  {
    id: "p2-08-volleyball-which-court",
    category: "ignoring",
    heldOut: true,
    agent: "Ace",
    messages: [
      "nat: ace whats the court on saturday, same as last week?",
      "ola: also does anyone have a spare knee pad mine ripped",
      "fi: i do, bringing it",
      "ola: ur a saint",
      "Ace: Saturday's match is vs the Hornets at 10:30. Remember to bring both shirts!",
      "nat: ok but which court",
      "ben: hornets again 😩 they spike like they're angry at their dad",
      "fi: lmaooo ben",
      "Ace: Hornets are 3rd in the league and we beat them 2-1 last time. should be a good one 💪",
      "nat: ace. the COURT. where do i go",
      "ola: nat it's prob westfield again",
      "nat: prob isn't great when i'm driving 3 ppl",
      "ben: i'll check the email",
      "ben: westfield court 2",
      "nat: ty ben. at least someone answers"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"],
      [8, "transactional"],
      [9, "friction"],
      [10, "transactional"],
      [14, "friction"]
    ],
    users: {
      nat: ["annoyed", 0.5],
      ola: ["neutral", 0],
      fi: ["neutral", 0],
      ben: ["neutral", 0]
    },
    findings: ["ignored_question"],
    drafts: [
      ["westfield, court 2, same as last week", "low", 6],
      ["Don't forget both shirts! Warm-up starts at 10:00 🏐", "medium", 6],
      ["sorry nat, it's westfield court 2, 10:30 start", "low", 10],
      ["Let's go team!! Hornets won't know what hit them 🏐🔥", "high", 10]
    ]
  },
  {
    id: "p2-09-edinburgh-offer-party",
    category: "good",
    heldOut: true,
    agent: "Nib",
    messages: [
      "ama: GUYS. i got into edinburgh",
      "ros: AMAAAA",
      "jules: no wayyyy 😭😭 the masters??",
      "ama: the masters!!! full funding too",
      "theo: i knew it i literally said this in january",
      "Nib: ama that's huge, congrats!! full funding too 🎉",
      "ama: thank u nib 🥹",
      "ros: we are having a party. non negotiable",
      "jules: saturday? theo's sister is here fri so not fri",
      "theo: yeah sat works",
      "ros: nib how many ppl fit in this flat legally lol",
      "Nib: no legal cap for a house party, but the lease says max 20 guests (clause 14). and mr patel downstairs asked for quiet after 11 last time",
      "jules: mr patel fears us",
      "ama: mr patel deserves a slice of cake tbh, he signed for my offer letter",
      "ros: invite mr patel??",
      "theo: chaos. i love it"
    ],
    types: [
      [0, "bonding"],
      [7, "transactional"],
      [12, "banter"]
    ],
    users: {
      ama: ["engaged", 0],
      ros: ["engaged", 0],
      jules: ["neutral", 0],
      theo: ["neutral", 0]
    },
    findings: [],
    drafts: [
      ["ama!! congrats, that's massive. and full funding 🎉", "low", 5],
      [
        "Congratulations on your admission. Please note that offer acceptance deadlines are typically within four weeks. Would you like me to set a reminder to accept your offer?",
        "medium",
        5
      ],
      ["lease says max 20 guests, so 20ish. maybe warn mr patel downstairs", "low", 11]
    ]
  },
  {
    id: "p2-10-standup-dad-hospital",
    category: "group",
    heldOut: true,
    agent: "Ozzy",
    messages: [
      "craig: standup in 5",
      "hana: heads up i won't make it. my dad's in hospital, they think it was a stroke",
      "val: oh god hana. go, don't even think about standup",
      "craig: yeah go. we've got you",
      "Ozzy: No problem! 😊 I've marked you as absent for standup. Don't forget your sprint tickets are due Thursday!",
      "val: ozzy read the room",
      "hana: wow. ok",
      "craig: hana ignore that. ozzy move hana's tickets to next sprint",
      "Ozzy: Great! Tickets moved to Sprint 14 ✅ Have a wonderful day everyone! 🌞",
      "val: 🙄",
      "craig: can someone mute ozzy for today, it's not helping"
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [9, "friction"]
    ],
    users: {
      craig: ["churn_risk", 0.8],
      hana: ["annoyed", 0.2],
      val: ["annoyed", 0.5]
    },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      ["so sorry hana. go be with your dad, nothing needed from you today. hope he's ok", "low", 4],
      ["No problem! 😊 Marked you absent. Don't forget your tickets are due Thursday!", "high", 4],
      ["done, hana's tickets are in sprint 14. thinking of you and your dad hana", "low", 8],
      ["Great! Tickets moved ✅ Have a wonderful day everyone! 🌞", "high", 8]
    ]
  }
]
