/**
 * Sessions: creating one returns its id (so the documented revoke-by-id works), and a session
 * can be revoked by presenting it (sign-out). Both take effect at once in this process.
 */
import { targets } from "@cis/db/testing"
import { assert, describe, layer } from "@effect/vitest"
import { Effect, Exit } from "effect"
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
