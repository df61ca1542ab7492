/**
 * Browser sessions of the dashboard. Signing in by a one-time link gives the browser the
 * session token in a cookie (`cis_session`: HttpOnly, SameSite=Strict, Path=/, `Secure` when
 * the service is reached over HTTPS, Max-Age = the session's lifetime), which scripts cannot
 * read. A request that carries that cookie and no `Authorization` header is authenticated as
 * that session, on the dashboard's routes and on every `/v1` endpoint alike, but only with the
 * `x-csrf-token` header equal to the session's CSRF token (every call, reads included: the
 * API reads by POST too). The CSRF token is derived from the session token
 * (`SHA-256("csrf:" + token)`), so it is only known to a page that was given it by
 * `GET /dashboard/session`, which another site cannot read.
 */
import { createHash, timingSafeEqual } from "node:crypto"
import { Errors } from "@cis/contract"
import { Headers, type HttpServerRequest, HttpServerResponse } from "@effect/platform"

export const cookieName = "cis_session"
export const csrfHeader = "x-csrf-token"
const sessionShape = /^st_[A-Za-z0-9_-]{43}$/

/** The session token of the request's cookie, if it has a well-formed one. */
export const sessionCookie = (request: HttpServerRequest.HttpServerRequest): string | undefined => {
  const token = request.cookies[cookieName]
  return token !== undefined && sessionShape.test(token) ? token : undefined
}

/** The CSRF token of a session token. */
export const csrfOf = (sessionToken: string): string =>
  createHash("sha256").update(`csrf:${sessionToken}`).digest("base64url")

/** Whether the request's `x-csrf-token` is the session's. */
export const csrfValid = (request: HttpServerRequest.HttpServerRequest, sessionToken: string): boolean => {
  const given = Buffer.from(request.headers[csrfHeader] ?? "")
  const want = Buffer.from(csrfOf(sessionToken))
  return given.length === want.length && timingSafeEqual(given, want)
}

export const csrfRefused = new Errors.Forbidden({
  message:
    "This call came with the dashboard's session cookie but without its CSRF token: send the 'x-csrf-token' header given by GET /dashboard/session."
})

/** Whether the request reached the service over HTTPS (directly or through a proxy). */
export const overHttps = (request: HttpServerRequest.HttpServerRequest, publicUrl: string): boolean =>
  publicUrl.startsWith("https://") || request.headers["x-forwarded-proto"] === "https"

/** The `Set-Cookie` value that stores a session token for `maxAgeSeconds`. */
export const setCookie = (token: string, maxAgeSeconds: number, secure: boolean): string =>
  `${cookieName}=${token}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`

/** A thread's WebSocket, authenticated by its grant (`/v1/turn-taking/threads/{id}/socket?...`). */
const grantSocket = /^\/v1\/turn-taking\/threads\/[^/?]+\/socket(?:\?|$)/

/** The `Set-Cookie` value that removes the session cookie. */
export const clearCookie = (secure: boolean): string =>
  `${cookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`

/**
 * The cookie as bearer for `/v1`: a request with no `Authorization` header and a session
 * cookie is given `Authorization: Bearer <session token>` when its CSRF token is right, and is
 * refused `403` when it is not. A request with its own `Authorization` header is untouched (the
 * cookie is ignored), and so is a thread's WebSocket upgrade: the grant of its `connect_url`
 * authenticates it, and a browser cannot add the CSRF header to a WebSocket handshake.
 * Returns the request to serve instead (`undefined`: serve it as it is) or the refusal.
 */
export const cookieBearer = (
  request: HttpServerRequest.HttpServerRequest
): HttpServerRequest.HttpServerRequest | HttpServerResponse.HttpServerResponse | undefined => {
  if (request.headers.authorization !== undefined || !request.url.startsWith("/v1/")) return undefined
  if (grantSocket.test(request.url)) return undefined
  const token = sessionCookie(request)
  if (token === undefined) return undefined
  if (!csrfValid(request, token)) {
    const { status, body } = Errors.envelope(csrfRefused)
    return HttpServerResponse.unsafeJson(body, { status })
  }
  const headers = Headers.set(request.headers, "authorization", `Bearer ${token}`)
  return Object.create(request, {
    headers: { value: headers, configurable: true }
  }) as HttpServerRequest.HttpServerRequest
}
