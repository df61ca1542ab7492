/**
 * The seeded persona sampler: draws `count` personas from a blueprint, honouring its conditionals
 * and constraints, reproducibly from a seed.
 *
 * - Fields are drawn in `order`; text fields are skipped (left to the caller, absent from
 *   persona `fields`, listed in `report.textFields`).
 * - Categorical roots are allocated by quota (largest remainder, then a seeded shuffle), so the
 *   achieved shares are within k/(2·count) in total variation. Other categoricals draw from the
 *   first matching rule's weights.
 * - Numeric roots are stratified: persona i gets u = (sᵢ + ¼ + ½·V)/count for a shuffled stratum
 *   sᵢ and V ~ U(0,1), pushed through the truncated-normal quantile; other numerics are exact
 *   truncated-normal draws (Robert 1995). Integers are discretised (round of the draw on
 *   [⌈min⌉ − ½, ⌊max⌋ + ½]).
 * - A child with no matching rule draws from the field's own distribution when it has one, else
 *   from the equal-weight mixture of all its rules.
 * - Constraints: each is `D = Σ aᵢxᵢ + k op 0`. When its last field (in `order`) is drawn, every
 *   other field is known, so it becomes a bound on that draw, and an equality fixes the value.
 *   Earlier fields are bounded too, by the Fourier–Motzkin projection of all constraints onto the
 *   fields drawn so far (with the later fields' ranges given by their reachable branches), plus
 *   interval propagation; the draw is from the distribution truncated to those bounds, so later
 *   fields can still be completed. Whole-persona rejection is only the fallback (integer gaps,
 *   branches of categoricals drawn later), with a budget that ends in `SamplingExhausted`.
 * - Values are rendered after drawing and checked after rounding (see {@link render},
 *   {@link decimalsFor}).
 *
 * See the package README for the maths and the worked example.
 *
 * @since 0.1.0
 */
import { Data, Either } from "effect"
import type { Blueprint, BlueprintProblem } from "./Blueprint.js"
import * as BP from "./Blueprint.js"
import * as Feasibility from "./Feasibility.js"
import { compile } from "./internal/model.js"
import * as R from "./internal/sampler/render.js"
import { run } from "./internal/sampler/run.js"
import type * as Rng from "./Rng.js"

/** Options of {@link sample}. */
export interface SampleOptions {
  /** Number of personas (an integer ≥ 0). */
  readonly count: number
  /** Seed of the pseudo-random stream; recorded in the result. */
  readonly seed: Rng.Seed
  /** Whole-persona rejections allowed for one persona before giving up (default 1000). */
  readonly maxAttemptsPerPersona?: number
  /** Persona attempts allowed in total (default 20·count + 10 000). */
  readonly maxTotalAttempts?: number
}

/**
 * How a constraint is enforced: `bound` (an inequality turned into a bound on the draw of its
 * last-sampled field), `equality` (solved for its last-sampled field, which is then fixed),
 * `check` (its last field is already fixed by another equality: verified, persona rejected when
 * false), `constant` (no field left after combining terms: always true, or rejected up front).
 */
export type Method = "bound" | "equality" | "check" | "constant"

/** Per constraint: times it was enforced or checked, times it held, their ratio, and the method. */
export interface ConstraintReport {
  readonly name: string
  readonly label: Feasibility.Label
  readonly method: Method
  readonly attempted: number
  readonly accepted: number
  readonly rate: number
}

/** Achieved against requested shares of one root categorical field (spec 2.4 `marginals`). */
export interface Marginal {
  readonly attribute: string
  readonly cells: ReadonlyArray<{
    readonly key: string
    readonly requested: number
    readonly achieved: number
  }>
  /** ½ Σ |achieved − requested| ≤ (number of values)/(2·count) by the quota allocation. */
  readonly total_variation_distance: number
}

/** What happened while sampling. */
export interface SamplingReport {
  readonly count: number
  /** persona attempts, including rejected ones */
  readonly attempts: number
  readonly rejected: number
  readonly constraints: ReadonlyArray<ConstraintReport>
  readonly marginals: ReadonlyArray<Marginal>
  /** text fields, left out of persona `fields` for the caller to write */
  readonly textFields: ReadonlyArray<string>
}

/** A sampled persona: field name → rendered value, for every categorical and numeric field. */
export interface Persona {
  fields: Record<string, string>
}

/** The personas, the seed they came from, and the {@link SamplingReport}. */
export interface SampleResult {
  personas: Array<Persona>
  seed: Rng.Seed
  report: SamplingReport
}

/** The blueprint has structural problems (see `Blueprint.validateStructure`). */
export class InvalidBlueprint extends Data.TaggedError("InvalidBlueprint")<{
  readonly problems: ReadonlyArray<BlueprintProblem>
}> {
  override get message(): string {
    return `invalid blueprint: ${this.problems.map((p) => `${p.path}: ${p.message}`).join("; ")}`
  }
}

/** Interval analysis proved that these constraints can never hold (the first one is `constraint`). */
export class UnsatisfiableConstraint extends Data.TaggedError("UnsatisfiableConstraint")<{
  readonly constraint: string
  readonly constraints: ReadonlyArray<string>
  readonly detail: string
}> {
  override get message(): string {
    return `constraint '${this.constraint}' can never hold: ${this.detail}`
  }
}

