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
import type { Blueprint, BlueprintProblem, ConstraintOp } from "./Blueprint.js"
import * as BP from "./Blueprint.js"
import { DEFAULT_EPSILON, holds } from "./Expression.js"
import * as Feasibility from "./Feasibility.js"
import * as FM from "./internal/fourierMotzkin.js"
import {
  type CatDist,
  compile,
  type Field,
  type LinearConstraint,
  type NumDist,
  type NumField,
  reachable
} from "./internal/model.js"
import * as Quota from "./Quota.js"
import * as Rng from "./Rng.js"
import {
  pdf as tnPdf,
  quantile as tnQuantile,
  quantiler as tnQuantiler,
  sample as tnSample,
  sampler as tnSampler
} from "./TruncatedNormal.js"

// module-level aliases: one lookup instead of one per call in the hot loop
const holdsOp = holds
const EPS = DEFAULT_EPSILON
const quantileOf = tnQuantile
const sampleOf = tnSample

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

/** Failed attempts of one persona after which the integer-aware (dark shadow) bounds are preferred. */
const DARK_AFTER = 16

/** Decimals kept when rendering a non-integer value, for fields whose density allows it. */
export const DECIMALS = 2

/** Most the CDF may move when a value is rounded for rendering: f_max · ½·10^(−decimals) ≤ this. */
export const MAX_ROUNDING_SHIFT = 0.0025

/**
 * Decimals used to render values of a continuous truncated normal: {@link DECIMALS} (2), or more
 * (up to 6) when its highest density f_max = pdf(clamp(mean, min, max)) is so high that rounding to
 * the nearest 10^(−d) could move the CDF by more than {@link MAX_ROUNDING_SHIFT}; that is the
 * smallest d ≥ 2 with f_max·½·10^(−d) ≤ 0.0025. Any field with sd ≳ 0.8 (in its own units) keeps 2.
 */
export const decimalsFor = (d: {
  readonly mean: number
  readonly sd: number
  readonly min: number
  readonly max: number
}): number => {
  const mode = Math.min(Math.max(d.mean, d.min), d.max)
  const fmax = tnPdf(mode, d.mean, d.sd, d.min, d.max)
  let k = DECIMALS
  while (k < 6 && fmax * 0.5 * 10 ** -k > MAX_ROUNDING_SHIFT) k++
  return k
}

/**
 * Renders a number as persona `fields` text: integers without decimals, others rounded to
 * `decimals` (default {@link DECIMALS}) with trailing zeros dropped (`12.5`, `3.14`); `-0` is `0`.
 */
export const render = (x: number, decimals: number = DECIMALS): string => {
  if (Number.isInteger(x)) return String(x === 0 ? 0 : x)
  const p = 10 ** decimals
  const r = Math.round(x * p) / p
  return String(r === 0 ? 0 : r)
}

// ---------------------------------------------------------------------------------------------
// Compiled runtime structures
// ---------------------------------------------------------------------------------------------

interface RtConstraint {
  readonly c: LinearConstraint
  readonly vars: Int32Array
  readonly coefs: Float64Array
  readonly lhs: number
  readonly rhsVars: Int32Array
  readonly rhsCoefs: Float64Array
  readonly rhsConst: number
}

interface RtDist {
  readonly d: NumDist
  /** exact sampler of the unrestricted window (integers: [lo − ½, hi + ½]) */
  readonly draw: (rng: Rng.Rng) => number
  /** quantile function of the same window */
  readonly quantile: (p: number) => number
  /** decimals kept when rendering (see {@link decimalsFor}) and 10^decimals */
  readonly decimals: number
  readonly scale: number
}

interface RtNum {
  readonly f: NumField
  readonly own: RtDist | undefined
  readonly rules: ReadonlyArray<{
    readonly when: ReadonlyArray<readonly [number, string]>
    readonly dist: RtDist
  }>
  readonly fallback: ReadonlyArray<RtDist>
  readonly hullLo: number
  readonly hullHi: number
  /** constraints whose last-sampled field is this one; the first equality (if any) fixes it */
  readonly direct: ReadonlyArray<RtConstraint>
  readonly equality: number
  /** constraints with a later field, when at least one involves this field: bounds propagation */
  readonly pending: ReadonlyArray<RtConstraint>
  /** implied constraints whose last field is this one (Fourier–Motzkin projections) */
  readonly implied: ReadonlyArray<Implied>
  /** the same projections with integer later fields given windows ≥ 1 wide (dark shadow) */
  readonly dark: ReadonlyArray<Implied>
  /** later fields whose bounds the implied constraints use */
  readonly impliedBoxes: Int32Array
}

