/**
 * Schemas of foresee (spec 2.10, 4.13). Wire names are the spec's snake_case; the engine's
 * input is camelCase and is mapped at the edge of the service.
 */
import { Schemas as Insight } from "@cis/insight"
import { Schema } from "effect"
import { NonBlank } from "../platform/Schemas.js"
import { Bounded, limits, Text } from "../social-learning/Schemas.js"

const all = { parseOptions: { errors: "all", onExcessProperty: "error" } } as const

/** A foresee turn (spec 2.1 Turn). */
export const Turn = Schema.Struct({
  speaker: Bounded(255).annotations({ description: "Display name (1-255 characters)." }),
  text: Text.annotations({ description: "What was said." })
}).annotations({ identifier: "Turn", description: "One turn of the conversation.", ...all })

/** Foresee how people will take a draft reply (4.13). */
export const ForeseeRequest = Schema.Struct({
  transcript: Schema.NonEmptyArray(Turn).annotations({
    description: `The conversation so far, in order: at least 1 turn, at most ${limits.maxMessages.toLocaleString("en-US")} (with the draft at most ${limits.maxTotalChars.toLocaleString("en-US")} characters; more is 400).`
  }),
  candidate_reply: Text.pipe(Schema.compose(NonBlank)).annotations({
    description: "The agent's draft reply (required, not blank)."
  }),
  agent_name: Schema.optionalWith(
    Bounded(255).annotations({ description: "The agent's speaker name (default `agent`); never inferred." }),
    { default: () => "agent" }
  ),
  subject_name: Schema.optional(
    Bounded(255).annotations({
      description: "Model only this person; otherwise every speaker other than the agent."
    })
  )
}).annotations({
  identifier: "ForeseeRequest",
  description: "A conversation and the agent's draft reply.",
  ...all
})
/** The type of {@link ForeseeRequest}. */
export type ForeseeRequest = typeof ForeseeRequest.Type

/** Mental states, predicted reactions and a refined reply (2.10, 4.13). */
export const ForeseeResponse = Insight.ForeseeResult.annotations({
  identifier: "ForeseeResponse",
  description:
    "Per modelled person a mental state and a predicted reaction (same order), the refined reply and one line of rationale. A `medium` or `high` risk: send `refined_reply` instead of the draft."
})
/** The type of {@link ForeseeResponse}. */
export type ForeseeResponse = typeof ForeseeResponse.Type
