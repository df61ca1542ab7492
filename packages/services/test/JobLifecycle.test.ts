/**
 * Typed jobs and the worker loop: status only moves forward, a population has progress from
 * the moment it runs, ownership is part of the poll's query, and the loop's waits run on the
 * Effect clock (TestClock here): a new job wakes the worker through NOTIFY at once; a job
 * nobody announced is found by the poll when the clock reaches the poll interval.
 */
import { Db, jsonb } from "@cis/db"
import { targets } from "@cis/db/testing"
import { assert, describe, layer } from "@effect/vitest"
import { Deferred, Effect, Exit, Option, Schema, Scope, TestClock } from "effect"
import { Accounts, JobKind, Jobs, Personas, Worker } from "../src/index.js"
import { servicesOn } from "./support.js"

/** Yields to real I/O (the database) without advancing any clock. */
const io = Effect.promise(() => new Promise((r) => setImmediate(r)))

/** Polls `probe` (yielding to I/O only) until `done`. */
const until = <A, E, R>(probe: Effect.Effect<A, E, R>, done: (a: A) => boolean) =>
  Effect.gen(function* () {
    for (let i = 0; ; i++) {
      const a = yield* probe
      if (done(a)) return a
      if (i > 20_000) return yield* Effect.die(new Error("condition never reached"))
      yield* io
    }
  })

const Echo = (queue: string) =>
  JobKind.make({
    queue,
    payload: Schema.Struct({ n: Schema.Number }),
    progress: Schema.Struct({ step: Schema.Number }),
    result: Schema.Struct({ doubled: Schema.Number }),
    initialProgress: () => ({ step: 0 })
  })

