/**
 * The audit pipeline (spec 2.11, 3.2, 4.10-4.12): `prepare` parses a pasted chat on a compute
 * thread, stores it and bills; `launch` sets the agent once (a conditional update, so
 * concurrent launches queue and bill one audit) and enqueues the audit job in the same
 * transaction as its hold; the job fills `report`, `read` and `verdicts` one by one (each
 * stored as soon as it is computed, and skipped when a retried attempt finds it stored), marks
 * the run `completed`, then writes `replies`. The hold is charged when the job succeeds and
 * released when it fails for good (the run is then `failed`, with the reason).
 */
import { type Audit as Contract, Errors } from "@cis/contract"
import { type DatabaseError, Db, type Json, jsonb } from "@cis/db"
import { Limits } from "@cis/transcript"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import { Billing } from "../billing/index.js"
import { Compute } from "../compute/index.js"
import { JobKind, Jobs, type Lifecycle, Worker } from "../jobs/index.js"
import type * as Sections from "../sections/index.js"
import { AuditWriter, type AuditWriterError } from "./AuditWriter.js"

type PrepareResponse = typeof Contract.PrepareResponse.Type
type LaunchResponse = typeof Contract.LaunchResponse.Type
type AuditRun = typeof Contract.AuditRun.Type

/** The audit job: which run to fill. */
export const AuditJob = JobKind.make({
  queue: "social-observability.audit",
  payload: Schema.Struct({ run_id: Schema.String }),
  progress: Schema.Null,
  result: Schema.Null
})

export interface AuditService {
  readonly prepare: (
    accountId: string,
    rawText: string
  ) => Effect.Effect<
    PrepareResponse,
    Errors.RequestInvalid | Errors.InputRejected | Errors.CreditsExhausted | DatabaseError
  >
  readonly launch: (
    accountId: string,
    runId: string,
    agentName: string
  ) => Effect.Effect<LaunchResponse, Errors.InputRejected | Errors.CreditsExhausted | DatabaseError>
  readonly run: (
    accountId: string,
    runId: string
  ) => Effect.Effect<AuditRun, Errors.InputRejected | DatabaseError>
  readonly handlers: ReadonlyArray<Worker.Handler<any>>
}

export class Audit extends Context.Tag("@cis/services/Audit")<Audit, AuditService>() {}

/** A launched run with none of report, read and verdicts after this long reads as failed (spec 3.2). */
export const timeoutMs = 30 * 60 * 1000

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const noSuchRun = (runId: string) =>
  new Errors.InputRejected({
    message: `No audit run '${runId.length > 60 ? `${runId.slice(0, 57)}...` : runId}': prepare one with audit_prepare.`,
    details: [{ field: "run_id", message: "is not a run of this account" }]
  })

const quote = (s: string) => `'${s.length > 60 ? `${s.slice(0, 57)}...` : s}'`

