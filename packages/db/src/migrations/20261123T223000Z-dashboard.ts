/**
 * The dashboard: one-time sign-in links (only the SHA-256 of the link's code is stored; a
 * code is used at most once, before it expires) and, on `tokens`, the name and display
 * prefix an API key created from the dashboard is listed with.
 * Frozen: never edit, add a new migration instead.
 */
import { type Kysely, sql } from "kysely"

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table login_links (
      id uuid primary key,
      account_id uuid not null references accounts (id) on delete cascade,
      code_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db)
  await sql`create index login_links_account_idx on login_links (account_id)`.execute(db)
  await sql`alter table tokens add column name text`.execute(db)
  await sql`alter table tokens add column prefix text`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table tokens drop column prefix`.execute(db)
  await sql`alter table tokens drop column name`.execute(db)
  await sql`drop table login_links`.execute(db)
}
