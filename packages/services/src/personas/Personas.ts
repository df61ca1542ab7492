/**
 * The personas component (spec 2.2-2.6, 3.1, 4.2-4.4): asynchronous generate, enhance and
 * validate. A start holds the price and enqueues the job in one transaction and answers
 * `{id, status: "pending"}`; the worker runs the job ({@link handlers}), charging the hold when
 * it succeeds and releasing it when it fails; the poll reads the job for its owner (another
 * account's id is `404`, like an unknown one). Model-backed steps go through
 * `BlueprintProposer` and `PersonaEnhancer`, whose offline or model layer is chosen once.
 */
import { Blueprint as BlueprintEngine } from "@cis/blueprint"
import { Personas as Contract, Errors } from "@cis/contract"
import { type DatabaseError, Db, JsonText } from "@cis/db"
import type { InvalidOutput, UpstreamError } from "@cis/llm"
import { Enhance, Grounding, type Understand, type Writer } from "@cis/persona-writer"
import { Context, Data, Effect, Either, Layer, Option, type ParseResult, Schema, Stream } from "effect"
import { Billing } from "../billing/index.js"
import { Compute, type GenerateMessage } from "../compute/index.js"
import { ServiceConfig } from "../config/index.js"
import { HashedRequest } from "../idempotency/index.js"
import { type JobKind, Jobs, type PollOptions, Worker } from "../jobs/index.js"
import { BlueprintProposer } from "./BlueprintProposer.js"
import * as Kinds from "./Kinds.js"
import * as Lookup from "./Lookup.js"
import { PersonaEnhancer } from "./PersonaEnhancer.js"
import { PersonaTextWriter } from "./PersonaTextWriter.js"

/**
 * A blueprint problem's path (`fields[2].numeric.sd`, `$` for the whole blueprint) as `loc`
 * segments with numeric indexes (`["fields", 2, "numeric", "sd"]`).
 */
export const pathSegments = (path: string): ReadonlyArray<string | number> =>
  path === "$"
    ? []
    : Array.from(path.matchAll(/\[(\d+)\]|([^.[\]]+)/g), (m) => (m[1] !== undefined ? Number(m[1]) : m[2]!))

export type Kind = "Population" | "Enhancement" | "Evaluation"

/** Queue names by kind. */
export const queues = {
  Population: Kinds.Population.queue,
  Enhancement: Kinds.Enhancement.queue,
  Evaluation: Kinds.Evaluation.queue
} as const satisfies Record<Kind, string>

type Started = { readonly id: string; readonly status: "pending" }

/**
 * An Evaluation as polled: the contract's record, with the report (when succeeded) as the
 * stored JSON text of the encoded `EvaluationReport`, to be sent as it is (a report of
 * 10,000 scorecards is not decoded and encoded again on every poll).
 */
export type EvaluationView = Omit<typeof Contract.Evaluation.Type, "result"> & { readonly result?: JsonText }

const encodeValidateRequest = Schema.encodeSync(Schema.parseJson(Contract.ValidateRequest))

/** A validate request checked by `checkValidateBody`: its encoded JSON, to store as it is. */
export interface CheckedValidate {
  readonly request: JsonText
  /** The parsed body's hash, for an `Idempotency-Key`. */
  readonly hash: HashedRequest
}

/**
 * A validate body refused before decoding: not JSON (the parser's reason), JSON the API refuses
 * (`Platform.unsafeJson`'s detail) or more personas than one call accepts.
 */
export class ValidateBodyUnreadable extends Data.TaggedError("ValidateBodyUnreadable")<{
  readonly problem:
    | { readonly _tag: "NotJson"; readonly reason: string }
    | { readonly _tag: "Unsafe"; readonly detail: Errors.ValidationDetail }
    | { readonly _tag: "TooMany"; readonly count: number }
}> {}

