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
import { Cause, Effect, Option, Schema } from "effect"
import { logUnavailable, unavailable } from "./Database.js"

/** Largest request body accepted: 5 MiB. Larger bodies get `400 VALIDATION_ERROR`. */
export const maxBodyBytes = 5 * 1024 * 1024

/** Longest path parameter the router matches; the schemas bound each far below. */
export const maxPathParamLength = 2048

/** A path as quoted in messages: at most 120 characters. */
const shortPath = (path: string): string => (path.length > 120 ? `${path.slice(0, 117)}...` : path)

/** A body this large is not even drained: the connection is closed (16 x the cap). */
export const abortBodyBytes = 16 * maxBodyBytes

/** A body that is not acceptable JSON; answered with the endpoint's validation status. */
class BodyInvalid extends Error {
  constructor(
    override readonly message: string,
    readonly details: ReadonlyArray<Errors.ValidationDetail>
  ) {
    super(message)
  }
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

/**
 * The request body as JSON text, not parsed: for a handler that parses a large body on a compute
 * thread. The content type and the size cap are checked as for {@link readJson}; the handler
 * must hold the text to the same rules ({@link notJson}, {@link unsafeBody}).
 */
export const readJsonText = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    if (!isJson(request.headers["content-type"])) {
      return yield* new Errors.UnsupportedMediaType({
        message: `Request bodies must be JSON: send 'Content-Type: application/json' (got '${request.headers["content-type"]}').`
      })
    }
    return yield* readBody(request)
  })

/** A body that does not parse as JSON (`reason`: the parser's message). */
export const notJson = (reason: string): Error =>
  new BodyInvalid("Request body is not valid JSON.", [{ loc: ["body"], msg: reason, type: "json_invalid" }])

/** A body that parses but breaks `Platform.unsafeJson`'s rules. */
export const unsafeBody = (detail: Errors.ValidationDetail): Error =>
  new BodyInvalid("Request body failed validation.", [detail])

/** The request body as JSON: see the module comment. */
export const readJson = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    const text = yield* readJsonText(request)
    if (text.trim() === "") return {}
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch (err) {
      return yield* Effect.fail(notJson(err instanceof Error ? err.message : "invalid JSON"))
    }
    const problem = Platform.unsafeJson(json)
    if (problem !== undefined) return yield* Effect.fail(unsafeBody(problem))
    return json
  })

/** Marks a request whose body this edge reads ({@link readBodyAsJson}). */
const edgeBody = Symbol.for("@cis/api/edgeBody")

/** Every way of reading a body that the builder may pick (by content type). */
const bodyReaders = ["json", "text", "arrayBuffer", "urlParamsBody", "multipart"] as const

/** Request prototypes whose body readers already defer to {@link readJson} for marked requests. */
const patched = new WeakSet<object>()

/**
 * Makes every body reader of `proto` read a marked request's body with {@link readJson}; an
 * unmarked request (another server in the same process) reads its body as before.
 */
const patchPrototype = (proto: object): void => {
  for (const name of bodyReaders) {
    let owner: object | null = proto
    let own: PropertyDescriptor | undefined
    while (owner !== null && own === undefined) {
      own = Object.getOwnPropertyDescriptor(owner, name)
      owner = Object.getPrototypeOf(owner)
    }
    const original = own
    Object.defineProperty(proto, name, {
      configurable: true,
      get(this: HttpServerRequest.HttpServerRequest & { [edgeBody]?: true }) {
        if (this[edgeBody] === true) return readJson(this)
        return original?.get !== undefined ? original.get.call(this) : original?.value
      }
    })
  }
  patched.add(proto)
}

/**
 * Makes every way of reading `request`'s body (and that of any request object derived from it)
 * go through {@link readJson}. The request is only marked: its class's body readers are replaced
 * once, by readers that check the mark. Defining five getters on every request instead cost
 * about a seventieth of a `whoami` request, and a wrapper provided in its place more (each
 * `provideService` copies the service context).
 */
export const readBodyAsJson = (request: HttpServerRequest.HttpServerRequest): void => {
  const proto = Object.getPrototypeOf(request) as object
  if (!patched.has(proto)) patchPrototype(proto)
  ;(request as { [edgeBody]?: true })[edgeBody] = true
}

