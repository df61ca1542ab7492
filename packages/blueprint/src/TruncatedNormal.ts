/**
 * The normal distribution N(μ, σ²) truncated to [min, max]: exact sampling, a CDF and a quantile
 * that stay accurate in the far tails, and the discretised (integer) variant.
 *
 * Density: f(x) = φ((x−μ)/σ) / (σ·(Φ(β) − Φ(α))) on [min, max], with α = (min−μ)/σ,
 * β = (max−μ)/σ. Everything works on the standard window [α, β]; bounds may be infinite.
 *
 * Sampling is exact accept–reject (Robert 1995, "Simulation of truncated normal variables",
 * Statistics and Computing 5:121–125), chosen per window:
 *
 * - α < 0 < β, β − α < √(2π): uniform proposal on [α, β], accept with e^(−z²/2);
 * - α < 0 < β otherwise: normal proposals (the ziggurat of Marsaglia & Tsang 2000, exact), accept
 *   when inside;
 * - 0 ≤ α (and, by symmetry z ↦ −z, β ≤ 0): with λ* = (α + √(α² + 4))/2,
 *   - β − α < (√e/λ*)·e^(α(α−λ*)/2): uniform proposal, accept with e^((α² − z²)/2);
 *   - else α < 0.25: half-normal proposals |N|, accept when inside;
 *   - else: exponential proposal α + Exp(λ*) truncated to [α, β], accept with
 *     e^(−(z−λ*)²/2) (Exp(1) deviates from the ziggurat, or by inversion when the truncation
 *     cuts off more than 5 %; the acceptance test compares a second Exp(1) deviate with
 *     (z−λ*)²/2). Acceptance → 1 as α → ∞, so far tails such as (13, 15) cost about one
 *     proposal.
 *
 * No draw is clamped to a bound and no inverse CDF is used for exact draws. The CDF and
 * quantile use log-space upper tails, log Q(x) = log(erfc(x/√2)/2), so windows like (40, 41) are
 * fine; central windows use erf differences.
 *
 * @since 0.1.0
 */
import * as N from "./internal/normal.js"
import * as Z from "./internal/ziggurat.js"
import type { Rng } from "./Rng.js"

const SQRT_2PI = Math.sqrt(2 * Math.PI)
const SQRT_E = Math.sqrt(Math.E)
const SQRT1_2 = Math.SQRT1_2
/** Rough cost of one ziggurat proposal in uniform draws (one draw, rarely a wedge test). */
const ZIGGURAT_COST = 1.2

/** The accept–reject scheme used for a standard window (see the module doc). */
export type Method = "uniform" | "normal" | "half-normal" | "exponential"

/** Normal proposals (ziggurat) until one lies in [a, b]. */
const normalIn = (rng: Rng, a: number, b: number): number => {
  for (;;) {
    const z = Z.normal(rng)
    if (z >= a && z <= b) return z
  }
}

/** Half-normal proposals |N(0,1)| (ziggurat) until one lies in [a, b] (0 ≤ a). */
const halfNormalIn = (rng: Rng, a: number, b: number): number => {
  for (;;) {
    const z = Math.abs(Z.normal(rng))
    if (z >= a && z <= b) return z
  }
}

/** Uniform proposal on [a, b] (0 ≤ a) accepted with e^((a² − z²)/2). */
const uniformTail = (rng: Rng, a: number, w: number): number => {
  for (;;) {
    const z = a + w * rng()
    if (rng() < Math.exp(0.5 * (a - z) * (a + z))) return z
  }
}

/** Uniform proposal on [a, b] (a < 0 < b) accepted with e^(−z²/2). */
const uniformCentral = (rng: Rng, a: number, w: number): number => {
  for (;;) {
    const z = a + w * rng()
    if (rng() < Math.exp(-0.5 * z * z)) return z
  }
}

