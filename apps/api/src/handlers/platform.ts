/**
 * Handlers of the platform endpoints: each decodes nothing itself (the edge did), calls one
 * service method and returns the contract's success shape.
 */
import { Endpoints } from "@cis/contract"
import { Db } from "@cis/db"
import { Accounts, Ask, Billing } from "@cis/services"
import { Effect } from "effect"
import { route } from "../Http.js"

export const routes = [
  route(Endpoints.whoami, ({ principal }) => Effect.succeed({ user_id: principal.accountId })),

  route(Endpoints.usageSummary, ({ principal }) =>
    Effect.flatMap(Billing.Billing, (b) => b.usageSummary(principal.accountId))
  ),

  route(Endpoints.ask, ({ principal, payload }) =>
    Effect.flatMap(Ask.Ask, (a) => a.ask(principal.accountId, payload.prompt))
  ),

  route(Endpoints.healthz, () => Effect.succeed({ status: "ok" as const })),

  route(Endpoints.readyz, () =>
    Effect.flatMap(Db, (db) => Effect.as(db.ping, { status: "ready" as const, database: db.dialect }))
  ),

  route(Endpoints.adminCreateAccount, ({ payload }) =>
    Effect.flatMap(Accounts.Accounts, (a) => a.createAccount(payload.name))
  ),

  route(Endpoints.adminCreateKey, ({ params, payload }) =>
    Effect.flatMap(Accounts.Accounts, (a) =>
      a.createApiKey(params.account_id, {
        scopes: payload.scopes,
        expiresInSeconds: payload.expires_in_seconds
      })
    )
  ),

  route(Endpoints.adminRevokeKey, ({ params }) =>
    Effect.flatMap(Accounts.Accounts, (a) => a.revoke(params.key_id))
  ),

  route(Endpoints.adminCreateSession, ({ params, payload }) =>
    Effect.flatMap(Accounts.Accounts, (a) => a.createSession(params.account_id, payload.ttl_seconds))
  ),

  route(Endpoints.adminCredits, ({ params, payload }) =>
    Effect.flatMap(Accounts.Accounts, (a) =>
      a.adjustCredits(params.account_id, payload.amount, payload.reason)
    )
  ),

  route(Endpoints.adminGetAccount, ({ params }) =>
    Effect.flatMap(Accounts.Accounts, (a) => a.get(params.account_id))
  )
]
