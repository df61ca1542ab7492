/**
 * Performs a {@link Command} against the server's admin API with `fetch`, and renders the
 * outcome as the CLI prints it (stdout, stderr, exit code).
 */
import type { Command } from "./Args.js"

export interface Request {
  readonly method: "GET" | "POST" | "DELETE"
  readonly path: string
  readonly body?: unknown
}

export type Outcome =
  | { readonly _tag: "Success"; readonly body: unknown }
  | {
      readonly _tag: "HttpError"
      readonly status: number
      readonly code: string
      readonly message: string
      readonly details?: unknown
    }
  | { readonly _tag: "ConnectionError"; readonly url: string; readonly message: string }

export interface ClientOptions {
  /** The server base URL, without a trailing slash. */
  readonly baseUrl: string
  /** The admin token; required by every command but `health`. */
  readonly token?: string
  readonly fetch?: typeof globalThis.fetch
  /** Per request; default 30 s. */
  readonly timeoutMs?: number
}

/** Whether the command calls the admin API (and so needs the admin token). */
export const needsAdminToken = (command: Command): boolean => command._tag !== "Health"

const id = encodeURIComponent

/** The admin API request for a command (`health` makes two plain GETs instead). */
export const toRequest = (command: Exclude<Command, { _tag: "Health" }>): Request => {
  switch (command._tag) {
    case "AccountsCreate":
      return { method: "POST", path: "/v1/admin/accounts", body: { name: command.name } }
    case "AccountsGet":
      return { method: "GET", path: `/v1/admin/accounts/${id(command.accountId)}` }
    case "KeysCreate":
      return {
        method: "POST",
        path: `/v1/admin/accounts/${id(command.accountId)}/api-keys`,
        body: {
          ...(command.scopes !== undefined ? { scopes: command.scopes } : {}),
          ...(command.expiresInSeconds !== undefined ? { expires_in_seconds: command.expiresInSeconds } : {})
        }
      }
    case "KeysRevoke":
      return { method: "DELETE", path: `/v1/admin/api-keys/${id(command.keyId)}` }
    case "SessionsCreate":
      return {
        method: "POST",
        path: `/v1/admin/accounts/${id(command.accountId)}/sessions`,
        body: command.ttlSeconds !== undefined ? { ttl_seconds: command.ttlSeconds } : {}
      }
    case "CreditsAdd":
      return {
        method: "POST",
        path: `/v1/admin/accounts/${id(command.accountId)}/credits`,
        body: { amount: command.amount, reason: command.reason }
      }
  }
}

const networkCodes: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host name lookup failed",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  ETIMEDOUT: "connection timed out",
  UND_ERR_CONNECT_TIMEOUT: "connection timed out",
  UND_ERR_SOCKET: "connection closed"
}

/** The system error code behind a `fetch` failure, when there is one. */
const errorCode = (e: unknown): string | undefined => {
  for (let cause: any = e, depth = 0; cause != null && depth < 5; cause = cause.cause, depth++) {
    if (typeof cause.code === "string") return cause.code
    const first = Array.isArray(cause.errors) ? cause.errors[0] : undefined
    if (typeof first?.code === "string") return first.code
  }
  return undefined
}

const describeFailure = (e: unknown, timeoutMs: number): string => {
  if (e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError")) {
    return `no answer within ${timeoutMs / 1000} s`
  }
  const code = errorCode(e)
  if (code !== undefined) return networkCodes[code] ?? code
  return e instanceof Error ? e.message : String(e)
}

const parseBody = (text: string): unknown => {
  if (text.trim() === "") return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

const toHttpError = (status: number, statusText: string, body: unknown): Outcome => {
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error
  if (error !== null && typeof error === "object" && typeof error.code === "string") {
    return {
      _tag: "HttpError",
      status,
      code: error.code,
      message: typeof error.message === "string" ? error.message : "",
      ...(error.details !== undefined ? { details: error.details } : {})
    }
  }
  const text = typeof body === "string" ? body.trim().slice(0, 500) : ""
  return {
    _tag: "HttpError",
    status,
    code: "HTTP_ERROR",
    message: text !== "" ? text : statusText || "the server answered without an error body"
  }
}

const send = async (request: Request, options: ClientOptions, authorize: boolean): Promise<Outcome> => {
  const doFetch = options.fetch ?? globalThis.fetch
  const timeoutMs = options.timeoutMs ?? 30_000
  const headers: Record<string, string> = { accept: "application/json" }
  if (authorize && options.token !== undefined) headers.authorization = `Bearer ${options.token}`
  if (request.body !== undefined) headers["content-type"] = "application/json"
  try {
    const response = await doFetch(`${options.baseUrl}${request.path}`, {
      method: request.method,
      headers,
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      signal: AbortSignal.timeout(timeoutMs)
    })
    const body = parseBody(await response.text())
    return response.ok ? { _tag: "Success", body } : toHttpError(response.status, response.statusText, body)
  } catch (e) {
    return { _tag: "ConnectionError", url: options.baseUrl, message: describeFailure(e, timeoutMs) }
  }
}

/** Runs the command: one admin request, or for `health` GET /healthz then GET /readyz. */
export const execute = async (command: Command, options: ClientOptions): Promise<Outcome> => {
  if (command._tag === "Health") {
    // The probes are public: the admin token is not sent.
    const healthz = await send({ method: "GET", path: "/healthz" }, options, false)
    if (healthz._tag !== "Success") return healthz
    const readyz = await send({ method: "GET", path: "/readyz" }, options, false)
    if (readyz._tag !== "Success") return readyz
    return { _tag: "Success", body: { healthz: healthz.body, readyz: readyz.body } }
  }
  return send(toRequest(command), options, true)
}

export interface Rendered {
  readonly stdout: string
  readonly stderr: string
  readonly exitCode: number
}

/** What the CLI prints for an outcome, and its exit code. */
export const render = (outcome: Outcome): Rendered => {
  switch (outcome._tag) {
    case "Success":
      return {
        stdout:
          outcome.body === undefined
            ? ""
            : `${typeof outcome.body === "string" ? outcome.body : JSON.stringify(outcome.body, null, 2)}\n`,
        stderr: "",
        exitCode: 0
      }
    case "HttpError": {
      const details = outcome.details !== undefined ? `${JSON.stringify(outcome.details, null, 2)}\n` : ""
      return {
        stdout: "",
        stderr: `error ${outcome.status} ${outcome.code}: ${outcome.message}\n${details}`,
        exitCode: 1
      }
    }
    case "ConnectionError":
      return {
        stdout: "",
        stderr:
          `error: cannot reach the server at ${outcome.url}: ${outcome.message}.\n` +
          "Is it running ('pnpm start')? Point the CLI elsewhere with --url or CIS_URL.\n",
        exitCode: 1
      }
  }
}
