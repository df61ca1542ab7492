/**
 * @cis/contract: `effect/Schema` for every request, response and error, the endpoint
 * descriptors, and the OpenAPI document generated from them.
 */
export * as Endpoint from "./Endpoint.js"
export * as Endpoints from "./Endpoints.js"
export * as Errors from "./Errors.js"
export * as OpenApiDoc from "./OpenApi.js"
export * as Personas from "./Personas.js"
export * as Platform from "./Platform.js"
