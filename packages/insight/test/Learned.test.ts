import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { argmax, probabilities, type Softmax, viterbi } from "../src/internal/learned.js"
import * as Model from "../src/internal/model.generated.js"

const probs = (k: number) =>
  fc.array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: k, maxLength: k }).map((xs) => {
    const sum = xs.reduce((a, b) => a + b, 0)
    return xs.map((x) => x / sum)
  })

describe("learned layer maths", () => {
  it("softmax probabilities are in [0, 1] and sum to 1, whatever the features", () => {
    const model: Softmax = {
      classes: ["a", "b", "c"],
      weights: { x: [1, -2, 0.5], y: [300, -300, 0], z: [-0.1, 0.2, 0.3] }
    }
    fc.assert(
      fc.property(fc.array(fc.constantFrom("x", "y", "z", "unknown"), { maxLength: 12 }), (features) => {
        const p = probabilities(model, features)
        expect(p).toHaveLength(3)
        for (const v of p) expect(v >= 0 && v <= 1).toBe(true)
        expect(Math.abs(p.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-9)
      })
    )
    // no features: uniform
    expect(probabilities(model, [])).toEqual([1 / 3, 1 / 3, 1 / 3])
  })

  it("viterbi with no switch cost is the per-item argmax; with a huge one, a single class", () => {
    fc.assert(
      fc.property(fc.array(probs(4), { minLength: 1, maxLength: 30 }), (seq) => {
        // cost 0: every item gets a most likely class (near-ties may go either way)
        const free = viterbi(seq, 0)
        free.forEach((c, i) => {
          expect(seq[i]![c]!).toBeCloseTo(seq[i]![argmax(seq[i]!)]!, 12)
        })
        const flat = viterbi(seq, 1e6)
        expect(new Set(flat).size).toBe(1)
        const mid = viterbi(seq, 1.5)
        expect(mid).toHaveLength(seq.length)
        // a switch cost never produces more changes than the argmax sequence has
        const changes = (xs: ReadonlyArray<number>) => xs.filter((x, i) => i > 0 && x !== xs[i - 1]).length
        expect(changes(mid)).toBeLessThanOrEqual(changes(seq.map(argmax)))
      })
    )
    expect(viterbi([], 1)).toEqual([])
  })

  it("ships a type model over the six interaction types with a switch cost", () => {
    expect(Model.types.classes).toEqual([
      "transactional",
      "bonding",
      "venting",
      "banter",
      "friction",
      "hostile"
    ])
    expect(Object.keys(Model.types.weights).length).toBeGreaterThan(100)
    for (const w of Object.values(Model.types.weights)) expect(w).toHaveLength(6)
    expect(Model.switchCost).toBeGreaterThanOrEqual(0)
  })
})
