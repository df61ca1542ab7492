/**
 * The population pipeline (spec 2.4, 4.4), the one production runs: a blueprint (inferred from the
 * prompt by `Infer`, or one proposed elsewhere, e.g. by a language model), the personas' fields
 * (`Sampler.sample` of `@cis/blueprint`), the personas written in chunks (`Writer`), then the
 * diversity and marginal scores of the result (`@cis/persona-gates`). Pure and deterministic in
 * (prompt or blueprint, count, seed).
 *
 * Two ways to run it: {@link generate} at once (with an optional progress callback), or
 * {@link steps}, a generator that yields the progress after each chunk and returns the result,
 * so that an effectful caller (the job worker) can report progress between chunks.
 *
 * @since 0.1.0
 */
import { type Blueprint, type Rng, Sampler } from "@cis/blueprint"
import { Marginals, type Report } from "@cis/persona-gates"
import { Data, Either } from "effect"
import { redraw } from "./internal/spread.js"
import * as Understand from "./Understand.js"
import * as Writer from "./Writer.js"

/** Personas written between two progress reports, by default. */
export const CHUNK = 100

/** Options of {@link generate} and {@link steps}. */
export interface GenerateOptions {
  /** Number of personas, an integer ≥ 1 (capping large counts is the caller's business). */
  readonly count: number
  /** Seed of the sampler and the writer. */
  readonly seed: Rng.Seed
  /**
   * A blueprint proposed elsewhere (already validated), used as is: the prompt is then not read
   * and the rationale is the blueprint's own. Absent: the blueprint is inferred from the prompt.
   */
  readonly blueprint?: Blueprint.Blueprint | undefined
  /** Personas per chunk, i.e. between two progress reports (default {@link CHUNK}). */
  readonly chunk?: number | undefined
  /** {@link generate} only: called with the number of personas written so far, after each chunk. */
  readonly onProgress?: ((produced: number) => void) | undefined
}

/** Progress after a chunk: personas written so far, of `total`. */
export interface Progress {
  readonly produced: number
  readonly total: number
}

/** What {@link generate} returns: the population result of spec 2.4, plus how it was made. */
export interface Generated {
  readonly personas: ReadonlyArray<Writer.Written>
  readonly blueprint: Blueprint.Blueprint
  /** diversity of the population; absent for a single persona (no pairs) */
  readonly diversity?: Report.Diversity
  /** achieved against requested shares of every root categorical field */
  readonly marginals: ReadonlyArray<Report.Marginal>
  readonly rationale: string
  readonly samplingReport: Sampler.SamplingReport
  /**
   * The facets of the prompt the blueprint models (`Understand.Honoured`: facet, what was
   * understood, the prompt's words). Absent when the blueprint was given (`options.blueprint`).
   */
  readonly honoured?: ReadonlyArray<Understand.Honoured>
  /** Words of the prompt the blueprint does not model; absent when the blueprint was given. */
  readonly not_modelled?: ReadonlyArray<string>
  /** Personas rewritten or redrawn so that the population passes its own diversity gates. */
  readonly redrawn: number
}

/** The prompt is blank (when the blueprint is to be inferred), or `count` is not an integer ≥ 1. */
export class InvalidGenerateRequest extends Data.TaggedError("InvalidGenerateRequest")<{
  readonly reason: string
}> {
  override get message(): string {
    return this.reason
  }
}

/** Every way {@link generate} can fail: a bad request, or the sampler's own errors. */
export type GenerateError = InvalidGenerateRequest | Understand.PromptNotUnderstood | Sampler.SampleError

/**
 * The pipeline as a generator: yields {@link Progress} after every chunk of written personas
 * (every `chunk`, and at the end), and returns the result, or the error without yielding.
 * Failures: `InvalidGenerateRequest` for a blank prompt (when inferring) or a bad count, or the
 * sampler's error when the blueprint cannot be sampled.
 *
 * Cost: inference, then O(count · fields) sampling and writing, then the diversity scan (see
 * `Diversity` of `@cis/persona-gates`) and O(count · fields) marginals.
 */
