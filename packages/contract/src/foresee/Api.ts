/**
 * The foresee group (spec 4.13): mental-state reads, predicted reactions and a refined reply.
 */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import * as Errors from "../Errors.js"
import { ForeseeAuth } from "../Security.js"
import * as S from "./Schemas.js"

/** The `foresee` group of the API: its endpoint and exactly the errors it can answer. */
export class ForeseeApi extends HttpApiGroup.make("foresee")
  .add(
    HttpApiEndpoint.post("foresee", "/v1/foresee/actions/foresee")
      .setPayload(S.ForeseeRequest)
      .addSuccess(S.ForeseeResponse)
      .addError(Errors.InputRejectedWire)
      .addError(Errors.IdempotencyConflictWire)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .addError(Errors.CreditsExhaustedWire)
      .addError(Errors.UpstreamUnavailableWire)
      .annotate(OpenApi.Summary, "Predict how people will take a draft reply, and refine it (4.13)")
      .annotate(
        OpenApi.Description,
        "Billed under `theoryofmind`. 400 when the transcript is too large (over 10,000 turns or 1,000,000 characters with the draft), has nothing readable, or nobody but the agent speaks and no `subject_name` is given; 422 when the body is malformed, `transcript` is empty or `candidate_reply` is missing or blank."
      )
  )
  .middleware(ForeseeAuth)
  .annotate(OpenApi.Title, "foresee")
  .annotate(OpenApi.Description, "Theory of mind: how people will take a draft reply.") {}
