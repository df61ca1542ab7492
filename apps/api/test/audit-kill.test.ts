/**
 * An audit survives its process being killed: the real server (`src/main.ts`, API and embedded
 * worker) in a child process on PGlite and on PostgreSQL, a 250-message chat prepared and
 * launched over HTTP, the process killed with SIGKILL once the report is stored and before the
 * verdicts are, a new process started on the same data (a short lease so the dead worker's job
 * is claimed again soon), and the run polled to `completed` with its stored report kept, every
 * verdict and the replies, and the launch charged once.
 */
import { Prices } from "@cis/ledger"
import { assert, describe } from "vitest"
import { killed, onBothDatabases, postJson, serverStarter } from "./child-process-support.js"

const admin = "kill-test-admin-token-0123456789"
const port = 21_000 + (process.pid % 5_000)
const base = `http://127.0.0.1:${port}`
const post = (path: string, token: string, body: unknown) => postJson(base, path, token, body)
const startMain = serverStarter(port)

/** 250 messages: Dana asks, the bot answers, 125 agent turns (a few seconds of verdicts). */
const chat = Array.from({ length: 250 }, (_, i) =>
  i % 2 === 0
    ? `Dana: question ${i / 2}: when does order ${1000 + i} ship?`
    : `Bot: Thanks for asking! We value every customer (${i}).`
).join("\n")

const startServer = (env: Record<string, string>) =>
  startMain({
    CIS_ADMIN_TOKEN: admin,
    CIS_RATE_LIMIT: "0",
    CIS_WORKER_LEASE_MS: "1000",
    CIS_WORKER_POLL_MS: "50",
    ...env
  })

const run = async (env: Record<string, string>) => {
  let server = await startServer(env)
  const account = await post("/v1/admin/accounts", admin, { name: "kill" })
  const key = account.body.api_key as string
  const balanceNow = async () => {
    const r = await fetch(`${base}/v1/admin/accounts/${account.body.account_id}`, {
      headers: { authorization: `Bearer ${admin}` }
    })
    return ((await r.json()) as any).balance as number
  }
  const prepared = await post("/v1/social-observability/actions/audit_prepare", key, { raw_text: chat })
  assert.strictEqual(prepared.status, 200, JSON.stringify(prepared.body))
  assert.strictEqual(prepared.body.messages, 250)
  const runId = prepared.body.run_id as string
  // After the first billed call (an account's initial credits are provisioned by it).
  const afterPrepare = await balanceNow()
  const launched = await post("/v1/social-observability/actions/audit_launch", key, {
    run_id: runId,
    agent_name: "Bot"
  })
  assert.strictEqual(launched.status, 200, JSON.stringify(launched.body))

  // Killed once the report is stored and before the verdicts are.
  let atKill: any
  for (let i = 0; i < 3000; i++) {
    const r = await post("/v1/social-observability/projections/audit-run", key, { run_id: runId })
    if (r.body.report !== null) {
      atKill = r.body
      break
    }
    await new Promise((ok) => setTimeout(ok, 10))
  }
  await killed(server)
  assert.isNotNull(atKill, "the report was stored")
  assert.isNull(atKill.verdicts, "killed mid-audit: no verdicts yet")

  server = await startServer(env)
  let done: any
  for (let i = 0; i < 1200; i++) {
    const r = await post("/v1/social-observability/projections/audit-run", key, { run_id: runId })
    if (r.body.status === "completed" && r.body.replies.length > 0) {
      done = r.body
      break
    }
    await new Promise((ok) => setTimeout(ok, 50))
  }
  assert.isDefined(done, "the run completed after the restart")
  assert.deepStrictEqual(done.report, atKill.report, "the stored report is kept")
  assert.strictEqual(done.verdicts.length, 125)
  assert.isAbove(done.replies.length, 0)
  const launchPrice = Prices.defaultPrices["social-observability.audit_launch"]!.base
  let balance = await balanceNow()
  for (let i = 0; i < 200 && balance !== afterPrepare - launchPrice; i++) {
    await new Promise((ok) => setTimeout(ok, 50))
    balance = await balanceNow()
  }
  assert.strictEqual(balance, afterPrepare - launchPrice, "the launch charged once")
  await killed(server)
}

describe("an audit survives its process killed with SIGKILL", () => {
  onBothDatabases("audit-kill", run)
})