/**
 * `a·x + Σ coefs·(earlier fields) + constant + Σ boxMults·(bound of a later field) ≥ 0` (`> 0`
 * when strict), with `boxVars[i]`/`boxSides[i]` naming the later field and which bound (0 lo, 1 hi).
 */
interface Implied {
  readonly vars: Int32Array
  readonly coefs: Float64Array
  readonly a: number
  readonly constant: number
  readonly boxVars: Int32Array
  readonly boxSides: Int32Array
  readonly boxMults: Float64Array
  readonly strict: boolean
  readonly origin: number
}

/**
 * Implied constraints for every field: the constraints as inequalities (an equality as two), plus
 * the bounds [lo, hi] of every field they involve, projected by Fourier–Motzkin elimination from
 * the last field down, with the bounds kept symbolic. The rows whose last field is `f` bound `f`
 * given the fields before it and the current bounds of the later ones (their branch, once the
 * categorical values it depends on are known) so that those can still be completed — exactly, for
 * the real relaxation. Only rows that are not already one of the constraints are kept.
 */
const impliedBounds = (
  n: number,
  rts: ReadonlyArray<RtConstraint>,
  integer?: ArrayLike<boolean>
): Array<Array<Implied>> => {
  const rows: Array<FM.Symbolic> = []
  const involved = new Set<number>()
  const row = (
    pairs: ReadonlyArray<readonly [number, number]>,
    constant: number,
    strict: boolean,
    origin: number
  ) => {
    const coefs = new Float64Array(n)
    for (const [v, a] of pairs) coefs[v] = a
    rows.push({ coefs, constant, boxes: new Float64Array(2 * n), strict, origin })
  }
  for (const rc of rts) {
    const c = rc.c
    if (c.vars.length === 0) continue
    for (const v of c.vars) involved.add(v)
    const pos = c.vars.map((v, i) => [v, c.coefs[i]!] as const)
    const neg = c.vars.map((v, i) => [v, -c.coefs[i]!] as const)
    if (c.op === ">=" || c.op === ">" || c.op === "==") row(pos, c.constant, c.op === ">", c.index)
    if (c.op === "<=" || c.op === "<" || c.op === "==") row(neg, -c.constant, c.op === "<", c.index)
  }
  if (rows.length === 0) return Array.from({ length: n }, () => [])
  for (const v of involved) rows.push(...FM.boxRows(n, v))
  return FM.projections(n, rows, 600, integer).map((list, v) =>
    list.map((r) => {
      const vars: Array<number> = []
      const coefs: Array<number> = []
      for (let i = 0; i < v; i++) {
        if (r.coefs[i] !== 0) {
          vars.push(i)
          coefs.push(r.coefs[i]!)
        }
      }
      const boxVars: Array<number> = []
      const boxSides: Array<number> = []
      const boxMults: Array<number> = []
      for (let i = 0; i < 2 * n; i++) {
        if (r.boxes[i] !== 0) {
          boxVars.push(i >> 1)
          boxSides.push(i & 1)
          boxMults.push(r.boxes[i]!)
        }
      }
      return {
        vars: Int32Array.from(vars),
        coefs: Float64Array.from(coefs),
        a: r.coefs[v]!,
        constant: r.constant,
        boxVars: Int32Array.from(boxVars),
        boxSides: Int32Array.from(boxSides),
        boxMults: Float64Array.from(boxMults),
        strict: r.strict,
        origin: r.origin
      }
    })
  )
}

/**
 * The constraints (among `later`, whose last field comes after `at`) linked to field `at` through
 * fields not yet known when `at` is drawn: those that involve `at`, then those sharing a later field
 * with one already taken, to a fixed point. Propagation only needs these.
 */
const component = (later: ReadonlyArray<RtConstraint>, at: number): Array<RtConstraint> => {
  const taken = new Set<RtConstraint>()
  const fieldsIn = new Set<number>([at])
  let grew = true
  while (grew) {
    grew = false
    for (const rc of later) {
      if (taken.has(rc)) continue
      if (rc.c.vars.some((v) => v >= at && fieldsIn.has(v))) {
        taken.add(rc)
        for (const v of rc.c.vars) if (v >= at) fieldsIn.add(v)
        grew = true
      }
    }
  }
  return later.filter((rc) => taken.has(rc))
}

