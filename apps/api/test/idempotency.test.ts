/**
 * `Idempotency-Key` on every POST that bills or creates something (decisions.md; issue 7): the
 * same key with the same body replays the first answer and bills nothing more; with another
 * body it is `422 VALIDATION_ERROR` saying so; keys are per account.
 */
import { Db } from "@cis/db"
import { targets } from "@cis/db/testing"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { call, grant, newAccount, pollUntilDone, TestServer, testServer } from "./support.js"

const jobsOf = (accountId: string) =>
  Effect.flatMap(Db, (db) =>
    db.query((k) => k.selectFrom("jobs").select(["id"]).where("account_id", "=", accountId).execute())
  ).pipe(Effect.orDie)

for (const target of targets()) {
  describe(target.name, () => {
    layer(testServer(target.layer, { worker: true, initialCredits: 0 }), {
      excludeTestServices: true,
      timeout: 120_000
    })("Idempotency-Key", (it) => {
      it.effect("generate twice with one key: one job, one charge, the same answer", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const { account_id, api_key } = yield* newAccount(s)
          yield* grant(s, account_id, 100)
          const send = (body: unknown, key = "gen-1") =>
            call(s.url, "POST", "/v1/personas/actions/generate", {
              token: api_key,
              body,
              headers: { "idempotency-key": key }
            })
          const first = yield* send({ prompt: "nurses in a city hospital", count: 3 })
          assert.strictEqual(first.status, 200, JSON.stringify(first.body))
          const done = yield* pollUntilDone(s.url, api_key, "Population", first.body.id)
          assert.strictEqual(done.body.status, "succeeded", JSON.stringify(done.body))
          const paid = (yield* call(s.url, "GET", `/v1/admin/accounts/${account_id}`, { token: s.admin }))
            .body.balance as number
          assert.isBelow(paid, 100)
          // The same body in another key order: a replay.
          const again = yield* send({ count: 3, prompt: "nurses in a city hospital" })
          assert.strictEqual(again.status, 200, JSON.stringify(again.body))
          assert.deepStrictEqual(again.body, first.body)
          assert.strictEqual((yield* jobsOf(account_id)).length, 1)
          const acc = yield* call(s.url, "GET", `/v1/admin/accounts/${account_id}`, { token: s.admin })
          assert.strictEqual(acc.body.balance, paid, "the replay is not billed")
          // Another body with the same key: 422 saying so, nothing started.
          const other = yield* send({ prompt: "teachers", count: 3 })
          assert.strictEqual(other.status, 422, JSON.stringify(other.body))
          assert.strictEqual(other.body.error.code, "VALIDATION_ERROR")
          assert.include(other.body.error.message, "Idempotency-Key")
          assert.include(other.body.error.message, "different request body")
          assert.deepStrictEqual(other.body.error.details[0].loc, ["header", "Idempotency-Key"])
          assert.strictEqual((yield* jobsOf(account_id)).length, 1)
          // Without a key every call is new.
          const fresh = yield* call(s.url, "POST", "/v1/personas/actions/generate", {
            token: api_key,
            body: { prompt: "nurses in a city hospital", count: 3 }
          })
          assert.notStrictEqual(fresh.body.id, first.body.id)
        })
      )

      it.effect("keys are per account; enhance, validate and ask replay too", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const a = yield* newAccount(s, "a")
          const b = yield* newAccount(s, "b")
          yield* grant(s, a.account_id, 100)
          yield* grant(s, b.account_id, 100)
          const headers = { "idempotency-key": "shared" }
          const body = { persona: "A nurse, 34, night shifts in Lyon." }
          const ra = yield* call(s.url, "POST", "/v1/personas/actions/enhance", {
            token: a.api_key,
            body,
            headers
          })
          const rb = yield* call(s.url, "POST", "/v1/personas/actions/enhance", {
            token: b.api_key,
            body,
            headers
          })
          assert.strictEqual(ra.status, 200, JSON.stringify(ra.body))
          assert.strictEqual(rb.status, 200, JSON.stringify(rb.body))
          assert.notStrictEqual(ra.body.id, rb.body.id, "another account's key is its own")
          const ra2 = yield* call(s.url, "POST", "/v1/personas/actions/enhance", {
            token: a.api_key,
            body,
            headers
          })
          assert.strictEqual(ra2.body.id, ra.body.id)
          // The same key on another operation is refused.
          const v = yield* call(s.url, "POST", "/v1/personas/actions/validate", {
            token: a.api_key,
            body: {
              personas: [{ persona_id: "p", fields: { role: "nurse" }, system_prompt: "s", markdown: "# p" }]
            },
            headers
          })
          assert.strictEqual(v.status, 422, JSON.stringify(v.body))
          assert.strictEqual(v.body.error.code, "VALIDATION_ERROR")
          assert.include(v.body.error.message, "another operation")
          const ask1 = yield* call(s.url, "POST", "/v1/ask", {
            token: a.api_key,
            body: { prompt: "2 + 2" },
            headers: { "idempotency-key": "ask-1" }
          })
          const ask2 = yield* call(s.url, "POST", "/v1/ask", {
            token: a.api_key,
            body: { prompt: "2 + 2" },
            headers: { "idempotency-key": "ask-1" }
          })
          assert.strictEqual(ask1.status, 200)
          assert.deepStrictEqual(ask2.body, ask1.body, "the same exchange id: recorded once")
        })
      )

      it.effect("admin key, session and credit creation replay; an unknown account is 404", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const { account_id } = yield* newAccount(s)
          const post = (path: string, body: unknown, key: string) =>
            call(s.url, "POST", `/v1/admin/accounts/${account_id}${path}`, {
              token: s.admin,
              body,
              headers: { "idempotency-key": key }
            })
          const k1 = yield* post("/api-keys", { scopes: ["personas"] }, "k")
          const k2 = yield* post("/api-keys", { scopes: ["personas"] }, "k")
          assert.strictEqual(k1.status, 200)
          assert.deepStrictEqual(k2.body, k1.body)
          const c1 = yield* post("/credits", { amount: 7, reason: "r" }, "c")
          const c2 = yield* post("/credits", { amount: 7, reason: "r" }, "c")
          assert.strictEqual(c1.body.balance, 7)
          assert.strictEqual(c2.body.balance, 7, "credited once")
          const acc = yield* call(s.url, "GET", `/v1/admin/accounts/${account_id}`, { token: s.admin })
          assert.strictEqual(acc.body.balance, 7)
          const s1 = yield* post("/sessions", {}, "s")
          const s2 = yield* post("/sessions", {}, "s")
          assert.deepStrictEqual(s2.body, s1.body)
          const unknown = yield* call(s.url, "POST", `/v1/admin/accounts/${crypto.randomUUID()}/sessions`, {
            token: s.admin,
            body: {},
            headers: { "idempotency-key": "s" }
          })
          assert.strictEqual(unknown.status, 404, JSON.stringify(unknown.body))
        })
      )

      it.effect("account creation replays: one account per key; another name with the key is 422", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const create = (name: string, key: string) =>
            call(s.url, "POST", "/v1/admin/accounts", {
              token: s.admin,
              body: { name },
              headers: { "idempotency-key": key }
            })
          const key = `acct-${crypto.randomUUID()}`
          const [a, b] = yield* Effect.all([create("Ada", key), create("Ada", key)], { concurrency: 2 })
          const first = a.status === 200 ? a : b
          assert.strictEqual(first.status, 200, JSON.stringify(first.body))
          const again = yield* create("Ada", key)
          assert.deepStrictEqual(again.body, first.body, "the recorded account and key, not a new one")
          for (const r of [a, b]) assert.include([200, 409], r.status, JSON.stringify(r.body))
          const other = yield* create("Grace", key)
          assert.strictEqual(other.status, 422)
          assert.strictEqual(other.body.error.code, "VALIDATION_ERROR")
          const fresh = yield* create("Ada", `acct-${crypto.randomUUID()}`)
          assert.notStrictEqual(fresh.body.account_id, first.body.account_id, "another key, another account")
          const who = yield* call(s.url, "POST", "/v1/turn-taking/actions/whoami", {
            token: first.body.api_key,
            body: {}
          })
          assert.strictEqual(who.body.user_id, first.body.account_id)
        })
      )
    })
  })
}
