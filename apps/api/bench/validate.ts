/**
 * `whoami` latency while a maximal `validate` runs beside it (issue 7: one 60,000-persona
 * validate stalled `whoami` for seconds; validate's evaluation now runs on a worker-thread
 * pool, `@cis/services` `compute`).
 *
 * The real server (`src/main.ts`: API and embedded job worker) in its own process, on
 * embedded PGlite and, when PostgreSQL answers, on a fresh PostgreSQL database
 * (`BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`, else postgres://postgres@127.0.0.1:5432/test). The validate body is the largest the server accepts: small distinct personas,
 * as many as fit under the edge's body cap (`maxBodyBytes`); should the server refuse that
 * count (a persona cap), the count is halved until it is accepted. The validate load runs in
 * another process (`validate-driver.ts`: calls back to back, POST then a poll every 50 ms
 * until `succeeded`), so that this process only generates whoami load (autocannon,
 * 10 connections, keep-alive).
 *
 * Rounds interleave idle and loaded windows; the figures are medians over rounds, and the
 * ratio loaded / idle is taken per round. Target: whoami p99 under load within 2x of idle.
 * `BENCH_QUICK=1`: 2 rounds of 4 s instead of 3 of 8 s.
 */
import type { ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Personas } from "@cis/contract"
import autocannon from "autocannon"
import postgres from "postgres"
import { maxBodyBytes } from "../src/Edge.js"
import { start, stop } from "./process.js"

const quick = process.env.BENCH_QUICK !== undefined && process.env.BENCH_QUICK !== ""
const rounds = quick ? 2 : 3
const seconds = quick ? 4 : 8
const admin = "bench-admin-token-0123456789"
const pgUrl =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test"

const post = async (base: string, path: string, token: string, body: unknown) => {
  const r = await fetch(base + path, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body)
  })
  return { status: r.status, body: (await r.json()) as any }
}

/** `count` small distinct personas as a validate body. */
const personasBody = (count: number) => {
  const roles = ["nurse", "teacher", "plumber", "pilot", "chef", "farmer", "lawyer", "baker"]
  const items: Array<string> = []
  for (let i = 0; i < count; i++) {
    items.push(
      JSON.stringify({
        persona_id: `p${i}`,
        fields: { role: roles[i % roles.length]!, city: `c${i % 997}` },
        system_prompt: `You are ${i}.`,
        markdown: `# ${i}`
      })
    )
  }
  return `{"personas":[${items.join(",")}]}`
}

/** The largest count whose body fits under the cap (each persona's size grows with its index). */
const maxCountUnderCap = () => {
  let lo = 1
  let hi = 1
  while (Buffer.byteLength(personasBody(hi)) <= maxBodyBytes) hi *= 2
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2)
    if (Buffer.byteLength(personasBody(mid)) <= maxBodyBytes) lo = mid
    else hi = mid
  }
  return lo
}

const whoami = async (base: string, key: string, duration: number) => {
  const r = await autocannon({
    url: `${base}/v1/turn-taking/actions/whoami`,
    method: "POST",
    connections: 10,
    duration,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: "{}"
  })
  if (r["2xx"] === 0 || r.non2xx > 0 || r.errors > 0 || r.timeouts > 0) {
    throw new Error(`whoami: ${r["2xx"]} ok, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`)
  }
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max }
}

const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

interface ValidateRun {
  readonly accepted: number
  readonly total: number
  readonly status: string
  readonly polls: number
  readonly resultBytes: number
}

