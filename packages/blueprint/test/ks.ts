/** Kolmogorov–Smirnov helpers for the tests. */

/** D_n = sup |F_n − F| for a sample against a CDF (sorts a copy). O(n log n). */
export const statistic = (sample: ArrayLike<number>, cdf: (x: number) => number): number => {
  const xs = Float64Array.from(sample).sort()
  const n = xs.length
  let d = 0
  for (let i = 0; i < n; i++) {
    const f = cdf(xs[i]!)
    d = Math.max(d, f - i / n, (i + 1) / n - f)
  }
  return d
}

/**
 * Asymptotic p-value P(D_n ≥ d) = Q_KS(λ), λ = (√n + 0.12 + 0.11/√n)·d (Stephens 1970),
 * Q_KS(λ) = 2 Σ_{k≥1} (−1)^(k−1) e^(−2k²λ²).
 */
export const pValue = (d: number, n: number): number => {
  const sn = Math.sqrt(n)
  const lambda = (sn + 0.12 + 0.11 / sn) * d
  if (lambda < 0.2) return 1
  let sum = 0
  for (let k = 1; k <= 100; k++) {
    const term = Math.exp(-2 * k * k * lambda * lambda)
    sum += (k % 2 === 1 ? 1 : -1) * term
    if (term < 1e-16) break
  }
  return Math.min(1, Math.max(0, 2 * sum))
}

/** KS-complement as used in the package: 1 − D_n. */
export const complement = (sample: ArrayLike<number>, cdf: (x: number) => number): number =>
  1 - statistic(sample, cdf)
