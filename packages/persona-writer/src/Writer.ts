/**
 * The persona writer: turns sampled field values into full personas (spec 2.2): a unique
 * `persona_id`, every blueprint field (text fields written to agree with the sampled ones), a
 * second-person `system_prompt` and a Markdown character sheet.
 *
 * Everything is a function of (blueprint, sampled values, seed, index): persona `i` draws from its
 * own generator seeded with `"<seed>/writer/<i>"`, so a persona's text does not depend on how many
 * others are written. Names come from built-in lists (by gender when the blueprint has a gender
 * field); text fields of library domains come from the domain's templates (slots of alternatives,
 * one drawn per slot, see `Library`), others from generic templates chosen by the field's name.
 *
 * @since 0.1.0
 */
import { type Blueprint, Rng } from "@cis/blueprint"
import type { Persona } from "@cis/persona-gates"
import { Either } from "effect"
import * as Consistency from "./Consistency.js"
import { countryOfLocation, HISTORICAL, type NameSet, namesOf } from "./internal/facets/geo.js"
import { OCCUPATIONS } from "./internal/facets/lexicon.js"
import * as Composed from "./internal/facets/write.js"
import { FEMALE, LAST, MALE, NEUTRAL } from "./internal/names.js"
import { type Composition, type Context, compose, type Pronouns } from "./internal/template.js"
import { article, capitalize, label } from "./internal/text.js"
import * as Library from "./Library.js"

/** A persona of spec 2.2 (the `@cis/persona-gates` shape). */
export type Written = Persona.Persona

/** Options of {@link writePersonas}. */
export interface WriteOptions {
  /** Called with the number of personas written so far: every `progressEvery` and at the end. */
  readonly onProgress?: (produced: number) => void
  /** Progress period (default 100). */
  readonly progressEvery?: number
}

/** One line of a character sheet. */
export interface SheetField {
  readonly name: string
  readonly label: string
  readonly value: string
  readonly kind: Blueprint.FieldKind
}

/** What the system prompt and the Markdown are rendered from. */
export interface Sheet {
  readonly persona_id: string
  readonly first: string
  readonly last: string
  /** One member of the population, e.g. `software developer`. */
  readonly noun: string
  readonly domain: string
  /** Every field, in blueprint order. */
  readonly fields: ReadonlyArray<SheetField>
}

/** `p-001`, `p-002`, …: 1-based, zero-padded to max(3, digits of `total`). */
export const personaId = (index: number, total: number): string =>
  `p-${String(index + 1).padStart(Math.max(3, String(Math.max(total, 1)).length), "0")}`

/** Pronoun group from the value of a gender-like field (`female`/`woman` → her, `male`/`man` → his). */
export const pronounsOf = (fields: Readonly<Record<string, string>>): Pronouns => {
  for (const key of Object.keys(fields)) {
    if (!/^(?:gender|sex)$/i.test(key)) continue
    const v = (fields[key] ?? "").toLowerCase().trim()
    if (/^(?:f|female|woman|girl|she)\b/.test(v)) return "female"
    if (/^(?:m|male|man|boy|he)\b/.test(v)) return "male"
    return "neutral"
  }
  return "neutral"
}

const hasGender = (fields: Readonly<Record<string, string>>): boolean =>
  Object.keys(fields).some((k) => /^(?:gender|sex)$/i.test(k))

/**
 * A name for one persona: a first name from the list of its pronoun group (all lists when the
 * blueprint has no gender field) and a last name, both drawn with `rng`. Names already in `taken`
 * are redrawn (up to 8 times), so that a population rarely repeats a full name.
 */
