import { assert, describe, it } from "@effect/vitest"
import { Either } from "effect"
import * as fc from "fast-check"
import type {
  Blueprint,
  BlueprintField,
  CategoricalDistribution,
  NumericDistribution
} from "../src/Blueprint.js"
import * as Expression from "../src/Expression.js"
import * as Sampler from "../src/Sampler.js"
import * as TN from "../src/TruncatedNormal.js"
import { workforce } from "./fixtures.js"
import * as Gen from "./generators.js"
import * as KS from "./ks.js"

const run = (bp: Blueprint, count: number, seed: string | number = 1) => {
  const r = Sampler.sample(bp, { count, seed })
  if (Either.isLeft(r)) throw new Error(`${r.left._tag}: ${r.left.message}`)
  return r.right
}

/** The distributions a persona's field may have come from: first matching rule, else the fallback. */
const applicable = <D>(
  f: BlueprintField,
  persona: Readonly<Record<string, string>>,
  pick: (x: {
    readonly categorical?: CategoricalDistribution
    readonly numeric?: NumericDistribution
  }) => D | undefined
): ReadonlyArray<D> => {
  const own = pick(f)
  if (f.parents.length === 0) return own === undefined ? [] : [own]
  for (const rule of f.conditionals ?? []) {
    if (Object.entries(rule.when).every(([p, v]) => persona[p] === v)) {
      const d = pick(rule)
      if (d !== undefined) return [d]
    }
  }
  if (own !== undefined) return [own]
  return (f.conditionals ?? []).map(pick).filter((d): d is D => d !== undefined)
}

const numbers = (bp: Blueprint, fields: Readonly<Record<string, string>>): Record<string, number> => {
  const out: Record<string, number> = {}
  for (const f of bp.fields) if (f.kind === "numeric") out[f.name] = Number(fields[f.name])
  return out
}

const assertPersona = (bp: Blueprint, result: Sampler.SampleResult, p: Sampler.Persona) => {
  const sampled = bp.order.filter((n) => bp.fields.find((f) => f.name === n)!.kind !== "text")
  assert.deepStrictEqual(Object.keys(p.fields), sampled)
  // a value pinned by an equality, or squeezed into a window narrower than its grid, may carry
  // more decimals; a field outside every constraint never does
  const constrained = new Set(
    bp.constraints.flatMap((c) => [c.lhs, ...Object.keys(Either.getOrThrow(Expression.parse(c.rhs)).terms)])
  )
  void result
  for (const f of bp.fields) {
    const v = p.fields[f.name]
    if (f.kind === "text") {
      assert.isUndefined(v)
      continue
    }
    assert.isString(v)
    if (f.kind === "categorical") {
      const ds = applicable(f, p.fields, (x) => x.categorical)
      assert.isTrue(
        ds.some((d) => Object.hasOwn(d.weights, v!)),
        `${f.name} = ${v} not in its distribution`
      )
    } else {
      const x = Number(v)
      assert.isTrue(Number.isFinite(x), `${f.name} = ${v}`)
      const ds = applicable(f, p.fields, (y) => y.numeric)
      assert.isTrue(
        ds.some((d) => x >= d.min && x <= d.max && (d.integer !== true || Number.isInteger(x))),
        `${f.name} = ${v} outside ${JSON.stringify(ds)}`
      )
      if (ds.every((d) => d.integer === true)) assert.match(v!, /^-?\d+$/)
      else if (!constrained.has(f.name)) {
        const decimals = Math.max(...ds.map((d) => (d.integer === true ? 0 : Sampler.decimalsFor(d))))
        assert.match(v!, new RegExp(`^-?\\d+(\\.\\d{1,${decimals}})?$`))
      }
    }
  }
  const values = numbers(bp, p.fields)
  for (const c of bp.constraints) {
    const rhs = Expression.evaluate(Either.getOrThrow(Expression.parse(c.rhs)), values)
    assert.isTrue(
      Expression.holds(c.op, values[c.lhs]!, rhs),
      `${c.name}: ${c.lhs} ${c.op} ${c.rhs} fails at ${JSON.stringify(values)}`
    )
  }
}