for (const target of targets()) {
  describe(target.name, () => {
    layer(servicesOn(target.layer, { initialCredits: 100 }), { excludeTestServices: true })("jobs", (it) => {
      it.effect("a retried job never reads pending again; progress is there from the start", () =>
        Effect.gen(function* () {
          const jobs = yield* Jobs.Jobs
          const accounts = yield* Accounts.Accounts
          const { account_id } = yield* accounts.createAccount("forward")
          const kind = Echo(`q-${crypto.randomUUID()}`)
          const id = yield* jobs.enqueue(kind, { accountId: account_id, payload: { n: 2 } })
          const statuses: Array<string> = []
          const look = Effect.map(jobs.poll(kind, id, account_id), (j) => Option.getOrThrow(j))
          const first = yield* look
          statuses.push(first.status)
          assert.strictEqual(first.status, "pending")
          assert.isNull(first.progress, "no progress shown while pending")
          const [claimed] = yield* jobs.claim("w1", [kind.queue], 1, 60_000)
          assert.strictEqual(claimed?.id, id)
          const running = yield* look
          statuses.push(running.status)
          assert.deepStrictEqual(running.progress, { step: 0 }, "progress from the moment it runs")
          // A provider failure: back to the queue after a back-off...
          assert.isTrue(yield* jobs.retry(id, "w1", "provider_error: 503", 60_000))
          const retrying = yield* look
          statuses.push(retrying.status)
          assert.strictEqual(retrying.status, "running", "a retry is still running, never pending")
          assert.deepStrictEqual(retrying.progress, { step: 0 })
          // ...and a shutdown that hands the attempt back.
          yield* Effect.flatMap(Db, (db) =>
            db.query((k) =>
              k
                .updateTable("jobs")
                .set({ run_at: new Date(0) })
                .where("id", "=", id)
                .execute()
            )
          )
          yield* jobs.claim("w2", [kind.queue], 1, 60_000)
          assert.isTrue(yield* jobs.retry(id, "w2", "interrupted by shutdown", 0, false))
          statuses.push((yield* look).status)
          yield* jobs.claim("w3", [kind.queue], 1, 60_000)
          yield* jobs.progress(kind, id, "w3", { step: 1 })
          assert.deepStrictEqual((yield* look).progress, { step: 1 })
          assert.isTrue(yield* jobs.succeed(id, "w3", { doubled: 4 }))
          const done = yield* look
          statuses.push(done.status)
          assert.deepStrictEqual(done.result, { doubled: 4 })
          assert.isNull(done.progress)
          assert.deepStrictEqual(statuses, ["pending", "running", "running", "running", "succeeded"])
        })
      )

      it.effect(
        "poll checks ownership and kind in the query: foreign, unknown and malformed ids are none",
        () =>
          Effect.gen(function* () {
            const jobs = yield* Jobs.Jobs
            const accounts = yield* Accounts.Accounts
            const owner = yield* accounts.createAccount("owner")
            const other = yield* accounts.createAccount("other")
            const kind = Echo(`q-${crypto.randomUUID()}`)
            const id = yield* jobs.enqueue(kind, { accountId: owner.account_id, payload: { n: 1 } })
            assert.isTrue(Option.isSome(yield* jobs.poll(kind, id, owner.account_id)))
            assert.isTrue(Option.isNone(yield* jobs.poll(kind, id, other.account_id)), "foreign")
            assert.isTrue(
              Option.isNone(yield* jobs.poll(Echo("another-queue"), id, owner.account_id)),
              "kind"
            )
            assert.isTrue(
              Option.isNone(yield* jobs.poll(kind, crypto.randomUUID(), owner.account_id)),
              "unknown"
            )
            assert.isTrue(Option.isNone(yield* jobs.poll(kind, "not-a-uuid", owner.account_id)), "malformed")
          })
      )

      it.effect("a population reads running with progress as soon as it is claimed", () =>
        Effect.gen(function* () {
          const personas = yield* Personas.Personas
          const jobs = yield* Jobs.Jobs
          const accounts = yield* Accounts.Accounts
          const { account_id } = yield* accounts.createAccount("pop")
          const { id } = yield* personas.generate(account_id, {
            prompt: "nurses",
            count: 3,
            grounding: "off"
          })
          const pending = yield* personas.population(account_id, id)
          assert.strictEqual(pending.status, "pending")
          assert.isUndefined(pending.progress)
          yield* jobs.claim("w", [Personas.queues.Population], 10, 60_000)
          const running = yield* personas.population(account_id, id)
          assert.strictEqual(running.status, "running")
          assert.deepStrictEqual(running.progress, { produced: 0, total: 3 })
        })
      )

      it.effect("a payload that does not decode fails invalid_input and never reaches the handler", () =>
        Effect.gen(function* () {
          const jobs = yield* Jobs.Jobs
          const db = yield* Db
          const kind = Echo(`q-${crypto.randomUUID()}`)
          const id = crypto.randomUUID()
          yield* db.query((k) =>
            k
              .insertInto("jobs")
              .values({
                id,
                queue: kind.queue,
                account_id: null,
                payload: jsonb({ n: "two" }),
                max_attempts: 3
              })
              .execute()
          )
          let ran = false
          const scope = yield* Scope.make()
          yield* Worker.run({
            handlers: [
              Worker.handler(kind, () =>
                Effect.sync(() => {
                  ran = true
                  return { doubled: 0 }
                })
              )
            ],
            pollMs: 20
          }).pipe(Scope.extend(scope))
          const row = yield* until(jobs.get(id), (r) => r?.state === "failed")
          yield* Scope.close(scope, Exit.void)
          assert.strictEqual(row?.error, "invalid_input")
          assert.strictEqual(row?.attempts, 1, "not retried")
          assert.isFalse(ran)
        })
      )
    })

    // The TestClock is on: nothing here waits for real time.
    layer(servicesOn(target.layer, { initialCredits: 100 }))("worker loop on the Effect clock", (it) => {
      it.effect("NOTIFY wakes an idle worker at once; an unannounced job waits for the poll interval", () =>
        Effect.gen(function* () {
          const jobs = yield* Jobs.Jobs
          const db = yield* Db
          const kind = Echo(`q-${crypto.randomUUID()}`)
          const ran: Array<number> = []
          const scope = yield* Scope.make()
          yield* Worker.run({
            handlers: [
              Worker.handler(kind, (job) =>
                Effect.sync(() => {
                  ran.push(job.payload.n)
                  return { doubled: job.payload.n * 2 }
                })
              )
            ],
            pollMs: 60_000,
            maintenanceMs: 3_600_000
          }).pipe(Scope.extend(scope))
          // Let the first (empty) claim happen; the loop then sleeps for 60 s of TestClock time.
          for (let i = 0; i < 50; i++) yield* io
          // Announced (NOTIFY after commit): runs without the clock moving.
          const announced = yield* jobs.enqueue(kind, { accountId: null, payload: { n: 1 } })
          const a = yield* until(jobs.get(announced), (r) => r?.state === "succeeded")
          assert.deepStrictEqual(a?.result, { doubled: 2 })
          // Unannounced (as if its NOTIFY were lost): not picked while the clock stands still...
          // unless another test file sharing this PostgreSQL database announced a job of its own
          // meanwhile (the channel is per database): then the wake-up is real and the pick right.
          let foreign = 0
          yield* db
            .listen(Jobs.channel, () => {
              foreign++
            })
            .pipe(Scope.extend(scope))
          const quiet = crypto.randomUUID()
          yield* db.query((k) =>
            k
              .insertInto("jobs")
              .values({
                id: quiet,
                queue: kind.queue,
                account_id: null,
                payload: jsonb({ n: 5 }),
                max_attempts: 3
              })
              .execute()
          )
          for (let i = 0; i < 200; i++) yield* io
          if (foreign === 0)
            assert.strictEqual((yield* jobs.get(quiet))?.state, "queued", "no wake-up, no poll yet")
          // ...and picked by the poll once the clock reaches the interval.
          yield* TestClock.adjust("60 seconds")
          const q = yield* until(jobs.get(quiet), (r) => r?.state === "succeeded")
          assert.deepStrictEqual(q?.result, { doubled: 10 })
          assert.deepStrictEqual(ran, [1, 5])
          yield* Scope.close(scope, Exit.void)
        })
      )

      it.effect("heartbeats keep a long job's lease on the clock's schedule", () =>
        Effect.gen(function* () {
          const jobs = yield* Jobs.Jobs
          const kind = Echo(`q-${crypto.randomUUID()}`)
          const release = yield* Deferred.make<void>()
          const started = yield* Deferred.make<void>()
          const scope = yield* Scope.make()
          yield* Worker.run({
            handlers: [
              Worker.handler(kind, () =>
                Deferred.succeed(started, undefined).pipe(
                  Effect.zipRight(Deferred.await(release)),
                  Effect.as({ doubled: 0 })
                )
              )
            ],
            leaseMs: 3_000,
            pollMs: 60_000,
            maintenanceMs: 3_600_000
          }).pipe(Scope.extend(scope))
          const id = yield* jobs.enqueue(kind, { accountId: null, payload: { n: 0 } })
          yield* Deferred.await(started)
          const lease = Effect.flatMap(Db, (db) =>
            db.query((k) =>
              k.selectFrom("jobs").select("lease_until").where("id", "=", id).executeTakeFirstOrThrow()
            )
          )
          const before = (yield* lease).lease_until!.getTime()
          // One third of the lease later (TestClock), the heartbeat renews it (database time).
          yield* Effect.promise(() => new Promise((r) => setTimeout(r, 20)))
          yield* TestClock.adjust("1 second")
          const after = yield* until(lease, (l) => l.lease_until!.getTime() > before)
          assert.isAbove(after.lease_until!.getTime(), before)
          yield* Deferred.succeed(release, undefined)
          yield* until(jobs.get(id), (r) => r?.state === "succeeded")
          yield* Scope.close(scope, Exit.void)
        })
      )
    })
  })
}
