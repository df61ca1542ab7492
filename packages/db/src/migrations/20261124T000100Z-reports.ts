/**
 * `reports`: the reception reports of `analyze` (spec 2.8, 2.9, 4.8, 4.9), one row per
 * analyze call that succeeded, owned by its account (another account's id reads as absent).
 * `report` is the exact analyze response body; `health_score` repeats its `health_score`.
 * Frozen: never edit, add a new migration instead.
 */
import { type Kysely, sql } from "kysely"

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table reports (
      id uuid primary key,
      account_id uuid not null references accounts (id) on delete cascade,
      agent_name text not null check (char_length(agent_name) between 1 and 255),
      health_score double precision not null check (health_score between 0 and 1),
      report jsonb not null,
      created_at timestamptz not null default now()
    )`.execute(db)
  await sql`create index reports_account_idx on reports (account_id, created_at)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists reports cascade`.execute(db)
}