describe("Sampler properties", () => {
  it("every persona: all sampled fields, within bounds, integers when asked, conditionals honoured, constraints met", () => {
    fc.assert(
      fc.property(
        Gen.blueprint,
        fc.integer({ min: 1, max: 60 }),
        fc.integer(),
        ({ blueprint }, count, seed) => {
          const result = Sampler.sample(blueprint, { count, seed })
          assert.isTrue(Either.isRight(result), Either.isLeft(result) ? result.left.message : "")
          const r = Either.getOrThrow(result)
          assert.strictEqual(r.personas.length, count)
          assert.strictEqual(r.seed, seed)
          for (const p of r.personas) assertPersona(blueprint, r, p)
          assert.strictEqual(r.report.attempts - r.report.rejected, count)
        }
      ),
      { numRuns: 250 }
    )
  })

  it("determinism: same blueprint, count and seed give the same personas byte for byte", () => {
    fc.assert(
      fc.property(
        Gen.blueprint,
        fc.integer({ min: 0, max: 30 }),
        fc.oneof(fc.string(), fc.integer()),
        ({ blueprint }, count, seed) => {
          const a = Sampler.sample(blueprint, { count, seed })
          const b = Sampler.sample(structuredClone(blueprint), { count, seed })
          assert.strictEqual(JSON.stringify(a), JSON.stringify(b))
        }
      ),
      { numRuns: 100 }
    )
  })

  it("root categorical marginals are within (number of values)/(2·count) of the request", () => {
    fc.assert(
      fc.property(
        Gen.blueprint,
        fc.integer({ min: 1, max: 200 }),
        fc.integer(),
        ({ blueprint }, count, seed) => {
          const r = run(blueprint, count, seed)
          for (const f of blueprint.fields) {
            if (f.kind !== "categorical" || f.parents.length > 0) continue
            const weights = Object.entries(f.categorical!.weights)
            const total = weights.reduce((s, [, w]) => s + w, 0)
            let tvd = 0
            for (const [value, w] of weights) {
              const achieved = r.personas.filter((p) => p.fields[f.name] === value).length / count
              tvd += 0.5 * Math.abs(achieved - w / total)
            }
            assert.isAtMost(tvd, weights.length / (2 * count) + 1e-12)
            const reported = r.report.marginals.find((m) => m.attribute === f.name)!
            assert.closeTo(reported.total_variation_distance, tvd, 1e-12)
          }
        }
      ),
      { numRuns: 150 }
    )
  })

  it("numeric roots at 100 personas reach KS-complement 1 − D ≥ 0.99 against the requested truncated normal", () => {
    fc.assert(
      fc.property(
        Gen.shape.map((s) => ({ ...s, constraints: 0 })),
        fc.integer(),
        (shape, seed) => {
          const { blueprint } = Gen.generate(shape)
          const r = run(blueprint, 100, seed)
          for (const f of blueprint.fields) {
            if (f.kind !== "numeric" || f.parents.length > 0) continue
            const d = f.numeric!
            const xs = r.personas.map((p) => Number(p.fields[f.name]))
            const c =
              d.integer === true
                ? 1 - atomStatistic(xs, d)
                : KS.complement(xs, (x) => TN.cdf(x, d.mean, d.sd, d.min, d.max))
            assert.isAtLeast(c, 0.99, `${f.name} ${JSON.stringify(d)}`)
          }
        }
      ),
      { numRuns: 150 }
    )
  })
})

/** sup over the integer atoms of |Fₙ(k) − F(k)| (the KS statistic of a discrete sample). */
const atomStatistic = (xs: ReadonlyArray<number>, d: NumericDistribution): number => {
  let worst = 0
  for (let k = Math.ceil(d.min); k <= Math.floor(d.max); k++) {
    const below = xs.filter((x) => x <= k).length / xs.length
    worst = Math.max(worst, Math.abs(below - TN.integerCdf(k, d.mean, d.sd, d.min, d.max)))
  }
  return worst
}

