/**
 * First held-out decision cases, written after the rules were first frozen: 80.0% on first run.
 * Its misses then led to general changes (short closings, "X is" not a vocative, questions about
 * the agent, what the agent said itself), so it is no longer blind; see `holdout2.ts`.
 */
import type { Case } from "./build.js"

const CHEF =
  "You are Remy, a cooking assistant in a family group chat. You know recipes, cooking times, ingredients, substitutions and kitchen equipment."
const IT = "You're Sol, the IT helpdesk bot of an office: laptops, printers, VPN, passwords, email and wifi."

export const HOLDOUT: ReadonlyArray<Case> = [
  {
    id: "h-1",
    note: "substitution question to the room",
    prompt: CHEF,
    agentName: "Remy",
    history: ["Mum: making the cake now", "Leo: yum"],
    batch: ["Mum: can I use oil instead of butter in a sponge?"],
    expect: "speak"
  },
  {
    id: "h-2",
    note: "family logistics",
    prompt: CHEF,
    agentName: "Remy",
    history: ["Mum: dinner at 7", "Leo: ok"],
    batch: ["Ines: I'll be late, train delayed"],
    expect: "stay_silent"
  },
  {
    id: "h-3",
    note: "name, lowercase, at start",
    prompt: CHEF,
    agentName: "Remy",
    history: ["Leo: what's for dinner"],
    batch: ["Mum: remy how long do I roast a 2kg chicken?"],
    expect: "speak"
  },
  {
    id: "h-4",
    note: "compliment to a person",
    prompt: CHEF,
    agentName: "Remy",
    history: ["Mum: made lasagna"],
    batch: ["Leo: Mum this is the best lasagna ever"],
    expect: "stay_silent"
  },
  {
    id: "h-5",
    note: "agent talked about",
    prompt: CHEF,
    agentName: "Remy",
    history: ["Mum: the bread came out great"],
    batch: ["Ines: Remy's recipe again?"],
    expect: "stay_silent"
  },
  {
    id: "h-6",
    note: "thanks to the agent by name",
    prompt: CHEF,
    agentName: "Remy",
    history: ["agent: Roast it for about 90 minutes at 180°C.", "Mum: perfect"],
    batch: ["Leo: cheers Remy"],
    expect: "speak"
  },
  {
    id: "h-7",
    note: "haha",
    prompt: CHEF,
    agentName: "Remy",
    history: ["Leo: I burnt the rice again"],
    batch: ["Ines: hahaha classic"],
    expect: "stay_silent"
  },
  {
    id: "h-8",
    note: "follow-up on the agent's recipe",
    prompt: CHEF,
    agentName: "Remy",
    history: ["Mum: how do I make pancakes", "agent: 200 g flour, 2 eggs, 300 ml milk, a pinch of salt."],
    batch: ["Mum: can I make the batter the night before?"],
    expect: "speak"
  },
  {
    id: "h-9",
    note: "IT: printer problem to the room",
    prompt: IT,
    history: ["Kim: morning", "Ola: morning!"],
    batch: ["Kim: the printer on floor 2 is jammed again, anyone know how to fix it?"],
    expect: "speak"
  },
  {
    id: "h-10",
    note: "IT: lunch chatter",
    prompt: IT,
    history: ["Kim: pizza friday?", "Ola: yes"],
    batch: ["Pat: count me in"],
    expect: "stay_silent"
  },
  {
    id: "h-11",
    note: "IT: one-to-one password reset",
    prompt: IT,
    history: [],
    batch: ["Kim: I'm locked out of my account after too many password attempts"],
    expect: "speak"
  },
  {
    id: "h-12",
    note: "IT: DM trailing off",
    prompt: IT,
    history: ["agent: Which laptop model do you have?"],
    batch: ["Kim: it's a thinkpad, the"],
    expect: "stay_silent"
  },
  {
    id: "h-13",
    note: "IT: DM ok thanks after a fix",
    prompt: IT,
    history: [
      "Kim: vpn broken",
      "agent: Restart the VPN client and sign in again, that clears the stale token."
    ],
    batch: ["Kim: that worked, thanks!"],
    expect: "stay_silent"
  },
  {
    id: "h-14",
    note: "IT: mention",
    prompt: IT,
    history: ["Ola: wifi is slow"],
    batch: ["Pat: @Sol is there an outage?"],
    expect: "speak"
  },
  {
    id: "h-15",
    note: "IT: question to a colleague by name",
    prompt: IT,
    history: ["Ola: I fixed my email"],
    batch: ["Kim: Ola how did you fix it?"],
    expect: "stay_silent"
  },
  {
    id: "h-16",
    note: "travel: hello to the group",
    history: [],
    batch: ["Bob: hello everyone!", "Bob: excited for the trip"],
    expect: "stay_silent"
  },
  {
    id: "h-17",
    note: "travel: question in field after friends talked",
    history: ["Bob: I booked my flight", "Cy: me too"],
    batch: ["Dee: do I need a visa for Canada with a UK passport?"],
    expect: "speak"
  },
  {
    id: "h-18",
    note: "travel: agent dominated, reaction",
    history: ["agent: Flights are booked.", "agent: Hotels are booked.", "Bob: wow", "agent: Trains too."],
    batch: ["Cy: Ava is on fire today"],
    expect: "stay_silent"
  },
  {
    id: "h-19",
    note: "travel: agent's yes/no question answered in a group",
    history: ["agent: Should I book the same hotel as last year?", "Bob: hmm"],
    batch: ["Cy: yes same one"],
    expect: "speak"
  },
  {
    id: "h-20",
    note: "travel: burst just starting",
    history: ["Bob: ok"],
    batch: ["Cy: guys", "Cy: big news"],
    batchGapMs: 800,
    nowAfterMs: 500,
    expect: "stay_silent"
  },
  {
    id: "h-21",
    note: "travel: DM question with trailing emoji",
    history: [],
    batch: ["Sam: what's the baggage allowance on easyjet? 🙏"],
    expect: "speak"
  },
  {
    id: "h-22",
    note: "travel: DM see you",
    history: ["agent: Enjoy Lisbon!"],
    batch: ["Sam: will do, see you"],
    expect: "stay_silent"
  },
  {
    id: "h-23",
    note: "travel: person asks another with @",
    history: ["Bob: I have the tickets"],
    batch: ["Cy: @Bob send them to me?"],
    expect: "stay_silent"
  },
  {
    id: "h-24",
    note: "travel: open question nobody else can answer (agent's booking)",
    history: ["agent: I booked rooms 12 and 14 at the Ibis.", "Bob: great", "Cy: nice", "Dee: 🙌"],
    batch: ["Bob: which room is mine?"],
    expect: "speak"
  },
  {
    id: "h-25",
    note: "travel: rhetorical",
    history: ["Bob: 4 hour delay"],
    batch: ["Cy: why is flying always like this?"],
    expect: "stay_silent"
  }
]
