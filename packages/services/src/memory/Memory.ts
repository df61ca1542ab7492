/**
 * Social memory (spec 2.14, 4.5-4.7): per-account scopes of ordered messages.
 *
 * - `ingest` stores only (no analysis, no model call, never billed): one transaction appends
 *   the batch at gap-free positions and, with an `Idempotency-Key`, records the response with
 *   it (`Idempotency.atomic`), so concurrent repeats append exactly once.
 * - `recall` and `ask` read a few bounded lists through the scope's indexes (full-text
 *   search on the stored `tsvector`, recency, the speaker's messages, messages naming them,
 *   open questions) and hand them to the pure engine (`@cis/memory`), which writes the
 *   context or the answer. What was ingested is visible to the very next call.
 *
 * Limits (`Memory.Limits.limits`) fail with `RequestInvalid` (422) or, for `message.text`
 * and `question` over their size, `InputRejected` (400). Billing is the caller's.
 */
import { Errors } from "@cis/contract"
import { type DatabaseError, Db, type Executor } from "@cis/db"
import { Answer, Citation, Limits, type Message, Recall, Text } from "@cis/memory"
import { Context, Effect, Layer, Schema } from "effect"
import { Idempotency, type IdempotencyKeyInFlight, type IdempotencyKeyReused } from "../idempotency/index.js"
import * as Repo from "./Repo.js"
import { AnswerWriter } from "./Writer.js"

/** `POST /v1/social-memory/actions/ingest` (spec 4.5); `timestamp` is kept when a message carries one. */
export interface IngestRequest {
  readonly scope_id: string
  readonly transcript: ReadonlyArray<{
    readonly speaker: string
    readonly text: string
    readonly timestamp?: string
  }>
}

/** `POST /v1/social-memory/actions/recall` (spec 4.6). */
export interface RecallRequest {
  readonly scope_id: string
  readonly message: { readonly speaker: string; readonly text: string }
}

/** `POST /v1/social-memory/actions/ask` (spec 4.7). */
export interface AskRequest {
  readonly scope_id: string
  readonly question: string
}

/** The response of ingest, as recorded for idempotent replays. */
export const IngestResponse = Schema.Struct({ ingested: Schema.Int })
export type IngestResponse = typeof IngestResponse.Type

/** An answer with the statements it cites (`ask` returns only the text). */
export interface Explained {
  readonly answer: string
  readonly found: boolean
  readonly citations: ReadonlyArray<Citation.Cited>
}

export interface MemoryService {
  readonly ingest: (
    accountId: string,
    request: IngestRequest,
    idempotencyKey?: string
  ) => Effect.Effect<
    IngestResponse,
    Errors.RequestInvalid | IdempotencyKeyReused | IdempotencyKeyInFlight | DatabaseError
  >
  readonly recall: (
    accountId: string,
    request: RecallRequest
  ) => Effect.Effect<{ context: string }, Errors.RequestInvalid | Errors.InputRejected | DatabaseError>
  readonly ask: (
    accountId: string,
    request: AskRequest
  ) => Effect.Effect<
    { answer: string },
    Errors.RequestInvalid | Errors.InputRejected | Errors.UpstreamUnavailable | DatabaseError
  >
  /** `ask` with its citations (for checks, evaluation and a model that writes the answer). */
  readonly explain: (
    accountId: string,
    request: AskRequest
  ) => Effect.Effect<
    Explained,
    Errors.RequestInvalid | Errors.InputRejected | Errors.UpstreamUnavailable | DatabaseError
  >
  /** Up to `limit` stored messages of a scope from position `from` on, in order. */
  readonly transcript: (
    accountId: string,
    scopeId: string,
    from: number,
    limit: number
  ) => Effect.Effect<ReadonlyArray<Message.Stored>, DatabaseError>
}

export class Memory extends Context.Tag("@cis/services/Memory")<Memory, MemoryService>() {}

/** How many messages each list of a recall or an ask retrieves (all bounded, whatever the scope size). */
export const retrieval = {
  recallSearch: 24,
  recallRecent: 8,
  recallOwn: 6,
  recallAbout: 6,
  recallQuestions: 6,
  askSearch: 30
} as const

const invalid = (violations: ReadonlyArray<Limits.Violation>) => {
  const message = violations.map((v) => v.msg).join("; ")
  return Limits.isTooLarge(violations)
    ? new Errors.InputRejected({ message, details: violations.filter((v) => v.type === "too_large") })
    : new Errors.RequestInvalid({ message, status: 422, code: "VALIDATION_ERROR", details: violations })
}

const check = (violations: ReadonlyArray<Limits.Violation>) =>
  violations.length === 0 ? Effect.void : Effect.fail(invalid(violations))

/**
 * The checks of a recall request alone (no database): callers that bill run it before holding
 * credits, so a refused request never meets the balance (422 or 400 before 402).
 */
export const checkRecall = (request: RecallRequest) =>
  check(Limits.checkRecall(request.scope_id, request.message.speaker, request.message.text))

/** The checks of an ask request alone (see {@link checkRecall}). */
export const checkAsk = (request: AskRequest) => check(Limits.checkAsk(request.scope_id, request.question))

