/**
 * Near-duplicate search over a conversation's messages: gram sets added one by one and indexed by
 * gram, so that a new set is compared only with the earlier ones it shares a gram with.
 */
/**
 * Gram sets added one by one, indexed by gram, so that a new set is compared only with the earlier
 * ones it shares a gram with (any other's `jaccard`, Signals.ts, is 0): a chat's agent messages against
 * every earlier one without reading every pair.
 */
export interface GramSets {
  readonly sizes: Array<number>
  readonly holders: Map<string, Array<number>>
}

export const gramSets = (): GramSets => ({ sizes: [], holders: new Map() })

/** Adds `g` to `sets`; its number is the count of sets added before it. */
export const addGrams = (sets: GramSets, g: ReadonlySet<string>): void => {
  const id = sets.sizes.length
  sets.sizes.push(g.size)
  for (const x of g) {
    const list = sets.holders.get(x)
    if (list === undefined) sets.holders.set(x, [id])
    else list.push(id)
  }
}

/** The `jaccard` similarity of `g` to every set of `sets` that shares a gram with it, by number. */
export const similarities = (sets: GramSets, g: ReadonlySet<string>): Map<number, number> => {
  const inter = new Map<number, number>()
  for (const x of g) for (const id of sets.holders.get(x) ?? []) inter.set(id, (inter.get(id) ?? 0) + 1)
  for (const [id, n] of inter) inter.set(id, n / (g.size + sets.sizes[id]! - n))
  return inter
}

/** Whether some set of `sets` is at least `threshold` (above 0) similar to `g`. */
export const anySimilar = (sets: GramSets, g: ReadonlySet<string>, threshold: number): boolean => {
  for (const v of similarities(sets, g).values()) if (v >= threshold) return true
  return false
}
