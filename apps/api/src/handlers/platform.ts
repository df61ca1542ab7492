/** Handlers of the platform group: one service call each. */
import { Api, Security } from "@cis/contract"
import { Db } from "@cis/db"
import { Ask, Billing } from "@cis/services"
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { orUnavailable } from "../Database.js"

export const PlatformLive = HttpApiBuilder.group(Api.Api, "platform", (handlers) =>
  handlers
    .handle("whoami", () => Effect.map(Security.CurrentPrincipal, (p) => ({ user_id: p.accountId })))
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
        return yield* orUnavailable(ask.ask(p.accountId, payload.prompt))
      })
    )
    .handle("healthz", () => Effect.succeed({ status: "ok" as const }))
    .handle("readyz", () =>
      Effect.flatMap(Db, (db) =>
        orUnavailable(Effect.as(db.ping, { status: "ready" as const, database: db.dialect }))
      )
    )
)
