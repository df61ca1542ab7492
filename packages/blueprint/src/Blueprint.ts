/**
 * The blueprint of spec section 2.3 as an `effect/Schema`, plus a validator that names every
 * problem it finds.
 *
 * @since 0.1.0
 */
import { Either, ParseResult, Schema } from "effect"
import * as Expression from "./Expression.js"
import * as Feasibility from "./Feasibility.js"
import * as Fields from "./internal/fields.js"
import * as Structure from "./internal/structure.js"

/** Relative weights of a categorical distribution: value → weight (> 0). P(v) = w(v) / Σ w. */
export const CategoricalDistribution = Schema.Struct({
  weights: Schema.Record({ key: Schema.String, value: Schema.Number })
})
export type CategoricalDistribution = typeof CategoricalDistribution.Type

/**
 * Normal(mean, sd²) truncated to [min, max]; with `integer` (absent = false) the discretised
 * truncated normal on the integers ceil(min)..floor(max): P(k) ∝ Φ((k+½−μ)/σ) − Φ((k−½−μ)/σ).
 */
export const NumericDistribution = Schema.Struct({
  min: Schema.Number,
  max: Schema.Number,
  mean: Schema.Number,
  sd: Schema.Number,
  integer: Schema.optionalWith(Schema.Boolean, { exact: true, nullable: true })
})
export type NumericDistribution = typeof NumericDistribution.Type

/**
 * One rule of a child field: applies when every `when` entry (parent name → parent value) equals
 * the persona's value of that parent; carries the distribution (of the field's kind) for that case.
 */
export const ConditionalRule = Schema.Struct({
  when: Schema.Record({ key: Schema.String, value: Schema.String }),
  categorical: Schema.optionalWith(CategoricalDistribution, { exact: true, nullable: true }),
  numeric: Schema.optionalWith(NumericDistribution, { exact: true, nullable: true })
})
export type ConditionalRule = typeof ConditionalRule.Type

/** `categorical` | `numeric` are sampled; `text` is written per persona by the caller. */
export const FieldKind = Schema.Literal("categorical", "numeric", "text")
export type FieldKind = typeof FieldKind.Type

/** A blueprint field (spec 2.3). `parents` defaults to `[]` (a root) when absent. */
export const BlueprintField = Schema.Struct({
  name: Schema.String,
  kind: FieldKind,
  description: Schema.optionalWith(Schema.String, { exact: true, nullable: true }),
  parents: Schema.optionalWith(Schema.Array(Schema.String), { default: () => [], nullable: true }),
  categorical: Schema.optionalWith(CategoricalDistribution, { exact: true, nullable: true }),
  numeric: Schema.optionalWith(NumericDistribution, { exact: true, nullable: true }),
  conditionals: Schema.optionalWith(Schema.Array(ConditionalRule), { exact: true, nullable: true }),
  ordered_values: Schema.optionalWith(Schema.Array(Schema.String), { exact: true, nullable: true })
})
export type BlueprintField = typeof BlueprintField.Type

/** `lhs op rhs`: `lhs` a numeric field name, `rhs` a linear expression (see `Expression`). */
export const Constraint = Schema.Struct({
  name: Schema.String,
  lhs: Schema.String,
  op: Expression.ConstraintOp,
  rhs: Schema.String
})
export type Constraint = typeof Constraint.Type

/** The inferred field model (spec 2.3). `constraints` defaults to `[]` when absent. */
export const Blueprint = Schema.Struct({
  domain: Schema.String,
  order: Schema.Array(Schema.String),
  fields: Schema.Array(BlueprintField),
  constraints: Schema.optionalWith(Schema.Array(Constraint), { default: () => [], nullable: true }),
  rationale: Schema.optionalWith(Schema.String, { exact: true, nullable: true }),
  sources: Schema.optionalWith(Schema.Array(Schema.String), { exact: true, nullable: true })
})
export type Blueprint = typeof Blueprint.Type

