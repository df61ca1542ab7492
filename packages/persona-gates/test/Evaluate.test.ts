import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Evaluate, Persona, Report } from "../src/index.js"
import type { PersonaInput } from "../src/Persona.js"
import { poolBlueprint, randomBatch } from "./arbitraries.js"
import { blueprint, population } from "./fixtures.js"

/** A fixture population with some personas perturbed to break gates. */
const perturbed = fc
  .tuple(
    fc.integer({ min: 1, max: 25 }),
    fc.nat(1000),
    fc.array(
      fc.tuple(fc.nat(24), fc.constantFrom("break-constraint", "bad-value", "drop-field", "duplicate")),
      {
        maxLength: 4
      }
    )
  )
  .map(([n, seed, edits]) => {
    const ps: Array<PersonaInput> = [...population(n, seed)]
    for (const [at, edit] of edits) {
      const i = at % n
      const p = ps[i]!
      switch (edit) {
        case "break-constraint":
          ps[i] = { ...p, fields: { ...p.fields, age: "20", years_experience: "10" } }
          break
        case "bad-value":
          ps[i] = { ...p, fields: { ...p.fields, region: "moon" } }
          break
        case "drop-field": {
          const { income: _, ...rest } = p.fields
          ps[i] = { ...p, fields: rest }
          break
        }
        case "duplicate":
          ps[(i + 1) % n] = { ...p, persona_id: `${p.persona_id}-copy` }
          break
      }
    }
    return ps
  })

describe("evaluate", () => {
  it("passed is the AND of every persona gate and every batch gate", () => {
    fc.assert(
      fc.property(perturbed, fc.boolean(), (personas, withBlueprint) => {
        const r = Evaluate.evaluate(personas, withBlueprint ? blueprint : undefined)
        const all = [...r.gates, ...r.scorecards.flatMap((s) => s.gates)]
        expect(r.passed).toBe(all.every((g) => g.passed))
      }),
      { numRuns: 200 }
    )
  })

  it("scorecards come in input order with the schema gate then one gate per constraint", () => {
    fc.assert(
      fc.property(randomBatch(10), fc.boolean(), (personas, withBlueprint) => {
        const r = Evaluate.evaluate(personas, withBlueprint ? blueprint : undefined)
        expect(r.scorecards.map((s) => s.persona_id)).toEqual(personas.map((p) => p.persona_id))
        for (const s of r.scorecards)
          expect(s.gates.map((g) => g.name)).toEqual(
            withBlueprint
              ? ["schema", "constraint:experience_after_16", "constraint:income_positive"]
              : ["schema"]
          )
      })
    )
  })

  it("has diversity for two or more personas and marginals only with a blueprint too", () => {
    fc.assert(
      fc.property(randomBatch(4), fc.boolean(), (personas, withBlueprint) => {
        const r = Evaluate.evaluate(personas, withBlueprint ? poolBlueprint : undefined)
        expect(r.diversity !== undefined).toBe(personas.length > 1)
        expect(r.marginals !== undefined).toBe(personas.length > 1 && withBlueprint)
        expect(r.gates.map((g) => g.name)).toEqual([
          "unique_persona_ids",
          ...(personas.length > 1 ? ["diversity_floor", "duplicate_pairs"] : []),
          ...(personas.length > 1 && withBlueprint ? ["marginal_fidelity:color"] : [])
        ])
      })
    )
  })

  it("passes every gate for personas built to satisfy the blueprint", () => {
    for (const seed of [1, 2, 3]) {
      const r = Evaluate.evaluate(population(400, seed), blueprint)
      expect(r.gates.filter((g) => !g.passed)).toEqual([])
      expect(r.scorecards.flatMap((s) => s.gates).filter((g) => !g.passed)).toEqual([])
      expect(r.passed).toBe(true)
      expect(r.marginals?.map((m) => m.attribute)).toEqual(["gender", "region", "education"])
    }
  })

  it("fails a population with a clone on duplicates and the diversity floor", () => {
    const ps = population(20, 4)
    const r = Evaluate.evaluate([...ps, { ...ps[3]!, persona_id: "clone" }], blueprint)
    expect(r.passed).toBe(false)
    expect(r.diversity).toMatchObject({ max_pairwise_similarity: 1, duplicate_pairs: 1 })
    expect(r.gates.filter((g) => !g.passed).map((g) => g.name)).toEqual([
      "diversity_floor",
      "duplicate_pairs"
    ])
    expect(r.gates[1]!.detail).toContain('most similar: "p3" and "clone"')
  })

  it("fails marginal fidelity when a root field is skewed", () => {
    const ps = population(400, 8).map((p) => ({ ...p, fields: { ...p.fields, region: "north" } }))
    const r = Evaluate.evaluate(ps, blueprint)
    const g = r.gates.find((x) => x.name === "marginal_fidelity:region")!
    expect(g.passed).toBe(false)
    expect(g.score).toBeCloseTo(0.75, 12)
  })

  it("encodes to JSON through the report schema and decodes back", () => {
    fc.assert(
      fc.property(perturbed, fc.boolean(), (personas, withBlueprint) => {
        const r = Evaluate.evaluate(personas, withBlueprint ? blueprint : undefined)
        const json = JSON.parse(JSON.stringify(Schema.encodeSync(Report.EvaluationReport)(r)))
        expect(Schema.decodeUnknownSync(Report.EvaluationReport)(json)).toEqual(r)
      }),
      { numRuns: 50 }
    )
  })
})

describe("Persona schema", () => {
  it("decodes the spec 2.2 shape and rejects non-string field values", () => {
    const decode = Schema.decodeUnknownEither(Persona.Persona)
    const ok = {
      persona_id: "p1",
      fields: { age: "34", role: "nurse" },
      system_prompt: "You are...",
      markdown: "# P"
    }
    expect(decode(ok)).toEqual(Either.right(ok))
    expect(Either.isLeft(decode({ ...ok, fields: { age: 34 } }))).toBe(true)
    expect(Either.isLeft(decode({ persona_id: "p1", fields: {}, markdown: "" }))).toBe(true)
  })
})
