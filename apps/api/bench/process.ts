/**
 * Servers for the benches, each in its own process: started as `node --import tsx <script>`
 * (no tsx CLI wrapper in between, so SIGTERM reaches the server), ready once it prints that it
 * listens.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

/**
 * `BENCH_CPU_PROF_DIR`: every process started here also writes a V8 CPU profile
 * (`--cpu-prof`) into that folder when it exits, for looking at where a bench's time goes.
 */
const profile = process.env.BENCH_CPU_PROF_DIR
  ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
  : []

/** Each started server's log folder, removed when it is stopped. */
const logDirs = new WeakMap<ChildProcess, string>()

/**
 * Starts `script` with `PORT=port` and `env`; resolves once it logs `ready` or `Listening on`.
 * The server's stdout (its JSON access log, one line per request) goes to a file, as it would
 * go to a log collector in production: the server pays for writing every line, but the load
 * generator in this process does not pay for reading them (on a 2-core machine it shares the
 * cores with the server it measures).
 */
export const start = (script: string, port: number, env: Record<string, string> = {}) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const dir = mkdtempSync(join(tmpdir(), "cis-bench-log-"))
    const logFile = join(dir, "stdout.log")
    const out = openSync(logFile, "w")
    const child = spawn(process.execPath, [...profile, "--import", "tsx", script], {
      env: { ...process.env, PORT: String(port), ...env },
      stdio: ["ignore", out, "inherit"]
    })
    closeSync(out)
    const poll = setInterval(() => {
      if (/ready|Listening on/.test(readFileSync(logFile, "utf8").slice(0, 100_000))) {
        clearInterval(poll)
        clearTimeout(timer)
        resolve(child)
      }
    }, 50)
    const timer = setTimeout(() => {
      clearInterval(poll)
      reject(new Error(`${script} did not start`))
    }, 60_000)
    child.on("exit", (code) => {
      clearInterval(poll)
      reject(new Error(`${script} exited with ${code}`))
    })
    logDirs.set(child, dir)
  })

/** SIGTERM, resolved with what the process wrote to stdout once it has exited. */
export const stop = (child: ChildProcess) =>
  new Promise<string>((resolve) => {
    child.removeAllListeners("exit")
    child.on("exit", () => {
      const dir = logDirs.get(child)
      let out = ""
      if (dir !== undefined) {
        out = readFileSync(join(dir, "stdout.log"), "utf8")
        rmSync(dir, { recursive: true, force: true })
      }
      resolve(out)
    })
    child.kill("SIGTERM")
  })
