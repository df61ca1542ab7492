/**
 * Queries of the stored reports (joining the ambient transaction through `Db.query`).
 */
import { type Executor, type Json, jsonb } from "@cis/db"

export interface NewReport {
  readonly id: string
  readonly accountId: string
  readonly agentName: string
  readonly healthScore: number
  readonly report: Json
}

/** Stores one report. */
export const insert = (k: Executor, r: NewReport) =>
  k
    .insertInto("reports")
    .values({
      id: r.id,
      account_id: r.accountId,
      agent_name: r.agentName,
      health_score: r.healthScore,
      report: jsonb(r.report)
    })
    .execute()

/** The report with this id if the account owns it. */
export const byId = (k: Executor, accountId: string, id: string) =>
  k
    .selectFrom("reports")
    .select(["agent_name", "health_score", "report"])
    .where("id", "=", id)
    .where("account_id", "=", accountId)
    .executeTakeFirst()
