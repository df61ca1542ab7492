import type { ColumnType, Generated } from "kysely"
import type { Json, JsonbColumn } from "../Json.js"

/** A memory scope: `(account_id, scope_id)`; `next_seq` = messages appended so far. */
export interface MemoryScopesTable {
  readonly id: Generated<number>
  readonly account_id: string
  readonly scope_id: string
  next_seq: Generated<number>
  readonly created_at: ColumnType<Date, never, never>
  updated_at: Generated<Date>
}

/** One stored message of a scope, at its gap-free position `seq` (0-based). */
export interface MemoryMessagesTable {
  readonly scope: number
  readonly seq: number
  readonly speaker: string
  /** The speaker folded for comparison (trimmed, lower case). */
  readonly speaker_key: string
  readonly text: string
  /** The timestamp the message carried, as given; null when it carried none. */
  readonly sent_at: string | null
  readonly received_at: Generated<Date>
  readonly is_question: Generated<boolean>
  /** `to_tsvector('english', text)`, stored and GIN-indexed; never written. */
  readonly search: ColumnType<string, never, never>
}

/** An idempotency record: `response` is null while the call it guards is pending. */
export interface IdempotencyKeysTable {
  readonly account_id: string
  readonly key: string
  readonly operation: string
  readonly request_hash: string
  response: JsonbColumn<Json | null>
  readonly created_at: Generated<Date>
  completed_at: Date | null
}

export interface PartialDB {
  memory_scopes: MemoryScopesTable
  memory_messages: MemoryMessagesTable
  idempotency_keys: IdempotencyKeysTable
}
