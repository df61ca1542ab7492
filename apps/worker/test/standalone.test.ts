/**
 * The standalone worker (`pnpm worker`) against PostgreSQL: two replicas share one database,
 * every job runs exactly once, and SIGTERM stops them cleanly. Needs TEST_DATABASE_URL
 * (PGlite cannot be shared between processes).
 */
import { type ChildProcess, spawn } from "node:child_process"
import { join } from "node:path"
import { layerPostgres } from "@cis/db"
import { freshPostgres } from "@cis/db/testing"
import { layerOffline } from "@cis/llm"
import { Accounts, Jobs, Personas, ServiceConfig, layer as servicesLayer } from "@cis/services"
import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"

const adminUrl = process.env.TEST_DATABASE_URL

/** Output of every spawned worker, for failure messages. */
const output: Array<string> = []

// `node --import tsx` (not the tsx CLI, which wraps a second process) so that SIGTERM
// reaches the worker itself; its output is drained so a full pipe can never block it.
const spawnWorker = (url: string) => {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", join(import.meta.dirname, "..", "src", "main.ts")],
    {
      cwd: join(import.meta.dirname, ".."),
      env: { ...process.env, DATABASE_URL: url, CIS_WORKER_POLL_MS: "50" },
      stdio: ["ignore", "pipe", "pipe"]
    }
  )
  child.stdout!.on("data", (d: Buffer) => output.push(d.toString()))
  child.stderr!.on("data", (d: Buffer) => output.push(d.toString()))
  return child
}

/**
 * The exit code (the signal's name when SIGTERM arrived before the runtime had installed its
 * handler), or "killed" when SIGTERM did not stop it within 25 s (then SIGKILL).
 */
const exited = (child: ChildProcess) =>
  new Promise<number | string | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      return resolve(child.exitCode ?? child.signalCode)
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      resolve("killed")
    }, 25_000)
    child.on("exit", (code, signal) => {
      clearTimeout(timer)
      resolve(code ?? signal)
    })
  })

describe.skipIf(!adminUrl)("standalone worker on PostgreSQL", () => {
  it("two replicas run every job once and stop on SIGTERM", async () => {
    const program = Effect.gen(function* () {
      const url = yield* freshPostgres(adminUrl!)
      const services = servicesLayer.pipe(
        Layer.provideMerge(
          Layer.mergeAll(layerPostgres(url), layerOffline, ServiceConfig.layerWith({ initialCredits: 100 }))
        )
      )
      return yield* Effect.gen(function* () {
        const accounts = yield* Accounts.Accounts
        const personas = yield* Personas.Personas
        const jobs = yield* Jobs.Jobs
        const { account_id } = yield* accounts.createAccount("w")
        const workers = [spawnWorker(url), spawnWorker(url)]
        const ids: Array<string> = []
        for (let i = 0; i < 20; i++) {
          const { id } = yield* personas.validate(account_id, {
            personas: [{ persona_id: `p${i}`, fields: { x: String(i) }, system_prompt: "s", markdown: "m" }]
          })
          ids.push(id)
        }
        const deadline = Date.now() + 45_000
        let rows: Array<Jobs.JobRow | undefined> = []
        while (Date.now() < deadline) {
          rows = yield* Effect.all(ids.map((id) => jobs.get(id)))
          if (rows.every((r) => r?.state === "succeeded")) break
          yield* Effect.sleep("100 millis")
        }
        for (const w of workers) w.kill("SIGTERM")
        const codes = yield* Effect.promise(() => Promise.all(workers.map(exited)))
        const acc = yield* accounts.get(account_id)
        return { rows, codes, balance: acc.balance }
      }).pipe(Effect.provide(services))
    })
    const r = await Effect.runPromise(Effect.scoped(program))
    expect(
      r.rows.map((x) => x?.state),
      output.join("")
    ).toEqual(Array(20).fill("succeeded"))
    expect(r.rows.every((x) => x?.attempts === 1)).toBe(true)
    expect(r.balance).toBe(100 - 20)
    expect(
      r.codes.every((c) => c === 0 || c === 130 || c === 143 || c === "SIGTERM"),
      `exit codes ${r.codes.join(", ")}\n${output.join("")}`
    ).toBe(true)
  }, 120_000)
})
