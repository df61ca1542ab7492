/** Matching a restriction or the phrase naming the population to the values of the domain's root categorical fields. */
import type { Blueprint } from "@cis/blueprint"
import type { DomainScore } from "../../Infer.js"
import { contains, occurrences, singular, terms, words } from "../text.js"
import { STOP } from "./requests.js"

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
export const matchValues = (
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
export const populationPhrases = (
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
