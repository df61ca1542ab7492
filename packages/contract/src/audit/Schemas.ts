/**
 * Schemas of the audit pipeline (spec 2.11, 3.2, 4.10-4.12): prepare a pasted chat, launch the
 * audit for one of its participants, read the run as its sections fill in.
 */
import { Schemas as Insight } from "@cis/insight"
import { Schema } from "effect"
import { isSafeText } from "../platform/Schemas.js"

const all = { parseOptions: { errors: "all", onExcessProperty: "error" } } as const

const d = <A, I>(schema: Schema.Schema<A, I>, description: string): Schema.Schema<A, I> =>
  schema.annotations({ description })

/** The most characters `raw_text` may have. */
export const maxRawTextCharacters = 300_000

/** `POST .../audit_prepare`. */
export const PrepareRequest = Schema.Struct({
  raw_text: Schema.String.pipe(
    Schema.minLength(1, { message: () => "must not be empty" }),
    Schema.maxLength(maxRawTextCharacters, {
      message: () => `must be at most ${maxRawTextCharacters.toLocaleString("en-US")} characters`
    }),
    Schema.filter(isSafeText, { message: () => "must not contain NUL characters or unpaired surrogates" })
  ).annotations({
    description:
      "The chat as pasted or exported from its platform (1-300,000 characters); the format is detected."
  })
}).annotations({
  identifier: "AuditPrepareRequest",
  description: "A chat to audit.",
  // Property tests (the fuzz suite) draw chats that can be read: `Name: text` lines.
  arbitrary: () => (fc) =>
    fc
      .array(
        fc.tuple(
          fc.constantFrom("Ann", "Bob Lee", "Support Bot", "Zoë"),
          fc.stringMatching(/^[A-Za-z][A-Za-z ,.!?']{0,60}$/)
        ),
        { minLength: 1, maxLength: 30 }
      )
      .map((lines) => ({ raw_text: lines.map(([name, text]) => `${name}: ${text}`).join("\n") })),
  ...all
})

/** `audit_prepare`'s answer: the prepared run and what was read. */
export const PrepareResponse = Schema.Struct({
  run_id: d(Schema.String, "The run's id (UUID), for audit_launch and audit-run."),
  messages: d(Schema.Int, "Messages read (continuation lines merged, system lines dropped)."),
  participants: d(
    Schema.Array(Schema.String),
    "Speakers in order of first speech: exactly the values accepted as agent_name."
  ),
  agent_guess: d(
    Schema.NullOr(Schema.String),
    "The participant most probably the AI agent, or null; a pre-selection hint only."
  ),
  format: d(
    Schema.String,
    "The detected layout, e.g. whatsapp_android, slack_paste, plain (see docs/transcript.md)."
  )
}).annotations({ identifier: "AuditPrepareResponse", description: "A prepared (parked, unlaunched) run." })

/** `POST .../audit_launch`. */
export const LaunchRequest = Schema.Struct({
  run_id: d(Schema.String, "The run from audit_prepare."),
  agent_name: Schema.String.pipe(
    Schema.minLength(1, { message: () => "must not be empty" }),
    Schema.maxLength(255, { message: () => "must be at most 255 characters" })
  ).annotations({
    description: "The agent under audit: exactly one of the run's participants (1-255 characters)."
  })
}).annotations({ identifier: "AuditLaunchRequest", description: "Which participant is the agent.", ...all })

/** A run's progress as launch and audit-run report it. */
export const RunStatus = Schema.Literal("prepared", "queued", "completed", "failed").annotations({
  identifier: "AuditRunStatus",
  description:
    "`prepared` until launched; `queued` while the audit runs; `completed` once report, read and verdicts are set (replies may follow); `failed` when the audit could not be produced (nothing billed for the launch)."
})

/** `audit_launch`'s answer: the run, its agent and its progress. */
export const LaunchResponse = Schema.Struct({
  run_id: d(Schema.String, "The launched run."),
  agent_name: d(Schema.String, "On a repeat launch, the name set by the first one."),
  status: d(
    Schema.Literal("queued", "completed", "failed"),
    "`queued` on a first launch; then the run's progress."
  )
}).annotations({ identifier: "AuditLaunchResponse", description: "The launched run." })

/** `POST .../projections/audit-run`. */
export const RunRequest = Schema.Struct({
  run_id: d(Schema.String, "The run to read.")
}).annotations({ identifier: "AuditRunRequest", description: "A run to read.", ...all })

/** Risk of an agent turn or of its rewrite: how likely the people in the chat take it badly. */
export const Risk = Insight.Severity.annotations({
  identifier: "Risk",
  description: "`low`, `medium` or `high`: how likely the people in the chat take the turn badly."
})

/** A message of a run's parsed transcript. */
export const RunMessage = Schema.Struct({
  id: d(Schema.String, "`m1`, `m2`, ... in order."),
  speaker: d(Schema.String, "Who said it, as the chat names them."),
  text: d(Schema.String, "What was said (multi-line messages keep their lines).")
}).annotations({ identifier: "AuditMessage", description: "A message of the parsed transcript." })

/** The group as a whole, from the extracted norms profile. */
export const Portrait = Schema.Struct({
  summary: d(Schema.String, "The group in two or three sentences."),
  register: d(Schema.Unknown, "Formality, warmth, casing, as the extracted profile's `register`."),
  style: d(Schema.Unknown, "Length, formatting, emoji, as the extracted profile's `style`."),
  norms: d(Schema.Array(Schema.Unknown), "The group's norms, as the extracted profile's `norms`.")
}).annotations({
  identifier: "Portrait",
  description: "The group as a whole, from the extracted norms profile."
})

/** One person's state of mind at the end of the chat. */
export const PersonMentalState = Schema.Struct({
  name: d(Schema.String, "The person."),
  beliefs: d(Schema.Array(Schema.String), "What they believe about the situation."),
  goals: d(Schema.Array(Schema.String), "What they want from the chat."),
  emotions: d(
    Schema.Array(
      Schema.Struct({
        type: d(Schema.String, "The emotion, e.g. frustration."),
        intensity: d(Schema.Number, "From 0.0 (barely) to 1.0 (overwhelming).")
      })
    ),
    "Their emotions, each with an intensity."
  )
}).annotations({
  identifier: "AuditMentalState",
  description: "One person's state of mind at the end of the chat."
})

/** What one person said about themselves. */
export const PersonProfile = Schema.Struct({
  name: d(Schema.String, "The person."),
  facts: d(Schema.Array(Schema.String), "What the person said about themselves, in their words.")
})

/** How the room reads: each part optional. */
export const Read = Schema.Struct({
  prompt_block: Schema.optional(
    d(Schema.NullOr(Schema.String), "The norms profile as a block for a system prompt.")
  ),
  portrait: Schema.optional(d(Schema.NullOr(Portrait), "The group as a whole.")),
  mental_state: Schema.optional(
    d(Schema.NullOr(Schema.Array(PersonMentalState)), "Per non-agent person, at the end of the chat.")
  ),
  profiles: Schema.optional(d(Schema.NullOr(Schema.Array(PersonProfile)), "Per non-agent person."))
}).annotations({ identifier: "AuditRead", description: "How the room reads: each part optional." })

/** The verdict on one turn of the agent. */
export const Verdict = Schema.Struct({
  index: d(Schema.Int, "0-based position of the turn's first message in transcript.messages."),
  risk: Risk,
  summary: d(Schema.String, "How the people present took (or will take) the turn, in one line."),
  predicted_message: d(Schema.String, "The likeliest next message, or (no reply).")
}).annotations({
  identifier: "AuditVerdict",
  description: "One turn of the agent (consecutive agent messages)."
})

/** A rewrite of a risky agent turn, split into chat messages. */
export const Reply = Schema.Struct({
  index: d(Schema.Int, "The turn rewritten (its verdict's index)."),
  reply: d(Schema.String, "The turn rewritten in the agent's voice."),
  messages: d(Schema.Array(Schema.String), "The rewrite split as a person would send it (1-5 messages)."),
  risk: d(Risk, "The risk of the rewrite.")
}).annotations({ identifier: "AuditReply", description: "A rewrite of a risky agent turn." })

/** The reception report of an audit (2.8): the `@cis/insight` engine's, documented there. */
export const AuditReport = Insight.ReceptionReport.annotations({
  identifier: "AuditReport",
  description: "The reception report (2.8) of the audited chat."
})

/** An audit run as `audit-run` reads it (2.11). */
export const AuditRun = Schema.Struct({
  run_id: d(Schema.String, "The run's id."),
  status: RunStatus,
  agent_name: d(Schema.NullOr(Schema.String), "null until launched."),
  agent_guess: d(Schema.NullOr(Schema.String), "The participant most probably the agent, or null."),
  format: d(Schema.String, "The detected chat layout."),
  participants: d(Schema.Array(Schema.String), "Speakers in order of first speech."),
  transcript: d(
    Schema.Struct({ messages: d(Schema.Array(RunMessage), "Every message, in order.") }),
    "The whole parsed transcript."
  ),
  report: d(Schema.NullOr(AuditReport), "The reception report (2.8); null until done."),
  read: d(Schema.NullOr(Read), "How the room reads; null until done."),
  verdicts: d(Schema.NullOr(Schema.Array(Verdict)), "One per agent turn; null until done."),
  replies: d(Schema.Array(Reply), "Empty until the rewrites are done."),
  error: Schema.optional(d(Schema.String, "Why the audit failed (status `failed`)."))
}).annotations({ identifier: "AuditRun", description: "An audit run (2.11)." })
