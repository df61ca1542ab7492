import * as fc from "fast-check"
import type { Decide, Message } from "../src/index.js"

export const PROMPT =
  "You are Ava, the travel assistant of the group. You help with flights, hotels and trains."

const FRAGMENTS = [
  "hi",
  "hey all",
  "thanks",
  "where is the hotel",
  "lol",
  "Ava",
  "ok",
  "the train",
  "and",
  "...",
  "?",
  "Bob,",
  "@Dee",
  "everyone",
  "wait",
  "👍",
  "the flight",
  "is it",
  "how do we",
  "does anyone know",
  "bye",
  "> The hotel",
  "tomorrow",
  "at 9",
  "Ava,",
  "so",
  "!",
  "pizza"
]

export const text = fc
  .array(fc.constantFrom(...FRAGMENTS), { minLength: 1, maxLength: 7 })
  .map((ws) => ws.join(" "))

const sender = fc.constantFrom("Bob", "Cy", "Dee", "Sam")

/** Messages with increasing times from `start`; `agentShare` of them are the agent's. */
const messages = (start: number, maxLength: number, withAgent: boolean) =>
  fc
    .array(
      fc.record({
        sender,
        content: text,
        gap: fc.integer({ min: 0, max: 4 * 3_600_000 }),
        agent: withAgent ? fc.boolean() : fc.constant(false),
        reply: fc.integer({ min: 0, max: 9 })
      }),
      { minLength: withAgent ? 0 : 1, maxLength }
    )
    .map((rows) => {
      let at = start
      return rows.map((r): Message.Message => {
        at += r.gap
        if (r.agent) return { sender: "Ava", content: r.content, at, fromAgent: true }
        return r.reply === 0
          ? { sender: r.sender, content: r.content, at, replyToAgent: true }
          : { sender: r.sender, content: r.content, at }
      })
    })

/** A decision input: 0-15 history messages, a batch of 1-20, typing events, a clock after it all. */
export const input: fc.Arbitrary<Decide.Input> = fc
  .tuple(
    messages(1_700_000_000_000, 15, true),
    fc.integer({ min: 0, max: 3_600_000 }),
    fc.integer({ min: 0, max: 60_000 }),
    fc.boolean(),
    fc.array(fc.tuple(sender, fc.integer({ min: -5_000, max: 20_000 })), { maxLength: 3 })
  )
  .chain(([history, gap, after, withPrompt, typing]) => {
    const start = (history.at(-1)?.at ?? 1_700_000_000_000) + gap
    return messages(start, 20, false).map((batch): Decide.Input => {
      const lastAt = batch.at(-1)!.at
      return {
        batch,
        history,
        ...(withPrompt ? { systemPrompt: PROMPT } : { agentName: "Ava" }),
        events: typing.map(([s, d]) => ({ type: "typing_start" as const, sender: s, at: lastAt + d })),
        now: lastAt + after
      }
    })
  })
