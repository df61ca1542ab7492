/**
 * Social memory (spec 2.14, 4.5-4.7) and idempotency records (decisions.md).
 *
 * - `memory_scopes`: one row (integer ids and sequences: at most 2^31 - 1 messages per scope) per `(account_id, scope_id)`; the same `scope_id` under two
 *   accounts is two scopes. `next_seq` is the number of messages appended so far: an ingest
 *   reserves its sequence numbers with `insert ... on conflict do update set next_seq =
 *   next_seq + n returning`, whose row lock serializes appends to one scope until commit, so
 *   the sequence stays gap-free and ordered under concurrent ingests.
 * - `memory_messages`: `(scope, seq)` in conversation order; speaker, text, the time received
 *   and the timestamp the message carried (as given). `search` is a stored `tsvector`
 *   (`english` configuration) under a GIN index; `(scope, speaker_key, seq)` serves "what this
 *   speaker said", `(scope, seq)` (the primary key) serves recency.
 * - `idempotency_keys`: per account and key, the operation, a hash of the request, and the
 *   recorded response (`null` while pending). Kept at least 24 hours.
 *
 * Frozen: never edit, add a new migration instead.
 */
import { type Kysely, sql } from "kysely"

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table memory_scopes (
      id integer generated always as identity primary key,
      account_id uuid not null references accounts (id) on delete cascade,
      scope_id text not null check (char_length(scope_id) between 1 and 255),
      next_seq integer not null default 0 check (next_seq >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (account_id, scope_id)
    )`.execute(db)

  await sql`
    create table memory_messages (
      scope integer not null references memory_scopes (id) on delete cascade,
      seq integer not null check (seq >= 0),
      speaker text not null check (char_length(speaker) between 1 and 255),
      speaker_key text not null,
      text text not null,
      sent_at text,
      received_at timestamptz not null default now(),
      is_question boolean not null default false,
      search tsvector generated always as (to_tsvector('english'::regconfig, text)) stored,
      primary key (scope, seq)
    )`.execute(db)
  // A small pending list: every search scans it, so a large one (4 MB by default) would cost
  // milliseconds per query after a burst of ingests.
  await sql`create index memory_messages_search_idx on memory_messages using gin (search) with (gin_pending_list_limit = 128)`.execute(
    db
  )
  await sql`create index memory_messages_speaker_idx on memory_messages (scope, speaker_key, seq)`.execute(db)

  await sql`
    create table idempotency_keys (
      account_id uuid not null references accounts (id) on delete cascade,
      key text not null,
      operation text not null,
      request_hash text not null,
      response jsonb,
      created_at timestamptz not null default now(),
      completed_at timestamptz,
      primary key (account_id, key)
    )`.execute(db)
  await sql`create index idempotency_keys_created_idx on idempotency_keys (created_at)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["idempotency_keys", "memory_messages", "memory_scopes"]) {
    await sql`drop table if exists ${sql.table(t)} cascade`.execute(db)
  }
}
