/**
 * `pnpm eval`: split quality of `Split.split` on the labelled replies of `eval/cases.ts`, beside
 * naive splitters. A cut is identified by the number of non-space characters before it, so the
 * whitespace around it does not matter.
 *
 * - exact: the pieces are exactly the labelled ones.
 * - count: the number of pieces is the labelled one.
 * - cut P / R / F1: precision, recall and F1 of the cut positions against the labelled cuts
 *   (a reply with no labelled and no predicted cut counts as perfect).
 * - broken: replies where a cut falls inside a code block, code span, URL, list or word.
 * - >5: replies split into more than 5 messages (over the spec's limit).
 */
import { Split } from "../src/index.js"
import { SPLIT_CASES, type SplitCase } from "./cases.js"
import { SPLIT_HOLDOUT } from "./holdout.js"

type Splitter = (reply: string) => ReadonlyArray<string>

const unmark = (marked: string): { readonly reply: string; readonly cuts: ReadonlySet<number> } => {
  const parts = marked.split("¦")
  const cuts = new Set<number>()
  let nonSpace = 0
  parts.forEach((p, i) => {
    if (i > 0) cuts.add(nonSpace)
    nonSpace += p.replace(/\s/g, "").length
  })
  return { reply: parts.join(""), cuts }
}

const cutsOf = (pieces: ReadonlyArray<string>): ReadonlySet<number> => {
  const cuts = new Set<number>()
  let nonSpace = 0
  pieces.forEach((p, i) => {
    if (i > 0) cuts.add(nonSpace)
    nonSpace += p.replace(/\s/g, "").length
  })
  return cuts
}

/** Non-space offsets strictly inside spans no cut may enter. */
const forbidden = (reply: string): ReadonlySet<number> => {
  const out = new Set<number>()
  const mark = (start: number, end: number): void => {
    const before = reply.slice(0, start).replace(/\s/g, "").length
    const inside = reply.slice(start, end).replace(/\s/g, "").length
    for (let k = before + 1; k < before + inside; k++) out.add(k)
  }
  for (const re of [
    /```[\s\S]*?```/g,
    /`[^`\n]+`/g,
    /https?:\/\/\S+/g,
    /\S+/g,
    /(?:^|\n)(?:[ \t]*(?:[-*•]|\d+[.)]) .*(?:\n|$))+/g
  ]) {
    for (const m of reply.matchAll(re)) mark(m.index, m.index + m[0].length)
  }
  return out
}

/** Naive 1: chunks of at most 160 characters, cut at the last space, at most 5 (the rest in the last). */
const fixedChunks: Splitter = (reply) => {
  const out: Array<string> = []
  let rest = reply.trim()
  while (rest.length > 160 && out.length < 4) {
    const cut = rest.lastIndexOf(" ", 160)
    const at = cut > 0 ? cut : 160
    out.push(rest.slice(0, at).trim())
    rest = rest.slice(at).trim()
  }
  out.push(rest)
  return out.filter((p) => p.length > 0)
}

/** Naive 2: one message per sentence (split after . ! ? and at line breaks), the 5th onwards merged. */
const perSentence: Splitter = (reply) => {
  const parts = reply
    .trim()
    .split(/(?<=[.!?])\s+|\n+/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
  return parts.length <= 5 ? parts : [...parts.slice(0, 4), parts.slice(4).join(" ")]
}

/** Naive 3: never split. */
const whole: Splitter = (reply) => [reply.trim()]

const splitters: ReadonlyArray<readonly [string, Splitter]> = [
  ["Split.split", Split.split],
  ["naive: 160-char chunks at spaces", fixedChunks],
  ["naive: one message per sentence", perSentence],
  ["naive: never split", whole]
]

const pct = (x: number): string => `${(100 * x).toFixed(1).padStart(5)}%`

const report = (title: string, cases: ReadonlyArray<SplitCase>): void => {
  console.log(`\n${title}: ${cases.length} labelled replies`)
  console.log(`${"splitter".padEnd(36)} exact   count   cut P    cut R    cut F1   broken  >5`)
  for (const [name, split] of splitters) {
    let exact = 0
    let count = 0
    let tp = 0
    let fp = 0
    let fn = 0
    let broken = 0
    let over = 0
    const misses: Array<string> = []
    for (const c of cases) {
      const { reply, cuts } = unmark(c.marked)
      const pieces = split(reply)
      const got = cutsOf(pieces)
      const gold = c.marked.split("¦").map((p) => p.trim())
      if (JSON.stringify(pieces) === JSON.stringify(gold)) exact++
      else misses.push(c.id)
      if (pieces.length === cuts.size + 1) count++
      for (const k of got) (cuts.has(k) ? () => tp++ : () => fp++)()
      for (const k of cuts) if (!got.has(k)) fn++
      const bad = forbidden(reply)
      if ([...got].some((k) => bad.has(k))) broken++
      if (pieces.length > 5) over++
    }
    const n = cases.length
    const p = tp + fp === 0 ? 1 : tp / (tp + fp)
    const r = tp + fn === 0 ? 1 : tp / (tp + fn)
    const f1 = p + r === 0 ? 0 : (2 * p * r) / (p + r)
    console.log(
      `${name.padEnd(36)} ${pct(exact / n)} ${pct(count / n)} ${pct(p)}   ${pct(r)}   ${pct(f1)}   ${String(broken).padStart(3)}   ${over}`
    )
    if (name === "Split.split" && misses.length > 0) console.log(`  not exact: ${misses.join(", ")}`)
  }
}

report("Development set (eval/cases.ts, the cost model was tuned on it)", SPLIT_CASES)
report("Held-out set (eval/holdout.ts, written after the model was frozen)", SPLIT_HOLDOUT)
report("All", [...SPLIT_CASES, ...SPLIT_HOLDOUT])
