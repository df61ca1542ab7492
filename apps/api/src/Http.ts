/**
 * The HTTP edge: turns endpoint descriptors plus handlers into one `HttpApp`.
 *
 * Per request: a request id; authentication (bearer token or admin token) and the scope
 * check; the body read under {@link maxBodyBytes}, parsed and decoded with the endpoint's
 * schema; the handler; the success encoded with the endpoint's schema. Every failure,
 * including unknown routes (404), wrong methods (405), malformed JSON and schema failures
 * (422, or the endpoint's own status), oversized bodies (400), an unavailable database
 * (503) and defects (500 with the request id, logged, no stack in the body), is answered
 * with the error envelope in this one place.
 */
import { timingSafeEqual } from "node:crypto"
import { type Endpoint, Errors, Platform } from "@cis/contract"
import { DatabaseError } from "@cis/db"
import { Accounts } from "@cis/services"
import {
  type HttpApp,
  HttpRouter,
  HttpServerError,
  HttpServerRequest,
  HttpServerResponse
} from "@effect/platform"
import { NodeHttpServerRequest } from "@effect/platform-node"
import { Cause, Effect, Either, Option, ParseResult, Schema } from "effect"

/** Largest request body accepted: 5 MiB. Larger bodies get `400 VALIDATION_ERROR`. */
export const maxBodyBytes = 5 * 1024 * 1024

export interface Input<P, Q> {
  readonly payload: P
  readonly params: Q
  readonly principal: Accounts.Principal
}

export type ApiFailure = Errors.ApiError | DatabaseError

export interface Route<R = never> {
  readonly endpoint: Endpoint.Any
  readonly handler: (input: Input<any, any>) => Effect.Effect<unknown, ApiFailure, R>
}

/** Pairs an endpoint with its handler; the handler's input is typed by the endpoint's schemas. */
export const route = <P, Q, S, R>(
  endpoint: Endpoint.Endpoint<P, Q, S>,
  handler: (input: Input<P, Q>) => Effect.Effect<S, ApiFailure, R>
): Route<R> => ({ endpoint, handler: handler as Route<R>["handler"] })

/** A raw route (documents, probes) that answers its own response; no auth. */
export interface RawRoute<R = never> {
  readonly method: Endpoint.Method
  readonly path: string
  readonly handler: Effect.Effect<
    HttpServerResponse.HttpServerResponse,
    ApiFailure,
    R | HttpServerRequest.HttpServerRequest
  >
}

const anonymous: Accounts.Principal = {
  accountId: "",
  tokenId: "",
  kind: "session",
  scopes: null,
  expiresAt: null
}

const invalid = (e: Endpoint.Any, message: string, details: ReadonlyArray<unknown>) =>
  new Errors.RequestInvalid({ message, status: e.invalid.status, code: e.invalid.code, details })

const toDetails = (prefix: "body" | "path", error: ParseResult.ParseError) =>
  ParseResult.ArrayFormatter.formatErrorSync(error).map((i) => ({
    loc: [prefix, ...i.path.map((p) => (typeof p === "symbol" ? String(p) : p))],
    msg: i.message,
    type:
      i._tag === "Missing"
        ? "missing"
        : i._tag === "Unexpected"
          ? "unexpected"
          : i._tag === "Type"
            ? "type"
            : "value"
  }))

/** A body this large is not even drained: the connection is closed (16 x the cap). */
export const abortBodyBytes = 16 * maxBodyBytes

const tooLarge = (size: number) =>
  new Errors.InputRejected({
    message: `Request body too large: ${size} bytes or more; the limit is ${maxBodyBytes} bytes.`
  })

/**
 * Reads the body as UTF-8 up to {@link maxBodyBytes}. Past the cap the rest is read and
 * discarded, so that a client still sending reads the 400 instead of a reset connection;
 * past {@link abortBodyBytes} the connection is closed.
 */
