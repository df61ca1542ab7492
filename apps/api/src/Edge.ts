/**
 * The HTTP edge around the `HttpApi` router: the one place where everything that is not a
 * handler's declared error becomes the spec's envelope.
 *
 * - The request body is read by {@link readJson} (the builder asks for it after
 *   authentication): `application/json` only (415 otherwise), at most {@link maxBodyBytes}
 *   (400), malformed JSON is a validation error, an empty body is `{}`.
 * - Unknown routes are 404, known paths with another method 405 with `Allow`.
 * - Decoding failures (`HttpApiDecodeError`, malformed JSON) get the validation answer the
 *   endpoint declares (422 `VALIDATION_ERROR`, 422 `validation_failed`, or 400), `details[]`
 *   with `loc` / `msg` / `type`.
 * - Declared errors render through their wire codec (`Errors.envelope`); a `DatabaseError`
 *   that escaped is 503; anything else is a defect: logged, 500 with the request id.
 */
import { Api, Errors, Platform } from "@cis/contract"
import { DatabaseError } from "@cis/db"
import {
  HttpApiError,
  type HttpApp,
  HttpServerError,
  HttpServerRequest,
  HttpServerResponse
} from "@effect/platform"
import { NodeHttpServerRequest } from "@effect/platform-node"
import { Cause, Context, Effect, Option, Schema } from "effect"

/** Largest request body accepted: 5 MiB. Larger bodies get `400 VALIDATION_ERROR`. */
export const maxBodyBytes = 5 * 1024 * 1024

/** A body this large is not even drained: the connection is closed (16 x the cap). */
export const abortBodyBytes = 16 * maxBodyBytes

/** This request's id (`x-request-id`), provided by the server for logs and 500 envelopes. */
export class RequestId extends Context.Tag("@cis/api/RequestId")<RequestId, string>() {}

/** A body that is not acceptable JSON; answered with the endpoint's validation status. */
class BodyInvalid extends Error {
  constructor(
    override readonly message: string,
    readonly details: ReadonlyArray<Errors.ValidationDetail>
  ) {
    super(message)
  }
}

/** Deepest nesting of arrays and objects accepted in a body. */
export const maxJsonDepth = 64

/**
 * The first problem the database or the schemas could not handle safely: nesting deeper than
 * {@link maxJsonDepth}, or a string (value or key) with a NUL character or a lone surrogate
 * (PostgreSQL refuses both). Iterative, so a hostile depth cannot overflow the stack.
 */
const unsafeJson = (value: unknown): Errors.ValidationDetail | undefined => {
  const stack: Array<{ readonly value: unknown; readonly loc: ReadonlyArray<string | number> }> = [
    { value, loc: ["body"] }
  ]
  const badString = (s: string) => !Platform.isSafeText(s)
  while (stack.length > 0) {
    const { value: v, loc } = stack.pop()!
    if (typeof v === "string") {
      if (badString(v)) {
        return { loc, msg: "must not contain NUL characters or unpaired surrogates", type: "value" }
      }
    } else if (v !== null && typeof v === "object") {
      if (loc.length - 1 >= maxJsonDepth) {
        return { loc: loc.slice(0, 4), msg: `is nested deeper than ${maxJsonDepth} levels`, type: "value" }
      }
      if (Array.isArray(v)) {
        for (const [i, item] of v.entries()) stack.push({ value: item, loc: [...loc, i] })
      } else
        for (const [k, item] of Object.entries(v)) {
          if (badString(k)) {
            return { loc, msg: "has a key with NUL characters or unpaired surrogates", type: "value" }
          }
          stack.push({ value: item, loc: [...loc, k] })
        }
    }
  }
  return undefined
}

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

const isJson = (contentType: string | undefined) =>
  contentType === undefined || /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType.trim())

/** The request body as JSON: see the module comment. */
export const readJson = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    if (!isJson(request.headers["content-type"])) {
      return yield* new Errors.UnsupportedMediaType({
        message: `Request bodies must be JSON: send 'Content-Type: application/json' (got '${request.headers["content-type"]}').`
      })
    }
    const text = yield* readBody(request)
    if (text.trim() === "") return {}
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch (err) {
      return yield* Effect.fail(
        new BodyInvalid("Request body is not valid JSON.", [
          { loc: ["body"], msg: err instanceof Error ? err.message : "invalid JSON", type: "json_invalid" }
        ])
      )
    }
    const problem = unsafeJson(json)
    if (problem !== undefined) {
      return yield* Effect.fail(new BodyInvalid("Request body failed validation.", [problem]))
    }
    return json
  })

/**
 * The request as the router sees it: every way of reading the body goes through
 * {@link readJson} (the builder picks one by content type).
 */
const withJsonBody = (request: HttpServerRequest.HttpServerRequest): HttpServerRequest.HttpServerRequest => {
  const body = readJson(request)
  const descriptor = { get: () => body, configurable: true }
  return Object.create(request, {
    json: descriptor,
    text: descriptor,
    arrayBuffer: descriptor,
    urlParamsBody: descriptor,
    multipart: descriptor
  }) as HttpServerRequest.HttpServerRequest
}

type Kind = "missing" | "unexpected" | "type" | "value"
const kindOf = (tag: string): Kind =>
  tag === "Missing" ? "missing" : tag === "Unexpected" ? "unexpected" : tag === "Type" ? "type" : "value"