describe("Sampler on the workforce blueprint", () => {
  it("meets every constraint with no rejection, and leaves the text field out", () => {
    const r = run(workforce, 2000, "workforce")
    for (const p of r.personas) assertPersona(workforce, r, p)
    assert.strictEqual(r.report.rejected, 0)
    assert.deepStrictEqual(r.report.textFields, ["bio"])
    assert.deepStrictEqual(
      r.report.constraints.map((c) => [c.name, c.method, c.attempted, c.accepted, c.rate]),
      [
        ["experience_after_18", "bound", 2000, 2000, 1],
        ["bonus_cap", "bound", 2000, 2000, 1],
        ["tenure_within_experience", "bound", 2000, 2000, 1]
      ]
    )
  })

  it("records the seed and depends on it", () => {
    const a = run(workforce, 50, 7)
    assert.strictEqual(a.seed, 7)
    assert.deepStrictEqual(run(workforce, 50, "7").personas, a.personas)
    assert.notDeepEqual(run(workforce, 50, 8).personas, a.personas)
  })

  it("numeric roots at 100 personas: KS-complement ≥ 0.99 for several seeds", () => {
    // age is excluded with constraints on: experience ≤ age − 18 truncates it per seniority
    const free = { ...workforce, constraints: [] }
    for (const seed of ["a", "b", "c", "d", "e", 1, 2, 3]) {
      const r = run(workforce, 100, seed)
      const sat = workforce.fields.find((f) => f.name === "satisfaction")!.numeric!
      const xs = r.personas.map((p) => Number(p.fields.satisfaction))
      assert.isAtLeast(
        KS.complement(xs, (x) => TN.cdf(x, sat.mean, sat.sd, sat.min, sat.max)),
        0.99
      )
      const remote = workforce.fields.find((f) => f.name === "remote_days")!.numeric!
      assert.isAtLeast(
        1 -
          atomStatistic(
            r.personas.map((p) => Number(p.fields.remote_days)),
            remote
          ),
        0.99
      )
      const age = workforce.fields.find((f) => f.name === "age")!.numeric!
      const ages = run(free, 100, seed).personas.map((p) => Number(p.fields.age))
      assert.isAtLeast(1 - atomStatistic(ages, age), 0.99)
    }
  })
})

const two = (
  constraints: Blueprint["constraints"],
  extra: ReadonlyArray<BlueprintField> = []
): Blueprint => ({
  domain: "test",
  order: ["x", "y", ...extra.map((f) => f.name)],
  fields: [
    { name: "x", kind: "numeric", parents: [], numeric: { min: 0, max: 10, mean: 5, sd: 2 } },
    { name: "y", kind: "numeric", parents: [], numeric: { min: 0, max: 10, mean: 5, sd: 2, integer: true } },
    ...extra
  ],
  constraints
})

describe("Sampler constraint handling", () => {
  it("solves an equality for its last field instead of rejecting", () => {
    const bp = two(
      [{ name: "total", lhs: "z", op: "==", rhs: "x + y / 3" }],
      [{ name: "z", kind: "numeric", parents: [], numeric: { min: 0, max: 14, mean: 7, sd: 3 } }]
    )
    const r = run(bp, 500, "eq")
    assert.strictEqual(r.report.constraints[0]!.method, "equality")
    assert.strictEqual(r.report.rejected, 0)
    for (const p of r.personas) assertPersona(bp, r, p)
  })

  it("turns inequalities on the last field into bounds and propagates them to earlier fields", () => {
    // z ≥ x + 5 and z ≤ y: y must leave room above x + 5, which propagation tells y's draw
    const bp = two(
      [
        { name: "z_above_x", lhs: "z", op: ">=", rhs: "x + 5" },
        { name: "z_below_y", lhs: "z", op: "<=", rhs: "y" }
      ],
      [{ name: "z", kind: "numeric", parents: [], numeric: { min: 0, max: 10, mean: 5, sd: 3 } }]
    )
    const r = run(bp, 1000, "chain")
    assert.strictEqual(r.report.rejected, 0)
    for (const p of r.personas) assertPersona(bp, r, p)
  })

  it("gives up with a clear error naming the constraint when rejection cannot succeed", () => {
    // y integer, x rendered with two decimals: 3x + 0.001 is never an integer
    const bp = two([{ name: "never_integer", lhs: "y", op: "==", rhs: "3 * x + 0.001" }])
    const r = Sampler.sample(bp, { count: 5, seed: 1, maxAttemptsPerPersona: 200 })
    assert.isTrue(Either.isLeft(r))
    if (Either.isLeft(r)) {
      assert.strictEqual(r.left._tag, "SamplingExhausted")
      if (r.left._tag === "SamplingExhausted") {
        assert.strictEqual(r.left.constraint, "never_integer")
        assert.strictEqual(r.left.tries, 200)
        assert.include(r.left.message, "'never_integer'")
        assert.include(r.left.message, "200 tries")
      }
    }
  })

  it("moves root values between personas when a combination of them cannot work, keeping the quotas", () => {
    const bp: Blueprint = {
      domain: "combo",
      order: ["level", "tier", "c"],
      fields: [
        { name: "level", kind: "categorical", parents: [], categorical: { weights: { low: 4, high: 1 } } },
        { name: "tier", kind: "categorical", parents: [], categorical: { weights: { silver: 4, gold: 1 } } },
        {
          name: "c",
          kind: "numeric",
          parents: ["level", "tier"],
          conditionals: [
            { when: { level: "high", tier: "gold" }, numeric: { min: 20, max: 30, mean: 25, sd: 3 } }
          ],
          numeric: { min: 0, max: 5, mean: 2, sd: 2 }
        }
      ],
      constraints: [{ name: "c_small", lhs: "c", op: "<=", rhs: "10" }]
    }
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = run(bp, 40, seed)
      for (const p of r.personas) assertPersona(bp, r, p)
      assert.strictEqual(r.personas.filter((p) => p.fields.level === "high").length, 8)
      assert.strictEqual(r.personas.filter((p) => p.fields.tier === "gold").length, 8)
      assert.isFalse(r.personas.some((p) => p.fields.level === "high" && p.fields.tier === "gold"))
    }
  })
})

