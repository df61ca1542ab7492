/**
 * @cis/contract: the service's one `HttpApi` definition. One folder per spec component
 * (`<component>/Schemas.ts`, `<component>/Api.ts`), the client-visible errors with their wire
 * envelope (`Errors`), the authentication middlewares (`Security`), and the whole API with its
 * OpenAPI document (`Api`).
 */

export * as Api from "./Api.js"
export { AdminApi } from "./admin/Api.js"
export * as Admin from "./admin/Schemas.js"
export { AuditApi } from "./audit/Api.js"
export * as Audit from "./audit/Schemas.js"
export * as Errors from "./Errors.js"
export { ForeseeApi } from "./foresee/Api.js"
export * as Foresee from "./foresee/Schemas.js"
export { PersonasApi } from "./personas/Api.js"
export * as Personas from "./personas/Schemas.js"
export { PlatformApi } from "./platform/Api.js"
export * as Platform from "./platform/Schemas.js"
export * as Security from "./Security.js"
export { SocialLearningApi } from "./social-learning/Api.js"
export * as SocialLearning from "./social-learning/Schemas.js"
export { SocialMemoryApi } from "./social-memory/Api.js"
export * as SocialMemory from "./social-memory/Schemas.js"
export { SocialObservabilityApi } from "./social-observability/Api.js"
export * as SocialObservability from "./social-observability/Schemas.js"
export { GrantAuth, SocketGrant, TurnTakingApi, TurnTakingSocketApi } from "./turn-taking/Api.js"
export * as TurnTaking from "./turn-taking/Schemas.js"
