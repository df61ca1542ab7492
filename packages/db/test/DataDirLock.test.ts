import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { hostname, tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Effect, Exit, Layer, Scope } from "effect"
import { acquire, DataDirInUse, lockFileOf } from "../src/DataDirLock.js"
import { Db, layerPglite } from "../src/index.js"

const freshDir = () => join(mkdtempSync(join(tmpdir(), "cis-lock-")), "pglite")

/** The pid of a process that has already exited. */
const deadPid = (): number => {
  const r = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
    encoding: "utf8"
  })
  return Number(r.stdout)
}

describe("DataDirLock", () => {
  it.effect("a second holder in the same process is refused, naming the holder's pid", () =>
    Effect.gen(function* () {
      const dir = freshDir()
      const scope = yield* Scope.make()
      yield* acquire(dir).pipe(Scope.extend(scope))
      const again = yield* Effect.scoped(acquire(dir)).pipe(Effect.flip)
      assert.instanceOf(again, DataDirInUse)
      assert.strictEqual(again.pid, process.pid)
      assert.include(again.message, `process ${process.pid}`)
      assert.include(again.message, "CIS_DATA_DIR")
      assert.notInclude(again.stack ?? "", "    at ")
      yield* Scope.close(scope, Exit.void)
      assert.isFalse(existsSync(lockFileOf(dir)), "released on close")
      // Free again once released.
      yield* Effect.scoped(acquire(dir))
    })
  )

  it.effect("a lock left by a process that died is taken over", () =>
    Effect.gen(function* () {
      const dir = freshDir()
      const pid = deadPid()
      writeFileSync(lockFileOf(dir), JSON.stringify({ pid, host: hostname() }))
      yield* Effect.scoped(
        Effect.gen(function* () {
          yield* acquire(dir)
          const held = JSON.parse(readFileSync(lockFileOf(dir), "utf8")) as { pid: number }
          assert.strictEqual(held.pid, process.pid)
        })
      )
    })
  )

  it.effect("an unreadable lock file counts as stale after a short wait", () =>
    Effect.gen(function* () {
      const dir = freshDir()
      writeFileSync(lockFileOf(dir), "{half-writ")
      yield* Effect.scoped(acquire(dir))
    })
  )

  it.effect("a lock that is not ours is never removed by our release", () =>
    Effect.gen(function* () {
      const dir = freshDir()
      writeFileSync(lockFileOf(dir), JSON.stringify({ pid: process.ppid, host: hostname() }))
      const refused = yield* Effect.scoped(acquire(dir)).pipe(Effect.flip)
      assert.strictEqual(refused.pid, process.ppid)
      assert.isTrue(existsSync(lockFileOf(dir)))
    })
  )

  it.effect("two embedded databases on one folder: the second refuses to open", () =>
    Effect.gen(function* () {
      const dir = freshDir()
      const first = layerPglite(dir)
      const result = yield* Effect.gen(function* () {
        const db = yield* Db
        yield* db.ping
        return yield* Layer.build(layerPglite(dir)).pipe(Effect.scoped, Effect.flip)
      }).pipe(Effect.provide(first))
      assert.strictEqual(result._tag, "DataDirInUse")
      // After the first closed, the folder opens again with its data.
      yield* Effect.gen(function* () {
        const db = yield* Db
        yield* db.ping
      }).pipe(Effect.provide(layerPglite(dir)))
    })
  )
})
