import { assert } from "@effect/vitest"
import type * as fc from "fast-check"
import { Thread } from "../../src/index.js"
import { invariants, key, type Model, type Real } from "./model.js"

/** The clock moves on and every due message is delivered, in order, exactly once. */
export class TickCommand implements fc.Command<Model, Real> {
  constructor(readonly dt: number) {}
  check = (): boolean => true
  run(model: Model, real: Real): void {
    real.now += this.dt
    model.now += this.dt
    const { state, delivered } = Thread.deliverDue(real.state, real.now)
    real.state = state
    const due = [...model.pending].filter(([, at]) => at <= model.now).map(([k]) => k)
    assert.deepStrictEqual(new Set(delivered.map(key)), new Set(due))
    delivered.forEach((s, i) => {
      const k = key(s)
      assert.strictEqual(s.status, "delivered")
      assert.isAtMost(s.deliverAt, real.now)
      assert.isFalse(model.delivered.has(k), `${k} delivered twice`)
      assert.isFalse(model.cancelled.has(k), `${k} delivered after being cancelled`)
      if (i > 0) {
        const p = delivered[i - 1]!
        assert.isAtLeast(s.deliverAt, p.deliverAt)
        if (p.reply === s.reply) assert.isAbove(s.position, p.position)
      }
      model.delivered.add(k)
      model.pending.delete(k)
    })
    model.historyLength += delivered.length
    invariants(model, real)
  }
  toString = (): string => `tick(${this.dt})`
}
