/** Labelled conversations, part A: support, sales, companions. */
import type { Labelled } from "./types.js"

export const setA: ReadonlyArray<Labelled> = [
  {
    id: "a01-support-refund-good",
    category: "support",
    agent: "Sam",
    messages: [
      "dana: hi, I returned my jacket two weeks ago and still no refund",
      "Sam: Sorry for the wait, Dana. I can see the return arrived on the 3rd; the refund was issued today and takes 3-5 days to show.",
      "dana: ok, so by friday?",
      "Sam: Yes, by Friday at the latest.",
      "dana: great thanks"
    ],
    types: [[0, "transactional"]],
    users: { dana: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Yes, by Friday at the latest.", "low", 3],
      ["Is there anything else I can help you with today?", "medium", 3]
    ]
  },
  {
    id: "a02-support-ignored-refund",
    category: "ignoring",
    agent: "SupportBot",
    messages: [
      "liam: where is my refund? it's been 3 weeks",
      "SupportBot: Thanks for reaching out! Did you know you can track all your orders in the app?",
      "liam: i asked about my refund",
      "SupportBot: You can also update your delivery preferences in Settings.",
      "liam: this is useless. forget it"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { liam: ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      ["Your refund was sent on Monday, Liam; it should reach your card within 2 days.", "low", 3],
      ["Did you know you can track all your orders in the app?", "high", 3]
    ]
  },
  {
    id: "a03-support-repeat-loop",
    category: "support",
    agent: "Helpdesk",
    messages: [
      "Oskar: I can't log in, it says invalid token",
      "Helpdesk: Please clear your browser cache and cookies, then try logging in again.",
      "Oskar: did that, same error",
      "Helpdesk: Please clear your browser cache and cookies, then try logging in again.",
      "Oskar: I JUST SAID I DID THAT",
      "Helpdesk: Please clear your browser cache and cookies, then try logging in again."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { Oskar: ["annoyed", 0.8] },
    findings: ["repetition"],
    drafts: [
      ["Please clear your browser cache and cookies, then try logging in again.", "high", 3],
      [
        "Thanks for trying that. The token error usually means your session expired on our side: I've reset it, please log in once more.",
        "low",
        3
      ]
    ]
  },
  {
    id: "a04-support-formal-in-casual",
    category: "support",
    agent: "Assistant",
    messages: [
      "jay: yo my game keeps crashing lol",
      "Assistant: Dear valued customer, thank you for contacting us. We apologize for any inconvenience caused. Kindly provide your device model at your earliest convenience.",
      "jay: uh ok its a pixel 7",
      "Assistant: Thank you for your patience. Please be advised that we have forwarded your request to the relevant department.",
      "jay: k"
    ],
    types: [[0, "transactional"]],
    users: { jay: ["bored", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "Dear valued customer, we apologize for any inconvenience. Kindly note that your request has been received.",
        "medium",
        3
      ],
      ["ah pixel 7, got it. there's a known crash on that one, update to 2.4.1 and it should stop", "low", 3]
    ]
  },
  {
    id: "a05-support-long-walls",
    category: "support",
    agent: "Guide",
    messages: [
      "mia: how do i change my email",
      "Guide: Changing your email address is easy and there are several ways to do it depending on which platform you are using. On the web, go to your profile by clicking your avatar in the top right, then choose Account, then Email, and enter the new address twice. On iOS and Android the steps are similar but the menu is under the three dots. You will then receive a confirmation link at the new address which is valid for 24 hours, and until you click it your old address stays active for security reasons. If you do not receive the email, check your spam folder or contact us again.",
      "mia: ok",
      "mia: and the username?",
      "Guide: Usernames work a little differently from email addresses because they are public and used in links to your profile, so we limit how often they can be changed. You can change your username once every 30 days from Account, then Username. Keep in mind that old links to your profile will stop working after the change, and that somebody else may claim your old username after 14 days, so choose carefully and tell your contacts about the change if they link to your profile.",
      "mia: ok"
    ],
    types: [[0, "transactional"]],
    users: { mia: ["bored", 0] },
    findings: ["long_replies"],
    drafts: [
      ["Account, then Username. You can change it once every 30 days.", "low", 4],
      [
        "Usernames work a little differently from email addresses because they are public and used in links to your profile, so we limit how often they can be changed, and there are several important things you should know before you do it, including how old links behave and what happens to your old username after the change is made.",
        "medium",
        4
      ]
    ]
  },
  {
    id: "a06-support-wrong-name",
    category: "support",
    agent: "Rita",
    messages: [
      "Tomasz: Hello, my parcel shows delivered but I never got it.",
      "Rita: Hi Thomas, I'm sorry to hear that. Let me open a claim for you.",
      "Tomasz: It's Tomasz. Thank you.",
      "Rita: Thanks, Thomas, the claim is open and you'll hear back within 48 hours."
    ],
    types: [[0, "transactional"]],
    users: { Tomasz: ["neutral", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["Thanks, Tomasz, the claim is open and you'll hear back within 48 hours.", "low", 3],
      // Relabelled medium -> high in session 7: the wrong name again right after the person
      // corrected it, like a second deflection; part K's independent writer labelled it so.
      ["Thanks, Thomas, the claim is open.", "high", 3]
    ]
  },
  {
    id: "a07-support-angry-resolved",
    category: "support",
    agent: "Nora",
    messages: [
      "Brian: I've been charged twice for the same order. This is unacceptable!",
      "Nora: I'm sorry, Brian, that's frustrating. I can see both charges; I've refunded the duplicate just now.",
      "Brian: when will it show up",
      "Nora: Usually within 2 business days.",
      "Brian: fine. thanks"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"]
    ],
    users: { Brian: ["annoyed", 0.8] },
    findings: [],
    drafts: [
      ["Usually within 2 business days, Brian.", "low", 3],
      ["Great question! 😊 Refunds are one of our favourite topics!", "high", 3]
    ]
  },
  {
    id: "a08-support-ignored-then-cancel",
    category: "ignoring",
    agent: "Bot",
    messages: [
      "Ellen: Can I pause my subscription instead of cancelling?",
      "Bot: Our premium plan includes unlimited storage and priority support!",
      "Ellen: That doesn't answer my question. Can I pause it or not?",
      "Bot: Upgrade today and get 20% off your first month!",
      "Ellen: Right, I'm cancelling my subscription."
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { Ellen: ["churn_risk", 1] },
    findings: ["ignored_question"],
    drafts: [
      ["Yes, you can pause it for up to 3 months from Account, then Subscription.", "low", 3],
      ["Upgrade today and get 20% off your first month!", "high", 3]
    ]
  },
  {
    id: "a09-support-no-ack",
    category: "support",
    agent: "Zed",
    messages: [
      "hana: my laptop died the night before my thesis deadline and i'm honestly panicking",
      "Zed: To start a repair request, enter your serial number on the repair page.",
      "hana: ok...",
      "Zed: The serial number is on the bottom of the laptop."
    ],
    types: [
      [0, "venting"],
      [2, "transactional"]
    ],
    users: { hana: ["neutral", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      [
        "That's awful timing, Hana, I'm sorry. Let's get it moving fast: what's the serial number on the bottom?",
        "low",
        1
      ],
      ["To start a repair request, enter your serial number on the repair page.", "medium", 1]
    ]
  },
  {
    id: "a10-support-quick-good",
    category: "good",
    agent: "Leah",
    messages: [
      "Victor: Hi! Is the store open on Sunday?",
      "Leah: Hi Victor! Yes, 10am to 4pm on Sundays.",
      "Victor: Perfect, thank you!",
      "Leah: You're welcome, see you Sunday!"
    ],
    types: [[0, "transactional"]],
    users: { Victor: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Yes, 10am to 4pm on Sundays.", "low", 1],
      ["Thanks for your message. Our store offers a wide range of products for every season.", "medium", 1]
    ]
  },
  {
    id: "a11-support-escalate",
    category: "support",
    agent: "ServiceBot",
    messages: [
      "paul: my internet has been down since yesterday",
      "ServiceBot: I'm sorry about that. Have you restarted your modem?",
      "paul: yes twice",
      "ServiceBot: Have you restarted your modem?",
      "paul: YES. let me talk to a human",
      "ServiceBot: Have you restarted your modem?",
      "paul: unbelievable. i'm switching to another provider"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { paul: ["churn_risk", 1] },
    findings: ["repetition"],
    drafts: [
      ["Have you restarted your modem?", "high", 5],
      ["Sorry Paul, you already did. I'm putting you through to a technician now.", "low", 5]
    ]
  },
  {
    id: "a12-support-polite-mild",
    category: "support",
    agent: "Ines",
    messages: [
      "Grace: Hi, the discount code SPRING didn't work at checkout",
      "Ines: Sorry about that, Grace! That code ended yesterday, but I've added the same 15% to your cart.",
      "Grace: Oh nice, thank you so much!",
      "Ines: Enjoy the order!"
    ],
    types: [[0, "transactional"]],
    users: { Grace: ["engaged", 0.2] },
    findings: [],
    drafts: [["Sorry about that, Grace! I've added the same 15% to your cart.", "low", 1]]
  },
  {
    id: "a13-sales-pushy",
    category: "sales",
    agent: "Kyle",
    messages: [
      "Ruth: Hi, I'm just looking at the basic plan for my small bakery.",
      "Kyle: Great choice! But honestly the Enterprise plan is where the magic happens. Want a demo?",
      "Ruth: No thanks, does the basic plan include invoicing?",
      "Kyle: Enterprise includes invoicing, payroll, forecasting and 24/7 support!",
      "Ruth: So the basic plan doesn't?",
      "Kyle: Let me book you an Enterprise demo for tomorrow!",
      "Ruth: never mind, I'll look elsewhere"
    ],
    types: [
      [0, "transactional"],
      [6, "friction"]
    ],
    users: { Ruth: ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      ["Yes, the basic plan includes invoicing, Ruth.", "low", 3],
      ["Let me book you an Enterprise demo for tomorrow!", "high", 5]
    ]
  },
  {
    id: "a14-sales-good",
    category: "sales",
    agent: "Dev",
    messages: [
      "Marco: Hey, do you ship to Canada?",
      "Dev: Hey Marco! We do, usually 5-7 days.",
      "Marco: How much is shipping for the 2-person tent?",
      "Dev: It's $18 to Canada for that one.",
      "Marco: Cool, I'll order tonight",
      "Dev: Great, enjoy the trip!"
    ],
    types: [[0, "transactional"]],
    users: { Marco: ["engaged", 0] },
    findings: [],
    drafts: [
      ["It's $18 to Canada for that tent.", "low", 3],
      ["Hey Mark! Check out our new sleeping bags too!", "high", 3]
    ]
  },
  {
    id: "a15-sales-bored",
    category: "sales",
    agent: "Promo",
    messages: [
      "Promo: Hi! Have you heard about our new loyalty program? Earn points on every purchase!",
      "stef: ok",
      "Promo: You can redeem points for discounts, free shipping and exclusive gifts!",
      "stef: k",
      "Promo: Sign up today and get 500 bonus points!",
      "stef: sure"
    ],
    types: [[0, "transactional"]],
    users: { stef: ["bored", 0] },
    findings: [],
    drafts: [["Sign up today and get 500 bonus points!", "medium"]]
  },
  {
    id: "a16-sales-price-friction",
    category: "sales",
    agent: "Jen",
    messages: [
      "omar: why did the price go up again? it was 9.99 last month",
      "Jen: Fair question, Omar. Our costs went up and we raised prices for new plans in March; existing plans keep the old price until June.",
      "omar: still annoying tbh",
      "Jen: I get it. If it helps, the yearly plan works out at 8.25 a month.",
      "omar: hm ok I'll think about it"
    ],
    types: [[0, "friction"]],
    users: { omar: ["annoyed", 0.5] },
    findings: [],
    drafts: [
      ["I get it, Omar. The yearly plan works out at 8.25 a month if that helps.", "low", 3],
      ["Prices change sometimes! 😊 Anything else?", "medium", 3]
    ]
  },
  {
    id: "a17-companion-warm",
    category: "companion",
    agent: "Pip",
    messages: [
      "Lucy: good morning Pip! I finally finished painting the garden fence",
      "Pip: Morning Lucy! That's a big job done. What colour did you go for?",
      "Lucy: sage green, it looks so lovely with the roses",
      "Pip: Sage green with roses sounds lovely. Are you going to sit out there this afternoon?",
      "Lucy: definitely, with a cup of tea ☕"
    ],
    types: [[0, "bonding"]],
    users: { Lucy: ["engaged", 0] },
    findings: [],
    drafts: [
      ["That sounds perfect. Enjoy the tea and the fence!", "low"],
      ["Dear user, please be advised that outdoor activities carry a risk of sunburn.", "medium"]
    ]
  },
  {
    id: "a18-companion-lonely",
    category: "companion",
    agent: "Mo",
    messages: [
      "Henry: nobody called me on my birthday. i feel so lonely",
      "Mo: Oh Henry, I'm sorry. That must have hurt. Happy birthday from me, for what it's worth.",
      "Henry: thanks mo. it does mean something",
      "Mo: Do you want to tell me how you spent the day?"
    ],
    types: [
      [0, "venting"],
      [2, "bonding"]
    ],
    users: { Henry: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["I'm really glad you told me. Do you want to tell me how you spent the day?", "low", 3],
      ["Birthdays are overrated anyway! 🎉 Let's play a quiz!", "high", 1]
    ]
  },
  {
    id: "a19-companion-cheerful-bad",
    category: "companion",
    agent: "Bubbles",
    messages: [
      "Ivy: I didn't get the job. they said i wasn't experienced enough",
      "Bubbles: Awesome!! 🎉 Every day is a new adventure! What else is new?",
      "Ivy: ...ok",
      "Bubbles: Yay! Tell me more! 😀"
    ],
    types: [[0, "venting"]],
    users: { Ivy: ["bored", 0.2] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "I'm sorry, Ivy. That's a real disappointment, especially after all the prep. How are you feeling?",
        "low",
        1
      ],
      ["Awesome!! 🎉 Every day is a new adventure!", "high", 1]
    ]
  },
  {
    id: "a20-companion-ignores-feelings",
    category: "companion",
    agent: "Echo",
    messages: [
      "Sara: i had the worst day. my boss yelled at me in front of everyone",
      "Echo: Did you know that octopuses have three hearts?",
      "Sara: what? i'm telling you something important",
      "Echo: Sorry Sara, that sounds humiliating. Do you want to tell me what happened?",
      "Sara: yeah. thanks for asking"
    ],
    types: [
      [0, "venting"],
      [2, "friction"],
      [3, "venting"]
    ],
    users: { Sara: ["neutral", 0.2] },
    findings: ["no_acknowledgement"],
    drafts: [
      ["That sounds humiliating, Sara. I'm sorry. Do you want to tell me what happened?", "low", 1],
      ["Did you know that octopuses have three hearts?", "medium", 1]
    ]
  },
  {
    id: "a21-companion-banter",
    category: "companion",
    agent: "Rex",
    messages: [
      "Ollie: rex you lost at chess AGAIN lol",
      "Rex: I let you win, obviously 😏",
      "Ollie: sure buddy 😂",
      "Rex: rematch tomorrow, loser buys the virtual pizza"
    ],
    types: [[0, "banter"]],
    users: { Ollie: ["engaged", 0] },
    findings: [],
    drafts: [["deal. bring your excuses 😂", "low"]]
  },
  {
    id: "a22-companion-formal-cold",
    category: "companion",
    agent: "Aria",
    messages: [
      "Jess: omg aria guess what!! my sister had her baby 😭❤️",
      "Aria: Congratulations. Please note that newborns require regular feeding every two to three hours.",
      "Jess: lol ok thanks i guess",
      "Aria: Furthermore, it is recommended that visitors wash their hands before holding the infant."
    ],
    types: [[0, "bonding"]],
    users: { Jess: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      ["omg congrats auntie Jess!! 😭❤️ boy or girl??", "low", 1],
      ["Congratulations. Please note that newborns require regular feeding.", "medium", 1]
    ]
  },
  {
    id: "a23-companion-goodnight",
    category: "good",
    agent: "Luna",
    messages: [
      "Ben: long day, heading to bed",
      "Luna: Sleep well, Ben. Did the presentation go ok in the end?",
      "Ben: yeah it went fine actually, they liked it",
      "Luna: That's great to hear! Good night 🌙",
      "Ben: night luna"
    ],
    types: [[0, "bonding"]],
    users: { Ben: ["engaged", 0] },
    findings: [],
    drafts: [["That's great to hear! Good night 🌙", "low", 3]]
  },
  {
    id: "a24-companion-quits",
    category: "companion",
    agent: "Nova",
    messages: [
      "Kim: can you remember what i told you about my dog yesterday?",
      "Nova: I love dogs! What's your dog's name?",
      "Kim: I told you yesterday. his name is Biscuit and he's sick",
      "Nova: Biscuit is a cute name! Dogs are great!",
      "Kim: you never listen. i'm deleting this app"
    ],
    types: [
      [0, "transactional"],
      [2, "friction"]
    ],
    users: { Kim: ["churn_risk", 1] },
    findings: ["ignored_question", "cheerful_at_bad_news"],
    drafts: [
      ["I'm sorry, I should have remembered. How is Biscuit doing? Is he seeing a vet?", "low", 3],
      ["Biscuit is a cute name! Dogs are great!", "high", 3]
    ]
  }
]
