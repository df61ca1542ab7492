import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import {
  adminToken,
  baseUrl,
  defaultRepoRoot,
  nodeReadFile,
  type ReadFile,
  tokenFiles
} from "../src/Resolve.js"

/** A reader over an in-memory file map. */
const files =
  (contents: Record<string, string>): ReadFile =>
  (path) =>
    contents[path]

describe("base URL: --url > CIS_URL > CIS_PUBLIC_URL > http://HOST:PORT", () => {
  const env = {
    CIS_URL: "http://cis-url:1",
    CIS_PUBLIC_URL: "https://public.example/",
    HOST: "10.0.0.1",
    PORT: "9000"
  }

  it("the flag wins", () => {
    expect(baseUrl({ url: "http://flag:2/" }, env)).toEqual({
      _tag: "Found",
      value: "http://flag:2",
      source: "--url"
    })
  })

  it("then CIS_URL", () => {
    expect(baseUrl({}, env)).toMatchObject({ value: "http://cis-url:1", source: "CIS_URL" })
  })

  it("then CIS_PUBLIC_URL (trailing slash dropped, a path prefix kept)", () => {
    const { CIS_URL: _, ...rest } = env
    expect(baseUrl({}, rest)).toMatchObject({ value: "https://public.example", source: "CIS_PUBLIC_URL" })
    expect(baseUrl({}, { CIS_PUBLIC_URL: "https://h.example/cis/" })).toMatchObject({
      value: "https://h.example/cis"
    })
  })

  it("then HOST and PORT", () => {
    expect(baseUrl({}, { HOST: "10.0.0.1", PORT: "9000" })).toMatchObject({
      value: "http://10.0.0.1:9000",
      source: "HOST/PORT"
    })
    expect(baseUrl({}, { PORT: "9000" })).toMatchObject({ value: "http://127.0.0.1:9000" })
    expect(baseUrl({}, { HOST: "example.internal" })).toMatchObject({ value: "http://example.internal:8080" })
  })

  it("else http://127.0.0.1:8080", () => {
    expect(baseUrl({}, {})).toEqual({ _tag: "Found", value: "http://127.0.0.1:8080", source: "the default" })
  })

  it("blank variables count as unset", () => {
    expect(baseUrl({}, { CIS_URL: " ", CIS_PUBLIC_URL: "", PORT: "" })).toMatchObject({
      value: "http://127.0.0.1:8080"
    })
  })

  it("wildcard and IPv6 hosts", () => {
    expect(baseUrl({}, { HOST: "0.0.0.0" })).toMatchObject({ value: "http://127.0.0.1:8080" })
    expect(baseUrl({}, { HOST: "::" })).toMatchObject({ value: "http://[::1]:8080" })
    expect(baseUrl({}, { HOST: "::1", PORT: "81" })).toMatchObject({ value: "http://[::1]:81" })
  })

  it("invalid values are reported with their source", () => {
    expect(baseUrl({ url: "not a url" }, {})).toEqual({
      _tag: "Failed",
      message: "invalid server URL 'not a url' (from --url)"
    })
    expect(baseUrl({}, { CIS_URL: "ftp://x" })).toMatchObject({ message: expect.stringMatching(/CIS_URL/) })
    expect(baseUrl({}, { PORT: "99999" })).toMatchObject({ message: expect.stringMatching(/PORT/) })
    expect(baseUrl({}, { PORT: "http" })).toMatchObject({ _tag: "Failed" })
  })
})

