/**
 * The embedded database on its own thread: what crosses the thread (rows, types, errors with
 * their Postgres fields, notifications), that its work does not block this thread's event
 * loop, and what a closed database answers.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Deferred, Effect, Exit, Fiber, Layer } from "effect"
import { sql } from "kysely"
import { Db, layerPglite } from "../src/index.js"
import { PgliteError, PgliteThread } from "../src/PgliteThread.js"

const withThread = <A>(f: (t: PgliteThread) => Promise<A>, dataDir?: string) =>
  Effect.acquireUseRelease(
    Effect.sync(() => new PgliteThread(dataDir)),
    (t) => Effect.promise(() => f(t)),
    (t) => Effect.promise(() => t.close())
  )

describe("PgliteThread", () => {
  it.live("rows keep their types across the thread: integers, text, jsonb, timestamps, bytea, null", () =>
    withThread(async (t) => {
      const r = await t.query(
        `select 42::int as n, 'héllo 🧪'::text as s, '{"a":[1,"x",null]}'::jsonb as j,
                '2026-11-24T03:00:00Z'::timestamptz as at, '\\x0102'::bytea as b, null::text as z`,
        []
      )
      const row = r.rows[0]!
      assert.strictEqual(row.n, 42)
      assert.strictEqual(row.s, "héllo 🧪")
      assert.deepStrictEqual(row.j, { a: [1, "x", null] })
      assert.instanceOf(row.at, Date)
      assert.strictEqual((row.at as Date).toISOString(), "2026-11-24T03:00:00.000Z")
      assert.deepStrictEqual([...(row.b as Uint8Array)], [1, 2])
      assert.isNull(row.z)
      const params = await t.query("select $1::text as a, $2::int + 1 as b", ["x", 41])
      assert.deepStrictEqual(params.rows[0], { a: "x", b: 42 })
    })
  )

  it.live("an error keeps its message and Postgres code; the database keeps answering", () =>
    withThread(async (t) => {
      await t.query("create table u (k text primary key)", [])
      await t.query("insert into u values ($1)", ["a"])
      const err = await t.query("insert into u values ($1)", ["a"]).then(
        () => undefined,
        (e: unknown) => e
      )
      assert.instanceOf(err, PgliteError)
      assert.strictEqual((err as PgliteError).code, "23505")
      assert.match((err as PgliteError).message, /duplicate key/)
      const after = await t.query("select count(*)::int as n from u", [])
      assert.strictEqual(after.rows[0]!.n, 1)
    })
  )

  it.live("a long query does not block this thread's event loop", () =>
    withThread(async (t) => {
      await t.query("select 1", [])
      const lateness: Array<number> = []
      let expected = performance.now() + 10
      const timer = setInterval(() => {
        const now = performance.now()
        lateness.push(now - expected)
        expected = now + 10
      }, 10)
      const started = performance.now()
      // About a second of work inside the database.
      await t.query("select count(*) from generate_series(1, 3000000) g where md5(g::text) like 'a%'", [])
      const took = performance.now() - started
      clearInterval(timer)
      assert.isAbove(took, 100, "the query should take long enough to matter")
      assert.isAbove(lateness.length, 5, "the timer fired while the query ran")
      // In process, the timer would not fire at all for the whole query.
      assert.isBelow(Math.max(...lateness), Math.max(250, took / 2))
    })
  )

  it.live("NOTIFY reaches LISTEN across the thread; after UNLISTEN nothing more arrives", () =>
    withThread(async (t) => {
      const got: Array<string> = []
      const unlisten = await t.listen("ch", (p) => got.push(p))
      await t.query("select pg_notify('ch', 'one')", [])
      await new Promise((r) => setTimeout(r, 50))
      await unlisten()
      await t.query("select pg_notify('ch', 'two')", [])
      await new Promise((r) => setTimeout(r, 50))
      assert.deepStrictEqual(got, ["one"])
    })
  )

  it.live("a closed database refuses queries with an error, and the data stays on disk", () =>
    Effect.gen(function* () {
      const dir = mkdtempSync(join(tmpdir(), "cis-pglite-thread-"))
      try {
        const t = new PgliteThread(join(dir, "db"))
        yield* Effect.promise(async () => {
          await t.query("create table kept (v int)", [])
          await t.query("insert into kept values (7)", [])
          await t.close()
        })
        const refused = yield* Effect.promise(() =>
          t.query("select 1", []).then(
            () => undefined,
            (e: unknown) => e
          )
        )
        assert.instanceOf(refused, PgliteError)
        assert.match((refused as Error).message, /closed/)
        const rows = yield* withThread(
          async (again) => (await again.query("select v from kept", [])).rows,
          join(dir, "db")
        )
        assert.deepStrictEqual(rows, [{ v: 7 }])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })
  )

  it.live("through the Db layer, a failed start is a DatabaseError, not a crash", () =>
    Effect.gen(function* () {
      const dir = mkdtempSync(join(tmpdir(), "cis-pglite-thread-"))
      try {
        // A file where the database folder should be: PGlite cannot open it.
        const path = join(dir, "not-a-folder")
        writeFileSync(path, "x")
        const exit = yield* Effect.exit(Effect.scoped(Layer.build(layerPglite(path))))
        assert.isTrue(Exit.isFailure(exit))
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })
  )

  it.live("transactions through the dialect hold the one connection: concurrent ones never interleave", () =>
    Effect.gen(function* () {
      const db = yield* Db
      yield* db.query((k) => sql`create table tx (n int)`.execute(k))
      const one = (i: number) =>
        db.transaction(
          Effect.gen(function* () {
            yield* db.query((k) => sql`insert into tx values (${i})`.execute(k))
            yield* Effect.sleep("2 millis")
            const seen = yield* db.query((k) =>
              sql<{ n: number }>`select count(*)::int as n from tx`.execute(k)
            )
            return seen.rows[0]!.n
          })
        )
      const counts = yield* Effect.all(
        Array.from({ length: 8 }, (_, i) => one(i)),
        { concurrency: 8 }
      )
      // Each transaction sees the rows committed before it plus its own: 1, 2, ..., 8.
      assert.deepStrictEqual(
        [...counts].sort((a, b) => a - b),
        [1, 2, 3, 4, 5, 6, 7, 8]
      )
    }).pipe(Effect.provide(layerPglite()))
  )

  it.live("urgent work goes ahead of every ordinary waiter of the one connection, and in its own order", () =>
    Effect.gen(function* () {
      const db = yield* Db
      const order: Array<string> = []
      const gate = yield* Deferred.make<void>()
      // An ordinary transaction holds the connection until the gate opens.
      const holder = yield* Effect.fork(
        db.transaction(
          Effect.zipRight(
            db.query((k) => sql`select 1`.execute(k)),
            Deferred.await(gate)
          )
        )
      )
      yield* Effect.sleep("30 millis")
      const note = (name: string, work: Effect.Effect<unknown, unknown>) =>
        Effect.fork(
          Effect.zipRight(
            work,
            Effect.sync(() => void order.push(name))
          )
        )
      const ordinary = (i: number) => db.query((k) => sql`select ${i}::int`.execute(k))
      const waiters = [
        yield* note("ordinary 1", ordinary(1)),
        yield* note("ordinary 2", ordinary(2)),
        yield* note("urgent 1", db.urgent(db.query((k) => sql`select 3`.execute(k)))),
        yield* note("urgent 2", db.urgent(db.transaction(db.query((k) => sql`select 4`.execute(k))))),
        yield* note("ordinary 3", ordinary(5))
      ]
      yield* Effect.sleep("30 millis")
      assert.deepStrictEqual(order, [], "nothing runs while the transaction holds the connection")
      yield* Deferred.succeed(gate, undefined)
      yield* Fiber.join(holder)
      yield* Effect.forEach(waiters, Fiber.join)
      assert.deepStrictEqual(order, ["urgent 1", "urgent 2", "ordinary 1", "ordinary 2", "ordinary 3"])
    }).pipe(Effect.provide(layerPglite()))
  )
})
