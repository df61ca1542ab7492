/**
 * Durable jobs: rows of `jobs` claimed with `FOR UPDATE SKIP LOCKED` under a lease. The queue
 * knows nothing of what a job does or costs: a {@link JobKind.JobKind} gives its schemas, and
 * the component that starts a job supplies what happens when it ends ({@link Lifecycle}, e.g.
 * charge or release its credit hold), run in the same transaction as the final state.
 *
 * - `enqueue` encodes the payload and inserts a `queued` row (joining the caller's
 *   transaction, if any); its id is sent with `NOTIFY cis_jobs` after the commit, so any
 *   worker replica listening picks it at once (polling is the fallback).
 * - `claim` moves up to `n` ready rows to `running`, bumps `attempts` and sets
 *   `lease_until = now() + lease`; rows whose lease ran out (their worker died) are ready
 *   again, unless they used all their attempts, in which case `reap` fails them with the
 *   stable category `worker_lost`.
 * - `succeed` / `fail` are terminal; `retry` puts a failed attempt back after a back-off.
 * - `poll` reads one job of a kind for its owner (ownership in the query) and decodes it.
 *
 * A job's public status only moves forward: `pending` until first claimed, then `running`
 * (retries included) until `succeeded` or `failed`.
 */
import { type DatabaseError, Db, type Json, JsonText, jsonb } from "@cis/db"
import { Context, Effect, Layer, Option, Schema } from "effect"
import { sql } from "kysely"
import type * as JobKind from "./JobKind.js"

/** The `NOTIFY` channel of new jobs; the payload is the job id only. */
export const channel = "cis_jobs"

export type JobState = "queued" | "running" | "succeeded" | "failed"
/** What a client sees: `pending` -> `running` -> `succeeded` | `failed`, never backwards. */
export type JobStatus = "pending" | "running" | "succeeded" | "failed"

/** A stored job row as it is (encoded JSON), for workers and operators. */
export interface JobRow {
  readonly id: string
  readonly queue: string
  readonly account_id: string | null
  readonly payload: Json
  readonly state: JobState
  readonly attempts: number
  readonly max_attempts: number
  readonly error: string | null
  readonly progress: Json | null
  readonly result: Json | null
  readonly started_at: Date | null
  readonly created_at: Date
  readonly updated_at: Date
}

/**
 * A row as `claim` returns it: the payload as its JSON text, so that a large payload of a text
 * kind reaches its handler without being parsed and serialized again on this thread.
 */
export interface ClaimedRow extends Omit<JobRow, "payload"> {
  readonly payload: string
}

/** One job of a kind, decoded, as its owner polls it. */
export interface Job<K extends JobKind.JobKind> {
  readonly id: string
  readonly status: JobStatus
  /** `null` unless asked for (`poll(..., { payload: true })`): a payload can be large. */
  readonly payload: JobKind.Payload<K> | null
  /** Present while running (from the first moment). */
  readonly progress: JobKind.Progress<K> | null
  /** Present when succeeded. */
  readonly result: JobKind.Result<K> | null
  /** The stable failure category when failed. */
  readonly error: string | null
  readonly attempts: number
}

/** What happens, inside the transaction that ends a job, when it succeeds or fails. */
export interface Lifecycle {
  readonly succeeded: (jobId: string) => Effect.Effect<void, DatabaseError>
  readonly failed: (jobId: string) => Effect.Effect<void, DatabaseError>
}

/** A lifecycle that does nothing. */
export const noLifecycle: Lifecycle = { succeeded: () => Effect.void, failed: () => Effect.void }

export interface EnqueueRequest<K extends JobKind.JobKind> {
  readonly id?: string
  readonly accountId: string | null
  readonly payload: JobKind.Payload<K>
  /** Attempts before the job fails for good (default {@link defaultMaxAttempts}). */
  readonly maxAttempts?: number
}

export const defaultMaxAttempts = 3

export interface PollOptions {
  /** Read and decode the payload too (default: not, polls of large jobs stay cheap). */
  readonly payload?: boolean
}

