/**
 * The job loop shared by `apps/worker` (standalone, any number of replicas) and `pnpm start`
 * (embedded). It claims ready jobs of its queues up to its concurrency, keeps their leases
 * alive with heartbeats, runs the queue's handler and records the outcome:
 * - success: `succeeded` with the handler's result (holds charged);
 * - `JobFailure` with `retryable` and attempts left: back to the queue after a back-off;
 * - otherwise `failed` with the failure's stable `category` (holds released); a defect is
 *   category `internal_error`.
 * Every few seconds it also reaps jobs whose last attempt's worker died (`worker_lost`) and
 * sweeps expired credit holds.
 *
 * Shutdown (scope close, e.g. SIGTERM): stop claiming, let running jobs finish for up to
 * `shutdownGraceMs`, then interrupt the rest, which go back to the queue at once without
 * spending an attempt.
 */
import { Cause, Data, Duration, Effect, Fiber, FiberSet, Option, Ref, Schedule } from "effect"
import { Billing } from "../billing/Billing.js"
import { type JobRow, JobSignals, Jobs } from "./Jobs.js"

/** A job's attempt failed. `category` is the stable `error` shown when it fails for good. */
export class JobFailure extends Data.TaggedError("JobFailure")<{
  readonly category: string
  readonly detail: string
  readonly retryable: boolean
}> {}

export interface JobContext {
  readonly id: string
  readonly accountId: string | null
  readonly payload: unknown
  /** 1-based attempt number. */
  readonly attempt: number
  readonly maxAttempts: number
  readonly reportProgress: (progress: unknown) => Effect.Effect<void>
}

export type Handler = (job: JobContext) => Effect.Effect<unknown, JobFailure>

export interface WorkerOptions {
  readonly workerId?: string
  readonly handlers: Readonly<Record<string, Handler>>
  /** Jobs run at once by this worker (default 2). */
  readonly concurrency?: number
  /** Poll interval when idle (default 500 ms); in-process enqueues wake the loop at once. */
  readonly pollMs?: number
  /** Lease per claim, renewed every third of it (default 30 s). */
  readonly leaseMs?: number
  /** Reap and sweep interval (default 5 s). */
  readonly maintenanceMs?: number
  readonly shutdownGraceMs?: number
  /** Back-off before retry `n` (1-based): `retryBaseMs * 2^(n-1)` (default 1 s). */
  readonly retryBaseMs?: number
}

export const run = (options: WorkerOptions) =>
  Effect.gen(function* () {
    const jobs = yield* Jobs
    const billing = yield* Billing
    const signals = yield* JobSignals
    const workerId = options.workerId ?? `worker-${process.pid}-${crypto.randomUUID().slice(0, 8)}`
    const concurrency = options.concurrency ?? 2
    const pollMs = options.pollMs ?? 500
    const leaseMs = options.leaseMs ?? 30_000
    const maintenanceMs = options.maintenanceMs ?? 5_000
    const graceMs = options.shutdownGraceMs ?? 20_000
    const retryBaseMs = options.retryBaseMs ?? 1_000
    const queues = Object.keys(options.handlers)
    const running = yield* FiberSet.make<void, never>()
    const inFlight = yield* Ref.make(0)

    // A wake-up latch: set by in-process enqueues and finished jobs, consumed by the loop.
    let wake: (() => void) | undefined
    const signal = () => {
      const w = wake
      wake = undefined
      w?.()
    }
    signals.add(signal)
    yield* Effect.addFinalizer(() => Effect.sync(() => signals.delete(signal)))
    const sleepOrWake = Effect.async<void>((resume) => {
      const t = setTimeout(() => resume(Effect.void), pollMs)
      wake = () => {
        clearTimeout(t)
        resume(Effect.void)
      }
      return Effect.sync(() => clearTimeout(t))
    })

    const process1 = (row: JobRow) => {
      const handler = options.handlers[row.queue]!
      const ctx: JobContext = {
        id: row.id,
        accountId: row.account_id,
        payload: row.payload,
        attempt: row.attempts,
        maxAttempts: row.max_attempts,
        reportProgress: (p) => jobs.progress(row.id, workerId, p).pipe(Effect.ignore)
      }
      const heartbeat = jobs
        .heartbeat(row.id, workerId, leaseMs)
        .pipe(Effect.ignore, Effect.delay(Duration.millis(leaseMs / 3)), Effect.forever)
      const outcome = (exit: import("effect/Exit").Exit<unknown, JobFailure>) => {
        if (exit._tag === "Success") return jobs.succeed(row.id, workerId, exit.value)
        if (Cause.isInterruptedOnly(exit.cause))
          return jobs.retry(row.id, workerId, "interrupted by shutdown", 0, false)
        const failure = Cause.failureOption(exit.cause)
        const f = Option.isSome(failure)
          ? failure.value
          : new JobFailure({ category: "internal_error", detail: Cause.pretty(exit.cause), retryable: true })
        if (f.retryable && row.attempts < row.max_attempts) {
          return jobs.retry(
            row.id,
            workerId,
            `${f.category}: ${f.detail}`,
            retryBaseMs * 2 ** (row.attempts - 1)
          )
        }
        return jobs.fail(row.id, workerId, f.category, f.detail)
      }
      // The handler runs interruptibly; recording its outcome (including "interrupted by
      // shutdown", which hands the job back) does not.
      return Effect.uninterruptibleMask((restore) =>
        Effect.gen(function* () {
          const hb = yield* Effect.fork(Effect.interruptible(heartbeat))
          const exit = yield* Effect.exit(restore(handler(ctx)))
          yield* Fiber.interrupt(hb)
          yield* outcome(exit).pipe(
            Effect.retry({ times: 5, schedule: Schedule.exponential("100 millis") }),
            Effect.catchAll((e) =>
              Effect.logWarning(`job ${row.id}: could not record its outcome: ${e.message}`)
            )
          )
        })
      ).pipe(
        Effect.ensuring(Ref.update(inFlight, (n) => n - 1).pipe(Effect.zipRight(Effect.sync(signal)))),
        Effect.withSpan("Worker.job", { attributes: { queue: row.queue, job: row.id } })
      )
    }

    const loop = Effect.gen(function* () {
      const busy = yield* Ref.get(inFlight)
      const free = concurrency - busy
      if (free > 0) {
        const rows = yield* jobs
          .claim(workerId, queues, free, leaseMs)
          .pipe(
            Effect.catchAll((e) =>
              Effect.logWarning(`job claim failed: ${e.message}`).pipe(Effect.as([] as ReadonlyArray<JobRow>))
            )
          )
        for (const row of rows) {
          yield* Ref.update(inFlight, (n) => n + 1)
          yield* FiberSet.run(running, process1(row))
        }
        if (rows.length === free) return // maybe more ready: claim again at once
      }
      yield* sleepOrWake
    }).pipe(Effect.forever)

    const maintenance = Effect.gen(function* () {
      yield* jobs.reap
      yield* billing.sweep
    }).pipe(
      Effect.catchAll((e) => Effect.logWarning(`job maintenance failed: ${e.message}`)),
      Effect.zipRight(Effect.sleep(Duration.millis(maintenanceMs))),
      Effect.forever
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
