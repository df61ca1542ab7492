import { assert, describe, it, layer } from "@effect/vitest"
import { Context, Deferred, Effect, Exit, Fiber, Layer } from "effect"
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
                .values({ id, queue: "t", account_id: null, payload: jsonb(value), max_attempts: 1 })
                .execute()
            )
            const row = yield* db.query((k) =>
              k.selectFrom("jobs").select("payload").where("id", "=", id).executeTakeFirstOrThrow()
            )
            assert.deepStrictEqual(row.payload, value)
          }
        })
      )

      it.effect("rolls a failed transaction back", () =>
        Effect.gen(function* () {
          const db = yield* Db
          const id = crypto.randomUUID()
          const r = yield* Effect.exit(
            db.transaction(
              Effect.gen(function* () {
                yield* db.query((trx) => trx.insertInto("accounts").values({ id, name: "c" }).execute())
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

      const exists = (id: string) =>
        Effect.flatMap(Db, (db) =>
          db.query((k) => k.selectFrom("accounts").select("id").where("id", "=", id).executeTakeFirst())
        ).pipe(Effect.map((r) => r !== undefined))
      const insert = (id: string) =>
        Effect.flatMap(Db, (db) =>
          db.query((k) => k.insertInto("accounts").values({ id, name: "n" }).execute())
        )

      it.effect("queries inside a transaction join it: invisible outside until commit", () =>
        Effect.gen(function* () {
          const db = yield* Db
          const id = crypto.randomUUID()
          yield* db.transaction(
            Effect.gen(function* () {
              yield* insert(id)
              assert.isTrue(yield* exists(id), "visible inside the transaction")
              assert.isTrue(yield* db.inTransaction)
              // Outside the transaction (another connection): not yet committed. PGlite has a
              // single connection, so this check is PostgreSQL's only.
              if (db.dialect === "postgres") {
                const outside = yield* Effect.promise(() =>
                  db.kysely.selectFrom("accounts").select("id").where("id", "=", id).execute()
                )
                assert.strictEqual(outside.length, 0, "not visible before commit")
              }
            })
          )
          assert.isFalse(yield* db.inTransaction)
          assert.isTrue(yield* exists(id), "committed")
        })
      )

      it.effect("a nested transaction joins the outer one and rolls back with it", () =>
        Effect.gen(function* () {
          const db = yield* Db
          const outerId = crypto.randomUUID()
          const innerId = crypto.randomUUID()
          const r = yield* Effect.exit(
            db.transaction(
              Effect.gen(function* () {
                yield* insert(outerId)
                yield* db.transaction(insert(innerId))
                assert.isTrue(yield* exists(innerId), "the nested write is in the outer transaction")
                return yield* Effect.fail("outer fails after the nested one committed" as const)
              })
            )
          )
          assert.isTrue(Exit.isFailure(r))
          assert.isFalse(yield* exists(outerId))
          assert.isFalse(yield* exists(innerId), "rolled back with the outer transaction")
        })
      )

      it.effect("a failed nested transaction rolls back its own writes only", () =>
        Effect.gen(function* () {
          const db = yield* Db
          const outerId = crypto.randomUUID()
          const innerId = crypto.randomUUID()
          yield* db.transaction(
            Effect.gen(function* () {
              yield* insert(outerId)
              const inner = yield* Effect.exit(
                db.transaction(Effect.zipRight(insert(innerId), Effect.fail("inner" as const)))
              )
              assert.isTrue(Exit.isFailure(inner))
            })
          )
          assert.isTrue(yield* exists(outerId))
          assert.isFalse(yield* exists(innerId))
        })
      )

      it.effect("after-commit actions run after commit only, and NOTIFY reaches LISTEN", () =>
        Effect.gen(function* () {
          const db = yield* Db
          const channel = `t_${crypto.randomUUID().replace(/-/g, "")}`
          const got = yield* Deferred.make<string>()
          const ran: Array<string> = []
          yield* Effect.scoped(
            Effect.gen(function* () {
              yield* db.listen(channel, (p) => Deferred.unsafeDone(got, Exit.succeed(p)))
              yield* db.transaction(
                Effect.gen(function* () {
                  yield* db.afterCommit(
                    Effect.zipRight(
                      Effect.sync(() => ran.push("committed")),
                      db.notify(channel, "a")
                    )
                  )
                  assert.deepStrictEqual(ran, [], "not before commit")
                })
              )
              yield* Effect.exit(
                db.transaction(
                  Effect.zipRight(
                    db.afterCommit(Effect.sync(() => ran.push("rolled back"))),
                    Effect.fail("no" as const)
                  )
                )
              )
              assert.deepStrictEqual(ran, ["committed"])
              assert.strictEqual(yield* Deferred.await(got), "a")
            })
          )
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
