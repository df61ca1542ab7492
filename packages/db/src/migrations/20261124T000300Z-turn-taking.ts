/**
 * Turn-taking (spec 2.12, 2.13, 3.3, 4.15-4.18, 6): threads, their messages and typing
 * events, the outbox of scheduled messages, the per-thread event log the WebSocket replays,
 * and the short-lived socket grants.
 *
 * - `tt_threads`: one row per `(account_id, id)` (threads are per account: the same UUID under
 *   two accounts is two threads, decisions.md); `turn_epoch` rises by one per accepted batch;
 *   `next_seq` is the number of events logged so far (the row lock serializes their
 *   numbering); `signal_at` is the next time a typing-without-sending signal may fire.
 * - `tt_messages`: the thread's messages in order (inbound ones and the agent's delivered ones).
 * - `tt_activity`: `record_event` events (typing, edits).
 * - `tt_scheduled`: the outbox. `status` is `scheduled`, then `delivered` or `cancelled`
 *   (decisions.md); `next_at` is when the scheduler next has something to do for the row (its
 *   typing indicator, then its delivery), null once settled.
 * - `tt_events`: every event sent on the thread's socket, `(thread, seq)` gap-free from 1,
 *   kept for replay after a reconnect.
 * - `tt_grants`: SHA-256 of each socket grant, its thread, the sequence it starts after and
 *   its expiry.
 *
 * Frozen: never edit, add a new migration instead.
 */
import { type Kysely, sql } from "kysely"

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table tt_threads (
      key integer generated always as identity primary key,
      account_id uuid not null references accounts (id) on delete cascade,
      id uuid not null,
      integrations jsonb not null default '{}'::jsonb,
      turn_epoch integer not null default 0 check (turn_epoch >= 0),
      replies integer not null default 0 check (replies >= 0),
      next_seq integer not null default 0 check (next_seq >= 0),
      signal_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (account_id, id)
    )`.execute(db)
  await sql`create index tt_threads_signal_idx on tt_threads (signal_at) where signal_at is not null`.execute(
    db
  )

  await sql`
    create table tt_messages (
      id bigint generated always as identity primary key,
      thread integer not null references tt_threads (key) on delete cascade,
      sender text not null,
      content text not null,
      at timestamptz not null,
      from_agent boolean not null default false
    )`.execute(db)
  await sql`create index tt_messages_thread_idx on tt_messages (thread, id)`.execute(db)

  await sql`
    create table tt_activity (
      id bigint generated always as identity primary key,
      thread integer not null references tt_threads (key) on delete cascade,
      type text not null check (type in ('typing_start', 'typing_stop', 'message_edited')),
      sender text not null,
      at timestamptz not null
    )`.execute(db)
  await sql`create index tt_activity_thread_idx on tt_activity (thread, id)`.execute(db)

  await sql`
    create table tt_scheduled (
      id uuid primary key,
      thread integer not null references tt_threads (key) on delete cascade,
      epoch integer not null,
      reply integer not null,
      position integer not null check (position between 0 and 4),
      final boolean not null,
      content text not null,
      typing_at timestamptz not null,
      deliver_at timestamptz not null,
      status text not null default 'scheduled' check (status in ('scheduled', 'delivered', 'cancelled')),
      typing_sent boolean not null default false,
      next_at timestamptz,
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      unique (thread, reply, position)
    )`.execute(db)
  await sql`create index tt_scheduled_due_idx on tt_scheduled (next_at) where status = 'scheduled'`.execute(
    db
  )
  await sql`create index tt_scheduled_thread_idx on tt_scheduled (thread) where status = 'scheduled'`.execute(
    db
  )

  await sql`
    create table tt_events (
      thread integer not null references tt_threads (key) on delete cascade,
      seq integer not null check (seq >= 1),
      type text not null,
      data jsonb not null,
      created_at timestamptz not null default now(),
      primary key (thread, seq)
    )`.execute(db)

  await sql`
    create table tt_grants (
      token_hash text primary key,
      thread integer not null references tt_threads (key) on delete cascade,
      from_seq integer not null,
      expires_at timestamptz not null
    )`.execute(db)
  await sql`create index tt_grants_expires_idx on tt_grants (expires_at)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["tt_grants", "tt_events", "tt_scheduled", "tt_activity", "tt_messages", "tt_threads"]) {
    await sql`drop table if exists ${sql.table(t)} cascade`.execute(db)
  }
}
