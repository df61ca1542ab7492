/**
 * The event socket authenticates through the same bearer middleware as every endpoint: no
 * socket without a valid token with the turn-taking scope.
 */
import { targets } from "@cis/db/testing"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { call, newAccount, TestServer, testServer } from "./support.js"

const path = "/v1/turn-taking/socket"

/** Opens a WebSocket; resolves with the first message, or with how it failed. */
const open = (url: string, headers: Record<string, string>) =>
  Effect.promise(
    () =>
      new Promise<{ readonly message?: unknown; readonly failed?: true }>((resolve) => {
        const ws = new WebSocket(url.replace(/^http/, "ws") + path, { headers } as never)
        const timer = setTimeout(() => {
          ws.close()
          resolve({ failed: true })
        }, 5000)
        ws.addEventListener("message", (e) => {
          clearTimeout(timer)
          ws.close()
          resolve({ message: JSON.parse(String(e.data)) })
        })
        ws.addEventListener("error", () => {
          clearTimeout(timer)
          resolve({ failed: true })
        })
      })
  )

for (const target of targets()) {
  describe(target.name, () => {
    layer(testServer(target.layer), { excludeTestServices: true, timeout: 120_000 })("event socket", (it) => {
      it.effect("an authenticated upgrade opens the socket; without a valid token there is none", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const { account_id, api_key } = yield* newAccount(s)
          const ok = yield* open(s.url, { authorization: `Bearer ${api_key}` })
          assert.deepStrictEqual(ok.message, { type: "turn_taking.ready", data: { user_id: account_id } })

          assert.deepStrictEqual(yield* open(s.url, {}), { failed: true })
          assert.deepStrictEqual(yield* open(s.url, { authorization: `Bearer ak_${"A".repeat(43)}` }), {
            failed: true
          })

          const anonymous = yield* call(s.url, "GET", path)
          assert.strictEqual(anonymous.status, 401)
          assert.strictEqual(anonymous.body.error.code, "UNAUTHORIZED")
          const scoped = yield* call(s.url, "POST", `/v1/admin/accounts/${account_id}/api-keys`, {
            token: s.admin,
            body: { scopes: ["personas"] }
          })
          const outOfScope = yield* call(s.url, "GET", path, { token: scoped.body.api_key })
          assert.strictEqual(outOfScope.status, 403)
          assert.deepStrictEqual(
            yield* open(s.url, { authorization: `Bearer ${scoped.body.api_key}` }),
            { failed: true },
            "no socket out of scope"
          )
          const plain = yield* call(s.url, "GET", path, { token: api_key })
          assert.strictEqual(plain.status, 426)
          assert.strictEqual(plain.body.error.code, "UPGRADE_REQUIRED")
        })
      )
    })
  })
}
