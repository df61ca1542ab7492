/**
 * @cis/client: a typed client of the service, derived from `@cis/contract`'s `HttpApi`.
 */
export * as Client from "./Client.js"