describe("admin token: --token > CIS_ADMIN_TOKEN > <data dir>/admin-token", () => {
  const cwd = "/repo/apps/cli"
  const repoRoot = "/repo"
  const tokenFile = { "/repo/apps/cli/.data/admin-token": "adm_from_file\n" }

  it("the flag wins", () => {
    expect(
      adminToken(
        { token: "adm_flag" },
        { env: { CIS_ADMIN_TOKEN: "adm_env" }, cwd, readFile: files(tokenFile) }
      )
    ).toEqual({ _tag: "Found", value: "adm_flag", source: "--token" })
  })

  it("then CIS_ADMIN_TOKEN", () => {
    expect(
      adminToken({}, { env: { CIS_ADMIN_TOKEN: " adm_env " }, cwd, readFile: files(tokenFile) })
    ).toEqual({
      _tag: "Found",
      value: "adm_env",
      source: "CIS_ADMIN_TOKEN"
    })
  })

  it("then the data-dir file (trimmed), relative to the current directory", () => {
    expect(adminToken({}, { env: {}, cwd, readFile: files(tokenFile) })).toEqual({
      _tag: "Found",
      value: "adm_from_file",
      source: "/repo/apps/cli/.data/admin-token"
    })
  })

  it("CIS_DATA_DIR relative to INIT_CWD (where pnpm ran) comes before the current directory", () => {
    const readFile = files({
      "/repo/apps/cli/state/admin-token": "adm_cwd",
      "/repo/state/admin-token": "adm_init_cwd"
    })
    const env = { CIS_DATA_DIR: "state", INIT_CWD: "/repo" }
    expect(adminToken({}, { env, cwd, readFile })).toMatchObject({ value: "adm_init_cwd" })
  })

  it("tries INIT_CWD, the current directory, the repo root and apps/api, without duplicates", () => {
    expect(tokenFiles({ env: { INIT_CWD: "/repo" }, cwd, repoRoot })).toEqual([
      "/repo/.data/admin-token",
      "/repo/apps/cli/.data/admin-token",
      "/repo/apps/api/.data/admin-token"
    ])
    expect(tokenFiles({ env: { INIT_CWD: "/elsewhere", CIS_DATA_DIR: "d" }, cwd, repoRoot })).toEqual([
      "/elsewhere/d/admin-token",
      "/repo/apps/cli/d/admin-token",
      "/repo/d/admin-token",
      "/repo/apps/api/d/admin-token"
    ])
  })

  it("falls back to the repo root without INIT_CWD", () => {
    const readFile = files({ "/repo/.data/admin-token": "adm_root" })
    expect(adminToken({}, { env: {}, cwd, repoRoot, readFile })).toMatchObject({
      value: "adm_root",
      source: "/repo/.data/admin-token"
    })
  })

  it("an absolute CIS_DATA_DIR is the only place looked at", () => {
    expect(tokenFiles({ env: { CIS_DATA_DIR: "/srv/cis", INIT_CWD: "/repo" }, cwd, repoRoot })).toEqual([
      "/srv/cis/admin-token"
    ])
    const readFile = files({ "/srv/cis/admin-token": "adm_abs", "/repo/.data/admin-token": "adm_root" })
    expect(adminToken({}, { env: { CIS_DATA_DIR: "/srv/cis" }, cwd, repoRoot, readFile })).toMatchObject({
      value: "adm_abs"
    })
  })

  it("skips empty token files", () => {
    const readFile = files({
      "/repo/apps/cli/.data/admin-token": "\n",
      "/repo/.data/admin-token": "adm_root"
    })
    expect(adminToken({}, { env: {}, cwd, repoRoot, readFile })).toMatchObject({ value: "adm_root" })
  })

  it("missing everywhere: a message listing where it looked", () => {
    const result = adminToken({}, { env: {}, cwd, repoRoot, readFile: files({}) })
    expect(result._tag).toBe("Failed")
    if (result._tag === "Failed") {
      expect(result.message).toMatch(/no admin token: pass --token, set CIS_ADMIN_TOKEN/)
      expect(result.message).toContain("/repo/apps/api/.data/admin-token")
    }
  })

  it("an unreadable token file is reported", () => {
    const readFile: ReadFile = () => {
      throw new Error("EACCES: permission denied")
    }
    expect(adminToken({}, { env: {}, cwd, readFile })).toEqual({
      _tag: "Failed",
      message: "cannot read the admin token file /repo/apps/cli/.data/admin-token: EACCES: permission denied"
    })
  })
})

describe("Node defaults", () => {
  it("the default repo root is the workspace root", () => {
    expect(existsSync(join(defaultRepoRoot, "pnpm-workspace.yaml"))).toBe(true)
  })

  it("nodeReadFile reads files and answers undefined for missing ones", () => {
    const dir = mkdtempSync(join(tmpdir(), "cis-cli-"))
    writeFileSync(join(dir, "admin-token"), "adm_x\n")
    expect(nodeReadFile(join(dir, "admin-token"))).toBe("adm_x\n")
    expect(nodeReadFile(join(dir, "missing"))).toBeUndefined()
    expect(nodeReadFile(join(dir, "admin-token", "below-a-file"))).toBeUndefined()
    rmSync(dir, { recursive: true, force: true })
  })
})
