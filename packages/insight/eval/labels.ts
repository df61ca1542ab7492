/**
 * Reading a labelled conversation: its messages as the engine takes them, and the expected type
 * of each message from the `[fromIndex, type]` runs.
 */
import type { InteractionType } from "../src/Schemas.js"
import type { Message } from "../src/Transcript.js"
import type { Labelled } from "./types.js"

/** The conversation's lines as messages `m1`, `m2`, ... (`Speaker: text`). */
export const toMessages = (c: Pick<Labelled, "messages">): Array<Message> =>
  c.messages.map((line, i) => {
    const k = line.indexOf(": ")
    return { id: `m${i + 1}`, speaker: line.slice(0, k), text: line.slice(k + 2) }
  })

/** The labelled type of the message at 0-based index `i`. */
export const typeAt = (types: Labelled["types"], i: number): InteractionType => {
  let t: InteractionType = "transactional"
  for (const [from, type] of types) if (i >= from) t = type
  return t
}
