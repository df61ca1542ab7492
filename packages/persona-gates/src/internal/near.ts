/**
 * The sub-quadratic diversity scan for large batches: near-duplicates by locality-sensitive
 * hashing with the exact similarity only on candidate pairs, and the mean by pair sampling.
 *
 * **An LSH family for S.** Hash function `h` picks one field `k` of the model at random and
 * hashes the persona's value of `k` so that two personas collide with probability `s_k(a, b)`:
 * a categorical value by its code (collide iff equal); a numeric value `x` (in range units) by
 * its cell `⌊x + u⌋` of a unit grid shifted by a random `u` (collide with probability
 * `max(0, 1 − |x_a − x_b|)`, exactly the numeric `s_k`; by the value itself for a range of 0, by
 * the string when it does not parse); a text value by the MinHash of its token set (collide with
 * probability Jaccard = `s_k`). A missing value gets one constant, so two missing values collide.
 * Averaged over the field choice, `P[h(a) = h(b)] = S(a, b)` when neither persona misses a field,
 * and `≥ S(a, b)` otherwise (both-missing fields collide but leave `U(a, b)`). Chance equalities
 * of 32-bit hashes only add candidates.
 *
 * **Banding.** `b` bands of `r` hashes; two personas are candidates when all `r` hashes of some
 * band agree: `P[candidate] ≥ 1 − (1 − S^r)^b`. With the defaults (r = {@link ROWS} = 24, b =
 * {@link BANDS} = 40): a pair at `S = 0.95` is found with probability ≥ 1 − 1.0e-6 (higher for
 * higher S), at `S = 0.9` ≥ 0.964, while a pair at `S = 0.7` becomes a candidate with probability
 * ≤ 0.008 and at `S = 0.5` ≤ 2.4e-6 (populations' mean similarity is 0.2-0.55, their max 0.93-0.98).
 * Within a band a categorical field is folded in once (its collision does not depend on the salt).
 * Every candidate is checked with the exact similarity (the arithmetic of the all-pairs scan, so
 * the two agree bit for bit), so nothing below the threshold is ever counted.
 *
 * **Identical personas** (every field's `s_k = 1`, so `S = 1` with each other and equal `S` with
 * everyone else) are collapsed first: a class of `w` identical personas contributes `w(w−1)/2`
 * pairs at similarity 1, and a candidate pair of classes counts `w_A · w_B` pairs. A batch of
 * 60,000 copies of one persona is thus linear, not 1.8e9 pair checks.
 *
 * **Mean.** The mean over all `n(n−1)/2` pairs is estimated from `m` pairs drawn uniformly (with
 * replacement) by a seeded generator: by Hoeffding's inequality the estimate is within
 * `ε = sqrt(ln(2/δ) / (2m))` of the exact mean with probability ≥ 1 − δ (S lies in [0, 1]); with
 * m = {@link MEAN_SAMPLES} = 250,000, ε ≤ 0.0066 at δ = 1e-9. It is exact when the batch has at most `m`
 * pairs (then every pair is visited).
 *
 * **Max.** The largest similarity over the candidate pairs, the sampled pairs and the identical
 * classes. It is exact whenever one pair reaching the true maximum is a candidate or sampled:
 * with the probabilities above when the maximum is ≥ 0.9 (where the diversity gate decides); below
 * that it is a lower bound, and with probability ≥ 1 − δ at least the `1 − ln(1/δ)/m` quantile of
 * all pair similarities (the largest of m uniform draws: ≥ the 0.99992 quantile at δ = 1e-9).
 *
 * Cost: O(n · H · t̄) hashing (H = r·b hashes, t̄ the mean cost of one field's hash: 1, or the
 * token count of a text value), O(n · b) bucketing, O(C · (f + tokens)) for C candidate pairs,
 * O(m · (f + tokens)) for the mean. Deterministic: the same batch gives the same result.
 */
import { Rng } from "@cis/blueprint"
import type { Column, ScanResult } from "./scan.js"

/** Hashes per band (`r`). */
export const ROWS = 24

/** Bands (`b`). */
export const BANDS = 40

/** Pairs sampled for the mean. */
export const MEAN_SAMPLES = 250_000

/** Options of {@link nearScan}; the defaults are documented in the module comment. */
export interface NearOptions {
  readonly rows?: number | undefined
  readonly bands?: number | undefined
  readonly meanSamples?: number | undefined
  readonly seed?: string | undefined
}