const apiRoutes = Api.routes()

/** The endpoint a request is for, as `METHOD /path/:param` (metrics, logs); `unmatched` else. */
export const endpointOf = (method: string, url: string): string => {
  const path = url.split("?")[0] ?? "/"
  const route = apiRoutes.find((r) => r.method === method && r.pattern.test(path))
  return route === undefined ? "unmatched" : `${route.method} ${route.path}`
}

/** A client's `x-request-id` is used when it is 1-128 characters of `[A-Za-z0-9._-]`. */
export const requestIdPattern = /^[A-Za-z0-9._-]{1,128}$/

/** Options of {@link middleware}: the API's routes and the extra (raw) routes, for 404/405. */
export interface EdgeOptions {
  readonly extra?: ReadonlyArray<{ readonly method: string; readonly path: string }>
}

/**
 * The edge as an `HttpApiBuilder.middleware` function: wraps the router (inside the builder's
 * own error encoding, which it leaves with nothing to do).
 */
export const middleware = (options: EdgeOptions = {}) => {
  const routes = apiRoutes
  const table = [
    ...routes.map((r) => ({ method: r.method, pattern: r.pattern })),
    ...(options.extra ?? []).map((r) => ({
      method: r.method,
      pattern: new RegExp(`^${r.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/?$`)
    }))
  ]
  const routeOf = (method: string, path: string) =>
    routes.find((r) => r.method === method && r.pattern.test(path))

  const respond = (e: Errors.ApiError, headers?: Record<string, string>) => {
    const { status, body } = Errors.envelope(e)
    return HttpServerResponse.unsafeJson(body, headers ? { status, headers } : { status })
  }

  const invalid = (
    method: string,
    path: string,
    message: string,
    details: ReadonlyArray<Errors.ValidationDetail>
  ) => {
    const answer = routeOf(method, path)?.validation ?? { status: 422, code: "VALIDATION_ERROR" }
    return new Errors.RequestInvalid({ message, status: answer.status, code: answer.code, details })
  }

  /** Whether a decode failure is in the path parameters (else it is in the body). */
  const inPath = (method: string, path: string): boolean => {
    const route = routeOf(method, path)
    if (route === undefined || Option.isNone(route.pathSchema)) return false
    const params = route.pattern.exec(path)?.groups ?? {}
    const decoded = Schema.decodeUnknownEither(route.pathSchema.value as Schema.Schema<unknown, unknown>)(
      Object.fromEntries(Object.entries(params).map(([k, v]) => [k, decodeURIComponent(v)]))
    )
    return decoded._tag === "Left"
  }

  const toResponse = (
    cause: Cause.Cause<unknown>,
    request: HttpServerRequest.HttpServerRequest
  ): Effect.Effect<HttpServerResponse.HttpServerResponse, never, never> =>
    Effect.gen(function* () {
      const method = request.method
      const path = request.url.split("?")[0] ?? "/"
      const failure = Option.orElse(Cause.failureOption(cause), () => Cause.dieOption(cause))
      if (Option.isSome(failure)) {
        const f = failure.value
        if (f instanceof HttpServerError.RouteNotFound) {
          const allow = [...new Set(table.filter((t) => t.pattern.test(path)).map((t) => t.method))]
          if (allow.length > 0) {
            return respond(
              new Errors.MethodNotAllowed({
                message: `Method ${method} is not allowed on ${path}; use ${allow.join(", ")}.`,
                allow
              }),
              { allow: allow.join(", ") }
            )
          }
          return respond(new Errors.NotFound({ message: `No route ${method} ${path}.` }))
        }
        if (f instanceof HttpApiError.HttpApiDecodeError) {
          const where = inPath(method, path) ? "path" : "body"
          return respond(
            invalid(
              method,
              path,
              where === "path" ? "Path parameters are invalid." : "Request body failed validation.",
              f.issues.map((i) => ({
                loc: [where, ...i.path.map((p) => (typeof p === "symbol" ? String(p) : p))],
                msg: i.message,
                type: kindOf(i._tag)
              }))
            )
          )
        }
        if (f instanceof BodyInvalid) return respond(invalid(method, path, f.message, f.details))
        if (f instanceof DatabaseError) {
          return respond(
            new Errors.DatabaseUnavailable({
              message: "The database is unavailable; the request was not completed. Retry."
            })
          )
        }
        if (f instanceof Errors.RateLimited) {
          return respond(f, { "retry-after": String(f.retry_after_seconds) })
        }
        if (Errors.isApiError(f)) return respond(f)
      }
      const requestId = yield* Effect.serviceOption(RequestId).pipe(Effect.map(Option.getOrElse(() => "-")))
      yield* Effect.logError(`request ${requestId} ${method} ${path} failed`, cause)
      return respond(
        new Errors.InternalError({
          message: `Internal error; quote request id ${requestId} when reporting it.`,
          request_id: requestId
        })
      )
    })

  return (app: HttpApp.Default): HttpApp.Default =>
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
      app.pipe(
        Effect.provideService(HttpServerRequest.HttpServerRequest, withJsonBody(request)),
        Effect.catchAllCause((cause) =>
          Cause.isInterruptedOnly(cause) ? Effect.failCause(cause) : toResponse(cause, request)
        )
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
