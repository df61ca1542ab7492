import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import { Split } from "../src/index.js"
import { reply } from "./arbitraries.js"

/** `text` is `ws0 + p0 + ws1 + p1 + … + wsN` with every `ws` whitespace only. */
const isInterleaving = (text: string, parts: ReadonlyArray<string>): boolean => {
  let at = 0
  for (const p of parts) {
    const ix = text.indexOf(p, at)
    if (ix < 0 || text.slice(at, ix).trim() !== "") return false
    at = ix + p.length
  }
  return text.slice(at).trim() === ""
}

describe("Split properties", () => {
  it("1-5 non-empty pieces, each within 4,000 chars and trimmed", () => {
    fc.assert(
      fc.property(reply, ({ text }) => {
        const parts = Split.split(text)
        assert.isAtLeast(parts.length, 1)
        assert.isAtMost(parts.length, Split.MAX_PIECES)
        for (const p of parts) {
          assert.isAbove(p.length, 0)
          assert.isAtMost(p.length, Split.MAX_PIECE_CHARS)
          assert.strictEqual(p, p.trim())
        }
      }),
      { numRuns: 300 }
    )
  })

  it("the pieces are the reply, in order, modulo whitespace at the cuts", () => {
    fc.assert(
      fc.property(reply, ({ text }) => {
        const parts = Split.split(text)
        assert.isTrue(isInterleaving(text, parts))
        assert.strictEqual(parts.join("").replace(/\s/g, ""), text.replace(/\s/g, ""))
      }),
      { numRuns: 300 }
    )
  })

  it("never cuts inside a word, URL, number, emoji sequence, code span or code block", () => {
    fc.assert(
      fc.property(reply, ({ text, atoms }) => {
        const pieces = Split.pieces(text)
        for (const [s, e, atom] of atoms) {
          assert.isTrue(
            pieces.some((p) => p.start <= s && e <= p.end),
            `atom ${JSON.stringify(atom)} at ${s} was cut`
          )
        }
      }),
      { numRuns: 300 }
    )
  })

  it("pieces report their own position in the reply", () => {
    fc.assert(
      fc.property(reply, ({ text }) => {
        for (const p of Split.pieces(text)) assert.strictEqual(text.slice(p.start, p.end), p.text)
      }),
      { numRuns: 100 }
    )
  })

  it("a short reply is one message, unchanged but trimmed", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: Split.SHORT_REPLY_CHARS }), (s) => {
        fc.pre(s.trim().length > 0)
        assert.deepStrictEqual(Split.split(s), [s.trim()])
      })
    )
  })

  it("deterministic", () => {
    fc.assert(
      fc.property(reply, ({ text }) => {
        assert.deepStrictEqual(Split.split(text), Split.split(text))
      }),
      { numRuns: 50 }
    )
  })

  it("any string at all (not only well-formed replies) gives 1-5 pieces that cover it", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 1, maxLength: 600 }), (s) => {
        fc.pre(s.trim().length > 0)
        const parts = Split.split(s)
        assert.isAtLeast(parts.length, 1)
        assert.isAtMost(parts.length, 5)
        assert.isTrue(isInterleaving(s, parts))
      }),
      { numRuns: 300 }
    )
  })
})

describe("Split examples", () => {
  it("blank input gives no piece", () => {
    assert.deepStrictEqual(Split.split("  \n "), [])
  })

  it("paragraphs become messages", () => {
    assert.deepStrictEqual(
      Split.split(
        "The flight leaves at 7:45 from gate B12, so you'll want to be at the airport by six at the latest.\n\nAnything else I can check for you?"
      ),
      [
        "The flight leaves at 7:45 from gate B12, so you'll want to be at the airport by six at the latest.",
        "Anything else I can check for you?"
      ]
    )
  })

  it("a list stays together with the line that introduces it", () => {
    const parts = Split.split(
      "Here are the options:\n- the 9:00 train, 42 minutes\n- the 9:30 bus, about an hour\n- a taxi, around €35\n\nI'd take the train honestly. It's the most reliable."
    )
    assert.deepStrictEqual(parts, [
      "Here are the options:\n- the 9:00 train, 42 minutes\n- the 9:30 bus, about an hour\n- a taxi, around €35",
      "I'd take the train honestly. It's the most reliable."
    ])
  })

  it("a fenced code block with blank lines inside stays whole", () => {
    const parts = Split.split(
      "Try this:\n\n```ts\nconst x = 1\n\nconsole.log(x)\n```\n\nThat should print 1. If it doesn't, check your tsconfig, especially `strict mode` and the module setting."
    )
    assert.isTrue(parts.some((p) => p.includes("```ts\nconst x = 1\n\nconsole.log(x)\n```")))
  })

  it("a long paragraph is cut at a sentence end, not at an abbreviation", () => {
    const text =
      "We compared three vendors, e.g. Acme, Globex and Initech, over two quarters and the numbers were not close at all once support costs were included in the total. Acme came out ahead on every measure we care about, including uptime and response time. I can send the spreadsheet if you want to check the maths yourself before Friday."
    const parts = Split.split(text)
    assert.isAbove(parts.length, 1)
    for (const p of parts) assert.isFalse(p.endsWith("e.g."))
    for (const p of parts.slice(0, -1)) assert.match(p, /[.!?]$/)
  })

  it("one long sentence without punctuation is cut at words, never inside one", () => {
    const text = Array.from({ length: 700 }, (_, i) => `word${i}`).join(" ")
    const parts = Split.split(text)
    assert.isAbove(parts.length, 1)
    assert.strictEqual(parts.join(" "), text)
  })
})
