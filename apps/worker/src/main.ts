/**
 * Standalone worker: `DATABASE_URL=postgres://... pnpm worker`. Any number of replicas may
 * share one database. SIGTERM stops claiming, lets running jobs finish (20 s grace), then
 * hands the rest back to the queue. Configuration is checked before the database is opened.
 */
import * as Db from "@cis/db"
import {
  LlmConfig,
  SearchConfig,
  ServiceConfig,
  layer as servicesLayer,
  Telemetry,
  WorkerLive
} from "@cis/services"
import { NodeRuntime } from "@effect/platform-node"
import { Config, Effect, Layer } from "effect"

const MainLive = Layer.unwrapEffect(
  Effect.as(
    Config.all([
      Db.DbConfig,
      LlmConfig.LanguageModelConfig,
      SearchConfig.SearchConfig,
      ServiceConfig.config,
      WorkerLive.WorkerConfig,
      Telemetry.TelemetryConfig
    ]),
    WorkerLive.layer.pipe(
      Layer.provide(servicesLayer),
      Layer.provide(Layer.mergeAll(Db.layer, LlmConfig.layer, ServiceConfig.layer, SearchConfig.layer)),
      Layer.provide(Telemetry.layer("cis-worker"))
    )
  )
)

NodeRuntime.runMain(Layer.launch(MainLive))
