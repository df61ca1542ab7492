/**
 * Paced replies survive their process being killed: the real server (`src/main.ts`, API and
 * embedded worker with the delivery scheduler) in a child process on PGlite and on PostgreSQL,
 * 20 threads with real WebSocket clients each given a 4-message reply, the process killed with
 * SIGKILL after the first messages went out and before the last were due, a new process started
 * on the same data after every remaining `deliver_at` has passed, and each client reconnecting
 * with a fresh URL and the last `seq` it saw: every message arrives exactly once, in position
 * order, none before its `deliver_at`, the overdue ones at once, and the `seq` numbers of each
 * thread run without a gap across the two processes.
 */
import { assert, describe } from "vitest"
import { killed, onBothDatabases, postJson, serverStarter } from "./child-process-support.js"

const admin = "tt-kill-admin-token-0123456789"
const port = 26_000 + (process.pid % 5_000)
const base = `http://127.0.0.1:${port}`
const startMain = serverStarter(port)

const threads = 20
const reply =
  "Sure, I can help with the export today.\n\nOpen the settings page and find the billing tab.\n\nThen click export and pick the CSV format.\n\nThe file arrives by email within a minute."

/** A POST that must answer 200; its body. */
const post = async (path: string, token: string, body: unknown) => {
  const r = await postJson(base, path, token, body)
  if (r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`)
  return r.body
}

const startServer = (env: Record<string, string>) =>
  startMain({
    CIS_ADMIN_TOKEN: admin,
    CIS_RATE_LIMIT: "0",
    // A 4-message reply takes about 3 s instead of 30.
    CIS_TURN_TAKING_SPEEDUP: "10",
    ...env
  })

interface Got {
  readonly seq: number
  readonly type: string
  readonly data: any
  readonly at: number
}

const listen = (url: string, into: Array<Got>) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(url)
    ws.addEventListener("open", () => resolve(ws))
    ws.addEventListener("error", () => reject(new Error(`socket ${url}`)))
    ws.addEventListener("message", (e) => {
      const p = JSON.parse(String(e.data))
      into.push({ seq: p.seq, type: p.type, data: p.data, at: Date.now() })
    })
  })

const waitFor = async (cond: () => boolean, ms: number, what: string) => {
  const end = Date.now() + ms
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

const finished = (events: ReadonlyArray<Got>) =>
  events.some((e) => e.type === "turn_taking.typing" && e.data.typing === false)

const run = async (env: Record<string, string>) => {
  let server = await startServer(env)
  const account = await post("/v1/admin/accounts", admin, { name: "tt-kill" })
  await post(`/v1/admin/accounts/${account.account_id}/credits`, admin, { amount: 1000, reason: "test" })
  const key = account.api_key as string
  const received: Array<Array<Got>> = Array.from({ length: threads }, () => [])
  const opened: Array<any> = []
  const sockets: Array<WebSocket> = []
  const scheduled: Array<Array<any>> = []
  for (let i = 0; i < threads; i++) {
    const o = await post("/v1/turn-taking/actions/open_thread", key, {})
    opened.push(o)
    sockets.push(await listen(o.realtime.connect_url, received[i]!))
    const d = await post("/v1/turn-taking/actions/submit_messages", key, {
      thread_id: o.thread.id,
      messages: [{ sender: "sam", content: "Ava, how do I export my invoices?" }]
    })
    const r = await post("/v1/turn-taking/actions/respond", key, {
      thread_id: o.thread.id,
      content: reply,
      turn_epoch: d.turn_epoch
    })
    assert.strictEqual(r.scheduled.length, 4)
    scheduled.push(r.scheduled)
  }
  // Killed once some messages went out and before the last of any reply was due.
  const messages = (i: number) => received[i]!.filter((e) => e.type === "turn_taking.message")
  await waitFor(() => received.some((_, i) => messages(i).length > 0), 30_000, "a first message")
  await killed(server)
  for (const s of sockets) s.close()
  const lastDue = Math.max(...scheduled.flat().map((m) => Date.parse(m.deliver_at)))
  assert.isAbove(lastDue, Date.now(), "killed before the last message was due")
  const before = received.map((_, i) => messages(i).length)
  assert.isBelow(
    before.reduce((a, b) => a + b, 0),
    threads * 4,
    "messages were still pending when the process died"
  )
  // Down until every remaining message is overdue.
  await new Promise((r) => setTimeout(r, Math.max(0, lastDue - Date.now()) + 200))

  server = await startServer(env)
  const restartedAt = Date.now()
  const again: Array<WebSocket> = []
  for (let i = 0; i < threads; i++) {
    const o = await post("/v1/turn-taking/actions/open_thread", key, { thread_id: opened[i].thread.id })
    const last = received[i]!.at(-1)?.seq ?? 0
    again.push(await listen(`${o.realtime.connect_url}&after=${last}`, received[i]!))
  }
  await waitFor(() => received.every(finished), 30_000, "every reply after the restart")
  for (const s of again) s.close()

  for (let i = 0; i < threads; i++) {
    const got = messages(i)
    assert.deepStrictEqual(
      got.map((m) => m.data.id),
      scheduled[i]!.map((m) => m.id),
      `thread ${i}: each message once, in position order`
    )
    for (const m of got) assert.isAtLeast(m.at, Date.parse(m.data.deliver_at), "never before deliver_at")
    // Overdue after the restart: sent at once, not paced again.
    for (const m of got.slice(before[i]!)) assert.isBelow(m.at - restartedAt, 15_000)
    assert.deepStrictEqual(
      received[i]!.map((e) => e.seq),
      received[i]!.map((_, n) => n + 1),
      `thread ${i}: seq without a gap or a repeat across both processes`
    )
  }
  await killed(server)
  return before
}

describe("paced replies survive their process killed with SIGKILL", () => {
  onBothDatabases("tt-kill", run)
})
