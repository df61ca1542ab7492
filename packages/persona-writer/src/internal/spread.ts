/**
 * Populations that pass their own diversity gates: after writing, when the most similar pair
 * is above the ceiling (or a near-duplicate pair exists), every persona too similar to an
 * earlier one is rewritten (same fields, another name and text, up to 4 attempts), then redrawn
 * (fields sampled again with a derived seed, up to 4 attempts). Deterministic in the seed.
 *
 * Finding the close pairs without all pairs: with `f` fields, two personas that differ in two or
 * more categorical fields have S <= (f - 2) / f, which is below {@link LIMIT} when f <= 19. So the
 * candidates are the pairs that share every categorical value but at most one: personas are
 * bucketed under each "all categoricals but one" key, and only pairs within a bucket are compared
 * (exactly, with `Similarity`'s arithmetic and pre-tokenised text). With more fields every pair
 * is a candidate.
 * @internal
 */
import { type Blueprint, type Rng, Sampler } from "@cis/blueprint"
import { Diversity, Gates, type Persona, type Report, Similarity } from "@cis/persona-gates"
import { Either } from "effect"

/** Pairs are kept at or below this similarity (the gate's ceiling, with a small margin). */
export const LIMIT = Gates.DIVERSITY_CEILING - 0.005

const REWRITES = 4
const REDRAWS = 4

type Write = (fields: Readonly<Record<string, string>>, index: number, attempt?: number) => Persona.Persona

interface Encoded {
  readonly values: ReadonlyArray<string | undefined>
  readonly tokens: ReadonlyArray<ReadonlySet<string> | undefined>
  readonly keys: ReadonlyArray<string>
}

/** The population spread out (see the module comment), its diversity, and how many were replaced. */
export const redraw = (
  personas: ReadonlyArray<Persona.Persona>,
  blueprint: Blueprint.Blueprint,
  seed: Rng.Seed,
  write: Write
): {
  readonly personas: ReadonlyArray<Persona.Persona>
  readonly diversity: Report.Diversity
  readonly redrawn: number
} => {
  if (personas.length < 2)
    return { personas, diversity: Diversity.diversity(personas, { blueprint }), redrawn: 0 }
  const first = Diversity.scan(personas, { blueprint })
  if (first.diversity.max_pairwise_similarity <= LIMIT && first.diversity.duplicate_pairs === 0)
    return { personas, diversity: first.diversity, redrawn: 0 }
  const out = [...personas]
  const model = Similarity.fieldModel(out, blueprint)
  const cats = model.map((m, k) => (m.kind === "categorical" ? k : -1)).filter((k) => k >= 0)
  const bucketed = model.length <= 19 && cats.length > 0
  const encode = (p: Persona.Persona): Encoded => {
    const values = model.map((m) => p.fields[m.name])
    const tokens = model.map((m, k) =>
      m.kind === "text" && values[k] !== undefined ? new Set(Similarity.tokenize(values[k]!)) : undefined
    )
    const keys = bucketed
      ? cats.map(
          (skip) => `${skip}|${cats.map((c) => (c === skip ? "" : (values[c] ?? "\u0000"))).join("\u0001")}`
        )
      : ["all"]
    return { values, tokens, keys }
  }
  /** S(a, b), or any value <= `floor` when S <= `floor` (text skipped when the rest bounds it). */
  const sim = (a: Encoded, b: Encoded, floor: number): number => {
    let sum = 0
    let union = 0
    const texts: Array<number> = []
    for (let k = 0; k < model.length; k++) {
      const va = a.values[k]
      const vb = b.values[k]
      if (va === undefined && vb === undefined) continue
      union++
      if (va === undefined || vb === undefined) continue
      if (a.tokens[k] !== undefined && b.tokens[k] !== undefined) texts.push(k)
      else sum += Similarity.fieldSimilarity(model[k]!, va, vb)
    }
    if (union === 0) return 1
    if ((sum + texts.length) / union <= floor) return floor
    for (const k of texts) {
      const ta = a.tokens[k]!
      const tb = b.tokens[k]!
      let inter = 0
      for (const t of ta) if (tb.has(t)) inter++
      const u = ta.size + tb.size - inter
      sum += u === 0 ? 1 : inter / u
    }
    return sum / union
  }
  const enc = out.map(encode)
  const buckets = new Map<string, Array<number>>()
  const index = (i: number) => {
    for (const key of enc[i]!.keys) {
      const b = buckets.get(key)
      if (b === undefined) buckets.set(key, [i])
      else b.push(i)
    }
  }
  const unindex = (i: number) => {
    for (const key of enc[i]!.keys) {
      const b = buckets.get(key)
      if (b !== undefined) b.splice(b.indexOf(i), 1)
    }
  }
  /** The largest similarity of `e` (for slot `j`) to any other persona in its buckets (`before`: only indices < j). */
  const closest = (j: number, e: Encoded, before: boolean): number => {
    let m = 0
    const seen = new Set<number>()
    for (const key of e.keys)
      for (const i of buckets.get(key) ?? []) {
        if (i === j || (before && i > j) || seen.has(i)) continue
        seen.add(i)
        m = Math.max(m, sim(enc[i]!, e, before ? LIMIT : m))
        if (before && m > LIMIT) return m
      }
    return m
  }
  for (let i = 0; i < out.length; i++) index(i)
  const sampled = new Set(blueprint.order)
  const fieldsOf = (p: Persona.Persona) =>
    Object.fromEntries(Object.entries(p.fields).filter(([k]) => sampled.has(k))) as Record<string, string>
  let redrawn = 0
  for (let j = 1; j < out.length; j++) {
    if (closest(j, enc[j]!, true) <= LIMIT) continue
    redrawn++
    const current = out[j]!
    let best = { p: current, e: enc[j]!, m: closest(j, enc[j]!, false) }
    for (let a = 1; a <= REWRITES + REDRAWS && best.m > LIMIT; a++) {
      let fields = fieldsOf(current)
      if (a > REWRITES) {
        const again = Sampler.sample(blueprint, { count: 1, seed: `${String(seed)}/redraw/${j}/${a}` })
        if (Either.isRight(again)) fields = { ...again.right.personas[0]!.fields }
      }
      const candidate = { ...write(fields, j, a), persona_id: current.persona_id }
      const e = encode(candidate)
      const m = closest(j, e, false)
      if (m < best.m) best = { p: candidate, e, m }
    }
    unindex(j)
    out[j] = best.p
    enc[j] = best.e
    index(j)
  }
  return { personas: out, diversity: Diversity.diversity(out, { blueprint }), redrawn }
}
