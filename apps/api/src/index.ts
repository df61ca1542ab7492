/** @cis/api: the HTTP runtime. */

export * as App from "./App.js"
export * as Config from "./Config.js"
export * as Edge from "./Edge.js"
export * as Server from "./Server.js"
