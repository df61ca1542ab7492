import type { ColumnType, Generated, JSONColumnType } from "kysely"

/** A durable background job, claimed with `FOR UPDATE SKIP LOCKED` under a lease. */
export interface JobsTable {
  readonly id: string
  readonly queue: string
  readonly account_id: string | null
  readonly payload: JSONColumnType<object, string, string>
  state: Generated<"queued" | "running" | "succeeded" | "failed">
  attempts: Generated<number>
  readonly max_attempts: number
  run_at: Generated<Date>
  lease_until: Date | null
  worker_id: string | null
  /** Stable failure category when `failed` (for example `provider_error`, `worker_lost`). */
  error: string | null
  /** Last failure message, for operators; never shown to API clients. */
  last_error: string | null
  progress: JSONColumnType<object | null, string | null, string | null>
  result: JSONColumnType<object | null, string | null, string | null>
  readonly created_at: ColumnType<Date, never, never>
  updated_at: Generated<Date>
  finished_at: Date | null
}

export interface PartialDB {
  jobs: JobsTable
}
