/**
 * The sampler's plan: everything about a blueprint that does not change from one persona to the
 * next, compiled once: constraints as index arrays, prepared truncated-normal samplers, the
 * Fourier–Motzkin implied bounds of every numeric field, and the key layout of the box cache.
 */

import type * as Rng from "../../Rng.js"
import type { Method } from "../../Sampler.js"
import { quantiler as tnQuantiler, sampler as tnSampler } from "../../TruncatedNormal.js"
import * as FM from "../fourierMotzkin.js"
import type { CatField, Field, LinearConstraint, Model, NumDist, NumField } from "../model.js"
import { decimalsFor } from "./render.js"

/** A constraint `lhs op Σ rhsCoefs·rhsVars + rhsConst`, also as `Σ coefs·vars + constant op 0`. */
export interface RtConstraint {
  readonly c: LinearConstraint
  readonly vars: Int32Array
  readonly coefs: Float64Array
  readonly lhs: number
  readonly rhsVars: Int32Array
  readonly rhsCoefs: Float64Array
  readonly rhsConst: number
}

/** A numeric distribution with its prepared sampler and quantile function. */
export interface RtDist {
  readonly d: NumDist
  /** exact sampler of the unrestricted window (integers: [lo − ½, hi + ½]) */
  readonly draw: (rng: Rng.Rng) => number
  /** quantile function of the same window */
  readonly quantile: (p: number) => number
  /** decimals kept when rendering (see `decimalsFor`) and 10^decimals */
  readonly decimals: number
  readonly scale: number
}

/** A numeric field with its distributions and the constraints that bound its draw. */
export interface RtNum {
  readonly f: NumField
  readonly own: RtDist | undefined
  readonly rules: ReadonlyArray<{
    readonly when: ReadonlyArray<readonly [number, string]>
    readonly dist: RtDist
  }>
  readonly fallback: ReadonlyArray<RtDist>
  readonly hullLo: number
  readonly hullHi: number
  /** constraints whose last-sampled field is this one; the first equality (if any) fixes it */
  readonly direct: ReadonlyArray<RtConstraint>
  readonly equality: number
  /** constraints with a later field, when at least one involves this field: bounds propagation */
  readonly pending: ReadonlyArray<RtConstraint>
  /** implied constraints whose last field is this one (Fourier–Motzkin projections) */
  readonly implied: ReadonlyArray<Implied>
  /** the same projections with integer later fields given windows ≥ 1 wide (dark shadow) */
  readonly dark: ReadonlyArray<Implied>
  /** later fields whose bounds the implied constraints use */
  readonly impliedBoxes: Int32Array
}

/**
 * `a·x + Σ coefs·(earlier fields) + constant + Σ boxMults·(bound of a later field) ≥ 0` (`> 0`
 * when strict), with `boxVars[i]`/`boxSides[i]` naming the later field and which bound (0 lo, 1 hi).
 */
export interface Implied {
  readonly vars: Int32Array
  readonly coefs: Float64Array
  readonly a: number
  readonly constant: number
  readonly boxVars: Int32Array
  readonly boxSides: Int32Array
  readonly boxMults: Float64Array
  readonly strict: boolean
  readonly origin: number
}

/** The compiled blueprint. */
export interface Plan {
  readonly fields: ReadonlyArray<Field>
  readonly n: number
  readonly textFields: ReadonlyArray<string>
  readonly rts: ReadonlyArray<RtConstraint>
  /** how each constraint is enforced, by constraint index */
  readonly methods: ReadonlyArray<Method>
  /** by field index; `undefined` for categorical and text fields */
  readonly nums: ReadonlyArray<RtNum | undefined>
  readonly rootCats: ReadonlyArray<CatField>
  /** value → value index + 1, by categorical field index */
  readonly valueIndex: ReadonlyArray<ReadonlyMap<string, number> | undefined>
  /** categorical fields that numeric rules depend on: the box cache's key, in mixed radix */
  readonly keyFields: ReadonlyArray<number>
  readonly radix: ReadonlyArray<number>
  /** the key fits in a double exactly; otherwise keys are strings */
  readonly numericKeys: boolean
}

