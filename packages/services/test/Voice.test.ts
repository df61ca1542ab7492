/**
 * The light-rewrite check of `ReplyVoice` (property tests): a piece is always a light rewrite
 * of itself; changing any of its numbers or URLs, or dropping most of its words, never is.
 */
import { describe, it } from "@effect/vitest"
import fc from "fast-check"
import { assert } from "vitest"
import { TurnTaking } from "../src/index.js"

const { Voice } = TurnTaking

const word = fc.stringMatching(/^[a-z]{2,9}$/)
const number = fc.integer({ min: 0, max: 99_999 }).map(String)
const url = fc.stringMatching(/^[a-z]{3,8}$/).map((s) => `https://${s}.example/${s}1`)
const piece = fc
  .array(
    fc.oneof({ weight: 6, arbitrary: word }, { weight: 1, arbitrary: number }, { weight: 1, arbitrary: url }),
    {
      minLength: 1,
      maxLength: 30
    }
  )
  .map((ts) => `${ts.join(" ")}.`)

describe("ReplyVoice.light", () => {
  it("a piece is a light rewrite of itself, and of itself with a greeting added", () =>
    fc.assert(
      fc.property(piece, (p) => {
        assert.isTrue(Voice.light(p, p))
        if (p.length >= 20) assert.isTrue(Voice.light(p, `Ahoy! ${p}`))
      })
    ))

  it("changing a number or a URL is never light", () =>
    fc.assert(
      fc.property(piece, (p) => {
        const bumped = p.replace(/\d+/, (n) => String(Number(n) + 1))
        if (bumped !== p) assert.isFalse(Voice.light(p, bumped), bumped)
        const moved = p.replace(/https:\/\/([a-z]+)\.example/, "https://$1.evil")
        if (moved !== p) assert.isFalse(Voice.light(p, moved), moved)
      })
    ))

  it("keeping fewer than half of the words is never light", () =>
    fc.assert(
      fc.property(fc.array(word, { minLength: 4, maxLength: 20 }), (ws) => {
        const distinct = [...new Set(ws)]
        // "zz" pads the rewrite, so it must not be one of the piece's own words.
        fc.pre(distinct.length >= 4 && !distinct.includes("zz"))
        const p = `${distinct.join(" ")}.`
        const kept = distinct.slice(0, Math.floor((distinct.length - 1) / 2))
        const padded = `${kept.join(" ")} ${"zz ".repeat(distinct.length)}`.trim()
        assert.isFalse(Voice.light(p, padded))
      })
    ))
})