export const drawName = (
  rng: Rng.Rng,
  pronouns: Pronouns,
  gendered: boolean,
  taken?: Set<string>,
  locale?: NameSet
): { readonly first: string; readonly last: string } => {
  if (locale !== undefined) return drawLocal(rng, pronouns, locale, taken)
  const pool = !gendered
    ? [...FEMALE, ...MALE, ...NEUTRAL]
    : pronouns === "female"
      ? FEMALE
      : pronouns === "male"
        ? MALE
        : NEUTRAL
  let first = pool[Rng.int(rng, pool.length)]!
  let last = LAST[Rng.int(rng, LAST.length)]!
  for (let k = 0; k < 8 && taken?.has(`${first} ${last}`); k++) {
    first = pool[Rng.int(rng, pool.length)]!
    last = LAST[Rng.int(rng, LAST.length)]!
  }
  taken?.add(`${first} ${last}`)
  return { first, last }
}

/** The names of a persona's place (`location`, `country`) or era, when known. */
export const localeOf = (fields: Readonly<Record<string, string>>): NameSet | undefined => {
  const era = fields.era ?? ""
  if (/medieval|viking|renaissance/i.test(era)) return HISTORICAL
  if (/victorian/i.test(era)) return namesOf("United Kingdom")
  if (/old west/i.test(era)) return namesOf("United States")
  for (const key of ["location", "country", "city"]) {
    const v = fields[key]
    if (v === undefined || v === "") continue
    const c = countryOfLocation(v)
    const set = c === undefined ? undefined : namesOf(c)
    if (set !== undefined) return set
  }
  return undefined
}

/** A name from a locale's lists (first names by pronoun group; neutral draws from both). */
const drawLocal = (
  rng: Rng.Rng,
  pronouns: Pronouns,
  locale: NameSet,
  taken?: Set<string>
): { readonly first: string; readonly last: string } => {
  const pool =
    pronouns === "female"
      ? locale.female
      : pronouns === "male"
        ? locale.male
        : [...locale.female, ...locale.male]
  let first = pool[Rng.int(rng, pool.length)]!
  let last = locale.last[Rng.int(rng, locale.last.length)]!
  for (let k = 0; k < 8 && taken?.has(`${first} ${last}`); k++) {
    first = pool[Rng.int(rng, pool.length)]!
    last = locale.last[Rng.int(rng, locale.last.length)]!
  }
  taken?.add(`${first} ${last}`)
  return { first, last }
}

// --- generic text (blueprints outside the library) ------------------------------------------------

type TextKind = "bio" | "goal" | "pain" | "motivation" | "quote" | "interests" | "other"

const textKind = (name: string): TextKind => {
  const n = name.toLowerCase()
  if (/bio|background|about|summary|profile|description|story/.test(n)) return "bio"
  if (/pain|frustrat|challenge|problem|concern|complaint|peeve|worr|fear|struggle/.test(n)) return "pain"
  if (/goal|aim|aspiration|objective|want|wish|dream|plan/.test(n)) return "goal"
  if (/motivat|reason|why|driver|value/.test(n)) return "motivation"
  if (/quote|saying|catchphrase|voice/.test(n)) return "quote"
  if (/interest|hobb|passion|like/.test(n)) return "interests"
  return "other"
}

const GENERIC: Readonly<Record<TextKind, Composition>> = {
  bio: [
    [
      "{name} is {a:age}-year-old {noun}.",
      "{first} {last}, {age}, is {a:noun}.",
      "Meet {name}, {a:noun} aged {age}."
    ]
  ],
  goal: [
    [
      "{first} wants to make real progress as {a:noun} this year, on {their} own terms.",
      "Right now {first} is focused on the next step as {a:noun}.",
      "{first} hopes to be more confident and better recognised as {a:noun}."
    ]
  ],
  pain: [
    [
      "{first} is frustrated when people make assumptions about {a:noun} like {them}.",
      "What wears {first} down most is never having enough time.",
      "{first} struggles with the gap between what is expected and what is possible."
    ]
  ],
  motivation: [
    [
      "{first} is driven by a wish to do things well and be respected for it.",
      "For {first}, the point is to build something lasting.",
      "{first} is motivated by the people who depend on {them}."
    ]
  ],
  quote: [
    [
      '"I just want things to work the way they\'re supposed to," says {first}.',
      '"Give me the facts and I\'ll decide," says {first}.',
      '"Life\'s too short for bad coffee and long meetings," says {first}.'
    ]
  ],
  interests: [
    [
      "In {their} free time {first} enjoys cooking, long walks and catching up with friends.",
      "{first} spends spare time reading, gardening and following the news.",
      "Outside work {first} likes music, hiking and trying new recipes."
    ]
  ],
  other: [["{first}'s {label}: {~generic}"]]
}

