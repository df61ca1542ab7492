/**
 * The gates. Per persona (its scorecard): the `schema` gate, then one `constraint:<name>` gate
 * per blueprint constraint, in blueprint order. Per batch: `unique_persona_ids`, and for two or
 * more personas `diversity_floor` and `duplicate_pairs`, and with a blueprint one
 * `marginal_fidelity:<field>` gate per root categorical field.
 *
 * Boolean gates report `score: null`; the diversity floor scores the maximum pairwise
 * similarity, the duplicate gate the number of duplicate pairs, a fidelity gate its TVD.
 */
import { Expression } from "@cis/blueprint"
import type { BlueprintView, ConstraintOp, ConstraintView } from "./BlueprintView.js"
import type { DiversityScan } from "./Diversity.js"
import { type CompiledExpression, compile } from "./internal/expression.js"
import { fieldValue } from "./internal/fields.js"
import { parseNumber } from "./internal/number.js"
import { type FieldRule, fieldRules } from "./internal/rules.js"
import type { FieldMarginal } from "./Marginals.js"
import { tolerance } from "./Marginals.js"
import type { PersonaInput } from "./Persona.js"
import type { Gate } from "./Report.js"
import { DUPLICATE_THRESHOLD } from "./Similarity.js"

/** The diversity floor: the gate fails when the maximum pairwise similarity is above this. */
export const DIVERSITY_CEILING = 0.9

/**
 * Relative tolerance of constraint comparisons: `lhs op rhs` is decided on `d = lhs - rhs` with
 * `eps = CONSTRAINT_EPSILON * max(1, |lhs|, |rhs|)`: `>=` is `d >= -eps`, `>` is `d > eps`,
 * `<=` is `d <= eps`, `<` is `d < -eps`, `==` is `|d| <= eps`.
 */
export const CONSTRAINT_EPSILON: number = Expression.DEFAULT_EPSILON

/** Name of the per-persona schema gate. */
export const SCHEMA_GATE = "schema"

/** Name of a constraint's gate: `constraint:<name>`. */
export const constraintGateName = (name: string): string => `constraint:${name}`

/** Name of a root categorical field's fidelity gate: `marginal_fidelity:<field>`. */
export const marginalGateName = (attribute: string): string => `marginal_fidelity:${attribute}`

const quote = (s: string): string => JSON.stringify(s)

const fmt = (x: number): string => (Number.isInteger(x) ? String(x) : String(Number(x.toPrecision(6))))

const list = (values: Iterable<string>, max = 10): string => {
  const all = [...values]
  const shown = all.slice(0, max).map(quote).join(", ")
  return all.length > max ? `${shown}, ... (${all.length} in all)` : shown
}

const within = (x: number, min: number, max: number): boolean => {
  const eps = Expression.tolerance(Math.max(Math.abs(min), Math.abs(max)), CONSTRAINT_EPSILON)
  return x >= min - eps && x <= max + eps
}

const valueProblems = (rule: FieldRule, v: string): ReadonlyArray<string> => {
  const name = quote(rule.field.name)
  if (rule.field.kind === "numeric") {
    const x = parseNumber(v)
    if (Number.isNaN(x)) return [`field ${name}: ${quote(v)} is not a number`]
    const out: Array<string> = []
    if (rule.range !== undefined && !within(x, rule.range.min, rule.range.max))
      out.push(`field ${name}: ${fmt(x)} is outside [${fmt(rule.range.min)}, ${fmt(rule.range.max)}]`)
    if (rule.integer && !Number.isInteger(x)) out.push(`field ${name}: ${fmt(x)} is not an integer`)
    return out
  }
  if (rule.field.kind === "categorical" && rule.allowed !== undefined && !rule.allowed.has(v))
    return [`field ${name}: ${quote(v)} is not an allowed value (allowed: ${list(rule.allowed)})`]
  if (rule.ordered !== undefined && !rule.ordered.has(v))
    return [`field ${name}: ${quote(v)} is not one of its ordered_values (${list(rule.ordered)})`]
  return []
}

/**
 * Every problem of one persona, in a stable order. Always: `persona_id`, `system_prompt` and
 * `markdown` are non-blank. With blueprint rules: the field set equals the blueprint's field
 * names; categorical values are allowed (weights keys of the root or any conditional, plus
 * `ordered_values`); numeric values parse as plain decimals, lie in the support (root, or union
 * of the conditional branches) and are integers when every distribution of the field is;
 * values of a field with `ordered_values` are among them. O(f).
 */