/** These constraints cannot hold together (or not under a root categorical value, `when`). */
export class ConflictingConstraints extends Data.TaggedError("ConflictingConstraints")<{
  readonly constraints: ReadonlyArray<string>
  readonly when: { readonly field: string; readonly value: string } | undefined
  readonly detail: string
}> {
  override get message(): string {
    return this.detail
  }
}

/**
 * The rejection fallback ran out of budget: `constraint` failed most often for persona `persona`,
 * after `tries` attempts for it (`failures` counts every constraint's failures overall).
 */
export class SamplingExhausted extends Data.TaggedError("SamplingExhausted")<{
  readonly constraint: string
  readonly tries: number
  readonly persona: number
  readonly attempts: number
  readonly failures: Readonly<Record<string, number>>
}> {
  override get message(): string {
    return `could not satisfy constraint '${this.constraint}' for persona ${this.persona} after ${this.tries} tries (${this.attempts} attempts in all); the constraints are probably too tight for the fields' ranges`
  }
}

/** `count` or `seed` is unusable. */
export class InvalidSampleOptions extends Data.TaggedError("InvalidSampleOptions")<{
  readonly reason: string
}> {
  override get message(): string {
    return this.reason
  }
}

/** Every way {@link sample} can fail. */
export type SampleError =
  | InvalidBlueprint
  | UnsatisfiableConstraint
  | ConflictingConstraints
  | SamplingExhausted
  | InvalidSampleOptions

/** Decimals kept when rendering a non-integer value, for fields whose density allows it. */
export const DECIMALS = R.DECIMALS

/** Most the CDF may move when a value is rounded for rendering: f_max · ½·10^(−decimals) ≤ this. */
export const MAX_ROUNDING_SHIFT = R.MAX_ROUNDING_SHIFT

/**
 * Decimals used to render values of a continuous truncated normal: {@link DECIMALS} (2), or more
 * (up to 6) when its highest density f_max = pdf(clamp(mean, min, max)) is so high that rounding to
 * the nearest 10^(−d) could move the CDF by more than {@link MAX_ROUNDING_SHIFT}; that is the
 * smallest d ≥ 2 with f_max·½·10^(−d) ≤ 0.0025. Any field with sd ≳ 0.8 (in its own units) keeps 2.
 */
export const decimalsFor: (d: {
  readonly mean: number
  readonly sd: number
  readonly min: number
  readonly max: number
}) => number = R.decimalsFor

/**
 * Renders a number as persona `fields` text: integers without decimals, others rounded to
 * `decimals` (default {@link DECIMALS}) with trailing zeros dropped (`12.5`, `3.14`); `-0` is `0`.
 */
export const render: (x: number, decimals?: number) => string = R.render

/**
 * Draws personas from the blueprint. Returns `Left` (never throws) with:
 * `InvalidSampleOptions`; `InvalidBlueprint` (structural problems); `UnsatisfiableConstraint`
 * (a constraint the interval analysis labels `never`) or `ConflictingConstraints` (several that
 * cannot hold together, or not under some root categorical value) — both before any draw; or
 * `SamplingExhausted` when the rejection fallback runs out of budget.
 *
 * Same blueprint, count and seed give the same personas, byte for byte. Cost: O(count · (fields +
 * constraint terms)) draws plus rejections, which the bounds make rare.
 */
export const sample = (bp: Blueprint, options: SampleOptions): Either.Either<SampleResult, SampleError> => {
  const { count, seed } = options
  if (!Number.isInteger(count) || count < 0) {
    return Either.left(new InvalidSampleOptions({ reason: `count must be an integer ≥ 0 (got ${count})` }))
  }
  if (typeof seed === "number" ? !Number.isFinite(seed) : typeof seed !== "string") {
    return Either.left(
      new InvalidSampleOptions({ reason: `seed must be a string or a finite number (got ${String(seed)})` })
    )
  }
  const maxPer = options.maxAttemptsPerPersona ?? 1000
  const maxTotal = options.maxTotalAttempts ?? 20 * count + 10_000
  const structural = BP.validateStructure(bp)
  if (structural.length > 0) return Either.left(new InvalidBlueprint({ problems: structural }))
  const analysis = Feasibility.analyse(bp)
  const never = analysis.constraints.filter((v) => v.label === "never")
  if (never.length > 0) {
    return Either.left(
      new UnsatisfiableConstraint({
        constraint: never[0]!.name,
        constraints: never.map((v) => v.name),
        detail: never.map((v) => v.detail).join("; ")
      })
    )
  }
  const conflict = analysis.conflicts[0]
  if (conflict !== undefined) {
    return Either.left(
      new ConflictingConstraints({
        constraints: conflict.constraints,
        when: conflict.when,
        detail: conflict.detail
      })
    )
  }
  const result = run(compile(bp), { count, seed, maxPer, maxTotal }, analysis)
  if (result._tag === "Exhausted") {
    const { _tag, ...fields } = result
    return Either.left(new SamplingExhausted(fields))
  }
  return Either.right({ personas: result.personas, seed, report: result.report })
}
