import type { ColumnType, Generated } from "kysely"
import type { Json, JsonbColumn } from "../Json.js"

/**
 * One audit run (spec 2.11, 3.2): the parsed transcript, then, once launched, the sections
 * the background job fills one by one. `status`: `prepared` -> `queued` -> `completed`, or
 * `failed` when the job gave up (its hold released).
 */
export interface AuditRunsTable {
  readonly id: string
  readonly account_id: string
  status: Generated<"prepared" | "queued" | "completed" | "failed">
  /** The detected chat layout (`Format` of `@cis/transcript`). */
  readonly format: string
  /** `[{id, speaker, text}]`, ids `m1`, `m2`, ... in order. */
  readonly messages: JsonbColumn<Json>
  readonly participants: JsonbColumn<Json>
  readonly agent_guess: string | null
  agent_name: string | null
  job_id: string | null
  report: JsonbColumn<Json | null>
  read: JsonbColumn<Json | null>
  verdicts: JsonbColumn<Json | null>
  /** `null` until the rewrites are done (the API shows `[]`). */
  replies: JsonbColumn<Json | null>
  error: string | null
  readonly created_at: ColumnType<Date, never, never>
  launched_at: ColumnType<Date | null, never, Date | null>
  completed_at: ColumnType<Date | null, never, Date | null>
}

export interface PartialDB {
  audit_runs: AuditRunsTable
}
