/**
 * Schemas of the social-learning component (spec 2.1, 2.7, 4.1) and the transcript shapes that
 * extract and analyze share, with the size limits behind their `400 VALIDATION_ERROR`
 * (decisions.md: "too large" at documented thresholds of at most 1,000,000 characters).
 */
import { Schemas as Insight } from "@cis/insight"
import { Schema } from "effect"
import { isSafeText } from "../platform/Schemas.js"

/**
 * What one extract, analyze or foresee call accepts. Over any of them the call is
 * `400 VALIDATION_ERROR` naming the count and the limit; nothing is charged.
 */
export const limits = {
  /** Messages (or foresee turns) per transcript. */
  maxMessages: 10_000,
  /** Characters of text in all messages together (foresee: turns and `candidate_reply`). */
  maxTotalChars: 1_000_000
} as const

const all = { parseOptions: { errors: "all", onExcessProperty: "error" } } as const

const safe = <S extends Schema.Schema<string, string>>(s: S) =>
  s.pipe(
    Schema.filter(isSafeText, {
      message: () => "must not contain NUL characters or unpaired surrogates",
      // Kept in the document (with the field's description) as a plain string.
      jsonSchema: {}
    })
  )

/** A string of 1 to `max` characters, with no NUL character or unpaired surrogate. */
export const Bounded = (max: number) =>
  safe(
    Schema.String.pipe(
      Schema.minLength(1, { message: () => "must not be empty" }),
      Schema.maxLength(max, {
        message: () => `must be at most ${max.toLocaleString("en-US")} characters`
      })
    )
  )

/** Message text: any length (the transcript's total is limited), no NUL or unpaired surrogate. */
export const Text = safe(Schema.String)

const messageFields = {
  id: Bounded(255).annotations({
    description: "Unique within the transcript (1-255 characters); cited as evidence."
  }),
  speaker: Bounded(255).annotations({ description: "Display name or stable id (1-255 characters)." }),
  text: Text.annotations({ description: "What was said." }),
  channel: Schema.optional(Bounded(255).annotations({ description: "Channel or room." })),
  timestamp: Schema.optional(
    Bounded(64).annotations({ description: "Message time (ISO 8601 preferred; used for reply latency)." })
  ),
  reply_to: Schema.optional(Bounded(255).annotations({ description: "`id` of the message replied to." })),
  user_id: Schema.optional(
    Bounded(255).annotations({
      description:
        "Stable identity (analyze): when present it, not the name, identifies the speaker. Accepted and ignored by extract."
    })
  )
}

/** A transcript message (spec 2.1). */
export const Message = Schema.Struct(messageFields).annotations({
  identifier: "TranscriptMessage",
  description: "A transcript message (spec 2.1).",
  ...all
})
/** The type of {@link Message}. */
export type Message = typeof Message.Type

/** A transcript: messages in order, at least one, and an optional source label. */
export const Transcript = Schema.Struct({
  messages: Schema.NonEmptyArray(Message).annotations({
    description: `The messages in order: at least 1, at most ${limits.maxMessages.toLocaleString("en-US")}, with at most ${limits.maxTotalChars.toLocaleString("en-US")} characters of text in all (more is 400).`
  }),
  source: Schema.optional(
    Bounded(255).annotations({ description: "Where the transcript comes from (a label)." })
  )
}).annotations({ identifier: "Transcript", description: "A transcript, in order.", ...all })

/** Extract a norms profile (4.1). */
export const ExtractRequest = Schema.Struct({ transcript: Transcript }).annotations({
  identifier: "ExtractRequest",
  description: "A transcript to learn the room's norms from.",
  ...all
})
/** The type of {@link ExtractRequest}. */
export type ExtractRequest = typeof ExtractRequest.Type

/** The extracted profile (2.7) and a block to paste into a system prompt. */
export const ExtractResponse = Schema.Struct({
  prompt_block: Schema.String.annotations({
    description: "Lines an agent can paste into its system prompt to fit the room."
  }),
  profile: Insight.Profile.annotations({
    identifier: "Profile",
    description:
      "The norms profile (2.7): summary, register, style, lexicon, banned_phrases, address, taboos, humor, roles, norms, in_jokes, meta. Inner shapes in docs/insight.md."
  })
}).annotations({
  identifier: "ExtractResponse",
  description: "The norms profile (2.7) and a prompt block."
})
/** The type of {@link ExtractResponse}. */
export type ExtractResponse = typeof ExtractResponse.Type
