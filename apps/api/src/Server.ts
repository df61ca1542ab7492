/**
 * The API server: the contract's `HttpApi` with this app's handlers and authentication, the
 * edge ({@link Edge}), `/openapi.json` and `/docs`, on `@effect/platform-node`'s HTTP server.
 */
import { createServer, type ServerResponse } from "node:http"
import { Api, GrantAuth, Security } from "@cis/contract"
import * as Db from "@cis/db"
import {
  Accounts,
  Analysis,
  Ask,
  Audit,
  Billing,
  Dashboard,
  Idempotency,
  Memory,
  Personas,
  Telemetry,
  TurnTaking
} from "@cis/services"
import {
  Etag,
  FileSystem,
  HttpApiBuilder,
  HttpApiScalar,
  HttpApp,
  HttpMiddleware,
  HttpPlatform,
  HttpRouter,
  HttpServer,
  HttpServerRequest,
  HttpServerResponse,
  Path
} from "@effect/platform"
import { NodeHttpServer, NodeHttpServerRequest } from "@effect/platform-node"
import {
  Cause,
  Context,
  Data,
  Effect,
  FiberId,
  FiberRef,
  FiberRefs,
  HashMap,
  HashSet,
  Layer,
  List,
  Logger,
  LogLevel,
  Option,
  Scope,
  Tracer
} from "effect"
import { adminLive, bearerLive } from "./Auth.js"
import { renderDocs } from "./Docs.js"
import * as DashboardRoutes from "./dashboard/Routes.js"
import * as DashboardSession from "./dashboard/Session.js"
import * as Edge from "./Edge.js"
import { only, withOnly } from "./GroupContext.js"
import { AdminLive, PublicUrl } from "./handlers/admin.js"
import { ForeseeLive, SocialLearningLive, SocialObservabilityLive } from "./handlers/analysis.js"
import { AuditLive } from "./handlers/audit.js"
import { PersonasLive } from "./handlers/personas.js"
import { PlatformLive } from "./handlers/platform.js"
import { SocialMemoryLive } from "./handlers/socialMemory.js"
import { grantLive, TurnTakingLive, TurnTakingSocketLive } from "./handlers/turnTaking.js"
import * as Observability from "./Observability.js"

/** Longest path parameter the router matches; the schemas bound each far below. */
export const maxPathParamLength = Edge.maxPathParamLength

/** Every service a handler may use. */
export type AppServices =
  | Accounts.Accounts
  | Ask.Ask
  | Billing.Billing
  | Personas.Personas
  | Memory.Memory
  | Idempotency.Idempotency
  | Analysis.Analysis
  | Audit.Audit
  | Db.Db
  | Dashboard.Dashboard
  | TurnTaking.TurnTaking
  | TurnTaking.Delivery.Hub

/**
 * Routes outside the API definition, answered without authentication: the OpenAPI document,
 * the interactive reference at `/docs` (Scalar, its script served inline so it works offline)
 * and a plain, script-free page at `/docs/plain`.
 */
const documents = (publicUrl: string) =>
  Layer.mergeAll(
    HttpApiScalar.layer({ path: "/docs", scalar: { withDefaultFonts: false } }),
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
  /**
   * Per-request spans (`http.server ...`). On when traces are exported: a span nobody exports
   * only costs time (about a sixth of whoami's CPU, mostly redacting the request headers).
   */
  readonly tracing?: boolean
  /** Requests per minute per token (`CIS_RATE_LIMIT`); `0`: no limit. */
  readonly rateLimitPerMinute?: number
  /** The built dashboard app (default `apps/dashboard/dist`). */
  readonly dashboardDir?: string
  /** More raw routes (tests), registered on the same router behind the same edge. */
  readonly extra?: {
    readonly layer: Layer.Layer<never>
    readonly routes: ReadonlyArray<{ readonly method: string; readonly path: string }>
  }
}

