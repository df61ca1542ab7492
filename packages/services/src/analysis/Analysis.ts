/**
 * Conversation analysis over HTTP (spec 2.7-2.10, 4.1, 4.8, 4.9, 4.13): extract, analyze (the
 * report stored, owner-scoped), read a stored report, foresee.
 *
 * Each billable call is checked first (`Checks`: 422 and 400, nothing held), then runs under a
 * hold (`Billing.billed`): the `Analyst` reads the transcript (the offline engine, on the
 * compute pool when the transcript is large, or the model grounded in it), and the hold is
 * charged only when the call succeeds. analyze stores its report and charges in one
 * transaction: a report is never stored uncharged, nor charged unstored. A provider failure,
 * or a model answer still unusable after its repair round, is `502 UPSTREAM_ERROR` and
 * releases the hold. Idempotency-Key is the caller's (the HTTP edge).
 */
import {
  Errors,
  type Foresee as ForeseeContract,
  type SocialLearning,
  SocialObservability
} from "@cis/contract"
import { type DatabaseError, Db, type Json } from "@cis/db"
import type { InvalidOutput, UpstreamError } from "@cis/llm"
import { Context, Effect, Layer, Option, Schema } from "effect"
import { Billing } from "../billing/index.js"
import { Analyst } from "./Analyst.js"
import * as Checks from "./Checks.js"
import * as Repo from "./Repo.js"

type Refused = Errors.RequestInvalid | Errors.InputRejected
type Failure = Refused | Errors.CreditsExhausted | Errors.UpstreamUnavailable | DatabaseError

export interface AnalysisService {
  readonly extract: (
    accountId: string,
    request: SocialLearning.ExtractRequest
  ) => Effect.Effect<SocialLearning.ExtractResponse, Failure>
  readonly analyze: (
    accountId: string,
    request: SocialObservability.AnalyzeRequest
  ) => Effect.Effect<SocialObservability.AnalyzeResponse, Failure>
  /** The stored report, or `null` for an unknown id or another account's. */
  readonly report: (
    accountId: string,
    id: string
  ) => Effect.Effect<SocialObservability.ReportRecord | null, DatabaseError>
  readonly foresee: (
    accountId: string,
    request: ForeseeContract.ForeseeRequest
  ) => Effect.Effect<ForeseeContract.ForeseeResponse, Failure>
}

export class Analysis extends Context.Tag("@cis/services/Analysis")<Analysis, AnalysisService>() {}

/** The first refusal, in order. */
const firstOf = (...checks: ReadonlyArray<() => Option.Option<Refused>>): Effect.Effect<void, Refused> => {
  for (const c of checks) {
    const r = c()
    if (Option.isSome(r)) return Effect.fail(r.value)
  }
  return Effect.void
}

const chars = (texts: ReadonlyArray<{ readonly text: string }>) => {
  let n = 0
  for (const t of texts) n += t.text.length
  return n
}

/** A provider failure or an unusable answer: 502, with what failed (the details go to the log). */
const upstream = (e: UpstreamError | InvalidOutput) =>
  Effect.zipRight(
    Effect.logWarning("analysis: the generation provider failed", { detail: e.message }),
    Effect.fail(
      new Errors.UpstreamUnavailable({
        message:
          e._tag === "UpstreamError"
            ? `Upstream error: ${e.summary} Nothing was charged; retry with backoff.`
            : "Upstream error: the generation provider's answer was unusable, also after a repair request. Nothing was charged; retry."
      })
    )
  )

const decodeRecord = Schema.decodeUnknown(SocialObservability.ReportRecord)
const encodeResponse = Schema.encode(SocialObservability.AnalyzeResponse)

export const make = Effect.gen(function* () {
  const db = yield* Db
  const billing = yield* Billing
  const analyst = yield* Analyst

  const extract = Effect.fn("Analysis.extract")(function* (
    accountId: string,
    request: SocialLearning.ExtractRequest
  ) {
    const messages = request.transcript.messages
    const loc = ["body", "transcript", "messages"]
    yield* firstOf(
      () => Checks.tooLarge(messages.length, chars(messages), "messages", loc),
      () => Checks.unreadable(messages, loc)
    )
    return yield* billing.billed({ accountId, action: "social-learning.extract" }, () =>
      Effect.catchAll(analyst.extract(messages), upstream)
    )
  })

  const analyze = Effect.fn("Analysis.analyze")(function* (
    accountId: string,
    request: SocialObservability.AnalyzeRequest
  ) {
    const messages = request.transcript.messages
    const agentName = request.agent_name
    const loc = ["body", "transcript", "messages"]
    yield* firstOf(
      () => Checks.duplicateId(messages),
      () => Checks.agentShared(messages, agentName),
      () => Checks.tooLarge(messages.length, chars(messages), "messages", loc),
      () => Checks.unreadable(messages, loc),
      () => Checks.agentAbsent(messages, agentName)
    )
    return yield* billing.billed({ accountId, action: "social-observability.analyze" }, (hold) =>
      Effect.gen(function* () {
        const report = yield* Effect.catchAll(
          analyst.analyze({ messages, agentName, focus: request.focus }),
          upstream
        )
        const body: SocialObservability.AnalyzeResponse = { id: crypto.randomUUID(), ...report }
        const encoded = yield* Effect.orDie(encodeResponse(body))
        // Stored and charged together; `billed` finds the hold settled and does nothing more.
        yield* db.transaction(
          Effect.zipRight(
            db.query((k) =>
              Repo.insert(k, {
                id: body.id,
                accountId,
                agentName,
                healthScore: body.health_score,
                report: encoded as unknown as Json
              })
            ),
            billing.charge(hold.id)
          )
        )
        return body
      })
    )
  })

  const report = Effect.fn("Analysis.report")(function* (accountId: string, id: string) {
    const row = yield* db.query((k) => Repo.byId(k, accountId, id))
    if (row === undefined) return null
    return yield* Effect.orDie(
      decodeRecord({ agent_name: row.agent_name, health_score: row.health_score, report: row.report })
    )
  })

  const foresee = Effect.fn("Analysis.foresee")(function* (
    accountId: string,
    request: ForeseeContract.ForeseeRequest
  ) {
    const turns = request.transcript
    const loc = ["body", "transcript"]
    yield* firstOf(
      () => Checks.tooLarge(turns.length, chars(turns) + request.candidate_reply.length, "turns", loc),
      () => Checks.unreadable(turns, loc),
      () => Checks.nobodyToModel(turns, request.agent_name, request.subject_name)
    )
    return yield* billing.billed({ accountId, action: "foresee.foresee" }, () =>
      Effect.catchAll(
        analyst.foresee({
          transcript: turns,
          candidateReply: request.candidate_reply,
          agentName: request.agent_name,
          subjectName: request.subject_name
        }),
        upstream
      )
    )
  })

  return { extract, analyze, report, foresee } satisfies AnalysisService
})

export const layer = Layer.effect(Analysis, make)
