/**
 * The dashboard's routes, outside the API definition: the single-page app's static files
 * under `/dashboard` (built by `apps/dashboard`), the browser session (`/dashboard/session`:
 * sign in with a one-time link's code, read, sign out) and the account's own API keys and
 * recent billed calls (`/dashboard/api/...`), which only a signed-in browser session reaches.
 * Everything else the dashboard shows comes from the `/v1` endpoints (see {@link Session}).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { extname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { Errors, Platform } from "@cis/contract"
import { Accounts, Dashboard } from "@cis/services"
import { HttpApiBuilder, HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Schema } from "effect"
import { orUnavailable } from "../Database.js"
import * as Session from "./Session.js"

/** Where the built app is: `apps/dashboard/dist`. */
export const defaultDistDir = fileURLToPath(new URL("../../../dashboard/dist/", import.meta.url))

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8"
}

/** Headers of every dashboard page and asset: nothing from elsewhere, never framed. */
const pageHeaders = {
  "content-security-policy":
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY"
}

interface File {
  readonly body: Uint8Array
  readonly type: string
}

/** Every file of the built app, read once at start-up (a few hundred kilobytes). */
const load = (dir: string): Map<string, File> => {
  const files = new Map<string, File>()
  if (!existsSync(join(dir, "index.html"))) return files
  const walk = (at: string, prefix: string) => {
    for (const name of readdirSync(at)) {
      const full = join(at, name)
      if (statSync(full).isDirectory()) walk(full, `${prefix}${name}/`)
      else
        files.set(`${prefix}${name}`, {
          body: readFileSync(full),
          type: types[extname(name)] ?? "application/octet-stream"
        })
    }
  }
  walk(dir, "")
  return files
}