/**
 * Writes one access log line to the process's loggers (the same loggers, level and format as
 * `Effect.logInfo`), from outside any fiber: the line is written when Node has finished the
 * response, so that the request's own fiber does no logging work.
 */
const accessLogger = Effect.gen(function* () {
  const loggers = yield* FiberRef.get(FiberRef.currentLoggers)
  const minimum = yield* FiberRef.get(FiberRef.currentMinimumLogLevel)
  const fiberRefs = yield* Effect.getFiberRefs
  const fiberId = yield* Effect.fiberId
  const enabled = LogLevel.greaterThanEqual(LogLevel.Info, minimum)
  // The usual case, JSON lines: the line is built directly, not through the logger's generic
  // path. Effect's tracer logger only adds the line to the current span, and there is none here.
  const direct = HashSet.has(loggers, Telemetry.jsonLogger)
  const span = Context.getOption(
    FiberRefs.getOrDefault(fiberRefs, FiberRef.currentContext),
    Tracer.ParentSpan
  )
  const others = [...loggers].filter(
    (l) => !(direct && l === Telemetry.jsonLogger) && !(l === Logger.tracerLogger && Option.isNone(span))
  )
  const thread = FiberId.threadName(fiberId)
  return (annotations: Record<string, string | number>): void => {
    if (!enabled) return
    const date = new Date()
    if (direct) Telemetry.writeInfoLine("request", annotations, thread, date)
    if (others.length === 0) return
    const options = {
      fiberId,
      logLevel: LogLevel.Info,
      message: "request",
      cause: Cause.empty,
      context: fiberRefs,
      spans: List.empty(),
      annotations: HashMap.fromIterable(Object.entries(annotations)),
      date
    }
    for (const logger of others) logger.log(options)
  }
})

/**
 * The one middleware every request goes through, outermost first:
 * - the request id (the client's `x-request-id` when it is sane, else a new one) on the
 *   response, on every log line written while serving it, and in 500 envelopes;
 * - once Node has finished the response (or the client went away: status 499), the request
 *   count and latency of the endpoint as metrics and one JSON access log line, outside the
 *   request's fiber;
 * - the dashboard's session cookie as bearer ({@link DashboardSession.cookieBearer});
 * - the edge ({@link Edge}): the body read as JSON, every failure answered in the envelope.
 * A WebSocket upgrade has no Node response until it is answered: its request id, metrics and
 * log line are handled in its fiber instead.
 */
export const requestMiddleware = (options: Edge.EdgeOptions) =>
  Effect.map(accessLogger, (accessLog) => (app: HttpApp.Default): HttpApp.Default => {
    const edged = Edge.middleware(options)(app)
    const finished = (request: HttpServerRequest.HttpServerRequest, id: string, start: number) =>
      function (this: ServerResponse) {
        const status = this.writableFinished ? this.statusCode : 499
        const endpoint = Edge.endpointOfCached(request.method, request.url)
        const ms = performance.now() - start
        Observability.record(endpoint, status, ms)
        accessLog({
          request_id: id,
          method: request.method,
          path: request.url.split("?")[0] ?? "/",
          endpoint,
          status,
          duration_ms: Math.round(ms * 1000) / 1000
        })
      }
    const upgrade = (request: HttpServerRequest.HttpServerRequest, id: string, start: number) =>
      HttpApp.appendPreResponseHandler((_request, response) =>
        Effect.sync(() => {
          const endpoint = Edge.endpointOfCached(request.method, request.url)
          const ms = performance.now() - start
          Observability.record(endpoint, response.status, ms)
          accessLog({
            request_id: id,
            method: request.method,
            path: request.url.split("?")[0] ?? "/",
            endpoint,
            status: response.status,
            duration_ms: Math.round(ms * 1000) / 1000
          })
          return HttpServerResponse.setHeader(response, "x-request-id", id)
        })
      )
    return Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      const given = request.headers["x-request-id"]
      const id = given !== undefined && Edge.requestIdPattern.test(given) ? given : Edge.nextRequestId()
      const start = performance.now()
      Edge.setRequestId(request, id)
      // Node's parser marks a request that it hands to the server's `upgrade` listener.
      const upgrading =
        (NodeHttpServerRequest.toIncomingMessage(request) as { upgrade?: boolean }).upgrade === true
      let before: Effect.Effect<void> = Effect.void
      if (upgrading) before = upgrade(request, id, start)
      else {
        const response = NodeHttpServerRequest.toServerResponse(request)
        response.setHeader("x-request-id", id)
        response.once("close", finished(request, id, start))
      }
      // Before the cookie is read: a request derived from this one reads its body the same way.
      Edge.readBodyAsJson(request)
      const served = DashboardSession.cookieBearer(request)
      const effect: HttpApp.Default =
        served === undefined
          ? edged
          : HttpServerResponse.isServerResponse(served)
            ? Effect.succeed(served)
            : Effect.provideService(edged, HttpServerRequest.HttpServerRequest, served)
      return Effect.annotateLogs(upgrading ? Effect.zipRight(before, effect) : effect, "request_id", id)
    })
  })

