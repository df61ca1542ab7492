/**
 * The Kysely `Database` interface: the intersection of every table's `PartialDB`.
 */
import type { PartialDB as Accounts } from "./tables/accounts.js"
import type { PartialDB as Ask } from "./tables/ask.js"
import type { PartialDB as Audits } from "./tables/audits.js"
import type { PartialDB as Credits } from "./tables/credits.js"
import type { PartialDB as Dashboard } from "./tables/dashboard.js"
import type { PartialDB as Jobs } from "./tables/jobs.js"
import type { PartialDB as Memory } from "./tables/memory.js"
import type { PartialDB as Reports } from "./tables/reports.js"
import type { PartialDB as Tokens } from "./tables/tokens.js"
import type { PartialDB as TurnTaking } from "./tables/turnTaking.js"

export type Database = Accounts &
  Tokens &
  Credits &
  Jobs &
  Ask &
  Memory &
  Dashboard &
  Reports &
  Audits &
  TurnTaking

export type { Json, JsonbColumn } from "./Json.js"
export type { AccountsTable } from "./tables/accounts.js"
export type { AskExchangesTable } from "./tables/ask.js"
export type { AuditRunsTable } from "./tables/audits.js"
export type { CreditEntriesTable, CreditHoldsTable } from "./tables/credits.js"
export type { LoginLinksTable } from "./tables/dashboard.js"
export type { JobsTable } from "./tables/jobs.js"
export type { IdempotencyKeysTable, MemoryMessagesTable, MemoryScopesTable } from "./tables/memory.js"
export type { ReportsTable } from "./tables/reports.js"
export type { TokensTable } from "./tables/tokens.js"
export type {
  Integrations,
  TtActivityTable,
  TtEventsTable,
  TtGrantsTable,
  TtMessagesTable,
  TtScheduledTable,
  TtThreadsTable
} from "./tables/turnTaking.js"
