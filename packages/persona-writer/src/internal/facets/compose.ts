/**
 * A blueprint composed from the facets of a prompt (see `Facets`): who they are (occupation,
 * specialty, career stage), age tied to the career stage by conditionals and to the years of
 * experience by a constraint, gender, where they live (districts or towns of the named place),
 * what the qualifiers, situations, interests and era add, and three text fields.
 * @internal
 */
import type { Blueprint } from "@cis/blueprint"
import type { Facets } from "../../Facets.js"
import { blueprint, categorical, GENDER, n, numeric, numericChild, text } from "../library/build.js"
import { locationsWithin } from "./geo.js"
import type { SituationField } from "./lexicon.js"

type Field = Blueprint.BlueprintField

/** The composed blueprint and a description of each modelling choice. */
export interface Composed {
  readonly blueprint: Blueprint.Blueprint
  readonly notes: ReadonlyArray<string>
  /** The population noun, e.g. `TikTok creator`. */
  readonly noun: string
}

const STAGES = ["early career", "mid-career", "late career"] as const

const stageWindows = (minAge: number): Record<(typeof STAGES)[number], [number, number]> => ({
  "early career": [minAge, minAge + 14],
  "mid-career": [minAge + 8, minAge + 32],
  "late career": [minAge + 24, 72]
})

const EXPERIENCE: Record<(typeof STAGES)[number], [number, number]> = {
  "early career": [0, 5],
  "mid-career": [4, 20],
  "late career": [14, 50]
}

const sitField = (f: SituationField): Field =>
  f.kind === "numeric"
    ? numeric(f.name, f.description, n(f.min, f.max, f.mean, f.sd))
    : categorical(f.name, f.description, f.weights)

/** The age window the facets allow (explicit ages first, then cohort, situations, era), or undefined when they contradict. */
export const ageWindow = (facets: Facets, minAge: number): [number, number] | undefined => {
  let lo = minAge
  let hi = 85
  const cut = (a: number | undefined, b: number | undefined) => {
    if (a !== undefined) lo = Math.max(lo, a)
    if (b !== undefined) hi = Math.min(hi, b)
  }
  if (facets.era !== undefined) cut(facets.era.lo, facets.era.hi)
  for (const s of facets.situations) cut(s.lo, s.hi)
  if (facets.cohort !== undefined) cut(facets.cohort.lo, facets.cohort.hi)
  if (facets.ages !== undefined) cut(facets.ages.lo, facets.ages.hi)
  return lo <= hi ? [lo, hi] : undefined
}

