/**
 * A fake admin server on 127.0.0.1 (node:http, port 0) that answers like the real one for
 * the requests the CLI makes, checks the admin bearer token, and records every request.
 */
import { spawn } from "node:child_process"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { fileURLToPath } from "node:url"
import { run } from "../src/Cli.js"

export const adminToken = "test-admin-token-0123456789"
export const accountId = "0b9f6c1e-3a4d-4c8e-9f2a-1d2e3f4a5b6c"
export const keyId = "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f"
export const startingBalance = 100

export interface Recorded {
  readonly method: string
  readonly path: string
  readonly authorization: string | undefined
  readonly contentType: string | undefined
  readonly body: unknown
}

export interface FakeServer {
  readonly url: string
  readonly requests: Array<Recorded>
  readonly close: () => Promise<void>
}

const readBody = async (req: IncomingMessage): Promise<unknown> => {
  const chunks: Array<Buffer> = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString("utf8")
  return text === "" ? undefined : JSON.parse(text)
}

const reply = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" })
  res.end(JSON.stringify(body))
}

const error = (code: string, message: string, details?: unknown) => ({
  error: { code, message, ...(details !== undefined ? { details } : {}) }
})

const route = (method: string, path: string, body: any): [number, unknown] => {
  if (method === "GET" && path === "/healthz") return [200, { status: "ok" }]
  if (method === "GET" && path === "/readyz") return [200, { status: "ready", database: "pglite" }]
  const account = /^\/v1\/admin\/accounts\/([^/]+)(\/[a-z-]+)?$/.exec(path)
  if (account !== null && decodeURIComponent(account[1]!) !== accountId) {
    return [404, error("NOT_FOUND", `Account ${decodeURIComponent(account[1]!)} not found`)]
  }
  const sub = account?.[2]
  if (method === "POST" && path === "/v1/admin/accounts") {
    return [200, { account_id: accountId, api_key: `cis_${body.name}` }]
  }
  if (method === "GET" && account !== null && sub === undefined) {
    return [200, { account_id: accountId, name: "Acme", balance: startingBalance, provisioned: true }]
  }
  if (method === "POST" && sub === "/api-keys") return [200, { key_id: keyId, api_key: "cis_key" }]
  if (method === "DELETE" && path === `/v1/admin/api-keys/${keyId}`) return [200, { revoked: true }]
  if (method === "POST" && sub === "/sessions") {
    return [
      200,
      {
        session_id: "5e551011-0000-4000-8000-000000000000",
        session_token: "cis_session",
        expires_at: "2030-01-01T00:00:00.000Z"
      }
    ]
  }
  if (method === "POST" && sub === "/credits") {
    if (!Number.isInteger(body?.amount) || typeof body?.reason !== "string") {
      return [422, error("VALIDATION_ERROR", "Invalid body", [{ loc: ["body"], msg: "bad" }])]
    }
    return [200, { balance: startingBalance + body.amount }]
  }
  return [404, error("NOT_FOUND", `No route for ${method} ${path}`)]
}

export const startFakeServer = async (): Promise<FakeServer> => {
  const requests: Array<Recorded> = []
  const server = createServer((req, res) => {
    void (async () => {
      const method = req.method ?? "GET"
      const path = req.url ?? "/"
      const body = await readBody(req)
      requests.push({
        method,
        path,
        authorization: req.headers.authorization,
        contentType: req.headers["content-type"],
        body
      })
      if (path.startsWith("/v1/admin/") && req.headers.authorization !== `Bearer ${adminToken}`) {
        return reply(res, 401, error("UNAUTHENTICATED", "Authentication failed"))
      }
      const [status, answer] = route(method, path, body)
      reply(res, status, answer)
    })().catch((e) => reply(res, 500, error("INTERNAL", String(e))))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((e) => (e ? reject(e) : resolve()))
      })
  }
}

/** A URL on 127.0.0.1 where nothing listens (a port just released). */
export const closedUrl = async (): Promise<string> => {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}

export const cliDir = fileURLToPath(new URL("..", import.meta.url))

export interface CliResult {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** Runs the CLI in-process (`Cli.run`) with only the given environment, output captured. */
export const runCli = async (
  args: ReadonlyArray<string>,
  env: Record<string, string> = {}
): Promise<CliResult> => {
  let stdout = ""
  let stderr = ""
  const code = await run(args, {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    cwd: cliDir,
    stdout: (text) => {
      stdout += text
    },
    stderr: (text) => {
      stderr += text
    }
  })
  return { code, stdout, stderr }
}

/**
 * Runs `bin/cis.mjs <args>` (what `pnpm cis` runs: the bundle, built first when stale) in apps/cli with only the given environment (plus PATH and
 * HOME), asynchronously so the in-process fake server keeps answering.
 */
export const spawnCli = (args: ReadonlyArray<string>, env: Record<string, string> = {}): Promise<CliResult> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["bin/cis.mjs", ...args], {
      cwd: cliDir,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let stdout = ""
    let stderr = ""
    child.stdout.setEncoding("utf8").on("data", (d: string) => {
      stdout += d
    })
    child.stderr.setEncoding("utf8").on("data", (d: string) => {
      stderr += d
    })
    child.on("error", reject)
    child.on("close", (code) => resolve({ code, stdout, stderr }))
  })
