/**
 * The golden cases of the sampler: fixed blueprints, counts and seeds whose complete output
 * (personas, report, or the error) was recorded by `record.ts` before the sampler's refactor
 * into `src/internal/sampler/*`. `Golden.test.ts` holds today's output to those hashes, so a
 * change of behaviour (not only of the personas' statistics) fails.
 */
import { createHash } from "node:crypto"
import type { Blueprint } from "../../src/Blueprint.js"
import * as Sampler from "../../src/Sampler.js"
import { workforce } from "../fixtures.js"
import * as G from "../generators.js"

export interface Case {
  readonly name: string
  readonly blueprint: Blueprint
  readonly options: Sampler.SampleOptions
}

const two = (constraints: Blueprint["constraints"], extra: Blueprint["fields"] = []): Blueprint => ({
  domain: "test",
  order: ["x", "y", ...extra.map((f) => f.name)],
  fields: [
    { name: "x", kind: "numeric", parents: [], numeric: { min: 0, max: 10, mean: 5, sd: 2 } },
    { name: "y", kind: "numeric", parents: [], numeric: { min: 0, max: 10, mean: 5, sd: 2, integer: true } },
    ...extra
  ],
  constraints
})

const combo: Blueprint = {
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

/** Integer fields in a tight sum: needs the integer-aware (dark shadow) bounds and rejections. */
const tightIntegers: Blueprint = {
  domain: "tight",
  order: ["a", "b", "c"],
  fields: [
    { name: "a", kind: "numeric", parents: [], numeric: { min: 0, max: 9, mean: 4, sd: 3, integer: true } },
    { name: "b", kind: "numeric", parents: [], numeric: { min: 0, max: 9, mean: 4, sd: 3, integer: true } },
    { name: "c", kind: "numeric", parents: [], numeric: { min: 0.5, max: 1.5, mean: 1, sd: 1 } }
  ],
  constraints: [
    { name: "sum", lhs: "b", op: "<=", rhs: "9 * c - a" },
    { name: "odd", lhs: "b", op: ">", rhs: "2 * a - 3" }
  ]
}

const shapes: Array<G.Shape> = Array.from({ length: 60 }, (_, i) => ({
  seed: 1000 + i,
  categoricalRoots: i % 3,
  numericRoots: 1 + (i % 3),
  categoricalChildren: Math.floor(i / 3) % 3,
  numericChildren: Math.floor(i / 9) % 4,
  constraints: Math.floor(i / 4) % 4,
  text: i % 2 === 0
}))

export const cases: ReadonlyArray<Case> = [
  { name: "workforce 500", blueprint: workforce, options: { count: 500, seed: 42 } },
  { name: "workforce 37 'golden'", blueprint: workforce, options: { count: 37, seed: "golden" } },
  { name: "workforce 0", blueprint: workforce, options: { count: 0, seed: 1 } },
  {
    name: "equality",
    blueprint: two(
      [{ name: "total", lhs: "z", op: "==", rhs: "x + y / 3" }],
      [{ name: "z", kind: "numeric", parents: [], numeric: { min: 0, max: 14, mean: 7, sd: 3 } }]
    ),
    options: { count: 300, seed: "eq" }
  },
  {
    name: "chain",
    blueprint: two(
      [
        { name: "z_above_x", lhs: "z", op: ">=", rhs: "x + 5" },
        { name: "z_below_y", lhs: "z", op: "<=", rhs: "y" }
      ],
      [{ name: "z", kind: "numeric", parents: [], numeric: { min: 0, max: 10, mean: 5, sd: 3 } }]
    ),
    options: { count: 300, seed: "chain" }
  },
  {
    name: "exhausted",
    blueprint: two([{ name: "never_integer", lhs: "y", op: "==", rhs: "3 * x + 0.001" }]),
    options: { count: 5, seed: 1, maxAttemptsPerPersona: 200 }
  },
  ...[1, 2, 3].map((seed) => ({ name: `combo ${seed}`, blueprint: combo, options: { count: 40, seed } })),
  { name: "tight integers", blueprint: tightIntegers, options: { count: 300, seed: 7 } },
  {
    name: "integer window",
    blueprint: two([
      { name: "y_above", lhs: "y", op: ">=", rhs: "x + 0.2" },
      { name: "y_below", lhs: "y", op: "<=", rhs: "x + 0.8" }
    ]),
    options: { count: 200, seed: "window" }
  },
  ...shapes.map((s, i) => ({
    name: `generated ${i}`,
    blueprint: G.generate(s, { legacy: true }).blueprint,
    options: { count: 25 + (i % 5) * 20, seed: `g${i}` }
  }))
]

/** sha256 of the JSON of the whole result (personas and report, or the error's fields). */
export const digest = (c: Case): string => {
  const r = Sampler.sample(c.blueprint, c.options)
  const value = r._tag === "Right" ? { right: r.right } : { left: { ...r.left, _tag: r.left._tag } }
  return createHash("sha256").update(JSON.stringify(value)).digest("hex")
}
