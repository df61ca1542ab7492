/**
 * Drawing one field of the current attempt. A categorical takes its quota value (roots) or a draw
 * from the first matching rule; a numeric is drawn from its distribution truncated to the bounds
 * its constraints leave (direct, implied, propagated), stratified for roots, then rendered and
 * checked after rendering. Each step returns an {@link Outcome}; nothing is thrown.
 */
import { holds } from "../../Expression.js"
import { quantile as tnQuantile, sample as tnSample } from "../../TruncatedNormal.js"
import type { CatDist, NumDist } from "../model.js"
import { applyImplied, propagate, relTol } from "./bounds.js"
import { boxesAt } from "./boxes.js"
import type { Plan, RtConstraint, RtDist, RtNum } from "./plan.js"
import { type Bounds, OK, type Outcome, type State } from "./state.js"

/** Failed attempts of one persona after which the integer-aware (dark shadow) bounds are preferred. */
export const DARK_AFTER = 16

const sumOf = (coefs: Float64Array, vars: Int32Array, num: Float64Array, constant: number): number => {
  let s = constant
  for (let i = 0; i < vars.length; i++) s += coefs[i]! * num[vars[i]!]!
  return s
}

/** Whether the constraint holds for the values in `num`. */
export const holdsFor = (rc: RtConstraint, num: Float64Array): boolean =>
  holds(rc.c.op, num[rc.lhs]!, sumOf(rc.rhsCoefs, rc.rhsVars, num, rc.rhsConst))

/** Whether every `[field, value]` condition holds for the categorical values drawn so far. */
export const ruleMatches = (s: State, when: ReadonlyArray<readonly [number, string]>): boolean => {
  const cat = s.cat
  for (const [p, v] of when) if (cat[p] !== v) return false
  return true
}

/** One draw from a categorical distribution (inverse CDF). */
export const drawCat = (s: State, d: CatDist): string => {
  const u = s.rng()
  const cum = d.cum
  for (let i = 0; i < cum.length; i++) if (u < cum[i]!) return d.values[i]!
  return d.values[d.values.length - 1]!
}

/** Draws categorical field `i` of persona `persona`. */
export const drawCategorical = (plan: Plan, s: State, i: number, persona: number): void => {
  const f = plan.fields[i]!
  if (f.kind !== "categorical") return
  let v: string
  const quota = s.assigned[i]
  if (quota !== undefined) v = quota[persona]!
  else {
    let d: CatDist = f.fallback
    for (const r of f.rules) {
      if (ruleMatches(s, r.when)) {
        d = r.dist
        break
      }
    }
    v = drawCat(s, d)
  }
  s.cat[i] = v
  s.catCode[i] = plan.valueIndex[i]!.get(v)!
  s.text[i] = v
}

/** The distribution of `rt` for this attempt: its own (roots), the first matching rule, or a fallback. */
const distributionOf = (s: State, rt: RtNum): RtDist => {
  if (rt.f.root) return rt.own!
  for (const r of rt.rules) if (ruleMatches(s, r.when)) return r.dist
  return rt.fallback.length === 1 ? rt.fallback[0]! : rt.fallback[Math.floor(s.rng() * rt.fallback.length)]!
}

/**
 * Bounds from the direct constraints (every other field is known) into `b`; returns the value
 * the equality fixes, or NaN when there is none.
 */
const applyDirect = (s: State, rt: RtNum, d: NumDist, b: Bounds): number => {
  const num = s.num
  const at = rt.f.index
  let fixed = Number.NaN
  for (let k = 0; k < rt.direct.length; k++) {
    const rc = rt.direct[k]!
    let a = 0
    let rest = rc.c.constant
    for (let i = 0; i < rc.vars.length; i++) {
      const v = rc.vars[i]!
      if (v === at) a = rc.coefs[i]!
      else rest += rc.coefs[i]! * num[v]!
    }
    const x = -rest / a
    if (k === rt.equality) {
      fixed = x
      continue
    }
    if (rc.c.op === "==") continue
    const lowerBound = (rc.c.op === ">=" || rc.c.op === ">") === a > 0
    const strict = rc.c.op === ">" || rc.c.op === "<"
    if (lowerBound) {
      const v = d.integer ? (strict ? Math.floor(x + relTol(x)) + 1 : Math.ceil(x - relTol(x))) : x
      if (v > b.lo) {
        b.lo = v
        b.loBy = rc.c.index
      }
    } else {
      const v = d.integer ? (strict ? Math.ceil(x - relTol(x)) - 1 : Math.floor(x + relTol(x))) : x
      if (v < b.hi) {
        b.hi = v
        b.hiBy = rc.c.index
      }
    }
  }
  return fixed
}

/**
 * After repeated failures (or once a persona needed it), the dark shadow's bounds when they leave
 * room: integer later fields then get windows at least one unit wide.
 */
const applyDark = (s: State, rt: RtNum, b: Bounds, integer: boolean, tries: number): void => {
  if (!((s.preferDark || tries >= DARK_AFTER) && rt.dark.length > 0 && b.lo <= b.hi)) return
  const scratch = s.scratch
  scratch.lo = b.lo
  scratch.hi = b.hi
  scratch.loBy = b.loBy
  scratch.hiBy = b.hiBy
  applyImplied(s, rt.dark, scratch, integer)
  if (scratch.lo <= scratch.hi) {
    b.lo = scratch.lo
    b.hi = scratch.hi
    b.loBy = scratch.loBy
    b.hiBy = scratch.hiBy
  }
}

