/**
 * Turn-taking delivery and endpoint throughput (issue 11), measured in one run:
 *
 * 1. 1,000 threads with open WebSockets (`BENCH_THREADS`), each getting a 3-message reply
 *    paced by the real typing model: lateness of every `turn_taking.message` (received by the
 *    client minus its `deliver_at`) p50 / p99 / max (target p99 < 50 ms), and the events per
 *    second delivered over the window.
 * 2. Baseline, same run: the same socket stack (`servers/ws-timers.ts`) sending at the same
 *    `deliver_at` offsets from in-memory timers, no database; the ratio of the two p99s.
 * 3. Replay: every client reconnects with a fresh URL and `after=0` at once; events per second
 *    until every thread's whole log is back.
 * 4. submit_messages and record_event throughput (autocannon, 50 connections, threads rotated)
 *    beside whoami on the same server.
 *
 * The service is `src/main.ts` (API + embedded worker, so the scheduler too) on embedded
 * PGlite, or on PostgreSQL with `BENCH_DATABASE_URL`. `BENCH_QUICK=1`: 200 threads, 2 s loads.
 * `CIS_TURN_TAKING_LEAD_MS=250` measures delivery with the opt-in scheduler lead (default 0).
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import { start, stop } from "./process.js"

const quick = process.env.BENCH_QUICK !== undefined
const threads = Number(process.env.BENCH_THREADS ?? (quick ? 200 : 1000))
const loadSeconds = quick ? 2 : 5
const reply =
  "Sure, I can help you with the export today.\n\nOpen the settings page and find the billing tab there.\n\nThen click export and pick the CSV format."

const admin = "bench-admin-token-0123456789"
const cisPort = 18_111
const basePort = 18_112
const base = `http://127.0.0.1:${cisPort}`

const post = async (path: string, token: string, body: unknown) => {
  const r = await fetch(base + path, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body)
  })
  const json = (await r.json()) as any
  if (r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(json)}`)
  return json
}

/** Runs `f` over `items` with at most `n` at a time. */
const pool = async <A, B>(items: ReadonlyArray<A>, n: number, f: (a: A, i: number) => Promise<B>) => {
  const out: Array<B> = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++
        out[i] = await f(items[i]!, i)
      }
    })
  )
  return out
}

interface Got {
  readonly type: string
  readonly data: any
  readonly at: number
}

/** A socket that records what it receives; resolves when open. */
const socket = (url: string, onEvent: (e: Got) => void) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(url)
    ws.addEventListener("open", () => resolve(ws))
    ws.addEventListener("error", () => reject(new Error(`socket ${url}`)))
    ws.addEventListener("message", (e) => {
      const at = Date.now()
      const parsed = JSON.parse(String(e.data))
      onEvent({ type: parsed.type, data: parsed.data, at })
    })
  })

const quantile = (xs: ReadonlyArray<number>, q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!
}

