/**
 * Population diversity (spec 2.4): the maximum and the mean of the pairwise similarity
 * `Similarity.similarity` over all `n(n-1)/2` pairs, and the number of near-duplicate pairs
 * (similarity at or above `Similarity.DUPLICATE_THRESHOLD`).
 *
 * Exact, by one all-pairs scan over typed-array encodings of the fields (text fields through an
 * inverted index of word tokens): time O(n^2 * f + sum over tokens t of df(t)^2), memory
 * O(n * f + total tokens), where f is the number of fields and df(t) the number of personas
 * whose text contains token t. About 1 s for 10,000 personas of 9 fields (2 of them text).
 */
import type { BlueprintView } from "./BlueprintView.js"
import { encode, scan as scanAll } from "./internal/scan.js"
import type { PersonaInput } from "./Persona.js"
import type { Diversity } from "./Report.js"
import { DUPLICATE_THRESHOLD, fieldModel } from "./Similarity.js"

/** Options: the blueprint (field kinds and numeric ranges) and the near-duplicate threshold. */
export interface DiversityOptions {
  readonly blueprint?: BlueprintView | undefined
  /** Pairs with similarity `>=` this are duplicates. Default `Similarity.DUPLICATE_THRESHOLD`. */
  readonly duplicateThreshold?: number | undefined
}

/** Diversity plus the most similar pair, for gate details. */
export interface DiversityScan {
  readonly diversity: Diversity
  /** Indices `[i, j]`, `i < j`, of the first most similar pair in input order; absent when n < 2. */
  readonly mostSimilar?: readonly [number, number]
  readonly pairs: number
}

/** Diversity with the most similar pair. O(n^2 * f + sum df(t)^2); see the module comment. */
export const scan = (personas: ReadonlyArray<PersonaInput>, options?: DiversityOptions): DiversityScan => {
  const model = fieldModel(personas, options?.blueprint)
  const threshold = options?.duplicateThreshold ?? DUPLICATE_THRESHOLD
  const r = scanAll(encode(personas, model), personas.length, threshold)
  const diversity: Diversity = {
    max_pairwise_similarity: clamp01(r.max),
    mean_pairwise_similarity: r.pairs === 0 ? 0 : clamp01(r.sum / r.pairs),
    duplicate_pairs: r.duplicates
  }
  return r.maxI < 0
    ? { diversity, pairs: r.pairs }
    : { diversity, mostSimilar: [r.maxI, r.maxJ], pairs: r.pairs }
}

/**
 * Diversity of a population (spec 2.4): `max_pairwise_similarity`, `mean_pairwise_similarity`
 * and `duplicate_pairs`. With fewer than two personas there are no pairs and all three are 0.
 * O(n^2 * f + sum df(t)^2).
 */
export const diversity = (personas: ReadonlyArray<PersonaInput>, options?: DiversityOptions): Diversity =>
  scan(personas, options).diversity

const clamp01 = (x: number): number => Math.min(1, Math.max(0, x))
