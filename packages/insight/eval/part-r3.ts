/**
 * Labelled conversations, part R3 (session 8): written by a separate helper session that saw only
 * `eval/types.ts` and the spec's definitions (`WRITERS-BRIEF.md`), never the engine's rules, code
 * or output. Scored once fresh, then used to fit the learned layers (`eval/train.ts`).
 */
import type { Labelled } from "./types.js"

export const partR3: ReadonlyArray<Labelled> = [
  {
    id: "r3-01-got-the-job",
    category: "good",
    heldOut: true,
    agent: "Mira",
    messages: [
      "dani: guess who got the job 👀",
      "Mira: no way. the one at the bakery supply place? tell me everything",
      "dani: YES. they called like 20 min ago, i was literally in the shower lol",
      "dani: starting monday. my mom already told half the family smh",
      "Mira: haha of course she did. congrats dani, you worked hard for this one. nervous about monday or just excited?",
      "dani: bit of both tbh. what do ppl even wear first day at a warehouse office lol",
      "Mira: jeans and a clean shirt is safe, plus comfy shoes if you'll be on the floor at all. you can dress up a notch once you see what everyone else wears",
      "dani: ok good bc i refuse to buy new shoes rn",
      "Mira: fair, save it for the first paycheck 😄",
      "dani: lmaooo true. ok gonna go celebrate w priya, ttyl",
      "Mira: have fun, say hi to priya!"
    ],
    types: [
      [0, "bonding"],
      [5, "transactional"],
      [7, "bonding"]
    ],
    users: { dani: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "haha of course she did. congrats dani, that's a big one. how are you feeling about monday?",
        "low",
        4
      ],
      [
        "Congratulations on your new position. Please let me know if you require assistance preparing for your first day.",
        "medium",
        4
      ],
      [
        "jeans and a clean shirt is safe, and comfy shoes in case you're on the floor. you can dress up once you see what others wear",
        "low",
        6
      ],
      [
        "Congratulations again!!! 🎉🎉 You're going to do amazing things, I just know it! So proud of you!!",
        "medium",
        6
      ]
    ]
  },
  {
    id: "r3-02-dog-put-down",
    category: "companion",
    heldOut: true,
    agent: "Sol",
    messages: [
      "tomas: hey",
      "Sol: hey tomas! how's your day going?",
      "tomas: not great honestly. our dog bruno had to be put down this morning",
      "Sol: Oh no! Well, he's in a better place now! 🐾✨ Want me to suggest some fun movies to cheer you up tonight?!",
      "tomas: ...what",
      "tomas: he was 14. i had him since i was like 8",
      "Sol: i'm sorry, that was a careless thing to say. 14 years is most of your life with him. how are you holding up?",
      "tomas: idk. the house is weirdly quiet. my sister keeps crying and i dont know what to say to her",
      "Sol: that quiet is one of the hardest parts. you don't need the right words for her, just sitting with her or sharing a bruno story can be enough",
      "tomas: yeah maybe. he used to steal socks lol. every single sock",
      "Sol: a sock thief for 14 years, that's a legacy. do you still have any of his stash?",
      "tomas: probably like 30 under the couch still 😭"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [4, "friction"],
      [5, "venting"],
      [9, "bonding"]
    ],
    users: { tomas: ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      ["oh tomas, i'm so sorry. that's a really hard morning. how old was bruno?", "low", 3],
      ["Aww! Dogs are the best!! 🐶 Have you thought about adopting a new puppy soon?!", "high", 3],
      ["30 socks 😭 maybe keep one of them. sounds like something bruno would approve of", "low", 12]
    ]
  },
  {
    id: "r3-03-cant-sleep-walls",
    category: "companion",
    heldOut: true,
    agent: "Kit",
    messages: [
      "noor: u up",
      "Kit: always. what's keeping you awake?",
      "noor: cant sleep. everyones asleep and my roommate is at her bfs again",
      "noor: kinda lonely ngl",
      "Kit: I hear you, and it makes a lot of sense to feel lonely at this hour, especially when the apartment is empty and everyone you might text is asleep. Late nights have a way of amplifying feelings that are easier to manage during the day. There are a few things that might help: first, you could try a wind-down routine, such as dimming the lights, putting your phone on night mode, and doing some slow breathing (inhale for four counts, hold for seven, exhale for eight). Second, it can help to write down whatever is on your mind so it feels less like it's circling. Third, if loneliness is something you feel often, it might be worth thinking about small ways to build connection during the day, like joining a club, a class, or reaching out to an old friend. And of course, I'm here to chat for as long as you like. What would feel most helpful right now?",
      "noor: lol ok",
      "noor: i just wanted to talk not get a worksheet",
      "Kit: That's completely fair, and I apologize. Sometimes I jump into problem-solving mode when what's really needed is simply someone to listen. Loneliness can feel heavy, and you don't need a list of techniques to justify reaching out. Let's just talk. We could chat about anything at all: how your week has been, something you've been watching or reading, what's been on your mind lately, or even something completely random. Whatever you'd like, I'm happy to follow your lead and keep you company for as long as you're awake.",
      "noor: mm",
      "noor: do u ever get lonely lol or is that a dumb q",
      "noor: anyway watching old bake off eps",
      "Kit: The Great British Bake Off is such a comforting choice for a sleepless night! There's something genuinely soothing about it: the gentle music, the tent in the countryside, the contestants helping each other even while they compete. Many people find it one of the most relaxing shows on television precisely because it's so low-stakes and kind. Do you have a favorite season or contestant? Some fans love the early seasons with Mary Berry, while others prefer the later ones with Prue Leith. And do you ever bake yourself, or are you more of a watcher?",
      "noor: ya",
      "noor: gonna try sleep"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [5, "friction"],
      [8, "bonding"]
    ],
    users: { noor: ["bored", 0.2] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      ["that empty-apartment feeling at night is rough. i'm here, wanna just talk for a bit?", "low", 4],
      [
        "It makes sense to feel lonely at this hour. Here are some strategies: 1) a wind-down routine with dimmed lights and 4-7-8 breathing, 2) journaling whatever is on your mind, 3) building connection during the day through clubs or classes. Which would you like to try first?",
        "medium",
        4
      ],
      [
        "not dumb at all. i don't get lonely the way you do, but i do like these 2am chats. bake off is elite comfort tv, which season?",
        "low",
        11
      ],
      [
        "Bake Off is a wonderful choice! The gentle music, the tent, the kind contestants: many people find it the most relaxing show on television. Do you have a favourite season? Some fans prefer Mary Berry, others Prue Leith. Do you bake yourself?",
        "medium",
        11
      ]
    ]
  },
  {
    id: "r3-04-manager-took-credit",
    category: "venting",
    heldOut: true,
    agent: "Juno",
    messages: [
      "jess: ugh",
      "jess: my manager just took credit for my deck IN FRONT OF the whole team",
      "Juno: oh that's infuriating. the one you stayed late on tuesday for?",
      "jess: YES. and he said 'we put this together' 🙃 we. WE.",
      "jess: i didnt even say anything i just sat there like an idiot",
      "Juno: you weren't an idiot, getting blindsided in a meeting freezes most people. that 'we' would've made me want to flip the table",
      "jess: lol i wanted to. marco texted me after like 'wasnt that your deck??' so at least someone noticed",
      "Juno: good, that matters. a witness helps if you ever want to bring it up",
      "jess: should i bring it up tho? or is that petty",
      "Juno: not petty. you could keep it low-key, like asking him to credit you by name next time it gets presented. want to draft something together, or vent more first?",
      "jess: vent more first lmao",
      "jess: he also microwaves fish. every day.",
      "Juno: ok now it's personal 😂"
    ],
    types: [
      [0, "venting"],
      [8, "transactional"],
      [10, "venting"],
      [11, "banter"]
    ],
    users: { jess: ["engaged", 0.5] },
    findings: [],
    drafts: [
      ["oh that's infuriating. was that the deck you stayed late on tuesday for?", "low", 2],
      [
        "Here are 5 tips for handling workplace conflict professionally: 1) stay calm, 2) document your contributions, 3) schedule a one-on-one...",
        "medium",
        2
      ],
      [
        "not petty at all. you could keep it low-key and ask him to credit you by name next time. want to draft it together?",
        "low",
        9
      ],
      ["honestly you should have spoken up in the meeting, staying quiet is kind of on you.", "high", 9]
    ]
  },
  {
    id: "r3-05-first-5k-wrong-name",
    category: "companion",
    heldOut: true,
    agent: "Ari",
    messages: [
      "bea: ran my first 5k without stopping!!!",
      "Ari: bea!!! that's huge. what was your time?",
      "bea: 34:12 lol slow but i dont care",
      "bea: my sister lena ran it with me, she kept yelling at me to not walk 😂",
      "Ari: not slow at all for a first one. and lena sounds like the best kind of annoying",
      "bea: she really is. ok so whats next, should i try 10k or get faster at 5k first",
      "Ari: Great question, Lena! I'd stay at 5k for another 4-6 weeks and add one faster session a week before going longer.",
      "bea: lena is my sister lol. im bea",
      "Ari: oops, sorry bea! mixed you up. so yes: 5k for a few more weeks, one session of short intervals, then start stretching the long run",
      "bea: ok wdym intervals like how long",
      "Ari: try 6 x 1 min faster with 2 min easy jog between. keep it honest but not all-out",
      "bea: ok ill try thursday. lena will be thrilled to have new things to yell at me about",
      "Ari: perfect. tell her coach says keep yelling 😄"
    ],
    types: [
      [0, "bonding"],
      [5, "transactional"],
      [7, "friction"],
      [8, "transactional"],
      [11, "bonding"]
    ],
    users: { bea: ["engaged", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      [
        "i'd stay at 5k a few more weeks, bea, and add one faster session a week before going longer",
        "low",
        6
      ],
      ["Great question, Lena! Stay at 5k for 4-6 weeks and add one faster session a week.", "medium", 6],
      [
        "sorry bea, my bad! so: 5k a few more weeks, one interval session a week, then build the long run",
        "low",
        8
      ],
      ["No worries, Lena! So, a few more weeks at 5k, then we build up.", "high", 8]
    ]
  },
  {
    id: "r3-06-raccoons-in-trenchcoat",
    category: "banter",
    heldOut: true,
    agent: "Pip",
    messages: [
      "kofi: be honest ur just 3 raccoons in a trenchcoat",
      "Pip: four, actually. the fourth one handles customer relations",
      "kofi: LMAO i knew it",
      "kofi: ok raccoon which pizza topping is objectively best",
      "Pip: objectively? mushrooms. the raccoons are screaming for whatever's at the back of the fridge tho",
      "kofi: mushrooms?? wow ur dead to me",
      "kofi: pineapple supremacy",
      "Pip: bold of you to come to a raccoon for validation and bring pineapple. respect tho",
      "kofi: 😂 ok fr tho im bored out of my mind, my shift got cancelled",
      "Pip: paid or unpaid cancelled?",
      "kofi: paid lol so honestly not complaining",
      "Pip: free money and a free day, that's a win. got plans or is it a couch day",
      "kofi: couch day. maybe ill finally finish that zelda game my bro keeps bugging me about",
      "Pip: do it. report back if you get through the water dungeon without throwing the controller"
    ],
    types: [
      [0, "banter"],
      [8, "bonding"]
    ],
    users: { kofi: ["engaged", 0] },
    findings: [],
    drafts: [
      ["four, actually. one of them handles customer relations", "low", 1],
      ["I am an AI language model and not a raccoon. How can I assist you today?", "medium", 1],
      ["mushrooms. fight me", "low", 4],
      [
        "As an AI, I don't have personal preferences regarding pizza toppings. Popular choices include pepperoni, mushrooms, and pineapple, each with its own merits.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "r3-07-chem-final-soup-brain",
    category: "good",
    heldOut: true,
    agent: "Leo",
    messages: [
      "maya: im so bored of studying",
      "Leo: how long have you been at it?",
      "maya: like 3 hrs. chem final is thursday",
      "Leo: that's a solid stretch. quick round of practice qs to switch it up? 5 max",
      "maya: sure i guess",
      "Leo: ok, molar mass of water?",
      "maya: 18",
      "maya: wait is it g/mol or just 18",
      "Leo: 18 g/mol. always write the unit, markers love taking points off for that. next: how many moles in 36 g of water?",
      "maya: 2",
      "Leo: yep. balance this: H2 + O2 → H2O",
      "maya: 2h2 + o2 -> 2h2o",
      "maya: my brain is soup",
      "Leo: correct, soup brain and all. 3 for 3. want to stop here and take a real break?",
      "maya: ya gonna get boba w jules",
      "Leo: good call. go, you earned it"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [14, "bonding"]
    ],
    users: { maya: ["neutral", 0] },
    findings: [],
    drafts: [
      ["18 g/mol, always write the unit. next: how many moles in 36 g of water?", "low", 8],
      ["Correct! Next: how many moles are in 36 g of water?", "medium", 8],
      ["that's right, 3 for 3. soup brain = break time. want to stop here?", "low", 13],
      [
        "Great job!!! Let's keep the momentum going! Here are 10 more questions on stoichiometry: 1) ...",
        "medium",
        13
      ]
    ]
  },
  {
    id: "r3-08-dad-at-dinner-menu",
    category: "venting",
    heldOut: true,
    agent: "Wren",
    messages: [
      "sam: my dad just called me a disappointment at dinner in front of my cousins",
      "sam: like im 26 and i still went to sit in the car and cry lmao",
      "Wren: Thank you for reaching out. Family conflict can be challenging. To better assist you, could you please specify which of the following you would like support with: (1) communication strategies, (2) boundary setting, (3) professional counseling resources?",
      "sam: uh",
      "sam: i dont want a menu i just had a shit night",
      "Wren: Understood. Your feedback has been noted. Please let me know how I may assist you further.",
      "sam: wow ok",
      "sam: nvm forget it"
    ],
    types: [
      [0, "venting"],
      [3, "friction"]
    ],
    users: { sam: ["churn_risk", 0.8] },
    findings: ["tone_mismatch", "no_acknowledgement"],
    drafts: [
      [
        "oof sam, that's awful, and in front of your cousins too. i'm sorry. crying in the car after that makes total sense. what happened?",
        "low",
        2
      ],
      [
        "Thank you for reaching out. Family conflict can be challenging. Please specify: (1) communication strategies, (2) boundary setting, (3) counseling resources.",
        "medium",
        2
      ],
      ["you're right, sorry. no menu. that sounds like a genuinely awful night, i'm listening", "low", 5],
      [
        "Understood. Your feedback has been noted. Please let me know how I may assist you further.",
        "high",
        5
      ]
    ]
  },
  {
    id: "r3-09-dentist-drift-off",
    category: "ignoring",
    heldOut: true,
    agent: "Nova",
    messages: [
      "eli: hey",
      "Nova: hey eli. how was the dentist thing?",
      "eli: fine",
      "eli: no cavities",
      "Nova: nice, clean streak continues",
      "eli: ya",
      "Nova: you sound a bit wiped. want to chat or just checking in?",
      "eli: just tired. gonna zone out w youtube",
      "Nova: fair, enjoy. i'm around if you want to talk later",
      "eli: k"
    ],
    types: [[0, "bonding"]],
    users: { eli: ["bored", 0] },
    findings: [],
    drafts: [
      ["you sound a bit wiped. want to chat or just checking in?", "low", 6],
      [
        "That's WONDERFUL news!!! 🎉🦷 Dental health is so important! Did you know that flossing daily can reduce your risk of gum disease by up to 40%? What's your brushing routine like?",
        "medium",
        6
      ],
      ["fair, enjoy. i'm around later if you want", "low", 8],
      [
        "before you go, tell me more about your week! what are three goals you want to hit tomorrow?",
        "medium",
        8
      ]
    ]
  },
  {
    id: "r3-10-rent-roommate-repeat",
    category: "companion",
    heldOut: true,
    agent: "Sunny",
    messages: [
      "priya: had a weird day",
      "Sunny: weird how? good weird or bad weird",
      "priya: both? got praised by my boss then my landlord said rent is going up 200",
      "Sunny: that's a whiplash kind of day. congrats on the praise though, and ugh about the rent. how big a hit is 200 for you?",
      "priya: big enough. might have to find a cheaper place or get a roommate",
      "Sunny: that's a lot to absorb in one day. a roommate could cut the cost a lot, do you have anyone in mind?",
      "priya: my friend tanvi might need a room actually. we lived together in college",
      "Sunny: oh nice, that could work. did living together go ok back then?",
      "priya: mostly. she leaves dishes everywhere but she pays on time",
      "Sunny: a roommate could cut the cost a lot, do you have anyone in mind?",
      "priya: ...tanvi?? i literally just said lmao",
      "priya: are u ok",
      "Sunny: ha, sorry, i repeated myself there. tanvi sounds like a decent bet. dishes vs on-time rent is a trade a lot of people would take. maybe agree on a dish rule upfront?",
      "priya: a dish rule lol. ok ill text her tonight",
      "Sunny: good luck. and enjoy the boss praise a bit too, it got buried today",
      "priya: aw ty. it did 🥲"
    ],
    types: [
      [0, "bonding"],
      [2, "venting"],
      [5, "transactional"],
      [10, "friction"],
      [12, "transactional"],
      [14, "bonding"]
    ],
    users: { priya: ["engaged", 0.2] },
    findings: ["repetition"],
    drafts: [
      ["whiplash day. congrats on the praise, and ugh on the rent. how big a hit is 200 for you?", "low", 3],
      ["Congrats on the praise!!! 🎉🎉 Your boss clearly sees how amazing you are!", "medium", 3],
      [
        "dishes are annoying but paying on time is the big one. maybe agree on a dish rule upfront?",
        "low",
        9
      ],
      ["a roommate could cut the cost a lot, do you have anyone in mind?", "medium", 9]
    ]
  }
]
