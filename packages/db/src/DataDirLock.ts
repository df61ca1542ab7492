/**
 * One process per embedded data directory. PGlite has no server in front of its files: two
 * processes opening the same folder each keep their own copy in memory and overwrite each
 * other's writes, so acknowledged data is lost. Like PostgreSQL's `postmaster.pid`, the
 * holder writes a lock file with its pid next to the database folder; a second process
 * refuses to start while that pid is alive, and takes over a lock left by a process that
 * died (kill -9, power loss).
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs"
import { hostname } from "node:os"
import { Data, Effect } from "effect"

/** The embedded database folder is held by another live process. */
export class DataDirInUse extends Data.TaggedError("DataDirInUse")<{
  readonly dir: string
  readonly lockFile: string
  readonly pid: number
}> {
  constructor(args: { readonly dir: string; readonly lockFile: string; readonly pid: number }) {
    super(args)
    // A start-up refusal for people, not a defect: no stack frames in the message printed.
    Object.defineProperty(this, "stack", { value: `DataDirInUse: ${this.message}`, configurable: true })
  }
  override get message(): string {
    return (
      `the embedded database in ${this.dir} is in use by process ${this.pid}; ` +
      "stop that process, or point CIS_DATA_DIR at another folder " +
      `(if no such process exists, delete ${this.lockFile})`
    )
  }
}

/** The lock file of an embedded database folder. */
export const lockFileOf = (dir: string): string => `${dir}.lock`

interface Holder {
  readonly pid: number
  readonly host: string
}

const readHolder = (file: string): Holder | undefined => {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { pid?: unknown; host?: unknown }
    return typeof parsed.pid === "number" && Number.isInteger(parsed.pid) && parsed.pid > 0
      ? { pid: parsed.pid, host: typeof parsed.host === "string" ? parsed.host : "" }
      : undefined
  } catch {
    return undefined
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === "EPERM"
  }
}

/** Creates the lock file exclusively; false when it already exists. */
const tryCreate = (file: string, pid: number): boolean => {
  let fd: number
  try {
    fd = openSync(file, "wx", 0o600)
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return false
    throw e
  }
  try {
    writeSync(fd, JSON.stringify({ pid, host: hostname(), started_at: new Date().toISOString() }))
  } finally {
    closeSync(fd)
  }
  return true
}

/**
 * Takes the lock of `dir` for this process until the scope closes. Fails with
 * {@link DataDirInUse} when a live process holds it; a lock whose process is gone is taken
 * over. A second acquisition inside the same process is refused too (two PGlite instances on
 * one folder lose data just the same).
 */
export const acquire = (dir: string) =>
  Effect.acquireRelease(
    Effect.suspend(() => {
      try {
        const file = lockFileOf(dir)
        const me = process.pid
        for (let attempt = 0; attempt < 5; attempt++) {
          if (tryCreate(file, me)) return Effect.succeed(file)
          const holder = readHolder(file)
          if (holder !== undefined && (holder.host !== hostname() || isAlive(holder.pid))) {
            throw new DataDirInUse({ dir, lockFile: file, pid: holder.pid })
          }
          // Stale (its process died) or unreadable (a holder still writing it, or a crash
          // mid-write): an unreadable file gets a moment before it counts as stale.
          if (holder === undefined && attempt < 2) {
            Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50)
            continue
          }
          try {
            unlinkSync(file)
          } catch (e) {
            if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e
          }
        }
        return Effect.fail(new DataDirInUse({ dir, lockFile: file, pid: readHolder(file)?.pid ?? 0 }))
      } catch (e) {
        return e instanceof DataDirInUse ? Effect.fail(e) : Effect.die(e)
      }
    }),
    (file) =>
      Effect.sync(() => {
        // Only remove a lock that is still ours.
        if (readHolder(file)?.pid === process.pid) {
          try {
            unlinkSync(file)
          } catch {
            // already gone
          }
        }
      })
  )
