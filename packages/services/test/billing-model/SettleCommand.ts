import { Ledger } from "@cis/ledger"
import { assert } from "@effect/vitest"
import { Effect } from "effect"
import type fc from "fast-check"
import { Billing } from "../../src/index.js"
import { audit, type Model, type System } from "./Model.js"

/**
 * Charges or releases the `i`-th hold (modulo the holds so far). Settling a hold that is
 * already settled is the failure path: `false`, and nothing changes.
 */
export class SettleCommand implements fc.AsyncCommand<Model, System> {
  constructor(
    readonly outcome: "charge" | "release",
    readonly i: number
  ) {}
  check = (model: Readonly<Model>) => model.holds.length > 0
  async run(model: Model, real: System) {
    const idx = this.i % model.holds.length
    const id = model.holds[idx]!
    const settled = await real.run(
      Effect.flatMap(Billing.Billing, (b) => (this.outcome === "charge" ? b.charge(id) : b.release(id)))
    )
    const before = model.state
    model.state =
      this.outcome === "charge" ? Ledger.charge(before, `h${idx}`) : Ledger.release(before, `h${idx}`)
    assert.strictEqual(settled, before !== model.state, "settled exactly when the hold was open")
    await audit(model, real)
  }
  toString = () => `${this.outcome}(#${this.i})`
}
