/**
 * Social memory over HTTP, beside the service bench (`packages/services/bench/memory.ts`):
 * the real server (`src/main.ts`, its own process, offline provider) on PostgreSQL and on
 * embedded PGlite; one scope filled through `POST .../ingest` in batches of 50 (4 concurrent
 * clients), then `recall` and `ask` p50/p95 over HTTP at 1,000 / 10,000 / 100,000 messages
 * (PGlite stops at 10,000 unless `BENCH_PGLITE_100K=1`). Every recall and ask is billed, as
 * in production.
 *
 * Baseline measured in the same run: `whoami` p95 (the smallest authenticated round trip of
 * this server). Anchors of issue 10: Zep retrieval p95 155 ms, Mem0 end-to-end p95 1.44 s;
 * the ratios printed are anchor / ours. Also printed: the time from an ingest's answer to a
 * recall that finds the new message (freshness; there is no background step).
 *
 * PostgreSQL: `BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`, else
 * postgres://postgres@127.0.0.1:5432/test (a fresh database, dropped afterwards; skipped when
 * it does not answer); after each fill it is analyzed, as autovacuum would. PGlite is held by
 * the server process and is not analyzed. `BENCH_QUICK=1`: 50 queries per size instead of 200.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { message, pct, query, speaker } from "@cis/services/bench/corpus"
import postgres from "postgres"
import { start, stop } from "./process.js"

const admin = "bench-admin-token-0123456789"
const pgUrl =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test"
const queries = process.env.BENCH_QUICK ? 50 : 200
const sizes = [1_000, 10_000, 100_000]
const batch = 50
const writers = 4
const anchors = { zepRetrievalP95: 155, mem0EndToEndP95: 1440 }

const post = async (url: string, token: string, body: unknown, path: string) => {
  const r = await fetch(url + path, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body)
  })
  const text = await r.text()
  if (r.status !== 200) throw new Error(`POST ${path}: ${r.status} ${text}`)
  return JSON.parse(text) as any
}

interface Row {
  readonly size: number
  readonly recall: readonly [number, number]
  readonly ask: readonly [number, number]
  readonly whoami: readonly [number, number]
}

const run = async (
  name: string,
  port: number,
  env: Record<string, string>,
  maxSize: number,
  analyze: () => Promise<void>
) => {
  const server = await start(join(import.meta.dirname, "..", "src", "main.ts"), port, {
    CIS_ADMIN_TOKEN: admin,
    CIS_RATE_LIMIT: "0",
    ...env
  })
  try {
    const url = `http://127.0.0.1:${port}`
    const { account_id, api_key } = await post(url, admin, { name: "bench" }, "/v1/admin/accounts")
    await post(
      url,
      admin,
      { amount: 10_000_000, reason: "bench" },
      `/v1/admin/accounts/${account_id}/credits`
    )
    const scope_id = "bench"
    let stored = 0
    let ingestMs = 0
    const rows: Array<Row> = []
    for (const size of sizes.filter((s) => s <= maxSize)) {
      const batches = Array.from({ length: (size - stored) / batch }, () =>
        Array.from({ length: batch }, message)
      )
      const t0 = performance.now()
      let next = 0
      await Promise.all(
        Array.from({ length: writers }, async () => {
          while (next < batches.length) {
            const transcript = batches[next++]!
            const r = await post(url, api_key, { scope_id, transcript }, "/v1/social-memory/actions/ingest")
            if (r.ingested !== batch) throw new Error("short ingest")
          }
        })
      )
      ingestMs += performance.now() - t0
      stored = size
      await analyze()
      const time = async (f: () => Promise<unknown>) => {
        const out: Array<number> = []
        for (let i = 0; i < queries + 10; i++) {
          const t = performance.now()
          await f()
          if (i >= 10) out.push(performance.now() - t)
        }
        return [pct(out, 50), pct(out, 95)] as const
      }
      const recall = await time(() =>
        post(
          url,
          api_key,
          { scope_id, message: { speaker: speaker(), text: query() } },
          "/v1/social-memory/actions/recall"
        )
      )
      const ask = await time(() =>
        post(url, api_key, { scope_id, question: `What about ${query()}?` }, "/v1/social-memory/actions/ask")
      )
      const whoami = await time(() => post(url, api_key, {}, "/v1/turn-taking/actions/whoami"))
      rows.push({ size, recall, ask, whoami })
    }
    // Freshness: an ingest's answer, then at once a recall that must find the new message.
    const fresh: Array<number> = []
    for (let i = 0; i < 20; i++) {
      const marker = `freshmarker${i}x${Date.now().toString(36)}`
      const t0 = performance.now()
      await post(
        url,
        api_key,
        { scope_id, transcript: [{ speaker: "Dana", text: `the code word is ${marker}` }] },
        "/v1/social-memory/actions/ingest"
      )
      const r = await post(
        url,
        api_key,
        { scope_id, message: { speaker: "Sam", text: marker } },
        "/v1/social-memory/actions/recall"
      )
      if (!String(r.context).includes(marker)) throw new Error("a fresh message was not recalled at once")
      fresh.push(performance.now() - t0)
    }
    const rate = (stored / ingestMs) * 1000
    console.log(
      `\n${name} over HTTP: ingest ${Math.round(rate).toLocaleString("en-US")} messages/s (batches of ${batch}, ${writers} clients, one scope filled to ${stored.toLocaleString("en-US")}); ingest then recall finding it: p50 ${pct(fresh, 50).toFixed(1)} ms, max ${Math.max(...fresh).toFixed(1)} ms (20 of 20 found)`
    )
    console.log(
      "messages   recall p50   recall p95   ask p50   ask p95   whoami p95   p95 growth vs 1,000 (recall / ask)   Zep 155 ms / recall p95   Mem0 1.44 s / ask p95"
    )
    const first = rows[0]!
    for (const r of rows)
      console.log(
        `${r.size.toLocaleString("en-US").padStart(8)}   ${r.recall[0].toFixed(1).padStart(7)} ms   ${r.recall[1].toFixed(1).padStart(7)} ms   ${r.ask[0].toFixed(1).padStart(4)} ms   ${r.ask[1].toFixed(1).padStart(4)} ms   ${r.whoami[1].toFixed(1).padStart(7)} ms   ${(r.recall[1] / first.recall[1]).toFixed(2)}x / ${(r.ask[1] / first.ask[1]).toFixed(2)}x${" ".repeat(24)}${(anchors.zepRetrievalP95 / r.recall[1]).toFixed(1)}x${" ".repeat(22)}${(anchors.mem0EndToEndP95 / r.ask[1]).toFixed(1)}x`
      )
    return { rate, rows }
  } finally {
    await stop(server)
  }
}

const main = async () => {
  console.log(
    `social memory over HTTP: ${queries} recalls and asks per size after 10 warm-ups, offline provider`
  )
  const only = process.env.BENCH_ONLY
  if (!only || only === "pglite") {
    const dataDir = mkdtempSync(join(tmpdir(), "cis-bench-mem-"))
    try {
      await run(
        "PGlite",
        18_121,
        { CIS_DATA_DIR: dataDir, DATABASE_URL: "" },
        process.env.BENCH_PGLITE_100K === "1" ? 100_000 : 10_000,
        async () => {}
      )
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  if (only && only !== "postgres") return
  const server = postgres(pgUrl, { max: 1, onnotice: () => {}, connect_timeout: 3 })
  const name = `cis_bench_mem_${process.pid}`
  try {
    await server.unsafe(`create database ${name}`)
  } catch (e) {
    console.log(`\nPostgreSQL skipped: ${(e as Error).message}`)
    await server.end()
    return
  }
  const url = new URL(pgUrl)
  url.pathname = `/${name}`
  const db = postgres(url.toString(), { max: 1, onnotice: () => {} })
  try {
    const { rate, rows } = await run(
      "PostgreSQL",
      18_122,
      { DATABASE_URL: url.toString() },
      100_000,
      async () => {
        await db.unsafe("analyze memory_messages")
      }
    )
    const last = rows[rows.length - 1]!
    console.log(
      `\ntargets at 100,000 on PostgreSQL, over HTTP: recall p95 ${last.recall[1].toFixed(1)} ms (< 50: ${last.recall[1] < 50 ? "met" : "NOT met"}; Zep ${anchors.zepRetrievalP95} ms), ask p95 ${last.ask[1].toFixed(1)} ms (< 50: ${last.ask[1] < 50 ? "met" : "NOT met"}; Mem0 ${anchors.mem0EndToEndP95} ms), ingest ${Math.round(rate)} messages/s (>= 5,000: ${rate >= 5000 ? "met" : "NOT met"})`
    )
  } finally {
    await db.end()
    await server.unsafe(`drop database if exists ${name} with (force)`)
    await server.end()
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
