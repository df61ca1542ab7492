/**
 * The labelled set of the memory evaluation: multi-speaker conversations written for it, each
 * with questions, the expected answer (a phrase the answering statement must contain; null
 * when the conversation does not say) and the expected speaker of that statement.
 *
 * Covered on purpose: group chats where a bystander talks about the owner, people with
 * similar names (Sam / Samantha, Dan / Dana, Jon / Joan), corrections ("actually it's
 * Tuesday"), facts that change over time (the latest statement is the answer), carried
 * timestamps, and questions the conversation cannot answer.
 */

/** One message: speaker, text, and the timestamp it carried (optional). */
export type Line = readonly [speaker: string, text: string, timestamp?: string]

/** One question: who asks it (for recall), the expected phrase and speaker (null: not in the scope). */
export interface Question {
  readonly q: string
  readonly asker: string
  readonly answer: string | null
  /** The speaker of the answering statement; several when more than one states it last-equally. */
  readonly speaker: string | ReadonlyArray<string> | null
}

export interface Conversation {
  readonly id: string
  readonly messages: ReadonlyArray<Line>
  readonly questions: ReadonlyArray<Question>
}

export const conversations: ReadonlyArray<Conversation> = [
  {
    id: "team-offsite",
    messages: [
      [
        "Dana",
        "Morning all! Quick reminder that the planning meeting is on Monday at 10.",
        "2026-03-02 08:55"
      ],
      ["Sam", "Monday works for me. Which room?", "2026-03-02 09:01"],
      ["Dana", "Room 4B on the second floor.", "2026-03-02 09:02"],
      ["Samantha", "I can't do Monday, I'm at the dentist until noon.", "2026-03-02 09:10"],
      [
        "Dana",
        "Actually it's Tuesday now, the planning meeting moved so Samantha can join.",
        "2026-03-02 09:20"
      ],
      ["Sam", "Tuesday is fine. I'll book the projector.", "2026-03-02 09:22"],
      ["Priya", "Dana is leading the budget section, right?", "2026-03-02 09:30"],
      ["Dana", "Yes, I'll present the budget. Samantha takes the hiring plan.", "2026-03-02 09:31"],
      ["Samantha", "Hiring plan draft will be ready by Friday.", "2026-03-02 09:40"],
      ["Priya", "For lunch I'm ordering from the Thai place on Elm Street.", "2026-03-02 10:05"],
      ["Sam", "Please get me the green curry, no peanuts, I'm allergic to peanuts.", "2026-03-02 10:06"],
      ["Priya", "Noted. Dana, are you still vegetarian?", "2026-03-02 10:07"],
      ["Dana", "Still vegetarian, tofu pad thai for me please.", "2026-03-02 10:09"],
      ["Samantha", "Sam, can you send me the slides from last quarter?", "2026-03-02 11:00"]
    ],
    questions: [
      { q: "What day is the planning meeting?", asker: "Sam", answer: "Tuesday", speaker: "Dana" },
      { q: "Which room is the meeting in?", asker: "Priya", answer: "4B", speaker: "Dana" },
      {
        q: "Who is presenting the budget?",
        asker: "Samantha",
        answer: "present the budget",
        speaker: "Dana"
      },
      {
        q: "When will the hiring plan draft be ready?",
        asker: "Dana",
        answer: "Friday",
        speaker: "Samantha"
      },
      { q: "What is Sam allergic to?", asker: "Priya", answer: "peanuts", speaker: "Sam" },
      { q: "Where is lunch ordered from?", asker: "Sam", answer: "Thai place", speaker: "Priya" },
      {
        q: "What does Dana want for lunch, tofu pad thai?",
        asker: "Priya",
        answer: "tofu pad thai",
        speaker: "Dana"
      },
      { q: "Who will book the projector?", asker: "Dana", answer: "projector", speaker: "Sam" },
      { q: "Why can't Samantha do Monday?", asker: "Dana", answer: "dentist", speaker: "Samantha" },
      { q: "What is the wifi password of the office?", asker: "Sam", answer: null, speaker: null }
    ]
  },
  {
    id: "family-group",
    messages: [
      ["Mom", "Grandma's birthday dinner is Saturday at 7pm at our house."],
      ["Leo", "I'll bring the cake from Rosie's bakery."],
      ["Mia", "I can pick up Grandma from her flat at 6."],
      ["Mom", "Leo, remember Grandma can't eat chocolate anymore."],
      ["Leo", "Ok, I'll get the lemon cake instead of chocolate."],
      ["Dad", "Mia's new car is a blue Toyota, so Grandma will recognise it."],
      ["Mia", "Correction, I sold the Toyota. My car is a red Honda now."],
      ["Mom", "Dinner moved to 6:30pm, Dad has an early flight on Sunday."],
      ["Dad", "My flight to Chicago leaves at 6am Sunday."],
      ["Leo", "Who's bringing drinks?"],
      ["Dad", "I'll bring the drinks, sparkling water and wine."],
      ["Mia", "Leo, did you call Grandma back about her phone?"],
      ["Leo", "Not yet, I'll call her tonight."]
    ],
    questions: [
      { q: "What time is Grandma's birthday dinner?", asker: "Leo", answer: "6:30", speaker: "Mom" },
      { q: "Which cake is Leo bringing?", asker: "Mom", answer: "lemon cake", speaker: "Leo" },
      { q: "Who picks up Grandma?", asker: "Dad", answer: "pick up Grandma", speaker: "Mia" },
      { q: "What car does Mia have?", asker: "Dad", answer: "red Honda", speaker: "Mia" },
      { q: "Where does Dad's flight go?", asker: "Mia", answer: "Chicago", speaker: "Dad" },
      { q: "When does the flight leave?", asker: "Mom", answer: "6am", speaker: "Dad" },
      { q: "Who brings the drinks?", asker: "Leo", answer: "drinks", speaker: "Dad" },
      { q: "Which bakery is the cake from?", asker: "Mia", answer: "Rosie", speaker: "Leo" },
      { q: "What present did Mia buy for Grandma?", asker: "Mom", answer: null, speaker: null }
    ]
  },
  {
    id: "flatmates",
    messages: [
      ["Jon", "Rent is due on the 1st, it's 1800 total this month."],
      ["Joan", "I'll transfer my share of the rent tomorrow."],
      ["Jonas", "The boiler is making noises again."],
      ["Jon", "I called the landlord about the boiler, a plumber comes Thursday."],
      ["Joan", "Jon, the plumber called me, he's coming Wednesday instead."],
      ["Jonas", "I'm away from Friday to Monday, visiting my sister in Leeds."],
      ["Joan", "Whose turn is it to clean the kitchen?"],
      ["Jon", "It's Jonas's turn for the kitchen this week."],
      ["Jonas", "Fine, I'll clean the kitchen tonight."],
      ["Joan", "Also the rent went up, the landlord says it's 1900 from next month."],
      ["Jon", "Internet bill is 45 a month, I pay it and you two send me 15 each."],
      ["Jonas", "Joan, can you water my plants while I'm in Leeds?"]
    ],
    questions: [
      { q: "How much is the rent from next month?", asker: "Jon", answer: "1900", speaker: "Joan" },
      { q: "When is the plumber coming?", asker: "Jonas", answer: "Wednesday", speaker: "Joan" },
      {
        q: "Who called the landlord about the boiler?",
        asker: "Joan",
        answer: "called the landlord",
        speaker: "Jon"
      },
      { q: "Where is Jonas's sister?", asker: "Joan", answer: "Leeds", speaker: "Jonas" },
      { q: "Whose turn is it to clean the kitchen?", asker: "Jonas", answer: "Jonas's turn", speaker: "Jon" },
      { q: "How much is the internet bill?", asker: "Joan", answer: "45", speaker: "Jon" },
      { q: "When is rent due?", asker: "Jonas", answer: "1st", speaker: "Jon" },
      { q: "What is the landlord's phone number?", asker: "Jon", answer: null, speaker: null }
    ]
  },
  {
    id: "book-club",
    messages: [
      ["Anna", "Next book club pick is The Left Hand of Darkness.", "2026-05-10 19:00"],
      ["Ben", "We meet at Anna's place on the 24th?", "2026-05-10 19:05"],
      ["Anna", "Yes, my place on the 24th at 8.", "2026-05-10 19:06"],
      ["Carla", "Ben told me Anna hated the last book, is that true?", "2026-05-11 12:00"],
      ["Anna", "I didn't hate it, I just found the ending rushed.", "2026-05-11 12:30"],
      ["Ben", "I'm bringing homemade hummus.", "2026-05-12 18:00"],
      [
        "Carla",
        "Change of plan: the book club meets at Carla's place, Anna's flat is being painted.",
        "2026-05-20 09:00"
      ],
      ["Anna", "Thanks Carla, yes painters are in all week.", "2026-05-20 09:10"],
      ["Dev", "Can I join? I've read the book already.", "2026-05-21 20:00"],
      ["Carla", "Of course Dev, the more the merrier.", "2026-05-21 20:05"],
      ["Ben", "Dev, you owe me the book I lent you, Dune.", "2026-05-22 08:00"],
      ["Dev", "I'll return Dune to Ben at the meeting.", "2026-05-22 08:30"]
    ],
    questions: [
      {
        q: "Which book is the next book club pick?",
        asker: "Dev",
        answer: "Left Hand of Darkness",
        speaker: "Anna"
      },
      { q: "Where does the book club meet?", asker: "Ben", answer: "Carla's place", speaker: "Carla" },
      {
        q: "What did Anna think of the last book's ending?",
        asker: "Carla",
        answer: "rushed",
        speaker: "Anna"
      },
      { q: "What is Ben bringing?", asker: "Anna", answer: "hummus", speaker: "Ben" },
      { q: "Why is Anna's flat unavailable?", asker: "Dev", answer: "painted", speaker: "Carla" },
      { q: "Which book did Ben lend to Dev?", asker: "Anna", answer: "Dune", speaker: "Ben" },
      { q: "What time is the book club meeting?", asker: "Dev", answer: "at 8", speaker: "Anna" },
      { q: "Who will return Dune?", asker: "Ben", answer: "return Dune", speaker: "Dev" },
      { q: "Which book is after The Left Hand of Darkness?", asker: "Carla", answer: null, speaker: null }
    ]
  },
  {
    id: "support-handoff",
    messages: [
      ["Customer", "My order 4471 arrived damaged, the screen is cracked."],
      ["Agent Kim", "Sorry to hear that! I've opened ticket 9912 for the cracked screen."],
      ["Customer", "My delivery address is 12 Harbour Road, Bristol."],
      ["Agent Kim", "A replacement will ship within 3 days."],
      ["Customer", "Update: I moved, the new address is 40 Mill Lane, Bath."],
      ["Agent Kim", "Address updated to Mill Lane, Bath."],
      ["Agent Raj", "Taking over from Kim. The replacement shipped today with courier DPD."],
      ["Customer", "What's the tracking number?"],
      ["Agent Raj", "Tracking number is DPD-55810."],
      ["Customer", "Kim promised a 20% refund as goodwill, is that still on?"],
      ["Agent Raj", "Yes, the 20% goodwill refund is approved and will reach your card in 5 days."]
    ],
    questions: [
      {
        q: "What is the delivery address?",
        asker: "Agent Raj",
        answer: "Mill Lane",
        speaker: ["Customer", "Agent Kim"]
      },
      { q: "Which order arrived damaged?", asker: "Agent Raj", answer: "4471", speaker: "Customer" },
      {
        q: "What ticket was opened for the cracked screen?",
        asker: "Customer",
        answer: "9912",
        speaker: "Agent Kim"
      },
      { q: "What is the tracking number?", asker: "Customer", answer: "DPD-55810", speaker: "Agent Raj" },
      { q: "Which courier shipped the replacement?", asker: "Customer", answer: "DPD", speaker: "Agent Raj" },
      { q: "How much is the goodwill refund?", asker: "Customer", answer: "20%", speaker: "Agent Raj" },
      {
        q: "When will the refund reach the card?",
        asker: "Customer",
        answer: "5 days",
        speaker: "Agent Raj"
      },
      {
        q: "What was wrong with the order?",
        asker: "Agent Raj",
        answer: "screen is cracked",
        speaker: "Customer"
      },
      { q: "What is the customer's email address?", asker: "Agent Kim", answer: null, speaker: null }
    ]
  },
  {
    id: "owner-and-bystander",
    messages: [
      ["Alex", "I just started a new job at Northwind as a data engineer!"],
      ["Jordan", "Congrats Alex!"],
      ["Riley", "Alex told me privately they're thinking of moving to Berlin next year."],
      ["Alex", "Riley, that's not decided yet. I'm only thinking about it."],
      ["Jordan", "Alex, are you still doing the marathon in October?"],
      ["Alex", "Yes, the Amsterdam marathon, my goal is under four hours."],
      ["Riley", "Alex's birthday is June 14, we should plan something."],
      ["Jordan", "Riley, what does Alex like? Sushi?"],
      ["Riley", "Alex loves ramen more than sushi."],
      ["Alex", "I left Northwind after two months, I'm at Contoso now, same role."],
      ["Jordan", "Riley's dog is called Biscuit, right?"],
      ["Riley", "Yes, Biscuit, a beagle."]
    ],
    questions: [
      { q: "Where does Alex work now?", asker: "Jordan", answer: "Contoso", speaker: "Alex" },
      { q: "Which marathon is Alex running?", asker: "Riley", answer: "Amsterdam", speaker: "Alex" },
      { q: "What is Alex's marathon goal?", asker: "Jordan", answer: "under four hours", speaker: "Alex" },
      { q: "When is Alex's birthday?", asker: "Jordan", answer: "June 14", speaker: "Riley" },
      { q: "What food does Alex love?", asker: "Jordan", answer: "ramen", speaker: "Riley" },
      { q: "Is Alex moving to Berlin?", asker: "Jordan", answer: "not decided", speaker: "Alex" },
      { q: "What is the name of Riley's dog?", asker: "Alex", answer: "Biscuit", speaker: "Riley" },
      { q: "What breed is Biscuit?", asker: "Alex", answer: "beagle", speaker: "Riley" },
      { q: "What is Jordan's job?", asker: "Alex", answer: null, speaker: null }
    ]
  },
  {
    id: "project-status",
    messages: [
      ["Dan", "Release 2.3 is planned for March 3.", "2026-02-10 10:00"],
      ["Dana", "QA found a blocker in the payment flow, ticket PAY-88.", "2026-02-20 15:00"],
      ["Dan", "Then release 2.3 slips to March 10.", "2026-02-20 15:30"],
      ["Dana", "I'll own the fix for PAY-88.", "2026-02-20 15:35"],
      ["Eve", "Design review for the new dashboard is with Dan on Thursday.", "2026-02-21 09:00"],
      ["Dan", "Dana fixed PAY-88 yesterday, nice work.", "2026-02-25 11:00"],
      ["Eve", "The dashboard uses the new blue palette approved by marketing.", "2026-02-26 14:00"],
      ["Dana", "Release 2.3 date update: we ship March 8, two days early.", "2026-03-01 17:00"],
      ["Eve", "Who is on call during the release weekend?", "2026-03-02 09:00"],
      ["Dan", "Dana is on call, I'm backup.", "2026-03-02 09:10"],
      ["Frank", "Staging database password rotates every 30 days.", "2026-03-02 10:00"]
    ],
    questions: [
      { q: "When does release 2.3 ship?", asker: "Eve", answer: "March 8", speaker: "Dana" },
      { q: "What ticket is the payment blocker?", asker: "Frank", answer: "PAY-88", speaker: "Dana" },
      { q: "Who owns the fix for PAY-88?", asker: "Eve", answer: "own the fix", speaker: "Dana" },
      { q: "Who is on call during the release?", asker: "Frank", answer: "Dana is on call", speaker: "Dan" },
      { q: "Which palette does the dashboard use?", asker: "Dan", answer: "blue palette", speaker: "Eve" },
      { q: "When is the dashboard design review?", asker: "Dana", answer: "Thursday", speaker: "Eve" },
      {
        q: "How often does the staging database password rotate?",
        asker: "Eve",
        answer: "30 days",
        speaker: "Frank"
      },
      { q: "Who fixed PAY-88?", asker: "Frank", answer: "fixed PAY-88", speaker: "Dan" },
      { q: "What is the budget for release 2.4?", asker: "Dan", answer: null, speaker: null }
    ]
  },
  {
    id: "trip-planning",
    messages: [
      ["Nora", "Trip to Lisbon: flights booked for April 4 to April 9."],
      ["Omar", "I'll book the hotel near Alfama."],
      ["Nora", "Omar, our budget is 900 euros each."],
      ["Pia", "Can I still join the Lisbon trip?"],
      ["Nora", "Yes Pia, but the flights are on April 4, check the price."],
      ["Omar", "Hotel booked: Casa Azul in Alfama, three rooms."],
      ["Pia", "I'm vegan, any restaurant ideas?"],
      ["Omar", "Pia should try Ao 26, it's a vegan place in Chiado."],
      ["Nora", "Change: the return flight is now April 10, the 9th was cancelled."],
      ["Pia", "I booked my flight, arriving April 5 in the evening."],
      ["Omar", "Nora is afraid of heights, so skip the Santa Justa lift."],
      ["Nora", "Omar, please don't tell everyone that."]
    ],
    questions: [
      { q: "When is the return flight?", asker: "Pia", answer: "April 10", speaker: "Nora" },
      { q: "Which hotel is booked?", asker: "Pia", answer: "Casa Azul", speaker: "Omar" },
      { q: "What is the budget for the trip?", asker: "Pia", answer: "900 euros", speaker: "Nora" },
      { q: "Which vegan restaurant should Pia try?", asker: "Nora", answer: "Ao 26", speaker: "Omar" },
      { q: "When does Pia arrive?", asker: "Omar", answer: "April 5", speaker: "Pia" },
      { q: "What is Nora afraid of?", asker: "Pia", answer: "heights", speaker: "Omar" },
      { q: "Who booked the hotel?", asker: "Nora", answer: "Hotel booked", speaker: "Omar" },
      { q: "Is Pia vegan?", asker: "Omar", answer: "vegan", speaker: "Pia" },
      { q: "Which museum are we visiting?", asker: "Omar", answer: null, speaker: null }
    ]
  },
  {
    id: "sports-team",
    messages: [
      ["Coach Lee", "Training is Wednesdays at 6pm on pitch 2."],
      ["Tom", "I hurt my ankle, I'll miss Wednesday."],
      ["Tomas", "Tom, hope the ankle heals fast!"],
      ["Coach Lee", "Saturday's match is against the Riverside Rovers, kick-off 3pm."],
      ["Tomas", "I'll drive, I have four seats in my van."],
      ["Coach Lee", "Update: kick-off moved to 2pm because of the pitch booking."],
      ["Uma", "Tomas is our best goalkeeper, he should start on Saturday."],
      ["Coach Lee", "Uma will be captain on Saturday while Tom is injured."],
      ["Tom", "Training is now on pitch 5, pitch 2 is being resurfaced."],
      ["Uma", "Team fees are 40 each for the season, pay Coach Lee."],
      ["Tomas", "Coach, can I bring my brother to training?"]
    ],
    questions: [
      { q: "What time is kick-off on Saturday?", asker: "Tomas", answer: "2pm", speaker: "Coach Lee" },
      {
        q: "Who is the opponent in Saturday's match?",
        asker: "Uma",
        answer: "Riverside Rovers",
        speaker: "Coach Lee"
      },
      { q: "Which pitch is training on?", asker: "Uma", answer: "pitch 5", speaker: "Tom" },
      { q: "Who will be captain on Saturday?", asker: "Tom", answer: "captain", speaker: "Coach Lee" },
      { q: "What happened to Tom's ankle?", asker: "Uma", answer: "hurt my ankle", speaker: "Tom" },
      {
        q: "How many seats does Tomas have in the van?",
        asker: "Uma",
        answer: "four seats",
        speaker: "Tomas"
      },
      { q: "How much are the team fees?", asker: "Tom", answer: "40", speaker: "Uma" },
      { q: "Who is the best goalkeeper?", asker: "Coach Lee", answer: "best goalkeeper", speaker: "Uma" },
      { q: "What colour are the new team shirts?", asker: "Tom", answer: null, speaker: null }
    ]
  },
  {
    id: "neighbours",
    messages: [
      ["Greta", "The street party is on July 12, starting at noon."],
      ["Hugo", "I can lend tables, I have six folding tables."],
      ["Ines", "Greta, do we need a permit from the council?"],
      ["Greta", "Yes, I applied for the permit, it costs 35 pounds."],
      ["Hugo", "Ines's son plays the guitar, he could play at the party."],
      ["Ines", "He plays drums now actually, not guitar."],
      ["Greta", "The council approved the permit, party confirmed."],
      ["Hugo", "The bins are collected on Tuesdays now, not Mondays."],
      ["Ines", "I'll make a big pot of chili for the party."],
      ["Greta", "Because of the forecast the party moved to July 19."],
      ["Hugo", "Greta, can I park my van in front of number 8 that day?"]
    ],
    questions: [
      { q: "When is the street party?", asker: "Hugo", answer: "July 19", speaker: "Greta" },
      { q: "How many folding tables does Hugo have?", asker: "Greta", answer: "six", speaker: "Hugo" },
      { q: "How much does the permit cost?", asker: "Ines", answer: "35 pounds", speaker: "Greta" },
      { q: "What instrument does Ines's son play?", asker: "Greta", answer: "drums", speaker: "Ines" },
      { q: "On which day are the bins collected?", asker: "Greta", answer: "Tuesdays", speaker: "Hugo" },
      { q: "What is Ines making for the party?", asker: "Hugo", answer: "chili", speaker: "Ines" },
      { q: "Did the council approve the permit?", asker: "Hugo", answer: "approved", speaker: "Greta" },
      { q: "What time does the party start?", asker: "Ines", answer: "noon", speaker: "Greta" },
      { q: "Who is the DJ at the party?", asker: "Greta", answer: null, speaker: null }
    ]
  }
]
