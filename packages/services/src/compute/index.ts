export * from "./Compute.js"
export type { Results, Task } from "./Tasks.js"
export { compute as computeInline } from "./Tasks.js"
