/** Handlers of the personas component. */
import { Endpoints } from "@cis/contract"
import { Personas } from "@cis/services"
import { Effect } from "effect"
import { route } from "../Http.js"

const personas = Personas.Personas

export const routes = [
  route(Endpoints.personasGenerate, ({ principal, payload }) =>
    Effect.flatMap(personas, (p) => p.generate(principal.accountId, payload))
  ),
  route(Endpoints.personasEnhance, ({ principal, payload }) =>
    Effect.flatMap(personas, (p) => p.enhance(principal.accountId, payload))
  ),
  route(Endpoints.personasValidate, ({ principal, payload }) =>
    Effect.flatMap(personas, (p) => p.validate(principal.accountId, payload))
  ),
  route(Endpoints.personasEvaluation, ({ principal, params }) =>
    Effect.flatMap(personas, (p) => p.evaluation(principal.accountId, params.id))
  ),
  route(Endpoints.personasPopulation, ({ principal, params }) =>
    Effect.flatMap(personas, (p) => p.population(principal.accountId, params.id))
  ),
  route(Endpoints.personasEnhancement, ({ principal, params }) =>
    Effect.flatMap(personas, (p) => p.enhancement(principal.accountId, params.id))
  )
]