export interface JobsService {
  /** Encodes and stores a job of `kind`; returns its id. */
  readonly enqueue: <K extends JobKind.JobKind>(
    kind: K,
    request: EnqueueRequest<K>
  ) => Effect.Effect<string, DatabaseError>
  readonly claim: (
    workerId: string,
    queues: ReadonlyArray<string>,
    limit: number,
    leaseMs: number
  ) => Effect.Effect<ReadonlyArray<ClaimedRow>, DatabaseError>
  /** Extends the lease of a job this worker holds; `false` when it is no longer ours. */
  readonly heartbeat: (id: string, workerId: string, leaseMs: number) => Effect.Effect<boolean, DatabaseError>
  /** Records the progress of a running job of ours (encoded by its kind). */
  readonly progress: <K extends JobKind.JobKind>(
    kind: K,
    id: string,
    workerId: string,
    progress: JobKind.Progress<K>
  ) => Effect.Effect<void, DatabaseError>
  /** `succeeded` with the encoded result, then `lifecycle.succeeded`, in one transaction. */
  readonly succeed: (
    id: string,
    workerId: string,
    result: Json,
    lifecycle?: Lifecycle
  ) => Effect.Effect<boolean, DatabaseError>
  /** `failed` with a stable category, then `lifecycle.failed`, in one transaction. */
  readonly fail: (
    id: string,
    workerId: string,
    error: string,
    detail: string,
    lifecycle?: Lifecycle
  ) => Effect.Effect<boolean, DatabaseError>
  /** Back to the queue after `delayMs`; `countAttempt: false` gives the attempt back (shutdown). */
  readonly retry: (
    id: string,
    workerId: string,
    detail: string,
    delayMs: number,
    countAttempt?: boolean
  ) => Effect.Effect<boolean, DatabaseError>
  /**
   * Fails running jobs of these queues whose lease expired on their last attempt
   * (`worker_lost`), each with its queue's lifecycle.
   */
  readonly reap: (lifecycles: Readonly<Record<string, Lifecycle>>) => Effect.Effect<number, DatabaseError>
  /** The stored row, for workers, operators and tests. */
  readonly get: (id: string) => Effect.Effect<JobRow | undefined, DatabaseError>
  /** One job of `kind` owned by `accountId`, decoded; none for an unknown or foreign id. */
  readonly poll: <K extends JobKind.JobKind>(
    kind: K,
    id: string,
    accountId: string,
    options?: PollOptions
  ) => Effect.Effect<Option.Option<Job<K>>, DatabaseError>
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
  "started_at",
  "created_at",
  "updated_at"
] as const

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The public status of a stored state. */
export const statusOf = (row: { readonly state: JobState; readonly started_at: Date | null }): JobStatus =>
  row.state === "queued" ? (row.started_at === null ? "pending" : "running") : row.state

/** Encoding a value of our own type cannot fail unless the schema is wrong: a defect. */
const encode = <A>(schema: Schema.Schema<A, any>, value: A) =>
  Schema.encode(schema)(value).pipe(Effect.orDie) as Effect.Effect<Json>

/** Stored data that no longer decodes is corrupt: a defect. */
const decode = <A>(schema: Schema.Schema<A, any>, value: Json) =>
  Schema.decodeUnknown(schema)(value).pipe(Effect.orDie)

