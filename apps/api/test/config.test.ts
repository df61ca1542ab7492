/**
 * Start-up configuration: an invalid value stops the process with a message naming the
 * variable (the real entry point, `src/main.ts`, in a child process).
 */
import { mkdtempSync } from "node:fs"
import type { AddressInfo } from "node:net"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { runToExit } from "./child-process-support.js"

const tsx = join(import.meta.dirname, "..", "node_modules", ".bin", "tsx")
const main = join(import.meta.dirname, "..", "src", "main.ts")

const start = (env: Record<string, string>) =>
  runToExit(tsx, [main], {
    ...process.env,
    CIS_DATA_DIR: mkdtempSync(join(tmpdir(), "cis-cfg-")),
    PORT: "0",
    ...env
  })

describe("listening", () => {
  it("a busy port: says the port is in use, exits non-zero, no stack trace", async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve))
    const port = (blocker.address() as AddressInfo).port
    try {
      const r = await start({ PORT: String(port) })
      expect(r.status).not.toBe(0)
      expect(r.out).toContain(`Port ${port} is already in use`)
      expect(r.out).not.toContain("ServeError")
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()))
    }
  })
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
    it(`refuses ${name}=${value} at start-up, naming it and saying why`, async () => {
      const r = await start({ [name]: value })
      expect(r.status).not.toBe(0)
      const out = r.out
      expect(out).toContain(name)
      expect(out).toContain(reason)
      // A secret's value never reaches the log, and neither does a bare "<redacted>" instead of a reason.
      expect(out).not.toContain("<redacted>")
    })
  }
})
