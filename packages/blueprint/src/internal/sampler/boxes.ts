/**
 * Possible [lo, hi] of every numeric field given the categorical values known when field `at` is
 * drawn (those drawn before it, and every root, allocated up front): the hull of the
 * distributions its rules can still reach, with unknown categoricals ranging over the values
 * their own reachable rules allow. Cached by the known values of the key fields, so it is
 * computed once per combination rather than once per persona.
 */
import { reachable } from "../model.js"
import type { Plan } from "./plan.js"
import type { State } from "./state.js"

const codeOf = (plan: Plan, s: State, p: number, at: number, persona: number): number => {
  if (p < at) return s.catCode[p]!
  const quota = s.assigned[p]
  return quota === undefined ? 0 : plan.valueIndex[p]!.get(quota[persona]!)!
}

/** `[lo₀, hi₀, lo₁, hi₁, …]` of every field, for field `at` of persona `persona`. */
export const boxesAt = (plan: Plan, s: State, at: number, persona: number): Float64Array => {
  const { keyFields, radix, fields, n } = plan
  let key: number | string
  if (plan.numericKeys) {
    key = 0
    for (let i = 0; i < keyFields.length; i++) key += codeOf(plan, s, keyFields[i]!, at, persona) * radix[i]!
  } else {
    key = keyFields.map((p) => codeOf(plan, s, p, at, persona)).join(",")
  }
  const cache = s.boxCache[at]!
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  const possible: Array<ReadonlySet<string> | undefined> = new Array(n).fill(undefined)
  const boxes = new Float64Array(2 * n)
  for (const f of fields) {
    if (f.kind === "categorical") {
      const code = codeOf(plan, s, f.index, at, persona)
      if (code > 0) possible[f.index] = new Set([f.values[code - 1]!])
      else {
        const ds = f.root && f.own !== undefined ? [f.own] : reachable(f.rules, [f.fallback], possible)
        possible[f.index] = new Set(ds.flatMap((d) => d.values.filter((_, i) => d.probs[i]! > 0)))
      }
    } else {
      const ds = f.root && f.own !== undefined ? [f.own] : reachable(f.rules, f.fallback, possible)
      boxes[2 * f.index] = Math.min(...ds.map((d) => d.lo))
      boxes[2 * f.index + 1] = Math.max(...ds.map((d) => d.hi))
    }
  }
  if (cache.size > 10_000) cache.clear()
  cache.set(key, boxes)
  return boxes
}
