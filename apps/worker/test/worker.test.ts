/**
 * The worker's wiring in process, on PGlite (and PostgreSQL when TEST_DATABASE_URL is set):
 * `WorkerLive.layer` runs every component's jobs exactly once, charges each once, and its
 * configuration refuses out-of-range values with a message naming the variable.
 */
import { targets } from "@cis/db/testing"
import { layerOffline } from "@cis/llm"
import { Accounts, Jobs, Personas, ServiceConfig, layer as servicesLayer, WorkerLive } from "@cis/services"
import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect, Layer } from "effect"

const config = (entries: Record<string, string>) => ConfigProvider.fromMap(new Map(Object.entries(entries)))

/** Yields to real I/O (the database) without advancing any clock. */
const io = Effect.promise(() => new Promise((r) => setImmediate(r)))

for (const target of targets()) {
  describe(target.name, () => {
    it.live(
      "the worker layer runs every job once and charges it once",
      () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const personas = yield* Personas.Personas
          const jobs = yield* Jobs.Jobs
          const { account_id } = yield* accounts.createAccount("w")
          const ids: Array<string> = []
          for (let i = 0; i < 20; i++) {
            const { id } = yield* personas.validate(account_id, {
              personas: [{ persona_id: `p${i}`, fields: { x: String(i) }, system_prompt: "s", markdown: "m" }]
            })
            ids.push(id)
          }
          // The worker starts after the jobs were queued: its first claim finds them.
          const rows = yield* Effect.scoped(
            Effect.gen(function* () {
              yield* Layer.build(WorkerLive.layer).pipe(
                Effect.withConfigProvider(config({ CIS_WORKER_CONCURRENCY: "4", CIS_WORKER_POLL_MS: "50" }))
              )
              for (let i = 0; ; i++) {
                const rows = yield* Effect.all(ids.map((id) => jobs.get(id)))
                if (rows.every((r) => r?.state === "succeeded") || i > 100_000) return rows
                yield* io
              }
            })
          )
          assert.deepStrictEqual(
            rows.map((r) => r?.state),
            Array(20).fill("succeeded")
          )
          assert.isTrue(rows.every((r) => r?.attempts === 1))
          const acc = yield* accounts.get(account_id)
          assert.strictEqual(acc.balance, 100 - 20)
        }).pipe(
          Effect.provide(
            servicesLayer.pipe(
              Layer.provideMerge(
                Layer.mergeAll(target.layer, layerOffline, ServiceConfig.layerWith({ initialCredits: 100 }))
              )
            )
          )
        ),
      120_000
    )
  })
}

describe("WorkerConfig", () => {
  it.effect("defaults, and refuses values out of range naming the variable", () =>
    Effect.gen(function* () {
      const d = yield* Effect.withConfigProvider(WorkerLive.WorkerConfig, config({}))
      assert.deepStrictEqual(d, { concurrency: 2, pollMs: 500, leaseMs: 30_000, retentionHours: 168 })
      for (const [name, value, message] of [
        ["CIS_WORKER_CONCURRENCY", "0", "CIS_WORKER_CONCURRENCY must be an integer between 1 and 64"],
        ["CIS_WORKER_POLL_MS", "5", "CIS_WORKER_POLL_MS must be an integer between 10 and 60000"],
        ["CIS_WORKER_LEASE_MS", "abc", "CIS_WORKER_LEASE_MS"],
        [
          "CIS_TURN_TAKING_RETENTION_HOURS",
          "12",
          "CIS_TURN_TAKING_RETENTION_HOURS must be an integer between 24 and 87600"
        ]
      ] as const) {
        const e = yield* Effect.flip(
          Effect.withConfigProvider(WorkerLive.WorkerConfig, config({ [name]: value }))
        )
        assert.include(String(e), message)
      }
    })
  )
})
