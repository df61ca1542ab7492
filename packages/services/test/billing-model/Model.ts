/**
 * The billing model run's model and system. The model is `@cis/ledger`'s pure `Ledger`; the
 * system is one fresh account behind the real `Accounts` and `Billing` services. Every command
 * ends by auditing the stored ledger against itself and against the model.
 */
import { Db } from "@cis/db"
import { Ledger } from "@cis/ledger"
import { assert } from "@effect/vitest"
import { Effect, Runtime } from "effect"
import { sql } from "kysely"
import type { Accounts, Billing } from "../../src/index.js"

export type Services = Accounts.Accounts | Billing.Billing | Db

export interface Model {
  state: Ledger.State
  /** Real hold ids, by model hold index (model id `h<index>`). */
  readonly holds: Array<string>
}

export interface System {
  readonly run: <A, E>(effect: Effect.Effect<A, E, Services>) => Promise<A>
  readonly accountId: string
}

export const freshModel = (): Model => ({ state: Ledger.empty, holds: [] })

/** A runner over the test's runtime. */
export const runner =
  (runtime: Runtime.Runtime<Services>) =>
  <A, E>(effect: Effect.Effect<A, E, Services>): Promise<A> =>
    Runtime.runPromise(runtime)(effect)

/**
 * The stored ledger agrees with itself (balance = sum of entries, 0 <= held <= balance,
 * held = open holds) and with the model.
 */
export const audit = async (model: Model, real: System): Promise<void> => {
  const row = await real.run(
    Effect.flatMap(Db, (db) =>
      db.query((k) =>
        sql<{ balance: number; held: number; entries: number; open: number }>`
          select a.balance, a.held,
            (select coalesce(sum(amount), 0)::int from credit_entries e where e.account_id = a.id) as entries,
            (select coalesce(sum(amount), 0)::int from credit_holds h where h.account_id = a.id and h.state = 'held') as open
          from accounts a where a.id = ${real.accountId}`.execute(k)
      )
    )
  )
  const r = row.rows[0]!
  assert.strictEqual(r.balance, r.entries, "balance = sum of ledger entries")
  assert.isAtLeast(r.balance, 0)
  assert.isAtMost(r.held, r.balance)
  assert.strictEqual(r.held, r.open, "held = sum of open holds")
  assert.strictEqual(r.balance, model.state.balance, "balance = model")
  assert.strictEqual(r.held, model.state.held, "held = model")
  assert.deepStrictEqual(Ledger.violations(model.state), [])
}
