/**
 * Audit runs (spec 2.11, 3.2): `audit_runs`, one row per prepared transcript, owner-scoped;
 * the launch sets `agent_name` and the job once (a conditional update on `status =
 * 'prepared'`, so concurrent launches queue and bill one audit).
 *
 * Frozen: never edit, add a new migration instead.
 */
import { type Kysely, sql } from "kysely"

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table audit_runs (
      id uuid primary key,
      account_id uuid not null references accounts (id) on delete cascade,
      status text not null default 'prepared'
        check (status in ('prepared', 'queued', 'completed', 'failed')),
      format text not null,
      messages jsonb not null,
      participants jsonb not null,
      agent_guess text,
      agent_name text check (agent_name is null or char_length(agent_name) between 1 and 255),
      job_id uuid,
      report jsonb,
      read jsonb,
      verdicts jsonb,
      replies jsonb,
      error text,
      created_at timestamptz not null default now(),
      launched_at timestamptz,
      completed_at timestamptz,
      check ((status = 'prepared') = (agent_name is null))
    )`.execute(db)
  await sql`create index audit_runs_account_idx on audit_runs (account_id, created_at)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists audit_runs`.execute(db)
}
