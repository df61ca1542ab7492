import { Db } from "@cis/db"
import { targets } from "@cis/db/testing"
import { Prices } from "@cis/ledger"
import { assert, describe, layer } from "@effect/vitest"
import { Effect, Exit } from "effect"
import fc from "fast-check"
import { sql } from "kysely"
import { Accounts, Billing } from "../src/index.js"
import { AdjustCommand } from "./billing-model/AdjustCommand.js"
import { BilledCommand } from "./billing-model/BilledCommand.js"
import { HoldCommand } from "./billing-model/HoldCommand.js"
import { freshModel, runner } from "./billing-model/Model.js"
import { SettleCommand } from "./billing-model/SettleCommand.js"
import { servicesOn } from "./support.js"

/** Checks the stored ledger against itself: balance = sum(entries), 0 <= held <= balance, held = open holds. */
const audit = (accountId: string) =>
  Effect.gen(function* () {
    const db = yield* Db
    const r = yield* db.query((k) =>
      sql<{ balance: number; held: number; entries: number; open: number; charged: number }>`
        select a.balance, a.held,
          (select coalesce(sum(amount), 0)::int from credit_entries e where e.account_id = a.id) as entries,
          (select coalesce(sum(amount), 0)::int from credit_holds h where h.account_id = a.id and h.state = 'held') as open,
          (select count(*)::int from credit_entries e where e.account_id = a.id and e.kind = 'charge') as charged
        from accounts a where a.id = ${accountId}`.execute(k)
    )
    const row = r.rows[0]!
    assert.strictEqual(row.balance, row.entries, "balance = sum of ledger entries")
    assert.isAtLeast(row.balance, 0)
    assert.isAtMost(row.held, row.balance)
    assert.strictEqual(row.held, row.open, "held = sum of open holds")
    return row
  })

const validate = "personas.validate"
const price = Prices.defaultPrices[validate]!.base