/** Composes the blueprint; `undefined` when the facets give no population (no who, no situation). */
export const compose = (facets: Facets, label: string): Composed | undefined => {
  const occupation = facets.occupation
  const situation = facets.situations[0]
  if (occupation === undefined && situation === undefined) return undefined
  const notes: Array<string> = []
  const fields: Array<Field> = []
  const constraints: Array<Blueprint.Constraint> = []
  const retired = facets.cohort?.retired === true
  const minAge = occupation?.minAge ?? 18
  const window = ageWindow(facets, occupation !== undefined ? minAge : (situation?.lo ?? 18))
  if (window === undefined) return undefined
  const [lo, hi] = window
  const noun =
    occupation !== undefined ? (retired ? `retired ${occupation.label}` : occupation.label) : situation!.role
  const pinnedGender = facets.qualifiers.find((q) => q.field === "gender")

  if (occupation !== undefined) {
    fields.push(categorical("occupation", "Occupation", { [occupation.label]: 1 }))
    fields.push(
      categorical(
        "specialty",
        "What their work focuses on",
        Object.fromEntries(occupation.specialties.map((s, i) => [s, 1 + ((i * 7) % 3)]))
      )
    )
    notes.push(`occupation '${occupation.label}' with ${occupation.specialties.length} specialties`)
    if (retired) {
      fields.push(categorical("career_stage", "Career stage", { retired: 1 }))
      const ageLo = Math.max(lo, 55)
      const ageHi = Math.max(ageLo + 1, hi)
      fields.push(
        numeric("age", "Age in years", n(ageLo, ageHi, (ageLo + ageHi) / 2, Math.max(1, (ageHi - ageLo) / 3)))
      )
      fields.push(numeric("years_retired", "Years since retiring", n(0, 20, 6, 5)))
      fields.push(numeric("years_in_career", "Years worked in the occupation", n(10, 45, 28, 8)))
      constraints.push({
        name: "retired_after_working",
        lhs: "years_in_career",
        op: "<=",
        rhs: `age - years_retired - ${minAge}`
      })
      constraints.push({ name: "retired_at_50_or_later", lhs: "years_retired", op: "<=", rhs: "age - 50" })
      notes.push(`career stage 'retired'; years_in_career <= age - years_retired - ${minAge}`)
    } else {
      const windows = stageWindows(minAge)
      const stages = STAGES.filter((s) => {
        const [a, b] = windows[s]
        return Math.min(b, hi) - Math.max(a, lo) >= 2
      })
      const usable = stages.length > 0 ? stages : (["early career"] as const)
      const weights: Record<string, number> = { "early career": 3, "mid-career": 4, "late career": 2 }
      fields.push(
        categorical(
          "career_stage",
          "Career stage",
          Object.fromEntries(usable.map((s) => [s, weights[s] ?? 1])),
          [...usable]
        )
      )
      const ageRules: Record<string, Blueprint.NumericDistribution> = {}
      const expRules: Record<string, Blueprint.NumericDistribution> = {}
      for (const s of usable) {
        const [a0, b0] = windows[s]
        const a = Math.max(a0, lo)
        const b = Math.max(a + 1, Math.min(b0, hi))
        ageRules[s] = n(a, b, (a + b) / 2, Math.max(1, (b - a) / 3))
        const [e0, e1] = EXPERIENCE[s]
        const eHi = Math.max(e0 + 1, Math.min(e1, b - minAge))
        expRules[s] = n(e0, eHi, (e0 + eHi) / 2, Math.max(1, (eHi - e0) / 3))
      }
      fields.push(numericChild("age", "Age in years", "career_stage", ageRules))
      fields.push(numericChild("years_experience", "Years in the occupation", "career_stage", expRules))
      constraints.push({
        name: "experience_fits_age",
        lhs: "years_experience",
        op: "<=",
        rhs: `age - ${minAge}`
      })
      notes.push(
        `career stages ${usable.map((s) => `'${s}'`).join(", ")} with age and years of experience conditional on them; years_experience <= age - ${minAge}`
      )
    }
  } else {
    fields.push(numeric("age", "Age in years", n(lo, hi, (lo + hi) / 2, Math.max(1, (hi - lo) / 3))))
    fields.push(
      categorical("occupation", "Occupation", {
        "office worker": 3,
        teacher: 2,
        nurse: 2,
        "software developer": 2,
        "retail worker": 2,
        "self-employed": 2,
        engineer: 1,
        accountant: 1,
        "stay-at-home parent": 1
      })
    )
  }
  if (occupation === undefined || !retired) notes.push(`age ${lo}-${hi}`)
  fields.push(
    pinnedGender !== undefined
      ? categorical("gender", "Gender identity", { [pinnedGender.value]: 1 })
      : GENDER
  )

  // where
  const placeValues: Array<string> = []
  if (facets.places.length > 0) for (const p of facets.places) placeValues.push(...locationsWithin(p))
  else if (facets.region !== undefined) for (const c of facets.region.countries) placeValues.push(c)
  else if (facets.era !== undefined) placeValues.push(...facets.era.places)
  if (placeValues.length > 0) {
    fields.push(
      categorical("location", "Where they live", Object.fromEntries(placeValues.map((p) => [p, 1])))
    )
    notes.push(
      `location among ${placeValues.length} place(s) of ${[...facets.places, ...(facets.region ? [facets.region.label] : []), ...(facets.era && facets.places.length === 0 ? [facets.era.label] : [])].join(", ")}`
    )
  }
  if (facets.era !== undefined) {
    fields.push(categorical("era", "Historical setting", { [facets.era.label]: 1 }))
    notes.push(`setting '${facets.era.label}'`)
  }
  for (const q of facets.qualifiers) {
    if (q.field === "gender") continue
    fields.push(categorical(q.field, q.description, { [q.value]: 1 }))
    notes.push(`${q.field} '${q.value}'`)
  }
  const seen = new Set(fields.map((f) => f.name))
  for (const s of facets.situations)
    for (const f of s.fields) {
      if (seen.has(f.name)) continue
      seen.add(f.name)
      fields.push(sitField(f))
      notes.push(`${f.name} for '${s.label}'`)
    }
  if (
    facets.situations.some((s) => s.fields.some((f) => f.name === "children")) &&
    seen.has("youngest_child_age")
  ) {
    // nothing more: the youngest child's age is bounded by the field itself
  }
  for (const i of facets.interests) {
    if (!seen.has("hobby")) {
      fields.push(categorical("hobby", "Main interest", { [i.label]: 1 }))
      seen.add("hobby")
    }
    if (i.extra !== undefined && !seen.has(i.extra.name)) {
      fields.push(sitField(i.extra))
      seen.add(i.extra.name)
    }
    notes.push(`interest '${i.label}'`)
  }
  fields.push(
    text("bio", "Short biography"),
    text("goal", "What they want"),
    text("pain_point", "What frustrates or worries them")
  )
  return { blueprint: blueprint(label, fields, constraints), notes, noun }
}
