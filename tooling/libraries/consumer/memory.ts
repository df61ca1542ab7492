// Typechecked against the shipped declarations of @cis/memory (not run).
import { Answer, Citation } from "@cis/memory"

const reply: Answer.Answer = Answer.answer({ question: "when?", total: 0, candidates: [], followUps: [] })
const problems: ReadonlyArray<Citation.Problem> = Citation.check(reply.citations, [])
// @ts-expect-error total is a number
Answer.answer({ question: "when?", total: "0", candidates: [], followUps: [] })
export const out = problems
