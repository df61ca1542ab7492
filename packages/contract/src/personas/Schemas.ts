/**
 * Schemas of the personas component (spec 2.2-2.6, 3.1, 4.2-4.4).
 */
import { Blueprint } from "@cis/blueprint"
import { Persona, Report } from "@cis/persona-gates"
import { Schema } from "effect"
import { isSafeText, Prompt } from "../platform/Schemas.js"

/** Lookups: `off` none, `web` a quick live lookup, `research` deeper research (slower). */
export const Grounding = Schema.Literal("off", "web", "research").annotations({
  identifier: "Grounding",
  description: "Lookups: `off` none, `web` a quick live lookup, `research` deeper research (slower)."
})
/** The type of {@link Grounding}. */
export type Grounding = typeof Grounding.Type

/** A persona (spec 2.2): `persona_id`, `fields`, `system_prompt`, `markdown`. */
export const Persona22 = Persona.Persona.annotations({ identifier: "Persona" })
/** A blueprint (spec 2.3), as the engines read it. */
export const BlueprintSchema = Blueprint.Blueprint.annotations({ identifier: "Blueprint" })

const all = { parseOptions: { errors: "all", onExcessProperty: "error" } } as const

/** A population to generate. */
export const GenerateRequest = Schema.Struct({
  prompt: Prompt.annotations({ description: "Who to generate, in words (at most 10,000 characters)." }),
  count: Schema.optionalWith(
    Schema.Int.pipe(Schema.greaterThanOrEqualTo(1)).annotations({
      description: "How many personas, at least 1 (capped by CIS_MAX_POPULATION); default 1."
    }),
    { default: () => 1 }
  ),
  grounding: Schema.optionalWith(Grounding, { default: () => "off" as const })
}).annotations({ identifier: "GenerateRequest", description: "A population to generate.", ...all })

/** A persona to structure. */
export const EnhanceRequest = Schema.Struct({
  persona: Prompt.annotations({
    description: "The persona as free text, non-empty, at most 10,000 characters."
  }),
  grounding: Schema.optionalWith(Grounding, { default: () => "off" as const })
}).annotations({ identifier: "EnhanceRequest", description: "A persona to structure.", ...all })

/** Most personas one `validate` call accepts; more is `400 VALIDATION_ERROR` naming both counts. */
export const maxValidatePersonas = 10_000

/**
 * Personas to validate; with a `blueprint` (the field model to check against) also its fields,
 * order, constraints and marginals.
 */
export const ValidateRequest = Schema.Struct({
  personas: Schema.NonEmptyArray(Persona22).annotations({
    description: "The personas to check, at least 1, at most 10,000."
  }),
  blueprint: Schema.optional(BlueprintSchema)
}).annotations({
  identifier: "ValidateRequest",
  description:
    "Personas to validate; with a `blueprint` (the field model to check against) also its fields, order, constraints and marginals.",
  ...all
})

/** An accepted job. */
export const JobStarted = Schema.Struct({
  id: Schema.String.annotations({ description: "The job's id, to poll." }),
  status: Schema.Literal("pending").annotations({ description: "Always `pending`." })
}).annotations({ identifier: "JobStarted", description: "An accepted job." })

/** Why the job failed (status `failed`). */
export const JobStatus = Schema.Literal("pending", "running", "succeeded", "failed").annotations({
  identifier: "JobStatus",
  description: "pending, then running, then succeeded or failed."
})
const JobId = Schema.String.annotations({ description: "The job's id." })
const JobError = Schema.String.annotations({ description: "Why the job failed (status `failed`)." })
/** The type of {@link JobStatus}. */
export type JobStatus = typeof JobStatus.Type

/**
 * A generated population (2.4): the personas, the `blueprint` (field model) they were drawn from,
 * their `diversity` and per-field `marginals`.
 */
