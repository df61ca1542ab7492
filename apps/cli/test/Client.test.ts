import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Command } from "../src/Args.js"
import { execute, needsAdminToken, render } from "../src/Client.js"
import { accountId, adminToken, closedUrl, type FakeServer, keyId, startFakeServer } from "./support.js"

describe("against a fake server", () => {
  let server: FakeServer
  beforeAll(async () => {
    server = await startFakeServer()
  })
  afterAll(() => server.close())

  it("maps every admin command to its method, path and body (from the contract)", async () => {
    const cases: Array<[Command, { method: string; path: string; body?: unknown }]> = [
      [
        { _tag: "AccountsCreate", name: "Acme" },
        { method: "POST", path: "/v1/admin/accounts", body: { name: "Acme" } }
      ],
      [
        { _tag: "AccountsGet", accountId },
        { method: "GET", path: `/v1/admin/accounts/${accountId}` }
      ],
      [
        { _tag: "KeysCreate", accountId, scopes: ["ask", "credits"], expiresInSeconds: 60 },
        {
          method: "POST",
          path: `/v1/admin/accounts/${accountId}/api-keys`,
          body: { scopes: ["ask", "credits"], expires_in_seconds: 60 }
        }
      ],
      [
        { _tag: "KeysCreate", accountId },
        { method: "POST", path: `/v1/admin/accounts/${accountId}/api-keys`, body: {} }
      ],
      [
        { _tag: "KeysRevoke", keyId },
        { method: "DELETE", path: `/v1/admin/api-keys/${keyId}` }
      ],
      [
        { _tag: "SessionsCreate", accountId, ttlSeconds: 900 },
        { method: "POST", path: `/v1/admin/accounts/${accountId}/sessions`, body: { ttl_seconds: 900 } }
      ],
      [
        { _tag: "CreditsAdd", accountId, amount: -50, reason: "refund" },
        {
          method: "POST",
          path: `/v1/admin/accounts/${accountId}/credits`,
          body: { amount: -50, reason: "refund" }
        }
      ]
    ]
    for (const [command, expected] of cases) {
      const outcome = await execute(command, { baseUrl: server.url, token: adminToken })
      expect(outcome._tag, JSON.stringify(command)).toBe("Success")
      expect(server.requests.at(-1)).toMatchObject(expected)
    }
  })

  it("refuses a malformed id before sending anything", async () => {
    const before = server.requests.length
    const outcome = await execute(
      { _tag: "AccountsGet", accountId: "../x?y" },
      { baseUrl: server.url, token: adminToken }
    )
    expect(outcome._tag).toBe("InvalidInput")
    expect(render(outcome).exitCode).toBe(2)
    expect(server.requests.length).toBe(before)
  })

  it("only health goes without the admin token", () => {
    expect(needsAdminToken({ _tag: "Health" })).toBe(false)
    expect(needsAdminToken({ _tag: "KeysRevoke", keyId })).toBe(true)
  })

  it("sends the bearer token and a JSON body", async () => {
    const outcome = await execute(
      { _tag: "CreditsAdd", accountId, amount: -50, reason: "refund" },
      { baseUrl: server.url, token: adminToken }
    )
    expect(outcome).toEqual({ _tag: "Success", body: { balance: 50 } })
    expect(server.requests.at(-1)).toEqual({
      method: "POST",
      path: `/v1/admin/accounts/${accountId}/credits`,
      authorization: `Bearer ${adminToken}`,
      contentType: "application/json",
      body: { amount: -50, reason: "refund" }
    })
  })

  it("reads the error envelope", async () => {
    const unknown = "9e9e9e9e-1111-4222-8333-444455556666"
    const outcome = await execute(
      { _tag: "AccountsGet", accountId: unknown },
      { baseUrl: server.url, token: adminToken }
    )
    expect(outcome).toEqual({
      _tag: "HttpError",
      status: 404,
      code: "NOT_FOUND",
      message: `Account ${unknown} not found`
    })
  })

  it("a wrong token is the server's 401", async () => {
    const outcome = await execute({ _tag: "AccountsGet", accountId }, { baseUrl: server.url, token: "wrong" })
    expect(outcome).toMatchObject({ _tag: "HttpError", status: 401, code: "UNAUTHENTICATED" })
  })

  it("health asks /healthz and /readyz without the token", async () => {
    const before = server.requests.length
    const outcome = await execute({ _tag: "Health" }, { baseUrl: server.url, token: adminToken })
    expect(outcome).toEqual({
      _tag: "Success",
      body: { healthz: { status: "ok" }, readyz: { status: "ready", database: "pglite" } }
    })
    const probes = server.requests.slice(before)
    expect(probes.map((r) => r.path)).toEqual(["/healthz", "/readyz"])
    expect(probes.every((r) => r.authorization === undefined)).toBe(true)
  })

  it("a non-JSON error body is shown as text", async () => {
    const fetch = async () =>
      new Response("<html>Bad Gateway</html>", { status: 502, statusText: "Bad Gateway" })
    expect(
      await execute({ _tag: "AccountsGet", accountId }, { baseUrl: server.url, token: adminToken, fetch })
    ).toEqual({ _tag: "HttpError", status: 502, code: "HTTP_ERROR", message: "<html>Bad Gateway</html>" })
  })
})

describe("failures to connect", () => {
  it("connection refused names the URL", async () => {
    const url = await closedUrl()
    const outcome = await execute({ _tag: "Health" }, { baseUrl: url })
    expect(outcome).toEqual({ _tag: "ConnectionError", url, message: "connection refused" })
  })

  it("a timeout", async () => {
    const fetch = (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason))
      })
    const outcome = await execute({ _tag: "Health" }, { baseUrl: "http://x", fetch, timeoutMs: 20 })
    expect(outcome).toEqual({ _tag: "ConnectionError", url: "http://x", message: "no answer within 0.02 s" })
  })
})

describe("render", () => {
  it("success: pretty JSON on stdout, exit 0", () => {
    expect(render({ _tag: "Success", body: { balance: 5 } })).toEqual({
      stdout: '{\n  "balance": 5\n}\n',
      stderr: "",
      exitCode: 0
    })
  })

  it("HTTP error: 'error <status> <code>: <message>' on stderr (details below), exit 1", () => {
    expect(render({ _tag: "HttpError", status: 404, code: "NOT_FOUND", message: "gone" })).toEqual({
      stdout: "",
      stderr: "error 404 NOT_FOUND: gone\n",
      exitCode: 1
    })
    const withDetails = render({
      _tag: "HttpError",
      status: 422,
      code: "VALIDATION_ERROR",
      message: "Invalid body",
      details: [{ loc: ["body", "amount"] }]
    })
    expect(withDetails.stderr.split("\n")[0]).toBe("error 422 VALIDATION_ERROR: Invalid body")
    expect(withDetails.stderr).toContain('"amount"')
  })

  it("connection error: names the URL, exit 1", () => {
    const rendered = render({
      _tag: "ConnectionError",
      url: "http://127.0.0.1:1",
      message: "connection refused"
    })
    expect(rendered.exitCode).toBe(1)
    expect(rendered.stderr).toMatch(
      /^error: cannot reach the server at http:\/\/127\.0\.0\.1:1: connection refused/
    )
  })
})
