/**
 * Interval analysis of a blueprint's constraints, run before any sampling.
 *
 * Every numeric field gets its possible range: the union, over the distributions that can be
 * reached (the conditional rules whose `when` can match, plus the fallback), of `[min, max]`
 * (`[ceil(min), floor(max)]` for integer fields). A constraint `lhs op rhs` is rewritten as
 * `D = lhs − rhs = Σ aᵢ·xᵢ + k  op  0` (like terms combined, so `x >= x − 1` is constant) and the
 * range of `D` is computed by interval arithmetic over unions of intervals (treating the fields as
 * independent, which over-approximates the true joint range; when every field is integer with
 * integer coefficients the range is further cut to the lattice `k + gcd(aᵢ)·ℤ`). Then:
 *
 * - `always`: every point of the range satisfies `op` (the constraint can never fail);
 * - `never`: no point does (the constraint can never hold — the blueprint is rejected);
 * - `sometimes`: otherwise.
 *
 * Both verdicts are sound because the range is an over-approximation. Comparisons use the same
 * tolerance as `Expression.holds` (`1e-9·max(1, |lhs|, |rhs|)`).
 *
 * Beyond single constraints, the `sometimes` constraints are checked together by Fourier–Motzkin
 * elimination over the fields' bounding boxes (exact for the real relaxation); an infeasible set
 * is shrunk to an irreducible one by a deletion filter and reported as a conflict. The same
 * analysis is repeated under each value of every root categorical field (root values are
 * allocated by quota, so a value under which a constraint can never hold is a contradiction in
 * the blueprint).
 *
 * @since 0.1.0
 */
import type { Blueprint, BlueprintProblem } from "./Blueprint.js"
import type { ConstraintOp } from "./Expression.js"
import * as Expression from "./Expression.js"
import * as FM from "./internal/fourierMotzkin.js"
import * as I from "./internal/interval.js"
import {
  type CatDist,
  compile,
  type LinearConstraint,
  type Model,
  type NumDist,
  reachable
} from "./internal/model.js"

/** Verdict of the interval analysis on one constraint. */
export type Label = "always" | "never" | "sometimes"

/** A closed interval `[lo, hi]`. */
export type Interval = I.Interval

/** A union of closed intervals, sorted and disjoint. */
export type Range = I.Range

/** What a sampled field can be: numeric range, or the set of categorical values. */
export type FieldRange =
  | { readonly kind: "numeric"; readonly range: Range; readonly integer: boolean }
  | { readonly kind: "categorical"; readonly values: ReadonlyArray<string> }

/** The analysis of one constraint: ranges of both sides and of `D = lhs − rhs`, and the label. */
export interface ConstraintVerdict {
  readonly name: string
  readonly index: number
  readonly label: Label
  readonly lhs: Range
  readonly rhs: Range
  readonly difference: Range
  readonly detail: string
}

/**
 * Constraints that cannot hold: several that cannot hold together (an irreducible infeasible
 * set), or one that can never hold under a root categorical value (`when`).
 */
export interface Conflict {
  readonly constraints: ReadonlyArray<string>
  readonly indices: ReadonlyArray<number>
  readonly when?: { readonly field: string; readonly value: string }
  readonly detail: string
}

/** Result of {@link analyse}. */
export interface Analysis {
  readonly fields: Readonly<Record<string, FieldRange>>
  readonly constraints: ReadonlyArray<ConstraintVerdict>
  readonly conflicts: ReadonlyArray<Conflict>
}

interface Possible {
  readonly cats: ReadonlyArray<ReadonlySet<string> | undefined>
  readonly ranges: ReadonlyArray<Range | undefined>
}

const possibleUnder = (model: Model, assume: ReadonlyMap<number, string>): Possible => {
  const cats: Array<ReadonlySet<string> | undefined> = []
  const ranges: Array<Range | undefined> = []
  for (const f of model.fields) {
    if (f.kind === "categorical") {
      const fixed = assume.get(f.index)
      if (fixed !== undefined) cats.push(new Set([fixed]))
      else {
        const dists: Array<CatDist> =
          f.root && f.own !== undefined ? [f.own] : reachable(f.rules, [f.fallback], cats)
        cats.push(new Set(dists.flatMap((d) => d.values.filter((_, i) => d.probs[i]! > 0))))
      }
      ranges.push(undefined)
    } else {
      const dists: Array<NumDist> =
        f.root && f.own !== undefined ? [f.own] : reachable(f.rules, f.fallback, cats)
      cats.push(undefined)
      ranges.push(I.normalize(dists.map((d) => [d.lo, d.hi] as const)))
    }
  }
  return { cats, ranges }
}

/** Values `k + g·ℤ` a linear form of integer fields with integer coefficients is confined to. */
export interface Lattice {
  readonly step: number
  readonly offset: number
}

