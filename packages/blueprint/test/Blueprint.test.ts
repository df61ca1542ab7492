import { assert, describe, it } from "@effect/vitest"
import { Either, Schema } from "effect"
import * as fc from "fast-check"
import * as Blueprint from "../src/Blueprint.js"
import { workforce } from "./fixtures.js"
import * as Gen from "./generators.js"

type Mutable<T> =
  T extends ReadonlyArray<infer U>
    ? Array<Mutable<U>>
    : T extends object
      ? { -readonly [K in keyof T]: Mutable<T[K]> }
      : T
type MBlueprint = Mutable<Blueprint.Blueprint>

const mutate = (f: (bp: MBlueprint) => void): Blueprint.Blueprint => {
  const bp = structuredClone(workforce) as MBlueprint
  f(bp)
  return bp as Blueprint.Blueprint
}

const fieldOf = (bp: MBlueprint, name: string) => bp.fields.find((f) => f.name === name)!

describe("Blueprint properties", () => {
  it("generated blueprints are valid and survive an encode/decode round trip", () => {
    fc.assert(
      fc.property(Gen.blueprint, ({ blueprint }) => {
        assert.deepStrictEqual(Blueprint.validate(blueprint), [])
        const encoded = Schema.encodeSync(Blueprint.Blueprint)(blueprint)
        const decoded = Blueprint.decode(JSON.parse(JSON.stringify(encoded)))
        assert.isTrue(Either.isRight(decoded))
        assert.deepStrictEqual(Either.getOrThrow(decoded), blueprint)
      }),
      { numRuns: 150 }
    )
  })

  it("reversing the order of a blueprint with a parent makes it invalid, naming the parent", () => {
    fc.assert(
      fc.property(Gen.blueprint, ({ blueprint }) => {
        const child = blueprint.fields.find((f) => f.parents.length > 0 && f.kind !== "text")
        fc.pre(child !== undefined)
        const reversed = { ...blueprint, order: [...blueprint.order].reverse() }
        const problems = Blueprint.validate(reversed)
        assert.isTrue(problems.some((p) => p.message.includes(`comes after '${child!.name}'`)))
      })
    )
  })

  it("decode never throws, whatever the input", () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        const r = Blueprint.decode(junk)
        assert.isTrue(Either.isLeft(r) || Either.isRight(r))
      }),
      { numRuns: 200 }
    )
  })
})

describe("Blueprint.decode", () => {
  it("accepts the spec shape, defaulting parents and constraints", () => {
    const r = Blueprint.decode({
      domain: "d",
      order: ["a", "b"],
      fields: [
        { name: "a", kind: "categorical", description: "", categorical: { weights: { x: 1, y: 2 } } },
        {
          name: "b",
          kind: "numeric",
          description: "",
          parents: ["a"],
          numeric: { min: 0, max: 1, mean: 0.5, sd: 1 }
        }
      ],
      rationale: "r"
    })
    assert.isTrue(Either.isRight(r))
    const bp = Either.getOrThrow(r)
    assert.deepStrictEqual(bp.constraints, [])
    assert.deepStrictEqual(bp.fields[0]!.parents, [])
    assert.strictEqual(bp.fields[1]!.numeric!.integer, undefined)
  })

  it("reports schema problems with paths", () => {
    const r = Blueprint.decode({ domain: "d", order: "a", fields: [{ name: 1, kind: "colour" }] })
    assert.isTrue(Either.isLeft(r))
    if (Either.isLeft(r)) {
      const paths = r.left.map((p) => p.path)
      assert.include(paths, "order")
      assert.include(paths, "fields[0].name")
      assert.include(paths, "fields[0].kind")
    }
  })
})

