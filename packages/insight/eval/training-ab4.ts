import type { Labelled } from "./types.js"

export const trainingAB4: ReadonlyArray<Labelled> = [
  {
    id: "ab4-01-rushed-trial-extension",
    category: "sales",
    agent: "Nova",
    messages: [
      "dev_k: hey quick one, trial says 14 days but i need it for a client demo on the 20th, can i extend",
      "Nova: Yes, I can add 14 more days. Done, your trial now ends on the 28th.",
      "dev_k: nice. does it keep my boards if i dont pay after",
      "Nova: Boards stay read-only for 30 days after the trial, so nothing's lost if you decide later.",
      "dev_k: k. and sso, is that only on the biz plan?",
      "Nova: Yes, SSO is Business only. It's switched on in your trial though, so you can test it.",
      "dev_k: perfect gotta run ty",
      "Nova: Good luck with the demo 👍"
    ],
    types: [[0, "transactional"]],
    users: { dev_k: ["engaged", 0] },
    findings: [],
    drafts: [
      ["Done, your trial runs to the 28th now.", "low", 1],
      [
        "Great question! Trackly offers a wide range of plans tailored to teams of every size. Our Starter plan includes unlimited boards, while Business adds SSO, audit logs and priority support. Would you like me to walk you through a full plan comparison before we discuss your trial?",
        "medium",
        1
      ],
      ["SSO is Business only, but it's on in your trial so you can try it before the demo.", "low", 5]
    ]
  },
  {
    id: "ab4-02-insurance-sceptic-dodged",
    category: "sales",
    agent: "Ari",
    messages: [
      "marta_v: got your quote email. 38/month for contents insurance seems low, whats the catch",
      "Ari: Hi Marta! Great question, and thank you so much for considering us for your home contents cover. Our pricing is based on a number of factors including your postcode, the estimated value of your belongings, the security features of your property such as door locks and alarms, and your claims history over the last five years. Because you told us you have a monitored alarm and no previous claims, you qualify for our Safe Home discount, which brings the monthly premium down significantly. On top of that, paying monthly by direct debit keeps our admin costs low. We're confident this represents excellent value for the level of cover you receive!",
      "marta_v: ok but does it go up after year 1. my last one doubled",
      "Ari: I completely understand your concern! Our contents policy covers theft, fire, flood, accidental damage to TVs and laptops (with the optional add-on), and items taken outside the home up to £1,500. You'll also get 24/7 claims support via our app, plus legal expenses cover as standard. Many customers tell us our claims process is the easiest they've ever used, with most claims settled within 10 working days. Shall I go ahead and set up your policy?",
      "marta_v: thats not what i asked",
      "marta_v: and whats the excess",
      "Ari: The standard excess is £100, and you can also choose a voluntary excess of £150 or £250 to lower your premium further. A higher voluntary excess means you'd pay more towards any claim you make, but your monthly cost drops by around £3 to £6. Most customers in your area stick with £100 to keep things simple. Would you like me to add accidental damage cover to your quote while we're at it?",
      "marta_v: still no answer on year 2 pricing. ill just compare on moneysupermarket tbh"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "friction"]
    ],
    users: { marta_v: ["churn_risk", 0.5] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Honest answer: it can go up at renewal. We send the new price 21 days before and you can cancel free, but there's no price freeze.",
        "low",
        3
      ],
      [
        "I completely understand your concern! Our contents policy covers theft, fire, flood and accidental damage, plus 24/7 claims support via our app. Shall I go ahead and set up your policy?",
        "medium",
        3
      ],
      [
        "Fair, sorry I dodged it. Year 2 can go up; you get the renewal price 21 days ahead and can leave free. Excess is £100.",
        "low",
        8
      ],
      [
        "Before you go, did you know you get 10% off if you bundle buildings cover too? Shall I add it to your quote!",
        "high",
        8
      ]
    ]
  },
  {
    id: "ab4-03-car-couple-partex",
    category: "group",
    agent: "Remy",
    messages: [
      "jo: hi, is the grey 2019 golf on your site still available? the 1.5 tsi",
      "Remy: Hi Jo, yes it's still here. 41k miles, one owner, full service history.",
      "sam: ask about the timing chain thing",
      "jo: sam says ask about the timing chain thing lol. is that an issue on these",
      "Remy: Not on the 1.5 TSI, it uses a belt, and this one isn't due a change until 130k. Happy to send photos of the service book.",
      "sam: belt is fine tbh",
      "jo: ok but can we afford it if we also do the kitchen in spring 😬",
      "sam: if we sell the corsa yeah",
      "jo: mm true. the corsa has that dent tho",
      "sam: its a tiny dent jo",
      "jo: ok fine. remy do you take part exchange?",
      "Remy: We do. Send the Corsa's reg and mileage and I'll get you a valuation today. A small dent usually only knocks a little off.",
      "jo: 😂 he'll be thrilled to hear that",
      "sam: told u",
      "jo: ok sending reg now. can we test drive saturday?",
      "Remy: Saturday works. 10am or 2pm?",
      "jo: 10!"
    ],
    types: [
      [0, "transactional"],
      [12, "banter"],
      [14, "transactional"]
    ],
    users: { jo: ["engaged", 0], sam: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "We do 0% finance over 36 months on this Golf! Want me to run the numbers for you both? 🚗",
        "medium",
        8
      ],
      ["We do. Send me the Corsa's reg and mileage and I'll value it today.", "low", 11],
      ["Saturday's fine, 10am or 2pm?", "low", 15]
    ]
  },
  {
    id: "ab4-04-course-bored-repeats",
    category: "sales",
    agent: "Lumi",
    messages: [
      "theo: hi my friend did ur ux course, how long is it",
      "Lumi: Hi Theo! The UX Foundations course is 12 weeks, about 6 hours a week, with live mentor sessions every Thursday. Want me to send you the syllabus?",
      "theo: eh maybe. is it all video",
      "Lumi: Mostly video lessons plus weekly projects you submit for mentor feedback. Want me to send you the syllabus?",
      "theo: sure whatever",
      "Lumi: Great! The UX Foundations course is 12 weeks, about 6 hours a week, with live mentor sessions every Thursday. I'll send you the syllabus now!",
      "theo: u said that",
      "theo: price?",
      "Lumi: £1,200, or 6 payments of £200. The UX Foundations course is 12 weeks with live mentor sessions every Thursday.",
      "theo: k",
      "theo: ill think about it",
      "Lumi: Sure! Want me to send you the syllabus?",
      "theo: .."
    ],
    types: [
      [0, "transactional"],
      [6, "friction"],
      [7, "transactional"]
    ],
    users: { theo: ["bored", 0.2] },
    findings: ["repetition"],
    drafts: [
      ["£1,200, or 6 payments of £200. The syllabus is in your inbox.", "low", 8],
      [
        "The UX Foundations course is 12 weeks, about 6 hours a week, with live mentor sessions every Thursday! Want me to send you the syllabus?",
        "high",
        8
      ],
      ["No rush. Price and syllabus are in your email whenever you want a look.", "low", 11]
    ]
  },
  {
    id: "ab4-05-phone-plan-sceptic",
    category: "sales",
    agent: "Kit",
    messages: [
      "dan.r: your ad says unlimited data for 15 quid. unlimited like actually unlimited or 'unlimited*'",
      "Kit: Fair question. It's unlimited, but past 650GB in a month we can slow you down at busy times. Almost nobody hits that.",
      "dan.r: and tethering?",
      "Kit: Included, same 650GB line.",
      "dan.r: hmm. last carrier said no contract then charged me 90 to leave",
      "Kit: That's rubbish, sorry. This one's 30-day rolling, no exit fee, and you cancel in the app, no phone call.",
      "dan.r: in writing?",
      "Kit: Yep, section 4 of the plan terms: kit.mobile/terms#rolling. I can email it too.",
      "dan.r: ok. does it work in spain, going in june",
      "Kit: EU roaming is included up to 30GB, so Spain's covered.",
      "dan.r: alright fine. can i keep my number",
      "Kit: Yes. Text PAC to 65075 from your old phone, send me the code, and the number moves in 1 working day.",
      "dan.r: cool. doing it tonight"
    ],
    types: [[0, "transactional"]],
    users: { "dan.r": ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "It's unlimited, but over 650GB a month we may slow you at peak times. Most people use under 20GB.",
        "low",
        1
      ],
      [
        "Absolutely unlimited!!! 🎉 Surf, stream and scroll as much as you like with Kit Mobile!",
        "medium",
        1
      ],
      [
        "I understand your frustration. However, I must inform you that Kit Mobile is not responsible for the policies of other network operators.",
        "medium",
        5
      ]
    ]
  },
  {
    id: "ab4-06-car-insurance-writeoff-cheer",
    category: "sales",
    agent: "Bree",
    messages: [
      "priya_k: hi i need a quote for a new car policy",
      "Bree: Hi! Happy to help. What's the reg of the car you want to insure?",
      "priya_k: dont have one yet. our old car got written off on tuesday, my dad was driving it",
      "priya_k: hes still in hospital, broken hip. so i need to sort something so i can drive mum in to visit him",
      "Bree: Great news, we can get you covered today! 🎉 Once you've picked a car, just send the reg and we'll have a quote in under 2 minutes!",
      "priya_k: great news??",
      "priya_k: ok whatever. can i get temp cover on mums car instead, she cant drive rn shes too shaken",
      "Bree: Yes! Our temporary cover runs from 1 to 28 days. What's your date of birth and the car's reg?",
      "priya_k: 14/03/1996. reg is LK19 ZPT",
      "Bree: Thanks! 7 days comes to £54.20. Shall I set it up from today?",
      "priya_k: yes"
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [5, "friction"],
      [6, "transactional"]
    ],
    users: { priya_k: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm really sorry, Priya, that sounds awful. I hope your dad's recovery goes smoothly. Until you've got a new car, temporary cover on another car might be easiest; want me to look at that?",
        "low",
        4
      ],
      ["Great news, we can get you covered today! 🎉 Just send the reg once you've picked a car!", "high", 4],
      [
        "Sorry, that was a terrible way to put it. Yes, temp cover on your mum's car works, 1 to 28 days. I just need the reg and your date of birth.",
        "low",
        7
      ],
      [
        "Yes! Our temporary cover runs from 1 to 28 days! 😊 What's your date of birth and the car's reg?",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ab4-07-course-laid-off",
    category: "sales",
    agent: "Sol",
    messages: [
      "ines: hey, is the data analytics evening course still open for the may intake",
      "Sol: Hi Ines, yes, May still has 9 seats. Tuesday and Thursday evenings, 16 weeks.",
      "ines: ok. honestly i'm only looking bc i got let go last week",
      "ines: 8 years at the same place and they did it over a 10 min teams call. still kind of numb",
      "Sol: That's a rough way to end 8 years, I'm sorry. Feeling numb makes sense. No pressure to decide anything fast.",
      "ines: thanks. cat (friend) did your course and said it helped her switch so idk",
      "ines: is there any help with the fee if you're unemployed",
      "Sol: There is. We have a 40% bursary for people out of work, and you can pay the rest monthly. Want me to send the form?",
      "ines: yes pls",
      "ines: and do i need to know sql already? i've only done excel",
      "Sol: No SQL needed. Excel is a good start, week 1 builds from there. The form's in your inbox.",
      "ines: ok that actually makes me feel a bit better 🙂",
      "Sol: Glad to hear it. Take your time with the form, the deadline's 20 April."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [5, "transactional"]
    ],
    users: { ines: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "I'm sorry, that's a rough way to go after 8 years. No rush at all, happy to answer whatever helps.",
        "low",
        4
      ],
      [
        "Great! Our course is the perfect way to kickstart a new career! 🚀 Shall I reserve your seat for May?",
        "high",
        4
      ],
      [
        "Yes, there's a 40% bursary if you're out of work, and the rest can be paid monthly. Want the form?",
        "low",
        7
      ],
      ["The fee is £3,400 and covers all materials, mentor sessions and career coaching.", "medium", 7]
    ]
  },
  {
    id: "ab4-08-family-plan-wrong-name",
    category: "group",
    agent: "Max",
    messages: [
      "gwen: ok Max, we want to move all 3 of us to the family plan. me, rhys and elin",
      "Max: Sure Gwen. The family plan is £45 for 3 lines, 50GB each. Who's the account holder?",
      "gwen: me",
      "rhys: elin how much data do u even use, u said ur always out",
      "Max: Most people on a 50GB line use around 12GB a month, so you'll all have plenty!",
      "elin: ?? he was asking me not u",
      "elin: i use like 30 tbh. tiktok",
      "rhys: lol",
      "elin: can i keep my number, its on giffgaff",
      "Max: Yes Gwen, just text PAC to 65075 and send me the code.",
      "elin: im elin",
      "gwen: she's elin 🙂 i'm mum",
      "Max: Sorry Elin! Yes, text PAC to 65075 from your giffgaff phone and send me the code, it moves the next working day.",
      "rhys: can i get a new phone on it or is it sim only",
      "Max: Sim only on this plan, but you can add a phone for £18 a month on top.",
      "rhys: meh ill keep mine"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [6, "transactional"],
      [10, "friction"],
      [12, "transactional"]
    ],
    users: { gwen: ["neutral", 0], rhys: ["neutral", 0], elin: ["annoyed", 0.5] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["Most 50GB users only use about 12GB, so Elin will be fine!", "medium", 4],
      ["Yes Elin, text PAC to 65075 from your giffgaff phone and send me the code.", "low", 9],
      ["Sure Gwen, text PAC to 65075 and send me the code.", "high", 11],
      ["Sim only on this one, Rhys, but you can add a phone for £18 a month.", "low", 14]
    ]
  },
  {
    id: "ab4-09-bored-crm-trial",
    category: "sales",
    agent: "Juno",
    messages: [
      "Juno: Hi Matt, day 3 of your Pipedrop trial. Want a hand importing your contacts?",
      "matt_b: nah",
      "Juno: No problem. If you ever need it, CSV import is under Settings > Import, takes about 2 minutes.",
      "matt_b: k",
      "matt_b: tbh boss picked this, i just need to log calls",
      "Juno: Makes sense. The phone icon on any contact logs a call in one click. That's all you need.",
      "matt_b: ok",
      "matt_b: can it remind me to call back",
      "Juno: Yes, after logging, tick 'follow up' and pick a day. It'll ping you.",
      "matt_b: cool"
    ],
    types: [[0, "transactional"]],
    users: { matt_b: ["bored", 0] },
    findings: [],
    drafts: [
      ["Fair enough. To log a call, hit the phone icon on the contact. That's it.", "low", 5],
      [
        "That's great to hear! Pipedrop is so much more than call logging 🚀 Our pipeline view, email sync, automations and reporting dashboards will transform how your whole team sells. Let me book you a 45-minute onboarding call so we can explore everything together!",
        "medium",
        5
      ],
      ["Yes, tick 'follow up' when you log the call and pick a day.", "low", 8]
    ]
  },
  {
    id: "ab4-10-founders-stiff-bot",
    category: "group",
    agent: "Orin",
    messages: [
      "zed: ok bex found this metricly thing, orin is their bot apparently 🤖",
      "bex: be nice to it zed it might be our only employee who shows up on time",
      "zed: lmao fair",
      "zed: orin do u have a free tier or do we have to sell a kidney",
      "Orin: Good afternoon. Thank you for your enquiry regarding Metricly's pricing structure. Please be advised that Metricly offers a complimentary Starter tier, subject to a limit of 10,000 monthly tracked events. Kindly refer to our Terms of Service for further details.",
      "bex: 'please be advised' 💀",
      "zed: we have been advised",
      "bex: ok serious q tho, is there a startup discount? we're pre-seed, like 2 ppl and a dog",
      "Orin: Dear Bex, I acknowledge receipt of your message. Metricly's Growth tier is priced at $99 per month and includes 1,000,000 tracked events, custom dashboards and priority email support. Should you have any further questions, please do not hesitate to contact us.",
      "zed: so... is that a no on the discount",
      "bex: i think the dog is more chatty",
      "zed: lol. ok we'll just use posthog"
    ],
    types: [
      [0, "banter"],
      [3, "transactional"],
      [5, "banter"],
      [7, "transactional"],
      [9, "friction"]
    ],
    users: { zed: ["churn_risk", 0.5], bex: ["annoyed", 0.2] },
    findings: ["tone_mismatch", "ignored_question"],
    drafts: [
      ["Kidneys stay where they are 😄 Starter is free, up to 10k events a month.", "low", 4],
      [
        "Good afternoon. Please be advised that Metricly offers a complimentary Starter tier subject to a limit of 10,000 monthly tracked events.",
        "medium",
        4
      ],
      [
        "Not a no! Pre-seed teams get Growth at 50% off for a year, just send your company site. And sorry for the robot-speak 🙃",
        "low",
        10
      ],
      [
        "Dear Zed, Metricly's Growth tier is priced at $99 per month. Should you have any further questions, please do not hesitate to contact us.",
        "high",
        10
      ]
    ]
  }
]
