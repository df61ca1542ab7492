import { assert } from "@effect/vitest"
import type fc from "fast-check"
import type { Model, Real } from "./Model.js"

/** A new inbound batch: epoch + 1, everything still scheduled cancelled, billed once. */
export class SubmitCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly content: string) {}
  check = () => true
  run = async (m: Model, r: Real) => {
    const out = await r.run(
      r.tt.submit(r.accountId, {
        thread_id: r.threadId,
        messages: [{ sender: "sam", content: this.content }]
      })
    )
    m.epoch += 1
    m.billed += 1
    for (const p of m.pending) m.cancelled.add(p.id)
    m.pending = []
    assert.strictEqual(out.turn_epoch, m.epoch)
    assert.include(["speak", "stay_silent"], out.decision)
    assert.deepStrictEqual(out.tags, [])
    assert.strictEqual(await r.charged(), m.billed, "charged calls")
  }
  toString = () => `submit(${JSON.stringify(this.content)})`
}
