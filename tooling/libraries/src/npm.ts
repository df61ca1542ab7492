/**
 * `npm` as the library tooling runs it: no standard input, none of the `npm_config_*` variables
 * pnpm sets for its scripts (they change npm's behaviour), a time limit per attempt and one
 * retry, and npm's own output in the error. A stalled registry connection fails in minutes and
 * never hangs CI; a passing hiccup of the registry is retried: each request by npm itself after
 * 30 s without an answer (its default waits 5 minutes, past this helper's limit), the whole
 * command once more.
 */
import { spawn, spawnSync } from "node:child_process"
import { existsSync } from "node:fs"

/**
 * npm's global config file as npm finds it without `--prefix` (e.g. one that sets the `cafile` a
 * TLS-inspecting proxy needs). `--prefix DIR` makes npm look for it under DIR instead, so every
 * call names it explicitly.
 */
let globalConfig: string | undefined | null = null
const globalConfigArgs = (env: Record<string, string>): Array<string> => {
  if (globalConfig === null) {
    const r = spawnSync("npm", ["config", "get", "globalconfig"], { env, encoding: "utf8" })
    const path = r.status === 0 ? r.stdout.trim() : ""
    globalConfig = path !== "" && existsSync(path) ? path : undefined
  }
  return globalConfig === undefined ? [] : [`--globalconfig=${globalConfig}`]
}

/** Runs `npm <args>` in `cwd`; rejects with npm's output after two failed attempts. */
export const npm = async (args: ReadonlyArray<string>, cwd: string, limitMs = 180_000): Promise<void> => {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(npm_|pnpm_|PNPM_)/i.test(k))
  ) as Record<string, string>
  let last = ""
  for (let attempt = 1; attempt <= 2; attempt++) {
    const result = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(
        "npm",
        [
          ...args,
          ...globalConfigArgs(env),
          "--fetch-timeout=30000",
          "--fetch-retries=4",
          "--fetch-retry-maxtimeout=10000"
        ],
        { cwd, env, stdio: ["ignore", "pipe", "pipe"] }
      )
      let out = ""
      child.stdout.on("data", (d) => {
        out += d
      })
      child.stderr.on("data", (d) => {
        out += d
      })
      const timer = setTimeout(() => {
        out += `\n(npm ${args[0]} stopped after ${limitMs / 1000} s)`
        child.kill("SIGKILL")
      }, limitMs)
      child.on("close", (code) => {
        clearTimeout(timer)
        resolve({ code, out })
      })
    })
    if (result.code === 0) return
    last = result.out
  }
  throw new Error(`npm ${args.join(" ")} failed twice:\n${last}`)
}
