import { assert } from "@effect/vitest"
import type fc from "fast-check"
import { assertAttributed, type Model, type Real } from "./Model.js"

/** Recall for a speaker's turn: "" on an empty scope, else every statement truly attributed. */
export class RecallCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly speaker: string,
    readonly text: string
  ) {}
  check = () => true
  run = async (m: Model, r: Real) => {
    const { context } = await r.run(
      r.memory.recall(r.accountId, {
        scope_id: r.scopeId,
        message: { speaker: this.speaker, text: this.text }
      })
    )
    if (m.transcript.length === 0) assert.strictEqual(context, "")
    else assert.include(context, `Context for a reply to ${this.speaker}`)
    assertAttributed(context, m)
  }
  toString = () => `recall(${this.speaker}: ${this.text})`
}

/** Ask a question: "" on an empty scope, else an answer citing only stored messages under their speakers. */
export class AskCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly question: string) {}
  check = () => true
  run = async (m: Model, r: Real) => {
    const { answer } = await r.run(
      r.memory.ask(r.accountId, { scope_id: r.scopeId, question: this.question })
    )
    if (m.transcript.length === 0) assert.strictEqual(answer, "")
    else assert.isTrue(answer.length > 0)
    assertAttributed(answer, m)
  }
  toString = () => `ask(${this.question})`
}
