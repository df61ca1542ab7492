/**
 * @cis/db: the Kysely `Database` interface, ordered migrations and the Effect layer that
 * picks PostgreSQL (`DATABASE_URL`) or embedded PGlite (`CIS_DATA_DIR`).
 */

export { DataDirInUse, lockFileOf } from "./DataDirLock.js"
export * from "./Db.js"
export { migrations } from "./migrations/index.js"
export type * from "./Schema.js"
export * as Settings from "./Settings.js"
