/**
 * The personas component (spec 2.2-2.6, 3.1, 4.2-4.4): asynchronous generate, enhance and
 * validate. A start holds the price and enqueues the job in one transaction and answers
 * `{id, status: "pending"}`; the worker runs the job; the poll reads the job row, owner-scoped
 * (another account's id is `404`, like an unknown one).
 */
import { Blueprint, Sampler } from "@cis/blueprint"
import { Personas as Contract, Errors } from "@cis/contract"
import { type DatabaseError, Db } from "@cis/db"
import { LanguageModel } from "@cis/llm"
import { Diversity, Evaluate, Marginals, Report } from "@cis/persona-gates"
import { Enhance, Infer, Propose, Writer } from "@cis/persona-writer"
import { Context, Effect, Either, Layer, ParseResult, Schema } from "effect"
import { Billing } from "../billing/Billing.js"
import { ServiceConfig } from "../config/ServiceConfig.js"
import { type JobRow, Jobs } from "../jobs/Jobs.js"
import { type Handler, JobFailure } from "../jobs/Worker.js"

export type Kind = "Population" | "Enhancement" | "Evaluation"

export const queues = {
  Population: "personas.generate",
  Enhancement: "personas.enhance",
  Evaluation: "personas.validate"
} as const satisfies Record<Kind, string>

type Started = { readonly id: string; readonly status: "pending" }

export interface PersonasService {
  readonly generate: (
    accountId: string,
    request: typeof Contract.GenerateRequest.Type
  ) => Effect.Effect<Started, Errors.CreditsExhausted | Errors.RequestInvalid | DatabaseError>
  readonly enhance: (
    accountId: string,
    request: typeof Contract.EnhanceRequest.Type
  ) => Effect.Effect<Started, Errors.CreditsExhausted | DatabaseError>
  readonly validate: (
    accountId: string,
    request: typeof Contract.ValidateRequest.Type
  ) => Effect.Effect<Started, Errors.CreditsExhausted | Errors.RequestInvalid | DatabaseError>
  readonly evaluation: (
    accountId: string,
    id: string
  ) => Effect.Effect<typeof Contract.Evaluation.Type, Errors.NotFound | DatabaseError>
  readonly population: (
    accountId: string,
    id: string
  ) => Effect.Effect<typeof Contract.Population.Type, Errors.NotFound | DatabaseError>
  readonly enhancement: (
    accountId: string,
    id: string
  ) => Effect.Effect<typeof Contract.Enhancement.Type, Errors.NotFound | DatabaseError>
  /** Job handlers, by queue. */
  readonly handlers: Readonly<Record<string, Handler>>
}

export class Personas extends Context.Tag("@cis/services/Personas")<Personas, PersonasService>() {}

const notFound = (kind: Kind) => new Errors.NotFound({ message: `No ${kind} with this id for this account.` })

const status = (row: JobRow): Contract.JobStatus => (row.state === "queued" ? "pending" : row.state)

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const decodeValidate = Schema.decodeUnknownEither(Contract.ValidateRequest)

