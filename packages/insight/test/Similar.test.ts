import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { addGrams, anySimilar, gramSets, similarities } from "../src/internal/similar.js"
import { jaccard } from "../src/Signals.js"

const gramSet = fc.uniqueArray(fc.constantFrom("a", "b", "c", "d", "e", "f", "a b", "b c", "c d"), {
  maxLength: 7
})

describe("near-duplicate search (internal/similar.ts)", () => {
  it("gives every earlier set's Jaccard similarity, leaving out only those at 0", () => {
    fc.assert(
      fc.property(
        fc.array(gramSet, { maxLength: 12 }),
        gramSet,
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (earlier, next, t) => {
          const sets = gramSets()
          for (const g of earlier) addGrams(sets, new Set(g))
          const got = similarities(sets, new Set(next))
          earlier.forEach((g, i) => {
            const expected = jaccard(new Set(g), new Set(next))
            if (expected === 0) expect(got.has(i)).toBe(false)
            else expect(got.get(i)).toBe(expected)
          })
          expect([...got.keys()].every((i) => i >= 0 && i < earlier.length)).toBe(true)
          expect(anySimilar(sets, new Set(next), t)).toBe(
            earlier.some((g) => jaccard(new Set(g), new Set(next)) >= t)
          )
        }
      ),
      { numRuns: 500 }
    )
  })
})
