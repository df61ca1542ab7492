/**
 * The labelled decision set: what a considerate person in the agent's seat would do. Written
 * by hand, group chats and one-to-one threads, with a few lines taken from the real chat exports
 * in `shared/fixtures/chats` (WhatsApp, Slack). Labels say what should happen, not what the
 * rules happen to do; cases the rules get wrong stay in the set.
 */
import type { Case } from "./build.js"

const DEVOPS =
  "Your name is Max. You are the DevOps helper of the platform team: deployments, CI pipelines, Kubernetes, Terraform and on-call alerts."
const BOOKS =
  "You are a helpful assistant for a book club. You know novels, authors, reading lists and meeting schedules."

export const CASES: ReadonlyArray<Case> = [
  // ---- group: explicit mention / reply (always speak)
  {
    id: "g-mention-1",
    note: "@mention with a question",
    history: ["Bob: who's booking the train?", "Cy: not me lol"],
    batch: ["Bob: @Ava can you find a train from Lyon to Turin on the 12th?"],
    expect: "speak"
  },
  {
    id: "g-mention-2",
    note: "@mention inside a side chat",
    history: ["Bob: I'm so tired", "Cy: same"],
    batch: ["Cy: @ava remind us when checkout is"],
    expect: "speak"
  },
  {
    id: "g-mention-3",
    note: "slack-style mention",
    history: ["Bob: hotel wifi is down again"],
    batch: ["Bob: <@Ava> is there a co-working place near the hotel?"],
    expect: "speak"
  },
  {
    id: "g-mention-4",
    note: "mention even after the agent just spoke a lot",
    history: [
      "agent: The hotel is at Via Roma 4.",
      "Bob: ok",
      "agent: Check-in is from 3pm.",
      "agent: Breakfast is included."
    ],
    batch: ["Cy: @Ava is parking included too?"],
    expect: "speak"
  },
  {
    id: "g-mention-5",
    note: "mention in a burst with others",
    history: ["Bob: morning"],
    batch: ["Cy: hey", "Cy: @Ava what's the weather in Porto tomorrow?"],
    expect: "speak"
  },
  {
    id: "g-reply-1",
    note: "quoted reply to the agent",
    history: ["agent: The last train back leaves at 23:10.", "Bob: nice"],
    batch: ["Cy: > The last train back leaves at 23:10.\nis there a night bus after that?"],
    expect: "speak"
  },
  {
    id: "g-reply-2",
    note: "client-marked reply to the agent",
    history: ["agent: Want me to hold two rooms at the Ibis?", "Bob: hmm"],
    batch: ["Cy↩: yes please, two doubles"],
    expect: "speak"
  },

  // ---- group: addressed by name
  {
    id: "g-name-1",
    note: "name at the start",
    history: ["Bob: we land at 6", "Cy: brutal"],
    batch: ["Bob: Ava, how do we get from the airport to the old town that early?"],
    expect: "speak"
  },
  {
    id: "g-name-2",
    note: "hey + name",
    history: ["Cy: did anyone pack the adapter"],
    batch: ["Dee: hey Ava do we need visas for Turkey?"],
    expect: "speak"
  },
  {
    id: "g-name-3",
    note: "name at the end",
    history: ["Bob: rome or florence for day 3"],
    batch: ["Cy: what do you think, Ava?"],
    expect: "speak"
  },
  {
    id: "g-name-4",
    note: "thanks + name (a person says you're welcome)",
    history: ["agent: I booked the 9:40 ferry for all four of you.", "Bob: legend"],
    batch: ["Cy: thanks Ava!"],
    expect: "speak"
  },
  {
    id: "g-name-5",
    note: "name alone as a question",
    history: ["agent: I can look for cheaper flights if you want.", "Bob: hmm"],
    batch: ["Cy: Ava?"],
    expect: "speak"
  },
  {
    id: "g-name-6",
    note: "talked about, not to: third person",
    history: ["Bob: who planned day 2", "Cy: it was perfect"],
    batch: ["Bob: Ava found that restaurant, it was so good"],
    expect: "stay_silent"
  },

  // ---- group: questions to the room
  {
    id: "g-room-1",
    note: "open call in the agent's field",
    history: ["Bob: packing tonight", "Cy: same"],
    batch: ["Dee: does anyone know if carry-on liquids are still 100ml?"],
    expect: "speak"
  },
  {
    id: "g-room-2",
    note: "in-field question, no name",
    history: ["Bob: I'm looking at the itinerary", "Cy: me too"],
    batch: ["Bob: which train station is closer to the hotel?"],
    expect: "speak"
  },
  {
    id: "g-room-3",
    note: "off-field question between friends",
    history: ["Bob: did you watch the match", "Cy: yes omg"],
    batch: ["Dee: wait who scored the second goal?"],
    expect: "stay_silent"
  },
  {
    id: "g-room-4",
    note: "personal question to the room, not the agent's to answer",
    history: ["Bob: I'm at the cafe", "Cy: which one"],
    batch: ["Dee: who wants pizza tonight?"],
    expect: "stay_silent"
  },
  {
    id: "g-room-5",
    note: "in-field question but the agent already dominates",
    history: [
      "agent: Flights to Oslo start at 89 euros.",
      "agent: The hotel near the station has rooms.",
      "Bob: ok",
      "agent: Trains to Bergen run hourly.",
      "agent: Visas are not needed for you.",
      "Cy: cool"
    ],
    batch: ["Dee: are the hotels near the harbour expensive?"],
    expect: "stay_silent"
  },
  {
    id: "g-room-6",
    note: "open call, any tips",
    history: ["Bob: first time in Japan!!"],
    batch: ["Bob: any tips for getting around Tokyo by train?"],
    expect: "speak"
  },
  {
    id: "g-room-7",
    note: "rhetorical complaint with a question mark",
    history: ["Bob: my alarm didn't go off", "Cy: rip"],
    batch: ["Bob: why does this always happen to me?"],
    expect: "stay_silent"
  },

  // ---- group: people among themselves
  {
    id: "g-among-1",
    note: "two friends bantering",
    history: ["Bob: you owe me a coffee", "Cy: i paid last time"],
    batch: ["Bob: you absolutely did not"],
    expect: "stay_silent"
  },
  {
    id: "g-among-2",
    note: "question addressed to another person by name",
    history: ["Bob: I'll drive on Saturday", "Cy: nice"],
    batch: ["Dee: Bob, can you pick me up at 8?"],
    expect: "stay_silent"
  },
  {
    id: "g-among-3",
    note: "@mention of another person",
    history: ["Bob: who has the keys"],
    batch: ["Cy: @Dee do you have them?"],
    expect: "stay_silent"
  },
  {
    id: "g-among-4",
    note: "statement of plans",
    history: ["Bob: leaving now", "Cy: see you at the gate"],
    batch: ["Dee: I'm stuck in traffic, 10 min late"],
    expect: "stay_silent"
  },
  {
    id: "g-among-5",
    note: "travel talk among friends, nothing asked",
    history: ["Bob: the hotel pool is amazing", "Cy: jealous"],
    batch: ["Dee: the breakfast buffet was even better honestly"],
    expect: "stay_silent"
  },
  {
    id: "g-among-6",
    note: "Slack export: link shared to a colleague",
    history: ["hfaran: can you find a cities db"],
    batch: ["U0BMYT2FL: <@U0BMQB6JE>: <https://www.maxmind.com/en/free-world-cities-database>"],
    expect: "stay_silent"
  },
  {
    id: "g-among-7",
    note: "Slack export: follow-up fragments",
    history: ["U0BMYT2FL: <@U0BMQB6JE>: <https://www.maxmind.com/en/free-world-cities-database>"],
    batch: ["U0BMYT2FL: 33MB zip file", "U0BMYT2FL: that we parsed together"],
    expect: "stay_silent"
  },
  {
    id: "g-among-8",
    note: "WhatsApp export: a question between friends",
    history: ["Sample User: This is a test message", "TestBot: Hey I'm a test too!"],
    batch: ["+410123456789: How are you?\n\nIs everything alright?"],
    expect: "stay_silent"
  },

  // ---- group: burst in progress / trailing off
  {
    id: "g-burst-1",
    note: "trails off with ...",
    history: ["Bob: so about the trip"],
    batch: ["Bob: Ava I was thinking..."],
    expect: "stay_silent"
  },
  {
    id: "g-burst-2",
    note: "trailing conjunction",
    history: ["Cy: plans?"],
    batch: ["Dee: we could do the museum in the morning and"],
    expect: "stay_silent"
  },
  {
    id: "g-burst-3",
    note: "still typing after a question",
    history: ["Bob: ok"],
    batch: ["Cy: which hotel did we pick?"],
    typing: [["Cy", 500]],
    nowAfterMs: 2_000,
    expect: "stay_silent"
  },
  {
    id: "g-burst-4",
    note: "rapid burst, last one just now",
    history: ["Bob: hmm"],
    batch: ["Cy: ok so", "Cy: the flight", "Cy: is it the 7am one"],
    batchGapMs: 900,
    nowAfterMs: 300,
    expect: "stay_silent"
  },
  {
    id: "g-burst-5",
    note: "hold on",
    history: ["agent: Shall I book the 9:10 train?"],
    batch: ["Bob: wait one sec"],
    expect: "stay_silent"
  },
  {
    id: "g-burst-6",
    note: "finished burst, now a clear question to the agent",
    history: ["Bob: ok"],
    batch: ["Cy: so", "Cy: Ava which terminal do we fly from?"],
    batchGapMs: 1_500,
    nowAfterMs: 6_000,
    expect: "speak"
  },
  {
    id: "g-burst-7",
    note: "mention wins over a trailing message",
    history: ["Bob: so"],
    batch: ["Bob: @Ava quick one, the hotel address is..."],
    expect: "speak"
  },

  // ---- group: agent just spoke / greetings / closings
  {
    id: "g-just-1",
    note: "reaction to the agent's message",
    history: ["Bob: how long is the ferry", "agent: About 45 minutes, with a stop at Ischia."],
    batch: ["Cy: oh nice that's short"],
    expect: "stay_silent"
  },
  {
    id: "g-just-2",
    note: "follow-up question right after the agent",
    history: ["Bob: how long is the ferry", "agent: About 45 minutes, with a stop at Ischia."],
    batch: ["Bob: and how much is a ticket?"],
    expect: "speak"
  },
  {
    id: "g-just-3",
    note: "ack after the agent",
    history: ["agent: Done, you're all checked in."],
    batch: ["Bob: 👍"],
    expect: "stay_silent"
  },
  {
    id: "g-greet-1",
    note: "good morning to the group",
    history: ["Bob: night all"],
    batch: ["Cy: good morning everyone ☀️"],
    expect: "stay_silent"
  },
  { id: "g-greet-2", note: "hi all", history: [], batch: ["Dee: hi all"], expect: "stay_silent" },
  {
    id: "g-greet-3",
    note: "greeting the agent by name",
    history: ["Bob: hey"],
    batch: ["Cy: hi Ava!"],
    expect: "speak"
  },
  {
    id: "g-close-1",
    note: "bye all",
    history: ["Bob: great trip everyone", "Cy: the best"],
    batch: ["Dee: bye all, safe flights"],
    expect: "stay_silent"
  },
  {
    id: "g-close-2",
    note: "lol",
    history: ["Bob: I left my passport in the taxi", "Cy: NO"],
    batch: ["Dee: lol"],
    expect: "stay_silent"
  },
  {
    id: "g-close-3",
    note: "WhatsApp export: Bye!",
    history: ["User 1: And let me know if anything changes"],
    batch: ["User 2: Bye!"],
    expect: "stay_silent"
  },
  {
    id: "g-close-4",
    note: "WhatsApp export: Of course!",
    history: ["User name: Message 123"],
    batch: ["User name 2: Of course!"],
    expect: "stay_silent"
  },
  {
    id: "g-close-5",
    note: "thanks to a person",
    history: ["Bob: I sent you the tickets"],
    batch: ["Cy: thanks Bob!"],
    expect: "stay_silent"
  },

  // ---- group: another agent (DevOps) and a nameless agent
  {
    id: "g-devops-1",
    note: "in-field question",
    prompt: DEVOPS,
    agentName: "Max",
    history: ["Ana: standup in 5", "Raj: joining"],
    batch: ["Ana: why is the CI pipeline failing on main?"],
    expect: "speak"
  },
  {
    id: "g-devops-2",
    note: "name at start",
    prompt: DEVOPS,
    history: ["Ana: deploying now"],
    batch: ["Raj: Max, can you roll back the last deployment?"],
    expect: "speak"
  },
  {
    id: "g-devops-3",
    note: "off-field chatter",
    prompt: DEVOPS,
    history: ["Ana: lunch?", "Raj: tacos"],
    batch: ["Lee: tacos again? fine"],
    expect: "stay_silent"
  },
  {
    id: "g-devops-4",
    note: "name read from the prompt",
    prompt: DEVOPS,
    history: ["Ana: pager went off"],
    batch: ["Raj: @Max what's firing?"],
    expect: "speak"
  },
  {
    id: "g-devops-5",
    note: "question to a colleague",
    prompt: DEVOPS,
    history: ["Ana: I changed the terraform module"],
    batch: ["Raj: Ana did you run plan before apply?"],
    expect: "stay_silent"
  },
  {
    id: "g-devops-6",
    note: "open call outside the field",
    prompt: DEVOPS,
    history: ["Ana: so hungry"],
    batch: ["Raj: anyone up for lunch at 12?"],
    expect: "stay_silent"
  },
  {
    id: "g-books-1",
    note: "nameless agent, in-field question",
    prompt: BOOKS,
    history: ["Mia: I finished it!", "Tom: no spoilers"],
    batch: ["Mia: which novel are we reading next month?"],
    expect: "speak"
  },
  {
    id: "g-books-2",
    note: "nameless agent, among themselves",
    prompt: BOOKS,
    history: ["Mia: I finished it!"],
    batch: ["Tom: no spoilers please"],
    expect: "stay_silent"
  },
  {
    id: "g-books-3",
    note: "open call in the field",
    prompt: BOOKS,
    history: ["Mia: need something for the beach"],
    batch: ["Tom: can anyone recommend a short novel?"],
    expect: "speak"
  },

  // ---- one-to-one
  {
    id: "d-1",
    note: "plain question",
    history: [],
    batch: ["Sam: can you find me a hotel in Lisbon for next weekend?"],
    expect: "speak"
  },
  {
    id: "d-2",
    note: "statement after the agent",
    history: ["Sam: I need a hotel", "agent: Sure, which city?"],
    batch: ["Sam: Lisbon, near the river if possible"],
    expect: "speak"
  },
  { id: "d-3", note: "greeting opens a one-to-one", history: [], batch: ["Sam: hi"], expect: "speak" },
  {
    id: "d-4",
    note: "thanks closes it",
    history: ["Sam: book it", "agent: Booked: Casa do Rio, 2 nights."],
    batch: ["Sam: thanks!"],
    expect: "stay_silent"
  },
  {
    id: "d-5",
    note: "bye",
    history: ["agent: Have a great trip!"],
    batch: ["Sam: bye 👋"],
    expect: "stay_silent"
  },
  {
    id: "d-6",
    note: "trailing off",
    history: ["agent: Which dates work for you?"],
    batch: ["Sam: probably the 14th but..."],
    expect: "stay_silent"
  },
  {
    id: "d-7",
    note: "still typing after a first message",
    history: ["agent: Which dates work for you?"],
    batch: ["Sam: hmm"],
    typing: [["Sam", 400]],
    nowAfterMs: 1_500,
    expect: "stay_silent"
  },
  {
    id: "d-8",
    note: "burst finished",
    history: [],
    batch: [
      "Sam: hey",
      "Sam: I'm flying to Rome on Friday",
      "Sam: what's the best way from Fiumicino to Trastevere?"
    ],
    batchGapMs: 3_000,
    expect: "speak"
  },
  {
    id: "d-9",
    note: "off-field small talk still deserves a reply in a DM",
    history: [],
    batch: ["Sam: I just got back from the gym, exhausted"],
    expect: "speak"
  },
  {
    id: "d-10",
    note: "ok answers the agent's question: it books and confirms",
    history: ["agent: Shall I book the 7:05 flight?"],
    batch: ["Sam: ok"],
    expect: "speak"
  },
  {
    id: "d-11",
    note: "yes please with more detail",
    history: ["agent: Shall I book the 7:05 flight?"],
    batch: ["Sam: yes please, and add a checked bag"],
    expect: "speak"
  },
  {
    id: "d-12",
    note: "DevOps DM question",
    prompt: DEVOPS,
    history: [],
    batch: ["Ana: how do I get kubectl access to staging?"],
    expect: "speak"
  },
  {
    id: "d-13",
    note: "one-to-one, agent spoke a lot, user still asks",
    history: [
      "agent: Here are three hotels.",
      "agent: The first is cheapest.",
      "agent: The third has a pool."
    ],
    batch: ["Sam: which one is closest to the beach?"],
    expect: "speak"
  },
  {
    id: "d-14",
    note: "lol in a DM",
    history: ["agent: Your flight is delayed by 10 minutes, so still on time for the connection."],
    batch: ["Sam: lol ok"],
    expect: "stay_silent"
  },
  {
    id: "d-15",
    note: "good morning in a DM after a night",
    history: ["Sam: night!", "agent: Good night!"],
    batch: ["Sam: good morning! any news on my refund?"],
    expect: "speak"
  },
  { id: "d-16", note: "WhatsApp export: Hi here", history: [], batch: ["James: Hi here"], expect: "speak" },
  {
    id: "d-17",
    note: "WhatsApp export: Goodbye",
    history: ["User 2: Hello"],
    batch: ["User 2: Goodbye"],
    expect: "stay_silent"
  },
  {
    id: "d-18",
    note: "user shares information the agent asked for",
    history: ["agent: What's your booking reference?"],
    batch: ["Sam: XK42PL"],
    expect: "speak"
  },
  {
    id: "d-19",
    note: "user hesitates: one sec",
    history: ["agent: What's your booking reference?"],
    batch: ["Sam: one sec"],
    expect: "stay_silent"
  },
  { id: "d-20", note: "emoji only", history: ["agent: All set!"], batch: ["Sam: 🙏"], expect: "stay_silent" },

  // ---- mixed harder group cases
  {
    id: "g-hard-1",
    note: "question to the room right after another person answered",
    history: ["Bob: what time is checkout", "Cy: 11 I think"],
    batch: ["Dee: is that right? I thought it was noon"],
    expect: "stay_silent"
  },
  {
    id: "g-hard-2",
    note: "name used as the subject of a request to others",
    history: ["Bob: the plan is messy"],
    batch: ["Cy: let's ask Ava to redo the itinerary tomorrow"],
    expect: "stay_silent"
  },
  {
    id: "g-hard-3",
    note: "question in the field mid-discussion between two people",
    history: ["Bob: Cy are you taking the train or the bus", "Cy: train probably"],
    batch: ["Bob: is the train faster?"],
    expect: "stay_silent"
  },
  {
    id: "g-hard-4",
    note: "question to everyone about logistics the agent handles",
    history: ["Bob: I'm confused about Sunday"],
    batch: ["Cy: does anyone have the hotel confirmation number?"],
    expect: "speak"
  },
  {
    id: "g-hard-5",
    note: "good morning plus a question for the agent's field",
    history: [],
    batch: ["Dee: morning all! is the airport train running today? strike news is confusing"],
    expect: "speak"
  },
  {
    id: "g-hard-6",
    note: "two people argue, one asks the room to settle it",
    history: ["Bob: the louvre is closed on mondays", "Cy: no it's tuesdays"],
    batch: ["Bob: can someone settle this?"],
    expect: "speak"
  },
  {
    id: "g-hard-7",
    note: "agent answered; people react among themselves",
    history: [
      "Bob: visa for Vietnam?",
      "agent: You can get an e-visa online, it takes about 3 working days.",
      "Cy: easy"
    ],
    batch: ["Bob: told you it was easy"],
    expect: "stay_silent"
  },
  {
    id: "g-hard-8",
    note: "agent asked the group a question, someone answers",
    history: ["agent: Do you prefer a window or an aisle seat, Bob?", "Cy: he's always window lol"],
    batch: ["Bob: window please"],
    expect: "speak"
  }
]
