/** Handlers of the personas group: one `Personas` call each, for the authenticated account. */
import { Api, Errors, Personas as P, Security } from "@cis/contract"
import { type Idempotency, Personas } from "@cis/services"
import { HttpApiBuilder, HttpApiError, type HttpApiGroup, HttpServerResponse } from "@effect/platform"
import { Effect, type Layer } from "effect"
import { orUnavailable } from "../Database.js"
import { notJson, readJsonText, unsafeBody } from "../Edge.js"
import { idempotent } from "../Idempotent.js"

const account = Effect.map(Security.CurrentPrincipal, (p) => p.accountId)

/**
 * An Evaluation poll's answer. A succeeded one is written around the stored report's JSON
 * text as it is (the same bytes `P.Evaluation` would encode), so that a large report is not
 * decoded and encoded again on every poll.
 */
const evaluationResponse = (
  view: Personas.EvaluationView
): typeof P.Evaluation.Type | HttpServerResponse.HttpServerResponse => {
  const { result, ...record } = view
  if (result === undefined) return record
  const head = JSON.stringify(record)
  return HttpServerResponse.text(`${head.slice(0, -1)},"result":${result.text}}`, {
    contentType: "application/json"
  })
}

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
      // Raw: the body (up to 10,000 personas, about 1 MiB) is parsed, checked and decoded on a
      // compute thread, not on the thread serving requests; every refusal answers as it would
      // through the router (the edge renders the same errors).
      .handleRaw("validate", ({ request }) =>
        Effect.gen(function* () {
          const id = yield* account
          const text = yield* readJsonText(request)
          const checked = yield* personas.checkValidateBody(text).pipe(
            Effect.catchTags({
              ValidateBodyInvalid: (e) =>
                Effect.fail(
                  new HttpApiError.HttpApiDecodeError({
                    message: "Request body failed validation",
                    issues: e.issues
                  })
                ),
              ValidateBodyUnreadable: ({ problem }) =>
                problem._tag === "TooMany"
                  ? Effect.fail(tooMany(problem.count))
                  : Effect.die(
                      problem._tag === "NotJson" ? notJson(problem.reason) : unsafeBody(problem.detail)
                    )
            })
          )
          return yield* orUnavailable(
            idempotent({
              accountId: id,
              operation: "personas.validate",
              request: checked.hash,
              response: P.JobStarted,
              work: personas.validateChecked(id, checked)
            })
          )
        })
      )
      .handle("evaluation", ({ path }) =>
        Effect.flatMap(account, (id) =>
          orUnavailable(Effect.map(personas.evaluation(id, path.id), evaluationResponse))
        )
      )
      .handle("population", ({ path }) =>
        Effect.flatMap(account, (id) => orUnavailable(personas.population(id, path.id)))
      )
      .handle("enhancement", ({ path }) =>
        Effect.flatMap(account, (id) => orUnavailable(personas.enhancement(id, path.id)))
      )
  )
)
