/**
 * Tokens, singular forms and small string helpers shared by inference, writing and enhance.
 * @internal
 */

const IRREGULAR: Readonly<Record<string, string>> = {
  women: "woman",
  men: "man",
  people: "person",
  children: "child",
  persons: "person",
  teeth: "tooth",
  feet: "foot",
  wives: "wife",
  lives: "life",
  staff: "staff",
  series: "series",
  species: "species",
  news: "news",
  analyses: "analysis",
  diagnoses: "diagnosis",
  thesis: "thesis",
  theses: "thesis",
  alumni: "alumnus",
  esports: "esport",
  sales: "sales",
  politics: "politics",
  physics: "physics",
  economics: "economics",
  status: "status",
  campus: "campus",
  bus: "bus",
  gas: "gas",
  yes: "yes",
  this: "this",
  his: "his",
  is: "is",
  was: "was",
  has: "has",
  does: "does",
  us: "us",
  plus: "plus",
  virus: "virus",
  focus: "focus",
  bonus: "bonus",
  canvas: "canvas",
  texas: "texas",
  paris: "paris",
  athens: "athens",
  wales: "wales",
  philippines: "philippines",
  netherlands: "netherlands",
  emirates: "emirates",
  states: "states",
  lagos: "lagos",
  always: "always",
  perhaps: "perhaps",
  its: "its",
  ios: "ios",
  ps: "ps"
}

/**
 * A crude English singular: irregular forms from a table, then `-ies → -y`, `-(s|sh|ch|x|z)es
 * → -(s|sh|ch|x|z)`, `-s → ''` (not after `s`, `u`, `i`). Applied to both the prompt and the
 * keywords, so its mistakes cancel out.
 */
export const singular = (word: string): string => {
  const w = word.toLowerCase()
  const irregular = IRREGULAR[w]
  if (irregular !== undefined) return irregular
  if (w.length <= 3) return w
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`
  if (/(?:ss|sh|ch|x|z)es$/.test(w)) return w.slice(0, -2)
  if (w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) return w.slice(0, -1)
  return w
}

const WORD = /[\p{L}\p{N}]+/gu

/** Lower-cased word tokens (maximal runs of letters and digits), in order. O(length). */
export const words = (text: string): Array<string> => {
  const out: Array<string> = []
  for (const m of text.toLowerCase().matchAll(WORD)) out.push(m[0])
  return out
}

/** {@link words} mapped through {@link singular}. */
export const terms = (text: string): Array<string> => words(text).map(singular)

/** Positions where `needle` occurs as a contiguous run of `hay`. O(|hay|·|needle|). */
export const occurrences = (hay: ReadonlyArray<string>, needle: ReadonlyArray<string>): Array<number> => {
  const out: Array<number> = []
  if (needle.length === 0) return out
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer
    out.push(i)
  }
  return out
}

/** True when `needle` occurs in `hay` as a contiguous run. */
export const contains = (hay: ReadonlyArray<string>, needle: ReadonlyArray<string>): boolean =>
  occurrences(hay, needle).length > 0

/** `snake_case` → `Snake case`, with `_k` read as `(thousands)` and `_usd` as `(USD)`. */
export const label = (name: string): string => {
  const parts = name
    .split(/[_\s]+/)
    .filter((p) => p.length > 0)
    .map((p) => (p === "k" ? "(thousands)" : p === "usd" ? "(USD)" : p))
  const text = parts.join(" ")
  return text.length === 0 ? name : text.charAt(0).toUpperCase() + text.slice(1)
}

/** First letter upper-cased. */
export const capitalize = (s: string): string => (s.length === 0 ? s : s.charAt(0).toUpperCase() + s.slice(1))

/**
 * `a` or `an` before a phrase: by the first letter (exceptions: hour, honest, uni-, eu-, one), by
 * the spoken number (`an 8`, `an 18`), or by the spoken letter of an acronym (`an HR`, `a QA`).
 */
export const article = (phrase: string): string => {
  const raw = phrase.trim()
  if (/^\d/.test(raw)) return /^(?:8|11(?:\D|$)|18(?:\D|$))/.test(raw) ? "an" : "a"
  const acronym = /^([A-Z]{2,})(?:\b|[^a-z])/.exec(raw)
  if (acronym !== null) return "AEFHILMNORSX".includes(acronym[1]!.charAt(0)) ? "an" : "a"
  const w = raw.toLowerCase()
  if (/^(?:hour|honest|honou?r|heir)/.test(w)) return "an"
  if (/^(?:uni|use|usu|eu|one|ua)/.test(w)) return "a"
  return /^[aeiou]/.test(w) ? "an" : "a"
}

/** FNV-1a 32-bit hash of a string, as 8 hex digits. Deterministic ids and default seeds. */
export const fnv1a = (s: string): string => {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(16).padStart(8, "0")
}

/** Joins phrases as English: `a`, `a and b`, `a, b and c`. */
export const listing = (items: ReadonlyArray<string>): string => {
  if (items.length <= 1) return items.join("")
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`
}
