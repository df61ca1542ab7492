/** Durable jobs: job kinds, the queue and the worker loop. */
export * as JobKind from "./JobKind.js"
export * from "./Jobs.js"
export * as Worker from "./Worker.js"
