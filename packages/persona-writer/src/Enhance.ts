/**
 * Enhance (spec 4.2, grounding `off`): a structured persona inferred from a free-text
 * description by deterministic heuristics.
 *
 * - **name**: `my name is X`, `call me X`, `I'm X`, or a capitalised name opening the text
 *   (`Maria Lopez is …`, `Maria, 34, …`); otherwise a generated one (from the seed);
 * - **age**: `34-year-old`, `34 years old`, `aged 34`, `age: 34`, `34 yo`, `I'm 34`, `Maria (34)`,
 *   `Maria, 34,`, or a decade (`in her early 30s` → `early 30s`); accepted in 1..120;
 * - **gender**: identity words (`woman`, `male`, `non-binary`, `a mother`, …) weigh 3, pronouns
 *   (`she`, `his`, …) 1; the heavier side wins, `non-binary` when named;
 * - **occupation**: the longest (then earliest) match among a list of common jobs and the
 *   library's role/occupation values, preferring one after `a`/`an`/`as`;
 * - **location**: a place after `from`, `in`, `lives in`, `based in`, … (known places, or
 *   capitalised names after strong cues);
 * - **interests**: the objects of `loves`, `enjoys`, `likes`, `passionate about`, `interested in`,
 *   `fan of`, `hobbies include`, split on commas and `and`/`or`;
 * - **traits**: adjectives from a fixed list (`curious`, `introverted`, `frugal`, …);
 * - **summary**: the original text (whitespace collapsed), always present; **bio**: a sentence
 *   written from the detected facts, when there is at least one.
 *
 * Deterministic: the default seed is a hash of the text. Never throws.
 *
 * @since 0.1.0
 */
import { Rng } from "@cis/blueprint"
import { Either } from "effect"
import { JOBS } from "./internal/jobs.js"
import { extractJson } from "./internal/json.js"
import { findLocations } from "./internal/location.js"
import { LAST } from "./internal/names.js"
import { withThe } from "./internal/template.js"
import { article, fnv1a, label, listing, singular, words } from "./internal/text.js"
import * as Library from "./Library.js"
import type { Message } from "./Propose.js"
import { drawName, fromSheet, type SheetField, type Written } from "./Writer.js"

/** The facts found in a description (each absent when not found). */
export interface Extracted {
  readonly name?: string
  readonly age?: string
  readonly gender?: "female" | "male" | "non-binary"
  readonly occupation?: string
  readonly location?: string
  readonly interests?: ReadonlyArray<string>
  readonly traits?: ReadonlyArray<string>
}

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

