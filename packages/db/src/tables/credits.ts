import type { ColumnType, Generated } from "kysely"

/** A reservation of credits for one running billable call. Settled exactly once. */
export interface CreditHoldsTable {
  readonly id: string
  readonly account_id: string
  readonly component: string
  readonly action: string
  readonly amount: number
  state: Generated<"held" | "charged" | "released">
  /** Set for holds owned by a durable job: settled by the job, never by the sweeper. */
  readonly job_id: string | null
  expires_at: Date
  readonly created_at: ColumnType<Date, never, never>
  settled_at: Date | null
}

/**
 * The append-only ledger: every change of a balance is one row (a trigger refuses UPDATE and
 * DELETE), so `sum(amount)` per account always equals `accounts.balance`.
 */
export interface CreditEntriesTable {
  readonly id: Generated<string>
  readonly account_id: string
  readonly amount: number
  readonly kind: "provision" | "adjust" | "charge"
  readonly reason: string | null
  readonly component: string | null
  readonly action: string | null
  /** The hold a charge settles; unique, so no hold is ever charged twice. */
  readonly hold_id: string | null
  readonly created_at: ColumnType<Date, Date | undefined, never>
}

export interface PartialDB {
  credit_holds: CreditHoldsTable
  credit_entries: CreditEntriesTable
}