const readBody = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.async<string, Errors.InputRejected>((resume) => {
    const msg = NodeHttpServerRequest.toIncomingMessage(request)
    const declared = Number(msg.headers["content-length"] ?? "0")
    if (declared > abortBodyBytes) {
      resume(Effect.fail(tooLarge(declared)))
      return
    }
    const chunks: Array<Buffer> = []
    let size = 0
    msg.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBodyBytes) chunks.push(chunk)
      else if (chunks.length > 0) chunks.length = 0
      if (size > abortBodyBytes) msg.destroy()
    })
    msg.on("end", () =>
      resume(
        size > maxBodyBytes
          ? Effect.fail(tooLarge(size))
          : Effect.succeed(Buffer.concat(chunks).toString("utf8"))
      )
    )
    msg.on("error", () =>
      resume(
        Effect.fail(
          size > maxBodyBytes
            ? tooLarge(size)
            : new Errors.InputRejected({ message: "Request body could not be read." })
        )
      )
    )
  })

const readJson = (e: Endpoint.Any) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const text = yield* readBody(request)
    if (text.trim() === "") return {}
    try {
      return JSON.parse(text) as unknown
    } catch (err) {
      return yield* invalid(e, "Request body is not valid JSON.", [
        { loc: ["body"], msg: err instanceof Error ? err.message : "invalid JSON", type: "json_invalid" }
      ])
    }
  })

const decodeOptions = { errors: "all", onExcessProperty: "ignore" } as const

const bearer = (request: HttpServerRequest.HttpServerRequest) => request.headers.authorization

const adminCheck = (adminToken: Option.Option<string>, authorization: string | undefined) => {
  const fail = new Errors.AuthenticationFailed({
    message: "Authentication failed: admin endpoints need 'Authorization: Bearer <CIS_ADMIN_TOKEN>'."
  })
  if (Option.isNone(adminToken) || authorization === undefined) return Effect.fail(fail)
  const m = /^Bearer +(\S+)\s*$/i.exec(authorization)
  const given = Buffer.from(m?.[1] ?? "")
  const want = Buffer.from(adminToken.value)
  return given.length === want.length && timingSafeEqual(given, want) ? Effect.void : Effect.fail(fail)
}

const handle = <R>(r: Route<R>, adminToken: Option.Option<string>) => {
  const e = r.endpoint
  // Endpoints whose request is the empty object (whoami, usage-summary) do not read the
  // body: their error tables have no 422, and whatever is sent is ignored.
  const readsBody = e.payload !== undefined && e.payload !== Platform.EmptyRequest
  const decodePayload = readsBody ? Schema.decodeUnknown(e.payload!, decodeOptions) : undefined
  const decodeParams = e.params ? Schema.decodeUnknown(e.params, decodeOptions) : undefined
  const encode = Schema.encodeEither(e.success)
  const respond = (out: unknown) =>
    Either.match(encode(out), {
      onLeft: (err) => Effect.die(err),
      onRight: (body) => Effect.succeed(HttpServerResponse.unsafeJson(body))
    })

  const authenticate = (request: HttpServerRequest.HttpServerRequest) => {
    if (e.auth === "bearer") {
      return Effect.flatMap(Accounts.Accounts, (accounts) => {
        const p = accounts.authenticate(bearer(request))
        const scope = e.scope
        return scope === undefined ? p : Effect.tap(p, (principal) => accounts.authorize(principal, scope))
      })
    }
    if (e.auth === "admin") return Effect.as(adminCheck(adminToken, bearer(request)), anonymous)
    return Effect.succeed(anonymous)
  }

  const params: Effect.Effect<unknown, ApiFailure, HttpRouter.RouteContext> = decodeParams
    ? Effect.flatMap(HttpRouter.params, (raw) =>
        decodeParams(raw).pipe(
          Effect.mapError((err) => invalid(e, "Path parameters are invalid.", toDetails("path", err)))
        )
      )
    : Effect.succeed({})

  const payload: Effect.Effect<unknown, ApiFailure, HttpServerRequest.HttpServerRequest> = decodePayload
    ? Effect.flatMap(readJson(e), (json) =>
        decodePayload(json).pipe(
          Effect.mapError((err) => invalid(e, "Request body failed validation.", toDetails("body", err)))
        )
      )
    : Effect.succeed({})

  return Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
    authenticate(request).pipe(
      Effect.flatMap((principal) =>
        Effect.flatMap(params, (q) =>
          Effect.flatMap(payload, (body) => r.handler({ payload: body, params: q, principal }))
        )
      ),
      Effect.flatMap(respond)
    )
  )
}

