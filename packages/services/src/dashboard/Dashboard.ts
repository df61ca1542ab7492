/**
 * The dashboard's account-side operations: one-time sign-in links (issued by the operator,
 * redeemed once for a session token), and the account's own API keys (list, create with a
 * name, revoke) and recent billed calls. Every read and write is bounded to one account: a
 * session never sees nor touches another account's keys.
 */
import { Errors } from "@cis/contract"
import { type DatabaseError, Db } from "@cis/db"
import { Clock, Context, Effect, Layer } from "effect"
import { sql } from "kysely"
import { Accounts, Tokens } from "../accounts/index.js"

/** Default lifetime of a sign-in link: 15 minutes. */
export const defaultLinkSeconds = 900
/** Longest lifetime of a sign-in link: 7 days. */
export const maxLinkSeconds = 604_800
/** Lifetime of the session a sign-in link starts: 12 hours. */
export const sessionSeconds = 43_200
/** Characters of a key shown in lists (`ak_` and 6 more). */
export const prefixLength = 9
/** Most API keys listed. */
export const maxKeysListed = 200

const codeShape = /^lk_[A-Za-z0-9_-]{43}$/

export interface KeyView {
  readonly key_id: string
  readonly name: string | null
  readonly prefix: string | null
  readonly scopes: ReadonlyArray<string> | null
  readonly created_at: string
  readonly expires_at: string | null
  readonly expired: boolean
  /** When the key last authenticated a call (`null`: never); see `Accounts.flushLastUsed`. */
  readonly last_used_at: string | null
}

export interface BilledCall {
  readonly at: string
  readonly component: string | null
  readonly action: string | null
  readonly credits: number
}

export interface DashboardService {
  /** A one-time sign-in code for the account, valid `ttlSeconds`. */
  readonly createLoginLink: (
    accountId: string,
    ttlSeconds?: number
  ) => Effect.Effect<{ code: string; expires_at: string }, Errors.NotFound | DatabaseError>
  /** Uses a sign-in code (once) and starts a session; `401` when unknown, used or expired. */
  readonly redeem: (
    code: string
  ) => Effect.Effect<
    { account_id: string; session_token: string; expires_at: string },
    Errors.AuthenticationFailed | Errors.NotFound | DatabaseError
  >
  readonly listKeys: (accountId: string) => Effect.Effect<ReadonlyArray<KeyView>, DatabaseError>
  readonly createKey: (
    accountId: string,
    options: {
      readonly name: string
      readonly scopes: ReadonlyArray<string> | null
      readonly expiresInSeconds: number | null
    }
  ) => Effect.Effect<KeyView & { api_key: string }, Errors.NotFound | DatabaseError>
  /** Revokes one of the account's own API keys; another account's key is `404`, like no key. */
  readonly revokeKey: (
    accountId: string,
    keyId: string
  ) => Effect.Effect<{ revoked: true }, Errors.NotFound | DatabaseError>
  readonly recentCalls: (
    accountId: string,
    limit: number
  ) => Effect.Effect<ReadonlyArray<BilledCall>, DatabaseError>
}

export class Dashboard extends Context.Tag("@cis/services/Dashboard")<Dashboard, DashboardService>() {}

