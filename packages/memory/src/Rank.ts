/**
 * Rank fusion: reciprocal rank fusion (Cormack, Clarke and Büttcher, SIGIR 2009). Each list
 * ranks some items, best first; an item's fused score is
 * `sum over lists of weight / (k + rank)`, rank counted from 1. Items absent from a list get
 * nothing from it. Robust to lists whose raw scores are not comparable (text rank, recency,
 * speaker signals). O(total list length).
 */

/** One ranked list with its weight (default 1). */
export interface Ranked<K> {
  readonly items: ReadonlyArray<K>
  readonly weight?: number
}

/** The usual damping constant of reciprocal rank fusion. */
export const defaultK = 60

/** Fused scores of every item that appears in some list. */
export const fuse = <K>(lists: ReadonlyArray<Ranked<K>>, k: number = defaultK): Map<K, number> => {
  const out = new Map<K, number>()
  for (const list of lists) {
    const w = list.weight ?? 1
    const seen = new Set<K>()
    list.items.forEach((item, i) => {
      if (seen.has(item)) return
      seen.add(item)
      out.set(item, (out.get(item) ?? 0) + w / (k + i + 1))
    })
  }
  return out
}

/** Items ordered by fused score, best first; ties broken by `tie` (ascending). */
export const order = <K>(scores: ReadonlyMap<K, number>, tie: (a: K, b: K) => number): Array<K> =>
  [...scores.keys()].sort((a, b) => scores.get(b)! - scores.get(a)! || tie(a, b))
