/**
 * Credit holds per second on PostgreSQL through the Billing service: 50 concurrent callers
 * spread over 1,000 accounts, each call one `Billing.hold` (the conditional
 * `UPDATE ... WHERE balance - held >= price` that inserts the hold row from `RETURNING`).
 * Prints holds/s and p50/p99 latency. Target: >= 2,000 holds/s, p99 < 20 ms.
 *
 * Database: `BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`, else
 * postgres://postgres@127.0.0.1:5432/test; the run uses a fresh database it drops after.
 * `BENCH_QUICK=1` measures for 3 s instead of 10 s.
 */

import { layerPostgres } from "@cis/db"
import { freshPostgres } from "@cis/db/testing"
import { layerOffline } from "@cis/llm"
import { Effect, Layer } from "effect"
import { Accounts, Billing, layer, ServiceConfig } from "../src/index.js"

const url =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test"
const seconds = process.env.BENCH_QUICK ? 3 : 10
const callers = 50
const accountsCount = 1000
const pool = 20

const program = Effect.gen(function* () {
  const accounts = yield* Accounts.Accounts
  const billing = yield* Billing.Billing
  const ids: Array<string> = []
  for (let i = 0; i < accountsCount; i++) {
    const { account_id } = yield* accounts.createAccount(`bench-${i}`)
    ids.push(account_id)
  }
  // Provision every account (first billable call) before measuring.
  yield* Effect.forEach(ids, (id) => billing.hold({ accountId: id, action: "personas.validate" }), {
    concurrency: callers
  })
  const latencies: Array<number> = []
  let n = 0
  const measureFor = async (ms: number, record: boolean) => {
    const end = performance.now() + ms
    await Promise.all(
      Array.from({ length: callers }, (_, c) =>
        (async () => {
          let i = c
          while (performance.now() < end) {
            const t0 = performance.now()
            await Effect.runPromise(
              billing.hold({ accountId: ids[i % accountsCount]!, action: "personas.validate" })
            )
            if (record) {
              latencies.push(performance.now() - t0)
              n++
            }
            i += callers
          }
        })()
      )
    )
  }
  yield* Effect.promise(() => measureFor(1000, false))
  const t0 = performance.now()
  yield* Effect.promise(() => measureFor(seconds * 1000, true))
  const elapsed = (performance.now() - t0) / 1000
  latencies.sort((a, b) => a - b)
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!
  console.log(
    `credit holds on PostgreSQL: ${callers} callers, ${accountsCount} accounts, pool ${pool}, ${seconds} s`
  )
  console.log(
    `holds/s ${(n / elapsed).toFixed(0)}   p50 ${q(0.5).toFixed(2)} ms   p99 ${q(0.99).toFixed(2)} ms   (target >= 2000/s, p99 < 20 ms)`
  )
})

const db = Layer.unwrapScoped(Effect.map(freshPostgres(url), (u) => layerPostgres(u, { max: pool }))).pipe(
  Layer.orDie
)
const services = layer.pipe(
  Layer.provideMerge(
    Layer.mergeAll(db, layerOffline, ServiceConfig.layerWith({ initialCredits: 100_000_000 }))
  )
)

Effect.runPromise(program.pipe(Effect.provide(services))).catch((e) => {
  console.error(e)
  process.exit(1)
})
