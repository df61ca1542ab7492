/**
 * Grounding a population's blueprint in lookups (spec 2.4 `grounding`). Pure: this module says
 * what to look up and how the findings reach the model; the caller runs the searches.
 *
 * - {@link queries}: from the prompt's facets (who, age, place, situations), a few quick queries
 *   for `web` ({@link PLAN}: 3 queries, 3 results each, no pages read) and a deeper round for
 *   `research` (6 queries, 5 results each, the first 3 pages read);
 * - {@link message}: the findings, numbered, as one more user message of the blueprint proposal
 *   (the model is asked to set proportions and ranges from them and to list in `sources` the
 *   addresses it used);
 * - {@link sources}: the blueprint's `sources`, the addresses the model cited among those found (all
 *   of them when it cited none: they were all shown to it), never an address that was not found;
 * - {@link pageText}: the readable text of an HTML page, bounded.
 *
 * @since 0.3.0
 */
import * as Facets from "./Facets.js"
import type { Message } from "./Propose.js"

/** What one level of grounding does. */
export interface Plan {
  readonly queries: number
  readonly results: number
  readonly pages: number
}

/** `web`: a few quick lookups; `research`: more queries, more results, pages read. */
export const PLAN: Readonly<Record<"web" | "research", Plan>> = {
  web: { queries: 3, results: 3, pages: 0 },
  research: { queries: 6, results: 5, pages: 3 }
}

/** Characters of a page kept for the model. */
export const PAGE_CHARS = 2000

/** One search result (and, for `research`, the start of its page). */
export interface Finding {
  readonly title: string
  readonly url: string
  readonly snippet: string
  readonly page?: string
}

/** The queries for a prompt at a level: the prompt itself, then per facet. */
export const queries = (prompt: string, level: "web" | "research"): ReadonlyArray<string> => {
  const f = Facets.read(prompt)
  const who = f.occupation?.label ?? prompt.trim()
  const place = f.places[0] ?? f.region?.label ?? ""
  const at = place === "" ? "" : ` in ${place}`
  const all = [
    prompt.trim(),
    `${who}${at} age distribution statistics`,
    `${who}${at} demographics gender share`,
    ...f.situations.map((s) => `${s.label}${at} statistics`),
    `${who}${at} survey working conditions`,
    `${who}${at} typical income and hours`,
    `${who}${at} years of experience distribution`
  ]
  const seen = new Set<string>()
  const out: Array<string> = []
  for (const q of all) {
    const k = q.toLowerCase().replace(/\s+/g, " ").trim()
    if (k === "" || seen.has(k)) continue
    seen.add(k)
    out.push(q.replace(/\s+/g, " ").trim())
  }
  return out.slice(0, PLAN[level].queries)
}

/** `enhance`: `web` 2 queries x 3 results; `research` 4 x 5 and 2 pages read. */
export const ENHANCE_PLAN: Readonly<Record<"web" | "research", Plan>> = {
  web: { queries: 2, results: 3, pages: 0 },
  research: { queries: 4, results: 5, pages: 2 }
}

/**
 * The queries for one person described in free text (`enhance`): their occupation and place as the
 * heuristics read them (the start of the text when neither is found).
 */
export const personQueries = (
  facts: { readonly occupation?: string | undefined; readonly location?: string | undefined },
  text: string,
  level: "web" | "research"
): ReadonlyArray<string> => {
  const who = facts.occupation ?? ""
  const at = facts.location === undefined ? "" : ` in ${facts.location}`
  const base = who === "" && at === "" ? text.replace(/\s+/g, " ").trim().slice(0, 120) : `${who}${at}`.trim()
  const all =
    who === ""
      ? [base, `${base} daily life`, `${base} common concerns`, `${base} survey`]
      : [
          `${base} typical day`,
          `${base} common concerns`,
          `${base} working conditions survey`,
          `${base} statistics`
        ]
  return all.slice(0, ENHANCE_PLAN[level].queries)
}

/** The findings as context for a model reading one person's facts (`enhance`). */
export const contextMessage = (findings: ReadonlyArray<Finding>): Message => ({
  role: "user",
  content: [
    "Findings of a lookup about this person's occupation and place, for context only. Use them only to add details that agree with the text (traits, interests, worries typical of this life); never change or drop what the text says.",
    ...findings.map(
      (x, i) =>
        `[${i + 1}] ${x.title} (${x.url})\n${x.snippet}${x.page !== undefined && x.page !== "" ? `\nPage: ${x.page}` : ""}`
    )
  ].join("\n")
})

/** The findings as a user message for the blueprint proposal. */
export const message = (findings: ReadonlyArray<Finding>): Message => ({
  role: "user",
  content: [
    "Findings of a lookup on this population (numbered; use them to set proportions and ranges where they apply, and ignore what does not fit):",
    ...findings.map(
      (x, i) =>
        `[${i + 1}] ${x.title} (${x.url})\n${x.snippet}${x.page !== undefined && x.page !== "" ? `\nPage: ${x.page}` : ""}`
    ),
    'List in the blueprint\'s "sources" the addresses of the findings you used, and say in the rationale what each changed.'
  ].join("\n")
})

/** The blueprint's sources: cited addresses among the findings, else every finding's address. */
export const sources = (
  cited: ReadonlyArray<string> | null | undefined,
  findings: ReadonlyArray<Finding>
): ReadonlyArray<string> => {
  const found = findings.map((x) => x.url)
  const used = (cited ?? []).filter((u) => found.includes(u))
  return [...new Set(used.length > 0 ? used : found)]
}

/** The readable text of an HTML page (scripts, styles and tags dropped), at most `max` characters. */
export const pageText = (html: string, max = PAGE_CHARS): string =>
  html
    .replace(/<(script|style|noscript)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
