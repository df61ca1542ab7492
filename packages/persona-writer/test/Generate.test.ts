import { Diversity, Evaluate, Marginals } from "@cis/persona-gates"
import { assert, describe, it } from "@effect/vitest"
import { Either } from "effect"
import * as fc from "fast-check"
import { Generate, Infer } from "../src/index.js"

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

  it("carries the diversity and marginals of its own personas (none for one persona)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("nurses in Ohio", "gamers", "students aged 18-25"),
        fc.integer({ min: 1, max: 60 }),
        fc.nat(100),
        (prompt, count, seed) => {
          const g = run(prompt, count, seed)
          assert.deepStrictEqual(g.marginals, Marginals.marginals(g.personas, g.blueprint))
          if (count === 1) assert.isUndefined(g.diversity)
          else
            assert.deepStrictEqual(g.diversity, Diversity.diversity(g.personas, { blueprint: g.blueprint }))
        }
      ),
      { numRuns: 15 }
    )
  })

  it("with a proposed blueprint: uses it as is, keeps its rationale, does not read the prompt", () => {
    const proposed = { ...Infer.inferBlueprint("voters in Ohio").blueprint, rationale: "proposed by a model" }
    const g = Generate.generate("", { count: 30, seed: "p", blueprint: proposed })
    assert.isTrue(Either.isRight(g))
    if (Either.isRight(g)) {
      assert.strictEqual(g.right.blueprint, proposed)
      assert.strictEqual(g.right.rationale, "proposed by a model")
      assert.strictEqual(g.right.personas.length, 30)
      const inferred = run("voters in Ohio", 30, "p")
      assert.deepStrictEqual(g.right.personas, inferred.personas)
    }
  })

  it("steps: yields the progress after every chunk, then returns what generate returns", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 250 }), fc.integer({ min: 1, max: 120 }), (count, chunk) => {
        const it = Generate.steps("online shoppers", { count, seed: 3, chunk })
        const seen: Array<Generate.Progress> = []
        let step = it.next()
        for (; step.done !== true; step = it.next()) seen.push(step.value)
        const expected = Array.from({ length: Math.ceil(count / chunk) }, (_, k) => ({
          produced: Math.min(count, (k + 1) * chunk),
          total: count
        }))
        assert.deepStrictEqual(seen, expected)
        assert.deepStrictEqual(step.value, Generate.generate("online shoppers", { count, seed: 3 }))
      }),
      { numRuns: 20 }
    )
  })

  it("fails without yielding when the blueprint cannot be sampled", () => {
    const proposed = Infer.inferBlueprint("gamers").blueprint
    const broken = { ...proposed, order: proposed.order.slice(1) }
    const it = Generate.steps("gamers", { count: 10, seed: 1, blueprint: broken })
    const step = it.next()
    assert.isTrue(step.done)
    if (step.done === true) {
      assert.isTrue(Either.isLeft(step.value))
      if (Either.isLeft(step.value)) assert.strictEqual(step.value.left._tag, "InvalidBlueprint")
    }
  })
})
