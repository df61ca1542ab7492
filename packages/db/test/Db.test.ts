import { assert, describe, it, layer } from "@effect/vitest"
import { Context, Effect, Exit, Fiber, Layer } from "effect"
import { sql } from "kysely"
import { Db, jsonb, layerPostgres, migrate, migrations } from "../src/index.js"
import { freshPostgres, targets } from "../src/testing.js"

for (const target of targets()) {
  describe(target.name, () => {
    layer(target.layer)("Db", (it) => {
      it.effect("migrates and answers", () =>
        Effect.gen(function* () {
          const db = yield* Db
          yield* db.ping
          const tables = yield* db.query((k) =>
            sql<{
              n: number
            }>`select count(*)::int as n from information_schema.tables where table_name in ('accounts','tokens','credit_holds','credit_entries','jobs','ask_exchanges')`.execute(
              k
            )
          )
          assert.strictEqual(tables.rows[0]?.n, 6)
        })
      )

      it.effect("migrating again is a no-op", () =>
        Effect.gen(function* () {
          const db = yield* Db
          yield* migrate(db.kysely)
          yield* Effect.all([migrate(db.kysely), migrate(db.kysely)], { concurrency: 2 })
        })
      )

      it.effect("refuses to update or delete ledger entries", () =>
        Effect.gen(function* () {
          const db = yield* Db
          const id = crypto.randomUUID()
          yield* db.query((k) => k.insertInto("accounts").values({ id, name: "a" }).execute())
          yield* db.query((k) =>
            k
              .insertInto("credit_entries")
              .values({
                account_id: id,
                amount: 5,
                kind: "adjust",
                reason: "t",
                component: null,
                action: null,
                hold_id: null
              })
              .execute()
          )
          const upd = yield* Effect.exit(
            db.query((k) =>
              k
                .updateTable("credit_entries")
                .set({ reason: "x" } as never)
                .execute()
            )
          )
          assert.isTrue(Exit.isFailure(upd))
          const del = yield* Effect.exit(db.query((k) => k.deleteFrom("credit_entries").execute()))
          assert.isTrue(Exit.isFailure(del))
        })
      )

      it.effect("the balance CHECK refuses a negative balance", () =>
        Effect.gen(function* () {
          const db = yield* Db
          const id = crypto.randomUUID()
          yield* db.query((k) => k.insertInto("accounts").values({ id, name: "b" }).execute())
          const r = yield* Effect.exit(
            db.query((k) => k.updateTable("accounts").set({ balance: -1 }).where("id", "=", id).execute())
          )
          assert.isTrue(Exit.isFailure(r))
        })
      )

      it.effect("jsonb values round-trip the same on both drivers", () =>
        Effect.gen(function* () {
          const db = yield* Db
          for (const value of [{ a: [1, "x", null], b: { c: true } }, ["s"], "plain string", 42]) {
            const id = crypto.randomUUID()
            yield* db.query((k) =>
              k
                .insertInto("jobs")
                .values({ id, queue: "t", account_id: null, payload: jsonb(value) as never, max_attempts: 1 })
                .execute()
            )
            const row = yield* db.query((k) =>
              k.selectFrom("jobs").select("payload").where("id", "=", id).executeTakeFirstOrThrow()
            )
            assert.deepStrictEqual(row.payload as unknown, value)
          }
        })
      )

      it.effect("rolls a failed transaction back", () =>
        Effect.gen(function* () {
          const db = yield* Db
          const id = crypto.randomUUID()
          const r = yield* Effect.exit(
            db.transaction((trx) =>
              Effect.gen(function* () {
                yield* Effect.promise(() => trx.insertInto("accounts").values({ id, name: "c" }).execute())
                return yield* Effect.fail("boom" as const)
              })
            )
          )
          assert.isTrue(Exit.isFailure(r))
          const rows = yield* db.query((k) =>
            k.selectFrom("accounts").select("id").where("id", "=", id).execute()
          )
          assert.strictEqual(rows.length, 0)
        })
      )
    })
  })
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("postgres: two processes starting at once", () => {
  it.effect("migrate the same fresh database concurrently without error", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const url = yield* freshPostgres(process.env.TEST_DATABASE_URL!)
        const open = Layer.build(layerPostgres(url))
        const [a, b] = yield* Effect.all([open, open], { concurrency: 2 })
        const count = (ctx: typeof a) =>
          Context.get(ctx, Db).query((k) =>
            sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(k)
          )
        assert.strictEqual((yield* count(a)).rows[0]?.n, Object.keys(migrations).length)
        assert.strictEqual((yield* count(b)).rows[0]?.n, Object.keys(migrations).length)
      })
    )
  )
})

// A worker that gets SIGTERM during start-up or between polls closes its scope while
// queries are in flight. Abandoning them (interruptible queries) once left a query waiting
// for a connection of a closing postgres.js pool, and the close waited for it forever.
describe.skipIf(!process.env.TEST_DATABASE_URL)("postgres: closing while queries are in flight", () => {
  it.live(
    "interrupting at any point of start-up or work closes the pool promptly",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const url = yield* freshPostgres(process.env.TEST_DATABASE_URL!)
          for (let delayMs = 0; delayMs < 120; delayMs += 6) {
            const busy = Effect.gen(function* () {
              const db = yield* Db
              const q = db.query((k) => sql`select pg_sleep(0.002)`.execute(k))
              yield* Effect.all([q, q, q, q], { concurrency: 4 }).pipe(Effect.forever)
            })
            const fiber = yield* Effect.fork(
              Effect.scoped(
                Layer.build(layerPostgres(url, { max: 2 })).pipe(
                  Effect.flatMap((ctx) => Effect.provide(busy, ctx))
                )
              )
            )
            yield* Effect.sleep(`${delayMs} millis`)
            const started = Date.now()
            const closed = yield* Fiber.interrupt(fiber).pipe(
              Effect.disconnect,
              Effect.timeout("4 seconds"),
              Effect.option
            )
            assert.isTrue(closed._tag === "Some", `interrupt after ${delayMs} ms did not finish within 4 s`)
            assert.isBelow(
              Date.now() - started,
              1_000,
              `interrupt after ${delayMs} ms took ${Date.now() - started} ms`
            )
          }
        })
      ),
    60_000
  )
})
