/**
 * Unions of closed intervals, kept sorted and disjoint, with the interval arithmetic the
 * feasibility analysis needs (scaling, Minkowski sums, integer lattices).
 */

export type Interval = readonly [number, number]
export type Range = ReadonlyArray<Interval>

/** Pieces beyond this count are merged across their smallest gaps (an over-approximation). */
export const MAX_PIECES = 64

/** Sorts, merges overlapping or touching pieces, and caps the piece count. */
export const normalize = (pieces: ReadonlyArray<Interval>): Range => {
  const sorted = pieces.filter(([lo, hi]) => lo <= hi).sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const out: Array<[number, number]> = []
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1]
    if (last !== undefined && lo <= last[1]) last[1] = Math.max(last[1], hi)
    else out.push([lo, hi])
  }
  while (out.length > MAX_PIECES) {
    let best = 0
    let gap = Number.POSITIVE_INFINITY
    for (let i = 0; i + 1 < out.length; i++) {
      const g = out[i + 1]![0] - out[i]![1]
      if (g < gap) {
        gap = g
        best = i
      }
    }
    out[best]![1] = out[best + 1]![1]
    out.splice(best + 1, 1)
  }
  return out
}

export const point = (x: number): Range => [[x, x]]

/** {k·x : x ∈ r} */
export const scale = (r: Range, k: number): Range => {
  if (k === 0) return r.length === 0 ? [] : point(0)
  return normalize(r.map(([lo, hi]) => (k > 0 ? [lo * k, hi * k] : [hi * k, lo * k])))
}

/** Minkowski sum {x + y : x ∈ a, y ∈ b}. O(|a|·|b|). */
export const sum = (a: Range, b: Range): Range => {
  const out: Array<Interval> = []
  for (const [alo, ahi] of a) for (const [blo, bhi] of b) out.push([alo + blo, ahi + bhi])
  return normalize(out)
}

export const union = (a: Range, b: Range): Range => normalize([...a, ...b])

export const hull = (r: Range): Interval | undefined =>
  r.length === 0 ? undefined : [r[0]![0], r[r.length - 1]![1]]

/** Keeps only the lattice points offset + g·ℤ of each piece (pieces without one disappear). */
export const lattice = (r: Range, g: number, offset: number): Range =>
  normalize(
    r.map(([lo, hi]) => [
      offset + g * Math.ceil((lo - offset) / g - 1e-9),
      offset + g * Math.floor((hi - offset) / g + 1e-9)
    ])
  )

export const gcd = (a: number, b: number): number => {
  a = Math.abs(a)
  b = Math.abs(b)
  while (b > 0) [a, b] = [b, a % b]
  return a
}

const fmt = (x: number): string => {
  if (!Number.isFinite(x)) return x > 0 ? "inf" : "-inf"
  return String(Math.round(x * 1e6) / 1e6)
}

/** `[a, b] ∪ [c, d]`, numbers to 6 decimals. */
export const show = (r: Range): string =>
  r.length === 0
    ? "∅"
    : r.map(([lo, hi]) => (lo === hi ? `{${fmt(lo)}}` : `[${fmt(lo)}, ${fmt(hi)}]`)).join(" ∪ ")
