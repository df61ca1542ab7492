/**
 * Behavioural tags from message and typing timing (spec 4.16 `tags`, 4.18, 6
 * `turn_taking.signal`), computed only when the thread has `integrations.social_signals`;
 * otherwise always empty. The clock comes in as an argument.
 *
 * | tag                      | when                                                                                       |
 * |--------------------------|--------------------------------------------------------------------------------------------|
 * | `fast`                   | two consecutive messages of one sender in the batch (or the last one before it) 0 < gap < 2 s |
 * | `comeback`               | a sender who wrote before returns after at least 30 min without writing                    |
 * | `typing_without_sending` | a sender started typing and sent nothing: 30 s after `typing_start`, or 5 s after `typing_stop` |
 * | `edited`                 | a sender of the batch edited a message in the 2 min before its first message              |
 */
import type { Event, Message } from "./Message.js"

/** The tags, in the order they are reported. */
export const TAGS = ["fast", "comeback", "typing_without_sending", "edited"] as const

/** A tag. */
export type Tag = (typeof TAGS)[number]

/**
 * Gap under which consecutive messages of one sender are `fast`: 2 s is quicker than typing 9
 * characters at the desktop average of 238.66 ms per key. Equal times do not count: a batch
 * without `client_ts` carries one receipt time for all, which says nothing about speed.
 */
export const FAST_GAP_MS = 2_000

/** Silence of a sender after which a new message is a `comeback`. */
export const COMEBACK_GAP_MS = 30 * 60_000

/** A `typing_start` with no message after it this long is typing without sending (a 120-character message at the mobile average of 36.2 wpm takes about 40 s; most chat messages are far shorter). */
export const TYPING_ABANDON_MS = 30_000

/** A `typing_stop` with no message after it this long is typing without sending (a send arrives within moments of the stop). */
export const TYPING_STOP_GRACE_MS = 5_000

/** How far back an edit counts for `edited`. */
export const EDIT_WINDOW_MS = 2 * 60_000

/** The input of the tag computation. */
export interface Input {
  /** `integrations.social_signals` is on for the thread. */
  readonly enabled: boolean
  readonly batch: ReadonlyArray<Message>
  readonly history: ReadonlyArray<Message>
  readonly events: ReadonlyArray<Event>
  readonly now: number
}

/** A sender who typed without sending, and when that became true (epoch ms). */
export interface Abandoned {
  readonly sender: string
  readonly since: number
}

/**
 * Senders currently typing without sending, given the events and messages so far: for each
 * sender, their last typing event after their last message decides (`start + 30 s` or
 * `stop + 5 s`, when that time is at or before `now`).
 */
export const typingWithoutSending = (
  events: ReadonlyArray<Event>,
  messages: ReadonlyArray<Message>,
  now: number
): ReadonlyArray<Abandoned> => {
  const lastMessage = new Map<string, number>()
  for (const m of messages)
    if (m.at <= now) lastMessage.set(m.sender, Math.max(lastMessage.get(m.sender) ?? -Infinity, m.at))
  const lastTyping = new Map<string, Event>()
  for (const e of events) {
    if (e.at > now || (e.type !== "typing_start" && e.type !== "typing_stop")) continue
    const prev = lastTyping.get(e.sender)
    if (prev === undefined || e.at >= prev.at) lastTyping.set(e.sender, e)
  }
  const out: Array<Abandoned> = []
  for (const [sender, e] of [...lastTyping].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if ((lastMessage.get(sender) ?? -Infinity) >= e.at) continue
    const since = e.at + (e.type === "typing_start" ? TYPING_ABANDON_MS : TYPING_STOP_GRACE_MS)
    if (since <= now) out.push({ sender, since })
  }
  return out
}

/**
 * The earliest time after `now` at which {@link typingWithoutSending} could report a new sender,
 * so that the service can schedule one wake-up; `null` when nobody is typing.
 */
export const nextCheckAt = (
  events: ReadonlyArray<Event>,
  messages: ReadonlyArray<Message>,
  now: number
): number | null => {
  const pending = typingWithoutSending(events, messages, Number.MAX_SAFE_INTEGER)
  const due = pending.map((p) => p.since).filter((t) => t > now)
  return due.length === 0 ? null : Math.min(...due)
}

/** The tags of an inbound batch, in {@link TAGS} order; empty when signals are off. */
export const tags = (input: Input): ReadonlyArray<Tag> => {
  if (!input.enabled || input.batch.length === 0) return []
  const found = new Set<Tag>()
  const humans = (ms: ReadonlyArray<Message>) => ms.filter((m) => m.fromAgent !== true)
  const batch = humans(input.batch)
  const history = humans(input.history)
  for (const sender of new Set(batch.map((m) => m.sender))) {
    const before = history.filter((m) => m.sender === sender).at(-1)
    const mine = batch.filter((m) => m.sender === sender)
    const chain = before === undefined ? mine : [before, ...mine]
    for (let i = 1; i < chain.length; i++) {
      const gap = chain[i]!.at - chain[i - 1]!.at
      if (gap > 0 && gap < FAST_GAP_MS) found.add("fast")
    }
    if (before !== undefined && mine[0]!.at - before.at >= COMEBACK_GAP_MS) found.add("comeback")
    const first = mine[0]!.at
    if (
      input.events.some(
        (e) =>
          e.type === "message_edited" &&
          e.sender === sender &&
          e.at <= first &&
          first - e.at <= EDIT_WINDOW_MS
      )
    ) {
      found.add("edited")
    }
  }
  if (typingWithoutSending(input.events, [...input.history, ...input.batch], input.now).length > 0) {
    found.add("typing_without_sending")
  }
  return TAGS.filter((t) => found.has(t))
}
