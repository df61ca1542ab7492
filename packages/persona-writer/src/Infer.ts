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
import { type Blueprint, Sampler } from "@cis/blueprint"
import { Either } from "effect"
import * as Adjust from "./internal/adjust.js"
import { findLocations } from "./internal/location.js"
import { contains, occurrences, singular, terms, words } from "./internal/text.js"
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

// --- requests in the prompt --------------------------------------------------------------------------

/** An adjustment the prompt asks for. */
export type Request =
  | {
      readonly kind: "range"
      readonly target: "age" | "experience"
      readonly lo: number | undefined
      readonly hi: number | undefined
      readonly text: string
    }
  | { readonly kind: "restrict"; readonly words: ReadonlyArray<string>; readonly text: string }
  | { readonly kind: "location"; readonly places: ReadonlyArray<string>; readonly text: string }

const UNIT_AFTER =
  /^\s*(?:%|k\b|(?:percent|hours?|hrs?|minutes?|mins?|days?|weeks?|months?|dollars?|euros?|pounds?|usd|eur|kg|lbs?|km|miles?|employees?|people|persons?|personas?|users?|customers?|students?|games?|tickets?|orders?|items?|times?|million|thousand|bucks)\b)/

const DECADES: Readonly<Record<string, number>> = {
  teens: 10,
  twenties: 20,
  thirties: 30,
  forties: 40,
  fifties: 50,
  sixties: 60,
  seventies: 70,
  eighties: 80,
  nineties: 90
}

const EXPERIENCE =
  "years?\\s+(?:of\\s+)?(?:work\\s+|professional\\s+|industry\\s+|clinical\\s+)?(?:experience|practice)"

interface Pattern {
  readonly re: RegExp
  readonly make: (m: RegExpExecArray, text: string) => Request | undefined
}

const num = (s: string | undefined): number => Number(s)

const age = (lo: number | undefined, hi: number | undefined, text: string): Request | undefined => {
  if ((lo !== undefined && (lo < 0 || lo > 120)) || (hi !== undefined && (hi < 0 || hi > 120)))
    return undefined
  return { kind: "range", target: "age", lo, hi, text }
}

const exp = (lo: number | undefined, hi: number | undefined, text: string): Request => ({
  kind: "range",
  target: "experience",
  lo,
  hi,
  text
})

/** Guards an open-ended age bound against `under 30 hours`, `over $50`, `more than 20 people`. */
const ageUnless = (
  m: RegExpExecArray,
  text: string,
  make: () => Request | undefined
): Request | undefined => {
  const after = text.slice(m.index + m[0].length)
  const before = text.slice(Math.max(0, m.index - 1), m.index + m[0].length)
  if (UNIT_AFTER.test(after) || /\$|€|£/.test(before) || /^\s*(?:\.\d|,\d)/.test(after)) return undefined
  return make()
}

