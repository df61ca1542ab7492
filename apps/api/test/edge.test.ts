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
