/**
 * A stored message as the engine sees it, and how its time is told.
 */

/** One stored message of a scope at its 0-based position `seq`. */
export interface Stored {
  readonly seq: number
  readonly speaker: string
  readonly text: string
  /** The timestamp the message carried, as given; null when it carried none. */
  readonly sentAt: string | null
  /** When the service received it. */
  readonly receivedAt: Date
  readonly isQuestion: boolean
}

/** A message of an ingest request (spec 4.5: speaker and text; a timestamp may come along). */
export interface Incoming {
  readonly speaker: string
  readonly text: string
  readonly timestamp?: string | undefined
}

/**
 * When a message was said, for people: the timestamp it carried when there is one (as given,
 * so that no time zone is invented), else the time it was received, in UTC to the minute.
 */
export const when = (m: Stored): string =>
  m.sentAt !== null && m.sentAt.trim() !== ""
    ? m.sentAt.trim()
    : `${m.receivedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`
