/** A plain decimal number: optional sign, digits with an optional fraction, optional exponent. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/

/**
 * Parses a field value as a number: a plain decimal (surrounding whitespace allowed), finite.
 * Anything else (empty, `NaN`, `Infinity`, hex, thousands separators) gives `NaN`.
 */
export const parseNumber = (text: string): number => {
  const t = text.trim()
  if (!DECIMAL.test(t)) return Number.NaN
  const v = Number(t)
  return Number.isFinite(v) ? v : Number.NaN
}
