// Typechecked against the shipped declarations of @cis/turn-taking (not run).
import { Decide } from "@cis/turn-taking"

const d: Decide.Decision = Decide.decide({
  batch: [{ sender: "a", content: "hi", at: 0 }],
  history: [],
  now: 0
})
const speak: boolean = d.decision === "speak"
// @ts-expect-error a message's time is epoch milliseconds
Decide.decide({ batch: [{ sender: "a", content: "hi", at: "now" }], history: [], now: 0 })
export const out = speak
