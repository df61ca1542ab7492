/**
 * Schemas of the personas component (spec 2.2-2.6, 3.1, 4.2-4.4).
 */
import { Blueprint } from "@cis/blueprint"
import { Persona, Report } from "@cis/persona-gates"
import { Schema } from "effect"
import { NonBlank } from "./Platform.js"

export const Grounding = Schema.Literal("off", "web", "research")
export type Grounding = typeof Grounding.Type

export const Persona22 = Persona.Persona.annotations({ identifier: "Persona" })
export const BlueprintSchema = Blueprint.Blueprint.annotations({ identifier: "Blueprint" })

export const GenerateRequest = Schema.Struct({
  prompt: NonBlank,
  count: Schema.optionalWith(Schema.Int.pipe(Schema.greaterThanOrEqualTo(1)), { default: () => 1 }),
  grounding: Schema.optionalWith(Grounding, { default: () => "off" as const })
}).annotations({ identifier: "GenerateRequest" })

export const EnhanceRequest = Schema.Struct({
  persona: NonBlank,
  grounding: Schema.optionalWith(Grounding, { default: () => "off" as const })
}).annotations({ identifier: "EnhanceRequest" })

export const ValidateRequest = Schema.Struct({
  personas: Schema.NonEmptyArray(Persona22),
  blueprint: Schema.optional(BlueprintSchema)
}).annotations({ identifier: "ValidateRequest" })

export const JobStarted = Schema.Struct({ id: Schema.String, status: Schema.Literal("pending") }).annotations(
  {
    identifier: "JobStarted"
  }
)

export const JobStatus = Schema.Literal("pending", "running", "succeeded", "failed")
export type JobStatus = typeof JobStatus.Type

export const PopulationResult = Schema.Struct({
  personas: Schema.Array(Persona22),
  blueprint: BlueprintSchema,
  diversity: Schema.optional(Report.Diversity),
  marginals: Schema.Array(Report.Marginal)
}).annotations({ identifier: "PopulationResult" })

export const Population = Schema.Struct({
  id: Schema.String,
  status: JobStatus,
  error: Schema.optional(Schema.String),
  progress: Schema.optional(Schema.Struct({ produced: Schema.Int, total: Schema.Int })),
  result: Schema.optional(PopulationResult)
}).annotations({ identifier: "Population" })

export const Enhancement = Schema.Struct({
  id: Schema.String,
  status: JobStatus,
  error: Schema.optional(Schema.String),
  source: Schema.String,
  grounding: Grounding,
  persona: Schema.NullOr(Persona22)
}).annotations({ identifier: "Enhancement" })

export const Evaluation = Schema.Struct({
  id: Schema.String,
  status: JobStatus,
  error: Schema.optional(Schema.String),
  result: Schema.optional(Report.EvaluationReport)
}).annotations({ identifier: "Evaluation" })

export const JobIdParams = Schema.Struct({
  id: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(255))
})
