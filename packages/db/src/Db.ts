/**
 * The database service: one Kysely instance over PostgreSQL (postgres.js) when
 * `DATABASE_URL` is set, or over embedded PGlite under `CIS_DATA_DIR` otherwise. The same
 * migrations run at start-up on both, under the migrator's advisory lock, so two processes
 * starting at once are safe.
 */
import { mkdirSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import {
  Context,
  Data,
  Duration,
  Effect,
  FiberRef,
  Layer,
  Option,
  Redacted,
  Schedule,
  type Scope
} from "effect"
import {
  type ControlledTransaction,
  type Dialect,
  Kysely,
  type RawBuilder,
  sql,
  type Transaction
} from "kysely"
import { Migrator } from "kysely/migration"
import { PostgresJSDialect } from "kysely-postgres-js"
import postgres from "postgres"
import * as DataDirLock from "./DataDirLock.js"
import type { Json } from "./Json.js"
import { migrations } from "./migrations/index.js"
import { ConnectionLock, PgliteThread, PgliteThreadDialect } from "./PgliteThread.js"
import type { Database } from "./Schema.js"
import * as Settings from "./Settings.js"

/** The database could not be reached or could not complete the request (503 DATABASE_ERROR). */
export class DatabaseError extends Data.TaggedError("DatabaseError")<{ readonly cause: unknown }> {
  override get message(): string {
    return this.cause instanceof Error ? this.cause.message : String(this.cause)
  }
  /** The driver's error code (a SQLSTATE, `CONNECT_TIMEOUT`, `ECONNREFUSED`), if any. */
  get code(): string | undefined {
    return codeOf(this.cause)
  }
}

/** The `code` a driver put on a thrown value, if it is a string. */
const codeOf = (cause: unknown): string | undefined => {
  const code = (cause as { code?: unknown } | null)?.code
  return typeof code === "string" ? code : undefined
}

/** Either the whole database or one transaction: what repository functions take first. */
export type Executor = Kysely<Database> | Transaction<Database>

// SQLSTATE classes that mean "the database is unavailable, retry": connection exceptions (08),
// insufficient resources (53), operator intervention (57) and transaction rollback (40:
// serialization failures and deadlocks).
const transientClasses = new Set(["08", "53", "57", "40"])

/**
 * Sorts a thrown value into an unavailable database (a typed `DatabaseError`, mapped to 503)
 * or a defect in our own SQL (a constraint or syntax error: a 500 with a request id).
 */
export const classify = (cause: unknown): Effect.Effect<never, DatabaseError> => {
  const code = codeOf(cause)
  if (code !== undefined && /^[0-9A-Z]{5}$/.test(code) && !transientClasses.has(code.slice(0, 2))) {
    return Effect.die(cause)
  }
  return Effect.fail(new DatabaseError({ cause }))
}

/**
 * Runs one promise-returning query; failures go through {@link classify}. Not interruptible:
 * an interrupted caller waits for its query to finish instead of abandoning it, so no query
 * is still running (or waiting for a connection) when the pool closes at shutdown.
 */
export const run = <A>(f: () => Promise<A>): Effect.Effect<A, DatabaseError> =>
  Effect.uninterruptible(Effect.tryPromise({ try: f, catch: (e) => e })).pipe(Effect.catchAll(classify))

// Failures to open a connection: the statement never reached the server, so trying again is
// safe even for writes. postgres.js reports its own `CONNECT_TIMEOUT`; the server refuses a
// new session with 53300 (too many clients) or 57P03 (starting up or shutting down).
const connectFailures = new Set(["CONNECT_TIMEOUT", "ECONNREFUSED", "53300", "57P03", "08001", "08004"])

/** Whether `e` is a failure to open a connection (retrying cannot run a statement twice). */
const isConnectFailure = (e: DatabaseError): boolean => e.code !== undefined && connectFailures.has(e.code)

/** Up to four more tries, 50 ms apart and doubling (at most 750 ms in all) before a 503. */
const connectRetry = Schedule.exponential("50 millis").pipe(Schedule.intersect(Schedule.recurs(4)))

/**
 * {@link run} for a statement that takes a pooled connection: a failure to open one (a busy
 * or restarting server, a connect timeout under load) is tried again briefly before it
 * becomes a `DatabaseError`. Never used inside a transaction, whose connection is already open.
 */
const runPooled = <A>(f: () => Promise<A>): Effect.Effect<A, DatabaseError> =>
  run(f).pipe(Effect.retry({ schedule: connectRetry, while: isConnectFailure }))

/** The ambient transaction of the current fiber, provided by {@link DbService.transaction}. */
export interface TransactionState {
  readonly trx: ControlledTransaction<Database>
  /** 0 for the outermost transaction, n for the n-th nested savepoint. */
  readonly depth: number
  /** Effects to run once the outermost transaction has committed (e.g. `NOTIFY` wake-ups). */
  readonly afterCommit: Array<Effect.Effect<void>>
}

/**
 * The current transaction, when the fiber runs inside `Db.transaction` (the same pattern as
 * `@effect/sql`'s `withTransaction`: a context entry set with `Effect.locally`).
 */
export class CurrentTransaction extends Context.Tag("@cis/db/CurrentTransaction")<
  CurrentTransaction,
  TransactionState
>() {}

export interface DbService {
  readonly kysely: Kysely<Database>
  /**
   * Writes whose loss in a database crash is harmless (credit holds: a lost hold can only
   * leave a call uncharged, never charge twice or overdraw). On PostgreSQL a second pool
   * whose sessions run with `synchronous_commit = off`, so their commits do not wait for
   * the WAL flush; WAL order still makes every later durable commit (a charge) flush them
   * first. On PGlite the same instance as `kysely`.
   */
  readonly relaxed: Kysely<Database>
  readonly dialect: "postgres" | "pglite"
  /**
   * Runs `f` against the ambient transaction when the fiber is inside {@link transaction},
   * against the pool otherwise; see {@link run}.
   */
  readonly query: <A>(f: (db: Executor) => Promise<A>) => Effect.Effect<A, DatabaseError>
  /**
   * Runs `effect` with its transactions and its queries outside a transaction ahead of
   * ordinary work where the database has one connection (PGlite: the urgent waiters of its
   * connection go first); unchanged on PostgreSQL's pool. For work whose lateness users see
   * (turn-taking delivery), never for long transactions.
   */
  readonly urgent: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  /** Like {@link query}, but outside a transaction through the {@link relaxed} pool. */
  readonly queryRelaxed: <A>(f: (db: Executor) => Promise<A>) => Effect.Effect<A, DatabaseError>
  /**
   * Runs `effect` inside one transaction that every {@link query} in it joins: committed when
   * it succeeds, rolled back when it fails, dies or is interrupted. Inside another transaction
   * it runs under a savepoint: its failure rolls back its own writes only, and the outer
   * transaction's rollback undoes them too.
   */
  readonly transaction: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E | DatabaseError, R>
  /** Whether the fiber runs inside {@link transaction}. */
  readonly inTransaction: Effect.Effect<boolean>
  /**
   * Runs `effect` after the outermost transaction commits (never if it rolls back), or at once
   * outside a transaction. Failures are logged, not propagated.
   */
  readonly afterCommit: (effect: Effect.Effect<void, unknown>) => Effect.Effect<void>
  /** `NOTIFY channel, payload` (outside any transaction: see {@link afterCommit}). */
  readonly notify: (channel: string, payload: string) => Effect.Effect<void, DatabaseError>
  /**
   * `LISTEN channel` for the life of the scope; `onNotify` receives each payload. Both drivers
   * support it (PGlite within its process).
   */
  readonly listen: (
    channel: string,
    onNotify: (payload: string) => void
  ) => Effect.Effect<void, DatabaseError, Scope.Scope>
  /** `select 1`: the readiness probe. */
  readonly ping: Effect.Effect<void, DatabaseError>
}

export class Db extends Context.Tag("@cis/db/Db")<Db, DbService>() {}

type Listen = (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>

/** Whether the fiber's database work goes ahead of ordinary work ({@link DbService.urgent}). */
const currentUrgent = FiberRef.unsafeMake(false)

const make = (
  kysely: Kysely<Database>,
  relaxed: Kysely<Database>,
  urgentKysely: Kysely<Database>,
  dialect: "postgres" | "pglite",
  listenWith: Listen
): DbService => {
  const current = Effect.serviceOption(CurrentTransaction)
  const pick = (pool: Kysely<Database>) =>
    pool === kysely
      ? Effect.map(FiberRef.get(currentUrgent), (u) => (u ? urgentKysely : pool))
      : Effect.succeed(pool)
  const queryOn =
    (pool: Kysely<Database>) =>
    <A>(f: (db: Executor) => Promise<A>): Effect.Effect<A, DatabaseError> =>
      Effect.flatMap(current, (t) =>
        t._tag === "Some"
          ? run(() => f(t.value.trx))
          : Effect.flatMap(pick(pool), (p) => runPooled(() => f(p)))
      )

  const runAfterCommit = (effects: ReadonlyArray<Effect.Effect<void>>) =>
    Effect.forEach(effects, (e) => e, { discard: true })

  const transaction = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E | DatabaseError, R> =>
    Effect.uninterruptibleMask((restore) =>
      Effect.gen(function* () {
        const outer = yield* current
        if (outer._tag === "Some") {
          const { trx } = outer.value
          const depth = outer.value.depth + 1
          const name = sql.raw(`cis_sp_${depth}`)
          yield* run(() => sql`savepoint ${name}`.execute(trx))
          const exit = yield* Effect.exit(
            restore(Effect.provideService(effect, CurrentTransaction, { ...outer.value, depth }))
          )
          yield* (
            exit._tag === "Success"
              ? run(() => sql`release savepoint ${name}`.execute(trx))
              : run(() => sql`rollback to savepoint ${name}`.execute(trx))
          ).pipe(Effect.orDie)
          return yield* exit
        }
        const pool = yield* pick(kysely)
        const trx = yield* runPooled(() => pool.startTransaction().execute())
        const state: TransactionState = { trx, depth: 0, afterCommit: [] }
        const exit = yield* Effect.exit(restore(Effect.provideService(effect, CurrentTransaction, state)))
        if (exit._tag === "Failure") {
          yield* run(() => trx.rollback().execute()).pipe(Effect.orDie)
          return yield* exit
        }
        // A failed commit is the one step that callers must see as unavailable.
        yield* run(() => trx.commit().execute())
        yield* runAfterCommit(state.afterCommit)
        return exit.value
      })
    ).pipe(Effect.withSpan("Db.transaction"))

  const logged = (effect: Effect.Effect<void, unknown>) =>
    effect.pipe(Effect.catchAllCause((c) => Effect.logWarning("after-commit action failed", c)))

  return {
    kysely,
    relaxed,
    dialect,
    query: queryOn(kysely),
    queryRelaxed: queryOn(relaxed),
    urgent: (effect) => Effect.locally(effect, currentUrgent, true),
    transaction,
    inTransaction: Effect.map(current, (t) => t._tag === "Some"),
    afterCommit: (effect) =>
      Effect.flatMap(current, (t) =>
        t._tag === "Some" ? Effect.sync(() => void t.value.afterCommit.push(logged(effect))) : logged(effect)
      ),
    notify: (channel, payload) =>
      Effect.flatMap(pick(kysely), (p) =>
        runPooled(() => sql`select pg_notify(${channel}, ${payload})`.execute(p))
      ).pipe(Effect.asVoid),
    listen: (channel, onNotify) =>
      Effect.acquireRelease(
        run(() => listenWith(channel, onNotify)),
        (unlisten) => Effect.promise(() => unlisten().catch(() => {}))
      ).pipe(Effect.asVoid),
    ping: run(() => sql`select 1`.execute(kysely)).pipe(Effect.asVoid)
  }
}

/** Applies every pending migration. Idempotent; serialized by the migrator's advisory lock. */
export const migrate = (kysely: Kysely<any>): Effect.Effect<void, DatabaseError> =>
  runPooled(async () => {
    const migrator = new Migrator({
      db: kysely,
      provider: { getMigrations: async () => ({ ...migrations }) }
    })
    const { error } = await migrator.migrateToLatest()
    if (error !== undefined) throw error
  })

/** How long closing a pool may take before its sockets are closed without waiting. */
const closeTimeoutSeconds = 5
const closeTimeout = Duration.seconds(closeTimeoutSeconds)

interface Opened {
  readonly dialect: Dialect
  /** A dialect on the same database whose work goes first ({@link DbService.urgent}). */
  readonly urgentDialect?: Dialect
  /** Closes the connections at once (the PGlite thread's `terminate`). */
  readonly forceClose?: () => Promise<void>
  /**
   * Closes the pool by itself, waiting for statements in flight at most `seconds` before
   * closing the sockets (postgres.js `end({ timeout })`). Used instead of Kysely's `destroy`,
   * which calls `end()` with no limit: once a connection has failed to open, that promise
   * never settles, and every later `end` call returns the same promise.
   */
  readonly end?: (seconds: number) => Promise<void>
  /** The driver's `LISTEN`. */
  readonly listen: Listen
}

// Closing waits for queries in flight, but never forever: a query that does not finish (or
// one started around `run`, whose interruption would abandon it) must not keep a SIGTERM'd
// process alive.
const open = (makeDialect: () => Opened) =>
  Effect.acquireRelease(
    Effect.sync(() => {
      const opened = makeDialect()
      return { kysely: new Kysely<Database>({ dialect: opened.dialect }), opened }
    }),
    ({ kysely, opened }) =>
      opened.end !== undefined
        ? Effect.promise(() => opened.end!(closeTimeoutSeconds)).pipe(
            // The pool has ended; Kysely's own `end()` call now returns at once.
            Effect.zipRight(Effect.promise(() => kysely.destroy())),
            Effect.catchAllCause(() => Effect.void)
          )
        : // Finalizers run uninterruptibly: the wait must be interruptible for the timeout to win.
          Effect.interruptible(Effect.promise(() => kysely.destroy())).pipe(
            Effect.timeoutFail({ duration: closeTimeout, onTimeout: () => "timeout" as const }),
            Effect.catchAll(() =>
              Effect.logWarning(
                `database pool did not close within ${closeTimeoutSeconds} seconds; closing its connections`
              ).pipe(Effect.zipRight(Effect.promise(() => opened.forceClose?.() ?? Promise.resolve())))
            ),
            Effect.catchAllCause(() => Effect.void)
          )
  ).pipe(
    Effect.flatMap(({ kysely, opened }) =>
      opened.urgentDialect === undefined
        ? Effect.succeed({ kysely, urgent: kysely, listen: opened.listen })
        : Effect.map(
            // Destroyed before the ordinary instance (finalizers run in reverse), which closes the thread.
            Effect.acquireRelease(
              Effect.sync(() => new Kysely<Database>({ dialect: opened.urgentDialect! })),
              (u) => Effect.promise(() => u.destroy()).pipe(Effect.catchAllCause(() => Effect.void))
            ),
            (urgent) => ({ kysely, urgent, listen: opened.listen })
          )
    )
  )

const acquire = (
  dialect: "postgres" | "pglite",
  makeDialect: () => Opened,
  makeRelaxed?: () => Opened
): Effect.Effect<DbService, DatabaseError, Scope.Scope> =>
  Effect.gen(function* () {
    const { kysely, urgent, listen } = yield* open(makeDialect)
    yield* migrate(kysely)
    const relaxed = makeRelaxed === undefined ? kysely : (yield* open(makeRelaxed)).kysely
    return make(kysely, relaxed, urgent, dialect, listen)
  })

export interface PostgresOptions {
  /** Connections in the pool (default 10). */
  readonly max?: number
}

const clientOptions = (options: PostgresOptions) => ({
  max: options.max ?? 10,
  connect_timeout: 5,
  idle_timeout: 60,
  onnotice: () => {}
})

const openPostgres = (url: string, options: postgres.Options<{}>): Opened => {
  const client = postgres(url, options)
  return {
    dialect: new PostgresJSDialect({ postgres: client }),
    end: (seconds) => client.end({ timeout: seconds }),
    listen: async (channel, onNotify) => {
      const { unlisten } = await client.listen(channel, onNotify)
      return unlisten
    }
  }
}

/** PostgreSQL through postgres.js. Migrates on acquisition; closes the pool on release. */
export const layerPostgres = (url: Redacted.Redacted<string> | string, options: PostgresOptions = {}) => {
  const plain = Redacted.isRedacted(url) ? Redacted.value(url) : url
  return Layer.scoped(
    Db,
    acquire(
      "postgres",
      () => openPostgres(plain, clientOptions(options)),
      () =>
        openPostgres(plain, {
          ...clientOptions(options),
          connection: { synchronous_commit: "off", application_name: "cis-relaxed" }
        })
    )
  )
}

/** Embedded PGlite: under `dataDir` when given, in memory otherwise. */
export const layerPglite = (dataDir?: string) =>
  Layer.scoped(
    Db,
    Effect.gen(function* () {
      if (dataDir !== undefined) {
        mkdirSync(dirname(dataDir), { recursive: true })
        // One process per folder: a second PGlite on the same files loses data.
        yield* DataDirLock.acquire(dataDir)
      }
      return yield* acquire("pglite", () => {
        if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true })
        // On a thread of its own, so that the database's work never blocks the serving loop.
        const thread = new PgliteThread(dataDir)
        const lock = new ConnectionLock()
        return {
          dialect: new PgliteThreadDialect(thread, lock),
          urgentDialect: new PgliteThreadDialect(thread, lock, true),
          forceClose: () => thread.terminate(),
          listen: (channel, onNotify) => thread.listen(channel, onNotify)
        }
      })
    })
  )

