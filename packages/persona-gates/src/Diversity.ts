/**
 * Population diversity (spec 2.4): the maximum and the mean of the pairwise similarity
 * `Similarity.similarity` over all `n(n-1)/2` pairs, and the number of near-duplicate pairs
 * (similarity at or above `Similarity.DUPLICATE_THRESHOLD`).
 *
 * Two scans, chosen by size ({@link Method}):
 * - **exact** (up to {@link EXACT_LIMIT} personas): one all-pairs scan over typed-array encodings
 *   of the fields (text fields through an inverted index of word tokens): time O(n^2 * f + sum
 *   over tokens t of df(t)^2), memory O(n * f + total tokens), where df(t) is the number of
 *   personas whose text contains token t.
 * - **near** (beyond): locality-sensitive hashing for S (MinHash on text, shifted grids on
 *   numbers, codes on categories) with banding, the exact similarity on candidate pairs only,
 *   identical personas collapsed, and the mean from 250,000 sampled pairs (Hoeffding: within
 *   0.0066 with probability 1 - 1e-9). Time O(n * H + candidates + samples), H = 960 hashes.
 *   Duplicates and a max >= 0.9 are found with the probabilities given in `internal/near.ts`
 *   (a pair at 0.95 is missed with probability 1e-6); see the package README.
 * 60,000 small personas: about 58 s all pairs, 4 s near, on a loaded 2-core machine.
 */
import type { BlueprintView } from "./BlueprintView.js"
import { nearScan } from "./internal/near.js"
import { encode, scan as scanAll } from "./internal/scan.js"
import type { PersonaInput } from "./Persona.js"
import type { Diversity } from "./Report.js"
import { DUPLICATE_THRESHOLD, fieldModel } from "./Similarity.js"

/** Batches of at most this many personas are scanned exactly (all pairs); larger ones by LSH. */
export const EXACT_LIMIT = 2_000

/**
 * How pairs are scanned: `exact` every pair, `near` by locality-sensitive hashing (see the module
 * comment), `auto` exact up to {@link EXACT_LIMIT} personas and near beyond.
 */
export type Method = "auto" | "exact" | "near"

/** Options: the blueprint (field kinds and numeric ranges) and the near-duplicate threshold. */
export interface DiversityOptions {
  readonly blueprint?: BlueprintView | undefined
  /** Pairs with similarity `>=` this are duplicates. Default `Similarity.DUPLICATE_THRESHOLD`. */
  readonly duplicateThreshold?: number | undefined
  /** Default `auto`. */
  readonly method?: Method | undefined
}

/** Diversity plus the most similar pair, for gate details. */
export interface DiversityScan {
  readonly diversity: Diversity
  /** Indices `[i, j]`, `i < j`, of the first most similar pair in input order; absent when n < 2. */
  readonly mostSimilar?: readonly [number, number]
  readonly pairs: number
}

/** Diversity with the most similar pair, by the scan `options.method` selects (module comment). */
export const scan = (personas: ReadonlyArray<PersonaInput>, options?: DiversityOptions): DiversityScan => {
  const model = fieldModel(personas, options?.blueprint)
  const threshold = options?.duplicateThreshold ?? DUPLICATE_THRESHOLD
  const columns = encode(personas, model)
  const method = options?.method ?? "auto"
  const r =
    method === "exact" || (method === "auto" && personas.length <= EXACT_LIMIT)
      ? scanAll(columns, personas.length, threshold)
      : nearScan(columns, personas.length, threshold)
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
 * Exact up to {@link EXACT_LIMIT} personas, by LSH beyond (see the module comment).
 */
export const diversity = (personas: ReadonlyArray<PersonaInput>, options?: DiversityOptions): Diversity =>
  scan(personas, options).diversity

const clamp01 = (x: number): number => Math.min(1, Math.max(0, x))
