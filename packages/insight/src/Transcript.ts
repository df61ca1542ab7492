/**
 * Transcript input (spec 2.1) and speaker identity. With `user_id` the id, not the display name,
 * identifies a person: the same name under two ids is two people. The agent is the speaker whose
 * name equals `agentName` (never inferred); if its messages carry several `user_id`s the name is
 * ambiguous and `resolve` returns `AgentNameShared`, which the service maps to `422`.
 */
import { Data, Either } from "effect"

/** A transcript message of extract / analyze (spec 2.1). */
export interface Message {
  readonly id: string
  readonly speaker: string
  readonly text: string
  readonly channel?: string | undefined
  readonly timestamp?: string | undefined
  readonly reply_to?: string | undefined
  readonly user_id?: string | undefined
}

/** A foresee turn (spec 2.1 Turn). */
export interface Turn {
  readonly speaker: string
  readonly text: string
}

/** The `agent_name` is used by more than one `user_id` (spec 7: analyze `422`). */
export class AgentNameShared extends Data.TaggedError("AgentNameShared")<{
  readonly agentName: string
  readonly userIds: ReadonlyArray<string>
}> {
  override get message(): string {
    return `agent_name "${this.agentName}" is used by ${this.userIds.length} different user_ids (${this.userIds.join(", ")}); it must name exactly one speaker.`
  }
}

/** The transcript has no messages (spec 7: `422`). */
export class EmptyTranscript extends Data.TaggedError("EmptyTranscript")<{}> {
  override get message(): string {
    return "The transcript has no messages; send at least one."
  }
}

/** Two messages share an id (spec 7: analyze `422`). */
export class DuplicateMessageId extends Data.TaggedError("DuplicateMessageId")<{ readonly id: string }> {
  override get message(): string {
    return `Message id "${this.id}" appears more than once; ids must be unique within the transcript.`
  }
}

/** Why a transcript cannot be analyzed. */
export type TranscriptError = AgentNameShared | EmptyTranscript | DuplicateMessageId

/** A person in the transcript. `key` is the `user_id` when given, else `name:<speaker>`. */
export interface Speaker {
  readonly key: string
  readonly name: string
  readonly userId: string | undefined
  readonly isAgent: boolean
}

/** A transcript with every message attributed to a speaker. */
export interface Resolved {
  readonly messages: ReadonlyArray<Message>
  /** Speaker index of each message (into `speakers`). */
  readonly speakerOf: ReadonlyArray<number>
  /** Speakers in order of first message. */
  readonly speakers: ReadonlyArray<Speaker>
  readonly agentName: string
}

/**
 * Attribute every message to a speaker; check ids are unique and that `agentName` names one
 * person. O(n).
 */
export const resolve = (
  messages: ReadonlyArray<Message>,
  agentName: string,
  options: { readonly allowDuplicateIds?: boolean } = {}
): Either.Either<Resolved, TranscriptError> => {
  if (messages.length === 0) return Either.left(new EmptyTranscript())
  if (options.allowDuplicateIds !== true) {
    const seen = new Set<string>()
    for (const m of messages) {
      if (seen.has(m.id)) return Either.left(new DuplicateMessageId({ id: m.id }))
      seen.add(m.id)
    }
  }
  const agentIds: Array<string> = []
  for (const m of messages) {
    if (m.speaker === agentName && m.user_id !== undefined && !agentIds.includes(m.user_id))
      agentIds.push(m.user_id)
  }
  if (agentIds.length > 1) return Either.left(new AgentNameShared({ agentName, userIds: agentIds }))
  const index = new Map<string, number>()
  const speakers: Array<Speaker> = []
  const speakerOf: Array<number> = []
  for (const m of messages) {
    const isAgent = m.speaker === agentName
    const key = isAgent ? "agent" : m.user_id !== undefined ? `id:${m.user_id}` : `name:${m.speaker}`
    let i = index.get(key)
    if (i === undefined) {
      i = speakers.length
      index.set(key, i)
      speakers.push({ key, name: m.speaker, userId: isAgent ? undefined : m.user_id, isAgent })
    }
    speakerOf.push(i)
  }
  return Either.right({ messages, speakerOf, speakers, agentName })
}

/** Foresee turns as messages with synthetic ids `t1`, `t2`, ... */
export const fromTurns = (turns: ReadonlyArray<Turn>): ReadonlyArray<Message> =>
  turns.map((t, i) => ({ id: `t${i + 1}`, speaker: t.speaker, text: t.text }))