const bootId = crypto.randomUUID().slice(0, 8)
let requestCounter = 0
/**
 * Request ids: this process's random boot id and a counter, unique across processes and
 * cheap enough for every request. Sent as `x-request-id`; quoted in 500 envelopes and logs.
 */
export const nextRequestId = (): string => `${bootId}-${(requestCounter++).toString(36)}`

const pattern = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z_]+/g, "[^/]+")}/?$`)

export interface AppOptions<R> {
  readonly routes: ReadonlyArray<Route<R>>
  readonly raw: ReadonlyArray<RawRoute<R>>
  readonly adminToken: Option.Option<string>
}

const respondError = (e: Errors.ApiError, requestId: string, headers: Record<string, string> = {}) => {
  const { status, body } = Errors.envelope(e)
  return HttpServerResponse.unsafeJson(body, { status, headers: { "x-request-id": requestId, ...headers } })
}

const toApiError = (e: unknown): Errors.ApiError | undefined => {
  if (e instanceof DatabaseError) {
    return new Errors.DatabaseUnavailable({
      message: "The database is unavailable; the request was not completed. Retry."
    })
  }
  return Errors.isApiError(e) ? e : undefined
}

/** Builds the whole application: routes, raw routes, 404/405 and the error envelope. */
export const makeApp = <R>(options: AppOptions<R>): HttpApp.Default<never, R | Accounts.Accounts> => {
  const table = [
    ...options.routes.map((r) => ({ method: r.endpoint.method, path: r.endpoint.path })),
    ...options.raw.map((r) => ({ method: r.method, path: r.path }))
  ].map((t) => ({ ...t, re: pattern(t.path) }))

  let router = HttpRouter.empty as HttpRouter.HttpRouter<any, any>
  for (const r of options.routes) {
    router = HttpRouter.route(r.endpoint.method)(
      r.endpoint.path as HttpRouter.PathInput,
      handle(r, options.adminToken)
    )(router)
  }
  for (const r of options.raw)
    router = HttpRouter.route(r.method)(r.path as HttpRouter.PathInput, r.handler)(router)

  return Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
    const requestId = nextRequestId()
    return router.pipe(
      Effect.map((response) => HttpServerResponse.setHeader(response, "x-request-id", requestId)),
      Effect.catchAllCause((cause) =>
        Effect.gen(function* () {
          if (Cause.isInterruptedOnly(cause)) return yield* Effect.failCause(cause)
          const failure = Cause.failureOption(cause)
          if (Option.isSome(failure)) {
            const f = failure.value
            if (f instanceof HttpServerError.RouteNotFound) {
              const path = request.url.split("?")[0] ?? "/"
              const allow = [...new Set(table.filter((t) => t.re.test(path)).map((t) => t.method))]
              if (allow.length > 0) {
                return respondError(
                  new Errors.MethodNotAllowed({
                    message: `Method ${request.method} is not allowed on ${path}; use ${allow.join(", ")}.`,
                    allow
                  }),
                  requestId,
                  { allow: allow.join(", ") }
                )
              }
              return respondError(
                new Errors.NotFound({ message: `No route ${request.method} ${path}.` }),
                requestId
              )
            }
            const api = toApiError(f)
            if (api !== undefined) return respondError(api, requestId)
          }
          yield* Effect.logError(`request ${requestId} ${request.method} ${request.url} failed`, cause)
          return respondError(
            new Errors.InternalError({
              message: `Internal error; quote request id ${requestId} when reporting it.`,
              request_id: requestId
            }),
            requestId
          )
        })
      )
    )
  }) as HttpApp.Default<never, R | Accounts.Accounts>
}
