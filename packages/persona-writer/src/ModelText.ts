/**
 * Persona text written by a language model for sampled fields (the `openai` provider of
 * `generate`). Pure: this module builds the messages and judges the answers; the caller makes
 * the calls. The protocol, per batch of personas already written offline:
 *
 * 1. {@link brief} each persona: its name and pronouns (as the offline writer chose them), its
 *    sampled facts, the text fields to write with their descriptions;
 * 2. {@link messages}: one request for the whole batch (several personas per call), asking for a
 *    JSON object `{"personas": [{"persona_id", <text fields>, "voice"}]}`;
 * 3. {@link parse} the answer (malformed JSON, or no entry for any persona of the batch, is a
 *    decoding problem the caller repairs once); entries for unknown personas are ignored;
 * 4. {@link apply} each entry: the text fields and the voice are checked against the persona's
 *    fields ({@link check}: `Consistency.check` with the persona's pronouns, every number the text
 *    states must be one of the persona's numeric values, the bio must name the persona); a
 *    contradiction gives `Left` with what was wrong, and the caller asks once more for those
 *    personas with {@link retryMessages}, then keeps the offline text.
 *
 * @since 0.3.0
 */
import type { Blueprint } from "@cis/blueprint"
import { Either } from "effect"
import * as Consistency from "./Consistency.js"
import { extractJson } from "./internal/json.js"
import type { Message } from "./Propose.js"
import type * as Writer from "./Writer.js"

/** Personas per model call, by default. */
export const BATCH = 10

/** Longest text field the model may write, in characters (longer is a decoding problem). */
export const MAX_TEXT = 1200

/** What the model is told about one persona. */
export interface Brief {
  readonly persona_id: string
  readonly name: string
  readonly first: string
  readonly pronouns: "she/her" | "he/him" | "they/them"
  /** The sampled (non-text) fields, as strings. */
  readonly facts: Readonly<Record<string, string>>
}

/** The model's text for one persona: text fields by name, and the voice of its system prompt. */
export interface Entry {
  readonly persona_id: string
  readonly texts: Readonly<Record<string, string>>
  readonly voice?: string
}

const group = (p: Brief["pronouns"]): "female" | "male" | "neutral" =>
  p === "she/her" ? "female" : p === "he/him" ? "male" : "neutral"

/**
 * The name and pronouns the offline writer gave a persona: the name from its sheet's title, the
 * first name from its system prompt, the pronouns from the gender field, else from its offline
 * text (which `Consistency.check` holds to one group).
 */
export const identity = (
  blueprint: Blueprint.Blueprint,
  persona: Writer.Written
): { readonly name: string; readonly first: string; readonly pronouns: Brief["pronouns"] } => {
  const name = /^# (.+)$/m.exec(persona.markdown)?.[1]?.trim() ?? persona.persona_id
  const first = /^Role-play (.+?) in this conversation/m.exec(persona.system_prompt)?.[1] ?? name
  const gender = (persona.fields.gender ?? persona.fields.sex ?? "").toLowerCase()
  if (/^(?:f|female|woman)\b/.test(gender)) return { name, first, pronouns: "she/her" }
  if (/^(?:m|male|man)\b/.test(gender)) return { name, first, pronouns: "he/him" }
  const texts = blueprint.fields
    .filter((f) => f.kind === "text")
    .map((f) => persona.fields[f.name] ?? "")
    .join(" ")
    .toLowerCase()
  const she = (texts.match(/\b(?:she|her|hers|herself)\b/g) ?? []).length
  const he = (texts.match(/\b(?:he|him|his|himself)\b/g) ?? []).length
  return { name, first, pronouns: she > he ? "she/her" : he > she ? "he/him" : "they/them" }
}

/** The brief of one persona written offline. */
export const brief = (blueprint: Blueprint.Blueprint, persona: Writer.Written): Brief => {
  const facts: Record<string, string> = {}
  for (const f of blueprint.fields)
    if (f.kind !== "text" && (persona.fields[f.name] ?? "") !== "") facts[f.name] = persona.fields[f.name]!
  return { persona_id: persona.persona_id, ...identity(blueprint, persona), facts }
}

const textFields = (blueprint: Blueprint.Blueprint) =>
  blueprint.fields.filter((f) => f.kind === "text").map((f) => ({ name: f.name, description: f.description }))

/**
 * The request for a batch: a system message with the rules the answer is checked against, and
 * the population's prompt with the briefs.
 */
