/**
 * `idempotency_keys`: the first successful response of a request sent with an
 * `Idempotency-Key`, per account, recorded in the same transaction as the request's writes.
 * Frozen: never edit, add a new migration instead.
 */
import { type Kysely, sql } from "kysely"

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table idempotency_keys (
      account_id uuid not null references accounts (id) on delete cascade,
      key text not null,
      request_hash text not null,
      response jsonb,
      created_at timestamptz not null default now(),
      primary key (account_id, key)
    )`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists idempotency_keys`.execute(db)
}
