/**
 * The all-pairs similarity scan behind `Diversity`. Every field is encoded once into typed
 * arrays; then, for each persona i, one row of partial sums `row[j]` (j > i) is accumulated
 * field by field in model order, so each sum is formed exactly as `Similarity.similarity` forms
 * it. Text fields use an inverted index: the intersections `|A_i ∩ A_j|` for all j > i are
 * counted by walking the postings of i's tokens.
 *
 * Time O(n^2 * f + sum over tokens t of df(t)^2), memory O(n * f + total tokens).
 */

import type { PersonaInput } from "../Persona.js"
import type { FieldModel } from "../Similarity.js"
import { tokenize } from "../Similarity.js"
import { fieldValue } from "./fields.js"
import { parseNumber } from "./number.js"

interface CategoricalColumn {
  readonly kind: "categorical"
  /** Value id per persona, -1 when missing. */
  readonly codes: Int32Array
  readonly hasMissing: boolean
}

interface NumericColumn {
  readonly kind: "numeric"
  /** Raw string id per persona (for the fallback and for presence), -1 when missing. */
  readonly codes: Int32Array
  /** `value / range` (or the value when range is 0); NaN when missing or not a number. */
  readonly x: Float64Array
  readonly equality: boolean
  /** Every persona has a parsable value. */
  readonly clean: boolean
  readonly hasMissing: boolean
}

interface TextColumn {
  readonly kind: "text"
  /** Token count per persona, -1 when missing. */
  readonly size: Int32Array
  /** Persona i's token ids are `tokens[offset[i] .. offset[i + 1])`. */
  readonly offset: Int32Array
  readonly tokens: Int32Array
  /** Persona ids having token t (ascending) are `post[postStart[t] .. postStart[t + 1])`. */
  readonly postStart: Int32Array
  readonly post: Int32Array
  readonly hasMissing: boolean
}

/** One encoded field. */
export type Column = CategoricalColumn | NumericColumn | TextColumn

const encodeCodes = (personas: ReadonlyArray<PersonaInput>, name: string): [Int32Array, boolean] => {
  const ids = new Map<string, number>()
  const codes = new Int32Array(personas.length)
  let hasMissing = false
  personas.forEach((p, i) => {
    const v = fieldValue(p.fields, name)
    if (v === undefined) {
      codes[i] = -1
      hasMissing = true
      return
    }
    let id = ids.get(v)
    if (id === undefined) {
      id = ids.size
      ids.set(v, id)
    }
    codes[i] = id
  })
  return [codes, hasMissing]
}

const encodeText = (personas: ReadonlyArray<PersonaInput>, name: string): TextColumn => {
  const n = personas.length
  const ids = new Map<string, number>()
  const size = new Int32Array(n)
  const offset = new Int32Array(n + 1)
  const lists: Array<Int32Array> = []
  let total = 0
  let hasMissing = false
  for (let i = 0; i < n; i++) {
    const v = fieldValue(personas[i]!.fields, name)
    if (v === undefined) {
      size[i] = -1
      hasMissing = true
      lists.push(new Int32Array(0))
    } else {
      const toks = tokenize(v)
      const arr = new Int32Array(toks.length)
      toks.forEach((t, k) => {
        let id = ids.get(t)
        if (id === undefined) {
          id = ids.size
          ids.set(t, id)
        }
        arr[k] = id
      })
      size[i] = arr.length
      lists.push(arr)
    }
    total += lists[i]!.length
    offset[i + 1] = total
  }
  const tokens = new Int32Array(total)
  const postStart = new Int32Array(ids.size + 1)
  for (let i = 0; i < n; i++) {
    const arr = lists[i]!
    tokens.set(arr, offset[i]!)
    for (let k = 0; k < arr.length; k++) postStart[arr[k]! + 1]!++
  }
  for (let t = 0; t < ids.size; t++) postStart[t + 1]! += postStart[t]!
  const fill = postStart.slice(0, ids.size)
  const post = new Int32Array(total)
  for (let i = 0; i < n; i++) {
    for (let k = offset[i]!; k < offset[i + 1]!; k++) post[fill[tokens[k]!]!++] = i
  }
  return { kind: "text", size, offset, tokens, postStart, post, hasMissing }
}

