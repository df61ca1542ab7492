/**
 * @cis/worker: the job runtime. `layer` runs the worker loop with every component's
 * handlers for as long as its scope lives (standalone in `main.ts`, embedded in `pnpm start`).
 */
import type { Billing, Jobs, Personas } from "@cis/services"
import { Worker } from "@cis/services"
import { Config, type ConfigError, Effect, Layer } from "effect"
import { handlers } from "./Handlers.js"

export { handlers } from "./Handlers.js"

/** `CIS_WORKER_CONCURRENCY` (2), `CIS_WORKER_POLL_MS` (500), `CIS_WORKER_LEASE_MS` (30000). */
export const WorkerConfig = Config.all({
  concurrency: Config.integer("CIS_WORKER_CONCURRENCY").pipe(
    Config.validate({
      message: "CIS_WORKER_CONCURRENCY must be between 1 and 64",
      validation: (n) => n >= 1 && n <= 64
    }),
    Config.withDefault(2)
  ),
  pollMs: Config.integer("CIS_WORKER_POLL_MS").pipe(
    Config.validate({
      message: "CIS_WORKER_POLL_MS must be between 10 and 60000",
      validation: (n) => n >= 10 && n <= 60_000
    }),
    Config.withDefault(500)
  ),
  leaseMs: Config.integer("CIS_WORKER_LEASE_MS").pipe(
    Config.validate({
      message: "CIS_WORKER_LEASE_MS must be between 1000 and 3600000",
      validation: (n) => n >= 1000 && n <= 3_600_000
    }),
    Config.withDefault(30_000)
  )
})

export const layer: Layer.Layer<
  never,
  ConfigError.ConfigError,
  Jobs.Jobs | Jobs.JobSignals | Billing.Billing | Personas.Personas
> = Layer.scopedDiscard(
  Effect.gen(function* () {
    const config = yield* WorkerConfig
    const h = yield* handlers
    const { workerId } = yield* Worker.run({ ...config, handlers: h })
    yield* Effect.logInfo(
      `worker ${workerId} running queues: ${Object.keys(h).join(", ") || "(none; maintenance only)"}`
    )
  })
)
