/**
 * Accounts, API keys and session tokens (spec section 5).
 *
 * Authentication looks a token up by its SHA-256. A successful lookup is cached in process
 * for at most {@link authCacheMs} milliseconds, so a revocation made through another process
 * takes effect within that bound (in the revoking process, at once). Expiry is checked on
 * every call against the clock, cached or not.
 */
import { Admin, Errors } from "@cis/contract"
import { type DatabaseError, Db, jsonb } from "@cis/db"
import { Cover } from "@cis/ledger"
import { Clock, Context, Deferred, Duration, Effect, FiberId, Layer, Schedule } from "effect"
import { sql } from "kysely"
import * as Tokens from "./Tokens.js"

/** How long a successful token lookup may be reused: the revocation bound (2 seconds). */
export const authCacheMs = 2_000
/** Entries kept in the token cache at most; the oldest go first. */
export const authCacheSize = 50_000
/** Default session lifetime: 24 hours. */
export const defaultSessionSeconds = 86_400

export interface Principal {
  readonly accountId: string
  readonly tokenId: string
  readonly kind: Tokens.Kind
  /** Component names a scoped API key may call; `null` = unscoped. */
  readonly scopes: ReadonlyArray<string> | null
  readonly expiresAt: number | null
}

export interface AccountView {
  readonly account_id: string
  readonly name: string
  readonly balance: number
  readonly provisioned: boolean
}

export interface AccountsService {
  readonly authenticate: (
    authorization: string | undefined
  ) => Effect.Effect<Principal, Errors.AuthenticationFailed | DatabaseError>
  /** `403 forbidden` unless the principal may call `component`. */
  readonly authorize: (principal: Principal, component: string) => Effect.Effect<void, Errors.Forbidden>
  readonly createAccount: (
    name: string
  ) => Effect.Effect<{ account_id: string; api_key: string }, DatabaseError>
  readonly createApiKey: (
    accountId: string,
    options: {
      readonly scopes?: ReadonlyArray<string> | undefined
      readonly expiresInSeconds?: number | undefined
    }
  ) => Effect.Effect<{ key_id: string; api_key: string }, Errors.NotFound | DatabaseError>
  readonly createSession: (
    accountId: string,
    ttlSeconds?: number
  ) => Effect.Effect<
    { session_id: string; session_token: string; expires_at: string },
    Errors.NotFound | DatabaseError
  >
  readonly revoke: (tokenId: string) => Effect.Effect<{ revoked: true }, Errors.NotFound | DatabaseError>
  /**
   * Sign-out: revokes the session that authenticated `principal` (the token presented). An API
   * key cannot sign out (`403`); it is revoked by id through the admin API.
   */
  readonly signOut: (
    principal: Principal
  ) => Effect.Effect<{ revoked: true }, Errors.Forbidden | DatabaseError>
  /**
   * Writes when each token was last used (`tokens.last_used_at`): authentication only notes it
   * in memory; this writes what was noted since the last call, in one statement per 500 tokens,
   * never moving a time backwards. Runs every {@link lastUsedFlushMs} and when the layer closes;
   * callers that show the times (the dashboard's key list) run it first.
   */
  readonly flushLastUsed: Effect.Effect<void, DatabaseError>
  readonly adjustCredits: (
    accountId: string,
    amount: number,
    reason: string
  ) => Effect.Effect<{ balance: number }, Errors.NotFound | Errors.RequestInvalid | DatabaseError>
  readonly get: (accountId: string) => Effect.Effect<AccountView, Errors.NotFound | DatabaseError>
}

export class Accounts extends Context.Tag("@cis/services/Accounts")<Accounts, AccountsService>() {}

const unauthorized = new Errors.AuthenticationFailed({
  message: "Authentication failed: send a valid, unexpired token as 'Authorization: Bearer <token>'."
})
const accountNotFound = new Errors.NotFound({ message: "No such account." })

/** How often the last-used times noted in memory are written. */
export const lastUsedFlushMs = 60_000

