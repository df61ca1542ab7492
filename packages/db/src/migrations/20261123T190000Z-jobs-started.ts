/**
 * `jobs.started_at`: set when a job is first claimed, so that a job handed back to the queue
 * (a retry, a shutdown) still reads as running: a job's public status never goes back.
 * Frozen: never edit, add a new migration instead.
 */
import { type Kysely, sql } from "kysely"

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table jobs add column started_at timestamptz`.execute(db)
  await sql`update jobs set started_at = updated_at where state <> 'queued' or attempts > 0`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table jobs drop column started_at`.execute(db)
}
