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
import type { Either } from "effect"
import * as Facts from "./internal/enhance/facts.js"
import { findAge, findGender, findName } from "./internal/enhance/identity.js"
import { findInterests, findTraits, findWorries } from "./internal/enhance/interests.js"
import { findOccupation } from "./internal/enhance/occupation.js"
import { findLocations } from "./internal/location.js"
import { PLACES } from "./internal/places.js"
import { withThe } from "./internal/template.js"
import { article, fnv1a, label, listing, words } from "./internal/text.js"
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
  /** What the text says the person worries about (kept as worries, never as interests). */
  readonly worries?: ReadonlyArray<string>
  /** Family as the text words it: `single mom of two`, `married with three kids`. */
  readonly family?: string
  /** Where they work, as the text words it: `a 25-bed critical access hospital`. */
  readonly workplace?: string
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
  const age = safe(() => findAge(source) ?? /(?:^|,\s*)(\d{1,2}),\s/.exec(source)?.[1])
  if (age !== undefined) out.age = age
  const gender = safe(() => findGender(source))
  if (gender !== undefined) out.gender = gender
  const occupation = safe(() => findOccupation(source))
  if (occupation !== undefined) out.occupation = occupation
  const location = safe(() => findLocations(source)[0] ?? anyPlace(source))
  if (location !== undefined) out.location = location
  const interests = safe(() => findInterests(source)) ?? []
  if (interests.length > 0) out.interests = interests
  const traits = safe(() => findTraits(source)) ?? []
  if (traits.length > 0) out.traits = traits
  const worries = safe(() => findWorries(source)) ?? []
  if (worries.length > 0) out.worries = worries
  const family = safe(() => findFamily(source))
  if (family !== undefined) out.family = family
  const workplace = safe(() => findWorkplace(source))
  if (workplace !== undefined) out.workplace = workplace
  if (out.location !== undefined) {
    const q = safe(() =>
      new RegExp(
        `\\b(rural|urban|suburban|small-town|downtown|northern|southern|eastern|western|central)\\s+${out.location}`,
        "i"
      ).exec(source)
    )
    if (q !== undefined && q !== null) out.location = `${q[1]} ${out.location}`
  }
  return out
}

/** A known place named anywhere in the text (countries, large cities, US states), longest first. */
const anyPlace = (text: string): string | undefined => {
  const ws = words(text)
  for (const p of PLACES) {
    if (p.tokens.length === 0) continue
    for (let i = 0; i + p.tokens.length <= ws.length; i++)
      if (
        p.tokens.every((t, k) => ws[i + k] === t) &&
        /^\p{Lu}/u.test(text.split(/[^\p{L}\p{N}]+/u).filter((x) => x !== "")[i] ?? "")
      )
        return p.name
  }
  return undefined
}

const FAMILY =
  /\b((?:single|divorced|widowed|married|young|stay-at-home|working|proud)?\s*(?:mom|mum|mother|dad|father|parent|grandmother|grandfather|grandma|grandpa)\s+(?:of|to)\s+(?:one|two|three|four|five|six|twins|triplets|\d+|a\s+\w+)(?:\s+(?:kids|children|boys|girls|sons|daughters|teenagers|toddlers))?|(?:married|divorced|widowed|engaged|single)(?:\s+with\s+(?:one|two|three|four|five|\d+|no)\s+(?:kids|children|sons|daughters|child))?|has\s+(?:one|two|three|four|five|\d+)\s+(?:kids|children|sons|daughters))\b/i

/** Family as the text words it (see {@link Extracted}). */
const findFamily = (text: string): string | undefined => {
  const m = FAMILY.exec(text)
  return m?.[1]
    ?.trim()
    .replace(/\s+/g, " ")
    .replace(/^./, (c) => c.toLowerCase())
}