const findName = (text: string): string | undefined => {
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

const findAge = (text: string): string | undefined => {
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
const SELF = new Set(["a", "an", "i'm", "am", "is", "as"])

const findGender = (text: string): Extracted["gender"] => {
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

interface Occupation {
  readonly name: string
  readonly tokens: ReadonlyArray<string>
}

const OCCUPATIONS: ReadonlyArray<Occupation> = (() => {
  const names = new Set<string>(JOBS)
  for (const d of Library.domains) {
    for (const f of d.blueprint.fields) {
      if (f.kind !== "categorical" || !/role|occupation|job|title|profession/.test(f.name)) continue
      for (const d2 of [f.categorical, ...(f.conditionals ?? []).map((r) => r.categorical)]) {
        if (d2 !== undefined) for (const v of Object.keys(d2.weights)) names.add(v)
      }
    }
  }
  return [...names].map((name) => ({ name, tokens: words(name).map(singular) }))
})()

const findOccupation = (text: string): string | undefined => {
  const raw = words(text)
  const ws = raw.map(singular)
  let best: { name: string; score: number; at: number } | undefined
  for (const o of OCCUPATIONS) {
    const n = o.tokens.length
    for (let i = 0; i + n <= ws.length; i++) {
      let ok = true
      for (let j = 0; j < n; j++) {
        if (ws[i + j] !== o.tokens[j]) {
          ok = false
          break
        }
      }
      if (!ok) continue
      const prev = raw[i - 1] ?? ""
      const cue = prev === "a" || prev === "an" || prev === "as" || prev === "retired" ? 10 : 0
      const score = cue + n
      if (best === undefined || score > best.score || (score === best.score && i < best.at))
        best = { name: o.name, score, at: i }
      break
    }
  }
  if (best === undefined) return undefined
  return raw[best.at - 1] === "retired" && best.name !== "retiree" ? `retired ${best.name}` : best.name
}

const INTEREST_CUE =
  /(?:\b(?:i|she|he|they|who|and|also|really)\s+(?:really\s+|also\s+)?(?:love|loves|enjoy|enjoys|like|likes|adore|adores)|\b(?:loves|enjoys|adores)|\bpassionate about|\binterested in|\b(?:is|am|are|really) into|\bfan of|\bhobbies (?:include|are)|\bhobby is|\bspends? (?:her|his|their|my) (?:free|spare) time)\s+([^.;!?\n]+)/gi

const findInterests = (text: string): ReadonlyArray<string> => {
  const out: Array<string> = []
  for (const m of text.matchAll(INTEREST_CUE)) {
    const clause =
      (m[1] ?? "").split(
        /\s+(?:but|because|when|while|although|though|since|so|who|which|whenever)\s+|,\s*(?:who|which|but)\s+/i
      )[0] ?? ""
    for (let part of clause.split(/,\s*|\s+and\s+|\s+or\s+|\s*&\s*/)) {
      part = part
        .trim()
        .replace(/^(?:to|the|a|an)\s+/i, "")
        .replace(/\s+(?:a lot|very much|too|as well)$/i, "")
        .trim()
      if (part.length === 0 || part.split(/\s+/).length > 5) continue
      if (!out.some((o) => o.toLowerCase() === part.toLowerCase())) out.push(part)
      if (out.length >= 6) return out
    }
  }
  return out
}

const TRAITS: ReadonlyArray<string> = [
  "curious",
  "shy",
  "outgoing",
  "introverted",
  "extroverted",
  "introvert",
  "extrovert",
  "ambitious",
  "pragmatic",
  "skeptical",
  "sceptical",
  "optimistic",
  "pessimistic",
  "impatient",
  "detail-oriented",
  "creative",
  "analytical",
  "friendly",
  "anxious",
  "confident",
  "cautious",
  "frugal",
  "generous",
  "organized",
  "organised",
  "tech-savvy",
  "energetic",
  "calm",
  "funny",
  "thoughtful",
  "direct",
  "stubborn",
  "loyal",
  "independent",
  "adventurous",
  "competitive",
  "empathetic",
  "sarcastic",
  "meticulous",
  "laid-back",
  "easygoing",
  "impulsive",
  "reserved",
  "talkative",
  "hardworking",
  "hard-working",
  "lazy",
  "kind",
  "grumpy",
  "cheerful",
  "busy",
  "spontaneous",
  "disciplined"
]

const findTraits = (text: string): ReadonlyArray<string> => {
  const lower = text.toLowerCase()
  const out: Array<string> = []
  for (const t of TRAITS) {
    const re = new RegExp(`(?:^|[^\\p{L}-])${t}(?:$|[^\\p{L}-])`, "u")
    if (re.test(lower) && !/\bnot\s*$/.test(lower.slice(0, Math.max(0, lower.search(re))))) out.push(t)
    if (out.length >= 5) break
  }
  return out
}

/** Every fact the heuristics find in `text` (see the module comment). Never throws. */
export const extract = (text: string): Extracted => {
  const out: {
    -readonly [K in keyof Extracted]: Extracted[K]
  } = {}
  const source = typeof text === "string" ? text : ""
  /** each heuristic on its own: one that fails (it should not) loses only its own fact */
  const safe = <A>(f: () => A): A | undefined => {
    try {
      return f()
    } catch {
      return undefined
    }
  }
  const name = safe(() => findName(source))
  if (name !== undefined) out.name = name
  const age = safe(() => findAge(source))
  if (age !== undefined) out.age = age
  const gender = safe(() => findGender(source))
  if (gender !== undefined) out.gender = gender
  const occupation = safe(() => findOccupation(source))
  if (occupation !== undefined) out.occupation = occupation
  const location = safe(() => findLocations(source)[0])
  if (location !== undefined) out.location = location
  const interests = safe(() => findInterests(source)) ?? []
  if (interests.length > 0) out.interests = interests
  const traits = safe(() => findTraits(source)) ?? []
  if (traits.length > 0) out.traits = traits
  return out
}

const bioOf = (first: string, their: string, e: Extracted): string | undefined => {
  if (
    e.age === undefined &&
    e.occupation === undefined &&
    e.location === undefined &&
    e.interests === undefined
  ) {
    return undefined
  }
  const exact = e.age !== undefined && /^\d+$/.test(e.age)
  const noun = e.occupation ?? "person"
  const desc = exact ? `${e.age}-year-old ${noun}` : noun
  let s = `${first} is ${article(desc)} ${desc}`
  if (e.age !== undefined && !exact) s += ` in ${their} ${e.age}`
  if (e.location !== undefined) s += ` from ${withThe(e.location)}`
  if (e.interests !== undefined) s += ` who enjoys ${listing(e.interests)}`
  s += "."
  if (e.traits !== undefined) s += ` Friends would describe ${first} as ${listing(e.traits)}.`
  return s
}

const minimal = (text: string): Written => {
  const summary = text.replace(/\s+/g, " ").trim() || "No description was given."
  const id = `p-${fnv1a(text)}`
  return fromSheet({
    persona_id: id,
    first: "Alex",
    last: "Morgan",
    noun: "person",
    domain: "enhanced persona",
    fields: [
      { name: "name", label: "Name", value: "Alex Morgan", kind: "categorical" },
      { name: "summary", label: "Summary", value: summary, kind: "text" }
    ]
  })
}

/**
 * A persona (spec 2.2) from a free-text description: `fields` holds `name`, then whichever of
 * `age`, `gender`, `occupation`, `location`, `interests`, `traits` were found, then `bio` (when
 * something was found) and `summary` (the original text). `persona_id` is `p-` and a hash of the
 * text; `system_prompt` and `markdown` are rendered as by `Writer`. The seed (default: a hash of
 * the text) only picks the generated name when the text names nobody. `facts` (a language
 * model's reading, see {@link parseFacts}) override the heuristics' findings one by one. Never
 * throws.
 */
export const enhancePersona = (text: string, seed?: Rng.Seed, facts?: Extracted): Written => {
  try {
    const source = typeof text === "string" ? text : String(text)
    const e = { ...extract(source), ...facts }
    const rng = Rng.fromSeed(seed ?? `enhance/${fnv1a(source)}`)
    const pronouns = e.gender === "female" ? "female" : e.gender === "male" ? "male" : "neutral"
    let first: string
    let last: string
    if (e.name !== undefined) {
      const parts = e.name.split(/\s+/)
      first = parts[0]!
      last = parts[1] ?? LAST[Rng.int(rng, LAST.length)]!
    } else ({ first, last } = drawName(rng, pronouns, e.gender !== undefined))
    const fields: Array<SheetField> = [
      { name: "name", label: "Name", value: `${first} ${last}`, kind: "categorical" }
    ]
    const add = (name: string, value: string | undefined, kind: SheetField["kind"] = "categorical") => {
      if (value !== undefined && value.length > 0) fields.push({ name, label: label(name), value, kind })
    }
    add("age", e.age, /^\d+$/.test(e.age ?? "") ? "numeric" : "categorical")
    add("gender", e.gender)
    add("occupation", e.occupation)
    add("location", e.location)
    add("interests", e.interests?.join(", "))
    add("traits", e.traits?.join(", "))
    add("bio", bioOf(first, pronouns === "female" ? "her" : pronouns === "male" ? "his" : "their", e), "text")
    add("summary", source.replace(/\s+/g, " ").trim() || "No description was given.", "text")
    return fromSheet({
      persona_id: `p-${fnv1a(source)}`,
      first,
      last,
      noun: e.occupation ?? "person",
      domain: "enhanced persona",
      fields
    })
  } catch {
    return minimal(String(text))
  }
}

// ---- facts read by a language model (the `openai` provider) -------------------------------------

/** The request to a language model: read the facts of `text` as one JSON object. */
export const factsMessages = (text: string): ReadonlyArray<Message> => [
  {
    role: "system",
    content:
      'You read a free-text description of a person and answer with one JSON object of the facts it states, and nothing else. Keys, each optional (leave out what the text does not say; never invent): "name" (string), "age" (integer years), "gender" ("female", "male" or "non-binary"), "occupation" (string), "location" (string), "interests" (array of short strings), "traits" (array of single adjectives).'
  },
  { role: "user", content: text }
]

const LIMIT = { name: 60, text: 80, item: 60, items: 12 } as const

const cleanString = (v: unknown, max: number): string | undefined => {
  if (typeof v !== "string") return undefined
  const s = v.replace(/\s+/g, " ").trim()
  return s.length > 0 && s.length <= max ? s : undefined
}

const cleanList = (v: unknown): ReadonlyArray<string> | undefined => {
  if (!Array.isArray(v)) return undefined
  const out: Array<string> = []
  for (const item of v) {
    const s = cleanString(item, LIMIT.item)
    if (s !== undefined && !out.includes(s)) out.push(s)
    if (out.length === LIMIT.items) break
  }
  return out.length > 0 ? out : undefined
}

/**
 * The facts in a model's answer: `Right` with every usable entry (a name of at most 4 words,
 * an integer age in 1..120, a known gender, strings of sane length, lists of at most 12 short
 * strings; anything else is left out), `Left` with the reason when the answer is not a JSON
 * object. Never throws.
 */
export const parseFacts = (answer: string): Either.Either<Extracted, string> => {
  const json = extractJson(answer)
  if (Either.isLeft(json)) return Either.left(json.left)
  const o = json.right
  if (typeof o !== "object" || o === null || Array.isArray(o))
    return Either.left("the answer is not a JSON object")
  const r = o as Record<string, unknown>
  const facts: { -readonly [K in keyof Extracted]: Extracted[K] } = {}
  const name = cleanString(r.name, LIMIT.name)
  if (name !== undefined && name.split(" ").length <= 4) facts.name = name
  const age = typeof r.age === "string" && /^\d+$/.test(r.age.trim()) ? Number(r.age) : r.age
  if (typeof age === "number" && Number.isInteger(age) && age >= 1 && age <= 120) facts.age = String(age)
  const gender = typeof r.gender === "string" ? r.gender.trim().toLowerCase() : undefined
  if (gender === "female" || gender === "male" || gender === "non-binary") facts.gender = gender
  const occupation = cleanString(r.occupation, LIMIT.text)
  if (occupation !== undefined) facts.occupation = occupation
  const location = cleanString(r.location, LIMIT.text)
  if (location !== undefined) facts.location = location
  const interests = cleanList(r.interests)
  if (interests !== undefined) facts.interests = interests
  const traits = cleanList(r.traits)
  if (traits !== undefined) facts.traits = traits
  return Either.right(facts)
}
