/**
 * Embedded PGlite on a thread of its own, and the Kysely dialect that talks to it.
 *
 * PGlite is Postgres compiled to WebAssembly: run in the serving process's main thread, every
 * query's parsing, planning, execution and row conversion runs on the event loop that answers
 * HTTP, so a request that stores or reads a large `jsonb` value (a 10,000-persona validate
 * payload, about 1.4 MiB) stalls every other request for as long. Here the database runs in a
 * `worker_threads` thread (`pglite-thread.mjs`); the main thread only posts the SQL and its
 * parameters and receives rows by structured clone.
 *
 * PGlite has one session, so the dialect has one connection that one caller holds at a time
 * (a transaction holds it from `begin` to `commit`), as `kysely-pglite-dialect` does in process.
 */
import { Worker } from "node:worker_threads"
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  CompiledQuery as Raw,
  type TransactionSettings
} from "kysely"

/** An error raised by the embedded database, with the fields Postgres gives (`code`, ...). */
export class PgliteError extends Error {
  readonly code?: string
  readonly detail?: string
  constructor(fields: { readonly message: string; readonly code?: string; readonly detail?: string }) {
    super(fields.message)
    this.name = "PgliteError"
    if (fields.code !== undefined) this.code = fields.code
    if (fields.detail !== undefined) this.detail = fields.detail
  }
}

type Incoming =
  | { readonly op: "ready" }
  | { readonly op: "failed"; readonly error: { readonly message: string } }
  | {
      readonly op: "done"
      readonly id: number
      readonly rows: Array<Record<string, unknown>>
      readonly affectedRows: number
    }
  | {
      readonly op: "error"
      readonly id: number
      readonly error: { readonly message: string; readonly code?: string }
    }
  | { readonly op: "notify"; readonly listener: number; readonly payload: string }

interface Pending {
  readonly resolve: (r: { rows: Array<Record<string, unknown>>; affectedRows: number }) => void
  readonly reject: (e: Error) => void
}

const threadUrl = new URL("./pglite-thread.mjs", import.meta.url)

/** The thread that holds one PGlite database: in memory, or on disk under `dataDir`. */
export class PgliteThread {
  private readonly worker: Worker
  private readonly pending = new Map<number, Pending>()
  private readonly listeners = new Map<number, (payload: string) => void>()
  private next = 1
  private stopped: Error | undefined
  /** Settles when the database has started (or failed to). */
  readonly ready: Promise<void>

  constructor(dataDir?: string) {
    this.worker = new Worker(threadUrl, { workerData: { dataDir } })
    this.ready = new Promise<void>((resolve, reject) => {
      this.worker.on("message", (m: Incoming) => {
        switch (m.op) {
          case "ready":
            return resolve()
          case "failed":
            this.stop(new PgliteError(m.error))
            return reject(this.stopped)
          case "done":
            return this.settle(m.id)?.resolve(m)
          case "error":
            return this.settle(m.id)?.reject(new PgliteError(m.error))
          case "notify":
            return this.listeners.get(m.listener)?.(m.payload)
        }
      })
      const died = (e: Error) => {
        this.stop(new PgliteError({ message: `the embedded database's thread stopped: ${e.message}` }))
        reject(this.stopped)
      }
      this.worker.on("error", died)
      this.worker.on("exit", (code) => died(new Error(`exit code ${code}`)))
    })
    // A start failure is reported by the first query; nobody may be waiting on `ready` yet.
    this.ready.catch(() => {})
  }

  private settle(id: number): Pending | undefined {
    const p = this.pending.get(id)
    this.pending.delete(id)
    return p
  }

  private stop(error: Error) {
    if (this.stopped !== undefined) return
    this.stopped = error
    for (const p of this.pending.values()) p.reject(error)
    this.pending.clear()
  }

  private send(message: Record<string, unknown>) {
    return this.ready.then(
      () =>
        new Promise<{ rows: Array<Record<string, unknown>>; affectedRows: number }>((resolve, reject) => {
          if (this.stopped !== undefined) return reject(this.stopped)
          const id = this.next++
          this.pending.set(id, { resolve, reject })
          this.worker.postMessage({ ...message, id })
        })
    )
  }

