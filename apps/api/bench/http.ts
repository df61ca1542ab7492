/**
 * `whoami` throughput, with real token authentication, beside two baselines answering the
 * same JSON, all measured in this run with the same load generator (autocannon, 50
 * connections, keep-alive, POST with a `{}` body):
 *   1. a bare `node:http` server;
 *   2. a minimal `@effect/platform` router with no auth;
 *   3. a minimal `@effect/platform` `HttpApi` with the same endpoint (no auth, no edge): what
 *      the one typed definition costs by itself;
 *   4. this service (`src/main.ts`, embedded PGlite, a real `ak_` key; token lookups cached
 *      for at most 2 s).
 * Each server runs in its own process; the load generator in this one. The servers are
 * measured in interleaved rounds and the ratios taken per round (median), so that load
 * elsewhere on the machine does not favour whichever server happened to run alone.
 * Each server's CPU time per request (all its threads, from `/proc`) is printed beside its
 * throughput, and the router's against whoami's as a second ratio: throughput also depends on how
 * the machine's cores are shared with the load generator, CPU time much less.
 * Target: whoami >= 0.7 x the minimal Effect router (throughput).
 * `BENCH_QUICK=1`: 3 rounds of 2 s instead of 5 of 10 s.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import { start, stop } from "./process.js"

const seconds = process.env.BENCH_QUICK ? 3 : 10
const path = "/v1/turn-taking/actions/whoami"

/**
 * CPU time a process has used so far (all its threads), in microseconds, from `/proc` (Linux;
 * `undefined` elsewhere). Beside throughput, which depends on how the two cores are shared with
 * the load generator, CPU time per request is the steadier measure of a server's own cost.
 */
const cpuMicros = (pid: number | undefined): number | undefined => {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100 // utime + stime, in ticks of 10 ms
}

const load = async (port: number, headers: Record<string, string>, duration: number, pid?: number) => {
  const cpuBefore = cpuMicros(pid)
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
  const cpuAfter = cpuMicros(pid)
  const cpu =
    cpuBefore === undefined || cpuAfter === undefined ? Number.NaN : (cpuAfter - cpuBefore) / r.requests.total
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpu }
}

const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const main = async () => {
  const rounds = process.env.BENCH_QUICK ? 3 : 5
  const each = process.env.BENCH_QUICK ? 2 : seconds
  console.log(
    `whoami throughput: autocannon, 50 connections; ${rounds} interleaved rounds of ${each} s per server (after a 2 s warm-up each), medians`
  )
  const bare = await start(join(import.meta.dirname, "servers", "bare.ts"), 18_101)
  const effect = await start(join(import.meta.dirname, "servers", "effect.ts"), 18_102)
  const httpApi = await start(join(import.meta.dirname, "servers", "httpapi.ts"), 18_104)
  const dataDir = mkdtempSync(join(tmpdir(), "cis-bench-"))
  const admin = "bench-admin-token-0123456789"
  const cis = await start(join(import.meta.dirname, "..", "src", "main.ts"), 18_103, {
    CIS_DATA_DIR: dataDir,
    CIS_ADMIN_TOKEN: admin,
    CIS_RATE_LIMIT: "0",
    DATABASE_URL: ""
  })
  const created = await fetch("http://127.0.0.1:18103/v1/admin/accounts", {
    method: "POST",
    headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "bench" })
  }).then((r) => r.json() as Promise<{ api_key: string }>)
  const auth = { authorization: `Bearer ${created.api_key}` }
  const servers = [
    { name: "bare node:http", port: 18_101, headers: {}, pid: bare.pid },
    { name: "minimal @effect/platform router", port: 18_102, headers: {}, pid: effect.pid },
    { name: "minimal @effect/platform HttpApi", port: 18_104, headers: {}, pid: httpApi.pid },
    { name: "cis whoami (auth, PGlite)", port: 18_103, headers: auth, pid: cis.pid }
  ]
  for (const s of servers) await load(s.port, s.headers, 2) // warm-up (JIT, connection pool, token cache)
  // Interleaved, so that a burst of load elsewhere on the machine hits every server alike;
  // the ratios are taken per round, then the median.
  const results = servers.map(() => [] as Array<{ rps: number; p50: number; p99: number; cpu: number }>)
  for (let round = 0; round < rounds; round++) {
    for (const [i, s] of servers.entries()) results[i]!.push(await load(s.port, s.headers, each, s.pid))
  }
  await Promise.all([stop(bare), stop(effect), stop(httpApi), stop(cis)])
  rmSync(dataDir, { recursive: true, force: true })
  for (const [i, s] of servers.entries()) {
    const r = results[i]!
    console.log(
      `${s.name.padEnd(34)} ${median(r.map((x) => x.rps))
        .toFixed(0)
        .padStart(
          8
        )} req/s   p50 ${String(median(r.map((x) => x.p50))).padStart(3)} ms   p99 ${String(median(r.map((x) => x.p99))).padStart(3)} ms   CPU ${median(r.map((x) => x.cpu)).toFixed(0)} us/request`
    )
  }
  const ratio = (a: number, b: number) =>
    median(results[a]!.map((x, round) => x.rps / results[b]![round]!.rps)).toFixed(3)
  console.log(`ratio effect router / bare node:http   ${ratio(1, 0)}`)
  console.log(`ratio minimal HttpApi / effect router  ${ratio(2, 1)}`)
  console.log(`ratio cis whoami / bare node:http      ${ratio(3, 0)}`)
  console.log(`ratio cis whoami / effect router       ${ratio(3, 1)}   (target >= 0.7)`)
  console.log(`ratio cis whoami / minimal HttpApi     ${ratio(3, 2)}`)
  const cpuRatio = median(results[3]!.map((x, round) => results[1]![round]!.cpu / x.cpu)).toFixed(3)
  console.log(`CPU per request, effect router / cis   ${cpuRatio}   (the same comparison by CPU time)`)
  console.log(
    `per-round cis / effect router          ${results[3]!.map((x, r) => (x.rps / results[1]![r]!.rps).toFixed(2)).join(" ")}`
  )
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
