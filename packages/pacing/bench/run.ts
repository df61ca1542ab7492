/**
 * Bench: splits per second of `Split.split` and paced replies per second of `Pace.pace`, against
 * a naive splitter (160-character chunks at spaces) measured in the same run, on the labelled
 * replies and on 4,000-character replies (the spec's maximum). `BENCH_QUICK=1` shortens it.
 */
import { SPLIT_CASES } from "../eval/cases.js"
import { Pace, Split } from "../src/index.js"

const budgetMs = process.env.BENCH_QUICK === "1" ? 200 : 1_000

const rate = <A>(inputs: ReadonlyArray<A>, f: (a: A) => unknown): number => {
  let sink = 0
  for (let i = 0; i < Math.min(inputs.length * 3, 500); i++) sink += f(inputs[i % inputs.length]!) ? 1 : 0
  let calls = 0
  const t0 = performance.now()
  let t = t0
  while (t - t0 < budgetMs) {
    for (let k = 0; k < 16; k++) sink += f(inputs[calls++ % inputs.length]!) ? 1 : 0
    t = performance.now()
  }
  if (sink < 0) console.log(sink)
  return (calls * 1000) / (t - t0)
}

const naive = (reply: string): ReadonlyArray<string> => {
  const out: Array<string> = []
  let rest = reply.trim()
  while (rest.length > 160 && out.length < 4) {
    const cut = rest.lastIndexOf(" ", 160)
    const at = cut > 0 ? cut : 160
    out.push(rest.slice(0, at).trim())
    rest = rest.slice(at).trim()
  }
  out.push(rest)
  return out
}

const fmt = (x: number): string => Math.round(x).toLocaleString("en-US").padStart(10)

const labelled = SPLIT_CASES.map((c) => c.marked.split("¦").join(""))
const sentence = "The train leaves at 7:45 from platform 4, see https://example.com/t?id=12 for the map."
const paragraphs = (n: number): string =>
  Array.from({ length: n }, (_, i) => `${sentence} Item ${i}: ${"more words here ".repeat(i % 5)}done.`).join(
    "\n\n"
  )
const longReplies = [
  paragraphs(40).slice(0, 4000),
  Array.from({ length: 600 }, (_, i) => `word${i}`)
    .join(" ")
    .slice(0, 4000),
  `Here:\n${Array.from({ length: 120 }, (_, i) => `- item ${i}, ${sentence.slice(0, 20)}`).join("\n")}`.slice(
    0,
    4000
  ),
  `\`\`\`ts\n${"const x = 1\n".repeat(300)}\`\`\`\n\nThat is all.`.slice(0, 4000)
]

const adversarial = ["Hi. ".repeat(1000), "a\n".repeat(2000), "- x\n".repeat(1000), "ok, ".repeat(1000)]

console.log("pacing bench (calls per second; ratio = Split / naive, same run)")
for (const [label, inputs] of [
  ["labelled replies (19-407 chars)", labelled],
  ["4,000-char replies", longReplies],
  ["adversarial 4,000-char replies (1,000-2,000 cut points)", adversarial]
] as const) {
  const s = rate(inputs, (r) => Split.split(r).length)
  const n = rate(inputs, (r) => naive(r).length)
  const p = rate(inputs, (r) => Pace.pace(r, { now: 1_700_000_000_000, seed: 7 }).length)
  console.log(`${label}:`)
  console.log(`  Split.split        ${fmt(s)} splits/s`)
  console.log(`  Pace.pace          ${fmt(p)} paced replies/s`)
  console.log(`  naive 160-char     ${fmt(n)} splits/s   ratio ${(s / n).toFixed(3)}`)
}
