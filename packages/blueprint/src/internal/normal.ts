/**
 * Standard normal special functions in double precision, stable in the far tails.
 *
 * - `erf`, `erfc`: the FreeBSD/Sun `s_erf.c` rational approximations (error < 1 ulp).
 * - `logErfc(x)`: log erfc(x) for any x ≥ 0 without underflow, using the same approximation in
 *   log space: erfc(x) = exp(−z² − 0.5625 + (z − x)(z + x) + R/S) / x for x ≥ 1.25
 *   (z = x rounded to single precision so that z² is exact).
 * - `logQ(x)`: log of the upper tail Q(x) = 1 − Φ(x) = erfc(x/√2)/2.
 * - `ndtri(p)`, `ndtriLower(logp)`: Wichura's AS 241 (PPND16, relative error ≈ 1e-16), the tail
 *   branch fed with log p directly so that p below the double range still works, refined by one
 *   Newton step in log space when p < 1e-300.
 */

const ERX = 8.45062911510467529297e-1
const EFX = 1.28379167095512586316e-1
const PP0 = 1.28379167095512558561e-1
const PP1 = -3.2504210724700149937e-1
const PP2 = -2.84817495755985104766e-2
const PP3 = -5.77027029648944159157e-3
const PP4 = -2.37630166566501626084e-5
const QQ1 = 3.97917223959155352819e-1
const QQ2 = 6.50222499887672944485e-2
const QQ3 = 5.08130628187576562776e-3
const QQ4 = 1.32494738004321644526e-4
const QQ5 = -3.9602282787753681232e-6
const PA0 = -2.36211856075265944077e-3
const PA1 = 4.14856118683748331666e-1
const PA2 = -3.72207876035701323847e-1
const PA3 = 3.18346619901161753674e-1
const PA4 = -1.10894694282396677476e-1
const PA5 = 3.54783043256182359371e-2
const PA6 = -2.166375594868790843e-3
const QA1 = 1.06420880400844228286e-1
const QA2 = 5.40397917702171048937e-1
const QA3 = 7.18286544141962662868e-2
const QA4 = 1.26171219808761642112e-1
const QA5 = 1.36370839120290507362e-2
const QA6 = 1.1984499846799107417e-2
const RA0 = -9.86494403484714822705e-3
const RA1 = -6.93858572707181764372e-1
const RA2 = -1.05586262253232909814e1
const RA3 = -6.23753324503260060396e1
const RA4 = -1.62396669462573470355e2
const RA5 = -1.84605092906711035994e2
const RA6 = -8.12874355063065934246e1
const RA7 = -9.81432934416914548592
const SA1 = 1.96512716674392571292e1
const SA2 = 1.376577541435190426e2
const SA3 = 4.34565877475229228821e2
const SA4 = 6.45387271733267880336e2
const SA5 = 4.29008140027567833386e2
const SA6 = 1.08635005541779435134e2
const SA7 = 6.57024977031928170135
const SA8 = -6.04244152148580987438e-2
const RB0 = -9.86494292470009928597e-3
const RB1 = -7.99283237680523006574e-1
const RB2 = -1.77579549177547519889e1
const RB3 = -1.60636384855821916062e2
const RB4 = -6.37566443368389627722e2
const RB5 = -1.02509513161107724954e3
const RB6 = -4.83519191608651397019e2
const SB1 = 3.03380607434824582924e1
const SB2 = 3.25792512996573918826e2
const SB3 = 1.53672958608443695994e3
const SB4 = 3.19985821950859553908e3
const SB5 = 2.55305040643316442583e3
const SB6 = 4.74528541206955367215e2
const SB7 = -2.24409524465858183362e1

/** erf(x) − x·(1 + R) for |x| < 0.84375: returns the rational R(x²). */
const smallR = (x: number): number => {
  const z = x * x
  const r = PP0 + z * (PP1 + z * (PP2 + z * (PP3 + z * PP4)))
  const s = 1 + z * (QQ1 + z * (QQ2 + z * (QQ3 + z * (QQ4 + z * QQ5))))
  return r / s
}

