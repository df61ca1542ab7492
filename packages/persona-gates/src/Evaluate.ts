/**
 * The evaluation report of spec 2.6: every gate of `Gates` over a batch of personas, with an
 * optional blueprint. Deterministic, pure.
 */
import type { BlueprintView } from "./BlueprintView.js"
import * as Diversity from "./Diversity.js"
import * as Gates from "./Gates.js"
import * as Marginals from "./Marginals.js"
import type { PersonaInput } from "./Persona.js"
import type { EvaluationReport, Gate, Scorecard } from "./Report.js"

/**
 * Evaluates personas (spec 4.3, 2.6).
 *
 * - `scorecards`: one per persona in input order, each `schema` then `constraint:<name>` per
 *   blueprint constraint (constraint gates only with a blueprint).
 * - `gates` (batch), in this order: `unique_persona_ids`; for two or more personas
 *   `diversity_floor` and `duplicate_pairs`; with a blueprint and two or more personas one
 *   `marginal_fidelity:<field>` per root categorical field.
 * - `diversity` for two or more personas; `marginals` with a blueprint and two or more personas.
 * - `passed` is the AND of every scorecard gate and every batch gate.
 *
 * Time: the diversity scan (see `Diversity`: all pairs up to 2,000 personas, LSH beyond), and
 * O(n * (f + c)) for the rest, with c constraints.
 */
export const evaluate = (
  personas: ReadonlyArray<PersonaInput>,
  blueprint?: BlueprintView
): EvaluationReport => {
  const prepared = Gates.prepare(blueprint)
  const scorecards: Array<Scorecard> = personas.map((p) => ({
    persona_id: p.persona_id,
    gates: prepared.check(p)
  }))
  const gates: Array<Gate> = [Gates.uniqueIdsGate(personas)]
  const multi = personas.length > 1
  const scan = multi ? Diversity.scan(personas, { blueprint }) : undefined
  if (scan !== undefined) gates.push(Gates.diversityFloorGate(personas, scan), Gates.duplicatePairsGate(scan))
  const fieldMarginals =
    multi && blueprint !== undefined ? Marginals.fieldMarginals(personas, blueprint) : undefined
  if (fieldMarginals !== undefined) for (const m of fieldMarginals) gates.push(Gates.marginalGate(m))
  const passed = gates.every((g) => g.passed) && scorecards.every((s) => s.gates.every((g) => g.passed))
  return {
    passed,
    gates,
    scorecards,
    ...(scan !== undefined ? { diversity: scan.diversity } : {}),
    ...(fieldMarginals !== undefined ? { marginals: fieldMarginals.map((m) => m.marginal) } : {})
  }
}
