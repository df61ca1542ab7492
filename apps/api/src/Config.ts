/**
 * Runtime configuration of the API process (Effect `Config`; every variable optional, an
 * invalid value stops start-up with a message naming it).
 */

import { randomBytes } from "node:crypto"
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { Settings } from "@cis/db"
import { Config, Effect, Option, Redacted } from "effect"

export const ApiConfig = Config.all({
  port: Settings.integerInRange("PORT", { min: 0, max: 65_535, default: 8080 }),
  host: Config.string("HOST").pipe(Config.withDefault("127.0.0.1")),
  /** Requests per minute per token; 0 turns the limit off. */
  rateLimitPerMinute: Settings.integerInRange("CIS_RATE_LIMIT", { min: 0, max: 1_000_000, default: 6000 }),
  publicUrl: Config.option(
    Config.url("CIS_PUBLIC_URL").pipe(Config.map((u) => u.toString().replace(/\/+$/, "")))
  ),
  // Validated after wrapping: a check inside `Config.redacted` has its message redacted too.
  adminToken: Config.option(
    Config.redacted("CIS_ADMIN_TOKEN").pipe(
      Config.validate({
        message: "CIS_ADMIN_TOKEN must be at least 16 characters without spaces",
        validation: (t) => /^\S{16,}$/.test(Redacted.value(t))
      })
    )
  ),
  dataDir: Settings.dataDir,
  databaseUrl: Settings.databaseUrl
})
export type ApiConfig = typeof ApiConfig extends Config.Config<infer A> ? A : never

/** The base URL clients see: `CIS_PUBLIC_URL`, else `http://HOST:PORT`. */
export const publicUrl = (c: ApiConfig, port = c.port): string =>
  Option.getOrElse(c.publicUrl, () => `http://${c.host.includes(":") ? `[${c.host}]` : c.host}:${port}`)

/** Where the generated admin token is kept on the embedded database. */
export const adminTokenFile = (dataDir: string): string => join(resolve(dataDir), "admin-token")

/**
 * The admin token: `CIS_ADMIN_TOKEN` when set. Otherwise, on the embedded database, one is
 * generated at first start, kept in `<CIS_DATA_DIR>/admin-token` (mode 0600) and printed
 * once. On PostgreSQL without `CIS_ADMIN_TOKEN` the admin API refuses every call.
 */
export const resolveAdminToken = (c: ApiConfig) =>
  Effect.gen(function* () {
    if (Option.isSome(c.adminToken)) return Option.some(Redacted.value(c.adminToken.value))
    if (Option.isSome(c.databaseUrl)) {
      yield* Effect.logWarning("CIS_ADMIN_TOKEN is not set: the admin API (/v1/admin) refuses every call.")
      return Option.none<string>()
    }
    const file = adminTokenFile(c.dataDir)
    if (existsSync(file)) return Option.some(readFileSync(file, "utf8").trim())
    const token = `adm_${randomBytes(32).toString("base64url")}`
    mkdirSync(resolve(c.dataDir), { recursive: true })
    writeFileSync(file, `${token}\n`, { mode: 0o600 })
    chmodSync(file, 0o600)
    yield* Effect.sync(() =>
      console.log(
        `\nGenerated an admin token (kept in ${file}, shown only this once):\n\n  ${token}\n\nUse it as 'Authorization: Bearer <token>' on /v1/admin, or run 'pnpm cis ...'.\n`
      )
    )
    return Option.some(token)
  })