export const PopulationResult = Schema.Struct({
  personas: Schema.Array(Persona22).annotations({ description: "The generated personas." }),
  blueprint: BlueprintSchema,
  diversity: Schema.optional(Report.Diversity.annotations({ identifier: "Diversity" })),
  marginals: Schema.Array(Report.Marginal.annotations({ identifier: "Marginal" })).annotations({
    description: "Per field: the blueprint's distribution against the population's."
  }),
  honoured: Schema.optional(
    Schema.Array(
      Schema.Struct({
        facet: Schema.String.annotations({
          description: "Which facet of the prompt: who, age, place, situation, interest, era or qualifier."
        }),
        value: Schema.String.annotations({ description: "What was understood, e.g. `age 16-29 (Gen Z)`." }),
        words: Schema.Array(Schema.String).annotations({ description: "The words of the prompt it covers." })
      })
    ).annotations({
      description:
        "Facets of the prompt the blueprint models (offline provider). Absent when a model proposed the blueprint."
    })
  ),
  not_modelled: Schema.optional(
    Schema.Array(Schema.String).annotations({
      description:
        "Words of the prompt the blueprint does not model, so that nothing is ignored silently (offline provider; empty when every word was modelled)."
    })
  ),
  text: Schema.optional(
    Schema.Struct({
      writer: Schema.Literal("offline", "model").annotations({
        description: "`model` when a language model wrote the text fields, else `offline`."
      }),
      model: Schema.optional(Schema.String.annotations({ description: "The model that wrote them." })),
      by_model: Schema.Int.annotations({ description: "Personas whose text fields are the model's." }),
      repaired: Schema.Int.annotations({
        description: "Of those, personas whose first text contradicted their fields and whose second did not."
      }),
      offline: Schema.Int.annotations({
        description:
          "Personas that kept the offline writer's text (the model's contradicted their fields twice, was missing, or was rewritten to pass the diversity gates)."
      }),
      calls: Schema.Int.annotations({ description: "Model calls made for the text." })
    }).annotations({ identifier: "PopulationText", description: "Who wrote the personas' text fields." })
  ),
  grounding: Schema.optional(
    Grounding.annotations({
      description:
        "The grounding level actually used (`off` when none was requested, no lookup provider is configured, or the lookups found nothing)."
    })
  )
}).annotations({
  identifier: "PopulationResult",
  description:
    "A generated population (2.4): the personas, the `blueprint` (field model) they were drawn from, their `diversity` and per-field `marginals`."
})

/** A population job (2.5); `result` once `succeeded`. */
export const Population = Schema.Struct({
  id: JobId,
  status: JobStatus,
  error: Schema.optional(JobError),
  progress: Schema.optional(
    Schema.Struct({
      produced: Schema.Int.annotations({ description: "Personas produced so far." }),
      total: Schema.Int.annotations({ description: "Personas asked for." })
    }).annotations({ description: "How far generation is." })
  ),
  result: Schema.optional(PopulationResult)
}).annotations({
  identifier: "Population",
  description: "A population job (2.5); `result` once `succeeded`."
})

/** An enhancement job (2.5); `persona` is the structured persona once `succeeded`, else null. */
export const Enhancement = Schema.Struct({
  id: JobId,
  status: JobStatus,
  error: Schema.optional(JobError),
  source: Schema.String.annotations({ description: "The persona text sent." }),
  grounding: Grounding,
  persona: Schema.NullOr(Persona22).annotations({
    description: "The structured persona once `succeeded`, else null."
  })
}).annotations({
  identifier: "Enhancement",
  description: "An enhancement job (2.5); `persona` is the structured persona once `succeeded`, else null."
})

/** A validation job (2.5); `result` is the gates' report (2.6) once `succeeded`. */
export const Evaluation = Schema.Struct({
  id: JobId,
  status: JobStatus,
  error: Schema.optional(JobError),
  result: Schema.optional(Report.EvaluationReport.annotations({ identifier: "EvaluationReport" }))
}).annotations({
  identifier: "Evaluation",
  description: "A validation job (2.5); `result` is the gates' report (2.6) once `succeeded`."
})

/** Path parameters. */
export const JobIdParams = Schema.Struct({
  id: Schema.String.pipe(
    Schema.minLength(1),
    Schema.maxLength(255),
    Schema.filter(isSafeText, {
      message: () => "must not contain NUL characters or unpaired surrogates"
    })
  ).annotations({
    description: "The job's id, as returned when it was started."
  })
}).annotations(all)