/** A validate body that does not decode: the issues, formatted as `ParseResult.ArrayFormatter` does. */
export class ValidateBodyInvalid extends Data.TaggedError("ValidateBodyInvalid")<{
  readonly issues: ReadonlyArray<ParseResult.ArrayFormatterIssue>
}> {}

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
  /**
   * `validate` from the request body's text: parsed, decoded, checked and encoded on a compute
   * thread (up to 10,000 personas), so the serving thread never walks it with a schema.
   * `ValidateBodyInvalid` carries the decoding issues, as the API's own decoding reports them.
   */
  readonly checkValidateBody: (
    body: string
  ) => Effect.Effect<CheckedValidate, ValidateBodyInvalid | ValidateBodyUnreadable | Errors.RequestInvalid>
  /** Starts the validate job of a request checked by `checkValidateBody`. */
  readonly validateChecked: (
    accountId: string,
    checked: CheckedValidate
  ) => Effect.Effect<Started, Errors.CreditsExhausted | DatabaseError>
  readonly evaluation: (
    accountId: string,
    id: string
  ) => Effect.Effect<EvaluationView, Errors.NotFound | DatabaseError>
  readonly population: (
    accountId: string,
    id: string
  ) => Effect.Effect<typeof Contract.Population.Type, Errors.NotFound | DatabaseError>
  readonly enhancement: (
    accountId: string,
    id: string
  ) => Effect.Effect<typeof Contract.Enhancement.Type, Errors.NotFound | DatabaseError>
  /** The worker's handlers of this component's job kinds (with their billing lifecycle). */
  readonly handlers: ReadonlyArray<Worker.Handler<any>>
}

export class Personas extends Context.Tag("@cis/services/Personas")<Personas, PersonasService>() {}

const notFound = (kind: Kind) => new Errors.NotFound({ message: `No ${kind} with this id for this account.` })

/** Grounding that ran as `off` although `requested` was asked for, and why. */
const groundingOff = (requested: Contract.Grounding, why: string) =>
  ` Grounding '${requested}' was requested, but ${why}, so it ran as 'off' and no sources are given.`

/** What a lookup gave: the level used, the findings for the model, a sentence for the rationale. */
interface Grounded {
  readonly used: Contract.Grounding
  readonly findings: ReadonlyArray<Grounding.Finding>
  readonly note: string
}

/** A model failure as a job failure: a provider failure may be retried, bad output not. */
const modelFailure =
  (invalid: string) => (e: UpstreamError | InvalidOutput | Understand.PromptNotUnderstood) =>
    e._tag === "UpstreamError"
      ? new Worker.JobFailure({ category: "provider_error", detail: e.message, retryable: e.retryable })
      : e._tag === "PromptNotUnderstood"
        ? new Worker.JobFailure({ category: e.category, detail: e.message, retryable: false })
        : new Worker.JobFailure({
            category: invalid,
            detail: `the model's answer failed validation twice:\n${e.problem}`,
            retryable: false
          })

const failure = (job: { readonly status: string; readonly error: string | null }) =>
  job.status === "failed" && job.error !== null ? { error: job.error } : {}

