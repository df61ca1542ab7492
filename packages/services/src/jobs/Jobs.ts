/**
 * Durable jobs: rows of `jobs` claimed with `FOR UPDATE SKIP LOCKED` under a lease.
 *
 * - `enqueue` inserts a `queued` row (inside the caller's transaction when given one).
 * - `claim` moves up to `n` ready rows to `running`, bumps `attempts` and sets
 *   `lease_until = now() + lease`; rows whose lease ran out (their worker died) are ready
 *   again, unless they used all their attempts, in which case `reap` fails them with the
 *   stable category `worker_lost`.
 * - `succeed` / `fail` are terminal and settle the job's credit holds in the same
 *   transaction (charged on success, released on failure).
 * - `retry` puts a failed attempt back in the queue after a back-off.
 *
 * The `jobs` row is also the record that async endpoints poll: `state`, `error`, `progress`
 * and `result`.
 */
import { type DatabaseError, Db, jsonb } from "@cis/db"
import { Context, Effect, Layer } from "effect"
import { sql } from "kysely"
import { Billing } from "../billing/Billing.js"

export type JobState = "queued" | "running" | "succeeded" | "failed"

export interface JobRow {
  readonly id: string
  readonly queue: string
  readonly account_id: string | null
  readonly payload: unknown
  readonly state: JobState
  readonly attempts: number
  readonly max_attempts: number
  readonly error: string | null
  readonly progress: unknown
  readonly result: unknown
  readonly created_at: Date
  readonly updated_at: Date
}

export interface EnqueueRequest {
  readonly id?: string
  readonly queue: string
  readonly accountId: string | null
  readonly payload: unknown
  /** Attempts before the job fails for good (default {@link defaultMaxAttempts}). */
  readonly maxAttempts?: number
}

export const defaultMaxAttempts = 3

export interface JobsService {
  readonly enqueue: (request: EnqueueRequest) => Effect.Effect<string, DatabaseError>
  readonly claim: (
    workerId: string,
    queues: ReadonlyArray<string>,
    limit: number,
    leaseMs: number
  ) => Effect.Effect<ReadonlyArray<JobRow>, DatabaseError>
  /** Extends the lease of a job this worker holds; `false` when it is no longer ours. */
  readonly heartbeat: (id: string, workerId: string, leaseMs: number) => Effect.Effect<boolean, DatabaseError>
  readonly progress: (id: string, workerId: string, progress: unknown) => Effect.Effect<void, DatabaseError>
  readonly succeed: (id: string, workerId: string, result: unknown) => Effect.Effect<boolean, DatabaseError>
  readonly fail: (
    id: string,
    workerId: string,
    error: string,
    detail: string
  ) => Effect.Effect<boolean, DatabaseError>
  /** Back to `queued` after `delayMs`; `countAttempt: false` gives the attempt back (shutdown). */
  readonly retry: (
    id: string,
    workerId: string,
    detail: string,
    delayMs: number,
    countAttempt?: boolean
  ) => Effect.Effect<boolean, DatabaseError>
  /** Fails running jobs whose lease expired on their last attempt (`worker_lost`). */
  readonly reap: Effect.Effect<number, DatabaseError>
  readonly get: (id: string) => Effect.Effect<JobRow | undefined, DatabaseError>
}

export class Jobs extends Context.Tag("@cis/services/Jobs")<Jobs, JobsService>() {}

const columns = [
  "id",
  "queue",
  "account_id",
  "payload",
  "state",
  "attempts",
  "max_attempts",
  "error",
  "progress",
  "result",
  "created_at",
  "updated_at"
] as const

