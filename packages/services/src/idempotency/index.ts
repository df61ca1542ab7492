/** Idempotency keys: replay the first response of a retried request, never bill twice. */
export * from "./Idempotency.js"
