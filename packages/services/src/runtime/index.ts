/** Wiring below the apps: the model tasks' layer selection and the worker's wiring. */
export * as Models from "./Models.js"
export * as WorkerLive from "./WorkerLive.js"