/** The generic bio opening when the blueprint has no `age` field. */
const BIO_WITHOUT_AGE: Composition = [["{name} is {a:noun}.", "Meet {name}, {a:noun}."]]

const GENERIC_PHRASES: Readonly<Record<string, ReadonlyArray<string>>> = {
  generic: [
    "something {first} has thought about a lot, shaped by being {a:noun}.",
    "it depends on the day, but {first} has clear opinions about it.",
    "a topic {first} will happily talk about at length."
  ]
}

/** `Their role is backend engineer, their seniority is senior and …` for the sampled fields. */
const describe = (fields: ReadonlyArray<SheetField>, their: string): string => {
  const parts = fields
    .filter((f) => f.kind !== "text" && f.name !== "age" && f.value !== "")
    .map((f) => `${their} ${label(f.name).toLowerCase()} is ${f.value}`)
  const sentences: Array<string> = []
  for (let i = 0; i < parts.length; i += 3) {
    const chunk = parts.slice(i, i + 3)
    const body =
      chunk.length <= 1 ? chunk.join("") : `${chunk.slice(0, -1).join(", ")} and ${chunk[chunk.length - 1]}`
    sentences.push(`${capitalize(body)}.`)
  }
  return sentences.join(" ")
}

/** The first slot of a group that renders (one alternative drawn), or "". */
const firstRendered = (group: Composition, ctx: Context): string => {
  for (const slot of group) {
    const r = compose([slot], ctx)
    if (r.length > 0) return r
  }
  return ""
}

/** Fields that mark a blueprint the facet writer knows how to talk about. */
const COMPOSED_FIELDS = [
  "occupation",
  "specialty",
  "children",
  "budget_k",
  "field_of_study",
  "allergy",
  "hobby",
  "era"
]

const SECTORS: ReadonlyMap<string, string> = new Map(
  OCCUPATIONS.map((o) => [o.label.toLowerCase(), o.sector])
)

/** The sector of the persona's occupation and the topic of its situation, for goals and pains. */
const topicOf = (values: Readonly<Record<string, string>>): Record<string, string> => {
  const occupation = (values.occupation ?? values.role ?? "").toLowerCase()
  const sector = SECTORS.get(occupation) ?? "general"
  const topic =
    (values.allergy ?? "") !== ""
      ? "allergy"
      : (values.youngest_child_age ?? "") !== ""
        ? "toddler"
        : (values.budget_k ?? "") !== ""
          ? "homebuyer"
          : (values.field_of_study ?? "") !== ""
            ? "student"
            : sector
  return topic === sector ? { topic } : { topic, sector }
}

const nounOf = (values: Readonly<Record<string, string>>, fallback: string): string =>
  values.occupation !== undefined && values.occupation !== "" ? values.occupation : fallback

/** `Her specialty is X.` for sampled fields whose value the bio does not mention yet. */
const describeRest = (fields: ReadonlyArray<SheetField>, bio: string, pronouns: Pronouns): string => {
  const their = pronouns === "female" ? "her" : pronouns === "male" ? "his" : "their"
  const lower = bio.toLowerCase()
  const rest = fields.filter(
    (f) =>
      f.kind !== "text" && f.value !== "" && !lower.includes(f.value.toLowerCase()) && !SILENT.has(f.name)
  )
  return describe(rest, their)
}

/** Fields the facet bio states in its own words (or that a sentence would only repeat). */
const SILENT: ReadonlySet<string> = new Set(["gender", "career_stage", "era", "topic", "sector"])

const BIO_NAME = /^(?:bio|background|about|summary|profile|description|backstory|story)$/i