export const make = Effect.gen(function* () {
  const db = yield* Db
  const billing = yield* Billing
  const compute = yield* Compute
  const jobs = yield* Jobs
  const writer = yield* AuditWriter

  const load = (accountId: string, runId: string) =>
    uuid.test(runId)
      ? db.query((k) =>
          k
            .selectFrom("audit_runs")
            .selectAll()
            .where("id", "=", runId)
            .where("account_id", "=", accountId)
            .executeTakeFirst()
        )
      : Effect.succeed(undefined)

  const prepare: AuditService["prepare"] = Effect.fn("Audit.prepare")(function* (accountId, rawText) {
    const textRefusal = Limits.checkText(rawText)
    if (textRefusal !== undefined) {
      return yield* new Errors.RequestInvalid({
        message: textRefusal.message,
        status: 422,
        code: "VALIDATION_ERROR",
        details: [{ loc: ["body", "raw_text"], msg: textRefusal.message, type: "value" }]
      })
    }
    const parsed = yield* compute.run({ _tag: "ParseTranscript", text: rawText })
    const refusal = Limits.checkParsed(parsed)
    if (refusal !== undefined) return yield* new Errors.InputRejected({ message: refusal.message })
    const messages = parsed.messages.map((m, i) => ({ id: `m${i + 1}`, speaker: m.speaker, text: m.text }))
    const id = crypto.randomUUID()
    return yield* billing.billed({ accountId, action: "social-observability.audit_prepare" }, () =>
      db
        .query((k) =>
          k
            .insertInto("audit_runs")
            .values({
              id,
              account_id: accountId,
              format: parsed.format,
              messages: jsonb(messages),
              participants: jsonb([...parsed.participants]),
              agent_guess: parsed.agentGuess,
              agent_name: null,
              job_id: null,
              report: null,
              read: null,
              verdicts: null,
              replies: null,
              error: null
            })
            .execute()
        )
        .pipe(
          Effect.as({
            run_id: id,
            messages: messages.length,
            participants: [...parsed.participants],
            agent_guess: parsed.agentGuess,
            format: parsed.format
          })
        )
    )
  })

  const launched = (row: {
    readonly id: string
    readonly agent_name: string | null
    readonly status: string
  }) => ({
    run_id: row.id,
    agent_name: row.agent_name ?? "",
    status: (row.status === "prepared" ? "queued" : row.status) as LaunchResponse["status"]
  })

  const launch: AuditService["launch"] = Effect.fn("Audit.launch")(function* (accountId, runId, agentName) {
    const row = yield* load(accountId, runId)
    if (row === undefined) return yield* noSuchRun(runId)
    if (row.status !== "prepared") return launched(row)
    const participants = row.participants as ReadonlyArray<string>
    if (!participants.includes(agentName)) {
      const close = participants.find((p) => p.toLowerCase() === agentName.trim().toLowerCase())
      return yield* new Errors.InputRejected({
        message: `agent_name ${quote(agentName)} never speaks in this chat${close !== undefined ? ` (did you mean ${quote(close)}? names must match exactly)` : ""}; choose one of its participants.`,
        details: [
          {
            field: "agent_name",
            message: `must be exactly one of: ${participants.slice(0, 20).map(quote).join(", ")}${participants.length > 20 ? ", ..." : ""}`
          }
        ]
      })
    }
    const jobId = crypto.randomUUID()
    // Only the launch that moves the run out of `prepared` holds the price and enqueues the
    // job, in one transaction; a concurrent launch finds nothing to update and answers the run.
    const first = yield* db.transaction(
      Effect.gen(function* () {
        const moved = yield* db.query((k) =>
          k
            .updateTable("audit_runs")
            .set({ status: "queued", agent_name: agentName, job_id: jobId, launched_at: new Date() })
            .where("id", "=", row.id)
            .where("account_id", "=", accountId)
            .where("status", "=", "prepared")
            .executeTakeFirst()
        )
        if (moved.numUpdatedRows === 0n) return false
        yield* billing.hold({ accountId, action: "social-observability.audit_launch", jobId })
        yield* jobs.enqueue(AuditJob, { id: jobId, accountId, payload: { run_id: row.id } })
        return true
      })
    )
    if (first) return { run_id: row.id, agent_name: agentName, status: "queued" as const }
    const now = yield* load(accountId, runId)
    return launched(now ?? row)
  })

  const run: AuditService["run"] = Effect.fn("Audit.run")(function* (accountId, runId) {
    const row = yield* load(accountId, runId)
    if (row === undefined) return yield* noSuchRun(runId)
    // Spec 3.2: still without report, read and verdicts 30 minutes after the launch is failed.
    const now = yield* Clock.currentTimeMillis
    const timedOut =
      row.status === "queued" &&
      row.report === null &&
      row.read === null &&
      row.verdicts === null &&
      row.launched_at !== null &&
      now - row.launched_at.getTime() > timeoutMs
    return {
      run_id: row.id,
      status: timedOut ? "failed" : row.status,
      agent_name: row.agent_name,
      agent_guess: row.agent_guess,
      format: row.format,
      participants: row.participants as ReadonlyArray<string>,
      transcript: { messages: row.messages as unknown as ReadonlyArray<Sections.RunMessage> },
      report: row.report as unknown as AuditRun["report"],
      read: row.read as unknown as AuditRun["read"],
      verdicts: row.verdicts as unknown as AuditRun["verdicts"],
      replies: (row.replies ?? []) as unknown as AuditRun["replies"],
      ...(row.error !== null
        ? { error: row.error }
        : timedOut
          ? { error: "timeout: the audit did not start within 30 minutes of the launch; prepare a new run." }
          : {})
    } satisfies AuditRun
  })

  const store = (runId: string, set: Partial<Record<"report" | "read" | "verdicts" | "replies", Json>>) =>
    db.query((k) =>
      k
        .updateTable("audit_runs")
        .set(Object.fromEntries(Object.entries(set).map(([c, v]) => [c, jsonb(v as Json)])))
        .where("id", "=", runId)
        .execute()
    )

  /** Fills the sections still missing, in order, each stored as soon as it is computed. */
  const runAudit = Worker.handler(
    AuditJob,
    (job) =>
      Effect.gen(function* () {
        const row = yield* db.query((k) =>
          k.selectFrom("audit_runs").selectAll().where("id", "=", job.payload.run_id).executeTakeFirst()
        )
        if (row === undefined || row.agent_name === null || row.status === "failed") return null
        const agent = row.agent_name
        const messages = row.messages as unknown as ReadonlyArray<Sections.RunMessage>
        // Each section from the writer: the engines on a compute thread, or the model grounded
        // in them (`AuditWriter`); each stored as soon as it is written.
        if (row.report === null)
          yield* store(row.id, { report: (yield* writer.report(messages, agent)) as Json })
        if (row.read === null) yield* store(row.id, { read: (yield* writer.read(messages, agent)) as Json })
        // Verdicts and replies come from one pass (a reply rewrites a verdict's turn); a retried
        // attempt that finds both stored does not compute them again.
        const judged =
          row.verdicts === null || row.replies === null ? yield* writer.judge(messages, agent) : undefined
        if (row.verdicts === null && judged !== undefined) {
          yield* store(row.id, { verdicts: judged.verdicts as unknown as Json })
        }
        yield* db.query((k) =>
          k
            .updateTable("audit_runs")
            .set({ status: "completed", completed_at: new Date() })
            .where("id", "=", row.id)
            .where("status", "=", "queued")
            .execute()
        )
        if (row.replies === null && judged !== undefined) {
          yield* store(row.id, { replies: judged.replies as unknown as Json })
        }
        return null
      }).pipe(
        Effect.catchTags({
          // Retried; when the attempts run out the run fails and nothing is billed.
          UpstreamError: (e: AuditWriterError) =>
            Effect.fail(
              new Worker.JobFailure({ category: "provider_error", detail: e.message, retryable: true })
            ),
          InvalidOutput: (e: AuditWriterError) =>
            Effect.fail(
              new Worker.JobFailure({ category: "provider_error", detail: e.message, retryable: true })
            )
        }),
        Effect.catchTag("DatabaseError", (e) => Effect.die(e))
      ),
    {
      succeeded: billing.jobLifecycle.succeeded,
      failed: (jobId) =>
        Effect.zipRight(
          billing.jobLifecycle.failed(jobId),
          db.query((k) =>
            k
              .updateTable("audit_runs")
              .set({
                status: "failed",
                error:
                  "The audit could not be produced; nothing was billed for the launch. Prepare a new run."
              })
              .where("job_id", "=", jobId)
              .where("status", "in", ["queued"])
              .execute()
          )
        )
    } satisfies Lifecycle
  )

  return { prepare, launch, run, handlers: [runAudit] } satisfies AuditService
})

export const layer = Layer.effect(Audit, make)
