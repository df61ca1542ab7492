/** The audit component: prepare, launch and read audit runs; the audit job. */
export * from "./Audit.js"
export * as Sections from "./Sections.js"
