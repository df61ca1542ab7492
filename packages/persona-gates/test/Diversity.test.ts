import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Diversity, Similarity } from "../src/index.js"
import type { PersonaInput } from "../src/Persona.js"
import { poolBlueprint, randomBatch } from "./arbitraries.js"
import { blueprint, population } from "./fixtures.js"

/** The O(n^2) reference: every pair through `Similarity.similarity`. */
const naive = (personas: ReadonlyArray<PersonaInput>, withBlueprint: boolean) => {
  const model = Similarity.fieldModel(personas, withBlueprint ? poolBlueprint : undefined)
  let sum = 0
  let max = 0
  let duplicates = 0
  let pairs = 0
  for (let i = 0; i < personas.length; i++)
    for (let j = i + 1; j < personas.length; j++) {
      const s = Similarity.similarity(personas[i]!, personas[j]!, model)
      sum += s
      max = Math.max(max, s)
      if (s >= Similarity.DUPLICATE_THRESHOLD) duplicates++
      pairs++
    }
  return { max, mean: pairs === 0 ? 0 : sum / pairs, duplicates }
}

describe("Diversity", () => {
  it("agrees with the naive all-pairs computation (max, mean, duplicates)", () => {
    fc.assert(
      fc.property(randomBatch(14), fc.boolean(), (batch, withBlueprint) => {
        const fast = Diversity.diversity(batch, withBlueprint ? { blueprint: poolBlueprint } : undefined)
        const slow = naive(batch, withBlueprint)
        expect(fast.max_pairwise_similarity).toBeCloseTo(slow.max, 12)
        expect(fast.mean_pairwise_similarity).toBeCloseTo(slow.mean, 12)
        expect(fast.duplicate_pairs).toBe(slow.duplicates)
      }),
      { numRuns: 300 }
    )
  })

  it("agrees with the naive computation on the fixture population", () => {
    const personas = population(60, 7)
    const fast = Diversity.scan(personas, { blueprint })
    const model = Similarity.fieldModel(personas, blueprint)
    let sum = 0
    let best = -1
    let at: [number, number] = [-1, -1]
    for (let i = 0; i < personas.length; i++)
      for (let j = i + 1; j < personas.length; j++) {
        const s = Similarity.similarity(personas[i]!, personas[j]!, model)
        sum += s
        if (s > best) {
          best = s
          at = [i, j]
        }
      }
    expect(fast.diversity.mean_pairwise_similarity).toBeCloseTo(sum / fast.pairs, 12)
    expect(fast.diversity.max_pairwise_similarity).toBe(best)
    expect(fast.mostSimilar).toEqual(at)
  })

  it("counts identical personas as duplicates and has no pairs below two personas", () => {
    const [a, b] = population(2, 3)
    const copy = { ...a!, persona_id: "copy" }
    expect(Diversity.diversity([a!, b!, copy], { blueprint })).toMatchObject({
      max_pairwise_similarity: 1,
      duplicate_pairs: 1
    })
    expect(Diversity.diversity([a!])).toEqual({
      max_pairwise_similarity: 0,
      mean_pairwise_similarity: 0,
      duplicate_pairs: 0
    })
  })

  it("is invariant under reordering the population", () => {
    fc.assert(
      fc.property(
        randomBatch(10).chain((b) =>
          fc.tuple(fc.constant(b), fc.shuffledSubarray([...b], { minLength: b.length }))
        ),
        ([batch, shuffled]) => {
          const x = Diversity.diversity(batch)
          const y = Diversity.diversity(shuffled)
          expect(y.max_pairwise_similarity).toBeCloseTo(x.max_pairwise_similarity, 12)
          expect(y.mean_pairwise_similarity).toBeCloseTo(x.mean_pairwise_similarity, 12)
          expect(y.duplicate_pairs).toBe(x.duplicate_pairs)
        }
      )
    )
  })
})
