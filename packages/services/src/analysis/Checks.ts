/**
 * What extract, analyze and foresee refuse before anything is held or charged (spec 7,
 * decisions.md), in this order:
 * - 422 VALIDATION_ERROR (the body is malformed): two messages share an id (analyze); the
 *   `agent_name` is used by more than one `user_id` (analyze). Malformed bodies, empty
 *   `messages`/`transcript` and a missing `candidate_reply` are refused earlier by the schemas.
 * - 400 VALIDATION_ERROR (too large): more than `limits.maxMessages` messages, or more than
 *   `limits.maxTotalChars` characters of text in all (foresee: with the draft).
 * - 400 VALIDATION_ERROR (not analyzable): no message has anything readable (a letter, a
 *   digit or an emoji); analyze: `agent_name` never speaks; foresee: nobody but the agent
 *   speaks and no `subject_name` is given (nobody to model).
 */
import { Errors, SocialLearning } from "@cis/contract"
import type { Transcript } from "@cis/insight"
import { Option } from "effect"

const { limits } = SocialLearning
const n = (x: number) => x.toLocaleString("en-US")

/** Something to read: a letter, a digit or an emoji. */
export const readable = (text: string): boolean => /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(text)

const invalid = (message: string, loc: ReadonlyArray<string | number>, msg: string) =>
  new Errors.RequestInvalid({
    message,
    status: 422,
    code: "VALIDATION_ERROR",
    details: [{ loc, msg, type: "value" }]
  })

const rejected = (message: string, loc: ReadonlyArray<string | number>, msg: string, type: string) =>
  new Errors.InputRejected({ message, details: [{ loc, msg, type }] })

/** The first repeated message id (422). */
export const duplicateId = (
  messages: ReadonlyArray<{ readonly id: string }>
): Option.Option<Errors.RequestInvalid> => {
  const first = new Map<string, number>()
  for (let k = 0; k < messages.length; k++) {
    const id = messages[k]!.id
    const seen = first.get(id)
    if (seen !== undefined)
      return Option.some(
        invalid(
          `Message id "${id}" appears more than once (messages ${seen} and ${k}, counted from 0); ids must be unique within the transcript.`,
          ["body", "transcript", "messages", k, "id"],
          `duplicates the id of message ${seen}`
        )
      )
    first.set(id, k)
  }
  return Option.none()
}

/** The agent's name carried by more than one `user_id` (422). */
export const agentShared = (
  messages: ReadonlyArray<Transcript.Message>,
  agentName: string
): Option.Option<Errors.RequestInvalid> => {
  const ids: Array<string> = []
  for (const m of messages)
    if (m.speaker === agentName && m.user_id !== undefined && !ids.includes(m.user_id)) ids.push(m.user_id)
  return ids.length > 1
    ? Option.some(
        invalid(
          `agent_name "${agentName}" is used by ${ids.length} different user_ids (${ids.slice(0, 5).join(", ")}${ids.length > 5 ? ", ..." : ""}); it must name exactly one speaker. Rename the other speakers or send the agent's messages under one user_id.`,
          ["body", "agent_name"],
          `is shared by ${ids.length} user_ids`
        )
      )
    : Option.none()
}

/** Over the size limits (400), naming the count and the limit. */
export const tooLarge = (
  count: number,
  chars: number,
  what: "messages" | "turns",
  loc: ReadonlyArray<string>
): Option.Option<Errors.InputRejected> =>
  count > limits.maxMessages
    ? Option.some(
        rejected(
          `The transcript is too large: ${n(count)} ${what}; at most ${n(limits.maxMessages)} are accepted. Send a shorter transcript (for example the most recent part).`,
          loc,
          `has ${n(count)} items; the limit is ${n(limits.maxMessages)}`,
          "too_large"
        )
      )
    : chars > limits.maxTotalChars
      ? Option.some(
          rejected(
            `The transcript is too large: ${n(chars)} characters of text; at most ${n(limits.maxTotalChars)} are accepted. Send a shorter transcript.`,
            loc,
            `holds ${n(chars)} characters of text; the limit is ${n(limits.maxTotalChars)}`,
            "too_large"
          )
        )
      : Option.none()

/** No message has anything to read (400). */
export const unreadable = (
  texts: ReadonlyArray<{ readonly text: string }>,
  loc: ReadonlyArray<string>
): Option.Option<Errors.InputRejected> =>
  texts.some((t) => readable(t.text))
    ? Option.none()
    : Option.some(
        rejected(
          "The transcript cannot be analyzed: no message has any text to read (letters, digits or emoji).",
          loc,
          "has no readable text",
          "not_analyzable"
        )
      )

/** analyze: the agent under observation never speaks (400). */
export const agentAbsent = (
  messages: ReadonlyArray<Transcript.Message>,
  agentName: string
): Option.Option<Errors.InputRejected> => {
  if (messages.some((m) => m.speaker === agentName)) return Option.none()
  const speakers = [...new Set(messages.map((m) => m.speaker))]
  return Option.some(
    rejected(
      `The transcript cannot be analyzed for agent_name "${agentName}": that speaker never speaks. Speakers: ${speakers
        .slice(0, 10)
        .map((s) => `"${s}"`)
        .join(", ")}${speakers.length > 10 ? ", ..." : ""}.`,
      ["body", "agent_name"],
      "never speaks in the transcript",
      "not_analyzable"
    )
  )
}

/** foresee: nobody to model (400). */
export const nobodyToModel = (
  turns: ReadonlyArray<Transcript.Turn>,
  agentName: string,
  subjectName: string | undefined
): Option.Option<Errors.InputRejected> =>
  subjectName !== undefined || turns.some((t) => t.speaker !== agentName)
    ? Option.none()
    : Option.some(
        rejected(
          `Nobody to model: every turn is the agent's ("${agentName}"). Send the other people's turns, or name the person in subject_name.`,
          ["body", "transcript"],
          "has no speaker other than the agent",
          "not_analyzable"
        )
      )
