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
  for (const [name, value] of [
    ["PORT", "eighty"],
    ["CIS_INITIAL_CREDITS", "-5"],
    ["CIS_LLM_PROVIDER", "magic"],
    ["CIS_LLM_TIMEOUT_MS", "0"],
    ["CIS_PRICES", "/nonexistent/prices.json"],
    ["OPENAI_BASE_URL", "not a url"],
    ["CIS_PUBLIC_URL", "::nope::"],
    ["CIS_ADMIN_TOKEN", "short"]
  ] as const) {
    it(`refuses ${name}=${value} at start-up, naming it`, () => {
      const r = start({ [name]: value })
      expect(r.status).not.toBe(0)
      expect(`${r.stdout}${r.stderr}`).toContain(name)
    })
  }
})
