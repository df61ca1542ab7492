/**
 * @cis/insight: the offline conversation-analysis engine (spec 2.7-2.10, 4.1, 4.8, 4.13):
 * per-message signals, the reception report (`Analyze.analyze`), the norms profile
 * (`Extract.extract`) and foresee (`Foresee.foresee`), with the `effect/Schema` of every output.
 * Pure: no I/O, no clock, no randomness.
 */
export * as Analyze from "./Analyze.js"
export * as Extract from "./Extract.js"
export * as Foresee from "./Foresee.js"
export * as Schemas from "./Schemas.js"
export * as Signals from "./Signals.js"
export * as Transcript from "./Transcript.js"
