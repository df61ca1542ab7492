/**
 * Two processes on one embedded data directory would each keep their own copy of the
 * database and lose each other's writes: the second start must refuse, naming the holder.
 * Runs the real entry point (`src/main.ts`) in child processes.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, mkdtempSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { afterAll, describe, expect, it } from "vitest"
import { runToExit } from "./child-process-support.js"

const main = join(import.meta.dirname, "..", "src", "main.ts")
// Node itself with tsx's loader, so that the child's pid is the server's (a `tsx` wrapper
// process would leave its own child running when killed).
const loader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href
const args = ["--import", loader, main]
const children: Array<ChildProcess> = []
afterAll(() => {
  for (const c of children) c.kill("SIGKILL")
})

const listening = (child: ChildProcess): Promise<void> =>
  new Promise((resolve, reject) => {
    let out = ""
    const timer = setTimeout(() => reject(new Error(`no 'Listening' line within 60 s:\n${out}`)), 60_000)
    const onData = (d: Buffer) => {
      out += d.toString()
      if (out.includes("Listening on")) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on("data", onData)
    child.stderr?.on("data", onData)
    child.on("exit", (code) => reject(new Error(`first server exited (${code}):\n${out}`)))
  })

describe("embedded data directory", () => {
  it("is held by one process: a second start refuses and names the holder's pid", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cis-lock-"))
    const env = { ...process.env, CIS_DATA_DIR: dataDir, PORT: "0", DATABASE_URL: "" }
    const first = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] })
    children.push(first)
    await listening(first)

    const second = await runToExit(process.execPath, args, env)
    const out = second.out
    expect(second.status).not.toBe(0)
    expect(out).toContain(`in use by process ${first.pid}`)
    expect(out).toContain("CIS_DATA_DIR")
    expect(out).not.toMatch(/^\s+at /m)

    // A clean stop releases the folder.
    const exited = new Promise((r) => first.on("exit", r))
    first.kill("SIGTERM")
    await exited
    expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false)
  }, 120_000)
})