const waitFor = async (cond: () => boolean, ms: number, what: string) => {
  const end = Date.now() + ms
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

const throughput = async (path: string, token: string, bodies: ReadonlyArray<unknown>) => {
  let i = 0
  const r = await autocannon({
    url: base + path,
    connections: 50,
    duration: loadSeconds,
    requests: [
      {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        setupRequest: (req: any) => ({ ...req, body: JSON.stringify(bodies[i++ % bodies.length]) })
      }
    ]
  })
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${path}: ${r.non2xx} non-2xx, ${r.errors} errors`)
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 }
}

const started = Date.now()
const progress = (what: string) =>
  console.error(`  [${((Date.now() - started) / 1000).toFixed(1)} s] ${what}`)

const main = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "cis-bench-tt-"))
  const database = process.env.BENCH_DATABASE_URL ?? ""
  const cis = await start(join(import.meta.dirname, "..", "src", "main.ts"), cisPort, {
    CIS_DATA_DIR: dataDir,
    CIS_ADMIN_TOKEN: admin,
    CIS_RATE_LIMIT: "0",
    DATABASE_URL: database
  })
  const baseline = await start(join(import.meta.dirname, "servers", "ws-timers.ts"), basePort)
  try {
    console.log(
      `turn-taking bench: ${threads} threads with open sockets, a 3-message reply each (real pacing); ${database === "" ? "embedded PGlite" : "PostgreSQL"}; scheduler lead ${process.env.CIS_TURN_TAKING_LEAD_MS ?? "0 (default)"} ms`
    )
    const account = await post("/v1/admin/accounts", admin, { name: "bench" })
    await post(`/v1/admin/accounts/${account.account_id}/credits`, admin, {
      amount: 10_000_000,
      reason: "bench"
    })
    const key = account.api_key as string

    // 1. open, connect, submit, respond
    const received: Array<Array<Got>> = Array.from({ length: threads }, () => [])
    const opened = await pool(
      Array.from({ length: threads }),
      50,
      async () => (await post("/v1/turn-taking/actions/open_thread", key, {})) as any
    )
    progress(`${threads} threads opened`)
    const sockets = await pool(opened, 50, (o, i) =>
      socket(o.realtime.connect_url, (e) => received[i]!.push(e))
    )
    progress(`${threads} sockets open`)
    const epochs = await pool(opened, 50, async (o) => {
      const r = await post("/v1/turn-taking/actions/submit_messages", key, {
        thread_id: o.thread.id,
        messages: [{ sender: "sam", content: "Ava, how do I export my invoices?" }]
      })
      return r.turn_epoch as number
    })
    progress(`${threads} batches submitted`)
    const t0 = Date.now()
    const scheduled = await pool(opened, 50, async (o, i) => {
      const r = await post("/v1/turn-taking/actions/respond", key, {
        thread_id: o.thread.id,
        content: reply,
        turn_epoch: epochs[i]
      })
      return (r.scheduled as Array<any>).map((m) => Date.parse(m.deliver_at))
    })
    const respondMs = Date.now() - t0
    progress(`${threads} replies scheduled`)
    if (!scheduled.every((s) => s.length === 3)) throw new Error("a reply did not split into 3 messages")
    const last = Math.max(...scheduled.flat())
    await waitFor(
      () => received.every((r) => r.filter((e) => e.type === "turn_taking.message").length === 3),
      last - Date.now() + 60_000,
      "every reply"
    )
    const messages = received.flatMap((r) => r.filter((e) => e.type === "turn_taking.message"))
    const lateness = messages.map((m) => m.at - Date.parse(m.data.deliver_at))
    const early = lateness.filter((x) => x < 0).length
    // Messages due after the last respond answered: delivery alone, not competing with responds.
    const calm = messages
      .filter((m) => Date.parse(m.data.deliver_at) > t0 + respondMs)
      .map((m) => m.at - Date.parse(m.data.deliver_at))
    await waitFor(() => received.every((r) => r.length === 7), 10_000, "typing stops")
    const all = received.flat()
    const first = Math.min(...all.map((e) => e.at))
    const lastAt = Math.max(...all.map((e) => e.at))
    const liveRate = all.length / ((lastAt - first) / 1000)
    for (const s of sockets) s.close()

    progress("every reply delivered")
    // 2. baseline: the same offsets from in-memory timers
    const shift = Date.now() + 3000 - t0
    const baseReceived: Array<Array<Got>> = Array.from({ length: threads }, () => [])
    const baseSockets = await pool(scheduled, 50, (s, i) =>
      socket(`ws://127.0.0.1:${basePort}/socket?at=${s.map((x) => x + shift).join(",")}`, (e) =>
        baseReceived[i]!.push(e)
      )
    )
    await waitFor(
      () => baseReceived.every((r) => r.length === 3),
      last + shift - Date.now() + 60_000,
      "baseline"
    )
    const baseLateness = baseReceived.flat().map((m) => m.at - Date.parse(m.data.deliver_at))
    for (const s of baseSockets) s.close()

    progress("baseline done")
    // 3. replay: everyone reconnects with after=0 at once
    const fresh = await pool(
      opened,
      50,
      async (o) => (await post("/v1/turn-taking/actions/open_thread", key, { thread_id: o.thread.id })) as any
    )
    const replayed: Array<number> = new Array(threads).fill(0)
    const r0 = Date.now()
    const replaySockets = await Promise.all(
      fresh.map((o, i) =>
        socket(`${o.realtime.connect_url}&after=0`, () => {
          replayed[i]! += 1
        })
      )
    )
    await waitFor(() => replayed.every((n) => n === 7), 60_000, "replay")
    const replayRate = (7 * threads) / ((Date.now() - r0) / 1000)
    for (const s of replaySockets) s.close()

    progress("replay done")
    // 4. throughput beside whoami
    const threadIds = opened.map((o) => o.thread.id as string)
    const whoami = await throughput("/v1/turn-taking/actions/whoami", key, [{}])
    const submits = await throughput(
      "/v1/turn-taking/actions/submit_messages",
      key,
      threadIds.map((id) => ({
        thread_id: id,
        messages: [{ sender: "sam", content: "and one more thing?" }]
      }))
    )
    const records = await throughput(
      "/v1/turn-taking/actions/record_event",
      key,
      threadIds.map((id) => ({ thread_id: id, type: "typing_start", sender: "sam" }))
    )

    const ms = (x: number) => `${x.toFixed(0).padStart(5)} ms`
    console.log(`respond: ${threads} replies scheduled in ${respondMs} ms`)
    console.log(
      `lateness (received - deliver_at), ${messages.length} messages:  p50 ${ms(quantile(lateness, 0.5))}   p99 ${ms(quantile(lateness, 0.99))}   max ${ms(Math.max(...lateness))}   before deliver_at: ${early}   (target p99 < 50 ms)`
    )
    if (calm.length > 0)
      console.log(
        `  of which due after the last respond (${calm.length}):          p50 ${ms(quantile(calm, 0.5))}   p99 ${ms(quantile(calm, 0.99))}   max ${ms(Math.max(...calm))}`
      )
    console.log(
      `baseline (same sockets, in-memory timers):            p50 ${ms(quantile(baseLateness, 0.5))}   p99 ${ms(quantile(baseLateness, 0.99))}   max ${ms(Math.max(...baseLateness))}`
    )
    console.log(
      `ratio p99 cis / baseline                                ${(quantile(lateness, 0.99) / Math.max(1, quantile(baseLateness, 0.99))).toFixed(2)}`
    )
    console.log(
      `live events delivered: ${all.length} over ${((lastAt - first) / 1000).toFixed(1)} s = ${liveRate.toFixed(0)} events/s (paced)`
    )
    console.log(`replay after=0, ${threads} sockets at once: ${replayRate.toFixed(0)} events/s`)
    const row = (name: string, r: { rps: number; p50: number; p99: number }) =>
      console.log(
        `${name.padEnd(18)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms`
      )
    row("whoami", whoami)
    row("submit_messages", submits)
    row("record_event", records)
    console.log(`ratio submit_messages / whoami   ${(submits.rps / whoami.rps).toFixed(3)}`)
    console.log(`ratio record_event / whoami      ${(records.rps / whoami.rps).toFixed(3)}`)
  } finally {
    await Promise.all([stop(cis), stop(baseline)])
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