const rtDist = (d: NumDist): RtDist => {
  const decimals = d.integer ? 0 : decimalsFor(d)
  return {
    d,
    draw: d.integer ? tnSampler(d.mean, d.sd, d.lo - 0.5, d.hi + 0.5) : tnSampler(d.mean, d.sd, d.lo, d.hi),
    quantile: d.integer
      ? tnQuantiler(d.mean, d.sd, d.lo - 0.5, d.hi + 0.5)
      : tnQuantiler(d.mean, d.sd, d.lo, d.hi),
    decimals,
    scale: 10 ** decimals
  }
}

const sumOf = (coefs: Float64Array, vars: Int32Array, num: Float64Array, constant: number): number => {
  let s = constant
  for (let i = 0; i < vars.length; i++) s += coefs[i]! * num[vars[i]!]!
  return s
}

const holdsFor = (rc: RtConstraint, num: Float64Array): boolean =>
  holdsOp(rc.c.op, num[rc.lhs]!, sumOf(rc.rhsCoefs, rc.rhsVars, num, rc.rhsConst))

const relTol = (x: number): number => EPS * Math.max(1, Math.abs(x))

/** A found dead end: the constraint index to blame. */
class DeadEnd {
  constructor(readonly constraint: number) {}
}

/** Bounds of one variable, with the constraint that last tightened each side. */
interface Bounds {
  lo: number
  hi: number
  loBy: number
  hiBy: number
}

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
  return run(bp, count, seed, maxPer, maxTotal, analysis)
}

