import type { ColumnType } from "kysely"
import type { Json, JsonbColumn } from "../Json.js"

/**
 * A stored reception report (spec 2.8, 2.9): the exact analyze response body, owned by the
 * account that asked for it; read back by id (`GET .../Report/by-id/{id}`).
 */
export interface ReportsTable {
  readonly id: string
  readonly account_id: string
  /** The `agent_name` as sent. */
  readonly agent_name: string
  /** Equals `report.health_score`. */
  readonly health_score: number
  /** The analyze response body (the report with its `id`). */
  readonly report: JsonbColumn<Json>
  readonly created_at: ColumnType<Date, never, never>
}

export interface PartialDB {
  reports: ReportsTable
}
