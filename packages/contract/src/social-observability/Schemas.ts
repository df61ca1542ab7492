/**
 * Schemas of analyze (spec 2.8, 4.8) and the stored report (2.9, 4.9) of the
 * social-observability component. The audit endpoints live in their own group.
 */
import { Schemas as Insight } from "@cis/insight"
import { Arbitrary, Schema } from "effect"
import { Bounded, limits, Transcript } from "../social-learning/Schemas.js"

const all = { parseOptions: { errors: "all", onExcessProperty: "error" } } as const

/** Longest `focus`, in characters. */
export const maxFocusChars = 2_000

const AnalyzeFields = Schema.Struct({
  transcript: Transcript,
  agent_name: Bounded(255).annotations({
    description:
      "The speaker under observation (1-255 characters), exactly as in `speaker`; never inferred. It must speak in the transcript (else 400) and carry at most one `user_id` (else 422)."
  }),
  focus: Schema.optional(
    Bounded(maxFocusChars).annotations({
      description: `A question that weights the report (at most ${maxFocusChars.toLocaleString("en-US")} characters).`
    })
  )
})

/**
 * Property tests (the fuzz suite) draw requests that can be analyzed: unique ids, and an
 * `agent_name` that speaks, under at most one `user_id`.
 */
const analyzable = () => () =>
  Arbitrary.make(AnalyzeFields).map((r) => {
    const agent = r.transcript.messages[0].speaker
    const messages = r.transcript.messages.map((m, k) => {
      const { user_id: _, ...rest } = m
      return m.speaker === agent ? { ...rest, id: `m${k}` } : { ...m, id: `m${k}` }
    }) as unknown as typeof r.transcript.messages
    return { ...r, agent_name: agent, transcript: { ...r.transcript, messages } }
  })

/** Analyze a transcript for one agent (4.8). */
export const AnalyzeRequest = AnalyzeFields.annotations({
  arbitrary: analyzable,
  identifier: "AnalyzeRequest",
  description: `A transcript (at most ${limits.maxMessages.toLocaleString("en-US")} messages, ${limits.maxTotalChars.toLocaleString("en-US")} characters of text; unique ids) and the agent to observe.`,
  ...all
})
/** The type of {@link AnalyzeRequest}. */
export type AnalyzeRequest = typeof AnalyzeRequest.Type

const ReportFields = Insight.ReceptionReport.fields

/** The reception report (2.8) with the stored report's `id` (decisions.md). */
export const AnalyzeResponse = Schema.Struct({
  id: Schema.UUID.annotations({ description: "The stored report's id, to read it back (4.9)." }),
  ...ReportFields
}).annotations({
  identifier: "ReceptionReport",
  description: "The reception report (2.8), stored under `id`."
})
/** The type of {@link AnalyzeResponse}. */
export type AnalyzeResponse = typeof AnalyzeResponse.Type

/** A stored report (2.9). */
export const ReportRecord = Schema.Struct({
  agent_name: Schema.String.annotations({ description: "The `agent_name` as sent." }),
  health_score: Schema.Number.annotations({ description: "Equals `report.health_score`." }),
  // The exact analyze response body (a reference to ReceptionReport).
  report: AnalyzeResponse
}).annotations({ identifier: "ReportRecord", description: "A stored report (2.9)." })
/** The type of {@link ReportRecord}. */
export type ReportRecord = typeof ReportRecord.Type

/** The report, or `null` when the id is unknown or another account's (indistinguishable). */
export const ReportOrNull = Schema.NullOr(ReportRecord).annotations({
  description: "The stored report, or `null` when the id is unknown or belongs to another account."
})

/** Path of the get-report route. */
export const ReportIdParams = Schema.Struct({
  id: Schema.UUID.annotations({ description: "The report's id (a UUID, as returned by analyze)." })
}).annotations(all)