/**
 * `HttpApiBuilder.serve()`, except that each request's fiber starts from a small context: the
 * server's scope and the platform services a response may need (`HttpRouter.DefaultServices`),
 * not every service of the process ({@link withOnly}). Handlers lose nothing: each group merges
 * the context it was built in into the request's, and the routes outside the definition take
 * their services when they are built.
 */
const serve = Layer.scopedDiscard(
  Effect.gen(function* () {
    const app = yield* HttpApiBuilder.httpApp
    const server = yield* HttpServer.HttpServer
    yield* withOnly(
      Scope.Scope,
      HttpPlatform.HttpPlatform,
      Etag.Generator,
      FileSystem.FileSystem,
      Path.Path
    )(server.serve(app))
  })
).pipe(Layer.provide([HttpApiBuilder.Router.Live, HttpApiBuilder.Middleware.layer]))

/** The handler groups, each built from only the services it declares ({@link only}). */
const groups = Layer.mergeAll(
  only(
    Accounts.Accounts,
    Ask.Ask,
    Billing.Billing,
    Idempotency.Idempotency,
    Db.Db,
    Security.TurnTakingAuth,
    Security.CreditsAuth,
    Security.AskAuth,
    Security.SessionAuth
  )(PlatformLive),
  only(Accounts.Accounts, Dashboard.Dashboard, PublicUrl, Idempotency.Idempotency, Security.Admin)(AdminLive),
  only(Personas.Personas, Idempotency.Idempotency, Security.PersonasAuth)(PersonasLive),
  only(TurnTaking.TurnTaking, Idempotency.Idempotency, Security.TurnTakingAuth)(TurnTakingLive),
  only(TurnTaking.TurnTaking, TurnTaking.Delivery.Hub, GrantAuth)(TurnTakingSocketLive),
  only(Analysis.Analysis, Idempotency.Idempotency, Security.SocialLearningAuth)(SocialLearningLive),
  only(Analysis.Analysis, Idempotency.Idempotency, Security.SocialObservabilityAuth)(SocialObservabilityLive),
  only(Analysis.Analysis, Idempotency.Idempotency, Security.ForeseeAuth)(ForeseeLive),
  only(Audit.Audit, Idempotency.Idempotency, Security.SocialObservabilityAuth)(AuditLive),
  only(Memory.Memory, Billing.Billing, Idempotency.Idempotency, Security.SocialMemoryAuth)(SocialMemoryLive)
)

