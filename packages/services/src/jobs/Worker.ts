/**
 * The job loop shared by `apps/worker` (standalone, any number of replicas) and `pnpm start`
 * (embedded). It claims ready jobs of its handlers' queues up to its concurrency, keeps their
 * leases alive with heartbeats, decodes each payload with its kind's schema, runs the handler,
 * encodes the result and records the outcome:
 * - success: `succeeded` with the encoded result, then the handler's `lifecycle.succeeded`;
 * - `JobFailure` with `retryable` and attempts left: back to the queue after a back-off
 *   (the job still reads as running);
 * - otherwise `failed` with the failure's stable `category`, then `lifecycle.failed`; a payload
 *   that does not decode is `invalid_input`, a defect is `internal_error` (retried).
 *
 * Wake-ups: `LISTEN cis_jobs` (a new job anywhere, sent after its commit), a finished job of
 * its own, else the poll interval. Every wait is an Effect (`Queue`, `Effect.sleep`,
 * `Schedule`), so `TestClock` drives the loop's time in tests. Every `maintenanceMs` it reaps
 * jobs whose last attempt's worker died (`worker_lost`) and runs the extra `maintenance`
 * (e.g. the credit-hold sweeper).
 *
 * Shutdown (scope close, e.g. SIGTERM): stop claiming, let running jobs finish for up to
 * `shutdownGraceMs`, then interrupt the rest, which go back to the queue at once without
 * spending an attempt.
 */
import { type DatabaseError, Db, type Json, JsonText } from "@cis/db"
import {
  Cause,
  Data,
  Duration,
  Effect,
  type Exit,
  Fiber,
  FiberSet,
  Metric,
  Option,
  ParseResult,
  Queue,
  Ref,
  Schedule,
  Schema,
  type Scope
} from "effect"
import type * as JobKind from "./JobKind.js"
import { type ClaimedRow, channel, Jobs, type Lifecycle, noLifecycle } from "./Jobs.js"

/** Attempts finished, by `queue` and `outcome` (`succeeded`, `retried`, `failed`, `handed_back`). */
export const attemptsFinished = Metric.counter("cis_job_attempts_total", {
  description: "job attempts finished, by queue and outcome"
})

/** Duration of an attempt's handler, by `queue`, in milliseconds. */
export const attemptDuration = Metric.timerWithBoundaries(
  "cis_job_attempt_duration",
  [5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 30_000, 60_000],
  "duration of a job attempt's handler, by queue"
)

/** A job's attempt failed. `category` is the stable `error` shown when it fails for good. */
export class JobFailure extends Data.TaggedError("JobFailure")<{
  readonly category: string
  readonly detail: string
  readonly retryable: boolean
}> {}

export interface JobContext<K extends JobKind.JobKind> {
  readonly id: string
  readonly accountId: string | null
  readonly payload: JobKind.Payload<K>
  /** 1-based attempt number. */
  readonly attempt: number
  readonly maxAttempts: number
  readonly reportProgress: (progress: JobKind.Progress<K>) => Effect.Effect<void>
}

/** What a worker runs for one job kind, and what happens when such a job ends. */
export interface Handler<K extends JobKind.JobKind = JobKind.JobKind> {
  readonly kind: K
  readonly run: (job: JobContext<K>) => Effect.Effect<JobKind.Result<K>, JobFailure>
  readonly lifecycle: Lifecycle
}

/** A handler for `kind`; `lifecycle` (default: none) runs in the transaction that ends a job. */
export const handler = <K extends JobKind.JobKind>(
  kind: K,
  run: (job: JobContext<K>) => Effect.Effect<JobKind.Result<K>, JobFailure>,
  lifecycle: Lifecycle = noLifecycle
): Handler<K> => ({ kind, run, lifecycle })