/**
 * Robert's translated-exponential proposal z = a + E/λ truncated to [a, a + w], accepted with
 * e^(−(z−λ)²/2), tested as E' ≥ (z−λ)²/2 with E' ~ Exp(1) (same probability, no `exp`).
 * `t` = 1 − e^(−λw) and `lw` = λw: when the truncation cuts off less than e^(−3) ≈ 5 % of the
 * exponential, E comes from the ziggurat and is redrawn when above λw; otherwise by inversion.
 */
const exponentialTail = (rng: Rng, a: number, lambda: number, t: number, lw: number): number => {
  if (lw >= 3) {
    for (;;) {
      const e = Z.exponential(rng)
      if (e > lw) continue
      const d = a + e / lambda - lambda
      if (Z.exponential(rng) >= 0.5 * d * d) return a + e / lambda
    }
  }
  for (;;) {
    const z = a - Math.log1p(-rng() * t) / lambda
    const d = z - lambda
    if (Z.exponential(rng) >= 0.5 * d * d) return z
  }
}

const tailMethod = (a: number, b: number): Method => {
  const lambda = 0.5 * (a + Math.sqrt(a * a + 4))
  if (b - a < (SQRT_E / lambda) * Math.exp(0.5 * a * (a - lambda))) return "uniform"
  return a < 0.25 ? "half-normal" : "exponential"
}

/** The scheme {@link sample} uses for N(0,1) on [a, b] (for either sign, by symmetry). */
export const methodFor = (a: number, b: number): Method => {
  if (a >= 0) return tailMethod(a, b)
  if (b <= 0) return tailMethod(-b, -a)
  return b - a < SQRT_2PI ? "uniform" : "normal"
}

/** One exact draw of N(0,1) truncated to [a, b], 0 ≤ a < b ≤ ∞. */
const standardTail = (rng: Rng, a: number, b: number): number => {
  const w = b - a
  const lambda = 0.5 * (a + Math.sqrt(a * a + 4))
  const wide = SQRT_E / lambda
  if (w < wide && w < wide * Math.exp(0.5 * a * (a - lambda))) return uniformTail(rng, a, w)
  if (a < 0.25) return halfNormalIn(rng, a, b)
  const lw = lambda * w
  // `t` is only read by the inversion branch (λw < 3): no expm1 per call for wide windows
  return exponentialTail(rng, a, lambda, lw >= 3 ? 1 : -Math.expm1(-lw), lw)
}

/**
 * One exact draw of N(0,1) truncated to [a, b] (a < b; infinite ends allowed), by the scheme of
 * {@link methodFor}. Expected proposals per draw ≤ about 2 in every window.
 */
export const standardSample = (rng: Rng, a: number, b: number): number => {
  if (a >= 0) return standardTail(rng, a, b)
  if (b <= 0) return -standardTail(rng, -b, -a)
  const w = b - a
  return w < SQRT_2PI ? uniformCentral(rng, a, w) : normalIn(rng, a, b)
}

const guard = (x: number, min: number, max: number): number => (x < min ? min : x > max ? max : x)

/**
 * One exact draw from N(mean, sd²) truncated to [min, max] (infinite bounds allowed):
 * `mean + sd·z` with z from {@link standardSample}. The only adjustment is a guard against the
 * last-bit round-off of `mean + sd·z`. Returns `min` when `min == max`, NaN for invalid
 * parameters (sd ≤ 0, min > max, NaN).
 */
export const sample = (rng: Rng, mean: number, sd: number, min: number, max: number): number => {
  if (!(sd > 0) || !(min <= max) || Number.isNaN(mean)) return Number.NaN
  if (min === max) return min
  const z = standardSample(rng, (min - mean) / sd, (max - mean) / sd)
  return guard(mean + sd * z, min, max)
}

