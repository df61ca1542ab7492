/**
 * A compact way to write decision cases: messages as `"Sender: text"` lines; the sender `agent`
 * is the agent (its delivered messages); a sender ending in `↩` marks a reply to the agent.
 * History messages are 60 s apart, the batch follows 60 s later with messages 5 s apart, and the
 * decision is taken 5 s after the last one, unless the case says otherwise.
 */
import type { Decide, Message } from "../src/index.js"

/** Travel assistant prompt used unless a case sets its own. */
export const DEFAULT_PROMPT =
  "You are Ava, the travel assistant of the Wanderly group chat. You help with flights, hotels, trains, visas, luggage and itineraries."

/** One labelled case. */
export interface Case {
  readonly id: string
  readonly note: string
  readonly prompt?: string
  readonly agentName?: string
  readonly history: ReadonlyArray<string>
  readonly batch: ReadonlyArray<string>
  readonly expect: Decide.Outcome
  /** Gap between batch messages (default 5,000 ms) and from the last one to `now` (default 5,000 ms). */
  readonly batchGapMs?: number
  readonly nowAfterMs?: number
  /** `typing_start` events: sender and ms after the last batch message. */
  readonly typing?: ReadonlyArray<readonly [string, number]>
}

/** Start of every case's clock: 2026-01-05T09:00:00Z. */
export const T0 = Date.UTC(2026, 0, 5, 9, 0, 0)

const parse = (line: string, at: number, agentName: string): Message.Message => {
  const ix = line.indexOf(": ")
  if (ix < 0) throw new Error(`case line without "sender: ": ${line}`)
  let sender = line.slice(0, ix)
  const content = line.slice(ix + 2)
  const reply = sender.endsWith("↩")
  if (reply) sender = sender.slice(0, -1)
  if (sender === "agent") return { sender: agentName, content, at, fromAgent: true }
  return reply ? { sender, content, at, replyToAgent: true } : { sender, content, at }
}

/** The decision input of a case. */
export const input = (c: Case): Decide.Input => {
  const agentName = c.agentName ?? "Ava"
  const history = c.history.map((l, i) => parse(l, T0 + i * 60_000, agentName))
  const start = T0 + c.history.length * 60_000
  const gap = c.batchGapMs ?? 5_000
  const batch = c.batch.map((l, i) => parse(l, start + i * gap, agentName))
  const lastAt = batch.at(-1)?.at ?? start
  const now = lastAt + (c.nowAfterMs ?? 5_000)
  const events = (c.typing ?? []).map(([sender, after]) => ({
    type: "typing_start" as const,
    sender,
    at: lastAt + after
  }))
  return {
    batch,
    history,
    systemPrompt: c.prompt ?? DEFAULT_PROMPT,
    ...(c.agentName === undefined ? {} : { agentName: c.agentName }),
    events,
    now
  }
}
