/** @cis/api: the HTTP runtime. */

export * as App from "./App.js"
export * as Config from "./Config.js"
export * as Http from "./Http.js"
export * as Server from "./Server.js"
