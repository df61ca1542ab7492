/** Handlers of the platform group: one service call each. */
import { Api, Platform, Security } from "@cis/contract"
import { Db } from "@cis/db"
import { Accounts, Ask, Billing, type Idempotency } from "@cis/services"
import { HttpApiBuilder, type HttpApiGroup } from "@effect/platform"
import { Effect, type Layer } from "effect"
import { orUnavailable } from "../Database.js"
import { idempotent } from "../Idempotent.js"

export const PlatformLive: Layer.Layer<
  HttpApiGroup.ApiGroup<"cis", "platform">,
  never,
  | Accounts.Accounts
  | Ask.Ask
  | Billing.Billing
  | Idempotency.Idempotency
  | Db
  | Security.TurnTakingAuth
  | Security.CreditsAuth
  | Security.AskAuth
  | Security.SessionAuth
> = HttpApiBuilder.group(Api.Api, "platform", (handlers) =>
  handlers
    .handle("whoami", () => Effect.map(Security.CurrentPrincipal, (p) => ({ user_id: p.accountId })))
    .handle("signOut", () =>
      Effect.gen(function* () {
        const p = yield* Security.CurrentPrincipal
        const accounts = yield* Accounts.Accounts
        return yield* orUnavailable(accounts.signOut(p))
      })
    )
    .handle("usageSummary", () =>
      Effect.gen(function* () {
        const p = yield* Security.CurrentPrincipal
        const billing = yield* Billing.Billing
        return yield* orUnavailable(billing.usageSummary(p.accountId))
      })
    )
    .handle("ask", ({ payload }) =>
      Effect.gen(function* () {
        const p = yield* Security.CurrentPrincipal
        const ask = yield* Ask.Ask
        return yield* orUnavailable(
          idempotent({
            accountId: p.accountId,
            operation: "ask",
            request: payload,
            response: Platform.AskResponse,
            work: ask.ask(p.accountId, payload.prompt)
          })
        )
      })
    )
    .handle("healthz", () => Effect.succeed({ status: "ok" as const }))
    .handle("readyz", () =>
      Effect.flatMap(Db, (db) =>
        orUnavailable(Effect.as(db.ping, { status: "ready" as const, database: db.dialect }))
      )
    )
)
