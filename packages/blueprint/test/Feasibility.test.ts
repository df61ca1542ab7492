import { assert, describe, it } from "@effect/vitest"
import { Either } from "effect"
import * as fc from "fast-check"
import type { Blueprint, Constraint } from "../src/Blueprint.js"
import * as BP from "../src/Blueprint.js"
import type { ConstraintOp } from "../src/Expression.js"
import * as Expression from "../src/Expression.js"
import * as Feasibility from "../src/Feasibility.js"
import * as Rng from "../src/Rng.js"
import * as Sampler from "../src/Sampler.js"
import * as Gen from "./generators.js"

/** A small blueprint: a level-dependent child with a gap in its range, integers, negatives. */
const base: Blueprint = {
  domain: "feasibility",
  order: ["level", "a", "b", "c", "d", "e"],
  fields: [
    { name: "level", kind: "categorical", parents: [], categorical: { weights: { low: 1, high: 1 } } },
    { name: "a", kind: "numeric", parents: [], numeric: { min: 0, max: 10, mean: 5, sd: 3, integer: false } },
    { name: "b", kind: "numeric", parents: [], numeric: { min: 0, max: 10, mean: 4, sd: 3, integer: true } },
    {
      name: "c",
      kind: "numeric",
      parents: ["level"],
      conditionals: [
        { when: { level: "low" }, numeric: { min: 0, max: 5, mean: 2, sd: 2, integer: false } },
        { when: { level: "high" }, numeric: { min: 20, max: 30, mean: 25, sd: 4, integer: false } }
      ]
    },
    { name: "d", kind: "numeric", parents: [], numeric: { min: -5, max: 5, mean: 0, sd: 2, integer: false } },
    { name: "e", kind: "numeric", parents: [], numeric: { min: 1, max: 3, mean: 2, sd: 1, integer: true } },
    { name: "t", kind: "text", parents: ["level"], description: "free text" }
  ],
  constraints: []
}

const c = (name: string, lhs: string, op: ConstraintOp, rhs: string): Constraint => ({ name, lhs, op, rhs })
const ok = c("fine", "b", "<=", "a + 10")
const withConstraints = (...cs: ReadonlyArray<Constraint>): Blueprint => ({
  ...base,
  constraints: [ok, ...cs]
})

/** Each: constraints to add, the names the rejection must mention. */
const INFEASIBLE: ReadonlyArray<readonly [string, ReadonlyArray<Constraint>, ReadonlyArray<string>]> = [
  ["above the max", [c("bad", "a", ">", "10")], ["bad"]],
  ["above the max, non-strict", [c("bad", "a", ">=", "10.5")], ["bad"]],
  ["below the min, strict", [c("bad", "a", "<", "0")], ["bad"]],
  ["below the min", [c("bad", "a", "<=", "-0.01")], ["bad"]],
  ["equal to a value above the range", [c("bad", "a", "==", "11")], ["bad"]],
  ["equal to a value below the range", [c("bad", "a", "==", "-3")], ["bad"]],
  ["integer above its max", [c("bad", "b", ">", "10")], ["bad"]],
  ["integer equal to a fraction", [c("bad", "b", "==", "4.5")], ["bad"]],
  ["integer lattice of two fields", [c("bad", "b", "==", "2 * e + 0.5")], ["bad"]],
  ["difference out of reach", [c("bad", "a", ">=", "b + 11")], ["bad"]],
  ["sum out of reach", [c("bad", "a", "<=", "d - 6")], ["bad"]],
  ["value in the gap of a union of branches", [c("bad", "c", "==", "10")], ["bad"]],
  ["above every branch", [c("bad", "c", ">", "30")], ["bad"]],
  ["below every branch", [c("bad", "c", "<", "0")], ["bad"]],
  ["branch union against a scaled field", [c("bad", "c", ">=", "2 * a + 31")], ["bad"]],
  ["strictly greater than itself", [c("bad", "a", ">", "a")], ["bad"]],
  ["itself plus one", [c("bad", "a", ">=", "a + 1")], ["bad"]],
  ["itself plus a half", [c("bad", "a", "==", "a + 0.5")], ["bad"]],
  ["small integer above its max", [c("bad", "e", ">", "3")], ["bad"]],
  ["small integer below its min", [c("bad", "e", "<", "1")], ["bad"]],
  ["small integer equal to a fraction", [c("bad", "e", "==", "2.5")], ["bad"]],
  ["sum of integers negative", [c("bad", "b", "<=", "-e")], ["bad"]],
  ["negative field above its max", [c("bad", "d", ">", "5")], ["bad"]],
  ["constant arithmetic", [c("bad", "d", "==", "6/2 + 3")], ["bad"]],
  ["half of a difference", [c("bad", "a", "<=", "(d - 10)/2 - 0.1")], ["bad"]],
  ["two-way cycle", [c("up", "a", ">=", "b + 1"), c("down", "b", ">=", "a + 1")], ["up", "down"]],
  ["strict cycle", [c("gt", "a", ">", "d"), c("lt", "d", ">", "a")], ["gt", "lt"]],
  [
    "three constraints with no common point",
    [c("a_high", "a", ">=", "8"), c("d_high", "d", ">=", "4"), c("sum_low", "a", "<=", "11 - d")],
    ["a_high", "d_high", "sum_low"]
  ],
  ["integer squeezed out", [c("e_ge_b", "e", ">=", "b"), c("b_big", "b", ">=", "5")], ["e_ge_b", "b_big"]],
  [
    "chain through a negative",
    [c("a_le_d", "a", "<=", "d"), c("d_neg", "d", "<=", "-1")],
    ["a_le_d", "d_neg"]
  ],
  ["never under one root value (high)", [c("bad", "c", "<=", "10")], ["bad"]],
  ["never under one root value (low)", [c("bad", "c", ">=", "15")], ["bad"]],
  ["equality never under low", [c("bad", "c", "==", "a + 25")], ["bad"]],
  ["never under high against another field", [c("bad", "c", "<=", "d + 10")], ["bad"]],
  [
    "jointly infeasible under low",
    [c("a_le_c", "a", "<=", "c"), c("a_big", "a", ">=", "6")],
    ["a_le_c", "a_big"]
  ]
]

