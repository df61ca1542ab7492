/**
 * `pnpm bench`: parse throughput and latency.
 * 1. A 300,000-character WhatsApp export, Android and iOS layouts: `Transcript.parse` (which
 *    also detects the format among all the others) beside the `whatsapp-chat-parser` npm
 *    package (WhatsApp only, told nothing) on the same input in the same run; ratio = ours / theirs.
 * 2. Every other layout at about 300,000 characters: time and MB/s, beside the naive
 *    `Name: text` splitter of the eval on the same input.
 * 3. Inputs of 300,000 characters built to make regular expressions backtrack: the worst
 *    latency (target: under 250 ms each).
 * Medians of repeated runs after a warm-up. `BENCH_QUICK=1` runs fewer repeats.
 */
import fc from "fast-check"
import { parseString } from "whatsapp-chat-parser"
import { naiveSplit } from "../eval/baseline.js"
import { type Format, Render, Transcript } from "../src/index.js"

const QUICK = process.env.BENCH_QUICK === "1"
const LIMIT = 300_000

/** Deterministic pseudo-random numbers (a 32-bit LCG): the bench input is the same every run. */
const lcg = (seed: number) => {
  let s = seed >>> 0
  return (): number => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

const WORDS =
  "the a to and of is in it you that for on are with this be at have not we can do so what just but my your up if all out like now get go see how was one when know think there no".split(
    " "
  )
const NAMES = ["Ana Silva", "Bruno", "Chen Wei", "Dana 🌻", "Émile", "Farah K", "Gus", "Hana"]

const conversation = (n: number, seed: number, names = NAMES): Array<Render.Line> => {
  const r = lcg(seed)
  const out: Array<Render.Line> = []
  for (let i = 0; i < n; i++) {
    const lines = r() < 0.1 ? 2 : 1
    const ls: Array<string> = []
    for (let l = 0; l < lines; l++) {
      const k = 3 + Math.floor(r() * 12)
      const ws: Array<string> = []
      for (let w = 0; w < k; w++) ws.push(WORDS[Math.floor(r() * WORDS.length)]!)
      ls.push(ws.join(" "))
    }
    out.push({ speaker: names[Math.floor(r() * names.length)]!, text: ls.join("\n") })
  }
  return out
}

/** A rendering of about `LIMIT` characters, cut at a message boundary. */
const sized = (format: Format.Format, names = NAMES): string => {
  let n = 4000
  let text = Render.render(format, conversation(n, 7, names))
  while (text.length > LIMIT && n > 10) {
    n = Math.floor((n * LIMIT) / text.length) - 5
    text = Render.render(format, conversation(n, 7, names))
  }
  return text
}

const median = (run: () => unknown, repeats: number): number => pair(run, () => undefined, repeats)[0]

/**
 * Times two runs interleaved (a, b, a, b, ...) after a warm-up, so that a busy machine slows
 * both alike; returns the medians and the minimums in milliseconds.
 */
const pair = (a: () => unknown, b: () => unknown, repeats: number): [number, number, number, number] => {
  for (let i = 0; i < 10; i++) {
    a()
    b()
  }
  const ta: Array<number> = []
  const tb: Array<number> = []
  for (let i = 0; i < repeats; i++) {
    let t0 = performance.now()
    a()
    ta.push(performance.now() - t0)
    t0 = performance.now()
    b()
    tb.push(performance.now() - t0)
  }
  ta.sort((x, y) => x - y)
  tb.sort((x, y) => x - y)
  const mid = Math.floor(repeats / 2)
  return [ta[mid]!, tb[mid]!, ta[0]!, tb[0]!]
}

const mbps = (chars: number, ms: number): string => `${(chars / 1e6 / (ms / 1000)).toFixed(1)} MB/s`
const REPEATS = QUICK ? 11 : 61

console.log(
  "1. WhatsApp, 300,000 characters: Transcript.parse (detects every format) vs whatsapp-chat-parser"
)
for (const format of ["whatsapp-android", "whatsapp-ios"] as const) {
  const text = sized(format)
  const ours = Transcript.parse(text)
  const theirs = parseString(text)
  const [a, b, amin, bmin] = pair(
    () => Transcript.parse(text),
    () => parseString(text),
    REPEATS
  )
  console.log(
    `  ${format.padEnd(17)} ${text.length} chars, ${ours.messages.length} messages (package: ${theirs.length})\n` +
      `    median: parse ${a.toFixed(2)} ms (${mbps(text.length, a)}), whatsapp-chat-parser ${b.toFixed(2)} ms (${mbps(text.length, b)}), ratio ${(a / b).toFixed(2)}\n` +
      `    best:   parse ${amin.toFixed(2)} ms, whatsapp-chat-parser ${bmin.toFixed(2)} ms, ratio ${(amin / bmin).toFixed(2)}\n` +
      `    target ratio <= 1.0: ${a <= b ? "met" : "NOT met"}`
  )
}

console.log("2. Every layout at about 300,000 characters: parse vs the naive Name: text splitter")
for (const format of Render.formats) {
  const text = sized(format, format === "irc" ? ["ana", "bruno", "chen_w", "dana", "emile"] : NAMES)
  const p = Transcript.parse(text)
  const [a, b] = pair(
    () => Transcript.parse(text),
    () => naiveSplit(text),
    QUICK ? 5 : 15
  )
  console.log(
    `  ${format.padEnd(17)} ${String(text.length).padStart(7)} chars ${String(p.messages.length).padStart(5)} msgs  ` +
      `${a.toFixed(2).padStart(7)} ms ${mbps(text.length, a).padStart(11)}   naive ${b.toFixed(2).padStart(6)} ms   ratio ${(a / b).toFixed(2)}` +
      (p.format === format ? "" : `  (detected ${p.format}!)`)
  )
}

console.log("3. Adversarial inputs of 300,000 characters (target: each under 250 ms)")
const fill = (unit: string): string => unit.repeat(Math.ceil(LIMIT / unit.length)).slice(0, LIMIT)
const adversarial: ReadonlyArray<[string, string]> = [
  ["one line of 'a'", fill("a")],
  ["one line of ': '", fill(": ")],
  ["one line of spaces", fill(" ")],
  ["no-break and narrow spaces", fill("\u00a0\u202f")],
  ["bidi marks and BOMs", fill("\u200e\u200f\ufeff")],
  ["'[1/1/1, 1:1' repeated", fill("[1/1/1, 1:1")],
  ["'1/1/24, 10:00 - ' repeated", fill("1/1/24, 10:00 - ")],
  ["'1/1/24, 10:00 - A' lines with no colon", fill("1/1/24, 10:00 - A\n")],
  ["header lines with 200-char names and no colon", fill(`[1/1/24, 10:00:00] ${"n".repeat(200)}\n`)],
  ["'Name  ' with no time", fill("Name  ")],
  ["'— ' repeated", fill("— ")],
  ["'<<<<' repeated", fill("<")],
  ["'<a!' repeated", fill("<a!")],
  ["'From ' repeated", fill("From ")],
  ["'From a to ' lines", fill("10:00:00 From a to b to c to d \n")],
  ["'**' repeated", fill("**")],
  ["'## ' repeated", fill("## ")],
  ["newlines only", fill("\n")],
  ["CRLF only", fill("\r\n")],
  ["'a: b\\n' lines", fill("a: b\n")],
  [
    "every line a different name",
    Array.from({ length: 30_000 }, (_, i) => `n${i}: x`)
      .join("\n")
      .slice(0, LIMIT)
  ],
  ["'[' and ']' nested", fill("[[[]]]")],
  ["'{' unbalanced JSON", `[${fill('{"a":[')}`.slice(0, LIMIT)],
  ["'00:00:01.000 --> ' repeated", fill("00:00:01.000 --> ")],
  ["continuation lines only after one header", `A: x\n${fill("continuation line\n")}`.slice(0, LIMIT)]
]
let worst = 0
let worstName = ""
for (const [label, text] of adversarial) {
  const t = median(() => Transcript.parse(text), QUICK ? 3 : 5)
  if (t > worst) {
    worst = t
    worstName = label
  }
  console.log(`  ${label.padEnd(48)} ${t.toFixed(2).padStart(8)} ms`)
}
// Random ones too: header fragments, marks and odd spaces in random order, repeated to 300,000
// characters (fast-check with a fixed seed: the same inputs every run).
const PIECES = [
  "[1/2/24, 10:00:00] ",
  "1/2/24, 10:00 - ",
  "12:30",
  " — Today at 4:20 PM",
  "→ https://teams.microsoft.com/l/message/1",
  "<nick> ",
  "<a!b@c> ",
  "-!- ",
  "10:01:22\t From  ",
  " to ",
  ", [12.01.24 15:04]",
  "User:",
  "You said:",
  "## Prompt:",
  "**",
  ": ",
  ":",
  "  ",
  "\t",
  "\n",
  "\r\n",
  "\u200e",
  "\u202f",
  "\ufeff",
  "a",
  "Ana Silva",
  "👍",
  "(edited)",
  "00:00:01.000 --> 00:00:02.000",
  "["
]
const randomInputs = fc.sample(
  fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 40 }).map((xs) => fill(xs.join(""))),
  { seed: 42, numRuns: QUICK ? 10 : 40 }
)
let randomWorst = 0
for (const text of randomInputs)
  randomWorst = Math.max(
    randomWorst,
    median(() => Transcript.parse(text), 3)
  )
console.log(
  `  ${randomInputs.length} random 300,000-char inputs of header fragments: worst ${randomWorst.toFixed(2)} ms`
)
if (randomWorst > worst) {
  worst = randomWorst
  worstName = "a random input of header fragments"
}
console.log(
  `  worst: ${worst.toFixed(2)} ms (${worstName}); target under 250 ms: ${worst < 250 ? "met" : "NOT met"}`
)
