/**
 * The personas component's job kinds: queue names with payload, progress and result schemas.
 */
import { Personas as Contract } from "@cis/contract"
import { Schema } from "effect"
import { JobKind } from "../jobs/index.js"

/** Personas written so far out of the requested count. */
export const PopulationProgress = Schema.Struct({ produced: Schema.Int, total: Schema.Int })

/** `POST /v1/personas/actions/generate`: a population. */
export const Population = JobKind.make({
  queue: "personas.generate",
  payload: Contract.GenerateRequest,
  progress: PopulationProgress,
  result: Contract.PopulationResult,
  initialProgress: (p) => ({ produced: 0, total: p.count })
})

/** The enhancement job's result: the persona and the grounding that was applied. */
export const EnhancementResult = Schema.Struct({ persona: Contract.Persona22, grounding: Contract.Grounding })

/** `POST /v1/personas/actions/enhance`: one persona written from free text. */
export const Enhancement = JobKind.make({
  queue: "personas.enhance",
  payload: Contract.EnhanceRequest,
  progress: Schema.Null,
  result: EnhancementResult
})

/**
 * `POST /v1/personas/actions/validate`: the gates' evaluation report. Payload (the encoded
 * `ValidateRequest`) and result (the encoded `EvaluationReport`) travel as JSON text: up to
 * 10,000 personas in, a report as large out, parsed and encoded on a compute thread only.
 */
export const Evaluation = JobKind.makeText({ queue: "personas.validate", progress: Schema.Null })
