import { assert } from "@effect/vitest"
import type { Effect } from "effect"
import type { TurnTaking } from "../../src/index.js"

/** A scheduled message as the model knows it (times from the real respond). */
export interface Pending {
  readonly id: string
  readonly deliverAt: number
}

/** What the thread should be: its epoch, what is still scheduled, what was delivered, the bill. */
export interface Model {
  epoch: number
  pending: Array<Pending>
  /** Delivered message ids, in delivery order. */
  delivered: Array<string>
  cancelled: Set<string>
  /** Billed calls.*/
  billed: number
  /** The clock, epoch ms (TestClock). */
  now: number
}

/** The system under test: the service on a fresh account and thread, and the scheduler's pass. */
export interface Real {
  readonly tt: TurnTaking.TurnTakingService
  readonly accountId: string
  readonly threadId: string
  readonly key: number
  readonly run: <A, E>(effect: Effect.Effect<A, E>) => Promise<A>
  /** Advances the TestClock by `ms` and runs one scheduler pass; returns the new time. */
  readonly advance: (ms: number) => Promise<number>
  /** Charges booked on the account. */
  readonly charged: () => Promise<number>
}

/** The whole event log: seq 1..n without gaps; its messages are exactly the model's deliveries. */
export const assertLog = async (m: Model, r: Real) => {
  const log = await r.run(r.tt.events(r.key, 0, 10_000))
  assert.deepStrictEqual(
    log.map((e) => e.seq),
    log.map((_, i) => i + 1)
  )
  const messages = log.filter((e) => e.type === "turn_taking.message").map((e) => e.data as any)
  assert.deepStrictEqual(
    messages.map((d) => d.id),
    m.delivered
  )
  for (const d of messages) assert.notInclude([...m.cancelled], d.id)
  return log
}
