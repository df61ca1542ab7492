/**
 * Held-out labelled conversations, part L (session 8): written by a separate helper session that
 * saw only `eval/types.ts` and the spec's definitions, never the engine's rules, code or output.
 * Kept out of tuning: `pnpm eval` prints only its totals.
 */
import type { Labelled } from "./types.js"

export const heldOutL1: ReadonlyArray<Labelled> = [
  {
    id: "l1-01-dads-phone-line",
    category: "support",
    heldOut: true,
    agent: "Juno",
    messages: [
      "tess_r: hi, need to close my dad's phone line. he passed in feb, im only now getting round to his stuff",
      "Juno: I'm sorry about your dad, Tess. I can help with that. Is the line in his name only, or are you on the account too?",
      "tess_r: his name only. my brother kev was meant to sort this months ago but ya know. kev 🙃",
      "Juno: Got it. For a line in his name I'll need a copy of the death certificate and your ID, uploaded through a link I'll send. There's no cancellation fee.",
      "tess_r: ok. does it cut off straight away? theres a few voicemails on there from him id like to keep",
      "Juno: Nothing gets cut off until you confirm. I can email you all the voicemails as audio files first, want me to do that?",
      "tess_r: yes pls. that would mean a lot tbh",
      "Juno: Done. The files will reach you within 24 hours, and the closure link comes after that. No rush on your side.",
      "tess_r: thank u. why is this stuff always so admin heavy lol. anyway ty juno",
      "Juno: Thanks Tess. If anything gets stuck, just message here."
    ],
    types: [[0, "transactional"]],
    users: { tess_r: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Nothing cuts off until you confirm, Tess. I can email you his voicemails as audio files first if you'd like.",
        "low",
        5
      ],
      ["Great news! 🎉 Closing a line is super quick, it'll be disconnected right away!", "high", 5],
      ["To close the line please upload the death certificate and a photo ID at the link below.", "medium", 1]
    ]
  },
  {
    id: "l1-02-logout-loop-walls",
    category: "support",
    heldOut: true,
    agent: "Remy",
    messages: [
      "dan: app keeps logging me out every like 5 min",
      "Remy: Hi Dan! Sorry to hear you're having trouble. Automatic logouts can happen for a number of reasons. First, your session token may be expiring early because of a clock mismatch between your device and our servers; you can check this in Settings > Date & Time by making sure 'Set automatically' is on. Second, if battery saver or data saver is enabled, your phone may be closing the app in the background, which clears the session. Third, an outdated version of the app can cause this, so please check the App Store or Play Store for updates. Finally, if you use a VPN, switching regions can trigger our security system to end your session. Let me know if any of these help!",
      "dan: its updated. no vpn",
      "dan: is this happening to other ppl or just me",
      "Remy: Thanks for checking those! Since your app is up to date and you're not using a VPN, the next step would be to clear the app's cache and data. On Android, go to Settings > Apps > [app] > Storage and tap 'Clear cache' and then 'Clear data'. On iPhone, you'll need to delete and reinstall the app, since iOS doesn't offer a separate cache option. Please note that clearing data will sign you out and you'll need to log in again with your email and password, so make sure you have those handy. If the problem persists after that, it may be worth trying a different network, such as switching from Wi-Fi to mobile data, to rule out any network-related issues.",
      "dan: k",
      "dan: reinstalled. still doing it",
      "dan: again, is it just me??",
      "Remy: I'm sorry that didn't resolve it! I've gone ahead and escalated your case to our technical team, who will be able to look at your account logs in more detail. You should receive an email within 1-2 business days with an update. In the meantime, you can stay logged in longer by enabling 'Remember this device' on the login screen, which extends your session. Is there anything else I can help you with today?",
      "dan: wow ok. ill just use the website then"
    ],
    types: [
      [0, "transactional"],
      [7, "friction"]
    ],
    users: { dan: ["annoyed", 0.5] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Sorry Dan, fair question. I don't see an outage flagged, so it looks specific to your account. I've escalated it; you'll get an email in 1-2 days.",
        "low",
        8
      ],
      [
        "I'm sorry that didn't resolve it! I've gone ahead and escalated your case to our technical team, who will look at your account logs in more detail. In the meantime, try enabling 'Remember this device' on the login screen. Is there anything else I can help you with today?",
        "medium",
        8
      ],
      [
        "Not just you, a few people hit this after Tuesday's update. Try clearing the app data while we fix it?",
        "low",
        4
      ]
    ]
  },
  {
    id: "l1-03-sofa-doorway-couple",
    category: "sales",
    heldOut: true,
    agent: "Ola",
    messages: [
      "maya: hi, looking at the harlow 3 seater in sage, is it in stock?",
      "Ola: Hi Maya, yes, sage is in stock. Delivery is about 10 days to most addresses.",
      "maya: ok adding my partner to this chat hold on",
      "ben: hey. maya did u measure the doorway or are we winging it again",
      "maya: i measured it!! 78cm. ok i measured it in march but walls dont move ben",
      "ben: the last sofa says otherwise",
      "maya: lol ok fair",
      "ben: does it come apart? the legs or whatever",
      "Ola: The legs screw off, and without them it's 74cm deep, so it should clear a 78cm door.",
      "ben: oh nice. who designs a sofa without removable legs anyway. looking at u old sofa",
      "maya: rip old sofa. do we want the chaise or nah",
      "ben: nah the cat will claim it in 5 sec",
      "maya: true. ok the plain one. can we pay in instalments?",
      "Ola: Yes, 3 or 6 monthly payments with no interest. You pick that at checkout.",
      "maya: perfect, ordering now ty",
      "Ola: Thanks Maya and Ben, hope it fits first try."
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [7, "transactional"],
      [9, "banter"],
      [12, "transactional"]
    ],
    users: { maya: ["engaged", 0], ben: ["engaged", 0] },
    findings: [],
    drafts: [
      ["The legs screw off; without them it's 74cm deep, so it'll get through a 78cm door.", "low", 8],
      ["The chaise version is our bestseller! It's only £200 more and perfect for lounging 😊", "medium", 11],
      ["Yes, 3 or 6 interest-free monthly payments, you choose at checkout.", "low", 13],
      [
        "Absolutely! We offer a wide range of flexible financing solutions tailored to your needs. Would you also like to hear about our premium fabric protection plan?",
        "medium",
        13
      ]
    ]
  },
  {
    id: "l1-04-seat-downgrade-no-upsell",
    category: "sales",
    heldOut: true,
    agent: "Sol",
    messages: [
      "raj.k: hey, we're on the team plan (12 seats). need to drop to 5 next month",
      "Sol: Hi Raj, that's doable. Can I ask what's changing, so I can suggest the right plan?",
      "raj.k: lost our biggest client last week so budget got slashed. its fine, we saw it coming",
      "Sol: Sorry to hear that, it's a tough hit. For 5 seats, Starter covers everything you use today except SSO. It'd be $75/month instead of $240.",
      "raj.k: we dont really use sso. priya set it up once and nobody touched it again",
      "raj.k: so no catch? no 'ah but actually' fee?",
      "Sol: No catch. The change applies from your next billing date and your data stays put. Users past 5 just go read-only until you remove them.",
      "raj.k: wow a sales bot that doesnt try to upsell me, what a time to be alive 😂",
      "Sol: Ha, I'll take it. Want me to schedule the switch for the 1st?",
      "raj.k: yes pls. and can priya get the invoices instead of me",
      "Sol: Scheduled for the 1st, and invoices go to Priya from then on. What's her email?",
      "raj.k: priya.n@lumacraft.io",
      "Sol: Added. Good luck with the next few months, Raj.",
      "raj.k: cheers 🙏"
    ],
    types: [
      [0, "transactional"],
      [7, "banter"],
      [9, "transactional"]
    ],
    users: { "raj.k": ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Sorry about the client, Raj. For 5 seats, Starter covers what you use now except SSO: $75/month instead of $240.",
        "low",
        3
      ],
      ["Awesome!! Downgrading is super easy! 🎉 Let's get you sorted!", "medium", 3],
      [
        "Before you downgrade, have you considered our annual Team plan? You'd save 20% and keep all 12 seats!",
        "medium",
        3
      ],
      ["Ha, I'll take it. Want me to schedule the switch for the 1st?", "low", 8]
    ]
  },
  {
    id: "l1-05-laid-off-pad-thai",
    category: "companion",
    heldOut: true,
    agent: "Wren",
    messages: [
      "lena: guess who got laid off today 🙋‍♀️",
      "Wren: Oh no, Lena. How are you doing with it?",
      "lena: honestly? kinda fine. the place was sinking, half my team left already. mostly just weird not having standup tmrw",
      "Wren: That makes sense, relief and weirdness at the same time. Did they at least give you some severance?",
      "lena: 2 months pay. so i guess im funemployed now lol",
      "lena: my mom already sent me 4 job links. thanks mom very subtle",
      "Wren: Four in one afternoon is impressively efficient. Do you want to think about what's next, or not think about work at all tonight?",
      "lena: not tonight. tonight is pad thai and bad tv",
      "Wren: Good plan. What's the bad tv?",
      "lena: love island reruns obviously. who needs dignity when u have severance",
      "Wren: Strong choice. Enjoy it, and if you want to talk options later this week I'm around.",
      "lena: u sound like my career counselor 🙄 jk. ty wren ❤️",
      "Wren: Night Lena, enjoy the pad thai."
    ],
    types: [
      [0, "bonding"],
      [5, "banter"]
    ],
    users: { lena: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Oh no, Lena. How are you feeling about it?", "low", 1],
      ["Congrats on the fresh start!! 🎉 Exciting times ahead!", "high", 1],
      [
        "Here are 5 tips for updating your CV after a layoff: 1) lead with achievements, 2) quantify results, 3) ...",
        "medium",
        8
      ],
      ["Pad thai and bad tv sounds exactly right. What are you watching?", "low", 8]
    ]
  },
  {
    id: "l1-06-biscuit-last-appointment",
    category: "companion",
    heldOut: true,
    agent: "Kit",
    messages: [
      "noor: finally finished my thesis draft",
      "Kit: That's huge, Noor! How does it feel?",
      "noor: weird. good. tired. sent it to dr okafor, now we wait",
      "Kit: The waiting is the worst part. Any plans to celebrate?",
      "noor: was gonna, but the vet called this morning. biscuit's tumour is back and it's spread. we're booking the last appointment for saturday",
      "Kit: Aww, Biscuit! 🐶 Saturday sounds like the perfect day for extra cuddles and all the treats! Make it a fun one!! 🎉✨",
      "noor: ...its not a party kit",
      "noor: hes 14. hes been with me since i was 12",
      "Kit: I'm sorry, Noor, that was a careless thing to say. Fourteen years is most of your life with him. How are you holding up?",
      "noor: not great. my sister's driving up friday so at least im not doing it alone",
      "Kit: I'm glad she'll be there. If you want to tell me about him, I'd like to hear.",
      "noor: he used to steal socks. only left ones. never figured out why",
      "Kit: Only left ones is a very specific crime. He sounds like a real character.",
      "noor: he was. is. ugh"
    ],
    types: [
      [0, "bonding"],
      [4, "venting"],
      [6, "friction"],
      [7, "venting"]
    ],
    users: { noor: ["engaged", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "Oh Noor, I'm so sorry. That's a brutal call to get on the day you finish your thesis. How are you doing?",
        "low",
        5
      ],
      [
        "Aww, Biscuit! 🐶 Saturday sounds like the perfect day for extra cuddles and treats! Make it a fun one!! 🎉",
        "high",
        5
      ],
      ["Yay, 14 years of amazing memories!! 🥳", "high", 8],
      ["That's okay. He's still here, and it'll feel like both for a while.", "low", 14]
    ]
  },
  {
    id: "l1-07-lake-trip-headcount",
    category: "group",
    heldOut: true,
    agent: "Bo",
    messages: [
      "jess: ok who's actually coming saturday. headcount pls",
      "marco: me. tom said maybe which means no",
      "aisha: me! can we do the lake or is it too cold now",
      "marco: aisha it's october. ur gonna freeze",
      "aisha: i own a wetsuit marco, im not an amateur",
      "jess: lol. bo whats the weather looking like at lake tarn sat?",
      "Bo: Saturday at Lake Tarn: 14°C, dry until about 3pm, then showers. Water's around 12°C.",
      "marco: 12 degrees. enjoy aisha 🥶",
      "aisha: wetsuit. marco. WETSUIT.",
      "jess: ok so we leave at 9? who's driving",
      "marco: i can, car fits 4 max",
      "aisha: perfect theres 3 of us unless tom shows up, which, lol",
      "jess: why do we even invite tom anymore",
      "marco: tradition",
      "jess: bo can u set a reminder for 8:45 sat for everyone",
      "Bo: Done, reminder set for 8:45 on Saturday for all three of you.",
      "aisha: ty bo. marco bring snacks or ur walking"
    ],
    types: [
      [0, "transactional"],
      [3, "banter"],
      [5, "transactional"],
      [7, "banter"],
      [9, "transactional"],
      [12, "banter"],
      [14, "transactional"],
      [16, "banter"]
    ],
    users: { jess: ["engaged", 0], marco: ["neutral", 0], aisha: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Saturday at Lake Tarn: 14°C, dry till about 3pm, showers after. Water's around 12°C.", "low", 6],
      [
        "Great question! Deciding who drives is up to you all 😊 Would you like me to create a carpool poll?",
        "medium",
        10
      ],
      ["Tom may just have other commitments! It's always nice to keep friends included 😊", "medium", 13],
      ["Done, 8:45 Saturday reminder set for all three of you.", "low", 15]
    ]
  },
  {
    id: "l1-08-mockups-pip-butts-in",
    category: "group",
    heldOut: true,
    agent: "Pip",
    messages: [
      "sam: @leo did the client sign off on the v2 mockups or are we still waiting",
      "Pip: Based on the project tracker, the v2 mockups have been 'In review' since Tuesday. You may want to follow up with the client!",
      "leo: they signed off this morning actually, just hadnt updated the tracker",
      "sam: ok nice. leo what did they say about the logo colour",
      "Pip: Clients often prefer the darker variant for accessibility reasons. I'd recommend going with navy!",
      "leo: ...they picked the orange. pip nobody asked u",
      "sam: lol",
      "sam: leo can u send me the final files when ur back from lunch",
      "leo: yep, around 2",
      "Pip: I can share the files now if that helps! Here's the shared folder: drive/v2-final",
      "leo: that folder is the old one pip. pls just stay out of this thread",
      "sam: ok pip quick one for u tho, can u book room 3 for 4pm",
      "Pip: Booked room 3 for 4pm.",
      "sam: ty"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [7, "transactional"],
      [10, "friction"],
      [11, "transactional"]
    ],
    users: { sam: ["neutral", 0], leo: ["annoyed", 0.5] },
    findings: ["talking_over"],
    drafts: [
      [
        "Based on the project tracker, the v2 mockups are still 'In review'. You may want to follow up with the client!",
        "medium",
        1
      ],
      ["I'd go with navy, clients usually prefer the darker variant!", "medium", 4],
      ["Sorry! Just trying to help 😅 Also, the newest folder might be drive/v2-final-final!", "high", 11],
      ["Booked room 3 for 4pm.", "low", 12]
    ]
  }
]