export const make = Effect.gen(function* () {
  const db = yield* Db
  const billing = yield* Billing
  const compute = yield* Compute
  const jobs = yield* Jobs
  const config = yield* ServiceConfig.ServiceConfig
  const proposer = yield* BlueprintProposer
  const enhancer = yield* PersonaEnhancer
  const textWriter = yield* PersonaTextWriter
  const lookup = Option.getOrElse(yield* Effect.serviceOption(Lookup.Lookup), () => Lookup.none)

  /**
   * `web` / `research` grounding: the queries of `Grounding.queries` to the lookup provider
   * (3 at a time), results deduplicated by address, for `research` the first pages read; the
   * level used is `off` (with the reason) when nothing was requested, there is no provider, the
   * offline provider cannot read findings, or the lookups found nothing.
   */
  const ground = Effect.fn("Personas.ground")(function* (
    requested: Contract.Grounding,
    readsFindings: boolean,
    plans: Readonly<Record<"web" | "research", Grounding.Plan>>,
    queriesOf: (level: "web" | "research") => ReadonlyArray<string>
  ) {
    if (requested === "off") return { used: "off", findings: [], note: "" } satisfies Grounded
    if (!lookup.configured)
      return {
        used: "off",
        findings: [],
        note: groundingOff(requested, "no lookup provider is configured")
      } satisfies Grounded
    if (!readsFindings)
      return {
        used: "off",
        findings: [],
        note: groundingOff(requested, "the offline provider has no model to read findings with")
      } satisfies Grounded
    const plan = plans[requested]
    const queries = queriesOf(requested)
    const answers = yield* Effect.forEach(queries, (q) => Effect.either(lookup.search(q, plan.results)), {
      concurrency: 3
    })
    const failures = answers.filter(Either.isLeft).map((e) => e.left.reason)
    const seen = new Set<string>()
    const found: Array<Grounding.Finding> = []
    for (const a of answers)
      if (Either.isRight(a))
        for (const f of a.right)
          if (!seen.has(f.url)) {
            seen.add(f.url)
            found.push(f)
          }
    const pages = yield* Effect.forEach(
      found.slice(0, plan.pages),
      (f) => Effect.either(lookup.page(f.url)),
      { concurrency: 3 }
    )
    const findings = found.map((f, i) => {
      const page = pages[i]
      return page !== undefined && Either.isRight(page) && page.right !== "" ? { ...f, page: page.right } : f
    })
    if (findings.length === 0)
      return {
        used: "off",
        findings: [],
        note: groundingOff(
          requested,
          failures.length > 0 ? `the lookups failed (${failures[0]})` : "the lookups found nothing"
        )
      } satisfies Grounded
    const read = pages.filter(Either.isRight).length
    return {
      used: requested,
      findings,
      note: ` Grounding '${requested}': ${queries.length} lookups${failures.length > 0 ? ` (${failures.length} failed)` : ""}, ${findings.length} findings${read > 0 ? ` (${read} pages read)` : ""} shown to the model; the sources it used are listed.`
    } satisfies Grounded
  })

  /** Holds the price and enqueues the job atomically; the job's end settles the hold. */
  const start = <K extends JobKind.JobKind>(
    kind: K,
    accountId: string,
    action: string,
    units: number,
    payload: JobKind.Payload<K>
  ) =>
    Effect.gen(function* () {
      const id = crypto.randomUUID()
      yield* db.transaction(
        Effect.gen(function* () {
          yield* billing.hold({ accountId, action, units, jobId: id })
          yield* jobs.enqueue(kind, { id, accountId, payload })
        })
      )
      return { id, status: "pending" as const }
    })

  const owned = <K extends JobKind.JobKind>(
    kind: K,
    name: Kind,
    accountId: string,
    id: string,
    options?: PollOptions
  ) =>
    Effect.flatMap(
      jobs.poll(kind, id, accountId, options),
      Option.match({
        onNone: () => Effect.fail(notFound(name)),
        onSome: Effect.succeed
      })
    )

  const checkBlueprint = (blueprint: (typeof Contract.ValidateRequest.Type)["blueprint"]) => {
    if (blueprint === undefined) return Effect.void
    const problems = BlueprintEngine.validate(blueprint)
    return problems.length === 0
      ? Effect.void
      : Effect.fail(
          new Errors.RequestInvalid({
            message: "The blueprint is invalid.",
            status: 422,
            code: "validation_failed",
            details: problems.map((p) => ({
              loc: ["body", "blueprint", ...pathSegments(p.path)],
              msg: p.message,
              type: "value"
            }))
          })
        )
  }

  const validate: PersonasService["validate"] = Effect.fn("Personas.validate")(
    function* (accountId, request) {
      yield* checkBlueprint(request.blueprint)
      const payload = new JsonText(encodeValidateRequest(request))
      return yield* start(Kinds.Evaluation, accountId, "personas.validate", 1, payload)
    }
  )

  const checkValidateBody: PersonasService["checkValidateBody"] = Effect.fn("Personas.checkValidateBody")(
    function* (body) {
      const checked = yield* compute.run({ _tag: "CheckValidateRequest", body })
      if (checked._tag === "Invalid") return yield* new ValidateBodyInvalid({ issues: checked.issues })
      if (checked._tag !== "Valid") return yield* new ValidateBodyUnreadable({ problem: checked })
      yield* checkBlueprint(checked.blueprint)
      return { request: new JsonText(checked.request), hash: new HashedRequest(checked.hash) }
    }
  )

  const validateChecked: PersonasService["validateChecked"] = (accountId, checked) =>
    start(Kinds.Evaluation, accountId, "personas.validate", 1, checked.request).pipe(
      Effect.withSpan("Personas.validateChecked")
    )

  const evaluation: PersonasService["evaluation"] = Effect.fn("Personas.evaluation")(
    function* (accountId, id) {
      const job = yield* owned(Kinds.Evaluation, "Evaluation", accountId, id)
      return {
        id: job.id,
        status: job.status,
        ...failure(job),
        ...(job.result !== null ? { result: job.result } : {})
      }
    }
  )

  const population: PersonasService["population"] = Effect.fn("Personas.population")(
    function* (accountId, id) {
      const job = yield* owned(Kinds.Population, "Population", accountId, id)
      return {
        id: job.id,
        status: job.status,
        ...failure(job),
        ...(job.progress !== null ? { progress: job.progress } : {}),
        ...(job.result !== null ? { result: job.result } : {})
      }
    }
  )

  const enhancement: PersonasService["enhancement"] = Effect.fn("Personas.enhancement")(
    function* (accountId, id) {
      const job = yield* owned(Kinds.Enhancement, "Enhancement", accountId, id, { payload: true })
      return {
        id: job.id,
        status: job.status,
        ...failure(job),
        source: job.payload?.persona ?? "",
        grounding: job.result?.grounding ?? "off",
        persona: job.result?.persona ?? null
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
      return yield* start(Kinds.Population, accountId, "personas.generate", request.count, request)
    }
  )

  const enhance: PersonasService["enhance"] = Effect.fn("Personas.enhance")(function* (accountId, request) {
    return yield* start(Kinds.Enhancement, accountId, "personas.enhance", 1, request)
  })

  /**
   * Population job: grounding (lookups, when asked for and configured), a blueprint
   * (`BlueprintProposer`), then the engine's one pipeline (`Generate.steps`: sample, write in
   * chunks of 100, spread to pass the gates) on a compute thread, off the loop serving requests;
   * then, under a model, the text fields written by the model (`PersonaTextWriter`, checked
   * against the fields) and the population held to its gates again (`Generate.settle`, on the
   * compute thread). Progress: personas written offline, or personas whose text the model wrote.
   */
  const runGenerate = Worker.handler(
    Kinds.Population,
    Effect.fn("Personas.runGenerate")(function* (job) {
      const req = job.payload
      const grounded = yield* ground(req.grounding, proposer.readsFindings, Grounding.PLAN, (level) =>
        Grounding.queries(req.prompt, level)
      )
      const proposal = yield* proposer
        .propose(req.prompt, req.count, job.id, grounded.findings.length > 0 ? grounded.findings : undefined)
        .pipe(Effect.mapError(modelFailure("invalid_blueprint")))
      const blueprint = {
        ...proposal.blueprint,
        rationale: `${proposal.blueprint.rationale ?? ""}${grounded.note}`
      }
      let last: GenerateMessage | undefined
      yield* compute
        .generate({ _tag: "Generate", prompt: req.prompt, count: req.count, seed: job.id, blueprint })
        .pipe(
          Stream.runForEach((message) =>
            message._tag === "Progress"
              ? textWriter.enabled
                ? Effect.void
                : job.reportProgress({ produced: message.produced, total: message.total })
              : Effect.sync(() => {
                  last = message
                })
          )
        )
      if (last === undefined || last._tag !== "Done") {
        return yield* new Worker.JobFailure({
          category: "infeasible_blueprint",
          detail: last?._tag === "Failed" ? last.message : "the generation ended without a population",
          retryable: false
        })
      }
      const generated = last.generated
      let personas: ReadonlyArray<Writer.Written> = generated.personas
      let diversity = generated.diversity
      let marginals = generated.marginals
      let text: (typeof Contract.PopulationResult.Type)["text"] = {
        writer: "offline",
        by_model: 0,
        repaired: 0,
        offline: personas.length,
        calls: 0
      }
      if (textWriter.enabled) {
        const written = yield* textWriter
          .write(req.prompt, blueprint, personas, (done) =>
            job.reportProgress({ produced: done, total: req.count })
          )
          .pipe(Effect.mapError(modelFailure("invalid_text")))
        const settled = yield* compute.run({
          _tag: "Settle",
          personas: written.personas,
          blueprint,
          seed: job.id
        })
        const texts = blueprint.fields.filter((f) => f.kind === "text").map((f) => f.name)
        const byModel = settled.personas.filter((p, i) =>
          texts.some((t) => p.fields[t] !== generated.personas[i]?.fields[t])
        ).length
        personas = settled.personas
        diversity = settled.diversity
        marginals = settled.marginals
        text = { ...written.report, by_model: byModel, offline: personas.length - byModel }
      }
      return {
        personas,
        blueprint,
        ...(diversity !== undefined ? { diversity } : {}),
        marginals,
        ...(proposal.honoured !== undefined ? { honoured: proposal.honoured } : {}),
        ...(proposal.not_modelled !== undefined ? { not_modelled: proposal.not_modelled } : {}),
        text,
        grounding: grounded.used
      }
    }),
    billing.jobLifecycle
  )

  /**
   * Enhancement job: the facts of the text by the offline heuristics, with `PersonaEnhancer`'s
   * (none offline) where they keep every fact of the input (`Enhance.keepFacts`).
   */
  const runEnhance = Worker.handler(
    Kinds.Enhancement,
    Effect.fn("Personas.runEnhance")(function* (job) {
      const text = job.payload.persona
      const own = Enhance.extract(text)
      const grounded = yield* ground(
        job.payload.grounding,
        enhancer.readsFindings,
        Grounding.ENHANCE_PLAN,
        (level) => Grounding.personQueries(own, text, level)
      )
      if (grounded.note !== "") yield* Effect.logInfo(grounded.note.trim())
      const read = yield* enhancer
        .facts(text, grounded.findings.length > 0 ? grounded.findings : undefined)
        .pipe(Effect.mapError(modelFailure("invalid_facts")))
      // the model reads the facts; none of the input's (the heuristics') may be lost
      const { facts, restored } = Enhance.keepFacts(job.payload.persona, read)
      if (restored.length > 0)
        yield* Effect.logInfo("the model's reading lost facts of the input; kept the input's", { restored })
      return {
        persona: Enhance.enhancePersona(job.payload.persona, job.id, facts),
        grounding: grounded.used
      }
    }),
    billing.jobLifecycle
  )

  /** Evaluation job: deterministic gates, no generation calls. */
  const runValidate = Worker.handler(
    Kinds.Evaluation,
    // CPU-heavy (all pairs of up to the cap): on a compute thread, never on the loop serving requests.
    (job) =>
      compute
        .run({ _tag: "EvaluateJson", request: job.payload.text })
        .pipe(Effect.map((text) => new JsonText(text))),
    billing.jobLifecycle
  )

  return {
    generate,
    enhance,
    validate,
    checkValidateBody,
    validateChecked,
    evaluation,
    population,
    enhancement,
    handlers: [runValidate, runGenerate, runEnhance]
  } satisfies PersonasService
})

export const layer = Layer.effect(Personas, make)
