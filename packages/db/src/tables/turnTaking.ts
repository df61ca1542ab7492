import type { ColumnType, Generated } from "kysely"
import type { Json, JsonbColumn } from "../Json.js"

/** The stored `integrations` of a thread (spec 4.15). */
export type Integrations = {
  readonly social_signals?: { readonly channel_id?: string | undefined } | undefined
} & { readonly [k: string]: Json | undefined }

/** A turn-taking thread of one account (spec 2.12). */
export interface TtThreadsTable {
  readonly key: Generated<number>
  readonly account_id: string
  readonly id: string
  integrations: JsonbColumn<Integrations>
  turn_epoch: Generated<number>
  replies: Generated<number>
  /** Events logged so far; the last event's `seq`. */
  next_seq: Generated<number>
  /** Next time a typing-without-sending signal may fire; null when none is pending. */
  signal_at: Date | null
  readonly created_at: Generated<Date>
  updated_at: Generated<Date>
}

/** A message of a thread: inbound, or the agent's once delivered. */
export interface TtMessagesTable {
  readonly id: Generated<string>
  readonly thread: number
  readonly sender: string
  readonly content: string
  readonly at: Date
  readonly from_agent: Generated<boolean>
}

/** A `record_event` event. */
export interface TtActivityTable {
  readonly id: Generated<string>
  readonly thread: number
  readonly type: "typing_start" | "typing_stop" | "message_edited"
  readonly sender: string
  readonly at: Date
}

/** A scheduled message (spec 2.13): the outbox row. */
export interface TtScheduledTable {
  readonly id: string
  readonly thread: number
  readonly epoch: number
  readonly reply: number
  readonly position: number
  /** The reply's last message (a typing stop follows it). */
  readonly final: boolean
  readonly content: string
  readonly typing_at: Date
  readonly deliver_at: Date
  status: Generated<"scheduled" | "delivered" | "cancelled">
  typing_sent: Generated<boolean>
  next_at: Date | null
  readonly created_at: Generated<Date>
  settled_at: Date | null
}

/** One event of a thread's socket, at its gap-free `seq`. */
export interface TtEventsTable {
  readonly thread: number
  readonly seq: number
  readonly type: string
  readonly data: JsonbColumn<{ readonly [k: string]: Json | undefined }>
  readonly created_at: ColumnType<Date, never, never>
  /** When a socket may send it (`null`: at once); set for events logged ahead of their moment. */
  readonly visible_at: ColumnType<Date | null, Date | null | undefined, never>
}

/** A socket grant (only its SHA-256 is stored). */
export interface TtGrantsTable {
  readonly token_hash: string
  readonly thread: number
  readonly from_seq: number
  readonly expires_at: Date
}

export interface PartialDB {
  tt_threads: TtThreadsTable
  tt_messages: TtMessagesTable
  tt_activity: TtActivityTable
  tt_scheduled: TtScheduledTable
  tt_events: TtEventsTable
  tt_grants: TtGrantsTable
}