/** A prepared draw of N(0,1) on a tail window [a, b], 0 ≤ a (Robert's choice of proposal). */
const preparedTail = (a: number, b: number): ((rng: Rng) => number) => {
  const w = b - a
  const lambda = 0.5 * (a + Math.sqrt(a * a + 4))
  switch (tailMethod(a, b)) {
    case "uniform":
      return (rng) => uniformTail(rng, a, w)
    case "half-normal":
      return (rng) => halfNormalIn(rng, a, b)
    default: {
      const t = w === Number.POSITIVE_INFINITY ? 1 : -Math.expm1(-lambda * w)
      const lw = lambda * w
      return (rng) => exponentialTail(rng, a, lambda, t, lw)
    }
  }
}

/**
 * A prepared draw of N(0,1) on a central window a < 0 < b. With the masses mL = Φ(0) − Φ(a) and
 * mR = Φ(b) − Φ(0) known once, it picks the cheapest of: uniform proposals (acceptance
 * √(2π)(mL + mR)/(b − a)), normal proposals (acceptance mL + mR), or the split mixture — left half
 * with probability mL/(mL + mR), each half drawn as a tail window [0, ·] (acceptance ≥ 0.68).
 */
const preparedCentral = (a: number, b: number): ((rng: Rng) => number) => {
  const w = b - a
  const mL = 0.5 * N.erf(-a * SQRT1_2)
  const mR = 0.5 * N.erf(b * SQRT1_2)
  const mass = mL + mR
  // rough costs in units of one uniform draw (a transcendental ≈ 0.6 of one)
  const uniformCost = w < SQRT_2PI ? 2.6 / ((SQRT_2PI * mass) / w) : Number.POSITIVE_INFINITY
  const normalCost = ZIGGURAT_COST / mass
  const splitCost = 1 + Math.max(sideCost(-a), sideCost(b))
  if (uniformCost <= normalCost && uniformCost <= splitCost) return (rng) => uniformCentral(rng, a, w)
  if (normalCost <= splitCost) return (rng) => normalIn(rng, a, b)
  const left = preparedTail(0, -a)
  const right = preparedTail(0, b)
  const pLeft = mL / mass
  return (rng) => (rng() < pLeft ? -left(rng) : right(rng))
}

/** Rough cost (uniform draws) of a tail window [0, w]: uniform if w < √e, else half-normal. */
const sideCost = (w: number): number => {
  if (w < SQRT_E) {
    const acc = (SQRT_2PI * 0.5 * N.erf(w * SQRT1_2)) / w
    return 2.6 / acc
  }
  const acc = N.erf(w * SQRT1_2)
  return ZIGGURAT_COST / acc
}

/**
 * A sampler with the method and its constants fixed once for the window, for many draws from the
 * same distribution. Tail windows use the same schemes as {@link sample}; central windows
 * (min < mean < max) also consider the split mixture described at `preparedCentral`, which keeps
 * the acceptance rate ≥ 0.68 even for lopsided windows such as (−0.01σ, 5σ). Exact in every case.
 */
export const sampler = (mean: number, sd: number, min: number, max: number): ((rng: Rng) => number) => {
  if (!(sd > 0) || !(min <= max) || Number.isNaN(mean)) return () => Number.NaN
  if (min === max) return () => min
  const a = (min - mean) / sd
  const b = (max - mean) / sd
  if (a < 0 && b > 0) {
    const draw = preparedCentral(a, b)
    return (rng) => guard(mean + sd * draw(rng), min, max)
  }
  if (a >= 0) {
    const draw = preparedTail(a, b)
    return (rng) => guard(mean + sd * draw(rng), min, max)
  }
  const draw = preparedTail(-b, -a)
  return (rng) => guard(mean - sd * draw(rng), min, max)
}

// ---------------------------------------------------------------------------------------------
// CDF and quantile
// ---------------------------------------------------------------------------------------------

/**
 * CDF of N(0,1) truncated to [a, b]: (Φ(z) − Φ(a)) / (Φ(b) − Φ(a)), computed as
 * −expm1(log Q(z) − log Q(a)) / −expm1(log Q(b) − log Q(a)) when a ≥ 0 (mirrored when b ≤ 0),
 * and with erf differences when a < 0 < b.
 */
