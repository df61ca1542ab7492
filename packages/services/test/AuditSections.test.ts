/**
 * The audit's sections (pure): one verdict per agent turn at the turn's first message,
 * rewrites only of risky turns and split into 1-5 messages, profiles only of the people, and
 * the same sections for the same transcript.
 */
import { describe, expect, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import { Sections } from "../src/audit/index.js"

const speakers = ["Ann", "Bob", "Agent"] as const
const texts = [
  "hi, I'm on the pro plan and was charged twice",
  "Welcome! We have many great plans.",
  "that's not what I asked",
  "forget it, this is useless",
  "thanks, that fixed it!",
  "my order #4411 never arrived",
  "could you check the refund today?",
  "lol ok",
  "Sorry about that. I refunded the duplicate charge just now."
]

const transcript = fc
  .array(fc.record({ speaker: fc.constantFrom(...speakers), text: fc.constantFrom(...texts) }), {
    minLength: 1,
    maxLength: 30
  })
  .map((ms) => ms.map((m, i) => ({ id: `m${i + 1}`, ...m })))

describe("audit sections", () => {
  it("a verdict at the first message of every agent turn; rewrites of risky turns only, 1-5 messages", () =>
    fc.assert(
      fc.property(transcript, (messages) => {
        const starts = messages
          .map((m, i) =>
            m.speaker === "Agent" && (i === 0 || messages[i - 1]!.speaker !== "Agent") ? i : -1
          )
          .filter((i) => i >= 0)
        const judged = Sections.verdicts(messages, "Agent")
        expect(judged.map((j) => j.verdict.index)).toEqual(starts)
        for (const { verdict } of judged) expect(["low", "medium", "high"]).toContain(verdict.risk)
        const replies = Sections.replies(messages, "Agent", judged)
        const risky = new Set(judged.filter((j) => j.verdict.risk !== "low").map((j) => j.verdict.index))
        for (const r of replies) {
          expect(risky.has(r.index)).toBe(true)
          expect(r.messages.length).toBeGreaterThanOrEqual(1)
          expect(r.messages.length).toBeLessThanOrEqual(5)
          expect(r.reply.trim()).not.toBe("")
        }
        const read = Sections.read(messages, "Agent")
        for (const p of read.profiles ?? []) expect(p.name).not.toBe("Agent")
        expect(Sections.verdicts(messages, "Agent")).toEqual(judged)
      }),
      { numRuns: 150 }
    ))

  it("the agent's turns group consecutive messages", () => {
    const ms = [
      { id: "m1", speaker: "Agent", text: "a" },
      { id: "m2", speaker: "Agent", text: "b" },
      { id: "m3", speaker: "Ann", text: "c" },
      { id: "m4", speaker: "Agent", text: "d" }
    ]
    expect(Sections.agentTurns(ms, "Agent")).toEqual([
      { index: 0, text: "a\nb" },
      { index: 3, text: "d" }
    ])
    expect(Sections.verdicts(ms, "Agent")[0]!.verdict.risk).toBe("low")
  })

  it("profiles keep what people say about themselves", () => {
    const ms = [
      { id: "m1", speaker: "Ann", text: "hi. I'm a nurse in Leeds. what time is it?" },
      { id: "m2", speaker: "Agent", text: "I am a bot." },
      { id: "m3", speaker: "Ann", text: "My shift starts at 6" }
    ]
    expect(Sections.profiles(ms, "Agent")).toEqual([
      { name: "Ann", facts: ["I'm a nurse in Leeds.", "My shift starts at 6"] }
    ])
  })
})
