/**
 * The audit limits of the spec (section 8) and the messages that explain a refusal. The parser
 * only counts; the service refuses: `422` for the text length (before any charge), `400` for
 * the message count and for text with no readable message.
 */
import type { Parsed } from "./Transcript.js"

/** At most this many messages in an audit transcript (after continuation lines are merged and system lines dropped). */
export const maxMessages = 250

/** `raw_text` is 1 to this many characters (Unicode code points: an emoji counts as one). */
export const maxCharacters = 300_000

/** Unicode code points of a string (UTF-16 length minus surrogate pairs). */
export const characters = (s: string): number => {
  let n = s.length
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--
        i++
      }
    }
  }
  return n
}

/** Why a text is refused, with the status the spec gives it and a message for people. */
export interface Refusal {
  readonly reason: "empty" | "too_long" | "too_many_messages" | "unreadable"
  readonly status: 400 | 422
  readonly message: string
}

/**
 * Checks the raw text before parsing (and before any charge): `422` when empty or over
 * `maxCharacters`. Text of only spaces passes here and is refused by `checkParsed` (`400`,
 * nothing readable).
 */
export const checkText = (raw: string): Refusal | undefined => {
  if (raw.length === 0)
    return { reason: "empty", status: 422, message: "raw_text is empty: paste the chat to audit." }
  const n = raw.length > maxCharacters ? characters(raw) : raw.length
  if (n > maxCharacters)
    return {
      reason: "too_long",
      status: 422,
      message: `raw_text has ${n.toLocaleString("en-US")} characters; the limit is ${maxCharacters.toLocaleString("en-US")}. Paste a shorter part of the chat.`
    }
  return undefined
}

/** Checks a parse: `400` when no message could be read or when there are too many. */
export const checkParsed = (parsed: Parsed): Refusal | undefined => {
  if (parsed.messages.length === 0)
    return {
      reason: "unreadable",
      status: 400,
      message:
        "No messages could be read from raw_text. Paste the chat as the platform shows or exports it, or as lines of the form 'Name: text'."
    }
  if (parsed.messages.length > maxMessages)
    return {
      reason: "too_many_messages",
      status: 400,
      message: `The chat has ${parsed.messages.length} messages; an audit takes at most ${maxMessages}. Paste the last ${maxMessages} messages or fewer.`
    }
  return undefined
}
