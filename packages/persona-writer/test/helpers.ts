import { type Blueprint, Sampler } from "@cis/blueprint"
import { Either } from "effect"

/** Samples or throws (tests only). */
export const sampleOrThrow = (bp: Blueprint.Blueprint, count: number, seed: string | number) => {
  const r = Sampler.sample(bp, { count, seed })
  if (Either.isLeft(r)) throw new Error(`${r.left._tag}: ${r.left.message}`)
  return r.right
}

/** All values a categorical field can take (root and conditional weights). */
export const valuesOf = (bp: Blueprint.Blueprint, name: string): ReadonlyArray<string> => {
  const f = bp.fields.find((g) => g.name === name)
  if (f === undefined) return []
  const out = new Set<string>()
  for (const d of [f.categorical, ...(f.conditionals ?? []).map((r) => r.categorical)]) {
    if (d !== undefined) for (const v of Object.keys(d.weights)) out.add(v)
  }
  return [...out]
}
