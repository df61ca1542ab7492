/**
 * The blueprint of spec section 2.3 as an `effect/Schema`, plus a validator that names every
 * problem it finds.
 *
 * @since 0.1.0
 */
import { Either, ParseResult, Schema } from "effect"
import * as Expression from "./Expression.js"
import * as Feasibility from "./Feasibility.js"

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

/** The comparison of a constraint. */
export const ConstraintOp = Schema.Literal(">=", ">", "<=", "<", "==")
export type ConstraintOp = ">=" | ">" | "<=" | "<" | "=="

/** `lhs op rhs`: `lhs` a numeric field name, `rhs` a linear expression (see `Expression`). */
export const Constraint = Schema.Struct({
  name: Schema.String,
  lhs: Schema.String,
  op: ConstraintOp,
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
export const MAX_MAGNITUDE = 1e12

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
export const categoricalDistributions = (f: BlueprintField): ReadonlyArray<CategoricalDistribution> => {
  const out: Array<CategoricalDistribution> = []
  if (f.categorical !== undefined) out.push(f.categorical)
  for (const r of f.conditionals ?? []) if (r.categorical !== undefined) out.push(r.categorical)
  return out
}

/** Every numeric distribution of a field: its own (root or fallback) first, then each rule's. */
export const numericDistributions = (f: BlueprintField): ReadonlyArray<NumericDistribution> => {
  const out: Array<NumericDistribution> = []
  if (f.numeric !== undefined) out.push(f.numeric)
  for (const r of f.conditionals ?? []) if (r.numeric !== undefined) out.push(r.numeric)
  return out
}

/** All values a categorical field can take: union of the keys of all its weight maps, first-seen order. */
export const values = (f: BlueprintField): ReadonlyArray<string> => {
  const seen = new Set<string>()
  for (const d of categoricalDistributions(f)) for (const v of Object.keys(d.weights)) seen.add(v)
  return [...seen]
}

/** Requested shares of a categorical distribution: w(v) / Σ w, in key order. */
export const shares = (
  d: CategoricalDistribution
): ReadonlyArray<{ readonly value: string; readonly share: number }> => {
  const entries = Object.entries(d.weights)
  const total = entries.reduce((s, [, w]) => s + w, 0)
  return entries.map(([value, w]) => ({ value, share: w / total }))
}

/** True when the field has no parents. */
export const isRoot = (f: BlueprintField): boolean => f.parents.length === 0

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

const quote = (s: string): string => `'${s}'`

const checkNumeric = (
  d: NumericDistribution,
  path: string,
  who: string,
  problems: Array<BlueprintProblem>
): void => {
  const add = (message: string) => problems.push({ path, message: `${who}: ${message}` })
  const finite = (["min", "max", "mean", "sd"] as const).filter((k) => !Number.isFinite(d[k]))
  if (finite.length > 0) {
    add(`${finite.join(", ")} must be finite numbers`)
    return
  }
  if (!(d.min < d.max)) add(`min must be < max (got min ${d.min}, max ${d.max})`)
  if (!(d.sd > 0)) add(`sd must be > 0 (got ${d.sd})`)
  if (Math.abs(d.min) > MAX_MAGNITUDE || Math.abs(d.max) > MAX_MAGNITUDE) {
    add(`min and max must lie within ±${MAX_MAGNITUDE} (got min ${d.min}, max ${d.max})`)
  }
  if (d.integer === true && d.min < d.max && Math.ceil(d.min) > Math.floor(d.max)) {
    add(`integer range [${d.min}, ${d.max}] holds no integer`)
  }
}

const checkWeights = (
  d: CategoricalDistribution,
  path: string,
  who: string,
  problems: Array<BlueprintProblem>
): void => {
  const entries = Object.entries(d.weights)
  if (entries.length === 0) problems.push({ path, message: `${who}: weights must name at least one value` })
  for (const [v, w] of entries) {
    if (v.length === 0) problems.push({ path, message: `${who}: a value must be a non-empty string` })
    if (!(Number.isFinite(w) && w > 0)) {
      problems.push({
        path: `${path}.${v}`,
        message: `${who}: weight of ${quote(v)} must be a positive number (got ${w})`
      })
    }
  }
}

/**
 * Structural problems only (no feasibility analysis): names, `order` as a causal order, parents,
 * distributions, conditionals, `ordered_values`, and constraints that parse over numeric fields.
 * O(fields · rules + constraints · |rhs|).
 */
export const validateStructure = (bp: Blueprint): ReadonlyArray<BlueprintProblem> => {
  const problems: Array<BlueprintProblem> = []
  const push = (path: string, message: string) => problems.push({ path, message })

  // --- names -----------------------------------------------------------------------------------
  const byName = new Map<string, number>()
  bp.fields.forEach((f, i) => {
    if (f.name.length === 0) push(`fields[${i}].name`, "field name must be non-empty")
    else if (f.name === "__proto__") push(`fields[${i}].name`, "'__proto__' is a reserved name")
    const seen = byName.get(f.name)
    if (seen !== undefined)
      push(`fields[${i}].name`, `duplicate field name ${quote(f.name)} (also fields[${seen}])`)
    else byName.set(f.name, i)
  })
  const get = (name: string): BlueprintField | undefined => {
    const i = byName.get(name)
    return i === undefined ? undefined : bp.fields[i]
  }

  // --- order ------------------------------------------------------------------------------------
  const position = new Map<string, number>()
  bp.order.forEach((name, k) => {
    if (!byName.has(name)) push(`order[${k}]`, `${quote(name)} is not a field`)
    const first = position.get(name)
    if (first !== undefined)
      push(`order[${k}]`, `${quote(name)} is listed more than once (first at order[${first}])`)
    else position.set(name, k)
  })
  bp.fields.forEach((f, i) => {
    if (f.kind !== "text" && !position.has(f.name) && byName.get(f.name) === i) {
      push(
        "order",
        `field ${quote(f.name)} is missing from order (every sampled field is listed exactly once)`
      )
    }
  })

  // --- parents and causal order -------------------------------------------------------------------
  bp.fields.forEach((f, i) => {
    const seen = new Set<string>()
    f.parents.forEach((p, j) => {
      const path = `fields[${i}].parents[${j}]`
      if (seen.has(p)) push(path, `${quote(f.name)} lists parent ${quote(p)} twice`)
      seen.add(p)
      if (p === f.name) {
        push(path, `${quote(f.name)} cannot be its own parent`)
        return
      }
      const parent = get(p)
      if (parent === undefined) {
        push(path, `${quote(f.name)} has unknown parent ${quote(p)}`)
        return
      }
      if (f.kind !== "text" && parent.kind === "text") {
        push(
          path,
          `sampled field ${quote(f.name)} cannot depend on the text field ${quote(p)} (text is not sampled)`
        )
      }
      const pf = position.get(f.name)
      const pp = position.get(p)
      if (pf !== undefined && pp === undefined && parent.kind !== "text") {
        push(path, `parent ${quote(p)} of ${quote(f.name)} is missing from order`)
      } else if (pf !== undefined && pp !== undefined && pp > pf) {
        push(path, `parent ${quote(p)} comes after ${quote(f.name)} in order (order[${pp}] vs order[${pf}])`)
      }
    })
  })
  // cycles in the parent graph (independent of `order`), each reported once
  {
    const state = new Map<string, 1 | 2>()
    const stack: Array<string> = []
    const reported = new Set<string>()
    const visit = (name: string): void => {
      state.set(name, 1)
      stack.push(name)
      for (const p of get(name)?.parents ?? []) {
        if (!byName.has(p) || p === name) continue
        const s = state.get(p)
        if (s === 1) {
          const cycle = [...stack.slice(stack.indexOf(p)), p]
          const key = [...cycle.slice(0, -1)].sort().join("\u0000")
          if (!reported.has(key)) {
            reported.add(key)
            push(
              `fields[${byName.get(name)}].parents`,
              `parent cycle: ${cycle.reverse().map(quote).join(" -> ")}`
            )
          }
        } else if (s === undefined) {
          visit(p)
        }
      }
      stack.pop()
      state.set(name, 2)
    }
    for (const f of bp.fields) if (!state.has(f.name)) visit(f.name)
  }

  // --- distributions ------------------------------------------------------------------------------
  bp.fields.forEach((f, i) => {
    const at = `fields[${i}]`
    const who = `field ${quote(f.name)}`
    const rules = f.conditionals ?? []
    if (f.kind === "text") {
      for (const key of ["categorical", "numeric", "conditionals", "ordered_values"] as const) {
        if (f[key] !== undefined)
          push(`${at}.${key}`, `${who} is text (written per persona): it carries no ${key}`)
      }
      return
    }
    const own = f.kind === "categorical" ? f.categorical : f.numeric
    const other = f.kind === "categorical" ? "numeric" : "categorical"
    if (f[other] !== undefined)
      push(`${at}.${other}`, `${who} is ${f.kind}: it cannot carry a ${other} distribution`)
    if (f.parents.length === 0) {
      if (own === undefined) push(at, `root ${who} needs a ${f.kind} distribution`)
      if (f.conditionals !== undefined && rules.length > 0) {
        push(`${at}.conditionals`, `root ${who} has no parents, so it cannot have conditionals`)
      }
    } else if (own === undefined && rules.length === 0) {
      push(at, `${who} has parents but neither conditionals nor a ${f.kind} distribution`)
    }
    if (f.kind === "categorical" && f.categorical !== undefined) {
      checkWeights(f.categorical, `${at}.categorical.weights`, who, problems)
    }
    if (f.kind === "numeric" && f.numeric !== undefined)
      checkNumeric(f.numeric, `${at}.numeric`, who, problems)

    rules.forEach((r, k) => {
      const rp = `${at}.conditionals[${k}]`
      const rwho = `${who} rule ${k}`
      for (const [p, v] of Object.entries(r.when)) {
        const parent = get(p)
        if (!f.parents.includes(p)) {
          push(`${rp}.when.${p}`, `${rwho}: ${quote(p)} is not a parent of ${quote(f.name)}`)
        } else if (parent === undefined) {
          // reported under parents
        } else if (parent.kind !== "categorical") {
          push(
            `${rp}.when.${p}`,
            `${rwho}: only categorical parents can be matched by value (${quote(p)} is ${parent.kind})`
          )
        } else {
          const vs = values(parent)
          if (!vs.includes(v)) {
            push(
              `${rp}.when.${p}`,
              `${rwho}: ${quote(v)} is not a value of ${quote(p)} (values: ${vs.join(", ")})`
            )
          }
        }
      }
      const mine = f.kind === "categorical" ? r.categorical : r.numeric
      const theirs = f.kind === "categorical" ? r.numeric : r.categorical
      if (theirs !== undefined)
        push(`${rp}.${other}`, `${rwho}: a ${f.kind} field's rule cannot carry a ${other} distribution`)
      if (mine === undefined) push(rp, `${rwho}: needs a ${f.kind} distribution`)
      else if (f.kind === "categorical" && r.categorical !== undefined) {
        checkWeights(r.categorical, `${rp}.categorical.weights`, rwho, problems)
      } else if (f.kind === "numeric" && r.numeric !== undefined) {
        checkNumeric(r.numeric, `${rp}.numeric`, rwho, problems)
      }
    })

    if (f.ordered_values !== undefined) {
      if (f.kind !== "categorical") {
        push(`${at}.ordered_values`, `${who} is ${f.kind}: ordered_values belong to categorical fields`)
      } else {
        const listed = f.ordered_values
        const dup = listed.filter((v, j) => listed.indexOf(v) !== j)
        if (dup.length > 0)
          push(
            `${at}.ordered_values`,
            `${who}: ordered_values repeat ${[...new Set(dup)].map(quote).join(", ")}`
          )
        const vs = values(f)
        const missing = vs.filter((v) => !listed.includes(v))
        const extra = [...new Set(listed.filter((v) => !vs.includes(v)))]
        if (missing.length > 0)
          push(`${at}.ordered_values`, `${who}: ordered_values lack ${missing.map(quote).join(", ")}`)
        if (extra.length > 0)
          push(
            `${at}.ordered_values`,
            `${who}: ordered_values name unknown values ${extra.map(quote).join(", ")}`
          )
      }
    }
  })

  // --- constraints ----------------------------------------------------------------------------------
  const constraintNames = new Map<string, number>()
  bp.constraints.forEach((c, i) => {
    const at = `constraints[${i}]`
    if (c.name.length === 0) push(`${at}.name`, "constraint name must be non-empty")
    const seen = constraintNames.get(c.name)
    if (seen !== undefined)
      push(`${at}.name`, `duplicate constraint name ${quote(c.name)} (also constraints[${seen}])`)
    else constraintNames.set(c.name, i)
    const who = `constraint ${quote(c.name)}`
    const lhs = get(c.lhs.trim())
    if (lhs === undefined) push(`${at}.lhs`, `${who}: lhs ${quote(c.lhs)} is not a field`)
    else if (lhs.kind !== "numeric")
      push(`${at}.lhs`, `${who}: lhs ${quote(c.lhs)} is ${lhs.kind}, not numeric`)
    const parsed = Expression.parse(c.rhs)
    if (Either.isLeft(parsed)) {
      push(
        `${at}.rhs`,
        `${who}: ${parsed.left.message} at position ${parsed.left.position} of ${JSON.stringify(c.rhs)}`
      )
    } else {
      for (const v of Expression.variables(parsed.right)) {
        const f = get(v)
        if (f === undefined) push(`${at}.rhs`, `${who}: rhs names unknown field ${quote(v)}`)
        else if (f.kind !== "numeric")
          push(`${at}.rhs`, `${who}: rhs field ${quote(v)} is ${f.kind}, not numeric`)
      }
    }
  })
  return problems
}

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
