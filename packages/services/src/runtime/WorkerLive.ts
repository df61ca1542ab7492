/**
 * The worker's wiring, below both runtimes (`apps/worker` standalone, `apps/api` embedded):
 * every component's job handlers, its configuration and the layer that runs the loop for as
 * long as its scope lives. Components add their handlers in {@link handlers}.
 */
import { Db, Settings } from "@cis/db"
import { Clock, Config, type ConfigError, Effect, Layer, type Scope } from "effect"
import { Audit } from "../audit/index.js"
import { Billing } from "../billing/index.js"
import { Idempotency } from "../idempotency/index.js"
import { type Jobs, Worker } from "../jobs/index.js"
import { Personas } from "../personas/index.js"
import { Delivery } from "../turn-taking/index.js"

/**
 * `CIS_WORKER_CONCURRENCY` (1-64, default 2), `CIS_WORKER_POLL_MS` (10-60000, default 500),
 * `CIS_WORKER_LEASE_MS` (1000-3600000, default 30000), `CIS_TURN_TAKING_RETENTION_HOURS`
 * (24-87600, default 168: how long a thread's socket events and settled outbox rows are kept).
 */
export const WorkerConfig = Config.all({
  concurrency: Settings.integerInRange("CIS_WORKER_CONCURRENCY", { min: 1, max: 64, default: 2 }),
  pollMs: Settings.integerInRange("CIS_WORKER_POLL_MS", { min: 10, max: 60_000, default: 500 }),
  leaseMs: Settings.integerInRange("CIS_WORKER_LEASE_MS", { min: 1000, max: 3_600_000, default: 30_000 }),
  retentionHours: Settings.integerInRange("CIS_TURN_TAKING_RETENTION_HOURS", {
    min: 24,
    max: 87_600,
    default: 168
  })
})

/** How often the turn-taking retention sweep runs (it rides on the worker's maintenance pass). */
export const retentionEveryMs = 10 * 60_000

/** Every component's handlers. */
export const handlers: Effect.Effect<
  ReadonlyArray<Worker.Handler<any>>,
  never,
  Personas | Audit
> = Effect.map(Effect.all([Personas, Audit]), ([p, a]) => [...p.handlers, ...a.handlers])

/**
 * Runs a worker with every handler and the periodic sweepers, for the life of the scope: expired
 * credit holds are released, `Idempotency-Key` records past their 24 hours are deleted, and
 * every {@link retentionEveryMs} the turn-taking retention sweep runs (`retentionHours`).
 */
export const run = (
  options: Omit<Worker.WorkerOptions, "handlers" | "maintenance"> & { readonly retentionHours?: number } = {}
): Effect.Effect<
  { readonly workerId: string },
  never,
  Jobs | Db | Billing | Idempotency | Personas | Audit | Scope.Scope
> =>
  Effect.gen(function* () {
    const billing = yield* Billing
    const idempotency = yield* Idempotency
    const h = yield* handlers
    const db = yield* Db
    const { retentionHours = 168, ...workerOptions } = options
    let lastRetention = Number.NEGATIVE_INFINITY
    const retention = Effect.flatMap(Clock.currentTimeMillis, (now) => {
      if (now - lastRetention < retentionEveryMs) return Effect.void
      lastRetention = now
      return Effect.flatMap(Delivery.sweep(now, retentionHours * 3_600_000), (deleted) =>
        deleted.events + deleted.outbox + deleted.grants === 0
          ? Effect.void
          : Effect.logInfo(
              `turn-taking retention: deleted ${deleted.events} events, ${deleted.outbox} settled messages, ${deleted.grants} grants`
            )
      )
    })
    const worker = yield* Worker.run({
      ...workerOptions,
      handlers: h,
      maintenance: Effect.all([billing.sweep, idempotency.sweep, Effect.provideService(retention, Db, db)], {
        discard: true
      })
    })
    yield* Effect.logInfo(
      `worker ${worker.workerId} running queues: ${h.map((x) => x.kind.queue).join(", ")}`
    )
    return worker
  })

/**
 * The worker configured by {@link WorkerConfig}, and the turn-taking delivery scheduler, for as
 * long as the layer lives.
 */
export const layer: Layer.Layer<
  never,
  ConfigError.ConfigError,
  Jobs | Db | Billing | Idempotency | Personas | Audit
> = Layer.mergeAll(
  Layer.scopedDiscard(Effect.flatMap(WorkerConfig, (config) => run(config))),
  Delivery.configuredSchedulerLayer
)
