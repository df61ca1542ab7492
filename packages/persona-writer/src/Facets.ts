/**
 * The facets of a population prompt, read offline: who (an occupation of a broad list), the age
 * (a cohort such as Gen Z or retirees, or a stated range), the place (city, state, country or
 * region), life situations (parents of toddlers, first-time home buyers, students), interests,
 * an era or setting (medieval, Victorian) and qualifiers (rural, night shift, mid-size company).
 *
 * Every word of the prompt ends up either in a facet or in {@link Facets.unread}: the generate
 * result reports the latter as not modelled. Matching is on lower-case singular word tokens;
 * at each position the longest name wins. Pure; O(|prompt| · |vocabulary|).
 *
 * @since 0.2.0
 */
import {
  COHORTS,
  type Cohort,
  ERAS,
  type Era,
  FUNCTION_WORDS,
  INTERESTS,
  type Interest,
  OCCUPATIONS,
  type Occupation,
  QUALIFIERS,
  type Qualifier,
  REGION_ADJECTIVES,
  SITUATIONS,
  type Situation
} from "./internal/facets/lexicon.js"
import * as Requests from "./internal/infer/requests.js"
import { PLACES, REGIONS } from "./internal/places.js"
import { terms, words } from "./internal/text.js"

export type { Cohort, Era, Interest, Occupation, Qualifier, Situation } from "./internal/facets/lexicon.js"

/** A facet found in the prompt: its kind, a short description and the prompt words it covers. */
export interface Honoured {
  readonly facet: "who" | "age" | "place" | "situation" | "interest" | "era" | "qualifier"
  /** What was understood, e.g. `occupation 'TikTok creator'`, `age 16-29 (Gen Z)`. */
  readonly value: string
  /** The words of the prompt it covers. */
  readonly words: ReadonlyArray<string>
}

/** What the prompt says, facet by facet. */
export interface Facets {
  readonly occupation?: Occupation
  readonly cohort?: Cohort
  /** An explicit age window (`aged 25-40`, `over 65`), when stated. */
  readonly ages?: { readonly lo?: number; readonly hi?: number; readonly text: string }
  /** Named places (canonical names) and, for a region adjective (`European`), its countries. */
  readonly places: ReadonlyArray<string>
  readonly region?: { readonly label: string; readonly countries: ReadonlyArray<string> }
  readonly situations: ReadonlyArray<Situation>
  readonly interests: ReadonlyArray<Interest>
  readonly era?: Era
  readonly qualifiers: ReadonlyArray<Qualifier>
  /** One entry per facet found. */
  readonly honoured: ReadonlyArray<Honoured>
  /** Content words of the prompt no facet covers, in prompt order, without repeats. */
  readonly unread: ReadonlyArray<string>
}

interface Span {
  readonly start: number
  readonly end: number
}

