/** Handlers of the personas group: one `Personas` call each, for the authenticated account. */
import { Api, Security } from "@cis/contract"
import { Personas } from "@cis/services"
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { orUnavailable } from "../Database.js"

const account = Effect.map(Security.CurrentPrincipal, (p) => p.accountId)

export const PersonasLive = HttpApiBuilder.group(Api.Api, "personas", (handlers) =>
  Effect.map(Personas.Personas, (personas) =>
    handlers
      .handle("generate", ({ payload }) =>
        Effect.flatMap(account, (id) => orUnavailable(personas.generate(id, payload)))
      )
      .handle("enhance", ({ payload }) =>
        Effect.flatMap(account, (id) => orUnavailable(personas.enhance(id, payload)))
      )
      .handle("validate", ({ payload }) =>
        Effect.flatMap(account, (id) => orUnavailable(personas.validate(id, payload)))
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
