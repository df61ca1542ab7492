/** fast-check arbitraries: transcripts mixing arbitrary unicode with phrases that trigger the rules. */
import fc from "fast-check"
import type { Message } from "../src/Transcript.js"

/** Phrases that fire the signals (questions, complaints, venting, banter, names, long text...). */
export const phrases = [
  "hi, where is my refund?",
  "u coming tonight",
  "this is ridiculous, forget it",
  "I'm cancelling my account",
  "you're a useless idiot",
  "lol you wish 😂",
  "my dog died yesterday",
  "i'm so stressed and exhausted",
  "Great! 🎉 Happy to help!",
  "Hi Maria, thanks for waiting.",
  "so the thing is...",
  "let me finish",
  "Dear valued customer, we apologize for any inconvenience. Kindly note that your request has been received.",
  "ok",
  "k",
  "thanks so much!",
  "any update on the ticket",
  "@sam can you check?",
  "¿cuándo llega mi pedido?",
  "merci beaucoup",
  "That sounds really hard, I'm sorry.",
  "Please clear your cache and cookies, then try again.",
  `${"word ".repeat(80)}end.`,
  ""
] as const

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...phrases) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 80 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) }
)

/** A transcript of 1-`max` messages with unique ids; the agent is `Agent` (optionally with one user_id). */
export const transcript = (max = 30, speakers = 5): fc.Arbitrary<Array<Message>> =>
  fc
    .array(
      fc.record({
        who: fc.integer({ min: 0, max: speakers }),
        text,
        channel: fc.option(fc.constantFrom("general", "support", "random"), { nil: undefined }),
        timestamp: fc.option(
          fc.oneof(
            fc
              .integer({ min: 1_700_000_000_000, max: 1_700_000_100_000 })
              .map((t) => new Date(t).toISOString()),
            fc.string({ maxLength: 10 })
          ),
          { nil: undefined }
        ),
        replyTo: fc.option(fc.nat(60), { nil: undefined }),
        withId: fc.boolean()
      }),
      { minLength: 1, maxLength: max }
    )
    .map((rows) =>
      rows.map((r, i) => {
        const speaker = r.who === 0 ? "Agent" : `user${r.who}`
        const m: Message = {
          id: `m${i}`,
          speaker,
          text: r.text,
          ...(r.channel === undefined ? {} : { channel: r.channel }),
          ...(r.timestamp === undefined ? {} : { timestamp: r.timestamp }),
          ...(r.replyTo === undefined ? {} : { reply_to: `m${r.replyTo}` }),
          ...(r.withId ? { user_id: r.who === 0 ? "agent-id" : `uid${r.who}` } : {})
        }
        return m
      })
    )
