/**
 * Bench: decisions per second of `Decide.decide`, tags per second of `Signals.tags`, and thread
 * transitions per second, each against a trivial baseline measured in the same run (a mention
 * check by regular expression over the same batches). `BENCH_QUICK=1` shortens every timing.
 */

import { input } from "../eval/build.js"
import { CASES } from "../eval/cases.js"
import { Decide, type Message, Signals, Thread } from "../src/index.js"

const budgetMs = process.env.BENCH_QUICK === "1" ? 200 : 1_000

/** Runs `f` over `inputs` round-robin for the budget (after a warm-up) and returns calls per second. */
const rate = <A>(inputs: ReadonlyArray<A>, f: (a: A) => unknown): number => {
  let sink = 0
  for (let i = 0; i < Math.min(inputs.length * 3, 2_000); i++) sink += f(inputs[i % inputs.length]!) ? 1 : 0
  let calls = 0
  const t0 = performance.now()
  let t = t0
  while (t - t0 < budgetMs) {
    for (let k = 0; k < 64; k++) sink += f(inputs[calls++ % inputs.length]!) ? 1 : 0
    t = performance.now()
  }
  if (sink < 0) console.log(sink)
  return (calls * 1000) / (t - t0)
}

const fmt = (x: number): string => Math.round(x).toLocaleString("en-US").padStart(12)

// a large realistic input: 20 inbound messages, 50 messages of history, 4 people and the agent
const T = 1_700_000_000_000
const senders = ["Bob", "Cy", "Dee", "Eli"]
const lines = [
  "did anyone check the ferry times for tomorrow morning?",
  "I think the first one is at 7 but not sure",
  "we should leave the hotel by 6:30 then",
  "lol no way I'm waking up that early",
  "Eli, can you bring the snacks?",
  "which terminal is it again"
]
const big = (seed: number): Decide.Input => {
  const history: Array<Message.Message> = Array.from({ length: 50 }, (_, i) => ({
    sender: i % 7 === 3 ? "Ava" : senders[(i + seed) % 4]!,
    content: lines[(i * 5 + seed) % lines.length]!,
    at: T + i * 30_000,
    ...(i % 7 === 3 ? { fromAgent: true } : {})
  }))
  const batch = Array.from({ length: 20 }, (_, i) => ({
    sender: senders[(i * 3 + seed) % 4]!,
    content: lines[(i + seed) % lines.length]!,
    at: T + 50 * 30_000 + i * 4_000
  }))
  return {
    batch,
    history,
    systemPrompt:
      "You are Ava, the travel assistant of the Wanderly group chat. You help with flights, hotels, trains, visas, luggage and itineraries.",
    events: [{ type: "typing_start", sender: "Dee", at: T + 50 * 30_000 + 10_000 }],
    now: T + 50 * 30_000 + 90_000
  }
}

const small = CASES.map(input)
const large = Array.from({ length: 16 }, (_, s) => big(s))
const mentionRe = /@ava\b/i
const baseline = (i: Decide.Input): boolean => i.batch.some((m) => mentionRe.test(m.content))

console.log("turn-taking bench (calls per second; ratio = rules / baseline, same run)")
for (const [label, inputs] of [
  ["labelled cases (1-3 messages, 0-6 history)", small],
  ["20-message batch, 50 history", large]
] as const) {
  const rules = rate(inputs, (i) => Decide.decide(i).decision === "speak")
  const base = rate(inputs, baseline)
  console.log(`decide, ${label}:`)
  console.log(`  Decide.decide          ${fmt(rules)} decisions/s`)
  console.log(`  baseline mention regex ${fmt(base)} decisions/s   ratio ${(rules / base).toFixed(3)}`)
}

const tagInputs = large.map((i) => ({
  enabled: true,
  batch: i.batch,
  history: i.history,
  events: i.events ?? [],
  now: i.now
}))
console.log(
  `Signals.tags, 20-message batch:   ${fmt(rate(tagInputs, (i) => Signals.tags(i).length > 0))} tags/s`
)

let state = Thread.empty("Ava")
let now = T
const step = (k: number): boolean => {
  now += 1_000
  if (k % 3 === 0) state = Thread.submit(state, [{ sender: "Bob", content: "hi", at: now }]).state
  else if (k % 3 === 1)
    state = Thread.respond(state, state.epoch, [
      { content: "a", deliverAt: now + 500 },
      { content: "b", deliverAt: now + 1_500 }
    ]).state
  else state = Thread.deliverDue(state, now).state
  return state.epoch > 0
}
console.log(`Thread transitions (submit / respond / deliverDue): ${fmt(rate([0, 1, 2], step))} transitions/s`)
