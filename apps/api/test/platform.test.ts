import { Db } from "@cis/db"
import { targets } from "@cis/db/testing"
import { layerOpenAi } from "@cis/llm"
import { HttpApiBuilder } from "@effect/platform"
import { assert, describe, layer } from "@effect/vitest"
import { Duration, Effect, Option } from "effect"
import { maxBodyBytes } from "../src/Edge.js"
import { call, newAccount, TestServer, testServer } from "./support.js"

const defectRoute = {
  layer: HttpApiBuilder.Router.use((router) =>
    router.post("/v1/test/defect", Effect.die(new Error("secret internal detail")))
  ),
  routes: [{ method: "POST", path: "/v1/test/defect" }]
}

const envelope = (body: any, code: string) => {
  assert.isObject(body?.error, JSON.stringify(body))
  assert.strictEqual(body.error.code, code)
  assert.isString(body.error.message)
}

for (const target of targets()) {
  describe(target.name, () => {
    layer(testServer(target.layer, { extra: defectRoute }), {
      excludeTestServices: true,
      timeout: 120_000
    })("platform HTTP", (it) => {
      it.effect("probes, OpenAPI and the reference page answer", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          assert.deepStrictEqual((yield* call(s.url, "GET", "/healthz")).body, { status: "ok" })
          const ready = yield* call(s.url, "GET", "/readyz")
          assert.strictEqual(ready.status, 200)
          assert.strictEqual(ready.body.database, target.name)
          const oa = yield* call(s.url, "GET", "/openapi.json")
          assert.strictEqual(oa.body.openapi, "3.1.0")
          for (const p of [
            "/v1/turn-taking/actions/whoami",
            "/v1/credits/projections/usage-summary",
            "/v1/ask"
          ]) {
            assert.isDefined(oa.body.paths[p]?.post, p)
          }
          assert.isDefined(oa.body.paths["/v1/admin/accounts/{account_id}"]?.get)
          const docs = yield* call(s.url, "GET", "/docs")
          assert.strictEqual(docs.status, 200)
          assert.include(docs.body, "/v1/turn-taking/actions/whoami")
        })
      )

      it.effect("admin: accounts, keys, sessions, credits; admin token required", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          for (const token of [undefined, "wrong-token", "ak_nope"]) {
            const r = yield* call(s.url, "POST", "/v1/admin/accounts", {
              body: { name: "x" },
              ...(token ? { token } : {})
            })
            assert.strictEqual(r.status, 401)
            envelope(r.body, "UNAUTHORIZED")
          }
          const { account_id, api_key } = yield* newAccount(s)
          assert.match(api_key, /^ak_/)
          const acc = yield* call(s.url, "GET", `/v1/admin/accounts/${account_id}`, { token: s.admin })
          assert.deepStrictEqual(acc.body, { account_id, name: "acme", balance: 0, provisioned: false })
          const add = yield* call(s.url, "POST", `/v1/admin/accounts/${account_id}/credits`, {
            token: s.admin,
            body: { amount: 30, reason: "grant" }
          })
          assert.deepStrictEqual(add.body, { balance: 30 })
          const debit = yield* call(s.url, "POST", `/v1/admin/accounts/${account_id}/credits`, {
            token: s.admin,
            body: { amount: -100, reason: "claw back" }
          })
          assert.deepStrictEqual(debit.body, { balance: 0 }, "never below zero")
          const unknown = yield* call(s.url, "GET", `/v1/admin/accounts/${crypto.randomUUID()}`, {
            token: s.admin
          })
          assert.strictEqual(unknown.status, 404)
          envelope(unknown.body, "NOT_FOUND")
          const malformed = yield* call(s.url, "GET", "/v1/admin/accounts/not-a-uuid", { token: s.admin })
          assert.strictEqual(malformed.status, 422)
          assert.deepStrictEqual(malformed.body.error.details[0].loc, ["path", "account_id"])
          const badScope = yield* call(s.url, "POST", `/v1/admin/accounts/${account_id}/api-keys`, {
            token: s.admin,
            body: { scopes: ["nope"] }
          })
          assert.strictEqual(badScope.status, 422)
          envelope(badScope.body, "VALIDATION_ERROR")
          assert.deepStrictEqual(badScope.body.error.details[0].loc, ["body", "scopes", 0])
          const badTtl = yield* call(s.url, "POST", `/v1/admin/accounts/${account_id}/sessions`, {
            token: s.admin,
            body: { ttl_seconds: 0 }
          })
          assert.strictEqual(badTtl.status, 422)
          const session = yield* call(s.url, "POST", `/v1/admin/accounts/${account_id}/sessions`, {
            token: s.admin,
            body: {}
          })
          assert.strictEqual(session.status, 200)
          assert.isTrue(Date.parse(session.body.expires_at) > Date.now() + 86_000_000)
        })
      )

      it.effect(
        "whoami: keys and sessions pass; missing, malformed, unknown, revoked and expired tokens are 401",
        () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { account_id, api_key } = yield* newAccount(s)
            const whoami = (token?: string, headers?: Record<string, string>) =>
              call(s.url, "POST", "/v1/turn-taking/actions/whoami", {
                body: {},
                ...(token !== undefined ? { token } : {}),
                ...(headers ? { headers } : {})
              })
            assert.deepStrictEqual((yield* whoami(api_key)).body, { user_id: account_id })
            const noBody = yield* call(s.url, "POST", "/v1/turn-taking/actions/whoami", { token: api_key })
            assert.deepStrictEqual(noBody.body, { user_id: account_id }, "an empty body is an empty object")
            const session = yield* call(s.url, "POST", `/v1/admin/accounts/${account_id}/sessions`, {
              token: s.admin,
              body: {}
            })
            assert.deepStrictEqual((yield* whoami(session.body.session_token)).body, { user_id: account_id })

            const failures = [
              yield* whoami(),
              yield* whoami(undefined, { authorization: "Basic abc" }),
              yield* whoami("ak_short"),
              yield* whoami(`ak_${"A".repeat(43)}`),
              yield* whoami(`st_${"B".repeat(43)}`)
            ]
            for (const r of failures) {
              assert.strictEqual(r.status, 401)
              envelope(r.body, "UNAUTHORIZED")
              assert.match(r.body.error.message, /authentication failed/i)
            }

            const key = yield* call(s.url, "POST", `/v1/admin/accounts/${account_id}/api-keys`, {
              token: s.admin,
              body: {}
            })
            assert.strictEqual((yield* whoami(key.body.api_key)).status, 200)
            const revoked = yield* call(s.url, "DELETE", `/v1/admin/api-keys/${key.body.key_id}`, {
              token: s.admin
            })
            assert.deepStrictEqual(revoked.body, { revoked: true })
            assert.strictEqual(
              (yield* whoami(key.body.api_key)).status,
              401,
              "revocation takes effect at once"
            )
            const again = yield* call(s.url, "DELETE", `/v1/admin/api-keys/${crypto.randomUUID()}`, {
              token: s.admin
            })
            assert.strictEqual(again.status, 404)

            const shortKey = yield* call(s.url, "POST", `/v1/admin/accounts/${account_id}/api-keys`, {
              token: s.admin,
              body: { expires_in_seconds: 1 }
            })
            const shortSession = yield* call(s.url, "POST", `/v1/admin/accounts/${account_id}/sessions`, {
              token: s.admin,
              body: { ttl_seconds: 1 }
            })
            assert.strictEqual((yield* whoami(shortKey.body.api_key)).status, 200)
            yield* Effect.sleep(Duration.millis(1100))
            assert.strictEqual((yield* whoami(shortKey.body.api_key)).status, 401, "expired key")
            assert.strictEqual(
              (yield* whoami(shortSession.body.session_token)).status,
              401,
              "expired session"
            )
          })
      )

      it.effect(
        "sign-out: a session revokes itself (then 401); an API key cannot (403); nothing else changes",
        () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { account_id, api_key } = yield* newAccount(s)
            const session = (yield* call(s.url, "POST", `/v1/admin/accounts/${account_id}/sessions`, {
              token: s.admin,
              body: {}
            })).body.session_token as string
            const other = (yield* call(s.url, "POST", `/v1/admin/accounts/${account_id}/sessions`, {
              token: s.admin,
              body: {}
            })).body.session_token as string
            const signOut = (token?: string) =>
              call(s.url, "POST", "/v1/sessions/actions/sign_out", {
                body: {},
                ...(token !== undefined ? { token } : {})
              })
            const whoami = (token: string) =>
              Effect.map(
                call(s.url, "POST", "/v1/turn-taking/actions/whoami", { token, body: {} }),
                (r) => r.status
              )
            const byKey = yield* signOut(api_key)
            assert.strictEqual(byKey.status, 403)
            envelope(byKey.body, "forbidden")
            assert.strictEqual(yield* whoami(api_key), 200, "the key still works")
            assert.strictEqual((yield* signOut()).status, 401)
            const out = yield* signOut(session)
            assert.strictEqual(out.status, 200)
            assert.deepStrictEqual(out.body, { revoked: true })
            assert.strictEqual(yield* whoami(session), 401, "the signed-out session at once")
            assert.strictEqual((yield* signOut(session)).status, 401, "signing out twice is a 401")
            assert.strictEqual(yield* whoami(other), 200, "another session of the account stays")
            assert.strictEqual(yield* whoami(api_key), 200)
          })
      )

      it.effect("scopes: a key whose scopes exclude the component gets 403 forbidden", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const { account_id } = yield* newAccount(s)
          const scoped = yield* call(s.url, "POST", `/v1/admin/accounts/${account_id}/api-keys`, {
            token: s.admin,
            body: { scopes: ["personas", "credits"] }
          })
          const k = scoped.body.api_key
          const who = yield* call(s.url, "POST", "/v1/turn-taking/actions/whoami", { token: k, body: {} })
          assert.strictEqual(who.status, 403)
          envelope(who.body, "forbidden")
          const ask = yield* call(s.url, "POST", "/v1/ask", { token: k, body: { prompt: "hi" } })
          assert.strictEqual(ask.status, 403)
          const usage = yield* call(s.url, "POST", "/v1/credits/projections/usage-summary", {
            token: k,
            body: {}
          })
          assert.strictEqual(usage.status, 200)
          const tt = yield* call(s.url, "POST", `/v1/admin/accounts/${account_id}/api-keys`, {
            token: s.admin,
            body: { scopes: ["turn-taking"] }
          })
          const ok = yield* call(s.url, "POST", "/v1/turn-taking/actions/whoami", {
            token: tt.body.api_key,
            body: {}
          })
          assert.strictEqual(ok.status, 200)
        })
      )

      it.effect("usage-summary: zero-filled seven days for keys and sessions", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const { account_id, api_key } = yield* newAccount(s)
          const session = yield* call(s.url, "POST", `/v1/admin/accounts/${account_id}/sessions`, {
            token: s.admin,
            body: {}
          })
          for (const token of [api_key, session.body.session_token]) {
            const r = yield* call(s.url, "POST", "/v1/credits/projections/usage-summary", { token, body: {} })
            assert.strictEqual(r.status, 200)
            assert.strictEqual(r.body.total_calls, 0)
            assert.deepStrictEqual(r.body.per_component, [])
            assert.strictEqual(r.body.daily_series.length, 7)
            const labels = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
            assert.strictEqual(r.body.daily_series[6].date, labels[new Date().getUTCDay()])
          }
        })
      )

      it.effect(
        "/v1/ask: answers, records every exchange, is not billed; 400 on a missing or empty prompt",
        () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const db = yield* Db
            const { account_id, api_key } = yield* newAccount(s)
            const r = yield* call(s.url, "POST", "/v1/ask", {
              token: api_key,
              body: { prompt: "what is 6 * 7" }
            })
            assert.strictEqual(r.status, 200)
            assert.strictEqual(r.body.response, "6 * 7 = 42")
            assert.match(r.body.id, /^[0-9a-f-]{36}$/)
            const open = yield* call(s.url, "POST", "/v1/ask", {
              token: api_key,
              body: { prompt: "write a haiku" }
            })
            assert.include(open.body.response, "CIS_LLM_PROVIDER")
            const rows = yield* db.query((k) =>
              k
                .selectFrom("ask_exchanges")
                .select(["id", "prompt"])
                .where("account_id", "=", account_id)
                .execute()
            )
            assert.sameMembers(
              rows.map((x) => x.id),
              [r.body.id, open.body.id]
            )
            for (const body of [{}, { prompt: "" }, { prompt: "   " }, { prompt: 3 }, "{not json"]) {
              const bad = yield* call(s.url, "POST", "/v1/ask", { token: api_key, body })
              assert.strictEqual(bad.status, 400, JSON.stringify(body))
              envelope(bad.body, "VALIDATION_ERROR")
              for (const d of bad.body.error.details) {
                assert.isArray(d.loc)
                assert.isString(d.msg)
                assert.isString(d.type)
              }
            }
            const acc = yield* call(s.url, "GET", `/v1/admin/accounts/${account_id}`, { token: s.admin })
            assert.strictEqual(acc.body.provisioned, false, "/v1/ask is not billable")
          })
      )

      it.effect(
        "unknown routes 404, wrong methods 405, malformed JSON and schema failures 422, all enveloped",
        () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const nf = yield* call(s.url, "GET", "/v1/nothing/here")
            assert.strictEqual(nf.status, 404)
            envelope(nf.body, "NOT_FOUND")
            const na = yield* call(s.url, "GET", "/v1/turn-taking/actions/whoami")
            assert.strictEqual(na.status, 405)
            envelope(na.body, "METHOD_NOT_ALLOWED")
            assert.strictEqual(na.headers.get("allow"), "POST")
            const json = yield* call(s.url, "POST", "/v1/admin/accounts", { token: s.admin, body: "{oops" })
            assert.strictEqual(json.status, 422)
            envelope(json.body, "VALIDATION_ERROR")
            assert.strictEqual(json.body.error.details[0].type, "json_invalid")
            const schema = yield* call(s.url, "POST", "/v1/admin/accounts", {
              token: s.admin,
              body: { name: 7 }
            })
            assert.strictEqual(schema.status, 422)
            assert.deepStrictEqual(schema.body.error.details[0].loc, ["body", "name"])
            const missing = yield* call(s.url, "POST", `/v1/admin/accounts/${crypto.randomUUID()}/credits`, {
              token: s.admin,
              body: { amount: 1.5 }
            })
            assert.strictEqual(missing.status, 422)
            assert.sameMembers(
              missing.body.error.details.map((d: any) => d.loc.join(".")),
              ["body.amount", "body.reason"]
            )
          })
      )

      it.effect("bodies over the cap are 400 VALIDATION_ERROR, with or without a content-length", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const { api_key } = yield* newAccount(s)
          const big = JSON.stringify({ prompt: "x".repeat(maxBodyBytes + 10) })
          const r = yield* call(s.url, "POST", "/v1/ask", { token: api_key, body: big })
          assert.strictEqual(r.status, 400)
          envelope(r.body, "VALIDATION_ERROR")
          const chunked = yield* Effect.promise(async () => {
            const chunk = new TextEncoder().encode("x".repeat(1024 * 1024))
            const stream = new ReadableStream({
              start(c) {
                c.enqueue(new TextEncoder().encode('{"prompt":"'))
                for (let i = 0; i < 6; i++) c.enqueue(chunk)
                c.enqueue(new TextEncoder().encode('"}'))
                c.close()
              }
            })
            const res = await fetch(`${s.url}/v1/ask`, {
              method: "POST",
              headers: { authorization: `Bearer ${api_key}`, "content-type": "application/json" },
              body: stream,
              duplex: "half"
            } as RequestInit)
            return { status: res.status, body: await res.json() }
          })
          assert.strictEqual(chunked.status, 400)
          envelope(chunked.body, "VALIDATION_ERROR")
        })
      )

      it.effect("a defect is a 500 envelope with the request id, no stack", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const r = yield* call(s.url, "POST", "/v1/test/defect", { body: {} })
          assert.strictEqual(r.status, 500)
          envelope(r.body, "INTERNAL_ERROR")
          const id = r.headers.get("x-request-id")
          assert.isString(id)
          assert.include(r.body.error.message, id!)
          assert.deepStrictEqual(r.body.error.details, [{ request_id: id }])
          const raw = JSON.stringify(r.body)
          assert.notInclude(raw, "secret internal detail")
          assert.notInclude(raw, "    at ")
        })
      )
    })

    layer(
      testServer(target.layer, {
        llm: layerOpenAi({
          baseUrl: "http://127.0.0.1:9/v1",
          apiKey: Option.none(),
          model: "m",
          timeout: 2000,
          retries: 0
        })
      }),
      { excludeTestServices: true }
    )("provider unavailable", (it) => {
      it.effect("/v1/ask answers 502 UPSTREAM_ERROR and records nothing", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const db = yield* Db
          const { account_id, api_key } = yield* newAccount(s)
          const r = yield* call(s.url, "POST", "/v1/ask", { token: api_key, body: { prompt: "hello" } })
          assert.strictEqual(r.status, 502)
          envelope(r.body, "UPSTREAM_ERROR")
          const rows = yield* db.query((k) =>
            k.selectFrom("ask_exchanges").select("id").where("account_id", "=", account_id).execute()
          )
          assert.strictEqual(rows.length, 0)
        })
      )
    })

    layer(testServer(target.layer), { excludeTestServices: true })("database unavailable", (it) => {
      it.effect("answers 503 DATABASE_ERROR on readyz, authenticated calls and /v1/ask", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const db = yield* Db
          const { api_key } = yield* newAccount(s)
          assert.strictEqual(
            (yield* call(s.url, "POST", "/v1/ask", { token: api_key, body: { prompt: "hi" } })).status,
            200
          )
          yield* Effect.promise(() => db.kysely.destroy())
          const ready = yield* call(s.url, "GET", "/readyz")
          assert.strictEqual(ready.status, 503)
          envelope(ready.body, "DATABASE_ERROR")
          const ask = yield* call(s.url, "POST", "/v1/ask", { token: api_key, body: { prompt: "hi" } })
          assert.strictEqual(ask.status, 503)
          envelope(ask.body, "DATABASE_ERROR")
          yield* Effect.sleep(Duration.millis(2100))
          const who = yield* call(s.url, "POST", "/v1/turn-taking/actions/whoami", {
            token: api_key,
            body: {}
          })
          assert.strictEqual(who.status, 503)
          const usage = yield* call(s.url, "POST", "/v1/credits/projections/usage-summary", {
            token: api_key,
            body: {}
          })
          assert.strictEqual(usage.status, 503)
        })
      )
    })
  })
}
