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
import { findInterests, findTraits } from "./internal/enhance/interests.js"
import { findOccupation } from "./internal/enhance/occupation.js"
import { findLocations } from "./internal/location.js"
import { LAST } from "./internal/names.js"
import { withThe } from "./internal/template.js"
import { article, fnv1a, label, listing } from "./internal/text.js"
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

/** The request to a language model: read the facts of `text` as one JSON object. */
export const factsMessages: (text: string) => ReadonlyArray<Message> = Facts.factsMessages

/**
 * The facts in a model's answer: `Right` with every usable entry (a name of at most 4 words,
 * an integer age in 1..120, a known gender, strings of sane length, lists of at most 12 short
 * strings; anything else is left out), `Left` with the reason when the answer is not a JSON
 * object. Never throws.
 */
export const parseFacts: (answer: string) => Either.Either<Extracted, string> = Facts.parseFacts
