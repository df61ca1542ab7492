import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { BlueprintView, ConstraintOp } from "../src/BlueprintView.js"
import { Gates } from "../src/index.js"
import type { PersonaInput } from "../src/Persona.js"
import { blueprint, population } from "./fixtures.js"

const persona = (fields: Record<string, string>, id = "p"): PersonaInput => ({
  persona_id: id,
  fields,
  system_prompt: "You are p.",
  markdown: "# p"
})

const OPS: ReadonlyArray<ConstraintOp> = [">=", ">", "<=", "<", "=="]

/**
 * k constraints on disjoint pairs of fields, `a_i op_i b_i + c_i`, and values satisfying all of
 * them; the property then breaks constraint `target` by moving only `a_target`.
 */
const scenario = fc
  .array(
    fc.record({
      op: fc.constantFrom(...OPS),
      c: fc.integer({ min: -50, max: 50 }),
      b: fc.integer({ min: -100, max: 100 })
    }),
    {
      minLength: 1,
      maxLength: 6
    }
  )
  .chain((cs) => fc.tuple(fc.constant(cs), fc.nat(cs.length - 1), fc.integer({ min: 1, max: 40 })))

const satisfying = (op: ConstraintOp, rhs: number): number =>
  op === ">" ? rhs + 1 : op === "<" ? rhs - 1 : rhs
const violating = (op: ConstraintOp, rhs: number, by: number): number =>
  op === ">" || op === ">=" ? rhs - by : op === "<" || op === "<=" ? rhs + by : rhs + by

describe("constraint gates", () => {
  it("a persona built to break one constraint fails exactly that gate", () => {
    fc.assert(
      fc.property(scenario, ([cs, target, by]) => {
        const bp: BlueprintView = {
          fields: cs.flatMap((_, i) => [
            {
              name: `a${i}`,
              kind: "numeric",
              parents: [],
              numeric: { min: -1000, max: 1000, integer: true }
            },
            { name: `b${i}`, kind: "numeric", parents: [], numeric: { min: -1000, max: 1000, integer: true } }
          ]),
          constraints: cs.map((c, i) => ({
            name: `rule ${i}`,
            lhs: `a${i}`,
            op: c.op,
            rhs: c.c >= 0 ? `b${i} + ${c.c}` : `b${i} - ${-c.c}`
          }))
        }
        const fields: Record<string, string> = {}
        cs.forEach((c, i) => {
          fields[`b${i}`] = String(c.b)
          fields[`a${i}`] = String(
            i === target ? violating(c.op, c.b + c.c, by) : satisfying(c.op, c.b + c.c)
          )
        })
        const gates = Gates.prepare(bp).check(persona(fields))
        expect(gates.map((g) => g.name)).toEqual(["schema", ...cs.map((_, i) => `constraint:rule ${i}`)])
        expect(gates.filter((g) => !g.passed).map((g) => g.name)).toEqual([`constraint:rule ${target}`])
        expect(gates.find((g) => !g.passed)!.detail).toMatch(/^violated: /)
      })
    )
  })

  it("is not applicable (passed, with a detail saying so) when a field is missing or not numeric", () => {
    const c = { name: "exp", lhs: "years", op: "<=", rhs: "age - 16" } as const
    const missing = Gates.constraintGate(persona({ years: "3" }), c)
    expect(missing).toEqual({
      name: "constraint:exp",
      passed: true,
      score: null,
      detail: 'not applicable: field "age" is missing'
    })
    const text = Gates.constraintGate(persona({ years: "many", age: "30" }), c)
    expect(text.passed).toBe(true)
    expect(text.detail).toBe('not applicable: field "years" is not numeric ("many")')
    expect(Gates.constraintGate(persona({ years: "20", age: "30" }), c)).toMatchObject({ passed: false })
  })

  it("compares with a small relative epsilon", () => {
    const gate = (op: ConstraintOp, lhs: string, rhs: string) =>
      Gates.constraintGate(persona({ x: lhs, y: "0.2" }), { name: "c", lhs: "x", op, rhs }).passed
    expect(gate("==", "0.3", "0.1 + y")).toBe(true)
    expect(gate(">=", "0.3", "0.1 + y")).toBe(true)
    expect(gate(">", "0.3", "0.1 + y")).toBe(false)
    expect(gate("<", "0.3", "0.1 + y")).toBe(false)
    expect(gate("==", "0.3001", "0.1 + y")).toBe(false)
    expect(gate("<=", "5", "2 * (y + 1) / 0.4")).toBe(true) // 2 * 1.2 / 0.4 = 6
  })

  it("fails a constraint whose right-hand side does not parse", () => {
    const g = Gates.constraintGate(persona({ x: "1" }), { name: "bad", lhs: "x", op: ">=", rhs: "y *" })
    expect(g.passed).toBe(false)
    expect(g.detail).toMatch(/^cannot evaluate/)
  })
})

