/**
 * How the dashboard talks to the service. `/v1` endpoints go through the typed `@cis/client`
 * (the browser's session cookie authenticates; every call carries the session's CSRF token);
 * the session and the account's own keys through the dashboard's routes (`/dashboard/...`).
 * Every failure becomes a message for people: the API's own message when it sent one.
 */
import { Client as CisClient } from "@cis/client"
import { FetchHttpClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Effect } from "effect"

export interface SessionInfo {
  readonly account_id: string
  readonly name: string
  readonly balance: number
  readonly expires_at: string | null
  readonly csrf_token: string
}

let csrf = ""

/** A failure with the API's message (or a plain one). */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string
  ) {
    super(message)
  }
}

const toFailure = (e: unknown): ApiFailure => {
  if (e instanceof ApiFailure) return e
  if (typeof e === "object" && e !== null) {
    const o = e as { _tag?: string; message?: string }
    if (o._tag === "AuthenticationFailed")
      return new ApiFailure("Your session has ended: sign in again with a new link.", 401, "UNAUTHORIZED")
    if (o._tag === "RequestError")
      return new ApiFailure("The service cannot be reached. Check your connection and retry.", 0, "NETWORK")
    if (typeof o.message === "string" && o.message.length > 0)
      return new ApiFailure(o.message, 0, o._tag ?? "ERROR")
  }
  return new ApiFailure(String(e), 0, "ERROR")
}

/** A call to the dashboard's own routes. */
export const raw = async <A>(method: string, path: string, body?: unknown): Promise<A> => {
  let res: Response
  try {
    res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: {
        "x-csrf-token": csrf,
        ...(body !== undefined ? { "content-type": "application/json" } : {})
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {})
    })
  } catch {
    throw new ApiFailure("The service cannot be reached. Check your connection and retry.", 0, "NETWORK")
  }
  const text = await res.text()
  let parsed: any
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  if (!res.ok) {
    throw new ApiFailure(
      parsed?.error?.message ?? `The service answered ${res.status}.`,
      res.status,
      parsed?.error?.code ?? "HTTP"
    )
  }
  return parsed as A
}

/** The signed-in session, or `null`. */
export const session = async (): Promise<SessionInfo | null> => {
  try {
    const s = await raw<SessionInfo>("GET", "/dashboard/session")
    csrf = s.csrf_token
    return s
  } catch (e) {
    if (e instanceof ApiFailure && e.status === 401) return null
    throw e
  }
}

export const signIn = async (code: string) => {
  const s = await raw<{ csrf_token: string }>("POST", "/dashboard/session", { code })
  csrf = s.csrf_token
}

export const signOut = () => raw<{ signed_out: true }>("DELETE", "/dashboard/session")

/** Runs `f` with the typed client of the API; the answer, or an {@link ApiFailure}. */
export const api = <A, E>(f: (client: CisClient.ApiClient) => Effect.Effect<A, E>): Promise<A> =>
  Effect.runPromise(
    Effect.gen(function* () {
      const client = yield* CisClient.make({ baseUrl: window.location.origin })
      return yield* f(client)
    }).pipe(
      Effect.updateService(HttpClient.HttpClient, (c) =>
        HttpClient.mapRequest(c, HttpClientRequest.setHeader("x-csrf-token", csrf))
      ),
      Effect.provide(FetchHttpClient.layer),
      Effect.mapError(toFailure),
      Effect.catchAllDefect((d) => Effect.fail(toFailure(d))),
      Effect.either
    )
  ).then((r) => {
    if (r._tag === "Left") throw r.left
    return r.right
  })
