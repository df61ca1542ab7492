/**
 * The admin group: the operator's API (accounts, keys, sessions, credits), behind
 * `CIS_ADMIN_TOKEN`.
 */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import * as Errors from "../Errors.js"
import { Admin } from "../Security.js"
import * as S from "./Schemas.js"

/** The `admin` group of the API: its endpoints and exactly the errors each can answer. */
export class AdminApi extends HttpApiGroup.make("admin")
  .add(
    HttpApiEndpoint.post("createAccount", "/v1/admin/accounts")
      .setPayload(S.CreateAccountRequest)
      .addSuccess(S.CreateAccountResponse)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.InputRejectedWire)
      .addError(Errors.IdempotencyConflictWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .addError(Errors.DatabaseUnavailableWire)
      .annotate(OpenApi.Summary, "Create an account and its first API key (shown once)")
  )
  .add(
    HttpApiEndpoint.post("createApiKey", "/v1/admin/accounts/:account_id/api-keys")
      .setPath(S.AccountIdParams)
      .setPayload(S.CreateKeyRequest)
      .addSuccess(S.CreateKeyResponse)
      .addError(Errors.NotFoundWire)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.InputRejectedWire)
      .addError(Errors.IdempotencyConflictWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .addError(Errors.DatabaseUnavailableWire)
      .annotate(OpenApi.Summary, "Issue an API key, optionally scoped and expiring (shown once)")
  )
  .add(
    HttpApiEndpoint.del("revokeApiKey", "/v1/admin/api-keys/:key_id")
      .setPath(S.KeyIdParams)
      .addSuccess(S.RevokeKeyResponse)
      .addError(Errors.NotFoundWire)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.DatabaseUnavailableWire)
      .annotate(OpenApi.Summary, "Revoke an API key or session token")
  )
  .add(
    HttpApiEndpoint.post("createSession", "/v1/admin/accounts/:account_id/sessions")
      .setPath(S.AccountIdParams)
      .setPayload(S.CreateSessionRequest)
      .addSuccess(S.CreateSessionResponse)
      .addError(Errors.NotFoundWire)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.InputRejectedWire)
      .addError(Errors.IdempotencyConflictWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .addError(Errors.DatabaseUnavailableWire)
      .annotate(OpenApi.Summary, "Issue a session token (default lifetime 24 hours)")
  )
  .add(
    HttpApiEndpoint.post("adjustCredits", "/v1/admin/accounts/:account_id/credits")
      .setPath(S.AccountIdParams)
      .setPayload(S.CreditsRequest)
      .addSuccess(S.CreditsResponse)
      .addError(Errors.NotFoundWire)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.InputRejectedWire)
      .addError(Errors.IdempotencyConflictWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .addError(Errors.DatabaseUnavailableWire)
      .annotate(
        OpenApi.Summary,
        "Grant (positive) or debit (negative) credits; the balance never goes below what is held"
      )
  )
  .add(
    HttpApiEndpoint.get("getAccount", "/v1/admin/accounts/:account_id")
      .setPath(S.AccountIdParams)
      .addSuccess(S.AccountResponse)
      .addError(Errors.NotFoundWire)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.DatabaseUnavailableWire)
      .annotate(OpenApi.Summary, "Read an account: name, balance, provisioned")
  )
  .middleware(Admin)
  .annotate(OpenApi.Title, "admin")
  .annotate(
    OpenApi.Description,
    "The operator's API: accounts, keys, sessions, credits (CIS_ADMIN_TOKEN)."
  ) {}
