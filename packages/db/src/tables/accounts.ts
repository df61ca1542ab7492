import type { ColumnType, Generated } from "kysely"

/** One customer account. `balance` and `held` are credits; `0 <= held <= balance` (CHECK). */
export interface AccountsTable {
  readonly id: string
  name: string
  balance: Generated<number>
  held: Generated<number>
  provisioned: Generated<boolean>
  readonly created_at: ColumnType<Date, never, never>
}

export interface PartialDB {
  accounts: AccountsTable
}
