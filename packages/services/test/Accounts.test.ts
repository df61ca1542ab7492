/**
 * Sessions: creating one returns its id (so the documented revoke-by-id works), and a session
 * can be revoked by presenting it (sign-out). Both take effect at once in this process. When a
 * token was last used: noted in memory, written in batches, never backwards.
 */

import { Db } from "@cis/db"
import { targets } from "@cis/db/testing"
import { assert, describe, layer } from "@effect/vitest"
import { Effect, Exit, Fiber, Layer } from "effect"
import { Accounts } from "../src/index.js"
import { servicesOn } from "./support.js"

for (const target of targets()) {
  describe(target.name, () => {
    layer(servicesOn(target.layer), { excludeTestServices: true })("sessions", (it) => {
      it.effect("a new session's id revokes it", () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const { account_id } = yield* accounts.createAccount("s")
          const session = yield* accounts.createSession(account_id, 600)
          const principal = yield* accounts.authenticate(`Bearer ${session.session_token}`)
          assert.strictEqual(principal.tokenId, session.session_id)
          assert.strictEqual(principal.kind, "session")
          assert.deepStrictEqual(yield* accounts.revoke(session.session_id), { revoked: true })
          const after = yield* Effect.exit(accounts.authenticate(`Bearer ${session.session_token}`))
          assert.isTrue(Exit.isFailure(after))
          const unknown = yield* Effect.exit(accounts.revoke("not-a-uuid"))
          assert.isTrue(Exit.isFailure(unknown) && String(unknown.cause).includes("NotFound"))
        })
      )

      it.effect("last use: noted on every authentication, written by flushLastUsed, never backwards", () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const db = yield* Db
          const lastUsed = (id: string) =>
            db.query((k) =>
              k.selectFrom("tokens").select("last_used_at").where("id", "=", id).executeTakeFirstOrThrow()
            )
          const { account_id } = yield* accounts.createAccount("used")
          // 600 tokens: more than one statement's worth (500).
          const keys = yield* Effect.forEach(Array.from({ length: 600 }), () =>
            accounts.createApiKey(account_id, {})
          )
          const before = Date.now()
          for (const k of keys) yield* accounts.authenticate(`Bearer ${k.api_key}`)
          assert.isNull((yield* lastUsed(keys[0]!.key_id)).last_used_at, "not written on the request path")
          yield* accounts.flushLastUsed
          const first = (yield* lastUsed(keys[0]!.key_id)).last_used_at!
          for (const k of [keys[0]!, keys[599]!]) {
            const at = (yield* lastUsed(k.key_id)).last_used_at!.getTime()
            assert.isAtLeast(at, before)
            assert.isAtMost(at, Date.now())
          }
          // A cache hit later counts too.
          yield* Effect.sleep("5 millis")
          yield* accounts.authenticate(`Bearer ${keys[0]!.api_key}`)
          // Another process wrote a later use meanwhile: an older one does not replace it.
          yield* db.query((k) =>
            k
              .updateTable("tokens")
              .set({ last_used_at: new Date(Date.UTC(2099, 0, 1)) })
              .where("id", "=", keys[1]!.key_id)
              .execute()
          )
          yield* accounts.authenticate(`Bearer ${keys[1]!.api_key}`)
          yield* accounts.flushLastUsed
          assert.isAbove((yield* lastUsed(keys[0]!.key_id)).last_used_at!.getTime(), first.getTime())
          assert.strictEqual(
            (yield* lastUsed(keys[1]!.key_id)).last_used_at?.toISOString(),
            "2099-01-01T00:00:00.000Z"
          )
          // Nothing noted: nothing to write.
          yield* accounts.flushLastUsed
        })
      )

      it.effect("sign-out revokes the presented session only; an API key cannot sign out", () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const { account_id, api_key } = yield* accounts.createAccount("s2")
          const a = yield* accounts.createSession(account_id, 600)
          const b = yield* accounts.createSession(account_id, 600)
          const pa = yield* accounts.authenticate(`Bearer ${a.session_token}`)
          yield* accounts.authenticate(`Bearer ${b.session_token}`)
          assert.deepStrictEqual(yield* accounts.signOut(pa), { revoked: true })
          assert.isTrue(
            Exit.isFailure(yield* Effect.exit(accounts.authenticate(`Bearer ${a.session_token}`)))
          )
          const pb = yield* accounts.authenticate(`Bearer ${b.session_token}`)
          assert.strictEqual(pb.tokenId, b.session_id, "the other session still works")
          const key = yield* accounts.authenticate(`Bearer ${api_key}`)
          const refused = yield* Effect.exit(accounts.signOut(key))
          assert.isTrue(Exit.isFailure(refused) && String(refused.cause).includes("Forbidden"))
          yield* accounts.authenticate(`Bearer ${api_key}`)
        })
      )
    })
  })
}

/** The database with a count of its `query` calls. */
const counted = (db: Layer.Layer<Db>) => {
  const calls = { n: 0 }
  const layer = Layer.effect(
    Db,
    Effect.map(Db, (inner) => ({
      ...inner,
      query: ((f) => {
        calls.n++
        return inner.query(f)
      }) as typeof inner.query
    }))
  ).pipe(Layer.provide(db))
  return { calls, layer }
}

for (const target of targets()) {
  const db = counted(target.layer)
  describe(target.name, () => {
    layer(servicesOn(db.layer), { excludeTestServices: true })("authentication under load", (it) => {
      it.effect("requests that miss the cache together share one token lookup", () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const { account_id, api_key } = yield* accounts.createAccount("burst")
          db.calls.n = 0
          const principals = yield* Effect.all(
            Array.from({ length: 50 }, () => accounts.authenticate(`Bearer ${api_key}`)),
            { concurrency: "unbounded" }
          )
          assert.strictEqual(db.calls.n, 1, "one lookup for fifty requests")
          assert.isTrue(principals.every((p) => p.accountId === account_id && p.kind === "api_key"))
          // An unknown token: one shared lookup too, and every request refused.
          db.calls.n = 0
          const unknown = `Bearer ak_${"x".repeat(43)}`
          const refused = yield* Effect.all(
            Array.from({ length: 20 }, () => Effect.exit(accounts.authenticate(unknown))),
            { concurrency: "unbounded" }
          )
          assert.strictEqual(db.calls.n, 1)
          assert.isTrue(refused.every(Exit.isFailure))
        })
      )

      it.effect("a request whose lookup others wait on is interrupted: they still get the answer", () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const { account_id } = yield* accounts.createAccount("interrupted")
          const { api_key } = yield* accounts.createApiKey(account_id, {})
          db.calls.n = 0
          const first = yield* Effect.fork(accounts.authenticate(`Bearer ${api_key}`))
          const second = yield* Effect.fork(accounts.authenticate(`Bearer ${api_key}`))
          yield* Effect.yieldNow()
          yield* Fiber.interrupt(first)
          const principal = yield* Fiber.join(second)
          assert.strictEqual(principal.accountId, account_id)
          assert.strictEqual(db.calls.n, 1)
        })
      )
    })
  })
}
