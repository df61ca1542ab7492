/**
 * An audit whose worker died mid-run (its lease ran out after it had stored the report) is
 * taken over by another worker, which keeps the stored section, computes the rest, completes
 * the run and charges the launch once; on every test database.
 */
import { Db, jsonb } from "@cis/db"
import { targets } from "@cis/db/testing"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { Accounts, Audit, Jobs, WorkerLive } from "../src/index.js"
import { servicesOn } from "./support.js"

const chat = [
  "Dana: hi, my invoice shows a double charge",
  "Bot: Welcome! We have many great plans.",
  "Dana: that's not what I asked. I'm on the pro plan",
  "Bot: Sorry, I refunded the duplicate charge just now.",
  "Dana: thanks"
].join("\n")

for (const target of targets()) {
  describe(target.name, () => {
    layer(servicesOn(target.layer, { initialCredits: 100 }), { excludeTestServices: true, timeout: 60_000 })(
      "audit resume",
      (it) => {
        it.effect(
          "a run left by a dead worker is finished by another, its stored section kept, billed once",
          () =>
            Effect.scoped(
              Effect.gen(function* () {
                const db = yield* Db
                const audit = yield* Audit.Audit
                const jobs = yield* Jobs.Jobs
                const accounts = yield* Accounts.Accounts
                const { account_id } = yield* accounts.createAccount("resume")
                yield* accounts.adjustCredits(account_id, 100, "test")
                const prepared = yield* audit.prepare(account_id, chat)
                yield* audit.launch(account_id, prepared.run_id, "Bot")
                const balance = (yield* accounts.get(account_id)).balance
                // A worker claims the job with a lease that has already run out, stores the report
                // (a marker, so that recomputing it would show) and dies.
                const [claimed] = yield* jobs.claim("dead-worker", [Audit.AuditJob.queue], 1, 1)
                assert.isDefined(claimed)
                yield* db.query((k) =>
                  k
                    .updateTable("audit_runs")
                    .set({ report: jsonb({ marker: "stored before the crash" }) })
                    .where("id", "=", prepared.run_id)
                    .execute()
                )
                yield* Effect.sleep("20 millis")
                yield* WorkerLive.run({ pollMs: 20, retryBaseMs: 10, leaseMs: 5_000 })
                let run = yield* audit.run(account_id, prepared.run_id)
                for (let i = 0; i < 500 && !(run.status === "completed" && run.replies.length > 0); i++) {
                  yield* Effect.sleep("20 millis")
                  run = yield* audit.run(account_id, prepared.run_id)
                }
                assert.strictEqual(run.status, "completed")
                assert.deepStrictEqual(run.report as unknown, { marker: "stored before the crash" })
                assert.isNotNull(run.read)
                assert.deepStrictEqual(
                  run.verdicts?.map((v) => v.index),
                  [1, 3]
                )
                let after = (yield* accounts.get(account_id)).balance
                for (let i = 0; i < 100 && after === balance; i++) {
                  yield* Effect.sleep("20 millis")
                  after = (yield* accounts.get(account_id)).balance
                }
                assert.strictEqual(balance - after, 20, "the launch is charged once, when the job succeeds")
              })
            )
        )
      }
    )
  })
}
