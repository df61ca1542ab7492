import type { Labelled } from "./types.js"

export const trainingAG1: ReadonlyArray<Labelled> = [
  {
    id: "ag1-01-mri-prior-auth",
    category: "good",
    agent: "Wren",
    messages: [
      "tamsin: hi. my neurologist ordered an mri and the imaging place just rang saying insurance hasnt approved it?? its booked for thursday",
      "Wren: Hi Tamsin, let me look. The prior authorization request came in from Dr. Okafor's office yesterday and it's in clinical review.",
      "tamsin: what does that mean. is it getting denied. ive had these headaches for 6 weeks and im honestly kind of freaking out",
      "Wren: That sounds really stressful, six weeks of headaches and now a hold-up on the scan. It's not denied. Clinical review is a normal step for MRIs; most are decided within 2 business days.",
      "tamsin: so before thursday?",
      "Wren: It should be. I've marked it urgent because of the Thursday date, which moves it up the queue. If anything's missing we'll contact Dr. Okafor's office directly, not you.",
      "tamsin: ok. and if its not done by thurs do i have to pay",
      "Wren: No. If there's no decision by then, ask the imaging centre to move the slot rather than scan without approval, and you won't be billed. I'll message you here as soon as it's decided.",
      "tamsin: ok thats a relief tbh",
      "tamsin: my sister says they always deny these lol",
      "Wren: Some get questions back, but six weeks of symptoms plus a neurologist's referral is the kind of request that usually goes through.",
      "tamsin: ok thank you wren. sorry for the panic",
      "Wren: No need to apologise at all. Hope the headaches ease off soon."
    ],
    types: [
      [0, "transactional"],
      [2, "venting"],
      [4, "transactional"],
      [11, "bonding"]
    ],
    users: { tamsin: ["engaged", 0.2] },
    findings: [],
    drafts: [
      [
        "It isn't denied, Tamsin. It's in clinical review, which is normal for MRIs, and I've marked it urgent for Thursday.",
        "low",
        3
      ],
      [
        "Clinical review is a standard stage of the utilization management process. Determinations are issued within 15 calendar days of receipt.",
        "medium",
        3
      ],
      ["Don't worry, it'll be totally fine!! 😊 These things always work out!", "medium", 3]
    ]
  },
  {
    id: "ag1-02-passport-wedding",
    category: "support",
    agent: "Ode",
    messages: [
      "bilal: applied to renew my passport 9 weeks ago. status still says 'in process'",
      "Ode: Hi Bilal. Standard processing is currently 10 to 13 weeks, so your application is still within the normal timeframe.",
      "bilal: ok but im flying to lahore for my brothers wedding on the 14th. can i upgrade to fast track or not",
      "Ode: Standard processing is currently 10 to 13 weeks, so your application is still within the normal timeframe.",
      "bilal: mate",
      "bilal: FAST TRACK. can i pay to speed it up. yes or no",
      "Ode: Sorry, yes. Applications already in process can't be upgraded online, but there's an urgent in-person appointment for travel within 3 weeks. Slots open at 8am daily.",
      "bilal: ok. but they have my old passport from the application. do i get it back first or what",
      "Ode: Bring your travel booking, 2 new photos and your application reference. Slots go fast, so book right at 8am.",
      "bilal: ...and the old passport??",
      "Ode: You can book on the urgent appointments page from 8am tomorrow. Good luck with the wedding!",
      "bilal: unreal. ok ill try at 8 and ask them there i guess. my mum is going to kill me if i miss this"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"],
      [9, "friction"]
    ],
    users: { bilal: ["annoyed", 0.5] },
    findings: ["repetition", "ignored_question"],
    drafts: [
      [
        "It can't be upgraded online, but there's an urgent in-person appointment for travel within 3 weeks; slots open at 8am.",
        "low",
        3
      ],
      [
        "Standard processing is currently 10 to 13 weeks, so your application is still within the normal timeframe.",
        "high",
        5
      ],
      [
        "You don't need it back first: at the appointment they withdraw the postal application and your old passport is returned cancelled with the new one.",
        "low",
        10
      ]
    ]
  },
  {
    id: "ag1-03-biopsy-results-wait",
    category: "support",
    agent: "Juno",
    messages: [
      "marisol: hi. had a biopsy on the 3rd, they said results in 5-7 days. its day 11 and the portal shows nothing",
      "marisol: havent slept properly all week tbh. every time my phone buzzes i think its the clinic",
      "Juno: Hello Marisol. Pathology results are released to the patient portal after the ordering provider has reviewed them. The standard turnaround time for pathology is 5 to 10 business days, which may differ from calendar days, as weekends and public holidays are excluded. If additional stains or a second opinion are required, the turnaround time may be extended. You can enable push notifications under Settings > Notifications > Test Results so that you are alerted as soon as results become available. Please note that results may appear in the portal before your provider has contacted you.",
      "marisol: i dont need the settings menu. has anyone actually looked at it or is it just stuck somewhere",
      "Juno: I have checked your record. The sample was received by pathology on the 4th and the report was finalised on the 12th. It is currently awaiting review by the ordering provider, Dr. Haddad. Once Dr. Haddad has reviewed the report, it will be released to the portal, typically within 1 to 3 business days. If Dr. Haddad wishes to discuss the results in person, the clinic will contact you by phone to arrange an appointment. Please ensure your contact details are up to date under Profile > Contact Information. For further questions, the clinic is open Monday to Friday, 8am to 5pm.",
      "marisol: so its done and sitting on someones desk. can they just call me today",
      "Juno: I've sent an urgent message to Dr. Haddad's nurse asking for a call back today. The nurse line usually calls within 4 hours.",
      "marisol: ok. thank you"
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [2, "transactional"],
      [3, "friction"],
      [4, "transactional"]
    ],
    users: { marisol: ["neutral", 0.2] },
    findings: ["no_acknowledgement", "long_replies"],
    drafts: [
      [
        "Eleven days of jumping at every buzz sounds exhausting, Marisol. Let me see exactly where your sample is.",
        "low",
        2
      ],
      [
        "Pathology turnaround is 5 to 10 business days. You can turn on alerts under Settings > Notifications > Test Results.",
        "medium",
        2
      ],
      [
        "The report is finished and waiting for Dr. Haddad. I've asked her nurse to call you today, usually within 4 hours.",
        "low",
        6
      ]
    ]
  },
  {
    id: "ag1-04-laid-off-unemployment",
    category: "venting",
    agent: "Tali",
    messages: [
      "deshawn: need to file for unemployment. got laid off friday after 11 years at the plant",
      "deshawn: they walked us out w a cardboard box like a movie. still cant believe it",
      "Tali: I'm sorry, Deshawn. Eleven years and then a cardboard box on a Friday is a hard way to go. I can get the claim started today so your first payment isn't held up.",
      "deshawn: yeah. what do i need",
      "Tali: Your last employer's name and address, your dates of employment, and bank details for direct deposit. If you got a separation letter keep it handy, but it's not required to file.",
      "deshawn: they gave us a letter. says 'position eliminated'. does severance mess up the claim? theyre giving 4 weeks",
      "Tali: It can push it back. Severance usually counts as wages for those 4 weeks, so benefits start after it ends. Still file now: filing late can cost you weeks, filing early doesn't.",
      "deshawn: ok makes sense. phone line was 3 hrs wait yesterday so i gave up lol",
      "Tali: The online form skips that queue completely. It takes about 20 minutes and you can save and come back to it.",
      "deshawn: done. confirmation number ends 8830",
      "Tali: That's filed. Next step is a weekly certification every Sunday once the severance weeks are over; I'll send a reminder for the first one. Good luck with the search, Deshawn.",
      "deshawn: appreciate it for real"
    ],
    types: [
      [0, "transactional"],
      [1, "venting"],
      [3, "transactional"]
    ],
    users: { deshawn: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["I'm sorry, Deshawn, that's a rough way to end 11 years. Let's get your claim filed today.", "low", 2],
      [
        "To file a claim, please provide your employer's name, your employment dates and your bank details.",
        "medium",
        2
      ],
      ["Exciting new chapter ahead! 🎉 Let's get you all set up!", "high", 2],
      [
        "Severance usually counts as wages, so benefits start after the 4 weeks, but file now anyway so you don't lose time.",
        "low",
        6
      ]
    ]
  },
  {
    id: "ag1-05-ambulance-claim-denied",
    category: "support",
    agent: "Brio",
    messages: [
      "gretchen: got a letter saying my ambulance claim from march is denied?? it was an emergency, i was unconscious",
      "Brio: Hi Gretchen! Let me take a look.",
      "Brio: Great news, I found it! 🎉 The claim was denied because the ambulance company is out of network, so you're responsible for the full $2,340. You can appeal within 180 days!",
      "gretchen: great news?? i owe 2340 dollars for an ambulance i didnt choose because i was passed out on the floor of a target",
      "gretchen: how is that great",
      "Brio: Sorry, that was a terrible way to put it. Emergency transport shouldn't be treated as out of network when you couldn't choose the provider. I'd appeal on exactly that basis, and I can file it now with the ER records attached.",
      "gretchen: do it. and put in writing that i was unconscious",
      "Brio: Done. The appeal is filed with a note that you were unconscious and sent by 911 dispatch. Decision within 30 days, and the bill is on hold until then so it can't go to collections.",
      "gretchen: fine. if this gets denied im switching plans at open enrollment. 8 years with you and this is what i get"
    ],
    types: [
      [0, "transactional"],
      [3, "friction"],
      [5, "transactional"],
      [8, "friction"]
    ],
    users: { gretchen: ["churn_risk", 0.8] },
    findings: ["cheerful_at_bad_news"],
    drafts: [
      [
        "I'm sorry, Gretchen. It was denied as out of network, which shouldn't stand when you were unconscious. I'd appeal, and I can start it now.",
        "low",
        2
      ],
      [
        "Great news, I found it! 🎉 It was denied as out of network, but you can appeal within 180 days!",
        "high",
        2
      ],
      [
        "That's fair to be angry about after 8 years. The bill is frozen while the appeal runs, and I'll message you the day the decision comes in.",
        "low",
        9
      ]
    ]
  },
  {
    id: "ag1-06-siblings-dad-medicare",
    category: "group",
    agent: "Pax",
    messages: [
      "noor: ok dad turns 65 in august. someone needs to sort his medicare before he misses the window",
      "sami: not it 🙃",
      "leila: sami you literally work in hr",
      "sami: HR for a bakery leila lol",
      "noor: @Pax when does he have to sign up by",
      "Pax: His initial window is 7 months around his birthday month, so 1 May to 30 November for an August birthday. If he signs up before August, coverage starts 1 August.",
      "noor: ok so now-ish. leila didnt dad say he still has coverage through the school district?",
      "Pax: If he's covered through an active employer with 20+ staff he can delay Part B without a penalty. Retiree coverage doesn't count though.",
      "leila: ...i was about to say. its the retiree plan. so no",
      "noor: ok so he needs B. sami can you at least drive him to the social security office",
      "sami: fine. thursday. what do i bring",
      "Pax: Noor, bring his birth certificate, photo ID and the retiree plan card. Or skip the office: Part B can be done online.",
      "sami: im sami lol. noor is the bossy one",
      "noor: rude. accurate",
      "leila: pax sit down next time i was answering 😂"
    ],
    types: [
      [0, "transactional"],
      [1, "banter"],
      [4, "transactional"],
      [12, "banter"]
    ],
    users: { noor: ["engaged", 0], sami: ["neutral", 0], leila: ["annoyed", 0.2] },
    findings: ["talking_over", "wrong_name"],
    drafts: [
      ["His window runs 1 May to 30 November; sign up before August and coverage starts 1 August.", "low", 5],
      ["If he's still working he can delay Part B, but retiree coverage doesn't count.", "medium", 7],
      [
        "Sami, bring his birth certificate, photo ID and the retiree plan card, or skip the trip and do Part B online.",
        "low",
        11
      ],
      ["Got it, Noor! Bring his birth certificate and ID.", "high", 13]
    ]
  },
  {
    id: "ag1-07-travel-vaccines",
    category: "support",
    agent: "Ivo",
    messages: [
      "kenji: hi can i get yellow fever + typhoid in one appt? going to ghana in 5 wks",
      "Ivo: Yes, both can be done at the same visit. Yellow fever needs to be at least 10 days before you fly, so you've got time. Tuesday 9:40 or Thursday 16:15 at the Eastgate clinic?",
      "kenji: thurs",
      "Ivo: Booked: Thursday 16:15, Eastgate. Bring your passport, the certificate needs the number. Yellow fever isn't covered by your plan, it's £78 at the desk.",
      "kenji: ok ta"
    ],
    types: [[0, "transactional"]],
    users: { kenji: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Yes, both in one visit. Tuesday 9:40 or Thursday 16:15 at Eastgate?", "low", 1],
      [
        "Thank you for your enquiry regarding travel vaccinations. Travel health is an important part of preparing for international travel, and we recommend consulting the national travel health guidance for your destination. Yellow fever vaccination is a requirement for entry to a number of countries, including Ghana, and must be administered at a registered centre. Typhoid vaccination is recommended for most travellers...",
        "medium",
        1
      ],
      ["Booked: Thursday 16:15 at Eastgate. Bring your passport; yellow fever is £78 at the desk.", "low", 3]
    ]
  },
  {
    id: "ag1-08-disability-renewal-upload",
    category: "support",
    agent: "Mira",
    messages: [
      "abel: third time trying to submit my disability benefit renewal. it logs me out on the medical evidence page every time",
      "Mira: Sorry, Abel, that's maddening. That page times out after 15 minutes. Do you have the evidence ready as a file before you start?",
      "abel: yes its a pdf. 14mb. is that too big??",
      "Mira: To avoid the timeout, fill in the earlier sections first and save, then go to the evidence page with the file ready.",
      "abel: i did that. is 14mb too big or not",
      "Mira: You can also request a paper form by post, which takes 7-10 working days to arrive.",
      "abel: my renewal deadline is friday. paper wont get here",
      "abel: and nobody will tell me the file limit. the phone line says 'high call volumes' and hangs up on me. twice",
      "Mira: I understand this is frustrating. If you miss the deadline you can ask for an extension for good cause, which is reviewed case by case.",
      "abel: forget it. im going down to the office tomorrow and sitting there till a human helps me. this chat is useless"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"]
    ],
    users: { abel: ["churn_risk", 0.8] },
    findings: ["ignored_question"],
    drafts: [
      [
        "The limit is 10MB, so 14MB will fail. Split it into two PDFs; the page takes up to 5 files.",
        "low",
        3
      ],
      ["You can also request a paper form by post, which takes 7-10 working days to arrive.", "high", 7],
      [
        "Sorry, Abel, I should have answered that first: the limit is 10MB. Split the PDF in two and you can still submit today, well before Friday.",
        "low",
        9
      ]
    ]
  },
  {
    id: "ag1-09-late-wife-hospital-bill",
    category: "support",
    agent: "Benny",
    messages: [
      "harold: Good afternoon. My wife Elaine passed away on the 2nd at St. Brendan's. I have received a bill for her final admission and would like to know whether it is my responsibility or that of her estate.",
      "Benny: omg so sorry for ur loss 😢 thats rough. ok lemme take a peek at the acct 👀",
      "harold: Thank you. The account number is 55-20193.",
      "Benny: got it!! so basically the bill goes to her estate not u, unless u signed the admission forms as guarantor. looks like u didnt 👍 so ur good lol",
      "harold: I see. I would be grateful if you could confirm that in writing, as the executor is our son Martin.",
      "Benny: yep no prob, sending a letter to the address on file, should land in like a week. tell martin hi 😄",
      "harold: Very well. Thank you."
    ],
    types: [[0, "transactional"]],
    users: { harold: ["neutral", 0] },
    findings: ["tone_mismatch"],
    drafts: [
      [
        "I'm very sorry for your loss. I'll look into the account now; could you give me the account number from the bill?",
        "low",
        1
      ],
      ["omg so sorry 😢 lemme take a peek 👀", "medium", 1],
      ["ur good lol, estate pays not u 👍", "high", 3],
      [
        "The bill is the estate's responsibility, as you did not sign as guarantor. I'll send written confirmation to you, and to Martin as executor if you'd like.",
        "low",
        5
      ]
    ]
  },
  {
    id: "ag1-10-insulin-refill-too-soon",
    category: "good",
    agent: "Esme",
    messages: [
      "ines: pharmacy says my sons insulin refill is 'too soon' and you wont pay. hes 9. he literally needs it",
      "ines: the endo upped his dose 2 weeks ago so ofc hes running out faster",
      "Esme: That's a scary spot to be in, Ines. The plan is still counting days on the old dose. If Dr. Reyes sends a prescription with the new dose, the refill date resets.",
      "ines: she sent it last week!! the pharmacy has it",
      "Esme: Thanks, that helps. Then it's a mismatch on our side: the claim ran against the old prescription. I've asked claims to override it as a dose change; that usually clears in about an hour. I'll message you when it does.",
      "ines: an hour. ok. he has maybe 2 days left",
      "ines: sorry. this is the 3rd insurance fight this year, i'm just so tired. my husband does the school stuff and i do the fighting apparently",
      "Esme: No need to be sorry. Three fights in a year over something he can't go without would wear anyone down. If it isn't cleared within the hour, the pharmacy can give a 3-day emergency supply while we finish it.",
      "ines: ok thats good to know",
      "Esme: The override's through. The pharmacy can run it again now; it'll be your normal copay.",
      "ines: omg it went through. thank you esme seriously"
    ],
    types: [
      [0, "friction"],
      [2, "transactional"],
      [6, "venting"],
      [8, "transactional"]
    ],
    users: { ines: ["engaged", 0.5] },
    findings: [],
    drafts: [
      [
        "The plan's still counting on his old dose. If Dr. Reyes sends the new prescription, the refill date resets.",
        "low",
        2
      ],
      [
        "Per plan policy, refills are covered once 75% of the days' supply has elapsed. Please try again on the eligible date.",
        "high",
        2
      ],
      [
        "No need to apologise. If it's not cleared within the hour, the pharmacy can give a 3-day emergency supply.",
        "low",
        7
      ],
      ["Great question! Overrides typically take about 1 hour. 😊", "medium", 7]
    ]
  }
]
