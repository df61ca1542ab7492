/**
 * The edge around the API: request ids, `GET /`, the reference pages, content types, requests
 * Node refuses before the application, the access log and the per-endpoint metrics.
 */
import { targets } from "@cis/db/testing"
import { assert, describe, layer } from "@effect/vitest"
import { Effect, Logger, Metric } from "effect"
import * as Observability from "../src/Observability.js"
import { call, newAccount, TestServer, testServer } from "./support.js"

const lines: Array<{ message: unknown; annotations: Record<string, unknown> }> = []
const capture = Logger.make(({ message, annotations }) => {
  lines.push({
    message: Array.isArray(message) ? message[0] : message,
    annotations: Object.fromEntries(annotations)
  })
})

const whoamiCount = (status: number) =>
  Metric.value(
    Observability.requests.pipe(
      Metric.tagged("endpoint", "POST /v1/turn-taking/actions/whoami"),
      Metric.tagged("status", String(status))
    )
  ).pipe(Effect.map((s) => s.count))

for (const target of targets()) {
  describe(target.name, () => {
    layer(testServer(target.layer, { logger: capture }), { excludeTestServices: true, timeout: 120_000 })(
      "edge",
      (it) => {
        it.effect("a sane client x-request-id is used and echoed; otherwise one is generated", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const given = yield* call(s.url, "GET", "/healthz", {
              headers: { "x-request-id": "trace-42.a_b" }
            })
            assert.strictEqual(given.headers.get("x-request-id"), "trace-42.a_b")
            for (const bad of ["x".repeat(129), "has space", "semi;colon"]) {
              const r = yield* call(s.url, "GET", "/healthz", { headers: { "x-request-id": bad } })
              const id = r.headers.get("x-request-id")
              assert.isString(id)
              assert.notStrictEqual(id, bad)
              assert.match(id!, /^[A-Za-z0-9._-]{1,128}$/)
            }
            const notFound = yield* call(s.url, "GET", "/nowhere")
            assert.isString(notFound.headers.get("x-request-id"))
          })
        )

        it.effect(
          "GET / points to /docs; /docs is the interactive reference, /docs/plain the static one",
          () =>
            Effect.gen(function* () {
              const s = yield* TestServer
              const root = yield* call(s.url, "GET", "/")
              assert.strictEqual(root.status, 200)
              assert.strictEqual(root.body.docs, "/docs")
              const docs = yield* call(s.url, "GET", "/docs")
              assert.include(docs.body, 'id="api-reference"')
              assert.notMatch(docs.body, /<script[^>]*\ssrc=/, "the script is inline: works offline")
              const plain = yield* call(s.url, "GET", "/docs/plain")
              assert.include(plain.body, "/v1/turn-taking/actions/whoami")
            })
        )

        it.effect("bodies must be JSON: 415 in the envelope otherwise, nothing created", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            for (const contentType of [
              "text/plain",
              "application/x-www-form-urlencoded",
              "multipart/form-data"
            ]) {
              const r = yield* call(s.url, "POST", "/v1/admin/accounts", {
                token: s.admin,
                body: '{"name":"x"}',
                headers: { "content-type": contentType }
              })
              assert.strictEqual(r.status, 415, contentType)
              assert.strictEqual(r.body.error.code, "UNSUPPORTED_MEDIA_TYPE")
            }
            const charset = yield* call(s.url, "POST", "/v1/admin/accounts", {
              token: s.admin,
              body: '{"name":"x"}',
              headers: { "content-type": "application/json; charset=utf-8" }
            })
            assert.strictEqual(charset.status, 200)
          })
        )

        it.effect("unknown body fields are 422 naming the field, and nothing is billed", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { account_id, api_key } = yield* newAccount(s)
            const admin = yield* call(s.url, "POST", "/v1/admin/accounts", {
              token: s.admin,
              body: { name: "x", nmae: "typo" }
            })
            assert.strictEqual(admin.status, 422)
            assert.deepStrictEqual(
              admin.body.error.details.map((d: any) => d.loc),
              [["body", "nmae"]]
            )
            const generate = yield* call(s.url, "POST", "/v1/personas/actions/generate", {
              token: api_key,
              body: { prompt: "nurses", cuont: 50 }
            })
            assert.strictEqual(generate.status, 422)
            assert.deepStrictEqual(generate.body.error.details[0].loc, ["body", "cuont"])
            const account = yield* call(s.url, "GET", `/v1/admin/accounts/${account_id}`, { token: s.admin })
            assert.strictEqual(account.body.provisioned, false, "not billed")
          })
        )

        it.effect("NUL characters and lone surrogates in any string are refused naming the field", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { api_key } = yield* newAccount(s)
            for (const raw of [
              '{"prompt":"a\\u0000b"}',
              '{"prompt":"\\ud800"}',
              '{"prompt":"x","\\u0000":1}'
            ]) {
              const ask = yield* call(s.url, "POST", "/v1/ask", { token: api_key, body: raw })
              assert.strictEqual(ask.status, 400, raw)
              assert.strictEqual(ask.body.error.code, "VALIDATION_ERROR")
              assert.deepStrictEqual(
                ask.body.error.details[0].loc,
                raw.includes('","') ? ["body"] : ["body", "prompt"]
              )
            }
            const name = yield* call(s.url, "POST", "/v1/admin/accounts", {
              token: s.admin,
              body: '{"name":"a\\udc00b"}'
            })
            assert.strictEqual(name.status, 422)
            assert.deepStrictEqual(name.body.error.details[0].loc, ["body", "name"])
            const poll = yield* call(s.url, "GET", "/v1/personas/repositories/Population/by-id/%00", {
              token: api_key
            })
            assert.strictEqual(poll.status, 422)
            assert.deepStrictEqual(poll.body.error.details[0].loc, ["path", "id"])
          })
        )

        it.effect("deep nesting is refused with the envelope, not a stack overflow", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { api_key } = yield* newAccount(s)
            const deep = `{"prompt":${"[".repeat(3000)}${"]".repeat(3000)}}`
            const ask = yield* call(s.url, "POST", "/v1/ask", { token: api_key, body: deep })
            assert.strictEqual(ask.status, 400)
            assert.match(ask.body.error.details[0].msg, /nested deeper than 64/)
            const name = yield* call(s.url, "POST", "/v1/admin/accounts", {
              token: s.admin,
              body: `{"name":${"[".repeat(5000)}${"]".repeat(5000)}}`
            })
            assert.strictEqual(name.status, 422)
          })
        )

        it.effect("a 60,000-character path gets the envelope, not Node's bare 431", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const r = yield* call(s.url, "GET", `/${"a".repeat(60_000)}`)
            assert.strictEqual(r.status, 431)
            assert.strictEqual(r.body.error.code, "VALIDATION_ERROR")
            assert.isString(r.body.error.message)
          })
        )

        it.effect(
          "one access log line per request, with the request id; count and latency per endpoint",
          () =>
            Effect.gen(function* () {
              const s = yield* TestServer
              const { api_key } = yield* newAccount(s)
              const before200 = yield* whoamiCount(200)
              const before401 = yield* whoamiCount(401)
              const latencyBefore = yield* Metric.value(
                Observability.latency.pipe(Metric.tagged("endpoint", "POST /v1/turn-taking/actions/whoami"))
              )
              const ok = yield* call(s.url, "POST", "/v1/turn-taking/actions/whoami", {
                token: api_key,
                body: {}
              })
              yield* call(s.url, "POST", "/v1/turn-taking/actions/whoami", { token: api_key, body: {} })
              yield* call(s.url, "POST", "/v1/turn-taking/actions/whoami", { body: {} })
              assert.strictEqual((yield* whoamiCount(200)) - before200, 2)
              assert.strictEqual((yield* whoamiCount(401)) - before401, 1)
              const latencyAfter = yield* Metric.value(
                Observability.latency.pipe(Metric.tagged("endpoint", "POST /v1/turn-taking/actions/whoami"))
              )
              assert.strictEqual(latencyAfter.count - latencyBefore.count, 3)

              const id = ok.headers.get("x-request-id")!
              const access = lines.filter((l) => l.message === "request" && l.annotations.request_id === id)
              assert.strictEqual(access.length, 1)
              assert.deepInclude(access[0]!.annotations, {
                method: "POST",
                path: "/v1/turn-taking/actions/whoami",
                endpoint: "POST /v1/turn-taking/actions/whoami",
                status: 200
              })
              assert.isNumber(access[0]!.annotations.duration_ms)
            })
        )
      }
    )
  })
}

describe("rate limit", () => {
  layer(testServer(targets()[0]!.layer, { rateLimitPerMinute: 3 }), {
    excludeTestServices: true,
    timeout: 120_000
  })("per token", (it) => {
    it.effect("over the limit: 429 RATE_LIMITED with Retry-After; other tokens are not affected", () =>
      Effect.gen(function* () {
        const s = yield* TestServer
        const a = yield* newAccount(s, "a")
        const b = yield* newAccount(s, "b")
        const whoami = (token: string) =>
          call(s.url, "POST", "/v1/turn-taking/actions/whoami", { token, body: {} })
        for (let i = 0; i < 3; i++) assert.strictEqual((yield* whoami(a.api_key)).status, 200)
        const limited = yield* whoami(a.api_key)
        assert.strictEqual(limited.status, 429)
        assert.strictEqual(limited.body.error.code, "RATE_LIMITED")
        const retry = Number(limited.headers.get("retry-after"))
        assert.isAtLeast(retry, 1)
        assert.isAtMost(retry, 20)
        assert.deepStrictEqual(limited.body.error.details, [{ retry_after_seconds: retry }])
        assert.strictEqual((yield* whoami(b.api_key)).status, 200, "another token has its own budget")
      })
    )
  })
})
