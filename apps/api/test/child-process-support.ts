/**
 * What the kill-and-restart suites share: the real server (`src/main.ts`) in child processes
 * that are killed at the end whatever happens, SIGKILL that waits for the exit, a JSON POST, and
 * one test on PGlite (a fresh data directory) and one on PostgreSQL (a fresh database beside
 * `TEST_DATABASE_URL`, skipped without it).
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import postgres from "postgres"
import { afterAll, it } from "vitest"
import { start } from "../bench/process.js"

/** Starts `src/main.ts` on `port` with `env`; every process started is killed after the suite. */
export const serverStarter = (port: number) => {
  const children: Array<ChildProcess> = []
  afterAll(() => {
    for (const c of children) c.kill("SIGKILL")
  })
  return (env: Record<string, string>) =>
    start(join(import.meta.dirname, "..", "src", "main.ts"), port, env).then((c) => {
      children.push(c)
      return c
    })
}

/**
 * Runs `command` to its exit and gives its status and everything it printed (stdout and stderr
 * together), killing it after `timeoutMs`. Not `spawnSync`: that blocks this test worker's event
 * loop, and a file of such tests blocked it past the 60 s in which vitest's worker must hear back
 * from the main process (`Timeout calling "onTaskUpdate"`, which fails the run).
 */
export const runToExit = (
  command: string,
  args: ReadonlyArray<string>,
  env: NodeJS.ProcessEnv,
  timeoutMs = 60_000
): Promise<{ status: number | null; out: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] })
    let out = ""
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error(`${command} still running after ${timeoutMs} ms:\n${out}`))
    }, timeoutMs)
    child.stdout.on("data", (d) => {
      out += d
    })
    child.stderr.on("data", (d) => {
      out += d
    })
    child.on("error", (e) => {
      clearTimeout(timer)
      reject(e)
    })
    child.on("close", (status) => {
      clearTimeout(timer)
      resolve({ status, out })
    })
  })

/** SIGKILL, resolved once the process has exited. */
export const killed = (c: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (c.exitCode !== null || c.signalCode !== null) return resolve()
    c.on("exit", () => resolve())
    c.kill("SIGKILL")
  })

/** A JSON POST with a bearer token: the status and the parsed body. */
export const postJson = async (base: string, path: string, token: string, body: unknown) => {
  const r = await fetch(base + path, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body)
  })
  return { status: r.status, body: (await r.json()) as any }
}

/**
 * Two tests of `run`: on PGlite in a fresh data directory, and on PostgreSQL in a fresh
 * database (dropped afterwards), each given the environment to start the server with.
 */
export const onBothDatabases = (name: string, run: (env: Record<string, string>) => Promise<unknown>) => {
  const prefix = `cis-${name}-`
  it("on PGlite: restarted on the same data directory", { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), prefix))
    try {
      await run({ CIS_DATA_DIR: dataDir, DATABASE_URL: "" })
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "on PostgreSQL: a new process on the same database",
    { timeout: 180_000 },
    async () => {
      const adminDb = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} })
      const database = `cis_${name.replace(/\W/g, "_")}_${process.pid}`
      await adminDb.unsafe(`create database ${database}`)
      const dataDir = mkdtempSync(join(tmpdir(), prefix))
      try {
        const url = new URL(process.env.TEST_DATABASE_URL!)
        url.pathname = `/${database}`
        await run({ DATABASE_URL: url.toString(), CIS_DATA_DIR: dataDir })
      } finally {
        await adminDb.unsafe(`drop database if exists ${database} with (force)`)
        await adminDb.end()
        rmSync(dataDir, { recursive: true, force: true })
      }
    }
  )
}
