/**
 * The CPU-heavy tasks that run off the event loop serving requests, and how each one is
 * computed. Pure functions of plain data: the same code runs in a worker thread (production)
 * and in the calling thread (the `inline` layer used where threads are not wanted).
 */
import { Personas as Contract } from "@cis/contract"
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

/** What each task returns. */
export interface Results {
  readonly Evaluate: Report.EvaluationReport
  readonly EvaluateJson: string
  readonly CheckValidateRequest: CheckedValidateRequest
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
  }
}
