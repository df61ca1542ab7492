/** The social-memory component: ingest, recall, ask. */

export * from "./Memory.js"
export * as Repo from "./Repo.js"
export * as Writer from "./Writer.js"
