/**
 * Performs a {@link Command} against the server's admin API with the typed client
 * (`@cis/client`, derived from the contract), and renders the outcome as the CLI prints it
 * (stdout, stderr, exit code).
 */
import { Client as CisClient } from "@cis/client"
import { Errors } from "@cis/contract"
import { FetchHttpClient, HttpClient, HttpClientResponse } from "@effect/platform"
import { Effect, ParseResult } from "effect"
import type { Command } from "./Args.js"

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
  | { readonly _tag: "InvalidInput"; readonly message: string }

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

/** The typed client call of an admin command (paths, methods and bodies come from the contract). */
const call = (client: CisClient.ApiClient, command: Exclude<Command, { _tag: "Health" }>) => {
  switch (command._tag) {
    case "AccountsCreate":
      return client.admin.createAccount({ payload: { name: command.name } })
    case "AccountsGet":
      return client.admin.getAccount({ path: { account_id: command.accountId } })
    case "AccountsLoginLink":
      return client.admin.createLoginLink({
        path: { account_id: command.accountId },
        payload: command.ttlSeconds !== undefined ? { ttl_seconds: command.ttlSeconds } : {}
      })
    case "KeysCreate":
      return client.admin.createApiKey({
        path: { account_id: command.accountId },
        payload: {
          ...(command.scopes !== undefined ? { scopes: command.scopes } : {}),
          ...(command.expiresInSeconds !== undefined ? { expires_in_seconds: command.expiresInSeconds } : {})
        }
      })
    case "KeysRevoke":
      return client.admin.revokeApiKey({ path: { key_id: command.keyId } })
    case "SessionsCreate":
      return client.admin.createSession({
        path: { account_id: command.accountId },
        payload: command.ttlSeconds !== undefined ? { ttl_seconds: command.ttlSeconds } : {}
      })
    case "CreditsAdd":
      return client.admin.adjustCredits({
        path: { account_id: command.accountId },
        payload: { amount: command.amount, reason: command.reason }
      })
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

/** An error answer, kept whole when it is not the contract's envelope (then shown as is). */
interface ErrorAnswer {
  readonly status: number
  readonly statusText: string
  readonly text: string
}

const run = (command: Command, options: ClientOptions): Effect.Effect<Outcome> => {
  const timeoutMs = options.timeoutMs ?? 30_000
  let lastError: ErrorAnswer | undefined
  // Error answers are read once here, so that one that does not decode still shows its body.
  const keepErrors = (client: HttpClient.HttpClient) =>
    HttpClient.transformResponse(
      client,
      Effect.flatMap((response) =>
        response.status < 400
          ? Effect.succeed(response)
          : Effect.map(response.arrayBuffer, (buffer) => {
              const web = new Response(buffer, { status: response.status, headers: response.headers })
              lastError = {
                status: response.status,
                statusText: web.statusText,
                text: new TextDecoder().decode(buffer)
              }
              return HttpClientResponse.fromWeb(response.request, web)
            })
      )
    )
  const program = Effect.gen(function* () {
    const client = yield* CisClient.make({
      baseUrl: options.baseUrl,
      ...(command._tag === "Health" ? {} : { token: options.token })
    })
    if (command._tag === "Health") {
      // The probes are public: the admin token is not sent.
      const healthz = yield* client.platform.healthz()
      const readyz = yield* client.platform.readyz()
      return { _tag: "Success", body: { healthz, readyz } } as Outcome
    }
    return { _tag: "Success", body: yield* call(client, command) } as Outcome
  })
  return program.pipe(
    Effect.updateService(HttpClient.HttpClient, keepErrors),
    Effect.provide(FetchHttpClient.layer),
    Effect.provideService(FetchHttpClient.Fetch, options.fetch ?? globalThis.fetch),
    Effect.timeoutFail({ duration: timeoutMs, onTimeout: () => "timeout" as const }),
    Effect.catchAll((e): Effect.Effect<Outcome> => {
      if (e === "timeout") {
        return Effect.succeed({
          _tag: "ConnectionError",
          url: options.baseUrl,
          message: `no answer within ${timeoutMs / 1000} s`
        })
      }
      if (Errors.isApiError(e)) {
        const { status, body } = Errors.envelope(e)
        return Effect.succeed({
          _tag: "HttpError",
          status,
          code: body.error.code,
          message: body.error.message,
          ...(body.error.details !== undefined ? { details: body.error.details } : {})
        })
      }
      if (e._tag === "RequestError") {
        return Effect.succeed({
          _tag: "ConnectionError",
          url: options.baseUrl,
          message: describeFailure(e.cause, timeoutMs)
        })
      }
      if (lastError !== undefined) {
        return Effect.succeed(toHttpError(lastError.status, lastError.statusText, parseBody(lastError.text)))
      }
      if (ParseResult.isParseError(e)) {
        return Effect.succeed({ _tag: "InvalidInput", message: ParseResult.TreeFormatter.formatErrorSync(e) })
      }
      return Effect.succeed({ _tag: "HttpError", status: 0, code: "HTTP_ERROR", message: String(e) })
    })
  ) as Effect.Effect<Outcome>
}

/** Runs the command: one admin request, or for `health` GET /healthz then GET /readyz. */
export const execute = (command: Command, options: ClientOptions): Promise<Outcome> =>
  Effect.runPromise(run(command, options))

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
    case "InvalidInput":
      return { stdout: "", stderr: `error: ${outcome.message}\n`, exitCode: 2 }
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