export const standardCdf = (z: number, a: number, b: number): number => {
  if (Number.isNaN(z)) return Number.NaN
  if (z <= a) return 0
  if (z >= b) return 1
  if (a >= 0) {
    const lqa = N.logQ(a)
    const d = -Math.expm1(N.logQ(b) - lqa)
    return -Math.expm1(N.logQ(z) - lqa) / d
  }
  if (b <= 0) return 1 - standardCdf(-z, -b, -a)
  const ea = N.erf(a * SQRT1_2)
  return (N.erf(z * SQRT1_2) - ea) / (N.erf(b * SQRT1_2) - ea)
}

/**
 * Quantile of N(0,1) truncated to [a, b] at p ∈ [0, 1]. For a ≥ 0 it solves
 * log Q(x) = log Q(a) + log1p(−p·(1 − Q(b)/Q(a))) with the AS 241 tail in log space; for a < 0 < b
 * it works from q = p·(Φ(b) − Φ(a)) − (½ − Φ(a)) = Φ(x) − ½, taking the lower or upper tail in
 * whichever is small, so there is no cancellation anywhere.
 */
export const standardQuantile = (p: number, a: number, b: number): number => {
  if (!(p >= 0 && p <= 1)) return Number.NaN
  if (a >= 0) {
    const lqa = N.logQ(a)
    const d = -Math.expm1(N.logQ(b) - lqa)
    const x = -N.ndtriLower(lqa + Math.log1p(-p * d))
    return guard(x, a, b)
  }
  if (b <= 0) return -standardQuantile(1 - p, -b, -a)
  const mL = 0.5 * N.erf(-a * SQRT1_2)
  const mR = 0.5 * N.erf(b * SQRT1_2)
  const t = p * (mL + mR)
  const q = t - mL
  let x: number
  if (Math.abs(q) <= 0.425) x = N.ndtriCentral(q)
  else if (q < 0) x = N.ndtriLower(Math.log(0.5 * N.erfc(-a * SQRT1_2) + t))
  else x = -N.ndtriLower(Math.log(0.5 * N.erfc(b * SQRT1_2) + (1 - p) * (mL + mR)))
  return guard(x, a, b)
}

/**
 * A prepared {@link quantile} for one distribution: the tail masses it needs (log Q(α), Φ(α),
 * Q(β), …) are computed once, so each call costs one Φ⁻¹ evaluation. Same results as `quantile`.
 */
export const quantiler = (mean: number, sd: number, min: number, max: number): ((p: number) => number) => {
  if (min === max) return () => min
  const a = (min - mean) / sd
  const b = (max - mean) / sd
  const out = (z: number) => guard(mean + sd * z, min, max)
  if (a >= 0 || b <= 0) {
    const flip = a < 0
    const lo = flip ? -b : a
    const hi = flip ? -a : b
    const lqa = N.logQ(lo)
    const d = -Math.expm1(N.logQ(hi) - lqa)
    const tail = (p: number) => guard(-N.ndtriLower(lqa + Math.log1p(-p * d)), lo, hi)
    return flip ? (p) => out(-tail(1 - p)) : (p) => out(tail(p))
  }
  const mL = 0.5 * N.erf(-a * SQRT1_2)
  const mR = 0.5 * N.erf(b * SQRT1_2)
  const mass = mL + mR
  const phiA = 0.5 * N.erfc(-a * SQRT1_2)
  const qB = 0.5 * N.erfc(b * SQRT1_2)
  return (p) => {
    if (!(p >= 0 && p <= 1)) return Number.NaN
    const t = p * mass
    const q = t - mL
    let x: number
    if (Math.abs(q) <= 0.425) x = N.ndtriCentral(q)
    else if (q < 0) x = N.ndtriLower(Math.log(phiA + t))
    else x = -N.ndtriLower(Math.log(qB + (1 - p) * mass))
    return out(guard(x, a, b))
  }
}