export const schemaProblems = (
  persona: PersonaInput,
  rules?: ReadonlyMap<string, FieldRule>
): ReadonlyArray<string> => {
  const out: Array<string> = []
  if (persona.persona_id.trim() === "") out.push("persona_id is blank")
  if (persona.system_prompt.trim() === "") out.push("system_prompt is blank")
  if (persona.markdown.trim() === "") out.push("markdown is blank")
  if (rules === undefined) return out
  for (const [name, rule] of rules) {
    const v = fieldValue(persona.fields, name)
    if (v === undefined) out.push(`missing field ${quote(name)}`)
    else out.push(...valueProblems(rule, v))
  }
  for (const name of Object.keys(persona.fields))
    if (!rules.has(name)) out.push(`unexpected field ${quote(name)} (not in the blueprint)`)
  return out
}

const schemaGateFrom = (persona: PersonaInput, rules: ReadonlyMap<string, FieldRule> | undefined): Gate => {
  const problems = schemaProblems(persona, rules)
  const detail =
    problems.length > 0
      ? problems.join("; ")
      : rules === undefined
        ? "ok: structural checks only (no blueprint)"
        : `ok: the ${rules.size} blueprint fields are present with valid values`
  return { name: SCHEMA_GATE, passed: problems.length === 0, score: null, detail }
}

/** The `schema` gate of one persona (boolean; `detail` lists every problem). O(f). */
export const schemaGate = (persona: PersonaInput, blueprint?: BlueprintView): Gate =>
  schemaGateFrom(persona, blueprint === undefined ? undefined : fieldRules(blueprint))

/** A constraint with its right-hand side parsed once. */
interface PreparedConstraint {
  readonly constraint: ConstraintView
  readonly gate: string
  /** `lhs` without surrounding whitespace. */
  readonly lhs: string
  readonly rhs: CompiledExpression | { readonly error: string }
  /** `lhs` first, then the rhs variables, without repeats. */
  readonly variables: ReadonlyArray<string>
}

const prepareConstraint = (constraint: ConstraintView): PreparedConstraint => {
  const rhs = compile(constraint.rhs)
  const lhs = constraint.lhs.trim()
  const variables = [lhs]
  if (!("error" in rhs)) for (const v of rhs.variables) if (!variables.includes(v)) variables.push(v)
  return { constraint, gate: constraintGateName(constraint.name), lhs, rhs, variables }
}

const OPS: ReadonlySet<string> = new Set<ConstraintOp>([">=", ">", "<=", "<", "=="])

const constraintGateFrom = (persona: PersonaInput, c: PreparedConstraint): Gate => {
  const { constraint } = c
  const gate = (passed: boolean, detail: string): Gate => ({ name: c.gate, passed, score: null, detail })
  if ("error" in c.rhs) return gate(false, `cannot evaluate: rhs ${quote(constraint.rhs)} ${c.rhs.error}`)
  if (!OPS.has(constraint.op)) return gate(false, `cannot evaluate: unknown operator ${quote(constraint.op)}`)
  const values: Record<string, number> = Object.create(null)
  for (const name of c.variables) {
    const v = fieldValue(persona.fields, name)
    if (v === undefined) return gate(true, `not applicable: field ${quote(name)} is missing`)
    const x = parseNumber(v)
    if (Number.isNaN(x))
      return gate(true, `not applicable: field ${quote(name)} is not numeric (${quote(v)})`)
    values[name] = x
  }
  const lhs = values[c.lhs]!
  const rhs = c.rhs.evaluate(values)
  const ok = Expression.holds(constraint.op, lhs, rhs, CONSTRAINT_EPSILON)
  const rhsText = c.rhs.variables.length === 0 ? fmt(rhs) : `${fmt(rhs)} = ${constraint.rhs}`
  const lhsText = `${c.lhs} = ${fmt(lhs)}`
  return gate(
    ok,
    ok
      ? `holds: ${lhsText} ${constraint.op} ${rhsText}`
      : `violated: ${lhsText} is not ${constraint.op} ${rhsText}`
  )
}

