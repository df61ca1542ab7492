/**
 * `Idempotency-Key` on the admin call that creates an account: its key belongs to the
 * operator, who is no account, so `idempotency_keys.account_id` no longer references
 * `accounts`. Operator keys are stored under the nil UUID (`Idempotency.operator`); account
 * keys are as before. Nothing deletes accounts, so the cascade it drops never ran.
 *
 * Frozen: never edit, add a new migration instead.
 */
import { type Kysely, sql } from "kysely"

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table idempotency_keys drop constraint if exists idempotency_keys_account_id_fkey`.execute(
    db
  )
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from idempotency_keys where account_id not in (select id from accounts)`.execute(db)
  await sql`
    alter table idempotency_keys add constraint idempotency_keys_account_id_fkey
      foreign key (account_id) references accounts (id) on delete cascade`.execute(db)
}
