import { assert } from "@effect/vitest"
import type fc from "fast-check"
import { assertLog, type Model, type Real } from "./Model.js"

/** A client reconnecting after the `after`-th event of the log gets exactly the rest, in order. */
export class ReplayCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly fraction: number) {}
  check = () => true
  run = async (m: Model, r: Real) => {
    const log = await assertLog(m, r)
    const after = Math.floor(log.length * this.fraction)
    const rest = await r.run(r.tt.events(r.key, after, 10_000))
    assert.deepStrictEqual(rest, log.slice(after))
  }
  toString = () => `replay(after ${Math.round(this.fraction * 100)}% of the log)`
}
