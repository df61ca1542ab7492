/**
 * Standalone worker: `DATABASE_URL=postgres://... pnpm worker`. Any number of replicas may
 * share one database. SIGTERM stops claiming, lets running jobs finish (20 s grace), then
 * hands the rest back to the queue. Configuration is checked before the database is opened.
 */
import * as Db from "@cis/db"
import * as Llm from "@cis/llm"
import { ServiceConfig, layer as servicesLayer } from "@cis/services"
import { NodeRuntime } from "@effect/platform-node"
import { Config, Effect, Layer } from "effect"
import { layer, WorkerConfig } from "./index.js"

const MainLive = Layer.unwrapEffect(
  Effect.as(
    Config.all([Db.DbConfig, Llm.LanguageModelConfig, ServiceConfig.config, WorkerConfig]),
    layer.pipe(
      Layer.provide(servicesLayer),
      Layer.provide(Layer.mergeAll(Db.layer, Llm.layer, ServiceConfig.layer))
    )
  )
)

NodeRuntime.runMain(Layer.launch(MainLive))
