import { Ledger, Prices } from "@cis/ledger"
import { assert } from "@effect/vitest"
import { Effect, Exit } from "effect"
import type fc from "fast-check"
import { Billing } from "../../src/index.js"
import { audit, type Model, type System } from "./Model.js"

/**
 * A billable call's hold for `units` personas: it succeeds exactly when the model covers it;
 * otherwise the failure path, `402 CreditsExhausted`, holds nothing.
 */
export class HoldCommand implements fc.AsyncCommand<Model, System> {
  constructor(readonly units: number) {}
  check = () => true
  async run(model: Model, real: System) {
    const cost = Prices.priceOf(Prices.defaultPrices, "personas.generate", this.units)!.amount
    const next = Ledger.hold(model.state, `h${model.holds.length}`, cost)
    const r = await real.run(
      Effect.exit(
        Effect.flatMap(Billing.Billing, (b) =>
          b.hold({ accountId: real.accountId, action: "personas.generate", units: this.units })
        )
      )
    )
    assert.strictEqual(Exit.isSuccess(r), next !== undefined, "hold succeeds exactly when covered")
    if (Exit.isSuccess(r) && next !== undefined) {
      model.state = next
      model.holds.push(r.value.id)
    } else if (Exit.isFailure(r)) {
      assert.include(String(r.cause), "CreditsExhausted")
    }
    await audit(model, real)
  }
  toString = () => `hold(${this.units})`
}