/** P/Q of erf(1 + s) − ERX for s = |x| − 1, |x| in [0.84375, 1.25). */
const midPQ = (ax: number): number => {
  const s = ax - 1
  const p = PA0 + s * (PA1 + s * (PA2 + s * (PA3 + s * (PA4 + s * (PA5 + s * PA6)))))
  const q = 1 + s * (QA1 + s * (QA2 + s * (QA3 + s * (QA4 + s * (QA5 + s * QA6)))))
  return p / q
}

/** log(x·erfc(x)) for x ≥ 1.25, valid for arbitrarily large x. */
const logXErfcTail = (x: number): number => {
  const s = 1 / (x * x)
  let rs: number
  if (x < 1 / 0.35) {
    const r = RA0 + s * (RA1 + s * (RA2 + s * (RA3 + s * (RA4 + s * (RA5 + s * (RA6 + s * RA7))))))
    const q = 1 + s * (SA1 + s * (SA2 + s * (SA3 + s * (SA4 + s * (SA5 + s * (SA6 + s * (SA7 + s * SA8)))))))
    rs = r / q
  } else {
    const r = RB0 + s * (RB1 + s * (RB2 + s * (RB3 + s * (RB4 + s * (RB5 + s * RB6)))))
    const q = 1 + s * (SB1 + s * (SB2 + s * (SB3 + s * (SB4 + s * (SB5 + s * (SB6 + s * SB7))))))
    rs = r / q
  }
  const z = Math.fround(x)
  return -z * z - 0.5625 + ((z - x) * (z + x) + rs)
}

/** The error function erf(x) = 2/√π ∫₀ˣ e^(−t²) dt. */
export const erf = (x: number): number => {
  if (Number.isNaN(x)) return Number.NaN
  const ax = Math.abs(x)
  if (ax < 0.84375) {
    if (ax < 3.725290298461914e-9) return x + EFX * x
    return x + x * smallR(x)
  }
  if (ax < 1.25) {
    const v = ERX + midPQ(ax)
    return x >= 0 ? v : -v
  }
  if (ax >= 6) return x >= 0 ? 1 : -1
  const r = Math.exp(logXErfcTail(ax)) / ax
  return x >= 0 ? 1 - r : r - 1
}

/** The complementary error function erfc(x) = 1 − erf(x), computed directly (no cancellation for x > 0). */
export const erfc = (x: number): number => {
  if (Number.isNaN(x)) return Number.NaN
  const ax = Math.abs(x)
  if (ax < 0.84375) {
    if (ax < 1.3877787807814457e-17) return 1 - x
    const y = smallR(x)
    if (x < 0.25) return 1 - (x + x * y)
    return 0.5 - (x * y + (x - 0.5))
  }
  if (ax < 1.25) {
    const pq = midPQ(ax)
    return x >= 0 ? 1 - ERX - pq : 1 + (ERX + pq)
  }
  if (x >= 28) return x === Number.POSITIVE_INFINITY ? 0 : Math.exp(logXErfcTail(ax)) / ax
  if (x <= -6) return 2
  const r = Math.exp(logXErfcTail(ax)) / ax
  return x > 0 ? r : 2 - r
}

/** log erfc(x), finite for every finite x (no underflow in the upper tail). */
export const logErfc = (x: number): number => {
  if (x >= 1.25)
    return x === Number.POSITIVE_INFINITY ? Number.NEGATIVE_INFINITY : logXErfcTail(x) - Math.log(x)
  return Math.log(erfc(x))
}

const SQRT1_2 = Math.SQRT1_2
const LOG_HALF = -Math.LN2
const LOG_SQRT_2PI = 0.9189385332046727

/** Φ(x), the standard normal CDF. */
export const Phi = (x: number): number => 0.5 * erfc(-x * SQRT1_2)

