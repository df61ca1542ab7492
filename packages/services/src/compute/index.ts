export * from "./Compute.js"
export type { GenerateMessage, GenerateTask, Results, Task } from "./Tasks.js"
export { compute as computeInline } from "./Tasks.js"