  /** One statement with its parameters (extended protocol). */
  query(sql: string, params: ReadonlyArray<unknown>) {
    return this.send({ op: "query", sql, params })
  }

  /** `LISTEN channel`; resolves to the `UNLISTEN`. */
  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const id = this.next
    this.listeners.set(id, onNotify)
    await this.send({ op: "listen", channel })
    return async () => {
      this.listeners.delete(id)
      if (this.stopped === undefined) await this.send({ op: "unlisten", listener: id })
    }
  }

  /** Closes the database (flushing it to disk) and ends the thread. */
  async close(): Promise<void> {
    if (this.stopped === undefined) {
      await this.send({ op: "close" }).catch(() => {})
      this.stop(new PgliteError({ message: "the embedded database is closed" }))
    }
    await this.worker.terminate()
  }

  /** Ends the thread without closing the database (after a close that did not finish in time). */
  async terminate(): Promise<void> {
    this.stop(new PgliteError({ message: "the embedded database is closed" }))
    await this.worker.terminate()
  }
}

class Connection implements DatabaseConnection {
  constructor(private readonly thread: PgliteThread) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const r = await this.thread.query(compiled.sql, compiled.parameters)
    return {
      rows: r.rows as Array<R>,
      ...(r.affectedRows > 0 ? { numAffectedRows: BigInt(r.affectedRows) } : {})
    }
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered; Kysely requires the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("streaming queries are not supported on the embedded database")
  }
}

/**
 * The one connection's owner: FIFO, except that urgent acquirers (the turn-taking scheduler and
 * socket reads, see `Db.urgent`) go ahead of every ordinary waiter, so that a burst of requests
 * does not delay a delivery by its whole queue.
 */
export class ConnectionLock {
  private held = false
  private readonly urgent: Array<() => void> = []
  private readonly ordinary: Array<() => void> = []

  async acquire(urgent: boolean): Promise<void> {
    if (!this.held) {
      this.held = true
      return
    }
    await new Promise<void>((resolve) => (urgent ? this.urgent : this.ordinary).push(resolve))
  }

  release(): void {
    const next = this.urgent.shift() ?? this.ordinary.shift()
    if (next === undefined) this.held = false
    else next()
  }
}

class ThreadDriver implements Driver {
  private readonly connection: Connection

  constructor(
    private readonly thread: PgliteThread,
    private readonly lock: ConnectionLock,
    private readonly urgent: boolean
  ) {
    this.connection = new Connection(thread)
  }

  async init(): Promise<void> {
    await this.thread.ready
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.lock.acquire(this.urgent)
    return this.connection
  }

  async releaseConnection(): Promise<void> {
    this.lock.release()
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const begin =
      settings.isolationLevel === undefined
        ? "begin"
        : `start transaction isolation level ${settings.isolationLevel}`
    await connection.executeQuery(Raw.raw(begin))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(Raw.raw("commit"))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(Raw.raw("rollback"))
  }

  async destroy(): Promise<void> {
    // The urgent dialect shares the thread with the ordinary one, which closes it.
    if (!this.urgent) await this.thread.close()
  }
}

/**
 * Kysely's dialect for a {@link PgliteThread}: Postgres SQL, one connection held at a time.
 * Two dialects may share one thread and one {@link ConnectionLock}: the ordinary one (which
 * closes the thread) and an `urgent` one whose acquirers go first.
 */
export class PgliteThreadDialect implements Dialect {
  constructor(
    private readonly thread: PgliteThread,
    private readonly lock: ConnectionLock = new ConnectionLock(),
    private readonly urgent = false
  ) {}
  createAdapter(): DialectAdapter {
    return new PostgresAdapter()
  }
  createDriver(): Driver {
    return new ThreadDriver(this.thread, this.lock, this.urgent)
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler()
  }
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db)
  }
}
