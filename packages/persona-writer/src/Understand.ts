/**
 * The offline engine's reading of a population prompt (issue 14): the prompt's facets (see
 * `Facets`), then the blueprint built from them, with the library's domains as priors.
 *
 * - **Library prior.** When a library domain names the population (a keyword of weight ≥ 5:
 *   `nurses`, `developers`, `voters`) and the prompt names no occupation outside it, no era, no
 *   interest and no life situation the domain does not model, the domain is inferred as by
 *   `Infer.inferBlueprint` and the facets it does not read are layered on: a cohort narrows `age`,
 *   a qualifier restricts the categorical field with a matching value (`night` → `shift`,
 *   `hospital` → `setting`) or is added as a pinned field (`rural` → `area`), a region pins
 *   `location`.
 * - **Composed.** Otherwise the blueprint is composed from the facets (`internal/facets/compose`):
 *   occupation and specialty, career stage with age and years of experience conditional on it and
 *   `years_experience <= age - <start age>`, gender, location within the named place, and one
 *   field per qualifier, situation and interest.
 *
 * Every content word of the prompt is honoured (read by a facet, a matched domain keyword, a
 * blueprint value) or listed in `not_modelled`, in the rationale and in the result. A prompt of
 * which nothing can be modelled fails with {@link PromptNotUnderstood} (error category
 * `prompt_not_understood`). Pure and deterministic.
 *
 * @since 0.2.0
 */
import type { Blueprint } from "@cis/blueprint"
import { Data, Either } from "effect"
import * as Facets from "./Facets.js"
import * as Infer from "./Infer.js"
import * as Adjust from "./internal/adjust.js"
import { compose } from "./internal/facets/compose.js"
import { check } from "./internal/infer/describe.js"
import { matchValues } from "./internal/infer/matching.js"
import { singular, terms } from "./internal/text.js"

/** The stable error category of {@link PromptNotUnderstood}. */
export const PROMPT_NOT_UNDERSTOOD = "prompt_not_understood"

/** Nothing in the prompt could be modelled offline: no occupation, situation or library domain. */
export class PromptNotUnderstood extends Data.TaggedError("PromptNotUnderstood")<{
  readonly prompt: string
  /** The prompt's content words, none of which was modelled. */
  readonly not_modelled: ReadonlyArray<string>
}> {
  /** The error category of the job record (`prompt_not_understood`). */
  get category(): string {
    return PROMPT_NOT_UNDERSTOOD
  }
  override get message(): string {
    return `nothing in the prompt could be modelled offline: no occupation, life situation or known population was recognised${this.not_modelled.length > 0 ? ` in ${this.not_modelled.map((w) => `"${w}"`).join(", ")}` : ""}`
  }
}

/** One facet of the prompt the blueprint honours. */
export type Honoured = Facets.Honoured

/** What {@link understand} returns. */
export interface Understood {
  /** The blueprint, `rationale` set (never `sources` offline). */
  readonly blueprint: Blueprint.Blueprint
  readonly rationale: string
  /** `library` (a domain as the prior) or `composed` (built from the facets). */
  readonly engine: "library" | "composed"
  /** Every facet of the prompt the blueprint models. */
  readonly honoured: ReadonlyArray<Honoured>
  /** Words of the prompt the blueprint does not model (empty when all were). */
  readonly not_modelled: ReadonlyArray<string>
}

const SITUATION_DOMAINS: Readonly<Record<string, string>> = { student: "students", patient: "patients" }

const librarySuits = (facets: Facets.Facets, chosen: Infer.DomainScore): boolean => {
  if (chosen.score < Infer.POPULATION_WEIGHT) return false
  if (facets.occupation !== undefined && facets.occupation.domain !== chosen.domain.id) return false
  if (facets.era !== undefined || facets.interests.length > 0) return false
  if (facets.cohort?.retired === true && facets.occupation !== undefined) return false
  return facets.situations.every((s) => SITUATION_DOMAINS[s.role] === chosen.domain.id)
}

const populationLabel = (prompt: string): string => {
  const t = prompt.trim().replace(/\s+/g, " ")
  return (t.length > 80 ? `${t.slice(0, 77)}...` : t).toLowerCase()
}

