/**
 * Handlers of the audit group (4.10-4.12): one `Audit` call each, for the authenticated
 * account; `audit_prepare` under the request's `Idempotency-Key`.
 */
import { Api, Audit as Contract, Security } from "@cis/contract"
import { Audit, type Idempotency } from "@cis/services"
import { HttpApiBuilder, type HttpApiGroup } from "@effect/platform"
import { Effect, type Layer } from "effect"
import { orUnavailable } from "../Database.js"
import { idempotent } from "../Idempotent.js"

const account = Effect.map(Security.CurrentPrincipal, (p) => p.accountId)

export const AuditLive: Layer.Layer<
  HttpApiGroup.ApiGroup<"cis", "audit">,
  never,
  Audit.Audit | Idempotency.Idempotency | Security.SocialObservabilityAuth
> = HttpApiBuilder.group(Api.Api, "audit", (handlers) =>
  Effect.map(Audit.Audit, (audit) =>
    handlers
      .handle("prepare", ({ payload }) =>
        Effect.flatMap(account, (id) =>
          orUnavailable(
            idempotent({
              accountId: id,
              operation: "social-observability.audit_prepare",
              request: payload,
              response: Contract.PrepareResponse,
              work: audit.prepare(id, payload.raw_text)
            })
          )
        )
      )
      // Repeats are safe by design (the first launch wins; nothing is billed twice).
      .handle("launch", ({ payload }) =>
        Effect.flatMap(account, (id) => orUnavailable(audit.launch(id, payload.run_id, payload.agent_name)))
      )
      .handle("run", ({ payload }) =>
        Effect.flatMap(account, (id) => orUnavailable(audit.run(id, payload.run_id)))
      )
  )
)
