/** The audit component: prepare, launch and read audit runs; the audit job. */

export * as Sections from "../sections/index.js"
export * from "./Audit.js"
export * as AuditWriter from "./AuditWriter.js"
