/**
 * Social memory at scale, through the Memory service: ingest throughput (messages/s, batches
 * of 50) and recall and ask latency p50/p95 at 1,000 / 10,000 / 100,000 messages in one scope,
 * on PGlite and on PostgreSQL, with the growth of p95 against the 1,000-message scope.
 * Targets at 100,000 on PostgreSQL: recall and ask p95 < 50 ms, ingest >= 5,000 messages/s.
 * Baseline measured in the same run: reading the scope's last 5 messages (one index scan).
 *
 * The scope is filled with a synthetic group chat (20 speakers who name each other, Zipf
 * distributed vocabulary of 5,000 words, one message in 8 a question), generated from a
 * fixed seed. Queries mix frequent and rare words. After each fill the table is analyzed, as
 * autovacuum does for a table that has grown (stale statistics make the planner walk the
 * whole scope; see docs/memory.md).
 *
 * PostgreSQL: `BENCH_DATABASE_URL`, else `TEST_DATABASE_URL` (a fresh database is created and
 * dropped); without either only PGlite runs. PGlite stops at 10,000 messages unless
 * `BENCH_PGLITE_100K=1` (it is single-connection WebAssembly and takes minutes to fill).
 * `BENCH_QUICK=1` runs 50 instead of 200 queries per size; `BENCH_ONLY=pglite|postgres` runs one.
 */
import { Db, layerPglite, layerPostgres } from "@cis/db"
import { freshPostgres } from "@cis/db/testing"
import { layerOffline } from "@cis/llm"
import { Effect, Layer, ManagedRuntime } from "effect"
import { sql } from "kysely"
import { Accounts, layer, Memory, ServiceConfig } from "../src/index.js"
import { message, pct, query, speaker } from "./corpus.js"

const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
const queries = process.env.BENCH_QUICK ? 50 : 200
const sizes = [1_000, 10_000, 100_000]
const batch = 50
const only = process.env.BENCH_ONLY

interface Row {
  readonly size: number
  readonly recall: readonly [number, number]
  readonly ask: readonly [number, number]
  readonly base: readonly [number, number]
}

const run = async (name: string, db: Layer.Layer<Db>, maxSize: number, writers: number) => {
  const runtime = ManagedRuntime.make(
    layer.pipe(Layer.provideMerge(Layer.mergeAll(db, layerOffline, ServiceConfig.layerWith({}))))
  )
  try {
    const { account_id } = await runtime.runPromise(
      Effect.flatMap(Accounts.Accounts, (a) => a.createAccount(`bench-${name}`))
    )
    const memory = await runtime.runPromise(Memory.Memory)
    const scope_id = "bench"
    let stored = 0
    let ingestMs = 0
    const rows: Array<Row> = []
    for (const size of sizes.filter((s) => s <= maxSize)) {
      const todo = (size - stored) / batch
      const batches = Array.from({ length: todo }, () => Array.from({ length: batch }, message))
      const t0 = performance.now()
      let next = 0
      await Promise.all(
        Array.from({ length: writers }, async () => {
          while (next < batches.length) {
            const b = batches[next++]!
            await runtime.runPromise(memory.ingest(account_id, { scope_id, transcript: b }))
          }
        })
      )
      ingestMs += performance.now() - t0
      stored = size
      // Fresh planner statistics, as autovacuum's analyze gives a scope that has grown.
      await runtime.runPromise(
        Effect.flatMap(Db, (d) => d.query((k) => sql`analyze memory_messages`.execute(k)))
      )
      const time = async (f: () => Effect.Effect<unknown, unknown>) => {
        const out: Array<number> = []
        for (let i = 0; i < queries + 10; i++) {
          const e = f()
          const t = performance.now()
          await runtime.runPromise(e)
          if (i >= 10) out.push(performance.now() - t)
        }
        return [pct(out, 50), pct(out, 95)] as const
      }
      const recall = await time(() =>
        memory.recall(account_id, { scope_id, message: { speaker: speaker(), text: query() } })
      )
      const ask = await time(() => memory.ask(account_id, { scope_id, question: `What about ${query()}?` }))
      // Baseline in the same run: the last 5 messages of the scope (one index scan), the
      // trivial memory of the eval.
      const base = await time(() => memory.transcript(account_id, scope_id, size - 5, 5))
      rows.push({ size, recall, ask, base })
    }
    const rate = (stored / ingestMs) * 1000
    console.log(
      `\n${name}: ingest ${Math.round(rate).toLocaleString("en-US")} messages/s (batches of ${batch}, ${writers} writer${writers > 1 ? "s" : ""}, one scope filled to ${stored.toLocaleString("en-US")})`
    )
    console.log(
      "messages   recall p50   recall p95   ask p50   ask p95   last-5 p95   p95 growth vs 1,000 (recall / ask)   p95 / last-5 (recall / ask)"
    )
    const base = rows[0]!
    for (const r of rows)
      console.log(
        `${r.size.toLocaleString("en-US").padStart(8)}   ${r.recall[0].toFixed(1).padStart(7)} ms   ${r.recall[1].toFixed(1).padStart(7)} ms   ${r.ask[0].toFixed(1).padStart(4)} ms   ${r.ask[1].toFixed(1).padStart(4)} ms   ${r.base[1].toFixed(1).padStart(7)} ms   ${(r.recall[1] / base.recall[1]).toFixed(2)}x / ${(r.ask[1] / base.ask[1]).toFixed(2)}x${" ".repeat(24)}${(r.recall[1] / r.base[1]).toFixed(1)}x / ${(r.ask[1] / r.base[1]).toFixed(1)}x`
      )
    return { rate, rows }
  } finally {
    await runtime.dispose()
  }
}

const main = async () => {
  const pg = process.env.BENCH_PGLITE_100K === "1" ? 100_000 : 10_000
  if (!only || only === "pglite") await run("PGlite", layerPglite().pipe(Layer.orDie), pg, 1)
  if (pgUrl && (!only || only === "postgres")) {
    // BENCH_KEEP_DB=1 benches in the given database itself and keeps the data (for EXPLAIN).
    const db = process.env.BENCH_KEEP_DB
      ? layerPostgres(pgUrl).pipe(Layer.orDie)
      : Layer.unwrapScoped(Effect.map(freshPostgres(pgUrl), (u) => layerPostgres(u))).pipe(Layer.orDie)
    const { rate, rows } = await run("PostgreSQL", db, 100_000, 4)
    const last = rows[rows.length - 1]!
    console.log(
      `\ntargets at 100,000 on PostgreSQL: recall p95 ${last.recall[1].toFixed(1)} ms (< 50: ${last.recall[1] < 50 ? "met" : "NOT met"}), ask p95 ${last.ask[1].toFixed(1)} ms (< 50: ${last.ask[1] < 50 ? "met" : "NOT met"}), ingest ${Math.round(rate)} messages/s (>= 5,000: ${rate >= 5000 ? "met" : "NOT met"})`
    )
  } else console.log("\nPostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL")
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
