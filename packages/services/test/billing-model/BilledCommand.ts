import { Ledger, Prices } from "@cis/ledger"
import { assert } from "@effect/vitest"
import { Effect, Exit } from "effect"
import type fc from "fast-check"
import { Billing } from "../../src/index.js"
import { audit, type Model, type System } from "./Model.js"

/**
 * One whole billed call: hold, work, then charge (work succeeded) or release (work failed or
 * died: the failure paths). Not covered: `402` and the work never runs.
 */
export class BilledCommand implements fc.AsyncCommand<Model, System> {
  constructor(readonly work: "succeed" | "fail" | "die") {}
  check = () => true
  async run(model: Model, real: System) {
    const cost = Prices.priceOf(Prices.defaultPrices, "personas.validate", 1)!.amount
    let ran = false
    const r = await real.run(
      Effect.exit(
        Effect.flatMap(Billing.Billing, (b) =>
          b.billed({ accountId: real.accountId, action: "personas.validate" }, () =>
            Effect.suspend(() => {
              ran = true
              return this.work === "succeed"
                ? Effect.succeed("done")
                : this.work === "fail"
                  ? Effect.fail("work failed" as const)
                  : Effect.die(new Error("work died"))
            })
          )
        )
      )
    )
    const id = `b${model.state.holds.size}`
    const held = Ledger.hold(model.state, id, cost)
    assert.strictEqual(ran, held !== undefined, "the work runs exactly when covered")
    assert.strictEqual(Exit.isSuccess(r), held !== undefined && this.work === "succeed")
    if (held !== undefined)
      model.state = this.work === "succeed" ? Ledger.charge(held, id) : Ledger.release(held, id)
    await audit(model, real)
  }
  toString = () => `billed(${this.work})`
}