/** `DATABASE_URL` (unset: embedded), `CIS_DATA_DIR` (`.data`), `CIS_DB_POOL_MAX` (10). */
export const DbConfig = Settings.database

/** The embedded database's folder under the data directory. */
export const pgliteDir = (dataDir: string): string => join(resolve(dataDir), "pglite")

/** PostgreSQL when `DATABASE_URL` is set, PGlite under `CIS_DATA_DIR` otherwise. */
export const layer = Layer.unwrapEffect(
  Effect.map(DbConfig, (c) =>
    Option.match(c.url, {
      onNone: () => layerPglite(pgliteDir(c.dataDir)),
      onSome: (url) => layerPostgres(url, { max: c.poolMax })
    })
  )
)

/**
 * A `jsonb` value for inserts and updates that encodes the same way on both drivers:
 * postgres.js would serialize a string parameter typed `jsonb` a second time, PGlite would
 * not, so the value travels as `text` and is cast in SQL.
 */
export const jsonb = <T extends Json>(value: T | JsonText): RawBuilder<T> =>
  sql<T>`(${value instanceof JsonText ? value.text : JSON.stringify(value)}::text)::jsonb`

/**
 * JSON already serialized (for instance on a compute thread): {@link jsonb} stores its text as
 * it is, so a large value is not walked again on the thread that serves requests.
 */
export class JsonText {
  constructor(readonly text: string) {}
}