const measure = async (name: string, port: number, env: Record<string, string>) => {
  const base = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), "cis-bench-validate-"))
  const children: Array<ChildProcess> = []
  try {
    const cis = await start(join(import.meta.dirname, "..", "src", "main.ts"), port, {
      CIS_DATA_DIR: dataDir,
      CIS_ADMIN_TOKEN: admin,
      CIS_RATE_LIMIT: "0",
      ...env
    })
    children.push(cis)
    const account = await post(base, "/v1/admin/accounts", admin, { name: "bench" })
    const key = account.body.api_key as string
    await post(base, `/v1/admin/accounts/${account.body.account_id}/credits`, admin, {
      amount: 1_000_000,
      reason: "bench"
    })

    // The most the server accepts: the persona cap, or what fits under the body cap if less.
    let count = Math.min(maxCountUnderCap(), Personas.maxValidatePersonas)
    let body = personasBody(count)
    for (;;) {
      const r = await post(base, "/v1/personas/actions/validate", key, body)
      if (r.status === 200) break
      console.log(`  ${count} personas refused (${r.status} ${r.body?.error?.code}): halving`)
      count = Math.floor(count / 2)
      if (count === 0) throw new Error("no validate accepted")
      body = personasBody(count)
    }
    const bodyFile = join(dataDir, "validate-body.json")
    writeFileSync(bodyFile, body)
    console.log(
      `${name}: whoami latency beside a maximal validate: ${count} personas, ${(Buffer.byteLength(body) / 1048576).toFixed(2)} MiB body (cap ${maxBodyBytes / 1048576} MiB)`
    )
    console.log(
      `autocannon 10 connections; ${rounds} rounds of ${seconds} s idle then ${seconds} s loaded; medians`
    )

    await whoami(base, key, 2) // warm-up (JIT, token cache)
    const idle: Array<Awaited<ReturnType<typeof whoami>>> = []
    const loaded: Array<Awaited<ReturnType<typeof whoami>>> = []
    const runs: Array<ValidateRun> = []
    for (let round = 0; round < rounds; round++) {
      idle.push(await whoami(base, key, seconds))
      const driver = await start(join(import.meta.dirname, "validate-driver.ts"), port, {
        BASE: base,
        KEY: key,
        BODY_FILE: bodyFile
      })
      children.push(driver)
      loaded.push(await whoami(base, key, seconds))
      // the driver prints one JSON line per validate run (its stdout goes to a file: `start`)
      for (const line of (await stop(driver)).split("\n"))
        if (line.startsWith("{")) runs.push(JSON.parse(line))
      children.splice(children.indexOf(driver), 1)
    }

    const row = (name: string, xs: typeof idle) =>
      console.log(
        `${name.padEnd(30)} ${median(xs.map((x) => x.rps))
          .toFixed(0)
          .padStart(
            7
          )} req/s   p50 ${String(median(xs.map((x) => x.p50))).padStart(4)} ms   p99 ${String(median(xs.map((x) => x.p99))).padStart(5)} ms   max ${String(median(xs.map((x) => x.max))).padStart(6)} ms`
      )
    row("whoami idle", idle)
    row("whoami beside validate", loaded)
    const ratio = (f: (x: (typeof idle)[number]) => number) =>
      median(loaded.map((x, i) => f(x) / Math.max(1, f(idle[i]!)))).toFixed(2)
    console.log(
      `ratio loaded / idle: p50 ${ratio((x) => x.p50)}   p99 ${ratio((x) => x.p99)}   (target p99 <= 2)`
    )
    console.log(
      `per-round p99 idle/loaded ms: ${idle.map((x, i) => `${x.p99}/${loaded[i]!.p99}`).join("  ")}`
    )
    if (runs.length > 0) {
      console.log(
        `validate calls finished during the loaded windows: ${runs.length}; accepted in median ${median(runs.map((r) => r.accepted)).toFixed(0)} ms, succeeded in median ${median(runs.map((r) => r.total)).toFixed(0)} ms; result ${(median(runs.map((r) => r.resultBytes)) / 1048576).toFixed(2)} MiB`
      )
    } else console.log("validate calls finished during the loaded windows: 0 (each outlasted its window)")
  } finally {
    await Promise.all(children.map(stop))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const main = async () => {
  const port = 20_000 + (process.pid % 20_000)
  await measure("pglite", port, { DATABASE_URL: "" })
  const pg = postgres(pgUrl, { max: 1, onnotice: () => {}, connect_timeout: 3 })
  const db = `cis_bench_validate_${process.pid}`
  try {
    await pg.unsafe(`create database ${db}`)
  } catch (e) {
    console.log(`postgres: skipped: ${(e as Error).message}`)
    await pg.end()
    return
  }
  try {
    const url = new URL(pgUrl)
    url.pathname = `/${db}`
    await measure("postgres", port + 1, { DATABASE_URL: url.toString() })
  } finally {
    await pg.unsafe(`drop database if exists ${db} with (force)`)
    await pg.end()
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
