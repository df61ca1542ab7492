import { Db } from "@cis/db"
import { targets } from "@cis/db/testing"
import { assert, describe, layer } from "@effect/vitest"
import { Effect, Exit, Metric, Schema, Scope } from "effect"
import { Accounts, Billing, JobKind, Jobs, Worker } from "../src/index.js"
import { servicesOn } from "./support.js"

/** A job kind on a fresh queue, with a JSON payload and result. */
const kindOn = (queue: string) =>
  JobKind.make({
    queue,
    payload: Schema.Unknown as Schema.Schema<any, any>,
    progress: Schema.Unknown as Schema.Schema<any, any>,
    result: Schema.Unknown as Schema.Schema<any, any>
  })

/** Polls `probe` until `done`, yielding to real I/O between probes (no clock involved). */
const waitFor = <A, E, R>(probe: Effect.Effect<A, E, R>, done: (a: A) => boolean) =>
  Effect.gen(function* () {
    for (let i = 0; ; i++) {
      const a = yield* probe
      if (done(a)) return a
      if (i > 50_000) return yield* Effect.die(new Error("waitFor: condition never reached"))
      yield* Effect.promise(() => new Promise((r) => setImmediate(r)))
    }
  })

const expireLease = (id: string) =>
  Effect.flatMap(Db, (db) =>
    db.query((k) =>
      k
        .updateTable("jobs")
        .set({ lease_until: new Date(Date.now() - 1000) })
        .where("id", "=", id)
        .execute()
    )
  )

