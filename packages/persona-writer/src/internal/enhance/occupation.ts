/** The occupation a description names: the longest, then earliest, known job (see `Enhance`). */

import * as Library from "../../Library.js"
import { JOBS } from "../jobs.js"
import { singular, words } from "../text.js"

interface Occupation {
  readonly name: string
  readonly tokens: ReadonlyArray<string>
}

/** Known jobs (common jobs and the library's role and occupation values) with their singular tokens. */
export const OCCUPATIONS: ReadonlyArray<Occupation> = (() => {
  const names = new Set<string>(JOBS)
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
  return raw[best.at - 1] === "retired" && best.name !== "retiree" ? `retired ${best.name}` : best.name
}
