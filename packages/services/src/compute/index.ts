export * from "./Compute.js"
export type { GenerateMessage, GenerateTask, Results, Task } from "./Tasks.js"
