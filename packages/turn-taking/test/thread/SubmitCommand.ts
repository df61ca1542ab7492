import { assert } from "@effect/vitest"
import type * as fc from "fast-check"
import { Thread } from "../../src/index.js"
import { invariants, key, type Model, type Real } from "./model.js"

/** An inbound batch: the epoch rises by one and everything still scheduled is cancelled. */
export class SubmitCommand implements fc.Command<Model, Real> {
  constructor(readonly size: number) {}
  check = (): boolean => true
  run(model: Model, real: Real): void {
    const batch = Array.from({ length: this.size }, (_, i) => ({
      sender: "Bob",
      content: `m${i}`,
      at: real.now
    }))
    const before = real.state.epoch
    const { state, epoch, cancelled } = Thread.submit(real.state, batch)
    real.state = state
    assert.strictEqual(epoch, before + 1)
    assert.deepStrictEqual(new Set(cancelled.map(key)), new Set(model.pending.keys()))
    for (const c of cancelled) assert.strictEqual(c.status, "cancelled")
    for (const k of model.pending.keys()) model.cancelled.add(k)
    model.pending.clear()
    model.epoch += 1
    model.historyLength += this.size
    invariants(model, real)
  }
  toString = (): string => `submit(${this.size})`
}
