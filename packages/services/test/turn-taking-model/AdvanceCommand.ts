import { assert } from "@effect/vitest"
import type fc from "fast-check"
import { assertLog, type Model, type Real } from "./Model.js"

/** Time passes (TestClock) and the scheduler runs: exactly the due messages are delivered, in order. */
export class AdvanceCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true
  run = async (m: Model, r: Real) => {
    m.now = await r.advance(this.ms)
    const due = m.pending.filter((p) => p.deliverAt <= m.now)
    m.pending = m.pending.filter((p) => p.deliverAt > m.now)
    m.delivered.push(...due.map((p) => p.id))
    const log = await assertLog(m, r)
    for (const e of log.filter((x) => x.type === "turn_taking.message"))
      assert.isAtMost(Date.parse((e.data as any).deliver_at), m.now, "never before deliver_at")
  }
  toString = () => `advance(${this.ms} ms)`
}