export function* steps(
  prompt: string,
  options: GenerateOptions
): Generator<Progress, Either.Either<Generated, GenerateError>, void> {
  const { count, seed } = options
  if (!Number.isInteger(count) || count < 1) {
    return Either.left(new InvalidGenerateRequest({ reason: `count must be an integer >= 1 (got ${count})` }))
  }
  let blueprint = options.blueprint
  let rationale = blueprint?.rationale ?? ""
  let reading:
    | { honoured: ReadonlyArray<Understand.Honoured>; not_modelled: ReadonlyArray<string> }
    | undefined
  if (blueprint === undefined) {
    if (typeof prompt !== "string" || prompt.trim().length === 0) {
      return Either.left(new InvalidGenerateRequest({ reason: "prompt must be a non-empty string" }))
    }
    const understood = Understand.understand(prompt)
    if (Either.isLeft(understood)) return Either.left(understood.left)
    blueprint = understood.right.blueprint
    rationale = understood.right.rationale
    reading = { honoured: understood.right.honoured, not_modelled: understood.right.not_modelled }
  }
  const sampled = Sampler.sample(blueprint, { count, seed })
  if (Either.isLeft(sampled)) return Either.left(sampled.left)
  const rows = sampled.right.personas
  const write = Writer.populationWriter(blueprint, seed, rows.length)
  const chunk = Math.max(1, Math.floor(options.chunk ?? CHUNK))
  const personas: Array<Writer.Written> = []
  for (let i = 0; i < rows.length; i += chunk) {
    for (let j = i; j < Math.min(rows.length, i + chunk); j++) personas.push(write(rows[j]!.fields, j))
    yield { produced: personas.length, total: count }
  }
  const spread = redraw(personas, blueprint, seed, write)
  return Either.right({
    personas: spread.personas,
    blueprint,
    ...(personas.length > 1 ? { diversity: spread.diversity } : {}),
    marginals: Marginals.marginals(spread.personas, blueprint),
    rationale,
    samplingReport: sampled.right.report,
    ...(reading !== undefined ? reading : {}),
    redrawn: spread.redrawn
  })
}

/** A population held to its own diversity gates again, by {@link settle}. */
export interface Settled {
  readonly personas: ReadonlyArray<Writer.Written>
  /** absent for a single persona (no pairs) */
  readonly diversity?: Report.Diversity
  readonly marginals: ReadonlyArray<Report.Marginal>
  /** Personas whose text was rewritten offline (or fields redrawn) to pass the gates. */
  readonly redrawn: number
}

/**
 * A population whose text was replaced after {@link steps} (a model's text) held to its own
 * diversity gates again: any persona too close to an earlier one is rewritten by the offline
 * writer (its replaced text is dropped), as {@link steps} does; then its diversity and marginals.
 * Deterministic in (personas, blueprint, seed).
 */
export const settle = (
  personas: ReadonlyArray<Writer.Written>,
  blueprint: Blueprint.Blueprint,
  seed: Rng.Seed
): Settled => {
  const write = Writer.populationWriter(blueprint, seed, personas.length)
  const spread = redraw(personas, blueprint, seed, write)
  return {
    personas: spread.personas,
    ...(personas.length > 1 ? { diversity: spread.diversity } : {}),
    marginals: Marginals.marginals(spread.personas, blueprint),
    redrawn: spread.redrawn
  }
}

/**
 * Generates `count` personas for `prompt` (or for `options.blueprint`): {@link steps} run to
 * the end, with `onProgress` called after each chunk. See {@link steps} for the failures.
 */
export const generate = (
  prompt: string,
  options: GenerateOptions
): Either.Either<Generated, GenerateError> => {
  const run = steps(prompt, options)
  for (;;) {
    const step = run.next()
    if (step.done === true) return step.value
    options.onProgress?.(step.value.produced)
  }
}