export const make = Effect.gen(function* () {
  const db = yield* Db
  const billing = yield* Billing
  /** Wakes in-process workers when a job is enqueued here (polling covers other processes). */
  const listeners = new Set<() => void>()

  const enqueue: JobsService["enqueue"] = (request) =>
    Effect.gen(function* () {
      const id = request.id ?? crypto.randomUUID()
      yield* db.query((executor) =>
        executor
          .insertInto("jobs")
          .values({
            id,
            queue: request.queue,
            account_id: request.accountId,
            payload: jsonb(request.payload as never),
            max_attempts: request.maxAttempts ?? defaultMaxAttempts
          })
          .execute()
      )
      for (const l of listeners) l()
      return id
    })

  const claim: JobsService["claim"] = (workerId, queues, limit, leaseMs) =>
    queues.length === 0 || limit <= 0
      ? Effect.succeed([])
      : db
          .query((k) =>
            sql<JobRow>`
            update jobs set state = 'running', attempts = attempts + 1, worker_id = ${workerId},
                   lease_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
            where id in (
              select id from jobs
              where queue in (${sql.join(queues)})
                and ((state = 'queued' and run_at <= now())
                  or (state = 'running' and lease_until < now() and attempts < max_attempts))
              order by run_at
              limit ${limit}
              for update skip locked
            )
            returning ${sql.join(columns.map((c) => sql.ref(c)))}`.execute(k)
          )
          .pipe(Effect.map((r) => r.rows))

  const heartbeat: JobsService["heartbeat"] = (id, workerId, leaseMs) =>
    db
      .query((k) =>
        k
          .updateTable("jobs")
          .set({ lease_until: sql`now() + make_interval(secs => ${leaseMs / 1000})`, updated_at: sql`now()` })
          .where("id", "=", id)
          .where("worker_id", "=", workerId)
          .where("state", "=", "running")
          .executeTakeFirst()
      )
      .pipe(Effect.map((r) => r.numUpdatedRows > 0n))

  const progress: JobsService["progress"] = (id, workerId, p) =>
    db
      .query((k) =>
        k
          .updateTable("jobs")
          .set({ progress: jsonb(p as never), updated_at: sql`now()` })
          .where("id", "=", id)
          .where("worker_id", "=", workerId)
          .where("state", "=", "running")
          .execute()
      )
      .pipe(Effect.asVoid)

  /** Moves a running job of ours to a terminal state and settles its holds, atomically. */
  const finish = (
    id: string,
    workerId: string | null,
    set: Record<string, unknown>,
    outcome: "charge" | "release"
  ) =>
    db.transaction(
      Effect.gen(function* () {
        const r = yield* db.query((trx) => {
          let q = trx
            .updateTable("jobs")
            .set({ ...set, finished_at: sql`now()`, updated_at: sql`now()`, lease_until: null } as never)
            .where("id", "=", id)
            .where("state", "=", "running")
          if (workerId !== null) q = q.where("worker_id", "=", workerId)
          return q.executeTakeFirst()
        })
        if (r.numUpdatedRows === 0n) return false
        yield* billing.settleJob(id, outcome)
        return true
      })
    )

  const succeed: JobsService["succeed"] = (id, workerId, result) =>
    finish(id, workerId, { state: "succeeded", result: jsonb(result as never), progress: null }, "charge")

  const fail: JobsService["fail"] = (id, workerId, error, detail) =>
    finish(
      id,
      workerId,
      { state: "failed", error, last_error: detail.slice(0, 2000), progress: null },
      "release"
    )

  const retry: JobsService["retry"] = (id, workerId, detail, delayMs, countAttempt = true) =>
    db
      .query((k) =>
        k
          .updateTable("jobs")
          .set({
            state: "queued",
            worker_id: null,
            lease_until: null,
            last_error: detail.slice(0, 2000),
            run_at: sql`now() + make_interval(secs => ${delayMs / 1000})`,
            updated_at: sql`now()`,
            ...(countAttempt ? {} : { attempts: sql`greatest(attempts - 1, 0)` })
          } as never)
          .where("id", "=", id)
          .where("worker_id", "=", workerId)
          .where("state", "=", "running")
          .executeTakeFirst()
      )
      .pipe(Effect.map((r) => r.numUpdatedRows > 0n))

  const reap: JobsService["reap"] = Effect.gen(function* () {
    const lost = yield* db.query((k) =>
      k
        .selectFrom("jobs")
        .select("id")
        .where("state", "=", "running")
        .where("lease_until", "<", sql<Date>`now()`)
        .where((eb) => eb("attempts", ">=", eb.ref("max_attempts")))
        .limit(100)
        .execute()
    )
    let n = 0
    for (const { id } of lost) {
      const done = yield* db.transaction(
        Effect.gen(function* () {
          const r = yield* db.query((trx) =>
            trx
              .updateTable("jobs")
              .set({
                state: "failed",
                error: "worker_lost",
                last_error: "the worker running the last attempt stopped answering (lease expired)",
                finished_at: sql`now()`,
                updated_at: sql`now()`,
                lease_until: null,
                progress: null
              } as never)
              .where("id", "=", id)
              .where("state", "=", "running")
              .where("lease_until", "<", sql<Date>`now()`)
              .executeTakeFirst()
          )
          if (r.numUpdatedRows === 0n) return false
          yield* billing.settleJob(id, "release")
          return true
        })
      )
      if (done) n++
    }
    return n
  })

  const get: JobsService["get"] = (id) =>
    db.query((k) =>
      k.selectFrom("jobs").select(columns).where("id", "=", id).executeTakeFirst()
    ) as Effect.Effect<JobRow | undefined, DatabaseError>

  return {
    service: { enqueue, claim, heartbeat, progress, succeed, fail, retry, reap, get } satisfies JobsService,
    listeners
  }
})

/** In-process wake-ups for workers sharing this process. */
export class JobSignals extends Context.Tag("@cis/services/JobSignals")<JobSignals, Set<() => void>>() {}

export const layer = Layer.effectContext(
  Effect.map(make, ({ service, listeners }) =>
    Context.make(Jobs, service).pipe(Context.add(JobSignals, listeners))
  )
)
