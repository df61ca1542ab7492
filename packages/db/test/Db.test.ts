import { assert, describe, it, layer } from "@effect/vitest"
import { Context, Deferred, Effect, Exit, Fiber, Layer } from "effect"
import { sql } from "kysely"
import postgres from "postgres"
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

// A server that refuses a new session (too many clients) or a connect timeout under load
// once answered 503 at once; the statement had never been sent, so it is tried again.
describe.skipIf(!process.env.TEST_DATABASE_URL)("postgres: a refused connection is tried again", () => {
  it.live(
    "a query that finds the server full waits for a connection instead of failing",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          // A role allowed one session (superusers ignore the limit) owning a fresh database.
          const suffix = crypto.randomUUID().slice(0, 8)
          const role = `cis_one_${suffix}`
          const name = `cis_test_one_${suffix}`
          const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} })
          yield* Effect.acquireRelease(
            Effect.promise(async () => {
              await admin.unsafe(`create role ${role} login connection limit 1`)
              await admin.unsafe(`create database ${name} owner ${role}`)
            }),
            () =>
              Effect.promise(async () => {
                await admin.unsafe(`drop database if exists ${name} with (force)`)
                await admin.unsafe(`drop role if exists ${role}`)
                await admin.end()
              }).pipe(Effect.ignore)
          )
          const url = new URL(process.env.TEST_DATABASE_URL!)
          url.username = role
          url.pathname = `/${name}`
          const db = yield* Effect.map(
            Layer.build(layerPostgres(url.toString(), { max: 2 })),
            Context.get(Db)
          )
          // The role's one session is busy for 300 ms; the second statement is refused a second
          // session (53300) and must be tried again until the first is free.
          const busy = db.query((k) => sql`select pg_sleep(0.3)`.execute(k))
          const second = Effect.sleep("30 millis").pipe(
            Effect.zipRight(db.query((k) => sql<{ n: number }>`select 1 as n`.execute(k)))
          )
          const [, out] = yield* Effect.all([busy, Effect.either(second)], { concurrency: 2 })
          assert.strictEqual(out._tag, "Right", `refused: ${out._tag === "Left" ? out.left.message : ""}`)
          // A server that is not there at all still fails, after the short retry (750 ms).
          const gone = new URL(url)
          gone.port = "1"
          const started = Date.now()
          const exit = yield* Effect.exit(Effect.scoped(Layer.build(layerPostgres(gone.toString()))))
          assert.isTrue(Exit.isFailure(exit))
          assert.isAtLeast(Date.now() - started, 700)
        })
      ),
    30_000
  )
})