export const make = Effect.gen(function* () {
  const db = yield* Db
  const idempotency = yield* Idempotency
  const writer = yield* AnswerWriter

  /** Reads in one transaction (one snapshot) planned for their actual parameters. */
  const reading = <A>(f: (k: Executor) => Promise<A>) =>
    db.transaction(
      db.query(async (k) => {
        await Repo.customPlans(k)
        return f(k)
      })
    )

  const ingest = Effect.fn("Memory.ingest")(function* (
    accountId: string,
    request: IngestRequest,
    idempotencyKey?: string
  ) {
    const violations = Limits.checkIngest(request.scope_id, request.transcript)
    if (violations.length > 0) {
      // Ingest is never 400 (spec 7): every limit of it is a 422.
      return yield* Effect.fail(
        new Errors.RequestInvalid({
          message: violations.map((v) => v.msg).join("; "),
          status: 422,
          code: "VALIDATION_ERROR",
          details: violations
        })
      )
    }
    const rows: Array<Repo.NewMessage> = request.transcript.map((m) => ({
      speaker: m.speaker,
      speaker_key: Text.speakerKey(m.speaker),
      text: m.text,
      sent_at: m.timestamp ?? null,
      is_question: Text.isQuestion(m.text)
    }))
    const append = db
      .query((k) => Repo.append(k, accountId, request.scope_id, rows))
      .pipe(Effect.as({ ingested: rows.length }))
    return yield* idempotency.atomic(
      {
        accountId,
        key: idempotencyKey,
        operation: "social-memory.ingest",
        request,
        response: IngestResponse
      },
      append
    )
  })

  const recall = Effect.fn("Memory.recall")(function* (accountId: string, request: RecallRequest) {
    const { speaker, text } = request.message
    yield* check(Limits.checkRecall(request.scope_id, speaker, text))
    const key = Text.speakerKey(speaker)
    // The lists are independent: sent together, postgres.js pipelines them on the connection.
    const lists = yield* reading(async (k) => {
      const found = await Repo.scope(k, accountId, request.scope_id)
      if (found === undefined || found.count === 0) return undefined
      const [own, relevant, recent, about, questions] = await Promise.all([
        Repo.bySpeaker(k, found.id, key, retrieval.recallOwn),
        Repo.search(k, found.id, Text.queryTerms(text), retrieval.recallSearch),
        Repo.recent(k, found.id, retrieval.recallRecent),
        Repo.naming(k, found.id, Text.nameTerms(speaker), key, retrieval.recallAbout),
        Repo.openQuestions(k, found.id, key, retrieval.recallQuestions)
      ])
      return { total: found.count, own, relevant, recent, about, questions }
    })
    if (lists === undefined) return { context: "" }
    return { context: Recall.compose({ speaker, text, ...lists }) }
  })

  const explain = Effect.fn("Memory.explain")(function* (accountId: string, request: AskRequest) {
    yield* check(Limits.checkAsk(request.scope_id, request.question))
    const read = yield* reading(async (k) => {
      const found = await Repo.scope(k, accountId, request.scope_id)
      if (found === undefined || found.count === 0) return undefined
      const { matches: candidates, following: followUps } = await Repo.searchAndFollow(
        k,
        found.id,
        Text.queryTerms(request.question),
        retrieval.askSearch,
        Answer.followedCandidates,
        Answer.followWindow
      )
      return { total: found.count, candidates, followUps }
    })
    if (read === undefined) return { answer: "", found: false, citations: [] }
    const { total, candidates, followUps } = read
    const a = Answer.answer({ question: request.question, total, candidates, followUps })
    // The engine only cites what it was given; a failure here is a defect, never an answer.
    const problems = Citation.check(a.citations, [...candidates, ...followUps])
    if (problems.length > 0)
      return yield* Effect.die(new Error(`ask cited wrongly: ${JSON.stringify(problems)}`))
    // Offline: the extractive answer as it is. With a model: its prose, accepted only when
    // every message it cites is a retrieved one of this scope with its real speaker.
    const written = yield* writer
      .write({
        question: request.question,
        retrieved: [...candidates, ...followUps],
        extractive: { text: a.text, citations: a.citations }
      })
      .pipe(
        Effect.tapError((e) =>
          Effect.logWarning("memory ask: the generation provider failed", { detail: e.message })
        ),
        Effect.mapError((e) => new Errors.UpstreamUnavailable({ message: `Upstream error: ${e.summary}` }))
      )
    return { answer: written.text, found: a.found, citations: written.citations }
  })

  const ask = Effect.fn("Memory.ask")(function* (accountId: string, request: AskRequest) {
    const { answer } = yield* explain(accountId, request)
    return { answer }
  })

  const transcript = Effect.fn("Memory.transcript")(function* (
    accountId: string,
    scopeId: string,
    from: number,
    limit: number
  ) {
    const found = yield* db.query((k) => Repo.scope(k, accountId, scopeId))
    if (found === undefined) return []
    return yield* db.query((k) => Repo.page(k, found.id, from, limit))
  })

  return { ingest, recall, ask, explain, transcript } satisfies MemoryService
})

export const layer = Layer.effect(Memory, make)
