/** Rendering of drawn numbers as persona text (see `Sampler.render`, `Sampler.decimalsFor`). */
import { pdf as tnPdf } from "../../TruncatedNormal.js"

/** Decimals kept when rendering a non-integer value, for fields whose density allows it. */
export const DECIMALS = 2

/** Most the CDF may move when a value is rounded for rendering: f_max · ½·10^(−decimals) ≤ this. */
export const MAX_ROUNDING_SHIFT = 0.0025

/** Smallest d ≥ 2 (at most 6) with f_max·½·10^(−d) ≤ {@link MAX_ROUNDING_SHIFT}. */
export const decimalsFor = (d: {
  readonly mean: number
  readonly sd: number
  readonly min: number
  readonly max: number
}): number => {
  const mode = Math.min(Math.max(d.mean, d.min), d.max)
  const fmax = tnPdf(mode, d.mean, d.sd, d.min, d.max)
  let k = DECIMALS
  while (k < 6 && fmax * 0.5 * 10 ** -k > MAX_ROUNDING_SHIFT) k++
  return k
}

/** Integers without decimals, others rounded to `decimals`, trailing zeros dropped; `-0` is `0`. */
export const render = (x: number, decimals: number = DECIMALS): string => {
  if (Number.isInteger(x)) return String(x === 0 ? 0 : x)
  const p = 10 ** decimals
  const r = Math.round(x * p) / p
  return String(r === 0 ? 0 : r)
}
