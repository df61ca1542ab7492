/**
 * Handlers of the analysis groups: extract (social-learning), analyze and the stored report
 * (social-observability), foresee. One `Analysis` call each, for the authenticated account;
 * the billable ones under the request's `Idempotency-Key`.
 */
import { Api, Foresee, Security, SocialLearning, SocialObservability } from "@cis/contract"
import { Analysis, type Idempotency } from "@cis/services"
import { HttpApiBuilder, type HttpApiGroup } from "@effect/platform"
import { Effect, type Layer } from "effect"
import { orUnavailable } from "../Database.js"
import { idempotent } from "../Idempotent.js"

const account = Effect.map(Security.CurrentPrincipal, (p) => p.accountId)

export const SocialLearningLive: Layer.Layer<
  HttpApiGroup.ApiGroup<"cis", "socialLearning">,
  never,
  Analysis.Analysis | Idempotency.Idempotency | Security.SocialLearningAuth
> = HttpApiBuilder.group(Api.Api, "socialLearning", (handlers) =>
  Effect.map(Analysis.Analysis, (analysis) =>
    handlers.handle("extract", ({ payload }) =>
      Effect.flatMap(account, (id) =>
        orUnavailable(
          idempotent({
            accountId: id,
            operation: "social-learning.extract",
            request: payload,
            response: SocialLearning.ExtractResponse,
            work: analysis.extract(id, payload)
          })
        )
      )
    )
  )
)

export const SocialObservabilityLive: Layer.Layer<
  HttpApiGroup.ApiGroup<"cis", "socialObservability">,
  never,
  Analysis.Analysis | Idempotency.Idempotency | Security.SocialObservabilityAuth
> = HttpApiBuilder.group(Api.Api, "socialObservability", (handlers) =>
  Effect.map(Analysis.Analysis, (analysis) =>
    handlers
      .handle("analyze", ({ payload }) =>
        Effect.flatMap(account, (id) =>
          orUnavailable(
            idempotent({
              accountId: id,
              operation: "social-observability.analyze",
              request: payload,
              response: SocialObservability.AnalyzeResponse,
              work: analysis.analyze(id, payload)
            })
          )
        )
      )
      .handle("report", ({ path }) =>
        Effect.flatMap(account, (id) => orUnavailable(analysis.report(id, path.id)))
      )
  )
)

export const ForeseeLive: Layer.Layer<
  HttpApiGroup.ApiGroup<"cis", "foresee">,
  never,
  Analysis.Analysis | Idempotency.Idempotency | Security.ForeseeAuth
> = HttpApiBuilder.group(Api.Api, "foresee", (handlers) =>
  Effect.map(Analysis.Analysis, (analysis) =>
    handlers.handle("foresee", ({ payload }) =>
      Effect.flatMap(account, (id) =>
        orUnavailable(
          idempotent({
            accountId: id,
            operation: "foresee.foresee",
            request: payload,
            response: Foresee.ForeseeResponse,
            work: analysis.foresee(id, payload)
          })
        )
      )
    )
  )
)
