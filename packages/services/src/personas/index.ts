/** The personas component: the service, its job kinds and its model-backed tasks. */
export * as BlueprintProposer from "./BlueprintProposer.js"
export * as Kinds from "./Kinds.js"
export * as Lookup from "./Lookup.js"
export * as PersonaEnhancer from "./PersonaEnhancer.js"
export * from "./Personas.js"
export * as PersonaTextWriter from "./PersonaTextWriter.js"
