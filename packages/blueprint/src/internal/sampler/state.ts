/**
 * The sampler's mutable state for one run: the values of the persona being drawn, the working
 * bounds, the quota allocation and strata, the counters of the report, and the box cache. One
 * object passed to every step instead of a closure over them.
 */
import * as Quota from "../../Quota.js"
import * as Rng from "../../Rng.js"
import type { Plan } from "./plan.js"

/** Bounds of one variable, with the constraint that last tightened each side (−1: none). */
export interface Bounds {
  lo: number
  hi: number
  loBy: number
  hiBy: number
}

/**
 * What a step of a draw returns: {@link OK}, or a dead end, given as the index of the constraint
 * to blame (≥ 0), or −1 when none is. Returned, never thrown.
 */
export type Outcome = number

/** The step succeeded. */
export const OK: Outcome = -2

/** The state of one run of the sampler. */
export interface State {
  readonly rng: Rng.Rng
  readonly count: number
  /** numeric values of the current attempt, by field index */
  readonly num: Float64Array
  /** categorical values of the current attempt */
  readonly cat: Array<string>
  /** value index + 1 of each categorical field drawn in this attempt */
  readonly catCode: Int32Array
  /** rendered values of the current attempt */
  readonly text: Array<string>
  /** working bounds, by field index */
  readonly bounds: Array<Bounds>
  readonly scratch: Bounds
  /** root categoricals: the value of each persona (quota allocation, then seeded shuffle) */
  readonly assigned: Array<Array<string> | undefined>
  /** numeric roots: the stratum of each persona (a seeded permutation) */
  readonly strata: Array<Int32Array | undefined>
  /** per constraint: times enforced or checked, times held, failures */
  readonly attempted: Float64Array
  readonly accepted: Float64Array
  readonly failures: Float64Array
  /** failures per constraint of the persona being drawn */
  readonly personaFailures: Float64Array
  /** possible [lo, hi] of every field (interleaved), by the field drawn and the known values */
  readonly boxCache: Array<Map<number | string, Float64Array>>
  /** set once a persona needed the dark shadow to succeed: later personas then use it at once */
  preferDark: boolean
  attempts: number
}

const bounds = (): Bounds => ({ lo: 0, hi: 0, loBy: -1, hiBy: -1 })

/**
 * A fresh state. Draws from `rng` in a fixed order: the quota shuffle of every root categorical,
 * then the strata permutation of every numeric root, both in field order.
 */
export const makeState = (plan: Plan, count: number, rng: Rng.Rng): State => {
  const { fields, n, rts } = plan
  const assigned: Array<Array<string> | undefined> = fields.map(() => undefined)
  for (const f of plan.rootCats) {
    const dist = f.own!
    const counts = Quota.largestRemainder(Array.from(dist.probs), count)
    const cells: Array<string> = []
    counts.forEach((k, i) => {
      for (let j = 0; j < k; j++) cells.push(dist.values[i]!)
    })
    assigned[f.index] = Rng.shuffle(rng, cells)
  }
  const strata = fields.map((f) =>
    f.kind !== "numeric" || !f.root
      ? undefined
      : Int32Array.from(
          Rng.shuffle(
            rng,
            Array.from({ length: count }, (_, i) => i)
          )
        )
  )
  return {
    rng,
    count,
    num: new Float64Array(n),
    cat: new Array<string>(n).fill(""),
    catCode: new Int32Array(n),
    text: new Array<string>(n).fill(""),
    bounds: fields.map(bounds),
    scratch: bounds(),
    assigned,
    strata,
    attempted: new Float64Array(rts.length),
    accepted: new Float64Array(rts.length),
    failures: new Float64Array(rts.length),
    personaFailures: new Float64Array(rts.length),
    boxCache: fields.map(() => new Map()),
    preferDark: false,
    attempts: 0
  }
}
