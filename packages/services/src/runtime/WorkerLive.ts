/**
 * The worker's wiring, below both runtimes (`apps/worker` standalone, `apps/api` embedded):
 * every component's job handlers, its configuration and the layer that runs the loop for as
 * long as its scope lives. Components add their handlers in {@link handlers}.
 */
import { type Db, Settings } from "@cis/db"
import { Config, type ConfigError, Effect, Layer, type Scope } from "effect"
import { Audit } from "../audit/index.js"
import { Billing } from "../billing/index.js"
import { Idempotency } from "../idempotency/index.js"
import { type Jobs, Worker } from "../jobs/index.js"
import { Personas } from "../personas/index.js"
import { Delivery } from "../turn-taking/index.js"

/**
 * `CIS_WORKER_CONCURRENCY` (1-64, default 2), `CIS_WORKER_POLL_MS` (10-60000, default 500),
 * `CIS_WORKER_LEASE_MS` (1000-3600000, default 30000).
 */
export const WorkerConfig = Config.all({
  concurrency: Settings.integerInRange("CIS_WORKER_CONCURRENCY", { min: 1, max: 64, default: 2 }),
  pollMs: Settings.integerInRange("CIS_WORKER_POLL_MS", { min: 10, max: 60_000, default: 500 }),
  leaseMs: Settings.integerInRange("CIS_WORKER_LEASE_MS", { min: 1000, max: 3_600_000, default: 30_000 })
})

/** Every component's handlers. */
export const handlers: Effect.Effect<
  ReadonlyArray<Worker.Handler<any>>,
  never,
  Personas | Audit
> = Effect.map(Effect.all([Personas, Audit]), ([p, a]) => [...p.handlers, ...a.handlers])

/**
 * Runs a worker with every handler and the periodic sweepers, for the life of the scope: expired
 * credit holds are released and `Idempotency-Key` records past their 24 hours are deleted.
 */
export const run = (
  options: Omit<Worker.WorkerOptions, "handlers" | "maintenance"> = {}
): Effect.Effect<
  { readonly workerId: string },
  never,
  Jobs | Db | Billing | Idempotency | Personas | Audit | Scope.Scope
> =>
  Effect.gen(function* () {
    const billing = yield* Billing
    const idempotency = yield* Idempotency
    const h = yield* handlers
    const worker = yield* Worker.run({
      ...options,
      handlers: h,
      maintenance: Effect.zip(billing.sweep, idempotency.sweep)
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
  Delivery.schedulerLayer()
)
