/** Handlers of the personas group: one `Personas` call each, for the authenticated account. */
import { Api, Personas as P, Security } from "@cis/contract"
import { type Idempotency, Personas } from "@cis/services"
import { HttpApiBuilder, type HttpApiGroup } from "@effect/platform"
import { Effect, type Layer } from "effect"
import { orUnavailable } from "../Database.js"
import { idempotent } from "../Idempotent.js"

const account = Effect.map(Security.CurrentPrincipal, (p) => p.accountId)

export const PersonasLive: Layer.Layer<
  HttpApiGroup.ApiGroup<"cis", "personas">,
  never,
  Personas.Personas | Idempotency.Idempotency | Security.PersonasAuth
> = HttpApiBuilder.group(Api.Api, "personas", (handlers) =>
  Effect.map(Personas.Personas, (personas) =>
    handlers
      .handle("generate", ({ payload }) =>
        Effect.flatMap(account, (id) =>
          orUnavailable(
            idempotent({
              accountId: id,
              operation: "personas.generate",
              request: payload,
              response: P.JobStarted,
              work: personas.generate(id, payload)
            })
          )
        )
      )
      .handle("enhance", ({ payload }) =>
        Effect.flatMap(account, (id) =>
          orUnavailable(
            idempotent({
              accountId: id,
              operation: "personas.enhance",
              request: payload,
              response: P.JobStarted,
              work: personas.enhance(id, payload)
            })
          )
        )
      )
      .handle("validate", ({ payload }) =>
        Effect.flatMap(account, (id) =>
          orUnavailable(
            idempotent({
              accountId: id,
              operation: "personas.validate",
              request: payload,
              response: P.JobStarted,
              work: personas.validate(id, payload)
            })
          )
        )
      )
      .handle("evaluation", ({ path }) =>
        Effect.flatMap(account, (id) => orUnavailable(personas.evaluation(id, path.id)))
      )
      .handle("population", ({ path }) =>
        Effect.flatMap(account, (id) => orUnavailable(personas.population(id, path.id)))
      )
      .handle("enhancement", ({ path }) =>
        Effect.flatMap(account, (id) => orUnavailable(personas.enhancement(id, path.id)))
      )
  )
)
