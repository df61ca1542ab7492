/**
 * Blueprint inference from a prompt, offline: pick a library domain by keyword score, then adjust
 * its blueprint by what the prompt states (age or experience ranges, "only X" restrictions,
 * locations). Every adjustment is checked (`Blueprint.validate`, with root values the constraints
 * rule out removed, then a trial run of the sampler); one that would make the blueprint unusable
 * is refused, and the rationale says so.
 *
 * **Scoring.** The prompt and every keyword are split into lower-case word tokens and reduced to
 * a crude singular (`nurses` → `nurse`). A keyword matches when its tokens occur contiguously in
 * the prompt; each matching keyword adds its weight once:
 *
 *     score(d) = Σ { w(k) : k ∈ keywords(d), k occurs in the prompt }
 *
 * The highest score wins; ties go to the domain listed first in `Library.domains`; when every
 * score is 0 the `general public` domain is used. O(|prompt| · Σ|keywords|).
 *
 * @since 0.1.0
 */
import type { Blueprint } from "@cis/blueprint"
import * as Adjust from "./internal/adjust.js"
import { check, describeNumeric, fmtRange, quote } from "./internal/infer/describe.js"
import * as Matching from "./internal/infer/matching.js"
import { matchValues, populationPhrases } from "./internal/infer/matching.js"
import * as Requests from "./internal/infer/requests.js"
import { contains, singular, terms } from "./internal/text.js"
import * as Library from "./Library.js"

/** One domain's score: the matching keywords and the sum of their weights. */
export interface DomainScore {
  readonly domain: Library.Domain
  readonly score: number
  readonly matches: ReadonlyArray<{ readonly keyword: string; readonly weight: number }>
}

/** Scores of every library domain, in library order (see the module comment). */
export const scoreDomains = (prompt: string): ReadonlyArray<DomainScore> => {
  const tokens = terms(prompt)
  return Library.domains.map((domain) => {
    const matches: Array<{ keyword: string; weight: number }> = []
    for (const [keyword, weight] of Object.entries(domain.keywords)) {
      if (contains(tokens, terms(keyword))) matches.push({ keyword, weight })
    }
    return { domain, score: matches.reduce((s, m) => s + m.weight, 0), matches }
  })
}

/** The winning domain: highest score, first in library order on ties, `general public` when all are 0. */
export const chooseDomain = (prompt: string): DomainScore => {
  const scores = scoreDomains(prompt)
  let best: DomainScore | undefined
  for (const s of scores) if (s.score > 0 && (best === undefined || s.score > best.score)) best = s
  return best ?? { domain: Library.generalPublic, score: 0, matches: [] }
}

/** An adjustment the prompt asks for (see {@link parseRequests}). */
export type Request = Requests.Request

/** Distinct restrictions read from one prompt, at most (each costs a check). */
export const MAX_RESTRICTIONS: number = Requests.MAX_RESTRICTIONS

/**
 * The adjustments a prompt asks for, in this order: ranges (years of experience, then age, each
 * match removed from the text before the next pattern), restrictions (`only X`, `X only`,
 * `exclusively X`, `all of them are X`; repeats dropped, at most {@link MAX_RESTRICTIONS}), then the
 * location (see `internal/location`).
 */
export const parseRequests: (prompt: string) => ReadonlyArray<Request> = Requests.parseRequests

/** Keywords of this weight or more name the population itself (`nurse`, `developer`, `voter`). */
export const POPULATION_WEIGHT: number = Matching.POPULATION_WEIGHT

/** What {@link inferBlueprint} returns. */
export interface Inference {
  /** The adjusted blueprint, with `rationale` set (never `sources`: no grounding offline). */
  readonly blueprint: Blueprint.Blueprint
  /** Why: the domain and its keywords, every adjustment applied or refused. */
  readonly rationale: string
  /** The domain label (the blueprint's `domain`). */
  readonly domain: string
  /** The adjustments applied, one sentence each. */
  readonly adjustments: ReadonlyArray<string>
}

