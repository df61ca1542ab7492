/**
 * Marginal fidelity (spec 2.4): for each root categorical field of the blueprint, the requested
 * proportions (its weights normalised) against the achieved proportions in the population, and
 * their total variation distance
 *
 *     TVD(r, a) = 1/2 * sum over cells k of |r_k - a_k|      (0 perfect, 1 disjoint)
 *
 * Cells are the weight keys in blueprint order, then any other value seen in the population
 * (requested 0) in order of first appearance. Achieved proportions are over the personas that
 * have the field; when none has it every cell achieves 0 and TVD is 1.
 *
 * The fidelity gate allows sampling noise: it passes when `TVD <= tolerance(r, m)`, with
 *
 *     tolerance(r, m) = 0.05 + sum over k of sqrt(r_k * (1 - r_k) / m)
 *
 * (m personas carrying the field): 0.05 plus about 2.5 times the expected TVD of an honest
 * multinomial draw of size m, whose expectation is about `sqrt(2 / pi) / 2 * sum sd_k`.
 * O(n * a + cells) for a root categorical fields.
 */
import { Quota } from "@cis/blueprint"
import type { BlueprintView, CategoricalView } from "./BlueprintView.js"
import { fieldValue } from "./internal/fields.js"
import { isRootCategorical } from "./internal/rules.js"
import type { PersonaInput } from "./Persona.js"
import type { Marginal, MarginalCell } from "./Report.js"

/** The constant part of the fidelity tolerance. */
export const TVD_SLACK = 0.05

/**
 * Normalised weights: negative or non-finite weights count as 0; when none is positive every
 * key gets the same share. O(keys).
 */
export const requested = (dist: CategoricalView): ReadonlyArray<readonly [string, number]> => {
  const entries = Object.entries(dist.weights).map(
    ([k, w]) => [k, Number.isFinite(w) && w > 0 ? w : 0] as const
  )
  const total = entries.reduce((s, [, w]) => s + w, 0)
  return entries.map(([k, w]) => [k, total > 0 ? w / total : 1 / entries.length] as const)
}

/** `1/2 * sum |p_k - q_k|` over paired proportions, at most 1 (`Quota.totalVariationDistance`). O(k). */
export const totalVariationDistance: (p: ReadonlyArray<number>, q: ReadonlyArray<number>) => number =
  Quota.totalVariationDistance

/** The fidelity gate's threshold for requested proportions `r` over `m` personas (module comment). */
export const tolerance = (r: ReadonlyArray<number>, m: number): number => {
  if (m <= 0) return TVD_SLACK
  let s = 0
  for (const p of r) s += Math.sqrt((p * (1 - p)) / m)
  return TVD_SLACK + s
}

/** The marginal of one root categorical field, with `m` the number of personas carrying it. */
export interface FieldMarginal {
  readonly marginal: Marginal
  readonly carried: number
}

/** Marginal of one field over the population. O(n + cells). */
export const fieldMarginal = (
  personas: ReadonlyArray<PersonaInput>,
  attribute: string,
  dist: CategoricalView
): FieldMarginal => {
  const req = requested(dist)
  const index = new Map<string, number>()
  const keys: Array<string> = []
  const wanted: Array<number> = []
  for (const [k, r] of req) {
    index.set(k, keys.length)
    keys.push(k)
    wanted.push(r)
  }
  const counts: Array<number> = keys.map(() => 0)
  let carried = 0
  for (const p of personas) {
    const v = fieldValue(p.fields, attribute)
    if (v === undefined) continue
    carried++
    let k = index.get(v)
    if (k === undefined) {
      k = keys.length
      index.set(v, k)
      keys.push(v)
      wanted.push(0)
      counts.push(0)
    }
    counts[k]!++
  }
  const achieved = counts.map((c) => (carried === 0 ? 0 : c / carried))
  const cells: Array<MarginalCell> = keys.map((key, k) => ({
    key,
    requested: wanted[k]!,
    achieved: achieved[k]!
  }))
  const tvd = carried === 0 ? 1 : totalVariationDistance(wanted, achieved)
  return { marginal: { attribute, cells, total_variation_distance: tvd }, carried }
}

/**
 * One marginal per root categorical field of the blueprint, in blueprint order (spec 2.4).
 * O(n * a + cells).
 */
export const marginals = (
  personas: ReadonlyArray<PersonaInput>,
  blueprint: BlueprintView
): ReadonlyArray<Marginal> => fieldMarginals(personas, blueprint).map((m) => m.marginal)

/** `marginals` with the number of personas carrying each field (for the fidelity gate). */
export const fieldMarginals = (
  personas: ReadonlyArray<PersonaInput>,
  blueprint: BlueprintView
): ReadonlyArray<FieldMarginal> => {
  const seen = new Set<string>()
  const out: Array<FieldMarginal> = []
  for (const f of blueprint.fields) {
    if (!isRootCategorical(f) || seen.has(f.name)) continue
    seen.add(f.name)
    out.push(fieldMarginal(personas, f.name, f.categorical))
  }
  return out
}
