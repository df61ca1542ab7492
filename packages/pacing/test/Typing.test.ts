import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import { Pace, Typing } from "../src/index.js"
import { reply } from "./arbitraries.js"

const now = fc.integer({ min: 0, max: 4_102_444_800_000 })
const seed = fc.oneof(fc.integer(), fc.string())
const lengths = fc.array(fc.integer({ min: 1, max: 4000 }), { minLength: 1, maxLength: 5 })
const device = fc.constantFrom<Typing.Device>("desktop", "mobile")
const options = fc.record(
  { now, seed, device, readChars: fc.integer({ min: 0, max: 80_000 }) },
  { requiredKeys: ["now", "seed"] }
)

describe("Typing properties", () => {
  it("deliver_at strictly increasing, after now, within the documented bounds", () => {
    fc.assert(
      fc.property(lengths, options, (ls, o) => {
        const times = Typing.schedule(ls, o)
        assert.strictEqual(times.length, ls.length)
        const B = Typing.BOUNDS
        const first = times[0]!
        assert.isAtLeast(first.typingAt - o.now, B.firstMin)
        assert.isAtMost(first.typingAt - o.now, B.firstMax)
        times.forEach((t, i) => {
          const typing = t.deliverAt - t.typingAt
          assert.isAtLeast(typing, B.typingMin)
          assert.isAtMost(typing, B.typingMax)
          if (i > 0) {
            const pause = t.typingAt - times[i - 1]!.deliverAt
            assert.isAtLeast(pause, B.pauseMin)
            assert.isAtMost(pause, B.pauseMax)
            assert.isAbove(t.deliverAt, times[i - 1]!.deliverAt)
          }
          assert.isAbove(t.deliverAt, o.now)
        })
        assert.isAtMost(times.at(-1)!.deliverAt - o.now, Typing.MAX_TOTAL_MS)
      })
    )
  })

  it("the same seed gives the same times", () => {
    fc.assert(
      fc.property(lengths, options, (ls, o) => {
        assert.deepStrictEqual(Typing.schedule(ls, o), Typing.schedule(ls, { ...o }))
      })
    )
  })

  it("with the same seed, typing time never shrinks as a message grows", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }), seed, (a, b, s) => {
        fc.pre(a < b)
        // same seed, same draw order: the only difference is the length
        const ta = Typing.schedule([a], { now: 0, seed: s })[0]!
        const tb = Typing.schedule([b], { now: 0, seed: s })[0]!
        assert.isAtLeast(tb.deliverAt - tb.typingAt, ta.deliverAt - ta.typingAt)
      })
    )
  })

  it("mobile is slower than desktop by the measured ratio", () => {
    const d = Typing.schedule([10], { now: 0, seed: 1, device: "desktop" })[0]!
    const m = Typing.schedule([10], { now: 0, seed: 1, device: "mobile" })[0]!
    const ratio = (m.deliverAt - m.typingAt) / (d.deliverAt - d.typingAt)
    assert.closeTo(ratio, Typing.MS_PER_CHAR.mobile / Typing.MS_PER_CHAR.desktop, 0.01)
    assert.closeTo(Typing.MS_PER_CHAR.mobile, 331.5, 0.1)
  })

  it("different seeds give different rhythms", () => {
    const a = Typing.schedule([5, 9, 12], { now: 0, seed: 1 })
    const b = Typing.schedule([5, 9, 12], { now: 0, seed: 2 })
    assert.notDeepEqual(a, b)
  })
})

describe("Pace properties", () => {
  it("1-5 messages at positions 0..n-1, deliver_at strictly increasing after now, deterministic by seed", () => {
    fc.assert(
      fc.property(reply, options, ({ text }, o) => {
        const paced = Pace.pace(text, o)
        assert.isAtLeast(paced.length, 1)
        assert.isAtMost(paced.length, 5)
        paced.forEach((m, i) => {
          assert.strictEqual(m.position, i)
          assert.isAbove(m.deliverAt, i === 0 ? o.now : paced[i - 1]!.deliverAt)
          assert.isBelow(m.typingAt, m.deliverAt)
        })
        assert.deepStrictEqual(Pace.pace(text, o), paced)
      }),
      { numRuns: 150 }
    )
  })
})
