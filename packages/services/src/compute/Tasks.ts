/**
 * The CPU-heavy tasks that run off the event loop serving requests, and how each one is
 * computed. Pure functions of plain data: the same code runs in a worker thread (production)
 * and in the calling thread (the `inline` layer used where threads are not wanted).
 *
 * - `Evaluate`, `EvaluateJson`: the gates' report of spec 2.6 (all pairs of up to the cap);
 * - `CheckValidateRequest`: a validate request body decoded and checked;
 * - `Generate` (streamed): a population's sampling, writing and spreading (`Generate.steps`),
 *   a `Progress` message after each chunk and one `Done` (or `Failed`) at the end;
 * - `Settle`: a population whose text was replaced (by a model) held to its own diversity gates
 *   again, with its diversity and marginals (`Generate.settle`).
 */
import type { Blueprint } from "@cis/blueprint"
import { Personas as Contract, type Errors, Platform } from "@cis/contract"
import { Analyze, Extract, Foresee, type Schemas as Insight, type Transcript } from "@cis/insight"
import type { BlueprintView, Persona } from "@cis/persona-gates"
import { Evaluate, Report } from "@cis/persona-gates"
import { Generate } from "@cis/persona-writer"
import { Transcript as Chat } from "@cis/transcript"
import { Either, ParseResult, Schema } from "effect"
import { requestHash } from "../idempotency/index.js"
import * as Sections from "../sections/index.js"

/** A task sent to a compute thread. */
export type Task =
  | {
      readonly _tag: "Evaluate"
      readonly personas: ReadonlyArray<Persona.PersonaInput>
      readonly blueprint?: BlueprintView.BlueprintView | undefined
    }
  | {
      /** A validate request as JSON text in, the encoded evaluation report as JSON text out. */
      readonly _tag: "EvaluateJson"
      readonly request: string
    }
  | {
      /** One section of an audit run (`audit/Sections`), from its stored transcript. */
      readonly _tag: "AuditSection"
      readonly section: "report" | "read" | "verdicts"
      readonly messages: ReadonlyArray<Sections.RunMessage>
      readonly agent: string
    }
  | {
      /** Pasted chat text read by `@cis/transcript` (up to 300,000 characters). */
      readonly _tag: "ParseTranscript"
      readonly text: string
    }
  | {
      /**
       * A validate request body (JSON text) checked against `ValidateRequest`: its encoded JSON
       * and decoded blueprint, or the decoding issues (the same the API's decoding reports).
       */
      readonly _tag: "CheckValidateRequest"
      readonly body: string
    }
  /** The offline reception report (`@cis/insight` `Analyze.analyze`) of a checked transcript. */
  | {
      readonly _tag: "Analyze"
      readonly messages: ReadonlyArray<Transcript.Message>
      readonly agentName: string
      readonly focus?: string | undefined
    }
  /** The offline norms profile (`Extract.extract`) of a non-empty transcript. */
  | { readonly _tag: "Extract"; readonly messages: ReadonlyArray<Transcript.Message> }
  /** The offline foresee (`Foresee.foresee`) of a non-empty conversation and a draft. */
  | { readonly _tag: "Foresee"; readonly input: Foresee.ForeseeInput }
  | {
      readonly _tag: "Settle"
      readonly personas: ReadonlyArray<Persona.Persona>
      readonly blueprint: Blueprint.Blueprint
      readonly seed: string
    }

/** The streamed generation of a population. */
export interface GenerateTask {
  readonly _tag: "Generate"
  readonly prompt: string
  readonly count: number
  readonly seed: string
  readonly blueprint?: Blueprint.Blueprint | undefined
}

/** What a `Generate` task streams: progress, then the population or why there is none. */
export type GenerateMessage =
  | { readonly _tag: "Progress"; readonly produced: number; readonly total: number }
  | { readonly _tag: "Done"; readonly generated: Generate.Generated }
  | { readonly _tag: "Failed"; readonly error: string; readonly message: string }

/** What each task returns. */
export interface Results {
  readonly Evaluate: Report.EvaluationReport
  readonly EvaluateJson: string
  readonly CheckValidateRequest: CheckedValidateRequest
  readonly Analyze: Insight.ReceptionReport
  readonly Extract: Insight.ExtractResult
  readonly Foresee: Insight.ForeseeResult
  readonly Settle: Generate.Settled
  readonly ParseTranscript: Chat.Parsed
  readonly AuditSection: unknown
}

