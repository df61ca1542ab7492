/**
 * The check on a model-written memory answer: accepted only when every message it cites is
 * a retrieved one with its real speaker (property over random scopes and citations).
 */
import { Citation, type Message } from "@cis/memory"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Writer } from "../src/memory/index.js"

const speakers = ["Dana", "Dan", "Sam", "Priya"]
const stored = (seq: number, speaker: string, text: string): Message.Stored => ({
  seq,
  speaker,
  text,
  sentAt: "2026-05-01 10:00",
  receivedAt: new Date(0),
  isQuestion: false
})

const retrieved = fc
  .array(fc.tuple(fc.constantFrom(...speakers), fc.constantFrom("on Friday", "at noon", "in Lisbon")), {
    minLength: 1,
    maxLength: 8
  })
  .map((xs) => xs.map(([sp, t], i) => stored(i, sp, `It is ${t}.`)))

describe("Writer.accept", () => {
  it("accepts exactly the answers whose every citation is a retrieved message with its real speaker", () => {
    fc.assert(
      fc.property(
        retrieved,
        fc.array(fc.tuple(fc.nat(10), fc.constantFrom(...speakers)), { minLength: 1, maxLength: 4 }),
        (msgs, cites) => {
          const draft = {
            question: "When?",
            retrieved: msgs,
            extractive: { text: "extractive", citations: [] }
          }
          const text = cites.map(([seq, sp]) => `${sp} said (#${seq}, 2026-05-01 10:00): "x".`).join(" ")
          const out = Writer.accept(draft, text)
          const honest = cites.every(([seq, sp]) => msgs[seq]?.speaker === sp)
          expect(out.by).toBe(honest ? "model" : "extractive")
          expect(out.text).toBe(honest ? text : "extractive")
          if (out.by === "model") expect(Citation.check(out.citations, msgs)).toEqual([])
        }
      )
    )
  })

  it("an answer citing nothing is refused unless it says the scope does not answer", () => {
    const draft = {
      question: "q",
      retrieved: [stored(0, "Dana", "hi")],
      extractive: { text: "e", citations: [] }
    }
    expect(Writer.accept(draft, "It is Friday.").by).toBe("extractive")
    expect(Writer.accept(draft, "The messages in this scope do not answer this question.").by).toBe("model")
    expect(Writer.accept(draft, "   ").by).toBe("extractive")
  })

  it("the prompt lists the retrieved statements in conversation order, bound to their speakers", () => {
    const p = Writer.prompt({
      question: "When?",
      retrieved: [stored(3, "Sam", "later"), stored(1, "Dana", "first")],
      extractive: { text: "", citations: [] }
    })
    expect(p.indexOf('Dana said (#1, 2026-05-01 10:00): "first"')).toBeLessThan(p.indexOf("Sam said (#3"))
    expect(p.endsWith("Question: When?")).toBe(true)
  })
})
