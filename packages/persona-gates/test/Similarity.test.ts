import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Similarity } from "../src/index.js"
import { poolBlueprint, randomBatch } from "./arbitraries.js"

describe("Similarity", () => {
  it("is symmetric, in [0, 1], and 1 on the diagonal", () => {
    fc.assert(
      fc.property(randomBatch(6), fc.boolean(), (batch, withBlueprint) => {
        const model = Similarity.fieldModel(batch, withBlueprint ? poolBlueprint : undefined)
        for (const a of batch) {
          expect(Similarity.similarity(a, a, model)).toBe(1)
          for (const b of batch) {
            const s = Similarity.similarity(a, b, model)
            expect(s).toBeGreaterThanOrEqual(0)
            expect(s).toBeLessThanOrEqual(1)
            expect(s).toBe(Similarity.similarity(b, a, model))
          }
        }
      })
    )
  })

  it("Jaccard is |A ∩ B| / |A ∪ B| over distinct lower-cased word tokens", () => {
    expect(Similarity.tokenize("The cat, the CAT; café-42!")).toEqual(["the", "cat", "café", "42"])
    expect(Similarity.jaccard(["a", "b"], ["b", "c"])).toBeCloseTo(1 / 3, 12)
    expect(Similarity.jaccard([], [])).toBe(1)
    expect(Similarity.jaccard(["a"], [])).toBe(0)
  })

  it("compares fields by kind, averaged over the union of field names", () => {
    const model = Similarity.fieldModel([], poolBlueprint)
    const p = (fields: Record<string, string>) => ({
      persona_id: "x",
      fields,
      system_prompt: "",
      markdown: ""
    })
    // color equal (1), age 1 - |10 - 15| / 20 = 0.75, bio Jaccard {red, tea} vs {tea} = 0.5,
    // score missing on one side (0): (1 + 0.75 + 0.5 + 0) / 4
    const a = p({ color: "red", age: "10", bio: "red tea", score: "1" })
    const b = p({ color: "red", age: "15", bio: "Tea" })
    expect(Similarity.similarity(a, b, model)).toBeCloseTo(2.25 / 4, 12)
    // fields absent from both do not count
    expect(Similarity.similarity(p({ color: "red" }), p({ color: "blue" }), model)).toBe(0)
    expect(Similarity.similarity(p({}), p({}), model)).toBe(1)
  })

  it("infers kinds without a blueprint: numeric when every value parses, else text", () => {
    const p = (fields: Record<string, string>) => ({
      persona_id: "x",
      fields,
      system_prompt: "",
      markdown: ""
    })
    const model = Similarity.fieldModel([p({ n: "1", t: "a b" }), p({ n: "5", t: "7" })])
    expect(model).toEqual([
      { name: "n", kind: "numeric", range: 4 },
      { name: "t", kind: "text", range: 0 }
    ])
  })
})
