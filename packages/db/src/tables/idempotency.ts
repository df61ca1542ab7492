import type { ColumnType } from "kysely"
import type { Json, JsonbColumn } from "../Json.js"

/** The recorded response of a request sent with an `Idempotency-Key`, per account. */
export interface IdempotencyKeysTable {
  readonly account_id: string
  readonly key: string
  /** SHA-256 of the endpoint and the canonical JSON of the body. */
  readonly request_hash: string
  /** The encoded response; null while the first request is in flight (its transaction). */
  response: JsonbColumn<Json | null>
  readonly created_at: ColumnType<Date, never, never>
}

export interface PartialDB {
  idempotency_keys: IdempotencyKeysTable
}