for (const target of targets()) {
  describe(target.name, () => {
    layer(servicesOn(target.layer, { initialCredits: 0 }), { excludeTestServices: true })("Billing", (it) => {
      it.effect("matches the ledger model for any interleaving of grants, holds, charges and releases", () =>
        Effect.gen(function* () {
          const run = runner(yield* Effect.runtime<Accounts.Accounts | Billing.Billing | Db>())
          const commands = fc.commands(
            [
              fc.integer({ min: -40, max: 60 }).map((n) => new AdjustCommand(n)),
              fc.integer({ min: 0, max: 20 }).map((u) => new HoldCommand(u)),
              fc.nat(30).map((i) => new SettleCommand("charge", i)),
              fc.nat(30).map((i) => new SettleCommand("release", i)),
              fc
                .constantFrom("succeed" as const, "fail" as const, "die" as const)
                .map((w) => new BilledCommand(w))
            ],
            { maxCommands: 25 }
          )
          yield* Effect.promise(() =>
            fc.assert(
              fc.asyncProperty(commands, async (cmds) => {
                // A fresh model and a fresh account (the system) per run.
                const { account_id } = await run(
                  Effect.flatMap(Accounts.Accounts, (a) => a.createAccount("model"))
                )
                await fc.asyncModelRun(
                  () => ({ model: freshModel(), real: { run, accountId: account_id } }),
                  cmds
                )
              }),
              { numRuns: 25, seed: 42 }
            )
          )
        })
      )

      it.effect("200 concurrent holds against credits covering 50: exactly 50 succeed", () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const billing = yield* Billing.Billing
          const { account_id } = yield* accounts.createAccount("concurrent")
          yield* accounts.adjustCredits(account_id, 50 * price, "cover 50")
          const results = yield* Effect.all(
            Array.from({ length: 200 }, () =>
              Effect.exit(
                billing.billed({ accountId: account_id, action: validate }, () => Effect.yieldNow())
              )
            ),
            { concurrency: "unbounded" }
          )
          assert.strictEqual(results.filter(Exit.isSuccess).length, 50)
          const failures = results.filter(Exit.isFailure)
          assert.strictEqual(failures.length, 150)
          for (const f of failures) assert.include(String(f.cause), "CreditsExhausted")
          const row = yield* audit(account_id)
          assert.strictEqual(row.balance, 0)
          assert.strictEqual(row.charged, 50)
          const usage = yield* billing.usageSummary(account_id)
          assert.strictEqual(usage.total_calls, 50)
          assert.strictEqual(usage.total_credits, 50 * price)
          assert.deepStrictEqual(usage.per_component, [
            { component: "personas", calls: 50, credits: 50 * price }
          ])
          assert.strictEqual(usage.daily_series.at(-1)!.requests, 50)
        })
      )

      it.effect("a failed call is released, not charged", () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const billing = yield* Billing.Billing
          const { account_id } = yield* accounts.createAccount("fails")
          yield* accounts.adjustCredits(account_id, 10, "grant")
          const r = yield* Effect.exit(
            billing.billed({ accountId: account_id, action: validate }, () => Effect.fail("boom"))
          )
          assert.isTrue(Exit.isFailure(r))
          const d = yield* Effect.exit(
            billing.billed({ accountId: account_id, action: validate }, () => Effect.die("defect"))
          )
          assert.isTrue(Exit.isFailure(d))
          const row = yield* audit(account_id)
          assert.strictEqual(row.balance, 10)
          assert.strictEqual(row.held, 0)
          assert.strictEqual((yield* billing.usageSummary(account_id)).total_calls, 0)
        })
      )

      it.effect("the sweeper releases expired holds only", () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const billing = yield* Billing.Billing
          const db = yield* Db
          const { account_id } = yield* accounts.createAccount("sweep")
          yield* accounts.adjustCredits(account_id, 10, "grant")
          const dead = yield* billing.hold({ accountId: account_id, action: validate })
          const live = yield* billing.hold({ accountId: account_id, action: validate })
          yield* db.query((k) =>
            k
              .updateTable("credit_holds")
              .set({ expires_at: new Date(Date.now() - 1000) })
              .where("id", "=", dead.id)
              .execute()
          )
          assert.isAtLeast(yield* billing.sweep, 1)
          assert.isFalse(yield* billing.charge(dead.id), "a swept hold is never charged")
          assert.isTrue(yield* billing.charge(live.id))
          const row = yield* audit(account_id)
          assert.strictEqual(row.balance, 10 - price)
          assert.strictEqual(row.held, 0)
        })
      )
    })

    layer(servicesOn(target.layer, { initialCredits: 7 }), { excludeTestServices: true })(
      "provisioning",
      (it) => {
        it.effect("the first billable call provisions the initial allowance exactly once", () =>
          Effect.gen(function* () {
            const accounts = yield* Accounts.Accounts
            const billing = yield* Billing.Billing
            const { account_id } = yield* accounts.createAccount("new")
            assert.deepStrictEqual(yield* accounts.get(account_id), {
              account_id,
              name: "new",
              balance: 0,
              provisioned: false
            })
            const results = yield* Effect.all(
              Array.from({ length: 20 }, () =>
                Effect.exit(billing.hold({ accountId: account_id, action: validate }))
              ),
              { concurrency: "unbounded" }
            )
            assert.strictEqual(results.filter(Exit.isSuccess).length, Math.floor(7 / price))
            const acc = yield* accounts.get(account_id)
            assert.isTrue(acc.provisioned)
            assert.strictEqual(acc.balance, 7)
            yield* audit(account_id)
          })
        )
      }
    )
  })
}

for (const target of targets()) {
  describe(`${target.name}: provisioning inside a rolled-back transaction`, () => {
    layer(servicesOn(target.layer, { initialCredits: 5 }), { excludeTestServices: true })("Billing", (it) => {
      it.effect("is not remembered: the next billable call provisions again", () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const billing = yield* Billing.Billing
          const db = yield* Db
          const { account_id } = yield* accounts.createAccount("rollback")
          const r = yield* Effect.exit(
            db.transaction(
              Effect.zipRight(
                billing.hold({ accountId: account_id, action: validate }),
                Effect.fail("later step failed")
              )
            )
          )
          assert.isTrue(Exit.isFailure(r))
          assert.isFalse((yield* accounts.get(account_id)).provisioned, "rolled back")
          yield* billing.hold({ accountId: account_id, action: validate })
          const acc = yield* accounts.get(account_id)
          assert.isTrue(acc.provisioned)
          assert.strictEqual(acc.balance, 5)
        })
      )
    })
  })
}
