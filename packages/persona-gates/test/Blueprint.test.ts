import { Blueprint, Sampler } from "@cis/blueprint"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import type { BlueprintView } from "../src/BlueprintView.js"
import { Evaluate } from "../src/index.js"
import type { PersonaInput } from "../src/Persona.js"
import { bio, blueprint, prng } from "./fixtures.js"

/** A decoded `Blueprint.Blueprint` is accepted wherever the gates take a blueprint. */
export const accepts = (bp: Blueprint.Blueprint): BlueprintView => bp

describe("@cis/blueprint interop", () => {
  it("the fixture blueprint is valid for @cis/blueprint", () => {
    const decoded = Blueprint.decode(blueprint)
    expect(Either.isRight(decoded) ? [] : decoded.left).toEqual([])
  })

  it("personas drawn by Sampler.sample (text fields written per persona) pass every gate", () => {
    const bp = Either.getOrThrow(Blueprint.decode(blueprint))
    const drawn = Sampler.sample(bp, { count: 500, seed: 2024 })
    if (Either.isLeft(drawn)) throw new Error(drawn.left.message)
    const rand = prng(99)
    const personas: Array<PersonaInput> = drawn.right.personas.map((p, i) => {
      const fields: Record<string, string> = { ...p.fields }
      for (const name of drawn.right.report.textFields) fields[name] = bio(rand)
      return { persona_id: `s${i}`, fields, system_prompt: `You are s${i}.`, markdown: `# s${i}` }
    })
    const report = Evaluate.evaluate(personas, accepts(bp))
    expect([...report.gates, ...report.scorecards.flatMap((s) => s.gates)].filter((g) => !g.passed)).toEqual(
      []
    )
    expect(report.passed).toBe(true)
  })
})
