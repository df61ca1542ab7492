import { assert } from "@effect/vitest"
import type * as fc from "fast-check"
import { type Message, Thread } from "../../src/index.js"
import { invariants, type Model, type Real } from "./model.js"

/** A `record_event`: kept (the last EVENT_LIMIT), and nothing else about the thread moves. */
export class RecordEventCommand implements fc.Command<Model, Real> {
  constructor(
    readonly type: Message.Event["type"],
    readonly sender: string
  ) {}
  check = (): boolean => true
  run(model: Model, real: Real): void {
    const before = real.state
    const event = { type: this.type, sender: this.sender, at: real.now }
    real.state = Thread.record(real.state, event)
    model.events += 1
    assert.strictEqual(real.state.events.length, Math.min(model.events, Thread.EVENT_LIMIT))
    assert.deepStrictEqual(real.state.events.at(-1), event)
    assert.strictEqual(real.state.epoch, before.epoch)
    assert.strictEqual(real.state.pending, before.pending)
    assert.strictEqual(real.state.history, before.history)
    invariants(model, real)
  }
  toString = (): string => `record(${this.type}, ${this.sender})`
}