export const messages = (
  blueprint: Blueprint.Blueprint,
  prompt: string,
  briefs: ReadonlyArray<Brief>
): ReadonlyArray<Message> => {
  const texts = textFields(blueprint)
  const shape = Object.fromEntries([
    ["persona_id", "p-001"],
    ...texts.map((t) => [t.name, `... (${t.description ?? "text"})`]),
    ["voice", "... how this person talks, in the second person: 'You speak ...'"]
  ])
  const system = [
    "You write the text of personas whose facts were already sampled. The facts are fixed: your text must agree with every one of them.",
    "Answer with one JSON object and nothing else, of this shape:",
    JSON.stringify({ personas: [shape] }),
    "One entry per persona given, with its persona_id. Rules, checked by code (an entry that breaks one is rejected):",
    "- Use the persona's name as given (the bio names them) and the pronouns given, never others.",
    "- State no number that is not one of the persona's facts, and write those as digits exactly as given (age 34 is '34'). No years, counts or prices of your own.",
    "- Never name another value of a fact (another occupation, place, shift, setting, stage, ...) as the persona's own.",
    "- Write like a person describing someone, not a list of fields: no 'Their role is X, their setting is Y'. Concrete, specific to this persona, different from the others of the batch.",
    "- bio: 2-4 sentences; goals and pain points: 1-2 sentences each, in the persona's situation; voice: 1-2 sentences on tone, vocabulary and habits of speech."
  ].join("\n")
  const user = [
    `Population: ${prompt.trim() === "" ? blueprint.domain : prompt.trim()}`,
    `Text fields to write: ${texts.map((t) => t.name).join(", ")}, and voice.`,
    "Personas:",
    JSON.stringify(
      briefs.map((b) => ({ persona_id: b.persona_id, name: b.name, pronouns: b.pronouns, facts: b.facts }))
    )
  ].join("\n")
  return [
    { role: "system", content: system },
    { role: "user", content: user }
  ]
}

/**
 * The follow-up for personas whose text contradicted their facts: the same request for them
 * only, with what was wrong for each.
 */
export const retryMessages = (
  blueprint: Blueprint.Blueprint,
  prompt: string,
  rejected: ReadonlyArray<{ readonly brief: Brief; readonly problems: ReadonlyArray<string> }>
): ReadonlyArray<Message> => {
  const base = messages(
    blueprint,
    prompt,
    rejected.map((r) => r.brief)
  )
  const problems = rejected
    .map((r) => `- ${r.brief.persona_id}: ${r.problems.slice(0, 6).join("; ")}`)
    .join("\n")
  return [
    base[0]!,
    {
      role: "user",
      content: `${base[1]!.content}\nA previous text for these personas contradicted their facts:\n${problems}\nWrite them again, keeping to the facts.`
    }
  ]
}

/**
 * The entries of an answer for `briefs`: `Left` with the problem when the answer is not JSON, has
 * no `personas` array (a bare array is accepted), or gives no usable entry for any persona of the
 * batch. An entry is usable when it names a persona of the batch and gives every text field as a
 * non-blank string of at most {@link MAX_TEXT} characters.
 */
export const parse = (
  blueprint: Blueprint.Blueprint,
  briefs: ReadonlyArray<Brief>
): ((text: string) => Either.Either<ReadonlyArray<Entry>, string>) => {
  const texts = textFields(blueprint).map((t) => t.name)
  const ids = new Set(briefs.map((b) => b.persona_id))
  return (text) =>
    Either.flatMap(extractJson(text), (json) => {
      const list = Array.isArray(json)
        ? json
        : typeof json === "object" && json !== null && Array.isArray((json as any).personas)
          ? ((json as any).personas as Array<unknown>)
          : undefined
      if (list === undefined) return Either.left('the answer has no "personas" array')
      const out: Array<Entry> = []
      const seen = new Set<string>()
      const problems: Array<string> = []
      for (const [i, raw] of list.entries()) {
        if (typeof raw !== "object" || raw === null) {
          problems.push(`personas[${i}] is not an object`)
          continue
        }
        const e = raw as Record<string, unknown>
        const id = e.persona_id
        if (typeof id !== "string" || !ids.has(id) || seen.has(id)) {
          problems.push(`personas[${i}].persona_id is not one of the personas given (or repeats)`)
          continue
        }
        const got: Record<string, string> = {}
        const bad = texts.filter((t) => {
          const v = e[t]
          if (typeof v !== "string" || v.trim() === "" || v.length > MAX_TEXT) return true
          got[t] = v.replace(/\s+/g, " ").trim()
          return false
        })
        if (bad.length > 0) {
          problems.push(
            `personas[${i}] (${id}): ${bad.join(", ")} missing, blank or over ${MAX_TEXT} characters`
          )
          continue
        }
        seen.add(id)
        const voice =
          typeof e.voice === "string" && e.voice.trim() !== ""
            ? e.voice.replace(/\s+/g, " ").trim()
            : undefined
        out.push({
          persona_id: id,
          texts: got,
          ...(voice !== undefined && voice.length <= MAX_TEXT ? { voice } : {})
        })
      }
      return out.length === 0
        ? Either.left(
            `no usable entry for any persona given${problems.length > 0 ? `: ${problems.slice(0, 10).join("; ")}` : ""}`
          )
        : Either.right(out)
    })
}

