/**
 * Pairwise persona similarity, the measure behind `diversity`.
 *
 * Let `U(a, b)` be the union of the field names of personas `a` and `b`. Then
 *
 *     S(a, b) = (1 / |U(a, b)|) * sum over k in U(a, b) of s_k(a, b)      (S = 1 when U is empty)
 *
 * with `s_k = 0` when only one of them has field `k`, and otherwise by the field's kind:
 * - categorical: `1` when the strings are equal, else `0`;
 * - numeric: `max(0, 1 - |x_a - x_b| / r)` where `r` is the field's range (blueprint support
 *   `max - min`, else the observed range of the batch); when `r = 0` it is equality; when a value
 *   does not parse as a number the pair falls back to string equality;
 * - text: the Jaccard index `|A ∩ B| / |A ∪ B|` of the sets of lower-cased word tokens
 *   (maximal runs of Unicode letters and digits); two empty sets score `1`.
 *
 * `system_prompt` and `markdown` are renderings of the fields and are not compared. S lies in
 * [0, 1] and is symmetric; `S(a, a) = 1`.
 */
import type { BlueprintView, FieldKind } from "./BlueprintView.js"
import { fieldValue } from "./internal/fields.js"
import { parseNumber } from "./internal/number.js"
import { type FieldRule, fieldRules } from "./internal/rules.js"
import type { PersonaInput } from "./Persona.js"

export type { FieldKind } from "./BlueprintView.js"

/** Pairs at or above this similarity are near-duplicates. */
export const DUPLICATE_THRESHOLD = 0.95

/** How one field is compared: its kind and, for numeric fields, the range `r` (0: equality). */
export interface FieldModel {
  readonly name: string
  readonly kind: FieldKind
  readonly range: number
}

const TOKEN = /[\p{L}\p{N}]+/gu

/** The distinct lower-cased word tokens of a text, in order of first appearance. O(length). */
export const tokenize = (text: string): ReadonlyArray<string> => {
  const seen = new Set<string>()
  for (const m of text.toLowerCase().matchAll(TOKEN)) seen.add(m[0])
  return [...seen]
}

/** Jaccard index `|A ∩ B| / |A ∪ B|` of two token sets; `1` when both are empty. O(|A| + |B|). */
export const jaccard = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): number => {
  const sa = new Set(a)
  const sb = new Set(b)
  let inter = 0
  for (const t of sa) if (sb.has(t)) inter++
  const union = sa.size + sb.size - inter
  return union === 0 ? 1 : inter / union
}

/**
 * The comparison model of a batch: the union of field names (blueprint order first, then the
 * others in order of first appearance) with their kinds and numeric ranges. A field the
 * blueprint does not name is numeric when every present value parses as a number, else text.
 * A numeric range is the blueprint's support (root, or union over conditional branches) when it
 * is positive, else the observed `max - min`. O(n * f).
 */
export const fieldModel = (
  personas: ReadonlyArray<PersonaInput>,
  blueprint?: BlueprintView
): ReadonlyArray<FieldModel> => {
  const rules: ReadonlyMap<string, FieldRule> = blueprint === undefined ? new Map() : fieldRules(blueprint)
  const names: Array<string> = [...rules.keys()]
  const known = new Set(names)
  for (const p of personas)
    for (const k of Object.keys(p.fields))
      if (!known.has(k)) {
        known.add(k)
        names.push(k)
      }
  return names.map((name): FieldModel => {
    const rule = rules.get(name)
    let lo = Number.POSITIVE_INFINITY
    let hi = Number.NEGATIVE_INFINITY
    let allNumeric = true
    let any = false
    for (const p of personas) {
      const v = fieldValue(p.fields, name)
      if (v === undefined) continue
      any = true
      const x = parseNumber(v)
      if (Number.isNaN(x)) allNumeric = false
      else {
        if (x < lo) lo = x
        if (x > hi) hi = x
      }
    }
    const kind: FieldKind = rule !== undefined ? rule.field.kind : any && allNumeric ? "numeric" : "text"
    if (kind !== "numeric") return { name, kind, range: 0 }
    const declared = rule?.range !== undefined ? rule.range.max - rule.range.min : 0
    const observed = hi > lo ? hi - lo : 0
    return { name, kind, range: Number.isFinite(declared) && declared > 0 ? declared : observed }
  })
}

/** `s_k(a, b)` for two present values of one field (see the module comment). */
export const fieldSimilarity = (model: FieldModel, a: string, b: string): number => {
  switch (model.kind) {
    case "categorical":
      return a === b ? 1 : 0
    case "numeric": {
      const x = parseNumber(a)
      const y = parseNumber(b)
      if (Number.isNaN(x) || Number.isNaN(y)) return a === b ? 1 : 0
      if (model.range === 0) return x === y ? 1 : 0
      return Math.max(0, 1 - Math.abs(x / model.range - y / model.range))
    }
    case "text":
      return jaccard(tokenize(a), tokenize(b))
  }
}

/**
 * `S(a, b)` computed directly, the reference for the batch scan in `Diversity`.
 * O(f + total text length).
 */
export const similarity = (a: PersonaInput, b: PersonaInput, model: ReadonlyArray<FieldModel>): number => {
  let sum = 0
  let union = 0
  for (const m of model) {
    const va = fieldValue(a.fields, m.name)
    const vb = fieldValue(b.fields, m.name)
    if (va === undefined && vb === undefined) continue
    union++
    if (va !== undefined && vb !== undefined) sum += fieldSimilarity(m, va, vb)
  }
  return union === 0 ? 1 : sum / union
}