const linkRefused = new Errors.AuthenticationFailed({
  message:
    "This sign-in link is not valid: it was already used, has expired or was never issued. Ask for a new one."
})
const noSuchKey = new Errors.NotFound({ message: "No such API key on this account." })
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const make = Effect.gen(function* () {
  const db = yield* Db
  const accounts = yield* Accounts

  const view = (
    row: {
      id: string
      name: string | null
      prefix: string | null
      scopes: ReadonlyArray<string> | null
      created_at: Date
      expires_at: Date | null
      last_used_at?: Date | null
    },
    now: number
  ): KeyView => ({
    last_used_at: row.last_used_at == null ? null : row.last_used_at.toISOString(),
    key_id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at === null ? null : row.expires_at.toISOString(),
    expired: row.expires_at !== null && row.expires_at.getTime() <= now
  })

  const createLoginLink: DashboardService["createLoginLink"] = Effect.fn("Dashboard.createLoginLink")(
    function* (accountId, ttlSeconds) {
      yield* accounts.get(accountId)
      const now = yield* Clock.currentTimeMillis
      const code = `lk_${Tokens.generate("session").slice(3)}`
      const expiresAt = new Date(now + (ttlSeconds ?? defaultLinkSeconds) * 1000)
      yield* db.query((k) =>
        k
          .insertInto("login_links")
          .values({
            id: crypto.randomUUID(),
            account_id: accountId,
            code_hash: Tokens.hash(code),
            expires_at: expiresAt,
            used_at: null,
            created_at: new Date(now)
          })
          .execute()
      )
      return { code, expires_at: expiresAt.toISOString() }
    }
  )

  const redeem: DashboardService["redeem"] = Effect.fn("Dashboard.redeem")(function* (code) {
    if (!codeShape.test(code)) return yield* linkRefused
    const now = yield* Clock.currentTimeMillis
    // One statement: of two concurrent uses of a code, exactly one marks it used.
    const row = yield* db.query((k) =>
      k
        .updateTable("login_links")
        .set({ used_at: sql<Date>`now()` })
        .where("code_hash", "=", Tokens.hash(code))
        .where("used_at", "is", null)
        .where("expires_at", ">", new Date(now))
        .returning(["account_id"])
        .executeTakeFirst()
    )
    if (row === undefined) return yield* linkRefused
    const session = yield* accounts.createSession(row.account_id, sessionSeconds)
    return {
      account_id: row.account_id,
      session_token: session.session_token,
      expires_at: session.expires_at
    }
  })

  const listKeys: DashboardService["listKeys"] = Effect.fn("Dashboard.listKeys")(function* (accountId) {
    const now = yield* Clock.currentTimeMillis
    // The times noted in this process are written first, so the list is current.
    yield* accounts.flushLastUsed
    const rows = yield* db.query((k) =>
      k
        .selectFrom("tokens")
        .select(["id", "name", "prefix", "scopes", "created_at", "expires_at", "last_used_at"])
        .where("account_id", "=", accountId)
        .where("kind", "=", "api_key")
        .where("revoked_at", "is", null)
        .orderBy("created_at", "desc")
        .orderBy("id")
        .limit(maxKeysListed)
        .execute()
    )
    return rows.map((r) => view(r, now))
  })

  const createKey: DashboardService["createKey"] = Effect.fn("Dashboard.createKey")(
    function* (accountId, options) {
      const created = yield* accounts.createApiKey(accountId, {
        scopes: options.scopes ?? undefined,
        expiresInSeconds: options.expiresInSeconds ?? undefined
      })
      const row = yield* db.query((k) =>
        k
          .updateTable("tokens")
          .set({ name: options.name, prefix: created.api_key.slice(0, prefixLength) })
          .where("id", "=", created.key_id)
          .returning(["id", "name", "prefix", "scopes", "created_at", "expires_at"])
          .executeTakeFirstOrThrow()
      )
      const now = yield* Clock.currentTimeMillis
      return { ...view(row, now), api_key: created.api_key }
    }
  )

  const revokeKey: DashboardService["revokeKey"] = Effect.fn("Dashboard.revokeKey")(
    function* (accountId, keyId) {
      if (!uuid.test(keyId)) return yield* noSuchKey
      const own = yield* db.query((k) =>
        k
          .selectFrom("tokens")
          .select("id")
          .where("id", "=", keyId)
          .where("account_id", "=", accountId)
          .where("kind", "=", "api_key")
          .where("revoked_at", "is", null)
          .executeTakeFirst()
      )
      if (own === undefined) return yield* noSuchKey
      return yield* accounts.revoke(keyId)
    }
  )

  const recentCalls: DashboardService["recentCalls"] = Effect.fn("Dashboard.recentCalls")(
    function* (accountId, limit) {
      const rows = yield* db.query((k) =>
        k
          .selectFrom("credit_entries")
          .select(["created_at", "component", "action", "amount"])
          .where("account_id", "=", accountId)
          .where("kind", "=", "charge")
          .orderBy("created_at", "desc")
          .limit(limit)
          .execute()
      )
      return rows.map((r) => ({
        at: r.created_at.toISOString(),
        component: r.component,
        action: r.action,
        credits: -r.amount
      }))
    }
  )

  return { createLoginLink, redeem, listKeys, createKey, revokeKey, recentCalls } satisfies DashboardService
})

export const layer = Layer.effect(Dashboard, make)
