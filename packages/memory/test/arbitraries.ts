import type { Message } from "@cis/memory"
import fc from "fast-check"

/** Speaker names as people write them (no quotes or line breaks). */
export const speaker = fc.constantFrom(
  "Dana",
  "Dan",
  "Sam",
  "Samantha",
  "Priya",
  "Jon",
  "Joan",
  "Coach Lee",
  "Agent Kim",
  "Ö Ünal"
)

const word = fc.constantFrom(
  "meeting",
  "tuesday",
  "monday",
  "budget",
  "lisbon",
  "projector",
  "vegan",
  "actually",
  "moved",
  "the",
  "is",
  "party",
  "cake",
  "dana",
  "sam",
  "priya",
  "flight",
  "april",
  "hotel",
  "rent",
  "1900",
  "pay-88",
  "it's"
)

/** A message text of words, sometimes a question. */
export const text = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 14 }), fc.boolean())
  .map(([ws, q]) => `${ws.join(" ")}${q ? "?" : "."}`)

/** A scope's messages in order, seq = index. */
export const scope = fc
  .array(fc.tuple(speaker, text, fc.option(fc.constant("2026-03-02 09:20"), { nil: null })), {
    maxLength: 40
  })
  .map(
    (rows): Array<Message.Stored> =>
      rows.map(([s, t, at], seq) => ({
        seq,
        speaker: s,
        text: t,
        sentAt: at,
        receivedAt: new Date(Date.UTC(2026, 10, 23, 12, seq)),
        isQuestion: t.endsWith("?")
      }))
  )
