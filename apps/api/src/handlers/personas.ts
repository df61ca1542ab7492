/** Handlers of the personas group: one `Personas` call each, for the authenticated account. */
import { Api, Errors, Personas as P, Security } from "@cis/contract"
import { type Idempotency, Personas } from "@cis/services"
import { HttpApiBuilder, type HttpApiGroup } from "@effect/platform"
import { Effect, type Layer } from "effect"
import { orUnavailable } from "../Database.js"
import { idempotent } from "../Idempotent.js"

const account = Effect.map(Security.CurrentPrincipal, (p) => p.accountId)

/** More personas than one `validate` accepts: 400, naming both counts; nothing charged. */
const tooMany = (n: number) =>
  new Errors.InputRejected({
    message: `Too many personas: ${n.toLocaleString("en-US")} sent; one validate call accepts at most ${P.maxValidatePersonas.toLocaleString("en-US")}. Split them into several calls.`,
    details: [
      {
        loc: ["body", "personas"],
        msg: `has ${n.toLocaleString("en-US")} items; the limit is ${P.maxValidatePersonas.toLocaleString("en-US")}`,
        type: "value"
      }
    ]
  })

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
          payload.personas.length > P.maxValidatePersonas
            ? Effect.fail(tooMany(payload.personas.length))
            : orUnavailable(
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
