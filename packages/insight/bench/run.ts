/**
 * Bench: `analyze`, `extract` and `foresee` on a 250-message transcript (targets: analyze under
 * 50 ms), and per-message signal throughput (target >= 5,000 messages/s on one core). Each figure
 * is printed beside a trivial baseline measured in the same run: one pass that lower-cases and
 * splits every message into words (the least any reading of the text costs).
 * The transcript is built from the labelled eval conversations, agent renamed to `Agent`.
 * `BENCH_QUICK=1` runs fewer repeats.
 */

import { heldOut } from "../eval/heldout.js"
import { setA } from "../eval/set-a.js"
import { setB } from "../eval/set-b.js"
import { setC } from "../eval/set-c.js"
import { setD } from "../eval/set-d.js"
import { Analyze, Extract, Foresee, Signals } from "../src/index.js"
import type { Message } from "../src/Transcript.js"

const quick = process.env.BENCH_QUICK !== undefined && process.env.BENCH_QUICK !== ""
const repeats = quick ? 5 : 30

const transcript = (size: number): Array<Message> => {
  const out: Array<Message> = []
  const all = [...setA, ...setB, ...setC, ...setD, ...heldOut]
  for (let round = 0; out.length < size; round++)
    for (const c of all) {
      for (const line of c.messages) {
        if (out.length >= size) break
        const k = line.indexOf(": ")
        const speaker = line.slice(0, k)
        out.push({
          id: `m${out.length}`,
          speaker: speaker === c.agent ? "Agent" : `${speaker}${round}`,
          text: line.slice(k + 2),
          timestamp: new Date(1_700_000_000_000 + out.length * 20_000).toISOString()
        })
      }
      if (out.length >= size) break
    }
  return out
}

const median = (xs: Array<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]!
}

/** CPU milliseconds per call of the last `time` (process CPU time, less sensitive to a busy machine). */
let lastCpu = 0

const time = (run: () => unknown): number => {
  for (let i = 0; i < 10; i++) run()
  const times: Array<number> = []
  const c0 = process.cpuUsage()
  for (let r = 0; r < repeats; r++) {
    const t0 = performance.now()
    run()
    times.push(performance.now() - t0)
  }
  const c = process.cpuUsage(c0)
  lastCpu = (c.user + c.system) / 1000 / repeats
  return median(times)
}

const messages = transcript(250)
const texts = messages.map((m) => m.text)
let sink = 0
const baseline = (): void => {
  for (const t of texts) sink += t.toLowerCase().split(/\s+/).length
}
const base = time(baseline)
const baseCpu = lastCpu
const row = (label: string, ms: number, target: string): void =>
  console.log(
    `${label.padEnd(36)} wall ${ms.toFixed(2).padStart(7)} ms  cpu ${lastCpu.toFixed(2).padStart(7)} ms   baseline wall ${base.toFixed(3)} ms, cpu ${baseCpu.toFixed(3)} ms   ratio ${(ms / base).toFixed(0).padStart(4)}x   ${target}`
  )

console.log(
  `transcript: ${messages.length} messages, ${new Set(messages.map((m) => m.speaker)).size} speakers; median of ${repeats} runs`
)
row(
  "analyze (250 messages)",
  time(() => Analyze.analyze(messages, { agentName: "Agent" })),
  "target < 50 ms"
)
row(
  "analyze with focus (250 messages)",
  time(() => Analyze.analyze(messages, { agentName: "Agent", focus: "are questions answered?" })),
  ""
)
row(
  "extract (250 messages)",
  time(() => Extract.extract(messages)),
  ""
)
const turns = messages.map((m) => ({ speaker: m.speaker, text: m.text }))
row(
  "foresee (250 turns + draft)",
  time(() =>
    Foresee.foresee({
      transcript: turns,
      candidateReply: "Thanks, I'll check that for you now.",
      agentName: "Agent"
    })
  ),
  ""
)

// Throughput of the per-message signals.
const rounds = quick ? 8 : 40
const c0 = process.cpuUsage()
const t0 = performance.now()
for (let r = 0; r < rounds; r++) for (const t of texts) sink += Signals.analyzeMessage(t).words
const signalsMs = performance.now() - t0
const cu = process.cpuUsage(c0)
const signalsCpuMs = (cu.user + cu.system) / 1000
const b0 = performance.now()
for (let r = 0; r < rounds; r++) baseline()
const baseMs = performance.now() - b0
const n = rounds * texts.length
const rate = n / (signalsMs / 1000)
console.log(
  `${"per-message signals throughput".padEnd(36)} wall ${Math.round(rate).toLocaleString("en-US")} msgs/s, cpu ${Math.round(n / (signalsCpuMs / 1000)).toLocaleString("en-US")} msgs/s   baseline ${Math.round(n / (baseMs / 1000)).toLocaleString("en-US")} msgs/s   ratio ${(signalsMs / baseMs).toFixed(0)}x slower   target >= 5,000 msgs/s`
)
if (sink === -1) console.log(sink)