/** Tight but satisfiable: each must sample. */
const FEASIBLE: ReadonlyArray<readonly [string, ReadonlyArray<Constraint>]> = [
  ["touching the max", [c("t", "a", ">=", "10")]],
  ["touching the min", [c("t", "a", "<=", "0")]],
  ["equal to the min", [c("t", "a", "==", "0")]],
  ["integer at its max", [c("t", "b", "==", "10")]],
  ["small integer at its max", [c("t", "e", "==", "3")]],
  ["sum at its corner", [c("t", "a", "<=", "-d - 5")]],
  ["difference", [c("t", "a", ">=", "b")]],
  ["equality between fields", [c("t", "d", "==", "a - 5")]],
  ["equality through a branch", [c("t", "c", ">=", "a / 2")]],
  ["two-sided band", [c("lo", "a", ">=", "d + 2"), c("hi", "a", "<=", "d + 3")]],
  ["integer lattice hit", [c("t", "b", "==", "2 * e + 2")]],
  ["strict just inside", [c("t", "a", ">", "9.99")]],
  ["always", [c("t", "a", "<=", "10 + e")]]
]

describe("Feasibility properties", () => {
  const ops: ReadonlyArray<ConstraintOp> = [">=", ">", "<=", "<", "=="]

  it("labels are sound: `never` holds for no sampled persona, `always` for every one", () => {
    fc.assert(
      fc.property(
        Gen.shape.map((s) => ({ ...s, constraints: 0 })),
        fc.integer(),
        fc.constantFrom(...ops),
        fc.double({ min: -80, max: 80, noNaN: true }),
        (shape, pickSeed, op, k) => {
          const { blueprint } = Gen.generate(shape)
          const numeric = blueprint.fields.filter((f) => f.kind === "numeric").map((f) => f.name)
          const rng = Rng.fromSeed(pickSeed)
          const lhs = numeric[Math.floor(rng() * numeric.length)]!
          const other = numeric[Math.floor(rng() * numeric.length)]!
          const rhs = `${[0.5, 1, -1, 2][Math.floor(rng() * 4)]} * ${other} + ${Math.round(k * 100) / 100}`
          const label = Feasibility.analyse({ ...blueprint, constraints: [c("x", lhs, op, rhs)] })
            .constraints[0]!.label
          const result = Sampler.sample(blueprint, { count: 300, seed: pickSeed })
          assert.isTrue(Either.isRight(result))
          const expr = Either.getOrThrow(Expression.parse(rhs))
          for (const p of Either.getOrThrow(result).personas) {
            const values: Record<string, number> = {}
            for (const n of numeric) values[n] = Number(p.fields[n])
            const holds = Expression.holds(op, values[lhs]!, Expression.evaluate(expr, values))
            if (label === "never")
              assert.isFalse(
                holds,
                `${lhs} ${op} ${rhs} labelled never but holds at ${JSON.stringify(values)}`
              )
            if (label === "always")
              assert.isTrue(
                holds,
                `${lhs} ${op} ${rhs} labelled always but fails at ${JSON.stringify(values)}`
              )
          }
        }
      ),
      { numRuns: 120 }
    )
  })

  it("a blueprint built to hold at a witness is never reported infeasible", () => {
    fc.assert(
      fc.property(Gen.blueprint, ({ blueprint }) => {
        const a = Feasibility.analyse(blueprint)
        assert.isFalse(a.constraints.some((v) => v.label === "never"))
        assert.deepStrictEqual(a.conflicts, [])
      }),
      { numRuns: 300 }
    )
  })
})

