/**
 * The audit group (spec 4.10-4.12): under `/v1/social-observability`, the `social-observability`
 * scope.
 */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import * as Errors from "../Errors.js"
import { SocialObservabilityAuth } from "../Security.js"
import * as S from "./Schemas.js"

/** The `audit` group of the API: its endpoints and exactly the errors each can answer. */
export class AuditApi extends HttpApiGroup.make("audit")
  .add(
    HttpApiEndpoint.post("prepare", "/v1/social-observability/actions/audit_prepare")
      .setPayload(S.PrepareRequest)
      .addSuccess(S.PrepareResponse)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.InputRejectedWire)
      .addError(Errors.IdempotencyConflictWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .addError(Errors.CreditsExhaustedWire)
      .middleware(SocialObservabilityAuth)
      .annotate(
        OpenApi.Summary,
        "Prepare an audit: parse a pasted chat, store it, list its participants (4.10)"
      )
      .annotate(
        OpenApi.Description,
        "Billed. 422 for an empty or over-long raw_text (before any charge); 400 for more than 250 messages (naming both counts) or nothing readable."
      )
  )
  .add(
    HttpApiEndpoint.post("launch", "/v1/social-observability/actions/audit_launch")
      .setPayload(S.LaunchRequest)
      .addSuccess(S.LaunchResponse)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.InputRejectedWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .addError(Errors.CreditsExhaustedWire)
      .middleware(SocialObservabilityAuth)
      .annotate(OpenApi.Summary, "Launch an audit for one participant; repeats are safe (4.11)")
      .annotate(
        OpenApi.Description,
        "The first launch is billed and queues the audit; a repeat answers the run as it is, with the first agent name, and bills nothing. 400 with details [{field, message}] when agent_name is not a participant, or the run is unknown."
      )
  )
  .add(
    HttpApiEndpoint.post("run", "/v1/social-observability/projections/audit-run")
      .setPayload(S.RunRequest)
      .addSuccess(S.AuditRun)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.InputRejectedWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .middleware(SocialObservabilityAuth)
      .annotate(OpenApi.Summary, "Read an audit run as its sections fill in; free (4.12)")
  )
  .annotate(OpenApi.Title, "audit")
  .annotate(OpenApi.Description, "Audit a pasted chat: prepare, launch, read the run.") {}