/**
 * Implied constraints for every field: the constraints as inequalities (an equality as two), plus
 * the bounds [lo, hi] of every field they involve, projected by Fourier–Motzkin elimination from
 * the last field down, with the bounds kept symbolic. The rows whose last field is `f` bound `f`
 * given the fields before it and the current bounds of the later ones (their branch, once the
 * categorical values it depends on are known) so that those can still be completed — exactly, for
 * the real relaxation. Only rows that are not already one of the constraints are kept.
 */
const impliedBounds = (
  n: number,
  rts: ReadonlyArray<RtConstraint>,
  integer?: ArrayLike<boolean>
): Array<Array<Implied>> => {
  const rows: Array<FM.Symbolic> = []
  const involved = new Set<number>()
  const row = (
    pairs: ReadonlyArray<readonly [number, number]>,
    constant: number,
    strict: boolean,
    origin: number
  ) => {
    const coefs = new Float64Array(n)
    for (const [v, a] of pairs) coefs[v] = a
    rows.push({ coefs, constant, boxes: new Float64Array(2 * n), strict, origin })
  }
  for (const rc of rts) {
    const c = rc.c
    if (c.vars.length === 0) continue
    for (const v of c.vars) involved.add(v)
    const pos = c.vars.map((v, i) => [v, c.coefs[i]!] as const)
    const neg = c.vars.map((v, i) => [v, -c.coefs[i]!] as const)
    if (c.op === ">=" || c.op === ">" || c.op === "==") row(pos, c.constant, c.op === ">", c.index)
    if (c.op === "<=" || c.op === "<" || c.op === "==") row(neg, -c.constant, c.op === "<", c.index)
  }
  if (rows.length === 0) return Array.from({ length: n }, () => [])
  for (const v of involved) rows.push(...FM.boxRows(n, v))
  return FM.projections(n, rows, 600, integer).map((list, v) => list.map((r) => toImplied(n, v, r)))
}

const toImplied = (n: number, v: number, r: FM.Symbolic): Implied => {
  const vars: Array<number> = []
  const coefs: Array<number> = []
  for (let i = 0; i < v; i++) {
    if (r.coefs[i] !== 0) {
      vars.push(i)
      coefs.push(r.coefs[i]!)
    }
  }
  const boxVars: Array<number> = []
  const boxSides: Array<number> = []
  const boxMults: Array<number> = []
  for (let i = 0; i < 2 * n; i++) {
    if (r.boxes[i] !== 0) {
      boxVars.push(i >> 1)
      boxSides.push(i & 1)
      boxMults.push(r.boxes[i]!)
    }
  }
  return {
    vars: Int32Array.from(vars),
    coefs: Float64Array.from(coefs),
    a: r.coefs[v]!,
    constant: r.constant,
    boxVars: Int32Array.from(boxVars),
    boxSides: Int32Array.from(boxSides),
    boxMults: Float64Array.from(boxMults),
    strict: r.strict,
    origin: r.origin
  }
}

/**
 * The constraints (among `later`, whose last field comes after `at`) linked to field `at` through
 * fields not yet known when `at` is drawn: those that involve `at`, then those sharing a later field
 * with one already taken, to a fixed point. Propagation only needs these.
 */
const component = (later: ReadonlyArray<RtConstraint>, at: number): Array<RtConstraint> => {
  const taken = new Set<RtConstraint>()
  const fieldsIn = new Set<number>([at])
  let grew = true
  while (grew) {
    grew = false
    for (const rc of later) {
      if (taken.has(rc)) continue
      if (rc.c.vars.some((v) => v >= at && fieldsIn.has(v))) {
        taken.add(rc)
        for (const v of rc.c.vars) if (v >= at) fieldsIn.add(v)
        grew = true
      }
    }
  }
  return later.filter((rc) => taken.has(rc))
}

const rtDist = (d: NumDist): RtDist => {
  const decimals = d.integer ? 0 : decimalsFor(d)
  return {
    d,
    draw: d.integer ? tnSampler(d.mean, d.sd, d.lo - 0.5, d.hi + 0.5) : tnSampler(d.mean, d.sd, d.lo, d.hi),
    quantile: d.integer
      ? tnQuantiler(d.mean, d.sd, d.lo - 0.5, d.hi + 0.5)
      : tnQuantiler(d.mean, d.sd, d.lo, d.hi),
    decimals,
    scale: 10 ** decimals
  }
}

