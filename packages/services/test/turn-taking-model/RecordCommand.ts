import { assert } from "@effect/vitest"
import type fc from "fast-check"
import type { Model, Real } from "./Model.js"

/** A typing or edit event: no tags, no change to the epoch, the schedule or the bill. */
export class RecordCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly type: "typing_start" | "typing_stop" | "message_edited") {}
  check = () => true
  run = async (m: Model, r: Real) => {
    const out = await r.run(
      r.tt.record(r.accountId, { thread_id: r.threadId, type: this.type, sender: "sam" })
    )
    assert.deepStrictEqual(out, { tags: [] })
    assert.strictEqual(await r.charged(), m.billed, "charged calls")
  }
  toString = () => `record(${this.type})`
}
