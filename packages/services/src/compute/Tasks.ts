/**
 * The CPU-heavy tasks that run off the event loop serving requests, and how each one is
 * computed. Pure functions of plain data: the same code runs in a worker thread (production)
 * and in the calling thread (the `inline` layer used where threads are not wanted).
 */
import { Personas as Contract } from "@cis/contract"
import { Analyze, Extract, Foresee, type Schemas as Insight, type Transcript } from "@cis/insight"
import type { BlueprintView, Persona } from "@cis/persona-gates"
import { Evaluate, Report } from "@cis/persona-gates"
import { Either, ParseResult, Schema } from "effect"

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

/** What each task returns. */
export interface Results {
  readonly Evaluate: Report.EvaluationReport
  readonly EvaluateJson: string
  readonly CheckValidateRequest: CheckedValidateRequest
  readonly Analyze: Insight.ReceptionReport
  readonly Extract: Insight.ExtractResult
  readonly Foresee: Insight.ForeseeResult
}

/** A validate request checked on a compute thread. */
export type CheckedValidateRequest =
  | {
      readonly _tag: "Valid"
      /** The encoded request's JSON, to store as the job's payload. */
      readonly request: string
      readonly blueprint: (typeof Contract.ValidateRequest.Type)["blueprint"]
    }
  | { readonly _tag: "Invalid"; readonly issues: ReadonlyArray<ParseResult.ArrayFormatterIssue> }

const decodeBody = Schema.decodeUnknownEither(Contract.ValidateRequest)
const encodeRequest = Schema.encodeSync(Schema.parseJson(Contract.ValidateRequest))

const decodeRequest = Schema.decodeUnknownSync(Schema.parseJson(Contract.ValidateRequest))
const encodeReport = Schema.encodeSync(Schema.parseJson(Report.EvaluationReport))

/** The engine refuses only what its caller must have checked first: a defect here. */
const orThrow = <A>(e: Either.Either<A, { readonly message: string }>): A =>
  Either.getOrThrowWith(e, (error) => new Error(`unchecked transcript reached the engine: ${error.message}`))

/** Computes a task in the current thread. */
export const compute = (task: Task): Results[Task["_tag"]] => {
  switch (task._tag) {
    case "Evaluate":
      return Evaluate.evaluate(task.personas, task.blueprint)
    case "EvaluateJson": {
      // The request was checked when it was accepted; one that no longer decodes is a defect.
      const request = decodeRequest(task.request)
      return encodeReport(Evaluate.evaluate(request.personas, request.blueprint))
    }
    case "CheckValidateRequest": {
      const decoded = decodeBody(JSON.parse(task.body))
      return Either.isLeft(decoded)
        ? { _tag: "Invalid", issues: ParseResult.ArrayFormatter.formatErrorSync(decoded.left) }
        : { _tag: "Valid", request: encodeRequest(decoded.right), blueprint: decoded.right.blueprint }
    }
    case "Analyze":
      return orThrow(Analyze.analyze(task.messages, { agentName: task.agentName, focus: task.focus }))
    case "Extract":
      return orThrow(Extract.extract(task.messages))
    case "Foresee":
      return orThrow(Foresee.foresee(task.input))
  }
}