const requestIdKey = Symbol.for("@cis/api/requestId")

/** Records `id` as the request id of `request` (see {@link requestIdOf}). */
export const setRequestId = (request: HttpServerRequest.HttpServerRequest, id: string): void => {
  ;(NodeHttpServerRequest.toIncomingMessage(request) as unknown as Record<symbol, string>)[requestIdKey] = id
}

/** This request's id (`x-request-id`), as the server set it; `-` when none was. */
export const requestIdOf = (request: HttpServerRequest.HttpServerRequest): string =>
  (NodeHttpServerRequest.toIncomingMessage(request) as unknown as Record<symbol, string | undefined>)[
    requestIdKey
  ] ?? "-"

/** One schema issue as the decoder reports it (`ArrayFormatter`). */
interface RawIssue {
  readonly _tag: string
  readonly path: ReadonlyArray<PropertyKey>
  readonly message: string
}

/** A value as quoted in a message: short, never a whole document echoed back. */
const shortValue = (text: string): string => (text.length > 40 ? `${text.slice(0, 37)}...` : text)

/** What a schema type expects, for people (`ReadonlyArray<...>` is "an array"). */
const expectation = (t: string): string => {
  const s = t.trim()
  if (s === "string" || s === "a string") return "a string"
  if (s === "number" || s === "a number") return "a number"
  if (s === "boolean") return "true or false"
  if (s === "Int" || s === "int") return "an integer"
  if (s.startsWith("ReadonlyArray<") || s.startsWith("readonly [") || s.startsWith("Array<"))
    return "an array"
  if (s.startsWith("{") || s.startsWith("Record<") || s === "object") return "an object"
  if (s === "null") return "null"
  if (/^an? [a-z][\w -]{0,40}$/i.test(s)) return s
  return "a valid value"
}

/** What a refinement expected, for people ("a string at most 255 character(s) long" and the like). */
const refinement = (t: string): string => {
  const length = /^a string (at most|at least) (\d+) character\(s\) long$/.exec(t.trim())
  if (length !== null) return `a string of ${length[1]} ${length[2]} characters`
  return expectation(t)
}

const singular = (key: PropertyKey | undefined): string =>
  typeof key === "string" && key.length > 1 && key.endsWith("s") ? key.slice(0, -1) : "item"

/**
 * Schema issues as validation details for people: one detail per place (`loc`, an array with
 * numeric indexes), no schema internals. The optional member of a union (`Expected undefined`)
 * is dropped; literal alternatives become "must be one of off, web, research"; a type mismatch
 * is "expected an integer, got \"50\"" with the value cut short; a missing array item `i`
 * (a non-empty array left empty) is "must have at least i+1 <item>" at the array itself.
 */