const rangeOf = (
  model: Model,
  ranges: ReadonlyArray<Range | undefined>,
  terms: ReadonlyArray<readonly [number, number]>,
  constant: number
): { readonly range: Range; readonly lattice: Lattice | undefined } => {
  let acc: Range = I.point(constant)
  for (const [v, a] of terms) acc = I.sum(acc, I.scale(ranges[v] ?? [], a))
  if (terms.length > 0) {
    const allInteger = terms.every(([v, a]) => {
      const f = model.fields[v]
      return f !== undefined && f.kind === "numeric" && f.integer && Number.isInteger(a)
    })
    if (allInteger) {
      const g = terms.reduce((g, [, a]) => I.gcd(g, a), 0)
      if (g > 0) return { range: I.lattice(acc, g, constant), lattice: { step: g, offset: constant } }
    }
  }
  return { range: acc, lattice: undefined }
}

const magnitude = (...rs: ReadonlyArray<Range>): number => {
  let m = 1
  for (const r of rs) for (const [lo, hi] of r) m = Math.max(m, Math.abs(lo), Math.abs(hi))
  return m
}

/**
 * Label of `D op 0` for `D` ranging over `difference`, with tolerance `1e-9·scale`
 * (e.g. `>=`: always when min D ≥ −tol, never when max D < −tol). With a `lattice` (D ∈ k + g·ℤ),
 * `==` is `never` when 0 is not a lattice point.
 */
export const label = (op: ConstraintOp, difference: Range, scale = 1, lattice?: Lattice): Label => {
  const first = difference[0]
  const last = difference[difference.length - 1]
  if (first === undefined || last === undefined) return "never"
  const tol = Expression.tolerance(scale)
  const lo = first[0]
  const hi = last[1]
  switch (op) {
    case ">=":
      return lo >= -tol ? "always" : hi < -tol ? "never" : "sometimes"
    case ">":
      return lo > tol ? "always" : hi <= tol ? "never" : "sometimes"
    case "<=":
      return hi <= tol ? "always" : lo > tol ? "never" : "sometimes"
    case "<":
      return hi < -tol ? "always" : lo >= -tol ? "never" : "sometimes"
    case "==": {
      if (lo >= -tol && hi <= tol) return "always"
      if (lattice !== undefined) {
        const k = -lattice.offset / lattice.step
        if (Math.abs(k - Math.round(k)) * lattice.step > tol) return "never"
      }
      return difference.some(([a, b]) => a <= tol && b >= -tol) ? "sometimes" : "never"
    }
  }
}

const verdictOf = (
  model: Model,
  c: LinearConstraint,
  ranges: ReadonlyArray<Range | undefined>
): ConstraintVerdict => {
  const lhsIndex = model.byName.get(c.lhs)!
  const lhs = ranges[lhsIndex] ?? []
  const rhsTerms = Object.entries(c.rhs.terms).map(([n, a]) => [model.byName.get(n)!, a] as const)
  const rhs = rangeOf(model, ranges, rhsTerms, c.rhs.constant).range
  const { range: difference, lattice } = rangeOf(
    model,
    ranges,
    c.vars.map((v, i) => [v, c.coefs[i]!] as const),
    c.constant
  )
  const l = label(c.op, difference, magnitude(lhs, rhs), lattice)
  const text = `${c.lhs} ${c.op} ${Expression.format(c.rhs)}`
  const detail =
    l === "never"
      ? `${text} can never hold: ${c.lhs} lies in ${I.show(lhs)} while ${Expression.format(c.rhs)} lies in ${I.show(rhs)} (lhs − rhs lies in ${I.show(difference)})`
      : l === "always"
        ? `${text} always holds: lhs − rhs lies in ${I.show(difference)}`
        : `${text} holds for some values: lhs − rhs lies in ${I.show(difference)}`
  return { name: c.name, index: c.index, label: l, lhs, rhs, difference, detail }
}

/** The constraints as FM inequalities over the bounding boxes of `ranges`. */
const jointlyFeasible = (
  constraints: ReadonlyArray<LinearConstraint>,
  ranges: ReadonlyArray<Range | undefined>
): boolean | undefined => {
  const vars = [...new Set(constraints.flatMap((c) => c.vars))]
  const slot = new Map(vars.map((v, i) => [v, i] as const))
  const n = vars.length
  const rows: Array<FM.Inequality> = []
  let scale = 1
  const row = (terms: ReadonlyArray<readonly [number, number]>, constant: number, strict: boolean) => {
    const coefs = new Float64Array(n)
    for (const [v, a] of terms) coefs[slot.get(v)!] = a
    rows.push({ coefs, constant, strict })
  }
  for (const v of vars) {
    const h = I.hull(ranges[v] ?? [])
    if (h === undefined) return false
    scale = Math.max(scale, Math.abs(h[0]), Math.abs(h[1]))
    row([[v, 1]], -h[0], false)
    row([[v, -1]], h[1], false)
  }
  for (const c of constraints) {
    const pos = c.vars.map((v, i) => [v, c.coefs[i]!] as const)
    const neg = c.vars.map((v, i) => [v, -c.coefs[i]!] as const)
    scale = Math.max(scale, Math.abs(c.constant))
    if (c.op === ">=" || c.op === ">" || c.op === "==") row(pos, c.constant, c.op === ">")
    if (c.op === "<=" || c.op === "<" || c.op === "==") row(neg, -c.constant, c.op === "<")
  }
  return FM.feasible(n, rows, Expression.tolerance(scale))
}

