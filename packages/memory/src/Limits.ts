/**
 * Size limits of the memory component and the checks that enforce them. Spec section 8 fixes
 * `scope_id` and `speaker` at 1-255 characters and `transcript` at one message or more; the
 * other thresholds are this service's (docs/memory.md).
 */
import type { Incoming } from "./Message.js"

/** The limits, in characters unless named otherwise. */
export const limits = {
  /** `scope_id`: 1-255 (spec 8). */
  scopeId: 255,
  /** `speaker`: 1-255 (spec 8). */
  speaker: 255,
  /** Messages in one ingest (over it: 422; ingest is never 400). */
  ingestMessages: 1_000,
  /** `text` of one ingested message (over it: 422). */
  ingestText: 20_000,
  /** `timestamp` of one ingested message (over it: 422). */
  timestamp: 64,
  /** `message.text` of recall (over it: 400 VALIDATION_ERROR, spec 7). */
  recallText: 20_000,
  /** `question` of ask (over it: 400 VALIDATION_ERROR, spec 7). */
  question: 4_000,
  /** Budget of a recall context and of an answer, in estimated tokens (`Text.estimateTokens`). */
  contextTokens: 2_000
} as const

/** One violated limit: where (`loc`, as in the 422 envelope's `details`), what, and of which kind. */
export interface Violation {
  readonly loc: ReadonlyArray<string | number>
  readonly msg: string
  readonly type: "missing" | "too_short" | "too_long" | "too_large"
}

const length = (
  loc: ReadonlyArray<string | number>,
  value: string,
  min: number,
  max: number,
  what: string,
  over: Violation["type"] = "too_long"
): Array<Violation> =>
  value.length < min
    ? [{ loc, msg: `${what} must not be empty`, type: "too_short" }]
    : value.length > max
      ? [
          {
            loc,
            msg: `${what} must be at most ${max.toLocaleString("en-US")} characters (got ${value.length.toLocaleString("en-US")})`,
            type: over
          }
        ]
      : []

/** Problems of a `scope_id` (1-255 characters). */
export const checkScopeId = (scopeId: string): Array<Violation> =>
  length(["scope_id"], scopeId, 1, limits.scopeId, "scope_id")

/** Problems of an ingest request; all of them are 422 (ingest is never 400, spec 7). */
export const checkIngest = (scopeId: string, transcript: ReadonlyArray<Incoming>): Array<Violation> => {
  const out = checkScopeId(scopeId)
  if (transcript.length === 0)
    out.push({ loc: ["transcript"], msg: "transcript must hold at least one message", type: "too_short" })
  if (transcript.length > limits.ingestMessages)
    out.push({
      loc: ["transcript"],
      msg: `transcript must hold at most ${limits.ingestMessages.toLocaleString("en-US")} messages per call (got ${transcript.length.toLocaleString("en-US")}); split it into several calls`,
      type: "too_long"
    })
  transcript.slice(0, limits.ingestMessages).forEach((m, i) => {
    out.push(...length(["transcript", i, "speaker"], m.speaker, 1, limits.speaker, "speaker"))
    out.push(...length(["transcript", i, "text"], m.text, 0, limits.ingestText, "text"))
    if (m.timestamp !== undefined)
      out.push(...length(["transcript", i, "timestamp"], m.timestamp, 0, limits.timestamp, "timestamp"))
  })
  return out
}

/** Problems of a recall request: `message.text` over its limit is `too_large` (400). */
export const checkRecall = (scopeId: string, speaker: string, text: string): Array<Violation> => [
  ...checkScopeId(scopeId),
  ...length(["message", "speaker"], speaker, 1, limits.speaker, "message.speaker"),
  ...length(["message", "text"], text, 0, limits.recallText, "message.text", "too_large")
]

/** Problems of an ask request: an empty question is 422, one over its limit `too_large` (400). */
export const checkAsk = (scopeId: string, question: string): Array<Violation> => [
  ...checkScopeId(scopeId),
  ...(question.trim().length === 0
    ? [{ loc: ["question"], msg: "question must not be empty", type: "too_short" as const }]
    : length(["question"], question, 1, limits.question, "question", "too_large"))
]

/** Whether any violation is a size the spec answers with 400 rather than 422. */
export const isTooLarge = (violations: ReadonlyArray<Violation>): boolean =>
  violations.some((v) => v.type === "too_large")
