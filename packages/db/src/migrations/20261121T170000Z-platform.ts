/**
 * Platform tables: accounts, tokens, the credits ledger (holds and append-only entries),
 * durable jobs and `/v1/ask` exchanges. Frozen: never edit, add a new migration instead.
 */
import { type Kysely, sql } from "kysely"

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table accounts (
      id uuid primary key,
      name text not null,
      balance integer not null default 0,
      held integer not null default 0,
      provisioned boolean not null default false,
      created_at timestamptz not null default now(),
      constraint accounts_credits_check check (balance >= 0 and held >= 0 and held <= balance)
    )`.execute(db)

  await sql`
    create table tokens (
      id uuid primary key,
      account_id uuid not null references accounts (id) on delete cascade,
      kind text not null check (kind in ('api_key', 'session')),
      token_hash text not null unique,
      scopes jsonb,
      expires_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db)
  await sql`create index tokens_account_idx on tokens (account_id)`.execute(db)

  await sql`
    create table credit_holds (
      id uuid primary key,
      account_id uuid not null references accounts (id) on delete cascade,
      component text not null,
      action text not null,
      amount integer not null check (amount >= 0),
      state text not null default 'held' check (state in ('held', 'charged', 'released')),
      job_id uuid,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      settled_at timestamptz
    )`.execute(db)
  await sql`create index credit_holds_open_idx on credit_holds (expires_at) where state = 'held'`.execute(db)

  await sql`
    create table credit_entries (
      id bigserial primary key,
      account_id uuid not null references accounts (id) on delete cascade,
      amount integer not null,
      kind text not null check (kind in ('provision', 'adjust', 'charge')),
      reason text,
      component text,
      action text,
      hold_id uuid unique references credit_holds (id),
      created_at timestamptz not null default now(),
      check ((kind = 'charge') = (hold_id is not null))
    )`.execute(db)
  await sql`create index credit_entries_usage_idx on credit_entries (account_id, created_at) where kind = 'charge'`.execute(
    db
  )
  await sql`
    create function credit_entries_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'credit_entries is append-only';
    end
    $$`.execute(db)
  await sql`
    create trigger credit_entries_append_only before update or delete on credit_entries
    for each row execute function credit_entries_append_only()`.execute(db)

  await sql`
    create table jobs (
      id uuid primary key,
      queue text not null,
      account_id uuid references accounts (id) on delete cascade,
      payload jsonb not null,
      state text not null default 'queued' check (state in ('queued', 'running', 'succeeded', 'failed')),
      attempts integer not null default 0,
      max_attempts integer not null check (max_attempts >= 1),
      run_at timestamptz not null default now(),
      lease_until timestamptz,
      worker_id text,
      error text,
      last_error text,
      progress jsonb,
      result jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      finished_at timestamptz
    )`.execute(db)
  await sql`create index jobs_ready_idx on jobs (queue, run_at) where state = 'queued'`.execute(db)
  await sql`create index jobs_lease_idx on jobs (lease_until) where state = 'running'`.execute(db)

  await sql`
    create table ask_exchanges (
      id uuid primary key,
      account_id uuid not null references accounts (id) on delete cascade,
      prompt text not null,
      response text not null,
      provider text not null,
      model text,
      created_at timestamptz not null default now()
    )`.execute(db)
  await sql`create index ask_exchanges_account_idx on ask_exchanges (account_id, created_at)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["ask_exchanges", "jobs", "credit_entries", "credit_holds", "tokens", "accounts"]) {
    await sql`drop table if exists ${sql.table(t)} cascade`.execute(db)
  }
  await sql`drop function if exists credit_entries_append_only()`.execute(db)
}
