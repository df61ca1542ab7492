/** A labelled chat: the text as pasted and what the parser must read from it. */
import type { Format } from "../../src/Format.js"

export interface Sample {
  readonly name: string
  readonly input: string
  readonly format: Format
  /** `[speaker, text]` in order. */
  readonly messages: ReadonlyArray<readonly [string, string]>
  /** Expected participants; when omitted, the speakers of `messages` in order of first speech. */
  readonly participants?: ReadonlyArray<string>
  readonly agent: string | null
  /** `Today` for relative layouts. */
  readonly referenceDate?: string
  /** Expected timestamps of some messages, by index. */
  readonly timestamps?: Readonly<Record<number, string>>
}

/** Participants of a labelled chat: speakers in order of first speech. */
export const participantsOf = (s: Sample): ReadonlyArray<string> =>
  s.participants ?? [...new Set(s.messages.map(([speaker]) => speaker))]
