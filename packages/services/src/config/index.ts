/** Configuration of the services and processes, read through Effect `Config`. */
export * as LlmConfig from "./LlmConfig.js"
export * as SearchConfig from "./SearchConfig.js"
export * as ServiceConfig from "./ServiceConfig.js"
