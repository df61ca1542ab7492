import { assert } from "@effect/vitest"
import type * as fc from "fast-check"
import { Thread } from "../../src/index.js"
import { invariants, key, type Model, type Real } from "./model.js"

/** A respond with the current epoch: 1-5 messages scheduled at the given offsets from now. */
export class RespondCommand implements fc.Command<Model, Real> {
  constructor(readonly offsets: ReadonlyArray<number>) {}
  check = (): boolean => true
  run(model: Model, real: Real): void {
    const drafts = this.offsets.map((o, i) => ({ content: `piece ${i}`, deliverAt: real.now + o }))
    const { state, outcome } = Thread.respond(real.state, real.state.epoch, drafts)
    real.state = state
    assert.isFalse(outcome.superseded)
    assert.strictEqual(outcome.scheduled.length, drafts.length)
    outcome.scheduled.forEach((s, i) => {
      assert.strictEqual(s.position, i)
      assert.strictEqual(s.epoch, model.epoch)
      assert.strictEqual(s.status, "scheduled")
      assert.isAtLeast(s.deliverAt, drafts[i]!.deliverAt)
      if (i > 0) assert.isAbove(s.deliverAt, outcome.scheduled[i - 1]!.deliverAt)
      model.pending.set(key(s), s.deliverAt)
    })
    model.replies += 1
    invariants(model, real)
  }
  toString = (): string => `respond(current, [${this.offsets.join(",")}])`
}
