/**
 * The worker's maintenance sweeps `Idempotency-Key` records past their retention (24 hours)
 * and keeps younger ones, beside the credit-hold sweeper.
 */
import { Db } from "@cis/db"
import { targets } from "@cis/db/testing"
import { assert, describe, layer } from "@effect/vitest"
import { Effect, Schema } from "effect"
import { sql } from "kysely"
import { Accounts, Idempotency, WorkerLive } from "../src/index.js"
import { servicesOn } from "./support.js"

const Response = Schema.Struct({ n: Schema.Int })

for (const target of targets()) {
  describe(target.name, () => {
    layer(servicesOn(target.layer), { excludeTestServices: true })("Idempotency sweep", (it) => {
      it.effect("the worker deletes records older than 24 hours and keeps the others", () =>
        Effect.gen(function* () {
          const { account_id } = yield* (yield* Accounts.Accounts).createAccount("sweep")
          const idem = yield* Idempotency.Idempotency
          const db = yield* Db
          const guard = (key: string) => ({
            accountId: account_id,
            key,
            operation: "social-memory.ingest",
            request: { key },
            response: Response
          })
          for (const key of ["old", "day-old", "new"])
            yield* idem.atomic(guard(key), Effect.succeed({ n: 1 }))
          const age = (key: string, hours: number) =>
            db.query((k) =>
              sql`update idempotency_keys set created_at = now() - make_interval(hours => ${hours})
                  where account_id = ${account_id} and key = ${key}`.execute(k)
            )
          yield* age("old", 25)
          yield* age("day-old", 23)
          const keys = db
            .query((k) =>
              k
                .selectFrom("idempotency_keys")
                .select("key")
                .where("account_id", "=", account_id)
                .orderBy("key")
                .execute()
            )
            .pipe(Effect.map((rows) => rows.map((r) => r.key)))
          assert.deepStrictEqual(yield* keys, ["day-old", "new", "old"])
          yield* Effect.scoped(
            Effect.gen(function* () {
              yield* WorkerLive.run({ pollMs: 20, maintenanceMs: 20 })
              for (let i = 0; i < 250 && (yield* keys).includes("old"); i++) yield* Effect.sleep("20 millis")
            })
          )
          assert.deepStrictEqual(yield* keys, ["day-old", "new"], "only the record past 24 hours is swept")
          // A swept key no longer blocks: the same key with another body runs.
          assert.deepStrictEqual(
            yield* idem.atomic({ ...guard("old"), request: { other: true } }, Effect.succeed({ n: 2 })),
            { n: 2 }
          )
        }).pipe(Effect.orDie)
      )
    })
  })
}