export const make = Effect.gen(function* () {
  const db = yield* Db
  /** Token -> principal, keyed by the token itself (process memory only; the database keeps hashes). */
  const cache = new Map<string, { readonly principal: Principal; readonly at: number }>()
  /** Token id -> when it last authenticated, not yet written (see `flushLastUsed`). */
  let used = new Map<string, number>()

  const lookup = (tokenHash: string) =>
    db.query((k) =>
      k
        .selectFrom("tokens")
        .select(["id", "account_id", "kind", "scopes", "expires_at", "revoked_at"])
        .where("token_hash", "=", tokenHash)
        .executeTakeFirst()
    )
  type Row = Effect.Effect.Success<ReturnType<typeof lookup>>

  /** Token -> its lookup in flight, which the requests that miss the cache meanwhile share. */
  const inflight = new Map<string, Deferred.Deferred<Row, DatabaseError>>()

  /**
   * One lookup per token at a time: when a busy token's cache entry expires, every request in
   * flight misses at once, and each used to run its own lookup (about fifty at each expiry
   * under load, a tenth of the embedded database's thread). The lookup runs uninterruptibly,
   * so that the requests waiting on it always get its answer.
   */
  const sharedLookup = (token: string): Effect.Effect<Row, DatabaseError> => {
    const running = inflight.get(token)
    if (running !== undefined) return Deferred.await(running)
    const deferred = Deferred.unsafeMake<Row, DatabaseError>(FiberId.none)
    inflight.set(token, deferred)
    return lookup(Tokens.hash(token)).pipe(
      Effect.withSpan("Accounts.authenticate", { captureStackTrace: false }),
      Effect.onExit((exit) => {
        inflight.delete(token)
        return Deferred.done(deferred, exit)
      }),
      Effect.uninterruptible
    )
  }

  const toPrincipal = (row: {
    id: string
    account_id: string
    kind: Tokens.Kind
    scopes: ReadonlyArray<string> | null
    expires_at: Date | null
  }): Principal => ({
    accountId: row.account_id,
    tokenId: row.id,
    kind: row.kind,
    scopes: row.scopes,
    expiresAt: row.expires_at === null ? null : row.expires_at.getTime()
  })

  const fresh = (principal: Principal, now: number) =>
    principal.expiresAt !== null && principal.expiresAt <= now
      ? Effect.fail(unauthorized)
      : Effect.succeed(principal)

  // The hot path of every authenticated request: no generator, and a cache hit does no I/O and
  // no span (a span would cost more than the hit itself); the token lookup has its span.
  const authenticate: AccountsService["authenticate"] = (authorization) =>
    Effect.clockWith((clock) => {
      const m = authorization === undefined ? null : /^Bearer +(\S+)\s*$/i.exec(authorization)
      const token = m?.[1]
      if (token === undefined || !Tokens.wellFormed(token)) return Effect.fail(unauthorized)
      const now = clock.unsafeCurrentTimeMillis()
      const hit = cache.get(token)
      if (hit !== undefined && now - hit.at < authCacheMs) {
        used.set(hit.principal.tokenId, now)
        return fresh(hit.principal, now)
      }
      return Effect.flatMap(sharedLookup(token), (row) => {
        if (row === undefined || row.revoked_at !== null) {
          cache.delete(token)
          return Effect.fail(unauthorized)
        }
        const principal = toPrincipal(row)
        if (cache.size >= authCacheSize) cache.delete(cache.keys().next().value!)
        cache.set(token, { principal, at: now })
        used.set(principal.tokenId, now)
        return fresh(principal, now)
      })
    })

  const authorize: AccountsService["authorize"] = (principal, component) =>
    principal.scopes === null || principal.scopes.includes(component)
      ? Effect.void
      : Effect.fail(
          new Errors.Forbidden({
            message: `This API key is not permitted to call '${component}' endpoints; its scopes are: ${principal.scopes.join(", ") || "(none)"}.`
          })
        ).pipe(Effect.withSpan("Accounts.authorize", { captureStackTrace: false }))

  const accountExists = (accountId: string) =>
    db
      .query((k) => k.selectFrom("accounts").select("id").where("id", "=", accountId).executeTakeFirst())
      .pipe(Effect.flatMap((r) => (r === undefined ? Effect.fail(accountNotFound) : Effect.void)))

  const insertToken = (
    accountId: string,
    kind: Tokens.Kind,
    scopes: ReadonlyArray<string> | null,
    expiresAt: Date | null
  ) =>
    Effect.gen(function* () {
      const token = Tokens.generate(kind)
      const id = crypto.randomUUID()
      yield* db.query((k) =>
        k
          .insertInto("tokens")
          .values({
            id,
            account_id: accountId,
            kind,
            token_hash: Tokens.hash(token),
            scopes: scopes === null ? null : jsonb([...new Set(scopes)]),
            expires_at: expiresAt
          })
          .execute()
      )
      return { id, token }
    })

  const createAccount: AccountsService["createAccount"] = Effect.fn("Accounts.createAccount")(
    function* (name) {
      const accountId = crypto.randomUUID()
      yield* db.query((k) => k.insertInto("accounts").values({ id: accountId, name }).execute())
      const { token } = yield* insertToken(accountId, "api_key", null, null)
      return { account_id: accountId, api_key: token }
    }
  )

  const createApiKey: AccountsService["createApiKey"] = Effect.fn("Accounts.createApiKey")(
    function* (accountId, options) {
      yield* accountExists(accountId)
      const now = yield* Clock.currentTimeMillis
      const expiresAt =
        options.expiresInSeconds === undefined ? null : new Date(now + options.expiresInSeconds * 1000)
      const { id, token } = yield* insertToken(accountId, "api_key", options.scopes ?? null, expiresAt)
      return { key_id: id, api_key: token }
    }
  )

  const createSession: AccountsService["createSession"] = Effect.fn("Accounts.createSession")(
    function* (accountId, ttlSeconds) {
      yield* accountExists(accountId)
      const now = yield* Clock.currentTimeMillis
      const expiresAt = new Date(now + (ttlSeconds ?? defaultSessionSeconds) * 1000)
      const { id, token } = yield* insertToken(accountId, "session", null, expiresAt)
      return { session_id: id, session_token: token, expires_at: expiresAt.toISOString() }
    }
  )

  /** Marks a token revoked and forgets it in this process's cache; `false` when unknown. */
  const revokeToken = (tokenId: string) =>
    Effect.gen(function* () {
      // Token ids are UUIDs; anything else names no token (and must not reach a uuid column).
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(tokenId)) return false
      const row = yield* db.query((k) =>
        k
          .updateTable("tokens")
          .set({ revoked_at: sql<Date>`now()` })
          .where("id", "=", tokenId)
          .returning(["id"])
          .executeTakeFirst()
      )
      for (const [token, entry] of cache) if (entry.principal.tokenId === tokenId) cache.delete(token)
      return row !== undefined
    })

  const revoke: AccountsService["revoke"] = Effect.fn("Accounts.revoke")(function* (tokenId) {
    if (!(yield* revokeToken(tokenId))) return yield* new Errors.NotFound({ message: "No such API key." })
    return { revoked: true as const }
  })

  const signOut: AccountsService["signOut"] = Effect.fn("Accounts.signOut")(function* (principal) {
    if (principal.kind !== "session") {
      return yield* new Errors.Forbidden({
        message: "Only a session token can sign out; an API key is revoked by id through the admin API."
      })
    }
    yield* revokeToken(principal.tokenId)
    return { revoked: true as const }
  })

  const adjustCredits: AccountsService["adjustCredits"] = Effect.fn("Accounts.adjustCredits")(
    function* (accountId, amount, reason) {
      return yield* db.transaction(
        Effect.gen(function* () {
          const acc = yield* db.query((k) =>
            k
              .selectFrom("accounts")
              .select(["balance", "held"])
              .where("id", "=", accountId)
              .forUpdate()
              .executeTakeFirst()
          )
          if (acc === undefined) return yield* accountNotFound
          const eff = Cover.effectiveAdjustment(acc.balance, acc.held, amount)
          if (eff === 0) return { balance: acc.balance }
          if (acc.balance + eff > Admin.maxBalance) {
            return yield* new Errors.RequestInvalid({
              message: `This grant would take the balance to ${acc.balance + eff}, over the largest balance an account may hold (${Admin.maxBalance}).`,
              status: 422,
              code: "VALIDATION_ERROR",
              details: [
                {
                  loc: ["body", "amount"],
                  msg: `would take the balance over ${Admin.maxBalance}`,
                  type: "value_error"
                }
              ]
            })
          }
          const updated = yield* db.query((k) =>
            k
              .updateTable("accounts")
              .set((eb) => ({ balance: eb("balance", "+", eff) }))
              .where("id", "=", accountId)
              .returning("balance")
              .executeTakeFirstOrThrow()
          )
          yield* db.query((k) =>
            k
              .insertInto("credit_entries")
              .values({
                account_id: accountId,
                amount: eff,
                kind: "adjust",
                reason,
                component: null,
                action: null,
                hold_id: null
              })
              .execute()
          )
          return { balance: updated.balance }
        })
      )
    }
  )

  const get: AccountsService["get"] = Effect.fn("Accounts.get")(function* (accountId) {
    const row = yield* db.query((k) =>
      k
        .selectFrom("accounts")
        .select(["id", "name", "balance", "provisioned"])
        .where("id", "=", accountId)
        .executeTakeFirst()
    )
    if (row === undefined) return yield* accountNotFound
    return { account_id: row.id, name: row.name, balance: row.balance, provisioned: row.provisioned }
  })

  const flushLastUsed: AccountsService["flushLastUsed"] = Effect.suspend(() => {
    if (used.size === 0) return Effect.void
    const batch = [...used]
    used = new Map()
    return Effect.forEach(
      Array.from({ length: Math.ceil(batch.length / 500) }, (_, i) => batch.slice(i * 500, i * 500 + 500)),
      (chunk) =>
        db.query((k) =>
          sql`update tokens set last_used_at = v.at
              from (values ${sql.join(chunk.map(([id, at]) => sql`(${id}::uuid, ${new Date(at)}::timestamptz)`))}) as v(id, at)
              where tokens.id = v.id and (tokens.last_used_at is null or tokens.last_used_at < v.at)`.execute(
            k
          )
        ),
      { discard: true }
    )
  }).pipe(Effect.withSpan("Accounts.flushLastUsed"))

  // Written every minute or so, and once more when the process stops. The interval runs on the
  // wall clock even under a TestClock: a test moving its clock a year ahead must not run a
  // year of minutes.
  yield* Effect.addFinalizer(() => flushLastUsed.pipe(Effect.ignore))
  yield* flushLastUsed.pipe(
    Effect.ignore,
    Effect.schedule(Schedule.spaced(Duration.millis(lastUsedFlushMs))),
    Effect.withClock(Clock.make()),
    Effect.forkScoped
  )

  return {
    authenticate,
    authorize,
    flushLastUsed,
    createAccount,
    createApiKey,
    createSession,
    revoke,
    signOut,
    adjustCredits,
    get
  } satisfies AccountsService
})

export const layer = Layer.scoped(Accounts, make)