describe("Blueprint.validate names every problem", () => {
  it("accepts the workforce fixture", () => {
    assert.deepStrictEqual(Blueprint.validate(workforce), [])
  })

  const cases: ReadonlyArray<readonly [string, (bp: MBlueprint) => void, string, string]> = [
    [
      "field missing from order",
      (bp) => void bp.order.splice(bp.order.indexOf("age"), 1),
      "order",
      "'age' is missing from order"
    ],
    ["field listed twice", (bp) => void bp.order.push("age"), "order[13]", "listed more than once"],
    ["unknown name in order", (bp) => void bp.order.push("ghost"), "order[13]", "'ghost' is not a field"],
    [
      "parent after child",
      (bp) => {
        bp.order = bp.order.filter((n) => n !== "seniority")
        bp.order.push("seniority")
      },
      "fields[3].parents[0]",
      "parent 'seniority' comes after 'years_experience'"
    ],
    ["parent cycle", (bp) => void fieldOf(bp, "region").parents.push("salary_k"), "fields[", "parent cycle"],
    [
      "unknown parent",
      (bp) => void fieldOf(bp, "bonus_k").parents.push("mood"),
      "fields[7].parents[1]",
      "unknown parent 'mood'"
    ],
    [
      "self parent",
      (bp) => void fieldOf(bp, "bonus_k").parents.push("bonus_k"),
      "fields[7].parents[1]",
      "its own parent"
    ],
    [
      "sampled field depending on text",
      (bp) => void fieldOf(bp, "bonus_k").parents.push("bio"),
      "fields[7].parents[1]",
      "cannot depend on the text field 'bio'"
    ],
    [
      "conditional on a non-parent",
      (bp) => {
        fieldOf(bp, "team_size").conditionals![0]!.when = { region: "EU" }
      },
      "fields[5].conditionals[0].when.region",
      "'region' is not a parent of 'team_size'"
    ],
    [
      "conditional on an unknown parent value",
      (bp) => {
        fieldOf(bp, "team_size").conditionals![0]!.when = { role: "pilot" }
      },
      "fields[5].conditionals[0].when.role",
      "'pilot' is not a value of 'role'"
    ],
    [
      "conditional on a numeric parent",
      (bp) => {
        fieldOf(bp, "years_experience").conditionals![0]!.when = { age: "30" }
      },
      "fields[3].conditionals[0].when.age",
      "only categorical parents"
    ],
    [
      "rule with the wrong distribution kind",
      (bp) => {
        const rule = fieldOf(bp, "team_size").conditionals![0]! as Mutable<Blueprint.ConditionalRule>
        delete rule.numeric
        rule.categorical = { weights: { a: 1 } }
      },
      "fields[5].conditionals[0]",
      "cannot carry a categorical distribution"
    ],
    [
      "ordered_values missing a value",
      (bp) => void fieldOf(bp, "seniority").ordered_values!.pop(),
      "fields[1].ordered_values",
      "ordered_values lack 'staff'"
    ],
    [
      "ordered_values with an extra value",
      (bp) => void fieldOf(bp, "seniority").ordered_values!.push("intern"),
      "fields[1].ordered_values",
      "unknown values 'intern'"
    ],
    [
      "ordered_values repeated",
      (bp) => void fieldOf(bp, "seniority").ordered_values!.push("mid"),
      "fields[1].ordered_values",
      "repeat 'mid'"
    ],
    [
      "min not below max",
      (bp) => void (fieldOf(bp, "age").numeric!.min = 67),
      "fields[2].numeric",
      "min must be < max"
    ],
    [
      "sd zero",
      (bp) => void (fieldOf(bp, "satisfaction").numeric!.sd = 0),
      "fields[10].numeric",
      "sd must be > 0"
    ],
    [
      "integer range without integers",
      (bp) => void Object.assign(fieldOf(bp, "remote_days").numeric!, { min: 0.2, max: 0.8 }),
      "fields[8].numeric",
      "holds no integer"
    ],
    [
      "non-positive weight",
      (bp) => void (fieldOf(bp, "region").categorical!.weights.EU = 0),
      "fields[0].categorical.weights.EU",
      "weight of 'EU' must be a positive number"
    ],
    [
      "empty weights",
      (bp) => void (fieldOf(bp, "region").categorical!.weights = {}),
      "fields[0].categorical.weights",
      "at least one value"
    ],
    [
      "root without distribution",
      (bp) => void delete fieldOf(bp, "satisfaction").numeric,
      "fields[10]",
      "root field 'satisfaction' needs"
    ],
    [
      "child without any distribution",
      (bp) => void delete fieldOf(bp, "bonus_k").numeric,
      "fields[7]",
      "neither conditionals nor a numeric distribution"
    ],
    [
      "text field with a distribution",
      (bp) => void (fieldOf(bp, "bio").categorical = { weights: { a: 1 } }),
      "fields[12].categorical",
      "text (written per persona)"
    ],
    [
      "duplicate field name",
      (bp) => void (fieldOf(bp, "bonus_k").name = "salary_k"),
      "fields[7].name",
      "duplicate field name"
    ],
    [
      "constraint rhs does not parse",
      (bp) => void (bp.constraints[0]!.rhs = "age * salary_k"),
      "constraints[0].rhs",
      "non-linear product"
    ],
    [
      "constraint rhs unknown field",
      (bp) => void (bp.constraints[0]!.rhs = "agee - 18"),
      "constraints[0].rhs",
      "unknown field 'agee'"
    ],
    [
      "constraint rhs categorical field",
      (bp) => void (bp.constraints[0]!.rhs = "region - 18"),
      "constraints[0].rhs",
      "'region' is categorical"
    ],
    [
      "constraint lhs categorical",
      (bp) => void (bp.constraints[0]!.lhs = "role"),
      "constraints[0].lhs",
      "'role' is categorical"
    ],
    [
      "duplicate constraint name",
      (bp) => void (bp.constraints[0]!.name = "bonus_cap"),
      "constraints[1].name",
      "duplicate constraint name"
    ],
    [
      "never-satisfiable constraint",
      (bp) => void bp.constraints.push({ name: "too_old", lhs: "age", op: ">", rhs: "70" }),
      "constraints[3]",
      "'too_old'"
    ]
  ]

  for (const [title, change, path, message] of cases) {
    it(title, () => {
      const problems = Blueprint.validate(mutate(change))
      assert.isTrue(
        problems.some((p) => p.path.startsWith(path) && p.message.includes(message)),
        `expected ${path}: …${message}… in ${JSON.stringify(problems, null, 1)}`
      )
    })
  }

  it("reports every problem, not just the first", () => {
    const problems = Blueprint.validate(
      mutate((bp) => {
        fieldOf(bp, "age").numeric!.sd = -1
        fieldOf(bp, "region").categorical!.weights.US = -2
        bp.constraints[2]!.rhs = "years_experience +"
      })
    )
    assert.isAtLeast(problems.length, 3)
  })
})

describe("Blueprint helpers", () => {
  it("lists values, shares, text and sampled fields", () => {
    assert.deepStrictEqual(Blueprint.values(Blueprint.field(workforce, "role")!), [
      "engineer",
      "manager",
      "analyst"
    ])
    assert.deepStrictEqual(
      Blueprint.shares(Blueprint.field(workforce, "region")!.categorical!).map((s) => s.value),
      ["EU", "US", "APAC"]
    )
    assert.deepStrictEqual(Blueprint.textFields(workforce), ["bio"])
    assert.strictEqual(Blueprint.sampledFields(workforce).length, 12)
  })
})
