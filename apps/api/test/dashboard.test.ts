/**
 * The dashboard's server side on a real server: one-time sign-in links, the session cookie's
 * attributes, CSRF on every cookie-authenticated call, sign-out, the account's own keys (and
 * no other account's), the static app.
 */
import { Db } from "@cis/db"
import { targets } from "@cis/db/testing"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { call, newAccount, TestServer, testServer } from "./support.js"

type S = { url: string; admin: string }

const loginLink = (s: S, accountId: string, body: unknown = {}) =>
  call(s.url, "POST", `/v1/admin/accounts/${accountId}/login-links`, { token: s.admin, body })

const codeOf = (url: string) => new URL(url).hash.replace(/^#code=/, "")

/** Signs in with a fresh link: the cookie header to send and the CSRF token. */
const signIn = (s: S, accountId: string) =>
  Effect.gen(function* () {
    const link = yield* loginLink(s, accountId)
    assert.strictEqual(link.status, 200, JSON.stringify(link.body))
    const r = yield* call(s.url, "POST", "/dashboard/session", { body: { code: codeOf(link.body.url) } })
    assert.strictEqual(r.status, 200, JSON.stringify(r.body))
    const cookie = (r.headers.get("set-cookie") ?? "").split(";")[0]!
    return { cookie, csrf: r.body.csrf_token as string, setCookie: r.headers.get("set-cookie") ?? "" }
  })

const as = (sess: { cookie: string; csrf: string }, csrf = true) => ({
  headers: { cookie: sess.cookie, ...(csrf ? { "x-csrf-token": sess.csrf } : {}) }
})

for (const target of targets()) {
  describe(target.name, () => {
    layer(testServer(target.layer, { initialCredits: 50 }), { excludeTestServices: true, timeout: 120_000 })(
      "dashboard",
      (it) => {
        it.effect("a sign-in link works once, sets a strict HttpOnly cookie, and expires", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { account_id } = yield* newAccount(s, "links")
            const link = yield* loginLink(s, account_id)
            assert.strictEqual(link.status, 200)
            assert.match(link.body.url, /\/dashboard\/sign-in#code=lk_[A-Za-z0-9_-]{43}$/)
            const code = codeOf(link.body.url)
            const first = yield* call(s.url, "POST", "/dashboard/session", { body: { code } })
            assert.strictEqual(first.status, 200, JSON.stringify(first.body))
            const cookie = first.headers.get("set-cookie") ?? ""
            assert.match(
              cookie,
              /^cis_session=st_[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict$/
            )
            const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)![1])
            assert.isTrue(maxAge > 43_000 && maxAge <= 43_200, `Max-Age ${maxAge}`)
            assert.notInclude(JSON.stringify(first.body), "st_", "the session token never reaches scripts")
            const again = yield* call(s.url, "POST", "/dashboard/session", { body: { code } })
            assert.strictEqual(again.status, 401)
            assert.strictEqual(again.body.error.code, "UNAUTHORIZED")
            assert.isNull(again.headers.get("set-cookie"))

            // Behind HTTPS the cookie is Secure.
            const link2 = yield* loginLink(s, account_id)
            const https = yield* call(s.url, "POST", "/dashboard/session", {
              body: { code: codeOf(link2.body.url) },
              headers: { "x-forwarded-proto": "https" }
            })
            assert.match(https.headers.get("set-cookie") ?? "", /; Secure$/)

            // An expired link is refused like a used one.
            const link3 = yield* loginLink(s, account_id, { ttl_seconds: 60 })
            const db = yield* Db
            yield* db
              .query((k) =>
                k
                  .updateTable("login_links")
                  .set({ expires_at: new Date(Date.now() - 1000) } as never)
                  .where("account_id", "=", account_id)
                  .where("used_at", "is", null)
                  .execute()
              )
              .pipe(Effect.orDie)
            const late = yield* call(s.url, "POST", "/dashboard/session", {
              body: { code: codeOf(link3.body.url) }
            })
            assert.strictEqual(late.status, 401)
            const bogus = yield* call(s.url, "POST", "/dashboard/session", { body: { code: "lk_nope" } })
            assert.strictEqual(bogus.status, 401)
            const unknown = yield* loginLink(s, crypto.randomUUID())
            assert.strictEqual(unknown.status, 404)
          })
        )

        it.effect("the cookie authenticates /v1 only with the CSRF token; sign-out ends it", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { account_id } = yield* newAccount(s, "csrf")
            const sess = yield* signIn(s, account_id)
            const me = yield* call(s.url, "GET", "/dashboard/session", as(sess, false))
            assert.strictEqual(me.status, 200)
            assert.strictEqual(me.body.account_id, account_id)
            assert.strictEqual(me.body.name, "csrf")
            assert.strictEqual(me.body.csrf_token, sess.csrf)
            assert.strictEqual(me.headers.get("cache-control"), "no-store")

            const without = yield* call(s.url, "POST", "/v1/turn-taking/actions/whoami", as(sess, false))
            assert.strictEqual(without.status, 403)
            assert.match(without.body.error.message, /CSRF/)
            const wrong = yield* call(s.url, "POST", "/v1/turn-taking/actions/whoami", {
              headers: { cookie: sess.cookie, "x-csrf-token": "x".repeat(43) }
            })
            assert.strictEqual(wrong.status, 403)
            const withIt = yield* call(s.url, "POST", "/v1/turn-taking/actions/whoami", as(sess))
            assert.strictEqual(withIt.status, 200)
            assert.strictEqual(withIt.body.user_id, account_id)
            const usage = yield* call(s.url, "POST", "/v1/credits/projections/usage-summary", as(sess))
            assert.strictEqual(usage.status, 200)
            // The dashboard's own routes need it too (reads included).
            const keys = yield* call(s.url, "GET", "/dashboard/api/keys", as(sess, false))
            assert.strictEqual(keys.status, 403)

            const outNoCsrf = yield* call(s.url, "DELETE", "/dashboard/session", as(sess, false))
            assert.strictEqual(outNoCsrf.status, 403)
            const out = yield* call(s.url, "DELETE", "/dashboard/session", as(sess))
            assert.strictEqual(out.status, 200)
            assert.match(
              out.headers.get("set-cookie") ?? "",
              /^cis_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict/
            )
            const after = yield* call(s.url, "GET", "/dashboard/session", as(sess, false))
            assert.strictEqual(after.status, 401)
            const v1After = yield* call(s.url, "POST", "/v1/turn-taking/actions/whoami", as(sess))
            assert.strictEqual(v1After.status, 401)
            const none = yield* call(s.url, "GET", "/dashboard/session")
            assert.strictEqual(none.status, 401)

            // A session past its expiry is refused on every route, like no session.
            const old = yield* signIn(s, account_id)
            const db = yield* Db
            yield* db
              .query((k) =>
                k
                  .updateTable("tokens")
                  .set({ expires_at: new Date(Date.now() - 1000) })
                  .where("account_id", "=", account_id)
                  .where("kind", "=", "session")
                  .where("revoked_at", "is", null)
                  .execute()
              )
              .pipe(Effect.orDie)
            const expired = yield* call(s.url, "GET", "/dashboard/session", as(old, false))
            assert.strictEqual(expired.status, 401)
            const expiredV1 = yield* call(s.url, "POST", "/v1/turn-taking/actions/whoami", as(old))
            assert.strictEqual(expiredV1.status, 401)
          })
        )

        it.effect(
          "a thread's WebSocket opens with the session cookie sent along (the grant authenticates it)",
          () =>
            Effect.gen(function* () {
              const s = yield* TestServer
              const { account_id } = yield* newAccount(s, "socket")
              const sess = yield* signIn(s, account_id)
              const opened = yield* call(s.url, "POST", "/v1/turn-taking/actions/open_thread", {
                ...as(sess),
                body: {}
              })
              assert.strictEqual(opened.status, 200, JSON.stringify(opened.body))
              // What a browser sends on the handshake: the cookie, and no CSRF header (it cannot).
              const handshake = (url: string) =>
                Effect.promise(
                  () =>
                    new Promise<"open" | "refused">((resolve) => {
                      const ws = new WebSocket(url, { headers: { cookie: sess.cookie } } as never)
                      ws.addEventListener("open", () => {
                        ws.close()
                        resolve("open")
                      })
                      ws.addEventListener("error", () => resolve("refused"))
                    })
                )
              const url: string = opened.body.realtime.connect_url
              assert.strictEqual(yield* handshake(url), "open")
              // The cookie stands in for nothing here: a bad grant is still refused.
              assert.strictEqual(yield* handshake(url.replace(/grant=[^&]+/, "grant=forged")), "refused")
            })
        )

        it.effect("keys: create (shown once), list, revoke; another account's keys are out of reach", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const a = yield* newAccount(s, "alice")
            const b = yield* newAccount(s, "bob")
            const sa = yield* signIn(s, a.account_id)
            const sb = yield* signIn(s, b.account_id)
            const created = yield* call(s.url, "POST", "/dashboard/api/keys", {
              ...as(sa),
              body: { name: "ci", scopes: ["turn-taking"], expires_in_seconds: 86_400 }
            })
            assert.strictEqual(created.status, 200, JSON.stringify(created.body))
            const key = created.body.api_key as string
            assert.strictEqual(created.body.prefix, key.slice(0, 9))
            assert.deepStrictEqual(created.body.scopes, ["turn-taking"])
            const works = yield* call(s.url, "POST", "/v1/turn-taking/actions/whoami", { token: key })
            assert.strictEqual(works.status, 200)
            const scoped = yield* call(s.url, "POST", "/v1/credits/projections/usage-summary", { token: key })
            assert.strictEqual(scoped.status, 403)

            const listA = yield* call(s.url, "GET", "/dashboard/api/keys", as(sa))
            assert.strictEqual(listA.status, 200)
            assert.deepStrictEqual(
              listA.body.keys.map((k: any) => k.name),
              ["ci", null],
              "the new key, then the account's first key"
            )
            assert.notInclude(JSON.stringify(listA.body), key, "a key is never shown again")
            // The new key was used (whoami above): its last use is listed; the first key never was.
            const [ci, first] = listA.body.keys
            assert.isString(ci.last_used_at)
            assert.isAtLeast(Date.parse(ci.last_used_at), Date.parse(ci.created_at))
            assert.isAtMost(Date.parse(ci.last_used_at), Date.now())
            assert.isNull(first.last_used_at)
            const listB = yield* call(s.url, "GET", "/dashboard/api/keys", as(sb))
            assert.strictEqual(listB.body.keys.length, 1)
            assert.notInclude(
              listB.body.keys.map((k: any) => k.key_id),
              created.body.key_id
            )

            // Bob cannot revoke Alice's key; his session's cookie with Alice's CSRF token is refused.
            const cross = yield* call(s.url, "DELETE", `/dashboard/api/keys/${created.body.key_id}`, as(sb))
            assert.strictEqual(cross.status, 404)
            const mixed = yield* call(s.url, "GET", "/dashboard/api/keys", {
              headers: { cookie: sb.cookie, "x-csrf-token": sa.csrf }
            })
            assert.strictEqual(mixed.status, 403)
            const still = yield* call(s.url, "POST", "/v1/turn-taking/actions/whoami", { token: key })
            assert.strictEqual(still.status, 200)

            const revoked = yield* call(s.url, "DELETE", `/dashboard/api/keys/${created.body.key_id}`, as(sa))
            assert.strictEqual(revoked.status, 200)
            const refused = yield* call(s.url, "POST", "/v1/turn-taking/actions/whoami", { token: key })
            assert.strictEqual(refused.status, 401)
            const twice = yield* call(s.url, "DELETE", `/dashboard/api/keys/${created.body.key_id}`, as(sa))
            assert.strictEqual(twice.status, 404)
            const badId = yield* call(s.url, "DELETE", "/dashboard/api/keys/not-a-uuid", as(sa))
            assert.strictEqual(badId.status, 404)

            const invalid = yield* call(s.url, "POST", "/dashboard/api/keys", {
              ...as(sa),
              body: { name: "", scopes: ["nope"], expires_in_seconds: null }
            })
            assert.strictEqual(invalid.status, 422)
            assert.strictEqual(invalid.body.error.code, "VALIDATION_ERROR")
            const form = yield* call(s.url, "POST", "/dashboard/api/keys", {
              ...as(sa),
              body: "name=x",
              headers: { ...as(sa).headers, "content-type": "application/x-www-form-urlencoded" }
            })
            assert.strictEqual(form.status, 415)
            const after = yield* call(s.url, "GET", "/dashboard/api/keys", as(sa))
            assert.strictEqual(after.body.keys.length, 1, "nothing stored by refused requests")

            // No billed call yet: the recent list is empty.
            const calls = yield* call(s.url, "GET", "/dashboard/api/recent-calls", as(sa))
            assert.strictEqual(calls.status, 200)
            assert.deepStrictEqual(calls.body.calls, [])
          })
        )

        it.effect("serves the app under /dashboard with a strict content security policy", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const page = yield* call(s.url, "GET", "/dashboard/keys")
            if (page.status === 503) {
              // Not built in this checkout: the page says how to build it.
              assert.include(String(page.body), "pnpm --filter @cis/dashboard build")
              return
            }
            assert.strictEqual(page.status, 200)
            assert.include(page.headers.get("content-type") ?? "", "text/html")
            assert.include(page.headers.get("content-security-policy") ?? "", "default-src 'self'")
            assert.strictEqual(page.headers.get("x-frame-options"), "DENY")
            const script = /src="(\/dashboard\/assets\/[^"]+\.js)"/.exec(String(page.body))![1]!
            const js = yield* call(s.url, "GET", script)
            assert.strictEqual(js.status, 200)
            assert.include(js.headers.get("cache-control") ?? "", "immutable")
            const missing = yield* call(s.url, "GET", "/dashboard/assets/nope.js")
            assert.strictEqual(missing.status, 404)
          })
        )
      }
    )
  })
}