export interface WorkerOptions {
  readonly workerId?: string
  readonly handlers: ReadonlyArray<Handler<any>>
  /** Jobs run at once by this worker (default 2). */
  readonly concurrency?: number
  /** Poll interval when idle and no wake-up came (default 500 ms). */
  readonly pollMs?: number
  /** Lease per claim, renewed every third of it (default 30 s). */
  readonly leaseMs?: number
  /** Reap and maintenance interval (default 5 s). */
  readonly maintenanceMs?: number
  /** Extra periodic work (e.g. sweeping expired credit holds). */
  readonly maintenance?: Effect.Effect<unknown, DatabaseError>
  readonly shutdownGraceMs?: number
  /** Back-off before retry `n` (1-based): `retryBaseMs * 2^(n-1)` (default 1 s). */
  readonly retryBaseMs?: number
}

const invalidInput = (e: ParseResult.ParseError) =>
  new JobFailure({
    category: "invalid_input",
    detail: ParseResult.TreeFormatter.formatErrorSync(e),
    retryable: false
  })

/** Starts a worker for the life of the scope; returns its id. */
export const run = (
  options: WorkerOptions
): Effect.Effect<{ readonly workerId: string }, never, Jobs | Db | Scope.Scope> =>
  Effect.gen(function* () {
    const jobs = yield* Jobs
    const db = yield* Db
    const workerId = options.workerId ?? `worker-${process.pid}-${crypto.randomUUID().slice(0, 8)}`
    const concurrency = options.concurrency ?? 2
    const pollMs = options.pollMs ?? 500
    const leaseMs = options.leaseMs ?? 30_000
    const maintenanceMs = options.maintenanceMs ?? 5_000
    const graceMs = options.shutdownGraceMs ?? 20_000
    const retryBaseMs = options.retryBaseMs ?? 1_000
    const byQueue = new Map<string, Handler>(options.handlers.map((h) => [h.kind.queue, h] as const))
    const queues = [...byQueue.keys()]
    const lifecycles = Object.fromEntries(options.handlers.map((h) => [h.kind.queue, h.lifecycle]))
    const running = yield* FiberSet.make<void, never>()
    const inFlight = yield* Ref.make(0)

    // Wake-ups coalesce: one pending signal is enough to make the loop claim again.
    const wake = yield* Queue.sliding<void>(1)
    const signal = Queue.offer(wake, undefined)
    yield* db
      .listen(channel, () => void Queue.unsafeOffer(wake, undefined))
      .pipe(Effect.catchAll((e) => Effect.logWarning(`LISTEN ${channel} failed, polling only: ${e.message}`)))

    const process1 = (row: ClaimedRow) => {
      const h = byQueue.get(row.queue)!
      const heartbeat = Effect.sleep(Duration.millis(leaseMs / 3)).pipe(
        Effect.zipRight(jobs.heartbeat(row.id, workerId, leaseMs).pipe(Effect.ignore)),
        Effect.forever
      )
      // A text kind's handler gets the payload's JSON text as stored and parses it itself (off
      // this thread); other kinds' payloads are parsed and decoded here.
      const decoded =
        h.kind.text === true
          ? Effect.succeed(new JsonText(row.payload))
          : Effect.sync(() => JSON.parse(row.payload) as unknown).pipe(
              Effect.flatMap(Schema.decodeUnknown(h.kind.payload)),
              Effect.mapError(invalidInput)
            )
      const attempt: Effect.Effect<Json, JobFailure> = decoded.pipe(
        Effect.flatMap((payload) =>
          h.run({
            id: row.id,
            accountId: row.account_id,
            payload,
            attempt: row.attempts,
            maxAttempts: row.max_attempts,
            reportProgress: (p) => jobs.progress(h.kind, row.id, workerId, p).pipe(Effect.ignore)
          })
        ),
        // A result that does not encode is our bug: a defect (internal_error).
        Effect.flatMap((result) => Effect.orDie(Schema.encode(h.kind.result)(result)))
      )
      const count = (outcome: string) =>
        Metric.increment(attemptsFinished).pipe(Effect.tagMetrics({ queue: row.queue, outcome }))
      const outcome = (exit: Exit.Exit<Json, JobFailure>) => {
        if (exit._tag === "Success")
          return Effect.zipLeft(jobs.succeed(row.id, workerId, exit.value, h.lifecycle), count("succeeded"))
        if (Cause.isInterruptedOnly(exit.cause))
          return Effect.zipLeft(
            jobs.retry(row.id, workerId, "interrupted by shutdown", 0, false),
            count("handed_back")
          )
        const failure = Cause.failureOption(exit.cause)
        const f = Option.isSome(failure)
          ? failure.value
          : new JobFailure({ category: "internal_error", detail: Cause.pretty(exit.cause), retryable: true })
        if (f.retryable && row.attempts < row.max_attempts) {
          return Effect.zipLeft(
            jobs.retry(row.id, workerId, `${f.category}: ${f.detail}`, retryBaseMs * 2 ** (row.attempts - 1)),
            count("retried")
          )
        }
        return Effect.zipLeft(jobs.fail(row.id, workerId, f.category, f.detail, h.lifecycle), count("failed"))
      }
      // The handler runs interruptibly; recording its outcome (including "interrupted by
      // shutdown", which hands the job back) does not.
      return Effect.uninterruptibleMask((restore) =>
        Effect.gen(function* () {
          const hb = yield* Effect.fork(Effect.interruptible(heartbeat))
          const exit = yield* Effect.exit(restore(attempt)).pipe(
            Metric.trackDuration(attemptDuration),
            Effect.tagMetrics("queue", row.queue)
          )
          yield* Fiber.interrupt(hb)
          if (exit._tag === "Failure" && !Cause.isInterruptedOnly(exit.cause)) {
            yield* Effect.logWarning(
              `job ${row.id} (${row.queue}) attempt ${row.attempts} failed`,
              exit.cause
            )
          }
          yield* outcome(exit).pipe(
            Effect.retry({ times: 5, schedule: Schedule.exponential("100 millis") }),
            Effect.catchAll((e) =>
              Effect.logWarning(`job ${row.id}: could not record its outcome: ${e.message}`)
            )
          )
        })
      ).pipe(
        Effect.ensuring(
          Effect.zipRight(
            Ref.update(inFlight, (n) => n - 1),
            signal
          )
        ),
        Effect.withSpan("Worker.job", { attributes: { queue: row.queue, job: row.id } })
      )
    }

    const loop = Effect.gen(function* () {
      const free = concurrency - (yield* Ref.get(inFlight))
      if (free > 0) {
        const rows = yield* jobs
          .claim(workerId, queues, free, leaseMs)
          .pipe(
            Effect.catchAll((e) =>
              Effect.logWarning(`job claim failed: ${e.message}`).pipe(
                Effect.as([] as ReadonlyArray<ClaimedRow>)
              )
            )
          )
        for (const row of rows) {
          yield* Ref.update(inFlight, (n) => n + 1)
          yield* FiberSet.run(running, process1(row))
        }
        if (rows.length === free) return // maybe more ready: claim again at once
      }
      yield* Effect.timeoutOption(Queue.take(wake), Duration.millis(pollMs))
    }).pipe(Effect.forever)

    const maintenance = Effect.gen(function* () {
      yield* jobs.reap(lifecycles)
      if (options.maintenance !== undefined) yield* options.maintenance
    }).pipe(
      Effect.catchAll((e) => Effect.logWarning(`job maintenance failed: ${e.message}`)),
      Effect.repeat(Schedule.spaced(Duration.millis(maintenanceMs)))
    )

    const loopFiber = yield* Effect.forkScoped(loop)
    yield* Effect.forkScoped(maintenance)
    // Graceful shutdown: stop claiming, give running jobs the grace period, then interrupt.
    yield* Effect.addFinalizer(() =>
      Effect.gen(function* () {
        yield* Fiber.interrupt(loopFiber)
        // Finalizers run uninterruptibly: the wait must be made interruptible for the timeout to win.
        yield* Effect.interruptible(FiberSet.awaitEmpty(running)).pipe(
          Effect.timeout(Duration.millis(graceMs)),
          Effect.ignore
        )
        yield* FiberSet.clear(running)
      })
    )
    return { workerId }
  })
