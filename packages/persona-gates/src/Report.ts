/**
 * The evaluation report of spec 2.6 and its parts, as effect Schemas so that an HTTP layer can
 * encode responses with them. Optional parts are omitted, never `null`.
 */
import { Schema } from "effect"

/** A number in [0, 1]. */
const Unit = Schema.Number.pipe(Schema.between(0, 1))

/**
 * One gate (spec 2.6): `name`, `passed`, `score` (a number, or `null` for a purely boolean
 * gate) and a human-readable `detail`.
 */
export const Gate = Schema.Struct({
  name: Schema.String,
  passed: Schema.Boolean,
  score: Schema.NullOr(Schema.Finite),
  detail: Schema.String
})

/** A gate result. */
export interface Gate extends Schema.Schema.Type<typeof Gate> {}

/** The gates of one input persona: the `schema` gate then one gate per blueprint constraint. */
export const Scorecard = Schema.Struct({
  persona_id: Schema.String,
  gates: Schema.Array(Gate)
})

/** A persona's scorecard. */
export interface Scorecard extends Schema.Schema.Type<typeof Scorecard> {}

/**
 * Population diversity (spec 2.4): the largest and the mean pairwise similarity (lower is more
 * diverse) and the number of near-duplicate pairs.
 */
export const Diversity = Schema.Struct({
  max_pairwise_similarity: Unit,
  mean_pairwise_similarity: Unit,
  duplicate_pairs: Schema.NonNegativeInt
})

/** Population diversity. */
export interface Diversity extends Schema.Schema.Type<typeof Diversity> {}

/** One value of a root categorical field: its requested and achieved proportions. */
export const MarginalCell = Schema.Struct({
  key: Schema.String,
  requested: Unit,
  achieved: Unit
})

/** A marginal cell. */
export interface MarginalCell extends Schema.Schema.Type<typeof MarginalCell> {}

/**
 * The marginal of one root categorical field (spec 2.4) with its total variation distance
 * `1/2 * sum |requested - achieved|` (0 perfect, 1 disjoint).
 */
export const Marginal = Schema.Struct({
  attribute: Schema.String,
  cells: Schema.Array(MarginalCell),
  total_variation_distance: Unit
})

/** A marginal. */
export interface Marginal extends Schema.Schema.Type<typeof Marginal> {}

/**
 * The evaluation report (spec 2.6). `passed` is true only when every persona gate and every
 * batch gate passed; `scorecards` come in input order; `diversity` is present for
 * multi-persona input; `marginals` when a blueprint is supplied and more than one persona is
 * sent.
 */
export const EvaluationReport = Schema.Struct({
  passed: Schema.Boolean,
  gates: Schema.Array(Gate),
  scorecards: Schema.Array(Scorecard),
  diversity: Schema.optional(Diversity),
  marginals: Schema.optional(Schema.Array(Marginal))
})

/** An evaluation report. */
export interface EvaluationReport extends Schema.Schema.Type<typeof EvaluationReport> {}