/**
 * Infers a blueprint from a prompt: the domain by {@link chooseDomain}, then each request of
 * {@link parseRequests}, applied to the current blueprint when it passes the check (validation with
 * repair, trial sampling), refused otherwise. Requests on the same range target are merged first
 * (`over 30` and `under 50` → 31-49). Deterministic; O(prompt · keywords + requests · sampler(64)).
 */
export const inferBlueprint = (prompt: string): Inference => {
  const chosen = chooseDomain(prompt)
  const domain = chosen.domain
  let bp: Blueprint.Blueprint = domain.blueprint
  const applied: Array<string> = []
  const refused: Array<string> = []
  const noted: Array<string> = []
  const requests = parseRequests(prompt)

  /**
   * Applies `outcome` when it passes {@link check}; true when applied. A refusal is reported,
   * unless `quiet` (a reading the prompt implies rather than asks for).
   */
  const attempt = (
    what: string,
    outcome: Adjust.Outcome,
    detail?: (bp: Blueprint.Blueprint) => string,
    quiet = false
  ): boolean => {
    const refuse = (reason: string) => {
      if (!quiet) refused.push(`${what}: ${reason}`)
      return false
    }
    if (!outcome.ok) return refuse(outcome.reason)
    const c = check(outcome.blueprint)
    if (!c.ok) return refuse(c.reason)
    bp = c.blueprint
    const notes = [...outcome.notes, ...c.notes]
    const head = `${what}${detail?.(bp) ?? ""}`
    applied.push(notes.length > 0 ? `${head}; ${notes.join("; ")}` : head)
    return true
  }

  // ranges, merged per target
  for (const target of ["age", "experience"] as const) {
    const rs = requests.filter(
      (r): r is Extract<Request, { kind: "range" }> => r.kind === "range" && r.target === target
    )
    if (rs.length === 0) continue
    let lo: number | undefined
    let hi: number | undefined
    for (const r of rs) {
      if (r.lo !== undefined) lo = lo === undefined ? r.lo : Math.max(lo, r.lo)
      if (r.hi !== undefined) hi = hi === undefined ? r.hi : Math.min(hi, r.hi)
    }
    const texts = [...new Set(rs.map((r) => `"${r.text.trim()}"`))]
    const said =
      texts.length > 3 ? `${texts.slice(0, 3).join(", ")} and ${texts.length - 3} more` : texts.join(", ")
    if (lo !== undefined && hi !== undefined && lo > hi) {
      refused.push(`${target} ${lo}-${hi} (from ${said}): the stated bounds contradict each other`)
      continue
    }
    const field =
      target === "age"
        ? bp.fields.find((f) => f.name === "age" && f.kind === "numeric")?.name
        : bp.fields.find((f) => f.kind === "numeric" && /experience|practice/.test(f.name))?.name
    if (field === undefined) {
      refused.push(`${target} ${fmtRange(lo, hi)} (from ${said}): the domain has no ${target} field`)
      continue
    }
    attempt(
      `${field} set to ${fmtRange(lo, hi)} (from ${said})`,
      Adjust.narrowNumeric(bp, field, lo, hi),
      (b) => describeNumeric(b, field)
    )
  }

  // restrictions
  const restricted = new Set<string>()
  const head = domain.noun.split(" ").pop() ?? domain.noun
  for (const r of requests) {
    if (r.kind !== "restrict") continue
    const whole = r.words.length > 1 ? matchValues(bp, r.words) : undefined
    const hits: Array<{
      readonly word: string
      readonly field: string
      readonly values: ReadonlyArray<string>
    }> = []
    if (whole !== undefined) hits.push({ word: r.words.join(" "), ...whole })
    else {
      for (const w of r.words) {
        if (r.words.length > 1 && singular(w) === singular(head)) continue
        const m = matchValues(bp, [w])
        if (m !== undefined) hits.push({ word: w, ...m })
      }
    }
    if (hits.length === 0) {
      const own = new Set([
        ...terms(domain.noun),
        ...terms(domain.label),
        ...Object.keys(domain.keywords).flatMap(terms)
      ])
      if (r.words.every((w) => own.has(singular(w))))
        noted.push(`"${r.text}" is already implied by the domain '${domain.label}'`)
      else refused.push(`"${r.text}": no categorical value matches ${quote(r.words.join(" "))}`)
      continue
    }
    for (const h of hits) {
      const done = attempt(
        `${h.field} restricted to ${h.values.map(quote).join(", ")} (from "${r.text}")`,
        Adjust.restrictValues(bp, h.field, new Set(h.values))
      )
      if (done) restricted.add(h.field)
    }
  }

  // what the population phrase says, for fields no explicit restriction touched
  const touched = new Set(restricted)
  const implied = populationPhrases(prompt, chosen)
  const nounHits = new Map<string, Set<string>>()
  const domainTerms = new Set([...terms(domain.noun), ...terms(domain.label)])
  for (const noun of implied.nouns) {
    // a noun that names the whole domain ("software developers") restricts nothing
    if (terms(noun).every((t) => domainTerms.has(t))) continue
    const m = matchValues(bp, terms(noun))
    if (m === undefined || touched.has(m.field)) continue
    const set = nounHits.get(m.field) ?? new Set<string>()
    for (const v of m.values) set.add(v)
    nounHits.set(m.field, set)
  }
  for (const [field, values] of nounHits) {
    touched.add(field)
    attempt(
      `${field} restricted to ${[...values].map(quote).join(", ")} (from the population named: ${implied.nouns.map((n) => `"${n}"`).join(", ")})`,
      Adjust.restrictValues(bp, field, values),
      undefined,
      true
    )
  }
  for (const { word, text } of implied.modifiers) {
    if (word.length < 2) continue
    const m = matchValues(bp, [word])
    if (m === undefined || touched.has(m.field)) continue
    touched.add(m.field)
    attempt(
      `${m.field} restricted to ${m.values.map(quote).join(", ")} (from "${text}")`,
      Adjust.restrictValues(bp, m.field, new Set(m.values)),
      undefined,
      true
    )
  }

  // location
  for (const r of requests) {
    if (r.kind !== "location") continue
    const existed = bp.fields.some((f) => f.name === "location")
    attempt(
      `location ${existed ? "set" : "added"}: ${r.places.map(quote).join(", ")}`,
      Adjust.pinCategorical(bp, "location", r.places, "Where they live")
    )
  }

  const rationale = explain(chosen, applied, refused, noted, bp)
  const { sources: _sources, ...rest } = bp
  const blueprint: Blueprint.Blueprint = { ...rest, rationale }
  return { blueprint, rationale, domain: domain.label, adjustments: applied }
}

const explain = (
  chosen: DomainScore,
  applied: ReadonlyArray<string>,
  refused: ReadonlyArray<string>,
  noted: ReadonlyArray<string>,
  bp: Blueprint.Blueprint
): string => {
  const parts: Array<string> = []
  if (chosen.score === 0) {
    parts.push(
      `Domain: '${chosen.domain.label}' (fallback: no keyword of any library domain matched the prompt).`
    )
  } else {
    const kws = chosen.matches.map((m) => `${quote(m.keyword)} (${m.weight})`).join(", ")
    parts.push(`Domain: '${chosen.domain.label}', score ${chosen.score} from keywords ${kws}.`)
  }
  parts.push(
    applied.length > 0
      ? `Adjustments applied: ${applied.join("; ")}.`
      : "No adjustment requested by the prompt was applied."
  )
  if (refused.length > 0) parts.push(`Adjustments refused: ${refused.join("; ")}.`)
  if (noted.length > 0) parts.push(`Notes: ${noted.join("; ")}.`)
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