export const make = Effect.gen(function* () {
  const db = yield* Db
  const billing = yield* Billing
  const jobs = yield* Jobs
  const config = yield* ServiceConfig
  const llm = yield* LanguageModel

  /** Holds the price and enqueues the job atomically. */
  const start = (kind: Kind, accountId: string, action: string, units: number, payload: unknown) =>
    Effect.gen(function* () {
      const id = crypto.randomUUID()
      yield* db.transaction(
        Effect.gen(function* () {
          yield* billing.hold({ accountId, action, units, jobId: id })
          yield* jobs.enqueue({ id, queue: queues[kind], accountId, payload })
        })
      )
      return { id, status: "pending" as const }
    })

  const owned = (kind: Kind, accountId: string, id: string) =>
    Effect.gen(function* () {
      // Job ids are UUIDs; anything else cannot name a job (and must not reach a uuid column).
      if (!uuid.test(id)) return yield* notFound(kind)
      const row = yield* jobs.get(id)
      if (row === undefined || row.account_id !== accountId || row.queue !== queues[kind]) {
        return yield* notFound(kind)
      }
      return row
    })

  const validate: PersonasService["validate"] = Effect.fn("Personas.validate")(
    function* (accountId, request) {
      if (request.blueprint !== undefined) {
        const problems = Blueprint.validate(request.blueprint)
        if (problems.length > 0) {
          return yield* new Errors.RequestInvalid({
            message: "The blueprint is invalid.",
            status: 422,
            code: "validation_failed",
            details: problems.map((p) => ({
              loc: ["body", "blueprint", ...p.path.split(".").filter((s) => s !== "")],
              msg: p.message,
              type: "value"
            }))
          })
        }
      }
      const payload = Schema.encodeSync(Contract.ValidateRequest)(request)
      return yield* start("Evaluation", accountId, "personas.validate", 1, payload)
    }
  )

  const evaluation: PersonasService["evaluation"] = Effect.fn("Personas.evaluation")(
    function* (accountId, id) {
      const row = yield* owned("Evaluation", accountId, id)
      return {
        id: row.id,
        status: status(row),
        ...failure(row),
        ...(row.state === "succeeded" ? { result: row.result as typeof Report.EvaluationReport.Type } : {})
      }
    }
  )

  const failure = (row: JobRow) => (row.state === "failed" && row.error !== null ? { error: row.error } : {})

  const population: PersonasService["population"] = Effect.fn("Personas.population")(
    function* (accountId, id) {
      const row = yield* owned("Population", accountId, id)
      const progress = row.progress as { produced: number; total: number } | null
      return {
        id: row.id,
        status: status(row),
        ...failure(row),
        ...(row.state === "running" && progress !== null ? { progress } : {}),
        ...(row.state === "succeeded" ? { result: row.result as typeof Contract.PopulationResult.Type } : {})
      }
    }
  )

  const enhancement: PersonasService["enhancement"] = Effect.fn("Personas.enhancement")(
    function* (accountId, id) {
      const row = yield* owned("Enhancement", accountId, id)
      const payload = row.payload as { persona: string }
      const result = row.result as {
        persona: typeof Contract.Persona22.Type
        grounding: Contract.Grounding
      } | null
      return {
        id: row.id,
        status: status(row),
        ...failure(row),
        source: payload.persona,
        grounding: result?.grounding ?? "off",
        persona: row.state === "succeeded" && result !== null ? result.persona : null
      }
    }
  )

  const generate: PersonasService["generate"] = Effect.fn("Personas.generate")(
    function* (accountId, request) {
      if (request.count > config.maxPopulation) {
        return yield* new Errors.RequestInvalid({
          message: `count is over the cap of ${config.maxPopulation} personas per call.`,
          status: 422,
          code: "VALIDATION_ERROR",
          details: [{ loc: ["body", "count"], msg: `must be at most ${config.maxPopulation}`, type: "value" }]
        })
      }
      const payload = Schema.encodeSync(Contract.GenerateRequest)(request)
      return yield* start("Population", accountId, "personas.generate", request.count, payload)
    }
  )

  const enhance: PersonasService["enhance"] = Effect.fn("Personas.enhance")(function* (accountId, request) {
    const payload = Schema.encodeSync(Contract.EnhanceRequest)(request)
    return yield* start("Enhancement", accountId, "personas.enhance", 1, payload)
  })

  /** No lookup provider is configured: `web` and `research` grounding run as `off`. */
  const groundingNote = (requested: Contract.Grounding) =>
    requested === "off"
      ? ""
      : ` Grounding '${requested}' was requested, but no lookup provider is configured, so it ran as 'off' and no sources are given.`

  /** The offline provider: a library blueprint chosen and adjusted by the prompt (`Infer`). */
  const inferBlueprint = (req: typeof Contract.GenerateRequest.Type) => {
    const inferred = Infer.inferBlueprint(req.prompt)
    return { ...inferred.blueprint, rationale: inferred.rationale + groundingNote(req.grounding) }
  }

  const askModel = (messages: ReadonlyArray<Propose.Message>) =>
    llm
      .complete({ messages, json: true, temperature: 0.2 })
      .pipe(
        Effect.mapError(
          (e) => new JobFailure({ category: "provider_error", detail: e.message, retryable: e.retryable })
        )
      )

  /**
   * The `openai` provider: the model proposes a blueprint (`Propose`), which must pass the
   * validator and a trial sample; one repair round, else the job fails `invalid_blueprint`.
   * Sources are dropped (no lookup provider is configured to ground them).
   */
  const proposeBlueprint = (req: typeof Contract.GenerateRequest.Type, seed: string) =>
    Effect.gen(function* () {
      const first = Propose.messages(req.prompt, req.count)
      const answer = yield* askModel(first)
      let checked = Propose.check(answer.text, { seed })
      let round = "its first answer"
      if (Either.isLeft(checked)) {
        yield* Effect.logInfo(
          `model blueprint refused, asking for a repair:\n${Propose.describe(checked.left)}`
        )
        const repaired = yield* askModel(Propose.repair(first, answer.text, checked.left))
        checked = Propose.check(repaired.text, { seed })
        round = "its answer to one repair round"
      }
      if (Either.isLeft(checked)) {
        return yield* new JobFailure({
          category: "invalid_blueprint",
          detail: `the model's blueprint failed validation twice:\n${Propose.describe(checked.left)}`,
          retryable: false
        })
      }
      const { blueprint, trial } = checked.right
      const { sources: _dropped, ...rest } = blueprint
      const note = `Blueprint proposed by the model ${answer.model ?? llm.model ?? "(unnamed)"} in ${round}; it passed the validator and a trial sample of ${trial.count} personas (${(trial.acceptance * 100).toFixed(1)}% of draws accepted).`
      const own = blueprint.rationale?.trim() ?? ""
      return { ...rest, rationale: `${own === "" ? "" : `${own} `}${note}${groundingNote(req.grounding)}` }
    })

  /**
   * Population job: a blueprint (the offline library, or the model's proposal), then sample and
   * write the personas in chunks of 100 (progress after each).
   */
  const runGenerate: Handler = (job) =>
    Effect.gen(function* () {
      const req = yield* Effect.mapError(
        Schema.decodeUnknown(Contract.GenerateRequest)(job.payload),
        (e) => new JobFailure({ category: "invalid_input", detail: e.message, retryable: false })
      )
      yield* job.reportProgress({ produced: 0, total: req.count })
      const blueprint =
        llm.provider === "offline" ? inferBlueprint(req) : yield* proposeBlueprint(req, job.id)
      const sampled = Sampler.sample(blueprint, { count: req.count, seed: job.id })
      if (Either.isLeft(sampled)) {
        return yield* new JobFailure({
          category: "infeasible_blueprint",
          detail: sampled.left.message,
          retryable: false
        })
      }
      const personas: Array<Writer.Written> = []
      const rows = sampled.right.personas
      for (let i = 0; i < rows.length; i += 100) {
        for (let j = i; j < Math.min(rows.length, i + 100); j++) {
          personas.push(Writer.writePersona(blueprint, rows[j]!.fields, job.id, j, rows.length))
        }
        yield* job.reportProgress({ produced: personas.length, total: req.count })
      }
      const result = {
        personas,
        blueprint,
        ...(personas.length > 1 ? { diversity: Diversity.diversity(personas, { blueprint }) } : {}),
        marginals: Marginals.marginals(personas, blueprint)
      }
      return Schema.encodeSync(Contract.PopulationResult)(result as never)
    })

  /**
   * Enhancement job: the facts of the text (name, age, gender, occupation, location, interests,
   * traits) by the offline heuristics, overridden one by one by the model's reading under the
   * `openai` provider; an answer that is not a JSON object leaves the heuristics alone (logged).
   */
  const runEnhance: Handler = (job) =>
    Effect.gen(function* () {
      const req = yield* Effect.mapError(
        Schema.decodeUnknown(Contract.EnhanceRequest)(job.payload),
        (e) => new JobFailure({ category: "invalid_input", detail: e.message, retryable: false })
      )
      let facts: Enhance.Extracted | undefined
      if (llm.provider !== "offline") {
        const answer = yield* askModel(Enhance.factsMessages(req.persona))
        const parsed = Enhance.parseFacts(answer.text)
        if (Either.isRight(parsed)) facts = parsed.right
        else
          yield* Effect.logWarning(
            `job ${job.id}: the model's facts were unusable (${parsed.left}); heuristics used`
          )
      }
      const persona = Enhance.enhancePersona(req.persona, job.id, facts)
      return { persona: Schema.encodeSync(Contract.Persona22)(persona), grounding: "off" }
    })

  /** Evaluation job: deterministic gates, no generation calls. */
  const runValidate: Handler = (job) =>
    Either.match(decodeValidate(job.payload), {
      onLeft: (e) =>
        Effect.fail(
          new JobFailure({
            category: "invalid_input",
            detail: ParseResult.TreeFormatter.formatErrorSync(e),
            retryable: false
          })
        ),
      onRight: (req) =>
        Effect.sync(() =>
          Schema.encodeSync(Report.EvaluationReport)(Evaluate.evaluate(req.personas, req.blueprint))
        )
    })

  return {
    generate,
    enhance,
    validate,
    evaluation,
    population,
    enhancement,
    handlers: {
      [queues.Evaluation]: runValidate,
      [queues.Population]: runGenerate,
      [queues.Enhancement]: runEnhance
    }
  } satisfies PersonasService
})

export const layer = Layer.effect(Personas, make)