/** log Q(x) = log(1 − Φ(x)), stable for large x (e.g. x = 40 gives ≈ −804.6). */
export const logQ = (x: number): number => LOG_HALF + logErfc(x * SQRT1_2)

/** log φ(x) = −x²/2 − log √(2π). */
export const logPhiDensity = (x: number): number => -0.5 * x * x - LOG_SQRT_2PI

const A = [
  3.387132872796366608, 133.14166789178437745, 1971.5909503065514427, 13731.693765509461125,
  45921.953931549871457, 67265.770927008700853, 33430.575583588128105, 2509.0809287301226727
] as const
const B = [
  1, 42.313330701600911252, 687.1870074920579083, 5394.1960214247511077, 21213.794301586595867,
  39307.89580009271061, 28729.085735721942674, 5226.495278852854561
] as const
const C = [
  1.42343711074968357734, 4.6303378461565452959, 5.7694972214606914055, 3.64784832476320460504,
  1.27045825245236838258, 0.24178072517745061177, 0.0227238449892691845833, 7.7454501427834140764e-4
] as const
const D = [
  1, 2.05319162663775882187, 1.6763848301838038494, 0.68976733498510000455, 0.14810397642748007459,
  0.0151986665636164571966, 5.475938084995344946e-4, 1.05075007164441684324e-9
] as const
const E = [
  6.6579046435011037772, 5.4637849111641143699, 1.7848265399172913358, 0.29656057182850489123,
  0.026532189526576123093, 0.0012426609473880784386, 2.71155556874348757815e-5, 2.01033439929228813265e-7
] as const
const F = [
  1, 0.59983220655588793769, 0.13692988092273580531, 0.0148753612908506148525, 7.868691311456132591e-4,
  1.8463183175100546818e-5, 1.4215117583164458887e-7, 2.04426310338993978564e-15
] as const

const poly = (c: ReadonlyArray<number>, x: number): number => {
  let v = c[7]!
  for (let i = 6; i >= 0; i--) v = v * x + c[i]!
  return v
}

/** AS 241 central branch: Φ⁻¹(0.5 + q) for |q| ≤ 0.425 (q given directly keeps precision near 0). */
export const ndtriCentral = (q: number): number => {
  const r = 0.180625 - q * q
  return (q * poly(A, r)) / poly(B, r)
}

/**
 * Φ⁻¹(p) for a lower-tail probability given as log p, p ≤ 0.5. Uses the AS 241 tail branch with
 * r = √(−log p); one Newton step on log Φ refines results below p = 1e-300.
 */
export const ndtriLower = (logp: number): number => {
  if (logp === Number.NEGATIVE_INFINITY) return Number.NEGATIVE_INFINITY
  if (logp > -2.5902671654458267) return ndtriCentral(Math.exp(logp) - 0.5) // p > 0.075
  let r = Math.sqrt(-logp)
  let x: number
  if (r <= 5) {
    r -= 1.6
    x = -poly(C, r) / poly(D, r)
  } else {
    r -= 5
    x = -poly(E, r) / poly(F, r)
  }
  if (logp < -690) {
    // Newton on g(x) = log Φ(x) − logp = logQ(−x) − logp; g'(x) = φ(x)/Φ(x)
    const lq = logQ(-x)
    x -= (lq - logp) / Math.exp(logPhiDensity(x) - lq)
  }
  return x
}

/** Φ⁻¹(p), the standard normal quantile (AS 241); ±∞ at 0 and 1, NaN outside [0, 1]. */
export const ndtri = (p: number): number => {
  if (!(p >= 0 && p <= 1)) return Number.NaN
  if (p === 0) return Number.NEGATIVE_INFINITY
  if (p === 1) return Number.POSITIVE_INFINITY
  const q = p - 0.5
  if (Math.abs(q) <= 0.425) return ndtriCentral(q)
  return q < 0 ? ndtriLower(Math.log(p)) : -ndtriLower(Math.log1p(-p))
}