// --- rendering ---------------------------------------------------------------------------------------

const cell = (s: string): string => s.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ")

/**
 * The system prompt: second person, names the persona (name and `persona_id`, which makes it
 * unique within a population), lists every field value, and asks the model to stay in character.
 */
export const systemPrompt = (sheet: Sheet): string => {
  const name = sheet.last === "" ? sheet.first : `${sheet.first} ${sheet.last}`
  const lines = sheet.fields.map((f) => `- ${f.label}: ${f.value.replace(/\s*\n\s*/g, " ")}`)
  return [
    `You are ${name}, ${article(sheet.noun)} ${sheet.noun} (persona ${sheet.persona_id}).`,
    `Role-play ${sheet.first} in this conversation: answer in the first person, stay in character, and never say that you are an AI or a language model.`,
    "",
    "Your profile:",
    ...lines,
    "",
    `Let these facts shape your opinions, vocabulary and concerns. When asked about something the profile does not cover, improvise in a way that fits ${sheet.first}.`
  ].join("\n")
}

/** The character sheet: `# Name`, a field table of the sampled fields, then one section per text field. */
export const markdown = (sheet: Sheet): string => {
  const name = sheet.last === "" ? sheet.first : `${sheet.first} ${sheet.last}`
  const table = sheet.fields.filter((f) => f.kind !== "text")
  const texts = sheet.fields.filter((f) => f.kind === "text")
  const out = [
    `# ${name}`,
    "",
    `*${capitalize(sheet.noun)} · ${sheet.domain} · persona \`${sheet.persona_id}\`*`,
    ""
  ]
  if (table.length > 0) {
    out.push("| Field | Value |", "| --- | --- |")
    for (const f of table) out.push(`| ${cell(f.label)} | ${cell(f.value)} |`)
    out.push("")
  }
  for (const f of texts) out.push(`## ${f.label}`, "", f.value.trim().length > 0 ? f.value : "_(none)_", "")
  return `${out.join("\n").trimEnd()}\n`
}

/** A persona from its sheet: fields in sheet order, the system prompt and the Markdown. */
export const fromSheet = (sheet: Sheet): Written => {
  const fields: Record<string, string> = {}
  for (const f of sheet.fields) fields[f.name] = f.value
  return {
    persona_id: sheet.persona_id,
    fields,
    system_prompt: systemPrompt(sheet),
    markdown: markdown(sheet)
  }
}

// --- writing -----------------------------------------------------------------------------------------

interface Prepared {
  readonly bp: Blueprint.Blueprint
  readonly domain: Library.Domain | undefined
  readonly noun: string
  readonly kinds: ReadonlyMap<string, Blueprint.FieldKind>
  readonly texts: ReadonlyArray<string>
  /** the text field that gets the location sentence, when the persona has a location */
  readonly bioField: string | undefined
}

const prepare = (bp: Blueprint.Blueprint): Prepared => {
  const domain = Library.find(bp.domain)
  const texts = bp.fields.filter((f) => f.kind === "text").map((f) => f.name)
  const noun = domain?.noun ?? (singularNoun(bp.domain) || "person")
  return {
    bp,
    domain,
    noun,
    kinds: new Map(bp.fields.map((f) => [f.name, f.kind] as const)),
    texts,
    bioField: texts.find((t) => BIO_NAME.test(t)) ?? texts[0]
  }
}

/** A rough singular noun for an unknown domain label: `marathon runners` → `marathon runner`. */
const singularNoun = (labelText: string): string => {
  const t = labelText.trim().toLowerCase()
  if (t.length === 0 || t.length > 60) return ""
  return t.endsWith("ies") ? `${t.slice(0, -3)}y` : t.endsWith("s") && !t.endsWith("ss") ? t.slice(0, -1) : t
}

const LOCATION_SENTENCES: ReadonlyArray<string> = [
  "{first} lives in {place:location}.",
  "Home for {first} is {place:location}.",
  "{first} is based in {place:location}."
]

