/**
 * End to end against a fake admin server: the CLI in-process (`Cli.run`, argv to exit code),
 * and once as a child process (`tsx src/main.ts`) as a smoke test of the entry point.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  accountId,
  adminToken,
  closedUrl,
  type FakeServer,
  keyId,
  runCli,
  spawnCli,
  startFakeServer
} from "./support.js"

let server: FakeServer
let env: Record<string, string>
const tempDirs: Array<string> = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "cis-cli-"))
  tempDirs.push(dir)
  return dir
}

beforeAll(async () => {
  server = await startFakeServer()
  env = { CIS_URL: server.url, CIS_ADMIN_TOKEN: adminToken }
})
afterAll(async () => {
  await server.close()
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
})

const lastRequest = () => server.requests.at(-1)

describe("entry point", () => {
  it("bin/cis.mjs (the built bundle) in a child process: JSON on stdout, exit 0; a usage error exits 2", async () => {
    const ok = await spawnCli(["accounts", "get", accountId], env)
    expect(ok).toMatchObject({ code: 0, stderr: "" })
    expect(JSON.parse(ok.stdout)).toMatchObject({ account_id: accountId })
    const usage = await spawnCli(["nope"], env)
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain("Usage: pnpm cis")
  })
})

describe("success", () => {
  it("accounts create: prints the JSON answer, exit 0", async () => {
    const result = await runCli(["accounts", "create", "Acme"], env)
    expect(result).toMatchObject({ code: 0, stderr: "" })
    expect(JSON.parse(result.stdout)).toEqual({ account_id: accountId, api_key: "cis_Acme" })
    expect(result.stdout).toBe(`${JSON.stringify(JSON.parse(result.stdout), null, 2)}\n`)
    expect(lastRequest()).toMatchObject({
      method: "POST",
      path: "/v1/admin/accounts",
      authorization: `Bearer ${adminToken}`,
      body: { name: "Acme" }
    })
  })

  it("accounts get", async () => {
    const result = await runCli(["accounts", "get", accountId], env)
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual({
      account_id: accountId,
      name: "Acme",
      balance: 100,
      provisioned: true
    })
  })

  it("keys create with scopes and expiry, then revoke", async () => {
    const created = await runCli(
      ["keys", "create", accountId, "--scope", "ask", "--scope", "credits", "--expires-in", "3600"],
      env
    )
    expect(created.code).toBe(0)
    expect(JSON.parse(created.stdout)).toEqual({ key_id: keyId, api_key: "cis_key" })
    expect(lastRequest()).toMatchObject({
      method: "POST",
      path: `/v1/admin/accounts/${accountId}/api-keys`,
      body: { scopes: ["ask", "credits"], expires_in_seconds: 3600 }
    })

    const revoked = await runCli(["keys", "revoke", keyId], env)
    expect(revoked.code).toBe(0)
    expect(JSON.parse(revoked.stdout)).toEqual({ revoked: true })
    expect(lastRequest()).toMatchObject({ method: "DELETE", path: `/v1/admin/api-keys/${keyId}` })
  })

  it("sessions create --ttl", async () => {
    const result = await runCli(["sessions", "create", accountId, "--ttl", "900"], env)
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({ session_token: "cis_session" })
    expect(lastRequest()).toMatchObject({ body: { ttl_seconds: 900 } })
  })

  it("credits add with a negative amount", async () => {
    const result = await runCli(["credits", "add", accountId, "-50", "--reason", "refund reversal"], env)
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual({ balance: 50 })
    expect(lastRequest()).toMatchObject({
      method: "POST",
      path: `/v1/admin/accounts/${accountId}/credits`,
      body: { amount: -50, reason: "refund reversal" }
    })
  })

  it("health needs no token", async () => {
    const result = await runCli(["health"], { CIS_URL: server.url })
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual({
      healthz: { status: "ok" },
      readyz: { status: "ready", database: "pglite" }
    })
  })

  it("--url and --token flags override the environment", async () => {
    const result = await runCli(["accounts", "get", accountId, "--url", server.url, "--token", adminToken], {
      CIS_URL: "http://127.0.0.1:1",
      CIS_ADMIN_TOKEN: "wrong-token-0123456789"
    })
    expect(result.code).toBe(0)
  })

  it("reads the admin token from <CIS_DATA_DIR>/admin-token", async () => {
    const dataDir = tempDir()
    writeFileSync(join(dataDir, "admin-token"), `${adminToken}\n`)
    const result = await runCli(["accounts", "get", accountId], {
      CIS_URL: server.url,
      CIS_DATA_DIR: dataDir
    })
    expect(result.code).toBe(0)
    expect(lastRequest()?.authorization).toBe(`Bearer ${adminToken}`)
  })

  it("help prints the usage on stdout, exit 0", async () => {
    const result = await runCli(["help"])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^Usage: pnpm cis <command>/)
  })

  it("a command's --help prints that command's usage only, exit 0, no request", async () => {
    const before = server.requests.length
    const result = await runCli(["keys", "create", "--help"], env)
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^Usage: pnpm cis keys create <account_id>/)
    expect(result.stdout).toContain("--scope S")
    expect(result.stdout).not.toContain("--reason")
    expect(server.requests.length).toBe(before)
  })
})

describe("failures", () => {
  it("HTTP 404: 'error 404 NOT_FOUND: ...' on stderr, nothing on stdout, exit 1", async () => {
    const missing = "11111111-2222-4333-8444-555555555555"
    const result = await runCli(["accounts", "get", missing], env)
    expect(result).toEqual({
      code: 1,
      stdout: "",
      stderr: `error 404 NOT_FOUND: Account ${missing} not found\n`
    })
  })

  it("a wrong admin token: the server's 401, exit 1", async () => {
    const result = await runCli(["accounts", "get", accountId], {
      CIS_URL: server.url,
      CIS_ADMIN_TOKEN: "wrong-token-0123456789"
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toBe("error 401 UNAUTHENTICATED: Authentication failed\n")
  })

  it("connection refused: a message naming the URL, exit 1", async () => {
    const url = await closedUrl()
    const result = await runCli(["accounts", "get", accountId], { CIS_URL: url, CIS_ADMIN_TOKEN: adminToken })
    expect(result.code).toBe(1)
    expect(result.stdout).toBe("")
    expect(result.stderr).toContain(`cannot reach the server at ${url}: connection refused`)
  })

  it("usage error: the message and the usage on stderr, exit 2, no request", async () => {
    const before = server.requests.length
    const result = await runCli(["credits", "add", accountId, "-50"], env)
    expect(result.code).toBe(2)
    expect(result.stdout).toBe("")
    expect(result.stderr).toMatch(/^error: 'credits add' needs --reason TEXT\n\nUsage: pnpm cis/)
    expect(server.requests.length).toBe(before)
  })

  it("no command: usage on stderr, exit 2", async () => {
    const result = await runCli([])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain("Usage: pnpm cis")
  })

  it("no admin token anywhere: says where it looked, exit 1", async () => {
    const dataDir = tempDir()
    const result = await runCli(["accounts", "get", accountId], {
      CIS_URL: server.url,
      CIS_DATA_DIR: dataDir
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain("no admin token")
    expect(result.stderr).toContain(join(dataDir, "admin-token"))
  })
})
