import type { ColumnType, Generated } from "kysely"
import type { Json, JsonbColumn } from "../Json.js"

/** A durable background job, claimed with `FOR UPDATE SKIP LOCKED` under a lease. */
export interface JobsTable {
  readonly id: string
  readonly queue: string
  readonly account_id: string | null
  /** The job kind's payload, encoded by its schema. */
  readonly payload: JsonbColumn<Json>
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
  /** The job kind's progress, encoded by its schema; null unless running. */
  progress: JsonbColumn<Json | null>
  /** The job kind's result, encoded by its schema; null unless succeeded. */
  result: JsonbColumn<Json | null>
  readonly created_at: ColumnType<Date, never, never>
  updated_at: Generated<Date>
  finished_at: Date | null
  /** First claim; a job started once reads as running until it ends. */
  started_at: Date | null
}

export interface PartialDB {
  jobs: JobsTable
}
