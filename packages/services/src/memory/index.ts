/** The social-memory component: ingest, recall, ask. */

export * from "./Memory.js"
export * as Repo from "./Repo.js"