describe("schema gate", () => {
  it("passes personas built to satisfy the blueprint", () => {
    for (const p of population(200, 5)) expect(Gates.schemaGate(p, blueprint)).toMatchObject({ passed: true })
  })

  it("lists every problem in its detail", () => {
    const [p] = population(1, 9)
    const { region: _, ...rest } = p!.fields
    const bad = persona({
      ...rest,
      gender: "robot",
      age: "17.5",
      years_experience: "lots",
      income_band: "medium",
      nickname: "Al"
    })
    const g = Gates.schemaGate(bad, blueprint)
    expect(g.name).toBe("schema")
    expect(g.passed).toBe(false)
    expect(g.score).toBeNull()
    for (const part of [
      'field "age": 17.5 is outside [18, 90]',
      'field "age": 17.5 is not an integer',
      'field "gender": "robot" is not an allowed value',
      'missing field "region"',
      'field "income_band": "medium" is not an allowed value',
      'field "years_experience": "lots" is not a number',
      'unexpected field "nickname"'
    ])
      expect(g.detail).toContain(part)
  })

  it("allows the union of conditional branches and the ordered values", () => {
    const [p] = population(1, 11)
    // income 240 is only in the doctorate branch; allowed for any education by union
    const fields = { ...p!.fields, education: "high_school", income: "240", income_band: "high" }
    expect(Gates.schemaGate(persona(fields), blueprint).passed).toBe(true)
    expect(Gates.schemaGate(persona({ ...fields, income: "251" }), blueprint).passed).toBe(false)
  })

  it("checks ordered_values of a field without a distribution", () => {
    const bp: BlueprintView = {
      fields: [{ name: "size", kind: "categorical", ordered_values: ["S", "M", "L"] }]
    }
    expect(Gates.schemaGate(persona({ size: "M" }), bp).passed).toBe(true)
    expect(Gates.schemaGate(persona({ size: "XL" }), bp).detail).toContain('"XL" is not an allowed value')
  })

  it("without a blueprint checks structure only", () => {
    expect(Gates.schemaGate(persona({ anything: "goes" })).passed).toBe(true)
    const blank = { persona_id: " ", fields: {}, system_prompt: "", markdown: "# x" }
    expect(Gates.schemaGate(blank).detail).toBe("persona_id is blank; system_prompt is blank")
  })

  it("does not mistake inherited object keys for fields", () => {
    const bp: BlueprintView = { fields: [{ name: "constructor", kind: "text" }] }
    expect(Gates.schemaGate(persona({}), bp).detail).toBe('missing field "constructor"')
  })
})

describe("batch gates", () => {
  it("flags repeated persona ids", () => {
    const g = Gates.uniqueIdsGate([persona({}, "a"), persona({}, "b"), persona({}, "a")])
    expect(g).toMatchObject({
      name: "unique_persona_ids",
      passed: false,
      detail: 'repeated persona ids: "a" x2'
    })
  })
})
