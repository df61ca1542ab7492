/**
 * @cis/contract: the service's one `HttpApi` definition. One folder per spec component
 * (`<component>/Schemas.ts`, `<component>/Api.ts`), the client-visible errors with their wire
 * envelope (`Errors`), the authentication middlewares (`Security`), and the whole API with its
 * OpenAPI document (`Api`).
 */

export * as Api from "./Api.js"
export { AdminApi } from "./admin/Api.js"
export * as Admin from "./admin/Schemas.js"
export * as Errors from "./Errors.js"
export { PersonasApi } from "./personas/Api.js"
export * as Personas from "./personas/Schemas.js"
export { PlatformApi } from "./platform/Api.js"
export * as Platform from "./platform/Schemas.js"
export * as Security from "./Security.js"
export { GrantAuth, SocketGrant, TurnTakingApi, TurnTakingSocketApi } from "./turn-taking/Api.js"
export * as TurnTaking from "./turn-taking/Schemas.js"
