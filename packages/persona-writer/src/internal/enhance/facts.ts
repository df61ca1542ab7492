/** Facts read by a language model (the `openai` provider): the request, and the answer cleaned into `Extracted`. */
import { Either } from "effect"
import type { Extracted } from "../../Enhance.js"
import type { Message } from "../../Propose.js"
import { extractJson } from "../json.js"

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
