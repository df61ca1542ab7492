/** Handlers of the admin group: one `Accounts` call each. */
import { Admin, Api, type Security } from "@cis/contract"
import { Accounts, Dashboard, Idempotency } from "@cis/services"
import { HttpApiBuilder, type HttpApiGroup } from "@effect/platform"
import { Context, Effect, type Layer } from "effect"
import { orUnavailable } from "../Database.js"
import { idempotent } from "../Idempotent.js"

/** The service's public base URL, for the links it hands out (dashboard sign-in). */
export class PublicUrl extends Context.Tag("@cis/api/PublicUrl")<PublicUrl, string>() {}

export const AdminLive: Layer.Layer<
  HttpApiGroup.ApiGroup<"cis", "admin">,
  never,
  Accounts.Accounts | Dashboard.Dashboard | PublicUrl | Idempotency.Idempotency | Security.Admin
> = HttpApiBuilder.group(Api.Api, "admin", (handlers) =>
  Effect.gen(function* () {
    const accounts = yield* Accounts.Accounts
    const dashboard = yield* Dashboard.Dashboard
    const publicUrl = (yield* PublicUrl).replace(/\/+$/, "")
    return handlers
      .handle("createAccount", ({ payload }) =>
        orUnavailable(
          idempotent({
            accountId: Idempotency.operator,
            operation: "admin.createAccount",
            request: payload,
            response: Admin.CreateAccountResponse,
            work: accounts.createAccount(payload.name)
          })
        )
      )
      .handle("createApiKey", ({ path, payload }) =>
        orUnavailable(
          idempotent({
            accountId: path.account_id,
            precheck: accounts.get(path.account_id),
            operation: "admin.createApiKey",
            request: payload,
            response: Admin.CreateKeyResponse,
            work: accounts.createApiKey(path.account_id, {
              scopes: payload.scopes,
              expiresInSeconds: payload.expires_in_seconds
            })
          })
        )
      )
      .handle("revokeApiKey", ({ path }) => orUnavailable(accounts.revoke(path.key_id)))
      .handle("createSession", ({ path, payload }) =>
        orUnavailable(
          idempotent({
            accountId: path.account_id,
            precheck: accounts.get(path.account_id),
            operation: "admin.createSession",
            request: payload,
            response: Admin.CreateSessionResponse,
            work: accounts.createSession(path.account_id, payload.ttl_seconds)
          })
        )
      )
      .handle("adjustCredits", ({ path, payload }) =>
        orUnavailable(
          idempotent({
            accountId: path.account_id,
            precheck: accounts.get(path.account_id),
            operation: "admin.adjustCredits",
            request: payload,
            response: Admin.CreditsResponse,
            work: accounts.adjustCredits(path.account_id, payload.amount, payload.reason)
          })
        )
      )
      .handle("getAccount", ({ path }) => orUnavailable(accounts.get(path.account_id)))
      .handle("createLoginLink", ({ path, payload }) =>
        orUnavailable(
          Effect.map(dashboard.createLoginLink(path.account_id, payload.ttl_seconds), (link) => ({
            // The code travels in the fragment: never sent to a server, never in a Referer.
            url: `${publicUrl}/dashboard/sign-in#code=${link.code}`,
            expires_at: link.expires_at
          }))
        )
      )
  })
)
