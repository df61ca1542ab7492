/**
 * A structurally valid blueprint compiled into index-based arrays shared by the feasibility
 * analysis and the sampler. Not exported from the package.
 */
import { Either } from "effect"
import type { Blueprint, BlueprintField, CategoricalDistribution, NumericDistribution } from "../Blueprint.js"
import type { ConstraintOp } from "../Expression.js"
import * as Expression from "../Expression.js"

export interface NumDist {
  readonly mean: number
  readonly sd: number
  readonly min: number
  readonly max: number
  readonly integer: boolean
  /** support: [min, max], or [ceil(min), floor(max)] for integers */
  readonly lo: number
  readonly hi: number
}

export interface CatDist {
  readonly values: ReadonlyArray<string>
  /** value index into the field's `values` */
  readonly index: Int32Array
  readonly probs: Float64Array
  readonly cum: Float64Array
}

export interface Rule<D> {
  /** [parent field index, required value] */
  readonly when: ReadonlyArray<readonly [number, string]>
  readonly dist: D
}

interface FieldBase {
  readonly name: string
  readonly index: number
  readonly parents: ReadonlyArray<number>
  readonly root: boolean
}

export interface CatField extends FieldBase {
  readonly kind: "categorical"
  readonly values: ReadonlyArray<string>
  readonly own: CatDist | undefined
  readonly rules: ReadonlyArray<Rule<CatDist>>
  /** used when no rule matches: `own`, else the equal-weight mixture of the rules */
  readonly fallback: CatDist
}

export interface NumField extends FieldBase {
  readonly kind: "numeric"
  readonly own: NumDist | undefined
  readonly rules: ReadonlyArray<Rule<NumDist>>
  /** used when no rule matches: `[own]`, else every rule's distribution (equal-weight mixture) */
  readonly fallback: ReadonlyArray<NumDist>
  /** true when every distribution of the field is integer */
  readonly integer: boolean
}

export type Field = CatField | NumField

export interface LinearConstraint {
  readonly name: string
  readonly index: number
  readonly op: ConstraintOp
  /** D = lhs − rhs over field indices; the constraint is `D op 0` */
  readonly vars: ReadonlyArray<number>
  readonly coefs: ReadonlyArray<number>
  readonly constant: number
  /** largest field index among vars (the last-sampled one), −1 when constant */
  readonly last: number
  readonly lhs: string
  readonly rhs: Expression.LinearExpression
}

export interface Model {
  readonly fields: ReadonlyArray<Field>
  readonly byName: ReadonlyMap<string, number>
  readonly constraints: ReadonlyArray<LinearConstraint>
  readonly text: ReadonlyArray<string>
}

export const numDist = (d: NumericDistribution): NumDist => {
  const integer = d.integer === true
  return {
    mean: d.mean,
    sd: d.sd,
    min: d.min,
    max: d.max,
    integer,
    lo: integer ? Math.ceil(d.min) : d.min,
    hi: integer ? Math.floor(d.max) : d.max
  }
}

const catDist = (
  weights: ReadonlyArray<readonly [string, number]>,
  values: ReadonlyArray<string>
): CatDist => {
  const total = weights.reduce((s, [, w]) => s + w, 0)
  const probs = new Float64Array(weights.length)
  const cum = new Float64Array(weights.length)
  const index = new Int32Array(weights.length)
  let acc = 0
  weights.forEach(([v, w], i) => {
    probs[i] = w / total
    acc += w / total
    cum[i] = acc
    index[i] = values.indexOf(v)
  })
  if (weights.length > 0) cum[weights.length - 1] = 1
  return { values: weights.map(([v]) => v), index, probs, cum }
}

const fieldValues = (f: BlueprintField): Array<string> => {
  const seen = new Set<string>()
  const add = (d: CategoricalDistribution | undefined) => {
    if (d !== undefined) for (const v of Object.keys(d.weights)) seen.add(v)
  }
  add(f.categorical)
  for (const r of f.conditionals ?? []) add(r.categorical)
  return [...seen]
}