export const humanize = (
  where: "body" | "path",
  issues: ReadonlyArray<RawIssue>,
  /** What the document says is expected at a path, when it knows (e.g. "an integer"). */
  expectedAt: (path: ReadonlyArray<string | number>) => string | undefined = () => undefined
): ReadonlyArray<Errors.ValidationDetail> => {
  const groups = new Map<
    string,
    {
      loc: ReadonlyArray<string | number>
      types: Array<[string, string]>
      other: Array<Errors.ValidationDetail>
    }
  >()
  for (const issue of issues) {
    let path = issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))
    let msg = issue.message
    let type = issue._tag === "Missing" ? "missing" : issue._tag === "Unexpected" ? "unexpected" : "value"
    const last = path[path.length - 1]
    if (issue._tag === "Missing" && typeof last === "number") {
      path = path.slice(0, -1)
      msg = `must have at least ${last + 1} ${singular(path[path.length - 1])}${last + 1 > 1 && singular(path[path.length - 1]) === "item" ? "s" : ""}`
      type = "value"
    } else if (issue._tag === "Missing") msg = "is required"
    else if (issue._tag === "Unexpected") msg = "is not an accepted field"
    const loc = [where, ...path]
    const id = JSON.stringify(loc)
    const group = groups.get(id) ?? { loc, types: [], other: [] }
    groups.set(id, group)
    const typed = /^Expected ([\s\S]*), actual ([\s\S]*)$/.exec(msg)
    if (typed !== null && issue._tag === "Type") group.types.push([typed[1]!, typed[2]!])
    else {
      // A refinement's "Expected <what>, actual <value>": said for people, the value cut short.
      if (typed !== null) msg = `expected ${refinement(typed[1]!)}, got ${shortValue(typed[2]!)}`
      if (!group.other.some((d) => d.msg === msg)) group.other.push({ loc, msg, type })
    }
  }
  const details: Array<Errors.ValidationDetail> = []
  for (const { loc, types, other } of groups.values()) {
    if (other.length > 0) {
      details.push(
        other.length === 1 ? other[0]! : { loc, msg: other.map((d) => d.msg).join("; "), type: "value" }
      )
      continue
    }
    if (types.length === 0) continue
    const actual = shortValue(types[0]![1])
    const expected = types.map(([t]) => t.trim()).filter((t) => t !== "undefined")
    const wanted = expected.length > 0 ? expected : ["undefined"]
    const literals = wanted.filter((t) => /^"[^"]*"$|^-?\d+(\.\d+)?$|^true$|^false$/.test(t))
    if (literals.length > 0 && literals.length === wanted.length) {
      const options = literals.map((t) => t.replace(/^"|"$/g, ""))
      details.push({
        loc,
        msg: options.length === 1 ? `must be ${options[0]}` : `must be one of ${options.join(", ")}`,
        type: "value"
      })
    } else if (wanted[0] === "undefined") {
      details.push({ loc, msg: "is not an accepted field", type: "unexpected" })
    } else {
      const names = [...new Set(wanted.map(expectation))]
      const known = expectedAt(loc.slice(1))
      const said = known ?? names.join(" or ")
      details.push({ loc, msg: `expected ${said}, got ${actual}`, type: "type" })
    }
  }
  return details
}

const apiDocument = Api.document() as {
  readonly paths: Record<string, Record<string, any>>
  readonly components: { readonly schemas: Record<string, any> }
}

const resolveRef = (schema: any): any =>
  schema?.$ref !== undefined
    ? resolveRef(apiDocument.components.schemas[String(schema.$ref).replace("#/components/schemas/", "")])
    : Array.isArray(schema?.allOf) && schema.type === undefined && schema.allOf.length > 0
      ? resolveRef(schema.allOf[0])
      : schema

/** The JSON Schema the OpenAPI document gives for a request body at `path`, if any. */
const bodySchemaAt = (method: string, routePath: string, path: ReadonlyArray<string | number>): any => {
  const op = apiDocument.paths[routePath.replace(/:([A-Za-z_]+)/g, "{$1}")]?.[method.toLowerCase()]
  let schema = resolveRef(op?.requestBody?.content?.["application/json"]?.schema)
  for (const seg of path) {
    if (schema === undefined) return undefined
    if (Array.isArray(schema.anyOf)) schema = resolveRef(schema.anyOf.find((s: any) => s.type !== "null"))
    schema =
      typeof seg === "number"
        ? resolveRef(schema?.prefixItems?.[seg] ?? schema?.items)
        : resolveRef(
            schema?.properties?.[seg] ??
              (typeof schema?.additionalProperties === "object" ? schema.additionalProperties : undefined)
          )
  }
  if (Array.isArray(schema?.anyOf)) schema = resolveRef(schema.anyOf.find((s: any) => s.type !== "null"))
  return schema
}

/** What a JSON Schema accepts, for people; undefined when it says nothing simple. */
const describeJsonSchema = (schema: any): string | undefined => {
  switch (schema?.type) {
    case "integer":
      return "an integer"
    case "number":
      return "a number"
    case "string":
      return "a string"
    case "boolean":
      return "true or false"
    case "array":
      return "an array"
    case "object":
      return "an object"
    default:
      return undefined
  }
}

