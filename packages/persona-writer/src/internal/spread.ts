/**
 * Populations that pass their own diversity gates: after writing, when the most similar pair
 * is above the ceiling (or a near-duplicate pair exists), every persona too similar to an
 * earlier one is rewritten (same fields, another name and text, up to 4 attempts), then redrawn
 * (fields sampled again with a derived seed, up to 4 attempts). Deterministic in the seed.
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

/** The population spread out (see the module comment), its diversity, and how many were replaced. */
export const redraw = (
  personas: ReadonlyArray<Persona.Persona>,
  blueprint: Blueprint.Blueprint,
  seed: Rng.Seed,
  write: Write
): { readonly personas: ReadonlyArray<Persona.Persona>; readonly diversity: Report.Diversity; readonly redrawn: number } => {
  if (personas.length < 2) return { personas, diversity: Diversity.diversity(personas, { blueprint }), redrawn: 0 }
  const first = Diversity.scan(personas, { blueprint })
  if (first.diversity.max_pairwise_similarity <= LIMIT && first.diversity.duplicate_pairs === 0)
    return { personas, diversity: first.diversity, redrawn: 0 }
  const out = [...personas]
  const model = Similarity.fieldModel(out, blueprint)
  const worst = (j: number, p: Persona.Persona): number => {
    let m = 0
    for (let i = 0; i < out.length; i++) if (i !== j) m = Math.max(m, Similarity.similarity(out[i]!, p, model))
    return m
  }
  const sampled = new Set(blueprint.order)
  let redrawn = 0
  for (let j = 1; j < out.length; j++) {
    let current = out[j]!
    let m = 0
    for (let i = 0; i < j; i++) m = Math.max(m, Similarity.similarity(out[i]!, current, model))
    if (m <= LIMIT) continue
    redrawn++
    let best = { p: current, m: worst(j, current) }
    const fieldsOf = (p: Persona.Persona) =>
      Object.fromEntries(Object.entries(p.fields).filter(([k]) => sampled.has(k))) as Record<string, string>
    for (let a = 1; a <= REWRITES + REDRAWS && best.m > LIMIT; a++) {
      let fields = fieldsOf(current)
      if (a > REWRITES) {
        const again = Sampler.sample(blueprint, { count: 1, seed: `${String(seed)}/redraw/${j}/${a}` })
        if (Either.isRight(again)) fields = { ...again.right.personas[0]!.fields }
      }
      const candidate = { ...write(fields, j, a), persona_id: current.persona_id }
      const cm = worst(j, candidate)
      if (cm < best.m) best = { p: candidate, m: cm }
    }
    current = best.p
    out[j] = current
  }
  return { personas: out, diversity: Diversity.diversity(out, { blueprint }), redrawn }
}