/** Range patterns, applied in this order; each match is blanked out before the next pattern runs. */
const RANGE_PATTERNS: ReadonlyArray<Pattern> = [
  {
    re: new RegExp(`\\b(\\d{1,2})\\s*(?:-|–|—|to)\\s*(\\d{1,2})\\+?\\s*${EXPERIENCE}`, "g"),
    make: (m) => exp(num(m[1]), num(m[2]), m[0])
  },
  {
    re: new RegExp(
      `\\b(at least|over|more than|minimum of|a minimum of)\\s+(\\d{1,2})\\s*${EXPERIENCE}`,
      "g"
    ),
    make: (m) => exp(num(m[2]) + (m[1] === "over" || m[1] === "more than" ? 1 : 0), undefined, m[0])
  },
  {
    re: new RegExp(`\\b(\\d{1,2})\\s*\\+\\s*${EXPERIENCE}`, "g"),
    make: (m) => exp(num(m[1]), undefined, m[0])
  },
  {
    re: new RegExp(`\\b(less than|under|fewer than|at most|up to)\\s+(\\d{1,2})\\s*${EXPERIENCE}`, "g"),
    make: (m) => exp(undefined, num(m[2]) - (m[1] === "at most" || m[1] === "up to" ? 0 : 1), m[0])
  },
  {
    re: /\b(?:aged?|ages|between the ages of|age range(?: of)?|ranging in age from)\s*(?::|of|from)?\s*(\d{1,3})\s*(?:-|–|—|to|and)\s*(\d{1,3})\b/g,
    make: (m) => age(num(m[1]), num(m[2]), m[0])
  },
  {
    re: /\bbetween\s+(\d{1,3})\s+and\s+(\d{1,3})\s*(?:years?[\s-]*old|years? of age|yrs?|yo)\b/g,
    make: (m) => age(num(m[1]), num(m[2]), m[0])
  },
  {
    re: /\b(\d{1,3})\s*(?:-|–|—|to)\s*(\d{1,3})[\s-]*(?:years?[\s-]*old|year[\s-]*olds|yo|yrs? old)\b/g,
    make: (m) => age(num(m[1]), num(m[2]), m[0])
  },
  {
    re: /\bin\s+(?:their|his|her)\s+(early\s+|mid[\s-]+|late\s+)?(\d)0'?s\b/g,
    make: (m) => decade(num(m[2]) * 10, m[1], m[0])
  },
  {
    re: /\bin\s+(?:their|his|her)\s+(early\s+|mid[\s-]+|late\s+)?(twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b/g,
    make: (m) => decade(DECADES[m[2]!] ?? 0, m[1], m[0])
  },
  { re: /\bteen(?:ager)?s\b/g, make: (m) => age(13, 19, m[0]) },
  {
    re: /\b(under|below|younger than|less than|at most|no older than|up to)\s+(?:the\s+age\s+of\s+|age\s+)?(\d{1,3})(?:\s*(?:years?[\s-]*old|years? of age|yo))?\b/g,
    make: (m, text) => {
      const strict = m[1] !== "at most" && m[1] !== "no older than" && m[1] !== "up to"
      return ageUnless(m, text, () => age(undefined, num(m[2]) - (strict ? 1 : 0), m[0]))
    }
  },
  {
    re: /\b(over|above|older than|at least|more than|no younger than)\s+(?:the\s+age\s+of\s+|age\s+)?(\d{1,3})(?:\s*(?:years?[\s-]*old|years? of age|yo))?\b/g,
    make: (m, text) => {
      const strict = m[1] === "over" || m[1] === "above" || m[1] === "older than" || m[1] === "more than"
      return ageUnless(m, text, () => age(num(m[2]) + (strict ? 1 : 0), undefined, m[0]))
    }
  },
  {
    re: /\b(\d{2,3})\s*(?:\+|(?:and|or)\s+(?:older|over|above|up)\b)/g,
    make: (m, text) => ageUnless(m, text, () => age(num(m[1]), undefined, m[0]))
  },
  {
    re: /\b(\d{1,3})\s+(?:and|or)\s+(?:younger|under|below)\b/g,
    make: (m) => age(undefined, num(m[1]), m[0])
  },
  {
    re: /\b(\d{1,3})[\s-]*(?:years?[\s-]*old|year[\s-]*olds?|yo)\b/g,
    make: (m) => age(num(m[1]), num(m[1]), m[0])
  },
  { re: /\baged\s+(\d{1,3})\b/g, make: (m) => age(num(m[1]), num(m[1]), m[0]) },
  { re: /\b(?:elderly|pensioners?)\b/g, make: (m) => age(65, undefined, m[0]) }
]

const decade = (base: number, part: string | undefined, text: string): Request | undefined => {
  const p = (part ?? "").trim().replace(/-$/, "")
  if (base === 10) return age(13, 19, text)
  if (p === "early") return age(base, base + 3, text)
  if (p === "mid") return age(base + 3, base + 6, text)
  if (p === "late") return age(base + 6, base + 9, text)
  return age(base, base + 9, text)
}

/** Distinct restrictions read from one prompt, at most (each costs a check). */
export const MAX_RESTRICTIONS = 12

const STOP: ReadonlySet<string> = new Set([
  "the",
  "a",
  "an",
  "who",
  "whom",
  "that",
  "which",
  "with",
  "without",
  "in",
  "from",
  "at",
  "on",
  "of",
  "for",
  "and",
  "or",
  "to",
  "are",
  "is",
  "be",
  "been",
  "being",
  "was",
  "were",
  "people",
  "person",
  "personas",
  "persona",
  "ones",
  "those",
  "these",
  "them",
  "they",
  "living",
  "based",
  "working",
  "aged",
  "age",
  "between",
  "under",
  "over",
  "above",
  "below",
  "their",
  "his",
  "her",
  "but",
  "not",
  "all",
  "some",
  "any",
  "please",
  "generate",
  "create",
  "make",
  "users",
  "user",
  "profiles",
  "profile",
  "by",
  "as",
  "like",
  "about",
  "into",
  "than",
  "more",
  "less",
  "very",
  "also",
  "each",
  "every",
  "should",
  "must",
  "will",
  "can",
  "have",
  "has",
  "do",
  "does",
  "use",
  "using",
  "want",
  "need",
  "so",
  "if",
  "it",
  "its",
  "this",
  "one",
  "only",
  "exclusively",
  "solely",
  "group",
  "set",
  "sample",
  "population"
])

const RESTRICT_PATTERNS: ReadonlyArray<{ readonly re: RegExp; readonly forward: boolean }> = [
  { re: /\b(?:only|exclusively|solely)\s+((?:[a-z][a-z'-]*\s*){1,3})/g, forward: true },
  { re: /\b((?:[a-z][a-z'-]*\s+){1,3})only\b/g, forward: false },
  {
    re: /\ball\s+(?:of\s+)?(?:them\s+|the\s+personas\s+|personas\s+|participants\s+|respondents\s+|people\s+)?(?:are|should\s+be|must\s+be|being|will\s+be)\s+(?:an?\s+)?((?:[a-z][a-z'-]*\s*){1,3})/g,
    forward: true
  }
]

/** Words of a captured phrase: forward captures stop at the first stop word, backward ones start after the last. */
const phraseWords = (captured: string, forward: boolean): Array<string> => {
  const ws = captured
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0)
  if (forward) {
    const cut = ws.findIndex((w) => STOP.has(w))
    return cut < 0 ? ws : ws.slice(0, cut)
  }
  let start = 0
  ws.forEach((w, i) => {
    if (STOP.has(w)) start = i + 1
  })
  return ws.slice(start)
}

/**
 * The adjustments a prompt asks for, in this order: ranges (years of experience, then age, each
 * match removed from the text before the next pattern), restrictions (`only X`, `X only`,
 * `exclusively X`, `all of them are X`; repeats dropped, at most {@link MAX_RESTRICTIONS}), then the
 * location (see `internal/location`).
 */
export const parseRequests = (prompt: string): ReadonlyArray<Request> => {
  const out: Array<Request> = []
  let text = prompt.toLowerCase().replace(/\s+/g, " ")
  for (const p of RANGE_PATTERNS) {
    p.re.lastIndex = 0
    let m: RegExpExecArray | null = p.re.exec(text)
    const spans: Array<[number, number]> = []
    while (m !== null) {
      const r = p.make(m, text)
      if (r !== undefined) {
        out.push(r)
        spans.push([m.index, m.index + m[0].length])
      }
      m = p.re.exec(text)
    }
    if (spans.length > 0) {
      const parts: Array<string> = []
      let at = 0
      for (const [a, b] of spans) {
        parts.push(text.slice(at, a), " ".repeat(b - a))
        at = b
      }
      parts.push(text.slice(at))
      text = parts.join("")
    }
  }
  const seen = new Set<string>()
  for (const p of RESTRICT_PATTERNS) {
    p.re.lastIndex = 0
    let m: RegExpExecArray | null = p.re.exec(text)
    while (m !== null) {
      const ws = phraseWords(m[1] ?? "", p.forward)
      const key = ws.map(singular).join(" ")
      const negated = p.forward && /\bnot\s*$/.test(text.slice(Math.max(0, m.index - 5), m.index))
      if (ws.length > 0 && !negated && !seen.has(key) && seen.size < MAX_RESTRICTIONS) {
        seen.add(key)
        const said = p.forward
          ? `${m[0].slice(0, m[0].length - (m[1] ?? "").length).trim()} ${ws.join(" ")}`
          : `${ws.join(" ")} only`
        out.push({ kind: "restrict", words: ws, text: said })
      }
      m = p.re.exec(text)
    }
  }
  const places = findLocations(prompt)
  if (places.length > 0) out.push({ kind: "location", places, text: places.join(", ") })
  return out
}

// --- matching restrictions to categorical values -------------------------------------------------------

const SYNONYMS: Readonly<Record<string, ReadonlyArray<string>>> = {
  woman: ["female"],
  lady: ["female"],
  girl: ["female"],
  man: ["male"],
  gentleman: ["male"],
  guy: ["male"],
  boy: ["male"],
  nonbinary: ["non", "binary"],
  enby: ["non", "binary"],
  doctor: ["physician"],
  programmer: ["engineer"],
  coder: ["engineer"],
  retired: ["retiree"],
  pensioner: ["retiree"],
  phd: ["doctoral"],
  undergrad: ["undergraduate"],
  masters: ["master"],
  console: ["playstation"]
}

const normalizeTokens = (ws: ReadonlyArray<string>): Array<string> =>
  ws.flatMap((w) => {
    const s = singular(w)
    return SYNONYMS[s] ?? [s]
  })

const valueTokens = (v: string): Array<string> => words(v).map(singular)

/** The first categorical field (in `order`) with values containing the phrase's tokens, and those values. */
const matchValues = (
  bp: Blueprint.Blueprint,
  phrase: ReadonlyArray<string>
): { readonly field: string; readonly values: ReadonlyArray<string> } | undefined => {
  const needle = normalizeTokens(phrase)
  if (needle.length === 0) return undefined
  for (const name of bp.order) {
    const f = bp.fields.find((g) => g.name === name)
    if (f === undefined || f.kind !== "categorical") continue
    const all = new Set<string>()
    for (const d of [f.categorical, ...(f.conditionals ?? []).map((r) => r.categorical)]) {
      if (d !== undefined) for (const v of Object.keys(d.weights)) all.add(v)
    }
    const values = [...all].filter((v) => contains(valueTokens(v), needle))
    if (values.length > 0) return { field: name, values }
  }
  return undefined
}

/** Keywords of this weight or more name the population itself (`nurse`, `developer`, `voter`). */
export const POPULATION_WEIGHT = 5

/**
 * What the phrase naming the population says about it, read without an `only`: up to three
 * words right before a population keyword (`night-shift nurses`, `rural voters`, `female PC
 * gamers`; stopping at a stop word or a number), and the population keywords themselves
 * (`nurses` names the `role` values containing `nurse`). Each is matched like a restriction;
 * one that matches nothing is not a request, so nothing is refused for it.
 */
const populationPhrases = (
  prompt: string,
  chosen: DomainScore
): {
  readonly modifiers: ReadonlyArray<{ word: string; text: string }>
  readonly nouns: ReadonlyArray<string>
} => {
  const raw = words(prompt)
  const tokens = raw.map(singular)
  const modifiers: Array<{ word: string; text: string }> = []
  const nouns: Array<string> = []
  for (const m of chosen.matches) {
    if (m.weight < POPULATION_WEIGHT) continue
    const needle = terms(m.keyword)
    const at = occurrences(tokens, needle)
    if (at.length === 0) continue
    nouns.push(m.keyword)
    for (const i of at) {
      let j = i
      while (j > 0 && i - j < 3 && !STOP.has(raw[j - 1]!) && !/^\d/.test(raw[j - 1]!)) j--
      const text = raw.slice(j, i + needle.length).join(" ")
      for (let k = j; k < i; k++) modifiers.push({ word: raw[k]!, text })
    }
  }
  return { modifiers, nouns }
}

// --- applying ------------------------------------------------------------------------------------------

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

const TRIAL_SEED = "persona-writer/trial"
const TRIAL_COUNT = 64

type Check =
  | { readonly ok: true; readonly blueprint: Blueprint.Blueprint; readonly notes: ReadonlyArray<string> }
  | {
      readonly ok: false
      readonly reason: string
    }

/**
 * Checks a changed blueprint: repairs root values the constraints rule out, then requires no
 * `Blueprint.validate` problem and a trial run of the sampler (64 personas) to succeed.
 */
const check = (bp: Blueprint.Blueprint): Check => {
  const repaired = Adjust.repair(bp)
  if (repaired.problems.length > 0) {
    const p = repaired.problems[0]!
    return { ok: false, reason: `the blueprint would become infeasible (${p.path}: ${p.message})` }
  }
  const trial = Sampler.sample(repaired.blueprint, { count: TRIAL_COUNT, seed: TRIAL_SEED })
  if (Either.isLeft(trial))
    return { ok: false, reason: `the sampler could not satisfy it (${trial.left.message})` }
  return { ok: true, blueprint: repaired.blueprint, notes: repaired.notes }
}

const fmtRange = (lo: number | undefined, hi: number | undefined): string =>
  lo !== undefined && hi !== undefined
    ? lo === hi
      ? `${lo}`
      : `${lo}-${hi}`
    : lo !== undefined
      ? `${lo} or more`
      : `${hi} or less`

const quote = (s: string): string => `'${s}'`

const describeNumeric = (bp: Blueprint.Blueprint, name: string): string => {
  const f = bp.fields.find((g) => g.name === name)
  const d = f?.numeric ?? f?.conditionals?.[0]?.numeric
  if (d === undefined) return ""
  const r = (x: number) => String(Math.round(x * 100) / 100)
  return f?.conditionals !== undefined && f.conditionals.length > 0
    ? ", each branch's range cut to it and re-centred"
    : `: truncated normal on [${r(d.min)}, ${r(d.max)}], mean ${r(d.mean)}, sd ${r(d.sd)}`
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