/** The text field that introduces the persona, which must name them. */
const BIO = /^(?:bio|background|about|summary|profile|description|backstory|story)$/i

const NUMBER = /(?<![\p{L}\d.,])\d+(?:[.,]\d+)*(?![\p{L}\d])/gu

/**
 * Contradictions between an entry and its persona's facts: `Consistency.check` (ages, years of
 * experience, career stage, other values of categorical fields) with the persona's pronouns; every
 * number the text states must equal one of the persona's numeric values or appear in one of its
 * categorical values (`25-bed`); `N years old` must be the age (unless said of a child); the bio
 * (`bio`, `background`, `about`, `summary`, `profile`, … when there is one) must name the persona.
 */
export const check = (
  blueprint: Blueprint.Blueprint,
  brief: Brief,
  entry: Entry
): ReadonlyArray<Consistency.Violation> => {
  const fields: Record<string, string> = { ...brief.facts, ...entry.texts }
  if (entry.voice !== undefined) fields.voice = entry.voice
  const withVoice: Blueprint.Blueprint =
    entry.voice === undefined
      ? blueprint
      : { ...blueprint, fields: [...blueprint.fields, { name: "voice", kind: "text", parents: [] }] }
  const out: Array<Consistency.Violation> = [...Consistency.check(fields, withVoice, group(brief.pronouns))]
  const numbers = new Set<number>()
  const inValues: Array<string> = []
  for (const v of Object.values(brief.facts)) {
    const n = Number(v)
    if (v.trim() !== "" && Number.isFinite(n)) numbers.add(n)
    else inValues.push(v.toLowerCase())
  }
  for (const [name, text] of Object.entries(
    entry.voice === undefined ? entry.texts : { ...entry.texts, voice: entry.voice }
  )) {
    for (const m of text.matchAll(NUMBER)) {
      const raw = m[0]
      const n = Number(raw.replace(/,/g, ""))
      if (numbers.has(n) || inValues.some((v) => v.includes(raw))) continue
      out.push({ field: name, says: raw, against: "a number that is none of the persona's facts" })
    }
  }
  const age = Number(brief.facts.age)
  if (brief.facts.age !== undefined && Number.isFinite(age))
    for (const [name, text] of Object.entries(entry.texts))
      for (const m of text.matchAll(
        /(?<!(?:child|son|daughter|kid|baby|toddler)\w* (?:is |was )?)\b(\d{1,3})[ -]years?[ -]old\b/gi
      ))
        if (Number(m[1]) !== age && !/-year-old/i.test(m[0]))
          out.push({ field: name, says: m[0], against: `age ${brief.facts.age}` })
  const bio = textFields(blueprint).find((t) => BIO.test(t.name))?.name
  if (bio !== undefined && entry.texts[bio] !== undefined && !entry.texts[bio]!.includes(brief.first))
    out.push({ field: bio, says: "(no name)", against: `the persona's name ${brief.name}` })
  return out
}

/** A violation in words, for the retry message and the logs. */
export const describe = (v: Consistency.Violation): string =>
  `${v.field} says '${v.says}' against ${v.against}`

/**
 * The persona with the entry's text: text fields replaced (system prompt and sheet too) and the
 * voice added to the system prompt, when {@link check} finds nothing; else `Left` with the
 * problems in words.
 */
export const apply = (
  blueprint: Blueprint.Blueprint,
  brief: Brief,
  persona: Writer.Written,
  entry: Entry
): Either.Either<Writer.Written, ReadonlyArray<string>> => {
  const violations = check(blueprint, brief, entry)
  if (violations.length > 0) return Either.left(violations.map(describe))
  const fields: Record<string, string> = { ...persona.fields }
  let system_prompt = persona.system_prompt
  let markdown = persona.markdown
  for (const [name, value] of Object.entries(entry.texts)) {
    const old = fields[name] ?? ""
    fields[name] = value
    if (old !== "") {
      system_prompt = system_prompt.split(`: ${old.replace(/\s*\n\s*/g, " ")}`).join(`: ${value}`)
      markdown = markdown.split(`\n${old}\n`).join(`\n${value}\n`)
    }
  }
  if (entry.voice !== undefined) {
    const lines = system_prompt.split("\n")
    const last = lines.length - 1
    lines.splice(last, 0, `Your voice: ${entry.voice}`, "")
    system_prompt = lines.join("\n")
  }
  return Either.right({ ...persona, fields, system_prompt, markdown })
}
