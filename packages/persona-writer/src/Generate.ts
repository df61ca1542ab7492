/**
 * Population generation of the offline provider (spec 4.4): infer a blueprint from the prompt
 * (`Infer`), sample the personas' fields (`Sampler.sample` of `@cis/blueprint`), write them
 * (`Writer`). Pure and deterministic in (prompt, count, seed).
 *
 * @since 0.1.0
 */
import { type Blueprint, type Rng, Sampler } from "@cis/blueprint"
import { Data, Either } from "effect"
import * as Infer from "./Infer.js"
import * as Writer from "./Writer.js"

/** Options of {@link generate}. */
export interface GenerateOptions {
  /** Number of personas, an integer ≥ 1 (capping large counts is the caller's business). */
  readonly count: number
  /** Seed of the sampler and the writer. */
  readonly seed: Rng.Seed
  /** Called with the number of personas written so far: every 100 and at the end. */
  readonly onProgress?: (produced: number) => void
}

/** What {@link generate} returns (the population result of spec 2.4 without the gate scores). */
export interface Generated {
  readonly personas: ReadonlyArray<Writer.Written>
  readonly blueprint: Blueprint.Blueprint
  readonly rationale: string
  readonly samplingReport: Sampler.SamplingReport
}

/** The prompt is blank, or `count` is not an integer ≥ 1. */
export class InvalidGenerateRequest extends Data.TaggedError("InvalidGenerateRequest")<{
  readonly reason: string
}> {
  override get message(): string {
    return this.reason
  }
}

/** Every way {@link generate} can fail: a bad request, or the sampler's own errors. */
export type GenerateError = InvalidGenerateRequest | Sampler.SampleError

/**
 * Generates `count` personas for `prompt`: `Infer.inferBlueprint`, then `Sampler.sample` with
 * `seed`, then `Writer.writePersonas` with the same seed (progress reported through
 * `onProgress`). Fails with `InvalidGenerateRequest` for a blank prompt or a bad count, or with
 * the sampler's error when the blueprint cannot be sampled. O(inference + count · fields).
 */
export const generate = (
  prompt: string,
  options: GenerateOptions
): Either.Either<Generated, GenerateError> => {
  if (typeof prompt !== "string" || prompt.trim().length === 0) {
    return Either.left(new InvalidGenerateRequest({ reason: "prompt must be a non-empty string" }))
  }
  const { count, seed } = options
  if (!Number.isInteger(count) || count < 1) {
    return Either.left(new InvalidGenerateRequest({ reason: `count must be an integer >= 1 (got ${count})` }))
  }
  const inferred = Infer.inferBlueprint(prompt)
  const sampled = Sampler.sample(inferred.blueprint, { count, seed })
  if (Either.isLeft(sampled)) return Either.left(sampled.left)
  const personas = Writer.writePersonas(
    inferred.blueprint,
    sampled.right.personas,
    seed,
    options.onProgress !== undefined ? { onProgress: options.onProgress } : {}
  )
  return Either.right({
    personas,
    blueprint: inferred.blueprint,
    rationale: inferred.rationale,
    samplingReport: sampled.right.report
  })
}
