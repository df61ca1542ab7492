import { Ledger } from "@cis/ledger"
import { Effect } from "effect"
import type fc from "fast-check"
import { Accounts } from "../../src/index.js"
import { audit, type Model, type System } from "./Model.js"

/** An admin grant or debit (a debit never takes what is held). */
export class AdjustCommand implements fc.AsyncCommand<Model, System> {
  constructor(readonly amount: number) {}
  check = () => true
  async run(model: Model, real: System) {
    await real.run(
      Effect.flatMap(Accounts.Accounts, (a) => a.adjustCredits(real.accountId, this.amount, "model"))
    )
    model.state = Ledger.adjust(model.state, this.amount)
    await audit(model, real)
  }
  toString = () => `adjust(${this.amount})`
}
