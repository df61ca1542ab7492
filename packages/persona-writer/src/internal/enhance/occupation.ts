/** The occupation a description names: the longest, then earliest, known job (see `Enhance`). */

import * as Library from "../../Library.js"
import { OCCUPATIONS as BROAD } from "../facets/lexicon.js"
import { JOBS } from "../jobs.js"
import { singular, words } from "../text.js"

interface Occupation {
  readonly name: string
  readonly tokens: ReadonlyArray<string>
}

/** Known jobs (common jobs and the library's role and occupation values) with their singular tokens. */
export const OCCUPATIONS: ReadonlyArray<Occupation> = (() => {
  const names = new Set<string>(JOBS)
  for (const o of BROAD)
    for (const n of [...o.names, o.label]) if (n.split(" ").length > 1 || n.length > 3) names.add(n)
  for (const d of Library.domains) {
    for (const f of d.blueprint.fields) {
      if (f.kind !== "categorical" || !/role|occupation|job|title|profession/.test(f.name)) continue
      for (const d2 of [f.categorical, ...(f.conditionals ?? []).map((r) => r.categorical)]) {
        if (d2 !== undefined) for (const v of Object.keys(d2.weights)) names.add(v)
      }
    }
  }
  return [...names].map((name) => ({ name, tokens: words(name).map(singular) }))
})()

/** The longest (then earliest) known job the text names, preferring one after `a`/`an`/`as`. */
export const findOccupation = (text: string): string | undefined => {
  const raw = words(text)
  const ws = raw.map(singular)
  let best: { name: string; score: number; at: number } | undefined
  for (const o of OCCUPATIONS) {
    const n = o.tokens.length
    for (let i = 0; i + n <= ws.length; i++) {
      let ok = true
      for (let j = 0; j < n; j++) {
        if (ws[i + j] !== o.tokens[j]) {
          ok = false
          break
        }
      }
      if (!ok) continue
      const prev = raw[i - 1] ?? ""
      const cue = prev === "a" || prev === "an" || prev === "as" || prev === "retired" ? 10 : 0
      const score = cue + n
      if (best === undefined || score > best.score || (score === best.score && i < best.at))
        best = { name: o.name, score, at: i }
      break
    }
  }
  if (best === undefined) return undefined
  if (raw[best.at - 1] === "retired" && best.name !== "retiree") return `retired ${best.name}`
  return withQualifiers(text, best.name)
}

const NOT_QUALIFIERS = new Set([
  "a",
  "an",
  "the",
  "is",
  "am",
  "are",
  "was",
  "as",
  "and",
  "or",
  "of",
  "my",
  "her",
  "his",
  "their",
  "old",
  "year",
  "years",
  "male",
  "female",
  "woman",
  "man",
  "non-binary",
  "nonbinary",
  "trans",
  "retired",
  "aspiring",
  "former",
  "currently",
  "now",
  "i",
  "she",
  "he",
  "they",
  "works",
  "working",
  "who",
  "former"
])

/**
 * The job as the text words it: the matched job with up to three qualifying words before it
 * (`night-shift ICU nurse`, `software architect`), spelled as in the text.
 */
const withQualifiers = (text: string, job: string): string => {
  const lastWord = words(job).pop() ?? job
  const re = new RegExp(
    `((?:(?<![\\p{L}\\p{N}'-])[\\p{L}][\\p{L}'-]*\\s+){0,3})(${job
      .split(/\s+/)
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("[\\s-]+")}s?)\\b`,
    "iu"
  )
  const m = re.exec(text)
  if (m === null) return job
  const before = (m[1] ?? "")
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0)
  const kept: Array<string> = []
  for (let i = before.length - 1; i >= 0; i--) {
    const w = before[i]!
    if (NOT_QUALIFIERS.has(w.toLowerCase()) || /\d/.test(w) || /-year-old$/i.test(w)) break
    kept.unshift(w)
  }
  const core = (m[2] ?? job).replace(new RegExp(`${lastWord}s$`, "i"), lastWord)
  return [...kept, core].join(" ")
}
