export * from "./Compute.js"
export type { Results, Task } from "./Tasks.js"
