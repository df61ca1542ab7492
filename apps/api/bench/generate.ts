/**
 * `POST /v1/personas/actions/generate` end to end: the real server (`src/main.ts`, embedded
 * worker, offline provider) on embedded PGlite and, when PostgreSQL answers, on a fresh
 * PostgreSQL database; time from the POST to the poll that first reads `succeeded` (polled
 * every 5 ms), for populations of 100 and 1,000 personas, 5 runs each after one warm-up.
 *
 * Baseline, measured in the same run and process: the same work without HTTP, jobs or the
 * database, i.e. `Generate.generate`, the pipeline the population job runs (blueprint
 * inference, sampling, writing, the diversity and marginal gates of the result). The ratio baseline / end-to-end says how much
 * of a generate call is the population itself.
 *
 * Database: `BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`, else
 * postgres://postgres@127.0.0.1:5432/test (skipped when it does not answer).
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Generate } from "@cis/persona-writer"
import { Either } from "effect"
import postgres from "postgres"
import { start, stop } from "./process.js"

const prompt = "Backend software developers aged 25-40 in Germany"
const runs = 5
const admin = "bench-admin-token-0123456789"
const pgUrl =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test"

const json = async (url: string, method: string, token: string, body?: unknown) => {
  const r = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {})
  })
  if (r.status !== 200) throw new Error(`${method} ${url}: ${r.status} ${await r.text()}`)
  return (await r.json()) as any
}

/** One generate call, POST to `succeeded`, in ms. */
const once = async (base: string, key: string, count: number) => {
  const t0 = performance.now()
  const { id } = await json(`${base}/v1/personas/actions/generate`, "POST", key, { prompt, count })
  for (;;) {
    const r = await json(`${base}/v1/personas/repositories/Population/by-id/${id}`, "GET", key)
    if (r.status === "succeeded") {
      if (r.result.personas.length !== count) throw new Error("wrong population size")
      return performance.now() - t0
    }
    if (r.status === "failed") throw new Error(`generate failed: ${r.error}`)
    await new Promise((res) => setTimeout(res, 5))
  }
}

const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const baseline = (count: number) => {
  const times: Array<number> = []
  for (let i = 0; i <= runs; i++) {
    const t0 = performance.now()
    const g = Generate.generate(prompt, { count, seed: `bench-${i}` })
    if (Either.isLeft(g)) throw new Error(String(g.left))
    if (i > 0) times.push(performance.now() - t0) // run 0 warms up
  }
  return median(times)
}

const endToEnd = async (
  name: string,
  port: number,
  env: Record<string, string>,
  base: Record<number, number>
) => {
  const server = await start(join(import.meta.dirname, "..", "src", "main.ts"), port, {
    CIS_ADMIN_TOKEN: admin,
    CIS_WORKER_POLL_MS: "10",
    CIS_RATE_LIMIT: "0",
    ...env
  })
  try {
    const url = `http://127.0.0.1:${port}`
    const { account_id, api_key } = await json(`${url}/v1/admin/accounts`, "POST", admin, { name: "bench" })
    await json(`${url}/v1/admin/accounts/${account_id}/credits`, "POST", admin, {
      amount: 1_000_000,
      reason: "bench"
    })
    for (const count of [100, 1000]) {
      await once(url, api_key, count) // warm-up
      const times: Array<number> = []
      for (let i = 0; i < runs; i++) times.push(await once(url, api_key, count))
      const m = median(times)
      console.log(
        `${name.padEnd(10)} count ${String(count).padStart(4)}: median ${m.toFixed(0).padStart(5)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}), ${((count / m) * 1000).toFixed(0).padStart(6)} personas/s; engine alone ${base[count]!.toFixed(0)} ms -> ratio engine / end-to-end ${(base[count]! / m).toFixed(2)}`
      )
    }
  } finally {
    await stop(server)
  }
}

const main = async () => {
  console.log(
    `generate end to end: POST to 'succeeded', ${runs} runs per size after a warm-up, offline provider`
  )
  const base = { 100: baseline(100), 1000: baseline(1000) }
  const dataDir = mkdtempSync(join(tmpdir(), "cis-bench-gen-"))
  try {
    await endToEnd("pglite", 18_111, { CIS_DATA_DIR: dataDir, DATABASE_URL: "" }, base)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  const admin = postgres(pgUrl, { max: 1, onnotice: () => {}, connect_timeout: 3 })
  const name = `cis_bench_gen_${process.pid}`
  try {
    await admin.unsafe(`create database ${name}`)
  } catch (e) {
    console.log(`postgres   skipped: ${(e as Error).message}`)
    await admin.end()
    return
  }
  try {
    const url = new URL(pgUrl)
    url.pathname = `/${name}`
    await endToEnd("postgres", 18_112, { DATABASE_URL: url.toString() }, base)
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