for (const target of targets()) {
  describe(target.name, () => {
    layer(servicesOn(target.layer, { initialCredits: 100 }), { excludeTestServices: true })("Jobs", (it) => {
      it.effect("two claimers never take the same job (FOR UPDATE SKIP LOCKED)", () =>
        Effect.gen(function* () {
          const jobs = yield* Jobs.Jobs
          const queue = `q-${crypto.randomUUID()}`
          const kind = kindOn(queue)
          const ids = yield* Effect.all(
            Array.from({ length: 30 }, (_, i) => jobs.enqueue(kind, { accountId: null, payload: { i } })),
            { concurrency: 1 }
          )
          const claimed = yield* Effect.all(
            Array.from({ length: 8 }, (_, w) => jobs.claim(`w${w}`, [queue], 5, 30_000)),
            { concurrency: "unbounded" }
          )
          const all = claimed.flat().map((r) => r.id)
          assert.strictEqual(new Set(all).size, all.length, "no job claimed twice")
          assert.strictEqual(all.length, 30)
          assert.sameMembers(all, ids)
        })
      )

      it.effect("a job whose worker died is claimed again after its lease, then fails as worker_lost", () =>
        Effect.gen(function* () {
          const jobs = yield* Jobs.Jobs
          const accounts = yield* Accounts.Accounts
          const billing = yield* Billing.Billing
          const { account_id } = yield* accounts.createAccount("lease")
          const queue = `q-${crypto.randomUUID()}`
          const id = crypto.randomUUID()
          yield* billing.hold({ accountId: account_id, action: "personas.validate", jobId: id })
          yield* jobs.enqueue(kindOn(queue), { id, accountId: account_id, payload: {}, maxAttempts: 2 })
          const [first] = yield* jobs.claim("dead-1", [queue], 1, 60_000)
          assert.strictEqual(first?.attempts, 1)
          assert.deepStrictEqual(yield* jobs.claim("other", [queue], 1, 60_000), [], "leased: not claimable")
          yield* expireLease(id)
          const [second] = yield* jobs.claim("dead-2", [queue], 1, 60_000)
          assert.strictEqual(second?.id, id)
          assert.strictEqual(second?.attempts, 2)
          assert.isFalse(yield* jobs.succeed(id, "dead-1", {}), "the old worker lost the job")
          yield* expireLease(id)
          assert.deepStrictEqual(yield* jobs.claim("other", [queue], 1, 60_000), [], "no attempts left")
          assert.strictEqual(yield* jobs.reap({ [queue]: billing.jobLifecycle }), 1)
          const row = yield* jobs.get(id)
          assert.strictEqual(row?.state, "failed")
          assert.strictEqual(row?.error, "worker_lost")
          const acc = yield* accounts.get(account_id)
          assert.strictEqual(acc.balance, 100, "a lost job is not charged")
          const db = yield* Db
          const held = yield* db.query((k) =>
            k.selectFrom("accounts").select("held").where("id", "=", account_id).executeTakeFirstOrThrow()
          )
          assert.strictEqual(held.held, 0, "its hold is released")
        })
      )

      it.effect("the worker runs handlers, retries, fails with stable categories and settles holds", () =>
        Effect.gen(function* () {
          const jobs = yield* Jobs.Jobs
          const accounts = yield* Accounts.Accounts
          const billing = yield* Billing.Billing
          const { account_id } = yield* accounts.createAccount("worker")
          const prefix = crypto.randomUUID().slice(0, 8)
          let flaky = 0
          const handlers = [
            Worker.handler(
              kindOn(`${prefix}-ok`),
              (job) =>
                Effect.gen(function* () {
                  yield* job.reportProgress({ produced: 1, total: 2 })
                  return { echoed: job.payload }
                }),
              billing.jobLifecycle
            ),
            Worker.handler(
              kindOn(`${prefix}-flaky`),
              () =>
                ++flaky === 1
                  ? Effect.fail(
                      new Worker.JobFailure({ category: "provider_error", detail: "503", retryable: true })
                    )
                  : Effect.succeed({ attempts: flaky }),
              billing.jobLifecycle
            ),
            Worker.handler(
              kindOn(`${prefix}-bad`),
              () =>
                Effect.fail(
                  new Worker.JobFailure({ category: "invalid_blueprint", detail: "never", retryable: false })
                ),
              billing.jobLifecycle
            ),
            Worker.handler(kindOn(`${prefix}-die`), () => Effect.die(new Error("bug")), billing.jobLifecycle)
          ]
          const enqueueBilled = (queue: string) =>
            Effect.gen(function* () {
              const id = crypto.randomUUID()
              yield* billing.hold({ accountId: account_id, action: "personas.validate", jobId: id })
              return yield* jobs.enqueue(kindOn(queue), {
                id,
                accountId: account_id,
                payload: { q: queue },
                maxAttempts: 2
              })
            })
          const scope = yield* Scope.make()
          yield* Worker.run({ handlers, pollMs: 20, retryBaseMs: 10, concurrency: 4 }).pipe(
            Scope.extend(scope)
          )
          const ok = yield* enqueueBilled(`${prefix}-ok`)
          const fl = yield* enqueueBilled(`${prefix}-flaky`)
          const bad = yield* enqueueBilled(`${prefix}-bad`)
          const die = yield* enqueueBilled(`${prefix}-die`)
          const terminal = (id: string) =>
            waitFor(jobs.get(id), (r) => r?.state === "succeeded" || r?.state === "failed")
          const [rOk, rFl, rBad, rDie] = yield* Effect.all([
            terminal(ok),
            terminal(fl),
            terminal(bad),
            terminal(die)
          ])
          yield* Scope.close(scope, Exit.void)
          assert.strictEqual(rOk?.state, "succeeded")
          assert.deepStrictEqual(rOk?.result, { echoed: { q: `${prefix}-ok` } })
          assert.isNull(rOk?.progress)
          assert.strictEqual(rFl?.state, "succeeded")
          assert.strictEqual(rFl?.attempts, 2)
          assert.strictEqual(rBad?.state, "failed")
          assert.strictEqual(rBad?.error, "invalid_blueprint")
          assert.strictEqual(rBad?.attempts, 1, "not retried")
          assert.strictEqual(rDie?.state, "failed")
          assert.strictEqual(rDie?.error, "internal_error")
          assert.strictEqual(rDie?.attempts, 2)
          const attempts = (queue: string, outcome: string) =>
            Effect.map(
              Metric.value(
                Worker.attemptsFinished.pipe(Metric.tagged("queue", queue), Metric.tagged("outcome", outcome))
              ),
              (c) => c.count
            )
          assert.strictEqual(yield* attempts(`${prefix}-ok`, "succeeded"), 1)
          assert.strictEqual(yield* attempts(`${prefix}-flaky`, "retried"), 1)
          assert.strictEqual(yield* attempts(`${prefix}-flaky`, "succeeded"), 1)
          assert.strictEqual(yield* attempts(`${prefix}-bad`, "failed"), 1)
          assert.strictEqual(yield* attempts(`${prefix}-die`, "retried"), 1)
          assert.strictEqual(yield* attempts(`${prefix}-die`, "failed"), 1)
          const usage = yield* billing.usageSummary(account_id)
          assert.strictEqual(usage.total_calls, 2, "only the two succeeded jobs are charged")
          const acc = yield* accounts.get(account_id)
          assert.strictEqual(acc.balance, 100 - 2)
        })
      )

      it.effect("shutdown hands running jobs back to the queue without spending an attempt", () =>
        Effect.gen(function* () {
          const jobs = yield* Jobs.Jobs
          const queue = `q-${crypto.randomUUID()}`
          let started = false
          const scope = yield* Scope.make()
          yield* Worker.run({
            handlers: [
              Worker.handler(kindOn(queue), () =>
                Effect.sync(() => (started = true)).pipe(Effect.zipRight(Effect.never))
              )
            ],
            pollMs: 20,
            shutdownGraceMs: 50
          }).pipe(Scope.extend(scope))
          const id = yield* jobs.enqueue(kindOn(queue), { accountId: null, payload: {} })
          yield* waitFor(
            Effect.sync(() => started),
            (s) => s
          )
          yield* Scope.close(scope, Exit.void)
          const row = yield* jobs.get(id)
          assert.strictEqual(row?.state, "queued")
          assert.strictEqual(row?.attempts, 0)
        })
      )
    })
  })
}