/** Encodes every field of the model into typed arrays. O(n * f + total text length). */
export const encode = (
  personas: ReadonlyArray<PersonaInput>,
  model: ReadonlyArray<FieldModel>
): Array<Column> =>
  model.map((m): Column => {
    if (m.kind === "text") return encodeText(personas, m.name)
    const [codes, hasMissing] = encodeCodes(personas, m.name)
    if (m.kind === "categorical") return { kind: "categorical", codes, hasMissing }
    const x = new Float64Array(personas.length)
    let clean = true
    personas.forEach((p, i) => {
      const v = fieldValue(p.fields, m.name)
      const parsed = v === undefined ? Number.NaN : parseNumber(v)
      if (Number.isNaN(parsed)) clean = false
      x[i] = m.range === 0 ? parsed : parsed / m.range
    })
    return { kind: "numeric", codes, x, equality: m.range === 0, clean, hasMissing }
  })

/** The result of a scan. */
export interface ScanResult {
  readonly pairs: number
  readonly sum: number
  readonly max: number
  /** The first pair (in (i, j) order) reaching `max`; -1 when there is no pair. */
  readonly maxI: number
  readonly maxJ: number
  readonly duplicates: number
}

/** Scans all pairs i < j: sum, maximum (with its first pair) and the count at or above `threshold`. */
export const scan = (columns: ReadonlyArray<Column>, n: number, threshold: number): ScanResult => {
  const f = columns.length
  const complete = columns.every((c) => !c.hasMissing)
  const row = new Float64Array(n)
  const bothMissing = new Int32Array(n)
  const inter = new Int32Array(n)
  let sum = 0
  let max = Number.NEGATIVE_INFINITY
  let maxI = -1
  let maxJ = -1
  let duplicates = 0
  for (let i = 0; i < n - 1; i++) {
    const from = i + 1
    row.fill(0, from)
    if (!complete) bothMissing.fill(0, from)
    for (const c of columns) {
      switch (c.kind) {
        case "categorical": {
          const codes = c.codes
          const ci = codes[i]!
          if (ci < 0) {
            for (let j = from; j < n; j++) if (codes[j]! < 0) bothMissing[j]!++
          } else {
            for (let j = from; j < n; j++) if (codes[j] === ci) row[j]! += 1
          }
          break
        }
        case "numeric": {
          const { codes, x } = c
          const ci = codes[i]!
          const xi = x[i]!
          if (ci < 0) {
            for (let j = from; j < n; j++) if (codes[j]! < 0) bothMissing[j]!++
          } else if (c.clean && c.equality) {
            for (let j = from; j < n; j++) if (x[j] === xi) row[j]! += 1
          } else if (c.clean) {
            for (let j = from; j < n; j++) {
              const d = Math.abs(xi - x[j]!)
              if (d < 1) row[j]! += 1 - d
            }
          } else {
            for (let j = from; j < n; j++) {
              const cj = codes[j]!
              if (cj < 0) continue
              const xj = x[j]!
              if (Number.isNaN(xi) || Number.isNaN(xj)) {
                if (cj === ci) row[j]! += 1
              } else if (c.equality) {
                if (xj === xi) row[j]! += 1
              } else {
                const d = Math.abs(xi - xj)
                if (d < 1) row[j]! += 1 - d
              }
            }
          }
          break
        }
        case "text": {
          const { size, offset, tokens, postStart, post } = c
          const si = size[i]!
          if (si < 0) {
            for (let j = from; j < n; j++) if (size[j]! < 0) bothMissing[j]!++
            break
          }
          for (let k = offset[i]!; k < offset[i + 1]!; k++) {
            const t = tokens[k]!
            const lo = postStart[t]!
            for (let p = postStart[t + 1]! - 1; p >= lo; p--) {
              const j = post[p]!
              if (j <= i) break
              inter[j]!++
            }
          }
          for (let j = from; j < n; j++) {
            const sj = size[j]!
            if (sj < 0) continue
            const both = inter[j]!
            const union = si + sj - both
            row[j]! += union === 0 ? 1 : both / union
            inter[j] = 0
          }
          break
        }
      }
    }
    let rowSum = 0
    for (let j = from; j < n; j++) {
      const union = complete ? f : f - bothMissing[j]!
      const s = union === 0 ? 1 : row[j]! / union
      rowSum += s
      if (s > max) {
        max = s
        maxI = i
        maxJ = j
      }
      if (s >= threshold) duplicates++
    }
    sum += rowSum
  }
  const pairs = (n * (n - 1)) / 2
  return { pairs, sum, max: pairs === 0 ? 0 : max, maxI, maxJ, duplicates }
}