/** CDF of N(mean, sd²) truncated to [min, max] at x. */
export const cdf = (x: number, mean: number, sd: number, min: number, max: number): number =>
  standardCdf((x - mean) / sd, (min - mean) / sd, (max - mean) / sd)

/** Quantile (inverse CDF) of N(mean, sd²) truncated to [min, max] at p ∈ [0, 1]. */
export const quantile = (p: number, mean: number, sd: number, min: number, max: number): number => {
  if (min === max) return min
  return guard(mean + sd * standardQuantile(p, (min - mean) / sd, (max - mean) / sd), min, max)
}

/** Density of N(mean, sd²) truncated to [min, max] at x (0 outside). */
export const pdf = (x: number, mean: number, sd: number, min: number, max: number): number => {
  if (x < min || x > max) return 0
  const a = (min - mean) / sd
  const b = (max - mean) / sd
  const z = (x - mean) / sd
  // φ(z)/(Φ(b) − Φ(a)) in log space on the tail side
  if (a >= 0) {
    const lqa = N.logQ(a)
    return Math.exp(N.logPhiDensity(z) - lqa - Math.log(-Math.expm1(N.logQ(b) - lqa))) / sd
  }
  if (b <= 0) return pdf(-x, -mean, sd, -max, -min)
  const mass = 0.5 * (N.erf(b * SQRT1_2) - N.erf(a * SQRT1_2))
  return Math.exp(N.logPhiDensity(z)) / mass / sd
}

/**
 * Stratified sample of size n: xᵢ = quantile((i + uᵢ)/n), uᵢ uniform, i = 0..n−1 (ascending).
 * Each xᵢ is marginally exact if i is uniform; the empirical CDF then satisfies
 * sup |Fₙ − F| < 1/n (each stratum holds exactly one point).
 */
export const stratified = (
  rng: Rng,
  n: number,
  mean: number,
  sd: number,
  min: number,
  max: number
): Float64Array => {
  const out = new Float64Array(n)
  for (let i = 0; i < n; i++) out[i] = quantile((i + rng()) / n, mean, sd, min, max)
  return out
}

// ---------------------------------------------------------------------------------------------
// Discretised (integer) truncated normal
// ---------------------------------------------------------------------------------------------

/**
 * One draw of the discretised truncated normal on the integers L = ⌈min⌉ … U = ⌊max⌋:
 * P(k) ∝ Φ((k + ½ − μ)/σ) − Φ((k − ½ − μ)/σ), drawn exactly as round(x) for x from N(μ, σ²)
 * truncated to [L − ½, U + ½]. NaN when no integer lies in [min, max].
 */
export const sampleInteger = (rng: Rng, mean: number, sd: number, min: number, max: number): number => {
  const lo = Math.ceil(min)
  const hi = Math.floor(max)
  if (!(lo <= hi)) return Number.NaN
  if (lo === hi) return lo
  const k = Math.round(sample(rng, mean, sd, lo - 0.5, hi + 0.5))
  return k < lo ? lo : k > hi ? hi : k
}

/** CDF of the discretised truncated normal (see {@link sampleInteger}): P(K ≤ x). */
export const integerCdf = (x: number, mean: number, sd: number, min: number, max: number): number => {
  const lo = Math.ceil(min)
  const hi = Math.floor(max)
  if (x < lo) return 0
  if (x >= hi) return 1
  return cdf(Math.floor(x) + 0.5, mean, sd, lo - 0.5, hi + 0.5)
}

/** Φ(x), the standard normal CDF (Sun/FreeBSD erfc, < 1 ulp). */
export const normalCdf = (x: number): number => N.Phi(x)

/** Φ⁻¹(p), the standard normal quantile (Wichura's AS 241, relative error ≈ 1e-16). */
export const normalQuantile = (p: number): number => N.ndtri(p)