/** `at a 25-bed critical access hospital`: the place of work after `at`/`for`, up to `in`/punctuation. */
const findWorkplace = (text: string): string | undefined => {
  const m =
    /\b(?:works?|working|employed)?\s*(?:at|for)\s+((?:a|an|the)\s+[^,.;!?\n]+?)(?=\s+in\s+|\s+near\s+|[,.;!?\n]|$)/i.exec(
      text
    )
  if (m === null) return undefined
  const w = m[1]!.trim()
  return /\b(?:hospital|clinic|company|firm|school|university|startup|bank|agency|store|shop|restaurant|factory|warehouse|office|practice|farm|studio|hotel|airline|ministry|council|charity|centre|center|lab|plant|mine|station)\b/i.test(
    w
  )
    ? w
    : undefined
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
  if (e.workplace !== undefined) s += ` ${first} works at ${e.workplace}.`
  if (e.family !== undefined) s += ` Family: ${e.family}.`
  if (e.worries !== undefined) s += ` ${first} worries about ${listing(e.worries)}.`
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
      // the name as given: no surname is invented for "Maria"
      const parts = e.name.split(/\s+/)
      first = parts[0]!
      last = parts.slice(1).join(" ")
    } else ({ first, last } = drawName(rng, pronouns, e.gender !== undefined))
    const fullName = last === "" ? first : `${first} ${last}`
    const fields: Array<SheetField> = [{ name: "name", label: "Name", value: fullName, kind: "categorical" }]
    const add = (name: string, value: string | undefined, kind: SheetField["kind"] = "categorical") => {
      if (value !== undefined && value.length > 0) fields.push({ name, label: label(name), value, kind })
    }
    add("age", e.age, /^\d+$/.test(e.age ?? "") ? "numeric" : "categorical")
    add("gender", e.gender)
    add("occupation", e.occupation)
    add("location", e.location)
    add("interests", e.interests?.join(", "))
    add("traits", e.traits?.join(", "))
    add("family", e.family)
    add("workplace", e.workplace)
    add("worries", e.worries?.join("; "))
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

/** The request to a language model: read the facts of `text` as one JSON object. */
export const factsMessages: (text: string) => ReadonlyArray<Message> = Facts.factsMessages

/**
 * The facts in a model's answer: `Right` with every usable entry (a name of at most 4 words,
 * an integer age in 1..120, a known gender, strings of sane length, lists of at most 12 short
 * strings; anything else is left out), `Left` with the reason when the answer is not a JSON
 * object. Never throws.
 */
export const parseFacts: (answer: string) => Either.Either<Extracted, string> = Facts.parseFacts

/**
 * A model's facts held to the input's: nothing the heuristics read from the text is lost. A
 * model's name is kept only when the text contains it (names as given); a stated age or gender
 * stays; occupation, location, family and workplace keep the heuristics' value unless the
 * model's contains it (qualifiers kept: `night-shift ICU nurse` is not replaced by `nurse`);
 * interests, traits and worries are the union, the heuristics' first, and nothing the text gives
 * as a worry becomes an interest. `restored` names the facts the model's reading had lost. Pure.
 */
export const keepFacts = (
  text: string,
  model: Extracted | undefined
): { readonly facts: Extracted; readonly restored: ReadonlyArray<string> } => {
  const own = extract(text)
  if (model === undefined) return { facts: own, restored: [] }
  const restored: Array<string> = []
  const out: { -readonly [K in keyof Extracted]: Extracted[K] } = { ...own }
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
  if (model.name !== undefined) {
    // the longest start of the model's name that the text gives ("Ines", not an invented "Ines Duarte")
    const parts = model.name.split(/\s+/)
    let given: string | undefined
    for (let k = parts.length; k > 0 && given === undefined; k--) {
      const candidate = parts.slice(0, k).join(" ")
      const escaped = candidate.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      if (new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, "u").test(text)) given = candidate
    }
    if (given !== undefined && (own.name === undefined || norm(given).includes(norm(own.name))))
      out.name = given
    else if (own.name !== undefined) restored.push("name")
  }
  for (const k of ["age", "gender"] as const) {
    const m = model[k]
    if (m === undefined) continue
    if (own[k] === undefined) (out as Record<string, unknown>)[k] = m
    else if (own[k] !== m) restored.push(k)
  }
  for (const k of ["occupation", "location", "family", "workplace"] as const) {
    const m = model[k]
    if (m === undefined) continue
    const o = own[k]
    if (o === undefined || norm(m).includes(norm(o))) out[k] = m
    else restored.push(k)
  }
  const worries = [...(own.worries ?? [])]
  for (const w of model.worries ?? []) if (!worries.some((x) => norm(x) === norm(w))) worries.push(w)
  if (worries.length > 0) out.worries = worries
  for (const k of ["interests", "traits"] as const) {
    const list = [...(own[k] ?? [])]
    const modelList = model[k] ?? []
    if (list.some((x) => !modelList.some((y) => norm(y).includes(norm(x))))) restored.push(k)
    for (const v of modelList)
      if (
        !list.some((x) => norm(x) === norm(v)) &&
        !(k === "interests" && worries.some((w) => norm(w).includes(norm(v)) || norm(v).includes(norm(w))))
      )
        list.push(v)
    if (list.length > 0) out[k] = list
  }
  return { facts: out, restored }
}
