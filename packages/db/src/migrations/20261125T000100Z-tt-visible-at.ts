/**
 * When a logged turn-taking event may be sent (`null`: at once). The scheduler logs a message
 * a short lead before its `deliver_at` (`CIS_TURN_TAKING_LEAD_MS`) so that the database work is
 * done before the moment; sockets hold such an event until `visible_at`.
 *
 * Frozen: never edit, add a new migration instead.
 */
import { type Kysely, sql } from "kysely"

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table tt_events add column if not exists visible_at timestamptz`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table tt_events drop column if exists visible_at`.execute(db)
}
