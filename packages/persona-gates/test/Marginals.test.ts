import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { BlueprintView } from "../src/BlueprintView.js"
import { Marginals } from "../src/index.js"
import type { PersonaInput } from "../src/Persona.js"

const KEYS = ["a", "b", "c", "d"]

const persona = (value: string | undefined): PersonaInput => ({
  persona_id: "p",
  fields: value === undefined ? {} : { f: value },
  system_prompt: "s",
  markdown: "m"
})

const weights = fc.dictionary(fc.constantFrom(...KEYS), fc.integer({ min: 0, max: 10 }), { minKeys: 1 })
const values = fc.array(fc.option(fc.constantFrom(...KEYS, "zz"), { nil: undefined }), { maxLength: 40 })

const bp = (w: Record<string, number>): BlueprintView => ({
  fields: [
    { name: "f", kind: "categorical", parents: [], categorical: { weights: w } },
    { name: "child", kind: "categorical", parents: ["f"], categorical: { weights: { x: 1 } } },
    { name: "t", kind: "text", parents: [] }
  ]
})

describe("Marginals", () => {
  it("TVD matches a naive recount of the population", () => {
    fc.assert(
      fc.property(weights, values, (w, vs) => {
        const [m] = Marginals.marginals(vs.map(persona), bp(w))
        const present = vs.filter((v): v is string => v !== undefined)
        const total = Object.values(w).reduce((s, x) => s + x, 0)
        const keys = [...new Set([...Object.keys(w), ...present])]
        const requested = (k: string) =>
          Object.hasOwn(w, k) ? (total > 0 ? w[k]! / total : 1 / Object.keys(w).length) : 0
        const achieved = (k: string) => present.filter((v) => v === k).length / present.length
        const expected =
          present.length === 0 ? 1 : keys.reduce((s, k) => s + Math.abs(requested(k) - achieved(k)), 0) / 2
        expect(m!.attribute).toBe("f")
        expect(m!.total_variation_distance).toBeCloseTo(expected, 12)
        expect(m!.cells.map((c) => c.key).sort()).toEqual([...keys].sort())
        for (const c of m!.cells) {
          expect(c.requested).toBeCloseTo(requested(c.key), 12)
          if (present.length > 0) expect(c.achieved).toBeCloseTo(achieved(c.key), 12)
        }
      })
    )
  })

  it("has one marginal per root categorical field only, proportions summing to 1, TVD in [0, 1]", () => {
    fc.assert(
      fc.property(weights, values, (w, vs) => {
        const ms = Marginals.marginals(vs.map(persona), bp(w))
        expect(ms.map((m) => m.attribute)).toEqual(["f"])
        const m = ms[0]!
        expect(m.cells.reduce((s, c) => s + c.requested, 0)).toBeCloseTo(1, 12)
        if (vs.some((v) => v !== undefined))
          expect(m.cells.reduce((s, c) => s + c.achieved, 0)).toBeCloseTo(1, 12)
        expect(m.total_variation_distance).toBeGreaterThanOrEqual(0)
        expect(m.total_variation_distance).toBeLessThanOrEqual(1)
      })
    )
  })

  it("worked example: weights 3:1, achieved 2 of 4 -> TVD 0.25", () => {
    const [m] = Marginals.marginals(["a", "a", "b", "b"].map(persona), bp({ a: 3, b: 1 }))
    expect(m).toEqual({
      attribute: "f",
      cells: [
        { key: "a", requested: 0.75, achieved: 0.5 },
        { key: "b", requested: 0.25, achieved: 0.5 }
      ],
      total_variation_distance: 0.25
    })
  })

  it("tolerance shrinks with the population and never goes below the slack", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (m) => {
        const r = [0.5, 0.3, 0.2]
        expect(Marginals.tolerance(r, m)).toBeGreaterThanOrEqual(Marginals.tolerance(r, m + 1))
        expect(Marginals.tolerance(r, m)).toBeGreaterThan(Marginals.TVD_SLACK)
      })
    )
  })
})
