/**
 * The API server: routes of every component, `/openapi.json`, `/docs`, on
 * `@effect/platform-node`'s HTTP server.
 */
import { createServer } from "node:http"
import { Endpoints, OpenApiDoc } from "@cis/contract"
import type * as Db from "@cis/db"
import type { LanguageModel } from "@cis/llm"
import type { Accounts, Ask, Billing, Jobs, Personas, ServiceConfig } from "@cis/services"
import { HttpMiddleware, HttpServer, HttpServerResponse } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { Effect, Layer, type Option } from "effect"
import { renderDocs } from "./Docs.js"
import { makeApp, type RawRoute, type Route } from "./Http.js"
import { routes as personasRoutes } from "./handlers/personas.js"
import { routes as platformRoutes } from "./handlers/platform.js"

/** Every service a handler may use. */
export type AppServices =
  | Accounts.Accounts
  | Ask.Ask
  | Billing.Billing
  | Jobs.Jobs
  | Personas.Personas
  | Db.Db
  | LanguageModel
  | ServiceConfig.ServiceConfig

export const routes: ReadonlyArray<Route<AppServices>> = [...platformRoutes, ...personasRoutes]

export const makeRaw = (publicUrl: string): ReadonlyArray<RawRoute<AppServices>> => {
  const spec = { ...OpenApiDoc.document(Endpoints.all), servers: [{ url: publicUrl }] }
  const json = JSON.stringify(spec)
  const html = renderDocs(spec)
  return [
    {
      method: "GET",
      path: "/openapi.json",
      handler: Effect.succeed(HttpServerResponse.text(json, { contentType: "application/json" }))
    },
    { method: "GET", path: "/docs", handler: Effect.succeed(HttpServerResponse.html(html)) }
  ]
}

export interface ServerOptions {
  readonly port: number
  readonly host: string
  readonly publicUrl: string
  readonly adminToken: Option.Option<string>
}

/** The HTTP server layer; needs the services. */
export const layer = (options: ServerOptions) =>
  HttpServer.serve(makeApp({ routes, raw: makeRaw(options.publicUrl), adminToken: options.adminToken })).pipe(
    // No trace exporter is configured, so per-request spans would only cost time (their
    // attributes include redacting the Authorization header on every call).
    HttpMiddleware.withTracerDisabledWhen(() => true),
    HttpServer.withLogAddress,
    Layer.provide(
      NodeHttpServer.layer(() => createServer({ keepAliveTimeout: 65_000 }), {
        port: options.port,
        host: options.host
      })
    )
  )
