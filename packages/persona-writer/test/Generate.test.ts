import { Evaluate } from "@cis/persona-gates"
import { assert, describe, it } from "@effect/vitest"
import { Either } from "effect"
import * as fc from "fast-check"
import { Generate } from "../src/index.js"

const run = (prompt: string, count: number, seed: string | number, onProgress?: (n: number) => void) => {
  const r = Generate.generate(
    prompt,
    onProgress === undefined ? { count, seed } : { count, seed, onProgress }
  )
  if (Either.isLeft(r)) throw new Error(r.left.message)
  return r.right
}

describe("Generate.generate", () => {
  it("composes inference, sampling and writing", () => {
    const g = run("Backend developers aged 25-40 in Germany", 120, 42)
    assert.strictEqual(g.personas.length, 120)
    assert.strictEqual(g.blueprint.domain, "software developers")
    assert.strictEqual(g.rationale, g.blueprint.rationale)
    assert.strictEqual(g.samplingReport.count, 120)
    for (const p of g.personas) {
      const age = Number(p.fields.age)
      assert.isTrue(age >= 25 && age <= 40)
      assert.strictEqual(p.fields.location, "Germany")
    }
    const report = Evaluate.evaluate(g.personas, g.blueprint)
    for (const s of report.scorecards) for (const gate of s.gates) assert.isTrue(gate.passed, gate.detail)
  })

  it("is deterministic by seed", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("only nurses", "gamers in their 30s", "voters in Ohio"),
        fc.nat(1000),
        (prompt, seed) => {
          assert.deepStrictEqual(run(prompt, 15, seed), run(prompt, 15, seed))
          assert.notDeepEqual(run(prompt, 15, seed).personas, run(prompt, 15, seed + 1).personas)
        }
      ),
      { numRuns: 10 }
    )
  })

  it("1000 personas have unique system prompts and ids", () => {
    const g = run("online shoppers", 1000, "s")
    assert.strictEqual(new Set(g.personas.map((p) => p.system_prompt)).size, 1000)
    assert.strictEqual(new Set(g.personas.map((p) => p.persona_id)).size, 1000)
  })

  it("reports progress at least every 100 personas and at the end", () => {
    const seen: Array<number> = []
    run("students", 345, 1, (n) => seen.push(n))
    assert.deepStrictEqual(seen, [100, 200, 300, 345])
    const one: Array<number> = []
    run("students", 1, 1, (n) => one.push(n))
    assert.deepStrictEqual(one, [1])
  })

  it("rejects a blank prompt or a bad count", () => {
    for (const [prompt, count] of [
      ["", 5],
      ["   ", 5],
      ["gamers", 0],
      ["gamers", -1],
      ["gamers", 2.5],
      ["gamers", Number.NaN]
    ] as const) {
      const r = Generate.generate(prompt, { count, seed: 1 })
      assert.isTrue(Either.isLeft(r))
      if (Either.isLeft(r)) assert.strictEqual(r.left._tag, "InvalidGenerateRequest")
    }
  })
})
