/**
 * Seeded uniform random numbers.
 *
 * @since 0.1.0
 */
import seedrandom from "seedrandom"

/** A source of uniform numbers in [0, 1), like `Math.random` but seeded. */
export type Rng = () => number

/** A seed: strings and numbers are both accepted; a number `n` seeds exactly like the string `String(n)`. */
export type Seed = string | number

/**
 * A fast seeded generator: the 128-bit state of Chris Doty-Humphrey's sfc32 (small fast chaotic
 * counter, period ≥ 2³²) is filled from `seedrandom`'s ARC4 stream keyed by `String(seed)`, then
 * warmed up by 12 rounds. Each call combines two 32-bit outputs into a 53-bit uniform
 * `(hi·2²⁶ + lo) / 2⁵³ ∈ [0, 1)`. Same seed, same sequence, on every platform.
 */
export const fromSeed = (seed: Seed): Rng => {
  const arc4 = seedrandom(String(seed))
  let a = arc4.int32() | 0
  let b = arc4.int32() | 0
  let c = arc4.int32() | 0
  let d = arc4.int32() | 0
  const next32 = (): number => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return t >>> 0
  }
  for (let i = 0; i < 12; i++) next32()
  return () => {
    let t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    const hi = t >>> 5
    t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    const lo = t >>> 6
    return (hi * 67108864 + lo) / 9007199254740992
  }
}

/** A uniform integer in 0..n−1 (n ≥ 1) from one draw: ⌊u·n⌋. */
export const int = (rng: Rng, n: number): number => Math.floor(rng() * n)

/** Fisher–Yates shuffle in place (Knuth's Algorithm P): every permutation equally likely. O(n). */
export const shuffle = <A>(rng: Rng, items: Array<A>): Array<A> => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1))
    const t = items[i]!
    items[i] = items[j]!
    items[j] = t
  }
  return items
}
