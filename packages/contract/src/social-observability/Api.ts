/**
 * The social-observability group, analysis part (spec 4.8, 4.9): analyze a transcript into a
 * stored reception report, and read a stored report back. (The audit endpoints, under the
 * same path prefix, are their own group.)
 */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import * as Errors from "../Errors.js"
import { SocialObservabilityAuth } from "../Security.js"
import * as S from "./Schemas.js"

/** The `socialObservability` group of the API: its endpoints and exactly the errors each can answer. */
export class SocialObservabilityApi extends HttpApiGroup.make("socialObservability")
  .add(
    HttpApiEndpoint.post("analyze", "/v1/social-observability/actions/analyze")
      .setPayload(S.AnalyzeRequest)
      .addSuccess(S.AnalyzeResponse)
      .addError(Errors.InputRejectedWire)
      .addError(Errors.IdempotencyConflictWire)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .addError(Errors.CreditsExhaustedWire)
      .addError(Errors.UpstreamUnavailableWire)
      .annotate(OpenApi.Summary, "Analyze a transcript into a reception report for one agent (4.8)")
      .annotate(
        OpenApi.Description,
        "Billed under `social-observability`; the report is stored and its `id` returned. 400 when the transcript is too large (over 10,000 messages or 1,000,000 characters of text), has nothing readable, or `agent_name` never speaks; 422 when the body is malformed, `messages` is empty, two messages share an id, or `agent_name` is used by more than one `user_id`. With a model configured a call may take up to a minute: use a client timeout of at least 120 seconds."
      )
  )
  .add(
    HttpApiEndpoint.get("report", "/v1/social-observability/repositories/Report/by-id/:id")
      .setPath(S.ReportIdParams)
      .addSuccess(S.ReportOrNull)
      .addError(Errors.ValidationErrorWire)
      .annotate(OpenApi.Summary, "Read a stored report (4.9); `null` for an unknown or another account's id")
  )
  .middleware(SocialObservabilityAuth)
  .annotate(OpenApi.Title, "social-observability")
  .annotate(OpenApi.Description, "Reception reports of an agent: analyze, and read a stored report.") {}