describe("Sampler fallbacks, rendering and errors", () => {
  const parent: BlueprintField = {
    name: "p",
    kind: "categorical",
    parents: [],
    categorical: { weights: { a: 1, b: 1, c: 1 } }
  }

  it("uses the field's own distribution when no rule matches", () => {
    const bp: Blueprint = {
      domain: "fallback",
      order: ["p", "v"],
      fields: [
        parent,
        {
          name: "v",
          kind: "numeric",
          parents: ["p"],
          conditionals: [{ when: { p: "a" }, numeric: { min: 100, max: 101, mean: 100, sd: 1 } }],
          numeric: { min: 0, max: 1, mean: 0.5, sd: 1 }
        }
      ],
      constraints: []
    }
    for (const p of run(bp, 300).personas) {
      const v = Number(p.fields.v)
      assert.isTrue(p.fields.p === "a" ? v >= 100 && v <= 101 : v >= 0 && v <= 1)
    }
  })

  it("without an own distribution, falls back to an equal mixture of the rules", () => {
    const bp: Blueprint = {
      domain: "fallback",
      order: ["p", "k"],
      fields: [
        parent,
        {
          name: "k",
          kind: "categorical",
          parents: ["p"],
          conditionals: [
            { when: { p: "a" }, categorical: { weights: { x: 1 } } },
            { when: { p: "b" }, categorical: { weights: { y: 1 } } }
          ]
        }
      ],
      constraints: []
    }
    const r = run(bp, 3000)
    const fromC = r.personas.filter((p) => p.fields.p === "c").map((p) => p.fields.k)
    assert.isTrue(r.personas.every((p) => p.fields.p !== "a" || p.fields.k === "x"))
    const xs = fromC.filter((k) => k === "x").length / fromC.length
    assert.closeTo(xs, 0.5, 0.06)
  })

  it("renders integers without decimals and other numbers with at most two", () => {
    assert.strictEqual(Sampler.render(42), "42")
    assert.strictEqual(Sampler.render(-0), "0")
    assert.strictEqual(Sampler.render(3.14159), "3.14")
    assert.strictEqual(Sampler.render(2.5), "2.5")
    assert.strictEqual(Sampler.render(-0.001), "0")
    assert.strictEqual(Sampler.render(1.005), "1")
  })

  it("keeps the rendered value inside the bounds even where rounding would leave them", () => {
    const bp: Blueprint = {
      domain: "round",
      order: ["v"],
      fields: [
        {
          name: "v",
          kind: "numeric",
          parents: [],
          numeric: { min: 0.001, max: 0.009, mean: 0.005, sd: 0.01 }
        }
      ],
      constraints: []
    }
    for (const p of run(bp, 200).personas) {
      const v = Number(p.fields.v)
      assert.isTrue(v >= 0.001 && v <= 0.009, p.fields.v)
    }
  })

  it("reports invalid options and blueprints as typed errors", () => {
    const tag = (r: ReturnType<typeof Sampler.sample>) => (Either.isLeft(r) ? r.left._tag : "Right")
    assert.strictEqual(tag(Sampler.sample(workforce, { count: -1, seed: 1 })), "InvalidSampleOptions")
    assert.strictEqual(tag(Sampler.sample(workforce, { count: 1.5, seed: 1 })), "InvalidSampleOptions")
    assert.strictEqual(tag(Sampler.sample(workforce, { count: 1, seed: Number.NaN })), "InvalidSampleOptions")
    const broken = { ...workforce, order: workforce.order.slice(1) }
    const r = Sampler.sample(broken, { count: 1, seed: 1 })
    assert.strictEqual(tag(r), "InvalidBlueprint")
    if (Either.isLeft(r) && r.left._tag === "InvalidBlueprint")
      assert.include(r.left.message, "'region' is missing from order")
    assert.deepStrictEqual(run(workforce, 0).personas, [])
  })
})
