/**
 * Locations in free text: a place after a cue (`in`, `from`, `based in`, `lives in`, …).
 * @internal
 */
import { NOT_PLACES, PLACES, type Place, REGIONS } from "./places.js"

interface Token {
  readonly lower: string
  readonly raw: string
}

const TOKEN = /[\p{L}\p{N}'’]+/gu

const tokenize = (text: string): Array<Token> => {
  const out: Array<Token> = []
  for (const m of text.matchAll(TOKEN)) {
    const raw = m[0].replace(/['’]s$/u, "")
    out.push({ raw, lower: raw.toLowerCase() })
  }
  return out
}

/** Cues after which a known place is read as a location (the last word of the cue). */
const WEAK_CUES: ReadonlySet<string> = new Set([
  "in",
  "from",
  "across",
  "of",
  "to",
  "near",
  "around",
  "throughout"
])

/** Cues after which any capitalised name is read as a location. */
const STRONG_CUES: ReadonlyArray<ReadonlyArray<string>> = [
  ["based", "in"],
  ["living", "in"],
  ["lives", "in"],
  ["live", "in"],
  ["located", "in"],
  ["residing", "in"],
  ["resides", "in"],
  ["reside", "in"],
  ["resident", "of"],
  ["residents", "of"],
  ["moved", "to"],
  ["born", "in"],
  ["up", "in"],
  ["hails", "from"],
  ["from"]
]

const ALL_PLACES: ReadonlyArray<Place> = [...PLACES, ...REGIONS].sort(
  (a, b) => b.tokens.length - a.tokens.length
)

const placeAt = (tokens: ReadonlyArray<Token>, at: number): { name: string; length: number } | undefined => {
  const t = tokens[at]
  if (t === undefined) return undefined
  if (t.raw === "US" || t.raw === "USA" || t.raw === "U.S") return { name: "United States", length: 1 }
  if (t.raw === "U" && tokens[at + 1]?.raw === "S") return { name: "United States", length: 2 }
  for (const p of ALL_PLACES) {
    let ok = true
    for (let j = 0; j < p.tokens.length; j++) {
      if (tokens[at + j]?.lower !== p.tokens[j]) {
        ok = false
        break
      }
    }
    if (ok) return { name: p.name, length: p.tokens.length }
  }
  return undefined
}

const strongCueEndsAt = (tokens: ReadonlyArray<Token>, at: number): boolean =>
  STRONG_CUES.some((cue) => cue.every((w, j) => tokens[at - cue.length + 1 + j]?.lower === w))

const capitalised = (t: Token | undefined): boolean => t !== undefined && /^\p{Lu}/u.test(t.raw)

/**
 * The places named after the first location cue that has one: known places (countries, cities,
 * US states, regions; a list joined by `and`/`or` gives several), or else up to four capitalised
 * words after a strong cue (`based in`, `lives in`, `from`, …). Display names of known places are
 * canonical (`usa` → `United States`). Empty when none is found.
 */
export const findLocations = (text: string): ReadonlyArray<string> => {
  const tokens = tokenize(text)
  for (let i = 0; i < tokens.length; i++) {
    const cue = tokens[i]!
    if (!WEAK_CUES.has(cue.lower)) continue
    let j = i + 1
    if (tokens[j]?.lower === "the") j++
    const first = placeAt(tokens, j)
    if (first !== undefined) {
      const found = [first.name]
      let k = j + first.length
      for (;;) {
        let m = k
        if (tokens[m]?.lower === "and" || tokens[m]?.lower === "or") m++
        if (tokens[m]?.lower === "the") m++
        const next = placeAt(tokens, m)
        if (next === undefined) break
        if (!found.includes(next.name)) found.push(next.name)
        k = m + next.length
      }
      return found
    }
    if (strongCueEndsAt(tokens, i) && capitalised(tokens[j]) && !NOT_PLACES.has(tokens[j]!.lower)) {
      const parts: Array<string> = []
      for (let k = j; k < tokens.length && parts.length < 4; k++) {
        const t = tokens[k]!
        if (capitalised(t)) parts.push(t.raw)
        else if ((t.lower === "de" || t.lower === "da" || t.lower === "del") && capitalised(tokens[k + 1])) {
          parts.push(t.raw)
        } else break
      }
      if (parts.length > 0) return [parts.join(" ")]
    }
  }
  return []
}