/** A value in [b.lo, b.hi]: stratified for roots (first 8 tries), else an exact truncated draw. */
const drawValue = (s: State, rt: RtNum, dist: RtDist, b: Bounds, persona: number, tries: number): number => {
  const d = dist.d
  const whole = b.lo === d.lo && b.hi === d.hi
  const stratum = rt.f.root ? s.strata[rt.f.index] : undefined
  let value: number
  if (stratum !== undefined && tries < 8) {
    const u = (stratum[persona]! + 0.25 + 0.5 * s.rng()) / s.count
    value = whole
      ? d.integer
        ? Math.round(dist.quantile(u))
        : dist.quantile(u)
      : d.integer
        ? Math.round(tnQuantile(u, d.mean, d.sd, b.lo - 0.5, b.hi + 0.5))
        : tnQuantile(u, d.mean, d.sd, b.lo, b.hi)
  } else if (whole) {
    value = d.integer ? Math.round(dist.draw(s.rng)) : dist.draw(s.rng)
  } else {
    value = d.integer
      ? Math.round(tnSample(s.rng, d.mean, d.sd, b.lo - 0.5, b.hi + 0.5))
      : tnSample(s.rng, d.mean, d.sd, b.lo, b.hi)
  }
  if (d.integer) value = value < b.lo ? b.lo : value > b.hi ? b.hi : value
  return value
}

/** Sets num[at] = x and checks it: within the distribution, within the bounds, direct constraints hold. */
const acceptable = (s: State, rt: RtNum, d: NumDist, b: Bounds, x: number): boolean => {
  if (x < d.min || x > d.max) return false
  if (x < b.lo - relTol(b.lo) || x > b.hi + relTol(b.hi)) return false
  s.num[rt.f.index] = x
  for (const rc of rt.direct) if (!holdsFor(rc, s.num)) return false
  return true
}

const blameOf = (s: State, rt: RtNum, b: Bounds): number => {
  for (const rc of rt.direct) if (!holdsFor(rc, s.num)) return rc.c.index
  return b.loBy >= 0 ? b.loBy : b.hiBy >= 0 ? b.hiBy : (rt.direct[0]?.c.index ?? 0)
}

/**
 * Renders `value` and checks the rendered value: rounded to the field's decimals (nearest, down,
 * up), then with more decimals, then unrounded; the first acceptable one is kept.
 */
const renderChecked = (s: State, rt: RtNum, dist: RtDist, b: Bounds, value: number): Outcome => {
  const d = dist.d
  const at = rt.f.index
  if (d.integer || Number.isInteger(value)) {
    s.num[at] = value
    if (!acceptable(s, rt, d, b, value)) return blameOf(s, rt, b)
    s.text[at] = String(value === 0 ? 0 : value)
    return OK
  }
  const scale = dist.scale
  for (let k = 0; k < 3; k++) {
    const r =
      (k === 0 ? Math.round(value * scale) : k === 1 ? Math.floor(value * scale) : Math.ceil(value * scale)) /
      scale
    if (acceptable(s, rt, d, b, r)) {
      s.num[at] = r
      s.text[at] = String(r === 0 ? 0 : r)
      return OK
    }
  }
  for (let k = dist.decimals + 1; k <= 15; k++) {
    const p = 10 ** k
    const r = Math.round(value * p) / p
    if (acceptable(s, rt, d, b, r)) {
      s.num[at] = r
      s.text[at] = String(r === 0 ? 0 : r)
      return OK
    }
  }
  if (acceptable(s, rt, d, b, value)) {
    s.num[at] = value
    s.text[at] = String(value)
    return OK
  }
  return blameOf(s, rt, b)
}

/** Draws numeric field `rt` of persona `persona` (its `tries`-th failed attempt so far). */
export const drawNumeric = (plan: Plan, s: State, rt: RtNum, persona: number, tries: number): Outcome => {
  const at = rt.f.index
  const dist = distributionOf(s, rt)
  const d = dist.d
  const b = s.bounds[at]!
  b.lo = d.lo
  b.hi = d.hi
  b.loBy = -1
  b.hiBy = -1
  const fixed = applyDirect(s, rt, d, b)
  // implied constraints (projections of the whole system onto the fields drawn so far), with
  // the later fields' bounds from their branch when it is known
  const boxes =
    rt.impliedBoxes.length > 0 || rt.pending.length > 0 ? boxesAt(plan, s, at, persona) : undefined
  for (let i = 0; i < rt.impliedBoxes.length; i++) {
    const v = rt.impliedBoxes[i]!
    s.bounds[v]!.lo = boxes![2 * v]!
    s.bounds[v]!.hi = boxes![2 * v + 1]!
  }
  applyImplied(s, rt.implied, b, d.integer)
  applyDark(s, rt, b, d.integer, tries)
  if (b.lo > b.hi) return b.loBy >= 0 ? b.loBy : b.hiBy
  if (rt.pending.length > 0) {
    const propagated = propagate(plan, s, rt, at, boxes!)
    if (propagated !== OK) return propagated
  }
  if (Number.isNaN(fixed)) return renderChecked(s, rt, dist, b, drawValue(s, rt, dist, b, persona, tries))
  const eq = rt.direct[rt.equality]!.c.index
  let value = fixed
  if (d.integer) {
    const k = Math.round(fixed)
    if (Math.abs(k - fixed) > relTol(fixed)) return eq
    value = k
  }
  if (value < b.lo - relTol(b.lo) || value > b.hi + relTol(b.hi) || value < d.min || value > d.max) return eq
  return renderChecked(s, rt, dist, b, value)
}