/** The envelope message of a validation failure: the problems, in words. */
const summary = (lead: string, details: ReadonlyArray<Errors.ValidationDetail>): string => {
  const parts = details.slice(0, 3).map((d) => {
    const loc = d.loc
      .slice(1)
      .reduce<string>(
        (out, p) => (typeof p === "number" ? `${out}[${p}]` : out === "" ? p : `${out}.${p}`),
        ""
      )
    return loc === "" ? d.msg : `${loc}: ${d.msg}`
  })
  const more = details.length > 3 ? `; and ${details.length - 3} more` : ""
  return parts.length === 0 ? `${lead}.` : `${lead}: ${parts.join("; ")}${more}.`
}

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
 * The edge's error answer as a wrapper of the router (inside the builder's own error encoding,
 * which it leaves with nothing to do): every failure becomes the envelope.
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
          const route = routeOf(method, path)
          if (route !== undefined) {
            // The route exists for this method, but a path parameter is longer than the router
            // matches (`maxPathParamLength`): the same answer as any other invalid parameter.
            const params = Object.entries(route.pattern.exec(path)?.groups ?? {})
            const details = params
              .filter(([, v]) => v.length > maxPathParamLength)
              .map(([k]) => ({
                loc: ["path", k],
                msg: `must be at most ${maxPathParamLength} characters`,
                type: "value"
              }))
            return respond(invalid(method, path, summary("Path parameters are invalid", details), details))
          }
          if (allow.length > 0) {
            return respond(
              new Errors.MethodNotAllowed({
                message: `Method ${method} is not allowed on ${shortPath(path)}; use ${allow.join(", ")}.`,
                allow
              }),
              { allow: allow.join(", ") }
            )
          }
          return respond(new Errors.NotFound({ message: `No route ${method} ${shortPath(path)}.` }))
        }
        if (f instanceof HttpApiError.HttpApiDecodeError) {
          const where = inPath(method, path) ? "path" : "body"
          const route = routeOf(method, path)
          const details = humanize(where, f.issues, (at) =>
            where === "body" && route !== undefined
              ? describeJsonSchema(bodySchemaAt(method, route.path, at))
              : undefined
          )
          return respond(
            invalid(
              method,
              path,
              summary(
                where === "path" ? "Path parameters are invalid" : "Request body failed validation",
                details
              ),
              details
            )
          )
        }
        if (f instanceof BodyInvalid) return respond(invalid(method, path, f.message, f.details))
        if (f instanceof DatabaseError) {
          yield* logUnavailable(f)
          return respond(unavailable)
        }
        if (f instanceof Errors.RateLimited) {
          return respond(f, { "retry-after": String(f.retry_after_seconds) })
        }
        if (Errors.isApiError(f)) return respond(f)
      }
      const requestId = requestIdOf(request)
      yield* Effect.logError(`request ${requestId} ${method} ${path} failed`, cause)
      return respond(
        new Errors.InternalError({
          message: `Internal error; quote request id ${requestId} when reporting it.`,
          request_id: requestId
        })
      )
    })

  /** `app` with every failure answered in the envelope (built once, not per request). */
  return (app: HttpApp.Default): HttpApp.Default =>
    Effect.catchAllCause(app, (cause) =>
      Cause.isInterruptedOnly(cause)
        ? Effect.failCause(cause)
        : Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => toResponse(cause, request))
    )
}

/** The endpoint of each `METHOD path` seen lately (bounded), so that the lookup is not per request. */
const endpoints = new Map<string, string>()

/** {@link endpointOf}, remembered for the last few thousand distinct paths. */
export const endpointOfCached = (method: string, url: string): string => {
  const key = `${method} ${url}`
  let endpoint = endpoints.get(key)
  if (endpoint === undefined) {
    endpoint = endpointOf(method, url)
    if (endpoints.size >= 4096) endpoints.clear()
    endpoints.set(key, endpoint)
  }
  return endpoint
}

const bootId = crypto.randomUUID().slice(0, 8)
let requestCounter = 0
/**
 * Request ids: this process's random boot id and a counter, unique across processes and
 * cheap enough for every request. Sent as `x-request-id`; quoted in 500 envelopes and logs.
 */
export const nextRequestId = (): string => `${bootId}-${(requestCounter++).toString(36)}`
