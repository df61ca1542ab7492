/** Handlers of the admin group: one `Accounts` call each. */
import { Api, type Security } from "@cis/contract"
import { Accounts } from "@cis/services"
import { HttpApiBuilder, type HttpApiGroup } from "@effect/platform"
import { Effect, type Layer } from "effect"
import { orUnavailable } from "../Database.js"

export const AdminLive: Layer.Layer<
  HttpApiGroup.ApiGroup<"cis", "admin">,
  never,
  Accounts.Accounts | Security.Admin
> = HttpApiBuilder.group(Api.Api, "admin", (handlers) =>
  Effect.map(Accounts.Accounts, (accounts) =>
    handlers
      .handle("createAccount", ({ payload }) => orUnavailable(accounts.createAccount(payload.name)))
      .handle("createApiKey", ({ path, payload }) =>
        orUnavailable(
          accounts.createApiKey(path.account_id, {
            scopes: payload.scopes,
            expiresInSeconds: payload.expires_in_seconds
          })
        )
      )
      .handle("revokeApiKey", ({ path }) => orUnavailable(accounts.revoke(path.key_id)))
      .handle("createSession", ({ path, payload }) =>
        orUnavailable(accounts.createSession(path.account_id, payload.ttl_seconds))
      )
      .handle("adjustCredits", ({ path, payload }) =>
        orUnavailable(accounts.adjustCredits(path.account_id, payload.amount, payload.reason))
      )
      .handle("getAccount", ({ path }) => orUnavailable(accounts.get(path.account_id)))
  )
)
