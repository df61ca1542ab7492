/**
 * Bounds on the field being drawn: tightening by one constraint, by the implied (projected)
 * constraints, and interval propagation through the constraints still pending. Integer fields
 * round their bounds inwards; every comparison is loosened by the relative tolerance.
 */
import { type ConstraintOp, tolerance } from "../../Expression.js"
import type { Implied, Plan, RtNum } from "./plan.js"
import { type Bounds, OK, type Outcome, type State } from "./state.js"

/** The tolerance of a comparison at x (`Expression.tolerance(|x|)`). */
export const relTol = (x: number): number => tolerance(Math.abs(x))

/** Raises b.lo to x (rounded up for integers, loosened by the tolerance); true when it moved. */
export const raise = (b: Bounds, integer: boolean, x: number, by: number): boolean => {
  const v = integer ? Math.ceil(x - relTol(x)) : x - relTol(x)
  if (v <= b.lo) return false
  b.lo = v
  b.loBy = by
  return true
}

/** Lowers b.hi to x (rounded down for integers, loosened by the tolerance); true when it moved. */
export const lower = (b: Bounds, integer: boolean, x: number, by: number): boolean => {
  const v = integer ? Math.floor(x + relTol(x)) : x + relTol(x)
  if (v >= b.hi) return false
  b.hi = v
  b.hiBy = by
  return true
}

/** Tightens `b` (the bound of variable v with coefficient a) from `a·v + rest op 0`. */
const tighten = (
  b: Bounds,
  integer: boolean,
  a: number,
  op: ConstraintOp,
  restMin: number,
  restMax: number,
  by: number
): boolean => {
  let changed = false
  if (op !== "<=" && op !== "<") {
    // a·v + restMax ≥ 0 must be possible
    if (a > 0) changed = raise(b, integer, -restMax / a, by) || changed
    else changed = lower(b, integer, -restMax / a, by) || changed
  }
  if (op !== ">=" && op !== ">") {
    // a·v + restMin ≤ 0 must be possible
    if (a > 0) changed = lower(b, integer, -restMin / a, by) || changed
    else changed = raise(b, integer, -restMin / a, by) || changed
  }
  return changed
}

/** Loads the bounds of `rt.pending`'s fields: known before `at`, by branch (`boxes`) after it. */
const loadPending = (s: State, rt: RtNum, at: number, boxes: Float64Array): void => {
  const { bounds, num } = s
  for (const rc of rt.pending) {
    for (let i = 0; i < rc.vars.length; i++) {
      const v = rc.vars[i]!
      const b = bounds[v]!
      if (v < at) {
        b.lo = num[v]!
        b.hi = num[v]!
      } else if (v > at) {
        b.lo = boxes[2 * v]!
        b.hi = boxes[2 * v + 1]!
        b.loBy = -1
        b.hiBy = -1
      }
    }
  }
}

/**
 * Bounds propagation over `rt.pending` with fields < at known, `at` in bounds[at], later ones by
 * branch, to a fixed point or 8 rounds. A dead end when some field is left with no room.
 */
export const propagate = (plan: Plan, s: State, rt: RtNum, at: number, boxes: Float64Array): Outcome => {
  loadPending(s, rt, at, boxes)
  const bounds = s.bounds
  const nums = plan.nums
  for (let round = 0; round < 8; round++) {
    let changed = false
    for (const rc of rt.pending) {
      let sMin = rc.c.constant
      let sMax = rc.c.constant
      for (let i = 0; i < rc.vars.length; i++) {
        const a = rc.coefs[i]!
        const b = bounds[rc.vars[i]!]!
        if (a > 0) {
          sMin += a * b.lo
          sMax += a * b.hi
        } else {
          sMin += a * b.hi
          sMax += a * b.lo
        }
      }
      for (let i = 0; i < rc.vars.length; i++) {
        const v = rc.vars[i]!
        if (v < at) continue
        const a = rc.coefs[i]!
        const b = bounds[v]!
        const cMin = a > 0 ? a * b.lo : a * b.hi
        const cMax = a > 0 ? a * b.hi : a * b.lo
        if (tighten(b, nums[v]!.f.integer, a, rc.c.op, sMin - cMin, sMax - cMax, rc.c.index)) changed = true
        if (b.lo > b.hi) return b.loBy >= 0 ? b.loBy : b.hiBy >= 0 ? b.hiBy : rc.c.index
      }
    }
    if (!changed) break
  }
  return OK
}

/** Tightens `b` by implied rows `a·x + rest ≥ 0` (the later fields' bounds already in `bounds`). */
export const applyImplied = (s: State, rows: ReadonlyArray<Implied>, b: Bounds, integer: boolean): void => {
  const { num, bounds } = s
  for (const im of rows) {
    let rest = im.constant
    for (let i = 0; i < im.vars.length; i++) rest += im.coefs[i]! * num[im.vars[i]!]!
    for (let i = 0; i < im.boxVars.length; i++) {
      const box = bounds[im.boxVars[i]!]!
      rest += im.boxMults[i]! * (im.boxSides[i] === 0 ? box.lo : box.hi)
    }
    const x = -rest / im.a
    if (im.a > 0) {
      if (integer && im.strict) {
        const v = Math.floor(x + relTol(x)) + 1
        if (v > b.lo) {
          b.lo = v
          b.loBy = im.origin
        }
      } else raise(b, integer, x, im.origin)
    } else if (integer && im.strict) {
      const v = Math.ceil(x - relTol(x)) - 1
      if (v < b.hi) {
        b.hi = v
        b.hiBy = im.origin
      }
    } else lower(b, integer, x, im.origin)
  }
}