/** Deletion filter: shrinks an infeasible set to an irreducible infeasible subset. */
const irreducible = (
  constraints: ReadonlyArray<LinearConstraint>,
  ranges: ReadonlyArray<Range | undefined>
): ReadonlyArray<LinearConstraint> => {
  let set = [...constraints]
  for (const c of constraints) {
    const without = set.filter((x) => x !== c)
    if (jointlyFeasible(without, ranges) === false) set = without
  }
  return set
}

const joint = (
  model: Model,
  verdicts: ReadonlyArray<ConstraintVerdict>,
  ranges: ReadonlyArray<Range | undefined>
): ReadonlyArray<LinearConstraint> | undefined => {
  const candidates = model.constraints.filter(
    (c) => verdicts[c.index]!.label === "sometimes" && c.vars.length > 0
  )
  if (candidates.length < 2) return undefined
  if (jointlyFeasible(candidates, ranges) !== false) return undefined
  return irreducible(candidates, ranges)
}

const quote = (s: string): string => `'${s}'`

const analyseModel = (model: Model): Analysis => {
  const base = possibleUnder(model, new Map())
  const verdicts = model.constraints.map((c) => verdictOf(model, c, base.ranges))
  const conflicts: Array<Conflict> = []
  const together = joint(model, verdicts, base.ranges)
  if (together !== undefined) {
    const names = together.map((c) => c.name)
    conflicts.push({
      constraints: names,
      indices: together.map((c) => c.index),
      detail: `constraints ${names.map(quote).join(", ")} cannot all hold together: no values within the fields' ranges satisfy them jointly`
    })
  }
  const neverAnyway = new Set(verdicts.filter((v) => v.label === "never").map((v) => v.index))
  if (together === undefined) {
    for (const f of model.fields) {
      if (f.kind !== "categorical" || !f.root || f.own === undefined) continue
      for (const value of f.own.values) {
        const under = possibleUnder(model, new Map([[f.index, value]]))
        const vs = model.constraints.map((c) => verdictOf(model, c, under.ranges))
        for (const v of vs) {
          if (v.label === "never" && !neverAnyway.has(v.index)) {
            conflicts.push({
              constraints: [v.name],
              indices: [v.index],
              when: { field: f.name, value },
              detail: `constraint ${quote(v.name)} can never hold when ${f.name} = ${quote(value)} (a value that root quotas must allocate): ${v.detail}`
            })
          }
        }
        if (vs.some((v) => v.label === "never")) continue
        const set = joint(model, vs, under.ranges)
        if (set !== undefined) {
          const names = set.map((c) => c.name)
          conflicts.push({
            constraints: names,
            indices: set.map((c) => c.index),
            when: { field: f.name, value },
            detail: `constraints ${names.map(quote).join(", ")} cannot all hold together when ${f.name} = ${quote(value)} (a value that root quotas must allocate)`
          })
        }
      }
    }
  }
  const fields: Record<string, FieldRange> = {}
  for (const f of model.fields) {
    fields[f.name] =
      f.kind === "numeric"
        ? { kind: "numeric", range: base.ranges[f.index] ?? [], integer: f.integer }
        : { kind: "categorical", values: [...(base.cats[f.index] ?? [])] }
  }
  return { fields, constraints: verdicts, conflicts }
}

/**
 * Interval analysis of a structurally valid blueprint (`Blueprint.validateStructure` returns no
 * problem): possible range of every sampled field, a label per constraint, and the conflicts.
 * Cost: O(constraints · fields · pieces²) for the labels, plus Fourier–Motzkin (capped) per
 * conflict check, repeated once per root categorical value.
 */
export const analyse = (bp: Blueprint): Analysis => analyseModel(compile(bp))

/**
 * Possible range of every sampled field given fixed values of some categorical fields
 * (`assume`: field name → value). Numeric: union of reachable `[min, max]`; categorical: values.
 */
export const ranges = (
  bp: Blueprint,
  assume: Readonly<Record<string, string>> = {}
): Record<string, FieldRange> => {
  const model = compile(bp)
  const fixed = new Map<number, string>()
  for (const [name, value] of Object.entries(assume)) {
    const i = model.byName.get(name)
    if (i !== undefined) fixed.set(i, value)
  }
  const p = possibleUnder(model, fixed)
  const out: Record<string, FieldRange> = {}
  for (const f of model.fields) {
    out[f.name] =
      f.kind === "numeric"
        ? { kind: "numeric", range: p.ranges[f.index] ?? [], integer: f.integer }
        : { kind: "categorical", values: [...(p.cats[f.index] ?? [])] }
  }
  return out
}

/** The blueprint problems an analysis implies: every `never` constraint and every conflict. */
export const problems = (analysis: Analysis): ReadonlyArray<BlueprintProblem> => [
  ...analysis.constraints
    .filter((v) => v.label === "never")
    .map((v) => ({ path: `constraints[${v.index}]`, message: `constraint ${quote(v.name)}: ${v.detail}` })),
  ...analysis.conflicts.map((c) => ({ path: `constraints[${c.indices[0] ?? 0}]`, message: c.detail }))
]
