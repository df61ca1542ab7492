/**
 * The authentication middlewares of the contract, implemented once: every bearer middleware
 * authenticates the token with `Accounts` and checks its own component scope; the admin
 * middleware compares the admin token in constant time.
 */
import { timingSafeEqual } from "node:crypto"
import { Errors, Security } from "@cis/contract"
import { Accounts } from "@cis/services"
import { HttpServerRequest } from "@effect/platform"
import { type Context, Effect, Layer, type Option } from "effect"
import { orUnavailable } from "./Database.js"
import * as RateLimit from "./RateLimit.js"

const authorization = Effect.map(HttpServerRequest.HttpServerRequest, (r) => r.headers.authorization)

/** The layer of one scoped bearer middleware: authenticate, then check the tag's scope. */
const bearerLayer = <I, S>(
  tag: Context.Tag<I, S>,
  scope: Security.ScopedBearer["scope"] | null,
  limit: (tokenId: string) => Effect.Effect<void, Errors.RateLimited>
) =>
  Layer.effect(
    tag,
    Effect.map(
      Accounts.Accounts,
      (accounts) =>
        ({
          // One chain, no more steps than it needs: this runs on every authenticated request.
          bearer: () =>
            orUnavailable(
              Effect.flatMap(authorization, (header) =>
                Effect.flatMap(accounts.authenticate(header), (principal) => {
                  const allowed = scope === null ? Effect.void : accounts.authorize(principal, scope)
                  const limited = limit(principal.tokenId)
                  return allowed === Effect.void && limited === Effect.void
                    ? Effect.succeed(principal)
                    : Effect.as(Effect.zipRight(allowed, limited), principal)
                })
              )
            )
        }) as unknown as S
    )
  )

/**
 * Every scoped bearer middleware of the contract; `rateLimitPerMinute` requests per token
 * (one budget across all endpoints; `0`: no limit).
 */
export const bearerLive = (
  rateLimitPerMinute: number
): Layer.Layer<
  | Security.TurnTakingAuth
  | Security.CreditsAuth
  | Security.AskAuth
  | Security.PersonasAuth
  | Security.SocialLearningAuth
  | Security.SocialMemoryAuth
  | Security.SocialObservabilityAuth
  | Security.ForeseeAuth
  | Security.SessionAuth,
  never,
  Accounts.Accounts
> => {
  const limit = RateLimit.make(rateLimitPerMinute)
  return Layer.mergeAll(
    bearerLayer(Security.TurnTakingAuth, Security.TurnTakingAuth.scope, limit),
    bearerLayer(Security.CreditsAuth, Security.CreditsAuth.scope, limit),
    bearerLayer(Security.AskAuth, Security.AskAuth.scope, limit),
    bearerLayer(Security.PersonasAuth, Security.PersonasAuth.scope, limit),
    bearerLayer(Security.SocialLearningAuth, Security.SocialLearningAuth.scope, limit),
    bearerLayer(Security.SocialMemoryAuth, Security.SocialMemoryAuth.scope, limit),
    bearerLayer(Security.SocialObservabilityAuth, Security.SocialObservabilityAuth.scope, limit),
    bearerLayer(Security.ForeseeAuth, Security.ForeseeAuth.scope, limit),
    bearerLayer(Security.SessionAuth, null, limit)
  )
}

/** Admin endpoints: `Authorization: Bearer <CIS_ADMIN_TOKEN>`; none configured refuses all. */
export const adminLive = (adminToken: Option.Option<string>) =>
  Layer.succeed(
    Security.Admin,
    Security.Admin.of({
      admin: () =>
        Effect.flatMap(authorization, (header) => {
          const fail = new Errors.AuthenticationFailed({
            message: "Authentication failed: admin endpoints need 'Authorization: Bearer <CIS_ADMIN_TOKEN>'."
          })
          if (adminToken._tag === "None" || header === undefined) return Effect.fail(fail)
          const m = /^Bearer +(\S+)\s*$/i.exec(header)
          const given = Buffer.from(m?.[1] ?? "")
          const want = Buffer.from(adminToken.value)
          return given.length === want.length && timingSafeEqual(given, want)
            ? Effect.void
            : Effect.fail(fail)
        })
    })
  )