/**
 * The gate of one constraint on one persona, named `constraint:<name>`. Not applicable (passed,
 * with a detail saying so) when `lhs` or a field of `rhs` is missing or not numeric; otherwise
 * passed when `lhs op rhs` holds within `CONSTRAINT_EPSILON`. A right-hand side that does not
 * parse fails the gate. O(length of rhs).
 */
export const constraintGate = (persona: PersonaInput, constraint: ConstraintView): Gate =>
  constraintGateFrom(persona, prepareConstraint(constraint))

/** The gates of a blueprint (or structural checks only), prepared once for many personas. */
export interface PreparedGates {
  /** The scorecard gates of one persona: `schema`, then one per constraint. O(f + constraints). */
  readonly check: (persona: PersonaInput) => ReadonlyArray<Gate>
}

/** Prepares the per-persona gates: folds field rules and parses constraints once. O(blueprint). */
export const prepare = (blueprint?: BlueprintView): PreparedGates => {
  const rules = blueprint === undefined ? undefined : fieldRules(blueprint)
  const constraints = (blueprint?.constraints ?? []).map(prepareConstraint)
  return {
    check: (persona) => [
      schemaGateFrom(persona, rules),
      ...constraints.map((c) => constraintGateFrom(persona, c))
    ]
  }
}

/** Batch gate `unique_persona_ids` (boolean): every `persona_id` occurs once. O(n). */
export const uniqueIdsGate = (personas: ReadonlyArray<PersonaInput>): Gate => {
  const counts = new Map<string, number>()
  for (const p of personas) counts.set(p.persona_id, (counts.get(p.persona_id) ?? 0) + 1)
  const repeated = [...counts].filter(([, c]) => c > 1).map(([id, c]) => `${quote(id)} x${c}`)
  return {
    name: "unique_persona_ids",
    passed: repeated.length === 0,
    score: null,
    detail:
      repeated.length === 0
        ? `ok: ${personas.length} distinct persona ids`
        : `repeated persona ids: ${repeated.slice(0, 10).join(", ")}${repeated.length > 10 ? ", ..." : ""}`
  }
}

/**
 * Batch gate `diversity_floor`: passes when the maximum pairwise similarity is at most
 * `DIVERSITY_CEILING`; scores that maximum. O(1) given the scan.
 */
export const diversityFloorGate = (personas: ReadonlyArray<PersonaInput>, result: DiversityScan): Gate => {
  const { max_pairwise_similarity: max, mean_pairwise_similarity: mean } = result.diversity
  const passed = max <= DIVERSITY_CEILING
  const pair =
    result.mostSimilar === undefined
      ? ""
      : ` (most similar: ${quote(personas[result.mostSimilar[0]]!.persona_id)} and ${quote(
          personas[result.mostSimilar[1]]!.persona_id
        )})`
  return {
    name: "diversity_floor",
    passed,
    score: max,
    detail: `max pairwise similarity ${fmt(max)} ${passed ? "<=" : ">"} ${DIVERSITY_CEILING}${pair}; mean ${fmt(mean)} over ${result.pairs} pairs`
  }
}

/**
 * Batch gate `duplicate_pairs`: passes when no pair reaches the duplicate threshold; scores the
 * number of such pairs. O(1) given the scan.
 */
export const duplicatePairsGate = (result: DiversityScan, threshold: number = DUPLICATE_THRESHOLD): Gate => {
  const count = result.diversity.duplicate_pairs
  return {
    name: "duplicate_pairs",
    passed: count === 0,
    score: count,
    detail: `${count} of ${result.pairs} pairs with similarity >= ${threshold}`
  }
}

/**
 * Batch gate `marginal_fidelity:<field>`: passes when the field's TVD is at most
 * `Marginals.tolerance(requested, m)`; scores the TVD. O(cells).
 */
export const marginalGate = (m: FieldMarginal): Gate => {
  const { attribute, cells, total_variation_distance: tvd } = m.marginal
  if (m.carried === 0)
    return {
      name: marginalGateName(attribute),
      passed: false,
      score: tvd,
      detail: `no persona has the field ${quote(attribute)}`
    }
  const limit = tolerance(
    cells.map((c) => c.requested),
    m.carried
  )
  const passed = tvd <= limit
  return {
    name: marginalGateName(attribute),
    passed,
    score: tvd,
    detail: `total variation distance ${fmt(tvd)} ${passed ? "<=" : ">"} tolerance ${fmt(limit)} over ${m.carried} personas`
  }
}
