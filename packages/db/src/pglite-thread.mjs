// The embedded database's own thread (see PgliteThread.ts): PGlite runs its WebAssembly
// Postgres here, so parsing SQL, executing it, storing and reading large `jsonb` values and
// converting rows never take time from the thread that serves requests. Plain JavaScript, so
// that the thread starts without a TypeScript loader under tsx, vitest and built code alike.
//
// Messages in:  { op: "query", id, sql, params } | { op: "listen", id, channel }
//               | { op: "unlisten", id, listener } | { op: "close", id }
// Messages out: { op: "ready" } | { op: "failed", error } | { op: "done", id, rows, affectedRows }
//               | { op: "error", id, error } | { op: "notify", listener, payload }
import { parentPort, workerData } from "node:worker_threads"
import { PGlite } from "@electric-sql/pglite"

/** What crosses back for a PGlite error: its message and the fields Postgres gives. */
const describe = (e) => {
  const out = { message: e instanceof Error ? e.message : String(e) }
  if (e !== null && typeof e === "object")
    for (const k of [
      "code",
      "detail",
      "hint",
      "severity",
      "position",
      "schema",
      "table",
      "column",
      "constraint"
    ])
      if (typeof e[k] === "string") out[k] = e[k]
  return out
}

const port = parentPort
const listeners = new Map()

try {
  const pg = workerData.dataDir === undefined ? new PGlite() : new PGlite(workerData.dataDir)
  await pg.waitReady
  port.on("message", async (m) => {
    try {
      switch (m.op) {
        case "query": {
          const r = await pg.query(m.sql, m.params)
          port.postMessage({ op: "done", id: m.id, rows: r.rows, affectedRows: r.affectedRows ?? 0 })
          break
        }
        case "listen": {
          const unlisten = await pg.listen(m.channel, (payload) =>
            port.postMessage({ op: "notify", listener: m.id, payload })
          )
          listeners.set(m.id, unlisten)
          port.postMessage({ op: "done", id: m.id, rows: [], affectedRows: 0 })
          break
        }
        case "unlisten": {
          const unlisten = listeners.get(m.listener)
          listeners.delete(m.listener)
          if (unlisten !== undefined) await unlisten()
          port.postMessage({ op: "done", id: m.id, rows: [], affectedRows: 0 })
          break
        }
        case "close": {
          await pg.close()
          port.postMessage({ op: "done", id: m.id, rows: [], affectedRows: 0 })
          port.close()
          break
        }
      }
    } catch (e) {
      port.postMessage({ op: "error", id: m.id, error: describe(e) })
    }
  })
  port.postMessage({ op: "ready" })
} catch (e) {
  port.postMessage({ op: "failed", error: describe(e) })
}
