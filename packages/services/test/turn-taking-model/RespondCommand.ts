import { assert } from "@effect/vitest"
import type fc from "fast-check"
import type { Model, Real } from "./Model.js"

/** A reply: with the current epoch 1-5 messages after anything still pending; stale: superseded, unbilled. */
export class RespondCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly stale: boolean,
    readonly content: string
  ) {}
  check = () => true
  run = async (m: Model, r: Real) => {
    const epoch = this.stale ? m.epoch - 1 : m.epoch
    const out = await r.run(
      r.tt.respond(r.accountId, { thread_id: r.threadId, content: this.content, turn_epoch: epoch })
    )
    if (this.stale) {
      assert.deepStrictEqual(out, { scheduled: [], superseded: true })
    } else {
      m.billed += 1
      assert.isFalse(out.superseded)
      assert.isAtLeast(out.scheduled.length, 1)
      assert.isAtMost(out.scheduled.length, 5)
      const busy = Math.max(m.now, ...m.pending.map((p) => p.deliverAt))
      let previous = busy
      out.scheduled.forEach((s, i) => {
        assert.strictEqual(s.position, i)
        assert.strictEqual(s.status, "scheduled")
        const at = Date.parse(s.deliver_at)
        assert.isAbove(at, previous, "strictly after the previous message and anything pending")
        previous = at
        m.pending.push({ id: s.id, deliverAt: at })
      })
    }
    assert.strictEqual(await r.charged(), m.billed, "charged calls")
  }
  toString = () => `respond(${this.stale ? "stale" : "current"}, ${this.content.length} chars)`
}
