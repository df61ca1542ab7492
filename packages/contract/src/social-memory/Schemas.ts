/**
 * Schemas of the social-memory component (spec 2.14, 4.5-4.7). The 422 limits live here;
 * the 400 "too large" thresholds of recall and ask (decisions.md: at most 1,000,000
 * characters) are checked by the service, so that they answer 400 rather than 422.
 */
import { Schema } from "effect"
import { NonBlank } from "../platform/Schemas.js"

const all = { parseOptions: { errors: "all", onExcessProperty: "error" } } as const

/** Longest `scope_id` and `speaker` (spec 8). */
export const maxScopeIdChars = 255
/** Most characters of a `speaker` (spec 8). */
export const maxSpeakerChars = 255
/** Most messages in one ingest (more: 422; ingest is never 400). */
export const maxIngestMessages = 1_000
/** Longest `text` of an ingested message (longer: 422). */
export const maxIngestTextChars = 20_000
/** Longest `timestamp` of an ingested message (longer: 422). */
export const maxTimestampChars = 64
/** Longest recall `message.text` (longer: 400 VALIDATION_ERROR). */
export const maxRecallTextChars = 20_000
/** Longest ask `question` (longer: 400 VALIDATION_ERROR). */
export const maxQuestionChars = 4_000

const bounded = (min: number, max: number, what: string) =>
  Schema.String.pipe(Schema.minLength(min), Schema.maxLength(max)).annotations({
    description: `${what}, ${min}-${max.toLocaleString("en-US")} characters.`
  })

/** A scope of the caller's account (spec 2.14): another account's `scope_id` is an empty scope of the caller's. */
export const ScopeId = bounded(1, maxScopeIdChars, "The scope (per account)")
/** Who said it. */
export const Speaker = bounded(1, maxSpeakerChars, "Who said it")

/** One ingested message: speaker, text and, optionally, the time it was said as the client gives it. */
export const IngestMessage = Schema.Struct({
  speaker: Speaker,
  text: Schema.String.pipe(Schema.maxLength(maxIngestTextChars)).annotations({
    description: `What was said, at most ${maxIngestTextChars.toLocaleString("en-US")} characters.`
  }),
  timestamp: Schema.optionalWith(
    Schema.String.pipe(Schema.minLength(1), Schema.maxLength(maxTimestampChars)).annotations({
      description:
        "When it was said (optional; ISO 8601 advised), kept as given: no time zone is invented. Statements are dated by it, else by the time received (UTC)."
    }),
    { exact: true }
  )
}).annotations({ identifier: "MemoryMessage", ...all })

/** `POST /v1/social-memory/actions/ingest` (spec 4.5). */
export const IngestRequest = Schema.Struct({
  scope_id: ScopeId,
  transcript: Schema.Array(IngestMessage)
    .pipe(Schema.minItems(1), Schema.maxItems(maxIngestMessages))
    .annotations({
      description: `The messages to append, in conversation order: 1-${maxIngestMessages.toLocaleString("en-US")} per call.`
    })
}).annotations({ identifier: "IngestRequest", description: "Messages to append to a scope.", ...all })

/** The answer of ingest. */
export const IngestResponse = Schema.Struct({
  ingested: Schema.Int.annotations({
    description: "How many messages were appended (the length of `transcript`)."
  })
}).annotations({ identifier: "IngestResponse" })

/** `POST /v1/social-memory/actions/recall` (spec 4.6). */
export const RecallRequest = Schema.Struct({
  scope_id: ScopeId,
  message: Schema.Struct({
    speaker: Speaker,
    text: Schema.String.annotations({
      description: `The arriving turn, at most ${maxRecallTextChars.toLocaleString("en-US")} characters (longer: 400).`
    })
  }).annotations({ identifier: "RecallMessage", ...all })
}).annotations({
  identifier: "RecallRequest",
  description: "The arriving turn to recall context for.",
  ...all
})

/** The answer of recall. */
export const RecallResponse = Schema.Struct({
  context: Schema.String.annotations({
    description:
      "Prose context for the turn, one statement per line bound to its speaker, at most about 2,000 tokens; empty string when the scope has no messages."
  })
}).annotations({ identifier: "RecallResponse" })

/** `POST /v1/social-memory/actions/ask` (spec 4.7). */
export const AskRequest = Schema.Struct({
  scope_id: ScopeId,
  question: NonBlank.annotations({
    description: `The question, non-empty, at most ${maxQuestionChars.toLocaleString("en-US")} characters (longer: 400).`
  })
}).annotations({ identifier: "MemoryAskRequest", description: "A question about a scope.", ...all })

/** The answer of ask. */
export const AskResponse = Schema.Struct({
  answer: Schema.String.annotations({
    description:
      "The answer, naming who said what and when, or saying that the scope does not contain it; empty string when the scope has no messages."
  })
}).annotations({ identifier: "MemoryAskResponse" })
