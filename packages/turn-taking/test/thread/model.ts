import { assert } from "@effect/vitest"
import { Thread } from "../../src/index.js"

/** The reference model: plain sets and numbers. */
export interface Model {
  epoch: number
  now: number
  replies: number
  /** key `reply:position` -> deliverAt, for messages neither delivered nor cancelled. */
  pending: Map<string, number>
  delivered: Set<string>
  cancelled: Set<string>
  historyLength: number
  events: number
}

/** The system under test: the pure state machine threaded through a mutable cell. */
export interface Real {
  state: Thread.State
  now: number
}

export const key = (s: { readonly reply: number; readonly position: number }): string =>
  `${s.reply}:${s.position}`

export const fresh = (): { model: Model; real: Real } => ({
  model: {
    epoch: 0,
    now: 1_000_000,
    replies: 0,
    pending: new Map(),
    delivered: new Set(),
    cancelled: new Set(),
    historyLength: 0,
    events: 0
  },
  real: { state: Thread.empty("Ava"), now: 1_000_000 }
})

/** Invariants after every command. */
export const invariants = (model: Model, real: Real): void => {
  assert.strictEqual(real.state.epoch, model.epoch)
  assert.strictEqual(real.state.replies, model.replies)
  assert.deepStrictEqual(new Set(real.state.pending.map(key)), new Set(model.pending.keys()))
  for (const s of real.state.pending) assert.strictEqual(s.status, "scheduled")
  assert.strictEqual(real.state.history.length, Math.min(model.historyLength, Thread.HISTORY_LIMIT))
  assert.strictEqual(real.state.events.length, Math.min(model.events, Thread.EVENT_LIMIT))
}