/** A validate request checked on a compute thread. */
export type CheckedValidateRequest =
  | {
      readonly _tag: "Valid"
      /** The encoded request's JSON, to store as the job's payload. */
      readonly request: string
      readonly blueprint: (typeof Contract.ValidateRequest.Type)["blueprint"]
      /** `Idempotency.requestHash` of the parsed body. */
      readonly hash: string
    }
  | { readonly _tag: "Invalid"; readonly issues: ReadonlyArray<ParseResult.ArrayFormatterIssue> }
  /** Not JSON (the parser's reason), or JSON the API refuses (`Platform.unsafeJson`). */
  | { readonly _tag: "NotJson"; readonly reason: string }
  | { readonly _tag: "Unsafe"; readonly detail: Errors.ValidationDetail }
  /** More personas than one validate accepts. */
  | { readonly _tag: "TooMany"; readonly count: number }

const decodeBody = Schema.decodeUnknownEither(Contract.ValidateRequest)
const encodeRequest = Schema.encodeSync(Schema.parseJson(Contract.ValidateRequest))

const decodeRequest = Schema.decodeUnknownSync(Schema.parseJson(Contract.ValidateRequest))
const encodeReport = Schema.encodeSync(Schema.parseJson(Report.EvaluationReport))

/** The engine refuses only what its caller must have checked first: a defect here. */
const orThrow = <A>(e: Either.Either<A, { readonly message: string }>): A =>
  Either.getOrThrowWith(e, (error) => new Error(`unchecked transcript reached the engine: ${error.message}`))

/** Computes a task in the current thread. */
export const compute = <T extends Task>(task: T): Results[T["_tag"]] => {
  const t = task as Task
  switch (t._tag) {
    case "Evaluate":
      return Evaluate.evaluate(t.personas, t.blueprint) as Results[T["_tag"]]
    case "EvaluateJson": {
      // The request was checked when it was accepted; one that no longer decodes is a defect.
      const request = decodeRequest(t.request)
      return encodeReport(Evaluate.evaluate(request.personas, request.blueprint)) as Results[T["_tag"]]
    }
    case "AuditSection": {
      const section =
        t.section === "report"
          ? Sections.report(t.messages, t.agent)
          : t.section === "read"
            ? Sections.read(t.messages, t.agent)
            : (() => {
                const judged = Sections.verdicts(t.messages, t.agent)
                return {
                  verdicts: judged.map((j) => j.verdict),
                  replies: Sections.replies(t.messages, t.agent, judged)
                }
              })()
      return section as Results[T["_tag"]]
    }
    case "ParseTranscript":
      return Chat.parse(t.text) as Results[T["_tag"]]
    case "CheckValidateRequest":
      return checkValidateRequest(t.body) as Results[T["_tag"]]
    case "Analyze":
      return orThrow(
        Analyze.analyze(t.messages, { agentName: t.agentName, focus: t.focus })
      ) as Results[T["_tag"]]
    case "Extract":
      return orThrow(Extract.extract(t.messages)) as Results[T["_tag"]]
    case "Foresee":
      return orThrow(Foresee.foresee(t.input)) as Results[T["_tag"]]
    case "Settle":
      return Generate.settle(t.personas, t.blueprint, t.seed) as Results[T["_tag"]]
  }
}

/**
 * A validate body as the API received it (text): parsed, held to the edge's JSON rules, the
 * persona cap, then decoded; the hash of the parsed body for an `Idempotency-Key`.
 */
const checkValidateRequest = (text: string): CheckedValidateRequest => {
  let body: unknown
  try {
    body = text.trim() === "" ? {} : JSON.parse(text)
  } catch (e) {
    return { _tag: "NotJson", reason: e instanceof Error ? e.message : "invalid JSON" }
  }
  const unsafe = Platform.unsafeJson(body)
  if (unsafe !== undefined) return { _tag: "Unsafe", detail: unsafe }
  const sent = (body as { personas?: unknown } | null)?.personas
  if (Array.isArray(sent) && sent.length > Contract.maxValidatePersonas)
    return { _tag: "TooMany", count: sent.length }
  const decoded = decodeBody(body)
  return Either.isLeft(decoded)
    ? { _tag: "Invalid", issues: ParseResult.ArrayFormatter.formatErrorSync(decoded.left) }
    : {
        _tag: "Valid",
        request: encodeRequest(decoded.right),
        blueprint: decoded.right.blueprint,
        hash: requestHash(body)
      }
}

/** The messages of a `Generate` task, computed lazily in the current thread. */
export function* generate(task: GenerateTask): Generator<GenerateMessage, void, void> {
  const steps = Generate.steps(task.prompt, {
    count: task.count,
    seed: task.seed,
    blueprint: task.blueprint
  })
  for (;;) {
    const step = steps.next()
    if (step.done !== true) {
      yield { _tag: "Progress", produced: step.value.produced, total: step.value.total }
      continue
    }
    yield Either.isRight(step.value)
      ? { _tag: "Done", generated: step.value.right }
      : { _tag: "Failed", error: step.value.left._tag, message: step.value.left.message }
    return
  }
}
