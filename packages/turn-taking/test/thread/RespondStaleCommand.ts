import { assert } from "@effect/vitest"
import type * as fc from "fast-check"
import { Thread } from "../../src/index.js"
import { invariants, type Model, type Real } from "./model.js"

/** A respond with an epoch other than the current one (older, or never issued): superseded, no change. */
export class RespondStaleCommand implements fc.Command<Model, Real> {
  constructor(readonly delta: number) {}
  check = (model: Readonly<Model>): boolean => model.epoch + this.delta >= 0
  run(model: Model, real: Real): void {
    const before = real.state
    const { state, outcome } = Thread.respond(real.state, real.state.epoch + this.delta, [
      { content: "late", deliverAt: real.now }
    ])
    assert.isTrue(outcome.superseded)
    assert.deepStrictEqual(outcome.scheduled, [])
    assert.strictEqual(state, before)
    real.state = state
    invariants(model, real)
  }
  toString = (): string => `respond(epoch ${this.delta > 0 ? "+" : ""}${this.delta})`
}
