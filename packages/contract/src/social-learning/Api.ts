/**
 * The social-learning group (spec 4.1): extract a norms profile from a transcript.
 */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import * as Errors from "../Errors.js"
import { SocialLearningAuth } from "../Security.js"
import * as S from "./Schemas.js"

/** The `socialLearning` group of the API: its endpoint and exactly the errors it can answer. */
export class SocialLearningApi extends HttpApiGroup.make("socialLearning")
  .add(
    HttpApiEndpoint.post("extract", "/v1/social-learning/actions/extract")
      .setPayload(S.ExtractRequest)
      .addSuccess(S.ExtractResponse)
      .addError(Errors.InputRejectedWire)
      .addError(Errors.IdempotencyConflictWire)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .addError(Errors.CreditsExhaustedWire)
      .addError(Errors.UpstreamUnavailableWire)
      .annotate(OpenApi.Summary, "Extract a norms profile and a prompt block from a transcript (4.1)")
      .annotate(
        OpenApi.Description,
        "Billed under `social-learning`. 400 when the transcript is too large (over 10,000 messages or 1,000,000 characters of text) or has nothing readable; 422 when the body is malformed or `messages` is empty."
      )
  )
  .middleware(SocialLearningAuth)
  .annotate(OpenApi.Title, "social-learning")
  .annotate(OpenApi.Description, "Learn a room's norms from a transcript.") {}
