/** Handlers of the admin group: one `Accounts` call each. */
import { Admin, Api, type Security } from "@cis/contract"
import { Accounts, Idempotency } from "@cis/services"
import { HttpApiBuilder, type HttpApiGroup } from "@effect/platform"
import { Effect, type Layer } from "effect"
import { orUnavailable } from "../Database.js"
import { idempotent } from "../Idempotent.js"

export const AdminLive: Layer.Layer<
  HttpApiGroup.ApiGroup<"cis", "admin">,
  never,
  Accounts.Accounts | Idempotency.Idempotency | Security.Admin
> = HttpApiBuilder.group(Api.Api, "admin", (handlers) =>
  Effect.map(Accounts.Accounts, (accounts) =>
    handlers
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
  )
)