/** One validation finding: `path` in the blueprint JSON (`fields[2].numeric.sd`), and what is wrong. */
export type BlueprintProblem = { readonly path: string; readonly message: string }

/** Largest |min|, |max| accepted, so that values keep two decimals of precision when rendered. */
export const MAX_MAGNITUDE: number = Structure.MAX_MAGNITUDE

/**
 * Decodes unknown JSON into a {@link Blueprint} and validates it: `Right(blueprint)` when
 * schema-valid with no {@link validate} problem, else `Left(problems)` (schema issues included).
 */
export const decode = (input: unknown): Either.Either<Blueprint, ReadonlyArray<BlueprintProblem>> => {
  const decoded = Schema.decodeUnknownEither(Blueprint, { errors: "all" })(input)
  if (Either.isLeft(decoded)) {
    const issues = ParseResult.ArrayFormatter.formatErrorSync(decoded.left)
    return Either.left(issues.map((i) => ({ path: formatPath(i.path), message: i.message })))
  }
  const problems = validate(decoded.right)
  return problems.length === 0 ? Either.right(decoded.right) : Either.left(problems)
}

const formatPath = (path: ReadonlyArray<PropertyKey>): string => {
  let out = ""
  for (const p of path) {
    if (typeof p === "number") out += `[${p}]`
    else out += out.length === 0 ? String(p) : `.${String(p)}`
  }
  return out.length === 0 ? "$" : out
}

/** The field called `name`, if any (first one when names repeat). */
export const field = (bp: Blueprint, name: string): BlueprintField | undefined =>
  bp.fields.find((f) => f.name === name)

/** Every categorical distribution of a field: its own (root or fallback) first, then each rule's. */
export const categoricalDistributions: (f: BlueprintField) => ReadonlyArray<CategoricalDistribution> =
  Fields.categoricalDistributions

/** Every numeric distribution of a field: its own (root or fallback) first, then each rule's. */
export const numericDistributions: (f: BlueprintField) => ReadonlyArray<NumericDistribution> =
  Fields.numericDistributions

/** All values a categorical field can take: union of the keys of all its weight maps, first-seen order. */
export const values: (f: BlueprintField) => ReadonlyArray<string> = Fields.values

/** Requested shares of a categorical distribution: w(v) / Σ w, in key order. */
export const shares = (
  d: CategoricalDistribution
): ReadonlyArray<{ readonly value: string; readonly share: number }> => {
  const entries = Object.entries(d.weights)
  const total = entries.reduce((s, [, w]) => s + w, 0)
  return entries.map(([value, w]) => ({ value, share: w / total }))
}

/** Names of the text fields: the sampler leaves them out of persona `fields`, for the caller to write. */
export const textFields = (bp: Blueprint): ReadonlyArray<string> =>
  bp.fields.filter((f) => f.kind === "text").map((f) => f.name)

/** Names of the sampled (categorical and numeric) fields in `order`. */
export const sampledFields = (bp: Blueprint): ReadonlyArray<string> => {
  const kinds = new Map(bp.fields.map((f) => [f.name, f.kind] as const))
  return bp.order.filter((n) => {
    const k = kinds.get(n)
    return k === "categorical" || k === "numeric"
  })
}

/**
 * Structural problems only (no feasibility analysis): names, `order` as a causal order, parents,
 * distributions, conditionals, `ordered_values`, and constraints that parse over numeric fields.
 * O(fields · rules + constraints · |rhs|).
 */
export const validateStructure = (bp: Blueprint): ReadonlyArray<BlueprintProblem> => Structure.check(bp)

/**
 * Every problem of the blueprint; an empty array means valid. Structural checks
 * ({@link validateStructure}) first; when those pass, interval analysis (`Feasibility.analyse`)
 * adds every constraint that can never hold, every set of constraints that cannot hold together,
 * and every root categorical value under which that happens.
 */
export const validate = (bp: Blueprint): ReadonlyArray<BlueprintProblem> => {
  const structural = validateStructure(bp)
  if (structural.length > 0) return structural
  return Feasibility.problems(Feasibility.analyse(bp))
}
