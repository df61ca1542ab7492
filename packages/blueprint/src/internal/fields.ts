/** Reading a blueprint field's distributions (re-exported by `Blueprint`). */
import type { BlueprintField, CategoricalDistribution, NumericDistribution } from "../Blueprint.js"

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
