/**
 * Idempotency keys around a billed start (`Personas.generate`): a retry with the same key and
 * body replays the first answer and bills nothing more, also when both arrive at once; the
 * same key with another body is 422; a failed request leaves no key; keys are per account
 * and expire after 24 hours.
 */
import { Personas as Contract } from "@cis/contract"
import { Db } from "@cis/db"
import { targets } from "@cis/db/testing"
import { assert, describe, layer } from "@effect/vitest"
import { Effect, Exit } from "effect"
import { Accounts, Idempotency, Personas } from "../src/index.js"
import { servicesOn } from "./support.js"

const generate = (accountId: string, key: string | undefined, body: { prompt: string; count: number }) =>
  Effect.gen(function* () {
    const idem = yield* Idempotency.Idempotency
    const personas = yield* Personas.Personas
    return yield* idem.once(
      { accountId, key, endpoint: "personas.generate", body, response: Contract.JobStarted },
      personas.generate(accountId, { ...body, grounding: "off" })
    )
  })

const jobsOf = (accountId: string) =>
  Effect.flatMap(Db, (db) =>
    db.query((k) => k.selectFrom("jobs").select("id").where("account_id", "=", accountId).execute())
  ).pipe(Effect.map((r) => r.length))

for (const target of targets()) {
  describe(target.name, () => {
    layer(servicesOn(target.layer, { initialCredits: 100 }), { excludeTestServices: true })(
      "Idempotency",
      (it) => {
        it.effect("same key and body replays the first answer and bills once", () =>
          Effect.gen(function* () {
            const accounts = yield* Accounts.Accounts
            const { account_id } = yield* accounts.createAccount("idem")
            const body = { prompt: "nurses", count: 5 }
            const first = yield* generate(account_id, "k-1", body)
            const again = yield* generate(account_id, "k-1", { count: 5, prompt: "nurses" })
            assert.deepStrictEqual(again, first, "replayed (key order does not matter)")
            assert.strictEqual(yield* jobsOf(account_id), 1)
            const acc = yield* accounts.get(account_id)
            const held = yield* Effect.flatMap(Db, (db) =>
              db.query((k) =>
                k.selectFrom("accounts").select("held").where("id", "=", account_id).executeTakeFirstOrThrow()
              )
            )
            assert.strictEqual(acc.balance - held.held, 100 - (2 + 5), "one hold")
            // Without a key, every call is a new request.
            yield* generate(account_id, undefined, body)
            yield* generate(account_id, undefined, body)
            assert.strictEqual(yield* jobsOf(account_id), 3)
          })
        )

        it.effect("same key with another body is 422 and runs nothing", () =>
          Effect.gen(function* () {
            const accounts = yield* Accounts.Accounts
            const { account_id } = yield* accounts.createAccount("idem2")
            yield* generate(account_id, "k-2", { prompt: "nurses", count: 1 })
            const r = yield* Effect.exit(generate(account_id, "k-2", { prompt: "nurses", count: 2 }))
            assert.isTrue(Exit.isFailure(r))
            assert.include(String(r), "already used with a different request")
            assert.include(String(r), "RequestInvalid")
            assert.strictEqual(yield* jobsOf(account_id), 1)
            const bad = yield* Effect.exit(generate(account_id, "has space", { prompt: "x", count: 1 }))
            assert.isTrue(Exit.isFailure(bad) && String(bad).includes("printable ASCII"))
          })
        )

        it.effect("a failed request leaves no key; keys are per account and expire after 24 hours", () =>
          Effect.gen(function* () {
            const accounts = yield* Accounts.Accounts
            const db = yield* Db
            const { account_id } = yield* accounts.createAccount("idem3")
            // 500 personas cost 502 credits: 402, nothing recorded.
            const poor = yield* Effect.exit(generate(account_id, "k-3", { prompt: "nurses", count: 500 }))
            assert.isTrue(Exit.isFailure(poor) && String(poor).includes("CreditsExhausted"))
            yield* accounts.adjustCredits(account_id, 1000, "top up")
            const ok = yield* generate(account_id, "k-3", { prompt: "nurses", count: 500 })
            assert.strictEqual(ok.status, "pending")
            // Another account may use the same key.
            const other = yield* accounts.createAccount("idem4")
            const theirs = yield* generate(other.account_id, "k-3", { prompt: "nurses", count: 1 })
            assert.notStrictEqual(theirs.id, ok.id)
            // After 24 hours the key is forgotten.
            yield* db.query((k) =>
              k
                .updateTable("idempotency_keys")
                .set({ created_at: new Date(Date.now() - 25 * 3600 * 1000) } as never)
                .where("account_id", "=", account_id)
                .execute()
            )
            const later = yield* generate(account_id, "k-3", { prompt: "nurses", count: 500 })
            assert.notStrictEqual(later.id, ok.id)
            assert.strictEqual(yield* jobsOf(account_id), 2)
          })
        )

        it.effect("two requests with one key at once: one job, one hold, the same answer", () =>
          Effect.gen(function* () {
            const accounts = yield* Accounts.Accounts
            const { account_id } = yield* accounts.createAccount("idem5")
            const answers = yield* Effect.all(
              Array.from({ length: 6 }, () => generate(account_id, "k-5", { prompt: "nurses", count: 3 })),
              { concurrency: "unbounded" }
            )
            assert.strictEqual(new Set(answers.map((a) => a.id)).size, 1)
            assert.strictEqual(yield* jobsOf(account_id), 1)
          })
        )
      }
    )
  })
}