/** Compiles a blueprint that passed `validateStructure`. */
export const compile = (bp: Blueprint): Model => {
  const defs = new Map(bp.fields.map((f) => [f.name, f] as const))
  const sampled = bp.order.filter((n) => {
    const k = defs.get(n)?.kind
    return k === "categorical" || k === "numeric"
  })
  const byName = new Map(sampled.map((n, i) => [n, i] as const))
  const fields: Array<Field> = sampled.map((name, index) => {
    const f = defs.get(name)!
    const parents = f.parents.filter((p) => byName.has(p)).map((p) => byName.get(p)!)
    const root = f.parents.length === 0
    const when = (w: Readonly<Record<string, string>>) =>
      Object.entries(w).map(([p, v]) => [byName.get(p)!, v] as const)
    if (f.kind === "categorical") {
      const values = fieldValues(f)
      const own =
        f.categorical === undefined ? undefined : catDist(Object.entries(f.categorical.weights), values)
      const rules = (f.conditionals ?? [])
        .filter((r) => r.categorical !== undefined)
        .map((r) => ({ when: when(r.when), dist: catDist(Object.entries(r.categorical!.weights), values) }))
      let fallback = own
      if (fallback === undefined) {
        const mix = new Map<string, number>()
        for (const r of rules)
          r.dist.values.forEach((v, i) => mix.set(v, (mix.get(v) ?? 0) + r.dist.probs[i]!))
        fallback = catDist([...mix.entries()], values)
      }
      return { kind: "categorical", name, index, parents, root, values, own, rules, fallback }
    }
    const own = f.numeric === undefined ? undefined : numDist(f.numeric)
    const rules = (f.conditionals ?? [])
      .filter((r) => r.numeric !== undefined)
      .map((r) => ({ when: when(r.when), dist: numDist(r.numeric!) }))
    const fallback = own !== undefined ? [own] : rules.map((r) => r.dist)
    const integer = [...(own === undefined ? [] : [own]), ...rules.map((r) => r.dist)].every((d) => d.integer)
    return { kind: "numeric", name, index, parents, root, own, rules, fallback, integer }
  })
  const constraints: Array<LinearConstraint> = bp.constraints.map((c, index) => {
    const rhs = Either.getOrThrow(Expression.parse(c.rhs))
    const d = Expression.subtract(Expression.variable(c.lhs.trim()), rhs)
    const pairs = Object.entries(d.terms)
      .map(([n, k]) => [byName.get(n)!, k] as const)
      .sort((a, b) => a[0] - b[0])
    return {
      name: c.name,
      index,
      op: c.op,
      vars: pairs.map((p) => p[0]),
      coefs: pairs.map((p) => p[1]),
      constant: d.constant,
      last: pairs.length === 0 ? -1 : pairs[pairs.length - 1]![0],
      lhs: c.lhs.trim(),
      rhs
    }
  })
  const text = bp.fields.filter((f) => f.kind === "text").map((f) => f.name)
  return { fields, byName, constraints, text }
}

/**
 * Distributions a field can draw from given the possible values of its categorical parents
 * (`cats`, by field index; `undefined` = not categorical). Exact when the combinations of the
 * parents named in `when` number at most 256: every combination is tried and the first matching
 * rule — or the fallback, when none matches — is reachable. Otherwise an over-approximation: rules
 * whose every condition can hold, up to the first rule certain to match, then the fallback.
 */
export const reachable = <D>(
  rules: ReadonlyArray<Rule<D>>,
  fallback: ReadonlyArray<D>,
  cats: ReadonlyArray<ReadonlySet<string> | undefined>
): Array<D> => {
  const parents = [...new Set(rules.flatMap((r) => r.when.map(([p]) => p)))]
  const domains = parents.map((p) => [...(cats[p] ?? [])])
  const combos = domains.reduce((k, d) => k * d.length, 1)
  if (combos === 0) return [...fallback]
  if (combos <= 256) {
    const hit = new Set<number>()
    let fallbackHit = false
    const value = new Map<number, string>()
    const visit = (i: number): void => {
      if (i === parents.length) {
        const k = rules.findIndex((r) => r.when.every(([p, v]) => value.get(p) === v))
        if (k < 0) fallbackHit = true
        else hit.add(k)
        return
      }
      for (const v of domains[i]!) {
        value.set(parents[i]!, v)
        visit(i + 1)
      }
    }
    visit(0)
    const out = rules.filter((_, k) => hit.has(k)).map((r) => r.dist)
    return fallbackHit ? [...out, ...fallback] : out
  }
  const out: Array<D> = []
  for (const rule of rules) {
    let possible = true
    let certain = true
    for (const [p, v] of rule.when) {
      const set = cats[p]
      if (set === undefined || !set.has(v)) {
        possible = false
        break
      }
      if (set.size !== 1) certain = false
    }
    if (!possible) continue
    out.push(rule.dist)
    if (certain) return out
  }
  out.push(...fallback)
  return out
}
