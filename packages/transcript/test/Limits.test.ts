import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Limits, Transcript } from "../src/index.js"

describe("Limits", () => {
  it("counts code points: a surrogate pair is one character", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (s) => {
        expect(Limits.characters(s)).toBe(Array.from(s).length)
      })
    )
  })

  it("refuses empty and over-long text with 422, before parsing", () => {
    expect(Limits.checkText("")?.status).toBe(422)
    expect(Limits.checkText("a".repeat(300_000))).toBeUndefined()
    const long = Limits.checkText("a".repeat(300_001))
    expect(long?.status).toBe(422)
    expect(long?.message).toContain("300,001")
    expect(long?.message).toContain("300,000")
    // 200,000 emoji are 400,000 UTF-16 units but 200,000 characters.
    expect(Limits.checkText("😀".repeat(200_000))).toBeUndefined()
  })

  it("refuses unreadable text and more than 250 messages with 400, naming both counts", () => {
    expect(Limits.checkParsed(Transcript.parse("   \n  "))?.status).toBe(400)
    const at = (n: number) =>
      Transcript.parse(Array.from({ length: n }, (_, i) => `A${i % 2}: m${i}`).join("\n"))
    expect(Limits.checkParsed(at(250))).toBeUndefined()
    const over = Limits.checkParsed(at(251))
    expect(over?.status).toBe(400)
    expect(over?.reason).toBe("too_many_messages")
    expect(over?.message).toContain("251")
    expect(over?.message).toContain("250")
  })
})

describe("long speaker names", () => {
  it("are cut to 255 characters", () => {
    const name = "N".repeat(400)
    const doc = {
      participants: [{ name }],
      messages: [{ sender_name: name, timestamp_ms: 1, content: "hi" }]
    }
    const p = Transcript.parse(JSON.stringify(doc))
    expect(p.participants[0]!.length).toBe(255)
  })
})
