/**
 * @cis/blueprint — blueprint schema and validator, constraint expressions, interval analysis, the
 * exact truncated normal and the seeded persona sampler.
 *
 * @since 0.1.0
 */
export * as Blueprint from "./Blueprint.js"
export * as Expression from "./Expression.js"
export * as Feasibility from "./Feasibility.js"
export * as Quota from "./Quota.js"
export * as Rng from "./Rng.js"
export * as Sampler from "./Sampler.js"
export * as TruncatedNormal from "./TruncatedNormal.js"
