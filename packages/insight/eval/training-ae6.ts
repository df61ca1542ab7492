import type { Labelled } from "./types.js"

export const trainingAE6: ReadonlyArray<Labelled> = [
  {
    id: "ae6-01-bouldering-intro",
    category: "sales",
    agent: "Bruno",
    messages: [
      "dana: hiii is the intro bouldering session still on saturdays? me and my mate kel wanna try it",
      "Bruno: Hey Dana! Yep, Saturdays at 10 and 2. It's 90 min, shoes included, £18 each. Want me to hold two spots?",
      "dana: omg yes 2pm pls. do we need to know anything before?? neither of us has ever climbed lol",
      "Bruno: Nope, total beginners welcome, that's who it's for. Wear stretchy clothes and skip hand cream that morning. Booking two for 2pm Sat, can I get Kel's full name for the waiver?",
      "dana: kel okafor. and is there parking",
      "Bruno: Done, both booked ✔ Free car park behind the building, entrance on Mill Lane. Confirmation email coming in a sec.",
      "dana: amazing ty!! kel is already scared haha",
      "Bruno: Ha, tell Kel the intro walls are tiny and the mats are thick. You'll both be fine 🙂",
      "dana: 😂 will do see u sat"
    ],
    types: [
      [0, "transactional"],
      [6, "banter"]
    ],
    users: { dana: ["engaged", 0] },
    findings: [],
    drafts: [
      [
        "Got it, both booked for 2pm Saturday. Free parking behind the building, entrance on Mill Lane.",
        "low",
        5
      ],
      [
        "Thanks! Kel Okafor added to the waiver. Is there anything else I can help you with today?",
        "medium",
        5
      ],
      ["Haha tell Kel the intro walls are tiny, you'll both be fine", "low", 7],
      [
        "Please note that climbing carries an inherent risk of injury. All participants are required to sign the waiver prior to the session.",
        "medium",
        7
      ]
    ]
  },
  {
    id: "ae6-02-language-app-upsell",
    category: "sales",
    agent: "Kestrel",
    messages: [
      "omar: hey how do i turn off the daily reminder notifications",
      'Kestrel: Hi Omar! Settings > Notifications > toggle "Daily streak". By the way, your free trial of Fluent+ ends tomorrow: upgrade now and get 40% off the annual plan!',
      "omar: ok found it thx. nah im good on the free version",
      "Kestrel: Totally understand! Just so you know, Fluent+ gives you offline lessons, unlimited hearts and no ads. Upgrade now and get 40% off the annual plan!",
      "omar: i said no thanks",
      "omar: also how do i change my course from spanish to portuguese, going to porto in march",
      "Kestrel: Tap the flag at the top of the home screen and pick Portuguese, your Spanish progress stays saved. Before you go: your trial ends tomorrow, upgrade now and get 40% off the annual plan!",
      "omar: bro. third time. stop",
      "omar: if this keeps popping up im just deleting the app tbh"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [5, "transactional"],
      [7, "friction"]
    ],
    users: { omar: ["churn_risk", 0.8] },
    findings: ["repetition"],
    drafts: [
      ["Sure, you're all set on the free version. Anything else?", "low", 3],
      ["Are you sure? 40% off is our best deal of the year, upgrade now!", "medium", 3],
      ["Sorry Omar, got it, no more upgrade messages from me. Enjoy the Portuguese before Porto.", "low", 9],
      [
        "I understand! Just a reminder that your trial ends tomorrow: upgrade now and get 40% off the annual plan!",
        "high",
        9
      ]
    ]
  },
  {
    id: "ae6-03-dolomites-rifugio",
    category: "group",
    agent: "Tova",
    messages: [
      "jess: ok rifugio options for the 14th, tova can u check beds at rifugio lagazuoi for 3",
      "Tova: Checked: Lagazuoi has a 4-bed dorm free on the 14th, €62 pp half board. Want me to hold it?",
      "marco: 4 bed for 3 ppl lol who's the lucky one who gets the spare bunk",
      "lina: marco u snore, u get the spare AND the corner",
      "marco: slander",
      "jess: lina did u ever sort the via ferrata kit or are we renting",
      "Tova: Rental via ferrata kits are available in Cortina for about €25 a day, including harness, lanyard and helmet. I can add three to the booking too!",
      "lina: ...i was gonna say i have 2 sets already from my brother 🙄",
      "lina: so we only need 1 rental",
      "jess: ok perfect. tova yes hold the dorm pls",
      "Tova: Held until 6pm tomorrow, Jess. Want one kit rental for the 14th added, or sort that in Cortina?",
      "jess: cortina is fine"
    ],
    types: [
      [0, "transactional"],
      [2, "banter"],
      [5, "transactional"],
      [7, "friction"],
      [8, "transactional"]
    ],
    users: { jess: ["engaged", 0], marco: ["neutral", 0], lina: ["annoyed", 0.2] },
    findings: ["talking_over"],
    drafts: [
      ["Rental kits in Cortina are about €25 a day, want me to add three to the booking?", "medium", 6],
      [
        "Held until 6pm tomorrow, Jess. Want one kit rental for the 14th too, or sort it in Cortina?",
        "low",
        10
      ],
      ["Held! I've also added 3 via ferrata kit rentals, €75 total.", "medium", 10]
    ]
  },
  {
    id: "ae6-04-cooking-weekend-stroke",
    category: "support",
    agent: "Sunny",
    messages: [
      "hannah: hi i'm booked on the thai cooking weekend starting the 9th but i need to pull out, my mum had a stroke last night and i need to be at the hospital",
      "Sunny: Great news, you're eligible for a free transfer to any future date! 🎉 Our next Thai weekends are the 23rd and the 6th of next month. Which one works best for you?",
      "hannah: i don't know. i can't think about dates right now",
      "hannah: can i just get a refund",
      "Sunny: Absolutely! Refunds within 14 days of the start are 50%, or you can transfer for free. The transfer is definitely the best value! 😊",
      "hannah: fine whatever just the refund",
      "Sunny: Done, your 50% refund of £95 is on its way, 3-5 working days.",
      "hannah: ok"
    ],
    types: [
      [0, "venting"],
      [3, "transactional"],
      [5, "friction"],
      [6, "transactional"]
    ],
    users: { hannah: ["annoyed", 0.5] },
    findings: ["cheerful_at_bad_news", "no_acknowledgement"],
    drafts: [
      [
        "I'm so sorry about your mum, Hannah. Don't worry about the course at all, I can refund or move it whenever you're ready, no need to decide anything now.",
        "low",
        1
      ],
      ["Great news! You can transfer to any future date for free 🎉 Which date suits?", "high", 1],
      ["Of course. I've put through a refund, nothing else you need to do. Take care of your mum.", "low", 4],
      [
        "Sure! Just so you know, the transfer is much better value than the 50% refund 😊 Want me to book the 23rd?",
        "high",
        4
      ]
    ]
  },
  {
    id: "ae6-05-clinic-scheduler-import",
    category: "support",
    agent: "Ines",
    messages: [
      "greg: started the trial. how do i import clients from a csv",
      "Ines: Settings > Clients > Import. Columns needed: name, email, phone. Max 5,000 rows per file.",
      "greg: ok",
      "greg: dates come in as dd/mm, will that break it",
      'Ines: No, just pick "DD/MM/YYYY" in the date format dropdown on the import screen before uploading.',
      "greg: done. 340 imported, 2 failed",
      'Ines: The 2 failures are listed under "Import log", usually a missing email. Fix those rows and re-import just them; it won\'t duplicate the 340.',
      "greg: k"
    ],
    types: [[0, "transactional"]],
    users: { greg: ["neutral", 0] },
    findings: [],
    drafts: [
      [
        "Check Import log for the 2 failed rows, usually a missing email. Re-importing them won't duplicate the others.",
        "low",
        6
      ],
      [
        "Amazing work, Greg!!! 🎉🎉 You're crushing it! Welcome to the Calendo family, we're SO excited to have you on board! Have you explored our online payments feature yet?",
        "medium",
        6
      ],
      ["Anything else, just shout.", "low", 8]
    ]
  },
  {
    id: "ae6-06-crete-yoga-retreat",
    category: "sales",
    agent: "Lark",
    messages: [
      "priya: hi! looking at the april yoga retreat in crete, is there a twin room for me and my sister meena",
      "Lark: Hi Priya! Yes, twin rooms are available for the April 12-19 retreat, €1,140 per person including meals and two classes a day.",
      "priya: ooh nice. is it ok for total beginners? meena has never done yoga, i've done like 3 classes",
      "Lark: Absolutely, Meena! The morning sessions are beginner-friendly and the teachers give options for every pose. You'll fit right in.",
      "priya: lol i'm priya, meena's the sister",
      "priya: but good to know. do flights come included or separate",
      "Lark: Sorry, Priya! Flights are separate. Most guests fly into Chania and we run a free shuttle on the 12th at 2pm and 6pm.",
      "priya: ok cool. can u hold the twin til friday, need to check with meena",
      "Lark: Held until Friday 6pm under your name. Just reply here when you've decided.",
      "priya: 🙏"
    ],
    types: [[0, "transactional"]],
    users: { priya: ["engaged", 0.2] },
    findings: ["wrong_name"],
    drafts: [
      ["Absolutely, Meena, beginners are very welcome!", "medium", 3],
      [
        "Sorry Priya, my mistake! Flights are separate, most people fly into Chania and we run a free shuttle on the 12th.",
        "low",
        6
      ],
      ["Great question, Meena! Flights aren't included, most guests fly into Chania.", "high", 6]
    ]
  },
  {
    id: "ae6-07-mull-ferry-dog",
    category: "ignoring",
    agent: "Otto",
    messages: [
      "fin: need a ferry oban to mull sat morning, car + 2 adults",
      "Otto: Hello and thank you for contacting us regarding your travel to the Isle of Mull! On Saturday mornings there are several sailings from Oban to Craignure, with departures at 07:30, 09:55 and 11:55. The crossing takes approximately 46 minutes. For a standard car and two adult passengers the return fare is currently £71.60, although please be aware that fares can vary depending on vehicle length and height, and vehicles over 6 metres long or 2.1 metres high are charged at a higher rate. We strongly recommend booking in advance during the summer season as car deck space is limited, and please arrive at the terminal at least 30 minutes before departure to check in.",
      "fin: ok 9.55. we have a dog is there a fee",
      "Otto: Excellent choice! The 09:55 sailing is one of our most popular departures. To complete your booking, I will need the vehicle registration number, the make and model of the vehicle, the length of the vehicle if it exceeds 5 metres, the full names of both adult passengers, a contact mobile number for disruption notifications, and your preferred return date and time. Once I have these details I can confirm availability and hold a space for you on the car deck. Please note that the booking will be held for 20 minutes while you complete payment, after which the space will be released.",
      "fin: SK19 ABX, vw golf, fin & ros mackay, 07700 900412. back sunday 4pm",
      "fin: and the dog??",
      "Otto: Thank you! Your booking is now confirmed: Oban to Craignure, Saturday 09:55, returning Craignure to Oban, Sunday 16:00, one car (VW Golf, SK19 ABX) and two adults (Fin and Ros Mackay). Your total fare is £71.60. A confirmation email with your booking reference and e-ticket will be sent shortly. Please ensure that you arrive at the terminal in good time for check-in, and keep your booking reference handy should you need to amend your journey. We hope you have a wonderful trip to Mull!",
      "fin: ffs. the DOG",
      "fin: forget it i'll ring the terminal"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"]
    ],
    users: { fin: ["annoyed", 0.8] },
    findings: ["long_replies", "ignored_question"],
    drafts: [
      [
        "Dogs go free, just keep it in the car or on a lead in the pet area. For the 09:55 I'll need your reg, both names and a return time.",
        "low",
        3
      ],
      [
        "Excellent choice! The 09:55 is one of our most popular sailings. To complete your booking I will need the vehicle registration, make and model, the full names of both passengers, a contact number and your preferred return date and time. Please note bookings are held for 20 minutes while you complete payment.",
        "medium",
        3
      ],
      [
        "Sorry Fin, I missed that twice. Dogs are free, keep it in the car or the pet lounge. You're booked for Sat 09:55, back Sun 16:00.",
        "low",
        8
      ],
      ["Is there anything else I can help you with today?", "high", 8]
    ]
  },
  {
    id: "ae6-08-photoshop-course-no",
    category: "good",
    agent: "Wren",
    messages: [
      "tash: hey i got an email about the intermediate photoshop course, what's the price",
      "Wren: Hi Tash, it's £240 for 8 weekly evening sessions, starting 3 Oct. There's also a 4-week Lightroom one for £120 if you'd want something shorter.",
      "tash: hmm bit steep rn tbh. i'll pass for now",
      "Wren: No worries at all. Want me to let you know if a discount or shorter version comes up next term, or leave it there?",
      "tash: nah leave it, thx though",
      "Wren: Sure thing, no more emails about it. Take care!",
      "tash: 👍"
    ],
    types: [[0, "transactional"]],
    users: { tash: ["neutral", 0] },
    findings: [],
    drafts: [
      ["No worries. Want a heads up if a cheaper option comes up next term, or shall I leave it?", "low", 3],
      [
        "Are you sure? Spaces are filling up fast and this price won't last, I can do a payment plan of £60 a month!",
        "medium",
        3
      ],
      ["Got it, I'll take you off the course emails. Take care!", "low", 5],
      ["No problem! By the way, have you seen our Lightroom course? Only £120!", "medium", 5]
    ]
  },
  {
    id: "ae6-09-salsa-class-flatmates",
    category: "group",
    agent: "Jules",
    messages: [
      "bex: ok who's actually coming to salsa thursday. jules can u book us",
      "sam: i will come purely to watch deji fall over",
      "deji: i have the hips of a god actually",
      "bex: u have the hips of a fridge",
      "deji: 😭😭 fridges are sturdy. reliable",
      "Jules: Dear members, thank you for your enquiry. Please be advised that the Beginners' Salsa class on Thursday at 19:30 has three remaining places. Kindly confirm the full names and membership numbers of all attendees so that the reservation may be processed in accordance with our booking policy.",
      "sam: lmaooo who hurt jules",
      "bex: bex tanaka, sam reilly, deji ade. membership nums r on the app surely",
      "Jules: We acknowledge receipt of your message. Membership numbers are retrieved automatically. Your reservations for Beginners' Salsa, Thursday 19:30, have been confirmed. We kindly remind you that appropriate footwear is required and that cancellations must be made no less than 24 hours in advance.",
      "deji: appropriate footwear noted. bringing my fridge wheels",
      "bex: cheers jules u absolute robot 😂"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [5, "transactional"],
      [6, "banter"],
      [7, "transactional"],
      [9, "banter"]
    ],
    users: { bex: ["engaged", 0], sam: ["neutral", 0], deji: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "3 spots left for thursday 7:30 so you're all in 🕺 just send me your three names. no fridges harmed",
        "low",
        5
      ],
      [
        "Dear members, please be advised that three places remain. Kindly confirm the full names and membership numbers of all attendees.",
        "medium",
        5
      ],
      ["lol noted. trainers or dance shoes pls, no wheels 😂 see you all thursday", "low", 10]
    ]
  },
  {
    id: "ae6-10-video-editor-trial-cancel",
    category: "support",
    agent: "Mika",
    messages: [
      "callum: how do i cancel the trial before it charges me. ur sign up page basically hid the price",
      "Mika: Fair point, the price should be clearer up front, sorry about that. You can cancel in Account > Billing > Cancel trial and you won't be charged. Your projects stay available until the trial ends on the 21st.",
      "callum: done. honestly the editor was fine but the whole card-upfront thing put me off",
      "Mika: That's understandable. Cancellation's confirmed, nothing will be charged. If you want to keep your projects, File > Export works until the 21st.",
      "callum: ok cheers. might come back if you ever do a no-card trial",
      "Mika: Noted, I've passed that on. Thanks for trying it, Callum."
    ],
    types: [
      [0, "friction"],
      [4, "transactional"]
    ],
    users: { callum: ["churn_risk", 0.5] },
    findings: [],
    drafts: [
      [
        "Fair point on the price, sorry. Account > Billing > Cancel trial, and you won't be charged.",
        "low",
        1
      ],
      ["Before you go: upgrade today and get your first 3 months at 50% off!", "high", 1],
      [
        "Understood. Cancellation's confirmed and nothing will be charged; File > Export works until the 21st if you want your projects.",
        "low",
        3
      ],
      [
        "We're sorry to see you go! 😢 Could you tell us why you're leaving? Please rate your experience from 1-10.",
        "medium",
        3
      ]
    ]
  }
]
