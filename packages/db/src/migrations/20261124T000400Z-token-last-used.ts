/**
 * When each token was last used to authenticate (`null`: never). Written in batches by the
 * serving processes (`Accounts.flushLastUsed`), never on the request path.
 *
 * Frozen: never edit, add a new migration instead.
 */
import { type Kysely, sql } from "kysely"

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table tokens add column if not exists last_used_at timestamptz`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table tokens drop column if exists last_used_at`.execute(db)
}
