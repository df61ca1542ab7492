/**
 * @cis/persona-gates: deterministic quality gates for personas (spec 2.2-2.6, 4.3): the schema
 * gate, one gate per blueprint constraint, diversity, duplicates and marginal fidelity, and the
 * evaluation report. Pure: no I/O, no clock, no randomness.
 */
export * as BlueprintView from "./BlueprintView.js"
export * as Diversity from "./Diversity.js"
export * as Evaluate from "./Evaluate.js"
export * as Gates from "./Gates.js"
export * as Marginals from "./Marginals.js"
export * as Persona from "./Persona.js"
export * as Report from "./Report.js"
export * as Similarity from "./Similarity.js"
