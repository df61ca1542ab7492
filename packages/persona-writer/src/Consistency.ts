/**
 * Contradictions between a persona's text and its fields, found by a pure check: the offline
 * writer is held to it by the eval and the tests, and a model-backed writer can use it to catch
 * and repair text that disagrees with the sampled values.
 *
 * Checked in each text field (`bio`, `goal`, …):
 * - **age**: `34-year-old`, `Name, 34,`, `Name (34)`, `At 34,`, `aged 34` must equal the `age` field;
 * - **experience**: `N years of experience`, `N years in the job`, `for N years` must equal a numeric
 *   field whose name contains `experience`, `practice`, `career` or `tenure` (when one exists);
 * - **pronouns**: with a gender field `female` no `he`/`him`/`his`/`himself`; `male` no
 *   `she`/`her`/`hers`/`herself`; with the name's pronouns given, the same;
 * - **categorical values**: a value of a categorical field of the blueprint that is not the
 *   persona's (nor part of one of its values), named in the text: a value of several words as a
 *   phrase (`nursing home` when `setting` is `hospital`), a one-word value before the field's noun
 *   (`night shift` when `shift` is `day`); goals may name other values of ordered fields
 *   (`move into a director role`);
 * - **career stage**: `early career` with more than 10 years of experience or an age over 50,
 *   `late career` under 35, `retired` under 45.
 * Pure; O(text length · categorical values).
 *
 * @since 0.2.0
 */
import type { Blueprint } from "@cis/blueprint"

/** One contradiction: the text field, what it says, and the field it disagrees with. */
export interface Violation {
  readonly field: string
  readonly says: string
  readonly against: string
}

const num = (s: string | undefined): number | undefined => {
  if (s === undefined || s.trim() === "") return undefined
  const x = Number(s)
  return Number.isFinite(x) ? x : undefined
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Contradictions between the text fields and the sampled fields (see the module comment). */
export const check = (
  fields: Readonly<Record<string, string>>,
  blueprint?: Blueprint.Blueprint,
  pronouns?: "female" | "male" | "neutral"
): ReadonlyArray<Violation> => {
  const out: Array<Violation> = []
  const textNames = blueprint
    ? blueprint.fields.filter((f) => f.kind === "text").map((f) => f.name)
    : Object.keys(fields).filter((k) =>
        /bio|goal|pain|concern|motivation|frustration|peeve|challenge/.test(k)
      )
  const age = num(fields.age)
  const expKey = Object.keys(fields).find(
    (k) => /experience|practice|years_in_career|tenure/.test(k) && num(fields[k]) !== undefined
  )
  const exp = expKey === undefined ? undefined : num(fields[expKey])
  const gender = (fields.gender ?? fields.sex ?? "").toLowerCase()
  const group = gender === "female" || gender === "male" ? gender : pronouns
  const stage = (fields.career_stage ?? "").toLowerCase()
  if (stage === "early career" && ((exp !== undefined && exp > 10) || (age !== undefined && age > 50)))
    out.push({
      field: "career_stage",
      says: "early career",
      against: `age ${fields.age}, ${expKey ?? "experience"} ${exp ?? "?"}`
    })
  if (stage === "late career" && age !== undefined && age < 35)
    out.push({ field: "career_stage", says: "late career", against: `age ${fields.age}` })
  if (stage === "retired" && age !== undefined && age < 45)
    out.push({ field: "career_stage", says: "retired", against: `age ${fields.age}` })
  const others: Array<{ field: string; value: string; own: string; ordered: boolean; noun: string }> = []
  const ownValues = Object.entries(fields)
    .filter(([k]) => !textNames.includes(k))
    .map(([k, v]) => `${k.replace(/_/g, " ")} ${v}`.toLowerCase())
  if (blueprint !== undefined)
    for (const f of blueprint.fields) {
      if (f.kind !== "categorical") continue
      const own = (fields[f.name] ?? "").toLowerCase()
      const values = new Set<string>()
      for (const d of [f.categorical, ...(f.conditionals ?? []).map((r) => r.categorical)])
        if (d !== undefined) for (const v of Object.keys(d.weights)) values.add(v.toLowerCase())
      for (const v of values)
        if (
          v !== own &&
          v.length > 4 &&
          !ownValues.some((o) => o.includes(v)) &&
          !/^(?:yes|no|none|other|low|high|moderate|single|male|female)$/.test(v)
        )
          others.push({
            field: f.name,
            value: v,
            own,
            ordered: f.ordered_values !== undefined,
            noun: f.name.split("_").pop() ?? f.name
          })
    }
  for (const t of textNames) {
    const text = fields[t]
    if (text === undefined || text === "") continue
    const lower = text.toLowerCase()
    if (age !== undefined) {
      for (const m of text.matchAll(
        /\b(\d{1,3})-year-old\b|\b[A-Z][\p{L}'-]+,\s(\d{1,3}),|\b[A-Z][\p{L}'-]+ \((\d{1,3})\)|\bAt (\d{1,3}),|(?<!youngest |child |children )\baged (\d{1,3})\b/gu
      )) {
        const v = Number(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5])
        if (v !== age) out.push({ field: t, says: m[0], against: `age ${fields.age}` })
      }
    }
    if (exp !== undefined) {
      for (const m of lower.matchAll(
        /\b(\d{1,2}) years? (?:of experience|in the job|in practice|in the industry)|\bfor (\d{1,2}) years?\b/g
      )) {
        const v = Number(m[1] ?? m[2])
        const numeric = Object.values(fields).map(num)
        if (v !== exp && !numeric.includes(v)) out.push({ field: t, says: m[0], against: `${expKey} ${exp}` })
      }
    }
    if (group === "female" && /\b(?:he|him|his|himself)\b/.test(lower))
      out.push({ field: t, says: /\b(?:he|him|his|himself)\b/.exec(lower)![0], against: "female pronouns" })
    if (group === "male" && /\b(?:she|her|hers|herself)\b/.test(lower))
      out.push({ field: t, says: /\b(?:she|her|hers|herself)\b/.exec(lower)![0], against: "male pronouns" })
    const aspiration = /goal|aim|want|wish|plan|motivation/.test(t)
    for (const o of others) {
      if (aspiration && o.ordered) continue
      // a single word is read as the field's value only before the field's noun ("night shift", "free plan")
      const pattern = o.value.includes(" ")
        ? escapeRegExp(o.value)
        : `${escapeRegExp(o.value)}[ -]${escapeRegExp(o.noun)}`
      if (
        new RegExp(`\\b${pattern}`).test(lower) &&
        !(o.own !== "" && lower.includes(o.own) && o.own.includes(o.value))
      )
        out.push({
          field: t,
          says: o.value,
          against: `${o.field} ${o.own === "" ? "(empty)" : `'${o.own}'`}`
        })
    }
  }
  return out
}
