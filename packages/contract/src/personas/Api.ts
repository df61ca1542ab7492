/**
 * The personas group (spec 4.2-4.4): generate, enhance and validate start jobs; the three
 * polls read them.
 */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import * as Errors from "../Errors.js"
import { PersonasAuth } from "../Security.js"
import * as S from "./Schemas.js"

const poll = <const Name extends string, const Kind extends string>(name: Name, kind: Kind) =>
  HttpApiEndpoint.get(name, `/v1/personas/repositories/${kind}/by-id/:id`)
    .setPath(S.JobIdParams)
    .addError(Errors.NotFoundWire)
    .addError(Errors.ValidationErrorWire)
    .annotate(OpenApi.Summary, `Poll an ${kind}; unknown or another account's id is 404`)

/** The `personas` group of the API: its endpoints and exactly the errors each can answer. */
export class PersonasApi extends HttpApiGroup.make("personas")
  .add(
    HttpApiEndpoint.post("generate", "/v1/personas/actions/generate")
      .setPayload(S.GenerateRequest)
      .addSuccess(S.JobStarted)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.InputRejectedWire)
      .addError(Errors.IdempotencyConflictWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .addError(Errors.CreditsExhaustedWire)
      .annotate(
        OpenApi.Summary,
        "Generate a population from one prompt (async: poll the Population); count is capped by CIS_MAX_POPULATION"
      )
  )
  .add(
    HttpApiEndpoint.post("enhance", "/v1/personas/actions/enhance")
      .setPayload(S.EnhanceRequest)
      .addSuccess(S.JobStarted)
      .addError(Errors.ValidationFailedWire)
      .addError(Errors.InputRejectedWire)
      .addError(Errors.IdempotencyConflictWire)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .addError(Errors.CreditsExhaustedWire)
      .annotate(OpenApi.Summary, "Turn persona text into a structured persona (async: poll the Enhancement)")
  )
  .add(
    HttpApiEndpoint.post("validate", "/v1/personas/actions/validate")
      .setPayload(S.ValidateRequest)
      .addSuccess(S.JobStarted)
      .addError(Errors.ValidationFailedWire)
      .addError(Errors.InputRejectedWire)
      .addError(Errors.IdempotencyConflictWire)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .addError(Errors.CreditsExhaustedWire)
      .annotate(OpenApi.Summary, "Validate personas against the quality gates (async: poll the Evaluation)")
  )
  .add(poll("evaluation", "Evaluation").addSuccess(S.Evaluation))
  .add(poll("population", "Population").addSuccess(S.Population))
  .add(poll("enhancement", "Enhancement").addSuccess(S.Enhancement))
  .middleware(PersonasAuth)
  .annotate(OpenApi.Title, "personas")
  .annotate(OpenApi.Description, "Generate, enhance and validate personas (async jobs to poll).") {}
