/** Who the description is about: the name, the age, the gender (see `Enhance`). */

import type { Extracted } from "../../Enhance.js"
import { findLocations } from "../location.js"
import { singular, words } from "../text.js"
import { OCCUPATIONS } from "./occupation.js"

const NOT_NAMES: ReadonlySet<string> = new Set([
  "she",
  "he",
  "they",
  "the",
  "a",
  "an",
  "this",
  "that",
  "i",
  "my",
  "our",
  "we",
  "you",
  "your",
  "persona",
  "user",
  "customer",
  "patient",
  "student",
  "name",
  "age",
  "he's",
  "she's",
  "they're",
  "it",
  "its",
  "there",
  "here",
  "mr",
  "mrs",
  "ms",
  "dr",
  "hi",
  "hello",
  "meet",
  "our",
  "every",
  "each",
  "some",
  "most",
  "when",
  "after",
  "before",
  "since",
  "while",
  "as",
  "at",
  "in",
  "on",
  "from",
  "born",
  "living",
  "based",
  "works",
  "loves",
  "enjoys",
  "likes",
  "currently",
  "recently",
  "now",
  "today",
  "also",
  "not",
  "no",
  "yes",
  "ok",
  "tired",
  "busy",
  "happy",
  "married",
  "single",
  "retired",
  "just",
  "really",
  "very"
])

const NAME_WORD = "[\\p{Lu}][\\p{L}'’-]+"

const nameCandidate = (raw: string | undefined): string | undefined => {
  if (raw === undefined) return undefined
  const parts = raw.trim().split(/\s+/)
  const first = parts[0]
  if (first === undefined || NOT_NAMES.has(first.toLowerCase())) return undefined
  if (findLocations(`in ${raw}`).length > 0 && parts.length === 1) return undefined
  const jobWords = new Set(OCCUPATIONS.flatMap((o) => o.tokens))
  if (parts.every((p) => jobWords.has(singular(p)))) return undefined
  return parts.slice(0, 2).join(" ")
}

/** The name the text gives (`my name is X`, `call me X`, a capitalised name opening it), if any. */
export const findName = (text: string): string | undefined => {
  const patterns = [
    new RegExp(
      `\\b(?:my name is|name:|call me|i am called|i'm called)\\s+(${NAME_WORD}(?:\\s+${NAME_WORD})?)`,
      "iu"
    ),
    new RegExp(
      `^\\s*(${NAME_WORD}(?:\\s+${NAME_WORD})?)\\s*(?:,|\\(|\\bis\\b|\\bwas\\b|\\bhas\\b|\\bworks\\b|\\blives\\b|:|-|–)`,
      "u"
    ),
    new RegExp(`\\b(?:i'm|i am|this is|meet)\\s+(${NAME_WORD}(?:\\s+${NAME_WORD})?)`, "iu")
  ]
  for (const re of patterns) {
    const m = re.exec(text)
    const candidate = nameCandidate(m?.[1])
    if (candidate !== undefined) {
      // keep the name's own case, even when the cue matched case-insensitively
      if (/^\p{Lu}/u.test(candidate)) return candidate
    }
  }
  return undefined
}

const validAge = (s: string | undefined): string | undefined => {
  const n = Number(s)
  return Number.isInteger(n) && n >= 1 && n <= 120 ? String(n) : undefined
}

/** The age the text states (`34-year-old`, `aged 34`, `Maria (34)`, a decade), if any, in 1..120. */
export const findAge = (text: string): string | undefined => {
  const patterns: ReadonlyArray<RegExp> = [
    /\b(\d{1,3})[\s-]*(?:years?|yrs?)[\s-]*old\b/i,
    /\b(\d{1,3})[\s-]*year[\s-]*old\b/i,
    /\bage[ds]?\s*(?::|of|is)?\s*(\d{1,3})\b/i,
    /\b(\d{1,3})\s*(?:yo|y\/o|y\.o\.)(?=\W|$)/i,
    /\bi'?m\s+(\d{1,3})\b(?!\s*(?:%|k\b|years? (?:of|in)|hours?|minutes?|days?|weeks?|months?|kg|lbs?|cm|km|miles?|dollars?))/i,
    /\bi am\s+(\d{1,3})\b(?!\s*(?:%|k\b|years? (?:of|in)|hours?|minutes?|days?|weeks?|months?|kg|lbs?|cm|km|miles?|dollars?))/i,
    /^\s*\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?\s*\((\d{1,3})\)/u,
    /^\s*\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?,\s*(\d{1,3})\s*,/u
  ]
  for (const re of patterns) {
    const age = validAge(re.exec(text)?.[1])
    if (age !== undefined) return age
  }
  const decade = /\bin\s+(?:her|his|their|my)\s+(early\s+|mid[\s-]*|late\s+)?([1-9])0'?s\b/i.exec(text)
  if (decade !== null) {
    const part = (decade[1] ?? "").trim().replace(/-$/, "").toLowerCase()
    return `${part.length > 0 ? `${part} ` : ""}${decade[2]}0s`
  }
  return undefined
}

const FEMALE_STRONG = new Set([
  "woman",
  "female",
  "girl",
  "lady",
  "gal",
  "mother",
  "mom",
  "mum",
  "wife",
  "actress",
  "waitress",
  "grandmother",
  "daughter",
  "sister"
])
const MALE_STRONG = new Set([
  "man",
  "male",
  "boy",
  "guy",
  "gentleman",
  "father",
  "dad",
  "husband",
  "actor",
  "waiter",
  "grandfather",
  "son",
  "brother"
])
const FEMALE_PRONOUNS = new Set(["she", "her", "hers", "herself"])
const MALE_PRONOUNS = new Set(["he", "him", "his", "himself"])
const SELF = new Set([
  "a",
  "an",
  "i'm",
  "am",
  "is",
  "as",
  "single",
  "divorced",
  "widowed",
  "proud",
  "working",
  "stay-at-home"
])

/** The gender the text implies: identity words weigh 3, pronouns 1; `non-binary` when named. */
export const findGender = (text: string): Extracted["gender"] => {
  const lower = text.toLowerCase()
  if (/\b(?:non[\s-]?binary|enby|genderqueer|genderfluid|they\/them)\b/.test(lower)) return "non-binary"
  const ws = words(text)
  let female = 0
  let male = 0
  ws.forEach((w, i) => {
    const prev = ws[i - 1] ?? ""
    // relationship words count only as self-descriptions ("a mother of two", "I'm a dad")
    const strong =
      SELF.has(prev) ||
      ["woman", "female", "man", "male", "girl", "boy", "lady", "guy", "gentleman"].includes(w)
    if (FEMALE_STRONG.has(w) && strong) female += 3
    else if (MALE_STRONG.has(w) && strong) male += 3
    else if (FEMALE_PRONOUNS.has(w)) female += 1
    else if (MALE_PRONOUNS.has(w)) male += 1
  })
  if (female > male) return "female"
  if (male > female) return "male"
  return undefined
}
