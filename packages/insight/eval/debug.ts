/**
 * Debug one tuning conversation: `tsx eval/debug.ts <id> [draftIndex]` (never used on held-out ids).
 * Part K joined the tuning part in session 7, when part L replaced it as the fresh held-out part.
 */
import { Either } from "effect"
import { Foresee } from "../src/index.js"
import { build } from "../src/internal/context.js"
import { resolve } from "../src/Transcript.js"
import { heldOut2 as partK } from "./heldout-k.js"
import { setA } from "./set-a.js"
import { setB } from "./set-b.js"
import { setC } from "./set-c.js"
import { setD } from "./set-d.js"

const c = [...setA, ...setB, ...setC, ...setD, ...partK].find((x) => x.id.startsWith(process.argv[2] ?? ""))
if (c === undefined) throw new Error("no such tuning conversation")
const messages = c.messages.map((line, i) => {
  const k = line.indexOf(": ")
  return { id: `m${i + 1}`, speaker: line.slice(0, k), text: line.slice(k + 2) }
})
const ctx = build(Either.getOrThrow(resolve(messages, c.agent)))
ctx.sig.forEach((s, i) => {
  const flags = Object.entries(s)
    .filter(([, v]) => v === true)
    .map(([k]) => k)
  console.log(
    messages[i]!.id,
    ctx.local[i],
    `f=${s.formality.toFixed(2)} sent=${s.sentiment.toFixed(2)}`,
    flags.join(","),
    s.addressed,
    messages[i]!.text.slice(0, 50)
  )
})
console.log("room", ctx.roomFormality.toFixed(2), ctx.roomNormWords, "questions", ctx.questions)
for (const d of c.drafts) {
  const keep = d.length === 3 ? d[2] : messages.length
  const r = Either.getOrThrow(
    Foresee.foresee({ transcript: messages.slice(0, keep), candidateReply: d[0], agentName: c.agent })
  )
  console.log(
    d[1],
    JSON.stringify(r.predicted_reaction.map((p) => [p.name, p.risk, p.summary])),
    r.refinement_rationale
  )
}
