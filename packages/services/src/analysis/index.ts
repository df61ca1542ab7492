/** The analysis components: extract (social-learning), analyze and reports (social-observability), foresee. */
export * from "./Analysis.js"
export * as Analyst from "./Analyst.js"
export * as Checks from "./Checks.js"
export * as ModelOutput from "./ModelOutput.js"
