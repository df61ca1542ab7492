export * as Args from "./Args.js"
export * as Cli from "./Cli.js"
export * as Client from "./Client.js"
export * as Resolve from "./Resolve.js"
