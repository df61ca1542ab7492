/**
 * Servers for the benches, each in its own process: started as `node --import tsx <script>`
 * (no tsx CLI wrapper in between, so SIGTERM reaches the server), ready once it prints that it
 * listens.
 */
import { type ChildProcess, spawn } from "node:child_process"

/**
 * `BENCH_CPU_PROF_DIR`: every process started here also writes a V8 CPU profile
 * (`--cpu-prof`) into that folder when it exits, for looking at where a bench's time goes.
 */
const profile = process.env.BENCH_CPU_PROF_DIR
  ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
  : []

/** Starts `script` with `PORT=port` and `env`; resolves once it logs `ready` or `Listening on`. */
export const start = (script: string, port: number, env: Record<string, string> = {}) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(process.execPath, [...profile, "--import", "tsx", script], {
      env: { ...process.env, PORT: String(port), ...env },
      stdio: ["ignore", "pipe", "inherit"]
    })
    const timer = setTimeout(() => reject(new Error(`${script} did not start`)), 60_000)
    child.stdout!.on("data", (d: Buffer) => {
      if (/ready|Listening on/.test(d.toString())) {
        clearTimeout(timer)
        resolve(child)
      }
    })
    child.on("exit", (code) => reject(new Error(`${script} exited with ${code}`)))
  })

/** SIGTERM, resolved when the process has exited. */
export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners("exit")
    child.on("exit", () => resolve())
    child.kill("SIGTERM")
  })
