/**
 * The turn state of a thread as a pure state machine (spec 3.3): the `turn_epoch`, the recent
 * history the decision reads, and the scheduled messages of the agent's replies with their
 * status (`scheduled` → `delivered` | `cancelled`, decisions.md).
 *
 * - `record` keeps a typing or edit event for the decision and the signals; nothing else moves.
 * - `submit` accepts an inbound batch: the epoch rises by one, whatever is still `scheduled`
 *   becomes `cancelled`, the batch joins the history.
 * - `respond` with the current epoch schedules the given messages; with any other epoch it
 *   schedules nothing (`superseded: true`).
 * - `deliverDue` delivers, in `deliverAt` order (ties by reply, then position), every scheduled
 *   message whose `deliverAt` is at or before `now`, each once; delivered messages join the
 *   history as the agent's.
 */
import type { Event, Message } from "./Message.js"

/** Most messages kept in the history the decision reads. */
export const HISTORY_LIMIT = 50

/** Most `record_event` events kept for the decision and the signals. */
export const EVENT_LIMIT = 100

/** Status of a scheduled message (decisions.md). */
export type Status = "scheduled" | "delivered" | "cancelled"

/** A message of a reply. `reply` numbers the thread's accepted responds from 1. */
export interface Scheduled {
  readonly epoch: number
  readonly reply: number
  readonly position: number
  readonly content: string
  readonly deliverAt: number
  readonly status: Status
}

/** The state of one thread. */
export interface State {
  readonly epoch: number
  readonly replies: number
  readonly agentName: string
  readonly history: ReadonlyArray<Message>
  /** The last `EVENT_LIMIT` recorded events (typing, edits), in the order recorded. */
  readonly events: ReadonlyArray<Event>
  /** Messages of replies that are not settled yet (`scheduled`); settled ones leave this list. */
  readonly pending: ReadonlyArray<Scheduled>
}

/** A new thread: epoch 0, no history, no events, nothing scheduled. */
export const empty = (agentName = "agent"): State => ({
  epoch: 0,
  replies: 0,
  agentName,
  history: [],
  events: [],
  pending: []
})

/** Records a `record_event` event (spec 4.18); the epoch and the schedule do not change. */
export const record = (state: State, event: Event): State => ({
  ...state,
  events: state.events.length >= EVENT_LIMIT ? [...state.events.slice(1), event] : [...state.events, event]
})

const keep = (history: ReadonlyArray<Message>): ReadonlyArray<Message> =>
  history.length > HISTORY_LIMIT ? history.slice(history.length - HISTORY_LIMIT) : history

/** Accepts a batch: `epoch + 1`, every pending message cancelled (returned), the batch appended. */
export const submit = (
  state: State,
  batch: ReadonlyArray<Message>
): { readonly state: State; readonly epoch: number; readonly cancelled: ReadonlyArray<Scheduled> } => {
  const epoch = state.epoch + 1
  const cancelled = state.pending.map((s) => ({ ...s, status: "cancelled" as const }))
  return {
    state: { ...state, epoch, pending: [], history: keep([...state.history, ...batch]) },
    epoch,
    cancelled
  }
}

/** A message to schedule: its text and time. */
export interface Draft {
  readonly content: string
  readonly deliverAt: number
}

/** The outcome of `respond`: the scheduled messages, or `superseded` with none. */
export type Responded =
  | { readonly superseded: false; readonly scheduled: ReadonlyArray<Scheduled> }
  | { readonly superseded: true; readonly scheduled: readonly [] }

/**
 * Schedules `drafts` (positions 0..n-1, in the given order) when `epoch` is the current one. A
 * draft due no later than the one before it is moved to 1 ms after it, so that a later position
 * is never delivered first.
 */
export const respond = (
  state: State,
  epoch: number,
  drafts: ReadonlyArray<Draft>
): { readonly state: State; readonly outcome: Responded } => {
  if (epoch !== state.epoch) return { state, outcome: { superseded: true, scheduled: [] } }
  const reply = state.replies + 1
  let floor = Number.NEGATIVE_INFINITY
  const scheduled = drafts.map((d, position) => {
    floor = Math.max(d.deliverAt, floor + 1)
    return { epoch, reply, position, content: d.content, deliverAt: floor, status: "scheduled" as const }
  })
  return {
    state: { ...state, replies: reply, pending: [...state.pending, ...scheduled] },
    outcome: { superseded: false, scheduled }
  }
}

const order = (a: Scheduled, b: Scheduled): number =>
  a.deliverAt - b.deliverAt || a.reply - b.reply || a.position - b.position

/** Delivers every pending message due at `now`, in order; they join the history as the agent's. */
export const deliverDue = (
  state: State,
  now: number
): { readonly state: State; readonly delivered: ReadonlyArray<Scheduled> } => {
  const due = state.pending.filter((s) => s.deliverAt <= now).sort(order)
  if (due.length === 0) return { state, delivered: [] }
  const delivered = due.map((s) => ({ ...s, status: "delivered" as const }))
  const agentMessages: ReadonlyArray<Message> = delivered.map((s) => ({
    sender: state.agentName,
    content: s.content,
    at: s.deliverAt,
    fromAgent: true
  }))
  return {
    state: {
      ...state,
      pending: state.pending.filter((s) => s.deliverAt > now),
      history: keep([...state.history, ...agentMessages])
    },
    delivered
  }
}

/** The last `deliverAt` still pending, so that a further reply can be paced after it; `null` if none. */
export const busyUntil = (state: State): number | null =>
  state.pending.length === 0 ? null : Math.max(...state.pending.map((s) => s.deliverAt))
