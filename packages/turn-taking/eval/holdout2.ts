/**
 * Second held-out set, written after the second freeze of the rules (the first held-out set's
 * misses drove changes, so it no longer measures anything blind). Never used to tune.
 */
import type { Case } from "./build.js"

const GYM =
  "You are Coach Kim, the fitness coach of a running club chat. You help with training plans, pace, stretching, injuries, race prep and nutrition for runners."
const STUDY =
  "Your name is Pip. You are a study buddy for a chemistry class: reactions, moles, stoichiometry, lab reports and exam revision."
const HOME =
  "I'm Juno, the household assistant for the Garcia family: groceries, chores, the calendar, bills and appointments."

export const HOLDOUT_2: ReadonlyArray<Case> = [
  // running club (group)
  {
    id: "h2-1",
    note: "pace question to the room",
    prompt: GYM,
    agentName: "Kim",
    history: ["Ana: 10k on sunday!", "Ben: let's go"],
    batch: ["Ana: what pace should I aim for if my 5k is 25 minutes?"],
    expect: "speak"
  },
  {
    id: "h2-2",
    note: "banter about shoes",
    prompt: GYM,
    agentName: "Kim",
    history: ["Ben: new shoes day", "Ana: show us"],
    batch: ["Cal: those are so bright lmao"],
    expect: "stay_silent"
  },
  {
    id: "h2-3",
    note: "coach addressed with a title",
    prompt: GYM,
    agentName: "Kim",
    history: ["Ana: legs are dead"],
    batch: ["Ben: Kim, should I skip tomorrow's intervals if my calf is sore?"],
    expect: "speak"
  },
  {
    id: "h2-4",
    note: "@ another runner",
    prompt: GYM,
    agentName: "Kim",
    history: ["Ana: who's driving to the race"],
    batch: ["Ben: @Cal you have space in your car?"],
    expect: "stay_silent"
  },
  {
    id: "h2-5",
    note: "good luck messages",
    prompt: GYM,
    agentName: "Kim",
    history: ["Ana: race tomorrow, nervous"],
    batch: ["Ben: you got this!!", "Cal: good luck 💪"],
    expect: "stay_silent"
  },
  {
    id: "h2-6",
    note: "injury question after the agent gave a plan",
    prompt: GYM,
    agentName: "Kim",
    history: [
      "Ana: plan for this week?",
      "agent: Easy 5k Tuesday, intervals Thursday, long run of 12k on Sunday."
    ],
    batch: ["Ana: what if my knee hurts on the long run?"],
    expect: "speak"
  },
  {
    id: "h2-7",
    note: "trailing dash",
    prompt: GYM,
    agentName: "Kim",
    history: ["Ben: question about the plan"],
    batch: ["Ben: Kim so for thursday -"],
    expect: "stay_silent"
  },
  {
    id: "h2-8",
    note: "kim talked about",
    prompt: GYM,
    agentName: "Kim",
    history: ["Ana: PB today!!"],
    batch: ["Cal: Kim's plan really works"],
    expect: "stay_silent"
  },
  // chemistry study group
  {
    id: "h2-9",
    note: "open call: can someone explain",
    prompt: STUDY,
    history: ["Lu: exam friday", "Mo: don't remind me"],
    batch: ["Lu: can someone explain limiting reagents? I'm lost"],
    expect: "speak"
  },
  {
    id: "h2-10",
    note: "question to a classmate",
    prompt: STUDY,
    history: ["Lu: I did the lab report"],
    batch: ["Mo: Lu can you send me your graph?"],
    expect: "stay_silent"
  },
  {
    id: "h2-11",
    note: "off-topic question to the room",
    prompt: STUDY,
    history: ["Lu: library closes at 8"],
    batch: ["Mo: anyone want to grab food after?"],
    expect: "stay_silent"
  },
  {
    id: "h2-12",
    note: "in-field question",
    prompt: STUDY,
    history: ["Lu: doing problem set 3", "Mo: same"],
    batch: ["Ria: how many moles are in 18 grams of water?"],
    expect: "speak"
  },
  {
    id: "h2-13",
    note: "thanks Pip",
    prompt: STUDY,
    history: ["agent: 18 g of water is 1 mole, since its molar mass is 18 g/mol.", "Ria: ohhh"],
    batch: ["Ria: thank you Pip!"],
    expect: "speak"
  },
  {
    id: "h2-14",
    note: "lol reaction to the agent",
    prompt: STUDY,
    history: ["agent: Remember: moles = mass / molar mass.", "Mo: noted"],
    batch: ["Lu: lol Pip is smarter than our teacher"],
    expect: "stay_silent"
  },
  {
    id: "h2-15",
    note: "burst in progress",
    prompt: STUDY,
    history: ["Lu: hmm"],
    batch: ["Mo: wait", "Mo: for question 4"],
    batchGapMs: 1_000,
    nowAfterMs: 600,
    expect: "stay_silent"
  },
  // household one-to-one
  {
    id: "h2-16",
    note: "DM request",
    prompt: HOME,
    history: [],
    batch: ["Rosa: add milk and eggs to the shopping list"],
    expect: "speak"
  },
  {
    id: "h2-17",
    note: "DM okay thanks after a confirmation",
    prompt: HOME,
    history: ["Rosa: when is the dentist", "agent: Thursday at 4:30 pm, Dr. Alvarez."],
    batch: ["Rosa: ok great, thanks"],
    expect: "stay_silent"
  },
  {
    id: "h2-18",
    note: "DM answer to the agent's question",
    prompt: HOME,
    history: ["agent: Should I move the plumber to Saturday morning?"],
    batch: ["Rosa: yes"],
    expect: "speak"
  },
  {
    id: "h2-19",
    note: "DM statement of a problem",
    prompt: HOME,
    history: [],
    batch: ["Rosa: the electricity bill looks way higher than last month"],
    expect: "speak"
  },
  {
    id: "h2-20",
    note: "DM trailing off",
    prompt: HOME,
    history: ["agent: What should I add to the calendar?"],
    batch: ["Rosa: the school play is on the 12th and"],
    expect: "stay_silent"
  },
  {
    id: "h2-21",
    note: "DM good night",
    prompt: HOME,
    history: ["agent: Reminder set for 7 am."],
    batch: ["Rosa: perfect, good night"],
    expect: "stay_silent"
  },
  // household group (family chat)
  {
    id: "h2-22",
    note: "chore question to the room, agent's domain",
    prompt: HOME,
    history: ["Dad: home late", "Tia: ok"],
    batch: ["Tia: whose turn is it to take out the trash?"],
    expect: "speak"
  },
  {
    id: "h2-23",
    note: "family chatter",
    prompt: HOME,
    history: ["Dad: home late", "Tia: ok"],
    batch: ["Leo: can we get pizza tonight?"],
    expect: "stay_silent"
  },
  {
    id: "h2-24",
    note: "hi Juno in a group",
    prompt: HOME,
    history: ["Dad: morning"],
    batch: ["Tia: hi Juno, what's on the calendar today?"],
    expect: "speak"
  },
  {
    id: "h2-25",
    note: "question addressed to dad",
    prompt: HOME,
    history: ["Dad: at the store"],
    batch: ["Tia: Dad can you get bread?"],
    expect: "stay_silent"
  },
  {
    id: "h2-26",
    note: "agent dominated, another in-field question",
    prompt: HOME,
    history: [
      "agent: The water bill is due Monday.",
      "agent: The gas bill was paid.",
      "Tia: ok",
      "agent: Groceries arrive at 6.",
      "agent: Leo has football at 5."
    ],
    batch: ["Dad: when is the car insurance due?"],
    expect: "stay_silent"
  },
  {
    id: "h2-27",
    note: "follow-up after the agent",
    prompt: HOME,
    history: ["Tia: what's for dinner", "Leo: idk", "agent: Pasta night: the sauce is in the fridge."],
    batch: ["Tia: do we have parmesan?"],
    expect: "speak"
  },
  {
    id: "h2-28",
    note: "slack-style mention",
    prompt: HOME,
    history: ["Dad: who booked the vet"],
    batch: ["Tia: <@Juno> did you book the vet for Luna?"],
    expect: "speak"
  },
  {
    id: "h2-29",
    note: "reply flagged to the agent",
    prompt: HOME,
    history: ["agent: The vet is at 10 on Saturday.", "Dad: ok"],
    batch: ["Tia↩: can we make it 11?"],
    expect: "speak"
  },
  {
    id: "h2-30",
    note: "goodnight to the family",
    prompt: HOME,
    history: ["Dad: bed time", "Leo: nooo"],
    batch: ["Tia: night everyone 😴"],
    expect: "stay_silent"
  }
]
