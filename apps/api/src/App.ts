/**
 * The whole service in one process: the API server and, on the same database, the job
 * worker. Every configuration variable is read and checked first, before any database is
 * opened, so an invalid value stops start-up at once with a message naming it.
 */
import * as Db from "@cis/db"
import {
  LlmConfig,
  SearchConfig,
  ServiceConfig,
  layer as servicesLayer,
  Telemetry,
  TurnTaking,
  WorkerLive
} from "@cis/services"
import { Config, Effect, Layer, Option } from "effect"
import { ApiConfig, publicUrl, resolveAdminToken } from "./Config.js"
import * as Server from "./Server.js"

/** Every variable the process reads, checked together (all problems reported at once). */
export const AllConfig = Config.all([
  ApiConfig,
  Db.DbConfig,
  LlmConfig.LanguageModelConfig,
  ServiceConfig.config,
  WorkerLive.WorkerConfig,
  Telemetry.TelemetryConfig,
  SearchConfig.SearchConfig,
  TurnTaking.TurnTakingConfig
])

/** API + embedded worker over the configured database, provider and prices. */
export const MainLive = Layer.unwrapEffect(
  Effect.gen(function* () {
    const [config, , , , , observability] = yield* AllConfig
    const adminToken = yield* resolveAdminToken(config)
    const server = Server.layer({
      port: config.port,
      host: config.host,
      publicUrl: publicUrl(config),
      adminToken,
      tracing: Option.isSome(observability.otlpEndpoint),
      rateLimitPerMinute: config.rateLimitPerMinute
    })
    return Layer.mergeAll(server, WorkerLive.layer).pipe(
      Layer.provide(servicesLayer),
      Layer.provide(Layer.mergeAll(Db.layer, LlmConfig.layer, ServiceConfig.layer, SearchConfig.layer)),
      Layer.provide(Telemetry.layer("cis-api"))
    )
  })
)
