/**
 * A drafted reply made ready to send: split into 1-5 messages ({@link Split}) and timed
 * ({@link Typing}). This is what `respond` schedules (spec 2.13, 4.17).
 */
import * as Split from "./Split.js"
import * as Typing from "./Typing.js"

/** One message of a paced reply (spec 2.13 without the ids and the status the service adds). */
export interface Paced {
  /** 0-based order within the reply. */
  readonly position: number
  readonly content: string
  /** When the `turn_taking.typing` indicator starts, epoch ms. */
  readonly typingAt: number
  /** When the message is sent, epoch ms; strictly increasing with `position`, after `now`. */
  readonly deliverAt: number
}

/** Splits and times `reply`; blank input gives no message. Deterministic in (reply, options). */
export const pace = (reply: string, options: Typing.ScheduleOptions): ReadonlyArray<Paced> => {
  const parts = Split.split(reply)
  const times = Typing.schedule(
    parts.map((p) => p.length),
    options
  )
  return parts.map((content, position) => ({
    position,
    content,
    typingAt: times[position]!.typingAt,
    deliverAt: times[position]!.deliverAt
  }))
}