/** The whole HTTP application as a layer; needs an `HttpServer` and the services. */
export const appLayer = (options: AppOptions) =>
  serve.pipe(
    HttpMiddleware.withTracerDisabledWhen(() => options.tracing !== true),
    Layer.provide(documents(options.publicUrl)),
    Layer.provide(options.extra?.layer ?? Layer.empty),
    Layer.provide(
      DashboardRoutes.routes({
        publicUrl: options.publicUrl,
        ...(options.dashboardDir !== undefined ? { distDir: options.dashboardDir } : {})
      })
    ),
    Layer.provide(
      HttpApiBuilder.middleware(
        requestMiddleware({
          extra: [...documentRoutes, ...DashboardRoutes.routeList, ...(options.extra?.routes ?? [])]
        })
      )
    ),
    Layer.provide(HttpApiBuilder.api(Api.Api)),
    Layer.provide(groups),
    Layer.provide([bearerLive(options.rateLimitPerMinute ?? 0), adminLive(options.adminToken), grantLive]),
    Layer.provide(Layer.succeed(PublicUrl, options.publicUrl)),
    // Path parameters longer than the router's default 100 characters would not match their
    // route at all (a 404 or a contradictory 405); let them reach the schema, which answers 422.
    Layer.provide(HttpRouter.setRouterConfig({ maxParamLength: maxPathParamLength }))
  )

/** How long a client may take to send the request headers. */
export const headersTimeoutMs = 20_000
/** How long a client may take to send a whole request (headers and body). */
export const requestTimeoutMs = 120_000
/** How long an idle keep-alive connection stays open between requests. */
export const keepAliveTimeoutMs = 65_000

const envelopeResponse = (status: number, reason: string, code: string, message: string): string => {
  const body = JSON.stringify({ error: { code, message } })
  // Every response carries a request id, these too (the client's own cannot be read here).
  return `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nx-request-id: ${Edge.nextRequestId()}\r\nconnection: close\r\n\r\n${body}`
}

/**
 * The Node HTTP server, with the timeouts above. A request Node's parser refuses before the
 * application sees it (headers over the size limit, malformed HTTP, a header timeout) is
 * answered in the envelope too, not with Node's bare status line.
 */
export const makeNodeServer = () => {
  const server = createServer({
    keepAliveTimeout: keepAliveTimeoutMs,
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs
  })
  server.on("clientError", (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy()
    const answer =
      err.code === "HPE_HEADER_OVERFLOW"
        ? envelopeResponse(
            431,
            "Request Header Fields Too Large",
            "VALIDATION_ERROR",
            "The request line and headers are too large (at most 16 KiB)."
          )
        : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? envelopeResponse(
              408,
              "Request Timeout",
              "REQUEST_TIMEOUT",
              "The request was not received in time."
            )
          : envelopeResponse(400, "Bad Request", "VALIDATION_ERROR", "The request is not valid HTTP.")
    socket.end(answer)
  })
  return server
}

export interface ServerOptions {
  readonly tracing: boolean
  readonly rateLimitPerMinute: number
  readonly port: number
  readonly host: string
  readonly publicUrl: string
  readonly adminToken: Option.Option<string>
}

/** The port cannot be listened on (already in use, or not permitted): start-up stops. */
export class CannotListen extends Data.TaggedError("CannotListen")<{ readonly message: string }> {}

const cannotListen = (options: ServerOptions) => (e: unknown) => {
  const code = (e as { cause?: { code?: string } })?.cause?.code
  const where = `${options.host}:${options.port}`
  return code === "EADDRINUSE"
    ? new CannotListen({
        message: `Port ${options.port} is already in use (${where}): stop the other server or set PORT.`
      })
    : code === "EACCES"
      ? new CannotListen({ message: `Not permitted to listen on ${where}: choose a PORT above 1023.` })
      : e
}

/** The HTTP server layer; needs the services. A busy port stops start-up with a clear message. */
export const layer = (options: ServerOptions) =>
  appLayer(options).pipe(
    HttpServer.withLogAddress,
    Layer.provide(
      NodeHttpServer.layer(makeNodeServer, {
        port: options.port,
        host: options.host
      })
    ),
    Layer.mapError(cannotListen(options))
  )