/** Reads the facets of a prompt (see the module comment). */
export const read = (prompt: string): Facets => {
  const raw = words(prompt)
  const tok = raw.map((w) => terms(w)[0] ?? w)
  const covered = new Array<boolean>(tok.length).fill(false)
  const honoured: Array<Honoured> = []

  const findAll = (names: ReadonlyArray<string>): Array<Span> => {
    const out: Array<Span> = []
    for (const name of [...names].sort((a, b) => terms(b).length - terms(a).length)) {
      const needle = terms(name)
      for (let i = 0; i + needle.length <= tok.length; i++) {
        let ok = true
        for (let k = 0; k < needle.length; k++)
          if (tok[i + k] !== needle[k] || covered[i + k] === true) ok = false
        if (ok) out.push({ start: i, end: i + needle.length })
      }
      if (out.length > 0) return out
    }
    return out
  }
  const take = (spans: ReadonlyArray<Span>): Array<string> => {
    const ws: Array<string> = []
    for (const s of spans)
      for (let i = s.start; i < s.end; i++) {
        covered[i] = true
        ws.push(raw[i]!)
      }
    return ws
  }
  const first = <A extends { readonly names: ReadonlyArray<string> }>(
    list: ReadonlyArray<A>
  ): { readonly item: A; readonly spans: Array<Span> } | undefined => {
    let best: { item: A; spans: Array<Span>; len: number; at: number } | undefined
    for (const item of list) {
      const spans = findAll(item.names)
      if (spans.length === 0) continue
      const len = spans[0]!.end - spans[0]!.start
      const at = spans[0]!.start
      if (best === undefined || len > best.len || (len === best.len && at < best.at))
        best = { item, spans, len, at }
    }
    return best === undefined ? undefined : { item: best.item, spans: best.spans }
  }
  const all = <A extends { readonly names: ReadonlyArray<string> }>(list: ReadonlyArray<A>) => {
    const out: Array<{ item: A; words: Array<string> }> = []
    for (const item of list) {
      const spans = findAll(item.names)
      if (spans.length > 0) out.push({ item, words: take(spans) })
    }
    return out
  }

  // explicit ages first (their numbers and units are theirs)
  let ages: Facets["ages"]
  const requests = Requests.parseRequests(prompt)
  for (const r of requests) {
    if (r.kind !== "range" || r.target !== "age") continue
    const spans = findAll([r.text.toLowerCase()])
    if (ages === undefined)
      ages = {
        ...(r.lo !== undefined ? { lo: r.lo } : {}),
        ...(r.hi !== undefined ? { hi: r.hi } : {}),
        text: r.text
      }
    const ws = take(spans.length > 0 ? spans : [])
    for (const w of words(r.text)) {
      const i = raw.findIndex((x, k) => !covered[k] && x.toLowerCase() === w.toLowerCase())
      if (i >= 0) covered[i] = true
    }
    honoured.push({
      facet: "age",
      value: `age ${fmt(r.lo, r.hi)} (from "${r.text.trim()}")`,
      words: ws.length > 0 ? ws : words(r.text)
    })
  }

  const era = first(ERAS)
  if (era !== undefined)
    honoured.push({ facet: "era", value: `setting '${era.item.label}'`, words: take(era.spans) })
  const situations = all(SITUATIONS)
  for (const s of situations)
    honoured.push({ facet: "situation", value: `life situation '${s.item.label}'`, words: s.words })
  const occupation = first(OCCUPATIONS)
  if (occupation !== undefined)
    honoured.push({
      facet: "who",
      value: `occupation '${occupation.item.label}'`,
      words: take(occupation.spans)
    })
  const cohort = first(COHORTS)
  if (cohort !== undefined)
    honoured.push({
      facet: "age",
      value: `age ${cohort.item.lo}-${cohort.item.hi} (${cohort.item.label})`,
      words: take(cohort.spans)
    })
  const interests = all(INTERESTS)
  for (const i of interests) {
    const ws = [...i.words]
    for (const w of i.item.with ?? []) ws.push(...take(findAll([w])))
    honoured.push({ facet: "interest", value: `interest '${i.item.label}'`, words: ws })
  }
  const qualifiers: Array<Qualifier> = []
  const seenField = new Set<string>()
  for (const q of QUALIFIERS) {
    if (seenField.has(q.field)) continue
    const spans = findAll(q.names)
    if (spans.length === 0) continue
    seenField.add(q.field)
    qualifiers.push(q)
    honoured.push({ facet: "qualifier", value: `${q.field} '${q.value}'`, words: take(spans) })
  }
  // places: known places anywhere, then region adjectives
  const places: Array<string> = []
  for (const place of PLACES) {
    if (place.tokens.length === 0) continue
    const spans = findAll([place.tokens.join(" ")])
    if (spans.length === 0) continue
    if (!places.includes(place.name)) places.push(place.name)
    honoured.push({ facet: "place", value: `place '${place.name}'`, words: take(spans) })
  }
  let region: Facets["region"]
  if (places.length === 0) {
    for (const r of [
      ...REGION_ADJECTIVES,
      ...REGIONS.map((p) => ({
        names: [p.tokens.join(" ")],
        label: p.name,
        countries: [] as ReadonlyArray<string>
      }))
    ]) {
      const spans = findAll(r.names)
      if (spans.length === 0) continue
      if (r.countries.length === 0) continue
      region = { label: r.label, countries: r.countries }
      honoured.push({
        facet: "place",
        value: `place '${r.label}' (${r.countries.join(", ")})`,
        words: take(spans)
      })
      break
    }
  }
  const unread: Array<string> = []
  for (let i = 0; i < tok.length; i++) {
    if (covered[i] === true) continue
    const t = tok[i]!
    if (FUNCTION_WORDS.has(t) || FUNCTION_WORDS.has(raw[i]!.toLowerCase()) || Requests.STOP.has(t)) continue
    if (/^\d+$/.test(t)) continue
    if (!unread.includes(raw[i]!)) unread.push(raw[i]!)
  }
  return {
    ...(occupation !== undefined ? { occupation: occupation.item } : {}),
    ...(cohort !== undefined ? { cohort: cohort.item } : {}),
    ...(ages !== undefined ? { ages } : {}),
    places,
    ...(region !== undefined ? { region } : {}),
    situations: situations.map((s) => s.item),
    interests: interests.map((i) => i.item),
    ...(era !== undefined ? { era: era.item } : {}),
    qualifiers,
    honoured,
    unread
  }
}

const fmt = (lo: number | undefined, hi: number | undefined): string =>
  lo !== undefined && hi !== undefined
    ? lo === hi
      ? `${lo}`
      : `${lo}-${hi}`
    : lo !== undefined
      ? `>= ${lo}`
      : hi !== undefined
        ? `<= ${hi}`
        : "any"