/** Reads the prompt and builds its blueprint (see the module comment). */
export const understand = (prompt: string): Either.Either<Understood, PromptNotUnderstood> => {
  const facets = Facets.read(prompt)
  const chosen = Infer.chooseDomain(prompt)
  if (chosen.score > 0 && librarySuits(facets, chosen))
    return Either.right(fromLibrary(prompt, facets, chosen))
  const composed = compose(facets, populationLabel(prompt))
  if (composed !== undefined) {
    const c = check(composed.blueprint)
    if (c.ok) {
      const honoured = facets.honoured
      const not_modelled = facets.unread
      const rationale = explain(
        `Composed from the prompt's facets: ${composed.notes.join("; ")}.`,
        honoured,
        not_modelled,
        c.blueprint
      )
      return Either.right({
        blueprint: { ...c.blueprint, rationale },
        rationale,
        engine: "composed",
        honoured,
        not_modelled
      })
    }
  }
  if (chosen.score > 0) return Either.right(fromLibrary(prompt, facets, chosen))
  return Either.left(new PromptNotUnderstood({ prompt, not_modelled: facets.unread }))
}

/** Study levels named in a prompt: university / college / undergraduate / graduate / PhD / high school. */
const STUDY_LEVELS: ReadonlyArray<readonly [RegExp, ReadonlyArray<string>]> = [
  [/\b(?:phd|doctoral|doctorate)\b/i, ["doctoral"]],
  [/\b(?:graduate|postgraduate|master'?s)\s+students?\b|\bgrad students?\b/i, ["master's", "doctoral"]],
  [/\bundergrad(?:uate)?s?\b/i, ["undergraduate"]],
  [/\b(?:university|college|uni)\b/i, ["undergraduate", "master's", "doctoral"]],
  [/\bhigh[- ]school\b|\bpupils?\b|\bsecondary school\b/i, ["high school"]]
]

const studyLevels = (
  prompt: string
): { readonly word: string; readonly values: ReadonlyArray<string> } | undefined => {
  for (const [re, values] of STUDY_LEVELS) {
    const m = re.exec(prompt)
    if (m !== null) return { word: m[0], values }
  }
  return undefined
}

const fromLibrary = (prompt: string, facets: Facets.Facets, chosen: Infer.DomainScore): Understood => {
  const inferred = Infer.inferBlueprint(prompt)
  let bp = inferred.blueprint
  const layered: Array<string> = []
  const honoured: Array<Honoured> = []
  const apply = (what: string, outcome: Adjust.Outcome): boolean => {
    if (!outcome.ok) return false
    const c = check(outcome.blueprint)
    if (!c.ok) return false
    bp = c.blueprint
    layered.push(what)
    return true
  }
  for (const h of facets.honoured) {
    if (h.facet === "age" && facets.ages !== undefined) {
      // stated ages were read by the library inference
      if (bp.fields.some((f) => f.name === "age")) honoured.push(h)
    } else if (h.facet === "who") {
      const m = matchValues(bp, h.words.map(singular))
      honoured.push(
        m === undefined
          ? { ...h, value: `population '${chosen.domain.label}' (from "${h.words.join(" ")}")` }
          : { ...h, value: `${m.field} '${h.words.map(singular).join(" ")}'` }
      )
    } else if (h.facet === "situation" && facets.occupation === undefined) honoured.push(h)
  }
  if (facets.cohort !== undefined && facets.ages === undefined) {
    const h = facets.honoured.find((x) => x.facet === "age" && x.value.includes(facets.cohort!.label))
    if (
      apply(
        `age narrowed to ${facets.cohort.lo}-${facets.cohort.hi} (${facets.cohort.label})`,
        Adjust.narrowNumeric(bp, "age", facets.cohort.lo, facets.cohort.hi)
      ) &&
      h !== undefined
    )
      honoured.push(h)
  }
  // a study level named in the prompt restricts a `level` field ("university students" are no pupils)
  const levels = studyLevels(prompt)
  if (levels !== undefined && bp.fields.some((f) => f.name === "level"))
    apply(
      `level restricted to '${levels.values.join("', '")}' (from "${levels.word}")`,
      Adjust.restrictValues(bp, "level", new Set(levels.values))
    )
  for (const q of facets.qualifiers) {
    const h = facets.honoured.find((x) => x.facet === "qualifier" && x.value.startsWith(`${q.field} '`))
    const m = matchValues(bp, terms(q.value))
    let done = false
    if (m !== undefined)
      done = apply(
        `${m.field} restricted to '${m.values.join("', '")}' (from "${h?.words.join(" ") ?? q.value}")`,
        Adjust.restrictValues(bp, m.field, new Set(m.values))
      )
    else if (q.field !== "gender" && !bp.fields.some((f) => f.name === q.field))
      done = apply(
        `${q.field} added: '${q.value}'`,
        Adjust.pinCategorical(bp, q.field, [q.value], q.description)
      )
    if (done && h !== undefined) honoured.push(h)
  }
  const hasLocation = bp.fields.some((f) => f.name === "location")
  for (const h of facets.honoured.filter((x) => x.facet === "place")) {
    if (hasLocation) honoured.push(h)
  }
  if (!hasLocation && facets.region !== undefined) {
    const h = facets.honoured.find((x) => x.facet === "place")
    if (
      apply(
        `location set to ${facets.region.label}`,
        Adjust.pinCategorical(bp, "location", facets.region.countries, "Where they live")
      ) &&
      h !== undefined
    )
      honoured.push(h)
  } else if (!hasLocation && facets.places.length > 0) {
    const h = facets.honoured.filter((x) => x.facet === "place")
    if (
      apply(
        `location set to ${facets.places.join(", ")}`,
        Adjust.pinCategorical(bp, "location", facets.places, "Where they live")
      )
    )
      honoured.push(...h)
  }
  // words the facets did not read: domain keywords and blueprint values cover them
  const keywordTerms = new Set(chosen.matches.flatMap((m) => terms(m.keyword)))
  const covered = new Set(honoured.flatMap((h) => h.words.map((w) => w.toLowerCase())))
  const coveredByDomain: Array<string> = []
  const not_modelled: Array<string> = []
  const unreadAll = [
    ...facets.unread,
    ...facets.honoured.filter((h) => !honoured.includes(h)).flatMap((h) => h.words)
  ]
  for (const w of unreadAll) {
    if (covered.has(w.toLowerCase())) continue
    if (keywordTerms.has(singular(w)) || matchValues(bp, [w]) !== undefined) coveredByDomain.push(w)
    else if (!not_modelled.includes(w)) not_modelled.push(w)
  }
  if (coveredByDomain.length > 0)
    honoured.unshift({ facet: "who", value: `population '${chosen.domain.label}'`, words: coveredByDomain })
  const base = inferred.rationale.replace(/ Model: .*$/s, "")
  const rationale = explain(
    `${base}${layered.length > 0 ? ` Facets layered on the domain: ${layered.join("; ")}.` : ""}`,
    honoured,
    not_modelled,
    bp
  )
  const { sources: _s, ...rest } = bp
  return { blueprint: { ...rest, rationale }, rationale, engine: "library", honoured, not_modelled }
}

const explain = (
  head: string,
  honoured: ReadonlyArray<Honoured>,
  notModelled: ReadonlyArray<string>,
  bp: Blueprint.Blueprint
): string => {
  const parts = [head]
  if (honoured.length > 0) parts.push(`Honoured: ${honoured.map((h) => h.value).join("; ")}.`)
  parts.push(
    notModelled.length > 0
      ? `Not modelled: ${notModelled.map((w) => `"${w}"`).join(", ")} (no offline facet reads ${notModelled.length === 1 ? "it" : "them"}).`
      : "Every word of the prompt is modelled."
  )
  const texts = bp.fields.filter((f) => f.kind === "text").map((f) => f.name)
  parts.push(
    `Model: ${bp.order.length} sampled fields in causal order (${bp.order.join(", ")})` +
      (bp.constraints.length > 0
        ? `, constraints ${bp.constraints.map((c) => `${c.lhs} ${c.op} ${c.rhs}`).join("; ")}`
        : "") +
      (texts.length > 0 ? `; text fields ${texts.join(", ")} are written per persona.` : ".") +
      " Offline provider: no grounding, so no sources."
  )
  return parts.join(" ")
}
