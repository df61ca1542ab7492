/**
 * Exact standard normal deviates by the ziggurat method: Marsaglia & Tsang (2000), "The
 * Ziggurat Method for Generating Random Variables", J. Stat. Softw. 5(8), with the 128-layer
 * constants r = 3.442619855899 and v = 9.91256303526217e-3, in Doornik's ZIGNOR form (2005,
 * "An Improved Ziggurat Method to Generate Normal Random Samples"): the layer index and the
 * abscissa come from different bits of one uniform, so they are independent.
 *
 * One 53-bit uniform u gives the layer i = ⌊128u⌋ (its top 7 bits) and x = (2f − 1)·X[i] with
 * f = 128u − i (the other 46 bits, exact: 128u is a power-of-two scaling). About 98.8 % of
 * draws end at the first comparison; the rest take the wedge test or, in layer 0, Marsaglia's
 * exact tail beyond r. The result is exact (not an approximation): every region's acceptance
 * test is the density itself.
 *
 * @internal
 */
import type { Rng } from "../Rng.js"

const LAYERS = 128
const R = 3.442619855899
const V = 9.91256303526217e-3

const density = (x: number): number => Math.exp(-0.5 * x * x)

/** X[0] = V/f(R) (the base strip's virtual width), X[1] = R, …, X[128] = 0. */
const X = new Float64Array(LAYERS + 1)
/** RATIO[i] = X[i+1]/X[i]: |2f − 1| below it lies inside layer i's rectangle. */
const RATIO = new Float64Array(LAYERS)
X[0] = V / density(R)
X[1] = R
for (let i = 2; i < LAYERS; i++) {
  const prev = X[i - 1]!
  X[i] = Math.sqrt(-2 * Math.log(V / prev + density(prev)))
}
X[LAYERS] = 0
for (let i = 0; i < LAYERS; i++) RATIO[i] = X[i + 1]! / X[i]!

/** Marsaglia's exact tail: N(0,1) conditioned on |Z| > R, with the sign of `negative`. */
const tail = (rng: Rng, negative: boolean): number => {
  for (;;) {
    const x = -Math.log1p(-rng()) / R
    const y = -Math.log1p(-rng())
    if (y + y >= x * x) return negative ? -(R + x) : R + x
  }
}

/** One exact N(0,1) deviate. */
export const normal = (rng: Rng): number => {
  for (;;) {
    const t = rng() * LAYERS
    const i = t | 0
    const u = 2 * (t - i) - 1
    if (Math.abs(u) < RATIO[i]!) return u * X[i]!
    if (i === 0) return tail(rng, u < 0)
    const x = u * X[i]!
    const xi = X[i]!
    const xj = X[i + 1]!
    const f0 = Math.exp(-0.5 * (xi * xi - x * x))
    const f1 = Math.exp(-0.5 * (xj * xj - x * x))
    if (f1 + rng() * (f0 - f1) < 1) return x
  }
}

// ---- exponential ------------------------------------------------------------------------------

const E_LAYERS = 256
const RE = 7.69711747013105
const VE = 3.949659822581572e-3

/** XE[0] = VE/e^(−RE), XE[1] = RE, …, XE[256] = 0; FE[i] = e^(−XE[i]). */
const XE = new Float64Array(E_LAYERS + 1)
const FE = new Float64Array(E_LAYERS + 1)
const RATIO_E = new Float64Array(E_LAYERS)
XE[0] = VE / Math.exp(-RE)
XE[1] = RE
for (let i = 2; i < E_LAYERS; i++) {
  const prev = XE[i - 1]!
  XE[i] = -Math.log(VE / prev + Math.exp(-prev))
}
XE[E_LAYERS] = 0
for (let i = 0; i <= E_LAYERS; i++) FE[i] = Math.exp(-XE[i]!)
for (let i = 0; i < E_LAYERS; i++) RATIO_E[i] = XE[i + 1]! / XE[i]!

/**
 * One exact Exp(1) deviate by the 256-layer exponential ziggurat of Marsaglia & Tsang (2000):
 * layer from the top 8 bits of one uniform, abscissa from the other 45; the wedge test is
 * against e^(−x) and the tail beyond RE = 7.697 is RE + Exp(1) (memorylessness), drawn by
 * inversion.
 */
export const exponential = (rng: Rng): number => {
  for (;;) {
    const t = rng() * E_LAYERS
    const i = t | 0
    const u = t - i
    if (u < RATIO_E[i]!) return u * XE[i]!
    if (i === 0) return RE - Math.log1p(-rng())
    const x = u * XE[i]!
    if (FE[i]! + rng() * (FE[i + 1]! - FE[i]!) < Math.exp(-x)) return x
  }
}