const run = (
  bp: Blueprint,
  count: number,
  seed: Rng.Seed,
  maxPer: number,
  maxTotal: number,
  analysis: Feasibility.Analysis
): Either.Either<SampleResult, SampleError> => {
  const model = compile(bp)
  const fields = model.fields
  const n = fields.length
  const rng = Rng.fromSeed(seed)

  // --- constraints ------------------------------------------------------------------------------
  const rts: Array<RtConstraint> = model.constraints.map((c) => {
    const rhs = Object.entries(c.rhs.terms)
    return {
      c,
      vars: Int32Array.from(c.vars),
      coefs: Float64Array.from(c.coefs),
      lhs: model.byName.get(c.lhs)!,
      rhsVars: Int32Array.from(rhs.map(([name]) => model.byName.get(name)!)),
      rhsCoefs: Float64Array.from(rhs.map(([, a]) => a)),
      rhsConst: c.rhs.constant
    }
  })
  const methods: Array<Method> = rts.map(() => "constant")
  const hullOf = (f: Field): readonly [number, number] => {
    if (f.kind !== "numeric") return [0, 0]
    const all = [...(f.own === undefined ? [] : [f.own]), ...f.rules.map((r) => r.dist)]
    return [Math.min(...all.map((d) => d.lo)), Math.max(...all.map((d) => d.hi))]
  }
  const implied = impliedBounds(n, rts)
  const integerFields = fields.map((f) => f.kind === "numeric" && f.integer)
  const dark = integerFields.some((x) => x) ? impliedBounds(n, rts, integerFields) : implied
  const nums: Array<RtNum | undefined> = fields.map((f) => {
    if (f.kind !== "numeric") return undefined
    const direct = rts.filter((rc) => rc.c.last === f.index)
    const equality = direct.findIndex((rc) => rc.c.op === "==")
    direct.forEach((rc, i) => {
      methods[rc.c.index] = i === equality ? "equality" : equality >= 0 ? "check" : "bound"
    })
    const pending = component(
      rts.filter((rc) => rc.c.last > f.index),
      f.index
    )
    const [hullLo, hullHi] = hullOf(f)
    return {
      f,
      own: f.own === undefined ? undefined : rtDist(f.own),
      rules: f.rules.map((r) => ({ when: r.when, dist: rtDist(r.dist) })),
      fallback: f.fallback.map(rtDist),
      hullLo,
      hullHi,
      direct,
      equality,
      pending,
      implied: implied[f.index] ?? [],
      dark: dark === implied ? [] : (dark[f.index] ?? []),
      impliedBoxes: Int32Array.from(
        new Set(
          [...(implied[f.index] ?? []), ...(dark[f.index] ?? [])].flatMap((im) => Array.from(im.boxVars))
        )
      )
    }
  })

  // --- quotas and strata -------------------------------------------------------------------------
  const rootCats = fields.filter(
    (f): f is Extract<Field, { kind: "categorical" }> => f.kind === "categorical" && f.root
  )
  const assigned: Array<Array<string> | undefined> = fields.map(() => undefined)
  for (const f of rootCats) {
    const dist = f.own!
    const counts = Quota.largestRemainder(Array.from(dist.probs), count)
    const cells: Array<string> = []
    counts.forEach((k, i) => {
      for (let j = 0; j < k; j++) cells.push(dist.values[i]!)
    })
    assigned[f.index] = Rng.shuffle(rng, cells)
  }
  const strata: Array<Int32Array | undefined> = fields.map((f) => {
    if (f.kind !== "numeric" || !f.root) return undefined
    const perm = Rng.shuffle(
      rng,
      Array.from({ length: count }, (_, i) => i)
    )
    return Int32Array.from(perm)
  })

  // --- state ---------------------------------------------------------------------------------------
  const num = new Float64Array(n)
  const cat: Array<string> = new Array<string>(n).fill("")
  /** value index + 1 of each categorical field drawn in this attempt */
  const catCode = new Int32Array(n)
  const valueIndex: Array<ReadonlyMap<string, number> | undefined> = fields.map((f) =>
    f.kind === "categorical" ? new Map(f.values.map((v, i) => [v, i + 1] as const)) : undefined
  )
  const text: Array<string> = new Array<string>(n).fill("")
  const bounds: Array<Bounds> = fields.map(() => ({ lo: 0, hi: 0, loBy: -1, hiBy: -1 }))
  const attempted = new Float64Array(rts.length)
  const accepted = new Float64Array(rts.length)
  const failures = new Float64Array(rts.length)

  const ruleMatches = (when: ReadonlyArray<readonly [number, string]>): boolean => {
    for (const [p, v] of when) if (cat[p] !== v) return false
    return true
  }

  const drawCat = (d: CatDist): string => {
    const u = rng()
    const cum = d.cum
    for (let i = 0; i < cum.length; i++) if (u < cum[i]!) return d.values[i]!
    return d.values[d.values.length - 1]!
  }

  // Possible [lo, hi] of every numeric field given the categorical values known when field `at`
  // is drawn (those drawn before it, and every root, allocated up front): the hull of the
  // distributions its rules can still reach, with unknown categoricals ranging over the values
  // their own reachable rules allow. Cached by the known values, so it is computed once per
  // combination rather than once per persona.
  // Only categorical fields that numeric rules depend on (directly or through categorical rules)
  // enter the cache key, each as its value index + 1 (0 = not known yet), in mixed radix.
  const relevant = new Set<number>()
  for (const f of fields)
    if (f.kind === "numeric") for (const r of f.rules) for (const [p] of r.when) relevant.add(p)
  for (let grew = true; grew; ) {
    grew = false
    for (const f of fields) {
      if (f.kind !== "categorical" || !relevant.has(f.index)) continue
      for (const r of f.rules) {
        for (const [p] of r.when) {
          if (!relevant.has(p)) {
            relevant.add(p)
            grew = true
          }
        }
      }
    }
  }
  const keyFields = [...relevant].sort((x, y) => x - y)
  const radix: Array<number> = []
  let span = 1
  for (const p of keyFields) {
    radix.push(span)
    const f = fields[p]!
    span *= (f.kind === "categorical" ? f.values.length : 0) + 1
  }
  const numericKeys = span < 2 ** 50
  const boxCache: Array<Map<number | string, Float64Array>> = fields.map(() => new Map())
  const codeOf = (p: number, at: number, persona: number): number => {
    if (p < at) return catCode[p]!
    const quota = assigned[p]
    return quota === undefined ? 0 : valueIndex[p]!.get(quota[persona]!)!
  }
  const boxesAt = (at: number, persona: number): Float64Array => {
    let key: number | string
    if (numericKeys) {
      key = 0
      for (let i = 0; i < keyFields.length; i++) key += codeOf(keyFields[i]!, at, persona) * radix[i]!
    } else {
      key = keyFields.map((p) => codeOf(p, at, persona)).join(",")
    }
    const cache = boxCache[at]!
    const hit = cache.get(key)
    if (hit !== undefined) return hit
    const possible: Array<ReadonlySet<string> | undefined> = new Array(n).fill(undefined)
    const boxes = new Float64Array(2 * n)
    for (const f of fields) {
      if (f.kind === "categorical") {
        const code = codeOf(f.index, at, persona)
        if (code > 0) possible[f.index] = new Set([f.values[code - 1]!])
        else {
          const ds = f.root && f.own !== undefined ? [f.own] : reachable(f.rules, [f.fallback], possible)
          possible[f.index] = new Set(ds.flatMap((d) => d.values.filter((_, i) => d.probs[i]! > 0)))
        }
      } else {
        const ds = f.root && f.own !== undefined ? [f.own] : reachable(f.rules, f.fallback, possible)
        boxes[2 * f.index] = Math.min(...ds.map((d) => d.lo))
        boxes[2 * f.index + 1] = Math.max(...ds.map((d) => d.hi))
      }
    }
    if (cache.size > 10_000) cache.clear()
    cache.set(key, boxes)
    return boxes
  }

  /** Raises b.lo to x (rounded up for integers, loosened by the tolerance); true when it moved. */
  const raise = (b: Bounds, integer: boolean, x: number, by: number): boolean => {
    const v = integer ? Math.ceil(x - relTol(x)) : x - relTol(x)
    if (v <= b.lo) return false
    b.lo = v
    b.loBy = by
    return true
  }

  /** Lowers b.hi to x (rounded down for integers, loosened by the tolerance); true when it moved. */
  const lower = (b: Bounds, integer: boolean, x: number, by: number): boolean => {
    const v = integer ? Math.floor(x + relTol(x)) : x + relTol(x)
    if (v >= b.hi) return false
    b.hi = v
    b.hiBy = by
    return true
  }

  /** Tightens `b` (the bound of variable v with coefficient a) from `a·v + rest op 0`. */
  const tighten = (
    b: Bounds,
    integer: boolean,
    a: number,
    op: ConstraintOp,
    restMin: number,
    restMax: number,
    by: number
  ): boolean => {
    let changed = false
    if (op !== "<=" && op !== "<") {
      // a·v + restMax ≥ 0 must be possible
      if (a > 0) changed = raise(b, integer, -restMax / a, by) || changed
      else changed = lower(b, integer, -restMax / a, by) || changed
    }
    if (op !== ">=" && op !== ">") {
      // a·v + restMin ≤ 0 must be possible
      if (a > 0) changed = lower(b, integer, -restMin / a, by) || changed
      else changed = raise(b, integer, -restMin / a, by) || changed
    }
    return changed
  }

  /** Bounds propagation over `pending` with fields < at known, `at` in bounds[at], later ones by branch. */
  const propagate = (rt: RtNum, at: number, boxes: Float64Array): void => {
    for (const rc of rt.pending) {
      for (let i = 0; i < rc.vars.length; i++) {
        const v = rc.vars[i]!
        const b = bounds[v]!
        if (v < at) {
          b.lo = num[v]!
          b.hi = num[v]!
        } else if (v > at) {
          b.lo = boxes[2 * v]!
          b.hi = boxes[2 * v + 1]!
          b.loBy = -1
          b.hiBy = -1
        }
      }
    }
    for (let round = 0; round < 8; round++) {
      let changed = false
      for (const rc of rt.pending) {
        let sMin = rc.c.constant
        let sMax = rc.c.constant
        for (let i = 0; i < rc.vars.length; i++) {
          const a = rc.coefs[i]!
          const b = bounds[rc.vars[i]!]!
          if (a > 0) {
            sMin += a * b.lo
            sMax += a * b.hi
          } else {
            sMin += a * b.hi
            sMax += a * b.lo
          }
        }
        for (let i = 0; i < rc.vars.length; i++) {
          const v = rc.vars[i]!
          if (v < at) continue
          const a = rc.coefs[i]!
          const b = bounds[v]!
          const cMin = a > 0 ? a * b.lo : a * b.hi
          const cMax = a > 0 ? a * b.hi : a * b.lo
          if (tighten(b, nums[v]!.f.integer, a, rc.c.op, sMin - cMin, sMax - cMax, rc.c.index)) changed = true
          if (b.lo > b.hi) throw new DeadEnd(b.loBy >= 0 ? b.loBy : b.hiBy >= 0 ? b.hiBy : rc.c.index)
        }
      }
      if (!changed) break
    }
  }

  const scratch: Bounds = { lo: 0, hi: 0, loBy: -1, hiBy: -1 }
  /** set once a persona needed the dark shadow to succeed: later personas then use it at once */
  let preferDark = false

  /** Tightens `b` by implied rows `a·x + rest ≥ 0` (the later fields' bounds already in `bounds`). */
  const applyImplied = (rows: ReadonlyArray<Implied>, b: Bounds, integer: boolean): void => {
    for (const im of rows) {
      let rest = im.constant
      for (let i = 0; i < im.vars.length; i++) rest += im.coefs[i]! * num[im.vars[i]!]!
      for (let i = 0; i < im.boxVars.length; i++) {
        const box = bounds[im.boxVars[i]!]!
        rest += im.boxMults[i]! * (im.boxSides[i] === 0 ? box.lo : box.hi)
      }
      const x = -rest / im.a
      if (im.a > 0) {
        if (integer && im.strict) {
          const v = Math.floor(x + relTol(x)) + 1
          if (v > b.lo) {
            b.lo = v
            b.loBy = im.origin
          }
        } else raise(b, integer, x, im.origin)
      } else if (integer && im.strict) {
        const v = Math.ceil(x - relTol(x)) - 1
        if (v < b.hi) {
          b.hi = v
          b.hiBy = im.origin
        }
      } else lower(b, integer, x, im.origin)
    }
  }

  /** Value of numeric field `rt` for this attempt, with its rendered text; throws DeadEnd. */
  const drawNum = (rt: RtNum, persona: number, tries: number): void => {
    const f = rt.f
    const at = f.index
    let dist: RtDist
    if (f.root) dist = rt.own!
    else {
      let found: RtDist | undefined
      for (const r of rt.rules) {
        if (ruleMatches(r.when)) {
          found = r.dist
          break
        }
      }
      dist =
        found ??
        (rt.fallback.length === 1 ? rt.fallback[0]! : rt.fallback[Math.floor(rng() * rt.fallback.length)]!)
    }
    const d = dist.d
    const b = bounds[at]!
    b.lo = d.lo
    b.hi = d.hi
    b.loBy = -1
    b.hiBy = -1
    let fixed = Number.NaN
    // direct constraints: every other field is known
    for (let k = 0; k < rt.direct.length; k++) {
      const rc = rt.direct[k]!
      let a = 0
      let rest = rc.c.constant
      for (let i = 0; i < rc.vars.length; i++) {
        const v = rc.vars[i]!
        if (v === at) a = rc.coefs[i]!
        else rest += rc.coefs[i]! * num[v]!
      }
      const x = -rest / a
      if (k === rt.equality) {
        fixed = x
        continue
      }
      if (rc.c.op === "==") continue
      const lowerBound = (rc.c.op === ">=" || rc.c.op === ">") === a > 0
      const strict = rc.c.op === ">" || rc.c.op === "<"
      if (lowerBound) {
        const v = d.integer ? (strict ? Math.floor(x + relTol(x)) + 1 : Math.ceil(x - relTol(x))) : x
        if (v > b.lo) {
          b.lo = v
          b.loBy = rc.c.index
        }
      } else {
        const v = d.integer ? (strict ? Math.ceil(x - relTol(x)) - 1 : Math.floor(x + relTol(x))) : x
        if (v < b.hi) {
          b.hi = v
          b.hiBy = rc.c.index
        }
      }
    }
    // implied constraints (projections of the whole system onto the fields drawn so far), with
    // the later fields' bounds from their branch when it is known
    const boxes = rt.impliedBoxes.length > 0 || rt.pending.length > 0 ? boxesAt(at, persona) : undefined
    for (let i = 0; i < rt.impliedBoxes.length; i++) {
      const v = rt.impliedBoxes[i]!
      bounds[v]!.lo = boxes![2 * v]!
      bounds[v]!.hi = boxes![2 * v + 1]!
    }
    applyImplied(rt.implied, b, d.integer)
    // after repeated failures, prefer the dark shadow when it leaves room: integer later fields then
    // get windows at least one unit wide
    if ((preferDark || tries >= DARK_AFTER) && rt.dark.length > 0 && b.lo <= b.hi) {
      scratch.lo = b.lo
      scratch.hi = b.hi
      scratch.loBy = b.loBy
      scratch.hiBy = b.hiBy
      applyImplied(rt.dark, scratch, d.integer)
      if (scratch.lo <= scratch.hi) {
        b.lo = scratch.lo
        b.hi = scratch.hi
        b.loBy = scratch.loBy
        b.hiBy = scratch.hiBy
      }
    }
    if (b.lo > b.hi) throw new DeadEnd(b.loBy >= 0 ? b.loBy : b.hiBy)
    if (rt.pending.length > 0) propagate(rt, at, boxes!)
    let value: number
    if (!Number.isNaN(fixed)) {
      const eq = rt.direct[rt.equality]!.c.index
      if (d.integer) {
        const k = Math.round(fixed)
        if (Math.abs(k - fixed) > relTol(fixed)) throw new DeadEnd(eq)
        fixed = k
      }
      if (fixed < b.lo - relTol(b.lo) || fixed > b.hi + relTol(b.hi) || fixed < d.min || fixed > d.max) {
        throw new DeadEnd(eq)
      }
      value = fixed
    } else {
      const whole = b.lo === d.lo && b.hi === d.hi
      const stratum = f.root ? strata[at] : undefined
      if (stratum !== undefined && tries < 8) {
        const u = (stratum[persona]! + 0.25 + 0.5 * rng()) / count
        value = whole
          ? d.integer
            ? Math.round(dist.quantile(u))
            : dist.quantile(u)
          : d.integer
            ? Math.round(quantileOf(u, d.mean, d.sd, b.lo - 0.5, b.hi + 0.5))
            : quantileOf(u, d.mean, d.sd, b.lo, b.hi)
      } else if (whole) {
        value = d.integer ? Math.round(dist.draw(rng)) : dist.draw(rng)
      } else {
        value = d.integer
          ? Math.round(sampleOf(rng, d.mean, d.sd, b.lo - 0.5, b.hi + 0.5))
          : sampleOf(rng, d.mean, d.sd, b.lo, b.hi)
      }
      if (d.integer) value = value < b.lo ? b.lo : value > b.hi ? b.hi : value
    }
    // render, then check the rendered value (bounds, domain, direct constraints)
    if (d.integer || Number.isInteger(value)) {
      num[at] = value
      if (!acceptable(rt, d, b, value)) throw new DeadEnd(blameOf(rt, b))
      text[at] = String(value === 0 ? 0 : value)
      return
    }
    const scale = dist.scale
    for (let k = 0; k < 3; k++) {
      const r =
        (k === 0
          ? Math.round(value * scale)
          : k === 1
            ? Math.floor(value * scale)
            : Math.ceil(value * scale)) / scale
      if (acceptable(rt, d, b, r)) {
        num[at] = r
        text[at] = String(r === 0 ? 0 : r)
        return
      }
    }
    for (let k = dist.decimals + 1; k <= 15; k++) {
      const p = 10 ** k
      const r = Math.round(value * p) / p
      if (acceptable(rt, d, b, r)) {
        num[at] = r
        text[at] = String(r === 0 ? 0 : r)
        return
      }
    }
    if (acceptable(rt, d, b, value)) {
      num[at] = value
      text[at] = String(value)
      return
    }
    throw new DeadEnd(blameOf(rt, b))
  }

  const blameOf = (rt: RtNum, b: Bounds): number => {
    for (const rc of rt.direct) if (!holdsFor(rc, num)) return rc.c.index
    return b.loBy >= 0 ? b.loBy : b.hiBy >= 0 ? b.hiBy : (rt.direct[0]?.c.index ?? 0)
  }

  /** Sets num[at] = x and checks it: within the distribution, within the domain, direct constraints hold. */
  const acceptable = (rt: RtNum, d: NumDist, b: Bounds, x: number): boolean => {
    if (x < d.min || x > d.max) return false
    if (x < b.lo - relTol(b.lo) || x > b.hi + relTol(b.hi)) return false
    num[rt.f.index] = x
    for (const rc of rt.direct) if (!holdsFor(rc, num)) return false
    return true
  }

  // --- main loop -----------------------------------------------------------------------------------
  // Personas are produced in index order; a persona whose root values had to be swapped with an
  // already finished one sends that one back to the end of the queue.
  const results: Array<Persona | undefined> = new Array<Persona | undefined>(count)
  const queue: Array<number> = Array.from({ length: count }, (_, i) => i)
  let attempts = 0
  const personaFailures = new Float64Array(rts.length)
  const triesOf = new Int32Array(count)
  for (let head = 0; head < queue.length; head++) {
    const persona = queue[head]!
    let tries = triesOf[persona]!
    for (;;) {
      attempts++
      tries++
      try {
        for (let i = 0; i < n; i++) {
          const f = fields[i]!
          if (f.kind === "categorical") {
            let v: string
            const quota = assigned[i]
            if (quota !== undefined) v = quota[persona]!
            else {
              let d: CatDist = f.fallback
              for (const r of f.rules) {
                if (ruleMatches(r.when)) {
                  d = r.dist
                  break
                }
              }
              v = drawCat(d)
            }
            cat[i] = v
            catCode[i] = valueIndex[i]!.get(v)!
            text[i] = v
          } else {
            drawNum(nums[i]!, persona, tries - 1)
          }
        }
        // final verification on the rendered values
        let failed = -1
        for (const rc of rts) {
          attempted[rc.c.index]!++
          if (holdsFor(rc, num)) accepted[rc.c.index]!++
          else if (failed < 0) failed = rc.c.index
        }
        if (failed >= 0) throw new DeadEnd(failed)
        const out: Record<string, string> = {}
        for (let i = 0; i < n; i++) out[fields[i]!.name] = text[i]!
        results[persona] = { fields: out }
        triesOf[persona] = tries
        if (tries > DARK_AFTER) preferDark = true
        if (tries > 1) personaFailures.fill(0)
        break
      } catch (e) {
        if (!(e instanceof DeadEnd)) throw e
        const c = e.constraint
        if (c >= 0 && c < rts.length) {
          failures[c]!++
          personaFailures[c]!++
          attempted[c]!++
        }
        triesOf[persona] = tries
        if (tries >= maxPer || attempts >= maxTotal) {
          let worst = 0
          for (let k = 1; k < rts.length; k++) if (personaFailures[k]! > personaFailures[worst]!) worst = k
          const byName: Record<string, number> = {}
          rts.forEach((rc, k) => {
            if (failures[k]! > 0) byName[rc.c.name] = failures[k]!
          })
          return Either.left(
            new SamplingExhausted({
              constraint: rts[worst]?.c.name ?? "",
              tries,
              persona,
              attempts,
              failures: byName
            })
          )
        }
        // every 50 failures, swap one root categorical value with another persona: the quotas are
        // unchanged, and a combination of root values that cannot work moves elsewhere
        if (tries % 50 === 0 && rootCats.length > 0 && count > 1) {
          const f = rootCats[Math.floor(rng() * rootCats.length)]!
          const quota = assigned[f.index]!
          let j = Math.floor(rng() * (count - 1))
          if (j >= persona) j++
          const t = quota[persona]!
          quota[persona] = quota[j]!
          quota[j] = t
          if (results[j] !== undefined && t !== quota[persona]) {
            results[j] = undefined
            queue.push(j)
          }
        }
      }
    }
  }
  const personas = results as Array<Persona>

  // --- report ---------------------------------------------------------------------------------------
  const constraints: Array<ConstraintReport> = rts.map((rc, k) => ({
    name: rc.c.name,
    label: analysis.constraints[k]!.label,
    method: methods[k]!,
    attempted: attempted[k]!,
    accepted: accepted[k]!,
    rate: attempted[k]! === 0 ? 1 : accepted[k]! / attempted[k]!
  }))
  const marginals: Array<Marginal> = rootCats.map((f) => {
    const dist = f.own!
    const tally = new Map<string, number>()
    for (const p of personas) {
      const v = p.fields[f.name]!
      tally.set(v, (tally.get(v) ?? 0) + 1)
    }
    const cells = dist.values.map((key, i) => ({
      key,
      requested: dist.probs[i]!,
      achieved: count === 0 ? 0 : (tally.get(key) ?? 0) / count
    }))
    const tvd = 0.5 * cells.reduce((s, c) => s + Math.abs(c.achieved - c.requested), 0)
    return { attribute: f.name, cells, total_variation_distance: count === 0 ? 0 : tvd }
  })
  return Either.right({
    personas,
    seed,
    report: {
      count,
      attempts,
      rejected: attempts - count,
      constraints,
      marginals,
      textFields: model.text
    }
  })
}
