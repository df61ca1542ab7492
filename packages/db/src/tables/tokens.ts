import type { ColumnType } from "kysely"
import type { JsonbColumn } from "../Json.js"

/**
 * API keys (`kind = 'api_key'`) and session tokens (`kind = 'session'`). Only the SHA-256 of
 * the token is stored. `scopes` is a JSON array of component names or null (unscoped).
 */
export interface TokensTable {
  readonly id: string
  readonly account_id: string
  readonly kind: "api_key" | "session"
  readonly token_hash: string
  readonly scopes: JsonbColumn<ReadonlyArray<string> | null>
  readonly expires_at: Date | null
  revoked_at: Date | null
  readonly created_at: ColumnType<Date, never, never>
  /** The name given when created from the dashboard; null otherwise. */
  readonly name: ColumnType<string | null, string | null | undefined, string | null>
  /** The first characters of the token, for lists (dashboard keys); null otherwise. */
  readonly prefix: ColumnType<string | null, string | null | undefined, string | null>
  /** When the token last authenticated a request (to the minute or so: written in batches). */
  readonly last_used_at: ColumnType<Date | null, never, Date | null>
}

export interface PartialDB {
  tokens: TokensTable
}
