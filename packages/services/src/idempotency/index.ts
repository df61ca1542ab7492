/** Idempotency keys for POSTs that bill or create something. */
export * from "./Idempotency.js"
