export * as Args from "./Args.js"
export * as Client from "./Client.js"
export * as Resolve from "./Resolve.js"
