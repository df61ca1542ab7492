import type { ColumnType } from "kysely"

/** One `/v1/ask` exchange: every call is recorded under its UUID. */
export interface AskExchangesTable {
  readonly id: string
  readonly account_id: string
  readonly prompt: string
  readonly response: string
  readonly provider: string
  readonly model: string | null
  readonly created_at: ColumnType<Date, never, never>
}

export interface PartialDB {
  ask_exchanges: AskExchangesTable
}
