/**
 * Authentication as `HttpApiMiddleware`: every `/v1` endpoint names the one middleware that
 * guards it. {@link Bearer} checks an account token (API key or session) and the token's
 * scope for one component, and provides the {@link CurrentPrincipal}; {@link Admin} checks
 * the operator's `CIS_ADMIN_TOKEN`. The API runtime implements them once
 * (`apps/api/src/Auth.ts`); their failures are part of each endpoint's declared errors.
 */
import { HttpApiMiddleware, HttpApiSecurity, OpenApi } from "@effect/platform"
import { Context, Schema } from "effect"
import {
  AuthenticationFailedWire,
  DatabaseUnavailableWire,
  ForbiddenWire,
  RateLimitedWire
} from "./Errors.js"
import type { Scope } from "./platform/Schemas.js"

/** Who is calling: the account and the token it presented. */
export interface Principal {
  readonly accountId: string
  readonly tokenId: string
  readonly kind: "api_key" | "session"
  /** The components an API key may call; `null`: all of them. */
  readonly scopes: ReadonlyArray<string> | null
  /** Epoch milliseconds; `null`: never expires. */
  readonly expiresAt: number | null
}

/** The authenticated caller, provided by the {@link Bearer} middlewares. */
export class CurrentPrincipal extends Context.Tag("@cis/contract/CurrentPrincipal")<
  CurrentPrincipal,
  Principal
>() {}

const bearer = HttpApiSecurity.bearer.pipe(
  HttpApiSecurity.annotate(
    OpenApi.Description,
    "An account API key (`ak_...`) or session token (`st_...`): `Authorization: Bearer <token>`."
  )
)

const bearerOptions = {
  failure: Schema.Union(AuthenticationFailedWire, ForbiddenWire, RateLimitedWire, DatabaseUnavailableWire),
  provides: CurrentPrincipal,
  security: { bearer }
} as const

/** A bearer middleware for endpoints of one component (the scope an API key must include). */
export interface ScopedBearer {
  readonly scope: Scope
}

/** Account token with the `turn-taking` scope. */
export class TurnTakingAuth extends HttpApiMiddleware.Tag<TurnTakingAuth>()(
  "@cis/contract/Auth/turn-taking",
  bearerOptions
) {
  static readonly scope: Scope = "turn-taking"
}

/** Account token with the `credits` scope. */
export class CreditsAuth extends HttpApiMiddleware.Tag<CreditsAuth>()(
  "@cis/contract/Auth/credits",
  bearerOptions
) {
  static readonly scope: Scope = "credits"
}

/** Account token with the `ask` scope. */
export class AskAuth extends HttpApiMiddleware.Tag<AskAuth>()("@cis/contract/Auth/ask", bearerOptions) {
  static readonly scope: Scope = "ask"
}

/** Account token with the `personas` scope. */
export class PersonasAuth extends HttpApiMiddleware.Tag<PersonasAuth>()(
  "@cis/contract/Auth/personas",
  bearerOptions
) {
  static readonly scope: Scope = "personas"
}

/** Account token with the `social-learning` scope. */
export class SocialLearningAuth extends HttpApiMiddleware.Tag<SocialLearningAuth>()(
  "@cis/contract/Auth/social-learning",
  bearerOptions
) {
  static readonly scope: Scope = "social-learning"
}

/** Account token with the `social-memory` scope. */
export class SocialMemoryAuth extends HttpApiMiddleware.Tag<SocialMemoryAuth>()(
  "@cis/contract/Auth/social-memory",
  bearerOptions
) {
  static readonly scope: Scope = "social-memory"
}

/** Account token with the `social-observability` scope. */
export class SocialObservabilityAuth extends HttpApiMiddleware.Tag<SocialObservabilityAuth>()(
  "@cis/contract/Auth/social-observability",
  bearerOptions
) {
  static readonly scope: Scope = "social-observability"
}

/** Account token with the `foresee` scope. */
export class ForeseeAuth extends HttpApiMiddleware.Tag<ForeseeAuth>()(
  "@cis/contract/Auth/foresee",
  bearerOptions
) {
  static readonly scope: Scope = "foresee"
}

/**
 * Any account token, with no component scope: the endpoints about the token itself (sign-out).
 * Session tokens may call them; what an API key may do there is the endpoint's to say.
 */
export class SessionAuth extends HttpApiMiddleware.Tag<SessionAuth>()(
  "@cis/contract/Auth/session",
  bearerOptions
) {}

/** Every scoped bearer middleware, for the runtime to implement each the same way. */
export const Bearer = [
  TurnTakingAuth,
  CreditsAuth,
  AskAuth,
  PersonasAuth,
  SocialLearningAuth,
  SocialMemoryAuth,
  SocialObservabilityAuth,
  ForeseeAuth
] as const

/** The operator's admin token (`CIS_ADMIN_TOKEN`). */
export class Admin extends HttpApiMiddleware.Tag<Admin>()("@cis/contract/Auth/admin", {
  failure: AuthenticationFailedWire,
  security: {
    admin: HttpApiSecurity.bearer.pipe(
      HttpApiSecurity.annotate(
        OpenApi.Description,
        "The operator's `CIS_ADMIN_TOKEN`: `Authorization: Bearer <token>`."
      )
    )
  }
}) {}
