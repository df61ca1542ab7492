/**
 * `whoami` throughput, with real token authentication, beside two baselines answering the
 * same JSON, all measured in this run with the same load generator (autocannon, 50
 * connections, keep-alive, POST with a `{}` body):
 *   1. a bare `node:http` server;
 *   2. a minimal `@effect/platform` router with no auth;
 *   3. this service (`src/main.ts`, embedded PGlite, a real `ak_` key; token lookups cached
 *      for at most 2 s).
 * Each server runs in its own process; the load generator in this one.
 * Target: whoami >= 0.7 x the minimal Effect router.
 * `BENCH_QUICK=1` shortens each measurement to 3 s.
 */
import type { ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import { start, stop } from "./process.js"

const seconds = process.env.BENCH_QUICK ? 3 : 10
const path = "/v1/turn-taking/actions/whoami"

const load = async (port: number, headers: Record<string, string>, duration: number) => {
  const r = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    method: "POST",
    connections: 50,
    duration,
    headers: { "content-type": "application/json", ...headers },
    body: "{}"
  })
  const ok = r["2xx"]
  if (ok === 0 || r.non2xx > 0 || r.errors > 0) {
    throw new Error(`port ${port}: ${ok} ok, ${r.non2xx} non-2xx, ${r.errors} errors`)
  }
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 }
}

const measure = async (
  name: string,
  child: ChildProcess,
  port: number,
  headers: Record<string, string> = {}
) => {
  await load(port, headers, 2) // warm-up (JIT, connection pool, token cache)
  const r = await load(port, headers, seconds)
  await stop(child)
  console.log(
    `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms`
  )
  return r
}

const main = async () => {
  console.log(`whoami throughput: autocannon, 50 connections, ${seconds} s per server after a 2 s warm-up`)
  const bare = await measure(
    "bare node:http",
    await start(join(import.meta.dirname, "servers", "bare.ts"), 18_101),
    18_101
  )
  const effect = await measure(
    "minimal @effect/platform router",
    await start(join(import.meta.dirname, "servers", "effect.ts"), 18_102),
    18_102
  )

  const dataDir = mkdtempSync(join(tmpdir(), "cis-bench-"))
  const admin = "bench-admin-token-0123456789"
  const cis = await start(join(import.meta.dirname, "..", "src", "main.ts"), 18_103, {
    CIS_DATA_DIR: dataDir,
    CIS_ADMIN_TOKEN: admin,
    DATABASE_URL: ""
  })
  const created = await fetch("http://127.0.0.1:18103/v1/admin/accounts", {
    method: "POST",
    headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "bench" })
  }).then((r) => r.json() as Promise<{ api_key: string }>)
  const ours = await measure("cis whoami (auth, PGlite)", cis, 18_103, {
    authorization: `Bearer ${created.api_key}`
  })
  rmSync(dataDir, { recursive: true, force: true })

  console.log(`ratio effect router / bare node:http   ${(effect.rps / bare.rps).toFixed(3)}`)
  console.log(`ratio cis whoami / bare node:http      ${(ours.rps / bare.rps).toFixed(3)}`)
  console.log(
    `ratio cis whoami / effect router       ${(ours.rps / effect.rps).toFixed(3)}   (target >= 0.7)`
  )
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
