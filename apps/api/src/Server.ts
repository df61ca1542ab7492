/**
 * The API server: the contract's `HttpApi` with this app's handlers and authentication, the
 * edge ({@link Edge}), `/openapi.json` and `/docs`, on `@effect/platform-node`'s HTTP server.
 */
import { createServer } from "node:http"
import { Api } from "@cis/contract"
import type * as Db from "@cis/db"
import type { Accounts, Ask, Billing, Personas } from "@cis/services"
import {
  HttpApiBuilder,
  HttpApiScalar,
  HttpApp,
  HttpMiddleware,
  HttpRouter,
  HttpServer,
  HttpServerResponse
} from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { Effect, Layer, type Option } from "effect"
import { adminLive, bearerLive } from "./Auth.js"
import { renderDocs } from "./Docs.js"
import * as Edge from "./Edge.js"
import { AdminLive } from "./handlers/admin.js"
import { PersonasLive } from "./handlers/personas.js"
import { PlatformLive } from "./handlers/platform.js"
import { TurnTakingLive } from "./handlers/turnTaking.js"

/** Longest path parameter the router matches; the schemas bound each far below. */
export const maxPathParamLength = 2048

/** Every service a handler may use. */
export type AppServices = Accounts.Accounts | Ask.Ask | Billing.Billing | Personas.Personas | Db.Db

/**
 * Routes outside the API definition, answered without authentication: the OpenAPI document,
 * the interactive reference at `/docs` (Scalar, its script served inline so it works offline)
 * and a plain, script-free page at `/docs/plain`.
 */
const documents = (publicUrl: string) =>
  Layer.mergeAll(
    HttpApiScalar.layer({ path: "/docs" }),
    HttpApiBuilder.Router.use((router) =>
      Effect.gen(function* () {
        const spec = Api.document("1.0.0", [{ url: publicUrl }])
        const json = JSON.stringify(spec)
        const html = renderDocs(spec)
        yield* router.get(
          "/openapi.json",
          Effect.succeed(HttpServerResponse.text(json, { contentType: "application/json" }))
        )
        yield* router.get("/docs/plain", Effect.succeed(HttpServerResponse.html(html)))
        yield* router.get("/", Effect.succeed(root))
      })
    )
  )

/** `GET /`: where to look. */
const root = HttpServerResponse.unsafeJson({
  service: "Conversation Intelligence Service",
  docs: "/docs",
  openapi: "/openapi.json"
})

const documentRoutes = [
  { method: "GET", path: "/" },
  { method: "GET", path: "/openapi.json" },
  { method: "GET", path: "/docs" },
  { method: "GET", path: "/docs/plain" }
]

export interface AppOptions {
  readonly publicUrl: string
  readonly adminToken: Option.Option<string>
  /** More raw routes (tests), registered on the same router behind the same edge. */
  readonly extra?: {
    readonly layer: Layer.Layer<never>
    readonly routes: ReadonlyArray<{ readonly method: string; readonly path: string }>
  }
}

/** Per request: the request id (`x-request-id` on every response), in logs and 500 envelopes. */
export const requestMiddleware = (app: HttpApp.Default): HttpApp.Default =>
  Effect.suspend(() => {
    const id = Edge.nextRequestId()
    return HttpApp.appendPreResponseHandler((_request, response) =>
      Effect.succeed(HttpServerResponse.setHeader(response, "x-request-id", id))
    ).pipe(Effect.zipRight(app), Effect.provideService(Edge.RequestId, id))
  })

/** The whole HTTP application as a layer; needs an `HttpServer` and the services. */
export const appLayer = (options: AppOptions) =>
  HttpApiBuilder.serve(requestMiddleware).pipe(
    // No trace exporter is configured, so per-request spans would only cost time.
    HttpMiddleware.withTracerDisabledWhen(() => true),
    Layer.provide(documents(options.publicUrl)),
    Layer.provide(options.extra?.layer ?? Layer.empty),
    Layer.provide(
      HttpApiBuilder.middleware(
        Edge.middleware({ extra: [...documentRoutes, ...(options.extra?.routes ?? [])] })
      )
    ),
    Layer.provide(HttpApiBuilder.api(Api.Api)),
    Layer.provide([PlatformLive, AdminLive, PersonasLive, TurnTakingLive]),
    Layer.provide([bearerLive, adminLive(options.adminToken)]),
    // Path parameters longer than the router's default 100 characters would not match their
    // route at all (a 404 or a contradictory 405); let them reach the schema, which answers 422.
    Layer.provide(HttpRouter.setRouterConfig({ maxParamLength: maxPathParamLength }))
  )

export interface ServerOptions {
  readonly port: number
  readonly host: string
  readonly publicUrl: string
  readonly adminToken: Option.Option<string>
}

/** The HTTP server layer; needs the services. */
export const layer = (options: ServerOptions) =>
  appLayer(options).pipe(
    HttpServer.withLogAddress,
    Layer.provide(
      NodeHttpServer.layer(() => createServer({ keepAliveTimeout: 65_000 }), {
        port: options.port,
        host: options.host
      })
    )
  )