describe("Feasibility rejects infeasible blueprints up front, naming the constraint", () => {
  assert.isAtLeast(INFEASIBLE.length, 30)
  for (const [title, constraints, names] of INFEASIBLE) {
    it(title, () => {
      const bp = withConstraints(...constraints)
      assert.deepStrictEqual(BP.validateStructure(bp), [])
      const result = Sampler.sample(bp, { count: 10, seed: "infeasible" })
      assert.isTrue(Either.isLeft(result), "sampled an infeasible blueprint")
      if (Either.isRight(result)) return
      const e = result.left
      if (e._tag === "UnsatisfiableConstraint") {
        assert.deepStrictEqual(e.constraints, names)
        assert.include(e.message, `'${names[0]}'`)
      } else if (e._tag === "ConflictingConstraints") {
        assert.sameMembers([...e.constraints], [...names])
      } else {
        assert.fail(`expected an up-front rejection, got ${e._tag}: ${e.message}`)
      }
      const problems = BP.validate(bp)
      for (const name of names)
        assert.isTrue(
          problems.some((p) => p.message.includes(`'${name}'`)),
          JSON.stringify(problems)
        )
      assert.isFalse(problems.some((p) => p.message.includes("'fine'")))
    })
  }
})

describe("Feasibility accepts tight but feasible blueprints", () => {
  for (const [title, constraints] of FEASIBLE) {
    it(title, () => {
      const bp = withConstraints(...constraints)
      assert.deepStrictEqual(BP.validate(bp), [])
      const result = Sampler.sample(bp, { count: 200, seed: title })
      assert.isTrue(Either.isRight(result), Either.isLeft(result) ? result.left.message : "")
      for (const p of Either.getOrThrow(result).personas) {
        const values: Record<string, number> = {}
        for (const n of ["a", "b", "c", "d", "e"]) values[n] = Number(p.fields[n])
        for (const k of bp.constraints) {
          const rhs = Expression.evaluate(Either.getOrThrow(Expression.parse(k.rhs)), values)
          assert.isTrue(
            Expression.holds(k.op, values[k.lhs]!, rhs),
            `${k.name} fails at ${JSON.stringify(values)}`
          )
        }
      }
    })
  }
})

describe("Feasibility examples", () => {
  it("computes union ranges over branches and labels", () => {
    const a = Feasibility.analyse(withConstraints(c("gap", "c", "<=", "12"), c("always", "c", ">=", "-1")))
    assert.deepStrictEqual(a.fields.c, {
      kind: "numeric",
      range: [
        [0, 5],
        [20, 30]
      ],
      integer: false
    })
    assert.deepStrictEqual(a.fields.level, { kind: "categorical", values: ["low", "high"] })
    assert.deepStrictEqual(
      a.constraints.map((v) => [v.name, v.label]),
      [
        ["fine", "always"],
        ["gap", "sometimes"],
        ["always", "always"]
      ]
    )
    assert.strictEqual(a.conflicts.length, 1)
    assert.deepStrictEqual(a.conflicts[0]!.when, { field: "level", value: "high" })
  })

  it("ranges under assumptions follow the matching rule", () => {
    assert.deepStrictEqual(Feasibility.ranges(base, { level: "low" }).c, {
      kind: "numeric",
      range: [[0, 5]],
      integer: false
    })
  })

  it("label handles each operator at the edges", () => {
    assert.strictEqual(Feasibility.label(">=", [[0, 1]]), "always")
    assert.strictEqual(Feasibility.label(">", [[0, 1]]), "sometimes")
    assert.strictEqual(Feasibility.label(">", [[-1, 0]]), "never")
    assert.strictEqual(Feasibility.label("<", [[0, 1]]), "never")
    assert.strictEqual(Feasibility.label("<=", [[-1, 0]]), "always")
    assert.strictEqual(
      Feasibility.label("==", [
        [-1, -0.5],
        [0.5, 1]
      ]),
      "never"
    )
    assert.strictEqual(Feasibility.label("==", [[0, 0]]), "always")
    assert.strictEqual(Feasibility.label("==", []), "never")
  })
})
