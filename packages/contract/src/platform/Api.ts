/**
 * The platform group: whoami (4.19), usage summary (4.14), single-prompt ask (4.20), sign-out
 * of a session and the health probes. Each endpoint declares exactly the errors it can answer.
 */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import * as Errors from "../Errors.js"
import { AskAuth, CreditsAuth, SessionAuth, TurnTakingAuth } from "../Security.js"
import * as S from "./Schemas.js"

/** The `platform` group of the API: its endpoints and exactly the errors each can answer. */
export class PlatformApi extends HttpApiGroup.make("platform")
  .add(
    HttpApiEndpoint.post("whoami", "/v1/turn-taking/actions/whoami")
      .addSuccess(S.WhoamiResponse)
      .middleware(TurnTakingAuth)
      .annotate(OpenApi.Summary, "Who am I: a free token preflight (4.19)")
      .annotate(OpenApi.Description, "Request: an empty object, or no body; whatever is sent is ignored.")
  )
  .add(
    HttpApiEndpoint.post("usageSummary", "/v1/credits/projections/usage-summary")
      .addSuccess(S.UsageSummary)
      .middleware(CreditsAuth)
      .annotate(OpenApi.Summary, "Read billed usage: 30-day totals, per component, last 7 UTC days (4.14)")
      .annotate(OpenApi.Description, "Request: an empty object, or no body; whatever is sent is ignored.")
  )
  .add(
    HttpApiEndpoint.post("ask", "/v1/ask")
      .setPayload(S.AskRequest)
      .addSuccess(S.AskResponse)
      .addError(Errors.BadRequestWire)
      .addError(Errors.InputRejectedWire)
      .addError(Errors.IdempotencyConflictWire)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .addError(Errors.UpstreamUnavailableWire)
      .middleware(AskAuth)
      .annotate(OpenApi.Summary, "Single prompt and response; every exchange is recorded (4.20). Not billed.")
  )
  .add(
    HttpApiEndpoint.post("signOut", "/v1/sessions/actions/sign_out")
      .addSuccess(S.SignedOut)
      .addError(Errors.ForbiddenWire)
      .middleware(SessionAuth)
      .annotate(OpenApi.Summary, "Sign out: revoke the session token that makes this call")
      .annotate(
        OpenApi.Description,
        "Request: an empty object, or no body. A session token revokes itself; the same token then gets 401. An API key cannot sign out (403): revoke it by id through the admin API."
      )
  )
  .add(
    HttpApiEndpoint.get("healthz", "/healthz")
      .addSuccess(S.Health)
      .annotate(OpenApi.Summary, "Liveness: the process answers")
  )
  .add(
    HttpApiEndpoint.get("readyz", "/readyz")
      .addSuccess(S.Ready)
      .addError(Errors.DatabaseUnavailableWire)
      .annotate(OpenApi.Summary, "Readiness: the database answers")
  )
  .annotate(OpenApi.Title, "platform")
  .annotate(OpenApi.Description, "Token preflight, usage, single-prompt ask, sign-out, health probes.") {}
