/**
 * Every configuration read of the CLI: the server base URL and the admin token, from the
 * command-line flags, the environment and the data directory. The environment and the file
 * reader are arguments, so tests never touch the real ones.
 *
 * - Base URL: `--url`, else `CIS_URL`, else `CIS_PUBLIC_URL`, else `http://$HOST:$PORT`
 *   (defaults `127.0.0.1` and `8080`, as the server; a wildcard HOST means loopback).
 * - Admin token: `--token`, else `CIS_ADMIN_TOKEN`, else the file `admin-token` in the data
 *   directory (`CIS_DATA_DIR`, default `.data`), the one the server writes on first start.
 *   A relative data directory is tried against `INIT_CWD` (the directory `pnpm` was run
 *   from; `pnpm --filter` runs the script in apps/cli), the current directory, the repo root
 *   and apps/api (where `pnpm start` runs the server).
 */
import { readFileSync } from "node:fs"
import { isAbsolute, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import type { ConnectionFlags } from "./Args.js"

export type Env = Readonly<Record<string, string | undefined>>

/** A file's text, or `undefined` when there is no such file. Throws when it cannot be read. */
export type ReadFile = (path: string) => string | undefined

export type Resolved =
  | { readonly _tag: "Found"; readonly value: string; readonly source: string }
  | { readonly _tag: "Failed"; readonly message: string }

const found = (value: string, source: string): Resolved => ({ _tag: "Found", value, source })
const failed = (message: string): Resolved => ({ _tag: "Failed", message })

/** An environment variable, `undefined` when unset or blank. */
const read = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim()
  return value === undefined || value === "" ? undefined : value
}

/** The repository root, from this file's place in it (apps/cli/src). */
export const defaultRepoRoot: string = fileURLToPath(new URL("../../..", import.meta.url))

/** The Node file reader: `undefined` for a missing file (or a missing directory on the way). */
export const nodeReadFile: ReadFile = (path) => {
  try {
    return readFileSync(path, "utf8")
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    if (code === "ENOENT" || code === "ENOTDIR") return undefined
    throw e
  }
}

const normalizeUrl = (raw: string, source: string): Resolved => {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return failed(`invalid server URL '${raw}' (from ${source})`)
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return failed(`invalid server URL '${raw}' (from ${source}): must start with http:// or https://`)
  }
  return found(`${url.origin}${url.pathname}`.replace(/\/+$/, ""), source)
}

/** Where a client reaches a server listening on `host`: wildcard addresses mean loopback. */
const clientHost = (host: string): string => {
  const bare = host.replace(/^\[(.*)\]$/, "$1")
  if (bare === "0.0.0.0") return "127.0.0.1"
  if (bare === "::") return "[::1]"
  return bare.includes(":") ? `[${bare}]` : bare
}

/** The server base URL, without a trailing slash. */
export const baseUrl = (flags: ConnectionFlags, env: Env): Resolved => {
  if (flags.url !== undefined) return normalizeUrl(flags.url.trim(), "--url")
  for (const name of ["CIS_URL", "CIS_PUBLIC_URL"]) {
    const value = read(env, name)
    if (value !== undefined) return normalizeUrl(value, name)
  }
  const host = read(env, "HOST") ?? "127.0.0.1"
  const portText = read(env, "PORT") ?? "8080"
  const port = /^\d+$/.test(portText) ? Number(portText) : Number.NaN
  if (!(port >= 1 && port <= 65535)) return failed(`invalid PORT '${portText}': must be 1-65535`)
  const source = env.HOST !== undefined || env.PORT !== undefined ? "HOST/PORT" : "the default"
  return normalizeUrl(`http://${clientHost(host)}:${port}`, source)
}

export interface TokenContext {
  readonly env: Env
  /** The process's current directory. */
  readonly cwd: string
  readonly readFile: ReadFile
  /** The repository root, tried as a base for a relative data directory. */
  readonly repoRoot?: string
}

/** The admin-token files to try, in order, without duplicates. */
export const tokenFiles = (ctx: Omit<TokenContext, "readFile">): ReadonlyArray<string> => {
  const dataDir = read(ctx.env, "CIS_DATA_DIR") ?? ".data"
  if (isAbsolute(dataDir)) return [join(dataDir, "admin-token")]
  const initCwd = read(ctx.env, "INIT_CWD")
  const bases = [
    ...(initCwd !== undefined ? [resolve(ctx.cwd, initCwd)] : []),
    ctx.cwd,
    ...(ctx.repoRoot !== undefined ? [ctx.repoRoot, join(ctx.repoRoot, "apps", "api")] : [])
  ]
  return [...new Set(bases.map((base) => resolve(base, dataDir, "admin-token")))]
}

/** The admin token. */
export const adminToken = (flags: ConnectionFlags, ctx: TokenContext): Resolved => {
  if (flags.token !== undefined) return found(flags.token.trim(), "--token")
  const fromEnv = read(ctx.env, "CIS_ADMIN_TOKEN")
  if (fromEnv !== undefined) return found(fromEnv, "CIS_ADMIN_TOKEN")
  const files = tokenFiles(ctx)
  for (const file of files) {
    let text: string | undefined
    try {
      text = ctx.readFile(file)
    } catch (e) {
      return failed(`cannot read the admin token file ${file}: ${e instanceof Error ? e.message : String(e)}`)
    }
    const token = text?.trim()
    if (token !== undefined && token !== "") return found(token, file)
  }
  return failed(
    [
      "no admin token: pass --token, set CIS_ADMIN_TOKEN, or run the server once on the embedded",
      "database so it writes <CIS_DATA_DIR>/admin-token. Looked in:",
      ...files.map((f) => `  ${f}`)
    ].join("\n")
  )
}
