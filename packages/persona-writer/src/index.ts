/**
 * @cis/persona-writer — the offline provider's deterministic persona generation: a library of
 * domain blueprints, blueprint inference from a prompt, the persona writer (text fields, system
 * prompts, character sheets), enhance heuristics, and the generate pipeline.
 *
 * @since 0.1.0
 */

export * as Consistency from "./Consistency.js"
export * as Enhance from "./Enhance.js"
export * as Facets from "./Facets.js"
export * as Generate from "./Generate.js"
export * as Grounding from "./Grounding.js"
export * as Infer from "./Infer.js"
export * as Library from "./Library.js"
export * as ModelText from "./ModelText.js"
export * as Propose from "./Propose.js"
export * as Understand from "./Understand.js"
export * as Writer from "./Writer.js"