const notBuilt = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Dashboard not built</title>
<body style="font-family:system-ui;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>The dashboard is not built</h1>
<p>Build it once with <code>pnpm --filter @cis/dashboard build</code> (or <code>pnpm build</code>) and restart the server.</p>
</body></html>`

const KeyRequest = Schema.Struct({
  name: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100)).annotations({
    description: "The key's name, 1-100 characters."
  }),
  scopes: Schema.NullOr(Schema.Array(Platform.Scope).pipe(Schema.minItems(1))),
  expires_in_seconds: Schema.NullOr(Schema.Int.pipe(Schema.between(60, 3_155_760_000)))
}).annotations({ parseOptions: { errors: "all", onExcessProperty: "error" } })

const SignInRequest = Schema.Struct({ code: Schema.String.pipe(Schema.maxLength(200)) })

const invalid = (message: string) =>
  new Errors.RequestInvalid({ message, status: 422, code: "VALIDATION_ERROR", details: [] })

const decode =
  <A, I>(schema: Schema.Schema<A, I>, what: string) =>
  (body: unknown) =>
    Schema.decodeUnknown(schema)(body).pipe(
      Effect.mapError((e) => invalid(`${what}: ${e.message.split("\n").slice(-1)[0]?.trim() ?? "invalid"}`))
    )

const notSignedIn = new Errors.AuthenticationFailed({
  message: "You are not signed in (or your session has ended): open a new sign-in link."
})

/** The signed-in session of a request (cookie + CSRF token), or `401`/`403`. */
const signedIn = (accounts: Accounts.AccountsService, options: { readonly csrf: boolean }) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const token = Session.sessionCookie(request)
    if (token === undefined) return yield* notSignedIn
    const principal = yield* accounts.authenticate(`Bearer ${token}`).pipe(
      Effect.catchTag("AuthenticationFailed", () => Effect.fail(notSignedIn)),
      orUnavailable
    )
    if (principal.kind !== "session") return yield* notSignedIn
    if (options.csrf && !Session.csrfValid(request, token)) return yield* Session.csrfRefused
    return { token, principal, request }
  })

const json = (body: unknown, headers?: Record<string, string>) =>
  HttpServerResponse.unsafeJson(body, {
    headers: { "cache-control": "no-store", ...headers }
  })

export interface DashboardOptions {
  readonly publicUrl: string
  /** The built app (default {@link defaultDistDir}). */
  readonly distDir?: string
}

/** The dashboard's routes, for the API's router. */
export const routes = (options: DashboardOptions) =>
  HttpApiBuilder.Router.use((router) =>
    Effect.gen(function* () {
      const accounts = yield* Accounts.Accounts
      const dashboard = yield* Dashboard.Dashboard
      const files = load(options.distDir ?? defaultDistDir)
      const index = files.get("index.html")

      const serve = Effect.map(HttpServerRequest.HttpServerRequest, (request) => {
        // Never above the dashboard: no path leaves the loaded files.
        const path = (request.url.split("?")[0] ?? "").replace(/^\/dashboard\/?/, "")
        if (index === undefined) {
          return HttpServerResponse.html(notBuilt).pipe(HttpServerResponse.setStatus(503))
        }
        const file = files.get(path)
        if (file !== undefined && path !== "index.html") {
          return HttpServerResponse.uint8Array(file.body, {
            contentType: file.type,
            headers: {
              ...pageHeaders,
              "cache-control": path.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache"
            }
          })
        }
        if (path.startsWith("assets/")) {
          return HttpServerResponse.text("Not found", { status: 404 })
        }
        // Any other path is a page of the app: it routes in the browser.
        return HttpServerResponse.uint8Array(index.body, {
          contentType: index.type,
          headers: { ...pageHeaders, "cache-control": "no-cache" }
        })
      })
      yield* router.get("/dashboard", serve)
      yield* router.get("/dashboard/*", serve)

      // Sign in: a one-time link's code for a session cookie.
      yield* router.post(
        "/dashboard/session",
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          const { code } = yield* request.json.pipe(Effect.flatMap(decode(SignInRequest, "Sign-in")))
          const session = yield* orUnavailable(dashboard.redeem(code))
          const seconds =
            (Date.parse(session.expires_at) - (yield* Effect.clockWith((c) => c.currentTimeMillis))) / 1000
          return json(
            {
              account_id: session.account_id,
              expires_at: session.expires_at,
              csrf_token: Session.csrfOf(session.session_token)
            },
            {
              "set-cookie": Session.setCookie(
                session.session_token,
                seconds,
                Session.overHttps(request, options.publicUrl)
              )
            }
          )
        })
      )
      // Who is signed in, and the CSRF token the page sends with every call.
      yield* router.get(
        "/dashboard/session",
        Effect.gen(function* () {
          const { token, principal } = yield* signedIn(accounts, { csrf: false })
          const account = yield* orUnavailable(accounts.get(principal.accountId))
          return json({
            account_id: account.account_id,
            name: account.name,
            balance: account.balance,
            expires_at: principal.expiresAt === null ? null : new Date(principal.expiresAt).toISOString(),
            csrf_token: Session.csrfOf(token)
          })
        })
      )
      // Sign out: the session is revoked and the cookie removed.
      yield* router.del(
        "/dashboard/session",
        Effect.gen(function* () {
          const { principal, request } = yield* signedIn(accounts, { csrf: true })
          yield* orUnavailable(accounts.signOut(principal))
          return json(
            { signed_out: true },
            { "set-cookie": Session.clearCookie(Session.overHttps(request, options.publicUrl)) }
          )
        })
      )
      yield* router.get(
        "/dashboard/api/keys",
        Effect.gen(function* () {
          const { principal } = yield* signedIn(accounts, { csrf: true })
          return json({ keys: yield* orUnavailable(dashboard.listKeys(principal.accountId)) })
        })
      )
      yield* router.post(
        "/dashboard/api/keys",
        Effect.gen(function* () {
          const { principal, request } = yield* signedIn(accounts, { csrf: true })
          const body = yield* request.json.pipe(Effect.flatMap(decode(KeyRequest, "The new key")))
          return json(
            yield* orUnavailable(
              dashboard.createKey(principal.accountId, {
                name: body.name,
                scopes: body.scopes,
                expiresInSeconds: body.expires_in_seconds
              })
            )
          )
        })
      )
      yield* router.del(
        "/dashboard/api/keys/:key_id",
        Effect.gen(function* () {
          const { principal } = yield* signedIn(accounts, { csrf: true })
          const params = yield* HttpRouter.params
          return json(yield* orUnavailable(dashboard.revokeKey(principal.accountId, params.key_id ?? "")))
        })
      )
      yield* router.get(
        "/dashboard/api/recent-calls",
        Effect.gen(function* () {
          const { principal } = yield* signedIn(accounts, { csrf: true })
          return json({ calls: yield* orUnavailable(dashboard.recentCalls(principal.accountId, 20)) })
        })
      )
    })
  )

/** The dashboard's routes for the edge (405 answers list them). */
export const routeList = [
  { method: "GET", path: "/dashboard" },
  { method: "GET", path: "/dashboard/session" },
  { method: "POST", path: "/dashboard/session" },
  { method: "DELETE", path: "/dashboard/session" },
  { method: "GET", path: "/dashboard/api/keys" },
  { method: "POST", path: "/dashboard/api/keys" },
  { method: "GET", path: "/dashboard/api/recent-calls" }
]