export const make = Effect.gen(function* () {
  const db = yield* Db

  const enqueue: JobsService["enqueue"] = Effect.fn("Jobs.enqueue")(function* (kind, request) {
    const id = request.id ?? crypto.randomUUID()
    const payload = yield* encode(kind.payload, request.payload)
    const progress =
      kind.initialProgress === undefined
        ? null
        : yield* encode(kind.progress, kind.initialProgress(request.payload))
    yield* db.query((k) =>
      k
        .insertInto("jobs")
        .values({
          id,
          queue: kind.queue,
          account_id: request.accountId,
          payload: jsonb(payload),
          progress: progress === null ? null : jsonb(progress),
          max_attempts: request.maxAttempts ?? defaultMaxAttempts
        })
        .execute()
    )
    // After the commit (never inside the caller's, e.g. a billing, transaction).
    yield* db.afterCommit(db.notify(channel, id))
    return id
  })

  const claim: JobsService["claim"] = (workerId, queues, limit, leaseMs) =>
    queues.length === 0 || limit <= 0
      ? Effect.succeed([])
      : db
          .query((k) =>
            sql<ClaimedRow>`
            update jobs set state = 'running', attempts = attempts + 1, worker_id = ${workerId},
                   lease_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now(),
                   started_at = coalesce(started_at, now())
            where id in (
              select id from jobs
              where queue in (${sql.join(queues)})
                and ((state = 'queued' and run_at <= now())
                  or (state = 'running' and lease_until < now() and attempts < max_attempts))
              order by run_at
              limit ${limit}
              for update skip locked
            )
            returning ${sql.join(columns.map((c) => (c === "payload" ? sql`payload::text as payload` : sql.ref(c))))}`.execute(
              k
            )
          )
          .pipe(
            Effect.map((r) => r.rows),
            Effect.withSpan("Jobs.claim")
          )

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
      .pipe(
        Effect.map((r) => r.numUpdatedRows > 0n),
        Effect.withSpan("Jobs.heartbeat", { attributes: { job: id } })
      )

  const progress: JobsService["progress"] = Effect.fn("Jobs.progress")(function* (kind, id, workerId, p) {
    const encoded = yield* encode(kind.progress, p)
    yield* db.query((k) =>
      k
        .updateTable("jobs")
        .set({ progress: jsonb(encoded), updated_at: sql`now()` })
        .where("id", "=", id)
        .where("worker_id", "=", workerId)
        .where("state", "=", "running")
        .execute()
    )
  })

  /** Moves a running job of ours to a terminal state and runs its lifecycle, atomically. */
  const finish = (
    id: string,
    workerId: string,
    set: {
      readonly state: "succeeded" | "failed"
      readonly result?: Json
      readonly error?: string
      readonly last_error?: string
    },
    then: (id: string) => Effect.Effect<void, DatabaseError>
  ) =>
    db.transaction(
      Effect.gen(function* () {
        const r = yield* db.query((k) =>
          k
            .updateTable("jobs")
            .set({
              state: set.state,
              ...(set.result !== undefined ? { result: jsonb(set.result) } : {}),
              ...(set.error !== undefined ? { error: set.error } : {}),
              ...(set.last_error !== undefined ? { last_error: set.last_error } : {}),
              progress: null,
              finished_at: sql`now()`,
              updated_at: sql`now()`,
              lease_until: null
            })
            .where("id", "=", id)
            .where("state", "=", "running")
            .where("worker_id", "=", workerId)
            .executeTakeFirst()
        )
        if (r.numUpdatedRows === 0n) return false
        yield* then(id)
        return true
      })
    )

  const succeed: JobsService["succeed"] = (id, workerId, result, lifecycle = noLifecycle) =>
    finish(id, workerId, { state: "succeeded", result }, lifecycle.succeeded).pipe(
      Effect.withSpan("Jobs.succeed", { attributes: { job: id } })
    )

  const fail: JobsService["fail"] = (id, workerId, error, detail, lifecycle = noLifecycle) =>
    finish(
      id,
      workerId,
      { state: "failed", error, last_error: detail.slice(0, 2000) },
      lifecycle.failed
    ).pipe(Effect.withSpan("Jobs.fail", { attributes: { job: id, error } }))

  const retry: JobsService["retry"] = (id, workerId, detail, delayMs, countAttempt = true) =>
    db
      .query((k) =>
        k
          .updateTable("jobs")
          .set((eb) => ({
            state: "queued",
            worker_id: null,
            lease_until: null,
            last_error: detail.slice(0, 2000),
            run_at: sql`now() + make_interval(secs => ${delayMs / 1000})`,
            updated_at: sql`now()`,
            ...(countAttempt
              ? {}
              : { attempts: eb.fn<number>("greatest", [eb("attempts", "-", 1), eb.lit(0)]) })
          }))
          .where("id", "=", id)
          .where("worker_id", "=", workerId)
          .where("state", "=", "running")
          .executeTakeFirst()
      )
      .pipe(
        Effect.map((r) => r.numUpdatedRows > 0n),
        Effect.withSpan("Jobs.retry", { attributes: { job: id } })
      )

  const reap: JobsService["reap"] = Effect.fn("Jobs.reap")(function* (lifecycles) {
    const queues = Object.keys(lifecycles)
    if (queues.length === 0) return 0
    const lost = yield* db.query((k) =>
      k
        .selectFrom("jobs")
        .select(["id", "queue"])
        .where("state", "=", "running")
        .where("queue", "in", queues)
        .where("lease_until", "<", sql<Date>`now()`)
        .where((eb) => eb("attempts", ">=", eb.ref("max_attempts")))
        .limit(100)
        .execute()
    )
    let n = 0
    for (const { id, queue } of lost) {
      const done = yield* db.transaction(
        Effect.gen(function* () {
          const r = yield* db.query((k) =>
            k
              .updateTable("jobs")
              .set({
                state: "failed",
                error: "worker_lost",
                last_error: "the worker running the last attempt stopped answering (lease expired)",
                finished_at: sql`now()`,
                updated_at: sql`now()`,
                lease_until: null,
                progress: null
              })
              .where("id", "=", id)
              .where("state", "=", "running")
              .where("lease_until", "<", sql<Date>`now()`)
              .executeTakeFirst()
          )
          if (r.numUpdatedRows === 0n) return false
          yield* (lifecycles[queue] ?? noLifecycle).failed(id)
          return true
        })
      )
      if (done) n++
    }
    return n
  })

  const get: JobsService["get"] = (id) =>
    uuid.test(id)
      ? db
          .query((k) => k.selectFrom("jobs").select(columns).where("id", "=", id).executeTakeFirst())
          .pipe(Effect.withSpan("Jobs.get", { attributes: { job: id } }))
      : Effect.succeed(undefined)

  const poll: JobsService["poll"] = Effect.fn("Jobs.poll")(function* <K extends JobKind.JobKind>(
    kind: K,
    id: string,
    accountId: string,
    options: PollOptions = {}
  ) {
    // Job ids are UUIDs; anything else cannot name a job (and must not reach a uuid column).
    if (!uuid.test(id)) return Option.none()
    // Ownership and kind are part of the query: a foreign id costs what an unknown one does.
    // A text kind's result is read as text, never parsed here (it goes out as it is).
    const row = yield* db.query((k) =>
      k
        .selectFrom("jobs")
        .select(["id", "state", "started_at", "progress", "error", "attempts"])
        .select((kind.text === true ? sql<Json | null>`result::text` : sql<Json | null>`result`).as("result"))
        .$if(options.payload === true, (q) =>
          q.select((kind.text === true ? sql<Json>`payload::text` : sql<Json>`payload`).as("payload"))
        )
        .where("id", "=", id)
        .where("account_id", "=", accountId)
        .where("queue", "=", kind.queue)
        .executeTakeFirst()
    )
    if (row === undefined) return Option.none()
    const status = statusOf(row)
    const stored = (schema: Schema.Schema<any, any>, value: Json) =>
      kind.text === true ? Effect.succeed(new JsonText(value as string)) : decode(schema, value)
    const payload = (row as { payload?: Json }).payload
    const job: Job<K> = {
      id: row.id,
      status,
      payload: payload === undefined ? null : yield* stored(kind.payload, payload),
      progress:
        status === "running" && row.progress !== null ? yield* decode(kind.progress, row.progress) : null,
      result: status === "succeeded" && row.result !== null ? yield* stored(kind.result, row.result) : null,
      error: status === "failed" ? row.error : null,
      attempts: row.attempts
    }
    return Option.some(job)
  })

  return {
    enqueue,
    claim,
    heartbeat,
    progress,
    succeed,
    fail,
    retry,
    reap,
    get,
    poll
  } satisfies JobsService
})

export const layer = Layer.effect(Jobs, make)