const rtConstraint = (model: Model, c: LinearConstraint): RtConstraint => {
  const rhs = Object.entries(c.rhs.terms)
  return {
    c,
    vars: Int32Array.from(c.vars),
    coefs: Float64Array.from(c.coefs),
    lhs: model.byName.get(c.lhs)!,
    rhsVars: Int32Array.from(rhs.map(([name]) => model.byName.get(name)!)),
    rhsCoefs: Float64Array.from(rhs.map(([, a]) => a)),
    rhsConst: c.rhs.constant
  }
}

const hullOf = (f: NumField): readonly [number, number] => {
  const all = [...(f.own === undefined ? [] : [f.own]), ...f.rules.map((r) => r.dist)]
  return [Math.min(...all.map((d) => d.lo)), Math.max(...all.map((d) => d.hi))]
}

/**
 * The numeric fields' runtime structures; sets `methods` of the constraints each one enforces
 * (the first equality on a field fixes it, the others are then checks; inequalities are bounds).
 */
const numerics = (
  fields: ReadonlyArray<Field>,
  rts: ReadonlyArray<RtConstraint>,
  methods: Array<Method>
): Array<RtNum | undefined> => {
  const n = fields.length
  const implied = impliedBounds(n, rts)
  const integerFields = fields.map((f) => f.kind === "numeric" && f.integer)
  const dark = integerFields.some((x) => x) ? impliedBounds(n, rts, integerFields) : implied
  return fields.map((f) => {
    if (f.kind !== "numeric") return undefined
    const direct = rts.filter((rc) => rc.c.last === f.index)
    const equality = direct.findIndex((rc) => rc.c.op === "==")
    direct.forEach((rc, i) => {
      methods[rc.c.index] = i === equality ? "equality" : equality >= 0 ? "check" : "bound"
    })
    const pending = component(
      rts.filter((rc) => rc.c.last > f.index),
      f.index
    )
    const [hullLo, hullHi] = hullOf(f)
    return {
      f,
      own: f.own === undefined ? undefined : rtDist(f.own),
      rules: f.rules.map((r) => ({ when: r.when, dist: rtDist(r.dist) })),
      fallback: f.fallback.map(rtDist),
      hullLo,
      hullHi,
      direct,
      equality,
      pending,
      implied: implied[f.index] ?? [],
      dark: dark === implied ? [] : (dark[f.index] ?? []),
      impliedBoxes: Int32Array.from(
        new Set(
          [...(implied[f.index] ?? []), ...(dark[f.index] ?? [])].flatMap((im) => Array.from(im.boxVars))
        )
      )
    }
  })
}

/**
 * Categorical fields that numeric rules depend on, directly or through categorical rules, in
 * field order: only they enter the box cache's key.
 */
const cacheKeyFields = (fields: ReadonlyArray<Field>): Array<number> => {
  const relevant = new Set<number>()
  for (const f of fields)
    if (f.kind === "numeric") for (const r of f.rules) for (const [p] of r.when) relevant.add(p)
  for (let grew = true; grew; ) {
    grew = false
    for (const f of fields) {
      if (f.kind !== "categorical" || !relevant.has(f.index)) continue
      for (const r of f.rules) {
        for (const [p] of r.when) {
          if (!relevant.has(p)) {
            relevant.add(p)
            grew = true
          }
        }
      }
    }
  }
  return [...relevant].sort((x, y) => x - y)
}

/** Compiles the model into the sampler's {@link Plan}. */
export const makePlan = (model: Model): Plan => {
  const fields = model.fields
  const rts = model.constraints.map((c) => rtConstraint(model, c))
  const methods: Array<Method> = rts.map(() => "constant")
  const nums = numerics(fields, rts, methods)
  const keyFields = cacheKeyFields(fields)
  // each key field's value index + 1 (0 = not known yet), in mixed radix
  const radix: Array<number> = []
  let span = 1
  for (const p of keyFields) {
    radix.push(span)
    const f = fields[p]!
    span *= (f.kind === "categorical" ? f.values.length : 0) + 1
  }
  return {
    fields,
    n: fields.length,
    textFields: model.text,
    rts,
    methods,
    nums,
    rootCats: fields.filter((f): f is CatField => f.kind === "categorical" && f.root),
    valueIndex: fields.map((f) =>
      f.kind === "categorical" ? new Map(f.values.map((v, i) => [v, i + 1] as const)) : undefined
    ),
    keyFields,
    radix,
    numericKeys: span < 2 ** 50
  }
}
