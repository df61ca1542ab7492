/**
 * The social-memory group (spec 4.5-4.7): ingest stores (never billed, never 400, 402 or
 * 502), recall and ask read (billed under `social-memory`).
 */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import * as Errors from "../Errors.js"
import { SocialMemoryAuth } from "../Security.js"
import * as S from "./Schemas.js"

/** The `social-memory` group of the API: its endpoints and exactly the errors each can answer. */
export class SocialMemoryApi extends HttpApiGroup.make("socialMemory")
  .add(
    HttpApiEndpoint.post("ingest", "/v1/social-memory/actions/ingest")
      .setPayload(S.IngestRequest)
      .addSuccess(S.IngestResponse)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .annotate(
        OpenApi.Summary,
        "Append messages to a scope (stores only; never billed). Idempotency-Key: a repeat replays the first answer and appends nothing"
      )
  )
  .add(
    HttpApiEndpoint.post("recall", "/v1/social-memory/actions/recall")
      .setPayload(S.RecallRequest)
      .addSuccess(S.RecallResponse)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.InputRejectedWire)
      .addError(Errors.IdempotencyConflictWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .addError(Errors.CreditsExhaustedWire)
      .annotate(OpenApi.Summary, "Context for an arriving turn, tuned to who speaks (billed)")
  )
  .add(
    HttpApiEndpoint.post("ask", "/v1/social-memory/actions/ask")
      .setPayload(S.AskRequest)
      .addSuccess(S.AskResponse)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.InputRejectedWire)
      .addError(Errors.IdempotencyConflictWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .addError(Errors.CreditsExhaustedWire)
      .addError(Errors.UpstreamUnavailableWire)
      .annotate(
        OpenApi.Summary,
        "Answer a question from a scope's messages, naming who said what and when (billed)"
      )
  )
  .middleware(SocialMemoryAuth)
  .annotate(OpenApi.Title, "social-memory")
  .annotate(
    OpenApi.Description,
    "Conversation memory per account scope: ingest (stores only), recall and ask (read at once, no background lag)."
  ) {}
