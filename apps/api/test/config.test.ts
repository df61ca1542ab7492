/**
 * Start-up configuration: an invalid value stops the process with a message naming the
 * variable (the real entry point, `src/main.ts`, in a child process).
 */
import { spawnSync } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

const tsx = join(import.meta.dirname, "..", "node_modules", ".bin", "tsx")
const main = join(import.meta.dirname, "..", "src", "main.ts")

const start = (env: Record<string, string>) =>
  spawnSync(tsx, [main], {
    env: { ...process.env, CIS_DATA_DIR: mkdtempSync(join(tmpdir(), "cis-cfg-")), PORT: "0", ...env },
    encoding: "utf8",
    timeout: 60_000
  })

describe("configuration", () => {
  for (const [name, value, reason] of [
    ["PORT", "eighty", "Expected"],
    ["CIS_INITIAL_CREDITS", "-5", "between 0 and"],
    ["CIS_LLM_PROVIDER", "magic", "one of (offline, openai)"],
    ["CIS_LLM_TIMEOUT_MS", "0", "between 1 and"],
    ["CIS_PRICES", "/nonexistent/prices.json", "cannot read the price table"],
    ["OPENAI_BASE_URL", "not a url", "http(s) URL"],
    ["CIS_PUBLIC_URL", "::nope::", "URL"],
    ["CIS_ADMIN_TOKEN", "short", "at least 16 characters"],
    ["CIS_MAX_POPULATION", "0", "between 1 and"]
  ] as const) {
    it(`refuses ${name}=${value} at start-up, naming it and saying why`, () => {
      const r = start({ [name]: value })
      expect(r.status).not.toBe(0)
      const out = `${r.stdout}${r.stderr}`
      expect(out).toContain(name)
      expect(out).toContain(reason)
      // A secret's value never reaches the log, and neither does a bare "<redacted>" instead of a reason.
      expect(out).not.toContain("<redacted>")
    })
  }
})