const writeOne = (
  p: Prepared,
  sampled: Readonly<Record<string, string>>,
  seed: Rng.Seed,
  index: number,
  total: number,
  taken: Set<string> | undefined,
  attempt = 0
): Written => {
  const rng = Rng.fromSeed(
    attempt === 0 ? `${String(seed)}/writer/${index}` : `${String(seed)}/writer/${index}/${attempt}`
  )
  const values: Record<string, string> = {}
  for (const f of p.bp.fields) if (f.kind !== "text") values[f.name] = sampled[f.name] ?? ""
  const gendered = hasGender(values)
  // without a gender field the name's group gives the pronouns, so that text and name agree
  const pronouns: Pronouns = gendered ? pronounsOf(values) : Rng.int(rng, 2) === 0 ? "female" : "male"
  const { first, last } = drawName(rng, pronouns, true, taken, localeOf(values))
  const persona_id = personaId(index, total)
  const composed = p.domain === undefined && COMPOSED_FIELDS.some((f) => (values[f] ?? "") !== "")
  const phrases = { ...GENERIC_PHRASES, ...(composed ? Composed.PHRASES : {}), ...(p.domain?.phrases ?? {}) }
  const ctxFields: Record<string, string> = {
    noun: composed ? nounOf(values, p.noun) : p.noun,
    ...(composed ? topicOf(values) : {}),
    ...values
  }
  const ctx: Context = { fields: ctxFields, first, last, pronouns, phrases, rng }
  const sheetFields = (): Array<SheetField> =>
    p.bp.fields.map((f) => ({
      name: f.name,
      label: label(f.name),
      value: f.kind === "text" ? (ctxFields[f.name] ?? "") : (values[f.name] ?? ""),
      kind: f.kind
    }))
  for (const t of p.texts) {
    const own = p.domain?.text[t]
    let body: string
    if (own !== undefined) {
      body = compose(own, ctx)
      // one more sentence of why / how it weighs, so that 50 goals or pains rarely repeat
      const kind = textKind(t)
      const reasons =
        kind === "goal"
          ? Composed.GOAL_REASONS
          : kind === "pain"
            ? Composed.PAIN_REASONS
            : kind === "motivation"
              ? Composed.MOTIVATION_REASONS
              : undefined
      if (reasons !== undefined) body = `${body} ${compose([reasons], ctx)}`.trim()
    } else if (
      composed &&
      textKind(t) !== "other" &&
      textKind(t) !== "quote" &&
      textKind(t) !== "motivation" &&
      textKind(t) !== "interests"
    ) {
      const kind = textKind(t)
      body =
        kind === "bio"
          ? Composed.BIO.map((group) => firstRendered(group, ctx))
              .filter((x) => x.length > 0)
              .join(" ")
          : compose(kind === "goal" ? Composed.GOAL : Composed.PAIN, ctx)
      if (kind === "bio") body = `${body} ${describeRest(sheetFields(), body, pronouns)}`.trim()
    } else {
      const kind = textKind(t)
      ctxFields.label = label(t).toLowerCase()
      body = compose(
        kind === "bio" && (values.age ?? "").trim() === "" ? BIO_WITHOUT_AGE : GENERIC[kind],
        ctx
      )
      if (kind === "bio")
        body =
          `${body} ${describe(sheetFields(), pronouns === "female" ? "her" : pronouns === "male" ? "his" : "their")}`.trim()
    }
    const location = values.location
    if (t === p.bioField && location !== undefined && location !== "" && !body.includes(location)) {
      body = `${body} ${compose([LOCATION_SENTENCES], ctx)}`.trim()
    }
    ctxFields[t] = body.length > 0 ? body : `${first} ${last} is ${article(p.noun)} ${p.noun}.`
  }
  return fromSheet({ persona_id, first, last, noun: p.noun, domain: p.bp.domain, fields: sheetFields() })
}

