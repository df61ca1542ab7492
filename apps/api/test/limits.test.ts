/**
 * Documented caps (issue 7): personas per validate and prompt size, refused before anything
 * is charged; `scopes: []` on key creation is 422 (decisions.md).
 */
import { Personas, Platform } from "@cis/contract"
import { targets } from "@cis/db/testing"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { call, grant, newAccount, TestServer, testServer } from "./support.js"

const persona = (i: number) => ({
  persona_id: `p${i}`,
  fields: { r: "n" },
  system_prompt: "s",
  markdown: "m"
})

for (const target of targets()) {
  describe(target.name, () => {
    layer(testServer(target.layer, { initialCredits: 0 }), { excludeTestServices: true, timeout: 120_000 })(
      "limits",
      (it) => {
        it.effect("validate: more than 10,000 personas is 400 naming both counts, not charged", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { account_id, api_key } = yield* newAccount(s)
            yield* grant(s, account_id, 50)
            const n = Personas.maxValidatePersonas + 1
            const r = yield* call(s.url, "POST", "/v1/personas/actions/validate", {
              token: api_key,
              body: { personas: Array.from({ length: n }, (_, i) => persona(i)) }
            })
            assert.strictEqual(r.status, 400, JSON.stringify(r.body).slice(0, 500))
            assert.strictEqual(r.body.error.code, "VALIDATION_ERROR")
            assert.include(r.body.error.message, "10,001")
            assert.include(r.body.error.message, "10,000")
            assert.deepStrictEqual(r.body.error.details[0].loc, ["body", "personas"])
            // Empty stays the spec's 422 validation_failed.
            const empty = yield* call(s.url, "POST", "/v1/personas/actions/validate", {
              token: api_key,
              body: { personas: [] }
            })
            assert.strictEqual(empty.status, 422)
            assert.strictEqual(empty.body.error.code, "validation_failed")
            const acc = yield* call(s.url, "GET", `/v1/admin/accounts/${account_id}`, { token: s.admin })
            assert.strictEqual(acc.body.balance, 50, "nothing charged")
          })
        )

        it.effect("a prompt over 10,000 characters is refused naming the limit, not charged", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { account_id, api_key } = yield* newAccount(s)
            yield* grant(s, account_id, 50)
            const long = "a".repeat(Platform.maxPromptChars + 1)
            const cases = [
              ["/v1/personas/actions/generate", { prompt: long }, 422, "VALIDATION_ERROR", "prompt"],
              ["/v1/personas/actions/enhance", { persona: long }, 422, "validation_failed", "persona"],
              ["/v1/ask", { prompt: long }, 400, "VALIDATION_ERROR", "prompt"]
            ] as const
            for (const [path, body, status, code, field] of cases) {
              const r = yield* call(s.url, "POST", path, { token: api_key, body })
              assert.strictEqual(r.status, status, `${path}: ${JSON.stringify(r.body).slice(0, 300)}`)
              assert.strictEqual(r.body.error.code, code)
              assert.strictEqual(r.body.error.details.length, 1)
              assert.deepStrictEqual(r.body.error.details[0].loc, ["body", field])
              assert.include(r.body.error.details[0].msg, "10,000 characters")
              assert.include(r.body.error.details[0].msg, "10,001")
            }
            // Exactly at the limit is accepted.
            const ok = yield* call(s.url, "POST", "/v1/personas/actions/generate", {
              token: api_key,
              body: { prompt: "a".repeat(Platform.maxPromptChars) }
            })
            assert.strictEqual(ok.status, 200, JSON.stringify(ok.body).slice(0, 300))
          })
        )

        it.effect("scopes: [] on key creation is 422; omitting scopes makes an unscoped key", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { account_id } = yield* newAccount(s)
            const path = `/v1/admin/accounts/${account_id}/api-keys`
            const r = yield* call(s.url, "POST", path, { token: s.admin, body: { scopes: [] } })
            assert.strictEqual(r.status, 422, JSON.stringify(r.body))
            assert.strictEqual(r.body.error.code, "VALIDATION_ERROR")
            assert.deepStrictEqual(r.body.error.details, [
              {
                loc: ["body", "scopes"],
                msg: "must list at least 1 scope; omit `scopes` for a key that may call everything",
                type: "value"
              }
            ])
            const unscoped = yield* call(s.url, "POST", path, { token: s.admin, body: {} })
            assert.strictEqual(unscoped.status, 200)
            const who = yield* call(s.url, "POST", "/v1/turn-taking/actions/whoami", {
              token: unscoped.body.api_key
            })
            assert.strictEqual(who.status, 200)
          })
        )
      }
    )
  })
}