/** A found pair with its exact similarity (indices in input order, i < j). */
export interface Pair {
  readonly i: number
  readonly j: number
  readonly similarity: number
}

/** The scan's result, plus every pair found at or above the threshold (for tests and details). */
export interface NearResult extends ScanResult {
  /** Distinct candidate pairs checked exactly (between classes of identical personas). */
  readonly candidates: number
  /** Pairs at or above the threshold between distinct classes (pairs inside a class are not listed). */
  readonly duplicatePairs: ReadonlyArray<Pair>
  /** Classes of identical personas with two or more members: their member indices. */
  readonly identical: ReadonlyArray<ReadonlyArray<number>>
}

// --- hashing ---------------------------------------------------------------------------------------

/** murmur3's 32-bit finaliser: a bijection of int32 with good avalanche. */
const fmix = (h: number): number => {
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

const combine = (h: number, v: number): number => fmix((h ^ Math.imul(v | 0, 0x9e3779b1)) + 0x7f4a7c15)

const f64 = new Float64Array(1)
const u32 = new Uint32Array(f64.buffer)

/** A hash of a double's bits (−0 as 0). */
const hashDouble = (x: number, salt: number): number => {
  f64[0] = x + 0
  return combine(combine(salt, u32[0]!), u32[1]!)
}

const MISSING = 0x5bd1e995
const EMPTY = 0x1b873593

/** One hash function of the family: a field, a salt, and the grid shift for numeric fields. */
interface HashFn {
  readonly column: Column
  readonly salt: number
  readonly shift: number
}

/** The value of hash function `h` for persona `i` (see the module comment). */
const hashOf = (h: HashFn, i: number): number => {
  const c = h.column
  switch (c.kind) {
    case "categorical": {
      const code = c.codes[i]!
      return code < 0 ? MISSING : combine(h.salt, code)
    }
    case "numeric": {
      const code = c.codes[i]!
      if (code < 0) return MISSING
      const x = c.x[i]!
      if (Number.isNaN(x)) return combine(h.salt ^ 0x68e31da4, code)
      return c.equality ? hashDouble(x, h.salt) : hashDouble(Math.floor(x + h.shift), h.salt)
    }
    case "text": {
      const size = c.size[i]!
      if (size < 0) return MISSING
      if (size === 0) return EMPTY
      let min = 0xffffffff
      for (let k = c.offset[i]!; k < c.offset[i + 1]!; k++) {
        const v = combine(h.salt, c.tokens[k]!)
        if (v < min) min = v
      }
      return min
    }
  }
}

/**
 * Folds hash function `h` of every representative into its band key: `keys[a] =
 * combine(keys[a], h(reps[a]))`. One loop per field kind, so the kind is tested once per function.
 */
const foldHash = (h: HashFn, reps: ReadonlyArray<number>, keys: Uint32Array): void => {
  const c = h.column
  const m = reps.length
  const salt = h.salt
  switch (c.kind) {
    case "categorical": {
      const codes = c.codes
      for (let a = 0; a < m; a++) {
        const code = codes[reps[a]!]!
        keys[a] = combine(keys[a]!, code < 0 ? MISSING : combine(salt, code))
      }
      return
    }
    case "numeric": {
      const { codes, x, equality } = c
      const shift = h.shift
      for (let a = 0; a < m; a++) {
        const i = reps[a]!
        const code = codes[i]!
        let v: number
        if (code < 0) v = MISSING
        else {
          const xi = x[i]!
          if (Number.isNaN(xi)) v = combine(salt ^ 0x68e31da4, code)
          else if (equality) v = hashDouble(xi, salt)
          else {
            // the same cell always takes the same branch, so equal cells hash equal
            const cell = Math.floor(xi + shift)
            v = cell >= -0x80000000 && cell < 0x80000000 ? combine(salt, cell) : hashDouble(cell, salt)
          }
        }
        keys[a] = combine(keys[a]!, v)
      }
      return
    }
    case "text": {
      const { size, offset, tokens } = c
      for (let a = 0; a < m; a++) {
        const i = reps[a]!
        const n = size[i]!
        let v: number
        if (n < 0) v = MISSING
        else if (n === 0) v = EMPTY
        else {
          v = 0xffffffff
          for (let k = offset[i]!; k < offset[i + 1]!; k++) {
            const t = combine(salt, tokens[k]!)
            if (t < v) v = t
          }
        }
        keys[a] = combine(keys[a]!, v)
      }
      return
    }
  }
}

// --- exact similarity of one pair ------------------------------------------------------------------

/** Per text column, each persona's token ids sorted ascending (for merge intersections). */
const sortedTokens = (columns: ReadonlyArray<Column>): Array<Int32Array | undefined> =>
  columns.map((c) => {
    if (c.kind !== "text") return undefined
    const sorted = c.tokens.slice()
    for (let i = 0; i + 1 < c.offset.length; i++) sorted.subarray(c.offset[i]!, c.offset[i + 1]!).sort()
    return sorted
  })

/**
 * `S(i, j)` from the encoded columns, with the all-pairs scan's arithmetic: the field terms added
 * in model order to 0, then divided by the union size.
 */
const pairSimilarity = (
  columns: ReadonlyArray<Column>,
  sorted: ReadonlyArray<Int32Array | undefined>,
  i: number,
  j: number
): number => {
  let sum = 0
  let union = columns.length
  for (let k = 0; k < columns.length; k++) {
    const c = columns[k]!
    switch (c.kind) {
      case "categorical": {
        const a = c.codes[i]!
        const b = c.codes[j]!
        if (a < 0 && b < 0) union--
        else if (a >= 0 && a === b) sum += 1
        break
      }
      case "numeric": {
        const ci = c.codes[i]!
        const cj = c.codes[j]!
        if (ci < 0 || cj < 0) {
          if (ci < 0 && cj < 0) union--
          break
        }
        const xi = c.x[i]!
        const xj = c.x[j]!
        if (Number.isNaN(xi) || Number.isNaN(xj)) {
          if (ci === cj) sum += 1
        } else if (c.equality) {
          if (xi === xj) sum += 1
        } else {
          const d = Math.abs(xi - xj)
          if (d < 1) sum += 1 - d
        }
        break
      }
      case "text": {
        const si = c.size[i]!
        const sj = c.size[j]!
        if (si < 0 || sj < 0) {
          if (si < 0 && sj < 0) union--
          break
        }
        const t = sorted[k]!
        let p = c.offset[i]!
        let q = c.offset[j]!
        const pe = c.offset[i + 1]!
        const qe = c.offset[j + 1]!
        let both = 0
        while (p < pe && q < qe) {
          const a = t[p]!
          const b = t[q]!
          if (a === b) {
            both++
            p++
            q++
          } else if (a < b) p++
          else q++
        }
        const u = si + sj - both
        sum += u === 0 ? 1 : both / u
        break
      }
    }
  }
  return union === 0 ? 1 : sum / union
}

// --- identical classes ---------------------------------------------------------------------------------

/**
 * Classes of identical personas (pairwise `S = 1`): grouped by a hash of every field's value,
 * then split by the exact similarity to each class's first member. `rep[i]` is the first member
 * of i's class; `members` lists the classes in order of their first member.
 */
const classes = (
  columns: ReadonlyArray<Column>,
  sorted: ReadonlyArray<Int32Array | undefined>,
  n: number
): { readonly reps: Array<number>; readonly weight: Int32Array; readonly members: Array<Array<number>> } => {
  const byHash = new Map<number, Array<number>>()
  const reps: Array<number> = []
  const weight = new Int32Array(n)
  const members: Array<Array<number>> = []
  const classOf = new Int32Array(n)
  const fields = columns.map((column, k) => ({ column, salt: fmix(k + 1), shift: 0 }))
  for (let i = 0; i < n; i++) {
    let key = 0x2545f491
    for (let f = 0; f < fields.length; f++) {
      const h = fields[f]!
      const c = h.column
      // text by its sorted token ids (hashOf's MinHash would merge different sets)
      if (c.kind === "text" && c.size[i]! > 0) {
        const t = sorted[f]!
        for (let k = c.offset[i]!; k < c.offset[i + 1]!; k++) key = combine(key, t[k]!)
      } else if (c.kind === "numeric" && !c.equality && c.codes[i]! >= 0 && !Number.isNaN(c.x[i]!)) {
        key = combine(key, hashDouble(c.x[i]!, h.salt))
      } else key = combine(key, hashOf(h, i))
    }
    let list = byHash.get(key)
    if (list === undefined) {
      list = []
      byHash.set(key, list)
    }
    let found = -1
    for (const r of list) {
      if (pairSimilarity(columns, sorted, r, i) === 1) {
        found = r
        break
      }
    }
    if (found < 0) {
      list.push(i)
      classOf[i] = members.length
      members.push([i])
      reps.push(i)
    } else {
      classOf[i] = classOf[found]!
      members[classOf[found]!]!.push(i)
    }
  }
  for (const m of members) weight[m[0]!] = m.length
  return { reps, weight, members }
}

// --- the scan ------------------------------------------------------------------------------------------

/**
 * Near-duplicates, max and mean of a large batch (see the module comment). `threshold` as in
 * the all-pairs scan; pairs are counted at `S ≥ threshold`.
 */
export const nearScan = (
  columns: ReadonlyArray<Column>,
  n: number,
  threshold: number,
  options: NearOptions = {}
): NearResult => {
  const rows = options.rows ?? ROWS
  const bands = options.bands ?? BANDS
  const samples = options.meanSamples ?? MEAN_SAMPLES
  const rng = Rng.fromSeed(options.seed ?? "persona-gates/near")
  const pairs = (n * (n - 1)) / 2
  const sorted = sortedTokens(columns)
  const { reps, weight, members } = classes(columns, sorted, n)

  let max = Number.NEGATIVE_INFINITY
  let maxI = -1
  let maxJ = -1
  const consider = (s: number, i: number, j: number) => {
    if (s > max || (s === max && (i < maxI || (i === maxI && j < maxJ)))) {
      max = s
      maxI = i
      maxJ = j
    }
  }
  let duplicates = 0
  const identical = members.filter((m) => m.length > 1)
  for (const m of identical) {
    consider(1, m[0]!, m[1]!)
    if (1 >= threshold) duplicates += (m.length * (m.length - 1)) / 2
  }

  // candidates among class representatives
  const duplicatePairs: Array<Pair> = []
  let candidates = 0
  if (columns.length > 0 && reps.length > 1) {
    const fns: Array<HashFn> = []
    for (let k = 0; k < rows * bands; k++) {
      fns.push({
        column: columns[Math.floor(rng() * columns.length)]!,
        salt: Math.floor(rng() * 0x100000000) >>> 0,
        shift: rng()
      })
    }
    const m = reps.length
    const keys = new Uint32Array(m)
    const next = new Int32Array(m)
    const seen = new Set<number>()
    for (let band = 0; band < bands; band++) {
      keys.fill(band + 1)
      // a categorical field collides on its code whatever the salt: once per band is the same event
      const exact = new Set<Column>()
      for (let r = 0; r < rows; r++) {
        const h = fns[band * rows + r]!
        if (h.column.kind === "categorical") {
          if (exact.has(h.column)) continue
          exact.add(h.column)
        }
        foldHash(h, reps, keys)
      }
      const head = new Map<number, number>()
      for (let a = 0; a < m; a++) {
        const prev = head.get(keys[a]!)
        next[a] = prev === undefined ? -1 : prev
        head.set(keys[a]!, a)
      }
      for (const last of head.values()) {
        if (next[last]! < 0) continue
        for (let a = last; a >= 0; a = next[a]!) {
          for (let b = next[a]!; b >= 0; b = next[b]!) {
            // b < a (lists run backwards); the pair key is unique for b < a < m
            const pk = b * m + a
            if (seen.has(pk)) continue
            seen.add(pk)
            candidates++
            const i = reps[b]!
            const j = reps[a]!
            const s = pairSimilarity(columns, sorted, i, j)
            consider(s, i, j)
            if (s >= threshold) {
              duplicates += weight[i]! * weight[j]!
              duplicatePairs.push({ i, j, similarity: s })
            }
          }
        }
      }
    }
  }

  // the mean: every pair when there are few, else a uniform sample
  let sum = 0
  let counted = 0
  if (pairs <= samples) {
    for (let i = 0; i < n - 1; i++)
      for (let j = i + 1; j < n; j++) {
        const s = pairSimilarity(columns, sorted, i, j)
        sum += s
        consider(s, i, j)
      }
    counted = pairs
  } else {
    for (let k = 0; k < samples; k++) {
      const a = Math.floor(rng() * n)
      let b = Math.floor(rng() * (n - 1))
      if (b >= a) b++
      const i = Math.min(a, b)
      const j = Math.max(a, b)
      const s = pairSimilarity(columns, sorted, i, j)
      sum += s
      consider(s, i, j)
    }
    counted = samples
  }
  duplicatePairs.sort((p, q) => p.i - q.i || p.j - q.j)
  return {
    pairs,
    sum: counted === 0 ? 0 : (sum / counted) * pairs,
    max: pairs === 0 ? 0 : max,
    maxI,
    maxJ,
    duplicates,
    candidates,
    duplicatePairs,
    identical
  }
}