/**
 * Writes one persona per sampled record, in order: `persona_id` `p-001`…, `fields` with exactly
 * the blueprint's field names (sampled values as given, missing ones empty, text fields written),
 * `system_prompt` and `markdown`. Text reads the sampled values (a bio names the persona's age,
 * role, location…), and templates are drawn by the persona's own seeded generator. Every
 * `system_prompt` contains the `persona_id`, so no two personas of one call share one.
 * O(n · (fields + template length)).
 */
export const writePersonas = (
  blueprint: Blueprint.Blueprint,
  sampled: ReadonlyArray<{ readonly fields: Readonly<Record<string, string>> }>,
  seed: Rng.Seed,
  options: WriteOptions = {}
): Array<Written> => {
  const write = populationWriter(blueprint, seed, sampled.length)
  const every = Math.max(1, Math.floor(options.progressEvery ?? 100))
  const out: Array<Written> = []
  for (let i = 0; i < sampled.length; i++) {
    out.push(write(sampled[i]!.fields, i))
    if (options.onProgress !== undefined && ((i + 1) % every === 0 || i + 1 === sampled.length)) {
      options.onProgress(i + 1)
    }
  }
  if (sampled.length === 0) options.onProgress?.(0)
  return out
}

/**
 * The writer of one population of `total` personas: call it with each sampled record in index
 * order (`index` 0, 1, …) to get exactly what {@link writePersonas} writes, a chunk at a time
 * (names already taken in the population are redrawn). `attempt` > 0 rewrites persona `index`
 * with another generator (`"<seed>/writer/<index>/<attempt>"`): same fields, other name and text.
 */
export const populationWriter = (
  blueprint: Blueprint.Blueprint,
  seed: Rng.Seed,
  total: number
): ((fields: Readonly<Record<string, string>>, index: number, attempt?: number) => Written) => {
  const p = prepare(blueprint)
  const taken = new Set<string>()
  return (fields, index, attempt = 0) => writeOne(p, fields, seed, index, total, taken, attempt)
}

/** Writes the single persona `index` of a population of `total` (as {@link writePersonas} would, up to name redraws). */
export const writePersona = (
  blueprint: Blueprint.Blueprint,
  fields: Readonly<Record<string, string>>,
  seed: Rng.Seed,
  index = 0,
  total = 1
): Written => writeOne(prepare(blueprint), fields, seed, index, total, undefined)

// --- text written elsewhere (a model writer) -------------------------------------------------------

/** Text fields written by someone else (e.g. a language model), to replace the offline ones. */
export type Texts = Readonly<Record<string, string>>

/**
 * The seam for a model-backed text writer: a persona written offline with some of its text fields
 * replaced by `texts`, provided none of them contradicts the persona's fields
 * (`Consistency.check` on the merged fields, with the blueprint): `Right` with the fields,
 * `system_prompt` and `markdown` updated, or `Left` with the contradictions, in which case the
 * caller keeps the offline persona (or asks again). Entries that are not text fields of the
 * blueprint, or blank, are ignored. Pure.
 */
export const withTexts = (
  blueprint: Blueprint.Blueprint,
  persona: Written,
  texts: Texts
): Either.Either<Written, ReadonlyArray<Consistency.Violation>> => {
  const textNames = new Set(blueprint.fields.filter((f) => f.kind === "text").map((f) => f.name))
  const fields: Record<string, string> = { ...persona.fields }
  let system_prompt = persona.system_prompt
  let markdownText = persona.markdown
  for (const [name, raw] of Object.entries(texts)) {
    const value = raw.replace(/\s+/g, " ").trim()
    if (!textNames.has(name) || value === "") continue
    const old = fields[name] ?? ""
    fields[name] = value
    if (old !== "") {
      system_prompt = system_prompt.split(`: ${old.replace(/\s*\n\s*/g, " ")}`).join(`: ${value}`)
      markdownText = markdownText.split(`\n${old}\n`).join(`\n${value}\n`)
    }
  }
  const violations = Consistency.check(fields, blueprint)
  if (violations.length > 0) return Either.left(violations)
  return Either.right({ ...persona, fields, system_prompt, markdown: markdownText })
}
