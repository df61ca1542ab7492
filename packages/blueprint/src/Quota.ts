/**
 * Quota allocation of a categorical distribution over a fixed number of personas, and the total
 * variation distance that measures how close achieved shares are to requested ones.
 *
 * @since 0.1.0
 */

/**
 * Largest-remainder (Hamilton) allocation of `total` seats to shares pᵢ (any non-negative
 * weights, normalised here): each value first gets ⌊total·pᵢ⌋, then the seats left go one each to
 * the largest remainders total·pᵢ − ⌊total·pᵢ⌋ (ties to the earlier value). Every count nᵢ satisfies
 * |nᵢ − total·pᵢ| < 1, so the total variation distance ½ Σ |nᵢ/total − pᵢ| is below
 * k/(2·total) for k values. O(k log k).
 */
export const largestRemainder = (shares: ReadonlyArray<number>, total: number): Array<number> => {
  const sum = shares.reduce((s, w) => s + w, 0)
  if (!(sum > 0) || total <= 0) return shares.map(() => 0)
  const exact = shares.map((w) => (w / sum) * total)
  const counts = exact.map((x) => Math.floor(x))
  let left = total - counts.reduce((s, c) => s + c, 0)
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i)
  for (let k = 0; left > 0 && k < order.length; k++, left--) counts[order[k]!.i]!++
  return counts
}

/**
 * Total variation distance ½ Σₖ |pₖ − qₖ| of two aligned share vectors (a missing entry is 0),
 * at most 1: the measure of the quota guarantee above and of every marginal report. O(k).
 */
export const totalVariationDistance = (p: ReadonlyArray<number>, q: ReadonlyArray<number>): number => {
  let s = 0
  for (let k = 0; k < Math.max(p.length, q.length); k++) s += Math.abs((p[k] ?? 0) - (q[k] ?? 0))
  return Math.min(1, s / 2)
}
