import { targets } from "@cis/db/testing"
import { assert, describe, layer } from "@effect/vitest"
import { Effect, Exit, Ref, Schema } from "effect"
import { Accounts, Idempotency } from "../src/index.js"
import { servicesOn } from "./support.js"

const Response = Schema.Struct({ n: Schema.Int })

for (const target of targets()) {
  describe(target.name, () => {
    layer(servicesOn(target.layer), { excludeTestServices: true })("Idempotency", (it) => {
      it.effect(
        "reserved: a failure removes the record so a retry runs; success replays; another body is refused",
        () =>
          Effect.gen(function* () {
            const { account_id } = yield* (yield* Accounts.Accounts).createAccount("i1")
            const idem = yield* Idempotency.Idempotency
            const runs = yield* Ref.make(0)
            const guard = (request: unknown, operation = "test.op") => ({
              accountId: account_id,
              key: "k",
              operation,
              request,
              response: Response
            })
            const work = (fail: boolean) =>
              Ref.updateAndGet(runs, (n) => n + 1).pipe(
                Effect.flatMap((n) => (fail ? Effect.fail("boom" as const) : Effect.succeed({ n })))
              )
            assert.deepStrictEqual(
              yield* Effect.exit(idem.reserved(guard({ a: 1 }), work(true))),
              Exit.fail("boom" as const)
            )
            assert.deepStrictEqual(yield* idem.reserved(guard({ a: 1 }), work(false)), { n: 2 })
            assert.deepStrictEqual(yield* idem.reserved(guard({ a: 1 }), work(false)), { n: 2 }, "replayed")
            assert.strictEqual(yield* Ref.get(runs), 2)
            const other = yield* Effect.flip(idem.reserved(guard({ a: 2 }), work(false)))
            assert.strictEqual(typeof other === "object" && other._tag, "IdempotencyKeyReused")
            const op = yield* Effect.flip(idem.atomic(guard({ a: 1 }, "other.op"), work(false)))
            assert.strictEqual(typeof op === "object" && op._tag, "IdempotencyKeyReused")
            assert.strictEqual(yield* Ref.get(runs), 2)
          })
      )

      it.effect("reserved: concurrent repeats wait for the first and replay it; the work runs once", () =>
        Effect.gen(function* () {
          const { account_id } = yield* (yield* Accounts.Accounts).createAccount("i2")
          const idem = yield* Idempotency.Idempotency
          const runs = yield* Ref.make(0)
          const work = Effect.sleep("300 millis").pipe(
            Effect.zipRight(Ref.updateAndGet(runs, (n) => n + 1)),
            Effect.map((n) => ({ n }))
          )
          const results = yield* Effect.all(
            Array.from({ length: 10 }, () =>
              idem.reserved(
                { accountId: account_id, key: "c", operation: "t", request: { x: 1 }, response: Response },
                work
              )
            ),
            { concurrency: "unbounded" }
          )
          assert.deepStrictEqual(
            results,
            Array.from({ length: 10 }, () => ({ n: 1 }))
          )
          assert.strictEqual(yield* Ref.get(runs), 1)
        })
      )

      it.effect("atomic: the request hash ignores key order; keys are per account", () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const { account_id: a } = yield* accounts.createAccount("i3")
          const { account_id: b } = yield* accounts.createAccount("i4")
          const idem = yield* Idempotency.Idempotency
          const g = (accountId: string, request: unknown) => ({
            accountId,
            key: "same",
            operation: "t",
            request,
            response: Response
          })
          assert.deepStrictEqual(yield* idem.atomic(g(a, { x: 1, y: 2 }), Effect.succeed({ n: 1 })), { n: 1 })
          assert.deepStrictEqual(yield* idem.atomic(g(a, { y: 2, x: 1 }), Effect.succeed({ n: 9 })), { n: 1 })
          assert.deepStrictEqual(yield* idem.atomic(g(b, { z: 0 }), Effect.succeed({ n: 3 })), { n: 3 })
          assert.strictEqual(yield* idem.sweep, 0, "records younger than the retention are kept")
        })
      )
    })
  })
}
